package use

import (
	"strings"
	"unicode/utf16"
)

// separator replaces spaces and starts every text, as in SentencePiece.
const separator = '\u2581'

// reservedPieces is the number of leading vocabulary entries (the unknown
// piece, <s>, </s> and three extra ids) that the tokenizer never produces
// by matching; id 0 is the unknown token.
const reservedPieces = 6

// unknownID is the id of the unknown token.
const unknownID = 0

// maxTokenizeRunes bounds the tokenizer's work per text: only the first
// maxTokenizeRunes code points (after normalisation) are segmented. The
// model reads at most MaxTokens tokens, which cover at most 2,048 code
// points (no piece is longer than 16), so the cut is far past anything the
// model reads.
const maxTokenizeRunes = 16384

// trieNode is a node of the vocabulary trie, keyed by code point.
type trieNode struct {
	children map[rune]*trieNode
	id       int32 // vocabulary id of the piece ending here, or -1
}

func newTrieNode() *trieNode { return &trieNode{id: -1} }

// tokenizer is a port of the Universal Sentence Encoder Lite tokenizer of
// @energetic-ai/embeddings 0.2.0 (itself from
// @tensorflow-models/universal-sentence-encoder): SentencePiece unigram
// segmentation by Viterbi search over the vocabulary's piece scores. It
// reproduces that implementation's quirks, which the model's reference
// outputs depend on: symbols are code points; a position that no piece
// starts at becomes the unknown token with score 0; a lattice cell whose
// best score is exactly 0 is always overwritten and ties go to the later
// candidate; the backward pass steps by each piece's UTF-16 length; and
// runs of unknown tokens are merged into one.
type tokenizer struct {
	vocab    []vocabEntry
	stepBack []int // UTF-16 length of each piece, for the backward pass
	root     *trieNode
}

func newTokenizer(vocab []vocabEntry) *tokenizer {
	t := &tokenizer{vocab: vocab, stepBack: make([]int, len(vocab)), root: newTrieNode()}
	for id, e := range vocab {
		t.stepBack[id] = len(utf16.Encode([]rune(e.piece)))
		if id < reservedPieces {
			continue
		}
		node := t.root
		for _, r := range e.piece {
			child := node.children[r]
			if child == nil {
				child = newTrieNode()
				if node.children == nil {
					node.children = make(map[rune]*trieNode)
				}
				node.children[r] = child
			}
			node = child
		}
		if node != t.root {
			node.id = int32(id) // a later duplicate piece wins, as in the reference
		}
	}
	return t
}

// encode returns the vocabulary ids of text. It is safe for concurrent use.
func (t *tokenizer) encode(text string) []int32 {
	normalized := nfkc(text)
	if normalized == "" {
		return nil
	}
	symbols := make([]rune, 0, len(normalized)+1)
	symbols = append(symbols, separator)
	for _, r := range normalized {
		if len(symbols) == maxTokenizeRunes {
			break
		}
		if r == ' ' {
			r = separator
		}
		symbols = append(symbols, r)
	}
	n := len(symbols)

	// Forward pass: best[e] is the best score of a segmentation of
	// symbols[:e] and words[e] the id of its last piece. Candidates ending
	// at e arrive in increasing order of their start, as in the reference.
	best := make([]float64, n+1)
	words := make([]int32, n+1)
	relax := func(start, end int, id int32, score float64) {
		s := score + best[start]
		if best[end] == 0 || s >= best[end] {
			best[end] = s
			words[end] = id
		}
	}
	for i := range n {
		matched := false
		node := t.root.children[symbols[i]]
		for j := i; node != nil; j++ {
			if node.id >= 0 {
				matched = true
				relax(i, j+1, node.id, t.vocab[node.id].score)
			}
			if j+1 >= n {
				break
			}
			node = node.children[symbols[j+1]]
		}
		if !matched {
			relax(i, i+1, unknownID, 0)
		}
	}

	// Backward pass, then merge runs of unknown tokens.
	var reversed []int32
	for end := n; end > 0; end -= t.stepBack[words[end]] {
		reversed = append(reversed, words[end])
	}
	ids := make([]int32, 0, len(reversed))
	for i := len(reversed) - 1; i >= 0; i-- {
		id := reversed[i]
		if id == unknownID && len(ids) > 0 && ids[len(ids)-1] == unknownID {
			continue
		}
		ids = append(ids, id)
	}
	return ids
}

// piecesOf returns the pieces of ids, for messages.
func (t *tokenizer) piecesOf(ids []int32) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = t.vocab[id].piece
	}
	return strings.Join(parts, " ")
}
