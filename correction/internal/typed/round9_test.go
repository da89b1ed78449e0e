package typed

import "testing"

// "Use Y there. X is only …": Y's sentence, then one that says X, a value
// of Y's kind, is wrong, links them, with a word or two that only point
// at the place between.
func TestPairsUseThenWrongNext(t *testing.T) {
	prev := "```ini\n[server]\nkey_file = /srv/keys/dev.key\ncert_file = /srv/keys/dev.crt\n```"
	for _, msg := range []string{
		"use bundle.crt there. dev.crt is only the server's own cert, the chain is missing",
		"bundle.crt here please. dev.crt is only the leaf",
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
	p, ok := Extract("please don't dump the main one, it slows checkout. we always dump from db-copy.corp.lan", prev)
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
