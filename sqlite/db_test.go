package sqlite_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
	"github.com/cairnhq/cairn/storetest"
)

// MustOpenDB opens a DB in a fresh temporary directory and closes it when
// the test ends.
func MustOpenDB(tb testing.TB) *sqlite.DB {
	tb.Helper()
	return mustOpen(tb, sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db")))
}

func mustOpen(tb testing.TB, db *sqlite.DB) *sqlite.DB {
	tb.Helper()
	if err := db.Open(tb.Context()); err != nil {
		tb.Fatalf("Open: %v", err)
	}
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return db
}

func TestJudgmentStore(t *testing.T) {
	db := MustOpenDB(t)
	storetest.RunJudgmentStore(t, func(t *testing.T, tenant string) judgment.Store {
		return db.Judgments(tenant)
	})
}

func TestCorrectionStore(t *testing.T) {
	db := MustOpenDB(t)
	storetest.RunCorrectionStore(t, func(t *testing.T, tenant string) correction.Store {
		return db.Corrections(tenant)
	})
}

func TestKeyStore(t *testing.T) {
	storetest.RunKeyStore(t, func(t *testing.T) cairn.KeyStore {
		return MustOpenDB(t).Keys()
	})
}

func wantCode(t *testing.T, what string, err error, code string) {
	t.Helper()
	if got := cairn.ErrorCode(err); got != code {
		t.Fatalf("%s: error %v has code %q, want %q", what, err, got, code)
	}
}

func TestOpenCreatesPrivateFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	path := filepath.Join(dir, "cairn.db")
	mustOpen(t, sqlite.NewDB(path))
	for _, f := range []struct {
		path string
		mode os.FileMode
	}{{dir, 0o700}, {path, 0o600}} {
		fi, err := os.Stat(f.path)
		if err != nil {
			t.Fatalf("Stat: %v", err)
		}
		if got := fi.Mode().Perm(); got != f.mode {
			t.Errorf("%s has mode %v, want %v", f.path, got, f.mode)
		}
	}
}

func TestOpenInvalid(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	garbage := filepath.Join(t.TempDir(), "garbage.db")
	if err := os.WriteFile(garbage, []byte("this is not an SQLite database, not even close, and long enough to have a header"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		db   *sqlite.DB
		code string
	}{
		{"empty path", sqlite.NewDB(""), cairn.EINVALID},
		{"memory", sqlite.NewDB(":memory:"), cairn.EINVALID},
		{"URI", sqlite.NewDB("file:x.db?mode=memory"), cairn.EINVALID},
		{"no readers", &sqlite.DB{Path: filepath.Join(t.TempDir(), "x.db")}, cairn.EINVALID},
		{"directory under a file", sqlite.NewDB(filepath.Join(file, "cairn.db")), cairn.EUNAVAILABLE},
		{"not a database", sqlite.NewDB(garbage), cairn.EUNAVAILABLE},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.db.Open(t.Context())
			if err == nil {
				_ = tt.db.Close()
			}
			wantCode(t, "Open", err, tt.code)
		})
	}
}

func TestReopenKeepsData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cairn.db")
	j := &judgment.Judgment{ChangeID: "o/r#1", Decision: judgment.Include, Product: "P", Timestamp: time.Unix(1, 0).UTC()}
	for i := range 3 {
		db := sqlite.NewDB(path)
		if err := db.Open(t.Context()); err != nil {
			t.Fatalf("Open #%d: %v", i+1, err)
		}
		s := db.Judgments("t")
		if i == 0 {
			if _, err := s.Add(t.Context(), j); err != nil {
				t.Fatalf("Add: %v", err)
			}
		}
		if _, err := s.Get(t.Context(), j.ChangeID); err != nil {
			t.Fatalf("Get after reopening #%d: %v", i+1, err)
		}
		if err := db.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
	}
	var versions int
	raw := rawDB(t, path)
	if err := raw.QueryRow("SELECT count(*) FROM schema_migrations").Scan(&versions); err != nil {
		t.Fatal(err)
	}
	if versions != migrationCount(t) {
		t.Fatalf("schema_migrations has %d rows after 3 opens, want %d", versions, migrationCount(t))
	}
}

