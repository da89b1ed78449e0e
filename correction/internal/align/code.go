package align

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// span is a byte range of a text with its text.
type span struct {
	Text       string
	Start, End int
}

var (
	closingPunct = newByteSet(".,;:!?")
	codePunct    = newByteSet("()[]{}=<>*'\"`|&")
	numberChars  = newByteSet("0123456789.")
)

var sqlWords = map[string]bool{
	"AND": true, "OR": true, "WHERE": true, "SELECT": true, "FROM": true, "BETWEEN": true,
	"IN": true, "IS": true, "NULL": true, "NOT": true, "ON": true, "JOIN": true, "GROUP": true,
	"ORDER": true, "BY": true, "LIMIT": true, "AS": true, "SET": true, "VALUES": true, "LIKE": true,
}

// codey reports whether a whitespace-separated token of prose looks like
// code.
func codey(t string) bool {
	t = closingPunct.trimRight(t)
	if t == "" || strings.Contains(t, "```") {
		return false // a fence is not code
	}
	if sqlWords[t] {
		return true
	}
	if codePunct.containsAny(t) {
		return true
	}
	switch t {
	case "+", "-", "/", "%", "=>", "->", "!", "?":
		return true
	}
	if numberChars.trim(t) == "" {
		return false // a number or version
	}
	for i := 1; i+1 < len(t); i++ {
		if (t[i] == '.' || t[i] == '_') && alnumAt(t, i-1) && alnumAt(t, i+1) {
			return true
		}
	}
	return false
}

// codeRun returns the longest code fragment of message that is not plain
// prose: a code span, or a run of code-like words ("created_at >= '…' AND
// created_at < '…'").
func codeRun(message string) (span, bool) {
	var best span
	for _, r := range codeRanges(message) {
		t := strings.TrimSpace(message[r[0]:r[1]])
		if len(t) > len(best.Text) && !strings.Contains(t, "\n") {
			off := r[0] + strings.Index(message[r[0]:r[1]], t)
			best = span{t, off, off + len(t)}
		}
	}
	if best.Text != "" {
		return best, true
	}
	type tok struct {
		t          string
		start, end int
	}
	var buf [48]tok // most messages have fewer words
	toks := buf[:0]
	for i := 0; i < len(message); {
		for i < len(message) && (message[i] == ' ' || message[i] == '\t' || message[i] == '\n') {
			i++
		}
		j := i
		for j < len(message) && message[j] != ' ' && message[j] != '\t' && message[j] != '\n' {
			j++
		}
		if j > i {
			toks = append(toks, tok{message[i:j], i, j})
		}
		i = j
	}
	for i := 0; i < len(toks); i++ {
		if !codey(toks[i].t) || (strings.HasSuffix(toks[i].t, ":") && i+1 < len(toks)) {
			continue
		}
		j, last, gap := i, i, 0
		for j+1 < len(toks) {
			j++
			if codey(toks[j].t) {
				last, gap = j, 0
				continue
			}
			gap++
			if gap > 1 || strings.HasSuffix(toks[j-1].t, ".") || strings.HasSuffix(toks[j-1].t, ",") {
				break
			}
			if strings.HasSuffix(toks[j-1].t, ":") && j-1 > i {
				// "X: code" labels the code; the label is not part of it.
				if last == j-1 {
					last = j - 2
				}
				break
			}
		}
		first := i
		switch strings.TrimRight(toks[i].t, ".,;:") {
		case ">=", "<=", "==", "!=", "<", ">", "=", "===", "!==":
			// An operator starts the run: its left operand belongs to it
			// ("day >= ...").
			if i > 0 && !strings.ContainsAny(toks[i-1].t, ".,;:") {
				first = i - 1
			}
		}
		n := last - first + 1
		text := message[toks[first].start:toks[last].end]
		text = strings.TrimRight(text, ".,;:!?")
		if (n >= 3 || strings.Contains(text, "(")) && len(text) > len(best.Text) && !strings.HasSuffix(toks[i].t, ".") {
			best = span{text, toks[first].start, toks[first].start + len(text)}
		}
		i = last
	}
	return best, best.Text != ""
}

// codeAtoms returns the atoms and quoted strings of s (no punctuation).
func codeAtoms(s string, off int) []Value {
	return atomsOf(Values(s), off)
}

// atomsOf returns the atoms and quoted strings of vs, the Values of a text
// that starts at off, with their spans moved by off; vs is not changed.
func atomsOf(vs []Value, off int) []Value {
	var out []Value
	for _, v := range vs {
		switch v.Kind {
		case Call, Pair, Code, Cron:
			continue
		}
		if v.Inner == "part" {
			continue
		}
		v.Start += off
		v.End += off
		out = append(out, v)
	}
	// Drop atoms inside quoted strings: one pass, the values being in
	// order of their start.
	kept := out[:0]
	quoteEnd := -1
	for _, v := range out {
		if v.Kind != Quoted && v.End <= quoteEnd {
			continue
		}
		if v.Kind == Quoted && v.End > quoteEnd {
			quoteEnd = v.End
		}
		kept = append(kept, v)
	}
	return kept
}

// Bounds on alignCode: a fragment of at most maxCodeAtoms atoms is
// compared with the lines of prev of at most maxCodeLine bytes.
const (
	maxCodeAtoms = 64
	maxCodeLine  = 512
)

