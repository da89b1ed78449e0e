package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

// checkPrompt is what `cairn llm check` asks: tiny, and easy to verify.
const checkPrompt = "Reply with the single word: pong"

func (a *app) llmCheckCmd() *cobra.Command {
	var prompt string
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Send a tiny prompt to the LLM and report model, latency and token usage",
		Long: `check sends one tiny prompt to the configured LLM, with the configured
timeout and retries, and prints the model that answered, the latency, the
token usage and the reply. It exits non-zero with one line naming the reason
when the server cannot be reached, refuses the API key or answers garbage,
and when no LLM is configured.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := a.openCompleter(prometheus.NewRegistry())
			if err != nil {
				return err
			}
			if c == nil {
				return cairn.Invalid("llm.base_url", "no LLM is configured: set CAIRN_LLM_BASE_URL and CAIRN_LLM_MODEL (or llm.base_url and llm.model in the config file)")
			}
			start := time.Now()
			r, err := c.ChatResponse(cmd.Context(), []cairn.Message{{Role: cairn.RoleUser, Content: prompt}}, cairn.ChatOptions{})
			if err != nil {
				return &cairn.Error{Code: cairn.ErrorCode(err), Message: "llm check", Err: err}
			}
			model := c.Model
			if r.Model != "" && r.Model != c.Model {
				model += " (served as " + r.Model + ")"
			}
			fmt.Fprintf(a.stdout, "ok: model %s at %s\n", model, c.BaseURL)
			fmt.Fprintf(a.stdout, "latency: %s\n", time.Since(start).Round(time.Millisecond))
			fmt.Fprintf(a.stdout, "tokens: %d prompt + %d completion = %d\n", r.Usage.PromptTokens, r.Usage.CompletionTokens, r.Usage.TotalTokens)
			fmt.Fprintf(a.stdout, "reply: %s\n", oneLine(strings.TrimSpace(r.Text)))
			return nil
		},
	}
	cmd.Flags().StringVar(&prompt, "prompt", checkPrompt, "the prompt to send")
	return cmd
}
