package http

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/strictjson"
)

// Response headers of a proxied chat completion (docs/proxy.md).
const (
	hdrFeatures = "X-Cairn-Features" // request: what to add; response: what ran
	hdrSession  = "X-Cairn-Session"  // request: the session id; response: the one used
	hdrDetected = "X-Cairn-Detected"
	hdrReminded = "X-Cairn-Reminded"
	hdrApplied  = "X-Cairn-Applied"
	hdrWithheld = "X-Cairn-Withheld"
	hdrError    = "X-Cairn-Error"
)

// maxSessionID bounds a session id given in X-Cairn-Session or user.
const maxSessionID = 256

// maxStreamCapture bounds how much of a stream is kept to read the answer
// back for the turn log; the stream itself is never cut.
const maxStreamCapture = 1 << 20

// features are what cairn adds to a chat completion.
type features struct{ detect, remind, apply bool }

func (f features) String() string {
	var names []string
	for _, x := range []struct {
		on   bool
		name string
	}{{f.detect, "detect"}, {f.remind, "remind"}, {f.apply, "apply"}} {
		if x.on {
			names = append(names, x.name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}

// features returns what to add to a request: the configured defaults,
// replaced by X-Cairn-Features when given, then changed by X-Cairn-Detect,
// X-Cairn-Remind and X-Cairn-Apply. Returns EINVALID naming the header for
// a value it does not know.
func (p *Proxy) features(h http.Header) (features, error) {
	f := features{p.Detect, p.Remind, p.Apply}
	if vs, ok := h[hdrFeatures]; ok {
		f = features{}
		for _, v := range vs {
			for _, name := range strings.Split(v, ",") {
				switch strings.ToLower(strings.TrimSpace(name)) {
				case "detect":
					f.detect = true
				case "remind":
					f.remind = true
				case "apply":
					f.apply = true
				case "none", "":
				default:
					return f, cairn.Invalid(hdrFeatures, "unknown feature %q: list detect, remind and apply, comma-separated, or none", strings.TrimSpace(name))
				}
			}
		}
	}
	for _, x := range []struct {
		header string
		dst    *bool
	}{{"X-Cairn-Detect", &f.detect}, {"X-Cairn-Remind", &f.remind}, {"X-Cairn-Apply", &f.apply}} {
		v := h.Get(x.header)
		if v == "" {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "on", "true", "1", "yes":
			*x.dst = true
		case "off", "false", "0", "no":
			*x.dst = false
		default:
			return f, cairn.Invalid(x.header, "want on or off, got %q", v)
		}
	}
	return f, nil
}

// chatRequest is what the proxy reads of a chat completion request; the
// body itself goes upstream as it came, but for the reminder.
type chatRequest struct {
	Messages []chatMessage   `json:"messages"`
	Stream   json.RawMessage `json:"stream"`
	User     json.RawMessage `json:"user"`
}

type chatMessage struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
}

func (c *chatRequest) stream() bool { return string(bytes.TrimSpace(c.Stream)) == "true" }

func (c *chatRequest) user() string {
	var s string
	_ = json.Unmarshal(c.User, &s)
	return s
}

// lastUser returns the index of the latest user message before end, or -1.
func (c *chatRequest) lastUser(end int) int {
	for i := min(end, len(c.Messages)) - 1; i >= 0; i-- {
		if c.Messages[i].Role == "user" {
			return i
		}
	}
	return -1
}

// query returns the text of the latest user message: what the answer
// answers.
func (c *chatRequest) query() string {
	if i := c.lastUser(len(c.Messages)); i >= 0 {
		return contentText(c.Messages[i].Content)
	}
	return ""
}

// correctedTurn returns what the latest message may correct: when it is
// the user's, the latest assistant message with text before it and the
// user message that one answered. ok is false when there is none.
func (c *chatRequest) correctedTurn() (turn correction.Turn, message string, ok bool) {
	last := len(c.Messages) - 1
	if last < 1 || c.Messages[last].Role != "user" {
		return turn, "", false
	}
	message = contentText(c.Messages[last].Content)
	if strings.TrimSpace(message) == "" {
		return turn, "", false
	}
	for j := last - 1; j >= 0; j-- {
		if c.Messages[j].Role != "assistant" {
			continue
		}
		turn.Output = contentText(c.Messages[j].Content)
		if strings.TrimSpace(turn.Output) == "" {
			return turn, "", false // tool calls only: no text to correct
		}
		if q := c.lastUser(j); q >= 0 {
			turn.Query = contentText(c.Messages[q].Content)
		}
		return turn, message, true
	}
	return turn, "", false
}

// sessionOf returns the session of a proxied chat: X-Cairn-Session, else
// the user field, else a hash of the conversation's start (its messages up
// to the first user message), the same on every turn of a conversation.
func sessionOf(h http.Header, c *chatRequest) (string, error) {
	if v := h.Get(hdrSession); v != "" {
		if err := strictjson.CheckString(hdrSession, v); err != nil {
			return "", err
		}
		if len(v) > maxSessionID {
			return "", cairn.Invalid(hdrSession, "at most %d bytes, got %d", maxSessionID, len(v))
		}
		if err := cairn.ValidateID(hdrSession, v); err != nil {
			return "", err
		}
		return v, nil
	}
	if u := c.user(); u != "" && len(u) <= maxSessionID && cairn.ValidateID("user", u) == nil {
		return u, nil
	}
	sum := sha256.New()
	for _, m := range c.Messages {
		fmt.Fprintf(sum, "%s\x00%s\x00", m.Role, contentText(m.Content))
		if m.Role == "user" {
			break
		}
	}
	return "chat-" + hex.EncodeToString(sum.Sum(nil)[:10]), nil
}

// chatTurn is one proxied chat completion and what cairn does with it.
type chatTurn struct {
	s       *Server
	l       *correction.Learner
	tenant  string
	session string
	ran     features // what was on, for X-Cairn-Features

	mu   sync.Mutex // detect runs beside the rest
	errs []string   // failures of cairn's machinery, for X-Cairn-Error
}

func (t *chatTurn) fail(what string, err error) { t.note(what + ": " + cairn.ErrorMessage(err)) }

func (t *chatTurn) note(msg string) {
	t.mu.Lock()
	t.errs = append(t.errs, msg)
	t.mu.Unlock()
}

func (s *Server) handleChatCompletions(w http.ResponseWriter, r *http.Request) error {
	p := s.Proxy
	r, report := withReport(r)
	ctx, cancel := context.WithTimeout(r.Context(), p.timeout())
	defer cancel()
	extendDeadlines(w, p.timeout())
	body, err := readProxyBody(r)
	if err != nil {
		return err
	}
	if err := strictjson.Check(body); err != nil {
		return err
	}
	want, err := p.features(r.Header)
	if err != nil {
		return err
	}
	var chat chatRequest
	if json.Unmarshal(body, &chat) != nil || len(chat.Messages) == 0 {
		// Not a chat cairn can read: the model server says what is wrong.
		want = features{}
	}
	t := &chatTurn{s: s, tenant: Tenant(ctx)}
	h := w.Header()
	if want != (features{}) {
		t.session, err = sessionOf(r.Header, &chat)
		if err != nil {
			return err
		}
		switch {
		case s.Corrections == nil:
			t.note("corrections are not available: this server's store keeps judgments only")
			want = features{}
		default:
			if t.l, err = s.Corrections.Learner(ctx, t.tenant); err != nil {
				if r.Context().Err() != nil {
					s.upstreamFailed(w, r, r.Context().Err())
					return nil
				}
				t.fail("corrections", err)
				want = features{}
			}
		}
	}

	t.ran = want
	if chat.stream() {
		t.ran.apply = false // streams are reminded, never rewritten
	}
	// Detect while the model answers; the answer is corrected after the
	// detection is saved, as the turns API would.
	var detected chan string
	if want.detect {
		if turn, message, ok := chat.correctedTurn(); ok {
			detected = make(chan string, 1)
			go func() { detected <- t.detect(ctx, turn, message) }()
		}
	}
	var joined bool
	join := func() {
		if detected != nil && !joined {
			joined = true
			if v := <-detected; v != "" {
				h.Set(hdrDetected, v)
			}
		}
	}
	defer join()

	query := chat.query()
	upBody := body
	if want.remind {
		upBody = t.remind(ctx, body, &chat, query, p.RemindTokens, h)
	}
	resp, err := p.send(ctx, r, "/v1/chat/completions", upBody)
	if err != nil {
		join()
		s.upstreamFailed(w, r, err)
		return nil
	}
	defer resp.Body.Close()
	join()

	if chat.stream() && resp.StatusCode == http.StatusOK && isEventStream(resp.Header) {
		// Streams are reminded, never rewritten (docs/proxy.md).
		t.finish(h, report)
		copyHeaders(w, resp)
		w.WriteHeader(resp.StatusCode)
		captured := pipeStream(w, resp.Body)
		t.logAnswers(ctx, query, streamTexts(captured))
		return nil
	}

	out, err := io.ReadAll(resp.Body)
	if err != nil {
		s.upstreamFailed(w, r, err)
		return nil
	}
	if resp.StatusCode == http.StatusOK && t.l != nil && (want.apply || s.Turns != nil || p.LogPrompts) && json.Valid(out) {
		contents := choiceContents(out)
		if want.apply {
			out = t.apply(ctx, out, query, contents, h)
		} else {
			texts := make([]string, len(contents))
			for i, c := range contents {
				texts[i] = c.text
			}
			t.logAnswers(ctx, query, texts)
		}
	}
	t.finish(h, report)
	copyHeaders(w, resp)
	h.Set("Content-Length", strconv.Itoa(len(out)))
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(out)
	return nil
}

// finish sets the headers saying what ran and what failed.
func (t *chatTurn) finish(h http.Header, report *correction.Report) {
	h.Set(hdrFeatures, t.ran.String())
	if t.session != "" {
		h.Set(hdrSession, t.session)
	}
	t.mu.Lock()
	errs := append([]string(nil), t.errs...)
	t.mu.Unlock()
	if e := report.EmbedderError(); e != "" {
		errs = append(errs, "embedder: "+e)
	}
	if e := report.LLMError(); e != "" {
		errs = append(errs, "llm: "+e)
	}
	if len(errs) > 0 {
		h.Set(hdrError, headerText(strings.Join(errs, "; ")))
	}
}

// headerText makes s fit in a header value: printable ASCII, at most 512
// bytes.
func headerText(s string) string {
	b := make([]byte, 0, min(len(s), 512))
	for i := 0; i < len(s) && len(b) < 512; i++ {
		c := s[i]
		if c < 0x20 || c > 0x7e {
			c = '?'
		}
		b = append(b, c)
	}
	return string(b)
}

// detect checks message, the user's latest message, for a correction of
// turn, through the Learner as POST /v1/sessions/{id}/turns does: the
// session's last turn is set from the request, then the message is
// handled. It returns the X-Cairn-Detected value: the saved correction's
// id and category, "unsaved" with them when its confidence was too low,
// "none", or "repeat" for a message this replica already checked against
// the same answer (a retried request), which is not checked again.
func (t *chatTurn) detect(ctx context.Context, turn correction.Turn, message string) string {
	s, p := t.s, t.s.Proxy
	key := seenKey(t.tenant, t.session, turn.Output, message)
	if p.seen.has(key) {
		return "repeat"
	}
	unlock := p.locks.lock(t.tenant + "\x00" + t.session)
	defer unlock()
	turn.At = s.Now.NowUTC()
	// The answer the conversation holds is the one this server sent: keep
	// the edits the corrections made to it, so that a reply undoing one is
	// seen as a revert.
	if prev, ok, err := t.l.Sessions.LastTurn(ctx, t.session); err == nil && ok && prev.Output == turn.Output {
		turn.Edits = prev.Edits
	}
	if err := t.l.Sessions.SetLastTurn(ctx, t.session, turn); err != nil {
		t.fail("detect", err)
		return ""
	}
	res, err := t.l.HandleUserMessage(ctx, t.session, message)
	if err != nil {
		t.fail("detect", err)
		return ""
	}
	p.seen.add(key)
	if s.Turns != nil {
		s.Turns.RecordMessage(t.tenant, t.session, message, res, s.Now.NowUTC())
	}
	d := res.Detection
	switch {
	case d == nil || !d.IsCorrection:
		return "none"
	case res.Saved != nil:
		return fmt.Sprintf("%s; category=%s", res.Saved.ID, d.Category)
	}
	return fmt.Sprintf("unsaved; category=%s; confidence=%.2f", d.Category, d.Confidence)
}

// remind adds the corrections relevant to query to the system prompt of
// body, and says which in X-Cairn-Reminded.
func (t *chatTurn) remind(ctx context.Context, body []byte, chat *chatRequest, query string, budget int, h http.Header) []byte {
	rem, err := t.l.Memory.Remind(ctx, query, correction.RemindOptions{MaxTokens: budget})
	if err != nil {
		t.fail("remind", err)
	}
	if rem == nil || rem.Prompt == "" {
		h.Set(hdrReminded, "none")
		return body
	}
	out, ok := withReminder(body, chat, rem.Prompt)
	if !ok {
		h.Set(hdrReminded, "none")
		return body
	}
	ids := make([]string, len(rem.Matches))
	for i, m := range rem.Matches {
		ids[i] = m.Correction.ID
	}
	h.Set(hdrReminded, strings.Join(ids, ", "))
	return out
}

// withReminder puts block in the system prompt of body: at the end of the
// first message's content when that is a system (or developer) message,
// else in a system message put first. Every other byte stays as it was.
func withReminder(body []byte, chat *chatRequest, block string) ([]byte, bool) {
	start := skipSpace(body, 0)
	ms, _, ok := member(body, start, "messages")
	if !ok || body[ms] != '[' {
		return body, false
	}
	if role := chat.Messages[0].Role; role == "system" || role == "developer" {
		var fs int
		eachElement(body, ms, func(_, vs, _ int) bool { fs = vs; return false })
		if cs, ce, ok := member(body, fs, "content"); ok {
			switch body[cs] {
			case '"':
				text := contentText(json.RawMessage(body[cs:ce])) + "\n\n" + block
				return splice(body, []edit{{cs, ce, jsonString(text)}}), true
			case '[':
				part := append(append([]byte(`{"type":"text","text":`), jsonString(block)...), '}')
				n := 0
				eachElement(body, cs, func(int, int, int) bool { n++; return true })
				if n > 0 {
					part = append([]byte{','}, part...)
				}
				return splice(body, []edit{{ce - 1, ce - 1, part}}), true
			}
		}
	}
	msg := append(append([]byte(`{"role":"system","content":`), jsonString(block)...), '}')
	msg = append(msg, ',')
	return splice(body, []edit{{ms + 1, ms + 1, msg}}), true
}

// choiceContent is the text content of one choice of a chat completion,
// and where its JSON string stands in the body.
type choiceContent struct {
	vs, ve int
	text   string
}

// choiceContents returns the choices of a chat completion body (valid
// JSON) whose message has text content, in order.
func choiceContents(d []byte) []choiceContent {
	var out []choiceContent
	cs, _, ok := member(d, skipSpace(d, 0), "choices")
	if !ok {
		return nil
	}
	eachElement(d, cs, func(_, es, _ int) bool {
		ms, _, ok := member(d, es, "message")
		if !ok {
			return true
		}
		vs, ve, ok := member(d, ms, "content")
		if !ok || d[vs] != '"' {
			return true // null: tool calls or a refusal
		}
		var text string
		if json.Unmarshal(d[vs:ve], &text) == nil {
			out = append(out, choiceContent{vs: vs, ve: ve, text: text})
		}
		return true
	})
	return out
}

// apply post-processes each choice's text through the Learner as the turns
// API does (Learner.HandleOutput), rewrites the content of the choices
// that changed, and says which corrections applied in X-Cairn-Applied.
func (t *chatTurn) apply(ctx context.Context, body []byte, query string, contents []choiceContent, h http.Header) []byte {
	s, p := t.s, t.s.Proxy
	var edits []edit
	var ids, withheld []string
	seen := map[string]bool{}
	answers := make([]string, 0, len(contents))
	unlock := p.locks.lock(t.tenant + "\x00" + t.session)
	defer unlock()
	for _, c := range contents {
		res, err := t.l.HandleOutput(ctx, t.session, query, c.text)
		if err != nil {
			t.fail("apply", err)
			answers = append(answers, c.text)
			continue
		}
		if res.Error != "" {
			t.note("apply: " + res.Error)
		}
		if s.Turns != nil {
			s.Turns.RecordOutput(t.tenant, t.session, query, c.text, res, s.Now.NowUTC())
		}
		answers = append(answers, res.Output)
		if res.Output != c.text {
			edits = append(edits, edit{c.vs, c.ve, jsonString(res.Output)})
		}
		if res.Apply != nil {
			for _, m := range res.Apply.AppliedCorrections {
				if id := m.Correction.ID; !seen[id] {
					seen[id] = true
					ids = append(ids, id)
				}
			}
			for _, m := range res.Apply.Suggested {
				if id := m.Correction.ID; m.Withheld && !seen[id] {
					seen[id] = true
					withheld = append(withheld, id)
				}
			}
		}
	}
	if len(ids) == 0 {
		h.Set(hdrApplied, "none")
	} else {
		h.Set(hdrApplied, strings.Join(ids, ", "))
	}
	if len(withheld) > 0 {
		h.Set(hdrWithheld, strings.Join(withheld, ", "))
	}
	if p.LogPrompts {
		t.logPrompt(ctx, query, answers)
	}
	if len(edits) == 0 {
		return body
	}
	return splice(body, edits)
}

// logAnswers puts answers that were not post-processed in the turn log.
func (t *chatTurn) logAnswers(ctx context.Context, query string, answers []string) {
	s := t.s
	if t.l != nil && s.Turns != nil {
		for _, a := range answers {
			s.Turns.RecordOutput(t.tenant, t.session, query, a, &correction.OutputResult{Output: a}, s.Now.NowUTC())
		}
	}
	if s.Proxy.LogPrompts {
		t.logPrompt(ctx, query, answers)
	}
}

// logPrompt logs a proxied chat's texts: only with Proxy.LogPrompts.
func (t *chatTurn) logPrompt(ctx context.Context, query string, answers []string) {
	t.s.Logger.LogAttrs(ctx, slog.LevelInfo, "proxy chat", slog.String(logKeyTenant, t.tenant),
		slog.String("session", t.session), slog.String("query", query), slog.Any("answers", answers))
}

// isEventStream reports whether a response is server-sent events.
func isEventStream(h http.Header) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(h.Get("Content-Type"))), "text/event-stream")
}

