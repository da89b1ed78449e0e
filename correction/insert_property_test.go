package correction_test

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

// checkInsertsOnlyTaughtText holds the offline applier to its promise: the
// result is the output with each applied hit's matched text replaced by
// its Replacement, and every Replacement is the taught right text, or an
// instantiation of its pattern (each word of it that is not in the taught
// right text comes from the matched text). Nothing else is inserted.
func checkInsertsOnlyTaughtText(t testing.TB, output string, res *correction.ApplyResult) {
	t.Helper()
	if !res.Modified {
		if res.ModifiedText != output {
			t.Fatalf("unmodified result %q differs from the output %q", res.ModifiedText, output)
		}
		return
	}
	type edit struct {
		h correction.Hit
		c *correction.Correction
	}
	var edits []edit
	for _, m := range res.AppliedCorrections {
		for _, h := range m.Hits {
			edits = append(edits, edit{h, m.Correction})
		}
	}
	if len(edits) == 0 {
		t.Fatalf("modified with no applied hit: %q → %q", output, res.ModifiedText)
	}
	// Rebuild the result from the hits that were taken, in order.
	var b strings.Builder
	last := 0
	used := 0
	for {
		next := -1
		for i, e := range edits {
			if e.h.Start >= last && (next < 0 || e.h.Start < edits[next].h.Start) {
				next = i
			}
		}
		if next < 0 {
			break
		}
		e := edits[next]
		if output[e.h.Start:e.h.End] != e.h.Matched {
			t.Fatalf("hit %q is not the output's text %q", e.h.Matched, output[e.h.Start:e.h.End])
		}
		if proseRun(e.h.Replacement) {
			t.Fatalf("replacement %q for %q is a sentence of the message, not a value", e.h.Replacement, e.h.Matched)
		}
		if !instantiates(e.h.Replacement, e.c.CorrectedOutput, e.h.Matched) {
			t.Fatalf("replacement %q is neither the taught right text %q nor its pattern filled from %q",
				e.h.Replacement, e.c.CorrectedOutput, e.h.Matched)
		}
		b.WriteString(output[last:e.h.Start])
		b.WriteString(e.h.Replacement)
		last = e.h.End
		edits = append(edits[:next], edits[next+1:]...)
		used++
	}
	b.WriteString(output[last:])
	if got := b.String(); got != res.ModifiedText {
		t.Fatalf("result %q is not the output with its hits replaced (%q)", res.ModifiedText, got)
	}
}

// proseRun reports text that holds a piece of a sentence: three words of
// letters in a row, one of them a function word in lower case ("goes at
// the", "writes the text under"). A value, a command or a corrected code
// block (several lines) holds none.
func proseRun(s string) bool {
	if strings.Contains(s, "\n") {
		return false
	}
	run, function := 0, false
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ".,;:!?\"'`")
		letters := w != "" && strings.IndexFunc(w, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) < 0
		if !letters {
			run, function = 0, false
			continue
		}
		run++
		switch w {
		case "the", "a", "an", "at", "on", "in", "to", "of", "under", "is", "are", "and", "with", "from":
			function = true
		}
		if run >= 3 && function {
			return true
		}
	}
	return false
}

// instantiates reports whether repl is right, or right with some words
// replaced by words of matched, in the same or another letter case.
func instantiates(repl, right, matched string) bool {
	if repl == right || strings.EqualFold(repl, right) {
		return true
	}
	taught := wordSet(right + " " + matched)
	for _, w := range splitWords(repl) {
		if !taught[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range splitWords(s) {
		out[strings.ToLower(w)] = true
	}
	return out
}

func splitWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	})
}

