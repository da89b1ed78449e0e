package postgres_test

import (
	"testing"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/storetest"
)

func TestCorrectionMemory(t *testing.T) {
	storetest.RunCorrectionMemory(t, func(t *testing.T, tenant string) correction.Store {
		return MustOpenDB(t).Corrections(tenant)
	})
}

func TestChangeLog(t *testing.T) {
	storetest.RunChangeLog(t, func(t *testing.T) func(string) correction.Store {
		return MustOpenDB(t).Corrections
	})
}

func TestIndexLoader(t *testing.T) {
	storetest.RunIndexLoader(t, func(t *testing.T) func(string) correction.Store {
		return MustOpenDB(t).Corrections
	})
}
