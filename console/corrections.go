package console

import (
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/httpstatus"
)

// pageSize is how many corrections a listing page shows.
const pageSize = 50

func (c *Console) registerCorrections(mux *http.ServeMux) {
	mux.HandleFunc("GET /corrections", c.page(c.handleCorrections))
	mux.HandleFunc("GET /corrections/new", c.page(c.handleTeachPage))
	mux.HandleFunc("POST /corrections/new", c.page(c.handleTeach))
	mux.HandleFunc("GET /corrections/{id}", c.page(c.handleCorrection))
	mux.HandleFunc("POST /corrections/{id}/confidence", c.page(c.handleConfidence))
	mux.HandleFunc("GET /corrections/{id}/delete", c.page(c.handleDeletePage))
	mux.HandleFunc("POST /corrections/{id}/delete", c.page(c.handleDelete))
}

// errNoCorrections is the answer of every correction page on a store
// that keeps judgments only.
var errNoCorrections = cairn.Errorf(cairn.ENOTFOUND, "corrections are not available: this server's store keeps judgments only; use SQLite or PostgreSQL")

func (c *Console) learner(r *http.Request, v *visit) (*correction.Learner, error) {
	if c.Corrections == nil {
		return nil, errNoCorrections
	}
	return c.Corrections.Learner(r.Context(), v.tenant())
}

// correctionFilter is the search form of the listing.
type correctionFilter struct {
	Q, Category, Session, Offline string
	Page                          int
}

func (f correctionFilter) query(page int) string {
	q := url.Values{}
	for k, v := range map[string]string{"q": f.Q, "category": f.Category, "session": f.Session, "offline": f.Offline} {
		if v != "" {
			q.Set(k, v)
		}
	}
	if page > 1 {
		q.Set("page", strconv.Itoa(page))
	}
	if len(q) == 0 {
		return "/corrections"
	}
	return "/corrections?" + q.Encode()
}

type correctionRow struct {
	*correction.Correction
	Offline bool
}

type correctionsData struct {
	Filter     correctionFilter
	Categories []correction.Category
	Rows       []correctionRow
	Prev, Next string
}

func parseFilter(r *http.Request) (correctionFilter, correction.ListOptions, error) {
	q := r.URL.Query()
	f := correctionFilter{Q: q.Get("q"), Category: q.Get("category"), Session: q.Get("session"), Offline: q.Get("offline"), Page: 1}
	opts := correction.ListOptions{Text: strings.TrimSpace(f.Q), SessionID: f.Session}
	if err := cairn.ValidateText("q", f.Q, "session", f.Session); err != nil {
		return f, opts, err
	}
	if f.Category != "" {
		cat, err := correction.ParseCategory(f.Category)
		if err != nil {
			return f, opts, err
		}
		opts.Category = &cat
	}
	switch f.Offline {
	case "", "yes", "no":
	default:
		return f, opts, cairn.Invalid("offline", "must be yes, no or empty, got %q", f.Offline)
	}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100000 {
			return f, opts, cairn.Invalid("page", "must be a whole number from 1, got %q", v)
		}
		f.Page = n
	}
	return f, opts, nil
}

func (c *Console) handleCorrections(w http.ResponseWriter, r *http.Request, v *visit) error {
	f, opts, err := parseFilter(r)
	if err != nil {
		return err
	}
	l, err := c.learner(r, v)
	if err != nil {
		return err
	}
	rows, more, err := listCorrections(r, l, opts, f)
	if err != nil {
		return err
	}
	data := correctionsData{Filter: f, Categories: correction.Categories(), Rows: rows}
	if f.Page > 1 {
		data.Prev = f.query(f.Page - 1)
	}
	if more {
		data.Next = f.query(f.Page + 1)
	}
	page := c.view(v, "Corrections", "corrections", data)
	page.Flash = flash(r)
	return c.render(w, http.StatusOK, "corrections.html", page)
}

// listCorrections returns the page f.Page of the corrections matching
// opts and the offline filter, and whether there are more. The store
// filters by text, category and session; whether a correction applies
// offline is decided here, so that filter reads the matches in chunks.
func listCorrections(r *http.Request, l *correction.Learner, opts correction.ListOptions, f correctionFilter) ([]correctionRow, bool, error) {
	skip := (f.Page - 1) * pageSize
	keep := func(c *correction.Correction) bool {
		switch f.Offline {
		case "yes":
			return c.AppliesOffline()
		case "no":
			return !c.AppliesOffline()
		}
		return true
	}
	var rows []correctionRow
	chunk := pageSize + 1
	if f.Offline == "" {
		opts.Offset, skip = skip, 0
	} else {
		chunk = 500
	}
	for {
		opts.Limit = chunk
		cs, err := l.Memory.List(r.Context(), opts)
		if err != nil {
			return nil, false, err
		}
		for _, c := range cs {
			if !keep(c) {
				continue
			}
			if skip > 0 {
				skip--
				continue
			}
			if len(rows) == pageSize {
				return rows, true, nil
			}
			rows = append(rows, correctionRow{Correction: c, Offline: c.AppliesOffline()})
		}
		if len(cs) < chunk {
			return rows, false, nil
		}
		opts.Offset += len(cs)
	}
}

type correctionData struct {
	C            *correction.Correction
	Offline      bool
	Applications []correction.Application
	TurnLog      bool
	Confidence   string // the form's value
}

func (c *Console) correctionPage(w http.ResponseWriter, r *http.Request, v *visit, status int, cor *correction.Correction, confidence string, err error) error {
	data := correctionData{C: cor, Offline: cor.AppliesOffline(), Confidence: confidence, TurnLog: c.Turns != nil}
	if c.Turns != nil {
		data.Applications = c.Turns.Applications(v.tenant(), cor.ID)
	}
	page := c.view(v, "Correction "+cor.ID, "corrections", data)
	page.Flash = flash(r)
	if err != nil {
		page.Error, page.Field = cairn.ErrorMessage(err), cairn.ErrorField(err)
	}
	return c.render(w, status, "correction.html", page)
}

