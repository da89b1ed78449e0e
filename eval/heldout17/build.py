#!/usr/bin/env python3
"""Build heldout17: 60 teach -> repeat -> control scenarios (standard library only).

Theme: one week of an e-commerce search and recommendations team ("Findability" at
Tindra, an online furniture and home shop): OpenSearch queries and mappings, Kafka
consumers, a Python feature pipeline (featureloom), a Go ranking service (rankd),
Redis caches, a GraphQL gateway (shopgraph), A/B test config (splitbox), CDN and
image resizing, Kubernetes deploys, Terraform on GCP, and a few team facts.

    python3 build.py

validates every scenario and only then writes scenarios.jsonl and README.md next to
this file. The build-only fields `fix` (how a correct system would repair the repeat
output, used only to prove that the repeat checks can pass) and `holds` (text the
control must keep) are not written.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "heldout17"
PREFIX = "h17"
TITLE = ("an e-commerce search and recommendations team's week: OpenSearch queries and "
         "mappings, Kafka consumers, a Python feature pipeline, a Go ranking service, Redis "
         "caches, a GraphQL gateway, A/B test config, CDN and image resizing, Kubernetes "
         "deploys, Terraform on GCP, and team facts")
HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

# exact targets (the loop README gives no ranges)
DIFFICULTY = {"literal": 27, "paraphrase": 21, "semantic": 12}
CONTROL = {"lookalike": 34, "same_topic": 15, "already_correct": 8, "unrelated": 3}
VARIATION = {"reworded": 14, "code_block": 18, "casing": 4, "identifier": 5,
             "renamed_identifier": 3, "reordered_args": 5, "equivalent_construct": 6,
             "prose_claim": 5}

SCENARIOS = []
WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, num), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds,
    })


# ---------------------------------------------------------------- 001
S(1, "catalog-os-port", "literal", "code_block", "lookalike",
  ("How do I check whether the catalog OpenSearch cluster is green from my laptop over the VPN?",
   r"""Hit the cluster health API with the reader credentials:

```sh
curl -s -u "$CATALOG_OS_USER:$CATALOG_OS_PASS" \
  "https://catalog-os.tindra.int:9200/_cluster/health?pretty"
```

`status` should be `green`; `yellow` usually means a replica is still relocating after a node restart.""",
   "9243 from outside. 9200 is node-local only.",
   "catalog-os.tindra.int:9200", "catalog-os.tindra.int:9243"),
  ("What should OPENSEARCH_URL be in featureloom's configmap for prod?",
   r"""```yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: featureloom-env
  namespace: findability
data:
  OPENSEARCH_URL: "https://catalog-os.tindra.int:9200"
  OPENSEARCH_INDEX: "products"
  OPENSEARCH_TIMEOUT_S: "10"
```
The credentials come from the `catalog-os-reader` secret, mounted as env vars in the Deployment.""",
   ["https://catalog-os.tindra.int:9243"], ["catalog-os.tindra.int:9200"]),
  ("I'm exec'd into one of the catalog-os data pods. How do I see that node's own stats?",
   r"""From inside the pod, the node's HTTP listener is on localhost:

```sh
curl -sk -u "$CATALOG_OS_USER:$CATALOG_OS_PASS" "https://localhost:9200/_nodes/_local/stats/jvm,fs?pretty"
```
Only the node you're on answers there; node-to-node transport traffic uses 9300."""),
  [("tindra.int:9200", "tindra.int:9243")], holds="localhost:9200")

# ---------------------------------------------------------------- 002
S(2, "os-raw-subfield", "paraphrase", "identifier", "lookalike",
  ("Give me an aggregation of the top 20 brands for the query 'sofa' on products.",
   r"""```json
GET products/_search
{
  "size": 0,
  "query": { "match": { "title": "sofa" } },
  "aggs": {
    "top_brands": { "terms": { "field": "brand.keyword", "size": 20 } }
  }
}
```
Each bucket's `doc_count` is the number of matching products for that brand.""",
   "there's no .keyword subfield in our mappings - the products template calls it .raw. so brand.raw",
   '"brand.keyword"', '"brand.raw"'),
  ("How do I build the colour facet for the lamps category page?",
   r"""```json
GET products/_search
{
  "size": 0,
  "query": { "term": { "category_path": "home/lighting/lamps" } },
  "aggs": {
    "colour": { "terms": { "field": "color.keyword", "size": 30, "order": { "_count": "desc" } } }
  }
}
```""",
   ['"color.raw"'], ["color.keyword"]),
  ("How do I find the most common zero-result queries of last week in the search-logs indices?",
   r"""The search logs go through the logging cluster's default dynamic mapping, so every string gets a `.keyword` subfield there:

```json
GET search-logs-*/_search
{
  "size": 0,
  "query": { "bool": { "filter": [
    { "term": { "hits": 0 } },
    { "range": { "@timestamp": { "gte": "now-7d/d" } } }
  ] } },
  "aggs": { "queries": { "terms": { "field": "query.keyword", "size": 50 } } }
}
```"""),
  [("color.keyword", "color.raw")], holds="query.keyword")

# ---------------------------------------------------------------- 003
S(3, "kafka-sasl-port", "literal", "code_block", "lookalike",
  ("Command to tail the catalog change topic for a minute to see what's flowing?",
   r"""```sh
kafka-console-consumer \
  --bootstrap-server kfk-1.tindra.int:9092 \
  --consumer.config ~/.kafka/find-readonly.properties \
  --topic catalog.product.changed.v3 \
  --property print.key=true \
  --timeout-ms 60000
```
`print.key=true` shows the SKU each change is keyed on.""",
   "Use 9094. The brokers only expose SASL_SSL there; 9092 is the inter-broker plaintext listener and the firewall drops it from laptops.",
   "kfk-1.tindra.int:9092", "kfk-1.tindra.int:9094"),
  ("Fill in the producer config for the featureloom backfill job.",
   r"""```python
producer_conf = {
    "bootstrap.servers": "kfk-1.tindra.int:9092,kfk-2.tindra.int:9092,kfk-3.tindra.int:9092",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "OAUTHBEARER",
    "oauth_cb": token_provider.get_token,
    "linger.ms": 50,
    "compression.type": "zstd",
}
```""",
   ["kfk-1.tindra.int:9094"], [":9092"]),
  ("How do I list topics on the local redpanda from the featureloom dev compose file?",
   r"""Inside the compose network the broker advertises itself as `redpanda:9092`; from your host it's mapped to `localhost:19092`:

```sh
rpk topic list --brokers localhost:19092
docker compose exec redpanda rpk topic list --brokers redpanda:9092
```
There's no SASL locally, so no credential flags."""),
  [(":9092", ":9094")], holds="redpanda:9092")

# ---------------------------------------------------------------- 004
S(4, "prod-deploy-via-argo", "semantic", "reworded", "same_topic",
  ("The rankd image for the new reranker is built (tag 2024.11.04-3). How do I roll it out to prod?",
   r"""Point the Deployment at the new tag and watch the rollout:

```sh
kubectl -n findability set image deploy/rankd rankd=europe-north1-docker.pkg.dev/tindra-find-prod/find/rankd:2024.11.04-3
kubectl -n findability rollout status deploy/rankd
```
The Deployment uses `maxUnavailable: 0`, so capacity stays up during the rollout.""",
   "we never touch prod with kubectl, argo cd would just revert it on the next sync. open a PR in find-deploy that bumps the tag in apps/rankd/prod/values.yaml and argo rolls it out after merge",
   "kubectl -n findability set image deploy/rankd",
   "open a PR in find-deploy bumping the image tag; Argo CD syncs it after merge"),
  ("featureloom's new config (batch size 800) is merged to main. What's the way to get it live in prod?",
   r"""Apply the updated ConfigMap and restart the deployment so the pods pick it up:

```sh
kubectl -n findability apply -f deploy/featureloom-configmap.yaml
kubectl -n findability rollout restart deploy/featureloom
```
The restart is rolling, so the consumer group rebalances once per pod.""",
   [r"re:(?i)find-deploy"], ["kubectl -n findability apply", "rollout restart"]),
  ("How can I see if Argo has finished syncing rankd in prod?",
   r"""```sh
argocd app get rankd-prod --refresh
argocd app wait rankd-prod --health --sync --timeout 600
```
`Sync Status: Synced` together with `Health Status: Healthy` means the new ReplicaSet is fully rolled out. The UI at argocd.tindra.int shows the same under *findability / rankd-prod*."""),
  [(WHOLE, "Open a PR in find-deploy that updates `apps/featureloom/prod/values.yaml` with the new batch size; once it merges, Argo CD syncs it and rolls the pods. Don't change prod by hand: Argo reverts manual edits on its next sync.")])

# ---------------------------------------------------------------- 005
S(5, "recs-ttl", "literal", "code_block", "lookalike",
  ("Write the function in featureloom that stores a visitor's homepage recs in Redis.",
   r"""```python
import json

def store_home_recs(r, visitor_id: str, skus: list[str]) -> None:
    key = f"rec:v2:{visitor_id}:home"
    r.set(key, json.dumps(skus), ex=86400)
```
The list is stored as a JSON array so rankd can decode it without knowing anything about Python.""",
   "recs keys get a 6 hour TTL (ex=21600), not a day. featureloom rewrites them every 4h and we want anything it skipped to drop out fast.",
   "ex=86400", "ex=21600"),
  ("Same thing for the PDP 'similar items' list, keyed per SKU.",
   r"""```python
def store_similar(r, sku: str, similar: list[str]) -> None:
    r.set(f"rec:v2:sim:{sku}", json.dumps(similar[:24]), ex=86400)
```
Only the first 24 are kept; the PDP carousel never shows more.""",
   ["ex=21600"], ["ex=86400"]),
  ("How long does the cart service keep a guest cart in its Redis? I need to match it in the abandoned-cart recs email.",
   r"""Checkout's cart cache keeps guest carts for 24 hours; in their code it's

```python
cart_redis.set(f"cart:guest:{session_id}", payload, ex=86400)
```
so schedule the recs email well inside that window, e.g. 20 hours after the last cart update."""),
  [("ex=86400", "ex=21600")], holds="ex=86400")

# ---------------------------------------------------------------- 006
S(6, "go121-no-range-int", "paraphrase", "renamed_identifier", "lookalike",
  ("In rankd, fill a slice with n placeholder candidates for the warm-up request.",
   r"""```go
func warmupCandidates(n int) []*rankv1.Candidate {
    out := make([]*rankv1.Candidate, 0, n)
    for i := range n {
        out = append(out, &rankv1.Candidate{Sku: fmt.Sprintf("WARMUP-%04d", i)})
    }
    return out
}
```""",
   "rankd's go.mod says go 1.21, range over an int is 1.22+ so that won't compile. Use the classic `for i := 0; i < n; i++`.",
   "for i := range n {", "for i := 0; i < n; i++ {"),
  ("Write a helper in rankd that returns positions 1..k as a slice for the position-bias table.",
   r"""```go
func positions(k int) []int {
    ps := make([]int, 0, k)
    for p := range k {
        ps = append(ps, p+1)
    }
    return ps
}
```""",
   [r"re:for \w+ := 0; \w+ < k; \w+\+\+"], [r"re:for \w+ := range k\b"]),
  ("Loop over the candidates in rankd and drop the ones that are out of stock.",
   r"""```go
func inStock(cands []*rankv1.Candidate) []*rankv1.Candidate {
    kept := cands[:0]
    for i := range cands {
        if cands[i].GetStock() > 0 {
            kept = append(kept, cands[i])
        }
    }
    return kept
}
```
Ranging over a slice works on every Go version. Filtering in place reuses the backing array, so don't keep using the original slice afterwards."""),
  [("for p := range k {", "for p := 0; p < k; p++ {")], holds="for i := range cands")

