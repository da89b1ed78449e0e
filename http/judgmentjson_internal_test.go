package http

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/judgment"
)

// judgmentJSONByMarshal is what appendJudgmentJSON must write: the
// judgment's MarshalJSON output with was_corrected and final_decision
// added, encoded by encoding/json.
func judgmentJSONByMarshal(t *testing.T, j *judgment.Judgment) string {
	t.Helper()
	b, err := j.MarshalJSON()
	if err != nil {
		t.Fatalf("MarshalJSON: %v", err)
	}
	var final bytes.Buffer
	enc := json.NewEncoder(&final)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(string(j.FinalDecision())); err != nil {
		t.Fatal(err)
	}
	return string(b[:len(b)-1]) + `,"was_corrected":` + strconv.FormatBool(j.WasCorrected()) +
		`,"final_decision":` + string(bytes.TrimSuffix(final.Bytes(), []byte("\n"))) + "}"
}

func checkJudgmentJSON(t *testing.T, j *judgment.Judgment) {
	t.Helper()
	var buf bytes.Buffer
	appendJudgmentJSON(&buf, j)
	if got, want := buf.String(), judgmentJSONByMarshal(t, j); got != want {
		t.Fatalf("appendJudgmentJSON(%+v):\n got %s\nwant %s", j, got, want)
	}
}

var awkwardStrings = []string{"", "plain", `"quoted" \back\slash /`, "<b>&amp;</b>", "line\nbreak\ttab\r\b\f\x00\x01\x1f\x7f",
	"ünïcødé 🪨", "bad \xff\xfe utf-8 \xe2\x82", "sep \u2028 \u2029", "\ufffd", "}{,:[]"}

// TestJudgmentJSON: a history answer's judgments are written as
// MarshalJSON and encoding/json would write them.
func TestJudgmentJSON(t *testing.T) {
	ts := []time.Time{{}, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), time.Date(2026, 1, 2, 3, 4, 5, 123456789, time.FixedZone("X", 3600))}
	for i, s := range awkwardStrings {
		for _, d := range []judgment.Decision{judgment.Include, judgment.Exclude, ""} {
			checkJudgmentJSON(t, &judgment.Judgment{ChangeID: s, Decision: d, Reasoning: s, UserDecision: judgment.Decision(s),
				UserReasoning: s, Product: s, URL: s, Description: s, AIProvider: s, Timestamp: ts[i%len(ts)]})
			checkJudgmentJSON(t, &judgment.Judgment{ChangeID: "c", Decision: d, UserDecision: judgment.Uncertain, Reasoning: s, Timestamp: ts[i%len(ts)]})
		}
	}
}

func FuzzJudgmentJSON(f *testing.F) {
	for _, s := range awkwardStrings {
		f.Add(s, "INCLUDE", s, "", s, int64(1767225600123456789))
	}
	f.Fuzz(func(t *testing.T, id, decision, reasoning, user, other string, nanos int64) {
		checkJudgmentJSON(t, &judgment.Judgment{ChangeID: id, Decision: judgment.Decision(decision), Reasoning: reasoning,
			UserDecision: judgment.Decision(user), UserReasoning: other, Product: other, URL: reasoning, Description: id,
			AIProvider: user, Timestamp: time.Unix(0, nanos)})
	})
}

func checkJSONString(t *testing.T, s string) {
	t.Helper()
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	appendJSONString(&got, s)
	if w := bytes.TrimSuffix(want.Bytes(), []byte("\n")); !bytes.Equal(got.Bytes(), w) {
		t.Fatalf("appendJSONString(%q) = %s, encoding/json writes %s", s, got.Bytes(), w)
	}
}

func TestAppendJSONString(t *testing.T) {
	for _, s := range awkwardStrings {
		checkJSONString(t, s)
	}
	for b := range 256 {
		checkJSONString(t, string([]byte{'a', byte(b), 'z'}))
		// Every byte at every place of the eight-byte fast path, and in
		// the tail after it.
		for at := range 19 {
			s := []byte("abcdefghijklmnopqrs")
			s[at] = byte(b)
			checkJSONString(t, string(s))
			s[at], s[18-at] = 'x', byte(b)
			checkJSONString(t, string(s[:18-at+1]))
		}
	}
	checkJSONString(t, "plain ASCII, 0123456789 ~ it's a long one: {}[]`!@#$%^&*()_+=-/?.>,<")
}

func FuzzAppendJSONString(f *testing.F) {
	for _, s := range awkwardStrings {
		f.Add(s)
	}
	f.Fuzz(checkJSONString)
}

func BenchmarkAppendJSONString(b *testing.B) {
	s := strings.Repeat("The change renames an internal helper and moves a test fixture; no user-facing output differs. ", 3)
	var buf bytes.Buffer
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		buf.Reset()
		appendJSONString(&buf, s)
	}
}
