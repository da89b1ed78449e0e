package typed

import (
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/internal/fold"
)

// ftok is a white-space separated token with its offsets.
type ftok struct {
	t          string
	start, end int
	clauseEnd  bool // the token ends a clause of the message
}

// fields splits s[start:end] at white space, trimming a clause's closing
// punctuation from message tokens.
func fields(s string, start, end int, message bool) []ftok {
	var out []ftok
	i := start
	for i < end {
		for i < end && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '`') {
			if s[i] == '\n' && len(out) > 0 {
				out[len(out)-1].clauseEnd = true
			}
			i++
		}
		j := i
		for j < end && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != '`' {
			j++
		}
		if j > i {
			t := ftok{t: s[i:j], start: i, end: j}
			if message {
				trimmed := strings.TrimRight(t.t, ".,;:!?")
				if trimmed != t.t {
					t.clauseEnd = true
					t.t = trimmed
					t.end = i + len(trimmed)
				}
			}
			if t.t != "" {
				out = append(out, t)
			}
		}
		if j < end && s[j] == '`' && len(out) > 0 && message {
			out[len(out)-1].clauseEnd = true
		}
		i = j
	}
	if len(out) > 0 {
		out[len(out)-1].clauseEnd = true
	}
	return out
}

// maxCommands bounds the commands of prev compared with the message.
const maxCommands = 64

// commands pairs a command of prev with the same command as the message
// states it: "CI needs terraform fmt -check -recursive" for the output's
// `terraform fmt -recursive`. The message's command starts with the same
// program, ends its clause (or its code span), shares at least half of the
// output command's words and changes only words that are not prose. The
// pair is the smallest window of the command that holds the change, with
// one unchanged word on each side where there is one.
func (c *context) commands() []Pair {
	var out []Pair
	var msgToks []ftok
	for _, line := range c.commandLines() {
		cmd := line.toks
		if len(cmd) > 2 && cmd[0].t == "sudo" {
			cmd = cmd[1:] // the command is what sudo runs
		}
		if len(cmd) < 2 || len(cmd) > 12 || !programLike(cmd[0].t) {
			continue
		}
		if msgToks == nil {
			msgToks = fields(c.msg, 0, len(c.msg), true)
		}
		for i := range msgToks {
			// The program's hyphen written as a space ("docker compose" for
			// "docker-compose"): the program was renamed.
			if i+1 < len(msgToks) && !msgToks[i].clauseEnd && strings.Contains(cmd[0].t, "-") &&
				msgToks[i].t+"-"+msgToks[i+1].t == cmd[0].t {
				if c.prevHas(msgToks[i].t + " " + msgToks[i+1].t) {
					continue
				}
				out = append(out, Pair{Wrong: cmd[0].t, Right: msgToks[i].t + " " + msgToks[i+1].t, Start: cmd[0].start, End: cmd[0].end,
					Kind: Code, Score: 0.7, Why: []string{whyCommand}})
				continue
			}
			// The run starts at the same program, or one word before the
			// same second word ("ENV APP_ENV=production" for "ARG
			// APP_ENV=production").
			if msgToks[i].t != cmd[0].t {
				if i+1 >= len(msgToks) || msgToks[i+1].t != cmd[1].t || !programLike(msgToks[i].t) || !programLike(cmd[1].t) || msgToks[i].clauseEnd {
					continue
				}
			}
			// After an article the words are a noun phrase of the prose
			// ("the import name"), not a command.
			if i > 0 && !msgToks[i-1].clauseEnd && determiner[fold.Lower(msgToks[i-1].t)] {
				continue
			}
			// After a place preposition they name a place ("nothing's on
			// docker hub", "it's in docker desktop"), unless written as code.
			if i > 0 && !msgToks[i-1].clauseEnd && placePreposition[fold.Lower(msgToks[i-1].t)] && !inCodeSpan(c.msg, msgToks[i].start) {
				continue
			}
			// The run up to the end of the clause.
			j := i
			for j < len(msgToks) && j-i < len(cmd)+3 && !msgToks[j].clauseEnd {
				j++
			}
			if j == len(msgToks) || j-i >= len(cmd)+3 {
				continue
			}
			run := msgToks[i : j+1]
			if line.fenced && !oneTokenChanged(cmd, run) {
				continue
			}
			if p, ok := c.alignRun(cmd, run); ok {
				out = append(out, p)
			}
		}
	}
	return out
}

