package review

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/sqlite"
)

// judgments returns a judgment manager on a real SQLite store whose clock
// reads *now.
func judgments(t *testing.T, now *time.Time) *judgment.Manager {
	t.Helper()
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	m := judgment.NewManager(db.Judgments(cairn.DefaultTenant))
	m.Now = func() time.Time { return *now }
	return m
}

func TestRecordHistoryAndCalibration(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	m := judgments(t, &now)
	d := Diff{Test: "suite/order.md", Source: "dirs", Expected: "a\nb\nc\n", Actual: "c\na\nb\n"}
	r, err := Offline{}.Review(ctx, d)
	if err != nil {
		t.Fatal(err)
	}
	if r.Rule != "ordering" || r.Category != RecommendAccept {
		t.Fatalf("offline: %+v", r)
	}
	if _, err := Record(ctx, m, "", d, r, HumanReject, ""); cairn.ErrorCode(err) != cairn.EINVALID || !strings.Contains(err.Error(), "suite") {
		t.Fatalf("no suite: %v", err)
	}
	if _, err := Record(ctx, m, "s", d, r, judgment.Uncertain, ""); err == nil || !strings.Contains(err.Error(), "decision") {
		t.Fatalf("uncertain human decision: %v", err)
	}
	if _, err := Record(ctx, m, "s", d, r, HumanReject, "order is part of the contract"); err != nil {
		t.Fatal(err)
	}
	j, err := m.Get(ctx, ChangeID("s", d))
	if err != nil {
		t.Fatal(err)
	}
	if j.Decision != judgment.Include || j.UserDecision != judgment.Exclude || j.Product != "s" || j.AIProvider != "offline" {
		t.Fatalf("judgment: %+v", j)
	}
	// The next model prompt for the suite carries the correction.
	h, err := History(ctx, m, "s")
	if err != nil {
		t.Fatal(err)
	}
	l := &LLM{Policy: DefaultPolicy()}
	d2 := Diff{Test: "suite/other.md", Source: "dirs", Expected: "x\n", Actual: "y\n", History: h}
	p, err := l.Prompt(d2)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Reviewer history for this suite", ChangeID("s", d) + " (corrected from INCLUDE to EXCLUDE)", "order is part of the contract"} {
		if !strings.Contains(p, want) {
			t.Errorf("prompt lacks %q:\n%s", want, p)
		}
	}
	if h, _ := History(ctx, m, "other-suite"); h != "" {
		t.Errorf("another suite's history: %q", h)
	}
	if p, _ := l.Prompt(Diff{Test: "t", Expected: "x\n", Actual: "y\n"}); strings.Contains(p, "Reviewer history") {
		t.Error("history block without history")
	}
	// Calibration: one rejection of "ordering" lowers its confidence.
	js, err := Decisions(ctx, m, "s")
	if err != nil || len(js) != 1 {
		t.Fatalf("decisions: %v %v", js, err)
	}
	cal := Calibrate(js)
	if cal["ordering"] != (RuleRecord{Decided: 1, Upheld: 0}) {
		t.Fatalf("calibration: %+v", cal)
	}
	adj := cal.Adjust(r)
	if want := (0.85 * CalibrationWeight) / (CalibrationWeight + 1); adj.Confidence < want-0.001 || adj.Confidence > want+0.001 {
		t.Errorf("confidence %v, want %v", adj.Confidence, want)
	}
	if !strings.Contains(adj.Rationale, "upheld 0 of 1") {
		t.Errorf("rationale: %q", adj.Rationale)
	}
	other := Result{Category: Accept, Confidence: 0.97, Rule: "volatile"}
	if a := cal.Adjust(other); a.Confidence != other.Confidence || a.Rationale != "" {
		t.Error("a rule without a record changed")
	}
	// A later acceptance of the same diff replaces the decision.
	if _, err := Record(ctx, m, "s", d, r, HumanAccept, ""); err != nil {
		t.Fatal(err)
	}
	js, _ = Decisions(ctx, m, "s")
	if c := Calibrate(js); c["ordering"] != (RuleRecord{Decided: 1, Upheld: 1}) {
		t.Errorf("after accepting: %+v", c)
	}
}

// replayed is one line of testdata/replay.jsonl: a diff and what the
// person decided.
type replayed struct {
	Time     time.Time `json:"time"`
	Test     string    `json:"test"`
	Expected string    `json:"expected"`
	Actual   string    `json:"actual"`
	Human    string    `json:"human"`
	Reason   string    `json:"reason"`
}

// replay reviews the session's diffs in order with the offline rules,
// calibrated with the decisions recorded so far when calibrate is set, and
// records each person's decision. It returns the stats and how many
// decisions the policy would have taken without a person that the person
// then overturned.
func replay(t *testing.T, calibrate bool) (Stats, int) {
	ctx := context.Background()
	var now time.Time
	m := judgments(t, &now)
	f, err := os.Open("testdata/replay.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pol := DefaultPolicy()
	wrongAuto := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var l replayed
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		now = l.Time
		d := Diff{Test: l.Test, Source: "dirs", Expected: l.Expected, Actual: l.Actual}
		var cal Calibration
		if calibrate {
			js, err := Decisions(ctx, m, "replay")
			if err != nil {
				t.Fatal(err)
			}
			cal = Calibrate(js)
		}
		items, err := Runner{Reviewer: Offline{}, Policy: pol, Calibration: cal}.Run(ctx, []Diff{d})
		if err != nil {
			t.Fatal(err)
		}
		human := HumanAccept
		if l.Human == "reject" {
			human = HumanReject
		}
		if dec := items[0].Decision; (dec == DecisionAccept && human == HumanReject) || (dec == DecisionReject && human == HumanAccept) {
			wrongAuto++
		}
		if _, err := Record(ctx, m, "replay", d, items[0].Result, human, l.Reason); err != nil {
			t.Fatal(err)
		}
	}
	js, err := Decisions(ctx, m, "replay")
	if err != nil {
		t.Fatal(err)
	}
	return ComputeStats("replay", js, pol), wrongAuto
}

