package main

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsClearCmd() *cobra.Command {
	var product, tenant string
	var yes bool
	cmd := &cobra.Command{
		Use:   "clear --product P [--yes]",
		Short: "Delete every judgment of a product",
		Long: `clear deletes every judgment of a product. It asks for confirmation on a
terminal; --yes skips the question, and is required when standard input is not
a terminal (scripts, pipes).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if product == "" {
				return cairn.Invalid("product", "required (--product)")
			}
			if !yes && !a.terminal(a.stdin) {
				return cairn.Invalid("yes", "clear deletes every judgment of %q: pass --yes to confirm (standard input is not a terminal to ask on)", product)
			}
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				if !yes {
					st, err := m.Stats(cmd.Context(), product)
					if err != nil {
						return err
					}
					if !a.confirm(fmt.Sprintf("delete %d judgments of %q? [y/N] ", st.TotalJudgments, product)) {
						return fmt.Errorf("cancelled: nothing deleted")
					}
				}
				n, err := m.ClearProduct(cmd.Context(), product)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "deleted %d judgments of %q\n", n, product)
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&product, "product", "", "product whose judgments to delete (required)")
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask for confirmation")
	tenantFlag(cmd, &tenant)
	return cmd
}

// confirm asks question on standard error and reports whether the answer
// read from standard input is yes.
func (a *app) confirm(question string) bool {
	fmt.Fprint(a.stderr, question)
	line, _ := bufio.NewReader(a.stdin).ReadString('\n')
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "y", "yes":
		return true
	}
	return false
}
