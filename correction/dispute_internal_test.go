package correction

import "testing"

func TestDisputes(t *testing.T) {
	out := "`aws s3 mb s3://x --region us-east-1`"
	at := len("`aws s3 mb s3://x --region ")
	reg := len("`aws s3 mb s3://x ")
	mk := func(id string, start int, matched, repl string, sim float64) *CorrectionMatch {
		return &CorrectionMatch{Correction: &Correction{ID: id}, Relevance: 0.9,
			Hits: []Hit{{Start: start, End: start + len(matched), Matched: matched, Replacement: repl, Similarity: sim}}}
	}
	// Two fixes of the same value, contexts alike: neither is applied.
	a := mk("a", at, "us-east-1", "eu-west-1", 1)
	b := mk("b", reg, "--region us-east-1", "--region eu-central-1", 0.95)
	kept, disputed := disputes(out, []*CorrectionMatch{a, b}, nil)
	if len(kept) != 0 || len(disputed) != 2 {
		t.Fatalf("alike: kept %d, disputed %d; want 0, 2", len(kept), len(disputed))
	}
	// One context fits clearly better: it is applied alone.
	a = mk("a", at, "us-east-1", "eu-west-1", 1)
	b = mk("b", reg, "--region us-east-1", "--region eu-central-1", 0.7)
	kept, disputed = disputes(out, []*CorrectionMatch{a, b}, nil)
	if len(kept) != 1 || kept[0] != a || len(disputed) != 1 || disputed[0] != b {
		t.Fatalf("clear: kept %v, disputed %v; want a kept, b disputed", kept, disputed)
	}
	// The same rewrite is no dispute.
	a = mk("a", at, "us-east-1", "eu-west-1", 1)
	b = mk("b", reg, "--region us-east-1", "--region eu-west-1", 1)
	if kept, _ := disputes(out, []*CorrectionMatch{a, b}, nil); len(kept) != 2 {
		t.Fatalf("agreeing: kept %d, want 2", len(kept))
	}
	// A rival blocked here still disputes, and is never applied.
	a = mk("a", at, "us-east-1", "eu-west-1", 1)
	r := mk("r", reg, "--region us-east-1", "--region eu-central-1", 1)
	if kept, disputed := disputes(out, []*CorrectionMatch{a}, []*CorrectionMatch{r}); len(kept) != 0 || len(disputed) != 1 || disputed[0] != a {
		t.Fatalf("rival: kept %v, disputed %v; want a disputed", kept, disputed)
	}
}
