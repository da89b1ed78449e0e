package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgeStatsCmd() *cobra.Command {
	var (
		session, tenant string
		asJSON          bool
	)
	cmd := &cobra.Command{
		Use:   "stats --session S [--json]",
		Short: "Count a session's live reasoning and the age of its oldest",
		Long: `Print a session's statistics with upstream's keys: live entries per model type
and in total, and the age in minutes of the oldest live entry of each type
(upstream reports the youngest entry's age under these names; cairn the oldest).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := requireSession(session); err != nil {
				return err
			}
			return a.withBridge(cmd.Context(), tenant, func(b *bridge.Bridge, _ *stores) error {
				st, err := b.SessionStats(cmd.Context(), session)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(st)
				}
				fmt.Fprintf(a.stdout, "session            %s\n", st.SessionID)
				fmt.Fprintf(a.stdout, "preprocessing      %d (oldest %.1f min)\n", st.PreprocessingCount, st.OldestPreprocessingAge)
				fmt.Fprintf(a.stdout, "working_awareness  %d (oldest %.1f min)\n", st.WorkingAwarenessCount, st.OldestWorkingAwarenessAge)
				fmt.Fprintf(a.stdout, "total              %d\n", st.TotalCount)
				return nil
			})
		},
	}
	sessionFlag(cmd, &session)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
