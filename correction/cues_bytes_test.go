package correction_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction/internal/align"
	"github.com/cairnhq/cairn/correction/internal/feature"
	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/testenv"
)

// sourceLiterals returns the string literals of the pipeline's sources
// (2 to 40 bytes): its cues ("piped into ", " together with "), role
// words and lexicon entries, each of which some code looks for in a
// lower-cased message and then slices the message at.
func sourceLiterals(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("internal/*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				if s, err := strconv.Unquote(bl.Value); err == nil && len(s) >= 2 && len(s) <= 40 && !seen[s] {
					seen[s] = true
					out = append(out, s)
				}
			}
			return true
		})
	}
	return out
}

// TestCuesAfterBytesThatChangeLength runs every cue of the pipeline's
// sources through detection, extraction, pairing, compiling and finding,
// in a message and an output whose lower case is longer than they are
// (invalid UTF-8 turns into U+FFFD, 'Ⱥ' into a three-byte 'ⱥ'): an offset
// found in lower-cased text must never be used past the text. Found by
// fuzzing (a panic in typed's named settings), then fixed as a class with
// fold.Lower, which this holds for every cue at once.
func TestCuesAfterBytesThatChangeLength(t *testing.T) {
	lits := sourceLiterals(t)
	if len(lits) < 1000 {
		t.Fatalf("%d literals in the sources: the glob found the wrong files", len(lits))
	}
	step := 1
	if testenv.Race || testing.Short() {
		// Under the race detector each run is several times slower: a
		// sample (make test runs it whole without -race as well).
		step = 7
	}
	out := "ȺȺȺ\xff LOG_LEVEL=DEBUG İİ port 8080 `fetchUser(id)` \u212a\u212a"
	panics := 0
	for i := 0; i < len(lits); i += step {
		for _, p := range []string{"\xff\xff\xff\xff\xff\xff", "ȺȺȺȺȺȺȺȺ"} {
			msg := p + " it's 9090 " + lits[i] + " x y " + p
			if err := runPipeline(msg, out); err != nil {
				panics++
				if panics <= 5 {
					t.Errorf("cue %q: %v", lits[i], err)
				}
			}
		}
	}
	if panics > 5 {
		t.Errorf("%d more", panics-5)
	}
}

func runPipeline(msg, out string) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("panic on %q / %q: %v", msg, out, v)
		}
	}()
	feature.Analyze(msg, out)
	feature.Extract(msg, out)
	typed.Pairs(msg, out)
	for _, c := range align.Pairs(msg, out) {
		if r, err := align.Compile(c.Wrong, c.Right, out, msg, "q "+msg); err == nil {
			r.FindAll(align.NewText(msg, out))
			r.FindAll(align.NewText(msg, msg+out))
		}
	}
	return nil
}
