package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// RunChangeLog is the conformance suite of correction.ChangeLog. open
// returns a fresh database as a function from tenant to its store; every
// store it returns must implement correction.ChangeLog.
func RunChangeLog(t *testing.T, open func(t *testing.T) func(tenant string) correction.Store) {
	t.Helper()
	cs := changeLogSuite{open: open}
	for _, tt := range []struct {
		name string
		fn   func(*testing.T)
	}{
		{"LogsIndexedFields", cs.testLogsIndexedFields},
		{"InsertMany", cs.testInsertMany},
		{"Trim", cs.testTrim},
		{"StoresDiffer", cs.testStoresDiffer},
	} {
		t.Run(tt.name, tt.fn)
	}
}

// changeLogSuite is the state of RunChangeLog: how to open a database.
type changeLogSuite struct {
	open func(t *testing.T) func(tenant string) correction.Store
}

// logOf returns s as a correction.ChangeLog, failing t if it is not one.
func logOf(t *testing.T, s correction.Store) correction.ChangeLog {
	t.Helper()
	cl, ok := s.(correction.ChangeLog)
	if !ok {
		t.Fatalf("%T does not implement correction.ChangeLog", s)
	}
	return cl
}

// change is one entry of a change log.
type change struct {
	pos int64
	id  string
}

// changesAfter returns the changes after after once there are want of
// them: an engine may report a change only once every transaction older
// than it has ended, and other tests share the server.
func changesAfter(t *testing.T, cl correction.ChangeLog, after int64, want int) []change {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		var out []change
		if err := cl.Changes(context.Background(), after, func(pos int64, id string) error {
			out = append(out, change{pos, id})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if len(out) >= want || time.Now().After(deadline) {
			return out
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// changeIDs returns the ids of cs in order.
func changeIDs(cs []change) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.id)
	}
	return out
}

func (cs changeLogSuite) testLogsIndexedFields(t *testing.T) {
	ctx := context.Background()
	tenant := cs.open(t)
	s := tenant("a")
	cl := logOf(t, s)
	m0, err := cl.ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m0.Store == "" {
		t.Fatal("ChangeMark.Store is empty")
	}
	a, b := corr("ca", 1), corr("cb", 2)
	a.Embedding, b.Embedding = embedding(1, 8), embedding(2, 8)
	a.EmbeddingModel, b.EmbeddingModel = "m1", "m1"
	mustInsert(t, s, a)
	mustInsert(t, s, b)
	if _, err := s.UpdateConfidence(ctx, "ca", -0.1); err != nil {
		t.Fatal(err)
	}
	// An application changes nothing the index holds: not logged.
	if err := s.RecordApplication(ctx, "cb", corrTime); err != nil {
		t.Fatal(err)
	}
	if err := s.SetEmbedding(ctx, "cb", embedding(3, 8), "m2"); err != nil {
		t.Fatal(err)
	}
	// The index holds the literal flag (Memory.KeepAsContext): logged.
	if err := s.SetLiteral(ctx, "cb", true); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, "ca"); err != nil {
		t.Fatal(err)
	}
	// Another tenant's changes are not this one's.
	mustInsert(t, tenant("b"), corr("other", 3))

	got := changesAfter(t, cl, m0.Pos, 6)
	if want := []string{"ca", "cb", "ca", "cb", "cb", "ca"}; !slices.Equal(changeIDs(got), want) {
		t.Fatalf("changes %v, want ids %v", got, want)
	}
	// One statement each: one position each.
	for i := 1; i < len(got); i++ {
		if got[i].pos <= got[i-1].pos {
			t.Fatalf("positions not increasing: %v", got)
		}
	}
	m1, err := cl.ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m1.Store != m0.Store || m1.Pos < got[len(got)-1].pos || m1.Pos <= m0.Pos {
		t.Fatalf("mark %+v after changes %v (before: %+v)", m1, got, m0)
	}
	if rest := changesAfter(t, cl, got[2].pos, 2); !slices.Equal(rest, got[3:]) {
		t.Fatalf("changes after %d: %v, want %v", got[2].pos, rest, got[3:])
	}
	if again := changesAfter(t, cl, m1.Pos, 0); len(again) != 0 {
		t.Fatalf("changes after the mark: %v", again)
	}
}

func (cs changeLogSuite) testInsertMany(t *testing.T) {
	ctx := context.Background()
	s := cs.open(t)("a")
	bulk, ok := s.(interface {
		InsertMany(context.Context, []*correction.Correction) error
	})
	if !ok {
		t.Skipf("%T has no InsertMany", s)
	}
	cl := logOf(t, s)
	m0, err := cl.ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := bulk.InsertMany(ctx, []*correction.Correction{corr("m1", 1), corr("m2", 2)}); err != nil {
		t.Fatal(err)
	}
	if got := changeIDs(changesAfter(t, cl, m0.Pos, 2)); !slices.Equal(got, []string{"m1", "m2"}) {
		t.Fatalf("changes %v, want m1 m2", got)
	}
}

func (cs changeLogSuite) testTrim(t *testing.T) {
	ctx := context.Background()
	tenant := cs.open(t)
	s, other := tenant("a"), tenant("b")
	cl := logOf(t, s)
	m0, err := cl.ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range []string{"t1", "t2", "t3"} {
		mustInsert(t, s, corr(id, i))
	}
	mustInsert(t, other, corr("o1", 9))
	all := changesAfter(t, cl, m0.Pos, 3)
	if len(all) != 3 {
		t.Fatalf("changes %v, want t1 t2 t3", all)
	}
	if err := cl.TrimChanges(ctx, all[1].pos); err != nil {
		t.Fatal(err)
	}
	m1, err := cl.ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m1.Floor != all[1].pos {
		t.Fatalf("floor %d after trimming to %d", m1.Floor, all[1].pos)
	}
	err = cl.Changes(ctx, m0.Pos, func(int64, string) error { return nil })
	if cairn.ErrorCode(err) != cairn.ECONFLICT {
		t.Fatalf("changes from before the floor: error %v, want ECONFLICT", err)
	}
	if got := changesAfter(t, cl, all[1].pos, 1); !slices.Equal(got, all[2:]) {
		t.Fatalf("changes after the floor %v, want %v", got, all[2:])
	}
	// Trimming lower never lowers the floor; the other tenant keeps
	// its changes.
	if err := cl.TrimChanges(ctx, m0.Pos); err != nil {
		t.Fatal(err)
	}
	if m, _ := cl.ChangeMark(ctx); m.Floor != all[1].pos {
		t.Fatalf("floor %d after a lower trim, want %d", m.Floor, all[1].pos)
	}
	if got := changeIDs(changesAfter(t, logOf(t, other), m0.Pos, 1)); !slices.Equal(got, []string{"o1"}) {
		t.Fatalf("other tenant's changes %v, want o1", got)
	}
	// Positions are never reused, even once every change is trimmed.
	last := all[2].pos
	if err := cl.TrimChanges(ctx, last); err != nil {
		t.Fatal(err)
	}
	mustInsert(t, s, corr("t4", 5))
	got := changesAfter(t, cl, last, 1)
	if len(got) != 1 || got[0].id != "t4" || got[0].pos <= last {
		t.Fatalf("after trimming all: %v, want t4 after %d", got, last)
	}
}

func (cs changeLogSuite) testStoresDiffer(t *testing.T) {
	ctx := context.Background()
	a, err := logOf(t, cs.open(t)("a")).ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := logOf(t, cs.open(t)("a")).ChangeMark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if a.Store == b.Store {
		t.Fatalf("two databases have the same identity %q", a.Store)
	}
}
