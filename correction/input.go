package correction

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/strictjson"
)

// Input is a correction as users submit it: the body of POST
// /v1/corrections, a line of an import, the flags of "cairn corrections add".
type Input struct {
	ID              string         `json:"id"`
	SessionID       string         `json:"session_id"`
	Query           string         `json:"query"`
	OriginalOutput  string         `json:"original_output"`
	CorrectedOutput string         `json:"corrected_output"`
	Explanation     string         `json:"explanation"`
	Context         []ContextChunk `json:"context"`
	Category        *Category      `json:"category"`
	Severity        *float64       `json:"severity"`
	Confidence      *float64       `json:"confidence"`
	Literal         *bool          `json:"literal"`
	ApplyCount      int            `json:"apply_count"`
	Timestamp       string         `json:"timestamp"`
	LastApplied     *time.Time     `json:"last_applied"`
}

// Correction validates in and builds the correction to save. Defaults:
// category factual, severity 0.5, confidence 1 (a person said so), literal
// true (the original text is replaced by the corrected text).
func (in *Input) Correction() (*Correction, error) {
	if strings.TrimSpace(in.OriginalOutput) == "" {
		return nil, cairn.Invalid("original_output", "required: the wrong text")
	}
	if strings.TrimSpace(in.CorrectedOutput) == "" {
		return nil, cairn.Invalid("corrected_output", "required: what it should be")
	}
	c := &Correction{
		ID: in.ID, SessionID: in.SessionID, Query: in.Query,
		OriginalOutput: in.OriginalOutput, CorrectedOutput: in.CorrectedOutput,
		Explanation: in.Explanation, Context: in.Context,
		Severity: 0.5, Confidence: 1, Literal: true, ApplyCount: in.ApplyCount,
	}
	if in.LastApplied != nil {
		t := in.LastApplied.UTC()
		c.LastApplied = &t
	}
	if in.Category != nil {
		c.Category = *in.Category
	}
	if in.Severity != nil {
		c.Severity = *in.Severity
	}
	if in.Confidence != nil {
		c.Confidence = *in.Confidence
	}
	if in.Literal != nil {
		c.Literal = *in.Literal
	}
	if in.Timestamp != "" {
		t, err := time.Parse(time.RFC3339Nano, in.Timestamp)
		if err != nil {
			return nil, cairn.Invalid("timestamp", "%q is not RFC 3339", in.Timestamp)
		}
		c.Timestamp = t.UTC()
	}
	return c, nil
}

// MaxInputLine bounds one line of a JSON Lines import.
const MaxInputLine = 16 << 20

// ReadInputs reads corrections as JSON Lines of Input from r, as "cairn
// corrections export" writes them: ReadExport without the framing.
func ReadInputs(r io.Reader) ([]*Correction, error) {
	cs, _, err := ReadExport(r)
	return cs, err
}

// ReadExport reads corrections as JSON Lines of Input from r, as "cairn
// corrections export" writes them, and reports the export's marker lines
// (see Framing). Blank lines are skipped. Every line is checked before any
// is returned: an error names the line and the field ("line 3:
// corrected_output: …"). Strings holding invalid UTF-8 or lone UTF-16
// surrogate escapes are refused, never replaced with U+FFFD. An input that
// begins with an export's first line must end with its last, counting the
// records: otherwise it is an export cut short, EINVALID ("export
// incomplete: no end marker after N records"), and nothing is returned.
// An input with neither line (an older cairn's export, or JSON Lines
// written by hand) is read as it is.
func ReadExport(r io.Reader) ([]*Correction, Framing, error) {
	var cs []*Correction
	f, err := ExportLines(r, func(line int, text []byte) error {
		where := fmt.Sprintf("line %d", line)
		if err := strictjson.Check(text); err != nil {
			return cairn.Invalid(where, "%s", cairn.ErrorMessage(err))
		}
		var in Input
		if err := json.Unmarshal(text, &in); err != nil {
			return cairn.Invalid(where, "not a JSON correction: %v", err)
		}
		c, err := in.Correction()
		if err != nil {
			return cairn.Invalid(where, "%s", cairn.ErrorMessage(err))
		}
		cs = append(cs, c)
		return nil
	})
	if err != nil {
		if rerr := readError(r, err); rerr != nil {
			return nil, f, rerr
		}
		return nil, f, err
	}
	return cs, f, nil
}

// readError returns the read error of r behind err, an error of
// ExportLines, as EINVALID "input", keeping the cause so that a body size
// limit stays recognisable: err itself when it is no application error
// (reading r failed), else the error reading the rest of r (a line cut
// short by a body size limit is not bad JSON). nil when there is none.
func readError(r io.Reader, err error) error {
	var e *cairn.Error
	if !errors.As(err, &e) {
		return &cairn.Error{Code: cairn.EINVALID, Field: "input", Message: "input: " + err.Error(), Err: err}
	}
	if _, rerr := io.Copy(io.Discard, r); rerr != nil {
		return &cairn.Error{Code: cairn.EINVALID, Field: "input", Message: "input: " + rerr.Error(), Err: rerr}
	}
	return nil
}
