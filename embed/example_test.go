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

func ExampleGlove() {
	g, err := embed.NewGlove()
	if err != nil {
		panic(err)
	}
	vecs, err := g.Embed(context.Background(), []string{
		"set a 2 s deadline on the http.Client",
		"give my Go client a two-second timeout",
		"which football team won the league?",
		"connect with psql -p 5433",
		"connect with psql -p 5432",
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Model(), len(vecs[0]))
	fmt.Println(embed.Cosine(vecs[0], vecs[1]) > 0.4, embed.Cosine(vecs[0], vecs[2]) < 0.2)
	fmt.Println(embed.Cosine(vecs[3], vecs[4]) < 0.95)
	// Output:
	// local-glove-v1/256 256
	// true true
	// true
}
