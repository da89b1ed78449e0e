package correction_test

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

func TestParseDetection(t *testing.T) {
	tests := []struct {
		name   string
		answer string
		want   correction.Detection
	}{
		{
			name: "seed format",
			answer: "is_correction: yes\ncategory: factual\noriginal: 1968\ncorrected: 1969\n" +
				"explanation: Apollo 11 landed in 1969\nconfidence: 0.92",
			want: correction.Detection{IsCorrection: true, Confidence: 0.92, Category: correction.CategoryFactual,
				Original: "1968", Corrected: "1969", Explanation: "Apollo 11 landed in 1969", Method: correction.MethodLLM},
		},
		{
			name: "markdown bold and bullets, any case",
			answer: "Here is my analysis:\n\n- **is_correction:** YES\n- **Category:** Code\n- **Original:** `xs.push(1)`\n" +
				"- **Corrected:** `xs.append(1)`\n- **Explanation:** Python lists have no push.\n- **Confidence:** 0.9\n\nHope this helps!",
			want: correction.Detection{IsCorrection: true, Confidence: 0.9, Category: correction.CategoryCode,
				Original: "xs.push(1)", Corrected: "xs.append(1)", Explanation: "Python lists have no push.", Method: correction.MethodLLM},
		},
		{
			name:   "true and a percentage",
			answer: "is_correction: true\ncategory: style\nconfidence: 85%",
			want:   correction.Detection{IsCorrection: true, Confidence: 0.85, Category: correction.CategoryStyle, Method: correction.MethodLLM},
		},
		{
			name:   "confidence out of 100",
			answer: "is_correction: yes\ncategory: logic\nconfidence: 70",
			want:   correction.Detection{IsCorrection: true, Confidence: 0.7, Category: correction.CategoryLogic, Method: correction.MethodLLM},
		},
		{
			name:   "confidence as a word",
			answer: "is_correction: yes\ncategory: domain\nconfidence: high",
			want:   correction.Detection{IsCorrection: true, Confidence: 0.85, Category: correction.CategoryDomain, Method: correction.MethodLLM},
		},
		{
			name:   "missing confidence on yes",
			answer: "is_correction: yes\ncategory: preference",
			want:   correction.Detection{IsCorrection: true, Confidence: correction.LLMDefaultConfidence, Category: correction.CategoryPreference, Method: correction.MethodLLM},
		},
		{
			name:   "no with confidence in the verdict",
			answer: "is_correction: no\ncategory: N/A\noriginal: N/A\ncorrected: none\nexplanation: a follow-up question\nconfidence: 0.95",
			want: correction.Detection{Confidence: 0.050000000000000044, Category: correction.CategoryFactual,
				Explanation: "a follow-up question", Method: correction.MethodLLM},
		},
		{
			name:   "no with a probability of correction",
			answer: "is_correction: false\nconfidence: 0.1",
			want:   correction.Detection{Confidence: 0.1, Method: correction.MethodLLM},
		},
		{
			name: "numbered answers to the prompt's questions",
			answer: "1. Is this a correction? Yes\n2. If yes, what category? logic\n3. What specifically was wrong? The loop bound\n" +
				"4. What is the correct version? range(len(xs))\n5. Confidence (0.0-1.0): 0.8",
			want: correction.Detection{IsCorrection: true, Confidence: 0.8, Category: correction.CategoryLogic,
				Original: "The loop bound", Corrected: "range(len(xs))", Method: correction.MethodLLM},
		},
		{
			name: "multi-line code value",
			answer: "is_correction: yes\ncategory: code\noriginal: for i in range(len(xs)+1):\ncorrected:\n```python\nfor i in range(len(xs)):\n" +
				"    total += xs[i]\n```\nexplanation: off by one\nconfidence: 0.9",
			want: correction.Detection{IsCorrection: true, Confidence: 0.9, Category: correction.CategoryCode,
				Original: "for i in range(len(xs)+1):", Corrected: "for i in range(len(xs)):\n    total += xs[i]",
				Explanation: "off by one", Method: correction.MethodLLM},
		},
		{
			name:   "category in prose",
			answer: "is_correction: yes\ncategory: This is a factual error about dates.\nconfidence: 0.75",
			want:   correction.Detection{IsCorrection: true, Confidence: 0.75, Category: correction.CategoryFactual, Method: correction.MethodLLM},
		},
		{
			name:   "verdict only in prose",
			answer: "Yes. The user says the year is wrong.",
			want:   correction.Detection{IsCorrection: true, Confidence: correction.LLMDefaultConfidence, Method: correction.MethodLLM},
		},
		{
			name:   "json object in a fence",
			answer: "```json\n{\"is_correction\": true, \"category\": \"code\", \"original\": \"==\", \"corrected\": \"===\", \"confidence\": 0.88}\n```",
			want: correction.Detection{IsCorrection: true, Confidence: 0.88, Category: correction.CategoryCode,
				Original: "==", Corrected: "===", Method: correction.MethodLLM},
		},
		{
			name:   "whole answer in a code fence",
			answer: "```\nis_correction: no\ncategory: factual\nexplanation: a new question\nconfidence: 0.2\n```",
			want:   correction.Detection{Confidence: 0.2, Explanation: "a new question", Method: correction.MethodLLM},
		},
		{
			name:   "confidence as a fraction",
			answer: "is_correction: yes\nconfidence: 8/10",
			want:   correction.Detection{IsCorrection: true, Confidence: 0.8, Method: correction.MethodLLM},
		},
		{
			name:   "confidence clamped",
			answer: "is_correction: yes\nconfidence: 1.7",
			want:   correction.Detection{IsCorrection: true, Confidence: 1, Method: correction.MethodLLM},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := correction.ParseDetection(tt.answer)
			if err != nil {
				t.Fatalf("ParseDetection: %v", err)
			}
			if math.Abs(got.Confidence-tt.want.Confidence) < 1e-9 {
				got.Confidence = tt.want.Confidence
			}
			if *got != tt.want {
				t.Fatalf("ParseDetection(%q)\n got %+v\nwant %+v", tt.answer, *got, tt.want)
			}
		})
	}
}

