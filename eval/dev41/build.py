#!/usr/bin/env python3
"""dev41: learning-loop scenarios on search and vector databases.

Holds the hand-written data and a validator. Running it checks every
scenario and, if all checks pass, regenerates scenarios.jsonl and README.md
next to this file. Python 3 standard library only.

    python3 eval/dev41/build.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d41"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
# allowed range per repeat variation
TARGET_VARIATION = {"reworded": (12, 18), "code_block": (15, 21), "casing": (2, 8),
                    "other_identifier": (2, 8), "renamed_identifier": (2, 8),
                    "prose_claim": (2, 8), "equivalent_construct": (2, 8),
                    "reordered_args": (2, 8)}

SCENARIOS = []


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=()):
    """teach = (query, output, message, gold_wrong, gold_right)
    repeat = (query, output, expect_contains, expect_absent)
    control = (query, output)
    fix = [(old, new), ...] turning repeat.output into a correct answer
    holds = substrings a lookalike / already_correct control must contain"""
    SCENARIOS.append({
        "num": num, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "holds": list(holds)})


# ---------------------------------------------------------------- data
S(1, "pgvector", "literal", "casing", "lookalike",
  ("How do I enable pgvector on our RDS Postgres 16 instance?",
   "Connect as a user with the `rds_superuser` role and run `CREATE EXTENSION pgvector;` in the database "
   "that holds the embeddings. After that the `vector` type is available.",
   "the extension is named vector, not pgvector. `CREATE EXTENSION vector;`",
   "CREATE EXTENSION pgvector", "CREATE EXTENSION vector"),
  ("new db for the rag service, what do I run so I can use vector columns?",
   "Run `create extension pgvector;` once in that database (it needs `rds_superuser` on RDS), then you can "
   "declare columns like `embedding vector(768)`.",
   [r"re:(?i)create extension (if not exists )?vector\b"],
   [r"re:(?i)create extension (if not exists )?pgvector"]),
  ("Which apt package installs pgvector for Postgres 16 on the self-hosted box?",
   "Install `postgresql-16-pgvector` from the PGDG repository (`sudo apt install postgresql-16-pgvector`); "
   "no restart is needed, but each database still has to create the extension."),
  [("create extension pgvector", "create extension vector")],
  holds=["postgresql-16-pgvector"])

S(2, "pgvector", "paraphrase", "other_identifier", "lookalike",
  ("Our embeddings are normalized and we rank by cosine. How do I get the 5 nearest docs with pgvector?",
   "Order by the distance to the query vector:\n```sql\nSELECT id, title\nFROM search.doc_embeddings\n"
   "ORDER BY embedding <-> $1\nLIMIT 5;\n```",
   "hmm, <-> is L2. for cosine it's <=>",
   "ORDER BY embedding <-> $1", "ORDER BY embedding <=> $1"),
  ("SQLAlchemy text query for cosine nearest neighbours on the chunks table?",
   "```python\nstmt = text(\"\"\"\n    SELECT c.id, c.content\n    FROM search.chunks c\n"
   "    ORDER BY c.embedding <-> :query_vec\n    LIMIT :k\n\"\"\")\n```",
   [r"re:embedding\s*<=>\s*:query_vec"],
   [r"re:embedding\s*<->\s*:query_vec"]),
  ("How do I find the closest rows by plain L2 distance with pgvector?",
   "For L2 use `<->`: `SELECT id FROM items ORDER BY embedding <-> '[3,1,2]' LIMIT 5;` (smaller values are closer)."),
  [("c.embedding <-> :query_vec", "c.embedding <=> :query_vec")],
  holds=["embedding <->"])

S(3, "pgvector", "paraphrase", "code_block", "same_topic",
  ("Queries use `<=>` but EXPLAIN shows a seq scan on chunks. What index should I add?",
   "Add an HNSW index on the column: `CREATE INDEX ON chunks USING hnsw (embedding vector_l2_ops);` and re-run "
   "`EXPLAIN ANALYZE`; with a few hundred thousand rows the planner should pick it.",
   "For <=> the opclass has to be vector_cosine_ops, an l2_ops index won't be used by cosine queries",
   "hnsw (embedding vector_l2_ops)", "hnsw (embedding vector_cosine_ops)"),
  ("add an ANN index for the cosine searches on passages.vec",
   "```sql\nCREATE INDEX CONCURRENTLY passages_vec_hnsw\n  ON passages USING hnsw (vec vector_l2_ops);\n```\n"
   "Then run `ANALYZE passages;`.",
   ["vector_cosine_ops"],
   ["vector_l2_ops"]),
  ("How do I raise recall at query time on a pgvector HNSW index?",
   "Raise `hnsw.ef_search` (default 40) for the session or transaction, e.g. `SET hnsw.ef_search = 100;`, "
   "at the cost of some latency."),
  [("vector_l2_ops", "vector_cosine_ops")])

S(4, "qdrant", "literal", "casing", "lookalike",
  ("Create a Qdrant collection for 384-dim MiniLM vectors with L2 distance.",
   "```http\nPUT /collections/faq_minilm\n{\n  \"vectors\": {\"size\": 384, \"distance\": \"Euclidean\"}\n}\n```",
   "qdrant's value is \"Euclid\" - \"Euclidean\" gets rejected as an unknown variant",
   "Euclidean", "Euclid"),
  ("python qdrant-client: create the faq collection with L2 distance, 384 dims",
   "```python\nclient.create_collection(\n    collection_name=\"faq_minilm\",\n"
   "    vectors_config=VectorParams(size=384, distance=Distance.EUCLIDEAN),\n)\n```",
   [r"re:Distance\.EUCLID\b"],
   [r"re:Distance\.EUCLIDEAN"]),
  ("Is L2 distance the same thing as Euclidean distance when ranking neighbours?",
   "Yes, L2 is the Euclidean distance. For unit-length vectors it ranks neighbours in the same order as "
   "cosine distance, so either works after normalizing."),
  [("Distance.EUCLIDEAN", "Distance.EUCLID")],
  holds=["Euclidean distance"])

S(5, "index-settings", "paraphrase", "prose_claim", "already_correct",
  ("How many primary shards will `PUT /orders-2024` create on our 8.13 cluster if I don't pass any settings?",
   "Without settings or a matching template, a new index gets 5 primary shards and 1 replica, so plan for "
   "10 shard copies.",
   "That was the 6.x default. Since 7.0 it's 1 primary shard.",
   "5 primary shards and 1 replica, so plan for 10 shard copies",
   "1 primary shard and 1 replica, so plan for 2 shard copies"),
  ("if I create an index in ES 8 with no body, what shard layout do I get?",
   "You'll get five primaries, each with one replica, unless an index template sets `number_of_shards`.",
   [r"re:(?i)\b(1|one|a single) primary"],
   [r"re:(?i)\b(5|five) primar"]),
  ("Our new `audit-2024` index came up with a single primary shard. Is that expected with no template?",
   "Yes. Since 7.0 an index created without settings gets 1 primary shard and 1 replica; set "
   "`index.number_of_shards` in a template if you need more."),
  [("five primaries, each with one replica", "one primary shard with one replica")],
  holds=["1 primary shard"])

S(6, "index-settings", "semantic", "reworded", "lookalike",
  ("products-v7 has 3 primaries and it's getting big. Can I bump it to 6?",
   "Yes, just update it in place: `PUT /products-v7/_settings {\"index\": {\"number_of_shards\": 6}}`. Existing "
   "data is rebalanced onto the new shards automatically.",
   "number_of_shards is a static setting, you can't change it on an existing index. Use _split (6 is a "
   "multiple of 3) or reindex into a new index.",
   "Yes, just update it in place: `PUT /products-v7/_settings {\"index\": {\"number_of_shards\": 6}}`. Existing "
   "data is rebalanced onto the new shards automatically.",
   "No, `number_of_shards` is static; block writes, then `POST /products-v7/_split/products-v8` with "
   "`{\"settings\": {\"index.number_of_shards\": 6}}`, or reindex."),
  ("can I change the number of primary shards of an existing index through the settings API?",
   "Sure, it's a dynamic setting: `PUT /catalog/_settings` with `{\"number_of_shards\": 12}` and the cluster "
   "reshuffles the data in the background.",
   [r"re:(?i)_split|_shrink|reindex|\bstatic\b"],
   [r"re:(?i)\bit'?s a dynamic setting", "reshuffles the data"]),
  ("Can I go to 2 replicas on products-v7 without downtime?",
   "Yes, `number_of_replicas` is dynamic: `PUT /products-v7/_settings {\"index\": {\"number_of_replicas\": 2}}` "
   "takes effect immediately and the new copies are allocated in the background."),
  [("Sure, it's a dynamic setting: `PUT /catalog/_settings` with `{\"number_of_shards\": 12}` and the cluster "
    "reshuffles the data in the background.",
    "No, `number_of_shards` is static; use the `_split` API into a new index (after blocking writes) or reindex.")],
  holds=["PUT /products-v7/_settings {\"index\": {\"number_of_"])

S(7, "elasticsearch", "literal", "code_block", "lookalike",
  ("The Python client can't connect to our self-hosted node es-node-1. What URL should it use?",
   "Point it at the node's transport port: `Elasticsearch(\"https://es-node-1.internal:9300\", "
   "ca_certs=\"/etc/es/ca.crt\")`.",
   "9300 is node-to-node transport, the REST clients talk HTTP on 9200",
   "internal:9300", "internal:9200"),
  ("elasticsearch-js client config for es-node-2?",
   "```js\nconst client = new Client({\n  node: 'https://es-node-2.internal:9300',\n"
   "  tls: { ca: fs.readFileSync('/etc/es/ca.crt') },\n});\n```",
   ["es-node-2.internal:9200"],
   [r"re:node: 'https://es-node-2\.internal:9300"]),
  ("What should the transport and discovery settings look like in elasticsearch.yml for es-node-1 and es-node-2?",
   "Keep `transport.port: 9300` and list the peers on it: `discovery.seed_hosts: [\"es-node-1.internal:9300\", "
   "\"es-node-2.internal:9300\"]`."),
  [("internal:9300", "internal:9200")],
  holds=["es-node-2.internal:9300"])

S(8, "opensearch", "literal", "code_block", "lookalike",
  ("OpenSearch 2.11 mapping for a 768-dim embedding field with HNSW?",
   "```json\nPUT /kb-chunks\n{\n  \"settings\": {\"index.knn\": true},\n  \"mappings\": {\"properties\": {\n"
   "    \"embedding\": {\"type\": \"dense_vector\", \"dimension\": 768}\n  }}\n}\n```",
   "that's the Elasticsearch type. In OpenSearch the field type is knn_vector",
   "\"type\": \"dense_vector\"", "\"type\": \"knn_vector\""),
  ("add a 384-dim title_vec field to our opensearch index, faiss hnsw",
   "```json\n\"title_vec\": {\n  \"type\": \"dense_vector\",\n  \"dimension\": 384,\n"
   "  \"method\": {\"name\": \"hnsw\", \"engine\": \"faiss\", \"space_type\": \"l2\"}\n}\n```",
   ["\"type\": \"knn_vector\""],
   [r're:"type": "dense_vector",\s*"dimension"']),
  ("Same 384-dim title vector but on the Elasticsearch 8.13 cluster?",
   "```json\n\"title_vec\": {\"type\": \"dense_vector\", \"dims\": 384, \"index\": true, \"similarity\": \"cosine\"}\n```"),
  [("\"type\": \"dense_vector\"", "\"type\": \"knn_vector\"")],
  holds=["\"type\": \"dense_vector\""])

S(9, "cluster-ops", "semantic", "prose_claim", "same_topic",
  ("Cluster health went yellow after we restarted es-data-3. Should I be worried?",
   "Yellow means at least one primary shard is unassigned, so some data can't be searched until es-data-3 "
   "rejoins and the primaries recover.",
   "no, yellow = all primaries assigned, some replicas aren't. Red is when a primary is missing.",
   "at least one primary shard is unassigned, so some data can't be searched until es-data-3 rejoins and the "
   "primaries recover",
   "all primaries are assigned but at least one replica is unassigned, so everything is still searchable with "
   "less redundancy"),
  ("what does a yellow status from _cluster/health actually tell me?",
   "It means some primary shards couldn't be allocated, so queries that hit those shards fail or return "
   "partial results.",
   [r"re:(?i)replica"],
   [r"re:(?i)some primary shards (couldn't|could not|aren't|are not|were not) (be )?(allocated|assigned)"]),
  ("How do I find out why a shard is unassigned?",
   "Run `GET _cluster/allocation/explain` with `{\"index\": \"orders-2024\", \"shard\": 0, \"primary\": false}`; "
   "the response says which deciders blocked the allocation."),
  [("some primary shards couldn't be allocated, so queries that hit those shards fail or return partial results",
    "every primary shard is allocated but at least one replica is not, so all data is searchable with reduced "
    "redundancy")])

S(10, "cluster-ops", "literal", "reworded", "already_correct",
  ("ES container fails the bootstrap check about max virtual memory areas. What do I set on the host?",
   "Set `sysctl -w vm.max_map_count=65530` on the host and persist it in `/etc/sysctl.d/99-elasticsearch.conf`.",
   "thx, but 65530 is the kernel default thats failing the check - needs to be at least 262144",
   "vm.max_map_count=65530", "vm.max_map_count=262144"),
  ("what kernel setting does elasticsearch need on the docker host?",
   "Elasticsearch requires `vm.max_map_count=65530` or higher; add that line to `/etc/sysctl.conf` and apply it "
   "with `sysctl -p`.",
   ["vm.max_map_count=262144"],
   ["vm.max_map_count=65530"]),
  ("How do I make the max_map_count setting survive reboots on the ES hosts?",
   "Put `vm.max_map_count=262144` in `/etc/sysctl.d/99-elasticsearch.conf` and run `sysctl --system` to load "
   "it now."),
  [("vm.max_map_count=65530", "vm.max_map_count=262144")],
  holds=["vm.max_map_count=262144"])

S(11, "relevance", "paraphrase", "reordered_args", "already_correct",
  ("I want a custom BM25 similarity that starts from the Lucene defaults. What are they?",
   "```json\n\"similarity\": {\n  \"tuned_bm25\": {\"type\": \"BM25\", \"k1\": 0.75, \"b\": 1.2}\n}\n```\n"
   "Those are the defaults; tweak from there.",
   "you've swapped them: k1 is 1.2 and b is 0.75",
   "\"k1\": 0.75, \"b\": 1.2", "\"k1\": 1.2, \"b\": 0.75"),
  ("OpenSearch: define a BM25 similarity with the default parameters spelled out",
   "```json\n\"index\": {\"similarity\": {\"my_bm25\": {\"type\": \"BM25\", \"b\": 1.2, \"k1\": 0.75}}}\n```",
   [r're:"k1":\s*1\.2\b', r're:"b":\s*0\.75\b'],
   [r're:"k1":\s*0\.75', r're:"b":\s*1\.2']),
  ("We want less length normalization on the short title field. What should its similarity look like?",
   "Keep `k1` at its default and lower `b`:\n```json\n\"title_bm25\": {\"type\": \"BM25\", \"k1\": 1.2, \"b\": 0.3}\n```"),
  [("\"b\": 1.2, \"k1\": 0.75", "\"b\": 0.75, \"k1\": 1.2")],
  holds=["\"k1\": 1.2"])

S(12, "meilisearch", "literal", "code_block", "already_correct",
  ("curl to search our meilisearch `articles` index with the search key?",
   "```sh\ncurl -s -X POST 'http://meili.internal:7700/indexes/articles/search' \\\n"
   "  -H \"X-Meili-API-Key: $MEILI_SEARCH_KEY\" \\\n  -H 'Content-Type: application/json' \\\n"
   "  --data '{\"q\": \"rate limits\"}'\n```",
   "X-Meili-API-Key was dropped in v0.25, it's `Authorization: Bearer <key>` now",
   "X-Meili-API-Key: $MEILI_SEARCH_KEY", "Authorization: Bearer $MEILI_SEARCH_KEY"),
  ("search meili articles for webhooks, newest first, with curl",
   "```sh\ncurl -s -X POST http://meili.internal:7700/indexes/articles/search \\\n"
   "  -H \"X-Meili-API-Key: $MEILI_SEARCH_KEY\" \\\n  -H 'Content-Type: application/json' \\\n"
   "  -d '{\"q\": \"webhooks\", \"sort\": [\"published_at:desc\"]}'\n```",
   ["Authorization: Bearer $MEILI_SEARCH_KEY"],
   [r're:-H\s+"X-Meili-API-Key']),
  ("curl to list all indexes on our meili instance",
   "```sh\ncurl -s http://meili.internal:7700/indexes -H \"Authorization: Bearer $MEILI_ADMIN_KEY\"\n```"),
  [("X-Meili-API-Key: $MEILI_SEARCH_KEY", "Authorization: Bearer $MEILI_SEARCH_KEY")],
  holds=["Authorization: Bearer $MEILI_ADMIN_KEY"])

S(13, "meilisearch", "paraphrase", "other_identifier", "lookalike",
  ("Meili returns `invalid_search_filter` when I filter articles on `category`. What's missing?",
   "The attribute has to be declared first: `PATCH /indexes/articles/settings` with "
   "`{\"sortableAttributes\": [\"category\"]}`. Filtering works once that task finishes.",
   "Filtering needs filterableAttributes; sortableAttributes is only for sort.",
   "{\"sortableAttributes\": [\"category\"]}", "{\"filterableAttributes\": [\"category\"]}"),
  ("let users filter products by brand and in_stock in meilisearch",
   "Declare both first: `PATCH /indexes/products/settings` with `{\"sortableAttributes\": [\"brand\", \"in_stock\"]}`, "
   "then pass `filter: \"brand = acme AND in_stock = true\"`.",
   ["filterableAttributes"],
   [r're:"sortableAttributes": \["brand"']),
  ("let users sort products by price in meilisearch",
   "Add it to the sortable list: `PATCH /indexes/products/settings` with `{\"sortableAttributes\": [\"price\"]}`, "
   "then search with `\"sort\": [\"price:asc\"]`."),
  [("sortableAttributes", "filterableAttributes")],
  holds=["sortableAttributes"])

S(14, "meilisearch", "paraphrase", "prose_claim", "lookalike",
  ("How many hits does meilisearch return if I don't pass `limit`?",
   "By default Meilisearch returns 10 hits per search; pass `limit` (up to `maxTotalHits`) to change it.",
   "it's 20 in meili. 10 is the elasticsearch default",
   "returns 10 hits per search", "returns 20 hits per search"),
  ("default page size for meili search results?",
   "Meilisearch gives you the first ten results unless you set `limit`, or `hitsPerPage` if you use numbered pages.",
   [r"re:\b20\b|\btwenty\b"],
   [r"re:(?i)first (10|ten) (results|hits)"]),
  ("How many documents does an Elasticsearch `_search` return if I don't set `size`?",
   "Elasticsearch returns 10 hits per search by default; set `size` (and `from` for paging) to change it."),
  [("the first ten results", "the first 20 results")],
  holds=["returns 10 hits per search"])

S(15, "weaviate", "semantic", "reworded", "same_topic",
  ("Weaviate hybrid search: I want mostly keyword matching with a little vector. What alpha?",
   "Use a high alpha such as `alpha: 0.9`; alpha 1 is pure BM25 and 0 is pure vector search.",
   "Other way round: alpha=1 is pure vector, alpha=0 is pure keyword. So go low, like 0.2.",
   "Use a high alpha such as `alpha: 0.9`; alpha 1 is pure BM25 and 0 is pure vector search.",
   "Use a low alpha such as `alpha: 0.2`; alpha 1 is pure vector search and 0 is pure BM25."),
  ("in weaviate's hybrid query, what does alpha=1 do?",
   "Setting `alpha: 1` makes the hybrid query behave as a pure keyword (BM25) search; lower values mix in more "
   "of the vector score.",
   [r"re:(?i)(pure|only)( a)? vector"],
   [r"re:(?i)alpha:? ?1`?[^.]{0,40}(pure|only)[^.]{0,12}(keyword|bm25)"]),
  ("Which weaviate query type fuses keyword and vector results?",
   "`hybrid` does: it runs a BM25 search and a vector search and fuses the two result lists, using "
   "`relativeScoreFusion` by default since 1.24."),
  [("a pure keyword (BM25) search; lower values mix in more of the vector score",
    "a pure vector search; lower values mix in more of the BM25 keyword score")])

S(16, "qdrant", "literal", "code_block", "lookalike",
  ("Create our `kb_chunks_v3` collection in Qdrant with HNSW m=32.",
   "```http\nPUT /collections/kb_chunks_v3\n{\n  \"vectors\": {\"size\": 768, \"distance\": \"Cosine\"},\n"
   "  \"hnsw_config\": {\"m\": 32, \"ef_construction\": 200}\n}\n```",
   "qdrant calls it ef_construct. ef_construction is the pgvector spelling and qdrant will reject the body",
   "\"ef_construction\": 200", "\"ef_construct\": 200"),
  ("bump the HNSW build parameters on the faq_minilm collection",
   "```http\nPATCH /collections/faq_minilm\n{\n  \"hnsw_config\": {\"m\": 16, \"ef_construction\": 200}\n}\n```",
   ["\"ef_construct\": 200"],
   ["\"ef_construction\""]),
  ("Build an HNSW index on search.doc_embeddings in pgvector with better build quality.",
   "```sql\nCREATE INDEX ON search.doc_embeddings\n  USING hnsw (embedding vector_cosine_ops)\n"
   "  WITH (m = 16, ef_construction = 200);\n```"),
  [("\"ef_construction\": 200", "\"ef_construct\": 200")],
  holds=["ef_construction = 200"])

S(17, "pgvector", "literal", "renamed_identifier", "lookalike",
  ("Add an embedding column to search.doc_embeddings for the model we use.",
   "`ALTER TABLE search.doc_embeddings ADD COLUMN embedding vector(1536);` then backfill it from the embedding job.",
   "We embed with bge-base-en-v1.5 so 768 dims. 1536 is openai's small model, that's the support bot only",
   "vector(1536)", "vector(768)"),
  ("new table for chunk embeddings from our bge model",
   "```sql\nCREATE TABLE search.chunk_vectors (\n  chunk_id bigint PRIMARY KEY,\n  emb vector(1536) NOT NULL\n);\n```",
   ["emb vector(768)"],
   [r"re:\bemb vector\(1536\)"]),
  ("Column type for the support bot's text-embedding-3-small vectors?",
   "text-embedding-3-small returns 1536 dimensions by default, so declare `embedding vector(1536)` in the "
   "support bot's schema."),
  [("vector(1536)", "vector(768)")],
  holds=["vector(1536)"])

S(18, "team-cluster", "semantic", "prose_claim", "lookalike",
  ("Write the ILM policy for app-logs-* following our retention.",
   "```json\nPUT _ilm/policy/app-logs\n{\"policy\": {\"phases\": {\n"
   "  \"hot\": {\"actions\": {\"rollover\": {\"max_primary_shard_size\": \"50gb\", \"max_age\": \"1d\"}}},\n"
   "  \"delete\": {\"min_age\": \"30d\", \"actions\": {\"delete\": {}}}\n}}}\n```",
   "app logs are kept 14 days, not 30. only audit logs get 30d",
   "\"delete\": {\"min_age\": \"30d\"", "\"delete\": {\"min_age\": \"14d\""),
  ("how long do we keep app logs before they're deleted?",
   "App logs are kept for 30 days; after that the `app-logs` ILM policy deletes the rolled-over indices.",
   [r"re:(?i)\b14 ?d\b|\b14 days|two weeks|fourteen days"],
   [r"re:(?i)app logs are kept for (30|thirty) days", r're:app-logs[^\n]{0,60}"30d"']),
  ("What's the delete phase in the audit-logs ILM policy?",
   "Audit logs are kept 30 days: the `audit-logs` policy has "
   "`\"delete\": {\"min_age\": \"30d\", \"actions\": {\"delete\": {}}}`."),
  [("kept for 30 days", "kept for 14 days")],
  holds=["\"delete\": {\"min_age\": \"30d\""])

S(19, "team-cluster", "paraphrase", "equivalent_construct", "lookalike",
  ("How do I check the health of our search-prod Elasticsearch on Kubernetes?",
   "`kubectl get elasticsearch search-prod -n elastic-system` shows HEALTH and PHASE for the cluster.",
   "our clusters live in the `search` namespace, elastic-system is only where the ECK operator runs",
   "-n elastic-system", "-n search"),
  ("list the Elasticsearch pods of search-prod",
   "`kubectl get pods --namespace=elastic-system -l elasticsearch.k8s.elastic.co/cluster-name=search-prod`",
   [r"re:(-n |--namespace[= ])search\b"],
   [r"re:(-n |--namespace[= ])elastic-system -l elasticsearch\.k8s"]),
  ("Where do I read the ECK operator logs?",
   "`kubectl logs -n elastic-system statefulset/elastic-operator`; the operator itself runs in elastic-system."),
  [("--namespace=elastic-system", "--namespace=search")],
  holds=["-n elastic-system"])

S(20, "team-cluster", "literal", "casing", "same_topic",
  ("Bulk-load tonight's price updates into products-live.",
   "`POST /products-live/_bulk?refresh=true` with the NDJSON body, so the new prices are searchable as soon as "
   "the call returns.",
   "We never use refresh=true on prod bulk loads, it forces a refresh per request. Use refresh=wait_for.",
   "refresh=true", "refresh=wait_for"),
  ("python bulk helper to push the reindexed product docs into products-live so they're visible when it returns",
   "```python\nfrom elasticsearch import helpers\nhelpers.bulk(es, actions, index=\"products-live\", refresh=True)\n```",
   [r"""re:refresh=["']wait_for["']"""],
   [r"""re:(?i)refresh=["']?true"""]),
  ("What chunk size should the bulk helper use?",
   "Start with the helper's default of 500 actions per request, keep each request around 5-15 MB, and measure "
   "throughput before raising `chunk_size`."),
  [("refresh=True", "refresh=\"wait_for\"")])

