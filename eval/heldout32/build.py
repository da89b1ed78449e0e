#!/usr/bin/env python3
"""Build heldout32: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout32/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout32",
    "PREFIX": "h32",
    "TITLE": ("a fintech's mobile banking and payments team: Kotlin/Android and Swift/iOS apps (Gradle, "
              "Xcode settings, Fastlane, App Store Connect, Play Console), a TypeScript/NestJS backend, card "
              "processing (ISO 8583, 3-D Secure, PCI DSS), SEPA and SWIFT messages, a double-entry ledger, "
              "AWS (EKS, Aurora, SQS, KMS, Secrets Manager), Datadog, LaunchDarkly, and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the mobile banking and payments team of a small European fintech ("Quaystone"): Kotlin
Android and Swift iOS apps (Gradle Kotlin and Groovy DSL properties and dependency
configurations, SDK levels, application ids, manifest exports, coroutine scopes, money
types, Keychain accessibility, Info.plist privacy keys, deployment targets, Xcode build
settings), Fastlane lanes for TestFlight, App Store review and Play Console tracks, App Store
phased release, a TypeScript/NestJS backend (guards versus interceptors, ConfigService,
idempotency headers, money conversion, webhook signatures), card processing with an invented
processor ("Tessera": ISO 8583 data elements, currency codes, 3-D Secure message versions,
ECI values and transaction statuses, Luhn, CVC storage and PCI DSS versions and scope), SEPA
and SWIFT (pain.001 schema versions, charge bearer codes, IBAN lengths, BIC padding, instant
payment limits, return and status messages, camt.053 statements, batch cut-off) through an
invented partner bank ("Nordhafen"), double-entry ledger conventions (credit and debit sides,
positive amounts, transaction isolation, approvals), AWS (EKS contexts, namespaces and IRSA,
Aurora writer and reader endpoints, SQS long polling, retention, FIFO names and redrive, KMS
plaintext limits and data-key specs, Secrets Manager naming), Datadog monitor options and
notification targets, LaunchDarkly keys and flag naming, and team facts (environment names,
Jira keys, release-train branches, on-call handover). Hosts, ids, names, versions and
conventions are the team's own, invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse lower case, hedged or
question-shaped, with thanks around it, with a reason, two values in one message,
multi-sentence, naming the wrong value only indirectly, clause-shaped, settings written as
`key = value` or `--option value`). The repeat is another session that makes the same
mistake again and must come back fixed (every `expect_contains` present, every
`expect_absent` absent; `re:` entries are Python regexes, the others case-sensitive
substrings). The control must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only the shared loop README (for the format), eval/scenarioset.py (for the
checks) and heldout29's builder and README (for this layout) were consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
