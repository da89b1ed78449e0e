package console

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

//go:embed templates/*.html static/*
var assets embed.FS

// maxFormBytes bounds a console form post.
const maxFormBytes = 1 << 20

// Console is the web console. Set the services it shows (the API server
// fills them in from its own, see http.Server.Console), then call Handler.
type Console struct {
	// Secret signs session cookies and CSRF tokens. Replicas behind one
	// load balancer need the same secret; empty means a random one per
	// process, so that a restart signs everyone out.
	Secret []byte
	// SessionTTL is how long a sign-in lasts (DefaultSessionTTL).
	SessionTTL time.Duration
	Logger     *slog.Logger
	Now        cairn.Clock

	// Auth checks API keys (required).
	Auth Auth
	// Judgments is the judgment capability (required); JudgmentStores
	// reads a product whole for the override-rate chart.
	Judgments      *judgment.Service
	JudgmentStores func(tenant string) judgment.Store
	// Corrections, Bridge and Followups are optional: their pages say
	// when the server does not serve them.
	Corrections *correction.Service
	Bridge      *bridge.Service
	Followups   *followup.Service
	// ReviewPolicy gives the auto-decision precision of review analytics.
	ReviewPolicy review.Policy
	// Turns is the server's log of session turns; nil: the session pages
	// say that none are kept.
	Turns *correction.TurnLog

	sess  *sessions
	pages map[string]*template.Template
}

// Handler returns the console's handler, serving every path it knows and
// an HTML 404 for the others.
func (c *Console) Handler() (http.Handler, error) {
	if c.Auth == nil || c.Judgments == nil || c.JudgmentStores == nil {
		return nil, errors.New("console: Auth, Judgments and JudgmentStores are required")
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	var err error
	if c.sess, err = newSessions(c.Secret, c.SessionTTL, c.Now); err != nil {
		return nil, err
	}
	if c.pages, err = parsePages(); err != nil {
		return nil, err
	}
	static, err := fs.Sub(assets, "static")
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", cacheStatic(http.FileServerFS(static))))
	mux.HandleFunc("GET /login", c.handleLoginPage)
	mux.HandleFunc("POST /login", c.handleLogin)
	mux.HandleFunc("POST /logout", c.page(c.handleLogout))
	mux.HandleFunc("GET /{$}", c.page(func(w http.ResponseWriter, r *http.Request, v *visit) error {
		home := "/corrections"
		if c.Corrections == nil {
			home = "/judgments" // a store that keeps judgments only
		}
		http.Redirect(w, r, home, http.StatusSeeOther)
		return nil
	}))
	c.registerCorrections(mux)
	c.registerJudgments(mux)
	c.registerSessions(mux)
	c.registerAnalytics(mux)
	mux.HandleFunc("/", c.page(func(w http.ResponseWriter, r *http.Request, v *visit) error {
		return cairn.Errorf(cairn.ENOTFOUND, "no page at %s", r.URL.Path)
	}))
	return securityHeaders(mux), nil
}

// securityHeaders forbids scripts, framing and sniffing: the console needs
// none of them.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "same-origin")
		h.ServeHTTP(w, r)
	})
}

func cacheStatic(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		h.ServeHTTP(w, r)
	})
}

// visit is an authenticated request's session.
type visit struct {
	tok      token
	signedIn bool // by API key, so that signing out means something
	csrf     string
}

func (v *visit) tenant() string { return v.tok.Tenant }

type pageFunc func(w http.ResponseWriter, r *http.Request, v *visit) error

// page wraps a handler with the session check (sending visitors without
// one to sign in, or, in open mode, opening one as tenant "default"),
// the CSRF check of posts, the form size limit, and error pages.
func (c *Console) page(h pageFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v, err := c.visit(w, r)
		if err != nil {
			c.fail(w, r, nil, err)
			return
		}
		if v == nil {
			if r.Method == http.MethodGet || r.Method == http.MethodHead {
				http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
				return
			}
			c.fail(w, r, nil, cairn.Errorf(cairn.EUNAUTHORIZED, "sign in first"))
			return
		}
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
			if err := r.ParseForm(); err != nil {
				c.fail(w, r, v, cairn.Invalid("form", "cannot read the form: %v", err))
				return
			}
			if !c.sess.checkCSRF(v.tok, r.PostForm.Get("csrf")) {
				c.fail(w, r, v, cairn.Errorf(cairn.EFORBIDDEN, "this form is stale or did not come from this console (CSRF check failed); reload the page and try again"))
				return
			}
		}
		if err := h(w, r, v); err != nil {
			c.fail(w, r, v, err)
		}
	}
}

