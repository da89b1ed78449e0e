package typed

import (
	"strings"
	"testing"
)

// "Use Y there. X is only …": Y's sentence, then one that says X, a value
// of Y's kind, is wrong, links them, with a word or two that only point
// at the place between.
func TestPairsUseThenWrongNext(t *testing.T) {
	prev := "```ini\n[server]\nkey_file = /srv/keys/dev.key\ncert_file = /srv/keys/dev.crt\n```"
	for _, msg := range []string{
		"switch to bundle.crt there. dev.crt is only the server's own cert, the chain is missing",
		"bundle.crt here please. dev.crt is only half of the chain",
	} {
		p, ok := Extract(msg, prev)
		if !ok || p.Core != "dev.crt" || p.CoreRight != "bundle.crt" {
			t.Errorf("%q: %+v (%v), want dev.crt -> bundle.crt", msg, p, ok)
		}
	}
	if sentenceGap([]string{"because", "."}) || sentenceGap([]string{"there", "there", "there", "."}) || sentenceGap([]string{"there"}) {
		t.Error("sentenceGap takes a gap that is not a sentence's end after place words")
	}
}

// "from" alone is where something comes from, which the message states;
// "from X to Y" and "moved from X" leave X.
func TestPolarityBareFrom(t *testing.T) {
	prev := "Take the nightly dump with `pg_dump -h db-main.corp.lan -d shop`."
	p, ok := Extract("backups must not hit the main db, they slow orders down. the nightly job reads from db-copy.corp.lan", prev)
	if !ok || p.Core != "db-main.corp.lan" || p.CoreRight != "db-copy.corp.lan" {
		t.Errorf("a source stated with from: %+v (%v), want db-main.corp.lan -> db-copy.corp.lan", p, ok)
	}
	for _, c := range []struct {
		before []string
		want   bool
	}{
		{[]string{"we", "always", "dump", "from"}, true},
		{[]string{"reachable", "from"}, true},
		{[]string{"we", "moved", "from"}, false},
		{[]string{"not", "from"}, false},
		{[]string{"switched", "away", "from"}, false},
		{[]string{"dump"}, false},
	} {
		if got := bareFrom(c.before); got != c.want {
			t.Errorf("bareFrom(%q) = %v, want %v", c.before, got, c.want)
		}
	}
}

// "Can we go with Y instead? Everything was moved off X": Y stated, then a
// short clause that leaves X, links them.
func TestPairsUseThenLeftNext(t *testing.T) {
	prev := "Set `auth_method = ldap_bind` in the gateway config."
	p, ok := Extract("Can we go with oidc_code instead? Every gateway was moved off ldap_bind.", prev)
	if !ok || p.Core != "ldap_bind" || p.CoreRight != "oidc_code" {
		t.Errorf("use Y instead? … off X: %+v (%v), want ldap_bind -> oidc_code", p, ok)
	}
	if rejectedNext([]string{"instead", ".", "we", "moved", "every", "one", "of", "our", "old", "gateways", "off"}) {
		t.Error("rejectedNext takes a long clause")
	}
}

// A query parameter in a URL is a key=value pair; a value turned off
// where the user works is said wrong ("plain is switched off").
func TestQueryParameterAndSwitchedOff(t *testing.T) {
	prev := "```js\nconst url = base + \"?response_type=code\" +\n  \"&prompt_mode=popup\";\n```"
	p, ok := Extract("Switch it to redirect_flow here, popup is disabled on the tenants.", prev)
	if !ok || p.Core != "popup" || p.CoreRight != "redirect_flow" || p.Wrong != "prompt_mode=popup" {
		t.Errorf("got %+v (%v), want prompt_mode=popup -> prompt_mode=redirect_flow", p, ok)
	}
}

// A part of the right value (its host) is not the message naming the
// wrong value again.
func TestPartOfRightIsNoRestatement(t *testing.T) {
	prev := "```yaml\nmetadata:\n  annotations:\n    auth.corp.example/role-name: exporter\n```"
	p, ok := Extract("that label should be auth.corp.example/iam-role-name", prev)
	if !ok || p.CoreRight != "auth.corp.example/iam-role-name" {
		t.Errorf("got %+v (%v), want auth.corp.example/role-name -> auth.corp.example/iam-role-name", p, ok)
	}
}

