package main

import (
	"io"
	"os"

	"github.com/cairnhq/cairn"
)

// openInput opens path for reading, or standard input for "-".
func (a *app) openInput(path string) (io.Reader, func(), error) {
	if path == "-" {
		return a.stdin, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, cairn.Invalid("file", "%v", err)
	}
	return f, func() { f.Close() }, nil
}
