package review

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

// Learning from human decisions (seed 002, phase 4). Every decision a
// person makes on a reviewed diff is recorded as a judgment of the judgment
// capability: the product is the suite, the change id names the suite, the
// source, the test and the content (ChangeID), the AI decision comes from the
// category (AIDecision) and the user decision is the person's. The history
// of a suite then goes into the next model prompt (Diff.History), and the
// offline rules' confidences are calibrated with it (Calibrate).

// Human decisions on a reviewed diff, as judgment decisions.
const (
	HumanAccept = judgment.Include
	HumanReject = judgment.Exclude
)

// ChangeID is the judgment change id of d reviewed in suite:
// "suite/source:test@" and the first 16 hex digits of its content hash.
// The suite is part of it, so that the same diff reviewed in two suites
// (two projects with the same test) keeps two decisions.
//
// Before cairn named the suite in it, the change id was
// "source:test@hash": migration 0005 of the SQL engines prefixed the
// existing ones with their product (the suite); on the JSON engine they
// keep their id, and Record goes on using it for its suite (see Record).
func ChangeID(suite string, d Diff) string {
	return suite + "/" + legacyChangeID(d)
}

// legacyChangeID is the change id of d before the suite was part of it.
func legacyChangeID(d Diff) string {
	return d.Source + ":" + d.Test + "@" + d.Hash()[:16]
}

// AIDecision maps a category to a judgment decision: RECOMMEND ACCEPT and
// ACCEPT are INCLUDE (the change goes in), FAIL and RECOMMEND FAIL are
// EXCLUDE, UNSURE is UNCERTAIN.
func AIDecision(c Category) judgment.Decision {
	switch {
	case c >= RecommendAccept:
		return judgment.Include
	case c == Unsure:
		return judgment.Uncertain
	}
	return judgment.Exclude
}

// metaPrefix starts the judgment Description that keeps the result's
// category, confidence, rule and flag, read back by Calibrate and
// ComputeStats.
const metaPrefix = "cairn-review"

// NewJudgment returns the judgment recording r, the review of d, for
// suite.
func NewJudgment(suite string, d Diff, r Result) *judgment.Judgment {
	rule := r.Rule
	if rule == "" {
		rule = "-"
	}
	reason := r.CategoryName + ": " + r.Summary
	if r.Rationale != "" {
		reason += "\n" + r.Rationale
	}
	return &judgment.Judgment{
		ChangeID:    ChangeID(suite, d),
		Decision:    AIDecision(r.Category),
		Reasoning:   reason,
		Product:     suite,
		Description: fmt.Sprintf("%s category=%d confidence=%.3f rule=%s flags=%t", metaPrefix, int(r.Category), r.Confidence, rule, r.FlagsForHuman),
		AIProvider:  r.Reviewer,
	}
}

// meta is what NewJudgment keeps in the Description.
type meta struct {
	category   Category
	confidence float64
	rule       string
	flags      bool
}

func parseMeta(desc string) (meta, bool) {
	f := strings.Fields(desc)
	if len(f) != 5 || f[0] != metaPrefix {
		return meta{}, false
	}
	var m meta
	for _, kv := range f[1:] {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "category":
			n, err := strconv.Atoi(v)
			if err != nil {
				return meta{}, false
			}
			m.category = Category(n)
		case "confidence":
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return meta{}, false
			}
			m.confidence = x
		case "rule":
			if v != "-" {
				m.rule = v
			}
		case "flags":
			m.flags = v == "true"
		}
	}
	return m, m.category.Valid()
}

// Record records a person's decision (HumanAccept or HumanReject, with an
// optional reason) on r, the review of d, in suite: the AI judgment is
// added (or kept) and the decision set on it. It returns the judgment's
// change id: ChangeID(suite, d), or, when the store holds this suite's
// record of d under the id cairn used before the suite was part of it (a
// JSON engine file; the SQL engines' migration renamed theirs), that id,
// so that the suite keeps one record per diff. Returns EINVALID naming
// "suite" or "decision".
func Record(ctx context.Context, m *judgment.Manager, suite string, d Diff, r Result, decision judgment.Decision, reason string) (string, error) {
	if strings.TrimSpace(suite) == "" {
		return "", cairn.Invalid("suite", "is required")
	}
	if decision != HumanAccept && decision != HumanReject {
		return "", cairn.Invalid("decision", "%q: want accept or reject", decision)
	}
	if !r.Category.Valid() {
		return "", cairn.Invalid("category", "%d is not 1-5", int(r.Category))
	}
	j := NewJudgment(suite, d, r)
	old, err := m.Get(ctx, legacyChangeID(d))
	switch {
	case err == nil && old.Product == suite:
		if _, ok := parseMeta(old.Description); ok {
			j.ChangeID = old.ChangeID
		}
	case err != nil && cairn.ErrorCode(err) != cairn.ENOTFOUND:
		return "", err
	}
	if _, err := m.Add(ctx, j); err != nil {
		return "", err
	}
	if _, err := m.RecordUserDecision(ctx, j.ChangeID, decision, reason); err != nil {
		return "", err
	}
	return j.ChangeID, nil
}

