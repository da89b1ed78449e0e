package correction_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
)

func TestTurnLog(t *testing.T) {
	l := correction.NewTurnLog(3)
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	applied := &correction.OutputResult{Output: "port 8080", Apply: &correction.ApplyResult{
		Method:             "literal",
		AppliedCorrections: []*correction.CorrectionMatch{{Correction: &correction.Correction{ID: "c1"}, Similarity: 0.9, Relevance: 0.8}},
	}}
	l.RecordOutput("acme", "s1", "which port?", "port 80", applied, at)
	l.RecordMessage("acme", "s1", "no, 8081", &correction.MessageResult{Checked: true, Saved: &correction.Correction{ID: "c2"}}, at.Add(time.Minute))
	l.RecordOutput("other", "s1", "q", "o", nil, at)
	l.RecordOutput("acme", "s2", "q", strings.Repeat("é", 20000), applied, at.Add(2*time.Minute))
	l.RecordOutput("acme", "s2", "q", "o", nil, at.Add(3*time.Minute)) // drops the oldest acme turn

	if got, want := len(l.Session("acme", "s1")), 1; got != want {
		t.Fatalf("s1 turns=%d, want %d (size 3 per tenant)", got, want)
	}
	if got := l.Session("other", "s1"); len(got) != 1 || got[0].Output != "o" {
		t.Fatalf("other tenant: %+v", got)
	}
	ss := l.Sessions("acme")
	if len(ss) != 2 || ss[0].SessionID != "s2" || ss[0].Turns != 2 || ss[0].Applied != 1 || ss[1].Saved != 1 {
		t.Fatalf("sessions=%+v", ss)
	}
	s2 := l.Session("acme", "s2")
	if n := len(s2[0].Output); n > 16<<10+10 || !strings.HasSuffix(s2[0].Output, "[…]") {
		t.Fatalf("long output kept %d bytes", n)
	}
	apps := l.Applications("acme", "c1")
	if len(apps) != 1 || apps[0].Turn.SessionID != "s2" || apps[0].Match.Relevance != 0.8 {
		t.Fatalf("applications=%+v", apps)
	}
	if got := l.Applications("other", "c1"); len(got) != 0 {
		t.Fatalf("applications crossed tenants: %+v", got)
	}
}

// TestTurnLogKeepsTheLastTurns: however many turns went through, the log
// keeps the last Size of each tenant, oldest first.
func TestTurnLogKeepsTheLastTurns(t *testing.T) {
	const size = 4
	l := correction.NewTurnLog(size)
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for n := 1; n <= 3*size+2; n++ {
		l.RecordMessage("acme", "s", fmt.Sprint(n), nil, at.Add(time.Duration(n)*time.Minute))
		var got []string
		for _, turn := range l.Session("acme", "s") {
			got = append(got, turn.Message)
		}
		var want []string
		for i := max(1, n-size+1); i <= n; i++ {
			want = append(want, fmt.Sprint(i))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("after %d turns: kept %q, want %q", n, got, want)
		}
	}
	if ss := l.Sessions("acme"); len(ss) != 1 || ss[0].Turns != size || !ss[0].Last.Equal(at.Add((3*size+2)*time.Minute)) {
		t.Fatalf("sessions=%+v", ss)
	}
}

// BenchmarkTurnLogRecord records turns into a full log of the default size,
// as every turn of a busy server does.
func BenchmarkTurnLogRecord(b *testing.B) {
	l := correction.NewTurnLog(0)
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	res := &correction.OutputResult{Output: "port 8080", Apply: &correction.ApplyResult{Method: "literal"}}
	for i := range correction.DefaultTurnLogSize {
		l.RecordOutput("acme", fmt.Sprint(i), "which port?", "port 80", res, at)
	}
	for b.Loop() {
		l.RecordOutput("acme", "s", "which port?", "port 80", res, at)
	}
}
