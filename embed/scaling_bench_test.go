package embed_test

import (
	"fmt"
	"testing"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/internal/bigtext"
)

// BenchmarkScaling embeds texts of 1 KiB to 4 MiB in the shapes of bigtext
// with each local embedder, reporting ns/B and cpu-ns/B: an embedding
// reads its text once, in time linear in its length.
//
//	go test -run '^$' -bench Scaling -benchtime 3x ./embed/
func BenchmarkScaling(b *testing.B) {
	g, err := embed.NewGlove()
	if err != nil {
		b.Fatal(err)
	}
	l, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		b.Fatal(err)
	}
	for _, e := range []struct {
		name   string
		vector func(string) []float32
	}{{"glove", g.Vector}, {"hash", l.Vector}} {
		for _, sh := range bigtext.Shapes {
			for _, n := range bigtext.Sizes {
				text := bigtext.Repeat(sh.Unit, n)
				b.Run(fmt.Sprintf("%s/%s/%s", e.name, sh.Name, bigtext.Size(n)), func(b *testing.B) {
					bigtext.Bench(b, n, func() { e.vector(text) })
				})
			}
		}
	}
}