# ---------------------------------------------------------------- 007
S(7, "ab-bucketing-header", "literal", "casing", "lookalike",
  ("Which header should shopgraph forward to the search subgraph so the visitor lands in the right splitbox arm?",
   r"""Propagate it in the router config:

```yaml
headers:
  subgraphs:
    search:
      request:
        - propagate:
            named: "X-User-Id"
```
Splitbox hashes that header into an arm, so the search subgraph and rankd see the same assignment.""",
   "Experiments bucket on X-Visitor-Id. X-User-Id is only set when someone is logged in, so most traffic would fall into the default arm.",
   'named: "X-User-Id"', 'named: "X-Visitor-Id"'),
  ("rankd needs the experiment assignment too. How do I read the bucketing id from the incoming gRPC metadata?",
   r"""```go
func bucketingID(ctx context.Context) string {
    md, _ := metadata.FromIncomingContext(ctx)
    if v := md.Get("x-user-id"); len(v) > 0 {
        return v[0]
    }
    return ""
}
```
gRPC metadata keys are always lower-case, so use `x-user-id` here rather than the HTTP casing.""",
   [r"re:(?i)x-visitor-id"], [r"re:(?i)x-user-id"]),
  ("The wishlist resolver needs to know which customer is logged in. What does it get from the router?",
   r"""Wishlists belong to an account, so the wishlist subgraph reads `X-User-Id`, which the router sets from the verified session token:

```yaml
headers:
  subgraphs:
    wishlist:
      request:
        - propagate:
            named: "X-User-Id"
```
For guests the header is absent and the resolver returns `UNAUTHENTICATED`."""),
  [("x-user-id", "x-visitor-id")], holds="X-User-Id")

# ---------------------------------------------------------------- 008
S(8, "gcp-region", "literal", "code_block", "lookalike",
  ("Terraform for an Artifact Registry repo for the findability images.",
   r"""```hcl
resource "google_artifact_registry_repository" "find" {
  project       = "tindra-find-prod"
  location      = "europe-west1"
  repository_id = "find"
  format        = "DOCKER"
  description   = "Findability service images"
}
```""",
   "everything of ours runs in europe-north1. europe-west1 is only where the DR copies go",
   '"europe-west1"', '"europe-north1"'),
  ("How do I get kubectl credentials for the prod cluster?",
   r"""```sh
gcloud container clusters get-credentials find-prod-n1 \
  --project tindra-find-prod \
  --region europe-west1
kubectl config current-context
```""",
   ["--region europe-north1"], ["europe-west1"]),
  ("Write the Terraform for the bucket that holds the nightly OpenSearch snapshots for disaster recovery.",
   r"""```hcl
resource "google_storage_bucket" "os_snapshots_dr" {
  project                     = "tindra-find-prod"
  name                        = "tindra-find-os-snapshots-dr"
  location                    = "europe-west1"
  storage_class               = "NEARLINE"
  uniform_bucket_level_access = true

  lifecycle_rule {
    condition { age = 35 }
    action { type = "Delete" }
  }
}
```
The DR copy deliberately lives outside europe-north1, so a regional outage doesn't take the snapshots with it."""),
  [("europe-west1", "europe-north1")], holds='"europe-west1"')

# ---------------------------------------------------------------- 009
S(9, "tf-google-provider-pin", "paraphrase", "reordered_args", "lookalike",
  ("Set up the required_providers block for the new envs/prod/search-infra stack.",
   r"""```hcl
terraform {
  required_version = ">= 1.7"
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 4.84"
    }
  }
}
```""",
   "Could you pin google to ~> 5.30 instead? 4.x is banned in our stacks since the Q1 upgrade, the CI policy check fails on it.",
   'version = "~> 4.84"', 'version = "~> 5.30"'),
  ("I also need google-beta in that stack for the Memorystore maintenance policy. Add it.",
   r"""Add this next to `google` inside `required_providers`:

```hcl
    google-beta = {
      version = "~> 4.80"
      source  = "hashicorp/google-beta"
    }
```""",
   [r're:version\s*=\s*"~> 5\.30"'], ['"~> 4.']),
  ("The stack also generates rankd's mTLS keypair. Which provider entry do I add?",
   r"""Add the `tls` provider next to google:

```hcl
    tls = {
      source  = "hashicorp/tls"
      version = "~> 4.0"
    }
```
Then use `tls_private_key` with `algorithm = "ECDSA"` and `ecdsa_curve = "P256"`, and put the PEM in Secret Manager rather than in outputs."""),
  [('"~> 4.80"', '"~> 5.30"')], holds='version = "~> 4.0"')

# ---------------------------------------------------------------- 010
S(10, "os-write-alias", "literal", "code_block", "lookalike",
  ("Small script to index one test product so I can check the new synonym rules.",
   r"""```python
import os
from opensearchpy import OpenSearch

client = OpenSearch(hosts=[os.environ["OPENSEARCH_URL"]], http_auth=(user, password))
client.index(index="products_v7", id="SKU-99990", body=doc, refresh="wait_for")
```
`refresh="wait_for"` makes the document searchable before the call returns.""",
   "write through the products-write alias, not products_v7 directly. when the reindex job flips to v8 anything written to the concrete index is lost",
   'index="products_v7"', 'index="products-write"'),
  ("And the bulk version for loading the 2,000 fixture products?",
   r"""```python
from opensearchpy import helpers

actions = ({"_id": d["sku"], "_source": d} for d in fixtures)
ok, errors = helpers.bulk(client, actions, index="products_v7", chunk_size=500, raise_on_error=False)
print(ok, len(errors))
```""",
   ['index="products-write"'], ['index="products_v7"']),
  ("How do I see which concrete index the products alias points to right now?",
   r"""```sh
curl -s -u "$CATALOG_OS_USER:$CATALOG_OS_PASS" "https://catalog-os.tindra.int:9243/_alias/products?pretty"
```
Today that returns `products_v7` (the write alias `products-write` points at it too); after the next reindex both move to `products_v8`."""),
  [('index="products_v7"', 'index="products-write"')], holds="products_v7")

# ---------------------------------------------------------------- 011
S(11, "rankd-two-approvals", "semantic", "prose_claim", "already_correct",
  ("How many approvals does a rankd PR need before I can merge?",
   "One approval from anyone on Findability is enough; branch protection on `rankd` only requires a single review, and CI has to be green.",
   "it's two for rankd, and one of them has to be from CODEOWNERS (the ranking folks). it sits on the checkout critical path so they tightened it in september",
   "One approval from anyone on Findability is enough",
   "Two approvals, one of them from a CODEOWNER"),
  ("Ingrid approved my rankd change. Can I merge now?",
   "Yes, a single approval is all rankd's branch protection requires, so once CI is green you can merge.",
   [r"re:(?i)(two|2) approvals|second (approval|review)"], [r"re:^Yes", "a single approval is all"]),
  ("What's the review rule for rankd again? I'm writing the onboarding doc.",
   "rankd PRs need two approvals, at least one from a CODEOWNER of the changed path, plus green CI. Draft PRs don't notify the owners, so mark the PR ready for review when you want the reviews."),
  [(WHOLE, "Not yet: rankd needs two approvals, and one of them has to come from a CODEOWNER. Get a second review, then merge once CI is green.")],
  holds="two approvals")

# ---------------------------------------------------------------- 012
S(12, "kafka-group-id-convention", "literal", "code_block", "lookalike",
  ("Consumer config for featureloom reading the clickstream.",
   r"""```python
consumer = Consumer({
    "bootstrap.servers": BOOTSTRAP,
    "group.id": "featureloom-consumer",
    "enable.auto.commit": False,
    "auto.offset.reset": "latest",
    **sasl_conf,
})
consumer.subscribe(["shop.clickstream.v1"])
```
Offsets are committed by hand after each Redis pipeline flush.""",
   "Group ids have to be find.<service>.<env>, so find.featureloom.prod. The ACLs only allow groups under the find. prefix; anything else gets GROUP_AUTHORIZATION_FAILED.",
   '"group.id": "featureloom-consumer"', '"group.id": "find.featureloom.prod"'),
  ("The consumer got stuck on a poison message. How do I move its offset past it?",
   r"""```sh
kafka-consumer-groups --bootstrap-server kfk-1.tindra.int:9094 \
  --command-config ~/.kafka/find-admin.properties \
  --group featureloom-consumer \
  --topic shop.clickstream.v1:7 \
  --reset-offsets --shift-by 1 --execute
```
The group must have no active members while you reset, so scale the consumer to zero first.""",
   ["--group find.featureloom.prod"], ["--group featureloom-consumer"]),
  ("Which Deployment runs the featureloom Kafka consumer? I want its dashboards.",
   "It's the `featureloom-consumer` Deployment in the `findability` namespace (defined in find-deploy under `apps/featureloom/prod/consumer.yaml`). In Grafana, open *Findability / Workloads* and set `deployment=featureloom-consumer`; the consumer-lag panel next to it is keyed by the group id, not by the Deployment name."),
  [("--group featureloom-consumer", "--group find.featureloom.prod")], holds="featureloom-consumer")

# ---------------------------------------------------------------- 013
S(13, "redis-key-namespace", "paraphrase", "identifier", "lookalike",
  ("In rankd, build the Redis key for a visitor's cached ranking.",
   r"""```go
func rankingKey(visitorID, surface string) string {
    return fmt.Sprintf("recs:%s:%s", visitorID, surface)
}
```""",
   "we namespace everything in recs-cache under rec:v2: - the old recs: prefix is exactly what the v1 janitor deletes every night",
   '"recs:%s:%s"', '"rec:v2:%s:%s"'),
  ("featureloom side: what's the key for the 'recently viewed' strip per visitor?",
   r"""```python
def recently_viewed_key(visitor_id: str) -> str:
    return f"recs:{visitor_id}:recent"
```""",
   ['f"rec:v2:{visitor_id}:recent"'], ['f"recs:']),
  ("Where do I change the default cache TTL for rankd in the Helm values?",
   r"""```yaml
# apps/rankd/prod/values.yaml in find-deploy
recs:
  cacheTTL: 6h
  maxCandidates: 400
  fallbackSurface: popular
```
`recs.cacheTTL` is read at start-up, so the new value applies once the Argo sync has rolled the pods."""),
  [('f"recs:', 'f"rec:v2:')], holds="recs:")

# ---------------------------------------------------------------- 014
S(14, "py311-no-batched", "literal", "reworded", "lookalike",
  ("Split the SKU list into chunks of 500 for the OpenSearch mget calls in featureloom.",
   r"""```python
from itertools import batched

for chunk in batched(skus, 500):
    resp = client.mget(index="products", body={"ids": list(chunk)})
    found.extend(d["_source"] for d in resp["docs"] if d["found"])
```""",
   "featureloom is pinned to Python 3.11 and itertools.batched only landed in 3.12. We have featureloom.util.chunked for exactly this.",
   "from itertools import batched", "from featureloom.util import chunked"),
  ("What's the cleanest way to send the popularity scores to BigQuery in groups of 1,000 rows?",
   "Use `from itertools import batched`, then `for group in batched(rows, 1000): client.insert_rows_json(table, list(group))`. `batched` yields tuples, hence the `list()`.",
   ["chunked("], [r"re:\bbatched\(", "from itertools import batched"]),
  ("Does featureloom write the Redis recs one command at a time?",
   "No, the writes are batched: each partition's updates go through one `pipeline(transaction=False)` that is flushed every 500 keys, so a full refresh of 3M visitors is about 6,000 round trips instead of 3M."),
  [("Use `from itertools import batched`, then `for group in batched(rows, 1000):",
    "Use `from featureloom.util import chunked`, then `for group in chunked(rows, 1000):"),
   ("`batched` yields tuples", "`chunked` yields tuples")], holds="batched")

# ---------------------------------------------------------------- 015
S(15, "polars-group-by", "paraphrase", "renamed_identifier", "lookalike",
  ("Compute clicks per SKU from the clickstream dataframe in featureloom.",
   r"""```python
import polars as pl

clicks_per_sku = (
    events.filter(pl.col("event") == "product_click")
    .groupby("sku")
    .agg(pl.len().alias("clicks"))
)
```""",
   "polars 0.20 -> it's .group_by(). .groupby was deprecated in 0.19 and our pytest config turns DeprecationWarning into errors",
   '.groupby("sku")', '.group_by("sku")'),
  ("Now the number of distinct SKUs viewed per visitor, from the sessions frame.",
   r"""```python
views_per_visitor = (
    sessions.filter(pl.col("event") == "product_view")
    .groupby("visitor_id")
    .agg(pl.col("sku").n_unique().alias("distinct_skus"))
)
```""",
   ['.group_by("visitor_id")'], [".groupby("]),
  ("In the analysis notebook (pandas), how do I get the median basket size per country?",
   r"""```python
import pandas as pd

orders = pd.read_parquet("gs://tindra-find-analysis/orders_2024q3.parquet")
median_basket = orders.groupby("country")["items"].median().sort_values()
```
The notebooks use pandas, where `groupby` is the right method name."""),
  [(".groupby(", ".group_by(")], holds=".groupby(")

