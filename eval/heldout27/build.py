#!/usr/bin/env python3
"""Build heldout27: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout27/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout27",
    "PREFIX": "h27",
    "TITLE": ("a mobile game studio's live-ops week: a Unity 2022 LTS / C# client, Android (Gradle, "
              "Kotlin, R8, Play Console) and iOS (Xcode, fastlane, TestFlight) builds, a Go matchmaking "
              "service on GKE, Redis leaderboards, Firebase Remote Config and Analytics, a Postgres "
              "player-economy database, Addressables and the CDN, Jenkins pipelines, and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the "Lanternfall" team of the mobile game studio Tidewater Interactive through one live-ops
week: a Unity 2022 LTS / C# client (editor version pin, color space, obsolete object lookups,
FixedUpdate timing, scaled versus unscaled time, save paths, scripting defines for cheats,
JSON serialization of dictionaries, tag comparison, request headers, input handling, batch
mode entry points), Addressables and the CDN (profiles and load paths, handle release,
additive scene loading, label merge modes, catalog cache headers), the Android build (ABIs,
minSdk, R8 keep rules, PendingIntent flags, exported activities, Gradle heap, keystore
credentials, Play package name, staged rollouts), the iOS build (UnityFramework target,
__Internal imports, deployment target, fastlane match, TestFlight review, APNs keys), a Go
matchmaking service on GKE (gRPC port, errors.Is, Duration TTLs, SIGTERM handling,
Prometheus units, probes, region, Artifact Registry), Redis leaderboards (port, ordering,
ties), Firebase Remote Config and Analytics (parameter and flag names, propagation, event
names, reporting latency), a Postgres player-economy database (timestamps, money types,
column defaults, debit guards, PgBouncer, to_char, sequences, UTC day buckets), Jenkins
pipelines (shared library version, secret interpolation) and team facts (branch-cut day,
on-call channel). Hosts, ports, ids, names, versions and conventions are the team's own,
invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse, hedged or question-shaped,
with thanks around it, with a reason, two values in one message, lower case,
multi-sentence, naming the wrong value only indirectly). The repeat is another session that makes the same mistake again and
must come back fixed (every `expect_contains` present, every `expect_absent` absent;
`re:` entries are Python regexes, the others case-sensitive substrings). The control
must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only the loop README, heldout26's builder (for its validation code) and
heldout26's README (for this layout) were consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
