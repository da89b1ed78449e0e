package align

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestValuesKinds(t *testing.T) {
	text := "Set `retries: 3` and `MAX_CONN=40`, run `pg_dump --no-owner db`, call os.getenv(\"HOME\"), " +
		"pin v1.4.2 of acme/lib@v2, cron `15 2 * * *`, zone Europe/Lisbon +01:00, path /api/v3/items/{id}."
	want := map[string]Kind{
		"retries: 3":          Pair,
		"MAX_CONN=40":         Pair,
		"--no-owner":          Flag,
		"os.getenv(\"HOME\")": Call,
		"\"HOME\"":            Quoted,
		"v1.4.2":              Version,
		"acme/lib@v2":         Path,
		"15 2 * * *":          Cron,
		"Europe/Lisbon":       Zone,
		"+01:00":              Zone,
		"/api/v3/items/{id}":  Path,
		"pg_dump":             Ident,
		"os.getenv":           Dotted,
	}
	got := map[string]Kind{}
	for _, v := range Values(text) {
		got[v.Text] = v.Kind
		if text[v.Start:v.End] != v.Text {
			t.Fatalf("value %q does not stand at [%d, %d)", v.Text, v.Start, v.End)
		}
	}
	for text, k := range want {
		if g, ok := got[text]; !ok || g != k {
			t.Errorf("value %q: kind %v (found %v), want %v", text, g, ok, k)
		}
	}
}

func TestBounded(t *testing.T) {
	tests := []struct {
		s, sub string
		want   bool
	}{
		{"use --dry-run-server now", "--dry-run", false},
		{"use --dry-run now", "--dry-run", true},
		{"charset latin1_bin", "latin1", false},
		{"round(4.5) is 4", "4", true},
		{"round(4.5) is 4.", "4.5", true},
		{"value 4.5 or 4.5", "4.5", true},
		{"4.5", "5", false},
		{"mode=strict-all", "mode=strict", false},
		{"GET /v1/orders/{id}/lines", "/v1/orders/{id}", false},
		{"GET /v1/orders/{id}.", "/v1/orders/{id}", true},
		{"node:20-alpine", "node:20", false},
	}
	for _, tt := range tests {
		i := strings.LastIndex(tt.s, tt.sub)
		if got := Bounded(tt.s, i, i+len(tt.sub)); got != tt.want {
			t.Errorf("Bounded(%q, %q) = %v, want %v", tt.s, tt.sub, got, tt.want)
		}
	}
}

func TestPairs(t *testing.T) {
	tests := []struct {
		name, prev, msg string
		wrong, right    string // "" wrong: no pair expected
	}{
		{"key keeps its value's context", "Use `maxPoolSize: 100` in the config.",
			"maxPoolSize: 20, the database allows 25 connections", "maxPoolSize: 100", "maxPoolSize: 20"},
		{"flag", "Run `rsync -a --delete src/ dst/`.",
			"the flag is --delete-after, --delete removes files before the transfer", "--delete", "--delete-after"},
		{"same call", "Wait with `asyncio.sleep(1000)` between polls.",
			"that's seconds: asyncio.sleep(1)", "asyncio.sleep(1000)", "asyncio.sleep(1)"},
		{"name respelled", "Create `OrderLines` as a new table.",
			"our tables are snake_case: order_lines", "OrderLines", "order_lines"},
		{"part of an atom", "Use `golang:1.21-alpine` as the base image.",
			"we pin 1.22 everywhere", "golang:1.21-alpine", "golang:1.22-alpine"},
		{"directive carries its value", "Add `client_max_body_size 1m;` to the server block.",
			"uploads are up to 50MB, so 50m", "client_max_body_size 1m", "client_max_body_size 50m"},
		{"command", "Use `npm run build --watch` for development.",
			"that rebuilds once. npm run watch", "npm run build --watch", "npm run watch"},
		{"negated value is the wrong one", "The worker listens on port 8081.",
			"not 8081, it's 9091 on the workers", "8081", "9091"},
		{"agreement restating a value", "The worker listens on port 8081.",
			"right, 8081, thanks", "", ""},
		{"no shared kind", "Restart the service with systemctl.",
			"thanks, that worked", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := Pairs(tt.msg, tt.prev)
			if tt.wrong == "" {
				if len(ps) > 0 {
					t.Fatalf("Pairs = %+v, want none", ps)
				}
				return
			}
			if len(ps) == 0 {
				t.Fatalf("no pair, want %q -> %q", tt.wrong, tt.right)
			}
			p := ps[0]
			if p.Wrong != tt.wrong || p.Right != tt.right {
				t.Fatalf("pair %q -> %q (%s, %.2f), want %q -> %q", p.Wrong, p.Right, p.Why, p.Score, tt.wrong, tt.right)
			}
			if tt.prev[p.Start:p.End] != p.Wrong {
				t.Fatalf("wrong text not located at [%d, %d)", p.Start, p.End)
			}
		})
	}
}

