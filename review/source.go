package review

import (
	"bytes"
	"context"
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
	// expected one, and every failed test, sorted by test name.
	Diffs(ctx context.Context) ([]Diff, error)
	// Accept makes d's actual output the expected one, leaving the tree as
	// the tool's own accept does. Returns an error wrapping ErrCannotApply
	// for a change the tool would not accept either.
	Accept(d Diff) error
}

// Rejecter is implemented by a Source whose tool removes a rejected change
// (insta deletes the pending snapshot). A Source without it leaves a
// rejected change where it is: the test fails again on its next run.
type Rejecter interface {
	Reject(d Diff) error
}

// ResultsWriter is implemented by a Source whose tool keeps reviews
// where it reads them (booktest's ai_review in cases.ndjson).
type ResultsWriter interface {
	WriteResults(items []Item) error
}

// Settings are review settings a project keeps in its tool's own
// configuration (booktest.ini); zero values are unset.
type Settings struct {
	AutoAcceptThreshold float64
	AutoRejectThreshold float64
}

// SettingsSource is implemented by a Source that reads Settings from the
// project.
type SettingsSource interface {
	Settings() (Settings, error)
}

// ErrCannotApply is returned (wrapped) by Accept for a change the source
// cannot or must not apply.
var ErrCannotApply = errors.New("cannot be applied here")

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

func removeIfExists(p string) error {
	if p == "" {
		return nil
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func sortDiffs(d []Diff) { sort.Slice(d, func(i, j int) bool { return d[i].Test < d[j].Test }) }

// Dirs compares two directories, files matched by relative path: a file
// only in Actual is new, a file only in Expected is gone (actual empty).
// Binary files are compared by content and shown as binary. Results go to
// <expected file>.ai.json.
type Dirs struct{ Expected, Actual string }

var _ Source = Dirs{}

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
		d, changed, err := fileDiff(rel, ep, ap)
		if err != nil {
			return nil, err
		}
		if changed {
			d.Test, d.Source, d.ResultPath = rel, "dirs", ep+resultSuffix
			diffs = append(diffs, d)
		}
	}
	sortDiffs(diffs)
	return diffs, nil
}

// Accept implements Source: the actual file copied over the expected one,
// byte for byte (the expected one removed when there is no actual file).
func (Dirs) Accept(d Diff) error {
	if _, err := os.Stat(d.ActualPath); errors.Is(err, fs.ErrNotExist) {
		return os.Remove(d.Path)
	}
	if err := copyFile(d.ActualPath, d.Path); err != nil {
		return err
	}
	return removeIfExists(d.ResultPath)
}

// Git compares the golden files matching Glob (git pathspec glob, such as
// "**/__snapshots__/*.snap" or "testdata/**") in HEAD with the working
// tree of the repository at Root: tracked files that changed, and
// untracked ones (not ignored) that are new. Results go to <file>.ai.json.
type Git struct{ Root, Glob string }

var _ Source = Git{}

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
	spec := ":(top,glob)" + s.Glob
	changed, err := s.git(ctx, "diff", "--name-only", "-z", "HEAD", "--", spec)
	if err != nil {
		return nil, err
	}
	untracked, err := s.git(ctx, "ls-files", "--others", "--exclude-standard", "-z", "--", spec)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "cairn-review-git-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var diffs []Diff
	names := strings.Split(string(changed)+string(untracked), "\x00")
	for i, name := range names {
		if name == "" || strings.HasSuffix(name, resultSuffix) {
			continue
		}
		// HEAD's version, written to a file so that binary content is
		// compared as the working file is
		head := filepath.Join(tmp, fmt.Sprint(i))
		if exp, err := s.git(ctx, "show", "HEAD:"+name); err == nil {
			if err := os.WriteFile(head, exp, 0o600); err != nil {
				return nil, err
			}
		}
		p := filepath.Join(root, filepath.FromSlash(name))
		d, ok, err := fileDiff(name, head, p)
		if err != nil {
			return nil, err
		}
		if ok {
			d.Test, d.Source, d.Path, d.ActualPath, d.ResultPath = name, "git", p, p, p+resultSuffix
			diffs = append(diffs, d)
		}
	}
	sortDiffs(diffs)
	return diffs, nil
}

// Accept implements Source: the working file is already the new golden
// file; accepting stages it (git add), so that the next run compares with
// it once committed.
func (s Git) Accept(d Diff) error {
	if err := removeIfExists(d.ResultPath); err != nil {
		return err
	}
	_, err := s.git(context.Background(), "add", "--", d.Path)
	return err
}
