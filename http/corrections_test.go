package http_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	cairnhttp "github.com/cairnhq/cairn/http"
)

// TestCorrectionLearningLoop is the acceptance path over HTTP, with
// no LLM: a correction taught in a session is detected, stored, listed,
// found for a similar later query, applied to an output that repeats the
// mistake, then adjusted and deleted.
func TestCorrectionLearningLoop(t *testing.T) {
	s := mustOpenServer(t)

	// The assistant answers; nothing learned yet, so the output is unchanged.
	var turn struct {
		Kind   string         `json:"kind"`
		Result map[string]any `json:"result"`
	}
	query := "What should ParseConfig return when the file is missing?"
	output := "When the file is missing, ParseConfig should return an error."
	if code := s.do(t, "POST", "/v1/sessions/s1/turns", map[string]string{"query": query, "output": output}, &turn); code != http.StatusOK {
		t.Fatalf("output turn: %d %v", code, turn)
	}
	if turn.Result["output"] != output || turn.Result["modified"] != false {
		t.Fatalf("first output changed: %v", turn.Result)
	}

	// The user corrects it.
	if code := s.do(t, "POST", "/v1/sessions/s1/turns", map[string]string{"message": "Actually, the function should return nil, not an error"}, &turn); code != http.StatusOK {
		t.Fatalf("message turn: %d %v", code, turn)
	}
	det, _ := turn.Result["detection"].(map[string]any)
	if det == nil || det["is_correction"] != true {
		t.Fatalf("not detected: %v", turn.Result)
	}
	saved, _ := turn.Result["saved"].(map[string]any)
	if saved == nil {
		t.Fatalf("not saved: %v", turn.Result)
	}
	id := saved["id"].(string)
	if saved["original_output"] != "an error" || saved["corrected_output"] != "nil" || saved["literal"] != true {
		t.Fatalf("saved correction: %v", saved)
	}
	if got, want := saved["embedding"], "ready"; got != want {
		t.Fatalf("embedding=%v, want %q: API responses carry the embedding's state, never the vector", got, want)
	}

	// Listed.
	var list struct {
		Corrections []map[string]any `json:"corrections"`
	}
	if code := s.do(t, "GET", "/v1/corrections?session_id=s1", nil, &list); code != http.StatusOK || len(list.Corrections) != 1 || list.Corrections[0]["id"] != id {
		t.Fatalf("list: %d %v", code, list)
	}

	// Found for a similar later query.
	var sim struct {
		Matches []struct {
			Correction map[string]any `json:"correction"`
			Similarity float64        `json:"similarity"`
			Relevance  float64        `json:"relevance"`
		} `json:"matches"`
	}
	later := "What should ParseConfig return when the config file is missing?"
	repeat := "If the config file is missing, ParseConfig should return an error."
	if code := s.do(t, "POST", "/v1/corrections/similar", map[string]any{"query": later, "output": repeat}, &sim); code != http.StatusOK || len(sim.Matches) == 0 {
		t.Fatalf("similar: %d %+v", code, sim)
	}
	if got := sim.Matches[0]; got.Correction["id"] != id || got.Relevance < 0.6 {
		t.Fatalf("best match %+v: want %s with relevance ≥ 0.6", got, id)
	}

	// Applied to an output that repeats the mistake, in a new session.
	if code := s.do(t, "POST", "/v1/sessions/s2/turns", map[string]string{"query": later, "output": repeat}, &turn); code != http.StatusOK {
		t.Fatalf("second output: %d", code)
	}
	if got, want := turn.Result["output"], "If the config file is missing, ParseConfig should return nil."; got != want {
		t.Fatalf("applied output=%q, want %q", got, want)
	}
	applied, _ := turn.Result["applied_corrections"].([]any)
	if len(applied) != 1 {
		t.Fatalf("applied=%v", turn.Result)
	}

	// The application was recorded.
	var c map[string]any
	if code := s.do(t, "GET", "/v1/corrections/"+id, nil, &c); code != http.StatusOK || c["apply_count"] != 1.0 || c["last_applied"] == nil {
		t.Fatalf("after apply: %d %v", code, c)
	}

	// Adjusted: confidence clamps at 0, and then the correction is no longer
	// found (FindSimilar needs confidence > 0.3).
	var adj map[string]any
	if code := s.do(t, "POST", "/v1/corrections/"+id+"/confidence", map[string]float64{"delta": -5}, &adj); code != http.StatusOK || adj["confidence"] != 0.0 {
		t.Fatalf("adjust: %d %v", code, adj)
	}
	s.do(t, "POST", "/v1/corrections/similar", map[string]any{"query": later, "output": repeat}, &sim)
	if len(sim.Matches) != 0 {
		t.Fatalf("a zero-confidence correction is still found: %+v", sim.Matches)
	}

	// Deleted.
	if code := s.do(t, "DELETE", "/v1/corrections/"+id, nil, nil); code != http.StatusOK {
		t.Fatalf("delete: %d", code)
	}
	if code := s.do(t, "GET", "/v1/corrections/"+id, nil, nil); code != http.StatusNotFound {
		t.Fatalf("get after delete: %d", code)
	}
}

