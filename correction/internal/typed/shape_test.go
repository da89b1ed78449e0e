package typed

import (
	"strings"
	"testing"
)

// A number with thousands separators is one number, of any size.
func TestClassifyGroupedNumbers(t *testing.T) {
	for _, s := range []string{"300,000", "4,294,967,296", "12,345.75"} {
		if k := classify(s); k != Number {
			t.Errorf("classify(%q) = %v, want number", s, k)
		}
	}
	for _, s := range []string{"1,2,3", "10,20", "1234,567", "ab,cde"} {
		if k := classify(s); k == Number {
			t.Errorf("classify(%q) = number, want a list", s)
		}
	}
}

// A compound name is spelled one way only: its other inflection is the
// mistake. A plain word's plural is not a correction of it.
func TestPlausibleCompoundInflection(t *testing.T) {
	cases := []struct {
		wrong, right, msg, prev string
		want                    bool
	}{
		{"X-Forwarded-Hosts", "X-Forwarded-Host", "the header is X-Forwarded-Host, singular",
			"Read the `X-Forwarded-Hosts` header behind the proxy.", true},
		{"max_worker", "max_workers", "it's max_workers in the config",
			"Set `max_worker = 8` in the pool section.", true},
		{"retryPolicy", "retryPolicies", "the key is retryPolicies now",
			"Add a `retryPolicy` block to the service.", true},
		// Plain words: never.
		{"bucket", "buckets", "you need two `buckets` for that",
			"Create a `bucket` per region.", false},
	}
	for _, c := range cases {
		if got := Plausible(c.wrong, c.right, c.msg, c.prev); got != c.want {
			t.Errorf("Plausible(%q -> %q) = %v, want %v", c.wrong, c.right, got, c.want)
		}
	}
}

// A command of several words that the message spells out whole is one
// value: its changed word is not a word of the prose.
func TestPlausibleWholeCommandOfWords(t *testing.T) {
	prev := "Start it with `yarn run serve` from the repo root."
	if !Plausible("yarn run serve", "yarn run dev", "the package has no serve script. yarn run dev", prev) {
		t.Errorf("yarn run serve -> yarn run dev, spelled whole in the message, is not plausible")
	}
	// The changed word only as prose, the right command never spelled out.
	if Plausible("yarn run serve", "yarn run fresh", "you want a fresh run there", prev) {
		t.Errorf("a prose word made into a command is plausible")
	}
}

// A name with a part put in ("read_timeout" → "read_header_timeout") is
// the message's correction of the output's name; a prefix alone is not
// one (a truncation).
func TestPairsSplicedName(t *testing.T) {
	prev := "Raise `read_timeout_ms` in the listener section."
	ps := Pairs("the setting is read_header_timeout_ms", prev)
	if len(ps) == 0 || ps[0].Wrong != "read_timeout_ms" || ps[0].Right != "read_header_timeout_ms" {
		t.Errorf("pairs %+v, want read_timeout_ms -> read_header_timeout_ms", ps)
	}
	for _, c := range []struct {
		long, short string
		want        bool
	}{
		{"clientmaxbodysize", "clientbodysize", true},
		{"readtimeoutms", "readtimeout", false}, // a suffix: extends, not a splice
		{"xreadtimeout", "readtimeout", false},  // a prefix
		{"abxcd", "abcd", false},                // too short
	} {
		if got := splice(c.long, c.short); got != c.want {
			t.Errorf("splice(%q, %q) = %v, want %v", c.long, c.short, got, c.want)
		}
	}
}

// A "label: value" of the prose whose label the output does not have is
// a label and a value: the value pairs with the output's.
func TestPairsProseLabel(t *testing.T) {
	prev := "Set `cache_ttl_sec` in the worker config."
	ps := Pairs("wrong name: cache_ttl_seconds", prev)
	if len(ps) == 0 || ps[0].Wrong != "cache_ttl_sec" || ps[0].Right != "cache_ttl_seconds" {
		t.Errorf("pairs %+v, want cache_ttl_sec -> cache_ttl_seconds", ps)
	}
}

