package migrate_test

import (
	"testing"
	"testing/fstest"

	"github.com/cairnhq/cairn/internal/migrate"
)

func TestLoad(t *testing.T) {
	fsys := fstest.MapFS{
		"m/0010_later.sql": {Data: []byte("B")},
		"m/0002_first.sql": {Data: []byte("A")},
		"m/readme.txt":     {Data: []byte("ignored")},
	}
	ms, err := migrate.Load(fsys, "m/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || ms[0].Version != 2 || ms[0].SQL != "A" || ms[1].Name != "0010_later.sql" {
		t.Fatalf("migrations %+v", ms)
	}
}

func TestLoadRejects(t *testing.T) {
	tests := []struct {
		name string
		fsys fstest.MapFS
	}{
		{"no version", fstest.MapFS{"m/init.sql": {}}},
		{"zero version", fstest.MapFS{"m/0000_init.sql": {}}},
		{"duplicate version", fstest.MapFS{"m/0001_a.sql": {}, "m/1_b.sql": {}}},
		{"none", fstest.MapFS{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := migrate.Load(tt.fsys, "m/*.sql"); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}
