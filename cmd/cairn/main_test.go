package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
)

// cli runs the real command line with a private environment: its own data
// and config directories, and only the variables the test sets.
type cli struct {
	t     *testing.T
	env   map[string]string
	stdin string
	tty   bool // standard streams are a terminal
}

func newCLI(t *testing.T) *cli {
	t.Helper()
	dir := t.TempDir()
	return &cli{t: t, env: map[string]string{
		"XDG_DATA_HOME":   filepath.Join(dir, "data"),
		"XDG_CONFIG_HOME": filepath.Join(dir, "config"),
		"HOME":            dir,
	}}
}

func (c *cli) getenv(k string) string { return c.env[k] }

// run executes cairn with args and returns stdout, stderr and the exit code.
func (c *cli) run(args ...string) (string, string, int) {
	c.t.Helper()
	// os.UserConfigDir reads the real environment: point it at the test's.
	c.t.Setenv("XDG_CONFIG_HOME", c.env["XDG_CONFIG_HOME"])
	c.t.Setenv("HOME", c.env["HOME"])
	var out, errb bytes.Buffer
	a := newApp(strings.NewReader(c.stdin), &out, &errb, c.getenv)
	a.terminal = func(any) bool { return c.tty }
	code := a.run(context.Background(), args)
	c.stdin = ""
	return out.String(), errb.String(), code
}

// ok runs cairn and fails the test unless it exits 0.
func (c *cli) ok(args ...string) string {
	c.t.Helper()
	out, errs, code := c.run(args...)
	if code != 0 {
		c.t.Fatalf("cairn %s: exit %d\nstderr: %s", strings.Join(args, " "), code, errs)
	}
	return out
}

// fails runs cairn, expects a non-zero exit with one line on stderr that
// contains want, and returns the exit code.
func (c *cli) fails(want string, args ...string) int {
	c.t.Helper()
	out, errs, code := c.run(args...)
	if code == 0 {
		c.t.Fatalf("cairn %s: exit 0, want failure\nstdout: %s", strings.Join(args, " "), out)
	}
	if lines := strings.Count(strings.TrimRight(errs, "\n"), "\n") + 1; lines != 1 {
		c.t.Fatalf("cairn %s: %d lines on stderr, want 1:\n%s", strings.Join(args, " "), lines, errs)
	}
	if !strings.Contains(errs, want) {
		c.t.Fatalf("cairn %s: stderr %q lacks %q", strings.Join(args, " "), errs, want)
	}
	return code
}

