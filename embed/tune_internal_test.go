package embed

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

type tuneRow struct {
	History []string `json:"history"`
	Query   string   `json:"query"`
	Label   string   `json:"label"`
}

func tuneLoad(t *testing.T, name string) []tuneRow {
	f, err := os.Open(filepath.Join("..", "..", "shared", "eval", "followup", name))
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var rows []tuneRow
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r tuneRow
		json.Unmarshal(sc.Bytes(), &r)
		rows = append(rows, r)
	}
	return rows
}

func tuneAUC(l *Local, rows []tuneRow) float64 {
	type sc struct {
		s   float64
		pos bool
	}
	var xs []sc
	for _, r := range rows {
		a, b := l.Vector(r.History[len(r.History)-1]), l.Vector(r.Query)
		var d float64
		for i := range a {
			d += float64(a[i]) * float64(b[i])
		}
		xs = append(xs, sc{d, r.Label == "FOLLOW_UP"})
	}
	sort.Slice(xs, func(i, j int) bool { return xs[i].s < xs[j].s })
	var np, nn, rankSum float64
	for i := 0; i < len(xs); {
		j := i
		for j < len(xs) && xs[j].s == xs[i].s {
			j++
		}
		avg := float64(i+j+1) / 2
		for k := i; k < j; k++ {
			if xs[k].pos {
				rankSum += avg
				np++
			} else {
				nn++
			}
		}
		i = j
	}
	return (rankSum - np*(np+1)/2) / (np * nn)
}

func TestTune(t *testing.T) {
	sp, ca := tuneLoad(t, "sparc_dev.jsonl"), tuneLoad(t, "cast_train.jsonl")
	try := func(name string, p params, dims int) {
		l := &Local{dims: dims, p: p}
		a, b := tuneAUC(l, sp), tuneAUC(l, ca)
		fmt.Printf("%-40s sparc=%.4f cast=%.4f mean=%.4f\n", name, a, b, (a+b)/2)
	}
	try("v1", v1, 256)
	try("v1/4096", v1, 4096)
	for _, ww := range []float64{0.5, 1} {
		for _, bw := range []float64{0, 0.4, 0.7, 1} {
			for _, cw := range []float64{0, 0.2, 0.35, 0.5, 0.8} {
				for _, sw := range []float64{0, 0.2, 0.5, 1} {
					for _, stem := range []bool{false, true} {
						for _, cr := range [][2]int{{3, 5}, {3, 4}, {2, 4}, {4, 6}} {
							p := params{weight: [kindCount]float64{ww, bw, cw}, stopWeight: sw, charMin: cr[0], charMax: cr[1], stem: stem}
							try(fmt.Sprintf("w%.1f b%.1f c%.2f s%.1f stem%v c%d-%d", ww, bw, cw, sw, stem, cr[0], cr[1]), p, 256)
						}
					}
				}
			}
		}
	}
}
