package main

import (
	"context"
	"log/slog"

	"github.com/cairnhq/cairn"
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
}

// openStores opens the engine named by the configuration's store.
func (a *app) openStores(ctx context.Context) (*stores, error) {
	scheme, loc, err := parseStore(a.cfg.Store)
	if err != nil {
		return nil, err
	}
	switch scheme {
	case schemePostgres:
		db := postgres.NewDB(loc)
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

// withStores opens the stores, runs fn and closes them, logging a close
// failure instead of hiding fn's error.
func (a *app) withStores(ctx context.Context, fn func(*stores) error) (err error) {
	s, err := a.openStores(ctx)
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
