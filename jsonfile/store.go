package jsonfile

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

// Log keys.
const (
	logKeyPath   = "path"
	logKeyBackup = "backup"
	logKeyError  = "error"
)

// Compile-time interface checks.
var (
	_ judgment.Store      = (*Store)(nil)
	_ judgment.BatchAdder = (*Store)(nil)
)

// DefaultPath returns upstream's cache location inside cacheDir, the user's
// cache directory (such as os.UserCacheDir returns, usually ~/.cache):
// cacheDir/iptax/ai_cache.json.
func DefaultPath(cacheDir string) string {
	return filepath.Join(cacheDir, "iptax", "ai_cache.json")
}

// Store is a judgment.Store kept in one ai_cache.json file, upstream's
// format, so that an existing iptax cache is used in place. It serves one
// tenant, cairn.DefaultTenant.
//
// Every change is a read-modify-write of the whole file under an exclusive
// lock on the sidecar file Path+".lock" (flock on Unix): the file is read
// again under the lock (and parsed again unless its bytes are the ones this
// Store last saw), so that changes made by other processes, or other Stores
// on the same path, are never lost. The new content is written to a
// temporary file in the same directory, synced and renamed over the old one,
// so readers never see a partial file and need no lock. The temporary
// files of writers that died before their rename are removed by the next
// Store that takes the lock (Open, and every change at most once a minute):
// those whose process is gone, and any older than StaleTemp.
//
// A file that is not an ai_cache.json document is copied beside itself to
// Path+".corrupt-<UTC time>", a warning naming the copy is logged, and the
// store starts empty; the next change replaces the file.
//
// Create a Store with New, set its fields, call Open, and Close it when done.
// A Store is safe for concurrent use.
type Store struct {
	// Path is the ai_cache.json file. Its directory is created (mode 0700)
	// by Open if missing; the file is created (mode 0600) by the first
	// change.
	Path string
	// Logger receives the corrupt-file warnings; nil discards them.
	Logger *slog.Logger
	// Now names corrupt-file backups; nil means time.Now.
	Now cairn.Clock
	// LargeFile is the file size from which Open logs a warning that the
	// format does not suit a cache this big; 0 means LargeFileBytes, a
	// negative size never warns.
	LargeFile int64

	mu     sync.Mutex
	lock   *os.File // Path+".lock", open while the Store is
	cached *cache   // the file's content as last read or written
	stamp  fileStamp
	sum    [sha256.Size]byte // SHA-256 of the bytes cached was read from or written as

	// swept is when removeStale last looked for temporary files.
	swept time.Time

	// The corrupt file this Store last backed up, not to copy it twice.
	corruptStamp fileStamp
	corruptSum   [sha256.Size]byte
}

// fileStamp identifies one version of the file: a rename gives a new inode
// and every write a new size or modification time.
type fileStamp struct {
	dev, ino     uint64
	size         int64
	mtime, ctime int64
}

// New returns a Store for the file at path.
func New(path string) *Store {
	return &Store{Path: path}
}

// Open creates the file's directory if needed, opens the lock file and reads
// the cache once (reporting a corrupt one). Returns EINVALID "path" for an
// empty Path.
func (s *Store) Open() error {
	if s.Path == "" {
		return cairn.Invalid("path", "is required")
	}
	if s.Logger == nil {
		s.Logger = slog.New(slog.DiscardHandler)
	}
	if err := os.MkdirAll(filepath.Dir(s.Path), 0o700); err != nil {
		return fileError("create directory", err)
	}
	lock, err := os.OpenFile(s.Path+".lock", os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return fileError("open lock file", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lock = lock
	if ok, err := tryLock(lock); err == nil && ok {
		s.removeStale()
		_ = unlock(lock)
	}
	c, err := s.load(false)
	if err != nil {
		s.lock = nil
		_ = lock.Close()
		return err
	}
	large := s.LargeFile
	if large == 0 {
		large = LargeFileBytes
	}
	if fi, err := os.Stat(s.Path); err == nil && large > 0 && fi.Size() >= large {
		s.Logger.Warn("judgment cache file is large: every change rewrites it whole; "+
			"for this size import it into SQLite or PostgreSQL with `cairn judgments import`",
			logKeyPath, s.Path, "bytes", fi.Size(), "judgments", len(c.order))
	}
	return nil
}

// LargeFileBytes is the file size from which Open warns that the file
// format does not suit the cache: reads are fast at any size (see the
// README), but each change rewrites the whole file, about half a second
// per 50 MB (some 100,000 judgments).
const LargeFileBytes = 64 << 20

// Close releases the lock file. The Store must not be used afterwards.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lock == nil {
		return nil
	}
	err := s.lock.Close()
	s.lock, s.cached = nil, nil
	if err != nil {
		return fileError("close lock file", err)
	}
	return nil
}

// CacheVersion returns the file's cache_version: CacheVersion for a new
// file, or whatever version an existing file has.
func (s *Store) CacheVersion(ctx context.Context) (string, error) {
	var v string
	err := s.read(ctx, func(c *cache) error { v = c.version; return nil })
	return v, err
}

