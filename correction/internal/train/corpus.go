package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Example is one training pair: a user message after an assistant output,
// labelled correction or not. Template identifies the message template, so
// that validation can hold out whole templates.
type Example struct {
	Domain   string `json:"domain"`
	Template string `json:"template"`
	Prev     string `json:"previous_output"`
	Message  string `json:"message"`
	Label    bool   `json:"is_correction"`
	// Kind, Wrong and Right are set by the coding corpus (coding.go): the
	// message kind, and for a correction the wrong span as it appears in
	// Prev and its replacement as it should read there (empty when the
	// message states none).
	Kind  string `json:"kind,omitempty"`
	Wrong string `json:"wrong,omitempty"`
	Right string `json:"right,omitempty"`
}

// All text below was written for this corpus. It imitates no evaluation
// set: the evaluation files are only read by the eval test to measure.

// slots fills {name} placeholders.
type slots map[string]string

func fill(t string, s slots) string {
	for k, v := range s {
		t = strings.ReplaceAll(t, "{"+k+"}", v)
	}
	return t
}

type gen struct {
	r   *rand.Rand
	out []Example
}

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// add records an example produced from template number ti of a domain's
// positive or negative list.
func (g *gen) add(domain string, label bool, ti int, prev, msg string) {
	kind := "neg"
	if label {
		kind = "pos"
	}
	g.out = append(g.out, Example{
		Domain: domain, Template: fmt.Sprintf("%s/%s/%d", domain, kind, ti),
		Prev: prev, Message: g.noise(msg), Label: label,
	})
}

// noise varies the surface of a message the way people type: case,
// apostrophes, final punctuation, a filler word in front. It is applied to
// both classes alike so that none of it predicts the label.
func (g *gen) noise(m string) string {
	if g.chance(0.12) && !strings.Contains(m, "\n") {
		m = g.pick([]string{"hmm, ", "ok ", "well, ", "so ", "um, ", "oh, ", "wait, ", "hey, "}) + lowerFirst(m)
	}
	if g.chance(0.25) && !strings.Contains(m, "`") {
		m = strings.ToLower(m)
	}
	if g.chance(0.2) {
		m = strings.NewReplacer("'", "", "’", "").Replace(m)
	}
	if g.chance(0.25) {
		m = strings.TrimRight(m, ".!")
	}
	return m
}