// The server of "dig @10.0.0.2" is an address; a dotted key named by its
// tail keeps its head in the fix.
func TestServerSigilAndDottedTail(t *testing.T) {
	p, ok := Extract("1.1.1.1 won't know corp.lan names, they are private. Ask 10.9.0.53, the office resolver.",
		"Check it with `dig @1.1.1.1 git.corp.lan +short`.")
	if !ok || p.Core != "1.1.1.1" || p.CoreRight != "10.9.0.53" {
		t.Errorf("dig @server: %+v (%v), want 1.1.1.1 -> 10.9.0.53", p, ok)
	}
	p, ok = Extract("our loader reads cache.redis.ttl_seconds. cache.ttl_seconds was dropped in the rewrite",
		"```properties\napp.settings.cache.ttl_seconds=300\n```")
	if !ok || p.Wrong != "app.settings.cache.ttl_seconds" || p.Right != "app.settings.cache.redis.ttl_seconds" {
		t.Errorf("dotted tail: %+v (%v), want app.settings.cache.ttl_seconds -> app.settings.cache.redis.ttl_seconds", p, ok)
	}
}

// Two values of one composite in one message: the second is applied to
// the segment its role names, when it extends that segment's name.
func TestAlsoSegment(t *testing.T) {
	prev := "```sh\naws s3 cp out.tar s3://media-eu-west/archive/2024/out.tar --sse-kms-key-id arn:aws:kms:eu-west-1:111122223333:key/media\n```"
	p, ok := Extract("region should be eu-north-1 and the key id should be media-archive", prev)
	if !ok || !strings.Contains(p.Right, "eu-north-1") || !strings.HasSuffix(p.Right, "key/media-archive") {
		t.Errorf("got %+v (%v), want both the region and the key", p, ok)
	}
	p, ok = Extract("region should be eu-north-1 and the owner should be the media team", prev)
	if !ok || strings.Contains(p.Right, "team") {
		t.Errorf("a value that shares nothing with the segment: %+v (%v)", p, ok)
	}
	if got := rolesBefore("two things wrong: the key id is "); len(got) != 2 || got[0] != "id" || got[1] != "key" {
		t.Errorf("rolesBefore = %q, want id, key", got)
	}
}

// "X moved from A to B in 2.3": the release is when it changed, not a
// value to use; a decimal never replaces the port of host:port; a list of
// choices spelled with slashes names what may be written, not the one.
func TestHistoryClauseChoicesAndPorts(t *testing.T) {
	prev := "```ini\n[core]\nbroker_url = redis://cache.internal:6379/0\n```"
	if p, ok := Extract("the broker_url key was renamed and moved to [celery] in 2.7, so [core] only warns now", prev); ok && p.CoreRight == "2.7" {
		t.Errorf("a release paired: %+v", p)
	}
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"the key moved from [core] to [celery] in 2.7", true},
		{"it was removed in 3.0", true},
		{"gone since v12", true},
		{"use 3.0, it's in the mirror", false},
	} {
		i := strings.IndexFunc(c.s, func(r rune) bool { return r >= '0' && r <= '9' })
		if got := HistoryPoint(c.s, i); got != c.want {
			t.Errorf("HistoryPoint(%q) = %v, want %v", c.s, got, c.want)
		}
	}
	prev = "```python\ndf.to_csv(path, mode=\"append\")\n```"
	if p, ok := Extract("valid modes are write / append / create; the one you need is create", prev); ok && p.CoreRight == "write" {
		t.Errorf("the first of a list of choices paired: %+v", p)
	}
	if !inChoiceList("takes write / append / create", 6, 11) || inChoiceList("use s3a:// here", 4, 7) {
		t.Error("inChoiceList")
	}
}

// "owner should be payments-core": a name of hyphen-joined words is the new
// value of a setting whose value was a word.
func TestSetKeyToKebabValue(t *testing.T) {
	p, ok := Extract("owner should be payments-core so the alerts reach us", "```yaml\ndefault_args:\n  owner: ops\n  retries: 2\n```")
	if !ok || p.Wrong != "owner: ops" || p.Right != "owner: payments-core" {
		t.Errorf("got %+v (%v), want owner: ops -> owner: payments-core", p, ok)
	}
	if kebabWords("Data-Platform") || kebabWords("-x") || !kebabWords("data-platform") {
		t.Error("kebabWords")
	}
}

