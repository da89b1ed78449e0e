package align

import "testing"

func TestDoubledEdge(t *testing.T) {
	for _, tt := range []struct {
		output     string
		start, end int
		repl       string
		want       byte
	}{
		{"x.labels(a).increment()", 12, 23, ".inc()", '.'},
		{"x.labels(a).increment()", 11, 23, ".inc()", 0},
		{"host:5432", 5, 9, ":6432", ':'},
		{"host:5432", 5, 9, "6432", 0},
		{"a=b;", 2, 3, "c;", ';'},
		{"--flag", 2, 6, "-x", 0}, // a dash may stand twice: a long option
	} {
		if got := doubledEdge(tt.output, tt.start, tt.end, tt.repl); got != tt.want {
			t.Errorf("doubledEdge(%q, %d, %d, %q) = %q, want %q", tt.output, tt.start, tt.end, tt.repl, got, tt.want)
		}
	}
}

// A rule whose right text brings the separator the output already has
// before the match does not write it twice: the occurrence is suggested.
func TestFindAllRefusesDoubledSeparator(t *testing.T) {
	r, err := Compile("increment()", ".inc()", "```python\\nC.labels(r).increment()\\n```", "counters have .inc(), there's no increment()", "count failures")
	if err != nil {
		t.Fatal(err)
	}
	hits, blocked := r.FindAll(NewText("count retries", "```python\nR.labels(e).increment()\n```"))
	for _, h := range hits {
		if h.Replacement == ".inc()" {
			t.Fatalf("hit %+v would write \"..inc()\"", h)
		}
	}
	if len(blocked) == 0 {
		t.Errorf("no occurrence suggested: hits %+v", hits)
	}
}
