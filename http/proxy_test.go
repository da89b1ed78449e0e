package http_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// mustOpenProxy starts a real server over SQLite whose proxy forwards to
// a fake model server, every feature on, turns logged.
func mustOpenProxy(tb testing.TB, configure ...func(*cairnhttp.Server)) (*testServer, *openaitest.Server) {
	tb.Helper()
	up := openaitest.NewServer(tb)
	s := mustOpenServer(tb, append([]func(*cairnhttp.Server){func(s *cairnhttp.Server) {
		s.Proxy = &cairnhttp.Proxy{Upstream: up.URL, Detect: true, Remind: true, Apply: true}
		s.Turns = correction.NewTurnLog(100)
	}}, configure...)...)
	return s, up
}

// exchange is one HTTP request to a server and its whole answer.
type exchange struct {
	status int
	header http.Header
	body   []byte
}

func call(tb testing.TB, method, url string, body string, header map[string]string) exchange {
	tb.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		tb.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatal(err)
	}
	return exchange{resp.StatusCode, resp.Header, b}
}

// chatBody is a chat completion request with messages alternating user
// and assistant, the first a user's.
func chatBody(tb testing.TB, extra map[string]any, turns ...string) string {
	tb.Helper()
	msgs := make([]map[string]string, len(turns))
	for i, t := range turns {
		role := "user"
		if i%2 == 1 {
			role = "assistant"
		}
		msgs[i] = map[string]string{"role": role, "content": t}
	}
	body := map[string]any{"model": "test-model", "messages": msgs}
	for k, v := range extra {
		body[k] = v
	}
	b, err := json.Marshal(body)
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// answer returns the content of the first choice of a chat completion.
func answer(tb testing.TB, body []byte) string {
	tb.Helper()
	var v struct {
		Choices []struct {
			Message struct {
				Content string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(body, &v); err != nil || len(v.Choices) == 0 {
		tb.Fatalf("not a chat completion: %s (%v)", body, err)
	}
	return v.Choices[0].Message.Content
}

const (
	stagingQ       = "Which port does the staging database listen on?"
	stagingA       = "The staging Postgres listens on port 5432, the default."
	stagingFix     = "staging runs on 5433, 5432 is taken by the legacy cluster"
	stagingRepeatQ = "how do I connect psql to staging?"
	stagingRepeatA = "Run `psql -h staging-db -p 5432 -U app` from the bastion."
	stagingFixed   = "Run `psql -h staging-db -p 5433 -U app` from the bastion."
)

// A correction made in one conversation through the proxy changes the
// answer of another conversation later, and is in the system prompt of a
// third; the response headers and the turn log say so.
func TestProxyLearnsFromCorrections(t *testing.T) {
	s, up := mustOpenProxy(t)
	url := s.URL() + "/v1/chat/completions"

	up.Enqueue(openaitest.Reply{Content: stagingA})
	first := call(t, "POST", url, chatBody(t, nil, stagingQ), nil)
	if first.status != http.StatusOK || answer(t, first.body) != stagingA {
		t.Fatalf("turn 1: %d %s", first.status, first.body)
	}
	if got := first.header.Get("X-Cairn-Detected"); got != "" {
		t.Errorf("turn 1 has nothing to correct, yet X-Cairn-Detected=%q", got)
	}
	session := first.header.Get("X-Cairn-Session")

	up.Enqueue(openaitest.Reply{Content: "Thanks, noted."})
	second := call(t, "POST", url, chatBody(t, nil, stagingQ, stagingA, stagingFix), nil)
	detected := second.header.Get("X-Cairn-Detected")
	if second.status != http.StatusOK || !strings.HasPrefix(detected, "cor_") {
		t.Fatalf("turn 2: %d X-Cairn-Detected=%q X-Cairn-Error=%q", second.status, detected, second.header.Get("X-Cairn-Error"))
	}
	if got := second.header.Get("X-Cairn-Session"); got != session || !strings.HasPrefix(got, "chat-") {
		t.Errorf("session of turn 2 %q, of turn 1 %q: want one hashed session per conversation", got, session)
	}
	id, _, _ := strings.Cut(detected, ";")
	var saved struct {
		SessionID       string `json:"session_id"`
		OriginalOutput  string `json:"original_output"`
		CorrectedOutput string `json:"corrected_output"`
	}
	if code := s.do(t, "GET", "/v1/corrections/"+id, nil, &saved); code != http.StatusOK || saved.SessionID != session || saved.OriginalOutput != "5432" || saved.CorrectedOutput != "5433" {
		t.Fatalf("saved correction: %d %+v", code, saved)
	}

	// Another conversation repeats the mistake: the answer is corrected.
	up.Enqueue(openaitest.Reply{Content: stagingRepeatA})
	third := call(t, "POST", url, chatBody(t, nil, stagingRepeatQ), nil)
	if got := answer(t, third.body); got != stagingFixed {
		t.Fatalf("repeat: answer %q, want %q", got, stagingFixed)
	}
	if got := third.header.Get("X-Cairn-Applied"); got != id {
		t.Errorf("X-Cairn-Applied=%q, want %s", got, id)
	}
	if got := third.header.Get("X-Cairn-Session"); got == session {
		t.Errorf("another conversation got the same session %q", got)
	}
	// Only the content changed: the rest of the body is the model's.
	direct := strings.Replace(string(third.body), "5433", "5432", 1)
	if !strings.Contains(direct, `"id":"chatcmpl-test"`) || !strings.Contains(direct, `"usage"`) {
		t.Errorf("answer lost the model's fields: %s", third.body)
	}

	// A third, streamed: the reminder is in the system prompt the model
	// gets, the stream comes back as the model sent it.
	up.Enqueue(openaitest.Reply{Content: stagingRepeatA})
	stream := call(t, "POST", url, chatBody(t, map[string]any{"stream": true}, "which port for the staging database?"), nil)
	if ct := stream.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		t.Fatalf("stream Content-Type %q: %s", ct, stream.body)
	}
	if got := stream.header.Get("X-Cairn-Reminded"); got != id {
		t.Errorf("X-Cairn-Reminded=%q, want %s", got, id)
	}
	if got := stream.header.Get("X-Cairn-Features"); got != "detect,remind" {
		t.Errorf("a stream's X-Cairn-Features=%q, want detect,remind (never applied)", got)
	}
	reqs := up.Requests()
	sys := reqs[len(reqs)-1].Chat.Messages[0]
	if sys.Role != "system" || !strings.Contains(sys.Content, "Use `5433`, not `5432`") {
		t.Errorf("the model got %+v first, want the reminder in a system message", sys)
	}
	if got := streamContent(t, stream.body); got != stagingRepeatA {
		t.Errorf("streamed %q, want the model's answer %q untouched", got, stagingRepeatA)
	}

	// The turn log shows the proxied turns.
	var sawSaved, sawApplied bool
	for _, sum := range s.Turns.Sessions("default") {
		sawSaved = sawSaved || sum.SessionID == session && sum.Saved == 1
		sawApplied = sawApplied || sum.Applied == 1
	}
	if !sawSaved || !sawApplied {
		t.Errorf("turn log sessions %+v: want the saved and the applied correction", s.Turns.Sessions("default"))
	}
}

// streamContent joins the content deltas of choice 0 of an SSE body.
func streamContent(tb testing.TB, body []byte) string {
	tb.Helper()
	var b strings.Builder
	sc := bufio.NewScanner(bytes.NewReader(body))
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok || data == "[DONE]" {
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
		if err := json.Unmarshal([]byte(data), &chunk); err != nil {
			tb.Fatalf("event %q: %v", data, err)
		}
		for _, c := range chunk.Choices {
			if c.Index == 0 {
				b.WriteString(c.Delta.Content)
			}
		}
	}
	return b.String()
}

// Everything cairn does not change passes byte for byte, both ways:
// unknown fields, images, tool calls, n > 1, odd spacing, headers,
// streams, upstream errors, models and embeddings.
func TestProxyPassesThroughByteForByte(t *testing.T) {
	s, up := mustOpenProxy(t)
	base := s.URL() + "/v1"

	request := `{ "model":"test-model","n":2, "x_unknown":{"deep":[1,2.50,"\u00e9"]},
	  "messages":[{"role":"system","content":"Be brief."},{"role":"user","content":[{"type":"text","text":"What is in this image?"},{"type":"image_url","image_url":{"url":"data:image/png;base64,iVBORw0KGgo="}}]}],
	  "tools":[{"type":"function","function":{"name":"look","parameters":{"type":"object"}}}] }`
	answers := []struct {
		name        string
		reply       openaitest.Reply
		contentType string
	}{
		{"tool calls, two choices, odd spacing", openaitest.Reply{Body: "{\"id\":\"chatcmpl-1\" , \"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"call_1\",\"type\":\"function\",\"function\":{\"name\":\"look\",\"arguments\":\"{\\\"x\\\":1}\"}}]},\"finish_reason\":\"tool_calls\"},{\"index\":1,\"message\":{\"role\":\"assistant\",\"content\":\"A cat <b>\\u00e9</b>.\",\"refusal\":null},\"logprobs\":null,\"finish_reason\":\"stop\"}],\n \"system_fingerprint\":\"fp_x\",\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":3,\"total_tokens\":12}}\n",
			Header: map[string]string{"X-Request-Id": "req_123", "Openai-Processing-Ms": "42"}}, "application/json"},
		{"rate limited", openaitest.Reply{Status: 429, Body: `{"error":{"message":"Rate limit reached","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, Header: map[string]string{"Retry-After": "7"}}, "application/json"},
		{"bad request", openaitest.Reply{Status: 400, Body: `{"error":{"message":"Invalid 'messages[1]'","type":"invalid_request_error","param":"messages","code":null}}`}, "application/json"},
		{"server error as text", openaitest.Reply{Status: 503, Body: "upstream overloaded\n", ContentType: "text/plain"}, "text/plain"},
		{"raw stream", openaitest.Reply{Body: "data: {\"id\":\"c\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"A \"}}]}\n\n: keep-alive\n\ndata: {\"id\":\"c\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"cat.\"},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n", ContentType: "text/event-stream"}, "text/event-stream"},
	}
	for _, a := range answers {
		t.Run(a.name, func(t *testing.T) {
			up.Enqueue(a.reply)
			body := request
			if a.contentType == "text/event-stream" {
				body = strings.Replace(request, `"n":2`, `"n":2,"stream":true`, 1)
			}
			got := call(t, "POST", base+"/chat/completions", body, map[string]string{
				"Authorization": "Bearer sk-client", "OpenAI-Organization": "org-1", "X-Cairn-Session": "pass-1"})
			reqs := up.Requests()
			sent := reqs[len(reqs)-1]
			if !bytes.Equal(sent.Body, []byte(body)) {
				t.Errorf("the model got\n%s\nwant the client's body\n%s", sent.Body, body)
			}
			if sent.Authorization != "Bearer sk-client" || sent.Header.Get("Openai-Organization") != "org-1" || sent.Header.Get("X-Cairn-Session") != "" {
				t.Errorf("upstream headers %v: want the client's key and organization, no X-Cairn-*", sent.Header)
			}
			if status := max(a.reply.Status, 200); got.status != status {
				t.Errorf("status %d, want %d", got.status, status)
			}
			if !bytes.Equal(got.body, []byte(a.reply.Body)) {
				t.Errorf("body\n%q\nwant the model's\n%q", got.body, a.reply.Body)
			}
			for k, v := range a.reply.Header {
				if got.header.Get(k) != v {
					t.Errorf("header %s=%q, want %q", k, got.header.Get(k), v)
				}
			}
			if ct := got.header.Get("Content-Type"); !strings.HasPrefix(ct, a.contentType) {
				t.Errorf("Content-Type %q, want %s", ct, a.contentType)
			}
		})
	}

	// Models and embeddings: the same bytes as from the model server.
	for _, c := range []struct{ method, path, body string }{
		{"GET", "/models", ""},
		{"GET", "/models/test-model", ""},
		{"GET", "/models/nope", ""},
		{"POST", "/embeddings", `{"model":"e","input":["a cat","a dog"],"encoding_format":"float"}`},
	} {
		direct := call(t, c.method, up.URL+c.path, c.body, nil)
		proxied := call(t, c.method, base+c.path+"?api-version=1", c.body, map[string]string{"Authorization": "Bearer sk-client"})
		if proxied.status != direct.status || !bytes.Equal(proxied.body, direct.body) {
			t.Errorf("%s %s: proxied %d %s, direct %d %s", c.method, c.path, proxied.status, proxied.body, direct.status, direct.body)
		}
		reqs := up.Requests()
		if last := reqs[len(reqs)-1]; last.Query != "api-version=1" || last.Authorization != "Bearer sk-client" || !bytes.Equal(last.Body, []byte(c.body)) {
			t.Errorf("%s %s: the model server got query %q, key %q, body %q", c.method, c.path, last.Query, last.Authorization, last.Body)
		}
	}
}

// The reminder goes at the end of a system prompt, as a text part of one
// given as parts, or in a system message of its own; the rest of the
// body is untouched.
func TestProxyReminderPlacement(t *testing.T) {
	s, up := mustOpenProxy(t)
	teach(t, s, up)
	url := s.URL() + "/v1/chat/completions"
	cases := []struct {
		name, body string
		check      func(msgs []json.RawMessage) error
	}{
		{"system prompt", `{"model":"m","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"which port for staging db?"}]}`,
			func(msgs []json.RawMessage) error {
				if len(msgs) != 2 || !strings.HasPrefix(string(msgs[0]), `{"role":"system","content":"Be brief.\n\nUsers corrected earlier answers`) {
					return errors.New("want the block after the system prompt")
				}
				return nil
			}},
		{"parts", `{"model":"m","messages":[{"role":"developer","content":[{"type":"text","text":"Be brief."}]},{"role":"user","content":"which port for staging db?"}]}`,
			func(msgs []json.RawMessage) error {
				if len(msgs) != 2 || !strings.HasPrefix(string(msgs[0]), `{"role":"developer","content":[{"type":"text","text":"Be brief."},{"type":"text","text":"Users corrected`) {
					return errors.New("want the block as a last text part")
				}
				return nil
			}},
		{"no system prompt", `{"model":"m","messages":[{"role":"user","content":"which port for staging db?"}]}`,
			func(msgs []json.RawMessage) error {
				if len(msgs) != 2 || !strings.HasPrefix(string(msgs[0]), `{"role":"system","content":"Users corrected`) || string(msgs[1]) != `{"role":"user","content":"which port for staging db?"}` {
					return errors.New("want a system message first")
				}
				return nil
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := call(t, "POST", url, c.body, nil)
			if got.status != http.StatusOK || !strings.HasPrefix(got.header.Get("X-Cairn-Reminded"), "cor_") {
				t.Fatalf("%d reminded %q error %q", got.status, got.header.Get("X-Cairn-Reminded"), got.header.Get("X-Cairn-Error"))
			}
			reqs := up.Requests()
			sent := reqs[len(reqs)-1].Body
			var v struct {
				Model    string            `json:"model"`
				Messages []json.RawMessage `json:"messages"`
			}
			if err := json.Unmarshal(sent, &v); err != nil || v.Model != "m" {
				t.Fatalf("the model got %s (%v)", sent, err)
			}
			if err := c.check(v.Messages); err != nil {
				t.Errorf("%v; the model got %s", err, sent)
			}
			if n := correction.EstimateTokens(string(sent)) - correction.EstimateTokens(c.body); n > correction.DefaultRemindTokens+10 {
				t.Errorf("the reminder added %d tokens, over the budget", n)
			}
		})
	}
}

// teach saves the staging port correction through the proxy.
func teach(tb testing.TB, s *testServer, up *openaitest.Server) string {
	tb.Helper()
	up.Enqueue(openaitest.Reply{Content: "Noted."})
	got := call(tb, "POST", s.URL()+"/v1/chat/completions", chatBody(tb, nil, stagingQ, stagingA, stagingFix), map[string]string{"X-Cairn-Session": "teach"})
	id, _, _ := strings.Cut(got.header.Get("X-Cairn-Detected"), ";")
	if !strings.HasPrefix(id, "cor_") {
		tb.Fatalf("teaching: %d X-Cairn-Detected=%q", got.status, got.header.Get("X-Cairn-Detected"))
	}
	return id
}

// Each feature can be switched per request; a bad switch is a 400 naming
// the header, and nothing reaches the model.
func TestProxyFeatureHeaders(t *testing.T) {
	s, up := mustOpenProxy(t, func(s *cairnhttp.Server) { s.Proxy.Apply = false })
	id := teach(t, s, up)
	url := s.URL() + "/v1/chat/completions"
	repeat := chatBody(t, nil, "which port for the staging database?")
	cases := []struct {
		name                         string
		header                       map[string]string
		features, reminded, answered string
	}{
		{"config: apply off", nil, "detect,remind", id, stagingRepeatA},
		{"apply on", map[string]string{"X-Cairn-Apply": "on"}, "detect,remind,apply", id, stagingFixed},
		{"features list", map[string]string{"X-Cairn-Features": "apply"}, "apply", "", stagingFixed},
		{"none", map[string]string{"X-Cairn-Features": "none"}, "none", "", stagingRepeatA},
		{"remind off", map[string]string{"X-Cairn-Remind": "off"}, "detect", "", stagingRepeatA},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			up.Enqueue(openaitest.Reply{Content: stagingRepeatA})
			got := call(t, "POST", url, repeat, c.header)
			if got.status != http.StatusOK {
				t.Fatalf("status %d: %s", got.status, got.body)
			}
			if f := got.header.Get("X-Cairn-Features"); f != c.features {
				t.Errorf("X-Cairn-Features=%q, want %q", f, c.features)
			}
			if r := got.header.Get("X-Cairn-Reminded"); r != c.reminded {
				t.Errorf("X-Cairn-Reminded=%q, want %q", r, c.reminded)
			}
			if a := answer(t, got.body); a != c.answered {
				t.Errorf("answer %q, want %q", a, c.answered)
			}
			reqs := up.Requests()
			if sent := reqs[len(reqs)-1].Body; c.reminded == "" && string(sent) != repeat {
				t.Errorf("not reminded, yet the body changed: %s", sent)
			}
		})
	}
	n := len(up.Requests())
	for header, value := range map[string]string{"X-Cairn-Features": "detect,teleport", "X-Cairn-Apply": "maybe", "X-Cairn-Session": ".."} {
		var e apiError
		got := call(t, "POST", url, repeat, map[string]string{header: value})
		if err := json.Unmarshal(got.body, &e); err != nil || got.status != http.StatusBadRequest || e.Error.Field != header {
			t.Errorf("%s: %s: %d %s, want 400 naming the header", header, value, got.status, got.body)
		}
	}
	if len(up.Requests()) != n {
		t.Errorf("a refused request reached the model")
	}
}

// The same correction sent again (a retried request) is not saved twice;
// the session comes from X-Cairn-Session, else from user.
func TestProxyDetectsOnce(t *testing.T) {
	s, _ := mustOpenProxy(t)
	url := s.URL() + "/v1/chat/completions"
	body := chatBody(t, map[string]any{"user": "alice"}, stagingQ, stagingA, stagingFix)
	first := call(t, "POST", url, body, nil)
	again := call(t, "POST", url, body, nil)
	if !strings.HasPrefix(first.header.Get("X-Cairn-Detected"), "cor_") || again.header.Get("X-Cairn-Detected") != "repeat" {
		t.Fatalf("X-Cairn-Detected %q then %q, want cor_… then repeat", first.header.Get("X-Cairn-Detected"), again.header.Get("X-Cairn-Detected"))
	}
	if got := first.header.Get("X-Cairn-Session"); got != "alice" {
		t.Errorf("session %q, want the user field", got)
	}
	var list struct {
		Corrections []struct {
			SessionID string `json:"session_id"`
		} `json:"corrections"`
	}
	if s.do(t, "GET", "/v1/corrections", nil, &list); len(list.Corrections) != 1 || list.Corrections[0].SessionID != "alice" {
		t.Fatalf("corrections %+v, want one in session alice", list.Corrections)
	}
	if got := call(t, "POST", url, body, map[string]string{"X-Cairn-Session": "bob"}); got.header.Get("X-Cairn-Session") != "bob" {
		t.Errorf("X-Cairn-Session bob answered %q", got.header.Get("X-Cairn-Session"))
	}
}

// Without proxy.upstream the routes say how to turn the proxy on.
func TestProxyOff(t *testing.T) {
	s := mustOpenServer(t)
	for _, c := range []struct{ method, path, body string }{
		{"POST", "/v1/chat/completions", `{"model":"m","messages":[]}`},
		{"POST", "/v1/embeddings", `{"model":"m","input":"x"}`},
		{"GET", "/v1/models", ""},
	} {
		var e apiError
		got := call(t, c.method, s.URL()+c.path, c.body, nil)
		if err := json.Unmarshal(got.body, &e); err != nil || got.status != http.StatusNotFound || !strings.Contains(e.Error.Message, "CAIRN_PROXY_UPSTREAM") {
			t.Errorf("%s %s: %d %s, want 404 saying how to turn the proxy on", c.method, c.path, got.status, got.body)
		}
	}
}

// With keys: the cairn key picks the tenant and never reaches the model;
// the model's key is the configured one, or the client's.
func TestProxyKeys(t *testing.T) {
	for _, apiKey := range []string{"", "sk-config"} {
		var acme string
		s, up := mustOpenProxy(t, func(s *cairnhttp.Server) {
			acme = mustCreateKey(t, s.Keys, "acme")
			s.Proxy.APIKey = apiKey
		})
		or := func(client string) string {
			if apiKey != "" {
				return "Bearer " + apiKey
			}
			return client
		}
		url := s.URL() + "/v1/chat/completions"
		cases := []struct {
			name     string
			header   map[string]string
			status   int
			upstream string
		}{
			{"cairn key in Authorization", map[string]string{"Authorization": "Bearer " + acme}, 200, or("")},
			{"X-Cairn-Key and the client's key", map[string]string{"X-Cairn-Key": acme, "Authorization": "Bearer sk-client"}, 200, or("Bearer sk-client")},
			{"X-API-Key and the client's key", map[string]string{"X-API-Key": acme, "Authorization": "Bearer sk-client"}, 200, or("Bearer sk-client")},
			{"only the model's key", map[string]string{"Authorization": "Bearer sk-client"}, 401, ""},
			{"unknown cairn key", map[string]string{"X-Cairn-Key": "cairn_nope"}, 401, ""},
		}
		for _, c := range cases {
			t.Run(c.name+" api_key="+apiKey, func(t *testing.T) {
				n := len(up.Requests())
				got := call(t, "POST", url, chatBody(t, nil, "hi"), c.header)
				if got.status != c.status {
					t.Fatalf("status %d, want %d: %s", got.status, c.status, got.body)
				}
				if c.status != 200 {
					if !strings.Contains(string(got.body), "X-Cairn-Key") {
						t.Errorf("401 does not say where the key goes: %s", got.body)
					}
					if len(up.Requests()) != n {
						t.Errorf("a refused request reached the model")
					}
					return
				}
				reqs := up.Requests()
				if sent := reqs[len(reqs)-1]; sent.Authorization != c.upstream || strings.Contains(strings.Join(flatten(sent.Header), " "), acme) {
					t.Errorf("the model got Authorization %q (headers %v), want %q and never the cairn key", sent.Authorization, sent.Header, c.upstream)
				}
			})
		}
		if apiKey != "" {
			continue
		}
		// What is learned belongs to the key's tenant.
		up.Enqueue(openaitest.Reply{Content: "Noted."})
		if got := call(t, "POST", url, chatBody(t, nil, stagingQ, stagingA, stagingFix), map[string]string{"X-Cairn-Key": acme}); !strings.HasPrefix(got.header.Get("X-Cairn-Detected"), "cor_") {
			t.Fatalf("teaching acme: %q", got.header.Get("X-Cairn-Detected"))
		}
		s.key = acme
		var list struct {
			Corrections []any `json:"corrections"`
		}
		if s.do(t, "GET", "/v1/corrections", nil, &list); len(list.Corrections) != 1 {
			t.Errorf("acme has %d corrections, want 1", len(list.Corrections))
		}
		if n := len(s.Turns.Sessions("acme")); n == 0 {
			t.Errorf("no turn logged for acme")
		}
	}
}

func flatten(h http.Header) []string {
	var out []string
	for k, vs := range h {
		out = append(out, k+": "+strings.Join(vs, ","))
	}
	return out
}

// A model server that is down is 502, one that is too slow 504, and a
// client that goes away cancels the upstream request.
func TestProxyUpstreamFailures(t *testing.T) {
	s, up := mustOpenProxy(t, func(s *cairnhttp.Server) { s.Proxy.Timeout = 300 * time.Millisecond })
	url := s.URL() + "/v1/chat/completions"
	body := chatBody(t, nil, "hi")

	up.Enqueue(openaitest.Reply{Hang: true})
	var e apiError
	got := call(t, "POST", url, body, nil)
	if err := json.Unmarshal(got.body, &e); err != nil || got.status != http.StatusGatewayTimeout || !strings.Contains(e.Error.Message, "proxy.timeout") {
		t.Errorf("hanging model: %d %s, want 504 naming proxy.timeout", got.status, got.body)
	}

	// Cancellation: the upstream request ends when the client goes away.
	cancelled := make(chan struct{})
	arrived := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.ReadAll(r.Body) // a closed connection is noticed once the body is read
		close(arrived)
		select {
		case <-r.Context().Done():
			close(cancelled)
		case <-time.After(15 * time.Second): // the test has failed: do not hang it
		}
	}))
	defer slow.Close()
	s2 := mustOpenServer(t, func(srv *cairnhttp.Server) {
		srv.Proxy = &cairnhttp.Proxy{Upstream: slow.URL, Timeout: time.Minute}
	})
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "POST", s2.URL()+"/v1/chat/completions", strings.NewReader(body))
	done := make(chan error, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		done <- err
	}()
	<-arrived
	cancel()
	select {
	case <-cancelled:
	case <-time.After(10 * time.Second):
		t.Fatal("the upstream request was not cancelled with the client's")
	}
	<-done

	up.Close()
	got = call(t, "POST", url, body, nil)
	if err := json.Unmarshal(got.body, &e); err != nil || got.status != http.StatusBadGateway {
		t.Errorf("model server down: %d %s, want 502", got.status, got.body)
	}
}

