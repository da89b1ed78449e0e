package postgres_test

import (
	"context"
	"errors"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/postgres"
)

// within runs fn and fails the test if it has not returned after a
// minute: what these tests check is that a call ends, and how.
func within(t *testing.T, what string, fn func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- fn() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Minute):
		t.Fatalf("%s still blocked after a minute", what)
		return nil
	}
}

// A statement blocked on a lock another connection holds is cancelled by
// the server after StatementTimeout: the call fails with EUNAVAILABLE, and
// the next one, after the lock is gone, works.
func TestStatementTimeoutOnLock(t *testing.T) {
	db := postgres.NewDB(testenv.Postgres(t))
	db.Schema = testenv.UniqueName("cairn_t_")
	db.StatementTimeout = 200 * time.Millisecond
	db.Timeout = time.Minute // the server's timeout, not the client's, ends the call
	dropSchemaOnCleanup(t, db.URL, db.Schema)
	mustOpen(t, db)
	ctx := context.Background()
	js := db.Judgments("t")
	if _, err := js.Add(ctx, &judgment.Judgment{ChangeID: "c1", Product: "p", Decision: judgment.Include, Reasoning: "r"}); err != nil {
		t.Fatal(err)
	}

	locker := rawConn(t, db.Schema)
	tx, err := locker.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "LOCK TABLE judgments IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		call func() error
	}{
		{"read", func() error { _, err := js.Get(ctx, "c1"); return err }},
		{"write", func() error {
			_, err := js.Add(ctx, &judgment.Judgment{ChangeID: "c2", Product: "p", Decision: judgment.Include, Reasoning: "r"})
			return err
		}},
	} {
		err := within(t, tc.name+" on a locked table", tc.call)
		if got := cairn.ErrorCode(err); got != cairn.EUNAVAILABLE {
			t.Fatalf("%s on a locked table: %v (code %q), want EUNAVAILABLE", tc.name, err, got)
		}
	}
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := js.Get(ctx, "c1"); err != nil {
		t.Fatalf("Get after the lock is released: %v", err)
	}
	if _, err := js.Get(ctx, "c2"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("the cancelled Add wrote: %v", err)
	}
}

// A server that stops answering (here: a proxy that stops forwarding, in
// front of the real server) fails each call with EUNAVAILABLE after
// Timeout instead of hanging it; once it answers again, calls work.
func TestTimeoutOnFrozenServer(t *testing.T) {
	proxy := startProxy(t, testenv.Postgres(t))
	db := postgres.NewDB(proxy.url)
	db.Schema = testenv.UniqueName("cairn_t_")
	db.StatementTimeout = 0 // only the client's deadline
	db.Timeout = 300 * time.Millisecond
	dropSchemaOnCleanup(t, testenv.Postgres(t), db.Schema)
	mustOpen(t, db)
	ctx := context.Background()
	js := db.Judgments("t")
	if _, err := js.Add(ctx, &judgment.Judgment{ChangeID: "c1", Product: "p", Decision: judgment.Include, Reasoning: "r"}); err != nil {
		t.Fatal(err)
	}

	proxy.freeze(true)
	for _, tc := range []struct {
		name string
		call func() error
	}{
		{"Get", func() error { _, err := js.Get(ctx, "c1"); return err }},
		{"Newest", func() error { _, err := js.Newest(ctx, "p", false, 5); return err }},
		{"Add", func() error {
			_, err := js.Add(ctx, &judgment.Judgment{ChangeID: "c2", Product: "p", Decision: judgment.Include, Reasoning: "r"})
			return err
		}},
		{"Ping", func() error { return db.Ping(ctx) }},
		{"Corrections.List", func() error {
			_, err := db.Corrections("t").List(ctx, correction.ListOptions{Limit: 10})
			return err
		}},
	} {
		err := within(t, tc.name+" on a frozen server", tc.call)
		if got := cairn.ErrorCode(err); got != cairn.EUNAVAILABLE {
			t.Fatalf("%s on a frozen server: %v (code %q), want EUNAVAILABLE", tc.name, err, got)
		}
	}
	// The caller's own deadline is still the caller's.
	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if _, err := js.Get(short, "c1"); !errors.Is(err, context.DeadlineExceeded) || cairn.ErrorCode(err) == cairn.EUNAVAILABLE {
		t.Fatalf("Get with the caller's shorter deadline: %v, want the context's error", err)
	}
	proxy.freeze(false)
	if _, err := js.Get(ctx, "c1"); err != nil {
		t.Fatalf("Get once the server answers again: %v", err)
	}
}

func TestOpenValidatesTimeouts(t *testing.T) {
	for _, tc := range []struct {
		field string
		set   func(*postgres.DB)
	}{
		{"statement_timeout", func(db *postgres.DB) { db.StatementTimeout = -time.Second }},
		{"timeout", func(db *postgres.DB) { db.Timeout = -time.Second }},
	} {
		db := postgres.NewDB("postgres://nobody@127.0.0.1:1/x")
		tc.set(db)
		err := db.Open(context.Background())
		if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tc.field {
			t.Errorf("Open with a negative %s: %v", tc.field, err)
		}
	}
}

// proxy forwards TCP connections to a PostgreSQL server, and can stop
// forwarding (freeze) as a server that was SIGSTOPped would.
type proxy struct {
	url    string
	mu     sync.Mutex
	frozen bool
	thawed *sync.Cond
}

func startProxy(tb testing.TB, target string) *proxy {
	tb.Helper()
	u, err := url.Parse(target)
	if err != nil {
		tb.Fatal(err)
	}
	upstream := u.Host
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	u.Host = ln.Addr().String()
	p := &proxy{url: u.String()}
	p.thawed = sync.NewCond(&p.mu)
	var conns sync.WaitGroup
	var mu sync.Mutex
	var open []net.Conn
	track := func(c net.Conn) {
		mu.Lock()
		open = append(open, c)
		mu.Unlock()
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", upstream)
			if err != nil {
				c.Close()
				continue
			}
			track(c)
			track(up)
			conns.Add(2)
			go func() { defer conns.Done(); p.pipe(up, c) }()
			go func() { defer conns.Done(); p.pipe(c, up) }()
		}
	}()
	tb.Cleanup(func() {
		ln.Close()
		p.freeze(false)
		mu.Lock()
		for _, c := range open {
			c.Close()
		}
		mu.Unlock()
		conns.Wait()
	})
	return p
}

// pipe copies from src to dst, holding what it read while frozen.
func (p *proxy) pipe(dst, src net.Conn) {
	defer dst.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			p.mu.Lock()
			for p.frozen {
				p.thawed.Wait()
			}
			p.mu.Unlock()
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (p *proxy) freeze(on bool) {
	p.mu.Lock()
	p.frozen = on
	p.mu.Unlock()
	p.thawed.Broadcast()
}
