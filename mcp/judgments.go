package mcp

import (
	"context"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

// Judgment is a recorded AI decision and the human override, if any.
type Judgment struct {
	ChangeID      string `json:"change_id" jsonschema:"the item judged, e.g. github.com/acme/repo#12"`
	Product       string `json:"product"`
	Decision      string `json:"decision" jsonschema:"the AI's decision: INCLUDE, EXCLUDE or UNCERTAIN"`
	Reasoning     string `json:"reasoning" jsonschema:"the AI's reasoning"`
	UserDecision  string `json:"user_decision,omitempty" jsonschema:"the person's decision, when they overrode or confirmed it"`
	UserReasoning string `json:"user_reasoning,omitempty" jsonschema:"the person's reasoning"`
	URL           string `json:"url,omitempty"`
	Description   string `json:"description,omitempty"`
	AIProvider    string `json:"ai_provider,omitempty"`
	Timestamp     string `json:"timestamp" jsonschema:"RFC 3339"`
	WasCorrected  bool   `json:"was_corrected" jsonschema:"the person decided otherwise than the AI"`
	FinalDecision string `json:"final_decision" jsonschema:"the person's decision when there is one, else the AI's"`
}

func judgmentView(j *judgment.Judgment) Judgment {
	return Judgment{
		ChangeID: j.ChangeID, Product: j.Product, Decision: string(j.Decision), Reasoning: cutText(j.Reasoning),
		UserDecision: string(j.UserDecision), UserReasoning: cutText(j.UserReasoning), URL: j.URL, Description: cutText(j.Description),
		AIProvider: j.AIProvider, Timestamp: judgment.FormatTimestamp(j.Timestamp),
		WasCorrected: j.WasCorrected(), FinalDecision: string(j.FinalDecision()),
	}
}

// RecordJudgmentInput is the argument of record_judgment.
type RecordJudgmentInput struct {
	ChangeID    string `json:"change_id" jsonschema:"the item judged, e.g. github.com/acme/repo#12"`
	Product     string `json:"product" jsonschema:"the product it was judged for"`
	Decision    string `json:"decision" jsonschema:"INCLUDE, EXCLUDE or UNCERTAIN"`
	Reasoning   string `json:"reasoning,omitempty" jsonschema:"why"`
	URL         string `json:"url,omitempty"`
	Description string `json:"description,omitempty"`
	AIProvider  string `json:"ai_provider,omitempty" jsonschema:"the model that decided"`
	Timestamp   string `json:"timestamp,omitempty" jsonschema:"when, RFC 3339 (default now)"`
}

// RecordJudgmentOutput is what record_judgment stored.
type RecordJudgmentOutput struct {
	Stored   bool     `json:"stored" jsonschema:"false when an existing judgment a person corrected was kept"`
	Judgment Judgment `json:"judgment" jsonschema:"the judgment as stored"`
}

// OverrideInput is the argument of override_judgment.
type OverrideInput struct {
	ChangeID  string `json:"change_id" jsonschema:"the judgment to override"`
	Decision  string `json:"decision" jsonschema:"the person's decision: INCLUDE, EXCLUDE or UNCERTAIN"`
	Reasoning string `json:"reasoning,omitempty" jsonschema:"the person's reasoning"`
}

// HistoryInput is the argument of judgment_history.
type HistoryInput struct {
	Product         string   `json:"product" jsonschema:"the product to select history for"`
	MaxEntries      *int     `json:"max_entries,omitempty" jsonschema:"at most this many judgments, up to 1000 (default 20)"`
	CorrectionRatio *float64 `json:"correction_ratio,omitempty" jsonschema:"share of the entries given to human corrections, 0 to 1 (default 0.75)"`
}

// HistoryOutput is the few-shot history of a product.
type HistoryOutput struct {
	Judgments []Judgment `json:"judgments" jsonschema:"newest corrections first, then newest confirmations, interleaved"`
	Prompt    string     `json:"prompt" jsonschema:"the history rendered as a block for the next prompt"`
}

func (t *tools) manager() (*judgment.Manager, error) { return t.s.Judgments.Manager(t.tenant) }

func (t *tools) addJudgments(srv *sdk.Server) {
	addTool(t, srv, &sdk.Tool{
		Name:        "record_judgment",
		Description: "Record an AI decision (INCLUDE, EXCLUDE or UNCERTAIN) on an item for a product. A judgment a person already corrected is kept.",
		Annotations: additive("Record a judgment", true),
	}, t.record)
	addTool(t, srv, &sdk.Tool{
		Name:        "override_judgment",
		Description: "Record a person's decision on a judged item, overriding (or confirming) the AI's. Overrides are what judgment_history teaches from.",
		Annotations: additive("Override a judgment", true),
	}, t.override)
	addTool(t, srv, &sdk.Tool{
		Name: "judgment_history",
		Description: "The best few-shot history for deciding the next item of a product: the newest human corrections (75 % of the entries by default), " +
			"then the newest confirmations, and the same rendered as a text block to put in the prompt.",
		Annotations: readOnly("Judgment history"),
	}, t.history)
}

func (t *tools) record(ctx context.Context, in RecordJudgmentInput) (*RecordJudgmentOutput, error) {
	d, err := judgment.ParseDecision(in.Decision)
	if err != nil {
		return nil, err
	}
	j := &judgment.Judgment{
		ChangeID: in.ChangeID, Product: in.Product, Decision: d, Reasoning: in.Reasoning,
		URL: in.URL, Description: in.Description, AIProvider: in.AIProvider,
	}
	if in.Timestamp != "" {
		if j.Timestamp, err = judgment.ParseTimestamp(in.Timestamp); err != nil {
			return nil, err
		}
	}
	m, err := t.manager()
	if err != nil {
		return nil, err
	}
	stored, err := m.Add(ctx, j)
	if err != nil {
		return nil, err
	}
	saved, err := m.Get(ctx, j.ChangeID)
	if err != nil {
		return nil, err
	}
	return &RecordJudgmentOutput{Stored: stored, Judgment: judgmentView(saved)}, nil
}

func (t *tools) override(ctx context.Context, in OverrideInput) (*Judgment, error) {
	if strings.TrimSpace(in.ChangeID) == "" {
		return nil, cairn.Invalid("change_id", "required: the judgment to override")
	}
	d, err := judgment.ParseDecision(in.Decision)
	if err != nil {
		return nil, err
	}
	m, err := t.manager()
	if err != nil {
		return nil, err
	}
	found, err := m.RecordUserDecision(ctx, in.ChangeID, d, in.Reasoning)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, cairn.NotFound("judgment", in.ChangeID)
	}
	j, err := m.Get(ctx, in.ChangeID)
	if err != nil {
		return nil, err
	}
	v := judgmentView(j)
	return &v, nil
}

func (t *tools) history(ctx context.Context, in HistoryInput) (*HistoryOutput, error) {
	maxEntries := judgment.DefaultMaxEntries
	if in.MaxEntries != nil {
		maxEntries = *in.MaxEntries
	}
	ratio := judgment.DefaultCorrectionRatio
	if in.CorrectionRatio != nil {
		ratio = *in.CorrectionRatio
	}
	if err := judgment.ValidateHistoryRequest(in.Product, maxEntries, ratio); err != nil {
		return nil, err
	}
	m, err := t.manager()
	if err != nil {
		return nil, err
	}
	h, err := m.HistoryForPrompt(ctx, in.Product, maxEntries, ratio)
	if err != nil {
		return nil, err
	}
	// The prompt holds the texts as the views do: cut at MaxResultText.
	cut := make([]*judgment.Judgment, len(h))
	out := &HistoryOutput{Judgments: make([]Judgment, len(h))}
	for i, j := range h {
		out.Judgments[i] = judgmentView(j)
		c := *j
		c.Reasoning, c.UserReasoning, c.Description = cutText(j.Reasoning), cutText(j.UserReasoning), cutText(j.Description)
		cut[i] = &c
	}
	out.Prompt = judgment.RenderPrompt(cut)
	return out, nil
}
