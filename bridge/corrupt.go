package bridge

import (
	"hash/fnv"
	"math"
	"math/rand/v2"
	"strings"
)

// Alphabet is what a replaced character becomes: a lowercase letter or a
// space, as upstream.
const Alphabet = "abcdefghijklmnopqrstuvwxyz "

// SourceFunc returns the random source for corrupting the entry id at the
// given age in whole minutes.
type SourceFunc func(id string, minute int64) rand.Source

// DefaultSource is a PCG generator seeded with the FNV-1a hash of id and
// the minute: the same entry at the same whole-minute age is corrupted the
// same way, and differently a minute later.
func DefaultSource(id string, minute int64) rand.Source {
	h := fnv.New64a()
	h.Write([]byte(id))
	return rand.NewPCG(h.Sum64(), uint64(minute))
}

// Corruptor applies one model type's decay: upstream's MemoryCorruptor.
//
// Upstream draws every random choice from one unseeded generator, so the
// same entry is served differently on every request. cairn deliberately
// seeds the choices from the entry's id and its age in whole minutes
// (Source), so a request repeated within the minute serves the same text,
// the text changes as the entry ages, and tests can pin outputs. The
// probabilities are upstream's.
type Corruptor struct {
	Config DecayConfig
	// Source returns the random source of one entry and minute; nil means
	// DefaultSource.
	Source SourceFunc
}

// Severity is the corruption severity at ageMinutes:
// (age − decay) / (removal − decay), clamped to [0, 1]; 0 before the decay
// time, and 1 when removal is not after decay (a multiplier of 1).
func (c Corruptor) Severity(ageMinutes float64) float64 {
	decay := c.Config.DecayMinutes
	if ageMinutes < decay {
		return 0
	}
	span := c.Config.RemovalMinutes() - decay
	if span <= 0 {
		return 1
	}
	return math.Min(1, math.Max(0, (ageMinutes-decay)/span))
}

// ShouldRemove reports whether an entry of ageMinutes is expired: age ≥
// removal (decay × removal multiplier).
func (c Corruptor) ShouldRemove(ageMinutes float64) bool {
	return ageMinutes >= c.Config.RemovalMinutes()
}

// Corruption counts what Corrupt changed.
type Corruption struct {
	Dropped  int `json:"dropped"`
	Replaced int `json:"replaced"`
}

// Chars is the number of characters dropped or replaced.
func (c Corruption) Chars() int { return c.Dropped + c.Replaced }

// Corrupt returns text as served at ageMinutes: each character (Unicode code
// point), with probability severity × intensity, is dropped or replaced by
// a character of Alphabet, with equal chance.
//
// Age is taken in whole minutes (m = ⌊ageMinutes⌋): the rate is Severity(m)
// × intensity and the random choices come from Source(id, m), so an entry
// is served identically for a whole minute and changes at the next. Fresh
// text comes back unchanged.
func (c Corruptor) Corrupt(id, text string, ageMinutes float64) (string, Corruption) {
	m := math.Floor(ageMinutes)
	rate := c.Severity(m) * c.Config.CorruptionIntensity
	if rate <= 0 || text == "" {
		return text, Corruption{}
	}
	src := c.Source
	if src == nil {
		src = DefaultSource
	}
	return CorruptText(rand.New(src(id, int64(m))), text, rate)
}

// CorruptText corrupts each character of text with probability rate,
// drawing from rng: upstream's corrupt_text for a given rate.
func CorruptText(rng *rand.Rand, text string, rate float64) (string, Corruption) {
	var (
		b   strings.Builder
		got Corruption
	)
	b.Grow(len(text))
	for _, r := range text {
		if rng.Float64() >= rate {
			b.WriteRune(r)
			continue
		}
		if rng.Float64() < 0.5 {
			got.Dropped++
			continue
		}
		got.Replaced++
		b.WriteByte(Alphabet[rng.IntN(len(Alphabet))])
	}
	return b.String(), got
}
