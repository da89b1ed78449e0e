package review

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Insta reads insta's pending snapshots under Root: each foo.snap.new
// against foo.snap (a new snapshot when there is no foo.snap), the header
// (source, expression, …) kept apart from the body and its expression used
// as the test's purpose, results in foo.snap.ai.json; binary snapshots
// (snapshot_kind: binary) compared by the content of their data files; and
// the inline snapshots of .pending-snap files (the newest run per source
// line), results in <file>.pending-snap.<line>.ai.json.
//
// Accept and Reject leave the tree as cargo insta accept and reject do.
type Insta struct{ Root string }

var (
	_ Source   = Insta{}
	_ Rejecter = Insta{}
)

// Name implements Source.
func (Insta) Name() string { return "insta" }

// instaFile is a snapshot file split into its header and body.
type instaFile struct {
	header    []string // the lines between the --- lines
	meta      map[string]string
	body      string
	bodyLine  int // line of the body in the file (1-based)
	hasHeader bool
}

// splitInsta separates insta's "---\nkey: value\n---\n" header from the
// body.
func splitInsta(s string) (header map[string]string, body string) {
	f := parseInsta(s)
	return f.meta, f.body
}

func parseInsta(s string) instaFile {
	f := instaFile{meta: map[string]string{}, body: s, bodyLine: 1}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	if !strings.HasPrefix(s, "---\n") {
		return f
	}
	head, body, ok := strings.Cut(s[4:], "\n---\n")
	if !ok {
		if strings.HasSuffix(s[4:], "\n---") {
			head, body, ok = strings.TrimSuffix(s[4:], "\n---"), "", true
		} else {
			return f
		}
	}
	f.hasHeader, f.body = true, body
	if head != "" {
		f.header = strings.Split(head, "\n")
	}
	f.bodyLine = len(f.header) + 3
	for _, l := range f.header {
		if l == "" || l[0] == ' ' || l[0] == '\t' {
			continue // a nested value (info:) is not a top-level key
		}
		if k, v, ok := strings.Cut(l, ":"); ok {
			v = strings.TrimSpace(v)
			if uq, err := strconv.Unquote(v); err == nil && strings.HasPrefix(v, `"`) {
				v = uq
			}
			f.meta[strings.TrimSpace(k)] = strings.Trim(v, `"`)
		}
	}
	return f
}

// binaryData is the data file of a binary snapshot file p (foo.snap.png
// for foo.snap, foo.snap.new.png for foo.snap.new), "" for a text one.
func (f instaFile) binaryData(p string) string {
	if f.meta["snapshot_kind"] != "binary" || f.meta["extension"] == "" {
		return ""
	}
	return p + "." + f.meta["extension"]
}

// instaInlineEntry is one line of an insta .pending-snap file.
type instaInlineEntry struct {
	RunID string `json:"run_id"`
	Line  int    `json:"line"`
	New   *struct {
		Metadata struct {
			Source      string `json:"source"`
			Expression  string `json:"expression"`
			Description string `json:"description"`
		} `json:"metadata"`
		Snapshot string `json:"snapshot"`
	} `json:"new"`
	Old *struct {
		Snapshot string `json:"snapshot"`
	} `json:"old"`
}

// pendingSource is the Rust file of a .pending-snap file
// (src/.lib.rs.pending-snap → src/lib.rs).
func pendingSource(p string) string {
	return filepath.Join(filepath.Dir(p), strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "."), ".pending-snap"))
}

// pendingInline reads the inline snapshots of a .pending-snap file: for
// each source line, the newest run's entry.
func pendingInline(root, p string) ([]Diff, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	latest := map[int]instaInlineEntry{}
	for n, line := range bytes.Split(b, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var e instaInlineEntry
		if err := json.Unmarshal(line, &e); err != nil {
			return nil, invalid("path", "%s:%d: not an insta pending snapshot: %v", p, n+1, err)
		}
		if e.New != nil {
			latest[e.Line] = e
		}
	}
	var diffs []Diff
	for line, e := range latest {
		old := ""
		if e.Old != nil {
			old = e.Old.Snapshot
		}
		if normalizeInline(old) == normalizeInline(e.New.Snapshot) {
			continue
		}
		src := pendingSource(p)
		rel, _ := filepath.Rel(root, src)
		// Path is the Rust source (where the literal is, at BodyLine),
		// ActualPath the .pending-snap file
		d := Diff{Test: fmt.Sprintf("%s:%d", filepath.ToSlash(rel), line), Source: "insta", Expected: ensureNL(old), Actual: ensureNL(e.New.Snapshot),
			Path: src, ActualPath: p, ResultPath: fmt.Sprintf("%s.%d%s", p, line, resultSuffix), BodyLine: line}
		if normalizeInline(old) == "" {
			d.Status = StatusNew
		}
		switch {
		case e.New.Metadata.Description != "":
			d.Purpose = e.New.Metadata.Description
		case e.New.Metadata.Expression != "":
			d.Purpose = "snapshot of " + e.New.Metadata.Expression
		}
		diffs = append(diffs, d)
	}
	return diffs, nil
}

