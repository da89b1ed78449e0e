package scope

import (
	"strings"
	"testing"
)

// "stage" names the staging environment, except where it is a step of a
// pipeline.
func TestStageIsAnEnvironmentOnlyOutsidePipelines(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"deploy it to stage first", true},
		{"the stage database is read-only", true},
		{"staging runs the release candidate", true},
		{"tf-fmt:\n  stage: lint\n  script: make fmt", false},
		{"stages:\n  - build", false},
		{"it fails in the build stage", false},
		{"the stage of the pipeline that lints", false},
	} {
		got := false
		for _, m := range Find(c.text) {
			if m.Sort == Env && m.Member == "staging" {
				got = true
			}
		}
		if got != c.want {
			t.Errorf("Find(%q) names staging: %v, want %v", c.text, got, c.want)
		}
	}
}

// A library named after its language ("moment.js") names the language.
func TestLibraryNamesItsLanguage(t *testing.T) {
	found := false
	for _, m := range Find("Format the date with moment.js before sending it.") {
		found = found || m.Sort == Language && m.Member == "javascript"
	}
	if !found {
		t.Errorf("moment.js does not name javascript")
	}
	for _, m := range Find("Edit config.v2.json and run ./deploy.sh") {
		if m.Member == "javascript" {
			t.Errorf("named javascript: %+v", m)
		}
	}
}

// A framework implies its language: a text about Spring conflicts with
// one about Go, not with one about Kotlin.
func TestFrameworkImpliesLanguage(t *testing.T) {
	spring := Of("the Spring service's request counter")
	if _, _, _, ok := Conflict(spring, Of("the Go gateway's request counter")); !ok {
		t.Errorf("Spring and Go do not conflict")
	}
	if _, _, _, ok := Conflict(spring, Of("a counter written in Kotlin")); ok {
		t.Errorf("Spring and Kotlin conflict")
	}
	if _, _, _, ok := Conflict(Of("a Django view"), Of("a Flask route")); !ok {
		t.Errorf("Django and Flask do not conflict")
	}
	if _, _, _, ok := Conflict(Of("a Django view"), Of("a Python script")); ok {
		t.Errorf("Django and Python conflict")
	}
}

// A season is named where something holds in it ("in July", "during
// winter"), not by a date or a month that is a value.
func TestSeasonNamedAfterIn(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"in August the job runs at 03:00 UTC", "summer"},
		{"during winter Berlin is on CET", "winter"},
		{"In January the office opens later", "winter"},
		{"the release moved from July 4 to July 9", ""},
		{"the summer release adds dark mode", ""},
	} {
		got := ""
		for _, m := range Find(c.text) {
			if m.Sort == Season {
				got = m.Member
			}
		}
		if got != c.want {
			t.Errorf("Find(%q) names season %q, want %q", c.text, got, c.want)
		}
	}
}

// Lacking returns the names a text says it is without, and only those.
func TestLacking(t *testing.T) {
	for text, want := range map[string]string{
		"a plain CLI with no Spring, so the file is read by Logback": "spring",
		"we run it without Docker on the build box":                  "docker",
		"Spring reads it; there's no other config":                   "",
		"No, Spring reads it first":                                  "",
	} {
		var got []string
		for _, m := range Lacking(text) {
			got = append(got, m.Member)
		}
		if strings.Join(got, ",") != want {
			t.Errorf("Lacking(%q) = %v, want %q", text, got, want)
		}
		for _, m := range Find(text) {
			if m.Member == want {
				t.Errorf("Find(%q) names %q, which the text is without", text, want)
			}
		}
	}
}
