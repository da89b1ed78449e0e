package correction

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/cairnhq/cairn"
)

// detectionPrompt is the seed's prompt, verbatim: the previous output, then
// the user message.
const detectionPrompt = `Analyze if this user message is correcting the previous output.

Previous Output:
%s

User Message:
%s

Determine:
1. Is this a correction? (yes/no)
2. If yes, what category? (factual/style/code/logic/preference/domain)
3. What specifically was wrong?
4. What is the correct version?
5. Confidence (0.0-1.0)

Format:
is_correction: <yes/no>
category: <category>
original: <what was wrong>
corrected: <correct version>
explanation: <why it was wrong>
confidence: <0.0-1.0>`

// DetectionPrompt returns the seed's detection prompt for message and the
// output before it.
func DetectionPrompt(message, lastOutput string) string {
	p := fmt.Sprintf(detectionPrompt, lastOutput, message)
	// The offline extraction, as a hint: the values the message changes,
	// located in the output, with the context they stand in.
	if ex := Extract(message, lastOutput); ex.Located && ex.Original != "" && ex.Corrected != "" {
		p += fmt.Sprintf("\n\nHint from an offline analysis (may be wrong): the message may replace %q (found in the previous output) with %q. If it is a correction, answer Original and Corrected as exact spans of that kind.", ex.Original, ex.Corrected)
	}
	return p
}

// LLMDefaultConfidence is the confidence given to an LLM's "yes" that states
// no confidence: an explicit yes counts as likely (above SaveThreshold).
const LLMDefaultConfidence = 0.8

// LLMDetector asks an LLM with the seed's prompt and parses its answer with
// ParseDetection. Safe for concurrent use if its Completer is.
type LLMDetector struct {
	Completer cairn.Completer
}

// NewLLMDetector returns an LLM detector over c.
func NewLLMDetector(c cairn.Completer) *LLMDetector { return &LLMDetector{Completer: c} }

// Detect implements Detector. Located is set when the answer's original
// occurs verbatim in lastOutput.
func (d *LLMDetector) Detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	if err := validateMessage(message); err != nil {
		return nil, err
	}
	if d.Completer == nil {
		return nil, cairn.Errorf(cairn.EUNAVAILABLE, "correction llm: no completer configured")
	}
	message, lastOutput, cut := clipInputs(message, lastOutput)
	answer, _, err := d.Completer.Complete(ctx, DetectionPrompt(message, lastOutput))
	if err != nil {
		return nil, fmt.Errorf("detect correction: %w", err)
	}
	det, err := ParseDetection(answer)
	if err != nil {
		return nil, &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "correction llm: unparseable answer", Err: err}
	}
	det.Located = det.Original != "" && strings.Contains(lastOutput, det.Original)
	det.Truncated = cut
	det.setClass()
	return det, nil
}

type llmField int

const (
	fieldNone llmField = iota
	fieldIsCorrection
	fieldCategory
	fieldOriginal
	fieldCorrected
	fieldExplanation
	fieldConfidence
)

var (
	reBullet  = regexp.MustCompile(`^\s*(?:[-*+•>]+|\d{1,2}[.)])?\s*`)
	reKeyLine = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9 _/'(),.-]{0,60}?)\s*(?:\?\s*[:=]?|[:=])\s*(.*)$`)
	reNumber  = regexp.MustCompile(`[-+]?(?:\d+\.?\d*|\.\d+)`)
)

