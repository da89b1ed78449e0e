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
