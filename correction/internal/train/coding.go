package main

import (
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The coding-assistant corpus: a user message after an assistant answer in
// a programming conversation, labelled with one of thirteen kinds. It is
// built from two hand-written tables (coding_facts.txt: mistakes an
// assistant makes, with the span that is wrong, its replacement, the fact
// that makes it wrong and a lookalike where the same text is right;
// coding_prefs.txt: choices a user changes for taste) and from message
// templates per kind. None of it is taken from an evaluation set.

// Message kinds. The first six are corrections.
const (
	KindCue              = "cue"
	KindNoCueFact        = "no_cue_fact"
	KindNoCueDirective   = "no_cue_directive"
	KindTerse            = "terse"
	KindPolite           = "polite"
	KindEmbedded         = "embedded"
	KindFollowup         = "followup_question"
	KindNewRequest       = "new_request"
	KindAgreement        = "agreement"
	KindClarifying       = "clarifying_question"
	KindNegationTrap     = "negation_trap"
	KindInfoContext      = "info_context"
	KindPreferenceChange = "preference_change"
)

// CorrectionKinds and OtherKinds list the kinds of each class.
var (
	CorrectionKinds = []string{KindCue, KindNoCueFact, KindNoCueDirective, KindTerse, KindPolite, KindEmbedded}
	OtherKinds      = []string{KindFollowup, KindNewRequest, KindAgreement, KindClarifying, KindNegationTrap, KindInfoContext, KindPreferenceChange}
)

// IsCorrectionKind reports whether kind is one of the correction kinds.
func IsCorrectionKind(kind string) bool {
	for _, k := range CorrectionKinds {
		if k == kind {
			return true
		}
	}
	return false
}

// CodingDefaultN is the default size of the coding corpus.
const CodingDefaultN = 6500

//go:embed coding_facts.txt
var codingFactsText string

//go:embed coding_prefs.txt
var codingPrefsText string

// mistake is one block of coding_facts.txt or coding_prefs.txt.
type mistake struct {
	Topic, Subject string
	Prev           string // the assistant output
	Wrong, WSay    string // the span in Prev and how a user says it
	Right, RSay    string // its replacement in Prev and how a user says it
	Why            string // the fact (or, for a preference, the taste)
	Look           string // a lookalike output where Wrong is correct; may be empty
	Prose          bool   // a value reads as a phrase: no value templates
	Action         bool   // the output reports something the assistant did
}

// parseMistakes reads the block format described at the top of
// coding_facts.txt.
func parseMistakes(text string) ([]mistake, error) {
	var out []mistake
	for i, block := range strings.Split(text, "\n\n") {
		block = strings.TrimSpace(block)
		if block == "" || strings.HasPrefix(block, "#") {
			continue
		}
		var m mistake
		for _, line := range strings.Split(block, "\n") {
			tag, val, ok := strings.Cut(line, " ")
			if !ok {
				return nil, fmt.Errorf("block %d: line %q has no value", i, line)
			}
			switch tag {
			case "=":
				m.Topic, m.Subject, ok = strings.Cut(val, " | ")
				if !ok {
					return nil, fmt.Errorf("block %d: header %q is not topic | subject", i, val)
				}
			case "P":
				m.Prev = val
			case "W":
				var prose bool
				m.Wrong, m.WSay, prose = splitSay(val)
				m.Prose = m.Prose || prose
			case "R":
				var prose bool
				m.Right, m.RSay, prose = splitSay(val)
				m.Prose = m.Prose || prose
			case "Y":
				m.Why = val
			case "L":
				if !strings.HasPrefix(val, "(no lookalike") {
					m.Look = val
				}
			default:
				return nil, fmt.Errorf("block %d: unknown tag %q", i, tag)
			}
		}
		m.Action = strings.HasPrefix(m.Prev, "I ")
		switch {
		case m.Topic == "" || m.Prev == "" || m.Wrong == "" || m.Right == "" || m.Why == "":
			return nil, fmt.Errorf("block %d (%s): missing field", i, m.Subject)
		case !strings.Contains(m.Prev, m.Wrong):
			return nil, fmt.Errorf("block %d (%s): wrong span %q not in %q", i, m.Subject, m.Wrong, m.Prev)
		}
		out = append(out, m)
	}
	return out, nil
}

// splitSay splits "span || say"; a say form of "~", or beginning with "~",
// marks the value as prose.
func splitSay(v string) (span, say string, prose bool) {
	span, say, ok := strings.Cut(v, " || ")
	if !ok {
		return v, v, isProse(v)
	}
	if strings.HasPrefix(say, "~") {
		say = strings.TrimPrefix(say, "~")
		if say == "" {
			say = span
		}
		return span, say, true
	}
	return span, say, isProse(say)
}

func mustParse(text string) []mistake {
	m, err := parseMistakes(text)
	if err != nil {
		panic(err)
	}
	return m
}

var (
	codingMistakes = mustParse(codingFactsText)
	codingPrefs    = mustParse(codingPrefsText)
)

// ------------------------------------------------------------- templates

// Slots: {W} {R} the wrong and right values as a user says them, {Wf} {Rf}
// the full spans, {why} the fact, {subj} the subject. A template using {W}
// or {R} is only used when those read as values (not prose).

var cueT = []string{
	"no, it's {R}, not {W}",
	"that's wrong, {why}",
	"actually {why}, so {R}",
	"{subj} is wrong. {why}. use {R}",
	"incorrect. {why}",
	"nope, {W} is wrong here. {R}",
	"that's not right, {why}",
	"No. {R}. {why}.",
	"{W} is a mistake, it should be {R}",
	"not {W}. {R}",
	"you got {subj} wrong: {why}",
	"actually it should be {R}",
	"wrong: {W} -> {R}",
	"that's incorrect, {subj} should be {R} because {why}",
	"no no, {R}. {why}",
	"hmm, that's not correct. {why}",
	"that's a bug: {why}. change it to {R}",
	"{W} is wrong. {why}",
	"mistake in {subj}: {R} instead of {W}",
	"nope. {why}",
	"this is wrong, {why}; use {R} instead",
	"not quite, {why}",
	"actually no, {R}",
	"that won't work, {why}",
	"you mixed it up, {why}",
	"Wrong again: {why}.",
	"no, {why}. {Rf} is what we need",
	"that part about {subj} is wrong, {why}",
	"err, no. {W} isn't right, it's {R}",
	"incorrect, it's {Rf}",
	"no, that's backwards: {why}",
	"that's not how it works, {why}",
	"!that's not how we do it here, {why}",
	"!no, you shouldn't have done that. {why}",
}

var factT = []string{
	"{why}",
	"{why}, so {R}",
	"{why}. It's {R}.",
	"{subj} is {R} here",
	"it's {R} in our setup",
	"{R} here, {why}",
	"{why}. {R} is the one that works",
	"fyi {why}",
	"{why}; that means {Rf}",
	"in our setup it's {R}, {why}",
	"{why}, {W} won't do what you describe",
	"heads up, {why}",
	"{why}. we've hit this before",
	"{R} is what {subj} needs, {why}",
	"{why}, see the docs",
	"on our side {subj} is {R}",
	"{why}. ran into it last sprint",
	"{why}. {Wf} only looks right",
	"{W} doesn't do that. {why}",
	"for us it's {R}. {why}",
	"that only holds elsewhere. {why}",
	"{why}, that's why the build failed",
	"{why}. the correct form is {Rf}",
	"our {topic} setup uses {R}, {why}",
	"{W} fails here because {why}",
	"remember {why}",
	"{why}, same as last time",
	"in our repo {subj} is {R}",
	"on our side it's {R}, {why}",
	"{why}, and that's been true for ages",
	"{W} stopped being a thing: {why}",
	"{why}. the rest of your answer holds",
	"{why}, that's the whole reason for {R}",
	"only {R} does that here, {why}",
	"{subj} went to {R} two releases ago",
	"these days {why}",
}

var directiveT = []string{
	"use {R} here",
	"make that {R}",
	"change {W} to {R}",
	"switch it to {R}, {why}",
	"it has to be {R}",
	"replace {W} with {R}",
	"{subj} should be {R}",
	"write {Rf} instead",
	"go with {R}, {why}",
	"put {R} there, {why}",
	"{R} please, {why}",
	"swap in {R}",
	"needs to be {R}",
	"please use {R}. {why}.",
	"drop {W} and use {R}",
	"{subj}: {R}. {why}",
	"always {R} for this, {why}",
	"stick to {R}, {why}",
	"for {subj} use {R}",
	"make it {Rf} and rerun",
	"use {Rf}. {why}",
	"we do {R} here, {why}",
	"{R}, that's the rule here",
	"set it to {R}",
	"it must be {R}, {why}",
	"follow the convention: {R}",
	"{W} has to go, use {R}",
	"don't use {W}, {why}",
	"fix {subj}, {why}",
	"please correct {subj}: {why}",
	"update {subj}: {why}",
	"!please don't do that again, {why}",
	"!undo that please. {why}",
	"!never do that here, {why}",
	"!next time ask first, {why}",
}

var terseT = []string{
	"{R}.",
	"{R}",
	"No. {R}.",
	"{R}, not {W}.",
	"nope, {R}",
	"{W} -> {R}",
	"s/{W}/{R}/",
	"it's {R}",
	"{R}!",
	"should be {R}",
	"{R} actually",
	"nah, {R}",
	"{R}, see docs",
	"-> {R}",
	"{R} not {W}",
	"no: {R}",
	"{R}, again",
	"wrong, {R}",
	"{R} for us",
	"{R}, per the docs",
	"{R} actually, {W} is old",
	"just {R}",
	"{R} these days",
	"{subj}: {R}",
	"{subj} is {R}",
	"that'd be {R}",
}

var politeT = []string{
	"I think you meant {R}? {why}.",
	"isn't it {R}? I thought {why}",
	"sorry to nitpick, but {why}",
	"could you double-check {subj}? I believe it's {R}",
	"pretty sure {why}",
	"I might be wrong, but {why}",
	"small thing: {why}, so {R} would be right",
	"thanks! one note though, {why}",
	"I could be misremembering, but shouldn't it be {R}?",
	"minor, but {R} rather than {W}",
	"hmm, I believe {why}?",
	"would you mind changing {W} to {R}? {why}.",
	"if I'm not mistaken {why}",
	"just a heads up that {why}, so maybe {R}",
	"tiny nit: {R}, since {why}",
	"I wonder if that should be {R}, {why}",
	"doesn't {subj} need to be {R}? {why}.",
	"sorry, I think {subj} is {R}. {why}.",
	"thanks for this! I believe {W} should be {R} though",
	"could it be that {why}? then {R} is what we want",
	"with respect, {why}",
	"I'm fairly sure {subj} is {R}, could you fix that?",
	"hate to be that person but {why}",
	"just checking, wasn't it {R}? {why}",
	"{why}, no?",
	"I'm fairly certain {why}, can you check?",
	"my understanding was that {why}",
	"doesn't {subj} have to be {R} though?",
	"wait, isn't it {R}?",
	"unless something changed, {why}",
	"I may be off here, but {why}",
	"as far as I remember {why}",
	"I think it's {R} though, {why}?",
}

var embedPre = []string{
	"Thanks, this mostly works.", "ok the build is green now.", "Nice, tests pass locally.",
	"Merged the first half.", "Looks good overall.", "Appreciate the quick turnaround!",
	"Got it running on my machine.", "cool, the refactor reads well.", "ok I pulled your branch.",
	"thanks for the detailed answer.", "Deployed it to dev.", "great, that unblocked me.",
	"Read through the diff.", "Two comments on this one.", "almost there.",
	"I tried it against the staging data.", "the docs part is great.", "This is a big improvement.",
	"Tried it out, mostly fine.",
	"Pulled it, compiles.",
	"Thanks, the overview helps.",
	"Solid write-up.",
	"Cool, this is close.",
	"Reviewed it with the team.",
}

var embedPost = []string{
	"Can you also add a test?", "Rest looks good.", "Then update the README please.",
	"After that, can you do the same for the worker?", "Everything else is fine.",
	"Also add a changelog entry.", "and please rerun the linter after.", "Other than that, ship it.",
	"Next up is the retry logic.", "Can you push the fix to the same branch?",
	"then we can merge.", "I'll review the rest tomorrow.", "Also bump the chart version while you're there.",
	"and squash the commits before merging.",
	"Could you also write a changelog line?",
	"Let's merge after that.",
	"Can you update the diagram too?",
	"Would you add a unit test for it?",
}

var agreeT = []string{
	"yep, {R} works",
	"{R}, got it, thanks",
	"right, {R}. makes sense",
	"perfect, {R} it is",
	"confirmed, {R} does the trick",
	"good call on {R}",
	"ok {R}, merging",
	"that's correct, {why}",
	"exactly, {why}",
	"makes sense, {why}",
	"agreed. {R} everywhere then",
	"works now, thank you",
	"that fixed it, {subj} was the problem",
	"nice, exactly what I needed for {subj}",
	"ty, {R} is right",
	"yes, {R}. that's what we use",
	"great, {R} matches what the docs say",
	"👍 {R} looks right to me",
	"ah yes, {why}. thanks for catching that",
	"sounds right, merging with {R}",
	"looks good, {subj} is sorted",
	"ok that's what I had in mind",
	"cool, CI passes with {R}",
	"that's the one, thanks",
	"yep, {R} is what we have in the other services too",
	"{R}, agreed, and thanks",
	"correct: {Rf}",
	"indeed, {R}. nothing to change",
	"good spot keeping {R} there",
	"same as what I'd have written, {R}",
	"worked like a charm on staging",
	"precisely the output I hoped for",
	"confirmed, the numbers match {R}",
	"all green now",
	"deployed to staging, looks fine",
	"merged, thanks",
	"the build time went from {num}s to {small}s, great",
	"down to {small} retries after the change, nice",
	"we went from {num} alerts a day to {small}, thank you",
	"measured it: {small}ms at p99 now",
}

var followT = []string{
	"why {R} and not {W}?",
	"what happens if I use {W} instead?",
	"and how would I test that?",
	"how do I do the same in the staging config?",
	"what about {subj} in the worker, same thing?",
	"is there a lint rule that catches this?",
	"would {W} ever be right here?",
	"does that change anything for the tests?",
	"and if the value comes from an env var?",
	"what's the difference between {R} and {W}?",
	"is {R} supported on older versions too?",
	"how would I roll this out without downtime?",
	"does the same apply to {subj} in the other services?",
	"can I check {subj} from the command line?",
	"how did you figure out {subj}?",
	"what would break if I left it as is?",
	"is there a way to enforce {R} in CI?",
	"when would someone pick {W}?",
	"does {R} have any performance cost?",
	"and on Windows?",
	"I've read the diff. will {R} also apply to the batch jobs?",
	"our suite is already slow. how much does {R} add?",
	"got it running. how do I turn on debug output for {subj}?",
	"interesting. is {R} documented somewhere?",
	"I see. when would {W} be the better pick?",
}

var clarifyT = []string{
	"what does {R} mean here?",
	"sorry, where does {subj} get set?",
	"which file does this go in?",
	"do you mean in the base config or the override?",
	"should that be in the same PR?",
	"is {R} case-sensitive?",
	"wait, which service is this for?",
	"just to confirm, {R} for every environment?",
	"is this for the prod setup or local?",
	"can you explain {subj} a bit more?",
	"where exactly do I put {R}?",
	"is that before or after the existing line?",
	"do I need to restart anything after setting {R}?",
	"sorry, what's {subj} again?",
	"in which step of the pipeline?",
	"does {R} need quotes?",
	"the first snippet or the second one?",
}

var negT = []string{
	"no worries, {R} is fine",
	"not urgent, but can you also add a test for {subj}?",
	"actually, one more thing: can you add a comment above it?",
	"no luck yet, still failing on CI with the same timeout",
	"not a blocker, ship it",
	"no need to change anything else",
	"don't worry about the changelog, I'll write it",
	"no, that's all for now, thanks",
	"not sure yet, let me check with the team",
	"nothing wrong with it, just wondering if there's a faster way",
	"no rush on the follow-up",
	"actually, can we also cover {subj} in the docs?",
	"no problem, I'll handle the rollout",
	"never mind my earlier question, figured it out",
	"not bad, tests are green",
	"no, keep {R}, I was just curious",
	"didn't know that, no wonder it broke",
	"it's not you, the CI runner was down",
	"can't believe I missed that",
	"nope, not seeing the error anymore",
	"no objections from me",
	"wrong ticket number in my last message, it's the same task though",
	"that's not something we need to worry about this sprint",
	"no, I haven't tried it on staging yet",
	"not what I expected to be the cause, but good",
	"actually this is cleaner than what I had",
	"can't say I'm surprised, {subj} was always fragile",
	"no surprise there, that path never had tests",
	"that one's on me, not you: I gave you the old config",
	"don't sweat the lint warnings in vendored code, they're ignored",
	"no need to touch {subj}, it's regenerated on build",
	"nothing's broken on the API side, it was my VPN",
	"my bad, I was looking at the wrong environment",
	"I misremembered earlier, keep {R}",
	"not too shabby, the p99 dropped a lot",
	"never would have guessed that, thanks",
	"none of the alerts fired overnight, so it looks stable",
	"I had it wrong in the ticket, your version matches what we agreed",
	"wrong config on my end, it passes now",
	"a typo on my side, your command works",
}

// askAnswer pairs a question the assistant appends with an answer that
// says no without correcting anything.
var askAnswer = [][2]string{
	{"Should I update the docs as well?", "nope, docs are generated from the code"},
	{"Want me to add a migration too?", "no, the DBA team writes those"},
	{"Do you want a feature flag around it?", "not needed, it's behind the beta role already"},
	{"Should I also bump the version?", "no, release tooling does that"},
	{"Shall I write tests for the old path too?", "no, that path is deleted next week"},
	{"Should I open the PR now?", "not yet, wait for the design review"},
	{"Do you want me to keep the old function as a wrapper?", "no, nothing else calls it"},
	{"Should the error be logged here?", "nope, the middleware logs it"},
	{"Do you need a Windows version of the script?", "no, we only run it on Linux"},
	{"Should I squash the commits?", "no, keep them, the history is useful"},
	{"Want me to add retries?", "no, the queue already retries"},
	{"Should I run the full suite?", "nah, just the unit tests for now"},
	{"Should I register the job with the scheduler as well?", "no, the scheduler discovers jobs from the annotations"},
	{"Do you want a separate config file for the worker?", "no, the worker reads the same config file as the API"},
	{"Shall I add a cache in front of the lookup?", "nope, the lookup is already served from memory"},
	{"Would you like a toggle in the settings page?", "no toggle, everyone gets it"},
	{"Should I write the Helm chart or the Kustomize overlay?", "skip Helm, the overlay please"},
	{"Do you want me to open a ticket for the DB team?", "no, I'll ping them directly in their channel"},
	{"Should the CLI print a progress bar?", "no, it mostly runs in CI where bars just spam the log"},
	{"Should I handle the retry inside the client?", "not inside the client, the caller decides about retries"},
}

var infoT = []string{
	"heads up, I'm off tomorrow, {name} will review",
	"the ticket for this is {proj}-{num}",
	"this is going into the 4.{small} release",
	"context: we're migrating this service next quarter",
	"btw the staging deploy is frozen until Friday",
	"I'll test it on the staging box after lunch",
	"we have a demo on Thursday, so this is timely",
	"{name} owns {subj}, I'll loop them in",
	"CI takes about {small}0 minutes today",
	"the original code was written before we had linting",
	"just so you know, the repo is mirrored to GitLab",
	"for context, this came up in the incident review",
	"fyi {name} is touching the same file in another branch",
	"this service handles about {num} requests a minute at peak",
	"we're still on the old dashboard for this one",
	"the customer who reported it is on the enterprise plan",
	"I'm pairing with {name} on this today",
	"the on-call rotation changes on Monday",
	"it runs on the shared runners, not our own",
	"we'll load test it next week",
	"for the record, this service sits behind the internal load balancer",
	"the owning team is {name}'s, they asked for this",
	"traffic peaks around {num} rps on Mondays, in case it matters",
	"this only ships to the EU tenants at first",
	"I'm going to demo it on Friday",
	"the repo has a CODEOWNERS file, so {name} will be pinged",
	"logs for it land in the ops index, fyi",
	"we're planning to split {subj} into its own service later this year",
	"the staging database is a copy from last Sunday",
	"the alert will go to the {other} on-call",
	"I'm on mobile, will review properly tonight",
	"the load test environment is {small}x smaller than prod",
	"we'll hook this up to the billing service later on",
	"{subj} gets rewritten in Q{small} anyway",
	"the runner was replaced last month, same labels",
	"fyi the old cluster still uses {W}, we'll migrate it later",
	"heads up, {name} is trying {W} on a branch",
	"btw the legacy service keeps {W} until it's retired",
	"just so you know, the mobile app still sends {W}",
	"for context, {W} is what we had before the upgrade",
	"the sandbox is on {W} for now, I'll bump it later",
}

var requestT = []string{
	"now write tests for it",
	"can you write the migration for this too?",
	"next, add a metric for {subj}",
	"also add a README section about {subj}",
	"make the same change in the {other} service",
	"add logging around the call",
	"write a quick benchmark for it",
	"now the same for the worker",
	"can you add a flag to turn it off?",
	"please add a retry with backoff around this",
	"can you write a short PR description for this?",
	"add a CHANGELOG entry",
	"now wire it into the CLI",
	"add an example to the docs",
	"write the rollback steps for the runbook",
	"can you add type hints to the rest of the module?",
	"next: a health check endpoint",
	"generate the OpenAPI snippet for it",
	"add a dashboard panel for the error rate",
	"can you also handle the empty input case?",
	"also accept {W} as an alias",
	"let it take {W} too, as an option",
	"send me an email if the export breaks",
	"page the on-call if the nightly run fails twice",
	"put a counter on how often the fallback kicks in",
	"log a warning whenever the cache misses",
	"generate a summary table at the end of the run",
	"next: expose it through the admin API",
	"wrap the whole thing in a make target",
	"ok that works. can we get a dry-run mode next?",
	"tests are green. please add a short section to the docs",
	"cool, merged. would you sketch the rollback steps now?",
}

var prefT = []string{
	"rename {W} to {R}",
	"can you change {W} to {R}? {why}",
	"make it {R}",
	"let's go with {R} instead, {why}",
	"I'd rather use {R}",
	"use {R} instead of {W}, {why}",
	"switch to {R}, {why}",
	"{R} please, {why}",
	"actually, make it {R}",
	"prefer {R} here, {why}",
	"let's try {R}",
	"change it to {R}, {why}",
	"hmm, {R} would be nicer. {why}.",
	"on second thought, {R}",
	"could we do {R}? {why}.",
	"I changed my mind, {R}",
	"{W} is fine but I'd like {R}, {why}",
	"let's do {R} for now",
	"personally I'd go with {R}",
	"how about {R} instead? {why}",
	"let's bump that to {R}, traffic will probably double next year",
	"{R} please, it'll be easier when we add more",
	"make it {R} for now, we can revisit",
	"change it to {R}, I'm planning to reuse it elsewhere",
	"I'd go with {R}, purely for looks",
	"{R} instead, just a hunch it'll be handier",
	"use {R}, I find it reads a little better",
	"rename to {R}, we may add siblings later",
	"rather {R}, to leave some headroom",
}

var (
	names    = []string{"Priya", "Tomás", "Mei", "Jonas", "Aisha", "Lars", "Dana", "Kofi", "Ines", "Ravi"}
	projects = []string{"PAY", "OPS", "WEB", "DATA", "INFRA", "CORE"}
	topics   = []string{"billing", "search", "notifications", "auth", "reporting", "checkout", "ingest"}
)

var prevPrefix = []string{"", "", "", "Here's the change. ", "Done. ", "Sure! ", "Updated: ", "Good question. "}
var prevSuffix = []string{"", "", "", " Let me know if you want tests.", " That should fix it.", " Want me to open a PR?", " I ran it locally and it works."}

// ------------------------------------------------------------- generator

type cgen struct {
	r *rand.Rand
}

func (g *cgen) pick(list []string) string { return list[g.r.IntN(len(list))] }

func (g *cgen) chance(p float64) bool { return g.r.Float64() < p }

// isProse reports whether a value reads as a phrase rather than a typed
// value (it has no code characters and uses function words), so that
// templates like "{R}." or "s/{W}/{R}/" are not used on it.
func isProse(v string) bool {
	if strings.ContainsAny(v, "`(){}[]=<>$\"'|/\\_*:") {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(v)) {
		switch w {
		case "the", "a", "an", "to", "of", "on", "in", "with", "is", "are", "only", "until",
			"unless", "by", "for", "from", "and", "not", "so", "after", "before", "as", "it", "its", "that":
			return true
		}
	}
	return false
}

// code renders a value the way users type it: in backticks or bare.
func (g *cgen) code(v string) string {
	if strings.Contains(v, "`") || strings.HasPrefix(v, "the ") || isProse(v) || !g.chance(0.45) {
		return v
	}
	return "`" + v + "`"
}

func (g *cgen) fill(t string, m mistake, w, r string) string {
	why := m.Why
	repl := strings.NewReplacer(
		"{Wf}", g.code(m.Wrong), "{Rf}", g.code(m.Right),
		"{W}", g.code(w), "{R}", g.code(r),
		"{why}", why, "{subj}", m.Subject, "{topic}", m.Topic,
		"{name}", g.pick(names), "{proj}", g.pick(projects),
		"{num}", fmt.Sprint(100+g.r.IntN(900)), "{small}", fmt.Sprint(1+g.r.IntN(9)),
		"{other}", g.pick(topics),
	)
	return capFirst(tidy(repl.Replace(t)))
}

// tidy fixes the punctuation templates produce around slot values that end
// in punctuation themselves.
func tidy(s string) string {
	return strings.NewReplacer("..", ".", ".,", ",", ",.", ".", "?.", "?", " ,", ",").Replace(s)
}

func capFirst(s string) string {
	first, _, _ := strings.Cut(s, " ")
	first = strings.TrimRight(first, ",.:;!?")
	if first == "" || strings.IndexFunc(first, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) >= 0 {
		return s // a value such as a flag, a call or a path keeps its case
	}
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// usable filters templates: a template with value slots needs a fact whose
// values are not prose (and, on a lookalike output, one whose value is in
// that output), and s/../../ needs values without a slash.
func usable(list []string, m mistake, lookMode bool) []string {
	var out []string
	prose := m.Prose || lookMode && !strings.Contains(m.Look, m.RSay)
	for _, t := range list {
		action := strings.HasPrefix(t, "!")
		t = strings.TrimPrefix(t, "!")
		values := strings.Contains(t, "{W}") || strings.Contains(t, "{R}") || strings.Contains(t, "{Wf}") || strings.Contains(t, "{Rf}")
		switch {
		case prose && values:
		case strings.HasPrefix(t, "s/") && (strings.Contains(m.WSay+m.RSay, "/")):
		case lookMode && strings.Contains(t, "{why}"):
		case action && !m.Action:
		default:
			out = append(out, t)
		}
	}
	return out
}

func (g *cgen) template(list []string, m mistake, lookMode bool) (int, string) {
	u := usable(list, m, lookMode)
	if len(u) == 0 {
		u = []string{"{why}"}
	}
	t := u[g.r.IntN(len(u))]
	for i, s := range list {
		if strings.TrimPrefix(s, "!") == t {
			return i, t
		}
	}
	return -1, t
}

func (g *cgen) decoratePrev(p string) string {
	return g.pick(prevPrefix) + p + g.pick(prevSuffix)
}

// correction builds one correction of the given kind.
func (g *cgen) correction(kind string) Example {
	m := codingMistakes[g.r.IntN(len(codingMistakes))]
	for kind == KindTerse && m.Prose {
		// Terse corrections are the right value alone; a prose fact has none.
		m = codingMistakes[g.r.IntN(len(codingMistakes))]
	}
	var list []string
	switch kind {
	case KindCue:
		list = cueT
	case KindNoCueFact:
		list = factT
	case KindNoCueDirective:
		list = directiveT
	case KindTerse:
		list = terseT
	case KindPolite:
		list = politeT
	}
	var msg string
	var ti int
	if kind == KindEmbedded {
		var core string
		inner := [][]string{cueT, factT, directiveT, politeT, factT}[g.r.IntN(5)]
		ti, core = g.template(inner, m, false)
		core = g.fill(core, m, m.WSay, m.RSay)
		if g.chance(0.25) && !strings.HasSuffix(core, "?") {
			// A correction slipped in after thanks: "…, X is Y though."
			core = strings.TrimRight(core, ".! ") + " though"
		}
		switch g.r.IntN(3) {
		case 0:
			msg = g.pick(embedPre) + " " + endSentence(core) + " " + g.pick(embedPost)
		case 1:
			msg = g.pick(embedPre) + " " + endSentence(core)
		default:
			msg = endSentence(core) + " " + g.pick(embedPost)
		}
	} else {
		var t string
		ti, t = g.template(list, m, false)
		msg = g.fill(t, m, m.WSay, m.RSay)
	}
	right := ""
	if containsFold(msg, m.RSay) || containsFold(msg, m.Right) {
		right = m.Right
	}
	return Example{
		Domain: "coding/" + m.Topic, Template: fmt.Sprintf("coding/%s/%d", kind, ti),
		Prev: g.decoratePrev(m.Prev), Message: g.noise(msg, m), Label: true,
		Kind: kind, Wrong: m.Wrong, Right: right,
	}
}

func endSentence(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") {
		return s
	}
	return s + "."
}

func containsFold(s, sub string) bool {
	return sub != "" && strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// other builds one non-correction of the given kind.
func (g *cgen) other(kind string) Example {
	if kind == KindPreferenceChange {
		m := codingPrefs[g.r.IntN(len(codingPrefs))]
		m.Prose = false // a preference's values always read in the templates
		ti, t := g.template(prefT, m, false)
		return Example{
			Domain: "coding/pref", Template: fmt.Sprintf("coding/%s/%d", kind, ti),
			Prev: g.decoratePrev(m.Prev), Message: g.noise(g.fill(t, m, m.WSay, m.RSay), m), Kind: kind,
		}
	}
	m := codingMistakes[g.r.IntN(len(codingMistakes))]
	// The previous output is the corrected answer, or a lookalike where the
	// "wrong" text is right; then the slots swap so that {R} is what the
	// output says.
	prev := strings.Replace(m.Prev, m.Wrong, m.Right, 1)
	w, r := m.WSay, m.RSay
	look := m.Look != "" && g.chance(0.3)
	if look {
		prev, w, r = m.Look, m.RSay, m.WSay
	}
	var list []string
	switch kind {
	case KindAgreement:
		list = agreeT
	case KindFollowup:
		list = followT
	case KindClarifying:
		list = clarifyT
	case KindNegationTrap:
		list = negT
	case KindInfoContext:
		list = infoT
	case KindNewRequest:
		list = requestT
	}
	if kind == KindNegationTrap && g.chance(0.3) {
		qa := askAnswer[g.r.IntN(len(askAnswer))]
		return Example{
			Domain: "coding/" + m.Topic, Template: "coding/negation_trap/ask",
			Prev: prev + " " + qa[0], Message: g.noise(capFirst(qa[1]), m), Kind: kind,
		}
	}
	mm := m
	mm.WSay, mm.RSay = w, r
	ti, t := g.template(list, mm, look)
	return Example{
		Domain: "coding/" + m.Topic, Template: fmt.Sprintf("coding/%s/%d", kind, ti),
		Prev: g.decoratePrev(prev), Message: g.noise(g.fill(t, mm, w, r), mm), Kind: kind,
	}
}

// noise varies the surface the way people type: case, final punctuation,
// apostrophes, a filler word, now and then a typo in a plain word. Values
// the message carries are never altered.
func (g *cgen) noise(msg string, m mistake) string {
	values := []string{m.WSay, m.RSay, m.Wrong, m.Right}
	lowerSafe := !strings.Contains(msg, "`")
	for _, v := range values {
		if strings.ToLower(v) != v && strings.Contains(msg, v) {
			lowerSafe = false
		}
	}
	if g.chance(0.1) && !strings.Contains(msg, "\n") {
		msg = g.pick([]string{"hmm, ", "ok ", "well, ", "so ", "oh, ", "hey, "}) + lowerFirst(msg)
	}
	if lowerSafe && g.chance(0.3) {
		msg = strings.ToLower(msg)
	}
	if g.chance(0.15) {
		msg = strings.NewReplacer("'s ", "s ", "n't", "nt", "I'm", "im").Replace(msg)
	}
	if g.chance(0.3) {
		msg = strings.TrimRight(msg, ".!")
	}
	if g.chance(0.06) {
		msg = g.typo(msg, values)
	}
	return msg
}

// typo swaps two inner letters of one plain word that is not part of a
// value.
func (g *cgen) typo(msg string, values []string) string {
	words := strings.Fields(msg)
	var cand []int
	for i, w := range words {
		if len(w) < 5 || strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) || c > unicode.MaxASCII }) >= 0 {
			continue
		}
		inValue := false
		for _, v := range values {
			if strings.Contains(v, w) {
				inValue = true
			}
		}
		if !inValue {
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		return msg
	}
	i := cand[g.r.IntN(len(cand))]
	b := []byte(words[i])
	j := 1 + g.r.IntN(len(b)-2)
	b[j], b[j+1] = b[j+1], b[j]
	words[i] = string(b)
	return strings.Join(words, " ")
}

// CodingCorpus generates n coding-assistant examples deterministically from
// seed, cycling through the thirteen kinds so that they are balanced. No
// two examples share both previous output and message.
func CodingCorpus(seed uint64, n int) []Example {
	g := &cgen{r: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
	kinds := append(append([]string{}, CorrectionKinds...), OtherKinds...)
	seen := map[string]bool{}
	var out []Example
	for tries := 0; len(out) < n && tries < 50*n; tries++ {
		kind := kinds[len(out)%len(kinds)]
		var e Example
		if IsCorrectionKind(kind) {
			e = g.correction(kind)
		} else {
			e = g.other(kind)
		}
		k := e.Prev + "\x00" + e.Message
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, e)
	}
	return out
}
