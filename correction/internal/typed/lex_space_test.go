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

// FuzzPairs checks that Pairs returns, with each pair's span inside the
// output and its wrong text the output's own, on any message and output,
// including invalid UTF-8 and letters whose lower case is longer.
func FuzzPairs(f *testing.F) {
	for _, s := range [][2]string{
		{"LOG_LEVEL should be warn", "LOG_LEVEL=DEBUG"},
		{"\xff\xff", "\xff=abcdefg"},
		{"Ⱥ should be 5", "Ⱥ: 3"},
		{"İZMİR_HOST should be İzmir-2, not İzmir-1", "set İZMİR_HOST=İzmir-1 and KELVIN=3K"},
		{"use --max-retries 5", "run it with --max-retries 3"},
		{"it's `getUser(id)`, not fetchUser", "call `fetchUser(id)`"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, msg, prev string) {
		for _, p := range Pairs(msg, prev) {
			if p.Start < 0 || p.End > len(prev) || p.Start > p.End {
				t.Fatalf("Pairs(%q, %q): pair %+v out of bounds", msg, prev, p)
			}
		}
	})
}