func TestAlignCode(t *testing.T) {
	prev := "```sql\nSELECT * FROM events WHERE day BETWEEN '2023-01-01' AND '2023-01-31';\n```"
	msg := "day is a timestamp, so use day >= '2023-01-01' AND day < '2023-02-01'"
	ps := Pairs(msg, prev)
	if len(ps) == 0 {
		t.Fatal("no pair")
	}
	if got, want := ps[0].Wrong, "day BETWEEN '2023-01-01' AND '2023-01-31'"; got != want {
		t.Fatalf("wrong %q, want %q", got, want)
	}
	if got, want := ps[0].Right, "day >= '2023-01-01' AND day < '2023-02-01'"; got != want {
		t.Fatalf("right %q, want %q", got, want)
	}
}

// find compiles a rule and applies it to output.
func find(t *testing.T, wrong, right, teach, message, query, newQuery, output string) string {
	t.Helper()
	r, err := Compile(wrong, right, teach, message, query)
	if err != nil {
		t.Fatal(err)
	}
	return Apply(output, r.Find(newQuery, output))
}

func TestRuleContext(t *testing.T) {
	teach := "Start it with `gunicorn -w 16 app:app` on the web dyno."
	msg := "the web dyno has 2 cores, so -w 5 at most"
	tests := []struct {
		name, query, output, want string
	}{
		{"same context", "gunicorn workers for the web process?", "Run `gunicorn -w 16 app:api` on the web dyno.", "Run `gunicorn -w 5 app:api` on the web dyno."},
		{"same number, other meaning", "how many shards?", "We split the index into 16 shards.", "We split the index into 16 shards."},
		{"longer number", "how big is the pool?", "Use a pool of 160 connections.", "Use a pool of 160 connections."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := find(t, "16", "5", teach, msg, "how many gunicorn workers?", tt.query, tt.output); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRuleExclusions(t *testing.T) {
	// "XADD is the one that trims" names where the wrong text is right.
	teach := "Append with `queue.lpush(job)` and trim with maxlen."
	msg := "queue.lpush has no maxlen, that's XADD. use queue.rpush for a FIFO queue"
	r, err := Compile("queue.lpush", "queue.rpush", teach, msg, "how do I enqueue a job in redis?")
	if err != nil {
		t.Fatal(err)
	}
	ok := "Enqueue with `queue.lpush(mail)`, it keeps the jobs in order."
	if got := Apply(ok, r.Find("enqueue an email job in redis", ok)); !strings.Contains(got, "queue.rpush(mail)") {
		t.Fatalf("repeat not fixed: %q", got)
	}
	// A sentence describing the wrong text as the message did is left alone.
	desc := "`queue.lpush` adds to the head of the list."
	if got := Apply(desc, r.Find("what does queue.lpush do?", desc)); got != desc {
		t.Fatalf("a description of queue.lpush was changed: %q", got)
	}
}

func TestRulePattern(t *testing.T) {
	teach := "Parse it with `strconv.Atoi(portStr)`."
	msg := "ports are 16-bit, use strconv.ParseUint(portStr, 10, 16)"
	r, err := Compile("strconv.Atoi(portStr)", "strconv.ParseUint(portStr, 10, 16)", teach, msg, "parse the port from the env")
	if err != nil {
		t.Fatal(err)
	}
	out := "Read it with `strconv.Atoi(rawPort)` after os.Getenv."
	hits := r.Find("parse the port number from a string", out)
	if len(hits) != 1 || !hits[0].Pattern {
		t.Fatalf("hits %+v, want one pattern hit", hits)
	}
	if got, want := Apply(out, hits), "Read it with `strconv.ParseUint(rawPort, 10, 16)` after os.Getenv."; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	// Without the topic, the generalised pattern does not apply.
	other := "Convert the count with `strconv.Atoi(countStr)`."
	if got := Apply(other, r.Find("how many rows were read?", other)); got != other {
		t.Fatalf("pattern applied off topic: %q", got)
	}
}

func TestRuleLocalNames(t *testing.T) {
	// The fix uses the taught output's loop variable: an output without it
	// cannot take the fix.
	teach := "`for (const u of users) await send(u)`"
	r, err := Compile("await send(u)", "await Promise.all(users.map(u => send(u)))", teach, "that sends one by one", "send to all users")
	if err != nil {
		t.Fatal(err)
	}
	_ = r
	if len(r.local) != 0 {
		// "u" is in the wrong text itself, so it is not a local name.
		t.Fatalf("local names %v, want none", r.local)
	}
	r, err = Compile("key={i}", "key={row.id}", "`rows.map((row, i) => <Row key={i} />)`", "use a stable key", "render rows")
	if err != nil {
		t.Fatal(err)
	}
	out := "`items.map((it, i) => <Item key={i} />)`"
	if got := Apply(out, r.Find("render items", out)); got != out {
		t.Fatalf("a fix naming another output's variable was applied: %q", got)
	}
}

// TestRuleStrongNeedsSomeContext: a strong mistake (a call) is fixed with
// a word of its taught context anywhere in the query or output; with none,
// it is only reported as blocked (a suggestion), never changed.
func TestRuleStrongNeedsSomeContext(t *testing.T) {
	r, err := Compile("requests.get(url, verify=False)", "requests.get(url, timeout=10)", "", "never disable TLS checks", "")
	if err != nil {
		t.Fatal(err)
	}
	if !r.Strong {
		t.Fatal("a call is strong")
	}
	out := "Then `resp = requests.get(url, verify=False)`."
	if got := Apply(out, r.Find("fetch a page over TLS", out)); !strings.Contains(got, "timeout=10") {
		t.Fatalf("with context: got %q", got)
	}
	hits, blocked := r.FindAll(NewText("fetch a page", out))
	if len(hits) != 0 || len(blocked) != 1 || blocked[0].Blocked == "" {
		t.Fatalf("without context: hits %v, blocked %v", hits, blocked)
	}
}

func FuzzPairsAndRules(f *testing.F) {
	f.Add("it's 9091, not 8081", "The worker listens on port 8081.")
	f.Add("use day >= '2023-01-01'", "WHERE day BETWEEN '2023-01-01' AND '2023-01-31'")
	f.Add("`a(`", "`a(b)` {x}/ {")
	// Letters whose lower case takes another number of bytes (İ, K, Ⱥ)
	// and invalid UTF-8: offsets found in lower-cased text must hold.
	f.Add("İZMİR_HOST should be İzmir-2, not İzmir-1", "set İZMİR_HOST=İzmir-1 and KELVIN=3K")
	f.Add("Ⱥ\xffLOG_LEVEL is warn", "LOG_LEVEL=DEBUG Ⱥ\xff")
	f.Fuzz(func(t *testing.T, msg, prev string) {
		for _, p := range Pairs(msg, prev) {
			if p.Start < 0 || p.End > len(prev) || prev[p.Start:p.End] != p.Wrong {
				t.Fatalf("pair %+v not located in %q", p, prev)
			}
			r, err := Compile(p.Wrong, p.Right, prev, msg, "")
			if err != nil {
				continue
			}
			for _, h := range r.Find("", prev) {
				if h.Start < 0 || h.End > len(prev) || h.Start > h.End {
					t.Fatalf("hit %+v out of range", h)
				}
			}
		}
	})
}

// TestLastFieldsIsFieldsTail checks lastFields against strings.Fields,
// spaces of every kind and invalid UTF-8 included.
func TestLastFieldsIsFieldsTail(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"a", "bc", " ", "  ", "\t", "\n", "\v", "\f", "\r", "\u0085", "\u00a0", "\u2003", "é", "\xff", "\xe2\x80", "x`y", "."}
	cases := []string{"", " ", "a", " a ", "a b c d e"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(10) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		cases = append(cases, b.String())
	}
	for _, s := range cases {
		all := strings.Fields(s)
		for n := 0; n <= 4; n++ {
			want := all
			if len(want) > n {
				want = want[len(want)-n:]
			}
			if got := lastFields(s, n); !slices.Equal(got, want) {
				t.Fatalf("lastFields(%q, %d) = %q, want %q", s, n, got, want)
			}
		}
	}
}

// TestFirstFieldsIsFieldsHead checks firstFields against strings.Fields,
// spaces of every kind and invalid UTF-8 included.
func TestFirstFieldsIsFieldsHead(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"a", "bc", " ", "  ", "\t", "\n", "\v", "\f", "\r", "\u0085", "\u00a0", "\u2003", "é", "\xff", "\xe2\x80", "x`y", "."}
	cases := []string{"", " ", "a", " a ", "a b c d e"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(10) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		cases = append(cases, b.String())
	}
	for _, s := range cases {
		all := strings.Fields(s)
		for n := 0; n <= 4; n++ {
			want := all
			if len(want) > n {
				want = want[:n]
			}
			if got := firstFields(s, n, nil); !slices.Equal(got, want) {
				t.Fatalf("firstFields(%q, %d) = %q, want %q", s, n, got, want)
			}
		}
	}
}

// TestPairsOverlappingQuotes is a message whose code fragment aligns with
// a line where one quoted string starts at the quote closing another: it
// used to panic (slice bounds out of range in alignCode).
func TestPairsOverlappingQuotes(t *testing.T) {
	msg := `WHERE "Asia" FROM`
	prev := `SELECT sum(SurfaceArea) FROM country WHERE Continent  =  "Asia" OR Continent  =  "Europe"`
	for _, c := range Pairs(msg, prev) {
		if !strings.Contains(prev, c.Wrong) {
			t.Errorf("Pairs: wrong %q is not in prev", c.Wrong)
		}
	}
}

// FuzzByteSetTrim holds byteSet's trims and containsAny to the strings
// functions with the same chars.
func FuzzByteSetTrim(f *testing.F) {
	for _, s := range []string{"", "`x`", "(foo),", "\"'é'\"", "::;", "a.b.", "{[x]}", "\xff(", "(\xe2\x80\x9c)"} {
		f.Add(s)
	}
	sets := []string{"`'\"(),:;", "`'\"(),:;.", "`'\"(),:;.{}[]", ".,;:!?", "()[]{}=<>*'\"`|&", "0123456789."}
	f.Fuzz(func(t *testing.T, s string) {
		for _, chars := range sets {
			set := newByteSet(chars)
			if got, want := set.trim(s), strings.Trim(s, chars); got != want {
				t.Fatalf("trim(%q) with %q = %q, want %q", s, chars, got, want)
			}
			if got, want := set.trimRight(s), strings.TrimRight(s, chars); got != want {
				t.Fatalf("trimRight(%q) with %q = %q, want %q", s, chars, got, want)
			}
			if got, want := set.containsAny(s), strings.ContainsAny(s, chars); got != want {
				t.Fatalf("containsAny(%q) with %q = %v, want %v", s, chars, got, want)
			}
		}
	})
}

// FuzzLowerIn holds lowerIn to looking up strings.ToLower.
func FuzzLowerIn(f *testing.F) {
	for _, s := range []string{"", "The", "NOT", "nor", "İs", "K", "x\xff", strings.Repeat("A", 70)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := map[string]bool{strings.ToLower(s): true, "not": true}
		if !lowerIn(m, s) {
			t.Fatalf("lowerIn(%q) misses strings.ToLower(%q)", s, s)
		}
		if got, want := lowerIn(stop, s), stop[strings.ToLower(s)]; got != want {
			t.Fatalf("lowerIn(stop, %q) = %v, want %v", s, got, want)
		}
	})
}

