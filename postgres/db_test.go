package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/postgres"
	"github.com/cairnhq/cairn/storetest"
	"github.com/jackc/pgx/v5"
)

// MustOpenDB opens a DB in a schema of its own on CAIRN_TEST_POSTGRES and
// drops the schema when the test ends.
func MustOpenDB(tb testing.TB) *postgres.DB {
	tb.Helper()
	db := postgres.NewDB(testenv.Postgres(tb))
	db.Schema = testenv.UniqueName("cairn_t_")
	dropSchemaOnCleanup(tb, db.URL, db.Schema)
	return mustOpen(tb, db)
}

func mustOpen(tb testing.TB, db *postgres.DB) *postgres.DB {
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

// dropSchemaOnCleanup drops schema when the test ends (after the DBs using
// it are closed: cleanups run last registered first).
func dropSchemaOnCleanup(tb testing.TB, url, schema string) {
	tb.Helper()
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			tb.Errorf("drop schema %s: %v", schema, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+pgx.Identifier{schema}.Sanitize()+" CASCADE"); err != nil {
			tb.Errorf("drop schema %s: %v", schema, err)
		}
	})
}

// rawConn connects to the test server for tests that inspect or tamper with
// the database.
func rawConn(tb testing.TB, schema string) *pgx.Conn {
	tb.Helper()
	cfg, err := pgx.ParseConfig(testenv.Postgres(tb))
	if err != nil {
		tb.Fatal(err)
	}
	cfg.RuntimeParams["search_path"] = schema
	conn, err := pgx.ConnectConfig(tb.Context(), cfg)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = conn.Close(context.Background()) })
	return conn
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

