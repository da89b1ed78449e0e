// Command convert derives labelled follow-up pairs from public
// conversational query data: the training file the follow-up classifier is
// fitted on, and the held-out sets it is measured on but never fitted on.
//
// Sources, read from git mirrors at pinned commits (git show):
//
//   - TREC CAsT, https://github.com/daltonj/treccastweb at castCommit (MIT,
//     Copyright (c) 2019 Jeffrey Dalton): the 2020 and 2021 evaluation
//     topics are TRAINING data; the 2019 evaluation topics and the 2022
//     topics are HELD OUT. The 2019 training topics are not read: they are
//     shared/eval/followup/cast_train.jsonl.
//
//   - FollowUp, https://github.com/SivilTaram/FollowUp at fandaCommit
//     (Apache License 2.0; fanda.go): data/train.tsv is TRAINING data,
//     data/test.tsv a development set written outside the repository.
//
//   - CoSQL dev, data/cosql/dev.json and data/cosql/tables.json of
//     https://github.com/ryanzhumich/editsql at editsqlCommit (CoSQL is
//     CC BY-SA 4.0 by its authors, Yu et al. 2019): HELD OUT only; written
//     outside the repository.
//
//   - CoSQL train, gpt/sft_cosql_train.json of
//     https://github.com/emorynlp/CoSQL-LLM at cosqlLLMCommit (CoSQL's
//     training split, CC BY-SA 4.0), with editsql's tables.json for the
//     schemas: TRAINING data (of the tabular blend only; see
//     followup/internal/train).
//
// The SParC training split (data/sparc/train.json of editsql) is too large
// for the mirrors this was built from.
//
// Labelling rules are those of shared/eval/followup/README.md: per
// conversation, FOLLOW_UP for every turn i >= 2 with the previous (at most
// three) turns as history; NEW_QUERY pairs whose query is the first turn of
// another conversation: for CoSQL one per interaction, after a seeded cut
// point, from an interaction on the same database; for CAsT one per turn
// position, from another topic of the same file.
//
//	go run ./followup/internal/convert -cast CAST_GIT_DIR -editsql EDITSQL_GIT_DIR \
//	    -train followup/internal/train/testdata/cast_2020_2021.jsonl -heldout DIR
//	go run ./followup/internal/convert -fanda FOLLOWUP_GIT_DIR \
//	    -fanda-train followup/internal/train/testdata/fanda_train.jsonl -fanda-dev out/fanda_test.jsonl
//	go run ./followup/internal/convert -cosql-train COSQL_LLM_GIT_DIR -editsql EDITSQL_GIT_DIR \
//	    -cosql-train-out followup/internal/train/testdata/cosql_train.jsonl
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/followup/internal/pairs"
)

// Pinned commits of the sources.
const (
	castCommit    = "33846610b736da392efeab00e4c6f4519e0dacf1"
	editsqlCommit = "741710a5a8deb62fc0f376507fbe7f727d7b7ff3"
	// cosqlLLMCommit pins emorynlp/CoSQL-LLM, whose gpt/sft_cosql_train.json
	// holds the CoSQL training split, one turn per element.
	cosqlLLMCommit = "8b37e52abb932f0aaf70b93b157f7abdca706048"
	// Seed of every draw.
	Seed = 26
)

func main() {
	cast := flag.String("cast", "", "git directory of a daltonj/treccastweb mirror")
	editsql := flag.String("editsql", "", "git directory of a ryanzhumich/editsql mirror (held-out CoSQL dev)")
	train := flag.String("train", "", "write the training pairs (CAsT 2020 and 2021) to this file")
	heldout := flag.String("heldout", "", "write the held-out sets (cosql_dev.jsonl, cast_heldout.jsonl) to this directory")
	fanda := flag.String("fanda", "", "git directory of a SivilTaram/FollowUp mirror")
	fandaTrain := flag.String("fanda-train", "", "write the FollowUp training pairs (data/train.tsv) to this file")
	fandaDev := flag.String("fanda-dev", "", "write the FollowUp development pairs (data/test.tsv) to this file")
	cosqlTrain := flag.String("cosql-train", "", "git directory of an emorynlp/CoSQL-LLM mirror (the CoSQL training split; needs -editsql for the schemas)")
	cosqlTrainOut := flag.String("cosql-train-out", "", "write the CoSQL training pairs to this file")
	flag.Parse()
	if *cosqlTrain != "" {
		if *editsql == "" || *cosqlTrainOut == "" {
			fmt.Fprintln(os.Stderr, "convert: -cosql-train needs -editsql (schemas) and -cosql-train-out")
			os.Exit(2)
		}
		ps, err := cosqlTrainPairs(*cosqlTrain, *editsql)
		if err == nil {
			err = write(*cosqlTrainOut, ps)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "convert:", err)
			os.Exit(1)
		}
		if *cast == "" && *fanda == "" {
			return
		}
	}
	if *fanda != "" {
		if err := runFanda(*fanda, *fandaTrain, *fandaDev); err != nil {
			fmt.Fprintln(os.Stderr, "convert:", err)
			os.Exit(1)
		}
		if *cast == "" {
			return
		}
	}
	if err := run(*cast, *editsql, *train, *heldout); err != nil {
		fmt.Fprintln(os.Stderr, "convert:", err)
		os.Exit(1)
	}
}

