package scope

import "testing"

// A config file named for an environment names it; a host, a dotted name
// and a test file do not.
func TestFileNamesAnEnvironment(t *testing.T) {
	for text, want := range map[string]string{
		"put it in .env.staging":                     "staging",
		"edit config/environments/production.rb":     "production",
		"the overrides live in values-prod-eu.yaml":  "production",
		"see appsettings.Development.json":           "development",
		"call https://staging.example.net/health":    "",
		"run the spec in invoice.test.ts":            "",
		"the logger.dev.verbose key":                 "",
		"merge values-staging.yaml with values-prod": "staging",
	} {
		got := ""
		for _, m := range Find(text) {
			if m.Sort == Env && m.File {
				got = m.Member
			}
		}
		if got != want {
			t.Errorf("Find(%q): file environment %q, want %q", text, got, want)
		}
	}
}
