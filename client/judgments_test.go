package client_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/judgment"
)

func TestJudgments(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	base := time.Date(2024, 11, 1, 10, 0, 0, 0, time.UTC)

	res, err := c.AddJudgment(ctx, &judgment.Judgment{ChangeID: "org/repo#1", Product: "Acme", Decision: judgment.Include, Reasoning: "adds an API", Timestamp: base})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Stored || res.Judgment.ChangeID != "org/repo#1" || !res.Judgment.Timestamp.Equal(base) {
		t.Fatalf("AddJudgment=%+v", res.Judgment)
	}
	// A zero timestamp is stamped by the server.
	res, err = c.AddJudgment(ctx, &judgment.Judgment{ChangeID: "org/repo#0", Product: "Acme", Decision: judgment.Exclude})
	if err != nil {
		t.Fatal(err)
	}
	if res.Judgment.Timestamp.IsZero() {
		t.Fatal("AddJudgment without a timestamp: not stamped")
	}

	br, err := c.AddJudgments(ctx, []*judgment.Judgment{
		{ChangeID: "org/repo#2", Product: "Acme", Decision: judgment.Include, Timestamp: base.Add(time.Hour)},
		{ChangeID: "org/repo#3", Product: "Acme", Decision: judgment.Include, Timestamp: base.Add(2 * time.Hour)},
		{ChangeID: "org/repo#3", Product: "Acme", Decision: judgment.Exclude, Timestamp: base.Add(2 * time.Hour)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := *br, (client.BatchResult{Received: 3, Stored: 2}); got != want {
		t.Fatalf("AddJudgments=%+v, want %+v", got, want)
	}

	// The change id holds '/' and '#': the client escapes it.
	j, err := c.OverrideJudgment(ctx, "org/repo#2", judgment.Exclude, "internal tooling")
	if err != nil {
		t.Fatal(err)
	}
	if !j.WasCorrected() || j.FinalDecision() != judgment.Exclude || j.UserReasoning != "internal tooling" {
		t.Fatalf("OverrideJudgment=%+v", j)
	}
	j, err = c.GetJudgment(ctx, "org/repo#2")
	if err != nil {
		t.Fatal(err)
	}
	if j.UserDecision != judgment.Exclude || j.Product != "Acme" {
		t.Fatalf("GetJudgment=%+v", j)
	}

	ratio := 0.5
	h, err := c.JudgmentHistory(ctx, "Acme", client.HistoryOptions{MaxEntries: 2, CorrectionRatio: &ratio})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, j := range h.Judgments {
		ids = append(ids, j.ChangeID)
	}
	if got, want := strings.Join(ids, ","), "org/repo#2,org/repo#0"; got != want {
		t.Fatalf("history ids=%s, want %s", got, want)
	}
	if !strings.Contains(h.Prompt, "internal tooling") {
		t.Fatalf("prompt lacks the user's reasoning:\n%s", h.Prompt)
	}

	st, err := c.JudgmentStats(ctx, "Acme")
	if err != nil {
		t.Fatal(err)
	}
	if st.TotalJudgments != 4 || st.CorrectedCount != 1 || st.CorrectCount != 3 || st.Oldest == nil || !st.Oldest.Equal(base) {
		t.Fatalf("JudgmentStats=%+v", st)
	}
	all, err := c.JudgmentStats(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Products) != 1 || all.Products[0] != "Acme" {
		t.Fatalf("JudgmentStats(all).Products=%v", all.Products)
	}

	n, err := c.ClearProduct(ctx, "Acme")
	if err != nil || n != 4 {
		t.Fatalf("ClearProduct=%d, %v; want 4", n, err)
	}
	_, err = c.GetJudgment(ctx, "org/repo#2")
	wantCode(t, err, cairn.ENOTFOUND, "")
}

func TestJudgmentsErrors(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	tests := []struct {
		name        string
		call        func() error
		code, field string
	}{
		{"unknown decision", func() error {
			_, err := c.AddJudgment(ctx, &judgment.Judgment{ChangeID: "a#1", Product: "P", Decision: "MAYBE"})
			return err
		}, cairn.EINVALID, "decision"},
		{"missing product", func() error {
			_, err := c.AddJudgment(ctx, &judgment.Judgment{ChangeID: "a#1", Decision: judgment.Include})
			return err
		}, cairn.EINVALID, "product"},
		{"empty batch", func() error { _, err := c.AddJudgments(ctx, nil); return err }, cairn.EINVALID, "judgments"},
		{"batch too large", func() error {
			js := make([]*judgment.Judgment, 1001)
			for i := range js {
				js[i] = &judgment.Judgment{ChangeID: "a", Product: "P", Decision: judgment.Include}
			}
			_, err := c.AddJudgments(ctx, js)
			return err
		}, cairn.ETOOLARGE, ""},
		{"ratio above 1", func() error {
			r := 1.5
			_, err := c.JudgmentHistory(ctx, "P", client.HistoryOptions{CorrectionRatio: &r})
			return err
		}, cairn.EINVALID, "correction_ratio"},
		{"history without product", func() error { _, err := c.JudgmentHistory(ctx, "", client.HistoryOptions{}); return err }, cairn.EINVALID, "product"},
		{"clear without product", func() error { _, err := c.ClearProduct(ctx, " "); return err }, cairn.EINVALID, "product"},
		{"override unknown", func() error {
			_, err := c.OverrideJudgment(ctx, "nope#1", judgment.Exclude, "")
			return err
		}, cairn.ENOTFOUND, ""},
		{"override without decision", func() error {
			_, err := c.OverrideJudgment(ctx, "nope#1", "", "")
			return err
		}, cairn.EINVALID, "decision"},
		{"get dot-dot id", func() error { _, err := c.GetJudgment(ctx, ".."); return err }, cairn.EINVALID, "change_id"},
		{"override dot id", func() error { _, err := c.OverrideJudgment(ctx, ".", judgment.Exclude, ""); return err }, cairn.EINVALID, "change_id"},
		{"get empty id", func() error { _, err := c.GetJudgment(ctx, ""); return err }, cairn.EINVALID, "change_id"},
		{"invalid UTF-8 in a batch", func() error {
			_, err := c.AddJudgments(ctx, []*judgment.Judgment{
				{ChangeID: "a#1", Product: "P", Decision: judgment.Include},
				{ChangeID: "a#\xff", Product: "P", Decision: judgment.Include},
			})
			return err
		}, cairn.EINVALID, "judgments[1].change_id"},
		{"nil judgment", func() error { _, err := c.AddJudgment(ctx, nil); return err }, cairn.EINVALID, "judgment"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call()
			wantCode(t, err, tt.code, tt.field)
			if cairn.ErrorMessage(err) == "internal error" {
				t.Fatalf("no message: %v", err)
			}
		})
	}
}

// Ids with '/', '#', '?', '%', spaces and "/../" are escaped: each is one
// path segment to the server.
func TestJudgmentIDsEscaped(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	for _, id := range []string{"github.com/acme/x#12", "a/../b", "a/./b", "%2F", "a b?c=d&e", "ünï/cödé"} {
		if _, err := c.AddJudgment(ctx, &judgment.Judgment{ChangeID: id, Product: "P", Decision: judgment.Include}); err != nil {
			t.Fatalf("%q: %v", id, err)
		}
		j, err := c.GetJudgment(ctx, id)
		if err != nil || j.ChangeID != id {
			t.Fatalf("GetJudgment(%q)=%+v, %v", id, j, err)
		}
	}
}

// One client serves many goroutines.
func TestConcurrentUse(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	const workers, each = 8, 10
	errs := make(chan error, workers)
	for w := range workers {
		go func() {
			for i := range each {
				id := fmt.Sprintf("w%d#%d", w, i)
				if _, err := c.AddJudgment(ctx, &judgment.Judgment{ChangeID: id, Product: "P", Decision: judgment.Include}); err != nil {
					errs <- err
					return
				}
				if _, err := c.GetJudgment(ctx, id); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range workers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	st, err := c.JudgmentStats(ctx, "P")
	if err != nil || st.TotalJudgments != workers*each {
		t.Fatalf("JudgmentStats=%+v, %v; want %d judgments", st, err, workers*each)
	}
}
