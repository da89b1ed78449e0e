package review

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/cairnhq/cairn"
)

// Category is the verdict on one diff, 1 (FAIL) to 5 (ACCEPT), as in the
// seed.
type Category int

// The five categories of the seed.
const (
	Fail            Category = 1 // clear regression, critical error, wrong result
	RecommendFail   Category = 2 // suspicious change, likely issue
	Unsure          Category = 3 // needs human judgment
	RecommendAccept Category = 4 // minor change, likely acceptable
	Accept          Category = 5 // no significant change, clear improvement
)

var categoryNames = [...]string{"", "FAIL", "RECOMMEND FAIL", "UNSURE", "RECOMMEND ACCEPT", "ACCEPT"}

// String returns the seed's name of c ("RECOMMEND ACCEPT"), or "INVALID".
func (c Category) String() string {
	if c.Valid() {
		return categoryNames[c]
	}
	return "INVALID"
}

// Valid reports whether c is one of the five categories.
func (c Category) Valid() bool { return c >= Fail && c <= Accept }

// ParseCategory accepts a number 1–5 or a name ("recommend_accept",
// "RECOMMEND ACCEPT", "accept").
func ParseCategory(s string) (Category, error) {
	s = strings.ToUpper(strings.TrimSpace(strings.NewReplacer("_", " ", "-", " ").Replace(s)))
	for i := Fail; i <= Accept; i++ {
		if s == categoryNames[i] || s == fmt.Sprint(int(i)) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown category %q (1-5 or FAIL, RECOMMEND FAIL, UNSURE, RECOMMEND ACCEPT, ACCEPT)", s)
}

// Diff is one snapshot whose actual output differs from the expected one.
type Diff struct {
	// Test names the snapshot as its tool does ("test/api_test.py::test_x",
	// "src/snapshots/app__render.snap").
	Test string `json:"test"`
	// Source is the name of the Source that found it ("booktest", "insta",
	// "git", "dirs").
	Source string `json:"source"`
	// Purpose describes what the test checks, when the source knows it.
	Purpose string `json:"purpose,omitempty"`
	// History is the rendered judgment history of the diff's suite (see
	// History): the human decisions the model should learn from. It is sent
	// in the model's prompt only, and is not part of Hash.
	History  string `json:"-"`
	Expected string `json:"expected"`
	Actual   string `json:"actual"`
	// Status says what kind of diff this is: "" a changed snapshot,
	// StatusNew a snapshot with no expected output yet, StatusFailed a test
	// that failed (booktest FAIL: it crashed or an assertion failed); the
	// actual output is what the failing run wrote.
	Status string `json:"status,omitempty"`
	// Assets are the files the snapshot consists of or refers to (a
	// booktest case's images, an insta binary snapshot, a binary golden
	// file) whose content changed, compared byte for byte.
	Assets []Asset `json:"assets,omitempty"`
	// Path is where the expected output lives on disk ("" when the diff
	// did not come from files); ResultPath where its review is stored.
	Path       string `json:"path,omitempty"`
	ActualPath string `json:"-"`
	ResultPath string `json:"-"`
	// BodyLine is the line of the file at Path where Expected starts (an
	// insta header comes before it); 0 means 1.
	BodyLine int `json:"-"`
}

// Statuses of a Diff.
const (
	StatusNew    = "new"
	StatusFailed = "failed"
)

// Asset is one file whose content changed: Name relative to the snapshot's
// asset directory (or the file itself), each side's SHA-256 ("" when the
// file is absent on that side) and size. Binary is true when either side is
// not text.
type Asset struct {
	Name         string `json:"name"`
	Expected     string `json:"expected_sha256,omitempty"`
	Actual       string `json:"actual_sha256,omitempty"`
	ExpectedSize int64  `json:"expected_size"`
	ActualSize   int64  `json:"actual_size"`
	Binary       bool   `json:"binary"`
}

// Hash identifies the content of the diff: a stored result with the same
// hash is reused. A diff without a status or assets hashes as cairn always
// did, so that earlier results and recorded decisions keep their ids.
func (d Diff) Hash() string {
	h := sha256.New()
	fmt.Fprintf(h, "%d:%s%d:%s%d:%s", len(d.Test), d.Test, len(d.Expected), d.Expected, len(d.Actual), d.Actual)
	if d.Status != "" {
		fmt.Fprintf(h, "status:%s", d.Status)
	}
	for _, a := range d.Assets {
		fmt.Fprintf(h, "asset:%d:%s:%s:%s", len(a.Name), a.Name, a.Expected, a.Actual)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// FirstChangedLine returns the line of the file at Path where d's first
// change is (BodyLine and the first differing line of the expected
// output), for annotations; 1 for a new or binary file.
func (d Diff) FirstChangedLine() int {
	base := max(d.BodyLine, 1)
	exp := splitLines(d.Expected)
	n := 0 // expected lines before the first change
	for _, o := range lineDiff(exp, splitLines(d.Actual)) {
		if o.kind != ' ' {
			break
		}
		n++
	}
	if len(exp) == 0 {
		return base
	}
	return base + min(n, len(exp)-1)
}

// Result is the review of one diff, in the seed's JSON form.
type Result struct {
	Category      Category `json:"category"`
	CategoryName  string   `json:"category_name"`
	Confidence    float64  `json:"confidence"`
	Summary       string   `json:"summary"`
	Rationale     string   `json:"rationale"`
	Issues        []string `json:"issues"`
	Suggestions   []string `json:"suggestions"`
	FlagsForHuman bool     `json:"flags_for_human"`
	// Reviewer is "offline" or "llm:<model>"; Rule names the offline rule
	// that decided.
	Reviewer string `json:"reviewer"`
	Rule     string `json:"rule,omitempty"`
	// Hash is Diff.Hash of the reviewed diff.
	Hash string `json:"hash"`
}

// normalize fills the derived fields and bounds the summary to 80
// characters.
func (r *Result) normalize(d Diff) {
	r.CategoryName = r.Category.String()
	if r.Confidence < 0 {
		r.Confidence = 0
	}
	if r.Confidence > 1 {
		r.Confidence = 1
	}
	r.Summary = clip(strings.TrimSpace(strings.ReplaceAll(r.Summary, "\n", " ")), 80)
	if r.Issues == nil {
		r.Issues = []string{}
	}
	if r.Suggestions == nil {
		r.Suggestions = []string{}
	}
	r.Hash = d.Hash()
}

func clip(s string, n int) string {
	if len([]rune(s)) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// Reviewer triages one diff.
type Reviewer interface {
	// Review returns the verdict on d. Errors are for a caller that has gone
	// (ctx ended) or invalid input; a model that answers badly gives an
	// UNSURE result, not an error.
	Review(ctx context.Context, d Diff) (Result, error)
}

func invalid(field, format string, args ...any) error {
	return cairn.Invalid(field, format, args...)
}
