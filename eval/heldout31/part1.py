"""heldout31, part 1: the order router (Java 21, Spring Boot), Kafka and gRPC contracts."""


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {"id": "h31-%03d" % n, "topic": topic, "difficulty": difficulty,
            "repeat_variation": variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    S(1, "spring-virtual-threads-property", "literal", "code_block", "same_topic",
      teach=dict(
          query="How do I turn on virtual threads for order-router? We're on Spring Boot 3.3 and Java 21.",
          output=("Since Boot 3.2 it is a single switch. Add this line to "
                  "`src/main/resources/application.properties`:\n\n"
                  "```properties\nspring.virtual-threads.enabled=true\n```\n\n"
                  "Tomcat request handling and the `@Async` executors then run on virtual threads. "
                  "Keep an eye on `synchronized` blocks around JDBC calls, those pin the carrier thread."),
          message=("close, but the key is spring.threads.virtual.enabled. yours doesn't exist, "
                   "boot just ignores unknown keys silently"),
          gold_wrong="spring.virtual-threads.enabled",
          gold_right="spring.threads.virtual.enabled"),
      repeat=dict(
          query="the uat profile of order-router should run on virtual threads too, what goes into application-uat.properties?",
          output=("Put the flag into the profile file so it only applies when `uat` is active:\n\n"
                  "```properties\n# application-uat.properties\n"
                  "spring.virtual-threads.enabled=true\n"
                  "spring.datasource.hikari.maximum-pool-size=20\n```\n\n"
                  "After Argo CD has synced, take a thread dump with "
                  "`jcmd <pid> Thread.dump_to_file -format=json /tmp/td.json`; virtual threads show up "
                  "without names by default."),
          expect_contains=["spring.threads.virtual.enabled"],
          expect_absent=["spring.virtual-threads.enabled"]),
      control=dict(
          query="With virtual threads on, do we still have to size server.tomcat.threads.max for the router?",
          output=("Mostly not. Once requests run on virtual threads, `server.tomcat.threads.max` stops "
                  "being the concurrency limit; the real ceiling becomes the Hikari pool "
                  "(`maximum-pool-size`) and the Kafka producer buffer. If you need back-pressure towards "
                  "the label service, put a `Semaphore` around that client instead of relying on a small "
                  "thread pool.")),
      fix=[("spring.virtual-threads.enabled", "spring.threads.virtual.enabled")]),

    S(2, "java21-switch-patterns-final", "semantic", "prose_claim", "already_correct",
      teach=dict(
          query="Can I replace the instanceof chain in RouteDecider with a switch over the sealed OrderEvent interface?",
          output=("Yes, a pattern switch reads much better here:\n\n"
                  "```java\nreturn switch (event) {\n"
                  "    case OrderCreated c -> routeNew(c);\n"
                  "    case OrderAmended a -> reroute(a);\n"
                  "    case OrderCancelled x -> release(x);\n};\n```\n\n"
                  "Because `OrderEvent` is sealed, the compiler checks exhaustiveness and no default branch "
                  "is needed. One catch: pattern matching for switch is still a preview feature in Java 21, "
                  "so add `--enable-preview` to `compileJava` and `test` in build.gradle.kts."),
          message=("It's not preview anymore. JEP 441 made pattern matching for switch final in Java 21, "
                   "so no --enable-preview please; the release check fails the build if that flag shows up."),
          gold_wrong="pattern matching for switch is still a preview feature in Java 21",
          gold_right="pattern matching for switch is final in Java 21"),
      repeat=dict(
          query="I want to destructure a record right in the case label in the dock assignment code, `case DockSlot(var dock, var window) ->`. Does that compile on our JDK?",
          output=("It does, with a caveat: record patterns in switch are still preview in Java 21, so javac "
                  "rejects `case DockSlot(var dock, var window) ->` unless you pass `--enable-preview` to the "
                  "compiler and to the test JVM. In build.gradle.kts that goes under "
                  "`tasks.withType<JavaCompile>` and `tasks.test { jvmArgs(\"--enable-preview\") }`."),
          expect_contains=["re:(?i)\\b(final|standard)\\b"],
          expect_absent=["re:(?i)still (a )?preview"]),
      control=dict(
          query="Sanity check before I open the PR: is pattern matching for switch fine in order-router without extra flags?",
          output=("Yes. order-router builds with Java 21, and pattern matching for switch is final in Java 21 "
                  "(JEP 441), so a plain `--release 21` compile accepts it. Exhaustiveness over the sealed "
                  "`OrderEvent` hierarchy is checked at compile time as well, so a new event type breaks the "
                  "build until every switch handles it.")),
      fix=[(None, "Yes. Record patterns (JEP 440) are final in Java 21, so "
                  "`case DockSlot(var dock, var window) ->` compiles with the normal toolchain; no extra "
                  "compiler or test JVM flags are needed.")],
      holds="(JEP 441)"),

    S(3, "actuator-readiness-probe-path", "literal", "other_identifier", "unrelated",
      teach=dict(
          query="Write the readiness and liveness probes for order-router in our Helm values.",
          output=("```yaml\nprobes:\n  liveness:\n    httpGet:\n      path: /actuator/health/liveness\n"
                  "      port: management\n    periodSeconds: 10\n  readiness:\n    httpGet:\n"
                  "      path: /actuator/readiness\n      port: management\n    periodSeconds: 5\n"
                  "    failureThreshold: 3\n```\n\n"
                  "Both hit the management port (8081), so they stay reachable even when the main "
                  "connector is saturated."),
          message="readiness is /actuator/health/readiness, same health group style as the liveness one",
          gold_wrong="/actuator/readiness",
          gold_right="/actuator/health/readiness"),
      repeat=dict(
          query="label-service needs a readiness probe as well, it's a Boot app like the router. Kubernetes snippet?",
          output=("```yaml\nreadinessProbe:\n  httpGet:\n    path: /actuator/readiness\n    port: 8081\n"
                  "  initialDelaySeconds: 20\n  periodSeconds: 5\n```\n\n"
                  "Boot detects Kubernetes and exposes the probe groups on its own; outside the cluster set "
                  "`management.endpoint.health.probes.enabled=true`."),
          expect_contains=["/actuator/health/readiness"],
          expect_absent=["/actuator/readiness"]),
      control=dict(
          query="How long do we keep the raw EDI files in GCS?",
          output=("The `lark-prd-edi-raw` bucket has a lifecycle rule that moves objects to Coldline after "
                  "30 days and deletes them after 400 days; the 400 comes from the customs audit requirement. "
                  "The parsed content is in BigQuery anyway, so expiry of a raw file loses nothing.")),
      fix=[("/actuator/readiness", "/actuator/health/readiness")]),

    S(4, "kafka-routed-orders-topic-version", "literal", "reworded", "lookalike",
      teach=dict(
          query="Which Kafka topic should the new carrier-booking consumer read routed orders from?",
          output=("Subscribe to `fulfil.order-routed.v1`. Records are keyed by order id, so every event of "
                  "one order lands on the same partition in order. Give the consumer a group of its own so "
                  "it doesn't take partitions away from the label printer consumers."),
          message="v1 got retired with the schema split, routed orders are on fulfil.order-routed.v2 now",
          gold_wrong="fulfil.order-routed.v1",
          gold_right="fulfil.order-routed.v2"),
      repeat=dict(
          query="want to eyeball routed orders in uat with the console consumer, which topic?",
          output=("In uat the routed orders arrive on fulfil.order-routed.v1. Run the console consumer with "
                  "`--topic fulfil.order-routed.v1 --property print.key=true` and leave out "
                  "`--from-beginning`, then you only see what comes in from now on."),
          expect_contains=["fulfil.order-routed.v2"],
          expect_absent=["fulfil.order-routed.v1"]),
      control=dict(
          query="Which topic did the 2023 returns backfill read from? I'm writing the postmortem timeline.",
          output=("The backfill ran in March 2023, before the schema split, so it read "
                  "`fulfil.order-routed.v1` from the earliest offset and wrote its results to BigQuery. "
                  "That topic was only retired later in the year.")),
      fix=[("fulfil.order-routed.v1", "fulfil.order-routed.v2")],
      holds="read `fulfil.order-routed.v1` from the earliest offset",
      look="fulfil.order-routed.v1"),

    S(5, "kafka-prd-tls-listener-port", "literal", "code_block", "lookalike",
      teach=dict(
          query="What bootstrap servers does order-router use in prd?",
          output=("In prd the router connects to `kafka.prd.lark.internal:9092` with SASL/SCRAM; the "
                  "credentials come from the `order-router-kafka` secret through External Secrets. uat uses "
                  "the same layout under `kafka.uat.lark.internal`."),
          message=("prd only exposes the TLS listener, so that's port 9093. the plaintext one is "
                   "firewalled off outside the cluster network"),
          gold_wrong="kafka.prd.lark.internal:9092",
          gold_right="kafka.prd.lark.internal:9093"),
      repeat=dict(
          query="give me a client.properties so I can run kafka-consumer-groups against prd from the bastion",
          output=("```properties\nbootstrap.servers=kafka.prd.lark.internal:9092\n"
                  "security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
                  "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
                  "username=\"ops-ro\" password=\"${KAFKA_OPS_RO}\";\n```\n\n"
                  "Then: `kafka-consumer-groups.sh --bootstrap-server kafka.prd.lark.internal:9092 "
                  "--command-config client.properties --describe --all-groups`"),
          expect_contains=["kafka.prd.lark.internal:9093"],
          expect_absent=["kafka.prd.lark.internal:9092"]),
      control=dict(
          query="Bootstrap server for the docker-compose Kafka in the router repo?",
          output=("The compose file starts a single KRaft broker with a plaintext listener, so locally "
                  "`spring.kafka.bootstrap-servers=localhost:9092` is right and no SASL settings are needed. "
                  "The `local` Spring profile already sets it.")),
      fix=[("kafka.prd.lark.internal:9092", "kafka.prd.lark.internal:9093")],
      holds="spring.kafka.bootstrap-servers=localhost:9092",
      look="9092"),

    S(6, "router-dead-letter-topic", "literal", "other_identifier", "already_correct",
      teach=dict(
          query="Add dead-lettering to the router's @KafkaListener for routed orders.",
          output=("Wire a `DeadLetterPublishingRecoverer` into the container's error handler; with the "
                  "default destination resolver a record that keeps failing is published to "
                  "`fulfil.order-routed.v2.DLT`, same partition, with the exception in the headers:\n\n"
                  "```java\n@Bean\nDefaultErrorHandler errorHandler(KafkaTemplate<String, byte[]> template) {\n"
                  "    var recoverer = new DeadLetterPublishingRecoverer(template);\n"
                  "    return new DefaultErrorHandler(recoverer, new FixedBackOff(500L, 3));\n}\n```"),
          message=("the DLQ lives in dlq.fulfil.order-router, we don't use spring's .DLT default. the topic "
                   "ACLs only let the router write to dlq.* so the default would just fail with an auth error"),
          gold_wrong="fulfil.order-routed.v2.DLT",
          gold_right="dlq.fulfil.order-router"),
      repeat=dict(
          query="How do I replay the dead letters for routed orders once the carrier API is back?",
          output=("Read them back from `fulfil.order-routed.v2.DLT` and republish to the source topic. "
                  "With kcat:\n\n`kcat -C -b $BROKERS -t fulfil.order-routed.v2.DLT -e -f '%k\\t%s\\n' | "
                  "kcat -P -b $BROKERS -t fulfil.order-routed.v2 -K '\\t'`\n\n"
                  "Run it from the ops bastion; the `-e` makes the consumer stop at the end of the topic."),
          expect_contains=["dlq.fulfil.order-router"],
          expect_absent=["fulfil.order-routed.v2.DLT"]),
      control=dict(
          query="Where do I find the records the router gave up on?",
          output=("They are published to `dlq.fulfil.order-router`. Each record keeps its original key, and "
                  "the `kafka_dlt-original-topic`, `kafka_dlt-original-offset` and "
                  "`kafka_dlt-exception-message` headers tell you where it came from and why it failed.")),
      fix=[("fulfil.order-routed.v2.DLT", "dlq.fulfil.order-router")],
      holds="`kafka_dlt-exception-message`"),

    S(7, "scan-events-retention-seven-days", "paraphrase", "equivalent_construct", "lookalike",
      teach=dict(
          query="Set the scan-events topic to keep a week of data, ops wants to replay a full week after incidents.",
          output=("Change it online, no restart needed:\n\n"
                  "`kafka-configs.sh --bootstrap-server $BROKERS --alter --entity-type topics "
                  "--entity-name floor.scan-events.v3 --add-config retention.ms=259200000`\n\n"
                  "That is seven days; segments older than that become eligible for deletion at the next "
                  "retention check."),
          message="259200000 ms is 3 days, not 7. a week is 604800000",
          gold_wrong="retention.ms=259200000",
          gold_right="retention.ms=604800000"),
      repeat=dict(
          query="we manage topics in terraform now, how should the scan-events resource look with a one-week retention?",
          output=("```hcl\nresource \"kafka_topic\" \"scan_events\" {\n"
                  "  name               = \"floor.scan-events.v3\"\n"
                  "  partitions         = 24\n  replication_factor = 3\n\n  config = {\n"
                  "    \"retention.ms\"        = \"259200000\"\n"
                  "    \"min.insync.replicas\" = \"2\"\n  }\n}\n```\n\n"
                  "`terraform plan` should show only the retention change for the existing topic."),
          expect_contains=["604800000"],
          expect_absent=["259200000"]),
      control=dict(
          query="What retention does the robot heartbeat topic have? It's only for live dashboards.",
          output=("`floor.robot-heartbeat.v1` keeps three days (`retention.ms=259200000`). The heartbeats "
                  "are only read by the live Grafana panels and the stale-robot alert, and the topic is big, "
                  "so it was kept short on purpose.")),
      fix=[("259200000", "604800000")],
      holds="(`retention.ms=259200000`)",
      look="259200000"),

    S(8, "kafka-producer-idempotence-default", "semantic", "prose_claim", "same_topic",
      teach=dict(
          query="Should I set enable.idempotence on the router's producer? We're on kafka-clients 3.7.",
          output=("Yes, set it explicitly. In the Java client idempotence is off by default, so a retry "
                  "after a leader change can write the same record twice. Add "
                  "`spring.kafka.producer.properties.enable.idempotence=true` together with `acks=all`."),
          message=("hm, isn't idempotence on by default since kafka-clients 3.0? we're on 3.7, so that line "
                   "would just be noise"),
          gold_wrong="idempotence is off by default",
          gold_right="idempotence is on by default since kafka-clients 3.0"),
      repeat=dict(
          query="why could we see duplicate routed orders after a broker restart? the producer config has nothing special in it",
          output=("Because the Java producer has idempotence disabled by default: when the leader moves "
                  "during a broker restart the client retries the batch and the broker cannot tell it is a "
                  "retry, so the record lands twice. Turn on `enable.idempotence=true` and the duplicates "
                  "from retries go away."),
          expect_contains=["re:(?i)(on|enabled|true) by default|defaults? (is |to )?(on|true|enabled)|since (kafka-clients )?3\\.0"],
          expect_absent=["re:(?i)(disabled|off) by default"]),
      control=dict(
          query="What acks setting does the router's producer run with?",
          output=("`acks=all`, and the topics have `min.insync.replicas=2`, so a send is only confirmed once "
                  "two replicas hold the record. With three brokers that survives one broker going down "
                  "without blocking producers.")),
      fix=[(None, "Idempotence is enabled by default in the Java producer since kafka-clients 3.0, so "
                  "retries after a leader change do not duplicate records on the broker. Duplicates after a "
                  "restart more likely come from the router itself: it commits the input offset after "
                  "producing, so a rebalance between send and commit reprocesses the order. A transactional "
                  "producer with read_committed consumers closes that gap.")]),

    S(9, "scheduler-grpc-deadline", "paraphrase", "equivalent_construct", "unrelated",
      teach=dict(
          query="The router's call to fleet-sched Reserve has no deadline at all. Add one.",
          output=("Set it per call on the stub so every Reserve gets its own budget:\n\n"
                  "```java\nvar reply = schedulerStub\n"
                  "    .withDeadlineAfter(5, TimeUnit.SECONDS)\n"
                  "    .reserve(request);\n```\n\n"
                  "On expiry the call fails with `DEADLINE_EXCEEDED`, which the retry policy already "
                  "treats as retryable."),
          message=("cap it at 800 ms, that's what the SLO doc says for scheduler calls. 5 seconds just piles "
                   "up requests when the scheduler stalls"),
          gold_wrong="withDeadlineAfter(5, TimeUnit.SECONDS)",
          gold_right="withDeadlineAfter(800, TimeUnit.MILLISECONDS)"),
      repeat=dict(
          query="give the router's Release call to the scheduler a deadline too, same as Reserve",
          output=("```java\nvar deadline = Deadline.after(5, TimeUnit.SECONDS);\n"
                  "var ack = schedulerStub\n    .withDeadline(deadline)\n    .release(releaseRequest);\n```\n\n"
                  "Building the `Deadline` first lets you pass the same one on to the label-service call "
                  "that follows, so both share one budget."),
          expect_contains=["800, TimeUnit.MILLISECONDS"],
          expect_absent=["5, TimeUnit.SECONDS"]),
      control=dict(
          query="Which Zebra model prints the pallet labels at LEJ3?",
          output=("LEJ3 has ZT411 printers on the outbound docks for pallet labels and two ZD621 desktop "
                  "units at the returns desk. They are all on the `lbl` VLAN and get jobs from label-service "
                  "over raw port 9100.")),
      fix=[("5, TimeUnit.SECONDS", "800, TimeUnit.MILLISECONDS")]),

    S(10, "scheduler-reserved-robot-status", "literal", "casing", "same_topic",
       teach=dict(
           query="How should the router handle fleet-sched refusing a Reserve because the robot is already taken?",
           output=("Catch the `StatusRuntimeException` and branch on the code; the scheduler answers "
                   "`ALREADY_EXISTS` when the robot is reserved by another order, so pick the next candidate "
                   "in that case and rethrow everything else:\n\n"
                   "```java\ncatch (StatusRuntimeException e) {\n"
                   "    if (e.getStatus().getCode() == Status.Code.ALREADY_EXISTS) {\n"
                   "        return tryNext(candidates);\n    }\n    throw e;\n}\n```"),
           message=("the contract says FAILED_PRECONDITION for a robot that's already reserved. the other "
                    "code is only for a duplicate reservation id"),
           gold_wrong="ALREADY_EXISTS",
           gold_right="FAILED_PRECONDITION"),
       repeat=dict(
           query="in fleet-sched, what should reserve() return when the robot is already held by another order?",
           output=("Return an error status before touching the assignment map:\n\n"
                   "```rust\nif let Some(holder) = self.holder_of(&robot_id) {\n"
                   "    return Err(Status::already_exists(format!(\n"
                   "        \"robot {robot_id} is reserved by order {holder}\"\n    )));\n}\n```"),
           expect_contains=["re:(?i)failed_precondition"],
           expect_absent=["re:(?i)already_exists"]),
       control=dict(
           query="What does fleet-sched return for a robot id it has never heard of?",
           output=("`NOT_FOUND`, with the unknown id in the message. The router treats it as a data problem, "
                   "not a capacity one: it logs the order, drops that candidate and does not retry.")),
       fix=[("already_exists", "failed_precondition")]),

    S(11, "proto-removed-field-numbers", "semantic", "reworded", "already_correct",
       teach=dict(
           query="I'm removing legacy_zone (field 7) from RobotStatus in fleet.proto. Anything to watch out for?",
           output=("Delete the field and then renumber the fields after it so the numbers stay contiguous: "
                   "`battery_pct` becomes 7, `last_seen` becomes 8. Regenerate the Java and Rust stubs in "
                   "the same PR so both sides agree."),
           message=("don't renumber anything, that breaks every client still on the old stubs. leave the "
                    "numbers alone and put reserved 7; plus reserved \"legacy_zone\"; in the message"),
           gold_wrong="renumber the fields after it so the numbers stay contiguous",
           gold_right="reserved 7;"),
       repeat=dict(
           query="dropping battery_pct_legacy from ChargeReport, it's field 4. how do I clean up the message?",
           output=("Remove `battery_pct_legacy` and shift the later fields down by one to close the gap, so "
                   "`charger_id` moves from 5 to 4 and `session_wh` from 6 to 5. buf will flag it, but the "
                   "numbering stays tidy."),
           expect_contains=["re:\\breserved\\b"],
           expect_absent=["re:moves from \\d+ to \\d+"]),
       control=dict(
           query="Show me ChargeReport after the two dead fields were removed last month.",
           output=("```proto\nmessage ChargeReport {\n  reserved 2, 3;\n"
                   "  reserved \"dock_hint\", \"raw_voltage\";\n\n  string robot_id = 1;\n"
                   "  uint32 battery_pct_legacy = 4;\n  string charger_id = 5;\n  uint32 session_wh = 6;\n}\n```\n\n"
                   "The field numbers and names that were removed stay reserved, so nobody can reuse them "
                   "with a different meaning.")),
       fix=[(None, "Remove `battery_pct_legacy` but keep every other field number as it is, and reserve the "
                   "old slot: add `reserved 4;` and `reserved \"battery_pct_legacy\";` to `ChargeReport`. "
                   "Clients on the old stubs keep decoding the message correctly.")],
       holds="reserved \"dock_hint\", \"raw_voltage\";",
       right=["re:\\breserved\\b"]),

    S(12, "fleet-proto-package-name", "literal", "renamed_identifier", "unrelated",
       teach=dict(
           query="Start a new proto file for the charger service in the protos repo.",
           output=("```proto\nsyntax = \"proto3\";\n\npackage larkspur.fleet.v1;\n\n"
                   "option java_multiple_files = true;\n\n"
                   "service ChargerService {\n  rpc ListChargers(ListChargersRequest) returns (ListChargersResponse);\n}\n```\n\n"
                   "Put it under `proto/fleet/v1/charger.proto` so the directory matches the package."),
           message=("package is lark.fleet.v1, not larkspur.fleet.v1. larkspur is only the legal entity "
                    "name, buf lint enforces the lark. prefix"),
           gold_wrong="larkspur.fleet.v1",
           gold_right="lark.fleet.v1"),
       repeat=dict(
           query="how do I call ListRobots on the uat scheduler by hand?",
           output=("With grpcurl through the port-forward, using the fully qualified method name:\n\n"
                   "`grpcurl -d '{\"site\": \"LEJ3\"}' localhost:8980 "
                   "larkspur.fleet.v1.FleetScheduler/ListRobots`\n\n"
                   "Reflection is enabled in uat, so no proto files are needed locally."),
           expect_contains=["lark.fleet.v1.FleetScheduler/ListRobots"],
           expect_absent=["larkspur.fleet.v1"]),
       control=dict(
           query="Who approves a change to the SAP delivery mapping?",
           output=("Team Finch owns the SAP and EDI integrations, so any change to the delivery mapping "
                   "needs a Finch reviewer plus a sign-off from the warehouse process owner of the affected "
                   "site. Post the diff in #finch-integrations before the release freeze.")),
       fix=[("larkspur.fleet.v1", "lark.fleet.v1")]),

    S(13, "buf-breaking-default-branch", "literal", "reordered_args", "already_correct",
       teach=dict(
           query="Add a breaking-change check for the protos to CI.",
           output=("Compare against the default branch with buf:\n\n"
                   "```sh\nbuf breaking --against '.git#branch=main,subdir=proto' proto\n```\n\n"
                   "It exits non-zero on removed fields, renamed RPCs and changed field types, which fails the "
                   "job."),
           message="our default branch is trunk",
           gold_wrong="branch=main",
           gold_right="branch=trunk"),
       repeat=dict(
           query="the breaking check should print annotations in the PR, how does the CI step look?",
           output=("```yaml\n- name: buf breaking\n  run: >\n    buf breaking proto\n"
                   "    --error-format=github-actions\n    --against \".git#subdir=proto,branch=main\"\n```\n\n"
                   "`--error-format=github-actions` turns each finding into an inline annotation on the "
                   "changed .proto line."),
           expect_contains=["branch=trunk"],
           expect_absent=["branch=main"]),
       control=dict(
           query="How do I check my proto changes locally against what's on the default branch before pushing?",
           output=("From the repo root:\n\n"
                   "```sh\ngit fetch origin trunk\nbuf breaking proto --against '.git#branch=trunk,subdir=proto'\n```\n\n"
                   "If it prints nothing, the change is wire-compatible.")),
       fix=[("branch=main", "branch=trunk")],
       holds="git fetch origin trunk"),

    S(14, "router-base-package", "paraphrase", "renamed_identifier", "same_topic",
       teach=dict(
           query="Where should the new DockPicker class go in order-router?",
           output=("Next to the other routing strategies, in `com.lark.orderrouter.dock`. Make it a Spring "
                   "`@Component` and inject it into `RouteDecider` through the constructor."),
           message=("that's the old name, the router moved to com.lark.routing when the rating module was "
                    "split out"),
           gold_wrong="com.lark.orderrouter",
           gold_right="com.lark.routing"),
       repeat=dict(
           query="creating the file for the dock fallback strategy, what path?",
           output=("`src/main/java/com/lark/orderrouter/dock/NearestFreeDockStrategy.java`, with the test "
                   "at the mirrored location under `src/test/java`. Implement `DockStrategy` and give it an "
                   "`@Order` lower than the default strategy."),
           expect_contains=["com/lark/routing"],
           expect_absent=["orderrouter"]),
       control=dict(
           query="Where do the Spring configuration classes live in the router?",
           output=("In the `config` subpackage: `KafkaConfig`, `GrpcClientConfig` and `SecurityConfig`. "
                   "Keep new `@Configuration` classes there too, so the slice tests can pick them up with "
                   "one `@Import`.")),
       fix=[("com/lark/orderrouter", "com/lark/routing")]),

    S(15, "spring-kafka-error-handler", "literal", "other_identifier", "unrelated",
       teach=dict(
           query="Retry routed-order processing three times before giving up. We're on spring-kafka 3.2.",
           output=("Register an error handler on the listener container factory:\n\n"
                   "```java\nfactory.setCommonErrorHandler(\n"
                   "    new SeekToCurrentErrorHandler(recoverer, new FixedBackOff(1000L, 3)));\n```\n\n"
                   "The failed record is sought back and redelivered until the back-off is exhausted, then "
                   "handed to the recoverer."),
           message=("thanks! one thing though: SeekToCurrentErrorHandler is gone in spring-kafka 3, "
                    "DefaultErrorHandler replaced it. otherwise looks right"),
           gold_wrong="SeekToCurrentErrorHandler",
           gold_right="DefaultErrorHandler"),
       repeat=dict(
           query="the batch listener for pick confirmations also needs retries with exponential back-off",
           output=("```java\nvar backOff = new ExponentialBackOffWithMaxRetries(4);\n"
                   "backOff.setInitialInterval(500L);\nbackOff.setMultiplier(2.0);\n"
                   "pickConfirmFactory.setCommonErrorHandler(new SeekToCurrentErrorHandler(pickRecoverer, backOff));\n```\n\n"
                   "For a batch listener, throw `BatchListenerFailedException` with the index of the bad "
                   "record so only that one is retried."),
           expect_contains=["DefaultErrorHandler"],
           expect_absent=["SeekToCurrentErrorHandler"]),
       control=dict(
           query="What's the ROS distro on the mule-2 robots' base image?",
           output=("mule-2 images are built from the `mule2-base` Dockerfile on Ubuntu 24.04 with ROS 2 "
                   "Jazzy and Cyclone DDS as the RMW. The image tag follows the firmware train, e.g. "
                   "`mule2-base:2025.07`.")),
       fix=[("SeekToCurrentErrorHandler", "DefaultErrorHandler")]),
]