func TestOpenInvalid(t *testing.T) {
	url := testenv.Postgres(t)
	tests := []struct {
		name string
		db   *postgres.DB
		code string
	}{
		{"empty url", postgres.NewDB(""), cairn.EINVALID},
		{"bad url", postgres.NewDB("postgres://u:secret@host:notaport/db"), cairn.EINVALID},
		{"bad schema", &postgres.DB{URL: url, Schema: `x"; DROP TABLE y; --`}, cairn.EINVALID},
		{"upper-case schema", &postgres.DB{URL: url, Schema: "Cairn"}, cairn.EINVALID},
		{"negative max_conns", &postgres.DB{URL: url, MaxConns: -1}, cairn.EINVALID},
		{"no server", postgres.NewDB("postgres://postgres@127.0.0.1:1/test?sslmode=disable&connect_timeout=2"), cairn.EUNAVAILABLE},
		{"no database", postgres.NewDB("postgres://postgres@127.0.0.1:5432/" + testenv.UniqueName("nodb_") + "?sslmode=disable"), cairn.EUNAVAILABLE},
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
	t.Run("password not in message", func(t *testing.T) {
		err := postgres.NewDB("postgres://u:hunter2@host:notaport/db").Open(t.Context())
		if msg := cairn.ErrorMessage(err); msg == "" || strings.Contains(msg, "hunter2") {
			t.Fatalf("message %q reveals the password or is empty", msg)
		}
	})
}

// TestOpenConcurrently opens one new schema from several DBs at once, as
// several replicas starting together would: each must succeed and the
// migrations must be applied once.
func TestOpenConcurrently(t *testing.T) {
	url, schema := testenv.Postgres(t), testenv.UniqueName("cairn_t_")
	dropSchemaOnCleanup(t, url, schema)
	const n = 4
	dbs := make([]*postgres.DB, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range dbs {
		dbs[i] = &postgres.DB{URL: url, Schema: schema}
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
	if err := rawConn(t, schema).QueryRow(t.Context(), "SELECT count(*) FROM schema_migrations").Scan(&versions); err != nil {
		t.Fatal(err)
	}
	if versions != migrationCount(t) {
		t.Fatalf("schema_migrations has %d rows, want %d", versions, migrationCount(t))
	}
	// Reopening applies nothing.
	again := mustOpen(t, &postgres.DB{URL: url, Schema: schema})
	if err := again.Ping(t.Context()); err != nil {
		t.Fatal(err)
	}
}

func TestOpenNewerSchema(t *testing.T) {
	db := MustOpenDB(t)
	if _, err := rawConn(t, db.Schema).Exec(t.Context(),
		"INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', now())"); err != nil {
		t.Fatal(err)
	}
	err := (&postgres.DB{URL: db.URL, Schema: db.Schema}).Open(t.Context())
	wantCode(t, "Open of a schema from a newer cairn", err, cairn.ECONFLICT)
}

// TestConcurrentReplicas writes from two DBs (two replicas) to the same
// change ids at once: every Add must succeed and the add rule must hold.
func TestConcurrentReplicas(t *testing.T) {
	a := MustOpenDB(t)
	b := mustOpen(t, &postgres.DB{URL: a.URL, Schema: a.Schema})
	const workers, each = 4, 20
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
				// The user's verdict on shared#i comes first or last; either
				// way the final state must follow the add rule.
				j := &judgment.Judgment{ChangeID: fmt.Sprintf("shared#%d", i), Decision: judgment.Include, Product: "P",
					Timestamp: time.Unix(int64(w), 0)}
				if w == 0 {
					j.UserDecision = judgment.Exclude
				}
				if _, err := s.Add(t.Context(), j); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent Add: %v", err)
	}
	st, err := a.Judgments("t").Stats(t.Context(), "")
	if err != nil {
		t.Fatal(err)
	}
	if st.TotalJudgments != each {
		t.Fatalf("total_judgments=%d, want %d", st.TotalJudgments, each)
	}
}

// TestConcurrentBatches runs AddBatch from two replicas over the same new
// change ids, in opposite orders: no batch may fail (by deadlock or by a
// lost race to insert) and each id must be stored once.
func TestConcurrentBatches(t *testing.T) {
	a := MustOpenDB(t)
	b := mustOpen(t, &postgres.DB{URL: a.URL, Schema: a.Schema})
	const workers, ids = 6, 60
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		db := a
		if w%2 == 1 {
			db = b
		}
		wg.Go(func() {
			var js []*judgment.Judgment
			for i := range ids {
				k := i
				if w%2 == 1 {
					k = ids - 1 - i
				}
				js = append(js, &judgment.Judgment{ChangeID: fmt.Sprintf("id#%02d", k), Decision: judgment.Include,
					Product: "P", Reasoning: fmt.Sprintf("worker %d", w), Timestamp: time.Unix(int64(w), 0)})
			}
			if _, err := db.Judgments("t").(judgment.BatchAdder).AddBatch(t.Context(), js); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent AddBatch: %v", err)
	}
	st, err := a.Judgments("t").Stats(t.Context(), "")
	if err != nil {
		t.Fatal(err)
	}
	if st.TotalJudgments != ids {
		t.Fatalf("total_judgments=%d, want %d", st.TotalJudgments, ids)
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
	_, err = db.Corrections("t").Get(ctx, "\x00")
	wantCode(t, "Get of an id with a NUL byte", err, cairn.ENOTFOUND)
}

func TestClock(t *testing.T) {
	now := time.Date(2025, 1, 2, 3, 4, 5, 6, time.UTC)
	db := postgres.NewDB(testenv.Postgres(t))
	db.Schema = testenv.UniqueName("cairn_t_")
	db.Now = func() time.Time { return now.In(time.FixedZone("X", 3600)) }
	dropSchemaOnCleanup(t, db.URL, db.Schema)
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
	err = db.Corrections("-x").Insert(ctx, &correction.Correction{ID: "c"})
	wantCode(t, "Corrections(bad).Insert", err, cairn.EINVALID)
}

func TestClosed(t *testing.T) {
	db := postgres.NewDB(testenv.Postgres(t))
	db.Schema = testenv.UniqueName("cairn_t_")
	dropSchemaOnCleanup(t, db.URL, db.Schema)
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
	_, err = db.Keys().ListKeys(t.Context())
	wantCode(t, "ListKeys after Close", err, cairn.EUNAVAILABLE)
}

// TestConnectionLost kills the server side of every connection: the next
// statements fail with EUNAVAILABLE (or succeed on a fresh connection),
// never with a driver error.
func TestConnectionLost(t *testing.T) {
	app := testenv.UniqueName("cairn_lost_")
	db := postgres.NewDB(withParam(testenv.Postgres(t), "application_name", app))
	db.Schema = testenv.UniqueName("cairn_t_")
	dropSchemaOnCleanup(t, db.URL, db.Schema)
	mustOpen(t, db)
	ctx := t.Context()
	s := db.Judgments("t")
	if _, err := s.Get(ctx, "warm-up"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("Get: %v", err)
	}
	var killed int
	if err := rawConn(t, db.Schema).QueryRow(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE application_name = $1`, app).Scan(&killed); err != nil {
		t.Fatal(err)
	}
	if killed == 0 {
		t.Fatalf("no connection of the DB's pool found to terminate")
	}
	for range 3 {
		_, err := s.Get(ctx, "x")
		if code := cairn.ErrorCode(err); code != cairn.ENOTFOUND && code != cairn.EUNAVAILABLE {
			t.Fatalf("Get after the server dropped the connection: %v (code %q)", err, code)
		}
	}
}

// withParam adds a query parameter to a connection URL.
func withParam(url, key, value string) string {
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	return url + sep + key + "=" + value
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
