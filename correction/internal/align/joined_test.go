package align

import "testing"

// An output holding the mistake inside a larger name holds one of its
// index keys: a call whose name is a stop word, a key/value pair under a
// dotted key, the host of an address with a scheme, user or port.
func TestOutputHoldsItsKeysEmbedded(t *testing.T) {
	for _, c := range []struct{ wrong, right, output string }{
		{"LEFT(code, 2)", "SUBSTR(code, 1, 2)", "SELECT LEFT(code, 2) AS prefix FROM items"},
		{"NOW()", "SYSDATE()", "INSERT INTO audit VALUES (SYSTEM_USER, NOW());"},
		{"max-age=60", "max-age=600", "cache.control.max-age=60 in the gateway file"},
		{"queue.mq.lan", "queue.mq.internal", "amqp://worker@queue.mq.lan:5672/jobs"},
		{"git.corp.example", "git.corp.example.org", "ssh://git@git.corp.example:2222/tools.git"},
	} {
		keys := map[string]bool{}
		OutputKeys(c.output, func(k string) { keys[k] = true })
		found := false
		for _, k := range Keys(c.wrong, c.right) {
			found = found || keys[k]
		}
		if !found {
			t.Errorf("%q in %q: keys %v, none of them in the output's", c.wrong, c.output, Keys(c.wrong, c.right))
		}
	}
	for _, s := range []string{"not an address", "https://", "user@", "a.b"} {
		if h := hostOf(s); h != "" && s != "a.b" {
			t.Errorf("hostOf(%q) = %q, want none", s, h)
		}
	}
}

// A mistake taught where it continued a larger name (a method of a
// receiver, a host before its port) is found where it continues one the
// same way, and not where it is part of a larger word or joined another
// way.
func TestRuleJoinedAsTaught(t *testing.T) {
	for _, c := range []struct {
		name, wrong, right, teach, output string
		want                              bool
	}{
		{"method of another receiver", "values_list('sku')", "values_list('sku', flat=True)",
			"Use `Item.objects.values_list('sku')` to get the codes.",
			"Collect them with `Order.lines.values_list('sku')`.", true},
		{"method of a call's result", `strftime("%D")`, `strftime("%F")`,
			"Print it with `date.today().strftime(\"%D\")`.",
			"Stamp it with `run.started.strftime(\"%D\")`.", true},
		{"host before another port", "cache.corp.lan", "cache.corp.internal",
			"Point it at `redis://cache.corp.lan:6379/0`.",
			"Set `CACHE_URL=redis://cache.corp.lan:6380/2` in the job.", true},
		{"taught bare, found after a receiver", "values_list('sku')", "values_list('sku', flat=True)",
			"Call values_list('sku') on the queryset.",
			"Collect them with `Order.lines.values_list('sku')`.", false},
		{"part of a larger word", "cache.corp.lan", "cache.corp.internal",
			"Point it at `redis://cache.corp.lan:6379/0`.",
			"Set `CACHE_URL=redis://cache.corp.lane:6380/2` in the job.", false},
		{"host:port after a user, before a path", "db.corp.lan:5432", "db.corp.lan:6432",
			"Use `postgres://api@db.corp.lan:5432/api` in the service.",
			"Set `DATABASE_URL=postgres://jobs@db.corp.lan:5432/jobs` for the worker.", true},
		{"host after a user, taught bare", "db.corp.lan:5432", "db.corp.lan:6432",
			"Connect to db.corp.lan:5432 directly.",
			"Set `DATABASE_URL=postgres://jobs@db.corp.lan:5432/jobs` for the worker.", false},
		{"joined by a path, not a port", "cache.corp.lan", "cache.corp.internal",
			"Point it at `redis://cache.corp.lan:6379/0`.",
			"Mount it from `cache.corp.lan/exports` on the host.", false},
	} {
		r, err := Compile(c.wrong, c.right, c.teach, "no, it's "+c.right, "")
		if err != nil {
			t.Fatal(err)
		}
		hits, blocked := r.FindAll(NewText("", c.output))
		got := false
		for _, h := range append(hits, blocked...) {
			got = got || h.Matched == c.wrong // not a segment of it
		}
		if got != c.want {
			t.Errorf("%s: found %v (hits %v, blocked %v), want %v", c.name, got, hits, blocked, c.want)
		}
	}
}

