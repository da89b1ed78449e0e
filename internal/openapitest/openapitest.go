// Package openapitest holds cairn's HTTP tests to http/openapi.json: it
// routes a request to its documented operation with the server's own
// routing rules and validates the exchange with kin-openapi, more strictly
// than kin-openapi alone (undeclared members fail). It is used by the tests
// of the http and client packages.
package openapitest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
)

// Load parses and validates an OpenAPI 3 document.
func Load(data []byte) (*Contract, error) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(data)
	if err != nil {
		return nil, fmt.Errorf("load openapi.json: %w", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("openapi.json is not a valid OpenAPI document: %w", err)
	}
	return newContract(doc), nil
}

func init() {
	text := func(body io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
		b, err := io.ReadAll(body)
		return string(b), err
	}
	openapi3filter.RegisterBodyDecoder("application/x-ndjson", text)
	openapi3filter.RegisterBodyDecoder("text/event-stream", text) // the proxy's streams
}

// RoundTrip sends req through base and returns the request as sent and the
// response with both bodies read, the response's left readable again.
func RoundTrip(base http.RoundTripper, req *http.Request) (sent *http.Request, reqBody []byte, resp *http.Response, respBody []byte, err error) {
	if req.Body != nil && req.Body != http.NoBody {
		b, err := io.ReadAll(req.Body)
		req.Body.Close()
		if err != nil {
			return nil, nil, nil, nil, err
		}
		reqBody = b
		req = req.Clone(req.Context())
		req.Body = io.NopCloser(bytes.NewReader(b))
	}
	resp, err = base.RoundTrip(req)
	if err != nil {
		return req, reqBody, resp, nil, err
	}
	respBody, err = io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return req, reqBody, nil, nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(respBody))
	return req, reqBody, resp, respBody, nil
}

// Contract finds the documented operation of a request with the same
// routing rules as the server (a net/http ServeMux built from the
// document's paths), so that e.g. GET /v1/corrections/apply is the
// documented GET /v1/corrections/{id}, as it is for the server.
type Contract struct {
	Doc *openapi3.T
	mux *http.ServeMux
}

var docWildcard = regexp.MustCompile(`\{([^}]+)\}`)

// Route is what the contract mux's handlers report.
type Route struct {
	*routers.Route
	Params map[string]string
}

func newContract(doc *openapi3.T) *Contract {
	c := &Contract{Doc: doc, mux: http.NewServeMux()}
	for path, item := range doc.Paths.Map() {
		names := docWildcard.FindAllStringSubmatch(path, -1)
		for method, op := range item.Operations() {
			route := &routers.Route{Spec: doc, Path: path, PathItem: item, Method: method, Operation: op}
			c.mux.HandleFunc(method+" "+path, func(w http.ResponseWriter, r *http.Request) {
				m := &Route{Route: route, Params: map[string]string{}}
				for _, n := range names {
					m.Params[n[1]] = r.PathValue(n[1])
				}
				w.(*routeRecorder).matched = m
			})
		}
	}
	return c
}

type routeRecorder struct {
	httptest.ResponseRecorder
	matched *Route
}

// find returns the documented route of r, or nil when the document has no
// operation for its method and path.
func (c *Contract) Find(r *http.Request) *Route {
	rec := &routeRecorder{ResponseRecorder: *httptest.NewRecorder()}
	probe := r.Clone(context.Background())
	probe.Body = http.NoBody
	if probe.Method == http.MethodHead {
		probe.Method = http.MethodGet
	}
	c.mux.ServeHTTP(rec, probe)
	return rec.matched
}

// Check validates one request and its response against the document: the
// response always, the request when it succeeded (a test sends invalid
// requests on purpose; a valid one must match the document). Beyond what
// kin-openapi checks, a response must not carry members its schema does
// not declare, a body where none is documented, or JSON Lines that do not
// match their x-line-schema. It returns the documented route of the
// request, or nil when the document has none; then the answer must be a
// 404, or a 405 with Allow, with the Error schema.
func (c *Contract) Check(req *http.Request, reqBody []byte, resp *http.Response, respBody []byte) (*Route, error) {
	m := c.Find(req)
	if m == nil {
		return nil, checkNoRoute(c.Doc, resp, respBody)
	}
	return m, c.check(m, req, reqBody, resp, respBody)
}

