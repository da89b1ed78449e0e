package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// RunSessionStore runs the conformance suite of correction.SessionStore.
// open returns an empty store of tenant; two tenants' stores must be
// isolated.
func RunSessionStore(t *testing.T, open func(t *testing.T, tenant string) correction.SessionStore) {
	ctx := context.Background()
	at := time.Date(2026, 5, 1, 9, 30, 0, 123000000, time.UTC)

	t.Run("MissingSession", func(t *testing.T) {
		s := open(t, "a")
		if _, ok, err := s.LastTurn(ctx, "never-seen"); err != nil || ok {
			t.Fatalf("LastTurn of an unknown session: ok=%v err=%v", ok, err)
		}
	})
	t.Run("RoundTripAndReplace", func(t *testing.T) {
		s := open(t, "a")
		first := correction.Turn{Query: "q1 ünïcødé", Output: "line 1\nline 2", At: at,
			Edits: []correction.TurnEdit{{CorrectionID: "cor_1", Matched: "5432", Replacement: "5433"}, {CorrectionID: "cor_2", Matched: "a b", Replacement: "c"}}}
		if err := s.SetLastTurn(ctx, "s1", first); err != nil {
			t.Fatal(err)
		}
		got, ok, err := s.LastTurn(ctx, "s1")
		if err != nil || !ok || got.Query != first.Query || got.Output != first.Output || !got.At.Equal(first.At) {
			t.Fatalf("LastTurn=%+v ok=%v err=%v, want %+v", got, ok, err, first)
		}
		if len(got.Edits) != 2 || got.Edits[0] != first.Edits[0] || got.Edits[1] != first.Edits[1] {
			t.Fatalf("edits %+v, want %+v", got.Edits, first.Edits)
		}
		second := correction.Turn{Query: "q2", Output: "o2", At: at.Add(time.Minute)}
		if err := s.SetLastTurn(ctx, "s1", second); err != nil {
			t.Fatal(err)
		}
		if got, _, _ := s.LastTurn(ctx, "s1"); got.Query != "q2" || len(got.Edits) != 0 {
			t.Fatalf("after replace: %+v", got)
		}
		if _, ok, _ := s.LastTurn(ctx, "s2"); ok {
			t.Fatal("another session sees s1's turn")
		}
	})
	t.Run("TenantIsolation", func(t *testing.T) {
		a, b := open(t, "tenant-a"), open(t, "tenant-b")
		if err := a.SetLastTurn(ctx, "shared-id", correction.Turn{Query: "a's"}); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := b.LastTurn(ctx, "shared-id"); ok {
			t.Fatal("tenant b sees tenant a's session")
		}
	})
	t.Run("EmptySessionInvalid", func(t *testing.T) {
		s := open(t, "a")
		if err := s.SetLastTurn(ctx, "", correction.Turn{}); cairn.ErrorCode(err) != cairn.EINVALID {
			t.Fatalf("empty session id: %v, want EINVALID", err)
		}
	})
}