// TestCorrectionsSuggestMode: with "apply": "suggest" an assistant turn
// comes back unchanged, the correction that would have been applied leads
// the suggestions (withheld, with its hit), and no application is counted;
// the same turn without it is corrected.
func TestCorrectionsSuggestMode(t *testing.T) {
	s := mustOpenServer(t)
	var turn struct {
		Result map[string]any `json:"result"`
	}
	query := "What should ParseConfig return when the file is missing?"
	s.do(t, "POST", "/v1/sessions/s1/turns", map[string]string{"query": query, "output": "When the file is missing, ParseConfig should return an error."}, &turn)
	if code := s.do(t, "POST", "/v1/sessions/s1/turns", map[string]string{"message": "Actually, the function should return nil, not an error"}, &turn); code != http.StatusOK || turn.Result["saved"] == nil {
		t.Fatalf("teach: %d %v", code, turn.Result)
	}
	id := turn.Result["saved"].(map[string]any)["id"]

	repeat := "If the config file is missing, ParseConfig should return an error."
	for _, path := range []string{"/v1/sessions/s2/turns", "/v1/corrections/apply"} {
		var res map[string]any
		body := map[string]string{"query": query, "output": repeat, "apply": "suggest"}
		if code := s.do(t, "POST", path, body, &res); code != http.StatusOK {
			t.Fatalf("%s: %d %v", path, code, res)
		}
		if r, ok := res["result"].(map[string]any); ok {
			res = r
		}
		if res["modified"] != false || res["modified_text"] != repeat || res["mode"] != "suggest" {
			t.Fatalf("%s in the suggest mode: %v", path, res)
		}
		sug, _ := res["suggested"].([]any)
		first, _ := sug[0].(map[string]any)
		if len(sug) == 0 || first["withheld"] != true || first["correction"].(map[string]any)["id"] != id || first["hits"] == nil {
			t.Fatalf("%s: suggested %v, want the withheld correction first with its hits", path, sug)
		}
	}
	var c map[string]any
	if code := s.do(t, "GET", fmt.Sprintf("/v1/corrections/%v", id), nil, &c); code != http.StatusOK || c["apply_count"] != 0.0 {
		t.Fatalf("after the suggest mode: %d %v; want apply_count 0", code, c)
	}
	if code := s.do(t, "POST", "/v1/sessions/s3/turns", map[string]string{"query": query, "output": repeat}, &turn); code != http.StatusOK || turn.Result["output"] != "If the config file is missing, ParseConfig should return nil." || turn.Result["mode"] != nil {
		t.Fatalf("the same turn without apply: %d %v", code, turn.Result)
	}
}

