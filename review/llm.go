package review

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/llm"
)

// The seed's failure result.
const failedSummary = "AI review failed - malformed response"

// maxAttempts is how often the LLM reviewer asks before giving up.
const maxAttempts = 3

// DefaultMaxChars bounds each output in the prompt; longer ones are cut
// to the changed hunks with context.
const DefaultMaxChars = 12000

// LLM is the model reviewer: the seed's prompt, its JSON answer read
// tolerantly, up to 3 attempts, and on failure UNSURE with confidence 0
// and "AI review failed - malformed response". Outputs are redacted by
// Policy before they are sent, and each prompt is written to Audit.
type LLM struct {
	Model  cairn.Completer
	Name   string // model name for the audit log and Result.Reviewer
	Policy Policy
	// MaxChars bounds each output in the prompt; 0 means DefaultMaxChars.
	MaxChars int
	// Audit, when set, receives one JSON line per request: time, test,
	// source, model, attempt, the exact prompt sent.
	Audit io.Writer
	Now   func() time.Time

	mu sync.Mutex
}

var _ Reviewer = (*LLM)(nil)

// llmAnswer is the seed's JSON; category may come as a number or a name.
type llmAnswer struct {
	Category      json.RawMessage `json:"category"`
	Confidence    float64         `json:"confidence"`
	Summary       string          `json:"summary"`
	Rationale     string          `json:"rationale"`
	Issues        []string        `json:"issues"`
	Suggestions   []string        `json:"suggestions"`
	FlagsForHuman bool            `json:"flags_for_human"`
}

// Prompt returns the seed's prompt for d, outputs redacted and trimmed.
func (l *LLM) Prompt(d Diff) (string, error) {
	red, err := l.Policy.Redactor()
	if err != nil {
		return "", err
	}
	max := l.MaxChars
	if max <= 0 {
		max = DefaultMaxChars
	}
	// Long outputs are cut to their changed lines before they are
	// redacted and diffed: the prompt shows no more of them, and the
	// redaction's expressions and the diff then read a bounded text.
	exp, act, trimmed := changedRegion(d.Expected, d.Actual, 4*max)
	exp, act = red.Redact(exp), red.Redact(act)
	ops := lineDiff(splitLines(exp), splitLines(act))
	diff := unified(ops, 3, "expected", "actual")
	if len(exp) > max || len(act) > max {
		exp, act = hunkSide(ops, '+', max), hunkSide(ops, '-', max)
		trimmed = true
	}
	if len(diff) > 2*max {
		diff = diff[:2*max] + "\n[diff cut]\n"
		trimmed = true
	}
	purpose := d.Purpose
	if purpose == "" {
		purpose = "(not given)"
	}
	var b strings.Builder
	b.WriteString("You are reviewing a snapshot test output: the expected (approved) output and the actual output of the current code differ.\n\nContext:\n")
	fmt.Fprintf(&b, "- Test: %s\n- Test Purpose: %s\n", red.Redact(d.Test), red.Redact(purpose))
	if trimmed {
		b.WriteString("- Note: the outputs are long; only the changed hunks with 5 lines of context are shown, elided parts are marked [...].\n")
	}
	if d.History != "" {
		fmt.Fprintf(&b, "- Reviewer history for this suite (where people agreed and disagreed with earlier reviews; weigh it):\n<<<\n%s>>>\n", ensureNL(red.Redact(d.History)))
	}
	fmt.Fprintf(&b, "- Previous output (expected):\n<<<\n%s>>>\n- Current output (actual):\n<<<\n%s>>>\n- Diff:\n<<<\n%s>>>\n", ensureNL(exp), ensureNL(act), ensureNL(diff))
	b.WriteString(`
Your task:
1. Classify the changes into one of 5 categories (1=fail, 5=accept)
2. Provide a clear rationale
3. Flag specific issues with line numbers
4. Suggest test improvements

Guidelines:
- FAIL (1): Clear regressions, critical errors, wrong results
- RECOMMEND FAIL (2): Suspicious changes, likely issues
- UNSURE (3): Need human judgment, complex changes
- RECOMMEND ACCEPT (4): Minor changes, likely acceptable
- ACCEPT (5): No significant changes, clear improvements

Consider:
- Are numerical changes within reasonable tolerance?
- Do error messages make sense?
- Are formatting changes cosmetic or meaningful?
- Does the test provide clear success criteria?
- Would a human be able to make a confident decision?

Format your response as JSON:
{
  "category": 1-5,
  "confidence": 0.0-1.0,
  "summary": "one-line summary (at most 80 characters)",
  "rationale": "detailed explanation",
  "issues": ["line X: issue description"],
  "suggestions": ["how to improve test"],
  "flags_for_human": true/false
}
`)
	return b.String(), nil
}

