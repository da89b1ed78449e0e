package judgment_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func TestMarshalJSON(t *testing.T) {
	tests := []struct {
		name string
		in   judgment.Judgment
		want string
	}{
		{"optional fields empty", judgment.Judgment{
			ChangeID: "github.com/o/r#1", Decision: judgment.Include, Reasoning: "core <feature> & more",
			Product: "Acme", Timestamp: time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC),
		}, `{"change_id":"github.com/o/r#1","decision":"INCLUDE","reasoning":"core <feature> & more","user_decision":null,"user_reasoning":null,"product":"Acme","url":null,"description":null,"ai_provider":null,"timestamp":"2024-11-15T10:30:00Z"}`},
		{"every field, offset and fraction", judgment.Judgment{
			ChangeID: "c", Decision: judgment.Include, Reasoning: "r", UserDecision: judgment.Exclude,
			UserReasoning: "ur", Product: "P", URL: "https://u", Description: "d", AIProvider: "gemini",
			Timestamp: time.Date(2024, 11, 15, 12, 30, 0, 123456000, time.FixedZone("", 2*3600)),
		}, `{"change_id":"c","decision":"INCLUDE","reasoning":"r","user_decision":"EXCLUDE","user_reasoning":"ur","product":"P","url":"https://u","description":"d","ai_provider":"gemini","timestamp":"2024-11-15T10:30:00.123456Z"}`},
		{"nanoseconds", judgment.Judgment{
			ChangeID: "c", Decision: judgment.Uncertain, Product: "P",
			Timestamp: time.Date(2024, 1, 2, 3, 4, 5, 1, time.UTC),
		}, `{"change_id":"c","decision":"UNCERTAIN","reasoning":"","user_decision":null,"user_reasoning":null,"product":"P","url":null,"description":null,"ai_provider":null,"timestamp":"2024-01-02T03:04:05.000000001Z"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			// json.Marshal escapes HTML in the outer document; MarshalJSON itself does not.
			direct, err := tt.in.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if string(direct) != tt.want {
				t.Fatalf("MarshalJSON=\n%s\nwant\n%s", direct, tt.want)
			}
			var back judgment.Judgment
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			want := tt.in
			want.Timestamp = want.Timestamp.UTC()
			if back != want {
				t.Fatalf("round trip=%+v, want %+v", back, want)
			}
		})
	}
}

func TestUnmarshalJSON(t *testing.T) {
	base := judgment.Judgment{ChangeID: "c", Decision: judgment.Include, Reasoning: "r", Product: "P",
		Timestamp: time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC)}
	with := func(f func(*judgment.Judgment)) judgment.Judgment { j := base; f(&j); return j }
	tests := []struct {
		name string
		in   string
		want judgment.Judgment
	}{
		{"nulls", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","user_decision":null,"user_reasoning":null,"product":"P","url":null,"description":null,"ai_provider":null,"timestamp":"2024-11-15T10:30:00Z"}`, base},
		{"missing optionals", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","product":"P","timestamp":"2024-11-15T10:30:00Z"}`, base},
		{"empty optionals", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","user_decision":"","user_reasoning":"","product":"P","url":"","description":"","ai_provider":"","timestamp":"2024-11-15T10:30:00Z"}`, base},
		{"lower-case decisions", `{"change_id":"c","decision":"include","reasoning":"r","user_decision":"Exclude","product":"P","timestamp":"2024-11-15T10:30:00Z"}`,
			with(func(j *judgment.Judgment) { j.UserDecision = judgment.Exclude })},
		{"unknown decision kept for Validate", `{"change_id":"c","decision":"MAYBE","reasoning":"r","product":"P","timestamp":"2024-11-15T10:30:00Z"}`,
			with(func(j *judgment.Judgment) { j.Decision = "MAYBE" })},
		{"pydantic naive timestamp", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","product":"P","timestamp":"2024-11-15T10:30:00.123456"}`,
			with(func(j *judgment.Judgment) { j.Timestamp = j.Timestamp.Add(123456 * time.Microsecond) })},
		{"offset timestamp", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","product":"P","timestamp":"2024-11-15T05:30:00-05:00"}`, base},
		{"+00:00 timestamp", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","product":"P","timestamp":"2024-11-15T10:30:00.000+00:00"}`, base},
		{"missing timestamp", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","product":"P"}`,
			with(func(j *judgment.Judgment) { j.Timestamp = time.Time{} })},
		{"unknown fields ignored", `{"change_id":"c","decision":"INCLUDE","reasoning":"r","product":"P","timestamp":"2024-11-15T10:30:00Z","confidence":0.9}`, base},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got judgment.Judgment
			if err := json.Unmarshal([]byte(tt.in), &got); err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			if got != tt.want {
				t.Fatalf("got  %+v\nwant %+v", got, tt.want)
			}
			if got.Timestamp.Location() != time.UTC {
				t.Fatalf("timestamp location=%v, want UTC", got.Timestamp.Location())
			}
		})
	}
}

func TestUnmarshalJSONErrors(t *testing.T) {
	tests := []struct {
		name, in string
		wantCode string // "" for any error
	}{
		{"bad timestamp", `{"change_id":"c","decision":"INCLUDE","product":"P","timestamp":"yesterday"}`, cairn.EINVALID},
		{"timestamp number", `{"change_id":"c","decision":"INCLUDE","product":"P","timestamp":1700000000}`, ""},
		{"reasoning number", `{"change_id":"c","decision":"INCLUDE","reasoning":5,"product":"P"}`, ""},
		{"not an object", `["c"]`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var j judgment.Judgment
			err := json.Unmarshal([]byte(tt.in), &j)
			if err == nil {
				t.Fatalf("Unmarshal(%s) succeeded: %+v", tt.in, j)
			}
			if tt.wantCode != "" && cairn.ErrorCode(err) != tt.wantCode {
				t.Fatalf("Unmarshal error %v has code %q, want %q", err, cairn.ErrorCode(err), tt.wantCode)
			}
		})
	}
}

