package typed

import "testing"

// A name that is also a common word names its sort only where the
// lexicon's guard lets it, whichever of its lexicon lines comes first:
// "go" the verb is no language, "Go" inside a sentence is.
func TestSortOfGuardedName(t *testing.T) {
	for name, want := range map[string]string{
		"go": "", "Go": "language", "golang": "language", "python": "language",
		"edge": "", "Edge": "browser", "staging": "environment",
	} {
		if got := string(sortOf(name)); got != want {
			t.Errorf("sortOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// The verb "go" in a message is not the language replacing the output's.
func TestVerbGoIsNoLanguage(t *testing.T) {
	checkRound19(t, []round19Case{
		{"go the verb, with a place", "The nightly exports go in the archive bucket, the scratch one is wiped daily.",
			"Write the export from python with `boto3` and upload it to the scratch bucket.", "", "", "python"},
		{"go the verb, with a manner", "don't trust the file names, go by the modified time instead",
			"In python, sort the files by name and take the last one.", "", "", "python"},
		{"Go the language", "this service is written in Go, not Python; use os.ReadFile",
			"In Python, read it with `open(path).read()`.", "Python", "Go", ""},
	})
}
