package correction_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/sqlite"
)

// mustMemory opens a Memory over a real SQLite file and the local embedder.
func mustMemory(t *testing.T) *correction.Memory {
	t.Helper()
	return memoryAt(t, filepath.Join(t.TempDir(), "c.db"))
}

// memoryAt opens a Memory of tenant t over the SQLite store at path: two of
// them on one path are two processes sharing a store.
func memoryAt(t *testing.T, path string) *correction.Memory {
	t.Helper()
	db := sqlite.NewDB(path)
	if err := db.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	m := correction.NewMemory(db.Corrections("t"), emb)
	if err := m.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSubstitute(t *testing.T) {
	tests := []struct {
		name, text, original, corrected, want string
	}{
		{"exact", "return an error here", "an error", "nil", "return nil here"},
		{"every occurrence", "a b a", "a", "c", "c b c"},
		{"case and space", "Use The  Local\tTime zone", "the local time", "UTC", "Use UTC zone"},
		{"exact preferred over folded", "Local time and local time", "local time", "UTC", "Local time and UTC"},
		{"not inside a word", "errors are an error", "error", "nil", "errors are an nil"},
		{"not inside an identifier", "user_id and id", "id", "key", "user_id and key"},
		{"punctuation edges", "call f(x).", "f(x)", "g(x)", "call g(x)."},
		{"absent", "nothing here", "missing", "x", "nothing here"},
		{"empty original", "text", "", "x", "text"},
		{"unicode case", "ÉCOLE ouverte", "école", "school", "school ouverte"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := correction.Substitute(tt.text, tt.original, tt.corrected); got != tt.want {
				t.Fatalf("Substitute(%q, %q, %q)=%q, want %q", tt.text, tt.original, tt.corrected, got, tt.want)
			}
		})
	}
}

