package review

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Source finds the diffs of one snapshot tool's layout and applies an
// accepted change its own way.
type Source interface {
	Name() string
	// Diffs returns every snapshot whose actual output differs from the
	// expected one, sorted by test name.
	Diffs(ctx context.Context) ([]Diff, error)
	// Accept makes d's actual output the expected one.
	Accept(d Diff) error
}

// resultSuffix is appended to a snapshot's path to store its review.
const resultSuffix = ".ai.json"

func readText(path string) (string, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	return string(b), err
}

func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Booktest reads booktest's layout: expected books/<test>.md, actual
// books/.out/<test>.md, the DIFF cases listed in books/.out/cases.ndjson
// (every differing .md under .out when there is no such file). Results
// go to books/.out/<test>.ai.json, as upstream.
type Booktest struct {
	// Books is the books directory (or the project directory holding it).
	Books string
}

// Name implements Source.
func (Booktest) Name() string { return "booktest" }

func (b Booktest) dir() string {
	if fi, err := os.Stat(filepath.Join(b.Books, "books")); err == nil && fi.IsDir() {
		return filepath.Join(b.Books, "books")
	}
	return b.Books
}

// Diffs implements Source.
func (b Booktest) Diffs(ctx context.Context) ([]Diff, error) {
	books := b.dir()
	out := filepath.Join(books, ".out")
	if fi, err := os.Stat(out); err != nil || !fi.IsDir() {
		return nil, invalid("path", "%s: no booktest output directory .out (run booktest first)", books)
	}
	var names []string
	if f, err := os.Open(filepath.Join(out, "cases.ndjson")); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 4<<20)
		for n := 1; sc.Scan(); n++ {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			var c map[string]any
			if err := json.Unmarshal(line, &c); err != nil {
				return nil, invalid("cases.ndjson", "line %d: %v", n, err)
			}
			name := firstString(c, "case", "name", "test", "path")
			result := strings.ToUpper(firstString(c, "result", "status", "state"))
			if name != "" && (result == "DIFF" || result == "") {
				names = append(names, name)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, err
		}
	} else {
		err := filepath.WalkDir(out, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(p, ".md") {
				return err
			}
			rel, _ := filepath.Rel(out, p)
			names = append(names, filepath.ToSlash(strings.TrimSuffix(rel, ".md")))
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	var diffs []Diff
	for _, name := range names {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rel := filepath.FromSlash(strings.ReplaceAll(name, "::", "/"))
		expPath, actPath := filepath.Join(books, rel+".md"), filepath.Join(out, rel+".md")
		exp, err := readText(expPath)
		if err != nil {
			return nil, err
		}
		act, err := readText(actPath)
		if err != nil {
			return nil, err
		}
		if exp == act {
			continue
		}
		diffs = append(diffs, Diff{Test: name, Source: "booktest", Expected: exp, Actual: act,
			Path: expPath, ActualPath: actPath, ResultPath: filepath.Join(out, rel+resultSuffix)})
	}
	sortDiffs(diffs)
	return diffs, nil
}

// Accept implements Source: booktest's freeze, the output copied over the
// book.
func (Booktest) Accept(d Diff) error { return writeFileAtomic(d.Path, []byte(d.Actual)) }

func firstString(m map[string]any, keys ...string) string {
	for _, k := range keys {
		if s, ok := m[k].(string); ok && s != "" {
			return s
		}
	}
	return ""
}

func sortDiffs(d []Diff) { sort.Slice(d, func(i, j int) bool { return d[i].Test < d[j].Test }) }

// Dirs compares two directories, files matched by relative path: a file
// only in Actual is new (expected empty), a file only in Expected is gone
// (actual empty). Results go to <expected file>.ai.json.
type Dirs struct{ Expected, Actual string }

// Name implements Source.
func (Dirs) Name() string { return "dirs" }

func listFiles(root string) (map[string]bool, error) {
	files := map[string]bool{}
	err := filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() || strings.HasSuffix(p, resultSuffix) {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = true
		return nil
	})
	return files, err
}

// Diffs implements Source.
func (s Dirs) Diffs(ctx context.Context) ([]Diff, error) {
	for name, dir := range map[string]string{"expected": s.Expected, "actual": s.Actual} {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return nil, invalid(name, "%q is not a directory", dir)
		}
	}
	exp, err := listFiles(s.Expected)
	if err != nil {
		return nil, err
	}
	act, err := listFiles(s.Actual)
	if err != nil {
		return nil, err
	}
	for k := range act {
		exp[k] = true
	}
	var diffs []Diff
	for rel := range exp {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ep, ap := filepath.Join(s.Expected, filepath.FromSlash(rel)), filepath.Join(s.Actual, filepath.FromSlash(rel))
		e, err := readText(ep)
		if err != nil {
			return nil, err
		}
		a, err := readText(ap)
		if err != nil {
			return nil, err
		}
		if e != a {
			diffs = append(diffs, Diff{Test: rel, Source: "dirs", Expected: e, Actual: a, Path: ep, ActualPath: ap, ResultPath: ep + resultSuffix})
		}
	}
	sortDiffs(diffs)
	return diffs, nil
}

// Accept implements Source: the actual file copied over the expected one
// (the expected one removed when there is no actual file).
func (Dirs) Accept(d Diff) error {
	if _, err := os.Stat(d.ActualPath); errors.Is(err, fs.ErrNotExist) {
		return os.Remove(d.Path)
	}
	return writeFileAtomic(d.Path, []byte(d.Actual))
}

