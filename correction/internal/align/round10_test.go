package align

import (
	"strings"
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

// A name written in lower case, but with a separator or a digit that makes
// it a name, is the same mistake in capitals too: a table of SQL written
// in upper case.
func TestCaseFoldedLowerName(t *testing.T) {
	teach := "```sql\nselect * from stg_orders_v1 where day = current_date\n```"
	r, err := Compile("stg_orders_v1", "stg_orders_v2", teach, "v1 was dropped, the model is stg_orders_v2", "today's orders")
	if err != nil {
		t.Fatal(err)
	}
	out := "```sql\nSELECT COUNT(*) FROM STG_ORDERS_V1 WHERE DAY = CURRENT_DATE\n```"
	h, b := r.FindAll(NewText("count today's orders", out))
	if len(h) != 1 || h[0].Matched != "STG_ORDERS_V1" || h[0].Replacement != "STG_ORDERS_V2" {
		t.Fatalf("upper-case spelling: hits %+v, blocked %+v, want STG_ORDERS_V1 -> STG_ORDERS_V2", h, b)
	}
}

// A setting is found with its key and value in any case, and written
// with the key as found and the value as taught (settingFold); a spelling
// inside a longer name (an option such as -camellia-256-cbc) is another
// thing; a plain word is not folded, its case may be all that makes it a
// name.
func TestCaseFoldedLimits(t *testing.T) {
	r, err := Compile("auth_mode=PLAIN", "auth_mode=SCRAM", "```ini\nauth_mode=PLAIN\n```", "the brokers only accept SCRAM", "kafka client auth")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("kafka client auth", "```sh\nAUTH_MODE=plain ./consumer\n```")); len(h) != 1 || h[0].Replacement != "AUTH_MODE=SCRAM" {
		t.Errorf("value in another case: hits %+v, blocked %+v, want AUTH_MODE=plain -> AUTH_MODE=SCRAM", h, b)
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

	if vs := caseFolds("pending", "queued"); len(vs) != 0 {
		t.Errorf("plain lower-case word folded: %d variants", len(vs))
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

// The environment a question names is the one its answer is for, even
// where the answer names another in passing; a config file the taught
// question names in passing does not tie the correction to its
// environment.
func TestQueryEnvironmentDecides(t *testing.T) {
	teach := "For the dev profile, point the client at `https://queue.internal.example:9443`."
	r, err := Compile("https://queue.internal.example:9443", "https://queue-sandbox.internal.example:9443", teach,
		"the dev profile has to use queue-sandbox.internal.example, the main queue rejects test tenants", "which queue host should the dev profile use?")
	if err != nil {
		t.Fatal(err)
	}
	out := "```\nQUEUE_HOST=queue.internal.example\nQUEUE_PORT=9443\n```\nOnly the host differs from the development file."
	if h, _ := r.FindAll(NewText("and the queue part of .env.production?", out)); len(h) != 0 {
		t.Errorf("production asked, development named in passing: hits %+v, want none", h)
	}
	if h, b := r.FindAll(NewText("the queue part of .env.development?", out)); len(h) != 1 {
		t.Errorf("development asked: hits %+v, blocked %+v, want one", h, b)
	}

	teach = "Read it at startup:\n\n```ts\nconst token = process.env.RELAY_TOKEN\n```"
	r, err = Compile("process.env.RELAY_TOKEN", "import.meta.env.VITE_RELAY_TOKEN", teach,
		"the browser bundle has no process.env, it's import.meta.env.VITE_RELAY_TOKEN", "I keep RELAY_TOKEN in .env.production, how do I read it in the client?")
	if err != nil {
		t.Fatal(err)
	}
	out = "```ts\nconst relay = new Relay({ token: process.env.RELAY_TOKEN })\n```\nCI builds the client with the same variables."
	if h, b := r.FindAll(NewText("set up the relay client", out)); len(h) != 1 {
		t.Errorf("a file named in the taught question: hits %+v, blocked %+v, want one", h, b)
	}
}

// A message that sets two protocols apart ("9090 is the REST port, gRPC
// listens on 9091") leaves the wrong value where the other protocol is
// asked for; the protocol a correction was taught over does not tie it.
func TestProtocolSetApart(t *testing.T) {
	teach := "```go\nconn, err := grpc.NewClient(\"pricing.internal:9090\", opts...)\n```"
	r, err := Compile("pricing.internal:9090", "pricing.internal:9091", teach,
		"9090 is pricing's REST port; gRPC listens on 9091", "connect the Go worker to the pricing service over gRPC")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("fetch a quote from pricing with curl over HTTP", "```sh\ncurl pricing.internal:9090/v1/quote?sku=A-17\n```")); len(h) != 0 {
		t.Errorf("the other protocol asked for: hits %+v, want none", h)
	}
	if h, b := r.FindAll(NewText("dial pricing from the billing worker", "```go\nconn, err := grpc.NewClient(\"pricing.internal:9090\")\n```")); len(h) != 1 {
		t.Errorf("the taught protocol: hits %+v, blocked %+v, want one", h, b)
	}

	teach = "```go\nid := r.Header.Get(\"X-Trace-Token\")\n```"
	r, err = Compile("X-Trace-Token", "X-Span-Token", teach, "the edge sets X-Span-Token; X-Trace-Token is not forwarded", "log the trace id in the HTTP middleware")
	if err != nil {
		t.Fatal(err)
	}
	out := "```go\nif v := md.Get(\"X-Trace-Token\"); len(v) > 0 {\n    id = v[0]\n}\n```"
	if h, b := r.FindAll(NewText("the same trace id for incoming gRPC calls", out)); len(h) != 1 {
		t.Errorf("taught over HTTP, asked over gRPC: hits %+v, blocked %+v, want one", h, b)
	}
}

// A config file the answer names is what it works on, not the
// environment it is for.
func TestFileInOutputIsNoEnvironment(t *testing.T) {
	r, err := Compile("KUBE_CFG", "KUBECONFIG", "Run `export KUBE_CFG=~/.kube/staging` first.", "the variable is KUBECONFIG", "switch the shell to another cluster config")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("use another cluster config for this terminal", "`export KUBE_CFG=$HOME/.kube/prod.yaml`, then run kubectl.")); len(h) != 1 {
		t.Errorf("hits %+v, blocked %+v, want one", h, b)
	}
}

// An option given another value teaches the value too, when it says what
// it is by itself: the same value set another way is the same mistake.
func TestOptionValueElsewhere(t *testing.T) {
	teach := "```sh\naz aks get-credentials --resource-group rg-core --name aks-core-weu2\n```"
	r, err := Compile("--name aks-core-weu2", "--name aks-core-neu1", teach, "the cluster is aks-core-neu1 since the move to North Europe", "get kubectl access to the core cluster")
	if err != nil {
		t.Fatal(err)
	}
	out := "```hcl\ndata \"azurerm_kubernetes_cluster\" \"core\" {\n  name                = \"aks-core-weu2\"\n  resource_group_name = \"rg-core\"\n}\n```"
	h, b := r.FindAll(NewText("get the aks credentials of the core cluster in terraform", out))
	if len(h) != 1 || h[0].Replacement != "aks-core-neu1" {
		t.Errorf("value set another way: hits %+v, blocked %+v, want aks-core-weu2 -> aks-core-neu1", h, b)
	}
	if _, ok := optionValueVariant("--profile staging", "--profile stage"); ok {
		t.Error("a plain word value: variant")
	}
	if _, ok := optionValueVariant("-p 5432", "-p 6432"); ok {
		t.Error("a number: variant")
	}
}

// A name left as the first label of a host is the old value left.
func TestResidualHostLabel(t *testing.T) {
	text := "```go\nc := vault.New(\"https://kv-ledger-prod.vault.example.net/\")\n```\n```yaml\nname: kv-ledger-prd-02\n```"
	if got := Residual("kv-ledger-prod", "kv-ledger-prd-02", text); got == "" {
		t.Error("the host named after the old vault: not reported")
	}
}

// A fix that brings its own "=value" never lands on an option that has
// one already: "--cpus-per-node=8=4" is no command.
func TestNoDoubleValue(t *testing.T) {
	r, err := Compile("--cpus", "--cpus-per-task=8", "```sh\n#SBATCH --cpus\n```", "it's --cpus-per-task=8", "request cores")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("request cores for the solver", "```sh\n#SBATCH --cpus=4\n```")); len(h) != 0 {
		t.Errorf("hits %+v, want none", h)
	}
}

