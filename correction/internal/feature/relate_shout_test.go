package feature

import "testing"

// A word the message writes in lower case beside a wrong value it writes
// in capitals is prose ("GET caps at"), not the value; a message in lower
// case throughout types SQL words as it likes.
func TestShouted(t *testing.T) {
	for _, c := range []struct {
		wrong, right, msg string
		want              bool
	}{
		{"GET", "LIMITS", "a GET limits you to 8 KB of headers", true},
		{"VARCHAR", "TEXT", "use text, plain varchar needs a length", false},
		{"VARCHAR", "TEXT", "TEXT, VARCHAR needs a length", false},
	} {
		if got := shouted(c.wrong, c.right, c.msg); got != c.want {
			t.Errorf("shouted(%q, %q, %q) = %v, want %v", c.wrong, c.right, c.msg, got, c.want)
		}
	}
}

// The words of a command that the message speaks of go with the pair;
// those its own command keeps do not. A method call whose fix is a
// function of the chain's root module takes the chain with it. A phrase
// naming both sides says which value is wrong.
func TestExtractionWidensToWhatItReplaces(t *testing.T) {
	for _, c := range []struct{ prev, msg, wrong, right string }{
		{"Reload the units with `systemctl restart all`.", "systemctl daemon-reload. there is no unit called all", "systemctl restart all", "systemctl daemon-reload"},
		{"Import it with `terraform state push aws_iam_role.ci ci-role`.", "not terraform state push but terraform import. state push overwrites the remote state",
			"terraform state push", "terraform import"},
		{"`pnpm --dir api run test`", "pnpm filters with --filter: pnpm --filter api run test", "pnpm --dir api", "pnpm --filter api"},
		{"Call `asyncio.get_event_loop().run_until_complete(job())` at the bottom.", "asyncio.run(job()), get_event_loop warns without a running loop",
			"asyncio.get_event_loop().run_until_complete(job())", "asyncio.run(job())"},
		{"Set `maxmemory-policy volatile-ttl` in redis.conf.", "volatile-ttl → allkeys-lfu. volatile-ttl only evicts keys with a TTL", "volatile-ttl", "allkeys-lfu"},
	} {
		ex := ExtractBest(c.msg, c.prev)
		if !ex.Located || ex.Original != c.wrong || ex.Corrected != c.right {
			t.Errorf("ExtractBest(%q) = %q -> %q (located %v), want %q -> %q", c.msg, ex.Original, ex.Corrected, ex.Located, c.wrong, c.right)
		}
	}
}

// A keyword the message writes after the original word is inserted after
// it, with the words before it that the message and the output share, not
// swapped for it.
func TestAsWrittenInsertion(t *testing.T) {
	ex := asWrittenInsertion(Extraction{Original: "PARTITION", Corrected: "CONCURRENTLY", Located: true},
		"On prod it has to be DETACH PARTITION CONCURRENTLY, the plain one locks the parent.",
		"```sql\nALTER TABLE events DETACH PARTITION events_2023;\n```")
	if ex.Original != "DETACH PARTITION" || ex.Corrected != "DETACH PARTITION CONCURRENTLY" {
		t.Errorf("asWrittenInsertion = %+v", ex)
	}
	ex = asWrittenInsertion(Extraction{Original: "fast", Corrected: "mode", Located: true}, "use the slow mode", "run it in fast mode")
	if ex.Original != "fast" {
		t.Errorf("not written as an insertion, yet changed: %+v", ex)
	}
}

// A message that writes the original as it stands inside the command it
// asks for ("it needs mysqlimport -u app shop.csv") keeps it: a pair that
// swaps it for a word of that command is not the fix; "X, not Y" is.
func TestWrittenTogether(t *testing.T) {
	prev := "Load it with `mysql -u app < shop.csv`."
	if !writtenTogether(Extraction{Original: "-u app", Corrected: "-u mysqlimport", Located: true}, "a CSV is not SQL. It needs mysqlimport -u app shop.csv.", prev) {
		t.Error("a command written around the original was taken apart")
	}
	if writtenTogether(Extraction{Original: "-u app", Corrected: "-u loader", Located: true}, "use -u loader, not -u app", prev) {
		t.Error("an x-not-y pair was refused")
	}
	// A question ends its sentence: the value it asks about and the
	// original that opens the next sentence are two claims, not one
	// command.
	if writtenTogether(Extraction{Original: "-u app", Corrected: "-u loader", Located: true}, "isn't it -u loader? -u app reads the rows", prev) {
		t.Error("two sentences read as one command")
	}
}

// A clause's value after its verb replaces the original ("our queue is
// jobs_high, not jobs_default"); a clause whose subject is code describes
// it and gives no value.
func TestValueOfClause(t *testing.T) {
	ex := valueOfClause(Extraction{Original: "jobs_default", Corrected: "queue is called jobs_high", Located: true})
	if ex.Corrected != "jobs_high" {
		t.Errorf("valueOfClause = %+v", ex)
	}
	ex = valueOfClause(Extraction{Original: "setInterval(()", Corrected: "setInterval(() => tick(), 0) is busy-looping", Located: true})
	if ex.Corrected == "busy-looping" {
		t.Errorf("a description taken for the value: %+v", ex)
	}
}