// Diffs implements Source.
func (s Insta) Diffs(ctx context.Context) ([]Diff, error) {
	var diffs []Diff
	err := filepath.WalkDir(s.Root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if n := e.Name(); p != s.Root && (n == "target" || n == ".git" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".pending-snap") {
			inline, err := pendingInline(s.Root, p)
			diffs = append(diffs, inline...)
			return err
		}
		if !strings.HasSuffix(p, ".snap.new") {
			return ctx.Err()
		}
		d, ok, err := s.fileDiff(p)
		if ok {
			diffs = append(diffs, d)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sortDiffs(diffs)
	return diffs, nil
}

// fileDiff reads the pending file snapshot p (foo.snap.new).
func (s Insta) fileDiff(p string) (Diff, bool, error) {
	snap := strings.TrimSuffix(p, ".new")
	oldText, oldOK, err := readOptional(snap)
	if err != nil {
		return Diff{}, false, err
	}
	newText, err := readText(p)
	if err != nil {
		return Diff{}, false, err
	}
	old, nw := parseInsta(oldText), parseInsta(newText)
	rel, _ := filepath.Rel(s.Root, snap)
	d := Diff{Test: filepath.ToSlash(rel), Source: "insta", Purpose: nw.meta["description"], Expected: old.body, Actual: nw.body,
		Path: snap, ActualPath: p, ResultPath: snap + resultSuffix, BodyLine: old.bodyLine}
	if !oldOK {
		d.Status, d.Expected = StatusNew, ""
	}
	if d.Purpose == "" && nw.meta["expression"] != "" {
		d.Purpose = "snapshot of " + nw.meta["expression"]
	}
	if oldData, newData := old.binaryData(snap), nw.binaryData(p); oldData != "" || newData != "" {
		es, eok, err := sumFile(oldData)
		if err != nil && oldData != "" {
			return Diff{}, false, err
		}
		as, aok, err := sumFile(newData)
		if err != nil && newData != "" {
			return Diff{}, false, err
		}
		d.Expected, d.Actual = "", ""
		if eok {
			d.Expected = binaryText(es)
		}
		if aok {
			d.Actual = binaryText(as)
		}
		if es.sum != as.sum {
			d.Assets = []Asset{{Name: filepath.Base(snap), Expected: es.sum, Actual: as.sum, ExpectedSize: es.size, ActualSize: as.size, Binary: true}}
		}
		return d, es.sum != as.sum || d.Status == StatusNew, nil
	}
	return d, strings.TrimRight(old.body, " \t\r\n") != strings.TrimRight(nw.body, " \t\r\n") || d.Status == StatusNew, nil
}

// Accept implements Source, as cargo insta accept does: foo.snap written
// from foo.snap.new with the header's assertion_line dropped and the body's
// trailing whitespace trimmed, foo.snap.new removed (for a binary snapshot,
// the old data file removed and the new one moved beside foo.snap); an
// inline snapshot's literal rewritten in the Rust source and its entry
// removed from the .pending-snap file.
func (s Insta) Accept(d Diff) error {
	if strings.HasSuffix(d.ActualPath, ".pending-snap") {
		return s.acceptInline(d)
	}
	b, err := os.ReadFile(d.ActualPath)
	if err != nil {
		return err
	}
	nw := parseInsta(string(b))
	if !nw.hasHeader {
		if err := os.Rename(d.ActualPath, d.Path); err != nil {
			return err
		}
		return removeIfExists(d.ResultPath)
	}
	var out strings.Builder
	out.WriteString("---\n")
	for _, l := range nw.header {
		if strings.HasPrefix(l, "assertion_line:") {
			continue
		}
		out.WriteString(l)
		out.WriteByte('\n')
	}
	out.WriteString("---\n")
	if data := nw.binaryData(d.ActualPath); data != "" {
		oldText, _ := readText(d.Path)
		if oldData := parseInsta(oldText).binaryData(d.Path); oldData != "" {
			if err := removeIfExists(oldData); err != nil {
				return err
			}
		}
		if err := os.Rename(data, nw.binaryData(d.Path)); err != nil {
			return err
		}
	} else {
		out.WriteString(strings.TrimRight(strings.ReplaceAll(nw.body, "\r\n", "\n"), " \t\r\n"))
		out.WriteByte('\n')
	}
	if err := writeFileAtomic(d.Path, []byte(out.String())); err != nil {
		return err
	}
	if err := os.Remove(d.ActualPath); err != nil {
		return err
	}
	return removeIfExists(d.ResultPath)
}

// Reject implements Rejecter, as cargo insta reject does: the pending
// snapshot removed (foo.snap.new and its data file; an inline snapshot's
// entries in the .pending-snap file, the file removed when none is left).
func (s Insta) Reject(d Diff) error {
	if strings.HasSuffix(d.ActualPath, ".pending-snap") {
		if _, err := dropPending(d.ActualPath, d.BodyLine, 0); err != nil {
			return err
		}
		return removeIfExists(d.ResultPath)
	}
	b, err := os.ReadFile(d.ActualPath)
	if err != nil {
		return err
	}
	if data := parseInsta(string(b)).binaryData(d.ActualPath); data != "" {
		if err := removeIfExists(data); err != nil {
			return err
		}
	}
	if err := os.Remove(d.ActualPath); err != nil {
		return err
	}
	return removeIfExists(d.ResultPath)
}

// acceptInline rewrites the literal of the inline snapshot d in its Rust
// source, then drops d's entries from the .pending-snap file (the later
// entries' lines moved by the lines the literal gained or lost).
func (s Insta) acceptInline(d Diff) error {
	line, pending := d.BodyLine, d.ActualPath
	entries, err := readPending(pending)
	if err != nil {
		return err
	}
	var contents *string
	for _, e := range entries {
		var ie instaInlineEntry
		if err := json.Unmarshal(e.raw, &ie); err == nil && ie.Line == line && ie.New != nil {
			c := ie.New.Snapshot
			contents = &c
		}
	}
	if contents == nil {
		return fmt.Errorf("%s: no pending inline snapshot at line %d of %s", d.Test, line, pending)
	}
	src := pendingSource(pending)
	b, err := os.ReadFile(src)
	if err != nil {
		return fmt.Errorf("%s: %v: %w (accept it with cargo insta accept)", d.Test, err, ErrCannotApply)
	}
	patched, delta, err := patchInline(string(b), line, *contents)
	if err != nil {
		return fmt.Errorf("%s: %s: %v: %w (accept it with cargo insta accept)", d.Test, src, err, ErrCannotApply)
	}
	if err := writeFileAtomic(src, []byte(patched)); err != nil {
		return err
	}
	if _, err := dropPending(pending, line, delta); err != nil {
		return err
	}
	return removeIfExists(d.ResultPath)
}

type pendingEntry struct {
	line int
	raw  []byte
}

func readPending(p string) ([]pendingEntry, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	var out []pendingEntry
	for _, l := range bytes.Split(b, []byte("\n")) {
		if len(bytes.TrimSpace(l)) == 0 {
			continue
		}
		var e struct {
			Line int `json:"line"`
		}
		if err := json.Unmarshal(l, &e); err != nil {
			return nil, invalid("path", "%s: not an insta pending snapshot: %v", p, err)
		}
		out = append(out, pendingEntry{line: e.Line, raw: l})
	}
	return out, nil
}

// dropPending removes the entries of line from the .pending-snap file p
// and moves the lines of the entries after it by delta; the file is
// removed when no entry is left. It returns how many entries are left.
func dropPending(p string, line, delta int) (int, error) {
	entries, err := readPending(p)
	if err != nil {
		return 0, err
	}
	var out bytes.Buffer
	n := 0
	for _, e := range entries {
		if e.line == line {
			continue
		}
		raw := e.raw
		if delta != 0 && e.line > line {
			var o jsonObject
			if err := json.Unmarshal(raw, &o); err != nil {
				return 0, err
			}
			o.vals["line"] = []byte(strconv.Itoa(e.line + delta))
			if raw, err = compactJSON(o); err != nil {
				return 0, err
			}
		}
		out.Write(raw)
		out.WriteByte('\n')
		n++
	}
	if n == 0 {
		return 0, removeIfExists(p)
	}
	return n, writeFileAtomic(p, out.Bytes())
}

// compactJSON writes o without spaces, as insta writes its pending lines.
func compactJSON(o jsonObject) ([]byte, error) {
	b, err := o.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var c bytes.Buffer
	err = json.Compact(&c, b)
	return c.Bytes(), err
}
