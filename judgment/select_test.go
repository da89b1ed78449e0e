package judgment_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/judgment"
)

// pySelect is upstream's get_history_for_prompt steps 4 and 5, transliterated
// line by line from the Python (iterators and StopIteration included), to
// check Select against.
func pySelect(corrected, correct []*judgment.Judgment, maxEntries int, correctionRatio float64) []*judgment.Judgment {
	// Step 4: Calculate slot allocation
	targetCorrections := int(float64(maxEntries) * correctionRatio) // int() truncates toward zero
	targetCorrect := maxEntries - targetCorrections

	// Handle pool size limitations with fallback
	actualCorrections := min(len(corrected), targetCorrections)
	actualCorrect := min(len(correct), targetCorrect)

	// If one pool is short, fill from the other
	remainingSlots := maxEntries - actualCorrections - actualCorrect
	if remainingSlots > 0 {
		if actualCorrections < targetCorrections {
			extraCorrect := min(remainingSlots, len(correct)-actualCorrect)
			actualCorrect += extraCorrect
		} else {
			extraCorrections := min(remainingSlots, len(corrected)-actualCorrections)
			actualCorrections += extraCorrections
		}
	}

	// Step 5: Select and combine
	selectedCorrections := corrected[:actualCorrections]
	selectedCorrect := correct[:actualCorrect]

	var result []*judgment.Judgment
	corrIter := pyIter(selectedCorrections)
	correctIter := pyIter(selectedCorrect)

	for len(result) < maxEntries {
		if j, ok := corrIter(); ok { // except StopIteration: pass
			result = append(result, j)
		}
		if len(result) < maxEntries {
			if j, ok := correctIter(); ok {
				result = append(result, j)
			}
		}
		// Break if both exhausted
		if len(result) == actualCorrections+actualCorrect {
			break
		}
	}
	return result
}

// pyIter is Python's iter(list): each call is next(), ok=false for
// StopIteration.
func pyIter(js []*judgment.Judgment) func() (*judgment.Judgment, bool) {
	i := 0
	return func() (*judgment.Judgment, bool) {
		if i == len(js) {
			return nil, false
		}
		i++
		return js[i-1], true
	}
}

// pools returns nCorrected corrections C0.. and nCorrect confirmations o0..,
// each newest first.
func pools(nCorrected, nCorrect int) (corrected, correct []*judgment.Judgment) {
	for i := range nCorrected {
		corrected = append(corrected, &judgment.Judgment{ChangeID: fmt.Sprintf("C%d", i), Decision: judgment.Include, UserDecision: judgment.Exclude})
	}
	for i := range nCorrect {
		correct = append(correct, &judgment.Judgment{ChangeID: fmt.Sprintf("o%d", i), Decision: judgment.Include})
	}
	return corrected, correct
}

// pattern writes a selection as one letter per entry: C for a correction, o
// for the rest.
func pattern(js []*judgment.Judgment) string {
	var b strings.Builder
	for _, j := range js {
		b.WriteByte(j.ChangeID[0])
	}
	return b.String()
}

