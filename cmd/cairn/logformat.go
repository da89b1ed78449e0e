package main

import (
	"io"
	"log/slog"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

// Log formats accepted by --log-format.
const (
	logFormatText = "text"
	logFormatJSON = "json"
)

// addLogFormatFlag adds the persistent --log-format flag to root and makes
// the logger follow it before any command runs (the server's access log
// and lifecycle lines included).
func (a *app) addLogFormatFlag(root *cobra.Command) {
	var format string
	root.PersistentFlags().StringVar(&format, "log-format", logFormatText, "log lines on standard error as text or json")
	pre := root.PersistentPreRunE
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		h, err := logHandler(a.stderr, format)
		if err != nil {
			return err
		}
		a.logger = slog.New(h)
		if pre != nil {
			return pre(cmd, args)
		}
		return nil
	}
}

// logHandler returns the slog handler of format writing to w at info level.
func logHandler(w io.Writer, format string) (slog.Handler, error) {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	switch format {
	case logFormatText, "":
		return slog.NewTextHandler(w, opts), nil
	case logFormatJSON:
		return slog.NewJSONHandler(w, opts), nil
	}
	return nil, cairn.Invalid("log-format", "must be text or json, got %q", format)
}
