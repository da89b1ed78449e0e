package testenv

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// RedisServer is a redis-server of the test's own on a free loopback port,
// for tests that stop and restart Redis (never stop the shared one). It
// keeps nothing on disk.
type RedisServer struct {
	tb   testing.TB
	bin  string
	port int
	dir  string

	mu     sync.Mutex
	cmd    *exec.Cmd
	exited chan struct{}
}

// StartRedisServer starts a redis-server and stops it at the end of the
// test. Without the redis-server binary the test skips, except under
// CI=true, where it fails.
func StartRedisServer(tb testing.TB) *RedisServer {
	tb.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatal("redis-server not found: CI needs it to test Redis outages")
		}
		tb.Skip("redis-server not found on PATH: install Redis to test Redis outages")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	r := &RedisServer{tb: tb, bin: bin, port: port, dir: tb.TempDir()}
	r.Start()
	tb.Cleanup(r.Stop)
	return r
}

// URL is the server's redis:// URL, database 0.
func (r *RedisServer) URL() string {
	return fmt.Sprintf("redis://127.0.0.1:%d/0", r.port)
}

// Addr is the server's host:port.
func (r *RedisServer) Addr() string { return "127.0.0.1:" + strconv.Itoa(r.port) }

// Start starts the server on its port (again, after Stop) and returns once
// it answers PING.
func (r *RedisServer) Start() {
	r.tb.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cmd != nil {
		return
	}
	cmd := exec.Command(r.bin, "--port", strconv.Itoa(r.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", r.dir, "--protected-mode", "no")
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		r.tb.Fatalf("start redis-server: %v", err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	deadline := time.Now().Add(30 * time.Second)
	for !r.answers() {
		select {
		case <-exited:
			r.tb.Fatalf("redis-server on port %d exited: %s", r.port, out.String())
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			<-exited
			r.tb.Fatalf("redis-server on port %d did not answer within 30s: %s", r.port, out.String())
		}
	}
	r.cmd = cmd
	r.exited = exited
}

// Stop kills the server at once, as a crash would (no save, connections
// cut), and waits until it is gone. Stopping a stopped server does nothing.
func (r *RedisServer) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cmd == nil {
		return
	}
	_ = r.cmd.Process.Kill()
	<-r.exited
	r.cmd, r.exited = nil, nil
}

// answers reports whether the server replies +PONG to PING.
func (r *RedisServer) answers() bool {
	c, err := net.DialTimeout("tcp", r.Addr(), time.Second)
	if err != nil {
		return false
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(time.Second))
	if _, err := c.Write([]byte("PING\r\n")); err != nil {
		return false
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	return err == nil && strings.HasPrefix(line, "+PONG")
}
