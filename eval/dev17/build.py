#!/usr/bin/env python3
"""Build and validate eval/dev17/scenarios.jsonl (learning-loop scenarios).

    python3 eval/dev17/build.py

THEME: LLM and ML engineering in production (OpenAI/Anthropic-style HTTP APIs,
Hugging Face transformers/datasets/tokenizers, vector databases, model serving,
CUDA containers, evaluation scripts, batch jobs) plus facts about one fictional
team ("Halyard": gateway aliases, collections, node pools, buckets, prompt
templates, token budgets).

Each scenario below is Python data in the loop format (id, topic, difficulty,
repeat_variation, control_kind, teach, repeat, control) plus build-only fields
that are stripped from the JSONL:

  key    the core wrong text (must occur in teach.output; for `literal`
         scenarios also in repeat.output, up to case and white space)
  fixed  hand-written edits [(old, new), ...] that turn repeat.output into its
         hand-fixed version; every `old` must occur in repeat.output
  trap   lookalike controls only: the text in control.output that a literal
         substitution would hit
  holds  already_correct controls only: the right value the control already holds
  allow  optional ids of other scenarios whose outputs may contain this
         scenario's key / gold_wrong (none needed at the moment)

The checks run before anything is written; scenarios.jsonl is written only when
every check passes. Go is used to confirm that every `re:` check compiles and
matches identically under RE2.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")
PREFIX = "d17-"

SCENARIOS = []


def add(**s):
    SCENARIOS.append(s)


# ----------------------------------------------------------------------------
# 001  anthropic-version header (literal, casing, already_correct)
add(
    id="d17-001", topic="anthropic-api", difficulty="literal", repeat_variation="casing",
    control_kind="already_correct",
    teach=dict(
        query="Give me a raw curl call to the Anthropic Messages API so I can check our key works from the bastion host.",
        output=r"""
Here's a minimal request you can paste on the bastion. It reads the key from the environment so it doesn't end up in shell history:

```bash
curl https://api.anthropic.com/v1/messages \
  -H "x-api-key: $ANTHROPIC_API_KEY" \
  -H "anthropic-version: 2023-01-01" \
  -H "content-type: application/json" \
  -d '{
    "model": "claude-3-5-haiku-20241022",
    "max_tokens": 64,
    "messages": [{"role": "user", "content": "Reply with the single word pong."}]
  }'
```

A 200 with a `content` array means the key and the network path are both fine. A 401 `authentication_error` points at the key itself; a connect timeout usually means the bastion's egress proxy is blocking `api.anthropic.com`, in which case add `--proxy "$HTTPS_PROXY"` to the command.

If you want to see the rate-limit headers as well, add `-i` so curl prints the response headers before the body.
""",
        message="anthropic-version has to be 2023-06-01. 2023-01-01 isn't a version they accept, that's the 400 we keep getting.",
        gold_wrong="2023-01-01", gold_right="2023-06-01",
    ),
    repeat=dict(
        query="Our Go service gets a 400 from Anthropic but the same payload works from curl. What should the request look like on the wire so I can diff it against a tcpdump?",
        output=r"""
Go canonicalises header names, so in a capture you'll see them title-cased; that's harmless because HTTP header names are case-insensitive. A correct request looks like this on the wire:

```http
POST /v1/messages HTTP/1.1
Host: api.anthropic.com
Content-Type: application/json
X-Api-Key: sk-ant-...redacted
Anthropic-Version: 2023-01-01
Content-Length: 187

{"model":"claude-3-5-haiku-20241022","max_tokens":256,"messages":[{"role":"user","content":"ping"}]}
```

And the Go side that produces it:

```go
req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.anthropic.com/v1/messages", bytes.NewReader(body))
if err != nil {
	return nil, err
}
req.Header.Set("Content-Type", "application/json")
req.Header.Set("X-Api-Key", apiKey)
req.Header.Set("Anthropic-Version", "2023-01-01")
```

If the two captures match and you still get a 400, print the response body: Anthropic returns an `invalid_request_error` whose message names the offending field, which is usually faster than diffing packets.
""",
        expect_contains=[r"re:(?i)anthropic-version:\s*2023-06-01"],
        expect_absent=["2023-01-01"],
    ),
    control=dict(
        query="Write a Cloudflare Worker that proxies chat requests to Claude and adds our key server-side.",
        output=r"""
The Worker keeps the key in a secret binding, so the browser never sees it. Set it once with `wrangler secret put ANTHROPIC_API_KEY`, then:

```ts
export interface Env {
  ANTHROPIC_API_KEY: string;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== "POST") {
      return new Response("method not allowed", { status: 405 });
    }
    const body = await request.json<{ messages: unknown[] }>();
    const upstream = await fetch("https://api.anthropic.com/v1/messages", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": env.ANTHROPIC_API_KEY,
        "anthropic-version": "2023-06-01",
      },
      body: JSON.stringify({
        model: "claude-3-5-haiku-20241022",
        max_tokens: 1024,
        messages: body.messages,
      }),
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { "content-type": "application/json" },
    });
  },
};
```

Pinning `model` and `max_tokens` in the Worker rather than trusting the client keeps someone from pointing your key at a more expensive model. If you need streaming later, pass `stream: true` and return `upstream.body` unchanged; the Worker streams it through without buffering.
""",
    ),
    key="anthropic-version: 2023-01-01",
    fixed=[("2023-01-01", "2023-06-01")],
    holds='"anthropic-version": "2023-06-01"',
)

# 002  Anthropic auth header (literal, casing, lookalike)
add(
    id="d17-002", topic="anthropic-api", difficulty="literal", repeat_variation="casing",
    control_kind="lookalike",
    teach=dict(
        query="How do I call Claude from a shell step in CI? I'd rather not install the SDK on the runner.",
        output=r"""
curl plus jq is enough for a CI step. Put the key in the CI secret store and reference it as an environment variable:

```bash
response=$(curl -sS https://api.anthropic.com/v1/messages \
  -H "Authorization: Bearer $ANTHROPIC_API_KEY" \
  -H "anthropic-version: 2023-06-01" \
  -H "content-type: application/json" \
  -d "$(jq -n --arg diff "$(git diff origin/main...HEAD)" '{
        model: "claude-3-5-sonnet-20241022",
        max_tokens: 1024,
        messages: [{role: "user", content: ("Summarise this diff for a changelog:\n\n" + $diff)}]
      }')")

echo "$response" | jq -r '.content[0].text'
```

Building the body with `jq -n --arg` keeps quotes and newlines in the diff from breaking the JSON. Add `--fail-with-body` to curl if you want the step to go red on a 4xx/5xx while still printing the error payload.
""",
        message="Anthropic doesn't take bearer tokens. Send the key as x-api-key.",
        gold_wrong="Authorization: Bearer", gold_right="x-api-key:",
    ),
    repeat=dict(
        query="Can you write me a .http file for poking the Anthropic API from the VS Code REST Client?",
        output=r"""
Here's a file you can drop in `scratch/anthropic.http`. REST Client can read variables from a `.env` file, so the key stays out of the file itself:

```http
@anthropic_key = {{$dotenv ANTHROPIC_API_KEY}}

### Simple message
POST https://api.anthropic.com/v1/messages
content-type: application/json
anthropic-version: 2023-06-01
authorization: Bearer {{anthropic_key}}

{
  "model": "claude-3-5-haiku-20241022",
  "max_tokens": 200,
  "messages": [{"role": "user", "content": "Give me three names for a vector index."}]
}

### Count tokens before sending
POST https://api.anthropic.com/v1/messages/count_tokens
content-type: application/json
anthropic-version: 2023-06-01
authorization: Bearer {{anthropic_key}}

{
  "model": "claude-3-5-haiku-20241022",
  "messages": [{"role": "user", "content": "Give me three names for a vector index."}]
}
```

Each `###` block gets its own "Send Request" link. The count_tokens call is handy for checking prompt sizes without paying for a completion.
""",
        expect_contains=[r"re:(?i)x-api-key:\s*\{\{anthropic_key\}\}"],
        expect_absent=[r"re:(?i)authorization:\s*bearer"],
    ),
    control=dict(
        query="Same idea for OpenAI: a .http file to try a chat completion.",
        output=r"""
```http
@openai_key = {{$dotenv OPENAI_API_KEY}}

### Chat completion
POST https://api.openai.com/v1/chat/completions
Content-Type: application/json
Authorization: Bearer {{openai_key}}

{
  "model": "gpt-4o-mini",
  "messages": [{"role": "user", "content": "Give me three names for a vector index."}],
  "max_completion_tokens": 200
}
```

If your key belongs to several organisations or projects, add `OpenAI-Organization` and `OpenAI-Project` headers so usage is billed to the right one. The response's `usage` block has `prompt_tokens` and `completion_tokens` if you want to compare costs with the other provider.
""",
    ),
    key="Authorization: Bearer",
    fixed=[("authorization: Bearer {{anthropic_key}}", "x-api-key: {{anthropic_key}}")],
    trap="Authorization: Bearer",
)

# 003  Qdrant gRPC port (literal, identifier, already_correct)
add(
    id="d17-003", topic="qdrant", difficulty="literal", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="The ingestion worker is slow upserting into Qdrant over REST. How do I switch the Python client to gRPC?",
        output=r"""
Switching is mostly a client setting; the Qdrant server already listens for both protocols. In the worker:

```python
from qdrant_client import QdrantClient

client = QdrantClient(
    host="qdrant.vector.svc.cluster.local",
    port=6333,
    grpc_port=6333,
    prefer_grpc=True,
    timeout=30,
)
```

With `prefer_grpc=True` the client sends upserts and searches over gRPC and falls back to REST only for the handful of calls that have no gRPC equivalent. Most of the speed-up, though, comes from batching: use `client.upload_points(collection_name, points, batch_size=256, parallel=4)` instead of one `upsert` per document.

Check that the Kubernetes Service in front of Qdrant exposes the gRPC port too; if only the REST port is listed, the client will hang on connect and eventually time out.
""",
        message="grpc is 6334 on qdrant, 6333 is just REST",
        gold_wrong="grpc_port=6333", gold_right="grpc_port=6334",
    ),
    repeat=dict(
        query="Write a small health-check script for the on-call runbook that connects to Qdrant over gRPC and prints each collection's point count.",
        output=r'''
```python
#!/usr/bin/env python3
"""Print point counts for every Qdrant collection (gRPC)."""
import os
import sys

from qdrant_client import QdrantClient

QDRANT_HOST = os.getenv("QDRANT_HOST", "localhost")


def main() -> int:
    client = QdrantClient(host=QDRANT_HOST, grpc_port=6333, prefer_grpc=True, timeout=5)
    try:
        collections = client.get_collections().collections
    except Exception as exc:  # connection refused, deadline exceeded, ...
        print(f"qdrant unreachable at {QDRANT_HOST}: {exc}", file=sys.stderr)
        return 2
    for c in collections:
        info = client.get_collection(c.name)
        print(f"{c.name:30} points={info.points_count} status={info.status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
```

Exit code 2 means the server could not be reached, which is what the alert should key on; a collection with `status=yellow` is still optimising and usually clears on its own. Run it from a pod inside the cluster, or port-forward first with `kubectl port-forward svc/qdrant 6333 6334`.
''',
        expect_contains=[r"re:grpc_port\s*=\s*6334"],
        expect_absent=["grpc_port=6333"],
    ),
    control=dict(
        query="Give me a docker-compose service for Qdrant for local development, with both APIs reachable.",
        output=r"""
```yaml
services:
  qdrant:
    image: qdrant/qdrant:v1.12.4
    ports:
      - "6333:6333"   # REST + web UI
      - "6334:6334"   # gRPC
    volumes:
      - ./qdrant_storage:/qdrant/storage
    environment:
      QDRANT__SERVICE__GRPC_PORT: "6334"
      QDRANT__LOG_LEVEL: INFO
```

The dashboard is at http://localhost:6333/dashboard once the container is up. From Python, `QdrantClient(host="localhost", grpc_port=6334, prefer_grpc=True)` talks gRPC and `QdrantClient(url="http://localhost:6333")` talks REST; both see the same collections. The bind mount keeps your data across `docker compose down`, so delete `./qdrant_storage` when you want a clean slate.
""",
    ),
    key="grpc_port=6333",
    fixed=[("grpc_port=6333", "grpc_port=6334")],
    holds="grpc_port=6334",
)

# 004  pgvector extension name (literal, casing, lookalike)
add(
    id="d17-004", topic="pgvector", difficulty="literal", repeat_variation="casing",
    control_kind="lookalike",
    teach=dict(
        query="Write the first Alembic migration for the RAG store: enable pgvector and create the chunks table.",
        output=r'''
```python
"""create doc_chunks

Revision ID: 0001_doc_chunks
"""
import sqlalchemy as sa
from alembic import op
from pgvector.sqlalchemy import Vector

revision = "0001_doc_chunks"
down_revision = None


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS pgvector")
    op.create_table(
        "doc_chunks",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("doc_id", sa.Text, nullable=False, index=True),
        sa.Column("chunk_no", sa.Integer, nullable=False),
        sa.Column("content", sa.Text, nullable=False),
        sa.Column("embedding", Vector(1024), nullable=False),
        sa.UniqueConstraint("doc_id", "chunk_no"),
    )


def downgrade() -> None:
    op.drop_table("doc_chunks")
```

Leave the HNSW index out of this revision and add it in a separate one with `CREATE INDEX CONCURRENTLY`, which cannot run inside Alembic's default transaction; you'll need `with op.get_context().autocommit_block():` around it. The extension has to be installed on the server (the `pgvector/pgvector` image or the `postgresql-16-pgvector` package); `CREATE EXTENSION` only enables it in this database.
''',
        message="The extension's name is vector, not pgvector. CREATE EXTENSION pgvector fails with 'extension \"pgvector\" is not available'.",
        gold_wrong="CREATE EXTENSION IF NOT EXISTS pgvector", gold_right="CREATE EXTENSION IF NOT EXISTS vector",
    ),
    repeat=dict(
        query="I need a plain SQL init script for the Postgres container our integration tests use.",
        output=r"""
Mount this into `/docker-entrypoint-initdb.d/`; the official entrypoint runs every `.sql` file there once, when the data directory is first initialised.

```sql
-- 001_init.sql
create extension if not exists pgvector;

create table if not exists test_chunks (
    id        bigint generated always as identity primary key,
    doc_id    text not null,
    content   text not null,
    embedding vector(1024) not null
);

create index if not exists test_chunks_embedding_hnsw
    on test_chunks using hnsw (embedding vector_cosine_ops);
```

Because the scripts only run on an empty data directory, use a tmpfs or an anonymous volume for the test container so every run starts clean. If a test needs rows, insert them from the test fixture rather than here, so the schema file stays shared with the migration check.
""",
        expect_contains=[r're:(?i)create\s+extension\s+(if\s+not\s+exists\s+)?"?vector"?\s*;'],
        expect_absent=[r're:(?i)create\s+extension\s+(if\s+not\s+exists\s+)?"?pgvector'],
    ),
    control=dict(
        query="How should the CI workflow start a Postgres that has pgvector available?",
        output=r"""
Use the image the pgvector project publishes; it is the official Postgres image with the extension already compiled in, so no apt step is needed:

```yaml
services:
  postgres:
    image: pgvector/pgvector:pg16
    env:
      POSTGRES_PASSWORD: postgres
      POSTGRES_DB: rag_test
    ports:
      - 5432:5432
    options: >-
      --health-cmd "pg_isready -U postgres"
      --health-interval 5s
      --health-timeout 5s
      --health-retries 10
```

The job's first step can then enable the extension with `psql -h localhost -U postgres -d rag_test -c 'CREATE EXTENSION IF NOT EXISTS vector;'` (export `PGPASSWORD=postgres` first). Pin the tag to the Postgres major you run in production; `pgvector/pgvector:pg16` tracks the latest pgvector release for Postgres 16.
""",
    ),
    key="CREATE EXTENSION IF NOT EXISTS pgvector",
    fixed=[("create extension if not exists pgvector;", "create extension if not exists vector;")],
    trap="pgvector/pgvector:pg16",
)

# 005  pgvector HNSW query-time setting (literal, reworded, lookalike)
add(
    id="d17-005", topic="pgvector", difficulty="literal", repeat_variation="reworded",
    control_kind="lookalike",
    teach=dict(
        query="Recall on our pgvector HNSW index looks poor when we ask for the top 50. What do I change at query time?",
        output=r"""
HNSW keeps a bounded list of candidates while it walks the graph, and that list is what you tune at query time. The default is 40, so a `LIMIT 50` query can't even return 50 good candidates; you'll see missing rows or lower recall.

Raise it for the session (or per transaction with `SET LOCAL`):

```sql
BEGIN;
SET LOCAL hnsw.probes = 100;
SELECT id, doc_id
FROM doc_chunks
ORDER BY embedding <=> $1
LIMIT 50;
COMMIT;
```

A reasonable starting point is two times the LIMIT. Higher values cost latency roughly linearly, so measure p95 before and after; if you need it everywhere, set it on the role with `ALTER ROLE rag_reader SET ...` instead of in every query.
""",
        message="hnsw.probes doesn't exist, it's hnsw.ef_search. probes is the ivfflat setting.",
        gold_wrong="hnsw.probes", gold_right="hnsw.ef_search",
    ),
    repeat=dict(
        query="The semantic search endpoint returns only 38 rows when we ask for 100. Is pgvector dropping results?",
        output=r"""
It isn't dropping them; the HNSW scan simply never saw more than that many candidates. pgvector's HNSW search keeps a candidate list whose size is set by hnsw.probes (40 by default), and with filtering or a large LIMIT you can get fewer rows back than you asked for.

For a LIMIT of 100, set it above the limit inside the request's transaction:

```sql
SET LOCAL hnsw.probes = 200;
```

If the endpoint also filters on `tenant_id`, the filter is applied after the index scan, which shrinks the result further. In that case either raise the value more, add a partial index per large tenant, or upgrade to pgvector 0.8+ and enable iterative scans with `SET hnsw.iterative_scan = relaxed_order`.
""",
        expect_contains=[r"re:hnsw\.ef_search\s*=\s*\d+"],
        expect_absent=["hnsw.probes"],
    ),
    control=dict(
        query="We built an IVFFlat index with lists = 1000 on the archive table. How do I trade speed for recall?",
        output=r"""
For IVFFlat the query-time knob is how many of the 1000 lists get scanned. The default is 1, which is fast but misses neighbours that landed in adjacent lists:

```sql
SET ivfflat.probes = 32;
SELECT id FROM archive_chunks ORDER BY embedding <=> $1 LIMIT 20;
```

A common starting point is `sqrt(lists)`, so about 32 here; recall rises quickly up to there and flattens after. Remember the lists were fixed when the index was built from the data at that time, so if the archive has grown a lot since, rebuilding with a larger `lists` value helps more than pushing probes higher.
""",
    ),
    key="hnsw.probes",
    fixed=[("hnsw.probes", "hnsw.ef_search")],
    trap="ivfflat.probes",
)

# 006  Qdrant distance name (literal, casing, lookalike)
add(
    id="d17-006", topic="qdrant", difficulty="literal", repeat_variation="casing",
    control_kind="lookalike",
    teach=dict(
        query="Create a Qdrant collection over REST for the image embeddings. The model was trained with an L2 loss, so I want Euclidean distance.",
        output=r"""
```bash
curl -X PUT "http://localhost:6333/collections/image_vectors" \
  -H "Content-Type: application/json" \
  -d '{
    "vectors": {"size": 512, "distance": "Euclidean"},
    "hnsw_config": {"m": 16, "ef_construct": 128},
    "on_disk_payload": true
  }'
```

`on_disk_payload` keeps the payload (file paths, labels) out of RAM, which matters once you store a few million images; the vectors themselves stay in memory. If memory gets tight later, add `"on_disk": true` inside `vectors` and Qdrant will memory-map them instead.

Check the result with `curl -s localhost:6333/collections/image_vectors | jq .result.config.params`.
""",
        message="Qdrant calls it \"Euclid\"; \"Euclidean\" doesn't pass validation.",
        gold_wrong='"distance": "Euclidean"', gold_right='"distance": "Euclid"',
    ),
    repeat=dict(
        query="Same collection, but created from the Python service at start-up if it doesn't exist yet.",
        output=r"""
```python
from qdrant_client import QdrantClient
from qdrant_client.models import Distance, HnswConfigDiff, VectorParams

COLLECTION = "image_vectors"


def ensure_collection(client: QdrantClient) -> None:
    if client.collection_exists(COLLECTION):
        return
    client.create_collection(
        collection_name=COLLECTION,
        vectors_config=VectorParams(size=512, distance=Distance.EUCLIDEAN),
        hnsw_config=HnswConfigDiff(m=16, ef_construct=128),
        on_disk_payload=True,
    )
```

`collection_exists` is available in recent qdrant-client releases; on older clients wrap `get_collection` in a try/except instead. If several replicas of the service start at once, two of them can race to create the collection; the loser gets a 409, so catch that and carry on rather than crashing the pod.
""",
        expect_contains=[r"re:Distance\.EUCLID\b"],
        expect_absent=["EUCLIDEAN"],
    ),
    control=dict(
        query="I want a brute-force baseline to measure the recall of the Qdrant image index.",
        output=r"""
Exact search over a sample is enough for a recall estimate. Pull the vectors you indexed, run exact k-NN with scikit-learn using the same metric, and compare the id sets:

```python
import numpy as np
from sklearn.neighbors import NearestNeighbors

exact = NearestNeighbors(n_neighbors=10, metric="euclidean", algorithm="brute").fit(vectors)
_, true_idx = exact.kneighbors(queries)

hits = 0
for q, truth in zip(queries, true_idx):
    found = client.query_points("image_vectors", query=q.tolist(), limit=10).points
    hits += len({ids[i] for i in truth} & {p.id for p in found})
print("recall@10:", hits / (10 * len(queries)))
```

Use a few hundred queries drawn from held-out images, not from the indexed set, or every query finds itself and recall looks better than it is.
""",
    ),
    key="Euclidean",
    fixed=[("Distance.EUCLIDEAN", "Distance.EUCLID")],
    trap='metric="euclidean"',
)

# 007  vLLM --max-model-len (literal, code_block, already_correct)
add(
    id="d17-007", topic="vllm", difficulty="literal", repeat_variation="code_block",
    control_kind="already_correct",
    teach=dict(
        query="What's the vLLM command to serve Qwen2.5-7B-Instruct on a single L4 with a 16k context?",
        output=r"""
An L4 has 24 GB, and the 7B model in bf16 takes about 15 GB, which leaves enough for a 16k KV cache if you cap the context explicitly. Qwen2.5-7B advertises a 32k window, and vLLM sizes the cache for the model's maximum unless told otherwise, so pass `--max-model-length`:

```bash
vllm serve Qwen/Qwen2.5-7B-Instruct \
  --max-model-length 16384 \
  --gpu-memory-utilization 0.92 \
  --max-num-seqs 32 \
  --port 8000
```

`--max-num-seqs` bounds how many requests are batched together; 32 is a safe starting point on one L4. Once it's up, `curl localhost:8000/v1/models` should list the model, and any OpenAI client pointed at `http://<host>:8000/v1` can talk to it.
""",
        message="--max-model-len. the -length spelling isn't a vLLM flag, the server exits on it.",
        gold_wrong="--max-model-length", gold_right="--max-model-len",
    ),
    repeat=dict(
        query="Write the Kubernetes container spec for a vLLM pod serving Llama-3.1-8B-Instruct with an 8k context.",
        output=r"""
```yaml
containers:
  - name: vllm
    image: vllm/vllm-openai:v0.6.3
    args:
      - --model
      - meta-llama/Llama-3.1-8B-Instruct
      - --max-model-length
      - "8192"
      - --gpu-memory-utilization
      - "0.90"
    env:
      - name: HF_TOKEN
        valueFrom:
          secretKeyRef:
            name: hf-read-token
            key: token
    ports:
      - containerPort: 8000
        name: http
    resources:
      limits:
        nvidia.com/gpu: 1
    readinessProbe:
      httpGet:
        path: /health
        port: 8000
      initialDelaySeconds: 60
      periodSeconds: 10
```

Weights are downloaded on first start, so give the readiness probe a generous initial delay or mount a PVC at `/root/.cache/huggingface` so restarts don't re-download 16 GB. Llama 3.1 is gated, hence the token.
""",
        expect_contains=[r"re:--max-model-len\b"],
        expect_absent=["--max-model-length"],
    ),
    control=dict(
        query="Our vLLM server for Mistral-7B-Instruct-v0.3 should accept 32k prompts. Is this the right way to start it?",
        output=r"""
