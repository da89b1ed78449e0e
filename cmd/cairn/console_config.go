package main

import (
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/console"
	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// ConsoleConfig is the `console:` section: the web console `cairn serve`
// serves at /, and the in-memory session turn log its session pages show.
type ConsoleConfig struct {
	Enabled bool `yaml:"enabled" env:"CAIRN_CONSOLE_ENABLED"`
	// Secret signs the console's session cookies and CSRF tokens; replicas
	// behind one load balancer need the same. Empty: a random secret per
	// process, so a restart signs everyone out.
	Secret string `yaml:"secret" env:"CAIRN_CONSOLE_SECRET"`
	// SessionTTL is how long a console sign-in lasts.
	SessionTTL time.Duration `yaml:"session_ttl" env:"CAIRN_CONSOLE_SESSION_TTL"`
	// TurnLog is how many session turns the server keeps in memory per
	// tenant for the session pages (lost on restart); 0 keeps none.
	TurnLog int `yaml:"turn_log" env:"CAIRN_CONSOLE_TURN_LOG"`
}

// minConsoleSecret is the shortest console secret accepted, in bytes.
const minConsoleSecret = 32

func defaultConsoleConfig() ConsoleConfig {
	return ConsoleConfig{Enabled: true, SessionTTL: 12 * time.Hour, TurnLog: correction.DefaultTurnLogSize}
}

func (c ConsoleConfig) validate() error {
	if c.Secret != "" && len(c.Secret) < minConsoleSecret {
		return cairn.Invalid("console.secret", "must be at least %d bytes (e.g. openssl rand -hex 32), got %d", minConsoleSecret, len(c.Secret))
	}
	if c.SessionTTL <= 0 {
		return cairn.Invalid("console.session_ttl", "must be positive, got %v", c.SessionTTL)
	}
	if c.TurnLog < 0 || c.TurnLog > 100000 {
		return cairn.Invalid("console.turn_log", "must be from 0 to 100000, got %d", c.TurnLog)
	}
	return nil
}

// serveConsole sets up the web console and the session turn log on srv.
func (a *app) serveConsole(srv *cairnhttp.Server) {
	cfg := a.cfg.Console
	if cfg.TurnLog > 0 {
		srv.Turns = correction.NewTurnLog(cfg.TurnLog)
	}
	if cfg.Enabled {
		srv.Console = &console.Console{Secret: []byte(cfg.Secret), SessionTTL: cfg.SessionTTL}
	}
}
