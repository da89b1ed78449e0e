#!/usr/bin/env python3
"""Build heldout30: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout30/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout30",
    "PREFIX": "h30",
    "TITLE": ("a hospital clinical data platform team: HL7 v2 and a Mirth interface engine, FHIR R4 "
              "search and resources, SMART on FHIR scopes, DICOM and the PACS/VNA, HIPAA logging rules, "
              "a Django/Celery patient portal, PostgreSQL, Snowflake and dbt reporting, Azure (AKS, Key "
              "Vault, Bicep), Terraform, GitHub Actions, on-call and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the clinical data platform team ("CDP") of a regional hospital and its EHR integration
("Calyx", an invented EHR): HL7 v2 (ADT trigger events, result versus order message types,
timestamp formats, segment terminators, name component order, escape sequences, which PID
field carries the MRN, the feed's local time), a Mirth interface engine (hosts, channel
versus global maps, message pruning), FHIR R4 (search prefixes, page size, _revinclude,
transaction versus batch Bundles, media type, base URL, identifier systems, Encounter.class
and Patient.gender types), SMART on FHIR (v2 scopes, offline access, discovery document),
DICOM and the VNA (study versus series UID tags, modality codes, called AE title), HIPAA
rules (no MRNs in application logs, audit log retention), a Django patient portal with
Celery (settings modules, countdown scheduling, queue names, the Redis broker over TLS,
base images), PostgreSQL (concurrent index migrations, jsonb operators, the flexible
server host), Snowflake and dbt (warehouses, database and role names, targets, sources,
CONVERT_TIMEZONE and DATEDIFF argument order, time-travel retention), Azure (region, Key
Vault and AKS names, workload identity, the Secrets Store CSI driver, Bicep decorators),
Terraform (state container, tags, saved plans), GitHub Actions (OIDC permissions,
self-hosted runners for PHI jobs) and team facts (ward codes, release window, on-call
handover and paging, who owns Snowflake). Hosts, ids, names, versions and conventions are
the team's own, invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse, hedged or question-shaped,
with thanks around it, with a reason, two values in one message, lower case,
multi-sentence, naming the wrong value only indirectly, clause-shaped). The repeat is
another session that makes the same mistake again and must come back fixed (every
`expect_contains` present, every `expect_absent` absent; `re:` entries are Python regexes,
the others case-sensitive substrings). The control must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only eval/scenarioset.py (the validator), the READMEs of shared/eval and
shared/eval/loop (the format), and heldout29's build.py and README (this layout) were
consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
