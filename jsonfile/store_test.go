package jsonfile_test

import (
	"path/filepath"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/storetest"
)

// MustOpen opens a Store on path and closes it when the test ends.
func MustOpen(tb testing.TB, path string) *jsonfile.Store {
	tb.Helper()
	s := jsonfile.New(path)
	if err := s.Open(); err != nil {
		tb.Fatalf("Open(%q): %v", path, err)
	}
	tb.Cleanup(func() {
		if err := s.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return s
}

func TestJudgmentStore(t *testing.T) {
	storetest.RunJudgmentStoreWith(t, storetest.JudgmentOptions{SingleTenant: true},
		func(t *testing.T, tenant string) judgment.Store {
			if tenant != cairn.DefaultTenant {
				t.Fatalf("tenant %q, want %q", tenant, cairn.DefaultTenant)
			}
			return MustOpen(t, filepath.Join(t.TempDir(), "iptax", "ai_cache.json"))
		})
}

func TestReviewDecisions(t *testing.T) {
	storetest.RunReviewDecisions(t, func() string { return cairn.DefaultTenant },
		func(t *testing.T, tenant string) judgment.Store {
			return MustOpen(t, filepath.Join(t.TempDir(), "ai_cache.json"))
		})
}
