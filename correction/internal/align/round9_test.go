package align

import (
	"slices"

	"github.com/cairnhq/cairn/correction/internal/typed"
	"strings"
	"testing"
)

// A small number or one plain word says too little to be replaced
// offline; a port, an address, a long number, an identifier with digits,
// underscores or inner capitals, and text with punctuation say more.
func TestGuessMistake(t *testing.T) {
	for w, want := range map[string]bool{
		"5": true, "644": true, "15.4": true, "0.75": true, "16,000": true,
		"characters": true, "TABLE": true, "Table": true, "npm": true,
		"5432": false, "1,000,000,000": false, "10.0.0.5": false, "1.2.3": false, "15.123": false,
		"expireAfterAccess": false, "CI_BRANCH_NAME": false, "u64": false, "max_tokens": false,
		"--force": false, "node:18": false, "json.loads": false, "": false, "eu-west-1": false,
	} {
		if got := guessMistake(w); got != want {
			t.Errorf("guessMistake(%q) = %v, want %v", w, got, want)
		}
	}
}

// A guess is never applied: it is blocked with guessWhy, so the applier
// suggests it. It is applied where the option it was taught with binds it
// to the same setting, where the rule knows it as a port, and where the
// fix appends an option to the command word in code.
func TestGuessIsSuggested(t *testing.T) {
	r, err := Compile("15", "30", "The job's lock is held for 15 minutes.", "it's 30 minutes, not 15", "how long is the lock held?")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("how long does the job hold its lock?", "The job holds its lock for 15 minutes."))
	if len(h) != 0 || len(b) != 1 || b[0].Blocked != guessWhy || b[0].Replacement != "30" {
		t.Errorf("small number: hits %+v, blocked %+v, want one suggested 15 -> 30", h, b)
	}

	r, err = Compile("16", "4", "```sh\ngunicorn -w 16 app:api\n```", "-w 4, the dyno has 4 cores", "start the api")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("run the api", "Start it with `gunicorn -w 16 app:api --timeout 30`.")); len(h) != 1 {
		t.Errorf("given to the taught option: hits %+v, blocked %+v, want one", h, b)
	}
	if h, _ := r.FindAll(NewText("run the api", "The dyno has 16 GB of memory.")); len(h) != 0 {
		t.Errorf("not given to the option: hits %+v, want none", h)
	}

	r, err = Compile("prune", "prune --volumes", "Run `docker system prune` to free space.", "that leaves the volumes, docker system prune --volumes clears them too", "free docker disk space")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("free the disk docker uses", "```sh\ndocker system prune\n```")); len(h) != 1 {
		t.Errorf("command word in code: hits %+v, blocked %+v, want one", h, b)
	}
	if h, b := r.FindAll(NewText("free the disk docker uses", "Docker will prune what it can.")); len(h) != 0 || len(b) != 1 || b[0].Blocked != guessWhy {
		t.Errorf("in prose: hits %+v, blocked %+v, want one suggested", h, b)
	}

	r, err = Compile("22", "2222", "```sh\nssh -p 22 deploy@bastion.example.net\n```", "the bastion's sshd listens on port 2222", "ssh to the bastion")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("connect to the bastion", "Connect with `ssh deploy@bastion.example.net -p 22`.")); len(h) != 1 || !strings.Contains(h[0].Replacement, "2222") {
		t.Errorf("a port: hits %+v, blocked %+v, want one", h, b)
	}
}

// A file renamed in its directory is the mistake in the same tree under
// another host's directory; a bare file of that name elsewhere, or one
// under the system's own directories only, is not.
func TestSegmentFileRenamed(t *testing.T) {
	wc, rc, segs, ok := segmentCore("/etc/acme-certs/live/shop.example.org/leaf.pem", "/etc/acme-certs/live/shop.example.org/bundle.pem")
	if !ok || wc != "leaf.pem" || rc != "bundle.pem" || len(segs) == 0 {
		t.Fatalf("segmentCore = %q %q %v %v, want leaf.pem bundle.pem with the tree's directories", wc, rc, segs, ok)
	}
	for _, s := range segs {
		if systemDirs[s] {
			t.Errorf("segs hold the system directory %q", s)
		}
	}
	r, err := Compile("/etc/acme-certs/live/shop.example.org/leaf.pem", "/etc/acme-certs/live/shop.example.org/bundle.pem",
		"```\ntls_cert /etc/acme-certs/live/shop.example.org/leaf.pem\n```", "bundle.pem there, leaf.pem has no intermediate", "tls for the shop")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("tls for the blog", "```\ntls_cert /etc/acme-certs/live/blog.example.org/leaf.pem\n```"); len(h) != 1 || h[0].Replacement != "bundle.pem" {
		t.Errorf("another host's directory: hits %+v, want leaf.pem -> bundle.pem", h)
	}
	if h := r.Find("inspect a cert", "Run `openssl x509 -in leaf.pem -noout -dates`."); len(h) != 0 {
		t.Errorf("a bare file of that name: hits %+v, want none", h)
	}
	if _, _, _, ok := segmentCore("/etc/leaf.pem", "/etc/bundle.pem"); ok {
		t.Error("segmentCore takes a file under system directories only")
	}
}

