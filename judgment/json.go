package judgment

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
)

// wireJudgment is a Judgment as ai_cache.json spells it: optional strings
// are null when empty and the timestamp is an ISO 8601 string.
type wireJudgment struct {
	ChangeID      string  `json:"change_id"`
	Decision      string  `json:"decision"`
	Reasoning     string  `json:"reasoning"`
	UserDecision  *string `json:"user_decision"`
	UserReasoning *string `json:"user_reasoning"`
	Product       string  `json:"product"`
	URL           *string `json:"url"`
	Description   *string `json:"description"`
	AIProvider    *string `json:"ai_provider"`
	Timestamp     *string `json:"timestamp"`
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// MarshalJSON writes j in the ai_cache.json format: the empty optional
// strings (user_decision, user_reasoning, url, description, ai_provider) as
// null and the timestamp in UTC as RFC 3339 with a "Z", with the fraction of
// a second only when there is one.
func (j Judgment) MarshalJSON() ([]byte, error) {
	ts := FormatTimestamp(j.Timestamp)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(wireJudgment{
		ChangeID:      j.ChangeID,
		Decision:      string(j.Decision),
		Reasoning:     j.Reasoning,
		UserDecision:  nullable(string(j.UserDecision)),
		UserReasoning: nullable(j.UserReasoning),
		Product:       j.Product,
		URL:           nullable(j.URL),
		Description:   nullable(j.Description),
		AIProvider:    nullable(j.AIProvider),
		Timestamp:     &ts,
	})
	if err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads j from the ai_cache.json format, as upstream's pydantic
// model writes it or as MarshalJSON does. Optional strings may be null,
// missing or "" alike. Decisions are accepted in any letter case and stored
// in upper case; a value that is no decision is kept as is for Validate to
// report. The timestamp is parsed by ParseTimestamp; a missing or null one
// leaves Timestamp zero. Returns EINVALID "timestamp" for a bad timestamp.
func (j *Judgment) UnmarshalJSON(data []byte) error {
	var w wireJudgment
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	var ts time.Time
	if w.Timestamp != nil {
		var err error
		if ts, err = ParseTimestamp(*w.Timestamp); err != nil {
			return err
		}
	}
	*j = Judgment{
		ChangeID:      w.ChangeID,
		Decision:      normalizeDecision(w.Decision),
		Reasoning:     w.Reasoning,
		UserDecision:  normalizeDecision(deref(w.UserDecision)),
		UserReasoning: deref(w.UserReasoning),
		Product:       w.Product,
		URL:           deref(w.URL),
		Description:   deref(w.Description),
		AIProvider:    deref(w.AIProvider),
		Timestamp:     ts,
	}
	return nil
}

func normalizeDecision(s string) Decision {
	if d, err := ParseDecision(s); err == nil {
		return d
	}
	return Decision(s)
}

// FormatTimestamp formats t as ai_cache.json stores it: RFC 3339 in UTC with
// a "Z", with the fraction of a second only when it is not zero (trailing
// zeros dropped).
func FormatTimestamp(t time.Time) string {
	return t.UTC().Format(time.RFC3339Nano)
}

// timestampLayouts are the forms ParseTimestamp accepts, tried in order.
var timestampLayouts = []string{
	time.RFC3339Nano,                // with an offset or Z, fraction optional
	"2006-01-02T15:04:05.999999999", // naive, as pydantic writes datetime.now()
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05.999999999",
}

// ParseTimestamp parses an ISO 8601 timestamp as found in ai_cache.json
// files: RFC 3339 with any offset, with or without a fraction of a second,
// or a naive timestamp such as pydantic writes for a datetime without a time
// zone ("2024-11-15T10:30:00.123456"), which is taken as UTC. A space may
// stand for the "T". The result is in UTC. Returns EINVALID "timestamp" for
// anything else, and for times outside the years 1 to 9999 (UTC), which
// Python cannot represent.
func ParseTimestamp(s string) (time.Time, error) {
	v := strings.TrimSpace(s)
	for _, layout := range timestampLayouts {
		t, err := time.Parse(layout, v)
		if err != nil {
			continue
		}
		t = t.UTC()
		if y := t.Year(); y < minYear || y > maxYear {
			return time.Time{}, cairn.Invalid("timestamp", "%q is outside the years 1..9999", s)
		}
		return t, nil
	}
	return time.Time{}, cairn.Invalid("timestamp", "%q is not an ISO 8601 timestamp", s)
}