// TestOfflineApplicationInsertsOnlyTaughtText teaches corrections through
// the whole loop (detect, extract, save) from generated conversations and
// applies them to generated outputs, some with the mistake, some with
// values that look like it; every application must pass
// checkInsertsOnlyTaughtText, and no correction that is not a typed pair
// may change anything.
func TestOfflineApplicationInsertsOnlyTaughtText(t *testing.T) {
	ctx := context.Background()
	l := newLoopLearner(t)
	rng := rand.New(rand.NewPCG(1, 2))
	values := [][2]string{
		{"5432", "5433"}, {"us-east-1", "eu-west-1"}, {"--force", "--force-with-lease"}, {"utf8", "utf8mb4"},
		{"time.Sleep(5)", "time.Sleep(5 * time.Second)"}, {"master", "main"}, {"GETDATE()", "NOW()"},
		{"ReadTimeout: 5", "ReadTimeout: 30"}, {"#alerts", "#platform-alerts"}, {"python:3.12", "python:3.12-slim"},
	}
	teachForms := []string{"%[2]s, not %[1]s", "it's %[2]s", "use %[2]s instead of %[1]s", "no, %[2]s. %[1]s is the old one",
		"thanks! but %[2]s please", "%[1]s is wrong here, the right one is %[2]s", "we moved to %[2]s last year",
		// The value at the end of a sentence, and the wrong one named again.
		"the service reads it from %[2]s, not %[1]s. With %[1]s it falls back to the defaults",
		"on our boxes the agent goes at %[2]s, not %[1]s"}
	outputs := []string{"Run it with %s on the box.", "Set `%s` in the config.", "The value is %s, as documented.",
		"```\n%s\n```", "%s works, and so does %s_backup.", "Nothing related here."}
	n := 0
	for i := 0; i < 300; i++ {
		v := values[rng.IntN(len(values))]
		session := "teach" + string(rune('a'+i%26)) + strings.Repeat("x", i/26)
		if _, err := l.HandleOutput(ctx, session, "which value?", strings.ReplaceAll(outputs[rng.IntN(4)], "%s", v[0])); err != nil {
			t.Fatal(err)
		}
		msg := strings.ReplaceAll(strings.ReplaceAll(teachForms[rng.IntN(len(teachForms))], "%[1]s", v[0]), "%[2]s", v[1])
		if _, err := l.HandleUserMessage(ctx, session, msg); err != nil {
			t.Fatal(err)
		}
		w := values[rng.IntN(len(values))]
		out := strings.ReplaceAll(outputs[rng.IntN(len(outputs))], "%s", w[rng.IntN(2)])
		res, err := l.HandleOutput(ctx, "probe"+session, "which value?", out)
		if err != nil {
			t.Fatal(err)
		}
		checkInsertsOnlyTaughtText(t, out, res.Apply)
		for _, m := range res.Apply.AppliedCorrections {
			if !m.Correction.AppliesOffline() {
				t.Fatalf("correction %q → %q applied offline though it is kept as context", m.Correction.OriginalOutput, m.Correction.CorrectedOutput)
			}
		}
		if res.Apply.Modified {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no application at all: the property was not exercised")
	}
}

// FuzzOfflineApplication: whatever a user teaches and whatever output
// follows, an offline application inserts only the taught right text or an
// instantiation of its pattern, at the places it found.
func FuzzOfflineApplication(f *testing.F) {
	f.Add("Connect with `psql -p 5432`.", "it's 5433, not 5432", "Use psql -p 5432 -h db.")
	f.Add("Set `region: us-east-1`.", "region is eu-west-1", "region: us-east-1 and us-east-1b")
	f.Add("Call time.Sleep(5) between retries.", "time.Sleep(5 * time.Second)", "time.Sleep(7) then time.Sleep(5)")
	f.Add("git push --force", "the flag is --force-with-lease", "git push --force-with-lease --force")
	f.Add("SELECT GETDATE();", "In Postgres it's now(), not GETDATE().", "select getdate(), GETDATE()")
	f.Add("flash-tool write 0x10000 app.bin 0x0 boot.bin", "On the first boards the loader goes at 0x1000, not 0x0. 0x0 is for the later ones.",
		"flash-tool write 0x0 boot.bin")
	// One store for the whole run (opening one per input would leave the
	// fuzzer a few inputs a second); each input gets its own sessions.
	l := newLoopLearner(f)
	var n atomic.Int64
	f.Fuzz(func(t *testing.T, teach, message, output string) {
		if strings.TrimSpace(message) == "" || len(teach)+len(message)+len(output) > 4096 {
			return
		}
		ctx := context.Background()
		id := strconv.FormatInt(n.Add(1), 10)
		if _, err := l.HandleOutput(ctx, "a"+id, "q", teach); err != nil {
			t.Skip(err) // invalid text (e.g. not UTF-8) is refused
		}
		if _, err := l.HandleUserMessage(ctx, "a"+id, message); err != nil {
			t.Skip(err)
		}
		res, err := l.HandleOutput(ctx, "b"+id, "q", output)
		if err != nil {
			t.Skip(err)
		}
		checkInsertsOnlyTaughtText(t, output, res.Apply)
	})
}

// TestSentenceIsNeverTheRightSide: "Y, not X" where Y is a sentence of the
// message with the value at its end. The saved pair is that value, or no
// pair at all: the sentence is never written into a later output.
func TestSentenceIsNeverTheRightSide(t *testing.T) {
	ctx := context.Background()
	l := newLoopLearner(t)
	for i, c := range []struct{ output, message, probe, right string }{
		{"```csharp\nvoid OnCollide(Hit other)\n{\n    Destroy(gameObject);\n}\n```",
			"OnCollide gets a Contact, not a Hit. With that signature the engine never calls it.",
			"```csharp\nvoid OnCollide(Hit h) { Log(h); }\n```", "Contact"},
		{"```python\nif not resp.json().get(\"active\"):\n    raise Disabled()\n```",
			"The admin API calls the field enabled, not active. With .get(\"active\") every flag reads as off.",
			"```python\nflag = resp.json().get(\"active\")\n```", ""},
		// A syntax with placeholders, not a value.
		{"```yaml\nservices:\n  web:\n    image: nginx:1.27\n    ports: [\"80:8081\"]\n```",
			"other way round: the mapping reads HOST:CONTAINER, so 8081:80",
			"```yaml\n  api:\n    image: nginx:1.27\n```", ""},
	} {
		s := "prose" + strconv.Itoa(i)
		if _, err := l.HandleOutput(ctx, s, "q", c.output); err != nil {
			t.Fatal(err)
		}
		res, err := l.HandleUserMessage(ctx, s, c.message)
		if err != nil {
			t.Fatal(err)
		}
		if res.Saved == nil {
			t.Fatalf("%q: not saved", c.message)
		}
		if got := res.Saved; got.AppliesOffline() && (proseRun(got.CorrectedOutput) || c.right == "" || got.CorrectedOutput != c.right) {
			t.Errorf("%q: saved %q -> %q to apply offline, want the value %q or context only", c.message, got.OriginalOutput, got.CorrectedOutput, c.right)
		}
		out, err := l.HandleOutput(ctx, s+"probe", "q", c.probe)
		if err != nil {
			t.Fatal(err)
		}
		checkInsertsOnlyTaughtText(t, c.probe, out.Apply)
	}
}