// visit returns the request's signed-in session, nil when it has none.
// In open mode a visitor without one gets a session as tenant "default".
func (c *Console) visit(w http.ResponseWriter, r *http.Request) (*visit, error) {
	ctx := r.Context()
	tok, ok := c.sess.fromRequest(r)
	if ok && tok.Tenant != "" {
		if tok.KeyHash != "" {
			// The key still has to be valid: a revoked key ends its
			// console sessions as it ends its API access.
			tenant, err := c.Auth.KeyTenant(ctx, tok.KeyHash)
			switch {
			case cairn.ErrorCode(err) == cairn.EUNAUTHORIZED:
				clearCookie(w, r)
				return nil, nil
			case err != nil:
				return nil, err
			case tenant == tok.Tenant:
				return &visit{tok: tok, signedIn: true, csrf: c.sess.csrf(tok)}, nil
			}
			return nil, nil
		}
	}
	open, err := c.Auth.Open(ctx)
	if err != nil {
		return nil, err
	}
	if !open {
		return nil, nil
	}
	if !ok || tok.Tenant != cairn.DefaultTenant || tok.KeyHash != "" {
		tok = c.sess.newToken(cairn.DefaultTenant, "")
		c.sess.setCookie(w, r, tok)
		// A form posted with the session the server just opened cannot
		// carry its token: the CSRF check refuses it.
	}
	return &visit{tok: tok, csrf: c.sess.csrf(tok)}, nil
}

// view is what every page template receives.
type view struct {
	Title    string
	Nav      string
	Tenant   string
	SignedIn bool
	CSRF     string
	Flash    string
	Error    string
	Field    string // the form field the error names
	Data     any
}

func (c *Console) view(v *visit, title, nav string, data any) *view {
	out := &view{Title: title, Nav: nav, Data: data}
	if v != nil {
		out.Tenant, out.SignedIn, out.CSRF = v.tenant(), v.signedIn, v.csrf
	}
	return out
}

// render writes page name with status.
func (c *Console) render(w http.ResponseWriter, status int, name string, data *view) error {
	t, ok := c.pages[name]
	if !ok {
		return fmt.Errorf("console: no template %q", name)
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", data); err != nil {
		return cairn.Internal(fmt.Errorf("console: render %s: %w", name, err))
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
	return nil
}

// statusOf maps an error code to a status; the API's table is in package
// http, which the console does not import.
func statusOf(err error) int {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return http.StatusRequestEntityTooLarge
	}
	switch cairn.ErrorCode(err) {
	case cairn.EINVALID:
		return http.StatusBadRequest
	case cairn.EUNAUTHORIZED:
		return http.StatusUnauthorized
	case cairn.EFORBIDDEN:
		return http.StatusForbidden
	case cairn.ENOTFOUND:
		return http.StatusNotFound
	case cairn.ECONFLICT:
		return http.StatusConflict
	case cairn.ETOOLARGE:
		return http.StatusRequestEntityTooLarge
	case cairn.EUNAVAILABLE:
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

// fail renders err as an error page; internal errors are logged here, once.
func (c *Console) fail(w http.ResponseWriter, r *http.Request, v *visit, err error) {
	status := statusOf(err)
	msg := cairn.ErrorMessage(err)
	if status >= 500 {
		c.Logger.LogAttrs(r.Context(), slog.LevelError, "console request failed",
			slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Any("error", err))
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		msg = fmt.Sprintf("the form is larger than %d bytes", mbe.Limit)
	}
	page := c.view(v, http.StatusText(status), "", nil)
	page.Error = msg
	page.Field = cairn.ErrorField(err)
	if rerr := c.render(w, status, "error.html", page); rerr != nil {
		http.Error(w, msg, status)
	}
}

// flashes are the confirmations a redirect can ask for (?done=…); the
// text is fixed here so that a link cannot make the console say anything.
var flashes = map[string]string{
	"taught":     "Correction saved.",
	"deleted":    "Correction deleted.",
	"confidence": "Confidence updated.",
	"signedout":  "Signed out.",
}

func flash(r *http.Request) string { return flashes[r.URL.Query().Get("done")] }

// localPath returns next, cleaned, when it is a path of this site, else
// "/". Its path must start with one '/' and hold no "//"; nothing in it
// may be a backslash or a control character: browsers drop tabs and
// newlines from a Location and read a backslash as '/', so "/<TAB>/evil.example"
// and "/x/../<BACKSLASH>evil.example" would leave the site. The query is
// kept as it is.
func localPath(next string) string {
	for _, r := range next {
		if r < 0x20 || r == 0x7f || r == '\\' || (r >= 0x80 && r <= 0x9f) || r == utf8.RuneError {
			return "/"
		}
	}
	p, query, hasQuery := strings.Cut(next, "?")
	if !strings.HasPrefix(p, "/") || strings.Contains(p, "//") {
		return "/"
	}
	clean := path.Clean(p)
	if strings.HasSuffix(p, "/") && clean != "/" {
		clean += "/"
	}
	if hasQuery {
		clean += "?" + query
	}
	return clean
}
