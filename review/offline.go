package review

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// DefaultTolerance is the relative numeric drift the Offline reviewer
// accepts: 0.1%.
const DefaultTolerance = 1e-3

// Offline is the rule-based reviewer: no model, no network. Each rule gives
// a category, a confidence and a reason; only rules a person would trust
// without looking reach the automatic thresholds (0.95): no change beyond
// whitespace, volatile values (timestamps, ids, durations) or numeric drift
// within Tolerance is ACCEPT; an emptied output or a new error, panic,
// traceback or FAIL line is FAIL. Everything else is a recommendation or
// UNSURE.
type Offline struct {
	// Tolerance is the relative drift |a-b|/max(|a|,|b|) under which two
	// numbers count as equal; 0 means DefaultTolerance.
	Tolerance float64
}

var _ Reviewer = Offline{}

var (
	errorLine = regexp.MustCompile(`(?i)\b(error|errors|exception|panic|panicked|traceback|fatal|segmentation fault|segfault|failed|failures|assertion(error)? failed|assertionerror|stack overflow|nan|undefined|null pointer|nil pointer)\b|^\s*(FAIL|FAILED|FAILURE)\b|--- FAIL`)
	// zero-count lines ("errors: 0", "0 failed") are not errors
	zeroCount = regexp.MustCompile(`(?i)\b(errors?|failures?|failed|exceptions?)\b\W{0,3}\b0\b|\b0\b\W{0,3}\b(errors?|failures?|failed|exceptions?)\b|"error"\s*:\s*(null|""|false)|error:\s*(none|null)\b`)

	// volatile values are what a run makes up: timestamps with a time of
	// day, UUIDs, addresses, commit-like ids, epoch times, measured
	// durations (with a fraction or a sub-second unit, or after took,
	// elapsed, duration), pids and temporary paths.
	volatile = []*regexp.Regexp{
		regexp.MustCompile(`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?`),
		regexp.MustCompile(`(?i)\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,? \d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4} \d{1,2}:\d{2}(:\d{2})?( [A-Z]{3})?`),
		regexp.MustCompile(`\b\d{1,2}:\d{2}:\d{2}\.\d+\b`),
		regexp.MustCompile(`(?i)\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`),
		regexp.MustCompile(`\b0x[0-9a-fA-F]{4,}\b`),
		regexp.MustCompile(`\b1\d{9}(\d{3})?\b`), // epoch seconds or milliseconds, 2001-2033
		regexp.MustCompile(`\b\d+h\d+m(\d+(\.\d+)?s)?\b|\b\d+m\d+(\.\d+)?s\b`),
		regexp.MustCompile(`(?i)\b\d+\.\d+\s?(ns|µs|us|ms|s|sec|secs|seconds|m|min|h)\b|\b\d+\s?(ns|µs|us|ms)\b`),
		regexp.MustCompile(`(?i)\b(took|elapsed|duration|pid)\W{0,3}\d+(\.\d+)?\s?[a-zµ]*\b`),
		regexp.MustCompile(`(?i)(/tmp|/var/folders|\\Temp)[/\\][\w.\-/\\]+`),
	}
	// volatileWithoutDigits marks the volatile expressions that can match
	// text without a digit (a UUID of letters, a temporary path).
	volatileWithoutDigits = []bool{false, false, false, true, false, false, false, false, false, true}
	// weakVolatile values are often made up by the run but may be the point
	// of the test: dates alone, clock times, whole durations ("30s" may be a
	// configured timeout). A change only in them is RECOMMEND ACCEPT.
	weakVolatile = []*regexp.Regexp{
		regexp.MustCompile(`\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4}`),
		regexp.MustCompile(`(?i)\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,? \d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}\b`),
		regexp.MustCompile(`\b\d{1,2}:\d{2}(:\d{2})?\b`),
		regexp.MustCompile(`(?i)\b\d+\s?(s|sec|secs|seconds|m|min|mins|minutes|h|hours)\b`),
	}
	// hex ids (commit hashes, object ids): masked when they mix letters and digits
	hexID         = regexp.MustCompile(`\b[0-9a-fA-F]{7,64}\b`)
	numberRE      = regexp.MustCompile(`[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?`)
	lowerBetterRE = regexp.MustCompile(`(?i)\b(loss|mape|rmse|mae|mse|error[_ ]rate|wer|cer|perplexity|latency|p99|p95)\b`)
	metricRE      = regexp.MustCompile(`(?i)\b(acc|accuracy|precision|recall|f1|f-score|score|auc|roc|map|ndcg|bleu|rouge|r2|hit[_ ]?rate|pass[_ ]?rate|passed|coverage|correct)\b`)
)

