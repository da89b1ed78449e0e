package embed_test

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
)

func mustLocal(tb testing.TB, dims int) *embed.Local {
	tb.Helper()
	l, err := embed.NewLocal(dims)
	if err != nil {
		tb.Fatalf("NewLocal(%d): %v", dims, err)
	}
	return l
}

func norm(v []float32) float64 {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	return math.Sqrt(s)
}

func TestNewLocal(t *testing.T) {
	tests := []struct {
		name      string
		dims      int
		wantErr   bool
		wantModel string
	}{
		{name: "default", dims: embed.DefaultDimensions, wantModel: "local-hash-v1/256"},
		{name: "one", dims: 1, wantModel: "local-hash-v1/1"},
		{name: "max", dims: embed.MaxDimensions, wantModel: "local-hash-v1/8192"},
		{name: "zero", dims: 0, wantErr: true},
		{name: "negative", dims: -3, wantErr: true},
		{name: "too many", dims: embed.MaxDimensions + 1, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := embed.NewLocal(tt.dims)
			if tt.wantErr {
				if got, want := cairn.ErrorCode(err), cairn.EINVALID; got != want {
					t.Fatalf("code=%q, want %q (err %v)", got, want, err)
				}
				if got, want := cairn.ErrorField(err), "dimensions"; got != want {
					t.Fatalf("field=%q, want %q", got, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, want := l.Model(), tt.wantModel; got != want {
				t.Fatalf("Model()=%q, want %q", got, want)
			}
			if got, want := l.Dimensions(), tt.dims; got != want {
				t.Fatalf("Dimensions()=%d, want %d", got, want)
			}
		})
	}
}

func TestLocalEmbed(t *testing.T) {
	l := mustLocal(t, 256)
	tests := []struct {
		name     string
		text     string
		wantZero bool
	}{
		{name: "question", text: "Show the name and location for the stadiums."},
		{name: "empty", text: "", wantZero: true},
		{name: "punctuation only", text: "?!… —", wantZero: true},
		{name: "unicode and numbers", text: "Ünïcödé wörds and 2014 numbers"},
		{name: "long", text: strings.Repeat("long text with many repeated words ", 200)},
	}
	texts := make([]string, len(tests))
	for i, tt := range tests {
		texts[i] = tt.text
	}
	vecs, err := l.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(vecs), len(texts); got != want {
		t.Fatalf("len(vecs)=%d, want %d", got, want)
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := vecs[i]
			if got, want := len(v), 256; got != want {
				t.Fatalf("len=%d, want %d", got, want)
			}
			want := 1.0
			if tt.wantZero {
				want = 0
			}
			if got := norm(v); math.Abs(got-want) > 1e-5 {
				t.Fatalf("norm=%v, want %v", got, want)
			}
			again := l.Vector(tt.text)
			for j := range again {
				if again[j] != v[j] {
					t.Fatalf("not deterministic at %d: %v then %v", j, v[j], again[j])
				}
			}
		})
	}
}

// TestLocalStable pins the vectors of local-hash-v1. If it fails, the
// vectors changed: stored embeddings would silently stop matching new ones.
// Bump localVersion instead of updating the digest.
func TestLocalStable(t *testing.T) {
	tests := []struct {
		name, text, digest string
	}{
		{name: "question", text: "Show the name and location for the stadiums.", digest: "2a4d80bedcd53e6e"},
		{name: "unicode", text: "Ünïcödé wörds, don't city's 2014", digest: "68b1185d09a33c3e"},
	}
	l := mustLocal(t, 256)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := sha256.New()
			for _, x := range l.Vector(tt.text) {
				_ = binary.Write(h, binary.LittleEndian, math.Float32bits(x))
			}
			if got, want := hex.EncodeToString(h.Sum(nil))[:16], tt.digest; got != want {
				t.Fatalf("digest=%s, want %s", got, want)
			}
		})
	}
}

func TestLocalSimilarity(t *testing.T) {
	l := mustLocal(t, 256)
	tests := []struct {
		name            string
		text, near, far string
	}{
		{name: "shared words", text: "find the names of museums opened before 2009", near: "which museums opened after 2011", far: "how can I help my friend stop smoking"},
		{name: "inflection", text: "opening hours of the museum", near: "museums opened", far: "carbon dioxide emissions"},
		{name: "case and punctuation", text: "What is the CAPITAL of France?", near: "what is the capital of france", far: "what is the population of spain"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := l.Vector(tt.text)
			near, far := embed.Cosine(v, l.Vector(tt.near)), embed.Cosine(v, l.Vector(tt.far))
			if near <= far {
				t.Fatalf("cos(near)=%.3f <= cos(far)=%.3f", near, far)
			}
		})
	}
}

// TestLocalWordOrder: bigrams make word order count, a little.
func TestLocalWordOrder(t *testing.T) {
	l := mustLocal(t, 256)
	got := embed.Cosine(l.Vector("dog bites man"), l.Vector("man bites dog"))
	if got > 0.95 || got < 0.5 {
		t.Fatalf("cos(dog bites man, man bites dog)=%.3f, want in [0.5, 0.95]", got)
	}
}

func TestLocalEmbedCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := mustLocal(t, 8).Embed(ctx, []string{"a"})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err=%v, want context.Canceled", err)
	}
}

func TestCosine(t *testing.T) {
	tests := []struct {
		name string
		a, b []float32
		want float64
	}{
		{name: "same", a: []float32{1, 2}, b: []float32{2, 4}, want: 1},
		{name: "opposite", a: []float32{1, 0}, b: []float32{-3, 0}, want: -1},
		{name: "orthogonal", a: []float32{1, 0}, b: []float32{0, 1}, want: 0},
		{name: "zero", a: []float32{0, 0}, b: []float32{0, 1}, want: 0},
		{name: "length mismatch", a: []float32{1}, b: []float32{1, 0}, want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := embed.Cosine(tt.a, tt.b); math.Abs(got-tt.want) > 1e-9 {
				t.Fatalf("Cosine=%v, want %v", got, tt.want)
			}
		})
	}
}

// benchText is n words of ordinary English.
func benchText(n int) string {
	words := strings.Fields(`the quick brown fox jumps over the lazy dog while the committee reviews
		quarterly revenue figures for every regional office and asks which stadiums hosted concerts in
		2014 before the museum opened its new wing to visitors from abroad`)
	out := make([]string, n)
	for i := range out {
		out[i] = words[i%len(words)]
	}
	return strings.Join(out, " ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func BenchmarkLocal(b *testing.B) {
	l := mustLocal(b, embed.DefaultDimensions)
	for _, n := range []int{20, 200} {
		t := benchText(n)
		b.Run("words="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				l.Vector(t)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "texts/s")
		})
	}
	b.Run("sentences", func(b *testing.B) {
		var texts []string
		for _, p := range append(slices.Clone(paraphrases), unrelated...) {
			texts = append(texts, p[0], p[1])
		}
		sentenceBench(b, texts, l.Vector)
	})
}
