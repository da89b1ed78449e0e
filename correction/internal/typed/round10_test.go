package typed

import "testing"

// A compound adjective said of its subject after a verb of being is what
// the subject is like, not a value: it never replaces a name of the
// output. A value after the same verbs still does.
func TestPredicateAdjectiveIsNotAValue(t *testing.T) {
	prev := "```xml\n<retry-policy mode=\"linear\">\n  <backoff base=\"2s\"/>\n</retry-policy>\n```"
	for _, p := range Pairs("element names are case-insensitive here, it's the mode value that is wrong: exponential.", prev) {
		if p.Right == "case-insensitive" {
			t.Errorf("adjective paired: %+v", p)
		}
	}
	for s, want := range map[string]bool{
		"the client is thread-safe":         true,
		"they're not backwards-compatible":  true,
		"the tags are case-sensitive":       true,
		"the namespace is payments-prod":    false,
		"use the round-robin policy":        false,
		"the mode is read-write, not local": false,
	} {
		as := Lex(s)
		a := as[len(as)-1]
		for _, x := range as {
			if lettersCompound(x.Text) {
				a = x
			}
		}
		if got := predicateAdjective(s, a); got != want {
			t.Errorf("predicateAdjective(%q, %q) = %v, want %v", s, a.Text, got, want)
		}
	}
}

// A message that respells the output's name and says its letter case is
// the mistake pairs the two spellings.
func TestCaseRespelledName(t *testing.T) {
	prev := "```kotlin\nlogger.setLevel(com.example.Level.warning)\nlogger.addSink(com.example.Sink.console)\n```"
	ps := Pairs("enum constants are case-sensitive: it's com.example.Level.WARNING in caps", prev)
	if len(ps) == 0 || ps[0].Wrong != "com.example.Level.warning" || ps[0].Right != "com.example.Level.WARNING" {
		t.Fatalf("pairs %+v, want com.example.Level.warning -> com.example.Level.WARNING first", ps)
	}
	// Without a word of letter case, a respelling is only a mention.
	for _, p := range Pairs("com.example.Level.WARNING is what we log at", prev) {
		if p.Why != nil && p.Why[0] == whyCase {
			t.Errorf("case pair without a cue: %+v", p)
		}
	}
}

// A number stated with a unit does not replace an output number a
// hundred times larger or smaller: the output counts in another unit.
// Bit rates and frequencies are units.
func TestUnitsApart(t *testing.T) {
	for text, want := range map[string]string{
		"the bench bus is 250 kbit/s":   "rate",
		"the UART runs at 115200 baud":  "rate",
		"the SPI clock is 8 MHz there":  "frequency",
		"the sensor samples at 50 Hz":   "frequency",
		"it holds 250 items per page":   "count",
		"set the retry budget to 250 x": "factor",
	} {
		var num Atom
		for _, a := range Lex(text) {
			if a.Kind == Number {
				num = a
				break
			}
		}
		if got := unitOf(text, num); got != want {
			t.Errorf("unitOf(%q, %q) = %q, want %q", text, num.Text, got, want)
		}
	}
	if !magnitudesApart("250", "125000") || magnitudesApart("250", "125") || magnitudesApart("x", "5") {
		t.Error("magnitudesApart")
	}
}

// An option given with its value in the output is replaced with it by an
// option the message writes with a value; the value keeps its case.
func TestOptionWithValueReplaced(t *testing.T) {
	prev := "```bash\n#SBATCH --nodes=2\n#SBATCH --gpus=2   # two per node\n```"
	ps := Pairs("Isn't --gpus the total? You want --gpus-per-node=2G2 here.", prev)
	if len(ps) == 0 || ps[0].Wrong != "--gpus=2" || ps[0].Right != "--gpus-per-node=2G2" {
		t.Errorf("pairs %+v, want --gpus=2 -> --gpus-per-node=2G2 first", ps)
	}
}

// A name respelled (its letters and digits the same, its case or
// punctuation not) is not a fix, unless the message speaks of letter
// case.
func TestRespellingNotPlausible(t *testing.T) {
	prev := "Open it with `zarrita-python` and read the group."
	if Plausible("zarrita-python", "Zarr-ita-python", "Zarr-ita stores are chunked, read them lazily", prev) {
		t.Error("a respelling: plausible")
	}
}

// "X is deprecated since …, Y instead": the clause that rejects X gives
// its reason, and Y stands alone in the next one as the replacement.
func TestReasonThenInstead(t *testing.T) {
	prev := "```groovy\nrepositories {\n    legacyMirror()\n    google()\n}\n```"
	ps := Pairs("legacyMirror() is retired since the proxy move last spring, artifactHub() instead please.", prev)
	if len(ps) == 0 || ps[0].Wrong != "legacyMirror()" || ps[0].Right != "artifactHub()" {
		t.Errorf("pairs %+v, want legacyMirror() -> artifactHub()", ps)
	}
	if reasonLinked(nil, nil) {
		t.Error("empty gap linked")
	}
}

// A fix that reorders the words of a name fixes the output's name made of
// those words, not another value the alignment put it against.
func TestReorderedNameTarget(t *testing.T) {
	prev := "```lookml\nexplore: invoices {\n  join: customers {\n    relationship: one_to_many\n  }\n}\n```"
	msg := "isn't that many_to_one? every invoice has one customer, so from the invoices explore it's many_to_one"
	if Plausible("explore: invoices", "explore: many_to_one", msg, prev) {
		t.Error("explore: invoices -> explore: many_to_one plausible")
	}
	if !reorderedIn(prev, "many_to_one", "invoices") || reorderedIn(prev, "many_to_many", "invoices") {
		t.Error("reorderedIn")
	}
}
