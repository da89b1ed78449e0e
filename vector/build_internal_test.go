package vector

import (
	"context"
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestBlockedBuildDoesNotBlockSearch holds the background build before its
// first batch and checks that searches, adds and deletes all go on, exact,
// and that the graph, once let go, includes the writes made meanwhile.
func TestBlockedBuildDoesNotBlockSearch(t *testing.T) {
	const n, dim = 600, 24
	release := make(chan struct{})
	var once bool
	buildPause = func() {
		if !once {
			once = true
			<-release
		}
	}
	t.Cleanup(func() { buildPause = nil })

	ix := New(dim, Options{HNSWThreshold: n, Seed: 3})
	vs := internalVectors(7, n+50, dim)
	for i, v := range vs[:n] {
		if err := ix.Add(strconv.Itoa(i), v); err != nil {
			t.Fatal(err)
		}
	}
	if st := ix.Stats(); !st.Building || st.Graph || ix.Warm() {
		t.Fatalf("stats=%+v warm=%v at the threshold, want a build under way", st, ix.Warm())
	}
	// The build is held; every call below must return while it is.
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i, v := range vs[n:] {
			if err := ix.Add(strconv.Itoa(n+i), v); err != nil {
				t.Error(err)
			}
		}
		for i := range 20 {
			ix.Delete(strconv.Itoa(i))
		}
		rs, err := ix.Search(vs[25], 5, nil)
		if err != nil || len(rs) != 5 || rs[0].ID != "25" {
			t.Errorf("search while building: %v, %v", rs, err)
		}
		rs, err = ix.Search(vs[3], 3, nil) // deleted: never returned
		if err != nil || slices.ContainsFunc(rs, func(r Result) bool { return r.ID == "3" }) {
			t.Errorf("search while building returned a deleted id: %v, %v", rs, err)
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("writes or searches waited for the blocked build")
	}
	if st := ix.Stats(); !st.Building || st.Len != n+50-20 || st.Tombstones != 20 {
		t.Fatalf("stats=%+v while held", st)
	}
	close(release)
	if err := ix.WaitGraph(context.Background()); err != nil {
		t.Fatal(err)
	}
	st := ix.Stats()
	if !st.Graph || st.Building || !ix.Warm() || st.Len != n+50-20 {
		t.Fatalf("stats=%+v after the build", st)
	}
	// The graph holds the vectors added during the build and none deleted.
	for _, i := range []int{n, n + 49, 30} {
		rs, err := ix.Search(vs[i], 1, nil)
		if err != nil || len(rs) != 1 || rs[0].ID != strconv.Itoa(i) {
			t.Fatalf("graph search for %d: %v, %v", i, rs, err)
		}
	}
	for i := range 20 {
		rs, _ := ix.Search(vs[i], 10, nil)
		if slices.ContainsFunc(rs, func(r Result) bool { return r.ID == strconv.Itoa(i) }) {
			t.Fatalf("graph search returned deleted %d", i)
		}
	}
}

// TestBuildCancelledBelowHalf drops a build under way when deletes take the
// index below half the threshold.
func TestBuildCancelledBelowHalf(t *testing.T) {
	const n, dim = 200, 8
	release := make(chan struct{})
	buildPause = func() { <-release }
	t.Cleanup(func() { buildPause = nil })
	ix := New(dim, Options{HNSWThreshold: n})
	vs := internalVectors(8, n, dim)
	for i, v := range vs {
		if err := ix.Add(strconv.Itoa(i), v); err != nil {
			t.Fatal(err)
		}
	}
	built := ix.built
	for i := range n/2 + 1 {
		ix.Delete(strconv.Itoa(i))
	}
	close(release)
	<-built // the cancelled build has ended
	if err := ix.WaitGraph(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := ix.Stats(); st.Graph || st.Building || st.Slots != st.Len {
		t.Fatalf("stats=%+v, want dense slots and no graph", st)
	}
}

// TestAddEncodedMatchesAdd checks that loading blobs indexes exactly what
// Add of the decoded vectors does.
func TestAddEncodedMatchesAdd(t *testing.T) {
	const n, dim = 300, 40
	vs := internalVectors(9, n, dim)
	vs[5] = make([]float32, dim) // the zero vector
	a, b := New(dim, Options{Mode: Exact}), New(dim, Options{Mode: Exact})
	ids := make([]string, n)
	blobs := make([][]byte, n)
	for i, v := range vs {
		ids[i] = strconv.Itoa(i)
		blobs[i] = Encode(v)
		d, err := Decode(blobs[i])
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Add(ids[i], d); err != nil {
			t.Fatal(err)
		}
	}
	blobs[7] = nil // skipped
	if err := b.AddEncoded(ids, blobs); err != nil {
		t.Fatal(err)
	}
	if b.Len() != n-1 || b.Contains("7") {
		t.Fatalf("Len=%d, want %d without the empty blob", b.Len(), n-1)
	}
	for s := range n {
		if s == 7 {
			continue
		}
		sa, sb := a.slots[ids[s]], b.slots[ids[s]]
		if !slices.Equal(a.row(sa), b.row(sb)) || a.scale[sa] != b.scale[sb] || a.bias[sa] != b.bias[sb] {
			t.Fatalf("slot of %s differs", ids[s])
		}
	}
	bad := Encode(vs[0])
	bad[0] = 9
	if err := b.AddEncoded([]string{"x"}, [][]byte{bad}); err == nil {
		t.Fatal("AddEncoded accepted a blob of an unknown version")
	}
	if err := b.AddEncoded([]string{"x"}, [][]byte{Encode(vs[0][:3])}); err == nil {
		t.Fatal("AddEncoded accepted a blob of the wrong dimension")
	}
}

func TestNextProbe(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		next, n, probeAt, probed int
		want                     int
	}{
		{"too small to probe", 0, 150, probeFirst, 0, -1},
		{"small: before the last queries", 0, 3000, probeFirst, 0, 2900},
		{"at the first doubling", 0, 50_000, probeFirst, 0, probeFirst},
		{"next doubling", 10_000, 50_000, 20_000, 10_000, 20_000},
		{"last before a doubling past it", 40_000, 50_000, 80_000, 32_000, 49_900},
		{"grown by less than a quarter since", 40_000, 50_000, 80_000, 45_000, -1},
		{"already past", 49_950, 50_000, 80_000, 40_000, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := nextProbe(tc.next, tc.n, tc.probeAt, tc.probed); got != tc.want {
				t.Errorf("nextProbe(%d, %d, %d, %d)=%d, want %d", tc.next, tc.n, tc.probeAt, tc.probed, got, tc.want)
			}
		})
	}
}
