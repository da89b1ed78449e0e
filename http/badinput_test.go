package http_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/judgment"
)

// Invalid UTF-8 and lone surrogates are refused on every endpoint that takes
// text, with 400 naming the field; nothing is written. encoding/json alone
// would replace them with U+FFFD and make different ids one record.
func TestTextIsRefusedNotRewritten(t *testing.T) {
	s := mustOpenServer(t)
	// A judgment to address by id.
	if code := s.do(t, "POST", "/v1/judgments", judgmentBody("known#1", "P", "INCLUDE", time.Now()), nil); code != http.StatusCreated {
		t.Fatalf("add: %d", code)
	}
	const lone, bad = `\ud800`, "\xff"
	tests := []struct {
		name, method, path, body, field string
	}{
		{"judgment change_id lone surrogate", "POST", "/v1/judgments", `{"change_id":"a#` + lone + `","product":"P","decision":"INCLUDE"}`, "change_id"},
		{"judgment change_id low surrogate", "POST", "/v1/judgments", `{"change_id":"a#\udc00","product":"P","decision":"INCLUDE"}`, "change_id"},
		{"judgment product invalid UTF-8", "POST", "/v1/judgments", `{"change_id":"a#1","product":"P` + bad + `","decision":"INCLUDE"}`, "product"},
		{"judgment reasoning", "POST", "/v1/judgments", `{"change_id":"a#1","product":"P","decision":"INCLUDE","reasoning":"x` + lone + `"}`, "reasoning"},
		{"batch change_id", "POST", "/v1/judgments/batch", `{"judgments":[{"change_id":"b#1","product":"P","decision":"INCLUDE"},{"change_id":"b#` + lone + `","product":"P","decision":"INCLUDE"}]}`, "judgments[1].change_id"},
		{"override reasoning", "POST", "/v1/judgments/known%231/override", `{"decision":"EXCLUDE","reasoning":"` + bad + `"}`, "reasoning"},
		{"override path id", "POST", "/v1/judgments/a%FF/override", `{"decision":"EXCLUDE"}`, "change_id"},
		{"get path id", "GET", "/v1/judgments/a%FF", "", "change_id"},
		{"history product", "GET", "/v1/judgments/history?product=%FF", "", "product"},
		{"stats product", "GET", "/v1/judgments/stats?product=%FF", "", "product"},
		{"clear product", "DELETE", "/v1/judgments?product=%FF", "", "product"},
		{"correction id", "POST", "/v1/corrections", `{"id":"c` + lone + `","original_output":"a","corrected_output":"b"}`, "id"},
		{"correction text", "POST", "/v1/corrections", `{"original_output":"a` + bad + `","corrected_output":"b"}`, "original_output"},
		{"correction context", "POST", "/v1/corrections", `{"original_output":"a","corrected_output":"b","context":[{"source":"s","content":"` + lone + `"}]}`, "context[0].content"},
		{"list session_id", "GET", "/v1/corrections?session_id=%FF", "", "session_id"},
		{"list q", "GET", "/v1/corrections?q=%C3", "", "q"},
		{"get correction", "GET", "/v1/corrections/%FF", "", "id"},
		{"delete correction", "DELETE", "/v1/corrections/%FF", "", "id"},
		{"adjust correction", "POST", "/v1/corrections/%FF/confidence", `{"delta":0.1}`, "id"},
		{"import line", "POST", "/v1/corrections/import", `{"id":"i1","original_output":"a","corrected_output":"b"}` + "\n" + `{"id":"i` + lone + `","original_output":"a","corrected_output":"b"}`, "line 2"},
		{"detect message", "POST", "/v1/corrections/detect", `{"message":"no, it is ` + lone + `"}`, "message"},
		{"detect previous output", "POST", "/v1/corrections/detect", `{"message":"no","previous_output":"` + bad + `"}`, "previous_output"},
		{"similar query", "POST", "/v1/corrections/similar", `{"query":"` + lone + `"}`, "query"},
		{"apply output", "POST", "/v1/corrections/apply", `{"output":"x` + bad + `"}`, "output"},
		{"turn output", "POST", "/v1/sessions/s1/turns", `{"query":"q","output":"` + lone + `"}`, "output"},
		{"turn message", "POST", "/v1/sessions/s1/turns", `{"message":"` + bad + `"}`, "message"},
		{"turn session id", "POST", "/v1/sessions/s%FF/turns", `{"message":"hi"}`, "session_id"},
		{"unknown member", "POST", "/v1/judgments", `{"change_id":"a#1","product":"P","decision":"INCLUDE","extra":"` + lone + `"}`, "extra"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var body any
			if tt.body != "" {
				body = tt.body
			}
			var e apiError
			if got := s.do(t, tt.method, tt.path, body, &e); got != http.StatusBadRequest {
				t.Fatalf("status=%d, want 400 (%+v)", got, e)
			}
			if e.Error.Field != tt.field {
				t.Fatalf("field=%q, want %q (%s)", e.Error.Field, tt.field, e.Error.Message)
			}
		})
	}
	// Nothing was written.
	var st judgment.Stats
	s.do(t, "GET", "/v1/judgments/stats", nil, &st)
	if st.TotalJudgments != 1 {
		t.Fatalf("bad input wrote judgments: total %d, want 1", st.TotalJudgments)
	}
	var list struct {
		Corrections []map[string]any `json:"corrections"`
	}
	s.do(t, "GET", "/v1/corrections", nil, &list)
	if len(list.Corrections) != 0 {
		t.Fatalf("bad input wrote corrections: %v", list.Corrections)
	}
	var j map[string]any
	s.do(t, "GET", "/v1/judgments/"+url.PathEscape("known#1"), nil, &j)
	if j["user_decision"] != nil {
		t.Fatalf("bad override was recorded: %v", j)
	}
	// Valid non-ASCII text and surrogate pairs are kept exactly.
	id := "emoji#" + "\U0001F600" + "é"
	if code := s.do(t, "POST", "/v1/judgments", `{"change_id":"emoji#\ud83d\ude00é","product":"P","decision":"INCLUDE"}`, nil); code != http.StatusCreated {
		t.Fatalf("valid pair: %d", code)
	}
	if code := s.do(t, "GET", "/v1/judgments/"+url.PathEscape(id), nil, &j); code != http.StatusOK || j["change_id"] != id {
		t.Fatalf("get %q: %d %v", id, code, j)
	}
}

