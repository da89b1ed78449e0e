package load

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// requestTimeout bounds one request, as a client timeout would.
const requestTimeout = 30 * time.Second

// Client sends requests to one loopback server over plain HTTP/1.1
// keep-alive connections: each request is written with one system call and
// each answer read by its Content-Length (or chunks), so that the load
// generator, which shares the machine with the server, spends little CPU
// per request. Connections are kept between runs. Safe for concurrent use;
// each connection carries one request at a time.
type Client struct {
	addr string // host:port to dial
	host string // Host header
	base string // path of the target, before each request's
	mu   sync.Mutex
	idle []*conn
}

// NewClient returns a client for target, an http URL on loopback.
func NewClient(target string) (*Client, error) {
	if err := CheckLoopback(target); err != nil {
		return nil, err
	}
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "80")
	}
	return &Client{addr: addr, host: u.Host, base: strings.TrimSuffix(u.EscapedPath(), "/")}, nil
}

// CloseIdleConnections closes the connections no run is using.
func (c *Client) CloseIdleConnections() {
	c.mu.Lock()
	idle := c.idle
	c.idle = nil
	c.mu.Unlock()
	for _, cn := range idle {
		cn.nc.Close()
	}
}

func (c *Client) get() *conn {
	c.mu.Lock()
	defer c.mu.Unlock()
	if n := len(c.idle); n > 0 {
		cn := c.idle[n-1]
		c.idle = c.idle[:n-1]
		return cn
	}
	return nil
}

func (c *Client) put(cn *conn) {
	c.mu.Lock()
	c.idle = append(c.idle, cn)
	c.mu.Unlock()
}

// conn is one keep-alive connection.
type conn struct {
	nc   net.Conn
	r    *bufio.Reader
	used bool // it has answered a request
}

// errClosed is a connection the server closed before answering: on a
// connection that already answered, the request is sent again on a new one
// (the server may close idle connections).
var errClosed = errors.New("connection closed by the server before an answer")

// session is one worker's use of the client: the connection it holds, and
// the request being written.
type session struct {
	c   *Client
	key string
	buf []byte

	mu          sync.Mutex
	cn          *conn
	interrupted bool // the run ended: stop reading, dial no more
}

// newSession starts a worker's session; the connection is dialled, or
// taken from the idle ones, by the first request.
func (c *Client) newSession(key string) *session {
	return &session{c: c, key: key, buf: make([]byte, 0, 1024)}
}

// interrupt makes a request in flight fail at once, when the run ends.
func (s *session) interrupt() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.interrupted = true
	if s.cn != nil {
		s.cn.nc.SetDeadline(time.Unix(1, 0))
	}
}

// end gives a healthy connection back to the client.
func (s *session) end() {
	s.mu.Lock()
	cn := s.cn
	s.cn = nil
	s.mu.Unlock()
	if cn != nil {
		s.c.put(cn)
	}
}

// drop closes the session's connection after an error; the next request
// dials a new one.
func (s *session) drop() {
	s.mu.Lock()
	cn := s.cn
	s.cn = nil
	s.mu.Unlock()
	if cn != nil {
		cn.nc.Close()
	}
}

func (s *session) conn() (*conn, error) {
	s.mu.Lock()
	cn, stopped := s.cn, s.interrupted
	s.mu.Unlock()
	if cn != nil {
		return cn, nil
	}
	if stopped {
		return nil, context.Canceled
	}
	if cn = s.c.get(); cn == nil {
		nc, err := net.DialTimeout("tcp", s.c.addr, 5*time.Second)
		if err != nil {
			return nil, err
		}
		// A history answer (tens of kB) in one or two reads.
		cn = &conn{nc: nc, r: bufio.NewReaderSize(nc, 64<<10)}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.interrupted {
		cn.nc.Close()
		return nil, context.Canceled
	}
	s.cn = cn
	return cn, nil
}

// do sends r and reads the whole answer so the connection can be reused;
// a non-2xx status is an error carrying the start of the body. After an
// error the connection is closed.
func (s *session) do(r Request) error {
	for attempt := 0; ; attempt++ {
		cn, err := s.conn()
		if err != nil {
			return err
		}
		status, body, keep, err := s.roundTrip(cn, r)
		if err != nil || !keep {
			s.drop()
		}
		if err != nil {
			if cn.used && attempt == 0 && errors.Is(err, errClosed) {
				continue
			}
			return err
		}
		cn.used = true
		if status/100 != 2 {
			return fmt.Errorf("status %d: %s", status, bytes.TrimSpace(body))
		}
		return nil
	}
}

func (s *session) roundTrip(cn *conn, r Request) (status int, errBody []byte, keep bool, err error) {
	b := append(s.buf[:0], r.Method...)
	b = append(b, ' ')
	b = append(b, s.c.base...)
	b = append(b, r.Path...)
	b = append(b, " HTTP/1.1\r\nHost: "...)
	b = append(b, s.c.host...)
	b = append(b, "\r\nUser-Agent: cairn-load\r\n"...)
	if s.key != "" {
		b = append(b, "Authorization: Bearer "...)
		b = append(b, s.key...)
		b = append(b, "\r\n"...)
	}
	if r.Body != nil {
		b = append(b, "Content-Type: application/json\r\nContent-Length: "...)
		b = strconv.AppendInt(b, int64(len(r.Body)), 10)
		b = append(b, "\r\n"...)
	}
	b = append(b, "\r\n"...)
	b = append(b, r.Body...)
	s.buf = b
	if err := cn.nc.SetDeadline(time.Now().Add(requestTimeout)); err != nil {
		return 0, nil, false, err
	}
	if _, err := cn.nc.Write(b); err != nil {
		if errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ECONNRESET) {
			err = fmt.Errorf("%w: %v", errClosed, err)
		}
		return 0, nil, false, err
	}
	// A connection the server closed shows as the end of the stream (or a
	// reset) before the first byte of the answer.
	if _, err := cn.r.Peek(1); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET) {
			err = fmt.Errorf("%w: %v", errClosed, err)
		}
		return 0, nil, false, err
	}
	return readResponse(cn.r, r.Method == "HEAD")
}

