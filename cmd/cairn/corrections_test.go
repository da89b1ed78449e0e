package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCorrectionsCLI is the acceptance path from the command line,
// offline: teach, list, find, apply, adjust, delete.
func TestCorrectionsCLI(t *testing.T) {
	c := newCLI(t)
	store := "--store=" + filepath.Join(t.TempDir(), "c.db")

	out := c.ok("corrections", "learn", store, "--session", "s1",
		"--query", "What should ParseConfig return when the file is missing?",
		"--previous-output", "When the file is missing, ParseConfig should return an error.",
		"--message", "Actually, the function should return nil, not an error")
	m := regexp.MustCompile(`saved (cor_[0-9a-f]+) \(factual, confidence [01]\.\d+\): "an error" -> "nil"`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("learn: %q", out)
	}
	id := m[1]

	if strings.Contains(out, "kept as context") {
		t.Fatalf("learn: a certain pair reported as context: %q", out)
	}
	// A guess of which value the reply replaces is saved as context, and
	// the line says it will not rewrite answers.
	out = c.ok("corrections", "learn", store, "--session", "s3",
		"--query", "Which queue should the fulfilment worker consume from?",
		"--previous-output", "Consume from `orders-default` with a prefetch of 10.",
		"--message", "the queue is orders-high")
	if !strings.Contains(out, `"orders-default" -> "orders-high"; kept as context: suggested, not substituted offline`) {
		t.Fatalf("learn a guess: %q", out)
	}

	if out := c.ok("corrections", "learn", store, "--previous-output", "The capital of France is Paris.", "--message", "thanks, and what about Spain?"); !strings.Contains(out, "not a correction") {
		t.Fatalf("learn on a follow-up: %q", out)
	}

	if list := c.ok("corrections", "list", store); !strings.Contains(list, id) || !strings.Contains(list, "an error") {
		t.Fatalf("list:\n%s", list)
	}

	var matches []map[string]any
	if err := json.Unmarshal([]byte(c.ok("corrections", "similar", store, "--json",
		"--query", "What should ParseConfig return when the config file is missing?",
		"--output", "If the config file is missing, ParseConfig should return an error.")), &matches); err != nil {
		t.Fatal(err)
	}
	if len(matches) == 0 || matches[0]["correction"].(map[string]any)["id"] != id {
		t.Fatalf("similar: %v", matches)
	}

	// The suggest mode prints the output unchanged and says on stderr what
	// it would apply, from the flag or from corrections.apply; a mode it
	// does not know is refused in one line naming the setting.
	repeat := "If the config file is missing, ParseConfig should return an error."
	if out, errs, code := c.run("corrections", "apply", store, "--apply", "suggest", "--query", "What should ParseConfig return when the config file is missing?", "--output", repeat); code != 0 || strings.TrimSpace(out) != repeat || !strings.Contains(errs, "would apply "+id) {
		t.Fatalf("apply --apply suggest: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	c.env["CAIRN_CORRECTIONS_APPLY"] = "suggest"
	if out := c.ok("corrections", "apply", store, "--query", "What should ParseConfig return when the config file is missing?", "--output", repeat); strings.TrimSpace(out) != repeat {
		t.Fatalf("apply with CAIRN_CORRECTIONS_APPLY=suggest: %q", out)
	}
	c.env["CAIRN_CORRECTIONS_APPLY"] = "always"
	c.fails("corrections.apply", "corrections", "list", store)
	delete(c.env, "CAIRN_CORRECTIONS_APPLY")
	c.fails("apply: must be", "corrections", "apply", store, "--apply", "always", "--output", repeat)

	applied := c.ok("corrections", "apply", store, "--query", "What should ParseConfig return when the config file is missing?",
		"--output", "If the config file is missing, ParseConfig should return an error.")
	if got, want := strings.TrimSpace(applied), "If the config file is missing, ParseConfig should return nil."; got != want {
		t.Fatalf("apply=%q, want %q", got, want)
	}

	// A reply that undoes the edit, with the edits handed back, is a
	// revert; without them it is only learned. Bad edits are refused in
	// one line naming the field, and nothing is learned.
	var appliedJSON struct {
		ModifiedText string            `json:"modified_text"`
		Edits        []json.RawMessage `json:"edits"`
	}
	if err := json.Unmarshal([]byte(c.ok("corrections", "apply", store, "--json", "--query", "What should ParseConfig return when the config file is missing?",
		"--output", "If the config file is missing, ParseConfig should return an error.")), &appliedJSON); err != nil || appliedJSON.ModifiedText != strings.TrimSpace(applied) || len(appliedJSON.Edits) != 1 {
		t.Fatalf("apply --json: %+v, %v", appliedJSON, err)
	}
	edits := "[" + string(appliedJSON.Edits[0]) + "]"
	c.fails("edits[0].matched", "corrections", "learn", store, "--previous-output", applied, "--message", "No, here it must return an error, not nil.", "--edits", `[{"correction_id": "`+id+`", "matched": "", "replacement": "nil"}]`)
	c.fails("edits", "corrections", "learn", store, "--previous-output", applied, "--message", "No, here it must return an error, not nil.", "--edits", `{"correction_id": "x"}`)
	if out := c.ok("corrections", "learn", store, "--session", "r1", "--previous-output", applied, "--message", "No, here it must return an error, not nil."); strings.Contains(out, "reverted") {
		t.Fatalf("learn without the edits: %q", out)
	}
	if out := c.ok("corrections", "learn", store, "--session", "r2", "--previous-output", applied, "--message", "No, here it must return an error, not nil.", "--edits", edits); !strings.Contains(out, "reverted "+id) {
		t.Fatalf("learn with the edits: %q", out)
	}

	if _, errs, _ := c.run("corrections", "adjust", id, "--delta", "-0.25", store); !strings.Contains(errs, "confidence 0.") {
		t.Fatalf("adjust: %q", errs)
	}
	var shown map[string]any
	if err := json.Unmarshal([]byte(c.ok("corrections", "show", id, store)), &shown); err != nil {
		t.Fatal(err)
	}
	if shown["apply_count"] != 2.0 { // applied twice: as text, then as JSON
		t.Fatalf("show: %v", shown)
	}

	// Export, delete, import back.
	export := c.ok("corrections", "export", store)
	c.ok("corrections", "delete", id, store)
	c.fails("not found", "corrections", "show", id, store)
	c.stdin = export
	c.ok("corrections", "import", "-", store)
	c.ok("corrections", "show", id, store)
}

func TestCorrectionsDetectCLI(t *testing.T) {
	c := newCLI(t)
	var d map[string]any
	out := c.ok("corrections", "detect", "--json", "--message", "No, that's wrong: use UTC, not local time", "--previous-output", "Timestamps are stored in local time.")
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"is_correction", "category", "confidence", "original", "corrected"} {
		if _, ok := d[k]; !ok {
			t.Errorf("detect --json lacks %q: %s", k, out)
		}
	}
	if d["is_correction"] != true || d["original"] != "local time" || d["corrected"] != "UTC" {
		t.Fatalf("detect: %v", d)
	}

	in := filepath.Join(t.TempDir(), "in.jsonl")
	lines := `{"message": "That's incorrect, the limit is 100 not 10", "previous_output": "The limit is 10 requests."}
{"message": "Great, can you also add a test?", "previous_output": "Here is the function."}

{"message": "please use tabs", "previous_output": "def f():\n    return 1"}
`
	if err := os.WriteFile(in, []byte(lines), 0o600); err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(c.ok("corrections", "detect", "--jsonl", in)), "\n")
	if len(got) != 3 {
		t.Fatalf("detect --jsonl printed %d lines:\n%s", len(got), strings.Join(got, "\n"))
	}
	want := []bool{true, false, true}
	for i, line := range got {
		var d map[string]any
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if d["is_correction"] != want[i] {
			t.Errorf("line %d: is_correction=%v, want %v (%s)", i+1, d["is_correction"], want[i], line)
		}
	}

	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	os.WriteFile(bad, []byte("{\"message\": \"ok\"}\nnot json\n"), 0o600)
	c.fails(":2", "corrections", "detect", "--jsonl", bad)
	c.fails("message", "corrections", "detect")
}
