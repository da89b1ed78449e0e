package vector_test

import (
	"fmt"
	"strings"

	"github.com/cairnhq/cairn/vector"
)

func ExampleIndex_Search() {
	ix := vector.New(3, vector.Options{})
	_ = ix.Add("cat", []float32{0.9, 0.1, 0})
	_ = ix.Add("dog", []float32{0.8, 0.3, 0})
	_ = ix.Add("car", []float32{0, 0.2, 0.9})

	rs, err := ix.Search([]float32{1, 0.2, 0}, 2, nil)
	if err != nil {
		panic(err)
	}
	for _, r := range rs {
		fmt.Printf("%s %.2f\n", r.ID, r.Score)
	}
	// Output:
	// cat 1.00
	// dog 0.99
}

func ExampleIndex_SearchWith() {
	ix := vector.New(2, vector.Options{Mode: vector.Exact})
	_ = ix.Add("alice/1", []float32{1, 0})
	_ = ix.Add("bob/1", []float32{1, 0.1})
	_ = ix.Add("alice/2", []float32{0, 1})

	// The filter runs during the search: the best of alice's vectors come
	// back even though bob's is more similar than alice/2.
	rs, err := ix.SearchWith([]float32{1, 0}, 2, vector.SearchOptions{
		Filter: func(id string) bool { return strings.HasPrefix(id, "alice/") },
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(rs)
	// Output:
	// [{alice/1 1} {alice/2 0}]
}

func ExampleIndex_Add() {
	ix := vector.New(2, vector.Options{})
	_ = ix.Add("a", []float32{1, 0})
	_ = ix.Add("a", []float32{0, 1}) // replaces
	err := ix.Add("b", []float32{1, 2, 3})
	fmt.Println(ix.Len(), err)
	// Output:
	// 1 vector: has 3 dimensions, want 2
}

func ExampleIndex_Delete() {
	ix := vector.New(2, vector.Options{})
	_ = ix.Add("a", []float32{1, 0})
	fmt.Println(ix.Delete("a"), ix.Delete("a"), ix.Len())
	// Output:
	// true false 0
}

func ExampleNew() {
	// A graph from the first vector on, with more neighbours per node and a
	// longer search list than the defaults.
	ix := vector.New(256, vector.Options{Mode: vector.HNSW, M: 24, EfSearch: 128})
	fmt.Println(ix.Dim(), ix.Stats().Graph)
	// Output:
	// 256 true
}

func ExampleEncode() {
	v := []float32{0.5, -0.25, 0.125}
	b := vector.Encode(v)
	d, err := vector.Decode(b)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(b))
	fmt.Printf("%.3f\n", d)
	// Output:
	// 8
	// [0.500 -0.252 0.126]
}

func ExampleOptions_Validate() {
	opts := vector.Options{Mode: vector.HNSW, M: 1}
	fmt.Println(opts.Validate())
	// Output:
	// m: must be between 2 and 128 (0 for the default)
}
