package correction_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dlclark/regexp2"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/sqlite"
)

// The learning loop on coding-assistant conversations, through the Go API:
// the same measurement as ../shared/eval/loop/run.py, without Python. Each
// scenario teaches a correction in one session (output, then the user's
// message), repeats the mistake in another session with a reworded
// question (fixed when every expect_contains is there and no expect_absent
// is), and shows a correct answer in a third (it must come back
// unchanged). Messages measure detection alone.
//
// Three sets, all read to understand failures (never copied into rules):
// the development set in ../shared/eval/loop, a set written for this
// repository from other facts in testdata/loop ("testdata"),
// ../eval/dev2, written for precision (lookalike controls), and
// ../eval/dev3, written for harm (repeats a plain substitution leaves
// wrong, lookalikes across topics); the last two are scenarios only. The held-out set in ../eval/heldout is not run here: it is never
// read while changing code, only measured (docs/loop.md).

type loopMessage struct {
	ID             string `json:"id"`
	PreviousOutput string `json:"previous_output"`
	Message        string `json:"message"`
	Label          string `json:"label"`
	Kind           string `json:"kind"`
}

type loopScenario struct {
	ID         string `json:"id"`
	Difficulty string `json:"difficulty"`
	Teach      struct {
		Query, Output, Message string
	} `json:"teach"`
	Repeat struct {
		Query          string   `json:"query"`
		Output         string   `json:"output"`
		ExpectContains []string `json:"expect_contains"`
		ExpectAbsent   []string `json:"expect_absent"`
	} `json:"repeat"`
	Control struct {
		Query, Output string
	} `json:"control"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	return out
}

// TestExpectHoldsPython checks the Python forms the sets' checks use
// that Go's regexp lacks.
func TestExpectHoldsPython(t *testing.T) {
	for _, c := range []struct {
		text, spec string
		want       bool
	}{
		{"set MAX_POOL_SIZE to 8", "re:(?<!MAX_)POOL_SIZE", false},
		{"set POOL_SIZE to 8", "re:(?<!MAX_)POOL_SIZE", true},
		{"x.by(df) and y", `re:(?<![\w.])by\(df`, false},
		{"by(df) and y", `re:(?<![\w.])by\(df`, true},
		{"node_cpu_total", "re:node_cpu(?!_total)", false},
		{"node_cpu here", "re:node_cpu(?!_total)", true},
		{"set X-Retry-Token", "re:(?i)(?<!x-)retry-token", false},
		{"set retry-token", "re:(?i)(?<!x-)retry-token", true},
	} {
		if got := expectHolds(c.text, c.spec); got != c.want {
			t.Errorf("expectHolds(%q, %q) = %v, want %v", c.text, c.spec, got, c.want)
		}
	}
}

// expectHolds reports whether text satisfies one expect entry: a
// case-sensitive substring, or "re:" and a Python regular expression. Go's
// regexp reads the ones it can; those with lookarounds, which it lacks,
// are read by regexp2 (its default, .NET-compatible syntax matches
// Python's for every form the sets use).
func expectHolds(text, spec string) bool {
	re, ok := strings.CutPrefix(spec, "re:")
	if !ok {
		return strings.Contains(text, spec)
	}
	if rx, err := regexp.Compile(re); err == nil {
		return rx.MatchString(text)
	}
	m, err := regexp2.MustCompile(re, regexp2.None).MatchString(text)
	return err == nil && m
}

// loopFigures are the headline figures of one run.
type loopFigures struct {
	Detect                    confusion
	PreferenceFlagged, PrefN  int
	Scenarios, Saved, Located int
	Fixed, Changed            map[string]int // by difficulty: repeats fixed, controls changed
	ByDifficulty              map[string]int
	ControlsChanged           int
	RepeatsBroken             int // repeats changed but not fixed
	CrossApplied              int // shared store: applications of another scenario's correction
}

// harmful is the share of probes (a repeat and a control per scenario)
// that an application made worse: a repeat changed into something still
// wrong, or a correct control changed.
func (f loopFigures) harmful() float64 {
	return ratio(f.RepeatsBroken+f.ControlsChanged, 2*f.Scenarios)
}

func newLoopLearner(t testing.TB) *correction.Learner {
	t.Helper()
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "loop.db"))
	if err := db.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	svc := &correction.Service{Stores: func(string) correction.Store { return db.Corrections("loop") }, Embedder: emb}
	l, err := svc.Learner(context.Background(), "loop")
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// runLoop measures detection on msgs and the loop on scens: each scenario
// in a fresh store, or all in one store when shared.
func runLoop(t testing.TB, msgs []loopMessage, scens []loopScenario, shared bool) loopFigures {
	ctx := context.Background()
	f := loopFigures{Fixed: map[string]int{}, Changed: map[string]int{}, ByDifficulty: map[string]int{}}
	det := correction.NewOfflineDetector()
	for _, m := range msgs {
		d, err := det.Detect(ctx, m.Message, m.PreviousOutput)
		if err != nil {
			t.Fatal(err)
		}
		f.Detect.add(d.IsCorrection, m.Label == "CORRECTION")
		if m.Kind == "preference_change" {
			f.PrefN++
			if d.IsCorrection {
				f.PreferenceFlagged++
			}
		}
	}
	var l *correction.Learner
	owner := map[string]string{}
	teach := func(s loopScenario) {
		if !shared {
			l = newLoopLearner(t)
		}
		if _, err := l.HandleOutput(ctx, s.ID+"-A", s.Teach.Query, s.Teach.Output); err != nil {
			t.Fatal(err)
		}
		res, err := l.HandleUserMessage(ctx, s.ID+"-A", s.Teach.Message)
		if err != nil {
			t.Fatal(err)
		}
		if res.Saved != nil {
			f.Saved++
			owner[res.Saved.ID] = s.ID
			if res.Saved.AppliesOffline() {
				f.Located++
			}
		}
	}
	probe := func(s loopScenario) {
		f.Scenarios++
		f.ByDifficulty[s.Difficulty]++
		r, err := l.HandleOutput(ctx, s.ID+"-B", s.Repeat.Query, s.Repeat.Output)
		if err != nil {
			t.Fatal(err)
		}
		fixed := true
		for _, e := range s.Repeat.ExpectContains {
			fixed = fixed && expectHolds(r.Output, e)
		}
		for _, e := range s.Repeat.ExpectAbsent {
			fixed = fixed && !expectHolds(r.Output, e)
		}
		if fixed {
			f.Fixed[s.Difficulty]++
		} else if r.Output != s.Repeat.Output {
			f.RepeatsBroken++
		}
		c, err := l.HandleOutput(ctx, s.ID+"-C", s.Control.Query, s.Control.Output)
		if err != nil {
			t.Fatal(err)
		}
		if c.Output != s.Control.Output {
			f.ControlsChanged++
			f.Changed[s.Difficulty]++
		}
		for _, res := range []*correction.OutputResult{r, c} {
			for _, m := range res.Apply.AppliedCorrections {
				if owner[m.Correction.ID] != s.ID {
					f.CrossApplied++
				}
			}
		}
	}
	if shared {
		l = newLoopLearner(t)
		for _, s := range scens {
			teach(s)
		}
		for _, s := range scens {
			probe(s)
		}
	} else {
		for _, s := range scens {
			teach(s)
			probe(s)
		}
	}
	return f
}

func (f loopFigures) rate(difficulty string) float64 {
	return ratio(f.Fixed[difficulty], f.ByDifficulty[difficulty])
}

func (f loopFigures) String() string {
	d := f.Detect
	return fmt.Sprintf("detection P %.3f R %.3f F1 %.3f (n=%d); preference changes flagged %d/%d; "+
		"saved %d/%d, applies offline %d; repeats fixed: literal %d/%d (%.2f), paraphrase %d/%d (%.2f), semantic %d/%d; "+
		"controls changed %d/%d (%.3f); repeats changed but not fixed %d; harmful %.3f of probes; cross-scenario applications %d",
		d.precision(), d.recall(), d.f1(), d.n(), f.PreferenceFlagged, f.PrefN,
		f.Saved, f.Scenarios, f.Located,
		f.Fixed["literal"], f.ByDifficulty["literal"], f.rate("literal"),
		f.Fixed["paraphrase"], f.ByDifficulty["paraphrase"], f.rate("paraphrase"),
		f.Fixed["semantic"], f.ByDifficulty["semantic"],
		f.ControlsChanged, f.Scenarios, ratio(f.ControlsChanged, f.Scenarios), f.RepeatsBroken, f.harmful(), f.CrossApplied)
}

// loopSets are the sets the loop runs on; the development set only where
// shared/eval sits beside the repository (required under CI=true).
func loopSets(t testing.TB) map[string][2]string {
	sets := map[string][2]string{
		"testdata": {filepath.Join("testdata", "loop", "messages.jsonl"), filepath.Join("testdata", "loop", "scenarios.jsonl")},
		// A second development set, written for precision (lookalike
		// controls): scenarios only.
		"dev2": {"", filepath.Join("..", "eval", "dev2", "scenarios.jsonl")},
		// A third, written for harm: repeats a plain substitution leaves
		// wrong, lookalike controls across topics in one store.
		"dev3": {"", filepath.Join("..", "eval", "dev3", "scenarios.jsonl")},
		// A fourth, written for fixes that a substitution leaves half done
		// or corrupts (eval/dev4/README.md).
		"dev4": {"", filepath.Join("..", "eval", "dev4", "scenarios.jsonl")},
		// Written in the fifth and sixth rounds by helpers that read only
		// the loop README and runner (eval/dev7, dev8, dev9/README.md):
		// lookalike controls and whole-fix repeats, engineers' terse
		// messages, answers holding several values of one kind; dev5 and
		// dev6 before them (their checks use back-references, which
		// expectHolds reads with regexp2).
		"dev5": {"", filepath.Join("..", "eval", "dev5", "scenarios.jsonl")},
		"dev6": {"", filepath.Join("..", "eval", "dev6", "scenarios.jsonl")},
		"dev7": {"", filepath.Join("..", "eval", "dev7", "scenarios.jsonl")},
		"dev8": {"", filepath.Join("..", "eval", "dev8", "scenarios.jsonl")},
		"dev9": {"", filepath.Join("..", "eval", "dev9", "scenarios.jsonl")},
		// Written in the seventh round the same way (eval/dev10, dev11/
		// README.md): data science and app code; one company's operations,
		// typed tersely.
		"dev10": {"", filepath.Join("..", "eval", "dev10", "scenarios.jsonl")},
		"dev11": {"", filepath.Join("..", "eval", "dev11", "scenarios.jsonl")},
		// Written midway through the seventh round (eval/dev12, dev13/
		// README.md): backend services and their builds; analytics SQL
		// across dialects, observability and secrets.
		"dev12": {"", filepath.Join("..", "eval", "dev12", "scenarios.jsonl")},
		"dev13": {"", filepath.Join("..", "eval", "dev13", "scenarios.jsonl")},
		// Written late in the seventh round (eval/dev14, dev15/README.md):
		// infrastructure as code and platform pipelines; everyday tooling,
		// shells and the team's own conventions.
		"dev14": {"", filepath.Join("..", "eval", "dev14", "scenarios.jsonl")},
		"dev15": {"", filepath.Join("..", "eval", "dev15", "scenarios.jsonl")},
		// Written at the start of the eighth round (eval/dev16-18/README.md):
		// the web front end; LLM and ML engineering; business integrations.
		"dev16": {"", filepath.Join("..", "eval", "dev16", "scenarios.jsonl")},
		"dev17": {"", filepath.Join("..", "eval", "dev17", "scenarios.jsonl")},
		"dev18": {"", filepath.Join("..", "eval", "dev18", "scenarios.jsonl")},
		// Written midway through the eighth round (eval/dev19-21/
		// README.md): Linux systems and networking; standard-library APIs
		// across languages; new users' short conversations.
		"dev19": {"", filepath.Join("..", "eval", "dev19", "scenarios.jsonl")},
		"dev20": {"", filepath.Join("..", "eval", "dev20", "scenarios.jsonl")},
		"dev21": {"", filepath.Join("..", "eval", "dev21", "scenarios.jsonl")},
		"dev22": {"", filepath.Join("..", "eval", "dev22", "scenarios.jsonl")},
		"dev23": {"", filepath.Join("..", "eval", "dev23", "scenarios.jsonl")},
		"dev24": {"", filepath.Join("..", "eval", "dev24", "scenarios.jsonl")},
		"dev25": {"", filepath.Join("..", "eval", "dev25", "scenarios.jsonl")},
		"dev26": {"", filepath.Join("..", "eval", "dev26", "scenarios.jsonl")},
		"dev27": {"", filepath.Join("..", "eval", "dev27", "scenarios.jsonl")},
		// Written at the start of the tenth round (eval/dev28-30/
		// README.md): mobile apps; machine learning engineering;
		// observability, SRE and CI/CD.
		"dev28": {"", filepath.Join("..", "eval", "dev28", "scenarios.jsonl")},
		"dev29": {"", filepath.Join("..", "eval", "dev29", "scenarios.jsonl")},
		"dev30": {"", filepath.Join("..", "eval", "dev30", "scenarios.jsonl")},
		// Written midway through the tenth round: games; embedded and IoT;
		// research computing; PHP and content platforms; business
		// intelligence; network engineering.
		"dev31": {"", filepath.Join("..", "eval", "dev31", "scenarios.jsonl")},
		"dev32": {"", filepath.Join("..", "eval", "dev32", "scenarios.jsonl")},
		"dev33": {"", filepath.Join("..", "eval", "dev33", "scenarios.jsonl")},
		"dev34": {"", filepath.Join("..", "eval", "dev34", "scenarios.jsonl")},
		"dev35": {"", filepath.Join("..", "eval", "dev35", "scenarios.jsonl")},
		"dev36": {"", filepath.Join("..", "eval", "dev36", "scenarios.jsonl")},
		// Written late in the tenth round: Rust and systems; payments,
		// health and banking formats; the JVM (dev39 and dev40 check with
		// lookaheads inside alternations, read with regexp2).
		"dev37": {"", filepath.Join("..", "eval", "dev37", "scenarios.jsonl")},
		"dev38": {"", filepath.Join("..", "eval", "dev38", "scenarios.jsonl")},
		"dev39": {"", filepath.Join("..", "eval", "dev39", "scenarios.jsonl")},
		"dev40": {"", filepath.Join("..", "eval", "dev40", "scenarios.jsonl")},
		// Written at the start of the eleventh round (eval/dev41-45/
		// README.md): search and vector databases; spreadsheets and office
		// automation; media processing; Apple platforms; geospatial work.
		"dev41": {"", filepath.Join("..", "eval", "dev41", "scenarios.jsonl")},
		"dev42": {"", filepath.Join("..", "eval", "dev42", "scenarios.jsonl")},
		"dev43": {"", filepath.Join("..", "eval", "dev43", "scenarios.jsonl")},
		"dev44": {"", filepath.Join("..", "eval", "dev44", "scenarios.jsonl")},
		"dev45": {"", filepath.Join("..", "eval", "dev45", "scenarios.jsonl")},
		// Written at the end of the eleventh round (eval/dev46-49/
		// README.md) and in the twelfth (eval/dev50-57/README.md), the
		// same way: Python packaging, Kubernetes, TypeScript, MySQL;
		// containers, Rails, .NET, testing, data pipelines, Go services,
		// TLS, DNS and HTTP, mobile release.
		"dev46": {"", filepath.Join("..", "eval", "dev46", "scenarios.jsonl")},
		"dev47": {"", filepath.Join("..", "eval", "dev47", "scenarios.jsonl")},
		"dev48": {"", filepath.Join("..", "eval", "dev48", "scenarios.jsonl")},
		"dev49": {"", filepath.Join("..", "eval", "dev49", "scenarios.jsonl")},
		"dev50": {"", filepath.Join("..", "eval", "dev50", "scenarios.jsonl")},
		"dev51": {"", filepath.Join("..", "eval", "dev51", "scenarios.jsonl")},
		"dev52": {"", filepath.Join("..", "eval", "dev52", "scenarios.jsonl")},
		"dev53": {"", filepath.Join("..", "eval", "dev53", "scenarios.jsonl")},
		"dev54": {"", filepath.Join("..", "eval", "dev54", "scenarios.jsonl")},
		"dev55": {"", filepath.Join("..", "eval", "dev55", "scenarios.jsonl")},
		"dev56": {"", filepath.Join("..", "eval", "dev56", "scenarios.jsonl")},
		"dev57": {"", filepath.Join("..", "eval", "dev57", "scenarios.jsonl")},
		// Written in the thirteenth round (eval/dev58-64/README.md):
		// observability, frontend tooling, ML in Python, database
		// administration, cloud CLIs, JVM services, security and identity.
		"dev58": {"", filepath.Join("..", "eval", "dev58", "scenarios.jsonl")},
		"dev59": {"", filepath.Join("..", "eval", "dev59", "scenarios.jsonl")},
		"dev60": {"", filepath.Join("..", "eval", "dev60", "scenarios.jsonl")},
		"dev61": {"", filepath.Join("..", "eval", "dev61", "scenarios.jsonl")},
		"dev62": {"", filepath.Join("..", "eval", "dev62", "scenarios.jsonl")},
		"dev63": {"", filepath.Join("..", "eval", "dev63", "scenarios.jsonl")},
		"dev64": {"", filepath.Join("..", "eval", "dev64", "scenarios.jsonl")},
	}
	dir := testenv.EvalDir(t, *evalDir)
	sets["dev"] = [2]string{filepath.Join(dir, "loop", "messages_dev.jsonl"), filepath.Join(dir, "loop", "scenarios_dev.jsonl")}
	return sets
}

// isolatedSets are the sets TestLoop also runs with a fresh store per
// scenario: the shared set and the first ones written for the loop. The
// others run in one store only, which keeps CI within its time.
var isolatedSets = map[string]bool{"dev": true, "testdata": true, "dev2": true, "dev3": true, "dev4": true}

// TestLoop runs the learning loop offline and fails below floors a little
// under the measured figures (see docs/loop.md), so that a change that
// makes it worse is noticed. Controls changed and harmful edits have
// ceilings: the loop is precision first.
func TestLoop(t *testing.T) {
	correction.SkipUnderRace(t)
	type floors struct {
		f1, literal, paraphrase, controls, harmful float64
	}
	// The twenty-second round lowered the literal floors of most later
	// sets: a pairing the typed reader guessed, unsure and found by no
	// other reader, is suggested rather than substituted (feature.SurePair).
	want := map[string]floors{
		"dev":      {f1: 0.83, literal: 0.44, paraphrase: 0.12, controls: 0.01, harmful: 0.01},
		"testdata": {f1: 0.83, literal: 0.38, paraphrase: 0.06, controls: 0.07, harmful: 0.04},
		"dev2":     {f1: 0, literal: 0.48, paraphrase: 0.25, controls: 0.05, harmful: 0.035},
		"dev3":     {f1: 0, literal: 0.33, paraphrase: 0.08, controls: 0.02, harmful: 0.025},
		// Written to find fixes that corrupt: mostly half fixes, so few
		// repeats are fixed; the ceiling on harm is what it guards.
		"dev4":  {f1: 0, literal: 0, paraphrase: 0, controls: 0.02, harmful: 0.04},
		"dev7":  {f1: 0, literal: 0.08, paraphrase: 0, controls: 0.01, harmful: 0.02},
		"dev8":  {f1: 0, literal: 0.18, paraphrase: 0, controls: 0.01, harmful: 0.01},
		"dev9":  {f1: 0, literal: 0.11, paraphrase: 0, controls: 0.01, harmful: 0.01},
		"dev10": {f1: 0, literal: 0.11, paraphrase: 0, controls: 0.01, harmful: 0.01},
		"dev11": {f1: 0, literal: 0.25, paraphrase: 0, controls: 0.03, harmful: 0.02},
		"dev12": {f1: 0, literal: 0.08, paraphrase: 0, controls: 0.05, harmful: 0.035},
		"dev13": {f1: 0, literal: 0.18, paraphrase: 0, controls: 0.05, harmful: 0.025},
		"dev14": {f1: 0, literal: 0.15, paraphrase: 0, controls: 0.05, harmful: 0.025},
		"dev15": {f1: 0, literal: 0.10, paraphrase: 0, controls: 0.04, harmful: 0.035},
		"dev16": {f1: 0, literal: 0.25, paraphrase: 0, controls: 0.05, harmful: 0.035},
		"dev17": {f1: 0, literal: 0.28, paraphrase: 0.05, controls: 0.10, harmful: 0.075},
		"dev18": {f1: 0, literal: 0.10, paraphrase: 0, controls: 0.08, harmful: 0.06},
		"dev19": {f1: 0, literal: 0.05, paraphrase: 0, controls: 0.03, harmful: 0.06},
		"dev20": {f1: 0, literal: 0.18, paraphrase: 0.05, controls: 0.02, harmful: 0.03},
		"dev21": {f1: 0, literal: 0.16, paraphrase: 0, controls: 0.02, harmful: 0.03},
		"dev22": {f1: 0, literal: 0.10, paraphrase: 0, controls: 0.02, harmful: 0.02},
		"dev23": {f1: 0, literal: 0.16, paraphrase: 0.15, controls: 0.04, harmful: 0.035},
		"dev24": {f1: 0, literal: 0.12, paraphrase: 0, controls: 0.02, harmful: 0.02},
		"dev25": {f1: 0, literal: 0.16, paraphrase: 0, controls: 0.02, harmful: 0.02},
		"dev26": {f1: 0, literal: 0.20, paraphrase: 0, controls: 0.03, harmful: 0.025},
		"dev27": {f1: 0, literal: 0, paraphrase: 0, controls: 0.08, harmful: 0.055},
		"dev28": {f1: 0, literal: 0.21, paraphrase: 0, controls: 0.02, harmful: 0.015},
		"dev29": {f1: 0, literal: 0.25, paraphrase: 0.05, controls: 0.04, harmful: 0.025},
		"dev30": {f1: 0, literal: 0.21, paraphrase: 0, controls: 0.02, harmful: 0.015},
		"dev31": {f1: 0, literal: 0.18, paraphrase: 0, controls: 0.03, harmful: 0.025},
		"dev32": {f1: 0, literal: 0.19, paraphrase: 0, controls: 0.06, harmful: 0.05},
		"dev33": {f1: 0, literal: 0.28, paraphrase: 0, controls: 0.04, harmful: 0.035},
		"dev34": {f1: 0, literal: 0.16, paraphrase: 0.05, controls: 0.04, harmful: 0.04},
		"dev35": {f1: 0, literal: 0.15, paraphrase: 0, controls: 0.04, harmful: 0.035},
		"dev36": {f1: 0, literal: 0.11, paraphrase: 0.10, controls: 0.04, harmful: 0.035},
		"dev37": {f1: 0, literal: 0.30, paraphrase: 0, controls: 0.04, harmful: 0.05},
		"dev38": {f1: 0, literal: 0.08, paraphrase: 0, controls: 0.03, harmful: 0.025},
		"dev41": {f1: 0, literal: 0.16, paraphrase: 0, controls: 0.027, harmful: 0.035},
		"dev42": {f1: 0, literal: 0.12, paraphrase: 0, controls: 0.01, harmful: 0.01},
		"dev43": {f1: 0, literal: 0.23, paraphrase: 0.03, controls: 0.06, harmful: 0.052},
		"dev44": {f1: 0, literal: 0.21, paraphrase: 0.14, controls: 0.027, harmful: 0.018},
		"dev45": {f1: 0, literal: 0.39, paraphrase: 0, controls: 0.027, harmful: 0.018},
		"dev50": {f1: 0, literal: 0.21, paraphrase: 0, controls: 0.06, harmful: 0.04},
		"dev54": {f1: 0, literal: 0.17, paraphrase: 0, controls: 0.027, harmful: 0.018},
		"dev55": {f1: 0, literal: 0.03, paraphrase: 0, controls: 0.01, harmful: 0.025},
		"dev56": {f1: 0, literal: 0.21, paraphrase: 0, controls: 0.04, harmful: 0.035},
		// Measured when regexp2 let these sets run here (2026-11-27,
		// thirteenth round): a little under, or over for the ceilings.
		"dev5":  {f1: 0, literal: 0.40, paraphrase: 0, controls: 0.015, harmful: 0.016},
		"dev6":  {f1: 0, literal: 0.30, paraphrase: 0.04, controls: 0.028, harmful: 0.023},
		"dev39": {f1: 0, literal: 0.35, paraphrase: 0, controls: 0.015, harmful: 0.01},
		"dev40": {f1: 0, literal: 0.18, paraphrase: 0.02, controls: 0.015, harmful: 0.01},
		"dev46": {f1: 0, literal: 0.17, paraphrase: 0.18, controls: 0.048, harmful: 0.035},
		"dev47": {f1: 0, literal: 0.36, paraphrase: 0.08, controls: 0.015, harmful: 0.027},
		"dev48": {f1: 0, literal: 0.17, paraphrase: 0, controls: 0.048, harmful: 0.035},
		"dev49": {f1: 0, literal: 0.26, paraphrase: 0.02, controls: 0.015, harmful: 0.01},
		"dev51": {f1: 0, literal: 0.14, paraphrase: 0.02, controls: 0.048, harmful: 0.035},
		"dev52": {f1: 0, literal: 0.17, paraphrase: 0.08, controls: 0.032, harmful: 0.018},
		"dev53": {f1: 0, literal: 0.11, paraphrase: 0.08, controls: 0.07, harmful: 0.043},
		"dev57": {f1: 0, literal: 0.15, paraphrase: 0.02, controls: 0.032, harmful: 0.018},
		"dev58": {f1: 0, literal: 0.29, paraphrase: 0.08, controls: 0.032, harmful: 0.018},
		"dev59": {f1: 0, literal: 0.24, paraphrase: 0.07, controls: 0.015, harmful: 0.01},
		"dev60": {f1: 0, literal: 0.19, paraphrase: 0, controls: 0.048, harmful: 0.043},
		"dev61": {f1: 0, literal: 0.25, paraphrase: 0.02, controls: 0.015, harmful: 0.018},
		"dev62": {f1: 0, literal: 0.14, paraphrase: 0.02, controls: 0.032, harmful: 0.027},
		"dev63": {f1: 0, literal: 0.23, paraphrase: 0, controls: 0.032, harmful: 0.018},
		"dev64": {f1: 0, literal: 0.18, paraphrase: 0, controls: 0.015, harmful: 0.018},
	}
	for name, files := range loopSets(t) {
		var msgs []loopMessage
		if files[0] != "" {
			msgs = readJSONL[loopMessage](t, files[0])
		}
		scens := readJSONL[loopScenario](t, files[1])
		for _, shared := range []bool{false, true} {
			mode := "isolated"
			if shared {
				mode = "shared"
			}
			if !shared && !isolatedSets[name] {
				continue // the later sets are guarded in one store, where cross-scenario harm shows too (docs/loop.md has both modes)
			}
			t.Run(name+"/"+mode, func(t *testing.T) {
				t.Parallel()
				f := runLoop(t, msgs, scens, shared)
				t.Logf("%s %s: %s", name, mode, f)
				w := want[name]
				if f.Detect.f1() < w.f1 {
					t.Errorf("detection F1 %.3f below %.2f", f.Detect.f1(), w.f1)
				}
				if r := f.rate("literal"); r < w.literal {
					t.Errorf("literal repeats fixed %.3f, below %.2f", r, w.literal)
				}
				if r := f.rate("paraphrase"); r < w.paraphrase {
					t.Errorf("paraphrased repeats fixed %.3f, below %.2f", r, w.paraphrase)
				}
				if r := ratio(f.ControlsChanged, f.Scenarios); r > w.controls {
					t.Errorf("controls changed %.3f, above %.3f", r, w.controls)
				}
				if r := f.harmful(); r > w.harmful {
					t.Errorf("harmful edits %.3f of probes, above %.3f", r, w.harmful)
				}
			})
		}
	}
}

// BenchmarkLoop reports the loop's figures as benchmark metrics (one run
// of every scenario per iteration):
//
//	go test -run '^$' -bench Loop -benchtime 1x ./correction/
func BenchmarkLoop(b *testing.B) {
	for name, files := range loopSets(b) {
		var msgs []loopMessage
		if files[0] != "" {
			msgs = readJSONL[loopMessage](b, files[0])
		}
		scens := readJSONL[loopScenario](b, files[1])
		for _, shared := range []bool{false, true} {
			mode := "isolated"
			if shared {
				mode = "shared"
			}
			b.Run(name+"/"+mode, func(b *testing.B) {
				var f loopFigures
				for b.Loop() {
					f = runLoop(b, msgs, scens, shared)
				}
				b.ReportMetric(f.Detect.f1(), "detect-F1")
				b.ReportMetric(ratio(f.PreferenceFlagged, f.PrefN), "pref-flagged")
				b.ReportMetric(ratio(f.Located, f.Saved), "located")
				b.ReportMetric(f.rate("literal"), "fixed-literal")
				b.ReportMetric(f.rate("paraphrase"), "fixed-paraphrase")
				b.ReportMetric(ratio(f.ControlsChanged, f.Scenarios), "controls-changed")
				b.ReportMetric(f.harmful(), "harmful")
			})
		}
	}
}