// pipeStream copies a stream to w as it comes, flushing every read, and
// returns its first maxStreamCapture bytes.
func pipeStream(w http.ResponseWriter, body io.Reader) []byte {
	rc := http.NewResponseController(w)
	_ = rc.Flush() // the headers, at once
	var captured []byte
	buf := make([]byte, 32<<10)
	for {
		n, err := body.Read(buf)
		if n > 0 {
			if _, werr := w.Write(buf[:n]); werr != nil {
				return captured
			}
			_ = rc.Flush()
			if room := maxStreamCapture - len(captured); room > 0 {
				captured = append(captured, buf[:min(n, room)]...)
			}
		}
		if err != nil {
			return captured
		}
	}
}

// streamTexts reads the text of each choice back from a chat completion
// stream's events.
func streamTexts(b []byte) []string {
	var texts []strings.Builder
	for _, line := range bytes.Split(b, []byte("\n")) {
		data, ok := bytes.CutPrefix(bytes.TrimRight(line, "\r"), []byte("data:"))
		if !ok {
			continue
		}
		data = bytes.TrimSpace(data)
		if len(data) == 0 || data[0] != '{' {
			continue
		}
		var chunk struct {
			Choices []struct {
				Index int `json:"index"`
				Delta struct {
					Content string `json:"content"`
				} `json:"delta"`
			} `json:"choices"`
		}
		if json.Unmarshal(data, &chunk) != nil {
			continue
		}
		for _, c := range chunk.Choices {
			if c.Index < 0 || c.Index >= 128 {
				continue
			}
			for len(texts) <= c.Index {
				texts = append(texts, strings.Builder{})
			}
			texts[c.Index].WriteString(c.Delta.Content)
		}
	}
	out := make([]string, len(texts))
	for i := range texts {
		out[i] = texts[i].String()
	}
	return out
}

