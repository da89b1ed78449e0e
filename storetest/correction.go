package storetest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/testenv"
)

// RunCorrectionStore runs the conformance suite for correction.Store. open
// returns a fresh, empty store for the given tenant on the engine under
// test; calling open twice with different tenants must give isolated stores
// on the same underlying database. Each subtest uses tenant names of its
// own, so engines may share one database between subtests.
//
// Engines must keep times to at least the microsecond and return them in
// UTC, and may quantise embeddings to int8 with one scale per vector (as
// vector.Encode does): the suite compares them within that error.
func RunCorrectionStore(t *testing.T, open func(t *testing.T, tenant string) correction.Store) {
	t.Helper()
	cs := &correctionSuite{open: open}
	tests := []struct {
		name string
		fn   func(t *testing.T)
	}{
		{"RoundTrip", cs.testRoundTrip},
		{"Conflict", cs.testConflict},
		{"NotFound", cs.testNotFound},
		{"GetMany", cs.testGetMany},
		{"Invalid", cs.testInvalid},
		{"Delete", cs.testDelete},
		{"ListOrder", cs.testListOrder},
		{"ListFilters", cs.testListFilters},
		{"ListPaging", cs.testListPaging},
		{"ListInvalid", cs.testListInvalid},
		{"UpdateConfidence", cs.testUpdateConfidence},
		{"RecordApplication", cs.testRecordApplication},
		{"SetLiteral", cs.testSetLiteral},
		{"SetEmbedding", cs.testSetEmbedding},
		{"Each", cs.testEach},
		{"TenantIsolation", cs.testTenantIsolation},
		{"Concurrent", cs.testConcurrent},
		{"BatchInserter", cs.testBatchInserter},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.fn)
	}
}

type correctionSuite struct {
	open func(t *testing.T, tenant string) correction.Store
}

// store opens a fresh store under a tenant name of its own.
func (cs *correctionSuite) store(t *testing.T) correction.Store {
	t.Helper()
	return cs.open(t, testenv.UniqueName("ct_"))
}

// corrTime has microseconds, the precision every engine must keep.
var corrTime = time.Date(2025, 6, 7, 8, 9, 10, 111213000, time.UTC)

// corr returns a minimal valid correction with timestamp corrTime plus
// minute minutes.
func corr(id string, minute int) *correction.Correction {
	return &correction.Correction{
		ID:              id,
		Timestamp:       corrTime.Add(time.Duration(minute) * time.Minute),
		OriginalOutput:  "original " + id,
		CorrectedOutput: "corrected " + id,
		Query:           "query " + id,
		Category:        correction.CategoryFactual,
		Severity:        0.5,
		Confidence:      0.8,
	}
}

// embedding returns a deterministic pseudo-random vector of n dimensions.
func embedding(seed uint64, n int) []float32 {
	rng := rand.New(rand.NewPCG(seed, 0xe8b))
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(rng.NormFloat64())
	}
	return v
}

func mustInsert(t *testing.T, s correction.Store, c *correction.Correction) {
	t.Helper()
	if err := s.Insert(t.Context(), c); err != nil {
		t.Fatalf("Insert(%q): %v", c.ID, err)
	}
}

func mustGetCorrection(t *testing.T, s correction.Store, id string) *correction.Correction {
	t.Helper()
	c, err := s.Get(t.Context(), id)
	if err != nil {
		t.Fatalf("Get(%q): %v", id, err)
	}
	if c == nil {
		t.Fatalf("Get(%q) = nil, nil", id)
	}
	return c
}

func mustList(t *testing.T, s correction.Store, opts correction.ListOptions) []*correction.Correction {
	t.Helper()
	cs, err := s.List(t.Context(), opts)
	if err != nil {
		t.Fatalf("List(%+v): %v", opts, err)
	}
	return cs
}

func eachCorrection(t *testing.T, s correction.Store) []*correction.Correction {
	t.Helper()
	var out []*correction.Correction
	if err := s.Each(t.Context(), func(c *correction.Correction) error {
		out = append(out, c)
		return nil
	}); err != nil {
		t.Fatalf("Each: %v", err)
	}
	return out
}

func correctionIDs(cs []*correction.Correction) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

func wantCorrectionIDs(t *testing.T, what string, got []*correction.Correction, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if g := correctionIDs(got); !slices.Equal(g, want) {
		t.Fatalf("%s = %q, want %q", what, g, want)
	}
}

