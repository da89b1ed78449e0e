#!/usr/bin/env python3
"""Build eval/dev24/scenarios.jsonl (teach -> repeat -> control scenarios).

Theme: data engineering and streaming (Kafka, Spark/PySpark, Airflow, dbt, Flink,
Avro/Parquet, pandas/polars, warehouse loading, the team's own pipeline facts).

Standard library only.  Run:  python3 build.py
It validates every scenario (see validate()) and writes scenarios.jsonl and
README.md next to this file.  Build-only fields (the corrected repeat, the
control's own-context flags, tokens) are never written to the jsonl.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = {"literal", "paraphrase", "semantic"}
VARIATIONS = {"reworded", "code_block", "casing", "renamed_identifier",
              "reordered_args", "prose_claim", "equivalent_construct", "other"}
CONTROL_KINDS = {"lookalike", "same_topic", "already_correct", "unrelated"}
TARGET_DIFFICULTY = {"literal": 25, "paraphrase": 20, "semantic": 15}
TARGET_CONTROL = {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6}


def D(s):
    """Trim the leading/trailing blank lines of a block written flush-left."""
    return s.strip("\n").rstrip()


SCENARIOS = []


def S(**kw):
    SCENARIOS.append(kw)


# ---------------------------------------------------------------------------
# Scenarios.  Fields:
#   id, topic, difficulty, var (repeat_variation), ctl (control_kind)
#   tq/to/tm/gw/gr   teach query, output, message, gold_wrong, gold_right
#   rq/ro/rc/ra      repeat query, output, expect_contains, expect_absent
#   fix              list of (old, new) replacements turning ro into a correct answer
#   fixed            or the corrected repeat written out in full
#   cq/co            control query, output
#   cflags           checks that would flag the mistake in the control's own context
#                    (default: ra); none may match the control
#   ctoken           text the control must contain (the lookalike token, or the right value)
#   lit              literal scenarios: the wrong text, found in teach and repeat
#                    (case and white space ignored)
# ---------------------------------------------------------------------------

# --- 001 ---------------------------------------------------------------------
S(id="d24-001", topic="kafka", difficulty="literal", var="code_block", ctl="lookalike",
  tq="Can you give me a confluent-kafka consumer config for reading orders.v2 from the prod cluster? Brokers are kafka-1..3.data.acme.internal.",
  to=D(r"""
Here's a minimal consumer for `orders.v2` using confluent-kafka 2.4:

```python
from confluent_kafka import Consumer

conf = {
    "bootstrap.servers": "kafka-1.data.acme.internal:9092,kafka-2.data.acme.internal:9092,kafka-3.data.acme.internal:9092",
    "group.id": "orders-enricher",
    "auto.offset.reset": "earliest",
    "enable.auto.commit": False,
    "security.protocol": "SSL",
    "ssl.ca.location": "/etc/kafka/certs/ca.pem",
}

consumer = Consumer(conf)
consumer.subscribe(["orders.v2"])
```

Commit manually with `consumer.commit(asynchronous=False)` after each batch is written, so a crash replays at most one batch.
"""),
  tm="the prod brokers only listen on 9093 (TLS listener), 9092 is firewalled off",
  gw="kafka-1.data.acme.internal:9092,kafka-2.data.acme.internal:9092,kafka-3.data.acme.internal:9092",
  gr="kafka-1.data.acme.internal:9093,kafka-2.data.acme.internal:9093,kafka-3.data.acme.internal:9093",
  rq="write me a client.properties so I can use kafka-console-producer against prod",
  ro=D(r"""
Put this in `client.properties` and pass it with `--producer.config`:

```properties
bootstrap.servers=kafka-1.data.acme.internal:9092,kafka-2.data.acme.internal:9092,kafka-3.data.acme.internal:9092
security.protocol=SSL
ssl.truststore.location=/etc/kafka/certs/truststore.jks
ssl.truststore.password=<from vault: kv/data/kafka/truststore>
acks=all
```

Then:

```bash
kafka-console-producer.sh --bootstrap-server kafka-1.data.acme.internal:9092 \
  --topic orders.v2 --producer.config client.properties
```
"""),
  rc=["kafka-1.data.acme.internal:9093"],
  ra=[r"re:acme\.internal:9092"],
  fix=[("acme.internal:9092", "acme.internal:9093")],
  cq="How do I spin up a throwaway Kafka on my laptop to test the orders-enricher locally?",
  co=D(r"""
The quickest way is a single-node KRaft broker in Docker:

```yaml
services:
  kafka:
    image: apache/kafka:3.7.0
    ports:
      - "9092:9092"
    environment:
      KAFKA_NODE_ID: 1
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093
      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:9092
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@localhost:9093
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1
```

Then point the enricher at it with `KAFKA_BOOTSTRAP=localhost:9092` and create the topic:

```bash
docker compose exec kafka /opt/kafka/bin/kafka-topics.sh --bootstrap-server localhost:9092 --create --topic orders.v2 --partitions 3
```
"""),
  cflags=[r"re:acme\.internal:9092"],
  ctoken="localhost:9092",
  lit="acme.internal:9092")

# --- 002 ---------------------------------------------------------------------
S(id="d24-002", topic="kafka", difficulty="literal", var="reordered_args", ctl="already_correct",
  tq="How do I add partitions to clickstream.raw? It has 12 now and I want 24.",
  to=D(r"""
You can increase (never decrease) the partition count with `kafka-topics.sh`:

```bash
kafka-topics.sh --zookeeper zk-1.data.acme.internal:2181 \
  --alter --topic clickstream.raw --partitions 24
```

Two things to keep in mind:
- Keys hash to a partition with `murmur2(key) % partitions`, so after the change most keys land on a different partition. If consumers rely on per-key order, pause producers and drain first.
- Consumers in the group pick up the new partitions on the next metadata refresh and rebalance (`metadata.max.age.ms`, 5 minutes by default).
"""),
  tm="kafka-topics lost --zookeeper in 3.0, and our cluster is KRaft on 3.6 anyway. has to be --bootstrap-server kafka-1.data.acme.internal:9093",
  gw="--zookeeper zk-1.data.acme.internal:2181",
  gr="--bootstrap-server kafka-1.data.acme.internal:9093",
  rq="quick command to see the partition leaders and ISR for payments.events.v1?",
  ro=D(r"""
`--describe` prints one line per partition with its leader, replicas and ISR:

```bash
kafka-topics.sh --describe --topic payments.events.v1 \
  --zookeeper zk-1.data.acme.internal:2181
```

Look for partitions where `Isr` is shorter than `Replicas`; those are under-replicated. You can list only those with `--under-replicated-partitions`.
"""),
  rc=["--bootstrap-server"],
  ra=["--zookeeper"],
  fix=[("--zookeeper zk-1.data.acme.internal:2181", "--bootstrap-server kafka-1.data.acme.internal:9093")],
  cq="How can I check what retention clickstream.raw currently has?",
  co=D(r"""
`kafka-configs.sh` shows the topic-level overrides:

```bash
kafka-configs.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --entity-type topics --entity-name clickstream.raw --describe
```

If `retention.ms` isn't listed, the topic inherits the broker default (`log.retention.hours`, 168 unless the broker overrides it). Add `--all` to print every effective config, including the inherited ones.
"""),
  ctoken="--bootstrap-server kafka-1.data.acme.internal:9093",
  lit="--zookeeper zk-1.data.acme.internal:2181")

# --- 003 ---------------------------------------------------------------------
S(id="d24-003", topic="kafka", difficulty="paraphrase", var="renamed_identifier", ctl="lookalike",
  tq="Need a tiny producer that sends JSON audit events to audit.log.v1 with confluent_kafka.",
  to=D(r"""
```python
import json
from confluent_kafka import Producer

producer = Producer({
    "bootstrap_servers": "kafka-1.data.acme.internal:9093",
    "security.protocol": "SSL",
    "linger.ms": 20,
})

def send_audit(event: dict) -> None:
    producer.produce(
        "audit.log.v1",
        key=event["actor_id"].encode(),
        value=json.dumps(event).encode(),
    )
    producer.poll(0)

# on shutdown
producer.flush(10)
```

`linger.ms=20` lets librdkafka batch small messages; `poll(0)` serves delivery callbacks without blocking.
"""),
  tm="confluent_kafka takes librdkafka property names, so the key is bootstrap.servers with dots. The underscore spelling is kafka-python's keyword argument; librdkafka rejects it as an unknown property.",
  gw='"bootstrap_servers": "kafka-1.data.acme.internal:9093"',
  gr='"bootstrap.servers": "kafka-1.data.acme.internal:9093"',
  rq="And the consumer side for audit.log.v1, group audit-archiver, starting from the beginning?",
  ro=D(r"""
```python
from confluent_kafka import Consumer

consumer = Consumer({
    "bootstrap.servers": "kafka-1.data.acme.internal:9093",
    "security.protocol": "SSL",
    "group_id": "audit-archiver",
    "auto_offset_reset": "earliest",
})
consumer.subscribe(["audit.log.v1"])

while True:
    msg = consumer.poll(1.0)
    if msg is None:
        continue
    if msg.error():
        raise RuntimeError(msg.error())
    archive(msg.value())
```

`auto_offset_reset` only applies while the group has no committed offset; after the first commit it resumes where it left off.
"""),
  rc=['"group.id": "audit-archiver"', '"auto.offset.reset": "earliest"'],
  ra=['"group_id"', '"auto_offset_reset"'],
  fix=[('"group_id": "audit-archiver"', '"group.id": "audit-archiver"'),
       ('"auto_offset_reset": "earliest"', '"auto.offset.reset": "earliest"'),
       ("`auto_offset_reset`", "`auto.offset.reset`")],
  cq="The reconciliation script still uses kafka-python; how do I make it read audit.log.v1 from the start?",
  co=D(r"""
With kafka-python the settings are keyword arguments:

```python
from kafka import KafkaConsumer

consumer = KafkaConsumer(
    "audit.log.v1",
    bootstrap_servers=["kafka-1.data.acme.internal:9093"],
    security_protocol="SSL",
    ssl_cafile="/etc/kafka/certs/ca.pem",
    group_id="audit-recon",
    auto_offset_reset="earliest",
    enable_auto_commit=False,
)
for record in consumer:
    reconcile(record.value)
    consumer.commit()
```

`auto_offset_reset` only matters the first time the group runs (or after its offsets expire); to re-read from the beginning later, reset the group's offsets or use a new `group_id`.
"""),
  cflags=['"group_id"', '"auto_offset_reset"', '"bootstrap_servers"'],
  ctoken="bootstrap_servers=")

# --- 004 ---------------------------------------------------------------------
S(id="d24-004", topic="kafka", difficulty="semantic", var="prose_claim", ctl="same_topic",
  tq="If I produce status updates for each shipment to shipments.status.v1 (12 partitions), will the consumer see them in order?",
  to=D(r"""
Yes. Kafka appends every record to the log in the order it was produced, and consumers read the log sequentially, so order is preserved across the whole topic. Your consumer will see `CREATED → PICKED → SHIPPED → DELIVERED` for every shipment as long as the producer sends them in that order.

A couple of producer settings still matter:

```properties
enable.idempotence=true
max.in.flight.requests.per.connection=5
acks=all
```

With idempotence on, retries can't reorder or duplicate records within a batch sequence.
"""),
  tm="That's not right. Ordering is per partition only. With 12 partitions and no key, updates for one shipment can land on different partitions and be read out of order. We key by shipment_id for exactly this reason.",
  gw="so order is preserved across the whole topic.",
  gr="but order is only guaranteed within a single partition, so key the records by shipment_id to keep each shipment's updates on one partition.",
  rq="we're bumping invoices.v1 to 24 partitions for throughput. does the billing consumer still get each invoice's events in sequence?",
  ro=D(r"""
It does. The broker keeps records in produce order across the whole topic, so going from 8 to 24 partitions only spreads the load; the billing consumer still reads `ISSUED`, `PAID`, `REFUNDED` in the order they were sent.

What you should check after the change:

- the consumer group has enough instances to use the extra partitions (one partition per consumer at most),
- `max.poll.records` is tuned so the bigger fan-out doesn't trigger rebalances.
"""),
  rc=[r"re:(?i)(within|per|inside) (a |each |one |the same |a single )?partition"],
  ra=[r"re:(?i)across the (whole|entire) topic"],
  fix=[("It does. The broker keeps records in produce order across the whole topic, so going from 8 to 24 partitions only spreads the load; the billing consumer still reads `ISSUED`, `PAID`, `REFUNDED` in the order they were sent.",
        "Only if the events are keyed by invoice_id, and not during the switch. Kafka orders records within a partition, not across the topic, and going from 8 to 24 partitions remaps most keys to a different partition, so drain the topic before the change or `ISSUED`, `PAID`, `REFUNDED` for one invoice can be read out of order."),
       ("(one partition per consumer at most)", "(each partition goes to at most one consumer in the group)")],
  cq="How do I see the lag of the billing consumer group?",
  co=D(r"""
```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --describe --group billing-consumer
```

The `LAG` column is `LOG-END-OFFSET - CURRENT-OFFSET` per partition. A lag that keeps growing on one partition while the others stay flat usually means a hot key or a stuck consumer instance; check `CONSUMER-ID` to see which instance owns it.
"""))

# --- 005 ---------------------------------------------------------------------
S(id="d24-005", topic="kafka", difficulty="literal", var="other", ctl="already_correct",
  tq="set retention on web.sessions.v2 to 7 days",
  to=D(r"""
```bash
kafka-configs.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --entity-type topics --entity-name web.sessions.v2 \
  --alter --add-config retention.ms=60480000
```

`retention.ms=60480000` is 7 days. Segments older than that become eligible for deletion on the broker's next retention check (`log.retention.check.interval.ms`, 5 minutes by default), so disk usage drops shortly after, not instantly. Only closed segments are deleted, so the active segment can hold data a bit longer.
"""),
  tm="that's off by a factor of 10. 7 days = 604800000 ms, 60480000 is ~16.8 hours",
  gw="retention.ms=60480000",
  gr="retention.ms=604800000",
  rq="we manage topics in terraform (Mongey/kafka provider). how do I declare web.pageviews.v1 with 7 day retention?",
  ro=D(r"""
```hcl
resource "kafka_topic" "web_pageviews_v1" {
  name               = "web.pageviews.v1"
  partitions         = 12
  replication_factor = 3

  config = {
    "retention.ms"        = "60480000" # 7 days
    "cleanup.policy"      = "delete"
    "min.insync.replicas" = "2"
  }
}
```

`terraform plan` shows config changes on an existing topic as an in-place update; partitions can only go up.
"""),
  rc=["604800000"],
  ra=[r"re:\b60480000\b"],
  fix=[('"60480000"', '"604800000"')],
  cq="What's the retention on audit.log.v1 in the topic module?",
  co=D(r"""
It's set in `topics/audit.tf`:

```hcl
config = {
  "retention.ms"   = "604800000" # 7 days
  "cleanup.policy" = "delete"
}
```

That's 7 × 24 × 3600 × 1000 = 604800000 ms. Compliance asked for 30 days on audit data, so if that's still the requirement the value should be 2592000000.
"""),
  ctoken="604800000",
  lit="60480000")

# --- 006 ---------------------------------------------------------------------
S(id="d24-006", topic="team-facts", difficulty="literal", var="code_block", ctl="lookalike",
  tq="Write the Flink SQL source table for payment events so I can join them with orders.",
  to=D(r"""
```sql
CREATE TABLE payment_events (
  payment_id   STRING,
  order_id     STRING,
  amount_cents BIGINT,
  currency     STRING,
  status       STRING,
  event_time   TIMESTAMP(3),
  WATERMARK FOR event_time AS event_time - INTERVAL '10' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'payment-events',
  'properties.bootstrap.servers' = 'kafka-1.data.acme.internal:9093',
  'properties.group.id' = 'flink-order-payments',
  'properties.security.protocol' = 'SSL',
  'scan.startup.mode' = 'group-offsets',
  'format' = 'avro-confluent',
  'avro-confluent.url' = 'https://schema-registry.data.acme.internal:8081'
);
```

The 10-second watermark delay is a starting point; check how late payment events actually arrive before tightening it.
"""),
  tm="The topic is payments.events.v1. payment-events was the pre-migration topic and it's been deleted.",
  gw="'topic' = 'payment-events'",
  gr="'topic' = 'payments.events.v1'",
  rq="how can I peek at the last 5 payment events from the command line?",
  ro=D(r"""
kcat is the quickest:

```bash
kcat -C -b kafka-1.data.acme.internal:9093 \
  -X security.protocol=SSL -X ssl.ca.location=/etc/kafka/certs/ca.pem \
  -t payment-events -o -5 -e \
  -s value=avro -r https://schema-registry.data.acme.internal:8081
```

`-o -5` starts 5 messages before the end of each partition and `-e` exits when it reaches the end, so with several partitions you'll get up to 5 per partition.
"""),
  rc=["-t payments.events.v1"],
  ra=["payment-events"],
  fix=[("-t payment-events", "-t payments.events.v1")],
  cq="Which consumer group does the payments archiver use, and where does it write?",
  co=D(r"""
From `archiver/config/prod.yaml`:

```yaml
kafka:
  topic: payments.events.v1
  group.id: payment-events-archiver
sink:
  table: analytics.raw.payment_events
  bucket: s3://acme-lake-prod/raw/payment_events/
  flush_every: 5m
```

So the group is `payment-events-archiver`; it lands files under `raw/payment_events/` and loads them into `analytics.raw.payment_events`. The group name predates the topic rename, which is why it doesn't match the topic.
"""),
  cflags=[r"re:(topic:|-t|'topic' =) '?payment-events"],
  ctoken="payment-events-archiver",
  lit="payment-events")

# --- 007 ---------------------------------------------------------------------
S(id="d24-007", topic="kafka", difficulty="paraphrase", var="reworded", ctl="same_topic",
  tq="The billing-sync consumer needs to reprocess invoices.v1 from May 1st. How do I rewind it?",
  to=D(r"""
Stop every instance of `billing-sync` first (the reset fails on an active group), then:

```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --group billing-sync --topic invoices.v1 \
  --reset-offsets --to-datetime 2024-05-01T00:00:00.000
```

That moves the group's committed offsets to the first record at or after midnight on May 1st (UTC). When you restart the consumers they'll pick up from there.
"""),
  tm="Ran it and nothing moved. Without --execute it only prints the plan, right? Add that.",
  gw="--reset-offsets --to-datetime 2024-05-01T00:00:00.000",
  gr="--reset-offsets --to-datetime 2024-05-01T00:00:00.000 --execute",
  rq="how do I make the fraud-scorer group start over from the earliest offset on card.auth.v3?",
  ro=D(r"""
Scale `fraud-scorer` to zero, then reset the group:

```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --group fraud-scorer --topic card.auth.v3 --reset-offsets --to-earliest
```

This rewrites the committed offsets to the start of each partition, so after you scale back up the scorer reprocesses everything still within retention (3 days on that topic).
"""),
  rc=["--execute"],
  ra=[],
  fix=[("--reset-offsets --to-earliest", "--reset-offsets --to-earliest --execute")],
  cq="Can I delete the old billing-sync-v1 consumer group? Nothing uses it anymore.",
  co=D(r"""
Yes, as long as it has no active members:

```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --delete --group billing-sync-v1
```

If it fails with `GroupNotEmptyException`, something is still connected; `--describe --group billing-sync-v1 --members` shows the client ids and hosts. Deleting a group only removes its committed offsets; the topic data is untouched.
"""),
  cflags=["--reset-offsets"])

# --- 008 ---------------------------------------------------------------------
S(id="d24-008", topic="flink", difficulty="literal", var="code_block", ctl="lookalike",
  tq="Flink SQL table over clickstream.raw that reads from the beginning of the topic?",
  to=D(r"""
```sql
CREATE TABLE clickstream_raw (
  session_id STRING,
  user_id    STRING,
  url        STRING,
  referrer   STRING,
  ts         TIMESTAMP_LTZ(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'clickstream.raw',
  'properties.bootstrap.servers' = 'kafka-1.data.acme.internal:9093',
  'properties.security.protocol' = 'SSL',
  'scan.startup.mode' = 'earliest',
  'format' = 'json',
  'json.ignore-parse-errors' = 'true'
);
```

