package main

import (
	"errors"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// FollowupConfig is the `followup:` section: the seed's
// intent_result_cache keys, plus where the cache lives. Every scalar has an
// environment override named in its env tag.
type FollowupConfig struct {
	Enabled bool `yaml:"enabled" env:"CAIRN_FOLLOWUP_ENABLED"`
	// Store is where cached results live: "memory" (in process, the
	// default) or a redis:// URL shared by replicas and the CLI.
	Store      string `yaml:"store" env:"CAIRN_FOLLOWUP_STORE"`
	TTLSeconds int    `yaml:"ttl_seconds" env:"CAIRN_FOLLOWUP_TTL_SECONDS"`
	// MaxEntries bounds the in-process cache (LRU).
	MaxEntries           int                        `yaml:"max_entries" env:"CAIRN_FOLLOWUP_MAX_ENTRIES"`
	SimilarityThresholds FollowupThresholdsConfig   `yaml:"similarity_thresholds"`
	MaxResultSizeMB      float64                    `yaml:"max_result_size_mb" env:"CAIRN_FOLLOWUP_MAX_RESULT_SIZE_MB"`
	VerboseLogging       bool                       `yaml:"verbose_logging" env:"CAIRN_FOLLOWUP_VERBOSE_LOGGING"`
	FollowupClassifier   FollowupClassifierConfig   `yaml:"followup_classifier"`
	Applicability        FollowupApplicability      `yaml:"applicability"`
	RefreshKeywords      []string                   `yaml:"refresh_keywords" env:"CAIRN_FOLLOWUP_REFRESH_KEYWORDS"`
	HistorySize          int                        `yaml:"history_size" env:"CAIRN_FOLLOWUP_HISTORY_SIZE"`
	OutageThresholdDrop  float64                    `yaml:"embedding_outage_threshold_drop" env:"CAIRN_FOLLOWUP_OUTAGE_THRESHOLD_DROP"`
	Schemas              map[string]followup.Schema `yaml:"schemas"`
}

// FollowupThresholdsConfig are the hysteresis thresholds.
type FollowupThresholdsConfig struct {
	Default  FollowupThresholds             `yaml:"default"`
	Adapters map[string]followup.Thresholds `yaml:"adapters"`
}

// FollowupThresholds are the default thresholds with env overrides.
type FollowupThresholds struct {
	High float64 `yaml:"high" env:"CAIRN_FOLLOWUP_THRESHOLD_HIGH"`
	Low  float64 `yaml:"low" env:"CAIRN_FOLLOWUP_THRESHOLD_LOW"`
}

// FollowupClassifierConfig is followup_classifier.
type FollowupClassifierConfig struct {
	Enabled        bool    `yaml:"enabled" env:"CAIRN_FOLLOWUP_CLASSIFIER_ENABLED"`
	Model          string  `yaml:"model" env:"CAIRN_FOLLOWUP_CLASSIFIER_MODEL"`
	MinProbability float64 `yaml:"min_probability" env:"CAIRN_FOLLOWUP_CLASSIFIER_MIN_PROBABILITY"`
}

// FollowupApplicability is applicability.
type FollowupApplicability struct {
	EnforceSchemaCheck          bool `yaml:"enforce_schema_check" env:"CAIRN_FOLLOWUP_ENFORCE_SCHEMA_CHECK"`
	RequireMatchingDimensions   bool `yaml:"require_matching_dimensions" env:"CAIRN_FOLLOWUP_REQUIRE_MATCHING_DIMENSIONS"`
	AllowTimeWindowDriftMinutes int  `yaml:"allow_time_window_drift_minutes" env:"CAIRN_FOLLOWUP_TIME_WINDOW_DRIFT_MINUTES"`
}

func defaultFollowupConfig() FollowupConfig {
	d := followup.DefaultConfig()
	return FollowupConfig{
		Enabled:    true,
		Store:      "memory",
		TTLSeconds: int(d.TTL / time.Second),
		MaxEntries: followup.DefaultMaxEntries,
		SimilarityThresholds: FollowupThresholdsConfig{
			Default:  FollowupThresholds{High: d.Default.High, Low: d.Default.Low},
			Adapters: d.Adapters,
		},
		MaxResultSizeMB:     followup.DefaultMaxResultSizeMB,
		VerboseLogging:      d.Verbose,
		FollowupClassifier:  FollowupClassifierConfig{Enabled: true, Model: followup.ClassifierModel, MinProbability: d.MinProbability},
		Applicability:       FollowupApplicability{EnforceSchemaCheck: true, RequireMatchingDimensions: true, AllowTimeWindowDriftMinutes: followup.DefaultTimeDriftMinutes},
		RefreshKeywords:     d.RefreshKeywords,
		HistorySize:         d.HistorySize,
		OutageThresholdDrop: d.OutageDrop,
	}
}

// capability turns the section into the followup package's Config; its
// Validate names the seed's keys.
func (f FollowupConfig) capability() followup.Config {
	return followup.Config{
		Enabled:                  f.Enabled,
		TTL:                      time.Duration(f.TTLSeconds) * time.Second,
		Default:                  followup.Thresholds{High: f.SimilarityThresholds.Default.High, Low: f.SimilarityThresholds.Default.Low},
		Adapters:                 f.SimilarityThresholds.Adapters,
		MaxResultBytes:           int64(f.MaxResultSizeMB * (1 << 20)),
		Verbose:                  f.VerboseLogging,
		ClassifierEnabled:        f.FollowupClassifier.Enabled,
		MinProbability:           f.FollowupClassifier.MinProbability,
		EnforceSchemaCheck:       f.Applicability.EnforceSchemaCheck,
		RequireMatchingDimension: f.Applicability.RequireMatchingDimensions,
		TimeWindowDrift:          time.Duration(f.Applicability.AllowTimeWindowDriftMinutes) * time.Minute,
		RefreshKeywords:          f.RefreshKeywords,
		HistorySize:              f.HistorySize,
		OutageDrop:               f.OutageThresholdDrop,
		Schemas:                  f.Schemas,
	}
}

func (f FollowupConfig) validate() error {
	if f.Store != "memory" && !strings.HasPrefix(f.Store, "redis://") && !strings.HasPrefix(f.Store, "rediss://") {
		return cairn.Invalid("followup.store", "must be memory or a redis:// URL, got %q", f.Store)
	}
	if f.MaxEntries < 1 {
		return cairn.Invalid("followup.max_entries", "must be at least 1, got %d", f.MaxEntries)
	}
	if f.FollowupClassifier.Model != followup.ClassifierModel {
		return cairn.Invalid("followup.followup_classifier.model", "only %q (the offline classifier) is available, got %q", followup.ClassifierModel, f.FollowupClassifier.Model)
	}
	if err := f.capability().Validate(); err != nil {
		var e *cairn.Error
		if errors.As(err, &e) {
			return cairn.Invalid("followup."+e.Field, "%s", strings.TrimPrefix(e.Message, e.Field+": "))
		}
		return err
	}
	return nil
}
