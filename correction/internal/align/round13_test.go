package align

import (
	"strings"
	"testing"
)

// A name of code that the message makes its subject, and that stood on the
// taught line, ties the fix to lines that use it: the same argument given
// to another function may be right.
func TestSubjectAnchor(t *testing.T) {
	teach := "```python\nscore = mean_abs_pct(y_val, model.forecast(X_val))\nprint(score)\n```"
	r, err := Compile("model.forecast(X_val)", "model.forecast_scaled(X_val)", teach,
		"mean_abs_pct needs the rescaled values: model.forecast_scaled(X_val)", "score the validation set")
	if err != nil {
		t.Fatal(err)
	}
	if r.anchor != "mean_abs_pct" {
		t.Fatalf("anchor = %q, want mean_abs_pct", r.anchor)
	}
	out := "```python\nerr = mean_abs_pct(y_val, model.forecast(X_val))\nplot(model.forecast(X_val))\n```"
	h, b := r.FindAll(NewText("report the error and plot the forecast", out))
	if len(h) != 1 || !strings.Contains(out[:h[0].Start], "mean_abs_pct(") || len(b) != 1 {
		t.Errorf("hits %+v, blocked %+v: want the line with mean_abs_pct fixed and the plot line left", h, b)
	}
}

func TestSubjectName(t *testing.T) {
	for s, want := range map[string]bool{
		"mean_abs_pct": true, "os.path": true, "onSubmit": true, "useMemo": true,
		"gRPC": false, "macOS": false, "iPhone": false, "config.yaml": false, "build-3.1.zip": false,
		"Postgres": false, "staging": false, "4.2": false, "__init__": false,
	} {
		if got := subjectName(s); got != want {
			t.Errorf("subjectName(%q) = %v, want %v", s, got, want)
		}
	}
	// A name the message writes next to the fix restates the code.
	if got := anchorOf("for one entry it's pickOne: options: {pickOne: {id: 3}}", "`options: {pickAll: {id: 3}}`", "pickAll", "pickOne"); got != "" {
		t.Errorf("anchorOf restated code = %q, want none", got)
	}
}
