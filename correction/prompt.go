package correction

import (
	"fmt"
	"strings"
)

// DefaultPromptBudget bounds the prompt block, in bytes (about 300
// tokens).
const DefaultPromptBudget = 1200

// promptHead opens a prompt block.
const promptHead = "Users corrected earlier answers; keep to these corrections where they apply:\n"

// PromptBlock renders corrections for the next model call: one line per
// correction, most relevant first (as given), within budget bytes. A
// correction with a typed pair reads "Use `right`, not `wrong`"; one kept
// as context quotes the user's correction. Empty when there are none.
func PromptBlock(ms []*CorrectionMatch, budget int) string {
	if len(ms) == 0 || budget <= 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(promptHead)
	seen := map[string]bool{}
	n := 0
	for _, m := range ms {
		c := m.Correction
		if c == nil || seen[c.ID] {
			continue
		}
		seen[c.ID] = true
		line := promptLine(c)
		if line == "" {
			continue
		}
		if b.Len()+len(line)+1 > budget {
			break
		}
		b.WriteString(line)
		b.WriteByte('\n')
		n++
	}
	if n == 0 {
		return ""
	}
	return strings.TrimRight(b.String(), "\n")
}

// promptLine is one correction as the prompt block shows it.
func promptLine(c *Correction) string {
	scope := ""
	if q := strings.TrimSpace(c.Query); q != "" {
		scope = fmt.Sprintf(" (asked: %q)", shorten(q, 120))
	}
	if c.AppliesOffline() {
		return fmt.Sprintf("- Use `%s`, not `%s`%s.", shorten(c.CorrectedOutput, 160), shorten(c.OriginalOutput, 160), scope)
	}
	msg := c.contextOf(SourceMessage)
	if msg == "" {
		msg = c.CorrectedOutput
	}
	if strings.TrimSpace(msg) == "" {
		return ""
	}
	return fmt.Sprintf("- A user said: %q%s.", shorten(msg, 300), scope)
}

// shorten cuts s to at most n bytes on a rune boundary, marking the cut.
func shorten(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	t, _ := clip(s, n-1)
	return t + "…"
}
