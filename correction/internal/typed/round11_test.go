package typed

import "testing"

// A value the message gives only as a piece of a larger expression is not
// the fix on its own.
func TestPartOfLarger(t *testing.T) {
	for _, c := range []struct {
		msg, right string
		want       bool
	}{
		{`the criteria has to be "<"&A2, otherwise it compares with the text A2`, `"<"`, true},
		{`prefix it: "build-" + sha`, `"build-"`, true},
		{`use "<" here`, `"<"`, false},
		{`it's "<" for dates and "<"&A2 for the cell`, `"<"`, false},
		{`the mask is #,##0.0 not 0.00`, "##0.0", true},
		{`ports 80,443 are open`, "443", false},
		{`nothing like it`, "x1", false},
	} {
		if got := PartOfLarger(c.msg, c.right); got != c.want {
			t.Errorf("PartOfLarger(%q, %q) = %v, want %v", c.msg, c.right, got, c.want)
		}
	}
	prev := "```\n=COUNTIF(B:B, \"<A2\")\n```"
	for _, p := range Pairs(`"<A2" counts the text A2, not the cell. it has to be "<"&A2`, prev) {
		if p.Right == `"<"` {
			t.Errorf("pair %+v: the right side is a piece of \"<\"&A2", p)
		}
	}
}
