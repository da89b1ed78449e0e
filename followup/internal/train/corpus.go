package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
)

// Example is one training case: a conversation so far (History, oldest
// first, the first turn being the query whose result is cached), the
// columns of that result, and the next query, labelled follow-up or not.
// Template names the generator of the query, so that cross-validation can
// hold out whole templates.
type Example struct {
	Domain   string   `json:"domain"`
	Template string   `json:"template"`
	History  []string `json:"history"`
	Columns  []string `json:"history_columns"`
	// SQL is the SQL of the cached result, when the source has it (the
	// CoSQL pairs): the opener model's relation features read it.
	SQL   string `json:"history_sql,omitempty"`
	Query string `json:"query"`
	Label bool   `json:"follow_up"`
}

// All text below was written for this corpus. It imitates no evaluation
// set: the evaluation files are only read by the eval tests to measure.

// table is a table of a synthetic database: its entity (singular and
// plural), its text columns with sample values, its numeric columns.
type table struct {
	one, many string
	text      map[string][]string // column -> values
	num       []string
}

type db struct {
	name   string
	tables []table
}

var dbs = []db{
	{"arena", []table{
		{"arena", "arenas", map[string][]string{"name": {"North Dome", "Harbor Field"}, "city": {"Leeds", "Austin", "Porto"}}, []string{"capacity", "opening year"}},
		{"match", "matches", map[string][]string{"home team": {"Rovers", "Falcons"}, "referee": {"Kim", "Ortiz"}}, []string{"attendance", "goals"}},
		{"player", "players", map[string][]string{"position": {"goalkeeper", "striker"}, "nationality": {"Chile", "Ghana"}}, []string{"age", "salary"}},
	}},
	{"shop", []table{
		{"product", "products", map[string][]string{"category": {"garden", "kitchen", "toys"}, "brand": {"Acme", "Nordlys"}}, []string{"price", "stock"}},
		{"customer", "customers", map[string][]string{"country": {"Peru", "Norway", "Kenya"}, "segment": {"retail", "wholesale"}}, []string{"lifetime value", "orders"}},
		{"supplier", "suppliers", map[string][]string{"region": {"west", "east"}, "status": {"active", "paused"}}, []string{"lead time", "rating"}},
	}},
	{"school", []table{
		{"student", "students", map[string][]string{"major": {"biology", "history", "physics"}, "hometown": {"Quito", "Lyon"}}, []string{"gpa", "credits"}},
		{"course", "courses", map[string][]string{"department": {"math", "art"}, "room": {"B12", "C3"}}, []string{"enrollment", "credit hours"}},
		{"teacher", "teachers", map[string][]string{"subject": {"chemistry", "music"}, "rank": {"lecturer", "professor"}}, []string{"years of service", "salary"}},
	}},
	{"air", []table{
		{"flight", "flights", map[string][]string{"airline": {"Skyway", "BlueJet"}, "destination": {"Oslo", "Lima", "Cairo"}}, []string{"fare", "distance"}},
		{"airport", "airports", map[string][]string{"country": {"Chile", "Japan"}, "code": {"XRT", "PLQ"}}, []string{"runways", "elevation"}},
		{"pilot", "pilots", map[string][]string{"base": {"Denver", "Madrid"}, "license": {"commercial", "private"}}, []string{"flight hours", "age"}},
	}},
	{"media", []table{
		{"film", "films", map[string][]string{"director": {"Ana Ruiz", "Tom Vale"}, "genre": {"drama", "comedy"}}, []string{"box office", "running time"}},
		{"album", "albums", map[string][]string{"artist": {"The Quills", "Mira Sol"}, "label": {"Redwood", "Echo"}}, []string{"tracks", "sales"}},
		{"book", "books", map[string][]string{"author": {"L. Marsh", "K. Ito"}, "publisher": {"Harbor", "Penrose"}}, []string{"pages", "release year"}},
	}},
	{"health", []table{
		{"patient", "patients", map[string][]string{"ward": {"east wing", "ward 4"}, "insurer": {"Medix", "CareOne"}}, []string{"age", "length of stay"}},
		{"doctor", "doctors", map[string][]string{"specialty": {"cardiology", "oncology"}, "clinic": {"Elm Street", "Bayside"}}, []string{"experience", "patients seen"}},
		{"appointment", "appointments", map[string][]string{"status": {"cancelled", "confirmed"}, "type": {"checkup", "surgery"}}, []string{"duration", "cost"}},
	}},
	{"fleet", []table{
		{"ship", "ships", map[string][]string{"flag": {"Malta", "Panama"}, "type": {"tanker", "ferry"}}, []string{"tonnage", "build year"}},
		{"captain", "captains", map[string][]string{"rank": {"commodore", "lieutenant"}, "home port": {"Genoa", "Busan"}}, []string{"age", "voyages"}},
		{"voyage", "voyages", map[string][]string{"origin": {"Rotterdam", "Durban"}, "cargo": {"grain", "steel"}}, []string{"days at sea", "cargo weight"}},
	}},
	{"hr", []table{
		{"employee", "employees", map[string][]string{"department": {"finance", "legal", "sales"}, "office": {"Berlin", "Toronto"}}, []string{"salary", "tenure"}},
		{"project", "projects", map[string][]string{"owner": {"J. Park", "R. Diaz"}, "phase": {"planning", "delivery"}}, []string{"budget", "headcount"}},
		{"department", "departments", map[string][]string{"director": {"M. Chen", "S. Okoro"}, "floor": {"third", "ground"}}, []string{"employees", "annual budget"}},
	}},
}

