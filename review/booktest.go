package review

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Booktest reads booktest's layout as booktest itself writes it: the books
// directory (books_path of booktest.ini or .booktest, default books) holds
// the expected <case>.md and the case's asset directory <case>/ (images,
// snapshots), books/.out the last run's; books/.out/cases.ndjson lists each
// case's result. Every DIFF case is reviewed, and every FAIL case is
// reported as failed (never skipped). A case's test purpose is the
// docstring of its test function.
//
// Accept is booktest's freeze; results are written to cases.ndjson as
// booktest's ai_review (see WriteResults) and to books/.out/<case>.ai.json
// (cairn's store).
type Booktest struct {
	// Root is the project directory (holding booktest.ini or books/) or
	// the books directory itself.
	Root string
}

var (
	_ Source         = Booktest{}
	_ ResultsWriter  = Booktest{}
	_ SettingsSource = Booktest{}
)

// Name implements Source.
func (Booktest) Name() string { return "booktest" }

// BooktestConfig returns the keys of the project's booktest.ini, then
// .booktest (which wins), parsed as booktest does: key=value lines, # and
// ; comments, a value on indented lines after an empty one.
func BooktestConfig(dir string) (map[string]string, error) {
	cfg := map[string]string{}
	for _, name := range []string{"booktest.ini", ".booktest"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
		for i := 0; i < len(lines); i++ {
			l := lines[i]
			if strings.HasPrefix(l, ";") || strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "" {
				continue
			}
			k, v, ok := strings.Cut(strings.TrimSpace(l), "=")
			if !ok {
				continue
			}
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			if v == "" {
				var more []string
				for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && (lines[i+1][0] == ' ' || lines[i+1][0] == '\t') {
					i++
					more = append(more, strings.TrimSpace(lines[i]))
				}
				if len(more) > 0 {
					cfg[k] = strings.Join(more, "\n")
				}
				continue
			}
			cfg[k] = v
		}
	}
	return cfg, nil
}

// layout finds the project directory (where booktest.ini is, for
// purposes and settings) and the books directory.
func (b Booktest) layout() (project, books string, cfg map[string]string, err error) {
	project = b.Root
	if isDir(filepath.Join(b.Root, ".out")) && !isDir(filepath.Join(b.Root, "books")) && !fileExists(filepath.Join(b.Root, "booktest.ini")) {
		project = filepath.Dir(b.Root) // Root is the books directory
	}
	cfg, err = BooktestConfig(project)
	if err != nil {
		return "", "", nil, err
	}
	books = filepath.Join(project, filepath.FromSlash(cmpOr(cfg["books_path"], "books")))
	if project != b.Root {
		books = b.Root
	}
	return project, books, cfg, nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Settings implements SettingsSource: booktest's ai_auto_accept_threshold
// and ai_auto_reject_threshold.
func (b Booktest) Settings() (Settings, error) {
	_, _, cfg, err := b.layout()
	if err != nil {
		return Settings{}, err
	}
	var s Settings
	for key, into := range map[string]*float64{"ai_auto_accept_threshold": &s.AutoAcceptThreshold, "ai_auto_reject_threshold": &s.AutoRejectThreshold} {
		v, ok := cfg[key]
		if !ok {
			continue
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || x < 0 || x > 1 {
			return Settings{}, invalid(key, "booktest setting %q is not a number between 0 and 1", v)
		}
		*into = x
	}
	return s, nil
}

// jsonObject is a JSON object (a line of cases.ndjson or of an insta
// .pending-snap file), its keys kept in order.
type jsonObject struct {
	keys []string
	vals map[string]json.RawMessage
}

func (c *jsonObject) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	t, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := t.(json.Delim); !ok || d != '{' {
		return errors.New("not a JSON object")
	}
	c.vals = map[string]json.RawMessage{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		k, _ := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return err
		}
		if _, dup := c.vals[k]; !dup {
			c.keys = append(c.keys, k)
		}
		c.vals[k] = v
	}
	return nil
}

