package http_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// docCurls returns the curl commands of docs/proxy.md's curl example, in
// order, each with its continuation lines.
func docCurls(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "docs", "proxy.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	at := strings.Index(doc, "\ncurl:\n\n```sh\n")
	if at < 0 {
		t.Fatal("docs/proxy.md has no curl example")
	}
	block := doc[at+len("\ncurl:\n\n```sh\n"):]
	block = block[:strings.Index(block, "```")]
	var cmds []string
	for _, line := range strings.Split(block, "\n") {
		switch {
		case strings.HasPrefix(line, "curl "):
			cmds = append(cmds, line)
		case line == "" || strings.HasPrefix(line, "#"):
		case len(cmds) > 0:
			cmds[len(cmds)-1] += "\n" + line
		}
	}
	return cmds
}

// TestProxyWithCurl runs the curl commands of docs/proxy.md, as written,
// against the proxy in front of the fake model server: a correction
// detected in one conversation, the mistake corrected in another, and a
// reminded stream.
func TestProxyWithCurl(t *testing.T) {
	if _, err := exec.LookPath("curl"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("curl is not on the PATH")
		}
		t.Skip("curl is not on the PATH")
	}
	cmds := docCurls(t)
	if len(cmds) != 3 {
		t.Fatalf("docs/proxy.md: %d curl commands, want 3", len(cmds))
	}
	var key string
	s, up := mustOpenProxy(t, func(s *cairnhttp.Server) { key = mustCreateKey(t, s.Keys, "curl") })
	up.Enqueue(
		openaitest.Reply{Content: "Thanks, noted."},
		openaitest.Reply{Content: stagingRepeatA},
		openaitest.Reply{Content: stagingRepeatA},
	)
	host := strings.TrimPrefix(s.URL(), "http://")
	run := func(cmd string) string {
		t.Helper()
		cmd = strings.ReplaceAll(cmd, "localhost:7878", host)
		cmd = strings.ReplaceAll(cmd, "cairn_…", key)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, "bash", "-c", cmd).Output()
		if err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
		return string(out)
	}

	if out := run(cmds[0]); !strings.Contains(out, "X-Cairn-Detected: cor_") {
		t.Fatalf("the correction was not detected; headers:\n%s", out)
	}
	if out := run(cmds[1]); !strings.Contains(out, "-p 5433") || strings.Contains(out, "-p 5432") {
		t.Errorf("the repeated mistake was not corrected: %s", out)
	}
	out := run(strings.Replace(cmds[2], "curl -sN ", "curl -sN -D - ", 1))
	if !strings.Contains(out, "X-Cairn-Reminded: cor_") || !strings.Contains(out, "data: [DONE]") || !strings.Contains(out, `"delta"`) {
		t.Errorf("the stream: %s", out)
	}
	reqs := up.Requests()
	if last := reqs[len(reqs)-1]; last.Chat == nil || !strings.Contains(last.Chat.Messages[0].Content, "5433") {
		t.Errorf("the streamed request's system prompt holds no reminder: %+v", last.Chat)
	}
}
