package correction

import (
	"strings"

	"github.com/cairnhq/cairn"
)

var categoryNames = [...]string{
	CategoryFactual:    "factual",
	CategoryStyle:      "style",
	CategoryCode:       "code",
	CategoryLogic:      "logic",
	CategoryPreference: "preference",
	CategoryDomain:     "domain",
}

// Categories lists every category in the seed's order.
func Categories() []Category {
	return []Category{CategoryFactual, CategoryStyle, CategoryCode, CategoryLogic, CategoryPreference, CategoryDomain}
}

// Valid reports whether c is one of the defined categories.
func (c Category) Valid() bool { return c >= 0 && int(c) < len(categoryNames) }

// String returns the lower-case name of c ("factual", "style", …).
func (c Category) String() string {
	if !c.Valid() {
		return "unknown"
	}
	return categoryNames[c]
}

// ParseCategory parses a category name, ignoring case and surrounding space.
// Returns EINVALID naming the field "category" for an unknown name.
func ParseCategory(s string) (Category, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, name := range categoryNames {
		if s == name {
			return Category(i), nil
		}
	}
	return 0, cairn.Invalid("category", "unknown category %q (want one of factual, style, code, logic, preference, domain)", s)
}

// MarshalText encodes c as its name, so JSON carries "factual", not 0.
func (c Category) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, cairn.Invalid("category", "unknown category %d", int(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes a category name.
func (c *Category) UnmarshalText(b []byte) error {
	v, err := ParseCategory(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
