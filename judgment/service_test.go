package judgment_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

// recorder is an Observer that remembers what it was told.
type recorder struct {
	added, kept, corrected, confirmed int
	history                           []int
}

func (r *recorder) JudgmentAdded(stored bool) {
	if stored {
		r.added++
	} else {
		r.kept++
	}
}

func (r *recorder) JudgmentOverridden(corrected bool) {
	if corrected {
		r.corrected++
	} else {
		r.confirmed++
	}
}

func (r *recorder) HistoryServed(n int) { r.history = append(r.history, n) }

func TestServiceWiresEveryTenantsManager(t *testing.T) {
	ctx := context.Background()
	s := jsonfile.New(filepath.Join(t.TempDir(), "ai_cache.json"))
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	obs := &recorder{}
	svc := &judgment.Service{
		Stores: func(tenant string) judgment.Store {
			if tenant != cairn.DefaultTenant {
				return nil
			}
			return s
		},
		Observer: obs,
		Now:      func() time.Time { return t0 },
	}
	m, err := svc.Manager(cairn.DefaultTenant)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := svc.Manager(cairn.DefaultTenant); again != m {
		t.Error("a second call gave another manager")
	}
	if _, err := m.Add(ctx, &judgment.Judgment{ChangeID: "a", Product: "P", Decision: judgment.Include}); err != nil {
		t.Fatal(err)
	}
	j, err := m.Get(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if !j.Timestamp.Equal(t0) {
		t.Errorf("timestamp %v, want the service clock's %v", j.Timestamp, t0)
	}
	if _, err := m.RecordUserDecision(ctx, "a", judgment.Exclude, "no"); err != nil {
		t.Fatal(err)
	}
	// Re-adding the AI's decision keeps the corrected judgment.
	if n, err := m.AddAll(ctx, []*judgment.Judgment{
		{ChangeID: "a", Product: "P", Decision: judgment.Exclude},
		{ChangeID: "b", Product: "P", Decision: judgment.Include},
	}); err != nil || n != 1 {
		t.Fatalf("AddAll: %d, %v", n, err)
	}
	if _, err := m.RecordUserDecision(ctx, "b", judgment.Include, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := m.HistoryForPrompt(ctx, "P", 10, 0.75); err != nil {
		t.Fatal(err)
	}
	if obs.added != 2 || obs.kept != 1 || obs.corrected != 1 || obs.confirmed != 1 || len(obs.history) != 1 || obs.history[0] != 2 {
		t.Fatalf("observed %+v", obs)
	}

	for _, tenant := range []string{"other", "a b", ""} {
		if _, err := svc.Manager(tenant); cairn.ErrorField(err) != "tenant" {
			t.Errorf("tenant %q: err=%v, want one naming tenant", tenant, err)
		}
	}
	if _, err := (&judgment.Service{}).Manager(cairn.DefaultTenant); err == nil {
		t.Error("a Service without Stores handed out a manager")
	}
}