// seenSize is how many checked messages a replica remembers.
const seenSize = 1 << 14

// seenSet remembers the last checked messages (by hash), the oldest
// forgotten first.
type seenSet struct {
	mu   sync.Mutex
	set  map[[32]byte]struct{}
	ring [][32]byte
	next int
}

func newSeenSet(n int) *seenSet {
	return &seenSet{set: make(map[[32]byte]struct{}, n), ring: make([][32]byte, 0, n)}
}

func seenKey(parts ...string) [32]byte {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d:%s", len(p), p)
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

func (s *seenSet) has(k [32]byte) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.set[k]
	return ok
}

func (s *seenSet) add(k [32]byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.set[k]; ok {
		return
	}
	if len(s.ring) < cap(s.ring) {
		s.ring = append(s.ring, k)
	} else {
		delete(s.set, s.ring[s.next])
		s.ring[s.next] = k
		s.next = (s.next + 1) % len(s.ring)
	}
	s.set[k] = struct{}{}
}

// keyedMutex serialises the work of one key (a tenant's session): the
// session's last turn is set and read back by one request at a time.
type keyedMutex struct {
	mu sync.Mutex
	m  map[string]*keyedEntry
}

type keyedEntry struct {
	mu   sync.Mutex
	refs int
}

func (k *keyedMutex) lock(key string) (unlock func()) {
	k.mu.Lock()
	if k.m == nil {
		k.m = make(map[string]*keyedEntry)
	}
	e := k.m[key]
	if e == nil {
		e = &keyedEntry{}
		k.m[key] = e
	}
	e.refs++
	k.mu.Unlock()
	e.mu.Lock()
	return func() {
		e.mu.Unlock()
		k.mu.Lock()
		e.refs--
		if e.refs == 0 {
			delete(k.m, key)
		}
		k.mu.Unlock()
	}
}
