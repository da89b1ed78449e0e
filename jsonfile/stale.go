package jsonfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// StaleTemp is the age from which a temporary file beside the cache is
// taken as left by a writer that died: a write takes well under a second
// per 50 MB of cache.
const StaleTemp = time.Minute

// sweepEvery is how often a Store looks for stale temporary files.
const sweepEvery = time.Minute

// tempPattern is the name of the temporary file a write renames over path:
// ".ai_cache.json.tmp-<pid>-<random>", pid the writer's process id.
func tempPattern(path string) string {
	return tempPrefix(path) + strconv.Itoa(os.Getpid()) + "-*"
}

func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp-" }

// removeStale removes the temporary files that writers which died before
// their rename left beside the file: those whose writer's process is gone
// (on this machine), and any older than StaleTemp, including those of
// cairn versions that did not name the process. Called with the file lock
// held, when no Store of any process is writing one; a file written without
// the lock (WriteFile, by an export to the same path) is spared while its
// process lives, for StaleTemp. Errors are ignored: the next sweep tries
// again. Returns how many files were removed.
func (s *Store) removeStale() int {
	now := time.Now()
	if !s.swept.IsZero() && now.Sub(s.swept) < sweepEvery {
		return 0
	}
	s.swept = now
	dir, prefix := filepath.Dir(s.Path), tempPrefix(s.Path)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || !e.Type().IsRegular() {
			continue
		}
		stale := false
		if pid, ok := tempPID(name[len(prefix):]); ok && pid != os.Getpid() && !processAlive(pid) {
			stale = true
		} else if fi, err := e.Info(); err == nil && now.Sub(fi.ModTime()) >= StaleTemp {
			stale = true
		}
		if stale && os.Remove(filepath.Join(dir, name)) == nil {
			n++
		}
	}
	if n > 0 {
		s.Logger.Info("removed temporary files of judgment cache writers that died",
			logKeyPath, s.Path, "files", n)
	}
	return n
}

// tempPID reads the process id from the end of a temporary file's name
// ("<pid>-<random>").
func tempPID(rest string) (int, bool) {
	p, _, ok := strings.Cut(rest, "-")
	if !ok {
		return 0, false
	}
	pid, err := strconv.Atoi(p)
	return pid, err == nil && pid > 0
}
