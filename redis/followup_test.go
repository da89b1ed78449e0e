package redis_test

import (
	"context"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/redis"
	"github.com/cairnhq/cairn/storetest"
)

func redisFollowupEngine() storetest.FollowupEngine {
	dbs := map[string]*redis.DB{}
	return storetest.FollowupEngine{
		Open: func(t *testing.T, tenant string) followup.Store {
			db := MustOpenDB(t)
			dbs[tenant] = db
			return db.Followups(tenant)
		},
		Expire: func(t *testing.T, tenant, session, adapter string) {
			db := dbs[tenant]
			// A past expiry time deletes the key at once, as its TTL
			// passing would.
			c := rawClient(t, db.URL)
			if err := c.PExpireAt(context.Background(), db.Followups(tenant).Key(session, adapter), time.Unix(1, 0)).Err(); err != nil {
				t.Fatal(err)
			}
		},
	}
}

func TestFollowupStore(t *testing.T) { storetest.RunFollowupStore(t, redisFollowupEngine()) }

func TestFollowupDecisions(t *testing.T) { storetest.RunFollowupDecisions(t, redisFollowupEngine()) }

func rawClient(t *testing.T, url string) *goredis.Client {
	t.Helper()
	opts, err := goredis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	c := goredis.NewClient(opts)
	t.Cleanup(func() { c.Close() })
	return c
}

// The entry's key has the seed's form inside the tenant's namespace, its
// value is compressed, and each Put resets the TTL (sliding expiry).
func TestFollowupKeyTTLAndCompression(t *testing.T) {
	db := MustOpenDB(t)
	ctx := context.Background()
	s := db.Followups("acme")
	e := followup.Entry{Query: "Show me Q4 sales", Results: []byte(`[` + repeat(`{"region":"EMEA","total":1},`, 500) + `{"region":"x","total":2}]`), Adapter: "sales_intent"}
	if err := s.Put(ctx, "user123", "sales_intent", e, 90*time.Second); err != nil {
		t.Fatal(err)
	}
	c := rawClient(t, db.URL)
	key := db.Prefix + "acme:intent_result:user123:sales_intent"
	if got := s.Key("user123", "sales_intent"); got != key {
		t.Fatalf("key %q, want %q", got, key)
	}
	ttl, err := c.PTTL(ctx, key).Result()
	if err != nil || ttl <= 0 || ttl > 90*time.Second {
		t.Fatalf("TTL %v err %v, want within (0, 90s]", ttl, err)
	}
	raw, err := c.Get(ctx, key).Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if len(raw) >= len(e.Results)/4 {
		t.Fatalf("stored %d bytes for %d bytes of results: not compressed", len(raw), len(e.Results))
	}
	if err := s.Put(ctx, "user123", "sales_intent", e, time.Hour); err != nil {
		t.Fatal(err)
	}
	if ttl, _ := c.PTTL(ctx, key).Result(); ttl <= 90*time.Second {
		t.Fatalf("TTL %v after a second Put, want reset to about an hour", ttl)
	}
	// A value cairn did not write reads as no entry.
	if err := c.Set(ctx, key, "not ours", time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := s.Get(ctx, "user123", "sales_intent"); ok || err != nil {
		t.Fatalf("foreign value: ok=%v err=%v", ok, err)
	}
}

func repeat(s string, n int) string {
	out := make([]byte, 0, len(s)*n)
	for i := 0; i < n; i++ {
		out = append(out, s...)
	}
	return string(out)
}

// A follow-up answered from the cache resets the key's TTL in Redis.
func TestFollowupHitResetsTTL(t *testing.T) {
	db := MustOpenDB(t)
	ctx := context.Background()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	cfg := followup.DefaultConfig()
	cfg.Verbose = false
	s := db.Followups("t")
	c := &followup.Cache{Store: s, Embedder: emb, Config: cfg}
	d, err := c.Decide(ctx, "sess", "reports", "Show me Q4 sales by region", followup.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Save(ctx, "sess", "reports", "Show me Q4 sales by region", followup.Result{Rows: []byte(`[{"region":"EMEA"}]`), Columns: []string{"region"}}, &d); err != nil {
		t.Fatal(err)
	}
	rc := rawClient(t, db.URL)
	key := s.Key("sess", "reports")
	if err := rc.Expire(ctx, key, 10*time.Second).Err(); err != nil { // as if 29m50s had passed
		t.Fatal(err)
	}
	if d, err := c.Decide(ctx, "sess", "reports", "What about EMEA?", followup.Options{}); err != nil || d.Outcome != followup.OutcomeHit {
		t.Fatalf("follow-up: %+v %v", d, err)
	}
	if ttl, err := rc.PTTL(ctx, key).Result(); err != nil || ttl < cfg.TTL-time.Minute {
		t.Fatalf("TTL after a hit: %v (%v), want about %v", ttl, err, cfg.TTL)
	}
}
