//go:build unix

package jsonfile_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

// TestLockWaitCanceled holds the lock file as another process would and
// shows that a change waits for it until its context is done, and writes
// nothing.
func TestLockWaitCanceled(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	s := MustOpen(t, path)
	lock, err := os.OpenFile(path+".lock", os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = s.Add(ctx, jj("a", "P", judgment.Include, "", t0))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Add while another holds the lock=%v, want context.Canceled", err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	if got := allIDs(t, s); len(got) != 0 {
		t.Fatalf("a canceled Add wrote %q", got)
	}
	mustAdd(t, s, jj("a", "P", judgment.Include, "", t0))
}

// deadPID returns the process id of a process that has exited.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skipf("cannot run true: %v", err)
	}
	return cmd.Process.Pid
}

// TestRemovesStaleTempFiles leaves the temporary files writers leave when
// they die before their rename, and shows that the next Store to take the
// lock removes those of dead processes and those older than a minute, and
// nothing else.
func TestRemovesStaleTempFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ai_cache.json")
	old := time.Now().Add(-2 * jsonfile.StaleTemp)
	dead, live := deadPID(t), os.Getppid()
	files := []struct {
		name  string
		old   bool
		stays bool
	}{
		{fmt.Sprintf(".ai_cache.json.tmp-%d-123", dead), false, false},   // its writer is gone
		{fmt.Sprintf(".ai_cache.json.tmp-%d-456", live), false, true},    // its writer may still rename it
		{fmt.Sprintf(".ai_cache.json.tmp-%d-789", live), true, false},    // too old
		{".ai_cache.json.tmp-2739104", false, true},                      // an older cairn's name: by age only
		{".ai_cache.json.tmp-2739105", true, false},                      // too old
		{fmt.Sprintf(".other.json.tmp-%d-1", dead), true, true},          // another file's
		{"ai_cache.json.corrupt-20240101T000000.000000000Z", true, true}, // a backup
	}
	write := func() {
		for _, f := range files {
			p := filepath.Join(dir, f.name)
			if err := os.WriteFile(p, []byte("{}"), 0o600); err != nil {
				t.Fatal(err)
			}
			if f.old {
				if err := os.Chtimes(p, old, old); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	check := func(when string) {
		t.Helper()
		for _, f := range files {
			_, err := os.Stat(filepath.Join(dir, f.name))
			if exists := err == nil; exists != f.stays {
				t.Errorf("%s: %s exists=%v, want %v", when, f.name, exists, f.stays)
			}
		}
	}

	write()
	s := MustOpen(t, path)
	check("after Open")

	// Open cannot sweep while another holds the lock; the next change does.
	s.Close()
	write()
	lock, err := os.OpenFile(path+".lock", os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	s = MustOpen(t, path)
	if _, err := os.Stat(filepath.Join(dir, files[0].name)); err != nil {
		t.Fatalf("Open swept while another process held the lock: %v", err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	mustAdd(t, s, jj("a", "P", judgment.Include, "", t0))
	check("after a change")
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), fmt.Sprintf(".ai_cache.json.tmp-%d-", os.Getpid())) {
			t.Errorf("a write left its temporary file %s", e.Name())
		}
	}
}
