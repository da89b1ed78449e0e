//go:build ignore

// gencorpus writes corpus.jsonl: realistic snapshot diffs made by applying
// the changes real snapshot updates bring (see LABELS.md) to the outputs in
// bases.txt, each labelled by the rule of LABELS.md for its change.
//
//	cd review/testdata && go run gencorpus.go
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

type base struct{ format, test, purpose, text string }

type entry struct {
	ID       string `json:"id"`
	Format   string `json:"format"`
	Test     string `json:"test"`
	Purpose  string `json:"purpose"`
	Change   string `json:"change"`
	Label    int    `json:"label"`
	Expected string `json:"expected"`
	Actual   string `json:"actual"`
}

var (
	volatileGen = regexp.MustCompile(`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b\d+(\.\d+)?(ms|s)\b|\b\d+m\d+s\b|pid=\d+|\b[0-9a-f]{12}\b|\d{2}:\d{2}:\d{2} UTC`)
	floatGen    = regexp.MustCompile(`\d+\.\d{4,}`)
	metricGen   = regexp.MustCompile(`^(accuracy|f1|recall@4|mrr|ndcg@4|coverage|facts found): `)
	lowerBetter = regexp.MustCompile(`^(mape|rmse): `)
	intGen      = regexp.MustCompile(`\b\d{2,5}\b`)
)

func main() {
	raw, err := os.ReadFile("bases.txt")
	check(err)
	var bases []base
	for _, part := range strings.Split("\n"+string(raw), "\n=== ")[1:] {
		head, body, _ := strings.Cut(part, "\n")
		f := strings.SplitN(head, "|", 3)
		bases = append(bases, base{f[0], f[1], f[2], body})
	}
	var out []entry
	for i, b := range bases {
		add := func(change string, label int, actual string) {
			if actual == b.text {
				return
			}
			out = append(out, entry{fmt.Sprintf("%s-%s", slug(b.test), change), b.format, b.test, b.purpose, change, label, b.text, actual})
		}
		lines := strings.Split(strings.TrimSuffix(b.text, "\n"), "\n")
		join := func(ls []string) string { return strings.Join(ls, "\n") + "\n" }

		add("whitespace", 5, whitespace(lines, join))
		if volatileGen.MatchString(b.text) {
			add("volatile", 5, volatile(b.text))
			add("whitespace+volatile", 5, volatile(whitespace(lines, join)))
		}
		if floatGen.MatchString(b.text) {
			add("float_noise", 5, floatGen.ReplaceAllStringFunc(b.text, func(s string) string {
				d := s[len(s)-1]
				if d == '9' {
					return s[:len(s)-1] + "8"
				}
				return s[:len(s)-1] + string(d+1)
			}))
		}
		if m := metric(lines, -0.08); m != nil {
			add("metric_drop", 2, join(m))
			if volatileGen.MatchString(b.text) {
				add("volatile+metric_drop", 2, volatile(join(m)))
			}
		}
		if m := metric(lines, +0.05); m != nil {
			add("metric_improved", 4, join(m))
		}
		if c := count(lines); c != nil {
			add("count_change", 3, join(c))
		}
		if r := reorder(lines); r != nil {
			add("reorder", 4, join(r))
		}
		add("added_line", 4, join(addLine(lines)))
		if r := reword(lines); r != nil {
			add("reword", 3, join(r))
			if volatileGen.MatchString(b.text) {
				add("volatile+reword", 3, volatile(join(r)))
			}
		}
		e := withError(b, lines, i)
		add("new_error", 1, join(e))
		add("whitespace+new_error", 1, whitespace(e, join))
		if i%2 == 0 {
			add("emptied", 1, "")
		} else {
			add("emptied", 1, "\n")
		}
		add("truncated", 2, join(lines[:max(1, len(lines)*55/100)]))
		add("rewrite", 2, bases[(i+7)%len(bases)].text)
		if strings.Contains(b.text, "errors") {
			add("error_gone", 3, join(append(lines[1:len(lines)-1:len(lines)-1], "1 error")))
		}
	}
	f, err := os.Create("corpus.jsonl")
	check(err)
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	for _, e := range out {
		check(enc.Encode(e))
	}
	check(f.Close())
	fmt.Fprintf(os.Stderr, "%d diffs\n", len(out))
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}

func slug(s string) string {
	return strings.NewReplacer("/", "_", ".", "_", " ", "_").Replace(s)
}

func whitespace(lines []string, join func([]string) string) string {
	out := make([]string, 0, len(lines)+1)
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "  ") && n < 3 {
			l = "  " + l
			n++
		}
		out = append(out, l)
	}
	if n == 0 {
		out[0] += "  "
		out = append(out[:2:2], append([]string{""}, out[2:]...)...)
	}
	return join(out) + "\n"
}

func volatile(s string) string {
	return volatileGen.ReplaceAllStringFunc(s, func(v string) string {
		b := []byte(v)
		for i, c := range b {
			if c >= '1' && c <= '8' && i%3 != 0 {
				b[i] = c + 1
			}
		}
		return string(b)
	})
}

