#!/usr/bin/env python3
"""Build heldout26: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout26/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout26",
    "PREFIX": "h26",
    "TITLE": ("an insurance company's claims-platform team's week: a .NET 8 / C# claims API "
              "(EF Core, Serilog, Polly, Hangfire), an Angular 17 portal, SQL Server 2022 with Always On, "
              "Azure Service Bus, Azure DevOps pipelines, an MLflow-served fraud model, PDF letters, "
              "SFTP/PGP partner exchanges, Windows servers and PowerShell, and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the claims-platform team ("CLP") of a Dutch insurer through one week: a .NET 8 / C#
claims API (EF Core migrations and mappings, appsettings sections and options binding,
Serilog sinks and overrides, Polly retry policies, Hangfire recurring jobs, storage schema
and dashboard), an Angular 17 portal (environment files and build configurations,
proxy.conf.json, RxJS operators and imports, takeUntilDestroyed, @for control flow), SQL
Server 2022 (T-SQL defaults, indexes and edition limits, Always On listener, replicas and
MultiSubnetFailover, collations, compatibility levels, Agent and index maintenance
schedules), Azure Service Bus (queue and topic names, sessions, dead-letter sub-queues,
SQL filters, delivery counts), Azure DevOps pipelines (stages, conditions, variable groups,
agent pools, service connections, template versus macro syntax, PR validation), a Python
fraud-scoring model served with MLflow (routes, aliases, env managers, tracking variables),
PDF letters with QuestPDF (license, page size), SFTP and PGP exchanges with a repair-shop
network (ports, file-name patterns, recipient keys), Windows servers and PowerShell (WinRM,
scheduled tasks, gMSA identities, log drives), and team facts (dev/tst/acc/prd, Jira key,
CAB day, release window, on-call channel, SIU threshold). Hosts, ports, ids, names,
versions and conventions are the team's own, invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse, hedged or question-shaped,
with thanks around it, with a reason, two values in one message, lower case,
multi-sentence). The repeat is another session that makes the same mistake again and
must come back fixed (every `expect_contains` present, every `expect_absent` absent;
`re:` entries are Python regexes, the others case-sensitive substrings). The control
must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only heldout21's builder (for its validation code) and heldout21's README (for
this layout) were consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
