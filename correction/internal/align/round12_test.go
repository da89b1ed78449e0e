package align

import (
	"strings"
	"testing"
)

// The program of a command is the tool that runs, however it is started:
// from a directory, under sudo with its options, on a continued line, or
// through a runner.
func TestCommandOfTool(t *testing.T) {
	for _, c := range []struct{ s, at, want string }{
		{"```\n/opt/tools/bin/replicate --preview -d main\n```", "--preview", "replicate"},
		{"```\nsudo -u svc /opt/tools/bin/replicate --preview\n```", "--preview", "replicate"},
		{"```\nsudo -E -u svc replicate --preview\n```", "--preview", "replicate"},
		{"```\nreplicate \\\n  --source main \\\n  --preview\n```", "--preview", "replicate"},
		{"Run `bundle exec minitester --seed 4`.", "--seed", "minitester"},
		{"Run `bin/minitester --seed 4`.", "--seed", "minitester"},
		{"Run `python3 -m trimmer --width 80`.", "--width", "trimmer"},
		{"Run `npx formatix --width 80`.", "--width", "formatix"},
		{"Run `./configure --prefix /usr`.", "--prefix", "configure"},
		{"Run `npm run lint --fix`.", "--fix", "npm"},
	} {
		i := strings.Index(c.s, c.at)
		if got := commandOf(c.s, i, newCodeMap(c.s)); got != c.want {
			t.Errorf("commandOf(%q at %q) = %q, want %q", c.s, c.at, got, c.want)
		}
	}
	s := "```\nsudo -u svc /opt/tools/bin/replicate apply --preview\n```"
	if got := subcommandOf(s, strings.Index(s, "--preview"), newCodeMap(s)); got != "apply" {
		t.Errorf("subcommandOf = %q, want apply", got)
	}
}

// An option taught on one tool, given by its path, is not moved to
// another tool that has an option of that name.
func TestOptionOfToolByPath(t *testing.T) {
	teach := "Try it first:\n```\n/usr/lib/ledger/bin/ledger-migrate --simulate -d /srv/ledger\n```"
	r, err := Compile("--simulate", "--plan", teach, "ledger-migrate has no --simulate, it's --plan", "try the ledger migration without changing anything")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := r.FindAll(NewText("preview the ledger migration on the replica", "```\nsudo -u ledger /usr/lib/ledger/bin/ledger-migrate --simulate -d /srv/replica\n```")); len(h) != 1 {
		t.Errorf("the same tool under sudo and a path: hits %+v, want one", h)
	}
	h, b := r.FindAll(NewText("see what the archiver would delete", "`ledger-archive --simulate --older-than 90d` lists the files and deletes nothing."))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "ledger-archive") {
		t.Errorf("another tool: hits %+v, blocked %+v, want it blocked naming ledger-archive", h, b)
	}
}

// A setting's value that names one thing by itself is the mistake under
// another key too, and a host name in any case.
func TestSettingValueCore(t *testing.T) {
	r, err := Compile("mirror_url: https://mirror.old.example.org/simple", "mirror_url: https://pkgs.example.org/simple",
		"Set `mirror_url: https://mirror.old.example.org/simple` in the tool's config.",
		"the old mirror is gone, use https://pkgs.example.org/simple", "which package mirror do we use?")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("package mirror for the build image", "Export `PKG_MIRROR=https://mirror.old.example.org/simple` before installing."))
	if len(h) != 1 || !strings.Contains(Apply("Export `PKG_MIRROR=https://mirror.old.example.org/simple` before installing.", h), "https://pkgs.example.org/simple") {
		t.Errorf("under another key: hits %+v, blocked %+v, want the address fixed", h, b)
	}
	out := "Point it at https://MIRROR.OLD.EXAMPLE.ORG/simple for now."
	if h, b := r.FindAll(NewText("package mirror for the build image", out)); len(h) != 1 || !strings.Contains(Apply(out, h), "pkgs.example.org") {
		t.Errorf("in capitals: hits %+v, blocked %+v, want the host fixed", h, b)
	}
	for s, want := range map[string]bool{"ops@example.com": true, "db.prod.example.net": true, "10.0.0.12": false, "example": false, "a b.c.d": false} {
		if caseless(s) != want {
			t.Errorf("caseless(%q) = %v, want %v", s, !want, want)
		}
	}
}

// A message whose command pipes the fix into another program teaches the
// pipe as well: a line that gets only the value needs a second change.
func TestPipeAfterFix(t *testing.T) {
	teach := "```sh\n$(vaultctl token --print --role ci)\n```"
	msg := "--print is gone in v3. vaultctl token-json --role ci | authlogin --stdin"
	if got := pipeAfter(msg, teach, "token-json"); got != "authlogin" {
		t.Errorf("pipeAfter = %q, want authlogin", got)
	}
	if got := pipeAfter("use token-json, not token", teach, "token-json"); got != "" {
		t.Errorf("no pipe: pipeAfter = %q", got)
	}
	if got := pipeAfter(msg, "vaultctl token --role ci | authlogin --stdin", "token-json"); got != "" {
		t.Errorf("taught with the pipe already: pipeAfter = %q", got)
	}
}

// A dotted name of code is one name: its first part is not narrowed to a
// segment that would rename every other name sharing a part.
func TestDottedCodeNameWhole(t *testing.T) {
	if _, _, _, ok := segmentCore("Contoso.Data.Sqlite", "Fabrikam.Data.Sqlite"); ok {
		t.Error("a package name narrowed to its vendor part")
	}
	if wc, rc, _, ok := segmentCore("db-staging.internal:5432", "pg-stg-01.internal:5432"); !ok || wc == "" || rc == "" {
		t.Error("a host of an address is still narrowed")
	}
}
