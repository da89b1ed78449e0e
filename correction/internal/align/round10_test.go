package align

import (
	"testing"
)

// A name with capitals in it is the same mistake spelled all in lower or
// all in upper case, and its fix is spelled the same way.
func TestCaseFoldedName(t *testing.T) {
	teach := "Read the tenant from the header:\n\n```go\ntenant := r.Header.Get(\"X-Tenant-Key\")\n```"
	r, err := Compile("X-Tenant-Key", "X-Org-Key", teach, "the gateway sends X-Org-Key, X-Tenant-Key was dropped last year", "how do I read the tenant in a handler?")
	if err != nil {
		t.Fatal(err)
	}
	out := "In Express the header names are lower case:\n\n```js\nconst tenant = req.headers['x-tenant-key'];\n```"
	h, b := r.FindAll(NewText("read the tenant header in express", out))
	if len(h) != 1 || h[0].Matched != "x-tenant-key" || h[0].Replacement != "x-org-key" {
		t.Fatalf("lower-case spelling: hits %+v, blocked %+v, want x-tenant-key -> x-org-key", h, b)
	}

	teach = "```python\nimport os\nurl = os.environ[\"BROKER_ADDR\"]\n```"
	r, err = Compile("BROKER_ADDR", "BROKER_URL", teach, "the variable is BROKER_URL in every environment", "read the broker address from the environment")
	if err != nil {
		t.Fatal(err)
	}
	out = "```python\nclass Settings(BaseSettings):\n    broker_addr: str\n    pool_size: int = 4\n```"
	if h, b := r.FindAll(NewText("read the broker address from the environment with pydantic", out)); len(h) != 1 || h[0].Replacement != "broker_url" {
		t.Errorf("settings field: hits %+v, blocked %+v, want broker_addr -> broker_url", h, b)
	}
}

// The value of a setting keeps its case; a spelling inside a longer name
// (an option such as -camellia-256-cbc) is another thing; a plain word is
// not folded, its case may be all that makes it a name.
func TestCaseFoldedLimits(t *testing.T) {
	r, err := Compile("auth_mode=PLAIN", "auth_mode=SCRAM", "```ini\nauth_mode=PLAIN\n```", "the brokers only accept SCRAM", "kafka client auth")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("kafka client auth", "```sh\nAUTH_MODE=plain ./consumer\n```")); len(h) != 0 {
		t.Errorf("value in another case: hits %+v, want none (a value's case is its own)", h)
	}
	if h, b := r.FindAll(NewText("kafka client auth", "```sh\nAUTH_MODE=PLAIN ./consumer\n```")); len(h) != 1 || h[0].Replacement != "AUTH_MODE=SCRAM" {
		t.Errorf("key in capitals: hits %+v, blocked %+v, want AUTH_MODE=PLAIN -> AUTH_MODE=SCRAM", h, b)
	}

	r, err = Compile("CAMELLIA-256-CBC", "CAMELLIA-256-GCM", "cipher: CAMELLIA-256-CBC", "use GCM, CBC is not allowed by the policy", "tunnel cipher")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("encrypt a file", "```sh\nopenssl enc -camellia-256-cbc -in a -out b\n```")); len(h) != 0 {
		t.Errorf("option name: hits %+v, want none", h)
	}

	if vs := caseFolds("Pending", "Queued"); len(vs) != 0 {
		t.Errorf("plain word folded: %d variants", len(vs))
	}
	if vs := caseFolds("X-Api-Key", "Authorization: Bearer $TOKEN"); len(vs) != 0 {
		t.Errorf("a right with a variable folded: %d variants", len(vs))
	}
}

// An occurrence left in another case counts as the old value left
// elsewhere: fixing one spelling only would contradict the other.
func TestResidualFolded(t *testing.T) {
	text := "```sql\nselect id from invoices\nwhere issued_at >= $1\norder by issuedat;\n```"
	if got := Residual("issuedAt", "issued_at", text); got != "order by issuedat;" {
		t.Errorf("Residual = %q, want the line with the lower-case spelling", got)
	}
}
