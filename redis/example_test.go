package redis_test

import (
	"log"
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/redis"
)

// Sessions and the follow-up cache shared by replicas through Redis, kept
// in process while Redis is unreachable, also at start.
func ExampleFailover() {
	db := redis.NewDB("redis://127.0.0.1:6379/0")
	if err := db.Prepare(); err != nil { // a bad URL; Redis need not answer yet
		log.Fatal(err)
	}
	defer db.Close()

	f := redis.NewFailover(db)
	f.Logger = slog.Default()               // one warning per outage, one line on recovery
	f.Registerer = prometheus.NewRegistry() // cairn_session_fallbacks_total, cairn_session_redis_up
	if err := f.Open(); err != nil {
		log.Fatal(err)
	}
	defer f.Close()

	svc := &correction.Service{ /* Stores, Embedder, … */ }
	svc.Sessions = func(tenant string) correction.SessionStore { return f.Sessions(tenant) }
	cache := followup.NewService(func(tenant string) followup.Store { return f.Followups(tenant) }, nil)
	_ = cache
}
