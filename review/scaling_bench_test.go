package review

import (
	"context"
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cairnhq/cairn/internal/bigtext"
)

// BenchmarkScaling reviews diffs of 1 KiB to 4 MiB in the shapes of
// bigtext and reports ns/B and cpu-ns/B, the time per byte of the two
// outputs: flat or falling as they grow means the stage is at most linear.
// Kinds: "rewrite", both halves different (every line changed);
// "lines", the same text one value per line with a tenth of the lines
// changed; "append", a short expected output and a long actual one.
//
//	go test -run '^$' -bench Scaling -benchtime 3x ./review/
func BenchmarkScaling(b *testing.B) {
	ctx := context.Background()
	l := &LLM{Policy: DefaultPolicy()}
	kinds := []struct {
		name string
		diff func(text string) Diff
	}{
		{"rewrite", func(t string) Diff {
			h := len(t) / 2
			return Diff{Test: "t", Expected: t[:h], Actual: strings.ReplaceAll(t[h:], "5", "6")}
		}},
		{"lines", func(t string) Diff {
			exp := strings.ReplaceAll(t[:len(t)/2], " ", "\n")
			lines := strings.Split(exp, "\n")
			for i := 0; i < len(lines); i += 10 {
				lines[i] += " changed"
			}
			return Diff{Test: "t", Expected: exp, Actual: strings.Join(lines, "\n")}
		}},
		{"append", func(t string) Diff { return Diff{Test: "t", Expected: "result: 4\n", Actual: t} }},
	}
	stages := []struct {
		name string
		run  func(b *testing.B, d Diff)
	}{
		{"offline", func(b *testing.B, d Diff) {
			if _, err := (Offline{}).Review(ctx, d); err != nil {
				b.Fatal(err)
			}
		}},
		{"prompt", func(b *testing.B, d Diff) {
			if _, err := l.Prompt(d); err != nil {
				b.Fatal(err)
			}
		}},
		{"unified", func(b *testing.B, d Diff) { Unified(d.Expected, d.Actual, 3) }},
	}
	for _, st := range stages {
		for _, k := range kinds {
			for _, sh := range bigtext.Shapes {
				for _, n := range bigtext.Sizes {
					d := k.diff(bigtext.Repeat(sh.Unit, n))
					b.Run(fmt.Sprintf("%s/%s/%s/%s", st.name, k.name, sh.Name, bigtext.Size(n)), func(b *testing.B) {
						cpu := processCPU()
						for b.Loop() {
							st.run(b, d)
						}
						size := len(d.Expected) + len(d.Actual)
						used := processCPU() - cpu
						b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(size), "ns/B")
						b.ReportMetric(float64(used.Nanoseconds())/float64(b.N)/float64(size), "cpu-ns/B")
						b.ReportMetric(float64(used.Nanoseconds())/float64(b.N)/1e6, "cpu-ms/op")
					})
				}
			}
		}
	}
}

// processCPU returns the CPU time (user and system) of the process so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
