package correction_test

import (
	"context"
	"fmt"

	"github.com/cairnhq/cairn/correction"
)

func ExampleQuickDetect() {
	ok, cat, conf := correction.QuickDetect("Actually, the meeting is on Thursday.")
	fmt.Println(ok, cat, conf)
	ok, cat, conf = correction.QuickDetect("What time is the meeting?")
	fmt.Println(ok, cat, conf)
	// Output:
	// true factual 0.8
	// false factual 0
}

func ExampleOfflineDetector_Detect() {
	d := correction.NewOfflineDetector()
	det, err := d.Detect(context.Background(),
		"You should use the orders table instead of customers.",
		"SQL: SELECT name FROM customers WHERE total > 100")
	if err != nil {
		panic(err)
	}
	fmt.Println(det.IsCorrection, det.Confidence > correction.DecisionThreshold, det.Category)
	fmt.Printf("%q -> %q located=%v\n", det.Original, det.Corrected, det.Located)
	// Output:
	// true true code
	// "customers" -> "orders" located=true
}

func ExampleExtract() {
	ex := correction.Extract("No, it should be 1969.", "The first Moon landing was in 1968.")
	fmt.Printf("%s: %q -> %q located=%v\n", ex.Form, ex.Original, ex.Corrected, ex.Located)
	// Output:
	// should_be: "1968" -> "1969" located=true
}

func ExampleParseDetection() {
	det, err := correction.ParseDetection("**is_correction:** Yes\n**category:** code\n**original:** `==`\n**corrected:** `===`\n**confidence:** 90%")
	if err != nil {
		panic(err)
	}
	fmt.Println(det.IsCorrection, det.Category, det.Original, det.Corrected, det.Confidence)
	// Output:
	// true code == === 0.9
}

func ExampleNewDetector() {
	// Without a Completer the detector is offline; with one it asks the LLM
	// and falls back to the offline detector when the LLM fails.
	d := correction.NewDetector(nil)
	det, err := d.Detect(context.Background(), "that doesn't make any sense", "my cat teaches maths at night")
	if err != nil {
		panic(err)
	}
	fmt.Println(det.Method, det.IsCorrection, det.Category)
	// Output:
	// offline true logic
}
