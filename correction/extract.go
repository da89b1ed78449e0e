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
	FormAligned   = feature.FormAligned   // typed values of the message aligned with the output's
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
// be. It aligns the typed values of the message with those of lastOutput (a
// number, version, flag, identifier, path, call, quoted string or key/value
// pair of the message of the same kind as one in the output, but different)
// and widens the pair to its context: the key of a key/value pair, the call
// around an argument, the whole name around a changed part. Where nothing
// aligns, it reads the common phrase forms of correction ("X, not Y", "not
// X but Y", "use X instead of Y", "replace X with Y", "change X to Y", "X
// should be Y", "X -> Y", "No, it's X", a corrected code block), and keeps
// one only when its spans are whole words of lastOutput, short and balanced.
//
// It reads at most MaxMessageBytes of message and MaxOutputBytes of
// lastOutput.
func Extract(message, lastOutput string) Extraction {
	message, lastOutput, _ = clipInputs(message, lastOutput)
	return Extraction(feature.ExtractBest(message, lastOutput))
}
