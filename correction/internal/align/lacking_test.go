package align

import (
	"strings"
	"testing"
)

// A text that says it is without a scope the correction was learned about
// ("no Spring") is outside it; "without blocking" names a way of working,
// not a platform.
func TestScopeTheTextIsWithout(t *testing.T) {
	r, err := Compile("logging.xml", "logging-app.xml",
		"With Spring Boot, put the profile blocks in `conf/logging.xml` and restart.",
		"profile blocks only work in logging-app.xml, the file Spring reads; logging.xml is read too early", "JSON logs in the prod profile only?")
	if err != nil {
		t.Fatal(err)
	}
	in := "Put it in `conf/logging.xml` inside the profile block."
	if hits, blocked := r.FindAll(NewText("where do the prod-only appenders go?", in)); len(hits) != 1 {
		t.Fatalf("the taught case: hits %v, blocked %v", hits, blocked)
	}
	out := "It is a plain CLI with no Spring, so its config is `conf/logging.xml`."
	hits, blocked := r.FindAll(NewText("where does the CLI's logging config go?", out))
	if len(hits) != 0 || len(blocked) == 0 || !strings.Contains(blocked[0].Blocked, "no spring") {
		t.Errorf("a text without Spring: hits %v, blocked %v", hits, blocked)
	}

	r, err = Compile("Dispatchers.Default", "Dispatchers.IO",
		"withContext(Dispatchers.Default) { jdbc.query() }",
		"blocking JDBC belongs on Dispatchers.IO, Default is for CPU-bound work", "run a blocking JDBC query from a coroutine")
	if err != nil {
		t.Fatal(err)
	}
	in = "```kotlin\nval rows = withContext(Dispatchers.Default) { repo.load() }\n```"
	if hits, blocked := r.FindAll(NewText("load rows without blocking the request threads", in)); len(hits) != 1 {
		t.Errorf("without blocking: hits %v, blocked %v", hits, blocked)
	}
}