// With apply off, a stream's first chunk reaches the client while the
// model is still writing the rest.
func TestProxyStreamsAsItComes(t *testing.T) {
	s, up := mustOpenProxy(t)
	teach(t, s, up)
	gate := make(chan struct{})
	var once sync.Once
	release := func() { once.Do(func() { close(gate) }) }
	defer release() // also when the test fails
	up.Enqueue(openaitest.Reply{Content: stagingRepeatA, Gate: gate})
	req, _ := http.NewRequest("POST", s.URL()+"/v1/chat/completions", strings.NewReader(chatBody(t, map[string]any{"stream": true}, stagingRepeatQ)))
	first := make(chan string, 1)
	go func() {
		// Not through the contract check, which reads whole answers.
		resp, err := (&http.Client{Transport: &http.Transport{}}).Do(req)
		if err != nil {
			first <- err.Error()
			return
		}
		defer resp.Body.Close()
		line, _ := bufio.NewReader(resp.Body).ReadString('\n')
		first <- line
		_, _ = io.Copy(io.Discard, resp.Body)
	}()
	select {
	case line := <-first:
		if !strings.HasPrefix(line, "data: ") {
			t.Errorf("first line %q", line)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no chunk before the model finished: the stream is buffered")
	}
	release()
}

// The access log and /metrics cover the proxy; no message or answer is
// logged unless proxy.log_prompts says so.
func TestProxyLogsAndMetrics(t *testing.T) {
	for _, logPrompts := range []bool{false, true} {
		var logs syncBuffer
		s, up := mustOpenProxy(t, func(s *cairnhttp.Server) {
			s.Logger = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
			s.Proxy.LogPrompts = logPrompts
		})
		up.Enqueue(openaitest.Reply{Content: "the secret answer zebra-42"})
		if got := call(t, "POST", s.URL()+"/v1/chat/completions", chatBody(t, nil, "the secret question okapi-17"), nil); got.status != http.StatusOK {
			t.Fatalf("status %d", got.status)
		}
		text := logs.String()
		if !strings.Contains(text, "path=/v1/chat/completions status=200") {
			t.Errorf("no access log line for the proxied request:\n%s", text)
		}
		if leaked := strings.Contains(text, "okapi-17") || strings.Contains(text, "zebra-42"); leaked != logPrompts {
			t.Errorf("log_prompts=%v, yet the prompt is logged: %v\n%s", logPrompts, leaked, text)
		}
		var metrics string
		if resp, err := http.Get(s.URL() + "/metrics"); err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			metrics = string(b)
		}
		for _, want := range []string{
			`cairn_http_requests_total{code="200",method="POST",route="/v1/chat/completions"} 1`,
			`cairn_proxy_upstream_duration_seconds_count{code="200",route="/v1/chat/completions"} 1`,
		} {
			if !strings.Contains(metrics, want) {
				t.Errorf("/metrics lacks %s", want)
			}
		}
	}
}