S(21, "team-cluster", "paraphrase", "other_identifier", "lookalike",
  ("Index a single product doc from the admin tool.",
   "`PUT /products-v7/_doc/8841` with the product JSON as the body; products-v7 is the current index.",
   "always write through the products-live alias, never the versioned name. the version changes on every reindex",
   "PUT /products-v7/_doc/", "PUT /products-live/_doc/"),
  ("remove product 5520 from search",
   "`DELETE /products-v7/_doc/5520`; it disappears from results after the next refresh.",
   ["/products-live/_doc/5520"],
   ["/products-v7/_doc/5520"]),
  ("Which index does products-live point to right now?",
   "`GET _alias/products-live` returns `{\"products-v7\": {\"aliases\": {\"products-live\": {}}}}`, so it's products-v7."),
  [("/products-v7/_doc/5520", "/products-live/_doc/5520")],
  holds=["products-v7"])

S(22, "solr", "literal", "code_block", "lookalike",
  ("What's the Solr admin UI URL after `bin/solr start -c` on my laptop?",
   "Open http://localhost:8080/solr/ - the admin UI and the API share the default port.",
   "pretty sure it's 8983, solr doesn't listen on 8080 by default",
   "localhost:8080/solr", "localhost:8983/solr"),
  ("curl to list the collections in my local solr",
   "```sh\ncurl 'http://localhost:8080/solr/admin/collections?action=LIST'\n```",
   ["localhost:8983/solr/admin/collections"],
   ["localhost:8080/solr"]),
  ("What URL does the Weaviate v4 Python client use for a local docker Weaviate?",
   "`weaviate.connect_to_local()` talks to http://localhost:8080 for REST and port 50051 for gRPC."),
  [("localhost:8080/solr", "localhost:8983/solr")],
  holds=["localhost:8080"])

