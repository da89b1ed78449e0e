package load

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Seed sizes `make load` uses, after issue 13.
const (
	DefaultJudgments   = 100_000
	DefaultCorrections = 10_000
	// Products is how many products the seeded judgments spread over.
	Products = 50
)

// product returns the name of seeded product i.
func product(i int) string { return fmt.Sprintf("product-%02d", i) }

// WriteJudgments writes n judgments as an ai_cache.json (the format
// `cairn judgments import` reads): Products products, one in four
// overridden by a user, timestamps one minute apart.
func WriteJudgments(w io.Writer, n int) error {
	rng := rand.New(rand.NewPCG(uint64(n), 13))
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	decisions := []string{"INCLUDE", "EXCLUDE", "UNCERTAIN"}
	if _, err := io.WriteString(w, `{"cache_version": "1.0", "judgments": {`); err != nil {
		return err
	}
	for i := range n {
		id := fmt.Sprintf("chg-%07d", i)
		j := map[string]any{
			"change_id":      id,
			"decision":       decisions[rng.IntN(2)],
			"reasoning":      fmt.Sprintf("The change touches %s in module %d; %s.", subjects[rng.IntN(len(subjects))], rng.IntN(500), reasons[rng.IntN(len(reasons))]),
			"user_decision":  nil,
			"user_reasoning": nil,
			"product":        product(rng.IntN(Products)),
			"url":            fmt.Sprintf("https://example.com/changes/%d", i),
			"description":    fmt.Sprintf("Change %d: update %s", i, subjects[rng.IntN(len(subjects))]),
			"ai_provider":    "load",
			"timestamp":      start.Add(time.Duration(i) * time.Minute).Format(time.RFC3339),
		}
		if rng.IntN(4) == 0 {
			j["user_decision"] = decisions[rng.IntN(3)]
			j["user_reasoning"] = "a person looked again: " + reasons[rng.IntN(len(reasons))]
		}
		b, err := json.Marshal(j)
		if err != nil {
			return err
		}
		sep := ","
		if i == 0 {
			sep = ""
		}
		if _, err := fmt.Fprintf(w, "%s\n%q: %s", sep, id, b); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "\n}}\n")
	return err
}

// Mistakes a coding assistant makes, as taught corrections: the output
// holding the wrong text, the user's message, the wrong and the right
// text; %d varies the values so that the mistake index holds many keys.
var mistakes = []struct{ output, message, wrong, right string }{
	{"Set `pool_size: %d` in database.yml.", "pool_size: %d, the server allows fewer connections", "pool_size: %d", "pool_size: %d"},
	{"Call `http.Get(url%d)` and read the body.", "use the client with a timeout: client%d.Get(url%d)", "http.Get(url%d)", "client%d.Get(url%d)"},
	{"Pin `node:%d-alpine` in the Dockerfile.", "we are on node %d everywhere", "node:%d-alpine", "node:%d-alpine"},
	{"Export `SERVICE_%d_URI` before starting.", "SERVICE_%d_URL", "SERVICE_%d_URI", "SERVICE_%d_URL"},
	{"Merge into `master` to release.", "main, master was renamed", "master", "main"},
	{"Use `float64` for the invoice amount.", "money is integer cents, use int64", "float64", "int64"},
}

// WriteCorrections writes n corrections as JSON Lines (the format
// `cairn corrections import` reads): literal wrong → right pairs learned
// from templated conversations, with their context.
func WriteCorrections(w io.Writer, n int) error {
	rng := rand.New(rand.NewPCG(uint64(n), 17))
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		t := mistakes[i%len(mistakes)]
		a, b := fmt.Sprint(1000+i), fmt.Sprint(2000+i)
		conf := 0.75 + float64(rng.IntN(25))/100
		in := map[string]any{
			"id":               fmt.Sprintf("mis_%07d", i),
			"session_id":       fmt.Sprintf("seed-%05d", i/4),
			"query":            fmt.Sprintf("how do I configure %s? (%d)", subjects[rng.IntN(len(subjects))], i),
			"original_output":  strings.ReplaceAll(t.wrong, "%d", a),
			"corrected_output": strings.ReplaceAll(t.right, "%d", b),
			"explanation":      strings.ReplaceAll(t.message, "%d", b),
			"confidence":       conf,
			"literal":          true,
			"timestamp":        start.Add(time.Duration(i) * time.Second).Format(time.RFC3339),
			"context": []map[string]string{
				{"source": "previous_output", "content": strings.ReplaceAll(t.output, "%d", a)},
				{"source": "message", "content": strings.ReplaceAll(t.message, "%d", b)},
			},
		}
		if err := enc.Encode(in); err != nil {
			return err
		}
	}
	return nil
}

var (
	subjects = []string{"ParseConfig", "the login handler", "LoadUser", "the retry loop", "the cache", "the CSV exporter",
		"the billing job", "NewClient", "the migration", "the search endpoint", "the scheduler", "WriteFile", "the webhook",
		"the invoice total", "the rate limiter", "the token refresh", "the report", "the importer", "the parser", "the queue"}
	wrongs = []string{"return an error", "use a global variable", "retry forever", "log the password", "use float64 for money",
		"sort ascending", "ignore the context", "open a new connection per request", "use MD5", "skip validation"}
	rights = []string{"return nil", "pass the value explicitly", "retry three times with backoff", "redact the password",
		"use integer cents", "sort descending", "honour the context", "reuse the pool", "use SHA-256", "validate the input"}
	reasons = []string{"it changes a public API", "only comments change", "the tax rule is affected", "a test fixture moves",
		"the rate table is updated", "it renames an internal helper", "the form layout changes", "a dependency is bumped"}
)