// MarshalJSON writes the object as Python's json.dumps does (", " and ": "
// separators), keys in their order.
func (c jsonObject) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range c.keys {
		if i > 0 {
			b.WriteString(", ")
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteString(": ")
		b.Write(c.vals[k])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func (c jsonObject) str(keys ...string) string {
	for _, k := range keys {
		var s string
		if json.Unmarshal(c.vals[k], &s) == nil && s != "" {
			return s
		}
	}
	return ""
}

func (c *jsonObject) set(k string, v any) error {
	b, err := pyJSON(v)
	if err != nil {
		return err
	}
	if _, ok := c.vals[k]; !ok {
		c.keys = append(c.keys, k)
	}
	c.vals[k] = b
	return nil
}

// pyJSON encodes v with Python's separators.
func pyJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	// re-read to put ", " and ": " between tokens, strings untouched
	var out bytes.Buffer
	inStr, esc := false, false
	for _, c := range bytes.TrimSpace(b.Bytes()) {
		out.WriteByte(c)
		switch {
		case inStr && esc:
			esc = false
		case inStr && c == '\\':
			esc = true
		case c == '"':
			inStr = !inStr
		case !inStr && (c == ',' || c == ':'):
			out.WriteByte(' ')
		}
	}
	return out.Bytes(), nil
}

// casesFile reads books/.out/cases.ndjson; nil without one.
func readCases(out string) ([]*jsonObject, error) {
	f, err := os.Open(filepath.Join(out, "cases.ndjson"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []*jsonObject
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		c := &jsonObject{}
		if err := json.Unmarshal(line, c); err != nil {
			return nil, invalid("cases.ndjson", "line %d: %v", n, err)
		}
		cases = append(cases, c)
	}
	return cases, sc.Err()
}

func writeCases(out string, cases []*jsonObject) error {
	var b bytes.Buffer
	for _, c := range cases {
		line, err := c.MarshalJSON()
		if err != nil {
			return err
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return writeFileAtomic(filepath.Join(out, "cases.ndjson"), b.Bytes())
}

// caseResults lists the cases to review with booktest's result (DIFF,
// FAIL, or "" when nothing says): from cases.ndjson, else the legacy
// cases.txt, else every .md under .out.
func caseResults(out string) ([][2]string, error) {
	cases, err := readCases(out)
	if err != nil {
		return nil, err
	}
	var res [][2]string
	if cases != nil {
		for _, c := range cases {
			name, result := c.str("name", "case", "test", "path"), strings.ToUpper(c.str("result", "status", "state"))
			if name != "" && result != "OK" {
				res = append(res, [2]string{name, result})
			}
		}
		return res, nil
	}
	if b, err := os.ReadFile(filepath.Join(out, "cases.txt")); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			f := strings.Split(l, "\t")
			if len(f) >= 2 && f[0] != "" && f[1] != "OK" {
				res = append(res, [2]string{f[0], f[1]})
			}
		}
		return res, nil
	}
	err = filepath.WalkDir(out, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".md") {
			return err
		}
		rel, _ := filepath.Rel(out, p)
		res = append(res, [2]string{filepath.ToSlash(strings.TrimSuffix(rel, ".md")), ""})
		return nil
	})
	return res, err
}

