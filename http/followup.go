package http

import (
	"encoding/json"
	"net/http"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// registerFollowups adds the follow-up result cache routes.
func (s *Server) registerFollowups(r *Router) {
	handle := r.Handle
	if s.Followups == nil {
		handle = func(pattern string, _ HandlerFunc, opts ...RouteOption) {
			r.Handle(pattern, func(http.ResponseWriter, *http.Request) error {
				return cairn.Errorf(cairn.ENOTFOUND, "the follow-up result cache is not enabled on this server (followup.enabled)")
			}, opts...)
		}
	}
	handle("POST /v1/followup/decide", s.handleFollowupDecide)
	handle("POST /v1/followup/results", s.handleFollowupStore)
	handle("GET /v1/followup/sessions/{session_id}/{adapter_name}", s.handleFollowupShow)
	handle("DELETE /v1/followup/sessions/{session_id}/{adapter_name}", s.handleFollowupClear)
}

// followupDecideRequest is the body of POST /v1/followup/decide, in the
// seed's request shape: message (or query), adapter_name, session_id and
// metadata with bypass_cache / force_refresh.
type followupDecideRequest struct {
	SessionID   string           `json:"session_id"`
	AdapterName string           `json:"adapter_name"`
	Message     string           `json:"message"`
	Query       string           `json:"query"`
	Metadata    followup.Options `json:"metadata"`
}

// FollowupDecideResponse is the answer of POST /v1/followup/decide: the
// decision's metadata, and on a hit the cached result.
type FollowupDecideResponse struct {
	followup.Decision
	// Execute tells the client to run the query and POST its result to
	// /v1/followup/results.
	Execute bool             `json:"execute"`
	Result  *followup.Result `json:"result,omitempty"`
}

func (s *Server) handleFollowupDecide(w http.ResponseWriter, r *http.Request) error {
	var in followupDecideRequest
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	q := in.Message
	if q == "" {
		q = in.Query
	} else if in.Query != "" && in.Query != in.Message {
		return cairn.Invalid("query", "give message or query, not two different texts")
	}
	c, err := s.Followups.Cache(Tenant(r.Context()))
	if err != nil {
		return err
	}
	d, err := c.Decide(r.Context(), in.SessionID, in.AdapterName, q, in.Metadata)
	if err != nil {
		return err
	}
	out := FollowupDecideResponse{Decision: d, Execute: !d.CacheHit}
	if d.CacheHit {
		md := d.Entry.ResultMetadata
		out.Result = &followup.Result{SQL: d.Entry.SQL, Rows: d.Entry.Results, Columns: d.Entry.ResultColumns, Metadata: &md}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// followupStoreRequest is the body of POST /v1/followup/results.
type followupStoreRequest struct {
	SessionID      string             `json:"session_id"`
	AdapterName    string             `json:"adapter_name"`
	Query          string             `json:"query"`
	SQL            string             `json:"sql_executed"`
	Results        json.RawMessage    `json:"results"`
	ResultColumns  []string           `json:"result_columns"`
	ResultMetadata *followup.Metadata `json:"result_metadata"`
}

func (s *Server) handleFollowupStore(w http.ResponseWriter, r *http.Request) error {
	var in followupStoreRequest
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	c, err := s.Followups.Cache(Tenant(r.Context()))
	if err != nil {
		return err
	}
	res := followup.Result{SQL: in.SQL, Rows: in.Results, Columns: in.ResultColumns, Metadata: in.ResultMetadata}
	sr, err := c.Save(r.Context(), in.SessionID, in.AdapterName, in.Query, res, nil)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if sr.Outcome == followup.StoreStored {
		status = http.StatusCreated
	}
	writeJSON(w, status, sr)
	return nil
}

// FollowupEntryView is a cached entry as the API shows it: the vectors
// are left out, their count kept.
type FollowupEntryView struct {
	followup.Entry
	QueryEmbedding           []float32   `json:"query_embedding,omitempty"`
	RecentFollowupEmbeddings [][]float32 `json:"recent_followup_embeddings,omitempty"`
	FollowupEmbeddings       int         `json:"followup_embeddings"`
	Embedded                 bool        `json:"embedded"`
	Key                      string      `json:"key"`
}

func (s *Server) handleFollowupShow(w http.ResponseWriter, r *http.Request) error {
	session, adapter := r.PathValue("session_id"), r.PathValue("adapter_name")
	c, err := s.Followups.Cache(Tenant(r.Context()))
	if err != nil {
		return err
	}
	e, err := c.Show(r.Context(), session, adapter)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, FollowupEntryView{Entry: e, FollowupEmbeddings: len(e.RecentFollowupEmbeddings), Embedded: len(e.QueryEmbedding) > 0, Key: followup.Key(session, adapter)})
	return nil
}

func (s *Server) handleFollowupClear(w http.ResponseWriter, r *http.Request) error {
	session, adapter := r.PathValue("session_id"), r.PathValue("adapter_name")
	c, err := s.Followups.Cache(Tenant(r.Context()))
	if err != nil {
		return err
	}
	if err := c.Clear(r.Context(), session, adapter); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