Yes, that works. Mistral-7B-Instruct-v0.3 supports a 32k window, so `--max-model-len 32768` matches the model config rather than stretching it:

```bash
vllm serve mistralai/Mistral-7B-Instruct-v0.3 \
  --max-model-len 32768 \
  --tokenizer-mode mistral \
  --gpu-memory-utilization 0.90 \
  --port 8000
```

On a 24 GB card the KV cache for full 32k prompts only fits a few concurrent sequences, so expect vLLM to log a low maximum concurrency at start-up. If most requests are short that's fine; if they're all long, a bigger GPU or a second one with tensor parallelism is a better fix than shrinking the context.
""",
    ),
    key="--max-model-length",
    fixed=[("--max-model-length", "--max-model-len")],
    holds="--max-model-len 32768",
)

# 008  TGI sharding flag (literal, reworded, lookalike)
add(
    id="d17-008", topic="tgi", difficulty="literal", repeat_variation="reworded",
    control_kind="lookalike",
    teach=dict(
        query="How do I run TGI across 4 GPUs for Llama-3.1-70B-Instruct using AWQ weights?",
        output=r"""
The AWQ build of the 70B model is about 40 GB, so it fits across four 24 GB cards with room for KV cache. TGI splits the model across GPUs with tensor parallelism:

```bash
docker run --rm --gpus all --shm-size 1g -p 8080:80 \
  -e HF_TOKEN="$HF_TOKEN" \
  -v /data/hf:/data \
  ghcr.io/huggingface/text-generation-inference:2.4.0 \
  --model-id hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4 \
  --quantize awq \
  --tensor-parallel-size 4 \
  --max-input-tokens 6144 \
  --max-total-tokens 8192
```

`--shm-size 1g` matters: the shards talk over NCCL, which uses shared memory, and Docker's 64 MB default makes start-up fail with an NCCL error. Keep `--max-total-tokens` modest at first; TGI reserves KV cache for the worst case and will refuse to start if it can't.
""",
        message="Isn't that --num-shard for TGI? I think --tensor-parallel-size is vLLM's flag, the launcher won't know it.",
        gold_wrong="--tensor-parallel-size 4", gold_right="--num-shard 4",
    ),
    repeat=dict(
        query="Our TGI pod only uses one of the four GPUs on the node. What's missing?",
        output=r"""
The launcher starts a single shard unless you tell it to split the model, so the other three GPUs sit idle even though the container can see them. Add the tensor-parallel flag to the launcher arguments:

```yaml
args:
  - --model-id
  - hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4
  - --quantize
  - awq
  - --tensor-parallel-size
  - "4"
```

Two other things to check while you're there. The pod needs `nvidia.com/gpu: 4` in its limits, otherwise only one device is mounted; and the shards need more shared memory than the default, so add an `emptyDir` with `medium: Memory` mounted at `/dev/shm`. After the restart, `nvidia-smi` on the node should show memory allocated on all four GPUs.
""",
        expect_contains=[r"re:--num-shard\b|NUM_SHARD"],
        expect_absent=["--tensor-parallel-size"],
    ),
    control=dict(
        query="And what's the vLLM equivalent for the same model on the same node?",
        output=r"""
vLLM's OpenAI-compatible server takes the degree of tensor parallelism directly:

```bash
vllm serve hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4 \
  --quantization awq_marlin \
  --tensor-parallel-size 4 \
  --max-model-len 8192 \
  --port 8000
```

`awq_marlin` uses the faster Marlin kernels for AWQ weights on Ampere and newer; plain `awq` works too but is slower. As with TGI, give the container a large `/dev/shm` (or run with `--ipc=host`), since the workers exchange tensors through shared memory.
""",
    ),
    key="--tensor-parallel-size",
    fixed=[("- --tensor-parallel-size", "- --num-shard")],
    trap="--tensor-parallel-size 4",
)

# 009  Triton metrics port (literal, identifier, lookalike)
add(
    id="d17-009", topic="triton", difficulty="literal", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="How do I check that Triton's GPU metrics are actually being exported?",
        output=r"""
Triton serves Prometheus metrics on their own port, separate from inference traffic. From inside the pod (or through a port-forward):

```bash
curl -s localhost:8001/metrics | grep -E '^nv_gpu_(utilization|memory_used_bytes)'
```

You should see one line per GPU with a `gpu_uuid` label. If the inference counters (`nv_inference_request_success`) are there but the GPU gauges are missing, the server was probably started with `--allow-gpu-metrics=false`, or the container can't load the DCGM library it uses for them; the server log says which at start-up.

Once the curl works, point a ServiceMonitor at the same port so Prometheus scrapes it every 15 to 30 seconds.
""",
        message="That curl will hang. 8001 is Triton's gRPC port, the metrics endpoint is on 8002.",
        gold_wrong="localhost:8001/metrics", gold_right="localhost:8002/metrics",
    ),
    repeat=dict(
        query="Write a Prometheus scrape job for the Triton deployment in the ml namespace.",
        output=r"""
Before wiring Prometheus, confirm the endpoint answers from another pod: `curl -s http://triton-infer.ml.svc:8001/metrics | head`. Then add a static job (or the equivalent ServiceMonitor if you run the operator):

```yaml
scrape_configs:
  - job_name: triton
    scrape_interval: 15s
    metrics_path: /metrics
    static_configs:
      - targets: ["triton-infer.ml.svc:8001"]
        labels:
          team: ml-platform
```

The interesting series are `nv_inference_queue_duration_us` and `nv_inference_compute_infer_duration_us` (cumulative microseconds, so graph their `rate()` divided by `rate(nv_inference_request_success)`), plus `nv_gpu_utilization` per GPU.
""",
        expect_contains=[r"re:triton-infer\.ml\.svc:8002"],
        expect_absent=[r"re:triton-infer\.ml\.svc:8001"],
    ),
    control=dict(
        query="Give me a minimal Python client that sends a batch to the Triton embedder over gRPC.",
        output=r"""
```python
import numpy as np
import tritonclient.grpc as grpcclient

client = grpcclient.InferenceServerClient(url="localhost:8001")

ids = np.array(batch_input_ids, dtype=np.int64)
mask = np.array(batch_attention_mask, dtype=np.int64)

inputs = [
    grpcclient.InferInput("input_ids", ids.shape, "INT64"),
    grpcclient.InferInput("attention_mask", mask.shape, "INT64"),
]
inputs[0].set_data_from_numpy(ids)
inputs[1].set_data_from_numpy(mask)

result = client.infer("embedder_onnx", inputs, outputs=[grpcclient.InferRequestedOutput("embeddings")])
vectors = result.as_numpy("embeddings")
```

The input and output names must match `config.pbtxt` exactly. For sustained load, reuse one client per process; creating a channel per request adds a TCP and HTTP/2 handshake to every call.
""",
    ),
    key="8001/metrics",
    fixed=[("triton-infer.ml.svc:8001", "triton-infer.ml.svc:8002")],
    trap='url="localhost:8001"',
)

# 010  Ollama context option (literal, code_block, lookalike)
add(
    id="d17-010", topic="ollama", difficulty="literal", repeat_variation="code_block",
    control_kind="lookalike",
    teach=dict(
        query="Our summariser truncates long tickets when it calls Ollama's /api/chat. How do I raise the context window per request?",
        output=r"""
Ollama loads models with a small default context and silently drops the start of the prompt when it overflows, which matches what you're seeing. You can raise it per request through `options`:

```python
import requests

resp = requests.post(
    "http://localhost:11434/api/chat",
    json={
        "model": "llama3.1:8b",
        "messages": messages,
        "stream": False,
        "options": {"n_ctx": 16384, "temperature": 0.2},
    },
    timeout=120,
)
resp.raise_for_status()
summary = resp.json()["message"]["content"]
```

A bigger context means a bigger KV cache, so check `ollama ps` after the first call to see how much memory the model now takes. If every caller needs the larger window, bake it into a Modelfile instead of repeating it in each request.
""",
        message="the Ollama option is num_ctx. n_ctx is what llama.cpp calls it, and Ollama ignores options it doesn't know, so nothing changed",
        gold_wrong='"n_ctx": 16384', gold_right='"num_ctx": 16384',
    ),
    repeat=dict(
        query="Give me a curl I can run on the GPU box to check that a 32k context actually works with Ollama.",
        output=r"""
Generate a long prompt, send it with a larger context, and compare `prompt_eval_count` in the response with what you sent:

```bash
python3 -c 'print("lorem ipsum " * 12000)' > /tmp/long.txt

curl -s http://localhost:11434/api/generate -d "$(jq -n --rawfile p /tmp/long.txt '{
  model: "llama3.1:8b",
  prompt: ($p + "\n\nHow many words were above?"),
  stream: false,
  options: {"n_ctx": 32768}
}')" | jq '{prompt_eval_count, eval_count, done_reason}'
```

If `prompt_eval_count` comes back in the tens of thousands, the full prompt was used; if it's stuck at the default size, the option didn't apply. `ollama ps` will also show the larger memory footprint while the model stays loaded.
""",
        expect_contains=[r're:"?num_ctx"?\s*:\s*32768'],
        expect_absent=[r're:"n_ctx"'],
    ),
    control=dict(
        query="How do I load the same GGUF with llama-cpp-python and a 32k context?",
        output=r"""
```python
from llama_cpp import Llama

llm = Llama(
    model_path="/models/Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf",
    n_ctx=32768,
    n_gpu_layers=-1,
    flash_attn=True,
    verbose=False,
)

out = llm.create_chat_completion(
    messages=[{"role": "user", "content": question}],
    max_tokens=512,
)
print(out["choices"][0]["message"]["content"])
```

`n_gpu_layers=-1` offloads every layer to the GPU; lower it if the 32k KV cache doesn't fit next to the weights. The context is fixed when the `Llama` object is created, so keep one instance per process and reuse it.
""",
    ),
    key='"n_ctx"',
    fixed=[('"n_ctx": 32768', '"num_ctx": 32768')],
    trap="n_ctx=32768",
)

# 011  Anthropic stop sequences (literal, identifier, same_topic)
add(
    id="d17-011", topic="anthropic-api", difficulty="literal", repeat_variation="identifier",
    control_kind="same_topic",
    teach=dict(
        query="I want Claude to stop as soon as it closes the </answer> tag. How do I set that with the Python SDK?",
        output=r"""
Pass the closing tag as a stop sequence; generation ends the moment the model emits it:

```python
resp = client.messages.create(
    model="claude-3-5-sonnet-20241022",
    max_tokens=1024,
    system=SYSTEM_PROMPT,
    messages=[{"role": "user", "content": question}],
    stop=["</answer>"],
)
answer = resp.content[0].text
```

When a stop sequence fires, `resp.stop_reason` is `"stop_sequence"` and `resp.stop_sequence` tells you which one matched. The matched text itself is not included in the output, so append `</answer>` back if your parser expects a closed tag.
""",
        message='should be stop_sequences=["</answer>"], the Anthropic SDK has no stop argument',
        gold_wrong='stop=["</answer>"]', gold_right='stop_sequences=["</answer>"]',
    ),
    repeat=dict(
        query="For the ReAct agent loop, make Claude halt before it writes its own Observation line.",
        output=r"""
The model should produce a Thought and an Action, then wait for the tool result. Stop it at the Observation marker and let your code fill that part in:

```python
def agent_step(history: list[dict]) -> str:
    step = client.messages.create(
        model=AGENT_MODEL,
        max_tokens=800,
        system=REACT_SYSTEM,
        messages=history,
        stop=["\nObservation:"],
    )
    return step.content[0].text
```

After each call, parse the `Action:` line, run the tool, and append `Observation: <result>` to the transcript as the next user turn. Cap the loop (eight steps is plenty for most tasks) so a confused model can't spin forever.
""",
        expect_contains=[r"re:stop_sequences\s*=\s*\["],
        expect_absent=["stop=["],
    ),
    control=dict(
        query="How do I make Claude return only the JSON object, without any preamble?",
        output=r"""
Two things work well together. Describe the schema in the prompt, and prefill the assistant turn with the opening brace so the model has to continue the object rather than start with a sentence:

```python
resp = client.messages.create(
    model="claude-3-5-sonnet-20241022",
    max_tokens=1024,
    messages=[
        {"role": "user", "content": prompt},
        {"role": "assistant", "content": "{"},
    ],
)
data = json.loads("{" + resp.content[0].text)
```

The response continues from the prefill, so you add the brace back before parsing. If you need guaranteed structure, define a tool with the schema and force it with `tool_choice={"type": "tool", "name": "record_result"}`; the arguments then arrive as parsed JSON in the `tool_use` block.
""",
    ),
    key="stop=[",
    fixed=[("stop=[", "stop_sequences=[")],
)

# 012  tiktoken encoding for gpt-4o (literal, code_block, lookalike)
add(
    id="d17-012", topic="tokenization", difficulty="literal", repeat_variation="code_block",
    control_kind="lookalike",
    teach=dict(
        query="I need to count tokens for gpt-4o prompts before we send them, so we stay under our per-request budget.",
        output=r"""
tiktoken runs locally and is fast enough to call on every request:

```python
import tiktoken

enc = tiktoken.get_encoding("cl100k_base")


def count_tokens(text: str) -> int:
    return len(enc.encode(text))


def count_chat(messages: list[dict]) -> int:
    # each message carries a few tokens of framing for role and separators
    return sum(count_tokens(m["content"]) + 4 for m in messages) + 3
```

The per-message overhead is an approximation, so keep a margin of a few percent below your limit rather than budgeting to the exact token. Create the encoder once at import time; constructing it loads the BPE ranks and takes a moment.
""",
        message="gpt-4o is o200k_base. cl100k_base is the gpt-4/3.5 encoding, and the counts drift a lot on non-English text.",
        gold_wrong="cl100k_base", gold_right="o200k_base",
    ),
    repeat=dict(
        query="Add a guard to the batch builder that drops any request whose prompt would go over 12k tokens on gpt-4o-mini.",
        output=r"""
```python
import logging

import tiktoken

log = logging.getLogger(__name__)

MAX_PROMPT_TOKENS = 12_000
ENC = tiktoken.get_encoding("cl100k_base")


def within_budget(req: dict) -> bool:
    text = "\n".join(m["content"] for m in req["body"]["messages"])
    n = len(ENC.encode(text))
    if n > MAX_PROMPT_TOKENS:
        log.warning("dropping %s: %d prompt tokens", req["custom_id"], n)
        return False
    return True


requests = [r for r in requests if within_budget(r)]
```

Dropped ids end up in the log with their size, so you can decide later whether to truncate and resubmit them. If some prompts contain images, this count only covers the text parts; image tokens are counted separately.
""",
        expect_contains=[r're:o200k_base|encoding_for_model\(\s*"gpt-4o'],
        expect_absent=["cl100k_base"],
    ),
    control=dict(
        query="Split our docs into 512-token chunks for text-embedding-3-small.",
        output=r"""
The embedding-3 models use the cl100k_base encoding, so chunk with the same tokenizer the model will see:

```python
import tiktoken

enc = tiktoken.get_encoding("cl100k_base")


def chunk(text: str, size: int = 512, overlap: int = 64) -> list[str]:
    ids = enc.encode(text)
    step = size - overlap
    return [enc.decode(ids[i : i + size]) for i in range(0, max(len(ids) - overlap, 1), step)]
```

The 64-token overlap keeps a sentence that straddles a boundary retrievable from either chunk. Splitting on raw token offsets can cut words in half; if that hurts retrieval, split on paragraphs first and only fall back to token windows for paragraphs longer than 512 tokens.
""",
    ),
    key="cl100k_base",
    fixed=[("cl100k_base", "o200k_base")],
    trap='get_encoding("cl100k_base")',
)

# 013  datasets.map parallelism (literal, identifier, lookalike)
add(
    id="d17-013", topic="hf-datasets", difficulty="literal", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Tokenizing our 40M-row corpus with datasets.map takes hours on one core. How do I parallelise it?",
        output=r"""
Two changes give most of the speed-up: process rows in batches so the fast tokenizer can work on lists, and spread the work over several processes:

```python
from transformers import AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B")


def tokenize_fn(batch):
    return tok(batch["text"], truncation=True, max_length=2048)


tokenized = raw.map(
    tokenize_fn,
    batched=True,
    batch_size=1000,
    num_workers=16,
    remove_columns=raw.column_names,
)
tokenized.save_to_disk("/data/tokenized/v1")
```

Each worker gets a shard of the dataset and writes its own cache file, so make sure the cache directory sits on a fast local disk. Set `TOKENIZERS_PARALLELISM=false` in the environment as well; otherwise the Rust tokenizer's own threads fight with the worker processes and you get a warning for every fork.
""",
        message="Thanks, batched=True alone already helped a lot. One thing though: map() doesn't take num_workers, it's num_proc=16.",
        gold_wrong="num_workers=16", gold_right="num_proc=16",
    ),
    repeat=dict(
        query="Write the preprocessing step for the eval set: strip HTML and add a char_count column, using all the cores.",
        output=r"""
```python
import html
import os
import re

TAG_RE = re.compile(r"<[^>]+>")


def clean_batch(batch):
    texts = [TAG_RE.sub(" ", html.unescape(t)).strip() for t in batch["text"]]
    return {"text": texts, "char_count": [len(t) for t in texts]}


eval_ds = eval_ds.map(
    clean_batch,
    batched=True,
    num_workers=os.cpu_count(),
    desc="strip html",
)
```

Returning the `text` key overwrites the original column, and `char_count` is added alongside it. The regex is deliberately crude; if the eval set has scripts or style blocks, use BeautifulSoup's `get_text()` instead, which still works fine inside a batched map.
""",
        expect_contains=[r"re:num_proc\s*=\s*os\.cpu_count\(\)"],
        expect_absent=["num_workers"],
    ),
    control=dict(
        query="Training is GPU-starved and the DataLoader seems to be the bottleneck. What settings should I use?",
        output=r"""
If GPU utilisation dips between steps, the loader isn't keeping up. Load and collate in background processes and pin host memory so copies to the GPU can overlap with compute:

```python
from torch.utils.data import DataLoader

train_loader = DataLoader(
    train_ds,
    batch_size=32,
    shuffle=True,
    num_workers=8,
    pin_memory=True,
    persistent_workers=True,
    prefetch_factor=4,
)
```

`persistent_workers=True` stops the workers from being torn down and re-forked at every epoch, which otherwise shows up as a stall at each epoch boundary. Then move batches with `.to(device, non_blocking=True)`. If utilisation is still low with 8 workers, profile `__getitem__`; heavy per-sample work (decoding images, tokenizing) is better done once ahead of time.
""",
    ),
    key="num_workers=",
    fixed=[("num_workers=os.cpu_count()", "num_proc=os.cpu_count()")],
    trap="num_workers=8",
)

# 014  Hub token variable (literal, code_block, already_correct)
add(
    id="d17-014", topic="hf-hub", difficulty="literal", repeat_variation="code_block",
    control_kind="already_correct",
    teach=dict(
        query="How should the training job authenticate to the Hub so it can pull the gated Llama weights?",
        output=r"""
Create a fine-grained read token on an account that has accepted the Llama licence, then expose it to the job as an environment variable; `huggingface_hub` and `transformers` pick it up without any code changes:

```bash
export HUGGINGFACE_TOKEN=hf_xxxxxxxxxxxxxxxxx
huggingface-cli download meta-llama/Llama-3.1-8B-Instruct \
  --local-dir /models/llama31-8b-instruct
```

In Kubernetes, keep the token in a Secret and inject it with `env[].valueFrom.secretKeyRef` rather than baking it into the image. Downloading once into a shared volume and pointing `from_pretrained` at the local directory also saves every job from re-pulling 16 GB.
""",
        message="huggingface_hub reads HF_TOKEN. It never looks at HUGGINGFACE_TOKEN, which is why the download 401s.",
        gold_wrong="HUGGINGFACE_TOKEN", gold_right="HF_TOKEN",
    ),
    repeat=dict(
        query="Write the GitHub Actions step that downloads just the tokenizer files for the eval job.",
        output=r"""
```yaml
- name: Download tokenizer
  env:
    HUGGINGFACE_TOKEN: ${{ secrets.HUB_READ_TOKEN }}
  run: |
    pip install -U "huggingface_hub[cli]"
    huggingface-cli download meta-llama/Llama-3.1-8B-Instruct \
      tokenizer.json tokenizer_config.json special_tokens_map.json \
      --local-dir ./tokenizer
```

Listing the files explicitly keeps the step to a few megabytes instead of the full weights. Put an `actions/cache` step keyed on the model id in front of it if the job runs often, so most runs don't hit the Hub at all.
""",
        expect_contains=[r"re:\bHF_TOKEN:\s*\$\{\{\s*secrets\.HUB_READ_TOKEN"],
        expect_absent=["HUGGINGFACE_TOKEN"],
    ),
    control=dict(
        query="Run TGI locally for gemma-2-9b-it, which is gated.",
        output=r"""
```bash
export HF_TOKEN=hf_xxxxxxxxxxxxxxxxx   # token from an account that accepted the Gemma terms
docker run --rm --gpus all --shm-size 1g -p 8080:80 \
  -e HF_TOKEN=$HF_TOKEN \
  -v $HOME/.cache/tgi:/data \
  ghcr.io/huggingface/text-generation-inference:2.4.0 \
  --model-id google/gemma-2-9b-it
```

The `-v` mount keeps downloaded weights between runs. Once the log says the router is ready, test it through the OpenAI-compatible route: `curl localhost:8080/v1/chat/completions -H 'Content-Type: application/json' -d '{"model": "tgi", "messages": [{"role": "user", "content": "Hello"}], "max_tokens": 20}'`.
""",
    ),
    key="HUGGINGFACE_TOKEN",
    fixed=[("HUGGINGFACE_TOKEN:", "HF_TOKEN:")],
    holds="-e HF_TOKEN=$HF_TOKEN",
)

# 015  attn_implementation name (literal, code_block, same_topic)
add(
    id="d17-015", topic="hf-transformers", difficulty="literal", repeat_variation="code_block",
    control_kind="same_topic",
    teach=dict(
        query="Load Mistral-7B-Instruct with FlashAttention for our long-context eval on the A100s.",
        output=r"""
```python
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "mistralai/Mistral-7B-Instruct-v0.3"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(
    MODEL_ID,
    torch_dtype=torch.bfloat16,
    attn_implementation="flash_attn_2",
    device_map="auto",
)
model.eval()
```

FlashAttention needs the `flash-attn` package (`pip install flash-attn --no-build-isolation`; building it takes a while, so bake it into the image) and only runs in fp16 or bf16, which is why the dtype is set explicitly. On the A100s it mainly buys you memory: attention no longer materialises the full sequence-by-sequence matrix, so 32k-token eval prompts fit where they previously ran out of memory.
""",
        message='attn_implementation="flash_attention_2". With "flash_attn_2" from_pretrained raises a ValueError.',
        gold_wrong='"flash_attn_2"', gold_right='"flash_attention_2"',
    ),
    repeat=dict(
        query="Write the model-loading part of our DPO script for Llama-3.1-8B in bf16.",
        output=r"""
```python
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "meta-llama/Llama-3.1-8B-Instruct"


def load_policy_and_ref():
    kwargs = dict(
        torch_dtype=torch.bfloat16,
        attn_implementation="flash_attn_2",
    )
    policy = AutoModelForCausalLM.from_pretrained(BASE, **kwargs)
    ref = AutoModelForCausalLM.from_pretrained(BASE, **kwargs)
    ref.requires_grad_(False)
    policy.config.use_cache = False  # needed with gradient checkpointing
    return policy, ref


tokenizer = AutoTokenizer.from_pretrained(BASE)
tokenizer.pad_token = tokenizer.eos_token
```

If you train with LoRA, you can skip the separate reference model: TRL's `DPOTrainer` computes reference log-probs with the adapter disabled when `ref_model=None`, which halves the memory. Leave `device_map` unset here; under `accelerate launch` each process places its own copy.
""",
        expect_contains=[r're:attn_implementation\s*=\s*"flash_attention_2"'],
        expect_absent=["flash_attn_2"],
    ),
    control=dict(
        query="How can I check which attention implementation a loaded model actually ended up with?",
        output=r"""
The choice is recorded on the config after loading:

```python
print(model.config._attn_implementation)   # e.g. "sdpa" or "eager"
```

If you didn't ask for anything, recent transformers versions pick PyTorch's SDPA kernels when the architecture supports them and fall back to the eager implementation otherwise. It's a private attribute, so don't build logic on it; for a one-off check it's the quickest way.

