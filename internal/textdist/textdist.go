// Package textdist measures how far apart two strings are.
package textdist

// Levenshtein is the edit distance between a and b in bytes: the fewest
// insertions, deletions and substitutions of one byte that turn a into b.
func Levenshtein(a, b string) int {
	return distance(len(a), len(b), func(i, j int) bool { return a[i] == b[j] })
}

// LevenshteinRunes is Levenshtein over runes, for text that is not ASCII.
func LevenshteinRunes(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	return distance(len(ra), len(rb), func(i, j int) bool { return ra[i] == rb[j] })
}

func distance(n, m int, same func(i, j int) bool) int {
	prev := make([]int, m+1)
	cur := make([]int, m+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= n; i++ {
		cur[0] = i
		for j := 1; j <= m; j++ {
			cost := 1
			if same(i-1, j-1) {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[m]
}