func TestJudgmentsCLI(t *testing.T) {
	c := newCLI(t)
	store := "--store=" + filepath.Join(t.TempDir(), "j.db")
	c.ok("judgments", "add", store, "--product", "Acme", "--change-id", "o/r#1", "--decision", "INCLUDE", "--reasoning", "core feature", "--timestamp", "2024-11-01T10:00:00Z")
	c.ok(store, "judgments", "add", "--product", "Acme", "--change-id", "o/r#2", "--decision", "include", "--reasoning", "looks related", "--timestamp", "2024-11-02T10:00:00Z")
	c.ok("judgments", "override", "o/r#2", "--decision", "EXCLUDE", "--reasoning", "internal tooling", store)

	var got map[string]any
	if err := json.Unmarshal([]byte(c.ok("judgments", "get", "o/r#2", "--json", store)), &got); err != nil {
		t.Fatal(err)
	}
	if got["user_decision"] != "EXCLUDE" || got["was_corrected"] != true {
		t.Fatalf("get: %v", got)
	}

	var hist []map[string]any
	if err := json.Unmarshal([]byte(c.ok("judgments", "history", "--product", "Acme", "--json", store)), &hist); err != nil {
		t.Fatal(err)
	}
	if len(hist) != 2 || hist[0]["change_id"] != "o/r#2" || hist[0]["was_corrected"] != true || hist[1]["change_id"] != "o/r#1" {
		t.Fatalf("history: %v", hist)
	}
	prompt := c.ok("judgments", "history", "--product", "Acme", "--prompt", store)
	if !strings.Contains(prompt, "internal tooling") || !strings.Contains(prompt, "core feature") {
		t.Fatalf("prompt:\n%s", prompt)
	}
	if p := c.ok("judgments", "history", "--product", "Nobody", "--prompt", store); strings.TrimSpace(p) != "No previous judgments available" {
		t.Fatalf("cold start prompt %q", p)
	}

	var st map[string]any
	if err := json.Unmarshal([]byte(c.ok("judgments", "stats", "--json", store)), &st); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]any{"total_judgments": 2.0, "corrected_count": 1.0, "correct_count": 1.0, "correction_rate": 0.5} {
		if st[k] != want {
			t.Errorf("stats %s=%v, want %v", k, st[k], want)
		}
	}

	// Export to an ai_cache.json, import into a JSON file store, export again: the same document.
	export := c.ok("judgments", "export", store)
	cachePath := filepath.Join(t.TempDir(), "iptax", "ai_cache.json")
	in := filepath.Join(t.TempDir(), "in.json")
	if err := os.WriteFile(in, []byte(export), 0o600); err != nil {
		t.Fatal(err)
	}
	c.ok("judgments", "import", in, "--store", "json:"+cachePath)
	if again := c.ok("judgments", "export", "--store", "json:"+cachePath); again != export {
		t.Fatalf("export after import differs:\n%s\nwant:\n%s", again, export)
	}
	fi, err := os.Stat(cachePath)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("cache mode %v, want 0600", fi.Mode().Perm())
	}

	c.ok("judgments", "clear", "--product", "Acme", "--yes", store)
	if err := json.Unmarshal([]byte(c.ok("judgments", "stats", "--json", store)), &st); err != nil {
		t.Fatal(err)
	}
	if st["total_judgments"] != 0.0 {
		t.Fatalf("after clear: %v", st)
	}
}

// TestImportIptaxCache imports a cache written in upstream's format.
func TestImportIptaxCache(t *testing.T) {
	c := newCLI(t)
	store := "--store=" + filepath.Join(t.TempDir(), "j.db")
	cache := `{
  "cache_version": "1.0",
  "judgments": {
    "github.com/owner/repo#123": {
      "change_id": "github.com/owner/repo#123",
      "decision": "INCLUDE",
      "reasoning": "Implements core feature",
      "user_decision": "EXCLUDE",
      "user_reasoning": "Actually internal tooling",
      "product": "Acme Fungear",
      "timestamp": "2024-11-15T10:30:00Z"
    },
    "gitlab.com/g/p!7": {
      "change_id": "gitlab.com/g/p!7",
      "decision": "EXCLUDE",
      "reasoning": "Docs only",
      "user_decision": null,
      "user_reasoning": null,
      "product": "Acme Fungear",
      "url": "https://gitlab.com/g/p/-/merge_requests/7",
      "description": null,
      "ai_provider": "gemini",
      "timestamp": "2024-11-16T08:00:00.123456"
    }
  }
}`
	c.stdin = cache
	c.ok("judgments", "import", "-", store)
	var hist []map[string]any
	if err := json.Unmarshal([]byte(c.ok("judgments", "history", "--product", "Acme Fungear", "--json", store)), &hist); err != nil {
		t.Fatal(err)
	}
	if len(hist) != 2 || hist[0]["change_id"] != "github.com/owner/repo#123" || hist[1]["ai_provider"] != "gemini" {
		t.Fatalf("history: %v", hist)
	}
	if hist[1]["timestamp"] != "2024-11-16T08:00:00.123456Z" {
		t.Fatalf("naive timestamp read as %v, want UTC", hist[1]["timestamp"])
	}
}

