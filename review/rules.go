package review

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Rules that read what a line means, by class: a failed test, a new
// snapshot, changed binary assets, a status word or code that flipped,
// metrics named in any case style, booktest's own metric lines, and JSON
// inside a text.

// failedTest reviews a test its tool says failed (booktest FAIL): a crash
// or a failed assertion is a failure whatever its output shows.
func failedTest(d Diff) Result {
	act := splitLines(d.Actual)
	var errs, crash []string
	for _, l := range act {
		if isErrorLine(l) || crashRE.MatchString(l) {
			errs = append(errs, l)
		}
		if crashRE.MatchString(l) && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(l)), "traceback") {
			crash = append(crash, l)
		}
	}
	summary := "the test failed"
	switch {
	case len(crash) > 0: // the exception raised, the last line of a traceback
		summary = "the test failed: " + ws(crash[len(crash)-1])
	case len(errs) > 0:
		summary = "the test failed: " + ws(errs[len(errs)-1])
	}
	return Result{Category: Fail, Confidence: 0.99, Rule: "test_failed", FlagsForHuman: true,
		Summary:   summary,
		Rationale: fmt.Sprintf("%s reports this test as failed (an exception, a crash or a failed assertion), not as a changed snapshot: it is a failure whatever its output shows, and accepting it would freeze a failing run.", d.Source),
		Issues:    lineIssues(act, errs, "error line")}
}

// crashRE marks lines that only a crash writes.
var crashRE = regexp.MustCompile(`(?i)\btraceback \(most recent call last\)|\bpanicked at\b|\bsegmentation fault\b|\bcore dumped\b|\bstack overflow\b|(?-i:^\s*(?:\w+\.)*\w+(?:Error|Exception): )|\bunhandled exception\b|\bfatal error\b`)

// newSnapshot reviews a snapshot that has no expected output yet on its
// content: a person reads it once, unless it shows a crash or errors.
func newSnapshot(d Diff) Result {
	act := splitLines(d.Actual)
	n := nonBlankCount(act)
	if n == 0 {
		return Result{Category: RecommendFail, Confidence: 0.6, Rule: "new_empty", FlagsForHuman: true,
			Summary:   "new snapshot is empty",
			Rationale: "The test writes a new snapshot with nothing in it: the test shows nothing yet."}
	}
	var crash, errs []string
	for _, l := range act {
		switch {
		case crashRE.MatchString(l):
			crash = append(crash, l)
		case isErrorLine(l) || statusWord(l) < 0:
			errs = append(errs, l)
		}
	}
	if len(crash) > 0 {
		return Result{Category: Fail, Confidence: 0.96, Rule: "new_crash", FlagsForHuman: true,
			Summary:   "new snapshot shows a crash: " + ws(crash[0]),
			Rationale: "The new snapshot holds a traceback, a panic or an unhandled exception: the test crashed while it wrote it.",
			Issues:    lineIssues(act, crash, "crash line")}
	}
	if len(errs) > 0 {
		return Result{Category: RecommendFail, Confidence: 0.7, Rule: "new_errors", FlagsForHuman: true,
			Summary:   "new snapshot shows errors: " + ws(errs[0]),
			Rationale: "The new snapshot holds error or failure lines: right only if the test is about that error.",
			Issues:    lineIssues(act, errs, "error line")}
	}
	return Result{Category: RecommendAccept, Confidence: 0.7, Rule: "new", FlagsForHuman: true,
		Summary:   fmt.Sprintf("new snapshot: %d line(s), no error", n),
		Rationale: "There is no expected output to compare with: the snapshot is new. It shows no error or failure; a person reads it once before it becomes the expected output."}
}

