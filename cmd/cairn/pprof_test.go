package main

import (
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

func TestServePprof(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	c := newCLI(t)
	c.env["CAIRN_PPROF_ADDR"] = addr
	_, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "p.db"))
	defer stop()
	resp, err := http.Get("http://" + addr + "/debug/pprof/goroutine?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(b), "goroutine profile") {
		t.Fatalf("GET goroutine profile: %d\n%.300s", resp.StatusCode, b)
	}
}

func TestServePprofRefusesPublicAddress(t *testing.T) {
	c := newCLI(t)
	c.env["CAIRN_PPROF_ADDR"] = "0.0.0.0:0"
	c.fails("pprof_addr", "serve", "--addr", "127.0.0.1:0", "--store", filepath.Join(t.TempDir(), "s.db"))
	c.env["CAIRN_PPROF_ADDR"] = "no-port"
	c.fails("pprof_addr", "serve", "--addr", "127.0.0.1:0", "--store", filepath.Join(t.TempDir(), "s.db"))
}