func TestParseDetectionUnparseable(t *testing.T) {
	for _, answer := range []string{"", "I cannot help with that.", "category: code\nconfidence: 0.9", "{\"category\": \"code\"}"} {
		_, err := correction.ParseDetection(answer)
		if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "response" {
			t.Errorf("ParseDetection(%q) error = %v, want EINVALID on response", answer, err)
		}
	}
}

func FuzzParseDetection(f *testing.F) {
	f.Add("is_correction: yes\ncategory: factual\noriginal: a\ncorrected: b\nexplanation: c\nconfidence: 0.9")
	f.Add("**is_correction:** No\n**confidence:** 95%")
	f.Add("1. Is this a correction? yes\n5. Confidence: high")
	f.Add("```json\n{\"is_correction\": \"yes\", \"confidence\": \"0.7\"}\n```")
	f.Add("corrected:\n```\ncode\n```\nis_correction: true\nconfidence: -3e400")
	f.Add("is_correction: yes\nconfidence: NaN")
	f.Add("yes")
	f.Fuzz(func(t *testing.T, answer string) {
		d, err := correction.ParseDetection(answer)
		if err != nil {
			if d != nil {
				t.Fatalf("ParseDetection returned a detection and an error %v", err)
			}
			if cairn.ErrorCode(err) != cairn.EINVALID {
				t.Fatalf("ParseDetection error code = %q, want %q", cairn.ErrorCode(err), cairn.EINVALID)
			}
			return
		}
		if d == nil {
			t.Fatal("ParseDetection returned nil without an error")
		}
		if !(d.Confidence >= 0 && d.Confidence <= 1) {
			t.Fatalf("Confidence = %v, want in [0, 1]", d.Confidence)
		}
		if !d.IsCorrection && d.Confidence > 0.5 {
			t.Fatalf("a 'no' verdict has confidence %v > 0.5", d.Confidence)
		}
		if !d.Category.Valid() {
			t.Fatalf("Category %d is not valid", d.Category)
		}
		if d.Method != correction.MethodLLM {
			t.Fatalf("Method = %q, want %q", d.Method, correction.MethodLLM)
		}
	})
}