// diffCorrection describes how got differs from want, or returns "".
// Embeddings are compared within int8 quantisation error.
func diffCorrection(got, want *correction.Correction) string {
	if got == nil {
		return "got nil correction"
	}
	var d string
	add := func(format string, args ...any) { d += fmt.Sprintf(format, args...) + "; " }
	str := func(name, g, w string) {
		if g != w {
			add("%s=%q, want %q", name, g, w)
		}
	}
	str("id", got.ID, want.ID)
	str("session_id", got.SessionID, want.SessionID)
	str("original_output", got.OriginalOutput, want.OriginalOutput)
	str("corrected_output", got.CorrectedOutput, want.CorrectedOutput)
	str("explanation", got.Explanation, want.Explanation)
	str("query", got.Query, want.Query)
	str("embedding_model", got.EmbeddingModel, want.EmbeddingModel)
	if !got.Timestamp.Equal(want.Timestamp) || got.Timestamp.Location() != time.UTC {
		add("timestamp=%v, want %v in UTC", got.Timestamp, want.Timestamp.UTC())
	}
	if len(got.Context) != len(want.Context) || (len(want.Context) > 0 && !slices.Equal(got.Context, want.Context)) {
		add("context=%+v, want %+v", got.Context, want.Context)
	}
	if got.Category != want.Category {
		add("category=%v, want %v", got.Category, want.Category)
	}
	if got.Severity != want.Severity {
		add("severity=%v, want %v", got.Severity, want.Severity)
	}
	if got.Confidence != want.Confidence {
		add("confidence=%v, want %v", got.Confidence, want.Confidence)
	}
	if got.ApplyCount != want.ApplyCount {
		add("apply_count=%d, want %d", got.ApplyCount, want.ApplyCount)
	}
	switch {
	case (got.LastApplied == nil) != (want.LastApplied == nil):
		add("last_applied=%v, want %v", got.LastApplied, want.LastApplied)
	case got.LastApplied != nil && (!got.LastApplied.Equal(*want.LastApplied) || got.LastApplied.Location() != time.UTC):
		add("last_applied=%v, want %v in UTC", *got.LastApplied, want.LastApplied.UTC())
	}
	if msg := diffEmbedding(got.Embedding, want.Embedding); msg != "" {
		add("embedding: %s", msg)
	}
	return d
}

// diffEmbedding compares got with want allowing the error of int8
// quantisation with one scale per vector: half a step of max|want|/127.
func diffEmbedding(got, want []float32) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d dimensions, want %d", len(got), len(want))
	}
	var maxAbs float64
	for _, x := range want {
		maxAbs = math.Max(maxAbs, math.Abs(float64(x)))
	}
	tol := maxAbs/127/2 + 1e-6*maxAbs
	for i := range want {
		if diff := math.Abs(float64(got[i]) - float64(want[i])); diff > tol {
			return fmt.Sprintf("value %d is %v, want %v within %v", i, got[i], want[i], tol)
		}
	}
	return ""
}

func checkCorrection(t *testing.T, what string, got, want *correction.Correction) {
	t.Helper()
	if d := diffCorrection(got, want); d != "" {
		t.Fatalf("%s: %s", what, d)
	}
}