// TestSelectAllocation checks the slot arithmetic and interleave against
// patterns produced by running upstream's Python, and against pySelect.
func TestSelectAllocation(t *testing.T) {
	tests := []struct {
		name                 string
		max                  int
		ratio                float64
		nCorrected, nCorrect int
		want                 string
	}{
		{"seed default", 20, 0.75, 100, 100, "CoCoCoCoCoCCCCCCCCCC"},
		{"all correct", 20, 0.75, 0, 50, "oooooooooooooooooooo"},
		{"all wrong", 20, 0.75, 100, 0, "CCCCCCCCCCCCCCCCCCCC"},
		{"both short", 20, 0.75, 3, 2, "CoCoC"},
		{"corrections short", 20, 0.75, 4, 100, "CoCoCoCooooooooooooo"},
		{"confirmations short", 20, 0.75, 100, 2, "CoCoCCCCCCCCCCCCCCCC"},
		{"half of odd", 7, 0.5, 10, 10, "CoCoCoo"},
		{"truncates 3.3", 10, 0.33, 10, 10, "CoCoCooooo"},
		{"100*0.29 is 28.999...", 100, 0.29, 100, 100, strings.Repeat("Co", 28) + strings.Repeat("o", 44)},
		{"20*0.15 is 3.0000...4", 20, 0.15, 30, 30, "CoCoCooooooooooooooo"},
		{"10*0.7 is 7.000...1", 10, 0.7, 30, 30, "CoCoCoCCCC"},
		{"small ratio", 3, 0.1, 5, 5, "ooo"},
		{"ratio 0", 5, 0, 10, 10, "ooooo"},
		{"ratio 0 no confirmations", 5, 0, 10, 0, "CCCCC"},
		{"ratio 1", 5, 1, 10, 10, "CCCCC"},
		{"ratio 1 no corrections", 5, 1, 0, 10, "ooooo"},
		{"max 0", 0, 0.75, 10, 10, ""},
		{"max 1 gives the confirmation slot", 1, 0.75, 10, 10, "o"},
		{"max 1 ratio 0.99", 1, 0.99, 10, 10, "o"},
		{"max 2", 2, 0.75, 10, 10, "Co"},
		{"empty pools", 20, 0.75, 0, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			corrected, correct := pools(tt.nCorrected, tt.nCorrect)
			got := judgment.Select(corrected, correct, tt.max, tt.ratio)
			if p := pattern(got); p != tt.want {
				t.Fatalf("Select pattern=%q, want %q", p, tt.want)
			}
			if py := pattern(pySelect(corrected, correct, tt.max, tt.ratio)); py != tt.want {
				t.Fatalf("pySelect pattern=%q, want %q", py, tt.want)
			}
			if got == nil {
				t.Fatalf("Select returned nil, want an empty slice")
			}
			// Within each kind, newest (lowest index) first.
			var cs, os []string
			for _, j := range got {
				if j.ChangeID[0] == 'C' {
					cs = append(cs, j.ChangeID)
				} else {
					os = append(os, j.ChangeID)
				}
			}
			if want := ids(corrected[:len(cs)]); !slices.Equal(cs, want) {
				t.Fatalf("corrections %q, want the newest %q", cs, want)
			}
			if want := ids(correct[:len(os)]); !slices.Equal(os, want) {
				t.Fatalf("confirmations %q, want the newest %q", os, want)
			}
		})
	}
}

// TestSelectMatchesPython compares Select with the transliteration over a
// grid of pool sizes, sizes and ratios, including pools cut to maxEntries as
// Manager passes them.
func TestSelectMatchesPython(t *testing.T) {
	ratios := []float64{0, 0.01, 0.1, 0.25, 0.29, 1.0 / 3, 0.5, 0.7, 0.75, 0.9, 0.99, 1}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 60 {
		ratios = append(ratios, rng.Float64())
	}
	for _, ratio := range ratios {
		for maxN := 0; maxN <= 25; maxN++ {
			for _, nc := range []int{0, 1, 2, 5, 19, 20, 40} {
				for _, no := range []int{0, 1, 3, 6, 20, 33} {
					corrected, correct := pools(nc, no)
					want := pattern(pySelect(corrected, correct, maxN, ratio))
					if got := pattern(judgment.Select(corrected, correct, maxN, ratio)); got != want {
						t.Fatalf("Select(%d corrected, %d correct, max %d, ratio %v)=%q, want %q", nc, no, maxN, ratio, got, want)
					}
					cut := pattern(judgment.Select(corrected[:min(nc, maxN)], correct[:min(no, maxN)], maxN, ratio))
					if cut != want {
						t.Fatalf("Select over pools cut to max %d (%d, %d, ratio %v)=%q, want %q", maxN, nc, no, ratio, cut, want)
					}
				}
			}
		}
	}
}

func TestSelectOutOfRange(t *testing.T) {
	corrected, correct := pools(5, 5)
	tests := []struct {
		name  string
		max   int
		ratio float64
		want  string
	}{
		{"negative max", -3, 0.75, ""},
		{"negative ratio is 0", 4, -1, "oooo"},
		{"NaN ratio is 0", 4, math.NaN(), "oooo"},
		{"ratio above 1 is 1", 4, 7, "CCCC"},
		{"infinite ratio is 1", 4, math.Inf(1), "CCCC"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := judgment.Select(corrected, correct, tt.max, tt.ratio)
			if got == nil || pattern(got) != tt.want {
				t.Fatalf("Select(max %d, ratio %v)=%q (nil=%v), want %q", tt.max, tt.ratio, pattern(got), got == nil, tt.want)
			}
		})
	}
}

func ids(js []*judgment.Judgment) []string {
	out := []string{}
	for _, j := range js {
		out = append(out, j.ChangeID)
	}
	return out
}

func BenchmarkSelect(b *testing.B) {
	for _, n := range []int{20, 200} {
		corrected, correct := pools(n, n)
		b.Run(fmt.Sprintf("max=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				judgment.Select(corrected, correct, n, judgment.DefaultCorrectionRatio)
			}
		})
	}
}
