package redis_test

import (
	"context"
	"log"
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/redis"
)

// Sessions shared by replicas through Redis, kept in process while Redis
// is unreachable.
func ExampleFailover() {
	ctx := context.Background()
	db := redis.NewDB("redis://127.0.0.1:6379/0")
	if err := db.Open(ctx); err != nil { // Redis must answer at start
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
}
