package typed

import (
	"strings"
	"testing"
)

// A value the message says stays as it is ("qa-west didn't change") is
// stated as right where it stands: never the wrong side of a pair.
func TestPolarityKept(t *testing.T) {
	for _, msg := range []string{
		"prod moved to ledger-east last week; qa-west didn't change",
		"the ledger one is ledger-east now, qa-west stays",
		"ledger-east for prod. qa-west is unchanged",
	} {
		i := strings.Index(msg, "qa-west")
		a := Atom{Text: "qa-west", Start: i, End: i + len("qa-west")}
		if got := polarityOf(words(msg), a, false); got != Positive {
			t.Errorf("%q: qa-west is %v, want positive (kept)", msg, got)
		}
	}
}

// A value that opens a clause followed by a verb is what the clause says
// something of ("mode=2 truncates the file"): described, not stated as
// the fix. A number before its unit ("45 days") opens no such clause.
func TestPolarityClauseSubject(t *testing.T) {
	for _, c := range []struct {
		msg, value string
		want       Polarity
	}{
		{"isn't it mode=3 for appending? mode=2 truncates the file", "mode=2", Described},
		{"use fetchAll here, fetchOne returns only the first row", "fetchOne", Described},
		{"it should be @Shared. @Local doesn't survive a reload", "@Local", Described},
		{"keep_alive, because keepalive sets the socket option", "keepalive", Described},
		{"45 days. the retention got raised in the audit", "45", Positive},
		{"mode=3 for appending", "mode=3", Positive},
	} {
		i := strings.Index(c.msg, c.value)
		a := Atom{Text: c.value, Start: i, End: i + len(c.value)}
		if c.value == "45" {
			a.Kind = Number
		}
		if got := polarityOf(words(c.msg), a, false); got != c.want {
			t.Errorf("%q in %q: %v, want %v", c.value, c.msg, got, c.want)
		}
	}
}

// A region keeps its kind whatever noun stands by it: "the bucket lives
// in ap-south-2" replaces the output's --region value.
func TestRegionWhateverNoun(t *testing.T) {
	p, ok := Extract("wrong one, that bucket lives in ap-south-2 since the migration",
		"```bash\naws s3 sync ./site s3://brochure-site/ --profile web --region us-east-2\n```")
	if !ok || p.Core != "us-east-2" || p.CoreRight != "ap-south-2" {
		t.Errorf("got %+v, %v; want us-east-2 -> ap-south-2", p, ok)
	}
}