// A value the message names as the point something changed at ("gone
// since v12", "removed in 3.0") is history, not a replacement.
func TestHistoryPoint(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"that file is gone since PG 12", true},
		{"it was removed in 3.0", true},
		{"as of 4.2 it is the default", true},
		{"works until 2.1", true},
		{"we're on 16 since march", false},
		{"it landed in 16.4", false},
		{"use 3.0", false},
	} {
		i := strings.IndexFunc(c.s, func(r rune) bool { return r >= '0' && r <= '9' })
		if got := typed.HistoryPoint(c.s, i); got != c.want {
			t.Errorf("HistoryPoint(%q) = %v, want %v", c.s, got, c.want)
		}
	}
	prev := "Start it with `runner -c /etc/runner/11/conf.ini`, then edit legacy.ini."
	if ps := Pairs("legacy.ini has not been read since release 9, conf.d/ replaced it", prev); len(ps) > 0 && strings.Contains(ps[0].Right, "/9/") {
		t.Errorf("a history point paired: %+v", ps[0])
	}
}

// A pair taught with a bare value in a URL is the same setting passed as
// a quoted keyword argument in another language: the value in a string is
// data of the protocol, not a name of the language around it; the index
// finds the quoted pair under the bare one's key.
func TestQuotedPairInAnotherLanguage(t *testing.T) {
	teach := "```js\nconst url = base + \"?client_id=cli\" +\n  \"&grant_mode=implicit\";\n```"
	r, err := Compile("grant_mode=implicit", "grant_mode=pkce", teach, "implicit was disabled for every client last year, send pkce", "build the login url")
	if err != nil {
		t.Fatal(err)
	}
	out := "```python\nsession = OAuthSession(\n    client_id=\"cli\",\n    grant_mode=\"implicit\",\n)\n```"
	h, b := r.FindAll(NewText("log in from python", out))
	if len(h) != 1 || h[0].Replacement != `grant_mode="pkce"` {
		t.Errorf("quoted keyword argument in Python: hits %+v, blocked %+v, want grant_mode=\"pkce\"", h, b)
	}
	var keys []string
	OutputKeys(out, func(k string) { keys = append(keys, k) })
	if !slices.Contains(keys, "grant_mode=implicit") {
		t.Errorf("OutputKeys %q lack the bare pair's key", keys)
	}
	if got := quotedPairs("mode: fast", "mode: safe"); len(got) != 2 || got[0][0] != `mode: "fast"` || got[0][1] != `mode: "safe"` {
		t.Errorf("quotedPairs = %q", got)
	}
	if quotedEverywhere("Run `tool --mode=implicit` and it's done.", "--mode=implicit") {
		t.Error("a command in backticks is no string literal (the apostrophe is not a quote)")
	}
}

// "line_number, database" is a list and "TYPE DATABASE USER" a header
// row, neither a database's name.
func TestQualifiedNeedsAName(t *testing.T) {
	r, err := Compile("sha1-pw", "sha512-pw", "```\n# TYPE  DATABASE  USER  ADDRESS  METHOD\nhostssl  billing  app_rw  10.1.0.0/24  sha1-pw\n```",
		"every server refuses sha1-pw logins now, use sha512-pw", "let the app subnet in")
	if err != nil {
		t.Fatal(err)
	}
	out := "```\nhostssl  billing  etl_ro  10.1.4.0/24  sha1-pw\n```\nCheck it with `SELECT line_number, database, user_name FROM pg_hba_file_rules;`."
	if h, b := r.FindAll(NewText("let the etl subnet in", out)); len(h) != 1 {
		t.Errorf("hits %+v, blocked %+v, want one", h, b)
	}
}

// The message says the fix goes with a setting it names ("only with
// Wants=… next to it"): an output without that setting needs a second
// change, one with it anywhere does not.
func TestCompanionSetting(t *testing.T) {
	teach := "```ini\n[Unit]\nAfter=disk.target\n```"
	r, err := Compile("After=disk.target", "After=disk-ready.target", teach,
		"ordering alone is not enough here: pair After=disk-ready.target with Requires=local-fs.target", "order the unit after the disks")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("", "```ini\n[Unit]\nAfter=disk.target\n```")); len(h) != 0 || len(b) != 1 || !strings.Contains(b[0].Blocked, "Requires=local-fs.target") {
		t.Errorf("without the setting: hits %+v, blocked %+v", h, b)
	}
	if h, b := r.FindAll(NewText("", "```ini\n[Unit]\nRequires=local-fs.target\nAfter=disk.target\n```")); len(h) != 1 {
		t.Errorf("with the setting on another line: hits %+v, blocked %+v, want one", h, b)
	}
}

