package feature_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction/internal/feature"
)

func TestTokenize(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"apostrophes elided", "Doesn't it? don’t, won`t", []string{"doesnt", "it", "dont", "wont"}},
		{"quotes are not apostrophes", "'quoted' word", []string{"quoted", "word"}},
		{"identifiers keep underscores", "owner_id.Name()", []string{"owner_id", "name"}},
		{"unicode lowered", "Ärger ÜBER", []string{"ärger", "über"}},
		{"empty", " \t ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, tok := range feature.Tokenize(tt.in) {
				got = append(got, tok.Word)
				if tok.Start < 0 || tok.End > len(tt.in) || tok.Start >= tok.End {
					t.Fatalf("token %+v has a bad span in %q", tok, tt.in)
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("Tokenize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestAnalyzeCues(t *testing.T) {
	tests := []struct {
		name    string
		msg     string
		prev    string
		feature int
		want    float64
	}{
		{"negated make sense with a word between", "that did not even make sense", "", feature.Incoherent, 1},
		{"dropped t still negates", "that doesn make any sense", "", feature.Incoherent, 1},
		{"make sense alone is agreement", "that makes sense, thanks", "", feature.Incoherent, 0},
		{"not great is no acknowledgement", "not great", "", feature.Ack, 0},
		{"great is an acknowledgement", "great", "", feature.Ack, 1},
		{"you should", "you should use a map", "", feature.YouModal, 1},
		{"should I is a question, not an instruction", "should I use a map?", "", feature.YouModal, 0},
		{"thing modal", "the year must be 1969", "", feature.ThingModal, 1},
		{"self modal", "I need to leave at five", "", feature.SelfModal, 1},
		{"declining", "no thanks, that's all", "", feature.NoAck, 1},
		{"answer to a question", "no, i don't", "Do you have pets?", feature.AnswerToQuestion, 1},
		{"no after a statement", "no, it's Paris", "It is in Lyon.", feature.StartNoAfterStatement, 1},
		{"previous output is SQL", "ok", "SELECT a FROM b WHERE c = 1", feature.PrevCode, 1},
		{"prose is not code", "ok", "The weather is lovely today, isn't it?", feature.PrevCode, 0},
		{"located form", "Paris, not Lyon", "It is in Lyon.", feature.Located, 1},
		{"new number", "it was 1969", "It happened in 1968.", feature.NewNumber, 1},
		{"overlap counts prev's split names", "the owner name", "SELECT owner_name FROM t", feature.Overlap, 1},
		{"bare what", "what?", "", feature.BareWhat, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := feature.Analyze(tt.msg, tt.prev)
			if got := a.Vector[tt.feature]; got != tt.want {
				t.Fatalf("Analyze(%q, %q): %s = %v, want %v", tt.msg, tt.prev, feature.Names[tt.feature], got, tt.want)
			}
		})
	}
}

// The cues of the message's shape and of words that only look like cues.
// The sentences are written for this test.
func TestAnalyzeDiscourse(t *testing.T) {
	tests := []struct {
		name    string
		msg     string
		prev    string
		feature int
		want    float64
	}{
		{"statement among thanks and a request", "Thanks, reads well. The bucket is in eu-west-3 though. Can you add tags?", "The bucket is in us-east-2.", feature.StatementAmid, 1},
		{"thanks and a request alone", "Thanks, reads well. Can you add tags?", "The bucket is in us-east-2.", feature.StatementAmid, 0},
		{"only questions", "why that region? is it cheaper?", "The bucket is in us-east-2.", feature.QuestionOnly, 1},
		{"a statement then a question", "we never use that region. why pick it?", "The bucket is in us-east-2.", feature.QuestionOnly, 0},
		{"only thanks", "great, thanks!", "Done.", feature.AckOnly, 1},
		{"though as a marker", "the limit is 50 though", "The limit is 20.", feature.Though, 1},
		{"even though is a conjunction", "keep it even though it is slow", "", feature.Though, 0},
		{"hedge", "I believe the limit is 50", "The limit is 20.", feature.Hedge, 1},
		{"tag question", "the limit is 50, right?", "The limit is 20.", feature.TagQuestion, 1},
		{"plain question", "is the limit 50?", "The limit is 20.", feature.TagQuestion, 0},
		{"short assertion", "it's 50", "The limit is 20.", feature.ShortAssert, 1},
		{"short thanks is no assertion", "ok thanks", "The limit is 20.", feature.ShortAssert, 0},
		{"short answer to a question is no assertion", "it's 50", "Should the limit be 20?", feature.ShortAssert, 0},
		{"case variant", "ReadAll, capital A", "Call `io.Readall(r)`.", feature.CaseVariant, 1},
		{"same spelling", "ReadAll works", "Call `io.ReadAll(r)`.", feature.CaseVariant, 0},
		{"negated error word", "nothing wrong with the config", "Here's the config.", feature.ErrDenied, 1},
		{"negated error word is no error word", "nothing wrong with the config", "Here's the config.", feature.ErrWord, 0},
		{"a question keeps its error word", "isn't that wrong?", "Here's the config.", feature.ErrWord, 1},
		{"the user's own error", "I was wrong about the port, yours works", "Port 8080.", feature.SelfErr, 1},
		{"an error on the user's side", "wrong profile on my end, works now", "Port 8080.", feature.SelfErr, 1},
		{"a failure as a condition", "page me when the backup job fails", "The backup runs nightly.", feature.ErrPhrase, 0},
		{"a failure reported", "the backup job fails every night", "The backup runs nightly.", feature.ErrPhrase, 1},
		{"a fix as a noun", "that's a clever fix", "I changed the loop.", feature.RepairVerb, 0},
		{"correct as agreement", "correct, that's the file", "Edit `app.yaml`.", feature.RepairVerb, 0},
		{"correct as agreement starts yes", "correct, that's the file", "Edit `app.yaml`.", feature.StartYes, 1},
		{"fix as a verb", "fix the loop bound", "I changed the loop.", feature.RepairVerb, 1},
		{"passive report", "the proxy gets replaced next month", "I configured the proxy.", feature.RepairVerb, 0},
		{"a noun that looks like a verb", "order totals are computed after tax", "Order totals exclude tax.", feature.ImperEdit, 0},
		{"a verb", "order the totals by date", "Order totals exclude tax.", feature.ImperEdit, 1},
		{"we're is no auxiliary", "we're on the 2.x line", "Install 3.0.", feature.StartAux, 0},
		{"so you know", "the job runs hourly, just so you know", "Done.", feature.YouSubject, 0},
		{"an answer denies nothing of the question", "no, the scheduler picks it up", "Should I add it to the scheduler?", feature.DeniesPrev, 0},
		{"a denial of the statement", "no, the scheduler is not cron", "It runs under cron. Want a test?", feature.DeniesPrev, 1},
		{"subject echo", "the queue holds messages for a day", "The queue holds messages for a week.", feature.SubjectEcho, 1},
		{"no subject echo", "the dashboard is at /grafana today", "The queue holds messages for a week.", feature.SubjectEcho, 0},
		{"antonym", "the hook runs after the commit", "The hook runs before the commit.", feature.Antonym, 1},
		{"a comparison is no antonym", "before or after the commit?", "The hook runs before the commit.", feature.Antonym, 0},
		{"idiom negation", "not surprised, it was flaky", "The test failed.", feature.IdiomNegation, 1},
		{"an inference is no modal", "it must be coming from the proxy", "The pods are healthy.", feature.ThingModal, 0},
		{"exactly what I wanted", "exactly what I wanted", "Done.", feature.IMeant, 0},
		{"a negated idiom is no error phrase", "that's not surprising, the job was new", "The job failed.", feature.ErrPhrase, 0},
		{"a negation is an error phrase", "that's not the job that failed", "The job failed.", feature.ErrPhrase, 1},
		{"a value inside context", "heads up, the old cluster still runs 1.27", "The cluster runs 1.29.", feature.InfoPair, 1},
		{"a value alone", "the cluster runs 1.27", "The cluster runs 1.29.", feature.InfoPair, 0},
		{"anaphora in a question", "how many of them are active?", "SELECT name FROM users", feature.Anaphora, 1},
		{"anaphora after a query's rows", "only those from 2020", "SELECT name FROM users", feature.Anaphora, 1},
		{"a statement about them after prose", "they belong in the lib folder", "I put the helpers in utils.", feature.Anaphora, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := feature.Analyze(tt.msg, tt.prev)
			if got := a.Vector[tt.feature]; got != tt.want {
				t.Fatalf("Analyze(%q, %q): %s = %v, want %v", tt.msg, tt.prev, feature.Names[tt.feature], got, tt.want)
			}
		})
	}
}

