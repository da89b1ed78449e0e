package main

import (
	"errors"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/review"
)

// ReviewConfig is the `review:` section: the seed's [ai_review] policy for
// `cairn review` and POST /v1/review.
type ReviewConfig struct {
	AutoAcceptThreshold  float64  `yaml:"auto_accept_threshold" env:"CAIRN_REVIEW_AUTO_ACCEPT_THRESHOLD"`
	AutoRejectThreshold  float64  `yaml:"auto_reject_threshold" env:"CAIRN_REVIEW_AUTO_REJECT_THRESHOLD"`
	AutoAcceptCategories []string `yaml:"auto_accept_categories" env:"CAIRN_REVIEW_AUTO_ACCEPT_CATEGORIES"`
	AutoRejectCategories []string `yaml:"auto_reject_categories" env:"CAIRN_REVIEW_AUTO_REJECT_CATEGORIES"`
	// RequireHumanReview are globs of tests that always go to a person.
	RequireHumanReview []string `yaml:"require_human_review" env:"CAIRN_REVIEW_REQUIRE_HUMAN_REVIEW"`
	// RedactDefaults keeps review.DefaultRedactions; Redact adds patterns.
	RedactDefaults bool     `yaml:"redact_defaults" env:"CAIRN_REVIEW_REDACT_DEFAULTS"`
	Redact         []string `yaml:"redact" env:"CAIRN_REVIEW_REDACT"`
	// Tolerance is the relative numeric drift the offline rules accept.
	Tolerance float64 `yaml:"tolerance" env:"CAIRN_REVIEW_TOLERANCE"`
	// AuditLog is the JSON Lines log of what was sent to a model.
	AuditLog string `yaml:"audit_log" env:"CAIRN_REVIEW_AUDIT_LOG"`
	// Concurrency bounds the reviews in flight.
	Concurrency int `yaml:"concurrency" env:"CAIRN_REVIEW_CONCURRENCY"`
	// Purpose lists "GLOB=PURPOSE" notes: what the matching tests check,
	// sent to the model as the test's purpose.
	Purpose []string `yaml:"purpose" env:"CAIRN_REVIEW_PURPOSE"`
}

func defaultReviewConfig() ReviewConfig {
	return ReviewConfig{
		AutoAcceptThreshold:  0.95,
		AutoRejectThreshold:  0.95,
		AutoAcceptCategories: []string{"5"},
		AutoRejectCategories: []string{"1"},
		RequireHumanReview:   []string{},
		RedactDefaults:       true,
		Redact:               []string{},
		Tolerance:            review.DefaultTolerance,
		AuditLog:             "cairn-review-audit.jsonl",
		Concurrency:          4,
		Purpose:              []string{},
	}
}

// policy returns the review.Policy of the section, checked.
func (c ReviewConfig) policy() (review.Policy, error) {
	p := review.Policy{
		AutoAcceptThreshold: c.AutoAcceptThreshold,
		AutoRejectThreshold: c.AutoRejectThreshold,
		RequireHumanReview:  append([]string(nil), c.RequireHumanReview...),
		Redact:              append([]string{}, c.Redact...),
	}
	if c.RedactDefaults {
		p.Redact = append(append([]string{}, review.DefaultRedactions...), c.Redact...)
	}
	for _, l := range []struct {
		key  string
		in   []string
		into *[]review.Category
	}{{"review.auto_accept_categories", c.AutoAcceptCategories, &p.AutoAcceptCategories}, {"review.auto_reject_categories", c.AutoRejectCategories, &p.AutoRejectCategories}} {
		for _, s := range l.in {
			cat, err := review.ParseCategory(s)
			if err != nil {
				return p, cairn.Invalid(l.key, "%v", err)
			}
			*l.into = append(*l.into, cat)
		}
	}
	if err := p.Validate(); err != nil {
		var e *cairn.Error
		if errors.As(err, &e) && e.Field != "" {
			return p, cairn.Invalid("review."+e.Field, "%s", strings.TrimPrefix(e.Message, e.Field+": "))
		}
		return p, cairn.Invalid("review", "%v", err)
	}
	return p, nil
}

func (c ReviewConfig) validate() error {
	if _, err := c.policy(); err != nil {
		return err
	}
	if c.Tolerance < 0 || c.Tolerance >= 1 {
		return cairn.Invalid("review.tolerance", "must be in [0, 1), got %v", c.Tolerance)
	}
	if c.Concurrency < 1 || c.Concurrency > 64 {
		return cairn.Invalid("review.concurrency", "must be between 1 and 64, got %d", c.Concurrency)
	}
	if _, err := c.notes(); err != nil {
		return err
	}
	if c.AuditLog == "" {
		return cairn.Invalid("review.audit_log", "must name a file")
	}
	return nil
}

// notes returns the review.purpose notes, checked.
func (c ReviewConfig) notes() ([]review.Note, error) {
	var ns []review.Note
	for _, s := range c.Purpose {
		n, err := review.ParseNote("review.purpose", s)
		if err != nil {
			return nil, err
		}
		ns = append(ns, n)
	}
	return ns, nil
}