// History asks for few-shot history: product, max_entries (1–50) and
// correction_ratio (0.00–1.00) vary with the sequence number, giving
// 50 × 50 × 101 = 252,500 distinct requests before any repeats.
func History() Scenario {
	return Scenario{Name: "history", Next: func(c Cursor) Request {
		s := c.Seq
		p := int(s % Products)
		s /= Products
		m := 1 + s%50
		s /= 50
		r := s % 101
		return Request{Method: "GET", Path: fmt.Sprintf("/v1/judgments/history?product=%s&max_entries=%d&correction_ratio=%s",
			url.QueryEscape(product(p)), m, fmt.Sprintf("%d.%02d", r/100, r%100))}
	}}
}

// Detect sends user messages to classify after an assistant output: half
// correction-like, half follow-ups, each holding the sequence number. The
// body is what json.Marshal makes of {"message", "previous_output"},
// written directly: the load generator shares the CPU with the server.
func Detect() Scenario {
	esc := func(list []string) []string {
		out := make([]string, len(list))
		for i, s := range list {
			out[i] = jsonText(s)
		}
		return out
	}
	subjs, ws, rs := esc(subjects), esc(wrongs), esc(rights)
	return Scenario{Name: "detect", Next: func(c Cursor) Request {
		s := c.Seq
		subj := subjs[s%uint64(len(subjs))]
		w, r := ws[(s/3)%uint64(len(ws))], rs[(s/7)%uint64(len(rs))]
		var num [20]byte
		n := strconv.AppendUint(num[:0], s, 10)
		b := make([]byte, 0, 256)
		b = append(b, `{"message":"`...)
		switch s % 4 {
		case 0:
			b = append(append(append(append(append(append(append(append(b, "No, "...), subj...), " should "...), r...), ", not "...), w...), " (ticket "...), n...)
			b = append(b, ")."...)
		case 1:
			b = append(append(append(append(b, "That's wrong: it must "...), r...), ". See ticket "...), n...)
			b = append(b, '.')
		case 2:
			b = append(append(append(append(b, "Thanks. Can you also write a test for "...), subj...), "? It's ticket "...), n...)
			b = append(b, '.')
		default:
			b = append(append(append(append(b, "Great, and how long does "...), subj...), " take for "...), n...)
			b = append(b, " rows?"...)
		}
		b = append(append(append(append(append(append(append(b, `","previous_output":"For ticket `...), n...), ", "...), subj...), " should "...), w...), `."}`...)
		return Request{Method: "POST", Path: "/v1/corrections/detect", Body: b}
	}}
}

// jsonText returns s as the inside of a JSON string, as json.Marshal
// writes it.
func jsonText(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err) // strings always marshal
	}
	return string(b[1 : len(b)-1])
}

// Turns plays conversations through POST /v1/sessions/{id}/turns: on each
// connection an assistant output, then the user's follow-up, in a new
// session every two turns. Half the outputs repeat a seeded mistake (the
// apply path rewrites them), half are unrelated; the follow-ups are not
// corrections, so the store does not grow. corrections is the number of
// seeded corrections (WriteCorrections).
func Turns(corrections int) Scenario {
	return Scenario{Name: "turns", Next: func(c Cursor) Request {
		session := fmt.Sprintf("load-%s-%d-%d", c.Run, c.Conn, c.N/2)
		path := "/v1/sessions/" + session + "/turns"
		s := c.Seq
		if c.N%2 == 1 {
			return jsonRequest("POST", path, map[string]string{
				"message": fmt.Sprintf("Thanks, that works. Next, how do I add a test for step %d?", s)})
		}
		if s%2 == 0 && corrections > 0 {
			i := int(s/2) % corrections
			t := mistakes[i%len(mistakes)]
			out := strings.ReplaceAll(t.output, "%d", fmt.Sprint(1000+i))
			return jsonRequest("POST", path, map[string]string{
				"query": fmt.Sprintf("how do I configure it? (%d)", s), "output": "For the new service: " + out})
		}
		return jsonRequest("POST", path, map[string]string{
			"query":  fmt.Sprintf("what does %s do?", subjects[s%uint64(len(subjects))]),
			"output": fmt.Sprintf("It keeps %d entries for five minutes and evicts the oldest first.", s)})
	}}
}

func jsonRequest(method, path string, v any) Request {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // maps of strings always marshal
	}
	return Request{Method: method, Path: path, Body: b}
}

// Scenarios returns the scenarios by name, in the order given.
func Scenarios(names []string, corrections int) ([]Scenario, error) {
	var out []Scenario
	for _, n := range names {
		switch strings.TrimSpace(n) {
		case "history":
			out = append(out, History())
		case "detect":
			out = append(out, Detect())
		case "turns":
			out = append(out, Turns(corrections))
		default:
			return nil, fmt.Errorf("unknown scenario %q (history, detect, turns)", n)
		}
	}
	return out, nil
}
