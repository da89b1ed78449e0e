package llm_test

import (
	"context"
	"fmt"

	"github.com/cairnhq/cairn/llm"
)

func ExampleExtractJSON() {
	reply := "Sure! Here is my verdict:\n```json\n{'decision': 'INCLUDE', confidence: 0.9,}\n```"
	b, err := llm.ExtractJSON(reply)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b))
	// Output: {"decision":"INCLUDE","confidence":0.9}
}

func ExampleDecodeJSON() {
	var verdict struct {
		Decision string `json:"decision"`
	}
	if err := llm.DecodeJSON(`I think {"decision": "EXCLUDE"} fits.`, &verdict); err != nil {
		panic(err)
	}
	fmt.Println(verdict.Decision)
	// Output: EXCLUDE
}

func ExampleParseKeyValues() {
	kv := llm.ParseKeyValues("**Is correction:** Yes\n- confidence: 0.8\n")
	isCorrection, _ := llm.ParseBool(kv["is_correction"])
	fmt.Println(isCorrection, kv["confidence"])
	// Output: true 0.8
}

func ExampleFallback() {
	ctx := context.Background()
	var complete func(context.Context) (string, error) // nil: no LLM configured
	label, usedLLM, err := llm.Fallback(ctx, nil, "classify", complete,
		func(context.Context) (string, error) { return "keyword-classifier", nil })
	fmt.Println(label, usedLLM, err)
	// Output: keyword-classifier false <nil>
}