// Add implements judgment.Store.
func (s *Store) Add(ctx context.Context, j *judgment.Judgment) (bool, error) {
	if err := j.Validate(); err != nil {
		return false, err
	}
	var stored bool
	err := s.update(ctx, func(c *cache) bool {
		stored = c.add(j)
		return stored
	})
	if err != nil {
		return false, err
	}
	return stored, nil
}

// AddBatch implements judgment.BatchAdder: every judgment is validated
// first (EINVALID, nothing written), then all are applied in order under one
// lock and written once.
func (s *Store) AddBatch(ctx context.Context, js []*judgment.Judgment) (int, error) {
	for _, j := range js {
		if err := j.Validate(); err != nil {
			return 0, err
		}
	}
	if len(js) == 0 {
		return 0, nil
	}
	n := 0
	err := s.update(ctx, func(c *cache) bool {
		for _, j := range js {
			if c.add(j) {
				n++
			}
		}
		return n > 0
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// SetUserDecision implements judgment.Store.
func (s *Store) SetUserDecision(ctx context.Context, changeID string, d judgment.Decision, reasoning string) error {
	if err := judgment.ValidateOverride(d, reasoning); err != nil {
		return err
	}
	found := false
	err := s.update(ctx, func(c *cache) bool {
		e, ok := c.byID[changeID]
		if !ok {
			return false
		}
		found = true
		j := e.j.Clone()
		j.UserDecision, j.UserReasoning = d, reasoning
		e.j = j
		return true
	})
	if err != nil {
		return err
	}
	if !found {
		return cairn.NotFound("judgment", changeID)
	}
	return nil
}

// Get implements judgment.Store.
func (s *Store) Get(ctx context.Context, changeID string) (*judgment.Judgment, error) {
	var j *judgment.Judgment
	err := s.read(ctx, func(c *cache) error {
		e, ok := c.byID[changeID]
		if !ok {
			return cairn.NotFound("judgment", changeID)
		}
		j = e.j.Clone()
		return nil
	})
	return j, err
}

// ClearProduct implements judgment.Store. The file is written only when
// something was deleted.
func (s *Store) ClearProduct(ctx context.Context, product string) (int, error) {
	n := 0
	err := s.update(ctx, func(c *cache) bool {
		c.order = slices.DeleteFunc(c.order, func(id string) bool {
			if c.byID[id].j.Product != product {
				return false
			}
			delete(c.byID, id)
			n++
			return true
		})
		return n > 0
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// Stats implements judgment.Store. Statistics are computed once per
// product and version of the file.
func (s *Store) Stats(ctx context.Context, product string) (judgment.Stats, error) {
	var st judgment.Stats
	err := s.read(ctx, func(c *cache) error {
		st = c.index().stats(c, product)
		return nil
	})
	return st, err
}

// Newest implements judgment.Store. The first call after the file was read
// or changed sorts every product's pools once (what the seed does on every
// call); later calls take the newest from them.
func (s *Store) Newest(ctx context.Context, product string, corrected bool, limit int) ([]*judgment.Judgment, error) {
	out := []*judgment.Judgment{}
	if limit <= 0 {
		return out, nil
	}
	err := s.read(ctx, func(c *cache) error {
		pool := c.index().pools[poolKey{product, corrected}]
		for _, r := range pool[:min(limit, len(pool))] {
			out = append(out, r.j.Clone())
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Each implements judgment.Store. fn sees a snapshot: it may call the Store.
func (s *Store) Each(ctx context.Context, product string, fn func(*judgment.Judgment) error) error {
	var js []*judgment.Judgment
	err := s.read(ctx, func(c *cache) error {
		for _, id := range c.order {
			if j := c.byID[id].j; product == "" || j.Product == product {
				js = append(js, j.Clone())
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, j := range js {
		if err := fn(j); err != nil {
			return err
		}
	}
	return nil
}

// add applies judgment's add rule to c, keeping the position of a replaced
// id, and reports whether j was stored.
func (c *cache) add(j *judgment.Judgment) bool {
	old, ok := c.byID[j.ChangeID]
	if ok && !judgment.ShouldReplace(old.j, j) {
		return false
	}
	if !ok {
		c.order = append(c.order, j.ChangeID)
	}
	// Unknown members belonged to the replaced judgment: drop them. The
	// timestamp is kept to the microsecond, all Python's datetime holds, so
	// that the file has what iptax would write.
	k := j.Clone()
	k.Timestamp = k.Timestamp.Truncate(time.Microsecond)
	c.byID[j.ChangeID] = &entry{j: k}
	return true
}

// read calls fn with the file's current content, read again only when the
// file changed since it was last read or written. It takes no file lock:
// writers replace the file by renaming, so it is always whole.
func (s *Store) read(ctx context.Context, fn func(*cache) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.load(false)
	if err != nil {
		return err
	}
	return fn(c)
}

// update takes the file lock, reads the file again, applies change and, when
// change reports a change, writes the file.
func (s *Store) update(ctx context.Context, change func(*cache) bool) (err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lock == nil {
		return cairn.Errorf(cairn.EINTERNAL, "jsonfile: store is not open")
	}
	if err := s.lockFile(ctx); err != nil {
		return err
	}
	defer func() {
		if uerr := unlock(s.lock); uerr != nil && err == nil {
			err = fileError("unlock", uerr)
		}
	}()
	s.removeStale()
	c, err := s.load(true)
	if err != nil {
		return err
	}
	if !change(c) {
		return nil
	}
	c.idx = nil // c changed
	if err := s.write(c); err != nil {
		s.cached = nil // the content in memory is not the file's
		return err
	}
	return nil
}

// lockWait is the longest pause between attempts to take the file lock.
const lockWait = 20 * time.Millisecond

// lockFile takes the exclusive lock on the lock file, waiting for other
// processes until ctx is done.
func (s *Store) lockFile(ctx context.Context) error {
	wait := time.Millisecond
	for {
		ok, err := tryLock(s.lock)
		if err != nil {
			return fileError("lock", err)
		}
		if ok {
			return nil
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("jsonfile: wait for lock: %w", ctx.Err())
		case <-t.C:
		}
		wait = min(2*wait, lockWait)
	}
}

// load returns the file's content. Unless force is set it reuses the content
// last read or written while the file has the same stamp, without reading
// it. With force it reads the file and parses it unless its bytes are those
// last parsed or written (same SHA-256). A missing file is an empty cache; a
// corrupt one is backed up (once) and read as empty.
func (s *Store) load(force bool) (*cache, error) {
	f, err := os.Open(s.Path)
	if errors.Is(err, fs.ErrNotExist) {
		s.cached, s.stamp, s.sum = newCache(), fileStamp{}, [sha256.Size]byte{}
		return s.cached, nil
	}
	if err != nil {
		return nil, fileError("open", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fileError("stat", err)
	}
	st := stampOf(fi)
	if !force && s.cached != nil && st == s.stamp && st != (fileStamp{}) {
		return s.cached, nil
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, fileError("read", err)
	}
	sum := sha256.Sum256(data)
	if s.cached != nil && sum == s.sum {
		// The very bytes already parsed: no need to decode them again.
		s.stamp = st
		return s.cached, nil
	}
	c, err := decode(data)
	if err != nil {
		if st != s.corruptStamp || sum != s.corruptSum {
			backup, berr := s.backup(data)
			if berr != nil {
				return nil, berr
			}
			s.Logger.Warn("judgment cache file is corrupt: copied aside, starting empty",
				logKeyPath, s.Path, logKeyBackup, backup, logKeyError, err.Error())
			s.corruptStamp, s.corruptSum = st, sum
		}
		c = newCache()
	}
	s.cached, s.stamp, s.sum = c, st, sum
	return c, nil
}

// backup copies the corrupt content data beside the file and returns the
// copy's path.
func (s *Store) backup(data []byte) (string, error) {
	base := s.Path + ".corrupt-" + s.Now.NowUTC().Format("20060102T150405.000000000Z")
	for i := 0; ; i++ {
		name := base
		if i > 0 {
			name = fmt.Sprintf("%s-%d", base, i)
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fileError("back up corrupt file", err)
		}
		_, werr := f.Write(data)
		serr := f.Sync()
		cerr := f.Close()
		if err := errors.Join(werr, serr, cerr); err != nil {
			return "", fileError("back up corrupt file", err)
		}
		return name, nil
	}
}

// write replaces the file with c atomically and durably: a temporary file
// in the same directory (mode 0600), fsync, rename, fsync of the directory.
func (s *Store) write(c *cache) error {
	data, err := encode(c)
	if err != nil {
		return cairn.Internal(fmt.Errorf("jsonfile: encode: %w", err))
	}
	dir := filepath.Dir(s.Path)
	tmp, err := os.CreateTemp(dir, tempPattern(s.Path))
	if err != nil {
		return fileError("create temporary file", err)
	}
	done := false
	defer func() {
		if !done {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(0o600); err != nil {
		return fileError("chmod temporary file", err)
	}
	if _, err := io.Copy(tmp, bytes.NewReader(data)); err != nil {
		return fileError("write", err)
	}
	if err := tmp.Sync(); err != nil {
		return fileError("sync", err)
	}
	if err := tmp.Close(); err != nil {
		return fileError("close", err)
	}
	if err := os.Rename(tmp.Name(), s.Path); err != nil {
		return fileError("rename", err)
	}
	done = true
	if err := syncDir(dir); err != nil {
		return fileError("sync directory", err)
	}
	fi, err := os.Stat(s.Path)
	if err != nil {
		return fileError("stat", err)
	}
	s.cached, s.stamp, s.sum = c, stampOf(fi), sha256.Sum256(data)
	return nil
}

// fileError translates a file system error into an EINTERNAL cairn error
// naming the operation.
func fileError(op string, err error) error {
	return &cairn.Error{Code: cairn.EINTERNAL, Message: "judgment cache file: " + op + " failed", Err: err}
}