S(23, "solr", "paraphrase", "reordered_args", "lookalike",
  ("Start the Solr nodes against our ZooKeeper ensemble zk1-zk3 with the /solr chroot.",
   "`bin/solr start -c -z zk1:2888,zk2:2888,zk3:2888/solr`",
   "2888 is the zk peer port; clients (solr included) connect on 2181",
   "zk1:2888,zk2:2888,zk3:2888", "zk1:2181,zk2:2181,zk3:2181"),
  ("what goes in ZK_HOST in solr.in.sh for our ensemble?",
   "`ZK_HOST=\"zk3:2888,zk2:2888,zk1:2888/solr\"`",
   [r"re:zk\d:2181"],
   [r"re:zk\d:2888(?!:)"]),
  ("zoo.cfg server lines for the three-node ensemble?",
   "```\nserver.1=zk1:2888:3888\nserver.2=zk2:2888:3888\nserver.3=zk3:2888:3888\nclientPort=2181\n```"),
  [(":2888", ":2181")],
  holds=["zk1:2888"])

S(24, "solr", "paraphrase", "renamed_identifier", "same_topic",
  ("edismax: boost title matches 3x over description",
   "Send `defType=edismax&q=wireless headset&qf=title:3 description`; the number after the field is its weight.",
   "qf boosts use a caret: title^3",
   "qf=title:3 description", "qf=title^3 description"),
  ("weight the name field twice as much as body in solr edismax",
   "Use `defType=edismax` with `qf=name:2 body`.",
   ["qf=name^2 body"],
   ["name:2"]),
  ("What does mm do in edismax?",
   "`mm` (minimum should match) sets how many optional clauses must match; `mm=2<75%` means up to two clauses "
   "all are required, and above that 75% of them."),
  [("name:2", "name^2")])

S(25, "solr", "literal", "reworded", "lookalike",
  ("Solr query that returns 50 results per page?",
   "Add `limit=50` (and `start` for the offset): `/solr/catalog_v2/select?q=*:*&start=0&limit=50`.",
   "solr's param is rows=50, limit is silently ignored",
   "limit=50", "rows=50"),
  ("page through a solr select 50 docs at a time",
   "Use `start` with `limit=50`, e.g. `q=category:audio&start=100&limit=50` fetches page 3.",
   ["start=100&rows=50"],
   [r"re:start=\d+&limit=50", "`limit=50`"]),
  ("GET request to meilisearch for 50 hits on the articles index?",
   "`curl -H \"Authorization: Bearer $MEILI_SEARCH_KEY\" "
   "'http://meili.internal:7700/indexes/articles/search?q=api&limit=50'`"),
  [("limit=50", "rows=50")],
  holds=["limit=50"])