`json.ignore-parse-errors` turns malformed events into nulls instead of failing the job; switch it off while you're still validating the schema.
"""),
  tm="earliest isnt a valid value there, flink wants 'earliest-offset' (the job failed validation)",
  gw="'scan.startup.mode' = 'earliest'",
  gr="'scan.startup.mode' = 'earliest-offset'",
  rq="Same idea for the orders topic, but I only want order_id, customer_id, total and created_at.",
  ro=D(r"""
```sql
CREATE TABLE orders_src (
  order_id    STRING,
  customer_id STRING,
  total       DECIMAL(12, 2),
  created_at  TIMESTAMP(3),
  WATERMARK FOR created_at AS created_at - INTERVAL '30' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders.v2',
  'properties.bootstrap.servers' = 'kafka-1.data.acme.internal:9093',
  'properties.security.protocol' = 'SSL',
  'properties.group.id' = 'flink-orders-src',
  'scan.startup.mode' = 'earliest',
  'format' = 'avro-confluent',
  'avro-confluent.url' = 'https://schema-registry.data.acme.internal:8081'
);
```

Fields you leave out of the DDL are skipped during schema resolution, so you don't need to declare the whole record.
"""),
  rc=["'scan.startup.mode' = 'earliest-offset'"],
  ra=["'scan.startup.mode' = 'earliest'"],
  fix=[("'scan.startup.mode' = 'earliest'", "'scan.startup.mode' = 'earliest-offset'")],
  cq="In the DataStream job, how do I make the KafkaSource for orders.v2 start from the beginning when the group has no offsets yet?",
  co=D(r"""
Use committed offsets with an earliest fallback:

```java
KafkaSource<Order> source = KafkaSource.<Order>builder()
    .setBootstrapServers("kafka-1.data.acme.internal:9093")
    .setTopics("orders.v2")
    .setGroupId("flink-orders-enricher")
    .setStartingOffsets(OffsetsInitializer.committedOffsets(OffsetResetStrategy.EARLIEST))
    .setProperty("security.protocol", "SSL")
    .setValueOnlyDeserializer(new OrderDeserializer())
    .build();
```

This behaves like `auto.offset.reset=earliest` on a plain consumer: committed offsets win, and `earliest` only applies to partitions the group has never committed.
"""),
  cflags=["'scan.startup.mode' = 'earliest'"],
  ctoken="auto.offset.reset=earliest",
  lit="'scan.startup.mode' = 'earliest'")

# --- 009 ---------------------------------------------------------------------
S(id="d24-009", topic="flink", difficulty="paraphrase", var="equivalent_construct", ctl="same_topic",
  tq="How do I turn on checkpointing every minute in my Flink job (Java, 1.18)?",
  to=D(r"""
```java
StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
env.enableCheckpointing(60); // every 60 seconds
env.getCheckpointConfig().setCheckpointingMode(CheckpointingMode.EXACTLY_ONCE);
env.getCheckpointConfig().setMinPauseBetweenCheckpoints(10_000);
env.getCheckpointConfig().setCheckpointTimeout(120_000);
env.getCheckpointConfig().setExternalizedCheckpointCleanup(
    CheckpointConfig.ExternalizedCheckpointCleanup.RETAIN_ON_CANCELLATION);
```

The min pause keeps a slow checkpoint from being immediately followed by the next one, and retaining on cancel lets you restart from the last checkpoint after a redeploy.
"""),
  tm="Thanks! One thing though: enableCheckpointing takes milliseconds, so 60 would checkpoint every 60 ms. Needs 60_000.",
  gw="env.enableCheckpointing(60); // every 60 seconds",
  gr="env.enableCheckpointing(60_000); // every 60 seconds",
  rq="Now the PyFlink version for the sessionizer, checkpoint every 30s",
  ro=D(r"""
```python
from pyflink.datastream import StreamExecutionEnvironment, CheckpointingMode

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(30, CheckpointingMode.EXACTLY_ONCE)  # every 30 s
env.get_checkpoint_config().set_min_pause_between_checkpoints(5000)
env.get_checkpoint_config().set_checkpoint_timeout(60000)
```

Put the checkpoint storage on S3 via `state.checkpoints.dir` in the cluster config rather than in code, so all jobs share the same layout.
"""),
  rc=[r"re:enable_checkpointing\(30_?000\b"],
  ra=[r"re:enable_checkpointing\(30\b"],
  fix=[("enable_checkpointing(30,", "enable_checkpointing(30_000,")],
  cq="Where should checkpoints go for the prod Flink cluster?",
  co=D(r"""
We keep them on S3 with RocksDB incremental checkpoints. In `flink-conf.yaml`:

```yaml
state.backend.type: rocksdb
state.backend.incremental: true
state.checkpoints.dir: s3://acme-flink-state-prod/checkpoints
state.savepoints.dir: s3://acme-flink-state-prod/savepoints
execution.checkpointing.interval: 1min
execution.checkpointing.mode: EXACTLY_ONCE
```

The interval in the config file takes a duration string, so `1min` and `60s` mean the same; a value set in code overrides it per job.
"""),
  cflags=[r"re:enable_?[cC]heckpointing\(\d{1,3}\b"])

# --- 010 ---------------------------------------------------------------------
S(id="d24-010", topic="spark", difficulty="literal", var="casing", ctl="lookalike",
  tq="Add a day column (string, like 2024-06-01) from event_ts in my PySpark job",
  to=D(r"""
```python
from pyspark.sql import functions as F

events = events.withColumn("day", F.date_format("event_ts", "YYYY-MM-dd"))
```

If you partition the output by `day`, this gives you `day=2024-06-01` style directories. `date_format` uses the session time zone (`spark.sql.session.timeZone`), so set that to UTC if the cluster default is something else.
"""),
  tm="Uppercase YYYY is the week-based year. Spark 3 refuses the pattern outright, and where it is accepted it gives wrong years around New Year. Should be yyyy.",
  gw='F.date_format("event_ts", "YYYY-MM-dd")',
  gr='F.date_format("event_ts", "yyyy-MM-dd")',
  rq="same thing but in the spark sql view definition for daily_sessions",
  ro=D(r"""
```sql
CREATE OR REPLACE TEMP VIEW daily_sessions AS
SELECT
  DATE_FORMAT(session_start, 'YYYY-MM-dd') AS day,
  COUNT(*)                                 AS sessions,
  COUNT(DISTINCT user_id)                  AS users
FROM sessions
GROUP BY DATE_FORMAT(session_start, 'YYYY-MM-dd');
```

Spark also accepts `GROUP BY day` (group-by-alias is on by default), but repeating the expression keeps the query portable to engines that don't.
"""),
  rc=["'yyyy-MM-dd'"],
  ra=["'YYYY-MM-dd'"],
  fix=[("'YYYY-MM-dd'", "'yyyy-MM-dd'")],
  cq="and for the Snowflake version of the report, how do I get the same day string?",
  co=D(r"""
In Snowflake use `TO_CHAR` (alias `TO_VARCHAR`) with Snowflake's own format elements, where `YYYY` is the calendar year:

```sql
SELECT
  TO_CHAR(session_start, 'YYYY-MM-DD') AS day,
  COUNT(*)                             AS sessions
FROM analytics.core.sessions
GROUP BY 1
ORDER BY 1;
```

Watch out for minutes if you ever add a time part: in Snowflake they are `MI`, not `mm`.
"""),
  cflags=[r"re:(?i)date_format\([^)]*YYYY"],
  ctoken="'YYYY-MM-DD'",
  lit="YYYY-MM-dd")

# --- 011 ---------------------------------------------------------------------
S(id="d24-011", topic="spark", difficulty="literal", var="renamed_identifier", ctl="lookalike",
  tq="Read yesterday's events partition from the lake in PySpark",
  to=D(r"""
```python
from datetime import date, timedelta

day = (date.today() - timedelta(days=1)).isoformat()
events = spark.read.parquet(f"s3://acme-lake-prod/events/dt={day}/")
events.printSchema()
```

Reading the partition directory directly skips partition discovery for the whole table. If you want `dt` back as a column, read it with `.option("basePath", "s3://acme-lake-prod/events/")`.
"""),
  tm="We're on Spark-on-k8s with hadoop-aws, not EMR, so s3:// has no filesystem there. Paths need the s3a:// scheme.",
  gw='spark.read.parquet(f"s3://acme-lake-prod/events/dt={day}/")',
  gr='spark.read.parquet(f"s3a://acme-lake-prod/events/dt={day}/")',
  rq="write the sessionized output back partitioned by dt",
  ro=D(r"""
```python
(sessions
    .repartition("dt")
    .write
    .mode("append")
    .partitionBy("dt")
    .parquet("s3://acme-lake-prod/sessions/"))
```

`repartition("dt")` before `partitionBy("dt")` sends all rows of a day to the same task, so each `dt=` directory gets one file instead of one per input partition.
"""),
  rc=['"s3a://acme-lake-prod/sessions/"'],
  ra=['.parquet("s3://'],
  fix=[('.parquet("s3://acme-lake-prod/sessions/")', '.parquet("s3a://acme-lake-prod/sessions/")')],
  cq="How can I check from my laptop that yesterday's partition landed?",
  co=D(r"""
The AWS CLI is enough:

```bash
aws s3 ls s3://acme-lake-prod/events/dt=2024-06-01/ --summarize --human-readable
```

You should see the `part-*.parquet` files and a `_SUCCESS` marker; `--summarize` prints the object count and total size at the end. To peek at the schema without Spark:

```python
import pyarrow.parquet as pq
import s3fs

fs = s3fs.S3FileSystem()
files = fs.glob("acme-lake-prod/events/dt=2024-06-01/*.parquet")
print(pq.read_schema(fs.open(files[0])))
```
"""),
  cflags=[r're:\.(parquet|csv|json|orc|load|save)\(f?"s3://'],
  ctoken="s3://acme-lake-prod/events/",
  lit="s3://acme-lake-prod/")

# --- 012 ---------------------------------------------------------------------
S(id="d24-012", topic="spark", difficulty="semantic", var="prose_claim", ctl="same_topic",
  tq="I need to recompute 2024-05-20 in orders_daily without touching the other days. Is overwrite with partitionBy OK for that?",
  to=D(r"""
Yes, overwrite plus `partitionBy` does what you want here:

```python
(orders_daily
    .filter(F.col("dt") == "2024-05-20")
    .write
    .mode("overwrite")
    .partitionBy("dt")
    .parquet("s3a://acme-lake-prod/marts/orders_daily/"))
```

Spark only replaces the partitions present in the DataFrame, so `dt=2024-05-20` is rewritten and every other day stays as it is.
"""),
  tm="careful, that's the wrong default. partitionOverwriteMode is static unless you set it, and a static overwrite wipes the entire output path before writing. we lost a month of orders_daily that way last year. set it to dynamic.",
  gw="Spark only replaces the partitions present in the DataFrame, so `dt=2024-05-20` is rewritten and every other day stays as it is.",
  gr="With the default static mode this deletes every other day too; set `spark.sql.sources.partitionOverwriteMode` to `dynamic` first so only `dt=2024-05-20` is rewritten.",
  rq="backfill 2024-06-03 for customer_ltv, keep the rest of the table",
  ro=D(r"""
Filter to the day and overwrite; since the write is partitioned by `dt`, only that partition is affected:

```python
(ltv
    .where(F.col("dt") == "2024-06-03")
    .write
    .mode("overwrite")
    .partitionBy("dt")
    .parquet("s3a://acme-lake-prod/marts/customer_ltv/"))
```

Overwrite with partitionBy only touches the partitions in the DataFrame, so the other days are left intact. Run `MSCK REPAIR TABLE marts.customer_ltv` afterwards if the day is new to the metastore.
"""),
  rc=["partitionOverwriteMode"],
  ra=[r"re:(?i)only (touches|replaces|rewrites|affects) the partitions"],
  fix=[("Filter to the day and overwrite; since the write is partitioned by `dt`, only that partition is affected:",
        "Switch partition overwrite to dynamic first. With the default static mode, an overwrite deletes every `dt=` directory under the path:\n\n```python\nspark.conf.set(\"spark.sql.sources.partitionOverwriteMode\", \"dynamic\")\n```\n\nThen filter to the day and overwrite:"),
       ("Overwrite with partitionBy only touches the partitions in the DataFrame, so the other days are left intact.",
        "In dynamic mode Spark replaces just the `dt=2024-06-03` directory and the other days are left intact.")],
  cq="Why does my orders_daily job write 200 tiny files per day?",
  co=D(r"""
That's `spark.sql.shuffle.partitions` (200 by default) showing through: after the aggregation each shuffle partition writes its own file into every `dt=` directory it holds rows for.

Two fixes, pick one:

```python
spark.conf.set("spark.sql.adaptive.enabled", "true")
spark.conf.set("spark.sql.adaptive.coalescePartitions.enabled", "true")
```

or shrink the partitions explicitly before writing:

```python
orders_daily.repartition("dt").write.partitionBy("dt").mode("append").parquet(path)
```

AQE is on by default since Spark 3.2, so if you still see 200 files check whether someone disabled it in `spark-defaults.conf`.
"""))

# --- 013 ---------------------------------------------------------------------
S(id="d24-013", topic="spark", difficulty="paraphrase", var="renamed_identifier", ctl="lookalike",
  tq="Total order amount per customer in PySpark, column named total_amount",
  to=D(r"""
```python
from pyspark.sql import functions as F

totals = (
    orders
    .groupBy("customer_id")
    .agg(F.sum("amount").as("total_amount"))
    .orderBy(F.desc("total_amount"))
)
totals.show(20, truncate=False)
```

`amount` is a `DecimalType(12,2)`, so the sum widens to `DecimalType(22,2)`; cast it back if a downstream schema expects the narrower type.
"""),
  tm="`as` is a Python keyword, that line is a SyntaxError. It's .alias() in PySpark (.as is the Scala API).",
  gw='F.sum("amount").as("total_amount")',
  gr='F.sum("amount").alias("total_amount")',
  rq="daily active users from the sessions df, column dau",
  ro=D(r"""
```python
dau = (
    sessions
    .groupBy(F.to_date("session_start").alias("day"))
    .agg(F.countDistinct("user_id").as("dau"))
)
```

For large days `F.approx_count_distinct("user_id", rsd=0.01)` is much cheaper and usually close enough for a dashboard.
"""),
  rc=['.alias("dau")'],
  ra=[r're:\)\.as\("'],
  fix=[('.as("dau")', '.alias("dau")')],
  cq="The Scala version of the customer totals for the legacy job?",
  co=D(r"""
```scala
import org.apache.spark.sql.functions._

val totals = orders
  .groupBy($"customer_id")
  .agg(sum($"amount").as("total_amount"))
  .orderBy(desc("total_amount"))

totals.write.mode("overwrite").saveAsTable("marts.customer_totals")
```

In Scala `.as` and `.alias` are interchangeable on a `Column`; the legacy codebase uses `.as` everywhere, so I kept that.
"""),
  cflags=[r're:F\.\w+\([^)]*\)\.as\('],
  ctoken='.as("total_amount")')

# --- 014 ---------------------------------------------------------------------
S(id="d24-014", topic="spark", difficulty="semantic", var="reworded", ctl="already_correct",
  tq="Our dim_products table is about 60 MB. Will Spark broadcast it automatically when I join?",
  to=D(r"""
Yes. `spark.sql.autoBroadcastJoinThreshold` defaults to 100 MB, so a 60 MB dimension is under the limit and Spark will plan a `BroadcastHashJoin` without any hints.

You can confirm in the plan:

```python
facts.join(dim_products, "product_id").explain()
# look for: BroadcastHashJoin ... BuildRight
```

Keep in mind the size Spark compares is its estimate of the relation, which for Parquet comes from file sizes and can be well below the in-memory size.
"""),
  tm="The default is 10MB (10485760), not 100. A 60 MB table won't be broadcast unless you raise the threshold or add a broadcast hint.",
  gw="`spark.sql.autoBroadcastJoinThreshold` defaults to 100 MB, so a 60 MB dimension is under the limit and Spark will plan a `BroadcastHashJoin` without any hints.",
  gr="`spark.sql.autoBroadcastJoinThreshold` defaults to 10 MB, so a 60 MB dimension is over the limit; wrap it in `F.broadcast(dim_products)` or raise the threshold.",
  rq="is there any need to hint the join with the 40MB stores table or does spark handle it?",
  ro=D(r"""
No hint needed. Spark broadcasts any relation below `spark.sql.autoBroadcastJoinThreshold`, and that is 100 MB by default, so the 40 MB stores table goes out to every executor automatically.

```python
enriched = sales.join(stores, on="store_id", how="left")
```

If AQE is on it can also switch a sort-merge join to a broadcast join at runtime once it sees the actual size after filters.
"""),
  rc=[r"re:\b10 ?MB\b|10485760"],
  ra=[r"re:\b100 ?MB"],
  fix=[("No hint needed.", "Yes, hint it."),
       ("and that is 100 MB by default, so the 40 MB stores table goes out to every executor automatically.",
        "and that is 10 MB by default, so the 40 MB stores table will not be broadcast on its own:"),
       ('enriched = sales.join(stores, on="store_id", how="left")',
        'enriched = sales.join(F.broadcast(stores), on="store_id", how="left")')],
  cq="What does setting autoBroadcastJoinThreshold to -1 do?",
  co=D(r"""
It turns automatic broadcast joins off. Normally Spark broadcasts any side it estimates below the threshold, which is 10 MB (10485760 bytes) by default:

```python
spark.conf.set("spark.sql.autoBroadcastJoinThreshold", -1)
```

With `-1` Spark falls back to sort-merge joins unless you ask for a broadcast explicitly with `F.broadcast(df)` or a `/*+ BROADCAST(t) */` hint; explicit hints still work. People usually do this when a bad size estimate makes Spark broadcast something huge and the driver runs out of memory.
"""),
  cflags=[r"re:\b100 ?MB"],
  ctoken="10 MB (10485760 bytes)")

# --- 015 ---------------------------------------------------------------------
S(id="d24-015", topic="airflow", difficulty="literal", var="code_block", ctl="same_topic",
  tq="Skeleton for a DAG that runs the partner_feed ingest every hour",
  to=D(r"""
```python
import pendulum
from airflow import DAG
from airflow.operators.python import PythonOperator

from partner_feed.ingest import ingest_hour

with DAG(
    dag_id="partner_feed_ingest",
    start_date=pendulum.datetime(2024, 6, 1, tz="UTC"),
    schedule_interval="@hourly",
    catchup=False,
    max_active_runs=1,
    tags=["ingest", "partner"],
) as dag:
    PythonOperator(
        task_id="ingest",
        python_callable=ingest_hour,
        op_kwargs={"hour": "{{ data_interval_start.isoformat() }}"},
    )
```

`max_active_runs=1` keeps two hours from loading into the same staging table at once.
"""),
  tm="We're on Airflow 2.9, schedule_interval is deprecated there and spams warnings in the scheduler log. Use schedule=",
  gw='schedule_interval="@hourly",',
  gr='schedule="@hourly",',
  rq="can you write the DAG for the nightly warehouse vacuum job, 04:00 UTC",
  ro=D(r"""
```python
import pendulum
from airflow import DAG
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator

with DAG(
    dag_id="warehouse_vacuum",
    start_date=pendulum.datetime(2024, 6, 1, tz="UTC"),
    schedule_interval="0 4 * * *",
    catchup=False,
) as dag:
    SQLExecuteQueryOperator(
        task_id="vacuum_fact_tables",
        conn_id="redshift_dw",
        sql="VACUUM DELETE ONLY analytics.fct_orders TO 75 PERCENT;",
        autocommit=True,
    )
```

`VACUUM` can't run inside a transaction block on Redshift, hence `autocommit=True`.
"""),
  rc=['schedule="0 4 * * *"'],
  ra=["schedule_interval"],
  fix=[('schedule_interval="0 4 * * *"', 'schedule="0 4 * * *"')],
  cq="What's the difference between a Dataset schedule and a cron schedule?",
  co=D(r"""
A cron (or timetable) schedule runs on the clock; a Dataset schedule runs when upstream tasks report that they updated a dataset.

```python
from airflow.datasets import Dataset

orders_ds = Dataset("s3://acme-lake-prod/marts/orders_daily/")

# producer DAG: the task declares that it updates the dataset
PythonOperator(task_id="build", python_callable=build, outlets=[orders_ds])

# consumer DAG
with DAG(dag_id="orders_report", schedule=[orders_ds],
         start_date=pendulum.datetime(2024, 6, 1, tz="UTC"), catchup=False):
    ...
```