// withAssets caps r when files of the snapshot (images, binary data)
// changed content: what they show cannot be read here, so the change is
// never accepted without a person.
func withAssets(r Result, assets []Asset) Result {
	var issues []string
	for _, a := range assets {
		issues = append(issues, describeAsset(a))
	}
	if r.Category <= RecommendFail {
		r.Issues = append(r.Issues, issues...)
		return r
	}
	kind := "file"
	if assets[0].Binary {
		kind = "binary file"
	}
	return Result{Category: Unsure, Confidence: 0.5, Rule: "binary_changed", FlagsForHuman: true,
		Summary:   fmt.Sprintf("%d %s(s) changed content: %s", len(assets), kind, assets[0].Name),
		Rationale: "Files of the snapshot (images, charts, binary data) have other content, compared byte for byte: a content-hash name that changed names other content. What they show cannot be read here; a person looks at them.",
		Issues:    issues}
}

// Status words: a test, check or service that passed or failed.
var (
	passWords = map[string]bool{"ok": true, "pass": true, "passed": true, "passing": true, "success": true, "succeeded": true,
		"successful": true, "healthy": true, "✓": true, "✔": true, "green": true}
	failWords = map[string]bool{"fail": true, "failed": true, "failing": true, "failure": true, "error": true, "errored": true,
		"broken": true, "timeout": true, "panicked": true, "crashed": true, "unhealthy": true, "✗": true, "✘": true, "❌": true,
		"aborted": true, "red": true}
	wordRE = regexp.MustCompile(`[\p{L}\p{N}_]+|[✓✔✗✘❌]`)
)

// statusWord returns +1 when l ends in a pass status word, -1 for a fail
// one (its last status word decides), 0 for none.
func statusWord(l string) int {
	words := wordRE.FindAllString(l, -1)
	for i := len(words) - 1; i >= 0 && i >= len(words)-3; i-- {
		w := strings.ToLower(words[i])
		if passWords[w] {
			return 1
		}
		if failWords[w] {
			return -1
		}
	}
	return 0
}

// statusSkeleton is l without its status words, numbers and run values:
// two lines with the same skeleton report on the same thing.
func statusSkeleton(mk *masker, l string) string {
	l = numberRE.ReplaceAllString(mk.vol(ws(l)), "#")
	return wordRE.ReplaceAllStringFunc(l, func(w string) string {
		if lw := strings.ToLower(w); passWords[lw] || failWords[lw] {
			return "<s>"
		}
		return w
	})
}

// statusFlips pairs removed and added lines that report on the same thing
// and counts the statuses that went from pass to fail (bad) and back
// (good); first is the first bad line.
func statusFlips(mk *masker, removed, added []string) (bad, good int, first string) {
	was := map[string]int{}
	for _, l := range removed {
		if s := statusWord(l); s != 0 {
			was[statusSkeleton(mk, l)] = s
		}
	}
	for _, l := range added {
		s := statusWord(l)
		w, ok := was[statusSkeleton(mk, l)]
		switch {
		case !ok || s == 0 || s == w:
		case s < 0:
			if bad == 0 {
				first = l
			}
			bad++
		default:
			good++
		}
	}
	return bad, good, first
}

// Status codes: HTTP statuses and process exit codes.
var (
	httpStatusRE = []*regexp.Regexp{
		regexp.MustCompile(`\bHTTP/\d(?:\.\d)?\s+([1-5]\d\d)\b`),
		regexp.MustCompile(`(?i)["']?\b(?:status|status[_ ]?code|http[_ ]?status|http[_ ]?code|response[_ ]?code)["']?\s*[:=]?\s*["']?([1-5]\d\d)\b`),
		regexp.MustCompile(`\b([1-5]\d\d) (?:OK|Created|Accepted|No Content|Moved Permanently|Found|Not Modified|Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Conflict|Gone|Unprocessable Entity|Too Many Requests|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Timeout)\b`),
	}
	exitCodeRE = regexp.MustCompile(`(?i)\b(?:exit(?:ed)?(?:\s+with)?(?:\s+(?:code|status))|exit[_ ]?code|exitcode|return[_ ]?code|returncode|exit)\s*[:=]?\s*(-?\d+)\b`)
)

