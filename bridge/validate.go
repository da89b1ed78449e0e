package bridge

import (
	"time"

	"github.com/cairnhq/cairn"
)

// The checks of input as the HTTP API, the MCP tools and the CLI receive
// it (types and times as text) live here, next to Entry.Validate: callers
// parse with these and only map the errors (the CLI renames fields to its
// flags).

// ParseEntry is the entry that a caller describes by session, text, model
// type and timestamp, before Save stamps its id (and the time when
// timestamp is empty). Errors are EINVALID naming the field: "type"
// (required, see ParseModelType) or "timestamp" (RFC 3339).
func ParseEntry(session, text, typ, timestamp string, meta map[string]any) (*Entry, error) {
	t, err := ParseModelType(typ)
	if err != nil {
		return nil, err
	}
	at, err := ParseTime("timestamp", timestamp)
	if err != nil {
		return nil, err
	}
	return &Entry{SessionID: session, Text: text, Type: t, Timestamp: at, Metadata: meta}, nil
}

// ParseTime parses an RFC 3339 time given as field; "" is the zero time
// (now, for Save). Returns EINVALID naming field otherwise.
func ParseTime(field, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	at, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, cairn.Invalid(field, "must be an RFC 3339 time like 2025-06-01T12:00:00Z, got %q", s)
	}
	return at, nil
}
