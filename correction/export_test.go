package correction_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

const (
	rec1 = `{"id": "a", "original_output": "x", "corrected_output": "y"}`
	rec2 = `{"id": "b", "original_output": "x", "corrected_output": "z"}`
)

func TestReadExportFraming(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		ids     []string
		framing correction.Framing
		err     string // in the error; "" for none
		field   string
	}{
		{"marked", `{"_begin":true}` + "\n" + rec1 + "\n" + rec2 + "\n" + `{"_end":true,"count":2}` + "\n",
			[]string{"a", "b"}, correction.Framing{Begin: true, End: true}, "", ""},
		{"markers spaced, members swapped", "\n" + `{ "_begin": true }` + "\n\n" + rec1 + "\n" + `{"count": 1, "_end": true}`,
			[]string{"a"}, correction.Framing{Begin: true, End: true}, "", ""},
		{"empty export", `{"_begin":true}` + "\n" + `{"_end":true,"count":0}` + "\n", nil, correction.Framing{Begin: true, End: true}, "", ""},
		{"older cairn: no markers", rec1 + "\n" + rec2 + "\n", []string{"a", "b"}, correction.Framing{}, "", ""},
		{"cut short", `{"_begin":true}` + "\n" + rec1 + "\n" + rec2 + "\n", nil, correction.Framing{Begin: true},
			"export incomplete: no end marker after 2 records", "input"},
		{"cut short before any record", `{"_begin":true}` + "\n", nil, correction.Framing{Begin: true},
			"export incomplete: no end marker after 0 records", "input"},
		{"end counts more", `{"_begin":true}` + "\n" + rec1 + "\n" + `{"_end":true,"count":2}`, nil, correction.Framing{Begin: true},
			"export incomplete: the end marker counts 2 records, 1 were read", "line 3"},
		{"data after the end", rec1 + "\n" + `{"_end":true,"count":1}` + "\n" + rec2, nil, correction.Framing{End: true},
			"data after the end marker", "line 3"},
		{"begin not first", rec1 + "\n" + `{"_begin":true}`, nil, correction.Framing{}, "the begin marker must be the first line", "line 2"},
		{"a record with marker-like members is a record",
			`{"_end": true, "count": 1, "id": "c", "original_output": "x", "corrected_output": "y"}`, []string{"c"}, correction.Framing{}, "", ""},
		{"bad record in a marked export", `{"_begin":true}` + "\n" + rec1 + "\n" + `{"id": "c"}` + "\n" + `{"_end":true,"count":2}`, nil,
			correction.Framing{Begin: true}, "original_output", "line 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs, f, err := correction.ReadExport(strings.NewReader(tt.in))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tt.field {
					t.Fatalf("err=%v (field %q), want EINVALID %q naming %q", err, cairn.ErrorField(err), tt.err, tt.field)
				}
				if cs != nil {
					t.Fatalf("returned %d corrections with an error", len(cs))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, c := range cs {
				ids = append(ids, c.ID)
			}
			if strings.Join(ids, ",") != strings.Join(tt.ids, ",") || f != tt.framing {
				t.Fatalf("ids=%q framing=%+v, want %q %+v", ids, f, tt.ids, tt.framing)
			}
		})
	}
}

func TestExportEncoderRoundTrip(t *testing.T) {
	var b bytes.Buffer
	e := correction.NewExportEncoder(&b)
	for _, id := range []string{"a", "b", "c"} {
		if err := e.Encode(&correction.Correction{ID: id, OriginalOutput: "x <y>", CorrectedOutput: "z"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if got, want := lines[len(lines)-1], `{"_end":true,"count":3}`; lines[0] != `{"_begin":true}` || got != want || len(lines) != 5 {
		t.Fatalf("export:\n%s", b.String())
	}
	if !strings.Contains(lines[1], `"x <y>"`) {
		t.Fatalf("HTML escaped: %s", lines[1])
	}
	cs, f, err := correction.ReadExport(&b)
	if err != nil || len(cs) != 3 || !f.Marked() {
		t.Fatalf("ReadExport: %d corrections, %+v, %v", len(cs), f, err)
	}
}