// A data tool the message says the wrong value is for ("ETL_WH is for the
// airflow loads") is where it stays.
func TestDataToolSetApart(t *testing.T) {
	r, err := Compile("ETL_WH", "REPORT_WH", "Point the dashboard connection at warehouse ETL_WH.",
		"dashboards go through REPORT_WH. ETL_WH is for the airflow loads and is suspended outside them", "connect the finance dashboard to the warehouse")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("the airflow connection that refreshes the dashboard extract", "Set `{\"warehouse\": \"ETL_WH\"}` as its extra.")); len(h) != 0 {
		t.Errorf("the tool the wrong value is for: hits %+v, want none", h)
	}
	if h, b := r.FindAll(NewText("connect the sales dashboard to the warehouse", "Use warehouse ETL_WH in the dashboard connection.")); len(h) != 1 {
		t.Errorf("a dashboard: hits %+v, blocked %+v, want one", h, b)
	}
}

// A file's extension is no segment an address shares with the taught
// path; a fix that continues a value never lands where the output already
// continues it.
func TestExtensionAndContinuation(t *testing.T) {
	r, err := Compile("lib/core/settings.yml", "lib/core/secrets.yml", "Keys go in `lib/core/settings.yml`.", "the keys live in lib/core/secrets.yml, settings.yml is committed", "where do the API keys go")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("where do the feature flags go", "Flags live in `settings/base.yml` per environment.")); len(h) != 0 {
		t.Errorf("another path sharing only the extension: hits %+v", h)
	}
	r, err = Compile("/front.php", "/front.php?$query_string", "try_files $uri /front.php;", "the fallback needs /front.php?$query_string", "nginx fallback")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("nginx fallback for the shop", "```nginx\ntry_files $uri /front.php?$args;\n```")); len(h) != 0 {
		t.Errorf("a query string already there: hits %+v", h)
	}
}

// A value left as a part of an environment variable's name is the old
// value left: the variable is named after it.
func TestResidualEnvSpelling(t *testing.T) {
	text := "Build for `riscv64-linux` and set `CROSS_RISCV64_LINUX_RUNNER=qemu` first."
	if got := Residual("riscv64-linux", "riscv64-linux-gnu", strings.Replace(text, "`riscv64-linux`", "`riscv64-linux-gnu`", 1)); got == "" {
		t.Error("the variable named after the old value: not reported")
	}
	if got := envLeft("set CROSS_RISCV64_LINUX_GNU_RUNNER=qemu", "riscv64-linux", "riscv64-linux-gnu"); got != "" {
		t.Errorf("the variable named after the new value reported: %q", got)
	}
}