To compare speed, load the model twice with different settings and time a forward pass on a long input, with `torch.cuda.synchronize()` before reading the clock so you measure the GPU work and not just the kernel launches.
""",
    ),
    key="flash_attn_2",
    fixed=[('"flash_attn_2"', '"flash_attention_2"')],
)

# 016  torchrun process count (literal, reworded, lookalike)
add(
    id="d17-016", topic="distributed-training", difficulty="literal", repeat_variation="reworded",
    control_kind="lookalike",
    teach=dict(
        query="How do I launch train.py on all 8 GPUs of a single node with torchrun?",
        output=r"""
For one node you don't need a rendezvous server; `--standalone` sets everything up locally:

```bash
torchrun --standalone --num_gpus=8 train.py --config configs/sft.yaml
```

torchrun starts one process per GPU and sets `RANK`, `LOCAL_RANK` and `WORLD_SIZE` for each. In `train.py`, call `torch.distributed.init_process_group("nccl")`, then `torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))` before building the model, and wrap it in DDP or FSDP. If you use the HF Trainer or Accelerate, they read those variables themselves and you only need the launch line.
""",
        message="--num_gpus is the deepspeed launcher's flag. For torchrun it's --nproc_per_node=8.",
        gold_wrong="--num_gpus=8", gold_right="--nproc_per_node=8",
    ),
    repeat=dict(
        query="Our fine-tune on the 4-GPU node only starts one process. What should the launch line be?",
        output=r"""
torchrun defaults to a single worker, so without a process count it runs exactly what you're seeing: one process on GPU 0 while the other three idle. Tell it how many to start:

```bash
torchrun --standalone --num_gpus=4 train.py --config configs/lora.yaml
```

You can confirm it worked from the first lines of the log, which should show ranks 0 to 3, or from `nvidia-smi`, where each GPU gets its own Python process. If you also launch from a Slurm or Kubernetes wrapper, check that it requests all four GPUs; torchrun can only start workers for devices the container can see.
""",
        expect_contains=[r"re:--nproc[_-]per[_-]node[= ]4\b"],
        expect_absent=["--num_gpus"],
    ),
    control=dict(
        query="We're moving the 8-GPU run to the DeepSpeed launcher for ZeRO-3. What's the command?",
        output=r"""
```bash
deepspeed --num_gpus 8 train.py \
  --deepspeed configs/ds_zero3.json \
  --config configs/sft.yaml
```

The DeepSpeed launcher starts one process per GPU like torchrun does, and passes `--local_rank` to the script, so make sure your argument parser accepts it (the HF Trainer already does). In `ds_zero3.json`, `"stage": 3` with `"overlap_comm": true` is a good start; add `"offload_optimizer": {"device": "cpu"}` only if you run out of GPU memory, because it slows each step noticeably.
""",
    ),
    key="--num_gpus",
    fixed=[("--num_gpus=4", "--nproc_per_node=4")],
    trap="--num_gpus 8",
)

# 017  docker GPU flag (paraphrase, identifier, lookalike)
add(
    id="d17-017", topic="cuda-containers", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Quickest way to check that containers on the new node can see the GPUs?",
        output=r"""
Run `nvidia-smi` from a plain CUDA base image; if it prints the GPU table, the driver, the NVIDIA Container Toolkit and the Docker runtime config are all in place:

```bash
docker run --rm --gpu all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi
```

If it fails with "could not select device driver", the container toolkit isn't installed or Docker wasn't restarted after `nvidia-ctk runtime configure --runtime=docker`. If `nvidia-smi` works on the host but not in the container, that's almost always the toolkit; if it doesn't work on the host either, start with the driver.
""",
        message="--gpus. plural.",
        gold_wrong="--gpu all", gold_right="--gpus all",
    ),
    repeat=dict(
        query="Run the embedding benchmark container on GPU 1 only; GPU 0 is busy with the eval job.",
        output=r"""
Docker can pass through a single device by index, so the benchmark never sees GPU 0 at all:

```bash
docker run --rm --gpu device=1 \
  -v "$PWD/results:/results" \
  registry.halyard.internal/ml/embed-bench:0.4.1 \
  --model hy-embed-3 --batch-sizes 32,64,128 --out /results/l4-gpu1.json
```

Inside the container the selected card shows up as device 0, so the benchmark doesn't need its own `CUDA_VISIBLE_DEVICES`. If you want to double-check, `docker exec` into it while it runs and `nvidia-smi` will list exactly one GPU, with the UUID of physical GPU 1.
""",
        expect_contains=[r"""re:--gpus[ =]["']?device=1"""],
        expect_absent=[r"re:--gpu\s"],
    ),
    control=dict(
        query="Start a vLLM container on that node that leaves some GPU memory free for other processes.",
        output=r"""
```bash
docker run --rm --gpus all --ipc=host -p 8000:8000 \
  -v "$HOME/.cache/huggingface:/root/.cache/huggingface" \
  vllm/vllm-openai:v0.6.3 \
  --model Qwen/Qwen2.5-7B-Instruct \
  --gpu-memory-utilization 0.85
```

`--gpu-memory-utilization` is the fraction of each GPU's memory vLLM may claim for weights plus KV cache; at 0.85 roughly 15% stays free for whatever else runs there. vLLM pre-allocates that amount at start-up, so `nvidia-smi` shows it as used even when the server is idle; that's expected, not a leak.
""",
    ),
    key="--gpu all",
    fixed=[("--gpu device=1", "--gpus device=1")],
    trap="--gpu-memory-utilization",
)

# 018  Kubernetes GPU resource name (literal, code_block, same_topic)
add(
    id="d17-018", topic="kubernetes-gpu", difficulty="literal", repeat_variation="code_block",
    control_kind="same_topic",
    teach=dict(
        query="How do I request one GPU for the reranker Deployment?",
        output=r"""
GPUs are an extended resource exposed by the NVIDIA device plugin, so you ask for them under `resources.limits`:

```yaml
spec:
  template:
    spec:
      containers:
        - name: reranker
          image: registry.halyard.internal/ml/reranker:2.3.0
          resources:
            limits:
              nvidia.com/gpus: 1
              memory: 16Gi
            requests:
              cpu: "2"
              memory: 16Gi
```

You don't need to repeat the GPU under `requests`; for extended resources Kubernetes sets the request equal to the limit, and GPUs can't be overcommitted or shared between containers this way. If the node pool is tainted for GPU workloads, add the matching toleration as well or the pod will never be scheduled there.
""",
        message="The resource is nvidia.com/gpu, singular. With gpus the scheduler looks for a resource no node advertises and the pod stays Pending.",
        gold_wrong="nvidia.com/gpus: 1", gold_right="nvidia.com/gpu: 1",
    ),
    repeat=dict(
        query="Give the fine-tune Job two A100s.",
        output=r"""
```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: sft-llama31-8b
spec:
  backoffLimit: 1
  template:
    spec:
      restartPolicy: Never
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
      containers:
        - name: train
          image: registry.halyard.internal/ml/trainer:5.0.2
          command: ["torchrun", "--standalone", "--nproc_per_node=2", "train.py"]
          resources:
            limits:
              nvidia.com/gpus: 2
              memory: 120Gi
```

The `nvidia.com/gpu.product` label comes from GPU Feature Discovery, so this only works where that component runs; otherwise use your node pool label. `backoffLimit: 1` keeps a crashing run from retrying all night and holding both GPUs.
""",
        expect_contains=[r're:nvidia\.com/gpu:\s*"?2\b'],
        expect_absent=["nvidia.com/gpus"],
    ),
    control=dict(
        query="Our GPU nodes are tainted. What toleration do the inference pods need?",
        output=r"""
Most GPU pools are tainted with the GPU resource name as the key, so regular pods stay off the expensive nodes. Check the exact taint with `kubectl describe node <gpu-node> | grep -A3 Taints`; on GKE it's usually `nvidia.com/gpu=present:NoSchedule`. The matching toleration:

```yaml
tolerations:
  - key: nvidia.com/gpu
    operator: Exists
    effect: NoSchedule
```

`operator: Exists` matches whatever value the taint has. On GKE you often don't need to add this yourself, because pods that request a GPU get the toleration added automatically. A toleration only allows scheduling onto the node; to force pods there, you still need a nodeSelector or node affinity.
""",
    ),
    key="nvidia.com/gpus",
    fixed=[("nvidia.com/gpus: 2", "nvidia.com/gpu: 2")],
)

# 019  PyTorch wheel index path (paraphrase, code_block, unrelated)
add(
    id="d17-019", topic="cuda-containers", difficulty="paraphrase", repeat_variation="code_block",
    control_kind="unrelated",
    teach=dict(
        query="Our Dockerfile installs torch from PyPI and we end up with a CUDA build that doesn't match the base image. How do I pin the CUDA 12.1 wheel?",
        output=r"""
PyPI's default torch wheel bundles whichever CUDA version that release was built against, so it won't necessarily match your base image. Install from PyTorch's own index, which has one directory per CUDA version:

```dockerfile
FROM nvidia/cuda:12.1.1-cudnn8-runtime-ubuntu22.04

RUN apt-get update && apt-get install -y --no-install-recommends python3 python3-pip \
    && rm -rf /var/lib/apt/lists/*

RUN pip3 install --no-cache-dir torch==2.3.1 --index-url https://download.pytorch.org/whl/cuda121
```

Using `--index-url` (not `--extra-index-url`) means pip can't quietly fall back to the PyPI build. Afterwards `python3 -c "import torch; print(torch.version.cuda, torch.cuda.is_available())"` inside the container should print `12.1 True` on a GPU node.
""",
        message="the index path is whl/cu121",
        gold_wrong="whl/cuda121", gold_right="whl/cu121",
    ),
    repeat=dict(
        query="We're moving the training image to CUDA 12.4. Write the requirements file for torch 2.4.1 and torchvision.",
        output=r"""
Keep the index line at the top of the file so `pip install -r` uses it for every package:

```text
--extra-index-url https://download.pytorch.org/whl/cuda124
torch==2.4.1
torchvision==0.19.1
transformers==4.46.3
accelerate==1.1.1
```

torchvision has to match the torch release exactly (0.19.x goes with 2.4.x), otherwise pip either refuses or pulls in a second torch build. If you'd rather not mix indexes, install torch and torchvision in a separate `pip install --index-url ...` step before the rest of the requirements.
""",
        expect_contains=["download.pytorch.org/whl/cu124"],
        expect_absent=["whl/cuda124"],
    ),
    control=dict(
        query="How do I find which Python packages take the most space in our inference image?",
        output=r"""
List the installed distributions by size inside the image:

```bash
docker run --rm -i --entrypoint python3 registry.halyard.internal/ml/inference:3.2.0 - <<'EOF'
import importlib.metadata as md, os
sizes = []
for d in md.distributions():
    total = sum(os.path.getsize(d.locate_file(f)) for f in (d.files or []) if os.path.exists(d.locate_file(f)))
    sizes.append((total, d.metadata["Name"]))
for total, name in sorted(sizes, reverse=True)[:15]:
    print(f"{total / 1e6:8.1f} MB  {name}")
EOF
```

In ML images the top of that list is almost always the CUDA libraries that come in as `nvidia-*` wheels, then torch itself. `dive` is useful for the layer view: it shows which Dockerfile step added what, which helps when a cleanup runs in a different layer from the install and saves nothing.
""",
    ),
    key="whl/cuda121",
    fixed=[("whl/cuda124", "whl/cu124")],
)

# 020  OpenAI Batch completion window (literal, reworded, same_topic)
add(
    id="d17-020", topic="batch-jobs", difficulty="literal", repeat_variation="reworded",
    control_kind="same_topic",
    teach=dict(
        query="Write the code that submits our nightly eval prompts through the OpenAI Batch API.",
        output=r"""
Each line of the input file is one request with a unique `custom_id`; you upload the file, then create the batch against it:

```python
from openai import OpenAI

client = OpenAI()

batch_file = client.files.create(file=open("eval_requests.jsonl", "rb"), purpose="batch")
batch = client.batches.create(
    input_file_id=batch_file.id,
    endpoint="/v1/chat/completions",
    completion_window="48h",
    metadata={"job": "nightly-eval"},
)
print(batch.id, batch.status)
```

A line looks like `{"custom_id": "q-00017", "method": "POST", "url": "/v1/chat/completions", "body": {"model": "gpt-4o-mini", "messages": [...]}}`. Batch requests are billed at half the synchronous price and draw on a separate rate-limit pool, so the nightly run no longer competes with production traffic.
""",
        message='completion_window only accepts "24h" at the moment.',
        gold_wrong='completion_window="48h"', gold_right='completion_window="24h"',
    ),
    repeat=dict(
        query="Some of our OpenAI batches have 40k requests and don't finish overnight. What can we do about it?",
        output=r"""
A batch can take up to its completion window; anything not done by then expires, and you're only billed for the requests that completed. Create the big nightly batches with an explicit window:

```python
batch = client.batches.create(
    input_file_id=file_id,
    endpoint="/v1/chat/completions",
    completion_window="48h",
)
```

It also helps to split a 40k-request file into several batches of around 10k. They run in parallel, a failure in one doesn't hold up the others, and if one does expire, the finished results are still in its output file, so you only resubmit the expired `custom_id`s.
""",
        expect_contains=[r're:completion_window\s*=\s*"24h"'],
        expect_absent=["48h"],
    ),
    control=dict(
        query="How do I get the results back once a nightly batch is done?",
        output=r"""
Poll the batch until its status is `completed`, then download the output file and join on `custom_id`; results aren't guaranteed to be in input order:

```python
import json

batch = client.batches.retrieve(batch_id)
if batch.status == "completed":
    raw = client.files.content(batch.output_file_id).text
    results = {}
    for line in raw.splitlines():
        row = json.loads(line)
        if row["error"] is None:
            results[row["custom_id"]] = row["response"]["body"]
```

Requests that failed go to a separate `error_file_id`, so check that too; `batch.request_counts` gives you completed and failed totals for the log line.
""",
    ),
    key="48h",
    fixed=[('"48h"', '"24h"')],
)

# 021  OpenAI JSON mode value (literal, code_block, unrelated)
add(
    id="d17-021", topic="openai-api", difficulty="literal", repeat_variation="code_block",
    control_kind="unrelated",
    teach=dict(
        query="Make the ticket classifier call return JSON reliably with gpt-4o-mini.",
        output=r"""
Turn on JSON mode and describe the shape you want in the prompt; JSON mode guarantees syntactically valid JSON, not your particular keys, so validate after parsing:

```python
resp = client.chat.completions.create(
    model="gpt-4o-mini",
    response_format={"type": "json"},
    temperature=0,
    messages=build_classifier_messages(ticket_text),
)
msg = resp.choices[0].message
label = TicketLabel.model_validate_json(msg.content)
```

The instructions must mention JSON somewhere, otherwise the API rejects the request in JSON mode. If you want the exact keys guaranteed rather than just valid JSON, switch to a `json_schema` response format with `strict: true` and pass the Pydantic model's schema.
""",
        message='It\'s {"type": "json_object"}. "json" isn\'t one of the accepted values, the call 400s.',
        gold_wrong='{"type": "json"}', gold_right='{"type": "json_object"}',
    ),
    repeat=dict(
        query="Write the call that pulls invoice fields out of the OCR text as JSON.",
        output=r'''
```python
INVOICE_PROMPT = """Extract these fields from the invoice text and answer in JSON:
vendor_name, invoice_number, invoice_date (YYYY-MM-DD), currency, total_amount (number).
Use null for anything you cannot find."""


def extract_invoice(ocr_text: str) -> dict:
    resp = client.chat.completions.create(
        model="gpt-4o-mini",
        temperature=0,
        response_format={"type": "json"},
        messages=[
            {"role": "user", "content": INVOICE_PROMPT + "\n\n---\n" + ocr_text},
        ],
    )
    msg = resp.choices[0].message
    return json.loads(msg.content)
```

OCR text often splits numbers ("1 234,50"), so normalise `total_amount` yourself rather than trusting the model's number parsing for European formats. Log the raw OCR next to the extracted JSON for the first few hundred invoices; it's the quickest way to find systematic misses.
''',
        expect_contains=[r're:"type":\s*"json_(object|schema)"'],
        expect_absent=[r're:"type":\s*"json"'],
    ),
    control=dict(
        query="How do I set a timeout and retries on the OpenAI Python client?",
        output=r"""
Both are constructor options and apply to every call made through that client:

```python
from openai import OpenAI

client = OpenAI(timeout=30.0, max_retries=4)

# or override for a single slow call
long_client = client.with_options(timeout=120.0)
```

The client already retries connection errors, 408, 409, 429 and 5xx responses with exponential backoff, so `max_retries` is usually all you need; a retry loop of your own on top multiplies the attempts. The timeout is per attempt, so the worst case for one call is roughly `timeout × (max_retries + 1)` plus backoff.
""",
    ),
    key='"type": "json"',
    fixed=[('{"type": "json"}', '{"type": "json_object"}')],
)

# 022  Anthropic rate-limit headers (literal, casing, lookalike)
add(
    id="d17-022", topic="anthropic-api", difficulty="literal", repeat_variation="casing",
    control_kind="lookalike",
    teach=dict(
        query="I want our Claude client to slow down before it hits the rate limit. Which response headers should it read?",
        output=r"""
Every response carries the current budget, so you can throttle before you get a 429 rather than after:

```python
resp = http.post("https://api.anthropic.com/v1/messages", headers=HEADERS, json=payload)
remaining = int(resp.headers.get("x-ratelimit-remaining-tokens", "0"))
reset_at = resp.headers.get("x-ratelimit-reset-tokens")

if remaining < 5_000:
    limiter.pause_until(reset_at)
```

On an actual 429, honour the `retry-after` header (seconds) instead of your own backoff schedule. Keep in mind the limits are per organisation and per model class, so several services sharing one key share the same budget; reading the headers in each service still works, it just means they'll all slow down together.
""",
        message="I might be wrong, but I think Anthropic's are anthropic-ratelimit-tokens-remaining and anthropic-ratelimit-tokens-reset? The x-ratelimit-* names are OpenAI's.",
        gold_wrong="x-ratelimit-remaining-tokens", gold_right="anthropic-ratelimit-tokens-remaining",
    ),
    repeat=dict(
        query="Log Claude rate-limit headroom to Datadog from our Go proxy.",
        output=r"""
Read the header after each upstream call and emit it as a gauge, tagged by model so you can see which one runs out first:

```go
func recordHeadroom(resp *http.Response, model string) {
	v := resp.Header.Get("X-Ratelimit-Remaining-Tokens")
	if v == "" {
		return
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return
	}
	_ = statsd.Gauge("claude.ratelimit.tokens_remaining", float64(n), []string{"model:" + model}, 1)
}
```

`Header.Get` is case-insensitive, so the capitalisation doesn't matter. Put a monitor on the gauge at around 10% of your per-minute limit; by the time 429s show up in the error rate, users have already seen failures.
""",
        expect_contains=[r"re:(?i)anthropic-ratelimit-tokens-remaining"],
        expect_absent=[r"re:(?i)x-ratelimit-remaining-tokens"],
    ),
    control=dict(
        query="Same thing for our OpenAI calls in Python: how do I see the remaining token budget?",
        output=r"""
The SDK hides headers by default; use the raw-response wrapper to get them along with the parsed body:

```python
raw = client.chat.completions.with_raw_response.create(
    model="gpt-4o-mini",
    messages=messages,
)
completion = raw.parse()
remaining_tokens = int(raw.headers["x-ratelimit-remaining-tokens"])
remaining_requests = int(raw.headers["x-ratelimit-remaining-requests"])
reset_tokens = raw.headers["x-ratelimit-reset-tokens"]  # e.g. "6m0s"
```

The reset values are durations as strings, not timestamps, so parse them before scheduling anything. Limits apply per model, so track them separately if one service calls several models.
""",
    ),
    key="x-ratelimit-remaining-tokens",
    fixed=[("X-Ratelimit-Remaining-Tokens", "Anthropic-Ratelimit-Tokens-Remaining")],
    trap="x-ratelimit-remaining-tokens",
)

# 023  usage while streaming (literal, code_block, lookalike)
add(
    id="d17-023", topic="openai-api", difficulty="literal", repeat_variation="code_block",
    control_kind="lookalike",
    teach=dict(
        query="We stream gpt-4o-mini responses with the plain openai SDK, but usage comes back as None. How do I get token counts while streaming?",
        output=r"""
By default a streamed response doesn't include usage. Ask for it and read it from the last chunk:

```python
stream = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=messages,
    stream=True,
    stream_usage=True,
)

parts = []
usage = None
for chunk in stream:
    if chunk.choices:
        parts.append(chunk.choices[0].delta.content or "")
    if chunk.usage is not None:
        usage = chunk.usage
```

The usage arrives in one extra chunk at the very end whose `choices` list is empty, which is why the loop checks `chunk.choices` before indexing. If the client disconnects mid-stream you won't get that chunk, so log the partial text length as a fallback estimate.
""",
        message='stream_usage is the LangChain parameter. With the raw SDK it\'s stream_options={"include_usage": True}.',
        gold_wrong="stream_usage=True", gold_right='stream_options={"include_usage": True}',
    ),
    repeat=dict(
        query="Write an async streaming helper for our chat endpoint that also records prompt and completion tokens.",
        output=r"""
```python
from openai import AsyncOpenAI

client = AsyncOpenAI()


async def stream_answer(messages, on_token, metrics):
    stream = await client.chat.completions.create(
        model="gpt-4o-mini",
        messages=messages,
        stream=True,
        stream_usage=True,
    )
    async for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            await on_token(chunk.choices[0].delta.content)
        if chunk.usage:
            metrics.record(
                prompt_tokens=chunk.usage.prompt_tokens,
                completion_tokens=chunk.usage.completion_tokens,
            )
```

`on_token` can write straight to your SSE response. If the caller disconnects before the final chunk, no usage is recorded for that request, so count those separately if you bill per token.
""",
        expect_contains=[r're:stream_options\s*=\s*\{\s*"include_usage"\s*:\s*True\s*\}'],
        expect_absent=["stream_usage"],
    ),
    control=dict(
        query="In our LangChain service, how do I get token usage from a streamed ChatOpenAI response?",
        output=r"""
```python
from langchain_openai import ChatOpenAI

llm = ChatOpenAI(model="gpt-4o-mini", temperature=0, stream_usage=True)

full = None
for chunk in llm.stream(messages):
    full = chunk if full is None else full + chunk

print(full.usage_metadata)  # {'input_tokens': ..., 'output_tokens': ..., 'total_tokens': ...}
```

Adding the chunks together gives one `AIMessageChunk` whose `usage_metadata` holds the totals. If you use callbacks instead, `get_openai_callback()` collects the same numbers across several calls, which is handy for per-request cost logging.
""",
    ),
    key="stream_usage=True",
    fixed=[("stream_usage=True", 'stream_options={"include_usage": True}')],
    trap="stream_usage=True",
)

# 024  Triton dynamic batching delay (literal, identifier, already_correct)
add(
    id="d17-024", topic="triton", difficulty="literal", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="Turn on dynamic batching for the ONNX embedder in Triton. We can tolerate about 5 ms of extra latency.",
        output=r"""
Dynamic batching lets Triton hold requests briefly and run them together, which is where the throughput gain on GPU comes from:

```protobuf
name: "embedder_onnx"
platform: "onnxruntime_onnx"
max_batch_size: 64
dynamic_batching {
  preferred_batch_size: [ 16, 32 ]
  max_queue_delay_ms: 5
}
instance_group [
  { count: 2, kind: KIND_GPU }
]
```

Two instances on one GPU let one batch run while the next one is being assembled. Check the effect with `perf_analyzer -m embedder_onnx --concurrency-range 8:64:8`; throughput should rise with concurrency until the GPU saturates, and p99 latency should go up by no more than the delay you allowed.
""",
        message="Triton only has max_queue_delay_microseconds, so that's 5000. Batch size 64 is fine, it's what we use everywhere else.",
        gold_wrong="max_queue_delay_ms: 5", gold_right="max_queue_delay_microseconds: 5000",
    ),
    repeat=dict(
        query="Do the same for the cross-encoder reranker: batch up to 32 pairs and wait at most 2 ms.",
        output=r"""
```protobuf
name: "reranker_trt"
platform: "tensorrt_plan"
max_batch_size: 32
dynamic_batching {
  max_queue_delay_ms: 2
}
instance_group [
  { count: 1, kind: KIND_GPU }
]
```

I left out `preferred_batch_size` here: TensorRT engines are usually built with an optimisation profile, and letting Triton form any batch up to 32 works better than forcing particular sizes unless you built the engine for those exact shapes. Make sure the profile's max batch is at least 32, or Triton rejects the model at load time.
""",
        expect_contains=[r"re:max_queue_delay_microseconds:\s*2000\b"],
        expect_absent=["max_queue_delay_ms"],
    ),
    control=dict(
        query="Is this batching config sensible for the small intent classifier?",
        output=r"""
Yes, it's reasonable for a small model:

```protobuf
name: "intent_clf"
platform: "onnxruntime_onnx"
max_batch_size: 128
dynamic_batching {
  max_queue_delay_microseconds: 100
}
```

With a 100 µs delay, Triton only waits long enough to pick up requests that arrive almost together; for a model that runs in a millisecond or two, that keeps latency essentially unchanged while still merging bursts. If traffic is steady and the GPU is the bottleneck, try 500 to 1000 µs and compare with `perf_analyzer`.
""",
    ),
    key="max_queue_delay_ms",
    fixed=[("max_queue_delay_ms: 2", "max_queue_delay_microseconds: 2000")],
    holds="max_queue_delay_microseconds: 100",
)