// Insta reads insta's pending snapshots under Root: each foo.snap.new
// against foo.snap, the header (source, expression, …) kept apart from the
// body and its expression used as the test's purpose, results in
// foo.snap.ai.json; and the inline snapshots of .pending-snap files (the
// newest run per source line), results in <file>.pending-snap.<line>.ai.json.
type Insta struct{ Root string }

// Name implements Source.
func (Insta) Name() string { return "insta" }

// splitInsta separates insta's "---\nkey: value\n---\n" header from the
// body.
func splitInsta(s string) (header map[string]string, body string) {
	header = map[string]string{}
	if !strings.HasPrefix(s, "---\n") {
		return header, s
	}
	head, body, ok := strings.Cut(s[4:], "\n---\n")
	if !ok {
		return header, s
	}
	for _, l := range strings.Split(head, "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok {
			header[strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return header, body
}

// ErrCannotApply is returned by Accept for a snapshot the source cannot
// rewrite itself (insta's inline snapshots live in Rust source).
var ErrCannotApply = errors.New("cannot be applied here")

// instaInline is one line of an insta .pending-snap file.
type instaInline struct {
	RunID string `json:"run_id"`
	Line  int    `json:"line"`
	New   *struct {
		Metadata struct {
			Source     string `json:"source"`
			Expression string `json:"expression"`
		} `json:"metadata"`
		Snapshot string `json:"snapshot"`
	} `json:"new"`
	Old *struct {
		Snapshot string `json:"snapshot"`
	} `json:"old"`
}

// pendingInline reads the inline snapshots of a .pending-snap file: for
// each source line, the newest run's entry.
func pendingInline(root, p string) ([]Diff, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	latest := map[int]instaInline{}
	for n, line := range bytes.Split(b, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var e instaInline
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
		if old == e.New.Snapshot {
			continue
		}
		src := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "."), ".pending-snap")
		rel, _ := filepath.Rel(root, filepath.Join(filepath.Dir(p), src))
		d := Diff{Test: fmt.Sprintf("%s:%d", filepath.ToSlash(rel), line), Source: "insta", Expected: ensureNL(old), Actual: ensureNL(e.New.Snapshot),
			Path: p, ResultPath: fmt.Sprintf("%s.%d%s", p, line, resultSuffix)}
		if e.New.Metadata.Expression != "" {
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
		snap := strings.TrimSuffix(p, ".new")
		oldText, err := readText(snap)
		if err != nil {
			return err
		}
		newText, err := readText(p)
		if err != nil {
			return err
		}
		_, oldBody := splitInsta(oldText)
		h, newBody := splitInsta(newText)
		rel, _ := filepath.Rel(s.Root, snap)
		d := Diff{Test: filepath.ToSlash(rel), Source: "insta", Purpose: h["description"], Expected: oldBody, Actual: newBody,
			Path: snap, ActualPath: p, ResultPath: snap + resultSuffix}
		if d.Purpose == "" && h["expression"] != "" {
			d.Purpose = "snapshot of " + h["expression"]
		}
		if oldBody != newBody {
			diffs = append(diffs, d)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sortDiffs(diffs)
	return diffs, nil
}

// Accept implements Source: foo.snap.new renamed to foo.snap, as
// `cargo insta accept` does.
// Inline snapshots (.pending-snap) live in Rust source: ErrCannotApply,
// accept them with cargo insta accept.
func (Insta) Accept(d Diff) error {
	if strings.HasSuffix(d.Path, ".pending-snap") {
		return fmt.Errorf("%s: inline snapshot %w: use cargo insta accept", d.Test, ErrCannotApply)
	}
	return os.Rename(d.ActualPath, d.Path)
}

// Git compares git-tracked golden files matching Glob (git pathspec glob,
// such as "**/__snapshots__/*.snap" or "testdata/**") in HEAD with the
// working tree of the repository at Root. Results go to <file>.ai.json.
type Git struct{ Root, Glob string }

// Name implements Source.
func (Git) Name() string { return "git" }

func (s Git) git(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", s.Root}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("git %s: %v: %s", args[0], err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// Diffs implements Source.
func (s Git) Diffs(ctx context.Context) ([]Diff, error) {
	if s.Glob == "" {
		return nil, invalid("glob", "required: which golden files to compare (such as \"**/__snapshots__/*.snap\")")
	}
	top, err := s.git(ctx, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, invalid("path", "%s is not in a git repository: %v", s.Root, err)
	}
	root := strings.TrimSpace(string(top))
	out, err := s.git(ctx, "diff", "--name-only", "-z", "HEAD", "--", ":(top,glob)"+s.Glob)
	if err != nil {
		return nil, err
	}
	var diffs []Diff
	for _, name := range strings.Split(string(out), "\x00") {
		if name == "" || strings.HasSuffix(name, resultSuffix) {
			continue
		}
		exp, err := s.git(ctx, "show", "HEAD:"+name)
		if err != nil {
			exp = nil // added since HEAD
		}
		p := filepath.Join(root, filepath.FromSlash(name))
		act, err := readText(p)
		if err != nil {
			return nil, err
		}
		if string(exp) != act {
			diffs = append(diffs, Diff{Test: name, Source: "git", Expected: string(exp), Actual: act, Path: p, ActualPath: p, ResultPath: p + resultSuffix})
		}
	}
	sortDiffs(diffs)
	return diffs, nil
}

// Accept implements Source: the working file is already the new golden
// file; accepting stages it (git add), so that the next run compares with it
// once committed.
func (s Git) Accept(d Diff) error {
	_, err := s.git(context.Background(), "add", "--", d.Path)
	return err
}
