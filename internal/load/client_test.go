package load

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

func TestReadResponse(t *testing.T) {
	tests := []struct {
		name, in string
		head     bool
		status   int
		body     string // kept: non-2xx only
		keep     bool
		rest     string // what the reader still holds
	}{
		{"length", "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Type: application/json\r\n\r\nhelloNEXT", false, 200, "", true, "NEXT"},
		{"header case", "HTTP/1.1 200 OK\r\ncontent-length:3\r\n\r\nabcNEXT", false, 200, "", true, "NEXT"},
		{"error body kept", "HTTP/1.1 400 Bad Request\r\nContent-Length: 11\r\n\r\n{\"e\":\"bad\"}NEXT", false, 400, `{"e":"bad"}`, true, "NEXT"},
		{"chunked", "HTTP/1.1 500 Internal Server Error\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\n2\r\nde\r\n0\r\nTrailer: 1\r\n\r\nNEXT", false, 500, "abcde", true, "NEXT"},
		{"close", "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", false, 200, "", false, ""},
		{"http/1.0", "HTTP/1.0 200 OK\r\nContent-Length: 1\r\n\r\nx", false, 200, "", false, ""},
		{"until eof", "HTTP/1.1 404 Not Found\r\n\r\nnot here", false, 404, "not here", false, ""},
		{"no content", "HTTP/1.1 204 No Content\r\n\r\nNEXT", false, 204, "", true, "NEXT"},
		{"head", "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nNEXT", true, 200, "", true, "NEXT"},
		{"interim", "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n{}NEXT", false, 201, "", true, "NEXT"},
	}
	for _, tt := range tests {
		r := bufio.NewReaderSize(strings.NewReader(tt.in), 64)
		status, body, keep, err := readResponse(r, tt.head)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		rest, _ := io.ReadAll(r)
		if status != tt.status || string(body) != tt.body || keep != tt.keep || string(rest) != tt.rest {
			t.Errorf("%s: status %d, body %q, keep %v, rest %q; want %d, %q, %v, %q", tt.name, status, body, keep, rest, tt.status, tt.body, tt.keep, tt.rest)
		}
	}
	long := "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 1000\r\n\r\n" + strings.Repeat("x", 1000)
	if _, body, _, err := readResponse(bufio.NewReaderSize(strings.NewReader(long), 64), false); err != nil || len(body) != 300 {
		t.Errorf("long error body: %d bytes kept, %v; want 300", len(body), err)
	}
	for _, bad := range []string{"", "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nabc", "SSH-2.0\r\n\r\n", "HTTP/1.1 2x0 OK\r\n\r\n",
		"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "HTTP/1.1 200 OK\r\nbad header\r\n\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"} {
		if _, _, _, err := readResponse(bufio.NewReaderSize(strings.NewReader(bad), 64), false); err == nil {
			t.Errorf("readResponse(%q) = nil error", bad)
		}
	}
}

// TestClientReconnects checks that a keep-alive connection the server
// closes between requests is not counted as an error: the request goes
// again on a new connection.
func TestClientReconnects(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				r := bufio.NewReader(c)
				for { // read the request head
					line, err := r.ReadString('\n')
					if err != nil {
						return
					}
					if line == "\r\n" {
						break
					}
				}
				// Answer, then close without saying so.
				io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
				time.Sleep(10 * time.Millisecond)
			}()
		}
	}()
	target := "http://" + ln.Addr().String()
	res, err := Run(context.Background(), Options{Target: target, Conns: 1, Duration: 300 * time.Millisecond}, Scenario{Name: "x", Next: func(Cursor) Request {
		return Request{Method: "GET", Path: "/"}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Errors != 0 || res.Requests < 2 {
		t.Fatalf("%d requests, %d errors (%q); want several and none", res.Requests, res.Errors, res.FirstErrors)
	}
}

// TestClientInterrupted checks that the end of a run cuts a request the
// server does not answer, and that the cut request is not counted.
func TestClientInterrupted(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { io.Copy(io.Discard, c); c.Close() }() // never answers
		}
	}()
	start := time.Now()
	res, err := Run(context.Background(), Options{Target: "http://" + ln.Addr().String(), Conns: 2, Duration: 200 * time.Millisecond}, Scenario{Name: "x", Next: func(Cursor) Request {
		return Request{Method: "POST", Path: "/", Body: []byte("{}")}
	}})
	if err != nil {
		t.Fatal(err)
	}
	// Not a speed check: only that the run did not wait for the request
	// timeout (30 s).
	if d := time.Since(start); d >= requestTimeout || res.Requests != 0 || res.Errors != 0 {
		t.Fatalf("after %v: %+v; want the run cut at its end with nothing counted", d, res)
	}
}

func TestReadResponseLongLine(t *testing.T) {
	in := "HTTP/1.1 200 OK\r\nX-Long: " + strings.Repeat("a", 100) + "\r\n\r\n"
	if _, _, _, err := readResponse(bufio.NewReaderSize(strings.NewReader(in), 64), false); !errors.Is(err, errMalformed) {
		t.Fatalf("a header line longer than the buffer: %v, want errMalformed", err)
	}
}