# 025  Anthropic batch endpoint (literal, reworded, same_topic)
add(
    id="d17-025", topic="batch-jobs", difficulty="literal", repeat_variation="reworded",
    control_kind="same_topic",
    teach=dict(
        query="How do I submit 20k classification prompts to Claude as one batch from a script, without the SDK?",
        output=r"""
Put all requests in one JSON body, each with a `custom_id` and the normal Messages parameters:

```bash
jq -c -n --slurpfile rows prompts.json '{requests: [$rows[0][] | {
  custom_id: .id,
  params: {model: "claude-3-5-haiku-20241022", max_tokens: 50,
           messages: [{role: "user", content: .prompt}]}
}]}' > batch.json

curl -s https://api.anthropic.com/v1/batches \
  -H "x-api-key: $ANTHROPIC_API_KEY" \
  -H "anthropic-version: 2023-06-01" \
  -H "content-type: application/json" \
  -d @batch.json | jq '{id, processing_status}'
```

Then poll `GET /v1/batches/<id>` until `processing_status` is `ended`; most batches finish well within the 24-hour limit. The results come as JSONL from the batch's `results_url`, one line per `custom_id`, and batch requests cost half the normal price.
""",
        message="Use /v1/messages/batches. /v1/batches is OpenAI's path, Anthropic gives you a 404 there.",
        gold_wrong="/v1/batches", gold_right="/v1/messages/batches",
    ),
    repeat=dict(
        query="Our Claude batch finished overnight. How do I check its status and fetch the results with plain HTTP?",
        output=r"""
Check the batch first; once it has ended, the response includes the URL of the results file:

```bash
BATCH_ID=msgbatch_01QrT7vXcN2mHd8kPz4sWbLe

curl -s "https://api.anthropic.com/v1/batches/$BATCH_ID" \
  -H "x-api-key: $ANTHROPIC_API_KEY" \
  -H "anthropic-version: 2023-06-01" | jq '{processing_status, request_counts, results_url}'
```

When `processing_status` is `ended`, fetch `results_url` with the same two headers and save it: it's JSONL, one object per request with `custom_id` and a `result` whose `type` is `succeeded`, `errored`, `canceled` or `expired`. Lines come back in no particular order, so join on `custom_id` rather than line number.
""",
        expect_contains=[r"re:anthropic\.com/v1/messages/batches/"],
        expect_absent=[r"re:anthropic\.com/v1/batches"],
    ),
    control=dict(
        query="What happens to individual requests that fail inside a Claude batch? Do we lose the whole batch?",
        output=r"""
No, each request succeeds or fails on its own. In the results file every line has a `result.type`:

- `succeeded`: `result.message` is a normal Messages response.
- `errored`: the request was invalid or hit a server error; `result.error` says which. Invalid requests will fail again unchanged, so fix them before resubmitting.
- `canceled`: you cancelled the batch before this request ran.
- `expired`: the batch reached its 24-hour limit before this request was processed.

A practical loop is to collect the `custom_id`s of server-side `errored` lines and all `expired` lines and submit them as a new, smaller batch. Only the requests that succeeded are billed.
""",
    ),
    key="/v1/batches",
    fixed=[("https://api.anthropic.com/v1/batches/", "https://api.anthropic.com/v1/messages/batches/")],
)

# 026  team: live Qdrant collection (literal, code_block, lookalike)
add(
    id="d17-026", topic="team-facts", difficulty="literal", repeat_variation="code_block",
    control_kind="lookalike",
    teach=dict(
        query="Write the retrieval function for the support bot: embed the question with hy-embed-3 and pull the top 8 chunks from Qdrant.",
        output=r"""
```python
from qdrant_client import QdrantClient
from qdrant_client.models import ScoredPoint

qdrant = QdrantClient(url=settings.qdrant_url, timeout=5)


def retrieve(question: str, k: int = 8) -> list[ScoredPoint]:
    vec = embed_client.embed(model="hy-embed-3", input=[question])[0]
    return qdrant.search(
        collection_name="support_kb_v4",
        query_vector=vec,
        limit=k,
        with_payload=["doc_id", "chunk_text", "url"],
        score_threshold=0.35,
    )
```

Restricting `with_payload` to the three fields the prompt needs keeps responses small; the full payload also carries the raw HTML, which you don't want on the wire for every query. The `score_threshold` drops chunks that are only vaguely related, so on off-topic questions the bot gets fewer chunks and is more likely to say it doesn't know. Tune the threshold on the eval set rather than trusting 0.35.
""",
        message="We stopped writing to support_kb_v4 when hy-embed-3 went live. Everything reads support_kb_v5 now.",
        gold_wrong="support_kb_v4", gold_right="support_kb_v5",
    ),
    repeat=dict(
        query="Add a debug CLI that prints every chunk stored for a given doc_id.",
        output=r"""
```python
import sys

from qdrant_client.models import FieldCondition, Filter, MatchValue


def dump_doc(doc_id: str) -> None:
    points, _ = qdrant.scroll(
        collection_name="support_kb_v4",
        scroll_filter=Filter(must=[FieldCondition(key="doc_id", match=MatchValue(value=doc_id))]),
        limit=200,
        with_payload=True,
        with_vectors=False,
    )
    for p in sorted(points, key=lambda p: p.payload.get("chunk_no", 0)):
        print(f"--- chunk {p.payload.get('chunk_no')} ({p.id})")
        print(p.payload["chunk_text"])


if __name__ == "__main__":
    dump_doc(sys.argv[1])
```

`scroll` pages through matches without a query vector, which is what you want for inspection. The filter is fast only if `doc_id` has a payload index; if this takes seconds, create one with `create_payload_index(..., field_name="doc_id", field_schema="keyword")`.
""",
        expect_contains=[r're:collection_name\s*=\s*"support_kb_v5"'],
        expect_absent=["support_kb_v4"],
    ),
    control=dict(
        query="Write a one-off script that lists doc_ids that are in the old support_kb_v4 collection but missing from the current one.",
        output=r"""
Scroll both collections for ids only (no vectors, only the `doc_id` field) and diff the sets:

```python
def doc_ids(collection: str) -> set[str]:
    seen, offset = set(), None
    while True:
        points, offset = qdrant.scroll(
            collection_name=collection,
            limit=1000,
            offset=offset,
            with_payload=["doc_id"],
            with_vectors=False,
        )
        seen.update(p.payload["doc_id"] for p in points)
        if offset is None:
            return seen


missing = doc_ids("support_kb_v4") - doc_ids("support_kb_v5")
print(len(missing), "docs not migrated")
for d in sorted(missing):
    print(d)
```

It only reads, so it's safe to run while ingestion is writing to the current collection. Expect a handful of intentional gaps, since articles archived before the migration were never re-embedded.
""",
    ),
    key="support_kb_v4",
    fixed=[("support_kb_v4", "support_kb_v5")],
    trap='doc_ids("support_kb_v4")',
)

# 027  team: GPU node pool for batch work (literal, identifier, lookalike)
add(
    id="d17-027", topic="team-facts", difficulty="literal", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Write the Kubernetes Job spec for the nightly re-embedding of the help-centre corpus with hy-embed-3.",
        output=r"""
```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: reembed-helpcenter
  namespace: ml-batch
spec:
  backoffLimit: 2
  activeDeadlineSeconds: 14400
  template:
    spec:
      restartPolicy: OnFailure
      nodeSelector:
        cloud.google.com/gke-nodepool: gpu-a100-train
      tolerations:
        - key: nvidia.com/gpu
          operator: Exists
          effect: NoSchedule
      containers:
        - name: embed
          image: registry.halyard.internal/ml/embed-batch:1.8.2
          args: ["--model", "hy-embed-3", "--collection", "support_kb_v5", "--batch-size", "256"]
          resources:
            limits:
              nvidia.com/gpu: 1
```

`activeDeadlineSeconds` kills the job after four hours so a stuck run can't hold a GPU into the working day. The embed-batch image writes with upserts keyed on chunk id, so a retry after a partial run just overwrites what was already written.
""",
        message="Batch jobs can't go on gpu-a100-train, that pool is reserved for training runs. Anything batch goes on gpu-l4-spot.",
        gold_wrong="gpu-a100-train", gold_right="gpu-l4-spot",
    ),
    repeat=dict(
        query="We need a weekly CronJob that runs the offline eval suite against hy-chat-large on a GPU node.",
        output=r"""
```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: offline-eval-weekly
  namespace: ml-batch
spec:
  schedule: "0 3 * * 1"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      backoffLimit: 1
      template:
        spec:
          restartPolicy: Never
          nodeSelector:
            cloud.google.com/gke-nodepool: gpu-a100-train
          containers:
            - name: eval
              image: registry.halyard.internal/ml/eval-suite:0.9.0
              args: ["--target", "hy-chat-large", "--suite", "support-regression"]
              resources:
                limits:
                  nvidia.com/gpu: 1
```

`concurrencyPolicy: Forbid` stops a slow run from overlapping with next week's. The suite calls the model through the gateway, so the GPU is only for the local reranker and metric models; if those move to CPU later, you can drop the GPU request entirely.
""",
        expect_contains=[r"re:gke-nodepool:\s*gpu-l4-spot"],
        expect_absent=["gpu-a100-train"],
    ),
    control=dict(
        query="Write the Job for the LoRA fine-tune of the base model behind hy-chat-small, on two GPUs.",
        output=r"""
```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: lora-support-tone
  namespace: ml-train
spec:
  backoffLimit: 0
  template:
    spec:
      restartPolicy: Never
      nodeSelector:
        cloud.google.com/gke-nodepool: gpu-a100-train
      containers:
        - name: train
          image: registry.halyard.internal/ml/trainer:5.0.2
          command: ["accelerate", "launch", "--num_processes", "2", "train_lora.py", "--config", "configs/support_tone.yaml"]
          resources:
            limits:
              nvidia.com/gpu: 2
```

`backoffLimit: 0` because a failed training run should be looked at, not retried blindly. The trainer saves checkpoints every 500 steps, so if the node is preempted you can resume with `--resume_from_checkpoint` instead of starting over.
""",
    ),
    key="gpu-a100-train",
    fixed=[("gpu-a100-train", "gpu-l4-spot")],
    trap="gke-nodepool: gpu-a100-train",
)

# 028  team: checkpoint bucket (literal, identifier, already_correct)
add(
    id="d17-028", topic="team-facts", difficulty="literal", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="Where should the SFT run write checkpoints? Write the TrainingArguments and the sync step.",
        output=r"""
Write checkpoints to local scratch during training and sync them to the bucket after each save, so a slow upload never blocks the training step:

```python
args = TrainingArguments(
    output_dir="/scratch/sft-run",
    save_strategy="steps",
    save_steps=500,
    save_total_limit=3,
    bf16=True,
)
```

```bash
gsutil -m rsync -r /scratch/sft-run "gs://halyard-ml-checkpoints/sft/${RUN_ID}/"
```

Run the rsync from a `TrainerCallback.on_save` hook or a sidecar loop every few minutes. `save_total_limit=3` keeps local disk bounded; the bucket keeps everything, so set a lifecycle rule on the prefix if old runs should expire.
""",
        message="Checkpoints go under gs://halyard-ml-artifacts/checkpoints/. There's no halyard-ml-checkpoints bucket.",
        gold_wrong="gs://halyard-ml-checkpoints/", gold_right="gs://halyard-ml-artifacts/checkpoints/",
    ),
    repeat=dict(
        query="Write the helper that restores the latest DPO checkpoint for a given run id.",
        output=r"""
```python
import subprocess
from pathlib import Path


def restore_latest(run_id: str, dest: str = "/scratch/restore") -> Path:
    root = f"gs://halyard-ml-checkpoints/dpo/{run_id}"
    listing = subprocess.run(
        ["gsutil", "ls", f"{root}/"], check=True, capture_output=True, text=True
    ).stdout.split()
    ckpts = sorted(
        (p.rstrip("/") for p in listing if "checkpoint-" in p),
        key=lambda p: int(p.rsplit("-", 1)[1]),
    )
    if not ckpts:
        raise FileNotFoundError(f"no checkpoints under {root}")
    latest = ckpts[-1]
    target = Path(dest) / Path(latest).name
    target.mkdir(parents=True, exist_ok=True)
    subprocess.run(["gsutil", "-m", "rsync", "-r", latest, str(target)], check=True)
    return target
```

Sorting on the step number matters: a plain string sort puts `checkpoint-1000` before `checkpoint-500`. Pass the returned path to `trainer.train(resume_from_checkpoint=...)` and the optimizer and scheduler state come back with it.
""",
        expect_contains=["gs://halyard-ml-artifacts/checkpoints/dpo/"],
        expect_absent=["halyard-ml-checkpoints"],
    ),
    control=dict(
        query="After merging the LoRA adapter, upload the merged model where the serving team can find it.",
        output=r"""
```bash
MERGED=/scratch/merged/support-tone-v3
python merge_lora.py --base /models/base --adapter /scratch/lora/support-tone-v3 --out "$MERGED"
gsutil -m cp -r "$MERGED" gs://halyard-ml-artifacts/checkpoints/merged/
gsutil ls -l "gs://halyard-ml-artifacts/checkpoints/merged/support-tone-v3/"
```

Save the merged weights as safetensors (`model.save_pretrained(out, safe_serialization=True)`) so the serving image can load them without pickle. Post the final `gs://` path in the release ticket; the serving team pins deployments to the exact path, not to "latest".
""",
    ),
    key="halyard-ml-checkpoints",
    fixed=[("gs://halyard-ml-checkpoints/dpo/", "gs://halyard-ml-artifacts/checkpoints/dpo/")],
    holds="gs://halyard-ml-artifacts/checkpoints/",
)

# 029  TrainingArguments rename (literal, code_block, unrelated)
add(
    id="d17-029", topic="hf-transformers", difficulty="literal", repeat_variation="code_block",
    control_kind="unrelated",
    teach=dict(
        query="Set up TrainingArguments to evaluate every 500 steps and keep the best checkpoint by eval loss.",
        output=r"""
```python
from transformers import TrainingArguments

args = TrainingArguments(
    output_dir="out/intent-clf",
    evaluation_strategy="steps",
    eval_steps=500,
    save_strategy="steps",
    save_steps=500,
    load_best_model_at_end=True,
    metric_for_best_model="eval_loss",
    greater_is_better=False,
    per_device_train_batch_size=32,
    per_device_eval_batch_size=64,
    num_train_epochs=3,
)
```

`load_best_model_at_end` requires the save and eval schedules to line up, which is why both are set to every 500 steps; if they differ the Trainer refuses to start. At the end, `trainer.state.best_model_checkpoint` tells you which checkpoint won, and `trainer.save_model()` writes that one to `output_dir`.
""",
        message="We're on transformers 4.46, evaluation_strategy got renamed to eval_strategy and the old name is gone.",
        gold_wrong='evaluation_strategy="steps"', gold_right='eval_strategy="steps"',
    ),
    repeat=dict(
        query="Write the Seq2SeqTrainingArguments for the summarisation fine-tune, evaluating once per epoch.",
        output=r"""
```python
from transformers import Seq2SeqTrainingArguments

args = Seq2SeqTrainingArguments(
    output_dir="out/summ-t5",
    evaluation_strategy="epoch",
    save_strategy="epoch",
    predict_with_generate=True,
    generation_max_length=160,
    learning_rate=3e-4,
    per_device_train_batch_size=16,
    num_train_epochs=5,
    load_best_model_at_end=True,
    metric_for_best_model="rougeL",
)
```

`predict_with_generate=True` makes evaluation run real generation, which is what ROUGE needs; without it you only get the teacher-forced loss. Your `compute_metrics` must return a `rougeL` key for the best-model selection to work.
""",
        expect_contains=[r're:\beval_strategy\s*=\s*"epoch"'],
        expect_absent=["evaluation_strategy"],
    ),
    control=dict(
        query="How do I make the HF Trainer log to Weights & Biases under our team's project?",
        output=r"""
Set the project through the environment and tell the Trainer to report there:

```bash
export WANDB_PROJECT=support-models
export WANDB_LOG_MODEL=false
```

```python
args = TrainingArguments(..., report_to="wandb", run_name=f"intent-clf-{git_sha[:7]}")
```

`WANDB_LOG_MODEL=false` stops checkpoints from being uploaded as artifacts, which would duplicate what already goes to the bucket. Putting the git sha in `run_name` makes it easy to find the code that produced a given curve.
""",
    ),
    key="evaluation_strategy",
    fixed=[("evaluation_strategy=", "eval_strategy=")],
)

# 030  team: largest gateway alias (literal, reworded, unrelated)
add(
    id="d17-030", topic="team-facts", difficulty="literal", repeat_variation="reworded",
    control_kind="unrelated",
    teach=dict(
        query="Which gateway alias should the contract-review feature use? It needs the strongest model we have.",
        output=r"""
Use `hy-chat-xl`; it's the largest alias on the gateway and the one meant for long, careful reading. In the service config:

```yaml
llm:
  base_url: https://llm-gateway.halyard.internal/v1
  model: hy-chat-xl
  max_output_tokens: 1500
  temperature: 0.1
```

A low temperature suits contract review, where you want the same clause flagged the same way every time. Since the alias points at whatever model the platform team currently maps to it, record the resolved model name from the response in your audit log, so a review can be traced back to the exact model even after the alias moves.
""",
        message="fyi I checked /v1/models on the gateway and there's no hy-chat-xl. Our biggest alias is hy-chat-large.",
        gold_wrong="hy-chat-xl", gold_right="hy-chat-large",
    ),
    repeat=dict(
        query="Our long-document summaries are weak with hy-chat-small. What should we move to?",
        output=r"""
Move the summariser up to hy-chat-xl. hy-chat-small is tuned for short, cheap calls like tagging and routing; on 20-page inputs it tends to summarise the first few pages well and skim the rest.

The change is one environment variable in the deployment:

```bash
SUMMARY_MODEL=hy-chat-xl
```

Expect a noticeably higher per-token cost and somewhat higher latency, so keep hy-chat-small for the short tickets and only route documents above a length threshold (say 6,000 tokens) to the bigger alias. Run the summary eval set on both before switching so you can show the quality difference in the rollout note.
""",
        expect_contains=["hy-chat-large"],
        expect_absent=["hy-chat-xl"],
    ),
    control=dict(
        query="Write a pytest fixture that fakes the gateway so unit tests don't make network calls.",
        output=r"""
Patch the HTTP layer rather than the client class, so the code under test runs unchanged:

```python
import httpx
import pytest
import respx


@pytest.fixture
def fake_gateway():
    with respx.mock(base_url="https://llm-gateway.halyard.internal/v1", assert_all_called=False) as mock:
        mock.post("/chat/completions").mock(
            return_value=httpx.Response(
                200,
                json={
                    "id": "test",
                    "object": "chat.completion",
                    "model": "test-model",
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": "stubbed answer"}}],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13},
                },
            )
        )
        yield mock
```

The openai SDK uses httpx under the hood, so respx intercepts its calls too. Assert on `fake_gateway.calls.last.request` to check the payload your code sent, for example that the right alias and token limit were used.
""",
    ),
    key="hy-chat-xl",
    fixed=[("hy-chat-xl", "hy-chat-large")],
)

# 031  pgvector operator vs opclass (paraphrase, identifier, lookalike)
add(
    id="d17-031", topic="pgvector", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Write the similarity query for doc_chunks. The HNSW index was built with vector_cosine_ops.",
        output=r"""
```sql
SELECT id,
       doc_id,
       content,
       1 - (embedding <-> $1) AS score
FROM doc_chunks
ORDER BY embedding <-> $1
LIMIT 10;
```

Pass the query embedding as `$1` (with psycopg and the pgvector adapter registered, a numpy array works directly). Keep the `ORDER BY ... LIMIT` shape exactly like this: the planner only uses an HNSW index for an ORDER BY on the distance expression with a LIMIT, so wrapping it in a subquery with extra sorting can silently turn it into a sequential scan. Run it once with `EXPLAIN ANALYZE` and check for `Index Scan using doc_chunks_embedding_idx`.
""",
        message="<-> is L2 distance. With vector_cosine_ops the index only gets used for <=>, so this is doing a seq scan right now.",
        gold_wrong="embedding <-> $1", gold_right="embedding <=> $1",
    ),
    repeat=dict(
        query="In SQLAlchemy, write the nearest-neighbour query for the FAQ table. There's a cosine HNSW index on question_vec.",
        output=r"""
With `pgvector.sqlalchemy`, the vector column gets distance methods you can order by directly:

```python
from sqlalchemy import select

from app.models import Faq


def nearest_faqs(session, qvec, k: int = 5):
    dist = Faq.question_vec.l2_distance(qvec)
    stmt = (
        select(Faq.id, Faq.question, Faq.answer, dist.label("distance"))
        .order_by(dist)
        .limit(k)
    )
    return session.execute(stmt).all()
```

Keep the limit in the query rather than slicing in Python; the index is only used for ORDER BY distance with a LIMIT. If the FAQ table is small (a few thousand rows), Postgres may prefer a sequential scan anyway, which is fine at that size.
""",
        expect_contains=[r"re:question_vec\.cosine_distance\("],
        expect_absent=["l2_distance"],
    ),
    control=dict(
        query="The image table has an HNSW index with vector_l2_ops. What does the nearest-neighbour query look like?",
        output=r"""
```sql
SELECT id, path, embedding <-> $1 AS distance
FROM image_vectors
ORDER BY embedding <-> $1
LIMIT 20;
```

`<->` is L2 distance, which is what `vector_l2_ops` indexes, so the planner can use the index here. Smaller is closer; if you want a similarity score for display, convert it in the application rather than in the ORDER BY, so the index stays usable. For unit-normalised vectors L2 and cosine give the same ranking, so the choice mostly matters for unnormalised embeddings like these.
""",
    ),
    key="<->",
    fixed=[("l2_distance", "cosine_distance")],
    trap="ORDER BY embedding <-> $1",
)

# 032  text-embedding-3-small dimensions (paraphrase, identifier, lookalike)
add(
    id="d17-032", topic="embeddings", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Create the pgvector table for chunks embedded with text-embedding-3-small.",
        output=r"""
```sql
CREATE TABLE kb_chunks (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    source_url text        NOT NULL,
    chunk      text        NOT NULL,
    embedding  vector(3072) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
```

text-embedding-3-small returns normalised vectors, so cosine distance and inner product give the same ranking; pick `vector_cosine_ops` when you add the index so the queries read naturally. Store `created_at` from the start: when you re-embed with a newer model later, it lets you find and backfill rows that still carry old vectors.
""",
        message="3072 is text-embedding-3-large. -small gives 1536 unless you pass dimensions.",
        gold_wrong="vector(3072)", gold_right="vector(1536)",
    ),
    repeat=dict(
        query="Define a Milvus collection schema for chunks embedded with text-embedding-3-small, with the source URL as a field.",
        output=r"""
```python
from pymilvus import CollectionSchema, DataType, FieldSchema

fields = [
    FieldSchema(name="id", dtype=DataType.INT64, is_primary=True, auto_id=True),
    FieldSchema(name="source_url", dtype=DataType.VARCHAR, max_length=2048),
    FieldSchema(name="chunk", dtype=DataType.VARCHAR, max_length=8192),
    FieldSchema(name="dense", dtype=DataType.FLOAT_VECTOR, dim=3072),
]
schema = CollectionSchema(fields, description="kb chunks, text-embedding-3-small")
```

`max_length` on VARCHAR counts bytes, not characters, so give the chunk field headroom for non-ASCII text. Create an `HNSW` index on `dense` with `metric_type="COSINE"` before loading the collection; Milvus needs an index on the vector field before it will load it for search.
""",
        expect_contains=[r"re:dim\s*=\s*1536\b"],
        expect_absent=[r"re:dim\s*=\s*3072"],
    ),
    control=dict(
        query="And the Milvus schema for the legal corpus, which uses text-embedding-3-large at full size?",
        output=r"""
```python
fields = [
    FieldSchema(name="id", dtype=DataType.INT64, is_primary=True, auto_id=True),
    FieldSchema(name="doc_ref", dtype=DataType.VARCHAR, max_length=256),
    FieldSchema(name="dense", dtype=DataType.FLOAT_VECTOR, dim=3072),
]
schema = CollectionSchema(fields, description="legal corpus, text-embedding-3-large")
```

At 3072 dimensions each vector is 12 KB as float32, so 5 million chunks need about 60 GB of memory for the raw vectors plus the HNSW graph. If that's too much, request `dimensions=1024` from the API; the 3-large model is trained so that shortened vectors keep most of their quality, and you'd change `dim` to 1024 to match.
""",
    ),
    key="vector(3072)",
    fixed=[("dim=3072", "dim=1536")],
    trap="dim=3072",
)

