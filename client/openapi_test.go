package client_test

import (
	"context"
	"net/http"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/client"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// operations maps every operation of http/openapi.json (by operationId) to
// the client method that calls it, and says whether the client retries it
// on 503 and 429 (the package documentation lists the same). A route added
// to the document without a client method fails TestEveryOperationHasAMethod.
var operations = map[string]struct {
	method  string
	retried bool
}{
	"health":  {"Health", true},
	"ready":   {"Ready", false},
	"metrics": {"Metrics", true},
	"openapi": {"OpenAPI", true},

	"addJudgment":      {"AddJudgment", true},
	"addJudgments":     {"AddJudgments", true},
	"clearProduct":     {"ClearProduct", true},
	"judgmentStats":    {"JudgmentStats", true},
	"judgmentHistory":  {"JudgmentHistory", true},
	"getJudgment":      {"GetJudgment", true},
	"overrideJudgment": {"OverrideJudgment", true},

	"createCorrection":   {"CreateCorrection", false},
	"listCorrections":    {"ListCorrections", true},
	"exportCorrections":  {"ExportCorrections", true},
	"importCorrections":  {"ImportCorrections", false},
	"detectCorrection":   {"DetectCorrection", true},
	"similarCorrections": {"SimilarCorrections", true},
	"applyCorrections":   {"ApplyCorrections", false},
	"getCorrection":      {"GetCorrection", true},
	"deleteCorrection":   {"DeleteCorrection", true},
	"adjustCorrection":   {"AdjustCorrection", false},
	"sessionTurn":        {"Turn", false},

	"bridgeStoreReasoning":  {"StoreReasoning", false},
	"bridgePriorReasoning":  {"PriorReasoning", true},
	"bridgeSearchReasoning": {"SearchReasoning", true},
	"bridgeSessionStats":    {"BridgeSessionStats", true},
	"bridgeClearSession":    {"ClearBridgeSession", true},
	"bridgeCleanupExpired":  {"CleanupBridge", true},

	"followupDecide": {"DecideFollowup", false},
	"followupStore":  {"StoreFollowupResult", true},
	"followupShow":   {"FollowupEntry", true},
	"followupClear":  {"ClearFollowup", true},

	"review":               {"Review", true},
	"recordReviewDecision": {"RecordReviewDecision", true},
	"reviewStats":          {"ReviewStats", true},

	"mcp": {"MCP", false},
}

// forOtherClients are operations a *client.Client does not wrap, and
// what calls them instead: the OpenAI-compatible proxy speaks the OpenAI
// wire format, for the OpenAI SDKs (docs/proxy.md).
var forOtherClients = map[string]string{
	"proxyChatCompletions": "an OpenAI SDK",
	"proxyEmbeddings":      "an OpenAI SDK",
	"proxyModels":          "an OpenAI SDK",
	"proxyModel":           "an OpenAI SDK",
}

// documentedOperations returns "METHOD /path" by operationId, from the
// document the server serves.
func documentedOperations(tb testing.TB) map[string]string {
	tb.Helper()
	c, err := contract()
	if err != nil {
		tb.Fatal(err)
	}
	ops := map[string]string{}
	for path, item := range c.Doc.Paths.Map() {
		for method, op := range item.Operations() {
			if op.OperationID == "" {
				tb.Errorf("%s %s has no operationId", method, path)
				continue
			}
			ops[op.OperationID] = method + " " + path
		}
	}
	return ops
}

// TestEveryOperationHasAMethod fails when the document has an operation
// the table does not map to a method of *client.Client, or the table names
// an operation or a method that does not exist.
func TestEveryOperationHasAMethod(t *testing.T) {
	ops := documentedOperations(t)
	typ := reflect.TypeFor[*client.Client]()
	ids := make([]string, 0, len(ops))
	for id := range ops {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, ok := forOtherClients[id]; ok {
			continue
		}
		op, ok := operations[id]
		if !ok {
			t.Errorf("%s (%s) has no client method: add one, and a row to the operations table", id, ops[id])
			continue
		}
		m, ok := typ.MethodByName(op.method)
		if !ok {
			t.Errorf("%s: the table names (*Client).%s, which does not exist", id, op.method)
			continue
		}
		if m.Type.NumIn() < 2 || m.Type.In(1) != reflect.TypeFor[context.Context]() {
			t.Errorf("(*Client).%s does not take a context.Context first", op.method)
		}
		if m.Type.NumOut() == 0 || m.Type.Out(m.Type.NumOut()-1) != reflect.TypeFor[error]() {
			t.Errorf("(*Client).%s does not return an error last", op.method)
		}
	}
	for id := range operations {
		if _, ok := ops[id]; !ok {
			t.Errorf("the table maps %s, which the document does not have", id)
		}
	}
}

// TestRetriedOperations calls every method through a proxy that always
// answers 503 and checks that exactly the operations the table (and the
// package documentation) calls retried are sent again, with the method
// and path the document gives them.
func TestRetriedOperations(t *testing.T) {
	s := mustOpenServer(t)
	ops := documentedOperations(t)
	p := newFlakyProxy(t, s.URL(), -1, http.StatusServiceUnavailable, http.Header{"Content-Type": {"application/json"}}, unavailableBody)
	var seen []string
	hc := &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		seen = append(seen, r.Method+" "+r.URL.Path)
		return http.DefaultTransport.RoundTrip(r)
	})}
	c, _ := recordedClient(t, p.URL, client.WithHTTPClient(hc), client.WithRetryPolicy(client.RetryPolicy{MaxAttempts: 3, BaseDelay: time.Millisecond}))
	cv := reflect.ValueOf(c)
	for id, op := range operations {
		seen = nil
		m := cv.MethodByName(op.method)
		if !m.IsValid() {
			continue // TestEveryOperationHasAMethod reports it
		}
		out := m.Call(arguments(m.Type()))
		if err, _ := out[len(out)-1].Interface().(error); err == nil {
			t.Errorf("%s: no error from a server that answers 503", op.method)
		}
		if id == "mcp" {
			// The session's requests are the MCP SDK's own, with its own
			// handling of transient statuses; the client adds no retries.
			continue
		}
		want := 1
		if op.retried {
			want = 3
		}
		if len(seen) != want {
			t.Errorf("%s: %d attempts, want %d (retried: %v): %q", op.method, len(seen), want, op.retried, seen)
			continue
		}
		if doc := ops[id]; !matchesPattern(seen[0], doc) {
			t.Errorf("%s sent %s, the document says %s", op.method, seen[0], doc)
		}
	}
}

