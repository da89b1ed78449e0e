package feature

import "testing"

// A located pair is fitted to the output around it, so that substituting
// it leaves no half of a value behind.
func TestWithEdges(t *testing.T) {
	for _, c := range []struct {
		name, msg, prev, wrong, right, wantWrong, wantRight string
	}{
		{"the fix ends with the word after the original",
			"just `apt-get install jq`, no -y needed", "Run `apt-get install -y jq` in the image.",
			"apt-get install -y", "apt-get install jq", "apt-get install -y jq", "apt-get install jq"},
		{"the fix starts with the word before the original",
			"it's make test-all", "Run `make --quiet test` before pushing.",
			"--quiet test", "make test-all", "make --quiet test", "make test-all"},
		{"a value attached to the original flag",
			"--tail for the last lines, --until only cuts by time", "Use `journalctl -u api --until=10m`.",
			"--until", "--tail", "--until=10m", "--tail"},
		{"the argument the message writes in code after the flag",
			"that's gone since 2.0, use `--scope dev`", "Install it with `pkgtool add --devonly lint`.",
			"--devonly", "--scope", "--devonly", "--scope dev"},
		{"the argument with its value, and the original's own value",
			"env vars leak into logs. mount it instead: --mount type=secret,id=apikey",
			"Run `builder run --env API_KEY=$API_KEY job`.",
			"--env", "--mount", "--env API_KEY=$API_KEY", "--mount type=secret,id=apikey"},
		{"prose after the flag is not an argument",
			"--json gives it to you as json", "Print it with `tool show --yaml`.",
			"--yaml", "--json", "--yaml", "--json"},
	} {
		got := withEdges(Extraction{Original: c.wrong, Corrected: c.right, Located: true}, c.msg, c.prev)
		if got.Original != c.wantWrong || got.Corrected != c.wantRight {
			t.Errorf("%s: %q -> %q, want %q -> %q", c.name, got.Original, got.Corrected, c.wantWrong, c.wantRight)
		}
	}
}

// A value the message gives only in an aside does not replace one when
// the main clause states another and its pair is there too.
func TestOutsideAsides(t *testing.T) {
	prev := "Pin `runner-image:18` in the job."
	msg := "18 is end of life, use runner-image:22 (20 also works but is older)"
	got := ExtractBest(msg, prev)
	if !got.Located || got.Original != "runner-image:18" || got.Corrected != "runner-image:22" {
		t.Errorf("ExtractBest = %+v, want runner-image:18 -> runner-image:22", got)
	}
	msg = "the fix goes on stable/41 — 40 is frozen and 42 isn't branched yet"
	prev = "Push the patch to `stable/40`."
	if got := ExtractBest(msg, prev); got.Located && got.Corrected != "stable/41" {
		t.Errorf("ExtractBest = %+v, want stable/41 or nothing", got)
	}
	for _, c := range []struct{ wrong, right, want string }{
		{"ubuntu-20.04", "ubuntu-22.04", "22.04"},
		{"tool@v2", "tool@v5", "v5"},
		{"--level 1", "--level 3", "3"},
		{"same", "same", ""},
	} {
		if got := changedCore(c.wrong, c.right); got != c.want {
			t.Errorf("changedCore(%q, %q) = %q, want %q", c.wrong, c.right, got, c.want)
		}
	}
}

// When the only aligned value stands in the aside while the main clause
// states another, nothing is located: the aside's value is not the fix.
func TestOutsideAsidesAbstains(t *testing.T) {
	prev := "Add `acme/setup-tool@v3` as the first step."
	msg := "v3 is on the old node runtime, we pin acme/setup-tool@v5 in every repo (v4 would work as well)"
	if got := ExtractBest(msg, prev); got.Located && got.Corrected != "acme/setup-tool@v5" {
		t.Errorf("ExtractBest = %+v, want acme/setup-tool@v5 or nothing", got)
	}
}
