package typed

import "testing"

// Values of different kinds never pair, however the message names them: a
// template variable and a function, a capitalised word of prose and an
// upper-case keyword, a version requirement and a quoted name.
func TestKindsThatNeverPair(t *testing.T) {
	for _, c := range []struct{ name, msg, prev, wrongCore string }{
		{"variable for function", "Use $__delta_window for delta() graphs. $__step can be shorter than two scrapes and you get holes.",
			"```promql\nmax by (queue) (delta(queue_depth{app=\"billing\"}[$__step]))\n```\n\nPick a stacked graph.", "delta"},
		{"prose word for keyword", "SALES keeps only 3 days of history, so nine days back is too late. That schema is in Deep-archive now and only the vendor can bring it back.",
			"Sure. History keeps dropped schemas for 30 days:\n\n```sql\nUNDROP SCHEMA SALES.RAW_EVENTS;\n```", "UNDROP"},
		{"requirement for name", "Should be \"~> 4.2\". 3.x of quill-auth is the old API.",
			"```ruby\ngem \"quill-auth\", \"~> 3.0\"\n```", "\"quill-auth\""},
	} {
		if p, ok := Extract(c.msg, c.prev); ok && p.Core == c.wrongCore {
			t.Errorf("%s: paired %q with %q", c.name, p.Core, p.CoreRight)
		}
	}
	if !versionConstraint("~> 3.1") || !versionConstraint(">= 2.0") || !versionConstraint("1.4.2") || versionConstraint("tallow-auth") {
		t.Error("versionConstraint")
	}
	if sigil("$HOME") != '$' || sigil("rate") != 0 || !capitalised("Fail-safe") || capitalised("UNDROP") || capitalised("kebab-case") {
		t.Error("sigil or capitalised")
	}
}

// The message says what the output's number is and states one new
// number: that number replaces it, though the output holds others.
func TestDescribedNumberReplaced(t *testing.T) {
	p, ok := Extract("Traces go to 4401 for billing. 4400 is the sidecar's admin port, you'd hit the proxy instead.",
		"billing serves HTTP on 8080 and traces on 4400:\n\n```yaml\nexporter:\n  endpoint: billing.svc:4400\n```")
	if !ok || p.Core != "4400" || p.CoreRight != "4401" {
		t.Errorf("got %+v, %v; want 4400 -> 4401", p, ok)
	}
}

// The message gives the output's option a value in a command it writes;
// where it speaks of the option ("-n only counts lines") it gives none.
func TestOptionValueStated(t *testing.T) {
	for _, c := range [][3]string{
		{"-k is a pattern, so anchor it: -k '^Slow$'", "-k", "^Slow$"},
		{"use -t ed25519 instead", "-t", "ed25519"},
		{"-n only counts lines", "-n", ""},
		{"so keytool -a ecdsa -n build?", "-a", "ecdsa"},
	} {
		if v, _ := OptionValueStated(c[0], c[1]); v != c[2] {
			t.Errorf("OptionValueStated(%q, %q) = %q, want %q", c[0], c[1], v, c[2])
		}
	}
}
