package review

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"
)

// isBinary reports whether b is not text: a NUL byte in its first 8000
// bytes (as git decides) or invalid UTF-8.
func isBinary(b []byte) bool {
	head := b[:min(len(b), 8000)]
	return bytes.IndexByte(head, 0) >= 0 || !utf8.Valid(b)
}

type fileSum struct {
	sum    string
	size   int64
	binary bool
}

func sumFile(p string) (fileSum, bool, error) {
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return fileSum{}, false, nil
	}
	if err != nil {
		return fileSum{}, false, err
	}
	h := sha256.Sum256(b)
	return fileSum{sum: hex.EncodeToString(h[:]), size: int64(len(b)), binary: isBinary(b)}, true, nil
}

// sumDir returns the files under dir (none when it does not exist) by
// slash-separated relative path.
func sumDir(dir string) (map[string]fileSum, error) {
	out := map[string]fileSum{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == dir {
			return filepath.SkipAll
		}
		if err != nil || e.IsDir() || strings.HasSuffix(p, resultSuffix) {
			return err
		}
		s, ok, err := sumFile(p)
		if err != nil || !ok {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = s
		return nil
	})
	return out, err
}

// compareAssetDirs returns the files of exp and act (two asset
// directories) whose content differs: changed in place, only on one side,
// or renamed with other content. A file renamed with the same content (a
// content-hash name that did not change meaning) is no change. prefix is
// put before each name.
func compareAssetDirs(exp, act, prefix string) ([]Asset, error) {
	e, err := sumDir(exp)
	if err != nil {
		return nil, err
	}
	a, err := sumDir(act)
	if err != nil {
		return nil, err
	}
	eSums, aSums := map[string]bool{}, map[string]bool{}
	for _, s := range e {
		eSums[s.sum] = true
	}
	for _, s := range a {
		aSums[s.sum] = true
	}
	var out []Asset
	for name, es := range e {
		as, ok := a[name]
		switch {
		case ok && as.sum == es.sum:
		case ok:
			out = append(out, Asset{Name: prefix + name, Expected: es.sum, Actual: as.sum, ExpectedSize: es.size, ActualSize: as.size, Binary: es.binary || as.binary})
		case !aSums[es.sum]: // gone, and its content is nowhere in act
			out = append(out, Asset{Name: prefix + name, Expected: es.sum, ExpectedSize: es.size, Binary: es.binary})
		}
	}
	for name, as := range a {
		if _, ok := e[name]; ok || eSums[as.sum] {
			continue
		}
		out = append(out, Asset{Name: prefix + name, Actual: as.sum, ActualSize: as.size, Binary: as.binary})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// binaryText stands for a binary file in a diff's text, so that the rules,
// the model and a person see what it is without its bytes.
func binaryText(s fileSum) string {
	return fmt.Sprintf("[binary file: %d bytes, sha256 %s]\n", s.size, s.sum[:16])
}

// readSide reads one side of a file diff: its text, or binaryText and the
// file's sum for a binary file; ok is false when the file does not exist.
func readSide(p string) (text string, s fileSum, ok bool, err error) {
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return "", fileSum{}, false, nil
	}
	if err != nil {
		return "", fileSum{}, false, err
	}
	h := sha256.Sum256(b)
	s = fileSum{sum: hex.EncodeToString(h[:]), size: int64(len(b)), binary: isBinary(b)}
	if s.binary {
		return binaryText(s), s, true, nil
	}
	return string(b), s, true, nil
}

// fileDiff compares the files exp and act (either may be absent) and
// returns the diff's texts, status and assets; changed is false when they
// are equal.
func fileDiff(name, exp, act string) (d Diff, changed bool, err error) {
	et, es, eok, err := readSide(exp)
	if err != nil {
		return d, false, err
	}
	at, as, aok, err := readSide(act)
	if err != nil {
		return d, false, err
	}
	if eok == aok && es.sum == as.sum {
		return d, false, nil
	}
	d = Diff{Expected: et, Actual: at, Path: exp, ActualPath: act}
	if !eok {
		d.Status = StatusNew
	}
	if es.binary || as.binary {
		d.Assets = []Asset{{Name: name, Expected: es.sum, Actual: as.sum, ExpectedSize: es.size, ActualSize: as.size, Binary: true}}
	}
	return d, true, nil
}

// copyFile copies src over dst (created with its directories), atomically.
func copyFile(src, dst string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return writeFileAtomic(dst, b)
}

// changedAssets returns the assets of d that changed content.
func changedAssets(d Diff) []Asset {
	var out []Asset
	for _, a := range d.Assets {
		if a.Expected != a.Actual {
			out = append(out, a)
		}
	}
	return out
}

// describeAsset says in a few words what changed in a.
func describeAsset(a Asset) string {
	kind := "file"
	if a.Binary {
		kind = "binary file"
	}
	switch {
	case a.Expected == "":
		return fmt.Sprintf("%s: new %s, %d bytes", a.Name, kind, a.ActualSize)
	case a.Actual == "":
		return fmt.Sprintf("%s: %s gone (was %d bytes)", a.Name, kind, a.ExpectedSize)
	}
	return fmt.Sprintf("%s: %s changed content, %d -> %d bytes", a.Name, kind, a.ExpectedSize, a.ActualSize)
}
