package align

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A setting whose fix changes its value under the same key is found with
// the key and the value in any case, and in code as two strings; the key
// keeps the output's spelling, the value becomes the taught one, and only
// a whole value is replaced.
func TestSettingAnyCase(t *testing.T) {
	teach := "Send the cache hint with the response:\n\n```http\nx-cache-ttl: 30\n```"
	r, err := Compile("x-cache-ttl: 30", "x-cache-ttl: 300", teach, "the edge expects x-cache-ttl: 300, five minutes", "cache header for the catalogue responses")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ out, matched, repl string }{
		{"```http\nHTTP/1.1 200 OK\nX-Cache-TTL: 30\n```", "X-Cache-TTL: 30", "X-Cache-TTL: 300"},
		{"```go\nw.Header().Set(\"X-Cache-TTL\", \"30\")\n```", `"X-Cache-TTL", "30"`, `"X-Cache-TTL", "300"`},
		{"```python\nheaders = {'x-cache-ttl': '30'}\n```", `'x-cache-ttl': '30'`, `'x-cache-ttl': '300'`},
	} {
		h, b := r.FindAll(NewText("cache header for the catalogue", c.out))
		if len(h) != 1 || h[0].Matched != c.matched || h[0].Replacement != c.repl {
			t.Errorf("%q: hits %+v, blocked %+v; want %q -> %q", c.out, h, b, c.matched, c.repl)
		}
	}
	// JSON: a quoted key before a bare value; a string that closes after
	// the value is left closed.
	r2, err := Compile("maxLineLength: 80", "maxLineLength: 120", "```yaml\nmaxLineLength: 80\n```", "our lint config says 120, not 80", "lint settings for the web app")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ out, repl string }{
		{"```json\n{\n  \"maxLineLength\": 80,\n  \"semi\": true\n}\n```", `maxLineLength": 120`},
		{"```sh\nlint --config \"maxLineLength=80\"\n```", ""},
	} {
		h, b := r2.FindAll(NewText("lint settings for the web app", c.out))
		got := ""
		if len(h) == 1 {
			got = h[0].Replacement
		}
		if got != c.repl {
			t.Errorf("%q: hits %+v, blocked %+v; want %q", c.out, h, b, c.repl)
		}
	}
	// 3000 is another value, not 30 followed by a zero.
	if h, _ := r.FindAll(NewText("cache header for the catalogue", "```http\nX-Cache-TTL: 3000\n```")); len(h) != 0 {
		t.Errorf("a longer value replaced: %+v", h)
	}

	r, err = Compile("reclaimPolicy: Delete", "reclaimPolicy: Retain", "```yaml\nreclaimPolicy: Delete\n```",
		"ledger volumes have to outlive their claims: reclaimPolicy: Retain", "storage class for the ledger volumes")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("storage class for the ledger volumes", "```yaml\nkind: StorageClass\nReclaimPolicy: delete\n```"))
	if len(h) != 1 || h[0].Replacement != "ReclaimPolicy: Retain" {
		t.Errorf("value in lower case: hits %+v, blocked %+v; want ReclaimPolicy: Retain", h, b)
	}

	// A property of two parts or more is the same setting as an
	// environment variable, after its program's prefix; a key of one
	// part is not ("model" is not what SUMMARY_MODEL names).
	r3, err := Compile("fetch.max.wait=500", "fetch.max.wait=100", "```properties\nfetch.max.wait=500\n```",
		"the consumers wait 100, 500 stalls the pipeline", "consumer settings for the ingest service")
	if err != nil {
		t.Fatal(err)
	}
	h, b = r3.FindAll(NewText("consumer settings for the ingest service in compose", "```yaml\nenvironment:\n  INGEST_FETCH_MAX_WAIT: 500\n```"))
	if len(h) != 1 || h[0].Replacement != "INGEST_FETCH_MAX_WAIT: 100" {
		t.Errorf("environment variable: hits %+v, blocked %+v; want INGEST_FETCH_MAX_WAIT: 100", h, b)
	}
	if re := "^" + settingKeyRE("model") + "$"; regexp.MustCompile(re).MatchString("SUMMARY_MODEL") {
		t.Errorf("a key of one part took a prefix: %s", re)
	}
	for _, c := range []struct{ wrong, right string }{
		{"https://old.example", "https://new.example"}, // a URL, not a key
		{"mode=fast", "profile=fast"},                  // the key changes
	} {
		if _, ok := settingFold(c.wrong, c.right); ok {
			t.Errorf("settingFold(%q, %q) made a variant", c.wrong, c.right)
		}
	}
}

