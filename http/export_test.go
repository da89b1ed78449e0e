package http_test

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// TestExportCutShort fails the store in the middle of an export, after the
// status line: the stream ends without its end marker and the connection is
// aborted, so that a reader of the body gets an error.
func TestExportCutShort(t *testing.T) {
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
	// Not through the contract checks of http.DefaultTransport, which read
	// whole bodies.
	client := &http.Client{Transport: &http.Transport{}}
	resp, err := client.Get(s.URL() + "/v1/corrections/export")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	r := bufio.NewReader(resp.Body)
	first, err := r.ReadString('\n')
	if err != nil || first != `{"_begin":true}`+"\n" {
		t.Fatalf("first line %q, %v", first, err)
	}
	// The server is blocked writing (this test does not read); the store
	// fails under it.
	if err := s.db.Close(); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(r)
	if err == nil {
		t.Fatalf("the body of an export cut short ended without an error (%d bytes)", len(rest))
	}
	if strings.Contains(string(rest), `"_end"`) {
		t.Fatalf("an export cut short has an end marker")
	}
	if got := strings.Count(string(rest), "\n"); got >= n {
		t.Fatalf("the export was not cut short: %d lines", got)
	}
}