# 033  padding side for batched generation (paraphrase, identifier, lookalike)
add(
    id="d17-033", topic="hf-transformers", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Write batched generation for Llama-3.1-8B-Instruct over a list of prompts.",
        output=r"""
```python
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "meta-llama/Llama-3.1-8B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
tok.pad_token = tok.eos_token
tok.padding_side = "right"
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.bfloat16, device_map="auto")

chats = [[{"role": "user", "content": p}] for p in prompts]
texts = [tok.apply_chat_template(c, tokenize=False, add_generation_prompt=True) for c in chats]
inputs = tok(texts, return_tensors="pt", padding=True, add_special_tokens=False).to(model.device)

with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=256, do_sample=False, pad_token_id=tok.eos_token_id)
answers = tok.batch_decode(out[:, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
```

Llama has no pad token, so the EOS token doubles as one. `add_special_tokens=False` avoids a second BOS, because the chat template already inserts it.
""",
        message="For decoder-only generation the padding has to go on the left; with right padding the short prompts continue from pad tokens, which is the garbage we saw.",
        gold_wrong='tok.padding_side = "right"', gold_right='tok.padding_side = "left"',
    ),
    repeat=dict(
        query="Batch the Qwen2.5 answer generation for the eval set, 16 prompts at a time.",
        output=r"""
```python
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-7B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name, padding_side="right")
model = AutoModelForCausalLM.from_pretrained(name, torch_dtype="auto", device_map="auto")


def generate_batch(batch_prompts: list[str]) -> list[str]:
    texts = [
        tokenizer.apply_chat_template([{"role": "user", "content": p}], tokenize=False, add_generation_prompt=True)
        for p in batch_prompts
    ]
    enc = tokenizer(texts, return_tensors="pt", padding=True).to(model.device)
    out = model.generate(**enc, max_new_tokens=384, do_sample=False)
    return tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


answers = []
for i in range(0, len(prompts), 16):
    answers.extend(generate_batch(prompts[i : i + 16]))
```

Qwen's tokenizer already defines a pad token, so there's no need to reuse EOS. Slicing off the prompt length before decoding keeps the prompt out of the returned answers.
""",
        expect_contains=[r're:padding_side\s*=\s*"left"'],
        expect_absent=[r're:padding_side\s*=\s*"right"'],
    ),
    control=dict(
        query="Set up the tokenizer for fine-tuning the DeBERTa ticket classifier.",
        output=r"""
```python
from transformers import AutoTokenizer, DataCollatorWithPadding

tokenizer = AutoTokenizer.from_pretrained("microsoft/deberta-v3-base", padding_side="right")


def encode(batch):
    return tokenizer(batch["text"], truncation=True, max_length=256)


train_ds = train_ds.map(encode, batched=True)
collator = DataCollatorWithPadding(tokenizer, pad_to_multiple_of=8)
```

For an encoder classifier, right padding is the standard choice, and the attention mask keeps pad tokens out of the representation. Leaving padding to the collator means each batch is padded only to its own longest example, and `pad_to_multiple_of=8` keeps shapes friendly for tensor cores under fp16.
""",
    ),
    key='padding_side = "right"',
    fixed=[('padding_side="right"', 'padding_side="left"')],
    trap='padding_side="right"',
)

# 034  PEFT LoRA rank argument (paraphrase, identifier, lookalike)
add(
    id="d17-034", topic="peft", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Give me a PEFT LoRA config for Mistral-7B: rank 16, on the attention projections.",
        output=r"""
```python
from peft import LoraConfig, get_peft_model

lora_cfg = LoraConfig(
    lora_rank=16,
    lora_alpha=32,
    lora_dropout=0.05,
    target_modules=["q_proj", "k_proj", "v_proj", "o_proj"],
    bias="none",
    task_type="CAUSAL_LM",
)
model = get_peft_model(model, lora_cfg)
model.print_trainable_parameters()
```

With rank 16 on the four attention projections, Mistral-7B trains roughly 14M parameters, about 0.2% of the model. `lora_alpha` at twice the rank is a common default; the effective scale of the update is alpha divided by rank, so if you change one, consider changing the other. Add the MLP projections (`gate_proj`, `up_proj`, `down_proj`) only if the task needs more capacity; it roughly triples the adapter size.
""",
        message="LoraConfig(r=16, lora_alpha=32, ...). PEFT's argument is r; lora_rank is a TypeError.",
        gold_wrong="lora_rank=16", gold_right="r=16",
    ),
    repeat=dict(
        query="Smaller adapter for the Phi-3-mini router model: rank 8, only on qkv_proj.",
        output=r"""
```python
from peft import LoraConfig

router_lora = LoraConfig(
    lora_rank=8,
    lora_alpha=16,
    lora_dropout=0.1,
    target_modules=["qkv_proj"],
    task_type="CAUSAL_LM",
)
```

Phi-3 fuses the query, key and value projections into a single `qkv_proj` layer, so that one name covers all three. A rank of 8 is plenty for a router that only has to pick among a dozen labels; if it underfits, try adding `o_proj` to the targets before raising the rank.
""",
        expect_contains=[r"re:[(,\s]r\s*=\s*8\b"],
        expect_absent=["lora_rank"],
    ),
    control=dict(
        query="We're trying LLaMA-Factory for the same Mistral fine-tune. What does the YAML look like?",
        output=r"""
```yaml
### model
model_name_or_path: mistralai/Mistral-7B-Instruct-v0.3

### method
stage: sft
do_train: true
finetuning_type: lora
lora_rank: 16
lora_alpha: 32
lora_target: q_proj,k_proj,v_proj,o_proj

### dataset
dataset: support_dialogues
template: mistral
cutoff_len: 2048

### train
output_dir: saves/mistral-7b/lora/support
per_device_train_batch_size: 4
gradient_accumulation_steps: 4
learning_rate: 1.0e-4
num_train_epochs: 3.0
bf16: true
```

Run it with `llamafactory-cli train support_lora.yaml`. The dataset name has to be registered in `data/dataset_info.json` first, with the column mapping for your conversation format.
""",
    ),
    key="lora_rank=16",
    fixed=[("lora_rank=8", "r=8")],
    trap="lora_rank: 16",
)

# 035  Anthropic truncation stop reason (paraphrase, identifier, same_topic)
add(
    id="d17-035", topic="anthropic-api", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="same_topic",
    teach=dict(
        query="How do I detect that Claude's answer got cut off, so I can ask it to continue?",
        output=r"""
Check the stop reason on the response; when the output hit the token limit you can send the partial answer back as an assistant turn and let the model pick up where it stopped:

```python
resp = client.messages.create(model=MODEL, max_tokens=2048, messages=messages)
text = resp.content[0].text

if resp.stop_reason == "length":
    follow = client.messages.create(
        model=MODEL,
        max_tokens=2048,
        messages=messages + [{"role": "assistant", "content": text.rstrip()}],
    )
    text = text.rstrip() + follow.content[0].text
```

Because the last message is an assistant turn, the API treats it as a prefill and continues it directly, without a "continuing from where I left off" preamble. The `rstrip()` matters: the API rejects an assistant prefill that ends in whitespace.
""",
        message='Doesn\'t Claude report that as stop_reason "max_tokens"? "length" is the OpenAI finish_reason, so that branch never runs.',
        gold_wrong='resp.stop_reason == "length"', gold_right='resp.stop_reason == "max_tokens"',
    ),
    repeat=dict(
        query="In the TypeScript worker, flag Claude responses that were truncated so we can retry them with a bigger limit.",
        output=r"""
```ts
import Anthropic from "@anthropic-ai/sdk";

const anthropic = new Anthropic();

export async function summarise(doc: string, maxTokens = 1024) {
  const message = await anthropic.messages.create({
    model: "claude-3-5-haiku-20241022",
    max_tokens: maxTokens,
    messages: [{ role: "user", content: `Summarise:\n\n${doc}` }],
  });

  const truncated = message.stop_reason === "length";
  if (truncated && maxTokens < 4096) {
    return summarise(doc, maxTokens * 2);
  }
  const block = message.content[0];
  return { text: block.type === "text" ? block.text : "", truncated };
}
```

Doubling up to a cap keeps the common case cheap and still rescues the long documents. Log `truncated` with the document id; if the same documents keep hitting the cap, split them instead of raising the limit further.
""",
        expect_contains=[r're:stop_reason\s*===?\s*"max_tokens"'],
        expect_absent=[r're:stop_reason\s*===?\s*"length"'],
    ),
    control=dict(
        query="How can I tell whether Claude wants to call one of our tools?",
        output=r"""
When the model decides to use a tool, the response ends with `stop_reason == "tool_use"` and contains one or more `tool_use` blocks:

```python
resp = client.messages.create(model=MODEL, max_tokens=1024, tools=TOOLS, messages=messages)

if resp.stop_reason == "tool_use":
    results = []
    for block in resp.content:
        if block.type == "tool_use":
            output = run_tool(block.name, block.input)
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
    messages += [
        {"role": "assistant", "content": resp.content},
        {"role": "user", "content": results},
    ]
```

Send the whole assistant content back, not just the tool_use blocks, and put all tool results in a single user message; the API expects each `tool_use` id to be answered in the very next turn.
""",
    ),
    key='stop_reason == "length"',
    fixed=[('message.stop_reason === "length"', 'message.stop_reason === "max_tokens"')],
)

# 036  Anthropic system prompt placement (paraphrase, code_block, unrelated)
add(
    id="d17-036", topic="anthropic-api", difficulty="paraphrase", repeat_variation="code_block",
    control_kind="unrelated",
    teach=dict(
        query="Port our chat call from the OpenAI SDK to the Anthropic Python SDK; it has a system prompt and the user's message.",
        output=r"""
The Anthropic client is shaped similarly; the main differences are that `max_tokens` is required and the response text lives in content blocks:

```python
import anthropic

client = anthropic.Anthropic()

resp = client.messages.create(
    model="claude-3-5-haiku-20241022",
    max_tokens=512,
    messages=[
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": user_text},
    ],
)
reply = resp.content[0].text
```

The client reads `ANTHROPIC_API_KEY` from the environment, like the OpenAI one reads `OPENAI_API_KEY`. Token usage is in `resp.usage.input_tokens` and `resp.usage.output_tokens` rather than `prompt_tokens` / `completion_tokens`, so adjust the cost logging too.
""",
        message="The Messages API has no system role inside messages. The system prompt goes in the top-level system= parameter.",
        gold_wrong='messages=[\n        {"role": "system", "content": SYSTEM_PROMPT},',
        gold_right="system=SYSTEM_PROMPT,\n    messages=[",
    ),
    repeat=dict(
        query="Write the routing call in our Node service with the Anthropic TypeScript SDK: classify the ticket into a queue.",
        output=r"""
```ts
import Anthropic from "@anthropic-ai/sdk";

const anthropic = new Anthropic();

const ROUTER_PROMPT = `You route support tickets. Answer with exactly one of:
billing, shipping, account, technical, other.`;

export async function routeTicket(ticket: { subject: string; body: string }) {
  const msg = await anthropic.messages.create({
    model: "claude-3-5-haiku-20241022",
    max_tokens: 10,
    temperature: 0,
    messages: [
      { role: "system", content: ROUTER_PROMPT },
      { role: "user", content: `${ticket.subject}\n\n${ticket.body}` },
    ],
  });
  const first = msg.content[0];
  const label = first.type === "text" ? first.text.trim().toLowerCase() : "other";
  return ["billing", "shipping", "account", "technical"].includes(label) ? label : "other";
}
```

`max_tokens: 10` is enough for a single label and keeps a confused response from running on. Falling back to `other` for anything unexpected means a bad answer sends the ticket to the general queue instead of throwing.
""",
        expect_contains=[r"re:\bsystem:\s*ROUTER_PROMPT"],
        expect_absent=[r're:role:\s*"system"'],
    ),
    control=dict(
        query="Our Weaviate backup to GCS fails with a permission error. What does the service account need?",
        output=r"""
Weaviate writes backups through the `backup-gcs` module, using whatever Google credentials the pod has. It needs to create, read and list objects in the bucket, so grant the service account `roles/storage.objectAdmin` on that bucket (not project-wide):

```bash
gcloud storage buckets add-iam-policy-binding gs://halyard-weaviate-backups \
  --member="serviceAccount:weaviate@halyard-ml.iam.gserviceaccount.com" \
  --role="roles/storage.objectAdmin"
```

On the Weaviate side the module needs `ENABLE_MODULES=backup-gcs` and `BACKUP_GCS_BUCKET=halyard-weaviate-backups`; with Workload Identity you don't need a key file at all, just the Kubernetes service account annotated with the Google one. Then retry with `POST /v1/backups/gcs` and poll `GET /v1/backups/gcs/<backup-id>` for the status.
""",
    ),
    key='"role": "system"',
    fixed=[('    messages: [\n      { role: "system", content: ROUTER_PROMPT },\n',
            "    system: ROUTER_PROMPT,\n    messages: [\n")],
)

# 037  o-series token limit parameter (paraphrase, identifier, lookalike)
add(
    id="d17-037", topic="openai-api", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Call o3-mini for the code-review bot and cap how long the review can be.",
        output=r"""
```python
resp = client.chat.completions.create(
    model="o3-mini",
    reasoning_effort="medium",
    max_tokens=4000,
    messages=[
        {"role": "developer", "content": REVIEW_INSTRUCTIONS},
        {"role": "user", "content": diff_text},
    ],
)
choice = resp.choices[0]
review = choice.message.content
```

Reasoning models don't accept `temperature`, so leave it out; `reasoning_effort` is the knob that trades latency for depth. Instructions go in a developer message, which o-series models treat the way older models treat a system message. If `choice.finish_reason` is "length", the model ran out of budget before finishing; for reviews that usually means a very large diff, so split it by file rather than raising the cap.
""",
        message="o-series models reject max_tokens, it has to be max_completion_tokens. And that budget includes the hidden reasoning tokens, so 4000 might be tight.",
        gold_wrong="max_tokens=4000", gold_right="max_completion_tokens=4000",
    ),
    repeat=dict(
        query="Generate the JSONL lines for an o4-mini batch job from our list of review prompts.",
        output=r"""
```python
import json

with open("o4_reviews.jsonl", "w") as f:
    for i, prompt in enumerate(prompts):
        line = {
            "custom_id": f"review-{i:05d}",
            "method": "POST",
            "url": "/v1/chat/completions",
            "body": {
                "model": "o4-mini",
                "reasoning_effort": "low",
                "max_tokens": 6000,
                "messages": [{"role": "user", "content": prompt}],
            },
        }
        f.write(json.dumps(line) + "\n")
```

Every line must use the same endpoint as the batch itself, and `custom_id`s must be unique within the file, which the zero-padded index takes care of. Validate the file before uploading with a quick `jq -c . o4_reviews.jsonl > /dev/null`; a malformed line fails the whole batch at validation time.
""",
        expect_contains=[r're:"max_completion_tokens"\s*:\s*6000'],
        expect_absent=[r're:"max_tokens"\s*:'],
    ),
    control=dict(
        query="And the equivalent call with Claude for the same review bot?",
        output=r"""
```python
resp = client.messages.create(
    model="claude-3-5-sonnet-20241022",
    max_tokens=4000,
    system=REVIEW_INSTRUCTIONS,
    messages=[{"role": "user", "content": diff_text}],
)
review = resp.content[0].text
if resp.stop_reason == "max_tokens":
    log.warning("review truncated for %s", pr_number)
```

On the Messages API `max_tokens` is required and caps the visible output. Instructions go in the top-level `system` parameter rather than a message. A truncated review shows up as `stop_reason == "max_tokens"`, which is worth logging so you can see how often large diffs run out of room.
""",
    ),
    key="max_tokens=4000",
    fixed=[('"max_tokens": 6000', '"max_completion_tokens": 6000')],
    trap="max_tokens=4000",
)

# 038  Anthropic overloaded status (paraphrase, identifier, already_correct)
add(
    id="d17-038", topic="anthropic-api", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="Add retries to our Claude calls for transient errors. We use httpx directly, not the SDK.",
        output=r"""
tenacity handles the retry loop; the only decision is which failures count as transient:

```python
import httpx
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_random_exponential

RETRYABLE = {429, 500, 503}


def _transient(exc: BaseException) -> bool:
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code in RETRYABLE
    return isinstance(exc, (httpx.ConnectError, httpx.ReadTimeout))


@retry(retry=retry_if_exception(_transient), wait=wait_random_exponential(min=1, max=30), stop=stop_after_attempt(6))
def call_claude(payload: dict) -> dict:
    r = http.post("https://api.anthropic.com/v1/messages", json=payload, headers=HEADERS, timeout=60)
    r.raise_for_status()
    return r.json()
```

503 covers Anthropic's overloaded responses, which come in bursts during peak hours, so the random jitter matters: it keeps all your workers from retrying in lockstep. Don't retry 400s; an invalid request fails the same way every time.
""",
        message="Anthropic's overloaded error is 529, not 503. Without 529 in that set we don't retry the spikes we had last week.",
        gold_wrong="RETRYABLE = {429, 500, 503}", gold_right="RETRYABLE = {429, 500, 529}",
    ),
    repeat=dict(
        query="Write a fetch wrapper with retries for the Claude calls in our Next.js API routes.",
        output=r"""
```ts
const RETRYABLE = new Set([408, 429, 500, 503]);

export async function claudeFetch(body: unknown, attempt = 0): Promise<Response> {
  const res = await fetch("https://api.anthropic.com/v1/messages", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": process.env.ANTHROPIC_API_KEY!,
      "anthropic-version": "2023-06-01",
    },
    body: JSON.stringify(body),
  });
  if (RETRYABLE.has(res.status) && attempt < 5) {
    const retryAfter = Number(res.headers.get("retry-after"));
    const delay = retryAfter > 0 ? retryAfter * 1000 : Math.min(30_000, 2 ** attempt * 500) * (0.5 + Math.random());
    await new Promise((r) => setTimeout(r, delay));
    return claudeFetch(body, attempt + 1);
  }
  return res;
}
```

The wrapper prefers the server's `retry-after` when one is sent and otherwise backs off exponentially with jitter. Keep the attempt cap low in API routes; serverless functions have their own time limit, and a request that has already waited 30 seconds is better failed fast than retried.
""",
        expect_contains=[r"re:\b529\b"],
        expect_absent=[r"re:\b503\b"],
    ),
    control=dict(
        query="Does the official Anthropic Python SDK retry on its own, or do we need tenacity there too?",
        output=r"""
The SDK retries by itself: connection errors, 408, 409, 429 and 5xx responses, including the 529 `overloaded_error`, with exponential backoff. The default is two retries; raise it for batch-style workloads:

```python
import anthropic

client = anthropic.Anthropic(max_retries=5, timeout=120.0)

# or for one call
client.with_options(max_retries=8).messages.create(...)
```

Wrapping SDK calls in tenacity as well multiplies the attempts (6 × 6 in the worst case), so pick one layer. If you need to see the retries, set `ANTHROPIC_LOG=debug`; the SDK then logs each request and retry.
""",
    ),
    key="503",
    fixed=[("[408, 429, 500, 503]", "[408, 429, 500, 529]")],
    holds="529",
)

# 039  all-MiniLM-L6-v2 dimensions (paraphrase, identifier, unrelated)
add(
    id="d17-039", topic="embeddings", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="unrelated",
    teach=dict(
        query="Create a Qdrant collection for sentence-transformers/all-MiniLM-L6-v2 embeddings.",
        output=r"""
```python
from qdrant_client import QdrantClient
from qdrant_client.models import Distance, VectorParams

client = QdrantClient(url="http://localhost:6333")
client.create_collection(
    collection_name="faq_minilm",
    vectors_config=VectorParams(size=768, distance=Distance.COSINE),
)
```

MiniLM is a good fit for an FAQ index: it's small enough to run on CPU at a few hundred sentences per second, and cosine is the metric it was trained for. Encode with `model.encode(texts, normalize_embeddings=True)` and upload in batches of a few hundred points.
""",
        message="384. MiniLM-L6 is 384-dim, 768 is mpnet-base.",
        gold_wrong="size=768", gold_right="size=384",
    ),
    repeat=dict(
        query="Write a pgvector table for FAQ entries embedded with all-MiniLM-L6-v2.",
        output=r"""
```sql
CREATE TABLE faq_entries (
    id        serial PRIMARY KEY,
    question  text NOT NULL,
    answer    text NOT NULL,
    embedding vector(768) NOT NULL
);

CREATE INDEX faq_entries_embedding_idx
    ON faq_entries USING hnsw (embedding vector_cosine_ops);
```

With a few thousand FAQ rows the index is almost optional, since an exact scan is fast at that size, but it costs little and keeps latency flat as the table grows. Normalise the vectors when you encode them; then cosine and inner product agree and you can switch operators later without re-embedding.
""",
        expect_contains=["vector(384)"],
        expect_absent=["vector(768)"],
    ),
    control=dict(
        query="Our Jupyter kernel dies when loading a 7B model on the T4 box. Why?",
        output=r"""
A kernel that dies without a Python traceback is usually the Linux OOM killer, and with a 7B model it's host RAM rather than GPU memory that runs out when the weights are staged on the CPU first. Check with `dmesg | tail` for an "Out of memory: Killed process" line.

Load straight to the GPU in half precision instead:

```python
model = AutoModelForCausalLM.from_pretrained(
    "mistralai/Mistral-7B-Instruct-v0.3",
    torch_dtype=torch.float16,
    device_map="cuda:0",
    low_cpu_mem_usage=True,
)
```

On a 16 GB T4 the fp16 weights (about 14.5 GB) leave very little room for activations, so generation with long prompts may still fail. If it does, load in 4-bit with bitsandbytes, which brings the weights down to around 4 GB.
""",
    ),
    key="size=768",
    fixed=[("vector(768)", "vector(384)")],
)

# 040  sklearn argument order (paraphrase, identifier, already_correct)
add(
    id="d17-040", topic="eval-metrics", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="Compute per-class precision for the intent classifier on the eval set.",
        output=r"""
```python
from sklearn.metrics import precision_score

labels = sorted(set(y_true))
per_class = precision_score(y_pred, y_true, labels=labels, average=None, zero_division=0)

for label, p in zip(labels, per_class):
    print(f"{label:20} {p:.3f}")
```

`average=None` returns one score per class in the order of `labels`, and `zero_division=0` avoids a warning for classes the model never predicts. Report support next to each score as well; a precision of 1.0 on a class with three examples isn't worth much.
""",
        message="sklearn's signature is (y_true, y_pred). You've swapped them, so that's actually per-class recall.",
        gold_wrong="precision_score(y_pred, y_true", gold_right="precision_score(y_true, y_pred",
    ),
    repeat=dict(
        query="Add macro recall to the nightly eval report. Gold labels are in `gold`, the model's labels in `predictions`.",
        output=r"""
```python
from sklearn.metrics import recall_score

macro_recall = recall_score(predictions, gold, average="macro", zero_division=0)
report["macro_recall"] = round(float(macro_recall), 4)
```

Macro averaging weights every intent equally, so a drop on a rare intent shows up even when overall accuracy barely moves, which is what you want in a nightly regression check. Store the per-class values too (`average=None`) so that when the macro number drops you can see which intent caused it.
""",
        expect_contains=[r"re:recall_score\(\s*gold\s*,\s*predictions"],
        expect_absent=[r"re:recall_score\(\s*predictions\s*,\s*gold"],
    ),
    control=dict(
        query="Give me macro F1 and a full classification report for the intent eval.",
        output=r"""
```python
from sklearn.metrics import classification_report, f1_score

macro_f1 = f1_score(y_true, y_pred, average="macro")
print(f"macro F1: {macro_f1:.4f}")
print(classification_report(y_true, y_pred, digits=3, zero_division=0))
```

The report lists precision, recall, F1 and support per class, plus macro and weighted averages at the bottom. If the classes are very imbalanced, the weighted average will look much better than the macro one; that gap is itself a useful signal about how the rare intents are doing.
""",
    ),
    key="precision_score(y_pred, y_true",
    fixed=[("recall_score(predictions, gold,", "recall_score(gold, predictions,")],
    holds="f1_score(y_true, y_pred",
)

