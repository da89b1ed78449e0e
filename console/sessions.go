package console

import (
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (c *Console) registerSessions(mux *http.ServeMux) {
	mux.HandleFunc("GET /sessions", c.page(c.handleSessions))
	mux.HandleFunc("GET /sessions/view", c.page(c.handleSession))
}

type sessionsData struct {
	Kept     bool // the server keeps a turn log
	Size     int
	Sessions []correction.SessionSummary
}

func (c *Console) handleSessions(w http.ResponseWriter, r *http.Request, v *visit) error {
	data := sessionsData{Kept: c.Turns != nil}
	if c.Turns != nil {
		data.Size = c.Turns.Size()
		data.Sessions = c.Turns.Sessions(v.tenant())
	}
	return c.render(w, http.StatusOK, "sessions.html", c.view(v, "Sessions", "sessions", data))
}

type sessionData struct {
	ID    string
	Size  int
	Turns []correction.LoggedTurn
}

func (c *Console) handleSession(w http.ResponseWriter, r *http.Request, v *visit) error {
	id := r.URL.Query().Get("id")
	if strings.TrimSpace(id) == "" {
		return cairn.Invalid("id", "required: the session to show")
	}
	if err := cairn.ValidateText("id", id); err != nil {
		return err
	}
	if c.Turns == nil {
		return cairn.Errorf(cairn.ENOTFOUND, "this server keeps no session turn log")
	}
	turns := c.Turns.Session(v.tenant(), id)
	if len(turns) == 0 {
		return cairn.Errorf(cairn.ENOTFOUND, "no turns of session %q since this server started (the turn log keeps the last %d turns of each tenant, in memory)", id, c.Turns.Size())
	}
	return c.render(w, http.StatusOK, "session.html", c.view(v, "Session "+id, "sessions", sessionData{ID: id, Size: c.Turns.Size(), Turns: turns}))
}
