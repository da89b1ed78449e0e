package scope

import "testing"

// .NET and Ruby test frameworks are scopes of one sort: a fact taught for
// one of them is not known to hold for another.
func TestTestFrameworks(t *testing.T) {
	for _, c := range []struct {
		text string
		sort Sort
	}{{"an MSTest project", TestNet}, {"our NUnit suite", TestNet}, {"xunit theory", TestNet}, {"rspec examples", TestRuby}, {"a minitest case", TestRuby}} {
		ms := Find(c.text)
		if len(ms) == 0 || ms[0].Sort != c.sort {
			t.Errorf("Find(%q) = %+v, want a %s first", c.text, ms, c.sort)
		}
	}
}