The consumer runs after each update of the dataset (updates that arrive while a run is queued are folded into one run). Airflow never looks at the S3 path; the URI is only an identifier.
"""),
  lit="schedule_interval=")

# --- 016 ---------------------------------------------------------------------
S(id="d24-016", topic="airflow", difficulty="semantic", var="prose_claim", ctl="same_topic",
  tq="In my daily DAG (schedule @daily), what will {{ ds }} be for the run that starts on 2024-03-05?",
  to=D(r"""
`{{ ds }}` renders as the date the task runs, formatted `YYYY-MM-DD`, so the run that starts on 2024-03-05 gets `2024-03-05`.

Typical use in a templated field:

```python
BashOperator(
    task_id="export",
    bash_command="python export.py --date {{ ds }} --out s3://acme-exports-prod/orders/{{ ds_nodash }}/",
)
```

`{{ ds_nodash }}` is the same value without dashes (`20240305`).
"""),
  tm="no. ds is the logical date, i.e. the start of the data interval. the @daily run that kicks off on the 5th processes the 4th, so ds = 2024-03-04.",
  gw="`{{ ds }}` renders as the date the task runs, formatted `YYYY-MM-DD`, so the run that starts on 2024-03-05 gets `2024-03-05`.",
  gr="`{{ ds }}` renders as the logical date (the start of the data interval), formatted `YYYY-MM-DD`, so the @daily run that starts on 2024-03-05 gets `2024-03-04`.",
  rq="for the june 10 run of orders_export, which date does ds give me?",
  ro=D(r"""
For the run that starts on 2024-06-10, `{{ ds }}` is `2024-06-10`: the day it actually runs. So the export for that run writes to:

```
s3://acme-exports-prod/orders/20240610/
```

If you need the previous day instead, use `{{ macros.ds_add(ds, -1) }}`, which returns `2024-06-09`.
"""),
  rc=[r"re:(?i)logical date|data interval|data_interval_start", "orders/20240609/"],
  ra=[r"re:(?i)the day it (actually )?runs"],
  fixed=D(r"""
For the run that starts on 2024-06-10, `{{ ds }}` is `2024-06-09`: the logical date, i.e. the start of the data interval that run processes. So the export for that run writes to:

```
s3://acme-exports-prod/orders/20240609/
```

If you need the date the run actually starts on, use `{{ data_interval_end | ds }}`, which returns `2024-06-10`.
"""),
  cq="How do I pass a dynamic table name into a BashOperator without hardcoding it?",
  co=D(r"""
Use `params` and reference them in the templated command:

```python
BashOperator(
    task_id="load_table",
    bash_command="python load.py --table {{ params.table }} --schema {{ params.schema }}",
    params={"table": "fct_orders", "schema": "analytics"},
)
```

`params` are rendered by Jinja like any other template variable, and they can be overridden per run from the trigger form if you declare them on the DAG with `Param`. `airflow tasks render <dag_id> load_table 2024-06-01` shows the final command.
"""))

# --- 017 ---------------------------------------------------------------------
S(id="d24-017", topic="airflow", difficulty="paraphrase", var="reordered_args", ctl="already_correct",
  tq="schedule for the finance_snapshot DAG: every day at 02:30 UTC",
  to=D(r"""
```python
with DAG(
    dag_id="finance_snapshot",
    start_date=pendulum.datetime(2024, 1, 1, tz="UTC"),
    schedule="2 30 * * *",
    catchup=False,
) as dag:
    ...
```

Airflow evaluates cron in the DAG's time zone, which is UTC here because `start_date` is UTC, so there's no DST shift to worry about.
"""),
  tm="Cron fields go minute then hour. 02:30 is 30 2 * * *; what you wrote has hour 30, which isn't even valid.",
  gw='schedule="2 30 * * *"',
  gr='schedule="30 2 * * *"',
  rq="and weekdays only at 05:45 utc for the fx_rates pull?",
  ro=D(r"""
```python
with DAG(
    dag_id="fx_rates_pull",
    start_date=pendulum.datetime(2024, 1, 1, tz="UTC"),
    schedule="5 45 * * 1-5",
    catchup=False,
    default_args={"retries": 3, "retry_delay": timedelta(minutes=5)},
) as dag:
    ...
```

`1-5` is Monday to Friday. The retries cover the provider's API occasionally returning 503 right after they publish.
"""),
  rc=['"45 5 * * 1-5"'],
  ra=['"5 45 * * 1-5"'],
  fix=[('"5 45 * * 1-5"', '"45 5 * * 1-5"')],
  cq="Does the k8s CronJob for the fx cache warmer run at the same time?",
  co=D(r"""
No, 15 minutes later. The Airflow pull is `45 5 * * 1-5` (05:45), and the warmer waits until the rates are in the warehouse:

```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: fx-cache-warmer
spec:
  schedule: "0 6 * * 1-5"
  timeZone: "Etc/UTC"
  concurrencyPolicy: Forbid
```

That's 06:00 UTC Monday to Friday (minute 0, hour 6). `timeZone` needs Kubernetes 1.27+; on older clusters the controller's local time is used.
"""),
  cflags=['"5 45 * * 1-5"', r're:"\d{1,2} ([3-9]\d|2[4-9]) \*'],
  ctoken="45 5 * * 1-5")

# --- 018 ---------------------------------------------------------------------
S(id="d24-018", topic="team-facts", difficulty="literal", var="casing", ctl="lookalike",
  tq="PostgresOperator task that refreshes the mv_customer_stats materialized view in the reporting Postgres",
  to=D(r"""
```python
from airflow.providers.postgres.operators.postgres import PostgresOperator

refresh_customer_stats = PostgresOperator(
    task_id="refresh_mv_customer_stats",
    postgres_conn_id="postgres_default",
    sql="REFRESH MATERIALIZED VIEW CONCURRENTLY analytics.mv_customer_stats;",
    autocommit=True,
)
```

`CONCURRENTLY` keeps the view readable during the refresh but needs a unique index on the view; without one Postgres raises an error.
"""),
  tm="we dont use postgres_default, the reporting db conn is reporting_pg",
  gw='postgres_conn_id="postgres_default"',
  gr='postgres_conn_id="reporting_pg"',
  rq="how do I provide that connection to the DAG in the docker-compose test setup via an env var?",
  ro=D(r"""
Airflow picks up connections from `AIRFLOW_CONN_<CONN_ID>` environment variables, with the conn id upper-cased:

```yaml
x-airflow-env: &airflow-env
  AIRFLOW_CONN_POSTGRES_DEFAULT: "postgresql://airflow_rw:${REPORTING_PG_PASSWORD}@reporting-pg:5432/reporting"
  AIRFLOW__CORE__LOAD_EXAMPLES: "false"
```

Connections defined this way don't appear in the UI's connection list, but tasks resolve them like any other.
"""),
  rc=["AIRFLOW_CONN_REPORTING_PG"],
  ra=[r"re:(?i)postgres_default"],
  fix=[("AIRFLOW_CONN_POSTGRES_DEFAULT", "AIRFLOW_CONN_REPORTING_PG")],
  cq="My fresh local Airflow has a bunch of connections I never created (postgres_default, mysql_default, ...). Where do they come from?",
  co=D(r"""
They're the stock example connections. `airflow db init` creates them when `[database] load_default_connections` is true, which is the default; on newer versions the same set comes from `airflow connections create-default-connections`:

```
postgres_default   postgres   host=postgres  schema=airflow
mysql_default      mysql      host=mysql     schema=airflow
aws_default        aws
```

To keep them out of the docker-compose setup, set:

```yaml
AIRFLOW__DATABASE__LOAD_DEFAULT_CONNECTIONS: "false"
```

Existing ones can be removed with `airflow connections delete postgres_default` and so on; none of our DAGs reference them.
"""),
  cflags=[r're:conn_id="postgres_default"', "AIRFLOW_CONN_POSTGRES_DEFAULT"],
  ctoken="postgres_default",
  lit="postgres_default")

# --- 019 ---------------------------------------------------------------------
S(id="d24-019", topic="airflow", difficulty="semantic", var="reworded", ctl="same_topic",
  tq="I'm adding a new DAG with start_date 2023-01-01. Do I need to worry about it running a year of backfills?",
  to=D(r"""
No. `catchup` defaults to `False` in Airflow 2, so when you unpause the DAG the scheduler creates only the most recent run and continues from there.

```python
with DAG(
    dag_id="marketing_spend_sync",
    start_date=pendulum.datetime(2023, 1, 1, tz="UTC"),
    schedule="@daily",
) as dag:
    ...
```

If you ever do need the history, run `airflow dags backfill` for the range explicitly.
"""),
  tm="Hm, I don't think so. catchup_by_default is True and we never changed it in airflow.cfg, so without catchup=False it'll schedule ~500 runs on unpause.",
  gw="No. `catchup` defaults to `False` in Airflow 2, so when you unpause the DAG the scheduler creates only the most recent run and continues from there.",
  gr="Yes. `catchup` defaults to `True` (`[scheduler] catchup_by_default`), so set `catchup=False` on the DAG or the scheduler will create a run for every day since 2023-01-01.",
  rq="new DAG ad_platform_costs, start date two years back, do I have to set anything so it doesn't go crazy on unpause?",
  ro=D(r"""
Nothing special: Airflow doesn't backfill by default, so unpausing it just schedules the latest interval.

```python
with DAG(
    dag_id="ad_platform_costs",
    start_date=pendulum.datetime(2022, 7, 1, tz="UTC"),
    schedule="0 5 * * *",
    max_active_runs=1,
) as dag:
    ...
```

`max_active_runs=1` is still worth having so a slow day doesn't overlap the next one.
"""),
  rc=["catchup=False"],
  ra=[r"re:(?i)(doesn't|does not|won't|will not) backfill by default"],
  fix=[("Nothing special: Airflow doesn't backfill by default, so unpausing it just schedules the latest interval.",
        "Yes: set `catchup=False`. Airflow catches up by default (`catchup_by_default = True`), so without it unpausing creates a run for every day since the start date."),
       ("    max_active_runs=1,", "    catchup=False,\n    max_active_runs=1,")],
  cq="How do I backfill marketing_spend_sync for March only?",
  co=D(r"""
Use the backfill command with an explicit range; it creates runs for every interval in it, whatever the DAG's `catchup` setting is:

```bash
airflow dags backfill marketing_spend_sync \
  --start-date 2024-03-01 --end-date 2024-03-31 \
  --reset-dagruns --yes
```

`--reset-dagruns` clears runs that already exist in the range so they execute again. Run it from a scheduler pod so it uses the same connections and pool config.
"""))

# --- 020 ---------------------------------------------------------------------
S(id="d24-020", topic="dbt", difficulty="literal", var="code_block", ctl="lookalike",
  tq="make fct_page_views incremental on viewed_at",
  to=D(r"""
```sql
{{ config(
    materialized='incremental',
    unique_key='page_view_id',
    on_schema_change='append_new_columns'
) }}

select
    page_view_id,
    session_id,
    user_id,
    page_path,
    viewed_at
from {{ ref('stg_page_views') }}

{% if is_incremental %}
where viewed_at > (select max(viewed_at) from {{ this }})
{% endif %}
```

The first run (or `--full-refresh`) builds the whole table; later runs only pick up rows newer than the current max.
"""),
  tm="is_incremental is a macro, it needs the parentheses. Without them Jinja just tests the macro object, which is always truthy, so even the first build would select from {{ this }} and fail.",
  gw="{% if is_incremental %}",
  gr="{% if is_incremental() %}",
  rq="same thing for fct_add_to_cart, filter on added_at",
  ro=D(r"""
```sql
{{ config(materialized='incremental', unique_key='cart_event_id') }}

select
    cart_event_id,
    session_id,
    product_id,
    quantity,
    added_at
from {{ ref('stg_cart_events') }}
{% if is_incremental %}
  -- 3 hour lookback for late events
  where added_at > (select dateadd('hour', -3, max(added_at)) from {{ this }})
{% endif %}
```

With a `unique_key`, the lookback rows that already exist are merged instead of duplicated.
"""),
  rc=["is_incremental()"],
  ra=[r"re:is_incremental\s*%\}"],
  fix=[("{% if is_incremental %}", "{% if is_incremental() %}")],
  cq="How does incrementality work in a dbt Python model? I want fct_sessions_py to only process new sessions.",
  co=D(r"""
In Python models `dbt.is_incremental` is a property, not a macro call, and `dbt.this` gives you the relation:

```python
def model(dbt, session):
    dbt.config(materialized="incremental", unique_key="session_id")
    sessions = dbt.ref("stg_sessions")

    if dbt.is_incremental:
        max_start = session.sql(f"select max(session_start) from {dbt.this}").collect()[0][0]
        sessions = sessions.filter(sessions.session_start > max_start)

    return sessions
```

This is Snowpark syntax (our dbt Python models run on Snowflake). Note there are no parentheses after `is_incremental` here, unlike the Jinja macro in SQL models.
"""),
  cflags=[r"re:\{%-? *if is_incremental\s*-?%\}"],
  ctoken="if dbt.is_incremental:",
  lit="{% if is_incremental %}")

# --- 021 ---------------------------------------------------------------------
S(id="d24-021", topic="dbt", difficulty="paraphrase", var="renamed_identifier", ctl="same_topic",
  tq="staging model for the raw orders table that Fivetran loads",
  to=D(r"""
```sql
-- models/staging/shop/stg_orders.sql
with src as (
    select * from {{ ref('raw_orders') }}
)

select
    id                            as order_id,
    customer_id,
    cast(total as numeric(12, 2)) as order_total,
    status,
    created_at::timestamp         as created_at,
    _fivetran_synced              as loaded_at
from src
where not coalesce(_fivetran_deleted, false)
```

Filtering out `_fivetran_deleted` here means nothing downstream has to remember soft deletes.
"""),
  tm="raw_orders isn't a dbt model, it's the Fivetran table. In staging we always select from sources: {{ source('shop_raw', 'orders') }}. Otherwise lineage and the freshness checks don't know about it.",
  gw="{{ ref('raw_orders') }}",
  gr="{{ source('shop_raw', 'orders') }}",
  rq="now stg_customers from the same fivetran schema",
  ro=D(r"""
```sql
-- models/staging/shop/stg_customers.sql
with src as (
    select * from {{ ref('raw_customers') }}
)

select
    id                    as customer_id,
    lower(email)          as email,
    country_code,
    created_at::timestamp as created_at,
    _fivetran_synced      as loaded_at
from src
where not coalesce(_fivetran_deleted, false)
```