var errMalformed = errors.New("malformed HTTP response")

// readResponse reads one HTTP/1.1 response from r: its status, up to 300
// bytes of the body of a non-2xx answer, and whether the connection can
// carry another request.
func readResponse(r *bufio.Reader, head bool) (status int, errBody []byte, keep bool, err error) {
	for {
		line, err := readLine(r)
		if err != nil {
			return 0, nil, false, err
		}
		// HTTP/1.1 200 OK
		if len(line) < 12 || !bytes.HasPrefix(line, []byte("HTTP/1.")) || line[8] != ' ' {
			return 0, nil, false, fmt.Errorf("%w: status line %q", errMalformed, line)
		}
		status, err = strconv.Atoi(string(line[9:12]))
		if err != nil || status < 100 {
			return 0, nil, false, fmt.Errorf("%w: status line %q", errMalformed, line)
		}
		keep = line[7] == '1' // HTTP/1.0 closes by default
		length, chunked := int64(-1), false
		for {
			h, err := readLine(r)
			if err != nil {
				return 0, nil, false, err
			}
			if len(h) == 0 {
				break
			}
			name, value, ok := bytes.Cut(h, []byte(":"))
			if !ok {
				return 0, nil, false, fmt.Errorf("%w: header %q", errMalformed, h)
			}
			value = bytes.TrimSpace(value)
			switch {
			case equalFold(name, "Content-Length"):
				n, err := strconv.ParseInt(string(value), 10, 64)
				if err != nil || n < 0 {
					return 0, nil, false, fmt.Errorf("%w: Content-Length %q", errMalformed, value)
				}
				length = n
			case equalFold(name, "Transfer-Encoding"):
				chunked = equalFold(value, "chunked")
			case equalFold(name, "Connection"):
				if equalFold(value, "close") {
					keep = false
				} else if equalFold(value, "keep-alive") {
					keep = true
				}
			}
		}
		if status < 200 {
			continue // an interim answer: the real one follows
		}
		var body bodySink
		if status/100 != 2 {
			body.keep = 300
		}
		switch {
		case head || status == 204 || status == 304:
		case chunked:
			err = readChunked(r, &body)
		case length >= 0:
			err = eof(body.copyN(r, length))
		default: // the body ends with the connection
			err = body.copyN(r, 1<<62)
			if err == io.EOF {
				err = nil
			}
			keep = false
		}
		if err != nil {
			return 0, nil, false, err
		}
		return status, body.b, keep, nil
	}
}

// bodySink discards a body, keeping its first bytes when asked.
type bodySink struct {
	keep int
	b    []byte
}

// copyN reads n bytes of body from r; io.EOF when r ends first.
func (s *bodySink) copyN(r *bufio.Reader, n int64) error {
	for n > 0 {
		if s.keep > len(s.b) {
			p, err := r.Peek(int(min(int64(s.keep-len(s.b)), n, int64(r.Size()))))
			if len(p) == 0 && err != nil {
				return err
			}
			s.b = append(s.b, p...)
			r.Discard(len(p))
			n -= int64(len(p))
			continue
		}
		d, err := r.Discard(int(min(n, 1<<30)))
		n -= int64(d)
		if err != nil {
			return err
		}
	}
	return nil
}

// eof turns the end of the stream in the middle of an answer into
// io.ErrUnexpectedEOF.
func eof(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

func readChunked(r *bufio.Reader, body *bodySink) error {
	for {
		line, err := readLine(r)
		if err != nil {
			return err
		}
		if i := bytes.IndexByte(line, ';'); i >= 0 {
			line = line[:i]
		}
		n, err := strconv.ParseInt(string(bytes.TrimSpace(line)), 16, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("%w: chunk size %q", errMalformed, line)
		}
		if n == 0 {
			for { // trailers, up to the empty line
				t, err := readLine(r)
				if err != nil {
					return err
				}
				if len(t) == 0 {
					return nil
				}
			}
		}
		if err := body.copyN(r, n); err != nil {
			return eof(err)
		}
		if crlf, err := readLine(r); err != nil || len(crlf) != 0 {
			return fmt.Errorf("%w: chunk not followed by CRLF", errMalformed)
		}
	}
}

// readLine returns the next line without its CRLF; it is valid until the
// next read.
func readLine(r *bufio.Reader) ([]byte, error) {
	line, err := r.ReadSlice('\n')
	if err != nil {
		if errors.Is(err, bufio.ErrBufferFull) {
			return nil, fmt.Errorf("%w: line longer than %d bytes", errMalformed, r.Size())
		}
		return nil, eof(err)
	}
	line = line[:len(line)-1]
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	return line, nil
}

// equalFold compares an ASCII header name or token without case.
func equalFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range len(b) {
		x, y := b[i], s[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
