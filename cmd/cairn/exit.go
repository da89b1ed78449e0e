package main

import (
	"errors"
	"strings"

	"github.com/cairnhq/cairn"
)

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

// oneLine joins the lines of s into one, keeping every line's text (a
// driver error may list one reason per line): after a line ending in ':'
// with a space, otherwise with "; ".
func oneLine(s string) string {
	var b strings.Builder
	prev := ""
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		switch {
		case prev == "":
		case strings.HasSuffix(prev, ":"):
			b.WriteString(" ")
		default:
			b.WriteString("; ")
		}
		b.WriteString(line)
		prev = line
	}
	return b.String()
}

// usageError is a flag or argument error reported by cobra.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }

func (e usageError) Unwrap() error { return e.err }