// Commands restated by the message: a command of plain words shown as
// code is a value; a terse head of the command with one word changed
// pairs with the output's head; "sudo" is not the program; words after
// an article are a noun phrase, not a command.
func TestPairsCommands(t *testing.T) {
	cases := []struct {
		msg, prev, wrong, right string
	}{
		{"that removes volumes. You want docker network prune.", "Run `docker volume prune`.", "docker volume prune", "docker network prune"},
		{"yarn add", "`yarn install lodash`", "yarn install", "yarn add"},
		{"snap refresh --hold lxd, so it stays put", "Run `sudo snap refresh lxd`.", "refresh lxd", "refresh --hold lxd"},
	}
	for _, c := range cases {
		ps := Pairs(c.msg, c.prev)
		if len(ps) == 0 || ps[0].Wrong != c.wrong || ps[0].Right != c.right {
			t.Errorf("Pairs(%q, %q) = %+v, want %q -> %q", c.msg, c.prev, ps, c.wrong, c.right)
		}
	}
	for _, p := range Pairs("toml is the import name, the package is tomli", "Then `import toml` in the script.") {
		if p.Right == "import name" {
			t.Errorf("paired a noun phrase: %+v", p)
		}
	}
}

// A quoted value the message names without its quotes is the one it
// speaks of: the message's quoted value replaces it.
func TestPairsQuotedNamedBare(t *testing.T) {
	prev := "`SELECT now() AT TIME ZONE 'PST' FROM jobs;`"
	ps := Pairs("PST is a fixed -08:00 offset, daylight time comes out an hour off. Use 'America/Los_Angeles'.", prev)
	if len(ps) == 0 || ps[0].Wrong != "'PST'" || ps[0].Right != "'America/Los_Angeles'" {
		t.Errorf("pairs %+v, want 'PST' -> 'America/Los_Angeles'", ps)
	}
}

// A value the output has elsewhere is new after an option the output
// gives another value: "-n ledger" for "-n default ... app=ledger".
func TestPairsValueNewForItsOption(t *testing.T) {
	prev := "`kubectl rollout restart deploy/ledger-api -n default -l app=ledger`"
	ps := Pairs("ledger runs in its own namespace: -n ledger", prev)
	if len(ps) == 0 || ps[0].Wrong != "-n default" || ps[0].Right != "-n ledger" {
		t.Errorf("pairs %+v, want -n default -> -n ledger", ps)
	}
	if optionBefore("use -n ledger", 7) != "-n" || optionBefore("use ledger", 4) != "" || optionBefore("a --region=x y", 13) != "" {
		t.Errorf("optionBefore")
	}
}

// The message naming the right value that extends the wrong one
// ("node:20-alpine" for "node:20") does not restate the wrong one.
func TestPlausibleExtendedTag(t *testing.T) {
	prev := "```dockerfile\nFROM node:20\n```"
	if !Plausible("node:20", "node:20-alpine", "our base images are node:20-alpine, the full one is too big", prev) {
		t.Errorf("node:20 -> node:20-alpine is not plausible")
	}
	// Where the typed alignment does not find it, the check itself must
	// not read "ruby:3.3" inside "ruby:3.3-slim" as a restatement.
	if !Plausible("ruby:3.3", "ruby:3.3-slim", "switch to ruby:3.3-slim, the full image takes ages to pull", "```dockerfile\nFROM ruby:3.3\n```") {
		t.Errorf("ruby:3.3 -> ruby:3.3-slim is not plausible")
	}
	if wholeIndex("on node:20-alpine", "node:20") != -1 || wholeIndex("on node:20, not", "node:20") != 3 || wholeIndex("node:20.", "node:20") != 0 {
		t.Errorf("wholeIndex")
	}
}

// A mapping of two numbers, or a large number with its separators, is
// not a weak value: it says more than a magnitude.
func TestPlausibleStructuredNumbers(t *testing.T) {
	prev := "Run `kubectl port-forward svc/api 80:8080 -n web`."
	if !Plausible("80:8080", "8080:80", "the order is local:remote, so 8080:80", prev) {
		t.Errorf("80:8080 -> 8080:80 is not plausible")
	}
	for _, c := range []struct {
		s    string
		want bool
	}{{"8080:80", true}, {"1,073,741,824", true}, {"5:30", false}, {"300,000", false}, {"42", false}} {
		if got := structuredNumber(c.s); got != c.want {
			t.Errorf("structuredNumber(%q) = %v", c.s, got)
		}
	}
}