func TestBadInputCLI(t *testing.T) {
	c := newCLI(t)
	db := filepath.Join(t.TempDir(), "bad.db")
	store := "--store=" + db
	jsonStore := "json:" + filepath.Join(t.TempDir(), "c.json")
	c.ok("judgments", "add", store, "--product", "Kept", "--change-id", "k#1", "--decision", "INCLUDE")
	c.ok("judgments", "add", "--store", jsonStore, "--product", "Kept", "--change-id", "k#1", "--decision", "INCLUDE")
	add := []string{"judgments", "add", store, "--product", "P", "--change-id", "x#1", "--reasoning", "r"}
	tests := []struct {
		name string
		want string
		args []string
	}{
		{"unknown decision", "decision", append(add, "--decision", "MAYBE")},
		{"missing decision", "decision", add},
		{"bad timestamp", "timestamp", append(add, "--decision", "INCLUDE", "--timestamp", "yesterday")},
		{"missing product", "product", []string{"judgments", "add", store, "--change-id", "x", "--decision", "INCLUDE"}},
		{"missing change id", "change-id", []string{"judgments", "add", store, "--product", "P", "--decision", "INCLUDE"}},
		{"ratio outside", "ratio", []string{"judgments", "history", store, "--product", "P", "--ratio", "1.5"}},
		{"negative max", "max", []string{"judgments", "history", store, "--product", "P", "--max", "-1"}},
		{"unknown scheme", "unknown scheme", []string{"judgments", "stats", "--store", "mysql://x"}},
		{"unknown flag", "unknown flag", []string{"judgments", "stats", "--nope"}},
		{"override unknown", "not found", []string{"judgments", "override", "nope", "--decision", "INCLUDE", store}},
		{"import missing file", "file", []string{"judgments", "import", "/nonexistent/ai_cache.json", store}},
		{"corrections on json store", "corrections need SQLite or PostgreSQL", []string{"corrections", "list", "--store", jsonStore}},
		{"keys without tenant", "tenant", []string{"keys", "create", store}},
		{"bad tenant", "tenant", []string{"keys", "create", "--tenant", "a b", store}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			c.fails(tt.want, tt.args...)
		})
	}
	c.t = t
	// Nothing was written.
	var st map[string]any
	if err := json.Unmarshal([]byte(c.ok("judgments", "stats", "--json", store)), &st); err != nil {
		t.Fatal(err)
	}
	if st["total_judgments"] != 1.0 {
		t.Fatalf("bad input wrote judgments: %v", st)
	}
}

func TestImportIsAllOrNothing(t *testing.T) {
	c := newCLI(t)
	db := filepath.Join(t.TempDir(), "j.db")
	store := "--store=" + db
	c.ok("judgments", "add", "--product", "P", "--change-id", "kept", "--decision", "INCLUDE", store)
	c.stdin = `{"cache_version": "1.0", "judgments": {
	  "a": {"change_id": "a", "decision": "INCLUDE", "reasoning": "", "product": "P", "timestamp": "2024-01-01T00:00:00Z"},
	  "b": {"change_id": "b", "decision": "PERHAPS", "reasoning": "", "product": "P", "timestamp": "2024-01-01T00:00:00Z"}}}`
	c.fails("decision", "judgments", "import", "-", store)
	if out := c.ok("judgments", "stats", "--json", store); !strings.Contains(out, `"total_judgments": 1`) {
		t.Fatalf("a failed import wrote judgments: %s", out)
	}
}

func TestKeysCLI(t *testing.T) {
	c := newCLI(t)
	store := "--store=" + filepath.Join(t.TempDir(), "k.db")
	secret := strings.TrimSpace(c.ok("keys", "create", "--tenant", "acme", "--name", "ci", store))
	if !regexp.MustCompile(`^cairn_[0-9a-f]{8}_[0-9a-f]{40}$`).MatchString(secret) {
		t.Fatalf("secret %q", secret)
	}
	list := c.ok("keys", "list", store)
	if strings.Contains(list, secret) || !strings.Contains(list, "acme") || !strings.Contains(list, "active") {
		t.Fatalf("list:\n%s", list)
	}
	id := strings.Split(secret, "_")[1]
	c.ok("keys", "revoke", id, store)
	if list := c.ok("keys", "list", store); !strings.Contains(list, "revoked") {
		t.Fatalf("after revoke:\n%s", list)
	}
	c.fails("not found", "keys", "revoke", "ffffffff", store)
}

