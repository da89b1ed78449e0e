package mcp

import (
	"context"
	"log/slog"
	"strings"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// Correction is a remembered correction as the tools show it: without its
// embedding vector, with the state of its embedding instead.
type Correction struct {
	ID              string  `json:"id" jsonschema:"the correction's id (cor_…)"`
	Timestamp       string  `json:"timestamp" jsonschema:"when it was learned, RFC 3339"`
	SessionID       string  `json:"session_id,omitempty" jsonschema:"the session it was learned in"`
	Query           string  `json:"query,omitempty" jsonschema:"the question the corrected answer answered"`
	OriginalOutput  string  `json:"original_output" jsonschema:"the wrong text"`
	CorrectedOutput string  `json:"corrected_output" jsonschema:"what it should be"`
	Explanation     string  `json:"explanation,omitempty" jsonschema:"why, in the user's or the detector's words"`
	Category        string  `json:"category" jsonschema:"factual, style, code, logic, preference or domain"`
	Confidence      float64 `json:"confidence" jsonschema:"0 to 1; only corrections above 0.3 are considered"`
	Severity        float64 `json:"severity" jsonschema:"0 minor to 1 major"`
	ApplyCount      int     `json:"apply_count" jsonschema:"how often it was applied"`
	LastApplied     string  `json:"last_applied,omitempty" jsonschema:"when it was last applied, RFC 3339"`
	AppliesOffline  bool    `json:"applies_offline" jsonschema:"the wrong text was located, so it is substituted without an LLM"`
	Embedding       string  `json:"embedding" jsonschema:"ready; pending (saved while the embedder failed, not yet found by similarity); stale (of another embedding model)"`
}

// correctionView is c as the tools show it.
func (t *tools) correctionView(c *correction.Correction) *Correction {
	if c == nil {
		return nil
	}
	v := &Correction{
		ID: c.ID, Timestamp: c.Timestamp.UTC().Format(time.RFC3339Nano), SessionID: c.SessionID, Query: cutText(c.Query),
		OriginalOutput: cutText(c.OriginalOutput), CorrectedOutput: cutText(c.CorrectedOutput), Explanation: cutText(c.Explanation),
		Category: c.Category.String(), Confidence: c.Confidence, Severity: c.Severity, ApplyCount: c.ApplyCount,
		AppliesOffline: c.AppliesOffline(), Embedding: "ready",
	}
	if c.LastApplied != nil {
		v.LastApplied = c.LastApplied.UTC().Format(time.RFC3339Nano)
	}
	switch emb := t.s.Corrections.Embedder; {
	case len(c.Embedding) == 0:
		v.Embedding = "pending"
	case emb != nil && c.EmbeddingModel != emb.Model():
		v.Embedding = "stale"
	}
	return v
}

// Match is a stored correction found for a query or an output.
type Match struct {
	Correction *Correction `json:"correction"`
	Similarity float64     `json:"similarity" jsonschema:"similarity to the query and output, 0 to 1"`
	Relevance  float64     `json:"relevance" jsonschema:"similarity × confidence × recency × success; a correction applies from 0.6"`
	Hits       []Hit       `json:"hits,omitempty" jsonschema:"where its mistake stands in the output and why it applies there"`
	Why        string      `json:"why,omitempty" jsonschema:"on a suggestion: why it was not applied"`
	Withheld   bool        `json:"withheld,omitempty" jsonschema:"on a suggestion: the suggest mode kept it from being applied; hits say what it would replace"`
}

// Hit is one place a correction's mistake was found in an output.
type Hit struct {
	Start       int     `json:"start" jsonschema:"byte offset of the match in the output"`
	End         int     `json:"end" jsonschema:"byte offset after the match"`
	Matched     string  `json:"matched" jsonschema:"the wrong text found"`
	Replacement string  `json:"replacement" jsonschema:"what replaces it"`
	Pattern     bool    `json:"pattern" jsonschema:"a pattern generalised from the taught text matched, not the text itself"`
	Context     string  `json:"context" jsonschema:"the context that made it apply"`
	Similarity  float64 `json:"similarity" jsonschema:"similarity of this occurrence's context to the taught one"`
	Blocked     string  `json:"blocked,omitempty" jsonschema:"on a suggestion: why this occurrence was not changed"`
}

func (t *tools) matchViews(ms []*correction.CorrectionMatch) []Match {
	out := make([]Match, len(ms))
	for i, m := range ms {
		out[i] = Match{Correction: t.correctionView(m.Correction), Similarity: m.Similarity, Relevance: m.Relevance, Why: m.Why, Withheld: m.Withheld}
		for _, h := range m.Hits {
			out[i].Hits = append(out[i].Hits, Hit(h))
		}
	}
	return out
}

// Detection is the verdict on whether a message corrects an output.
type Detection struct {
	IsCorrection bool    `json:"is_correction"`
	Class        string  `json:"class" jsonschema:"correction; preference (a change for taste, never saved); other"`
	Confidence   float64 `json:"confidence" jsonschema:"0 to 1; a correction is saved above 0.7"`
	Category     string  `json:"category" jsonschema:"factual, style, code, logic, preference or domain"`
	Original     string  `json:"original,omitempty" jsonschema:"the wrong text in the output"`
	Corrected    string  `json:"corrected,omitempty" jsonschema:"what the message says it should be"`
	Located      bool    `json:"located" jsonschema:"the wrong text was found in the output"`
	Explanation  string  `json:"explanation,omitempty"`
	Method       string  `json:"method" jsonschema:"pattern, offline or llm"`
}

func detectionView(d *correction.Detection) *Detection {
	if d == nil {
		return nil
	}
	return &Detection{
		IsCorrection: d.IsCorrection, Class: d.Class, Confidence: d.Confidence, Category: d.Category.String(),
		Original: d.Original, Corrected: d.Corrected, Located: d.Located, Explanation: d.Explanation, Method: d.Method,
	}
}

// Degradation says when a configured model failed and an offline path
// answered instead.
type Degradation struct {
	LLMError          string `json:"llm_error,omitempty" jsonschema:"why the configured LLM did not answer; the offline path did"`
	EmbedderError     string `json:"embedder_error,omitempty" jsonschema:"why the embedder failed"`
	PendingEmbeddings int    `json:"pending_embeddings,omitempty" jsonschema:"corrections saved while the embedder failed, not yet found by similarity"`
}

func degradation(rep *correction.Report, l *correction.Learner) Degradation {
	d := Degradation{LLMError: rep.LLMError(), EmbedderError: rep.EmbedderError()}
	if l != nil {
		d.PendingEmbeddings = l.Memory.Pending()
	}
	return d
}

func (t *tools) learner(ctx context.Context) (*correction.Learner, error) {
	return t.s.Corrections.Learner(ctx, t.tenant)
}

// LearnInput is the argument of learn_correction.
type LearnInput struct {
	PreviousOutput string `json:"previous_output" jsonschema:"the assistant's answer the user replied to"`
	Message        string `json:"message" jsonschema:"the user's reply"`
	Query          string `json:"query,omitempty" jsonschema:"the question the answer answered"`
	SessionID      string `json:"session_id,omitempty" jsonschema:"the conversation, recorded on the correction (default mcp)"`
	// Edits are what apply_corrections changed in PreviousOutput, so a
	// reply that puts the old text back is told apart (LearnOutput.Reverted).
	Edits []Edit `json:"edits,omitempty" jsonschema:"the edits apply_corrections made to previous_output: for each applied correction, its id and each hit's matched and replacement; a reply that puts the matched text back lowers that correction (reverted)"`
}

// Edit is one change a correction made to an answer, as apply_corrections
// reported it (applied[].correction.id, applied[].hits[].matched and
// .replacement).
type Edit struct {
	CorrectionID string `json:"correction_id" jsonschema:"the id of the correction that made the edit"`
	Matched      string `json:"matched" jsonschema:"the text that stood in the draft"`
	Replacement  string `json:"replacement" jsonschema:"what the answer said instead"`
}

// LearnOutput is what learn_correction did.
type LearnOutput struct {
	// Reverted names the corrections whose edit of previous_output the
	// reply undid; each lost correction.RevertPenalty of its confidence.
	Reverted  []string    `json:"reverted,omitempty" jsonschema:"the corrections whose edit (edits) the reply put back; each lost 0.25 of its confidence"`
	Detection *Detection  `json:"detection,omitempty"`
	Saved     *Correction `json:"saved,omitempty" jsonschema:"the correction remembered, when the detection was confident enough"`
	Reason    string      `json:"reason,omitempty" jsonschema:"why a detected correction was not saved"`
	Degradation
}

// AddInput is the argument of add_correction.
type AddInput struct {
	OriginalOutput  string   `json:"original_output" jsonschema:"the wrong text, as it stands in answers"`
	CorrectedOutput string   `json:"corrected_output" jsonschema:"what it should be"`
	Query           string   `json:"query,omitempty" jsonschema:"a question whose answer had the mistake"`
	PreviousOutput  string   `json:"previous_output,omitempty" jsonschema:"an answer the wrong text stood in: the context it is corrected in"`
	Explanation     string   `json:"explanation,omitempty" jsonschema:"why; words saying where the wrong text is right keep it there"`
	Category        string   `json:"category,omitempty" jsonschema:"factual (default), style, code, logic, preference or domain"`
	Confidence      *float64 `json:"confidence,omitempty" jsonschema:"0 to 1 (default 1: a person said so)"`
	Severity        *float64 `json:"severity,omitempty" jsonschema:"0 minor to 1 major (default 0.5)"`
	SessionID       string   `json:"session_id,omitempty" jsonschema:"the conversation it comes from"`
}

// AddOutput is the correction add_correction saved.
type AddOutput struct {
	Correction *Correction `json:"correction"`
	Degradation
}

// DetectInput is the argument of detect_correction.
type DetectInput struct {
	Message        string `json:"message" jsonschema:"the user's message"`
	PreviousOutput string `json:"previous_output,omitempty" jsonschema:"the assistant's answer before it"`
}

// DetectOutput is the verdict of detect_correction.
type DetectOutput struct {
	Detection *Detection `json:"detection"`
	LLMError  string     `json:"llm_error,omitempty" jsonschema:"why the configured LLM did not answer; the offline detector did"`
}

// ApplyInput is the argument of apply_corrections.
type ApplyInput struct {
	Output string `json:"output" jsonschema:"the draft answer to correct"`
	Query  string `json:"query,omitempty" jsonschema:"the question it answers"`
	Apply  string `json:"apply,omitempty" jsonschema:"rewrite or suggest (never change the draft; list what would be applied); default: the server's corrections.apply"`
}

// ApplyOutput is the corrected answer.
type ApplyOutput struct {
	Output   string  `json:"output" jsonschema:"the answer with the learned corrections applied; the draft unchanged when none applies"`
	Modified bool    `json:"modified"`
	Method   string  `json:"method,omitempty" jsonschema:"literal (offline substitution) or llm; empty when nothing applied"`
	Applied  []Match `json:"applied" jsonschema:"the corrections applied"`
	// Edits are the substitutions made, ready for learn_correction's
	// edits when the user replies to this answer.
	Edits []Edit `json:"edits,omitempty" jsonschema:"the substitutions made, one per hit: pass them as learn_correction's edits with the user's reply to this answer"`
	// Suggested are the relevant corrections not applied, each with why;
	// those the suggest mode withheld come first.
	Suggested []Match `json:"suggested,omitempty" jsonschema:"relevant corrections not applied, each with why; those the suggest mode withheld first"`
	Mode      string  `json:"mode,omitempty" jsonschema:"suggest when the suggest mode withheld corrections that would have been applied"`
	Error     string  `json:"error,omitempty" jsonschema:"why the draft came back unchanged"`
	Degradation
}

// SimilarInput is the argument of find_similar_corrections.
type SimilarInput struct {
	Query  string `json:"query,omitempty" jsonschema:"a question (query or output is required)"`
	Output string `json:"output,omitempty" jsonschema:"an answer to it"`
	Limit  int    `json:"limit,omitempty" jsonschema:"at most this many, 1 to 100 (default 5)"`
}

// SimilarOutput lists the corrections found.
type SimilarOutput struct {
	Matches []Match `json:"matches"`
	// Truncated says only part of the query and output was read
	// (correction.SearchTruncated).
	Truncated bool `json:"truncated,omitempty" jsonschema:"only the first 64 KiB of the output (and 4 KiB of the query) were searched"`
	Degradation
}

// ListInput is the argument of list_corrections.
type ListInput struct {
	Limit     int    `json:"limit,omitempty" jsonschema:"at most this many, up to 1000 (default 100)"`
	Offset    int    `json:"offset,omitempty" jsonschema:"skip this many"`
	Order     string `json:"order,omitempty" jsonschema:"newest (default) or oldest"`
	Category  string `json:"category,omitempty" jsonschema:"only this category"`
	SessionID string `json:"session_id,omitempty" jsonschema:"only corrections learned in this session"`
	Text      string `json:"text,omitempty" jsonschema:"only corrections containing this text"`
}

// ListOutput lists corrections.
type ListOutput struct {
	Corrections []*Correction `json:"corrections"`
}

func (t *tools) addCorrections(srv *sdk.Server) {
	addTool(t, srv, &sdk.Tool{
		Name: "learn_correction",
		Description: "Check whether the user's reply corrects the assistant's previous answer and, when it does with confidence above 0.7, remember the correction " +
			"so that the same mistake is fixed in later answers (apply_corrections). Cue words are not needed: \"staging runs on 5433\" corrects \"port 5432\".",
		Annotations: additive("Learn a correction from a reply", false),
	}, t.learn)
	addTool(t, srv, &sdk.Tool{
		Name:        "add_correction",
		Description: "Remember a correction stated outright: the wrong text and what it should be. It is applied to later answers where the wrong text stands in a like context.",
		Annotations: additive("Add a correction", false),
	}, t.add)
	addTool(t, srv, &sdk.Tool{
		Name:        "detect_correction",
		Description: "Say whether a message corrects an answer, and what was wrong and what is right, without remembering anything.",
		Annotations: readOnly("Detect a correction"),
	}, t.detect)
	addTool(t, srv, &sdk.Tool{
		Name: "apply_corrections",
		Description: "Apply the learned corrections to a draft answer: returns the corrected answer, and for each correction applied where and why. " +
			"Call it on your draft before answering.",
		Annotations: additive("Apply corrections to a draft", false),
	}, t.apply)
	addTool(t, srv, &sdk.Tool{
		Name:        "find_similar_corrections",
		Description: "Find the learned corrections relevant to a question or an answer, most relevant first.",
		Annotations: readOnly("Find similar corrections"),
	}, t.similar)
	addTool(t, srv, &sdk.Tool{
		Name:        "list_corrections",
		Description: "List the learned corrections, newest first, optionally filtered by category, session or text.",
		Annotations: readOnly("List corrections"),
	}, t.list)
}

func (t *tools) learn(ctx context.Context, in LearnInput) (*LearnOutput, error) {
	ctx, rep := correction.WithReport(ctx)
	if strings.TrimSpace(in.PreviousOutput) == "" {
		return nil, cairn.Invalid("previous_output", "required: the answer the user replied to")
	}
	if strings.TrimSpace(in.Message) == "" {
		return nil, cairn.Invalid("message", "required: the user's reply")
	}
	if in.SessionID == "" {
		in.SessionID = "mcp"
	}
	if err := cairn.ValidateText("query", in.Query, "session_id", in.SessionID); err != nil {
		return nil, err
	}
	edits, err := turnEdits(in.Edits)
	if err != nil {
		return nil, err
	}
	shared, err := t.learner(ctx)
	if err != nil {
		return nil, err
	}
	// The turn lives only for this call: a session store of its own keeps
	// concurrent calls on one session apart and leaves the session state
	// of chat turns (POST /v1/sessions/…/turns) alone.
	l := *shared
	turns := correction.NewSessionCache()
	turns.Now = t.s.Corrections.Now
	l.Sessions = turns
	if err := l.Sessions.SetLastTurn(ctx, in.SessionID, correction.Turn{Query: in.Query, Output: in.PreviousOutput, Edits: edits, At: t.s.Corrections.Now.NowUTC()}); err != nil {
		return nil, err
	}
	res, err := l.HandleUserMessage(ctx, in.SessionID, in.Message)
	if err != nil {
		return nil, err
	}
	return &LearnOutput{Reverted: res.Reverted, Detection: detectionView(res.Detection), Saved: t.correctionView(res.Saved), Reason: res.Reason, Degradation: degradation(rep, shared)}, nil
}

// turnEdits checks the edits of a learn_correction call, naming the field
// of the first bad one.
func turnEdits(in []Edit) ([]correction.TurnEdit, error) {
	out := make([]correction.TurnEdit, len(in))
	for i, e := range in {
		out[i] = correction.TurnEdit{CorrectionID: e.CorrectionID, Matched: e.Matched, Replacement: e.Replacement}
	}
	if err := correction.CheckEdits("edits", out); err != nil {
		return nil, err
	}
	return out, nil
}

func (t *tools) add(ctx context.Context, in AddInput) (*AddOutput, error) {
	ctx, rep := correction.WithReport(ctx)
	ci := correction.Input{
		SessionID: in.SessionID, Query: in.Query, OriginalOutput: in.OriginalOutput, CorrectedOutput: in.CorrectedOutput,
		Explanation: in.Explanation, Confidence: in.Confidence, Severity: in.Severity,
	}
	if in.Category != "" {
		c, err := correction.ParseCategory(in.Category)
		if err != nil {
			return nil, err
		}
		ci.Category = &c
	}
	if in.PreviousOutput != "" {
		ci.Context = []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: in.PreviousOutput}}
	}
	c, err := ci.Correction()
	if err != nil {
		return nil, err
	}
	l, err := t.learner(ctx)
	if err != nil {
		return nil, err
	}
	if err := l.Remember(ctx, c); err != nil {
		return nil, err
	}
	return &AddOutput{Correction: t.correctionView(c), Degradation: degradation(rep, l)}, nil
}

