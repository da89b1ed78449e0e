package followup

import "time"

// Decision outcomes, the values of Decision.Outcome and of the metrics'
// outcome label.
const (
	OutcomeHit          = "hit"               // a follow-up answered from the cache
	OutcomeMiss         = "miss"              // no cache, or a new query: execute
	OutcomeRefresh      = "refresh"           // a follow-up with refresh keywords: cleared, execute
	OutcomeBypass       = "bypass"            // bypass_cache / force_refresh with a cache: cleared, execute
	OutcomeInapplicable = "inapplicable"      // a follow-up the cached result cannot answer: execute
	OutcomeUnavailable  = "store_unavailable" // the cache store failed: execute
	OutcomeDisabled     = "disabled"          // caching is off: execute
)

// Store outcomes, the values of StoreResult.Outcome.
const (
	StoreStored      = "stored"
	StoreTooLarge    = "too_large"
	StoreUnavailable = "store_unavailable"
	StoreDisabled    = "disabled"
)

// Observer receives the cache's measurements; http.FollowupMetrics
// implements it with Prometheus collectors.
type Observer interface {
	// Decided is called once per decision with its outcome and latency.
	Decided(outcome string, latency time.Duration)
	// Stored is called once per store with its outcome and the size of the
	// encoded results.
	Stored(outcome string, bytes int)
}