S(26, "solr", "semantic", "prose_claim", "same_topic",
  ("Every Solr query we send filters on tenant_id. Should that go in q?",
   "Put it in `q` with the keywords (`q=tenant_id:42 AND laptop`); filter queries in `fq` are not cached, so "
   "there's no benefit to splitting them out.",
   "fq is exactly the thing that gets cached (filterCache) and it doesn't affect scoring, tenant_id belongs in fq",
   "filter queries in `fq` are not cached, so there's no benefit to splitting them out",
   "filter queries in `fq` are cached in the filterCache and don't affect scoring, so put tenant_id there"),
  ("is there any caching benefit to using fq in solr?",
   "Not really: fq clauses aren't cached, they're just ANDed into the main query, so it's mostly about readability.",
   [r"re:(?i)filterCache|\bcached\b"],
   [r"re:(?i)aren't cached|are not cached|not really"]),
  ("How do I stop a one-off fq from filling up the filterCache?",
   "Use the `cache=false` local param, e.g. `fq={!cache=false}created_at:[NOW-1HOUR TO NOW]`."),
  [("Not really: fq clauses aren't cached, they're just ANDed into the main query, so it's mostly about readability.",
    "Yes: each fq is cached in the filterCache and reused across queries, and it doesn't affect the score.")])

S(27, "elasticsearch", "paraphrase", "code_block", "lookalike",
  ("Exact match on status \"In Review\" in the tickets index; status is text with a keyword subfield.",
   "```json\n{\"query\": {\"term\": {\"status\": \"In Review\"}}}\n```",
   "term on the analyzed text field won't match, it's indexed as `in` / `review`. use status.keyword",
   "{\"term\": {\"status\": \"In Review\"}}", "{\"term\": {\"status.keyword\": \"In Review\"}}"),
  ("filter tickets where priority is exactly \"P1 Urgent\" (text field + .keyword subfield)",
   "```json\n{\"query\": {\"bool\": {\"filter\": {\"term\": {\"priority\": \"P1 Urgent\"}}}}}\n```",
   ["\"priority.keyword\""],
   [r're:"term": \{"priority":']),
  ("In the orders index `status` is a plain keyword field. Exact match on shipped?",
   "`{\"query\": {\"term\": {\"status\": \"shipped\"}}}`; `status` is mapped as `keyword` there, so a term query "
   "is exactly right."),
  [("{\"priority\":", "{\"priority.keyword\":")],
  holds=["{\"term\": {\"status\": "])

S(28, "elasticsearch", "literal", "code_block", "lookalike",
  ("Run the products-v7 to products-v8 reindex without holding the HTTP connection open.",
   "Use `POST _reindex?async=true` with the source and dest; it returns a task id you can poll with "
   "`GET _tasks/<id>`.",
   "There's no async param. It's wait_for_completion=false.",
   "_reindex?async=true", "_reindex?wait_for_completion=false"),
  ("kick off the orders-v3 reindex as a background task with curl",
   "```sh\ncurl -X POST 'https://es.internal:9200/_reindex?async=true&slices=auto' \\\n"
   "  -H 'Content-Type: application/json' \\\n"
   "  -d '{\"source\": {\"index\": \"orders-v2\"}, \"dest\": {\"index\": \"orders-v3\"}}'\n```",
   ["_reindex?wait_for_completion=false"],
   ["async=true"]),
  ("An aggregation over logs-* can take a minute; how do I run it without holding the connection?",
   "Use async search: `POST /logs-*/_async_search?wait_for_completion_timeout=2s&keep_on_completion=true`, then "
   "fetch the result with `GET _async_search/<id>`."),
  [("_reindex?async=true", "_reindex?wait_for_completion=false")],
  holds=["_async_search"])

S(29, "elasticsearch", "literal", "reworded", "lookalike",
  ("Why does `from=10000` fail on our search?",
   "`from + size` can't exceed `index.max_result_window`, which defaults to 1000; use `search_after` with a "
   "point-in-time for deep paging.",
   "default max_result_window is 10k not 1000",
   "max_result_window`, which defaults to 1000", "max_result_window`, which defaults to 10000"),
  ("what's the deep pagination limit in elasticsearch?",
   "Paging stops at `index.max_result_window`, which defaults to 1000 hits (from + size), so page 101 at 10 "
   "results per page already fails.",
   [r"re:\b10,?000\b"],
   [r"re:max_result_window`?,? which defaults to 1,?000\b", "page 101 "]),
  ("How far can a meilisearch query page by default?",
   "Meilisearch caps it with `pagination.maxTotalHits`, which defaults to 1000; raise it in the index settings "
   "if you need more."),
  [("defaults to 1000 hits", "defaults to 10000 hits"), ("page 101 at", "page 1001 at")],
  holds=["which defaults to 1000"])

S(30, "elasticsearch", "paraphrase", "equivalent_construct", "same_topic",
  ("hits.total shows 10000 with relation gte. How do I get the exact count?",
   "Set `\"track_total_hits\": 10000` in the request body so ES keeps counting past the limit.",
   "10000 is just the default cap again. track_total_hits: true gives the exact count",
   "\"track_total_hits\": 10000", "\"track_total_hits\": true"),
  ("python client: exact total hit count for a search on orders",
   "`es.search(index=\"orders\", query=q, track_total_hits=10_000)` makes `hits.total.value` exact.",
   ["track_total_hits=True"],
   [r"re:track_total_hits=10_?000"]),
  ("I only need to know whether more than 100 orders match, cheaply.",
   "Pass `\"track_total_hits\": 100`; ES stops counting at 100 and reports `\"relation\": \"gte\"` when there "
   "are more."),
  [("track_total_hits=10_000", "track_total_hits=True")])

S(31, "analyzers", "literal", "code_block", "same_topic",
  ("Case-insensitive exact match on the `email` keyword field?",
   "```json\n\"settings\": {\"analysis\": {\"normalizer\": {\"lc\": {\"type\": \"custom\", \"filter\": [\"lowercase\"]}}}},\n"
   "\"mappings\": {\"properties\": {\"email\": {\"type\": \"keyword\", \"analyzer\": \"lc\"}}}\n```",
   "Use a normalizer there, keyword fields don't take an analyzer. \"normalizer\": \"lc\"",
   "\"analyzer\": \"lc\"", "\"normalizer\": \"lc\""),
  ("make the username keyword field case insensitive too",
   "```json\n\"username\": {\"type\": \"keyword\", \"analyzer\": \"lc\"}\n```",
   ["\"normalizer\": \"lc\""],
   ["\"analyzer\": \"lc\""]),
  ("What does ignore_above do on a keyword field?",
   "Strings longer than `ignore_above` aren't indexed or stored as doc values for that field (they stay in "
   "`_source`); dynamic mapping sets it to 256 on the `.keyword` subfield."),
  [("\"analyzer\": \"lc\"", "\"normalizer\": \"lc\"")])

S(32, "analyzers", "literal", "reworded", "lookalike",
  ("Analyzer that strips accents so caf\u00e9 matches cafe?",
   "```json\n\"analyzer\": {\"folded\": {\"tokenizer\": \"standard\", \"filter\": [\"lowercase\", \"ascii_folding\"]}}\n```",
   "token filter is `asciifolding`, no undersocre",
   "\"ascii_folding\"", "\"asciifolding\""),
  ("add accent folding to our acme_en analyzer",
   "Append `\"ascii_folding\"` after `\"lowercase\"` in the `filter` list of `acme_en`, then close and reopen the "
   "index to apply the analysis change.",
   ["\"asciifolding\""],
   ["\"ascii_folding\""]),
  ("Accent folding in a Solr fieldType?",
   "Add `<filter class=\"solr.ASCIIFoldingFilterFactory\" preserveOriginal=\"false\"/>` after the "
   "`LowerCaseFilterFactory` in the analyzer chain."),
  [("\"ascii_folding\"", "\"asciifolding\"")],
  holds=["ASCIIFoldingFilterFactory"])

S(33, "analyzers", "literal", "code_block", "lookalike",
  ("Search-time synonyms including multi-word ones like \"ny, new york\"?",
   "Add a `\"type\": \"synonym\"` filter with `\"synonyms\": [\"ny, new york\"]` to the search analyzer only; it "
   "handles multi-word synonyms fine at query time.",
   "for multi-word synonyms at search time it has to be synonym_graph, plain synonym breaks multi-token matching",
   "\"type\": \"synonym\"", "\"type\": \"synonym_graph\""),
  ("search analyzer synonym filter for tv / television / smart tv",
   "```json\n\"filter\": {\n  \"product_syn\": {\"type\": \"synonym\", \"synonyms\": [\"tv, television, smart tv\"]}\n}\n```",
   ["\"type\": \"synonym_graph\""],
   [r're:"product_syn": \{"type": "synonym"']),
  ("Index-time synonyms for single-word spelling variants like colour/color?",
   "At index time a plain `\"type\": \"synonym\"` filter is fine for single-word variants: "
   "`{\"type\": \"synonym\", \"synonyms\": [\"colour, color\", \"grey, gray\"]}` in the index analyzer."),
  [("\"type\": \"synonym\"", "\"type\": \"synonym_graph\"")],
  holds=["\"type\": \"synonym\""])