// A SQL word taught in capitals inside a statement ("SHOW MASTER STATUS")
// is the same word in a lower-case statement, replaced in the case found;
// outside a line of SQL, and for a statement's own keywords, it is not.
func TestSQLWordAnyCase(t *testing.T) {
	teach := "```sql\nALTER TABLE events ADD COLUMN seen_at DATETIME;\n```"
	r, err := Compile("DATETIME", "TIMESTAMPTZ", teach, "our database has no DATETIME type, use TIMESTAMPTZ", "add a seen_at column to events")
	if err != nil {
		t.Fatal(err)
	}
	h, b := r.FindAll(NewText("add a read_at column to events", "```sql\nalter table events add column read_at datetime;\n```"))
	if len(h) != 1 || h[0].Matched != "datetime" || h[0].Replacement != "timestamptz" {
		t.Errorf("lower-case statement: hits %+v, blocked %+v; want datetime -> timestamptz", h, b)
	}
	for _, out := range []string{
		"Store the read_at datetime of events in UTC, as the other columns do.", // prose, with "in" and "as"
		"```python\nclass Event:\n    read_at: datetime\n```",                   // code, not SQL
	} {
		if h, _ := r.FindAll(NewText("add a read_at column to events", out)); len(h) != 0 {
			t.Errorf("%q changed: %+v", out, h)
		}
	}
	if _, ok := sqlWordVariant("COLUMN", "ALGORITHM", "```sql\nALTER TABLE t ADD COLUMN c int;\n```"); ok {
		t.Error("a statement's own keyword made a variant")
	}
}

// An image's version is found before the tag's variant ("redis:7.0" in
// "redis:7.0-alpine"), which stays; a longer version is not.
func TestTagVariant(t *testing.T) {
	r, err := Compile("redis:7.0", "redis:7.2", "```yaml\nservices:\n  cache:\n    image: redis:7.0\n```",
		"we standardised on redis:7.2, 7.0 is out of support", "compose service for the session cache")
	if err != nil {
		t.Fatal(err)
	}
	applyCases(t, r, "session cache image", []applyCase{
		{"```yaml\nservices:\n  cache:\n    image: redis:7.0-alpine\n```", "image: redis:7.2-alpine"},
		{"```yaml\nservices:\n  cache:\n    image: redis:7.0-bookworm-slim\n```", "image: redis:7.2-bookworm-slim"},
		{"```yaml\nservices:\n  cache:\n    image: redis:7.0-rc1\n```", "image: redis:7.0-rc1"},
		{"```yaml\nservices:\n  cache:\n    image: redis:7.0.15-alpine\n```", "image: redis:7.0.15-alpine"},
	})
}

// A key's name is found as the last part of a dotted key before its
// value ("queue.worker.retry-limit=5"), not as a method or a host.
func TestDottedKeyEnd(t *testing.T) {
	r, err := Compile("retry-limit", "max-retries", "```yaml\nworker:\n  retry-limit: 5\n```",
		"the property is max-retries, retry-limit is ignored by the worker", "worker retry settings")
	if err != nil {
		t.Fatal(err)
	}
	applyCases(t, r, "worker retry settings", []applyCase{
		{"```properties\nqueue.worker.retry-limit=5\n```", "queue.worker.max-retries=5"},
		{"```yaml\nqueue.worker.retry-limit: 5\n```", "queue.worker.max-retries: 5"},
		{"```java\nint n = config.retry-limit;\n```", "config.retry-limit;"},
		{"```sh\ncurl https://api.retry-limit:8080/\n```", "api.retry-limit:8080"},
	})
}

// applyCase is an output and a text the rule's fixes must leave in it.
type applyCase struct{ out, want string }

// applyCases applies r's hits on each case's output, read as the answer
// to query, and checks the text the case wants is in the result.
func applyCases(t *testing.T, r *Rule, query string, cases []applyCase) {
	t.Helper()
	for _, c := range cases {
		h, _ := r.FindAll(NewText(query, c.out))
		if got := Apply(c.out, h); !strings.Contains(got, c.want) {
			t.Errorf("%q became %q, want %q in it", c.out, got, c.want)
		}
	}
}

// An output's settings are keyed in linear time: a key or a value longer
// than any taught one is not keyed, however many parts it has.
func TestSettingKeysBounded(t *testing.T) {
	long := strings.Repeat("a_", 200) + "b=1"
	n, bytes := 0, 0
	OutputKeys("```\n"+long+"\n```", func(k string) {
		if strings.HasPrefix(k, "\x01") {
			n++
			bytes += len(k)
		}
	})
	if n > 0 {
		t.Errorf("a %d-byte key gave %d setting keys (%d bytes)", len(long), n, bytes)
	}
	var got []string
	settingKeys("spring.kafka.consumer.auto-offset-reset", "latest", func(k string) { got = append(got, k) })
	want := []string{
		"\x01spring_kafka_consumer_auto_offset_reset\x00latest", "\x01kafka_consumer_auto_offset_reset\x00latest",
		"\x01consumer_auto_offset_reset\x00latest", "\x01auto_offset_reset\x00latest", "\x01offset_reset\x00latest",
	}
	if !slices.Equal(got, want) {
		t.Errorf("settingKeys = %q, want %q", got, want)
	}
}
