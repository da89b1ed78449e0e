package main

import (
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
)

// BridgeConfig is the config file's bridge: section, the context bridge's
// settings (upstream's BridgeConfig, plus the server's janitor). Each field
// can be overridden by the variable in its env tag.
type BridgeConfig struct {
	// MaxTokensPerSummary is the prior reasoning budget: the text is cut
	// at 4 characters per token.
	MaxTokensPerSummary int                         `yaml:"max_tokens_per_summary" env:"CAIRN_BRIDGE_MAX_TOKENS_PER_SUMMARY"`
	Preprocessing       BridgePreprocessingDecay    `yaml:"preprocessing"`
	WorkingAwareness    BridgeWorkingAwarenessDecay `yaml:"working_awareness"`
	// JanitorInterval is how often `cairn serve` deletes expired entries
	// of every tenant. 0 disables the janitor (expired entries are still
	// never served).
	JanitorInterval time.Duration `yaml:"janitor_interval" env:"CAIRN_BRIDGE_JANITOR_INTERVAL"`
}

// BridgePreprocessingDecay is the decay of preprocessing entries.
type BridgePreprocessingDecay struct {
	DecayMinutes        float64 `yaml:"decay_minutes" env:"CAIRN_BRIDGE_PREPROCESSING_DECAY_MINUTES"`
	RemovalMultiplier   float64 `yaml:"removal_multiplier" env:"CAIRN_BRIDGE_PREPROCESSING_REMOVAL_MULTIPLIER"`
	CorruptionIntensity float64 `yaml:"corruption_intensity" env:"CAIRN_BRIDGE_PREPROCESSING_CORRUPTION_INTENSITY"`
}

// BridgeWorkingAwarenessDecay is the decay of working awareness entries.
type BridgeWorkingAwarenessDecay struct {
	DecayMinutes        float64 `yaml:"decay_minutes" env:"CAIRN_BRIDGE_WORKING_AWARENESS_DECAY_MINUTES"`
	RemovalMultiplier   float64 `yaml:"removal_multiplier" env:"CAIRN_BRIDGE_WORKING_AWARENESS_REMOVAL_MULTIPLIER"`
	CorruptionIntensity float64 `yaml:"corruption_intensity" env:"CAIRN_BRIDGE_WORKING_AWARENESS_CORRUPTION_INTENSITY"`
}

// defaultBridgeConfig is upstream's defaults and a janitor every minute.
func defaultBridgeConfig() BridgeConfig {
	d := bridge.DefaultConfig()
	return BridgeConfig{
		MaxTokensPerSummary: d.MaxTokensPerSummary,
		Preprocessing:       BridgePreprocessingDecay(d.Preprocessing),
		WorkingAwareness:    BridgeWorkingAwarenessDecay(d.WorkingAwareness),
		JanitorInterval:     time.Minute,
	}
}

// bridge returns the library's configuration.
func (c BridgeConfig) bridge() bridge.Config {
	return bridge.Config{
		MaxTokensPerSummary: c.MaxTokensPerSummary,
		Preprocessing:       bridge.DecayConfig(c.Preprocessing),
		WorkingAwareness:    bridge.DecayConfig(c.WorkingAwareness),
	}
}

// Validate reports the first invalid field, named as in the config file.
func (c BridgeConfig) Validate() error {
	if c.JanitorInterval < 0 {
		return cairn.Invalid("bridge.janitor_interval", "must not be negative, got %v", c.JanitorInterval)
	}
	return c.bridge().Validate()
}