// FuzzNormShape holds norm and shape, with their shortcuts, to their
// rune-by-rune definitions.
func FuzzNormShape(f *testing.F) {
	for _, s := range []string{"", "orders", "ORDERS", "2024", "customer_id", "CustomerID", "über", "\xffab", "a-b c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		wantNorm := strings.Map(func(r rune) rune {
			if r == '_' || r == '-' || r == ' ' {
				return -1
			}
			return unicode.ToLower(r)
		}, s)
		if got := norm(s); got != wantNorm {
			t.Fatalf("norm(%q) = %q, want %q", s, got, wantNorm)
		}
		var b strings.Builder
		var last rune
		for _, r := range s {
			c := r
			switch {
			case unicode.IsUpper(r):
				c = 'A'
			case unicode.IsLetter(r):
				c = 'a'
			case unicode.IsDigit(r):
				c = '0'
			}
			if c != last {
				b.WriteRune(c)
				last = c
			}
		}
		if got := shape(s); got != b.String() {
			t.Fatalf("shape(%q) = %q, want %q", s, got, b.String())
		}
	})
}

// FuzzSpaceScans holds the white-space scans to the strings functions with
// unicode.IsSpace, and lastFieldsInto and firstFields to strings.Fields.
func FuzzSpaceScans(f *testing.F) {
	for _, s := range []string{"", " a b ", "x\u00a0y\u2003z\u0085", "\xff \xc2", "\t\v\f\r\n", "one  two\nthree\u3000four"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := trimRightSpace(s), strings.TrimRightFunc(s, unicode.IsSpace); got != want {
			t.Fatalf("trimRightSpace(%q) = %q, want %q", s, got, want)
		}
		if got, want := trimLeftSpace(s), strings.TrimLeftFunc(s, unicode.IsSpace); got != want {
			t.Fatalf("trimLeftSpace(%q) = %q, want %q", s, got, want)
		}
		if got, want := firstSpace(s), strings.IndexFunc(s, unicode.IsSpace); got != want {
			t.Fatalf("firstSpace(%q) = %d, want %d", s, got, want)
		}
		j, w := lastSpace(s)
		if want := strings.LastIndexFunc(s, unicode.IsSpace); j != want {
			t.Fatalf("lastSpace(%q) = %d, want %d", s, j, want)
		}
		if j >= 0 {
			if _, want := utf8.DecodeRuneInString(s[j:]); w != want {
				t.Fatalf("lastSpace(%q) width %d, want %d", s, w, want)
			}
		}
		fields := strings.Fields(s)
		for n := 1; n <= 3; n++ {
			want := fields[max(0, len(fields)-n):]
			if got := lastFieldsInto(s, make([]string, n)); !slices.Equal(got, want) {
				t.Fatalf("lastFieldsInto(%q, %d) = %q, want %q", s, n, got, want)
			}
			if got := firstFields(s, n, nil); !slices.Equal(got, fields[:min(n, len(fields))]) {
				t.Fatalf("firstFields(%q, %d) = %q, want %q", s, n, got, fields[:min(n, len(fields))])
			}
		}
	})
}