// commandLine is a command of prev: an inline code span of more than one
// word, or a line of a fenced code block (fenced).
type commandLine struct {
	toks   []ftok
	fenced bool
}

// commandLines returns the commands of prev, at most maxCommands: its
// inline code spans of more than one word, then the lines of its fenced
// code blocks that are not settings (key = value, key: value), which are
// read by their key.
func (c *context) commandLines() []commandLine {
	var out []commandLine
	for _, a := range c.pa {
		if len(out) == maxCommands {
			return out
		}
		if a.Kind == Code && !a.Part {
			out = append(out, commandLine{toks: fields(c.prev, a.Start, a.End, false)})
		}
	}
	for rest, off := c.prev, 0; len(out) < maxCommands; {
		i := strings.Index(rest, "```")
		if i < 0 {
			break
		}
		nl := strings.IndexByte(rest[i:], '\n')
		if nl < 0 {
			break
		}
		start := i + nl + 1
		end := strings.Index(rest[start:], "```")
		if end < 0 {
			end = len(rest) - start
		}
		for ls := start; ls < start+end && len(out) < maxCommands; {
			le := strings.IndexByte(rest[ls:start+end], '\n')
			if le < 0 {
				le = start + end - ls
			}
			if line := fields(c.prev, off+ls, off+ls+le, false); len(line) > 1 && line[1].t != "=" && !strings.HasSuffix(line[0].t, ":") {
				out = append(out, commandLine{toks: line, fenced: true})
			}
			ls += le + 1
		}
		next := min(len(rest), start+end+3)
		rest, off = rest[next:], off+next
	}
	return out
}

// oneTokenChanged reports whether the message's run restates a line of a
// code block with one word replaced by a value, and nothing added or
// left out: "only rebase merges are allowed: gh pr merge 482 --rebase
// --delete-branch" for `gh pr merge 482 --squash --delete-branch`. A line
// of a block is read as a command only so: a longer run is prose that
// starts with the line's first word ("RUN steps are cached …").
func oneTokenChanged(cmd, run []ftok) bool {
	if len(cmd) != len(run) || len(cmd) < 2 {
		return false
	}
	changed := -1
	for k := range cmd {
		if strings.TrimRight(cmd[k].t, ";,") == strings.TrimRight(run[k].t, ";,") {
			continue
		}
		if changed >= 0 {
			return false
		}
		changed = k
	}
	if changed <= 0 {
		return false // the same line, or another program: a word of the prose before the line's own
	}
	t := run[changed].t
	return !stop[fold.Lower(t)] && !strings.ContainsAny(t, "`'\"()")
}

// determiner holds the words after which a run of words is a noun phrase.
var determiner = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "its": true, "your": true,
	"our": true, "their": true, "his": true, "her": true, "my": true, "these": true, "those": true,
}

// programLike reports a token that can start a command: a plain name.
func programLike(t string) bool {
	if t == "" || len(t) > 40 || strings.IndexFunc(t, unicode.IsLetter) < 0 {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !isIdentByte(c) && c != '-' && c != '.' && c != '/' {
			return false
		}
	}
	return !stop[fold.Lower(t)]
}

