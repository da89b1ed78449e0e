package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgeStoreCmd() *cobra.Command {
	var (
		session, typ, at, tenant string
		meta                     []string
		asJSON                   bool
	)
	cmd := &cobra.Command{
		Use:   "store --session S --type preprocessing|working_awareness [--at RFC3339] [--meta k=v]... TEXT|-",
		Short: "Store reasoning text for a session",
		Long: `Store reasoning text for a session. TEXT is the argument, or standard input
when it is "-". --at stores it with the time it was produced (RFC 3339, e.g.
2025-06-01T12:00:00Z), so that imported or replayed reasoning has its real age.
Prints the new entry's id (or the entry with --json).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := requireSession(session); err != nil {
				return err
			}
			text := args[0]
			if text == "-" {
				b, err := io.ReadAll(a.stdin)
				if err != nil {
					return cairn.Invalid("text", "read standard input: %v", err)
				}
				text = strings.TrimRight(string(b), "\n")
			}
			e, err := bridge.ParseEntry(session, text, typ, at, nil)
			if err != nil {
				return flagError(err, map[string]string{"timestamp": "at"})
			}
			for _, kv := range meta {
				k, v, ok := strings.Cut(kv, "=")
				if !ok || k == "" {
					return cairn.Invalid("meta", "must be KEY=VALUE, got %q", kv)
				}
				if e.Metadata == nil {
					e.Metadata = map[string]any{}
				}
				e.Metadata[k] = v
			}
			return a.withBridge(cmd.Context(), tenant, func(b *bridge.Bridge, _ *stores) error {
				if err := b.Save(cmd.Context(), e); err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(e)
				}
				fmt.Fprintln(a.stdout, e.ID)
				return nil
			})
		},
	}
	f := cmd.Flags()
	sessionFlag(cmd, &session)
	f.StringVar(&typ, "type", "", "model type: preprocessing or working_awareness (required)")
	f.StringVar(&at, "at", "", "when the reasoning was produced, RFC 3339 (default now)")
	f.StringArrayVar(&meta, "meta", nil, "metadata KEY=VALUE (repeatable)")
	f.BoolVar(&asJSON, "json", false, "print the stored entry as JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
