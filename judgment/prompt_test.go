package judgment_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn/judgment"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestRenderPromptGolden(t *testing.T) {
	ts := time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC)
	history := []*judgment.Judgment{
		{
			ChangeID: "github.com/owner/repo#123", Decision: judgment.Include, Reasoning: "Implements core feature",
			UserDecision: judgment.Exclude, UserReasoning: "Actually internal tooling",
			Product: "Acme Fungear", URL: "https://github.com/owner/repo/pull/123",
			Description: "Add a CI helper", Timestamp: ts,
		},
		{
			ChangeID: "github.com/owner/repo#99", Decision: judgment.Exclude, Reasoning: "Docs only",
			Product: "Acme Fungear", Timestamp: ts,
		},
		{
			ChangeID: "gitlab.com/group/project!7", Decision: judgment.Uncertain,
			Reasoning:    "Touches shared code.\r\nMight matter.\n\n  Hard to say.  ",
			UserDecision: judgment.Include, Product: "Acme Fungear", Timestamp: ts,
		},
		{
			ChangeID: "github.com/owner/other#5", Decision: judgment.Include, Reasoning: "Fixes the fungear parser",
			UserDecision: judgment.Include, UserReasoning: "Right: the parser ships in the product",
			Product: "Acme Fungear", Description: "Parser fix\nwith two lines", Timestamp: ts,
		},
	}
	got := judgment.RenderPrompt(history)
	golden := filepath.Join("testdata", "prompt.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -run RenderPromptGolden -update to create it)", err)
	}
	if got != string(want) {
		t.Fatalf("RenderPrompt differs from %s (go test -update rewrites it):\n--- got\n%s\n--- want\n%s", golden, got, want)
	}
	if again := judgment.RenderPrompt(history); again != got {
		t.Fatalf("RenderPrompt is not deterministic")
	}
}

func TestRenderPromptEmpty(t *testing.T) {
	for _, h := range [][]*judgment.Judgment{nil, {}} {
		if got, want := judgment.RenderPrompt(h), "No previous judgments available"; got != want {
			t.Fatalf("RenderPrompt(%v)=%q, want %q", h, got, want)
		}
	}
}
