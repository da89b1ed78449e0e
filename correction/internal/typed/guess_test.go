package typed

import "testing"

// A right side that drops part of the wrong side's form is not a
// replacement: the command it belonged to, a flag and its argument, the
// rest of a name after a separator, one side of a mapping.
func TestReplaceableKeepsShape(t *testing.T) {
	for _, c := range []struct {
		wrong, right string
		ok           bool
	}{
		{"podman run --rm -v data:/data app:1.4", "--privileged", false},    // a command collapsed to a flag
		{"*/10 9", "*/5 9 * * *", false},                                    // a schedule over a piece of one
		{"bucket ls -p team-a", "bucket list", false},                       // a flag and its argument lost
		{"release/2026-q3-hotfix", "rel/", false},                           // the first segment only
		{"-p 9000:9000", "-p 4000", false},                                  // one side of a mapping
		{"HOST:8125", "8126", false},                                        // one side of host:port
		{"pnpm i --frozen-lockfile", "pnpm install --prefer-offline", true}, // flags on both sides
		{"assets", "assets/", true},                                         // a separator added at the end
		{"https://docs.acme.dev", "https://docs.acme.dev/", true},
		{"opened at 09:30", "opened at 10:15", true},  // times of day
		{"x != nil", "errors.As(x, &target)", true},   // an expression rewritten as a call
		{"gradle build --scan", "gradle check", true}, // a mode flag, no argument, dropped
	} {
		if got := Replaceable(c.wrong, c.right); got != c.ok {
			t.Errorf("Replaceable(%q, %q) = %v, want %v", c.wrong, c.right, got, c.ok)
		}
	}
}

// A value the message gives as what the wrong one turns into is not the
// fix: "unquoted, the parser reads it as 1.2".
func TestPlausibleRejectsOutcome(t *testing.T) {
	prev := "Put `node-version: 20.10` in the workflow's setup step."
	for _, msg := range []string{
		"quote it, unquoted the yaml loader reads it as 20.1",
		"needs quotes; otherwise it's parsed as 20.1",
		"put it in quotes or you'd get 20.1",
	} {
		if Plausible("node-version: 20.10", "node-version: 20.1", msg, prev) {
			t.Errorf("%q: 20.10 -> 20.1 is plausible; the message says 20.1 is what goes wrong", msg)
		}
	}
	if !Plausible("node-version: 20.10", "node-version: 22.4", "we build on 22.4 now, 20.10 is too old", prev) {
		t.Error("20.10 -> 22.4, said of the value, is not plausible")
	}
}

// A message that names only the right value, for an output that holds
// several values of the wrong one's shape that the message does not name,
// does not say which one it replaces: a guess is not applied.
func TestExplicitAbstainsOnUnnamedWrong(t *testing.T) {
	prev := "Give the pool `minIdle: 4` and `maxTotal: 16` connections."
	msg := "the floor should be 2 on the small instances"
	for _, c := range [][2]string{{"16", "2"}, {"maxTotal: 16", "maxTotal: 2"}, {"minIdle: 4", "minIdle: 2"}} {
		if Explicit(c[0], c[1], msg, prev) || Plausible(c[0], c[1], msg, prev) {
			t.Errorf("%q -> %q accepted; the message names neither value", c[0], c[1])
		}
	}
	// The message names the setting, or the value it replaces: no guess.
	if !Plausible("minIdle: 4", "minIdle: 2", "minIdle should be 2 on the small instances", prev) {
		t.Error("minIdle: 4 -> minIdle: 2 with the key named is not plausible")
	}
	// The only value of its shape that the message does not name.
	one := "Run the export with `--batch 500` on the 8 GB worker."
	if !Explicit("500", "200", "should be 200, the 8 GB worker runs out of memory", one) {
		t.Error("500 -> 200, the only number the message does not restate, is not explicit")
	}
}

