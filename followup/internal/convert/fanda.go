package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/cairnhq/cairn/followup/internal/feature"
	"github.com/cairnhq/cairn/followup/internal/pairs"
)

// fandaCommit pins https://github.com/SivilTaram/FollowUp (the FollowUp
// dataset of Liu et al., "FAnDa: A Novel Approach to Perform Follow-up
// Query Analysis", AAAI 2019; Apache License 2.0): 1,000 triples of a
// question over a WikiSQL table, a follow-up question and the two fused,
// over 120 tables.
const fandaCommit = "cea8f0794fc29ea7af78570ec2908ad17d80deee"

// fandaTriple is one line of data/train.tsv or data/test.tsv.
type fandaTriple struct {
	precedent, followUp, fused string
	table                      int // index into data/tables.jsonl
}

func readFanda(dir, path string) ([]fandaTriple, [][]string, error) {
	raw, err := gitShow(gitDir(dir), fandaCommit, path)
	if err != nil {
		return nil, nil, err
	}
	var out []fandaTriple
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for n := 1; sc.Scan(); n++ {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 4 {
			return nil, nil, fmt.Errorf("%s line %d: %d fields, want 4", path, n, len(f))
		}
		id, err := strconv.Atoi(strings.TrimSpace(f[3]))
		if err != nil || id < 1 {
			return nil, nil, fmt.Errorf("%s line %d: table %q is not an index from 1", path, n, f[3])
		}
		out = append(out, fandaTriple{strings.TrimSpace(f[0]), strings.TrimSpace(f[1]), strings.TrimSpace(f[2]), id - 1})
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	rawTables, err := gitShow(gitDir(dir), fandaCommit, "data/tables.jsonl")
	if err != nil {
		return nil, nil, err
	}
	var headers [][]string
	for _, line := range bytes.Split(rawTables, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var t struct {
			Header []string `json:"header"`
		}
		if err := json.Unmarshal(line, &t); err != nil {
			return nil, nil, fmt.Errorf("data/tables.jsonl: %w", err)
		}
		headers = append(headers, t.Header)
	}
	for _, t := range out {
		if t.table >= len(headers) {
			return nil, nil, fmt.Errorf("%s: table %d of %d", path, t.table+1, len(headers))
		}
	}
	return out, headers, nil
}

// mentioned returns the columns of header that question names (a content
// word of the column in the question), as the result columns of the
// question's SQL; all of header when it names none (a SELECT *).
func mentioned(question string, header []string) []string {
	words := map[string]bool{}
	for _, w := range feature.Content(question) {
		words[w] = true
	}
	var out []string
	for _, h := range header {
		for w := range feature.ColumnWords([]string{h}) {
			if words[w] {
				out = append(out, h)
				break
			}
		}
	}
	if len(out) == 0 {
		return append([]string(nil), header...)
	}
	return out
}

// fandaPairs applies the rule of the evaluation README to FollowUp
// triples, a conversation being the precedent question and its follow-up
// over one table: FOLLOW_UP for the follow-up after the precedent; one
// NEW_QUERY per triple after the same precedent (so that the history's
// length says nothing of the label), whose query is the precedent of
// another triple over the same table (a drawn one of another table when the
// table has no other), skipping one textually equal to a question of this
// triple. The cached result's columns are those the precedent names.
func fandaPairs(ts []fandaTriple, headers [][]string, source string) []pairs.Pair {
	rng := rand.New(rand.NewPCG(Seed, hashSeed(source)))
	byTable := map[int][]int{}
	for i, t := range ts {
		byTable[t.table] = append(byTable[t.table], i)
	}
	var out []pairs.Pair
	mk := func(idx int, history []string, last, query, label string) pairs.Pair {
		t := ts[idx]
		db := fmt.Sprintf("table-%d", t.table+1)
		key := fmt.Sprintf("%d/%d/%s/%s", idx, len(history), query, label)
		return pairs.Pair{
			ID: source + "-" + hash(key), Source: source, DBID: &db, History: history,
			HistoryColumns: mentioned(last, headers[t.table]), Query: query, Label: label,
			Group: fmt.Sprintf("%s-%s", source, db),
		}
	}
	for idx, t := range ts {
		out = append(out, mk(idx, []string{t.precedent}, t.precedent, t.followUp, pairs.FollowUp))
		own := map[string]bool{norm(t.precedent): true, norm(t.followUp): true, norm(t.fused): true}
		var cands []int
		for _, j := range byTable[t.table] {
			if j != idx && !own[norm(ts[j].precedent)] {
				cands = append(cands, j)
			}
		}
		if len(cands) == 0 {
			for j := range ts {
				if ts[j].table != t.table && !own[norm(ts[j].precedent)] {
					cands = append(cands, j)
				}
			}
		}
		j := cands[rng.IntN(len(cands))]
		out = append(out, mk(idx, []string{t.precedent}, t.precedent, ts[j].precedent, pairs.NewQuery))
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].ID < out[b].ID })
	return out
}
