package http_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
)

// TestDotIDsAreRefused: "." and ".." cannot be path segments of a URL
// (they are cleaned away), so a record named by one could be written and
// never read: every route that creates an id refuses them, naming the
// field, and writes nothing.
func TestDotIDsAreRefused(t *testing.T) {
	s := mustOpenServer(t)
	for _, c := range []struct {
		name, method, path, body, field string
	}{
		{"judgment", "POST", "/v1/judgments", `{"change_id": ".", "product": "P", "decision": "INCLUDE"}`, "change_id"},
		{"judgment batch", "POST", "/v1/judgments/batch", `{"judgments": [{"change_id": "..", "product": "P", "decision": "INCLUDE"}]}`, "change_id"},
		{"correction id", "POST", "/v1/corrections", `{"id": "..", "original_output": "a", "corrected_output": "b"}`, "id"},
		{"correction session", "POST", "/v1/corrections", `{"session_id": ".", "original_output": "a", "corrected_output": "b"}`, "session_id"},
		{"import", "POST", "/v1/corrections/import", `{"id": ".", "original_output": "a", "corrected_output": "b"}` + "\n", "id"},
		{"turn output", "POST", "/v1/sessions/%2E/turns", `{"query": "q", "output": "o"}`, "session_id"},
		{"turn message", "POST", "/v1/sessions/%2E%2E/turns", `{"message": "actually, b"}`, "session_id"},
		{"bridge", "POST", "/v1/bridge/sessions/%2E%2E/reasoning", `{"type": "preprocessing", "text": "t"}`, "session_id"},
		{"follow-up session", "POST", "/v1/followup/results", `{"session_id": ".", "adapter_name": "a", "query": "q", "results": [{"n": 1}]}`, "session_id"},
		{"follow-up adapter", "POST", "/v1/followup/results", `{"session_id": "s", "adapter_name": "..", "query": "q", "results": [{"n": 1}]}`, "adapter_name"},
	} {
		var e apiError
		code := s.do(t, c.method, c.path, c.body, &e)
		if code != http.StatusBadRequest || e.Error.Code != cairn.EINVALID || !strings.HasSuffix(e.Error.Field, c.field) || !strings.Contains(e.Error.Message, "cannot be an id") {
			t.Errorf("%s: %d %+v, want 400 naming %s", c.name, code, e.Error, c.field)
		}
	}
	var list struct {
		Corrections []any `json:"corrections"`
	}
	if s.do(t, "GET", "/v1/corrections", nil, &list); len(list.Corrections) != 0 {
		t.Errorf("%d corrections stored", len(list.Corrections))
	}
	var st struct {
		Total int `json:"total_judgments"`
	}
	if s.do(t, "GET", "/v1/judgments/stats?product=P", nil, &st); st.Total != 0 {
		t.Errorf("%d judgments stored", st.Total)
	}
}
