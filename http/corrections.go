package http

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (s *Server) registerCorrections(r *Router) {
	handle := r.Handle
	if s.Corrections == nil {
		// The store keeps judgments only (the JSON file): say so on every
		// correction route instead of "no route".
		handle = func(pattern string, _ HandlerFunc, opts ...RouteOption) {
			r.Handle(pattern, func(http.ResponseWriter, *http.Request) error {
				return cairn.Errorf(cairn.ENOTFOUND, "corrections are not available: this server's store keeps judgments only; use SQLite or PostgreSQL")
			}, opts...)
		}
	}
	handle("POST /v1/corrections", s.handleCreateCorrection)
	handle("GET /v1/corrections", s.handleListCorrections)
	handle("GET /v1/corrections/export", s.handleExportCorrections)
	handle("POST /v1/corrections/import", s.handleImportCorrections)
	handle("POST /v1/corrections/detect", s.handleDetect)
	handle("POST /v1/corrections/similar", s.handleSimilar)
	handle("POST /v1/corrections/apply", s.handleApply)
	handle("GET /v1/corrections/{id}", s.handleGetCorrection)
	handle("DELETE /v1/corrections/{id}", s.handleDeleteCorrection)
	handle("POST /v1/corrections/{id}/confidence", s.handleAdjustCorrection)
	handle("POST /v1/sessions/{session_id}/turns", s.handleTurn)
}

func (s *Server) learner(r *http.Request) (*correction.Learner, error) {
	return s.Corrections.Learner(r.Context(), Tenant(r.Context()))
}

// correctionView is a copy of c without the embedding vector, which is
// large and only meaningful to the index.
func correctionView(c *correction.Correction) *correction.Correction {
	if c == nil {
		return nil
	}
	v := *c
	v.Embedding = nil
	return &v
}

// matchJSON is a match as the API shows it.
type matchJSON struct {
	Correction *correctionOut   `json:"correction"`
	Similarity float64          `json:"similarity"`
	Relevance  float64          `json:"relevance"`
	Hits       []correction.Hit `json:"hits,omitempty"`
	Why        string           `json:"why,omitempty"`
	Withheld   bool             `json:"withheld,omitempty"`
}

func (s *Server) matchViews(ms []*correction.CorrectionMatch) []*matchJSON {
	out := make([]*matchJSON, len(ms))
	for i, m := range ms {
		out[i] = &matchJSON{Correction: s.correctionOut(m.Correction), Similarity: m.Similarity, Relevance: m.Relevance, Hits: m.Hits, Why: m.Why, Withheld: m.Withheld}
	}
	return out
}

func (s *Server) handleCreateCorrection(w http.ResponseWriter, r *http.Request) error {
	r, report := withReport(r)
	var in correction.Input
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	c, err := in.Correction()
	if err != nil {
		return err
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	if err := l.Remember(r.Context(), c); err != nil {
		return err
	}
	out := s.correctionOut(c)
	out.EmbedderError = report.EmbedderError()
	writeJSON(w, http.StatusCreated, out)
	return nil
}

// listOptions parses the query parameters of a correction listing.
func listOptions(r *http.Request) (correction.ListOptions, error) {
	q := r.URL.Query()
	opts := correction.ListOptions{Limit: 100, Order: q.Get("order"), SessionID: q.Get("session_id"), Text: q.Get("q")}
	for _, p := range []struct {
		name string
		dst  *int
	}{{"limit", &opts.Limit}, {"offset", &opts.Offset}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return opts, cairn.Invalid(p.name, "must be a whole number ≥ 0, got %q", v)
			}
			*p.dst = n
		}
	}
	if opts.Limit > 1000 {
		return opts, cairn.Invalid("limit", "at most 1000, got %d", opts.Limit)
	}
	switch opts.Order {
	case "", correction.OrderNewest, correction.OrderOldest:
	default:
		return opts, cairn.Invalid("order", "must be newest or oldest, got %q", opts.Order)
	}
	if v := q.Get("category"); v != "" {
		c, err := correction.ParseCategory(v)
		if err != nil {
			return opts, err
		}
		opts.Category = &c
	}
	return opts, nil
}

func (s *Server) handleListCorrections(w http.ResponseWriter, r *http.Request) error {
	opts, err := listOptions(r)
	if err != nil {
		return err
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	cs, err := l.Memory.List(r.Context(), opts)
	if err != nil {
		return err
	}
	views := make([]*correctionOut, len(cs))
	for i, c := range cs {
		views[i] = s.correctionOut(c)
	}
	writeJSON(w, http.StatusOK, map[string]any{"corrections": views})
	return nil
}

func (s *Server) handleGetCorrection(w http.ResponseWriter, r *http.Request) error {
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	c, err := l.Memory.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, s.correctionOut(c))
	return nil
}

func (s *Server) handleDeleteCorrection(w http.ResponseWriter, r *http.Request) error {
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	id := r.PathValue("id")
	if err := l.Memory.Delete(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"deleted": id})
	return nil
}