// A key renamed by the message, which also names the old key ("the
// runner wants needs: lint, after is ignored"), where the prose lexer
// does not read the message's "needs: lint" as a pair.
func TestPairsRenamedKey(t *testing.T) {
	prev := "Add `after: lint` to the job."
	ps := Pairs("that's not a key here, the runner wants needs: lint, after is ignored", prev)
	if len(ps) == 0 || ps[0].Wrong != "after: lint" || ps[0].Right != "needs: lint" {
		t.Errorf("pairs %+v, want after: lint -> needs: lint", ps)
	}
	// The old key not named: no pair on the value alone.
	for _, p := range Pairs("the runner wants needs: lint there", prev) {
		if p.Right == "needs: lint" {
			t.Errorf("paired a key the message does not rename: %+v", p)
		}
	}
}

// Pairs that would write what the user did not: an elided right ("…"),
// a wrong that starts with an article, a value of another shape that only
// shares the role, a same-shaped name the message only describes.
func TestPairsRejectWeakEvidence(t *testing.T) {
	cases := []struct{ msg, prev, badRight string }{
		{"the quantile is a fraction: quantile_over_time(0.95, ...)", "`quantile_over_time(95, latency_seconds[5m])`", "quantile_over_time(0.95, ...)"},
		{"we shard events over a 24-partition topic, the consumer group reads them all", "Run `kcat -C -t --topic events`.", "--topic 24-partition"},
		{"edge-proxy is a Deployment. the ingress-nginx controller routes to it", "`kubectl rollout restart ds/edge-proxy`", "ingress-nginx"},
	}
	for _, c := range cases {
		for _, p := range Pairs(c.msg, c.prev) {
			if p.Right == c.badRight || strings.Contains(p.Right, c.badRight) {
				t.Errorf("Pairs(%q) paired %q -> %q (%v)", c.msg, p.Wrong, p.Right, p.Why)
			}
		}
	}
	if !elided("f(1, ...)") || !elided("a…") || elided("f(1, 2)") || elided("{ ...original }") || elided("[...items, x]") ||
		!articled("the mysql") || articled("theme") {
		t.Errorf("elided/articled")
	}
	// However a pair was found, these are never applied.
	for _, c := range [][2]string{
		{"quantile_over_time(95, x[5m])", "quantile_over_time(0.95, ...)"},
		{"app", "our shipper labels every stream with service"},
	} {
		if Replaceable(c[0], c[1]) {
			t.Errorf("Replaceable(%q, %q)", c[0], c[1])
		}
	}
	for _, c := range [][2]string{{"= original;", "= { ...original };"}, {"docker image prune", "docker container prune"}, {"app", "service"}} {
		if !Replaceable(c[0], c[1]) {
			t.Errorf("not Replaceable(%q, %q)", c[0], c[1])
		}
	}
}

// A method word inside the message's call ("reset()") is part of a value,
// not a word of the prose.
func TestPlausibleCallWord(t *testing.T) {
	prev := "Call `buf.clear()` before the next frame."
	if !Plausible("buf.clear()", "buf.reset()", "clear frees the backing array every frame. reset() keeps it for reuse", prev) {
		t.Errorf("buf.clear() -> buf.reset() is not plausible")
	}
}

// A command head restated in another order, its arguments left out:
// the pair is the head, never the whole line cut short.
func TestPairsCommandHeadReordered(t *testing.T) {
	ps := Pairs("-q is a global option, it goes first: rsync -q -a", "Run `rsync -a -q ./site/ web:/srv/www/`.")
	for _, p := range ps {
		if strings.Contains(p.Wrong, "./site/") && !strings.Contains(p.Right, "./site/") {
			t.Errorf("the pair drops the arguments: %q -> %q", p.Wrong, p.Right)
		}
	}
	if len(ps) == 0 || ps[0].Wrong != "rsync -a -q" || ps[0].Right != "rsync -q -a" {
		t.Errorf("pairs %+v, want rsync -a -q -> rsync -q -a", ps)
	}
}

