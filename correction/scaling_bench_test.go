package correction_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/internal/bigtext"
	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/sqlite"
)

// BenchmarkScaling runs each text-processing stage of the correction
// capability on inputs of 1 KiB to 4 MiB in each shape of bigtext and
// reports ns/B, the time per input byte: flat or falling as the input
// grows means the stage is at most linear, and past the limit it reads
// (MaxMessageBytes, MaxOutputBytes) the time per op stays flat.
//
//	go test -run '^$' -bench Scaling -benchtime 3x ./correction/
func BenchmarkScaling(b *testing.B) {
	ctx := context.Background()
	const (
		msg  = "No, it's 5433, not 5432."
		prev = "Run psql -h staging-db -p 5432 -U app from the bastion."
	)
	d := correction.NewOfflineDetector()
	taught := correction.Detection{IsCorrection: true, Confidence: 0.99, Original: "5432", Corrected: "5433", Located: true, Form: correction.FormAligned}
	m := scalingMemory(b)
	a := correction.NewApplier(m, nil)
	stages := []struct {
		name string
		run  func(b *testing.B, text string)
	}{
		{"detect-message", func(b *testing.B, text string) {
			if _, err := d.Detect(ctx, text, prev); err != nil {
				b.Fatal(err)
			}
		}},
		{"detect-previous", func(b *testing.B, text string) {
			if _, err := d.Detect(ctx, msg, text); err != nil {
				b.Fatal(err)
			}
		}},
		{"extract-message", func(b *testing.B, text string) { correction.Extract(text, prev) }},
		{"extract-previous", func(b *testing.B, text string) { correction.Extract(msg, text) }},
		// What saving a detected correction reads: the checks of its pair
		// (typed.Plausible, feature.SurePair) on the message and the output.
		{"learn-message", func(b *testing.B, text string) {
			correction.FromDetection(&taught, "s", correction.Turn{Query: "staging port?", Output: prev}, text)
		}},
		{"learn-previous", func(b *testing.B, text string) {
			correction.FromDetection(&taught, "s", correction.Turn{Query: "staging port?", Output: text}, msg)
		}},
		// What "corrections recheck" reads for each literal correction:
		// the analysis of its message and output again, then the checks of
		// saving it.
		{"recheck-message", func(b *testing.B, text string) {
			correction.RecheckLiteral(recheckable(text, prev))
		}},
		{"recheck-previous", func(b *testing.B, text string) {
			correction.RecheckLiteral(recheckable(msg, text))
		}},
		{"apply", func(b *testing.B, text string) {
			if _, err := a.Apply(ctx, "how do I connect to staging?", text); err != nil {
				b.Fatal(err)
			}
		}},
		{"apply-query", func(b *testing.B, text string) {
			if _, err := a.Apply(ctx, text, prev); err != nil {
				b.Fatal(err)
			}
		}},
		{"relevant", func(b *testing.B, text string) {
			if _, err := m.Relevant(ctx, "how do I connect to staging?", text, 5); err != nil {
				b.Fatal(err)
			}
		}},
	}
	for _, st := range stages {
		for _, sh := range bigtext.Shapes {
			for _, n := range bigtext.Sizes {
				text := bigtext.Repeat(sh.Unit, n)
				b.Run(fmt.Sprintf("%s/%s/%s", st.name, sh.Name, bigtext.Size(n)), func(b *testing.B) {
					cpu := latency.ProcessCPU()
					for b.Loop() {
						st.run(b, text)
					}
					reportPerByte(b, n, latency.ProcessCPU()-cpu)
				})
			}
		}
	}
}

// BenchmarkScalingTeach is the first use of a correction taught on a long
// output (its context): the rule is compiled from the context, once.
func BenchmarkScalingTeach(b *testing.B) {
	ctx := context.Background()
	m := scalingMemory(b)
	a := correction.NewApplier(m, nil)
	for _, sh := range bigtext.Shapes {
		for _, n := range bigtext.Sizes {
			text := bigtext.Repeat(sh.Unit, n)
			b.Run(fmt.Sprintf("%s/%s", sh.Name, bigtext.Size(n)), func(b *testing.B) {
				i := 0
				cpu := latency.ProcessCPU()
				for b.Loop() {
					i++
					c := &correction.Correction{ID: fmt.Sprintf("teach-%s-%d-%d", sh.Name, n, i), OriginalOutput: "5432", CorrectedOutput: "5433",
						Category: correction.CategoryFactual, Severity: 0.5, Confidence: 1, Literal: true,
						Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: text}}}
					if err := m.Save(ctx, c); err != nil {
						b.Fatal(err)
					}
					if _, err := a.Apply(ctx, "staging port?", "Run psql -p 5432 on staging."); err != nil {
						b.Fatal(err)
					}
					if err := m.Delete(ctx, c.ID); err != nil {
						b.Fatal(err)
					}
				}
				reportPerByte(b, n, latency.ProcessCPU()-cpu)
			})
		}
	}
}

// scalingMemory is a memory over SQLite holding corrections whose mistake
// stands in the texts of bigtext: a port taught in context, a call, a
// value of the code shape.
func scalingMemory(b *testing.B) *correction.Memory {
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(b.TempDir(), "cairn.db"))
	if err := db.Open(ctx); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		b.Fatal(err)
	}
	m := correction.NewMemory(db.Corrections("bench"), emb)
	if err := m.Open(ctx); err != nil {
		b.Fatal(err)
	}
	for i, c := range []struct{ wrong, right, context string }{
		{"5432", "5433", "Run psql -h staging-db -p 5432 -U app from the bastion."},
		{"fmt.Errorf", "errors.Join", "if err != nil { return fmt.Errorf(\"q: %w\", err) }"},
		{"config.yaml", "config.toml", "the config file is config.yaml"},
		{"0x1f", "0x2f", "the mask is 0x1f"},
	} {
		err := m.Save(ctx, &correction.Correction{ID: fmt.Sprintf("c%d", i), OriginalOutput: c.wrong, CorrectedOutput: c.right,
			Category: correction.CategoryFactual, Severity: 0.5, Confidence: 1, Literal: true,
			Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: c.context}}})
		if err != nil {
			b.Fatal(err)
		}
	}
	return m
}

// reportPerByte reports the time per input byte of n-byte inputs: wall
// (ns/B) and the process's CPU (cpu-ns/B, steadier on a shared machine),
// and the CPU time per op in milliseconds.
func reportPerByte(b *testing.B, n int, cpu time.Duration) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/B")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/B")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/1e6, "cpu-ms/op")
}

// recheckable is a literal correction the offline learner saved from
// message and output, as RecheckLiteral judges it.
func recheckable(message, output string) *correction.Correction {
	return &correction.Correction{
		OriginalOutput: "5432", CorrectedOutput: "5433", Literal: true,
		Explanation: "offline: correction (form:aligned, located)", Query: "staging port?",
		Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: output}, {Source: correction.SourceMessage, Content: message}},
	}
}
