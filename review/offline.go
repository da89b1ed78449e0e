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
	errorLine = regexp.MustCompile(`(?i)\b(error|errors|exception|panic|panicked|traceback|fatal|segmentation fault|segfault|failed|failures|assertion(error)? failed|assertionerror|stack overflow|nan|undefined|null pointer|nil pointer)\b|^\s*(FAIL|FAILED|FAILURE)\b|--- FAIL|(?-i:\bFAIL\b)`)
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
	hexID = regexp.MustCompile(`\b[0-9a-fA-F]{7,64}\b`)
	// hexFileRE finds hex ids that name a file (a path part, or before an
	// extension): content-hash names, whose change is a change of content
	hexFileRE = regexp.MustCompile(`[/\\]([0-9a-fA-F]{7,64})\b|\b([0-9a-fA-F]{7,64})\.[A-Za-z][A-Za-z0-9]{0,7}\b`)
	numberRE  = regexp.MustCompile(`[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?`)
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

// maskWeakOf masks the weak volatile values of l, already masked by
// maskVolatile.
func maskWeakOf(l string) string {
	for _, re := range weakVolatile {
		l = re.ReplaceAllString(l, "<w>")
	}
	return l
}

// masker remembers maskVolatile's answers during one review: the rules ask
// for the same lines again. It checks its context every 64 lines it masks:
// once the context has ended it masks nothing more and err says why.
type masker struct {
	ctx  context.Context
	vols map[string]string
	n    int
	err  error
}

func newMasker(ctx context.Context) *masker {
	return &masker{ctx: ctx, vols: map[string]string{}}
}

func (m *masker) vol(l string) string {
	v, ok := m.vols[l]
	if ok {
		return v
	}
	if m.err != nil {
		return l
	}
	if m.n%64 == 0 {
		if m.err = m.ctx.Err(); m.err != nil {
			return l
		}
	}
	m.n++
	v = maskVolatile(l)
	m.vols[l] = v
	return v
}