func TestParseTimestamp(t *testing.T) {
	want := time.Date(2024, 11, 15, 10, 30, 0, 123456000, time.UTC)
	tests := []struct {
		in      string
		want    time.Time
		wantErr bool
	}{
		{"2024-11-15T10:30:00.123456Z", want, false},
		{"2024-11-15T10:30:00.123456", want, false},
		{"2024-11-15T10:30:00.123456+00:00", want, false},
		{"2024-11-15T11:30:00.123456+01:00", want, false},
		{"2024-11-15 10:30:00.123456", want, false},
		{" 2024-11-15T10:30:00.123456Z ", want, false},
		{"2024-11-15T10:30:00", want.Truncate(time.Second), false},
		{"2024-11-15T10:30:00Z", want.Truncate(time.Second), false},
		{"0001-01-01T00:00:00Z", time.Time{}, false},
		{"9999-12-31T23:59:59Z", time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC), false},
		{"0001-01-01T00:00:00+01:00", time.Time{}, true}, // year 0 in UTC
		{"9999-12-31T23:00:00-02:00", time.Time{}, true}, // year 10000 in UTC
		{"2024-11-15", time.Time{}, true},
		{"2024-13-01T00:00:00Z", time.Time{}, true},
		{"", time.Time{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := judgment.ParseTimestamp(tt.in)
			if tt.wantErr {
				if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "timestamp" {
					t.Fatalf("ParseTimestamp(%q)=%v, %v, want EINVALID about timestamp", tt.in, got, err)
				}
				return
			}
			if err != nil || !got.Equal(tt.want) || got.Location() != time.UTC {
				t.Fatalf("ParseTimestamp(%q)=%v, %v, want %v UTC", tt.in, got, err, tt.want)
			}
			if back, err := judgment.ParseTimestamp(judgment.FormatTimestamp(got)); err != nil || !back.Equal(got) {
				t.Fatalf("FormatTimestamp does not round-trip %v: %v, %v", got, back, err)
			}
		})
	}
}