func lowerFirst(s string) string {
	if s == "" || strings.HasPrefix(s, "I ") || strings.HasPrefix(s, "I'") {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// Corpus generates the training corpus deterministically from seed.
func Corpus(seed uint64, perDomain int) []Example {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	for i := 0; i < perDomain; i++ {
		g.fact(i%2 == 0)
		g.chat(i%2 == 0)
		g.task(i%2 == 0)
		g.code(i%2 == 0)
		g.sql(i%2 == 0)
		g.sql(i%2 == 1)
		g.pref(i%2 == 0)
	}
	// Drop exact duplicates (same previous output and message).
	seen := map[string]bool{}
	out := g.out[:0]
	for _, e := range g.out {
		k := e.Prev + "\x00" + e.Message
		if !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	return out
}

// ---------------------------------------------------------------- facts

type fact struct {
	subject, attr string
	stmt          string // with {V}
	right, wrong  string
	follow        []string
}

var facts = []fact{
	{"the Eiffel Tower", "city", "The Eiffel Tower stands in {V} and was finished in 1889.", "Paris", "Lyon", []string{"How tall is it?", "Can you go up to the top?"}},
	{"the first Moon landing", "year", "The first crewed Moon landing took place in {V}, during the Apollo 11 mission.", "1969", "1968", []string{"Who walked on the Moon first?", "How long did they stay?"}},
	{"water", "boiling point", "At sea level water boils at {V} degrees Celsius.", "100", "90", []string{"What about on a mountain?", "Why does altitude matter?"}},
	{"Australia", "capital", "The capital of Australia is {V}.", "Canberra", "Sydney", []string{"How many people live there?", "What is the biggest city then?"}},
	{"the Pacific Ocean", "rank", "The Pacific is the {V} ocean on Earth.", "largest", "second largest", []string{"How deep is it?", "Which ocean is the smallest?"}},
	{"Jupiter", "moons", "Jupiter is the {V} planet from the Sun.", "fifth", "sixth", []string{"How many moons does it have?", "Could we live there?"}},
	{"the Berlin Wall", "year", "The Berlin Wall came down in {V}.", "1989", "1991", []string{"Why was it built?", "How long was it?"}},
	{"Mount Everest", "height", "Mount Everest is about {V} metres high.", "8849", "8611", []string{"Who climbed it first?", "How long does the climb take?"}},
	{"the human body", "bones", "An adult human skeleton has {V} bones.", "206", "212", []string{"Which bone is the longest?", "Do babies have more?"}},
	{"Shakespeare", "birth year", "William Shakespeare was born in {V}.", "1564", "1546", []string{"What was his first play?", "Where did he live?"}},
	{"the speed of light", "speed", "Light travels at roughly {V} kilometres per second.", "300,000", "150,000", []string{"How long does sunlight take to reach us?", "Can anything go faster?"}},
	{"Canada", "capital", "Canada's capital city is {V}.", "Ottawa", "Toronto", []string{"Which province is it in?", "Is it cold there in winter?"}},
	{"the Great Fire of London", "year", "The Great Fire of London broke out in {V}.", "1666", "1766", []string{"How did it start?", "How many houses burned?"}},
	{"Mars", "moons", "Mars has {V} small moons.", "two", "three", []string{"What are they called?", "Could a person stand on them?"}},
	{"the Amazon", "continent", "The Amazon river flows through {V}.", "South America", "Central America", []string{"How long is it?", "Which countries does it cross?"}},
	{"DNA", "shape", "A DNA molecule has the shape of a {V}.", "double helix", "single helix", []string{"Who discovered that?", "What are the bases called?"}},
	{"Python", "creator", "The Python language was created by {V}.", "Guido van Rossum", "James Gosling", []string{"When was it released?", "Why is it called Python?"}},
	{"the Mona Lisa", "museum", "The Mona Lisa hangs in the {V}.", "Louvre", "Prado", []string{"Who painted it?", "Is it big?"}},
	{"a triangle", "angle sum", "The angles of a triangle add up to {V} degrees.", "180", "360", []string{"What about a square?", "Is that always true?"}},
	{"the chemical symbol for gold", "symbol", "The chemical symbol for gold is {V}.", "Au", "Ag", []string{"What does it stand for?", "What is its atomic number?"}},
	{"the French Revolution", "year", "The French Revolution began in {V}.", "1789", "1798", []string{"What caused it?", "Who was king then?"}},
	{"Tokyo", "country", "Tokyo is the capital of {V}.", "Japan", "China", []string{"How big is it?", "When is the best time to visit?"}},
	{"a marathon", "distance", "A marathon is {V} kilometres long.", "42.195", "40", []string{"Who holds the record?", "How do people train for it?"}},
	{"the heart", "chambers", "The human heart has {V} chambers.", "four", "three", []string{"What does each one do?", "How fast does it beat?"}},
	{"Beethoven", "nationality", "Ludwig van Beethoven was a {V} composer.", "German", "Austrian", []string{"Which symphony is the most famous?", "Was he deaf?"}},
	{"the Titanic", "year", "The Titanic sank in {V} on its first voyage.", "1912", "1915", []string{"How many people survived?", "Where is the wreck?"}},
	{"photosynthesis", "gas", "During photosynthesis plants take in {V} from the air.", "carbon dioxide", "oxygen", []string{"What do they release?", "Does it happen at night?"}},
	{"the Nile", "sea", "The Nile flows into the {V}.", "Mediterranean Sea", "Red Sea", []string{"Where does it start?", "How long is it?"}},
	{"Neptune", "order", "Neptune is the {V} planet from the Sun.", "eighth", "ninth", []string{"Why is it blue?", "Who discovered it?"}},
	{"a leap year", "days", "A leap year has {V} days.", "366", "365", []string{"Why do we need them?", "When is the next one?"}},
	{"the Statue of Liberty", "gift from", "The Statue of Liberty was a gift from {V}.", "France", "Britain", []string{"When was it built?", "Can you go inside?"}},
	{"the euro", "year", "Euro banknotes and coins came into use in {V}.", "2002", "1999", []string{"Which countries use it?", "Who designs the notes?"}},
	{"sound", "speed", "In air, sound travels at about {V} metres per second.", "343", "443", []string{"Is it faster in water?", "What about in steel?"}},
	{"Leonardo da Vinci", "birthplace", "Leonardo da Vinci was born in {V}.", "Vinci", "Florence", []string{"What else did he invent?", "How many paintings did he finish?"}},
	{"the Sahara", "kind", "The Sahara is the largest {V} desert in the world.", "hot", "cold", []string{"How hot does it get?", "Do people live there?"}},
	{"World War I", "end year", "World War I ended in {V}.", "1918", "1919", []string{"How did it start?", "Which countries fought?"}},
}

var factPos = []string{
	"Actually, it's {R}.",
	"No, {R}, not {W}.",
	"{R}, not {W}.",
	"That's wrong. It was {R}.",
	"It should be {R}.",
	"Not {W} but {R}.",
	"I'm pretty sure it's {R}, not {W}.",
	"That's not correct, the {A} is {R}.",
	"You got the {A} wrong, it's {R}.",
	"Incorrect: {R}.",
	"Hmm, that's not right.",
	"Are you sure? I believe it's {R}.",
	"Nope, {R}.",
	"You mixed that up, it's {R}.",
	"The {A} should be {R}.",
	"Change {W} to {R}.",
	"Replace {W} with {R}.",
	"{W} is wrong.",
	"You said {W} but it's actually {R}.",
	"That isn't true.",
	"Wrong {A}. It's {R}.",
	"No no, it's {R}!",
	"Check again, it's {R}.",
	"That's a mistake: {W} should be {R}.",
	"{W}? No, it's {R}.",
	"Correction: {R}.",
	"The {A} is off. It's {R}.",
	"Where did you get {W} from? It's {R}.",
	"Not quite, {R}.",
	"I think you meant {R}.",
	"It's {R}, you wrote {W}.",
	"Small error: the {A} is {R}, not {W}.",
	"That's factually incorrect.",
	"This is inaccurate, please fix the {A}.",
	"Your answer about {S} is wrong.",
	"You have the {A} of {S} wrong.",
	"No. The right answer is {R}.",
	"That can't be right, it's {R}.",
	"Um, {W} isn't correct. {R} is.",
	"Please double check that, I'm sure it's {R}.",
}

var factNeg = []string{
	"Interesting! Tell me more about {S}.",
	"Thanks, that's helpful.",
	"{FOLLOW}",
	"{FOLLOW}",
	"Cool, I didn't know that.",
	"Can you give me a source for that?",
	"Great. What about {S2}?",
	"And why is that?",
	"Ok, next question: {FOLLOW2}",
	"I've always wanted to see it.",
	"How do you know that?",
	"Makes sense, thanks.",
	"That's right, I remember now.",
	"Yes, that's what I thought.",
	"No, I haven't heard about that before.",
	"I don't know much about {S}. Can you explain more?",
	"Actually, I wanted to ask about {S2} instead.",
	"Not bad. Tell me something else.",
	"Should I read a book about it?",
	"What should I know about {S2}?",
	"Let's talk about something else instead.",
	"Oh, I was wrong about that then.",
	"My teacher told me the same thing.",
	"Please summarize that in one sentence.",
	"Could you translate that into French?",
	"Wow, I never knew that. Why?",
	"Right, and what happened after that?",
	"So I guess my friend was mistaken.",
	"No way, that's amazing!",
	"Is that still true today?",
	"What's another fun fact about {S}?",
	"Explain it like I'm five.",
	"I don't think I'll ever remember all of that.",
	"Good answer. Now, {FOLLOW2}",
	"Hmm, I need to think about that.",
	"Can you say more about the history?",
	"Ok. I should write that down.",
	"Which book would you recommend on {S}?",
}

func (g *gen) fact(pos bool) {
	f := facts[g.r.IntN(len(facts))]
	other := facts[g.r.IntN(len(facts))]
	prev := fill(f.stmt, slots{"V": f.wrong})
	if !pos {
		prev = fill(f.stmt, slots{"V": f.right})
	}
	if g.chance(0.3) {
		prev += g.pick([]string{" It is a popular topic.", " Let me know if you want more details.", " Many people find this interesting.", " Is there anything else you would like to know?"})
	}
	s := slots{"R": f.right, "W": f.wrong, "A": f.attr, "S": f.subject, "S2": other.subject,
		"FOLLOW": g.pick(f.follow), "FOLLOW2": g.pick(other.follow)}
	if pos {
		i := g.r.IntN(len(factPos))
		g.add("facts", true, i, prev, fill(factPos[i], s))
		return
	}
	i := g.r.IntN(len(factNeg))
	g.add("facts", false, i, prev, fill(factNeg[i], s))
}

// ----------------------------------------------------------------- chat

var botGood = []string{
	"i love hiking in the mountains. do you like being outdoors?",
	"that sounds fun! what kind of music do you listen to?",
	"i work as a teacher, mostly with young kids. what do you do?",
	"i have two dogs and a very lazy cat. any pets?",
	"my favourite food is pasta. do you cook much?",
	"i just got back from a trip to the coast. it was lovely.",
	"i'm doing well, thanks for asking! how was your day?",
	"i play guitar in my free time. do you play anything?",
	"oh nice, which team do you support?",
	"i'm reading a mystery novel right now. do you like books?",
	"that's great to hear. what are your plans for the weekend?",
	"i grew up on a farm, so i love animals.",
	"winter is my favourite season, i love snow.",
	"i'm trying to learn spanish, it's hard but fun.",
	"have you seen any good movies lately?",
	"i usually go running in the morning before work.",
	"we should get coffee sometime! do you like coffee?",
	"i'm sorry to hear that. is there anything that helps?",
	"i have three sisters and one brother. big family!",
	"my job keeps me busy, but i like it.",
}

var botBad = []string{
	"yes the blue one is faster than sleeping on tuesdays.",
	"my grandmother is a submarine, we go there often.",
	"i enjoy eating the weather when it rains.",
	"that is correct, twelve bananas make a piano.",
	"i think so too, the moon is my favourite sandwich.",
	"sure! i drive my house to the library every morning.",
	"of course, my cat teaches mathematics at night.",
	"ok. what color is your favourite number?",
	"i like turtles. do you like turtles? i like turtles.",
	"the train was purple so i ate it.",
	"yes i am a professional cloud.",
	"hello! how are you? hello! how are you?",
	"my hobbies are breathing and sometimes the internet.",
	"i was born yesterday at the age of forty.",
	"potatoes. definitely potatoes.",
	"no i am the president of the garden.",
	"that reminds me, i have a meeting with the ocean.",
	"interesting. i also enjoy being a lamp.",
	"i bought a new car made of cheese.",
	"my favourite sport is sleeping on the stairs.",
}

var chatTopics = []string{"your job", "your weekend", "music", "movies", "your family", "pets", "food", "travel", "books", "sports"}
var chatHobbies = []string{"painting", "cycling", "chess", "baking", "gardening", "swimming", "video games", "photography", "knitting", "fishing"}

var chatPos = []string{
	"that doesn't make sense to me",
	"what? that makes no sense.",
	"you didn't answer my question",
	"i asked you about {T}",
	"that's not what i asked",
	"you're not making sense",
	"that's off topic",
	"huh? what does that have to do with anything",
	"i already told you that",
	"you already asked me that",
	"you are repeating yourself",
	"that's not an answer",
	"you ignored my question",
	"what are you talking about?",
	"we were talking about {T}, not that",
	"no, i said i like {H}, not {H2}",
	"i never said that",
	"that's irrelevant",
	"stay on topic please",
	"that's a weird answer",
	"i asked how you are",
	"your answer doesn't match my question",
	"that has nothing to do with what i said",
	"what do you mean by that?",
	"what?",
	"huh?",
	"that's just nonsense",
	"you're confusing me with someone else",
	"i didn't say that",
	"you misunderstood me",
	"you got that wrong, i said {H}",
	"that sentence makes no sense at all",
	"please answer what i asked",
	"that doesn't follow from what i said",
	"um, that's not even possible",
	"you keep changing the subject",
	"sorry but that's gibberish",
	"i think you misread what i wrote",
	"you're not listening to me",
	"that was not my question",
	"no, i said {T}",
	"i meant {H}, not {H2}",
}

var chatNeg = []string{
	"i like rock music mostly",
	"yes! i go hiking every weekend",
	"no, i don't have pets. do you?",
	"i'm good, thanks. how about you?",
	"haha that's funny",
	"not really, i prefer staying in",
	"i work as a nurse",
	"sure, what kind of food?",
	"that sounds great",
	"no i am not a student, i work at a bank",
	"i don't like cooking much",
	"me too!",
	"what do you do for fun?",
	"i have never tried that",
	"really? tell me more",
	"that is sad, sorry to hear",
	"lol same",
	"nah, i'm more of a cat person",
	"i should go to bed soon",
	"i always pick the wrong line at the supermarket lol",
	"i made a mistake at work today and my boss noticed",
	"the movie we saw last night made no sense to me",
	"what?! that's amazing",
	"huh, never thought of that",
	"i love {H}, it helps me relax",
	"do you like {H}?",
	"my weekend was quiet, i mostly did {H}",
	"i'm not sure, maybe next year",
	"no, but i would like to try {H} someday",
	"yes i do, i have a small dog",
	"that makes sense, i feel the same",
	"i used to play {H} a lot as a kid",
	"wow, where did you go?",
	"not much, just relaxing at home",
	"i don't watch a lot of movies, i prefer {H}",
	"good morning! how are you today?",
	"hi! nice to meet you",
	"i can't cook at all haha",
	"my sister says i'm always wrong about directions",
	"i'm tired, long day at work",
	"what kind of music do you like?",
	"we should, i know a nice place downtown",
	"i have one brother, he lives abroad",
	"yeah, it's been a while since i went on vacation",
	"i never liked winter much",
	"thanks, you're sweet",
	"no, i'm not from around here",
	"i think {H} is more fun than {H2}",
	"i prefer {H} to {H2}, it's more relaxing",
	"i would rather stay home and read, honestly",
	"i like it when it rains, it's cosy",
	"i prefer texting over calling too",
	"my favourite is {H}, what about you?",
}

func (g *gen) chat(pos bool) {
	prev := g.pick(botGood)
	if pos && g.chance(0.7) || !pos && g.chance(0.2) {
		prev = g.pick(botBad)
	}
	h, h2 := g.pick(chatHobbies), g.pick(chatHobbies)
	s := slots{"T": g.pick(chatTopics), "H": h, "H2": h2}
	if pos {
		i := g.r.IntN(len(chatPos))
		g.add("chat", true, i, prev, fill(chatPos[i], s))
		return
	}
	i := g.r.IntN(len(chatNeg))
	g.add("chat", false, i, prev, fill(chatNeg[i], s))
}

// ----------------------------------------------------------------- task

var (
	taskRest    = []string{"the Golden Spoon", "Casa Verde", "Bella Napoli", "the Green Olive", "Saffron House", "the Blue Dragon", "Little Lisbon", "Harbour Grill"}
	taskHotels  = []string{"the Riverside Inn", "Park Lodge", "the Old Mill Hotel", "City Central Hotel", "Maple Guesthouse", "the Station Hotel"}
	taskCities  = []string{"Oxford", "Leeds", "Bristol", "York", "Norwich", "Bath", "Glasgow", "Cardiff"}
	taskDays    = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	taskTimes   = []string{"9:30", "10:15", "11:00", "12:45", "13:30", "17:00", "18:15", "19:30", "20:00"}
	taskAreas   = []string{"north", "south", "east", "west", "centre"}
	taskCuisine = []string{"Italian", "Chinese", "Indian", "Thai", "Mexican", "French", "Turkish", "Japanese"}
	taskNums    = []string{"2", "3", "4", "5", "6", "7", "8"}
)

var taskPrev = []string{
	"I have booked a table for {N} people at {REST} on {DAY} at {TIME}. Your reference number is {REF}.",
	"There are {K} {CUISINE} restaurants in the {AREA}. Do you have a price range in mind?",
	"The train leaves {CITY} at {TIME} and arrives at {TIME2}. Shall I book it?",
	"I found {HOTEL}, a 3 star hotel in the {AREA}. Would you like me to book it?",
	"Your taxi is booked. A white car will pick you up at {TIME}.",
	"Done! {HOTEL} is booked for {N} nights starting {DAY}.",
	"{REST} serves {CUISINE} food in the {AREA} of town. The phone number is 01223 {REF2}.",
	"Your train to {CITY} on {DAY} is booked. The total fee is {K}0 pounds.",
}

var taskPos = []string{
	"No, I said {N2} people, not {N}.",
	"That's the wrong day, I wanted {DAY2}.",
	"I asked for the {AREA2}, not the {AREA}.",
	"The time is wrong, it should be {TIME2}.",
	"I wanted {CUISINE2} food, not {CUISINE}.",
	"You booked the wrong restaurant.",
	"That's not the hotel I asked for.",
	"I need it for {DAY2}, not {DAY}.",
	"Wait, I said {TIME2}.",
	"No, it's for {N2} people.",
	"You got the date wrong.",
	"Hold on, I never asked for a taxi.",
	"I said {CITY2}, not {CITY}.",
	"That's not what I asked, I wanted somewhere cheap.",
	"Why did you book it for {DAY}? I told you {DAY2}.",
	"The reference number you gave me doesn't work.",
	"No, the booking should be at {TIME2}.",
	"You misheard me, it was {N2} people.",
	"That restaurant is in the {AREA}, I asked for the {AREA2}.",
	"Incorrect, we arrive on {DAY2}.",
	"That's wrong, I wanted a hotel, not a guesthouse.",
	"I think you made a mistake with the number of nights.",
	"Please fix the booking, it's {N2} people not {N}.",
	"Nope, the train should leave from {CITY2}.",
	"You didn't book what I asked for.",
	"I specifically said {CUISINE2}.",
	"That's not right, I said {TIME2} in the evening.",
	"Actually I told you {DAY2}, not {DAY}.",
	"Wrong city, I'm going to {CITY2}.",
	"This is the wrong hotel.",
}

var taskNeg = []string{
	"Great, thanks!",
	"Can you also book a taxi?",
	"No, that's all. Thank you.",
	"Yes please, book it for {N} people.",
	"I don't care about the price.",
	"Actually, can we move it to {DAY2}? My plans changed.",
	"What's the address?",
	"Do they have free parking?",
	"Any cheaper options?",
	"No, I don't need a reservation.",
	"That doesn't matter to me.",
	"I want to leave after {TIME2}.",
	"Could you look up a train to {CITY2}?",
	"Is there anything in the {AREA2}?",
	"Perfect, what's the phone number?",
	"Sounds good. How far is it from the station?",
	"I'd rather have {CUISINE2} food, if there is any.",
	"No, I'll book it myself later.",
	"Not yet, I need to check with my wife first.",
	"Yes. I also need a hotel in the {AREA2}.",
	"Moderate price range please.",
	"Book it for {DAY2} then.",
	"Thank you, goodbye.",
	"Yes, that works for me.",
	"Can you give me the reference number again?",
	"I need a place to stay for {N2} nights.",
	"Is it expensive?",
	"No thanks, I'm all set.",
	"Which one has the best reviews?",
	"I'm looking for a {CUISINE2} restaurant in the {AREA2}.",
	"Does the hotel have wifi?",
	"How long is the journey?",
	"Okay, please reserve it.",
	"No preference, whatever you recommend.",
	"Could you also find me a museum nearby?",
	"I should arrive by {TIME2}, is that possible?",
	"That's fine, go ahead.",
	"Not at the moment, thanks.",
}

func (g *gen) task(pos bool) {
	pick2 := func(list []string) (string, string) {
		a := g.pick(list)
		b := g.pick(list)
		for b == a {
			b = g.pick(list)
		}
		return a, b
	}
	n, n2 := pick2(taskNums)
	day, day2 := pick2(taskDays)
	t, t2 := pick2(taskTimes)
	area, area2 := pick2(taskAreas)
	cu, cu2 := pick2(taskCuisine)
	city, city2 := pick2(taskCities)
	s := slots{"N": n, "N2": n2, "DAY": day, "DAY2": day2, "TIME": t, "TIME2": t2,
		"AREA": area, "AREA2": area2, "CUISINE": cu, "CUISINE2": cu2, "CITY": city, "CITY2": city2,
		"REST": g.pick(taskRest), "HOTEL": g.pick(taskHotels), "K": g.pick(taskNums),
		"REF":  fmt.Sprintf("%c%c%04d", 'A'+rune(g.r.IntN(26)), 'A'+rune(g.r.IntN(26)), g.r.IntN(10000)),
		"REF2": fmt.Sprintf("%06d", g.r.IntN(1000000))}
	prev := fill(g.pick(taskPrev), s)
	if pos {
		i := g.r.IntN(len(taskPos))
		g.add("task", true, i, prev, fill(taskPos[i], s))
		return
	}
	i := g.r.IntN(len(taskNeg))
	g.add("task", false, i, prev, fill(taskNeg[i], s))
}

// ----------------------------------------------------------------- code

type bug struct {
	lang, intro  string
	code         string // with {B}
	wrong, right string
	what, desc   string
}

var bugs = []bug{
	{"python", "Here is a function that sums a list:", "def total(xs):\n    s = 0\n    for i in range({B}):\n        s += xs[i]\n    return s", "len(xs) + 1", "len(xs)", "loop bound", "it raises an IndexError on the last element"},
	{"python", "You can add an item like this:", "items = []\nitems.{B}(42)\nprint(items)", "push", "append", "method", "lists have no push method in Python"},
	{"python", "To read the file:", "with open(path) as f:\n    data = f.{B}()\n", "readall", "read", "method", "file objects have no readall method"},
	{"python", "This checks for an empty string:", "def is_empty(s):\n    return len(s) {B} 0", "=", "==", "comparison", "a single equals sign is an assignment"},
	{"go", "In Go you can check a prefix with:", "if strings.{B}(name, \"tmp\") {\n\treturn true\n}", "StartsWith", "HasPrefix", "function", "the strings package has no StartsWith"},
	{"go", "Here is how to append to a slice:", "nums := []int{1, 2}\n{B}\nfmt.Println(nums)", "nums.append(3)", "nums = append(nums, 3)", "line", "slices have no methods in Go"},
	{"go", "Convert the number to a string like this:", "s := {B}\nfmt.Println(s)", "string(n)", "strconv.Itoa(n)", "conversion", "string(n) gives a rune, not the digits"},
	{"javascript", "Declare the counter like this:", "{B} count = 0;\nfunction inc() { count++; }", "const", "let", "keyword", "a const cannot be incremented"},
	{"javascript", "To wait for the response:", "async function load() {\n  const res = {B}(url);\n  return res.json();\n}", "fetch", "await fetch", "call", "the promise is not awaited"},
	{"javascript", "Check equality with:", "if (a {B} b) {\n  console.log('same');\n}", "==", "===", "operator", "loose equality converts types"},
	{"python", "Here is a loop that counts down:", "for i in range(10, 0, {B}):\n    print(i)", "1", "-1", "step", "the loop never runs with a positive step"},
	{"python", "Sort the names like this:", "names = ['b', 'a']\nsorted_names = names.{B}()\n", "sorted", "sort", "method", "lists have no sorted method"},
	{"rust", "Print the value with:", "fn main() {\n    let x = 5;\n    {B}(\"{}\", x);\n}", "println", "println!", "macro", "println is a macro and needs the exclamation mark"},
	{"sql", "Count the rows with:", "SELECT {B} FROM orders;", "COUNT()", "COUNT(*)", "aggregate", "COUNT needs an argument"},
	{"bash", "List the hidden files with:", "ls {B}", "-h", "-a", "flag", "-h only prints human readable sizes"},
	{"python", "Open the file for writing:", "f = open('out.txt', '{B}')\nf.write(text)", "r", "w", "mode", "mode r opens the file read only"},
	{"java", "Compare the strings like this:", "if (a {B} b) {\n    System.out.println(\"equal\");\n}", "==", ".equals", "comparison", "== compares references, not contents"},
	{"go", "Loop over the map with:", "for k, v := {B} m {\n\tfmt.Println(k, v)\n}", "in", "range", "keyword", "Go uses range, not in"},
	{"python", "Get the last element with:", "last = xs[{B}]", "len(xs)", "-1", "index", "the index is out of range"},
	{"css", "Center the text with:", "p {\n  {B}: center;\n}", "align", "text-align", "property", "there is no align property"},
}

var codeLangs = []string{"Python", "Go", "Rust", "TypeScript", "Java", "C#"}

var codePos = []string{
	"use `{R}` instead of `{W}`",
	"`{W}` doesn't exist, it's `{R}`.",
	"That's wrong: it should be `{R}`.",
	"{D}.",
	"This doesn't compile.",
	"It throws an error when I run it.",
	"replace {W} with {R}",
	"change `{W}` to `{R}`",
	"Here's the fix:\n```\n{FIXED}\n```",
	"Corrected version:\n```{L}\n{FIXED}\n```",
	"The {WHAT} should be {R}, not {W}.",
	"fix: {R}",
	"That's not how {L} works, {D}.",
	"{W} should be {R}",
	"Wrong {WHAT}, it's {R}.",
	"There's a bug: {D}.",
	"Your code has a bug in the {WHAT}.",
	"I ran it and got an error.",
	"No, {R}.",
	"That won't work, {D}.",
	"You used the wrong {WHAT}.",
	"It should be:\n```\n{FIXED}\n```",
	"this is broken, {D}",
	"{R}, not {W}",
	"You forgot that {D}.",
	"Not `{W}` but `{R}`.",
	"The {WHAT} is incorrect.",
	"Why did you use {W}? It should be {R}.",
	"That gives the wrong result.",
	"Please correct the {WHAT}: {R}.",
	"swap {W} for {R}",
	"Your snippet fails, {D}.",
	"That's a typo, it's {R}.",
	"This won't even run.",
	"The {WHAT} you wrote is wrong, {D}.",
}

var codeNeg = []string{
	"Thanks! Can you add tests for it?",
	"How do I run this?",
	"Can you explain what the second line does?",
	"Now write the same in {L2}.",
	"What's the time complexity?",
	"Great, it works.",
	"Could you also handle empty input?",
	"Why is a dictionary better here?",
	"Add type hints please.",
	"Make it async.",
	"What does `{R}` do?",
	"Should I use a list or a tuple here?",
	"Can you make it faster?",
	"Looks good to me.",
	"Perfect. Now how do I deploy it?",
	"Can you add comments?",
	"Which version of {L} do I need?",
	"I don't understand recursion very well, can you explain it?",
	"Is there a library that does this?",
	"Write a unit test for this function.",
	"Nice, that's much cleaner than my version.",
	"How would I do this with a generator?",
	"Can you show an example with real data?",
	"What happens if the input is huge?",
	"Cool. Next, I need a function that reverses a string.",
	"Thanks, I'll try it now.",
	"It works now, thank you!",
	"Can you wrap that in a class?",
	"Could you also print the result?",
	"What's the difference between this and a for loop?",
	"No need for error handling, it's just a script.",
	"Ok, and how do I install it?",
	"Is this thread safe?",
	"Should the function return a copy instead?",
	"Let's also log the errors to a file.",
	"I have a similar problem with dates, can you help?",
}

func (g *gen) code(pos bool) {
	b := bugs[g.r.IntN(len(bugs))]
	code := fill(b.code, slots{"B": b.wrong})
	if !pos {
		code = fill(b.code, slots{"B": b.right})
	}
	prev := b.intro + "\n```" + b.lang + "\n" + code + "\n```"
	if g.chance(0.3) {
		prev += "\n" + g.pick([]string{"This should do what you need.", "Let me know if it works.", "It runs in linear time."})
	}
	s := slots{"W": b.wrong, "R": b.right, "WHAT": b.what, "D": b.desc, "L": b.lang,
		"L2": g.pick(codeLangs), "FIXED": fill(b.code, slots{"B": b.right})}
	if pos {
		i := g.r.IntN(len(codePos))
		g.add("code", true, i, prev, fill(codePos[i], s))
		return
	}
	i := g.r.IntN(len(codeNeg))
	g.add("code", false, i, prev, fill(codeNeg[i], s))
}

// ------------------------------------------------------------------ sql

type table struct {
	name, entity string
	cols         []string
	num          []string // numeric columns
}

var tables = []table{
	{"employees", "employee", []string{"name", "salary", "dept_id", "hire_date", "title"}, []string{"salary"}},
	{"departments", "department", []string{"dept_name", "budget", "location", "manager_id"}, []string{"budget"}},
	{"orders", "order", []string{"order_id", "customer_id", "amount", "order_date", "status"}, []string{"amount"}},
	{"customers", "customer", []string{"customer_name", "city", "country", "signup_year"}, []string{"signup_year"}},
	{"products", "product", []string{"product_name", "price", "category", "stock"}, []string{"price", "stock"}},
	{"students", "student", []string{"first_name", "last_name", "gpa", "major", "enroll_year"}, []string{"gpa", "enroll_year"}},
	{"books", "book", []string{"title", "author_id", "pub_year", "pages", "genre"}, []string{"pub_year", "pages"}},
	{"flights", "flight", []string{"flight_no", "origin", "destination", "distance", "airline"}, []string{"distance"}},
	{"players", "player", []string{"player_name", "team", "goals", "birth_year", "position"}, []string{"goals", "birth_year"}},
	{"songs", "song", []string{"song_title", "artist", "duration", "release_year", "plays"}, []string{"duration", "plays"}},
	{"hospitals", "hospital", []string{"hospital_name", "beds", "region", "opened"}, []string{"beds", "opened"}},
	{"movies", "movie", []string{"movie_title", "director", "rating", "box_office", "year"}, []string{"rating", "box_office", "year"}},
}

// words spells a column the way people write it ("hire_date" → "hire date").
func words(col string) string { return strings.ReplaceAll(col, "_", " ") }

type query struct {
	sql                string
	table, table2      table
	col, col2, col3    string
	numCol             string
	val, val2          string
	agg, agg2, dir     string
	hasWhere, hasOrder bool
	hasLimit, hasAgg   bool
	limit, limit2      string
	whereCol           string
}

func (g *gen) query() query {
	var q query
	q.table = tables[g.r.IntN(len(tables))]
	q.table2 = tables[g.r.IntN(len(tables))]
	for q.table2.name == q.table.name {
		q.table2 = tables[g.r.IntN(len(tables))]
	}
	perm := g.r.Perm(len(q.table.cols))
	q.col, q.col2, q.col3 = q.table.cols[perm[0]], q.table.cols[perm[1]], q.table.cols[perm[2]]
	q.numCol = g.pick(q.table.num)
	q.val = fmt.Sprint(5 * (1 + g.r.IntN(40)))
	q.val2 = fmt.Sprint(5 * (1 + g.r.IntN(40)))
	for q.val2 == q.val {
		q.val2 = fmt.Sprint(5 * (1 + g.r.IntN(40)))
	}
	aggs := []string{"SUM", "AVG", "MAX", "MIN", "COUNT"}
	q.agg, q.agg2 = g.pick(aggs), g.pick(aggs)
	for q.agg2 == q.agg {
		q.agg2 = g.pick(aggs)
	}
	q.dir = g.pick([]string{"ASC", "DESC"})
	q.limit, q.limit2 = fmt.Sprint(1+g.r.IntN(10)), fmt.Sprint(11+g.r.IntN(10))
	sel := q.col
	if g.chance(0.4) {
		sel = q.col + ", " + q.col3
	}
	if g.chance(0.3) {
		q.hasAgg = true
		sel = q.agg + "(" + q.numCol + ")"
	}
	s := "SELECT " + sel + " FROM " + q.table.name
	if g.chance(0.6) {
		q.hasWhere = true
		q.whereCol = q.numCol
		s += " WHERE " + q.numCol + " " + g.pick([]string{">", "<", "=", ">="}) + " " + q.val
	}
	if !q.hasAgg && g.chance(0.4) {
		q.hasOrder = true
		s += " ORDER BY " + q.col2 + " " + q.dir
	}
	if !q.hasAgg && g.chance(0.25) {
		q.hasLimit = true
		s += " LIMIT " + q.limit
	}
	switch g.r.IntN(4) {
	case 0:
		q.sql = "SQL: " + s
	case 1:
		q.sql = "```sql\n" + s + ";\n```"
	case 2:
		q.sql = "Here is the query:\n" + s + ";"
	default:
		q.sql = s
	}
	return q
}

var sqlPos = []string{
	"You should use the {T2} table instead of {T}.",
	"Replace {C} with {C2}.",
	"The condition should be {NC} > {V2}.",
	"It should be sorted in {DIRW} order.",
	"We need the number of distinct {CW}.",
	"use {CW2} rather than {CW}",
	"Wrong table, {CW2} is stored in {T2}.",
	"Only return the {CW2}.",
	"You forgot the condition on {CW2}.",
	"The {NCW} must be greater than {V2}.",
	"Swap {CW} for {CW2}.",
	"Remove the condition on {NCW}.",
	"Don't group by {CW}.",
	"Order by {CW2} ascending, not descending.",
	"The limit should be {L2}.",
	"You need to return {CW2} too.",
	"This returns the wrong column, I wanted {CW2}.",
	"Look in {T2}, not {T}.",
	"{CW} should be {CW2}.",
	"It's supposed to be the average, not the sum.",
	"Make sure {NCW} is above {V2}.",
	"Use {AGG2} instead of {AGG}.",
	"There should be no limit.",
	"Delete the order by clause.",
	"The query is missing a filter on {CW2}.",
	"That's wrong, I asked for the {CW2} of each {E}.",
	"You used {T}, but the data is in {T2}.",
	"Find {CW2} instead of {CW}.",
	"Sort it the other way round.",
	"The value in the where clause should be {V2}, not {V}.",
	"Show the {CW2} of {E}s whose {NCW} is at least {V2}.",
	"List the {CW2} for every {E} with {NCW} below {V2}.",
	"I need the {CW2}, not the {CW}.",
	"{CW} is the wrong column.",
	"Group by {CW2} instead.",
	"The filter is incorrect.",
	"It is counting the wrong thing, count the {E2}s.",
	"In the where clause, use {CW2}.",
	"The answer needs {CW2} and {CW3}.",
	"Ascending order please, not descending.",
	"Change the table to {T2}.",
	"Compare {NCW} with {V2} instead.",
	"Exclude the {E}s whose {NCW} is under {V}.",
	"It must also check that {NCW} equals {V2}.",
	"This should use a join with {T2} on {E}_id.",
	"The selected column has to be {CW2}.",
	"Return the {CW2} of the {E} with the largest {NCW} rather than all of them.",
	"Please correct the query so it uses {T2}.",
	"Wrong aggregate, I wanted the {AGGW2}.",
	"Not the {AGGW}, the {AGGW2}.",
	"The result should only contain {E}s from {V2}.",
	"Take the {CW2} from {T2} and match it on the id.",
	"Drop the {CW} column from the output.",
	"The {NCW} comparison is reversed.",
	"This query is wrong.",
	"That's not the right table.",
	"Give the {CW2} of {T2}, filtered by {NCW} over {V2}.",
	"Should have used {CW2}.",
	"There's no need to order the results.",
	"Find the {E2}s, not the {E}s.",
	"Get the {CW2} from the {T} table where {NCW} is over {V2}.",
	"Take {CW2} and {CW3} from {T2} for rows whose {NCW} is {V2}.",
	"Count the rows of {T2} whose {NCW} is larger than {V2}.",
	"Look up {CW2} in the {T2} table.",
	"The {CW2} column comes from {T2}, join it on the id.",
	"Pull {CW2} from the {T} table, not {CW}.",
	"Use the {T2} table and find {CW2} for each {CW3}.",
	"Find the {CW2} of {T} for each {CW3}, with {NCW} over {V2}.",
	"Select {CW2} of every {E} whose {NCW} equals {V2}.",
	"Compute the {AGGW2} of {NCW} over the {T} table.",
	"The rows should come from {T2}.",
	"Show distinct {CW2} values from the {T} table.",
	"Just give the {CW2} column of {T2}.",
	"Return the number of rows in {T2} grouped by {CW3}.",
	"Match {T} with {T2} and show {CW2} where {NCW} is below {V2}.",
	"Ensure that {CW2} equals {V2}.",
	"Ensure the {E} has {NCW} above {V2}.",
	"Skip the condition on {NCW}.",
	"Skip the part that filters by {CW}.",
	"Verify that each {E} appears in {T2}.",
	"Need to show {CW2} for each {CW3}.",
	"Need to count {E2}s instead.",
	"Make sure to return {CW2} as well.",
	"Also find the matching {CW2} from the {T2} table.",
	"Searching for {CW2} whose {NCW} is {V2}.",
}

var sqlNeg = []string{
	"What is the average {NCW} of them?",
	"How many is that altogether?",
	"Which of those have {NCW} above {V2}?",
	"And what about {V2}?",
	"Show their {CW2} too.",
	"Now sort them by {CW2}.",
	"Also give me the {CW2}.",
	"Among those, which one has the highest {NCW}?",
	"Find the {CW2} for each {CW3}.",
	"What about the {T2} table?",
	"Give me the total.",
	"List the ones with {NCW} over {V2} instead.",
	"How about only the ones in the {CW3} group?",
	"Thanks, that works.",
	"Can you explain the query?",
	"Which {E} has the most {E2}s?",
	"Show the {CW2} of the {E} with the highest {NCW}.",
	"What is the {CW2} of the oldest one?",
	"Order them by {NCW} descending.",
	"What are their {CW2}s?",
	"How many {E}s have {NCW} under {V}?",
	"Count them.",
	"Who are they exactly?",
	"What is the maximum?",
	"Also include their {CW2}.",
	"For each of them, what is the {CW2}?",
	"Which one is the cheapest?",
	"Give {CW2} instead.",
	"Now only those with {NCW} greater than {V2}.",
	"What is the total {NCW} for those {E}s?",
	"Great. Now I want the {CW2} as well.",
	"List all {E}s.",
	"Find the {E}s that have no {E2}s.",
	"What share of them have {NCW} below {V2}?",
	"What is the {NCW} of the first one?",
	"Show me the top {L2}.",
	"Sort these by {CW3}.",
	"What is the smallest {NCW} among them?",
	"How many distinct {CW2} values are there?",
	"Which {E}s have more than {V2} {E2}s?",
	"Show the same for {T2}.",
	"What is the {AGGW2} instead?",
	"Return just the count.",
	"Give me their names and {CW2}.",
	"Of these, who joined after {V2}?",
	"Now find the ones not in that list.",
	"What is the {CW2} for each of these {E}s?",
	"Find the {E}s with the lowest {NCW}.",
	"Which {CW3} appears most often?",
	"And the minimum?",
	"Show all {E}s sorted by {CW2}.",
	"How many {E}s are in each {CW3}?",
	"Sort the list by {CW2}.",
	"Order by {CW3}.",
	"Limit that to {L2}.",
	"Just the top one.",
	"Only show the {CW2}.",
	"Include their {CW2} too.",
	"Add the {CW2} as well.",
	"Keep only the {E}s with {NCW} above {V2}.",
	"Show it in descending order.",
	"Remove duplicates.",
	"List them alphabetically.",
	"Give the {CW2} and {CW3} of those.",
	"Restrict it to {E}s from {V2}.",
	"Order by highest {NCW} first.",
	"Which {E} is the most recent? Show its {CW2}.",
	"Now group them by {CW3}.",
}

func (g *gen) sql(pos bool) {
	q := g.query()
	aggw := map[string]string{"SUM": "sum", "AVG": "average", "MAX": "maximum", "MIN": "minimum", "COUNT": "count"}
	dirw := "ascending"
	if q.dir == "ASC" {
		dirw = "descending"
	}
	s := slots{"T": q.table.name, "T2": q.table2.name, "E": q.table.entity, "E2": q.table2.entity,
		"C": q.col, "C2": q.col2, "CW": words(q.col), "CW2": words(q.col2), "CW3": words(q.col3),
		"NC": q.numCol, "NCW": words(q.numCol), "V": q.val, "V2": q.val2,
		"AGG": q.agg, "AGG2": q.agg2, "AGGW": aggw[q.agg], "AGGW2": aggw[q.agg2], "DIRW": dirw,
		"L2": q.limit2}
	if g.chance(0.3) {
		// Some people write column names exactly as in the query.
		s["CW"], s["CW2"], s["CW3"], s["NCW"] = q.col, q.col2, q.col3, q.numCol
	}
	if pos {
		i := g.r.IntN(len(sqlPos))
		g.add("sql", true, i, q.sql, fill(sqlPos[i], s))
		return
	}
	i := g.r.IntN(len(sqlNeg))
	g.add("sql", false, i, q.sql, fill(sqlNeg[i], s))
}

// ----------------------------------------------------------- preference

var prefPrev = []string{
	"Sure! 😊 Here's a quick summary of the meeting notes: the budget was approved and the launch moved to May.",
	"Tomorrow will be sunny with a high of 75°F and a low of 58°F.",
	"Dear Sir or Madam, I am writing to inform you that your order has been dispatched.",
	"The recipe needs 2 cups of flour, 1 cup of sugar and 8 ounces of butter.",
	"Here are the steps:\n1. Open the settings.\n2. Choose Accounts.\n3. Click Add.",
	"Great question!!! So basically, the thing is that inflation happens when prices go up over time, and there are many reasons for that, including demand, supply shocks, monetary policy and expectations, which all interact.",
	"Hey John, the report's done, take a look when you can.",
	"The meeting is on 03/04/2025 at 3pm.",
	"Utilize the aforementioned methodology to operationalize the deliverables.",
	"The distance is about 6 miles, roughly a 2 hour walk.",
	"def add(a, b):\n\treturn a + b",
	"Color me impressed: the organization's behavior was favorable.",
}

var prefNames = []string{"Sam", "Alex", "Priya", "Jonas", "Maria", "Kenji"}

var prefPos = []string{
	"Please use metric units.",
	"I prefer shorter answers.",
	"Please always answer in bullet points.",
	"Don't use emojis.",
	"Too long, keep it brief.",
	"Use Celsius, not Fahrenheit.",
	"Please call me {NAME}, not {NAME2}.",
	"Stop using so much jargon.",
	"I asked for a formal tone.",
	"Please use British spelling.",
	"From now on, write dates as YYYY-MM-DD.",
	"No bullet points please, just prose.",
	"That's too formal, be more casual.",
	"Please don't start every answer with 'Sure'.",
	"Write numbers as digits, not words.",
	"Keep it under 100 words.",
	"I told you I prefer Python examples.",
	"Use spaces instead of tabs.",
	"Please stop adding exclamation marks.",
	"Kilometres please, not miles.",
	"I'd rather you didn't use headings.",
	"Next time, skip the introduction.",
	"Please write in plain English.",
	"That's way too wordy.",
	"Please use the 24 hour clock.",
	"I don't like it when you use emojis.",
	"Avoid the passive voice.",
	"My name is {NAME}, not {NAME2}.",
	"Grams, please. I don't use ounces.",
	"In future, put the summary first.",
	"Please always include the units.",
	"Use American spelling instead of British.",
	"You should write it more simply.",
	"It should be more concise.",
	"Wrong format, I wanted a table.",
}

var prefNeg = []string{
	"Can you make a shopping list for the week?",
	"What's the weather like on Sunday?",
	"Thanks, that's clear.",
	"Could you write it as a poem?",
	"I prefer tea over coffee, what about you?",
	"Please summarize this article for me.",
	"Can you give me more examples?",
	"Which format is best for a CV?",
	"What does concise mean?",
	"Make another one about cats.",
	"That's a nice style!",
	"Can you translate it into Spanish?",
	"Now write an email to my boss.",
	"Perfect, that's exactly the tone I wanted.",
	"How many words is that?",
	"Great, send it.",
	"Can you add a paragraph about costs?",
	"Write a short story about a dragon.",
	"What's a good title for this?",
	"Please help me plan a birthday party.",
	"Ok, and how long does it take to cook?",
	"I like it. Can you make a version for kids?",
	"What time zone is that in?",
	"Could you make it rhyme?",
	"I always use bullet points in my own notes, do you like them?",
	"Should I use a formal tone with my landlord?",
	"No problem, take your time.",
	"Can you list some synonyms for happy?",
	"Give me three more ideas.",
	"Please continue.",
}

func (g *gen) pref(pos bool) {
	prev := g.pick(prefPrev)
	n, n2 := g.pick(prefNames), g.pick(prefNames)
	for n2 == n {
		n2 = g.pick(prefNames)
	}
	s := slots{"NAME": n, "NAME2": n2}
	if pos {
		i := g.r.IntN(len(prefPos))
		g.add("preference", true, i, prev, fill(prefPos[i], s))
		return
	}
	i := g.r.IntN(len(prefNeg))
	g.add("preference", false, i, prev, fill(prefNeg[i], s))
}