// A reminder never exceeds its token budget: the corrections that do not
// fit are left out, the most relevant kept.
func TestReminderBudget(t *testing.T) {
	last := -1
	for _, budget := range []int{5, 80, 300} {
		s2, up2 := mustOpenProxy(t, func(srv *cairnhttp.Server) { srv.Proxy.RemindTokens = budget })
		teach(t, s2, up2)
		for i, fix := range []string{"staging runs on 5434 since the move", "staging's replica listens on 6543, not 5432"} {
			up2.Enqueue(openaitest.Reply{Content: "Noted."})
			call(t, "POST", s2.URL()+"/v1/chat/completions", chatBody(t, nil, stagingQ, stagingA, fix), map[string]string{"X-Cairn-Session": fmt.Sprint("more-", i)})
		}
		const q = `{"model":"m","messages":[{"role":"user","content":"which port for the staging database?"}]}`
		got := call(t, "POST", s2.URL()+"/v1/chat/completions", q, nil)
		reqs := up2.Requests()
		sent := reqs[len(reqs)-1].Chat.Messages
		block := ""
		if sent[0].Role == "system" {
			block = sent[0].Content
		}
		if n := correction.EstimateTokens(block); n > budget {
			t.Errorf("budget %d: the reminder has %d tokens:\n%s", budget, n, block)
		}
		reminded := got.header.Get("X-Cairn-Reminded")
		n := len(strings.Split(reminded, ","))
		if reminded == "none" {
			n = 0
		}
		t.Logf("budget %d: %d reminded, %d tokens", budget, n, correction.EstimateTokens(block))
		if n < last || (budget == 5) != (n == 0) {
			t.Errorf("budget %d: X-Cairn-Reminded=%q, after %d with a smaller budget", budget, reminded, last)
		}
		last = n
	}
	if last != 3 {
		t.Errorf("budget 300 reminded %d corrections, want the three taught", last)
	}
	// The estimate counts at least what GPT tokenizers count (cl100k_base).
	for text, tokens := range map[string]int{"Hello, world!": 4, "1234567": 3, "Use `5433`, not `5432`.": 9, "你好": 1, "    indented": 2} {
		if got := correction.EstimateTokens(text); got < tokens {
			t.Errorf("EstimateTokens(%q)=%d, below the tokenizer's %d", text, got, tokens)
		}
	}
}

