package mcp

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn/bridge"
)

// BridgeStoreInput is the argument of bridge_store.
type BridgeStoreInput struct {
	SessionID string         `json:"session_id" jsonschema:"the session, e.g. username:discordid"`
	Type      string         `json:"type" jsonschema:"preprocessing (fades in 30 min by default) or working_awareness (12 h)"`
	Text      string         `json:"text" jsonschema:"the reasoning to keep"`
	Metadata  map[string]any `json:"metadata,omitempty"`
	Timestamp string         `json:"timestamp,omitempty" jsonschema:"when it was produced, RFC 3339 (default now)"`
}

// BridgePriorInput is the argument of bridge_prior.
type BridgePriorInput struct {
	SessionID        string `json:"session_id" jsonschema:"the session"`
	Type             string `json:"type" jsonschema:"preprocessing or working_awareness"`
	IncludeCorrupted *bool  `json:"include_corrupted,omitempty" jsonschema:"serve aged entries, corrupted by their age (default true); false serves only fresh ones"`
}

// BridgeSearchInput is the argument of bridge_search.
type BridgeSearchInput struct {
	SessionID string `json:"session_id" jsonschema:"the session"`
	Query     string `json:"query" jsonschema:"what to look for, by meaning"`
	K         *int   `json:"k,omitempty" jsonschema:"at most this many (default 5)"`
	Type      string `json:"type,omitempty" jsonschema:"only preprocessing or working_awareness entries"`
}

// BridgeSearchOutput lists the entries found.
type BridgeSearchOutput struct {
	Matches       []*bridge.Match `json:"matches"`
	Method        string          `json:"method" jsonschema:"embedding (by meaning), or text (by shared words) when the query could not be embedded"`
	EmbedderError string          `json:"embedder_error,omitempty" jsonschema:"why the embedder was not used, when it failed"`
}

func (t *tools) addBridge(srv *sdk.Server) {
	addTool(t, srv, &sdk.Tool{
		Name:        "bridge_store",
		Description: "Keep a reasoning model's reasoning for a session. It is served verbatim while fresh, progressively corrupted as it ages, and gone after its removal time.",
		Annotations: additive("Store reasoning", false),
	}, t.bridgeStore)
	addTool(t, srv, &sdk.Tool{
		Name:        "bridge_prior",
		Description: "The session's prior reasoning of one type, oldest first, each entry labelled with its age and corrupted by it, as one text for the next prompt.",
		Annotations: readOnly("Prior reasoning"),
	}, t.bridgePrior)
	addTool(t, srv, &sdk.Tool{
		Name:        "bridge_search",
		Description: "Search the session's live reasoning by meaning.",
		Annotations: readOnly("Search reasoning"),
	}, t.bridgeSearch)
}

func (t *tools) bridgeOf() (*bridge.Bridge, error) { return t.s.Bridge.Bridge(t.tenant) }

func (t *tools) bridgeStore(ctx context.Context, in BridgeStoreInput) (*bridge.Entry, error) {
	e, err := bridge.ParseEntry(in.SessionID, in.Text, in.Type, in.Timestamp, in.Metadata)
	if err != nil {
		return nil, err
	}
	b, err := t.bridgeOf()
	if err != nil {
		return nil, err
	}
	if err := b.Save(ctx, e); err != nil {
		return nil, err
	}
	v := *e
	v.Text = cutText(e.Text)
	return &v, nil
}

func (t *tools) bridgePrior(ctx context.Context, in BridgePriorInput) (*bridge.Prior, error) {
	typ, err := bridge.ParseModelType(in.Type)
	if err != nil {
		return nil, err
	}
	include := true
	if in.IncludeCorrupted != nil {
		include = *in.IncludeCorrupted
	}
	b, err := t.bridgeOf()
	if err != nil {
		return nil, err
	}
	p, err := b.PriorReasoning(ctx, in.SessionID, typ, include)
	if err != nil {
		return nil, err
	}
	for i := range p.Entries {
		p.Entries[i].Text = cutText(p.Entries[i].Text)
	}
	return p, nil
}

func (t *tools) bridgeSearch(ctx context.Context, in BridgeSearchInput) (*BridgeSearchOutput, error) {
	k := 5
	if in.K != nil {
		k = *in.K
	}
	var typ bridge.ModelType
	if in.Type != "" {
		var err error
		if typ, err = bridge.ParseModelType(in.Type); err != nil {
			return nil, err
		}
	}
	b, err := t.bridgeOf()
	if err != nil {
		return nil, err
	}
	r, err := b.Search(ctx, in.SessionID, in.Query, k, typ)
	if err != nil {
		return nil, err
	}
	ms := make([]*bridge.Match, len(r.Matches))
	for i, m := range r.Matches {
		c := *m
		c.Text = cutText(m.Text)
		ms[i] = &c
	}
	return &BridgeSearchOutput{Matches: ms, Method: r.Method, EmbedderError: r.EmbedderError}, nil
}
