package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsExportCmd() *cobra.Command {
	var output, tenant string
	cmd := &cobra.Command{
		Use:   "export [--output FILE]",
		Short: "Export corrections as JSON Lines (without embeddings)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				w := a.stdout
				var f *os.File
				if output != "" {
					var err error
					if f, err = os.OpenFile(output, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600); err != nil {
						return cairn.Invalid("output", "%v", err)
					}
					w = f
				}
				bw := bufio.NewWriter(w)
				enc := json.NewEncoder(bw)
				enc.SetEscapeHTML(false)
				n := 0
				err := l.Memory.Store.Each(cmd.Context(), func(c *correction.Correction) error {
					n++
					return enc.Encode(correctionJSON(c))
				})
				if err == nil {
					err = bw.Flush()
				}
				if f != nil {
					if cerr := f.Close(); err == nil {
						err = cerr
					}
				}
				if err == nil && output != "" {
					fmt.Fprintf(a.stderr, "exported %d corrections to %s\n", n, output)
				}
				return err
			})
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (mode 0600) instead of standard output")
	tenantFlag(cmd, &tenant)
	return cmd
}