// A message that is one option, for an output with one option of its
// shape, replaces it; so does a value said to be where something lives
// ("are in the edge namespace") for the output's value of that role.
func TestPairsTerseOptionAndLocation(t *testing.T) {
	for _, c := range []struct{ prev, msg, wrong, right string }{
		{"Restore it with `pg_restore -a dump.sql`.", "`-c` 😅", "-a", "-c"},
		{"Tail the logs with `stern -n default web`.", "the web pods are in the frontend namespace", "default", "frontend"},
	} {
		p, ok := Extract(c.msg, c.prev)
		if !ok || p.Core != c.wrong || p.CoreRight != c.right {
			t.Errorf("Extract(%q, %q) = %q -> %q (%v), want %q -> %q", c.msg, c.prev, p.Core, p.CoreRight, ok, c.wrong, c.right)
		}
	}
	// Not where the message puts the value elsewhere.
	if p, ok := Extract("the web pods are not in the frontend namespace", "Tail the logs with `stern -n default web`."); ok && p.CoreRight == "frontend" {
		t.Errorf("paired %q -> %q from a negated location", p.Core, p.CoreRight)
	}
}

// A plain word put in another's place across two clauses: one rejects
// the old word, the next states the new one.
func TestPairsAcrossClauses(t *testing.T) {
	prev := "Point the job at the `stable` channel of the chart repo."
	for _, msg := range []string{
		"stable doesn't exist anymore, so it has to be edge",
		"stable was removed last month. use edge",
	} {
		p, ok := Extract(msg, prev)
		if !ok || p.Core != "stable" || p.CoreRight != "edge" {
			t.Errorf("%q: %q -> %q (%v), want stable -> edge", msg, p.Core, p.CoreRight, ok)
		}
	}
	// Not when the second clause speaks of something else.
	if p, ok := Extract("stable doesn't exist anymore, and the docs for edge are out of date", prev); ok && p.CoreRight == "edge" {
		t.Errorf("paired %q -> %q across unrelated clauses", p.Core, p.CoreRight)
	}
}

// A setting named by the message (its key, or its name in words) with
// the value it should have: the setting's value is replaced, its key
// kept, in the output's spelling.
func TestPairsNamedSetting(t *testing.T) {
	for _, c := range []struct{ prev, msg, wrong, right string }{
		{"Start it with `RAILS_ENV=staging` on the batch hosts.", `RAILS_ENV should be "production" there`, "RAILS_ENV=staging", "RAILS_ENV=production"},
		{"Run the worker with `LOG_FORMAT=TEXT` so the shipper can parse it.", "log format is json on every host", "LOG_FORMAT=TEXT", "LOG_FORMAT=JSON"},
		{"```yaml\nglobal:\n  scrape_interval: 15s\n  rule_interval: 15s\n```", "rule should be at 1m, like the other clusters", "rule_interval: 15s", "rule_interval: 1m"},
	} {
		p, ok := Extract(c.msg, c.prev)
		if !ok || p.Wrong != c.wrong || p.Right != c.right {
			t.Errorf("Extract(%q) = %q -> %q (%v), want %q -> %q", c.msg, p.Wrong, p.Right, ok, c.wrong, c.right)
		}
	}
	for _, c := range []struct{ prev, msg string }{
		// The setting itself said not to exist.
		{"Filter with `{team=\"search\"}` in the query.", "there's no team label here, the pipeline sets squad"},
		// A unit, not a value: the setting's value is a number.
		{"Set `retention: 7200` on the topic.", "retention is in seconds on this broker"},
		// A name that another setting shares.
		{"```yaml\nread_timeout: 5s\nread_timeout_ms: 5000\n```", "read should be 10s"},
	} {
		if p, ok := Extract(c.msg, c.prev); ok {
			t.Errorf("Extract(%q) = %q -> %q, want none", c.msg, p.Wrong, p.Right)
		}
	}
}

// A question that means "it is Y" states Y: "isn't it -c?", "shouldn't
// that be Y?"; the output's one option is replaced by its other spelling.
func TestPairsQuestionForm(t *testing.T) {
	prev := "Show the logs of one container with `kubectl logs web-0 --cont sidecar`."
	for _, msg := range []string{"isn't it `-c` for the container?", "shouldn't that be -c?"} {
		p, ok := Extract(msg, prev)
		if !ok || p.Wrong != "--cont" || p.Right != "-c" {
			t.Errorf("Extract(%q) = %q -> %q (%v), want --cont -> -c", msg, p.Wrong, p.Right, ok)
		}
	}
}