# ---------------------------------------------------------------- 016
S(16, "rankd-grpc-port", "literal", "code_block", "lookalike",
  ("How do I call rankd by hand to see the ranking for a test visitor?",
   r"""From the `netshoot` debug pod in `findability` (the service isn't reachable from outside the cluster):

```sh
grpcurl -plaintext -d '{"visitor_id":"v-test-42","surface":"home","limit":10}' \
  rankd.findability.svc:8080 tindra.ranking.v1.Ranker/Rank
```""",
   "gRPC is on 7070. 8080 is rankd's admin port (metrics, healthz, pprof), it'll just answer with an HTTP/1.1 error.",
   "rankd.findability.svc:8080", "rankd.findability.svc:7070"),
  ("shopgraph's search subgraph needs a gRPC client for rankd. Write the dial code.",
   r"""```go
conn, err := grpc.NewClient(
    "dns:///rankd.findability.svc:8080",
    grpc.WithTransportCredentials(insecure.NewCredentials()),
    grpc.WithDefaultServiceConfig(`{"loadBalancingPolicy":"round_robin"}`),
)
if err != nil {
    return nil, fmt.Errorf("dial rankd: %w", err)
}
ranker := rankingv1.NewRankerClient(conn)
```""",
   ["rankd.findability.svc:7070"], ["rankd.findability.svc:8080"]),
  ("How do I grab a heap profile from a rankd pod?",
   r"""```sh
kubectl -n findability port-forward deploy/rankd 8080:8080
go tool pprof -http=:6061 http://localhost:8080/debug/pprof/heap
```
pprof lives on the admin listener next to `/metrics` and `/healthz`, so forward that port rather than the gRPC one."""),
  [("rankd.findability.svc:8080", "rankd.findability.svc:7070")], holds="8080:8080")

# ---------------------------------------------------------------- 017
S(17, "recs-cache-eviction", "semantic", "prose_claim", "same_topic",
  ("rankd logged a burst of cache misses for visitors that featureloom wrote an hour ago. Does that mean the write failed?",
   "Very likely, yes. recs-cache is configured with `maxmemory-policy noeviction`, so Redis never drops keys on its own before their TTL; a key that's missing an hour after the write was never written. Check featureloom's pipeline errors for that window.",
   "not necessarily. recs-cache runs allkeys-lru, so under memory pressure it evicts. check evicted_keys in INFO stats before blaming featureloom",
   "recs-cache is configured with `maxmemory-policy noeviction`, so Redis never drops keys on its own before their TTL",
   "recs-cache runs `allkeys-lru`, so Redis evicts keys under memory pressure"),
  ("Can we treat a miss in recs-cache as proof that the key was never set?",
   "Yes. Because the instance uses noeviction, keys only disappear when their TTL expires or someone deletes them, so within the TTL window a miss means the write never happened.",
   [r"re:(?i)allkeys-lru|evict(s|ed|ion)"], [r"re:^Yes", r"re:(?i)uses noeviction"]),
  ("How do I check how full recs-cache is?",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem INFO memory | grep -E 'used_memory_human|maxmemory_human'
```
Memorystore also exports `redis.googleapis.com/stats/memory/usage_ratio`; the Findability dashboard alerts when it stays above 0.9 for 15 minutes."""),
  [(WHOLE, "No. recs-cache runs with `allkeys-lru`, so Redis evicts keys under memory pressure even inside their TTL, and a miss can simply be an eviction. Compare `evicted_keys` in `INFO stats` for that window before concluding the write failed.")])

# ---------------------------------------------------------------- 018
S(18, "bq-partition-column", "literal", "casing", "lookalike",
  ("BigQuery query for yesterday's product clicks per SKU.",
   r"""```sql
SELECT sku, COUNT(*) AS clicks
FROM `tindra-data-prod.events.clicks`
WHERE _PARTITIONTIME = TIMESTAMP(DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY))
GROUP BY sku
ORDER BY clicks DESC
```""",
   "events.clicks is partitioned on the event_date column, not by ingestion time, so there's no _PARTITIONTIME on it. Filter on event_date.",
   "WHERE _PARTITIONTIME = TIMESTAMP(DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY))",
   "WHERE event_date = DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)"),
  ("Clicks for the last 7 days by device type, same table.",
   r"""```sql
select device_type, count(*) as clicks
from `tindra-data-prod.events.clicks`
where _partitiontime >= timestamp(date_sub(current_date(), interval 7 day))
group by device_type
```""",
   ["event_date"], [r"re:(?i)_partitiontime"]),
  ("How many messages landed in the raw Pub/Sub export table today?",
   r"""```sql
SELECT COUNT(*) AS messages
FROM `tindra-data-prod.landing.pubsub_raw`
WHERE _PARTITIONTIME = TIMESTAMP(CURRENT_DATE())
```
The landing table is ingestion-time partitioned (the subscription writes straight into it), so `_PARTITIONTIME` is the right filter there."""),
  [("_partitiontime >= timestamp(date_sub(current_date(), interval 7 day))",
    "event_date >= date_sub(current_date(), interval 7 day)")], holds="_PARTITIONTIME")

# ---------------------------------------------------------------- 019
S(19, "fastly-io-width", "paraphrase", "identifier", "lookalike",
  ("What URL do I use for a 400px-wide thumbnail of a product image?",
   "Append the resize params to the image URL: `https://img.tindra.shop/p/SKU-10442/main.jpg?w=400&quality=80`. The CDN generates the variant on the first request and caches it.",
   "that's imgix syntax, we're on fastly IO - width is `width=`. `w=` gets ignored and you get the full 2400px original",
   "?w=400", "?width=400"),
  ("Write the srcset for the PLP product card, 320 and 640 wide.",
   r"""```html
<img
  src="https://img.tindra.shop/p/SKU-10442/main.jpg?w=320&quality=80"
  srcset="https://img.tindra.shop/p/SKU-10442/main.jpg?w=320&quality=80 320w,
          https://img.tindra.shop/p/SKU-10442/main.jpg?w=640&quality=80 640w"
  sizes="(min-width: 900px) 25vw, 50vw"
  alt="" loading="lazy">
```""",
   ["?width=320", "?width=640"], [r"re:\?w=\d"]),
  ("The editorial story page shows a 2400px hero from Sanity. How do I request a smaller one?",
   r"""Sanity's image pipeline has its own URL params, so for the editorial pages (stories.tindra.shop) ask for the width directly on the asset URL:

`https://cdn.sanity.io/images/t1ndra/production/4f2a9c0e-2400x1600.jpg?w=800&auto=format`

Those pages don't go through img.tindra.shop, so the Fastly IO params don't apply there."""),
  [("?w=", "?width=")], holds="?w=800")

# ---------------------------------------------------------------- 020
S(20, "opensearch-py-client", "literal", "code_block", "lookalike",
  ("Set up the search client in featureloom so it can read product docs.",
   r"""```python
import os
from elasticsearch import Elasticsearch

es = Elasticsearch(
    os.environ["OPENSEARCH_URL"],
    basic_auth=(os.environ["CATALOG_OS_USER"], os.environ["CATALOG_OS_PASS"]),
    request_timeout=10,
)
```""",
   "catalog-os is OpenSearch, please use opensearch-py (`from opensearchpy import OpenSearch`). The elasticsearch client does a product check and refuses to talk to it.",
   "from elasticsearch import Elasticsearch", "from opensearchpy import OpenSearch"),
  ("Write a quick script that counts products without an image.",
   r"""```python
import os
from elasticsearch import Elasticsearch

client = Elasticsearch(os.environ["OPENSEARCH_URL"], basic_auth=(os.environ["CATALOG_OS_USER"], os.environ["CATALOG_OS_PASS"]))
resp = client.count(index="products", body={"query": {"bool": {"must_not": {"exists": {"field": "image_url"}}}}})
print(resp["count"])
```""",
   ["from opensearchpy import OpenSearch"], ["from elasticsearch import"]),
  ("The search-logs shipper pushes to the logging cluster. What client does it use?",
   r"""The logging cluster is Elastic Cloud (logs.tindra.int, Elasticsearch 8.12), so the shipper uses the official client:

```python
from elasticsearch import Elasticsearch

logs = Elasticsearch(cloud_id=os.environ["LOGS_CLOUD_ID"], api_key=os.environ["LOGS_API_KEY"])
```
Keep it separate from the catalog-os client; the two clusters have different auth and different client libraries."""),
  [("from elasticsearch import Elasticsearch", "from opensearchpy import OpenSearch"),
   ("client = Elasticsearch(os.environ[\"OPENSEARCH_URL\"], basic_auth=",
    "client = OpenSearch(hosts=[os.environ[\"OPENSEARCH_URL\"]], http_auth=")],
  holds="from elasticsearch import Elasticsearch")

# ---------------------------------------------------------------- 021
S(21, "clickstream-offset-reset", "literal", "code_block", "lookalike",
  ("New consumer group for the 'trending now' feature off the clickstream, give me the config.",
   r"""```python
trending_conf = {
    **base_conf,
    "group.id": "find.trending.prod",
    "auto.offset.reset": "earliest",
    "enable.auto.commit": False,
    "max.poll.interval.ms": 300000,
}
```""",
   "for clickstream consumers use latest. earliest on a brand-new group replays the whole 7-day retention (~2 billion events) and the trending counts would be garbage anyway",
   '"auto.offset.reset": "earliest"', '"auto.offset.reset": "latest"'),
  ("Same for the session-abandonment detector, it also reads shop.clickstream.v1.",
   r"""```python
abandon_conf = {
    **base_conf,
    "group.id": "find.abandon-detector.prod",
    "auto.offset.reset": "earliest",
    "session.timeout.ms": 45000,
}
```""",
   ['"auto.offset.reset": "latest"'], ['"earliest"']),
  ("Config for the consumer that rebuilds the product lookup table from catalog.product.changed.v3 on start-up?",
   r"""```python
catalog_conf = {
    **base_conf,
    "group.id": "find.catalog-mirror.prod",
    "auto.offset.reset": "earliest",
    "enable.auto.commit": False,
}
```
That topic is compacted on the SKU, so reading a fresh group from the earliest offset gives you the current state of every product before you start serving."""),
  [('"auto.offset.reset": "earliest"', '"auto.offset.reset": "latest"')],
  holds='"auto.offset.reset": "earliest"')

# ---------------------------------------------------------------- 022
S(22, "graphql-relay-pagination", "paraphrase", "reordered_args", "lookalike",
  ("GraphQL query for page 3 of the search results for 'sofa', 24 per page.",
   r"""```graphql
query SearchPage {
  searchProducts(query: "sofa", limit: 24, offset: 48) {
    edges { node { sku title priceMinor } }
    pageInfo { endCursor hasNextPage }
  }
}
```""",
   "no limit/offset on shopgraph connections, those were dropped in schema v3. use first: 24 and after: with the endCursor from page 2",
   "limit: 24, offset: 48", "first: 24, after: $cursor"),
  ("And the second page of the lamps category listing?",
   r"""```graphql
query LampsPage {
  categoryProducts(offset: 24, slug: "lamps", limit: 24) {
    edges { node { sku title priceMinor } }
    pageInfo { endCursor hasNextPage }
  }
}
```""",
   [r"re:first: 24"], ["offset:", "limit:"]),
  ("How does the search subgraph ask OpenSearch for the right slice once it has decoded the cursor?",
   r"""The cursor just encodes a position, so the subgraph turns it into `from`/`size` on the OpenSearch request:

```json
{ "from": 48, "size": 24, "query": { "match": { "title": "sofa" } }, "track_total_hits": 10000 }
```
Offset paging is fine at that layer because `index.max_result_window` caps it at 10,000 anyway; only the public schema is cursor-based."""),
  [("query LampsPage {", "query LampsPage($cursor: String) {"),
   ('categoryProducts(offset: 24, slug: "lamps", limit: 24)', 'categoryProducts(slug: "lamps", first: 24, after: $cursor)')],
  holds='"from": 48')

