package judgment_test

import (
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func TestParseDecision(t *testing.T) {
	tests := []struct {
		in      string
		want    judgment.Decision
		wantErr bool
	}{
		{"INCLUDE", judgment.Include, false},
		{"include", judgment.Include, false},
		{"Exclude", judgment.Exclude, false},
		{" uncertain\n", judgment.Uncertain, false},
		{"", "", true},
		{"maybe", "", true},
		{"INCLUDED", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := judgment.ParseDecision(tt.in)
			if tt.wantErr {
				if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "decision" {
					t.Fatalf("ParseDecision(%q) error=%v, want EINVALID about decision", tt.in, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseDecision(%q)=%q, %v, want %q", tt.in, got, err, tt.want)
			}
			if !got.Valid() {
				t.Fatalf("%q.Valid()=false", got)
			}
		})
	}
}

func TestDecisionValid(t *testing.T) {
	for d, want := range map[judgment.Decision]bool{
		"INCLUDE": true, "EXCLUDE": true, "UNCERTAIN": true,
		"include": false, "": false, "NONE": false,
	} {
		if got := d.Valid(); got != want {
			t.Errorf("%q.Valid()=%v, want %v", d, got, want)
		}
	}
}

func TestFinalDecisionWasCorrected(t *testing.T) {
	tests := []struct {
		name          string
		ai, user      judgment.Decision
		wantFinal     judgment.Decision
		wantCorrected bool
	}{
		{"no user decision", judgment.Include, "", judgment.Include, false},
		{"user overrides", judgment.Include, judgment.Exclude, judgment.Exclude, true},
		{"user agrees", judgment.Exclude, judgment.Exclude, judgment.Exclude, false},
		{"uncertain resolved", judgment.Uncertain, judgment.Include, judgment.Include, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := &judgment.Judgment{Decision: tt.ai, UserDecision: tt.user}
			if got := j.FinalDecision(); got != tt.wantFinal {
				t.Errorf("FinalDecision()=%q, want %q", got, tt.wantFinal)
			}
			if got := j.WasCorrected(); got != tt.wantCorrected {
				t.Errorf("WasCorrected()=%v, want %v", got, tt.wantCorrected)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	valid := func() *judgment.Judgment {
		return &judgment.Judgment{ChangeID: "o/r#1", Decision: judgment.Include, Product: "P",
			Timestamp: time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC)}
	}
	tests := []struct {
		name      string
		edit      func(*judgment.Judgment)
		wantField string // "" for valid
	}{
		{"valid", func(*judgment.Judgment) {}, ""},
		{"valid with user decision", func(j *judgment.Judgment) { j.UserDecision = judgment.Exclude }, ""},
		{"zero timestamp", func(j *judgment.Judgment) { j.Timestamp = time.Time{} }, ""},
		{"missing change_id", func(j *judgment.Judgment) { j.ChangeID = "" }, "change_id"},
		{"blank change_id", func(j *judgment.Judgment) { j.ChangeID = " \t" }, "change_id"},
		{"missing decision", func(j *judgment.Judgment) { j.Decision = "" }, "decision"},
		{"bad decision", func(j *judgment.Judgment) { j.Decision = "YES" }, "decision"},
		{"lower-case decision", func(j *judgment.Judgment) { j.Decision = "include" }, "decision"},
		{"bad user decision", func(j *judgment.Judgment) { j.UserDecision = "no" }, "user_decision"},
		{"missing product", func(j *judgment.Judgment) { j.Product = "" }, "product"},
		{"year 10000", func(j *judgment.Judgment) { j.Timestamp = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) }, "timestamp"},
		{"year 0 in UTC", func(j *judgment.Judgment) {
			j.Timestamp = time.Date(1, 1, 1, 0, 30, 0, 0, time.FixedZone("", 3600))
		}, "timestamp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := valid()
			tt.edit(j)
			err := j.Validate()
			if tt.wantField == "" {
				if err != nil {
					t.Fatalf("Validate()=%v, want nil", err)
				}
				return
			}
			if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tt.wantField {
				t.Fatalf("Validate()=%v (field %q), want EINVALID about %q", err, cairn.ErrorField(err), tt.wantField)
			}
		})
	}
	var nilJ *judgment.Judgment
	if err := nilJ.Validate(); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("nil Validate()=%v, want EINVALID", err)
	}
}

func TestValidateUserDecision(t *testing.T) {
	if err := judgment.ValidateUserDecision(judgment.Uncertain); err != nil {
		t.Fatalf("ValidateUserDecision(UNCERTAIN)=%v", err)
	}
	for _, d := range []judgment.Decision{"", "exclude", "X"} {
		err := judgment.ValidateUserDecision(d)
		if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "user_decision" {
			t.Fatalf("ValidateUserDecision(%q)=%v, want EINVALID about user_decision", d, err)
		}
	}
}

func TestShouldReplace(t *testing.T) {
	const inc, exc, unc = judgment.Include, judgment.Exclude, judgment.Uncertain
	j := func(ai, user judgment.Decision) *judgment.Judgment {
		return &judgment.Judgment{ChangeID: "c", Decision: ai, UserDecision: user}
	}
	tests := []struct {
		name               string
		existing, incoming *judgment.Judgment
		want               bool
	}{
		{"nothing there", nil, j(inc, ""), true},
		{"no user decision, same", j(inc, ""), j(inc, ""), true},
		{"no user decision, different", j(inc, ""), j(exc, ""), true},
		{"corrected, AI now agrees with user", j(inc, exc), j(exc, ""), false},
		{"corrected, AI repeats its mistake", j(inc, exc), j(inc, ""), true},
		{"corrected, incoming user decision same final", j(inc, exc), j(inc, exc), false},
		{"corrected, incoming uncertain", j(inc, exc), j(unc, ""), true},
		{"user agrees, same", j(inc, inc), j(inc, ""), false},
		{"user agrees, different", j(inc, inc), j(exc, ""), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := judgment.ShouldReplace(tt.existing, tt.incoming); got != tt.want {
				t.Fatalf("ShouldReplace=%v, want %v", got, tt.want)
			}
		})
	}
}

