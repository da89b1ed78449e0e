package postgres

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/jackc/pgx/v5"
)

// TestQueryPlans checks that history selection reads one pool through the
// index judgments_newest, without sorting, and that Each pages through the
// primary key, on tables large enough that the planner would rather scan
// if the index did not fit the query.
func TestQueryPlans(t *testing.T) {
	db := NewDB(testenv.Postgres(t))
	db.Schema = testenv.UniqueName("cairn_t_")
	if err := db.Open(t.Context()); err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		_, _ = db.pool.Exec(context.Background(), "DROP SCHEMA "+pgx.Identifier{db.Schema}.Sanitize()+" CASCADE")
		_ = db.Close()
	})
	ctx := t.Context()

	const n = 20000
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	rows := make([][]any, n)
	for i := range rows {
		var user any
		if i%3 == 0 {
			user = "EXCLUDE"
		}
		rows[i] = []any{fmt.Sprintf("t%d", i%2), fmt.Sprintf("id%d", i), fmt.Sprintf("p%d", i%20), "INCLUDE", "r", user,
			base.Add(time.Duration(i*7919%n) * time.Minute), int16(0)}
	}
	if _, err := db.pool.CopyFrom(ctx, pgx.Identifier{"judgments"},
		[]string{"tenant", "change_id", "product", "decision", "reasoning", "user_decision", "ts", "ts_ns"},
		pgx.CopyFromRows(rows)); err != nil {
		t.Fatalf("CopyFrom: %v", err)
	}
	crows := make([][]any, n)
	for i := range crows {
		crows[i] = []any{fmt.Sprintf("t%d", i%2), fmt.Sprintf("c%d", i), int64(i), "", "o", "c", "", "q", int16(0), 0.5, int32(0), 0.5}
	}
	if _, err := db.pool.CopyFrom(ctx, pgx.Identifier{"corrections"},
		[]string{"tenant", "id", "ts", "session_id", "original_output", "corrected_output", "explanation", "query",
			"category", "severity", "apply_count", "confidence"},
		pgx.CopyFromRows(crows)); err != nil {
		t.Fatalf("CopyFrom: %v", err)
	}
	if _, err := db.pool.Exec(ctx, "ANALYZE judgments, corrections"); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		query string
		args  []any
		index string
	}{
		{"Newest corrected", newestQuery, []any{"t1", "p3", true, 20}, "judgments_newest"},
		{"Newest correct", newestQuery, []any{"t1", "p3", false, 20}, "judgments_newest"},
		{"Each", eachJudgmentQuery, []any{"t1", 0, eachPage}, "judgments_pkey"},
		{"Each correction", eachCorrectionQuery, []any{"t1", 0, eachPage}, "corrections_pkey"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prows, err := db.pool.Query(ctx, "EXPLAIN "+tt.query, tt.args...)
			if err != nil {
				t.Fatalf("EXPLAIN: %v", err)
			}
			lines, err := pgx.CollectRows(prows, pgx.RowTo[string])
			if err != nil {
				t.Fatal(err)
			}
			plan := strings.Join(lines, "\n")
			if !strings.Contains(plan, "Index Scan using "+tt.index) {
				t.Errorf("plan does not scan the index %s:\n%s", tt.index, plan)
			}
			if strings.Contains(plan, "Sort") || strings.Contains(plan, "Seq Scan") {
				t.Errorf("plan sorts or scans the table:\n%s", plan)
			}
		})
	}
}
