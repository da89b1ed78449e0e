package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsExportCmd() *cobra.Command {
	var output, tenant string
	cmd := &cobra.Command{
		Use:   "export [--output FILE]",
		Short: "Export corrections as JSON Lines (without embeddings), ending with an end marker",
		Long: `Export corrections as JSON Lines, without embeddings: a first line
{"_begin":true}, one line per correction, and a last line
{"_end":true,"count":N}, N the number of corrections. "cairn corrections
import" refuses an export that begins but does not end (cut short), so check
the last line of a copied or downloaded export with "tail -n 1". --output
writes a temporary file beside FILE and renames it over FILE once complete:
a failed export leaves FILE as it was.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				write := func(w io.Writer) (int, error) {
					bw := bufio.NewWriter(w)
					e := correction.NewExportEncoder(bw)
					err := l.Memory.Store.Each(cmd.Context(), func(c *correction.Correction) error {
						return e.Encode(correctionJSON(c))
					})
					if err == nil {
						err = e.Close()
					}
					if ferr := bw.Flush(); err == nil {
						err = ferr
					}
					return e.Count(), err
				}
				if output == "" {
					_, err := write(a.stdout)
					return err
				}
				n, err := writeFileAtomic(output, write)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "exported %d corrections to %s\n", n, output)
				return nil
			})
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (mode 0600), replaced only once the export is complete, instead of standard output")
	tenantFlag(cmd, &tenant)
	return cmd
}

// writeFileAtomic replaces path with what write writes, mode 0600: into a
// temporary file in the same directory, synced, then renamed over path. On
// an error path is left as it was.
func writeFileAtomic(path string, write func(io.Writer) (int, error)) (int, error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return 0, cairn.Invalid("output", "%v", err)
	}
	done := false
	defer func() {
		if !done {
			_ = f.Close()
			_ = os.Remove(f.Name())
		}
	}()
	if err := f.Chmod(0o600); err != nil {
		return 0, cairn.Invalid("output", "%v", err)
	}
	n, err := write(f)
	if err != nil {
		return n, err
	}
	if err := f.Sync(); err != nil {
		return n, fmt.Errorf("output: %w", err)
	}
	if err := f.Close(); err != nil {
		return n, fmt.Errorf("output: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return n, cairn.Invalid("output", "%v", err)
	}
	done = true
	return n, nil
}
