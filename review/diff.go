package review

import (
	"fmt"
	"strings"
)

// op is one line of a line diff: ' ' kept, '-' only in expected, '+' only
// in actual.
type op struct {
	kind byte
	text string
}

// maxDiffCells bounds the LCS table; beyond it the middle of the outputs is
// diffed as one replacement.
const maxDiffCells = 4 << 20

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// lineDiff returns the line operations turning a into b: the common prefix
// and suffix kept, the middle by longest common subsequence.
func lineDiff(a, b []string) []op {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var ops []op
	for _, l := range a[:pre] {
		ops = append(ops, op{' ', l})
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	if len(ma)*len(mb) > maxDiffCells {
		for _, l := range ma {
			ops = append(ops, op{'-', l})
		}
		for _, l := range mb {
			ops = append(ops, op{'+', l})
		}
	} else {
		ops = append(ops, lcs(ma, mb)...)
	}
	for _, l := range a[len(a)-suf:] {
		ops = append(ops, op{' ', l})
	}
	return ops
}

func lcs(a, b []string) []op {
	n, m := len(a), len(b)
	// Lines are compared as numbers, each distinct line numbered once: a
	// cell of the table costs the same whatever the lines' length.
	ids := map[string]int32{}
	number := func(lines []string) []int32 {
		out := make([]int32, len(lines))
		for i, l := range lines {
			id, ok := ids[l]
			if !ok {
				id = int32(len(ids))
				ids[l] = id
			}
			out[i] = id
		}
		return out
	}
	ia, ib := number(a), number(b)
	t := make([]int32, (n+1)*(m+1))
	at := func(i, j int) int32 { return t[i*(m+1)+j] }
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			v := at(i+1, j)
			if ia[i] == ib[j] {
				v = at(i+1, j+1) + 1
			} else if w := at(i, j+1); w > v {
				v = w
			}
			t[i*(m+1)+j] = v
		}
	}
	var ops []op
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case ia[i] == ib[j]:
			ops = append(ops, op{' ', a[i]})
			i++
			j++
		case at(i+1, j) >= at(i, j+1):
			ops = append(ops, op{'-', a[i]})
			i++
		default:
			ops = append(ops, op{'+', b[j]})
			j++
		}
	}
	for ; i < n; i++ {
		ops = append(ops, op{'-', a[i]})
	}
	for ; j < m; j++ {
		ops = append(ops, op{'+', b[j]})
	}
	return ops
}

// Unified returns the unified diff of expected and actual with context
// lines of context, "" when they are equal.
func Unified(expected, actual string, context int) string {
	return unified(lineDiff(splitLines(expected), splitLines(actual)), context, "expected", "actual")
}

func unified(ops []op, context int, from, to string) string {
	var b strings.Builder
	// line numbers (1-based) of each op in a and b
	type pos struct{ a, b int }
	p := make([]pos, len(ops)+1)
	ai, bi := 1, 1
	for k, o := range ops {
		p[k] = pos{ai, bi}
		if o.kind != '+' {
			ai++
		}
		if o.kind != '-' {
			bi++
		}
	}
	p[len(ops)] = pos{ai, bi}
	k := 0
	for k < len(ops) {
		for k < len(ops) && ops[k].kind == ' ' {
			k++
		}
		if k == len(ops) {
			break
		}
		start := max(0, k-context)
		end := k
		for end < len(ops) {
			if ops[end].kind != ' ' {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == ' ' {
				run++
			}
			if run == len(ops) || run-end > 2*context {
				end = min(run, end+context)
				break
			}
			end = run
		}
		if b.Len() == 0 {
			fmt.Fprintf(&b, "--- %s\n+++ %s\n", from, to)
		}
		na, nb := 0, 0
		for _, o := range ops[start:end] {
			if o.kind != '+' {
				na++
			}
			if o.kind != '-' {
				nb++
			}
		}
		fmt.Fprintf(&b, "@@ -%d,%d +%d,%d @@\n", p[start].a, na, p[start].b, nb)
		for _, o := range ops[start:end] {
			b.WriteByte(o.kind)
			b.WriteString(o.text)
			b.WriteByte('\n')
		}
		k = end
	}
	return b.String()
}

// changes returns the removed and added lines of ops.
func changes(ops []op) (removed, added []string) {
	for _, o := range ops {
		switch o.kind {
		case '-':
			removed = append(removed, o.text)
		case '+':
			added = append(added, o.text)
		}
	}
	return removed, added
}
