"""heldout31, part 4: scanner app, GS1 barcodes and ZPL labels, SAP/EDI, and team conventions."""


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {"id": "h31-%03d" % n, "topic": topic, "difficulty": difficulty,
            "repeat_variation": variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    S(46, "gs1-group-separator", "literal", "casing", "lookalike",
      teach=dict(
          query="In the scanner app, split a scanned GS1-128 string into its element strings.",
          output=("```ts\nconst GS = String.fromCharCode(0x1E);\n\n"
                  "export function splitElements(raw: string): string[] {\n"
                  "  return raw.split(GS).filter(Boolean);\n}\n```\n\n"
                  "Variable-length AIs such as (10) end at the separator; fixed-length ones are followed "
                  "directly by the next AI."),
          message=("group separator is 0x1D (ASCII 29). the one you used is RS, the scanners never send "
                   "that inside a GS1 string"),
          gold_wrong="0x1E",
          gold_right="0x1D"),
      repeat=dict(
          query="the router also parses raw scans from the handheld API, Java constant for the separator?",
          output=("```java\n/** FNC1 as transmitted by the handhelds between GS1 element strings. */\n"
                  "private static final char GROUP_SEPARATOR = (char) 0x1e;\n\n"
                  "List<String> parts = Splitter.on(GROUP_SEPARATOR).omitEmptyStrings().splitToList(raw);\n```"),
          expect_contains=["re:(?i)0x1d"],
          expect_absent=["re:(?i)0x1e"]),
      control=dict(
          query="Build the ISO 15434 envelope header for the DataMatrix on the carrier label.",
          output=("```ts\nconst RS = String.fromCharCode(0x1E);\nconst EOT = String.fromCharCode(0x04);\n\n"
                  "const header = \"[)>\" + RS + \"06\";\n"
                  "const trailer = RS + EOT;\n```\n\n"
                  "Inside the format 06 block the data elements are joined with the separator constant "
                  "from `gs1.ts`; the record separator only frames the envelope.")),
      fix=[("0x1e", "0x1d")],
      holds="const RS = String.fromCharCode(0x1E);",
      look="0x1E"),

    S(47, "sscc-application-identifier", "paraphrase", "code_block", "lookalike",
      teach=dict(
          query="Python helper that renders the human-readable SSCC line for the pallet label.",
          output=("```python\ndef sscc_hri(sscc: str) -> str:\n"
                  "    if len(sscc) != 18 or not sscc.isdigit():\n"
                  "        raise ValueError(f\"bad SSCC {sscc!r}\")\n"
                  "    return f\"(01) {sscc}\"\n```"),
          message="SSCC goes with AI (00). (01) is the GTIN",
          gold_wrong="f\"(01) {sscc}\"",
          gold_right="f\"(00) {sscc}\""),
      repeat=dict(
          query="ZPL for the SSCC barcode block on the pallet label",
          output=("```\n^XA\n^FO60,900^BY4\n^BCN,260,Y,N,N,D\n"
                  "^FD(01)387123450000004512^FS\n^XZ\n```\n\n"
                  "Mode D makes the printer insert FNC1 and print the parentheses in the text line."),
          expect_contains=["^FD(00)387123450000004512"],
          expect_absent=["^FD(01)"]),
      control=dict(
          query="ZPL for the GTIN and batch barcode on a case label.",
          output=("```\n^XA\n^FO50,420^BY3\n^BCN,200,Y,N,N,D\n"
                  "^FD(01)08712345678906(10)L2407^FS\n^XZ\n```\n\n"
                  "The GTIN is fixed length, so the batch AI can follow it without a separator.")),
      fix=[("^FD(01)", "^FD(00)")],
      holds="^FD(01)08712345678906(10)L2407^FS",
      look="^FD(01)"),

    S(48, "gs1-date-format", "paraphrase", "equivalent_construct", "same_topic",
      teach=dict(
          query="Java: format the expiry date for AI (17) on the label.",
          output=("```java\nString ai17 = \"(17)\" + expiry.format(DateTimeFormatter.ofPattern(\"yyyyMMdd\"));\n```\n\n"
                  "`expiry` is a `LocalDate`, so no time zone is involved."),
          message=("GS1 dates are six digits, YYMMDD. with a four-digit year the element gets two digits "
                   "too long and every scanner reads garbage after it"),
          gold_wrong="ofPattern(\"yyyyMMdd\")",
          gold_right="ofPattern(\"yyMMdd\")"),
      repeat=dict(
          query="the label preview script in python needs the best-before element too",
          output=("```python\nai15 = \"(15)\" + best_before.strftime(\"%Y%m%d\")\n"
                  "hri_lines.append(ai15)\n```\n\n"
                  "`best_before` comes from the SAP batch master as a `date`."),
          expect_contains=["%y%m%d"],
          expect_absent=["%Y%m%d"]),
      control=dict(
          query="Which GS1 AI is best-before and which is expiry?",
          output=("(15) is the best-before date and (17) the expiration date. Food customers print (15), "
                  "the pharma lines need (17). A day of 00 in either means the end of that month.")),
      fix=[("%Y%m%d", "%y%m%d")]),

    S(49, "gs1-batch-versus-serial", "semantic", "prose_claim", "unrelated",
      teach=dict(
          query="Which AI carries the lot number on the inbound cartons from the pharma supplier?",
          output=("The lot number is in AI (21): take everything after `(21)` up to the next separator "
                  "and store it as `lot_no` on the receipt line."),
          message="(21) is the serial number. lot/batch is (10)",
          gold_wrong="The lot number is in AI (21)",
          gold_right="the lot number is in AI (10)"),
      repeat=dict(
          query="the recall query needs the batch of each scanned carton, where does it come from in the GS1 data?",
          output=("Batch and lot both live in the serial AI, (21), so group the scans by the value after "
                  "(21) to find every carton of the recalled batch."),
          expect_contains=["re:\\(10\\)"],
          expect_absent=["re:(?i)live in the serial AI|value after \\(21\\)"]),
      control=dict(
          query="How many charging stations does RTM1 have?",
          output=("Twenty-four: eighteen in the charging aisle next to hall B and six at the ends of the "
                  "pick aisles. fleet-sched keeps two of them free for robots that report under 15 % "
                  "battery.")),
      fix=[(None, "The batch is in AI (10). Group the scans by the value after (10); the serial in (21) "
                  "is different for every carton, so it cannot identify a recall.")]),

    S(50, "zpl-printer-resolution", "literal", "code_block", "lookalike",
      teach=dict(
          query="ZPL skeleton for the 4x6 pallet label on the outbound ZT411s.",
          output=("```\n^XA\n^CI28\n^PW812^LL1218\n^LH0,0\n"
                  "^FO40,40^A0N,60,60^FDShip to:^FS\n^XZ\n```\n\n"
                  "`^CI28` switches to UTF-8 so umlauts in addresses print correctly."),
          message=("our ZT411s are the 300 dpi ones, so a 4x6 is ^PW1200^LL1800. that's why the test "
                   "labels came out squashed into the top left"),
          gold_wrong="^PW812^LL1218",
          gold_right="^PW1200^LL1800"),
      repeat=dict(
          query="return label, same 4x6 stock on the same outbound printers",
          output=("```\n^XA\n^CI28\n^PW812^LL1218\n^FO40,40^A0N,50,50^FDRETURN TO:^FS\n"
                  "^FO40,110^A0N,40,40^FD${warehouse_address}^FS\n^XZ\n```"),
          expect_contains=["^PW1200^LL1800"],
          expect_absent=["^PW812", "^LL1218"]),
      control=dict(
          query="The ZD621s at the returns desk are the 203 dpi variant. Print width for 4-inch stock?",
          output=("`^PW812`: four inches at 203 dpi is 812 dots. Keep the field origins in dots too, so "
                  "a template copied from the 300 dpi printers has to be scaled by about two thirds.")),
      fix=[("^PW812^LL1218", "^PW1200^LL1800")],
      holds="`^PW812`: four inches at 203 dpi is 812 dots",
      look="^PW812"),

    S(51, "edi-functional-ack", "paraphrase", "other_identifier", "same_topic",
      teach=dict(
          query="What do we send back to the 3PL after receiving their 856?",
          output=("Send a 999 acknowledgment per functional group, with AK9 set to A when every "
                  "transaction set passed validation; SAP PI generates it from the inbound map."),
          message="997. the 999 is the HIPAA implementation ack, none of our trading partners speak it",
          gold_wrong="a 999 acknowledgment",
          gold_right="a 997 functional acknowledgment"),
      repeat=dict(
          query="a retailer starts sending us 940 warehouse shipping orders, what ack will they expect?",
          output=("Acknowledge every 940 with a 999, one per functional group (GS/GE), and set AK9 to R "
                  "if any 940 in the group fails validation so they resend the whole group."),
          expect_contains=["re:\\b997\\b"],
          expect_absent=["re:\\b999\\b"]),
      control=dict(
          query="Which EDI message is the ASN we send to retailers?",
          output=("The 856 ship notice, built from the SAP outbound delivery once the trailer is closed "
                  "at the dock. It carries the SSCC of every pallet in the HL loops, so the retailer can "
                  "receive by scanning.")),
      fix=[("with a 999", "with a 997")]),

    S(52, "sap-delivery-idoc-type", "literal", "equivalent_construct", "unrelated",
      teach=dict(
          query="Which IDoc type does the outbound delivery interface to the WMS use?",
          output=("Deliveries leave SAP as basic type `DELVRY03` with message type `SHPORD`; the partner "
                  "profile in WE20 for the WMS logical system sends them immediately."),
          message="we're on DELVRY07 since the S/4 move, 03 doesn't carry the HU segments we map",
          gold_wrong="DELVRY03",
          gold_right="DELVRY07"),
      repeat=dict(
          query="in the CPI mapping, XPath to the delivery number of the inbound IDoc XML?",
          output=("`/DELVRY03/IDOC/E1EDL20/VBELN`. E1EDL20 is the delivery header segment and occurs once "
                  "per IDoc, so no predicate is needed."),
          expect_contains=["/DELVRY07/IDOC/E1EDL20/VBELN"],
          expect_absent=["DELVRY03"]),
      control=dict(
          query="Which Slack channel do I use for a floor incident?",
          output=("`#inc-floor`. The on-call of the affected team opens a thread there, and the shift lead "
                  "of the site is added automatically through the PagerDuty integration.")),
      fix=[("DELVRY03", "DELVRY07")]),

    S(53, "grpc-site-metadata-key", "literal", "casing", "same_topic",
      teach=dict(
          query="Java: attach the site code to every call from the router to fleet-sched.",
          output=("Use a client interceptor:\n\n```java\nstatic final Metadata.Key<String> SITE =\n"
                  "    Metadata.Key.of(\"X-Site-Id\", Metadata.ASCII_STRING_MARSHALLER);\n\n"
                  "@Override\npublic <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> m, "
                  "CallOptions o, Channel next) {\n"
                  "    return new SimpleForwardingClientCall<>(next.newCall(m, o)) {\n"
                  "        @Override public void start(Listener<R> l, Metadata h) {\n"
                  "            h.put(SITE, SiteContext.current());\n            super.start(l, h);\n"
                  "        }\n    };\n}\n```"),
          message="the scheduler reads x-lark-site. there's no x-site-id header anywhere in our stack",
          gold_wrong="X-Site-Id",
          gold_right="x-lark-site"),
      repeat=dict(
          query="fleet-sched side: read the caller's site from the request metadata in tonic",
          output=("```rust\nlet site = request\n    .metadata()\n    .get(\"x-site-id\")\n"
                  "    .and_then(|v| v.to_str().ok())\n"
                  "    .ok_or_else(|| Status::invalid_argument(\"missing site\"))?;\n```"),
          expect_contains=["x-lark-site"],
          expect_absent=["re:(?i)x-site-id"]),
      control=dict(
          query="Which metadata does fleet-sched expect on Reserve calls apart from the site?",
          output=("An `x-request-id` for tracing, which the router copies from the incoming HTTP request, "
                  "and the caller identity, which comes from the mesh certificate rather than a header.")),
      fix=[("x-site-id", "x-lark-site")]),

    S(54, "preprod-environment-name", "literal", "casing", "lookalike",
      teach=dict(
          query="Where should I try the new dock-assignment rules before they hit prd?",
          output=("Roll them out to staging first and let them run for one full shift; it receives a "
                  "mirrored copy of the DUS2 order stream, so you can compare its dock choices with "
                  "production the next morning."),
          message="we don't have a 'staging'. pre-prod is uat (lark-uat project, gke-uat-ew4)",
          gold_wrong="staging",
          gold_right="uat"),
      repeat=dict(
          query="draft the release checklist for the dock rules change",
          output=("1. Merge to trunk and let CI build the image.\n"
                  "2. Deploy to Staging and replay the previous day's orders through it.\n"
                  "3. Get a sign-off from the DUS2 shift lead.\n"
                  "4. Ride the next release train to prd."),
          expect_contains=["re:(?i)\\buat\\b"],
          expect_absent=["re:(?i)\\bstaging\\b"]),
      control=dict(
          query="Where do pallets wait before loading at DUS2?",
          output=("In the staging lanes in front of docks 20 to 27. The WMS assigns one lane per trailer "
                  "when loading starts, and a pallet that sits there longer than 45 minutes shows up red on "
                  "the dock board.")),
      fix=[("Staging", "uat")],
      holds="In the staging lanes in front of docks 20 to 27.",
      look="staging"),

    S(55, "router-jira-project-key", "literal", "casing", "same_topic",
      teach=dict(
          query="Commit message for the dock fallback change? The router ticket is 1432.",
          output=("`ORR-1432: fall back to the nearest free dock when the assigned one is blocked`\n\n"
                  "Keep the key first, then the Jira integration links the commit to the ticket."),
          message="ORR is the archived project, router tickets are ROUTE-1432 since the jira migration",
          gold_wrong="ORR-1432",
          gold_right="ROUTE-1432"),
      repeat=dict(
          query="branch name for router ticket 1432, the dock fallback?",
          output=("`git switch -c orr-1432-dock-fallback`: lower case with the ticket key first, so the "
                  "branch shows up on the ticket."),
          expect_contains=["re:(?i)route-1432"],
          expect_absent=["re:(?i)orr-1432"]),
      control=dict(
          query="What's the branch naming convention in the router repo?",
          output=("`<project>-<number>-<short-slug>` in lower case, for example "
                  "`route-1519-carrier-cutoff`. Branches without a ticket key are rejected by the push "
                  "hook.")),
      fix=[("orr-1432", "route-1432")]),

    S(56, "fleet-oncall-handover", "literal", "reworded", "already_correct",
      teach=dict(
          query="When does the fleet on-call rotation hand over?",
          output=("The `fleet-primary` PagerDuty schedule hands over on Friday 17:00 CET, so the outgoing "
                  "engineer covers the whole working week and the new one starts with the weekend."),
          message=("handover moved to Monday 09:30 last quarter so nobody starts on-call going into a "
                   "weekend. the PD schedule already has it"),
          gold_wrong="Friday 17:00",
          gold_right="Monday 09:30"),
      repeat=dict(
          query="I'm on call from next week. when exactly does my shift start?",
          output=("Your shift starts at the Friday 17:00 handover; the outgoing engineer walks you through "
                  "open incidents in #fleet-oncall right before it."),
          expect_contains=["Monday 09:30"],
          expect_absent=["Friday 17:00"]),
      control=dict(
          query="Remind me of the on-call handover time for the runbook.",
          output=("Monday 09:30 CET on the `fleet-primary` schedule. The handover itself is a 15-minute "
                  "call in #fleet-oncall where open incidents and silenced alerts are passed on.")),
      fix=[("Friday 17:00", "Monday 09:30")],
      holds="passed on"),

    S(57, "kafka-partition-increase-ordering", "semantic", "reworded", "unrelated",
      teach=dict(
          query="Can we go from 12 to 24 partitions on the routed-orders topic without breaking anything?",
          output=("Yes, `kafka-topics.sh --alter --partitions 24` is online and safe: per-order ordering "
                  "is unaffected because records are keyed by order id, so each order still goes to one "
                  "partition."),
          message=("careful, adding partitions changes which partition a key hashes to. orders in flight "
                   "during the change end up split over two partitions and get consumed out of order, "
                   "which is why we drain the producers first"),
          gold_wrong="per-order ordering is unaffected because records are keyed by order id",
          gold_right="adding partitions changes which partition a key hashes to"),
      repeat=dict(
          query="scan events are lagging, can I just add partitions to floor.scan-events.v3 to get more consumers?",
          output=("Yes, and ordering per tote is safe: the key is the tote id, and a key keeps going to "
                  "the same partition however many partitions the topic has, so you can go from 24 to 48 "
                  "while the scanners keep publishing."),
          expect_contains=["re:(?i)(different|another|new) partition|remap|hash(es)? to"],
          expect_absent=["re:(?i)keeps going to the same partition|ordering per tote is safe"]),
      control=dict(
          query="What does the DEGRADED robot state in fleet-sched mean?",
          output=("The robot is still driving but reported a non-fatal fault, for example one lidar "
                  "dirty or a wheel encoder out of tolerance. fleet-sched stops giving it new tasks, lets "
                  "it finish the current one and then sends it to the maintenance bay.")),
      fix=[(None, "More partitions do give you more consumers, but the key-to-partition mapping "
                  "changes: a tote id can hash to a different partition afterwards, so events of one tote "
                  "published around the change may be read out of order. Pause the scanner gateway's "
                  "producer, let the consumers catch up, then add the partitions.")]),

    S(58, "kafka-record-key-order-id", "paraphrase", "equivalent_construct", "unrelated",
      teach=dict(
          query="Publish an OrderRouted event once the routing decision is stored.",
          output=("```java\nkafkaTemplate.send(ROUTED_TOPIC, event)\n"
                  "    .whenComplete((res, ex) -> {\n"
                  "        if (ex != null) log.error(\"publish failed for {}\", event.orderId(), ex);\n"
                  "    });\n```"),
          message=("key it by order id: send(ROUTED_TOPIC, event.orderId(), event). without a key the "
                   "records are spread over partitions and consumers see an order's events out of sequence"),
          gold_wrong="kafkaTemplate.send(ROUTED_TOPIC, event)",
          gold_right="kafkaTemplate.send(ROUTED_TOPIC, event.orderId(), event)"),
      repeat=dict(
          query="amendments should go out on the same topic, I'd like to add a header for the amendment reason",
          output=("```java\nvar record = new ProducerRecord<String, OrderEvent>(ROUTED_TOPIC, amended);\n"
                  "record.headers().add(\"amend-reason\", reason.getBytes(StandardCharsets.UTF_8));\n"
                  "kafkaTemplate.send(record);\n```"),
          expect_contains=["amended.orderId()"],
          expect_absent=["ProducerRecord<String, OrderEvent>(ROUTED_TOPIC, amended)"]),
      control=dict(
          query="What's the minimum free space the label printers need on the ribbon before a wave starts?",
          output=("label-service checks the printer's `~HQES` status before sending a wave and holds it "
                  "when the ribbon-low flag is set. Operators then swap the ribbon; there is no fixed "
                  "metre count because the wave sizes vary too much.")),
      fix=[("(ROUTED_TOPIC, amended)", "(ROUTED_TOPIC, amended.orderId(), amended)")]),

    S(59, "virtual-thread-synchronized-pinning", "semantic", "prose_claim", "unrelated",
      teach=dict(
          query="order-router runs on virtual threads now. Does the synchronized block in the legacy RateCache still matter?",
          output=("Not anymore. Since Java 21, a virtual thread that blocks inside a synchronized block "
                  "unmounts from its carrier like anywhere else, so synchronized no longer pins. You can "
                  "leave RateCache as it is."),
          message=("that fix is JDK 24 (JEP 491). on 21 synchronized still pins the carrier, so blocking "
                   "I/O inside RateCache's synchronized block can starve the carrier pool. swap it for a "
                   "ReentrantLock"),
          gold_wrong="Since Java 21, a virtual thread that blocks inside a synchronized block unmounts from its carrier",
          gold_right="on Java 21 synchronized still pins the carrier thread"),
      repeat=dict(
          query="the carrier rate client does a blocking HTTP call inside a synchronized method. with virtual threads is that a problem on our JDK?",
          output=("No, on Java 21 synchronized methods no longer pin virtual threads: the thread parks and "
                  "frees its carrier during the HTTP call, so you can keep the synchronized method."),
          expect_contains=["re:(?i)ReentrantLock|JDK 24|Java 24"],
          expect_absent=["re:(?i)synchronized methods no longer pin|you can keep the synchronized"]),
      control=dict(
          query="Who is the contact for the label stock supplier?",
          output=("Procurement handles the label stock contract; day-to-day orders go through the site "
                  "logistics coordinators, who reorder when the stock in the consumables cage drops below "
                  "two weeks of usage.")),
      fix=[(None, "Yes. On Java 21 a synchronized method still pins the virtual thread to its carrier "
                  "while it blocks, so a slow HTTP call there ties up a carrier thread; the fix for that "
                  "only arrived in JDK 24. Replace the synchronized method with a ReentrantLock.")]),

    S(60, "kafka-auto-offset-reset-default", "semantic", "prose_claim", "already_correct",
      teach=dict(
          query="New consumer group for the carrier-booking service: will it start with the backlog already on the topic?",
          output=("Yes. With no committed offsets the consumer falls back to auto.offset.reset, whose "
                  "default is earliest, so the new group first reads everything the topic still retains."),
          message=("default is latest, so a fresh group only sees new records. set auto-offset-reset: "
                   "earliest explicitly if you want the backlog"),
          gold_wrong="whose default is earliest",
          gold_right="the default is latest"),
      repeat=dict(
          query="I reset the pick-confirm listener's consumer group by deleting it. when it comes back, where does it start reading?",
          output=("At the beginning of each partition: a group without committed offsets starts from the "
                  "earliest offset by default, so expect it to reprocess everything still retained."),
          expect_contains=["re:(?i)latest"],
          expect_absent=["re:(?i)earliest offset by default|at the beginning of each partition"]),
      control=dict(
          query="What's auto.offset.reset on the label printer consumers?",
          output=("Nothing is set, so they run with the client default, latest: after a group reset they "
                  "skip whatever was produced while they were gone. That's intended, reprinting old labels "
                  "would be worse than missing them.")),
      fix=[(None, "At the end of each partition: with no committed offsets the consumer applies "
                  "auto.offset.reset, which defaults to latest, so it only sees records produced after "
                  "it rejoins. Set it to earliest for that group if you need the retained backlog.")],
      holds="reprinting old labels would be worse than missing them",
      right=["re:(?i)latest"]),
]
