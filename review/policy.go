package review

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// Decision is what a Policy makes of a result.
type Decision string

// Decisions.
const (
	DecisionAccept Decision = "accept" // write the actual output over the expected one
	DecisionReject Decision = "reject" // the change is a failure
	DecisionHuman  Decision = "human"  // a person decides
)

// Policy turns results into decisions (seed phase 3) and guards what
// leaves the machine.
type Policy struct {
	// AutoAcceptThreshold and AutoRejectThreshold are the confidences from
	// which a result in AutoAcceptCategories / AutoRejectCategories is
	// decided without a person (0.95 each by default).
	AutoAcceptThreshold  float64
	AutoRejectThreshold  float64
	AutoAcceptCategories []Category
	AutoRejectCategories []Category
	// RequireHumanReview lists globs of test names or paths (path.Match
	// with ** for any number of directories) that always go to a person.
	RequireHumanReview []string
	// Redact lists regular expressions whose matches are replaced by
	// [REDACTED] before an output is sent to a model or written to the
	// audit log; DefaultRedactions when nil.
	Redact []string
}

// DefaultPolicy is the seed's configuration.
func DefaultPolicy() Policy {
	return Policy{
		AutoAcceptThreshold:  0.95,
		AutoRejectThreshold:  0.95,
		AutoAcceptCategories: []Category{Accept},
		AutoRejectCategories: []Category{Fail},
	}
}

// DefaultRedactions match API keys, tokens, passwords and private keys.
var DefaultRedactions = []string{
	`(?i)\bbearer\s+[A-Za-z0-9._~+/=-]{8,}`,
	`(?i)\b(api[_-]?key|apikey|secret|token|password|passwd|pwd|authorization|auth|access[_-]?key|client[_-]?secret)\b(\s*["']?\s*[:=]\s*["']?)[^\s"',;]+`,
	`\bsk-[A-Za-z0-9_-]{16,}\b`,
	`\bgh[pousr]_[A-Za-z0-9]{20,}\b`,
	`\bAKIA[0-9A-Z]{16}\b`,
	`\bxox[baprs]-[A-Za-z0-9-]{10,}\b`,
	`\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b`,
	`(?s)-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----`,
	`(?i)\b[a-z][a-z0-9+.-]*://[^\s:/@]+:[^\s@/]+@`,
}

// Validate checks the thresholds, categories, globs and patterns, naming
// the field at fault.
func (p Policy) Validate() error {
	for name, v := range map[string]float64{"auto_accept_threshold": p.AutoAcceptThreshold, "auto_reject_threshold": p.AutoRejectThreshold} {
		if v < 0 || v > 1 || v != v {
			return invalid(name, "must be between 0 and 1, got %v", v)
		}
	}
	for name, cs := range map[string][]Category{"auto_accept_categories": p.AutoAcceptCategories, "auto_reject_categories": p.AutoRejectCategories} {
		for _, c := range cs {
			if !c.Valid() {
				return invalid(name, "category %d is not 1-5", int(c))
			}
		}
	}
	for _, g := range p.RequireHumanReview {
		if _, err := path.Match(strings.ReplaceAll(g, "**", "*"), ""); err != nil {
			return invalid("require_human_review", "bad glob %q: %v", g, err)
		}
	}
	if _, err := p.redactor(); err != nil {
		return err
	}
	return nil
}

// Decide returns the decision on r for d.
func (p Policy) Decide(d Diff, r Result) Decision {
	if p.humanOnly(d) {
		return DecisionHuman
	}
	if slices.Contains(p.AutoRejectCategories, r.Category) && r.Confidence >= p.AutoRejectThreshold {
		return DecisionReject
	}
	if slices.Contains(p.AutoAcceptCategories, r.Category) && r.Confidence >= p.AutoAcceptThreshold && !r.FlagsForHuman {
		return DecisionAccept
	}
	return DecisionHuman
}

func (p Policy) humanOnly(d Diff) bool {
	for _, g := range p.RequireHumanReview {
		file, _, _ := strings.Cut(d.Test, "::")
		for _, name := range []string{d.Test, file, d.Path} {
			if name != "" && matchGlob(g, name) {
				return true
			}
		}
	}
	return false
}

// matchGlob matches name against a glob where ** crosses directories and
// a pattern without / matches the base name too.
func matchGlob(glob, name string) bool {
	name = strings.ReplaceAll(name, "\\", "/")
	if !strings.Contains(glob, "/") {
		if ok, _ := path.Match(glob, path.Base(name)); ok {
			return true
		}
	}
	return globRE(glob).MatchString(name)
}

func globRE(glob string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(glob); i++ {
		switch c := glob[i]; c {
		case '*':
			if i+1 < len(glob) && glob[i+1] == '*' {
				i++
				if i+1 < len(glob) && glob[i+1] == '/' {
					i++
					b.WriteString("(.*/)?")
				} else {
					b.WriteString(".*")
				}
			} else {
				b.WriteString("[^/]*")
			}
		case '?':
			b.WriteString("[^/]")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return regexp.MustCompile(`^\b$`)
	}
	return re
}

// Redactor replaces secrets with [REDACTED].
type Redactor struct{ res []*regexp.Regexp }

func (p Policy) redactor() (*Redactor, error) {
	pats := p.Redact
	if pats == nil {
		pats = DefaultRedactions
	}
	r := &Redactor{}
	for _, s := range pats {
		re, err := regexp.Compile(s)
		if err != nil {
			return nil, invalid("redact", "bad pattern %q: %v", s, err)
		}
		r.res = append(r.res, re)
	}
	return r, nil
}

// Redactor returns the policy's redactor; Validate reports bad patterns.
func (p Policy) Redactor() (*Redactor, error) { return p.redactor() }

// Redact returns s with every match replaced; a pattern with a second
// group (key = value) keeps the key and the separator.
func (r *Redactor) Redact(s string) string {
	if r == nil {
		return s
	}
	for _, re := range r.res {
		if re.NumSubexp() >= 2 {
			s = re.ReplaceAllString(s, "${1}${2}[REDACTED]")
		} else {
			s = re.ReplaceAllString(s, "[REDACTED]")
		}
	}
	return s
}