// TestCorrectionsRevert: a reply that puts back what a correction replaced
// in the answer names it under "reverted", and the correction loses
// confidence.
func TestCorrectionsRevert(t *testing.T) {
	s := mustOpenServer(t)
	var turn struct {
		Result map[string]any `json:"result"`
	}
	query := "What should ParseConfig return when the file is missing?"
	s.do(t, "POST", "/v1/sessions/s1/turns", map[string]string{"query": query, "output": "When the file is missing, ParseConfig should return an error."}, &turn)
	s.do(t, "POST", "/v1/sessions/s1/turns", map[string]string{"message": "Actually, the function should return nil, not an error"}, &turn)
	saved, _ := turn.Result["saved"].(map[string]any)
	if saved == nil {
		t.Fatalf("teach: %v", turn.Result)
	}
	id, before := saved["id"].(string), saved["confidence"].(float64)
	s.do(t, "POST", "/v1/sessions/s2/turns", map[string]string{"query": query, "output": "If the config file is missing, ParseConfig should return an error."}, &turn)
	if turn.Result["output"] != "If the config file is missing, ParseConfig should return nil." {
		t.Fatalf("not applied: %v", turn.Result)
	}
	if code := s.do(t, "POST", "/v1/sessions/s2/turns", map[string]string{"message": "No, in this module it has to return an error, not nil."}, &turn); code != http.StatusOK {
		t.Fatalf("revert: %d %v", code, turn.Result)
	}
	if rev, _ := turn.Result["reverted"].([]any); len(rev) != 1 || rev[0] != id {
		t.Fatalf("reverted %v, want [%s] (%v)", turn.Result["reverted"], id, turn.Result)
	}
	var c map[string]any
	if s.do(t, "GET", "/v1/corrections/"+id, nil, &c); c["confidence"].(float64) > before-0.24 {
		t.Fatalf("confidence %v after a revert, was %v", c["confidence"], before)
	}
}

func TestCorrectionsBadInput(t *testing.T) {
	s := mustOpenServer(t)
	tests := []struct {
		name, method, path string
		body               any
		status             int
		field              string
	}{
		{"create without original", "POST", "/v1/corrections", map[string]string{"corrected_output": "x"}, 400, "original_output"},
		{"create without corrected", "POST", "/v1/corrections", map[string]string{"original_output": "x"}, 400, "corrected_output"},
		{"create bad category", "POST", "/v1/corrections", map[string]string{"original_output": "x", "corrected_output": "y", "category": "vibes"}, 400, "category"},
		{"create confidence above 1", "POST", "/v1/corrections", map[string]any{"original_output": "x", "corrected_output": "y", "confidence": 1.5}, 400, "confidence"},
		{"list bad limit", "GET", "/v1/corrections?limit=-1", nil, 400, "limit"},
		{"list bad order", "GET", "/v1/corrections?order=random", nil, 400, "order"},
		{"list bad category", "GET", "/v1/corrections?category=vibes", nil, 400, "category"},
		{"detect without message", "POST", "/v1/corrections/detect", map[string]string{"previous_output": "x"}, 400, "message"},
		{"similar without query", "POST", "/v1/corrections/similar", map[string]string{}, 400, "query"},
		{"similar bad limit", "POST", "/v1/corrections/similar", map[string]any{"query": "q", "limit": 1000}, 400, "limit"},
		{"apply without output", "POST", "/v1/corrections/apply", map[string]string{"query": "q"}, 400, "output"},
		{"adjust without delta", "POST", "/v1/corrections/x/confidence", map[string]string{}, 400, "delta"},
		{"adjust unknown", "POST", "/v1/corrections/x/confidence", map[string]float64{"delta": 0.1}, 404, ""},
		{"delete unknown", "DELETE", "/v1/corrections/x", nil, 404, ""},
		{"turn with neither", "POST", "/v1/sessions/s/turns", map[string]string{"query": "q"}, 400, "output"},
		{"turn with both", "POST", "/v1/sessions/s/turns", map[string]string{"output": "o", "message": "m"}, 400, "message"},
		{"turn bad apply mode", "POST", "/v1/sessions/s/turns", map[string]string{"query": "q", "output": "o", "apply": "always"}, 400, "apply"},
		{"turn message with apply mode", "POST", "/v1/sessions/s/turns", map[string]string{"message": "m", "apply": "suggest"}, 400, "apply"},
		{"apply bad apply mode", "POST", "/v1/corrections/apply", map[string]string{"output": "o", "apply": "shadow"}, 400, "apply"},
		{"import bad line", "POST", "/v1/corrections/import", "{\"original_output\": \"a\", \"corrected_output\": \"b\"}\nnot json\n", 400, "line 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var e apiError
			if got := s.do(t, tt.method, tt.path, tt.body, &e); got != tt.status {
				t.Fatalf("status=%d, want %d (%+v)", got, tt.status, e)
			}
			if e.Error.Field != tt.field {
				t.Fatalf("field=%q, want %q (%s)", e.Error.Field, tt.field, e.Error.Message)
			}
		})
	}
	var list struct {
		Corrections []map[string]any `json:"corrections"`
	}
	s.do(t, "GET", "/v1/corrections", nil, &list)
	if len(list.Corrections) != 0 {
		t.Fatalf("bad input wrote %d corrections", len(list.Corrections))
	}
}

