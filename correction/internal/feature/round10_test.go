package feature

import "testing"

// A bare option that replaces an option with its value takes the value
// the message writes after it; written bare, it stays bare.
func TestFlagValueKept(t *testing.T) {
	ex := Extraction{Form: FormAligned, Original: "--ttl=90m", Corrected: "--lifetime", Located: true}
	if got := withFlagValue(ex, "pretty sure it has no --ttl. --lifetime=90m?"); got.Corrected != "--lifetime=90m" {
		t.Errorf("value from the message: %q", got.Corrected)
	}
	if got := withFlagValue(ex, "--lifetime (or -l) for that one"); got.Corrected != "--lifetime" {
		t.Errorf("written bare: %q", got.Corrected)
	}
	ex = Extraction{Form: FormAligned, Original: "--verbose", Corrected: "--debug", Located: true}
	if got := withFlagValue(ex, "--debug"); got.Corrected != "--debug" {
		t.Errorf("no value to keep: %q", got.Corrected)
	}
}

// Two names of one expression renamed the same way are fixed together,
// or not at all.
func TestSiblingRename(t *testing.T) {
	prev := "```promql\nrate(http_requests[5m]) / rate(http_errors[5m])\n```"
	ex := Extraction{Form: FormAligned, Original: "http_errors", Corrected: "http_errors_total", Located: true}
	got := withSiblingRename(ex, "counters end in _total here: rate(http_requests_total[5m]) / rate(http_errors_total[5m])", prev)
	if !got.Located || got.Original != "http_requests[5m]) / rate(http_errors" || got.Corrected != "http_requests_total[5m]) / rate(http_errors_total" {
		t.Errorf("both names: %+v", got)
	}
	got = withSiblingRename(ex, "both are counters now, http_requests_total and http_errors_total", prev)
	if got.Located {
		t.Errorf("the two not written as they stand together: located %+v", got)
	}
	got = withSiblingRename(ex, "it's http_errors_total", prev)
	if !got.Located || got.Original != "http_errors" {
		t.Errorf("one name: %+v", got)
	}
}

// A message that gives two rights for one value of the output is not
// read as either of them.
func TestTwoRightsNotPicked(t *testing.T) {
	prev := "```yaml\nlabels:\n  tier: gold\n  owner: payments\n```"
	got := ExtractBest("our routing only knows tier: platinum and tier: silver. gold matches nothing.", prev)
	if got.Located {
		t.Errorf("located %q -> %q", got.Original, got.Corrected)
	}
}

// A value with a phrase of prose after it keeps the value and drops the
// phrase where what is left replaces the original; otherwise the pair is
// refused. A pattern never gives way to a plain value, though a plain
// string may give way to a pattern.
func TestPrepositionTailAndPatterns(t *testing.T) {
	ex := withoutPrepositionTail(Extraction{Original: "broker-1:9092", Corrected: "broker-1:9094 for the TLS listener", Located: true})
	if ex.Corrected != "broker-1:9094" {
		t.Errorf("tail kept: %q", ex.Corrected)
	}
	if !prepositionTail("Off in staging", "log_errors") || prepositionTail("-f en_GB de_DE", "-f en_US") {
		t.Error("prepositionTail")
	}
	if !regexFor(`^/static/.*\.css$`, "/assets/site.css") || regexFor(`path.split(".")`, `path.split("\\.")`) {
		t.Error("regexFor")
	}
}

// An option the message gives to another subcommand does not replace the
// output's option of its own.
func TestOptionOfOtherCommand(t *testing.T) {
	prev := "Run `php bin/console cache:clear --no-warmup` after the deploy."
	ex := Extraction{Original: "--no-warmup", Corrected: "--env=prod", Located: true}
	if !optionOfOtherCommand(ex, "we never clear by hand; the deploy runs php bin/console cache:warmup --env=prod", prev) {
		t.Error("another subcommand's option: not refused")
	}
	if optionOfOtherCommand(ex, "it's php bin/console cache:clear --env=prod", prev) {
		t.Error("the same subcommand: refused")
	}
}

// A fix never puts a setting's own name where its value stood.
func TestOwnNameAsValue(t *testing.T) {
	if !ownNameAsValue("<Mode>FAST</Mode>", "<Mode>Mode</Mode>") || !ownNameAsValue("tier: gold", "tier: tier") {
		t.Error("own name as value: not refused")
	}
	if ownNameAsValue("<Mode>FAST</Mode>", "<Mode>SAFE</Mode>") {
		t.Error("a value: refused")
	}
}
