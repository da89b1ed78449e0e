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