S(34, "elasticsearch", "semantic", "prose_claim", "same_topic",
  ("Where should the date range go in my bool query so it's cheap?",
   "Put the range in `must`: clauses in `must` are cached and don't contribute to scoring, so it's the cheapest "
   "place for filters.",
   "That describes filter, not must. must clauses are scored. Put the range under filter.",
   "Put the range in `must`: clauses in `must` are cached and don't contribute to scoring",
   "Put the range in `filter`: clauses in `filter` are cacheable and don't contribute to scoring"),
  ("in ES, does a must clause affect the relevance score?",
   "No, `must` clauses only restrict which documents match; they don't contribute to `_score` and can be cached "
   "like filters.",
   [r"re:(?i)\bfilter\b"],
   [r"re:(?i)must`? clauses only restrict", r"re:(?i)(don't|do not|doesn't|does not) contribute to `?_score"]),
  ("How do I require at least two of four should clauses?",
   "Set `\"minimum_should_match\": 2` on the bool query that holds the four `should` clauses."),
  [("No, `must` clauses only restrict which documents match; they don't contribute to `_score` and can be cached "
    "like filters.",
    "Yes, `must` clauses are scored and add to `_score`; put clauses that should only restrict matches under "
    "`filter`, which is cacheable.")])

S(35, "elasticsearch", "semantic", "prose_claim", "same_topic",
  ("Orders have `lines` as an array of objects. I need orders with a line where sku is A1 and qty > 5 on the same line.",
   "Map `lines` as a regular object and use a bool query on `lines.sku` and `lines.qty`; Elasticsearch keeps each "
   "array element's fields together, so both conditions apply to the same line.",
   "object arrays get flattened, so sku and qty from different lines can match. it needs to be nested + a nested query",
   "Elasticsearch keeps each array element's fields together, so both conditions apply to the same line",
   "object arrays are flattened, so map `lines` as `nested` and use a `nested` query to keep both conditions on "
   "the same line"),
  ("Does ES keep the fields of one array element together when querying an object array?",
   "Yes, with a regular object mapping each array element is indexed as its own unit, so conditions on "
   "`comments.author` and `comments.stars` match within the same comment.",
   [r"re:(?i)nested"],
   [r"re:(?i)each array element is indexed as its own unit"]),
  ("How do I query inside a nested field?",
   "Wrap the conditions in a `nested` query with `\"path\": \"lines\"` and put the bool on `lines.sku` and "
   "`lines.qty` inside it."),
  [("Yes, with a regular object mapping each array element is indexed as its own unit, so conditions",
    "No, a regular object array is flattened into per-field value lists; map it as `nested` and use a `nested` "
    "query if conditions"),
   ("match within the same comment", "must match within the same comment")])

S(36, "team-cluster", "paraphrase", "reordered_args", "already_correct",
  ("Data nodes have 128 GB RAM. What heap should Elasticsearch get?",
   "Give it half the RAM: `-Xms64g -Xmx64g` in `config/jvm.options.d/heap.options`.",
   "stay under the compressed oops cutoff (~31g). we run 30g on every data node",
   "-Xms64g -Xmx64g", "-Xms30g -Xmx30g"),
  ("heap for the es-data statefulset? nodes are 128GB",
   "```yaml\nenv:\n  - name: ES_JAVA_OPTS\n    value: \"-Xmx64g -Xms64g\"\n```",
   ["-Xms30g", "-Xmx30g"],
   ["64g"]),
  ("What's in heap.options on our data nodes?",
   "```\n-Xms30g\n-Xmx30g\n```\nSame value for min and max so the heap never resizes."),
  [("-Xmx64g -Xms64g", "-Xmx30g -Xms30g")],
  holds=["-Xms30g"])

S(37, "team-cluster", "literal", "other_identifier", "lookalike",
  ("Endpoint format for our staging OpenSearch domain os-staging-2?",
   "It's `https://search-os-staging-2-<id>.us-east-1.es.amazonaws.com`; sign requests with SigV4 for service `es`.",
   "staging is in eu-central-1, not us-east-1 (only prod is in us-east-1)",
   "us-east-1.es.amazonaws.com", "eu-central-1.es.amazonaws.com"),
  ("awscurl command to check cluster health on os-staging-2",
   "`awscurl --service es --region us-east-1 "
   "https://search-os-staging-2-x7k2.us-east-1.es.amazonaws.com/_cluster/health`",
   ["--region eu-central-1", "x7k2.eu-central-1.es.amazonaws.com"],
   [r"re:os-staging-2-\w+\.us-east-1", "--region us-east-1"]),
  ("Which region is the prod domain os-prod-1 in?",
   "os-prod-1 is in us-east-1, next to the API clusters: `https://search-os-prod-1-q9f3.us-east-1.es.amazonaws.com`."),
  [("us-east-1", "eu-central-1")],
  holds=["us-east-1.es.amazonaws.com"])

S(38, "qdrant", "literal", "code_block", "already_correct",
  ("Qdrant Python client over gRPC for faster uploads?",
   "`QdrantClient(host=\"qdrant.internal\", grpc_port=6333, prefer_grpc=True)`",
   "gRPC is 6334. 6333 is REST.",
   "grpc_port=6333", "grpc_port=6334"),
  ("connect to qdrant over grpc from the ingestion worker",
   "```python\nclient = QdrantClient(\n    host=os.environ[\"QDRANT_HOST\"],\n    grpc_port=6333,\n"
   "    prefer_grpc=True,\n)\n```",
   ["grpc_port=6334"],
   ["grpc_port=6333"]),
  ("Which port do I open in the security group for Qdrant gRPC?",
   "Open 6334/tcp for gRPC; 6333 stays open for the REST API and the dashboard."),
  [("grpc_port=6333", "grpc_port=6334")],
  holds=["6334/tcp"])

S(39, "qdrant", "semantic", "code_block", "same_topic",
  ("Qdrant search results only have id and score. Where's my payload?",
   "Payload is included in search results automatically; if it's missing, the points were probably upserted "
   "without one.",
   "search doesn't return payload unless you ask for it, add with_payload: true",
   "Payload is included in search results automatically; if it's missing, the points were probably upserted "
   "without one.",
   "Search results only include the payload when you pass `\"with_payload\": true`."),
  ("qdrant search request that returns the chunk title from the payload",
   "```http\nPOST /collections/kb_chunks_v3/points/search\n{\"vector\": [0.12, -0.03, ...], \"limit\": 5}\n```\n"
   "The payload, including `title`, comes back with each hit by default.",
   [r're:"with_payload":\s*(true|\[|\{)'],
   ["comes back with each hit by default"]),
  ("Return only the title and url payload fields from a Qdrant search?",
   "Pass `\"with_payload\": {\"include\": [\"title\", \"url\"]}` in the search request."),
  [("\"limit\": 5}", "\"limit\": 5, \"with_payload\": true}"),
   ("comes back with each hit by default", "comes back with each hit because of `with_payload`")])

S(40, "team-cluster", "literal", "other_identifier", "already_correct",
  ("Upsert the new FAQ chunks into our Qdrant knowledge base.",
   "`client.upsert(collection_name=\"kb_chunks_v2\", points=points)`; batch them in groups of a few hundred.",
   "thanks, but v2 is retired, everything goes to kb_chunks_v3 now",
   "kb_chunks_v2", "kb_chunks_v3"),
  ("delete every point for doc 77 from the kb collection",
   "```python\nclient.delete(\n    collection_name=\"kb_chunks_v2\",\n    points_selector=FilterSelector(filter=Filter(must=[\n"
   "        FieldCondition(key=\"doc_id\", match=MatchValue(value=77)),\n    ])),\n)\n```",
   ["collection_name=\"kb_chunks_v3\""],
   ["collection_name=\"kb_chunks_v2\""]),
  ("How many points are in the kb collection right now?",
   "`client.count(collection_name=\"kb_chunks_v3\", exact=True).count` gives the exact number."),
  [("kb_chunks_v2", "kb_chunks_v3")],
  holds=["kb_chunks_v3"])

S(41, "weaviate", "literal", "code_block", "lookalike",
  ("Weaviate GraphQL nearText on Article, and show how close each result is.",
   "```graphql\n{ Get { Article(nearText: {concepts: [\"index lifecycle\"]}, limit: 5) {\n  title\n"
   "  _additional { score }\n} } }\n```",
   "for nearText you want _additional { distance } (or certainty). score is only filled for bm25/hybrid",
   "_additional { score }", "_additional { distance }"),
  ("nearVector query on the Chunk class that returns the similarity too",
   "```graphql\n{ Get { Chunk(nearVector: {vector: $vec}, limit: 10) {\n  text\n  _additional { score }\n} } }\n```",
   [r"re:_additional \{ ?(distance|certainty)"],
   [r"re:nearVector[\s\S]*_additional \{ score \}"]),
  ("bm25 query on Article that returns the keyword score",
   "```graphql\n{ Get { Article(bm25: {query: \"snapshot restore\"}, limit: 5) {\n  title\n"
   "  _additional { score }\n} } }\n```"),
  [("_additional { score }", "_additional { distance }")],
  holds=["_additional { score }"])

S(42, "weaviate", "semantic", "reworded", "same_topic",
  ("Our Doc collection uses vectorizer none and we bring our own embeddings. How do I search by text?",
   "Just use `nearText` with the query string; Weaviate embeds it with the collection's vectorizer for you.",
   "with vectorizer none there's nothing to embed the text. embed the query ourselves and use nearVector",
   "Just use `nearText` with the query string; Weaviate embeds it with the collection's vectorizer for you.",
   "Embed the query yourself with the same model and use `nearVector`, since there's no vectorizer to embed the text."),
  ("bring-your-own-vectors Weaviate collection: can I still search with nearText?",
   "Yes, `nearText` works the same on any collection; pass the concepts and Weaviate turns them into a vector "
   "for you.",
   [r"re:(?i)near_?vector"],
   [r"re:(?i)nearText` works the same on any collection", "Weaviate turns them into a vector for you"]),
  ("Enable text2vec-openai on our self-hosted Weaviate?",
   "Set `ENABLE_MODULES=text2vec-openai` (optionally `DEFAULT_VECTORIZER_MODULE=text2vec-openai`) on the "
   "container and pass the key via the `X-OpenAI-Api-Key` header or `OPENAI_APIKEY`."),
  [("Yes, `nearText` works the same on any collection; pass the concepts and Weaviate turns them into a vector "
    "for you.",
    "No, without a vectorizer module Weaviate can't embed the text; embed the query with your own model and use "
    "`nearVector`.")])