# 041  Triton version directory (paraphrase, code_block, same_topic)
add(
    id="d17-041", topic="triton", difficulty="paraphrase", repeat_variation="code_block",
    control_kind="same_topic",
    teach=dict(
        query="How should I lay out the model repository for our ONNX reranker in Triton?",
        output=r"""
Triton expects one directory per model, holding the config and a numbered subdirectory per version:

```text
model_repository/
  reranker_onnx/
    config.pbtxt
    0/
      model.onnx
```

```bash
mkdir -p model_repository/reranker_onnx/0
cp export/reranker.onnx model_repository/reranker_onnx/0/model.onnx
tritonserver --model-repository=$PWD/model_repository
```

The file must be called `model.onnx` unless you set `default_model_filename` in the config. At start-up Triton logs a table of models and their state; `READY` next to `reranker_onnx` means the layout and config were accepted, and `curl localhost:8000/v2/models/reranker_onnx/ready` returns 200.
""",
        message="Version directories have to be positive integers. Triton ignores a directory named 0, so the model never loads; use 1/.",
        gold_wrong="reranker_onnx/0", gold_right="reranker_onnx/1",
    ),
    repeat=dict(
        query="Script the export of the embedder to TensorRT and put it in the Triton repo.",
        output=r"""
```bash
set -euo pipefail

MODEL_DIR=models/embedder_trt
mkdir -p "$MODEL_DIR/0"

trtexec --onnx=export/embedder.onnx \
  --saveEngine="$MODEL_DIR/0/model.plan" \
  --fp16 \
  --minShapes=input_ids:1x8,attention_mask:1x8 \
  --optShapes=input_ids:32x128,attention_mask:32x128 \
  --maxShapes=input_ids:64x512,attention_mask:64x512

cp configs/embedder_trt.pbtxt "$MODEL_DIR/config.pbtxt"
```

Build the engine on the same GPU model and TensorRT version that the Triton image uses; a plan built on an A100 won't load on an L4. The shape ranges define the optimisation profile, so `max_batch_size` in the config must not exceed 64 here.
""",
        expect_contains=[r"re:MODEL_DIR/[1-9][0-9]*/model\.plan"],
        expect_absent=[r"re:MODEL_DIR/0\b"],
    ),
    control=dict(
        query="We want Triton to keep the two newest versions of the reranker loaded during rollouts. How?",
        output=r"""
Set a version policy in the model's `config.pbtxt`:

```protobuf
version_policy: { latest: { num_versions: 2 } }
```

With directories `1/`, `2/` and `3/` present, Triton then serves versions 2 and 3. Clients that don't ask for a version get the highest one, and a canary can target the older one explicitly via `/v2/models/reranker_onnx/versions/2/infer`. If the repository is polled (`--model-control-mode=poll`), adding a `4/` directory loads it and unloads version 2 without a restart.
""",
    ),
    key="reranker_onnx/0",
    fixed=[("$MODEL_DIR/0", "$MODEL_DIR/1")],
)

# 042  Anthropic tool schema key (paraphrase, code_block, already_correct)
add(
    id="d17-042", topic="anthropic-api", difficulty="paraphrase", repeat_variation="code_block",
    control_kind="already_correct",
    teach=dict(
        query="Define a get_order_status tool for Claude.",
        output=r"""
```python
tools = [
    {
        "name": "get_order_status",
        "description": "Look up the current shipping status of a customer order by its order id. "
                       "Use this whenever the user asks where their order is.",
        "parameters": {
            "type": "object",
            "properties": {
                "order_id": {"type": "string", "description": "Order id, e.g. HX-48213"},
            },
            "required": ["order_id"],
        },
    }
]

resp = client.messages.create(model=MODEL, max_tokens=1024, tools=tools, messages=messages)
```

The description matters more than it looks: it's the main signal the model uses to decide when to call the tool, so say when to use it, not only what it does. Keep the schema small and strict; `required` fields stop the model from calling the tool before it has the order id.
""",
        message='Claude tools take the schema as input_schema. "parameters" is the OpenAI function shape.',
        gold_wrong='"parameters": {', gold_right='"input_schema": {',
    ),
    repeat=dict(
        query="Add a search_kb tool to the TypeScript agent so Claude can query the help centre.",
        output=r"""
```ts
import Anthropic from "@anthropic-ai/sdk";

export const searchKbTool: Anthropic.Tool = {
  name: "search_kb",
  description:
    "Search the help-centre articles. Use it before answering any product question; " +
    "pass a short keyword query, not the user's full message.",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string" },
      top_k: { type: "integer", minimum: 1, maximum: 10 },
    },
    required: ["query"],
  },
};
```

Return the results to the model as a `tool_result` block with the article titles and snippets, and cap them at a few thousand characters so one long article doesn't crowd out the conversation. Pass the tool in `tools: [searchKbTool]` on every turn of the agent loop, not only the first.
""",
        expect_contains=[r"re:\binput_schema:\s*\{"],
        expect_absent=[r"re:\bparameters:\s*\{"],
    ),
    control=dict(
        query="Write a Claude tool definition for creating a refund, amount in cents.",
        output=r"""
```python
refund_tool = {
    "name": "create_refund",
    "description": "Create a refund for an order. Only call after the user has confirmed the amount.",
    "input_schema": {
        "type": "object",
        "properties": {
            "order_id": {"type": "string"},
            "amount_cents": {"type": "integer", "minimum": 1},
            "reason": {"type": "string", "enum": ["damaged", "late", "wrong_item", "other"]},
        },
        "required": ["order_id", "amount_cents", "reason"],
    },
}
```

Integers in cents avoid floating-point amounts entirely. Because refunds move money, validate the arguments again in your own code before executing; the schema makes bad calls unlikely, not impossible.
""",
    ),
    key='"parameters": {',
    fixed=[("  parameters: {", "  input_schema: {")],
    holds='"input_schema": {',
)

# 043  Anthropic response text (paraphrase, identifier, unrelated)
add(
    id="d17-043", topic="anthropic-api", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="unrelated",
    teach=dict(
        query="Pull the text out of the Claude response and log it along with the token usage.",
        output=r"""
```python
response = client.messages.create(
    model="claude-3-5-haiku-20241022",
    max_tokens=700,
    messages=[{"role": "user", "content": prompt}],
)
text = response.choices[0].message.content
log.info(
    "claude reply",
    extra={"chars": len(text), "in_tokens": response.usage.input_tokens, "out_tokens": response.usage.output_tokens},
)
```

Log counts rather than the full text if replies can contain customer data; the ids plus token numbers are usually enough to debug cost and latency. If you do need the text, send it to the restricted log index rather than the general one.
""",
        message="That's the OpenAI response shape. On Anthropic it's response.content[0].text.",
        gold_wrong="response.choices[0].message.content", gold_right="response.content[0].text",
    ),
    repeat=dict(
        query="Summarise each support thread with Claude and store the summary on the ticket.",
        output=r"""
```python
def summarise_thread(ticket) -> None:
    msg = client.messages.create(
        model="claude-3-5-haiku-20241022",
        max_tokens=300,
        system="Summarise the support thread in three sentences for the next agent.",
        messages=[{"role": "user", "content": ticket.thread_text}],
    )
    summary = msg.choices[0].message.content.strip()
    ticket.summary = summary
    ticket.summary_model = msg.model
    ticket.save(update_fields=["summary", "summary_model"])
```

Storing `msg.model` with the summary tells you later which model version wrote it, which helps when you compare summaries before and after a model upgrade. Run it from a queue worker rather than in the request path; a three-sentence summary still takes a second or two.
""",
        expect_contains=[r"re:msg\.content\[0\]\.text"],
        expect_absent=["choices[0]"],
    ),
    control=dict(
        query="Our eval dataset on the Hub is private. How do I load it in the CI job?",
        output=r"""
`load_dataset` authenticates with the same token the Hub client uses, so in CI it's enough to expose a read token as `HF_TOKEN` and load as usual:

```python
from datasets import load_dataset

ds = load_dataset("halyard/support-eval", split="test", revision="v3")
```

Pin `revision` to a tag or commit so a push to the dataset doesn't silently change your eval numbers between runs. Cache the download between CI runs by persisting `~/.cache/huggingface`; otherwise every job downloads it again.
""",
    ),
    key="choices[0].message.content",
    fixed=[("msg.choices[0].message.content", "msg.content[0].text")],
)

# 044  team: embedding dimension (paraphrase, identifier, same_topic)
add(
    id="d17-044", topic="team-facts", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="same_topic",
    teach=dict(
        query="Create the Qdrant collection for the new release-notes index using hy-embed-3.",
        output=r"""
```python
from qdrant_client.models import Distance, HnswConfigDiff, VectorParams

qdrant.create_collection(
    collection_name="release_notes_v1",
    vectors_config=VectorParams(size=1536, distance=Distance.COSINE),
    hnsw_config=HnswConfigDiff(m=16, ef_construct=200),
)
qdrant.create_payload_index("release_notes_v1", field_name="product", field_schema="keyword")
```

The payload index on `product` lets the bot filter by product without scanning everything. Create the collection from the ingestion job rather than by hand so the settings live in version control next to the code that writes to it.
""",
        message="Collection's created, thanks. Small thing: hy-embed-3 outputs 1024-d vectors, 1536 is what OpenAI's small model returns. The first upsert will fail with a dimension error.",
        gold_wrong="size=1536", gold_right="size=1024",
    ),
    repeat=dict(
        query="The analytics team wants the release-note chunks in Postgres too. Write the pgvector table for the hy-embed-3 vectors.",
        output=r"""
```sql
CREATE TABLE release_note_chunks (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    note_id    text        NOT NULL,
    product    text        NOT NULL,
    chunk      text        NOT NULL,
    embedding  vector(1536) NOT NULL,
    indexed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX ON release_note_chunks USING hnsw (embedding vector_cosine_ops);
CREATE INDEX ON release_note_chunks (product);
```

Write both stores from the same ingestion run, so a chunk never exists in Qdrant with a different embedding than in Postgres. The plain B-tree index on `product` helps the analytics queries, which mostly group and filter by product rather than search by similarity.
""",
        expect_contains=["vector(1024)"],
        expect_absent=["vector(1536)"],
    ),
    control=dict(
        query="How do I check that the vectors in release_notes_v1 really came from hy-embed-3 and not the old model?",
        output=r"""
The vector size alone won't tell you if both models share a dimension, so compare actual vectors. Re-embed a few stored chunks and check that the stored vectors match:

```python
import numpy as np

points, _ = qdrant.scroll("release_notes_v1", limit=20, with_payload=["chunk_text"], with_vectors=True)
fresh = embed_client.embed(model="hy-embed-3", input=[p.payload["chunk_text"] for p in points])

for p, v in zip(points, fresh):
    cos = float(np.dot(p.vector, v) / (np.linalg.norm(p.vector) * np.linalg.norm(v)))
    print(p.id, round(cos, 4))
```

Values around 0.999 or higher mean the same model produced them (tiny differences come from batching and float precision); anything far lower means those points were written by something else. Storing the model name in each point's payload from now on makes this a simple filter next time.
""",
    ),
    key="size=1536",
    fixed=[("vector(1536)", "vector(1024)")],
)

# 045  team: retrieval token budget (paraphrase, identifier, lookalike)
add(
    id="d17-045", topic="team-facts", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Write the context packer for the support bot: add retrieved chunks in score order until we hit the token budget.",
        output=r"""
```python
MAX_CONTEXT_TOKENS = 8000


def pack_context(chunks: list[dict], count_tokens) -> str:
    parts, used = [], 0
    for ch in sorted(chunks, key=lambda c: c["score"], reverse=True):
        block = f"[{ch['doc_id']}] {ch['chunk_text']}"
        n = count_tokens(block)
        if used + n > MAX_CONTEXT_TOKENS:
            break
        parts.append(block)
        used += n
    return "\n\n".join(parts)
```

Stopping at the first chunk that doesn't fit (rather than skipping it and trying smaller ones) keeps the context strictly in score order, which makes the bot's behaviour easier to reason about. The `[doc_id]` prefix gives the model something to cite, and lets you map citations back to articles afterwards.
""",
        message="Our retrieval budget is 6000 tokens, it's in the prompt spec for the support bot. Not 8000.",
        gold_wrong="MAX_CONTEXT_TOKENS = 8000", gold_right="MAX_CONTEXT_TOKENS = 6000",
    ),
    repeat=dict(
        query="Move the support bot's retrieval settings into the service's YAML config.",
        output=r"""
```yaml
retrieval:
  collection: support_kb_v5
  embed_model: hy-embed-3
  top_k: 20
  rerank_keep: 8
  score_threshold: 0.35
  context_token_budget: 8000
```

```python
@dataclass(frozen=True)
class RetrievalConfig:
    collection: str
    embed_model: str
    top_k: int
    rerank_keep: int
    score_threshold: float
    context_token_budget: int


cfg = RetrievalConfig(**yaml.safe_load(open("config/service.yaml"))["retrieval"])
```

A dataclass built with `**` fails at start-up if a key is missing or misspelled, instead of when the first request comes in. Keep secrets out of this file; the gateway token still comes from the environment.
""",
        expect_contains=[r"re:context_token_budget:\s*6000\b"],
        expect_absent=[r"re:context_token_budget:\s*8000"],
    ),
    control=dict(
        query="Expose the vLLM pod inside the cluster so the gateway can reach it.",
        output=r"""
```yaml
apiVersion: v1
kind: Service
metadata:
  name: vllm-qwen7b
  namespace: ml-serving
spec:
  selector:
    app: vllm-qwen7b
  ports:
    - name: http
      port: 80
      targetPort: 8000
```

The vLLM OpenAI server listens on 8000 by default, so the Service maps port 80 to that. The gateway can then use `http://vllm-qwen7b.ml-serving.svc/v1` as the upstream. Leave the Service as ClusterIP; nothing outside the cluster should talk to the model server directly.
""",
    ),
    key="MAX_CONTEXT_TOKENS = 8000",
    fixed=[("context_token_budget: 8000", "context_token_budget: 6000")],
    trap="targetPort: 8000",
)

# 046  team: gateway host (literal, identifier, already_correct)
add(
    id="d17-046", topic="team-facts", difficulty="literal", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="Point the OpenAI Python client at our LLM gateway instead of api.openai.com.",
        output=r"""
The gateway speaks the OpenAI API, so only the base URL and the key change:

```python
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://llm.halyard.internal/v1",
    api_key=os.environ["HALYARD_GATEWAY_TOKEN"],
)

resp = client.chat.completions.create(
    model="hy-chat-small",
    messages=[{"role": "user", "content": "ping"}],
)
```

Use the gateway aliases (`hy-chat-small`, `hy-chat-large`) as model names rather than upstream model ids; the gateway maps them and can move an alias to a new model without a code change. Setting `OPENAI_BASE_URL` in the environment works too, and is handy for third-party libraries that construct their own client.
""",
        message="host is llm-gateway.halyard.internal",
        gold_wrong="llm.halyard.internal", gold_right="llm-gateway.halyard.internal",
    ),
    repeat=dict(
        query="Configure LangChain's ChatOpenAI to go through the gateway for the triage chain.",
        output=r"""
```python
import os

from langchain_openai import ChatOpenAI

triage_llm = ChatOpenAI(
    model="hy-chat-small",
    base_url="https://llm.halyard.internal/v1",
    api_key=os.environ["HALYARD_GATEWAY_TOKEN"],
    temperature=0,
    max_retries=3,
    timeout=20,
)
```

`max_retries` is passed through to the underlying OpenAI client, so don't add a retry wrapper of your own on top, or a bad minute at the gateway turns into a dozen attempts per request. A 20-second timeout is generous for triage, which only produces a label and a short reason.
""",
        expect_contains=["https://llm-gateway.halyard.internal/v1"],
        expect_absent=["llm.halyard.internal"],
    ),
    control=dict(
        query="How do I list the model aliases the gateway currently exposes?",
        output=r"""
The gateway implements the OpenAI models endpoint, so the normal client call works:

```python
import os

from openai import OpenAI

client = OpenAI(base_url="https://llm-gateway.halyard.internal/v1", api_key=os.environ["HALYARD_GATEWAY_TOKEN"])
for m in client.models.list():
    print(m.id)
```

The list shows the aliases your token is allowed to use, not every upstream model, so two teams can see different lists. If an alias you expect is missing, it's a permissions question for the platform team rather than a typo in your code.
""",
    ),
    key="llm.halyard.internal",
    fixed=[("llm.halyard.internal", "llm-gateway.halyard.internal")],
    holds="https://llm-gateway.halyard.internal/v1",
)

# 047  team: judge model (paraphrase, identifier, unrelated)
add(
    id="d17-047", topic="team-facts", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="unrelated",
    teach=dict(
        query="Write the LLM-as-judge step for the RAG eval: grade each answer 1-5 for faithfulness to the retrieved context.",
        output=r'''
```python
JUDGE_MODEL = "hy-chat-large"

JUDGE_PROMPT = """Rate how faithful the ANSWER is to the CONTEXT on a 1-5 scale.
5 = every claim is supported by the context; 1 = mostly unsupported or contradicted.
Reply as JSON: {{"score": <int>, "unsupported_claims": [<str>, ...]}}

CONTEXT:
{context}

ANSWER:
{answer}"""


def judge(context: str, answer: str) -> dict:
    resp = gateway.chat.completions.create(
        model=JUDGE_MODEL,
        temperature=0,
        response_format={"type": "json_object"},
        messages=[{"role": "user", "content": JUDGE_PROMPT.format(context=context, answer=answer)}],
    )
    out = resp.choices[0].message
    return json.loads(out.content)
```

Asking for the unsupported claims as well as the score makes the grades auditable: when a score looks wrong you can see what the judge objected to. Spot-check 50 judgements by hand before trusting the averages.
''',
        message="We never grade with the chat aliases. The judge is always hy-judge-2, so the model isn't scoring its own answers.",
        gold_wrong='JUDGE_MODEL = "hy-chat-large"', gold_right='JUDGE_MODEL = "hy-judge-2"',
    ),
    repeat=dict(
        query="Add a pairwise eval: given two summaries of the same ticket, which one is better?",
        output=r"""
```python
PAIRWISE_PROMPT = (
    "Two summaries of the same support ticket follow. Which one would help the next agent more? "
    'Answer with JSON: {"winner": "A" | "B" | "tie", "reason": "<one sentence>"}'
)


def compare(ticket: str, a: str, b: str, judge_model: str = "hy-chat-small") -> dict:
    resp = gateway.chat.completions.create(
        model=judge_model,
        temperature=0,
        response_format={"type": "json_object"},
        messages=[
            {"role": "user", "content": f"{PAIRWISE_PROMPT}\n\nTICKET:\n{ticket}\n\nA:\n{a}\n\nB:\n{b}"},
        ],
    )
    out = resp.choices[0].message
    return json.loads(out.content)
```

Run every pair twice with A and B swapped and only count a win when both orders agree; judges have a measurable bias toward whichever answer comes first. Ties and disagreements are worth reading, since they're often where the two summaries differ in substance.
""",
        expect_contains=[r're:judge_model[^=\n]*=\s*"hy-judge-2"'],
        expect_absent=['"hy-chat-small"'],
    ),
    control=dict(
        query="How should we version the eval dataset so results stay comparable over time?",
        output=r"""
Treat the eval set like code: every change gets a version, and every result records which version it was computed on.

```text
gs://halyard-ml-evals/datasets/support-regression/
  v7/
    cases.jsonl
    MANIFEST.json    # row count, sha256 of cases.jsonl, changelog line
  v8/
    ...
```

The eval runner takes `--dataset-version v8` and writes it into every results row, together with the sha256 from the manifest. When someone fixes a bad label, that's a new version, not an edit in place; otherwise last month's scores silently stop being comparable with this month's.
""",
    ),
    key='JUDGE_MODEL = "hy-chat-large"',
    fixed=[('judge_model: str = "hy-chat-small"', 'judge_model: str = "hy-judge-2"')],
)

# 048  team: prompt templates come from the registry (paraphrase, code_block, already_correct)
add(
    id="d17-048", topic="team-facts", difficulty="paraphrase", repeat_variation="code_block",
    control_kind="already_correct",
    teach=dict(
        query="Render the triage prompt (v3) with the ticket fields before calling the model.",
        output=r"""
```python
from pathlib import Path

from jinja2 import StrictUndefined, Template

TRIAGE_TEMPLATE = Template(
    Path("prompts/ticket_triage_v3.j2").read_text(),
    undefined=StrictUndefined,
)


def render_triage(ticket) -> str:
    return TRIAGE_TEMPLATE.render(
        subject=ticket.subject,
        body=ticket.body[:8000],
        product=ticket.product_area,
        customer_tier=ticket.customer.tier,
    )
```

`StrictUndefined` makes a missing variable raise instead of rendering as an empty string, which otherwise produces prompts that look fine but quietly lack the product or tier. Truncating the body by characters is crude but protects the token budget from the occasional ticket with a pasted log file.
""",
        message='Templates aren\'t read from prompts/ anymore, they come from the registry: halyard_prompts.get_template("ticket-triage@3").',
        gold_wrong='Path("prompts/ticket_triage_v3.j2").read_text()', gold_right='get_template("ticket-triage@3")',
    ),
    repeat=dict(
        query="The weekly digest needs the ticket-summary prompt, version 2. Write the rendering function.",
        output=r"""
```python
from pathlib import Path

from jinja2 import StrictUndefined, Template

SUMMARY_TEMPLATE = Template(
    Path("prompts/ticket_summary_v2.j2").read_text(),
    undefined=StrictUndefined,
)


def render_summary(ticket, max_chars: int = 6000) -> str:
    thread = "\n\n".join(f"{m.author}: {m.text}" for m in ticket.messages)
    return SUMMARY_TEMPLATE.render(subject=ticket.subject, thread=thread[-max_chars:])
```

Keeping the last characters of the thread rather than the first makes sure the digest reflects how the ticket ended, which is what the weekly readers care about. Load the template at import time so a missing file fails the deploy, not the first digest run.
""",
        expect_contains=[r're:get_template\(\s*"ticket-summary@2"\s*\)'],
        expect_absent=["prompts/ticket_summary_v2.j2"],
    ),
    control=dict(
        query="Write the reply-drafting step using the ticket-reply prompt, version 1.",
        output=r"""
```python
from halyard_prompts import get_template

REPLY_TEMPLATE = get_template("ticket-reply@1")


def draft_reply(ticket, kb_snippets: list[str]) -> str:
    prompt = REPLY_TEMPLATE.render(
        subject=ticket.subject,
        body=ticket.body,
        snippets="\n\n".join(kb_snippets),
        agent_name=ticket.assignee.first_name,
    )
    resp = gateway.chat.completions.create(
        model="hy-chat-large",
        temperature=0.3,
        max_tokens=700,
        messages=[{"role": "user", "content": prompt}],
    )
    out = resp.choices[0].message
    return out.content
```

Pinning the version in the name (`@1`) means a new template revision never changes drafts until you bump it here on purpose. The draft goes to the agent for review, so a slightly higher temperature is fine; it makes replies read less like a form letter.
""",
    ),
    key="prompts/ticket_triage_v3.j2",
    fixed=[
        ("from pathlib import Path\n\nfrom jinja2 import StrictUndefined, Template\n", "from halyard_prompts import get_template\n"),
        ('Template(\n    Path("prompts/ticket_summary_v2.j2").read_text(),\n    undefined=StrictUndefined,\n)', 'get_template("ticket-summary@2")'),
        ("so a missing file fails the deploy", "so a missing registry entry fails the deploy"),
    ],
    holds='get_template("ticket-reply@1")',
)