func countErrors(lines []string) int {
	n := 0
	for _, l := range lines {
		if isErrorLine(l) {
			n++
		}
	}
	return n
}

func isErrorLine(l string) bool {
	return errorLine.MatchString(l) && !zeroCount.MatchString(l)
}

// ws collapses the whitespace of l.
func ws(l string) string { return strings.Join(strings.Fields(l), " ") }

// maskWeakOf replaces dates, clock times and whole durations with
// placeholders in a line maskVolatile masked already.
func maskWeakOf(v string) string {
	for _, re := range weakVolatile {
		v = re.ReplaceAllString(v, "<w>")
	}
	return v
}

// masked returns maskVolatile(ws(l)) of each line, or ctx's error when
// ctx ends first.
func masked(ctx context.Context, lines []string) ([]string, error) {
	out := make([]string, len(lines))
	for i, l := range lines {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		out[i] = maskVolatile(ws(l))
	}
	return out, nil
}

// maskVolatile replaces timestamps, ids and durations with placeholders.
func maskVolatile(l string) string {
	digits := strings.ContainsAny(l, "0123456789")
	for i, re := range volatile {
		if !digits && !volatileWithoutDigits[i] {
			continue // every match of the expression holds a digit
		}
		l = re.ReplaceAllString(l, "<v>")
	}
	if !digits {
		return l // a hex id is masked only when it mixes digits and letters
	}
	return hexID.ReplaceAllStringFunc(l, func(s string) string {
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "abcdefABCDEF") {
			return "<v>"
		}
		return s
	})
}