S(43, "pgvector", "literal", "reworded", "lookalike",
  ("Recall on our IVFFlat index is bad. What's the default probes?",
   "`ivfflat.probes` defaults to 10; raising it to 20-40 usually fixes recall.",
   "default is 1 probe, that's why recall is bad. set it to around sqrt(lists)",
   "`ivfflat.probes` defaults to 10", "`ivfflat.probes` defaults to 1"),
  ("how many lists does a pgvector ivfflat query scan by default?",
   "It scans `ivfflat.probes` lists per query, and `ivfflat.probes` defaults to 10, so with lists = 1000 you "
   "check 1% of the index.",
   [r"re:defaults to 1\b"],
   [r"re:probes`? defaults to 10\b", r"re:(?<![.\d])1% of the index"]),
  ("What does `ivfflat.probes = 10` mean for an index built with 100 lists?",
   "`SET ivfflat.probes = 10;` scans 10 of the 100 lists, roughly 10% of the vectors, per query."),
  [("defaults to 10, so with lists = 1000 you check 1% of the index",
    "defaults to 1, so with lists = 1000 you check 0.1% of the index")],
  holds=["ivfflat.probes = 10"])

S(44, "pgvector", "paraphrase", "prose_claim", "lookalike",
  ("Can I put an HNSW index on a vector(3072) column for text-embedding-3-large?",
   "Yes, HNSW indexes support vectors up to 16,000 dimensions, so `vector(3072)` indexes fine.",
   "nope: 16k is the storage limit for the type. hnsw/ivfflat on vector only index up to 2000 dims, use halfvec "
   "(up to 4000) or shorten the embeddings",
   "HNSW indexes support vectors up to 16,000 dimensions",
   "HNSW indexes on `vector` support up to 2,000 dimensions"),
  ("max dimensions for an ivfflat index in pgvector?",
   "IVFFlat can index `vector` columns up to 16,000 dimensions, the same as HNSW.",
   [r"re:2,?000"],
   [r"re:(?i)index[^.]{0,40}16,?000"]),
  ("What's the largest vector pgvector can store in a column?",
   "A `vector` column can store up to 16,000 dimensions; indexing is where the lower limit applies."),
  [("16,000 dimensions, the same as HNSW", "2,000 dimensions, the same as HNSW (use `halfvec` for up to 4,000)")],
  holds=["16,000 dimensions"])

S(45, "pgvector", "paraphrase", "equivalent_construct", "same_topic",
  ("Max inner product search in pgvector, highest first?",
   "`ORDER BY embedding <#> $1 DESC LIMIT 10`: `<#>` gives the inner product, so the largest values come first.",
   "<#> returns the negative inner product, so ascending order is already highest-first (and DESC can't use the index)",
   "<#> $1 DESC", "<#> $1"),
  ("top-k by dot product with pgvector",
   "```sql\nSELECT id FROM search.doc_embeddings\nORDER BY (embedding <#> $1) DESC\nLIMIT 20;\n```",
   [r"re:ORDER BY \(?embedding <#> \$1\)?(\s+ASC)?\s+LIMIT"],
   [r"re:<#> \$1\)?\s*DESC"]),
  ("How do I show the actual inner product in the SELECT list?",
   "Multiply by -1, since `<#>` returns the negative: `SELECT id, (embedding <#> $1) * -1 AS inner_product "
   "FROM items ORDER BY embedding <#> $1 LIMIT 5;`"),
  [(") DESC", ")")])

S(46, "relevance", "literal", "reworded", "lookalike",
  ("function_score with a field_value_factor on popularity. How is it combined with the query score by default?",
   "By default `boost_mode` is `sum`, so the function result is added to the query's `_score`.",
   "isn't the default boost_mode multiply?",
   "`boost_mode` is `sum`", "`boost_mode` is `multiply`"),
  ("what does function_score do with _score when boost_mode isn't set?",
   "It adds them: when unset, `boost_mode` is `sum`, so the final score is `_score + function_score`.",
   ["multiply"],
   ["`boost_mode` is `sum`", "_score + function_score"]),
  ("How do I make function_score add the popularity boost instead of scaling?",
   "Set `\"boost_mode\": \"sum\"` explicitly; with the default `multiply` the query score is scaled instead."),
  [("It adds them: when unset, `boost_mode` is `sum`, so the final score is `_score + function_score`.",
    "It multiplies them: when unset, `boost_mode` is `multiply`, so the final score is `_score * function_score`.")],
  holds=["\"boost_mode\": \"sum\""])

S(47, "cluster-ops", "literal", "reworded", "already_correct",
  ("Shards stopped allocating to es-data-2 at 87% disk. Which watermark is that?",
   "That's the high watermark, which defaults to 85%; past it ES won't allocate new shards to the node.",
   "85% is the *low* watermark. high is 90%, that's when it starts moving shards off the node",
   "high watermark, which defaults to 85%", "low watermark, which defaults to 85%"),
  ("what's the default high disk watermark in elasticsearch?",
   "The high watermark, which defaults to 85%, stops new shards from being allocated to the node; flood stage "
   "is 95%.",
   [r"re:90 ?%"],
   [r"re:(?i)high watermark,? (which )?defaults to 85%"]),
  ("At what disk usage does ES start moving shards off a node?",
   "At the high watermark, `cluster.routing.allocation.disk.watermark.high`, which defaults to 90%."),
  [("The high watermark, which defaults to 85%, stops new shards from being allocated to the node",
    "The high watermark, which defaults to 90%, makes ES relocate shards away from the node")],
  holds=["defaults to 90%"])

S(48, "elasticsearch", "paraphrase", "renamed_identifier", "lookalike",
  ("script_score that boosts by the `likes` field?",
   "```json\n\"script_score\": {\"script\": {\"source\": \"_score * Math.log(2 + ctx._source.likes)\"}}\n```",
   "In search scripts use doc['likes'].value. ctx._source is for update/ingest scripts.",
   "ctx._source.likes", "doc['likes'].value"),
  ("script_score using review_count as the boost",
   "```json\n\"script\": {\"source\": \"_score * Math.log1p(ctx._source.review_count)\"}\n```",
   [r"""re:doc\[\\?["']review_count\\?["']\]\.value"""],
   [r"re:Math\.log1p\(ctx\._source"]),
  ("Increment review_count on product HDX-4410 with update by query",
   "```json\nPOST /products-live/_update_by_query\n{\"script\": {\"source\": \"ctx._source.review_count += 1\"}, "
   "\"query\": {\"term\": {\"sku\": \"HDX-4410\"}}}\n```"),
  [("ctx._source.review_count", "doc['review_count'].value")],
  holds=["ctx._source.review_count"])

S(49, "meilisearch", "literal", "code_block", "same_topic",
  ("docker run for Meilisearch in production mode with a key?",
   "`docker run -d -p 7700:7700 -e MEILI_ENV=production -e MEILI_API_KEY=\"$KEY\" getmeili/meilisearch:v1.7`",
   "MEILI_MASTER_KEY.",
   "MEILI_API_KEY", "MEILI_MASTER_KEY"),
  ("docker compose service for Meilisearch with the key from .env",
   "```yaml\nmeilisearch:\n  image: getmeili/meilisearch:v1.7\n  ports: [\"7700:7700\"]\n  environment:\n"
   "    MEILI_ENV: production\n    MEILI_API_KEY: ${MEILI_API_KEY}\n```",
   ["MEILI_MASTER_KEY:"],
   [r"re:(?m)^\s*MEILI_API_KEY:"]),
  ("How long does the Meili master key have to be in production?",
   "At least 16 bytes; with `MEILI_ENV=production` Meilisearch refuses to start if the master key is missing "
   "or shorter."),
  [("MEILI_API_KEY: ${MEILI_API_KEY}", "MEILI_MASTER_KEY: ${MEILI_MASTER_KEY}")])

S(50, "meilisearch", "paraphrase", "other_identifier", "lookalike",
  ("Meilisearch: search articles where category is security.",
   "`POST /indexes/articles/search` with `{\"q\": \"tokens\", \"filter\": \"category:security\"}`.",
   "meili filters use `category = security`, the colon form is lucene syntax",
   "\"filter\": \"category:security\"", "\"filter\": \"category = security\""),
  ("meili search restricted to German docs (lang de)",
   "`{\"q\": \"zugang\", \"filter\": \"lang:de\"}` against `/indexes/articles/search`.",
   [r"""re:lang ?= ?['"]?de"""],
   ["\"lang:de\""]),
  ("Same German-only restriction in our Solr catalog?",
   "`/solr/catalog_v2/select?q=zugang&fq=lang:de`, using `fq` so the filter is cached."),
  [("\"lang:de\"", "\"lang = de\"")],
  holds=["lang:de"])

S(51, "elasticsearch", "semantic", "reworded", "same_topic",
  ("Switch products-live from products-v7 to products-v8 with zero downtime.",
   "Run `DELETE /products-v7/_alias/products-live` and then `PUT /products-v8/_alias/products-live`; the gap "
   "between the two calls is only milliseconds.",
   "do it in one POST _aliases with remove+add actions, that's atomic. Two calls leave a window where the alias "
   "doesn't exist",
   "Run `DELETE /products-v7/_alias/products-live` and then `PUT /products-v8/_alias/products-live`; the gap "
   "between the two calls is only milliseconds.",
   "Send one `POST _aliases` with a `remove` action for products-v7 and an `add` action for products-v8; the "
   "swap is atomic."),
  ("best way to repoint the orders-read alias to a new index?",
   "Remove the alias from the old index first, then add it to the new one in a second request; the switch is "
   "near-instant.",
   ["_aliases"],
   [r"re:(?i)in a second request|then add it to the new one in a"]),
  ("How do I mark one index as the write index of an alias that points to several?",
   "Set `\"is_write_index\": true` for that index in the alias `add` action of `POST _aliases`."),
  [("Remove the alias from the old index first, then add it to the new one in a second request; the switch is "
    "near-instant.",
    "Use a single `POST _aliases` request with a `remove` action for the old index and an `add` action for the "
    "new one, so the switch is atomic.")])

