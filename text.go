package cairn

import (
	"strings"
	"unicode/utf8"
)

// ValidateText reports whether every value, given as field and value pairs,
// is UTF-8 text without NUL characters: what every engine stores unchanged
// (SQLite would keep other bytes, PostgreSQL refuses them, JSON rewrites
// them), so that a record means the same on each and can move between them.
// The error is EINVALID naming the first field at fault.
func ValidateText(fieldValues ...string) error {
	for i := 0; i+1 < len(fieldValues); i += 2 {
		if s := fieldValues[i+1]; !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0 {
			return Invalid(fieldValues[i], "must be UTF-8 text without NUL characters")
		}
	}
	return nil
}

// ValidateID reports whether id, given in field, can name a record. Every
// id may become a path segment of the HTTP API (/v1/corrections/{id},
// /v1/sessions/{session_id}/turns), and "." and ".." cannot: a URL holding
// them is cleaned to another path, so such a record could be written and
// never read. The error is EINVALID naming field; emptiness and length are
// the caller's rules.
func ValidateID(field, id string) error {
	if id == "." || id == ".." {
		return Invalid(field, "%q cannot be an id: no URL can name it (it is a relative path segment)", id)
	}
	return nil
}