// alignCode aligns a code fragment of the message with the line of prev it
// rewrites: the stretch from the first to the last atom they share, widened
// over trailing atoms the fragment replaces.
func (c *pairCtx) alignCode(frag span) (Candidate, bool) {
	fa := codeAtoms(frag.Text, 0)
	if len(fa) < 2 || len(fa) > maxCodeAtoms {
		return Candidate{}, false
	}
	best := Candidate{}
	bestN := 0
	for _, line := range lines(c.prev) {
		if len(line.Text) > maxCodeLine {
			continue // not a line of code: prose, or minified
		}
		var la []Value
		if line.Start == 0 && line.End == len(c.prev) {
			la = atomsOf(c.prevValues, 0) // the line is prev, whose values are known
		} else {
			la = codeAtoms(line.Text, line.Start)
		}
		if len(la) < 2 {
			continue
		}
		pairs := lcs(fa, la)
		n := len(pairs)
		if n < 2 || float64(n) < 0.34*float64(len(fa)) || n <= bestN {
			continue
		}
		first, last := pairs[0], pairs[len(pairs)-1]
		// Trailing atoms of the fragment after its last match replace as
		// many atoms of the line, up to the end of the statement.
		endAtom := last[1]
		extra := len(fa) - 1 - last[0]
		for k := 1; k <= extra && endAtom+1 < len(la); k++ {
			// Atoms can overlap: a quoted string may start at the quote
			// that closes another ("x = "a" OR y = "b"").
			if la[endAtom+1].Start < la[endAtom].End {
				break
			}
			between := c.prev[la[endAtom].End:la[endAtom+1].Start]
			if strings.ContainsAny(between, ";\n") {
				break
			}
			endAtom++
		}
		start, end := la[first[1]].Start, la[endAtom].End
		// Close brackets opened inside the stretch.
		end = balance(c.prev, start, end)
		wrong := c.prev[start:end]
		if wrong == frag.Text || strings.Contains(wrong, "\n") {
			continue
		}
		bestN = n
		best = Candidate{Wrong: wrong, Right: frag.Text, Start: start, End: end,
			Score: 0.6 + 0.35*float64(n)/float64(len(fa)), Why: "aligned code"}
	}
	return best, bestN > 0
}

// balance extends end over closing brackets that match brackets opened in
// s[start:end].
func balance(s string, start, end int) int {
	depth := 0
	for i := start; i < end; i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
	}
	for depth > 0 && end < len(s) {
		switch s[end] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '\n':
			return end
		}
		end++
	}
	return end
}

// lines returns the lines of s (code fences excluded) as spans.
func lines(s string) []span {
	var out []span
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '\n' {
			t := s[start:i]
			if strings.TrimSpace(t) != "" && !strings.HasPrefix(strings.TrimSpace(t), "```") {
				out = append(out, span{t, start, i})
			}
			start = i + 1
		}
	}
	return out
}

// lcs returns the index pairs of a longest common subsequence of a and b by
// text.
func lcs(a, b []Value) [][2]int {
	n, m := len(a), len(b)
	dp := make([][]int, n+1)
	for i := range dp {
		dp[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i].Text == b[j].Text {
				dp[i][j] = dp[i+1][j+1] + 1
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i].Text == b[j].Text:
			out = append(out, [2]int{i, j})
			i++
			j++
		case dp[i+1][j] >= dp[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
}

// alignCommands aligns a command line of the message with a command of
// prev that starts with the same program: "npm install lodash" in the
// message for the output's `npm ci lodash`. The message's command must end
// its clause, share at least half of the output's words and change only
// words that are not prose.
func (c *pairCtx) alignCommands() []Candidate {
	var out []Candidate
	type tok struct {
		t   string
		end bool // ends a clause
	}
	var msgToks []tok
	tokenized := false
	for _, r := range codeRanges(c.prev) {
		cmd := strings.TrimSpace(c.prev[r[0]:r[1]])
		ct := strings.Fields(cmd)
		if len(ct) < 2 || len(ct) > 8 || strings.Contains(cmd, "\n") || strings.ContainsAny(cmd, "(){}=") {
			continue
		}
		if !tokenized { // the message's words, once a command needs them
			tokenized = true
			for _, f := range strings.Fields(c.msg) {
				t := strings.TrimRight(f, ".,;:!?")
				msgToks = append(msgToks, tok{t, t != f || strings.HasSuffix(f, "…")})
			}
			if len(msgToks) > 0 {
				msgToks[len(msgToks)-1].end = true
			}
		}
		inCmd := map[string]bool{}
		for _, w := range ct {
			inCmd[strings.TrimRight(w, ";")] = true
		}
		for i := range msgToks {
			if msgToks[i].t != ct[0] {
				continue
			}
			for n := max(2, len(ct)-1); n <= len(ct)+2 && i+n <= len(msgToks); n++ {
				run := make([]string, n)
				same, ok := 0, true
				for k := 0; k < n; k++ {
					w := msgToks[i+k].t
					run[k] = w
					switch {
					case inCmd[w]:
						same++
					case stop[fold.Lower(w)] || strings.ContainsAny(w, "'’"):
						ok = false
					}
					if msgToks[i+k].end && k < n-1 {
						ok = false // the run would cross the end of a clause
					}
				}
				if !ok || !msgToks[i+n-1].end || same == n && n == len(ct) || same*2 < len(ct) {
					continue
				}
				right := strings.Join(run, " ")
				if strings.HasSuffix(cmd, ";") && !strings.HasSuffix(right, ";") {
					right += ";"
				}
				if strings.Contains(c.prev, right) {
					continue
				}
				start := r[0] + strings.Index(c.prev[r[0]:r[1]], cmd)
				out = append(out, Candidate{Wrong: cmd, Right: right, Start: start, End: start + len(cmd), Score: 0.6 + 0.3*float64(same)/float64(max(n, len(ct))), Why: "same command"})
			}
		}
	}
	return out
}
