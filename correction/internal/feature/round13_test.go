package feature

import (
	"strings"
	"testing"
)

// A value the message gives for a key it names fixes the key's value,
// whatever the notation; a key renamed keeps its pair.
func TestWithKeyValue(t *testing.T) {
	for _, c := range []struct{ o, c, msg, prev, wantO, wantC string }{
		{`"cacheMode"`, `"shared"`, `cacheMode should be "shared", "local" breaks the workers`,
			"```json\n{\n  \"cacheMode\": \"local\",\n  \"workers\": 4\n}\n```", `"cacheMode": "local"`, `"cacheMode": "shared"`},
		{"region", "ap-south-2", "region is ap-south-2 for this account",
			"```yaml\nregion: eu-north-1\nbucket: logs\n```", "region: eu-north-1", "region: ap-south-2"},
		{"LOG_FMT", "json", "LOG_FMT takes json here", "Set `LOG_FMT=text` before starting it.", "LOG_FMT=text", "LOG_FMT=json"},
		// A rename: the value is a number, the right side a name.
		{"max_conn", "max_connections", "max_conn was renamed max_connections", "max_conn = 200", "max_conn", "max_connections"},
		// Two pairs of the key: not known which.
		{"region", "ap-south-2", "region is ap-south-2", "region: eu-north-1\n---\nregion: us-east-2", "region", "ap-south-2"},
	} {
		got := withKeyValue(Extraction{Original: c.o, Corrected: c.c, Located: true}, c.msg, c.prev)
		if got.Original != c.wantO || got.Corrected != c.wantC || !got.Located {
			t.Errorf("withKeyValue(%q → %q) = %q → %q, want %q → %q", c.o, c.c, got.Original, got.Corrected, c.wantO, c.wantC)
		}
	}
}

// A pair that changes another value than the one the message rejects by
// name is a guess.
func TestRejectedElsewhere(t *testing.T) {
	prev := "QA uses `https://qa-gw.corvid.io`; production keeps `https://gw.corvid.io`."
	msg := "qa is gw.qa.corvid.io, not qa-gw."
	if !rejectedElsewhere(Extraction{Original: "gw.corvid.io", Corrected: "gw.qa.corvid.io", Located: true}, msg, prev) {
		t.Error("a pair on the production host, the message rejecting qa-gw: want rejected")
	}
	if rejectedElsewhere(Extraction{Original: "qa-gw.corvid.io", Corrected: "gw.qa.corvid.io", Located: true}, msg, prev) {
		t.Error("a pair on the rejected host: want kept")
	}
	if got := rejectedNames("port 80, not 8080 (not `8443`), and not the proxy; it's not easy"); len(got) != 3 || got[0] != "8080" || got[1] != "8443" || got[2] != "proxy" {
		t.Errorf("rejectedNames = %q", got)
	}
}

func TestAddressForVersion(t *testing.T) {
	if !addressForVersion(`subnet = "172.20.0.0/20"`, `subnet = "v2.4.1"`) || !addressForVersion("v1.9", "10.0.0.7") {
		t.Error("an address and a version: want a clash")
	}
	if addressForVersion("10.0.0.7", "10.0.0.9") || addressForVersion("v1.9.0", "v1.10.0") {
		t.Error("the same kind: want none")
	}
	if got := rejectedNames("Tags are pinned to a release. Never latest, it moves."); len(got) != 1 || got[0] != "latest" {
		t.Errorf("rejectedNames(never) = %q", got)
	}
}

func TestWithKeptOptionValue(t *testing.T) {
	got := withKeptOptionValue(Extraction{Original: "-profileDir=conf/prod", Corrected: "-profilesDir", Located: true}, "it's -profilesDir, with an s")
	if got.Corrected != "-profilesDir=conf/prod" {
		t.Errorf("Corrected = %q, want the value kept", got.Corrected)
	}
	got = withKeptOptionValue(Extraction{Original: "-profileDir=conf/prod", Corrected: "-profilesDir", Located: true}, "-profilesDir=conf/all")
	if got.Corrected != "-profilesDir" {
		t.Errorf("Corrected = %q, want it as the aligner left it", got.Corrected)
	}
}

func TestWithKeptOptionValueOtherOption(t *testing.T) {
	got := withKeptOptionValue(Extraction{Original: "--until=2h", Corrected: "--follow", Located: true}, "--follow for the live one")
	if got.Corrected != "--follow" {
		t.Errorf("Corrected = %q: another option keeps no value", got.Corrected)
	}
}

// A key found many times with an unterminated quoted value is read a
// bounded way: each occurrence looks at most maxKeyValue bytes ahead.
func TestWithKeyValueUnterminated(t *testing.T) {
	prev := strings.Repeat("\n\"mode\": \""+strings.Repeat("a", 300), 200)
	in := Extraction{Original: `"mode"`, Corrected: `"fast"`, Located: true}
	if got := withKeyValue(in, `mode should be "fast"`, prev); got != in {
		t.Errorf("withKeyValue = %+v, want it unchanged", got)
	}
	if got := rejectedNames(strings.Repeat("but not this, ", 300)); len(got) != 300 {
		t.Errorf("rejectedNames: %d names, want 300", len(got))
	}
}
