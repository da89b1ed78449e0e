package typed

import "testing"

// A name that a message writes with the opening brace of its labels
// is the name alone.
func TestLexNameBeforeBrace(t *testing.T) {
	for _, a := range Lex(`alert when queue_depth_total{queue="jobs"} > 100`) {
		if a.Text == "queue_depth_total{" {
			t.Fatalf("the brace is read into the name: %+v", a)
		}
	}
}

// A range of versions is not replaced by a release the message names in
// words ("we're on Vue 3").
func TestRangeNotReplacedByRelease(t *testing.T) {
	p, ok := Extract("we're on Vue 3 everywhere", "```yaml\ndependencies:\n  vue: ^2.7.16\n```")
	if ok && p.Core == "^2.7.16" {
		t.Errorf("paired %q -> %q (%v), want no pair of the range", p.Wrong, p.Right, p.Why)
	}
}

func TestAdaptCaseWithDigits(t *testing.T) {
	for _, tt := range []struct{ right, wrong, want string }{
		{"es2020", "ES5", "ES2020"},
		{"rs256", "HS256", "RS256"},
		{"2022", "ES5", "2022"},
		{"es2020", "Es5", "es2020"},
	} {
		if got := adaptCase(tt.right, tt.wrong); got != tt.want {
			t.Errorf("adaptCase(%q, %q) = %q, want %q", tt.right, tt.wrong, got, tt.want)
		}
	}
}

// A setting the message writes with a new value (`--compress=zstd`) names
// its key again; that is no restatement of the output's value, when the
// output sets that key once and the message resets no other setting.
func TestSettingGivenAnotherValue(t *testing.T) {
	for _, tt := range []struct {
		name, msg, prev string
		wrong, right    string // wrong "" for no pair of notWrong
		notWrong        string
	}{
		{"flag=value", "--compress=zstd. the tool rejects lz",
			"```\narchiver --level=3 --compress=lz snapshot/\n```", "--compress=lz", "--compress=zstd", ""},
		{"the key set twice: no pair", "--compress=zstd. the tool rejects lz",
			"```\narchiver --compress=none meta/\narchiver --compress=lz snapshot/\n```", "", "", "--compress=none"},
		{"two settings reset: no pair", "--compress=zstd --level=9, the tool rejects lz",
			"```\narchiver --level=3 --compress=lz snapshot/\n```", "", "", "--compress=lz"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := Extract(tt.msg, tt.prev)
			switch {
			case tt.wrong == "" && ok && p.Wrong == tt.notWrong:
				t.Errorf("paired %q -> %q (%v), want no pair of it", p.Wrong, p.Right, p.Why)
			case tt.wrong != "" && (!ok || p.Wrong != tt.wrong || p.Right != tt.right):
				t.Errorf("got %q -> %q (%v, %v), want %q -> %q", p.Wrong, p.Right, ok, p.Why, tt.wrong, tt.right)
			}
		})
	}
}

func TestWithoutStar(t *testing.T) {
	for _, tt := range []struct{ right, core, wantRight string }{
		{"when: manual*", "manual*", "when: manual"},
		{"logs/*", "logs/*", "logs/*"},
		{"app-*", "app-*", "app-*"},
		{"**", "**", "**"},
	} {
		p := withoutStar(Pair{Wrong: "x", Core: "x", Right: tt.right, CoreRight: tt.core})
		if p.Right != tt.wantRight {
			t.Errorf("withoutStar(%q) = %q, want %q", tt.right, p.Right, tt.wantRight)
		}
	}
}

