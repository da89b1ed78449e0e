// Package migrate loads the embedded schema migrations of the SQL engines.
// Each engine applies them itself, in its own dialect and transaction.
package migrate

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// Migration is one embedded schema change.
type Migration struct {
	Version int
	Name    string // the file name, e.g. 0002_correction_literal.sql
	SQL     string
}

// Load returns the migrations in fsys matching glob (e.g.
// "migrations/*.sql") in version order. A file is named
// NNNN_description.sql; versions must be positive and distinct, and there
// must be at least one.
func Load(fsys fs.FS, glob string) ([]Migration, error) {
	names, err := fs.Glob(fsys, glob)
	if err != nil {
		return nil, err
	}
	var ms []Migration
	for _, name := range names {
		base := path.Base(name)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v < 1 {
			return nil, fmt.Errorf("migration %s: name must start with a positive version and '_'", base)
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		ms = append(ms, Migration{Version: v, Name: base, SQL: string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i := 1; i < len(ms); i++ {
		if ms[i].Version == ms[i-1].Version {
			return nil, fmt.Errorf("migrations %s and %s share version %d", ms[i-1].Name, ms[i].Name, ms[i].Version)
		}
	}
	if len(ms) == 0 {
		return nil, errors.New("no migrations embedded")
	}
	return ms, nil
}