func (cs *correctionSuite) testRoundTrip(t *testing.T) {
	s := cs.store(t)
	applied := time.Date(2025, 6, 8, 1, 2, 3, 456789000, time.FixedZone("PDT", -7*3600))
	tests := []struct {
		name string
		in   *correction.Correction
	}{
		{"required fields only", &correction.Correction{ID: "min", Timestamp: corrTime}},
		{"every field", &correction.Correction{
			ID:              "every-field",
			Timestamp:       time.Date(2025, 6, 7, 10, 9, 10, 111213000, time.FixedZone("CEST", 2*3600)),
			SessionID:       "session-1",
			OriginalOutput:  "func f() error { return errors.New(\"x\") }",
			CorrectedOutput: "func f() error { return nil }",
			Explanation:     "the function should return nil, not an error",
			Query:           "write f",
			Context: []correction.ContextChunk{
				{Source: "main.go", Content: "package main"},
				{Content: "no source"},
			},
			Category:       correction.CategoryCode,
			Severity:       0.75,
			Embedding:      embedding(1, 256),
			EmbeddingModel: "local-hash-v1/256",
			ApplyCount:     3,
			LastApplied:    &applied,
			Confidence:     0.9,
			Literal:        true,
		}},
		{"awkward text", &correction.Correction{
			ID:              `id with 'quotes' "double" \back %_`,
			Timestamp:       time.Date(1999, 12, 31, 23, 59, 59, 999999000, time.UTC),
			SessionID:       "sess ünïcødé",
			OriginalOutput:  "line one\nline two\ttab; DROP TABLE corrections; --",
			CorrectedOutput: "🪨 emoji and ünïcødé",
			Query:           strings.Repeat("long query ", 1000),
			Context:         []correction.ContextChunk{{Source: `"quoted" source`, Content: "{\"json\": [1, 2]}"}},
			Category:        correction.CategoryDomain,
			Severity:        1,
			Embedding:       []float32{0, -1.5, 3, 0.001},
			EmbeddingModel:  "openai:text-embedding-3-small/1536",
			Confidence:      0,
		}},
		{"zero embedding", &correction.Correction{
			ID: "zero-embedding", Timestamp: corrTime, Category: correction.CategoryPreference,
			Embedding: make([]float32, 8), EmbeddingModel: "m", Confidence: 1,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustInsert(t, s, tt.in)
			checkCorrection(t, "Get", mustGetCorrection(t, s, tt.in.ID), tt.in)
		})
	}
	for _, c := range eachCorrection(t, s) {
		for _, tt := range tests {
			if tt.in.ID == c.ID {
				checkCorrection(t, "Each", c, tt.in)
			}
		}
	}
}

func (cs *correctionSuite) testConflict(t *testing.T) {
	s := cs.store(t)
	orig := corr("dup", 0)
	mustInsert(t, s, orig)
	again := corr("dup", 5)
	again.CorrectedOutput = "something else"
	checkCode(t, "Insert of an existing id", s.Insert(t.Context(), again), cairn.ECONFLICT)
	checkCorrection(t, "Get after a conflicting Insert", mustGetCorrection(t, s, "dup"), orig)
	checkCode(t, "Insert with an id differing only in case", s.Insert(t.Context(), corr("DUP", 0)), "")
}

func (cs *correctionSuite) testNotFound(t *testing.T) {
	s := cs.store(t)
	mustInsert(t, s, corr("present", 0))
	ctx := t.Context()
	_, err := s.Get(ctx, "missing")
	checkCode(t, "Get", err, cairn.ENOTFOUND)
	checkCode(t, "Delete", s.Delete(ctx, "missing"), cairn.ENOTFOUND)
	_, err = s.UpdateConfidence(ctx, "missing", 0.1)
	checkCode(t, "UpdateConfidence", err, cairn.ENOTFOUND)
	checkCode(t, "RecordApplication", s.RecordApplication(ctx, "missing", corrTime), cairn.ENOTFOUND)
	checkCode(t, "SetEmbedding", s.SetEmbedding(ctx, "missing", []float32{1}, "m"), cairn.ENOTFOUND)
	checkCorrection(t, "the other correction", mustGetCorrection(t, s, "present"), corr("present", 0))
}

// testGetMany checks that GetMany returns what Get does for each id that
// exists, once, whatever the order, repetitions, missing ids and length of
// the list (engines may read long lists in parts), and only the tenant's.
func (cs *correctionSuite) testGetMany(t *testing.T) {
	s := cs.store(t)
	other := cs.store(t)
	applied := corrTime.Add(time.Hour)
	var all []string
	for i := range 70 {
		c := corr(fmt.Sprintf("m%02d", i), i)
		if i%3 == 0 {
			c.Context = []correction.ContextChunk{{Source: "previous_output", Content: fmt.Sprintf("output %d", i)}}
			c.Embedding, c.EmbeddingModel = embedding(uint64(i), 16), "m"
			c.Literal = true
		}
		mustInsert(t, s, c)
		if i%5 == 0 {
			if err := s.RecordApplication(t.Context(), c.ID, applied); err != nil {
				t.Fatalf("RecordApplication: %v", err)
			}
		}
		all = append(all, c.ID)
	}
	mustInsert(t, other, corr("theirs", 0))
	mustInsert(t, s, corr("Case", 0))

	check := func(name string, ids []string, want ...string) {
		t.Helper()
		got, err := s.GetMany(t.Context(), ids)
		if err != nil {
			t.Fatalf("%s: GetMany: %v", name, err)
		}
		slices.SortFunc(got, func(a, b *correction.Correction) int { return strings.Compare(a.ID, b.ID) })
		slices.Sort(want)
		wantCorrectionIDs(t, name+": GetMany", got, want...)
		for _, c := range got {
			checkCorrection(t, name+": GetMany("+c.ID+")", c, mustGetCorrection(t, s, c.ID))
		}
	}
	check("no ids", nil)
	check("missing", []string{"missing"})
	check("one", []string{"m03"}, "m03")
	check("another tenant's", []string{"theirs", "m01"}, "m01")
	check("other case", []string{"case", "CASE", "m00"}, "m00")
	check("repeated", []string{"m05", "m05", "missing", "m07", "m05"}, "m05", "m07")
	check("awkward ids", []string{"", "m0", "m%", "m_1", "m01 ", "\x00", "m02"}, "m02")
	for _, n := range []int{2, 3, 31, 32, 33, 64, 65, 70} {
		ids := slices.Clone(all[:n])
		slices.Reverse(ids)
		check(fmt.Sprintf("%d ids", n), ids, all[:n]...)
		check(fmt.Sprintf("%d ids and missing ones", n), append(ids, "missing", "theirs"), all[:n]...)
	}
	check("all twice", append(slices.Clone(all), all...), all...)
}