// A status code with its name changes with it, and a number after the
// sentence's first word ("Return 401.") is not a tool's version.
func TestPairsNumberWithItsName(t *testing.T) {
	ps := Pairs("it's 409 Conflict when the row already exists", "The API answers 400 Bad Request for a duplicate.")
	if len(ps) == 0 || ps[0].Wrong != "400 Bad Request" || ps[0].Right != "409 Conflict" {
		t.Errorf("pairs %+v, want 400 Bad Request -> 409 Conflict", ps)
	}
	ps = Pairs("410. the resource is gone for good, not just missing", "Return 404.")
	if len(ps) == 0 || ps[0].Wrong != "404" || ps[0].Right != "410" {
		t.Errorf("pairs %+v, want 404 -> 410", ps)
	}
	// One side names it, the other does not: nothing to write for sure.
	for _, p := range Pairs("it's 409 when the row already exists", "The API answers 400 Bad Request for a duplicate.") {
		if p.Wrong == "400" {
			t.Errorf("a number paired without its name: %+v", p)
		}
	}
	if labelAfter("x 404 Not Found.", 5) != "Not Found" || labelAfter("x 404 for y", 5) != "" || !sentenceInitial("Hi. Return 4", 4) || sentenceInitial("we Return 4", 3) {
		t.Errorf("labelAfter/sentenceInitial")
	}
}

// An answer that was one value, and a message stating one new value of its
// shape: that is the pair.
func TestPairsWholeAnswer(t *testing.T) {
	ps := Pairs("it's Micrometer here: http_server_requests_seconds_count", "`api_calls_total`")
	if len(ps) == 0 || ps[0].Wrong != "api_calls_total" || ps[0].Right != "http_server_requests_seconds_count" {
		t.Errorf("pairs %+v", ps)
	}
	if !wholeAnswer("`x_y`.", Atom{Text: "x_y"}) || wholeAnswer("use `x_y` here", Atom{Text: "x_y"}) {
		t.Errorf("wholeAnswer")
	}
}

// A program whose hyphen the message writes as a space is renamed; the
// output's files that carry the old name are not the program.
func TestPairsHyphenProgram(t *testing.T) {
	ps := Pairs("the standalone binary is gone, it's docker buildx build now", "Run `docker-buildx build -t app .`")
	if len(ps) == 0 || ps[0].Wrong != "docker-buildx" || ps[0].Right != "docker buildx" {
		t.Errorf("pairs %+v, want docker-buildx -> docker buildx", ps)
	}
}

// A terse message naming a function or a macro replaces the callee of the
// output's one call, arguments kept; a macro for a macro only.
func TestPairsTerseCallee(t *testing.T) {
	prev := "Log it with `warn!(\"retrying {n}\")`."
	ps := Pairs("tracing::warn!", prev)
	for _, p := range ps {
		if p.Right == "tracing::warn!(\"retrying {n}\")" || p.Wrong == p.Right {
			t.Errorf("a path for a macro: %+v", p)
		}
	}
	ps = Pairs("log_warn!", prev)
	if len(ps) == 0 || ps[0].Right != "log_warn!(\"retrying {n}\")" {
		t.Errorf("pairs %+v, want warn!(…) -> log_warn!(…)", ps)
	}
	for _, p := range Pairs("right", prev) {
		t.Errorf("a prose word as a callee: %+v", p)
	}
	for _, p := range Pairs("log_warn", prev) {
		t.Errorf("a function for a macro: %+v", p)
	}
}

// A right side that only drops a value the wrong side has, or splices a
// Windows path into a POSIX one, is never applied; a regular expression's
// escape is not a Windows path.
func TestReplaceableDropsAndSplices(t *testing.T) {
	for _, c := range [][2]string{
		{"--set replicas:3", "--set replicas"},
		{"-e 's/old/new/'", "-e ''"},
		{"env/bin/python", "env\\Scripts\\python/bin/python"},
	} {
		if Replaceable(c[0], c[1]) {
			t.Errorf("Replaceable(%q, %q)", c[0], c[1])
		}
	}
	for _, c := range [][2]string{
		{"/.csv$/", "/\\.csv$/"},
		{"--set replicas:3", "--set replicas=3"},
		{"-e 's/old/new/g'", "-E 's/old/new/g'"},
	} {
		if !Replaceable(c[0], c[1]) {
			t.Errorf("not Replaceable(%q, %q)", c[0], c[1])
		}
	}
}

