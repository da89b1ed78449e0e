#!/usr/bin/env python3
"""Build heldout28: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout28/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout28",
    "PREFIX": "h28",
    "TITLE": ("a news publisher's digital platform team's week: a Rails 7 CMS (Sidekiq, ActiveRecord "
              "migrations, credentials), MySQL 8 with replicas, OpenSearch article search, the Fastly CDN, "
              "a Node.js image resizer, a Next.js front end, GCP (Cloud Run, Pub/Sub, GCS, Terraform), "
              "paywall metering, feeds (RSS, Google News sitemaps, AMP), and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the digital platform team ("DPT") of a news publisher, the Northgate Herald, through
one week: a Ruby on Rails 7 CMS called inkwell (Sidekiq queues, job arguments, scheduling
and retries, the Web UI mount, ActiveRecord migrations and MySQL index algorithms, batch
iteration, time zones, encrypted credentials, SQL injection in LIKE filters), MySQL 8
(replica pool port, asynchronous replication, upserts, UTC functions, DATE_FORMAT, sargable
date filters, keyset pagination, utf8mb4, mysqldump GTID flags), OpenSearch article search
(read and write aliases, the team's analyzer, keyword mappings, refresh, reindexing), the
Fastly CDN (API host and auth header, surrogate-key and soft purges, stale-if-error VCL,
geo country codes, client IP header), crop-shop, the Node.js image resizer (Node version,
listen port on Cloud Run, HMAC signing, image host), the Next.js 14 front end herald-web
(app router data fetching, ISR, next/image, middleware runtime, public env vars), GCP
(Cloud Run regions, min instances and timeouts, GCS lifecycle, versioning and access,
Pub/Sub ordering, Terraform IAM resources and state locking), paywall metering (limits,
the meter cookie), feeds (RSS dates, Google News sitemap path and limits, AMP), and team
facts (dev/preprod/live, desk slugs, deploy window, on-call channel, GCP project ids, log
level on live). Hosts, ports, ids, names, versions and conventions are the team's own,
invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse, hedged or question-shaped,
with thanks around it, with a reason, two values in one message, lower case,
multi-sentence, naming the wrong value only indirectly). The repeat is another session
that makes the same mistake again and must come back fixed (every `expect_contains`
present, every `expect_absent` absent;
`re:` entries are Python regexes, the others case-sensitive substrings). The control
must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only heldout26's builder (for its validation code) and heldout26's README (for
this layout) were consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
