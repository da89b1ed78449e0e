package mcp

import (
	"fmt"
	"unicode/utf8"
)

// MaxResultText bounds each stored text a tool result repeats: a
// judgment's reasoning and description, a correction's texts, a context
// bridge match. An assistant reads a result into its context, where
// megabytes help nobody and cost the server their encoding several times
// over; a longer text is cut on a rune boundary and ends with
// "… [N bytes cut]". The records keep their whole text (the HTTP API
// returns it), and the text a tool was asked to correct
// (apply_corrections) is never cut.
const MaxResultText = 16 << 10

// cutText returns s, or its first MaxResultText bytes and a note of how
// much was left out.
func cutText(s string) string {
	if len(s) <= MaxResultText {
		return s
	}
	i := MaxResultText
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + fmt.Sprintf("… [%d bytes cut]", len(s)-i)
}