func (cs *correctionSuite) testInvalid(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(c *correction.Correction)
		field string
	}{
		{"empty id", func(c *correction.Correction) { c.ID = "" }, "id"},
		{"long id", func(c *correction.Correction) { c.ID = strings.Repeat("x", correction.MaxIDLength+1) }, "id"},
		{"unknown category", func(c *correction.Correction) { c.Category = 99 }, "category"},
		{"negative category", func(c *correction.Correction) { c.Category = -1 }, "category"},
		{"severity below 0", func(c *correction.Correction) { c.Severity = -0.01 }, "severity"},
		{"severity above 1", func(c *correction.Correction) { c.Severity = 1.01 }, "severity"},
		{"severity NaN", func(c *correction.Correction) { c.Severity = math.NaN() }, "severity"},
		{"confidence above 1", func(c *correction.Correction) { c.Confidence = 2 }, "confidence"},
		{"confidence NaN", func(c *correction.Correction) { c.Confidence = math.NaN() }, "confidence"},
		{"negative apply_count", func(c *correction.Correction) { c.ApplyCount = -1 }, "apply_count"},
		{"embedding without model", func(c *correction.Correction) { c.Embedding = []float32{1, 2} }, "embedding_model"},
		{"embedding with NaN", func(c *correction.Correction) {
			c.Embedding, c.EmbeddingModel = []float32{1, float32(math.NaN())}, "m"
		}, "embedding"},
		{"embedding with Inf", func(c *correction.Correction) {
			c.Embedding, c.EmbeddingModel = []float32{float32(math.Inf(-1))}, "m"
		}, "embedding"},
		{"invalid UTF-8 query", func(c *correction.Correction) { c.Query = "bad \xff" }, "query"},
		{"lone surrogate in original_output", func(c *correction.Correction) { c.OriginalOutput = "a\xed\xa0\x80b" }, "original_output"},
		{"NUL in corrected_output", func(c *correction.Correction) { c.CorrectedOutput = "a\x00b" }, "corrected_output"},
		{"invalid UTF-8 context", func(c *correction.Correction) {
			c.Context = []correction.ContextChunk{{Source: "s", Content: "\xc3"}}
		}, "context"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := cs.store(t)
			c := corr("bad", 0)
			tt.edit(c)
			if err := c.Validate(); cairn.ErrorField(err) != tt.field {
				t.Fatalf("Validate() = %v, want an error about %q", err, tt.field)
			}
			err := s.Insert(t.Context(), c)
			checkCode(t, "Insert", err, cairn.EINVALID)
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("Insert error field=%q, want %q (error %v)", got, tt.field, err)
			}
			if n := len(eachCorrection(t, s)); n != 0 {
				t.Fatalf("after a rejected Insert the store holds %d corrections, want 0", n)
			}
		})
	}
	t.Run("nil", func(t *testing.T) {
		checkCode(t, "Insert(nil)", cs.store(t).Insert(t.Context(), nil), cairn.EINVALID)
	})
	t.Run("valid session_id is optional", func(t *testing.T) {
		if err := corr("ok", 0).Validate(); err != nil {
			t.Fatalf("Validate of a correction without session: %v", err)
		}
	})
}

