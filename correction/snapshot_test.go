package correction_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
	"github.com/cairnhq/cairn/vector"
)

// snapshotFixture is a SQLite store with n corrections, every tenth one
// literal, and a directory for saved indexes.
type snapshotFixture struct {
	db   *sqlite.DB
	st   correction.Store
	emb  *embed.Local
	path string
}

func newSnapshotFixture(t *testing.T, n int) *snapshotFixture {
	t.Helper()
	dir := t.TempDir()
	db := sqlite.NewDB(filepath.Join(dir, "c.db"))
	if err := db.Open(t.Context()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	f := &snapshotFixture{db: db, st: db.Corrections("t"), emb: emb, path: filepath.Join(dir, "index", "t.index")}
	m := f.memory(t, "")
	for i := range n {
		c := &correction.Correction{
			Query:           fmt.Sprintf("question %d about topic %d", i, i%17),
			OriginalOutput:  fmt.Sprintf("answer %d uses setting alpha_%d", i, i%23),
			CorrectedOutput: fmt.Sprintf("answer %d uses setting beta_%d", i, i%23),
			Confidence:      0.9,
		}
		if i%10 == 0 {
			c.OriginalOutput, c.CorrectedOutput, c.Literal = fmt.Sprintf("run make build_%d", i), fmt.Sprintf("run make test_%d", i), true
		}
		if err := m.Save(t.Context(), c); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// memory returns an opened Memory over the fixture's store, saving its
// index at path ("" for none), with a graph from 50 corrections on.
func (f *snapshotFixture) memory(t *testing.T, path string) *correction.Memory {
	t.Helper()
	m := correction.NewMemory(f.st, f.emb)
	m.SnapshotPath, m.SnapshotMin = path, 1
	m.Index = vector.Options{HNSWThreshold: 50}
	if err := m.Open(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := m.WaitIndex(t.Context()); err != nil {
		t.Fatal(err)
	}
	return m
}

// sameMemory fails unless a and b answer alike: sizes, counts, similar
// corrections (exhaustive at this size) and offline mistakes.
func sameMemory(t *testing.T, a, b *correction.Memory) {
	t.Helper()
	if a.Len() != b.Len() || a.Stale() != b.Stale() {
		t.Fatalf("Len %d, Stale %d; want %d, %d", a.Len(), a.Stale(), b.Len(), b.Stale())
	}
	ctx := context.Background()
	for i := range 30 {
		q, out := fmt.Sprintf("question about topic %d", i), fmt.Sprintf("uses setting alpha_%d", i)
		ra, err := a.FindSimilar(ctx, q, out, 20)
		if err != nil {
			t.Fatal(err)
		}
		rb, err := b.FindSimilar(ctx, q, out, 20)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(matchIDs(ra), matchIDs(rb)) {
			t.Fatalf("query %d: %v, want %v", i, matchIDs(ra), matchIDs(rb))
		}
		out = fmt.Sprintf("first run make build_%d then deploy", i*10)
		ma, err := a.FindMistakes(ctx, "how do I build", out)
		if err != nil {
			t.Fatal(err)
		}
		mb, err := b.FindMistakes(ctx, "how do I build", out)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(matchIDs(ma), matchIDs(mb)) {
			t.Fatalf("mistakes in %q: %v, want %v", out, matchIDs(ma), matchIDs(mb))
		}
	}
}

func matchIDs(ms []*correction.CorrectionMatch) []string {
	var ids []string
	for _, m := range ms {
		ids = append(ids, m.Correction.ID)
	}
	return ids
}

// changeBehindItsBack writes to the store directly, as a CLI command or
// another process would: inserts, deletes, confidences (one below
// MinConfidence), an embedding of another model and a new literal.
func (f *snapshotFixture) changeBehindItsBack(t *testing.T) {
	t.Helper()
	ctx := t.Context()
	all, err := f.st.List(ctx, correction.ListOptions{Limit: 1000, Order: correction.OrderOldest})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range all[:3] {
		if err := f.st.Delete(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.st.UpdateConfidence(ctx, all[5].ID, -0.7); err != nil {
		t.Fatal(err)
	}
	if _, err := f.st.UpdateConfidence(ctx, all[6].ID, -0.1); err != nil {
		t.Fatal(err)
	}
	if err := f.st.SetEmbedding(ctx, all[7].ID, all[7].Embedding, "another-model"); err != nil {
		t.Fatal(err)
	}
	m := correction.NewMemory(f.st, f.emb) // not opened: saves to the store only
	for i := range 4 {
		c := &correction.Correction{Query: fmt.Sprintf("late question %d about topic %d", i, i), OriginalOutput: fmt.Sprintf("run make build_%d", 1000+i),
			CorrectedOutput: fmt.Sprintf("run make test_%d", 1000+i), Literal: true, Confidence: 0.8, ID: correction.NewID()}
		vs, err := f.emb.Embed(ctx, []string{correction.EmbeddingText(c.Query, c.OriginalOutput)})
		if err != nil {
			t.Fatal(err)
		}
		c.Embedding, c.EmbeddingModel = vs[0], f.emb.Model()
		if err := m.Store.Insert(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSavedIndex(t *testing.T) {
	f := newSnapshotFixture(t, 300)
	ctx := t.Context()
	m1 := f.memory(t, f.path)
	if err := m1.SaveIndex(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(f.path); err != nil {
		t.Fatalf("no saved index: %v", err)
	}
	cl := f.st.(correction.ChangeLog)
	mark, err := cl.ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if mark.Floor == 0 {
		t.Fatalf("change log not trimmed after the save: %+v", mark)
	}
	f.changeBehindItsBack(t)

	var logs bytes.Buffer
	m2 := correction.NewMemory(f.st, f.emb)
	m2.SnapshotPath, m2.SnapshotMin = f.path, 1
	m2.Index = vector.Options{HNSWThreshold: 50}
	m2.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	if err := m2.Open(ctx); err != nil {
		t.Fatal(err)
	}
	// Read with its graph: nothing to build.
	if st, _ := m2.IndexStatus(); !st.Graph || st.Building {
		t.Fatalf("index status after opening the saved index: %+v", st)
	}
	if !strings.Contains(logs.String(), "opened saved correction index") {
		t.Fatalf("log: %s", logs.String())
	}
	want := f.memory(t, "") // read in full
	sameMemory(t, m2, want)

	// An incremental refresh picks up later changes too.
	f.changeBehindItsBack(t)
	if err := m2.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	sameMemory(t, m2, f.memory(t, ""))

	// Saving again records the changes caught up with; the next open
	// starts from there.
	if err := m2.SaveIndex(ctx); err != nil {
		t.Fatal(err)
	}
	m3 := f.memory(t, f.path)
	sameMemory(t, m3, f.memory(t, ""))
}

func TestSavedIndexNotUsed(t *testing.T) {
	f := newSnapshotFixture(t, 120)
	ctx := t.Context()
	m := f.memory(t, f.path)
	if err := m.SaveIndex(ctx); err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(f.path)
	if err != nil {
		t.Fatal(err)
	}
	other := newSnapshotFixture(t, 5)
	for _, tc := range []struct {
		name, log string
		prep      func(t *testing.T) *snapshotFixture
	}{
		{"corrupt vectors", "checksum", func(t *testing.T) *snapshotFixture {
			b := slices.Clone(good)
			b[len(b)-100] ^= 1
			writeFile(t, f.path, b)
			return f
		}},
		{"corrupt header", "checksum", func(t *testing.T) *snapshotFixture {
			b := slices.Clone(good)
			b[20] ^= 1
			writeFile(t, f.path, b)
			return f
		}},
		{"not a file", "is a directory", func(t *testing.T) *snapshotFixture {
			os.Remove(f.path)
			if err := os.MkdirAll(f.path, 0o700); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Remove(f.path) })
			return f
		}},
		{"truncated", "truncated", func(t *testing.T) *snapshotFixture {
			writeFile(t, f.path, good[:len(good)/2])
			return f
		}},
		{"another database", "another database", func(t *testing.T) *snapshotFixture {
			writeFile(t, other.path, good)
			return other
		}},
		{"log trimmed past it", "older than the change log", func(t *testing.T) *snapshotFixture {
			writeFile(t, f.path, good)
			cl := f.st.(correction.ChangeLog)
			if err := f.st.Delete(ctx, "no-such-id"); err == nil {
				t.Fatal("delete of a missing id succeeded")
			}
			m := correction.NewMemory(f.st, f.emb)
			if err := m.Save(ctx, &correction.Correction{Query: "q", OriginalOutput: "a", CorrectedOutput: "b", Confidence: 0.9}); err != nil {
				t.Fatal(err)
			}
			mark, err := cl.ChangeMark(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if err := cl.TrimChanges(ctx, mark.Pos); err != nil {
				t.Fatal(err)
			}
			return f
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fx := tc.prep(t)
			var logs bytes.Buffer
			m := correction.NewMemory(fx.st, fx.emb)
			m.SnapshotPath, m.SnapshotMin = fx.path, 1
			m.Index = vector.Options{HNSWThreshold: 50}
			m.Logger = slog.New(slog.NewTextHandler(&logs, nil))
			if err := m.Open(ctx); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(logs.String(), "reading every correction instead") || !strings.Contains(logs.String(), tc.log) {
				t.Fatalf("log %q, want the saved index refused for %q", logs.String(), tc.log)
			}
			if err := m.WaitIndex(ctx); err != nil {
				t.Fatal(err)
			}
			sameMemory(t, m, fx.memory(t, ""))
			// Open saves the rebuilt index in the background
			// (saveWhenWarm); a save now waits for that one, and leaves it
			// nothing to write, so it cannot rewrite the file the next
			// case prepares. Its own error is the case's: a directory in
			// the way, say.
			_ = m.SaveIndex(ctx)
		})
	}
}

func writeFile(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestServiceSavesIndexes is a server's life: a tenant big enough is saved
// once its graph is built and at shutdown; a restart reads it, tenants
// below SnapshotMin are never saved.
func TestServiceSavesIndexes(t *testing.T) {
	f := newSnapshotFixture(t, 150)
	small := f.db.Corrections("small")
	if err := correction.NewMemory(small, f.emb).Save(t.Context(), &correction.Correction{Query: "q", OriginalOutput: "a", CorrectedOutput: "b", Confidence: 0.9}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	newService := func() *correction.Service {
		return &correction.Service{Stores: f.db.Corrections, Embedder: f.emb, IndexDir: dir, SnapshotMin: 100}
	}
	ctx := t.Context()
	svc := newService()
	for _, tenant := range []string{"t", "small"} {
		if _, err := svc.Learner(ctx, tenant); err != nil {
			t.Fatal(err)
		}
	}
	big := filepath.Join(dir, correction.SnapshotFile("t"))
	// Saved in the background once loaded (no graph to wait for at 150).
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(big); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the big tenant's index was not saved after its load")
		}
		time.Sleep(10 * time.Millisecond)
	}
	l, _ := svc.Learner(ctx, "t")
	if err := l.Memory.Delete(ctx, mustFirstID(t, l.Memory)); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(big)
	if err := svc.SaveIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	after, _ := os.Stat(big)
	if after.ModTime().Equal(before.ModTime()) && after.Size() == before.Size() {
		t.Fatal("SaveIndexes did not save the changed tenant again")
	}
	if _, err := os.Stat(filepath.Join(dir, correction.SnapshotFile("small"))); !os.IsNotExist(err) {
		t.Fatalf("a tenant below SnapshotMin was saved: %v", err)
	}

	var logs bytes.Buffer
	restarted := newService()
	restarted.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	l2, err := restarted.Learner(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logs.String(), "opened saved correction index") {
		t.Fatalf("restart did not read the saved index: %s", logs.String())
	}
	sameMemory(t, l2.Memory, f.memory(t, ""))
}

func mustFirstID(t *testing.T, m *correction.Memory) string {
	t.Helper()
	cs, err := m.List(t.Context(), correction.ListOptions{Limit: 1})
	if err != nil || len(cs) == 0 {
		t.Fatalf("list: %v, %d", err, len(cs))
	}
	return cs[0].ID
}

func TestSaveIndexRemovesLeftovers(t *testing.T) {
	f := newSnapshotFixture(t, 30)
	leftover := f.path + ".12345.tmp"
	writeFile(t, leftover, []byte("cut short"))
	m := f.memory(t, f.path)
	if err := m.SaveIndex(t.Context()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(leftover); !os.IsNotExist(err) {
		t.Fatalf("the leftover of a save cut short is still there: %v", err)
	}
	entries, err := os.ReadDir(filepath.Dir(f.path))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != filepath.Base(f.path) {
		t.Fatalf("index directory holds %v, want only %s", entries, filepath.Base(f.path))
	}
}
