package storetest

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/vector"
)

// RunCorrectionMemory runs the conformance suite of correction.Memory (the
// seed's correction Store: Save, FindSimilar, relevance, applications,
// confidence, reindexing) over the correction.Store of an engine. open
// returns a fresh, empty store for the tenant.
func RunCorrectionMemory(t *testing.T, open func(t *testing.T, tenant string) correction.Store) {
	mem := &memorySuite{open: open}
	for _, tt := range []struct {
		name string
		fn   func(*testing.T)
	}{
		{"SaveEmbedsQueryAndOriginal", mem.testSaveEmbedsQueryAndOriginal},
		{"FindSimilarNearestFirstAboveMinConfidence", mem.testFindSimilarNearestFirstAboveMinConfidence},
		{"FilterAppliedDuringSearch", mem.testFilterAppliedDuringSearch},
		{"RelevanceAsTheSeed", mem.testRelevanceAsTheSeed},
		{"ConfidenceAndDeleteReachTheIndex", mem.testConfidenceAndDeleteReachTheIndex},
		{"RebuiltFromTheStore", mem.testRebuiltFromTheStore},
		{"RefreshSeesOtherProcesses", mem.testRefreshSeesOtherProcesses},
		{"ModelChangeDetectedAndReindexed", mem.testModelChangeDetectedAndReindexed},
		{"MixedDimensionsRefused", mem.testMixedDimensionsRefused},
		{"NewEmbedderReembedsInBackground", mem.testNewEmbedderReembedsInBackground},
		{"FindMistakesReadsTheStore", mem.testFindMistakesReadsTheStore},
		{"InvalidNothingWritten", mem.testInvalidNothingWritten},
		{"SavedIndexCatchesUp", mem.testSavedIndexCatchesUp},
	} {
		t.Run(tt.name, tt.fn)
	}
}

// memorySuite is the state of RunCorrectionMemory: how to open a store.
type memorySuite struct {
	open func(t *testing.T, tenant string) correction.Store
}

// memoryNow is the time the suite's memories start at.
var memoryNow = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// newMemory opens a Memory over a fresh store with the local embedder and a
// clock the test moves.
func (mem *memorySuite) newMemory(t *testing.T) (*correction.Memory, correction.Store, *time.Time) {
	t.Helper()
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	clock := memoryNow
	st := mem.open(t, "memory")
	m := correction.NewMemory(st, emb)
	m.Now = func() time.Time { return clock }
	if err := m.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	return m, st, &clock
}