func nonBlank(lines []string, f func(string) string) []string {
	var out []string
	for _, l := range lines {
		if l = f(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func (o Offline) tolerance() float64 {
	if o.Tolerance > 0 {
		return o.Tolerance
	}
	return DefaultTolerance
}

// Review applies the rules to d in order; the first that matches decides.
func (o Offline) Review(ctx context.Context, d Diff) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	r, err := o.review(ctx, d)
	if err != nil {
		return Result{}, err
	}
	r.Reviewer = "offline"
	r.normalize(d)
	return r, nil
}

// review applies the rules in order; the first that matches decides. It
// returns ctx's error, having stopped, when ctx ends while it masks the
// lines.
func (o Offline) review(ctx context.Context, d Diff) (Result, error) {
	if d.Expected == d.Actual {
		return Result{Category: Accept, Confidence: 1, Rule: "identical", Summary: "no change",
			Rationale: "The actual output is byte for byte the expected one."}, nil
	}
	if strings.TrimSpace(d.Actual) == "" {
		return Result{Category: Fail, Confidence: 0.97, Rule: "emptied", FlagsForHuman: true,
			Summary:   "output is now empty",
			Rationale: fmt.Sprintf("The expected output has %d lines; the actual output is empty, so the test no longer shows anything.", len(splitLines(d.Expected)))}, nil
	}
	if n := len(d.Expected) + len(d.Actual); n > MaxReviewBytes {
		return Result{Category: Unsure, Confidence: 0.3, Rule: "too_large", FlagsForHuman: true,
			Summary:   "outputs too large for the offline rules",
			Rationale: fmt.Sprintf("The outputs hold %d bytes together; the offline rules read at most %d, so a person should compare them.", n, MaxReviewBytes)}, nil
	}
	exp, act := splitLines(d.Expected), splitLines(d.Actual)
	ops := lineDiff(exp, act)
	removed, added := changes(ops)
	// Each line is masked once: the rules below compare the masked lines
	// in three ways.
	vexp, err := masked(ctx, exp)
	if err != nil {
		return Result{}, err
	}
	vact, err := masked(ctx, act)
	if err != nil {
		return Result{}, err
	}
	norm := func(v string) string { return numberRE.ReplaceAllString(v, "#") }
	had := map[string]bool{}
	for _, v := range vexp {
		had[norm(v)] = true
	}
	var newErrors, goneErrors []string
	for _, l := range added {
		if isErrorLine(l) && !had[norm(maskVolatile(ws(l)))] {
			newErrors = append(newErrors, l)
		}
	}
	has := map[string]bool{}
	for _, v := range vact {
		has[norm(v)] = true
	}
	for _, l := range removed {
		if isErrorLine(l) && !has[norm(maskVolatile(ws(l)))] {
			goneErrors = append(goneErrors, l)
		}
	}
	if len(newErrors) > 0 && countErrors(act) <= countErrors(exp) {
		// The expected output shows errors too, as many as now: the test is
		// about an error whose wording changed.
		return Result{Category: Unsure, Confidence: 0.5, Rule: "error_changed", FlagsForHuman: true,
			Summary:   "error wording changed: " + ws(newErrors[0]),
			Rationale: "The expected output already shows error lines and the actual one has no more of them, but their text changed: whether the new message is right needs the test's context.",
			Issues:    lineIssues(act, newErrors, "changed error line")}, nil
	}
	if len(newErrors) > 0 {
		return Result{Category: Fail, Confidence: 0.96, Rule: "new_error", FlagsForHuman: true,
			Summary:   "new error: " + ws(newErrors[0]),
			Rationale: fmt.Sprintf("The actual output has %d error, panic, traceback or FAIL line(s) that the expected output does not.", len(newErrors)),
			Issues:    lineIssues(act, newErrors, "new error line")}, nil
	}
	if slices.Equal(nonBlank(exp, ws), nonBlank(act, ws)) {
		return Result{Category: Accept, Confidence: 0.98, Rule: "whitespace",
			Summary:   "whitespace-only change",
			Rationale: "The outputs differ only in spaces, indentation or blank lines."}, nil
	}
	if sameJSON(d.Expected, d.Actual) {
		return Result{Category: Accept, Confidence: 0.97, Rule: "json_equal",
			Summary:   "same JSON value: only key order or layout changed",
			Rationale: "Both outputs are JSON documents (or JSON lines) with equal values: object keys were reordered or the layout changed, which JSON gives no meaning."}, nil
	}
	mexp, mact := nonBlank(vexp, func(v string) string { return v }), nonBlank(vact, func(v string) string { return v })
	if slices.Equal(mexp, mact) {
		return Result{Category: Accept, Confidence: 0.97, Rule: "volatile",
			Summary:   "only timestamps, ids or durations changed",
			Rationale: "Once timestamps, UUIDs, hexadecimal ids, addresses, epoch times and measured durations are masked, the outputs are equal: only run-dependent values changed."}, nil
	}
	mexp, mact = nonBlank(vexp, maskWeakOf), nonBlank(vact, maskWeakOf)
	if slices.Equal(mexp, mact) {
		return Result{Category: RecommendAccept, Confidence: 0.85, Rule: "dates", FlagsForHuman: true,
			Summary:   "only dates, clock times or whole durations changed",
			Rationale: "Once dates, clock times and whole durations are masked, the outputs are equal. These are often the day of the run, but may be what the test computes (date arithmetic, a configured timeout): check which."}, nil
	}
	if r, ok := o.numeric(mexp, mact); ok {
		return r, nil
	}
	if len(mexp) == len(mact) && sortedEqual(mexp, mact) {
		return Result{Category: RecommendAccept, Confidence: 0.85, Rule: "ordering",
			Summary:     "same lines in a different order",
			Rationale:   "Every line is still there, in another order. Accept unless the order is what the test checks (a ranking, a sort).",
			Suggestions: []string{"sort unordered collections before printing them"}}, nil
	}
	changed := len(removed) + len(added)
	total := max(len(exp), len(act))
	if len(goneErrors) > 0 && len(added) <= len(removed) {
		return Result{Category: RecommendAccept, Confidence: 0.7, Rule: "error_gone", FlagsForHuman: true,
			Summary:   "error lines disappeared: " + ws(goneErrors[0]),
			Rationale: fmt.Sprintf("%d error line(s) of the expected output are gone; that is a fix unless the test was meant to show the error.", len(goneErrors))}, nil
	}
	if total >= 6 && float64(max(len(removed), len(added))) > 0.6*float64(total) {
		return Result{Category: RecommendFail, Confidence: 0.6, Rule: "rewrite", FlagsForHuman: true,
			Summary:   fmt.Sprintf("large rewrite: %d of %d lines changed", max(len(removed), len(added)), total),
			Rationale: "Most of the output changed at once, which no small fix explains; a person should compare it with what the test is meant to show."}, nil
	}
	if len(removed) == 0 {
		return Result{Category: RecommendAccept, Confidence: 0.65, Rule: "addition",
			Summary:   fmt.Sprintf("%d line(s) added, nothing removed", len(added)),
			Rationale: "The actual output keeps everything expected and adds to it."}, nil
	}
	if len(added) == 0 && nonBlankCount(removed) > 0 {
		return Result{Category: RecommendFail, Confidence: 0.65, Rule: "removal", FlagsForHuman: true,
			Summary:   fmt.Sprintf("%d line(s) missing from the output", len(removed)),
			Rationale: "Expected lines are gone and nothing replaces them: the output lost information.",
			Issues:    lineIssues(exp, removed, "missing line")}, nil
	}
	return Result{Category: Unsure, Confidence: 0.4, Rule: "unsure", FlagsForHuman: true,
		Summary:   fmt.Sprintf("%d line(s) changed; needs a person", changed),
		Rationale: "No rule explains the change: it is neither cosmetic, nor run-dependent, nor an obvious failure."}, nil
}

func nonBlankCount(lines []string) int {
	n := 0
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	return n
}

func sortedEqual(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// numeric compares outputs whose lines have the same shape once numbers are
// masked.
func (o Offline) numeric(exp, act []string) (Result, bool) {
	if len(exp) != len(act) {
		return Result{}, false
	}
	tol := o.tolerance()
	worst, worstLine := 0.0, -1
	var issues []string
	metricDrop, metricUp := false, false
	for i := range exp {
		if numberRE.ReplaceAllString(exp[i], "#") != numberRE.ReplaceAllString(act[i], "#") {
			return Result{}, false
		}
		ea, aa := numberRE.FindAllString(exp[i], -1), numberRE.FindAllString(act[i], -1)
		if len(ea) != len(aa) { // a literal # in the text
			return Result{}, false
		}
		for k := range ea {
			x, err1 := strconv.ParseFloat(ea[k], 64)
			y, err2 := strconv.ParseFloat(aa[k], 64)
			if err1 != nil || err2 != nil || x == y {
				continue
			}
			rel := math.Abs(x-y) / math.Max(math.Abs(x), math.Abs(y))
			if rel > tol {
				issues = append(issues, fmt.Sprintf("line %d: %s -> %s (%.2g%%)", i+1, ea[k], aa[k], rel*100))
				switch {
				case lowerBetterRE.MatchString(exp[i]) && y > x, metricRE.MatchString(exp[i]) && y < x:
					metricDrop = true
				case lowerBetterRE.MatchString(exp[i]), metricRE.MatchString(exp[i]):
					metricUp = true
				default:
					return Result{Category: Unsure, Confidence: 0.5, Rule: "numeric_change", FlagsForHuman: true,
						Summary:   "numbers changed beyond tolerance",
						Rationale: fmt.Sprintf("Only numbers changed, some by more than the tolerance %g and not all of them quality metrics: whether the new values are right needs the test's context.", tol),
						Issues:    issues}, true
				}
			}
			if rel > worst {
				worst, worstLine = rel, i
			}
		}
	}
	if worstLine < 0 {
		return Result{}, false
	}
	if len(issues) == 0 {
		return Result{Category: Accept, Confidence: 0.96, Rule: "numeric_drift",
			Summary:   fmt.Sprintf("numbers drifted at most %.2g%%, within tolerance", worst*100),
			Rationale: fmt.Sprintf("Only numbers changed, all by less than the relative tolerance %g (largest %.3g).", tol, worst)}, true
	}
	if metricDrop {
		return Result{Category: RecommendFail, Confidence: 0.75, Rule: "metric_drop", FlagsForHuman: true,
			Summary:   "quality metric decreased beyond tolerance",
			Rationale: fmt.Sprintf("Only numbers changed, and a quality metric (accuracy, score, …) went down by more than the tolerance %g.", tol),
			Issues:    issues}, true
	}
	if metricUp {
		return Result{Category: RecommendAccept, Confidence: 0.7, Rule: "metric_improved",
			Summary:   "quality metrics improved beyond tolerance",
			Rationale: fmt.Sprintf("Only numbers changed; those beyond the tolerance %g are quality metrics and all improved.", tol),
			Issues:    issues}, true
	}
	return Result{Category: Unsure, Confidence: 0.5, Rule: "numeric_change", FlagsForHuman: true,
		Summary:   fmt.Sprintf("%d number(s) changed beyond tolerance", len(issues)),
		Rationale: fmt.Sprintf("Only numbers changed, %d of them by more than the tolerance %g: whether the new values are right needs the test's context.", len(issues), tol),
		Issues:    issues}, true
}

// lineIssues names the lines of which (at most 5) by their line number in
// out.
func lineIssues(out, which []string, what string) []string {
	var issues []string
	for _, w := range which {
		for i, l := range out {
			if l == w {
				issues = append(issues, fmt.Sprintf("line %d: %s: %s", i+1, what, clip(ws(l), 100)))
				break
			}
		}
		if len(issues) == 5 {
			break
		}
	}
	return issues
}

// sameJSON reports whether a and b are both a JSON document, or both JSON
// lines, with equal values (numbers compared as written).
func sameJSON(a, b string) bool {
	va, ok := jsonValues(a)
	if !ok {
		return false
	}
	vb, ok := jsonValues(b)
	return ok && reflect.DeepEqual(va, vb)
}

func jsonValues(s string) ([]any, bool) {
	t := strings.TrimSpace(s)
	if t == "" || (t[0] != '{' && t[0] != '[') {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	var out []any
	for {
		var v any
		err := dec.Decode(&v)
		if err == io.EOF {
			return out, len(out) > 0
		}
		if err != nil {
			return nil, false
		}
		out = append(out, v)
	}
}