// History returns the judgment history of suite for the next prompt (the
// judgment capability's selection, 75% corrections), rendered; "" when the
// suite has none.
func History(ctx context.Context, m *judgment.Manager, suite string) (string, error) {
	h, err := m.HistoryForPrompt(ctx, suite, judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
	if err != nil {
		return "", err
	}
	if len(h) == 0 {
		return "", nil
	}
	return judgment.RenderPrompt(h), nil
}

// decided is one recorded review with its human decision.
type decided struct {
	meta
	ai, human judgment.Decision
	at        time.Time
}

// Decisions reads the decided review judgments of suite (every suite when
// "") from the manager's store, in insertion order.
func Decisions(ctx context.Context, m *judgment.Manager, suite string) ([]*judgment.Judgment, error) {
	var out []*judgment.Judgment
	err := m.Store.Each(ctx, suite, func(j *judgment.Judgment) error {
		if j.UserDecision != "" {
			if _, ok := parseMeta(j.Description); ok {
				out = append(out, j)
			}
		}
		return nil
	})
	return out, err
}

func decisions(js []*judgment.Judgment) []decided {
	var out []decided
	for _, j := range js {
		m, ok := parseMeta(j.Description)
		if !ok || j.UserDecision == "" {
			continue
		}
		out = append(out, decided{meta: m, ai: j.Decision, human: j.UserDecision, at: j.Timestamp.UTC()})
	}
	return out
}

// RuleRecord counts the human decisions on one rule's results.
type RuleRecord struct {
	Decided int `json:"decided"`
	Upheld  int `json:"upheld"`
}

// Calibration is what people decided on each offline rule's results
// (UNSURE results excluded: they recommend nothing to uphold).
type Calibration map[string]RuleRecord

// CalibrationWeight is the weight, in decisions, of a rule's own
// confidence against the human record: with n decisions of which u upheld
// the result, the confidence becomes (c·w + u) / (w + n).
const CalibrationWeight = 4

// Calibrate counts the decisions of js (review judgments) per offline rule.
func Calibrate(js []*judgment.Judgment) Calibration {
	c := Calibration{}
	for _, d := range decisions(js) {
		if d.rule == "" || d.category == Unsure {
			continue
		}
		rr := c[d.rule]
		rr.Decided++
		if d.human == d.ai {
			rr.Upheld++
		}
		c[d.rule] = rr
	}
	return c
}

// Adjust returns r with its confidence calibrated by the human record of
// its rule, the rationale saying so; r unchanged when the rule has no
// record or r is UNSURE.
func (c Calibration) Adjust(r Result) Result {
	rr, ok := c[r.Rule]
	if !ok || r.Rule == "" || rr.Decided == 0 || r.Category == Unsure {
		return r
	}
	r.Confidence = (r.Confidence*CalibrationWeight + float64(rr.Upheld)) / float64(CalibrationWeight+rr.Decided)
	r.Confidence = float64(int(r.Confidence*1000+0.5)) / 1000
	r.Rationale = strings.TrimSpace(r.Rationale + fmt.Sprintf(" Confidence calibrated: people upheld %d of %d %q results.", rr.Upheld, rr.Decided, r.Rule))
	return r
}

// Stats is the analytics of the human decisions on reviewed diffs.
type Stats struct {
	Suite   string `json:"suite"`
	Decided int    `json:"decided"`
	Agreed  int    `json:"agreed"`
	// Agreement is Agreed/Decided over the categories that recommend
	// something (UNSURE excluded); 0 without decisions.
	Agreement   float64               `json:"agreement"`
	Categories  []CategoryStats       `json:"categories"`
	Calibration []BucketStats         `json:"calibration"`
	AutoAccept  PrecisionStats        `json:"auto_accept"`
	AutoReject  PrecisionStats        `json:"auto_reject"`
	Rules       map[string]RuleRecord `json:"rules"`
}

// CategoryStats is the agreement on one category, overall and per week.
type CategoryStats struct {
	Category int    `json:"category"`
	Name     string `json:"name"`
	Decided  int    `json:"decided"`
	Accepted int    `json:"accepted"`
	Rejected int    `json:"rejected"`
	// Agreed counts the decisions that followed the category's
	// recommendation (none for UNSURE).
	Agreed    int         `json:"agreed"`
	Agreement float64     `json:"agreement"`
	Weeks     []WeekStats `json:"weeks"`
}

// WeekStats is the agreement in the week starting on Week (a Monday, UTC).
type WeekStats struct {
	Week      string  `json:"week"`
	Decided   int     `json:"decided"`
	Agreed    int     `json:"agreed"`
	Agreement float64 `json:"agreement"`
}

// BucketStats is the share of results with a confidence in [Low, High)
// ([0.9, 1.0] for the last) that people upheld.
type BucketStats struct {
	Low     float64 `json:"low"`
	High    float64 `json:"high"`
	Decided int     `json:"decided"`
	Upheld  int     `json:"upheld"`
	Rate    float64 `json:"upheld_rate"`
}

// PrecisionStats is how often people upheld the results the policy would
// have decided automatically.
type PrecisionStats struct {
	Decided   int     `json:"decided"`
	Upheld    int     `json:"upheld"`
	Precision float64 `json:"precision"`
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// ComputeStats returns the analytics of js (review judgments of suite)
// under policy p, whose thresholds give the auto-decision precision.
func ComputeStats(suite string, js []*judgment.Judgment, p Policy) Stats {
	st := Stats{Suite: suite, Categories: []CategoryStats{}, Rules: Calibrate(js)}
	cats := map[Category]*CategoryStats{}
	weeks := map[Category]map[string]*WeekStats{}
	for c := Fail; c <= Accept; c++ {
		cats[c] = &CategoryStats{Category: int(c), Name: c.String(), Weeks: []WeekStats{}}
		weeks[c] = map[string]*WeekStats{}
	}
	for i := 5; i < 10; i++ {
		st.Calibration = append(st.Calibration, BucketStats{Low: float64(i) / 10, High: float64(i+1) / 10})
	}
	for _, d := range decisions(js) {
		cs := cats[d.category]
		cs.Decided++
		if d.human == HumanAccept {
			cs.Accepted++
		} else {
			cs.Rejected++
		}
		agreed := d.category != Unsure && d.human == d.ai
		day := d.at.Truncate(24 * time.Hour)
		monday := day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7)).Format("2006-01-02")
		w := weeks[d.category][monday]
		if w == nil {
			w = &WeekStats{Week: monday}
			weeks[d.category][monday] = w
		}
		w.Decided++
		if d.category == Unsure {
			continue
		}
		st.Decided++
		if agreed {
			cs.Agreed++
			w.Agreed++
			st.Agreed++
		}
		if d.confidence >= 0.5 {
			b := min(int(d.confidence*10)-5, 4)
			st.Calibration[b].Decided++
			if agreed {
				st.Calibration[b].Upheld++
			}
		}
		if slices.Contains(p.AutoAcceptCategories, d.category) && d.confidence >= p.AutoAcceptThreshold && !d.flags {
			st.AutoAccept.Decided++
			if d.human == HumanAccept {
				st.AutoAccept.Upheld++
			}
		}
		if slices.Contains(p.AutoRejectCategories, d.category) && d.confidence >= p.AutoRejectThreshold {
			st.AutoReject.Decided++
			if d.human == HumanReject {
				st.AutoReject.Upheld++
			}
		}
	}
	st.Agreement = ratio(st.Agreed, st.Decided)
	for c := Fail; c <= Accept; c++ {
		cs := cats[c]
		cs.Agreement = ratio(cs.Agreed, cs.Decided)
		for _, w := range weeks[c] {
			w.Agreement = ratio(w.Agreed, w.Decided)
			cs.Weeks = append(cs.Weeks, *w)
		}
		slices.SortFunc(cs.Weeks, func(a, b WeekStats) int { return strings.Compare(a.Week, b.Week) })
		st.Categories = append(st.Categories, *cs)
	}
	for i := range st.Calibration {
		st.Calibration[i].Rate = ratio(st.Calibration[i].Upheld, st.Calibration[i].Decided)
	}
	st.AutoAccept.Precision = ratio(st.AutoAccept.Upheld, st.AutoAccept.Decided)
	st.AutoReject.Precision = ratio(st.AutoReject.Upheld, st.AutoReject.Decided)
	return st
}