func TestCorrectionsExportImport(t *testing.T) {
	src := mustOpenServer(t)
	for _, b := range []map[string]any{
		{"original_output": "color", "corrected_output": "colour", "category": "style", "query": "spelling"},
		{"original_output": "return err", "corrected_output": "return nil", "category": "code", "confidence": 0.8},
	} {
		if code := src.do(t, "POST", "/v1/corrections", b, nil); code != http.StatusCreated {
			t.Fatalf("create: %d", code)
		}
	}
	resp, err := http.Get(src.URL() + "/v1/corrections/export")
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		sb.Write(buf[:n])
		if err != nil {
			break
		}
	}
	resp.Body.Close()
	export := sb.String()
	lines := strings.Split(strings.TrimSuffix(export, "\n"), "\n")
	if len(lines) != 4 || lines[0] != `{"_begin":true}` || lines[3] != `{"_end":true,"count":2}` {
		t.Fatalf("export has %d lines, want a begin marker, 2 corrections and an end marker:\n%s", len(lines), export)
	}

	dst := mustOpenServer(t)
	var res map[string]int
	for range 2 { // importing twice is idempotent
		if code := dst.do(t, "POST", "/v1/corrections/import", export, &res); code != http.StatusOK {
			t.Fatalf("import: %d", code)
		}
	}
	if res["received"] != 2 || res["imported"] != 0 {
		t.Fatalf("second import=%v, want 2 received, 0 imported", res)
	}
	var a, b struct {
		Corrections []map[string]any `json:"corrections"`
	}
	src.do(t, "GET", "/v1/corrections?order=oldest", nil, &a)
	dst.do(t, "GET", "/v1/corrections?order=oldest", nil, &b)
	if len(a.Corrections) != 2 || len(b.Corrections) != 2 {
		t.Fatalf("counts %d, %d", len(a.Corrections), len(b.Corrections))
	}
	for i := range a.Corrections {
		for _, k := range []string{"id", "timestamp", "original_output", "corrected_output", "category", "confidence", "query", "literal"} {
			if a.Corrections[i][k] != b.Corrections[i][k] {
				t.Errorf("correction %d %s: %v, imported %v", i, k, a.Corrections[i][k], b.Corrections[i][k])
			}
		}
	}
}

// TestImportRefusesExportCutShort: a body that begins as an export and
// lacks its end marker is refused, and nothing is written.
func TestImportRefusesExportCutShort(t *testing.T) {
	s := mustOpenServer(t)
	body := `{"_begin":true}` + "\n" + `{"original_output": "a", "corrected_output": "b"}` + "\n"
	var e apiError
	if got := s.do(t, "POST", "/v1/corrections/import", body, &e); got != http.StatusBadRequest ||
		e.Error.Field != "input" || !strings.Contains(e.Error.Message, "export incomplete: no end marker after 1 records") {
		t.Fatalf("import of an export cut short: %d %+v", got, e)
	}
	var list struct {
		Corrections []map[string]any `json:"corrections"`
	}
	s.do(t, "GET", "/v1/corrections", nil, &list)
	if len(list.Corrections) != 0 {
		t.Fatalf("an export cut short imported %d corrections", len(list.Corrections))
	}
}

