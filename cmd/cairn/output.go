package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// printJSON writes v to standard output as indented JSON.
func (a *app) printJSON(v any) error {
	enc := json.NewEncoder(a.stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// progressMin is the smallest job whose progress is shown.
const progressMin = 1000

// progress returns a function reporting done of total on standard error,
// rewriting one line, when standard error is a terminal and the job has at
// least progressMin items; otherwise it does nothing, so that logs and
// pipes get only the final confirmation.
func (a *app) progress(what string, total int) func(done int) {
	if total < progressMin || !a.terminal(a.stderr) {
		return func(int) {}
	}
	return func(done int) {
		fmt.Fprintf(a.stderr, "\r%s %d/%d (%d%%)", what, done, total, done*100/total)
		if done >= total {
			fmt.Fprintln(a.stderr)
		}
	}
}

// truncate shortens s to n runes on one line, as the seed's list view does.
func truncate(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// age is d in the seed list view's units: now, minutes, hours or days.
func age(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "now"
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	}
	return fmt.Sprintf("%dd", int(d.Hours()/24))
}

// printCompactJSON writes v to standard output as one line of JSON.
func (a *app) printCompactJSON(v any) error {
	enc := json.NewEncoder(a.stdout)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