func (cs *correctionSuite) testDelete(t *testing.T) {
	s := cs.store(t)
	ctx := t.Context()
	for i, id := range []string{"a", "b", "c"} {
		mustInsert(t, s, corr(id, i))
	}
	if err := s.Delete(ctx, "b"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	_, err := s.Get(ctx, "b")
	checkCode(t, "Get after Delete", err, cairn.ENOTFOUND)
	checkCode(t, "Delete twice", s.Delete(ctx, "b"), cairn.ENOTFOUND)
	wantCorrectionIDs(t, "Each after Delete", eachCorrection(t, s), "a", "c")
	mustInsert(t, s, corr("b", 9))
	wantCorrectionIDs(t, "Each after re-inserting a deleted id", eachCorrection(t, s), "a", "c", "b")
}

// listFixture inserts corrections whose order by time differs from their
// insertion and id order, with two ties in time.
func listFixture(t *testing.T, s correction.Store) {
	t.Helper()
	fixture := []struct {
		id       string
		minute   int
		category correction.Category
		session  string
		query    string
		original string
		fixed    string
	}{
		{"c3", 30, correction.CategoryCode, "s1", "How do I open a FILE?", "use os.Open", "use os.OpenFile"},
		{"c1", 10, correction.CategoryFactual, "s2", "capital of France", "Lyon", "Paris"},
		{"c5", 20, correction.CategoryStyle, "s1", "format the date", "2025/01/02", "2025-01-02"},
		{"c2", 20, correction.CategoryFactual, "", "École question", "la ÉCOLE", "l'école"},
		{"c4", 40, correction.CategoryPreference, "s2", "discount", "50% off", "half price"},
		{"c6", 20, correction.CategoryCode, "s1", "regex", "a_b", "a.b"},
	}
	for _, f := range fixture {
		c := corr(f.id, f.minute)
		c.Category, c.SessionID, c.Query, c.OriginalOutput, c.CorrectedOutput = f.category, f.session, f.query, f.original, f.fixed
		mustInsert(t, s, c)
	}
}

func (cs *correctionSuite) testListOrder(t *testing.T) {
	s := cs.store(t)
	if got := mustList(t, s, correction.ListOptions{}); len(got) != 0 {
		t.Fatalf("List on an empty store returned %d corrections", len(got))
	}
	listFixture(t, s)
	tests := []struct {
		name  string
		order string
		want  []string
	}{
		{"default is newest first, ties by id", "", []string{"c4", "c3", "c2", "c5", "c6", "c1"}},
		{"newest", correction.OrderNewest, []string{"c4", "c3", "c2", "c5", "c6", "c1"}},
		{"oldest, ties by id", correction.OrderOldest, []string{"c1", "c2", "c5", "c6", "c3", "c4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantCorrectionIDs(t, "List", mustList(t, s, correction.ListOptions{Order: tt.order}), tt.want...)
		})
	}
}

func (cs *correctionSuite) testListFilters(t *testing.T) {
	s := cs.store(t)
	listFixture(t, s)
	code, factual, logic := correction.CategoryCode, correction.CategoryFactual, correction.CategoryLogic
	tests := []struct {
		name string
		opts correction.ListOptions
		want []string
	}{
		{"category", correction.ListOptions{Category: &code}, []string{"c3", "c6"}},
		{"category with none", correction.ListOptions{Category: &logic}, nil},
		{"category factual (zero value)", correction.ListOptions{Category: &factual, Order: correction.OrderOldest}, []string{"c1", "c2"}},
		{"session", correction.ListOptions{SessionID: "s1"}, []string{"c3", "c5", "c6"}},
		{"session is exact", correction.ListOptions{SessionID: "s"}, nil},
		{"text in query, any case", correction.ListOptions{Text: "file"}, []string{"c3"}},
		{"text in original", correction.ListOptions{Text: "LYON"}, []string{"c1"}},
		{"text in corrected", correction.ListOptions{Text: "paris"}, []string{"c1"}},
		{"text folds non-ASCII case", correction.ListOptions{Text: "école"}, []string{"c2"}},
		{"text % is literal", correction.ListOptions{Text: "50%"}, []string{"c4"}},
		{"text _ is literal", correction.ListOptions{Text: "a_b"}, []string{"c6"}},
		{"text . is literal", correction.ListOptions{Text: "a.b"}, []string{"c6"}},
		{"text with no match", correction.ListOptions{Text: "zebra"}, nil},
		{"text not in explanation or id", correction.ListOptions{Text: "c1"}, nil},
		{"filters combine", correction.ListOptions{SessionID: "s1", Category: &code, Text: "OPEN"}, []string{"c3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantCorrectionIDs(t, "List", mustList(t, s, tt.opts), tt.want...)
		})
	}
}

func (cs *correctionSuite) testListPaging(t *testing.T) {
	s := cs.store(t)
	listFixture(t, s)
	code := correction.CategoryCode
	tests := []struct {
		name string
		opts correction.ListOptions
		want []string
	}{
		{"limit", correction.ListOptions{Limit: 2}, []string{"c4", "c3"}},
		{"offset", correction.ListOptions{Offset: 4}, []string{"c6", "c1"}},
		{"limit and offset", correction.ListOptions{Limit: 2, Offset: 2}, []string{"c2", "c5"}},
		{"limit and offset, oldest", correction.ListOptions{Limit: 3, Offset: 1, Order: correction.OrderOldest}, []string{"c2", "c5", "c6"}},
		{"offset past the end", correction.ListOptions{Offset: 6}, nil},
		{"limit past the end", correction.ListOptions{Limit: 100, Offset: 5}, []string{"c1"}},
		{"paging after filtering", correction.ListOptions{Category: &code, Limit: 1, Offset: 1}, []string{"c6"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantCorrectionIDs(t, "List", mustList(t, s, tt.opts), tt.want...)
		})
	}
}

func (cs *correctionSuite) testListInvalid(t *testing.T) {
	s := cs.store(t)
	bad := correction.Category(42)
	tests := []struct {
		name  string
		opts  correction.ListOptions
		field string
	}{
		{"negative limit", correction.ListOptions{Limit: -1}, "limit"},
		{"negative offset", correction.ListOptions{Offset: -1}, "offset"},
		{"unknown order", correction.ListOptions{Order: "sideways"}, "order"},
		{"unknown category", correction.ListOptions{Category: &bad}, "category"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.List(t.Context(), tt.opts)
			checkCode(t, "List", err, cairn.EINVALID)
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("List error field=%q, want %q (error %v)", got, tt.field, err)
			}
		})
	}
}

