package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/cairnhq/cairn/internal/testenv"
)

// interruptCtx is a context canceled once the code using it has called its
// Done or Err after times (never when after is 0), and counts those calls:
// a command interrupted at a chosen point of its work.
type interruptCtx struct {
	context.Context
	calls atomic.Int64
	after int64
	once  sync.Once
	done  chan struct{}
}

func newInterruptCtx(after int64) *interruptCtx {
	return &interruptCtx{Context: context.Background(), after: after, done: make(chan struct{})}
}

func (c *interruptCtx) tick() {
	if n := c.calls.Add(1); c.after > 0 && n >= c.after {
		c.once.Do(func() { close(c.done) })
	}
}

func (c *interruptCtx) Done() <-chan struct{} { c.tick(); return c.done }

func (c *interruptCtx) Err() error {
	c.tick()
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}

// runCtx is run with a context of the test's.
func (c *cli) runCtx(ctx context.Context, args ...string) (string, string, int) {
	c.t.Helper()
	c.t.Setenv("XDG_CONFIG_HOME", c.env["XDG_CONFIG_HOME"])
	c.t.Setenv("HOME", c.env["HOME"])
	var out, errb bytes.Buffer
	a := newApp(strings.NewReader(c.stdin), &out, &errb, c.getenv)
	a.terminal = func(any) bool { return c.tty }
	code := a.run(ctx, args)
	c.stdin = ""
	return out.String(), errb.String(), code
}

// importEngine gives a fresh, empty store of one engine per call, as a
// --store flag.
type importEngine struct {
	name        string
	corrections bool
	fresh       func(t *testing.T) string
}

func importEngines(t *testing.T) []importEngine {
	engines := []importEngine{
		{"sqlite", true, func(t *testing.T) string {
			return "--store=" + filepath.Join(t.TempDir(), "cairn.db")
		}},
		{"json", false, func(t *testing.T) string {
			return "--store=json:" + filepath.Join(t.TempDir(), "ai_cache.json")
		}},
	}
	if os.Getenv("CAIRN_TEST_POSTGRES") != "" || os.Getenv("CI") == "true" {
		url := testenv.Postgres(t)
		engines = append(engines, importEngine{"postgres", true, func(t *testing.T) string {
			schema := testenv.UniqueName("cairn_cli_")
			ctx := context.Background()
			conn, err := pgx.Connect(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close(ctx)
			if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() {
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				conn, err := pgx.Connect(ctx, url)
				if err != nil {
					t.Errorf("drop schema %s: %v", schema, err)
					return
				}
				defer conn.Close(ctx)
				if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+schema+" CASCADE"); err != nil {
					t.Errorf("drop schema %s: %v", schema, err)
				}
			})
			return "--store=" + url + "&search_path=" + schema
		}})
	} else {
		t.Log("PostgreSQL skipped: set CAIRN_TEST_POSTGRES")
	}
	return engines
}