func (s *Server) handleAdjustCorrection(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Delta *float64 `json:"delta"`
	}
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	if body.Delta == nil {
		return cairn.Invalid("delta", "required: the amount to add to the confidence, e.g. -0.2")
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	id := r.PathValue("id")
	v, err := l.Memory.UpdateConfidence(r.Context(), id, *body.Delta)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "confidence": v})
	return nil
}

// DetectRequest is the body of POST /v1/corrections/detect.
type DetectRequest struct {
	Message        string `json:"message"`
	PreviousOutput string `json:"previous_output"`
}

func (s *Server) handleDetect(w http.ResponseWriter, r *http.Request) error {
	r, report := withReport(r)
	var body DetectRequest
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	if strings.TrimSpace(body.Message) == "" {
		return cairn.Invalid("message", "required: the user's message")
	}
	d, err := s.Corrections.Detector().Detect(r.Context(), body.Message, body.PreviousOutput)
	if err != nil {
		return err
	}
	if d.IsCorrection && s.Corrections.Observer != nil {
		s.Corrections.Observer.CorrectionDetected(d.Category)
	}
	writeJSON(w, http.StatusOK, detectionOut{Detection: d, LLMError: report.LLMError()})
	return nil
}

func (s *Server) handleSimilar(w http.ResponseWriter, r *http.Request) error {
	r, report := withReport(r)
	var body struct {
		Query  string `json:"query"`
		Output string `json:"output"`
		Limit  int    `json:"limit"`
	}
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	if strings.TrimSpace(body.Query+body.Output) == "" {
		return cairn.Invalid("query", "query or output is required")
	}
	if body.Limit == 0 {
		body.Limit = correction.DefaultCandidates
	}
	if body.Limit < 0 || body.Limit > 100 {
		return cairn.Invalid("limit", "must be between 1 and 100, got %d", body.Limit)
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	ms, err := l.Memory.Relevant(r.Context(), body.Query, body.Output, body.Limit)
	if err != nil && (report.EmbedderError() == "" || r.Context().Err() != nil) {
		return err
	}
	// A failing embedder finds nothing, and says so.
	v := map[string]any{"matches": s.matchViews(ms)}
	if correction.SearchTruncated(body.Query, body.Output) {
		v["truncated"] = true
	}
	addDegradation(v, report, l)
	writeJSON(w, http.StatusOK, v)
	return nil
}

func (s *Server) applyView(res *correction.ApplyResult) map[string]any {
	v := map[string]any{
		"modified":            res.Modified,
		"original_text":       res.OriginalText,
		"modified_text":       res.ModifiedText,
		"method":              res.Method,
		"applied_corrections": s.matchViews(res.AppliedCorrections),
		"suggested":           s.matchViews(res.Suggested),
	}
	if res.LLMError != "" {
		v["llm_error"] = res.LLMError
	}
	if res.Prompt != "" {
		v["prompt"] = res.Prompt
	}
	if res.Truncated {
		v["truncated"] = true
	}
	if res.Mode != "" {
		v["mode"] = res.Mode
	}
	return v
}

func (s *Server) handleApply(w http.ResponseWriter, r *http.Request) error {
	r, report := withReport(r)
	var body struct {
		Query  string `json:"query"`
		Output string `json:"output"`
		Apply  string `json:"apply"`
	}
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	if body.Output == "" {
		return cairn.Invalid("output", "required: the text to apply corrections to")
	}
	mode, err := correction.ApplyModeOverride("apply", body.Apply)
	if err != nil {
		return err
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	res, err := l.Applier.ApplyWith(r.Context(), body.Query, body.Output, correction.ApplyOptions{Mode: mode})
	if err != nil {
		// The output comes back unchanged; say why.
		if !correction.IsModelFailure(err) { // a model's outage is logged once, by its monitor
			s.Logger.Warn("apply corrections", logKeyError, err)
		}
		v := s.applyView(res)
		v["error"] = cairn.ErrorMessage(err)
		addDegradation(v, report, l)
		writeJSON(w, http.StatusOK, v)
		return nil
	}
	v := s.applyView(res)
	addDegradation(v, report, l)
	writeJSON(w, http.StatusOK, v)
	return nil
}

// TurnRequest is the body of POST /v1/sessions/{id}/turns: either an
// assistant turn (query and output) or a user message.
type TurnRequest struct {
	Query   string `json:"query"`
	Output  string `json:"output"`
	Message string `json:"message"`
	// Apply, on an assistant turn, overrides the server's apply mode for
	// this output: "rewrite" or "suggest" (correction.ApplyMode).
	Apply string `json:"apply,omitempty"`
}

func (s *Server) handleTurn(w http.ResponseWriter, r *http.Request) error {
	r, report := withReport(r)
	var body TurnRequest
	if err := DecodeJSON(r, &body); err != nil {
		return err
	}
	session := r.PathValue("session_id")
	hasOutput, hasMessage := body.Output != "", strings.TrimSpace(body.Message) != ""
	switch {
	case hasOutput && hasMessage:
		return cairn.Invalid("message", "send either {query, output} or {message}, not both")
	case !hasOutput && !hasMessage:
		return cairn.Invalid("output", "send either {query, output} (an assistant turn) or {message} (the user's reply)")
	case hasMessage && body.Apply != "":
		return cairn.Invalid("apply", "only an assistant turn ({query, output}) is applied to; leave it out of {message}")
	}
	mode, err := correction.ApplyModeOverride("apply", body.Apply)
	if err != nil {
		return err
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	if hasOutput {
		res, err := l.HandleOutputWith(r.Context(), session, body.Query, body.Output, correction.ApplyOptions{Mode: mode})
		if err != nil {
			return err
		}
		if s.Turns != nil {
			s.Turns.RecordOutput(Tenant(r.Context()), session, body.Query, body.Output, res, s.Now.NowUTC())
		}
		writeJSON(w, http.StatusOK, turnOut{Kind: "output", SessionID: session, Result: s.outputTurn(res, report, l)})
		return nil
	}
	res, err := l.HandleUserMessage(r.Context(), session, body.Message)
	if err != nil {
		return err
	}
	if s.Turns != nil {
		s.Turns.RecordMessage(Tenant(r.Context()), session, body.Message, res, s.Now.NowUTC())
	}
	out := messageOut{MessageResult: res, Saved: s.correctionOut(res.Saved), LLMError: report.LLMError(), EmbedderError: report.EmbedderError()}
	writeJSON(w, http.StatusOK, turnOut{Kind: "message", SessionID: session, Result: out})
	return nil
}

// turnOut is the answer to a session turn. Its fields, like outputTurnOut's,
// are in the order of their JSON names, the order in which encoding/json
// writes a map's keys: the answer is byte for byte the one the maps it
// replaces gave, without building and sorting them on every turn.
type turnOut struct {
	Kind      string `json:"kind"`
	Result    any    `json:"result"`
	SessionID string `json:"session_id"`
}

// outputTurnOut is the result of an assistant turn: applyView's fields,
// the output, the error, and addDegradation's fields.
type outputTurnOut struct {
	AppliedCorrections []*matchJSON `json:"applied_corrections"`
	EmbedderError      string       `json:"embedder_error,omitempty"`
	Error              string       `json:"error,omitempty"`
	LLMError           string       `json:"llm_error,omitempty"`
	Method             string       `json:"method"`
	Modified           bool         `json:"modified"`
	ModifiedText       string       `json:"modified_text"`
	OriginalText       string       `json:"original_text"`
	Output             string       `json:"output"`
	PendingEmbeddings  int          `json:"pending_embeddings,omitempty"`
	Prompt             string       `json:"prompt,omitempty"`
	Suggested          []*matchJSON `json:"suggested"`
	Truncated          bool         `json:"truncated,omitempty"`
	// Mode is "suggest" when the suggest mode withheld corrections that
	// would have been applied.
	Mode string `json:"mode,omitempty"`
}

// outputTurn is the result of an assistant turn as applyView and
// addDegradation show it: the failure the report records takes the place
// of the apply's own LLM error.
func (s *Server) outputTurn(res *correction.OutputResult, rep *correction.Report, l *correction.Learner) *outputTurnOut {
	a := res.Apply
	out := &outputTurnOut{
		AppliedCorrections: s.matchViews(a.AppliedCorrections),
		EmbedderError:      rep.EmbedderError(),
		Error:              res.Error,
		LLMError:           a.LLMError,
		Method:             a.Method,
		Modified:           a.Modified,
		ModifiedText:       a.ModifiedText,
		OriginalText:       a.OriginalText,
		Output:             res.Output,
		PendingEmbeddings:  max(l.Memory.Pending(), 0),
		Prompt:             a.Prompt,
		Suggested:          s.matchViews(a.Suggested),
		Truncated:          a.Truncated,
		Mode:               string(a.Mode),
	}
	if msg := rep.LLMError(); msg != "" {
		out.LLMError = msg
	}
	return out
}

func (s *Server) handleExportCorrections(w http.ResponseWriter, r *http.Request) error {
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(http.StatusOK)
	e := correction.NewExportEncoder(w)
	err = l.Memory.Store.Each(r.Context(), func(c *correction.Correction) error {
		return e.Encode(correctionView(c))
	})
	if err == nil {
		err = e.Close()
	}
	if err != nil {
		// The status line is out: the stream ends without its end marker,
		// which readers check, and the connection is aborted, so that
		// HTTP clients (curl) report a body cut short too.
		s.Logger.Warn("export corrections: stream ended early", logKeyError, err, "records", e.Count())
		panic(http.ErrAbortHandler)
	}
	return nil
}

func (s *Server) handleImportCorrections(w http.ResponseWriter, r *http.Request) error {
	r, report := withReport(r)
	cs, err := correction.ReadInputs(r.Body)
	if err != nil {
		return err
	}
	l, err := s.learner(r)
	if err != nil {
		return err
	}
	n, err := correction.Import(r.Context(), l.Memory, cs)
	if err != nil {
		return err
	}
	v := map[string]any{"imported": n, "received": len(cs)}
	addDegradation(v, report, l)
	writeJSON(w, http.StatusOK, v)
	return nil
}
