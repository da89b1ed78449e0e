package correction_test

import (
	"context"
	"testing"
	"time"
	"unicode"

	"github.com/cairnhq/cairn/correction"
)

// Detection and extraction return on text holding any white space of
// Unicode, between and around values: a space outside ASCII once made the
// value lexer loop forever and pin a core.
func TestEveryWhiteSpaceReturns(t *testing.T) {
	det := correction.NewOfflineDetector()
	for _, rg := range unicode.White_Space.R16 {
		for r := rg.Lo; r <= rg.Hi; r += rg.Stride {
			sp := string(rune(r))
			msg := "No," + sp + "it's" + sp + "5433," + sp + "not 5432" + sp
			prev := "Run" + sp + "`psql -p 5432`" + sp + "on staging." + sp
			done := make(chan struct{})
			go func() {
				defer close(done)
				correction.Extract(msg, prev)
				if _, err := det.Detect(context.Background(), msg, prev); err != nil {
					t.Errorf("Detect with %U: %v", r, err)
				}
			}()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatalf("detection with %U did not return", r)
			}
		}
	}
}