// correctionsFile writes n corrections as an export, line bad (1-based
// among the records; 0 for none) without its corrected_output.
func correctionsFile(t *testing.T, n, bad int) string {
	var b strings.Builder
	b.WriteString(`{"_begin":true}` + "\n")
	for i := 1; i <= n; i++ {
		if i == bad {
			fmt.Fprintf(&b, `{"id": "c%04d", "original_output": "wrong %d"}`+"\n", i, i)
			continue
		}
		fmt.Fprintf(&b, `{"id": "c%04d", "original_output": "wrong %d", "corrected_output": "right %d"}`+"\n", i, i, i)
	}
	fmt.Fprintf(&b, `{"_end":true,"count":%d}`+"\n", n)
	path := filepath.Join(t.TempDir(), "corrections.jsonl")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// judgmentsFile writes n judgments as an ai_cache.json, judgment bad
// (1-based; 0 for none) with a decision that is none.
func judgmentsFile(t *testing.T, n, bad int) string {
	var b strings.Builder
	b.WriteString(`{"cache_version": "1.0", "judgments": {`)
	for i := 1; i <= n; i++ {
		if i > 1 {
			b.WriteString(",")
		}
		d := "INCLUDE"
		if i == bad {
			d = "MAYBE"
		}
		fmt.Fprintf(&b, `"j%04d": {"change_id": "j%04d", "decision": %q, "reasoning": "r", "product": "P", "timestamp": "2024-01-01T00:00:00Z"}`, i, i, d)
	}
	b.WriteString("}}")
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// stored counts the records of kind ("corrections" or "judgments") in
// store, through the export commands.
func stored(t *testing.T, c *cli, kind, store string) int {
	t.Helper()
	out, errs, code := c.run(kind, "export", store)
	if code != 0 {
		if strings.Contains(errs, "not found") || strings.Contains(errs, "does not exist") {
			return 0
		}
		t.Fatalf("%s export: %s", kind, errs)
	}
	if kind == "judgments" {
		return strings.Count(out, `"change_id":`)
	}
	return strings.Count(out, "\n") - 2 // the markers
}

// TestImportAllOrNothing imports 1000 corrections, or 2500 judgments (more
// than one batch of earlier versions), on every engine: a bad record (the
// 500th) imports nothing, and so does an import interrupted
// anywhere (the context canceled at one of the times the command looks at
// it, spread over a whole run); each says so, and one that succeeds kept
// every record.
func TestImportAllOrNothing(t *testing.T) {
	for _, e := range importEngines(t) {
		for _, kind := range []string{"corrections", "judgments"} {
			if kind == "corrections" && !e.corrections {
				continue
			}
			n := 1000
			if kind == "judgments" {
				n = 2500
			}
			t.Run(e.name+"/"+kind, func(t *testing.T) {
				c := newCLI(t)
				file := func(bad int) string {
					if kind == "judgments" {
						return judgmentsFile(t, n, bad)
					}
					return correctionsFile(t, n, bad)
				}
				want := "line 501" // the 500th record, after the begin line
				if kind == "judgments" {
					want = "j0500"
				}
				store := e.fresh(t)
				bad := file(500)
				_, errs, code := c.run(kind, "import", bad, store)
				if code == 0 || !strings.Contains(errs, bad+": nothing imported") || !strings.Contains(errs, want) {
					t.Fatalf("import with a bad 500th record: exit %d, %q; want a failure saying nothing was imported, naming %s", code, errs, want)
				}
				if got := stored(t, c, kind, store); got != 0 {
					t.Fatalf("import with a bad 500th record kept %d", got)
				}

				good := file(0)
				count := newInterruptCtx(0)
				if _, errs, code := c.runCtx(count, kind, "import", good, e.fresh(t)); code != 0 {
					t.Fatalf("import: %s", errs)
				}
				calls := count.calls.Load()
				if calls < 4 {
					// The JSON engine looks at the context only to wait
					// for its lock; its one write is a rename.
					t.Logf("the command looks at its context %d times: not interrupted", calls)
					return
				}
				failed, said := 0, 0
				for _, at := range cmdInterruptPoints(calls) {
					store := e.fresh(t)
					_, errs, code := c.runCtx(newInterruptCtx(at), kind, "import", good, store)
					got := stored(t, c, kind, store)
					switch {
					case code == 0 && got != n:
						t.Fatalf("import canceled at context call %d of %d succeeded and kept %d of %d", at, calls, got, n)
					case code != 0 && got != 0:
						t.Fatalf("import canceled at context call %d of %d failed (%s) and kept %d of %d", at, calls, strings.TrimSpace(errs), got, n)
					case code != 0:
						failed++
						if strings.Contains(errs, fmt.Sprintf("nothing imported (%d %s, written all or none)", n, kind)) {
							said++
						}
					}
				}
				if failed == 0 || said == 0 {
					t.Fatalf("of the interrupted imports (%d context calls) %d failed, %d saying nothing was imported", calls, failed, said)
				}
				t.Logf("%d context calls; %d interrupted imports failed, %d saying nothing was imported", calls, failed, said)
			})
		}
	}
}

// cmdInterruptPoints: fifteen points spread over the run and its last
// eight.
func cmdInterruptPoints(calls int64) []int64 {
	var out []int64
	for k := int64(1); k < 16; k++ {
		out = append(out, calls*k/16)
	}
	for at := max(calls-8, 1); at < calls; at++ {
		out = append(out, at)
	}
	return out
}
