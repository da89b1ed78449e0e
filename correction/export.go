package correction

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/cairnhq/cairn"
)

// An export of corrections ("cairn corrections export", GET
// /v1/corrections/export) is JSON Lines: a first line {"_begin":true}, one
// line per correction, and a last line {"_end":true,"count":N}, N the
// number of corrections. A reader that met the first line and not the last
// knows the export was cut short (a server that failed half way, a download
// or a disk that filled); "tail -n 1" shows the count to anyone holding the
// file. Files of cairn versions before the markers have neither line: they
// are read as they are, and Framing says so.

// Export marker lines, as written.
const (
	exportBeginLine = `{"_begin":true}`
	exportEndFormat = `{"_end":true,"count":%d}`
)

// Framing is what ReadExport found of an export's marker lines.
type Framing struct {
	Begin bool // the first line was {"_begin":true}
	End   bool // the last line was {"_end":true,"count":N}, N the records read
}

// Marked reports whether the input had the markers an export of this
// version writes; false is a file of an older cairn, or one written by
// hand.
func (f Framing) Marked() bool { return f.Begin && f.End }

// ExportEncoder writes an export to w: NewExportEncoder writes the first
// line, Encode one line per record, Close the last line. A writer that
// fails before Close leaves an export any reader refuses.
type ExportEncoder struct {
	w   io.Writer
	enc *json.Encoder
	n   int
	err error
}

// NewExportEncoder writes the first line of an export to w.
func NewExportEncoder(w io.Writer) *ExportEncoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	e := &ExportEncoder{w: w, enc: enc}
	_, e.err = io.WriteString(w, exportBeginLine+"\n")
	return e
}

// Encode writes one record (a Correction, or a view of one) as a line.
func (e *ExportEncoder) Encode(v any) error {
	if e.err != nil {
		return e.err
	}
	if e.err = e.enc.Encode(v); e.err == nil {
		e.n++
	}
	return e.err
}

// Count returns how many records were written.
func (e *ExportEncoder) Count() int { return e.n }

// Close writes the last line, counting the records. It does not close w.
func (e *ExportEncoder) Close() error {
	if e.err != nil {
		return e.err
	}
	_, e.err = fmt.Fprintf(e.w, exportEndFormat+"\n", e.n)
	return e.err
}

// marker is a line that is an export marker: exactly {"_begin": true} or
// {"_end": true, "count": N}, in any spacing and member order.
type marker struct {
	begin, end bool
	count      int
}

// parseMarker reports whether line (trimmed) is an export marker.
func parseMarker(line []byte) (marker, bool) {
	if len(line) == 0 || line[0] != '{' || (!bytes.Contains(line, []byte(`"_begin"`)) && !bytes.Contains(line, []byte(`"_end"`))) {
		return marker{}, false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(line, &m) != nil {
		return marker{}, false
	}
	isTrue := func(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "true" }
	switch {
	case len(m) == 1 && isTrue(m["_begin"]):
		return marker{begin: true}, true
	case len(m) == 2 && isTrue(m["_end"]) && m["count"] != nil:
		var n int
		if json.Unmarshal(m["count"], &n) != nil || n < 0 {
			return marker{}, false
		}
		return marker{end: true, count: n}, true
	}
	return marker{}, false
}

// IncompleteExport is the error for an export that began with its first
// line and ended before its last, after n records: EINVALID, field
// "input".
func IncompleteExport(n int) *cairn.Error {
	return &cairn.Error{Code: cairn.EINVALID, Field: "input",
		Message: fmt.Sprintf("export incomplete: no end marker after %d records", n)}
}

// ExportLines reads an export's lines from r, as a client of the export
// stream does: fn is called with each record line (trimmed, not parsed)
// and its line number, and the markers are checked as ReadExport checks
// them. It stops at the first error: fn's, a marker's (EINVALID naming the
// line), or reading r's, returned as it is (a line cut short by a read
// error is not parsed). Returns IncompleteExport when the export began but
// did not end.
func ExportLines(r io.Reader, fn func(lineNo int, line []byte) error) (Framing, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxInputLine)
	var (
		f       Framing
		records int
		seen    bool // a non-blank line was read
	)
	for line := 1; sc.Scan(); line++ {
		if err := sc.Err(); err != nil {
			return f, err // the line may be cut short by the read error
		}
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		where := fmt.Sprintf("line %d", line)
		if f.End {
			return f, cairn.Invalid(where, "data after the end marker")
		}
		first := !seen
		seen = true
		if m, ok := parseMarker(text); ok {
			switch {
			case m.begin && !first:
				return f, cairn.Invalid(where, "the begin marker must be the first line")
			case m.begin:
				f.Begin = true
			case m.count != records:
				return f, cairn.Invalid(where, "export incomplete: the end marker counts %d records, %d were read", m.count, records)
			default:
				f.End = true
			}
			continue
		}
		if err := fn(line, text); err != nil {
			return f, err
		}
		records++
	}
	if err := sc.Err(); err != nil {
		return f, err
	}
	if f.Begin && !f.End {
		return f, IncompleteExport(records)
	}
	return f, nil
}
