#!/usr/bin/env python3
"""Build heldout31: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout31/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout31",
    "PREFIX": "h31",
    "TITLE": ("a logistics and warehouse-robotics engineering org: a Java 21 / Spring Boot order router, "
              "Kafka, gRPC and protobuf, ROS 2 robots, a Rust fleet scheduler, GCP, Helm and Argo CD, "
              "Prometheus, a React Native scanner app, GS1 barcodes and ZPL labels, SAP/EDI, and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the engineering org of a logistics company that runs robot-assisted warehouses: the order
router (Java 21 and Spring Boot: virtual threads, actuator probes, pattern switches,
spring-kafka error handling and dead-lettering, record keys, base packages), Kafka (topic
versions, listeners and ports, retention, producer idempotence, offset reset, partition
changes), gRPC and protobuf (deadlines, status codes of the scheduler contract, metadata
keys, removed field numbers, package names, buf breaking checks), the "mule" robots on ROS 2
(distro, domain ids, QoS durability and reliability matching, launch packages, colcon,
the soft-stop topic, sim time, Nav2 frames), the Rust fleet scheduler (async locks,
toolchain pinning, binary name, gRPC port, owning team), GCP (home region, regional GKE
credentials, Cloud SQL Auth Proxy, BigQuery datasets and interval units, Pub/Sub ordering
and ack deadlines, workload identity accounts, Artifact Registry), Helm charts and Argo CD
(app names, self-heal, namespaces), Prometheus queries (histogram quantiles, gauges), GS1
barcodes and ZPL labels (separators, SSCC, date format, batch versus serial, printer
resolution), SAP and EDI (functional acknowledgments, IDoc types), and team facts (site
codes, environment names, Jira keys, on-call handover). Hosts, ids, names, versions and
conventions are the team's own, invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse lower case, hedged or
question-shaped, with thanks around it, with a reason, two values in one message,
multi-sentence, naming the wrong value only indirectly, clause-shaped). The repeat is
another session that makes the same mistake again and must come back fixed (every
`expect_contains` present, every `expect_absent` absent; `re:` entries are Python regexes,
the others case-sensitive substrings). The control must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only the shared loop README, eval/scenarioset.py and heldout29's build.py and
README (for this layout) were consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