// topics are non-tabular conversations: an entity, its kind, attributes,
// and peers of the same kind.
type topic struct {
	name, kind string
	attrs      []string
	peers      []string
	related    []string // concepts a conversation on the topic drifts to
}

var topics = []topic{
	{"the Danube", "river", []string{"length", "source", "delta"}, []string{"the Rhine", "the Volga"}, []string{"barges", "floodplains", "river cruises"}},
	{"Mount Kenya", "mountain", []string{"height", "first ascent", "glaciers"}, []string{"Kilimanjaro", "Mount Elgon"}, []string{"alpine lakes", "climbing permits", "altitude sickness"}},
	{"the printing press", "invention", []string{"inventor", "impact", "spread"}, []string{"the telegraph", "the steam engine"}, []string{"movable type", "pamphlets", "literacy rates"}},
	{"photosynthesis", "process", []string{"stages", "inputs", "efficiency"}, []string{"respiration", "fermentation"}, []string{"chlorophyll", "stomata", "carbon fixation"}},
	{"the Hanseatic League", "alliance", []string{"members", "decline", "trade routes"}, []string{"the Delian League", "the Kalmar Union"}, []string{"merchant guilds", "cogs", "Baltic ports"}},
	{"sourdough", "bread", []string{"starter", "flavor", "rise time"}, []string{"rye bread", "focaccia"}, []string{"wild yeast", "gluten", "proofing baskets"}},
	{"jazz fusion", "genre", []string{"origins", "instruments", "key albums"}, []string{"bebop", "funk"}, []string{"electric pianos", "synthesizers", "odd time signatures"}},
	{"the octopus", "animal", []string{"intelligence", "lifespan", "camouflage"}, []string{"the squid", "the cuttlefish"}, []string{"tentacles", "ink sacs", "cephalopods"}},
	{"solar panels", "technology", []string{"cost", "efficiency", "lifespan"}, []string{"wind turbines", "heat pumps"}, []string{"inverters", "net metering", "silicon cells"}},
	{"the Meiji Restoration", "event", []string{"causes", "leaders", "reforms"}, []string{"the Taisho era", "the Boshin War"}, []string{"samurai", "railways", "the Diet"}},
	{"type 2 diabetes", "condition", []string{"symptoms", "treatment", "risk factors"}, []string{"type 1 diabetes", "hypertension"}, []string{"insulin", "blood sugar", "carbohydrates"}},
	{"the saxophone", "instrument", []string{"inventor", "range", "famous players"}, []string{"the clarinet", "the trumpet"}, []string{"reeds", "mouthpieces", "big bands"}},
	{"Marie Curie", "scientist", []string{"discoveries", "education", "awards"}, []string{"Lise Meitner", "Niels Bohr"}, []string{"radium", "radioactivity", "the Sorbonne"}},
	{"the Silk Road", "route", []string{"goods", "cities", "history"}, []string{"the Amber Road", "the Incense Route"}, []string{"caravans", "oasis towns", "silk worms"}},
}

