package feature

import "testing"

// A located pair is fitted to the output around it, so that substituting
// it leaves no half of a value behind.
func TestWithEdges(t *testing.T) {
	for _, c := range []struct {
		name, msg, prev, wrong, right, wantWrong, wantRight string
	}{
		{"the fix starts with the word before the original",
			"it's make test-all", "Run `make --quiet test` before pushing.",
			"--quiet test", "make test-all", "make --quiet test", "make test-all"},
		{"a value attached to the original flag",
			"--tail for the last lines, --until only cuts by time", "Use `journalctl -u api --until=10m`.",
			"--until", "--tail", "--until=10m", "--tail"},
		{"the argument the message writes in code after the flag",
			"that's gone since 2.0, use `--scope dev`", "Install it with `pkgtool add --devonly`.",
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

func TestWithoutAside(t *testing.T) {
	for _, c := range []struct{ wrong, right, want string }{
		{"x is y", "x.equals(y) (compares the contents)", "x.equals(y)"},
		{"a + b", "concat_ws('', a, b) \u2014 + adds numbers here", "concat_ws('', a, b)"},
		{"sum(rate(x[5m]))", "quantile(0.9, sum by (le) (rate(x[5m])))", "quantile(0.9, sum by (le) (rate(x[5m])))"},
		{"run --verbose", "run -- --verbose", "run -- --verbose"},
		{"f(x) (old)", "g(x) (new form)", "g(x) (new form)"}, // the original has one too
	} {
		got := withoutAside(Extraction{Original: c.wrong, Corrected: c.right, Located: true})
		if got.Corrected != c.want {
			t.Errorf("withoutAside(%q) = %q, want %q", c.right, got.Corrected, c.want)
		}
	}
}

func TestWithReorder(t *testing.T) {
	prev := "Send it all to the file with `./build.sh 2>&1 > build.log`."
	got := withReorder(Extraction{Original: "/build.sh 2>&1", Corrected: "./build.sh > build.log 2>&1", Located: true}, prev)
	if got.Original != "./build.sh 2>&1 > build.log" {
		t.Errorf("Original = %q, want the run the fix reorders", got.Original)
	}
	// Other words: left alone.
	got = withReorder(Extraction{Original: "2>&1", Corrected: "&> build.log", Located: true}, prev)
	if got.Original != "2>&1" {
		t.Errorf("Original = %q, want it unchanged", got.Original)
	}
}

func TestAsExtension(t *testing.T) {
	for _, c := range []struct{ wrong, right, wantWrong, wantRight string }{
		{"&net.Dialer{Timeout: 10}", "10 * time.Second", "Timeout: 10", "Timeout: 10 * time.Second"},
		{"setTimeout(fn, 3)", "3 * 1000", "3", "3 * 1000"},
		{"time.Sleep(5)", "time.Sleep(5 * time.Second)", "time.Sleep(5)", "time.Sleep(5 * time.Second)"}, // not a value first
	} {
		got := asExtension(Extraction{Original: c.wrong, Corrected: c.right, Located: true})
		if got.Original != c.wantWrong || got.Corrected != c.wantRight {
			t.Errorf("asExtension(%q, %q) = %q -> %q, want %q -> %q", c.wrong, c.right, got.Original, got.Corrected, c.wantWrong, c.wantRight)
		}
	}
}

func TestAsInsertion(t *testing.T) {
	for _, c := range []struct{ msg, wrong, right, wantWrong, wantRight string }{
		{"ALTER TABLE ONLY, or the children get it too", "ALTER TABLE events_2024", "ALTER TABLE ONLY", "ALTER TABLE", "ALTER TABLE ONLY"},
		{"run it with --frozen", "uv sync dev_tools", "uv sync --frozen", "uv sync", "uv sync --frozen"},
		{"SHOW TABLESPACES", "SHOW TABLES", "SHOW TABLESPACES", "SHOW TABLES", "SHOW TABLESPACES"}, // a keyword for a keyword
		{"it's 10m", "max_body 10MB", "max_body 10M", "max_body 10MB", "max_body 10M"},
		{"--force, and keep pkg_a", "pip install pkg_a", "pip install --force", "pip install pkg_a", "pip install --force"}, // the message writes the name
	} {
		got := asInsertion(Extraction{Original: c.wrong, Corrected: c.right, Located: true}, c.msg)
		if got.Original != c.wantWrong || got.Corrected != c.wantRight {
			t.Errorf("asInsertion(%q, %q) = %q -> %q, want %q -> %q", c.wrong, c.right, got.Original, got.Corrected, c.wantWrong, c.wantRight)
		}
	}
}

func TestWithOneOf(t *testing.T) {
	prev := "Call `clock.tick(3)` to get past the 3 second retry."
	got := withOneOf(Extraction{Original: "3", Corrected: "3000", Located: true}, "3000, tick takes milliseconds", prev)
	if got.Original != "tick(3)" || got.Corrected != "tick(3000)" || !got.Located {
		t.Errorf("named call: %+v, want tick(3) -> tick(3000)", got)
	}
	// The message names no call: the value may be stated twice.
	got = withOneOf(Extraction{Original: "3", Corrected: "4", Located: true}, "make it 4", prev)
	if got.Original != "3" || !got.Located {
		t.Errorf("no call named: %+v, want it unchanged", got)
	}
}

func TestWithNamedValue(t *testing.T) {
	prev := "Set `appendfsync always` in redis.conf."
	got := withNamedValue(Extraction{Original: "appendfsync", Corrected: "everysec", Located: true}, "always fsyncs every write, far too slow for us. everysec", prev)
	if got.Original != "always" {
		t.Errorf("Original = %q, want the value the message names", got.Original)
	}
	// The message names the key: it is the key that is wrong.
	got = withNamedValue(Extraction{Original: "appendfsync", Corrected: "appendonly", Located: true}, "not appendfsync, appendonly; always is fine", prev)
	if got.Original != "appendfsync" {
		t.Errorf("Original = %q, want the named key kept", got.Original)
	}
	// A number's unit and a flag's argument are not a setting's value.
	got = withNamedValue(Extraction{Original: "--zone", Corrected: "--region", Located: true}, "--region, europe-west4 is a region", "Pass `--zone europe-west4` to it.")
	if got.Original != "--zone" {
		t.Errorf("Original = %q, want the flag kept", got.Original)
	}
}

func TestWithOperators(t *testing.T) {
	got := withOperators(Extraction{Original: "n = var.on", Corrected: "n = var.on 1 0", Located: true}, "n = var.on ? 1 : 0, it wants a number")
	if got.Corrected != "n = var.on ? 1 : 0" {
		t.Errorf("Corrected = %q, want the expression the message wrote", got.Corrected)
	}
	got = withOperators(Extraction{Original: "a b", Corrected: "x y", Located: true}, "x then y")
	if got.Corrected != "x y" {
		t.Errorf("Corrected = %q, want it unchanged (a word between)", got.Corrected)
	}
}

// A fix that, widened to the words it repeats, only takes words out of a
// command is not located: its pattern would take them out of every such
// command.
func TestWithEdgesDeletion(t *testing.T) {
	got := withEdges(Extraction{Original: "apt-get install -y", Corrected: "apt-get install jq", Located: true},
		"just `apt-get install jq`, no -y needed", "Run `apt-get install -y jq` in the image.")
	if got.Located {
		t.Errorf("got %+v, want it not located", got)
	}
}

// A flag the message writes with its argument, for a flag the output
// gives a plain word after: the word may be the flag's value ("-n
// default") or the command's argument ("--devonly lint"), so the pair is
// not located.
func TestWithEdgesAmbiguousArgument(t *testing.T) {
	for _, c := range [][3]string{
		{"use `--namespace payments`", "Tail it with `kubectl logs -n default api-0`.", "-n"},
		{"that's gone since 2.0, use `--scope dev`", "Install it with `pkgtool add --devonly lint`.", "--devonly"},
	} {
		right := "--namespace"
		if c[2] == "--devonly" {
			right = "--scope"
		}
		if got := withEdges(Extraction{Original: c[2], Corrected: right, Located: true}, c[0], c[1]); got.Located {
			t.Errorf("%q: got %+v, want it not located", c[1], got)
		}
	}
}