// arguments returns arguments for a method of type mt: a context, "x" for
// strings, new values for pointers, zero values for the rest.
func arguments(mt reflect.Type) []reflect.Value {
	args := make([]reflect.Value, mt.NumIn())
	for i := range args {
		at := mt.In(i)
		switch {
		case at == reflect.TypeFor[context.Context]():
			args[i] = reflect.ValueOf(context.Background())
		case at.Kind() == reflect.String:
			args[i] = reflect.ValueOf("x").Convert(at)
		case at.Kind() == reflect.Pointer:
			args[i] = reflect.New(at.Elem())
		case at.Kind() == reflect.Func:
			args[i] = reflect.MakeFunc(at, func([]reflect.Value) []reflect.Value {
				res := make([]reflect.Value, at.NumOut())
				for j := range res {
					res[j] = reflect.Zero(at.Out(j))
				}
				return res
			})
		default:
			args[i] = reflect.Zero(at)
		}
	}
	return args
}

// matchesPattern reports whether "METHOD /path" matches "METHOD
// /pattern/{with}/{wildcards}".
func matchesPattern(got, pattern string) bool {
	gm, gp, _ := strings.Cut(got, " ")
	pm, pp, _ := strings.Cut(pattern, " ")
	gs, ps := strings.Split(gp, "/"), strings.Split(pp, "/")
	if gm != pm || len(gs) != len(ps) {
		return false
	}
	for i := range ps {
		if !strings.HasPrefix(ps[i], "{") && gs[i] != ps[i] {
			return false
		}
	}
	return true
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// The document the client is tested against is the one the server serves.
func TestOpenAPIServed(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	doc, err := c.OpenAPI(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if string(doc) != string(cairnhttp.OpenAPI()) {
		t.Fatal("GET /openapi.json differs from http/openapi.json")
	}
}
