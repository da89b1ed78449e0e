package console

import (
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/httpstatus"
)

type loginData struct {
	Next string
	Key  string // never echoed back; kept for the template's field
}

// anonymous returns the visitor's session before sign-in (for the login
// form's CSRF token), starting one when it has none or holds a session
// that no longer signs in (its key was revoked).
func (c *Console) anonymous(w http.ResponseWriter, r *http.Request) token {
	if tok, ok := c.sess.fromRequest(r); ok && tok.Tenant == "" {
		return tok
	}
	tok := c.sess.newToken("", "")
	c.sess.setCookie(w, r, tok)
	return tok
}

func (c *Console) handleLoginPage(w http.ResponseWriter, r *http.Request) {
	next := localPath(r.URL.Query().Get("next"))
	v, err := c.visit(w, r)
	if err != nil {
		c.fail(w, r, nil, err)
		return
	}
	if v != nil {
		http.Redirect(w, r, next, http.StatusSeeOther)
		return
	}
	tok := c.anonymous(w, r)
	page := c.view(nil, "Sign in", "", loginData{Next: next})
	page.CSRF = c.sess.csrf(tok)
	page.Flash = flash(r)
	if err := c.render(w, http.StatusOK, "login.html", page); err != nil {
		c.fail(w, r, nil, err)
	}
}

// handleLogin exchanges an API key for a session cookie.
func (c *Console) handleLogin(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		c.fail(w, r, nil, cairn.Invalid("form", "cannot read the form: %v", err))
		return
	}
	next := localPath(r.PostForm.Get("next"))
	tok, ok := c.sess.fromRequest(r)
	if !ok || !c.sess.checkCSRF(tok, r.PostForm.Get("csrf")) {
		c.fail(w, r, nil, cairn.Errorf(cairn.EFORBIDDEN, "this form is stale or did not come from this console (CSRF check failed); reload the page and try again"))
		return
	}
	key := strings.TrimSpace(r.PostForm.Get("key"))
	refuse := func(err error) {
		status := httpstatus.Of(err)
		page := c.view(nil, "Sign in", "", loginData{Next: next})
		page.CSRF = c.sess.csrf(tok)
		page.Error, page.Field = cairn.ErrorMessage(err), "key"
		if rerr := c.render(w, status, "login.html", page); rerr != nil {
			c.fail(w, r, nil, rerr)
		}
	}
	if key == "" {
		refuse(cairn.Invalid("key", "required: an API key (cairn keys create --tenant NAME)"))
		return
	}
	if err := cairn.ValidateText("key", key); err != nil {
		refuse(err)
		return
	}
	hash := cairn.HashAPIKey(key)
	tenant, err := c.Auth.KeyTenant(r.Context(), hash)
	switch {
	case cairn.ErrorCode(err) == cairn.EUNAUTHORIZED:
		refuse(err)
		return
	case err != nil:
		c.fail(w, r, nil, err)
		return
	}
	// A new nonce: a session fixed before sign-in is worth nothing after.
	c.sess.revoke(tok)
	c.sess.setCookie(w, r, c.sess.newToken(tenant, hash))
	http.Redirect(w, r, next, http.StatusSeeOther)
}

func (c *Console) handleLogout(w http.ResponseWriter, r *http.Request, v *visit) error {
	c.sess.revoke(v.tok)
	clearCookie(w, r)
	http.Redirect(w, r, "/login?done=signedout", http.StatusSeeOther)
	return nil
}
