package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	root    = "../../.."
	srcDir  = root + "/cmd/cairn"
	example = root + "/cairn.example.yaml"
	page    = root + "/docs/configuration.md"
)

// TestPageIsCurrent fails while docs/configuration.md is not what the
// generator writes from the Config struct and cairn.example.yaml.
func TestPageIsCurrent(t *testing.T) {
	want, err := Generate(srcDir, example)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(page)
	if err != nil {
		t.Fatalf("%v: run `%s` from the repository root", err, Command)
	}
	if !bytes.Equal(got, want) {
		line := firstDiff(got, want)
		t.Fatalf("docs/configuration.md is stale (first difference at line %d): run `%s` from the repository root", line, Command)
	}
}

// TestPageFollowsTheStruct checks that the page changes with the struct: a
// field added to a copy of cmd/cairn appears with its variable, key, default
// and doc comment, and one without a default in the example is an error.
func TestPageFollowsTheStruct(t *testing.T) {
	dir := t.TempDir()
	files, err := filepath.Glob(filepath.Join(srcDir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(f) == "config.go" {
			old := "\tLLM      LLMConfig      `yaml:\"llm\"`"
			if !bytes.Contains(b, []byte(old)) {
				t.Fatalf("config.go has no line %q to add a field after; update this test", old)
			}
			b = bytes.Replace(b, []byte(old), []byte("\t// Frobnicate is a setting made up by the test.\n\tFrobnicate int `yaml:\"frobnicate\" env:\"CAIRN_FROBNICATE\"`\n"+old), 1)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Generate(dir, example); err == nil || !strings.Contains(err.Error(), "frobnicate") {
		t.Fatalf("a key missing from the example: err = %v, want one naming frobnicate", err)
	}
	ex, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	exPath := filepath.Join(dir, "example.yaml")
	if err := os.WriteFile(exPath, append(ex, "\nfrobnicate: 17\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Generate(dir, exPath)
	if err != nil {
		t.Fatal(err)
	}
	row := "| `CAIRN_FROBNICATE` | `frobnicate` | `17` | Frobnicate is a setting made up by the test. |"
	if !strings.Contains(string(got), row+"\n") {
		t.Errorf("generated page lacks the row\n%s", row)
	}
	current, err := Generate(srcDir, example)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, current) {
		t.Error("adding a field did not change the page")
	}
}

func firstDiff(a, b []byte) int {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return i + 1
		}
	}
	return min(len(al), len(bl)) + 1
}