func TestAnalyzeVectorRange(t *testing.T) {
	msgs := []string{"", "x", strings.Repeat("no not never ", 50), "```\ncode\n```", "¿Qué? 😀 ‘quoted’"}
	for _, m := range msgs {
		a := feature.Analyze(m, "SELECT a FROM b")
		for i, v := range a.Vector {
			if v < 0 || v > 1 {
				t.Errorf("Analyze(%q): %s = %v, want in [0, 1]", m, feature.Names[i], v)
			}
		}
	}
	for i, n := range feature.Names {
		if n == "" {
			t.Errorf("feature %d has no name", i)
		}
	}
}

func TestCategory(t *testing.T) {
	tests := []struct{ msg, prev, want string }{
		{"too long, keep it short", "A long answer.", "style"},
		{"please use metric units from now on", "It is 6 miles.", "preference"},
		{"use append instead of push", "```python\nxs.push(1)\n```", "code"},
		{"that makes no sense", "my cat is a lamp", "logic"},
		{"in our team we call it a ticket, not an issue", "Open an issue.", "domain"},
		{"it's Paris, not Lyon", "It is in Lyon.", "factual"},
	}
	for _, tt := range tests {
		a := feature.Analyze(tt.msg, tt.prev)
		if got := a.Category(); got != tt.want {
			t.Errorf("Category(%q) = %q, want %q", tt.msg, got, tt.want)
		}
	}
}

