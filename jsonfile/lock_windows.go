//go:build windows

package jsonfile

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// tryLock takes an exclusive lock on f without blocking. It reports false
// when another handle holds the lock.
func tryLock(f *os.File) (bool, error) {
	ol := new(windows.Overlapped)
	err := windows.LockFileEx(windows.Handle(f.Fd()),
		windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, windows.ERROR_LOCK_VIOLATION):
		return false, nil
	}
	return false, err
}

func unlock(f *os.File) error {
	ol := new(windows.Overlapped)
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, ol)
}

// syncDir is a no-op: Windows cannot sync a directory, and MoveFileEx with
// MOVEFILE_REPLACE_EXISTING (os.Rename) is what it offers instead.
func syncDir(string) error { return nil }

// processAlive reports true: temporary files are removed by age alone on
// Windows.
func processAlive(int) bool { return true }
