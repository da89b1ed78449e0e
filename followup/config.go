package followup

import (
	"time"

	"github.com/cairnhq/cairn"
)

// Thresholds are the hysteresis bounds of the follow-up confidence: a turn
// is a follow-up at or above High, a new query at or below Low, and in
// between the session keeps its last state.
type Thresholds struct {
	High float64 `yaml:"high" json:"high"`
	Low  float64 `yaml:"low" json:"low"`
}

// Config is the seed's intent_result_cache section.
type Config struct {
	Enabled bool
	TTL     time.Duration
	// Default thresholds, and per-adapter overrides.
	Default  Thresholds
	Adapters map[string]Thresholds
	// MaxResultBytes: results larger than this are not cached.
	MaxResultBytes int64
	Verbose        bool
	// Classifier settings (followup_classifier).
	ClassifierEnabled bool
	// MinProbability: a classifier NEW_QUERY probability at least this high
	// makes the turn a new query even when the blended confidence passes,
	// unless the similarity alone reaches the high threshold (the seed's
	// classifier disagreement).
	MinProbability float64
	// Applicability settings.
	EnforceSchemaCheck       bool
	RequireMatchingDimension bool
	TimeWindowDrift          time.Duration
	RefreshKeywords          []string
	// HistorySize is how many follow-up embeddings are kept.
	HistorySize int
	// OutageDrop lowers both thresholds while the embedder is unavailable.
	OutageDrop float64
	// Schemas declare, per adapter, every column the adapter can return
	// and its synonyms, so that a query naming a column missing from the
	// cached result is recognised. Optional.
	Schemas map[string]Schema
}

// Schema is an adapter's columns, each with the words users say for it.
type Schema struct {
	Columns map[string][]string `yaml:"columns" json:"columns"`
}

// DefaultConfig returns the seed's defaults, with the seed's sales_intent
// override.
func DefaultConfig() Config {
	return Config{
		Enabled:                  true,
		TTL:                      DefaultTTL,
		Default:                  Thresholds{High: DefaultThresholdHigh, Low: DefaultThresholdLow},
		Adapters:                 map[string]Thresholds{"sales_intent": {High: 0.82, Low: 0.72}},
		MaxResultBytes:           DefaultMaxResultSizeMB << 20,
		Verbose:                  true,
		ClassifierEnabled:        true,
		MinProbability:           DefaultMinProbability,
		EnforceSchemaCheck:       true,
		RequireMatchingDimension: true,
		TimeWindowDrift:          DefaultTimeDriftMinutes * time.Minute,
		RefreshKeywords:          append([]string(nil), DefaultRefreshKeywords...),
		HistorySize:              DefaultHistorySize,
		OutageDrop:               DefaultOutageDrop,
	}
}

// Validate returns EINVALID naming the first bad field.
func (c Config) Validate() error {
	if c.TTL <= 0 {
		return cairn.Invalid("ttl_seconds", "must be positive, got %v", c.TTL)
	}
	if err := c.Default.validate("similarity_thresholds.default"); err != nil {
		return err
	}
	for name, t := range c.Adapters {
		if !adapterName.MatchString(name) {
			return cairn.Invalid("similarity_thresholds.adapters", "bad adapter name %q", name)
		}
		if err := t.validate("similarity_thresholds.adapters." + name); err != nil {
			return err
		}
	}
	if c.MaxResultBytes <= 0 {
		return cairn.Invalid("max_result_size_mb", "must be positive")
	}
	if c.MinProbability < 0.5 || c.MinProbability > 1 {
		return cairn.Invalid("followup_classifier.min_probability", "must be between 0.5 and 1, got %v", c.MinProbability)
	}
	if c.TimeWindowDrift < 0 {
		return cairn.Invalid("applicability.allow_time_window_drift_minutes", "must not be negative")
	}
	if c.HistorySize < 1 || c.HistorySize > 100 {
		return cairn.Invalid("history_size", "must be between 1 and 100, got %d", c.HistorySize)
	}
	if c.OutageDrop < 0 || c.OutageDrop >= c.Default.Low {
		return cairn.Invalid("embedding_outage_threshold_drop", "must be in [0, low), got %v", c.OutageDrop)
	}
	for _, k := range c.RefreshKeywords {
		if len(refreshWords(k)) == 0 {
			return cairn.Invalid("refresh_keywords", "keyword %q has no letters", k)
		}
	}
	return nil
}

func (t Thresholds) validate(field string) error {
	if t.Low < 0 || t.High > 1 || t.Low > t.High {
		return cairn.Invalid(field, "need 0 <= low <= high <= 1, got low %v high %v", t.Low, t.High)
	}
	return nil
}

// ThresholdsFor returns the thresholds of adapter.
func (c Config) ThresholdsFor(adapter string) Thresholds {
	if t, ok := c.Adapters[adapter]; ok {
		return t
	}
	return c.Default
}