// rawDB opens path with the driver directly, for tests that tamper with the
// file.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = raw.Close() })
	return raw
}

func TestOpenNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cairn.db")
	db := sqlite.NewDB(path)
	if err := db.Open(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := rawDB(t, path).Exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', 0)"); err != nil {
		t.Fatal(err)
	}
	err := sqlite.NewDB(path).Open(t.Context())
	wantCode(t, "Open of a file from a newer cairn", err, cairn.ECONFLICT)
}

// TestOpenConcurrently opens one new file from several DBs at once, as
// several processes starting together would: each must see the schema
// applied once.
func TestOpenConcurrently(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cairn.db")
	const n = 4
	dbs := make([]*sqlite.DB, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range dbs {
		dbs[i] = sqlite.NewDB(path)
		wg.Go(func() { errs[i] = dbs[i].Open(t.Context()) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("Open #%d: %v", i, err)
		}
		t.Cleanup(func() { _ = dbs[i].Close() })
	}
	var versions int
	if err := rawDB(t, path).QueryRow("SELECT count(*) FROM schema_migrations").Scan(&versions); err != nil {
		t.Fatal(err)
	}
	if versions != migrationCount(t) {
		t.Fatalf("schema_migrations has %d rows, want %d", versions, migrationCount(t))
	}
}

// TestProcessesShareFile starts several processes that open one new file at
// once and write to it: each must succeed, and every write must land.
func TestProcessesShareFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cairn.db")
	const procs = 3
	cmds := make([]*exec.Cmd, procs)
	for i := range cmds {
		cmds[i] = exec.CommandContext(t.Context(), os.Args[0], "-test.run=^TestHelperProcess$")
		cmds[i].Env = append(os.Environ(), "CAIRN_SQLITE_HELPER="+path, fmt.Sprintf("CAIRN_SQLITE_HELPER_ID=%d", i))
	}
	for _, c := range cmds {
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("process %d: %v", i, err)
		}
	}
	st, err := mustOpen(t, sqlite.NewDB(path)).Judgments("t").Stats(t.Context(), "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := st.TotalJudgments, procs*helperWrites; got != want {
		t.Fatalf("total_judgments=%d, want %d", got, want)
	}
}

// helperWrites is how many judgments each TestHelperProcess adds.
const helperWrites = 30

// TestHelperProcess is the body of TestProcessesShareFile's processes; it
// does nothing in a normal run.
func TestHelperProcess(t *testing.T) {
	path := os.Getenv("CAIRN_SQLITE_HELPER")
	if path == "" {
		return
	}
	db := sqlite.NewDB(path)
	if err := db.Open(t.Context()); err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		os.Exit(1)
	}
	s := db.Judgments("t")
	for i := range helperWrites {
		j := &judgment.Judgment{ChangeID: fmt.Sprintf("p%s#%d", os.Getenv("CAIRN_SQLITE_HELPER_ID"), i),
			Decision: judgment.Include, Product: "P", Timestamp: time.Unix(int64(i), 0)}
		if _, err := s.Add(t.Context(), j); err != nil {
			fmt.Fprintln(os.Stderr, "add:", err)
			os.Exit(1)
		}
	}
	if err := db.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "close:", err)
		os.Exit(1)
	}
}

