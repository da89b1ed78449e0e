package http_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/review"
)

func TestReviewDecisionsAndStatsHTTP(t *testing.T) {
	model := openaitest.NewServer(t)
	var mu sync.Mutex
	var prompts []string
	model.Chat = func(r *openaitest.ChatRequest) string {
		mu.Lock()
		prompts = append(prompts, r.Messages[len(r.Messages)-1].Content)
		mu.Unlock()
		return `{"category": 4, "confidence": 0.8, "summary": "s", "rationale": "r", "issues": [], "suggestions": [], "flags_for_human": false}`
	}
	c := openai.NewCompleter(model.URL, "fake")
	if err := c.Open(); err != nil {
		t.Fatal(err)
	}
	s := mustOpenServer(t, func(s *cairnhttp.Server) {
		s.Review = &review.Service{Policy: review.DefaultPolicy(), LLM: c, ModelName: "fake"}
	})
	diff := map[string]any{"test": "t::order", "expected": "a\nb\nc\n", "actual": "c\na\nb\n", "suite": "web"}
	var r reviewResp
	if code := s.do(t, "POST", "/v1/review", diff, &r); code != http.StatusOK || r.Category != 4 || r.Confidence != 0.85 {
		t.Fatalf("%d %+v", code, r)
	}
	var rec struct {
		ChangeID     string `json:"change_id"`
		WasCorrected bool   `json:"was_corrected"`
	}
	body := map[string]any{"suite": "web", "test": "t::order", "expected": "a\nb\nc\n", "actual": "c\na\nb\n",
		"result":   map[string]any{"category": 4, "confidence": 0.85, "summary": "same lines, new order", "rule": "ordering", "reviewer": "offline"},
		"decision": "reject", "reason": "the order is the contract"}
	if code := s.do(t, "POST", "/v1/review/decisions", body, &rec); code != http.StatusOK || !rec.WasCorrected || !strings.HasPrefix(rec.ChangeID, "web/http:t::order@") {
		t.Fatalf("%d %+v", code, rec)
	}
	var st review.Stats
	if code := s.do(t, "GET", "/v1/review/stats?suite=web", nil, &st); code != http.StatusOK {
		t.Fatalf("stats %d", code)
	}
	if st.Decided != 1 || st.Agreed != 0 || st.Rules["ordering"] != (review.RuleRecord{Decided: 1}) || st.Categories[3].Rejected != 1 {
		t.Errorf("stats: %+v", st)
	}
	if code := s.do(t, "GET", "/v1/review/stats?suite=other", nil, &st); code != http.StatusOK || st.Decided != 0 {
		t.Errorf("other suite: %d %+v", code, st)
	}
	// The suite's decisions calibrate the offline rule and reach the model.
	if code := s.do(t, "POST", "/v1/review", diff, &r); code != http.StatusOK || r.Confidence >= 0.85 {
		t.Errorf("calibrated: %d %+v", code, r)
	}
	diff["ai"] = true
	if code := s.do(t, "POST", "/v1/review", diff, &r); code != http.StatusOK || r.Reviewer != "llm:fake" {
		t.Fatalf("ai: %d %+v", code, r)
	}
	mu.Lock()
	last := prompts[len(prompts)-1]
	mu.Unlock()
	if !strings.Contains(last, "(corrected from INCLUDE to EXCLUDE)") || !strings.Contains(last, "the order is the contract") {
		t.Errorf("prompt lacks the history:\n%s", last)
	}
	// Bad input names the field and records nothing.
	for field, mut := range map[string]func(map[string]any){
		"decision":          func(b map[string]any) { b["decision"] = "maybe" },
		"suite":             func(b map[string]any) { b["suite"] = "" },
		"result.category":   func(b map[string]any) { b["result"] = map[string]any{"category": 9, "confidence": 0.5} },
		"result.confidence": func(b map[string]any) { b["result"] = map[string]any{"category": 2, "confidence": 1.5} },
		"expected":          func(b map[string]any) { b["expected"] = "a\x00" },
	} {
		b := map[string]any{}
		for k, v := range body {
			b[k] = v
		}
		b["test"] = "t::bad"
		mut(b)
		var e apiError
		if code := s.do(t, "POST", "/v1/review/decisions", b, &e); code != http.StatusBadRequest || e.Error.Field != field {
			t.Errorf("%s: %d %+v", field, code, e)
		}
	}
	if code := s.do(t, "GET", "/v1/review/stats", nil, &st); code != http.StatusOK || st.Decided != 1 {
		t.Errorf("after bad input: %d %+v", code, st)
	}
}