Lower-casing `email` here keeps joins on email consistent in every mart.
"""),
  rc=[r"""re:source\(\s*['"]shop_raw['"]\s*,\s*['"]customers['"]\s*\)"""],
  ra=["ref('raw_customers')"],
  fix=[("{{ ref('raw_customers') }}", "{{ source('shop_raw', 'customers') }}")],
  cq="what tests should stg_customers have?",
  co=D(r"""
At minimum the primary key and the fields joins depend on:

```yaml
# models/staging/shop/_shop__models.yml
version: 2
models:
  - name: stg_customers
    columns:
      - name: customer_id
        data_tests: [unique, not_null]
      - name: email
        data_tests: [not_null]
      - name: country_code
        data_tests:
          - accepted_values:
              values: ['DE', 'FR', 'NL', 'GB', 'US']
              config:
                severity: warn
```

`data_tests:` is the dbt 1.8 spelling; older versions use `tests:`. The `accepted_values` test only warns, so a new country doesn't block the nightly build.
"""),
  cflags=[r"re:ref\('raw_"])

# --- 022 ---------------------------------------------------------------------
S(id="d24-022", topic="dbt", difficulty="literal", var="reworded", ctl="already_correct",
  tq="how do I run stg_orders and everything downstream of it?",
  to=D(r"""
```bash
dbt run --models stg_orders+
```

The trailing `+` selects all children. Put a `+` in front as well (`+stg_orders+`) to include parents too. Only the deploy runner should pass `--target prod`; locally stay on the default `dev` target so you build into your own schema.
"""),
  tm="use --select (or -s). --models is the legacy flag and our CI wrapper rejects it since we moved to 1.7",
  gw="dbt run --models stg_orders+",
  gr="dbt run --select stg_orders+",
  rq="and to only run the tests for int_orders_enriched and its parents?",
  ro=D(r"""
Prefix the model with `+` to walk upstream:

```bash
dbt test --models +int_orders_enriched
```

That runs the data tests attached to `int_orders_enriched` and to every model and source it depends on. Add `--exclude "source:*"` to skip the tests defined on sources if they're slow.
"""),
  rc=[r"re:(--select|-s) \+int_orders_enriched"],
  ra=["--models"],
  fix=[("dbt test --models +int_orders_enriched", "dbt test --select +int_orders_enriched")],
  cq="how do I build only what changed in my PR against prod?",
  co=D(r"""
State-based selection with deferral:

```bash
dbt build --select state:modified+ --defer --state ./prod-artifacts
```

`./prod-artifacts` should hold the `manifest.json` from the last prod run (CI downloads it from `s3://acme-dbt-artifacts/prod/latest/`). `--defer` makes unbuilt parents resolve to the prod relations, so you don't have to rebuild the whole upstream in your dev schema.
"""),
  ctoken="--select state:modified+",
  lit="--models")

# --- 023 ---------------------------------------------------------------------
S(id="d24-023", topic="team-facts", difficulty="literal", var="casing", ctl="unrelated",
  tq="profiles.yml for running dbt locally against Snowflake",
  to=D(r"""
```yaml
acme:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: acme-eu1
      user: "{{ env_var('SNOWFLAKE_USER') }}"
      authenticator: externalbrowser
      role: TRANSFORMER
      warehouse: TRANSFORMING
      database: ANALYTICS_DEV
      schema: "dbt_{{ env_var('USER') }}"
      threads: 8
```

`externalbrowser` opens the Okta login in your browser on the first connection, so there's no password in the file.
"""),
  tm="warehouse is TRANSFORM_WH. there's no TRANSFORMING warehouse in our account",
  gw="warehouse: TRANSFORMING",
  gr="warehouse: TRANSFORM_WH",
  rq="in a snowsight worksheet how do I switch to the dbt role and warehouse so I can debug a model's SQL?",
  ro=D(r"""
Run these at the top of the worksheet:

```sql
use role transformer;
use warehouse transforming;
use database analytics_dev;
use schema dbt_jdoe;
```

Then paste the compiled SQL from `target/compiled/acme/models/...`. Snowflake resolves unquoted identifiers case-insensitively, so lower case is fine here.
"""),
  rc=[r"re:(?i)use warehouse transform_wh"],
  ra=[r"re:(?i)\btransforming\b"],
  fix=[("use warehouse transforming;", "use warehouse transform_wh;")],
  cq="how do I squash my last three commits before opening the PR?",
  co=D(r"""
Interactive rebase onto the commit before them:

```bash
git rebase -i HEAD~3
```

In the editor keep `pick` on the first line and change the other two to `squash` (or `s`), save, then edit the combined message. If the branch is already pushed, update it with:

```bash
git push --force-with-lease
```

`--force-with-lease` refuses to overwrite the remote branch if someone else pushed to it in the meantime.
"""),
  lit="TRANSFORMING")

# --- 024 ---------------------------------------------------------------------
S(id="d24-024", topic="schemas", difficulty="literal", var="code_block", ctl="lookalike",
  tq="add an optional referral_code string to the Customer avro schema",
  to=D(r"""
Add it with a default so the change stays backward compatible:

```json
{
  "type": "record",
  "name": "Customer",
  "namespace": "com.acme.crm",
  "fields": [
    {"name": "customer_id", "type": "string"},
    {"name": "email", "type": "string"},
    {"name": "created_at", "type": {"type": "long", "logicalType": "timestamp-millis"}},
    {"name": "referral_code", "type": ["string", "null"], "default": null}
  ]
}
```

Consumers still on the old schema ignore the new field, and new consumers reading old records get `null`.
"""),
  tm='With a null default the union has to start with "null", i.e. ["null", "string"]. The registry rejected it: the default must match the first branch.',
  gw='{"name": "referral_code", "type": ["string", "null"], "default": null}',
  gr='{"name": "referral_code", "type": ["null", "string"], "default": null}',
  rq="we also need an optional coupon_code on the Order record",
  ro=D(r"""
```json
{"name": "coupon_code", "type": ["string", "null"], "default": null, "doc": "Code applied at checkout, if any"}
```

Append it at the end of `fields` in `order.avsc`, then check compatibility before registering:

```bash
curl -s -X POST -H "Content-Type: application/vnd.schemaregistry.v1+json" \
  --data @<(jq -n --rawfile s order.avsc '{schema: $s}') \
  https://schema-registry.data.acme.internal:8081/compatibility/subjects/orders.v2-value/versions/latest
```
"""),
  rc=[r're:\["null",\s*"string"\],\s*"default":\s*null'],
  ra=[r're:\["string",\s*"null"\],\s*"default":\s*null'],
  fix=[('"type": ["string", "null"], "default": null', '"type": ["null", "string"], "default": null')],
  cq='Order.channel should be optional but default to "web" for old records',
  co=D(r"""
Since the default is a string, the string branch has to come first in the union:

```json
{"name": "channel", "type": ["string", "null"], "default": "web"}
```

Readers using the new schema see `"web"` for records written before the field existed, and producers can still send `null` explicitly when the channel is unknown.
"""),
  cflags=[r're:\["string",\s*"null"\],\s*"default":\s*null'],
  ctoken='["string", "null"]',
  lit='["string", "null"], "default": null')

# --- 025 ---------------------------------------------------------------------
S(id="d24-025", topic="schemas", difficulty="paraphrase", var="renamed_identifier", ctl="lookalike",
  tq="how do I fetch the latest schema for orders.v2 from the registry?",
  to=D(r"""
```bash
curl -s https://schema-registry.data.acme.internal:8081/subjects/orders.v2/versions/latest \
  | jq -r '.schema' | jq .
```

The response has `subject`, `version`, `id` and `schema` (the Avro schema as an escaped JSON string, hence the second `jq`). Use `/versions` without `latest` to list every registered version.
"""),
  tm="we use the default TopicNameStrategy, so the subject for the value schema is orders.v2-value (plain orders.v2 404s)",
  gw="subjects/orders.v2/versions/latest",
  gr="subjects/orders.v2-value/versions/latest",
  rq="what versions of the payments schema are registered?",
  ro=D(r"""
```bash
curl -s https://schema-registry.data.acme.internal:8081/subjects/payments.events.v1/versions
# [1,2,3,4]
```

To see what changed between two of them, fetch both and diff:

```bash
SR=https://schema-registry.data.acme.internal:8081
diff <(curl -s $SR/subjects/payments.events.v1/versions/3 | jq -r .schema | jq -S .) \
     <(curl -s $SR/subjects/payments.events.v1/versions/4 | jq -r .schema | jq -S .)
```
"""),
  rc=["subjects/payments.events.v1-value/versions"],
  ra=[r"re:subjects/payments\.events\.v1/"],
  fix=[("subjects/payments.events.v1/", "subjects/payments.events.v1-value/")],
  cq="how do I tail orders.v2 with the avro console consumer?",
  co=D(r"""
```bash
kafka-avro-console-consumer \
  --bootstrap-server kafka-1.data.acme.internal:9093 \
  --consumer.config client.properties \
  --topic orders.v2 \
  --property schema.registry.url=https://schema-registry.data.acme.internal:8081 \
  --property print.key=true \
  --from-beginning --max-messages 20
```

The consumer looks up the writer schema by the id embedded in each message, so you pass the topic name here, not a subject.
"""),
  cflags=[r"re:subjects/orders\.v2/"],
  ctoken="--topic orders.v2")

# --- 026 ---------------------------------------------------------------------
S(id="d24-026", topic="schemas", difficulty="literal", var="equivalent_construct", ctl="lookalike",
  tq="write this pyarrow table to the lake as parquet",
  to=D(r"""
```python
import pyarrow.parquet as pq
from pyarrow import fs

s3 = fs.S3FileSystem(region="eu-west-1")
pq.write_table(
    table,
    "acme-lake-prod/exports/partner_orders/2024-06-01.parquet",
    filesystem=s3,
    compression="snappy",
    row_group_size=128_000,
)
```

Snappy keeps writes fast; 128k-row groups give readers enough granularity to skip data using column statistics.
"""),
  tm="Our lake standard is zstd for everything new. Snappy is only still around on the legacy Hive tables.",
  gw='compression="snappy",',
  gr='compression="zstd",',
  rq="pandas version? I've got the dataframe already",
  ro=D(r"""
```python
df.to_parquet(
    "s3://acme-lake-prod/exports/partner_orders/2024-06-01.parquet",
    engine="pyarrow",
    compression="snappy",
    index=False,
    storage_options={"client_kwargs": {"region_name": "eu-west-1"}},
)
```

`index=False` keeps the pandas index out of the file; otherwise it is written as an extra column or as pandas metadata.
"""),
  rc=['compression="zstd"'],
  ra=['compression="snappy"'],
  fix=[('compression="snappy"', 'compression="zstd"')],
  cq="What does the DDL for the legacy hive clickstream table look like?",
  co=D(r"""
It's in `hive/ddl/clickstream_legacy.hql`:

```sql
CREATE EXTERNAL TABLE legacy.clickstream (
  session_id STRING,
  user_id    STRING,
  url        STRING,
  ts         BIGINT
)
PARTITIONED BY (dt STRING)
STORED AS PARQUET
LOCATION 's3a://acme-legacy-hive/clickstream/'
TBLPROPERTIES ('parquet.compression'='SNAPPY');
```

Leave the compression as it is: the old Hive 2 readers on that cluster can't decode zstd pages.
"""),
  cflags=['compression="snappy"'],
  ctoken="'parquet.compression'='SNAPPY'",
  lit='compression="snappy"')

# --- 027 ---------------------------------------------------------------------
S(id="d24-027", topic="dataframes", difficulty="paraphrase", var="renamed_identifier", ctl="lookalike",
  tq="I'm reading the partner CSV in chunks and combining them, can you clean up this loop?",
  to=D(r"""
```python
import pandas as pd

result = pd.DataFrame()
for chunk_df in pd.read_csv("partner_orders.csv", chunksize=100_000, dtype={"zip": "string"}):
    chunk_df = chunk_df[chunk_df["status"] != "test"]
    result = result.append(chunk_df, ignore_index=True)

print(len(result))
```

Filtering each chunk before combining keeps peak memory close to the size of the rows you keep.
"""),
  tm="DataFrame.append was removed in pandas 2.0 and this repo pins 2.2, so that line raises AttributeError. Collect the chunks in a list and pd.concat once at the end.",
  gw="result = result.append(chunk_df, ignore_index=True)",
  gr="result = pd.concat([result, chunk_df], ignore_index=True)",
  rq="same pattern for the returns feed, dropping rows where sku is null",
  ro=D(r"""
```python
returns_df = pd.DataFrame()
for batch in pd.read_csv("partner_returns.csv", chunksize=50_000):
    batch = batch.dropna(subset=["sku"])
    returns_df = returns_df.append(batch, ignore_index=True)

print(returns_df.shape)
```

If the file fits in memory comfortably you can drop `chunksize` and filter once; chunking only pays off for files that are several GB.
"""),
  rc=["pd.concat("],
  ra=["returns_df.append("],
  fix=[("returns_df = pd.DataFrame()\nfor batch", "batches = []\nfor batch"),
       ("    returns_df = returns_df.append(batch, ignore_index=True)",
        "    batches.append(batch)\nreturns_df = pd.concat(batches, ignore_index=True)")],
  cq="how do I combine the per-region parquet files into one frame?",
  co=D(r"""
Read them into a list and concatenate once:

```python
from pathlib import Path
import pandas as pd

frames = []
for path in sorted(Path("exports/regions").glob("*.parquet")):
    part = pd.read_parquet(path)
    part["region"] = path.stem
    frames.append(part)

combined = pd.concat(frames, ignore_index=True)
```

Appending to a Python list is cheap; the single `pd.concat` at the end avoids copying the growing frame on every iteration.
"""),
  cflags=[r"re:\.append\([^)]*ignore_index"],
  ctoken="frames.append(part)")

# --- 028 ---------------------------------------------------------------------
S(id="d24-028", topic="dataframes", difficulty="literal", var="renamed_identifier", ctl="lookalike",
  tq="revenue per country with polars",
  to=D(r"""
```python
import polars as pl

revenue = (
    pl.read_parquet("orders.parquet")
    .filter(pl.col("status") == "paid")
    .groupby("country")
    .agg(pl.col("amount").sum().alias("revenue"))
    .sort("revenue", descending=True)
)
```

`sort(..., descending=True)` puts the biggest markets first.
"""),
  tm="polars 1.x removed groupby; it's group_by since 0.19",
  gw='.groupby("country")',
  gr='.group_by("country")',
  rq="lazy version please, daily totals from the events scan",
  ro=D(r"""
```python
daily = (
    pl.scan_parquet("s3://acme-lake-prod/events/*/*.parquet")
    .with_columns(pl.col("event_ts").dt.date().alias("day"))
    .groupby("day")
    .agg(pl.len().alias("events"), pl.col("user_id").n_unique().alias("users"))
    .collect()
)
```

With `scan_parquet` the projection is pushed into the reader, so only `event_ts` and `user_id` are read from S3.
"""),
  rc=['.group_by("day")'],
  ra=[r"re:\.groupby\("],
  fix=[('.groupby("day")', '.group_by("day")')],
  cq="And the pandas equivalent for the notebook?",
  co=D(r"""
```python
import pandas as pd

orders = pd.read_parquet("orders.parquet")
revenue = (
    orders[orders["status"] == "paid"]
    .groupby("country", as_index=False)["amount"]
    .sum()
    .rename(columns={"amount": "revenue"})
    .sort_values("revenue", ascending=False)
)
```

`as_index=False` keeps `country` as a regular column, which is easier to plot.
"""),
  cflags=[r"re:\.group_by\("],
  ctoken='.groupby("country"',
  lit=".groupby(")

# --- 029 ---------------------------------------------------------------------
S(id="d24-029", topic="dataframes", difficulty="paraphrase", var="equivalent_construct", ctl="same_topic",
  tq="parse the user agent column with my parse_ua function in polars",
  to=D(r"""
```python
import polars as pl
from ua_utils import parse_ua

events = events.with_columns(
    pl.col("user_agent").apply(parse_ua, return_dtype=pl.Utf8).alias("browser")
)
```

Python UDFs run row by row outside the Rust engine, so this is the slow part of the pipeline; cache the result per distinct user agent if it shows up in profiles.
"""),
  tm="map_elements, not apply. apply was renamed ages ago and current polars doesn't have it on expressions at all.",
  gw='pl.col("user_agent").apply(parse_ua, return_dtype=pl.Utf8)',
  gr='pl.col("user_agent").map_elements(parse_ua, return_dtype=pl.Utf8)',
  rq="normalize the referrer domain with a lambda, strip www. and lowercase",
  ro=D(r"""
```python
events = events.with_columns(
    pl.col("referrer_host")
      .apply(lambda h: h.lower().removeprefix("www."), return_dtype=pl.String)
      .alias("referrer_domain")
)
```

Nulls are skipped by default, so the lambda never sees `None` and doesn't need a guard.
"""),
  rc=[r"re:\.map_elements\(|\.str\.to_lowercase\(\)"],
  ra=[r"re:\.apply\("],
  fix=[(".apply(lambda", ".map_elements(lambda")],
  cq="why is my polars pipeline slower when I use map_elements?",
  co=D(r"""
`map_elements` calls your Python function once per value while holding the GIL, so polars can't parallelize it or optimize around it. Where a native expression exists, use it:

```python
# instead of .map_elements(lambda s: s.strip().upper())
pl.col("sku").str.strip_chars().str.to_uppercase()
```

Polars emits a `PolarsInefficientMapWarning` when it recognizes a lambda it could translate into native expressions; that warning is a good hint about which UDFs to replace first.
"""))

# --- 030 ---------------------------------------------------------------------
S(id="d24-030", topic="dataframes", difficulty="paraphrase", var="equivalent_construct", ctl="lookalike",
  tq="convert event_ts in the clickstream export to a datetime column (pandas)",
  to=D(r"""
```python
import pandas as pd

df = pd.read_parquet("clickstream_export.parquet")
df["event_time"] = pd.to_datetime(df["event_ts"], unit="s", utc=True)
df = df.drop(columns=["event_ts"])
```

`utc=True` gives you a tz-aware column, which avoids silent local-time conversions when you write it back to Parquet.
"""),
  tm='event_ts in that export is epoch millis, not seconds. With unit="s" you get OutOfBoundsDatetime (or dates tens of thousands of years out).',
  gw='pd.to_datetime(df["event_ts"], unit="s", utc=True)',
  gr='pd.to_datetime(df["event_ts"], unit="ms", utc=True)',
  rq="I moved the notebook to polars, how do I do the event_ts conversion there?",
  ro=D(r"""
```python
import polars as pl

df = df.with_columns(
    pl.from_epoch("event_ts", time_unit="s").dt.replace_time_zone("UTC").alias("event_time")
).drop("event_ts")
```

`from_epoch` returns a naive datetime, so `replace_time_zone("UTC")` marks it as UTC without shifting the values.
"""),
  rc=['time_unit="ms"'],
  ra=['time_unit="s"'],
  fix=[('time_unit="s"', 'time_unit="ms"')],
  cq="the users export has created_at as a unix timestamp too, same conversion?",
  co=D(r"""
That column comes from Postgres `extract(epoch from created_at)::bigint`, so it's whole seconds:

```python
users = pd.read_parquet("users_export.parquet")
users["created_time"] = pd.to_datetime(users["created_at"], unit="s", utc=True)
```

Quick sanity check: values around `1.7e9` are seconds; if you ever see `1.7e12` the source switched to milliseconds.
"""),
  cflags=[r're:event_ts[^\n]*unit="s"'],
  ctoken='unit="s"')

# --- 031 ---------------------------------------------------------------------
S(id="d24-031", topic="warehouse", difficulty="paraphrase", var="reworded", ctl="lookalike",
  tq="BigQuery: orders from the last 7 days from analytics.fct_orders",
  to=D(r"""
```sql
SELECT
  order_id,
  customer_id,
  order_total,
  order_date
FROM `acme-analytics-prod.analytics.fct_orders`
WHERE order_date >= DATEADD(day, -7, CURRENT_DATE())
ORDER BY order_date DESC;
```

`fct_orders` is partitioned on `order_date`, so the filter prunes partitions and you're billed only for the last week's data.
"""),
  tm="BigQuery has no DATEADD, that's Snowflake. DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY).",
  gw="DATEADD(day, -7, CURRENT_DATE())",
  gr="DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)",
  rq="same table, last 30 days revenue by day",
  ro=D(r"""
Aggregate by `order_date` and keep the partition filter on the raw column so pruning still works:

```sql
SELECT order_date, SUM(order_total) AS revenue
FROM `acme-analytics-prod.analytics.fct_orders`
WHERE order_date >= DATEADD(DAY, -30, CURRENT_DATE())
GROUP BY order_date
ORDER BY order_date;
```

Wrapping `order_date` in a function in the `WHERE` clause would stop BigQuery from pruning, so compare the bare column.
"""),
  rc=[r"re:DATE_(SUB|ADD)\(CURRENT_DATE\(\), INTERVAL -?30 DAY\)"],
  ra=["DATEADD("],
  fix=[("DATEADD(DAY, -30, CURRENT_DATE())", "DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)")],
  cq="the finance team needs the same 7-day filter in Snowflake",
  co=D(r"""
```sql
SELECT order_id, customer_id, order_total, order_date
FROM finance.core.fct_orders
WHERE order_date >= DATEADD(day, -7, CURRENT_DATE())
ORDER BY order_date DESC;
```

In Snowflake `DATEADD(day, -7, ...)` and `CURRENT_DATE() - 7` are equivalent for `DATE` columns; the `DATEADD` form also works on timestamps. Their warehouse auto-suspends after 60 seconds, so the first run of the day can take a moment longer.
"""),
  cflags=["DATE_SUB(", "re:`acme-analytics-prod"],
  ctoken="DATEADD(day, -7, CURRENT_DATE())")

# --- 032 ---------------------------------------------------------------------
S(id="d24-032", topic="warehouse", difficulty="literal", var="equivalent_construct", ctl="lookalike",
  tq="SQLAlchemy URL for connecting pandas to our Redshift cluster acme-dw",
  to=D(r"""
Install `redshift_connector` and `sqlalchemy-redshift`, then:

```python
import os
import pandas as pd
from sqlalchemy import create_engine

engine = create_engine(
    "redshift+redshift_connector://etl_reader:"
    f"{os.environ['REDSHIFT_PASSWORD']}"
    "@acme-dw.c7hx3kq1z8ab.eu-west-1.redshift.amazonaws.com:5432/analytics"
)
df = pd.read_sql("select * from analytics.dim_customers limit 1000", engine)
```

Use `etl_reader` for notebooks; it only has `SELECT` on the `analytics` schema.
"""),
  tm="5439. it's redshift, not postgres",
  gw="redshift.amazonaws.com:5432/analytics",
  gr="redshift.amazonaws.com:5439/analytics",
  rq="how do I open a psql session on acme-dw to look at stl_load_errors?",
  ro=D(r"""
```bash
PGPASSWORD="$REDSHIFT_PASSWORD" psql \
  -h acme-dw.c7hx3kq1z8ab.eu-west-1.redshift.amazonaws.com \
  -p 5432 -U etl_reader -d analytics
```

Then:

```sql
select starttime, filename, line_number, colname, err_reason
from stl_load_errors
order by starttime desc
limit 20;
```
"""),
  rc=["-p 5439"],
  ra=["-p 5432"],
  fix=[("-p 5432", "-p 5439")],
  cq="and the Airflow metadata DB, how do I connect to it for debugging?",
  co=D(r"""
It's a regular Postgres on RDS, default port:

```bash
psql "postgresql://airflow_ro@airflow-meta.c7hx3kq1z8ab.eu-west-1.rds.amazonaws.com:5432/airflow?sslmode=require"
```

Use the read-only `airflow_ro` user. The scheduler takes row locks on `dag_run` and `task_instance` all the time, so avoid leaving long transactions open there.
"""),
  cflags=[r"re:redshift\.amazonaws\.com:5432", r"re:redshift[\s\S]*-p 5432"],
  ctoken="rds.amazonaws.com:5432",
  lit="5432")

# --- 033 ---------------------------------------------------------------------
S(id="d24-033", topic="warehouse", difficulty="paraphrase", var="equivalent_construct", ctl="already_correct",
  tq="COPY the parquet files under s3://acme-landing-prod/orders/2024-06-01/ into staging.orders on Redshift",
  to=D(r"""
```sql
COPY staging.orders
FROM 's3://acme-landing-prod/orders/2024-06-01/'
CREDENTIALS 'aws_access_key_id=${AWS_ACCESS_KEY_ID};aws_secret_access_key=${AWS_SECRET_ACCESS_KEY}'
FORMAT AS PARQUET;
```

Parquet COPY maps columns by position, so the table's column order has to match the file schema. Check `stl_load_errors` if it fails.
"""),
  tm="We don't pass access keys to COPY at all, the cluster has an IAM role for this: IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'. Keys in SQL end up in the query logs.",
  gw="CREDENTIALS 'aws_access_key_id=${AWS_ACCESS_KEY_ID};aws_secret_access_key=${AWS_SECRET_ACCESS_KEY}'",
  gr="IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'",
  rq="unload last month's fct_orders to s3 as parquet for the finance export",
  ro=D(r"""
```sql
UNLOAD ('select * from analytics.fct_orders where order_date >= ''2024-05-01'' and order_date < ''2024-06-01''')
TO 's3://acme-exports-prod/finance/fct_orders/2024-05/'
ACCESS_KEY_ID '${AWS_ACCESS_KEY_ID}'
SECRET_ACCESS_KEY '${AWS_SECRET_ACCESS_KEY}'
FORMAT AS PARQUET
PARTITION BY (order_date);
```

Single quotes inside the query are doubled. `PARTITION BY` writes `order_date=...` prefixes, which Athena and Spark read as partitions.
"""),
  rc=["IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'"],
  ra=["ACCESS_KEY_ID", "SECRET_ACCESS_KEY"],
  fix=[("ACCESS_KEY_ID '${AWS_ACCESS_KEY_ID}'\nSECRET_ACCESS_KEY '${AWS_SECRET_ACCESS_KEY}'",
        "IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'")],
  cq="set up spectrum so we can query the raw landing parquet without loading it",
  co=D(r"""
Create an external schema backed by the Glue catalog, using the same loader role the COPY jobs use:

```sql
CREATE EXTERNAL SCHEMA IF NOT EXISTS landing_ext
FROM DATA CATALOG
DATABASE 'landing'
IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'
CREATE EXTERNAL DATABASE IF NOT EXISTS;
```

Then register the tables with a Glue crawler over `s3://acme-landing-prod/`, or by hand with `CREATE EXTERNAL TABLE landing_ext.orders (...) STORED AS PARQUET LOCATION 's3://acme-landing-prod/orders/'`.
"""),
  cflags=[r"re:(?i)access_key_id"],
  ctoken="IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'")

# --- 034 ---------------------------------------------------------------------
S(id="d24-034", topic="warehouse", difficulty="literal", var="reordered_args", ctl="lookalike",
  tq="load s3://acme-landing-prod/shipments/2024-06-01/ (parquet) into staging.shipments",
  to=D(r"""
```sql
COPY staging.shipments
FROM 's3://acme-landing-prod/shipments/2024-06-01/'
IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'
FORMAT AS PARQUET
IGNOREHEADER 1;
```

Run it in the same transaction as the `DELETE` for that day, so a failed load doesn't leave the table half-empty.
"""),
  tm="IGNOREHEADER only applies to CSV / delimited text. Parquet has no header row and COPY rejects the option together with FORMAT AS PARQUET.",
  gw="FORMAT AS PARQUET\nIGNOREHEADER 1;",
  gr="FORMAT AS PARQUET;",
  rq="and for the returns folder, same day",
  ro=D(r"""
```sql
COPY staging.returns
FROM 's3://acme-landing-prod/returns/2024-06-01/'
IGNOREHEADER 1
IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'
FORMAT AS PARQUET;
```

If it fails, `SVL_S3LOG` and `stl_load_errors` usually name the column whose type doesn't match the table.
"""),
  rc=["FORMAT AS PARQUET"],
  ra=["IGNOREHEADER"],
  fix=[("IGNOREHEADER 1\n", "")],
  cq="the carrier still sends CSV with a header line for rates, how do I load that one?",
  co=D(r"""
```sql
COPY staging.carrier_rates
FROM 's3://acme-landing-prod/carrier_rates/2024-06-01/rates.csv'
IAM_ROLE 'arn:aws:iam::418273650912:role/redshift-s3-loader'
FORMAT AS CSV
IGNOREHEADER 1
DATEFORMAT 'YYYY-MM-DD'
TIMEFORMAT 'auto';
```

`IGNOREHEADER 1` skips the header line in each file. If the carrier ever starts gzipping the file, add `GZIP`.
"""),
  cflags=[r"re:PARQUET[\s\S]*IGNOREHEADER|IGNOREHEADER[\s\S]*PARQUET"],
  ctoken="IGNOREHEADER 1",
  lit="IGNOREHEADER 1")

# --- 035 ---------------------------------------------------------------------
S(id="d24-035", topic="team-facts", difficulty="literal", var="casing", ctl="already_correct",
  tq="Snowflake COPY INTO for the orders parquet files in the landing bucket",
  to=D(r"""
```sql
COPY INTO raw.orders
FROM @acme_stage/orders/
FILE_FORMAT = (TYPE = PARQUET)
MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE
ON_ERROR = ABORT_STATEMENT;
```

`MATCH_BY_COLUMN_NAME` lets the Parquet columns land in the table regardless of their order. Add `PATTERN = '.*2024-06-01.*[.]parquet'` to limit it to one day.
"""),
  tm="There's no acme_stage. The external stage over the landing bucket is raw.s3_landing. Thanks for the MATCH_BY_COLUMN_NAME tip though.",
  gw="@acme_stage/orders/",
  gr="@raw.s3_landing/orders/",
  rq="How do I see which clickstream files are sitting in the stage?",
  ro=D(r"""
```sql
LIST @ACME_STAGE/clickstream/ PATTERN = '.*2024-06-0[1-7].*';
```

`LIST` shows name, size, md5 and last_modified for each file. To see what has already been loaded, query the table's load history:

```sql
SELECT file_name, status, row_count, last_load_time
FROM information_schema.load_history
WHERE table_name = 'CLICKSTREAM'
ORDER BY last_load_time DESC;
```
"""),
  rc=[r"re:(?i)@raw\.s3_landing/clickstream/"],
  ra=[r"re:(?i)@acme_stage"],
  fix=[("@ACME_STAGE/clickstream/", "@RAW.S3_LANDING/clickstream/")],
  cq="Set up Snowpipe so orders load automatically when files land",
  co=D(r"""
```sql
CREATE OR REPLACE PIPE raw.orders_pipe
  AUTO_INGEST = TRUE
AS
COPY INTO raw.orders
FROM @raw.s3_landing/orders/
FILE_FORMAT = (TYPE = PARQUET)
MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE;
```

After creating it, run `DESC PIPE raw.orders_pipe` and put the `notification_channel` ARN into the S3 event notification on `acme-landing-prod` (prefix `orders/`, suffix `.parquet`).
"""),
  ctoken="@raw.s3_landing/orders/",
  lit="@acme_stage")

# --- 036 ---------------------------------------------------------------------
S(id="d24-036", topic="team-facts", difficulty="literal", var="equivalent_construct", ctl="lookalike",
  tq="bq command to load yesterday's pageviews parquet from GCS into events.pageviews",
  to=D(r"""
```bash
bq load \
  --source_format=PARQUET \
  --time_partitioning_field=view_date \
  acme-prod:events.pageviews \
  "gs://acme-events-prod/pageviews/dt=2024-06-01/*.parquet"
```

Parquet carries its own schema, so no schema argument is needed; new nullable columns are only added if you also pass `--schema_update_option=ALLOW_FIELD_ADDITION`.
"""),
  tm="datasets live in acme-analytics-prod; acme-prod is the application project and has no events dataset",
  gw="acme-prod:events.pageviews",
  gr="acme-analytics-prod:events.pageviews",
  rq="query to count sessions per device yesterday",
  ro=D(r"""
```sql
SELECT device_type, COUNT(*) AS sessions
FROM `acme-prod.events.sessions`
WHERE session_date = DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)
GROUP BY device_type
ORDER BY sessions DESC;
```

Filtering on `session_date` (the partition column) keeps the scan to a single day.
"""),
  rc=["acme-analytics-prod.events.sessions"],
  ra=[r"re:acme-prod[.:]events"],
  fix=[("`acme-prod.events.sessions`", "`acme-analytics-prod.events.sessions`")],
  cq="how do I get kubectl access to the app cluster?",
  co=D(r"""
```bash
gcloud container clusters get-credentials app-gke-eu \
  --region europe-west1 --project acme-prod
kubectl config current-context
# gke_acme-prod_europe-west1_app-gke-eu
```

You need `roles/container.developer` on `acme-prod`; ask in #platform if `get-credentials` returns a 403.
"""),
  cflags=[r"re:acme-prod[.:]events"],
  ctoken="--project acme-prod",
  lit="acme-prod")

# --- 037 ---------------------------------------------------------------------
S(id="d24-037", topic="team-facts", difficulty="paraphrase", var="equivalent_construct", ctl="already_correct",
  tq="default_args for the new orders_reconciliation DAG",
  to=D(r"""
```python
from datetime import timedelta

default_args = {
    "owner": "airflow",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
    "retry_exponential_backoff": True,
    "email_on_failure": False,
    "execution_timeout": timedelta(hours=1),
}
```

`execution_timeout` applies per task try, so a hung query is killed after an hour and the retry gets a fresh start.
"""),
  tm="please set owner to data-platform. the on-call routing and the DAG ownership report both key off that field, and 'airflow' shows up as unowned.",
  gw='"owner": "airflow",',
  gr='"owner": "data-platform",',
  rq="write the DAG file for inventory_snapshot with sane defaults",
  ro=D(r"""
```python
import pendulum
from datetime import timedelta
from airflow import DAG

with DAG(
    dag_id="inventory_snapshot",
    start_date=pendulum.datetime(2024, 6, 1, tz="UTC"),
    schedule="0 1 * * *",
    catchup=False,
    default_args=dict(owner="airflow", retries=2, retry_delay=timedelta(minutes=10)),
) as dag:
    ...
```

01:00 UTC gives the warehouse stock tables time to settle after the midnight close.
"""),
  rc=[r"""re:owner\s*=\s*["']data-platform["']"""],
  ra=['owner="airflow"'],
  fix=[('owner="airflow"', 'owner="data-platform"')],
  cq="what do the default_args look like for the dbt_nightly DAG?",
  co=D(r"""
From `dags/dbt_nightly.py`:

```python
default_args = {
    "owner": "data-platform",
    "retries": 1,
    "retry_delay": timedelta(minutes=15),
    "execution_timeout": timedelta(hours=3),
}
```

A single retry is deliberate: a second full `dbt build` after a real failure would just burn warehouse credits, so it fails fast and pages instead.
"""),
  cflags=[r"""re:["']?owner["']?\s*[:=]\s*["']airflow["']"""],
  ctoken='"owner": "data-platform"')

# --- 038 ---------------------------------------------------------------------
S(id="d24-038", topic="team-facts", difficulty="literal", var="reworded", ctl="lookalike",
  tq="Airflow failure alerts to Slack for the ingest DAGs?",
  to=D(r"""
Use a shared notifier and attach it through `default_args`:

```python
from airflow.providers.slack.notifications.slack import send_slack_notification

notify_failure = send_slack_notification(
    slack_conn_id="slack_api_default",
    channel="#data-alerts",
    text=":red_circle: {{ dag.dag_id }}.{{ ti.task_id }} failed for {{ ds }} (<{{ ti.log_url }}|log>)",
)

default_args = {"on_failure_callback": notify_failure}
```

The notifier renders Jinja, so the DAG id, task id and log link are filled in per failure.
"""),
  tm="Pipeline alerts go to #de-alerts. #data-alerts belongs to the analysts and they'd rather not see our failures.",
  gw='channel="#data-alerts",',
  gr='channel="#de-alerts",',
  rq="can we also ping slack when an SLA is missed on the ingest DAGs?",
  ro=D(r"""
Yes, with an `sla_miss_callback` on the DAG:

```python
from airflow.providers.slack.hooks.slack import SlackHook

def sla_miss_to_slack(dag, task_list, blocking_task_list, slas, blocking_tis):
    SlackHook(slack_conn_id="slack_api_default").client.chat_postMessage(
        channel="#data-alerts",
        text=f":hourglass: SLA missed in {dag.dag_id}: {task_list}",
    )
```

Pass it as `sla_miss_callback=sla_miss_to_slack` when creating the DAG.
"""),
  rc=["#de-alerts"],
  ra=["#data-alerts"],
  fix=[('channel="#data-alerts"', 'channel="#de-alerts"')],
  cq="the analysts want a Slack message when the daily revenue dashboard drops more than 20% day over day. can Metabase do that?",
  co=D(r"""
Yes, with a question alert. Build a question that returns the day-over-day change in percent, then:

1. Open the question, click the bell icon and choose "Get alerts".
2. Condition: "When results go above or below a goal line", with the goal at `-20`.
3. Destination: Slack, channel `#data-alerts` (the analysts' channel; the Metabase Slack app is already in it).

Metabase checks hourly by default; switch it to daily at 09:00 so it fires once, after the morning refresh.
"""),
  cflags=[r"re:(?i)(airflow|on_failure|sla_miss|SlackHook)[\s\S]*#data-alerts"],
  ctoken="#data-alerts",
  lit="#data-alerts")

# --- 039 ---------------------------------------------------------------------
S(id="d24-039", topic="team-facts", difficulty="semantic", var="prose_claim", ctl="lookalike",
  tq="When should the revenue_rollup DAG wait for nightly_orders_load? I want it to start right after.",
  to=D(r"""
`nightly_orders_load` starts at 02:00 UTC and usually finishes in about 40 minutes, so schedule `revenue_rollup` at the same time and let an `ExternalTaskSensor` wait for it:

```python
wait_for_orders = ExternalTaskSensor(
    task_id="wait_for_nightly_orders_load",
    external_dag_id="nightly_orders_load",
    external_task_id=None,
    mode="reschedule",
    poke_interval=300,
    timeout=3 * 3600,
)
```

With the same schedule, the sensor matches the run with the same logical date without needing `execution_delta`.
"""),
  tm="nightly_orders_load runs at 03:00 UTC, we moved it an hour later in March so it starts after the replica snapshot. 02:00 is the old time.",
  gw="`nightly_orders_load` starts at 02:00 UTC",
  gr="`nightly_orders_load` starts at 03:00 UTC",
  rq="roughly when will the orders data be in the warehouse each morning? finance is asking",
  ro=D(r"""
The load DAG, `nightly_orders_load`, kicks off at 02:00 UTC and typically takes 35 to 45 minutes, so the orders tables are complete by about 02:45 UTC (04:45 in Berlin during summer time).

If it fails, the retries can add up to another hour in the worst case, so a safe promise to finance is "by 04:00 UTC". The DAG's SLA alert fires in #de-alerts if it hasn't finished by then.

To check the real finish times over the last month, ask the Airflow metadata DB:

```sql
select logical_date::date, end_date
from dag_run
where dag_id = 'nightly_orders_load' and state = 'success'
order by logical_date desc
limit 30;
```
"""),
  rc=["03:00 UTC"],
  ra=[r"re:(?i)(kicks off|starts|runs) at 02:00"],
  fix=[("kicks off at 02:00 UTC and typically takes 35 to 45 minutes, so the orders tables are complete by about 02:45 UTC (04:45 in Berlin during summer time).",
        "kicks off at 03:00 UTC and typically takes 35 to 45 minutes, so the orders tables are complete by about 03:45 UTC (05:45 in Berlin during summer time)."),
       ('"by 04:00 UTC"', '"by 05:00 UTC"')],
  cq="what runs at 02:00 UTC on the data platform? the orders replica looks busy then",
  co=D(r"""
Two things overlap at 02:00 UTC:

- `clickstream_compaction` (Airflow, `schedule="0 2 * * *"`) rewrites the previous day's small files under `clickstream/` in the lake into 512 MB Parquet files. It doesn't touch Postgres.
- The RDS snapshot of the orders replica starts at 02:00 and usually takes 30 to 50 minutes; that's the load you're seeing.

`nightly_orders_load` waits for the snapshot window and starts at 03:00 UTC, so it isn't involved.
"""),
  cflags=[r"re:(?i)nightly_orders_load[^\n]*(kicks off|starts|runs) at 02:00"],
  ctoken="02:00 UTC")

# --- 040 ---------------------------------------------------------------------
S(id="d24-040", topic="kafka", difficulty="semantic", var="equivalent_construct", ctl="unrelated",
  tq="Is acks=1 with min.insync.replicas=2 enough so we never lose a payment event?",
  to=D(r"""
Yes, that combination is durable. With `min.insync.replicas=2` the broker won't accept a write unless two replicas have it, and `acks=1` confirms as soon as the leader has written it:

```properties
acks=1
enable.idempotence=false
retries=2147483647
delivery.timeout.ms=120000
```

So once the producer gets the acknowledgement, the event is on at least two brokers.
"""),
  tm="That's wrong, min.insync.replicas is only checked when the producer uses acks=all. With acks=1 the leader acks alone, and a leader crash before replication loses the write.",
  gw="Yes, that combination is durable.",
  gr="No: min.insync.replicas is only enforced for acks=all, so use acks=all (the idempotent default) to get that guarantee.",
  rq="java producer config for the refunds service, it must not drop events",
  ro=D(r"""
```java
Properties props = new Properties();
props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1.data.acme.internal:9093");
props.put(ProducerConfig.ACKS_CONFIG, "1"); // durable: topic has min.insync.replicas=2
props.put(ProducerConfig.RETRIES_CONFIG, Integer.MAX_VALUE);
props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, KafkaAvroSerializer.class);
props.put("schema.registry.url", "https://schema-registry.data.acme.internal:8081");
```

`min.insync.replicas=2` on `refunds.v1` is what makes the leader-only ack safe here.
"""),
  rc=[r're:ACKS_CONFIG,\s*"(all|-1)"'],
  ra=[r're:ACKS_CONFIG,\s*"1"', r"re:(?i)leader-only ack (is )?safe"],
  fix=[('props.put(ProducerConfig.ACKS_CONFIG, "1"); // durable: topic has min.insync.replicas=2',
        'props.put(ProducerConfig.ACKS_CONFIG, "all"); // needed for min.insync.replicas=2 to apply'),
       ("`min.insync.replicas=2` on `refunds.v1` is what makes the leader-only ack safe here.",
        "`min.insync.replicas=2` on `refunds.v1` only takes effect with `acks=all`; with a leader-only ack, a leader failure can still lose events.")],
  cq="Our Grafana disk-usage panel shows gaps every night around 01:00. Any idea?",
  co=D(r"""
Gaps at the same time every night usually mean the scrape target was unreachable, not that the metric was zero. Check Prometheus itself first:

```promql
up{job="node-exporter", instance=~"dw-.*"} == 0
```

If `up` drops to 0 around 01:00, look at what restarts then: the node-exporter DaemonSet has a nightly image refresh, and with a 60s scrape interval a two-minute restart shows up as a gap. Setting the panel's "Connect null values" to "Threshold" with 5m hides short gaps without masking real outages.
"""))

# --- 041 ---------------------------------------------------------------------
S(id="d24-041", topic="spark", difficulty="literal", var="other", ctl="unrelated",
  tq="how do I make sure my PySpark job does all timestamp handling in UTC regardless of the cluster?",
  to=D(r"""
Set the session time zone when you build the session:

```python
spark = (
    SparkSession.builder
    .appName("orders_daily")
    .config("spark.sql.session.timezone", "UTC")
    .getOrCreate()
)
```

That affects `current_timestamp()`, `date_format`, string-to-timestamp casts and how `TimestampType` values are displayed. It doesn't change the JVM default zone, so also pass `-Duser.timezone=UTC` in `spark.driver.extraJavaOptions` and `spark.executor.extraJavaOptions` if you have Java or Scala UDFs that call `LocalDateTime.now()`.
"""),
  tm="the key is spark.sql.session.timeZone (capital Z). the lowercase one is just an unknown conf and gets silently ignored, bit us in prod",
  gw='.config("spark.sql.session.timezone", "UTC")',
  gr='.config("spark.sql.session.timeZone", "UTC")',
  rq="and as a spark-submit flag?",
  ro=D(r"""
```bash
spark-submit \
  --master k8s://https://k8s-api.data.acme.internal:6443 \
  --deploy-mode cluster \
  --conf spark.sql.session.timezone=UTC \
  --conf spark.driver.extraJavaOptions=-Duser.timezone=UTC \
  --conf spark.executor.extraJavaOptions=-Duser.timezone=UTC \
  local:///opt/app/jobs/orders_daily.py
```

Values passed with `--conf` override `spark-defaults.conf`, but anything set on the builder in code wins over both.
"""),
  rc=["spark.sql.session.timeZone=UTC"],
  ra=["spark.sql.session.timezone"],
  fix=[("spark.sql.session.timezone=UTC", "spark.sql.session.timeZone=UTC")],
  cq="regex to enforce our ticket ids like DATA-1234 at the start of commit messages?",
  co=D(r"""
A commit-msg hook can check the first line:

```bash
#!/usr/bin/env bash
# .githooks/commit-msg
if ! head -n1 "$1" | grep -Eq '^(DATA|PLAT)-[0-9]+: .+'; then
  echo "commit message must start with a ticket id, e.g. 'DATA-1234: fix dedupe'" >&2
  exit 1
fi
```

`grep -E` uses POSIX extended regex, so `[0-9]+` works but `\d` doesn't. Commit the hook under `.githooks/` and have everyone run `git config core.hooksPath .githooks` once.
"""),
  lit="spark.sql.session.timezone")

# --- 042 ---------------------------------------------------------------------
S(id="d24-042", topic="airflow", difficulty="paraphrase", var="casing", ctl="lookalike",
  tq="Where do I point Airflow at the new metadata Postgres?",
  to=D(r"""
In `airflow.cfg`:

```ini
[core]
sql_alchemy_conn = postgresql+psycopg2://airflow:<password>@airflow-meta.c7hx3kq1z8ab.eu-west-1.rds.amazonaws.com:5432/airflow
```

Restart the scheduler, webserver and triggerer afterwards, and run `airflow db check` to confirm the connection works.
"""),
  tm="sql_alchemy_conn moved from [core] to [database] in 2.3. [core] still works but logs a deprecation warning on every start, and we keep our configs warning-free.",
  gw="[core]\nsql_alchemy_conn",
  gr="[database]\nsql_alchemy_conn",
  rq="in the helm values we set config through env vars. what's the variable name for that?",
  ro=D(r"""
Airflow maps `AIRFLOW__<SECTION>__<KEY>` environment variables onto config options, so in the chart values:

```yaml
env:
  - name: AIRFLOW__CORE__SQL_ALCHEMY_CONN
    valueFrom:
      secretKeyRef:
        name: airflow-metadata
        key: connection
  - name: AIRFLOW__CORE__EXECUTOR
    value: KubernetesExecutor
```

Environment variables take precedence over `airflow.cfg`, so you can leave the file untouched.
"""),
  rc=["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN", "AIRFLOW__CORE__EXECUTOR"],
  ra=["AIRFLOW__CORE__SQL_ALCHEMY_CONN"],
  fix=[("AIRFLOW__CORE__SQL_ALCHEMY_CONN", "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN")],
  cq="how do I bump parallelism and turn off the example DAGs through env vars?",
  co=D(r"""
Both live in the `[core]` section:

```yaml
env:
  - name: AIRFLOW__CORE__PARALLELISM
    value: "64"
  - name: AIRFLOW__CORE__LOAD_EXAMPLES
    value: "False"
  - name: AIRFLOW__CORE__MAX_ACTIVE_TASKS_PER_DAG
    value: "16"
```

`parallelism` caps running task instances across the whole installation; `max_active_tasks_per_dag` caps them per DAG. With the KubernetesExecutor each running task is a pod, so check the namespace quota before raising them.
"""),
  cflags=["AIRFLOW__CORE__SQL_ALCHEMY_CONN", r"re:\[core\]\s*\n\s*sql_alchemy_conn"],
  ctoken="AIRFLOW__CORE__PARALLELISM")

# --- 043 ---------------------------------------------------------------------
S(id="d24-043", topic="team-facts", difficulty="paraphrase", var="other", ctl="already_correct",
  tq="spark-submit to our k8s cluster for the orders_daily job",
  to=D(r"""
```bash
spark-submit \
  --master k8s://https://k8s-api.data.acme.internal:6443 \
  --deploy-mode cluster \
  --name orders-daily \
  --conf spark.kubernetes.namespace=spark-jobs \
  --conf spark.kubernetes.container.image=apache/spark:3.5.1 \
  --conf spark.kubernetes.authenticate.driver.serviceAccountName=spark \
  --conf spark.executor.instances=6 \
  --conf spark.executor.memory=8g \
  local:///opt/app/jobs/orders_daily.py
```

`local://` means the script is already inside the image. To submit a file from your laptop instead, set `spark.kubernetes.file.upload.path` to an `s3a://` prefix and pass the local path.
"""),
  tm="the cluster can't pull from Docker Hub, and the stock image has neither our jobs nor hadoop-aws anyway. Use registry.acme.internal/data/spark:3.5.1-py311.",
  gw="spark.kubernetes.container.image=apache/spark:3.5.1",
  gr="spark.kubernetes.container.image=registry.acme.internal/data/spark:3.5.1-py311",
  rq="turn that into a SparkApplication manifest for the spark operator",
  ro=D(r"""
```yaml
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: orders-daily
  namespace: spark-jobs
spec:
  type: Python
  pythonVersion: "3"
  mode: cluster
  image: apache/spark-py:v3.4.0
  mainApplicationFile: local:///opt/app/jobs/orders_daily.py
  sparkVersion: "3.5.1"
  driver:
    serviceAccount: spark
    cores: 1
    memory: 2g
  executor:
    instances: 6
    memory: 8g
```
"""),
  rc=[r're:image: "?registry\.acme\.internal/data/spark:3\.5\.1-py311'],
  ra=[r're:image: "?apache/'],
  fix=[("image: apache/spark-py:v3.4.0", "image: registry.acme.internal/data/spark:3.5.1-py311")],
  cq="which image does the nightly sessionizer use?",
  co=D(r"""
It's pinned in `deploy/sessionizer/values.yaml`:

```yaml
spark:
  image: registry.acme.internal/data/spark:3.5.1-py311
  imagePullPolicy: IfNotPresent
  executor:
    instances: 4
    memory: 6g
```

The image is built from `docker/spark/Dockerfile` on top of the official Spark 3.5.1 image, with Python 3.11, `hadoop-aws` and our `acme_jobs` package added.
"""),
  ctoken="registry.acme.internal/data/spark:3.5.1-py311")

# --- 044 ---------------------------------------------------------------------
S(id="d24-044", topic="kafka", difficulty="literal", var="reordered_args", ctl="lookalike",
  tq="How do I check the status of the s3-sink-orders connector?",
  to=D(r"""
Kafka Connect's REST API has a status endpoint per connector:

```bash
curl -s http://connect.data.acme.internal:8082/connectors/s3-sink-orders/status | jq
```

`connector.state` should be `RUNNING`, and so should every entry in `tasks`. A `FAILED` task includes the stack trace in `trace`; restart it with `POST /connectors/s3-sink-orders/tasks/<id>/restart`.
"""),
  tm="Thanks, the jq bit is handy. Port's wrong though: Connect's REST API is on 8083, 8082 is the REST Proxy.",
  gw="http://connect.data.acme.internal:8082",
  gr="http://connect.data.acme.internal:8083",
  rq="update the flush.size on that connector to 50000",
  ro=D(r"""
`PUT /config` replaces the whole config, so fetch it, change the field and send it back:

```bash
curl -s http://connect.data.acme.internal:8082/connectors/s3-sink-orders/config \
  | jq '."flush.size" = "50000"' \
  | curl -s -X PUT -H "Content-Type: application/json" --data @- \
      http://connect.data.acme.internal:8082/connectors/s3-sink-orders/config
```

The connector restarts its tasks with the new setting; files that are already open are committed with the old size first.
"""),
  rc=["connect.data.acme.internal:8083/connectors/s3-sink-orders/config"],
  ra=["connect.data.acme.internal:8082"],
  fix=[("connect.data.acme.internal:8082", "connect.data.acme.internal:8083")],
  cq="the partner team wants to produce test events over HTTP, what's the endpoint?",
  co=D(r"""
They can use the Confluent REST Proxy:

```bash
curl -s -X POST http://rest-proxy.data.acme.internal:8082/topics/partner.test.v1 \
  -H "Content-Type: application/vnd.kafka.json.v2+json" \
  --data '{"records": [{"key": "p-123", "value": {"event": "ping"}}]}'
```

The response lists the partition and offset of each record. Their API key is only allowed to write to `partner.test.*` topics.
"""),
  cflags=["connect.data.acme.internal:8082"],
  ctoken="rest-proxy.data.acme.internal:8082",
  lit="connect.data.acme.internal:8082")

# --- 045 ---------------------------------------------------------------------
S(id="d24-045", topic="flink", difficulty="paraphrase", var="renamed_identifier", ctl="same_topic",
  tq="Java Flink 1.18 job reading orders.v2 as strings",
  to=D(r"""
```java
Properties props = new Properties();
props.setProperty("bootstrap.servers", "kafka-1.data.acme.internal:9093");
props.setProperty("group.id", "flink-orders-reader");
props.setProperty("security.protocol", "SSL");

FlinkKafkaConsumer<String> consumer =
    new FlinkKafkaConsumer<>("orders.v2", new SimpleStringSchema(), props);
consumer.setStartFromGroupOffsets();

DataStream<String> orders = env.addSource(consumer);
```

Add `flink-connector-kafka` to the job's dependencies; it isn't part of the Flink distribution.
"""),
  tm="FlinkKafkaConsumer/Producer are deprecated and our platform lint blocks them. We use KafkaSource and KafkaSink with env.fromSource / sinkTo.",
  gw='new FlinkKafkaConsumer<>("orders.v2", new SimpleStringSchema(), props)',
  gr='KafkaSource.<String>builder().setTopics("orders.v2").setValueOnlyDeserializer(new SimpleStringSchema()).setProperties(props).build()',
  rq="and write the enriched stream to orders.enriched.v1",
  ro=D(r"""
```java
Properties producerProps = new Properties();
producerProps.setProperty("bootstrap.servers", "kafka-1.data.acme.internal:9093");
producerProps.setProperty("security.protocol", "SSL");

FlinkKafkaProducer<String> producer = new FlinkKafkaProducer<>(
    "orders.enriched.v1",
    new SimpleStringSchema(),
    producerProps);

enriched.addSink(producer).name("orders-enriched-sink");
```

This gives at-least-once delivery; exactly-once needs the transactional mode and a `transaction.timeout.ms` below the broker's `transaction.max.timeout.ms`.
"""),
  rc=["KafkaSink"],
  ra=["FlinkKafkaProducer"],
  fixed=D(r"""
```java
Properties producerProps = new Properties();
producerProps.setProperty("security.protocol", "SSL");

KafkaSink<String> sink = KafkaSink.<String>builder()
    .setBootstrapServers("kafka-1.data.acme.internal:9093")
    .setKafkaProducerConfig(producerProps)
    .setRecordSerializer(KafkaRecordSerializationSchema.builder()
        .setTopic("orders.enriched.v1")
        .setValueSerializationSchema(new SimpleStringSchema())
        .build())
    .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
    .build();

enriched.sinkTo(sink).name("orders-enriched-sink");
```

This gives at-least-once delivery; exactly-once needs `DeliveryGuarantee.EXACTLY_ONCE`, a transactional id prefix and a `transaction.timeout.ms` below the broker's `transaction.max.timeout.ms`.
"""),
  cq="How do I assign event-time watermarks to the orders stream?",
  co=D(r"""
Pass a `WatermarkStrategy` when you create the stream from the source:

```java
WatermarkStrategy<Order> wm = WatermarkStrategy
    .<Order>forBoundedOutOfOrderness(Duration.ofSeconds(20))
    .withTimestampAssigner((order, ts) -> order.getCreatedAtMillis())
    .withIdleness(Duration.ofMinutes(1));

DataStream<Order> orders = env.fromSource(ordersSource, wm, "orders-v2");
```

`withIdleness` stops a quiet partition from holding back the watermark for the whole job; without it one idle partition stalls every window downstream.
"""),
  cflags=["FlinkKafkaProducer", "FlinkKafkaConsumer"])

# --- 046 ---------------------------------------------------------------------
S(id="d24-046", topic="spark", difficulty="paraphrase", var="reordered_args", ctl="lookalike",
  tq="read clickstream.raw as a stream in PySpark",
  to=D(r"""
```python
raw = (
    spark.readStream
    .format("kafka")
    .option("bootstrap.servers", "kafka-1.data.acme.internal:9093")
    .option("kafka.security.protocol", "SSL")
    .option("subscribe", "clickstream.raw")
    .option("startingOffsets", "latest")
    .load()
)
events = raw.selectExpr("CAST(key AS STRING) AS session_id", "CAST(value AS STRING) AS json")
```

You need the `spark-sql-kafka-0-10_2.12:3.5.1` package on the classpath for the `kafka` format.
"""),
  tm="Spark's kafka source only passes through options with the kafka. prefix, so it has to be kafka.bootstrap.servers. As written it fails with 'Option kafka.bootstrap.servers must be specified'.",
  gw='.option("bootstrap.servers", "kafka-1.data.acme.internal:9093")',
  gr='.option("kafka.bootstrap.servers", "kafka-1.data.acme.internal:9093")',
  rq="now the sink: write the parsed events to clickstream.parsed.v1",
  ro=D(r"""
```python
query = (
    parsed.selectExpr("session_id AS key", "to_json(struct(*)) AS value")
    .writeStream
    .format("kafka")
    .option("topic", "clickstream.parsed.v1")
    .option("kafka.bootstrap.servers", "kafka-1.data.acme.internal:9093")
    .option("security.protocol", "SSL")
    .option("ssl.truststore.location", "/etc/kafka/certs/truststore.jks")
    .option("checkpointLocation", "s3a://acme-lake-prod/_checkpoints/clickstream_parsed/")
    .start()
)
```

The checkpoint stores the source offsets and the sink's progress, so keep the path stable across deploys.
"""),
  rc=['.option("kafka.security.protocol", "SSL")', '.option("kafka.ssl.truststore.location"'],
  ra=['.option("security.protocol"', '.option("ssl.truststore.location"'],
  fix=[('.option("security.protocol", "SSL")', '.option("kafka.security.protocol", "SSL")'),
       ('.option("ssl.truststore.location"', '.option("kafka.ssl.truststore.location"')],
  cq="what config does the Python sidecar use for the same topic?",
  co=D(r"""
It's plain confluent-kafka, so librdkafka names without any prefix:

```python
consumer = Consumer({
    "bootstrap.servers": "kafka-1.data.acme.internal:9093",
    "security.protocol": "SSL",
    "ssl.ca.location": "/etc/kafka/certs/ca.pem",
    "group.id": "clickstream-sidecar",
    "auto.offset.reset": "latest",
})
consumer.subscribe(["clickstream.raw"])
```

The `kafka.` prefix is only Spark's convention for handing options through to the consumer it creates.
"""),
  cflags=['.option("security.protocol"', '.option("bootstrap.servers"'],
  ctoken='"security.protocol": "SSL"')

# --- 047 ---------------------------------------------------------------------
S(id="d24-047", topic="airflow", difficulty="paraphrase", var="equivalent_construct", ctl="unrelated",
  tq="DAG for hourly_inventory_sync, start it from now",
  to=D(r"""
```python
from datetime import datetime, timedelta
from airflow import DAG

with DAG(
    dag_id="hourly_inventory_sync",
    start_date=datetime.now() - timedelta(hours=1),
    schedule="@hourly",
    catchup=False,
) as dag:
    ...
```

Starting one hour back means the first interval is already complete when you unpause, so the first run is created right away.
"""),
  tm="please don't use a dynamic start_date. It changes on every DAG parse, so the scheduler keeps seeing a new start and runs get skipped. Fixed date, pendulum with tz=UTC.",
  gw="start_date=datetime.now() - timedelta(hours=1),",
  gr='start_date=pendulum.datetime(2024, 6, 1, tz="UTC"),',
  rq="same for the daily supplier_prices DAG",
  ro=D(r"""
```python
from datetime import datetime, timedelta
from airflow import DAG

default_args = {
    "owner": "data-platform",
    "start_date": datetime.today() - timedelta(days=1),
    "retries": 2,
}

with DAG(
    dag_id="supplier_prices",
    default_args=default_args,
    schedule="0 6 * * *",
    catchup=False,
) as dag:
    ...
```

Putting `start_date` in `default_args` applies it to every task, which is the older style but still supported.
"""),
  rc=[r"re:pendulum\.datetime\(20\d\d|datetime\(20\d\d,"],
  ra=[r"re:datetime\.(now|today|utcnow)\(\)"],
  fix=[("from datetime import datetime, timedelta\n", "import pendulum\nfrom datetime import timedelta\n"),
       ('"start_date": datetime.today() - timedelta(days=1),', '"start_date": pendulum.datetime(2024, 6, 1, tz="UTC"),')],
  cq="how do I find which process is holding port 8080 on my mac?",
  co=D(r"""
```bash
lsof -nP -iTCP:8080 -sTCP:LISTEN
```

The `PID` column is the owner; `-n` and `-P` skip DNS and port-name lookups, so it returns instantly. Stop it with `kill <PID>` (or `kill -9 <PID>` if it ignores SIGTERM).

If it turns out to be a Docker container publishing the port, `docker ps --filter publish=8080` shows which one, and `docker stop <name>` is cleaner than killing the proxy process.
"""))

# --- 048 ---------------------------------------------------------------------
S(id="d24-048", topic="dbt", difficulty="paraphrase", var="renamed_identifier", ctl="already_correct",
  tq="incremental filter for fct_orders on updated_at",
  to=D(r"""
```sql
{{ config(materialized='incremental', unique_key='order_id', incremental_strategy='merge') }}

select *
from {{ ref('stg_orders') }}
{% if is_incremental() %}
where updated_at > (select max(updated_at) from {{ ref('fct_orders') }})
{% endif %}
```

`merge` updates orders whose status changed since the last run instead of inserting them again.
"""),
  tm="A model can't ref itself, dbt throws a cycle error. Inside the model it's {{ this }}.",
  gw="from {{ ref('fct_orders') }})",
  gr="from {{ this }})",
  rq="and fct_sessions, incremental on session_end",
  ro=D(r"""
```sql
{{ config(materialized='incremental', unique_key='session_id') }}

select
    session_id,
    user_id,
    session_start,
    session_end,
    page_views
from {{ ref('int_sessions') }}
{% if is_incremental() %}
where session_end > (select max(session_end) from {{ ref('fct_sessions') }})
{% endif %}
```
"""),
  rc=["{{ this }}"],
  ra=["ref('fct_sessions')"],
  fix=[("{{ ref('fct_sessions') }}", "{{ this }}")],
  cq="how does fct_payments handle late-arriving rows?",
  co=D(r"""
It reprocesses a two-day window on every run:

```sql
{% if is_incremental() %}
where paid_at >= (select dateadd('day', -2, max(paid_at)) from {{ this }})
{% endif %}
```

Rows from those two days that already exist are merged on `payment_id`, so nothing is duplicated; anything arriving more than two days late needs a `--full-refresh` or a targeted backfill.
"""),
  cflags=["ref('fct_payments')"],
  ctoken="from {{ this }})")

# --- 049 ---------------------------------------------------------------------
S(id="d24-049", topic="dbt", difficulty="paraphrase", var="other", ctl="same_topic",
  tq="source freshness for shop_raw.orders: warn after 6 hours, error after 12",
  to=D(r"""
```yaml
sources:
  - name: shop_raw
    database: raw
    schema: shop
    loaded_at_field: _fivetran_synced
    tables:
      - name: orders
        freshness:
          warn_after: {count: 6, period: hours}
          error_after: {count: 12, period: hours}
```

Run it with `dbt source freshness --select source:shop_raw.orders`; the results go to `target/sources.json`.
"""),
  tm="period is singular (minute/hour/day), 'hours' fails the source schema valdiation",
  gw="warn_after: {count: 6, period: hours}\n          error_after: {count: 12, period: hours}",
  gr="warn_after: {count: 6, period: hour}\n          error_after: {count: 12, period: hour}",
  rq="the customers table only syncs daily, give it warn 1 day error 2 days",
  ro=D(r"""
```yaml
      - name: customers
        freshness:
          warn_after: {count: 1, period: days}
          error_after: {count: 2, period: days}
```

Table-level `freshness` overrides the source-level block, so the other tables keep their hourly thresholds.
"""),
  rc=["period: day}"],
  ra=["period: days"],
  fix=[("period: days", "period: day")],
  cq="can I skip freshness checks for the static country_codes table?",
  co=D(r"""
Yes. Set `freshness: null` on that table to opt it out of the source-level default:

```yaml
      - name: country_codes
        freshness: null
```

The table is still available as `{{ source('shop_raw', 'country_codes') }}` and its tests still run; only `dbt source freshness` skips it. The explicit `null` also makes the intent obvious to whoever reads the YAML later.
"""),
  cflags=[r"re:period: (hours|days|minutes)\b"])

# --- 050 ---------------------------------------------------------------------
S(id="d24-050", topic="dataframes", difficulty="literal", var="reordered_args", ctl="lookalike",
  tq="write the daily summary dataframe to the reporting Postgres, replacing the table",
  to=D(r"""
```python
import os
from sqlalchemy import create_engine

engine = create_engine(os.environ["REPORTING_PG_URL"])
summary.to_sql(
    "daily_summary",
    engine,
    schema="reporting",
    if_exists="overwrite",
    index=False,
    method="multi",
    chunksize=5_000,
)
```

`method="multi"` sends several rows per INSERT, which is a lot faster than the default one-row-per-statement over a network connection.
"""),
  tm='pandas doesn\'t know "overwrite"; if_exists is fail / replace / append, so that raises ValueError. replace is what you want.',
  gw='if_exists="overwrite",',
  gr='if_exists="replace",',
  rq="same for weekly_summary but in the staging schema",
  ro=D(r"""
```python
weekly.to_sql(
    "weekly_summary",
    engine,
    if_exists="overwrite",
    schema="staging",
    chunksize=5_000,
    method="multi",
    index=False,
)
```

Dropping and recreating the table loses the grants on `staging.weekly_summary`; re-apply them after the load, or truncate and append instead.
"""),
  rc=['if_exists="replace"'],
  ra=['if_exists="overwrite"'],
  fix=[('if_exists="overwrite"', 'if_exists="replace"')],
  cq="and the Spark job that writes the same summary to the lake?",
  co=D(r"""
```python
(summary_sdf
    .write
    .mode("overwrite")
    .option("compression", "zstd")
    .parquet("s3a://acme-lake-prod/reporting/daily_summary/"))
```

In Spark the save mode is `overwrite` (there's no `replace`); it deletes the existing files under the path and writes the new ones. The path isn't partitioned, so the whole summary is rewritten each day.
"""),
  cflags=['if_exists="overwrite"', 'mode("replace")'],
  ctoken='.mode("overwrite")',
  lit='if_exists="overwrite"')

# --- 051 ---------------------------------------------------------------------
S(id="d24-051", topic="dataframes", difficulty="literal", var="other", ctl="already_correct",
  tq="read the partner CSV in polars, keep zip codes as strings",
  to=D(r"""
```python
import polars as pl

partners = pl.read_csv(
    "partner_orders.csv",
    dtypes={"zip": pl.Utf8, "order_id": pl.Int64},
    try_parse_dates=True,
)
```

Without the override polars infers `zip` as an integer and drops leading zeros (`01067` becomes `1067`).
"""),
  tm="In polars 1.x the argument is schema_overrides; dtypes= is the deprecated name and CI runs with warnings as errors. Could you update that?",
  gw='dtypes={"zip": pl.Utf8, "order_id": pl.Int64},',
  gr='schema_overrides={"zip": pl.Utf8, "order_id": pl.Int64},',
  rq="lazy scan of the same csv for the big monthly file",
  ro=D(r"""
```python
(
    pl.scan_csv("partner_orders_2024-05.csv", dtypes={"zip": pl.String}, try_parse_dates=True)
    .filter(pl.col("status") != "test")
    .sink_parquet("partner_orders_2024-05.parquet", compression="zstd")
)
```

`sink_parquet` runs the query in streaming mode, so the 6 GB file never has to fit in memory.
"""),
  rc=["schema_overrides="],
  ra=["dtypes="],
  fix=[("dtypes=", "schema_overrides=")],
  cq="how do I read only some columns with polars and keep ids as strings?",
  co=D(r"""
```python
customers = pl.read_csv(
    "customers.csv",
    columns=["customer_id", "email", "zip"],
    schema_overrides={"customer_id": pl.String, "zip": pl.String},
)
print(customers.schema)
```

`columns=` skips parsing the other fields entirely, and `schema_overrides` only changes the listed columns; everything else is still inferred from the first 100 rows (`infer_schema_length`).
"""),
  ctoken="schema_overrides=",
  lit="dtypes=")

# --- 052 ---------------------------------------------------------------------
S(id="d24-052", topic="warehouse", difficulty="semantic", var="reworded", ctl="same_topic",
  tq="I need to reload 2024-06-01 in events.pageviews from GCS, the first load was partial",
  to=D(r"""
Use `--replace`; it overwrites the data for that load so you won't get duplicates:

```bash
bq load --replace \
  --source_format=PARQUET \
  acme-analytics-prod:events.pageviews \
  "gs://acme-events-prod/pageviews/dt=2024-06-01/*.parquet"
```

Only the rows for 2024-06-01 are replaced, the rest of the table isn't touched.
"""),
  tm="--replace on the table truncates the WHOLE table, not the day. Load into the partition decorator (pageviews$20240601) with --replace to swap just that day.",
  gw="Only the rows for 2024-06-01 are replaced, the rest of the table isn't touched.",
  gr="`--replace` on the table truncates all of it; target the partition instead with 'acme-analytics-prod:events.pageviews$20240601'.",
  rq="redo 2024-06-02 as well, same problem",
  ro=D(r"""
Same command with the other day's files; `--replace` swaps out only what this load covers, so the other days stay as they are:

```bash
bq load --replace \
  --source_format=PARQUET \
  acme-analytics-prod:events.pageviews \
  "gs://acme-events-prod/pageviews/dt=2024-06-02/*.parquet"
```

Check the row count afterwards against the source system's export manifest.
"""),
  rc=["events.pageviews$20240602"],
  ra=[],
  fix=[("Same command with the other day's files; `--replace` swaps out only what this load covers, so the other days stay as they are:",
        "Not with the plain table name: `--replace` there truncates every day. Target the partition decorator so only 2024-06-02 is swapped (single quotes because of the `$`):"),
       ("  acme-analytics-prod:events.pageviews \\", "  'acme-analytics-prod:events.pageviews$20240602' \\")],
  cq="how do I see how many rows each pageviews partition has?",
  co=D(r"""
Query the partitions view for the dataset; it reads table metadata, not the data itself:

```sql
SELECT partition_id, total_rows, ROUND(total_logical_bytes / POW(1024, 3), 2) AS gib
FROM `acme-analytics-prod.events.INFORMATION_SCHEMA.PARTITIONS`
WHERE table_name = 'pageviews'
ORDER BY partition_id DESC
LIMIT 14;
```

`partition_id` is `YYYYMMDD` for daily partitions, plus `__NULL__` and `__UNPARTITIONED__` for rows without a date or still in the streaming buffer.
"""),
  cflags=["--replace"])

# --- 053 ---------------------------------------------------------------------
S(id="d24-053", topic="airflow", difficulty="literal", var="code_block", ctl="lookalike",
  tq="sensor that waits for the partner drop file in s3, can take up to 4 hours",
  to=D(r"""
```python
from airflow.providers.amazon.aws.sensors.s3 import S3KeySensor

wait_for_drop = S3KeySensor(
    task_id="wait_for_partner_drop",
    bucket_name="acme-landing-prod",
    bucket_key="partner_feeds/{{ ds_nodash }}/orders.csv.gz",
    aws_conn_id="aws_landing",
    mode="poke",
    poke_interval=300,
    timeout=4 * 3600,
)
```

After 4 hours without the file the sensor fails and the DAG's failure callback fires.
"""),
  tm='Long waits have to use mode="reschedule" here. A poking sensor sits on a worker slot for the whole 4 hours, and we ran the pool dry that way in May.',
  gw='mode="poke",',
  gr='mode="reschedule",',
  rq="also wait up to 6h for the upstream export_orders DAG to finish",
  ro=D(r"""
```python
from airflow.sensors.external_task import ExternalTaskSensor

wait_for_export = ExternalTaskSensor(
    task_id="wait_for_export_orders",
    external_dag_id="export_orders",
    external_task_id="publish",
    allowed_states=["success"],
    failed_states=["failed", "skipped"],
    mode="poke",
    poke_interval=600,
    timeout=6 * 3600,
)
```

`failed_states` makes the sensor fail fast if the upstream task fails, instead of waiting out the full six hours.
"""),
  rc=['mode="reschedule"'],
  ra=['mode="poke"'],
  fix=[('mode="poke"', 'mode="reschedule"')],
  cq="the marker file from the dbt job shows up within a minute or two, what sensor settings?",
  co=D(r"""
For a wait that short, poking is fine and avoids the reschedule overhead:

```python
wait_for_marker = S3KeySensor(
    task_id="wait_for_dbt_marker",
    bucket_name="acme-lake-prod",
    bucket_key="_markers/dbt_nightly/{{ ds }}/_SUCCESS",
    aws_conn_id="aws_landing",
    mode="poke",
    poke_interval=15,
    timeout=300,
)
```

It holds a worker slot for at most five minutes. If the marker takes longer, the sensor fails and you'll see it in #de-alerts.
"""),
  cflags=[r're:mode="poke"[\s\S]{0,120}timeout=\d+ ?\* ?3600'],
  ctoken='mode="poke"',
  lit='mode="poke"')

# --- 054 ---------------------------------------------------------------------
S(id="d24-054", topic="kafka", difficulty="semantic", var="prose_claim", ctl="same_topic",
  tq="clickstream.raw keeps growing on disk. Once our consumers have read the messages, don't they get removed?",
  to=D(r"""
They do: once every consumer group subscribed to the topic has committed past an offset, the broker marks those records as consumed and deletes them during the next cleanup. If disk keeps growing, the likely cause is a stalled group holding back the oldest offset:

```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties --describe --all-groups
```

Look for a group with a large, growing `LAG` on `clickstream.raw`.
"""),
  tm="Kafka doesn't delete on consumption, that's a queue mindset. Data stays until retention.ms / retention.bytes kicks in, no matter who has read it. So growing disk means retention or volume, not a lagging consumer.",
  gw="They do: once every consumer group subscribed to the topic has committed past an offset, the broker marks those records as consumed and deletes them during the next cleanup.",
  gr="They don't: reading never deletes anything. Records are removed by retention (retention.ms / retention.bytes) or compaction, regardless of consumer offsets.",
  rq="if I stop the legacy analytics consumer, will clickstream.raw data pile up on the brokers?",
  ro=D(r"""
Yes, it will grow. The brokers can only delete records that every group has consumed, so a stopped `legacy-analytics` group pins everything after its last committed offset on disk. Either delete the group:

```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties --delete --group legacy-analytics
```

or keep it running until its readers have migrated.
"""),
  rc=[r"re:retention\.(ms|bytes)"],
  ra=[r"re:(?i)only delete records that (every|all)"],
  fixed=D(r"""
No. Stopping a consumer doesn't change what the brokers keep: Kafka deletes records by retention (`retention.ms` / `retention.bytes`) whether or not any group has read them, so disk usage for `clickstream.raw` stays the same. If nobody needs the group anymore, delete it so it stops showing up as lagging:

```bash
kafka-consumer-groups.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties --delete --group legacy-analytics
```

If the topic's disk usage is the real worry, look at its retention settings instead.
"""),
  cq="how much disk does clickstream.raw actually use per broker?",
  co=D(r"""
`kafka-log-dirs.sh` reports the size of every partition replica:

```bash
kafka-log-dirs.sh --bootstrap-server kafka-1.data.acme.internal:9093 \
  --command-config admin.properties \
  --describe --topic-list clickstream.raw \
  | tail -n 1 | jq '[.brokers[] | {broker, bytes: ([.logDirs[].partitions[].size] | add)}]'
```

The JSON comes after a couple of header lines, hence the `tail`. Sizes are per replica, so with replication factor 3 the cluster holds roughly three times the data you produced.
"""))

# --- 055 ---------------------------------------------------------------------
S(id="d24-055", topic="schemas", difficulty="semantic", var="prose_claim", ctl="lookalike",
  tq="should we store the raw events in the lake as Avro or Parquet? analysts mostly query a handful of columns",
  to=D(r"""
Either works for that access pattern, because both Avro and Parquet are columnar formats: a query that touches 4 of 60 columns only reads those 4 from storage. The practical differences are elsewhere:

- Avro has first-class schema evolution and is what we already use on the Kafka side.
- Parquet compresses better thanks to dictionary and run-length encoding.

Spark reads either one, with `spark.read.format("avro")` or `spark.read.parquet(...)`.
"""),
  tm="Avro's row-oriented, not columnar. A query over 4 columns reads every full record in Avro, which is the whole reason we land Avro from Kafka and rewrite to Parquet for the analysts.",
  gw="because both Avro and Parquet are columnar formats",
  gr="but only Parquet is columnar; Avro is row-oriented, so a query reads whole records",
  rq="the analysts want to query the avro files in s3 directly with athena, is that efficient for narrow queries?",
  ro=D(r"""
It's reasonably efficient: Avro is a columnar format, so Athena only scans the columns the query selects, and you're billed for those bytes.

```sql
CREATE EXTERNAL TABLE raw_events_avro
STORED AS AVRO
LOCATION 's3://acme-landing-prod/events_avro/'
TBLPROPERTIES ('avro.schema.url'='s3://acme-schemas/events/event.avsc');
```

Partition it by `dt` and add partition projection so Athena doesn't list the whole prefix.
"""),
  rc=[r"re:(?i)row[- ](oriented|based)"],
  ra=[r"re:(?i)avro (is|is a) (a )?columnar"],
  fix=[("It's reasonably efficient: Avro is a columnar format, so Athena only scans the columns the query selects, and you're billed for those bytes.",
        "Not really: Avro is row-oriented, so Athena reads every full record even when the query selects two columns, and you're billed for all of those bytes. For narrow queries, point them at the Parquet copy instead.")],
  cq="why is our parquet export so much faster to query in athena than the csv one?",
  co=D(r"""
Mostly because Parquet is a columnar format: Athena reads only the column chunks a query references and skips row groups whose min/max statistics rule them out. With CSV it has to read and parse every byte of every row.

Compression adds to it: the Parquet files are zstd-compressed per column, so the same data is about a fifth of the CSV size, and Athena bills per byte scanned.

```sql
SELECT country, SUM(amount) FROM exports.orders_parquet WHERE dt = '2024-06-01' GROUP BY 1;
```
"""),
  cflags=[r"re:(?i)avro[^.\n]*columnar"],
  ctoken="Parquet is a columnar format")

# --- 056 ---------------------------------------------------------------------
S(id="d24-056", topic="warehouse", difficulty="semantic", var="reworded", ctl="unrelated",
  tq="If the Airflow task that runs COPY INTO raw.orders retries, will we get duplicate rows?",
  to=D(r"""
Yes. `COPY INTO` loads every file that matches the path each time it runs, so a retry after a partial failure loads the same files again. Make the task idempotent by clearing the day first:

```sql
DELETE FROM raw.orders WHERE _load_date = '2024-06-01';
COPY INTO raw.orders
FROM @raw.s3_landing/orders/2024-06-01/
FILE_FORMAT = (TYPE = PARQUET)
MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE;
```
"""),
  tm="Not true for Snowflake, it remembers which files it loaded into the table (64 days of load metadata) and skips them on the next COPY unless you set FORCE = TRUE. So the retry is safe as is.",
  gw="Yes. `COPY INTO` loads every file that matches the path each time it runs, so a retry after a partial failure loads the same files again.",
  gr="No. Snowflake keeps 64 days of load metadata per table and skips files it has already loaded, so a retry only picks up the files that failed; only FORCE = TRUE reloads them.",
  rq="we rerun the clickstream COPY every hour over the whole day's prefix. doesn't that triple-load the early files?",
  ro=D(r"""
It does. Each run of `COPY INTO` reads every file under the prefix again, so files from the first hour get loaded on every hourly run. Limit each run to the new files, for example by hour in the path:

```sql
COPY INTO raw.clickstream
FROM @raw.s3_landing/clickstream/2024-06-01/
PATTERN = '.*/hour=14/.*[.]parquet'
FILE_FORMAT = (TYPE = PARQUET)
MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE;
```
"""),
  rc=[r"re:(?i)load metadata|load history|already (been )?loaded"],
  ra=[r"re:^It does\b", r"re:(?i)loaded on every hourly run"],
  fix=[("It does. Each run of `COPY INTO` reads every file under the prefix again, so files from the first hour get loaded on every hourly run. Limit each run to the new files, for example by hour in the path:",
        "No. Snowflake keeps 64 days of load metadata per table and skips files it has already loaded, so each hourly run only loads the new files. Narrowing the path is still worth it to cut the listing time:")],
  cq="how do I get jq to print a CSV from an array of objects?",
  co=D(r"""
Build an array per object and pipe it through `@csv`:

```bash
jq -r '.[] | [.id, .name, .created_at] | @csv' users.json > users.csv
```

To add a header row, emit it first:

```bash
jq -r '(["id","name","created_at"] | @csv), (.[] | [.id, .name, .created_at] | @csv)' users.json
```

`-r` matters: without it every CSV line comes out as a JSON string with escaped quotes.
"""))

# --- 057 ---------------------------------------------------------------------
S(id="d24-057", topic="dbt", difficulty="semantic", var="prose_claim", ctl="already_correct",
  tq="should int_order_items be ephemeral? I'd like to be able to query it in Snowflake when debugging",
  to=D(r"""
Ephemeral works for that: dbt builds ephemeral models as lightweight views in the target schema, so you can still run `select * from analytics.int_order_items` while debugging, and you don't pay for storing a table.

```yaml
models:
  acme:
    intermediate:
      +materialized: ephemeral
```

Keep in mind that every model referencing it recompiles its logic, so very heavy transformations are better as tables.
"""),
  tm="hmm, no, ephemeral models never exist in the warehouse. dbt interpolates them as a CTE into each model that refs them, so there's nothing to select from. If I want to query it I need materialized='view'.",
  gw="dbt builds ephemeral models as lightweight views in the target schema, so you can still run `select * from analytics.int_order_items` while debugging",
  gr="dbt never builds ephemeral models in the warehouse; it inlines them as CTEs into the models that ref them, so there is nothing to select from. Use `view` if you need to query it",
  rq="int_sessions_enriched is ephemeral, can i select from it in snowsight to check the numbers?",
  ro=D(r"""
Yes, ephemeral models are created as views, so it should be at `analytics.int_sessions_enriched`:

```sql
select session_id, page_views, bounced
from analytics.int_sessions_enriched
where session_start >= dateadd('day', -1, current_date())
limit 100;
```

If the view is missing, run `dbt run -s int_sessions_enriched` first.
"""),
  rc=[r"re:(?i)\bCTEs?\b"],
  ra=[r"re:(?i)ephemeral models are (created|built|materiali[sz]ed) as views"],
  fix=[("Yes, ephemeral models are created as views, so it should be at `analytics.int_sessions_enriched`:",
        "No. Ephemeral models are never created in the warehouse; dbt inlines them as a CTE into the models that ref them. Preview it with `dbt show -s int_sessions_enriched`, or switch it to `materialized='view'` and then query:"),
       ("If the view is missing, run `dbt run -s int_sessions_enriched` first.",
        "After switching, run `dbt run -s int_sessions_enriched` to create the view.")],
  cq="what does materialized ephemeral actually do in dbt?",
  co=D(r"""
Nothing is created in the warehouse. dbt compiles the model's SQL and injects it as a CTE named `__dbt__cte__<model>` into every model that refs it:

```sql
with __dbt__cte__int_order_items as (
    select ... from analytics.stg_order_items
)
select ... from __dbt__cte__int_order_items
```

So you can't `select` from an ephemeral model directly; use `dbt show -s int_order_items` to preview its rows, or switch it to `view` while you debug.
"""),
  ctoken="CTE")

# --- 058 ---------------------------------------------------------------------
S(id="d24-058", topic="warehouse", difficulty="semantic", var="equivalent_construct", ctl="lookalike",
  tq="how do I stop duplicate order_ids getting into analytics.fct_orders on Redshift when a load is retried?",
  to=D(r"""
Declare the primary key; Redshift will reject rows that would duplicate it:

```sql
ALTER TABLE analytics.fct_orders
  ADD CONSTRAINT fct_orders_pkey PRIMARY KEY (order_id);
```

After that a retried load fails on the duplicate keys instead of inserting them twice, and the planner can use the key for join estimates.
"""),
  tm="Redshift doesn't enforce PK or UNIQUE constraints at all, they're only hints for the planner. Declaring one doesn't stop duplicates; that needs delete+insert from a staging table, or MERGE.",
  gw="Declare the primary key; Redshift will reject rows that would duplicate it",
  gr="Redshift doesn't enforce primary keys, so dedupe in the load itself: stage the batch and delete matching order_ids before inserting (or use MERGE)",
  rq="can a UNIQUE constraint on session_id keep retried loads from duplicating fct_sessions in redshift?",
  ro=D(r"""
Yes, add it once and Redshift will refuse duplicate session_ids on any later insert:

```sql
ALTER TABLE analytics.fct_sessions
  ADD CONSTRAINT fct_sessions_session_id_key UNIQUE (session_id);
```

Then a retried COPY errors on the rows it already loaded instead of doubling them.
"""),
  rc=[r"re:(?i)(not|n't) enforce"],
  ra=[r"re:(?i)will (refuse|reject)"],
  fixed=D(r"""
No. Redshift accepts the constraint but doesn't enforce it; it's only a hint for the query planner, so duplicates still get in. Make the load itself idempotent with a staging table and MERGE:

```sql
MERGE INTO analytics.fct_sessions
USING staging.fct_sessions s
ON analytics.fct_sessions.session_id = s.session_id
WHEN MATCHED THEN UPDATE SET session_end = s.session_end, page_views = s.page_views
WHEN NOT MATCHED THEN INSERT VALUES (s.session_id, s.user_id, s.session_start, s.session_end, s.page_views);
```

Then a retried load updates the rows it already loaded instead of doubling them.
"""),
  cq="the reporting Postgres gets the same sessions, does a unique constraint help there?",
  co=D(r"""
Yes, Postgres enforces it, so a duplicate insert fails with `23505 unique_violation`:

```sql
ALTER TABLE reporting.sessions
  ADD CONSTRAINT sessions_session_id_key UNIQUE (session_id);
```

To make retries harmless instead of failing, combine it with an upsert:

```sql
INSERT INTO reporting.sessions (session_id, user_id, started_at)
SELECT session_id, user_id, started_at FROM staging.sessions
ON CONFLICT (session_id) DO NOTHING;
```
"""),
  cflags=[r"re:(?i)redshift[^.\n]*(refuse|reject)"],
  ctoken="UNIQUE (session_id)")

# --- 059 ---------------------------------------------------------------------
S(id="d24-059", topic="spark", difficulty="semantic", var="equivalent_construct", ctl="unrelated",
  tq="I call df.cache() right after reading so the two aggregations below don't reread S3. Does it get cached at that line?",
  to=D(r"""
Yes, `cache()` materializes the DataFrame immediately, so both aggregations read from executor memory:

```python
orders = spark.read.parquet("s3a://acme-lake-prod/marts/orders_daily/").cache()

by_country = orders.groupBy("country").agg(F.sum("order_total").alias("revenue"))
by_channel = orders.groupBy("channel").agg(F.count("*").alias("orders"))
```

Call `orders.unpersist()` when you're done to free the memory for later stages.
"""),
  tm="cache() is lazy though? It only marks the plan, nothing is stored until an action runs. the first aggregation that triggers a job fills the cache.",
  gw="Yes, `cache()` materializes the DataFrame immediately",
  gr="No, `cache()` is lazy: nothing is stored until the first action runs (call `orders.count()` if you want it materialized up front)",
  rq="if I persist with MEMORY_AND_DISK before the join, is the data stored at that point?",
  ro=D(r"""
Yes: `persist(StorageLevel.MEMORY_AND_DISK)` computes the DataFrame and stores it right there, so the join and the write both reuse it.

```python
from pyspark import StorageLevel

sessions = sessions.persist(StorageLevel.MEMORY_AND_DISK)
joined = sessions.join(users, "user_id", "left")
joined.write.mode("append").parquet("s3a://acme-lake-prod/marts/sessions_enriched/")
```

Partitions that don't fit in memory spill to local disk on the executors instead of being recomputed.
"""),
  rc=[r"re:(?i)\blazy\b|first action|an action"],
  ra=[r"re:(?i)(stores|caches|materiali[sz]es) it (right there|immediately|at that (point|line))"],
  fix=[("Yes: `persist(StorageLevel.MEMORY_AND_DISK)` computes the DataFrame and stores it right there, so the join and the write both reuse it.",
        "No: `persist(StorageLevel.MEMORY_AND_DISK)` is lazy. It only marks the DataFrame; the data is stored when the first action (here the write) computes it, and later actions reuse it.")],
  cq="how do I make a Python virtualenv use 3.11 specifically?",
  co=D(r"""
Create it with the 3.11 interpreter explicitly:

```bash
python3.11 -m venv .venv
source .venv/bin/activate
python --version   # Python 3.11.x
```

If `python3.11` isn't on your PATH, install it with `pyenv install 3.11.9` and create the venv with `$(pyenv root)/versions/3.11.9/bin/python -m venv .venv`. The venv remembers the interpreter it was created with, so pyenv doesn't need to be active afterwards.
"""))

# --- 060 ---------------------------------------------------------------------
S(id="d24-060", topic="spark", difficulty="semantic", var="prose_claim", ctl="same_topic",
  tq="do I need a checkpointLocation for my streaming job that reads from Kafka and writes parquet?",
  to=D(r"""
Not really. The Kafka source commits its offsets back to the consumer group, so on restart the query resumes from the group's position:

```python
query = (
    events.writeStream
    .format("parquet")
    .option("path", "s3a://acme-lake-prod/streams/clickstream/")
    .trigger(processingTime="1 minute")
    .start()
)
```

For a file sink that's enough, because the output directory's `_spark_metadata` log tracks what was written.
"""),
  tm="I don't think that's right. Spark's kafka source never commits to the consumer group, it tracks offsets in the checkpoint only. And the parquet sink refuses to start without a checkpointLocation anyway.",
  gw="Not really. The Kafka source commits its offsets back to the consumer group, so on restart the query resumes from the group's position",
  gr="Yes. Spark's Kafka source doesn't commit offsets to a consumer group; its progress lives only in the checkpoint, so set checkpointLocation",
  rq="the sessions stream to parquet starts from latest again after every redeploy, is that expected?",
  ro=D(r"""
It shouldn't: the Kafka source commits offsets to its consumer group, so after a redeploy it continues from there. If you're seeing `latest` behaviour, the group id probably changes per deploy. Pin it:

```python
sessions_raw = (
    spark.readStream.format("kafka")
    .option("kafka.bootstrap.servers", "kafka-1.data.acme.internal:9093")
    .option("kafka.security.protocol", "SSL")
    .option("subscribe", "web.sessions.v2")
    .option("kafka.group.id", "sessions-stream")
    .load()
)
```
"""),
  rc=["checkpointLocation"],
  ra=[r"re:(?i)commits (its |the )?offsets to (its|the) consumer group"],
  fixed=D(r"""
It is, if the query has no stable checkpoint: Spark's Kafka source doesn't resume from consumer-group offsets, it tracks them in the query's checkpoint. Give the write a fixed `checkpointLocation`:

```python
query = (
    sessions.writeStream
    .format("parquet")
    .option("path", "s3a://acme-lake-prod/streams/sessions/")
    .option("checkpointLocation", "s3a://acme-lake-prod/_checkpoints/sessions/")
    .trigger(processingTime="1 minute")
    .start()
)
```

Keep that path the same across deploys; `startingOffsets` only applies the very first time a checkpoint is empty.
"""),
  cq="how often does my streaming query write files with trigger(processingTime='1 minute')?",
  co=D(r"""
Once per micro-batch, so roughly every minute, and each batch writes one file per task that has data. Over a day that's up to 1,440 batches times the number of writing tasks, which is why streaming Parquet output piles up small files.

```python
query = (
    events.coalesce(4)
    .writeStream.format("parquet")
    .option("path", "s3a://acme-lake-prod/streams/clickstream/")
    .option("checkpointLocation", "s3a://acme-lake-prod/_checkpoints/clickstream/")
    .trigger(processingTime="1 minute")
    .start()
)
```

`coalesce(4)` caps it at four files per batch; the nightly compaction job merges them further.
"""))


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
# Constructs that Python's re accepts but Go's RE2 does not (or that behave
# differently): lookarounds, backreferences, atomic groups, possessive
# quantifiers, \Z, comments, and flags RE2 lacks.
RE2_FORBIDDEN = [
    (r"\(\?=", "lookahead"), (r"\(\?!", "negative lookahead"),
    (r"\(\?<=", "lookbehind"), (r"\(\?<!", "negative lookbehind"),
    (r"\(\?P=", "named backreference"), (r"\\[1-9]", "backreference"),
    (r"\(\?>", "atomic group"), (r"[*+?}]\+", "possessive quantifier"),
    (r"\\Z", r"\Z anchor"), (r"\(\?#", "comment group"),
    (r"\(\?[a-zA-Z]*[xaLu][a-zA-Z]*[):]", "flag RE2 does not support"),
]


def check(text, spec):
    """Same semantics as run.py: 're:' prefix = Python regex search, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).casefold()


def corrected_repeat(s):
    if ("fix" in s) == ("fixed" in s):
        raise AssertionError("%s: give exactly one of fix / fixed" % s["id"])
    if "fixed" in s:
        return s["fixed"]
    text = s["ro"]
    for old, new in s["fix"]:
        assert old in text, "%s: fix target not in repeat output: %r" % (s["id"], old)
        text = text.replace(old, new)
    return text


def validate_regex(sid, spec):
    if not spec.startswith("re:"):
        return
    pat = spec[3:]
    try:
        re.compile(pat)
    except re.error as e:
        raise AssertionError("%s: regex %r does not compile: %s" % (sid, pat, e))
    for bad, what in RE2_FORBIDDEN:
        assert not re.search(bad, pat), "%s: regex %r uses %s (not RE2-compatible)" % (sid, pat, what)
    # a global inline flag group is only allowed at the very start
    assert not re.search(r".\(\?[imsU]+\)", pat), "%s: inline global flag not at start: %r" % (sid, pat)


def validate():
    errors = []
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert ids == ["d24-%03d" % i for i in range(1, len(ids) + 1)], "ids must run d24-001.. in order"
    assert len(ids) == 60, "expected 60 scenarios, got %d" % len(ids)

    seen_messages, seen_queries = set(), set()
    for s in SCENARIOS:
        sid = s["id"]
        try:
            for f in ("topic", "difficulty", "var", "ctl", "tq", "to", "tm", "gw", "gr",
                      "rq", "ro", "rc", "ra", "cq", "co"):
                assert f in s, "missing field %s" % f
            assert s["difficulty"] in DIFFICULTIES, "bad difficulty %r" % s["difficulty"]
            assert s["var"] in VARIATIONS, "bad repeat_variation %r" % s["var"]
            assert s["ctl"] in CONTROL_KINDS, "bad control_kind %r" % s["ctl"]
            assert re.fullmatch(r"[a-z][a-z0-9-]*", s["topic"]), "bad topic %r" % s["topic"]

            # gold spans
            assert s["gw"] in s["to"], "gold_wrong not found in teach.output"
            assert s["gw"] != s["gr"], "gold_wrong == gold_right"
            assert s["gw"].strip() and s["gr"].strip(), "empty gold span"

            # unique wording
            assert s["tm"] not in seen_messages, "teach message reused"
            seen_messages.add(s["tm"])
            for q in (s["tq"], s["rq"], s["cq"]):
                assert q not in seen_queries, "query reused: %r" % q
                seen_queries.add(q)

            # output shape: real answers, 5-25 lines
            for name in ("to", "ro", "co"):
                n = s[name].count("\n") + 1
                assert 5 <= n <= 25, "%s has %d lines" % (name, n)
                assert s[name].count("```") % 2 == 0, "%s has an unbalanced code fence" % name

            # checks
            rc, ra = s["rc"], s["ra"]
            assert rc or ra, "no checks"
            assert isinstance(rc, list) and isinstance(ra, list)
            for spec in rc + ra:
                assert isinstance(spec, str) and spec, "empty check"
                validate_regex(sid, spec)

            # the repeat as written must fail, a correct fix must pass
            assert not passes(s["ro"], rc, ra), "repeat output already passes its checks"
            fixed = corrected_repeat(s)
            assert fixed != s["ro"], "corrected repeat identical to repeat"
            missing = [c for c in rc if not check(fixed, c)]
            present = [a for a in ra if check(fixed, a)]
            assert not missing and not present, "corrected repeat fails: missing=%r present=%r" % (missing, present)

            # literal scenarios: the wrong text recurs verbatim (up to case and white space)
            if s["difficulty"] == "literal":
                assert s.get("lit"), "literal scenario needs lit"
                assert norm(s["lit"]) in norm(s["to"]), "lit not in teach.output"
                assert norm(s["lit"]) in norm(s["ro"]), "lit not in repeat.output"
            else:
                assert "lit" not in s, "lit only for literal scenarios"

            # control: correct as is in its own context
            if s["ctl"] == "lookalike":
                assert s.get("cflags"), "lookalike control needs explicit cflags"
                assert s.get("ctoken"), "lookalike control needs ctoken"
            flags = s.get("cflags") or ra
            assert flags, "control has no flags to check"
            for spec in flags:
                validate_regex(sid, spec)
                assert not check(s["co"], spec), "control flagged by %r" % spec
            if s["ctl"] in ("lookalike", "already_correct"):
                assert s.get("ctoken"), "%s control needs ctoken" % s["ctl"]
            if s.get("ctoken"):
                assert s["ctoken"] in s["co"], "ctoken %r not in control" % s["ctoken"]
            if s["ctl"] == "already_correct":
                assert not any(check(s["co"], a) for a in ra), "already_correct control contains the mistake"
            assert s["co"] != s["ro"] and s["co"] != s["to"], "control equals another output"
        except AssertionError as e:
            errors.append("%s: %s" % (sid, e))
    if errors:
        raise SystemExit("validation failed:\n  " + "\n  ".join(errors))

    diff = Counter(s["difficulty"] for s in SCENARIOS)
    ctl = Counter(s["ctl"] for s in SCENARIOS)
    var = Counter(s["var"] for s in SCENARIOS)
    assert dict(diff) == TARGET_DIFFICULTY, "difficulty mix %r" % dict(diff)
    assert dict(ctl) == TARGET_CONTROL, "control mix %r" % dict(ctl)
    assert set(var) == VARIATIONS, "every repeat_variation should be used: %r" % dict(var)


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------
def to_record(s):
    return {
        "id": s["id"],
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["var"],
        "control_kind": s["ctl"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["tm"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": s["rc"], "expect_absent": s["ra"]},
        "control": {"query": s["cq"], "output": s["co"]},
    }


def table(counter, order=None):
    keys = order or sorted(counter)
    rows = ["| value | n |", "|---|---|"]
    rows += ["| `%s` | %d |" % (k, counter[k]) for k in keys if counter[k]]
    return "\n".join(rows)


README = """\
> This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev24: teach → repeat → control scenarios, data engineering and streaming

{n} hand-written scenarios for cairn's learning loop, in the scenario format of
`shared/eval/loop` (`scenarios_dev.jsonl`): in each one a user corrects one mistake in an
assistant answer (**teach**), a later session with a reworded question repeats the same
mistake (**repeat**, fixed = every `expect_contains` present and every `expect_absent`
absent), and a third session must come back byte-identical (**control**).

**Theme:** data engineering and streaming: Kafka (brokers, topics, partitions, consumer
groups, retention, client configs, Connect, Schema Registry), Spark / PySpark (batch and
Structured Streaming), Airflow (DAGs, operators, sensors, schedules, connections, config),
dbt (models, sources, incremental logic, selectors, profiles), Flink (SQL and DataStream),
Avro / Parquet, pandas / polars, warehouse loading (BigQuery, Snowflake, Redshift COPY /
UNLOAD) and one fictional team's own pipeline facts (ports, topic and connection names,
projects, stages, images, owners, alert channels, schedules). Those team facts are kept
consistent across all scenarios, so `--shared-store` runs see no contradictory corrections.

