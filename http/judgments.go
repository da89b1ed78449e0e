package http

import (
	"bytes"
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

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

// appendJudgmentJSON writes judgmentJSON(j) to buf: the fields of
// j.MarshalJSON, as it writes them, then was_corrected and final_decision.
// It writes them itself: going through encoding/json, once per judgment
// and then again to validate and compact a json.RawMessage, was most of a
// history request's encoding time. TestJudgmentJSON and FuzzJudgmentJSON
// hold it to the output of MarshalJSON.
func appendJudgmentJSON(buf *bytes.Buffer, j *judgment.Judgment) {
	buf.WriteString(`{"change_id":`)
	appendJSONString(buf, j.ChangeID)
	buf.WriteString(`,"decision":`)
	appendJSONString(buf, string(j.Decision))
	buf.WriteString(`,"reasoning":`)
	appendJSONString(buf, j.Reasoning)
	buf.WriteString(`,"user_decision":`)
	appendNullableJSONString(buf, string(j.UserDecision))
	buf.WriteString(`,"user_reasoning":`)
	appendNullableJSONString(buf, j.UserReasoning)
	buf.WriteString(`,"product":`)
	appendJSONString(buf, j.Product)
	buf.WriteString(`,"url":`)
	appendNullableJSONString(buf, j.URL)
	buf.WriteString(`,"description":`)
	appendNullableJSONString(buf, j.Description)
	buf.WriteString(`,"ai_provider":`)
	appendNullableJSONString(buf, j.AIProvider)
	buf.WriteString(`,"timestamp":`)
	appendJSONString(buf, judgment.FormatTimestamp(j.Timestamp))
	buf.WriteString(`,"was_corrected":`)
	buf.WriteString(strconv.FormatBool(j.WasCorrected()))
	buf.WriteString(`,"final_decision":`)
	appendJSONString(buf, string(j.FinalDecision()))
	buf.WriteByte('}')
}

// appendNullableJSONString writes s as a JSON string, or null when it is
// empty, as judgment.MarshalJSON writes the optional fields.
func appendNullableJSONString(buf *bytes.Buffer, s string) {
	if s == "" {
		buf.WriteString("null")
		return
	}
	appendJSONString(buf, s)
}

// appendJSONString writes s as a JSON string exactly as encoding/json writes
// it without escaping HTML, as writeJSON does (FuzzAppendJSONString checks
// it against json.Encoder): quote, backslash and control characters
// escaped, invalid UTF-8 as U+FFFD, U+2028 and U+2029 escaped.
func appendJSONString(buf *bytes.Buffer, s string) {
	const hex = "0123456789abcdef"
	buf.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		// Most text is printable ASCII with no quote or backslash: pass it
		// eight bytes at a time.
		for i+8 <= len(s) && plainASCII(uint64(s[i])|uint64(s[i+1])<<8|uint64(s[i+2])<<16|uint64(s[i+3])<<24|
			uint64(s[i+4])<<32|uint64(s[i+5])<<40|uint64(s[i+6])<<48|uint64(s[i+7])<<56) {
			i += 8
		}
		if i == len(s) {
			break
		}
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			buf.WriteString(s[start:i])
			switch b {
			case '"', '\\':
				buf.WriteByte('\\')
				buf.WriteByte(b)
			case '\b':
				buf.WriteString(`\b`)
			case '\f':
				buf.WriteString(`\f`)
			case '\n':
				buf.WriteString(`\n`)
			case '\r':
				buf.WriteString(`\r`)
			case '\t':
				buf.WriteString(`\t`)
			default:
				buf.WriteString(`\u00`)
				buf.WriteByte(hex[b>>4])
				buf.WriteByte(hex[b&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			buf.WriteString(s[start:i])
			buf.WriteString(`\ufffd`)
		case r == '\u2028' || r == '\u2029':
			buf.WriteString(s[start:i])
			buf.WriteString(`\u202`)
			buf.WriteByte(hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	buf.WriteString(s[start:])
	buf.WriteByte('"')
}

// plainASCII reports whether all eight bytes of w are written as they are
// in a JSON string: none is below 0x20, '"', '\\' or above 0x7f.
func plainASCII(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	hasZero := func(x uint64) uint64 { return (x - ones) & ^x & highs }
	return (w|(w-0x20*ones)|hasZero(w^('"'*ones))|hasZero(w^('\\'*ones)))&highs == 0
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
	maxEntries := judgment.DefaultMaxEntries
	if v := q.Get("max_entries"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return cairn.Invalid("max_entries", "not a whole number: %q", v)
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
	if err := judgment.ValidateHistoryRequest(product, maxEntries, ratio); err != nil {
		return err
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
