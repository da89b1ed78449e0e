package main

import (
	"github.com/spf13/cobra"
)

func (a *app) llmCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "llm",
		Short: "Check the configured LLM",
		Long: `The LLM is any OpenAI-compatible chat completion server, configured with
llm.base_url and llm.model in the config file or CAIRN_LLM_BASE_URL,
CAIRN_LLM_MODEL and CAIRN_LLM_API_KEY. Without one, every capability uses its
offline path.`,
	}
	cmd.AddCommand(a.llmCheckCmd())
	return cmd
}
