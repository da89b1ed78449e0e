package client_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
)

func TestNew(t *testing.T) {
	for _, bad := range []string{"", "localhost:7878", "ftp://host", "http://", "http://host/?q=1", "://x"} {
		_, err := client.New(bad)
		wantCode(t, err, cairn.EINVALID, "baseURL")
	}
	c, err := client.New("http://127.0.0.1:7878/prefix/")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.BaseURL(), "http://127.0.0.1:7878/prefix"; got != want {
		t.Fatalf("BaseURL=%q, want %q", got, want)
	}
}

// With a key in the store, requests need one: none or an unknown one is
// EUNAUTHORIZED; each key sees its own tenant; health needs none.
func TestAuth(t *testing.T) {
	keyed := mustOpenServerWithKeys(t)
	acme, other := keyed.acme, keyed.other
	ctx := context.Background()

	anon := newClient(t, keyed.URL())
	_, err := anon.JudgmentStats(ctx, "")
	wantCode(t, err, cairn.EUNAUTHORIZED, "")
	if !strings.Contains(cairn.ErrorMessage(err), "missing API key") {
		t.Fatalf("message=%q", cairn.ErrorMessage(err))
	}
	if st, err := anon.Health(ctx); err != nil || st.Status != "ok" {
		t.Fatalf("Health without a key=%+v, %v", st, err)
	}
	if st, err := anon.Ready(ctx); err != nil || st.Status != "ready" {
		t.Fatalf("Ready without a key=%+v, %v", st, err)
	}

	wrong := newClient(t, keyed.URL(), client.WithAPIKey("cairn_not_a_key"))
	_, err = wrong.JudgmentStats(ctx, "")
	wantCode(t, err, cairn.EUNAUTHORIZED, "")

	a := newClient(t, keyed.URL(), client.WithAPIKey(acme))
	o := newClient(t, keyed.URL(), client.WithAPIKey(other))
	if _, err := a.AddJudgment(ctx, &judgment.Judgment{ChangeID: "x#1", Product: "Acme", Decision: judgment.Include}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.GetJudgment(ctx, "x#1"); err != nil {
		t.Fatal(err)
	}
	_, err = o.GetJudgment(ctx, "x#1")
	wantCode(t, err, cairn.ENOTFOUND, "")
}

type keyedServer struct {
	*testServer
	acme, other string
}

// mustOpenServerWithKeys starts a server whose store holds keys of two
// tenants before it opens, so that it requires keys.
func mustOpenServerWithKeys(tb testing.TB) *keyedServer {
	tb.Helper()
	k := &keyedServer{}
	k.testServer = mustOpenServer(tb, func(s *cairnhttp.Server) {
		ks := s.Keys
		for _, p := range []struct {
			tenant string
			dst    *string
		}{{"acme", &k.acme}, {"other", &k.other}} {
			secret, key, err := cairn.NewAPIKey(p.tenant, "client test", time.Now())
			if err != nil {
				tb.Fatal(err)
			}
			if err := ks.CreateKey(context.Background(), key); err != nil {
				tb.Fatal(err)
			}
			*p.dst = secret
		}
	})
	return k
}

func TestHealthReadyMetrics(t *testing.T) {
	down := errors.New("disk on fire")
	var healthy atomic.Bool
	healthy.Store(true)
	s := mustOpenServer(t, func(s *cairnhttp.Server) {
		ping := s.Ping
		s.Ping = func(ctx context.Context) error {
			if !healthy.Load() {
				return down
			}
			return ping(ctx)
		}
	})
	c := newClient(t, s.URL())
	ctx := context.Background()
	if st, err := c.Ready(ctx); err != nil || st.Status != "ready" {
		t.Fatalf("Ready=%+v, %v", st, err)
	}
	healthy.Store(false)
	_, err := c.Ready(ctx)
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if got, want := err.Error(), "not ready: the server cannot reach its records store"; got != want {
		t.Fatalf("Ready: %q, want %q", got, want)
	}
	if st, err := c.Health(ctx); err != nil || st.Status != "ok" {
		t.Fatalf("Health with the store down=%+v, %v", st, err)
	}

	if _, err := c.JudgmentStats(ctx, ""); err != nil {
		t.Fatal(err)
	}
	m, err := c.Metrics(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m, `cairn_http_requests_total{code="200",method="GET",route="/v1/judgments/stats"} 1`) {
		t.Fatalf("metrics lack the stats request:\n%.2000s", m)
	}
}

// A server that cannot be reached is EUNAVAILABLE wrapping the transport's
// error; a cancelled context is the context's error.
func TestTransportErrors(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	c, err := client.New("http://proxyuser:s3cret@"+addr, client.WithRetryPolicy(client.NoRetry))
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Health(context.Background())
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("err=%v: errors.Is(err, ECONNREFUSED) is false", err)
	}
	if strings.Contains(err.Error(), "s3cret") {
		t.Fatalf("the error shows the URL's password: %v", err)
	}

	s := mustOpenServer(t)
	c = newClient(t, s.URL())
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = c.Health(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err=%v, want context.Canceled", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	<-ctx.Done()
	_, err = c.Health(ctx)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err=%v, want context.DeadlineExceeded", err)
	}
}

// The user agent and the API key go out on every request.
func TestHeaders(t *testing.T) {
	s := mustOpenServer(t)
	var got http.Header
	hc := &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		got = r.Header.Clone()
		return http.DefaultTransport.RoundTrip(r)
	})}
	c, err := client.New(s.URL(), client.WithHTTPClient(hc), client.WithUserAgent("billing-bot/2"), client.WithAPIKey("cairn_k"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Health(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got.Get("User-Agent") != "billing-bot/2" || got.Get("Authorization") != "Bearer cairn_k" {
		t.Fatalf("headers=%v", got)
	}
	c, _ = client.New(s.URL(), client.WithHTTPClient(hc))
	if _, err := c.Health(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got.Get("User-Agent") != client.DefaultUserAgent || got.Get("Authorization") != "" {
		t.Fatalf("default headers=%v", got)
	}
}
