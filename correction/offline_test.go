package correction_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/load"
)

// Messages written for this test (not from any training or eval set) that
// the offline detector must get right.
func TestOfflineDetector(t *testing.T) {
	tests := []struct {
		name    string
		prev    string
		msg     string
		want    bool
		wantCat correction.Category
	}{
		{"explicit error", "Water boils at 90 degrees at sea level.", "That's wrong, it boils at 100.", true, correction.CategoryFactual},
		{"x not y", "The meeting is on Tuesday.", "Thursday, not Tuesday.", true, correction.CategoryFactual},
		{"nonsense complaint", "my car is made of clouds and sings", "that makes no sense at all", true, correction.CategoryLogic},
		{"unanswered", "I love pizza, do you?", "you did not answer my question about the weather", true, correction.CategoryLogic},
		{"code fix", "Use `list.push(x)` to add an element.", "Python lists have no push method, use `append` instead of `push`.", true, correction.CategoryCode},
		{"sql restatement with structure words", "SQL: SELECT name FROM pets WHERE age > 2", "You need to take the weight column from the pets table, not the age.", true, correction.CategoryCode},
		{"preference", "It's 75°F outside.", "Please use Celsius from now on.", true, correction.CategoryPreference},
		{"style", "Here's a long and detailed answer with many paragraphs.", "Too long, keep it brief.", true, correction.CategoryStyle},
		{"thanks", "The Eiffel Tower is in Paris.", "Great, thanks a lot!", false, 0},
		{"follow-up question", "SQL: SELECT name FROM pets WHERE age > 2", "How many of them are cats?", false, 0},
		{"declining", "Would you like me to book a taxi as well?", "No thanks, that's all.", false, 0},
		{"answering the assistant's question", "do you have any pets?", "no, i have never had one", false, 0},
		{"small talk", "i like to paint on weekends.", "cool, i mostly play tennis", false, 0},
		{"new request", "Here's your grocery list: eggs, milk, bread.", "Can you also plan meals for the week?", false, 0},
	}
	d := correction.NewOfflineDetector()
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := d.Detect(ctx, tt.msg, tt.prev)
			if err != nil {
				t.Fatal(err)
			}
			if got.IsCorrection != tt.want {
				t.Fatalf("Detect(%q).IsCorrection = %v (confidence %.3f, %s), want %v", tt.msg, got.IsCorrection, got.Confidence, got.Explanation, tt.want)
			}
			if got.Method != correction.MethodOffline {
				t.Errorf("Method = %q, want %q", got.Method, correction.MethodOffline)
			}
			if tt.want && got.Category != tt.wantCat {
				t.Errorf("Category = %v, want %v", got.Category, tt.wantCat)
			}
			if !strings.HasPrefix(got.Explanation, "offline: ") {
				t.Errorf("Explanation = %q, want an offline explanation", got.Explanation)
			}
		})
	}
}

// The decision and the confidence agree: a correction is exactly a
// confidence above DecisionThreshold, which is the Learner's save threshold.
func TestOfflineConfidenceMatchesDecision(t *testing.T) {
	d := correction.NewOfflineDetector()
	msgs := []string{
		"that's wrong", "ok", "Paris, not Berlin", "what?", "use HasPrefix instead of StartsWith",
		"How many rows is that?", "no", "I prefer shorter answers.", "Sort them by age.",
		"you forgot the where clause", "thanks!", "i am fine today, you?", "Actually, it was 1969.",
	}
	for _, m := range msgs {
		got, err := d.Detect(context.Background(), m, "The Eiffel Tower is in Berlin. SELECT name FROM t")
		if err != nil {
			t.Fatal(err)
		}
		if got.Confidence < 0 || got.Confidence > 1 {
			t.Errorf("Detect(%q).Confidence = %v, want in [0, 1]", m, got.Confidence)
		}
		if want := got.Confidence > correction.DecisionThreshold; got.IsCorrection != want {
			t.Errorf("Detect(%q): IsCorrection = %v with confidence %v; want %v", m, got.IsCorrection, got.Confidence, want)
		}
		if s := d.Score(m, "The Eiffel Tower is in Berlin. SELECT name FROM t"); s != got.Confidence {
			t.Errorf("Score(%q) = %v, Detect confidence = %v", m, s, got.Confidence)
		}
		if !got.IsCorrection && (got.Original != "" || got.Corrected != "") {
			t.Errorf("Detect(%q) = %+v: spans on a non-correction", m, *got)
		}
	}
}

func TestOfflineDetectorSpans(t *testing.T) {
	d := correction.NewOfflineDetector()
	got, err := d.Detect(context.Background(), "No, it should be 1969, not 1968.", "Apollo 11 landed on the Moon in 1968.")
	if err != nil {
		t.Fatal(err)
	}
	if !got.IsCorrection || !got.Located || got.Original != "1968" || got.Corrected != "1969" {
		t.Fatalf("Detect = %+v, want a located correction 1968 -> 1969", *got)
	}

	got, err = d.Detect(context.Background(), "that doesn't make any sense", "my grandmother is a submarine")
	if err != nil {
		t.Fatal(err)
	}
	if !got.IsCorrection || got.Located || got.Original != "" || got.Corrected != "" {
		t.Fatalf("Detect = %+v, want an unlocated correction with empty spans", *got)
	}
}