func (cs *correctionSuite) testUpdateConfidence(t *testing.T) {
	s := cs.store(t)
	ctx := t.Context()
	mustInsert(t, s, corr("c", 0)) // confidence 0.8
	mustInsert(t, s, corr("other", 0))
	steps := []struct {
		name  string
		delta float64
		want  float64
	}{
		{"down", -0.3, 0.5},
		{"clamped at 1", 0.9, 1},
		{"clamped at 0", -5, 0},
		{"zero delta", 0, 0},
		{"up from 0", 0.25, 0.25},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			got, err := s.UpdateConfidence(ctx, "c", st.delta)
			if err != nil {
				t.Fatalf("UpdateConfidence(%v): %v", st.delta, err)
			}
			if math.Abs(got-st.want) > 1e-12 {
				t.Fatalf("UpdateConfidence(%v) = %v, want %v", st.delta, got, st.want)
			}
			if c := mustGetCorrection(t, s, "c"); c.Confidence != got {
				t.Fatalf("Get after UpdateConfidence: confidence=%v, want %v", c.Confidence, got)
			}
		})
	}
	for _, delta := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		_, err := s.UpdateConfidence(ctx, "c", delta)
		checkCode(t, fmt.Sprintf("UpdateConfidence(%v)", delta), err, cairn.EINVALID)
	}
	if c := mustGetCorrection(t, s, "other"); c.Confidence != 0.8 {
		t.Fatalf("the other correction's confidence=%v, want 0.8", c.Confidence)
	}
}