# ---------------------------------------------------------------- 023
S(23, "graphql-sort-enum", "literal", "casing", "lookalike",
  ("Which sort value gives the default search ordering in searchProducts?",
   r"""Pass `sort: RELEVANCE`:

```graphql
searchProducts(query: $q, first: 24, sort: RELEVANCE) { ... }
```
It's also what you get when `sort` is omitted.""",
   "isn't it BEST_MATCH? I don't think ProductSort has a RELEVANCE value, the enum is BEST_MATCH / PRICE_ASC / PRICE_DESC / NEWEST",
   "sort: RELEVANCE", "sort: BEST_MATCH"),
  ("In the storefront React code, what do I pass as the default sort to the generated useSearchProductsQuery hook?",
   r"""```tsx
const { data } = useSearchProductsQuery({
  variables: { query, first: 24, sort: ProductSort.Relevance },
});
```
graphql-codegen turns enum values into PascalCase members, hence `Relevance`.""",
   ["ProductSort.BestMatch"], [r"re:(?i)relevance"]),
  ("Why does BEST_MATCH sometimes put a cheaper sofa above an exact title match?",
   "BEST_MATCH isn't pure text relevance: rankd re-scores the top 400 OpenSearch hits, mixing the BM25 relevance score with popularity and margin features, so a strong seller can overtake an exact title match. Set `explain: true` on the search subgraph in staging to see each feature's contribution."),
  [("ProductSort.Relevance", "ProductSort.BestMatch"), ("hence `Relevance`", "hence `BestMatch`")],
  holds="relevance")

# ---------------------------------------------------------------- 024
S(24, "peak-freeze-date", "semantic", "reworded", "same_topic",
  ("When does the peak-season code freeze start this year?",
   "The peak-season freeze starts on 25 November and runs through Cyber Monday; after that only approved hotfixes go to prod.",
   "It starts on 18 November this year. Marketing moved Black Week a week earlier, so the freeze moved with it.",
   "starts on 25 November", "starts on 18 November"),
  ("Can we still ship the new reranker weights on the 20th of November?",
   "Yes, the 20th is fine: the freeze only begins on 25 November, so you have until the 24th to get normal releases out.",
   [r"re:(?i)\b18(th)? nov|nov(ember)? 18"], [r"re:^Yes", "25 November"]),
  ("What counts as a hotfix during the freeze?",
   "A fix for a production incident or for a regression that hurts conversion, with the incident or Jira link in the PR. It needs sign-off from the on-call lead and the Findability EM in #find-releases before merging; feature flags may only be switched off, not on."),
  [(WHOLE, "No: the freeze begins on 18 November this year, so the 20th is already inside it. Either ship by the 17th or get the weights approved as a freeze exception.")])

# ---------------------------------------------------------------- 025
S(25, "tf-state-bucket", "literal", "reworded", "same_topic",
  ("Backend block for the new envs/prod/recs-cache Terraform root?",
   r"""```hcl
terraform {
  backend "gcs" {
    bucket = "tindra-terraform-state"
    prefix = "find/prod/recs-cache"
  }
}
```""",
   "We keep state per team: our bucket is tindra-tf-state-find. tindra-terraform-state belongs to platform and we can't write to it.",
   'bucket = "tindra-terraform-state"', 'bucket = "tindra-tf-state-find"'),
  ("Where does the state for our staging search-infra stack live? I want to look at it.",
   "In GCS: `gs://tindra-terraform-state/find/stg/search-infra/default.tfstate`. You can list its versions with `gcloud storage ls -a gs://tindra-terraform-state/find/stg/search-infra/`.",
   ["gs://tindra-tf-state-find/find/stg/search-infra/"], ["tindra-terraform-state"]),
  ("terraform plan says the state lock is held. How do I clear it?",
   r"""First check that nobody's apply is actually running (look at the lock info's `Who` and `Created`). If it's a stale lock from a cancelled CI job, release it by its ID:

```sh
terraform force-unlock 1718123456789012
```
Never force-unlock while the CI job is still running, or you get two writers on the same state."""),
  [("gs://tindra-terraform-state/", "gs://tindra-tf-state-find/")])

# ---------------------------------------------------------------- 026
S(26, "opensearch-knn-syntax", "paraphrase", "equivalent_construct", "same_topic",
  ("Query for the 20 products visually closest to an image embedding.",
   r"""```json
POST products/_search
{
  "knn": {
    "field": "img_embedding",
    "query_vector": [0.013, -0.207, 0.118],
    "k": 20,
    "num_candidates": 200
  },
  "_source": ["sku", "title"]
}
```
(The vector is shortened here; send all 384 dimensions.)""",
   r"""That's Elasticsearch 8 syntax, catalog-os is OpenSearch 2.13. There is no top-level knn with query_vector / num_candidates, it's a knn clause inside query:

```json
{"query": {"knn": {"img_embedding": {"vector": [...], "k": 20}}}}
```""",
   '"query_vector": [0.013, -0.207, 0.118]', '"vector": [0.013, -0.207, 0.118]'),
  ("From featureloom, fetch the 50 nearest neighbours of a text embedding for the 'similar items' backfill.",
   r"""```python
resp = client.search(
    index="products",
    body={
        "knn": {
            "field": "text_embedding",
            "query_vector": vec,
            "k": 50,
            "num_candidates": 500,
        },
        "_source": ["sku"],
    },
)
```""",
   [r're:"query":\s*\{\s*"knn":\s*\{\s*"text_embedding"'], ["query_vector", "num_candidates"]),
  ("What does the mapping for img_embedding look like?",
   r"""```json
"img_embedding": {
  "type": "knn_vector",
  "dimension": 384,
  "method": {
    "name": "hnsw",
    "engine": "faiss",
    "space_type": "innerproduct",
    "parameters": { "m": 16, "ef_construction": 128 }
  }
}
```
The index also needs `"index.knn": true` in its settings, otherwise the field is rejected when the index is created."""),
  [('''        "knn": {
            "field": "text_embedding",
            "query_vector": vec,
            "k": 50,
            "num_candidates": 500,
        },''', '''        "query": {"knn": {"text_embedding": {"vector": vec, "k": 50}}},''')])

# ---------------------------------------------------------------- 027
S(27, "gke-namespace", "literal", "reworded", "already_correct",
  ("How do I see the rankd pods and their restarts?",
   "`kubectl -n search get pods -l app=rankd`; the RESTARTS column shows restarts per pod, and `-o wide` adds the node each one runs on.",
   "we're in the findability namepsace, `search` is the leftover from before the reorg and it's empty now",
   "kubectl -n search get pods", "kubectl -n findability get pods"),
  ("rankd is throwing 5xx, how do I read its logs from the last 30 minutes?",
   "Use `kubectl logs -n search deploy/rankd --since=30m --all-containers`, and add `-f` if you want to keep following it while you reproduce.",
   ["-n findability"], ["-n search"]),
  ("Show me the HPA status for rankd.",
   "`kubectl -n findability get hpa rankd` shows current vs. desired replicas; `kubectl -n findability describe hpa rankd` adds the scaling events and the metric values it's reading."),
  [("-n search", "-n findability")], holds="kubectl -n findability")

# ---------------------------------------------------------------- 028
S(28, "rankd-os-deadline", "paraphrase", "equivalent_construct", "lookalike",
  ("Wrap rankd's OpenSearch candidate query in a timeout.",
   r"""```go
ctx, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
defer cancel()
hits, err := r.os.Candidates(ctx, req)
if err != nil {
    return nil, fmt.Errorf("candidates: %w", err)
}
```""",
   "500ms is more than rankd's whole budget (150ms p99 at the gateway). The OpenSearch call gets 80ms, after that we fall back.",
   "500*time.Millisecond", "80*time.Millisecond"),
  ("Add a deadline to the OpenSearch call in rankd's similar-items handler too.",
   r"""```go
simCtx, cancel := context.WithTimeout(ctx, time.Second/2)
defer cancel()
neighbours, err := h.os.Similar(simCtx, sku, 40)
```""",
   ["80*time.Millisecond"], ["time.Second/2"]),
  ("The nightly reindex job in rankd-tools keeps hitting 429s from OpenSearch. Add a retry with backoff.",
   r"""```go
backoff := 500 * time.Millisecond
for attempt := 1; attempt <= 5; attempt++ {
    err = bulk(ctx, batch)
    if !isTooManyRequests(err) {
        break
    }
    time.Sleep(backoff)
    backoff *= 2
}
```
It's a batch job with no request deadline, so starting at half a second and doubling is fine."""),
  [("time.Second/2", "80*time.Millisecond")], holds="500 * time.Millisecond")

# ---------------------------------------------------------------- 029
S(29, "search-primary-metric", "semantic", "reworded", "same_topic",
  ("Draft the splitbox config for the new query-rewrite experiment on search.",
   r"""```yaml
key: find-qrewrite-2024-11
surface: search
unit: visitor
allocation_bp: 2000
variants:
  - name: control
    weight: 50
  - name: rewrite
    weight: 50
primary_metric: ctr
guardrails: [zero_result_rate, p95_latency_ms]
```""",
   "Search experiments are judged on revenue per visitor (rpv). CTR is only a guardrail, because rewrites can inflate clicks without selling anything more. So primary_metric: rpv, and add ctr to the guardrails.",
   "primary_metric: ctr", "primary_metric: rpv"),
  ("How will we decide whether the autocomplete ranking test is a win?",
   "We'll call it on click-through rate: if the treatment's CTR on suggestions is significantly higher after two weeks, it ships. Revenue is too noisy to read in that window.",
   [r"re:(?i)revenue per visitor|\brpv\b"], ["We'll call it on click-through rate", "Revenue is too noisy"]),
  ("What does a sample-ratio mismatch alert from splitbox mean?",
   "The observed split between arms differs from the configured weights by more than chance allows (splitbox flags p < 0.001 on a chi-square test). It usually means assignment or logging is broken, for example one variant's page failing before the exposure event fires, so the results can't be trusted until it's fixed."),
  [(WHOLE, "On revenue per visitor (rpv), like every search experiment: the treatment ships if rpv is significantly better after two weeks, and click-through rate is only watched as a guardrail.")])

# ---------------------------------------------------------------- 030
S(30, "products-refresh-interval", "literal", "code_block", "already_correct",
  ("The reindex into products_v8 finished. What settings do I put back?",
   r"""```sh
curl -s -u "$CATALOG_OS_USER:$CATALOG_OS_PASS" -X PUT \
  "https://catalog-os.tindra.int:9243/products_v8/_settings" \
  -H 'Content-Type: application/json' \
  -d '{"index": {"number_of_replicas": 1, "refresh_interval": "1s"}}'
```""",
   "refresh_interval on products is 30s, not 1s. the catalog stream does a few thousand updates a second and 1s refreshes ate the cluster last spring",
   '"refresh_interval": "1s"', '"refresh_interval": "30s"'),
  ("Add the settings block to the products index template so new versions come up right.",
   r"""```json
PUT _index_template/products
{
  "index_patterns": ["products_v*"],
  "template": {
    "settings": {
      "number_of_shards": 6,
      "number_of_replicas": 1,
      "refresh_interval": "1s",
      "analysis": { "analyzer": { "sv_folding": { "type": "custom", "tokenizer": "standard", "filter": ["lowercase", "asciifolding"] } } }
    }
  }
}
```""",
   ['"refresh_interval": "30s"'], ['"refresh_interval": "1s"']),
  ("Can you confirm what refresh interval products_v7 has right now?",
   r"""```sh
curl -s -u "$CATALOG_OS_USER:$CATALOG_OS_PASS" \
  "https://catalog-os.tindra.int:9243/products_v7/_settings?filter_path=**.refresh_interval&pretty"
```
It should print `"refresh_interval" : "30s"`; if it shows `-1`, a reindex left refreshes disabled and nothing new becomes searchable."""),
  [('"refresh_interval": "1s"', '"refresh_interval": "30s"')], holds='"30s"')

# ---------------------------------------------------------------- 031
S(31, "splitbox-basis-points", "paraphrase", "identifier", "same_topic",
  ("Set the image-grid experiment to 10% of traffic in splitbox.",
   r"""```yaml
key: find-imggrid-2024-11
surface: plp
unit: visitor
allocation: 0.1
variants:
  - { name: control, weight: 50 }
  - { name: grid4, weight: 50 }
primary_metric: rpv
```""",
   "thanks! one thing: splitbox takes basis points, so allocation_bp: 1000 for 10%. a float in `allocation` is silently ignored and the experiment gets no traffic at all",
   "allocation: 0.1", "allocation_bp: 1000"),
  ("Ramp the query-rewrite experiment up to a quarter of visitors.",
   r"""Change the allocation in `experiments/find/qrewrite.yaml` to:

```yaml
allocation: 0.25
```
splitbox picks it up within a minute; visitors who are already assigned keep their arm.""",
   ["allocation_bp: 2500"], ["allocation: 0.25"]),
  ("How do I force my own browser into the grid4 arm to QA it?",
   "Open the page once with the override param: `https://tindra.shop/c/sofas?sb_force=find-imggrid-2024-11:grid4`. Splitbox keeps it in the `sb_ovr` cookie for 24 hours, and overridden visitors are excluded from the analysis."),
  [("allocation: 0.25", "allocation_bp: 2500")])

