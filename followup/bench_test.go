package followup_test

import (
	"testing"

	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/storetest"
)

// BenchmarkDecide measures a decision on the in-process store:
//
//	go test -run '^$' -bench Decide -benchtime 2000x -cpu 1 ./followup/
func BenchmarkDecide(b *testing.B) {
	storetest.BenchmarkFollowupDecide(b, followup.NewMemoryStore().Tenant("bench"))
}
