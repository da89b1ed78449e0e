package align

import "testing"

// SQL that names no dialect is told by its syntax: AUTO_INCREMENT taught
// as MySQL's, wrong on Postgres, stays in a table that is MySQL by its
// other constructs (BIGINT UNSIGNED, DEFAULT CHARSET), and is fixed where
// the query names Postgres. The taught construct itself tells nothing.
func TestCodeDialect(t *testing.T) {
	r, err := Compile("AUTO_INCREMENT", "GENERATED ALWAYS AS IDENTITY",
		"```sql\nCREATE TABLE users (\n  id INT AUTO_INCREMENT PRIMARY KEY\n);\n```",
		"AUTO_INCREMENT is MySQL syntax. On Postgres use GENERATED ALWAYS AS IDENTITY", "Postgres: an auto-incrementing id column?")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		query, out string
		fixed      bool
	}{
		{"the orders table", "```sql\nCREATE TABLE orders (\n  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY\n);\n```", false},
		{"the orders table", "```sql\nCREATE TABLE orders (\n  id INT AUTO_INCREMENT PRIMARY KEY\n) DEFAULT CHARSET=utf8mb4;\n```", false},
		{"an orders table in postgres", "```sql\nCREATE TABLE orders (\n  id INT AUTO_INCREMENT PRIMARY KEY,\n  placed_at timestamptz\n);\n```", true},
		{"the orders table", "```sql\nCREATE TABLE orders (\n  id INT AUTO_INCREMENT PRIMARY KEY,\n  meta JSONB\n);\n```", true},
	} {
		hits, blocked := r.FindAll(NewText(c.query, c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
}