// TestConcurrentWritersShareFile writes from two DBs on one file (two
// processes, as far as SQLite's locking is concerned) and from several
// goroutines each: no write may fail with SQLITE_BUSY.
func TestConcurrentWritersShareFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cairn.db")
	a, b := mustOpen(t, sqlite.NewDB(path)), mustOpen(t, sqlite.NewDB(path))
	const workers, each = 4, 25
	var wg sync.WaitGroup
	errs := make(chan error, 2*workers*each)
	for w := range 2 * workers {
		db := a
		if w%2 == 1 {
			db = b
		}
		wg.Go(func() {
			s := db.Judgments("t")
			for i := range each {
				j := &judgment.Judgment{ChangeID: fmt.Sprintf("w%d#%d", w, i), Decision: judgment.Include, Product: "P",
					Timestamp: time.Unix(int64(i), 0)}
				if _, err := s.Add(t.Context(), j); err != nil {
					errs <- err
				}
				if _, err := s.Newest(t.Context(), "P", false, 5); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent write: %v", err)
	}
	st, err := b.Judgments("t").Stats(t.Context(), "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := st.TotalJudgments, 2*workers*each; got != want {
		t.Fatalf("total_judgments=%d, want %d", got, want)
	}
}

func TestTimestampPrecision(t *testing.T) {
	s := MustOpenDB(t).Judgments("t")
	base := time.Date(2024, 11, 15, 10, 30, 0, 123456000, time.UTC)
	tests := []struct {
		id string
		ts time.Time
	}{
		{"ns", base.Add(789)},
		{"same microsecond, fewer ns", base.Add(7)},
		{"year 1", time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC)},
		{"year 9999", time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)},
		{"before 1970", time.Date(1969, 12, 31, 23, 59, 59, 999999999, time.UTC)},
	}
	for _, tt := range tests {
		j := &judgment.Judgment{ChangeID: tt.id, Decision: judgment.Include, Product: "P", Timestamp: tt.ts}
		if _, err := s.Add(t.Context(), j); err != nil {
			t.Fatalf("Add(%s): %v", tt.id, err)
		}
		got, err := s.Get(t.Context(), tt.id)
		if err != nil {
			t.Fatalf("Get(%s): %v", tt.id, err)
		}
		if !got.Timestamp.Equal(tt.ts) {
			t.Errorf("%s: timestamp=%s, want %s", tt.id, got.Timestamp.Format(time.RFC3339Nano), tt.ts.Format(time.RFC3339Nano))
		}
	}
	newest, err := s.Newest(t.Context(), "P", false, 10)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, j := range newest {
		order = append(order, j.ChangeID)
	}
	want := []string{"year 9999", "ns", "same microsecond, fewer ns", "before 1970", "year 1"}
	if fmt.Sprint(order) != fmt.Sprint(want) {
		t.Fatalf("Newest order=%q, want %q", order, want)
	}
	st, err := s.Stats(t.Context(), "P")
	if err != nil {
		t.Fatal(err)
	}
	if !st.Oldest.Equal(tests[2].ts) || !st.Newest.Equal(tests[3].ts) {
		t.Fatalf("Stats oldest, newest = %v, %v, want %v, %v", st.Oldest, st.Newest, tests[2].ts, tests[3].ts)
	}
}

func TestClock(t *testing.T) {
	now := time.Date(2025, 1, 2, 3, 4, 5, 6, time.UTC)
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "cairn.db"))
	db.Now = func() time.Time { return now.In(time.FixedZone("X", 3600)) }
	mustOpen(t, db)
	ctx := t.Context()

	js := db.Judgments("t")
	if _, err := js.Add(ctx, &judgment.Judgment{ChangeID: "j", Decision: judgment.Include, Product: "P"}); err != nil {
		t.Fatal(err)
	}
	j, err := js.Get(ctx, "j")
	if err != nil {
		t.Fatal(err)
	}
	cs := db.Corrections("t")
	if err := cs.Insert(ctx, &correction.Correction{ID: "c"}); err != nil {
		t.Fatal(err)
	}
	if err := cs.RecordApplication(ctx, "c", time.Time{}); err != nil {
		t.Fatal(err)
	}
	c, err := cs.Get(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	ks := db.Keys()
	if err := ks.CreateKey(ctx, &cairn.APIKey{ID: "k", Tenant: "t", Hash: "h"}); err != nil {
		t.Fatal(err)
	}
	if err := ks.RevokeKey(ctx, "k", time.Time{}); err != nil {
		t.Fatal(err)
	}
	k, err := ks.KeyByHash(ctx, "h")
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range []struct {
		what string
		t    time.Time
	}{
		{"judgment timestamp", j.Timestamp},
		{"correction timestamp", c.Timestamp},
		{"correction last_applied", *c.LastApplied},
		{"key created_at", k.CreatedAt},
		{"key revoked_at", *k.RevokedAt},
	} {
		if !got.t.Equal(now) || got.t.Location() != time.UTC {
			t.Errorf("%s=%v, want %v in UTC", got.what, got.t, now)
		}
	}
}

