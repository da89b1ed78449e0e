package align

import (
	"strings"
	"testing"
)

// A path keeps the lead that makes it one: "~/", "./", "../" and the dot
// of a dotfile. The dot of a method chain or of a sentence's end is not
// one.
func TestValuesPathLeads(t *testing.T) {
	s := "Edit ~/.zshenv or .envrc, run ./build.sh from ../tools, then q.where(x)\n  .orderBy(y) and end.Done"
	want := map[string]bool{"~/.zshenv": true, ".envrc": true, "./build.sh": true, "../tools": true}
	got := map[string]bool{}
	for _, v := range Values(s) {
		got[v.Text] = true
	}
	for w := range want {
		if !got[w] {
			t.Errorf("Values lacks %q: %v", w, got)
		}
	}
	for _, bad := range []string{".orderBy", ".orderBy(y)", ".Done", "zshenv", "envrc"} {
		if got[bad] {
			t.Errorf("Values has %q", bad)
		}
	}
}

// The last segment of a path of plain segments is a plain word: an
// occurrence must stand under the same parent segment, not merely share
// some other segment ("stage" of a stack name "acme/billing/stage").
func TestRuleRelativePathTail(t *testing.T) {
	r, err := Compile("deploy/billing/envs/stage", "deploy/billing/envs/preprod",
		"Render it with `kustomize build deploy/billing/envs/stage` first.", "There's no envs/stage. Our test env is envs/preprod.", "how do I render the billing manifests")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("render the search manifests", "Run `kustomize build deploy/search/envs/stage | kubectl diff -f -`."); len(h) != 1 || h[0].Replacement != "preprod" {
		t.Errorf("under envs/: hits %+v, want stage -> preprod", h)
	}
	if h := r.Find("show the billing stack config", "Run `pulumi config --stack acme/billing/stage` to list it."); len(h) != 0 {
		t.Errorf("a stack name: hits %+v, want none", h)
	}
}

// A bare name taught as a keyword argument is a parameter of that API:
// another API's function of the same name, or an output that passes it
// to no such call, is not the taught mistake. A subclass takes its
// parent's arguments.
func TestRuleKeywordNameKeepsItsAPI(t *testing.T) {
	teach := "```python\nresp = client.jobs.submit(\n    queue=\"gpu\",\n    retries_max=3,\n)\n```"
	r, err := Compile("retries_max", "max_retries", teach, "the jobs API rejects retries_max, it has to be max_retries", "submit a gpu job")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out  string
		want int
	}{
		{"```python\nclient.jobs.submit(queue=\"cpu\", retries_max=5)\n```", 1},
		{"```python\nclient.tasks.submit(queue=\"cpu\", retries_max=5)\n```", 0},
		{"Set `retries_max` in your worker config to 5.", 0},
		{"```python\nhttp.request(url, retries_max=5)\n```", 0},
	} {
		if h := r.Find("submit a job", c.out); len(h) != c.want {
			t.Errorf("%q: %d hits %+v, want %d", c.out, len(h), h, c.want)
		}
	}
	if !calleeOf("Seq2SeqTrainingArguments", []string{"TrainingArguments"}) || calleeOf("Arguments", []string{"parse"}) {
		t.Error("calleeOf: a subclass named after its parent is the same API; another function is not")
	}
}

// A setting every artifact has ("<version>…</version>", "name: …") is no
// strong mistake by itself.
func TestGenericSettingNotStrong(t *testing.T) {
	for _, w := range []string{"<version>3.3.1</version>", "version: 3.3.1", "<Version>2.0</Version>"} {
		if strong(w) {
			t.Errorf("strong(%q) = true", w)
		}
	}
	for _, w := range []string{"<maxmemory-policy>noeviction</maxmemory-policy>", "maxmemory-policy: noeviction"} {
		if !strong(w) {
			t.Errorf("strong(%q) = false", w)
		}
	}
}