// maskVolatile replaces timestamps, ids and durations with placeholders;
// a hexadecimal id that names a file (a content hash) is kept.
func maskVolatile(l string) string {
	for _, re := range volatile {
		l = re.ReplaceAllString(l, "<v>")
	}
	var named map[string]bool // hex ids that name a file: content hashes
	for _, m := range hexFileRE.FindAllStringSubmatch(l, -1) {
		if named == nil {
			named = map[string]bool{}
		}
		named[m[1]+m[2]] = true
	}
	return hexID.ReplaceAllStringFunc(l, func(s string) string {
		if named[s] {
			return s
		}
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

// review applies the rules. It returns ctx's error, having stopped
// masking lines, when ctx ends first.
func (o Offline) review(ctx context.Context, d Diff) (Result, error) {
	if d.Status == StatusFailed {
		return failedTest(d), nil
	}
	assets := changedAssets(d)
	var r Result
	switch {
	case d.Expected == d.Actual && len(assets) == 0:
		return Result{Category: Accept, Confidence: 1, Rule: "identical", Summary: "no change",
			Rationale: "The actual output is byte for byte the expected one."}, nil
	case d.Expected == d.Actual:
		r = Result{Category: Accept, Confidence: 1, Rule: "identical", Summary: "no change in the text"}
	case d.Status == StatusNew:
		r = newSnapshot(d)
	default:
		mk := newMasker(ctx)
		r = o.text(mk, d)
		if mk.err != nil {
			return Result{}, mk.err
		}
	}
	if len(assets) > 0 {
		r = withAssets(r, assets)
	}
	return r, nil
}

// text reviews the change of a snapshot's text, masking lines with mk.
// Outputs longer together than MaxReviewBytes are not read.
func (o Offline) text(mk *masker, d Diff) Result {
	if strings.TrimSpace(d.Actual) == "" {
		return Result{Category: Fail, Confidence: 0.97, Rule: "emptied", FlagsForHuman: true,
			Summary:   "output is now empty",
			Rationale: fmt.Sprintf("The expected output has %d lines; the actual output is empty, so the test no longer shows anything.", len(splitLines(d.Expected)))}
	}
	if n := len(d.Expected) + len(d.Actual); n > MaxReviewBytes {
		return Result{Category: Unsure, Confidence: 0.3, Rule: "too_large", FlagsForHuman: true,
			Summary:   "outputs too large for the offline rules",
			Rationale: fmt.Sprintf("The outputs hold %d bytes together; the offline rules read at most %d, so a person should compare them.", n, MaxReviewBytes)}
	}
	exp, act := splitLines(d.Expected), splitLines(d.Actual)
	ops := lineDiff(exp, act)
	removed, added := changes(ops)
	norm := func(l string) string { return numberRE.ReplaceAllString(mk.vol(ws(l)), "#") }
	had := map[string]bool{}
	for _, l := range exp {
		had[norm(l)] = true
	}
	var newErrors, goneErrors []string
	for _, l := range added {
		if isErrorLine(l) && !had[norm(l)] {
			newErrors = append(newErrors, l)
		}
	}
	has := map[string]bool{}
	for _, l := range act {
		has[norm(l)] = true
	}
	if mk.err != nil {
		return Result{} // the caller has gone
	}
	for _, l := range removed {
		if isErrorLine(l) && !has[norm(l)] {
			goneErrors = append(goneErrors, l)
		}
	}
	bad, good, firstBad := statusFlips(mk, removed, added)
	if bad > 0 {
		return Result{Category: Fail, Confidence: 0.96, Rule: "status_failed", FlagsForHuman: true,
			Summary:   "status went from passing to failing: " + ws(firstBad),
			Rationale: fmt.Sprintf("%d line(s) report the same test, check or service as before, whose status changed from a passing word (ok, passed, success, ✓) to a failing one (FAIL, error, timeout, ✗).", bad),
			Issues:    lineIssues(act, []string{firstBad}, "status now failing")}
	}
	if len(newErrors) > 0 && countErrors(act) <= countErrors(exp) {
		// The expected output shows errors too, as many as now: the test is
		// about an error whose wording changed.
		return Result{Category: Unsure, Confidence: 0.5, Rule: "error_changed", FlagsForHuman: true,
			Summary:   "error wording changed: " + ws(newErrors[0]),
			Rationale: "The expected output already shows error lines and the actual one has no more of them, but their text changed: whether the new message is right needs the test's context.",
			Issues:    lineIssues(act, newErrors, "changed error line")}
	}
	if len(newErrors) > 0 {
		return Result{Category: Fail, Confidence: 0.96, Rule: "new_error", FlagsForHuman: true,
			Summary:   "new error: " + ws(newErrors[0]),
			Rationale: fmt.Sprintf("The actual output has %d error, panic, traceback or FAIL line(s) that the expected output does not.", len(newErrors)),
			Issues:    lineIssues(act, newErrors, "new error line")}
	}
	if r, ok := statusCodes(removed, added); ok {
		return r
	}
	if r, ok := booktestTolerance(mk, exp, act, added); ok {
		return r
	}
	if good > 0 && len(goneErrors) == 0 && len(added) <= len(removed) {
		return Result{Category: RecommendAccept, Confidence: 0.75, Rule: "status_fixed", FlagsForHuman: true,
			Summary:   fmt.Sprintf("%d status(es) went from failing to passing", good),
			Rationale: "Lines that reported a failure for a test, check or service now report it passing: a fix, unless the test checks the failure."}
	}
	if slices.Equal(nonBlank(exp, ws), nonBlank(act, ws)) {
		return Result{Category: Accept, Confidence: 0.98, Rule: "whitespace",
			Summary:   "whitespace-only change",
			Rationale: "The outputs differ only in spaces, indentation or blank lines."}
	}
	if sameJSON(d.Expected, d.Actual) {
		return Result{Category: Accept, Confidence: 0.97, Rule: "json_equal",
			Summary:   "same JSON value: only key order or layout changed",
			Rationale: "Both outputs are JSON documents (or JSON lines) with equal values: object keys were reordered or the layout changed, which JSON gives no meaning."}
	}
	cexp, cact := exp, act
	if ce, ok := canonJSON(d.Expected); ok {
		if ca, ok := canonJSON(d.Actual); ok {
			if slices.Equal(nonBlank(splitLines(ce), ws), nonBlank(splitLines(ca), ws)) {
				return Result{Category: Accept, Confidence: 0.97, Rule: "json_equal",
					Summary:   "same JSON values in the text: only key order or layout changed",
					Rationale: "The JSON the outputs hold (code blocks, documents inside the text) has equal values: object keys were reordered or the layout changed, which JSON gives no meaning; the text around it is the same."}
			}
			cexp, cact = splitLines(ce), splitLines(ca)
		}
	}
	mexp, mact := nonBlank(cexp, func(l string) string { return mk.vol(ws(l)) }), nonBlank(cact, func(l string) string { return mk.vol(ws(l)) })
	if slices.Equal(mexp, mact) {
		return Result{Category: Accept, Confidence: 0.97, Rule: "volatile",
			Summary:   "only timestamps, ids or durations changed",
			Rationale: "Once timestamps, UUIDs, hexadecimal ids, addresses, epoch times and measured durations are masked, the outputs are equal: only run-dependent values changed."}
	}
	mexp, mact = nonBlank(exp, func(l string) string { return maskWeakOf(mk.vol(ws(l))) }), nonBlank(act, func(l string) string { return maskWeakOf(mk.vol(ws(l))) })
	if slices.Equal(mexp, mact) {
		return Result{Category: RecommendAccept, Confidence: 0.85, Rule: "dates", FlagsForHuman: true,
			Summary:   "only dates, clock times or whole durations changed",
			Rationale: "Once dates, clock times and whole durations are masked, the outputs are equal. These are often the day of the run, but may be what the test computes (date arithmetic, a configured timeout): check which."}
	}
	if r, ok := o.numeric(mexp, mact); ok {
		return r
	}
	if len(mexp) == len(mact) && sortedEqual(mexp, mact) {
		return Result{Category: RecommendAccept, Confidence: 0.85, Rule: "ordering",
			Summary:     "same lines in a different order",
			Rationale:   "Every line is still there, in another order. Accept unless the order is what the test checks (a ranking, a sort).",
			Suggestions: []string{"sort unordered collections before printing them"}}
	}
	changed := len(removed) + len(added)
	total := max(len(exp), len(act))
	if len(goneErrors) > 0 && len(added) <= len(removed) {
		return Result{Category: RecommendAccept, Confidence: 0.7, Rule: "error_gone", FlagsForHuman: true,
			Summary:   "error lines disappeared: " + ws(goneErrors[0]),
			Rationale: fmt.Sprintf("%d error line(s) of the expected output are gone; that is a fix unless the test was meant to show the error.", len(goneErrors))}
	}
	if total >= 6 && nonBlankCount(removed) > 0 && float64(max(len(removed), len(added))) > 0.6*float64(total) {
		return Result{Category: RecommendFail, Confidence: 0.6, Rule: "rewrite", FlagsForHuman: true,
			Summary:   fmt.Sprintf("large rewrite: %d of %d lines changed", max(len(removed), len(added)), total),
			Rationale: "Most of the output changed at once, which no small fix explains; a person should compare it with what the test is meant to show."}
	}
	if len(removed) == 0 {
		return Result{Category: RecommendAccept, Confidence: 0.65, Rule: "addition",
			Summary:   fmt.Sprintf("%d line(s) added, nothing removed", len(added)),
			Rationale: "The actual output keeps everything expected and adds to it."}
	}
	if len(added) == 0 && nonBlankCount(removed) > 0 {
		return Result{Category: RecommendFail, Confidence: 0.65, Rule: "removal", FlagsForHuman: true,
			Summary:   fmt.Sprintf("%d line(s) missing from the output", len(removed)),
			Rationale: "Expected lines are gone and nothing replaces them: the output lost information.",
			Issues:    lineIssues(exp, removed, "missing line")}
	}
	return Result{Category: Unsure, Confidence: 0.4, Rule: "unsure", FlagsForHuman: true,
		Summary:   fmt.Sprintf("%d line(s) changed; needs a person", changed),
		Rationale: "No rule explains the change: it is neither cosmetic, nor run-dependent, nor an obvious failure."}
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
		at := numberRE.FindAllStringIndex(exp[i], -1)
		for k := range ea {
			x, err1 := strconv.ParseFloat(ea[k], 64)
			y, err2 := strconv.ParseFloat(aa[k], 64)
			if err1 != nil || err2 != nil || x == y {
				continue
			}
			rel := math.Abs(x-y) / math.Max(math.Abs(x), math.Abs(y))
			// whole numbers are counts, ids, ports, sizes: exact, never
			// floating-point noise
			if rel > tol || (isInteger(ea[k]) && isInteger(aa[k])) {
				issues = append(issues, fmt.Sprintf("line %d: %s -> %s (%.2g%%)", i+1, ea[k], aa[k], rel*100))
				// the metric a number measures is named just before it
				// ("val_loss: 0.31", "loss 0.2 acc 0.9"), or anywhere on a
				// line with one number
				// (digits inside a name, as in f1 or p99, are part of it)
				prev := 0
				for j := k - 1; j >= 0; j-- {
					if !inName(exp[i], at[j][0]) {
						prev = at[j][1]
						break
					}
				}
				dir := metricDirection(exp[i][prev:at[k][0]])
				if dir == 0 && len(ea) == 1 {
					dir = metricDirection(exp[i])
				}
				switch {
				case dir < 0 && y > x, dir > 0 && y < x:
					metricDrop = true
				case dir != 0:
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

// inName reports whether the number at byte i of l is part of a name
// (f1, top5, p99): a letter or _ just before it.
func inName(l string, i int) bool {
	if i == 0 {
		return false
	}
	c := l[i-1]
	return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// isInteger reports whether a number is written without a fraction or
// an exponent.
func isInteger(s string) bool { return !strings.ContainsAny(s, ".eE") }

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