| file | what |
|---|---|
| `scenarios.jsonl` | {n} `{{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}}`, ids `d24-001` … `d24-{n:03d}` |
| `build.py` | holds the scenarios as data, validates them, writes `scenarios.jsonl` and this README (standard library only) |

```sh
python3 eval/dev24/build.py                       # validate + regenerate
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages \\
    --scenarios eval/dev24/scenarios.jsonl --out loop-dev24.json
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --shared-store \\
    --scenarios eval/dev24/scenarios.jsonl --out loop-dev24-shared.json
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --oracle-teach \\
    --scenarios eval/dev24/scenarios.jsonl --out loop-dev24-oracle.json
```

## Tag counts (computed by build.py)

**difficulty** (`literal`: the wrong text recurs verbatim up to case and white space;
`paraphrase`: the same mistake with another identifier or value; `semantic`: a prose claim
that needs rewording, with looser checks)

{difficulty}

**control_kind** (`lookalike`: the mistaken token appears but is correct in that context:
another tool, dialect, service, environment, library or object; `same_topic`: related and
correct; `already_correct`: already holds the right value; `unrelated`)

{control}

**repeat_variation**

{variation}

**topic**

{topic}

**difficulty × control_kind**

{cross}

## What build.py checks for every scenario

- ids unique and consecutive; `difficulty`, `repeat_variation` and `control_kind` from the
  allowed sets; the difficulty and control-kind mix exactly as targeted;
