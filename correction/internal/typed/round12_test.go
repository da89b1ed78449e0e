package typed

import (
	"strings"
	"testing"
)

// "keep X for that one": the output keeps the value on purpose.
func TestKeptWhenTold(t *testing.T) {
	s := "The old worker still serves on 7000, so keep `PORT=7000` for that one."
	i := strings.Index(s, "PORT=7000")
	if !Kept(s, i, i+len("PORT=7000")) {
		t.Error("told to keep it: not kept")
	}
	s = "Set `PORT=7000` and restart the worker."
	i = strings.Index(s, "PORT=7000")
	if Kept(s, i, i+len("PORT=7000")) {
		t.Error("a plain setting is kept")
	}
}

// One new name stated as right, a few letters from the one name like it in
// the output, is its fix; a short word inside a long name is not.
func TestCloseSpelling(t *testing.T) {
	p, ok := Extract("the setting is MaxWorkerThreads, plural", "Set `MaxWorkerThread` to 16 in the service's registry key.")
	if !ok || p.Core != "MaxWorkerThread" || p.CoreRight != "MaxWorkerThreads" {
		t.Errorf("got %+v (%v), want MaxWorkerThread -> MaxWorkerThreads", p, ok)
	}
	for _, c := range [][2]string{{"cache", "cache_store"}, {"tokens", "max_new_tokens"}, {"abc", "abd"}} {
		if closeSpelling(c[0], c[1]) {
			t.Errorf("closeSpelling(%q, %q)", c[0], c[1])
		}
	}
	if !closeSpelling("LongPathEnabled", "LongPathsEnabled") || !closeSpelling("X-Idempotency-Key", "Idempotency-Key") {
		t.Error("closeSpelling misses a letter or a prefix")
	}
}