// Proxied bodies have their own limit (images travel in them), and pages
// of other sites are refused as on every route.
func TestProxyBodyLimitAndBrowsers(t *testing.T) {
	s, up := mustOpenProxy(t)
	url := s.URL() + "/v1/chat/completions"
	image := strings.Repeat("A", cairnhttp.DefaultMaxBodyBytes+1<<20) // past the other routes' limit
	body := `{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"what is this?"},{"type":"image_url","image_url":{"url":"data:image/png;base64,` + image + `"}}]}]}`
	if got := call(t, "POST", url, body, nil); got.status != http.StatusOK {
		t.Fatalf("a %d MiB image: %d %.300s", len(body)>>20, got.status, got.body)
	}
	reqs := up.Requests()
	if sent := reqs[len(reqs)-1].Body; len(sent) != len(body) {
		t.Errorf("the model got %d bytes of %d", len(sent), len(body))
	}

	small, _ := mustOpenProxy(t, func(s *cairnhttp.Server) { s.Proxy.MaxBodyBytes = 1 << 10 })
	var e apiError
	got := call(t, "POST", small.URL()+"/v1/chat/completions", chatBody(t, nil, strings.Repeat("long question ", 100)), nil)
	if err := json.Unmarshal(got.body, &e); err != nil || got.status != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error.Message, "proxy.max_body_mib") {
		t.Errorf("over proxy.max_body_mib: %d %s", got.status, got.body)
	}

	n := len(up.Requests())
	got = call(t, "POST", url, chatBody(t, nil, "hi"), map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"})
	if got.status != http.StatusForbidden || len(up.Requests()) != n {
		t.Errorf("a page of another site: %d, and the model got %d requests", got.status, len(up.Requests())-n)
	}
}

