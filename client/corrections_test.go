package client_test

import (
	"context"
	"errors"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/correction"
)

// TestCorrectionLearningLoop drives the learning loop through the client:
// a correction taught in one session's turns is saved, listed, found and
// applied in another session, then adjusted and deleted.
func TestCorrectionLearningLoop(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()

	query := "What should ParseConfig return when the file is missing?"
	output := "When the file is missing, ParseConfig should return an error."
	tr, err := c.Turn(ctx, "s/1", client.Turn{Query: query, Output: output})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Kind != "output" || tr.SessionID != "s/1" || tr.Output == nil || tr.Output.Output != output || tr.Output.Modified {
		t.Fatalf("first output turn: %+v %+v", tr, tr.Output)
	}

	tr, err = c.Turn(ctx, "s/1", client.Turn{Message: "Actually, the function should return nil, not an error"})
	if err != nil {
		t.Fatal(err)
	}
	m := tr.Message
	if tr.Kind != "message" || m == nil || !m.Checked || m.Detection == nil || !m.Detection.IsCorrection || m.Saved == nil {
		t.Fatalf("message turn: %+v %+v", tr, m)
	}
	saved := m.Saved
	if saved.OriginalOutput != "an error" || saved.CorrectedOutput != "nil" || !saved.Literal || saved.Embedding != "ready" || !saved.AppliesOffline || saved.SessionID != "s/1" {
		t.Fatalf("saved=%+v", saved)
	}

	list, err := c.ListCorrections(ctx, correction.ListOptions{SessionID: "s/1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != saved.ID {
		t.Fatalf("ListCorrections=%+v", list)
	}

	later := "What should ParseConfig return when the config file is missing?"
	repeat := "If the config file is missing, ParseConfig should return an error."
	sim, err := c.SimilarCorrections(ctx, client.SimilarRequest{Query: later, Output: repeat})
	if err != nil {
		t.Fatal(err)
	}
	if len(sim.Matches) == 0 || sim.Matches[0].Correction.ID != saved.ID || sim.Matches[0].Relevance < 0.6 || len(sim.Matches[0].Hits) == 0 {
		t.Fatalf("SimilarCorrections=%+v", sim)
	}

	tr, err = c.Turn(ctx, "s2", client.Turn{Query: later, Output: repeat})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tr.Output.Output, "If the config file is missing, ParseConfig should return nil."; got != want {
		t.Fatalf("applied output=%q, want %q", got, want)
	}
	if len(tr.Output.AppliedCorrections) != 1 || tr.Output.AppliedCorrections[0].Correction.ID != saved.ID || tr.Output.Method != "literal" {
		t.Fatalf("applied=%+v", tr.Output)
	}

	// The suggest mode, asked per call: nothing changes, and the correction
	// that would have applied leads Suggested; no application is counted.
	tr, err = c.Turn(ctx, "s3", client.Turn{Query: later, Output: repeat, Apply: "suggest"})
	if err != nil {
		t.Fatal(err)
	}
	if o := tr.Output; o.Output != repeat || o.Modified || o.Mode != "suggest" || len(o.Suggested) == 0 || !o.Suggested[0].Withheld || o.Suggested[0].Correction.ID != saved.ID {
		t.Fatalf("turn in the suggest mode: %+v", o)
	}
	sg, err := c.ApplyCorrectionsWith(ctx, client.ApplyRequest{Query: later, Output: repeat, Apply: "suggest"})
	if err != nil {
		t.Fatal(err)
	}
	if sg.Modified || sg.ModifiedText != repeat || len(sg.Suggested) == 0 || !sg.Suggested[0].Withheld {
		t.Fatalf("ApplyCorrectionsWith suggest=%+v", sg)
	}

	ap, err := c.ApplyCorrections(ctx, later, repeat)
	if err != nil {
		t.Fatal(err)
	}
	if !ap.Modified || ap.ModifiedText != "If the config file is missing, ParseConfig should return nil." || ap.OriginalText != repeat {
		t.Fatalf("ApplyCorrections=%+v", ap)
	}

	got, err := c.GetCorrection(ctx, saved.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.ApplyCount != 2 || got.LastApplied == nil || got.Embedding != "ready" {
		t.Fatalf("GetCorrection after two applications=%+v", got)
	}

	conf, err := c.AdjustCorrection(ctx, saved.ID, -0.25)
	if err != nil || conf != saved.Confidence-0.25 {
		t.Fatalf("AdjustCorrection=%v, %v; want %v", conf, err, saved.Confidence-0.25)
	}
	if conf, err = c.AdjustCorrection(ctx, saved.ID, -5); err != nil || conf != 0 {
		t.Fatalf("AdjustCorrection clamped=%v, %v; want 0", conf, err)
	}

	if err := c.DeleteCorrection(ctx, saved.ID); err != nil {
		t.Fatal(err)
	}
	_, err = c.GetCorrection(ctx, saved.ID)
	wantCode(t, err, cairn.ENOTFOUND, "")
	wantCode(t, c.DeleteCorrection(ctx, saved.ID), cairn.ENOTFOUND, "")
}

func TestCorrectionsCreateImportExport(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()

	code := correction.CategoryCode
	sev, lit := 0.9, true
	created, err := c.CreateCorrection(ctx, &correction.Input{
		ID: "cor_fixed", Query: "how long to wait?", OriginalOutput: "time.Sleep(5)", CorrectedOutput: "time.Sleep(5 * time.Second)",
		Explanation: "Sleep takes a Duration", Category: &code, Severity: &sev, Literal: &lit,
		Context: []correction.ContextChunk{{Source: "docs", Content: "time.Sleep(d Duration)"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if created.ID != "cor_fixed" || created.Category != correction.CategoryCode || created.Severity != 0.9 || created.Confidence != 1 ||
		created.Embedding != "ready" || created.EmbeddingModel == "" || len(created.Context) == 0 || created.Context[0].Source != "docs" || created.Timestamp.IsZero() {
		t.Fatalf("CreateCorrection=%+v", created)
	}
	_, err = c.CreateCorrection(ctx, &correction.Input{ID: "cor_fixed", OriginalOutput: "a", CorrectedOutput: "b"})
	wantCode(t, err, cairn.ECONFLICT, "")

	res, err := c.ImportCorrections(ctx, []*correction.Input{
		{ID: "cor_fixed", OriginalOutput: "a", CorrectedOutput: "b"}, // exists: skipped
		{ID: "cor_new", OriginalOutput: "port 5432", CorrectedOutput: "port 5433", Query: "staging port?"},
		{OriginalOutput: "us-east-1", CorrectedOutput: "eu-west-1"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Imported != 2 || res.Received != 3 {
		t.Fatalf("ImportCorrections=%+v, want 2 imported of 3", res)
	}
	_, err = c.ImportCorrections(ctx, []*correction.Input{{OriginalOutput: "x", CorrectedOutput: "y"}, {OriginalOutput: "x"}})
	wantCode(t, err, cairn.EINVALID, "line 2")

	var ids []string
	if err := c.ExportCorrections(ctx, func(cr *correction.Correction) error {
		if len(cr.Embedding) != 0 {
			t.Errorf("export of %s carries its vector", cr.ID)
		}
		ids = append(ids, cr.ID)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(ids) != 3 || ids[0] != "cor_fixed" || ids[1] != "cor_new" {
		t.Fatalf("exported ids=%v", ids)
	}
	stop := errors.New("stop")
	n := 0
	if err := c.ExportCorrections(ctx, func(*correction.Correction) error { n++; return stop }); !errors.Is(err, stop) || n != 1 {
		t.Fatalf("ExportCorrections stopping: err=%v after %d", err, n)
	}

	cat := correction.CategoryCode
	list, err := c.ListCorrections(ctx, correction.ListOptions{Category: &cat})
	if err != nil || len(list) != 1 || list[0].ID != "cor_fixed" {
		t.Fatalf("ListCorrections(category code)=%+v, %v", list, err)
	}
	list, err = c.ListCorrections(ctx, correction.ListOptions{Text: "5433"})
	if err != nil || len(list) != 1 || list[0].ID != "cor_new" {
		t.Fatalf("ListCorrections(text)=%+v, %v", list, err)
	}
	list, err = c.ListCorrections(ctx, correction.ListOptions{Order: correction.OrderOldest, Limit: 1, Offset: 1})
	if err != nil || len(list) != 1 || list[0].ID != "cor_new" {
		t.Fatalf("ListCorrections(oldest, offset 1)=%+v, %v", list, err)
	}

	det, err := c.DetectCorrection(ctx, "No, staging runs on 5433, not 5432", "The staging database listens on port 5432.")
	if err != nil {
		t.Fatal(err)
	}
	if !det.IsCorrection || det.Original != "5432" || det.Corrected != "5433" || det.Method == "" {
		t.Fatalf("DetectCorrection=%+v", det)
	}
}

func TestCorrectionsErrors(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	tests := []struct {
		name        string
		call        func() error
		code, field string
	}{
		{"create without original", func() error {
			_, err := c.CreateCorrection(ctx, &correction.Input{CorrectedOutput: "x"})
			return err
		}, cairn.EINVALID, "original_output"},
		{"list limit", func() error { _, err := c.ListCorrections(ctx, correction.ListOptions{Limit: 5000}); return err }, cairn.EINVALID, "limit"},
		{"list order", func() error { _, err := c.ListCorrections(ctx, correction.ListOptions{Order: "random"}); return err }, cairn.EINVALID, "order"},
		{"similar without query", func() error { _, err := c.SimilarCorrections(ctx, client.SimilarRequest{}); return err }, cairn.EINVALID, "query"},
		{"similar limit", func() error {
			_, err := c.SimilarCorrections(ctx, client.SimilarRequest{Query: "q", Limit: 1000})
			return err
		}, cairn.EINVALID, "limit"},
		{"apply without output", func() error { _, err := c.ApplyCorrections(ctx, "q", ""); return err }, cairn.EINVALID, "output"},
		{"unknown apply mode", func() error {
			_, err := c.ApplyCorrectionsWith(ctx, client.ApplyRequest{Output: "o", Apply: "always"})
			return err
		}, cairn.EINVALID, "apply"},
		{"detect without message", func() error { _, err := c.DetectCorrection(ctx, " ", "x"); return err }, cairn.EINVALID, "message"},
		{"adjust unknown", func() error { _, err := c.AdjustCorrection(ctx, "cor_nope", 0.1); return err }, cairn.ENOTFOUND, ""},
		{"get unknown", func() error { _, err := c.GetCorrection(ctx, "cor_nope"); return err }, cairn.ENOTFOUND, ""},
		{"turn with both", func() error {
			_, err := c.Turn(ctx, "s", client.Turn{Output: "o", Message: "m"})
			return err
		}, cairn.EINVALID, "message"},
		{"turn with neither", func() error { _, err := c.Turn(ctx, "s", client.Turn{}); return err }, cairn.EINVALID, "output"},
		{"turn without session", func() error { _, err := c.Turn(ctx, "", client.Turn{Message: "m"}); return err }, cairn.EINVALID, "session_id"},
		{"invalid UTF-8", func() error { _, err := c.ApplyCorrections(ctx, "q", "bad \xff byte"); return err }, cairn.EINVALID, "output"},
		{"invalid UTF-8 in an import", func() error {
			_, err := c.ImportCorrections(ctx, []*correction.Input{{OriginalOutput: "a", CorrectedOutput: "b"}, {OriginalOutput: "a", CorrectedOutput: "b", Context: []correction.ContextChunk{{Content: "\xc3("}}}})
			return err
		}, cairn.EINVALID, "line 2.context[0].content"},
		{"invalid UTF-8 in a path segment", func() error { _, err := c.GetCorrection(ctx, "cor_\xff"); return err }, cairn.EINVALID, "id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { wantCode(t, tt.call(), tt.code, tt.field) })
	}
}