// Pieces of prose and values given to another option are not the fix;
// a deletion the message writes out in full is.
func TestPairsProseAndOtherOption(t *testing.T) {
	prev := "Watch it with `journalctl --unit backup-agent --follow`."
	if Plausible("--unit backup-agent", "--unit backup-agent-v2", "--user-unit backup-agent-v2. it runs as a user service", prev) {
		t.Error("kept --unit for a value the message gives to --user-unit")
	}
	p, ok := Extract("that shows the cluster-wide total and takes no name; per name it's QUOTA GET", "Run `kvctl QUOTA LIST tenant-7` to see one tenant's quota.")
	if ok && p.CoreRight == "cluster-wide" {
		t.Errorf("paired %q -> %q: an adjective of the prose", p.Wrong, p.Right)
	}
	if !Explicit("cfg.keys()", "cfg.keys", "`cfg.keys`, not `cfg.keys()` — it's a field", "Iterate over `cfg.keys()` to list them.") {
		t.Error("cfg.keys() -> cfg.keys, both written in the message, is not explicit")
	}
}

// The corrected code block of a message keeps the values it repeats: the
// new word it inserts does not replace its neighbour.
func TestPairsCodeBlockKeepsValues(t *testing.T) {
	prev := "Drop it without a long lock:\n```sql\nDROP INDEX idx_users_email;\n```"
	msg := "```sql\nDROP INDEX CONCURRENTLY idx_users_email;\n```"
	for _, p := range newContext(msg, prev).pairs() {
		if p.Core == "idx_users_email" {
			t.Errorf("paired %q -> %q: the message's code keeps %q", p.Wrong, p.Right, p.Core)
		}
	}
}

// A value stated twice in the output (as an option's value and as a
// variable's) is paired bare, so that both statements are fixed.
func TestPairsValueStatedTwice(t *testing.T) {
	prev := "```sh\nexport PGPORT=5433\npsql -h localhost -p 5433 app\n```"
	p, ok := Extract("the local postgres is on 5434 in the dev compose file", prev)
	if !ok || p.Wrong != "5433" || p.Right != "5434" {
		t.Errorf("Extract = %q -> %q (%v), want the bare 5433 -> 5434", p.Wrong, p.Right, ok)
	}
	// Once: the value keeps its option.
	p, ok = Extract("the local postgres is on 5434 in the dev compose file", "Connect with `psql -h localhost -p 5433 app`.")
	if !ok || p.Wrong != "-p 5433" {
		t.Errorf("Extract = %q -> %q (%v), want -p 5433 -> -p 5434", p.Wrong, p.Right, ok)
	}
}

// A name with a number that the message capitalises ("N2-Highmem-16")
// replaces the output's lower-case one of its shape, in the output's case.
func TestPairsCapitalisedName(t *testing.T) {
	p, ok := Extract("N2-Highmem-16 for the 128 GB", "Create it with `--machine-type n2-highmem-4`.")
	if !ok || p.Wrong != "--machine-type n2-highmem-4" || p.Right != "--machine-type n2-highmem-16" {
		t.Errorf("Extract = %q -> %q (%v), want --machine-type n2-highmem-4 -> --machine-type n2-highmem-16", p.Wrong, p.Right, ok)
	}
}

// A version and its tag ("3.0.0" and "v3.0.0") are one value: the message's
// one new version replaces it, not neither.
func TestPairsVersionAndTag(t *testing.T) {
	p, ok := Extract("it's a patch release, so 2.9.5", "Set `version` to `3.0.0` in `Cargo.toml` and push the tag `v3.0.0`.")
	if !ok || p.Core != "3.0.0" || p.CoreRight != "2.9.5" {
		t.Errorf("Extract = %q -> %q (%v), want 3.0.0 -> 2.9.5", p.Core, p.CoreRight, ok)
	}
}

// A value in a parenthetical aside qualifies the fix the main clause
// states; it is not another candidate ("6380 (6381 is the replica …)").
func TestPairsAsideIsNotTheFix(t *testing.T) {
	prev := "Point the worker at `cache-1:6379`."
	p, ok := Extract("the primary listens on 6380 (6381 is the replica, never write there)", prev)
	if !ok || p.CoreRight != "6380" {
		t.Errorf("Extract = %q -> %q (%v), want 6379 -> 6380", p.Core, p.CoreRight, ok)
	}
}