# 049  vLLM memory fraction (paraphrase, identifier, already_correct)
add(
    id="d17-049", topic="vllm", difficulty="paraphrase", repeat_variation="identifier",
    control_kind="already_correct",
    teach=dict(
        query="vLLM keeps OOMing on the L4 when the embedding sidecar starts. How do I leave some headroom?",
        output=r"""
vLLM grabs a fixed share of the GPU at start-up for weights plus KV cache, and by default that share is large enough that anything starting afterwards on the same card runs out of memory. Lower it so the sidecar fits:

```bash
vllm serve Qwen/Qwen2.5-7B-Instruct \
  --gpu-memory-utilization 80 \
  --max-model-len 8192 \
  --port 8000
```

At 80% of 24 GB vLLM keeps about 19 GB, leaving roughly 5 GB for the embedding model, which is plenty for a base-size encoder. The smaller KV cache means fewer concurrent sequences; the start-up log prints the number of GPU blocks, so compare it before and after to see how much concurrency you gave up.
""",
        message="It's a fraction: 0.8. 80 fails the range check and the server won't start.",
        gold_wrong="--gpu-memory-utilization 80", gold_right="--gpu-memory-utilization 0.8",
    ),
    repeat=dict(
        query="Write the offline batch script that runs Qwen2.5-7B over the eval prompts with vLLM's Python API, leaving room for the scorer model on the same GPU.",
        output=r"""
```python
from vllm import LLM, SamplingParams

llm = LLM(
    model="Qwen/Qwen2.5-7B-Instruct",
    gpu_memory_utilization=85,
    max_model_len=8192,
    seed=0,
)
params = SamplingParams(temperature=0.0, max_tokens=512)

outputs = llm.generate(prompts, params)
answers = [o.outputs[0].text for o in outputs]
```

`llm.generate` takes the whole prompt list and schedules it itself, so don't loop over prompts one at a time; you'd lose continuous batching. Keep the scorer model small: together with vLLM's share it has to fit on the one card.
""",
        expect_contains=[r"re:gpu_memory_utilization\s*=\s*0?\.85\b"],
        expect_absent=[r"re:gpu_memory_utilization\s*=\s*85\b"],
    ),
    control=dict(
        query="Is 0.9 a sensible GPU memory setting for a vLLM pod that has the GPU to itself?",
        output=r"""
Yes. When nothing else runs on the card, `--gpu-memory-utilization 0.9` is the usual choice and also vLLM's default:

```bash
vllm serve meta-llama/Llama-3.1-8B-Instruct --gpu-memory-utilization 0.9 --max-model-len 16384
```

The remaining 10% covers the CUDA context, PyTorch's allocator overhead and temporary buffers during sampling. Going to 0.95 gets you a few more KV blocks, but leaves little margin for spikes; if the pod ever gets OOM-killed under load, that's the first setting to walk back.
""",
    ),
    key="--gpu-memory-utilization 80",
    fixed=[("gpu_memory_utilization=85", "gpu_memory_utilization=0.85")],
    holds="--gpu-memory-utilization 0.9",
)

# 050  Ollama completion endpoint (literal, identifier, lookalike)
add(
    id="d17-050", topic="ollama", difficulty="literal", repeat_variation="identifier",
    control_kind="lookalike",
    teach=dict(
        query="Call a local Ollama model from Python for one-shot completions, no chat history.",
        output=r"""
For a single prompt without conversation state, use the completion endpoint and turn streaming off so you get one JSON object back:

```python
import requests

OLLAMA_URL = "http://localhost:11434"


def complete(prompt: str, model: str = "qwen2.5:7b") -> str:
    r = requests.post(
        f"{OLLAMA_URL}/api/completions",
        json={"model": model, "prompt": prompt, "stream": False, "options": {"temperature": 0}},
        timeout=300,
    )
    r.raise_for_status()
    return r.json()["response"]
```

The first call after a while can be slow because the model gets loaded into memory; by default Ollama unloads it after five minutes idle. Pass `"keep_alive": "30m"` in the body if the calls come in bursts.
""",
        message="/api/generate. ollama doesn't have /api/completions",
        gold_wrong="/api/completions", gold_right="/api/generate",
    ),
    repeat=dict(
        query="Write a tiny bash function that sends a prompt to Ollama and prints only the answer.",
        output=r"""
```bash
ask() {
  local model="${OLLAMA_MODEL:-qwen2.5:7b}"
  curl -s "${OLLAMA_URL:-http://localhost:11434}/api/completions" \
    -d "$(jq -n --arg m "$model" --arg p "$*" '{model: $m, prompt: $p, stream: false}')" \
    | jq -r '.response'
}

# usage
ask "Explain HNSW in two sentences."
```

Building the JSON with `jq -n --arg` means quotes and newlines in the prompt can't break the request body. Put it in your `.bashrc`; set `OLLAMA_MODEL` to switch models without editing the function.
""",
        expect_contains=[r"re:/api/generate\b"],
        expect_absent=["/api/completions"],
    ),
    control=dict(
        query="Can our existing OpenAI-client code talk to Ollama without changes?",
        output=r"""
Mostly, yes. Ollama also serves an OpenAI-compatible API under `/v1`, so point the client there; the key is required by the client but ignored by Ollama:

```python
from openai import OpenAI

client = OpenAI(base_url="http://localhost:11434/v1", api_key="ollama")

legacy = client.completions.create(model="qwen2.5:7b", prompt="Say hi", max_tokens=20)
print(legacy.choices[0].text)
```

Chat calls go to `/v1/chat/completions` and the legacy text endpoint to `http://localhost:11434/v1/completions`, both with the usual request shapes. Options that only exist in Ollama's native API, like `num_ctx`, aren't available through this path, so set those in a Modelfile if you need them.
""",
    ),
    key="/api/completions",
    fixed=[("/api/completions", "/api/generate")],
    trap="11434/v1/completions",
)

# 051  pgvector index dimension limit (semantic, reworded, same_topic)
add(
    id="d17-051", topic="pgvector", difficulty="semantic", repeat_variation="reworded",
    control_kind="same_topic",
    teach=dict(
        query="We're switching to Qwen3-Embedding-4B, which gives 2560-dim vectors. Can the HNSW index on doc_chunks handle that?",
        output=r"""
Yes. pgvector's `vector` type stores up to 16,000 dimensions, and HNSW indexes work on anything the type can store, so 2560 is well within range:

```sql
ALTER TABLE doc_chunks ADD COLUMN embedding_q3 vector(2560);

-- after backfilling embedding_q3
CREATE INDEX CONCURRENTLY doc_chunks_q3_hnsw
    ON doc_chunks USING hnsw (embedding_q3 vector_cosine_ops);
```

Expect the index to be about two and a half times the size of the current one and to take longer to build, since distance computations scale with dimension. Raise `maintenance_work_mem` for the build session so the graph fits in memory, otherwise it spills and gets much slower.
""",
        message="That CREATE INDEX will fail: HNSW only indexes vector columns up to 2,000 dimensions. 16,000 is just the storage limit. We'd need halfvec (indexable up to 4,000) or shorter embeddings.",
        gold_wrong="HNSW indexes work on anything the type can store",
        gold_right="HNSW indexes only cover vector columns up to 2,000 dimensions (halfvec up to 4,000)",
    ),
    repeat=dict(
        query="Legal wants to try gte-Qwen2-7B-instruct, which outputs 3584-dim vectors. Any pgvector limits we'd run into?",
        output=r"""
No hard limit you'd hit. A `vector` column holds up to 16,000 dimensions and the HNSW index accepts any vector column, so the setup is the same as for the current model:

```sql
CREATE TABLE legal_chunks (
    id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    doc_ref   text NOT NULL,
    chunk     text NOT NULL,
    embedding vector(3584) NOT NULL
);

CREATE INDEX ON legal_chunks USING hnsw (embedding vector_cosine_ops);
```

The practical limits are size and speed: at 3584 float32 dimensions each vector is 14 KB, so a million chunks means about 14 GB of vectors before the graph, and both index builds and queries get slower as dimensions grow. Benchmark recall and latency on a sample before committing the whole corpus.
""",
        expect_contains=[r"re:halfvec|2,?000 dimensions"],
        expect_absent=[r"re:(?i)no hard limit", r"re:(?i)index accepts any vector column"],
    ),
    control=dict(
        query="Building the HNSW index on doc_chunks (1024 dims, 12M rows) has been running for hours. How can we speed it up?",
        output=r"""
Two settings make the biggest difference. Give the build enough memory for the graph, and let Postgres use parallel workers (pgvector builds HNSW indexes in parallel since 0.6):

```sql
SET maintenance_work_mem = '16GB';
SET max_parallel_maintenance_workers = 7;  -- plus the leader process

CREATE INDEX CONCURRENTLY doc_chunks_embedding_hnsw
    ON doc_chunks USING hnsw (embedding vector_cosine_ops)
    WITH (m = 16, ef_construction = 64);
```

If the log shows "hnsw graph no longer fits into maintenance_work_mem", the build has switched to a much slower path; that notice is the thing to watch. A lower `ef_construction` also speeds things up at some cost in recall. Loading the data first and building the index afterwards is much faster than inserting into an existing index.
""",
    ),
    key="HNSW indexes work on anything the type can store",
    fixed=[
        ("No hard limit you'd hit. A `vector` column holds up to 16,000 dimensions and the HNSW index accepts any vector column, so the setup is the same as for the current model:",
         "Yes, one. A `vector` column can hold up to 16,000 dimensions, but HNSW (and IVFFlat) indexes only cover vector columns up to 2,000 dimensions. For 3584 dimensions store the embeddings as `halfvec`, which can be indexed up to 4,000:"),
        ("embedding vector(3584) NOT NULL", "embedding halfvec(3584) NOT NULL"),
        ("hnsw (embedding vector_cosine_ops)", "hnsw (embedding halfvec_cosine_ops)"),
        ("at 3584 float32 dimensions each vector is 14 KB, so a million chunks means about 14 GB",
         "at 3584 half-precision dimensions each vector is about 7 KB, so a million chunks means about 7 GB"),
    ],
)

# 052  generate() length limit (semantic, reworded, same_topic)
add(
    id="d17-052", topic="hf-transformers", difficulty="semantic", repeat_variation="reworded",
    control_kind="same_topic",
    teach=dict(
        query="How do I make sure generate() gives each answer up to 300 new tokens?",
        output=r"""
Pass a length limit to `generate`; generation stops when it reaches the limit or the model emits its end-of-sequence token, whichever comes first:

```python
out = model.generate(
    **inputs,
    max_length=300,
    do_sample=False,
    pad_token_id=tokenizer.eos_token_id,
)
answer = tokenizer.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True)
```

`max_length=300` caps the answer at 300 generated tokens, so short answers still finish early on EOS. The slice before decoding removes the prompt tokens, which `generate` returns along with the new ones for decoder-only models.
""",
        message="max_length counts the prompt as well, so with a 250-token prompt you'd get 50 new tokens. max_new_tokens=300 is the one that limits only the answer.",
        gold_wrong="max_length=300", gold_right="max_new_tokens=300",
    ),
    repeat=dict(
        query="Answers in our eval run get cut off well before the 512-token limit we set. What's going on?",
        output=r"""
The limit itself is fine: `max_length=512` only counts generated tokens, so the model had room for 512 tokens of answer. When answers stop early with that setting, it's usually the model emitting an end-of-sequence token, not the limit.

Check a few of the truncated outputs:

```python
out = model.generate(**inputs, max_length=512, do_sample=False, return_dict_in_generate=True)
new_tokens = out.sequences[0][inputs["input_ids"].shape[1]:]
print(len(new_tokens), tokenizer.convert_ids_to_tokens(new_tokens[-3:]))
```

If the last token is the EOS token, the model decided to stop; a chat template mismatch (for example, no generation prompt at the end) is a common cause of abrupt endings. If the count is far below 512 and there's no EOS, look for a `stop_strings` argument or a custom stopping criterion elsewhere in the eval code.
""",
        expect_contains=[r"re:max_new_tokens\s*=\s*512"],
        expect_absent=[r"re:(?i)only counts generated tokens", r"re:generate\([^)]*max_length\s*=\s*512"],
    ),
    control=dict(
        query="Why does changing temperature in generate() have no effect on our outputs?",
        output=r"""
Because sampling is off. With the default `do_sample=False`, `generate` uses greedy decoding and ignores `temperature`, `top_p` and `top_k`; recent transformers versions print a warning about exactly this.

```python
out = model.generate(
    **inputs,
    max_new_tokens=256,
    do_sample=True,
    temperature=0.7,
    top_p=0.9,
)
```

Also check the model's `generation_config.json`: some checkpoints ship with `do_sample=True` and their own temperature, which then applies whenever you don't pass a value. `model.generation_config` shows the effective defaults.
""",
    ),
    key="max_length=300",
    fixed=[
        ("The limit itself is fine: `max_length=512` only counts generated tokens, so the model had room for 512 tokens of answer. When answers stop early with that setting, it's usually the model emitting an end-of-sequence token, not the limit.",
         "It's probably the limit: `max_length=512` counts the prompt tokens as well as the generated ones, so a 400-token prompt leaves room for only 112 tokens of answer. Use `max_new_tokens=512` to limit just the answer."),
        ("max_length=512, do_sample=False", "max_new_tokens=512, do_sample=False"),
        ("If the count is far below 512 and there's no EOS", "If answers still stop early with `max_new_tokens` and there's no EOS"),
    ],
)

# 053  Anthropic temperature range (semantic, reworded, lookalike)
add(
    id="d17-053", topic="anthropic-api", difficulty="semantic", repeat_variation="reworded",
    control_kind="lookalike",
    teach=dict(
        query="For the brainstorming feature on Claude, can I push temperature to 1.5 to get wilder ideas?",
        output=r"""
Yes. Claude accepts a temperature between 0 and 2, so 1.5 is a valid setting, and for brainstorming it does make the suggestions noticeably more varied:

```python
resp = client.messages.create(
    model="claude-3-5-sonnet-20241022",
    max_tokens=1500,
    temperature=1.5,
    messages=[{"role": "user", "content": f"Give me 15 unusual campaign ideas for: {brief}"}],
)
```

Past about 1.2 you'll occasionally get ideas that drift off the brief, so pair the high temperature with a short list of constraints in the prompt. Asking for more ideas than you need and filtering afterwards usually works better than pushing the temperature even higher.
""",
        message="Anthropic caps temperature at 1.0, 1.5 comes back as a 400. For more variety we'd have to change the prompt (or sample more ideas), not the temperature.",
        gold_wrong="between 0 and 2", gold_right="between 0 and 1",
    ),
    repeat=dict(
        query="Users say the Claude-powered name generator keeps suggesting similar names. What settings should we change?",
        output=r"""
Raise the temperature. Claude's temperature goes up to 2.0, and the generator is probably running near the default of 1.0; try 1.6:

```python
resp = client.messages.create(
    model="claude-3-5-haiku-20241022",
    max_tokens=400,
    temperature=1.6,
    messages=[{"role": "user", "content": naming_prompt}],
)
```

It also helps to ask for a larger batch (say 30 names) in one call and to tell the model to make each name differ in structure from the previous ones. Deduplicate the results against names you've already shown the user, so repeats never reach the screen.
""",
        expect_contains=[r"re:(?i)(up to|maximum (is|of)|capped at|caps at|between 0 and) 1(\.0)?\b"],
        expect_absent=[r"re:(?i)up to 2(\.0)?\b", r"re:temperature\s*=\s*1\.[1-9]"],
    ),
    control=dict(
        query="For the OpenAI-based tagline generator, what temperature range can we use?",
        output=r"""
OpenAI's chat models accept a temperature between 0 and 2. For creative copy, 0.9 to 1.2 gives variety without falling apart; above about 1.5 the output tends to lose coherence quickly:

```python
resp = client.chat.completions.create(
    model="gpt-4o-mini",
    temperature=1.1,
    n=5,
    messages=[{"role": "user", "content": tagline_prompt}],
)
taglines = [c.message.content for c in resp.choices]
```

`n=5` returns five independent samples in one request, which is cheaper than five calls since the prompt is only billed once. OpenAI recommends adjusting temperature or `top_p`, not both at once.
""",
    ),
    key="between 0 and 2",
    fixed=[
        ("Raise the temperature. Claude's temperature goes up to 2.0, and the generator is probably running near the default of 1.0; try 1.6:",
         "Not the temperature: Claude's temperature only goes up to 1.0, which is also the default, so there's no higher setting to try. Keep it at 1.0 and change the prompt instead:"),
        ("temperature=1.6", "temperature=1.0"),
    ],
    trap="between 0 and 2",
)

# 054  Weaviate hybrid alpha (semantic, reworded, lookalike)
add(
    id="d17-054", topic="weaviate", difficulty="semantic", repeat_variation="reworded",
    control_kind="lookalike",
    teach=dict(
        query="In Weaviate hybrid search, how do I switch off the keyword part and rank purely by vector similarity?",
        output=r"""
Hybrid search blends a BM25 score and a vector score, weighted by `alpha`. Setting `alpha=0` gives the vector side all the weight, so results are ranked by similarity alone:

```python
articles = client.collections.get("HelpArticle")
res = articles.query.hybrid(
    query=user_question,
    alpha=0,
    limit=10,
    return_metadata=MetadataQuery(score=True, explain_score=True),
)
```

`explain_score=True` shows the contribution of each side per result, which is the quickest way to confirm the keyword part is really out of the picture. If you only ever want vector ranking, `near_text` is the more direct call and skips the BM25 work entirely.
""",
        message="Other way round: alpha=1 is pure vector, alpha=0 is pure BM25.",
        gold_wrong="alpha=0", gold_right="alpha=1",
    ),
    repeat=dict(
        query="On the product search, keyword matches should count for nothing. Write the hybrid query.",
        output=r"""
Pass `alpha=0.0`; that zeroes the BM25 side and ranks results purely by vector similarity:

```python
products = client.collections.get("Product")
res = products.query.hybrid(
    query=q,
    alpha=0.0,
    limit=20,
    filters=Filter.by_property("in_stock").equal(True),
    return_metadata=MetadataQuery(score=True),
)
for o in res.objects:
    print(o.properties["name"], round(o.metadata.score, 3))
```

The filter is applied before ranking, so out-of-stock items never take up slots in the top 20. Keep the query text short and descriptive; the vector side works best on phrases like "waterproof hiking boots" rather than keyword strings.
""",
        expect_contains=[r"re:alpha\s*=\s*1(\.0+)?[,;)`\s]"],
        expect_absent=[r"re:alpha\s*=\s*0(\.0+)?[,;)`\s]"],
    ),
    control=dict(
        query="What alpha should the help-centre search use by default?",
        output=r"""
Start with Weaviate's default, `alpha=0.75`, which leans toward the vector side while still rewarding exact keyword matches such as error codes and product names:

```python
res = articles.query.hybrid(query=user_question, alpha=0.75, limit=10)
```

Then tune it on your eval queries: run the set at 0.5, 0.75 and 0.9 and compare recall@10. Queries full of identifiers ("error E1042 on sync") tend to need more keyword weight, and natural-language questions less, so if the two kinds behave very differently, pick alpha per query type rather than one global value.
""",
    ),
    key="alpha=0",
    fixed=[("`alpha=0.0`; that zeroes the BM25 side", "`alpha=1.0`; that zeroes the BM25 side"), ("alpha=0.0,", "alpha=1.0,")],
    trap="alpha=0.75",
)

# 055  e5 input prefixes (semantic, code_block, same_topic)
add(
    id="d17-055", topic="embeddings", difficulty="semantic", repeat_variation="code_block",
    control_kind="same_topic",
    teach=dict(
        query="Embed our FAQ entries and incoming user questions with intfloat/e5-large-v2 via sentence-transformers.",
        output=r"""
e5 works with plain text, no special formatting needed, so the code is the same for both sides:

```python
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("intfloat/e5-large-v2", device="cuda")

faq_vecs = model.encode(faq_texts, batch_size=64, normalize_embeddings=True, show_progress_bar=True)


def embed_question(q: str):
    return model.encode(q, normalize_embeddings=True)
```

With normalised embeddings, a dot product equals cosine similarity, so either metric works in the vector store. e5-large-v2 has a 512-token limit; longer FAQ answers are truncated silently, so embed the question plus the first paragraph of the answer rather than the whole entry.
""",
        message='e5 was trained with "query: " and "passage: " prefixes, and without them retrieval quality drops noticeably. Questions need "query: ", the FAQ entries "passage: ".',
        gold_wrong="e5 works with plain text, no special formatting needed",
        gold_right='e5 expects a "query: " prefix on questions and "passage: " on documents',
    ),
    repeat=dict(
        query="Write the batch job that embeds the help-centre articles with multilingual-e5-base.",
        output=r"""
```python
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("intfloat/multilingual-e5-base", device="cuda")


def embed_articles(chunks: list[str]):
    # e5 takes the raw chunk text; no prefix needed
    return model.encode(
        chunks,
        batch_size=128,
        normalize_embeddings=True,
        convert_to_numpy=True,
    )
```

The multilingual model puts the German and French articles in the same vector space as the English ones, so one collection serves all locales. Batch size 128 is comfortable on an L4 for chunks of a few hundred tokens; lower it if you see out-of-memory errors on long chunks.
""",
        expect_contains=[r"""re:["']passage: ["']"""],
        expect_absent=[r"re:(?i)no prefix"],
    ),
    control=dict(
        query="Which distance should the Qdrant collection use for e5-large-v2 vectors?",
        output=r"""
Cosine. e5 was trained with a cosine-similarity objective, and if you encode with `normalize_embeddings=True` the vectors have unit length, so cosine and dot product give identical rankings:

```python
client.create_collection(
    collection_name="helpcenter_e5",
    vectors_config=VectorParams(size=1024, distance=Distance.COSINE),
)
```

Qdrant normalises vectors on insert for the Cosine distance anyway, so forgetting to normalise once can't hurt you here. Expect the similarity scores to sit in a narrow band (e5 scores are typically between 0.7 and 1.0), so set score thresholds from your own data rather than borrowing values from other models.
""",
    ),
    key="no special formatting needed",
    fixed=[("    # e5 takes the raw chunk text; no prefix needed\n    return model.encode(\n        chunks,",
            '    # e5 was trained with "passage: " on documents and "query: " on questions\n    return model.encode(\n        ["passage: " + c for c in chunks],')],
)

# 056  eval mode vs no_grad (semantic, reworded, unrelated)
add(
    id="d17-056", topic="pytorch", difficulty="semantic", repeat_variation="reworded",
    control_kind="unrelated",
    teach=dict(
        query="Our eval loop runs out of GPU memory at batch size 64, even though training at batch size 32 was fine.",
        output=r"""
Since the loop already calls `model.eval()`, which turns off gradient tracking, activations aren't being kept for a backward pass, so memory per example should be lower than in training. The difference is usually the sequence length: eval batches are often padded to the longest example in the whole set rather than per batch.

```python
model.eval()
for batch in eval_loader:
    batch = {k: v.to(device) for k, v in batch.items()}
    logits = model(**batch).logits
    preds.append(logits.argmax(-1).cpu())
```

Check `batch["input_ids"].shape` for a few batches. If the second dimension is much larger than in training, use a collator that pads per batch, or sort the eval set by length so each batch has similar lengths.
""",
        message="model.eval() doesn't touch autograd, it only puts dropout and batchnorm into inference mode. Without torch.no_grad() every forward pass keeps its activations for a backward that never comes; that's the OOM.",
        gold_wrong="`model.eval()`, which turns off gradient tracking",
        gold_right="`model.eval()`, which only switches dropout and batchnorm to inference mode (gradient tracking needs torch.no_grad())",
    ),
    repeat=dict(
        query="Is there any point wrapping the scoring function in torch.no_grad() if the model is already in eval mode?",
        output=r"""
Not really. Eval mode already disables gradient computation, so an extra `torch.no_grad()` is redundant; it doesn't hurt, but it won't change memory use or speed.

```python
model.eval()

def score(batch):
    out = model(**batch)
    return out.logits.softmax(-1)[:, 1]
```

What does matter for scoring speed is batch size and precision: running the model in bf16 with `model.to(torch.bfloat16)` roughly halves memory and speeds things up on recent GPUs, usually with no visible change in the scores.
""",
        expect_contains=[r"re:torch\.(no_grad|inference_mode)\(\)"],
        expect_absent=[r"re:(?i)already disables gradient", r"re:(?i)is redundant"],
    ),
    control=dict(
        query="How do I export the fine-tuned classifier to ONNX for Triton?",
        output=r"""
`torch.onnx.export` with dynamic batch and sequence axes, so Triton can batch requests of different lengths:

```python
import torch

model.eval()
dummy = tokenizer(["hello world"], return_tensors="pt")
torch.onnx.export(
    model,
    (dummy["input_ids"], dummy["attention_mask"]),
    "export/intent_clf.onnx",
    input_names=["input_ids", "attention_mask"],
    output_names=["logits"],
    dynamic_axes={
        "input_ids": {0: "batch", 1: "seq"},
        "attention_mask": {0: "batch", 1: "seq"},
        "logits": {0: "batch"},
    },
    opset_version=17,
)
```

Check the export with onnxruntime on a few real inputs and compare the logits with PyTorch (differences around 1e-5 are normal). The input and output names here are the ones `config.pbtxt` has to use.
""",
    ),
    key="which turns off gradient tracking",
    fixed=[
        ("Not really. Eval mode already disables gradient computation, so an extra `torch.no_grad()` is redundant; it doesn't hurt, but it won't change memory use or speed.",
         "Yes. Eval mode only changes how dropout and batch norm behave; it does not disable gradient computation. Without `torch.no_grad()` (or `torch.inference_mode()`), every forward pass records the autograd graph and keeps activations alive, which costs memory and time."),
        ("model.eval()\n\ndef score(batch):", "model.eval()\n\n@torch.inference_mode()\ndef score(batch):"),
        ("What does matter for scoring speed", "Beyond that, what matters for scoring speed"),
    ],
)

