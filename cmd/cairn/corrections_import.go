package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsImportCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Import corrections from an export (JSON Lines; - reads stdin); all or nothing, existing ids skipped",
		Long: `Import corrections from JSON Lines, as "cairn corrections export" writes them
(- reads standard input).

All or nothing: the whole file is read and checked first, and a bad line
imports nothing (the error names the line). The corrections are then written
in one transaction: an import that fails or is interrupted (Ctrl-C, a lost
database) writes none of them, and says so; run it again. The vector index is
updated after the commit, and rebuilt from the database by the next process
that opens it.

An export begins with {"_begin":true} and ends with {"_end":true,"count":N}:
one that begins and does not end was cut short, and is refused ("export
incomplete: no end marker after N records"). A file with neither line, from
a cairn before export markers or written by hand, is imported with a warning
that nothing shows it is complete.

Corrections whose id exists are skipped, so an import can be repeated.
Missing embeddings are computed.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, closeFn, err := a.openInput(args[0])
			if err != nil {
				return err
			}
			defer closeFn()
			cs, f, err := correction.ReadExport(r)
			if err != nil {
				return nothingImported(args[0], "", err)
			}
			if !f.Begin && !f.End {
				fmt.Fprintf(a.stderr, "warning: %s has no export markers (a cairn before end markers, or written by hand): nothing shows it is complete; importing its %d corrections\n", args[0], len(cs))
			}
			return a.withLearner(cmd.Context(), tenant, writeStore, false, func(l *correction.Learner) error {
				n, err := correction.ImportProgress(cmd.Context(), l.Memory, cs, a.progress("importing corrections", len(cs)))
				if err != nil {
					if _, ok := l.Memory.Store.(correction.BatchInserter); !ok {
						return fmt.Errorf("%s: import stopped after %d corrections were saved: %w", args[0], n, err)
					}
					return nothingImported(args[0], fmt.Sprintf(" (%d corrections, written all or none)", len(cs)), err)
				}
				fmt.Fprintf(a.stderr, "imported %d corrections (%d skipped: id exists)\n", n, len(cs)-n)
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}

// nothingImported is err, from an import of file that wrote nothing, saying
// so: "FILE: nothing imported<detail>: <err>", with err's code and field.
func nothingImported(file, detail string, err error) error {
	return &cairn.Error{Code: cairn.ErrorCode(err), Field: cairn.ErrorField(err), Message: file + ": nothing imported" + detail, Err: err}
}
