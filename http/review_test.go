package http_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/review"
)

type reviewResp struct {
	Category      int      `json:"category"`
	CategoryName  string   `json:"category_name"`
	Confidence    float64  `json:"confidence"`
	Summary       string   `json:"summary"`
	Issues        []string `json:"issues"`
	FlagsForHuman bool     `json:"flags_for_human"`
	Reviewer      string   `json:"reviewer"`
	Decision      string   `json:"decision"`
}

func TestReviewHTTP(t *testing.T) {
	model := openaitest.NewServer(t)
	model.Enqueue(openaitest.Reply{Content: "sorry"}, openaitest.Reply{Content: "{broken"}, openaitest.Reply{Content: "no json"})
	c := openai.NewCompleter(model.URL, "fake")
	if err := c.Open(); err != nil {
		t.Fatal(err)
	}
	s := mustOpenServer(t, func(s *cairnhttp.Server) {
		s.Review = &review.Service{Policy: review.DefaultPolicy(), LLM: c, ModelName: "fake"}
	})
	var r reviewResp
	body := map[string]any{"test": "t::crash", "expected": "result: 4\n", "actual": "Traceback (most recent call last):\nZeroDivisionError: division by zero\n"}
	if code := s.do(t, "POST", "/v1/review", body, &r); code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	if r.Category != 1 || r.CategoryName != "FAIL" || r.Decision != "reject" || r.Reviewer != "offline" {
		t.Errorf("%+v", r)
	}
	body["ai"] = true
	if code := s.do(t, "POST", "/v1/review", body, &r); code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	if r.Category != 3 || r.Confidence != 0 || r.Summary != "AI review failed - malformed response" || r.Decision != "human" {
		t.Errorf("malformed answers: %+v", r)
	}
	var e apiError
	if code := s.do(t, "POST", "/v1/review", map[string]any{"test": "t", "expected": "a\x00", "actual": "b"}, &e); code != http.StatusBadRequest || e.Error.Field != "expected" {
		t.Errorf("NUL: %d %+v", code, e)
	}
	resp, err := http.Get(s.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, want := range []string{`cairn_reviews_total{category="FAIL",decision="reject",reviewer="offline"} 1`, `cairn_reviews_total{category="UNSURE",decision="human",reviewer="llm"} 1`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

func TestReviewHTTPWithoutModel(t *testing.T) {
	s := mustOpenServer(t)
	var e apiError
	if code := s.do(t, "POST", "/v1/review", map[string]any{"test": "t", "expected": "a", "actual": "b", "ai": true}, &e); code != http.StatusBadRequest || e.Error.Field != "ai" {
		t.Errorf("%d %+v", code, e)
	}
}

// TestReviewHTTPStatus: a failed test is FAIL whatever its output shows, a
// new snapshot is reviewed on its content, and an unknown status is bad
// input naming the field.
func TestReviewHTTPStatus(t *testing.T) {
	s := mustOpenServer(t)
	var r reviewResp
	if code := s.do(t, "POST", "/v1/review", map[string]any{"test": "t", "expected": "sum: 3\n", "actual": "sum: 3\n", "status": "failed"}, &r); code != http.StatusOK || r.CategoryName != "FAIL" || r.Decision != "reject" {
		t.Errorf("failed: %d %+v", code, r)
	}
	long := strings.Repeat("a line of the new snapshot\n", 8)
	if code := s.do(t, "POST", "/v1/review", map[string]any{"test": "t", "expected": "", "actual": long, "status": "new"}, &r); code != http.StatusOK || r.CategoryName != "RECOMMEND ACCEPT" {
		t.Errorf("new: %d %+v", code, r)
	}
	var e apiError
	if code := s.do(t, "POST", "/v1/review", map[string]any{"test": "t", "expected": "a", "actual": "b", "status": "broken"}, &e); code != http.StatusBadRequest || e.Error.Field != "status" {
		t.Errorf("bad status: %d %+v", code, e)
	}
}