func (t *tools) detect(ctx context.Context, in DetectInput) (*DetectOutput, error) {
	ctx, rep := correction.WithReport(ctx)
	if strings.TrimSpace(in.Message) == "" {
		return nil, cairn.Invalid("message", "required: the user's message")
	}
	d, err := t.s.Corrections.Detector().Detect(ctx, in.Message, in.PreviousOutput)
	if err != nil {
		return nil, err
	}
	if d.IsCorrection && t.s.Corrections.Observer != nil {
		t.s.Corrections.Observer.CorrectionDetected(d.Category)
	}
	return &DetectOutput{Detection: detectionView(d), LLMError: rep.LLMError()}, nil
}

func (t *tools) apply(ctx context.Context, in ApplyInput) (*ApplyOutput, error) {
	ctx, rep := correction.WithReport(ctx)
	if in.Output == "" {
		return nil, cairn.Invalid("output", "required: the draft answer to apply corrections to")
	}
	l, err := t.learner(ctx)
	if err != nil {
		return nil, err
	}
	mode, err := correction.ApplyModeOverride("apply", in.Apply)
	if err != nil {
		return nil, err
	}
	res, err := l.Applier.ApplyWith(ctx, in.Query, in.Output, correction.ApplyOptions{Mode: mode})
	if err != nil && res == nil {
		return nil, err
	}
	out := &ApplyOutput{Output: res.ModifiedText, Modified: res.Modified, Method: res.Method, Applied: t.matchViews(res.AppliedCorrections), Mode: string(res.Mode), Degradation: degradation(rep, l)}
	if len(res.Suggested) > 0 {
		out.Suggested = t.matchViews(res.Suggested)
	}
	if res.LLMError != "" {
		out.LLMError = res.LLMError
	}
	for _, e := range res.Edits() {
		out.Edits = append(out.Edits, Edit{CorrectionID: e.CorrectionID, Matched: e.Matched, Replacement: e.Replacement})
	}
	if err != nil {
		// The draft comes back unchanged; say why.
		if !correction.IsModelFailure(err) { // a model's outage is logged once, by its monitor
			t.s.Logger.LogAttrs(ctx, slog.LevelWarn, "apply corrections", slog.String("tenant", t.tenant), slog.Any(logKeyError, err))
		}
		out.Output, out.Modified, out.Edits, out.Error = in.Output, false, nil, cairn.ErrorMessage(err)
	}
	return out, nil
}