// A bare "--" between spaces in prose is a dash, not the end of a
// command's options: the value before it is whole. In a command it stays
// the option marker.
func TestProseDash(t *testing.T) {
	p, ok := Extract("/srv/app/shared/uploads/ -- /tmp is wrong for that, it is cleared on reboot", "Keep them in `/tmp/app/uploads/`.")
	if !ok || p.Wrong != "/tmp/app/uploads/" || p.Right != "/srv/app/shared/uploads/" {
		t.Errorf("dash: got %+v, %v; want /tmp/app/uploads/ -> /srv/app/shared/uploads/", p, ok)
	}
	c := newContext("run it as go test ./... -- -update", "Run `go test ./...` to refresh the goldens.")
	for j, a := range c.ma {
		if a.Text == "--" && c.dash(j) {
			t.Errorf("the option marker of %q read as a dash", c.msg)
		}
	}
}

// A value the message says is refused or fails ("memory: 2Gi gets
// rejected") is the wrong side of the pair, even restated whole.
func TestOutcomeMarksWrong(t *testing.T) {
	prev := "Request `memory: 2Gi` for the worker."
	msg := "the namespace quota caps pods at 1Gi, memory: 2Gi gets rejected"
	if !Plausible("memory: 2Gi", "memory: 1Gi", msg, prev) {
		t.Errorf("memory: 2Gi -> memory: 1Gi not plausible for %q", msg)
	}
}

// A right call the message chains further is the whole chain; a chain
// that follows the wrong call in the output as well is not the fix.
func TestWholeChain(t *testing.T) {
	for _, c := range []struct{ msg, prev, wrong, right, want string }{
		{"that gives the UTC offset. time.Now().UTC().Format(time.RFC3339) is what you want", "Use `time.Now().Format(time.RFC3339)`.",
			"time.Now()", "time.Now().UTC()", "time.Now().UTC()"}, // the output chains Format too
		{"s.trim().toLowerCase() please", "Call `s.toLowerCase()`.", "s.toLowerCase()", "s.trim()", "s.trim().toLowerCase()"},
		{"group by region: df.groupby('region').sum()", "`df.groupby('city').sum()`", "df.groupby('city')", "df.groupby('region')", "df.groupby('region')"},
		{"use items.size() here", "`items.length()`", "items.length()", "items.size()", "items.size()"},
		{"it's v2.3.1 now", "`v2.3.0`", "v2.3.0", "v2", "v2"},
	} {
		if got := WholeChain(c.msg, c.prev, c.wrong, c.right); got != c.want {
			t.Errorf("WholeChain(%q, %q) = %q, want %q", c.msg, c.right, got, c.want)
		}
	}
}

// A right side that runs past a sentence's end or holds a contracted
// word of prose is not a value: never substituted.
func TestReplaceableStopsAtProse(t *testing.T) {
	for _, c := range []struct {
		wrong, right string
		want         bool
	}{
		{"a + b", "SUM(a, b). +", false},
		{"s3:::logs", "won't match. s3:::logs/*", false},
		{"NOT NULL col", "NOT NULL isn't", false},
		{"v1.2.3", "v1.2.4", true},
		{"echo hi", `echo "it's fine"`, true}, // inside quotes: a string of code
		{"os.getenv('X')", "os.environ['X']", true},
	} {
		if got := Replaceable(c.wrong, c.right); got != c.want {
			t.Errorf("Replaceable(%q, %q) = %v, want %v", c.wrong, c.right, got, c.want)
		}
	}
}