func run(cast, editsql, train, heldout string) error {
	if cast == "" || (train == "" && heldout == "") {
		return fmt.Errorf("need -cast and at least one of -train, -heldout")
	}
	if train != "" {
		var all []pairs.Pair
		for _, f := range []struct{ path, source string }{
			{"2020/2020_manual_evaluation_topics_v1.0.json", "cast2020"},
			{"2021/2021_manual_evaluation_topics_v1.0.json", "cast2021"},
		} {
			topics, err := readCAsT(cast, f.path)
			if err != nil {
				return err
			}
			all = append(all, castPairs(topics, f.source)...)
		}
		if err := write(train, all); err != nil {
			return err
		}
	}
	if heldout == "" {
		return nil
	}
	var held []pairs.Pair
	for _, f := range []struct{ path, source string }{
		{"2019/data/evaluation/evaluation_topics_v1.0.json", "cast2019_eval"},
		{"2022/2022_evaluation_topics_flattened_duplicated_v1.0.json", "cast2022"},
	} {
		topics, err := readCAsT(cast, f.path)
		if err != nil {
			return err
		}
		held = append(held, castPairs(topics, f.source)...)
	}
	if err := os.MkdirAll(heldout, 0o755); err != nil {
		return err
	}
	if err := write(filepath.Join(heldout, "cast_heldout.jsonl"), held); err != nil {
		return err
	}
	if editsql == "" {
		return nil
	}
	ps, err := cosqlPairs(editsql, "data/cosql/dev.json", "data/cosql/tables.json", "cosql_dev")
	if err != nil {
		return err
	}
	return write(filepath.Join(heldout, "cosql_dev.jsonl"), ps)
}

// runFanda writes the FollowUp pairs: data/train.tsv to train, data/test.tsv
// to dev (either may be empty).
func runFanda(dir, train, dev string) error {
	for _, f := range []struct{ path, source, out string }{
		{"data/train.tsv", "fanda_train", train},
		{"data/test.tsv", "fanda_test", dev},
	} {
		if f.out == "" {
			continue
		}
		ts, headers, err := readFanda(dir, f.path)
		if err != nil {
			return err
		}
		if err := write(f.out, fandaPairs(ts, headers, f.source)); err != nil {
			return err
		}
	}
	return nil
}

func write(path string, ps []pairs.Pair) error {
	var b bytes.Buffer
	if err := pairs.Write(&b, ps); err != nil {
		return err
	}
	fu := 0
	for _, p := range ps {
		if p.IsFollowUp() {
			fu++
		}
	}
	fmt.Fprintf(os.Stderr, "%s: %d pairs (FOLLOW_UP %d, NEW_QUERY %d)\n", path, len(ps), fu, len(ps)-fu)
	return os.WriteFile(path, b.Bytes(), 0o644)
}

func gitShow(dir, commit, path string) ([]byte, error) {
	out, err := exec.Command("git", "--git-dir", dir, "show", commit+":"+path).Output()
	if err != nil {
		return nil, fmt.Errorf("git show %s:%s in %s: %w", commit, path, dir, err)
	}
	return out, nil
}

// topic is one CAsT conversation: its number (branches of a 2022 tree
// share it) and its user utterances in order.
type topic struct {
	number string
	turns  []string
}