// ParseDetection parses an answer to the seed's prompt. It is tolerant of
// what models do to the line format: markdown bold and bullets, numbered
// answers to the prompt's questions ("1. Is this a correction? Yes"), any
// case, "yes/no/true/false", percentages or words for the confidence,
// missing fields, values running over several lines (a code block), extra
// prose, and a JSON object instead of lines.
//
// Confidence is the confidence that the message is a correction: for a
// "no" answer it is min(c, 1−c) of the stated c (whichever way the model
// meant it, a "no" stays at or under 0.5), 0 when none is stated; a "yes"
// without a confidence gets LLMDefaultConfidence. Returns EINVALID naming
// "response" when no is_correction verdict can be found.
func ParseDetection(response string) (*Detection, error) {
	if d, ok := parseJSONDetection(response); ok {
		return d, nil
	}
	var (
		verdict, verdictSet bool
		confText            string
		catText             string
		text                = map[llmField]*strings.Builder{}
		cur                 = fieldNone
		firstLine           = ""
	)
	for _, raw := range strings.Split(strings.ReplaceAll(response, "\r\n", "\n"), "\n") {
		line := strings.NewReplacer("**", "", "__", "").Replace(raw)
		if firstLine == "" && strings.TrimSpace(line) != "" {
			firstLine = line
		}
		stripped := reBullet.ReplaceAllString(line, "")
		f, value := fieldNone, ""
		if m := reKeyLine.FindStringSubmatch(stripped); m != nil && len(strings.Fields(m[1])) <= 8 {
			f, value = keyField(m[1]), strings.TrimSpace(m[2])
		}
		if f == fieldNone {
			if b := text[cur]; b != nil {
				b.WriteString("\n")
				b.WriteString(strings.TrimRight(raw, " \t"))
			}
			continue
		}
		switch f {
		case fieldIsCorrection:
			if v, ok := parseVerdict(value); ok && !verdictSet {
				verdict, verdictSet = v, true
			} else if verdictSet && text[fieldCorrected] == nil {
				// "correction: <text>" after the verdict is the corrected text.
				f = fieldCorrected
			}
		case fieldCategory:
			catText = value
		case fieldConfidence:
			confText = value
		}
		cur = f
		switch f {
		case fieldOriginal, fieldCorrected, fieldExplanation:
			b := &strings.Builder{}
			b.WriteString(value)
			text[f] = b
		default:
			cur = fieldNone
		}
	}
	if !verdictSet {
		v, ok := parseVerdict(reBullet.ReplaceAllString(firstLine, ""))
		if !ok {
			return nil, cairn.Invalid("response", "no is_correction verdict in the answer")
		}
		verdict = v
	}
	get := func(f llmField) string {
		if b := text[f]; b != nil {
			return cleanValue(b.String())
		}
		return ""
	}
	d := &Detection{
		IsCorrection: verdict,
		Category:     parseLLMCategory(catText),
		Original:     get(fieldOriginal),
		Corrected:    get(fieldCorrected),
		Explanation:  get(fieldExplanation),
		Method:       MethodLLM,
	}
	d.Confidence = llmConfidence(verdict, confText)
	return d, nil
}

// keyField maps a key of the answer ("is_correction", "Is this a
// correction", "What is the correct version") to its field.
func keyField(key string) llmField {
	k := strings.ToLower(strings.TrimSpace(key))
	k = strings.NewReplacer("_", " ", "-", " ", "/", " ").Replace(k)
	k = strings.Join(strings.Fields(k), " ")
	switch {
	case k == "":
		return fieldNone
	case strings.Contains(k, "confiden") || k == "score" || k == "certainty" || k == "probability":
		return fieldConfidence
	case strings.Contains(k, "categor") || k == "type" || k == "correction type" || k == "kind":
		return fieldCategory
	case strings.Contains(k, "explanation") || strings.Contains(k, "reason") || k == "why" || k == "rationale" || strings.HasPrefix(k, "why "):
		return fieldExplanation
	case strings.Contains(k, "corrected") || strings.Contains(k, "correct version") || k == "correct" ||
		k == "fix" || k == "fixed" || k == "should be" || k == "correction text" || k == "replacement":
		return fieldCorrected
	case strings.Contains(k, "original") || strings.Contains(k, "wrong") || strings.Contains(k, "incorrect") ||
		strings.Contains(k, "mistake") || k == "error":
		return fieldOriginal
	case strings.Contains(k, "correction") || strings.Contains(k, "correcting"):
		return fieldIsCorrection
	}
	return fieldNone
}

