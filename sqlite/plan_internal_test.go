package sqlite

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestNewestPlan checks that history selection reads one pool through the
// index judgments_newest, without sorting: it reads only the rows it
// returns, however many judgments the product has.
func TestNewestPlan(t *testing.T) {
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
	}{
		{"Newest", newestQuery, []any{"t", "p", true, 20}, "judgments_newest"},
		{"Get", "SELECT " + judgmentCols + " FROM judgments WHERE tenant = ? AND change_id = ?", []any{"t", "id"}, "judgments_id"},
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
			if !strings.Contains(all, "USING INDEX "+tt.index) {
				t.Errorf("plan does not use index %s:\n%s", tt.index, all)
			}
			if strings.Contains(all, "TEMP B-TREE") {
				t.Errorf("plan sorts in a temporary b-tree:\n%s", all)
			}
			if strings.Contains(all, "SCAN") {
				t.Errorf("plan scans:\n%s", all)
			}
		})
	}
}
