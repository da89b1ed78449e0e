package correction

import (
	"testing"

	"github.com/cairnhq/cairn/internal/testenv"
)

// SkipUnderRace skips an evaluation floor (TestLoop, TestExtractionDev)
// under the race detector: the floors test no concurrency of their own and
// take four times as long under it, so `make unit` runs them in a second
// pass without -race.
func SkipUnderRace(t *testing.T) {
	t.Helper()
	testenv.SkipUnderRace(t)
}