// A keyword argument whose fix swaps a value that names one thing (a
// channel, a connection) is the mistake whatever function is given it; a
// generic setting ("axis=0") keeps its function.
func TestNamedValueSwap(t *testing.T) {
	if !namedValueSwap(`channel="#ops-alerts"`, `channel="#ops-pager"`) || !namedValueSwap("conn_id=pg_main", "conn_id=pg_replica") {
		t.Error("a named value: not a swap")
	}
	if namedValueSwap("axis=0", "axis=1") || namedValueSwap("inplace=True", "inplace=False") || namedValueSwap("max_tokens=10", "max_completion_tokens=10") ||
		namedValueSwap(`encoding="utf-8"`, `encoding="utf-8-sig"`) {
		t.Error("a generic setting or a renamed keyword taken as a named value")
	}
	r, err := Compile(`channel="#ops-alerts"`, `channel="#ops-pager"`, "```python\nnotify(text=msg, channel=\"#ops-alerts\")\n```",
		"pages go to #ops-pager, #ops-alerts is the muted archive", "page the on-call")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("page the on-call from the job", "```python\nclient.chat_postMessage(channel=\"#ops-alerts\", text=msg)\n```")); len(h) != 1 {
		t.Errorf("another function: hits %+v, blocked %+v, want one", h, b)
	}
}

// A fact the message states of a thing the taught question named ("our
// billing service lives in europe-north1") is about that thing: the scope
// says so, and FindAll blocks it where the output names it not.
func TestNamedAsked(t *testing.T) {
	teach := "```sh\ngcloud run deploy billing-api --image $IMG --region europe-west1\n```"
	msg := "our billing service lives in europe-north1, it was never in west1"
	rs := compileScope("--region europe-west1", "--region europe-north1", teach, msg, "Roll out the new billing-api image to Cloud Run")
	if !rs.namedAsked() || !slices.Contains(rs.named, "billing") {
		t.Errorf("named %q, asked %v: want billing, asked", rs.named, rs.namedAsked())
	}
	if rs := compileScope("--region europe-west1", "--region europe-north1", teach, msg, "Roll out the new image to Cloud Run"); rs.namedAsked() {
		t.Errorf("a question that names no billing: named %q asked", rs.named)
	}
}

// "That endpoint URL is the production one. Sandbox is …": a clause that
// points at the answer's thing with a noun says where the wrong text is
// right.
func TestPointsWithNoun(t *testing.T) {
	r, err := Compile("api: https://pay.example.com/v2", "api: https://sandbox.pay.example.com/v2",
		"```yaml\npayments:\n  api: https://pay.example.com/v2\n```",
		"That endpoint URL is the production one. Sandbox is https://sandbox.pay.example.com/v2", "configure payments for the sandbox tests")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("payments config for production", "```yaml\n# production\npayments:\n  api: https://pay.example.com/v2\n```")); len(h) != 0 || len(b) == 0 || slices.ContainsFunc(b, func(x Hit) bool { return !strings.Contains(x.Blocked, "production") }) {
		t.Errorf("production config: hits %+v, blocked %+v, want each blocked naming production", h, b)
	}
	for s, want := range map[string]bool{"that server url is the production directory": true, "this flag is wrong": true, "that is fine": false, "that the url is": false} {
		if got := pointsWithNoun(s); got != want {
			t.Errorf("pointsWithNoun(%q) = %v, want %v", s, got, want)
		}
	}
}

// An import names a package: the correction replaces it there only when
// it was taught on an import.
func TestImportGuard(t *testing.T) {
	r, err := Compile("fastjson-lib", "orjson", "```sh\npip install fastjson-lib\n```", "we use orjson, fastjson-lib is unmaintained", "install a json parser")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("install a json parser", "```sh\npip install fastjson-lib\n```\n```python\nimport fastjson-lib\n```"))
	if len(h) != 1 || len(b) != 1 || !strings.Contains(b[0].Blocked, "import") {
		t.Errorf("hits %+v, blocked %+v, want the install fixed and the import left", h, b)
	}
	for s, want := range map[string]bool{"import base64": true, "from a.b import c": true, `const x = require("lodash")`: false, "use serde;": true, "important base64": false} {
		i := strings.LastIndexAny(s, " (\"") + 1
		if s == "from a.b import c" {
			i = 5
		}
		if got := inImport(s, i, i+1); got != want {
			t.Errorf("inImport(%q) = %v, want %v", s, got, want)
		}
	}
}

// "Our billing system is set to …": what "our" names owns the fact, in
// any clause of the message.
func TestOurNamesTheOwner(t *testing.T) {
	rs := compileScope(`sep=","`, `sep=";"`, "```python\ndf = pd.read_csv(path, sep=\",\")\n```",
		"Our CRM exports with semicolons, so sep should be \";\".", "read the CRM export into pandas")
	if !slices.Contains(rs.named, "crm") || !rs.namedAsked() {
		t.Errorf("named %q asked %v, want crm asked", rs.named, rs.namedAsked())
	}
}
