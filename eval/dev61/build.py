#!/usr/bin/env python3
"""Build dev61: 60 teach -> repeat -> control scenarios on database administration.

    python3 build.py

Validates every scenario (ids, enums, counts, checks, fixes, gold spans, holds,
no duplicated text) and only then writes scenarios.jsonl and README.md next to
this file. Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "dev61"
PREFIX = "d61"
THEME = ("database administration: PostgreSQL and MySQL operations, replication, backups, "
         "psql/mysql clients, migrations tools (Flyway, Liquibase, Alembic), indexes and query "
         "plans, and one team's own hosts, databases, roles and conventions")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    S.append({"topic": topic, "difficulty": difficulty, "repeat_variation": variation,
              "control_kind": control_kind, "teach": teach, "repeat": repeat,
              "control": control, "fix": fix, "holds": holds})


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output, "expect_contains": expect_contains,
            "expect_absent": expect_absent}


def C(query, output):
    return {"query": query, "output": output}


# ---------------------------------------------------------------- scenarios
# 001
sc("pgbouncer-port", "paraphrase", "equivalent_construct", "lookalike",
   T("How do I open a psql session on the ledger prod database as the read-only role?",
     "Connect with the read-only role:\n\n```\npsql -h pg-ledger.db.internal -p 5432 -U ledger_ro -d ledger_prod\n```\n\n"
     "It prompts for the password unless there's a matching line in `~/.pgpass` (host:port:db:user:password).",
     "In prod everything goes through PgBouncer, so that's -p 6432, not 5432.",
     "-p 5432", "-p 6432"),
   R("What connection URI should the Grafana Postgres datasource use for ledger_prod?",
     "Use `postgresql://ledger_ro@pg-ledger.db.internal:5432/ledger_prod?sslmode=require` and put the password "
     "in the datasource's secure field rather than in the URI.",
     [":6432/ledger_prod"], [":5432/"]),
   C("How do I start a throwaway Postgres 16 in Docker for running the migration tests locally?",
     "```bash\ndocker run --rm -d --name pg-test -e POSTGRES_PASSWORD=test -p 5432:5432 postgres:16\n"
     "psql -h localhost -p 5432 -U postgres -c 'CREATE DATABASE ledger_test;'\n```\n"
     "The container listens on the default port; nothing goes through PgBouncer locally."),
   [(":5432/", ":6432/")], holds="-p 5432")

# 002
sc("mysql-replica-status", "literal", "casing", "lookalike",
   T("How do I check replication lag on the orders MySQL replica?",
     "On the replica (`mysql-orders-02`), run:\n\n```sql\nSHOW SLAVE STATUS\\G\n```\n\n"
     "Check that `Replica_IO_Running` and `Replica_SQL_Running` are both `Yes` and read the lag from `Seconds_Behind_Source`.",
     "We're on 8.0.36 - it's SHOW REPLICA STATUS. SHOW SLAVE STATUS is deprecated and still returns the old "
     "Slave_*/Master_* column names, which is why those fields won't match.",
     "SHOW SLAVE STATUS", "SHOW REPLICA STATUS"),
   R("the orders replica stopped applying changes, where do I see the SQL thread error?",
     "Log into mysql-orders-02 and run `show slave status\\G`; the `Last_SQL_Errno` and `Last_SQL_Error` fields tell "
     "you which event failed, and `Replica_SQL_Running` will be `No`.",
     ["re:(?i)show replica status"], ["re:(?i)show slave status"]),
   C("What's the replication status command on the old mysql-archive-01 box? It's still MySQL 5.7.",
     "On 5.7 the only form is `SHOW SLAVE STATUS\\G`: `SHOW REPLICA STATUS` was added in 8.0.22, so it's a syntax "
     "error there. The lag column is `Seconds_Behind_Master`."),
   [("show slave status", "show replica status")], holds="SHOW SLAVE STATUS")

# 003
sc("ledger-pg-version", "literal", "reworded", "already_correct",
   T("What Postgres major version is the ledger cluster running? Filling in the runbook header.",
     "The ledger cluster (pg-ledger-01, -02, -03) runs PostgreSQL 15 under Patroni, with PgBouncer in front on each node.",
     "It's on 16 since the April upgrade.",
     "PostgreSQL 15", "PostgreSQL 16"),
   R("For the upgrade-planning doc: which major version are the ledger nodes on right now, and what would be next?",
     "All three ledger nodes are on PostgreSQL 15 today; the next hop would be 17, which pg_upgrade can do directly with `--link`.",
     ["PostgreSQL 16"], ["PostgreSQL 15"]),
   C("Which pg_dump binary should the backup host use against the ledger cluster?",
     "Use the PostgreSQL 16 client tools (`/usr/lib/postgresql/16/bin/pg_dump`). pg_dump refuses to dump a server whose "
     "major version is newer than its own, and the ledger cluster is on 16."),
   [("PostgreSQL 15", "PostgreSQL 16")], holds="PostgreSQL 16")

# 004
sc("pg-stat-statements-columns", "literal", "code_block", "lookalike",
   T("Top 10 queries by total time from pg_stat_statements on the ledger primary?",
     "```sql\nSELECT queryid,\n       calls,\n       round(total_time::numeric, 1)     AS total_ms,\n"
     "       round(mean_exec_time::numeric, 2) AS mean_ms,\n       left(query, 80)                   AS query\n"
     "FROM pg_stat_statements\nORDER BY total_time DESC\nLIMIT 10;\n```\n"
     "Run it as a role with `pg_read_all_stats`, otherwise other users' query text shows as `<insufficient privilege>`.",
     "There's no total_time column since PG 13 - it's total_exec_time (and total_plan_time if you track planning).",
     "total_time", "total_exec_time"),
   R("Which statements eat the most cumulative execution time on pg-ledger-01? Just the top 20.",
     "```sql\nSELECT calls, total_time, rows, query\nFROM pg_stat_statements\nORDER BY total_time DESC\nLIMIT 20;\n```",
     ["total_exec_time"], ["re:\\btotal_time\\b"]),
   C("How do I find which PL/pgSQL functions are the slowest?",
     "Set `track_functions = 'pl'` (reloadable), then:\n\n```sql\nSELECT schemaname, funcname, calls, total_time, self_time\n"
     "FROM pg_stat_user_functions\nORDER BY total_time DESC\nLIMIT 10;\n```\n"
     "`total_time` includes time spent in functions it calls; `self_time` doesn't."),
   [("total_time", "total_exec_time")], holds="total_time")

# 005
sc("wal-keep-size", "literal", "reworded", "already_correct",
   T("The ledger replica keeps needing a rebuild after the nightly batch; which setting keeps more WAL on the primary?",
     "Raise `wal_keep_segments` on pg-ledger-01 - e.g. 256 segments is about 4 GB of WAL at 16 MB each - and reload. "
     "A physical replication slot is the sturdier fix, as long as you alert on `pg_replication_slots` so a dead replica "
     "can't fill the disk.",
     "wal_keep_segments doesn't exist anymore (removed in 13). On 16 it's wal_keep_size, in MB.",
     "wal_keep_segments", "wal_keep_size"),
   R("Standby fell behind again and the primary had already recycled the WAL it needed. What do I tune?",
     "Increase `wal_keep_segments` in postgresql.conf on the primary so it retains more WAL, then "
     "`SELECT pg_reload_conf();` - no restart needed.",
     ["wal_keep_size"], ["wal_keep_segments"]),
   C("How much WAL will pg-ledger-01 keep for replicas with our current config?",
     "It keeps at least `wal_keep_size = 4096` MB (4 GB) in pg_wal, plus whatever the replication slots still need; "
     "check `SHOW wal_keep_size;` and `pg_replication_slots.wal_status`."),
   [("wal_keep_segments", "wal_keep_size")], holds="wal_keep_size")

# 006
sc("recovery-conf-standby", "semantic", "prose_claim", "same_topic",
   T("I've taken a pg_basebackup of pg-ledger-01 onto a new box. How do I make it start as a standby?",
     "Once `pg_basebackup` finishes, create `recovery.conf` in the data directory containing `standby_mode = 'on'` and "
     "`primary_conninfo = 'host=pg-ledger-01 user=repl_ledger'`, then start the service; it will connect and begin streaming.",
     "That's the pre-12 way. On 16 there's no recovery.conf - touch standby.signal in the data dir and put "
     "primary_conninfo in postgresql.auto.conf, or just run pg_basebackup with -R and it does both.",
     "create `recovery.conf` in the data directory containing `standby_mode = 'on'` and "
     "`primary_conninfo = 'host=pg-ledger-01 user=repl_ledger'`",
     "create an empty `standby.signal` in the data directory and set "
     "`primary_conninfo = 'host=pg-ledger-01 user=repl_ledger'` in `postgresql.auto.conf`"),
   R("Does Postgres 16 still pick up standby settings from a recovery.conf file?",
     "Yes. If the server finds a recovery.conf in the data directory at startup it enters standby mode and reads "
     "primary_conninfo and restore_command from it.",
     ["standby.signal"], ["re:^Yes", "finds a recovery.conf"]),
   C("How do I promote a ledger standby by hand if Patroni is down?",
     "On the standby run `SELECT pg_promote();` as a superuser (or `pg_ctl promote -D /var/lib/postgresql/16/main`). "
     "It removes `standby.signal` and starts a new timeline; re-point the other replica afterwards."),
   [("Yes. If the server finds a recovery.conf in the data directory at startup it enters standby mode and reads "
     "primary_conninfo and restore_command from it.",
     "No. recovery.conf was removed in PostgreSQL 12 and its presence stops the server from starting. Create an empty "
     "standby.signal in the data directory instead; primary_conninfo and restore_command are ordinary settings in "
     "postgresql.conf or postgresql.auto.conf.")])

# 007
sc("flyway-filename-separator", "paraphrase", "renamed_identifier", "lookalike",
   T("Add a Flyway migration for the ledger DB that indexes invoices by status.",
     "Create `db/migrations/V43_add_invoice_status_index.sql`:\n\n```sql\n"
     "CREATE INDEX invoices_status_idx ON ledger.invoices (status);\n```\n\nIt gets applied on the next `flyway migrate`.",
     "Flyway wants two underscores between version and description: V43__add_invoice_status_index.sql. With one it "
     "isn't recognised as a versioned migration.",
     "V43_add_invoice_status_index.sql", "V43__add_invoice_status_index.sql"),
   R("Flyway migration to drop the legacy_flags column from ledger.accounts, please.",
     "Add `db/migrations/V44_drop_legacy_flags.sql`:\n\n```sql\nALTER TABLE ledger.accounts DROP COLUMN legacy_flags;\n```",
     ["V44__drop_legacy_flags.sql"], ["V44_drop_legacy_flags.sql"]),
   C("How do I start a new Alembic revision for the billing service's refunds table?",
     "`alembic revision -m \"add refunds table\"` writes something like "
     "`migrations/versions/4c1d2e7f9a0b_add_refunds_table.py`; Alembic puts a single underscore after the revision id, "
     "and the ordering comes from `down_revision`, not the filename."),
   [("V44_drop_legacy_flags.sql", "V44__drop_legacy_flags.sql")], holds="4c1d2e7f9a0b_add_refunds_table.py")

# 008
sc("reporting-replica-host", "literal", "reworded", "lookalike",
   T("Which host should Metabase point at for the finance dashboards?",
     "Point Metabase at the replica pg-ledger-02 through PgBouncer on port 6432, database `ledger_prod`, role `ledger_ro`. "
     "Keep it off the primary so long dashboard queries can't hurt writes.",
     "Not 02 - that's the synchronous standby Patroni fails over to. Reporting goes to pg-ledger-03.",
     "pg-ledger-02", "pg-ledger-03"),
   R("An analyst needs read access for ad-hoc SQL against ledger data; which node do I give them?",
     "Give them `ledger_ro` on pg-ledger-02 (the replica), so their queries never touch the primary. Set a "
     "per-role `statement_timeout` for them too.",
     ["pg-ledger-03"], ["pg-ledger-02"]),
   C("Which node does Patroni promote if pg-ledger-01 dies?",
     "pg-ledger-02: it's the synchronous standby (`synchronous_mode: true`), so it has every committed transaction and "
     "Patroni picks it first. pg-ledger-03 is async and tagged `nofailover: true` because it serves reporting."),
   [("pg-ledger-02", "pg-ledger-03")], holds="pg-ledger-02")

# 009
sc("pgbackrest-stanza", "literal", "code_block", "lookalike",
   T("How do I kick off a full backup of the ledger cluster by hand?",
     "On the backup host, as the `postgres` user:\n\n```bash\npgbackrest --stanza=main --type=full backup\n"
     "pgbackrest --stanza=main info\n```\n\n`info` should show the new full backup with its WAL range once it completes.",
     "Our stanza is called ledger, not main.",
     "--stanza=main", "--stanza=ledger"),
   R("Need to check whether last night's differential backup of the ledger DB finished.",
     "```bash\nsudo -u postgres pgbackrest --stanza=main info --output=json | jq '.[0].backup[-1]'\n```\n"
     "Look at `type` (should be `diff`) and `timestamp.stop`.",
     ["--stanza=ledger"], ["--stanza=main"]),
   C("How do I check the status of the local Postgres cluster on a Debian host?",
     "`pg_lsclusters` lists them, and `sudo pg_ctlcluster 16 main status` shows the one created by the package; `main` "
     "is just Debian's default cluster name, unrelated to any backup config."),
   [("--stanza=main", "--stanza=ledger")], holds="16 main")

# 010
sc("backup-bucket-region", "literal", "reworded", "lookalike",
   T("Where do the ledger pgBackRest backups end up? Security review wants the location.",
     "pgBackRest writes to the S3 bucket `acme-pgbackrest-prod` in eu-west-1, encrypted with "
     "`repo1-cipher-type=aes-256-cbc`, keeping 4 full backups (`repo1-retention-full=4`).",
     "Bucket's right but it's in eu-central-1, we moved everything to Frankfurt last year.",
     "eu-west-1", "eu-central-1"),
   R("Which AWS region holds our Postgres backup repository? Need it for the data-residency form.",
     "The pgBackRest repo (`acme-pgbackrest-prod`) is in eu-west-1, so backups stay inside the EU.",
     ["eu-central-1"], ["eu-west-1"]),
   C("Where does the disaster-recovery replica of the orders MySQL cluster run?",
     "The DR replica `mysql-orders-dr-01` runs in eu-west-1 (Dublin), deliberately in a different region from the "
     "primary so a regional outage doesn't take out both."),
   [("eu-west-1", "eu-central-1")], holds="eu-west-1")

# 011
sc("wal-lsn-function-names", "paraphrase", "renamed_identifier", "same_topic",
   T("How do I check how far the standby has replayed?",
     "On the standby:\n\n```sql\nSELECT pg_last_xlog_replay_location(), pg_last_xact_replay_timestamp();\n```\n\n"
     "The timestamp is the commit time of the last replayed transaction; `now()` minus it is a rough lag figure.",
     "I think the xlog functions were renamed in 10 - pg_last_wal_replay_lsn() should be the one now?",
     "pg_last_xlog_replay_location()", "pg_last_wal_replay_lsn()"),
   R("On pg-ledger-03, how far has it received WAL from the primary, regardless of replay?",
     "```sql\nSELECT pg_last_xlog_receive_location();\n```\nCompare it with `SELECT pg_current_wal_lsn();` on the primary.",
     ["pg_last_wal_receive_lsn()"], ["xlog"]),
   C("How do I see replication lag in bytes from the primary's side?",
     "```sql\nSELECT application_name, client_addr,\n       pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) AS replay_bytes\n"
     "FROM pg_stat_replication;\n```"),
   [("pg_last_xlog_receive_location()", "pg_last_wal_receive_lsn()")])

# 012
sc("pg-stat-activity-pid", "literal", "code_block", "already_correct",
   T("List sessions that have been idle in transaction for more than 5 minutes.",
     "```sql\nSELECT procpid, usename, application_name, now() - xact_start AS xact_age\nFROM pg_stat_activity\n"
     "WHERE state = 'idle in transaction'\n  AND xact_start < now() - interval '5 minutes'\nORDER BY xact_age DESC;\n```",
     "pid, not procpid (gone since 9.2).",
     "procpid", "pid"),
   R("Show me what's running against ledger_prod right now, longest first.",
     "```sql\nSELECT procpid, usename, state, now() - query_start AS runtime, left(query, 60)\nFROM pg_stat_activity\n"
     "WHERE datname = 'ledger_prod' AND state <> 'idle'\nORDER BY runtime DESC;\n```",
     ["SELECT pid,"], ["procpid"]),
   C("Who is blocking whom on the ledger primary?",
     "```sql\nSELECT pid, pg_blocking_pids(pid) AS blocked_by, wait_event_type, left(query, 60)\nFROM pg_stat_activity\n"
     "WHERE cardinality(pg_blocking_pids(pid)) > 0;\n```"),
   [("procpid", "pid")], holds="SELECT pid,")

# 013
sc("cancel-vs-terminate", "paraphrase", "identifier", "lookalike",
   T("pid 41822 has been idle in transaction for an hour holding a lock on ledger.accounts. How do I get rid of it?",
     "Run `SELECT pg_cancel_backend(41822);` as a superuser or a member of `pg_signal_backend`. The lock is released "
     "once the backend stops, and the application sees an error on its next statement.",
     "pg_cancel_backend won't do anything there - it's idle, there's no query to cancel. It needs pg_terminate_backend.",
     "pg_cancel_backend(41822)", "pg_terminate_backend(41822)"),
   R("Session 51007 is stuck 'idle in transaction' and the migration is waiting on its lock. What do I run?",
     "`SELECT pg_cancel_backend(51007);` will clear it and let the migration take its lock.",
     ["pg_terminate_backend(51007)"], ["pg_cancel_backend(51007)"]),
   C("A reporting query on pg-ledger-03 (pid 60214) has been running for 40 minutes; I want to stop the query but "
     "keep the analyst's session.",
     "Use `SELECT pg_cancel_backend(60214);`: it cancels the running statement and leaves the connection open. "
     "`pg_terminate_backend` would kill the whole session."),
   [("pg_cancel_backend(51007)", "pg_terminate_backend(51007)")], holds="pg_cancel_backend(60214)")

# 014
sc("total-relation-size", "paraphrase", "code_block", "lookalike",
   T("How big is ledger.journal_entries on disk, including its indexes?",
     "```sql\nSELECT pg_size_pretty(pg_relation_size('ledger.journal_entries'));\n```\n"
     "Run it on any node; the sizes are the same on the replicas.",
     "pg_relation_size is just the main fork - for table + indexes + TOAST you want pg_total_relation_size.",
     "pg_relation_size('ledger.journal_entries')", "pg_total_relation_size('ledger.journal_entries')"),
   R("Give me the 10 biggest tables in ledger_prod, counting indexes and TOAST.",
     "```sql\nSELECT relid::regclass AS table_name,\n       pg_size_pretty(pg_relation_size(relid)) AS total_size\n"
     "FROM pg_stat_user_tables\nORDER BY pg_relation_size(relid) DESC\nLIMIT 10;\n```",
     ["pg_total_relation_size(relid)"], ["pg_relation_size(relid)"]),
   C("How much of payments' footprint is the heap itself versus its indexes?",
     "```sql\nSELECT pg_size_pretty(pg_relation_size('ledger.payments'))       AS heap,\n"
     "       pg_size_pretty(pg_indexes_size('ledger.payments'))        AS indexes,\n"
     "       pg_size_pretty(pg_total_relation_size('ledger.payments')) AS total;\n```\n"
     "`pg_relation_size` is deliberate here: it's the main fork only."),
   [("pg_relation_size(relid)", "pg_total_relation_size(relid)")], holds="pg_relation_size('ledger.payments')")

# 015
sc("pg-restore-custom-format", "literal", "code_block", "lookalike",
   T("I have ledger_prod.dump from `pg_dump -Fc`. How do I load it into staging?",
     "```bash\ncreatedb -h pg-staging-01.db.internal -U ledger_owner ledger_staging\n"
     "psql -h pg-staging-01.db.internal -U ledger_owner -d ledger_staging -f ledger_prod.dump\n```\n"
     "Run it from the bastion so the dump doesn't cross the VPN.",
     "A -Fc dump is a custom-format archive, psql can't read it. You restore it with pg_restore -d ledger_staging "
     "(and -j 4 to parallelise).",
     "psql -h pg-staging-01.db.internal -U ledger_owner -d ledger_staging -f ledger_prod.dump",
     "pg_restore -h pg-staging-01.db.internal -U ledger_owner -d ledger_staging ledger_prod.dump"),
   R("Reload ledger_prod.dump into ledger_staging again from scratch - what are the commands?",
     "```bash\ndropdb -h pg-staging-01.db.internal -U ledger_owner --if-exists ledger_staging\n"
     "createdb -h pg-staging-01.db.internal -U ledger_owner ledger_staging\n"
     "psql -h pg-staging-01.db.internal -U ledger_owner -d ledger_staging -f ledger_prod.dump\n```",
     ["pg_restore"], ["-f ledger_prod.dump"]),
   C("I've got a plain-SQL dump, schema.sql, from pg_dump --schema-only. How do I apply it to a scratch DB?",
     "Plain-format dumps are just SQL, so psql is the right tool:\n\n```bash\n"
     "psql -h localhost -U postgres -d scratch -v ON_ERROR_STOP=1 -f schema.sql\n```\n"
     "`pg_restore` only reads the custom, directory and tar formats."),
   [("psql -h pg-staging-01.db.internal -U ledger_owner -d ledger_staging -f ledger_prod.dump",
     "pg_restore -h pg-staging-01.db.internal -U ledger_owner -d ledger_staging ledger_prod.dump")],
   holds="psql -h localhost -U postgres -d scratch")

# 016
sc("reindex-concurrently", "semantic", "prose_claim", "same_topic",
   T("ledger.payments_account_id_idx is badly bloated. Can I rebuild it without blocking writes?",
     "Not with core Postgres: REINDEX takes a lock that blocks writes on the table for the whole rebuild, so either "
     "schedule it for the maintenance window or use pg_repack's `--only-indexes` mode.",
     "That's outdated - REINDEX INDEX CONCURRENTLY has been in core since 12, and we're on 16.",
     "Not with core Postgres: REINDEX takes a lock that blocks writes on the table for the whole rebuild",
     "Yes: `REINDEX INDEX CONCURRENTLY ledger.payments_account_id_idx;` rebuilds it without blocking writes (PostgreSQL 12+)"),
   R("Is there any built-in online way to rebuild a bloated index on the ledger primary?",
     "There's no online way to rebuild an index in core Postgres; REINDEX always blocks writes on the table, which is "
     "why people reach for pg_repack.",
     ["CONCURRENTLY"], ["no online way", "always blocks writes"]),
   C("What's the fillfactor setting good for on an index?",
     "`fillfactor` leaves free space in each leaf page at build time (B-tree default 90), so later inserts into the "
     "middle of the key range split fewer pages. Example: `CREATE INDEX ... WITH (fillfactor = 70)`; it only applies to "
     "pages written after it's set, so rebuild the index to apply it to existing pages."),
   [("There's no online way to rebuild an index in core Postgres; REINDEX always blocks writes on the table, which is "
     "why people reach for pg_repack.",
     "Yes: since PostgreSQL 12, `REINDEX INDEX CONCURRENTLY <index>;` rebuilds it without blocking writes. It takes "
     "longer and can't run inside a transaction block, but pg_repack isn't needed for this.")])

# 017
sc("add-column-default-rewrite", "semantic", "prose_claim", "already_correct",
   T("I need to add `tier text NOT NULL DEFAULT 'standard'` to ledger.accounts (80M rows). Safe to do in one ALTER?",
     "Not in one go: adding a column with a DEFAULT rewrites the whole table under an ACCESS EXCLUSIVE lock. Add it "
     "nullable first, backfill in batches of ~10k rows, then set the default and the NOT NULL constraint.",
     "That's only true before 11. On 16 a constant default is stored in the catalog, so the ALTER is metadata-only "
     "and instant - one statement is fine.",
     "adding a column with a DEFAULT rewrites the whole table under an ACCESS EXCLUSIVE lock",
     "with a constant DEFAULT the ALTER is metadata-only on PostgreSQL 11+, with no table rewrite"),
   R("Will `ALTER TABLE ledger.transfers ADD COLUMN source text NOT NULL DEFAULT 'api'` rewrite the table?",
     "Yes, it will rewrite every row of ledger.transfers and hold an ACCESS EXCLUSIVE lock for the duration, so plan "
     "it as add-nullable, backfill, then add the default.",
     ["re:(?i)metadata[- ]only|no (table )?rewrite|(doesn't|does not|won't|will not) rewrite"],
     ["re:^Yes", "rewrite every row"]),
   C("Does adding a column with DEFAULT now() rewrite the table on PG16?",
     "No. `now()` is stable, not volatile, so PostgreSQL evaluates it once during the ALTER and stores that value in "
     "the catalog: it's metadata-only. Only a volatile default like `clock_timestamp()` or `gen_random_uuid()` forces "
     "a rewrite."),
   [("Yes, it will rewrite every row of ledger.transfers and hold an ACCESS EXCLUSIVE lock for the duration, so plan "
     "it as add-nullable, backfill, then add the default.",
     "No. Since PostgreSQL 11 a constant default is stored in the catalog, so this is a metadata-only change: no "
     "rewrite, and the ACCESS EXCLUSIVE lock is held only for an instant. A volatile default such as "
     "clock_timestamp() would still rewrite the table.")],
   holds="metadata-only")

# 018
sc("psql-client-side-copy", "paraphrase", "identifier", "lookalike",
   T("Export unsettled payments to a CSV on my laptop; I'm connected with psql.",
     "```sql\nCOPY (SELECT id, account_id, amount, created_at FROM ledger.payments WHERE settled_at IS NULL) "
     "TO '/Users/me/unsettled.csv' WITH (FORMAT csv, HEADER);\n```\nThe file gets a header row and standard CSV quoting.",
     "COPY ... TO writes the file on the DB server, not my laptop (and needs pg_write_server_files). Use \\copy from psql.",
     "COPY (SELECT", "\\copy (SELECT"),
   R("Dump ledger.accounts to accounts.csv in my home directory from psql.",
     "```sql\nCOPY ledger.accounts TO '/home/dev/accounts.csv' WITH (FORMAT csv, HEADER);\n```\n"
     "Open it in a spreadsheet or load it with pandas.",
     ["\\copy ledger.accounts"], ["re:(?m)^COPY ledger\\.accounts"]),
   C("How do I bulk-load a CSV into ledger.fx_rates from a Python job?",
     "Stream it with COPY FROM STDIN so the file never needs to be on the server:\n\n```python\n"
     "with conn.cursor() as cur, open('rates.csv') as f:\n"
     "    cur.copy_expert(\"COPY ledger.fx_rates FROM STDIN WITH (FORMAT csv, HEADER)\", f)\n```"),
   [("COPY ledger.accounts", "\\copy ledger.accounts")], holds="COPY ledger.fx_rates FROM STDIN")

# 019
sc("explain-options-syntax", "literal", "casing", "lookalike",
   T("How do I see the actual plan and buffer usage for the slow journal lookup?",
     "```sql\nEXPLAIN ANALYZE BUFFERS\nSELECT * FROM ledger.journal_entries\n"
     "WHERE account_id = 9134 AND posted_at >= '2024-05-01';\n```\n"
     "Look for `Buffers: shared read=`: high reads mean it's coming from disk.",
     "that's a syntax error, with more than one option it has to be EXPLAIN (ANALYZE, BUFFERS)",
     "EXPLAIN ANALYZE BUFFERS", "EXPLAIN (ANALYZE, BUFFERS)"),
   R("plan with timing and buffer counts for the payments-by-merchant query?",
     "```sql\nexplain analyze buffers\nselect merchant_id, sum(amount)\nfrom ledger.payments\n"
     "where created_at >= now() - interval '7 days'\ngroup by merchant_id;\n```",
     ["re:(?i)explain \\((analyze, buffers|buffers, analyze)"], ["re:(?i)explain analyze buffers"]),
   C("Quick check: does the account lookup use the index?",
     "```sql\nEXPLAIN ANALYZE SELECT * FROM ledger.accounts WHERE external_ref = 'ACME-00017';\n```\n"
     "You want an `Index Scan using accounts_external_ref_key`; a `Seq Scan` means it isn't."),
   [("explain analyze buffers", "explain (analyze, buffers)")], holds="EXPLAIN ANALYZE SELECT")

# 020
sc("trigram-index-leading-wildcard", "semantic", "reworded", "same_topic",
   T("`WHERE email LIKE '%@bigcorp.com'` on ledger.customers is slow. Which index helps?",
     "A regular B-tree index on the column will do it:\n\n```sql\n"
     "CREATE INDEX CONCURRENTLY customers_email_idx ON ledger.customers (email);\n```",
     "A B-tree can't help with a leading wildcard. It needs pg_trgm: GIN on email with gin_trgm_ops.",
     "CREATE INDEX CONCURRENTLY customers_email_idx ON ledger.customers (email);",
     "CREATE INDEX CONCURRENTLY customers_email_trgm_idx ON ledger.customers USING gin (email gin_trgm_ops);"),
   R("Searching customers with `name ILIKE '%smith%'` does a seq scan. What index should I add?",
     "Add a plain B-tree index on name and the planner will use it for the ILIKE:\n\n```sql\n"
     "CREATE INDEX CONCURRENTLY customers_name_idx ON ledger.customers (name);\n```",
     ["gin_trgm_ops"], ["ON ledger.customers (name);", "planner will use it for the ILIKE"]),
   C("Should I use GIN or GiST for a trigram index on customers.name?",
     "GIN for this: lookups are faster and the table is read-heavy. GiST builds faster and is smaller but slower to "
     "query; pick it only if writes dominate or you need nearest-neighbour `<->` ordering."),
   [("Add a plain B-tree index on name and the planner will use it for the ILIKE:",
     "A B-tree can't serve a leading-wildcard ILIKE; use a trigram GIN index (needs `CREATE EXTENSION pg_trgm`):"),
    ("CREATE INDEX CONCURRENTLY customers_name_idx ON ledger.customers (name);",
     "CREATE INDEX CONCURRENTLY customers_name_trgm_idx ON ledger.customers USING gin (name gin_trgm_ops);")])

# 021
sc("pg-dumpall-globals", "paraphrase", "code_block", "lookalike",
   T("We're standing up a new ledger cluster. How do I copy over all the roles?",
     "Dump just the roles from the old primary and replay them on the new one:\n\n```bash\n"
     "pg_dump --roles-only -h pg-ledger-01.db.internal -U postgres > roles.sql\n"
     "psql -h pg-ledger-new-01.db.internal -U postgres -f roles.sql\n```",
     "pg_dump has no --roles-only, roles are cluster-wide. That's pg_dumpall --roles-only.",
     "pg_dump --roles-only", "pg_dumpall --roles-only"),
   R("What dumps the roles, tablespaces and other cluster-wide objects from pg-ledger-01?",
     "```bash\npg_dump --globals-only -h pg-ledger-01.db.internal -U postgres -f globals.sql\n```\n"
     "That file also has the role passwords (as SCRAM hashes), so treat it like a secret.",
     ["pg_dumpall --globals-only"], ["pg_dump --globals-only"]),
   C("How do I get just the DDL of the ledger schema for a code review?",
     "```bash\npg_dump --schema-only --schema=ledger -h pg-ledger-03.db.internal -U ledger_ro ledger_prod > ledger_schema.sql\n```\n"
     "Per-database objects like tables and functions are pg_dump's job; only roles and tablespaces need pg_dumpall."),
   [("pg_dump --globals-only", "pg_dumpall --globals-only")], holds="pg_dump --schema-only")

# 022
sc("pg-hba-auth-method", "literal", "identifier", "lookalike",
   T("Add a pg_hba.conf line so ledger_app can connect from the app subnet 10.20.0.0/16.",
     "Add this above the catch-all reject line:\n\n```\nhostssl  ledger_prod  ledger_app  10.20.0.0/16  md5\n```\n"
     "then reload with `SELECT pg_reload_conf();`.",
     "We're scram-sha-256 only, no md5 entries allowed - password_encryption is scram too.",
     "md5", "scram-sha-256"),
   R("Reporting tool needs ledger_ro access from 10.30.4.0/24 - pg_hba entry?",
     "```\nhostssl  ledger_prod  ledger_ro  10.30.4.0/24  md5\n```\n"
     "Put it before any broader `reject` rule; order matters in pg_hba.conf.",
     ["re:ledger_ro\\s+10\\.30\\.4\\.0/24\\s+scram-sha-256"], ["re:\\bmd5\\b"]),
   C("How do I check the backup copy on the NFS share matches the original dump file?",
     "Compare checksums:\n\n```bash\nmd5sum /backups/ledger_prod.dump /mnt/nfs/ledger/ledger_prod.dump\n```\n"
     "If the two hashes differ, the copy is corrupt; `sha256sum` works the same way if you prefer it."),
   [("10.30.4.0/24  md5", "10.30.4.0/24  scram-sha-256")], holds="md5sum")

# 023
sc("default-privileges", "semantic", "prose_claim", "same_topic",
   T("Give ledger_ro read access to everything in the ledger schema, including tables we add later.",
     "```sql\nGRANT USAGE ON SCHEMA ledger TO ledger_ro;\nGRANT SELECT ON ALL TABLES IN SCHEMA ledger TO ledger_ro;\n```\n"
     "The `ON ALL TABLES` form also covers tables created in the schema later, so you only need to run this once.",
     "ALL TABLES IN SCHEMA only touches tables that exist right now. For future ones you need ALTER DEFAULT "
     "PRIVILEGES FOR ROLE ledger_owner IN SCHEMA ledger GRANT SELECT ON TABLES TO ledger_ro.",
     "The `ON ALL TABLES` form also covers tables created in the schema later, so you only need to run this once.",
     "`ON ALL TABLES` only covers existing tables; for future ones also run `ALTER DEFAULT PRIVILEGES FOR ROLE "
     "ledger_owner IN SCHEMA ledger GRANT SELECT ON TABLES TO ledger_ro;`."),
   R("If I grant SELECT on all tables in schema reporting to analyst, will new tables be readable too?",
     "Yes - once you've run `GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO analyst`, tables created there later "
     "are readable automatically.",
     ["ALTER DEFAULT PRIVILEGES"], ["re:^Yes", "readable automatically"]),
   C("How do I check what privileges ledger_ro actually has on ledger.payments?",
     "```sql\nSELECT privilege_type\nFROM information_schema.role_table_grants\n"
     "WHERE grantee = 'ledger_ro' AND table_schema = 'ledger' AND table_name = 'payments';\n```\n"
     "Or in psql: `\\dp ledger.payments`."),
   [("Yes - once you've run `GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO analyst`, tables created there later "
     "are readable automatically.",
     "No - `GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO analyst` only covers the tables that exist now. For "
     "tables created later, run `ALTER DEFAULT PRIVILEGES FOR ROLE <creating role> IN SCHEMA reporting GRANT SELECT "
     "ON TABLES TO analyst;`.")])

# 024
sc("autovacuum-scale-factor", "literal", "reworded", "already_correct",
   T("When does autovacuum kick in on a table by default?",
     "When dead tuples exceed `autovacuum_vacuum_threshold` (50) plus `autovacuum_vacuum_scale_factor` (0.1) times "
     "the row count. For big tables like ledger.journal_entries, set a per-table override, e.g. "
     "`ALTER TABLE ledger.journal_entries SET (autovacuum_vacuum_scale_factor = 0.01);`.",
     "Default scale factor is 0.2, not 0.1.",
     "`autovacuum_vacuum_scale_factor` (0.1)", "`autovacuum_vacuum_scale_factor` (0.2)"),
   R("What are Postgres's stock autovacuum trigger settings? Writing the tuning doc.",
     "Out of the box: `autovacuum_vacuum_threshold` is 50, `autovacuum_vacuum_scale_factor` is 0.1, and "
     "`autovacuum_naptime` is 1min.",
     ["`autovacuum_vacuum_scale_factor` is 0.2"], ["`autovacuum_vacuum_scale_factor` is 0.1"]),
   C("With default settings, how many dead rows before autovacuum vacuums a 1M-row table?",
     "About 200,050: the trigger is `autovacuum_vacuum_threshold + autovacuum_vacuum_scale_factor * reltuples` "
     "= 50 + 0.2 x 1,000,000."),
   [("`autovacuum_vacuum_scale_factor` is 0.1", "`autovacuum_vacuum_scale_factor` is 0.2")], holds="0.2")

# 025
sc("pg-stat-replication-lag-columns", "paraphrase", "renamed_identifier", "same_topic",
   T("How do I see replay lag per standby from the primary?",
     "```sql\nSELECT application_name, client_addr, state, sync_state, replay_delay\nFROM pg_stat_replication;\n```\n"
     "`replay_delay` is an interval, so you can alert on it directly.",
     "It's replay_lag.",
     "replay_delay", "replay_lag"),
   R("From pg-ledger-01, how long does each standby take to write and flush the WAL we send it?",
     "```sql\nSELECT application_name, write_delay, flush_delay\nFROM pg_stat_replication;\n```",
     ["write_lag", "flush_lag"], ["_delay"]),
   C("How do I see the replication slots and whether any is inactive?",
     "```sql\nSELECT slot_name, slot_type, active, wal_status,\n"
     "       pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS retained\n"
     "FROM pg_replication_slots;\n```\nAn inactive slot with growing `retained` is the usual cause of a full pg_wal."),
   [("write_delay", "write_lag"), ("flush_delay", "flush_lag")])

# 026
sc("change-replication-source", "paraphrase", "code_block", "lookalike",
   T("Point the new orders replica at mysql-orders-01 using GTID auto-positioning.",
     "```sql\nCHANGE MASTER TO\n  MASTER_HOST = 'mysql-orders-01.db.internal',\n  MASTER_PORT = 3307,\n"
     "  MASTER_USER = 'repl_orders',\n  MASTER_PASSWORD = '...',\n  MASTER_AUTO_POSITION = 1,\n  MASTER_SSL = 1;\n"
     "START REPLICA;\n```",
     "On 8.0.36 use CHANGE REPLICATION SOURCE TO with the SOURCE_* options - CHANGE MASTER TO is deprecated.",
     "CHANGE MASTER TO", "CHANGE REPLICATION SOURCE TO"),
   R("Re-point mysql-orders-03 at a specific binlog file and position on the primary (GTID is off on that one).",
     "```sql\nSTOP REPLICA;\nCHANGE MASTER TO\n  MASTER_HOST = 'mysql-orders-01.db.internal',\n"
     "  MASTER_LOG_FILE = 'binlog.004211',\n  MASTER_LOG_POS = 1877342;\nSTART REPLICA;\n```",
     ["CHANGE REPLICATION SOURCE TO", "SOURCE_LOG_FILE"], ["CHANGE MASTER TO", "MASTER_LOG_POS"]),
   C("On the orders primary, how do I get the current binlog file and position before taking a snapshot?",
     "Run `SHOW MASTER STATUS;` on mysql-orders-01 (on 8.0 that's still the syntax; `SHOW BINARY LOG STATUS` only "
     "arrives in 8.2). Note `File` and `Position`, or `Executed_Gtid_Set` if you use GTIDs."),
   [("CHANGE MASTER TO", "CHANGE REPLICATION SOURCE TO"), ("MASTER_HOST", "SOURCE_HOST"),
    ("MASTER_LOG_FILE", "SOURCE_LOG_FILE"), ("MASTER_LOG_POS", "SOURCE_LOG_POS")],
   holds="SHOW MASTER STATUS")

# 027
sc("mysqldump-single-transaction", "literal", "reordered_args", "same_topic",
   T("Take a consistent logical backup of the orders schema without blocking writes for long.",
     "```bash\nmysqldump --login-path=orders-admin --lock-tables --routines --triggers --events orders > orders.sql\n```",
     "Thanks! One thing though: --lock-tables blocks writes for the whole dump. All our tables are InnoDB, so --single-transaction instead. Otherwise looks good.",
     "--lock-tables", "--single-transaction"),
   R("Nightly dump of orders_archive for the cold-storage bucket - what mysqldump flags?",
     "```bash\nmysqldump --login-path=orders-admin --routines --events --lock-tables --triggers --set-gtid-purged=OFF "
     "orders_archive | gzip > orders_archive.sql.gz\n```",
     ["--single-transaction"], ["--lock-tables"]),
   C("How do I restore a gzipped mysqldump into a scratch database?",
     "```bash\nmysql --login-path=orders-admin -e 'CREATE DATABASE orders_scratch'\n"
     "gunzip -c orders_archive.sql.gz | mysql --login-path=orders-admin orders_scratch\n```"),
   [("--lock-tables", "--single-transaction")])

# 028
sc("mysql-utf8mb4", "literal", "casing", "lookalike",
   T("Create a table in the orders DB for customer notes (free text, can contain emoji).",
     "```sql\nCREATE TABLE customer_notes (\n  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,\n"
     "  customer_id BIGINT UNSIGNED NOT NULL,\n  body TEXT NOT NULL,\n"
     "  created_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),\n"
     "  KEY customer_notes_customer_id_idx (customer_id)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8;\n```",
     "utf8 in MySQL is the 3-byte utf8mb3 and chokes on emoji - needs CHARSET=utf8mb4.",
     "CHARSET=utf8;", "CHARSET=utf8mb4;"),
   R("convert the orders.gift_messages table so it can store any unicode",
     "```sql\nalter table gift_messages convert to character set UTF8 collate utf8_unicode_ci;\n```",
     ["re:(?i)character set utf8mb4"], ["re:(?i)character set utf8\\b", "re:(?i)collate utf8_"]),
   C("Create the ledger_reports database on the Postgres side with the right encoding.",
     "```sql\nCREATE DATABASE ledger_reports\n  ENCODING 'UTF8'\n  LC_COLLATE 'en_US.UTF-8'\n  LC_CTYPE 'en_US.UTF-8'\n"
     "  TEMPLATE template0;\n```\nPostgreSQL's `UTF8` is full 4-byte UTF-8, so there's no mb4 variant to worry about."),
   [("character set UTF8 collate utf8_unicode_ci", "character set UTF8MB4 collate utf8mb4_0900_ai_ci")],
   holds="ENCODING 'UTF8'")

# 029
sc("mysql-instant-add-column", "semantic", "reworded", "same_topic",
   T("Need to add a nullable `gift_wrap` TINYINT column to orders.order_items (400M rows). Do I need gh-ost?",
     "Yes: on MySQL any ADD COLUMN copies the whole table, so with 400M rows run it through gh-ost to avoid a long "
     "lock and replica lag.",
     "Not on 8.0.36 - adding a nullable column is ALGORITHM=INSTANT, it's a metadata change. gh-ost is overkill for this one.",
     "on MySQL any ADD COLUMN copies the whole table",
     "on MySQL 8.0 adding a nullable column is ALGORITHM=INSTANT, with no table copy"),
   R("Adding `carrier_ref VARCHAR(64) NULL` to orders.shipments - will MySQL rebuild the table?",
     "It will: ADD COLUMN copies every row into a new table, so expect it to run for as long as a full table rebuild "
     "takes and to lag the replicas.",
     ["INSTANT"], ["copies every row", "re:^It will"]),
   C("Can I change orders.shipments.status from VARCHAR(20) to VARCHAR(40) online?",
     "Yes, in place: growing a VARCHAR within the same length-byte range (both under 256 bytes) is "
     "`ALGORITHM=INPLACE, LOCK=NONE`, no copy. With utf8mb4, VARCHAR(40) is 160 bytes, still under 256, so it qualifies."),
   [("It will: ADD COLUMN copies every row into a new table, so expect it to run for as long as a full table rebuild "
     "takes and to lag the replicas.",
     "No: on MySQL 8.0.36 adding a nullable column is an ALGORITHM=INSTANT change - only metadata is updated, no rows "
     "are copied, and replicas apply it just as quickly.")])

# 030
sc("mysql-long-query-time-units", "paraphrase", "code_block", "lookalike",
   T("Log every orders query slower than half a second.",
     "```sql\nSET GLOBAL slow_query_log = ON;\nSET GLOBAL long_query_time = 500;\n```\n"
     "Also persist it in `my.cnf` under `[mysqld]` so it survives a restart.",
     "long_query_time is in seconds, so 500 means over eight minutes. Half a second is 0.5.",
     "long_query_time = 500", "long_query_time = 0.5"),
   R("my.cnf snippet for the orders replica to catch queries over 250 ms in the slow log?",
     "```ini\n[mysqld]\nslow_query_log      = 1\nslow_query_log_file = /var/log/mysql/slow.log\nlong_query_time     = 250\n```",
     ["re:long_query_time\\s*=\\s*0?\\.25\\b"], ["re:long_query_time\\s*=\\s*250\\b"]),
   C("Same idea on Postgres: log ledger statements slower than 500 ms?",
     "```\nALTER SYSTEM SET log_min_duration_statement = 500;\nSELECT pg_reload_conf();\n```\n"
     "`log_min_duration_statement` is in milliseconds when you give a bare number, so 500 is half a second."),
   [("long_query_time     = 250", "long_query_time     = 0.25")], holds="log_min_duration_statement = 500")

# 031
sc("mysql-explain-analyze", "semantic", "prose_claim", "same_topic",
   T("How do I get actual row counts and timings for a slow query on the orders DB?",
     "MySQL doesn't have an EXPLAIN ANALYZE like Postgres does; the best you can do is `EXPLAIN FORMAT=JSON` for "
     "estimates and the optimizer trace for the reasoning.",
     "It does since 8.0.18 - EXPLAIN ANALYZE runs the query and prints actual rows and time per iterator.",
     "MySQL doesn't have an EXPLAIN ANALYZE like Postgres does",
     "MySQL 8.0.18+ has EXPLAIN ANALYZE, which runs the query and reports actual rows and timings"),
   R("Is there any way in MySQL to see per-step timings of a query's execution, not just estimates?",
     "Not really. MySQL only shows the optimizer's estimates; unlike Postgres there's no way to get actual row "
     "counts and timings per plan step.",
     ["EXPLAIN ANALYZE"], ["no way to get actual", "re:^Not really"]),
   C("How do I see the plan as a tree in MySQL without running the query?",
     "`EXPLAIN FORMAT=TREE SELECT ...` prints the iterator tree with cost and row estimates but doesn't execute anything."),
   [("Not really. MySQL only shows the optimizer's estimates; unlike Postgres there's no way to get actual row "
     "counts and timings per plan step.",
     "Yes: on MySQL 8.0.18+ run `EXPLAIN ANALYZE <query>`. It executes the query and prints the iterator tree with "
     "actual time, rows and loops for each step.")])

# 032
sc("orders-mysql-port", "paraphrase", "equivalent_construct", "lookalike",
   T("What should the orders service's DATABASE_URL look like?",
     "`mysql://orders_app:${ORDERS_DB_PASSWORD}@mysql-orders-01.db.internal:3306/orders?ssl-mode=REQUIRED` - the "
     "password comes from Vault at deploy time, never the repo.",
     "orders runs on 3307, not the default port.",
     "mysql-orders-01.db.internal:3306", "mysql-orders-01.db.internal:3307"),
   R("Write a quick pymysql connection for a one-off script against the orders primary.",
     "```python\nimport os, pymysql\n\nconn = pymysql.connect(\n    host=\"mysql-orders-01.db.internal\",\n"
     "    port=3306,\n    user=\"orders_app\",\n    password=os.environ[\"ORDERS_DB_PASSWORD\"],\n"
     "    database=\"orders\",\n)\n```",
     ["port=3307"], ["port=3306"]),
   C("Local MySQL for running the orders integration tests?",
     "```bash\ndocker run --rm -d --name orders-test -e MYSQL_ROOT_PASSWORD=test -p 3306:3306 mysql:8.0.36\n```\n"
     "Tests connect to `localhost:3306`; only the real orders hosts use a non-default port."),
   [("port=3306", "port=3307")], holds="3306")

# 033
sc("mysql-login-path", "paraphrase", "equivalent_construct", "same_topic",
   T("How should I open a mysql shell on the orders replica for a quick look?",
     "```bash\nmysql -h mysql-orders-02.db.internal -P 3307 -u reporting -p orders\n```\n"
     "It prompts for the password; the replica is read-only, so nothing you run there can change data.",
     "We don't type passwords for that, it's all in login paths: mysql --login-path=orders-ro orders.",
     "mysql -h mysql-orders-02.db.internal -P 3307 -u reporting -p orders", "mysql --login-path=orders-ro orders"),
   R("mysqldump of the customers table from the orders replica into a file?",
     "```bash\nmysqldump --host=mysql-orders-02.db.internal --port=3307 --user=reporting --password "
     "--single-transaction orders customers > customers.sql\n```",
     ["--login-path=orders-ro"], ["--user=reporting"]),
   C("How do I set up the orders-ro login path on my machine?",
     "```bash\nmysql_config_editor set --login-path=orders-ro --host=mysql-orders-02.db.internal --port=3307 "
     "--user=reporting --password\n```\nIt prompts once and stores the credentials obfuscated in `~/.mylogin.cnf`."),
   [("--host=mysql-orders-02.db.internal --port=3307 --user=reporting --password", "--login-path=orders-ro")])

# 034
sc("online-schema-change-tool", "literal", "code_block", "same_topic",
   T("Add an index on orders.orders(created_at) without locking the table.",
     "Use pt-online-schema-change:\n\n```bash\npt-online-schema-change --alter 'ADD INDEX orders_created_at_idx (created_at)' \\\n"
     "  D=orders,t=orders,h=mysql-orders-01.db.internal,P=3307 --execute\n```",
     "We don't run pt-online-schema-change here - its triggers hurt the orders primary last time. Online schema "
     "changes go through gh-ost.",
     "pt-online-schema-change", "gh-ost"),
   R("Drop the unused coupon_code column from orders.carts online.",
     "```bash\npt-online-schema-change --alter 'DROP COLUMN coupon_code' \\\n"
     "  D=orders,t=carts,h=mysql-orders-01.db.internal,P=3307 --execute\n```",
     ["gh-ost"], ["pt-online-schema-change"]),
   C("How do I check on a gh-ost migration that's running?",
     "gh-ost listens on its serve socket: `echo status | nc -U /tmp/gh-ost.orders.carts.sock` prints progress, ETA "
     "and current lag. `echo throttle | nc -U /tmp/gh-ost.orders.carts.sock` pauses it."),
   [("pt-online-schema-change --alter 'DROP COLUMN coupon_code' \\\n  D=orders,t=carts,h=mysql-orders-01.db.internal,P=3307 --execute",
     "gh-ost --host=mysql-orders-01.db.internal --port=3307 --allow-on-master \\\n"
     "  --database=orders --table=carts --alter='DROP COLUMN coupon_code' --execute")])

# 035
sc("mysql-binlog-retention", "literal", "reworded", "already_correct",
   T("Binlogs are filling the disk on mysql-orders-01. How do I keep only 3 days?",
     "Set `expire_logs_days = 3` in my.cnf and `SET GLOBAL expire_logs_days = 3;` at runtime; old files are removed "
     "at the next binlog rotation.",
     "expire_logs_days is deprecated in 8.0 - use binlog_expire_logs_seconds = 259200.",
     "expire_logs_days = 3", "binlog_expire_logs_seconds = 259200"),
   R("The orders replicas also need the three-day binlog retention - what goes in their config?",
     "Same as the primary: `expire_logs_days = 3` in the `[mysqld]` section of my.cnf, then "
     "`SET PERSIST expire_logs_days = 3;` so it takes effect without a restart.",
     ["re:binlog_expire_logs_seconds\\s*=\\s*259200"], ["expire_logs_days"]),
   C("What's the binlog retention on the orders primary right now?",
     "`binlog_expire_logs_seconds = 259200` (3 days), set with SET PERSIST so it's in mysqld-auto.cnf; check with "
     "`SELECT @@binlog_expire_logs_seconds;`."),
   [("expire_logs_days = 3", "binlog_expire_logs_seconds = 259200")], holds="binlog_expire_logs_seconds = 259200")

# 036
sc("flyway-repair-not-clean", "literal", "reworded", "lookalike",
   T("Flyway migration V57 failed halfway on the orders staging DB (MySQL, so the DDL wasn't rolled back). How do I retry it?",
     "Undo whatever V57 managed to apply, fix the script, then run `flyway clean` and `flyway migrate` so Flyway "
     "starts from a consistent state.",
     "God no, clean drops every object in the schema. It's flyway repair - that removes the failed row from "
     "flyway_schema_history - then migrate.",
     "flyway clean", "flyway repair"),
   R("Flyway says 'Detected failed migration to version 58' on orders staging. What's the way out?",
     "Roll back the partial changes by hand, correct V58, and run `flyway clean` before `flyway migrate` again.",
     ["flyway repair"], ["flyway clean"]),
   C("Our CI spins up a throwaway MySQL for Flyway tests. How do I reset it between test runs?",
     "In CI it's fine to wipe it: set `cleanDisabled=false` in the CI-only config and run `flyway clean` then "
     "`flyway migrate`. Never enable that in the staging or prod configs."),
   [("flyway clean", "flyway repair")], holds="flyway clean")

# 037
sc("alembic-downgrade", "literal", "code_block", "lookalike",
   T("How do I undo the last Alembic migration on billing staging?",
     "```bash\ncd services/billing\nalembic rollback -1\n```\nThen check that `alembic current` shows the previous revision.",
     "there's no `alembic rollback`, it's `alembic downgrade -1`",
     "alembic rollback -1", "alembic downgrade -1"),
   R("Step billing's schema back one revision so I can re-run my migration locally.",
     "```bash\nalembic rollback -1 && alembic upgrade head\n```\nThat re-applies your latest revision after you've edited it.",
     ["alembic downgrade -1"], ["alembic rollback"]),
   C("How do I roll back the last Liquibase changeset on the inventory DB?",
     "```bash\nliquibase --defaults-file=liquibase.inventory.properties rollback-count 1\n```\n"
     "Run `rollback-count-sql 1` first if you want to see the SQL it will execute."),
   [("alembic rollback -1", "alembic downgrade -1")], holds="rollback-count 1")

# 038
sc("migration-role", "literal", "reworded", "lookalike",
   T("Which role should Flyway use when it migrates ledger_prod?",
     "Give Flyway the `ledger_app` credentials from Vault (`secret/ledger/db`); it needs to create and alter tables "
     "in the `ledger` schema.",
     "No, migrations run as ledger_owner - it owns the schema. ledger_app is the runtime role and only has DML.",
     "`ledger_app` credentials", "`ledger_owner` credentials"),
   R("Setting up the Flyway job in the deploy pipeline - what DB user does it connect as?",
     "Connect as `ledger_app`, the same role the service uses, so migrated objects stay accessible to it.",
     ["ledger_owner"], ["Connect as `ledger_app`"]),
   C("What user does the ledger service itself connect as at runtime?",
     "`ledger_app`, through PgBouncer: `postgresql://ledger_app@pg-ledger.db.internal:6432/ledger_prod`. It has "
     "SELECT/INSERT/UPDATE/DELETE on the ledger schema and nothing else."),
   [("Connect as `ledger_app`, the same role the service uses, so migrated objects stay accessible to it.",
     "Connect as `ledger_owner`, the schema owner; the service's `ledger_app` role only needs DML and gets it "
     "through default privileges.")],
   holds="ledger_app")

# 039
sc("index-naming-convention", "paraphrase", "renamed_identifier", "lookalike",
   T("Add an index on ledger.payments(created_at) for the daily settlement report.",
     "```sql\nCREATE INDEX CONCURRENTLY idx_payments_created_at ON ledger.payments (created_at);\n```\n"
     "CONCURRENTLY can't run inside a transaction block, so mark the Flyway script to run outside one.",
     "Team convention is table_column_idx, so payments_created_at_idx - we don't use the idx_ prefix.",
     "idx_payments_created_at", "payments_created_at_idx"),
   R("Index for looking up refunds by account_id, please.",
     "```sql\nCREATE INDEX CONCURRENTLY idx_refunds_account_id ON ledger.refunds (account_id);\n```",
     ["refunds_account_id_idx"], ["idx_refunds_account_id"]),
   C("Which indexes on the ledger primary have never been scanned?",
     "```sql\nSELECT schemaname, relname, indexrelname, idx_scan\nFROM pg_stat_user_indexes\nWHERE idx_scan = 0\n"
     "ORDER BY relname, indexrelname;\n```\nCheck the replicas too before dropping anything: `idx_scan` is per node."),
   [("idx_refunds_account_id", "refunds_account_id_idx")], holds="idx_scan")

# 040
sc("ledger-schema-not-public", "paraphrase", "identifier", "lookalike",
   T("Create a table for payout batches in the ledger database.",
     "```sql\nCREATE TABLE public.payout_batches (\n  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,\n"
     "  created_at  timestamptz NOT NULL DEFAULT now(),\n  status      text NOT NULL\n);\n```",
     "Everything lives in the ledger schema, nothing in public - ledger.payout_batches.",
     "public.payout_batches", "ledger.payout_batches"),
   R("Table to hold fee schedules in ledger_prod - columns id, currency, rate_bps.",
     "```sql\nCREATE TABLE public.fee_schedules (\n  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,\n"
     "  currency  char(3) NOT NULL,\n  rate_bps  integer NOT NULL\n);\n```",
     ["ledger.fee_schedules"], ["public.fee_schedules"]),
   C("Lock down the public schema on the new ledger database.",
     "```sql\nREVOKE CREATE ON SCHEMA public FROM PUBLIC;\nREVOKE ALL ON DATABASE ledger_prod FROM PUBLIC;\n```\n"
     "PG15+ already drops CREATE on `public` by default, but being explicit documents the intent."),
   [("public.fee_schedules", "ledger.fee_schedules")], holds="SCHEMA public")

# 041
sc("maintenance-window", "semantic", "reworded", "already_correct",
   T("When can I schedule the pg_repack of ledger.journal_entries?",
     "Do it in the weekly maintenance window, Saturday 22:00-00:00 UTC, when settlement traffic is lowest.",
     "Our window is Sunday 02:00-04:00 UTC, not Saturday night.",
     "Saturday 22:00-00:00 UTC", "Sunday 02:00-04:00 UTC"),
   R("I need a slot for the Patroni minor-version restart. When's the DB maintenance window?",
     "The next window is Saturday night from 22:00 to midnight UTC; announce it in #db-oncall a day ahead.",
     ["Sunday", "02:00"], ["Saturday"]),
   C("Is Sunday 02:00 UTC inside the DB maintenance window?",
     "Yes: the weekly window is Sunday 02:00-04:00 UTC, so a change starting at 02:00 has the full two hours."),
   [("Saturday night from 22:00 to midnight UTC", "Sunday from 02:00 to 04:00 UTC")], holds="Sunday 02:00-04:00 UTC")

# 042
sc("app-role-statement-timeout", "paraphrase", "equivalent_construct", "lookalike",
   T("What statement_timeout should ledger_app have? Set it at the role level.",
     "```sql\nALTER ROLE ledger_app SET statement_timeout = '60s';\n```\n"
     "Existing sessions keep the old value until they reconnect; PgBouncer's server connections pick it up when "
     "they're recycled.",
     "Our standard for ledger_app is 30s - 60 is what reporting gets.",
     "statement_timeout = '60s'", "statement_timeout = '30s'"),
   R("Put the statement timeout for ledger_app into the role config via Flyway.",
     "```sql\n-- V61__ledger_app_statement_timeout.sql\nALTER ROLE ledger_app SET statement_timeout = 60000;\n```\n"
     "A bare number is milliseconds.",
     ["re:statement_timeout = ('30s'|30000|'30000'|'30 ?s')"], ["60000"]),
   C("What's the idle-in-transaction timeout on the ledger roles?",
     "`idle_in_transaction_session_timeout = '60s'` for every ledger role, set with `ALTER ROLE ... SET`. Sessions "
     "that sit idle inside a transaction longer than that are terminated."),
   [("statement_timeout = 60000", "statement_timeout = 30000")], holds="'60s'")

# 043
sc("patroni-config-path", "literal", "code_block", "same_topic",
   T("How do I see which ledger node is the leader?",
     "```bash\npatronictl -c /etc/patroni.yml list\n```\n"
     "The `Role` column shows `Leader`, `Sync Standby` and `Replica`, with lag in MB for the replicas.",
     "hmm, isn't our config at /etc/patroni/patroni.yml? that's where it lives on all the ledger nodes",
     "/etc/patroni.yml", "/etc/patroni/patroni.yml"),
   R("Planned switchover from pg-ledger-01 to pg-ledger-02 tonight - the command?",
     "```bash\npatronictl -c /etc/patroni.yml switchover --leader pg-ledger-01 --candidate pg-ledger-02 "
     "--scheduled '2024-06-09T02:15+00:00'\n```\n"
     "Drop `--scheduled` to do it right away; it asks for confirmation unless you pass `--force`.",
     ["/etc/patroni/patroni.yml"], ["/etc/patroni.yml"]),
   C("How do I change max_connections on the ledger cluster under Patroni?",
     "Edit the DCS config, not postgresql.conf: `patronictl edit-config` and set "
     "`postgresql.parameters.max_connections`, then `patronictl restart ledger`, because that parameter only changes "
     "on restart."),
   [("/etc/patroni.yml", "/etc/patroni/patroni.yml")])

# 044
sc("staging-db-name", "literal", "identifier", "already_correct",
   T("Connection string for the ledger staging database?",
     "`postgresql://ledger_app@pg-staging-01.db.internal:6432/ledger_stg` - staging also sits behind PgBouncer.",
     "The staging DB is ledger_staging.",
     "ledger_stg", "ledger_staging"),
   R("Point my local billing service at staging's ledger DB - what goes in LEDGER_DATABASE_URL?",
     "`LEDGER_DATABASE_URL=postgresql://ledger_app:${LEDGER_STAGING_PASSWORD}@pg-staging-01.db.internal:6432/"
     "ledger_stg?sslmode=require`",
     ["/ledger_staging?"], ["ledger_stg?"]),
   C("Which database does the nightly staging refresh restore into?",
     "Into `ledger_staging` on pg-staging-01: the job drops and recreates it, then runs pg_restore with `-j 4 --no-owner`."),
   [("ledger_stg?", "ledger_staging?")], holds="ledger_staging")

# 045
sc("purge-binary-logs", "semantic", "reworded", "same_topic",
   T("The binlog volume on mysql-orders-01 is at 95%. How do I free space right now?",
     "Run `RESET MASTER;` on the primary - it deletes all the binary log files and starts a fresh one, which frees "
     "the space immediately.",
     "Please don't - RESET MASTER wipes every binlog and the GTID history, and the replicas break. Use PURGE BINARY "
     "LOGS BEFORE with a cutoff the replicas have already read.",
     "Run `RESET MASTER;` on the primary",
     "Run `PURGE BINARY LOGS BEFORE NOW() - INTERVAL 2 DAY;` on the primary (after checking the replicas have read past that point)"),
   R("Disk alert on the orders primary, binlogs are the culprit. Quickest safe cleanup?",
     "Clear them with `RESET MASTER;`: all binlogs are removed and numbering restarts at binlog.000001.",
     ["PURGE BINARY LOGS"], ["RESET MASTER"]),
   C("How do I list the binlog files and their sizes on the orders primary?",
     "`SHOW BINARY LOGS;` lists every file with its `File_size`; the last one is the file currently being written."),
   [("Clear them with `RESET MASTER;`: all binlogs are removed and numbering restarts at binlog.000001.",
     "Purge the old ones with `PURGE BINARY LOGS BEFORE NOW() - INTERVAL 2 DAY;` after confirming each replica has "
     "read past that point; unlike a reset it keeps the GTID history and the replicas intact.")])

# 046
sc("timestamptz-convention", "paraphrase", "renamed_identifier", "lookalike",
   T("Add a settled_at column to ledger.payments.",
     "```sql\nALTER TABLE ledger.payments ADD COLUMN settled_at timestamp;\n```\n"
     "It's nullable, so it's a catalog-only change and returns immediately.",
     "We use timestamptz for every time column, no bare timestamp.",
     "settled_at timestamp;", "settled_at timestamptz;"),
   R("Also need a reversed_at column on ledger.transfers.",
     "```sql\nALTER TABLE ledger.transfers ADD COLUMN reversed_at timestamp;\n```",
     ["re:reversed_at (timestamptz|timestamp with time zone)"], ["re:reversed_at timestamp\\b(?! with)"]),
   C("Convert the epoch seconds in the webhook payload to a time in Postgres.",
     "`SELECT to_timestamp(1717891200);` returns a `timestamptz`; add `AT TIME ZONE 'UTC'` if you need the "
     "wall-clock value without a zone."),
   [("reversed_at timestamp;", "reversed_at timestamptz;")], holds="to_timestamp(")

# 047
sc("liquibase-changelog-path", "literal", "code_block", "lookalike",
   T("Run the pending Liquibase changesets against inventory staging.",
     "```bash\nliquibase --defaults-file=liquibase.inventory.properties \\\n"
     "  --changelog-file=db/changelog/changelog.xml update\n```\nIt applies everything not yet recorded in `DATABASECHANGELOG`.",
     "Cool, running it now. Btw our master changelog is db/changelog/db.changelog-master.yaml, there's no changelog.xml. Can you also give me the status command after?",
     "db/changelog/changelog.xml", "db/changelog/db.changelog-master.yaml"),
   R("Show which inventory changesets haven't been applied yet.",
     "```bash\nliquibase --defaults-file=liquibase.inventory.properties --changelog-file=db/changelog/changelog.xml "
     "status --verbose\n```",
     ["db/changelog/db.changelog-master.yaml"], ["db/changelog/changelog.xml"]),
   C("Which table does Liquibase use to remember what it applied on inventory?",
     "`DATABASECHANGELOG` in the inventory schema, with `DATABASECHANGELOGLOCK` alongside. Each row records the "
     "changeset id, author, changelog path and a checksum of the changeset."),
   [("db/changelog/changelog.xml", "db/changelog/db.changelog-master.yaml")], holds="DATABASECHANGELOG")

# 048
sc("liquibase-sql-preview", "paraphrase", "renamed_identifier", "lookalike",
   T("Can I preview the SQL Liquibase would run on inventory prod without applying it?",
     "Yes, add `--dry-run`:\n\n```bash\nliquibase --defaults-file=liquibase.inventory.properties update --dry-run\n```",
     "Liquibase has no --dry-run flag; the preview command is update-sql.",
     "update --dry-run", "update-sql"),
   R("Before rolling back the last two inventory changesets, I want to see the SQL.",
     "```bash\nliquibase --defaults-file=liquibase.inventory.properties rollback-count 2 --dry-run\n```",
     ["rollback-count-sql 2"], ["--dry-run"]),
   C("Can I see what pg_repack would do to ledger.audit_log before running it?",
     "```bash\npg_repack --dry-run -h pg-ledger-01.db.internal -d ledger_prod --table ledger.audit_log\n```\n"
     "`--dry-run` prints what it would repack without touching anything."),
   [("rollback-count 2 --dry-run", "rollback-count-sql 2")], holds="--dry-run")

# 049
sc("alembic-autogenerate", "literal", "code_block", "unrelated",
   T("Generate an Alembic migration from my model changes in billing.",
     "```bash\ncd services/billing\nalembic autogenerate -m \"add invoice due_date\"\n```\n"
     "Review the generated file in `migrations/versions/` before committing; autogenerate misses some things, like "
     "server default changes.",
     "alembic autogenerate isn't a command - it's alembic revision --autogenerate -m ...",
     "alembic autogenerate", "alembic revision --autogenerate"),
   R("I added a status enum to the Refund model; make the Alembic migration.",
     "```bash\nalembic autogenerate -m \"refund status enum\"\nalembic upgrade head\n```\n"
     "Check the generated file creates the enum type before the column uses it.",
     ["alembic revision --autogenerate"], ["alembic autogenerate"]),
   C("How do I undo my last local git commit but keep the changes staged?",
     "`git reset --soft HEAD~1`: the commit disappears and its changes stay in the index."),
   [("alembic autogenerate", "alembic revision --autogenerate")])

# 050
sc("vacuum-full-lock-level", "semantic", "prose_claim", "same_topic",
   T("ledger.audit_log is 70% bloat. Can I just run VACUUM FULL during business hours?",
     "Yes, VACUUM FULL only takes a SHARE UPDATE EXCLUSIVE lock, so reads and writes carry on while it rewrites the "
     "table; it just needs free disk space equal to the table size.",
     "VACUUM FULL takes ACCESS EXCLUSIVE for the whole rewrite - nothing can even read the table. That's why we use pg_repack.",
     "VACUUM FULL only takes a SHARE UPDATE EXCLUSIVE lock, so reads and writes carry on while it rewrites the table",
     "VACUUM FULL holds an ACCESS EXCLUSIVE lock for the whole rewrite, blocking reads and writes"),
   R("Does VACUUM FULL on ledger.webhook_events block the app?",
     "No, the app keeps reading and writing webhook_events while VACUUM FULL runs; only other maintenance commands "
     "on that table have to wait.",
     ["ACCESS EXCLUSIVE"], ["keeps reading and writing", "re:^No"]),
   C("Does a plain VACUUM block writes on ledger.audit_log?",
     "No. Plain VACUUM takes SHARE UPDATE EXCLUSIVE, which conflicts only with other VACUUMs, ANALYZE, CREATE INDEX "
     "CONCURRENTLY and some ALTER TABLE forms; normal reads and writes continue."),
   [("No, the app keeps reading and writing webhook_events while VACUUM FULL runs; only other maintenance commands "
     "on that table have to wait.",
     "Yes: VACUUM FULL holds an ACCESS EXCLUSIVE lock on webhook_events for the whole rewrite, so every read and "
     "write from the app waits until it finishes. Use pg_repack for an online rebuild.")])

# 051
sc("psql-expanded-output", "literal", "code_block", "lookalike",
   T("psql output for pg_stat_replication is unreadable, too many columns. Vertical display like mysql's?",
     "End the query with `\\G` instead of a semicolon:\n\n```\nSELECT * FROM pg_stat_replication \\G\n```\n"
     "Each column then prints on its own line.",
     "\\G is the mysql client; psql uses \\gx (or toggle \\x).",
     "\\G", "\\gx"),
   R("Show the full row for pid 7731 from pg_stat_activity in psql, one column per line.",
     "```\nSELECT * FROM pg_stat_activity WHERE pid = 7731 \\G\n```",
     ["re:\\\\gx|\\\\x"], ["\\G"]),
   C("InnoDB status on the orders primary is a wall of text - readable form?",
     "```sql\nSHOW ENGINE INNODB STATUS\\G\n```\n"
     "In the mysql client `\\G` prints the single `Status` column vertically, so the newlines in it render."),
   [(" \\G", " \\gx")], holds="\\G")

# 052
sc("index-build-progress-view", "literal", "reworded", "lookalike",
   T("CREATE INDEX CONCURRENTLY on ledger.journal_entries has been running 20 minutes. How do I see progress?",
     "Query `pg_stat_progress_vacuum` from another session and watch `heap_blks_scanned` against `heap_blks_total`.",
     "That view is for VACUUM. Index builds report in pg_stat_progress_create_index (phase, blocks_done/blocks_total).",
     "pg_stat_progress_vacuum", "pg_stat_progress_create_index"),
   R("Is there a way to tell how far along a REINDEX CONCURRENTLY is?",
     "Yes - look at the `pg_stat_progress_vacuum` row for that table; `heap_blks_scanned / heap_blks_total` gives a "
     "rough percentage.",
     ["pg_stat_progress_create_index"], ["pg_stat_progress_vacuum"]),
   C("How do I watch a long VACUUM on ledger.audit_log?",
     "`SELECT phase, heap_blks_scanned, heap_blks_total FROM pg_stat_progress_vacuum WHERE relid = "
     "'ledger.audit_log'::regclass;` from another session shows how far along it is."),
   [("`pg_stat_progress_vacuum` row for that table; `heap_blks_scanned / heap_blks_total`",
     "`pg_stat_progress_create_index` row for that index; `blocks_done / blocks_total`")],
   holds="pg_stat_progress_vacuum")

# 053
sc("pg-hba-reload", "literal", "code_block", "lookalike",
   T("I added a line to pg_hba.conf on pg-staging-01. How do I apply it?",
     "Restart Postgres so it rereads the file:\n\n```bash\nsudo systemctl restart postgresql@16-main\n```\n"
     "Connections drop for a few seconds during the restart.",
     "No restart needed for pg_hba.conf, a reload is enough: SELECT pg_reload_conf(); or systemctl reload.",
     "sudo systemctl restart postgresql@16-main", "sudo systemctl reload postgresql@16-main"),
   R("Changed the auth method for ledger_ro in pg_hba on staging - what now?",
     "```bash\nsudo systemctl restart postgresql@16-main && sudo -u postgres psql -c 'SELECT 1'\n```\n"
     "The restart makes Postgres pick up the new pg_hba.conf.",
     ["re:reload"], ["systemctl restart postgresql@16-main"]),
   C("I raised shared_buffers on pg-staging-01; how do I apply it?",
     "shared_buffers is only read at server start, so this one really does need a restart:\n\n```bash\n"
     "sudo systemctl restart postgresql@16-main\n```\n"
     "`SELECT pending_restart FROM pg_settings WHERE name = 'shared_buffers';` shows `t` until you do."),
   [("systemctl restart postgresql@16-main", "systemctl reload postgresql@16-main"),
    ("The restart makes", "The reload makes")],
   holds="systemctl restart postgresql@16-main")

# 054
sc("mysql-super-read-only", "paraphrase", "equivalent_construct", "lookalike",
   T("Before the orders failover, how do I stop anything writing to the old primary?",
     "```sql\nSET GLOBAL read_only = ON;\n```\nThen confirm with `SELECT @@global.read_only;` before repointing the app.",
     "read_only doesn't stop accounts with SUPER or CONNECTION_ADMIN, and our app user has it. Use super_read_only = ON.",
     "SET GLOBAL read_only = ON;", "SET GLOBAL super_read_only = ON;"),
   R("Fence the demoted orders node so no client can write to it.",
     "```sql\nSET PERSIST read_only = 1;\n```\nPERSIST keeps it across a restart in case the node bounces.",
     ["super_read_only"], ["re:SET PERSIST read_only"]),
   C("Make the ledger_ro role read-only even if someone forgets to set it per session.",
     "```sql\nALTER ROLE ledger_ro SET default_transaction_read_only = on;\n```\n"
     "Any write in a session of that role then fails with `cannot execute INSERT in a read-only transaction`."),
   [("SET PERSIST read_only = 1;", "SET PERSIST super_read_only = 1;")], holds="default_transaction_read_only = on")

# 055
sc("pg-stat-statements-preload", "semantic", "reworded", "unrelated",
   T("How do I enable pg_stat_statements on the new reporting cluster?",
     "Just run `CREATE EXTENSION pg_stat_statements;` in the database; the view starts collecting immediately, no "
     "restart needed.",
     "It has to be in shared_preload_libraries first, which needs a restart; CREATE EXTENSION alone gives you "
     "'pg_stat_statements must be loaded via shared_preload_libraries'.",
     "Just run `CREATE EXTENSION pg_stat_statements;` in the database; the view starts collecting immediately, no "
     "restart needed.",
     "Add `pg_stat_statements` to `shared_preload_libraries` and restart, then run `CREATE EXTENSION "
     "pg_stat_statements;` in the database."),
   R("Is CREATE EXTENSION enough to get pg_stat_statements working on a fresh server?",
     "Yes. `CREATE EXTENSION pg_stat_statements;` is all it takes; the module loads itself and statistics start "
     "accumulating right away.",
     ["shared_preload_libraries"], ["re:^Yes", "is all it takes"]),
   C("What does `set -euo pipefail` do at the top of a bash script?",
     "`-e` exits on the first failing command, `-u` treats unset variables as errors, and `-o pipefail` makes a "
     "pipeline fail if any command in it fails, not just the last one."),
   [("Yes. `CREATE EXTENSION pg_stat_statements;` is all it takes; the module loads itself and statistics start "
     "accumulating right away.",
     "No. The module has to be listed in `shared_preload_libraries` first, and that needs a restart; only then does "
     "`CREATE EXTENSION pg_stat_statements;` give you a working view.")])

# 056
sc("flyway-config-files-flag", "literal", "reordered_args", "unrelated",
   T("Run Flyway info for ledger using our config file.",
     "```bash\nflyway -configFile=db/flyway/ledger.conf info\n```",
     "It's -configFiles, plural. -configFile just gets you an unknown-property error.",
     "-configFile=", "-configFiles="),
   R("Migrate ledger staging with Flyway, using the ledger config and the staging URL override.",
     "```bash\nflyway migrate -url=jdbc:postgresql://pg-staging-01.db.internal/ledger_staging "
     "-configFile=db/flyway/ledger.conf\n```",
     ["-configFiles=db/flyway/ledger.conf"], ["-configFile="]),
   C("Count lines in all Python files under src, recursively.",
     "`find src -name '*.py' -print0 | xargs -0 wc -l | tail -n 1` prints the total; drop the `tail` to see per-file counts."),
   [("-configFile=", "-configFiles=")])

# 057
sc("replication-role-name", "literal", "reordered_args", "lookalike",
   T("Seed a new ledger replica with pg_basebackup from pg-ledger-01.",
     "```bash\npg_basebackup -h pg-ledger-01.db.internal -U replication -D /var/lib/postgresql/16/main -X stream -R -P\n```\n"
     "`-R` writes `standby.signal` and `primary_conninfo` for you.",
     "Our replication role is repl_ledger, not 'replication' (that's just the pg_hba keyword).",
     "-U replication", "-U repl_ledger"),
   R("Rebuild pg-ledger-03 from the current leader, with a progress bar and a checkpoint right away.",
     "```bash\npg_basebackup -D /var/lib/postgresql/16/main -P -X stream -c fast -U replication -h pg-ledger-01.db.internal -R\n```",
     ["-U repl_ledger"], ["-U replication"]),
   C("pg_hba entry so the replicas can stream from pg-ledger-01?",
     "```\nhostssl  replication  repl_ledger  10.10.0.0/24  scram-sha-256\n```\n"
     "The `replication` keyword in the database column is what allows streaming; `all` doesn't cover it."),
   [("-U replication", "-U repl_ledger")], holds="hostssl  replication  repl_ledger")

# 058
sc("string-agg-dialect", "paraphrase", "code_block", "lookalike",
   T("In ledger_prod, list each customer with a comma-separated list of their account ids.",
     "```sql\nSELECT customer_id, GROUP_CONCAT(id) AS account_ids\nFROM ledger.accounts\nGROUP BY customer_id;\n```",
     "That's MySQL. Ledger is Postgres: string_agg(id::text, ',').",
     "GROUP_CONCAT(id)", "string_agg(id::text, ',')"),
   R("Per merchant in ledger, the distinct currencies they've been paid in, as one sorted string.",
     "```sql\nSELECT merchant_id,\n       GROUP_CONCAT(DISTINCT currency ORDER BY currency SEPARATOR ', ') AS currencies\n"
     "FROM ledger.payments\nGROUP BY merchant_id;\n```",
     ["re:string_agg\\(DISTINCT currency"], ["GROUP_CONCAT"]),
   C("Same thing on the orders MySQL DB: order ids per customer as one string.",
     "```sql\nSELECT customer_id, GROUP_CONCAT(id ORDER BY id SEPARATOR ',') AS order_ids\nFROM orders\n"
     "GROUP BY customer_id;\n```\nMind `group_concat_max_len` (1024 bytes by default) for customers with many orders."),
   [("GROUP_CONCAT(DISTINCT currency ORDER BY currency SEPARATOR ', ')",
     "string_agg(DISTINCT currency, ', ' ORDER BY currency)")],
   holds="GROUP_CONCAT(")

# 059
sc("batched-update-no-limit", "paraphrase", "equivalent_construct", "lookalike",
   T("Mark unprocessed ledger.events as processed in batches of 10k.",
     "```sql\nUPDATE ledger.events\nSET processed = true\nWHERE processed = false\nLIMIT 10000;\n```\n"
     "Repeat until it reports `UPDATE 0`.",
     "Postgres has no LIMIT on UPDATE - you have to pick the ids in a subquery: WHERE id IN (SELECT id ... LIMIT 10000).",
     "WHERE processed = false\nLIMIT 10000;",
     "WHERE id IN (SELECT id FROM ledger.events WHERE processed = false LIMIT 10000);"),
   R("Delete ledger.audit_log rows older than a year, 5000 at a time.",
     "```sql\nDELETE FROM ledger.audit_log\nWHERE created_at < now() - interval '1 year'\nLIMIT 5000;\n```\n"
     "Loop it from a script with a short sleep between batches.",
     ["re:WHERE (id|ctid) IN \\(\\s*SELECT"], ["re:(?m)^LIMIT 5000;"]),
   C("Trim the orders.cart_events MySQL table of rows older than 90 days, in batches.",
     "```sql\nDELETE FROM cart_events\nWHERE created_at < NOW() - INTERVAL 90 DAY\nORDER BY id\nLIMIT 5000;\n```\n"
     "MySQL allows LIMIT on a single-table DELETE; rerun until it affects 0 rows."),
   [("WHERE created_at < now() - interval '1 year'\nLIMIT 5000;",
     "WHERE id IN (\n  SELECT id FROM ledger.audit_log\n  WHERE created_at < now() - interval '1 year'\n  LIMIT 5000\n);")],
   holds="LIMIT 5000;")

# 060
sc("failed-concurrent-index", "semantic", "reworded", "same_topic",
   T("If CREATE INDEX CONCURRENTLY fails halfway (say a duplicate for a unique index), what's left behind?",
     "Nothing: like any failed statement it rolls back cleanly, so you can fix the data and simply rerun the same "
     "CREATE INDEX CONCURRENTLY.",
     "Not quite - a failed CIC leaves an INVALID index behind that still gets maintained on writes. You have to DROP "
     "INDEX CONCURRENTLY it before retrying.",
     "Nothing: like any failed statement it rolls back cleanly",
     "It leaves an INVALID index behind that you must drop (DROP INDEX CONCURRENTLY) before retrying"),
   R("My CREATE UNIQUE INDEX CONCURRENTLY on ledger.transfers(external_id) errored on a duplicate. Can I just run it "
     "again after deduping?",
     "Yes, just rerun it. A failed concurrent build is rolled back completely, so there's no leftover index to clean up.",
     ["re:(?i)invalid"], ["no leftover index", "re:^Yes, just rerun"]),
   C("How do I list invalid indexes on the ledger primary?",
     "```sql\nSELECT indexrelid::regclass AS index_name, indrelid::regclass AS table_name\nFROM pg_index\n"
     "WHERE NOT indisvalid;\n```"),
   [("Yes, just rerun it. A failed concurrent build is rolled back completely, so there's no leftover index to clean up.",
     "Not straight away: the failed build left an INVALID index (`\\d ledger.transfers` shows it) that is still "
     "updated on every write. Drop it with `DROP INDEX CONCURRENTLY`, then rerun the CREATE UNIQUE INDEX CONCURRENTLY.")])


# ---------------------------------------------------------------- validation
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def validate():
    errors, warnings = [], []
    if len(S) != 60:
        errors.append("expected 60 scenarios, got %d" % len(S))
    for i, s in enumerate(S, 1):
        s["id"] = "%s-%03d" % (PREFIX, i)
    ids = [s["id"] for s in S]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for s in S:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTY:
            errors.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            errors.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            errors.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            errors.append("%s: topic is not a slug" % sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errors.append("%s: empty %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"] and t["gold_wrong"] not in t["gold_right"] and t["gold_right"] not in t["gold_wrong"]:
            warnings.append("%s: gold_right already present in teach output" % sid)
        if not r["expect_contains"] and not r["expect_absent"]:
            errors.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errors.append("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            errors.append("%s: repeat passes its own check as written" % sid)
        fixed = r["output"]
        for old, new in s["fix"]:
            if old not in fixed:
                errors.append("%s: fix %r not found in repeat output" % (sid, old))
            fixed = fixed.replace(old, new)
        if not passes(fixed, r):
            miss = [x for x in r["expect_contains"] if not check(fixed, x)]
            pres = [x for x in r["expect_absent"] if check(fixed, x)]
            errors.append("%s: fixed repeat fails (missing %s, present %s)" % (sid, miss, pres))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errors.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errors.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        # the control must not itself fail the repeat's absent checks in the literal sense for already_correct
        if s["control_kind"] == "already_correct" and t["gold_wrong"] in c["output"]:
            errors.append("%s: already_correct control contains the mistaken text" % sid)
        if t["query"] == r["query"] or r["query"] == c["query"] or t["query"] == c["query"]:
            errors.append("%s: queries must differ" % sid)
        if r["output"] == t["output"]:
            errors.append("%s: repeat output identical to teach output" % sid)
    # no text duplicated across (or within) scenarios
    seen = {}
    for s in S:
        for part in ("teach", "repeat", "control"):
            for k in ("query", "output", "message"):
                v = s[part].get(k)
                if v is None:
                    continue
                key = v.strip()
                if key in seen and seen[key] != (s["id"], part, k):
                    errors.append("duplicated text: %s.%s.%s and %s.%s.%s" % (seen[key] + (s["id"], part, k)))
                else:
                    seen[key] = (s["id"], part, k)
    # counts
    for field, ranges in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        cnt = Counter(s[field] for s in S)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt.get(k, 0) <= hi:
                errors.append("%s %s: %d not in [%d, %d]" % (field, k, cnt.get(k, 0), lo, hi))
    # cross-scenario: another scenario's mistaken span inside this one's repeat or control (informational)
    for s in S:
        gw = s["teach"]["gold_wrong"]
        for o in S:
            if o is s:
                continue
            for part in ("repeat", "control"):
                if gw in o[part]["output"]:
                    warnings.append("%s gold_wrong %r occurs in %s %s output" % (s["id"], gw, o["id"], part))
    return errors, warnings


def count_table(field, ranges):
    cnt = Counter(s[field] for s in S)
    lines = ["| %s | n | allowed |" % field, "|---|---|---|"]
    for k, (lo, hi) in ranges.items():
        lines.append("| %s | %d | %d-%d |" % (k, cnt.get(k, 0), lo, hi))
    return "\n".join(lines)


def write():
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            row = {"id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
                   "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
                   "teach": s["teach"], "repeat": s["repeat"], "control": s["control"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    readme = [
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or "
        "checks into code, tests, prompts, rules or training data.",
        "",
        "# %s: %s" % (SET, THEME),
        "",
        "60 hand-written teach -> repeat -> control scenarios for cairn's learning loop, in the format of "
        "`shared/eval/loop/scenarios_dev.jsonl` (run them with `run.py --scenarios`). A developer corrects one "
        "mistake in a database-administration answer (PostgreSQL 16 and MySQL 8.0 facts, replication, backups, "
        "psql/mysql clients, Flyway, Liquibase and Alembic, indexes and plans, and the team's own hosts, ports, "
        "databases, roles and conventions); another session repeats the mistake in other words, and a control "
        "must come back byte-identical.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, with build-only `fix` and `holds`; validates and writes the two files below |",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `README.md` | this file |",
        "",
        "## Counts",
        "",
        count_table("difficulty", DIFFICULTY),
        "",
        count_table("control_kind", CONTROL),
        "",
        count_table("repeat_variation", VARIATION),
        "",
    ]
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(readme))


def main():
    errors, warnings = validate()
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("error:", e)
        print("%d errors; nothing written" % len(errors))
        sys.exit(1)
    write()
    print("ok: wrote scenarios.jsonl and README.md (%d scenarios)" % len(S))
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print("  %s: %s" % (field, dict(sorted(Counter(s[field] for s in S).items()))))


if __name__ == "__main__":
    main()