var unrelated = []string{
	"How do I reset my router password?", "What is a good recipe for lentil soup?",
	"Recommend a book about habits.", "How long should I boil an egg?",
	"What causes thunderstorms?", "How can I improve my sleep?",
	"Explain how vaccines train the immune system.", "What are the rules of cricket?",
	"Which programming language should I learn first?", "How do tides work?",
	"What is inflation?", "How do I clean a cast iron pan?",
	"Why do cats purr?", "How far away is the Moon?",
	"What is the best way to learn a new language?", "How does a credit score work?",
}

type gen struct {
	r   *rand.Rand
	out []Example
}

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }
func (g *gen) chance(p float64) bool     { return g.r.Float64() < p }

func keys(m map[string][]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	// map order is random: sort for determinism
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}

// slots of one table, filled into templates.
func (g *gen) slots(t table) map[string]string {
	cols := keys(t.text)
	c := g.pick(cols)
	c2 := g.pick(cols)
	n := g.pick(t.num)
	return map[string]string{
		"one": t.one, "many": t.many, "col": c, "col2": c2, "val": g.pick(t.text[c]),
		"num": n, "n": fmt.Sprint(10 * (1 + g.r.IntN(90))), "k": fmt.Sprint(2 + g.r.IntN(9)),
		"year": fmt.Sprint(1990 + g.r.IntN(35)),
	}
}

func fill(t string, s map[string]string) string {
	for k, v := range s {
		t = strings.ReplaceAll(t, "{"+k+"}", v)
	}
	return strings.ToUpper(t[:1]) + t[1:]
}

// columnsOf returns the result columns of a query over t, as an SQL
// engine would name them.
func (g *gen) columnsOf(t table, s map[string]string) []string {
	name := func(c string) string { return strings.ReplaceAll(c, " ", "_") }
	if g.chance(0.1) {
		return []string{"count(*)"}
	}
	cols := []string{"name", name(s["col"]), name(s["num"])}
	for _, c := range keys(t.text) {
		if g.chance(0.3) && c != s["col"] {
			cols = append(cols, name(c))
		}
	}
	for _, c := range t.num {
		if g.chance(0.3) && c != s["num"] {
			cols = append(cols, name(c))
		}
	}
	return cols
}

var openers = []string{
	"Show the {col} of all {many}.", "List all {many}.", "What are the names of the {many}?",
	"How many {many} do we have?", "Find the {col} and {num} of each {one}.",
	"Show me every {one} with its {num}.", "Which {many} are in {val}?",
	"give me the {many} sorted by {num}", "What is the average {num} of {many}?",
	"list {many} whose {col} is {val}", "Show {many} from {year}.",
}

var followSQL = []string{
	"Which one has the highest {num}?", "Sort them by {num}.", "What about those with {num} over {n}?",
	"How about the lowest?", "Only the ones in {val}.", "And their {col}?", "What is its {col}?",
	"Show only the top {k}.", "How many of them do we have?", "Among these, which are from {val}?",
	"Also show their {num}.", "Order by {col2} descending.", "Just the {col}.", "What about in {val}?",
	"Exclude those in {val}.", "Which of these {many} have {num} above {n}?", "Now show the average {num}.",
	"Count them.", "What is the {col} of the one with the most {num}?", "Show the {col2} of those {many} too.",
	"Show me the {many} with {num} greater than {n}.", "And the smallest {num}?", "which ones are older than {n}?",
	"Of those, who has the least {num}?", "what about {year}?", "How about the ones from {val}?",
	"Give me the same for {val}.", "and sorted by {num}?", "What is the total {num} for them?",
	"Remove the ones with {col} {val}.", "List their {col2} as well.", "Which is the largest one?",
	"the {num} of each of them?", "Show the {num} for each {one} in that list.", "Any with {num} under {n}?",
	"Is there one in {val}?", "What percent of them are in {val}?", "Show the first {k} only.",
	"Can you group them by {col}?", "How many are in {val}?",
	"Remove duplicates.", "Only distinct values.", "Sort by {num} ascending.", "Show the count instead.",
	"Include the {col2} column.", "Group by {col}.", "Per {col}?", "Limit to {k} rows.", "Reverse the order.",
	"Just the ones with {num} below {n}.", "Now the {col2} too.", "Give the {num} in descending order.",
	"What is the maximum {num}?", "Show their {col} and {num}.", "Which {one} has the lowest {num}?",
	"Show their {col2} as well.", "Add the {num} too.", "What is the {col} for '{val}'?", "Which ones have {col} \"{val}\"?",
	"What is the total {num}?", "What is the sum of their {num}?", "How many have {num} above {n}?",
	"Include {many} from {val} also.", "What about the ones other than these?", "Give the average {num} instead.",
	"List the {col} of the {one} with {num} {n}.", "Which of them were added in {year}?",
	"Then how many are there?", "How many are there per {col}?", "Are there any in {val}?", "Give me their average {num}.",
	"What is the maximum and minimum?", "How many per {col}?", "And how many are there in {val}?",
	"What's the total?", "Any from {year}?", "How many are in {val} and {year}?", "What is the highest value?",
	"What about the {col2}?", "How about {val}?", "And the {num}?", "What about {val} instead?", "How about the {num}?",
	"what about for {val}", "And in {val}?", "What about the {many} in {val}?",
}