// A called function replaced by a member the message computes with, and a
// bare number replaced by one a thousand times apart that the message
// writes with a unit, are not the fix.
func TestCalleeForValueAndUnitSlip(t *testing.T) {
	if !calleeForValue(Extraction{Original: "time.Sleep", Corrected: "time.Second"}, "Sleep takes a Duration: it needs 2 * time.Second.", "time.Sleep(2)") {
		t.Error("calleeForValue missed a computed member")
	}
	if calleeForValue(Extraction{Original: "NVL", Corrected: "COALESCE"}, "COALESCE, not NVL.", "SELECT NVL(a, b)") {
		t.Error("calleeForValue took a function named without parentheses")
	}
	if !unitSlip(Extraction{Original: "--ttl 1209600", Corrected: "--ttl 3"}, "tokens live at most 3 days here") {
		t.Error("unitSlip missed a number in days")
	}
	if unitSlip(Extraction{Original: "--ttl 1209600", Corrected: "--ttl 259200"}, "tokens live at most 259200 seconds") {
		t.Error("unitSlip took a number in the same unit")
	}
}

// A fix that is a member of another receiver moves the pair to the
// output's one use of that member ("GlobalScope.launch"), not to a name
// that only looks like the new receiver.
func TestWithSameMember(t *testing.T) {
	prev := "```kotlin\nclass FeedModel : ScreenModel() {\n    init { GlobalScope.async { load() } }\n}\n```"
	ex := withSameMember(Extraction{Original: "ScreenModel", Corrected: "screenModelScope.async", Located: true}, prev)
	if ex.Original != "GlobalScope.async" {
		t.Errorf("withSameMember = %+v", ex)
	}
	prev2 := "a.async(); b.async()"
	if ex := withSameMember(Extraction{Original: "x", Corrected: "c.async", Located: true}, prev2); ex.Original != "x" {
		t.Errorf("two uses, yet moved: %+v", ex)
	}
}

func TestPrepositionLed(t *testing.T) {
	for _, c := range []struct {
		corr, orig string
		want       bool
	}{
		{"in django.shortcuts", "django.http", true},
		{"on eu-west-1", "us-east-1", true},
		{"from app.models import User", "import User", false},
		{"in ('a', 'b')", "= 'a'", false},
		{"in prod", "in staging", false},
	} {
		if got := prepositionLed(c.corr, c.orig); got != c.want {
			t.Errorf("%q for %q: %v, want %v", c.corr, c.orig, got, c.want)
		}
	}
}

func TestNamesTheCall(t *testing.T) {
	if !namesTheCall("irate(x_total[1m])", "irate()") || namesTheCall("irate()", "rate()") || namesTheCall("now()", "now()") {
		t.Error("a function named with empty parentheses read as its fix, or the reverse")
	}
}

func TestVerbValue(t *testing.T) {
	if !verbValue("to: needs") || !verbValue("owner: should") || verbValue("to: dim_orders") || verbValue("needs: build") {
		t.Error("a key followed by a verb of prose read as a key and value, or the reverse")
	}
}

// "env is prod, not production": the value after the copula replaces.
func TestWithoutCopula(t *testing.T) {
	for _, c := range [][3]string{
		{"is prod", "production", "prod"},
		{"should be 4318", "4317", "4318"},
		{"is prod", "is staging", "is prod"},
		{"isolated", "shared", "isolated"},
	} {
		if got := withoutCopula(c[0], c[1]); got != c[2] {
			t.Errorf("withoutCopula(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// The message writes the new program's subcommand before a comma: "it's
// pdm sync, which …" still names the subcommand.
func TestSubcommandBeforePunctuation(t *testing.T) {
	ex := withSubcommand(Extraction{Form: FormAligned, Original: "pip", Corrected: "pdm", Located: true},
		"The repo moved to pdm. It's pdm sync, which builds .venv from the lock.", "```sh\npip install -r deps.txt\n```")
	if ex.Original != "pip install" || ex.Corrected != "pdm sync" {
		t.Errorf("%+v, want pip install -> pdm sync", ex)
	}
}

func TestOtherOptionValue(t *testing.T) {
	msg := "-k is a pattern, so that also picks test_slow_io. Anchor it: -k '^test_slow$'."
	if !otherOptionValue(Extraction{Original: "-k test_slow", Corrected: "-k test_slow_io", Located: true}, msg) {
		t.Error("a value the message only mentions replaced the option's")
	}
	if otherOptionValue(Extraction{Original: "-k test_slow", Corrected: "-k '^test_slow$'", Located: true}, msg) {
		t.Error("the value the message gave was refused")
	}
}