func (t *tools) similar(ctx context.Context, in SimilarInput) (*SimilarOutput, error) {
	ctx, rep := correction.WithReport(ctx)
	if strings.TrimSpace(in.Query+in.Output) == "" {
		return nil, cairn.Invalid("query", "query or output is required")
	}
	if in.Limit == 0 {
		in.Limit = correction.DefaultCandidates
	}
	if in.Limit < 0 || in.Limit > 100 {
		return nil, cairn.Invalid("limit", "must be between 1 and 100, got %d", in.Limit)
	}
	l, err := t.learner(ctx)
	if err != nil {
		return nil, err
	}
	ms, err := l.Memory.Relevant(ctx, in.Query, in.Output, in.Limit)
	if err != nil && (rep.EmbedderError() == "" || ctx.Err() != nil) {
		return nil, err
	}
	// A failing embedder finds nothing, and says so.
	return &SimilarOutput{Matches: t.matchViews(ms), Truncated: correction.SearchTruncated(in.Query, in.Output), Degradation: degradation(rep, l)}, nil
}

func (t *tools) list(ctx context.Context, in ListInput) (*ListOutput, error) {
	opts := correction.ListOptions{Limit: 100, Offset: in.Offset, Order: in.Order, SessionID: in.SessionID, Text: in.Text}
	if in.Limit != 0 {
		opts.Limit = in.Limit
	}
	switch {
	case in.Limit < 0 || in.Limit > 1000:
		return nil, cairn.Invalid("limit", "must be between 1 and 1000, got %d", in.Limit)
	case in.Offset < 0:
		return nil, cairn.Invalid("offset", "must be 0 or more, got %d", in.Offset)
	}
	switch opts.Order {
	case "", correction.OrderNewest, correction.OrderOldest:
	default:
		return nil, cairn.Invalid("order", "must be newest or oldest, got %q", opts.Order)
	}
	if in.Category != "" {
		c, err := correction.ParseCategory(in.Category)
		if err != nil {
			return nil, err
		}
		opts.Category = &c
	}
	l, err := t.learner(ctx)
	if err != nil {
		return nil, err
	}
	cs, err := l.Memory.List(ctx, opts)
	if err != nil {
		return nil, err
	}
	out := &ListOutput{Corrections: make([]*Correction, len(cs))}
	for i, c := range cs {
		out.Corrections[i] = t.correctionView(c)
	}
	return out, nil
}
