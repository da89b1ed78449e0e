package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	in := `goos: linux
pkg: github.com/cairnhq/cairn/vector
BenchmarkSearch/n=10000-2   	     100	     51234 ns/op	         0.81 p99-ms	       0 B/op
BenchmarkSearch/n=100000-2  	      10	    512345 ns/op	         2.10 p99-ms	      16 B/op
PASS
`
	var out, other bytes.Buffer
	if err := run(strings.NewReader(in), &out, &other); err != nil {
		t.Fatal(err)
	}
	want := "| package | benchmark | ns/op | p99-ms | B/op |\n" +
		"|---|---|---:|---:|---:|\n" +
		"| vector | Search/n=10000-2 | 51234 | 0.81 | 0 |\n" +
		"| vector | Search/n=100000-2 | 512345 | 2.10 | 16 |\n"
	if got := out.String(); got != want {
		t.Fatalf("table:\n%s\nwant:\n%s", got, want)
	}
}

func TestRunEmpty(t *testing.T) {
	var out, other bytes.Buffer
	if err := run(strings.NewReader("PASS\n"), &out, &other); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 || !strings.Contains(other.String(), "no benchmark") {
		t.Fatalf("out=%q other=%q", out.String(), other.String())
	}
}
