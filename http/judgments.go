package http

import (
	"bytes"
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func (s *Server) registerJudgments(r *Router) {
	r.Handle("POST /v1/judgments", s.handleAddJudgment)
	r.Handle("POST /v1/judgments/batch", s.handleAddJudgments)
	r.Handle("DELETE /v1/judgments", s.handleClearProduct)
	r.Handle("GET /v1/judgments/stats", s.handleJudgmentStats)
	r.Handle("GET /v1/judgments/history", s.handleJudgmentHistory)
	r.Handle("GET /v1/judgments/{change_id}", s.handleGetJudgment)
	r.Handle("POST /v1/judgments/{change_id}/override", s.handleOverrideJudgment)
}

// manager returns the judgment manager of the request's tenant, from the
// server's judgment.Service (which counts the judgment metrics).
func (s *Server) manager(r *http.Request) (*judgment.Manager, error) {
	return s.judgments.Manager(Tenant(r.Context()))
}

// judgmentJSON is a judgment as the API returns it: the ai_cache.json fields
// plus the computed was_corrected and final_decision.
func judgmentJSON(j *judgment.Judgment) json.RawMessage {
	var buf bytes.Buffer
	appendJudgmentJSON(&buf, j)
	return buf.Bytes()
}

// appendJudgmentJSON writes judgmentJSON(j) to buf. It writes the judgment's
// own MarshalJSON output as is: going through json.Marshal, or returning it
// as a json.RawMessage, would make encoding/json validate and compact each
// judgment once more (a fifth of a history request's time).
func appendJudgmentJSON(buf *bytes.Buffer, j *judgment.Judgment) {
	b, err := j.MarshalJSON()
	if err != nil || len(b) < 2 || b[len(b)-1] != '}' {
		// Judgments are plain strings and a time: MarshalJSON does not fail.
		buf.WriteString("null")
		return
	}
	buf.Write(b[:len(b)-1])
	buf.WriteString(`,"was_corrected":`)
	buf.WriteString(strconv.FormatBool(j.WasCorrected()))
	buf.WriteString(`,"final_decision":`)
	appendJSONString(buf, string(j.FinalDecision()))
	buf.WriteByte('}')
}

// appendJSONString writes s as a JSON string, without escaping HTML, as
// writeJSON does.
func appendJSONString(buf *bytes.Buffer, s string) {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)           // a string always encodes
	buf.Truncate(buf.Len() - 1) // Encode's newline
}

func (s *Server) handleAddJudgment(w http.ResponseWriter, r *http.Request) error {
	var j judgment.Judgment
	if err := DecodeJSON(r, &j); err != nil {
		return err
	}
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	stored, err := m.Add(r.Context(), &j)
	if err != nil {
		return err
	}
	// Answer with what is stored: the new judgment as stamped, or the
	// existing corrected one that upstream's rule kept.
	saved, err := m.Get(r.Context(), j.ChangeID)
	if err != nil {
		return err
	}
	j = *saved
	status := http.StatusCreated
	if !stored {
		status = http.StatusOK
	}
	writeJSON(w, status, map[string]any{"stored": stored, "judgment": judgmentJSON(&j)})
	return nil
}

// maxHistory bounds max_entries: a prompt holds few examples, and the cap
// keeps one request from reading a whole product.
const maxHistory = 1000

// maxBatch bounds how many judgments one batch request may carry.
const maxBatch = 1000

func (s *Server) handleAddJudgments(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Judgments []*judgment.Judgment `json:"judgments"`
	}
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	if len(body.Judgments) == 0 {
		return cairn.Invalid("judgments", "must hold at least one judgment")
	}
	if len(body.Judgments) > maxBatch {
		return cairn.Errorf(cairn.ETOOLARGE, "judgments: at most %d per batch, got %d", maxBatch, len(body.Judgments))
	}
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	stored, err := m.AddAll(r.Context(), body.Judgments)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"received": len(body.Judgments), "stored": stored})
	return nil
}

func (s *Server) handleGetJudgment(w http.ResponseWriter, r *http.Request) error {
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	j, err := m.Get(r.Context(), r.PathValue("change_id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, judgmentJSON(j))
	return nil
}

func (s *Server) handleOverrideJudgment(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Decision      string `json:"decision"`
		Reasoning     string `json:"reasoning"`
		UserDecision  string `json:"user_decision"`
		UserReasoning string `json:"user_reasoning"`
	}
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	if body.Decision == "" {
		body.Decision = body.UserDecision
	}
	if body.Reasoning == "" {
		body.Reasoning = body.UserReasoning
	}
	if body.Decision == "" {
		return cairn.Invalid("decision", "required: one of INCLUDE, EXCLUDE, UNCERTAIN")
	}
	d, err := judgment.ParseDecision(body.Decision)
	if err != nil {
		return err
	}
	id := r.PathValue("change_id")
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	found, err := m.RecordUserDecision(r.Context(), id, d, body.Reasoning)
	if err != nil {
		return err
	}
	if !found {
		return cairn.NotFound("judgment", id)
	}
	j, err := m.Get(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, judgmentJSON(j))
	return nil
}

func (s *Server) handleClearProduct(w http.ResponseWriter, r *http.Request) error {
	product := r.URL.Query().Get("product")
	if strings.TrimSpace(product) == "" {
		return cairn.Invalid("product", "required: the product whose judgments to delete")
	}
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	n, err := m.ClearProduct(r.Context(), product)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"product": product, "deleted": n})
	return nil
}

func (s *Server) handleJudgmentStats(w http.ResponseWriter, r *http.Request) error {
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	st, err := m.Stats(r.Context(), r.URL.Query().Get("product"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}

func (s *Server) handleJudgmentHistory(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	product := q.Get("product")
	if strings.TrimSpace(product) == "" {
		return cairn.Invalid("product", "required: the product to select history for")
	}
	maxEntries := judgment.DefaultMaxEntries
	if v := q.Get("max_entries"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return cairn.Invalid("max_entries", "not a whole number: %q", v)
		}
		if n > maxHistory {
			return cairn.Invalid("max_entries", "at most %d, got %d", maxHistory, n)
		}
		maxEntries = n
	}
	ratio := judgment.DefaultCorrectionRatio
	if v := q.Get("correction_ratio"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) {
			return cairn.Invalid("correction_ratio", "not a number: %q", v)
		}
		ratio = f
	}
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	history, err := m.HistoryForPrompt(r.Context(), product, maxEntries, ratio)
	if err != nil {
		return err
	}
	// {"judgments": [...], "prompt": "..."}, written directly (see
	// appendJudgmentJSON).
	buf := getBuffer()
	defer putBuffer(buf)
	buf.WriteString(`{"judgments":[`)
	for i, j := range history {
		if i > 0 {
			buf.WriteByte(',')
		}
		appendJudgmentJSON(buf, j)
	}
	buf.WriteString(`],"prompt":`)
	appendJSONString(buf, judgment.RenderPrompt(history))
	buf.WriteString("}\n")
	writeBody(w, http.StatusOK, buf.Bytes())
	return nil
}