// codes returns the HTTP statuses and exit codes the lines show.
func codes(lines []string) (http, exit map[int]bool) {
	http, exit = map[int]bool{}, map[int]bool{}
	for _, l := range lines {
		for _, re := range httpStatusRE {
			for _, m := range re.FindAllStringSubmatch(l, -1) {
				n, _ := strconv.Atoi(m[1])
				http[n] = true
			}
		}
		for _, m := range exitCodeRE.FindAllStringSubmatch(l, -1) {
			n, _ := strconv.Atoi(m[1])
			exit[n] = true
		}
	}
	return http, exit
}

// statusCodes compares the HTTP statuses and exit codes of the changed
// lines: a new server error or non-zero exit where the expected output
// succeeded is a failure, a new client error a likely one, and a success
// where the expected output failed likely a fix.
func statusCodes(removed, added []string) (Result, bool) {
	eh, ee := codes(removed)
	ah, ae := codes(added)
	has := func(m map[int]bool, f func(int) bool) (int, bool) {
		for c := range m {
			if f(c) {
				return c, true
			}
		}
		return 0, false
	}
	okHTTP := func(c int) bool { return c < 400 }
	if c, ok := has(ah, func(c int) bool { return c >= 500 && !eh[c] }); ok {
		summary := fmt.Sprintf("HTTP status %d (server error)", c)
		if was, ok := has(eh, okHTTP); ok {
			summary += fmt.Sprintf(" where it was %d", was)
		}
		return Result{Category: Fail, Confidence: 0.96, Rule: "status_code", FlagsForHuman: true,
			Summary:   summary,
			Rationale: "A response now has a server-error status (5xx) that the expected output did not have: the request fails."}, true
	}
	if c, ok := has(ae, func(c int) bool { return c != 0 && !ee[c] }); ok && ee[0] {
		return Result{Category: Fail, Confidence: 0.96, Rule: "status_code", FlagsForHuman: true,
			Summary:   fmt.Sprintf("exit code %d where it was 0", c),
			Rationale: "A process now exits with a non-zero code where the expected output shows it succeeding."}, true
	}
	if c, ok := has(ah, func(c int) bool { return c >= 400 && !eh[c] }); ok {
		if was, ok := has(eh, okHTTP); ok {
			return Result{Category: RecommendFail, Confidence: 0.8, Rule: "status_code", FlagsForHuman: true,
				Summary:   fmt.Sprintf("HTTP status %d (client error) where it was %d", c, was),
				Rationale: "A response now has a client-error status (4xx) where the expected one succeeded: right only if the test means to send a bad request."}, true
		}
	}
	if _, ok := has(eh, func(c int) bool { return c >= 400 && !ah[c] }); ok {
		if c, ok := has(ah, func(c int) bool { return c < 400 && !eh[c] }); ok {
			return Result{Category: RecommendAccept, Confidence: 0.75, Rule: "status_fixed", FlagsForHuman: true,
				Summary:   fmt.Sprintf("HTTP status %d where it was an error", c),
				Rationale: "A response that failed now succeeds: a fix, unless the test checks the error."}, true
		}
	}
	if _, ok := has(ee, func(c int) bool { return c != 0 && !ae[c] }); ok && ae[0] && !ee[0] {
		return Result{Category: RecommendAccept, Confidence: 0.75, Rule: "status_fixed", FlagsForHuman: true,
			Summary:   "exit code 0 where it was an error",
			Rationale: "A process that failed now succeeds: a fix, unless the test checks the failure."}, true
	}
	return Result{}, false
}

// Metric names, matched on the words of a label in any case style
// (val_loss, trainAcc, eval/f1, top1-accuracy).
var (
	lowerBetter = map[string]bool{"loss": true, "mape": true, "rmse": true, "mae": true, "mse": true, "wer": true, "cer": true,
		"perplexity": true, "ppl": true, "latency": true, "p50": true, "p90": true, "p95": true, "p99": true, "err": true, "error": true,
		"errors": true, "fpr": true, "fnr": true, "eer": true, "regret": true}
	higherBetter = map[string]bool{"acc": true, "accuracy": true, "precision": true, "recall": true, "f1": true, "fscore": true,
		"score": true, "auc": true, "roc": true, "map": true, "ndcg": true, "bleu": true, "rouge": true, "r2": true, "hitrate": true,
		"passrate": true, "passed": true, "coverage": true, "correct": true, "top1": true, "top5": true, "iou": true, "dice": true,
		"mrr": true, "hit": true, "throughput": true, "qps": true, "rps": true}
)

