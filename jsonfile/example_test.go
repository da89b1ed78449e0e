package jsonfile_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

func ExampleStore() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "cairn-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	// In a real program: jsonfile.DefaultPath(cacheDir) with cacheDir from
	// os.UserCacheDir, to share iptax's cache.
	s := jsonfile.New(filepath.Join(dir, "iptax", "ai_cache.json"))
	if err := s.Open(); err != nil {
		log.Fatal(err)
	}
	defer s.Close()

	_, err = s.Add(ctx, &judgment.Judgment{
		ChangeID:  "github.com/acme/fungear#12",
		Decision:  judgment.Include,
		Reasoning: "Implements core feature",
		Product:   "Acme Fungear",
		Timestamp: time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC),
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := s.SetUserDecision(ctx, "github.com/acme/fungear#12", judgment.Exclude, "Actually internal tooling"); err != nil {
		log.Fatal(err)
	}
	j, err := s.Get(ctx, "github.com/acme/fungear#12")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(j.FinalDecision(), j.WasCorrected())
	// Output: EXCLUDE true
}

func ExampleDefaultPath() {
	fmt.Println(jsonfile.DefaultPath("/home/ada/.cache"))
	// Output: /home/ada/.cache/iptax/ai_cache.json
}
