package align

import (
	"slices"
	"strings"
	"testing"
)

// A URL is one value, scheme included: a correction of a bucket or a host
// names the whole address, and the address is strong enough to be fixed
// wherever it stands.
func TestValuesURL(t *testing.T) {
	text := "Sync to gs://media-archive-eu/raw/ then open https://status.example.net/incidents."
	got := map[string]Kind{}
	for _, v := range Values(text) {
		got[v.Text] = v.Kind
	}
	for _, u := range []string{"gs://media-archive-eu/raw", "https://status.example.net/incidents"} {
		if got[u] != Path {
			t.Errorf("value %q: kind %v, want path (values %v)", u, got[u], got)
		}
		if !strong(u) {
			t.Errorf("%q is not strong", u)
		}
	}
	// Not schemes: a ratio, a scope operator, a time.
	for _, s := range []string{"3:2", "std::vector", "10:30"} {
		for _, v := range Values(s) {
			if strings.Contains(v.Text, "://") {
				t.Errorf("%q read as a URL: %q", s, v.Text)
			}
		}
	}
}

// A scope the message says the wrong text was removed from (or never
// had) is where the correction holds, not where the wrong text is right.
func TestScopeRemovedFrom(t *testing.T) {
	teach := "Pass `--skip-tls` to helm to ignore the certificate."
	for _, msg := range []string{
		"--skip-tls was removed from helm, use --insecure-skip-tls-verify",
		"--skip-tls is not a helm flag, it's --insecure-skip-tls-verify",
	} {
		r, err := Compile("--skip-tls", "--insecure-skip-tls-verify", teach, msg, "helm can't verify the certificate")
		if err != nil {
			t.Fatal(err)
		}
		out := "Run `helm upgrade web ./web --skip-tls` again."
		hits, blocked := r.FindAll(NewText("helm fails on the certificate", out))
		if len(hits) != 1 {
			t.Errorf("%q: hits %v, blocked %v; want the helm command fixed", msg, hits, blocked)
		}
	}
	// Stated of the wrong text without a negation, the scope is still
	// where it is right.
	r, err := Compile("--skip-tls", "--insecure-skip-tls-verify", teach, "--skip-tls is the helm 2 spelling, use --insecure-skip-tls-verify", "helm can't verify the certificate")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("helm 2 repo certificate", "On helm 2 pass `--skip-tls`.")); len(hits) != 0 {
		t.Errorf("fixed in the scope the message says it is right in: %v", hits)
	}
}

