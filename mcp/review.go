package mcp

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn/review"
)

// ReviewInput is the argument of review_diff.
type ReviewInput struct {
	Test     string `json:"test,omitempty" jsonschema:"the snapshot test's name"`
	Purpose  string `json:"purpose,omitempty" jsonschema:"what the test checks"`
	Expected string `json:"expected" jsonschema:"the approved output"`
	Actual   string `json:"actual" jsonschema:"the current output"`
	AI       bool   `json:"ai,omitempty" jsonschema:"ask the server's model instead of the offline rules"`
	Suite    string `json:"suite,omitempty" jsonschema:"the suite whose recorded human review decisions calibrate the confidence and, with ai, go into the model's prompt"`
	Status   string `json:"status,omitempty" jsonschema:"new for a snapshot with no expected output yet, failed for a test that failed"`
}

// ReviewOutput is the triage of a diff and the policy's decision.
type ReviewOutput struct {
	review.Result
	Decision review.Decision `json:"decision" jsonschema:"accept, reject or human (a person decides)"`
}

func (t *tools) addReview(srv *sdk.Server) {
	addTool(t, srv, &sdk.Tool{
		Name: "review_diff",
		Description: "Triage a snapshot-test diff (expected vs actual output) into 1 FAIL, 2 RECOMMEND FAIL, 3 UNSURE, 4 RECOMMEND ACCEPT or 5 ACCEPT, " +
			"with a confidence, a summary and a rationale, and the policy's decision: accept, reject, or a person decides.",
		Annotations: readOnly("Review a snapshot diff"),
	}, t.review)
}

func (t *tools) review(ctx context.Context, in ReviewInput) (*ReviewOutput, error) {
	d := review.Diff{Test: in.Test, Source: "mcp", Purpose: in.Purpose, Expected: in.Expected, Actual: in.Actual, Status: in.Status}
	res, dec, err := t.s.review.Review(ctx, review.Request{Diff: d, AI: in.AI, Suite: in.Suite, Tenant: t.tenant})
	if err != nil {
		return nil, err
	}
	if res.Issues == nil {
		res.Issues = []string{}
	}
	if res.Suggestions == nil {
		res.Suggestions = []string{}
	}
	return &ReviewOutput{Result: res, Decision: dec}, nil
}
