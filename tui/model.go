package tui

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/review"
)

// tuiModel is the review's state and screen: key names in (as bubbletea
// names them: "a", "ctrl+c", "up", "enter", …), text out, no I/O. The
// bubbletea program (program.go) drives it.

// tuiMark is the decision on one diff in the TUI.
type tuiMark int

const (
	markNone tuiMark = iota
	markAccept
	markReject
	markSkip
)

var markNames = [...]string{"", "accept", "reject", "skip"}

// tuiCmd is what the loop must do after a key.
type tuiCmd int

const (
	cmdNone  tuiCmd = iota
	cmdAskAI        // ask the model about the current diff
)

type tuiStep struct {
	pos     int
	changed []int
}

type tuiModel struct {
	items   []review.Item // shared with the session: an AI review updates it
	pending []int         // the items shown, in order
	marks   []tuiMark     // per pending position
	reasons []string      // per pending position, typed after c
	editing bool          // typing a reason
	input   string
	pos     int
	undo    []tuiStep

	side, verbose, help bool
	scroll              int
	width, height       int
	color               bool
	canAI               bool
	msg                 string
	busy                string // a model call under way, with its spinner
	done, aborted       bool
}

func newTUIModel(items []review.Item, applied []bool, canAI, color bool) *tuiModel {
	m := &tuiModel{items: items, width: 80, height: 24, canAI: canAI, color: color}
	for i := range items {
		if !applied[i] {
			m.pending = append(m.pending, i)
		}
	}
	m.marks = make([]tuiMark, len(m.pending))
	m.reasons = make([]string, len(m.pending))
	if len(m.pending) == 0 {
		m.done = true
	}
	return m
}

// Update applies one key ("a", "R", "ctrl+c", "up", ...).
func (m *tuiModel) Update(key string) tuiCmd {
	if m.done || m.aborted {
		return cmdNone
	}
	m.msg = ""
	if m.editing {
		switch {
		case key == "enter":
			m.reasons[m.pos] = strings.TrimSpace(m.input)
			m.editing = false
			m.msg = "reason kept"
		case key == "esc" || key == "ctrl+c":
			m.editing = false
		case key == "backspace":
			if r := []rune(m.input); len(r) > 0 {
				m.input = string(r[:len(r)-1])
			}
		case len([]rune(key)) == 1 && key >= " ":
			m.input += key
		}
		return cmdNone
	}
	if m.help {
		m.help = false
		if key == "?" || key == "esc" || key == "enter" {
			return cmdNone
		}
	}
	switch key {
	case "a", "r", "s":
		m.mark(map[string]tuiMark{"a": markAccept, "r": markReject, "s": markSkip}[key], false)
	case "A", "X", "S":
		m.mark(map[string]tuiMark{"A": markAccept, "X": markReject, "S": markSkip}[key], true)
	case "u":
		if len(m.undo) == 0 {
			m.msg = "nothing to undo"
			break
		}
		st := m.undo[len(m.undo)-1]
		m.undo = m.undo[:len(m.undo)-1]
		for _, p := range st.changed {
			m.marks[p] = markNone
		}
		m.pos, m.scroll = st.pos, 0
		m.msg = fmt.Sprintf("undone: %d decision(s)", len(st.changed))
	case "d":
		m.side = !m.side
		m.scroll = 0
	case "v":
		m.verbose = !m.verbose
		m.scroll = 0
	case "?":
		m.help = true
	case "c":
		m.editing, m.input = true, m.reasons[m.pos]
	case "j", "down", " ":
		m.scroll++
	case "k", "up":
		if m.scroll > 0 {
			m.scroll--
		}
	case "n", "right":
		if m.pos+1 < len(m.pending) {
			m.pos, m.scroll = m.pos+1, 0
		}
	case "p", "left":
		if m.pos > 0 {
			m.pos, m.scroll = m.pos-1, 0
		}
	case "R":
		if !m.canAI {
			m.msg = "no model: set llm.base_url (CAIRN_LLM_BASE_URL) to ask one"
			break
		}
		m.msg = "asking the model…"
		return cmdAskAI
	case "q":
		m.done = true
	case "ctrl+c":
		m.aborted = true
	default:
		m.msg = fmt.Sprintf("unknown key %q; ? for help", key)
	}
	return cmdNone
}