func (cs *correctionSuite) testSetLiteral(t *testing.T) {
	tenant := testenv.UniqueName("ct_")
	s := cs.open(t, tenant)
	ctx := t.Context()
	c, other := corr("c", 0), corr("other", 1)
	c.Literal, other.Literal = true, true
	c.Context = []correction.ContextChunk{{Source: "message", Content: "it's 20, not 10"}}
	c.Embedding, c.EmbeddingModel = []float32{0.25, -0.5}, "m"
	c.ApplyCount = 3
	mustInsert(t, s, c)
	mustInsert(t, s, other)
	before := mustGetCorrection(t, s, "c")
	if err := s.SetLiteral(ctx, "c", false); err != nil {
		t.Fatalf("SetLiteral(false): %v", err)
	}
	after := mustGetCorrection(t, s, "c")
	if after.Literal {
		t.Fatal("Get after SetLiteral(false): literal is still true")
	}
	after.Literal = true
	if !reflect.DeepEqual(after, before) {
		t.Fatalf("SetLiteral changed another field:\n got %+v\nwant %+v", after, before)
	}
	if !mustGetCorrection(t, s, "other").Literal {
		t.Fatal("SetLiteral changed the other correction")
	}
	if err := s.SetLiteral(ctx, "c", true); err != nil {
		t.Fatalf("SetLiteral(true): %v", err)
	}
	if !mustGetCorrection(t, s, "c").Literal {
		t.Fatal("Get after SetLiteral(true): literal is false")
	}
	checkCode(t, "SetLiteral(missing)", s.SetLiteral(ctx, "missing", false), cairn.ENOTFOUND)
	// Another tenant cannot reach it.
	checkCode(t, "SetLiteral from another tenant", cs.open(t, tenant+"_b").SetLiteral(ctx, "c", false), cairn.ENOTFOUND)
	if !mustGetCorrection(t, s, "c").Literal {
		t.Fatal("another tenant's SetLiteral changed the correction")
	}
}

func (cs *correctionSuite) testRecordApplication(t *testing.T) {
	s := cs.store(t)
	ctx := t.Context()
	mustInsert(t, s, corr("c", 0))
	mustInsert(t, s, corr("other", 0))
	want := corr("c", 0)
	for i := 1; i <= 3; i++ {
		at := corrTime.Add(time.Duration(i) * time.Hour).In(time.FixedZone("X", 3600))
		if err := s.RecordApplication(ctx, "c", at); err != nil {
			t.Fatalf("RecordApplication: %v", err)
		}
		want.ApplyCount, want.LastApplied = i, &at
		checkCorrection(t, fmt.Sprintf("after %d applications", i), mustGetCorrection(t, s, "c"), want)
	}
	checkCorrection(t, "the other correction", mustGetCorrection(t, s, "other"), corr("other", 0))
}

func (cs *correctionSuite) testSetEmbedding(t *testing.T) {
	s := cs.store(t)
	ctx := t.Context()
	c := corr("c", 0)
	c.Embedding, c.EmbeddingModel = embedding(2, 64), "old-model/64"
	mustInsert(t, s, c)
	mustInsert(t, s, corr("plain", 0))

	want := *c
	want.Embedding, want.EmbeddingModel = embedding(3, 256), "new-model/256"
	if err := s.SetEmbedding(ctx, "c", want.Embedding, want.EmbeddingModel); err != nil {
		t.Fatalf("SetEmbedding: %v", err)
	}
	checkCorrection(t, "after SetEmbedding", mustGetCorrection(t, s, "c"), &want)

	plain := corr("plain", 0)
	plain.Embedding, plain.EmbeddingModel = []float32{0.5, -0.25}, "m"
	if err := s.SetEmbedding(ctx, "plain", plain.Embedding, plain.EmbeddingModel); err != nil {
		t.Fatalf("SetEmbedding on a correction without one: %v", err)
	}
	checkCorrection(t, "after the first SetEmbedding", mustGetCorrection(t, s, "plain"), plain)

	checkCode(t, "SetEmbedding without model", s.SetEmbedding(ctx, "c", []float32{1}, ""), cairn.EINVALID)
	checkCode(t, "SetEmbedding with NaN", s.SetEmbedding(ctx, "c", []float32{float32(math.NaN())}, "m"), cairn.EINVALID)
	checkCorrection(t, "after rejected SetEmbedding", mustGetCorrection(t, s, "c"), &want)

	if err := s.SetEmbedding(ctx, "c", nil, ""); err != nil {
		t.Fatalf("SetEmbedding(nil): %v", err)
	}
	want.Embedding, want.EmbeddingModel = nil, ""
	checkCorrection(t, "after removing the embedding", mustGetCorrection(t, s, "c"), &want)
}