# 057  what nvidia-smi's CUDA version means (semantic, reworded, unrelated)
add(
    id="d17-057", topic="cuda-containers", difficulty="semantic", repeat_variation="reworded",
    control_kind="unrelated",
    teach=dict(
        query='nvidia-smi on the new GPU node says "CUDA Version: 12.4". Does that mean our container images need CUDA 12.4?',
        output=r"""
Yes. The CUDA Version in the nvidia-smi header is the CUDA toolkit installed on the host, and containers should use the same version so the runtime libraries match what the node provides:

```bash
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
docker run --rm --gpus all nvidia/cuda:12.4.1-runtime-ubuntu22.04 nvidia-smi
```

Rebuild the images that are on 12.1 on top of a 12.4 base image, and pin the PyTorch wheels to the matching CUDA build. Mixing versions tends to show up as "CUDA driver version is insufficient" errors at start-up, which are confusing to debug in production.
""",
        message="That number is the newest CUDA version the driver supports, not an installed toolkit. Images built for 12.4 or anything older run fine on it, no rebuild needed.",
        gold_wrong="is the CUDA toolkit installed on the host", gold_right="is the highest CUDA version the driver supports",
    ),
    repeat=dict(
        query="In our pod, nvidia-smi shows CUDA Version 12.2 but torch.version.cuda says 12.1. Is that a mismatch we have to fix?",
        output=r"""
Yes, that's a mismatch. nvidia-smi reports the CUDA toolkit installed on the node, 12.2 here, while your torch wheel was built against 12.1, so the container is using a different CUDA than the node provides. It can work for a while and then fail in kernels that rely on the newer version.

Confirm both numbers from inside the pod:

```bash
kubectl exec deploy/reranker -- python -c "import torch; print(torch.version.cuda, torch.cuda.is_available())"
kubectl exec deploy/reranker -- nvidia-smi --query-gpu=driver_version --format=csv,noheader
```

Then rebuild the image on a CUDA 12.2 base so that both numbers agree, and redeploy.
""",
        expect_contains=[r"re:(?i)driver supports|supported by the driver|driver's (maximum|highest|max)"],
        expect_absent=[r"re:(?i)reports the CUDA toolkit installed", r"re:(?i)rebuild the image on a CUDA 12\.2 base"],
    ),
    control=dict(
        query="How do I see GPU memory use per process on the node?",
        output=r"""
`nvidia-smi` lists processes at the bottom of its default output, but from inside containers the PIDs belong to other namespaces. The query form is easier to script:

```bash
nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv
```

Run it on the node itself and map a PID to its container with `crictl ps` and `crictl inspect`. If the DCGM exporter runs in the cluster, its per-pod GPU metrics are the better long-term answer than logging into nodes.
""",
    ),
    key="the CUDA toolkit installed on the host",
    fixed=[
        ("Yes, that's a mismatch. nvidia-smi reports the CUDA toolkit installed on the node, 12.2 here, while your torch wheel was built against 12.1, so the container is using a different CUDA than the node provides. It can work for a while and then fail in kernels that rely on the newer version.",
         "No, that's expected. The CUDA Version in nvidia-smi is the highest CUDA version the node's driver supports (12.2 here), not a toolkit installed on the node. Your torch wheel brings its own 12.1 runtime, and a driver that supports 12.2 runs 12.1 code fine."),
        ("Then rebuild the image on a CUDA 12.2 base so that both numbers agree, and redeploy.",
         "If `torch.cuda.is_available()` prints `True`, there is nothing to fix; you'd only need a newer driver if the wheel's CUDA version were higher than what nvidia-smi reports."),
    ],
)

# 058  seed determinism (semantic, reworded, same_topic)
add(
    id="d17-058", topic="openai-api", difficulty="semantic", repeat_variation="reworded",
    control_kind="same_topic",
    teach=dict(
        query="We need reproducible outputs from gpt-4o for regression tests. Will setting seed do it?",
        output=r"""
Yes. With `seed` set and `temperature=0`, the API returns identical completions every time for the same request, so you can snapshot outputs and compare them byte for byte:

```python
resp = client.chat.completions.create(
    model="gpt-4o-2024-08-06",
    seed=1234,
    temperature=0,
    messages=test_case.messages,
)
out = resp.choices[0].message
assert out.content == test_case.expected
```

Pin a dated model snapshot rather than the `gpt-4o` alias; the alias moves to newer snapshots over time, and that would break every snapshot comparison at once.
""",
        message="I don't think seed guarantees that. OpenAI calls it best effort: outputs are mostly deterministic but can still change, e.g. when system_fingerprint changes. Byte-for-byte asserts will flake.",
        gold_wrong="the API returns identical completions every time for the same request",
        gold_right="outputs are mostly deterministic (best effort) and can still change, e.g. when system_fingerprint changes",
    ),
    repeat=dict(
        query="Two gpt-4o calls with the same seed and temperature 0 sometimes give different answers. Is our client broken?",
        output=r"""
Probably, yes. With the same seed, temperature and messages, the API is guaranteed to return the same output, so a difference means something in the request changed between the two calls. Common culprits:

- the message list isn't identical (a timestamp or request id in the system prompt, or different whitespace);
- a different `model` string, for example the undated alias in one call and a snapshot in the other;
- different `max_tokens`, `tools` or `response_format` settings.

Log a hash of the full request body for both calls and compare them:

```python
import hashlib
import json

body = {"model": model, "seed": seed, "temperature": 0, "messages": messages}
log.info("req %s", hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest())
```
""",
        expect_contains=[r"re:(?i)best[- ]effort|not guaranteed|system_fingerprint"],
        expect_absent=[r"re:(?i)guaranteed to return the same"],
    ),
    control=dict(
        query="How do we record which model build produced each answer in the regression logs?",
        output=r"""
Log two fields from every response: `model`, which shows the resolved snapshot even if you asked for an alias, and `system_fingerprint`, which identifies the backend configuration that served the request:

```python
resp = client.chat.completions.create(model="gpt-4o", messages=messages, seed=1234)
log.info("answer", extra={"model": resp.model, "fingerprint": resp.system_fingerprint, "case": case_id})
```

When a regression test starts failing, group the failures by these two fields first. If they all coincide with a new fingerprint, the change came from the provider side rather than from your prompt or code.
""",
    ),
    key="returns identical completions every time",
    fixed=[("Probably, yes. With the same seed, temperature and messages, the API is guaranteed to return the same output, so a difference means something in the request changed between the two calls. Common culprits:",
            "Probably not. `seed` is best effort: with the same seed, temperature and messages the output is usually the same but not guaranteed, and it can change when the backend changes, which shows up as a different `system_fingerprint` in the response. Still rule out request differences first:")],
)

# 059  top_logprobs limit (semantic, reworded, lookalike)
add(
    id="d17-059", topic="openai-api", difficulty="semantic", repeat_variation="reworded",
    control_kind="lookalike",
    teach=dict(
        query="I want the top 10 alternative tokens at each position from gpt-4o-mini for our calibration analysis.",
        output=r"""
The Chat Completions API caps top_logprobs at 5, so 10 isn't possible; ask for the maximum and work with five alternatives per position:

```python
resp = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=messages,
    logprobs=True,
    top_logprobs=5,
    max_completion_tokens=50,
)
for pos in resp.choices[0].logprobs.content:
    alts = {alt.token: alt.logprob for alt in pos.top_logprobs}
```

Keep in mind the returned alternatives don't cover the whole distribution, so probabilities summed over them will be below 1; for calibration, treat the remainder as a single "other" bucket rather than renormalising.
""",
        message="top_logprobs goes up to 20 on chat completions. 5 was the limit on the old completions endpoint.",
        gold_wrong="caps top_logprobs at 5", gold_right="allows top_logprobs up to 20",
    ),
    repeat=dict(
        query="How many alternative tokens per position can the chat API return? We want as many as possible for an entropy estimate.",
        output=r"""
At most 5. Set `logprobs=True` and `top_logprobs=5`; that's the upper limit for chat completions:

```python
resp = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=messages,
    logprobs=True,
    top_logprobs=5,
)
```

With only the top alternatives available, the entropy you compute is a lower bound on the true entropy; the missing mass is spread over tokens you can't see. Report it as a truncated entropy and keep the truncation level fixed across experiments so the numbers stay comparable.
""",
        expect_contains=[r"re:top_logprobs\s*=\s*20\b|up to 20\b"],
        expect_absent=[r"re:(?i)at most 5\b", r"re:top_logprobs\s*=\s*5\b"],
    ),
    control=dict(
        query="The legacy gpt-3.5-turbo-instruct scorer uses the completions endpoint. How do I get token alternatives there?",
        output=r"""
On the legacy Completions endpoint, `logprobs` is an integer rather than a flag, and the maximum is 5:

```python
resp = client.completions.create(
    model="gpt-3.5-turbo-instruct",
    prompt=prompt,
    max_tokens=1,
    logprobs=5,
    temperature=0,
)
alternatives = resp.choices[0].logprobs.top_logprobs[0]  # dict of token -> logprob
```

With `max_tokens=1` this scores just the next token, which is the usual setup for classification-style scoring. The shape differs from the chat API: `top_logprobs` here is a list of dicts, one per generated position.
""",
    ),
    key="caps top_logprobs at 5",
    fixed=[("At most 5. Set `logprobs=True` and `top_logprobs=5`; that's the upper limit for chat completions:",
            "Up to 20. Set `logprobs=True` and `top_logprobs=20`; that's the upper limit for chat completions:"),
           ("top_logprobs=5,", "top_logprobs=20,")],
    trap="logprobs=5",
)

# 060  team: gateway does not retry (semantic, reworded, unrelated)
add(
    id="d17-060", topic="team-facts", difficulty="semantic", repeat_variation="reworded",
    control_kind="unrelated",
    teach=dict(
        query="Do I need retry logic in the ticket-tagging service, or does the gateway deal with 429s?",
        output=r"""
The gateway retries 429s and 5xx for you with exponential backoff before anything reaches your service, so a single call per ticket is enough:

```python
def tag_ticket(text: str) -> list[str]:
    resp = gateway.chat.completions.create(
        model="hy-chat-small",
        temperature=0,
        messages=[{"role": "user", "content": TAG_PROMPT.format(ticket=text)}],
    )
    out = resp.choices[0].message
    return parse_tags(out.content)
```

If a 429 does reach you, the gateway has already used up its retries, so the right response is to fail the job and let the queue redeliver it later rather than retrying in a tight loop. Keep the OpenAI client's own retries at the default so you aren't stacking two layers.
""",
        message="It doesn't. The gateway passes 429s straight through, on purpose, so each team sees its own quota. Clients have to back off themselves.",
        gold_wrong="The gateway retries 429s and 5xx for you with exponential backoff",
        gold_right="The gateway passes 429s straight through; clients have to back off themselves",
    ),
    repeat=dict(
        query="We're seeing bursts of 429s from llm-gateway in the ingest job logs. Should we add backoff on our side?",
        output=r"""
You shouldn't need to. The gateway already retries 429 responses with backoff before returning them, so a 429 in your logs means its retries were exhausted, and more retrying on your side would only add load. The fix is capacity: ask the platform team to raise the ingest job's quota, or spread the job out over a longer window.

To see how often it happens, count them over the last hour:

```bash
kubectl logs job/kb-ingest --since=1h | grep -c '"status": 429'
```
""",
        expect_contains=[r"re:(?i)(does not|doesn't|won't|never) retry|passes (them|429s?|it) (straight )?through"],
        expect_absent=[r"re:(?i)gateway already retries", r"re:(?i)shouldn't need to"],
    ),
    control=dict(
        query="How do I tag gateway requests so our team's usage shows up separately on the cost dashboard?",
        output=r"""
The gateway attributes cost by the `X-Halyard-Team` header (plus the token's owner), so set it once on the client and every request carries it:

```python
gateway = OpenAI(
    base_url="https://llm-gateway.halyard.internal/v1",
    api_key=os.environ["HALYARD_GATEWAY_TOKEN"],
    default_headers={"X-Halyard-Team": "support-ml", "X-Halyard-Service": "ticket-tagger"},
)
```

The service header is optional but makes the dashboard far more useful, since it splits one team's spend by feature. Tag batch jobs with their own service name as well; otherwise a nightly backfill shows up as a mysterious spike on the interactive service.
""",
    ),
    key="gateway retries 429s",
    fixed=[("You shouldn't need to. The gateway already retries 429 responses with backoff before returning them, so a 429 in your logs means its retries were exhausted, and more retrying on your side would only add load. The fix is capacity: ask the platform team to raise the ingest job's quota, or spread the job out over a longer window.",
            "Yes. The gateway does not retry 429s; it passes them straight through, so the ingest job has to back off itself: exponential backoff with jitter, honouring `retry-after` when it's present. If the 429s keep coming with backoff in place, ask the platform team to raise the job's quota.")],
)


# ============================================================================
# checks
# ============================================================================
DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KIND = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = ("reworded", "code_block", "identifier", "casing")
MIN_PER_VARIATION = 5
TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
BUILD_KEYS = {"key", "fixed", "trap", "holds", "allow"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}

GO_PROGRAM = r"""
package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type item struct {
	Re   string `json:"re"`
	Text string `json:"text"`
}

type result struct {
	Err   string  `json:"err"`
	Found bool    `json:"found"`
	Match *string `json:"match"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		panic(err)
	}
	cache := map[string]*regexp.Regexp{}
	errs := map[string]string{}
	out := make([]result, len(items))
	for i, it := range items {
		re, ok := cache[it.Re]
		if !ok {
			if msg, bad := errs[it.Re]; bad {
				out[i].Err = msg
				continue
			}
			r, err := regexp.Compile(it.Re)
			if err != nil {
				errs[it.Re] = err.Error()
				out[i].Err = err.Error()
				continue
			}
			cache[it.Re] = r
			re = r
		}
		if loc := re.FindStringIndex(it.Text); loc != nil {
			m := it.Text[loc[0]:loc[1]]
			out[i].Found = true
			out[i].Match = &m
		}
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
"""


def clean(text):
    """Strip the newline that follows an opening triple quote and the one before the closing one."""
    return text.strip("\n")


def check(text, spec):
    """Exactly as run.py evaluates a check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_state(text, s):
    missing = [x for x in s["repeat"]["expect_contains"] if not check(text, x)]
    present = [x for x in s["repeat"]["expect_absent"] if check(text, x)]
    return missing, present


def norm(text):
    return re.sub(r"\s+", " ", text).lower()


def apply_edits(text, edits, errors, sid):
    out = text
    for pair in edits:
        if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(x, str) for x in pair)):
            errors.append("%s: fixed entries must be (old, new) string pairs" % sid)
            continue
        old, new = pair
        if not old or old not in out:
            errors.append("%s: fixed edit not found in repeat.output: %r" % (sid, old[:80]))
            continue
        out = out.replace(old, new)
    return out


def go_regex_results(items):
    go = shutil.which("go")
    if not go:
        raise SystemExit("go is not installed; cannot check RE2 compatibility")
    tmp = tempfile.mkdtemp(prefix="dev17-re2-")
    try:
        with open(os.path.join(tmp, "main.go"), "w") as f:
            f.write(GO_PROGRAM)
        env = dict(os.environ)
        env["GO111MODULE"] = "off"
        proc = subprocess.run([go, "run", "main.go"], cwd=tmp, input=json.dumps(items),
                              capture_output=True, text=True, env=env, timeout=600)
        if proc.returncode != 0:
            raise SystemExit("go run failed:\n%s" % proc.stderr)
        return json.loads(proc.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def build():
    errors = []
    scen = []
    for raw in SCENARIOS:
        s = {k: v for k, v in raw.items()}
        for part in ("teach", "repeat", "control"):
            s[part] = dict(s[part])
            s[part]["output"] = clean(s[part]["output"])
        s["fixed_text"] = None
        scen.append(s)

    # ---- shape, ids, enums
    ids = [s.get("id") for s in scen]
    if len(scen) != 60:
        errors.append("expected 60 scenarios, found %d" % len(scen))
    for i, s in enumerate(scen, 1):
        want = "%s%03d" % (PREFIX, i)
        sid = s.get("id")
        if sid != want:
            errors.append("scenario %d has id %r, expected %r" % (i, sid, want))
        extra = set(s) - TOP_KEYS - BUILD_KEYS - {"fixed_text"}
        missing = TOP_KEYS - set(s)
        if extra or missing:
            errors.append("%s: bad top-level keys (extra %s, missing %s)" % (sid, sorted(extra), sorted(missing)))
            continue
        for part, keys in (("teach", TEACH_KEYS), ("repeat", REPEAT_KEYS), ("control", CONTROL_KEYS)):
            if set(s[part]) != keys:
                errors.append("%s: %s keys %s != %s" % (sid, part, sorted(s[part]), sorted(keys)))
        for part, field in (("teach", "query"), ("teach", "output"), ("teach", "message"), ("teach", "gold_wrong"),
                            ("teach", "gold_right"), ("repeat", "query"), ("repeat", "output"),
                            ("control", "query"), ("control", "output")):
            v = s[part].get(field)
            if not isinstance(v, str) or not v.strip():
                errors.append("%s: %s.%s must be a non-empty string" % (sid, part, field))
        for field in ("expect_contains", "expect_absent"):
            v = s["repeat"].get(field)
            if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                errors.append("%s: repeat.%s must be a non-empty list of non-empty strings" % (sid, field))
        if not isinstance(s.get("topic"), str) or not s["topic"]:
            errors.append("%s: topic missing" % sid)
        if s.get("difficulty") not in DIFFICULTY:
            errors.append("%s: bad difficulty %r" % (sid, s.get("difficulty")))
        if s.get("control_kind") not in CONTROL_KIND:
            errors.append("%s: bad control_kind %r" % (sid, s.get("control_kind")))
        if s.get("repeat_variation") not in VARIATIONS:
            errors.append("%s: bad repeat_variation %r" % (sid, s.get("repeat_variation")))
        if not isinstance(s.get("key"), str) or not s["key"]:
            errors.append("%s: build field key missing" % sid)
        if not isinstance(s.get("fixed"), list) or not s["fixed"]:
            errors.append("%s: build field fixed missing" % sid)
        if s.get("control_kind") == "lookalike":
            if not s.get("trap"):
                errors.append("%s: lookalike control needs trap" % sid)
        elif "trap" in s:
            errors.append("%s: trap is only for lookalike controls" % sid)
        if s.get("control_kind") == "already_correct":
            if not s.get("holds"):
                errors.append("%s: already_correct control needs holds" % sid)
        elif "holds" in s:
            errors.append("%s: holds is only for already_correct controls" % sid)
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    if errors:
        return None, errors

    # ---- counts
    for field, want in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND)):
        got = Counter(s[field] for s in scen)
        if dict(got) != want:
            errors.append("%s counts %s != %s" % (field, dict(sorted(got.items())), want))
    var = Counter(s["repeat_variation"] for s in scen)
    for v in VARIATIONS:
        if var[v] < MIN_PER_VARIATION:
            errors.append("repeat_variation %s used %d times (< %d)" % (v, var[v], MIN_PER_VARIATION))

    # ---- per-scenario content
    for s in scen:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if norm(s["key"]) not in norm(t["output"]):
            errors.append("%s: key not in teach.output" % sid)
        if s["difficulty"] == "literal" and norm(s["key"]) not in norm(r["output"]):
            errors.append("%s: literal scenario but key does not recur in repeat.output" % sid)
        if t["query"] == r["query"] or t["output"] == r["output"]:
            errors.append("%s: repeat must differ from teach" % sid)
        if c["output"] in (t["output"], r["output"]):
            errors.append("%s: control output duplicates another output" % sid)
        # repeat fails as written, hand fix passes
        missing, present = fixed_state(r["output"], s)
        if not missing and not present:
            errors.append("%s: repeat.output already passes its own checks" % sid)
        fixed = apply_edits(r["output"], s["fixed"], errors, sid)
        s["fixed_text"] = fixed
        if fixed == r["output"]:
            errors.append("%s: fixed text equals repeat.output" % sid)
        missing, present = fixed_state(fixed, s)
        if missing or present:
            errors.append("%s: hand fix fails checks (missing %s, still present %s)" % (sid, missing, present))
        # controls
        kind = s["control_kind"]
        if kind == "lookalike" and s["trap"] not in c["output"]:
            errors.append("%s: trap %r not in control.output" % (sid, s["trap"]))
        if kind == "already_correct" and s["holds"] not in c["output"]:
            errors.append("%s: holds %r not in control.output" % (sid, s["holds"]))
        if kind != "lookalike":
            for w in (s["key"], t["gold_wrong"]):
                if w in c["output"]:
                    errors.append("%s: %s control contains the wrong text %r" % (sid, kind, w))

    # ---- wrong spans must not appear in other scenarios' outputs
    for s in scen:
        allow = set(s.get("allow") or ())
        wrongs = {s["key"], s["teach"]["gold_wrong"]}
        for o in scen:
            if o["id"] == s["id"] or o["id"] in allow:
                continue
            for part in ("teach", "repeat", "control"):
                text = o[part]["output"]
                for w in wrongs:
                    if w in text:
                        errors.append("%s: wrong span %r appears in %s.%s.output" % (s["id"], w, o["id"], part))
                if s["key"].lower() in text.lower() and s["key"] not in text:
                    errors.append("%s: key %r appears (other case) in %s.%s.output" % (s["id"], s["key"], o["id"], part))

    # ---- no duplicate texts across scenarios
    seen = {}
    for s in scen:
        for part in ("teach", "repeat", "control"):
            for field in ("query", "output"):
                v = s[part][field]
                if v in seen:
                    errors.append("%s.%s.%s duplicates %s" % (s["id"], part, field, seen[v]))
                seen[v] = "%s.%s.%s" % (s["id"], part, field)

    # ---- regexes: Python compiles, Go RE2 compiles and matches identically
    items = []
    for s in scen:
        texts = [s["teach"]["output"], s["repeat"]["output"], s["fixed_text"] or "", s["control"]["output"]]
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if not spec.startswith("re:"):
                continue
            pat = spec[3:]
            try:
                rx = re.compile(pat)
            except re.error as e:
                errors.append("%s: regex %r does not compile in Python: %s" % (s["id"], pat, e))
                continue
            for text in texts:
                m = rx.search(text)
                items.append({"sid": s["id"], "re": pat, "text": text, "py": None if m is None else m.group(0)})
    if items:
        res = go_regex_results([{"re": it["re"], "text": it["text"]} for it in items])
        if len(res) != len(items):
            errors.append("go returned %d results for %d items" % (len(res), len(items)))
        for it, g in zip(items, res):
            if g["err"]:
                errors.append("%s: regex %r does not compile in Go: %s" % (it["sid"], it["re"], g["err"]))
            elif (it["py"] is not None) != g["found"] or (g["found"] and g["match"] != it["py"]):
                errors.append("%s: regex %r matches differently (python %r, go %r)" % (it["sid"], it["re"], it["py"], g["match"]))
    return scen, errors


def main():
    scen, errors = build()
    if errors:
        print("build.py: %d problem(s); scenarios.jsonl not written" % len(errors), file=sys.stderr)
        for e in errors:
            print("  - " + e, file=sys.stderr)
        sys.exit(1)
    with open(OUT, "w") as f:
        for s in scen:
            row = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind")}
            row["teach"] = {k: s["teach"][k] for k in ("query", "output", "message", "gold_wrong", "gold_right")}
            row["repeat"] = {k: s["repeat"][k] for k in ("query", "output", "expect_contains", "expect_absent")}
            row["control"] = {k: s["control"][k] for k in ("query", "output")}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    cnt = lambda field: dict(sorted(Counter(s[field] for s in scen).items()))
    print("wrote %s: %d scenarios" % (OUT, len(scen)))
    print("  difficulty:       %s" % cnt("difficulty"))
    print("  control_kind:     %s" % cnt("control_kind"))
    print("  repeat_variation: %s" % cnt("repeat_variation"))
    print("  topics:           %s" % cnt("topic"))


if __name__ == "__main__":
    main()
