package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// parseVectors reads the output of embed --json.
func parseVectors(t *testing.T, stdout string) [][]float32 {
	t.Helper()
	var out [][]float32
	for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		var v []float32
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		out = append(out, v)
	}
	return out
}

func localVectors(t *testing.T, dims int, texts ...string) [][]float32 {
	t.Helper()
	l, err := embed.NewLocal(dims)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]float32
	for _, text := range texts {
		out = append(out, l.Vector(text))
	}
	return out
}

// gloveVectors embeds texts with the default local embedder.
func gloveVectors(t *testing.T, texts ...string) [][]float32 {
	t.Helper()
	g, err := embed.NewGlove()
	if err != nil {
		t.Fatal(err)
	}
	var out [][]float32
	for _, text := range texts {
		out = append(out, g.Vector(text))
	}
	return out
}

func sameVectors(t *testing.T, got, want [][]float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d vectors, want %d", len(got), len(want))
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Fatalf("vector %d differs: got %v…, want %v…", i, got[i][:min(4, len(got[i]))], want[i][:min(4, len(want[i]))])
		}
	}
}

func TestEmbedJSON(t *testing.T) {
	dir := t.TempDir()
	lines := []string{"Show all votes", "", "What are the distinct states?", "ünïcode line"}
	file := filepath.Join(dir, "texts.txt")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\r\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		env   map[string]string
		stdin string
		args  []string
		want  [][]float32
	}{
		{name: "arguments", args: []string{"embed", "--json", "hello world", "goodbye"}, want: gloveVectors(t, "hello world", "goodbye")},
		{name: "file", args: []string{"embed", "--json", "--file", file}, want: gloveVectors(t, lines...)},
		{name: "standard input", stdin: "a\nb c\n", args: []string{"embed", "--json", "--file", "-"}, want: gloveVectors(t, "a", "b c")},
		{name: "hash", env: map[string]string{"CAIRN_EMBED_MODEL": "local-hash-v1"}, args: []string{"embed", "--json", "x y"}, want: localVectors(t, 256, "x y")},
		{name: "hash dimensions", env: map[string]string{"CAIRN_EMBED_MODEL": "local-hash-v1", "CAIRN_EMBED_DIMENSIONS": "32"}, args: []string{"embed", "--json", "x"}, want: localVectors(t, 32, "x")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := aiRun(t, tt.env, tt.stdin, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d; stderr: %s", code, stderr)
			}
			sameVectors(t, parseVectors(t, stdout), tt.want)
		})
	}
}

func TestEmbedFileLarge(t *testing.T) {
	// More lines than one chunk, so that order across chunks is checked.
	var lines []string
	for i := range embedChunk + 7 {
		lines = append(lines, strings.Repeat("word ", i%5)+string(rune('a'+i%26)))
	}
	file := filepath.Join(t.TempDir(), "many.txt")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := aiRun(t, nil, "", "embed", "--json", "--file", file)
	if code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, stderr)
	}
	sameVectors(t, parseVectors(t, stdout), gloveVectors(t, lines...))
}

func TestEmbedHuman(t *testing.T) {
	stdout, stderr, code := aiRun(t, nil, "", "embed", "hello world", "")
	if code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, stderr)
	}
	v := gloveVectors(t, "hello world")[0]
	for _, want := range []string{
		"model local-glove-v1/256, 256 dimensions\n",
		`1. "hello world"  norm 1.0000  nonzero `,
		`2. ""  norm 0.0000  nonzero 0  [0.0000 0.0000 0.0000 0.0000 0.0000 0.0000 …]`,
	} {
		if !strings.Contains(stdout, want) {
			t.Fatalf("stdout=%q, want it to contain %q", stdout, want)
		}
	}
	head := fmt.Sprintf("[%.4f %.4f %.4f", v[0], v[1], v[2])
	if !strings.Contains(stdout, head) {
		t.Fatalf("stdout=%q, want the first values %s", stdout, head)
	}
}

func TestEmbedRemote(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Key = "sk-e"
	env := map[string]string{
		"CAIRN_EMBED_BASE_URL": s.URL, "CAIRN_EMBED_MODEL": "nomic", "CAIRN_EMBED_API_KEY": "sk-e",
		"CAIRN_EMBED_DIMENSIONS": "8", "CAIRN_EMBED_BATCH_SIZE": "2",
	}
	stdout, stderr, code := aiRun(t, env, "", "embed", "--json", "one", "two", "three", "one")
	if code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, stderr)
	}
	var want [][]float32
	for _, text := range []string{"one", "two", "three", "one"} {
		want = append(want, openaitest.Vector(text, 8))
	}
	sameVectors(t, parseVectors(t, stdout), want)
	var sent int
	for _, r := range s.Requests() {
		sent += len(r.Embeddings.Input)
	}
	if got, want := len(s.Requests()), 2; got != want {
		t.Fatalf("%d requests, want %d (3 distinct texts in batches of 2)", got, want)
	}
	if sent != 3 {
		t.Fatalf("%d texts sent, want 3", sent)
	}
}

func TestEmbedErrors(t *testing.T) {
	s := openaitest.NewServer(t)
	s.RejectDimensions = true // the model has 8 dimensions, whatever is asked
	remote := map[string]string{"CAIRN_EMBED_BASE_URL": s.URL, "CAIRN_EMBED_MODEL": "nomic", "CAIRN_EMBED_MAX_RETRIES": "0"}
	with := func(extra map[string]string) map[string]string {
		env := map[string]string{}
		for k, v := range remote {
			env[k] = v
		}
		for k, v := range extra {
			env[k] = v
		}
		return env
	}
	tests := []struct {
		name     string
		env      map[string]string
		args     []string
		wantCode int
		wantLine string
	}{
		{name: "no text", args: []string{"embed"}, wantCode: exitUsage, wantLine: "text: give at least one TEXT"},
		{name: "text and file", args: []string{"embed", "--file", "x", "y"}, wantCode: exitUsage, wantLine: "file: give texts as arguments or with --file"},
		{name: "missing file", args: []string{"embed", "--file", filepath.Join(t.TempDir(), "none")}, wantCode: exitUsage, wantLine: "no such file"},
		{name: "bad dimensions", env: map[string]string{"CAIRN_EMBED_DIMENSIONS": "-1"}, args: []string{"embed", "x"}, wantCode: exitUsage, wantLine: "embedder.dimensions"},
		{name: "bad cache size", env: with(map[string]string{"CAIRN_EMBED_CACHE_SIZE": "-1"}), args: []string{"embed", "x"}, wantCode: exitUsage, wantLine: "embedder.cache_size: must not be negative"},
		{name: "wrong dimensions", env: with(map[string]string{"CAIRN_EMBED_DIMENSIONS": "16"}), args: []string{"embed", "x"}, wantCode: exitUnavailable,
			wantLine: "model nomic returned 8-dimensional vectors, configured for 16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := aiRun(t, tt.env, "", tt.args...)
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.wantCode, stderr)
			}
			if stdout != "" {
				t.Fatalf("stdout=%q, want nothing", stdout)
			}
			oneErrorLine(t, stderr, tt.wantLine)
		})
	}
}