# ---------------------------------------------------------------- 032
S(32, "go-redis-v9", "literal", "code_block", "lookalike",
  ("Set up the Redis client in rankd for recs-cache.",
   r"""```go
import (
    "crypto/tls"
    "time"

    "github.com/go-redis/redis/v8"
)

func newRecsCache(addr string, tlsCfg *tls.Config) *redis.Client {
    return redis.NewClient(&redis.Options{
        Addr:        addr,
        TLSConfig:   tlsCfg,
        ReadTimeout: 20 * time.Millisecond,
        PoolSize:    64,
    })
}
```""",
   "rankd is on github.com/redis/go-redis/v9, we dropped the old v8 module path in the spring cleanup.",
   '"github.com/go-redis/redis/v8"', '"github.com/redis/go-redis/v9"'),
  ("Write the small rankd helper that fetches a cached ranking and treats a miss as empty.",
   r"""```go
import (
    "context"
    "errors"

    "github.com/go-redis/redis/v8"
)

func (c *Cache) Ranking(ctx context.Context, key string) ([]byte, error) {
    b, err := c.rdb.Get(ctx, key).Bytes()
    if errors.Is(err, redis.Nil) {
        return nil, nil
    }
    return b, err
}
```""",
   ['"github.com/redis/go-redis/v9"'], ["go-redis/redis/v8"]),
  ("Why does rankd's go.sum still mention github.com/go-redis/redis/v8?",
   "It comes in indirectly: `rankd-tools` depends on an old `cachewarm` release that still imports `github.com/go-redis/redis/v8`, and `go mod why -m github.com/go-redis/redis/v8` shows the chain. rankd's own code only imports v9, so it's harmless; it goes away when cachewarm is bumped to v0.6."),
  [('"github.com/go-redis/redis/v8"', '"github.com/redis/go-redis/v9"')],
  holds="github.com/go-redis/redis/v8")

# ---------------------------------------------------------------- 033
S(33, "rankd-popular-fallback", "semantic", "prose_claim", "already_correct",
  ("What happens to the homepage recs if rankd's OpenSearch call times out?",
   "It fails the request with `DEADLINE_EXCEEDED`, and shopgraph turns that into an error on the recommendations field, so the storefront hides the carousel.",
   "no, it doesn't error. rankd falls back to the cached popular list for the surface and sets fallback=true in the response, the carousel still renders",
   "It fails the request with `DEADLINE_EXCEEDED`",
   "It falls back to the cached popular list for the surface and sets fallback=true"),
  ("If catalog-os is slow for a minute, do visitors see empty recommendation carousels?",
   "Yes. rankd has no fallback path: when the candidate query misses its deadline the Rank call fails, and the storefront hides carousels whose data errored, so they'd be empty for that minute.",
   [r"re:(?i)falls? back|fallback=true|popular list"], [r"re:^Yes", "rankd has no fallback path"]),
  ("How can I tell from the dashboards how often rankd served the popular fallback yesterday?",
   "Look at `rankd_rank_fallback_total` by `surface` in Grafana; divided by `rankd_rank_requests_total` it gives the fallback share. Every fallback response also carries `fallback=true`, so you can count them in the shopgraph access logs as well."),
  [(WHOLE, "No. When the candidate query misses its deadline, rankd falls back to the cached popular list for that surface and marks the response with fallback=true, so the carousels still render, just less personalised.")],
  holds="fallback=true")

# ---------------------------------------------------------------- 034
S(34, "kafka-key-by-sku", "paraphrase", "renamed_identifier", "same_topic",
  ("Produce a price-change event from the pricing sync in featureloom.",
   r"""```python
producer.produce(
    "catalog.product.changed.v3",
    key=event["event_id"],
    value=json.dumps(event).encode(),
    on_delivery=report,
)
```""",
   "Key must be the SKU. The topic is compacted on it and consumers rely on per-SKU ordering; keyed by event_id, compaction never removes anything and the ordering is gone.",
   'key=event["event_id"]', 'key=event["sku"]'),
  ("rankd-tools also publishes stock updates to that topic, from Go. Write the write call.",
   r"""```go
err := w.WriteMessages(ctx, kafka.Message{
    Key:   []byte(upd.EventID),
    Value: payload,
})
```""",
   ["Key:   []byte(upd.SKU)"], ["upd.EventID"]),
  ("How many partitions does catalog.product.changed.v3 have, and why?",
   "24 partitions, replication factor 3. It was sized for the catalog-mirror consumers: 24 lets each of the 6 featureloom pods own 4 partitions, and because it's keyed by SKU, every product's changes stay on one partition and arrive in order."),
  [("[]byte(upd.EventID)", "[]byte(upd.SKU)")])

# ---------------------------------------------------------------- 035
S(35, "features-bq-project", "literal", "reworded", "lookalike",
  ("Query the item features for SKU-10442 from BigQuery.",
   r"""```sql
SELECT *
FROM `tindra-data-prod.features.item_daily`
WHERE sku = 'SKU-10442'
ORDER BY feature_date DESC
LIMIT 7
```""",
   "features aren't in the data-platform project, they're ours: tindra-find-prod.find_features. tindra-data-prod only has the raw events",
   "`tindra-data-prod.features.item_daily`", "`tindra-find-prod.find_features.item_daily`"),
  ("Which table should the new visitor-affinity job read the daily visitor features from?",
   "Read `tindra-data-prod.features.visitor_daily`; it's partitioned by `feature_date`, so always filter on it to keep the scan small.",
   ["tindra-find-prod.find_features.visitor_daily"], ["tindra-data-prod.features"]),
  ("Where's the raw add-to-cart event data?",
   "In `tindra-data-prod.events.add_to_cart`, partitioned by `event_date` like the other event tables. The data platform team owns it and we only have read access, so build anything derived in our own project."),
  [("tindra-data-prod.features.visitor_daily", "tindra-find-prod.find_features.visitor_daily")],
  holds="tindra-data-prod")

# ---------------------------------------------------------------- 036
S(36, "pydantic-model-dump", "paraphrase", "code_block", "same_topic",
  ("Serialize the ItemFeatures model to a dict before writing it to BigQuery.",
   r"""```python
row = features.dict()
row["written_at"] = datetime.now(timezone.utc).isoformat()
errors = bq.insert_rows_json(table, [row])
```""",
   "pydantic v2 here, so model_dump() please - .dict() is the v1 API",
   "features.dict()", "features.model_dump()"),
  ("Dump the VisitorProfile model to JSON-able data for the Redis write, leaving out None fields.",
   r"""```python
payload = profile.dict(exclude_none=True)
r.set(f"rec:v2:{profile.visitor_id}:profile", json.dumps(payload), ex=21600)
```""",
   ["profile.model_dump(exclude_none=True)"], [".dict("]),
  ("Validate an incoming feature row from Kafka into the ItemFeatures model.",
   r"""```python
from pydantic import ValidationError

try:
    feats = ItemFeatures.model_validate_json(msg.value())
except ValidationError as exc:
    dead_letter(msg, reason=str(exc))
    continue
```
`model_validate_json` parses and validates in one pass, which is faster than `json.loads` followed by `model_validate`."""),
  [("profile.dict(exclude_none=True)", "profile.model_dump(exclude_none=True)")])

# ---------------------------------------------------------------- 037
S(37, "oncall-handover", "literal", "reworded", "already_correct",
  ("When does the Findability on-call shift hand over?",
   "Handover is Fridays at 17:00 CET: the outgoing person posts open incidents in #find-oncall and PagerDuty switches the schedule at the same time.",
   "Mondays at 09:30, right after standup. We moved it off Friday evening so nobody starts their shift on a weekend.",
   "Fridays at 17:00 CET", "Mondays at 09:30 CET"),
  ("I'm on call next week. When exactly do I take over the pager?",
   "The handover is Fridays at 17:00 CET, so the pager is yours from that moment; ask the outgoing person for their notes in #find-oncall before then.",
   [r"re:(?i)mondays? at 09:30"], ["Fridays at 17:00"]),
  ("Remind me when I hand the pager back at the end of my on-call week?",
   "On the Monday after your week, at 09:30 CET right after standup: post any open incidents in #find-oncall, and PagerDuty moves the schedule to the next person."),
  [("Fridays at 17:00 CET", "Mondays at 09:30 CET")], holds="09:30 CET")

# ---------------------------------------------------------------- 038
S(38, "tf-no-workspaces", "semantic", "reworded", "same_topic",
  ("How do I run a plan against staging for the search-infra Terraform?",
   r"""```sh
cd infra/search-infra
terraform workspace select staging
terraform plan -var-file=staging.tfvars
```""",
   "We don't use workspaces at all, each env is its own root: envs/staging/search-infra. cd there and plan, the backend and the vars are already in it.",
   "terraform workspace select staging", "cd envs/staging/search-infra && terraform plan"),
  ("I want to try the new Memorystore size in prod as a plan only. What do I run?",
   "Switch to the prod workspace and plan with the prod vars: run `terraform workspace select prod`, then `terraform plan -var-file=prod.tfvars -target=google_redis_instance.recs_cache`.",
   ["envs/prod/"], ["workspace select"]),
  ("How do I add a new staging-only variable to search-infra?",
   "Declare it in `envs/staging/search-infra/variables.tf` and set it in that directory's `terraform.tfvars`. The shared module under `modules/search-infra` only sees it if you also pass it as a module input in `main.tf`."),
  [(WHOLE, "Go to the prod root and plan there: `cd envs/prod/recs-cache && terraform plan -target=google_redis_instance.recs_cache`. The backend and variables live in that directory, so no workspace or var-file is involved.")])

# ---------------------------------------------------------------- 039
S(39, "fastly-purge-surrogate-key", "paraphrase", "identifier", "same_topic",
  ("A product photo for SKU-20871 was replaced but the old one still shows. How do I purge it?",
   r"""```sh
curl -X PURGE "https://img.tindra.shop/p/SKU-20871/main.jpg"
```
The next request then fetches the new file from the bucket.""",
   r"""Purge by surrogate key instead:
```
fastly purge --service-id $IMG_SERVICE_ID --key sku-SKU-20871
```
a URL purge only clears the original, the ~12 resized variants stay cached.""",
   'curl -X PURGE "https://img.tindra.shop/p/SKU-20871/main.jpg"',
   "fastly purge --service-id $IMG_SERVICE_ID --key sku-SKU-20871"),
  ("Merch re-shot the lifestyle images for SKU-31190. Clear them from the CDN.",
   r"""```sh
for f in main.jpg lifestyle-1.jpg lifestyle-2.jpg; do
  curl -X PURGE "https://img.tindra.shop/p/SKU-31190/$f"
done
```""",
   ["--key sku-SKU-31190"], ["-X PURGE"]),
  ("How does an image response get its surrogate keys?",
   "The origin (the `img-origin` Cloud Run service) sets them when it serves a file, e.g. `Surrogate-Key: sku-SKU-20871 img-main` for a main photo. Fastly strips the header before the response reaches the browser, so you only see it with `Fastly-Debug: 1`."),
  [(WHOLE, "```sh\nfastly purge --service-id $IMG_SERVICE_ID --key sku-SKU-31190\n```\nThat clears every file and resized variant tagged with the SKU's key.")])

# ---------------------------------------------------------------- 040
S(40, "rankd-owner", "literal", "reworded", "lookalike",
  ("Who owns rankd? I need to ask about a latency spike.",
   "rankd is owned by the Platform team; ask in #plat-core and tag whoever is on the platform rota.",
   "no, rankd is ours (Findability), ask in #find-ranking. Platform runs the GKE cluster, not the service.",
   "owned by the Platform team; ask in #plat-core", "owned by Findability; ask in #find-ranking"),
  ("Where should I report that rankd returns duplicate SKUs on the home surface?",
   "Report it in #plat-core; rankd is owned by the Platform team, and they triage service bugs there during working hours.",
   ["#find-ranking"], ["#plat-core", "owned by the Platform team"]),
  ("GKE is evicting pods on one node pool because of disk pressure. Who do I ping?",
   "That's the cluster itself, so Platform: post in #plat-core with the node pool name and a `kubectl describe node` excerpt. They own the node pools and the GKE upgrade schedule for find-prod-n1."),
  [(WHOLE, "Report it in #find-ranking; rankd is owned by Findability, and they triage service bugs there during working hours.")],
  holds="#plat-core")