// changedRegion returns expected and actual cut to their changed lines,
// with 5 lines of context, when together they are longer than 2×budget:
// the lines they share at the start and at the end are left out (marked
// [...]), and each side is cut to budget bytes at a line end. cut reports
// whether anything was left out.
func changedRegion(expected, actual string, budget int) (exp, act string, cut bool) {
	if len(expected)+len(actual) <= 2*budget {
		return expected, actual, false
	}
	a, b := splitLines(expected), splitLines(actual)
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	from := max(0, pre-5)
	side := func(lines []string) string {
		var sb strings.Builder
		if from > 0 {
			sb.WriteString("[...]\n")
		}
		end := len(lines) - max(0, suf-5)
		for i := from; i < end; i++ {
			if sb.Len()+len(lines[i]) > budget {
				sb.WriteString("[...]\n")
				return sb.String()
			}
			sb.WriteString(lines[i])
			sb.WriteByte('\n')
		}
		if end < len(lines) {
			sb.WriteString("[...]\n")
		}
		return sb.String()
	}
	return side(a), side(b), true
}

func ensureNL(s string) string {
	if s == "" || strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}

// hunkSide renders one side of ops (skipping the other side's lines) with
// 5 lines of context around changes, bounded by max characters.
func hunkSide(ops []op, skip byte, max int) string {
	keep := make([]bool, len(ops))
	for i, o := range ops {
		if o.kind != ' ' {
			for j := i - 5; j <= i+5; j++ {
				if j >= 0 && j < len(ops) {
					keep[j] = true
				}
			}
		}
	}
	var b strings.Builder
	gap := false
	for i, o := range ops {
		if o.kind == skip {
			continue
		}
		if !keep[i] {
			gap = true
			continue
		}
		if gap {
			b.WriteString("[...]\n")
			gap = false
		}
		b.WriteString(o.text)
		b.WriteByte('\n')
		if b.Len() > max {
			b.WriteString("[...]\n")
			return b.String()
		}
	}
	if gap {
		b.WriteString("[...]\n")
	}
	return b.String()
}

// Review implements Reviewer.
func (l *LLM) Review(ctx context.Context, d Diff) (Result, error) {
	prompt, err := l.Prompt(d)
	if err != nil {
		return Result{}, err
	}
	var lastErr error
	for attempt := 0; attempt < maxAttempts; attempt++ {
		l.audit(d, prompt, attempt+1)
		text, _, err := l.Model.Complete(ctx, prompt)
		if ctx.Err() != nil {
			return Result{}, ctx.Err()
		}
		if err != nil {
			lastErr = err
			continue
		}
		r, err := parseAnswer(text)
		if err != nil {
			lastErr = err
			continue
		}
		r.Reviewer = "llm:" + l.Name
		r.normalize(d)
		return r, nil
	}
	r := Result{Category: Unsure, Confidence: 0, Summary: failedSummary, FlagsForHuman: true,
		Rationale: fmt.Sprintf("No usable answer after %d attempts: %v", maxAttempts, lastErr), Reviewer: "llm:" + l.Name}
	r.normalize(d)
	return r, nil
}

func parseAnswer(text string) (Result, error) {
	var a llmAnswer
	if err := llm.DecodeJSON(text, &a); err != nil {
		return Result{}, err
	}
	var c Category
	var n float64
	var s string
	switch {
	case json.Unmarshal(a.Category, &n) == nil && n == float64(int(n)):
		c = Category(int(n))
	case json.Unmarshal(a.Category, &s) == nil:
		c, _ = ParseCategory(s)
	}
	if !c.Valid() {
		return Result{}, fmt.Errorf("category %s is not 1-5", string(a.Category))
	}
	if a.Confidence < 0 || a.Confidence > 1 || a.Confidence != a.Confidence {
		return Result{}, fmt.Errorf("confidence %v is not between 0 and 1", a.Confidence)
	}
	return Result{Category: c, Confidence: a.Confidence, Summary: a.Summary, Rationale: a.Rationale,
		Issues: a.Issues, Suggestions: a.Suggestions, FlagsForHuman: a.FlagsForHuman}, nil
}

func (l *LLM) audit(d Diff, prompt string, attempt int) {
	if l.Audit == nil {
		return
	}
	now := time.Now
	if l.Now != nil {
		now = l.Now
	}
	b, _ := json.Marshal(map[string]any{"time": now().UTC().Format(time.RFC3339), "test": d.Test, "source": d.Source,
		"model": l.Name, "attempt": attempt, "prompt": prompt})
	l.mu.Lock()
	defer l.mu.Unlock()
	_, _ = l.Audit.Write(append(b, '\n'))
}
