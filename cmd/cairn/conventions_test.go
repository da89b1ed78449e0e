package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestUnknownSubcommandExits2WithSuggestion(t *testing.T) {
	c := newCLI(t)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"root", []string{"bogus"}, `unknown command "bogus" for "cairn"`},
		{"root typo", []string{"judgmnets"}, `did you mean "judgments"?`},
		{"judgments", []string{"judgments", "imp"}, `unknown command "imp" for "cairn judgments"; did you mean "import"?`},
		{"judgments alias", []string{"j", "histroy"}, `did you mean "history"?`},
		{"corrections", []string{"corrections", "lst"}, `did you mean "list"?`},
		{"keys", []string{"keys", "revok", "x"}, `did you mean "revoke"?`},
		{"llm", []string{"llm", "chek"}, `did you mean "check"?`},
		{"nothing close", []string{"corrections", "zzzzzzzz"}, `unknown command "zzzzzzzz" for "cairn corrections"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			if got, want := c.fails(tt.want, tt.args...), exitUsage; got != want {
				t.Fatalf("exit %d, want %d", got, want)
			}
		})
	}
	c.t = t
	// A group alone still prints its help.
	if out := c.ok("judgments"); !strings.Contains(out, "Available Commands") {
		t.Fatalf("cairn judgments printed %q", out)
	}
}

func TestVersion(t *testing.T) {
	c := newCLI(t)
	out := c.ok("version")
	if !strings.HasPrefix(out, "cairn ") || !strings.Contains(out, runtime.Version()) {
		t.Fatalf("version printed %q", out)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(c.ok("version", "--json")), &v); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"version", "revision", "time", "modified", "go"} {
		if _, ok := v[k]; !ok {
			t.Errorf("version --json lacks %q: %v", k, v)
		}
	}
	if v["go"] != runtime.Version() {
		t.Errorf("go=%v, want %s", v["go"], runtime.Version())
	}
}

func TestVersionFromBuildInfo(t *testing.T) {
	bi := &debug.BuildInfo{
		GoVersion: "go1.26.8",
		Main:      debug.Module{Path: "github.com/cairnhq/cairn", Version: "v0.3.1"},
		Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0c2a862f00d1e2c3b4a5968778695a4b3c2d1e0f"},
			{Key: "vcs.time", Value: "2026-11-23T20:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	v := versionOf(bi, true, "dev")
	if got, want := v.String(), "cairn v0.3.1 (0c2a862f00d1, 2026-11-23T20:00:00Z, modified) go1.26.8"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if v.Revision != "0c2a862f00d1e2c3b4a5968778695a4b3c2d1e0f" || !v.Modified {
		t.Fatalf("%+v", v)
	}
	// A version set by the linker wins over the module's.
	if got := versionOf(bi, true, "v9.9.9").Version; got != "v9.9.9" {
		t.Fatalf("linker version: %q", got)
	}
	// go run and go test builds have no module version.
	if got := versionOf(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, "dev").Version; got != "(devel)" {
		t.Fatalf("devel version: %q", got)
	}
	if got := versionOf(nil, false, "dev").Version; got != "dev" {
		t.Fatalf("no build info: %q", got)
	}
}

// TestConfirmationsOnStderr: commands that change something confirm on
// standard error and print nothing on standard output, so scripts can
// pipe what a command prints.
func TestConfirmationsOnStderr(t *testing.T) {
	c := newCLI(t)
	store := "--store=" + filepath.Join(t.TempDir(), "s.db")
	id := strings.TrimSpace(c.ok("corrections", "add", store, "--original", "ten", "--corrected", "100"))
	if !strings.HasPrefix(id, "cor_") {
		t.Fatalf("corrections add printed %q, want the id alone", id)
	}
	cache := filepath.Join(t.TempDir(), "in.json")
	os.WriteFile(cache, []byte(`{"cache_version": "1.0", "judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "reasoning": "", "product": "P", "timestamp": "2024-01-01T00:00:00Z"}}}`), 0o600)
	export := filepath.Join(t.TempDir(), "c.jsonl")
	for _, args := range [][]string{
		{"judgments", "add", "--product", "P", "--change-id", "b", "--decision", "INCLUDE"},
		{"judgments", "override", "b", "--decision", "EXCLUDE"},
		{"judgments", "import", cache},
		{"judgments", "clear", "--product", "P", "--yes"},
		{"corrections", "adjust", id, "--delta", "-0.1"},
		{"corrections", "export", "-o", export},
		{"corrections", "delete", id},
		{"corrections", "import", export},
		{"reindex"},
	} {
		out, errs, code := c.run(append(args, store)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		if out != "" {
			t.Errorf("%v printed %q on stdout, want nothing", args, out)
		}
		if strings.TrimSpace(errs) == "" {
			t.Errorf("%v confirmed nothing on stderr", args)
		}
	}
}

func TestImportProgressOnTerminal(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"cache_version": "1.0", "judgments": {`)
	for i := range 1500 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"c%d": {"change_id": "c%d", "decision": "INCLUDE", "reasoning": "", "product": "P", "timestamp": "2024-01-01T00:00:00Z"}`, i, i)
	}
	b.WriteString("}}")
	in := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(in, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	var jl strings.Builder
	for i := range 1200 {
		fmt.Fprintf(&jl, `{"original_output": "wrong %d", "corrected_output": "right %d"}`+"\n", i, i)
	}
	cin := filepath.Join(t.TempDir(), "c.jsonl")
	if err := os.WriteFile(cin, []byte(jl.String()), 0o600); err != nil {
		t.Fatal(err)
	}

	for _, tty := range []bool{false, true} {
		c := newCLI(t)
		c.tty = tty
		store := "--store=" + filepath.Join(t.TempDir(), "p.db")
		_, errs, code := c.run("judgments", "import", in, store)
		if code != 0 {
			t.Fatalf("import: %s", errs)
		}
		if got := strings.Contains(errs, "\rimporting judgments 1500/1500 (100%)"); got != tty {
			t.Errorf("tty=%v: judgments progress shown=%v:\n%q", tty, got, errs)
		}
		_, errs, code = c.run("corrections", "import", cin, store)
		if code != 0 {
			t.Fatalf("import: %s", errs)
		}
		if got := strings.Contains(errs, "\rimporting corrections 1200/1200 (100%)"); got != tty {
			t.Errorf("tty=%v: corrections progress shown=%v:\n%q", tty, got, errs)
		}
	}
}

func TestJudgmentsClearAsks(t *testing.T) {
	c := newCLI(t)
	store := "--store=" + filepath.Join(t.TempDir(), "s.db")
	c.ok("judgments", "add", "--product", "P", "--change-id", "a", "--decision", "INCLUDE", store)
	count := func() string {
		return strings.TrimSpace(strings.Split(strings.Split(c.ok("judgments", "stats", "--json", store), `"total_judgments": `)[1], ",")[0])
	}

	// Not a terminal and no --yes: refused, nothing deleted.
	if code := c.fails("--yes", "judgments", "clear", "--product", "P", store); code != exitUsage {
		t.Fatalf("exit %d, want %d", code, exitUsage)
	}
	if got := count(); got != "1" {
		t.Fatalf("after refusal: %s judgments", got)
	}

	// On a terminal, anything but yes keeps them.
	c.tty = true
	c.stdin = "n\n"
	_, errs, code := c.run("judgments", "clear", "--product", "P", store)
	if code == 0 || !strings.Contains(errs, `delete 1 judgments of "P"? [y/N]`) || !strings.Contains(errs, "nothing deleted") {
		t.Fatalf("answer n: exit %d, stderr %q", code, errs)
	}
	if got := count(); got != "1" {
		t.Fatalf("after n: %s judgments", got)
	}
	c.stdin = "y\n"
	if _, errs, code := c.run("judgments", "clear", "--product", "P", store); code != 0 || !strings.Contains(errs, "deleted 1 judgments") {
		t.Fatalf("answer y: exit %d, stderr %q", code, errs)
	}
	if got := count(); got != "0" {
		t.Fatalf("after y: %s judgments", got)
	}
}