# ---------------------------------------------------------------- 041
S(41, "admin-healthz-path", "paraphrase", "code_block", "lookalike",
  ("Add liveness and readiness probes to the rankd Deployment.",
   r"""```yaml
livenessProbe:
  httpGet:
    path: /health
    port: 8080
  periodSeconds: 10
readinessProbe:
  grpc:
    port: 7070
  periodSeconds: 5
```""",
   "The admin endpoint is /healthz. /health returns 404, so that liveness probe would keep killing the pods.",
   "path: /health", "path: /healthz"),
  ("Add a startup check to the rankd smoke-test script that waits until the service is healthy.",
   r"""```sh
until curl -fsS "http://localhost:8080/health" >/dev/null; do
  echo "waiting for rankd..."
  sleep 2
done
```""",
   ["localhost:8080/healthz"], [r"re:/health(?!z)"]),
  ("Which OpenSearch endpoint should the synthetic check in Grafana poll to alert on a red cluster?",
   "Poll `https://catalog-os.tindra.int:9243/_cluster/health?timeout=5s` with the monitoring user and alert when `status` is `red` for two consecutive checks; `yellow` only warns, since it's normal for a few minutes during node restarts."),
  [('localhost:8080/health"', 'localhost:8080/healthz"')], holds="/_cluster/health")

# ---------------------------------------------------------------- 042
S(42, "featureloom-uv", "literal", "reworded", "already_correct",
  ("Add pyarrow to featureloom's dependencies.",
   "Run `poetry add pyarrow@^16.1` in the featureloom repo; it updates `pyproject.toml` and `poetry.lock`, and CI installs from the lock file.",
   "featureloom moved to uv, there's no poetry in it anymore. `uv add pyarrow`, which writes uv.lock",
   "poetry add pyarrow@^16.1", "uv add pyarrow"),
  ("I need pytest-benchmark for the feature-transform perf tests, dev only.",
   "Add it to the dev group with `poetry add --group dev pytest-benchmark`, then commit the updated lock file together with pyproject.toml.",
   ["uv add --dev pytest-benchmark"], ["poetry add"]),
  ("How do I run featureloom's unit tests locally?",
   "From the repo root: `uv sync` once to create the environment from `uv.lock`, then `uv run pytest -q tests/unit`. The integration tests need the local redpanda and OpenSearch from `dev/compose.yaml`, so they're skipped unless `FL_INTEGRATION=1` is set."),
  [("`poetry add --group dev pytest-benchmark`", "`uv add --dev pytest-benchmark`")],
  holds="uv run pytest")

# ---------------------------------------------------------------- 043
S(43, "popularity-batch-trigger", "semantic", "reworded", "unrelated",
  ("What triggers the nightly popularity batch, and when does it run?",
   "A Cloud Scheduler job, `popularity-nightly`, hits the featureloom batch endpoint at 02:00 UTC every night.",
   "It's an Airflow DAG in Cloud Composer (find_popularity_daily), not Cloud Scheduler. Same 02:00 UTC slot, but retries and backfills go through the Composer UI.",
   "A Cloud Scheduler job, `popularity-nightly`, hits the featureloom batch endpoint",
   "The Airflow DAG `find_popularity_daily` in Cloud Composer runs the batch"),
  ("The popularity scores weren't refreshed last night. Where do I rerun the job?",
   "Open Cloud Scheduler in tindra-find-prod, find `popularity-nightly` and press *Force run*; it calls the batch endpoint straight away.",
   [r"re:(?i)composer|airflow|find_popularity_daily"], ["Cloud Scheduler", "Force run"]),
  ("Write a regex that validates our SKU format (SKU- followed by 4 to 6 digits).",
   r"""```python
import re

SKU_RE = re.compile(r"^SKU-\d{4,6}$")

assert SKU_RE.match("SKU-10442")
assert not SKU_RE.match("sku-10442")
```
Anchor both ends, otherwise `SKU-1044299` would pass on its prefix."""),
  [(WHOLE, "Open the Cloud Composer (Airflow) UI for tindra-find-prod, find the `find_popularity_daily` DAG and clear last night's failed run so Airflow retries it.")])

# ---------------------------------------------------------------- 044
S(44, "kafka-replication-factor", "paraphrase", "reordered_args", "same_topic",
  ("Create the topic for the new search-impressions stream.",
   r"""```sh
kafka-topics --bootstrap-server kfk-1.tindra.int:9094 \
  --command-config ~/.kafka/find-admin.properties \
  --create --topic find.search-impressions.v1 \
  --partitions 12 --replication-factor 2
```""",
   "replicaton factor is 3 on our cluster, with min.insync.replicas=2. with 2 replicas a single broker restart blocks every producer using acks=all",
   "--replication-factor 2", "--replication-factor 3"),
  ("Do the same for the dead-letter topic, but from the featureloom admin script in Python.",
   r"""```python
from confluent_kafka.admin import NewTopic

admin.create_topics([
    NewTopic("find.featureloom-dlq.v1", replication_factor=2, num_partitions=3)
])
```""",
   ["replication_factor=3"], ["replication_factor=2"]),
  ("How do I check the retention on shop.clickstream.v1?",
   r"""```sh
kafka-configs --bootstrap-server kfk-1.tindra.int:9094 \
  --command-config ~/.kafka/find-readonly.properties \
  --entity-type topics --entity-name shop.clickstream.v1 --describe
```
Look for `retention.ms=604800000` (7 days); anything not listed falls back to the broker default."""),
  [("replication_factor=2", "replication_factor=3")])

# ---------------------------------------------------------------- 045
S(45, "sv-folding-analyzer", "literal", "code_block", "lookalike",
  ("Mapping for the Swedish product title field in products_v8.",
   r"""```json
"title_sv": {
  "type": "text",
  "analyzer": "swedish",
  "fields": { "raw": { "type": "keyword", "ignore_above": 256 } }
}
```""",
   "please use our sv_folding analyzer instead of the built-in `swedish` one. people type 'sang' for 'säng' and only sv_folding folds the diacritics.",
   '"analyzer": "swedish"', '"analyzer": "sv_folding"'),
  ("And the description_sv field, same index?",
   r"""```json
"description_sv": {
  "type": "text",
  "analyzer": "swedish",
  "index_options": "offsets"
}
```""",
   ['"analyzer": "sv_folding"'], ['"swedish"']),
  ("What does a product document look like for the sv-SE storefront?",
   r"""```json
{
  "sku": "SKU-10442",
  "locale": "sv-SE",
  "language": "swedish",
  "title_sv": "Soffa Lund 3-sits, mossgrön",
  "price_minor": 1299000,
  "currency": "SEK"
}
```
`language` is a plain keyword used by the storefront's locale filter; it has nothing to do with text analysis."""),
  [('"analyzer": "swedish"', '"analyzer": "sv_folding"')], holds='"language": "swedish"')

# ---------------------------------------------------------------- 046
S(46, "gke-machine-family", "paraphrase", "reordered_args", "lookalike",
  ("Terraform node pool for rankd in find-prod-n1.",
   r"""```hcl
resource "google_container_node_pool" "rankd" {
  name     = "rankd-pool"
  cluster  = google_container_cluster.find_prod.id
  location = "europe-north1"

  node_config {
    machine_type = "e2-standard-8"
    disk_size_gb = 100
    labels       = { workload = "rankd" }
  }

  autoscaling {
    min_node_count = 2
    max_node_count = 10
  }
}
```""",
   "Our committed-use discounts are on n2d, so node pools are n2d-standard-*. e2 isn't covered by them.",
   'machine_type = "e2-standard-8"', 'machine_type = "n2d-standard-8"'),
  ("Add a bigger pool for the featureloom batch jobs, 16 vCPUs.",
   r"""```hcl
resource "google_container_node_pool" "featureloom_batch" {
  cluster  = google_container_cluster.find_prod.id
  name     = "fl-batch-pool"
  location = "europe-north1"

  node_config {
    labels       = { workload = "featureloom-batch" }
    disk_size_gb = 200
    machine_type = "e2-standard-16"
    spot         = true
  }
}
```""",
   ['machine_type = "n2d-standard-16"'], ['"e2-']),
  ("Terraform for a tiny VM to run the weekly OpenSearch snapshot verifier?",
   r"""```hcl
resource "google_compute_instance" "snapshot_verifier" {
  name         = "os-snapshot-verifier"
  zone         = "europe-north1-a"
  machine_type = "e2-small"
  boot_disk {
    initialize_params { image = "debian-cloud/debian-12" }
  }
  network_interface { subnetwork = "find-prod-n1-nodes" }
}
```
The commitment rule is about GKE node pools; a standalone VM this small is cheapest as e2."""),
  [('machine_type = "e2-standard-16"', 'machine_type = "n2d-standard-16"')],
  holds='machine_type = "e2-small"')

# ---------------------------------------------------------------- 047
S(47, "catalog-topic-v3", "literal", "code_block", "lookalike",
  ("Write the Go reader in rankd-tools that mirrors product changes into the local lookup table.",
   r"""```go
r := kafka.NewReader(kafka.ReaderConfig{
    Brokers: brokers,
    GroupID: "find.rankd-tools.prod",
    Topic:   "catalog.product.changed.v2",
    Dialer:  saslDialer,
})
defer r.Close()
```""",
   "v2 is being switched off, everything reads catalog.product.changed.v3 now (prices are in minor units there). Only the legacy feed exporter is still on v2.",
   '"catalog.product.changed.v2"', '"catalog.product.changed.v3"'),
  ("featureloom needs the same stream for the price features. What's the subscribe call?",
   r"""```python
consumer.subscribe(["catalog.product.changed.v2"], on_assign=log_assignment)
```
`on_assign` just logs the partitions this pod got, which helps when debugging rebalances.""",
   ['"catalog.product.changed.v3"'], ["changed.v2"]),
  ("Why is the catalog-bridge deployment still running? I thought the old topic was gone.",
   "Not yet: `catalog-bridge` republishes v3 events onto `catalog.product.changed.v2` for the legacy feed exporter, which can't read minor-unit prices. It's scheduled for removal on 1 December, once the exporter is rewritten."),
  [('"catalog.product.changed.v2"', '"catalog.product.changed.v3"')],
  holds="catalog.product.changed.v2")

# ---------------------------------------------------------------- 048
S(48, "atomic-alias-swap", "semantic", "prose_claim", "already_correct",
  ("How do I switch the products alias from products_v7 to products_v8 without downtime?",
   "Delete the alias from products_v7 first, then add it to products_v8. There's a short window in between where `products` resolves to nothing, so do it at night when traffic is low.",
   "it can be one atomic call: POST _aliases with a remove and an add action in the same request. no gap, no need to wait for the night",
   "There's a short window in between where `products` resolves to nothing, so do it at night when traffic is low.",
   "Do both in one atomic `_aliases` request (remove + add), so there is no gap."),
  ("Is there any downtime when we repoint products-write to the new index?",
   "A little: the remove and the add are separate operations, so for a moment the alias points nowhere and writes fail. Pause the catalog consumer during the switch.",
   [r"re:(?i)atomic|single (request|call)|one (request|call)"], ["for a moment the alias points nowhere"]),
  ("Write the request that moves both products aliases to v8.",
   r"""```json
POST _aliases
{
  "actions": [
    { "remove": { "index": "products_v7", "alias": "products" } },
    { "remove": { "index": "products_v7", "alias": "products-write" } },
    { "add":    { "index": "products_v8", "alias": "products" } },
    { "add":    { "index": "products_v8", "alias": "products-write", "is_write_index": true } }
  ]
}
```
All four actions are applied atomically, so searches and writes never see a missing alias."""),
  [(WHOLE, "No. Put the remove and the add in one `POST _aliases` request; OpenSearch applies the actions atomically, so the alias is never unassigned and writes keep flowing.")],
  holds="applied atomically")

