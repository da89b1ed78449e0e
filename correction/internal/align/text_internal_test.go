package align

import (
	"slices"
	"testing"
)

// textSamples are queries and outputs of the shapes the applier reads:
// prose, code spans, dotted and camelCase names, numbers, paths with
// parameters, text outside ASCII.
var textSamples = []string{
	"",
	"how do I configure the retry loop?",
	"Use `ParseConfig(path)` and set spring.jpa.hibernate.ddl-auto=validate, not update.",
	"Run `git stash -u` first; then `kubectl rollout restart deploy/api` in eu-west-1.",
	"The cache keeps 300,000 entries for 5 minutes (maxEntries, TTL_SECONDS).",
	"GET /users/{id}/orders returns 404 when the user is gone.",
	"path /a/{b",
	"c}/d and more",
	"Ünïcode wörds: Größe, naïve café — and “quotes”.",
	"Line one.\nLine two:\tMySQL 8.0.36 on port 3306\n\n- item\n- other_item",
	"For the new service: set timeout = 30s and retries: 3.",
	// Edges where the query meets the output.
	"ends with a dot.", "300,", "v1.2", "path/", "opt-", "x_", "@team", "café",
	".starts", "-flag", "000 rows", "/api/v2", "{id}/x", "'quoted' text", "\u00e9t\u00e9 2",
}

// TestSpelledWords checks what spelledAs relies on: the words of query +
// " " + output are those of query + "\n" + output, unless the query opens
// a path parameter.
func TestSpelledWords(t *testing.T) {
	for _, q := range textSamples {
		for _, o := range textSamples {
			a, b := words(q+" "+o), words(q+"\n"+o)
			same := slices.Equal(a, b)
			if !same && !containsBrace(q) {
				t.Fatalf("words differ for query %q and output %q:\n%v\n%v", q, o, a, b)
			}
			text := NewText(q, o)
			if got := text.allWords(); !slices.Equal(got, a) && !(len(got) == 0 && len(a) == 0) {
				t.Fatalf("allWords(%q, %q):\n%v\nwant %v", q, o, got, a)
			}
			want := map[string]string{}
			full := q + "\n" + o
			for _, w := range b {
				if _, ok := want[w.Stem]; !ok {
					want[w.Stem] = full[w.Start:w.End]
				}
			}
			got := text.spelledAs()
			if len(got) != len(want) {
				t.Fatalf("spelledAs(%q, %q) has %d stems, want %d", q, o, len(got), len(want))
			}
			for k, v := range want {
				if got[k] != v {
					t.Fatalf("spelledAs(%q, %q)[%q]=%q, want %q", q, o, k, got[k], v)
				}
			}
		}
	}
}

func containsBrace(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '{' {
			return true
		}
	}
	return false
}

// TestCountIn checks that countIn counts what a scan of a text's words
// counts: its distinct stems that are words of the rule's context.
func TestCountIn(t *testing.T) {
	rules := []*Rule{}
	for _, c := range [][5]string{
		{"update", "validate", "spring.jpa.hibernate.ddl-auto=update", "use validate, not update", "how do I configure hibernate?"},
		{"eu-west-1", "eu-central-1", "deploy the api in eu-west-1", "we're on eu-central-1", "where do we deploy the api?"},
		{"3306", "5432", "MySQL listens on 3306 by default", "it's postgres on 5432", "which port for the database?"},
	} {
		r, err := Compile(c[0], c[1], c[2], c[3], c[4])
		if err != nil {
			t.Fatal(err)
		}
		rules = append(rules, r)
	}
	counted := 0
	for _, r := range rules {
		for _, q := range textSamples {
			for _, o := range textSamples {
				text := NewText(q, o)
				var seen []string
				for _, w := range text.allWords() {
					if (r.topic[w.Stem] || r.left[w.Stem] || r.right[w.Stem]) && !slices.Contains(seen, w.Stem) {
						seen = append(seen, w.Stem)
					}
				}
				if got, want := r.countIn(text.allStems()), len(seen); got != want {
					t.Fatalf("countIn for rule %q on %q, %q = %d, want %d", r.Wrong, q, o, got, want)
				}
				counted += len(seen)
			}
		}
	}
	if counted == 0 {
		t.Fatal("no text holds a word of the rules' context: the test checks nothing")
	}
}
