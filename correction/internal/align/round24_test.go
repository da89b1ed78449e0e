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

// The old value left as the first part of a qualified name, or named in
// prose in another letter case, contradicts the fixed one: the fix is
// partial, and is suggested instead.
func TestResidualQualifiedAndFolded(t *testing.T) {
	for _, tt := range []struct {
		name, wrong, right, text, want string
	}{
		{"head of a qualified name", "orbit-metrics-prod", "om-metrics-prod",
			"Query `om-metrics-prod`, then select from `orbit-metrics-prod.web.sessions`.", "Query `om-metrics-prod`, then select from `orbit-metrics-prod.web.sessions`."},
		{"a file of that name is another thing", "orbit-metrics-prod", "om-metrics-prod",
			"Query `om-metrics-prod`; the settings are in orbit-metrics-prod.settings.yaml.", ""},
		{"an address named in prose in another case", "alerts: 'noc-pager@kestrel.io'", "alerts: 'noc-oncall@kestrel.io'",
			"Mail the team at NOC-Pager@Kestrel.io.\n\n```yaml\nalerts: 'noc-oncall@kestrel.io'\n```", "Mail the team at NOC-Pager@Kestrel.io."},
	} {
		if got := Residual(tt.wrong, tt.right, tt.text); got != tt.want {
			t.Errorf("%s: Residual = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// A question that asks for the value the fix would change is answered
// with it on purpose: the hit is blocked. A word of the question is no
// such value ("GPU"), only a value with a digit.
func TestQuestionAsksForTheValue(t *testing.T) {
	r, err := Compile("--platform linux/amd64", "--platform linux/arm64",
		"`docker buildx build --platform linux/amd64 -t api .`", "the servers are arm64, build it for them", "build the api image")
	if err != nil {
		t.Fatal(err)
	}
	out := "`docker buildx build --platform linux/amd64 -t api:ci .`"
	h, b := r.FindAll(NewText("build the api image for the amd64 CI runners", out))
	if len(h) != 0 || len(b) == 0 {
		t.Errorf("question names amd64: hits %+v, blocked %+v, want it blocked", h, b)
	}
	for _, x := range b {
		if x.Blocked != "the question asks for amd64: the answer gives what was asked" {
			t.Errorf("blocked for %q", x.Blocked)
		}
	}
	if h, _ := r.FindAll(NewText("build the api image again", out)); len(h) != 1 {
		t.Errorf("question names nothing: hits %+v, want one", h)
	}
	if got := askedCore("run the job on a GPU node", "--gpu", "--gpus"); got != "" {
		t.Errorf("askedCore of a topic word = %q, want none", got)
	}
}