// labelWords splits a label into lower-case words: snake_case, camelCase,
// kebab-case and paths alike.
func labelWords(label string) []string {
	var out []string
	for _, tok := range strings.FieldsFunc(label, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		// split camelCase, keep letter+digit words (f1, top1, p99) whole
		start := 0
		rs := []rune(tok)
		for i := 1; i < len(rs); i++ {
			if unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i-1]) {
				out = append(out, strings.ToLower(string(rs[start:i])))
				start = i
			}
		}
		out = append(out, strings.ToLower(string(rs[start:])))
	}
	return out
}

// metricDirection says whether the metric named by label is better
// higher (+1) or lower (-1), 0 when label names no known metric. The word
// nearest the value decides ("error_rate" is lower, "rate" alone unknown).
func metricDirection(label string) int {
	words := labelWords(label)
	for i := len(words) - 1; i >= 0 && i >= len(words)-4; i-- {
		w := words[i]
		if i > 0 && (w == "rate" || w == "ratio") {
			switch prev := words[i-1]; prev {
			case "pass", "hit", "success", "accept", "win":
				return 1
			case "error", "err", "failure", "fail", "miss", "drop", "reject":
				return -1
			}
		}
		if lowerBetter[w] {
			return -1
		}
		if higherBetter[w] {
			return 1
		}
	}
	return 0
}

// booktest's metric lines (tmetricln, tmetric_pct, ifloatln, ivalueln):
// "Accuracy: 0.912 (was 0.973, Δ-0.061<0.020!)", "0.973 (was 0.950, Δ+0.023)",
// "0.850 (was 0.820)", "0.973 (baseline)". The ! marks a change beyond the
// tolerance the test itself set.
var (
	btMetricRE   = regexp.MustCompile(`(-?\d+(?:\.\d+)?)(\s?\S*?) \(was (-?\d+(?:\.\d+)?)[^,()]*(?:, Δ([+-]?\d+(?:\.\d+)?)[^()\s]*?(?:([<>])(\d+(?:\.\d+)?)(!))?[^()\s]*(?: \[[^\]]*\])?)?\)`)
	btBaselineRE = regexp.MustCompile(`(-?\d+(?:\.\d+)?)(\s?\S*?) \(baseline\)`)
)

// btMetric is one booktest metric annotation.
type btMetric struct {
	label    string
	value    float64
	delta    float64
	exceeded bool // the ! of a change beyond the test's tolerance
}

func booktestMetrics(l string) []btMetric {
	var out []btMetric
	prev := 0
	for _, m := range btMetricRE.FindAllStringSubmatchIndex(l, -1) {
		v, _ := strconv.ParseFloat(l[m[2]:m[3]], 64)
		old, _ := strconv.ParseFloat(l[m[6]:m[7]], 64)
		bm := btMetric{label: l[prev:m[0]], value: v, delta: v - old, exceeded: m[14] >= 0}
		if m[8] >= 0 {
			bm.delta, _ = strconv.ParseFloat(l[m[8]:m[9]], 64)
		}
		out = append(out, bm)
		prev = m[1]
	}
	return out
}

// maskBooktestMetrics replaces booktest's metric annotations that stay
// within the test's tolerance (no !; with beyond, all) with a placeholder:
// booktest itself accepts those values.
func maskBooktestMetrics(l string, beyond bool) string {
	l = btMetricRE.ReplaceAllStringFunc(l, func(s string) string {
		if strings.Contains(s, "!") && !beyond {
			return s
		}
		return "<metric>"
	})
	return btBaselineRE.ReplaceAllString(l, "<metric>")
}

