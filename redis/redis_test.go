package redis_test

import (
	"context"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
	"github.com/cairnhq/cairn/storetest"
)

// MustOpenDB opens a DB on the test Redis with a key prefix of its own,
// and deletes the test's keys at its end.
func MustOpenDB(tb testing.TB) *redis.DB {
	tb.Helper()
	url := testenv.Redis(tb)
	db := redis.NewDB(url)
	db.Prefix = testenv.UniqueName("cairn-test-") + ":"
	if err := db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		opts, _ := goredis.ParseURL(url)
		c := goredis.NewClient(opts)
		defer c.Close()
		ctx := context.Background()
		iter := c.Scan(ctx, 0, db.Prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			c.Del(ctx, iter.Val())
		}
		db.Close()
	})
	return db
}

func TestSessionStore(t *testing.T) {
	storetest.RunSessionStore(t, func(t *testing.T, tenant string) correction.SessionStore {
		return MustOpenDB(t).Sessions(tenant)
	})
}

func TestSessionTTL(t *testing.T) {
	db := MustOpenDB(t)
	db.SessionTTL = 90 * time.Second
	ctx := context.Background()
	if err := db.Sessions("t").SetLastTurn(ctx, "s", correction.Turn{Query: "q"}); err != nil {
		t.Fatal(err)
	}
	opts, _ := goredis.ParseURL(db.URL)
	c := goredis.NewClient(opts)
	defer c.Close()
	ttl, err := c.TTL(ctx, db.Prefix+"t:session:s").Result()
	if err != nil {
		t.Fatal(err)
	}
	if ttl <= 0 || ttl > 90*time.Second {
		t.Fatalf("TTL %v, want within (0, 90s]", ttl)
	}
}

func TestUnavailable(t *testing.T) {
	db := redis.NewDB("redis://127.0.0.1:1/0")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := db.Open(ctx); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
		t.Fatalf("Open on a closed port: %v, want EUNAVAILABLE", err)
	}
	if err := redis.NewDB("http://nope").Open(ctx); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("Open with a bad URL: %v, want EINVALID", err)
	}
}
