package correction_test

import (
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

func TestExtract(t *testing.T) {
	tests := []struct {
		name      string
		prev, msg string
		want      correction.Extraction
	}{
		{
			name: "a phrase that takes a clause keeps the aligned value",
			prev: "Run `docker build --nocache .` to rebuild every layer.",
			msg:  "the flag is --no-cache, not --nocache",
			want: correction.Extraction{Form: correction.FormXNotY, Original: "--nocache", Corrected: "--no-cache", Located: true},
		},
		{
			name: "a key keeps its value's context",
			prev: "Set `maxPoolSize: 100` in the datasource config.",
			msg:  "maxPoolSize: 20, the database only allows 25 connections",
			want: correction.Extraction{Form: correction.FormAligned, Original: "maxPoolSize: 100", Corrected: "maxPoolSize: 20", Located: true},
		},
		{
			name: "x, not y",
			prev: "The Eiffel Tower is in Berlin.",
			msg:  "Paris, not Berlin.",
			want: correction.Extraction{Form: correction.FormXNotY, Original: "Berlin", Corrected: "Paris", Located: true},
		},
		{
			name: "it's x not y",
			prev: "Marie Curie won her first Nobel Prize in chemistry.",
			msg:  "It's physics not chemistry",
			want: correction.Extraction{Form: correction.FormXNotY, Original: "chemistry", Corrected: "physics", Located: true},
		},
		{
			name: "not x but y",
			prev: "The meeting room fits 12 people.",
			msg:  "No, it's not 12 but 20.",
			want: correction.Extraction{Form: correction.FormNotBut, Original: "12", Corrected: "20", Located: true},
		},
		{
			name: "use x instead of y",
			prev: "SQL: SELECT name FROM customers WHERE total > 100",
			msg:  "You should use the orders table instead of customers.",
			want: correction.Extraction{Form: correction.FormInstead, Original: "customers", Corrected: "orders", Located: true},
		},
		{
			name: "x rather than y",
			prev: "Stir in two tablespoons of butter.",
			msg:  "olive oil rather than butter",
			want: correction.Extraction{Form: correction.FormInstead, Original: "butter", Corrected: "olive oil", Located: true},
		},
		{
			name: "instead of y, x",
			prev: "Install it with pip install requests.",
			msg:  "Instead of pip, use uv.",
			want: correction.Extraction{Form: correction.FormInstead, Original: "pip", Corrected: "uv", Located: true},
		},
		{
			name: "replace x with y",
			prev: "SQL: SELECT first_name, owner_id FROM owners",
			msg:  "Replace owner id with breed code.",
			want: correction.Extraction{Form: correction.FormReplace, Original: "owner_id", Corrected: "breed_code"}, // "breed code" is not written as the column is: not located
		},
		{
			name: "substitute y for x",
			prev: "SELECT SUM(price) FROM sales",
			msg:  "substitute AVG for SUM",
			want: correction.Extraction{Form: correction.FormReplace, Original: "SUM", Corrected: "AVG", Located: true},
		},
		{
			name: "swap x for y",
			prev: "Mix the flour with milk.",
			msg:  "Please swap milk for water.",
			want: correction.Extraction{Form: correction.FormReplace, Original: "milk", Corrected: "water", Located: true},
		},
		{
			name: "change x to y",
			prev: "config:\n  retries: 3\n  timeout: 10s",
			msg:  "change timeout: 10s to timeout: 30s",
			want: correction.Extraction{Form: correction.FormChange, Original: "timeout: 10s", Corrected: "timeout: 30s", Located: true},
		},
		{
			name: "change it to y locates by shape",
			prev: "I set the alarm for 6:45 tomorrow.",
			msg:  "change it to 7:15",
			want: correction.Extraction{Form: correction.FormChange, Original: "6:45", Corrected: "7:15", Located: true},
		},
		{
			name: "fix x to y",
			prev: "Apollo 11 landed in 1968.",
			msg:  "Fix the year to 1969",
			want: correction.Extraction{Form: correction.FormChange, Original: "1968", Corrected: "1969", Located: true},
		},
		{
			name: "fix: prefix",
			prev: "Call strings.StartsWith(name, prefix).",
			msg:  "fix: use HasPrefix instead of StartsWith",
			want: correction.Extraction{Form: correction.FormInstead, Original: "StartsWith", Corrected: "HasPrefix", Located: true},
		},
		{
			name: "x should be y",
			prev: "Call json.Unmarshall(data, &v) to decode.",
			msg:  "json.Unmarshall should be json.Unmarshal",
			want: correction.Extraction{Form: correction.FormShouldBe, Original: "json.Unmarshall", Corrected: "json.Unmarshal", Located: true},
		},
		{
			name: "it should be y: a number",
			prev: "The first crewed Moon landing was in 1968, with 3 astronauts.",
			msg:  "No, it should be 1969.",
			want: correction.Extraction{Form: correction.FormShouldBe, Original: "1968", Corrected: "1969", Located: true},
		},
		{
			name: "described subject with a value: the number near the subject",
			prev: "SELECT title FROM books WHERE pages > 300 ORDER BY year LIMIT 5",
			msg:  "the limit should be 10",
			want: correction.Extraction{Form: correction.FormShouldBe, Original: "5", Corrected: "10", Located: true},
		},
		{
			name: "it should be y: an identifier",
			prev: "Use strings.Contain(s, sub) to test it.",
			msg:  "that should be `strings.Contains`",
			want: correction.Extraction{Form: correction.FormShouldBe, Original: "strings.Contain", Corrected: "strings.Contains", Located: true},
		},
		{
			name: "it should be y: a quoted string",
			prev: `Set the header to "application/jsn" before sending.`,
			msg:  `It should be "application/json".`,
			want: correction.Extraction{Form: correction.FormShouldBe, Original: `application/jsn`, Corrected: `application/json`, Located: true},
		},
		{
			name: "statement after no: a proper name next to a copula",
			prev: "The capital of Australia is Sydney.",
			msg:  "No, the capital is Canberra.",
			want: correction.Extraction{Form: correction.FormStatement, Original: "Sydney", Corrected: "Canberra", Located: true},
		},
		{
			name: "ambiguous numbers are not located",
			prev: "We have 10 apples and 15 pears.",
			msg:  "It should be 12.",
			want: correction.Extraction{Form: correction.FormShouldBe, Corrected: "12"},
		},
		{
			name: "don't use x, use y",
			prev: "var total = 0;",
			msg:  "don't use var, use let",
			want: correction.Extraction{Form: correction.FormDontUse, Original: "var", Corrected: "let", Located: true},
		},
		{
			name: "sed",
			prev: "The colour of the button is grey.",
			msg:  "s/grey/gray/",
			want: correction.Extraction{Form: correction.FormArrow, Original: "grey", Corrected: "gray", Located: true},
		},
		{
			name: "arrow",
			prev: "import numpy as pn",
			msg:  "pn -> np",
			want: correction.Extraction{Form: correction.FormArrow, Original: "pn", Corrected: "np", Located: true},
		},
		{
			name: "x is wrong then the replacement",
			prev: "Your flight leaves at 08:10 from gate B12.",
			msg:  "The gate is wrong. It should be B14.",
			want: correction.Extraction{Form: correction.FormShouldBe, Original: "B12", Corrected: "B14", Located: true},
		},
		{
			name: "original not in the previous output",
			prev: "The train leaves at noon.",
			msg:  "Tea, not coffee.",
			want: correction.Extraction{Form: correction.FormXNotY, Original: "coffee", Corrected: "Tea"},
		},
		{
			name: "no form",
			prev: "hi . what is with kids these days ?",
			msg:  "you lost me there",
			want: correction.Extraction{},
		},
		{
			name: "not only x but y is no correction form",
			prev: "It rains.",
			msg:  "not only rain but also wind",
			want: correction.Extraction{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := correction.Extract(tt.msg, tt.prev)
			if got != tt.want {
				t.Fatalf("Extract(%q, %q)\n got %+v\nwant %+v", tt.msg, tt.prev, got, tt.want)
			}
			if got.Located && !strings.Contains(tt.prev, got.Original) {
				t.Fatalf("located Original %q does not occur in %q", got.Original, tt.prev)
			}
		})
	}
}

func TestExtractCodeBlock(t *testing.T) {
	prev := "Here is the loop:\n```python\nfor i in range(len(xs) + 1):\n    total += xs[i]\nprint(total)\n```\nIt sums the list."
	msg := "That overruns the list. Use this:\n```python\nfor i in range(len(xs)):\n    total += xs[i]\nprint(total)\n```"
	got := correction.Extract(msg, prev)
	want := correction.Extraction{
		Form:      correction.FormCodeBlock,
		Original:  "for i in range(len(xs) + 1):",
		Corrected: "for i in range(len(xs)):",
		Located:   true,
	}
	if got != want {
		t.Fatalf("Extract code block\n got %+v\nwant %+v", got, want)
	}
	// Applying the correction by substitution gives the corrected code.
	fixed := strings.Replace(prev, got.Original, got.Corrected, 1)
	if !strings.Contains(fixed, "for i in range(len(xs)):\n    total += xs[i]") {
		t.Fatalf("substituted output %q lacks the corrected loop", fixed)
	}
}

func TestExtractCodeBlockSingleLine(t *testing.T) {
	prev := "SQL: SELECT name FROM pets WHERE age > 3 ORDER BY name"
	msg := "It should be:\n```sql\nSELECT name FROM pets WHERE weight > 3 ORDER BY name\n```"
	got := correction.Extract(msg, prev)
	want := correction.Extraction{Form: correction.FormCodeBlock, Original: "age", Corrected: "weight", Located: true}
	if got != want {
		t.Fatalf("Extract single-line block\n got %+v\nwant %+v", got, want)
	}
}

func TestExtractLocatedIsAlwaysLiteral(t *testing.T) {
	prevs := []string{
		"The Eiffel Tower is in Berlin and opened in 1899.",
		"SQL: SELECT title, year FROM movies WHERE rating > 8 LIMIT 3",
		"```go\nif strings.StartsWith(name, \"tmp\") {\n\treturn true\n}\n```",
		"",
	}
	msgs := []string{
		"Paris, not Berlin", "it should be 1889", "replace year with director",
		"use HasPrefix instead of StartsWith", "the limit should be 10", "no, 7",
		"change rating to score", "s/tmp/temp/", "that's wrong", "```go\nif strings.HasPrefix(name, \"tmp\") {\n\treturn true\n}\n```",
	}
	for _, p := range prevs {
		for _, m := range msgs {
			got := correction.Extract(m, p)
			if got.Located && (got.Original == "" || !strings.Contains(p, got.Original)) {
				t.Errorf("Extract(%q, %q) located %q, which is not in the previous output", m, p, got.Original)
			}
			if got.Located && got.Original == got.Corrected {
				t.Errorf("Extract(%q, %q) located a no-op %q", m, p, got.Original)
			}
		}
	}
}

// The value the message forbids or takes away is not saved as the fix:
// "varchar(n) is banned" does not turn VARCHAR(255) into VARCHAR(N), and
// "drop the BEGIN/COMMIT" does not turn BEGIN into BEGIN/COMMIT.
func TestExtractForbiddenIsNotTheFix(t *testing.T) {
	for _, c := range []struct{ msg, prev, bad string }{
		{"we use text in postgres, varchar(n) is banned by squawk in CI. add a check if you need a limit",
			"```sql\ncreate table users (\n    email VARCHAR(255) not null\n);\n```", "VARCHAR(N)"},
		{"CONCURRENTLY can't run inside a transaction block, postgres refuses it. drop the BEGIN/COMMIT and mark the migration non-transactional",
			"```sql\nBEGIN;\nCREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id);\nCOMMIT;\n```", "BEGIN/COMMIT"},
	} {
		e := correction.Extract(c.msg, c.prev)
		if e.Located && strings.EqualFold(e.Corrected, c.bad) {
			t.Errorf("%q: saved %q → %q, the value the message forbids", c.msg, e.Original, e.Corrected)
		}
	}
}

// A pair that only changes the case of SQL ("NOW()" → "now()") fixes
// nothing SQL reads: it is kept as context, never substituted; a case
// change of a name ("TF_VAR_REGION" → "TF_VAR_region") is a fix.
func TestSameSQLIsNoFix(t *testing.T) {
	turn := correction.Turn{Query: "orders from the last week, postgres", Output: "`SELECT * FROM orders WHERE created_at > NOW() - INTERVAL 7 DAY`"}
	d := &correction.Detection{IsCorrection: true, Confidence: 0.9, Original: "NOW()", Corrected: "now()", Located: true, Form: correction.FormAligned}
	if c := correction.FromDetection(d, "s", turn, "isnt that mysql interval syntax? pg wants now() - interval '7 days'"); c.AppliesOffline() {
		t.Errorf("a case change of SQL applies offline: %+v", c)
	}
	turn = correction.Turn{Query: "terraform vars in CI", Output: "```yaml\nenv:\n  TF_VAR_REGION: eu-central-1\n```"}
	d = &correction.Detection{IsCorrection: true, Confidence: 0.9, Original: "TF_VAR_REGION", Corrected: "TF_VAR_region", Located: true, Form: correction.FormXNotY}
	if c := correction.FromDetection(d, "s", turn, "TF_VAR_region, not TF_VAR_REGION: the names are case sensitive"); !c.AppliesOffline() {
		t.Errorf("a case change of a name does not apply offline: %+v", c)
	}
}

// A program swapped along with its subcommand ("npm install zod" →
// "pnpm add zod") is saved with the subcommand: "npm" → "pnpm" alone would
// turn every npm command into a pnpm one that may not exist.
func TestExtractProgramWithSubcommand(t *testing.T) {
	e := correction.Extract("we use pnpm (there's a pnpm-lock.yaml), npm install would create a package-lock. pnpm add zod",
		"Install it with `npm install zod`, then import it.")
	if !e.Located || e.Original != "npm install" || e.Corrected != "pnpm add" {
		t.Errorf("extracted %+v, want npm install → pnpm add", e)
	}
	// The same subcommand: the program alone is the fix.
	e = correction.Extract("we use pnpm, not npm", "Run `npm install` in the web folder.")
	if e.Located && strings.Contains(e.Original, "install") != strings.Contains(e.Corrected, "install") {
		t.Errorf("extracted %+v: the subcommand is not the change", e)
	}
}

// A pair that changes the value the question asked for ("set up Node 20")
// while the message never names that value is kept as context: the fix it
// reads is another value of the message ("v3 runs on Node 16").
func TestAskedForValueIsNoMistake(t *testing.T) {
	turn := correction.Turn{Query: "GitHub Actions steps to check out and set up Node 20.",
		Output: "```yaml\nsteps:\n  - uses: actions/checkout@v3\n  - uses: actions/setup-node@v4\n    with:\n      node-version: 20\n```"}
	d := &correction.Detection{IsCorrection: true, Confidence: 0.9, Original: "node-version: 20", Corrected: "node-version: 16", Located: true, Form: correction.FormAligned}
	if c := correction.FromDetection(d, "s", turn, "checkout@v4 please, v3 runs on Node 16 and every run warns about it"); c.AppliesOffline() {
		t.Errorf("the asked-for value applies offline: %+v", c)
	}
	// Named by the message, the same value is the mistake.
	d.Corrected = "node-version: 22"
	if c := correction.FromDetection(d, "s", turn, "not 20, we're on node-version: 22 everywhere now"); !c.AppliesOffline() {
		t.Errorf("a value the message names does not apply offline: %+v", c)
	}
}