func TestImportBodyLimit(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.MaxBodyBytes = 2048 })
	line := `{"original_output": "` + strings.Repeat("x", 200) + `", "corrected_output": "y"}` + "\n"
	var e apiError
	if got, want := s.do(t, "POST", "/v1/corrections/import", strings.Repeat(line, 20), &e), http.StatusRequestEntityTooLarge; got != want {
		t.Fatalf("status=%d, want %d (%+v)", got, want, e)
	}
}

// TestCorrectionWithoutCueWords is the example of the README's tour and
// docs/corrections.md: a correction that
// only states the right fact is learned, fixes the mistake for a reworded
// question in another session, says where and why, and leaves the same
// value in another meaning alone.
func TestCorrectionWithoutCueWords(t *testing.T) {
	s := mustOpenServer(t)
	type turnOut struct {
		Result map[string]any `json:"result"`
	}
	turn := func(session string, body map[string]any) map[string]any {
		t.Helper()
		var out turnOut
		if code := s.do(t, "POST", "/v1/sessions/"+session+"/turns", body, &out); code != http.StatusOK {
			t.Fatalf("turn %s: %d %v", session, code, out)
		}
		return out.Result
	}
	turn("a", map[string]any{"query": "Which port does the staging database listen on?", "output": "The staging Postgres listens on port 5432, the default."})
	res := turn("a", map[string]any{"message": "staging runs on 5433, 5432 is taken by the legacy cluster"})
	det, _ := res["detection"].(map[string]any)
	saved, _ := res["saved"].(map[string]any)
	if det["class"] != "correction" || saved == nil || saved["applies_offline"] != true || saved["original_output"] != "5432" || saved["corrected_output"] != "5433" {
		t.Fatalf("not learned: %v", res)
	}
	res = turn("b", map[string]any{"query": "how do I connect psql to staging?", "output": "Run `psql -h staging-db -p 5432 -U app` from the bastion."})
	if res["output"] != "Run `psql -h staging-db -p 5433 -U app` from the bastion." {
		t.Fatalf("repeat not fixed: %v", res)
	}
	applied, _ := res["applied_corrections"].([]any)
	if len(applied) != 1 {
		t.Fatalf("applied: %v", res)
	}
	hits, _ := applied[0].(map[string]any)["hits"].([]any)
	if len(hits) != 1 || hits[0].(map[string]any)["matched"] != "5432" || !strings.Contains(hits[0].(map[string]any)["context"].(string), "staging") {
		t.Fatalf("hits: %v", applied[0])
	}
	look := "Locally Postgres listens on port 5432."
	if res = turn("c", map[string]any{"query": "local dev database port?", "output": look}); res["output"] != look {
		t.Fatalf("lookalike changed: %v", res)
	}
}

// TestCorrectionLettersWhoseLowerCaseIsLonger sends a message of valid
// UTF-8 whose lower case takes more bytes than it does ('Ⱥ' is two bytes,
// 'ⱥ' three). The pipeline found cues in the lower-cased message and sliced
// the message at those offsets, past its end: the turn failed with a 500
// and the correction was lost. It is learned like any other.
func TestCorrectionLettersWhoseLowerCaseIsLonger(t *testing.T) {
	s := mustOpenServer(t)
	var turn struct {
		Result map[string]any `json:"result"`
	}
	if code := s.do(t, "POST", "/v1/sessions/u/turns", map[string]string{"query": "how do I count the lines?", "output": "Run `cat log.txt | wc -l` on port 8080."}, &turn); code != http.StatusOK {
		t.Fatalf("output turn: %d %v", code, turn)
	}
	msg := strings.Repeat("Ⱥ", 24) + " it is 9090, pipe it to"
	if code := s.do(t, "POST", "/v1/sessions/u/turns", map[string]string{"message": msg}, &turn); code != http.StatusOK {
		t.Fatalf("message turn: %d %v", code, turn)
	}
	saved, _ := turn.Result["saved"].(map[string]any)
	if saved == nil || saved["original_output"] != "8080" || saved["corrected_output"] != "9090" {
		t.Fatalf("not learned: %v", turn.Result)
	}
}
