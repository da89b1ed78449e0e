package main

import (
	"bytes"
	"encoding/json"
	"io"
	"sync"
	"time"
)

// stdioDrain lets the answers to requests already read reach the client
// when its input ends: a client that writes its requests and closes stdin
// (echo … | cairn mcp, a script, a test harness) gets every answer. The
// MCP SDK ends the session at EOF and drops answers still being computed,
// so the wrapped reader holds the EOF back until every request read has
// been answered, for at most drainWait.
//
// It counts newline-delimited JSON-RPC messages: a message with an id and
// a method read from stdin is a request; a message with an id and no
// method written to stdout is an answer.
type stdioDrain struct {
	mu              sync.Mutex
	asked, answered int
	in, out         []byte // partial lines
}

// drainWait bounds how long EOF is held back for answers.
const drainWait = time.Minute

func (d *stdioDrain) reader(r io.Reader) io.Reader { return drainReader{d, r} }

func (d *stdioDrain) writer(w io.Writer) io.Writer { return drainWriter{d, w} }

type drainReader struct {
	d *stdioDrain
	r io.Reader
}

func (dr drainReader) Read(p []byte) (int, error) {
	n, err := dr.r.Read(p)
	d := dr.d
	d.mu.Lock()
	d.in = countLines(append(d.in, p[:n]...), func(id, method bool) {
		if id && method {
			d.asked++
		}
	})
	d.mu.Unlock()
	if err == io.EOF {
		deadline := time.Now().Add(drainWait)
		for time.Now().Before(deadline) {
			d.mu.Lock()
			done := d.answered >= d.asked
			d.mu.Unlock()
			if done {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	return n, err
}

type drainWriter struct {
	d *stdioDrain
	w io.Writer
}

func (dw drainWriter) Write(p []byte) (int, error) {
	n, err := dw.w.Write(p)
	d := dw.d
	d.mu.Lock()
	d.out = countLines(append(d.out, p[:n]...), func(id, method bool) {
		if id && !method {
			d.answered++
		}
	})
	d.mu.Unlock()
	return n, err
}

// countLines calls f for each JSON-RPC message of the complete lines of
// buf (an object, or each element of an array) and returns the partial
// line left.
func countLines(buf []byte, f func(id, method bool)) []byte {
	for {
		i := bytes.IndexByte(buf, '\n')
		if i < 0 {
			return buf
		}
		line := bytes.TrimSpace(buf[:i])
		buf = buf[i+1:]
		type msg struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		var one msg
		if json.Unmarshal(line, &one) == nil {
			f(len(one.ID) > 0 && string(one.ID) != "null", one.Method != "")
			continue
		}
		var batch []msg
		if json.Unmarshal(line, &batch) == nil {
			for _, m := range batch {
				f(len(m.ID) > 0 && string(m.ID) != "null", m.Method != "")
			}
		}
	}
}
