package sqlite

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

func mustOrder(t *testing.T, order string) string {
	t.Helper()
	opts := correction.ListOptions{Order: order}
	if err := opts.Validate(); err != nil {
		t.Fatal(err)
	}
	return listOrder(opts)
}

// TestQueryPlans checks that history selection reads one pool through the
// index judgments_newest, without sorting: it reads only the rows it
// returns, however many judgments the product has. Other reads use their
// index too, and Each pages by rowid without sorting.
func TestQueryPlans(t *testing.T) {
	db := NewDB(filepath.Join(t.TempDir(), "cairn.db"))
	if err := db.Open(t.Context()); err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })

	tests := []struct {
		name  string
		query string
		args  []any
		index string
		// tiesSorted allows sorting the ties of the index's order.
		tiesSorted bool
	}{
		{"Newest", newestQuery, []any{"t", "p", true}, "judgments_newest", false},
		{"Get", getJudgmentQuery, []any{"t", "id"}, "judgments_id", false},
		{"Each", eachJudgmentQuery, []any{"t", 0, eachPage}, "INTEGER PRIMARY KEY", false},
		{"Each product", eachProductQuery, []any{"t", 0, "p", eachPage}, "INTEGER PRIMARY KEY", false},
		{"Get correction", getCorrectionQuery, []any{"t", "id"}, "corrections_id", false},
		{"Get corrections", getManyQuery(4), []any{"t", "a", "b", "c", "d"}, "corrections_id", false},
		{"Each correction", eachCorrectionQuery, []any{"t", 0, eachPage}, "INTEGER PRIMARY KEY", false},
		{"List newest", "SELECT id FROM corrections WHERE tenant = ? ORDER BY " + mustOrder(t, correction.OrderNewest) + " LIMIT 10", []any{"t"}, "corrections_ts", true},
		{"List oldest", "SELECT id FROM corrections WHERE tenant = ? ORDER BY " + mustOrder(t, correction.OrderOldest) + " LIMIT 10", []any{"t"}, "corrections_ts", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows, err := db.read.QueryContext(t.Context(), "EXPLAIN QUERY PLAN "+tt.query, tt.args...)
			if err != nil {
				t.Fatalf("EXPLAIN QUERY PLAN: %v", err)
			}
			defer rows.Close()
			var plan []string
			for rows.Next() {
				var id, parent, unused int
				var detail string
				if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
					t.Fatalf("Scan: %v", err)
				}
				plan = append(plan, detail)
			}
			if err := rows.Err(); err != nil {
				t.Fatalf("rows: %v", err)
			}
			all := strings.Join(plan, "\n")
			if !strings.Contains(all, "USING "+tt.index) && !strings.Contains(all, "USING INDEX "+tt.index) {
				t.Errorf("plan does not use %s:\n%s", tt.index, all)
			}
			// Listing may sort the ties of one timestamp by id, no more.
			partial := strings.Contains(all, "TEMP B-TREE FOR LAST") || strings.Contains(all, "TEMP B-TREE FOR RIGHT PART")
			if strings.Contains(all, "TEMP B-TREE") && (!tt.tiesSorted || !partial) {
				t.Errorf("plan sorts in a temporary b-tree:\n%s", all)
			}
			if strings.Contains(all, "SCAN ") {
				t.Errorf("plan scans:\n%s", all)
			}
		})
	}
}
