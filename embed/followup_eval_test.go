package embed_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/internal/testenv"
)

// evalDir is shared/eval beside the repository (the module root is one level
// up from this package).
var evalDir = filepath.Join("..", "..", "shared", "eval")

// TestFollowupAUC measures how well cos(last history question, query) of the
// local embedder separates FOLLOW_UP from NEW_QUERY on the follow-up
// evaluation sets, and fails below a floor a little under the measured
// value, so that a change that makes the embedder worse is noticed.
func TestFollowupAUC(t *testing.T) {
	tests := []struct {
		file  string
		floor float64 // measured with local-hash-v1/256, minus about 0.02
	}{
		{file: "sparc_dev.jsonl", floor: 0.575},
		{file: "cast_train.jsonl", floor: 0.545},
	}
	l := mustLocal(t, embed.DefaultDimensions)
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join(evalDir, "followup", tt.file)
			rows := readFollowups(t, path)
			var follow, fresh []float64
			for _, r := range rows {
				c := embed.Cosine(l.Vector(r.History[len(r.History)-1]), l.Vector(r.Query))
				if r.Label == "FOLLOW_UP" {
					follow = append(follow, c)
				} else {
					fresh = append(fresh, c)
				}
			}
			auc := rocAUC(follow, fresh)
			t.Logf("%s: ROC-AUC %.4f (FOLLOW_UP %d, NEW_QUERY %d, model %s)", tt.file, auc, len(follow), len(fresh), l.Model())
			if auc < tt.floor {
				t.Fatalf("ROC-AUC %.4f is below the floor %.3f", auc, tt.floor)
			}
		})
	}
}

type followupRow struct {
	History []string `json:"history"`
	Query   string   `json:"query"`
	Label   string   `json:"label"`
}

func readFollowups(t *testing.T, path string) []followupRow {
	t.Helper()
	testenv.EvalDir(t, evalDir)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []followupRow
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r followupRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s line %d: %v", path, len(rows)+1, err)
		}
		if len(r.History) == 0 || (r.Label != "FOLLOW_UP" && r.Label != "NEW_QUERY") {
			t.Fatalf("%s line %d: no history or unknown label %q", path, len(rows)+1, r.Label)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// rocAUC is the probability that a random positive scores above a random
// negative, ties counting one half (the Mann-Whitney U statistic).
func rocAUC(pos, neg []float64) float64 {
	type scored struct {
		s   float64
		pos bool
	}
	all := make([]scored, 0, len(pos)+len(neg))
	for _, s := range pos {
		all = append(all, scored{s, true})
	}
	for _, s := range neg {
		all = append(all, scored{s, false})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].s < all[j].s })
	var rankSum float64
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].s == all[i].s {
			j++
		}
		mid := float64(i+j+1) / 2 // mean 1-based rank of the tie group
		for k := i; k < j; k++ {
			if all[k].pos {
				rankSum += mid
			}
		}
		i = j
	}
	np, nn := float64(len(pos)), float64(len(neg))
	return (rankSum - np*(np+1)/2) / (np * nn)
}

func TestRocAUC(t *testing.T) {
	tests := []struct {
		name     string
		pos, neg []float64
		want     float64
	}{
		{name: "perfect", pos: []float64{0.9, 0.8}, neg: []float64{0.1, 0.2}, want: 1},
		{name: "inverted", pos: []float64{0.1}, neg: []float64{0.5, 0.6}, want: 0},
		{name: "ties", pos: []float64{0.5, 0.5}, neg: []float64{0.5, 0.5}, want: 0.5},
		{name: "mixed", pos: []float64{0.3, 0.7}, neg: []float64{0.5}, want: 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rocAUC(tt.pos, tt.neg); got != tt.want {
				t.Fatalf("rocAUC=%v, want %v", got, tt.want)
			}
		})
	}
}