// Duplicate ids inside one batch or import count once: the answer says how
// many records were stored, not how many were received.
func TestDuplicatesCountOnce(t *testing.T) {
	s := mustOpenServer(t)
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	first := judgmentBody("d#1", "P", "INCLUDE", now)
	second := judgmentBody("d#1", "P", "EXCLUDE", now.Add(time.Hour))
	other := judgmentBody("d#2", "P", "INCLUDE", now)
	var got map[string]int
	if code := s.do(t, "POST", "/v1/judgments/batch", map[string]any{"judgments": []any{first, second, other}}, &got); code != http.StatusOK {
		t.Fatalf("batch: %d %v", code, got)
	}
	if got["received"] != 3 || got["stored"] != 2 {
		t.Fatalf("batch answer %v, want received 3, stored 2", got)
	}
	var st judgment.Stats
	s.do(t, "GET", "/v1/judgments/stats", nil, &st)
	if st.TotalJudgments != 2 {
		t.Fatalf("total=%d, want 2", st.TotalJudgments)
	}
	var j map[string]any
	s.do(t, "GET", "/v1/judgments/d%231", nil, &j)
	if j["decision"] != "EXCLUDE" {
		t.Fatalf("the later duplicate should replace the earlier, as one Add after another does: %v", j)
	}

	lines := strings.Join([]string{
		`{"id":"c1","original_output":"a","corrected_output":"b"}`,
		`{"id":"c1","original_output":"x","corrected_output":"y"}`,
		`{"id":"c2","original_output":"a","corrected_output":"b"}`,
	}, "\n")
	var imp map[string]int
	if code := s.do(t, "POST", "/v1/corrections/import", lines, &imp); code != http.StatusOK {
		t.Fatalf("import: %d %v", code, imp)
	}
	if imp["received"] != 3 || imp["imported"] != 2 {
		t.Fatalf("import answer %v, want received 3, imported 2", imp)
	}
}

// Every registered route, including routes added later, refuses invalid
// UTF-8 in each path wildcard and a lone surrogate anywhere in a body.
func TestEveryRouteRefusesBadText(t *testing.T) {
	s := mustOpenServer(t)
	for _, r := range s.Routes() {
		names := wildcard.FindAllString(r.Pattern, -1)
		for _, name := range names {
			path := r.Pattern
			for _, other := range names {
				v := "x"
				if other == name {
					v = "x%FF"
				}
				path = strings.Replace(path, other, v, 1)
			}
			t.Run(r.Method+" "+r.Pattern+" "+name, func(t *testing.T) {
				var e apiError
				if code := s.do(t, r.Method, path, `{}`, &e); code != http.StatusBadRequest || e.Error.Field != strings.Trim(name, "{}") {
					t.Fatalf("status %d field %q, want 400 naming %s (%s)", code, e.Error.Field, name, e.Error.Message)
				}
			})
		}
		if r.Method != "POST" {
			continue
		}
		t.Run(r.Method+" "+r.Pattern+" body", func(t *testing.T) {
			path := wildcard.ReplaceAllString(r.Pattern, "x")
			var e apiError
			code := s.do(t, r.Method, path, `{"note":"\ud800"}`, &e)
			if code != http.StatusBadRequest || (e.Error.Field != "note" && e.Error.Field != "line 1") {
				t.Fatalf("status %d field %q, want 400 naming note (%s)", code, e.Error.Field, e.Error.Message)
			}
		})
	}
}