func TestInvalidTenant(t *testing.T) {
	db := MustOpenDB(t)
	ctx := t.Context()
	_, err := db.Judgments("bad/tenant").Get(ctx, "x")
	wantCode(t, "Judgments(bad).Get", err, cairn.EINVALID)
	if got := cairn.ErrorField(err); got != "tenant" {
		t.Fatalf("error field=%q, want tenant", got)
	}
	_, err = db.Judgments("").Add(ctx, &judgment.Judgment{ChangeID: "x", Decision: judgment.Include, Product: "P"})
	wantCode(t, "Judgments(\"\").Add", err, cairn.EINVALID)
	err = db.Corrections("-x").Insert(ctx, &correction.Correction{ID: "c"})
	wantCode(t, "Corrections(bad).Insert", err, cairn.EINVALID)
}

func TestClosed(t *testing.T) {
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "cairn.db"))
	if err := db.Open(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := db.Ping(t.Context()); err != nil {
		t.Fatalf("Ping of an open DB: %v", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	wantCode(t, "Ping after Close", db.Ping(t.Context()), cairn.EUNAVAILABLE)
	_, err := db.Judgments("t").Get(t.Context(), "x")
	wantCode(t, "Get after Close", err, cairn.EUNAVAILABLE)
	_, err = db.Judgments("t").Add(t.Context(), &judgment.Judgment{ChangeID: "x", Decision: judgment.Include, Product: "P"})
	wantCode(t, "Add after Close", err, cairn.EUNAVAILABLE)
	_, err = db.Keys().ListKeys(t.Context())
	wantCode(t, "ListKeys after Close", err, cairn.EUNAVAILABLE)
}

func TestContextCanceled(t *testing.T) {
	db := MustOpenDB(t)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := db.Judgments("t").Add(ctx, &judgment.Judgment{ChangeID: "x", Decision: judgment.Include, Product: "P"})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Add with a cancelled context: %v, want context.Canceled", err)
	}
	_, err = db.Corrections("t").List(ctx, correction.ListOptions{})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("List with a cancelled context: %v, want context.Canceled", err)
	}
	err = db.Ping(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Ping with a cancelled context: %v, want context.Canceled", err)
	}
}

func TestUnstorableText(t *testing.T) {
	db := MustOpenDB(t)
	ctx := t.Context()
	_, err := db.Judgments("t").Add(ctx, &judgment.Judgment{ChangeID: "x", Decision: judgment.Include, Product: "P", Reasoning: "nul\x00byte"})
	wantCode(t, "Add with a NUL byte", err, cairn.EINVALID)
	if got := cairn.ErrorField(err); got != "reasoning" {
		t.Fatalf("field=%q, want reasoning", got)
	}
	err = db.Corrections("t").Insert(ctx, &correction.Correction{ID: "c", Query: "bad \xff utf-8"})
	wantCode(t, "Insert with invalid UTF-8", err, cairn.EINVALID)
	if got := cairn.ErrorField(err); got != "query" {
		t.Fatalf("field=%q, want query", got)
	}
}

// migrationCount is the number of migration files the engine embeds.
func migrationCount(t *testing.T) int {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("migrations", "*.sql"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no migrations found: %v", err)
	}
	return len(files)
}

func TestBridgeStore(t *testing.T) {
	db := MustOpenDB(t)
	storetest.RunBridgeStore(t, func(t *testing.T, tenant string) bridge.Store {
		return db.Bridge(tenant)
	}, db.BridgeSweeper())
}