// Kubernetes quantities (512Mi, 2Gi) are numbers with a size unit; a
// weekday is replaced by a weekday and a month by a month only.
func TestQuantitiesAndCalendarNames(t *testing.T) {
	for _, s := range []string{"512Mi", "2Gi", "64Ki"} {
		if k := classify(s); k != Number {
			t.Errorf("classify(%q) = %v, want number", s, k)
		}
	}
	w := Atom{Text: "Tuesday", Kind: Word}
	if compatible(Atom{Text: "release", Kind: Word}, w) {
		t.Error("a plain word replaces a weekday")
	}
	if !compatible(Atom{Text: "Wednesday", Kind: Word}, w) {
		t.Error("a weekday does not replace a weekday")
	}
}

// "that's X, we use Y" names what the output said before the fix: the
// restated wrong value is not asserted.
func TestThatsNamesTheWrongSide(t *testing.T) {
	prev := "Base it on `node:20-bullseye`, the full image."
	msg := "that's node:20-bullseye, we build on node:20-bookworm-slim"
	if !Plausible("node:20-bullseye", "node:20-bookworm-slim", msg, prev) {
		t.Errorf("node:20-bullseye -> node:20-bookworm-slim not plausible for %q", msg)
	}
}

// A plain word is a right value only where the message states it as one
// (or gives it to an option): "renamed master to trunk last year" is not
// "year", and "trunk" is not an adjective of "last".
func TestPlainWordStatedAsRight(t *testing.T) {
	p, ok := Extract("we moved the default branch from develop to mainline last month", "Run `git checkout develop && git pull`.")
	if ok && p.CoreRight != "mainline" {
		t.Errorf("Extract = %+v, want mainline or nothing", p)
	}
	if p, ok := Extract("No, Lookup should return null, not an error", "When the cache is cold, Lookup should return an error."); !ok || p.CoreRight != "null" {
		t.Errorf("Extract = %+v, %v; want null, said in place of an error", p, ok)
	}
	if p, ok := Extract("it runs in its own namespace: -n billing", "`kubectl get pods -n default`"); !ok || p.CoreRight != "billing" {
		t.Errorf("Extract = %+v, %v; want billing after -n", p, ok)
	}
}

// A number and a version are different quantities: a port is not
// replaced by a platform version, nor a major version by a tag, nor any
// value by the version of a tool the message names.
func TestNumericSwapRejected(t *testing.T) {
	for _, c := range []struct{ wrong, right, msg, prev string }{
		{"containerPort: 8443", "containerPort: 1.29", "the cluster is on 1.29 now, 8443 is the old port", "`containerPort: 8443`"},
		{"python-version: 3", "python-version: v5", "setup-python@v4 is deprecated, use v5", "```yaml\n- uses: actions/setup-python@v4\n  with:\n    python-version: 3\n```"},
		{"//cache:6380/0", "//cache:7/0", "that's the redis 7 setting, the port is fine", "`redis://cache:6380/0`"},
		{"//db:3307/app", "//db:8/app", "useLegacy is the old driver 8 flag, drop it", "`jdbc:mysql://db:3307/app?useLegacy=true`"},
	} {
		if !numericSwap(c.wrong, c.right, c.msg, newContext(c.msg, c.prev)) || Plausible(c.wrong, c.right, c.msg, c.prev) {
			t.Errorf("%q -> %q plausible for %q", c.wrong, c.right, c.msg)
		}
	}
	if !Plausible("timeout: 30000", "timeout: 30", "timeout is in seconds, 30000 won't deploy — timeout: 30", "```yaml\ntimeout: 30000\n```") {
		t.Error("a number for a number rejected")
	}
}

// An option's one-letter spelling and its long form are one option: the
// message that says the short one does not exist gives the long one.
func TestShortOptionForLong(t *testing.T) {
	p, ok := Extract("--force, there's no -f short option on gsutil rm", "Delete them with `gsutil rm gs://tmp-exports/** -f`.")
	if !ok || p.Wrong != "-f" || p.Right != "--force" {
		t.Errorf("Extract = %+v, %v; want -f -> --force", p, ok)
	}
	if shortForLong("-f", "--recursive") || !shortForLong("--force", "-f") {
		t.Error("shortForLong")
	}
}

