package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
)

func (a *app) correctionsDetectCmd() *cobra.Command {
	var message, previous, jsonl string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "detect --message TEXT [--previous-output TEXT] [--json] | --jsonl FILE",
		Short: "Say whether a message corrects the previous output",
		Long: `Detects whether MESSAGE corrects PREVIOUS-OUTPUT, with the LLM when one is
configured and offline otherwise. With --jsonl, reads lines
{"message": ..., "previous_output": ...} from FILE (- for standard input) and
prints one JSON result per line, in order. Nothing is stored.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if jsonl == "" && strings.TrimSpace(message) == "" {
				return cairn.Invalid("message", "required (--message), or --jsonl FILE")
			}
			if jsonl != "" && message != "" {
				return cairn.Invalid("jsonl", "--jsonl and --message are exclusive")
			}
			svc, err := a.wire(nil).corrections()
			if err != nil {
				return err
			}
			det := svc.Detector()
			ctx := cmd.Context()
			if jsonl == "" {
				d, err := det.Detect(ctx, message, previous)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printCompactJSON(d)
				}
				if !d.IsCorrection {
					fmt.Fprintf(a.stdout, "not a correction (confidence %.2f)\n", d.Confidence)
					return nil
				}
				fmt.Fprintf(a.stdout, "correction: %s, confidence %.2f\n", d.Category, d.Confidence)
				if d.Original != "" || d.Corrected != "" {
					fmt.Fprintf(a.stdout, "  wrong:     %s\n  corrected: %s\n", d.Original, d.Corrected)
				}
				return nil
			}
			return a.detectJSONL(ctx, det, jsonl)
		},
	}
	f := cmd.Flags()
	f.StringVar(&message, "message", "", "the user's message")
	f.StringVar(&previous, "previous-output", "", "the output the message replies to")
	f.StringVar(&jsonl, "jsonl", "", "read {message, previous_output} lines from FILE (- for stdin)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// detectJSONL validates every line of path, then prints one detection per
// line in order.
func (a *app) detectJSONL(ctx context.Context, det correction.Detector, path string) error {
	r, closeFn, err := a.openInput(path)
	if err != nil {
		return err
	}
	defer closeFn()
	var reqs []cairnhttp.DetectRequest
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var req cairnhttp.DetectRequest
		if err := json.Unmarshal([]byte(text), &req); err != nil {
			return cairn.Invalid(fmt.Sprintf("%s:%d", path, line), "not a JSON object {\"message\", \"previous_output\"}: %v", err)
		}
		if strings.TrimSpace(req.Message) == "" {
			return cairn.Invalid(fmt.Sprintf("%s:%d", path, line), "message is empty")
		}
		reqs = append(reqs, req)
	}
	if err := sc.Err(); err != nil {
		return cairn.Invalid("jsonl", "%s: %v", path, err)
	}
	w := bufio.NewWriter(a.stdout)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, req := range reqs {
		d, err := det.Detect(ctx, req.Message, req.PreviousOutput)
		if err != nil {
			return err
		}
		if err := enc.Encode(d); err != nil {
			return err
		}
	}
	return w.Flush()
}
