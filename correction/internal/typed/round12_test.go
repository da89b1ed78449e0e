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