// "--only is the legacy flag": said wrong, as "is legacy" is.
func TestIsTheLegacy(t *testing.T) {
	p, ok := Extract("pass --include instead. --only is the legacy flag, the new runner ignores it", "Run `suite-runner --only smoke --env ci`.")
	if !ok || p.Wrong != "--only" || p.Right != "--include" {
		t.Errorf("got %+v (%v), want --only -> --include", p, ok)
	}
}

// A call replaced by a bare name the message gives for its function is
// the function renamed, its arguments kept.
func TestCalleeRename(t *testing.T) {
	prev := "```python\nrows = frame.col(\"ua\").gather(parse, kind=Text)\n```"
	p, ok := Extract("collect, not gather. gather was removed in the 2.0 rewrite", prev)
	if !ok || p.Wrong != ".gather(" || p.Right != ".collect(" {
		t.Errorf("got %+v (%v), want .gather( -> .collect(", p, ok)
	}
}

// "an installable on-edit trigger" is a compound adjective; "only works
// when you also pass X" adds X beside the value; a setting's own name is
// never its value.
func TestAdjectiveAlsoAndOwnKey(t *testing.T) {
	if p, ok := Extract("that never fires. you need an installable after-save hook on a function with another name", "```js\nfunction afterSave(e) {\n  notify(e);\n}\n```"); ok && p.CoreRight == "after-save" {
		t.Errorf("a compound adjective paired: %+v", p)
	}
	prev := "```python\nitems = api.list(sortKey=\"created\", limit=50)\n```"
	if p, ok := Extract("sortKey created is rejected unless you also pass expandAll=True", prev); ok && (p.CoreRight == "expandAll" || p.CoreRight == "sortKey") {
		t.Errorf("a value added alongside, or the setting's own name, paired: %+v", p)
	}
	for s, want := range map[string]bool{"you also pass x": true, "together with x": true, "as well as x": true, "then pass x": false} {
		if got := AddedAlongside(s, len(s)-1); got != want {
			t.Errorf("AddedAlongside(%q) = %v, want %v", s, got, want)
		}
	}
}

// A value longer than the lexer's window is not cut to fit: a path the
// message gives after "key:" is paired whole or not at all.
func TestLongValueNotCut(t *testing.T) {
	prev := "```powershell\n$store = '\\\\ad.example-logistics-group.net\\SYSVOL\\ad.example-logistics-group.net\\Definitions'\n```"
	p, ok := Extract("It is one level lower, under Policies: \\\\ad.example-logistics-group.net\\SYSVOL\\ad.example-logistics-group.net\\Policies\\Definitions", prev)
	if ok && !strings.HasSuffix(p.Right, "\\Definitions") {
		t.Errorf("a cut value paired: %+v", p)
	}
}

// "The csproj keeps X until …": the answer holds the value on purpose.
func TestKeepsOnPurpose(t *testing.T) {
	s := "The project file keeps `<LangVersion>10</LangVersion>` until the analyzers support 12."
	i := strings.Index(s, "<LangVersion>")
	if !Kept(s, i, i+len("<LangVersion>10</LangVersion>")) {
		t.Error("keeps: not kept")
	}
}

// No atom of a long value ends inside a word: a value longer than a
// window is read whole or not at all (the 80-byte cut of round 9).
func TestLexNeverCutsAWord(t *testing.T) {
	for n := 40; n <= 240; n += 7 {
		seg := strings.Repeat("abcdefghij", n/10+1)[:n]
		for _, s := range []string{
			"It lives one level down, under Policies: \\\\srv\\share\\" + seg + "\\Definitions now",
			"the key is: s3://bucket-name/" + seg + "/objects, not the old one",
			"```ini\npath = /var/lib/" + seg + "/data\n```",
		} {
			for _, a := range Lex(s) {
				if a.End < len(s) && a.End > a.Start && isIdentByte(s[a.End]) && isIdentByte(s[a.End-1]) {
					t.Errorf("n=%d: atom %q (%v) ends inside a word of %q", n, a.Text, a.Kind, s[max(0, a.Start-5):min(len(s), a.End+5)])
				}
			}
		}
	}
}
