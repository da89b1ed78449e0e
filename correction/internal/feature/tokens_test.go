package feature

import (
	"strings"
	"testing"
)

func TestTokens(t *testing.T) {
	var got []string
	Tokens("No, it's PORT 5433 — port 5433!", func(tok []byte) { got = append(got, string(tok)) })
	want := "u:no b:no_it's u:it's b:it's_port u:port b:port_5433 u:5433 b:5433_port f:no"
	if strings.Join(got, " ") != want {
		t.Fatalf("Tokens = %q\nwant     %q", strings.Join(got, " "), want)
	}
	// Bounded: a long message is read for its first MaxTokenWords words.
	n := 0
	Tokens(strings.Repeat("word ", 10000)+"tail", func([]byte) { n++ })
	if n != 3 { // u:word, b:word_word, f:word
		t.Fatalf("%d tokens of a repeated word, want 3", n)
	}
	n = 0
	var words []string
	for i := 0; i < 100; i++ {
		words = append(words, strings.Repeat("w", i+1))
	}
	Tokens(strings.Join(words, " "), func([]byte) { n++ })
	if n != 2*MaxTokenWords { // 40 words, 39 pairs, the first word
		t.Fatalf("%d tokens, want %d", n, 2*MaxTokenWords)
	}
	Tokens("", func([]byte) { t.Fatal("a token of an empty message") })
}