// A call path names its API by every receiver after the object's own
// name: "client.chat.completions.create" is not "client.completions.create".
func TestSameAPIPath(t *testing.T) {
	paths := []string{"client.chat.completions.create"}
	for _, c := range []struct {
		f    string
		want bool
	}{
		{"openai_client.chat.completions.create", true},
		{"self.client.chat.completions.create", true},
		{"client.completions.create", false},
		{"client.messages.create", false},
		{"create", true},
	} {
		if got := sameAPI(c.f, paths); got != c.want {
			t.Errorf("sameAPI(%q) = %v, want %v", c.f, got, c.want)
		}
	}
}

// A pattern that binds a name the message gives as where the wrong text
// is right ("x is the legacy setting") is not the mistake there.
func TestRulePatternBindsDescribedName(t *testing.T) {
	r, err := Compile("fast.cutoff", "fast.threshold",
		"```sql\nSET fast.cutoff = 0.4;\n```", "fast.cutoff doesn't exist, it's fast.threshold. cutoff is the legacy setting.", "tune the fast index")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("tune the legacy index", "```sql\nSET legacy.cutoff = 0.2;\n```"); len(h) != 0 {
		t.Errorf("hits %+v, want none", h)
	}
}

// A keyword the message says one SQL dialect lacks is replaced only in
// SQL known to be of that dialect: SQL that names none, and whose syntax
// is of none, keeps it.
func TestRuleDialectKeywordNeedsTheDialect(t *testing.T) {
	r, err := Compile("LIMIT", "TOP", "```sql\nSELECT name FROM dbo.accounts ORDER BY name LIMIT 3\n```",
		"SQL Server has no LIMIT. Use TOP.", "first three accounts from our SQL Server")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("latest five events", "```sql\nSELECT id FROM events ORDER BY ts DESC LIMIT 5\n```"))
	if len(h) != 0 || len(b) != 1 || !strings.Contains(b[0].Blocked, "mssql") {
		t.Errorf("SQL of no dialect: hits %+v, blocked %+v, want one blocked for the dialect", h, b)
	}
	// In the taught dialect a bare keyword is still a guess: suggested.
	h, b = r.FindAll(NewText("latest five events on SQL Server", "```sql\nSELECT id FROM events ORDER BY ts DESC LIMIT 5\n```"))
	if len(h) != 0 || len(b) != 1 || b[0].Blocked != guessWhy {
		t.Errorf("SQL the query says is SQL Server's: hits %+v, blocked %+v, want one suggested as a guess", h, b)
	}
}

// An option's subcommand is read from its command; the rule records the
// taught one and the message's words, so that an occurrence under a
// subcommand the message names apart ("-c is git switch") is left alone.
func TestSubcommandOf(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"`tool build -x out/`", "build"},
		{"```sh\nsudo tool pack -x out/\n```", "pack"},
		{"`tool -x out/`", ""},
		{"`tool Build -x`", ""},
	} {
		i := strings.Index(c.s, "-x")
		if got := subcommandOf(c.s, i, newCodeMap(c.s)); got != c.want {
			t.Errorf("subcommandOf(%q) = %q, want %q", c.s, got, c.want)
		}
	}
	r, err := Compile("-x", "-y", "`tool build -x out/`", "isn't it -y for build? -x is tool pack", "build into out/")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.subcommands) != 1 || r.subcommands[0] != "build" || !r.said["pack"] {
		t.Errorf("subcommands %v, said %v", r.subcommands, r.said)
	}
}

// A fact the message states of a thing named like code ("model-7b is
// base_q8_vocab") holds where that thing is named.
func TestRuleFactOfANamedThing(t *testing.T) {
	r, err := Compile("base_q4_vocab", "base_q8_vocab", "Count tokens with `load_vocab(\"base_q4_vocab\")` before sending to model-7b.",
		"model-7b is base_q8_vocab. base_q4_vocab is the small models' table.", "count tokens for model-7b prompts")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("count tokens for the embedder", "The embedder reads `load_vocab(\"base_q4_vocab\")`."); len(h) != 0 {
		t.Errorf("hits %+v where the named thing is absent", h)
	}
	if h := r.Find("guard prompts for model-7b", "Use `load_vocab(\"base_q4_vocab\")` to count."); len(h) == 0 {
		t.Error("no hit where the named thing is named")
	}
}