func metric(lines []string, rel float64) []string {
	out := append([]string(nil), lines...)
	changed := false
	for i, l := range lines {
		up := rel
		if lowerBetter.MatchString(l) {
			up = -rel
		} else if !metricGen.MatchString(l) {
			continue
		}
		k, v, _ := strings.Cut(l, ": ")
		if a, b, ok := strings.Cut(v, "/"); ok { // facts found: 3/3
			n, _ := strconv.Atoi(a)
			if rel < 0 {
				out[i] = k + ": " + strconv.Itoa(n-1) + "/" + b
				changed = true
			}
			continue
		}
		pct := strings.HasSuffix(v, "%")
		x, err := strconv.ParseFloat(strings.TrimSuffix(v, "%"), 64)
		if err != nil {
			continue
		}
		dec := 0
		if _, frac, ok := strings.Cut(strings.TrimSuffix(v, "%"), "."); ok {
			dec = len(frac)
		}
		y := x * (1 + up)
		if !pct && !lowerBetter.MatchString(l) && y > 1 {
			y = 1 - (1-x)/2
		}
		s := strconv.FormatFloat(y, 'f', dec, 64)
		if pct {
			s += "%"
		}
		out[i] = k + ": " + s
		changed = true
	}
	if !changed {
		return nil
	}
	return out
}

func count(lines []string) []string {
	for i, l := range lines {
		if metricGen.MatchString(l) || volatileGen.MatchString(l) || strings.Contains(l, "|") {
			continue
		}
		if loc := intGen.FindStringIndex(l); loc != nil && !strings.Contains(l[:loc[0]], "v") {
			n, _ := strconv.Atoi(l[loc[0]:loc[1]])
			out := append([]string(nil), lines...)
			out[i] = l[:loc[0]] + strconv.Itoa(n+n/7+1) + l[loc[1]:]
			return out
		}
	}
	return nil
}

func prefix(l string) string {
	t := strings.TrimLeft(l, " │├└─")
	ind := l[:len(l)-len(t)]
	if len(t) > 2 && (t[0] == '-' || t[0] == '"' || t[0] == '<' || t[0] == '+') {
		return ind + t[:1]
	}
	return ""
}

func reorder(lines []string) []string {
	for i := 1; i+1 < len(lines); i++ {
		p := prefix(lines[i])
		if p != "" && p == prefix(lines[i+1]) && !strings.ContainsAny(lines[i]+lines[i+1], "0123456789") &&
			!strings.HasSuffix(lines[i], ",") == !strings.HasSuffix(lines[i+1], ",") {
			out := append([]string(nil), lines...)
			out[i], out[i+1] = out[i+1], out[i]
			return out
		}
	}
	return nil
}

var newWords = map[string]string{
	"Compile": "Build", "tests": "suites", "approved": "postponed", "private": "public-read",
	"Save": "Submit", "Retrieves": "Fetches", "Mathematician": "Engineer", "admin": "owner",
	"Widget": "Gizmo", "negative": "neutral", "listening": "waiting", "Account": "Profile",
	"Config": "Settings", "Join": "HashJoin", "panic": "worry", "tokio": "async-std",
	"month": "period", "staging": "prod", "forecast": "predicted", "declared": "defined",
	"Projection": "Select", "demo": "sample",
}

func reword(lines []string) []string {
	for i := len(lines) / 3; i < len(lines)+len(lines)/3; i++ {
		j := i % len(lines)
		for old, nw := range newWords {
			if strings.Contains(lines[j], old) {
				out := append([]string(nil), lines...)
				out[j] = strings.Replace(lines[j], old, nw, 1)
				return out
			}
		}
	}
	return nil
}

func addLine(lines []string) []string {
	for i := len(lines) - 1; i > 0; i-- {
		if p := prefix(lines[i]); p != "" {
			l := lines[i]
			k := strings.IndexFunc(l[len(p):], func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' })
			if k < 0 {
				continue
			}
			k += len(p)
			nl := l[:k] + "extra_" + l[k:]
			out := append([]string(nil), lines[:i+1]...)
			out = append(out, nl)
			return append(out, lines[i+1:]...)
		}
	}
	return append(append([]string(nil), lines...), "", "notes: cached results were used")
}

var errorsByFormat = map[string][]string{
	"booktest": {"Traceback (most recent call last):", "  File \"test/model.py\", line 88, in predict", "KeyError: 'label'"},
	"insta":    {"thread 'main' panicked at src/lib.rs:142:9:", "called `Option::unwrap()` on a `None` value"},
	"jest":     {"TypeError: Cannot read properties of undefined (reading 'map')"},
	"go-snaps": {"panic: runtime error: invalid memory address or nil pointer dereference"},
	"goldie":   {"--- FAIL: TestStorage/compaction (0.31s)"},
	"cupaloy":  {"error: template: invoice:14: unexpected EOF"},
	"dirs":     {"ERROR failed to open /var/cache/app: permission denied"},
	"git":      {"Error: creating S3 bucket (staging-logs): AccessDenied: Access Denied"},
}

func withError(b base, lines []string, i int) []string {
	e := errorsByFormat[b.format]
	at := len(lines) / 2
	if i%3 == 0 {
		at = len(lines)
	}
	out := append([]string(nil), lines[:at]...)
	out = append(out, e...)
	return append(out, lines[at:]...)
}