// mark sets the current diff's mark (all undecided ones with all) and
// moves to the next undecided diff; the review ends when none is left.
func (m *tuiModel) mark(k tuiMark, all bool) {
	st := tuiStep{pos: m.pos}
	if all {
		for p := range m.marks {
			if m.marks[p] == markNone {
				m.marks[p] = k
				st.changed = append(st.changed, p)
			}
		}
	} else {
		if m.marks[m.pos] == markNone || m.marks[m.pos] != k {
			m.marks[m.pos] = k
			st.changed = append(st.changed, m.pos)
		}
	}
	if len(st.changed) > 0 {
		m.undo = append(m.undo, st)
	}
	m.scroll = 0
	for i := 1; i <= len(m.pending); i++ {
		p := (m.pos + i) % len(m.pending)
		if m.marks[p] == markNone {
			m.pos = p
			return
		}
	}
	m.done = true
}

// counts returns how many diffs are marked accept, reject, skip and left.
func (m *tuiModel) counts() (acc, rej, skip, left int) {
	for _, k := range m.marks {
		switch k {
		case markAccept:
			acc++
		case markReject:
			rej++
		case markSkip:
			skip++
		default:
			left++
		}
	}
	return
}

const tuiHelp = `Keys
  a  accept this diff          A  accept all undecided
  r  reject this diff          X  reject all undecided
  s  skip this diff            S  skip all undecided
  R  ask the model now         v  verbose: rationale, issues
  d  unified / side by side    u  undo the last decision
  j/k, arrows  scroll          n/p  next / previous diff
  c  a reason for this diff's decision (Enter keeps it)
  q  finish: apply the decisions made, skip the rest
  Ctrl-C  leave without applying anything
  ?  close this help`

func (m *tuiModel) paint(code, s string) string {
	if !m.color || code == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// View renders the screen in width × height (at least 40 × 10).
func (m *tuiModel) View() string {
	w, h := max(m.width, 40), max(m.height, 10)
	var lines []string
	add := func(code, s string) { lines = append(lines, m.paint(code, clipRunes(s, w))) }
	if len(m.pending) == 0 {
		return "nothing to review\n"
	}
	it := m.items[m.pending[m.pos]]
	r := it.Result
	mark := ""
	if k := m.marks[m.pos]; k != markNone {
		mark = "  [" + markNames[k] + "]"
	}
	kind := ""
	switch it.Diff.Status {
	case review.StatusNew:
		kind = " new"
	case review.StatusFailed:
		kind = " FAILED"
	}
	add("1", fmt.Sprintf("[%d/%d] %s (%s%s)%s", m.pos+1, len(m.pending), it.Diff.Test, it.Diff.Source, kind, mark))
	rule := ""
	if r.Rule != "" {
		rule = ", rule " + r.Rule
	}
	add(categoryColor(r.Category), fmt.Sprintf("AI: %s %.2f (%s%s), policy: %s", r.CategoryName, r.Confidence, r.Reviewer, rule, it.Decision))
	add("", "    "+r.Summary)
	add("2", strings.Repeat("-", w))
	var body []string
	var codes []string
	var hls []func(string) string // colours inside a line, applied after clipping
	put := func(code, s string) { body = append(body, s); codes = append(codes, code); hls = append(hls, nil) }
	putHL := func(code, s string, hl func(string) string) { put(code, s); hls[len(hls)-1] = hl }
	switch {
	case m.help:
		for _, l := range strings.Split(tuiHelp, "\n") {
			put("", l)
		}
	default:
		if m.verbose {
			for _, l := range wrap("Rationale: "+r.Rationale, w) {
				put("", l)
			}
			for _, l := range r.Issues {
				put("33", "issue: "+l)
			}
			for _, l := range r.Suggestions {
				put("", "suggestion: "+l)
			}
			put("2", strings.Repeat("-", w))
		}
		for _, a := range it.Diff.Assets {
			put("33", "binary: "+describe(a))
		}
		if m.side {
			col := (w - 3) / 2
			put("1", padRunes("expected", col)+" | actual")
			for _, row := range review.SideBySide(it.Diff.Expected, it.Diff.Actual) {
				sep := map[byte]string{' ': " | ", '~': " ~ ", '-': " < ", '+': " > "}[row.Kind]
				code := map[byte]string{' ': "", '~': "33", '-': "31", '+': "32"}[row.Kind]
				left, right := clipRunes(row.Left, col), clipRunes(row.Right, col)
				line := padRunes(left, col) + sep + right
				switch row.Kind {
				case '~':
					putHL(code, line, func(string) string {
						l, r := markChange(left, right)
						return l + strings.Repeat(" ", col-len([]rune(left))) + sep + r
					})
				case ' ':
					putHL(code, line, syntaxColor)
				default:
					put(code, line)
				}
			}
		} else {
			for _, l := range strings.Split(strings.TrimSuffix(review.Unified(it.Diff.Expected, it.Diff.Actual, 3), "\n"), "\n") {
				code := ""
				switch {
				case strings.HasPrefix(l, "@@"):
					code = "36"
				case strings.HasPrefix(l, "+"):
					code = "32"
				case strings.HasPrefix(l, "-"):
					code = "31"
				}
				if code == "" && strings.HasPrefix(l, " ") {
					putHL(code, l, syntaxColor)
				} else {
					put(code, l)
				}
			}
		}
	}
	room := h - len(lines) - 2
	if m.scroll > max(len(body)-room, 0) {
		m.scroll = max(len(body)-room, 0)
	}
	end := min(m.scroll+room, len(body))
	shown := body[m.scroll:end]
	if end < len(body) && room > 0 {
		shown = body[m.scroll : end-1]
	}
	for i, l := range shown {
		if hl := hls[m.scroll+i]; hl != nil && m.color && len([]rune(l)) <= w {
			lines = append(lines, m.paint(codes[m.scroll+i], hl(l)))
			continue
		}
		add(codes[m.scroll+i], l)
	}
	if end < len(body) && room > 0 {
		add("2", fmt.Sprintf("… %d more line(s): j/k to scroll", len(body)-end+1))
	}
	for len(lines) < h-2 {
		lines = append(lines, "")
	}
	add("2", strings.Repeat("-", w))
	acc, rej, skip, left := m.counts()
	view := "unified"
	if m.side {
		view = "side by side"
	}
	status := fmt.Sprintf("%d/%d  acc %d rej %d skip %d left %d  %s  a/r/s R v d A/X/S u q ?", m.pos+1, len(m.pending), acc, rej, skip, left, view)
	if m.msg != "" {
		status = fmt.Sprintf("%d/%d  %s", m.pos+1, len(m.pending), m.msg)
	}
	if m.busy != "" {
		status = fmt.Sprintf("%d/%d  %s", m.pos+1, len(m.pending), m.busy)
	}
	if m.editing {
		status = "reason: " + m.input + "_"
		if r := []rune(status); len(r) > w {
			status = string(r[len(r)-w:])
		}
	}
	add("7", padRunes(clipRunes(status, w), w))
	return strings.Join(lines, "\n")
}

// syntaxRE finds the tokens syntaxColor colours: quoted strings, then
// numbers (with a unit or a decimal part).
var syntaxRE = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|-?\b\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\b`)

// syntaxColor colours strings (green) and numbers (magenta) in an
// unchanged line, the values snapshot diffs are usually about.
func syntaxColor(s string) string {
	return syntaxRE.ReplaceAllStringFunc(s, func(tok string) string {
		if strings.HasPrefix(tok, `"`) {
			return "\x1b[32m" + tok + "\x1b[39m"
		}
		return "\x1b[35m" + tok + "\x1b[39m"
	})
}

