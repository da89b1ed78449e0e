package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBridgeCLI follows reasoning through the CLI: stored now and with
// --at, printed verbatim while fresh, corrupted after the decay time, gone
// after the removal time, found by search, counted, cleared.
func TestBridgeCLI(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "bridge.db")
	ago := func(d time.Duration) string { return time.Now().UTC().Add(-d).Format(time.RFC3339) }
	fresh := "The user asked about weather in Seattle. Key entities: weather, location."
	id := strings.TrimSpace(c.ok("bridge", "store", "--store", store, "--session", "alice:42", "--type", "preprocessing", "--meta", "model=r1", fresh))
	if !strings.HasPrefix(id, "rsn_") {
		t.Fatalf("store printed %q, want an id", id)
	}
	old := "Earlier: the user wants a forecast for the weekend hike near Mount Rainier."
	c.ok("bridge", "store", "--store", store, "--session", "alice:42", "--type", "preprocessing", "--at", ago(60*time.Minute), old)
	c.ok("bridge", "store", "--store", store, "--session", "alice:42", "--type", "preprocessing", "--at", ago(100*time.Minute), "expired long ago")
	c.stdin = "The user lives in Seattle and bikes to work.\n"
	c.ok("bridge", "store", "--store", store, "--session", "alice:42", "--type", "working_awareness", "--at", ago(20*time.Hour), "-")

	var prior struct {
		Text    string `json:"text"`
		Entries []struct {
			ID         string  `json:"id"`
			AgeMinutes float64 `json:"age_minutes"`
			Severity   float64 `json:"severity"`
			Removed    *bool   `json:"removed"`
			Text       string  `json:"text"`
		} `json:"entries"`
	}
	out := c.ok("bridge", "prior", "--store", store, "--session", "alice:42", "--type", "preprocessing", "--json")
	if err := json.Unmarshal([]byte(out), &prior); err != nil {
		t.Fatalf("prior --json: %v\n%s", err, out)
	}
	if len(prior.Entries) != 2 {
		t.Fatalf("prior served %d entries, want 2 (the expired one never): %s", len(prior.Entries), out)
	}
	oldest, newest := prior.Entries[0], prior.Entries[1]
	if oldest.AgeMinutes < 60 || oldest.Severity < 0.49 || oldest.Text == old || oldest.Removed == nil || *oldest.Removed {
		t.Fatalf("60-minute entry served as %+v, want corrupted", oldest)
	}
	if newest.ID != id || newest.Text != fresh || newest.Severity != 0 {
		t.Fatalf("fresh entry served as %+v, want verbatim", newest)
	}
	if !strings.Contains(prior.Text, "\n\n---\n\n[0 min ago]\n"+fresh) {
		t.Fatalf("prior text = %q", prior.Text)
	}
	if plain := c.ok("bridge", "prior", "--store", store, "--session", "alice:42", "--type", "preprocessing", "--fresh-only"); plain != "[0 min ago]\n"+fresh+"\n" {
		t.Fatalf("prior --fresh-only = %q", plain)
	}

	var stats map[string]any
	if err := json.Unmarshal([]byte(c.ok("bridge", "stats", "--store", store, "--session", "alice:42", "--json")), &stats); err != nil {
		t.Fatal(err)
	}
	if len(stats) != 6 || stats["session_id"] != "alice:42" || stats["preprocessing_count"] != 2.0 || stats["working_awareness_count"] != 1.0 ||
		stats["total_count"] != 3.0 || stats["oldest_preprocessing_age_minutes"].(float64) < 60 || stats["oldest_working_age_minutes"].(float64) < 1200 {
		t.Fatalf("stats = %v", stats)
	}

	out = c.ok("bridge", "search", "--store", store, "--session", "alice:42", "--query", "bikes to work", "--k", "1", "--json")
	if !strings.Contains(out, `"type": "working_awareness"`) || strings.Count(out, `"id"`) != 1 {
		t.Fatalf("search = %s", out)
	}
	if out := c.ok("bridge", "cleanup", "--store", store); !strings.Contains(out, "removed 0 expired entries, 3 left") {
		t.Fatalf("cleanup = %q (prior already deleted the expired entry)", out)
	}
	if out := c.ok("bridge", "clear", "--store", store, "--session", "alice:42"); out != "removed 3 entries\n" {
		t.Fatalf("clear = %q", out)
	}
}

// TestBridgeShortDecayFromEnv: a one-minute decay set in the environment
// corrupts a two-minute-old entry and removes a three-minute-old one.
func TestBridgeShortDecayFromEnv(t *testing.T) {
	c := newCLI(t)
	c.env["CAIRN_STORE"] = filepath.Join(t.TempDir(), "bridge.db")
	c.env["CAIRN_BRIDGE_PREPROCESSING_DECAY_MINUTES"] = "1"
	c.env["CAIRN_BRIDGE_PREPROCESSING_CORRUPTION_INTENSITY"] = "1"
	c.env["CAIRN_BRIDGE_MAX_TOKENS_PER_SUMMARY"] = "1000"
	at := func(d time.Duration) string { return time.Now().UTC().Add(-d).Format(time.RFC3339) }
	text := strings.Repeat("remember the milk ", 10)
	c.ok("bridge", "store", "--session", "s", "--type", "preprocessing", "--at", at(150*time.Second), text)
	c.ok("bridge", "store", "--session", "s", "--type", "preprocessing", "--at", at(181*time.Second), "gone")
	out := c.ok("bridge", "prior", "--session", "s", "--type", "preprocessing")
	if !strings.HasPrefix(out, "[2 min ago]\n") || strings.Contains(out, text) || strings.Contains(out, "gone") {
		t.Fatalf("prior with a 1-minute decay = %q", out)
	}
}

