package http

import (
	"bytes"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"sync"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/httpstatus"
	"github.com/cairnhq/cairn/llm"
)

// ErrorResponse is the body of every error: {"error": {...}}.
type ErrorResponse struct {
	Error ErrorBody `json:"error"`
}

// ErrorBody describes an error to API users.
type ErrorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

// writeError writes err as JSON with the status of its code (the one table
// is internal/httpstatus, shared with the console and the client). Internal
// errors are logged here, once, with their cause; users see a generic
// message.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code, status := cairn.ErrorCode(err), httpstatus.Of(err)
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		code = cairn.ETOOLARGE
		err = cairn.Errorf(cairn.ETOOLARGE, "request body exceeds %d bytes", mbe.Limit)
	}
	if status >= 500 {
		s.Logger.LogAttrs(r.Context(), slog.LevelError, "request failed",
			slog.String(logKeyMethod, r.Method), slog.String(logKeyPath, r.URL.Path), slog.Any(logKeyError, err))
	}
	writeJSON(w, status, ErrorResponse{Error: ErrorBody{
		Code:    code,
		Message: cairn.ErrorMessage(err),
		Field:   cairn.ErrorField(err),
	}})
}

// writeJSON writes v as a JSON response with status. The body is encoded
// into a pooled buffer first and sent with its Content-Length in one write;
// a value that cannot be encoded becomes a 500 instead of a cut body.
func writeJSON(w http.ResponseWriter, status int, v any) {
	b := getBuffer()
	defer putBuffer(b)
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		b.Reset()
		status = http.StatusInternalServerError
		_ = json.NewEncoder(b).Encode(ErrorResponse{Error: ErrorBody{Code: cairn.EINTERNAL, Message: "internal error: the response could not be encoded"}})
	}
	writeBody(w, status, b.Bytes())
}

// writeBody sends a complete JSON body with status.
func writeBody(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// bufferPool holds response buffers; buffers that grew past maxPooled are
// dropped so one large answer does not pin its memory.
var bufferPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

const maxPooled = 1 << 20

func getBuffer() *bytes.Buffer { return bufferPool.Get().(*bytes.Buffer) }

func putBuffer(b *bytes.Buffer) {
	if b.Cap() > maxPooled {
		return
	}
	b.Reset()
	bufferPool.Put(b)
}

// Log keys.
const (
	logKeyMethod   = "method"
	logKeyPath     = "path"
	logKeyError    = llm.LogKeyError // one key for errors in every package
	logKeyAddr     = "addr"
	logKeyTenant   = "tenant"
	logKeyStatus   = "status"
	logKeyDuration = "duration"
	logKeyBytes    = "bytes"
)