func FuzzExtract(f *testing.F) {
	f.Add("Paris, not Berlin", "The Eiffel Tower is in Berlin.")
	f.Add("it should be 1969", "in 1968")
	f.Add("```\nx = 1\n```", "```\nx = 2\n```")
	f.Add("replace a with b", "a a a")
	f.Add("s/x/y/", "x")
	f.Add("İZMİR_HOST should be İzmir-2, not İzmir-1", "set İZMİR_HOST=İzmir-1 and KELVIN=3K")
	f.Add("Ⱥ\xffLOG_LEVEL is warn", "LOG_LEVEL=DEBUG Ⱥ\xff")
	f.Fuzz(func(t *testing.T, msg, prev string) {
		ex := feature.Extract(msg, prev)
		if ex.Located && (ex.Original == "" || !strings.Contains(prev, ex.Original)) {
			t.Fatalf("Extract(%q, %q) located %q, which is not in prev", msg, prev, ex.Original)
		}
		// The learner's check of a located pair reads any text without
		// failing, and trusts what it cannot place (nothing to check).
		if best := feature.ExtractBest(msg, prev); best.Located {
			feature.SurePair(msg, prev, best.Original)
		}
		if !feature.SurePair(msg, prev, "") || !feature.SurePair(msg, prev, prev+"\x00") {
			t.Fatalf("SurePair(%q, %q) refused a span it cannot place", msg, prev)
		}
		a := feature.Analyze(msg, prev)
		for i, v := range a.Vector {
			if !(v >= 0 && v <= 1) {
				t.Fatalf("Analyze: %s = %v", feature.Names[i], v)
			}
		}
	})
}

func BenchmarkAnalyze(b *testing.B) {
	for b.Loop() {
		feature.Analyze("You should use the orders table instead of customers.", "SQL: SELECT name FROM customers WHERE total > 100 ORDER BY name")
	}
}

// A clause ("the profile is production, not prod") gives the value, not
// its sentence; a version the message gives as a feature's least one
// ("8.0+") is no replacement for the output's version.
func TestExtractClauseAndRequirement(t *testing.T) {
	for _, c := range []struct{ message, prev, right string }{
		{"The profile is production, not prod.", "```sh\naws --profile prod s3 ls\n```", "production"},
		{"The namespace is monitoring, not mon.", "```sh\nkubectl -n mon get pods\n```", "monitoring"},
	} {
		ex := feature.ExtractBest(c.message, c.prev)
		if !ex.Located || strings.Contains(ex.Corrected, "is ") || !strings.Contains(ex.Corrected, c.right) {
			t.Errorf("clause %q: %+v", c.message, ex)
		}
	}
	ex := feature.ExtractBest("Window functions are 8.0+, not 5.7. Use a subquery there.", "Since the server runs MySQL 5.7, use ROW_NUMBER() OVER (ORDER BY id).")
	if ex.Located && ex.Corrected == "8.0" {
		t.Errorf("requirement taken as the fix: %+v", ex)
	}
}

// "The K has to be V" names the setting or call whose value V replaces:
// of the output's values of that kind, the one K holds.
func TestExtractNamedKey(t *testing.T) {
	prev := "```js\nconst zlib = require('zlib');\nconst dns = require('dns');\nconst text = buf.toString('latin1');\n```"
	ex := feature.ExtractBest("dns.lookup uses the callback API there. The require has to be 'dns/promises'.", prev)
	if !ex.Located || ex.Original != "require('dns')" || ex.Corrected != "require('dns/promises')" {
		t.Errorf("named key: %+v", ex)
	}
}

// A bare short value is widened to the flag the output gives it when the
// message writes the fix under the same flag.
func TestExtractStatedFrame(t *testing.T) {
	ex := feature.ExtractBest("All our buckets are in the EU jurisdiction, so the upload has to use --region=EU.", "Run `r2 upload --region=US --bucket media ./out`.")
	if !ex.Located || ex.Original != "--region=US" || ex.Corrected != "--region=EU" {
		t.Errorf("flag frame: %+v", ex)
	}
}

// A key the message writes without its namespace keeps the output's
// ("enabled" of tools:enabled).
func TestExtractKeyPrefix(t *testing.T) {
	ex := feature.ExtractBest("The receiver has to be enabled=\"true\", or the alarm never fires.", "```xml\n<receiver\n    tools:enabled=\"false\"\n    android:name=\".AlarmReceiver\" />\n```")
	if ex.Located && ex.Corrected != `tools:enabled="true"` {
		t.Errorf("key prefix: %+v", ex)
	}
}