// parseVerdict reads yes/no/true/false (and a few synonyms) at the start of
// a value.
func parseVerdict(v string) (bool, bool) {
	v = strings.ToLower(strings.TrimSpace(v))
	v = strings.TrimLeft(v, "*_`\"'([ ")
	if strings.HasPrefix(v, "not a correction") || strings.HasPrefix(v, "no correction") {
		return false, true
	}
	end := strings.IndexFunc(v, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	w := v
	if end >= 0 {
		w = v[:end]
	}
	switch w {
	case "yes", "y", "true", "1", "correct", "correction", "yep", "yeah", "affirmative":
		return true, true
	case "no", "n", "false", "0", "not", "none", "nope", "negative":
		return false, true
	}
	return false, false
}

var categorySynonyms = []struct {
	word string
	cat  Category
}{
	{"fact", CategoryFactual}, {"format", CategoryStyle}, {"tone", CategoryStyle},
	{"wording", CategoryStyle}, {"syntax", CategoryCode}, {"bug", CategoryCode},
	{"programming", CategoryCode}, {"sql", CategoryCode}, {"query", CategoryCode},
	{"reasoning", CategoryLogic}, {"prefer", CategoryPreference}, {"specific", CategoryDomain},
}

// parseLLMCategory reads a category name anywhere in the value (the first
// one named), then synonyms; CategoryFactual when none.
func parseLLMCategory(v string) Category {
	v = strings.ToLower(v)
	if c, err := ParseCategory(strings.Trim(v, " .*_`\"'")); err == nil {
		return c
	}
	best, bestAt := CategoryFactual, len(v)+1
	for _, c := range Categories() {
		if i := strings.Index(v, c.String()); i >= 0 && i < bestAt {
			best, bestAt = c, i
		}
	}
	if bestAt <= len(v) {
		return best
	}
	for _, s := range categorySynonyms {
		if strings.Contains(v, s.word) {
			return s.cat
		}
	}
	return CategoryFactual
}

// llmConfidence reads the stated confidence: a number in [0, 1], a
// percentage, a whole number up to 100, a fraction ("8/10"), or a word (high,
// medium, low); anything else over 1 counts as 1.
func llmConfidence(verdict bool, v string) float64 {
	c, ok := parseConfidence(v)
	switch {
	case !ok && verdict:
		return LLMDefaultConfidence
	case !ok:
		return 0
	case !verdict:
		return math.Min(c, 1-c)
	}
	return c
}

func parseConfidence(v string) (float64, bool) {
	lv := strings.ToLower(v)
	if m := reNumber.FindStringIndex(lv); m != nil {
		f, err := strconv.ParseFloat(lv[m[0]:m[1]], 64)
		if err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) {
			rest := strings.TrimSpace(lv[m[1]:])
			switch {
			case strings.HasPrefix(rest, "%"):
				f /= 100
			case strings.HasPrefix(rest, "/"):
				if den, err := strconv.ParseFloat(strings.TrimSpace(reNumber.FindString(rest)), 64); err == nil && den > 0 {
					f /= den
				}
			case f > 1 && f <= 100 && f == math.Trunc(f):
				f /= 100
			}
			return math.Max(0, math.Min(1, f)), true
		}
	}
	switch {
	case strings.Contains(lv, "very high"):
		return 0.95, true
	case strings.Contains(lv, "high"):
		return 0.85, true
	case strings.Contains(lv, "medium") || strings.Contains(lv, "moderate"):
		return 0.6, true
	case strings.Contains(lv, "very low"):
		return 0.1, true
	case strings.Contains(lv, "low"):
		return 0.3, true
	}
	return 0, false
}

// cleanValue trims a field value: white space, one pair of quotes or
// backticks, a surrounding code fence, and placeholders for nothing.
func cleanValue(v string) string {
	v = strings.TrimSpace(v)
	if strings.HasPrefix(v, "```") {
		lines := strings.Split(v, "\n")
		if len(lines) >= 2 {
			lines = lines[1:]
			if strings.HasPrefix(strings.TrimSpace(lines[len(lines)-1]), "```") {
				lines = lines[:len(lines)-1]
			}
			v = strings.TrimSpace(strings.Join(lines, "\n"))
		}
	}
	if len(v) >= 2 && !strings.Contains(v, "\n") {
		if a, b := v[0], v[len(v)-1]; a == b && (a == '"' || a == '\'' || a == '`') {
			v = strings.TrimSpace(v[1 : len(v)-1])
		}
	}
	switch strings.ToLower(strings.TrimRight(v, ".")) {
	case "", "n/a", "na", "none", "null", "nil", "-", "—", "not applicable", "nothing", "<what was wrong>", "<correct version>", "<why it was wrong>":
		return ""
	}
	return v
}

// parseJSONDetection accepts an answer that is a JSON object (possibly in a
// code fence) with the prompt's keys.
func parseJSONDetection(response string) (*Detection, bool) {
	s := strings.TrimSpace(response)
	if strings.HasPrefix(s, "```") {
		s = strings.TrimSpace(strings.TrimPrefix(s, "```json"))
		s = strings.TrimSpace(strings.TrimPrefix(s, "```"))
		s = strings.TrimSpace(strings.TrimSuffix(s, "```"))
	}
	if !strings.HasPrefix(s, "{") {
		return nil, false
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		return nil, false
	}
	var (
		verdict, verdictSet bool
		conf, cat           string
		d                   = &Detection{Method: MethodLLM}
	)
	str := func(v any) string {
		switch x := v.(type) {
		case string:
			return x
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return strconv.FormatFloat(x, 'g', -1, 64)
		case nil:
			return ""
		}
		b, _ := json.Marshal(v)
		return string(b)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := m[k]
		switch keyField(k) {
		case fieldIsCorrection:
			verdict, verdictSet = parseVerdict(str(v))
		case fieldCategory:
			cat = str(v)
		case fieldOriginal:
			d.Original = cleanValue(str(v))
		case fieldCorrected:
			d.Corrected = cleanValue(str(v))
		case fieldExplanation:
			d.Explanation = cleanValue(str(v))
		case fieldConfidence:
			conf = str(v)
		}
	}
	if !verdictSet {
		return nil, false
	}
	d.IsCorrection = verdict
	d.Category = parseLLMCategory(cat)
	d.Confidence = llmConfidence(verdict, conf)
	return d, true
}
