package bridge_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/internal/bigtext"
)

// BenchmarkScaling runs the context bridge's text stages on texts of 1 KiB
// to 4 MiB (a stored text is at most MaxTextBytes, 1 MiB; a search query
// up to the 4 MiB body) in the shapes of bigtext, reporting ns/B and
// cpu-ns/B: corruption of an aged entry, and a search by words (the
// fallback when the embedder is down) of a session of ten entries of the
// same size.
//
//	go test -run '^$' -bench Scaling -benchtime 3x ./bridge/
func BenchmarkScaling(b *testing.B) {
	ctx := context.Background()
	cor := bridge.Corruptor{Config: bridge.DefaultConfig().Decay(bridge.WorkingAwareness)}
	for _, sh := range bigtext.Shapes {
		for _, n := range bigtext.Sizes {
			text := bigtext.Repeat(sh.Unit, n)
			b.Run(fmt.Sprintf("corrupt/%s/%s", sh.Name, bigtext.Size(n)), func(b *testing.B) {
				bigtext.Bench(b, n, func() { cor.Corrupt("id", text, 1000) })
			})
			b.Run(fmt.Sprintf("corrupt-text/%s/%s", sh.Name, bigtext.Size(n)), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, 2))
				bigtext.Bench(b, n, func() { bridge.CorruptText(rng, text, 0.3) })
			})
		}
	}
	for _, sh := range bigtext.Shapes {
		for _, n := range bigtext.Sizes {
			if n > bridge.MaxTextBytes {
				continue
			}
			b.Run(fmt.Sprintf("search-words/%s/%s", sh.Name, bigtext.Size(n)), func(b *testing.B) {
				br := bridge.New(mustOpenDB(b).Bridge("t"), nil, bridge.DefaultConfig())
				now := time.Now().UTC()
				br.Now = func() time.Time { return now }
				text := bigtext.Repeat(sh.Unit, n)
				for i := range 10 {
					e := &bridge.Entry{SessionID: "s", Type: bridge.WorkingAwareness, Text: text, Timestamp: now.Add(-time.Duration(i) * time.Minute)}
					if err := br.Save(ctx, e); err != nil {
						b.Fatal(err)
					}
				}
				bigtext.Bench(b, 11*n, func() {
					if _, err := br.Search(ctx, "s", text, 5, ""); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}
