package http_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn/bridge"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// blockingStore is a bridge store whose List waits for its caller's
// context to end, and says so: a request that is still working when its
// client goes away.
type blockingStore struct {
	bridge.Store
	listing chan struct{} // receives when List starts
	ended   chan error    // receives ctx's error when List returns
}

func (s blockingStore) List(ctx context.Context, _ bridge.ListOptions) ([]*bridge.Entry, error) {
	s.listing <- struct{}{}
	<-ctx.Done()
	s.ended <- ctx.Err()
	return nil, ctx.Err()
}

// A client that closes its connection ends the request's context: the
// handler at work sees it and returns.
func TestClientGoneEndsRequest(t *testing.T) {
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "cairn.db"))
	if err := db.Open(t.Context()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	store := blockingStore{Store: db.Bridge("default"), listing: make(chan struct{}, 1), ended: make(chan error, 1)}
	s := cairnhttp.NewServer()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Bridge = &bridge.Service{Stores: func(string) bridge.Store { return store }}
	h, err := s.Handler()
	if err != nil {
		t.Fatal(err)
	}
	returned := make(chan struct{}, 1)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r)
		returned <- struct{}{}
	}))
	t.Cleanup(ts.Close)

	ctx, cancel := context.WithCancel(t.Context())
	req, err := http.NewRequestWithContext(ctx, "GET", ts.URL+"/v1/bridge/sessions/s/prior?type=preprocessing", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Host = "localhost"
	client := &http.Client{Transport: &http.Transport{}}
	done := make(chan error, 1)
	go func() {
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		done <- err
	}()
	wait := func(what string, ch <-chan struct{}) {
		t.Helper()
		select {
		case <-ch:
		case <-time.After(30 * time.Second): // a hang guard, not a measure
			t.Fatalf("%s: never happened", what)
		}
	}
	wait("the handler reading the store", store.listing)
	cancel() // the client goes away: its connection is closed
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("client: %v, want context.Canceled", err)
	}
	select {
	case err := <-store.ended:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("the request's context ended with %v, want context.Canceled", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the request's context did not end when its client went away")
	}
	wait("the handler returning", returned)
}
