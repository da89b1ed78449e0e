package main

import (
	"errors"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

// tenantFlag adds --tenant (default "default") to cmd, stored in dst.
func tenantFlag(cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVar(dst, "tenant", cairn.DefaultTenant, "tenant to act as")
}

// flagError renames the field of an EINVALID error from a domain check to
// the flag that gave it (names maps field to flag), so that the message
// names what the user typed.
func flagError(err error, names map[string]string) error {
	var e *cairn.Error
	if !errors.As(err, &e) || e.Code != cairn.EINVALID {
		return err
	}
	flag, ok := names[e.Field]
	if !ok {
		return err
	}
	return &cairn.Error{Code: e.Code, Field: flag, Message: flag + strings.TrimPrefix(e.Message, e.Field), Err: e.Err}
}
