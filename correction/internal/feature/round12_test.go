package feature

import "testing"

// A right side the message never writes whole, put together from the
// original and a piece of another value of the message, is not a pair.
func TestSplicedRight(t *testing.T) {
	prev := "Add the annotation `mesh.example.dev/drainSeconds: \"30\"` to the pod template."
	if ex := ExtractBest("that key doesn't exist, it's set through sidecar.example.dev/settings: '{\"drainSeconds\": 30}'", prev); ex.Located {
		t.Errorf("located %q -> %q: a key the message never wrote", ex.Original, ex.Corrected)
	}
	// An address of the same host: the message's whole address is the right.
	prev = "The admin UI is at `https://localhost:9443` once `make run` is up."
	ex := ExtractBest("make run serves the admin UI on http://localhost:9090, 9443 is the TLS proxy in front of prod", prev)
	if !ex.Located || ex.Corrected != "http://localhost:9090" {
		t.Errorf("got %q -> %q (located %v), want the whole address http://localhost:9090", ex.Original, ex.Corrected, ex.Located)
	}
}

// A word of the message's prose does not take the place of a coded part
// of a value.
func TestProseInValue(t *testing.T) {
	for _, c := range [][3]string{
		{"queue.example.io/v2beta1", "queue.example.io/anymore", "v2beta1 isn't served anymore"},
		{"mixed=True", "mixed=overflowed", "with mixed=True the loss overflowed"},
	} {
		if !proseInValue(c[0], c[1], c[2]) {
			t.Errorf("proseInValue(%q, %q) = false", c[0], c[1])
		}
	}
	for _, c := range [][3]string{
		{"/orders-v3/_search", "/orders-live/_search", "search through the orders-live alias"},
		{"-g Sales", "-g sales-emea", "the group is sales-emea"},
		{"port 8080", "port 9090", "it listens on 9090"},
	} {
		if proseInValue(c[0], c[1], c[2]) {
			t.Errorf("proseInValue(%q, %q) = true", c[0], c[1])
		}
	}
}

// A pair that changes only quote marks, or respells a name that the
// output spells a third way as well, is not located.
func TestQuotesAndStyle(t *testing.T) {
	if !quotesOnly(`level="debug"`, `level='debug'`) || quotesOnly(`level="debug"`, `level='info'`) {
		t.Error("quotesOnly")
	}
	prev := "```go\ntype Invoice struct {\n\tCustomerID string `json:\"customerId\"`\n}\n```"
	if ex := ExtractBest("our API uses snake_case: customer_id", prev); ex.Located {
		t.Errorf("located %q -> %q: the field and its tag spell the name two ways", ex.Original, ex.Corrected)
	}
	if !styleAmbiguous("CustomerID", "customer_id", prev) || styleAmbiguous("customerId", "customer_id", "`json:\"customerId\"`") {
		t.Error("styleAmbiguous")
	}
	// A registry host spliced into an image name the message writes
	// with another path.
	prev = "Push it with `docker push quay.io/orbit/api:2.0.1`."
	if ex := ExtractBest("images go to cr.orbit.io/services/<name>, quay is for the public ones", prev); ex.Located && ex.Corrected != "cr.orbit.io/services/<name>" {
		t.Errorf("located %q -> %q: a host spliced into another path", ex.Original, ex.Corrected)
	}
}
