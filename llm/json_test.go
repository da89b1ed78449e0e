package llm_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/llm"
)

func TestExtractJSON(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string // compact JSON; "" means an error is expected
	}{
		{name: "plain", in: `{"decision": "INCLUDE", "confidence": 0.9}`, want: `{"decision":"INCLUDE","confidence":0.9}`},
		{name: "surrounding space", in: "\n  {\"a\":1}\n", want: `{"a":1}`},
		{name: "json fence", in: "Here you go:\n```json\n{\"a\": 1}\n```\nHope it helps!", want: `{"a":1}`},
		{name: "bare fence", in: "```\n{\"a\": [1, 2]}\n```", want: `{"a":[1,2]}`},
		{name: "fence on one line", in: "```{\"a\": 1}```", want: `{"a":1}`},
		{name: "prose around", in: `Sure! The answer is {"is_correction": true} as requested.`, want: `{"is_correction":true}`},
		{name: "braces in strings", in: `Result: {"text": "use {x} and }", "n": 2} done`, want: `{"text":"use {x} and }","n":2}`},
		{name: "nested", in: `x {"a": {"b": {"c": [1, {"d": null}]}}} y`, want: `{"a":{"b":{"c":[1,{"d":null}]}}}`},
		{name: "first object wins", in: `{"a": 1} and then {"b": 2}`, want: `{"a":1}`},
		{name: "brace in prose before", in: `Use the {placeholder} syntax. {"a": 1}`, want: `{"a":1}`},
		{name: "trailing commas", in: `{"a": [1, 2,], "b": 3,}`, want: `{"a":[1,2],"b":3}`},
		{name: "single quotes", in: `{'decision': 'EXCLUDE', 'reason': 'it\'s "bad"'}`, want: `{"decision":"EXCLUDE","reason":"it's \"bad\""}`},
		{name: "bare keys", in: `{decision: "INCLUDE", confidence: 0.5}`, want: `{"decision":"INCLUDE","confidence":0.5}`},
		{name: "bare word value", in: `{decision: INCLUDE, confidence: 0.5}`, want: `{"decision":"INCLUDE","confidence":0.5}`},
		{name: "python literals", in: `{'ok': True, 'bad': False, 'none': None}`, want: `{"ok":true,"bad":false,"none":null}`},
		{name: "comments", in: "{\n  \"a\": 1, // the first\n  /* block */ \"b\": 2\n}", want: `{"a":1,"b":2}`},
		{name: "missing commas", in: "{\n\"a\": 1\n\"b\": \"x\"\n}", want: `{"a":1,"b":"x"}`},
		{name: "raw newline in string", in: "{\"text\": \"line one\nline two\"}", want: `{"text":"line one\nline two"}`},
		{name: "curly quotes", in: `{“a”: “b”}`, want: `{"a":"b"}`},
		{name: "truncated", in: `{"decision": "INCLUDE", "reasoning": "because the ch`, want: `{"decision":"INCLUDE","reasoning":"because the ch"}`},
		{name: "truncated after key", in: `{"a": 1, "b":`, want: `{"a":1,"b":null}`},
		{name: "numbers", in: `{a: +1, b: .5, c: 2., d: -0.25e3}`, want: `{"a":1,"b":0.5,"c":2,"d":-0.25e3}`},
		{name: "unicode escape kept", in: `{'a': '\u00e9t\u00e9'}`, want: `{"a":"\u00e9t\u00e9"}`},
		{name: "think block", in: "<think>Maybe {\"a\": 0}? No.</think>\n{\"a\": 1}", want: `{"a":1}`},
		{name: "think text inside valid JSON kept", in: `{"a": "<think>x</think>"}`, want: `{"a":"<think>x</think>"}`},
		{name: "array when no object", in: "The list: [1, 2, 3]", want: `[1,2,3]`},
		{name: "object preferred to array", in: `[see below] {"a": 1}`, want: `{"a":1}`},
		{name: "no json", in: "I cannot answer that.", want: ""},
		{name: "empty", in: "", want: ""},
		{name: "only braces noise", in: "}{", want: `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := llm.ExtractJSON(tt.in)
			if tt.want == "" {
				if err == nil {
					t.Fatalf("ExtractJSON=%s, want an error", got)
				}
				if !errors.Is(err, llm.ErrNoJSON) {
					t.Fatalf("err=%v, want ErrNoJSON in its chain", err)
				}
				if got, want := cairn.ErrorCode(err), cairn.EUNAVAILABLE; got != want {
					t.Fatalf("code=%q, want %q", got, want)
				}
				return
			}
			if err != nil {
				t.Fatalf("ExtractJSON: %v", err)
			}
			if !sameJSON(t, got, tt.want) {
				t.Fatalf("ExtractJSON=%s, want %s", got, tt.want)
			}
		})
	}
}

// sameJSON reports whether got and want hold the same JSON value.
func sameJSON(t *testing.T, got []byte, want string) bool {
	t.Helper()
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("got %s: not JSON: %v", got, err)
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatalf("bad want %s: %v", want, err)
	}
	return reflect.DeepEqual(g, w)
}

func TestDecodeJSON(t *testing.T) {
	var got struct {
		Decision   string  `json:"decision"`
		Confidence float64 `json:"confidence"`
	}
	if err := llm.DecodeJSON("```json\n{'decision': 'INCLUDE', 'confidence': 0.75,}\n```", &got); err != nil {
		t.Fatal(err)
	}
	if got.Decision != "INCLUDE" || got.Confidence != 0.75 {
		t.Fatalf("got %+v, want INCLUDE 0.75", got)
	}
	var wrong struct {
		Decision int `json:"decision"`
	}
	err := llm.DecodeJSON(`{"decision": "INCLUDE"}`, &wrong)
	if got, want := cairn.ErrorCode(err), cairn.EUNAVAILABLE; got != want {
		t.Fatalf("wrong shape: code=%q, want %q (err %v)", got, want, err)
	}
}

func FuzzExtractJSON(f *testing.F) {
	for _, s := range []string{
		`{"a": 1}`,
		"```json\n{\"a\": [1, 2,]}\n```",
		`Sure: {'k': 'v', bare: True,} thanks`,
		`{"a": "b", "c": {"d": [1, 2, {"e": null}]}}`,
		`{"text": "unterminated`,
		"<think>{</think>{a: 1 b: 2}",
		`[1, 2, 3]`,
		`{“a”: “b”}`,
		`{"a": "\u00e9\ud83d\ude00", "b": "\x"}`,
		"{a: +.5e, b: --1, c: 00}",
		"no json here",
		"}{][",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := llm.ExtractJSON(in)
		if err != nil {
			if !errors.Is(err, llm.ErrNoJSON) {
				t.Fatalf("error %v does not wrap ErrNoJSON", err)
			}
			return
		}
		if !json.Valid(got) {
			t.Fatalf("ExtractJSON(%q)=%q: not valid JSON", in, got)
		}
		if got[0] != '{' && got[0] != '[' {
			t.Fatalf("ExtractJSON(%q)=%q: not an object or array", in, got)
		}
		// Valid JSON objects come back unchanged, up to white space.
		trimmed := strings.TrimSpace(in)
		if json.Valid([]byte(trimmed)) && strings.HasPrefix(trimmed, "{") {
			var want, have any
			_ = json.Unmarshal([]byte(trimmed), &want)
			_ = json.Unmarshal(got, &have)
			if !reflect.DeepEqual(want, have) {
				t.Fatalf("ExtractJSON(%q)=%q, want the input unchanged", in, got)
			}
		}
		// Extraction is idempotent.
		again, err := llm.ExtractJSON(string(got))
		if err != nil || string(again) != string(got) {
			t.Fatalf("ExtractJSON(ExtractJSON(%q))=%q, %v, want %q", in, again, err, got)
		}
	})
}