// constraints are appended to a previous question to narrow it.
var constraints = []string{
	" with {num} above {n}", " whose {col} is {val}", " in {val}", " from {year}", " that are not in {val}",
	" for {val} only", " sorted by {num}", ", only the top {k}", " with {col} other than {val}",
	" where {num} is below {n}", " but only those in {val}", " after {year}",
}

// followSQLExplicit are follow-ups that name the entity and the column
// they narrow or extend instead of pointing back with a pronoun.
var followSQLExplicit = []string{
	"Show the {col} of the {one} with the highest {num} in that list.", "Find the total {num} of the above {many}.",
	"List the {many} above with {num} greater than {n}.", "What is the {col} of each of those {many}?",
	"Show the {many} from the previous result whose {col} is {val}.", "Which of the {many} listed have {num} under {n}?",
	"Give the {col2} for the {many} in the result.", "Of the {many} shown, which has the lowest {num}?",
	"Show the same {many} but with {num} under {n}.", "Now show {many} with {col} {val} instead.",
	"What is the average {num} of the {many} you just listed?", "Show all {many} except the ones with {col} {val}.",
}

var newSQLSame = []string{
	"Show all {many}.", "List the {col} of every {one}.", "How many {many} do we have?",
	"What is the average {num} of all {many}?", "Find the {many} whose {col} is {val}.",
	"Show the names of {many} with {num} above {n}.", "Which {one} has the highest {num}?",
	"List each {one} and its {col}.", "What are the distinct {col} values of {many}?",
	"Give me the {num} of all {many} in {val}.", "show every {one}",
	"What is the {col} of the {one} named '{val}'?", "What is the total {num} of all {many}?",
	"Find the {many} that have {col} \"{val}\".", "How many {many} have {num} above {n}?",
	"What is the {col} of each {one}?", "How many {many} are there in the database?", "Count the number of {many} for each {col}.",
	"Is there a {one} with {col} {val}?", "Show the {num} of each {one}.", "What are the {col} and {num} of all {many}?",
	"Please list the names of the {many}.", "List the {many} in descending order of {num}.",
	"Which {many} have the largest {num}?", "For each {col}, how many {many} are there?",
	"What is the minimum and maximum {num} across all {many}?", "Tell me the {col} of the {many} with the top {k} {num}.",
	"Find the {one} that has the smallest {num} and show its {col}.", "Return the {col} shared by the most {many}.",
}

var followTopic = []string{
	"What is its {attr}?", "How about {peer}?", "Tell me more about its {attr}.", "Why is it important?",
	"When did that happen?", "What about the {attr}?", "Is it bigger than {peer}?", "How does it compare to {peer}?",
	"Who was involved?", "What are its main {attr}?",
	"What is the difference between {name} and {peer}?", "Tell me more about {name}'s {attr}.",
	"What about {related}?", "How are {related} connected to its {attr}?", "And what about {peer}?", "Why did it change?",
	"What happened next?", "Where is it found?", "Can you give some examples?", "How is it different from {peer}?",
	"What was the {attr} of {peer}?", "Does {peer} have the same {attr}?", "Tell me about the {attr} of {name} again",
}

