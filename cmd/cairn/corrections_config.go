package main

import "github.com/cairnhq/cairn/correction"

// CorrectionsConfig is the `corrections:` section: how the learning loop
// uses what it learned.
type CorrectionsConfig struct {
	// Apply is what the server does with the corrections it is sure of in
	// an answer: "rewrite" changes the answer; "suggest" never does, and
	// lists each one it would have applied first among the suggestions,
	// with the text it would replace (a shadow mode, to watch what cairn
	// would change before letting it). A request can override it with
	// "apply". See docs/corrections.md.
	Apply string `yaml:"apply" env:"CAIRN_CORRECTIONS_APPLY"`
}

func defaultCorrectionsConfig() CorrectionsConfig {
	return CorrectionsConfig{Apply: string(correction.ApplyRewrite)}
}

func (c CorrectionsConfig) validate() error {
	_, err := correction.ParseApplyMode("corrections.apply", c.Apply)
	return err
}

// applyMode is the validated apply mode.
func (c CorrectionsConfig) applyMode() correction.ApplyMode {
	m, err := correction.ParseApplyMode("corrections.apply", c.Apply)
	if err != nil {
		return correction.ApplyRewrite // Validate refused it before
	}
	return m
}
