//go:build !linux

package jsonfile

import "io/fs"

// stampOf uses the size and modification time only; writes read the file
// again under the lock regardless, so a missed change can only delay what a
// reader sees until the next change.
func stampOf(fi fs.FileInfo) fileStamp {
	return fileStamp{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}
