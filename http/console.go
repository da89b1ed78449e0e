package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// mountConsole routes the paths no API route takes: to the web console
// when there is one, except /v1/… and the paths of API routes under
// another method, which keep their JSON 404 and 405.
func (s *Server) mountConsole() error {
	if s.Console == nil {
		s.mux.HandleFunc("/", s.handleNoRoute)
		return nil
	}
	c := s.Console
	c.Auth = consoleAuth{s.auth}
	c.Judgments = s.judgments
	c.JudgmentStores = func(t string) judgment.Store { return s.Judgments(t) }
	c.Corrections, c.Bridge, c.Followups, c.Turns = s.Corrections, s.Bridge, s.Followups, s.Turns
	c.ReviewPolicy = review.DefaultPolicy()
	if s.Review != nil {
		c.ReviewPolicy = s.Review.Policy
	}
	if c.Logger == nil {
		c.Logger = s.Logger
	}
	if c.Now == nil {
		c.Now = s.Now
	}
	h, err := c.Handler()
	if err != nil {
		return err
	}
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1" || strings.HasPrefix(r.URL.Path, "/v1/") || len(s.allowedMethods(r)) > 0 {
			s.handleNoRoute(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
	return nil
}

// consoleAuth lets the console check keys with the API's authenticator.
type consoleAuth struct{ a *authenticator }

func (c consoleAuth) Open(ctx context.Context) (bool, error) { return c.a.openMode(ctx) }

func (c consoleAuth) KeyTenant(ctx context.Context, hash string) (string, error) {
	if c.a.keys == nil {
		return cairn.DefaultTenant, nil
	}
	k, err := c.a.lookup(ctx, hash)
	switch {
	case err != nil:
		return "", err
	case k.missing:
		return "", cairn.Errorf(cairn.EUNAUTHORIZED, "unknown API key")
	case k.revoked:
		return "", cairn.Errorf(cairn.EUNAUTHORIZED, "API key revoked")
	}
	return k.tenant, nil
}
