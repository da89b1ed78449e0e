package review

// Row is one line of a side-by-side diff: Left from the expected output,
// Right from the actual one. Kind is ' ' (equal), '-' (only on the left),
// '+' (only on the right) or '~' (a changed line, both sides).
type Row struct {
	Kind        byte
	Left, Right string
}

// SideBySide returns the rows of a side-by-side diff of expected and
// actual: removed and added lines that follow each other are paired.
func SideBySide(expected, actual string) []Row {
	ops := lineDiff(splitLines(expected), splitLines(actual))
	var rows []Row
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			rows = append(rows, Row{Kind: ' ', Left: ops[i].text, Right: ops[i].text})
			i++
			continue
		}
		var del, add []string
		for ; i < len(ops) && ops[i].kind != ' '; i++ {
			if ops[i].kind == '-' {
				del = append(del, ops[i].text)
			} else {
				add = append(add, ops[i].text)
			}
		}
		for j := 0; j < max(len(del), len(add)); j++ {
			switch {
			case j < len(del) && j < len(add):
				rows = append(rows, Row{Kind: '~', Left: del[j], Right: add[j]})
			case j < len(del):
				rows = append(rows, Row{Kind: '-', Left: del[j]})
			default:
				rows = append(rows, Row{Kind: '+', Right: add[j]})
			}
		}
	}
	return rows
}
