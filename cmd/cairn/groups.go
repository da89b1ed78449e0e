package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/internal/textdist"
)

// group makes cmd a command group: alone it prints its help; followed by a
// word that is none of its subcommands it fails with a usage error (exit 2)
// naming the closest subcommand.
func group(cmd *cobra.Command) *cobra.Command {
	cmd.Args = func(c *cobra.Command, args []string) error {
		if len(args) == 0 {
			return nil
		}
		return usageError{unknownCommand(c, args[0])}
	}
	cmd.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
	return cmd
}

// unknownCommand is the error for typed, which is not a subcommand of c.
func unknownCommand(c *cobra.Command, typed string) error {
	msg := fmt.Sprintf("unknown command %q for %q", typed, c.CommandPath())
	if s := closestCommand(c, typed); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	} else {
		msg += fmt.Sprintf("; see %q", c.CommandPath()+" --help")
	}
	return fmt.Errorf("%s", msg)
}

// closestCommand returns the name of c's available subcommand nearest to
// typed: the one with the smallest edit distance (at most 2) to its name or
// an alias, or failing that the first one typed is a prefix of.
func closestCommand(c *cobra.Command, typed string) string {
	typed = strings.ToLower(typed)
	best, bestDist := "", 3
	prefix := ""
	for _, sub := range c.Commands() {
		if !sub.IsAvailableCommand() {
			continue
		}
		for _, name := range append([]string{sub.Name()}, sub.Aliases...) {
			if d := textdist.Levenshtein(typed, strings.ToLower(name)); d < bestDist {
				best, bestDist = sub.Name(), d
			}
			if prefix == "" && len(typed) > 1 && strings.HasPrefix(strings.ToLower(name), typed) {
				prefix = sub.Name()
			}
		}
	}
	if best == "" {
		return prefix
	}
	return best
}
