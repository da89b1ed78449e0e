package bridge_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/bridge"
)

// seedCorruptor is the seed's example: decay 30 min, removal 90 min.
func seedCorruptor() bridge.Corruptor {
	return bridge.Corruptor{Config: bridge.DecayConfig{DecayMinutes: 30, RemovalMultiplier: 3, CorruptionIntensity: 0.3}}
}

func TestSeverity(t *testing.T) {
	c := seedCorruptor()
	for _, tt := range []struct {
		age, want float64
	}{
		{0, 0},
		{29.99, 0},
		{30, 0},
		{31, 1.0 / 60},
		{45, 0.25},
		{60, 0.5},
		{75, 0.75},
		{89, 59.0 / 60},
		{90, 1},
		{500, 1}, // clamped
	} {
		if got := c.Severity(tt.age); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("Severity(%v)=%v, want %v", tt.age, got, tt.want)
		}
	}
	// A multiplier of 1 removes at the decay time: full severity at once.
	one := bridge.Corruptor{Config: bridge.DecayConfig{DecayMinutes: 30, RemovalMultiplier: 1, CorruptionIntensity: 0.3}}
	if got := one.Severity(30); got != 1 {
		t.Errorf("Severity with multiplier 1 = %v, want 1", got)
	}
}

func TestShouldRemove(t *testing.T) {
	c := seedCorruptor()
	for _, tt := range []struct {
		age  float64
		want bool
	}{{0, false}, {45, false}, {89.999, false}, {90, true}, {90.001, true}, {1000, true}} {
		if got := c.ShouldRemove(tt.age); got != tt.want {
			t.Errorf("ShouldRemove(%v)=%v, want %v", tt.age, got, tt.want)
		}
	}
	wa := bridge.Corruptor{Config: bridge.DefaultConfig().WorkingAwareness}
	if wa.ShouldRemove(36*60-0.001) || !wa.ShouldRemove(36*60) {
		t.Error("working awareness must be removed at exactly 36 hours")
	}
}

func TestCorruptFreshUnchanged(t *testing.T) {
	c := seedCorruptor()
	text := "The user asked about weather in Seattle"
	for _, age := range []float64{0, 10, 29.9, 30} {
		if got, n := c.Corrupt("e1", text, age); got != text || n.Chars() != 0 {
			t.Errorf("Corrupt at %v min = %q (%+v), want unchanged", age, got, n)
		}
	}
	none := bridge.Corruptor{Config: bridge.DecayConfig{DecayMinutes: 30, RemovalMultiplier: 3, CorruptionIntensity: 0}}
	if got, _ := none.Corrupt("e1", text, 80); got != text {
		t.Errorf("intensity 0 corrupted: %q", got)
	}
}

// TestCorruptionRate checks over many characters that each is corrupted
// with probability severity × intensity, half dropped and half replaced by
// a letter or space.
func TestCorruptionRate(t *testing.T) {
	const n = 200_000
	text := strings.Repeat("X", n) // not in the alphabet: replacements are visible
	c := seedCorruptor()
	for _, age := range []float64{45, 60, 89} {
		p := c.Severity(age) * c.Config.CorruptionIntensity
		got, stats := c.Corrupt("rate-test", text, age)
		replaced := 0
		for _, r := range got {
			if r != 'X' {
				if !strings.ContainsRune(bridge.Alphabet, r) {
					t.Fatalf("replacement %q is not in %q", r, bridge.Alphabet)
				}
				replaced++
			}
		}
		dropped := n - len(got)
		if dropped != stats.Dropped || replaced != stats.Replaced {
			t.Fatalf("age %v: counted %+v, observed dropped=%d replaced=%d", age, stats, dropped, replaced)
		}
		// Replacing X by a letter is always visible, so every corruption
		// is counted. Allow 5 standard deviations.
		corrupted := float64(dropped + replaced)
		mean, sd := n*p, math.Sqrt(n*p*(1-p))
		if math.Abs(corrupted-mean) > 5*sd {
			t.Errorf("age %v: %v characters corrupted, want %v ± %v (rate %v)", age, corrupted, mean, 5*sd, p)
		}
		share := float64(dropped) / corrupted
		if sdShare := math.Sqrt(0.25 / corrupted); math.Abs(share-0.5) > 5*sdShare {
			t.Errorf("age %v: %.4f of corruptions dropped, want 0.5 ± %.4f", age, share, 5*sdShare)
		}
	}
}

// TestCorruptionDeterministic: the same entry at the same whole-minute age
// is served identically; another minute or another entry differs.
func TestCorruptionDeterministic(t *testing.T) {
	c := seedCorruptor()
	text := strings.Repeat("The user asked about weather in Seattle. ", 20)
	a, _ := c.Corrupt("e1", text, 60.1)
	b, _ := c.Corrupt("e1", text, 60.9)
	if a != b {
		t.Fatal("same entry and minute corrupted differently")
	}
	if next, _ := c.Corrupt("e1", text, 61); next == a {
		t.Fatal("the next minute corrupted identically")
	}
	if other, _ := c.Corrupt("e2", text, 60.1); other == a {
		t.Fatal("another entry corrupted identically")
	}
}