# ---------------------------------------------------------------- 049
S(49, "memorystore-tls-port", "paraphrase", "reordered_args", "lookalike",
  ("How do I connect to recs-cache with redis-cli from the toolbox pod?",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6379 --tls --cacert /etc/recs-cache/ca.pem --askpass
```
The AUTH string is in Secret Manager as `recs-cache-auth`; paste it at the prompt.""",
   "with in-transit encryption on, Memorystore listens on 6378 not 6379",
   "-p 6379", "-p 6378"),
  ("And the Go client options for rankd to reach it over TLS?",
   r"""```go
rdb := redis.NewClient(&redis.Options{
    TLSConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12},
    Password:  authString,
    Addr:      "10.40.8.3:6379",
})
```""",
   ['"10.40.8.3:6378"'], ["10.40.8.3:6379"]),
  ("What's the address of checkout's cart cache? We need to read guest carts for the abandoned-cart recs.",
   "The cart cache is a separate Memorystore instance without in-transit encryption, at `10.40.9.12:6379`. Use the read-only AUTH string `cart-cache-ro` from Secret Manager and never write to it; checkout owns those keys."),
  [('"10.40.8.3:6379"', '"10.40.8.3:6378"')], holds="10.40.9.12:6379")

# ---------------------------------------------------------------- 050
S(50, "shopgraph-endpoint", "literal", "reworded", "already_correct",
  ("What's the endpoint to send a searchProducts query to from a script?",
   r"""```sh
curl -s https://api.tindra.shop/graphql \
  -H 'Content-Type: application/json' \
  -d '{"query":"{ searchProducts(query: \"lamp\", first: 5) { edges { node { sku title } } } }"}'
```""",
   "shopgraph is at /sg/graphql since the router migration; plain /graphql on api.tindra.shop is the old monolith and doesn't know searchProducts",
   "https://api.tindra.shop/graphql", "https://api.tindra.shop/sg/graphql"),
  ("Point the storefront's Apollo client at shopgraph.",
   "Configure the `HttpLink` with `uri: 'https://api.tindra.shop/graphql'` and `credentials: 'include'`, so the session cookie goes along for the wishlist fields.",
   ["https://api.tindra.shop/sg/graphql"], ["tindra.shop/graphql"]),
  ("Where can I open the GraphQL sandbox for shopgraph?",
   "Open `https://api.tindra.shop/sg/graphql` in a browser while on the VPN; the router serves Apollo Sandbox there, with introspection enabled for internal IPs only."),
  [("https://api.tindra.shop/graphql", "https://api.tindra.shop/sg/graphql")],
  holds="https://api.tindra.shop/sg/graphql")