// newCompleter returns the real OpenAI-compatible client against an
// in-process fake server, without retries.
func newCompleter(t *testing.T) (*openaitest.Server, *openai.Completer) {
	t.Helper()
	srv := openaitest.NewServer(t)
	c := openai.NewCompleter(srv.URL, "test-model")
	c.MaxRetries = 0
	c.Timeout = 5 * time.Second
	c.Sleep = func(ctx context.Context, d time.Duration) error { return ctx.Err() }
	if err := c.Open(); err != nil {
		t.Fatal(err)
	}
	return srv, c
}

func TestLLMDetector(t *testing.T) {
	srv, c := newCompleter(t)
	srv.Enqueue(openaitest.Reply{Content: "is_correction: yes\ncategory: factual\noriginal: Berlin\ncorrected: Paris\n" +
		"explanation: The tower is in Paris\nconfidence: 0.93"})
	d := correction.NewLLMDetector(c)
	prev, msg := "The Eiffel Tower is in Berlin.", "It's in Paris!"
	got, err := d.Detect(context.Background(), msg, prev)
	if err != nil {
		t.Fatal(err)
	}
	want := correction.Detection{IsCorrection: true, Confidence: 0.93, Category: correction.CategoryFactual,
		Original: "Berlin", Corrected: "Paris", Explanation: "The tower is in Paris", Located: true, Method: correction.MethodLLM, Class: correction.ClassCorrection}
	if *got != want {
		t.Fatalf("Detect = %+v, want %+v", *got, want)
	}
	reqs := srv.Requests()
	if len(reqs) != 1 || reqs[0].Chat == nil || len(reqs[0].Chat.Messages) != 1 {
		t.Fatalf("requests = %+v, want one chat request with one message", reqs)
	}
	if got, want := reqs[0].Chat.Messages[0].Content, correction.DetectionPrompt(msg, prev); got != want {
		t.Fatalf("prompt = %q, want %q", got, want)
	}
}

func TestDetectionPromptIsTheSeeds(t *testing.T) {
	got := correction.DetectionPrompt("MSG", "PREV")
	want := "Analyze if this user message is correcting the previous output.\n\nPrevious Output:\nPREV\n\nUser Message:\nMSG\n\n" +
		"Determine:\n1. Is this a correction? (yes/no)\n2. If yes, what category? (factual/style/code/logic/preference/domain)\n" +
		"3. What specifically was wrong?\n4. What is the correct version?\n5. Confidence (0.0-1.0)\n\nFormat:\n" +
		"is_correction: <yes/no>\ncategory: <category>\noriginal: <what was wrong>\ncorrected: <correct version>\n" +
		"explanation: <why it was wrong>\nconfidence: <0.0-1.0>"
	if got != want {
		t.Fatalf("DetectionPrompt =\n%s\nwant\n%s", got, want)
	}
	// User text with verbs is not interpreted.
	if p := correction.DetectionPrompt("100% %s %d", "x"); !strings.Contains(p, "User Message:\n100% %s %d\n") {
		t.Fatalf("DetectionPrompt mangled the message: %q", p)
	}
}

