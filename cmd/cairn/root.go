package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
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

	storeFlag  string
	configFlag string
}

// Main runs the cairn CLI with args and returns the process exit code. Tests
// drive the real binary through it.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return run(ctx, args, stdin, stdout, stderr, os.Getenv)
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	a := &app{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv}
	a.logger = slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	root := a.rootCmd()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return 0
	}
	fmt.Fprintln(stderr, "cairn: "+oneLine(errorText(err)))
	return exitCode(err)
}

// Exit codes: the one place application error codes become process codes.
const (
	exitOK          = 0
	exitFailure     = 1 // internal errors, unavailable dependencies
	exitUsage       = 2 // invalid input: flags, arguments, files
	exitNotFound    = 3
	exitConflict    = 4
	exitUnavailable = 5
	exitAuth        = 6
)

func exitCode(err error) int {
	var u usageError
	if errors.As(err, &u) {
		return exitUsage
	}
	switch cairn.ErrorCode(err) {
	case cairn.EINVALID, cairn.ETOOLARGE:
		return exitUsage
	case cairn.ENOTFOUND:
		return exitNotFound
	case cairn.ECONFLICT:
		return exitConflict
	case cairn.EUNAVAILABLE:
		return exitUnavailable
	case cairn.EUNAUTHORIZED, cairn.EFORBIDDEN:
		return exitAuth
	}
	return exitFailure
}

// errorText is what the CLI prints for err: the user-safe message of an
// application error with its cause (the CLI user is the operator), or the
// error itself.
func errorText(err error) string {
	var e *cairn.Error
	if errors.As(err, &e) {
		return e.Error()
	}
	return err.Error()
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// usageError is a flag or argument error reported by cobra.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

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
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(
		a.serveCmd(),
		a.keysCmd(),
		a.judgmentsCmd(),
		a.correctionsCmd(),
		a.reindexCmd(),
		a.llmCmd(), a.embedCmd(),
		a.versionCmd(),
	)
	for _, c := range root.Commands() {
		wrapArgs(c)
	}
	return root
}

// wrapArgs makes cobra's argument-count errors usage errors, recursively.
func wrapArgs(c *cobra.Command) {
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

// version is set by the linker: -ldflags "-X main.version=…".
var version = "dev"

func (a *app) versionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print cairn's version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fmt.Fprintln(a.stdout, "cairn", version)
			return nil
		},
	}
}
