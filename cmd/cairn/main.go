// Command cairn is memory that learns from human corrections: an HTTP server
// for LLM applications, and the admin CLI for it.
package main

import "os"

func main() {
	os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
