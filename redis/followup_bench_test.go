package redis_test

import (
	"testing"

	"github.com/cairnhq/cairn/storetest"
)

// BenchmarkFollowupDecide measures a decision over Redis (one GET, then the
// swap script on a hit, or one DEL):
//
//	go test -run '^$' -bench FollowupDecide -benchtime 2000x -cpu 1 ./redis/
func BenchmarkFollowupDecide(b *testing.B) {
	storetest.BenchmarkFollowupDecide(b, MustOpenDB(b).Followups("bench"))
}