func TestOfflineDetectorErrors(t *testing.T) {
	d := correction.NewOfflineDetector()
	if _, err := d.Detect(context.Background(), "", "x"); cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "message" {
		t.Fatalf("Detect(empty) error = %v, want EINVALID on message", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Detect(ctx, "that's wrong", "x"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Detect(canceled) error = %v, want context.Canceled", err)
	}
	if got, err := d.Detect(context.Background(), "that's wrong", ""); err != nil || !got.IsCorrection {
		t.Fatalf("Detect with no previous output = %+v, %v; want a correction", got, err)
	}
	if d.Model() == "" {
		t.Fatal("Model() is empty")
	}
}

func BenchmarkOfflineDetect(b *testing.B) {
	cases := []struct{ name, msg, prev string }{
		{"short", "that's wrong", "The Eiffel Tower is in Berlin."},
		{"form", "You should use the orders table instead of customers.", "SQL: SELECT name FROM customers WHERE total > 100 ORDER BY name"},
		{"question", "Which of those were bought after 2020, and how many of them are there?", "SQL: SELECT name FROM customers WHERE total > 100 ORDER BY name"},
		// As `make load` sends them (internal/load.Detect).
		{"load", "No, the login handler should retry three times with backoff, not retry forever (ticket 12345).", "For ticket 12345, the login handler should retry forever."},
		{"code", "Here's the fix:\n```python\nfor i in range(len(xs)):\n    total += xs[i]\n```", "```python\nfor i in range(len(xs) + 1):\n    total += xs[i]\nprint(total)\n```\nThis sums the list in linear time, one element after the other."},
	}
	d := correction.NewOfflineDetector()
	ctx := context.Background()
	// The four kinds of message `make load`'s detect scenario sends, in
	// turn, each with its own ticket number.
	b.Run("loadmix", func(b *testing.B) {
		sc := load.Detect()
		var pairs [1000]struct {
			Message        string `json:"message"`
			PreviousOutput string `json:"previous_output"`
		}
		for i := range pairs {
			if err := json.Unmarshal(sc.Next(load.Cursor{Seq: uint64(i)}).Body, &pairs[i]); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			p := pairs[i%len(pairs)]
			i++
			if _, err := d.Detect(ctx, p.Message, p.PreviousOutput); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := d.Detect(ctx, c.msg, c.prev); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkQuickDetect(b *testing.B) {
	for b.Loop() {
		correction.QuickDetect("You should use the orders table instead of customers.")
	}
}

// A change asked for the speaker's own taste is a preference, never
// saved, however much it looks like a changed value; a fault, a fact or
// a team rule stated beside the same words is still a correction.
func TestOfflineTasteIsAPreference(t *testing.T) {
	d := correction.NewOfflineDetector()
	for _, c := range []struct {
		prev, msg string
		want      bool
	}{
		{"Here's the loop: `for i in range(len(xs)): print(xs[i])`", "I'd prefer enumerate there, reads nicer", false},
		{"I'll format the answer as a bulleted list.", "numbered lists work better for me, if you don't mind", false},
		{"Install it with `pip install pandas`.", "I'd rather you used uv in the commands, it's faster on my machine", false},
		{"Use `SELECT * FROM orders`.", "I prefer listing the columns explicitly, just a habit of mine", false},
		{"Run `docker-compose up -d`.", "compose v1 is gone on our runners, it's docker compose up -d", true},
		{"Use `let` for that variable.", "it's never reassigned, so eslint's prefer-const fails the build: const", true},
		{"Name it `fetchUserData`.", "I'd rather you call it loadUserData, the linter requires the load prefix", true},
	} {
		got, err := d.Detect(context.Background(), c.msg, c.prev)
		if err != nil {
			t.Fatal(err)
		}
		if got.IsCorrection != c.want {
			t.Errorf("Detect(%q) = %v (%.2f, %s), want %v", c.msg, got.IsCorrection, got.Confidence, got.Explanation, c.want)
		}
		if !c.want && got.Class != correction.ClassPreference {
			t.Errorf("Detect(%q): class %q, want %q", c.msg, got.Class, correction.ClassPreference)
		}
	}
	// "ascii like" is not "I like": the cues start at a word.
	msg := "strlen counts bytes, it's off for non-ASCII like 'Øre'. mb_strlen($s) counts characters"
	got, err := d.Detect(context.Background(), msg, "`strlen($s)` gives the number of characters.")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(got.Explanation, "taste") || got.Class == correction.ClassPreference {
		t.Errorf("Detect(%q) = %s (%s): read as taste", msg, got.Explanation, got.Class)
	}
}