func (c *Contract) check(m *Route, req *http.Request, reqBody []byte, resp *http.Response, respBody []byte) error {
	ctx := context.Background()
	vreq := req.Clone(ctx)
	vreq.Body = io.NopCloser(bytes.NewReader(reqBody))
	if vreq.Header.Get("Content-Type") == "" && len(reqBody) > 0 {
		// The server does not need a Content-Type; the validator does.
		if rb := m.Operation.RequestBody; rb != nil && rb.Value != nil && len(rb.Value.Content) == 1 {
			for ct := range rb.Value.Content {
				vreq.Header.Set("Content-Type", ct)
			}
		}
	}
	in := &openapi3filter.RequestValidationInput{
		Request:    vreq,
		PathParams: m.Params,
		Route:      m.Route,
		Options: &openapi3filter.Options{
			AuthenticationFunc:    openapi3filter.NoopAuthenticationFunc,
			IncludeResponseStatus: true,
			MultiError:            true,
		},
	}
	if resp.StatusCode < 300 {
		if err := openapi3filter.ValidateRequest(ctx, in); err != nil {
			return fmt.Errorf("the request succeeded but the document says it is invalid: %w", err)
		}
		if rb := m.Operation.RequestBody; rb != nil && rb.Value != nil {
			if mt := rb.Value.Content.Get("application/x-ndjson"); mt != nil {
				if err := checkLines(c.Doc, mt, reqBody, false); err != nil {
					return fmt.Errorf("the request succeeded but the document says it is invalid: %w", err)
				}
			}
		}
	}
	out := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in,
		Status:                 resp.StatusCode,
		Header:                 resp.Header,
		Options:                in.Options,
	}
	out.SetBodyBytes(respBody)
	if err := openapi3filter.ValidateResponse(ctx, out); err != nil {
		return err
	}
	ref := m.Operation.Responses.Status(resp.StatusCode)
	if ref == nil || ref.Value == nil || req.Method == http.MethodHead {
		return nil
	}
	// kin-openapi lets any body through a response documented without
	// content: a body must be documented.
	if len(ref.Value.Content) == 0 {
		if len(respBody) > 0 {
			return fmt.Errorf("status %d is documented without a body, yet has one", resp.StatusCode)
		}
		return nil
	}
	// JSON Lines bodies: each line must match the x-line-schema.
	if mt := ref.Value.Content.Get("application/x-ndjson"); mt != nil {
		if err := checkLines(c.Doc, mt, respBody, true); err != nil {
			return err
		}
	}
	// Nor does it notice members the schema does not declare: a field the
	// server adds must be documented.
	if mt := ref.Value.Content.Get("application/json"); mt != nil && mt.Schema != nil && strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		var v any
		if err := json.Unmarshal(respBody, &v); err != nil {
			return fmt.Errorf("response is not JSON: %w", err)
		}
		return undocumented(mt.Schema.Value, v, "")
	}
	return nil
}

// checkLines validates each non-blank line of a JSON Lines body against the
// schema its media type names in x-line-schema ("#/components/schemas/X");
// strict (for responses) also refuses members the schema does not declare
// (a request may carry members the server ignores).
func checkLines(doc *openapi3.T, mt *openapi3.MediaType, body []byte, strict bool) error {
	ref, _ := mt.Extensions["x-line-schema"].(string)
	name, ok := strings.CutPrefix(ref, "#/components/schemas/")
	if !ok {
		return fmt.Errorf("a JSON Lines body without x-line-schema")
	}
	schema := doc.Components.Schemas[name]
	if schema == nil || schema.Value == nil {
		return fmt.Errorf("x-line-schema %q is not in the document", ref)
	}
	for i, line := range strings.Split(string(body), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var v any
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return fmt.Errorf("line %d is not JSON: %w", i+1, err)
		}
		if err := schema.Value.VisitJSON(v); err != nil {
			return fmt.Errorf("line %d does not match %s: %w", i+1, name, err)
		}
		if !strict {
			continue
		}
		if err := undocumented(schema.Value, v, fmt.Sprintf("line %d", i+1)); err != nil {
			return err
		}
	}
	return nil
}

// undocumented returns an error naming the first object member in v that
// schema does not declare. Free-form objects (no properties) and schemas
// with additionalProperties accept any member; oneOf and anyOf are not
// followed.
func undocumented(schema *openapi3.Schema, v any, at string) error {
	if schema == nil {
		return nil
	}
	props, open := declared(schema)
	switch x := v.(type) {
	case map[string]any:
		if open {
			return nil
		}
		for k, e := range x {
			sub, ok := props[k]
			if !ok {
				return fmt.Errorf("member %s/%s is not documented", at, k)
			}
			if err := undocumented(sub, e, at+"/"+k); err != nil {
				return err
			}
		}
	case []any:
		items := itemsOf(schema)
		for i, e := range x {
			if err := undocumented(items, e, fmt.Sprintf("%s/%d", at, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// declared returns the properties of schema and its allOf parts, and
// whether it accepts members it does not declare.
func declared(schema *openapi3.Schema) (map[string]*openapi3.Schema, bool) {
	props := map[string]*openapi3.Schema{}
	open := schema.AdditionalProperties.Has != nil && *schema.AdditionalProperties.Has || schema.AdditionalProperties.Schema != nil
	for k, p := range schema.Properties {
		props[k] = p.Value
	}
	for _, part := range schema.AllOf {
		if part.Value == nil {
			continue
		}
		ps, o := declared(part.Value)
		open = open || o
		for k, p := range ps {
			props[k] = p
		}
	}
	if len(schema.OneOf) > 0 || len(schema.AnyOf) > 0 || len(props) == 0 {
		open = true
	}
	return props, open
}

func itemsOf(schema *openapi3.Schema) *openapi3.Schema {
	if schema.Items != nil {
		return schema.Items.Value
	}
	for _, part := range schema.AllOf {
		if part.Value != nil && part.Value.Items != nil {
			return part.Value.Items.Value
		}
	}
	return nil
}

// checkNoRoute validates an answer to a method and path the document does
// not have: 404, or 405 with Allow, and the Error schema.
func checkNoRoute(doc *openapi3.T, resp *http.Response, body []byte) error {
	switch resp.StatusCode {
	case http.StatusNotFound:
	case http.StatusMethodNotAllowed:
		if resp.Header.Get("Allow") == "" {
			return fmt.Errorf("405 without an Allow header")
		}
	default:
		return fmt.Errorf("no documented operation, yet status %d (want 404 or 405)", resp.StatusCode)
	}
	return checkErrorBody(doc, resp, body)
}

// checkErrorBody validates an error response against the Error schema.
func checkErrorBody(doc *openapi3.T, resp *http.Response, body []byte) error {
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("error response with Content-Type %q", ct)
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return fmt.Errorf("error body is not JSON: %w", err)
	}
	schema := doc.Components.Schemas["Error"]
	if schema == nil || schema.Value == nil {
		return fmt.Errorf("the document has no Error schema")
	}
	if err := schema.Value.VisitJSON(v); err != nil {
		return fmt.Errorf("error body does not match the Error schema: %w", err)
	}
	return nil
}
