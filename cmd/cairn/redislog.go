package main

import (
	"context"
	"fmt"
	"log/slog"

	goredis "github.com/redis/go-redis/v9"
)

// redisLogger sends the Redis client's own messages (one per failed dial,
// many during an outage) to the server's log at debug level: the session
// failover logs an outage once, at warning level, with its reason.
type redisLogger struct{ l *slog.Logger }

func (r redisLogger) Printf(ctx context.Context, format string, v ...any) {
	r.l.LogAttrs(ctx, slog.LevelDebug, "redis client: "+fmt.Sprintf(format, v...))
}

// quietRedisClient routes the Redis client's logging, which is process-wide,
// to l.
func quietRedisClient(l *slog.Logger) { goredis.SetLogger(redisLogger{l}) }