S(52, "solr", "semantic", "reworded", "same_topic",
  ("After autoSoftCommit fires, are the docs safe if Solr crashes?",
   "Yes, a soft commit flushes the new segments to disk, so the documents survive a crash.",
   "no, soft commit only opens a new searcher so docs become visible, nothing is fsynced. hard commit (autoCommit) "
   "persists segments; the tlog covers the rest",
   "Yes, a soft commit flushes the new segments to disk, so the documents survive a crash.",
   "A soft commit only makes the documents visible; durability comes from hard commits (autoCommit) and the "
   "transaction log."),
  ("difference between a solr soft commit and a hard commit?",
   "A soft commit writes the index segments to disk and opens a searcher; a hard commit additionally truncates "
   "the transaction log.",
   [r"re:(?i)visib|searcher"],
   [r"re:(?i)soft commit (writes|flushes|persists|fsyncs)[^.;]{0,30}(disk|segments)"]),
  ("Typical autoCommit settings in solrconfig.xml?",
   "A common setup is `autoCommit` with `maxTime` 15000 and `openSearcher` false, plus `autoSoftCommit` at "
   "whatever visibility delay you need."),
  [("A soft commit writes the index segments to disk and opens a searcher; a hard commit additionally truncates "
    "the transaction log.",
    "A soft commit only opens a new searcher so documents become visible, without flushing segments to disk; a "
    "hard commit fsyncs the segments and starts a new transaction log.")])

S(53, "index-settings", "semantic", "reworded", "lookalike",
  ("Mapping update fails with \"Limit of total fields [1000] has been exceeded\". What do I change?",
   "Raise `index.mapping.total_fields.limit`; it's a static setting, so close the index, update it, and reopen it.",
   "it's dynamic, no need to close anything. just PUT _settings on the open index",
   "it's a static setting, so close the index, update it, and reopen it",
   "it's a dynamic setting, so update it with `PUT /<index>/_settings` while the index stays open"),
  ("do I have to close the events index to change total_fields.limit?",
   "Yes, `total_fields.limit` is static: `POST /events/_close`, apply the setting, then `POST /events/_open`.",
   [r"re:(?i)\bdynamic\b"],
   [r"re:(?i)total_fields\.limit`? is static"]),
  ("How do I add a new custom analyzer to the existing events index?",
   "Analysis settings are static: `POST /events/_close`, `PUT /events/_settings` with the new analyzer, then "
   "`POST /events/_open`."),
  [("Yes, `total_fields.limit` is static: `POST /events/_close`, apply the setting, then `POST /events/_open`.",
    "No, `total_fields.limit` is dynamic: `PUT /events/_settings` with "
    "`{\"index.mapping.total_fields.limit\": 2000}` works on the open index.")],
  holds=["POST /events/_close"])

S(54, "team-cluster", "paraphrase", "other_identifier", "lookalike",
  ("Query our Solr catalog for headsets.",
   "`curl 'http://solr.internal:8983/solr/products/select?q=name:headset'`",
   "collection is catalog_v2, products was the old core",
   "/solr/products/", "/solr/catalog_v2/"),
  ("SolrJ client for the indexing service, pointing at our catalog collection",
   "```java\nSolrClient solr = new Http2SolrClient.Builder(\"http://solr.internal:8983/solr\")\n"
   "    .withDefaultCollection(\"products\")\n    .build();\n```",
   ["withDefaultCollection(\"catalog_v2\")"],
   ["withDefaultCollection(\"products\")"]),
  ("Which configset does catalog_v2 use?",
   "It was created from the `products` configset: "
   "`bin/solr create -c catalog_v2 -n products -shards 2 -replicationFactor 2`."),
  [("withDefaultCollection(\"products\")", "withDefaultCollection(\"catalog_v2\")")],
  holds=["-n products"])

S(55, "elasticsearch", "literal", "code_block", "unrelated",
  ("Index a document with id 42 into `tickets` on ES 8.",
   "`PUT /tickets/ticket/42` with the JSON document as the body.",
   "types are gone in 8.x, use PUT /tickets/_doc/42",
   "/tickets/ticket/42", "/tickets/_doc/42"),
  ("curl to create ticket 42 with a title",
   "```sh\ncurl -X PUT 'https://localhost:9200/tickets/ticket/42' \\\n  -H 'Content-Type: application/json' \\\n"
   "  -d '{\"title\": \"Login loop on SSO\"}'\n```",
   ["/tickets/_doc/42"],
   ["/tickets/ticket/42"]),
  ("How do I format the current UTC time as ISO 8601 in Python?",
   "`datetime.now(timezone.utc).isoformat()` returns something like `2024-05-01T12:00:00.123456+00:00`."),
  [("/tickets/ticket/42", "/tickets/_doc/42")])

S(56, "index-settings", "literal", "reordered_args", "lookalike",
  ("Disable refresh and replicas during the big initial load into products-v8.",
   "`PUT /products-v8/_settings` with `{\"index\": {\"refresh_interval\": \"0\", \"number_of_replicas\": 0}}`, then "
   "restore both when the load finishes.",
   "if you want refresh off it has to be -1, not \"0\"",
   "\"refresh_interval\": \"0\"", "\"refresh_interval\": \"-1\""),
  ("turn off refreshes and replicas before reindexing into orders-v3",
   "```json\nPUT /orders-v3/_settings\n{\"index\": {\"number_of_replicas\": 0, \"refresh_interval\": \"0\"}}\n```",
   [r're:"refresh_interval":\s*"?-1'],
   [r're:"refresh_interval":\s*"?0\b']),
  ("Our single-node dev cluster shows yellow for every index. Fix?",
   "Replicas can't be allocated on a single node, so set `\"number_of_replicas\": 0` in an index template for dev."),
  [("\"refresh_interval\": \"0\"", "\"refresh_interval\": \"-1\"")],
  holds=["\"number_of_replicas\": 0"])

S(57, "weaviate", "paraphrase", "code_block", "unrelated",
  ("Which ports do I open for Weaviate 1.24 with the v4 Python client?",
   "Expose 8080 for REST/GraphQL and 50052 for gRPC; the v4 client needs both.",
   "thanks! one thing though, grpc is 50051 not 50052",
   "50052 for gRPC", "50051 for gRPC"),
  ("docker compose ports for weaviate so the v4 client works",
   "```yaml\nweaviate:\n  image: cr.weaviate.io/semitechnologies/weaviate:1.24.10\n  ports:\n    - \"8080:8080\"\n"
   "    - \"50052:50052\"\n```",
   ["\"50051:50051\""],
   ["50052"]),
  ("Regex that matches a plain semver like 1.24.3?",
   "`^\\d+\\.\\d+\\.\\d+$` matches plain `MAJOR.MINOR.PATCH` versions such as 1.24.3."),
  [("50052:50052", "50051:50051")])

S(58, "relevance", "literal", "code_block", "unrelated",
  ("Search \"john smith\" across first_name and last_name so each term can match a different field.",
   "Use `multi_match` with `\"type\": \"best_fields\"` over `first_name` and `last_name`; it sums the scores from "
   "every matching field.",
   "best_fields just takes the single best field. For names split over fields you want cross_fields",
   "\"type\": \"best_fields\"", "\"type\": \"cross_fields\""),
  ("multi_match for an address split into street, city and zip",
   "```json\n{\"multi_match\": {\"query\": \"12 Elm St Springfield\", \"type\": \"best_fields\", "
   "\"fields\": [\"street\", \"city\", \"zip\"], \"operator\": \"and\"}}\n```",
   ["\"type\": \"cross_fields\""],
   ["\"type\": \"best_fields\""]),
  ("Write a list of dicts to CSV in Python?",
   "Use `csv.DictWriter(f, fieldnames=rows[0].keys())`, call `writeheader()`, then `writerows(rows)`."),
  [("\"type\": \"best_fields\"", "\"type\": \"cross_fields\"")])

S(59, "team-cluster", "literal", "reworded", "lookalike",
  ("Take a manual snapshot of search-prod before the 8.13 upgrade.",
   "`PUT _snapshot/s3_backups/pre-upgrade-8.13?wait_for_completion=false`, then watch it with "
   "`GET _snapshot/s3_backups/pre-upgrade-8.13/_status`.",
   "Our repo is registered as s3-snap-euw1; s3_backups doesn't exist on search-prod.",
   "_snapshot/s3_backups/", "_snapshot/s3-snap-euw1/"),
  ("list the snapshots we have for search-prod",
   "`GET _snapshot/s3_backups/_all`, or `GET _cat/snapshots/s3_backups?v` for a table.",
   ["_snapshot/s3-snap-euw1/_all"],
   ["_snapshot/s3_backups/", "_cat/snapshots/s3_backups"]),
  ("What does the snapshot repository on search-prod point at?",
   "`s3-snap-euw1` is an `s3` repository on bucket `acme-search-snapshots` with "
   "`base_path: s3_backups/search-prod`, a leftover folder name from the old setup."),
  [("s3_backups", "s3-snap-euw1")],
  holds=["s3_backups"])

S(60, "elasticsearch", "semantic", "reworded", "already_correct",
  ("I added `copy_to: full_text` on title and body. Will I see full_text in the hits?",
   "Yes, after reindexing you'll see the combined `full_text` value in the `_source` of each hit.",
   "copy_to doesn't touch _source. the target field is only indexed, so it won't show up in hits unless it's stored",
   "Yes, after reindexing you'll see the combined `full_text` value in the `_source` of each hit.",
   "No, `copy_to` doesn't modify `_source`; `full_text` is only indexed, so you can search it but it won't appear "
   "in the hits."),
  ("after adding copy_to into full_text, can I read full_text from the search results?",
   "Yes, `full_text` shows up in each hit's `_source` with the concatenated values once the documents are reindexed.",
   [r"re:(?i)only indexed|not (in|part of|added to) `?_source|(doesn't|does not|won't|will not) "
    r"(modify|change|touch|appear|show up)|isn't (in|part of|added to)"],
   [r"re:(?i)shows up in each hit's `?_source"]),
  ("Can I query full_text directly once copy_to is set up?",
   "Yes, `full_text` is only indexed, not added to `_source`, but `match` queries against it work once the "
   "documents are reindexed."),
  [("Yes, `full_text` shows up in each hit's `_source` with the concatenated values once the documents are "
    "reindexed.",
    "No, `copy_to` doesn't modify `_source`; `full_text` is only indexed, so you can query it but it isn't "
    "returned in the hits unless you set `\"store\": true` and ask for it with `stored_fields`.")],
  holds=["only indexed"])