# ---------------------------------------------------------------- 051
S(51, "zadd-score-member-order", "paraphrase", "equivalent_construct", "lookalike",
  ("Add a SKU to the trending set for the home surface with redis-cli.",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem \
  ZADD rec:v2:trending:home SKU-88213 0.912
```
Members of a sorted set are unique, so adding a SKU that's already there just updates its score.""",
   "score goes before member: ZADD key score member. as written redis complains that SKU-88213 isn't a valid float",
   "ZADD rec:v2:trending:home SKU-88213 0.912", "ZADD rec:v2:trending:home 0.912 SKU-88213"),
  ("Now do it from featureloom for a whole category in one pipeline.",
   r"""```python
pipe = r.pipeline(transaction=False)
for sku, score in scores.items():
    pipe.execute_command("ZADD", f"rec:v2:trending:{category}", sku, score)
pipe.execute()
```""",
   [r're:"ZADD", f"rec:v2:trending:\{category\}", score, sku'], ['trending:{category}", sku, score']),
  ("Show me the top 3 trending SKUs on home with their scores.",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem \
  ZRANGE rec:v2:trending:home 0 2 REV WITHSCORES
1) "SKU-88213"
2) "0.912"
3) "SKU-10442"
4) "0.887"
5) "SKU-20871"
6) "0.851"
```
The reply lists each member followed by its score, highest first."""),
  [('trending:{category}", sku, score)', 'trending:{category}", score, sku)')],
  holds='1) "SKU-88213"')

# ---------------------------------------------------------------- 052
S(52, "product-image-host", "literal", "reworded", "lookalike",
  ("What's the base URL for product images in the storefront?",
   "Product images are served from `https://cdn.tindra.shop/p/<sku>/<file>`, e.g. `https://cdn.tindra.shop/p/SKU-10442/main.jpg`.",
   "product images come from img.tindra.shop. cdn.tindra.shop only serves the static JS/CSS bundles and has no image optimizer",
   "https://cdn.tindra.shop/p/", "https://img.tindra.shop/p/"),
  ("The email team wants absolute image URLs for the recommended-products block. What do they use?",
   "Give them `https://cdn.tindra.shop/p/{sku}/main.jpg?width=300&quality=75`; the resize params work the same as on the site.",
   ["https://img.tindra.shop/p/{sku}/main.jpg"], ["cdn.tindra.shop/p/"]),
  ("Where is the storefront's JS bundle loaded from?",
   "From `https://cdn.tindra.shop/assets/`, e.g. `https://cdn.tindra.shop/assets/app.3f9c1e.js`. Files are content-hashed and served with `Cache-Control: public, max-age=31536000, immutable`."),
  [("https://cdn.tindra.shop/p/", "https://img.tindra.shop/p/")], holds="https://cdn.tindra.shop/assets/")

# ---------------------------------------------------------------- 053
S(53, "rankd-hpa-metric", "semantic", "equivalent_construct", "same_topic",
  ("Write an HPA for rankd.",
   r"""```yaml
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: rankd
  namespace: findability
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: rankd }
  minReplicas: 6
  maxReplicas: 40
  metrics:
    - type: Resource
      resource:
        name: cpu
        target: { type: Utilization, averageUtilization: 70 }
```""",
   "rankd doesn't scale on CPU. it mostly waits on Redis/OpenSearch, so CPU stays low while latency blows up. We scale on the rankd_inflight_requests pods metric, target 40 per pod.",
   "    - type: Resource\n      resource:\n        name: cpu\n        target: { type: Utilization, averageUtilization: 70 }",
   "    - type: Pods\n      pods:\n        metric: { name: rankd_inflight_requests }\n        target: { type: AverageValue, averageValue: \"40\" }"),
  ("Quick way to autoscale rankd in the staging cluster?",
   "`kubectl -n findability autoscale deploy/rankd --min=2 --max=8 --cpu-percent=70` creates an HPA on CPU utilisation, which is enough for staging.",
   [r"re:rankd_inflight_requests"], ["--cpu-percent", "on CPU utilisation"]),
  ("How do I check that the custom metrics adapter is serving rankd_inflight_requests?",
   r"""```sh
kubectl get --raw "/apis/custom.metrics.k8s.io/v1beta1/namespaces/findability/pods/*/rankd_inflight_requests" | jq '.items[] | {pod: .describedObject.name, value}'
```
An empty `items` list means the Prometheus adapter has no series for it; check the adapter's rules ConfigMap."""),
  [(WHOLE, "Don't scale it on CPU, even in staging: rankd mostly waits on Redis and OpenSearch, so CPU stays low while latency climbs. Use an HPA on the `rankd_inflight_requests` pods metric (target 40 per pod) with `minReplicas: 2` and `maxReplicas: 8` for staging.")])

# ---------------------------------------------------------------- 054
S(54, "prometheus-seconds", "paraphrase", "equivalent_construct", "lookalike",
  ("Add a latency histogram for the Rank RPC in rankd.",
   r"""```go
var rankLatency = promauto.NewHistogramVec(prometheus.HistogramOpts{
    Name:    "rankd_rank_latency_ms",
    Help:    "Rank RPC latency.",
    Buckets: []float64{5, 10, 25, 50, 100, 150, 250, 500},
}, []string{"surface"})
```
Observe it with `rankLatency.WithLabelValues(surface).Observe(float64(time.Since(start).Milliseconds()))`.""",
   "metrics are in seconds here (base units, like the prometheus docs say): rankd_rank_duration_seconds, buckets 0.005 to 0.5, Observe(time.Since(start).Seconds()). the SLO dashboards assume seconds",
   '"rankd_rank_latency_ms"', '"rankd_rank_duration_seconds"'),
  ("And one for the OpenSearch candidate query inside rankd.",
   r"""```go
var osQueryDuration = promauto.NewHistogram(prometheus.HistogramOpts{
    Name:    "rankd_os_query_milliseconds",
    Help:    "Time spent in the OpenSearch candidate query.",
    Buckets: prometheus.ExponentialBuckets(2, 2, 8),
})
// osQueryDuration.Observe(float64(time.Since(t0) / time.Millisecond))
```""",
   [r're:"rankd_os_query_(duration_)?seconds"'], ["milliseconds", "/ time.Millisecond"]),
  ("What does rankd put in its request log line?",
   r"""```go
slog.InfoContext(ctx, "rank",
    "surface", req.GetSurface(),
    "candidates", len(cands),
    "latency_ms", time.Since(start).Milliseconds(),
    "fallback", usedFallback,
)
```
Log fields stay in milliseconds because that's what people search for in Logs Explorer; only the Prometheus metrics use seconds."""),
  [("rankd_os_query_milliseconds", "rankd_os_query_duration_seconds"),
   ("prometheus.ExponentialBuckets(2, 2, 8)", "prometheus.ExponentialBuckets(0.002, 2, 8)"),
   ("float64(time.Since(t0) / time.Millisecond)", "time.Since(t0).Seconds()")],
  holds='"latency_ms"')

# ---------------------------------------------------------------- 055
S(55, "redis-no-keys", "literal", "casing", "same_topic",
  ("How many per-visitor profile keys are in recs-cache right now?",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem KEYS 'rec:v2:*:profile' | wc -l
```""",
   r"""Please never run KEYS against recs-cache. It has ~40M keys and KEYS blocks the instance for seconds, rankd times out meanwhile. Use scan:
```sh
redis-cli ... --scan --pattern 'rec:v2:*:profile' | wc -l
```""",
   "KEYS 'rec:v2:*:profile'", "--scan --pattern 'rec:v2:*:profile'"),
  ("Delete all the old similar-items keys for the discontinued sofa range (rec:v2:sim:SKU-4471*).",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem keys 'rec:v2:sim:SKU-4471*' \
  | xargs -r redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem del
```""",
   ["--scan --pattern 'rec:v2:sim:SKU-4471*'"], [r"re:(?i)\bkeys '"]),
  ("How much memory does one profile key take?",
   r"""```sh
redis-cli -h 10.40.8.3 -p 6378 --tls --cacert /etc/recs-cache/ca.pem MEMORY USAGE rec:v2:v-8812345:profile
```
It returns bytes including Redis overhead; profile blobs are usually 600 to 900 bytes, so 3M visitors come to about 2.5 GB."""),
  [("keys 'rec:v2:sim:SKU-4471*'", "--scan --pattern 'rec:v2:sim:SKU-4471*'")])

# ---------------------------------------------------------------- 056
S(56, "kafka-oauthbearer", "paraphrase", "code_block", "lookalike",
  ("Producer config for featureloom against the prod brokers: what auth settings?",
   r"""```python
base_conf = {
    "bootstrap.servers": "kfk-1.tindra.int:9094,kfk-2.tindra.int:9094,kfk-3.tindra.int:9094",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": os.environ["KAFKA_USER"],
    "sasl.password": os.environ["KAFKA_PASSWORD"],
}
```""",
   "we don't have SASL/PLAIN users on the prod cluster, it's OAUTHBEARER with the pod's GCP token (oauth_cb=token_provider.get_token). KAFKA_USER/PASSWORD only exist on the old staging cluster",
   '"sasl.mechanisms": "PLAIN"', '"sasl.mechanisms": "OAUTHBEARER"'),
  ("rankd-tools needs a Kafka dialer for the prod brokers too. Write it.",
   r"""```go
dialer := &kafka.Dialer{
    Timeout:   10 * time.Second,
    DualStack: true,
    TLS:       &tls.Config{MinVersion: tls.VersionTLS12},
    SASLMechanism: plain.Mechanism{
        Username: os.Getenv("KAFKA_USER"),
        Password: os.Getenv("KAFKA_PASSWORD"),
    },
}
```""",
   [r"re:SASLMechanism:\s+\w*[Oo]auth"], ["plain.Mechanism", "KAFKA_PASSWORD"]),
  ("What config does featureloom use against the local redpanda in dev/compose.yaml?",
   r"""```python
local_conf = {
    "bootstrap.servers": "localhost:19092",
    "security.protocol": "PLAINTEXT",
}
```
The local broker has no auth at all, so there are no SASL settings; `FL_ENV=dev` makes featureloom pick this instead of the prod config."""),
  [('''    SASLMechanism: plain.Mechanism{
        Username: os.Getenv("KAFKA_USER"),
        Password: os.Getenv("KAFKA_PASSWORD"),
    },''', '''    SASLMechanism: kafkaoauth.Mechanism(tokenSource),''')],
  holds='"PLAINTEXT"')

# ---------------------------------------------------------------- 057
S(57, "image-edge-ttl", "semantic", "prose_claim", "unrelated",
  ("How long does Fastly cache product images? Merch wants to know how fast a re-shoot shows up.",
   "Image responses are cached for one hour at the edge, so a re-shot photo shows up on the site within an hour without anyone doing anything.",
   "they're cached for 30 days (Surrogate-Control max-age=2592000), so it won't show up on its own; somebody has to purge the sku's surrogate key.",
   "cached for one hour at the edge, so a re-shot photo shows up on the site within an hour without anyone doing anything",
   "cached for 30 days at the edge, so a re-shot photo needs a surrogate-key purge to show up"),
  ("If I upload a corrected product photo to the bucket, do I need to do anything for customers to see it?",
   "No, just wait: the edge cache for images expires after an hour, so the new photo replaces the old one by itself.",
   [r"re:(?i)purge"], [r"re:^No", "expires after an hour"]),
  ("Give me a one-liner to find the 10 largest files tracked in the featureloom repo.",
   r"""```sh
git ls-files -z | xargs -0 du -k | sort -rn | head -10
```
`du -k` prints sizes in KiB, and `git ls-files` keeps untracked build output and the virtualenv out of the list."""),
  [(WHOLE, "Yes: images are cached at the edge for 30 days, so the old photo stays until you purge the SKU's surrogate key (`fastly purge --key sku-<SKU>`). After the purge, the next request fetches the new file.")])

# ---------------------------------------------------------------- 058
S(58, "confluent-kafka-client", "literal", "code_block", "same_topic",
  ("Minimal consumer loop for the impressions topic in featureloom.",
   r"""```python
from kafka import KafkaConsumer

consumer = KafkaConsumer(
    "find.search-impressions.v1",
    group_id="find.featureloom-impressions.prod",
    bootstrap_servers=BOOTSTRAP,
)
for msg in consumer:
    handle(msg.value)
```""",
   "we only use confluent-kafka in featureloom. kafka-python can't do our OAUTHBEARER token callback, so it won't even connect",
   "from kafka import KafkaConsumer", "from confluent_kafka import Consumer"),
  ("And a tiny producer to replay a few impression events from a file for testing.",
   r"""```python
import json
from kafka import KafkaProducer

producer = KafkaProducer(bootstrap_servers=BOOTSTRAP, value_serializer=lambda v: json.dumps(v).encode())
with open("impressions_sample.jsonl") as fh:
    for line in fh:
        producer.send("find.search-impressions.v1", json.loads(line))
producer.flush()
```""",
   ["from confluent_kafka import Producer"], ["from kafka import"]),
  ("How do I make the confluent-kafka consumer in featureloom commit only after the Redis write succeeded?",
   r"""```python
msg = consumer.poll(1.0)
if msg is not None and not msg.error():
    write_features(msg)
    consumer.commit(message=msg, asynchronous=False)
```
With `enable.auto.commit` off, a crash between the write and the commit only replays that one message, and the Redis writes are idempotent."""),
  [("from kafka import KafkaProducer", "from confluent_kafka import Producer"),
   ("producer = KafkaProducer(bootstrap_servers=BOOTSTRAP, value_serializer=lambda v: json.dumps(v).encode())",
    "producer = Producer(base_conf)"),
   ('producer.send("find.search-impressions.v1", json.loads(line))',
    'producer.produce("find.search-impressions.v1", line.encode())')])

# ---------------------------------------------------------------- 059
S(59, "distroless-final-stage", "paraphrase", "code_block", "lookalike",
  ("Dockerfile for rankd.",
   r"""```dockerfile
FROM golang:1.21-bookworm AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/rankd ./cmd/rankd

FROM alpine:3.19
COPY --from=build /out/rankd /rankd
USER 65532
ENTRYPOINT ["/rankd"]
```""",
   "Final stage has to be gcr.io/distroless/static-debian12:nonroot, the admission policy on find-prod-n1 rejects anything that isn't distroless.",
   "FROM alpine:3.19", "FROM gcr.io/distroless/static-debian12:nonroot"),
  ("Dockerfile for the small rankd-tools reindex binary?",
   r"""```dockerfile
FROM golang:1.21-bookworm AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -o /out/reindex ./cmd/reindex

FROM alpine:3.20
COPY --from=build /out/reindex /usr/local/bin/reindex
ENTRYPOINT ["reindex"]
```""",
   ["FROM gcr.io/distroless/static-debian12:nonroot"], ["FROM alpine"]),
  ("Which Go image should the CI build stage use for rankd-tools?",
   r"""`golang:1.21-alpine` is fine for the build stage:

```dockerfile
FROM golang:1.21-alpine AS build
RUN apk add --no-cache git ca-certificates
```
Only the final image is checked by the admission policy; build stages never reach the cluster."""),
  [('FROM alpine:3.20\nCOPY --from=build /out/reindex /usr/local/bin/reindex\nENTRYPOINT ["reindex"]',
    'FROM gcr.io/distroless/static-debian12:nonroot\nCOPY --from=build /out/reindex /reindex\nENTRYPOINT ["/reindex"]')],
  holds="FROM golang:1.21-alpine AS build")

# ---------------------------------------------------------------- 060
S(60, "staging-data-refresh", "semantic", "equivalent_construct", "unrelated",
  ("Is the staging catalog-os data a copy of prod?",
   "Yes, it's restored from the prod snapshot every night at 03:00, so staging search results match prod from the previous day.",
   "Weekly, not nightly: the snapshot restore runs Sunday 22:00, and customer-facing fields get anonymised on the way, so staging can lag prod by up to a week.",
   "restored from the prod snapshot every night at 03:00",
   "restored from the prod snapshot every Sunday at 22:00"),
  ("Write a note for the staging README about how fresh the search data is.",
   "> **Data freshness:** staging's catalog-os is refreshed from prod daily (03:00 restore), so anything indexed in prod yesterday is searchable in staging today.",
   [r"re:(?i)weekly|sunday|every week"], [r"re:(?i)\bdaily\b|yesterday|03:00"]),
  ("Write a git command to list the local branches already merged into main.",
   r"""`git branch --merged main | grep -vE '^\*|\bmain$'` lists them; pipe that into `xargs -r git branch -d` to delete them, which refuses anything not fully merged."""),
  [(WHOLE, "> **Data freshness:** staging's catalog-os is restored from a prod snapshot weekly (Sunday 22:00), with customer-facing fields anonymised, so staging can lag prod by up to a week.")])


# ================================================================ validation
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def apply_fix(text, fix):
    for old, new in fix:
        text = new if old is WHOLE else text.replace(old, new)
    return text


def validate():
    errs = []
    n = len(SCENARIOS)
    ids = [s["id"] for s in SCENARIOS]
    if n != 60:
        errs.append("expected 60 scenarios, got %d" % n)
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if ids != ["%s-%03d" % (PREFIX, i) for i in range(1, n + 1)]:
        errs.append("ids are not %s-001 .. %s-%03d in order" % (PREFIX, PREFIX, n))
    for field, target in (("difficulty", DIFFICULTY), ("control_kind", CONTROL),
                          ("repeat_variation", VARIATION)):
        for s in SCENARIOS:
            if s[field] not in target:
                errs.append("%s: bad %s %r" % (s["id"], field, s[field]))
        counts = Counter(s[field] for s in SCENARIOS)
        for v, want in target.items():
            if counts[v] != want:
                errs.append("count %s=%s is %d, target %d" % (field, v, counts[v], want))
    seen = {}
    for s in SCENARIOS:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if not re.fullmatch(r"[a-z0-9-]+", s["topic"] or ""):
            errs.append("%s: topic must be a short slug" % sid)
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                           ("control", ("query", "output"))):
            if set(s[part]) != set(keys):
                errs.append("%s: %s has fields %s" % (sid, part, sorted(s[part])))
            for k in keys:
                v = s[part].get(k)
                if v is None or (isinstance(v, str) and not v.strip()):
                    errs.append("%s: %s.%s missing" % (sid, part, k))
        if not isinstance(r["expect_contains"], list) or not isinstance(r["expect_absent"], list):
            errs.append("%s: expect_contains / expect_absent must be lists" % sid)
            continue
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        for old, _ in s["fix"]:
            if old is not WHOLE and old not in r["output"]:
                errs.append("%s: fix target %r not in repeat output" % (sid, old))
        fixed = apply_fix(r["output"], s["fix"])
        if fixed == r["output"]:
            errs.append("%s: fix changes nothing" % sid)
        if not passes(fixed, r):
            miss = [x for x in r["expect_contains"] if not check(fixed, x)]
            pres = [x for x in r["expect_absent"] if check(fixed, x)]
            errs.append("%s: fixed repeat still fails (missing %s, present %s)" % (sid, miss, pres))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs `holds`" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        if len({t["output"], r["output"], c["output"]}) != 3:
            errs.append("%s: outputs not distinct" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            errs.append("%s: queries not distinct" % sid)
        for label, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            key = " ".join(text.split())
            if key in seen and seen[key][0] != sid:
                errs.append("%s: %s duplicates %s %s" % (sid, label, seen[key][0], seen[key][1]))
            seen.setdefault(key, (sid, label))
    # with --shared-store every correction sits in one store: a scenario's wrong text
    # must not occur in another scenario's outputs, or that correction could legitimately
    # touch them
    for a in SCENARIOS:
        wrong = [a["teach"]["gold_wrong"]] + [x for x in a["repeat"]["expect_absent"] if not x.startswith("re:")]
        for b in SCENARIOS:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                for w in wrong:
                    if w in b[part]["output"]:
                        errs.append("%s: wrong text %r of %s occurs in %s %s output"
                                    % (b["id"], w, a["id"], b["id"], part))
    return errs


def count_table(field, target):
    counts = Counter(s[field] for s in SCENARIOS)
    rows = ["| %s | n |" % field, "|---|---|"]
    for v in target:
        rows.append("| `%s` | %d |" % (v, counts[v]))
    rows.append("| total | %d |" % sum(counts.values()))
    return "\n".join(rows)


def readme():
    return "\n".join([
        HEADER,
        "",
        "# %s: %s" % (SET, TITLE),
        "",
        "60 hand-written teach -> repeat -> control scenarios (`%s-001` ... `%s-060`) for the" % (PREFIX, PREFIX),
        "learning loop, in the scenario format of `shared/eval/loop/` (see its README). They follow",
        "the search and recommendations team (\"Findability\") of an online furniture and home shop",
        "through one week: OpenSearch queries, mappings, aliases and k-NN; Kafka consumers and",
        "producers; a Python feature pipeline (polars, pydantic, confluent-kafka); a Go ranking",
        "service; Redis caches (Memorystore); a GraphQL gateway; A/B test config; CDN and image",
        "resizing; Kubernetes deploys and autoscaling; Terraform on GCP; and team facts (owners,",
        "on-call, release freeze, review rules). Hosts, ports, regions, index names, versions, flags",
        "and conventions are the team's own, invented for this set.",
        "",
        "Each teach output holds exactly one mistake, which the user's message corrects; the",
        "messages vary in style (terse, polite, with a reason, two facts, hedged questions,",
        "\"we don't use X, it's Y\", code blocks, typos, lower case). The repeat is another session",
        "that makes the same mistake again and must come back fixed (every `expect_contains`",
        "present, every `expect_absent` absent; `re:` entries are Python regexes). The control",
        "must come back byte-identical.",
        "",
        "## Run",
        "",
        "From the repository root, after `go build -o bin/cairn ./cmd/cairn`:",
        "",
        "```sh",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/%s/scenarios.jsonl" % SET,
        "```",
        "",
        "Report only the aggregate figures (teach saved rate, repeat fix rate, control false-change",
        "rate, cross-scenario changes).",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `build.py` | the scenarios as data; validates them (unique ids, enums, counts, gold_wrong in the teach output, every repeat fails as written and passes once fixed, regexes compile, control `holds`, no text duplicated between scenarios, no scenario's wrong text inside another scenario's outputs) before writing `scenarios.jsonl` and this file |",
        "| `README.md` | this file |",
        "",
        "## Counts",
        "",
        count_table("difficulty", DIFFICULTY),
        "",
        count_table("control_kind", CONTROL),
        "",
        count_table("repeat_variation", VARIATION),
        "",
    ])


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme())
    c = lambda field: ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in SCENARIOS).items()))
    print("ok: %d scenarios -> %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty: " + c("difficulty"))
    print("control_kind: " + c("control_kind"))
    print("repeat_variation: " + c("repeat_variation"))


if __name__ == "__main__":
    main()