func TestClauseShapedAndRequirement(t *testing.T) {
	for _, c := range []struct {
		wrong, right string
		want         bool
	}{
		{"stage", "queue is ingest-stage", true},
		{"us-east-1", "bucket lives in eu-west-1", true},
		{"stage", "ingest-stage", false},
		{"npm start", "npm run dev", false},
		{"x is 1", "x is 2", false}, // both sides say it
	} {
		if got := ClauseShaped(c.wrong, c.right); got != c.want {
			t.Errorf("ClauseShaped(%q, %q) = %v, want %v", c.wrong, c.right, got, c.want)
		}
	}
	for _, c := range []struct {
		message, value string
		want           bool
	}{
		{"generated columns are 12+, we're on 11", "12", true},
		{"that syntax needs 3.10, the image has 3.8", "3.10", true},
		{"requires v2.4 or later", "2.4", true},
		{"works on 8.0 or newer only", "8.0", true},
		{"it's 3.12 now, not 3.11", "3.12", false},
		{"we need 3 replicas, not 2", "3", false},
		{"needs 3.10, not 3.1", "3.1", false}, // the other value
	} {
		if got := Requirement(c.message, c.value); got != c.want {
			t.Errorf("Requirement(%q, %q) = %v, want %v", c.message, c.value, got, c.want)
		}
	}
}

// A path the message writes whole is the fix, even where it differs from
// the taught path by more than the segment the pair aligned.
func TestPathWrittenWhole(t *testing.T) {
	p, ok := Extract("the buckets were split per env: gs://acme-prod-backups/daily/ now, no env folder inside", "Copy it with `gsutil cp dump.sql gs://acme-backups/prod/daily/`.")
	if !ok || p.Right != "gs://acme-prod-backups/daily/" {
		t.Errorf("Extract = %+v, %v", p, ok)
	}
}

// A message that writes the fixed value whole ("sentry.de") makes the
// pair plausible although a prose word spells its changed part before a
// noun ("DE site"); a plain word written whole does not.
func TestStatedWhole(t *testing.T) {
	prev := "```yaml\nauth_token: ${SENTRY_TOKEN}\nsite: sentry.com\ndebug: true\n```"
	if !Plausible("site: sentry.com", "site: sentry.de", "DE site. sentry.de.", prev) {
		t.Error("the value written whole was not taken")
	}
	if Plausible("mode=fast", "mode=write", "fast mode is gone. write the file first", "```\nrun mode=fast\n```") {
		t.Error("a prose word was taken for the value")
	}
}

// A right side the message writes whole, continuing the wrong value's name
// past a separator ("libpq-client-16" for "libpq-client-13"), names the
// value it replaces even where the output holds others of that shape.
func TestStatedRightNamesWrong(t *testing.T) {
	prev := "```dockerfile\nRUN apt-get install -y libpq-client-13 curl-7 jq\n```"
	if !Plausible("libpq-client-13", "libpq-client-16", "the db is on 16 since spring, so libpq-client-16", prev) {
		t.Error("the continued name was not taken")
	}
	if Plausible("curl-7", "valkey-8", "we moved to valkey, so valkey-8", "```dockerfile\nRUN apt-get install -y redis-7 curl-7 jq\n```") {
		t.Error("a value that shares no name was taken among others of its shape")
	}
}

// A value the message says lacks something ("leaf.pem has no
// intermediate") is the wrong one, not restated as right.
func TestLackIsNegative(t *testing.T) {
	msg := "Point it at chain.pem; leaf.pem has no intermediate and old phones reject it."
	c := newContext(msg, "ssl_certificate /etc/ssl/leaf.pem;")
	for i, a := range c.ma {
		if a.Text == "leaf.pem" && c.msgPol[i] != Negative {
			t.Errorf("leaf.pem: polarity %v, want negative", c.msgPol[i])
		}
	}
}