func readCAsT(dir, path string) ([]topic, error) {
	raw, err := gitShow(gitDir(dir), castCommit, path)
	if err != nil {
		return nil, err
	}
	var in []struct {
		Number json.Number `json:"number"`
		Turn   []struct {
			Raw       string `json:"raw_utterance"`
			Utterance string `json:"utterance"`
		} `json:"turn"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var out []topic
	for _, t := range in {
		tp := topic{number: t.Number.String()}
		for _, u := range t.Turn {
			s := strings.TrimSpace(u.Raw)
			if s == "" {
				s = strings.TrimSpace(u.Utterance)
			}
			if s != "" {
				tp.turns = append(tp.turns, s)
			}
		}
		if len(tp.turns) > 0 {
			out = append(out, tp)
		}
	}
	return out, nil
}

// gitDir accepts a repository's work tree or its git directory.
func gitDir(dir string) string {
	if st, err := os.Stat(filepath.Join(dir, ".git")); err == nil && st.IsDir() {
		return filepath.Join(dir, ".git")
	}
	return dir
}

func window(turns []string, from, to int) []string {
	if from < 0 {
		from = 0
	}
	return append([]string(nil), turns[from:to]...)
}

// castPairs applies the CAsT rule: FOLLOW_UP for every turn i >= 2 after
// the previous (at most three) turns; NEW_QUERY after every turn position
// i (history: turns i-2..i) with turn 1 of another topic of the file. A
// 2022 file repeats shared branch prefixes: identical pairs are kept once,
// and "another topic" has another number.
func castPairs(topics []topic, source string) []pairs.Pair {
	rng := rand.New(rand.NewPCG(Seed, hashSeed(source)))
	seen := map[string]bool{}
	var out []pairs.Pair
	add := func(t topic, history []string, query, label string) {
		key := strings.Join(history, "\x00") + "\x01" + query + "\x01" + label
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, pairs.Pair{
			ID: source + "-" + hash(key), Source: source, History: history, Query: query, Label: label,
			Group: source + "-" + t.number,
		})
	}
	for ti, t := range topics {
		for i := 1; i < len(t.turns); i++ {
			add(t, window(t.turns, i-3, i), t.turns[i], pairs.FollowUp)
		}
		var others []int
		for j, o := range topics {
			if j != ti && o.number != t.number {
				others = append(others, j)
			}
		}
		if len(others) == 0 {
			continue
		}
		for i := 0; i < len(t.turns); i++ {
			o := topics[others[rng.IntN(len(others))]]
			add(t, window(t.turns, i-2, i+1), o.turns[0], pairs.NewQuery)
		}
	}
	return out
}

type interaction struct {
	DBID  string `json:"database_id"`
	Turns []turn `json:"interaction"`
}

type turn struct {
	Utterance string `json:"utterance"`
	Query     string `json:"query"`
}

// cosqlPairs applies the SParC rule of the evaluation README to an
// editsql-format file: FOLLOW_UP for every turn i >= 2 (history: the
// previous three turns, the SQL and result columns of turn i-1); one
// NEW_QUERY per interaction, after a seeded cut point c (history: turns
// c-2..c, the SQL of turn c), whose query is the first question of another
// interaction on the same database whose first question is not one of this
// interaction's questions.
func cosqlPairs(dir, dataPath, tablesPath, source string) ([]pairs.Pair, error) {
	raw, err := gitShow(gitDir(dir), editsqlCommit, dataPath)
	if err != nil {
		return nil, err
	}
	var in []interaction
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fmt.Errorf("%s: %w", dataPath, err)
	}
	schemas, err := readSchemas(dir, tablesPath)
	if err != nil {
		return nil, err
	}
	return interactionPairs(in, schemas, source), nil
}

// readSchemas reads a Spider-format tables.json of the editsql mirror.
func readSchemas(dir, tablesPath string) (map[string]schema, error) {
	rawTables, err := gitShow(gitDir(dir), editsqlCommit, tablesPath)
	if err != nil {
		return nil, err
	}
	var ts []tablesJSON
	if err := json.Unmarshal(rawTables, &ts); err != nil {
		return nil, fmt.Errorf("%s: %w", tablesPath, err)
	}
	return newSchemas(ts), nil
}

// cosqlTrainPairs applies the rule of cosqlPairs to the CoSQL training
// split as emorynlp/CoSQL-LLM ships it (gpt/sft_cosql_train.json: one
// element per turn, {db_id, question, query}; an element that has the key
// "prompt" starts an interaction), with the schemas of editsql's
// data/cosql/tables.json.
func cosqlTrainPairs(dir, editsql string) ([]pairs.Pair, error) {
	raw, err := gitShow(gitDir(dir), cosqlLLMCommit, "gpt/sft_cosql_train.json")
	if err != nil {
		return nil, err
	}
	in, err := cosqlTurns(raw)
	if err != nil {
		return nil, fmt.Errorf("sft_cosql_train.json: %w", err)
	}
	schemas, err := readSchemas(editsql, "data/cosql/tables.json")
	if err != nil {
		return nil, err
	}
	return interactionPairs(in, schemas, "cosql_train"), nil
}

// cosqlTurns groups the turns of sft_cosql_train.json into interactions:
// an element with the key "prompt" starts one, and so does a change of
// database.
func cosqlTurns(raw []byte) ([]interaction, error) {
	var turns []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &turns); err != nil {
		return nil, err
	}
	var in []interaction
	for i, t := range turns {
		var db, q, sql string
		if json.Unmarshal(t["db_id"], &db) != nil || json.Unmarshal(t["question"], &q) != nil || json.Unmarshal(t["query"], &sql) != nil {
			return nil, fmt.Errorf("element %d: want db_id, question and query strings", i)
		}
		_, starts := t["prompt"]
		if starts || len(in) == 0 || in[len(in)-1].DBID != db {
			in = append(in, interaction{DBID: db})
		}
		it := &in[len(in)-1]
		it.Turns = append(it.Turns, turn{Utterance: q, Query: sql})
	}
	return in, nil
}

// interactionPairs applies the SParC rule of the evaluation README to
// interactions: FOLLOW_UP for every turn i >= 2 (history: the previous
// three turns, the SQL and result columns of turn i-1); one NEW_QUERY per
// interaction, after a seeded cut point c (history: turns c-2..c, the SQL
// of turn c), whose query is the first question of another interaction on
// the same database whose first question is not one of this interaction's
// questions.
func interactionPairs(in []interaction, schemas map[string]schema, source string) []pairs.Pair {
	byDB := map[string][]int{}
	for i, it := range in {
		byDB[it.DBID] = append(byDB[it.DBID], i)
	}
	rng := rand.New(rand.NewPCG(Seed, hashSeed(source)))
	var out []pairs.Pair
	mk := func(it interaction, idx, c int, query, label string) pairs.Pair {
		var hist []string
		for k := max(0, c-3); k < c; k++ {
			hist = append(hist, it.Turns[k].Utterance)
		}
		sql := it.Turns[c-1].Query
		db := it.DBID
		cols := resultColumns(sql, schemas[db])
		key := fmt.Sprintf("%d/%d/%s/%s", idx, c, query, label)
		return pairs.Pair{
			ID: source + "-" + hash(key), Source: source, DBID: &db, History: hist, HistorySQL: &sql,
			HistoryColumns: cols, Query: query, Label: label, Group: fmt.Sprintf("%s-%d", source, idx),
		}
	}
	for idx, it := range in {
		n := len(it.Turns)
		for i := 1; i < n; i++ {
			out = append(out, mk(it, idx, i, it.Turns[i].Utterance, pairs.FollowUp))
		}
		c := 1 + rng.IntN(n)
		own := map[string]bool{}
		for _, t := range it.Turns {
			own[norm(t.Utterance)] = true
		}
		var cands []int
		for _, j := range byDB[it.DBID] {
			if j != idx && !own[norm(in[j].Turns[0].Utterance)] {
				cands = append(cands, j)
			}
		}
		if len(cands) == 0 {
			continue
		}
		j := cands[rng.IntN(len(cands))]
		out = append(out, mk(it, idx, c, in[j].Turns[0].Utterance, pairs.NewQuery))
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].ID < out[b].ID })
	return out
}

// norm lower-cases s and drops punctuation and extra space.
func norm(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return strings.Join(f, " ")
}

func hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:6])
}

func hashSeed(s string) uint64 {
	h := sha256.Sum256([]byte(s))
	var x uint64
	for _, b := range h[:8] {
		x = x<<8 | uint64(b)
	}
	return x
}
