package jsonfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/strictjson"
	"github.com/cairnhq/cairn/judgment"
)

// Cache is an ai_cache.json document in memory, for moving judgments
// between stores (cairn judgments import / export).
type Cache struct {
	// Version is the document's cache_version (CacheVersion when written
	// by cairn).
	Version string
	// Judgments in the document's order.
	Judgments []*judgment.Judgment

	// From Store.Export: how each judgment was spelled in the file, and
	// the file's unknown top-level members, written back by Encode and
	// WriteFile.
	spelled map[*judgment.Judgment]*entry
	extra   []member
}

// maxDocument bounds what Decode reads: 1 GiB.
const maxDocument = 1 << 30

// Decode reads an ai_cache.json document. A document that is not one, or a
// judgment that fails Validate, is an EINVALID error naming the file. A
// string holding invalid UTF-8 or a lone UTF-16 surrogate escape is an
// EINVALID error naming its field (e.g. judgments.a#1.change_id).
func Decode(r io.Reader) (*Cache, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxDocument+1))
	if err != nil {
		return nil, cairn.Invalid("file", "read: %v", err)
	}
	if len(data) > maxDocument {
		return nil, cairn.Errorf(cairn.ETOOLARGE, "file: larger than %d bytes", maxDocument)
	}
	// Refuse text encoding/json would rewrite into U+FFFD, naming the
	// field: two change ids must never become one.
	if err := strictjson.Check(data); err != nil {
		return nil, err
	}
	c, err := decode(data)
	if errors.Is(err, errCorrupt) {
		return nil, cairn.Invalid("file", "%v", err)
	} else if err != nil {
		return nil, err
	}
	out := &Cache{Version: c.version, Judgments: make([]*judgment.Judgment, 0, len(c.order))}
	for _, id := range c.order {
		out.Judgments = append(out.Judgments, c.byID[id].j)
	}
	return out, nil
}

// toCache builds the internal document from c; a change id that appears
// twice keeps its first position and its last judgment, as a dict would.
func toCache(c *Cache) *cache {
	doc := newCache()
	if c.Version != "" {
		doc.version = c.Version
	}
	doc.extra = c.extra
	for _, j := range c.Judgments {
		if _, ok := doc.byID[j.ChangeID]; !ok {
			doc.order = append(doc.order, j.ChangeID)
		}
		e := &entry{j: j}
		if was, ok := c.spelled[j]; ok && *was.j == *j {
			e.extra, e.shape, e.ts = was.extra, was.shape, was.ts
		}
		doc.byID[j.ChangeID] = e
	}
	return doc
}

// Export returns the judgments of product ("" for every one) in file order,
// with the file's cache_version. Encode and WriteFile write them back as the
// file spells them (members, their order, null or "", timestamps, unknown
// members: see encode), so that exporting a whole iptax file gives the same
// file; a judgment changed after Export is written as iptax writes one.
func (s *Store) Export(ctx context.Context, product string) (*Cache, error) {
	out := &Cache{spelled: map[*judgment.Judgment]*entry{}}
	err := s.read(ctx, func(c *cache) error {
		out.Version, out.extra = c.version, c.extra
		for _, id := range c.order {
			e := c.byID[id]
			if product != "" && e.j.Product != product {
				continue
			}
			j := e.j.Clone()
			out.Judgments = append(out.Judgments, j)
			out.spelled[j] = &entry{j: e.j.Clone(), extra: e.extra, shape: e.shape, ts: e.ts}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Encode writes c as iptax writes its cache (see encode), and a newline.
func Encode(w io.Writer, c *Cache) error {
	data, err := encode(toCache(c))
	if err != nil {
		return cairn.Internal(fmt.Errorf("jsonfile: encode: %w", err))
	}
	if _, err := w.Write(append(data, '\n')); err != nil {
		return fmt.Errorf("jsonfile: write: %w", err)
	}
	return nil
}

// WriteFile replaces the file at path with c atomically (temporary file,
// fsync, rename), mode 0600, creating its directory (0700) if needed.
func WriteFile(path string, c *Cache) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fileError("create directory", err)
	}
	s := New(path)
	return s.write(toCache(c))
}
