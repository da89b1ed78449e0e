package openai_test

import (
	"context"
	"fmt"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

func ExampleCompleter() {
	server := openaitest.Start() // a real server would be https://api.openai.com/v1 or http://127.0.0.1:11434/v1
	defer server.Close()
	server.Chat = func(*openaitest.ChatRequest) string { return `{"decision": "INCLUDE"}` }

	c := openai.NewCompleter(server.URL, "gpt-4o-mini")
	c.APIKey = "sk-…"
	c.Registerer = prometheus.NewRegistry()
	if err := c.Open(); err != nil {
		panic(err)
	}
	text, usage, err := c.Chat(context.Background(), []cairn.Message{
		{Role: cairn.RoleSystem, Content: "Answer with a JSON object."},
		{Role: cairn.RoleUser, Content: "Include this change?"},
	}, cairn.ChatOptions{JSON: true})
	if err != nil {
		panic(err)
	}
	fmt.Println(text, usage.TotalTokens)
	// Output: {"decision": "INCLUDE"} 10
}

func ExampleEmbedder() {
	server := openaitest.Start()
	defer server.Close()
	server.Dimensions = 4

	e := openai.NewEmbedder(server.URL, "text-embedding-3-small", 4)
	if err := e.Open(); err != nil {
		panic(err)
	}
	vecs, err := e.Embed(context.Background(), []string{"hello", "world"})
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Model(), len(vecs), len(vecs[0]))
	// Output: openai:text-embedding-3-small/4 2 4
}