// A key taught under one parent key is another setting under another
// parent: "volumeMounts" fixed under a container, not under a pod's
// volumes.
func TestRuleKeyUnderOtherParent(t *testing.T) {
	teach := "```yaml\nlivenessProbe:\n  httpGet:\n    path: /healthz\n  initialDelay: 10\n```"
	r, err := Compile("initialDelay", "initialDelaySeconds", teach, "the field is initialDelaySeconds", "liveness probe delay")
	if err != nil {
		t.Fatal(err)
	}
	same := "```yaml\nlivenessProbe:\n  tcpSocket:\n    port: 8080\n  initialDelay: 5\n```"
	if hits, blocked := r.FindAll(NewText("probe delay for the liveness check", same)); len(hits) != 1 {
		t.Errorf("under the taught parent: hits %v, blocked %v", hits, blocked)
	}
	other := "```yaml\nrollout:\n  initialDelay: 5\n  liveness: true\n```"
	hits, blocked := r.FindAll(NewText("rollout delay for the liveness check", other))
	if len(hits) != 0 || len(blocked) != 1 || !strings.Contains(blocked[0].Blocked, "rollout") {
		t.Errorf("under another parent: hits %v, blocked %v", hits, blocked)
	}
	for _, c := range []struct {
		s, key, want string
	}{
		{"valueFrom: {secretRef: {name: db}}", "secretRef", "valuefrom"},
		{"env:\n  - name: A\n    valueFrom:\n      secretRef:\n", "secretRef", "valuefrom"},
		{"spec:\n  - secretRef: x", "secretRef", "spec"},
		{"use secretRef here", "secretRef", ""}, // not a key
		{"secretRef:\n", "secretRef", ""},       // no parent
	} {
		i := strings.Index(c.s, c.key)
		if got := parentKey(c.s, i, i+len(c.key)); got != c.want {
			t.Errorf("parentKey(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}

// "that's <description>" describes the wrong text; the nouns that only
// say what sort of text it is (syntax, flag, spelling) are not its
// description, the rest is: an output whose sentence holds it uses the
// wrong text where it is right.
func TestDescriptionSkipsKindNouns(t *testing.T) {
	teach := "Write the date as `DATE '2024-01-31'`."
	r, err := Compile("DATE '2024-01-31'", "TO_DATE('2024-01-31', 'YYYY-MM-DD')", teach,
		"that's ANSI literal syntax. this warehouse wants TO_DATE('2024-01-31', 'YYYY-MM-DD')", "date literal for the warehouse")
	if err != nil {
		t.Fatal(err)
	}
	out := "ANSI literals are written `DATE '2024-01-31'`, with the keyword before the quoted date."
	if hits, _ := r.FindAll(NewText("how do ANSI literals look", out)); len(hits) != 0 {
		t.Errorf("a sentence about ANSI literals was fixed: %v", hits)
	}
}

// An offset from UTC says as little as a number: it is only fixed in a
// claim about what the taught one was about.
func TestOffsetIsWeak(t *testing.T) {
	for _, s := range []string{"UTC+0", "GMT-05:00", "UTC+5:30", "+01:00", "UTC"} {
		if !weakMistake(s) {
			t.Errorf("%q is not weak", s)
		}
	}
	r, err := Compile("UTC+0", "UTC+1", "Madrid is UTC+0 all year.", "no, Madrid is on CET, UTC+1 in winter", "what offset is Madrid on?")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("what offset does Madrid use", "Madrid is UTC+0 all year.")); len(hits) != 1 {
		t.Errorf("the taught claim again was not fixed: %v", hits)
	}
	if hits, _ := r.FindAll(NewText("what offset does Accra use", "Accra is UTC+0 all year.")); len(hits) != 0 {
		t.Errorf("a claim about another city was fixed: %v", hits)
	}
}

// An output whose sentence names the fix beside the mistake, where the
// fix is one word for another, chose between them; a word of a longer
// fix in the prose says nothing of the kind.
func TestFreshWordInSentence(t *testing.T) {
	teach := "Use `docker restart web` to bring the stopped container back."
	r, err := Compile("docker restart web", "docker start web", teach, "no, docker start web", "bring the stopped web container back")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("bring the stopped web container back up", "Run `docker restart web` and the stopped container comes back.")); len(hits) != 1 {
		t.Errorf("the mistake again was not fixed: %v", hits)
	}
	out := "Run `docker restart web` here, a start would do nothing to it."
	if hits, blocked := r.FindAll(NewText("the stopped web container", out)); len(hits) != 0 || len(blocked) == 0 {
		t.Errorf("a sentence naming the fix was changed: hits %v, blocked %v", hits, blocked)
	}
	if !oneWordSwap("terraform show", "terraform plan") || oneWordSwap("terraform destroy -target=x", "terraform state rm x") {
		t.Errorf("oneWordSwap")
	}
}

// A whole key/value pair names its setting: it is fixed wherever it
// stands, with no other word of the taught context around it.
func TestWholePairNeedsNoContext(t *testing.T) {
	r, err := Compile("retention_days: 7", "retention_days: 30", "`retention_days: 7`", "we keep 30 days, retention_days: 30", "log retention setting?")
	if err != nil {
		t.Fatal(err)
	}
	out := "```yaml\nsink:\n  retention_days: 7\n```"
	if hits, blocked := r.FindAll(NewText("sink block for the archive", out)); len(hits) != 1 {
		t.Errorf("the pair was not fixed: hits %v, blocked %v", hits, blocked)
	}
	if !wholePair("retention_days: 7") || wholePair("retention 7 days") || wholePair("x: 1 and y") {
		t.Errorf("wholePair")
	}
}

// A pattern generalised over a number keeps to numbers of the taught
// magnitude: a unit added to 5 (seconds) says nothing of 500.
func TestPatternNumberMagnitude(t *testing.T) {
	r, err := Compile("sleep_for(5)", "sleep_for(5 * SECOND)", "Call `sleep_for(5)` between retries.",
		"sleep_for takes ticks, so that's 5 ticks. sleep_for(5 * SECOND)", "wait five seconds between retries")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("wait between retries", "Call `sleep_for(3)` between retries.")); len(hits) != 1 || hits[0].Replacement != "sleep_for(3 * SECOND)" {
		t.Errorf("same magnitude: %v", hits)
	}
	if hits, _ := r.FindAll(NewText("wait between retries", "Call `sleep_for(300)` between retries.")); len(hits) != 0 {
		t.Errorf("another magnitude was fixed: %v", hits)
	}
}

// The fix's atoms are compared whole: "lint" is new beside ".lint/",
// which only holds it as part of a longer name, and an occurrence of it
// inside such a name is not the output naming the fix.
func TestFreshAtomsWhole(t *testing.T) {
	got := freshAtoms("tool lint --fix", "tool check --cache .lint/cache")
	if !slicesContains(got, "lint") {
		t.Errorf("freshAtoms = %v, want lint among them", got)
	}
	if slicesContains(freshAtoms("tool check --fix", "tool check --fix-all"), "check") {
		t.Errorf("check stands whole in both")
	}
	for _, c := range []struct {
		text string
		want bool
	}{
		{"run lint now", true},
		{"rm -rf .lint/cache", false},
		{"see lint-rules", false},
		{"then lint.", true},
		{"then lint: done", true},
	} {
		k := strings.Index(c.text, "lint")
		if got := wholeAtomAt(c.text, k, k+4); got != c.want {
			t.Errorf("wholeAtomAt(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// An output holding the wrong text holds one of its index keys, whatever
// the wrong text is: an annotation made of a stop word (@Before), a
// channel, a variable, a URL, a pair.
func TestOutputHoldsItsKeys(t *testing.T) {
	for _, c := range [][2]string{
		{"@Before", "@BeforeEach"},
		{"#ops-alerts", "#ops-pages"},
		{"$HOME", "$XDG_CONFIG_HOME"},
		{"s3://logs-archive/raw/", "s3://logs-archive-eu/raw/"},
		{"retention_days: 7", "retention_days: 30"},
		{"--no-cache", "--pull"},
		{"the", "a"},
	} {
		out := "Write " + c[0] + "\nthen run it."
		keys := map[string]bool{}
		OutputKeys(out, func(k string) { keys[k] = true })
		found := false
		for _, k := range Keys(c[0], c[1]) {
			found = found || keys[k]
		}
		if !found {
			t.Errorf("%q: keys %v, none of them in the output's %v", c[0], Keys(c[0], c[1]), keys)
		}
	}
}

// A text naming the versioned scope the correction was taught in (JUnit
// 5) speaks of what it was about, even without the taught names.
func TestSameVersionedScopeIsTheSubject(t *testing.T) {
	teach := "```java\n@Ignore\n@Test\nvoid flakyUpload() {\n    upload(file);\n}\n```"
	r, err := Compile("@Ignore", "@Disabled", teach, "on JUnit 5 @Ignore does nothing and flakyUpload still runs. @Disabled", "Skip the flaky upload test for now (JUnit 5)")
	if err != nil {
		t.Fatal(err)
	}
	out := "```java\n@Ignore\n@Test\nvoid slowReport() {\n    report();\n}\n```"
	if hits, blocked := r.FindAll(NewText("JUnit 5: skip the slow report test", out)); len(hits) != 1 {
		t.Errorf("same scope: hits %v, blocked %v", hits, blocked)
	}
	if hits, _ := r.FindAll(NewText("JUnit 4: skip the slow report test", out)); len(hits) != 0 {
		t.Errorf("another version was fixed: %v", hits)
	}
}

// An output that states, as what it wants, the effect the message warned
// of uses the wrong text knowingly, even in another sentence than the
// occurrence.
func TestReasonStatedElsewhere(t *testing.T) {
	teach := "Check out with `fetch-depth: 1` to save time."
	r, err := Compile("fetch-depth: 1", "fetch-depth: 0", teach,
		"a single commit leaves the changelog generator blind to every older tag. fetch-depth: 0", "checkout step for the release job")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("checkout step for the docs job", "```yaml\n- uses: actions/checkout@v4\n  with:\n    fetch-depth: 1\n```")); len(hits) != 1 {
		t.Errorf("the mistake again was not fixed: %v", hits)
	}
	out := "```yaml\n- uses: actions/checkout@v4\n  with:\n    fetch-depth: 1\n```\nA single commit is all the lint job needs; no older tag matters to it."
	if hits, blocked := r.FindAll(NewText("checkout step for the lint job", out)); len(hits) != 0 {
		t.Errorf("an output stating the reason was changed: hits %v, blocked %v", hits, blocked)
	}
}

// A composite's fix that changes one segment (the host of host:port, the
// registry of an image) is found where that segment stands in another
// address that shares a segment with the taught one, or stands alone
// when it is specific; not in an unrelated address.
func TestSegmentCore(t *testing.T) {
	wc, rc, segs, ok := segmentCore("quay.io/acme/api:2.1", "ghcr.io/acme/api:2.1")
	if !ok || wc != "quay" || rc != "ghcr" || !slicesContains(segs, "acme") {
		t.Fatalf("segmentCore = %q %q %v %v", wc, rc, segs, ok)
	}
	r, err := Compile("quay.io/acme/api:2.1", "ghcr.io/acme/api:2.1", "Push it to `quay.io/acme/api:2.1`.", "we publish to ghcr.io/acme now, quay is gone", "where do our images go?")
	if err != nil {
		t.Fatal(err)
	}
	if hits, blocked := r.FindAll(NewText("tag the worker image for our registry", "`docker tag worker:3 quay.io/acme/worker:3`")); len(hits) != 1 || hits[0].Replacement != "ghcr" {
		t.Errorf("another image of the same account: hits %v, blocked %v", hits, blocked)
	}
	if hits, _ := r.FindAll(NewText("pull the public redis image", "`docker pull quay.io/opstree/redis:7`")); len(hits) != 0 {
		t.Errorf("an image of another account was changed: %v", hits)
	}
	r, err = Compile("cache-old.svc.internal:6379", "cache-v2.svc.internal:6379", "`cache-old.svc.internal:6379`", "it's cache-v2.svc.internal now", "the cache's address?")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("connect to the cache", "`redis-cli -h cache-old.svc.internal ping`")); len(hits) != 1 {
		t.Errorf("the host without its port: %v", hits)
	}
	if hits, blocked := r.FindAll(NewText("why does cache-old.svc.internal still resolve?", "`cache-old.svc.internal` is a CNAME kept for old clients.")); len(hits) != 0 || len(blocked) == 0 {
		t.Errorf("a question about the old host: hits %v, blocked %v", hits, blocked)
	}
}

// A question that uses the wrong text as a word of its own ("stash
// everything") does not name the value: the answer is still fixed.
func TestQuestionWordIsNotTheValue(t *testing.T) {
	r, err := Compile("prune", "prune --volumes", "Run `docker system prune` to free space.", "that leaves the volumes, docker system prune --volumes clears them too", "free all docker disk space")
	if err != nil {
		t.Fatal(err)
	}
	out := "Run `docker system prune` and the disk space comes back."
	if hits, blocked := r.FindAll(NewText("prune everything docker keeps on disk", out)); len(hits) != 1 {
		t.Errorf("hits %v, blocked %v", hits, blocked)
	}
}

// The receiver of a method the fix keeps is a variable: taught on one
// object, the fix applies to the same call on another.
func TestReceiverVariable(t *testing.T) {
	r, err := Compile("rows.sort_by(key)", "rows.sort_unstable_by(key)", "Call `rows.sort_by(key)` before the dedup.",
		"sort_by is stable and slower; rows.sort_unstable_by(key) is what we use for dedup", "sort the rows before the dedup")
	if err != nil {
		t.Fatal(err)
	}
	hits, blocked := r.FindAll(NewText("sort the events before the dedup", "Call `events.sort_by(key)` first, then dedup."))
	if len(hits) != 1 || hits[0].Replacement != "events.sort_unstable_by(key)" {
		t.Errorf("hits %v, blocked %v", hits, blocked)
	}
	if !receiverAt("df.x()", 0, 2) || receiverAt("a.df.x()", 2, 4) || receiverAt("df x", 0, 2) {
		t.Errorf("receiverAt")
	}
}

// A framework the correction was taught for, named again, says the text is
// about it; a tool every answer of the topic names does not.
func TestNarrowScopeIsTheSubject(t *testing.T) {
	r, err := Compile("400 Bad Request", "422 Unprocessable Entity", "FastAPI answers 400 Bad Request when the query string fails validation.",
		"it's 422 Unprocessable Entity for validation errors by default", "FastAPI status for a bad query parameter")
	if err != nil {
		t.Fatal(err)
	}
	out := "FastAPI rejects it with 400 Bad Request and a detail array."
	if hits, blocked := r.FindAll(NewText("fastapi: a required header is missing, what does the client get?", out)); len(hits) != 1 {
		t.Errorf("same framework: hits %v, blocked %v", hits, blocked)
	}
}

// Residual finds the old number left on a line that names the rest of the
// mistake; a kept number (quoted, not changed) is no residue.
func TestResidual(t *testing.T) {
	text := "FROM ruby:3.3-slim\nruby-version: 3.1\nretries: 3.1"
	if got := Residual("ruby:3.1-slim", "ruby:3.3-slim", text); got != "ruby-version: 3.1" {
		t.Errorf("Residual = %q", got)
	}
	if got := Residual("ruby:3.1-slim", "ruby:3.3-slim", "FROM ruby:3.3-slim\nretries: 3.1"); got != "" {
		t.Errorf("a number on an unrelated line: %q", got)
	}
	// A sibling in the old case of a name whose fix changes the case of
	// its part after a prefix.
	vars := "env:\n  TF_VAR_REGION: eu-central-1\n  TF_VAR_ENVIRONMENT: prod\n  TF_VAR_db_password: x"
	if got := Residual("TF_VAR_REGION", "TF_VAR_region", vars); got != "TF_VAR_ENVIRONMENT: prod" {
		t.Errorf("Residual(TF_VAR_REGION) = %q, want the other upper-case variable", got)
	}
	if got := Residual("TF_VAR_REGION", "TF_VAR_region", "env:\n  TF_VAR_REGION: eu-central-1\n  TF_VAR_db_password: x"); got != "" {
		t.Errorf("Residual(TF_VAR_REGION) = %q, want none: the other variable is in the right case", got)
	}
	if got := Residual("Decimal(0.1)", "Decimal(\"0.1\")", "x = Decimal(\"0.1\")"); got != "" {
		t.Errorf("a kept number: %q", got)
	}
}

// A port taught alone ("the port of inventory is 6000, not 7070") is the
// same mistake at the end of an address of the service the message named
// ("inventory.internal:7070", "http://inventory:7070/healthz"), and not in
// another service's address, a port mapping, a time or a version tag.
func TestPortOfNamedService(t *testing.T) {
	r, err := Compile("7070", "6000", "inventory listens on 7070.", "inventory listens on 6000 since the move", "What port does inventory use?")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		query, out string
		fixed      bool
	}{
		{"curl the inventory health check", "`curl http://inventory:7070/healthz`", true},
		{"connect to inventory", "`nc -z inventory.internal 7070`", true}, // the host just before it
		{"connect to inventory", "Dial `inventory.internal:7070`.", true},
		{"where does the search service listen?", "search listens on `search.internal:7070`.", false},
		{"map the port", "`docker run -p 7070:7070 inventory`", false},
		{"when does inventory sync?", "inventory syncs at 17:07 and 20:70.", false},
	} {
		hits, blocked := r.FindAll(NewText(c.query, c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
}

// A name the message says does not exist ("there's no X", "X doesn't
// exist") is wrong in every context: it is fixed without the taught
// context around it. Said to be merely worse, it still needs it.
func TestAbsentNameFixedAnywhere(t *testing.T) {
	out := "Then run `pip freshen flask` in the venv."
	for _, c := range []struct {
		msg   string
		fixed bool
	}{
		{"there's no pip freshen, use pip install -U", true},
		{"pip freshen doesn't exist. pip install -U", true},
		{"pip freshen is slow here, use pip install -U", false},
	} {
		r, err := Compile("pip freshen", "pip install -U", "Run `pip freshen requests`.", c.msg, "How do I upgrade requests?")
		if err != nil {
			t.Fatal(err)
		}
		hits, blocked := r.FindAll(NewText("bump the web dependencies", out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.msg, hits, blocked, c.fixed)
		}
	}
}

// Arguments in the wrong order, told apart by their kinds (a column and
// a quoted format), are the same mistake with any arguments and in any
// context; a call already in the right order is never matched, and
// arguments of one kind (two names) still need the taught context.
func TestArgumentOrderByKind(t *testing.T) {
	r, err := Compile("date_trunc(paid_at, 'week')", "date_trunc('week', paid_at)", "`SELECT date_trunc(paid_at, 'week') FROM payments`", "wrong order, the unit comes first", "weekly payments in postgres")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"`SELECT date_trunc(shipped, 'month') AS m FROM parcels`", true},
		{"`SELECT date_trunc('month', shipped) AS m FROM parcels`", false},
	} {
		hits, blocked := r.FindAll(NewText("parcels per month", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
	r, err = Compile("move(src, dst)", "move(dst, src)", "`move(src, dst)` moves src into dst.", "other way round: move(dst, src)", "how do I move a buffer")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("render the page", "Call `move(frame, canvas)` after drawing.")); len(hits) != 0 {
		t.Errorf("arguments of one kind reordered without context: %v", hits)
	}
}

// A fix that leaves the old value stated elsewhere in the output's code
// would make the answer contradict itself: a region in a flag after the
// HCL key was fixed, a charset after another keyword, a port of the next
// broker in the same list. A plain word ("yaml" of "pyyaml") and the
// fix's own text ("main" of "refs/heads/main") are not such residues.
func TestResidualOfValues(t *testing.T) {
	for _, c := range []struct {
		wrong, right, text string
		residual           bool
	}{
		{`location = "westus"`, `location = "westeurope"`, "```hcl\nlocation = \"westeurope\"\n```\n```sh\naz group create -l westus2 -n rg\n```", false},
		{`zone = "us-central1-a"`, `zone = "europe-west4-b"`, "```hcl\nzone = \"europe-west4-b\"\n```\n```sh\ngcloud compute instances list --zones us-central1-a\n```", true},
		{"ENCODING=latin1", "ENCODING=utf8", "```sql\nCREATE DATABASE app ENCODING=utf8;\nALTER DATABASE app SET client_encoding TO latin1;\n```", true},
		{"broker-1.int:9092", "broker-1.int:9094", "`--bootstrap-server broker-1.int:9094,broker-2.int:9092`", true},
		{"install yaml", "install pyyaml", "Run `pip install pyyaml` and `import yaml`.", false},
		{"--region us-west-2", "--region us-east-2", "```sh\naws ecr get-login-password --region us-east-2 | docker login --password-stdin 1234.dkr.ecr.us-west-2.amazonaws.com\n```", true},
		{"docker-compose", "docker compose", "`docker compose -f docker-compose.prod.yml up -d`", false},
		{"X-Auth-Scheme: Basic", "X-Auth-Scheme: Digest", "`curl -H 'X-Auth-Scheme: Digest' …`\n```python\nrequests.get(url, headers={\"X-Auth-Scheme\": \"Basic\"})\n```", true},
		{"X-Auth-Scheme: Basic", "X-Auth-Scheme: Digest", "`curl -H 'X-Auth-Scheme: Digest' …`\nBasic auth is off.", false},
		{"ref == 'main'", "ref == 'refs/heads/main'", "Use `if: github.ref == 'refs/heads/main'`.", false},
	} {
		if got := Residual(c.wrong, c.right, c.text) != ""; got != c.residual {
			t.Errorf("Residual(%q, %q) on %q = %v, want %v", c.wrong, c.right, c.text, got, c.residual)
		}
	}
}

// The same wrong text left in one place of the output's code and fixed
// in another makes the answer contradict itself.
func TestResidualSameWrongLeft(t *testing.T) {
	text := "```sql\nCREATE TABLE t (\n  opened_at datetime2 NOT NULL,\n  closed_at datetimeoffset NULL\n);\n```"
	if Residual("datetime2", "datetimeoffset", text) == "" {
		t.Error("datetime2 left beside the fixed column: no residual")
	}
	if Residual("datetime2", "datetimeoffset", "```sql\nclosed_at datetimeoffset NULL\n```\nUse datetime2 only for local times.") != "" {
		t.Error("the old value named in prose counted as a residual")
	}
}

// An option taught with a setting the message gives the reason for
// ("--env" for a secret) is not fixed where it sets another one.
func TestOptionForAnotherSetting(t *testing.T) {
	teach := "`deploy --env DB_PASSWORD=hunter2 --env LOG_LEVEL=debug`"
	r, err := Compile("--env", "--secret-env", teach, "a password must not go through --env, it lands in the logs: --secret-env", "pass the db password")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("deploy with the password", "`deploy --env DB_PASSWORD=s3cret`")); len(hits) != 1 {
		t.Errorf("the taught setting: hits %v", hits)
	}
	if hits, _ := r.FindAll(NewText("deploy with more logs", "`deploy --env LOG_LEVEL=trace`")); len(hits) != 0 {
		t.Errorf("another setting fixed: hits %v", hits)
	}
}

// An option taught on a command line that connects to one host (-h,
// --host) is not fixed on a line that connects to another: the
// correction was about that server.
func TestOptionOnAnotherHost(t *testing.T) {
	teach := "```sh\npsql -h analytics-ro.internal -p 5432 -U bi\n```"
	r, err := Compile("-p 5432", "-p 6432", teach, "analytics-ro only takes connections through pgbouncer, -p 6432", "connect to analytics")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("connect to analytics", "`psql -h analytics-ro.internal -p 5432 -U bi -d events`")); len(hits) != 1 {
		t.Errorf("the taught host: hits %v", hits)
	}
	if hits, _ := r.FindAll(NewText("connect to orders", "`psql -h orders-primary.internal -p 5432 -U app`")); len(hits) != 0 {
		t.Errorf("another host fixed: hits %v", hits)
	}
}

// A unit fix of a key ("retention_ms: 86400000" → "retention: 86400" is
// not one; "ttl: 3600000" → "ttl: 3600" is) leaves every other value of
// the key in the old unit: fixing one would contradict the others.
func TestResidualUnitOfKey(t *testing.T) {
	text := "```yaml\ncache:\n  ttl: 3600\nsessions:\n  ttl: 7200000\n```"
	if Residual("ttl: 3600000", "ttl: 3600", text) == "" {
		t.Error("ttl: 7200000 left in milliseconds: no residual")
	}
	if Residual("ttl: 3600000", "ttl: 3600", "```yaml\ncache:\n  ttl: 3600\nmax_ttl: 7200000\n```") != "" {
		t.Error("another key counted")
	}
	if Residual("ttl: 3600000", "ttl: 3600", "```yaml\ncache:\n  ttl: 3600\nsessions:\n  ttl: 90\n```") != "" {
		t.Error("a value in the new unit counted")
	}
}

// A one-letter option taught with its value ("-c worker" → "-c indexer")
// is not changed where the output also gives the value to the long
// spelling of that option ("--container=worker"): changing one would leave
// the other.
func TestShortOptionLongSpelling(t *testing.T) {
	r, err := Compile("-c worker", "-c indexer", "`kubectl logs pod/search-0 -c worker`", "the container is indexer, there's no worker container", "logs of the search pod")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"`kubectl logs pod/search-1 -c worker --tail=50`", true},
		{"`kubectl logs pod/search-1 -c worker`\n`kubectl exec pod/search-1 --container=worker -- ls`", false},
		{"`kubectl logs pod/search-1 -c worker`\n`kubectl exec pod/search-1 --container worker -- ls`", false},
	} {
		hits, _ := r.FindAll(NewText("logs of the search pod", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: %d hits, want fixed=%v", c.out, len(hits), c.fixed)
		}
	}
}

// A fix that calls a package or a class the output's imports do not bring
// in needs a second change, the import: it is suggested, not applied. An
// output that lists no imports (a fragment) says nothing of them.
func TestFixNeedsImport(t *testing.T) {
	r, err := Compile("ioutil.ReadAll(resp.Body)", "io.ReadAll(resp.Body)", "`body, err := ioutil.ReadAll(resp.Body)`",
		"ioutil is deprecated since 1.16, use io.ReadAll(resp.Body)", "read the response body in go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"```go\nimport (\n\t\"io/ioutil\"\n\t\"net/http\"\n)\n\nbody, err := ioutil.ReadAll(resp.Body)\n```", false},
		{"```go\nimport (\n\t\"io\"\n\t\"io/ioutil\"\n)\n\nbody, err := ioutil.ReadAll(resp.Body)\n```", true},
		{"`body, err := ioutil.ReadAll(resp.Body)` reads it all.", true},
	} {
		hits, blocked := r.FindAll(NewText("read the response body in go", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
	if got := neededNames("pytz.timezone(\"UTC\")", "ZoneInfo(\"UTC\")"); len(got) != 1 || got[0] != "ZoneInfo" {
		t.Errorf("neededNames = %v, want [ZoneInfo]", got)
	}
	// A module's value passed to the call is needed too.
	if got := neededNames("datetime.utcnow()", "datetime.now(timezone.utc)"); len(got) != 1 || got[0] != "timezone" {
		t.Errorf("neededNames = %v, want [timezone]", got)
	}
	r, err = Compile("datetime.utcnow()", "datetime.now(timezone.utc)", "```python\nfrom datetime import datetime\nts = datetime.utcnow()\n```",
		"utcnow() is naive and deprecated, datetime.now(timezone.utc)", "current time")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"```python\nfrom datetime import datetime, timedelta\n\ncutoff = datetime.utcnow() - timedelta(days=30)\n```", false},
		{"```python\nfrom datetime import datetime, timedelta, timezone\n\ncutoff = datetime.utcnow() - timedelta(days=30)\n```", true},
	} {
		hits, blocked := r.FindAll(NewText("cutoff for old sessions", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
	names, ok := importedNames("from zoneinfo import ZoneInfo\nimport numpy as np\nimport { vi, type Mock } from 'vitest'")
	if !ok || !names["ZoneInfo"] || !names["np"] || !names["vi"] || !names["Mock"] {
		t.Errorf("importedNames = %v, %v", names, ok)
	}
}

// A time that is one end of a range is not shifted alone.
func TestTimeRangeEnd(t *testing.T) {
	for _, c := range []struct {
		out   string
		start int
		want  bool
	}{
		{"The window is 04:00 UTC to 05:00 UTC.", 14, true},
		{"The window is 04:00 UTC to 05:00 UTC.", 27, true},
		{"Runs at 04:00–05:00 every night.", 8, true},
		{"Backups run at 04:00 UTC; the report at 07:30.", 15, false},
	} {
		if got := inTimeRange(c.out, c.start, c.start+5); got != c.want {
			t.Errorf("inTimeRange(%q, %d) = %v, want %v", c.out, c.start, got, c.want)
		}
	}
	r, err := Compile("04:00", "03:00", "The backup runs at 04:00 UTC.", "in summer it's 03:00 UTC, we're on CEST then", "when does the backup run in summer?")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("when is the backup window in summer?", "In summer the backup window is 04:00 UTC to 05:00 UTC.")); len(hits) > 0 {
		t.Errorf("shifted one end of a range: %v", hits)
	}
}

// A fix taught for one season ("in July") is not applied to an answer
// about the other ("in January").
func TestSeasonScope(t *testing.T) {
	r, err := Compile("09:00 UTC", "08:00 UTC", "The standup is at 09:00 UTC for Lisbon.",
		"not in June, Lisbon is an hour ahead of UTC then, so it's 08:00 UTC", "when is the Lisbon standup in UTC in June?")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("when is the Lisbon standup in UTC in December?", "In December the Lisbon standup is at 09:00 UTC, Lisbon being on UTC in winter.")); len(hits) > 0 {
		t.Errorf("a summer fix applied to a winter answer: %v", hits)
	}
}

// A sibling of the mistake (its name through the changed part, continued
// otherwise) left beside the fixed one is as wrong: the fix is partial.
// A name that only shares the unchanged start is not a sibling.
func TestResidualSibling(t *testing.T) {
	for _, c := range []struct {
		wrong, right, text string
		residual           bool
	}{
		{"shop:sales.orders", "shop.sales.orders", "```sql\nSELECT * FROM `shop.sales.orders` o JOIN [shop:sales.items] i ON i.order_id = o.id\n```", true},
		{"shop:sales.orders", "shop.sales.orders", "```sql\nSELECT * FROM `shop.sales.orders` o JOIN `shop.sales.items` i ON i.order_id = o.id\n```", false},
		{"--set ingress.tls.enabled=true", "--set-string ingress.tls.enabled=true", "helm install web ./chart \\\n  --set-string ingress.tls.enabled=true \\\n  --set ingress.tls.secret=web-tls", true},
		{"--set ingress.tls.enabled=true", "--set-string ingress.tls.enabled=true", "helm install web ./chart \\\n  --set-string ingress.tls.enabled=true \\\n  --set replicas=2", false},
		{"ruby:3.1-slim", "ruby:3.3-slim", "FROM ruby:3.3-slim\nFROM ruby:3.1-alpine AS test", true},
		// The changed part holds the name: "#[clap" continued otherwise.
		{"#[clap(short, long", "#[arg(short, long", "#[clap(name = \"tool\")]\nstruct Cli {\n    #[arg(short, long)]\n    verbose: bool,\n}", true},
		{"#[clap(short, long", "#[arg(short, long", "#[command(name = \"tool\")]\nstruct Cli {\n    #[arg(short, long)]\n    verbose: bool,\n}", false},
		// Nothing after the change: not a sibling check's to decide.
		{"--port 8080", "--port 3000", "serve --port 3000; other --port 8081", false},
		// The shared part holds no name.
		{"-p 80:8080", "-p 8080:80", "docker run -p 8080:80 web; docker run -p 80:8081 api", false},
	} {
		if got := Residual(c.wrong, c.right, c.text) != ""; got != c.residual {
			t.Errorf("Residual(%q, %q) on %q = %v, want %v", c.wrong, c.right, c.text, got, c.residual)
		}
	}
}

// A version the prose names as when something happened to that release
// (added, removed, deprecated in it) is a fact about the release, which a
// convention about the version to use does not change; the same version
// chosen for the work is the mistake.
func TestReleaseHistory(t *testing.T) {
	r, err := Compile("3.10", "3.13", "Use Python 3.10 for the service.", "we're on 3.13 everywhere", "Which Python should the service use?")
	if err != nil {
		t.Fatal(err)
	}
	// A short version is a guess (suggested, not applied); where it
	// names when something happened, the reason says so.
	for _, c := range []struct {
		query, out string
		why        string
	}{
		{"which Python should the worker use?", "Python 3.10 is fine for the worker.", guessWhy},
		{"When did match statements arrive in Python?", "They were added in Python 3.10.", "when something happened"},
		{"Which Python version introduced match statements?", "Python 3.10.", "when something happened"},
		{"is distutils still there?", "No: it was removed in Python 3.12, and deprecated since 3.10.", "when something happened"},
	} {
		hits, blocked := r.FindAll(NewText(c.query, c.out))
		if len(hits) != 0 || len(blocked) != 1 || !strings.Contains(blocked[0].Blocked, c.why) {
			t.Errorf("%q: hits %v, blocked %v; want one blocked for %q", c.out, hits, blocked, c.why)
		}
	}
}

// A method taught on an object ("logger.warn") generalises to other
// receivers, but not to a module's function of the same name
// ("warnings.warn"): imported, or a standard library's and not bound as a
// variable in the output.
func TestModuleReceiver(t *testing.T) {
	r, err := Compile("logger.warn(", "logger.warning(", "logger.warn(\"disk low\")", "warn() is deprecated, use warning()", "log a warning when the disk is low")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"```python\nlog = logging.getLogger(__name__)\nlog.warn(\"retrying\")\n```", true},
		{"```python\nself.audit.warn(\"retrying\")\n```", true},
		{"```python\nimport warnings\nwarnings.warn(\"old\", DeprecationWarning)\n```", false},
		{"```python\nwarnings.warn(\"old\", DeprecationWarning)\n```", false},
		{"```python\nimport mylib as ml\nml.warn(\"old\")\n```", false},
	} {
		hits, blocked := r.FindAll(NewText("log a warning on retry", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
}

// A function taught on a module ("datetime.utcnow()", datetime imported)
// or a class ("LocalDate.now()") keeps its receiver: the same function of
// another module or object (arrow.utcnow()) is another API.
func TestTaughtModuleReceiver(t *testing.T) {
	for _, c := range []struct {
		wrong, right, teach, out string
		fixed                    bool
	}{
		{"datetime.utcnow()", "datetime.now(timezone.utc)", "```python\nfrom datetime import datetime\nts = datetime.utcnow()\n```",
			"```python\nts = arrow.utcnow().shift(days=30)\n```", false},
		{"datetime.utcnow()", "datetime.now(timezone.utc)", "```python\nfrom datetime import datetime\nts = datetime.utcnow()\n```",
			"```python\nexpires = datetime.utcnow() + timedelta(hours=1)\n```", true},
		{"Instant.now()", "Instant.now(clock)", "```java\nvar at = Instant.now();\n```",
			"```java\nvar at = LocalDate.now();\n```", false},
		// A receiver the taught output binds is a variable: it varies.
		{"df.repartition(1)", "df.coalesce(1)", "```python\ndf = spark.read.parquet(p)\ndf.repartition(1).write.csv(out)\n```",
			"```python\nsummary.repartition(1).write.csv(out)\n```", true},
	} {
		r, err := Compile(c.wrong, c.right, c.teach, "use "+c.right, "write the code")
		if err != nil {
			t.Fatal(err)
		}
		hits, blocked := r.FindAll(NewText("write the code", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%s in %q: hits %v, blocked %v; want fixed %v", c.wrong, c.out, hits, blocked, c.fixed)
		}
	}
}

// A bare value taught only as an option's argument ("-n prod") is that
// setting's value: given to the same option, to an option named like the
// message names the value (--namespace), or on a line that names it, it is
// the mistake; as another setting's value (env="prod") or in prose about
// something else it is not.
func TestOptionValue(t *testing.T) {
	r, err := Compile("prod", "production", "```sh\nkubectl rollout restart deploy/api -n prod\n```",
		"The namespace is production, not prod.", "restart the api deployment")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"```sh\nkubectl logs deploy/api -n prod --tail=50\n```", true},
		{"```sh\nkubectl get pods --namespace prod -l app=api\n```", true},
		{"The api pods run in the prod namespace.", true},
		{"```logql\n{app=\"api\", env=\"prod\"} |= \"error\"\n```", false},
		{"Open the `prod` environment on the repository's Deployments page to see the api's last deploy.", false},
	} {
		hits, blocked := r.FindAll(NewText("api deployment", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
	// The line names the option's own setting: `location` of --location.
	r, err = Compile("westeurope", "swedencentral", "```sh\naz group create --name rg-data --location westeurope\n```",
		"new stuff goes to swedencentral, legal wants the data in sweden", "resource group for the data platform")
	if err != nil {
		t.Fatal(err)
	}
	out := "```bicep\nparam location string = 'westeurope'\n```\n```sh\naz deployment group create -g rg-data -p location=westeurope\n```"
	hits, blocked := r.FindAll(NewText("deploy the data storage account", out))
	if len(hits) != 2 {
		t.Errorf("%q: hits %v, blocked %v; want both fixed", out, hits, blocked)
	}
}

// A word that names a number's kind ("port", "version") stands beside
// every such number: it is no sign of the taught context around a weak
// mistake, in the output or in the query.
func TestKindWordsAreNoContext(t *testing.T) {
	r, err := Compile("8080", "8081", "Prometheus should scrape port 8080.",
		"metrics are on the admin port 8081, 8080 is user traffic", "Scrape port for the catalog service's metrics?")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		query, out string
		fixed      bool
	}{
		{"annotations so Prometheus scrapes catalog", "`prometheus.io/scrape: \"true\"` and `prometheus.io/port: \"8080\"`", true},
		{"container section of the orders Deployment", "```yaml\nports:\n  - containerPort: 8080\n```", false},
		{"args struct with a port and the database url", "```rust\n#[clap(long, env = \"PORT\", default_value_t = 8080)]\nport: u16,\n```", false},
	} {
		hits, blocked := r.FindAll(NewText(c.query, c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
}

// A file moved into a directory ("/etc/acme/api.yaml" →
// "/etc/acme/api/config.yaml") is fixed where the path stands, never in a
// host or an image that holds the same word; a pattern whose variable
// takes the value the fix adds ("sum by (le)") is left as it is.
func TestPathWordAndRepeatedName(t *testing.T) {
	r, err := Compile("/etc/acme/api.yaml", "/etc/acme/api/config.yaml", "```sh\n/usr/local/bin/api --config /etc/acme/api.yaml\n```",
		"config moved to /etc/acme/api/config.yaml", "start the api with its config")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"`api --config /etc/acme/api.yaml --port 8080`", true},
		{"```nginx\nserver_name api.acme.io;\n```", false},
		{"`docker pull registry.acme.dev/acme/api:1.4.2`", false},
	} {
		hits, blocked := r.FindAll(NewText("run the api", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
	r, err = Compile("sum by (route)", "sum by (le, route)", "`histogram_quantile(0.95, sum by (route) (rate(http_request_duration_seconds_bucket[5m])))`",
		"histogram_quantile needs le in the by clause: sum by (le, route)", "p95 latency per route")
	if err != nil {
		t.Fatal(err)
	}
	out := "`histogram_quantile(0.95, sum by (le) (rate(job_duration_seconds_bucket[5m])))`"
	if hits, _ := r.FindAll(NewText("p95 job duration", out)); len(hits) > 0 {
		t.Errorf("%q: hits %v, want none: le is there already", out, hits)
	}
}

// A version written as one end of a range of releases ("3.11 and later",
// "3.9+", "since 1.21") says which releases have a feature: a convention
// about the version to use does not change it.
func TestVersionBound(t *testing.T) {
	r, err := Compile("3.11", "3.12", "Use `python:3.11-slim` as the base image.", "we're standardised on 3.12", "Python version for the new service image?")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"On Python 3.11 and later, `datetime.fromisoformat` parses the `Z` suffix.", false},
		{"`tomllib` is in the standard library on Python 3.11+.", false},
		{"Since 3.11, `asyncio.TaskGroup` replaces most `gather` calls.", false},
	} {
		hits, blocked := r.FindAll(NewText("parse an ISO timestamp in Python", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"works on 3.11 and later", true}, {"needs 3.9+ for this", true}, {"since 1.21 the loop var", true},
		{"older than 14 lack it", true}, {"we run 3.11 in prod", false}, {"bump 3.11 to 3.12", false},
	} {
		i := strings.IndexAny(c.s, "0123456789")
		j := i
		for j < len(c.s) && (c.s[j] >= '0' && c.s[j] <= '9' || c.s[j] == '.') {
			j++
		}
		if got := versionBound(c.s, i, j); got != c.want {
			t.Errorf("versionBound(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// "Isn't that the Postgres form?" points at the wrong text like "That's
// Postgres syntax": Postgres is where it is right, and an output that names
// Postgres keeps it.
func TestPointedQuestionScope(t *testing.T) {
	r, err := Compile("DATE_TRUNC('day', event_ts)", "TIMESTAMP_TRUNC(event_ts, DAY)",
		"```sql\nSELECT DATE_TRUNC('day', event_ts) AS day FROM analytics.events GROUP BY day;\n```",
		"isn't that the Postgres form? BigQuery wants TIMESTAMP_TRUNC(event_ts, DAY)", "BigQuery: daily active users")
	if err != nil {
		t.Fatal(err)
	}
	out := "```sql\nSELECT DATE_TRUNC('day', event_ts) AS day FROM events GROUP BY 1;\n```"
	if hits, blocked := r.FindAll(NewText("daily active users in the Postgres replica", out)); len(hits) > 0 {
		t.Errorf("Postgres output changed: hits %v, blocked %v", hits, blocked)
	}
	if hits, _ := r.FindAll(NewText("BigQuery: weekly active users", out)); len(hits) == 0 {
		t.Errorf("BigQuery output not fixed")
	}
}

// A URL pair whose narrowed change would span a piece of the host and the
// path ("acme.io/healthz" → "staging.acme.io") has no segment core: it
// would rewrite another host that ends the same.
func TestNoHostPathCore(t *testing.T) {
	if wc, rc, _, ok := segmentCore("https://api.acme.io/healthz", "https://api.staging.acme.io"); ok {
		t.Errorf("segmentCore = %q → %q, want none", wc, rc)
	}
	if wc, rc, _, ok := segmentCore("https://pypi.acme.io/simple", "https://nexus.acme.io/repository/pypi/simple"); !ok || wc != "pypi.acme.io" {
		t.Errorf("segmentCore = %q → %q %v, want the host", wc, rc, ok)
	}
}

// The message names where the wrong text is right ("without a Loader is an
// error": with one, it is fine; "only … ", "unless …"): an occurrence whose
// sentence or line holds that word is not the taught case.
func TestMessageCondition(t *testing.T) {
	r, err := Compile("pickle.loads(data)", "json.loads(data)", "```python\nobj = pickle.loads(data)\n```", "pickle.loads without an allowlist runs arbitrary code, use json.loads", "decode the payload")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"```python\nmsg = pickle.loads(data)\n```", true},
		{"```python\nmsg = pickle.loads(data)  # allowlist checked by RestrictedUnpickler\n```", false},
	} {
		hits, blocked := r.FindAll(NewText("decode the queue message", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
}

// A method the message gives with its reason, which the taught output
// called ("that awaits the callback readFile"), is the case the message
// reasoned about: an output that calls none of them keeps the taught text.
func TestReasonNames(t *testing.T) {
	r, err := Compile("require('dns')", "require('dns/promises')", "```js\nconst dns = require('dns');\nconst a = await dns.lookup(host);\n```", "you await the callback dns.lookup, which returns nothing. require('dns/promises')", "resolve a host")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		out   string
		fixed bool
	}{
		{"```js\nconst dns = require('dns');\nconst { address } = await dns.lookup(name);\n```", true},
		{"```js\nconst dns = require('dns');\ndns.setServers(['1.1.1.1']);\n```", false},
	} {
		hits, blocked := r.FindAll(NewText("resolve the api host", c.out))
		if (len(hits) > 0) != c.fixed {
			t.Errorf("%q: hits %v, blocked %v; want fixed %v", c.out, hits, blocked, c.fixed)
		}
	}
}

// A call of a qualified name is specific: the same call is the same
// mistake wherever it stands, with no taught words around it.
func TestQualifiedCallAnywhere(t *testing.T) {
	r, err := Compile("time.clock()", "time.perf_counter()", "start = time.clock()", "clock() was removed in 3.8, perf_counter() measures it", "measure how long the import takes")
	if err != nil {
		t.Fatal(err)
	}
	hits, blocked := r.FindAll(NewText("benchmark the parser", "```python\nt0 = time.clock()\nparse(doc)\nprint(time.clock() - t0)\n```"))
	if len(hits) == 0 || hits[0].Matched != "time.clock()" {
		t.Errorf("hits %v, blocked %v; want the calls", hits, blocked)
	}
	if !specificValue("datetime.utcnow()") || specificValue("utcnow()") || specificValue("a.b(c(d))") {
		t.Error("specificValue of calls")
	}
}

// A numbered name whose prefix the fix changes ("OPS-1207" → "INFRA-1207")
// is the same mistake with any number, where the taught topic stands.
func TestNumberedName(t *testing.T) {
	r, err := Compile("OPS-1207", "INFRA-1207", "Commit as `OPS-1207: rotate the TLS certs`.", "The project key is INFRA now. INFRA-1207.", "commit message for ticket 1207?")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(Keys("OPS-1207", "INFRA-1207"), "ops") {
		t.Errorf("Keys = %v, want the head", Keys("OPS-1207", "INFRA-1207"))
	}
	for _, c := range []struct {
		query, out, want string
	}{
		{"commit message for ticket 88?", "Use `OPS-88: bump the base image`.", "INFRA-88"},
		{"commit message for ticket 88?", "Use `DEVOPS-88: bump the base image`.", ""},
		{"what does the ops team own?", "The OPS rota owns paging.", ""},
	} {
		hits, _ := r.FindAll(NewText(c.query, c.out))
		got := ""
		if len(hits) > 0 {
			got = hits[0].Replacement
		}
		if got != c.want {
			t.Errorf("%q: replacement %q, want %q", c.out, got, c.want)
		}
	}
	if numberedName("v-1", "w-2") != "" || numberedName("PLT-482", "PLAT-483") != "" || numberedName("a_1", "b-1") != "" {
		t.Error("numberedName takes other pairs")
	}
}

// A SQL function taught by its name in capitals ("ISNULL" → "COALESCE"
// over "ISNULL(a, b)") is the same call in any case, replaced in the case
// found; the dialect the message set apart keeps it.
func TestSQLFunctionAnyCase(t *testing.T) {
	r, err := Compile("ISNULL", "COALESCE", "```sql\nSELECT ISNULL(nickname, name) FROM people;\n```", "COALESCE, not ISNULL. ISNULL is SQL Server, this is Postgres.", "show the nickname or the name, in Postgres")
	if err != nil {
		t.Fatal(err)
	}
	// A bare name is a guess: suggested, with the fix in the case found.
	hits, blocked := r.FindAll(NewText("list nickname or name in postgres", "```sql\nselect isnull(nickname, name) as shown from people;\n```"))
	if len(hits) != 0 || len(blocked) != 1 || blocked[0].Replacement != "coalesce(" || blocked[0].Blocked != guessWhy {
		t.Errorf("hits %v, blocked %v; want isnull( → coalesce( suggested", hits, blocked)
	}
	hits, _ = r.FindAll(NewText("nickname or name on the SQL Server reporting db", "```sql\nSELECT ISNULL(nickname, name) FROM people;\n```\nOn SQL Server ISNULL is the usual way."))
	if len(hits) != 0 {
		t.Errorf("SQL Server's own ISNULL changed: %v", hits)
	}
}

// The segment a fix changes is widened to what names it elsewhere: a port
// to its host ("localhost:6379"), a host that gains a label to the whole
// host, a setting's path to the path; the index finds them inside a URL
// given as a setting's value.
func TestSegmentCoreWidened(t *testing.T) {
	for _, c := range []struct{ wrong, right, wc, rc string }{
		{"amqp://localhost:5672/vhost", "amqp://localhost:5673/vhost", "localhost:5672", "localhost:5673"},
		{"https://kibana.acme.dev/app/logs", "https://kibana.ops.acme.dev/app/logs", "kibana.acme.dev", "kibana.ops.acme.dev"},
		{"configPath: /srv/app.toml", "configPath: /srv/app/config.toml", "/srv/app.toml", "/srv/app/config.toml"},
	} {
		wc, rc, _, ok := segmentCore(c.wrong, c.right)
		if !ok || wc != c.wc || rc != c.rc {
			t.Errorf("segmentCore(%q, %q) = %q %q %v, want %q %q", c.wrong, c.right, wc, rc, ok, c.wc, c.rc)
		}
	}
	var keys []string
	OutputKeys("Set `AMQP_URL=amqp://guest@localhost:5672/jobs` first.", func(k string) { keys = append(keys, k) })
	if !slices.Contains(keys, "localhost:5672") {
		t.Errorf("OutputKeys = %v, want the URL's host and port", keys)
	}
	r, err := Compile("amqp://localhost:5672/vhost", "amqp://localhost:5673/vhost", "Use `amqp://localhost:5672/vhost`.", "the compose broker publishes 5673, so it's localhost:5673", "amqp url for the dev broker")
	if err != nil {
		t.Fatal(err)
	}
	if hits, blocked := r.FindAll(NewText("amqp url for the jobs vhost on the dev broker", "Set `AMQP_URL=amqp://localhost:5672/jobs`.")); len(hits) == 0 || hits[0].Replacement != "localhost:5673" {
		t.Errorf("hits %v, blocked %v", hits, blocked)
	}
}

// A key/value pair under a dotted key ("sentry.dsn_host: …") is the same
// setting as the pair taught alone.
func TestPairUnderDottedKey(t *testing.T) {
	r, err := Compile("dsn_host: us.sentry.io", "dsn_host: de.sentry.io", "```yaml\ndsn_host: us.sentry.io\n```", "DE region. de.sentry.io.", "sentry config for the api")
	if err != nil {
		t.Fatal(err)
	}
	hits, blocked := r.FindAll(NewText("sentry settings in the helm values", "Set `sentry.dsn_host: us.sentry.io` in values.yaml."))
	if len(hits) == 0 || hits[0].Matched != "dsn_host: us.sentry.io" {
		t.Errorf("hits %v, blocked %v", hits, blocked)
	}
}

// "That's X syntax, …" speaks of the wrong text: X is where it is right,
// and an output that names X keeps it.
func TestScopePointedAt(t *testing.T) {
	r, err := Compile("TOP 10", "LIMIT 10", "```sql\nSELECT TOP 10 * FROM events\n```", "That's SQL Server syntax, Postgres has no TOP, use LIMIT 10", "ten newest events in postgres")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("ten newest events in postgres", "```sql\nSELECT TOP 10 * FROM events ORDER BY ts DESC\n```")); len(hits) == 0 {
		t.Error("the Postgres output was not fixed")
	}
	if hits, _ := r.FindAll(NewText("the same on the SQL Server replica?", "```sql\nSELECT TOP 10 * FROM events ORDER BY ts DESC\n```")); len(hits) != 0 {
		t.Errorf("SQL Server's own TOP changed: %v", hits)
	}
}

// A setting turned on or off is weak: the same key is rightly off
// elsewhere, so it needs the taught subject around it.
func TestBooleanSettingIsWeak(t *testing.T) {
	if !weakMistake(`android:exported="false"`) || !weakMistake("autocommit=on") || weakMistake("pool_mode=session") {
		t.Error("weakMistake of settings")
	}
}

// The first word of a camelCase name swapped is a segment too, and the
// sentence that leads into a code block speaks of the code in it: an
// answer whose lead-in says the old word (in any form) chose it.
func TestLeadInSaysSegment(t *testing.T) {
	if seg, repl := swappedSegment("SharedPreferences", "EncryptedPreferences"); seg != "shared" || repl != "encrypted" {
		t.Errorf("swappedSegment = %q %q", seg, repl)
	}
	r, err := Compile("SharedFlow", "StateFlow", "```kotlin\nval ui = MutableSharedFlow<Ui>()\n```", "that should be a StateFlow, the screen needs the latest value on rotation", "ui state holder")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("ui state holder for the list", "```kotlin\nval ui: SharedFlow<Ui> = _ui\n```")); len(hits) == 0 {
		t.Error("the mistake was not found")
	}
	out := "The screen collects it once, so it shares them:\n\n```kotlin\nval ui: SharedFlow<Ui> = _ui\n```"
	if hits, _ := r.FindAll(NewText("ui state holder for the list", out)); len(hits) != 0 {
		t.Errorf("the lead-in said it shares them, yet: %v", hits)
	}
}

// More of what names a mistake's place: the last word of a compound
// swapped is a segment; "only thing:" is the user's one remark, not a case
// where the wrong text is right; a long id is a segment on its own; a
// word the fix changes that still names a directory or a file leaves the
// fix partial.
func TestSegmentsAndRemarks(t *testing.T) {
	if seg, repl := swappedSegment("redis_default", "redis_cache"); seg != "default" || repl != "cache" {
		t.Errorf("swappedSegment = %q %q", seg, repl)
	}
	if seg, _ := swappedSegment("--models", "--select"); seg != "" {
		t.Errorf("a flag's whole name taken for a segment: %q", seg)
	}
	if withoutRemarkOnly("only thing: prod samples at 0.1") == "only thing: prod samples at 0.1" || withoutRemarkOnly("only prod is in us-east-1") != "only prod is in us-east-1" {
		t.Error("withoutRemarkOnly")
	}
	if wc, rc, _, ok := segmentCore("arn:aws:iam::111122223333:role/ci", "arn:aws:iam::444455556666:role/ci"); !ok || wc != "111122223333" || rc != "444455556666" {
		t.Errorf("segmentCore of an account = %q %q %v", wc, rc, ok)
	}
	if Residual("select staging", "select stg", "```sh\nterraform workspace select stg\nterraform plan -var-file=envs/staging.tfvars\n```") == "" {
		t.Error("a file named after the old value was not seen")
	}
	if Residual("select staging", "select stg", "```sh\nterraform workspace select stg\nterraform plan\n```\nstaging is gone.") != "" {
		t.Error("a plain word of prose was taken for a residual")
	}
}

// A fix the message pipes into another command ("piped into docker
// login") is whole only on a line that pipes into it.
func TestPipedInto(t *testing.T) {
	if got := pipedInto("get-token is gone in v3. Use print-token piped into helm registry login."); got != "helm registry" {
		t.Errorf("pipedInto = %q", got)
	}
	r, err := Compile("get-token", "print-token", "`vault get-token --role ci`", "get-token is gone in v3. Use print-token piped into helm registry login.", "log in to the chart registry")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("log in to the chart registry in CI", "```sh\nvault get-token --role ci | helm registry login --password-stdin reg.acme.dev\n```")); len(hits) == 0 {
		t.Error("the piped line was not fixed")
	}
	if hits, blocked := r.FindAll(NewText("log in to the chart registry in CI", "```sh\nexport TOKEN=$(vault get-token --role ci)\n```")); len(hits) != 0 || len(blocked) == 0 {
		t.Errorf("a line that pipes into nothing was fixed: %v", hits)
	}
}

// More half fixes: a name built on the one the fix extends
// (utf8_unicode_ci beside utf8 → utf8mb4), the changed port left in an
// address, the key named at the end of a camelCase name.
func TestResidualBuiltOn(t *testing.T) {
	for _, c := range []struct {
		wrong, right, text string
		residual           bool
	}{
		{"ENCODING=latin1", "ENCODING=latin1x", "```sql\nCREATE TABLE t (a text) ENCODING=latin1x COLLATE=latin1_swedish_ci;\n```", true},
		{"ENCODING=latin1", "ENCODING=latin1x", "```sql\nCREATE TABLE t (a text) ENCODING=latin1x COLLATE=latin1x_bin;\n```", false},
		{"-p 5432", "-p 6432", "```sh\npsql -h db.internal -p 6432 -U app\nexport DATABASE_URL=postgres://app@db.internal:5432/app\n```", true},
		{"-p 5432", "-p 6432", "```sh\npsql -h db.internal -p 6432 -U app\n```\nThe default is 5432.", false},
		{"port: 8080", "port: 3000", "```yaml\nports:\n  - containerPort: 8080\nreadinessProbe:\n  httpGet:\n    port: 3000\n```", true},
	} {
		if got := Residual(c.wrong, c.right, c.text) != ""; got != c.residual {
			t.Errorf("Residual(%q, %q) on %q = %v, want %v", c.wrong, c.right, c.text, got, c.residual)
		}
	}
}

// A fact the message states of one compound name ("billing-api listens on
// 9000") is not applied where the output speaks of another of its kind
// (ledger-api) and not of it.
func TestOtherOfKind(t *testing.T) {
	r, err := Compile("port: 8000", "port: 9000", "```yaml\nlivenessProbe:\n  httpGet:\n    port: 8000\n```", "billing-api listens on 9000, not 8000.", "liveness probe for billing-api")
	if err != nil {
		t.Fatal(err)
	}
	if hits, _ := r.FindAll(NewText("liveness probe for billing-api in staging", "```yaml\nlivenessProbe:\n  httpGet:\n    path: /live\n    port: 8000\n```")); len(hits) == 0 {
		t.Error("billing-api's own probe was not fixed")
	}
	if hits, _ := r.FindAll(NewText("and the liveness probe for ledger-api?", "```yaml\nlivenessProbe:\n  httpGet:\n    path: /live\n    port: 8000\n```\nledger-api serves on 8000.")); len(hits) != 0 {
		t.Errorf("ledger-api's probe was changed: %v", hits)
	}
}

// Java and Kotlin imports bind their last name, and a camelCase receiver
// the fix brings in is a name to import: an output that lists its imports
// without it needs a second change.
func TestJVMImports(t *testing.T) {
	names, ok := importedNames("```kotlin\nimport androidx.lifecycle.ViewModel\nimport kotlinx.coroutines.GlobalScope\n```")
	if !ok || !names["ViewModel"] || !names["GlobalScope"] || names["androidx"] {
		t.Errorf("importedNames = %v, %v", names, ok)
	}
	if n := neededNames("GlobalScope.async", "screenModelScope.async"); len(n) != 1 || n[0] != "screenModelScope" {
		t.Errorf("neededNames = %v", n)
	}
	if n := neededNames("df.append(x)", "df.concat(x)"); len(n) != 0 {
		t.Errorf("neededNames of a kept receiver = %v", n)
	}
}

// A fix the message says goes with another command's option ("-print0
// with xargs -0") is whole only on a line that holds it.
func TestCompanion(t *testing.T) {
	if got := companionOf("Use -z with sort -z, or names with newlines break.", "find . -print | sort", "-z"); got != "sort -z" {
		t.Errorf("companionOf = %q", got)
	}
	if got := companionOf("Use it with care.", "x", "y"); got != "" {
		t.Errorf("companionOf of prose = %q", got)
	}
	r, err := Compile("-print", "-print0", "```sh\nfind . -name '*.bak' -print | xargs rm\n```", "Use -print0 with xargs -0, spaces split the names otherwise.", "delete backup files")
	if err != nil {
		t.Fatal(err)
	}
	if hits, blocked := r.FindAll(NewText("delete the temp files", "```sh\nfind tmp -name '*.tmp' -print | xargs rm -f\n```")); len(hits) != 0 || len(blocked) == 0 {
		t.Errorf("a line without xargs -0 was fixed: %v", hits)
	}
}