func (c *Console) handleCorrection(w http.ResponseWriter, r *http.Request, v *visit) error {
	l, err := c.learner(r, v)
	if err != nil {
		return err
	}
	cor, err := l.Memory.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	return c.correctionPage(w, r, v, http.StatusOK, cor, strconv.FormatFloat(cor.Confidence, 'f', 2, 64), nil)
}

// parseUnit parses a form value in [0, 1], naming the field when it is not.
func parseUnit(field, s string) (float64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, cairn.Invalid(field, "required: a number from 0 to 1")
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, cairn.Invalid(field, "not a number: %q", s)
	}
	if f < 0 || f > 1 {
		return 0, cairn.Invalid(field, "must be from 0 to 1, got %v", f)
	}
	return f, nil
}

func (c *Console) handleConfidence(w http.ResponseWriter, r *http.Request, v *visit) error {
	l, err := c.learner(r, v)
	if err != nil {
		return err
	}
	id := r.PathValue("id")
	cor, err := l.Memory.Get(r.Context(), id)
	if err != nil {
		return err
	}
	raw := r.PostForm.Get("confidence")
	want, err := parseUnit("confidence", raw)
	if err != nil {
		return c.correctionPage(w, r, v, httpstatus.Of(err), cor, raw, err)
	}
	delta := want - cor.Confidence
	if err := correction.ValidateConfidenceDelta(delta); err != nil {
		err = cairn.Invalid("confidence", "%s", cairn.ErrorMessage(err))
		return c.correctionPage(w, r, v, httpstatus.Of(err), cor, raw, err)
	}
	if _, err := l.Memory.UpdateConfidence(r.Context(), id, delta); err != nil {
		return err
	}
	http.Redirect(w, r, "/corrections/"+url.PathEscape(id)+"?done=confidence", http.StatusSeeOther)
	return nil
}

func (c *Console) handleDeletePage(w http.ResponseWriter, r *http.Request, v *visit) error {
	l, err := c.learner(r, v)
	if err != nil {
		return err
	}
	cor, err := l.Memory.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	return c.render(w, http.StatusOK, "delete.html", c.view(v, "Delete correction "+cor.ID, "corrections", cor))
}

func (c *Console) handleDelete(w http.ResponseWriter, r *http.Request, v *visit) error {
	l, err := c.learner(r, v)
	if err != nil {
		return err
	}
	if err := l.Memory.Delete(r.Context(), r.PathValue("id")); err != nil {
		return err
	}
	http.Redirect(w, r, "/corrections?done=deleted", http.StatusSeeOther)
	return nil
}

// teachForm is the form of a correction taught by hand.
type teachForm struct {
	Query, Original, Corrected, Explanation, Category, Session string
	Severity, Confidence                                       string
	Literal                                                    bool
	Categories                                                 []correction.Category
}

func (c *Console) handleTeachPage(w http.ResponseWriter, r *http.Request, v *visit) error {
	if c.Corrections == nil {
		return errNoCorrections
	}
	f := teachForm{Category: "factual", Severity: "0.5", Confidence: "1", Literal: true, Categories: correction.Categories()}
	return c.render(w, http.StatusOK, "teach.html", c.view(v, "Teach a correction", "corrections", f))
}

func (c *Console) handleTeach(w http.ResponseWriter, r *http.Request, v *visit) error {
	p := r.PostForm
	f := teachForm{
		Query: p.Get("query"), Original: p.Get("original_output"), Corrected: p.Get("corrected_output"),
		Explanation: p.Get("explanation"), Category: p.Get("category"), Session: p.Get("session_id"),
		Severity: p.Get("severity"), Confidence: p.Get("confidence"), Literal: p.Get("literal") != "",
		Categories: correction.Categories(),
	}
	cor, err := f.correction()
	if err == nil {
		var l *correction.Learner
		if l, err = c.learner(r, v); err != nil {
			return err
		}
		err = l.Remember(r.Context(), cor)
	}
	if cairn.ErrorCode(err) == cairn.EINVALID {
		page := c.view(v, "Teach a correction", "corrections", f)
		page.Error, page.Field = cairn.ErrorMessage(err), cairn.ErrorField(err)
		return c.render(w, httpstatus.Of(err), "teach.html", page)
	}
	if err != nil {
		return err
	}
	http.Redirect(w, r, "/corrections/"+url.PathEscape(cor.ID)+"?done=taught", http.StatusSeeOther)
	return nil
}

// correction validates the form as the API validates POST /v1/corrections.
func (f teachForm) correction() (*correction.Correction, error) {
	in := correction.Input{
		SessionID: strings.TrimSpace(f.Session), Query: f.Query,
		OriginalOutput: f.Original, CorrectedOutput: f.Corrected, Explanation: f.Explanation,
		Literal: &f.Literal,
	}
	if err := cairn.ValidateText("query", f.Query, "original_output", f.Original, "corrected_output", f.Corrected,
		"explanation", f.Explanation, "session_id", f.Session); err != nil {
		return nil, err
	}
	cat, err := correction.ParseCategory(f.Category)
	if err != nil {
		return nil, err
	}
	in.Category = &cat
	sev, err := parseUnit("severity", f.Severity)
	if err != nil {
		return nil, err
	}
	conf, err := parseUnit("confidence", f.Confidence)
	if err != nil {
		return nil, err
	}
	in.Severity, in.Confidence = &sev, &conf
	return in.Correction()
}