func TestBridgeBadInputCLI(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "b.db")
	for _, tt := range []struct {
		want string
		args []string
	}{
		{"session: required", []string{"bridge", "store", "--type", "preprocessing", "x"}},
		{"type: required", []string{"bridge", "store", "--session", "s", "x"}},
		{"type: must be preprocessing or working_awareness", []string{"bridge", "prior", "--session", "s", "--type", "deep"}},
		{"at: must be an RFC 3339 time", []string{"bridge", "store", "--session", "s", "--type", "preprocessing", "--at", "yesterday", "x"}},
		{"timestamp:", []string{"bridge", "store", "--session", "s", "--type", "preprocessing", "--at", "2099-01-01T00:00:00Z", "x"}},
		{"meta: must be KEY=VALUE", []string{"bridge", "store", "--session", "s", "--type", "preprocessing", "--meta", "oops", "x"}},
		{"query: must not be empty", []string{"bridge", "search", "--session", "s"}},
		{"k: must be between 1 and 100", []string{"bridge", "search", "--session", "s", "--query", "q", "--k", "0"}},
		{"the context bridge needs SQLite or PostgreSQL", []string{"bridge", "stats", "--session", "s", "--store", "json:" + filepath.Join(t.TempDir(), "c.json")}},
	} {
		args := append(tt.args, "--store", store)
		if tt.args[len(tt.args)-2] == "--store" {
			args = tt.args
		}
		if code := c.fails(tt.want, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", tt.args, code, exitUsage)
		}
	}
	var stats map[string]any
	if err := json.Unmarshal([]byte(c.ok("bridge", "stats", "--store", store, "--session", "s", "--json")), &stats); err != nil || stats["total_count"] != 0.0 {
		t.Fatalf("bad input wrote entries: %v %v", stats, err)
	}
}

func TestBridgeConfigFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	yaml := "bridge:\n  max_tokens_per_summary: 100\n  janitor_interval: 10s\n  preprocessing:\n    decay_minutes: 5\n    removal_multiplier: 2\n    corruption_intensity: 0.5\n"
	if err := os.WriteFile(file, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"CAIRN_CONFIG": file, "CAIRN_BRIDGE_WORKING_AWARENESS_DECAY_MINUTES": "60"}
	a := &app{getenv: func(k string) string { return env[k] }, storeFlag: filepath.Join(dir, "x.db")}
	if err := a.loadConfig(); err != nil {
		t.Fatal(err)
	}
	b := a.cfg.Bridge
	if b.MaxTokensPerSummary != 100 || b.JanitorInterval != 10*time.Second || b.Preprocessing.DecayMinutes != 5 ||
		b.Preprocessing.RemovalMultiplier != 2 || b.Preprocessing.CorruptionIntensity != 0.5 ||
		b.WorkingAwareness.DecayMinutes != 60 || b.WorkingAwareness.RemovalMultiplier != 3 {
		t.Fatalf("bridge config = %+v", b)
	}
	for name, bad := range map[string]map[string]string{
		"bridge.preprocessing.corruption_intensity": {"CAIRN_BRIDGE_PREPROCESSING_CORRUPTION_INTENSITY": "2"},
		"CAIRN_BRIDGE_JANITOR_INTERVAL":             {"CAIRN_BRIDGE_JANITOR_INTERVAL": "often"},
		"CAIRN_BRIDGE_PREPROCESSING_DECAY_MINUTES":  {"CAIRN_BRIDGE_PREPROCESSING_DECAY_MINUTES": "half"},
		"bridge.max_tokens_per_summary":             {"CAIRN_BRIDGE_MAX_TOKENS_PER_SUMMARY": "0"},
		"bridge.janitor_interval":                   {"CAIRN_BRIDGE_JANITOR_INTERVAL": "-1s"},
	} {
		a := &app{getenv: func(k string) string { return bad[k] }, storeFlag: filepath.Join(dir, "x.db"), configFlag: filepath.Join(dir, "none.yaml")}
		a.configFlag = ""
		err := a.loadConfig()
		if err == nil || !strings.HasPrefix(err.Error(), name+":") {
			t.Errorf("%v: %v, want an error naming %s", bad, err, name)
		}
	}
}

// TestServeBridgeJanitor: the server's janitor deletes expired entries of
// every tenant and counts them.
func TestServeBridgeJanitor(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "serve.db")
	past := time.Now().UTC().Add(-2 * time.Hour).Format(time.RFC3339)
	c.ok("bridge", "store", "--store", store, "--session", "s", "--type", "preprocessing", "--at", past, "expired")
	c.ok("bridge", "store", "--store", store, "--session", "s", "--type", "preprocessing", "--tenant", "other", "--at", past, "expired too")
	c.env["CAIRN_BRIDGE_JANITOR_INTERVAL"] = "20ms"
	base, stop := startServe(t, c, "--store", store)
	defer stop()
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(base + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.Contains(string(b), "cairn_bridge_entries_expired_total 2") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the janitor did not remove the 2 expired entries:\n%s", b)
		}
		time.Sleep(20 * time.Millisecond)
	}
	var stats map[string]any
	resp, err := http.Get(base + "/v1/bridge/sessions/s/stats")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(&stats); err != nil || stats["total_count"] != 0.0 {
		t.Fatalf("stats after the janitor: %v %v", stats, err)
	}
	stop()
	if out := c.ok("bridge", "cleanup", "--store", store, "--all-tenants"); out != "removed 0 expired entries\n" {
		t.Fatalf("cleanup after the janitor = %q", out)
	}
}