// A count the message gives of what a numeric setting counts ("needs 6
// shards") is that setting's new value.
func TestCountedSetting(t *testing.T) {
	for _, tt := range []struct {
		name, msg, prev string
		wrong, right    string // "" for no such pair
	}{
		{"count before the noun", "the cluster needs 6 shards, 3 is too few for the write load",
			"```yaml\nshardCount: 3\nregion: eu-north-1\n```", "shardCount: 3", "shardCount: 6"},
		{"plural key", "run it with 8 workers",
			"```ini\nworkers=4\ntimeout=30\n```", "workers=4", "workers=8"},
		{"the count that is wrong: no pair", "not 6 shards, that was the old plan",
			"```yaml\nshardCount: 3\n```", "", ""},
		{"two counts: no pair", "6 shards for prod, 2 shards for staging",
			"```yaml\nshardCount: 3\n```", "", ""},
		{"two naming parts: no pair", "give it 6 shards",
			"```yaml\nhotShardTarget: 3\n```", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newContext(tt.msg, tt.prev)
			ps := c.countedSettings()
			wantOnePair(t, ps, tt.wrong, tt.right)
		})
	}
}

// A line of the output's code block that the message restates with one
// word replaced is a command fixed; a run of prose that starts like the
// line, or changes its first word, is not.
func TestFencedLineRestated(t *testing.T) {
	for _, tt := range []struct {
		name, msg, prev string
		wrong, right    string // "" for no command pair
	}{
		{"one word replaced", "that version is gone on our switches, it has to be feature vrrpv3.",
			"Turn it on first:\n\n```\nfeature vrrp\ninterface Vlan20\n```", "feature vrrp", "feature vrrpv3"},
		{"prose starting like the line", "keep the RUN lines together, the cached layers go stale",
			"```dockerfile\nRUN apk update\nRUN apk add git\n```", "", ""},
		{"another first word", "the slow `npm ci` step is what we cache",
			"```yaml\nrun npm ci\n```", "", ""},
		{"a setting line is read by its key", "limit should be 40 here",
			"```ini\nlimit = 20\n```", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newContext(tt.msg, tt.prev)
			var got []Pair
			for _, p := range c.commands() {
				if hasWhy(p, whyCommand) {
					got = append(got, p)
				}
			}
			wantOnePair(t, got, tt.wrong, tt.right)
		})
	}
}

// A call of the output's code whose function the message says is wrong,
// or says what it does, is the same call of the one function the message
// states as a call.
func TestRenamedCall(t *testing.T) {
	for _, tt := range []struct {
		name, msg, prev string
		wrong, right    string // "" for no such pair
	}{
		{"function renamed", "SYSDATE() returns the server clock with a time part. The report needs CURRENT_DATE().",
			"```sql\nSELECT order_id FROM orders WHERE placed_on = SYSDATE();\n```", "SYSDATE()", "CURRENT_DATE()"},
		{"method of a named receiver", "keys() gives a view, for a copy you want copy()",
			"```python\nsnapshot = config.keys()\n```", "config.keys()", "config.copy()"},
		{"called on the result: no pair", "open() returns a handle. .close() it when done",
			"```python\nfh = files.open()\n```", "", ""},
		{"a method of an expression: no pair", "getMonth() is zero-based, use getUTCMonth()",
			"```js\nconst m = new Date().getMonth();\n```", "", ""},
		{"spoken of in prose: no pair", "SYSDATE() is the session's clock here, CURRENT_DATE() is what the report needs",
			"Yes, `SYSDATE()` gives today's date.", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newContext(tt.msg, tt.prev)
			ps := c.renamedCalls()
			wantOnePair(t, ps, tt.wrong, tt.right)
		})
	}
}

// wantOnePair checks that ps is the one pair wrong → right, or empty when
// wrong is "".
func wantOnePair(t *testing.T, ps []Pair, wrong, right string) {
	t.Helper()
	switch {
	case wrong == "" && len(ps) > 0:
		t.Errorf("paired %q -> %q, want none", ps[0].Wrong, ps[0].Right)
	case wrong != "" && (len(ps) != 1 || ps[0].Wrong != wrong || ps[0].Right != right):
		t.Errorf("got %+v, want %q -> %q", ps, wrong, right)
	}
}
