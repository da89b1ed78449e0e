package strictjson_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/strictjson"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name  string
		data  string
		field string // "" means accepted
		msg   string
	}{
		{"plain", `{"change_id":"a#1","n":[1,2,"x"]}`, "", ""},
		{"valid pair", `{"t":"\ud83d\ude00"}`, "", ""},
		{"valid pair upper case", `{"t":"\uD83D\uDE00"}`, "", ""},
		{"escaped backslash before u", `{"t":"\\ud800"}`, "", ""},
		{"non-ASCII", `{"t":"héllo ✓"}`, "", ""},
		{"lone high surrogate", `{"change_id":"\ud800"}`, "change_id", "surrogate"},
		{"lone low surrogate", `{"a":"x","change_id":"\uDC00y"}`, "change_id", "surrogate"},
		{"high then not low", `{"t":"\ud800\u0041"}`, "t", "surrogate"},
		{"high at end", `{"t":"ab\ud83d"}`, "t", "surrogate"},
		{"invalid byte", "{\"id\":\"a\xffb\"}", "id", "UTF-8"},
		{"truncated rune", "{\"id\":\"\xe2\x82\"}", "id", "UTF-8"},
		{"nested", `{"judgments":[{"change_id":"ok"},{"change_id":"\udfff"}]}`, "judgments[1].change_id", "surrogate"},
		{"deep", `{"a":{"b":[[1],["x","\ud800"]]}}`, "a.b[1][1]", "surrogate"},
		{"bad key", `{"a":{"\ud800":1}}`, "a", "key"},
		{"bad top-level key", "{\"\xff\":1}", "body", "key"},
		{"top-level string", `"\ud800"`, "body", "surrogate"},
		{"malformed is left to the decoder", `{"a":`, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := strictjson.Check([]byte(tt.data))
			if tt.field == "" {
				if err != nil {
					t.Fatalf("Check(%q) = %v, want nil", tt.data, err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Check(%q) = nil, want an error on %s", tt.data, tt.field)
			}
			if got := cairn.ErrorCode(err); got != cairn.EINVALID {
				t.Fatalf("code=%q, want invalid", got)
			}
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("field=%q, want %q (%v)", got, tt.field, err)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("error %q lacks %q", err, tt.msg)
			}
		})
	}
}

func TestCheckString(t *testing.T) {
	if err := strictjson.CheckString("product", "Acme ✓"); err != nil {
		t.Fatal(err)
	}
	err := strictjson.CheckString("product", "Ac\xffme")
	if got, want := cairn.ErrorField(err), "product"; got != want {
		t.Fatalf("field=%q, want %q", got, want)
	}
}

// FuzzCheck: whatever Check accepts, encoding/json decodes without
// rewriting any string into U+FFFD that was not written as such.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{`{"a":"b"}`, `{"a":"\ud800"}`, `["\ud83d\ude00"]`, "\"\xff\"", `{"a":[1,{"b":"\udc00"}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if strictjson.Check(data) != nil {
			return
		}
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		if strings.Contains(string(data), "\uFFFD") || strings.Contains(strings.ToLower(string(data)), `\ufffd`) {
			return
		}
		var walk func(any)
		walk = func(v any) {
			switch x := v.(type) {
			case string:
				if strings.ContainsRune(x, '\uFFFD') {
					t.Fatalf("Check accepted %q, which decodes to %q", data, x)
				}
			case []any:
				for _, e := range x {
					walk(e)
				}
			case map[string]any:
				for k, e := range x {
					walk(k)
					walk(e)
				}
			}
		}
		walk(v)
	})
}
