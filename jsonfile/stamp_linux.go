package jsonfile

import (
	"io/fs"
	"syscall"
)

func stampOf(fi fs.FileInfo) fileStamp {
	st := fileStamp{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	if sys, ok := fi.Sys().(*syscall.Stat_t); ok {
		st.dev, st.ino = sys.Dev, sys.Ino
		st.ctime = sys.Ctim.Nano()
	}
	return st
}