// A value a rule forbids ("varchar(n) is banned") or the fix takes away
// ("drop the BEGIN/COMMIT") is the wrong one.
func TestForbiddenAndRemovedAreNegative(t *testing.T) {
	for _, c := range []struct{ msg, prev, value string }{
		{"we use text in postgres, varchar(n) is banned by the linter", "email VARCHAR(255) NOT NULL", "varchar(n)"},
		{"it can't run in a transaction, drop the BEGIN/COMMIT and mark it non-transactional", "BEGIN;\nCREATE INDEX CONCURRENTLY i ON t (c);\nCOMMIT;", "BEGIN/COMMIT"},
	} {
		ctx := newContext(c.msg, c.prev)
		found := false
		for i, a := range ctx.ma {
			if strings.EqualFold(a.Text, c.value) {
				found = true
				if ctx.msgPol[i] != Negative {
					t.Errorf("%s in %q: polarity %v, want negative", a.Text, c.msg, ctx.msgPol[i])
				}
			}
		}
		if !found {
			t.Errorf("%q: no atom %q in %v", c.msg, c.value, ctx.ma)
		}
	}
}

// A setting's name in words said of another value ("setup-node@v3 runs
// on node16") is that value's property, not the runs-on key; the key named
// alone ("max connections should be 200") still is.
func TestSettingWordsOfAnotherValue(t *testing.T) {
	prev := "```yaml\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v3\n```"
	if p, ok := Extract("thanks, tests run. setup-node@v3 runs on node16 which is deprecated, v4 pls", prev); ok && p.CoreRight == "node16" {
		t.Errorf("runs-on taken from words said of setup-node: %+v", p)
	}
	prev = "```ini\nmax_connections = 100\nshared_buffers = 2GB\n```"
	if p, ok := Extract("the max connections should be 200 on this box", prev); !ok || p.CoreRight != "200" {
		t.Errorf("the setting named in words lost its value: %+v %v", p, ok)
	}
}

// A number that is a setting's quoted value (rust-version = "1.65") is the
// setting's value, not a call's argument; a date is a value like a
// number; the same digits in another unit are a unit fix.
func TestSettingNumberDateUnit(t *testing.T) {
	prev := "Set `rust-version = \"1.65\"` in Cargo.toml since we use `async fn` in traits."
	if p, ok := Extract("async fn in traits was stabilized in 1.75. 1.65 was GATs", prev); !ok || p.CoreRight != "1.75" {
		t.Errorf("the quoted setting value was not replaced: %+v %v", p, ok)
	}
	if k := classify("2026-10-25"); k != Number {
		t.Errorf("classify(2026-10-25) = %v, want number", k)
	}
	if !sameAmount("512m", "512Mi") || sameAmount("512m", "500m") || sameAmount("30s", "30s") {
		t.Error("sameAmount")
	}
}

// A port mapping ("5433:5432") is not a number like "16": a message that
// states a mapping does not make it the replacement of an image's tag.
func TestMappingIsNoCount(t *testing.T) {
	prev := "```yaml\nservices:\n  db:\n    image: postgres:16\n    ports:\n      - \"5432:5433\"\n```"
	if p, ok := Extract("backwards. host port first, so 5433:5432", prev); ok && p.Core == "16" {
		t.Errorf("the image tag was paired with a port mapping: %+v", p)
	}
	if !clockTime("05:00") || !clockTime("9:30") || clockTime("5433:5432") || clockTime("80:3000") {
		t.Error("clockTime")
	}
}

// A word of the message's prose ("builds with cgo on") does not replace a
// part of a value in the output's code ("--from=build"); written after
// the same key ("cache: pip" for "cache: npm") it does.
func TestProseWordForCodePart(t *testing.T) {
	prev := "```dockerfile\nFROM golang:1.22 AS build\nWORKDIR /src\nRUN go build -o /out/app ./cmd/app\n\nFROM alpine:3.19\nCOPY --from=build /out/app /app\n```"
	if p, ok := Extract("Almost. That image links with cgo on, so the binary looks for glibc and alpine reports 'not found'. The build wants CGO_ENABLED=0.", prev); ok && p.CoreRight == "cgo" {
		t.Errorf("a prose word replaced a code part: %+v", p)
	}
	if p, ok := Extract("cache: pip — npm is for node", "Use `actions/setup-python@v5` with `cache: npm`."); !ok || p.CoreRight != "pip" {
		t.Errorf("the key's new value was not taken: %+v %v", p, ok)
	}
}
