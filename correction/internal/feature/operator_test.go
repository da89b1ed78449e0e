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