// markChange shows in reverse video what differs between a and b once
// their common prefix and suffix are set aside.
func markChange(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	pre := 0
	for pre < len(ra) && pre < len(rb) && ra[pre] == rb[pre] {
		pre++
	}
	suf := 0
	for suf < len(ra)-pre && suf < len(rb)-pre && ra[len(ra)-1-suf] == rb[len(rb)-1-suf] {
		suf++
	}
	mark := func(r []rune) string {
		mid := string(r[pre : len(r)-suf])
		if mid == "" {
			return string(r)
		}
		return string(r[:pre]) + "\x1b[7m" + mid + "\x1b[27m" + string(r[len(r)-suf:])
	}
	return mark(ra), mark(rb)
}

func categoryColor(c review.Category) string {
	switch c {
	case review.Fail, review.RecommendFail:
		return "31"
	case review.Unsure:
		return "33"
	}
	return "32"
}

func clipRunes(s string, n int) string {
	s = strings.ReplaceAll(s, "\t", "    ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	if n < 1 {
		return ""
	}
	return string(r[:n-1]) + "…"
}

func padRunes(s string, n int) string {
	if k := len([]rune(s)); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// wrap breaks s into lines of at most w runes at spaces.
func wrap(s string, w int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if line != "" && len([]rune(line))+1+len([]rune(word)) > w {
				out = append(out, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		out = append(out, line)
	}
	return out
}

// describe says what changed in an asset, compared by content.
func describe(a review.Asset) string {
	kind := "file"
	if a.Binary {
		kind = "binary file"
	}
	switch {
	case a.Expected == "":
		return fmt.Sprintf("%s  new %s, %d bytes", a.Name, kind, a.ActualSize)
	case a.Actual == "":
		return fmt.Sprintf("%s  %s gone, was %d bytes", a.Name, kind, a.ExpectedSize)
	}
	return fmt.Sprintf("%s  other content, %d -> %d bytes", a.Name, a.ExpectedSize, a.ActualSize)
}