func TestServeRefusesPublicAddressWithoutKeys(t *testing.T) {
	c := newCLI(t)
	c.fails("refusing to listen", "serve", "--addr", "0.0.0.0:0", "--store", filepath.Join(t.TempDir(), "s.db"))
}

// syncBuffer is a bytes.Buffer safe for the server goroutine and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServe runs `cairn serve` with args on a free port and returns its
// base URL and a function that stops it as SIGINT would and checks it
// exited cleanly.
func startServe(t *testing.T, c *cli, args ...string) (string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...), strings.NewReader(""), io.Discard, &stderr, c.getenv)
	}()
	re := regexp.MustCompile(`listening on (http://\S+)`)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if m := re.FindStringSubmatch(stderr.String()); m != nil {
			stopped := false
			return m[1], func() {
				if stopped {
					return
				}
				stopped = true
				cancel()
				select {
				case code := <-done:
					if code != 0 {
						t.Errorf("serve exited %d: %s", code, stderr.String())
					}
				case <-time.After(20 * time.Second):
					t.Error("serve did not shut down")
				}
			}
		}
		select {
		case code := <-done:
			cancel()
			t.Fatalf("serve exited %d before listening: %s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	cancel()
	t.Fatalf("server did not start: %s", stderr.String())
	return "", nil
}

func postJSON(t *testing.T, url, body string, out any) int {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatal(err)
		}
	}
	return resp.StatusCode
}

// TestServe starts the real server (SQLite, port 0), uses it, and stops it
// as SIGINT would, by cancelling its context.
func TestServe(t *testing.T) {
	c := newCLI(t)
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "serve.db"))
	defer stop()
	if code := postJSON(t, base+"/v1/judgments", `{"change_id": "o/r#9", "product": "P", "decision": "INCLUDE", "reasoning": "r"}`, nil); code != http.StatusCreated {
		t.Fatalf("add over HTTP: %d", code)
	}
	var d map[string]any
	postJSON(t, base+"/v1/corrections/detect", `{"message": "That's wrong, it should be 42", "previous_output": "The answer is 41."}`, &d)
	if d["is_correction"] != true {
		t.Fatalf("detect over HTTP: %v", d)
	}
	stop()
}

// TestServeSharesSessionsThroughRedis runs two replicas on one store and
// one Redis: a conversation started on one continues on the other.
func TestServeSharesSessionsThroughRedis(t *testing.T) {
	redisURL := testenv.Redis(t)
	c := newCLI(t)
	c.env["CAIRN_SESSIONS"] = redisURL
	c.env["CAIRN_SESSION_TTL"] = "2m"
	store := filepath.Join(t.TempDir(), "replicas.db")
	a, stopA := startServe(t, c, "--store", store)
	defer stopA()
	b, stopB := startServe(t, c, "--store", store)
	defer stopB()
	session := testenv.UniqueName("s-")
	t.Cleanup(func() {
		opts, err := goredis.ParseURL(redisURL)
		if err != nil {
			return
		}
		c := goredis.NewClient(opts)
		defer c.Close()
		c.Del(context.Background(), redis.DefaultPrefix+"default:session:"+session)
	})
	var out map[string]any
	if code := postJSON(t, a+"/v1/sessions/"+session+"/turns", `{"query": "what is the limit", "output": "The limit is 10 requests."}`, &out); code != http.StatusOK {
		t.Fatalf("output on replica a: %d %v", code, out)
	}
	if code := postJSON(t, b+"/v1/sessions/"+session+"/turns", `{"message": "That's incorrect, the limit is 100 not 10"}`, &out); code != http.StatusOK {
		t.Fatalf("message on replica b: %d %v", code, out)
	}
	res := out["result"].(map[string]any)
	if res["checked"] != true || res["saved"] == nil {
		t.Fatalf("replica b did not see the session's last output: %v", res)
	}
	stopA()
	stopB()
}
