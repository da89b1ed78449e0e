package embed_test

import (
	"context"
	"fmt"

	"github.com/cairnhq/cairn/embed"
)

func ExampleLocal() {
	l, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		panic(err)
	}
	vecs, err := l.Embed(context.Background(), []string{
		"Which museums opened before 2009?",
		"And which museums opened after 2011?",
		"How can I help my friend stop smoking?",
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(l.Model(), len(vecs[0]))
	fmt.Println(embed.Cosine(vecs[0], vecs[1]) > embed.Cosine(vecs[0], vecs[2]))
	// Output:
	// local-hash-v1/256 256
	// true
}

func ExampleCache() {
	l, _ := embed.NewLocal(64)
	c := embed.NewCache(l, 1000)
	_, _ = c.Embed(context.Background(), []string{"hello world", "hello world", "goodbye"})
	fmt.Println(c.Model(), c.Len())
	// Output: local-hash-v1/64 2
}
