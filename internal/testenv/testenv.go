// Package testenv tells tests where this machine's services are.
//
// Tests that need PostgreSQL or Redis call Postgres or Redis. Without the
// variable they skip and say what to set, except under CI=true, where a
// missing service fails the run. go test shows the reason only with -v, so
// `make test` ends with one line per missing service (`make skipped`).
package testenv

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
)

// Postgres returns CAIRN_TEST_POSTGRES, for example
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
func Postgres(tb testing.TB) string {
	tb.Helper()
	return lookup(tb, "CAIRN_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable")
}

// Redis returns CAIRN_TEST_REDIS, for example redis://127.0.0.1:6379/0.
func Redis(tb testing.TB) string {
	tb.Helper()
	return lookup(tb, "CAIRN_TEST_REDIS", "redis://127.0.0.1:6379/0")
}

func lookup(tb testing.TB, name, example string) string {
	tb.Helper()
	if v := os.Getenv(name); v != "" {
		return v
	}
	if os.Getenv("CI") == "true" {
		tb.Fatalf("%s is not set: CI needs this service (for example %s=%s)", name, name, example)
	}
	tb.Skipf("set %s to run this test against a real server (for example %s)", name, example)
	return ""
}

// UniqueName returns prefix followed by 12 random hex characters: a schema
// name or key prefix that no concurrent test run shares.
func UniqueName(prefix string) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// EvalDir returns dir, the evaluation sets beside the repository
// (shared/eval), when it exists. Without it the test skips and says where
// the sets belong, except under CI=true, where the measurement must run.
func EvalDir(tb testing.TB, dir string) string {
	tb.Helper()
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		return dir
	}
	if os.Getenv("CI") == "true" {
		tb.Fatalf("evaluation sets not found at %s: CI measures the evaluation floors, so shared/eval must sit beside the repository", dir)
	}
	tb.Skipf("evaluation sets not found at %s (shared/eval beside the repository)", dir)
	return ""
}

// SkipUnderRace skips a test that exercises no concurrency of its own and
// takes several times as long under the race detector (an evaluation floor,
// a model retrained to check it is current): `make unit` runs such tests in
// a second pass without -race.
func SkipUnderRace(tb testing.TB) {
	tb.Helper()
	if Race {
		tb.Skip("no concurrency to check, and slow under -race: make unit runs it without -race")
	}
}