func (cs *correctionSuite) testEach(t *testing.T) {
	s := cs.store(t)
	if n := len(eachCorrection(t, s)); n != 0 {
		t.Fatalf("Each on an empty store yielded %d corrections", n)
	}
	// More than any reasonable page, inserted with times and ids out of
	// order: Each follows insertion order.
	const n = 700
	var want []string
	for i := range n {
		id := fmt.Sprintf("id-%03d", (i*337)%n)
		want = append(want, id)
		mustInsert(t, s, corr(id, -i))
	}
	wantCorrectionIDs(t, "Each", eachCorrection(t, s), want...)

	stop := errors.New("stop")
	calls := 0
	err := s.Each(t.Context(), func(*correction.Correction) error {
		calls++
		if calls == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) {
		t.Fatalf("Each returned %v, want fn's error", err)
	}
	if calls != 3 {
		t.Fatalf("Each called fn %d times after it failed on the 3rd, want 3", calls)
	}

	// fn may use the store.
	err = s.Each(t.Context(), func(c *correction.Correction) error {
		if c.ID == want[0] {
			return s.RecordApplication(t.Context(), c.ID, corrTime)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Each with a writing fn: %v", err)
	}
	if c := mustGetCorrection(t, s, want[0]); c.ApplyCount != 1 {
		t.Fatalf("apply_count after a write from Each=%d, want 1", c.ApplyCount)
	}
}

func (cs *correctionSuite) testTenantIsolation(t *testing.T) {
	ctx := t.Context()
	a := cs.open(t, testenv.UniqueName("ct_a_"))
	b := cs.open(t, testenv.UniqueName("ct_b_"))
	ca, cb := corr("same", 0), corr("same", 1)
	cb.CorrectedOutput = "b's version"
	mustInsert(t, a, ca)
	mustInsert(t, b, cb)
	mustInsert(t, a, corr("only-a", 2))

	checkCorrection(t, "a's Get", mustGetCorrection(t, a, "same"), ca)
	checkCorrection(t, "b's Get", mustGetCorrection(t, b, "same"), cb)
	_, err := b.Get(ctx, "only-a")
	checkCode(t, "b's Get of a's correction", err, cairn.ENOTFOUND)
	wantCorrectionIDs(t, "b's List", mustList(t, b, correction.ListOptions{}), "same")
	wantCorrectionIDs(t, "b's Each", eachCorrection(t, b), "same")
	checkCode(t, "b's Delete of a's correction", b.Delete(ctx, "only-a"), cairn.ENOTFOUND)
	_, err = b.UpdateConfidence(ctx, "only-a", 0.1)
	checkCode(t, "b's UpdateConfidence of a's correction", err, cairn.ENOTFOUND)
	checkCode(t, "b's RecordApplication of a's correction", b.RecordApplication(ctx, "only-a", corrTime), cairn.ENOTFOUND)
	checkCode(t, "b's SetEmbedding of a's correction", b.SetEmbedding(ctx, "only-a", []float32{1}, "m"), cairn.ENOTFOUND)

	if err := b.Delete(ctx, "same"); err != nil {
		t.Fatalf("b's Delete: %v", err)
	}
	checkCorrection(t, "a's Get after b deleted its own", mustGetCorrection(t, a, "same"), ca)
	wantCorrectionIDs(t, "a's Each", eachCorrection(t, a), "same", "only-a")
}

func (cs *correctionSuite) testConcurrent(t *testing.T) {
	s := cs.store(t)
	c := corr("c", 0)
	c.Confidence = 0.5
	mustInsert(t, s, c)
	const workers, each = 4, 10
	var wg sync.WaitGroup
	errs := make(chan error, workers*each*2)
	for w := range workers {
		wg.Go(func() {
			for i := range each {
				if _, err := s.UpdateConfidence(t.Context(), "c", 0.01); err != nil {
					errs <- err
				}
				if err := s.RecordApplication(t.Context(), "c", corrTime); err != nil {
					errs <- err
				}
				if err := s.Insert(t.Context(), corr(fmt.Sprintf("w%d-%d", w, i), i)); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent writes: %v", err)
	}
	got := mustGetCorrection(t, s, "c")
	if want := 0.5 + workers*each*0.01; math.Abs(got.Confidence-want) > 1e-9 {
		t.Fatalf("confidence after %d concurrent +0.01 = %v, want %v", workers*each, got.Confidence, want)
	}
	if got.ApplyCount != workers*each {
		t.Fatalf("apply_count after %d concurrent applications = %d", workers*each, got.ApplyCount)
	}
	if n := len(eachCorrection(t, s)); n != workers*each+1 {
		t.Fatalf("Each after concurrent inserts yielded %d corrections, want %d", n, workers*each+1)
	}
}
