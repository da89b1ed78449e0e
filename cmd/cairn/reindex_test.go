package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReindexAfterEmbedderChange: corrections stored with local-hash-v1 are
// re-embedded by `cairn reindex` with the default local-glove-v1, once, and
// back again when local-hash-v1 is chosen by config.
func TestReindexAfterEmbedderChange(t *testing.T) {
	store := filepath.Join(t.TempDir(), "cairn.db")
	hash := map[string]string{"CAIRN_STORE": store, "CAIRN_EMBED_MODEL": "local-hash-v1"}
	glove := map[string]string{"CAIRN_STORE": store}
	for _, c := range [][2]string{{"port 5432", "port 5433"}, {"local time", "UTC"}, {"--force", "--force-with-lease"}} {
		if _, stderr, code := aiRun(t, hash, "", "corrections", "add", "--original", c[0], "--corrected", c[1]); code != 0 {
			t.Fatalf("corrections add: exit %d: %s", code, stderr)
		}
	}
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{name: "to glove", env: glove, want: "re-embedded 3 corrections with local-glove-v1/256; 3 indexed"},
		{name: "nothing left", env: glove, want: "re-embedded 0 corrections with local-glove-v1/256; 3 indexed"},
		{name: "back to hash", env: hash, want: "re-embedded 3 corrections with local-hash-v1/256; 3 indexed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := aiRun(t, tt.env, "", "reindex")
			if code != 0 || !strings.Contains(stderr, tt.want) {
				t.Fatalf("reindex: exit %d, stderr %q; want it to say %q", code, stderr, tt.want)
			}
		})
	}
}