// A fix that swaps one segment of a compound name ("primary" of
// "db-primary.corp.lan") is not applied where the sentence's prose says
// that segment in words: the value stands there knowingly, and replacing
// it alone would leave the prose saying the old thing.
func TestRuleProseSaysSwappedSegment(t *testing.T) {
	const teach = "Point the dashboards at `db-primary.corp.lan`."
	r, err := Compile("db-primary.corp.lan", "db-standby.corp.lan", teach, "dashboards read from db-standby.corp.lan", "which host do the dashboards query?")
	if err != nil {
		t.Fatal(err)
	}
	hits, blocked := r.FindAll(NewText("which host do the dashboards use?", "The dashboards query `db-primary.corp.lan`."))
	if len(hits) != 1 {
		t.Fatalf("plain repeat: hits %v, blocked %v, want one hit", hits, blocked)
	}
	hits, blocked = r.FindAll(NewText("where do schema changes run?", "Schema changes must run on the primary: `db-primary.corp.lan`."))
	if len(hits) != 0 || len(blocked) != 1 {
		t.Fatalf("prose says primary: hits %v, blocked %v, want it blocked", hits, blocked)
	}
	for _, c := range [][4]string{
		{"db-primary.corp.lan", "db-standby.corp.lan", "primary", "standby"},
		{"eu-west-1", "eu-central-1", "west", "central"},
		{"--frozen-lockfile", "--immutable", "", ""}, // the whole name changes
		{"GROUP_CONCAT(tag)", "string_agg(tag, ',')", "", ""},
		{"api-v2", "api-v3", "", ""}, // no word is swapped
		{"str.IsNullOrEmpty(s)", "str.IsNullOrWhiteSpace(s)", "empty", "whitespace"},
		{"getUserName()", "getAccountName()", "user", "account"},
		{"db-primary.lan", "db-ro.lan", "primary", ""},
	} {
		if seg, repl := swappedSegment(c[0], c[1]); seg != c[2] || repl != c[3] {
			t.Errorf("swappedSegment(%q, %q) = %q, %q, want %q, %q", c[0], c[1], seg, repl, c[2], c[3])
		}
	}
}

// SQL written with its keywords in capitals is the same SQL in lower case:
// the mistake is found in either, and the fix takes the case it is found
// in. Words in capitals that are not keywords (a constant, a variable)
// keep the match case-sensitive.
func TestRuleSQLInAnyCase(t *testing.T) {
	r, err := Compile("CHARACTER SET latin1", "CHARACTER SET utf8mb4", "Create it with `CHARACTER SET latin1`.",
		"latin1 can't hold emoji, use utf8mb4", "table for chat messages")
	if err != nil {
		t.Fatal(err)
	}
	out := "`create table messages (body text) character set latin1;`"
	if got := Apply(out, r.Find("table for chat messages", out)); got != "`create table messages (body text) character set utf8mb4;`" {
		t.Errorf("lower-case SQL: got %q", got)
	}
	for _, c := range []struct {
		wrong string
		want  bool
	}{
		{"CHARACTER SET latin1", true},
		{"BEGIN; CREATE INDEX CONCURRENTLY i ON t (c); COMMIT;", true},
		{"COALESCE(a, 0) AS total", true},
		{"SET LOG_LEVEL", false}, // a constant's case is its name
		{"TIMESTAMP", false},     // one word: prose says it too
		{"use the index", false},
	} {
		if got := sqlText(c.wrong); got != c.want {
			t.Errorf("sqlText(%q) = %v, want %v", c.wrong, got, c.want)
		}
	}
}

// The sentence that says, in words, what the fix would put in the value
// ("whitespace counts as a value here" beside IsNullOrEmpty) knows the
// alternative and chose against it: the occurrence is not changed.
func TestRuleProseSaysTheFix(t *testing.T) {
	r, err := Compile("Str.IsNullOrEmpty(s)", "Str.IsNullOrWhiteSpace(s)", "Check it with `Str.IsNullOrEmpty(s)`.",
		"IsNullOrEmpty lets '  ' through. Str.IsNullOrWhiteSpace(s)", "validate the required title")
	if err != nil {
		t.Fatal(err)
	}
	hits, blocked := r.FindAll(NewText("validate the required title", "Reject it when `Str.IsNullOrEmpty(s)` holds."))
	if len(hits) == 0 {
		t.Fatalf("repeat: hits %v, blocked %v, want it found", hits, blocked)
	}
	hits, blocked = r.FindAll(NewText("is the nickname given?", "Here `Str.IsNullOrEmpty(s)` is right: whitespace is a nickname too."))
	if len(hits) != 0 || len(blocked) == 0 {
		t.Fatalf("prose says whitespace: hits %v, blocked %v, want it blocked", hits, blocked)
	}
}

// An output that says it keeps the value on purpose is not changed.
func TestRuleKeptOnPurpose(t *testing.T) {
	r, err := Compile(`lang = "2015"`, `lang = "2021"`, "Start the manifest with `lang = \"2015\"`.", "the workspace is on 2021", "manifest for the new module")
	if err != nil {
		t.Fatal(err)
	}
	hits, _ := r.FindAll(NewText("manifest for the new module", "Start it with `lang = \"2015\"`."))
	if len(hits) == 0 {
		t.Fatal("repeat: not found")
	}
	hits, blocked := r.FindAll(NewText("bump the vendored module?", "No: the vendored module stays on `lang = \"2015\"`, it is upstream code."))
	if len(hits) != 0 || len(blocked) == 0 {
		t.Fatalf("kept: hits %v, blocked %v, want it blocked", hits, blocked)
	}
}