// TestCorruptionSource: the random source is injectable, so outputs can be
// pinned.
func TestCorruptionSource(t *testing.T) {
	var calls []string
	c := seedCorruptor()
	c.Config.CorruptionIntensity = 1
	c.Source = func(id string, minute int64) rand.Source {
		calls = append(calls, id)
		if minute != 90-1 {
			t.Errorf("minute=%d, want 89", minute)
		}
		return zeroSource{}
	}
	// A zero source draws 0 every time: every character is corrupted
	// (0 < rate) and dropped (0 < 0.5).
	got, stats := c.Corrupt("pinned", "hello wörld", 89.5)
	if got != "" || stats.Dropped != 11 || len(calls) != 1 || calls[0] != "pinned" {
		t.Fatalf("Corrupt = %q %+v calls=%v", got, stats, calls)
	}
	// Pinned output of the default source.
	d := seedCorruptor()
	if got, _ := d.Corrupt("e1", "The user asked about weather in Seattle", 75); got != pinned75 {
		t.Fatalf("Corrupt(e1, 75 min) = %q, want %q", got, pinned75)
	}
}

// pinned75 is DefaultSource's corruption of the seed's example at 75
// minutes (rate 0.225).
const pinned75 = "The user anked eboutjether injSecttle"

type zeroSource struct{}

func (zeroSource) Uint64() uint64 { return 0 }

func TestCompress(t *testing.T) {
	long := strings.Repeat("abcdefghij", 10) // 100 characters
	got := bridge.Compress([]string{long}, bridge.Separator, 10)
	if want := long[:40] + "..."; got != want {
		t.Fatalf("Compress(100 chars, 10 tokens) = %q, want %q", got, want)
	}
	exact := strings.Repeat("x", 40)
	if got := bridge.Compress([]string{exact}, bridge.Separator, 10); got != exact {
		t.Fatalf("40 characters at 10 tokens were cut: %q", got)
	}
	if got := bridge.Compress([]string{"a", "b"}, bridge.Separator, 500); got != "a\n\n---\n\nb" {
		t.Fatalf("join = %q", got)
	}
	if got := bridge.Compress(nil, bridge.Separator, 10); got != "" {
		t.Fatalf("no texts = %q", got)
	}
	// Characters, not bytes.
	if got := bridge.Compress([]string{strings.Repeat("é", 50)}, bridge.Separator, 10); got != strings.Repeat("é", 40)+"..." {
		t.Fatalf("unicode cut = %q", got)
	}
	labelled := bridge.CompressWithLabels([]bridge.Label{{Label: "5 min ago", Text: "x"}, {Label: "1 min ago", Text: "y"}}, bridge.Separator, 500)
	if want := "[5 min ago]\nx\n\n---\n\n[1 min ago]\ny"; labelled != want {
		t.Fatalf("labelled = %q, want %q", labelled, want)
	}
}

func TestEstimateTokens(t *testing.T) {
	for _, tt := range []struct {
		text string
		want int
	}{{"", 0}, {"abc", 0}, {"abcd", 1}, {"abcdefg", 1}, {strings.Repeat("x", 2000), 500}, {"éééé", 1}} {
		if got := bridge.EstimateTokens(tt.text); got != tt.want {
			t.Errorf("EstimateTokens(%q)=%d, want %d", tt.text, got, tt.want)
		}
	}
}

func TestParseModelType(t *testing.T) {
	for in, want := range map[string]bridge.ModelType{
		"preprocessing": bridge.Preprocessing, "PREPROCESSING": bridge.Preprocessing,
		"working_awareness": bridge.WorkingAwareness, "working-awareness": bridge.WorkingAwareness,
	} {
		if got, err := bridge.ParseModelType(in); err != nil || got != want {
			t.Errorf("ParseModelType(%q)=%q, %v", in, got, err)
		}
	}
	if _, err := bridge.ParseModelType("deep"); err == nil {
		t.Error("ParseModelType(deep) succeeded")
	}
}

func TestConfigDefaultsAndValidate(t *testing.T) {
	c := bridge.DefaultConfig()
	if c.MaxTokensPerSummary != 500 || c.Preprocessing.DecayMinutes != 30 || c.Preprocessing.RemovalMinutes() != 90 ||
		c.Preprocessing.CorruptionIntensity != 0.3 || c.WorkingAwareness.DecayMinutes != 720 || c.WorkingAwareness.RemovalMinutes() != 2160 {
		t.Fatalf("defaults = %+v", c)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		field string
		mod   func(*bridge.Config)
	}{
		{"bridge.max_tokens_per_summary", func(c *bridge.Config) { c.MaxTokensPerSummary = 0 }},
		{"bridge.preprocessing.decay_minutes", func(c *bridge.Config) { c.Preprocessing.DecayMinutes = 0 }},
		{"bridge.preprocessing.removal_multiplier", func(c *bridge.Config) { c.Preprocessing.RemovalMultiplier = 0.5 }},
		{"bridge.working_awareness.corruption_intensity", func(c *bridge.Config) { c.WorkingAwareness.CorruptionIntensity = 1.5 }},
		{"bridge.working_awareness.decay_minutes", func(c *bridge.Config) { c.WorkingAwareness.DecayMinutes = math.NaN() }},
	} {
		c := bridge.DefaultConfig()
		tt.mod(&c)
		err := c.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), tt.field+":") {
			t.Errorf("%s: Validate()=%v", tt.field, err)
		}
	}
}
