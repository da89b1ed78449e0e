package http_test

import (
	"bufio"
	"encoding/json"
	"flag"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/openai/openaitest"
)

var evalDir = flag.String("eval.dir", filepath.Join("..", "..", "shared", "eval"), "directory holding loop/scenarios_dev.jsonl")

// loopScenario is a scenario of the learning loop's development set (the
// same file correction/loop_test.go reads).
type loopScenario struct {
	ID    string `json:"id"`
	Teach struct {
		Query, Output, Message string
	} `json:"teach"`
	Repeat struct {
		Query, Output string
	} `json:"repeat"`
	Control struct {
		Query, Output string
	} `json:"control"`
}

func readScenarios(tb testing.TB, path string) []loopScenario {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []loopScenario
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var s loopScenario
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		out = append(out, s)
	}
	return out
}

// The development set's loop, played through the proxy as a chat
// application sends it (the whole history every turn), gives the same
// outputs as through POST /v1/sessions/{id}/turns: each correction taught,
// then each mistake repeated in another conversation and each control
// answer, all in one tenant.
func TestProxyReplaysTheLoop(t *testing.T) {
	scens := readScenarios(t, filepath.Join(testenv.EvalDir(t, *evalDir), "loop", "scenarios_dev.jsonl"))
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	clock := func(s *cairnhttp.Server) {
		s.Now = func() time.Time { return now }
		s.Corrections.Now = s.Now
	}
	turns := mustOpenServer(t, clock)
	proxy, up := mustOpenProxy(t, clock)

	turn := func(session string, body map[string]string) (output string, saved bool) {
		t.Helper()
		var res struct {
			Result struct {
				Output string `json:"output"`
				Saved  *struct {
					ID string `json:"id"`
				} `json:"saved"`
			} `json:"result"`
		}
		if code := turns.do(t, "POST", "/v1/sessions/"+session+"/turns", body, &res); code != http.StatusOK {
			t.Fatalf("turn %s: %d", session, code)
		}
		return res.Result.Output, res.Result.Saved != nil
	}
	chat := func(session, reply string, messages ...string) exchange {
		t.Helper()
		up.Enqueue(openaitest.Reply{Content: reply})
		got := call(t, "POST", proxy.URL()+"/v1/chat/completions", chatBody(t, nil, messages...), map[string]string{"X-Cairn-Session": session})
		if got.status != http.StatusOK || got.header.Get("X-Cairn-Error") != "" {
			t.Fatalf("chat %s: %d %s %s", session, got.status, got.header.Get("X-Cairn-Error"), got.body)
		}
		return got
	}

	savedTurns, savedProxy := 0, 0
	for _, s := range scens {
		out, _ := turn(s.ID+"-A", map[string]string{"query": s.Teach.Query, "output": s.Teach.Output})
		_, saved := turn(s.ID+"-A", map[string]string{"message": s.Teach.Message})
		if saved {
			savedTurns++
		}
		first := answer(t, chat(s.ID+"-A", s.Teach.Output, s.Teach.Query).body)
		if first != out {
			t.Errorf("%s teach: proxy answered %q, turns %q", s.ID, first, out)
		}
		second := chat(s.ID+"-A", "Noted.", s.Teach.Query, first, s.Teach.Message)
		if strings.HasPrefix(second.header.Get("X-Cairn-Detected"), "cor_") {
			savedProxy++
		}
		if got := strings.HasPrefix(second.header.Get("X-Cairn-Detected"), "cor_"); got != saved {
			t.Errorf("%s: proxy saved %v (%q), turns %v", s.ID, got, second.header.Get("X-Cairn-Detected"), saved)
		}
	}
	same, changed := 0, 0
	for _, s := range scens {
		for _, probe := range []struct{ session, query, output string }{
			{s.ID + "-B", s.Repeat.Query, s.Repeat.Output},
			{s.ID + "-C", s.Control.Query, s.Control.Output},
		} {
			want, _ := turn(probe.session, map[string]string{"query": probe.query, "output": probe.output})
			got := answer(t, chat(probe.session, probe.output, probe.query).body)
			if got != want {
				t.Errorf("%s: proxy answered\n%q\nturns API\n%q", probe.session, got, want)
				continue
			}
			same++
			if got != probe.output {
				changed++
			}
		}
	}
	if savedProxy != savedTurns || savedTurns == 0 {
		t.Errorf("saved %d through the proxy, %d through the turns API", savedProxy, savedTurns)
	}
	t.Logf("%d scenarios: %d corrections saved both ways; %d probe answers the same both ways, %d of them changed by a correction", len(scens), savedTurns, same, changed)
}
