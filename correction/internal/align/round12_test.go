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
