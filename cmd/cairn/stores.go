package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/postgres"
	"github.com/cairnhq/cairn/sqlite"
)

// stores are the opened records engine's tenant-scoped handles.
type stores struct {
	scheme      string
	judgments   func(tenant string) judgment.Store
	corrections func(tenant string) correction.Store        // nil on the JSON engine
	keys        cairn.KeyStore                              // nil on the JSON engine
	sessions    func(tenant string) correction.SessionStore // nil: in process
	ping        func(ctx context.Context) error
	close       func() error

	bridges func(tenant string) bridge.Store // nil on the JSON engine
	sweeper bridge.Sweeper                   // nil on the JSON engine
}

// storeAccess says what a command does to a store that does not exist.
type storeAccess bool

const (
	// readStore: the command only reads (or changes existing records), so
	// a missing store is an error, and nothing is created: no file, no
	// directory, no lock file.
	readStore storeAccess = false
	// writeStore: the command writes, creating the store when missing.
	writeStore storeAccess = true
)

// openStores opens the engine named by the configuration's store.
func (a *app) openStores(ctx context.Context, access storeAccess) (*stores, error) {
	scheme, loc, err := parseStore(a.cfg.Store)
	if err != nil {
		return nil, err
	}
	if access == readStore {
		if err := storeExists(scheme, loc); err != nil {
			return nil, err
		}
	}
	switch scheme {
	case schemePostgres:
		db := postgres.NewDB(loc)
		db.Timeout, db.StatementTimeout = a.cfg.StoreTimeout, a.cfg.StatementTimeout
		if err := db.Open(ctx); err != nil {
			return nil, err
		}
		return sqlStores(scheme, db), nil
	case schemeJSON:
		s := jsonfile.New(loc)
		s.Logger = a.logger
		if err := s.Open(); err != nil {
			return nil, err
		}
		return &stores{
			scheme: scheme,
			judgments: func(t string) judgment.Store {
				if t != cairn.DefaultTenant {
					return nil
				}
				return s
			},
			ping:  func(context.Context) error { return nil },
			close: s.Close,
		}, nil
	default:
		db := sqlite.NewDB(loc)
		if err := db.Open(ctx); err != nil {
			return nil, err
		}
		return sqlStores(scheme, db), nil
	}
}

// sqlEngine is what the SQLite and PostgreSQL engines have in common.
type sqlEngine interface {
	Judgments(tenant string) judgment.Store
	Corrections(tenant string) correction.Store
	Keys() cairn.KeyStore
	Bridge(tenant string) bridge.Store
	BridgeSweeper() bridge.Sweeper
	Ping(ctx context.Context) error
	Close() error
}

var (
	_ sqlEngine = (*sqlite.DB)(nil)
	_ sqlEngine = (*postgres.DB)(nil)
)

func sqlStores(scheme string, db sqlEngine) *stores {
	return &stores{
		scheme:      scheme,
		judgments:   func(t string) judgment.Store { return db.Judgments(t) },
		corrections: func(t string) correction.Store { return db.Corrections(t) },
		keys:        db.Keys(),
		ping:        db.Ping,
		close:       db.Close,
		bridges:     db.Bridge,
		sweeper:     db.BridgeSweeper(),
	}
}

// requireKeys fails when the engine cannot store API keys.
func (s *stores) requireKeys() error {
	if s.keys == nil {
		return cairn.Invalid("store", "the %s store keeps judgments only; API keys need SQLite or PostgreSQL", s.scheme)
	}
	return nil
}

// requireCorrections fails when the engine cannot store corrections.
func (s *stores) requireCorrections() error {
	if s.corrections == nil {
		return cairn.Invalid("store", "the %s store keeps judgments only; corrections need SQLite or PostgreSQL", s.scheme)
	}
	return nil
}

// storeExists fails with ENOTFOUND when the file of a SQLite or JSON store
// is missing; a PostgreSQL database is always there to connect to.
func storeExists(scheme, loc string) error {
	if scheme == schemePostgres {
		return nil
	}
	_, err := os.Stat(loc)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &cairn.Error{Code: cairn.ENOTFOUND, Field: "store", Message: fmt.Sprintf(
			"store: %s does not exist; nothing to read yet (commands that write, such as \"judgments add\", create it)", loc)}
	case err != nil:
		return cairn.Unavailable("store", err)
	}
	return nil
}

// withStores opens the stores, creating them when missing, runs fn and
// closes them, logging a close failure instead of hiding fn's error.
func (a *app) withStores(ctx context.Context, fn func(*stores) error) error {
	return a.withStoresAccess(ctx, writeStore, fn)
}

// withExistingStores is withStores for a store that must exist (readStore).
func (a *app) withExistingStores(ctx context.Context, fn func(*stores) error) error {
	return a.withStoresAccess(ctx, readStore, fn)
}

func (a *app) withStoresAccess(ctx context.Context, access storeAccess, fn func(*stores) error) (err error) {
	s, err := a.openStores(ctx, access)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := s.close(); cerr != nil {
			if err == nil {
				err = cerr
			} else {
				a.logger.LogAttrs(ctx, slog.LevelWarn, "close store", slog.Any("error", cerr))
			}
		}
	}()
	return fn(s)
}