func TestApplierLiteral(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	literal := &correction.Correction{ID: "lit", Query: "what timezone do we store", OriginalOutput: "local time", CorrectedOutput: "UTC", Confidence: 1, Literal: true}
	context := &correction.Correction{ID: "ctx", Query: "what timezone do we store", OriginalOutput: "We store local time.", CorrectedOutput: "No! Use UTC everywhere.", Confidence: 1}
	for _, c := range []*correction.Correction{literal, context} {
		if err := m.Save(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	a := correction.NewApplier(m, nil)
	res, err := a.Apply(ctx, "what timezone do we store", "We store local time.")
	if err != nil {
		t.Fatal(err)
	}
	if res.ModifiedText != "We store UTC." || !res.Modified || res.Method != "literal" {
		t.Fatalf("result %+v", res)
	}
	if len(res.AppliedCorrections) != 1 || res.AppliedCorrections[0].Correction.ID != "lit" {
		t.Fatalf("applied %v, want only the literal correction", res.AppliedCorrections)
	}
	got, _ := m.Get(ctx, "lit")
	if got.ApplyCount != 1 || got.LastApplied == nil {
		t.Fatalf("application not recorded: %+v", got)
	}
	if got, _ := m.Get(ctx, "ctx"); got.ApplyCount != 0 {
		t.Fatalf("a correction that was not applied was recorded")
	}

	// Below the relevance threshold nothing happens.
	res, err = a.Apply(ctx, "how do I bake bread", "Knead the dough.")
	if err != nil || res.Modified || len(res.AppliedCorrections) != 0 {
		t.Fatalf("unrelated output: %+v %v", res, err)
	}
}

func TestApplierLLM(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	if err := m.Save(ctx, &correction.Correction{ID: "c1", Query: "what timezone", OriginalOutput: "local time", CorrectedOutput: "UTC", Confidence: 1, Literal: true,
		Explanation: "timestamps are kept in UTC, never local time"}); err != nil {
		t.Fatal(err)
	}
	srv, llm := newCompleter(t)
	a := correction.NewApplier(m, llm)

	srv.Enqueue(openaitest.Reply{Content: "Modified Output: Timestamps are kept in UTC."})
	res, err := a.Apply(ctx, "what timezone", "Timestamps are kept in local time.")
	if err != nil {
		t.Fatal(err)
	}
	if res.Method != "llm" || res.ModifiedText != "Timestamps are kept in UTC." || len(res.AppliedCorrections) != 1 {
		t.Fatalf("llm result %+v", res)
	}
	reqs := srv.Requests()
	prompt := reqs[len(reqs)-1].Chat.Messages[len(reqs[len(reqs)-1].Chat.Messages)-1].Content
	for _, want := range []string{"Apply these learned corrections", "[Correction 1]\nOriginal: local time\nCorrected: UTC", "Current Output:\nTimestamps are kept in local time.", "Modified Output:"} {
		if !strings.Contains(prompt, want) {
			t.Fatalf("prompt lacks %q:\n%s", want, prompt)
		}
	}

	// The LLM keeps the wrong text and changes another: its answer is
	// refused (a change must put the taught value at a found mistake) and
	// the offline substitution answers, saying why.
	srv.Enqueue(openaitest.Reply{Content: "Timestamps are kept in local time, as before."})
	res, err = a.Apply(ctx, "what timezone", "Timestamps are kept in local time.")
	if err != nil || res.Method != "literal" || res.ModifiedText != "Timestamps are kept in UTC." || res.LLMError == "" {
		t.Fatalf("refused: %+v %v", res, err)
	}

	// A failing LLM degrades to literal substitution.
	for range 5 {
		srv.Enqueue(openaitest.Reply{Status: 500})
	}
	res, err = a.Apply(ctx, "what timezone", "Timestamps are kept in local time.")
	if err != nil || res.Method != "literal" || res.ModifiedText != "Timestamps are kept in UTC." {
		t.Fatalf("fallback: %+v %v", res, err)
	}
}

func TestLearnerSavesOnlyConfidentCorrections(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	l := &correction.Learner{
		Memory:   m,
		Detector: correction.NewDetector(nil),
		Applier:  correction.NewApplier(m, nil),
		Sessions: correction.NewSessionCache(),
	}
	// No previous output: nothing to correct.
	res, err := l.HandleUserMessage(ctx, "s", "Actually it is 5433, not 5432")
	if err != nil || res.Checked || res.Saved != nil {
		t.Fatalf("without output: %+v %v", res, err)
	}
	if _, err := l.HandleOutput(ctx, "s", "which port does the database use", "The database listens on port 5432."); err != nil {
		t.Fatal(err)
	}
	res, err = l.HandleUserMessage(ctx, "s", "Thanks! Can you explain why?")
	if err != nil || !res.Checked || res.Saved != nil || res.Detection.IsCorrection {
		t.Fatalf("follow-up question: %+v %v", res, err)
	}
	res, err = l.HandleUserMessage(ctx, "s", "That's wrong, it is 5433, not 5432")
	if err != nil || res.Saved == nil {
		t.Fatalf("correction: %+v %v", res, err)
	}
	if got := res.Saved; got.OriginalOutput != "5432" || got.CorrectedOutput != "5433" || !got.Literal || got.Query != "which port does the database use" || got.SessionID != "s" {
		t.Fatalf("saved %+v", got)
	}
	if res.Detection.Confidence <= correction.DefaultSaveThreshold {
		t.Fatalf("saved with confidence %v", res.Detection.Confidence)
	}
	out, err := l.HandleOutput(ctx, "s2", "which port does the database use", "The database listens on port 5432.")
	if err != nil || out.Output != "The database listens on port 5433." {
		t.Fatalf("applied: %+v %v", out, err)
	}
	if _, err := l.HandleUserMessage(ctx, "", "x"); err == nil {
		t.Fatal("empty session id accepted")
	}
}

func TestSessionCache(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := &correction.SessionCache{TTL: time.Hour, Max: 2, Now: func() time.Time { return now }}
	ctx := context.Background()
	for _, s := range []string{"a", "b"} {
		if err := c.SetLastTurn(ctx, s, correction.Turn{Query: s}); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, _ := c.LastTurn(ctx, "a"); !ok { // a is now the most recent
		t.Fatal("a missing")
	}
	c.SetLastTurn(ctx, "c", correction.Turn{Query: "c"}) // evicts b, the least recently used
	if _, ok, _ := c.LastTurn(ctx, "b"); ok {
		t.Fatal("b not evicted")
	}
	now = now.Add(time.Hour)
	if _, ok, _ := c.LastTurn(ctx, "a"); ok {
		t.Fatal("a not expired after the TTL")
	}
	if err := c.SetLastTurn(ctx, "", correction.Turn{}); err == nil {
		t.Fatal("empty session accepted")
	}
}

// TestApplierLLMGuard: an LLM answer that changes text outside the
// sentences the corrections concern is refused; the offline substitution
// answers and llm_error says why. The prompt carries the located span, its
// replacement and the context that matched. A cancelled request never
// falls back.
func TestApplierLLMGuard(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	teach := "Start it with `gunicorn -w 16 app:app` on the web dyno."
	c := &correction.Correction{ID: "w", Query: "how many gunicorn workers?", OriginalOutput: "16", CorrectedOutput: "5",
		Confidence: 0.95, Literal: true, Context: []correction.ContextChunk{
			{Source: correction.SourcePreviousOutput, Content: teach},
			{Source: correction.SourceMessage, Content: "the web dyno has 2 cores, so -w 5 at most"},
		}}
	if err := m.Save(ctx, c); err != nil {
		t.Fatal(err)
	}
	srv, llm := newCompleter(t)
	a := correction.NewApplier(m, llm)
	output := "Deploy with the Procfile. Run `gunicorn -w 16 app:api` on the web dyno. Logs go to stdout."

	// Rewrites the first sentence too: refused.
	srv.Enqueue(openaitest.Reply{Content: "Deploy with Docker. Run `gunicorn -w 5 app:api` on the web dyno. Logs go to stdout."})
	res, err := a.Apply(ctx, "gunicorn workers for the web process?", output)
	if err != nil {
		t.Fatal(err)
	}
	want := "Deploy with the Procfile. Run `gunicorn -w 5 app:api` on the web dyno. Logs go to stdout."
	if res.Method != "literal" || res.ModifiedText != want || !strings.Contains(res.LLMError, "not a found mistake") {
		t.Fatalf("over-rewrite: %+v", res)
	}
	reqs := srv.Requests()
	prompt := reqs[len(reqs)-1].Chat.Messages[len(reqs[len(reqs)-1].Chat.Messages)-1].Content
	if !strings.Contains(prompt, `Found in the output: "16" -> replace with "5"`) {
		t.Fatalf("prompt lacks the located span:\n%s", prompt)
	}

	// Changes only the corrected sentence: taken.
	srv.Enqueue(openaitest.Reply{Content: "Deploy with the Procfile. Run `gunicorn -w 5 app:api` (2 cores) on the web dyno. Logs go to stdout."})
	res, err = a.Apply(ctx, "gunicorn workers for the web process?", output)
	if err != nil || res.Method != "llm" || res.LLMError != "" || len(res.AppliedCorrections) != 1 {
		t.Fatalf("contained rewrite: %+v %v", res, err)
	}
	if len(res.AppliedCorrections[0].Hits) != 1 || res.AppliedCorrections[0].Hits[0].Matched != "16" {
		t.Fatalf("applied correction does not say where: %+v", res.AppliedCorrections[0])
	}

	// A cancelled request returns its error, not the offline answer.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := a.Apply(cctx, "gunicorn workers for the web process?", output); err == nil {
		t.Fatal("a cancelled apply fell back to the offline substitution")
	}
}

// TestApplierLeavesLookalikes: the same value in another meaning is left
// alone, and every applied correction says why it applied.
func TestApplierLeavesLookalikes(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	l := &correction.Learner{Memory: m, Detector: correction.NewOfflineDetector(), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
	if _, err := l.HandleOutput(ctx, "a", "which retry backoff does the client use?", "The client retries with `backoff: 200ms` between attempts."); err != nil {
		t.Fatal(err)
	}
	res, err := l.HandleUserMessage(ctx, "a", "the gateway times out at 1s, so backoff: 2s")
	if err != nil || res.Saved == nil || !res.Saved.AppliesOffline() {
		t.Fatalf("not learned: %+v %v", res, err)
	}
	out, err := l.HandleOutput(ctx, "b", "retry delay of the http client?", "Configure `backoff: 200ms` so retries are spaced out.")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.Output, "backoff: 2s") || len(out.Apply.AppliedCorrections) != 1 || out.Apply.AppliedCorrections[0].Hits[0].Context == "" {
		t.Fatalf("repeat: %+v", out)
	}
	look := "The p99 latency dropped to 200ms after the cache warmed up."
	out, err = l.HandleOutput(ctx, "c", "what is the p99 latency now?", look)
	if err != nil || out.Output != look {
		t.Fatalf("lookalike changed: %q %v", out.Output, err)
	}
}

// TestRememberTakesTheSessionContext: a correction posted for a session
// whose last output holds its wrong text is taught in that context, so the
// offline applier fixes a repeat and leaves a lookalike; without a hit,
// wording alone never brings an offline correction to the threshold.
func TestRememberTakesTheSessionContext(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	l := &correction.Learner{Memory: m, Detector: correction.NewOfflineDetector(), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
	if _, err := l.HandleOutput(ctx, "s", "what region is staging in?", "Staging runs in `us-west-2`; pass `--region us-west-2`."); err != nil {
		t.Fatal(err)
	}
	c := &correction.Correction{SessionID: "s", OriginalOutput: "us-west-2", CorrectedOutput: "eu-central-1", Confidence: 1, Literal: true,
		Explanation: "staging moved to eu-central-1, only prod stays in us-west-2"}
	if err := l.Remember(ctx, c); err != nil {
		t.Fatal(err)
	}
	if c.Query != "what region is staging in?" || len(c.Context) != 2 || c.Context[0].Source != correction.SourcePreviousOutput {
		t.Fatalf("context not taken from the session: %+v", c)
	}
	res, err := l.Applier.Apply(ctx, "deploy the staging stack", "Deploy staging with `--region us-west-2`.")
	if err != nil || res.ModifiedText != "Deploy staging with `--region eu-central-1`." {
		t.Fatalf("repeat: %+v %v", res, err)
	}
	res, err = l.Applier.Apply(ctx, "where does prod run?", "Production runs in us-west-2.")
	if err != nil || res.Modified {
		t.Fatalf("prod lookalike changed: %+v %v", res, err)
	}
	// Found by wording alone (same query, no mistake in the output): capped.
	ms, err := m.Relevant(ctx, "what region is staging in?", "Staging runs in a region.", 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, match := range ms {
		if match.Correction.ID == c.ID && (len(match.Hits) > 0 || match.Relevance >= correction.DefaultThreshold) {
			t.Fatalf("wording alone reached relevance %.2f", match.Relevance)
		}
	}
}

// TestApplierNoPartialFix: a fix that would leave the old value stated in
// another form elsewhere in the answer is suggested, not applied; the same
// fix on an answer that states it once is applied.
func TestApplierNoPartialFix(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	l := &correction.Learner{Memory: m, Detector: correction.NewOfflineDetector(), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
	if _, err := l.HandleOutput(ctx, "a", "base image for the worker?", "`FROM ruby:3.1-slim`"); err != nil {
		t.Fatal(err)
	}
	res, err := l.HandleUserMessage(ctx, "a", "we moved every service to Ruby 3.3: ruby:3.3-slim")
	if err != nil || res.Saved == nil || !res.Saved.AppliesOffline() {
		t.Fatalf("not learned: %+v %v", res, err)
	}
	whole := "Dockerfile for the worker: `FROM ruby:3.1-slim`."
	out, err := l.HandleOutput(ctx, "b", "Dockerfile base image for the worker", whole)
	if err != nil || !strings.Contains(out.Output, "ruby:3.3-slim") {
		t.Fatalf("a whole fix was not applied: %q %v", out.Output, err)
	}
	partial := "Dockerfile for the worker: `FROM ruby:3.1-slim`\nCI: `ruby-version: 3.1` in the setup-ruby step."
	out, err = l.HandleOutput(ctx, "c", "Dockerfile base image and CI Ruby version for the worker", partial)
	if err != nil || out.Output != partial {
		t.Fatalf("a partial fix was applied: %q %v", out.Output, err)
	}
	found := false
	for _, s := range out.Apply.Suggested {
		found = found || strings.Contains(s.Why, "old value elsewhere")
	}
	if !found {
		t.Errorf("the partial fix is not suggested with why: %+v", out.Apply.Suggested)
	}
}

// TestApplierMemoryDisagrees: a text that one correction fixes and another
// teaches as the fix is never rewritten: the memory disagrees with itself,
// so both lessons are suggested with the reason, and a correction that
// nothing contradicts still applies. Deleting the rival lets the lesson
// apply again.
func TestApplierMemoryDisagrees(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	lesson := func(id, wrong, right, output, message string) *correction.Correction {
		return &correction.Correction{ID: id, Query: "set up the CI workflow", OriginalOutput: wrong, CorrectedOutput: right,
			Confidence: 1, Literal: true, Explanation: message,
			Context: []correction.ContextChunk{
				{Source: correction.SourcePreviousOutput, Content: output},
				{Source: correction.SourceMessage, Content: message},
			}}
	}
	up := lesson("up", "actions/checkout@v2", "actions/checkout@v4",
		"steps:\n  - uses: actions/checkout@v2\n", "checkout@v2 runs on a dead Node, use actions/checkout@v4")
	down := lesson("down", "actions/checkout@v4", "actions/checkout@v2",
		"steps:\n  - uses: actions/checkout@v4\n", "our GHES mirror only has actions/checkout@v2")
	cache := lesson("cache", "actions/cache@v2", "actions/cache@v4",
		"steps:\n  - uses: actions/cache@v2\n", "actions/cache@v2 is shut down, actions/cache@v4")
	for _, c := range []*correction.Correction{up, down, cache} {
		if err := m.Save(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	a := correction.NewApplier(m, nil)
	const output = "steps:\n  - uses: actions/checkout@v2\n  - uses: actions/cache@v2\n"
	res, err := a.Apply(ctx, "write the CI workflow", output)
	if err != nil {
		t.Fatal(err)
	}
	if want := "steps:\n  - uses: actions/checkout@v2\n  - uses: actions/cache@v4\n"; res.ModifiedText != want {
		t.Fatalf("output %q, want only the uncontested fix: %q", res.ModifiedText, want)
	}
	var suggested bool
	for _, s := range res.Suggested {
		if s.Correction.ID == "up" && strings.Contains(s.Why, "disagree") {
			suggested = true
		}
	}
	if !suggested {
		t.Fatalf("the contested lesson is not suggested with its reason: %+v", res.Suggested)
	}
	if err := m.Delete(ctx, "down"); err != nil {
		t.Fatal(err)
	}
	res, err = a.Apply(ctx, "write the CI workflow", output)
	if err != nil {
		t.Fatal(err)
	}
	if want := "steps:\n  - uses: actions/checkout@v4\n  - uses: actions/cache@v4\n"; res.ModifiedText != want {
		t.Fatalf("after the rival is deleted: %q, want %q", res.ModifiedText, want)
	}
}
