package align

import "testing"

// A phrase of keywords taught in capitals is found in lower case too and
// fixed in that case: SQL reads its keywords in any case, and another
// answer writes them otherwise.
func TestKeywordPhraseInAnotherCase(t *testing.T) {
	r, err := Compile("SELECT * EXCEPT (payload)", "SELECT * EXCLUDE (payload)",
		"```sql\nSELECT * EXCEPT (payload) FROM events;\n```", "this is Snowflake: it's EXCLUDE, EXCEPT is BigQuery's", "drop a column in snowflake")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("snowflake: all columns but payload", "```sql\nselect * except (payload) from events_daily;\n```"))
	if len(h) != 1 || h[0].Replacement != "select * exclude (payload)" {
		t.Errorf("lower-case phrase: hits %+v, blocked %+v, want select * except (payload) -> select * exclude (payload)", h, b)
	}
	for _, tt := range []struct{ wrong, right string }{
		{"the old Sales team", "the new Sales team"},   // prose: no keyword in capitals
		{`WHERE name = "Bob"`, `WHERE name = "Alice"`}, // a quoted value keeps its case
		{"SET x = $1", "SET x = $2"},                   // a placeholder
	} {
		if vs := caseFolds(tt.wrong, tt.right); len(vs) != 0 {
			t.Errorf("caseFolds(%q, %q): %d variants, want none", tt.wrong, tt.right, len(vs))
		}
	}
}
