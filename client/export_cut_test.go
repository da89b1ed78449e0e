package client_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/correction"
)

// TestExportCorrectionsCutShort fails the server's store in the middle of
// an export: ExportCorrections gives fn what arrived, then reports the
// export incomplete.
func TestExportCorrectionsCutShort(t *testing.T) {
	s := mustOpenServer(t)
	// More than the loopback connection's buffers hold: 30 MB.
	const n = 3000
	cs := make([]*correction.Correction, n)
	for i := range cs {
		cs[i] = &correction.Correction{ID: fmt.Sprintf("c%d", i), OriginalOutput: fmt.Sprintf("wrong %d %s", i, strings.Repeat("x", 10000)),
			CorrectedOutput: "right", Category: correction.CategoryFactual, Severity: 0.5, Confidence: 1}
	}
	if _, err := s.db.Corrections(cairn.DefaultTenant).(correction.BatchInserter).InsertNew(t.Context(), cs); err != nil {
		t.Fatal(err)
	}
	// A plain HTTP client: the contract checks read whole bodies first.
	c, err := client.New(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	err = c.ExportCorrections(context.Background(), func(*correction.Correction) error {
		if got == 0 {
			if err := s.db.Close(); err != nil {
				t.Fatal(err)
			}
		}
		got++
		return nil
	})
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if want := fmt.Sprintf("export incomplete: no end marker after %d records", got); got >= n || !strings.Contains(err.Error(), want) {
		t.Fatalf("ExportCorrections after %d of %d records: %v; want %q", got, n, err, want)
	}
}
