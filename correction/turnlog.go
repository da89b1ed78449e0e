package correction

import (
	"sort"
	"sync"
	"time"
	"unicode/utf8"
)

// DefaultTurnLogSize is how many turns a TurnLog keeps per tenant unless
// told otherwise.
const DefaultTurnLogSize = 500

// maxLoggedText bounds each text a TurnLog keeps (query, output, message),
// in bytes; longer texts are cut at a rune boundary and marked.
const maxLoggedText = 16 << 10

// TurnLog keeps the last turns of every tenant's sessions in memory: what
// each turn sent, and what was detected, saved or applied. It is what the
// web console's session pages show. It is bounded (Size turns per tenant,
// the oldest dropped first; texts cut at 16 KiB), lives in the process
// only, and is lost on restart; replicas each keep their own. Safe for
// concurrent use.
type TurnLog struct {
	size int

	mu      sync.Mutex
	seq     int64
	tenants map[string]*turnRing
}

// LoggedTurn is one turn of a session as the TurnLog keeps it.
type LoggedTurn struct {
	Seq       int64
	At        time.Time
	SessionID string
	// Kind is "output" (an assistant turn: Query and Output) or "message"
	// (the user's reply: Message).
	Kind    string
	Query   string
	Output  string
	Message string

	// Assistant turns: the post-processed output, how, and what applied.
	Result  string
	Method  string
	Applied []LoggedMatch
	// Withheld are the corrections the suggest mode (ApplySuggest) kept
	// from being applied: what the answer would have become.
	Withheld []LoggedMatch
	// User messages: the detector's verdict, the correction saved (its id)
	// and why a detected correction was not saved.
	Detection *Detection
	SavedID   string
	Reason    string
	// Error says why the turn's output came back unchanged.
	Error string
}

// LoggedMatch is a correction applied in a turn, with its scores.
type LoggedMatch struct {
	CorrectionID string
	Similarity   float64
	Relevance    float64
	Hits         []Hit
}

// SessionSummary describes a session of the TurnLog.
type SessionSummary struct {
	SessionID   string
	Turns       int
	Applied     int // corrections applied over its turns
	Withheld    int // corrections the suggest mode withheld over its turns
	Saved       int // corrections learned from its messages
	First, Last time.Time

	lastSeq int64
}

// Application is one turn in which a correction was applied.
type Application struct {
	Turn  LoggedTurn
	Match LoggedMatch
}

// turnRing keeps a tenant's last turns: turns grows to the log's size,
// then each new turn replaces the oldest, at start.
type turnRing struct {
	turns []LoggedTurn
	start int // index of the oldest turn
}

// add keeps t, dropping the oldest turn when size are kept.
func (r *turnRing) add(t LoggedTurn, size int) {
	if len(r.turns) < size {
		r.turns = append(r.turns, t)
		return
	}
	r.turns[r.start] = t
	r.start = (r.start + 1) % len(r.turns)
}

// appendTo appends the turns to dst, oldest first.
func (r *turnRing) appendTo(dst []LoggedTurn) []LoggedTurn {
	return append(append(dst, r.turns[r.start:]...), r.turns[:r.start]...)
}

// NewTurnLog returns a TurnLog keeping size turns per tenant;
// DefaultTurnLogSize when size ≤ 0.
func NewTurnLog(size int) *TurnLog {
	if size <= 0 {
		size = DefaultTurnLogSize
	}
	return &TurnLog{size: size, tenants: make(map[string]*turnRing)}
}

// Size is how many turns the log keeps per tenant.
func (l *TurnLog) Size() int { return l.size }

// RecordOutput logs an assistant turn and what HandleOutput did with it.
func (l *TurnLog) RecordOutput(tenant, session, query, output string, res *OutputResult, at time.Time) {
	t := LoggedTurn{At: at, SessionID: session, Kind: "output", Query: query, Output: output}
	if res != nil {
		t.Result, t.Error = res.Output, res.Error
		if res.Apply != nil {
			t.Method = res.Apply.Method
			for _, m := range res.Apply.AppliedCorrections {
				if m == nil || m.Correction == nil {
					continue
				}
				t.Applied = append(t.Applied, LoggedMatch{CorrectionID: m.Correction.ID, Similarity: m.Similarity, Relevance: m.Relevance, Hits: m.Hits})
			}
			for _, m := range res.Apply.Suggested {
				if m == nil || m.Correction == nil || !m.Withheld {
					continue
				}
				t.Withheld = append(t.Withheld, LoggedMatch{CorrectionID: m.Correction.ID, Similarity: m.Similarity, Relevance: m.Relevance, Hits: m.Hits})
			}
		}
	}
	l.record(tenant, t)
}

// RecordMessage logs a user message and what HandleUserMessage did with it.
func (l *TurnLog) RecordMessage(tenant, session, message string, res *MessageResult, at time.Time) {
	t := LoggedTurn{At: at, SessionID: session, Kind: "message", Message: message}
	if res != nil {
		if res.Detection != nil {
			d := *res.Detection
			t.Detection = &d
		}
		if res.Saved != nil {
			t.SavedID = res.Saved.ID
		}
		t.Reason = res.Reason
	}
	l.record(tenant, t)
}

func (l *TurnLog) record(tenant string, t LoggedTurn) {
	t.Query, t.Output, t.Message, t.Result = cut(t.Query), cut(t.Output), cut(t.Message), cut(t.Result)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.seq++
	t.Seq = l.seq
	r := l.tenants[tenant]
	if r == nil {
		r = &turnRing{}
		l.tenants[tenant] = r
	}
	r.add(t, l.size)
}

// cut shortens s to maxLoggedText bytes at a rune boundary.
func cut(s string) string {
	if len(s) <= maxLoggedText {
		return s
	}
	i := maxLoggedText
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + " […]"
}

// snapshot returns a copy of tenant's turns, oldest first.
func (l *TurnLog) snapshot(tenant string) []LoggedTurn {
	l.mu.Lock()
	defer l.mu.Unlock()
	r := l.tenants[tenant]
	if r == nil {
		return nil
	}
	return r.appendTo(make([]LoggedTurn, 0, len(r.turns)))
}

// Sessions summarises the sessions of tenant's logged turns, the one with
// the latest turn first.
func (l *TurnLog) Sessions(tenant string) []SessionSummary {
	by := make(map[string]*SessionSummary)
	for _, t := range l.snapshot(tenant) {
		s := by[t.SessionID]
		if s == nil {
			s = &SessionSummary{SessionID: t.SessionID, First: t.At}
			by[t.SessionID] = s
		}
		s.Turns++
		s.Applied += len(t.Applied)
		s.Withheld += len(t.Withheld)
		if t.SavedID != "" {
			s.Saved++
		}
		s.Last, s.lastSeq = t.At, t.Seq
	}
	out := make([]SessionSummary, 0, len(by))
	for _, s := range by {
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].lastSeq > out[j].lastSeq })
	return out
}

// Session returns the logged turns of session, oldest first.
func (l *TurnLog) Session(tenant, session string) []LoggedTurn {
	var out []LoggedTurn
	for _, t := range l.snapshot(tenant) {
		if t.SessionID == session {
			out = append(out, t)
		}
	}
	return out
}

// Applications returns the logged turns in which the correction id was
// applied, newest first.
func (l *TurnLog) Applications(tenant, id string) []Application {
	var out []Application
	turns := l.snapshot(tenant)
	for i := len(turns) - 1; i >= 0; i-- {
		for _, m := range turns[i].Applied {
			if m.CorrectionID == id {
				out = append(out, Application{Turn: turns[i], Match: m})
			}
		}
	}
	return out
}
