package followup

import (
	"context"
	"encoding/json"

	"github.com/cairnhq/cairn"
)

// Classification is the verdict on one query after a replayed history.
type Classification struct {
	Label      string   `json:"label"`      // LabelFollowUp or LabelNewQuery
	Confidence float64  `json:"confidence"` // the follow-up confidence
	Decision   Decision `json:"decision"`
}

// Replay is a conversation to replay before classifying a query: its
// questions, oldest first, and the SQL and result columns of the last one
// (either may be empty).
type Replay struct {
	History []string `json:"history"`
	SQL     string   `json:"history_sql,omitempty"`
	Columns []string `json:"history_columns,omitempty"`
}

// Classify replays r.History as a session of an in-process cache whose
// results carry r.SQL and r.Columns, then decides on query, and reports
// whether it is a follow-up. No result rows are needed: each executed turn
// caches an empty result. The label follows the confidence with
// hysteresis (Decision.FollowUp), before applicability and refresh checks,
// which decide whether a follow-up is answered from the cache.
func Classify(ctx context.Context, emb cairn.Embedder, cfg Config, r Replay, query string) (Classification, error) {
	history, columns := r.History, r.Columns
	if len(history) == 0 {
		return Classification{}, cairn.Invalid("history", "must hold at least one query")
	}
	cfg.Enabled = true
	cfg.Verbose = false
	c := &Cache{Store: NewMemoryStore().Tenant("classify"), Embedder: emb, Config: cfg}
	const session, adapter = "classify", "replay"
	res := Result{Rows: json.RawMessage("[]"), Columns: columns, SQL: r.SQL}
	for _, h := range history {
		d, err := c.Decide(ctx, session, adapter, h, Options{})
		if err != nil {
			return Classification{}, err
		}
		if !d.CacheHit {
			if _, err := c.Save(ctx, session, adapter, h, res, &d); err != nil {
				return Classification{}, err
			}
		}
	}
	d, err := c.Decide(ctx, session, adapter, query, Options{})
	if err != nil {
		return Classification{}, err
	}
	out := Classification{Label: LabelNewQuery, Decision: d}
	if d.FollowupConfidence != nil {
		out.Confidence = *d.FollowupConfidence
	}
	if d.FollowUp {
		out.Label = LabelFollowUp
	}
	return out, nil
}