// With corrections.apply: suggest the proxy never changes an answer: the
// correction that would have applied is named in X-Cairn-Withheld, and
// X-Cairn-Applied says none.
func TestProxySuggestMode(t *testing.T) {
	s, up := mustOpenProxy(t, func(s *cairnhttp.Server) { s.Corrections.ApplyMode = correction.ApplySuggest })
	url := s.URL() + "/v1/chat/completions"
	id := teachThroughProxy(t, up, url)
	up.Enqueue(openaitest.Reply{Content: stagingRepeatA})
	third := call(t, "POST", url, chatBody(t, nil, stagingRepeatQ), nil)
	if got := answer(t, third.body); got != stagingRepeatA {
		t.Fatalf("the suggest mode changed the answer: %q", got)
	}
	if got := third.header.Get("X-Cairn-Withheld"); got != id {
		t.Errorf("X-Cairn-Withheld=%q, want %s", got, id)
	}
	if got := third.header.Get("X-Cairn-Applied"); got != "none" {
		t.Errorf("X-Cairn-Applied=%q, want none", got)
	}
}

// Through the proxy, a user who undoes the edit cairn made to the answer it
// returned reverts that correction: it loses confidence.
func TestProxyRevert(t *testing.T) {
	s, up := mustOpenProxy(t)
	url := s.URL() + "/v1/chat/completions"
	id := teachThroughProxy(t, up, url)
	var before struct {
		Confidence float64 `json:"confidence"`
	}
	if code := s.do(t, "GET", "/v1/corrections/"+id, nil, &before); code != http.StatusOK {
		t.Fatalf("learned correction %q: %d", id, code)
	}
	up.Enqueue(openaitest.Reply{Content: stagingRepeatA})
	third := call(t, "POST", url, chatBody(t, nil, stagingRepeatQ), nil)
	if answer(t, third.body) != stagingFixed {
		t.Fatalf("not applied: %s", third.body)
	}
	up.Enqueue(openaitest.Reply{Content: "Sorry about that."})
	call(t, "POST", url, chatBody(t, nil, stagingRepeatQ, stagingFixed, "No, this bastion reaches the legacy cluster: 5432 is right here, not 5433."), nil)
	var after struct {
		Confidence float64 `json:"confidence"`
	}
	s.do(t, "GET", "/v1/corrections/"+id, nil, &after)
	if after.Confidence > before.Confidence-0.24 {
		t.Fatalf("confidence %.2f → %.2f: the revert through the proxy was not seen", before.Confidence, after.Confidence)
	}
}

// teachThroughProxy holds one conversation through the proxy at url in
// which the user corrects the staging port, and returns the id of the
// correction learned.
func teachThroughProxy(t *testing.T, up *openaitest.Server, url string) string {
	t.Helper()
	up.Enqueue(openaitest.Reply{Content: stagingA})
	call(t, "POST", url, chatBody(t, nil, stagingQ), nil)
	up.Enqueue(openaitest.Reply{Content: "Thanks, noted."})
	second := call(t, "POST", url, chatBody(t, nil, stagingQ, stagingA, stagingFix), nil)
	id, _, _ := strings.Cut(second.header.Get("X-Cairn-Detected"), ";")
	if !strings.HasPrefix(id, "cor_") {
		t.Fatalf("not learned: X-Cairn-Detected=%q", second.header.Get("X-Cairn-Detected"))
	}
	return id
}
