package typed

import "testing"

// A message that states one new name, built like one name of the output
// with one part changed (its first, its last or one inside), replaces that
// name: the user did not say which value was wrong, the shape of the name
// does.
func TestSiblingName(t *testing.T) {
	for _, tt := range []struct {
		name, msg, prev string
		core, right     string // "" for no pair
	}{
		{"last part", "there's no such package on the feed, it's Acme.Toolkit.Console",
			"Install it with `choco install Acme.Toolkit.Cli -y` on each agent.", "Acme.Toolkit.Cli", "Acme.Toolkit.Console"},
		{"first part", "we renamed that setting last sprint, it's body_limit",
			"Raise `upload_limit` in `server.toml`, then restart the gateway.", "upload_limit", "body_limit"},
		{"path leaf", "the runbooks live in ops/runbooks/storage now",
			"See `ops/runbooks/legacy` for the disk alerts.", "ops/runbooks/legacy", "ops/runbooks/storage"},
		{"two built alike: no pair", "it's App.Settings.Read",
			"Call `App.Settings.Load` at start and `App.Settings.Save` on exit.", "", ""},
		{"a unit changed: the value changes with it", "the key is max_wait_us",
			"```yaml\nmax_wait_ms: 50\n```", "", ""},
		{"added beside: no pair", "the service account also needs App.Roles.Writer",
			"Grant `App.Roles.Reader` to the service account.", "", ""},
		{"inner part", "that key doesn't exist, it's ledger_export_daily_jobs",
			"Set `ledger_import_daily_jobs` to 4 in the scheduler config.", "ledger_import_daily_jobs", "ledger_export_daily_jobs"},
		{"two built alike inside: no pair", "use http_requests_failed_total",
			"Alert on `http_requests_served_total` over `http_requests_dropped_total`.", "", ""},
		{"digits inside: no pair", "it's report_2025_final",
			"Open `report_2024_final` in the shared drive.", "", ""},
		{"a piece of a larger value: no pair", "the feed is https://pkgs.example.org/nuget/team-internal/",
			"```\nnuget sources add -Name corp-internal -Source https://old.example.org/feed/\n```", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := Extract(tt.msg, tt.prev)
			got := hasSiblingPair(p, ok)
			switch {
			case tt.core == "" && got:
				t.Errorf("paired %q -> %q by a sibling, want no such pair", p.Core, p.CoreRight)
			case tt.core != "" && (!ok || p.Core != tt.core || p.CoreRight != tt.right):
				t.Errorf("got %q -> %q (%v, %v), want %q -> %q", p.Core, p.CoreRight, ok, p.Why, tt.core, tt.right)
			}
		})
	}
}

func hasSiblingPair(p Pair, ok bool) bool { return ok && hasWhy(p, whySibling) }

// Other evidence that pairs the right value with another value of the
// output as surely wins over a name built like it.
func TestSiblingsLast(t *testing.T) {
	sib := Pair{Core: "deploy-prod", CoreRight: "deploy-pool", Score: 0.72, Why: []string{whySibling}}
	slot := Pair{Core: "ubuntu-latest", CoreRight: "deploy-pool", Score: 0.77, Why: []string{whySlot}}
	weak := Pair{Core: "ubuntu-latest", CoreRight: "deploy-pool", Score: 0.65, Why: []string{whySlot}}
	if got := siblingsLast([]Pair{sib, slot}); len(got) != 1 || got[0].Core != "ubuntu-latest" {
		t.Errorf("sibling kept against stronger evidence: %+v", got)
	}
	if got := siblingsLast([]Pair{sib, weak}); len(got) != 2 {
		t.Errorf("sibling dropped against weaker evidence: %+v", got)
	}
}

func TestExtendsName(t *testing.T) {
	for _, tt := range []struct {
		name, short string
		want        bool
	}{
		{"nginx-internal", "nginx", true},
		{"shop-checkout", "checkout", true},
		{"nginxinternal", "nginx", false},
		{"nginx", "nginx", false},
		{"", "", false},
	} {
		if got := extendsName(tt.name, tt.short); got != tt.want {
			t.Errorf("extendsName(%q, %q) = %v, want %v", tt.name, tt.short, got, tt.want)
		}
	}
}

func TestSharedParts(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		n    int
	}{
		{"Dispatchers.Default", "Dispatchers.IO", 1},
		{"GlobalScope.launch", "viewModelScope.launch", 1},
		{"io.acme.app.staging", "io.acme.app.qa", 3},
		{"$CI_MERGE_REQUEST_ID", "$CI_MERGE_REQUEST_IID", 4},
		{"DispatchQueue.global", "DispatchQueue.main.async", 0}, // another depth
		{"UV_HTTP_BASIC_X_PASSWORD", "UV_INDEX_X_PASSWORD", 0},  // a middle part
		{"2027-02-26", "2027-02-24", 0},                         // digits
		{"timeout_ms", "timeout_seconds", 0},                    // a unit
		{`\\fs01\Shared`, `\\fs02\Dept`, 0},                     // two parts changed
	} {
		if n, _ := sharedParts(tt.a, tt.b); n != tt.n {
			t.Errorf("sharedParts(%q, %q) = %d, want %d", tt.a, tt.b, n, tt.n)
		}
	}
}
