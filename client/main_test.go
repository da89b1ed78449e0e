package client_test

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/openapitest"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
	"github.com/cairnhq/cairn/sqlite"
)

// testServer is a real cairn server on a free loopback port over a real
// SQLite file, with every capability wired as "cairn serve" wires them.
type testServer struct {
	*cairnhttp.Server
	db *sqlite.DB
}

func mustOpenServer(tb testing.TB, configure ...func(*cairnhttp.Server)) *testServer {
	tb.Helper()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Keys = db.Keys()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Ping = db.Ping
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb}
	s.Bridge = &bridge.Service{Stores: func(t string) bridge.Store { return db.Bridge(t) }, Embedder: emb}
	s.Followups = followup.NewService(followup.NewMemoryStore().Tenant, emb)
	s.Review = &review.Service{Policy: review.DefaultPolicy()}
	for _, c := range configure {
		c(s)
	}
	if err := s.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return &testServer{Server: s, db: db}
}

// newClient returns a client of baseURL whose every exchange is checked
// against http/openapi.json: a request that succeeded must be one the
// document describes, and every response must match it.
func newClient(tb testing.TB, baseURL string, opts ...client.Option) *client.Client {
	tb.Helper()
	hc := &http.Client{Transport: &contractTransport{tb: tb, base: http.DefaultTransport}}
	c, err := client.New(baseURL, append([]client.Option{client.WithHTTPClient(hc)}, opts...)...)
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// contract is the loaded OpenAPI document and its router.
var contract = sync.OnceValues(func() (*openapitest.Contract, error) {
	return openapitest.Load(cairnhttp.OpenAPI())
})

// contractTransport validates each exchange against the document and
// fails tb on a mismatch.
type contractTransport struct {
	tb   testing.TB
	base http.RoundTripper
}

func (t *contractTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	req, reqBody, resp, respBody, err := openapitest.RoundTrip(t.base, req)
	if err != nil {
		return resp, err
	}
	if err := checkExchange(req, reqBody, resp, respBody); err != nil {
		t.tb.Errorf("OpenAPI contract: %s %s → %d: %v\nrequest: %.1000s\nresponse: %.1000s", req.Method, req.URL.RequestURI(), resp.StatusCode, err, reqBody, respBody)
	}
	return resp, nil
}

// checkExchange validates one exchange (see openapitest.Contract.Check);
// the client must only send documented operations, and each one that
// succeeded is recorded in succeeded.
func checkExchange(req *http.Request, reqBody []byte, resp *http.Response, respBody []byte) error {
	c, err := contract()
	if err != nil {
		return err
	}
	route, err := c.Check(req, reqBody, resp, respBody)
	if route == nil {
		return fmt.Errorf("the client sent a request the document has no operation for")
	}
	if err == nil && resp.StatusCode < 300 {
		succeeded.Store(route.Operation.OperationID, true)
	}
	return err
}

// succeeded holds the operationId of every operation a test called with
// success through newClient.
var succeeded sync.Map

// TestMain runs the tests and then, when all of them ran and passed,
// checks that each operation of the document was called with success
// through the client and validated against the document.
func TestMain(m *testing.M) {
	code := m.Run()
	if code != 0 || flag.Lookup("test.run").Value.String() != "" || flag.Lookup("test.skip").Value.String() != "" {
		os.Exit(code)
	}
	c, err := contract()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var missing []string
	for path, item := range c.Doc.Paths.Map() {
		for method, op := range item.Operations() {
			if _, other := forOtherClients[op.OperationID]; other {
				continue // exercised by the proxy's tests, with an OpenAI SDK
			}
			if _, ok := succeeded.Load(op.OperationID); !ok {
				missing = append(missing, fmt.Sprintf("%s (%s %s)", op.OperationID, method, path))
			}
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		fmt.Fprintf(os.Stderr, "FAIL: no test called these operations with success through the client:\n\t%s\n", strings.Join(missing, "\n\t"))
		os.Exit(1)
	}
	os.Exit(code)
}

// wantCode fails tb unless err carries code (and field, when not "").
func wantCode(tb testing.TB, err error, code, field string) {
	tb.Helper()
	if got := cairn.ErrorCode(err); got != code {
		tb.Fatalf("ErrorCode(%v)=%q, want %q", err, got, code)
	}
	if field != "" {
		if got := cairn.ErrorField(err); got != field {
			tb.Fatalf("ErrorField(%v)=%q, want %q", err, got, field)
		}
	}
}
