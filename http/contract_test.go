package http_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/openapitest"
)

// The OpenAPI document is a contract: every response a test in this
// package receives from a server started by mustOpenServer is validated
// against http/openapi.json with kin-openapi (status, headers, body), and so
// is every request that succeeded. A mismatch fails the test that sent the
// request. Routes are read from the document, so routes added later are
// checked without touching this file.

// contract is the loaded document and its router, shared by every test.
var contract = sync.OnceValues(func() (*openapitest.Contract, error) {
	return openapitest.Load(cairnhttp.OpenAPI())
})

// watched maps the host:port of each test server to its test.
var watched sync.Map // string → testing.TB

// watchContract validates every exchange with the server at baseURL
// against the document for as long as tb runs.
func watchContract(tb testing.TB, baseURL string) {
	tb.Helper()
	if _, err := contract(); err != nil {
		tb.Fatal(err)
	}
	host := strings.TrimPrefix(baseURL, "http://")
	watched.Store(host, tb)
	tb.Cleanup(func() { watched.Delete(host) })
}

func init() {
	http.DefaultTransport = &contractTransport{base: http.DefaultTransport}
}

// contractTransport validates the exchanges with watched servers.
type contractTransport struct{ base http.RoundTripper }

func (t *contractTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	v, ok := watched.Load(req.URL.Host)
	if !ok {
		return t.base.RoundTrip(req)
	}
	tb := v.(testing.TB)
	req, reqBody, resp, respBody, err := openapitest.RoundTrip(t.base, req)
	if err != nil {
		return resp, err
	}
	if err := checkExchange(req, reqBody, resp, respBody); err != nil {
		tb.Errorf("OpenAPI contract: %s %s → %d: %v\nresponse: %.2000s", req.Method, req.URL.RequestURI(), resp.StatusCode, err, respBody)
	}
	return resp, nil
}

// checkExchange validates one request and its response against the
// document (see openapitest.Contract.Check).
func checkExchange(req *http.Request, reqBody []byte, resp *http.Response, respBody []byte) error {
	c, err := contract()
	if err != nil {
		return err
	}
	_, err = c.Check(req, reqBody, resp, respBody)
	return err
}

// TestOpenAPIDocumentIsValid loads http/openapi.json with kin-openapi and
// validates it, and checks what kin-openapi lets pass in OpenAPI 3.0: a
// schema that is nullable must say its type.
func TestOpenAPIDocumentIsValid(t *testing.T) {
	if _, err := contract(); err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(cairnhttp.OpenAPI(), &doc); err != nil {
		t.Fatal(err)
	}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			if x["nullable"] == true {
				if _, ok := x["type"]; !ok {
					t.Errorf("%s: nullable without type is invalid in OpenAPI 3.0", path)
				}
			}
			for k, e := range x {
				walk(path+"/"+k, e)
			}
		case []any:
			for i, e := range x {
				walk(fmt.Sprintf("%s/%d", path, i), e)
			}
		}
	}
	walk("#", doc)
}

// TestContractCatchesDrift shows the validator fails on a response the
// document does not allow.
func TestContractCatchesDrift(t *testing.T) {
	mustOpenServer(t) // loads the contract
	req := httptestRequest(t, "GET", "/v1/judgments/stats")
	bad := []struct {
		name   string
		status int
		body   string
	}{
		{"undocumented status", http.StatusTeapot, `{"error":{"code":"invalid","message":"x"}}`},
		{"wrong type", http.StatusOK, `{"total_judgments":"three"}`},
		{"error without code", http.StatusBadRequest, `{"error":{"message":"x"}}`},
		{"missing member", http.StatusOK, `{"total_judgments":3,"corrected_count":1,"correct_count":2,"correction_rate":0.33,"products":["a"],"oldest_judgment":null}`},
		{"undocumented member", http.StatusOK, `{"total_judgments":3,"corrected_count":1,"correct_count":2,"correction_rate":0.33,"products":["a"],"oldest_judgment":null,"newest_judgment":null,"total":3}`},
	}
	for _, b := range bad {
		resp := &http.Response{StatusCode: b.status, Header: http.Header{"Content-Type": {"application/json"}}}
		if err := checkExchange(req, nil, resp, []byte(b.body)); err == nil {
			t.Errorf("%s: accepted", b.name)
		}
	}
	resp := &http.Response{StatusCode: http.StatusOK, Header: http.Header{"Content-Type": {"application/json"}}}
	if err := checkExchange(req, nil, resp, []byte(`{"total_judgments":3,"corrected_count":1,"correct_count":2,"correction_rate":0.33,"products":["a"],"oldest_judgment":null,"newest_judgment":"2025-01-01T00:00:00Z"}`)); err != nil {
		t.Errorf("a valid response was refused: %v", err)
	}
}

func httptestRequest(t *testing.T, method, path string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, "http://127.0.0.1:1"+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}