// alignRun pairs the prev command cmd with the message's run.
func (c *context) alignRun(cmd, run []ftok) (Pair, bool) {
	inCmd := map[string]bool{}
	for _, t := range cmd {
		inCmd[strings.TrimRight(t.t, ";,:")] = true
	}
	alike := func(t string) bool {
		if inCmd[t] {
			return true
		}
		for _, x := range cmd {
			if len(t) >= 8 && nameSim(t, x.t) {
				return true
			}
		}
		return false
	}
	if p, ok := c.truncatedRun(cmd, run); ok {
		return p, true
	}
	shared := 0
	for _, t := range run {
		switch {
		case alike(t.t):
			shared++
		case stop[fold.Lower(t.t)] || strings.ContainsAny(t.t, "'’") && !strings.HasPrefix(t.t, "'"):
			return Pair{}, false // prose crept into the run
		}
	}
	if shared*2 < len(cmd) || len(run) == len(cmd) && shared == len(run) {
		return Pair{}, false
	}
	// Common prefix and suffix.
	eq := func(a, b string) bool { return strings.TrimRight(a, ";,:") == strings.TrimRight(b, ";,:") }
	pre := 0
	for pre < len(cmd) && pre < len(run) && eq(cmd[pre].t, run[pre].t) {
		pre++
	}
	suf := 0
	for suf < len(cmd)-pre && suf < len(run)-pre && eq(cmd[len(cmd)-1-suf].t, run[len(run)-1-suf].t) {
		suf++
	}
	if pre+suf >= len(cmd) && pre+suf >= len(run) {
		return Pair{}, false
	}
	// One unchanged word of context on each side, where there is one.
	cs, ce := max(0, pre-1), len(cmd)-max(0, suf-1)
	if suf == 0 && len(run) < len(cmd) && sameWords(cmd[pre:len(run)], run[pre:]) {
		// The message restates the head of the command in another order
		// and leaves its arguments out ("gsutil -m cp" for "gsutil cp -m
		// -r ./out gs://b/"): the pair is that head, the rest stays.
		ce = len(run)
	}
	rs, re := max(0, pre-1), len(run)-max(0, suf-1)
	if ce <= cs || re <= rs {
		return Pair{}, false
	}
	wrong := c.prev[cmd[cs].start:cmd[ce-1].end]
	var b strings.Builder
	for k := rs; k < re; k++ {
		if k > rs {
			b.WriteByte(' ')
		}
		b.WriteString(run[k].t)
	}
	right := b.String()
	for _, end := range []string{";", ":"} {
		if strings.HasSuffix(wrong, end) && !strings.HasSuffix(right, end) {
			right += end
		}
	}
	if strings.Contains(c.prev, right) && !strings.Contains(right, wrong) {
		return Pair{}, false // the output already says it
	}
	score := 0.6 + 0.3*float64(shared)/float64(max(len(cmd), len(run)))
	return Pair{Wrong: wrong, Right: right, Start: cmd[cs].start, End: cmd[ce-1].end, Kind: Code, Score: score, Why: []string{whyCommand}}, true
}

// truncatedRun pairs a short run that restates the head of the output's
// command with one word changed, leaving its arguments out ("apt search"
// for "apt find ripgrep", "git switch" for "git checkout -b fix"): the
// pair is that head.
func (c *context) truncatedRun(cmd, run []ftok) (Pair, bool) {
	if len(run) < 2 || len(run) >= len(cmd) || run[0].t != cmd[0].t {
		return Pair{}, false
	}
	diff := -1
	for k := 1; k < len(run); k++ {
		if run[k].t == cmd[k].t {
			continue
		}
		if diff >= 0 || !programLike(run[k].t) || !programLike(cmd[k].t) {
			return Pair{}, false
		}
		diff = k
	}
	if diff < 0 {
		return Pair{}, false
	}
	wrong := c.prev[cmd[0].start:cmd[len(run)-1].end]
	parts := make([]string, len(run))
	for k, t := range run {
		parts[k] = t.t
	}
	right := strings.Join(parts, " ")
	if strings.Contains(c.prev, right) {
		return Pair{}, false // the output already says it
	}
	return Pair{Wrong: wrong, Right: right, Start: cmd[0].start, End: cmd[len(run)-1].end, Kind: Code, Score: 0.7, Why: []string{whyCommand}}, true
}

// sameWords reports whether a and b hold the same words, in any order.
func sameWords(a, b []ftok) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	n := map[string]int{}
	for _, t := range a {
		n[t.t]++
	}
	for _, t := range b {
		n[t.t]--
	}
	for _, v := range n {
		if v != 0 {
			return false
		}
	}
	return true
}

// prevHas reports whether the output already holds t.
func (c *context) prevHas(t string) bool { return strings.Contains(c.prev, t) }

// inCodeSpan reports whether byte i of s stands inside a `code` span of
// its line: an odd number of backticks before it on the line.
func inCodeSpan(s string, i int) bool {
	line := s[strings.LastIndexByte(s[:i], '\n')+1 : i]
	return strings.Count(line, "`")%2 == 1
}