func TestClone(t *testing.T) {
	j := &judgment.Judgment{ChangeID: "c", Timestamp: time.Date(2024, 1, 1, 12, 0, 0, 0, time.FixedZone("X", 7200))}
	c := j.Clone()
	c.ChangeID = "d"
	if j.ChangeID != "c" {
		t.Fatalf("changing the clone changed the original")
	}
	if c.Timestamp.Location() != time.UTC || !c.Timestamp.Equal(j.Timestamp) {
		t.Fatalf("clone timestamp=%v, want %v in UTC", c.Timestamp, j.Timestamp)
	}
}

func TestComputeStats(t *testing.T) {
	at := func(h int) time.Time { return time.Date(2024, 1, 1, h, 0, 0, 0, time.UTC) }
	js := []*judgment.Judgment{
		{Product: "B", Decision: judgment.Include, UserDecision: judgment.Exclude, Timestamp: at(5)},
		{Product: "A", Decision: judgment.Include, Timestamp: at(1)},
		{Product: "B", Decision: judgment.Include, UserDecision: judgment.Include, Timestamp: at(9)},
		{Product: "A", Decision: judgment.Exclude, Timestamp: at(3)},
	}
	st := judgment.ComputeStats(js)
	if st.TotalJudgments != 4 || st.CorrectedCount != 1 || st.CorrectCount != 3 || st.CorrectionRate != 0.25 {
		t.Fatalf("ComputeStats counts=%+v, want 4 total, 1 corrected, 3 correct, rate 0.25", st)
	}
	if len(st.Products) != 2 || st.Products[0] != "A" || st.Products[1] != "B" {
		t.Fatalf("products=%q, want [A B]", st.Products)
	}
	if !st.Oldest.Equal(at(1)) || !st.Newest.Equal(at(9)) {
		t.Fatalf("oldest=%v newest=%v, want %v %v", st.Oldest, st.Newest, at(1), at(9))
	}
	empty := judgment.ComputeStats(nil)
	if empty.Products == nil || empty.Oldest != nil || empty.Newest != nil || empty.CorrectionRate != 0 {
		t.Fatalf("ComputeStats(nil)=%+v, want empty products and nil times", empty)
	}
}
