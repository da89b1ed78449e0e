package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// app is the state shared by every subcommand: resolved configuration and
// the standard streams. Engines are opened by the subcommands that need them.
type app struct {
	cfg    Config
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	logger *slog.Logger
	// terminal reports whether a standard stream is a terminal: progress
	// and confirmation prompts only go to one.
	terminal func(stream any) bool

	storeFlag  string
	configFlag string
	// deps, set by serve and mcp, share breakers and Redis failovers
	// between the capabilities (wire.go).
	deps *deps
}

// Main runs the cairn CLI with args and returns the process exit code. Tests
// drive the real binary through it.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return run(ctx, args, stdin, stdout, stderr, os.Getenv)
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	return newApp(stdin, stdout, stderr, getenv).run(ctx, args)
}

func newApp(stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) *app {
	a := &app{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv, terminal: isTerminal}
	a.logger = slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	return a
}

// run executes the command line args and returns the exit code.
func (a *app) run(ctx context.Context, args []string) int {
	root := a.rootCmd()
	root.SetArgs(args)
	root.SetIn(a.stdin)
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return 0
	}
	fmt.Fprintln(a.stderr, "cairn: "+oneLine(errorText(err)))
	return exitCode(err)
}

// isTerminal reports whether stream is a terminal.
func isTerminal(stream any) bool {
	f, ok := stream.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func (a *app) rootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "cairn",
		Short: "Memory that learns from human corrections, for LLM applications",
		Long: `cairn remembers what people corrected in your LLM's output and gives that
history back to the next prompt. Run "cairn serve" for the HTTP API, or use the
admin commands below against the same store.

The store is chosen with --store (or CAIRN_STORE): a SQLite file path (the
default, in your data directory), postgres://… for PostgreSQL, or json:PATH
for an ai_cache.json judgment cache.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			return a.loadConfig()
		},
	}
	root.PersistentFlags().StringVar(&a.storeFlag, "store", "", "records store: SQLITE_PATH, postgres://…, or json:PATH (env CAIRN_STORE)")
	root.PersistentFlags().StringVar(&a.configFlag, "config", "", "config file (default $XDG_CONFIG_HOME/cairn/config.yaml, env CAIRN_CONFIG)")
	a.addLogFormatFlag(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(
		a.serveCmd(),
		a.healthcheckCmd(),
		a.mcpCmd(),
		a.keysCmd(),
		a.judgmentsCmd(),
		a.correctionsCmd(),
		a.reindexCmd(),
		a.bridgeCmd(),
		a.llmCmd(), a.embedCmd(),
		a.followupCmd(),
		a.reviewCmd(),
		a.versionCmd(),
	)
	wrapArgs(root)
	return root
}

// wrapArgs makes cobra's argument-count errors usage errors, and every
// command with subcommands a group (see group), recursively. A command that
// runs itself and has subcommands too ("review", "review stats") is left
// as it is.
func wrapArgs(c *cobra.Command) {
	if c.HasSubCommands() && c.RunE == nil && c.Run == nil {
		group(c)
	}
	if c.Args != nil {
		args := c.Args
		c.Args = func(cmd *cobra.Command, a []string) error {
			if err := args(cmd, a); err != nil {
				return usageError{err}
			}
			return nil
		}
	}
	for _, sub := range c.Commands() {
		wrapArgs(sub)
	}
}

// loadConfig resolves the configuration: defaults, file, env, flags.
func (a *app) loadConfig() error {
	a.cfg = DefaultConfig()
	path, required := a.configFlag, a.configFlag != ""
	if path == "" {
		if path = a.getenv("CAIRN_CONFIG"); path != "" {
			required = true
		} else {
			path = defaultConfigPath()
		}
	}
	if path != "" {
		if err := a.cfg.loadFile(path, required); err != nil {
			return err
		}
	}
	if err := a.cfg.loadEnv(a.getenv); err != nil {
		return err
	}
	if a.storeFlag != "" {
		a.cfg.Store = a.storeFlag
	}
	return a.cfg.Validate()
}
