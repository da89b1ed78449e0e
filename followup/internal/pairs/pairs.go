// Package pairs reads and writes labelled follow-up pairs: a conversation
// so far, the SQL and result columns of its last turn when there is a
// database, and the next query, labelled FOLLOW_UP or NEW_QUERY. The
// format is that of shared/eval/followup/*.jsonl, so that the converter's
// training and held-out files, the evaluation files and
// `cairn followup classify --jsonl` read the same lines.
package pairs

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// Labels.
const (
	FollowUp = "FOLLOW_UP"
	NewQuery = "NEW_QUERY"
)

// Pair is one labelled line.
type Pair struct {
	ID             string   `json:"id"`
	Source         string   `json:"source"`
	DBID           *string  `json:"db_id"`
	History        []string `json:"history"`
	HistorySQL     *string  `json:"history_sql"`
	HistoryColumns []string `json:"history_columns"`
	Query          string   `json:"query"`
	Label          string   `json:"label"`
	// Group names the conversation the pair was cut from (topic or
	// interaction), so that cross-validation keeps a conversation in one
	// fold. Not in the evaluation files.
	Group string `json:"group,omitempty"`
}

// IsFollowUp reports whether the pair is labelled FOLLOW_UP.
func (p Pair) IsFollowUp() bool { return p.Label == FollowUp }

// SQL returns the history SQL or "".
func (p Pair) SQL() string {
	if p.HistorySQL == nil {
		return ""
	}
	return *p.HistorySQL
}

// Read reads a JSON-lines file of pairs, gzip-compressed when its name
// ends in .gz.
func Read(path string) ([]Pair, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer z.Close()
		r = z
	}
	var out []Pair
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var p Pair
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if p.Query == "" || len(p.History) == 0 || (p.Label != FollowUp && p.Label != NewQuery) {
			return nil, fmt.Errorf("%s:%d: need a query, a history and a label FOLLOW_UP or NEW_QUERY", path, n)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// Write writes pairs as JSON lines to w.
func Write(w io.Writer, ps []Pair) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, p := range ps {
		if err := enc.Encode(p); err != nil {
			return err
		}
	}
	return bw.Flush()
}
