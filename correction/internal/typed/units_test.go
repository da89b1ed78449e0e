package typed

import "testing"

// A number the message gives in another unit of the same measure is
// written with its unit ("10 minutes" → "600 seconds"), so the output
// does not keep the old unit ("600 minutes").
func TestPairCarriesItsUnit(t *testing.T) {
	p, ok := Extract("the limit is 600 seconds now, plenty for the export", "Jobs stop after 10 minutes, so keep the export small.")
	if !ok || p.Wrong != "10 minutes" || p.Right != "600 seconds" {
		t.Fatalf("Extract = %+v, %v; want 10 minutes -> 600 seconds", p, ok)
	}
	// The same unit: the bare numbers.
	p, ok = Extract("the limit is 15 minutes now", "Jobs stop after 10 minutes, so keep the export small.")
	if !ok || p.Wrong != "10" || p.Right != "15" {
		t.Fatalf("Extract = %+v, %v; want 10 -> 15", p, ok)
	}
}
