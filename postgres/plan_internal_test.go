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

// TestNewestPlan checks that history selection reads one pool through the
// index judgments_newest, without sorting, on a table large enough that the
// planner would rather scan if the index did not fit the query.
func TestNewestPlan(t *testing.T) {
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
	if _, err := db.pool.Exec(ctx, "ANALYZE judgments"); err != nil {
		t.Fatal(err)
	}
	for _, corrected := range []bool{true, false} {
		t.Run(fmt.Sprintf("corrected=%v", corrected), func(t *testing.T) {
			prows, err := db.pool.Query(ctx, "EXPLAIN "+newestQuery, "t1", "p3", corrected, 20)
			if err != nil {
				t.Fatalf("EXPLAIN: %v", err)
			}
			lines, err := pgx.CollectRows(prows, pgx.RowTo[string])
			if err != nil {
				t.Fatal(err)
			}
			plan := strings.Join(lines, "\n")
			if !strings.Contains(plan, "Index Scan using judgments_newest") {
				t.Errorf("plan does not scan the index judgments_newest:\n%s", plan)
			}
			if strings.Contains(plan, "Sort") || strings.Contains(plan, "Seq Scan") {
				t.Errorf("plan sorts or scans the table:\n%s", plan)
			}
		})
	}
}
