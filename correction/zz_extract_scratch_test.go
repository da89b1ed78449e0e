package correction_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

type goldScen struct {
	ID         string `json:"id"`
	Difficulty string `json:"difficulty"`
	Teach      struct {
		Query, Output, Message string
		GoldWrong              string `json:"gold_wrong"`
		GoldRight              string `json:"gold_right"`
	} `json:"teach"`
}

func TestScratchExtract(t *testing.T) {
	sets := map[string]string{
		"dev":  "../../shared/eval/loop/scenarios_dev.jsonl",
		"repo": filepath.Join("testdata", "loop", "scenarios.jsonl"),
	}
	verbose := os.Getenv("XV") != ""
	for name, path := range sets {
		scens := readJSONL[goldScen](t, path)
		var good, bad, abstain int
		byDiff := map[string][3]int{}
		for _, s := range scens {
			ex := correction.Extract(s.Teach.Message, s.Teach.Output)
			d := byDiff[s.Difficulty]
			switch {
			case !ex.Located || ex.Original == "" || ex.Corrected == "":
				abstain++
				d[2]++
				if verbose {
					fmt.Printf("ABSTAIN %s %s: gold %q -> %q\n", s.ID, s.Difficulty, s.Teach.GoldWrong, s.Teach.GoldRight)
				}
			default:
				fixed := strings.Replace(s.Teach.Output, ex.Original, ex.Corrected, 1)
				if strings.Contains(fixed, s.Teach.GoldRight) && !strings.Contains(fixed, s.Teach.GoldWrong) {
					good++
					d[0]++
				} else {
					bad++
					d[1]++
					if verbose {
						fmt.Printf("BAD %s %s: got %q -> %q; gold %q -> %q\n", s.ID, s.Difficulty, ex.Original, ex.Corrected, s.Teach.GoldWrong, s.Teach.GoldRight)
					}
				}
			}
			byDiff[s.Difficulty] = d
		}
		t.Logf("%s: n=%d good %d bad %d abstain %d; by difficulty (good,bad,abstain) %v", name, len(scens), good, bad, abstain, byDiff)
	}
}
