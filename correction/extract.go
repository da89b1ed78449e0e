package correction

import "github.com/cairnhq/cairn/correction/internal/feature"

// Forms of correction message that Extract recognises, recorded in
// Extraction.Form.
const (
	FormCodeBlock = feature.FormCodeBlock // a corrected code block
	FormReplace   = feature.FormReplace   // "replace X with Y", "swap X for Y", "substitute Y for X"
	FormChange    = feature.FormChange    // "change X to Y"
	FormNotBut    = feature.FormNotBut    // "not X but Y"
	FormInstead   = feature.FormInstead   // "use Y instead of X", "Y rather than X", "instead of X, Y"
	FormDontUse   = feature.FormDontUse   // "don't use X, use Y"
	FormXNotY     = feature.FormXNotY     // "Y, not X", "it's Y not X"
	FormShouldBe  = feature.FormShouldBe  // "X should be Y", "it should be Y"
	FormArrow     = feature.FormArrow     // "X -> Y", "s/X/Y/"
	FormIsWrong   = feature.FormIsWrong   // "X is wrong"
	FormStatement = feature.FormStatement // "No, it's Y", "Actually, Y"
)

// Extraction is what a correction message says was wrong and what it should
// be. When Located is true, Original is a substring of the previous output,
// spelled as it is there, and Corrected is its replacement. Otherwise the
// two are the best textual guess (either may be empty) and must not be
// substituted blindly.
type Extraction struct {
	Form      string `json:"form"` // a Form constant, "" when no form matched
	Original  string `json:"original"`
	Corrected string `json:"corrected"`
	Located   bool   `json:"located"`
}

// Extract finds what message says was wrong in lastOutput and what it should
// be, from the common forms of correction: "X, not Y", "not X but Y", "use X
// instead of Y", "replace X with Y", "change X to Y", "X should be Y", "it
// should be X", "X -> Y", "No, it's X" and a corrected code block. It
// prefers a result it can locate in lastOutput. For a bare replacement ("it
// should be 1969") it locates the span of lastOutput with the same shape (a
// number, a time, a quoted string, an identifier, a proper name) and only
// when exactly one candidate remains after using the words of the message
// ("the year should be …") to choose.
func Extract(message, lastOutput string) Extraction {
	ex := feature.Extract(message, lastOutput)
	return Extraction(ex)
}
