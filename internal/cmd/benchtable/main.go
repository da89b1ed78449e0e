// Command benchtable reads `go test -bench` output on stdin and prints the
// results as a Markdown table: one row per benchmark, one column per metric
// unit (ns/op, p99-ms, recall@10, …), so `make bench` output can be pasted
// into the README as is. Lines that are not benchmark results pass through
// to stderr untouched.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	if err := run(os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

type row struct {
	pkg    string
	name   string
	values map[string]string
}

func run(in io.Reader, out, other io.Writer) error {
	var (
		rows  []row
		units []string
		seen  = map[string]bool{}
		pkg   string
	)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if p, ok := strings.CutPrefix(line, "pkg: "); ok {
			pkg = strings.TrimPrefix(p, "github.com/cairnhq/cairn/")
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
			continue
		}
		r := row{pkg: pkg, name: strings.TrimPrefix(f[0], "Benchmark"), values: map[string]string{}}
		for i := 2; i+1 < len(f); i += 2 {
			unit := f[i+1]
			r.values[unit] = f[i]
			if !seen[unit] {
				seen[unit] = true
				units = append(units, unit)
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if len(rows) == 0 {
		fmt.Fprintln(other, "benchtable: no benchmark results in input")
		return nil
	}
	fmt.Fprintf(out, "| package | benchmark | %s |\n", strings.Join(units, " | "))
	fmt.Fprintf(out, "|---|---|%s\n", strings.Repeat("---:|", len(units)))
	for _, r := range rows {
		cells := make([]string, len(units))
		for i, u := range units {
			cells[i] = r.values[u]
		}
		fmt.Fprintf(out, "| %s | %s | %s |\n", r.pkg, r.name, strings.Join(cells, " | "))
	}
	return nil
}