// booktestTolerance reviews booktest's metric lines: values beyond the
// tolerance the test set, in the bad direction of a known metric, are a
// likely regression; within it, booktest itself accepts them.
func booktestTolerance(mk *masker, exp, act, added []string) (Result, bool) {
	if !hasBooktestMetric(added) {
		return Result{}, false
	}
	var worse, better []string
	for _, l := range added {
		for _, m := range booktestMetrics(l) {
			if !m.exceeded {
				continue
			}
			switch dir := metricDirection(m.label); {
			case dir == 0 || float64(dir)*m.delta < 0:
				worse = append(worse, l)
			default:
				better = append(better, l)
			}
		}
	}
	if len(worse) > 0 {
		return Result{Category: RecommendFail, Confidence: 0.8, Rule: "metric_beyond_tolerance", FlagsForHuman: true,
			Summary:   "metric beyond the test's tolerance: " + ws(worse[0]),
			Rationale: "booktest marked a metric (!) that moved beyond the tolerance its test set, in the direction that makes it worse (or of a metric whose direction is not known).",
			Issues:    lineIssues(act, worse, "beyond tolerance")}, true
	}
	// the worse ones were reported: the better ones are masked too
	mexp := nonBlank(exp, func(l string) string { return maskBooktestMetrics(mk.vol(ws(l)), true) })
	mact := nonBlank(act, func(l string) string { return maskBooktestMetrics(mk.vol(ws(l)), true) })
	if !equalLines(mexp, mact) {
		return Result{}, false
	}
	if len(better) > 0 {
		return Result{Category: RecommendAccept, Confidence: 0.75, Rule: "metric_improved",
			Summary:   "metric improved beyond the test's tolerance: " + ws(better[0]),
			Rationale: "booktest marked metrics that moved beyond their tolerance, all in the direction that makes them better.",
			Issues:    lineIssues(act, better, "beyond tolerance")}, true
	}
	for _, l := range act {
		if btMetricRE.MatchString(l) || btBaselineRE.MatchString(l) {
			return Result{Category: Accept, Confidence: 0.96, Rule: "booktest_tolerance",
				Summary:   "metrics moved within the tolerance the test set",
				Rationale: "Only booktest's metric values changed, each within the tolerance its test set (no ! mark), and run values: booktest itself accepts them."}, true
		}
	}
	return Result{}, false
}

// hasBooktestMetric reports whether any line holds a booktest metric
// annotation, before the regular expressions are asked.
func hasBooktestMetric(lines []string) bool {
	for _, l := range lines {
		if strings.Contains(l, "(was ") || strings.Contains(l, "(baseline)") {
			return true
		}
	}
	return false
}

func equalLines(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// canonJSON replaces each JSON value inside s (a fenced ```json block, or
// lines starting with { or [ that parse as one value) with its canonical
// form (keys sorted, no layout); found is false when s holds none.
func canonJSON(s string) (out string, found bool) {
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for i := 0; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || (t[0] != '{' && t[0] != '[') {
			b.WriteString(lines[i])
			continue
		}
		rest := strings.Join(lines[i:], "")
		dec := json.NewDecoder(strings.NewReader(rest))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			b.WriteString(lines[i])
			continue
		}
		end := int(dec.InputOffset())
		// the value must end its line
		tail := rest[end:]
		nl := strings.IndexByte(tail, '\n')
		if nl < 0 {
			nl = len(tail)
		}
		if strings.TrimSpace(tail[:nl]) != "" {
			b.WriteString(lines[i])
			continue
		}
		c, err := json.Marshal(v)
		if err != nil {
			b.WriteString(lines[i])
			continue
		}
		b.Write(c)
		b.WriteByte('\n')
		found = true
		consumed := end + min(nl+1, len(tail))
		for n := 0; n < consumed && i < len(lines); i++ {
			n += len(lines[i])
		}
		i--
	}
	return b.String(), found
}
