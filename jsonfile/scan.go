package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDepth is encoding/json's limit on nesting.
const maxDepth = 10000

func (p *parser) ws() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) errorf(format string, args ...any) error {
	return corrupt("offset %d: %s", p.pos, fmt.Sprintf(format, args...))
}

func (p *parser) expect(c byte) error {
	if p.pos < len(p.data) && p.data[p.pos] == c {
		p.pos++
		return nil
	}
	if p.pos == len(p.data) {
		return p.errorf("unexpected end of data, expected %q", c)
	}
	return p.errorf("expected %q, found %q", c, p.data[p.pos])
}

// raw reads any value and returns it compact.
func (p *parser) raw() (json.RawMessage, error) {
	start := p.pos
	if err := p.skip(0); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, p.data[start:p.pos]); err != nil {
		return nil, corrupt("%v", err)
	}
	return buf.Bytes(), nil
}

// skip reads over one value, checking its syntax.
func (p *parser) skip(depth int) error {
	if depth > maxDepth {
		return p.errorf("exceeded max depth")
	}
	if p.pos == len(p.data) {
		return p.errorf("unexpected end of data, expected a value")
	}
	switch c := p.data[p.pos]; {
	case c == '"':
		_, err := p.str()
		return err
	case c == '{':
		return p.object(func(string) error { return p.skip(depth + 1) })
	case c == '[':
		p.pos++
		p.ws()
		if p.pos < len(p.data) && p.data[p.pos] == ']' {
			p.pos++
			return nil
		}
		for {
			p.ws()
			if err := p.skip(depth + 1); err != nil {
				return err
			}
			p.ws()
			if p.pos == len(p.data) {
				return p.errorf("unexpected end of data in an array")
			}
			switch p.data[p.pos] {
			case ',':
				p.pos++
			case ']':
				p.pos++
				return nil
			default:
				return p.errorf("expected ',' or ']', found %q", p.data[p.pos])
			}
		}
	case c == 't':
		return p.literal("true")
	case c == 'f':
		return p.literal("false")
	case c == 'n':
		return p.literal("null")
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	default:
		return p.errorf("invalid character %q looking for a value", c)
	}
}

func (p *parser) literal(lit string) error {
	if !bytes.HasPrefix(p.data[p.pos:], []byte(lit)) {
		return p.errorf("invalid literal, expected %s", lit)
	}
	p.pos += len(lit)
	return nil
}

// number reads -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *parser) number() error {
	d := p.data
	i := p.pos
	if i < len(d) && d[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case digits() == 0:
		p.pos = i
		return p.errorf("invalid number")
	}
	if i < len(d) && d[i] == '.' {
		i++
		if digits() == 0 {
			p.pos = i
			return p.errorf("invalid number: no digits after the decimal point")
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if digits() == 0 {
			p.pos = i
			return p.errorf("invalid number: no digits in the exponent")
		}
	}
	p.pos = i
	return nil
}

// str reads a string starting at its opening quote.
func (p *parser) str() (string, error) {
	d := p.data
	i := p.pos + 1
	// Fast path: no escapes.
	for i < len(d) {
		c := d[i]
		if c == '"' {
			s := string(d[p.pos+1 : i])
			p.pos = i + 1
			return s, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 {
			p.pos = i
			return "", p.errorf("invalid control character in a string")
		}
		i++
	}
	b := append([]byte(nil), d[p.pos+1:i]...)
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			p.pos = i + 1
			return string(b), nil
		case c < 0x20:
			p.pos = i
			return "", p.errorf("invalid control character in a string")
		case c != '\\':
			b = append(b, c)
			i++
			continue
		}
		if i+1 >= len(d) {
			break
		}
		switch e := d[i+1]; e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := hex4(d[i+2:])
			if !ok {
				p.pos = i
				return "", p.errorf("invalid \\u escape")
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if r2, ok := hex4(d[min(i+2, len(d)):]); ok && i+1 < len(d) && d[i] == '\\' && d[i+1] == 'u' {
					if dec := utf16.DecodeRune(r, r2); dec != unicode.ReplacementChar {
						b = utf8.AppendRune(b, dec)
						i += 6
						continue
					}
				}
				r = unicode.ReplacementChar
			}
			b = utf8.AppendRune(b, r)
			continue
		default:
			p.pos = i
			return "", p.errorf("invalid escape %q in a string", e)
		}
		i += 2
	}
	p.pos = len(d)
	return "", p.errorf("unexpected end of data in a string")
}

func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