var openTopic = []string{
	"Tell me about {name}.", "What is {name}?", "Describe {name}.", "What should I know about {name}?",
	"Give me an overview of {name}.", "What is the {attr} of {name}?",
}

func (g *gen) noise(m string) string {
	if g.chance(0.25) {
		m = strings.ToLower(m)
	}
	if g.chance(0.25) {
		m = strings.TrimRight(m, ".?")
	}
	if g.chance(0.04) {
		m = g.pick([]string{"ok ", "now ", "so ", "hmm, "}) + strings.ToLower(m[:1]) + m[1:]
	}
	return m
}

// Openings people put before a question: a reaction to the last answer
// mostly continues the conversation, a greeting or a word about oneself
// mostly starts one; each also occurs, less often, the other way.
var (
	reactionOpenings = []string{"okay, ", "ok. ", "thanks. ", "great, ", "interesting. ", "wow, ", "hmm, ", "alright, ", "thank you! ", "cool. "}
	greetingOpenings = []string{"hi, ", "hello! ", "hey, ", "good morning. ", "hi there, ", "hello, "}
	selfOpenings     = []string{"I'd like to know: ", "I want to learn something new. ", "I'm curious. ", "My question: ", "I was wondering, ", "We need this: "}
)

func (g *gen) opening(q string, label bool) string {
	lower := func(p string) string { return p + strings.ToLower(q[:1]) + q[1:] }
	pick := func(a, b, c float64) string {
		switch x := g.r.Float64(); {
		case x < a:
			return lower(g.pick(reactionOpenings))
		case x < a+b:
			return lower(g.pick(greetingOpenings))
		case x < a+b+c:
			return lower(g.pick(selfOpenings))
		}
		return q
	}
	if label {
		return pick(0.10, 0.01, 0.03)
	}
	return pick(0.02, 0.08, 0.06)
}

func (g *gen) add(domain, tmpl string, hist []string, cols []string, q string, label bool) {
	g.out = append(g.out, Example{Domain: domain, Template: tmpl, History: hist, Columns: cols, Query: g.noise(g.opening(q, label)), Label: label})
}

// sql generates one conversation over a database and its next query.
func (g *gen) sql(label bool) {
	d := dbs[g.r.IntN(len(dbs))]
	ti := g.r.IntN(len(d.tables))
	t := d.tables[ti]
	s := g.slots(t)
	hist := []string{g.noise(g.opening(fill(g.pick(openers), s), false))}
	cols := g.columnsOf(t, s)
	for n := g.r.IntN(3); n > 0; n-- {
		hist = append(hist, g.noise(fill(g.pick(followSQL), g.slots(t))))
	}
	if label {
		if g.chance(0.1) { // the same question again, reworded at most
			i := g.r.IntN(len(rewords))
			g.add("sql", fmt.Sprintf("sql/pos-repeat/%d", i), hist, cols, reword(hist[0], rewords[i]), true)
			return
		}
		if g.chance(0.25) { // the last question restated with one constraint added or changed
			i := g.r.IntN(len(constraints))
			last := strings.TrimRight(hist[len(hist)-1], ".?! ")
			g.add("sql", fmt.Sprintf("sql/pos-restate/%d", i), hist, cols, last+fill(constraints[i], g.slots(t))+"?", true)
			return
		}
		if g.chance(0.2) { // a full question that names what it narrows
			i := g.r.IntN(len(followSQLExplicit))
			g.add("sql", fmt.Sprintf("sql/pos-explicit/%d", i), hist, cols, fill(followSQLExplicit[i], s), true)
			return
		}
		i := g.r.IntN(len(followSQL))
		g.add("sql", fmt.Sprintf("sql/pos/%d", i), hist, cols, fill(followSQL[i], g.slots(t)), true)
		return
	}
	switch g.r.IntN(4) {
	case 3: // a fresh request opening a new interaction on the same table
		i := g.r.IntN(len(openers))
		q := fill(openers[i], g.slots(t))
		if sameWords(q, hist[0]) {
			q = fill(newSQLSame[0], g.slots(d.tables[(ti+1)%len(d.tables)]))
		}
		g.add("sql", fmt.Sprintf("sql/neg-reopen/%d", i), hist, cols, q, false)
	case 0, 1: // another table of the same database
		o := d.tables[(ti+1+g.r.IntN(len(d.tables)-1))%len(d.tables)]
		i := g.r.IntN(len(newSQLSame))
		g.add("sql", fmt.Sprintf("sql/neg/%d", i), hist, cols, fill(newSQLSame[i], g.slots(o)), false)
	default: // another database or a chat question
		if g.chance(0.5) {
			o := dbs[(indexOf(d)+1+g.r.IntN(len(dbs)-1))%len(dbs)]
			i := g.r.IntN(len(openers))
			g.add("sql", fmt.Sprintf("sql/neg-open/%d", i), hist, cols, fill(openers[i], g.slots(o.tables[g.r.IntN(len(o.tables))])), false)
		} else {
			i := g.r.IntN(len(unrelated))
			g.add("sql", fmt.Sprintf("sql/neg-chat/%d", i), hist, cols, unrelated[i], false)
		}
	}
}

