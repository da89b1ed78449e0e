package feature

import "testing"

// A method the message writes as a call is not replaced by a name the
// message writes bare: a property is another thing.
func TestMethodForMember(t *testing.T) {
	prev := "```js\nconst data = await resp.text()\n```"
	msg := "resp.text() happily reads an error page too. You have to look at resp.status first."
	if !methodForMember(Extraction{Original: "resp.text", Corrected: "resp.status", Located: true}, msg, prev) {
		t.Error("a method replaced by a bare property: not refused")
	}
	if methodForMember(Extraction{Original: "resp.text", Corrected: "resp.json", Located: true}, "use resp.json() here", prev) {
		t.Error("a method replaced by another method: refused")
	}
	if ex := ExtractBest(msg, prev); ex.Located && ex.Corrected == "resp.status" {
		t.Errorf("ExtractBest located %q -> %q", ex.Original, ex.Corrected)
	}
}

// The verb that leads a replacement in the message ("It needs X, not Y")
// is not part of the value.
func TestWithoutLeadVerb(t *testing.T) {
	ex := withoutLeadVerb(Extraction{Original: "repo:read", Corrected: "needs repo:admin", Located: true})
	if !ex.Located || ex.Corrected != "repo:admin" {
		t.Errorf("got %+v, want repo:admin", ex)
	}
	if ex := withoutLeadVerb(Extraction{Original: "repo:read", Corrected: "needs approval", Located: true}); ex.Located {
		t.Errorf("a word of another shape: %+v, want not located", ex)
	}
	if ex := withoutLeadVerb(Extraction{Original: "django.urls", Corrected: "in django.shortcuts", Located: true}); ex.Corrected != "in django.shortcuts" {
		t.Errorf("a preposition is left to prepositionLed: %+v", ex)
	}
}

// An operator that changes what a call means is kept: "await x()" is
// not "x()".
func TestWithoutLeadVerbKeepsOperators(t *testing.T) {
	if ex := withoutLeadVerb(Extraction{Original: "time.sleep(1)", Corrected: "await trio.sleep(1)", Located: true}); ex.Corrected != "await trio.sleep(1)" || !ex.Located {
		t.Errorf("got %+v", ex)
	}
}

// A keyword argument renamed with another kind of value takes the value
// the message gives, not the output's.
func TestWithKeywordValue(t *testing.T) {
	prev := "```python\nclient.run(batch_size=32, cache_mode=True)\n```"
	msg := "cache_mode is the old flag. It's cache={\"mode\": \"disk\"} now."
	ex := withKeywordValue(Extraction{Original: "cache_mode", Corrected: "cache", Located: true}, msg, prev)
	if ex.Original != "cache_mode=True" || ex.Corrected != `cache={"mode": "disk"}` {
		t.Errorf("got %q -> %q", ex.Original, ex.Corrected)
	}
	// The same value: the names alone.
	ex = withKeywordValue(Extraction{Original: "cache_mode", Corrected: "use_cache", Located: true}, "it's use_cache=True", prev)
	if ex.Original != "cache_mode" || ex.Corrected != "use_cache" {
		t.Errorf("got %q -> %q, want the names", ex.Original, ex.Corrected)
	}
}

// A name of the code ("zlib", the module) that the message writes only
// in capitals ("not a ZLIB stream", the format) is not the one it
// corrects.
func TestAcronymForName(t *testing.T) {
	if !acronymForName(Extraction{Original: "zlib", Corrected: "brotli", Located: true}, "the CDN sends brotli, not a ZLIB stream") {
		t.Error("an acronym of the prose took for the module")
	}
	if acronymForName(Extraction{Original: "zlib", Corrected: "brotli", Located: true}, "use brotli, not zlib") {
		t.Error("the name as the code writes it: refused")
	}
}

// A word of prose after a key's name ("the flag the page reads") is not
// the key's value.
func TestStopWordIsNoValue(t *testing.T) {
	if !stopWord("the") || stopWord("cart.new-checkout") {
		t.Error("stopWord")
	}
	prev := "Gate it on the flag the page reads: `useFlag('cart.old-checkout')`."
	ex := ExtractBest("The flag is cart.new-checkout. cart.old-checkout was deleted last sprint.", prev)
	if ex.Original == "the" {
		t.Errorf("got %+v", ex)
	}
}
