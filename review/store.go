package review

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
)

// Stored is a result as written beside its snapshot.
type Stored struct {
	Result
	Decision Decision `json:"decision"`
	// History is the SHA-256 of the judgment history the prompt carried
	// (Diff.History), "" without one: a result is reused only with the same
	// history, so that new human decisions reach the model.
	History string `json:"history,omitempty"`
}

// historyHash identifies d.History for Stored.History.
func historyHash(d Diff) string {
	if d.History == "" {
		return ""
	}
	h := sha256.Sum256([]byte(d.History))
	return hex.EncodeToString(h[:])
}

// Load returns the stored result of d when there is one for the same
// content (Diff.Hash); ok is false otherwise.
func Load(d Diff) (s Stored, ok bool, err error) {
	if d.ResultPath == "" {
		return s, false, nil
	}
	b, err := os.ReadFile(d.ResultPath)
	if errors.Is(err, fs.ErrNotExist) {
		return s, false, nil
	}
	if err != nil {
		return s, false, err
	}
	if json.Unmarshal(b, &s) != nil || s.Hash != d.Hash() || !s.Category.Valid() {
		return Stored{}, false, nil // unreadable or stale: review again
	}
	return s, true, nil
}

// Save writes s beside d's snapshot.
func Save(d Diff, s Stored) error {
	if d.ResultPath == "" {
		return nil
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return err
	}
	return writeFileAtomic(d.ResultPath, b.Bytes())
}
