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
		"application.properties": false,
		"Postgres":               false, "staging": false, "4.2": false, "__init__": false,
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

// A host name is one machine: its first label is no variable, so a
// longer host that ends like it is not a paraphrase of the mistake.
func TestHostHasNoVariables(t *testing.T) {
	teach := "Set it in the project settings for the qa environment:\n\n```\nLUMEN_API_BASE_URL=https://qa-api.lumen.dev\n```\n\nProduction keeps `https://api.lumen.dev`."
	r, err := Compile("api.lumen.dev", "api.qa.lumen.dev", teach, "qa is api.qa.lumen.dev, not qa-api.", "What should LUMEN_API_BASE_URL be for the qa deploy?")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range r.variants {
		if v.pattern {
			t.Errorf("a pattern of the host: %v", v.re)
		}
	}
	if h, _ := r.FindAll(NewText("worker endpoint?", "```\nWORKER_URL=https://qa-api.lumen.dev\n```")); len(h) != 0 {
		t.Errorf("another host ending like it: hits %+v", h)
	}
	if h, _ := r.FindAll(NewText("client endpoint for the cli?", "Use `https://api.lumen.dev` in the cli too.")); len(h) != 1 {
		t.Errorf("the host itself: hits %+v, want one", h)
	}
	for s, want := range map[string]bool{"rpc.acme.dev": true, "db.corp.lan": true, "os.path.join": false, "cfg.Load": false} {
		if domainName(s) != want {
			t.Errorf("domainName(%q) = %v", s, !want)
		}
	}
}

// An argument the message speaks of by its words is part of the mistake:
// the same call on another argument is another case.
func TestArgumentNamedInProse(t *testing.T) {
	teach := "```python\nenc.fit(rows_holdout)\nout = enc.encode(rows_holdout)\n```"
	r, err := Compile("enc.fit(rows_holdout)", "enc.load(rows_holdout)", teach,
		"never fit on the holdout rows, that leaks them: enc.load(rows_holdout)", "encode the holdout")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range r.variants {
		if v.pattern && !strings.Contains(v.re.String(), "rows_holdout") {
			t.Errorf("a pattern over the named argument: %v", v.re)
		}
	}
	if h, _ := r.FindAll(NewText("encode the training rows", "```python\nenc.fit(rows_train)\n```")); len(h) != 0 {
		t.Errorf("another argument: hits %+v", h)
	}
	if got := identWords("rowsHoldout_v2.x"); strings.Join(got, " ") != "rows holdout v2 x" {
		t.Errorf("identWords = %q", got)
	}
}

// "For a toggle you want X": the fix is for the case the message names,
// where the output speaks of it; elsewhere the taught text may be right.
func TestCaseNoun(t *testing.T) {
	teach := "```jsx\n<input type=\"radio\" onChange={e => setMode(ev.detail.picked)} />\n```"
	r, err := Compile("ev.detail.picked", "ev.detail.selected", teach,
		"For a radio you want ev.detail.selected; ev.detail.picked is the old event shape.", "bind the mode radio")
	if err != nil {
		t.Fatal(err)
	}
	if r.caseNoun != "radio" {
		t.Fatalf("caseNoun = %q, want radio", r.caseNoun)
	}
	if h, _ := r.FindAll(NewText("bind the size radio", "```jsx\n<input type=\"radio\" onChange={e => setSize(ev.detail.picked)} />\n```")); len(h) != 1 {
		t.Errorf("another radio: hits %+v, want one", h)
	}
	h, b := r.FindAll(NewText("bind the colour slider", "```jsx\n<Slider onChange={e => setColour(ev.detail.picked)} />\n```"))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "radio") {
		t.Errorf("a slider: hits %+v, blocked %+v, want it blocked", h, b)
	}
}

func TestSubjectNameNotType(t *testing.T) {
	if subjectName("ClockModule") {
		t.Error("a type name is no subject anchor")
	}
}

// A dotted setting's first segment is part of its name, not a receiver:
// the key the fix already reads is not rewritten again.
func TestDottedKeyHasNoReceiver(t *testing.T) {
	r, err := Compile("spool.max-files", "spool.writer.max-files", "Set `spool.max-files=40` in the agent's properties.",
		"that key was moved in 3.0: spool.writer.max-files", "cap the spool")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range r.variants {
		if v.pattern {
			t.Errorf("a pattern of a dotted key: %v", v.re)
		}
	}
	if h, _ := r.FindAll(NewText("where does the spool cap live?", "`spool.writer.max-files=40` caps the spool.")); len(h) != 0 {
		t.Errorf("the fixed key: hits %+v, want none", h)
	}
}

// A correction of the answer to a yes/no question refutes a claim: in
// prose its occurrences are suggested, in code the value is a value.
func TestYesNoClaim(t *testing.T) {
	r, err := Compile("order-preserving", "unordered", "Yes, the fan-out queue is order-preserving across partitions.",
		"no, it's unordered across partitions, only within one", "Is the fan-out queue order-preserving?")
	if err != nil {
		t.Fatal(err)
	}
	if !r.claim {
		t.Fatal("claim = false")
	}
	h, b := r.FindAll(NewText("how does the fan-out queue order messages?", "The fan-out queue is order-preserving across partitions, so consumers see one sequence."))
	if len(h) != 0 || len(b) == 0 {
		t.Errorf("in prose: hits %+v, blocked %+v, want it suggested", h, b)
	}
	if !yesNoAnswer("Should I pin it?", "") || !yesNoAnswer("pin it?", "No, leave it.") || yesNoAnswer("Which port?", "5433.") {
		t.Error("yesNoAnswer")
	}
}

// An escape added for the syntax of the taught text (helm's --set reads
// dots as nesting) is right there only: the same name in a YAML key, or
// a piece of it, is left alone.
func TestEscapeStaysInItsSyntax(t *testing.T) {
	wrong := "controller.service.annotations.service.beta.kubernetes.io/aws-load-balancer-scheme=internal"
	right := "controller.service.annotations.service\\.beta\\.kubernetes\\.io/aws-load-balancer-scheme=internal"
	teach := "```sh\nhelm upgrade edge ingress-nginx/ingress-nginx --reuse-values \\\n  --set " + wrong + "\n```"
	r, err := Compile(wrong, right, teach, "escape the dots in the annotation key or helm nests it: "+right, "make the ingress load balancer internal")
	if err != nil {
		t.Fatal(err)
	}
	yaml := "```yaml\nmetadata:\n  annotations:\n    service.beta.kubernetes.io/aws-load-balancer-scheme: internal\n    service.beta.kubernetes.io/aws-load-balancer-type: nlb\n```"
	if h, _ := r.FindAll(NewText("annotations for an internal NLB service", yaml)); len(h) != 0 {
		t.Errorf("the key rewritten in YAML: hits %+v", h)
	}
	again := "```sh\nhelm upgrade edge ingress-nginx/ingress-nginx --reuse-values \\\n  --set " + wrong + "\n```"
	if h, _ := r.FindAll(NewText("make the edge load balancer internal", again)); len(h) != 1 || h[0].Replacement != right {
		t.Errorf("the taught --set: hits %+v, want it escaped", h)
	}
}