// Diffs implements Source.
func (b Booktest) Diffs(ctx context.Context) ([]Diff, error) {
	project, books, _, err := b.layout()
	if err != nil {
		return nil, err
	}
	out := filepath.Join(books, ".out")
	if !isDir(out) {
		return nil, invalid("path", "%s: no booktest output directory .out (run booktest first)", books)
	}
	cases, err := caseResults(out)
	if err != nil {
		return nil, err
	}
	var diffs []Diff
	for _, c := range cases {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		name, result := c[0], c[1]
		rel := filepath.FromSlash(strings.ReplaceAll(name, "::", "/"))
		expPath, actPath := filepath.Join(books, rel+".md"), filepath.Join(out, rel+".md")
		exp, expOK, err := readOptional(expPath)
		if err != nil {
			return nil, err
		}
		act, _, err := readOptional(actPath)
		if err != nil {
			return nil, err
		}
		assets, err := compareAssetDirs(filepath.Join(books, rel), filepath.Join(out, rel), filepath.ToSlash(filepath.Base(rel))+"/")
		if err != nil {
			return nil, err
		}
		d := Diff{Test: name, Source: "booktest", Expected: exp, Actual: act, Assets: assets,
			Path: expPath, ActualPath: actPath, ResultPath: filepath.Join(out, rel+resultSuffix)}
		switch {
		case result == "FAIL":
			d.Status = StatusFailed
		case !expOK:
			d.Status = StatusNew
		case exp == act && len(assets) == 0:
			continue
		}
		d.Purpose = booktestPurpose(project, name)
		diffs = append(diffs, d)
	}
	sortDiffs(diffs)
	return diffs, nil
}

func readOptional(p string) (string, bool, error) {
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return "", false, nil
	}
	return string(b), err == nil, err
}

