package postgres_test

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/postgres"
	"github.com/cairnhq/cairn/review"
	"github.com/cairnhq/cairn/storetest"
)

func TestReviewDecisions(t *testing.T) {
	db := MustOpenDB(t)
	storetest.RunReviewDecisions(t, func() string { return testenv.UniqueName("rt_") },
		func(t *testing.T, tenant string) judgment.Store { return db.Judgments(tenant) })
}

// TestMigrationReviewSuite stores review decisions as cairn did before the
// suite was part of their change id, applies migration 0005 again, and
// checks that each gets its suite, and nothing else changes.
func TestMigrationReviewSuite(t *testing.T) {
	ctx := context.Background()
	db := MustOpenDB(t)
	d := review.Diff{Test: "report.md", Source: "booktest", Expected: "a\n", Actual: "b\n"}
	r := review.Result{Category: review.Unsure, CategoryName: "UNSURE", Summary: "changed", Reviewer: "offline"}
	legacy := "booktest:report.md@" + d.Hash()[:16]
	for _, tenant := range []string{"t1", "t2"} {
		m := judgment.NewManager(db.Judgments(tenant))
		j := review.NewJudgment("proj-"+tenant, d, r)
		j.ChangeID = legacy
		if _, err := m.Add(ctx, j); err != nil {
			t.Fatal(err)
		}
		if _, err := m.RecordUserDecision(ctx, legacy, review.HumanReject, "why "+tenant); err != nil {
			t.Fatal(err)
		}
		// Not a review judgment: left alone.
		if _, err := m.Add(ctx, &judgment.Judgment{ChangeID: "x:y@0123456789abcdef", Decision: judgment.Include, Product: "P"}); err != nil {
			t.Fatal(err)
		}
	}
	raw := rawConn(t, db.Schema)
	// A review row without a suite, which cairn never wrote.
	if _, err := raw.Exec(ctx, `INSERT INTO judgments (tenant, change_id, product, decision, reasoning, description, ts, ts_ns)
		VALUES ('t1', 'dirs:z@00000000000000ff', '', 'INCLUDE', '', 'cairn-review category=5 confidence=1.000 rule=- flags=false', now(), 0)`); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(ctx, "DELETE FROM schema_migrations WHERE version = 5"); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = mustOpen(t, &postgres.DB{URL: db.URL, Schema: db.Schema})

	for _, tenant := range []string{"t1", "t2"} {
		m := judgment.NewManager(db.Judgments(tenant))
		js, err := review.Decisions(ctx, m, "proj-"+tenant)
		if err != nil || len(js) != 1 {
			t.Fatalf("%s: decisions %v, %v; want 1", tenant, js, err)
		}
		if got, want := js[0].ChangeID, review.ChangeID("proj-"+tenant, d); got != want || js[0].UserReasoning != "why "+tenant {
			t.Fatalf("%s: migrated decision %+v, want change id %q and its reason", tenant, js[0], want)
		}
		if _, err := m.Get(ctx, "x:y@0123456789abcdef"); err != nil {
			t.Fatalf("%s: a judgment that is no review decision was changed: %v", tenant, err)
		}
		// The suite's next decision on the diff replaces the migrated one.
		if _, err := review.Record(ctx, m, "proj-"+tenant, d, r, review.HumanAccept, "now"); err != nil {
			t.Fatal(err)
		}
		if js, _ := review.Decisions(ctx, m, ""); len(js) != 1 || js[0].UserDecision != review.HumanAccept {
			t.Fatalf("%s: after a new decision: %+v, want the one record, accepted", tenant, js)
		}
	}
	j, err := db.Judgments("t1").Get(ctx, "default/dirs:z@00000000000000ff")
	if err != nil || j.Product != "default" {
		t.Fatalf("review row without a suite: %+v, %v; want suite default", j, err)
	}
}
