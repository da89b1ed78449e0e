package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

// embedChunk is how many lines of --file are embedded at a time.
const embedChunk = 256

func (a *app) embedCmd() *cobra.Command {
	var (
		asJSON bool
		file   string
	)
	cmd := &cobra.Command{
		Use:   "embed [TEXT...]",
		Short: "Embed texts with the configured embedder",
		Long: `embed prints the vectors the configured embedder gives each TEXT, or each
line of --file FILE (- for standard input), in order. The embedder is the
local GloVe one (local-glove-v1: word meaning plus exact tokens) unless
embedder.model (CAIRN_EMBED_MODEL) is local-hash-v1 (feature hashing of
words and character n-grams) or local-use-lite-v1 (Universal Sentence
Encoder Lite: meaning of whole sentences, 512 dimensions, about 15 ms per
short text and 120 to 150 ms per paragraph on 2 cores), or embedder.base_url
(CAIRN_EMBED_BASE_URL) names an OpenAI-compatible server.

With --json it prints one JSON array of floats per text, one per line;
without, the model, the dimensions and for each text its norm, how many
values are not zero, and the first values.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if file != "" && len(args) > 0 {
				return cairn.Invalid("file", "give texts as arguments or with --file, not both")
			}
			if file == "" && len(args) == 0 {
				return cairn.Invalid("text", "give at least one TEXT, or --file FILE")
			}
			emb, err := a.wire(nil).embedder()
			if err != nil {
				return err
			}
			out := bufio.NewWriter(a.stdout)
			defer out.Flush()
			p := &embedPrinter{w: out, json: asJSON, model: emb.Model(), dims: emb.Dimensions()}
			do := func(ctx context.Context, texts []string) error {
				vecs, err := emb.Embed(ctx, texts)
				if err != nil {
					return err
				}
				return p.print(texts, vecs)
			}
			if file == "" {
				return do(cmd.Context(), args)
			}
			in, done, err := a.openInput(file)
			if err != nil {
				return err
			}
			defer done()
			return eachChunk(in, file, func(lines []string) error { return do(cmd.Context(), lines) })
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON array per text")
	cmd.Flags().StringVar(&file, "file", "", "embed each line of FILE (- for standard input)")
	return cmd
}

// eachChunk calls fn with the lines of r, embedChunk at a time.
func eachChunk(r io.Reader, name string, fn func([]string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 16<<20)
	var lines []string
	for sc.Scan() {
		lines = append(lines, strings.TrimSuffix(sc.Text(), "\r"))
		if len(lines) == embedChunk {
			if err := fn(lines); err != nil {
				return err
			}
			lines = lines[:0]
		}
	}
	if err := sc.Err(); err != nil {
		return cairn.Invalid("file", "%s: %v", name, err)
	}
	if len(lines) > 0 {
		return fn(lines)
	}
	return nil
}

type embedPrinter struct {
	w     io.Writer
	json  bool
	model string
	dims  int
	n     int // texts printed so far
}

func (p *embedPrinter) print(texts []string, vecs [][]float32) error {
	if !p.json && p.n == 0 {
		fmt.Fprintf(p.w, "model %s, %d dimensions\n", p.model, p.dims)
	}
	for i, v := range vecs {
		p.n++
		if p.json {
			b, err := json.Marshal(v)
			if err != nil {
				return cairn.Internal(err)
			}
			if _, err := fmt.Fprintf(p.w, "%s\n", b); err != nil {
				return err
			}
			continue
		}
		var norm float64
		nonzero := 0
		for _, x := range v {
			norm += float64(x) * float64(x)
			if x != 0 {
				nonzero++
			}
		}
		head := make([]string, 0, 6)
		for _, x := range v[:min(6, len(v))] {
			head = append(head, fmt.Sprintf("%.4f", x))
		}
		if len(v) > 6 {
			head = append(head, "…")
		}
		if _, err := fmt.Fprintf(p.w, "%d. %q  norm %.4f  nonzero %d  [%s]\n", p.n, clip(texts[i], 48), math.Sqrt(norm), nonzero, strings.Join(head, " ")); err != nil {
			return err
		}
	}
	return nil
}

// clip shortens s to at most n runes, marking the cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
