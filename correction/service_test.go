package correction_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

func TestServiceOpensEachTenantOnce(t *testing.T) {
	ctx := context.Background()
	good := sqlite.NewDB(filepath.Join(t.TempDir(), "good.db"))
	if err := good.Open(ctx); err != nil {
		t.Fatal(err)
	}
	defer good.Close()
	broken := sqlite.NewDB(filepath.Join(t.TempDir(), "broken.db"))
	if err := broken.Open(ctx); err != nil {
		t.Fatal(err)
	}
	broken.Close() // every read fails
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	var mu sync.Mutex
	useBroken := true
	svc := &correction.Service{Embedder: emb, Stores: func(tenant string) correction.Store {
		mu.Lock()
		defer mu.Unlock()
		if useBroken {
			return broken.Corrections(tenant)
		}
		return good.Corrections(tenant)
	}}

	if _, err := svc.Learner(ctx, "a"); err == nil {
		t.Fatal("opening over a closed database succeeded")
	}
	mu.Lock()
	useBroken = false
	mu.Unlock()

	// The failure was not cached, and concurrent callers share one learner.
	var wg sync.WaitGroup
	got := make([]*correction.Learner, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l, err := svc.Learner(ctx, "a")
			if err != nil {
				t.Error(err)
			}
			got[i] = l
		}()
	}
	wg.Wait()
	for _, l := range got[1:] {
		if l != got[0] || l == nil {
			t.Fatal("callers got different learners for one tenant")
		}
	}
	other, err := svc.Learner(ctx, "b")
	if err != nil || other == got[0] {
		t.Fatalf("tenant b: %v, same learner as a: %v", err, other == got[0])
	}
	if err := svc.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
}

// fixedClock is a cairn.Clock that always answers t.
func fixedClock(t time.Time) cairn.Clock { return func() time.Time { return t } }

func TestServiceUnindexedWorksOnTheStoreAlone(t *testing.T) {
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "u.db"))
	if err := db.Open(ctx); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	svc := &correction.Service{Embedder: emb, Now: fixedClock(at),
		Stores: func(tenant string) correction.Store { return db.Corrections(tenant) }}

	u, err := svc.Unindexed("t")
	if err != nil {
		t.Fatal(err)
	}
	c := &correction.Correction{OriginalOutput: "ten", CorrectedOutput: "100", Category: correction.CategoryFactual, Confidence: 1, Severity: 0.5, Literal: true}
	if err := u.Memory.Save(ctx, c); err != nil {
		t.Fatal(err)
	}
	if got, want := c.Timestamp, at; !got.Equal(want) {
		t.Errorf("timestamp %v, want the service clock's %v", got, want)
	}
	if _, err := u.Memory.FindSimilar(ctx, "q", "ten", 5); err == nil {
		t.Error("FindSimilar on an unindexed learner succeeded")
	}
	// The indexed learner of the same tenant sees what it saved.
	l, err := svc.Learner(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.Memory.Len(), 1; got != want {
		t.Fatalf("indexed %d, want %d", got, want)
	}
	if _, err := (&correction.Service{}).Unindexed("t"); err == nil {
		t.Error("a Service without Stores handed out a learner")
	}
}

// heldStore is a real SQLite store whose first read waits for release.
type heldStore struct {
	correction.Store
	release chan struct{}
	started chan struct{}
	once    sync.Once
}

func (h *heldStore) Each(ctx context.Context, fn func(*correction.Correction) error) error {
	h.once.Do(func() { close(h.started); <-h.release })
	return h.Store.Each(ctx, fn)
}

// TestOpenOutlivesImpatientRequest checks that a request giving up while
// its tenant is opened gets its context's error, that the opening goes on,
// and that the tenant's index state says loading meanwhile.
func TestOpenOutlivesImpatientRequest(t *testing.T) {
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "c.db"))
	if err := db.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	h := &heldStore{Store: db.Corrections("a"), release: make(chan struct{}), started: make(chan struct{})}
	svc := &correction.Service{Embedder: emb, Stores: func(string) correction.Store { return h }}

	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := svc.Learner(ctx, "a")
		errc <- err
	}()
	<-h.started
	if ix := svc.Indexes(); len(ix) != 1 || ix[0].State() != "loading" {
		t.Fatalf("Indexes while loading: %+v", ix)
	}
	cancel()
	if err := <-errc; err != context.Canceled {
		t.Fatalf("impatient request: %v, want context.Canceled", err)
	}
	close(h.release)
	l, err := svc.Learner(context.Background(), "a")
	if err != nil || l == nil {
		t.Fatalf("next request: %v", err)
	}
	if ix := svc.Indexes(); len(ix) != 1 || ix[0].State() != "warm" {
		t.Fatalf("Indexes after loading: %+v", ix)
	}
}
