package bridge_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/cairnhq/cairn/bridge"
)

// cancelOnList is a store that ends the caller's context once it has
// listed the entries: what follows runs for a caller that has gone.
type cancelOnList struct {
	bridge.Store
	cancel context.CancelFunc
}

func (s cancelOnList) List(ctx context.Context, opts bridge.ListOptions) ([]*bridge.Entry, error) {
	es, err := s.Store.List(ctx, opts)
	s.cancel()
	return es, err
}

// Reading a session's entries (corrupting them for the prior reasoning,
// scoring them by words for a search) stops when the caller's context
// ends, with its error, instead of finishing for nobody.
func TestReadingEntriesStopsWhenContextEnds(t *testing.T) {
	db := mustOpenDB(t)
	store := db.Bridge("t")
	b := bridge.New(store, nil, bridge.DefaultConfig())
	now := time.Now().UTC()
	b.Now = func() time.Time { return now }
	for i := range 20 {
		e := &bridge.Entry{SessionID: "s", Type: bridge.WorkingAwareness, Text: fmt.Sprintf("the user %d likes hiking near Seattle", i), Timestamp: now.Add(-time.Duration(i) * time.Minute)}
		if err := b.Save(t.Context(), e); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name string
		read func(ctx context.Context, b *bridge.Bridge) error
	}{
		{"prior", func(ctx context.Context, b *bridge.Bridge) error {
			_, err := b.PriorReasoning(ctx, "s", bridge.WorkingAwareness, true)
			return err
		}},
		{"search by words", func(ctx context.Context, b *bridge.Bridge) error {
			_, err := b.Search(ctx, "s", "hiking Seattle", 5, "")
			return err
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			defer cancel()
			cb := bridge.New(cancelOnList{store, cancel}, nil, bridge.DefaultConfig())
			cb.Now = b.Now
			if err := tt.read(ctx, cb); !errors.Is(err, context.Canceled) {
				t.Fatalf("err = %v, want context.Canceled", err)
			}
			if err := tt.read(t.Context(), b); err != nil {
				t.Fatalf("not cancelled: %v", err)
			}
		})
	}
}
