package review

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// ReportJSON is one line of the JSON report (cairn review --json).
type ReportJSON struct {
	Test          string   `json:"test"`
	Source        string   `json:"source"`
	Status        string   `json:"status,omitempty"`
	Category      int      `json:"category"`
	CategoryName  string   `json:"category_name"`
	Confidence    float64  `json:"confidence"`
	Summary       string   `json:"summary"`
	Rationale     string   `json:"rationale"`
	Issues        []string `json:"issues"`
	Suggestions   []string `json:"suggestions"`
	FlagsForHuman bool     `json:"flags_for_human"`
	Decision      string   `json:"decision"`
	Reviewer      string   `json:"reviewer"`
	Reused        bool     `json:"reused"`
	Applied       bool     `json:"applied"`
	// NotApplied says why an accept was not applied.
	NotApplied string  `json:"not_applied,omitempty"`
	Assets     []Asset `json:"assets,omitempty"`
	// File and Line locate the first change (the expected file, or the
	// actual one for a new snapshot).
	File string `json:"file,omitempty"`
	Line int    `json:"line,omitempty"`
}

// Report formats.
const (
	FormatCompact = "compact"
	FormatVerbose = "verbose"
	FormatGitHub  = "github"
	FormatJSON    = "json"
)

// ParseFormat checks a report format name.
func ParseFormat(s string) (string, error) {
	switch s {
	case FormatCompact, FormatVerbose, FormatGitHub, FormatJSON:
		return s, nil
	}
	return "", invalid("format", "%q: want compact, verbose, github or json", s)
}

// Location returns the file a person (or a CI annotation) should look at
// for it, relative to dir when inside it, and the line of its first
// change: the expected file when it exists, else the actual one (a new
// snapshot), line 1 for a new or binary file.
func Location(d Diff, dir string) (string, int) {
	file, line := d.Path, d.FirstChangedLine()
	if _, err := os.Stat(d.Path); err != nil || d.Status == StatusNew {
		file, line = d.ActualPath, 1
	}
	if len(d.Assets) > 0 && d.Expected == d.Actual {
		line = 1
	}
	if file == "" {
		file = d.Path
	}
	if dir != "" && file != "" {
		if rel, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(rel, "..") {
			file = rel
		}
	}
	return filepath.ToSlash(file), line
}

// WriteItem writes one reviewed item in format; dir is the directory file
// names are made relative to (github, json).
func WriteItem(w io.Writer, it Item, applied bool, notApplied error, format, dir string) error {
	r := it.Result
	file, line := Location(it.Diff, dir)
	switch format {
	case FormatJSON:
		j := ReportJSON{Test: it.Diff.Test, Source: it.Diff.Source, Status: it.Diff.Status, Category: int(r.Category), CategoryName: r.CategoryName,
			Confidence: r.Confidence, Summary: r.Summary, Rationale: r.Rationale, Issues: nonNil(r.Issues), Suggestions: nonNil(r.Suggestions),
			FlagsForHuman: r.FlagsForHuman, Decision: string(it.Decision), Reviewer: r.Reviewer, Reused: it.Reused, Applied: applied,
			Assets: it.Diff.Assets, File: file, Line: line}
		if notApplied != nil {
			j.NotApplied = notApplied.Error()
		}
		b, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	case FormatGitHub:
		level := map[Decision]string{DecisionAccept: "notice", DecisionReject: "error", DecisionHuman: "warning"}[it.Decision]
		if notApplied != nil {
			level = "error"
		}
		msg := fmt.Sprintf("%s - %s (confidence %.2f, %s)", it.Diff.Test, r.Summary, r.Confidence, it.Decision)
		if notApplied != nil {
			msg += "; not applied: " + notApplied.Error()
		}
		_, err := fmt.Fprintf(w, "::%s file=%s,line=%d,title=%s::%s\n", level, ghEscape(file, true), line,
			ghEscape("cairn review: "+r.CategoryName, true), ghEscape(msg, false))
		return err
	case FormatVerbose:
		fmt.Fprintf(w, "%s - %s\n\n", it.Diff.Test, r.CategoryName)
		fmt.Fprintf(w, "AI Review (confidence: %.2f, %s):\n  Category: %s\n  Decision: %s\n\n  Rationale:\n  %s\n", r.Confidence, r.Reviewer, r.CategoryName, it.Decision, r.Rationale)
		for _, list := range []struct {
			name  string
			items []string
		}{{"Issues", r.Issues}, {"Suggestions", r.Suggestions}} {
			if len(list.items) > 0 {
				fmt.Fprintf(w, "\n  %s:\n", list.name)
				for _, s := range list.items {
					fmt.Fprintf(w, "  - %s\n", s)
				}
			}
		}
		if notApplied != nil {
			fmt.Fprintf(w, "\n  Not applied: %v\n", notApplied)
		}
		_, err := fmt.Fprintln(w)
		return err
	}
	suffix := ""
	switch {
	case applied:
		suffix = " [applied]"
	case notApplied != nil:
		suffix = " [not applied: " + notApplied.Error() + "]"
	}
	_, err := fmt.Fprintf(w, "%s - %s (%s) %.2f %s%s\n", it.Diff.Test, r.CategoryName, r.Summary, r.Confidence, it.Decision, suffix)
	return err
}

// ghEscape escapes a GitHub Actions workflow command's data (and, for
// properties, its separators).
func ghEscape(s string, property bool) string {
	s = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
	if property {
		s = strings.NewReplacer(":", "%3A", ",", "%2C").Replace(s)
	}
	return s
}

// Report writes the session's items in format (only those not accepted
// with onlyChanged) and returns the error that makes the run fail: any
// item rejected, left to a person, or accepted but not applied.
func (ss *Session) Report(w io.Writer, format, dir string, onlyChanged bool) error {
	for i, it := range ss.Items {
		if onlyChanged && it.Decision == DecisionAccept && ss.NotApplied[i] == nil {
			continue
		}
		if err := WriteItem(w, it, ss.Applied[i], ss.NotApplied[i], format, dir); err != nil {
			return err
		}
	}
	return ss.Err()
}

// Err is the outcome of a non-interactive review: nil when every item was
// accepted (and applied, where applying was asked and refused), an error
// counting the rest otherwise.
func (ss *Session) Err() error {
	_, rejected, human, _ := ss.Counts()
	refused := 0
	for _, e := range ss.NotApplied {
		if e != nil {
			refused++
		}
	}
	if rejected+human+refused == 0 {
		return nil
	}
	msg := fmt.Sprintf("review: %d diff(s) rejected, %d need a person", rejected, human)
	if refused > 0 {
		msg += fmt.Sprintf(", %d accept(s) not applied", refused)
	}
	return fmt.Errorf("%s", msg)
}