# ---------------------------------------------------------------- checks
def check(text, spec):
    """Exactly run.py's check: `re:` entries are Python regexes, others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    """run.py's notion of fixed: every expect_contains present and every expect_absent absent."""
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def to_record(s):
    tq, to, tm, gw, gr = s["teach"]
    rq, ro, ec, ea = s["repeat"]
    cq, co = s["control"]
    return {
        "id": "%s-%03d" % (PREFIX, s["num"]),
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"],
        "control_kind": s["control_kind"],
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": list(ec), "expect_absent": list(ea)},
        "control": {"query": cq, "output": co},
    }


TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def validate(records):
    errors, warnings = [], []
    ids = [r["id"] for r in records]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids: %s" % sorted(i for i, n in Counter(ids).items() if n > 1))
    for n, i in enumerate(ids, 1):
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, i):
            errors.append("%s: malformed id" % i)
        elif i != "%s-%03d" % (PREFIX, n):
            errors.append("%s: out of order (expected %s-%03d)" % (i, PREFIX, n))

    msgs = Counter(r["teach"]["message"] for r in records)
    for m, c in msgs.items():
        if c > 1:
            errors.append("teach.message shared by %d scenarios: %r" % (c, m))
    for field in ("query",):
        for part in ("teach", "repeat", "control"):
            seen = Counter(r[part][field] for r in records)
            for q, c in seen.items():
                if c > 1:
                    errors.append("%s.%s shared by %d scenarios: %r" % (part, field, c, q))

    for r, s in zip(records, SCENARIOS):
        sid = r["id"]
        err = lambda msg: errors.append("%s: %s" % (sid, msg))
        # field sets and types
        if set(r) != TOP_KEYS:
            err("top-level keys %s" % sorted(r))
        if set(r["teach"]) != TEACH_KEYS:
            err("teach keys %s" % sorted(r["teach"]))
        if set(r["repeat"]) != REPEAT_KEYS:
            err("repeat keys %s" % sorted(r["repeat"]))
        if set(r["control"]) != CONTROL_KEYS:
            err("control keys %s" % sorted(r["control"]))
        for part, keys in (("teach", TEACH_KEYS), ("repeat", {"query", "output"}), ("control", CONTROL_KEYS)):
            for k in keys:
                v = r[part][k]
                if not isinstance(v, str) or not v.strip():
                    err("%s.%s must be a non-empty string" % (part, k))
        if not isinstance(r["topic"], str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]*", r["topic"]):
            err("bad topic %r" % r["topic"])
        if r["difficulty"] not in DIFFICULTIES:
            err("bad difficulty %r" % r["difficulty"])
        if r["repeat_variation"] not in VARIATIONS:
            err("bad repeat_variation %r" % r["repeat_variation"])
        if r["control_kind"] not in CONTROL_KINDS:
            err("bad control_kind %r" % r["control_kind"])

        t, rp, c = r["teach"], r["repeat"], r["control"]
        ec, ea = rp["expect_contains"], rp["expect_absent"]
        for name, lst in (("expect_contains", ec), ("expect_absent", ea)):
            if not isinstance(lst, list) or not lst or not all(isinstance(x, str) and x for x in lst):
                err("%s must be a non-empty list of strings" % name)
                continue
            for x in lst:
                if x.startswith("re:"):
                    try:
                        re.compile(x[3:])
                    except re.error as e:
                        err("bad regex %r: %s" % (x, e))
        if errors and errors[-1].startswith(sid + ": bad regex"):
            continue

        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err("gold_wrong == gold_right")
        if t["query"] == rp["query"]:
            err("repeat query is the teach query verbatim")
        if rp["output"] == t["output"]:
            err("repeat output is the teach output verbatim")

        # the repeat fails as written and passes after its recorded fix
        if fixed(rp["output"], ec, ea):
            err("repeat passes its own check as written")
        text = rp["output"]
        if not s["fix"]:
            err("no fix recorded")
        for old, new in s["fix"]:
            if old not in text:
                err("fix target %r not in repeat output" % old)
            text = text.replace(old, new)
        if text == rp["output"]:
            err("fix leaves the repeat unchanged")
        elif not fixed(text, ec, ea):
            miss = [x for x in ec if not check(text, x)]
            pres = [x for x in ea if check(text, x)]
            err("fixed repeat still fails (missing %s, present %s): %r" % (miss, pres, text))

        # literal: the wrong text recurs verbatim up to case and white space
        if r["difficulty"] == "literal" and norm(t["gold_wrong"]) not in norm(rp["output"]):
            err("literal scenario but gold_wrong %r is not in the repeat output" % t["gold_wrong"])

        # control: never counted as wrong, and holds what its kind says
        bad = [x for x in ea if check(c["output"], x)]
        if bad:
            err("control output matches expect_absent %s" % bad)
        if c["output"] in (rp["output"], t["output"]):
            err("control output duplicates another output")
        if r["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                err("%s control without recorded held text" % r["control_kind"])
            for h in s["holds"]:
                if h not in c["output"]:
                    err("control does not contain its %s text %r" % (r["control_kind"], h))
        elif s["holds"]:
            err("%s control should not record held text" % r["control_kind"])

    # mix
    dc = Counter(r["difficulty"] for r in records)
    cc = Counter(r["control_kind"] for r in records)
    vc = Counter(r["repeat_variation"] for r in records)
    for k, want in TARGET_DIFFICULTY.items():
        if abs(dc[k] - want) > 2:
            errors.append("difficulty %s: %d, target %d" % (k, dc[k], want))
    for k, want in TARGET_CONTROL.items():
        if abs(cc[k] - want) > 2:
            errors.append("control_kind %s: %d, target %d" % (k, cc[k], want))
    for k, (lo, hi) in TARGET_VARIATION.items():
        if not lo <= vc[k] <= hi:
            errors.append("repeat_variation %s: %d, allowed %d-%d" % (k, vc[k], lo, hi))

    # shared-store hazard: one scenario's wrong text inside another scenario's outputs
    for a in records:
        gw = a["teach"]["gold_wrong"].lower()
        for b in records:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                if gw in b[part]["output"].lower():
                    warnings.append("%s gold_wrong %r occurs in %s.%s.output" % (a["id"], a["teach"]["gold_wrong"],
                                                                                 b["id"], part))
    return errors, warnings, dc, cc, vc


README_HEAD = ("This is a development set. Use it to find and understand failures. Do not copy its sentences, "
               "values or checks into code, tests, prompts, rules or training data.\n")


def readme(records, dc, cc, vc):
    topics = Counter(r["topic"] for r in records)
    fmt = lambda c, order: ", ".join("%s %d" % (k, c[k]) for k in order if c[k])
    return README_HEAD + """
# dev41: search and vector databases

%d hand-written learning-loop scenarios (`d41-001` ... `d41-%03d`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`: a user corrects one mistake in an assistant
answer (teach), another session asks a paraphrased question whose answer repeats the
mistake (repeat, must be fixed), and a third answer must come back byte-identical (control).

Theme: search and vector databases. Elasticsearch and OpenSearch queries, mappings and
index settings, analyzers, Solr, pgvector, Qdrant, Weaviate, Meilisearch, relevance tuning,
cluster operations, and facts about the team's own clusters (names, regions, namespaces,
aliases, retention, heap, snapshot repository, collections), mixed with public facts.

## Counts

- difficulty: %s
- control_kind: %s
- repeat_variation: %s
- topics: %s

## Files

| file | what |
|---|---|
| `scenarios.jsonl` | the scenarios, one JSON object per line, ids in order |
| `build.py` | the data, the validator, and the generator of this README and `scenarios.jsonl` |

`build.py` also records, per scenario and outside the JSONL, a `fix` (the (old, new)
replacements that turn the repeat output into a correct answer) and the text a lookalike or
already_correct control is meant to hold.

## Checks (python3 eval/dev41/build.py)

The build refuses to write anything unless:

- ids are unique, well formed and in order; every record has exactly the scenario fields;
  difficulty, repeat_variation and control_kind take valid values;
- `teach.gold_wrong` occurs in `teach.output` and differs from `gold_right`;
- every repeat fails its own check as written and passes after its recorded fix, with the
  check done exactly as `run.py` does it (`re:` entries are Python regexes, others
  case-sensitive substrings; fixed = all `expect_contains` present, all `expect_absent` absent);
- in literal scenarios the wrong text recurs in the repeat verbatim up to case and white space;
- no control output matches any of its scenario's `expect_absent` entries, so an unchanged
  control is never counted as wrong, and lookalike / already_correct controls contain the
  text they are meant to hold;
- no two scenarios share a teach message (or a query);
- the mix is within 2 of the target per difficulty and control kind, and each repeat
  variation is within its range.

It prints, as warnings, every case where one scenario's `gold_wrong` occurs (ignoring case)
in another scenario's teach, repeat or control output, since in a shared store that
correction could change the other output. The set is written to have none.

## Run

From the cairn checkout (the directory holding `bin/cairn` and `eval/`):

```sh
python3 eval/dev41/build.py
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev41/scenarios.jsonl
```

Without `--shared-store` each scenario gets a fresh store; `--oracle-teach` stores the gold
spans directly to measure retrieval and application without detection.
""" % (len(records), len(records),
       fmt(dc, DIFFICULTIES), fmt(cc, CONTROL_KINDS), fmt(vc, VARIATIONS),
       ", ".join("%s %d" % (k, v) for k, v in sorted(topics.items())))


def main():
    records = [to_record(s) for s in SCENARIOS]
    errors, warnings, dc, cc, vc = validate(records)
    for w in warnings:
        print("WARNING shared-store overlap: " + w)
    if errors:
        for e in errors:
            print("ERROR " + e)
        print("%d errors; nothing written" % len(errors))
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(records, dc, cc, vc))
    print("ok: %d scenarios, %d warnings" % (len(records), len(warnings)))
    print("difficulty: %s" % dict(dc))
    print("control_kind: %s" % dict(cc))
    print("repeat_variation: %s" % dict(vc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