func TestLLMDetectorErrors(t *testing.T) {
	ctx := context.Background()
	srv, c := newCompleter(t)
	d := correction.NewLLMDetector(c)

	srv.Enqueue(openaitest.Reply{Status: 500})
	if _, err := d.Detect(ctx, "that's wrong", "x"); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
		t.Errorf("server error: got %v (code %q), want EUNAVAILABLE", err, cairn.ErrorCode(err))
	}
	srv.Enqueue(openaitest.Reply{Content: "I am not sure what you mean."})
	if _, err := d.Detect(ctx, "that's wrong", "x"); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
		t.Errorf("unparseable answer: got %v (code %q), want EUNAVAILABLE", err, cairn.ErrorCode(err))
	}
	if _, err := d.Detect(ctx, "", "x"); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Errorf("empty message: got %v, want EINVALID", err)
	}
	if _, err := correction.NewLLMDetector(nil).Detect(ctx, "that's wrong", "x"); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
		t.Errorf("no completer: got %v, want EUNAVAILABLE", err)
	}
}

func TestCombinedDetector(t *testing.T) {
	ctx := context.Background()
	prev := "The Eiffel Tower is in Berlin."

	t.Run("offline when no LLM", func(t *testing.T) {
		got, err := correction.NewDetector(nil).Detect(ctx, "Paris, not Berlin.", prev)
		if err != nil {
			t.Fatal(err)
		}
		if got.Method != correction.MethodOffline || !got.IsCorrection {
			t.Fatalf("Detect = %+v, want an offline correction", *got)
		}
	})

	t.Run("llm when it answers", func(t *testing.T) {
		srv, c := newCompleter(t)
		srv.Enqueue(openaitest.Reply{Content: "is_correction: no\nconfidence: 0.9"})
		got, err := correction.NewDetector(c).Detect(ctx, "Paris, not Berlin.", prev)
		if err != nil {
			t.Fatal(err)
		}
		if got.Method != correction.MethodLLM || got.IsCorrection {
			t.Fatalf("Detect = %+v, want the LLM's 'no'", *got)
		}
	})

	t.Run("llm verdict borrows the located offline spans", func(t *testing.T) {
		srv, c := newCompleter(t)
		srv.Enqueue(openaitest.Reply{Content: "is_correction: yes\ncategory: factual\noriginal: the city\ncorrected: the right city\nconfidence: 0.9"})
		got, err := correction.NewDetector(c).Detect(ctx, "Paris, not Berlin.", prev)
		if err != nil {
			t.Fatal(err)
		}
		if got.Method != correction.MethodLLM || !got.Located || got.Original != "Berlin" || got.Corrected != "Paris" || got.Form == "" {
			t.Fatalf("Detect = %+v, want the LLM verdict with spans Berlin -> Paris and the offline form", *got)
		}
	})

	for _, tc := range []struct {
		name  string
		reply openaitest.Reply
	}{
		{"offline on a server error", openaitest.Reply{Status: 503}},
		{"offline on an unparseable answer", openaitest.Reply{Content: "Sorry, I can't help."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv, c := newCompleter(t)
			srv.Enqueue(tc.reply)
			var logs strings.Builder
			d := correction.NewDetector(c)
			d.Logger = slog.New(slog.NewTextHandler(&logs, nil))
			got, err := d.Detect(ctx, "Paris, not Berlin.", prev)
			if err != nil {
				t.Fatal(err)
			}
			if got.Method != correction.MethodOffline || !got.IsCorrection {
				t.Fatalf("Detect = %+v, want the offline verdict", *got)
			}
			if !strings.Contains(logs.String(), "using offline") {
				t.Fatalf("log = %q, want a fallback warning", logs.String())
			}
		})
	}

	t.Run("canceled context is returned, not hidden", func(t *testing.T) {
		_, c := newCompleter(t)
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := correction.NewDetector(c).Detect(cctx, "Paris, not Berlin.", prev); !errors.Is(err, context.Canceled) {
			t.Fatalf("Detect error = %v, want context.Canceled", err)
		}
	})

	t.Run("empty message", func(t *testing.T) {
		if _, err := correction.NewDetector(nil).Detect(ctx, " ", prev); cairn.ErrorCode(err) != cairn.EINVALID {
			t.Fatalf("Detect error = %v, want EINVALID", err)
		}
	})
}