// "X only supports A with B": the fix is needed where the command uses A;
// a command without it may keep the taught text.
func TestRuleConditionOption(t *testing.T) {
	teach := "```sh\npacker build --parallel \\\n  --mode=serial app.json\n```"
	r, err := Compile("--mode=serial", "--mode=pooled", teach, "packer only supports --parallel with --mode=pooled, so that fails.", "build app in parallel")
	if err != nil {
		t.Fatal(err)
	}
	if r.condition != "--parallel" {
		t.Fatalf("condition %q, want --parallel", r.condition)
	}
	if h := r.Find("build web in parallel", "```sh\npacker build --parallel \\\n  --mode=serial web.json\n```"); len(h) != 1 {
		t.Errorf("with the option: hits %+v, want one", h)
	}
	if h := r.Find("build web", "```sh\npacker build \\\n  --mode=serial web.json\n```"); len(h) != 0 {
		t.Errorf("without the option: hits %+v, want none", h)
	}
}

// A program renamed is renamed only with the subcommands it was taught
// with: the other tool may lack another one.
func TestRuleProgramRenamedWithItsSubcommands(t *testing.T) {
	r, err := Compile("yum", "dnf", "```sh\nsudo yum install nginx\n```", "we're on dnf, not yum", "install nginx")
	if err != nil {
		t.Fatal(err)
	}
	// A plain word is a guess (suggested) even under the taught
	// subcommand; under another, the reason says why it is not the case.
	if h, b := r.FindAll(NewText("install nginx on the web host", "```sh\nsudo yum install nginx-extras\n```")); len(h) != 0 || len(b) != 1 || b[0].Blocked != guessWhy {
		t.Errorf("the taught subcommand: hits %+v, blocked %+v, want one suggested as a guess", h, b)
	}
	if h, b := r.FindAll(NewText("list the nginx repos on the web host", "```sh\nsudo yum repolist nginx\n```")); len(h) != 0 || len(b) != 1 || !strings.Contains(b[0].Blocked, "subcommands") {
		t.Errorf("another subcommand: hits %+v, blocked %+v, want one blocked for its subcommand", h, b)
	}
}

// A changed top-level label is the host, whole: "shop" → "dev" would
// rewrite every host of the domain.
func TestSegmentCoreTopLabel(t *testing.T) {
	wc, rc, _, ok := segmentCore("https://beta.example.shop", "https://beta.example.dev")
	if ok && (wc == "shop" || rc == "dev") {
		t.Errorf("segmentCore = %q %q, want the whole host or none", wc, rc)
	}
}

// A quantity written again in another unit ("5 minutes (300 seconds)")
// would be left stale by replacing one of the two.
func TestDerivedBesideConversion(t *testing.T) {
	s := "You can set it to at most 5 minutes (300 seconds) in the template."
	i := strings.Index(s, "5 minutes")
	if !derivedBeside(s, i, i+1) {
		t.Error("a conversion beside: not seen")
	}
	s2 := "Retry 5 times, waiting 300 ms between tries."
	j := strings.Index(s2, "5 times")
	if derivedBeside(s2, j, j+1) {
		t.Error("no unit: read as a conversion")
	}
}

// "X isn't allowed in W": the mistake is W with X; a command without X
// may use W rightly.
func TestRuleForbiddenWith(t *testing.T) {
	teach := "```sh\nfwtool -T edge -C LATE -j REWRITE --to 10.0.0.5\n```"
	r, err := Compile("-C LATE", "-C EARLY", teach, "REWRITE isn't allowed in LATE, only EARLY. The MARK line is fine.", "rewrite traffic to the backend")
	if err != nil {
		t.Fatal(err)
	}
	if r.condition != "REWRITE" {
		t.Fatalf("condition %q, want REWRITE", r.condition)
	}
	if h := r.Find("rewrite traffic to the api", "```sh\nfwtool -T edge -C LATE -j REWRITE --to 10.0.0.9\n```"); len(h) != 1 {
		t.Errorf("with REWRITE: hits %+v, want one", h)
	}
	if h := r.Find("mark traffic to the api", "```sh\nfwtool -T edge -C LATE -j MARK --set 7\n```"); len(h) != 0 {
		t.Errorf("without REWRITE: hits %+v, want none", h)
	}
}
