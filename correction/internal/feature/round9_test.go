package feature

import "testing"

// A capital the message writes only where its sentence starts is the
// sentence's, not a fix of the name.
func TestSentenceCase(t *testing.T) {
	ex := Extraction{Original: "client.fetch", Corrected: "Client.fetch", Located: true}
	if !sentenceCase(ex, "Client.fetch() was removed in v3. It should be `client.request(...)` now.") {
		t.Error("the capital of a sentence's first word: not refused")
	}
	if sentenceCase(ex, "the class method is Client.fetch, the instance one is gone") {
		t.Error("a capital written inside a sentence: refused")
	}
	prev := "```python\ndata = client.fetch(\"/v1/items\")\n```"
	if got := ExtractBest("Client.fetch() was removed in v3. It should be `client.request(...)` now.", prev); got.Located && got.Corrected == "Client.fetch" {
		t.Errorf("ExtractBest located %q -> %q", got.Original, got.Corrected)
	}
}

// A name the message turns into a file it places something in ("in our
// settings.toml") is the place, not the fix.
func TestFileOfPlace(t *testing.T) {
	ex := Extraction{Original: "settings", Corrected: "settings.toml", Located: true}
	for msg, want := range map[string]bool{
		"the key in our settings.toml is called cache_ttl": true,
		"the value inside your settings.toml is wrong":     true,
		"read it from the settings.toml instead":           false,
		"it's settings.toml, not settings":                 false,
	} {
		if got := fileOfPlace(ex, msg); got != want {
			t.Errorf("fileOfPlace(%q) = %v, want %v", msg, got, want)
		}
	}
}

// A right side that is the wrong one decoded in the wrong charset is what
// the message shows going wrong; an aside that repeats a piece of the
// value is dropped from it.
func TestMojibakeAndRestatedAside(t *testing.T) {
	if !mojibake(Extraction{Original: "Jürgen", Corrected: "JÃ¼rgen", Located: true}) || mojibake(Extraction{Original: "a", Corrected: "b"}) {
		t.Error("mojibake")
	}
	ex := withoutAside(Extraction{Original: "ISO-8859-1", Corrected: "CP-850 (850)", Located: true})
	if ex.Corrected != "CP-850" {
		t.Errorf("withoutAside = %q, want CP-850", ex.Corrected)
	}
	if !restates("CP-850", " (850)") || restates("CP-850", " (dos)") {
		t.Error("restates")
	}
}
