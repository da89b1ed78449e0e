package typed

import (
	"testing"
	"time"
	"unicode"
)

// Every white space of Unicode ends a token and is stepped over: an empty
// token once made Lex loop forever on U+00A0 or U+0085.
func TestLexEveryWhiteSpace(t *testing.T) {
	for _, rg := range unicode.White_Space.R16 {
		for r := rg.Lo; r <= rg.Hi; r += rg.Stride {
			s := "a" + string(rune(r)) + "b --x=1" + string(rune(r))
			done := make(chan []Atom, 1)
			go func() { done <- Lex(s) }()
			select {
			case as := <-done:
				for _, a := range as {
					if a.Start < 0 || a.End > len(s) || a.Start > a.End {
						t.Errorf("Lex(%q): atom %+v out of bounds", s, a)
					}
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("Lex(%q) did not return", s)
			}
			if t.Failed() {
				return
			}
		}
	}
}

// FuzzLex checks that Lex returns, with atoms inside the text, on any input.
func FuzzLex(f *testing.F) {
	for _, s := range []string{"x\u00a0y\u2003z\u0085", "`0 */6 * * *`", "f(a, \"b c\") --k=v 10ms", "\u0085"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, a := range Lex(s) {
			if a.Start < 0 || a.End > len(s) || a.Start > a.End {
				t.Fatalf("Lex(%q): atom %+v out of bounds", s, a)
			}
		}
	})
}