// TestReplayedSession replays testdata/replay.jsonl (28 decisions over 4
// weeks, labels assigned by hand) without and with calibration, and logs its figures (go test ./review
// -run Replayed -v).
func TestReplayedSession(t *testing.T) {
	raw, wrongRaw := replay(t, false)
	cal, wrongCal := replay(t, true)
	for _, s := range []struct {
		name  string
		st    Stats
		wrong int
	}{{"uncalibrated", raw, wrongRaw}, {"calibrated", cal, wrongCal}} {
		t.Logf("%s: %d decided, agreement %.2f, wrong automatic decisions %d, auto-accept precision %.2f (%d), auto-reject precision %.2f (%d)",
			s.name, s.st.Decided, s.st.Agreement, s.wrong, s.st.AutoAccept.Precision, s.st.AutoAccept.Decided, s.st.AutoReject.Precision, s.st.AutoReject.Decided)
		var b strings.Builder
		for _, bk := range s.st.Calibration {
			fmt.Fprintf(&b, " [%.1f,%.1f): %d/%d", bk.Low, bk.High, bk.Upheld, bk.Decided)
		}
		t.Logf("%s calibration:%s", s.name, b.String())
		for _, c := range s.st.Categories {
			var w strings.Builder
			for _, wk := range c.Weeks {
				fmt.Fprintf(&w, " %s %d/%d", wk.Week, wk.Agreed, wk.Decided)
			}
			t.Logf("%s %s: %d/%d agreed;%s", s.name, c.Name, c.Agreed, c.Decided, w.String())
		}
	}
	if raw.Decided != 28 || len(raw.Categories) != 5 || len(raw.Calibration) != 5 {
		t.Fatalf("stats: %+v", raw)
	}
	// People reject every reordering: the uncalibrated rules keep
	// recommending it at 0.85; calibration learns to doubt it, so the
	// calibrated confidences of ordering results fall below 0.6.
	if raw.Rules["ordering"] != (RuleRecord{Decided: 4, Upheld: 0}) {
		t.Errorf("ordering record: %+v", raw.Rules["ordering"])
	}
	if raw.Calibration[3].Decided == cal.Calibration[3].Decided {
		t.Errorf("calibration moved no result out of [0.8,0.9): %+v vs %+v", raw.Calibration, cal.Calibration)
	}
	for _, w := range raw.Categories[RecommendAccept-1].Weeks {
		if w.Decided == 0 || w.Week < "2026-10-05" || w.Week > "2026-10-26" {
			t.Errorf("week %+v", w)
		}
	}
	if wrongCal > wrongRaw {
		t.Errorf("calibration made more wrong automatic decisions: %d > %d", wrongCal, wrongRaw)
	}
}

func TestSideBySide(t *testing.T) {
	got := SideBySide("a\nb\nc\nd\n", "a\nB\nc\nd\ne\n")
	want := []Row{{' ', "a", "a"}, {'~', "b", "B"}, {' ', "c", "c"}, {' ', "d", "d"}, {'+', "", "e"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if got := SideBySide("x\ny\n", "x\n"); fmt.Sprint(got) != fmt.Sprint([]Row{{' ', "x", "x"}, {'-', "y", ""}}) {
		t.Errorf("removed: %q", got)
	}
}

// A stored model result is reused only with the same suite history: a new
// human decision reaches the model on the next run.
func TestStoredResultNeedsSameHistory(t *testing.T) {
	ctx := context.Background()
	l, srv, audit := newLLM(t)
	srv.Chat = func(*openaitest.ChatRequest) string {
		return `{"category": 4, "confidence": 0.8, "summary": "s", "rationale": "r", "issues": [], "suggestions": [], "flags_for_human": false}`
	}
	d := Diff{Test: "t", Source: "dirs", Expected: "a\n", Actual: "b\n", ResultPath: filepath.Join(t.TempDir(), "t.ai.json"), History: "h1"}
	run := Runner{Reviewer: l, Policy: DefaultPolicy(), Store: true}
	for i, want := range []struct {
		history string
		reused  bool
	}{{"h1", false}, {"h1", true}, {"h2", false}, {"h2", true}, {"", false}} {
		d.History = want.history
		items, err := run.Run(ctx, []Diff{d})
		if err != nil {
			t.Fatal(err)
		}
		if items[0].Reused != want.reused {
			t.Errorf("run %d (history %q): reused %v", i, want.history, items[0].Reused)
		}
	}
	if n := strings.Count(audit.String(), "\n"); n != 3 {
		t.Errorf("%d prompts sent, want 3", n)
	}
}
