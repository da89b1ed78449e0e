package feature

import "testing"

func TestWithOperatorKeepsAwait(t *testing.T) {
	prev := "In the handler, call `time.sleep(1)` before the next request."
	in := Extraction{Original: "time.sleep(1)", Corrected: "asyncio.sleep(1)", Located: true}
	got := withOperator(in, "that blocks the event loop; it should be await asyncio.sleep(1) in a coroutine", prev)
	if got.Corrected != "await asyncio.sleep(1)" {
		t.Errorf("Corrected = %q, want the awaited call", got.Corrected)
	}
	// The output awaits already: nothing to add.
	prev = "Write `await time.sleep(1)` there."
	if got := withOperator(in, "use await asyncio.sleep(1)", prev); got.Corrected != "asyncio.sleep(1)" {
		t.Errorf("Corrected = %q, want it unchanged", got.Corrected)
	}
	// Not located: untouched.
	in.Located = false
	if got := withOperator(in, "await asyncio.sleep(1)", "x"); got.Corrected != "asyncio.sleep(1)" {
		t.Errorf("Corrected = %q on an unlocated extraction", got.Corrected)
	}
}

func TestWithCommandGroup(t *testing.T) {
	prev := "Run `gcloud compute instances list` to see them."
	in := Extraction{Original: "instances list", Corrected: "disks list", Located: true}
	// Already the widest: the word before differs in neither.
	if got := withCommandGroup(in, "it's gcloud compute disks list", prev); got != in {
		t.Errorf("got %+v, want it unchanged", got)
	}
	in = Extraction{Original: "list", Corrected: "describe-all", Located: true}
	prev = "Run `toolx images list` first."
	got := withCommandGroup(in, "use toolx volumes describe-all instead", prev)
	if got.Original != "images list" || got.Corrected != "volumes describe-all" {
		t.Errorf("got %q -> %q, want the command group widened", got.Original, got.Corrected)
	}
	// Prose around the value is not a command: "goes to" is not "images".
	in = Extraction{Original: "/srv/old", Corrected: "/srv/new", Located: true}
	prev = "`toolx sync /srv/old` copies it."
	if got := withCommandGroup(in, "the output of toolx goes to /srv/new now", prev); got != in {
		t.Errorf("got %+v, want it unchanged", got)
	}
}

// A corrected method written without its object keeps the original's
// receiver: the fix never drops what the method was called on.
func TestWithReceiver(t *testing.T) {
	cases := []struct{ orig, corr, want string }{
		{"rows.sort_by(key)", "sort_unstable_by(key)", "rows.sort_unstable_by(key)"},
		{"Order.objects.filter(x=1)", "exclude(x=1)", "Order.objects.exclude(x=1)"},
		{"rows.sort_by(key)", "items.sort(key)", "items.sort(key)"}, // its own receiver
		{"sorted(rows)", "rows.sort()", "rows.sort()"},              // no receiver to keep
		{"rows.sort_by(key)", "sort by key", "sort by key"},         // not a call
	}
	for _, c := range cases {
		got := withReceiver(Extraction{Original: c.orig, Corrected: c.corr, Located: true})
		if got.Corrected != c.want {
			t.Errorf("withReceiver(%q, %q) = %q, want %q", c.orig, c.corr, got.Corrected, c.want)
		}
	}
	// End to end: the pair the message states keeps the receiver.
	ex := ExtractBest("sort_by is stable and slower here. sort_unstable_by(key) is what you want", "Call `rows.sort_by(key)` on the vector.")
	if ex.Located && ex.Corrected == "sort_unstable_by(key)" {
		t.Errorf("the receiver was dropped: %+v", ex)
	}
}