func indexOf(d db) int {
	for i := range dbs {
		if dbs[i].name == d.name {
			return i
		}
	}
	return 0
}

// chat generates one conversation about a topic and its next query.
func (g *gen) chat(label bool) {
	ti := g.r.IntN(len(topics))
	t := topics[ti]
	s := func(tp topic) map[string]string {
		return map[string]string{"name": tp.name, "kind": tp.kind, "attr": g.pick(tp.attrs), "peer": g.pick(tp.peers), "related": g.pick(tp.related)}
	}
	hist := []string{g.noise(g.opening(fill(g.pick(openTopic), s(t)), false))}
	for n := g.r.IntN(3); n > 0; n-- {
		hist = append(hist, g.noise(fill(g.pick(followTopic), s(t))))
	}
	if label {
		if g.chance(0.1) {
			i := g.r.IntN(len(rewords))
			g.add("chat", fmt.Sprintf("chat/pos-repeat/%d", i), hist, nil, reword(hist[0], rewords[i]), true)
			return
		}
		i := g.r.IntN(len(followTopic))
		g.add("chat", fmt.Sprintf("chat/pos/%d", i), hist, nil, fill(followTopic[i], s(t)), true)
		return
	}
	if g.chance(0.6) {
		o := topics[(ti+1+g.r.IntN(len(topics)-1))%len(topics)]
		i := g.r.IntN(len(openTopic))
		g.add("chat", fmt.Sprintf("chat/neg/%d", i), hist, nil, fill(openTopic[i], s(o)), false)
	} else {
		i := g.r.IntN(len(unrelated))
		g.add("chat", fmt.Sprintf("chat/neg-chat/%d", i), hist, nil, unrelated[i], false)
	}
}

// rewords turn a question into the same question asked again.
var rewords = [][2]string{
	{"", ""}, {"Show ", "Give me "}, {"List ", "Show "}, {"What are ", "Which are "}, {"", "Once more: "},
	{"Tell me about ", "Tell me more about "}, {"", "Can you repeat that: "}, {"", "So, "},
}

func reword(q string, rw [2]string) string {
	if rw[0] == "" {
		return rw[1] + strings.ToLower(q[:1]) + q[1:]
	}
	if strings.HasPrefix(q, rw[0]) {
		return rw[1] + q[len(rw[0]):]
	}
	return q
}

// sameWords reports whether a and b have the same words, ignoring case and
// punctuation.
func sameWords(a, b string) bool {
	f := func(s string) string {
		return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), " ")
	}
	return f(a) == f(b)
}

// Corpus generates the training corpus deterministically from seed: n
// conversations of each kind and label.
func Corpus(seed uint64, n int) []Example {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	for i := 0; i < n; i++ {
		g.sql(true)
		g.sql(false)
		g.chat(true)
		g.chat(false)
	}
	seen := map[string]bool{}
	out := g.out[:0]
	for _, e := range g.out {
		k := strings.Join(e.History, "\x00") + "\x01" + e.Query
		if !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	return out
}
