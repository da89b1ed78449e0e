package judgment

import "strings"

// NoHistory is what RenderPrompt returns for an empty history: the seed's
// note for a cold start.
const NoHistory = "No previous judgments available"

// RenderPrompt renders history, as HistoryForPrompt returns it, as the text
// block an application pastes into its prompt. Each judgment shows its
// change id, URL and description when present, and then either, for a
// correction, the AI's decision and reasoning followed by the user's
// correction and reasoning, or, for a confirmed or unreviewed judgment, its
// decision and reasoning. Multi-line values are indented under their label.
// The output is deterministic; an empty history renders exactly NoHistory.
func RenderPrompt(history []*Judgment) string {
	if len(history) == 0 {
		return NoHistory
	}
	var b strings.Builder
	size := 128
	for _, j := range history {
		size += 160 + len(j.ChangeID) + len(j.URL) + len(j.Description) + len(j.Reasoning) + len(j.UserReasoning)
	}
	b.Grow(size)
	b.WriteString("Previous judgments. Corrections show what the AI decided and how the user corrected it: learn from them.\n")
	for _, j := range history {
		b.WriteString("\n- ")
		writeOneLine(&b, j.ChangeID)
		switch {
		case j.WasCorrected():
			writeStrings(&b, " (corrected from ", string(j.Decision), " to ", string(j.UserDecision), ")\n")
		case j.UserDecision != "":
			writeStrings(&b, " (confirmed by the user: ", string(j.Decision), ")\n")
		default:
			writeStrings(&b, " (", string(j.Decision), ", not reviewed)\n")
		}
		writeField(&b, "URL", j.URL)
		writeField(&b, "Description", j.Description)
		if j.WasCorrected() {
			writeField(&b, "AI decision", string(j.Decision))
			writeField(&b, "AI reasoning", j.Reasoning)
			writeField(&b, "User correction", string(j.UserDecision))
			writeField(&b, "User reasoning", j.UserReasoning)
			continue
		}
		writeField(&b, "Decision", string(j.Decision))
		writeField(&b, "Reasoning", j.Reasoning)
		writeField(&b, "User reasoning", j.UserReasoning)
	}
	return b.String()
}

// writeField writes "  label: value" when value is not blank, indenting the
// value's further lines so that they stay under the label.
func writeField(b *strings.Builder, label, value string) {
	if strings.Contains(value, "\r\n") {
		value = strings.ReplaceAll(value, "\r\n", "\n")
	}
	value = strings.TrimSpace(value)
	if value == "" {
		return
	}
	writeStrings(b, "  ", label, ":")
	for i := 0; value != "" || i == 0; i++ {
		line, rest, _ := strings.Cut(value, "\n")
		value = rest
		line = strings.TrimRight(line, " \t\r")
		switch {
		case i == 0:
			writeStrings(b, " ", line)
		case line == "":
			b.WriteString("\n")
		default:
			writeStrings(b, "\n    ", line)
		}
	}
	b.WriteString("\n")
}

// writeStrings writes each of ss to b, without concatenating them first.
func writeStrings(b *strings.Builder, ss ...string) {
	for _, s := range ss {
		b.WriteString(s)
	}
}

// writeOneLine writes the lines of s to b joined with spaces.
func writeOneLine(b *strings.Builder, s string) {
	for i, f := range strings.Fields(s) {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f)
	}
}
