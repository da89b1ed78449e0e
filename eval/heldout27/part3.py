"""heldout27 part 3: the Go matchmaking service on GKE, Redis leaderboards and the Postgres
player-economy database (h27-031 .. h27-045)."""

WHOLE = None


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {
        "id": id, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


SCENARIOS = [
    # ------------------------------------------------------------------ 031
    S("h27-031", "mm-grpc-port", "literal", "code_block", "lookalike",
      teach={
          "query": "How do I list the gRPC services exposed by mm-queue from a debug pod in the cluster?",
          "output": (
              "mm-queue has server reflection enabled, so grpcurl works without the protos:\n\n"
              "```sh\n"
              "grpcurl -plaintext mm-queue.matchmaking.svc.cluster.local:9090 list\n"
              "```\n\n"
              "You should see `lf.matchmaking.v2.TicketService` and the standard health service."),
          "message": "grpc on mm-queue is 7350. 9090 is where the pod exposes its Prometheus metrics.",
          "gold_wrong": "mm-queue.matchmaking.svc.cluster.local:9090",
          "gold_right": "mm-queue.matchmaking.svc.cluster.local:7350",
      },
      repeat={
          "query": "Write a tiny Go client that creates a ticket against mm-queue from inside the cluster, for a load test.",
          "output": (
              "```go\n"
              "conn, err := grpc.NewClient(\n"
              "    \"mm-queue.matchmaking.svc.cluster.local:9090\",\n"
              "    grpc.WithTransportCredentials(insecure.NewCredentials()),\n"
              ")\n"
              "if err != nil {\n"
              "    log.Fatal(err)\n"
              "}\n"
              "defer conn.Close()\n\n"
              "client := mmv2.NewTicketServiceClient(conn)\n"
              "_, err = client.CreateTicket(ctx, &mmv2.CreateTicketRequest{PlayerId: \"load-0001\", Mode: \"ranked_3v3\"})\n"
              "```"),
          "expect_contains": ["mm-queue.matchmaking.svc.cluster.local:7350"],
          "expect_absent": ["mm-queue.matchmaking.svc.cluster.local:9090"],
      },
      control={
          "query": "I want to look at mm-queue's raw metrics from my laptop. How?",
          "output": (
              "Port-forward the metrics port and curl it:\n\n"
              "```sh\n"
              "kubectl -n matchmaking port-forward deploy/mm-queue 9090:9090\n"
              "curl -s localhost:9090/metrics | grep '^lf_mm_'\n"
              "```"),
      },
      fix=[(":9090", ":7350")],
      holds="port-forward deploy/mm-queue 9090:9090",
      look="9090"),

    # ------------------------------------------------------------------ 032
    S("h27-032", "go-errors-is-redis-nil", "paraphrase", "renamed_identifier", "same_topic",
      teach={
          "query": "In the leaderboard service, fetch a player's season score from Redis and return 0 if they have none.",
          "output": (
              "```go\n"
              "func (s *Store) SeasonScore(ctx context.Context, season int, playerID string) (float64, error) {\n"
              "    score, err := s.rdb.ZScore(ctx, seasonKey(season), playerID).Result()\n"
              "    if err == redis.Nil {\n"
              "        return 0, nil\n"
              "    }\n"
              "    return score, err\n"
              "}\n"
              "```"),
          "message": "We compare sentinel errors with errors.Is, errorlint is on in golangci and fails CI on ==.",
          "gold_wrong": "if err == redis.Nil {",
          "gold_right": "if errors.Is(err, redis.Nil) {",
      },
      repeat={
          "query": "Same store: read a player's cached rank. A missing key means unranked, return -1.",
          "output": (
              "```go\n"
              "func (s *Store) CachedRank(ctx context.Context, playerID string) (int64, error) {\n"
              "    rank, getErr := s.rdb.Get(ctx, \"lb:rankcache:\"+playerID).Int64()\n"
              "    if getErr == redis.Nil {\n"
              "        return -1, nil\n"
              "    }\n"
              "    return rank, getErr\n"
              "}\n"
              "```"),
          "expect_contains": ["errors.Is(getErr, redis.Nil)"],
          "expect_absent": [r"re:== redis\.Nil"],
      },
      control={
          "query": "Add a player's score to the season leaderboard, but only if it beats their current best.",
          "output": (
              "```go\n"
              "err := s.rdb.ZAddArgs(ctx, seasonKey(season), redis.ZAddArgs{\n"
              "    GT:      true,\n"
              "    Members: []redis.Z{{Score: score, Member: playerID}},\n"
              "}).Err()\n"
              "```\n\n"
              "`GT` only updates an existing member when the new score is greater, and still adds new "
              "members (Redis 6.2 and later)."),
      },
      fix=[("getErr == redis.Nil", "errors.Is(getErr, redis.Nil)")]),

    # ------------------------------------------------------------------ 033
    S("h27-033", "pg-ledger-clock-timestamp", "literal", "casing", "unrelated",
      teach={
          "query": "Write the INSERT for a gem grant into wallet_ledger; it runs inside the batch grant transaction.",
          "output": (
              "```sql\n"
              "INSERT INTO wallet_ledger (player_id, currency, delta, reason, created_at)\n"
              "VALUES ($1, 'gems', $2, 'festival_grant', NOW());\n"
              "```"),
          "message": ("ledger rows take clock_timestamp(). the other one is frozen at transaction start and the "
                      "batch grant runs 20+ minutes, so every row would get the same timestamp"),
          "gold_wrong": "NOW()",
          "gold_right": "clock_timestamp()",
      },
      repeat={
          "query": "Refund insert for wallet_ledger, also part of a long-running batch job.",
          "output": (
              "```sql\n"
              "insert into wallet_ledger (player_id, currency, delta, reason, created_at)\n"
              "values ($1, $2, $3, 'refund', now())\n"
              "returning ledger_id;\n"
              "```"),
          "expect_contains": ["clock_timestamp()"],
          "expect_absent": [r"re:(?i)(?<![.\w])now\(\)"],
      },
      control={
          "query": "How do I check which machine type the GKE node pool for matchmaking uses?",
          "output": (
              "```sh\n"
              "gcloud container node-pools describe mm-pool \\\n"
              "  --cluster lf-live-mm --location europe-west4 \\\n"
              "  --format='value(config.machineType)'\n"
              "```"),
      },
      fix=[("now()", "clock_timestamp()")]),

    # ------------------------------------------------------------------ 034
    S("h27-034", "redis-tie-order", "semantic", "prose_claim", "same_topic",
      teach={
          "query": "Two players finish the season on exactly 18,400 trophies. Who ranks higher on the leaderboard?",
          "output": (
              "The one who reached 18,400 first. Redis keeps insertion order for equal scores in a sorted set, "
              "so whoever's ZADD landed earlier ranks above the other in ZREVRANGE."),
          "message": ("That's not how sorted sets work: members with equal scores are ordered lexicographically by "
                      "member, so it depends on the player id, not on time. It's why we fold the timestamp into "
                      "the score's decimals."),
          "gold_wrong": "Redis keeps insertion order for equal scores in a sorted set",
          "gold_right": "equal scores are ordered lexicographically by member",
      },
      repeat={
          "query": "For the season recap, explain to the community team how ties on the trophy leaderboard are broken.",
          "output": (
              "Ties go to whoever got there first: Redis remembers the order in which players reached a score, "
              "so the earlier ZADD ranks higher when scores are equal."),
          "expect_contains": [r"re:(?i)lexicograph"],
          "expect_absent": [r"re:(?i)(remembers the order|got there first|earlier ZADD ranks higher)"],
      },
      control={
          "query": "Does ZREVRANK give 1-based ranks? The UI shows #1 for the top player.",
          "output": (
              "No, ZREVRANK is 0-based: the top player gets 0, so the UI should show rank + 1. For a player who "
              "isn't on the board it returns nil, which go-redis surfaces as `redis.Nil`."),
      },
      fix=[(WHOLE,
            "Ties are broken by the score itself: we fold the moment the player reached it into the decimals, "
            "so an earlier finish scores slightly higher. Without that, Redis would order equal scores "
            "lexicographically by player id, which looks arbitrary to players.")]),

    # ------------------------------------------------------------------ 035
    S("h27-035", "gke-region", "literal", "other_identifier", "already_correct",
      teach={
          "query": "How do I get kubectl credentials for the live matchmaking cluster?",
          "output": (
              "```sh\n"
              "gcloud container clusters get-credentials lf-live-mm --region europe-west1 --project lf-live\n"
              "```\n\n"
              "That adds a `gke_lf-live_europe-west1_lf-live-mm` context to your kubeconfig."),
          "message": "Thanks, though the cluster is in europe-west4 (Eemshaven), not west1.",
          "gold_wrong": "europe-west1",
          "gold_right": "europe-west4",
      },
      repeat={
          "query": "Which region goes in the Terraform google provider for the matchmaking infra?",
          "output": (
              "Set `region = \"europe-west1\"` in the provider block next to `project = \"lf-live\"`; the GKE "
              "cluster and its node pools inherit it, and the Artifact Registry repo lives in the same region."),
          "expect_contains": ["region = \"europe-west4\""],
          "expect_absent": ["europe-west1"],
      },
      control={
          "query": "What's the kube context name for the live matchmaking cluster? I'm writing a kubectx alias.",
          "output": (
              "It's `gke_lf-live_europe-west4_lf-live-mm`. Alias it with:\n\n"
              "```sh\n"
              "kubectx mm-live=gke_lf-live_europe-west4_lf-live-mm\n"
              "```"),
      },
      fix=[("europe-west1", "europe-west4")],
      holds="kubectx mm-live=gke_lf-live_europe-west4_lf-live-mm"),

    # ------------------------------------------------------------------ 036
    S("h27-036", "go-redis-ttl-duration", "paraphrase", "reordered_args", "unrelated",
      teach={
          "query": "Take a per-ticket lock in Redis so two matchmaker replicas don't both process the same ticket. The lock should last 5 minutes.",
          "output": (
              "```go\n"
              "res, err := s.rdb.SetArgs(ctx, \"mm:lock:\"+ticketID, s.replicaID, redis.SetArgs{\n"
              "    Mode: \"NX\",\n"
              "    TTL:  300,\n"
              "}).Result()\n"
              "```\n\n"
              "`redis.Nil` as the error means another replica already holds the lock."),
          "message": "TTL is a time.Duration, so 300 there is 300 nanoseconds. 5 * time.Minute.",
          "gold_wrong": "TTL:  300,",
          "gold_right": "TTL:  5 * time.Minute,",
      },
      repeat={
          "query": "Also a short lease for the party-merge step, about 30 seconds.",
          "output": (
              "```go\n"
              "res, err := s.rdb.SetArgs(ctx, \"mm:partymerge:\"+partyID, s.replicaID, redis.SetArgs{TTL: 30, Mode: \"NX\"}).Result()\n"
              "if errors.Is(err, redis.Nil) {\n"
              "    return ErrMergeInProgress\n"
              "}\n"
              "```"),
          "expect_contains": ["TTL: 30 * time.Second"],
          "expect_absent": [r"re:TTL: 30[,}]"],
      },
      control={
          "query": "How do I follow the logs of all mm-queue pods at once?",
          "output": (
              "```sh\n"
              "kubectl -n matchmaking logs -l app=mm-queue -f --prefix --max-log-requests=20\n"
              "```\n\n"
              "`--prefix` puts the pod name in front of every line so you can tell the replicas apart."),
      },
      fix=[("TTL: 30,", "TTL: 30 * time.Second,")]),

    # ------------------------------------------------------------------ 037
    S("h27-037", "lb-redis-port", "literal", "reworded", "same_topic",
      teach={
          "query": "What's the connection string for the leaderboard Redis in live? I'm adding it to the season-reset job's config.",
          "output": (
              "Use `redis://lb-redis.live.lf.internal:6379/0`. It's the Redis 7.2 StatefulSet behind the "
              "internal load balancer, with AUTH on, so the job also needs `LB_REDIS_AUTH` from Secret Manager "
              "(`lb-redis-auth-live`)."),
          "message": "Leaderboard Redis isn't on the default port, it listens on 6390.",
          "gold_wrong": "lb-redis.live.lf.internal:6379",
          "gold_right": "lb-redis.live.lf.internal:6390",
      },
      repeat={
          "query": "The season-reset job times out connecting to Redis. Which host and port should it be trying?",
          "output": (
              "It should be dialing lb-redis.live.lf.internal:6379 (database 0). A timeout rather than "
              "'connection refused' usually means the job's pod isn't allowed through the `lb-redis` "
              "NetworkPolicy, so check that the job template has the `lb-client: \"true\"` label."),
          "expect_contains": ["lb-redis.live.lf.internal:6390"],
          "expect_absent": ["lb-redis.live.lf.internal:6379"],
      },
      control={
          "query": "What eviction policy does the leaderboard Redis run with?",
          "output": (
              "`noeviction`. Leaderboards must never silently lose members, so writes fail with OOM errors "
              "instead, and the `LbRedisMemoryHigh` alert fires at 80% of maxmemory (12 GB)."),
      },
      fix=[(":6379", ":6390")]),

    # ------------------------------------------------------------------ 038
    S("h27-038", "pg-money-numeric", "paraphrase", "equivalent_construct", "lookalike",
      teach={
          "query": "Add a USD price column to store_offers for the new regional pricing.",
          "output": (
              "```sql\n"
              "ALTER TABLE store_offers\n"
              "    ADD COLUMN price_usd real NOT NULL DEFAULT 0;\n"
              "```\n\n"
              "Backfill it from `price_tiers` in a separate migration."),
          "message": "No floats for money in the economy schema. numeric(12,2), like every other price column",
          "gold_wrong": "price_usd real",
          "gold_right": "price_usd numeric(12,2)",
      },
      repeat={
          "query": "And a refund amount on purchase_refunds, in the purchase currency.",
          "output": (
              "```sql\n"
              "ALTER TABLE purchase_refunds\n"
              "    ADD COLUMN refund_amount double precision,\n"
              "    ADD COLUMN refund_currency char(3);\n"
              "```"),
          "expect_contains": ["refund_amount numeric(12,2)"],
          "expect_absent": ["refund_amount double precision"],
      },
      control={
          "query": "Add a drop-weight column to loot_table_entries for the weighted random roll.",
          "output": (
              "```sql\n"
              "ALTER TABLE loot_table_entries\n"
              "    ADD COLUMN drop_weight double precision NOT NULL DEFAULT 1.0\n"
              "        CHECK (drop_weight > 0);\n"
              "```\n\n"
              "A float is fine here: weights are only compared and normalised, never summed into a balance."),
      },
      fix=[("refund_amount double precision", "refund_amount numeric(12,2)")],
      holds="drop_weight double precision NOT NULL",
      look="double precision"),

    # ------------------------------------------------------------------ 039
    S("h27-039", "pg-add-column-default", "semantic", "reworded", "already_correct",
      teach={
          "query": "I need a `source` column with default 'iap' on wallet_ledger (about 80M rows). Can this go in the normal migration?",
          "output": (
              "Not as a single statement: `ALTER TABLE wallet_ledger ADD COLUMN source text NOT NULL DEFAULT "
              "'iap'` rewrites the whole table and holds an ACCESS EXCLUSIVE lock while it does, which on 80M "
              "rows means minutes of blocked purchases. Add the column nullable, backfill in batches of 50k, "
              "then set the default and NOT NULL."),
          "message": ("we're on postgres 15. since 11, adding a column with a constant default doesn't rewrite "
                      "anything, it's metadata only. one statement in the normal migration is fine"),
          "gold_wrong": "rewrites the whole table",
          "gold_right": "is a metadata-only change since PostgreSQL 11",
      },
      repeat={
          "query": "Adding `reason_code smallint NOT NULL DEFAULT 0` to player_inventory (120M rows). Is a plain migration OK?",
          "output": (
              "Not on a table that size: with a DEFAULT, Postgres has to write the new value into every "
              "existing row, so the ALTER takes an exclusive lock for the duration of a full table rewrite. "
              "Do it in three steps instead: add the column without the default, backfill in batches, then "
              "add the default and the NOT NULL constraint."),
          "expect_contains": [r"re:(?i)metadata"],
          "expect_absent": [r"re:(?i)(write the new value into every existing row|full table rewrite)"],
      },
      control={
          "query": "Why did the migration that added `region text DEFAULT 'eu'` to players finish in 40 ms?",
          "output": (
              "Because it never touched the rows: since PostgreSQL 11, adding a column with a constant default "
              "is metadata-only. The default is stored once in pg_attribute (`attmissingval`) and returned for "
              "every pre-existing row, so nothing is rewritten."),
      },
      fix=[(WHOLE,
            "Yes. On PostgreSQL 15, adding a column with a constant default is a metadata-only change: existing "
            "rows aren't touched, the default is kept in the catalog and returned for old rows. The ALTER still "
            "needs a brief ACCESS EXCLUSIVE lock, so run it with a short `lock_timeout` (we use 5s) so it "
            "doesn't queue behind long transactions.")],
      holds="adding a column with a constant default is metadata-only",
      right=[r"re:(?i)metadata"]),

    # ------------------------------------------------------------------ 040
    S("h27-040", "redis-zrevrange-top10", "literal", "reordered_args", "lookalike",
      teach={
          "query": "Quick redis-cli command to see the top 10 of season 42's global leaderboard with scores?",
          "output": (
              "```sh\n"
              "redis-cli -h lb-redis.live.lf.internal -p 6390 --user lb-readonly --askpass \\\n"
              "  ZRANGE lb:s42:global 0 9 WITHSCORES\n"
              "```\n\n"
              "Scores come back interleaved with the player ids."),
          "message": "ZREVRANGE. That one's ascending, so it gives you the bottom ten.",
          "gold_wrong": "ZRANGE lb:s42:global 0 9 WITHSCORES",
          "gold_right": "ZREVRANGE lb:s42:global 0 9 WITHSCORES",
      },
      repeat={
          "query": "Support wants to check whether a streamer really is in the season 42 top ten. What do I run?",
          "output": (
              "```sh\n"
              "redis-cli --askpass --user lb-readonly -p 6390 -h lb-redis.live.lf.internal \\\n"
              "  ZRANGE lb:s42:global 0 9 WITHSCORES\n"
              "```\n\n"
              "Then look for the streamer's player id in the output."),
          "expect_contains": ["ZREVRANGE lb:s42:global 0 9 WITHSCORES"],
          "expect_absent": [r"re:\bZRANGE lb:s42:global"],
      },
      control={
          "query": "And the time-trial board for season 42, where the fastest lap wins? Top 10 please.",
          "output": (
              "Time trials store the lap time in milliseconds as the score, so lowest is best and plain "
              "ascending order is what you want:\n\n"
              "```sh\n"
              "redis-cli -h lb-redis.live.lf.internal -p 6390 --user lb-readonly --askpass \\\n"
              "  ZRANGE lb:s42:timetrial 0 9 WITHSCORES\n"
              "```"),
      },
      fix=[("ZRANGE lb:s42:global", "ZREVRANGE lb:s42:global")],
      holds="ZRANGE lb:s42:timetrial 0 9 WITHSCORES",
      look="ZRANGE"),

    # ------------------------------------------------------------------ 041
    S("h27-041", "pg-wallet-debit-guard", "paraphrase", "renamed_identifier", "already_correct",
      teach={
          "query": "Debit gems from a player's wallet when they buy a chest. Postgres through pgx.",
          "output": (
              "```go\n"
              "const debitGems = `UPDATE player_wallets SET gems = gems - $1 WHERE player_id = $2 RETURNING gems`\n\n"
              "var remaining int64\n"
              "err := tx.QueryRow(ctx, debitGems, price, playerID).Scan(&remaining)\n"
              "```"),
          "message": ("this lets the balance go negative. we always guard debits in the WHERE (AND gems >= $1) and "
                      "treat no row as insufficient funds"),
          "gold_wrong": "WHERE player_id = $2 RETURNING gems",
          "gold_right": "WHERE player_id = $2 AND gems >= $1 RETURNING gems",
      },
      repeat={
          "query": "Same for coins when a player rerolls a daily quest.",
          "output": (
              "```go\n"
              "const debitCoins = `UPDATE player_wallets SET coins = coins - $1 WHERE player_id = $2 RETURNING coins`\n\n"
              "var left int64\n"
              "if err := tx.QueryRow(ctx, debitCoins, rerollCost, playerID).Scan(&left); err != nil {\n"
              "    return fmt.Errorf(\"debit coins: %w\", err)\n"
              "}\n"
              "```"),
          "expect_contains": ["AND coins >= $1"],
          "expect_absent": ["WHERE player_id = $2 RETURNING coins"],
      },
      control={
          "query": "Spend festival tokens (column festival_tokens) when a player buys a pier cosmetic.",
          "output": (
              "```go\n"
              "const debitTokens = `UPDATE player_wallets SET festival_tokens = festival_tokens - $1 WHERE player_id = $2 AND festival_tokens >= $1 RETURNING festival_tokens`\n\n"
              "var left int64\n"
              "err := tx.QueryRow(ctx, debitTokens, cost, playerID).Scan(&left)\n"
              "if errors.Is(err, pgx.ErrNoRows) {\n"
              "    return ErrInsufficientFunds\n"
              "}\n"
              "```"),
      },
      fix=[("WHERE player_id = $2 RETURNING coins", "WHERE player_id = $2 AND coins >= $1 RETURNING coins")],
      holds="AND festival_tokens >= $1 RETURNING festival_tokens",
      right=["AND festival_tokens >= $1"]),

    # ------------------------------------------------------------------ 042
    S("h27-042", "artifact-registry-image", "literal", "code_block", "unrelated",
      teach={
          "query": "Where does CI push the mm-queue image? I need the path for the kustomize overlay.",
          "output": (
              "CI pushes `gcr.io/lf-live/mm-queue:<git-sha>` on every merge to main, plus a semver tag on "
              "releases. Pin the digest in the overlay rather than the tag."),
          "message": ("Images are in Artifact Registry now: europe-west4-docker.pkg.dev/lf-live/mm/mm-queue. "
                      "Container Registry was shut down for us in the spring."),
          "gold_wrong": "gcr.io/lf-live/mm-queue",
          "gold_right": "europe-west4-docker.pkg.dev/lf-live/mm/mm-queue",
      },
      repeat={
          "query": "Write the images block of the live kustomization for mm-queue release 2.18.3.",
          "output": (
              "```yaml\n"
              "images:\n"
              "  - name: mm-queue\n"
              "    newName: gcr.io/lf-live/mm-queue\n"
              "    newTag: \"2.18.3\"\n"
              "```"),
          "expect_contains": ["newName: europe-west4-docker.pkg.dev/lf-live/mm/mm-queue"],
          "expect_absent": ["gcr.io/lf-live/mm-queue"],
      },
      control={
          "query": "How do I quickly read one key of a Kubernetes secret in plain text?",
          "output": (
              "```sh\n"
              "kubectl -n matchmaking get secret mm-queue-env \\\n"
              "  -o jsonpath='{.data.REDIS_AUTH}' | base64 -d; echo\n"
              "```\n\n"
              "Don't paste the output into Slack; use the 1Password share if someone else needs it."),
      },
      fix=[("gcr.io/lf-live/mm-queue", "europe-west4-docker.pkg.dev/lf-live/mm/mm-queue")]),

    # ------------------------------------------------------------------ 043
    S("h27-043", "k8s-readiness-no-restart", "semantic", "prose_claim", "lookalike",
      teach={
          "query": "mm-queue pods restarted a bunch of times during last night's Redis blip. Why would a Redis outage restart them?",
          "output": (
              "Because the readiness probe checks Redis: after three failed readiness checks the kubelet "
              "restarts the mm-queue container, so every Redis blip turns into a round of restarts. Make the "
              "readiness check more tolerant (a higher failureThreshold) to ride out short blips."),
          "message": ("Readiness failures never restart a container, they only take the pod out of the Service "
                      "endpoints. If they restarted, it's the liveness probe, and ours also pings Redis, which is "
                      "the real bug."),
          "gold_wrong": "after three failed readiness checks the kubelet restarts the mm-queue container",
          "gold_right": "failed readiness checks only take the pod out of the Service endpoints; restarts come from the liveness probe",
      },
      repeat={
          "query": "Explain to the new SRE what happens to an mm-queue pod whose readiness probe keeps failing.",
          "output": (
              "Once the readiness probe has failed `failureThreshold` times in a row, Kubernetes kills the "
              "container and starts a fresh one, the same as it would after a crash. That's why the pod's "
              "RESTARTS column goes up while Redis is unreachable."),
          "expect_contains": [r"re:(?i)endpoints"],
          "expect_absent": [r"re:(?i)kills the\s+container and starts a fresh one"],
      },
      control={
          "query": "What does the liveness probe on mm-queue actually do if the gRPC health check hangs?",
          "output": (
              "After three failed liveness checks (periodSeconds 10, timeoutSeconds 2) the kubelet restarts "
              "the mm-queue container; the pod stays on the same node and its RESTARTS count goes up by one. "
              "That's why the liveness check must only cover the process itself, not Redis or Postgres."),
      },
      fix=[(WHOLE,
            "Nothing gets restarted: once the readiness probe has failed `failureThreshold` times in a row, the "
            "pod is marked NotReady and removed from the Service endpoints, so it gets no traffic until the probe "
            "passes again. Restarts only come from the liveness probe, which is why ours shouldn't depend on "
            "Redis.")],
      holds="the kubelet restarts the mm-queue container; the pod stays on the same node",
      look="the kubelet restarts the mm-queue container"),

    # ------------------------------------------------------------------ 044
    S("h27-044", "pg-to-char-hh24", "literal", "casing", "same_topic",
      teach={
          "query": "For the ops sheet, format the purchase timestamps as date plus hour and minute, in SQL.",
          "output": (
              "```sql\n"
              "SELECT purchase_id,\n"
              "       to_char(purchased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH:MI') AS purchased_utc\n"
              "FROM purchases\n"
              "WHERE purchased_at >= current_date - 1;\n"
              "```"),
          "message": "HH is the 12-hour clock in to_char, so 14:05 comes out as 02:05. Needs HH24.",
          "gold_wrong": "HH:MI",
          "gold_right": "HH24:MI",
      },
      repeat={
          "query": "Add a readable UTC time column to the refund export query.",
          "output": (
              "```sql\n"
              "select refund_id,\n"
              "       to_char(refunded_at at time zone 'utc', 'yyyy-mm-dd hh:mi') as refunded_utc\n"
              "from purchase_refunds\n"
              "where refunded_at >= current_date - 7;\n"
              "```"),
          "expect_contains": [r"re:(?i)hh24:mi"],
          "expect_absent": [r"re:(?i)'yyyy-mm-dd hh:mi'"],
      },
      control={
          "query": "How do I get the ISO week of a purchase for the weekly economy report?",
          "output": (
              "```sql\n"
              "to_char(purchased_at AT TIME ZONE 'UTC', 'IYYY-\"W\"IW') AS iso_week\n"
              "```\n\n"
              "That gives e.g. `2024-W27`. Use `IYYY` together with `IW` so the year matches the ISO week "
              "around New Year."),
      },
      fix=[("hh:mi", "hh24:mi")]),

    # ------------------------------------------------------------------ 045
    S("h27-045", "go-sigterm-shutdown", "paraphrase", "equivalent_construct", "unrelated",
      teach={
          "query": "mm-queue should drain tickets gracefully when its pod is deleted. Set up the signal handling in main.",
          "output": (
              "```go\n"
              "ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)\n"
              "defer stop()\n\n"
              "go srv.Serve(lis)\n"
              "<-ctx.Done()\n\n"
              "shutdownCtx, cancel := context.WithTimeout(context.Background(), 25*time.Second)\n"
              "defer cancel()\n"
              "queue.Drain(shutdownCtx)\n"
              "srv.GracefulStop()\n"
              "```"),
          "message": ("Kubernetes sends SIGTERM when it deletes the pod, and os.Interrupt is only SIGINT, so this "
                      "never drains in the cluster. Add syscall.SIGTERM."),
          "gold_wrong": "signal.NotifyContext(context.Background(), os.Interrupt)",
          "gold_right": "signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)",
      },
      repeat={
          "query": "The party service needs the same graceful shutdown, but it uses a plain channel rather than a context.",
          "output": (
              "```go\n"
              "stop := make(chan os.Signal, 1)\n"
              "signal.Notify(stop, syscall.SIGINT)\n\n"
              "<-stop\n"
              "log.Info(\"shutting down party service\")\n"
              "parties.FlushPending(context.Background())\n"
              "srv.GracefulStop()\n"
              "```"),
          "expect_contains": ["syscall.SIGTERM"],
          "expect_absent": [r"re:signal\.Notify\(stop, syscall\.SIGINT\)"],
      },
      control={
          "query": "How do I bump the Go toolchain for the matchmaker module to 1.22.5?",
          "output": (
              "```sh\n"
              "go get go@1.22.5 toolchain@go1.22.5\n"
              "go mod tidy\n"
              "```\n\n"
              "Then update the `golang:1.22.5` base image in the Dockerfile so CI and local builds match."),
      },
      fix=[("signal.Notify(stop, syscall.SIGINT)", "signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)")]),
]