- `teach.gold_wrong` occurs in `teach.output` and differs from `gold_right`;
- every `re:` check compiles, and uses only syntax that Python `re` and Go RE2 both accept
  (no lookarounds, backreferences, atomic groups, possessive quantifiers or `\\Z`);
- the repeat output as written **fails** its checks, and a corrected repeat kept in
  `build.py` (never written to the jsonl) **passes** them;
- literal scenarios: the wrong text occurs in both the teach and the repeat output;
- the control output contains nothing that would be flagged as wrong in its own context
  (own-context flags, which for non-lookalike controls are the repeat's `expect_absent`);
  lookalike controls contain the lookalike token and `already_correct` controls the
  right value;
- outputs are 5 to 25 lines of prose plus code, code fences balanced;
  no teach message or query is reused.

## Notes

- `expect_contains` / `expect_absent` follow `run.py`: plain entries are case-sensitive
  substrings, `re:` entries are Python regexes searched anywhere in the output. Where a
  plain substring would also hit the right value (e.g. a number that is a prefix of the
  correct number) the check uses a word-bounded regex instead.
- Some lookalike controls reuse values that other scenarios' corrections target (local
  `localhost:9092`, Postgres on 5432, `postgres_default` as a stock connection, Snowflake
  `DATEADD`, Scala `.as`, pandas `.groupby`, `AIRFLOW__CORE__*` keys, a short `mode="poke"`
  sensor, the analysts' Slack channel), so `--shared-store` also measures cross-scenario
  over-application.
- The `repeat_variation` values are the tag names used here (`reworded`, `code_block`,
  `casing`, `renamed_identifier`, `reordered_args`, `prose_claim`, `equivalent_construct`,
  `other`); the loop README describes the kinds in prose.

## Provenance

Written from scratch for this set by a helper session that read only
`shared/eval/loop/README.md` and `shared/eval/loop/run.py` (for the format, the labelling
rules and how the runner checks scenarios). It did not read cairn's code, any other eval
set or any other file under the repository. All hosts, buckets, topics, account ids,
names and numbers are invented.
"""


def main():
    validate()
    out = os.path.join(HERE, "scenarios.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(to_record(s), ensure_ascii=False) + "\n")

    diff = Counter(s["difficulty"] for s in SCENARIOS)
    ctl = Counter(s["ctl"] for s in SCENARIOS)
    var = Counter(s["var"] for s in SCENARIOS)
    top = Counter(s["topic"] for s in SCENARIOS)
    d_order = ["literal", "paraphrase", "semantic"]
    c_order = ["lookalike", "same_topic", "already_correct", "unrelated"]
    v_order = ["reworded", "code_block", "casing", "renamed_identifier", "reordered_args",
               "prose_claim", "equivalent_construct", "other"]
    cross = ["| difficulty | " + " | ".join(c_order) + " | total |",
             "|---|" + "---|" * (len(c_order) + 1)]
    for d in d_order:
        row = [sum(1 for s in SCENARIOS if s["difficulty"] == d and s["ctl"] == c) for c in c_order]
        cross.append("| `%s` | %s | %d |" % (d, " | ".join(map(str, row)), sum(row)))
    readme = README.format(
        n=len(SCENARIOS),
        difficulty=table(diff, d_order), control=table(ctl, c_order),
        variation=table(var, v_order), topic=table(top, [k for k, _ in top.most_common()]),
        cross="\n".join(cross))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)

    # re-read what was written and re-check the runner-facing contract
    with open(out, encoding="utf-8") as f:
        rows = [json.loads(l) for l in f if l.strip()]
    assert len(rows) == len(SCENARIOS)
    for r in rows:
        assert set(r) == {"id", "topic", "difficulty", "repeat_variation", "control_kind",
                          "teach", "repeat", "control"}
        assert r["teach"]["gold_wrong"] in r["teach"]["output"]
        rep = r["repeat"]
        assert not passes(rep["output"], rep["expect_contains"], rep["expect_absent"])

    print("wrote %s (%d scenarios)" % (out, len(rows)))
    print("difficulty:", dict(diff))
    print("control_kind:", dict(ctl))
    print("repeat_variation:", dict(var))
    print("topic:", dict(top))


if __name__ == "__main__":
    main()
