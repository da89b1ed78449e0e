package feature_test

import (
	"testing"

	"github.com/cairnhq/cairn/correction/internal/feature"
)

// "X not Y" without a comma or a copula: two values side by side at the
// end of the message, or two plain words that are the whole segment. A
// numbered piece of a larger value is widened to that value, so that the
// rule never matches the piece inside another number.
func TestExtractBareXNotY(t *testing.T) {
	tests := []struct {
		msg, prev, orig, corr string
	}{
		{"the queue goes through the proxy, 7443 not 7400",
			"Publish with `QUEUE_URL=amqps://mq-2.corp.example:7400/jobs`.", "mq-2.corp.example:7400", "mq-2.corp.example:7443"},
		{"gateway is .254 not .1",
			"Set the default route: `ip route replace default via 10.40.0.1 dev eth0`.", "10.40.0.1", "10.40.0.254"},
		{"staff not employees. that group was renamed",
			"Grant it with `setfacl -m g:employees:rx /srv/share`.", "employees", "staff"},
	}
	for _, tt := range tests {
		ex := feature.ExtractBest(tt.msg, tt.prev)
		if !ex.Located || ex.Original != tt.orig || ex.Corrected != tt.corr {
			t.Errorf("%q: %+v, want %q -> %q", tt.msg, ex, tt.orig, tt.corr)
		}
	}
	// Plain words inside a longer clause are prose ("we do not need…").
	ex := feature.ExtractBest("honestly we could do employees not staff later", "Grant it with `setfacl -m g:employees:rx /srv/share`.")
	if ex.Located && ex.Original == "employees" {
		t.Errorf("prose read as a pair: %+v", ex)
	}
}

// "it's in X, not Y": the place's preposition is not part of the value.
func TestExtractXNotYPreposition(t *testing.T) {
	ex := feature.ExtractBest("it's in werkzeug.utils, not werkzeug.http", "```python\nfrom werkzeug.http import secure_filename\nfrom werkzeug.utils import redirect\n```")
	if !ex.Located || ex.Original != "werkzeug.http" || ex.Corrected != "werkzeug.utils" {
		t.Errorf("%+v, want werkzeug.http -> werkzeug.utils", ex)
	}
}

// A fix the message writes as a call with its arguments replaces the
// output's call, arguments and all.
func TestExtractCallArguments(t *testing.T) {
	prev := "```js\nrouter.post(\"/hooks/billing\", bodyParser.json(), handler);\n```"
	ex := feature.ExtractBest("the signature check needs the raw body: use bodyParser.raw({ type: \"*/*\" }) there, bodyParser.json() parses it first", prev)
	if !ex.Located || ex.Original != "bodyParser.json()" || ex.Corrected != "bodyParser.raw({ type: \"*/*\" })" {
		t.Errorf("%+v", ex)
	}
}
