package http

import (
	"net/http"
	"strconv"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
)

// registerBridge adds the context bridge routes. Without a bridge service
// (the JSON file store) they say why they are unavailable.
func (s *Server) registerBridge(r *Router) {
	handle := r.Handle
	if s.Bridge == nil {
		handle = func(pattern string, _ HandlerFunc, opts ...RouteOption) {
			r.Handle(pattern, func(http.ResponseWriter, *http.Request) error {
				return cairn.Errorf(cairn.ENOTFOUND, "the context bridge is not available: this server's store keeps judgments only; use SQLite or PostgreSQL")
			}, opts...)
		}
	}
	handle("POST /v1/bridge/sessions/{session_id}/reasoning", s.handleBridgeStore)
	handle("GET /v1/bridge/sessions/{session_id}/prior", s.handleBridgePrior)
	handle("POST /v1/bridge/sessions/{session_id}/search", s.handleBridgeSearch)
	handle("GET /v1/bridge/sessions/{session_id}/stats", s.handleBridgeStats)
	handle("DELETE /v1/bridge/sessions/{session_id}", s.handleBridgeClear)
	handle("POST /v1/bridge/cleanup", s.handleBridgeCleanup)
}

func (s *Server) bridgeOf(r *http.Request) (*bridge.Bridge, error) {
	return s.Bridge.Bridge(Tenant(r.Context()))
}

// bridgeStoreInput is the body of POST …/reasoning.
type bridgeStoreInput struct {
	Text     string         `json:"text"`
	Type     string         `json:"type"`
	Metadata map[string]any `json:"metadata"`
	// Timestamp (RFC 3339) stores reasoning with its real age; empty means
	// now.
	Timestamp string `json:"timestamp"`
}

func (s *Server) handleBridgeStore(w http.ResponseWriter, r *http.Request) error {
	var in bridgeStoreInput
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	e, err := bridge.ParseEntry(r.PathValue("session_id"), in.Text, in.Type, in.Timestamp, in.Metadata)
	if err != nil {
		return err
	}
	b, err := s.bridgeOf(r)
	if err != nil {
		return err
	}
	if err := b.Save(r.Context(), e); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, e)
	return nil
}

func (s *Server) handleBridgePrior(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	t, err := bridge.ParseModelType(q.Get("type"))
	if err != nil {
		return err
	}
	include := true
	if v := q.Get("include_corrupted"); v != "" {
		if include, err = strconv.ParseBool(v); err != nil {
			return cairn.Invalid("include_corrupted", "must be true or false, got %q", v)
		}
	}
	b, err := s.bridgeOf(r)
	if err != nil {
		return err
	}
	p, err := b.PriorReasoning(r.Context(), r.PathValue("session_id"), t, include)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// bridgeSearchInput is the body of POST …/search.
type bridgeSearchInput struct {
	Query string `json:"query"`
	K     *int   `json:"k"`
	Type  string `json:"type"`
}

func (s *Server) handleBridgeSearch(w http.ResponseWriter, r *http.Request) error {
	var in bridgeSearchInput
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	k := 5
	if in.K != nil {
		k = *in.K
	}
	var t bridge.ModelType
	if in.Type != "" {
		var err error
		if t, err = bridge.ParseModelType(in.Type); err != nil {
			return err
		}
	}
	b, err := s.bridgeOf(r)
	if err != nil {
		return err
	}
	res, err := b.Search(r.Context(), r.PathValue("session_id"), in.Query, k, t)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

func (s *Server) handleBridgeStats(w http.ResponseWriter, r *http.Request) error {
	b, err := s.bridgeOf(r)
	if err != nil {
		return err
	}
	st, err := b.SessionStats(r.Context(), r.PathValue("session_id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}

func (s *Server) handleBridgeClear(w http.ResponseWriter, r *http.Request) error {
	b, err := s.bridgeOf(r)
	if err != nil {
		return err
	}
	n, err := b.ClearSession(r.Context(), r.PathValue("session_id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"removed": n})
	return nil
}

func (s *Server) handleBridgeCleanup(w http.ResponseWriter, r *http.Request) error {
	if r.ContentLength != 0 {
		// No parameters; a body sent anyway must still be valid text.
		var body map[string]any
		if err := DecodeJSON(r, &body); err != nil {
			return err
		}
	}
	b, err := s.bridgeOf(r)
	if err != nil {
		return err
	}
	n, err := b.CleanupExpired(r.Context())
	if err != nil {
		return err
	}
	count, err := b.Count(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"removed": n, "count": count})
	return nil
}
