//go:build unix

package jsonfile_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

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