// Accept implements Source: booktest's freeze. The case's old asset
// directory is removed, books/.out/<case>.md moved to books/<case>.md and
// books/.out/<case>/ to books/<case>/, and the case is OK in cases.ndjson.
// A failed case is not accepted (booktest offers no accept for one):
// ErrCannotApply.
func (b Booktest) Accept(d Diff) error {
	if d.Status == StatusFailed {
		return fmt.Errorf("%s: booktest FAIL (the test failed) %w: fix the test and run booktest again", d.Test, ErrCannotApply)
	}
	expDir, outDir := strings.TrimSuffix(d.Path, ".md"), strings.TrimSuffix(d.ActualPath, ".md")
	if _, err := os.Stat(d.ActualPath); err != nil {
		return fmt.Errorf("%s: %w", d.Test, err)
	}
	if err := os.RemoveAll(expDir); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(d.Path), 0o755); err != nil {
		return err
	}
	if err := os.Rename(d.ActualPath, d.Path); err != nil {
		return err
	}
	if isDir(outDir) {
		if err := os.Rename(outDir, expDir); err != nil {
			return err
		}
	}
	if d.ResultPath != "" {
		if err := os.Remove(d.ResultPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return updateCases(d, func(c *jsonObject) error {
		if c.str("name", "case", "test", "path") == d.Test {
			return c.set("result", "OK")
		}
		return nil
	})
}

// updateCases rewrites cases.ndjson of the .out directory holding d,
// calling fn on each case.
func updateCases(d Diff, fn func(*jsonObject) error) error {
	out := booktestOut(d)
	cases, err := readCases(out)
	if err != nil || cases == nil {
		return err
	}
	for _, c := range cases {
		if err := fn(c); err != nil {
			return err
		}
	}
	return writeCases(out, cases)
}

// booktestOut returns the books/.out directory of d: ActualPath is
// books/.out/<case>.md, the case having as many parts as its name.
func booktestOut(d Diff) string {
	p := d.ActualPath
	for range strings.Split(strings.ReplaceAll(d.Test, "::", "/"), "/") {
		p = filepath.Dir(p)
	}
	return p
}

// booktestReview is booktest's AIReviewResult, as cases.ndjson keeps it.
type booktestReview struct {
	Category      int      `json:"category"`
	Confidence    float64  `json:"confidence"`
	Summary       string   `json:"summary"`
	Rationale     string   `json:"rationale"`
	Issues        []string `json:"issues"`
	Suggestions   []string `json:"suggestions"`
	FlagsForHuman bool     `json:"flags_for_human"`
}

// WriteResults implements ResultsWriter: each reviewed case's result goes
// into cases.ndjson as booktest's ai_review, where booktest -w shows it.
func (b Booktest) WriteResults(items []Item) error {
	byOut := map[string]map[string]Result{}
	for _, it := range items {
		if it.Diff.Source != "booktest" || it.Diff.ActualPath == "" {
			continue
		}
		out := booktestOut(it.Diff)
		if byOut[out] == nil {
			byOut[out] = map[string]Result{}
		}
		byOut[out][it.Diff.Test] = it.Result
	}
	for out, results := range byOut {
		cases, err := readCases(out)
		if err != nil || cases == nil {
			return err
		}
		for _, c := range cases {
			r, ok := results[c.str("name", "case", "test", "path")]
			if !ok {
				continue
			}
			err := c.set("ai_review", booktestReview{Category: int(r.Category), Confidence: r.Confidence, Summary: r.Summary,
				Rationale: r.Rationale, Issues: nonNil(r.Issues), Suggestions: nonNil(r.Suggestions), FlagsForHuman: r.FlagsForHuman})
			if err != nil {
				return err
			}
		}
		if err := writeCases(out, cases); err != nil {
			return err
		}
	}
	return nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// booktestPurpose returns the docstring of the test function of case name
// ("test/foo_test.py::test_bar", "test/foo_book.py::FooBook/test_bar"),
// "" when there is none.
func booktestPurpose(project, name string) string {
	file, rest, ok := strings.Cut(name, "::")
	if !ok {
		return ""
	}
	src, err := os.ReadFile(filepath.Join(project, filepath.FromSlash(file)))
	if err != nil {
		return ""
	}
	parts := strings.FieldsFunc(rest, func(r rune) bool { return r == '/' || r == ':' })
	if len(parts) == 0 {
		return ""
	}
	class := ""
	if len(parts) > 1 {
		class = parts[len(parts)-2]
	}
	return pythonDocstring(string(src), class, parts[len(parts)-1])
}

// pythonDocstring returns the docstring of function fn (a method of class
// when class is not ""), cleaned as inspect.cleandoc does and joined into
// one paragraph.
func pythonDocstring(src, class, fn string) string {
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	start := 0
	if class != "" {
		for i, l := range lines {
			if t := strings.TrimSpace(l); strings.HasPrefix(t, "class "+class) && len(t) > 6+len(class) && strings.ContainsAny(t[6+len(class):6+len(class)+1], "(:") {
				start = i
				break
			}
		}
	}
	for i := start; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		t = strings.TrimPrefix(t, "async ")
		if !strings.HasPrefix(t, "def "+fn+"(") {
			continue
		}
		// the signature ends at the line ending with ':'
		j := i
		for j < len(lines) && !strings.HasSuffix(strings.TrimSpace(stripComment(lines[j])), ":") {
			j++
		}
		for j++; j < len(lines) && strings.TrimSpace(lines[j]) == ""; j++ {
		}
		if j >= len(lines) {
			return ""
		}
		return docstringAt(lines[j:])
	}
	return ""
}

func stripComment(l string) string {
	if i := strings.Index(l, "#"); i >= 0 {
		return l[:i]
	}
	return l
}

// docstringAt reads a string literal starting the first of lines.
func docstringAt(lines []string) string {
	t := strings.TrimSpace(lines[0])
	t = strings.TrimLeft(t, "rRuU")
	var quote string
	for _, q := range []string{`"""`, `'''`, `"`, `'`} {
		if strings.HasPrefix(t, q) {
			quote = q
			break
		}
	}
	if quote == "" {
		return ""
	}
	body := t[len(quote):]
	var text []string
	for k := 0; ; k++ {
		if i := strings.Index(body, quote); i >= 0 {
			text = append(text, body[:i])
			break
		}
		text = append(text, body)
		if len(quote) == 1 || k+1 >= len(lines) {
			return ""
		}
		body = lines[k+1]
	}
	var words []string
	for _, l := range text {
		words = append(words, strings.Fields(l)...)
	}
	return strings.Join(words, " ")
}