// mustSave saves c through m and returns it.
func mustSave(t *testing.T, m *correction.Memory, c *correction.Correction) *correction.Correction {
	t.Helper()
	if err := m.Save(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	return c
}

func (mem *memorySuite) testSaveEmbedsQueryAndOriginal(t *testing.T) {
	ctx := context.Background()
	m, st, _ := mem.newMemory(t)
	c := mustSave(t, m, &correction.Correction{Query: "how do I open a file", OriginalOutput: "use os.OpenFile always", CorrectedOutput: "use os.Open", Confidence: 0.9})
	if c.ID == "" || c.Timestamp.IsZero() {
		t.Fatalf("id %q, timestamp %v: want both filled in", c.ID, c.Timestamp)
	}
	got, err := st.Get(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := m.Embedder.Embed(ctx, []string{correction.EmbeddingText(c.Query, c.OriginalOutput)})
	if got.EmbeddingModel != m.Embedder.Model() || len(got.Embedding) != len(want[0]) {
		t.Fatalf("stored embedding %d×%q, want %d×%q", len(got.Embedding), got.EmbeddingModel, len(want[0]), m.Embedder.Model())
	}
	if cos := cosine(got.Embedding, want[0]); cos < 0.999 {
		t.Fatalf("stored embedding has cosine %v with embed(query + \" \" + original), want ≈ 1", cos)
	}
	if m.Len() != 1 {
		t.Fatalf("indexed %d, want 1", m.Len())
	}
}

func (mem *memorySuite) testFindSimilarNearestFirstAboveMinConfidence(t *testing.T) {
	ctx := context.Background()
	m, _, _ := mem.newMemory(t)
	near := mustSave(t, m, &correction.Correction{ID: "near", Query: "parse the config file", OriginalOutput: "return an error when the config file is missing", CorrectedOutput: "return nil", Confidence: 0.9})
	mid := mustSave(t, m, &correction.Correction{ID: "mid", Query: "parse the config", OriginalOutput: "log the config file path", CorrectedOutput: "do not log it", Confidence: 0.8})
	mustSave(t, m, &correction.Correction{ID: "far", Query: "bake bread", OriginalOutput: "knead the dough for an hour", CorrectedOutput: "ten minutes", Confidence: 0.9})
	mustSave(t, m, &correction.Correction{ID: "weak", Query: "parse the config file", OriginalOutput: "return an error when the config file is missing", CorrectedOutput: "panic", Confidence: 0.3})
	ms, err := m.FindSimilar(ctx, "parse the config file", "return an error when the config file is missing", 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || ms[0].Correction.ID != near.ID || ms[1].Correction.ID != mid.ID {
		t.Fatalf("matches %v, want [near mid]: confidence 0.3 is not above the minimum", matchIDs(ms))
	}
	if !(ms[0].Similarity >= ms[1].Similarity) {
		t.Fatalf("not nearest first: %v then %v", ms[0].Similarity, ms[1].Similarity)
	}
	if _, err := m.FindSimilar(ctx, "q", "o", 0); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("limit 0: %v, want EINVALID", err)
	}
}

func (mem *memorySuite) testFilterAppliedDuringSearch(t *testing.T) {
	ctx := context.Background()
	// Many near but weak corrections must not crowd out a farther strong one.
	m, _, _ := mem.newMemory(t)
	for i := range 40 {
		mustSave(t, m, &correction.Correction{ID: "weak" + string(rune('a'+i%26)) + string(rune('a'+i/26)), Query: "deploy the service", OriginalOutput: "deploy on friday evening", CorrectedOutput: "deploy on tuesday", Confidence: 0.2})
	}
	mustSave(t, m, &correction.Correction{ID: "strong", Query: "deploy the services", OriginalOutput: "deploys go out on friday", CorrectedOutput: "tuesday", Confidence: 0.95})
	ms, err := m.FindSimilar(ctx, "deploy the service", "deploy on friday evening", 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 1 || ms[0].Correction.ID != "strong" {
		t.Fatalf("matches %v, want [strong]", matchIDs(ms))
	}
}

func (mem *memorySuite) testRelevanceAsTheSeed(t *testing.T) {
	ctx := context.Background()
	m, _, clock := mem.newMemory(t)
	c := mustSave(t, m, &correction.Correction{ID: "r", Query: "units", OriginalOutput: "miles", CorrectedOutput: "kilometres", Confidence: 0.8})
	match := func() *correction.CorrectionMatch {
		t.Helper()
		ms, err := m.FindSimilar(ctx, "units", "miles", 1)
		if err != nil || len(ms) != 1 {
			t.Fatalf("FindSimilar: %v %v", ms, err)
		}
		return ms[0]
	}
	// Never applied: recency 1, success 1.
	got := match()
	if want := got.Similarity * 0.8; math.Abs(got.Relevance-want) > 1e-12 {
		t.Fatalf("relevance %v, want similarity×confidence %v", got.Relevance, want)
	}
	// Applied 3 times, the last 24 hours ago: recency e^(-24/720), success 1.3.
	for range 3 {
		if err := m.RecordApplication(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
	}
	*clock = clock.Add(24 * time.Hour)
	got = match()
	if got.Correction.ApplyCount != 3 {
		t.Fatalf("apply count %d, want 3", got.Correction.ApplyCount)
	}
	want := got.Similarity * 0.8 * math.Exp(-24.0/720) * 1.3
	if math.Abs(got.Relevance-want) > 1e-9 {
		t.Fatalf("relevance %v, want %v", got.Relevance, want)
	}
	// Success is capped at 1.5.
	for range 10 {
		if err := m.RecordApplication(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
	}
	got = match()
	if want := got.Similarity * 0.8 * 1.5; math.Abs(got.Relevance-want) > 1e-9 {
		t.Fatalf("relevance %v, want %v (success capped at 1.5, applied just memoryNow)", got.Relevance, want)
	}
}

func (mem *memorySuite) testConfidenceAndDeleteReachTheIndex(t *testing.T) {
	ctx := context.Background()
	m, st, _ := mem.newMemory(t)
	c := mustSave(t, m, &correction.Correction{ID: "c", Query: "greeting", OriginalOutput: "hello world", CorrectedOutput: "hi", Confidence: 0.5})
	if v, err := m.UpdateConfidence(ctx, c.ID, -0.3); err != nil || math.Abs(v-0.2) > 1e-9 {
		t.Fatalf("UpdateConfidence: %v %v", v, err)
	}
	if ms, _ := m.FindSimilar(ctx, "greeting", "hello world", 5); len(ms) != 0 {
		t.Fatalf("found %v after confidence dropped to 0.2", matchIDs(ms))
	}
	if v, _ := m.UpdateConfidence(ctx, c.ID, 5); v != 1 {
		t.Fatalf("confidence %v, want clamped to 1", v)
	}
	if ms, _ := m.FindSimilar(ctx, "greeting", "hello world", 5); len(ms) != 1 {
		t.Fatalf("not found after confidence rose: %v", matchIDs(ms))
	}
	if err := m.Delete(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if ms, _ := m.FindSimilar(ctx, "greeting", "hello world", 5); len(ms) != 0 {
		t.Fatalf("found %v after delete", matchIDs(ms))
	}
	if _, err := st.Get(ctx, c.ID); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("Get after delete: %v", err)
	}
	if err := m.Delete(ctx, c.ID); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("second delete: %v, want ENOTFOUND", err)
	}
}

func (mem *memorySuite) testRebuiltFromTheStore(t *testing.T) {
	ctx := context.Background()
	m, st, _ := mem.newMemory(t)
	mustSave(t, m, &correction.Correction{ID: "a", Query: "timezone", OriginalOutput: "local time", CorrectedOutput: "UTC", Confidence: 0.9})
	again := correction.NewMemory(st, m.Embedder)
	if err := again.Open(ctx); err != nil {
		t.Fatal(err)
	}
	ms, err := again.FindSimilar(ctx, "timezone", "local time", 1)
	if err != nil || len(ms) != 1 || ms[0].Correction.ID != "a" {
		t.Fatalf("after reopening: %v %v", matchIDs(ms), err)
	}
}

func (mem *memorySuite) testRefreshSeesOtherProcesses(t *testing.T) {
	ctx := context.Background()
	m, st, _ := mem.newMemory(t)
	mustSave(t, m, &correction.Correction{ID: "kept", Query: "timezone", OriginalOutput: "local time", CorrectedOutput: "UTC", Confidence: 0.9})
	mustSave(t, m, &correction.Correction{ID: "doomed", Query: "units", OriginalOutput: "miles", CorrectedOutput: "km", Confidence: 0.9})
	// Another process (a CLI command, a replica) writes to the same store.
	other := correction.NewMemory(st, m.Embedder)
	if err := other.Open(ctx); err != nil {
		t.Fatal(err)
	}
	mustSave(t, other, &correction.Correction{ID: "new", Query: "currency", OriginalOutput: "dollars", CorrectedOutput: "euros", Confidence: 0.9})
	if err := other.Delete(ctx, "doomed"); err != nil {
		t.Fatal(err)
	}
	if _, err := other.UpdateConfidence(ctx, "kept", -0.8); err != nil {
		t.Fatal(err)
	}
	if err := m.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if m.Len() != 2 {
		t.Fatalf("indexed %d after refresh, want 2 (kept, new)", m.Len())
	}
	if ms, _ := m.FindSimilar(ctx, "currency", "dollars", 1); len(ms) != 1 || ms[0].Correction.ID != "new" {
		t.Fatalf("new correction not found after refresh: %v", matchIDs(ms))
	}
	if ms, _ := m.FindSimilar(ctx, "units", "miles", 3); len(ms) != 1 || ms[0].Correction.ID == "doomed" {
		t.Fatalf("after refresh: %v (doomed was deleted; kept's confidence fell to 0.1)", matchIDs(ms))
	}
}

func (mem *memorySuite) testModelChangeDetectedAndReindexed(t *testing.T) {
	ctx := context.Background()
	m, st, _ := mem.newMemory(t)
	mustSave(t, m, &correction.Correction{ID: "a", Query: "timezone", OriginalOutput: "local time", CorrectedOutput: "UTC", Confidence: 0.9})
	other, err := embed.NewLocal(128) // another model identity
	if err != nil {
		t.Fatal(err)
	}
	m2 := correction.NewMemory(st, other)
	if err := m2.Open(ctx); err != nil {
		t.Fatal(err)
	}
	if m2.Len() != 0 || m2.Stale() != 1 {
		t.Fatalf("indexed %d, stale %d: vectors of another model must not be mixed in", m2.Len(), m2.Stale())
	}
	n, err := m2.Reindex(ctx, false, nil)
	if err != nil || n != 1 {
		t.Fatalf("Reindex: %d %v", n, err)
	}
	if m2.Len() != 1 || m2.Stale() != 0 {
		t.Fatalf("after reindex: indexed %d, stale %d", m2.Len(), m2.Stale())
	}
	c, _ := st.Get(ctx, "a")
	if c.EmbeddingModel != other.Model() || len(c.Embedding) != 128 {
		t.Fatalf("stored %d×%q after reindex", len(c.Embedding), c.EmbeddingModel)
	}
}

func (mem *memorySuite) testMixedDimensionsRefused(t *testing.T) {
	ctx := context.Background()
	// A vector said to be of the embedder's model but of another
	// length is refused, naming the field, and nothing is written.
	m, st, _ := mem.newMemory(t)
	err := m.Save(ctx, &correction.Correction{ID: "short", Query: "q", OriginalOutput: "a", CorrectedOutput: "b", Confidence: 0.9,
		Embedding: make([]float32, 100), EmbeddingModel: m.Embedder.Model()})
	if got, want := cairn.ErrorField(err), "embedding"; cairn.ErrorCode(err) != cairn.EINVALID || got != want {
		t.Fatalf("err %v (field %q), want EINVALID naming %q", err, got, want)
	}
	if _, err := st.Get(ctx, "short"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("Get after a refused save: %v, want ENOTFOUND", err)
	}
	if m.Len() != 0 || m.Stale() != 0 {
		t.Fatalf("indexed %d, stale %d after a refused save", m.Len(), m.Stale())
	}
}

func (mem *memorySuite) testNewEmbedderReembedsInBackground(t *testing.T) {
	ctx := context.Background()
	// A store written with local-hash-v1, served with local-glove-v1
	// (the default): the old vectors are never compared with the new
	// ones; the offline-applicable corrections are found by text while
	// the background job re-embeds, and at the end every correction has
	// a vector of the new model and is found by meaning.
	m, st, _ := mem.newMemory(t)
	const n = 150 // more than one batch of 64
	for i := range n {
		mustSave(t, m, &correction.Correction{ID: fmt.Sprintf("c%03d", i), Query: fmt.Sprintf("question %d about the release branch", i),
			OriginalOutput: fmt.Sprintf("value-%d", i), CorrectedOutput: "fixed", Confidence: 0.9})
	}
	const query, output = "how do we release?", "Merge into `origin/master` to release."
	mustSave(t, m, &correction.Correction{ID: "lit", Query: query, OriginalOutput: "origin/master", CorrectedOutput: "origin/main",
		Explanation: "origin/main, master was renamed", Confidence: 0.9, Literal: true,
		Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: output}}})
	mustSave(t, m, &correction.Correction{ID: "tz", Query: "Which timezone should stored timestamps use?", OriginalOutput: "the server's local time",
		CorrectedOutput: "UTC", Confidence: 0.9})
	glove, err := embed.NewGlove()
	if err != nil {
		t.Fatal(err)
	}
	svc := &correction.Service{Stores: func(string) correction.Store { return st }, Embedder: glove}
	l, err := svc.Learner(ctx, "memory")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.Memory.Stale(), n+2; got != want || l.Memory.Len() != 0 {
		t.Fatalf("stale %d, indexed %d; want %d stale, none indexed", got, l.Memory.Len(), want)
	}
	search := func() error {
		ms, err := l.Memory.Relevant(ctx, query, output, 5)
		if err != nil {
			return err
		}
		if len(ms) == 0 || ms[0].Correction.ID != "lit" {
			return fmt.Errorf("relevant %v, want lit first (its mistake stands in the output)", matchIDs(ms))
		}
		return nil
	}
	if err := search(); err != nil {
		t.Fatalf("before re-embedding: %v", err)
	}
	type result struct {
		n   int
		err error
	}
	done := make(chan result, 1)
	go func() {
		k, err := svc.ReembedStale(ctx)
		done <- result{k, err}
	}()
	var r result
wait:
	for {
		select {
		case r = <-done:
			break wait
		default:
			if err := search(); err != nil {
				t.Fatalf("during re-embedding: %v", err)
			}
		}
	}
	if r.err != nil || r.n != n+2 {
		t.Fatalf("ReembedStale: %d, %v; want %d", r.n, r.err, n+2)
	}
	// An engine whose change log shows a change only once every older
	// transaction has ended (PostgreSQL) may show the new vectors to
	// the refresh late while other clients of the server hold
	// transactions open: refresh until it does, for a while.
	for deadline := time.Now().Add(30 * time.Second); l.Memory.Stale() != 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		if err := l.Memory.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if l.Memory.Stale() != 0 || l.Memory.Len() != n+2 {
		t.Fatalf("after: stale %d, indexed %d; want 0 and %d", l.Memory.Stale(), l.Memory.Len(), n+2)
	}
	if err := st.Each(ctx, func(c *correction.Correction) error {
		if c.EmbeddingModel != glove.Model() || len(c.Embedding) != glove.Dimensions() {
			return fmt.Errorf("%s stored %d×%q, want %d×%q", c.ID, len(c.Embedding), c.EmbeddingModel, glove.Dimensions(), glove.Model())
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if k, err := svc.ReembedStale(ctx); k != 0 || err != nil {
		t.Fatalf("second ReembedStale: %d, %v; want nothing to do", k, err)
	}
	if err := search(); err != nil {
		t.Fatalf("after re-embedding: %v", err)
	}
	ms, err := l.Memory.FindSimilar(ctx, "what time zone do we save dates in", "", 1)
	if err != nil || len(ms) != 1 || ms[0].Correction.ID != "tz" {
		t.Fatalf("FindSimilar by meaning: %v %v, want tz", matchIDs(ms), err)
	}
}

func (mem *memorySuite) testFindMistakesReadsTheStore(t *testing.T) {
	ctx := context.Background()
	// The mistake index finds candidates in memory; whether they still
	// exist, their confidence and their applications come from the
	// store, which other processes change: for a candidate whose rule
	// is not compiled yet and for one whose rule is.
	m, st, clock := mem.newMemory(t)
	const query, output = "how do we release?", "Merge into `origin/master` to release."
	for _, id := range []string{"a", "b", "c", "d"} {
		mustSave(t, m, &correction.Correction{ID: id, Query: query, OriginalOutput: "origin/master", CorrectedOutput: "origin/main",
			Explanation: "origin/main, master was renamed", Confidence: 0.9, Literal: true,
			Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: output},
				{Source: correction.SourceMessage, Content: "origin/main, master was renamed"}}})
	}
	other := correction.NewMemory(st, m.Embedder)
	other.Now = m.Now
	if err := other.Open(ctx); err != nil {
		t.Fatal(err)
	}
	find := func() []*correction.CorrectionMatch {
		t.Helper()
		ms, err := m.FindMistakes(ctx, query, output)
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	if err := other.Delete(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	ms := find()
	if got, want := matchIDs(ms), []string{"b", "c", "d"}; !slices.Equal(got, want) {
		t.Fatalf("found %v, want %v (a was deleted by another process before its rule was compiled)", got, want)
	}
	for _, mt := range ms {
		if len(mt.Hits) == 0 || mt.Hits[0].Replacement != "origin/main" {
			t.Fatalf("%s: hits %+v, want origin/master → origin/main", mt.Correction.ID, mt.Hits)
		}
	}
	// The rules are compiled memoryNow.
	if err := other.Delete(ctx, "b"); err != nil {
		t.Fatal(err)
	}
	if _, err := other.UpdateConfidence(ctx, "c", -0.7); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := other.RecordApplication(ctx, "d"); err != nil {
			t.Fatal(err)
		}
	}
	*clock = clock.Add(24 * time.Hour)
	ms = find()
	if got, want := matchIDs(ms), []string{"d"}; !slices.Equal(got, want) {
		t.Fatalf("found %v, want %v (b deleted, c's confidence fell to 0.2 in the store)", got, want)
	}
	d, err := st.Get(ctx, "d")
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffCorrection(ms[0].Correction, d); diff != "" {
		t.Fatalf("the match's correction is not the stored one: %s", diff)
	}
	want := ms[0].Similarity * 0.9 * math.Exp(-24.0/720) * 1.3
	if ms[0].Correction.ApplyCount != 3 || math.Abs(ms[0].Relevance-want) > 1e-9 {
		t.Fatalf("apply count %d, relevance %v: want 3 and %v", ms[0].Correction.ApplyCount, ms[0].Relevance, want)
	}
	if got, want := m.Len(), 2; got != want {
		t.Fatalf("indexed %d, want %d: the corrections found deleted are forgotten", got, want)
	}
}

func (mem *memorySuite) testInvalidNothingWritten(t *testing.T) {
	ctx := context.Background()
	m, st, _ := mem.newMemory(t)
	err := m.Save(ctx, &correction.Correction{ID: "bad", Query: "q", OriginalOutput: "o", Confidence: 1.5})
	if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "confidence" {
		t.Fatalf("Save with confidence 1.5: %v", err)
	}
	if _, err := st.Get(ctx, "bad"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("an invalid correction was written: %v", err)
	}
	if m.Len() != 0 {
		t.Fatalf("an invalid correction was indexed")
	}
}

func (mem *memorySuite) testSavedIndexCatchesUp(t *testing.T) {
	ctx := context.Background()
	st := mem.open(t, "saved")
	if _, ok := st.(correction.ChangeLog); !ok {
		t.Skipf("%T has no change log", st)
	}
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "saved.index")
	newMem := func(path string) *correction.Memory {
		m := correction.NewMemory(st, emb)
		m.SnapshotPath, m.SnapshotMin = path, 1
		m.Index = vector.Options{HNSWThreshold: 20}
		if err := m.Open(ctx); err != nil {
			t.Fatal(err)
		}
		if err := m.WaitIndex(ctx); err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := newMem("")
	m.SnapshotPath = path
	var ids []string
	for i := range 60 {
		c := mustSave(t, m, &correction.Correction{Query: fmt.Sprintf("how do I do task %d", i), OriginalOutput: fmt.Sprintf("use tool_%d", i%7),
			CorrectedOutput: fmt.Sprintf("use better_%d", i%7), Confidence: 0.9})
		ids = append(ids, c.ID)
	}
	if err := m.SaveIndex(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("SaveIndex wrote nothing: %v", err)
	}
	// Written behind its back, as a CLI command would.
	for _, id := range ids[:3] {
		if err := st.Delete(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.UpdateConfidence(ctx, ids[4], -0.8); err != nil {
		t.Fatal(err)
	}
	other := correction.NewMemory(st, emb) // not opened: writes the store only
	for i := range 3 {
		mustSave(t, other, &correction.Correction{Query: fmt.Sprintf("how do I do late task %d", i), OriginalOutput: "use tool_3",
			CorrectedOutput: "use better_3", Confidence: 0.9})
	}
	want := newMem("")
	got := newMem(path)
	// An engine may report a change only once every older transaction
	// has ended: refresh until they agree.
	deadline := time.Now().Add(20 * time.Second)
	for i := 0; ; i++ {
		same := got.Len() == want.Len()
		for q := 0; q < 7 && same; q++ {
			a, err := got.FindSimilar(ctx, fmt.Sprintf("how do I do task %d", q), fmt.Sprintf("use tool_%d", q), 70)
			if err != nil {
				t.Fatal(err)
			}
			b, err := want.FindSimilar(ctx, fmt.Sprintf("how do I do task %d", q), fmt.Sprintf("use tool_%d", q), 70)
			if err != nil {
				t.Fatal(err)
			}
			same = slices.Equal(matchIDs(a), matchIDs(b))
		}
		if same {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the saved index brought up to date has %d corrections and answers otherwise than a full read (%d)", got.Len(), want.Len())
		}
		if err := got.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func matchIDs(ms []*correction.CorrectionMatch) []string {
	ids := make([]string, len(ms))
	for i, m := range ms {
		ids[i] = m.Correction.ID
	}
	return ids
}

func cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	return dot / math.Sqrt(na*nb)
}
