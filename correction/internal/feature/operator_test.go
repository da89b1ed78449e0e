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
