#!/usr/bin/env python3
"""dev49: hand-written learning-loop scenarios on running PostgreSQL and MySQL in
production (replication, backups and PITR, pooling, vacuum, configuration,
upgrades, a DBA team's own facts).

    python3 build.py

Validates the data below and regenerates scenarios.jsonl and README.md next to
this file. Standard library only. Exits non-zero when a check fails.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d49"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": (12, 18), "code_block": (15, 21)}  # the others: 2..8 each

SCENARIOS = []


def S(**kw):
    SCENARIOS.append(kw)


# ====================================================================== literal
S(id="d49-001", topic="pgbackrest", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="What should archive_command be for pgBackRest on the new crm cluster?",
  to="In postgresql.conf:\n```\narchive_mode = on\narchive_command = 'pgbackrest --stanza=crm archive-push %f'\n```\nThen restart PostgreSQL, because archive_mode only takes effect at server start.",
  msg="archive-push needs the path, so %p not %f",
  gw="archive-push %f", gr="archive-push %p",
  rq="set up WAL archiving to pgbackrest for the ledger db",
  ro="Add these lines to postgresql.conf and restart:\n```\narchive_mode = on\narchive_command = 'pgbackrest --stanza=ledger archive-push %f'\n```\nCheck it afterwards with `pgbackrest --stanza=ledger check`.",
  ec=["archive-push %p"], ea=["archive-push %f"],
  fix=[("archive-push %f", "archive-push %p")],
  cq="What restore_command should a standby use to pull WAL from the pgBackRest repo?",
  co="Use `restore_command = 'pgbackrest --stanza=crm archive-get %f \"%p\"'`; archive-get takes the WAL segment name first and the destination path second.",
  holds="%f")

S(id="d49-002", topic="logical-replication", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  tq="What do I need in postgresql.conf before I can CREATE PUBLICATION?",
  to="Set `wal_level = replica` and make sure `max_replication_slots` and `max_wal_senders` leave room for each subscriber. Changing wal_level needs a restart.",
  msg="for publications it has to be wal_level = logical, replica isn't enough",
  gw="wal_level = replica", gr="wal_level = logical",
  rq="Prereqs on the billing primary before the analytics db can subscribe to it?",
  ro="On billing, set wal_level = replica and restart, then run `CREATE PUBLICATION billing_pub FOR TABLE invoices, payments;` and create the subscription from the analytics side.",
  ec=[r"re:wal_level\s*=\s*'?logical"], ea=[r"re:wal_level\s*=\s*'?replica"],
  fix=[("wal_level = replica", "wal_level = logical")],
  cq="How do I stop triggers from firing while I bulk-load a table?",
  co="In the loading session run `SET session_replication_role = replica;` so ordinary triggers, including the FK triggers, don't fire, and `SET session_replication_role = origin;` when you're done. Check the data yourself afterwards, since the constraints weren't enforced.",
  holds="= replica")

S(id="d49-003", topic="pgbouncer", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  tq="What DSN should the orders service use to go through pgbouncer on db-pool-01?",
  to="Point it at `postgres://orders_app@db-pool-01:5432/orders?sslmode=require`; pgbouncer runs on that host in front of the primary.",
  msg="pgbouncer on the pool hosts listens on 6432, 5432 is postgres itself",
  gw="db-pool-01:5432", gr="db-pool-01:6432",
  rq="connection string for the reporting service via the pooler?",
  ro="```\nDATABASE_URL=postgres://reporting@db-pool-01:5432/orders?sslmode=require&application_name=reporting\n```",
  ec=["db-pool-01:6432"], ea=["db-pool-01:5432"],
  fix=[("db-pool-01:5432", "db-pool-01:6432")],
  cq="How do I see whether clients are queuing in pgbouncer?",
  co="Connect to the admin console (the special `pgbouncer` database) and run `SHOW POOLS;`. A `cl_waiting` that stays above zero means clients are waiting for a server connection, so look at `default_pool_size`.")

S(id="d49-004", topic="pgbackrest", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
  tq="Schedule a weekly full and a nightly differential pgBackRest backup for the payments stanza",
  to="Add to the postgres user's crontab:\n```\n30 1 * * 0   pgbackrest --stanza=payments --type=full backup\n30 1 * * 1-6 pgbackrest --stanza=payments --type=differential backup\n```",
  msg="--type=diff. pgbackrest rejects 'differential'",
  gw="--type=differential", gr="--type=diff",
  rq="cron entry for nightly diff backups of the inventory stanza?",
  ro="```\n15 2 * * 1-6 pgbackrest --stanza=inventory --type=differential backup\n```\nIt runs Monday to Saturday at 02:15.",
  ec=[r"re:--type=diff\b"], ea=["--type=differential"],
  fix=[("--type=differential", "--type=diff")],
  cq="Is `pgbackrest --stanza=payments --type=diff backup` the right nightly command?",
  co="Yes: `pgbackrest --stanza=payments --type=diff backup` copies everything changed since the last full; use `--type=incr` if you want only the changes since the previous backup of any type.",
  holds="--type=diff backup")

S(id="d49-005", topic="postgres-config", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="Give the reporting role a 30 second statement timeout",
  to="Set it on the role so every session picks it up:\n```sql\nALTER ROLE reporting SET statement_timeout = 30;\n```\nThat's 30 seconds; new sessions get it at login.",
  msg="unitless statement_timeout is milliseconds, that's 30ms. Use '30s'.",
  gw="statement_timeout = 30", gr="statement_timeout = '30s'",
  rq="How do I cap queries at 30s in the session for the nightly export?",
  ro="```sql\nSET statement_timeout = 30;\nCOPY (SELECT * FROM shipments WHERE shipped_at >= now() - interval '1 day') TO STDOUT WITH CSV HEADER;\n```",
  ec=[r"re:statement_timeout\s*(=|TO)\s*'?(30\s*s|30000\b)"], ea=[r"re:statement_timeout\s*(=|TO)\s*30\s*;"],
  fix=[("statement_timeout = 30;", "statement_timeout = '30s';")],
  cq="What does query_timeout = 30 mean in pgbouncer.ini?",
  co="PgBouncer's `query_timeout = 30` cancels any query that runs longer than 30 seconds; unlike PostgreSQL's own timeouts, pgbouncer.ini timeouts are given in seconds. `0` disables it.",
  holds="query_timeout = 30")

S(id="d49-006", topic="proxysql", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="How do I get into the ProxySQL admin interface?",
  to="Use the mysql client against the admin port: `mysql -u admin -p -h 127.0.0.1 -P 6033`, then `SELECT hostgroup_id, hostname, status FROM mysql_servers;` to see the backends.",
  msg="Use 6032 for admin. 6033 is the port the apps connect to.",
  gw="-P 6033", gr="-P 6032",
  rq="load my new proxysql query rules to runtime from the shell",
  ro="```\nmysql -u admin -p -h 127.0.0.1 -P 6033 -e 'LOAD MYSQL QUERY RULES TO RUNTIME; SAVE MYSQL QUERY RULES TO DISK;'\n```",
  ec=[r"re:-P\s*6032"], ea=[r"re:-P\s*6033"],
  fix=[("-P 6033", "-P 6032")],
  cq="what host:port goes in the checkout service's MySQL DSN now that it goes through ProxySQL?",
  co="Use ProxySQL's client-facing listener: `checkout:${DB_PASSWORD}@tcp(proxysql.internal:6033)/checkout?parseTime=true`. The app never talks to the admin port.",
  holds="6033")

S(id="d49-007", topic="mysql-replication", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  tq="Which binlog_format should the new MySQL primary use?",
  to="Put `binlog_format=STATEMENT` in my.cnf so statements with non-deterministic functions like UUID() replicate safely.",
  msg="other way round: ROW is the safe one for UUID() and friends, and it's been the default since 5.7.7",
  gw="binlog_format=STATEMENT", gr="binlog_format=ROW",
  rq="my.cnf settings for binary logging on the inventory primary?",
  ro="Under [mysqld] add `server_id=11`, `log_bin=/var/lib/mysql/binlog` and `binlog_format=statement`, which keeps the replicas consistent even for UUID().",
  ec=[r"re:(?i)binlog_format\s*=\s*'?row\b"], ea=[r"re:(?i)binlog_format\s*=\s*'?statement"],
  fix=[("binlog_format=statement", "binlog_format=ROW")],
  cq="how do I log all DDL on the Postgres side?",
  co="Set `log_statement = 'ddl'` in postgresql.conf and reload; use `'mod'` if you also want INSERT, UPDATE and DELETE logged.",
  holds="log_statement")

S(id="d49-008", topic="mysql-binlog", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="Keep one week of binlogs on the MySQL 8.0 primary",
  to="Add `binlog_expire_logs_seconds = 7` under `[mysqld]` in my.cnf; binlogs older than a week are then purged automatically when the log rotates.",
  msg="that variable's in seconds. a week is 604800",
  gw="binlog_expire_logs_seconds = 7", gr="binlog_expire_logs_seconds = 604800",
  rq="my.cnf for 7 days of binlog retention on the orders replica pair",
  ro="```\n[mysqld]\nlog_bin = /var/lib/mysql/binlog\nbinlog_expire_logs_seconds = 7\nsync_binlog = 1\n```",
  ec=[r"re:binlog_expire_logs_seconds\s*=\s*604800\b"], ea=[r"re:binlog_expire_logs_seconds\s*=\s*7\b"],
  fix=[("binlog_expire_logs_seconds = 7", "binlog_expire_logs_seconds = 604800")],
  cq="our old 5.7 warehouse replica: how do I keep a week of binlogs there?",
  co="On 5.7 the setting is in days: put `expire_logs_days = 7` under [mysqld]. The seconds-based variable only exists from 8.0.",
  holds="= 7")

S(id="d49-009", topic="postgres-backup", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="How do I dump the orders database using 8 parallel jobs?",
  to="Use `pg_dump -Fc -j 8 -f /backups/orders.dump orders`, and restore it later with `pg_restore -j 8`.",
  msg="-j only works with the directory format, so it's -Fd -j 8 (and -f is then a directory)",
  gw="-Fc -j 8", gr="-Fd -j 8",
  rq="parallel dump of billing from the replica before the migration",
  ro="```\npg_dump -h pg-prod-b -U postgres -Fc -j 8 -f /backups/billing.dump billing\n```\nRunning it against the replica keeps the load off the primary.",
  ec=[r"re:pg_dump[^\n`]*(-Fd|-F\s*d\b|--format=d)"],
  ea=[r"re:pg_dump[^\n`]*-Fc[^\n`]*-j", r"re:pg_dump[^\n`]*-j\s*\d+[^\n`]*-Fc"],
  fix=[("-Fc -j 8 -f /backups/billing.dump", "-Fd -j 8 -f /backups/billing.dir")],
  cq="restore that custom-format orders dump in parallel",
  co="`pg_restore -Fc -j 8 -d orders /backups/orders.dump` works: parallel restore is fine with the custom format, it's only parallel pg_dump that needs `-Fd`.",
  holds="-Fc -j 8")

S(id="d49-010", topic="team-backup", difficulty="literal", repeat_variation="reworded", control_kind="same_topic",
  tq="Which bucket and region do our pgBackRest backups go to?",
  to="The repo is the S3 bucket `acme-pg-backups-prod` in us-east-1, set as `repo1-s3-bucket` and `repo1-s3-region` in /etc/pgbackrest/pgbackrest.conf.",
  msg="bucket's right but it's in eu-central-1, all our stuff is in Frankfurt",
  gw="us-east-1", gr="eu-central-1",
  rq="what region do I put in pgbackrest.conf for the restore test host?",
  ro="Our pg backup bucket acme-pg-backups-prod lives in us-east-1, so use `repo1-s3-region=us-east-1` and `repo1-s3-endpoint=s3.us-east-1.amazonaws.com`.",
  ec=["repo1-s3-region=eu-central-1"], ea=["us-east-1"],
  fix=[("us-east-1", "eu-central-1")],
  cq="How do I check that the last pgBackRest backup actually finished?",
  co="Run `pgbackrest info` as the postgres user: each backup is listed with its type, start and stop time, size and the WAL range needed to restore it, and `status: ok` at the top means the stanza is healthy.")

S(id="d49-011", topic="mysql-backup", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  tq="Consistent mysqldump of the shop database without blocking the app?",
  to="Run `mysqldump --lock-all-tables --routines --triggers shop > shop.sql`; it gives you a consistent snapshot of all the InnoDB tables.",
  msg="--lock-all-tables blocks writes for the whole dump. for InnoDB use --single-transaction",
  gw="--lock-all-tables", gr="--single-transaction",
  rq="nightly logical backup of orders (all InnoDB) with the binlog coordinates",
  ro="```\nmysqldump --lock-all-tables --source-data=2 --routines --triggers orders | gzip > /backups/orders-$(date +%F).sql.gz\n```",
  ec=["--single-transaction"], ea=["--lock-all-tables"],
  fix=[("--lock-all-tables", "--single-transaction")],
  cq="dump only the schema of the orders database",
  co="`mysqldump --no-data --routines --triggers --events orders > orders-schema.sql` writes just the DDL, including stored routines, triggers and events.")

S(id="d49-012", topic="postgres-replication", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  tq="How do I see replication lag in bytes on our PG14 primary?",
  to="Run `SELECT client_addr, pg_wal_lsn_diff(pg_current_xlog_location(), replay_lsn) AS lag_bytes FROM pg_stat_replication;` on the primary.",
  msg="on 10+ pg_current_xlog_location() doesn't exist any more, it's pg_current_wal_lsn()",
  gw="pg_current_xlog_location()", gr="pg_current_wal_lsn()",
  rq="Query for standby lag per replica in bytes?",
  ro="```sql\nSELECT APPLICATION_NAME,\n       PG_WAL_LSN_DIFF(PG_CURRENT_XLOG_LOCATION(), REPLAY_LSN) AS LAG_BYTES\nFROM PG_STAT_REPLICATION;\n```",
  ec=[r"re:(?i)pg_current_wal_lsn\(\)"], ea=[r"re:(?i)pg_current_xlog_location"],
  fix=[("PG_CURRENT_XLOG_LOCATION()", "PG_CURRENT_WAL_LSN()")],
  cq="Our last 9.6 box (legacy-crm) keeps alerting on disk. Which directory holds its WAL?",
  co="On 9.6 WAL still lives in `$PGDATA/pg_xlog` (it was renamed to pg_wal in 10), so on legacy-crm point the disk check at `/var/lib/pgsql/9.6/data/pg_xlog`.",
  holds="pg_xlog")

S(id="d49-013", topic="patroni", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  tq="How do I check the Patroni cluster state from the command line?",
  to="Query the REST API on any member: `curl -s http://pg-prod-a:8080/cluster | jq .` lists every member with its role, state and lag.",
  msg="patroni's api lsitens on 8008 here, not 8080",
  gw="pg-prod-a:8080", gr="pg-prod-a:8008",
  rq="How can a health check tell which node is the Patroni leader?",
  ro="Ask each node's Patroni API: `curl -s -o /dev/null -w '%{http_code}' http://pg-prod-a:8080/primary` returns 200 only on the leader and 503 on the replicas.",
  ec=["pg-prod-a:8008"], ea=["pg-prod-a:8080"],
  fix=[("pg-prod-a:8080", "pg-prod-a:8008")],
  cq="Where's the HAProxy stats page for the Postgres load balancer?",
  co="HAProxy's stats listener is at `http://pg-lb-01:8080/stats`; its backends health-check each Patroni node on port 8008 with `option httpchk GET /primary`.",
  holds=":8080")

S(id="d49-014", topic="postgres-upgrade", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="How do I test the pg_upgrade from 14 to 17 without changing anything?",
  to="Do a dry run first; it's safe while the old cluster is still up:\n```\n/usr/pgsql-17/bin/pg_upgrade --dry-run -b /usr/pgsql-14/bin -B /usr/pgsql-17/bin -d /var/lib/pgsql/14/data -D /var/lib/pgsql/17/data\n```",
  msg="There's no --dry-run in pg_upgrade. The flag is --check (-c).",
  gw="--dry-run", gr="--check",
  rq="pre-flight compatibility check for upgrading the inventory cluster 14 -> 17?",
  ro="```\nsudo -u postgres /usr/pgsql-17/bin/pg_upgrade --dry-run \\\n  -b /usr/pgsql-14/bin -B /usr/pgsql-17/bin \\\n  -d /var/lib/pgsql/14/data -D /var/lib/pgsql/17/data\n```\nIt reports incompatibilities and exits without touching either cluster.",
  ec=[r"re:--check\b|pg_upgrade[^\n]*\s-c\b"], ea=[r"re:pg_upgrade[^\n]*--dry-run"],
  fix=[("--dry-run", "--check")],
  cq="how can I see which tables pg_repack would touch in the orders db without doing anything?",
  co="`pg_repack --dry-run -d orders --table=public.order_items` prints what it would repack and exits without changing anything.",
  holds="--dry-run")

S(id="d49-015", topic="mysql-config", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
  tq="Why can't our old PHP app log into the new MySQL 8.0 server?",
  to="It's probably not the auth plugin: MySQL 8.0 creates users with mysql_native_password by default, so check the host part of the account and its grants first.",
  msg="8.0 defaults to caching_sha2_password, that's exactly what breaks old php drivers",
  gw="mysql_native_password by default", gr="caching_sha2_password by default",
  rq="do new mysql 8 accounts work with legacy client libraries out of the box?",
  ro="Usually yes: new accounts get mysql_native_password by default, so older libmysqlclient and PHP mysqlnd builds can authenticate without changes.",
  ec=["caching_sha2_password"], ea=["mysql_native_password by default"],
  fix=[("Usually yes: new accounts get mysql_native_password by default, so older libmysqlclient and PHP mysqlnd builds can authenticate without changes.",
        "Often not: new accounts get caching_sha2_password by default, which older libmysqlclient and PHP mysqlnd builds can't use, so create those accounts WITH mysql_native_password.")],
  cq="which auth plugin does MySQL 8.0 give new users?",
  co="`caching_sha2_password`, the default since 8.0.4. If an old driver can't handle it, create that account with `IDENTIFIED WITH mysql_native_password BY '...'`.",
  holds="caching_sha2_password")

S(id="d49-016", topic="mysql-backup", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="Steps to restore last night's XtraBackup 8.0 full backup?",
  to="First apply the redo log with `xtrabackup --apply-log --target-dir=/srv/backups/full`, then stop mysqld, empty the datadir and run `xtrabackup --copy-back --target-dir=/srv/backups/full`.",
  msg="xtrabackup 8 has no --apply-log (that was innobackupex), it's xtrabackup --prepare",
  gw="xtrabackup --apply-log", gr="xtrabackup --prepare",
  rq="restore runbook for the mysql full backup from 12 June",
  ro="```\nxtrabackup --apply-log --target-dir=/srv/backups/full-0612\nsystemctl stop mysqld\nrm -rf /var/lib/mysql/*\nxtrabackup --copy-back --target-dir=/srv/backups/full-0612\nchown -R mysql:mysql /var/lib/mysql\nsystemctl start mysqld\n```",
  ec=["xtrabackup --prepare"], ea=["xtrabackup --apply-log"],
  fix=[("xtrabackup --apply-log", "xtrabackup --prepare")],
  cq="our old 5.6 box still uses the innobackupex wrapper from XtraBackup 2.4. How do I prepare a backup there?",
  co="With the 2.4 wrapper it's `innobackupex --apply-log /srv/backups/2024-06-12_01-30-00/`. The wrapper is gone in XtraBackup 8.0, so don't copy this to the 8.0 hosts.",
  holds="--apply-log")

S(id="d49-017", topic="mysql-replication", difficulty="literal", repeat_variation="casing", control_kind="same_topic",
  tq="Which field tells me how far behind a MySQL 8.0.36 replica is?",
  to="Run `SHOW REPLICA STATUS\\G` and read `Seconds_Behind_Master`; NULL means the SQL thread isn't running.",
  msg="with SHOW REPLICA STATUS the column is Seconds_Behind_Source (since 8.0.22)",
  gw="Seconds_Behind_Master", gr="Seconds_Behind_Source",
  rq="alert rule for mysql replica lag > 60s: what column do I scrape?",
  ro="Have the exporter run SHOW REPLICA STATUS and alert when seconds_behind_master > 60 for five minutes.",
  ec=[r"re:(?i)seconds_behind_source"], ea=[r"re:(?i)seconds_behind_master"],
  fix=[("seconds_behind_master", "seconds_behind_source")],
  cq="How do I make a MySQL 8 replica reject writes even from admin accounts?",
  co="Set `super_read_only = ON`, which also enables `read_only`, and persist it with `SET PERSIST super_read_only = ON;` so it survives a restart.")

S(id="d49-018", topic="postgres-replication", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="I've run pg_basebackup for a new PG15 standby. What next?",
  to="Create the marker file with `touch /var/lib/postgresql/15/main/recovery.conf`, make sure `primary_conninfo` is in postgresql.auto.conf (`-R` writes it for you), then start the server.",
  msg="since 12 there's no recovery.conf. the marker is standby.signal",
  gw="recovery.conf", gr="standby.signal",
  rq="commands to turn a fresh base backup into a streaming replica on PG16",
  ro="```\npg_basebackup -h pg-prod-a -U replicator -D /var/lib/postgresql/16/main -X stream -R -P\ntouch /var/lib/postgresql/16/main/recovery.conf\nsystemctl start postgresql@16-main\n```",
  ec=["standby.signal"], ea=[r"re:touch\s+\S*recovery\.conf"],
  fix=[("/main/recovery.conf", "/main/standby.signal")],
  cq="the analytics replica is still on PostgreSQL 11. Where do I change its primary_conninfo?",
  co="On 11 it's still in `recovery.conf` in the data directory, next to `standby_mode = 'on'`. Edit it there and restart; 11 can't pick up a primary_conninfo change on reload.",
  holds="recovery.conf")

S(id="d49-019", topic="team-maintenance", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  tq="When can I run the VACUUM FULL on the audit_log table in prod?",
  to="Run it inside the weekly maintenance window, Saturdays 02:00–04:00 UTC, since VACUUM FULL holds an ACCESS EXCLUSIVE lock for the whole rewrite.",
  msg="Our window is Sunday 03:00–05:00 UTC, not Saturday.",
  gw="Saturdays 02:00–04:00 UTC", gr="Sundays 03:00–05:00 UTC",
  rq="when's the DB maintenance window? want to schedule the pg_repack of orders",
  ro="The DB maintenance window is Saturdays 02:00–04:00 UTC; start the pg_repack at the beginning of it so it has the full two hours.",
  ec=[r"re:(?i)sunday"], ea=["02:00–04:00", r"re:(?i)window[^.]*saturday"],
  fix=[("Saturdays 02:00–04:00 UTC", "Sundays 03:00–05:00 UTC")],
  cq="When does the weekly full pgBackRest backup run?",
  co="From the postgres crontab on Saturdays at 02:00 UTC (`0 2 * * 6`); the other nights get differential backups.",
  holds="Saturdays at 02:00 UTC")

S(id="d49-020", topic="pgbouncer", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="pgbouncer.ini for the new payments pool?",
  to="```\n[databases]\npayments = host=pg-prod-a port=5432 dbname=payments\n\n[pgbouncer]\nlisten_port = 6432\npool_mode = session\ndefault_pool_size = 20\nmax_client_conn = 2000\n```",
  msg="We run transaction pooling everywhere in prod: pool_mode = transaction.",
  gw="pool_mode = session", gr="pool_mode = transaction",
  rq="add a pgbouncer pool for the shipping db",
  ro="```\n[databases]\nshipping = host=pg-prod-c port=5432 dbname=shipping\n\n[pgbouncer]\npool_mode = session\ndefault_pool_size = 15\n```",
  ec=[r"re:pool_mode\s*=\s*transaction"], ea=[r"re:pool_mode\s*=\s*session"],
  fix=[("pool_mode = session", "pool_mode = transaction")],
  cq="why does the migration job connect straight to 5432 instead of through pgbouncer?",
  co="Because the migrator takes a session-level advisory lock with `pg_advisory_lock()` and holds it across transactions, which only works on a dedicated server session, so it bypasses the pooler.",
  holds="session")

S(id="d49-021", topic="postgres-failover", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
  tq="How do I promote the PG14 standby from SQL?",
  to="Connect to the standby and run `SELECT pg_promote_standby();`; it waits up to 60 seconds for the promotion to finish.",
  msg="pg_promote(). there's no pg_promote_standby",
  gw="pg_promote_standby()", gr="pg_promote()",
  rq="failover by hand: how do I make pg-prod-b the primary?",
  ro="Once pg-prod-a is fenced, connect to pg-prod-b and call pg_promote_standby() there; it returns true when the node has left recovery.",
  ec=["pg_promote("], ea=["pg_promote_standby"],
  fix=[("pg_promote_standby()", "pg_promote()")],
  cq="How do I promote the DR replica from SQL and wait longer than the default?",
  co="`SELECT pg_promote(wait => true, wait_seconds => 120);` returns true once the replica has left recovery; `pg_ctl promote -D $PGDATA` does the same from the shell.",
  holds="pg_promote(")

S(id="d49-022", topic="mysql-config", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  tq="my.cnf settings so a crash can't lose committed transactions on the orders primary?",
  to="Use `innodb_flush_log_at_trx_commit = 2` together with `sync_binlog = 1`, so both the redo log and the binlog are flushed to disk at every commit.",
  msg="hmm, isn't 2 only writing to the OS cache at commit? a power loss can still lose about a second. I think it needs to be 1",
  gw="innodb_flush_log_at_trx_commit = 2", gr="innodb_flush_log_at_trx_commit = 1",
  rq="durable settings for the new payments MySQL primary",
  ro="```\n[mysqld]\ninnodb_flush_log_at_trx_commit = 2\nsync_binlog = 1\ninnodb_doublewrite = ON\n```",
  ec=[r"re:innodb_flush_log_at_trx_commit\s*=\s*1\b"], ea=[r"re:innodb_flush_log_at_trx_commit\s*=\s*[02]\b"],
  fix=[("innodb_flush_log_at_trx_commit = 2", "innodb_flush_log_at_trx_commit = 1")],
  cq="What does sync_binlog = 0 do?",
  co="With `sync_binlog = 0` MySQL never fsyncs the binary log itself and leaves flushing to the OS, so an OS crash can lose binlog events for transactions that were already committed.")

S(id="d49-023", topic="postgres-replication", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  tq="Reports on the replica keep failing with 'canceling statement due to conflict with recovery'. What do I change?",
  to="Set `hot_standby_feedback = off` on the replica and reload, so the primary learns which rows the replica's queries still need and doesn't vacuum them away.",
  msg="that needs to be on, not off. off is the default and it's why you get the cancellations",
  gw="hot_standby_feedback = off", gr="hot_standby_feedback = on",
  rq="stop the query cancellations on pg-report-01",
  ro="Turn hot_standby_feedback = OFF on pg-report-01 and reload; the primary will then hold back vacuum cleanup for rows the reports still read.",
  ec=[r"re:(?i)hot_standby_feedback\s*=\s*'?on\b"], ea=[r"re:(?i)hot_standby_feedback\s*=\s*'?off"],
  fix=[("hot_standby_feedback = OFF", "hot_standby_feedback = ON")],
  cq="our restore-verification host replays WAL but must never accept queries. Which setting?",
  co="Set `hot_standby = off` there: the server keeps replaying WAL in recovery but refuses client connections until it's promoted.",
  holds="= off")

S(id="d49-024", topic="pgbackrest", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="Restore the orders cluster to 14:20 UTC yesterday with pgBackRest",
  to="Stop PostgreSQL, then run:\n```\npgbackrest --stanza=main --delta --type=time \"--target=2024-06-03 14:20:00+00\" --target-action=promote restore\n```\nand start PostgreSQL again.",
  msg="on the orders cluster the stanza is orders-prod, there is no main stanza there",
  gw="--stanza=main", gr="--stanza=orders-prod",
  rq="list the available backups for the orders cluster",
  ro="```\nsudo -u postgres pgbackrest --stanza=main info\n```",
  ec=["--stanza=orders-prod"], ea=["--stanza=main"],
  fix=[("--stanza=main", "--stanza=orders-prod")],
  cq="restart postgres on the orders primary (Debian packaging)",
  co="`sudo pg_ctlcluster 15 main restart`: on Debian and Ubuntu the cluster is called `main` by default, which has nothing to do with the pgBackRest stanza name.",
  holds="main")

S(id="d49-025", topic="mysql-config", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
  tq="What's MySQL's default max_connections?",
  to="Out of the box MySQL's max_connections is 100; raise it in my.cnf if the app pool needs more.",
  msg="that's postgres' default - mysql ships with 151",
  gw="max_connections is 100", gr="max_connections is 151",
  rq="will 120 app connections fit under mysql's default connection limit?",
  ro="No: MySQL's max_connections is 100 by default, so 120 connections will start failing with 'Too many connections'.",
  ec=["151"], ea=[r"re:max_connections[^.\n]*\b100\b"],
  fix=[("No: MySQL's max_connections is 100 by default, so 120 connections will start failing with 'Too many connections'.",
        "Yes: MySQL's max_connections is 151 by default, so 120 connections fit with some headroom.")],
  cq="How do I see which directories are eating disk on the backup host?",
  co="`sudo du -xh --max-depth=1 /srv | sort -h` lists each top-level directory's size, biggest last.")

S(id="d49-026", topic="postgres-config", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  tq="How do I enable pg_stat_statements on the orders primary?",
  to="Add it to `session_preload_libraries = 'pg_stat_statements'` in postgresql.conf, restart, then run `CREATE EXTENSION pg_stat_statements;` in the orders database.",
  msg="thx, but it has to go in shared_preload_libraries, it allocates shared memory at startup",
  gw="session_preload_libraries", gr="shared_preload_libraries",
  rq="postgresql.conf lines to turn on query stats tracking for billing",
  ro="```\nsession_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = all\npg_stat_statements.max = 10000\n```\nRestart afterwards and create the extension in billing.",
  ec=[r"re:shared_preload_libraries\s*=\s*'[^']*pg_stat_statements"],
  ea=[r"re:session_preload_libraries\s*=\s*'[^']*pg_stat_statements"],
  fix=[("session_preload_libraries", "shared_preload_libraries")],
  cq="Can I get auto_explain for new sessions without restarting the server?",
  co="Yes: load it with `session_preload_libraries = 'auto_explain'` plus `auto_explain.log_min_duration = '500ms'` and reload; only new connections pick it up.",
  holds="session_preload_libraries")

S(id="d49-027", topic="mysql-config", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  tq="Log MySQL queries slower than 200 ms",
  to="Enable the slow log with `slow_query_log = ON` and `long_query_time = 200` in my.cnf; it then catches anything over 200 ms.",
  msg="long_query_time is in seconds (fractions are fine), so 0.2",
  gw="long_query_time = 200", gr="long_query_time = 0.2",
  rq="slow log threshold of 200ms on the inventory replica?",
  ro="Set long_query_time = 200 (and slow_query_log = ON) on the replica, then run `FLUSH SLOW LOGS` after rotating the file.",
  ec=[r"re:long_query_time\s*=\s*0?\.2\b"], ea=[r"re:long_query_time\s*=\s*200\b"],
  fix=[("long_query_time = 200", "long_query_time = 0.2")],
  cq="Same thing on the Postgres side: log statements slower than 200 ms",
  co="Set `log_min_duration_statement = 200` in postgresql.conf and reload; a unitless value there is milliseconds.",
  holds="= 200")

S(id="d49-028", topic="team-replication", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  tq="Create the replication role for the new standby on pg-prod-c",
  to="```sql\nCREATE ROLE repl_user WITH REPLICATION LOGIN PASSWORD '...';\n```\nThen allow it in pg_hba.conf with `host replication repl_user 10.20.0.0/16 scram-sha-256` and reload.",
  msg="We call it replicator everywhere, Patroni's config expects that name.",
  gw="repl_user", gr="replicator",
  rq="pg_hba line and primary_conninfo for the DR standby",
  ro="```\n# pg_hba.conf on the primary\nhost replication repl_user 10.30.4.0/24 scram-sha-256\n\n# postgresql.auto.conf on the standby\nprimary_conninfo = 'host=pg-prod-a port=5432 user=repl_user application_name=pg_dr_1'\n```",
  ec=["replicator"], ea=["repl_user"],
  fix=[("repl_user", "replicator")],
  cq="How do I check which standbys are connected right now?",
  co="On the primary, `SELECT application_name, client_addr, state, sync_state FROM pg_stat_replication;` shows one row per connected walsender.")

# =================================================================== paraphrase
S(id="d49-029", topic="postgres-replication", difficulty="paraphrase", repeat_variation="other_identifier", control_kind="lookalike",
  tq="How do I keep extra WAL around for a standby that lags, on PG15?",
  to="Set `wal_keep_segments = 64` in postgresql.conf and reload; the primary then keeps at least 64 extra 16 MB segments for the standby.",
  msg="wal_keep_segments was removed in 13. It's wal_keep_size now, in MB, so 64 segments is wal_keep_size = '1GB'",
  gw="wal_keep_segments = 64", gr="wal_keep_size = '1GB'",
  rq="replica on PG14 keeps falling off after the nightly batch, how much WAL should the primary retain?",
  ro="Retain about 4 GB: `wal_keep_segments = 256` (256 × 16 MB), then `SELECT pg_reload_conf();`.",
  ec=["wal_keep_size"], ea=[r"re:wal_keep_segments\s*="],
  fix=[("`wal_keep_segments = 256` (256 × 16 MB)", "`wal_keep_size = '4GB'`")],
  cq="How do I stop an abandoned replication slot from filling the disk on PG15?",
  co="Cap it with `max_slot_wal_keep_size = '50GB'`; a slot that falls further behind than that is invalidated and its WAL is released.",
  holds="wal_keep")

S(id="d49-030", topic="postgres-ops", difficulty="paraphrase", repeat_variation="other_identifier", control_kind="same_topic",
  tq="A report query from pid 48213 is hammering the primary. Stop the query but leave the session alone?",
  to="Run `SELECT pg_terminate_backend(48213);`: it aborts the running statement and the client stays connected.",
  msg="terminate kills the whole connection. pg_cancel_backend is the one that only cancels the query",
  gw="pg_terminate_backend(48213)", gr="pg_cancel_backend(48213)",
  rq="kill just the current statement for pid 9120, the app should keep its connection",
  ro="`SELECT pg_terminate_backend(9120);` cancels the statement in progress while the client keeps its session.",
  ec=["pg_cancel_backend(9120)"], ea=["pg_terminate_backend("],
  fix=[("pg_terminate_backend(9120)", "pg_cancel_backend(9120)")],
  cq="list sessions that have been idle in transaction for more than 10 minutes",
  co="```sql\nSELECT pid, usename, application_name, now() - state_change AS idle_for\nFROM pg_stat_activity\nWHERE state = 'idle in transaction'\n  AND now() - state_change > interval '10 minutes';\n```")

S(id="d49-031", topic="logical-replication", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="lookalike",
  tq="I added the refunds table to sales_pub. How does the subscriber start receiving it?",
  to="Run `ALTER PUBLICATION sales_pub REFRESH;` on the publisher; the subscriber then copies the existing rows of refunds and streams new changes.",
  msg="that command doesn't exist. it's ALTER SUBSCRIPTION sales_sub REFRESH PUBLICATION, run on the subscriber",
  gw="ALTER PUBLICATION sales_pub REFRESH", gr="ALTER SUBSCRIPTION sales_sub REFRESH PUBLICATION",
  rq="new table contacts is in crm_pub now but nothing shows up on the reporting subscriber",
  ro="Refresh the publication so the subscriber sees it: `ALTER PUBLICATION crm_pub REFRESH;` on the crm primary.",
  ec=[r"re:ALTER SUBSCRIPTION \w+ REFRESH PUBLICATION"], ea=[r"re:ALTER PUBLICATION \w+ REFRESH"],
  fix=[("`ALTER PUBLICATION crm_pub REFRESH;` on the crm primary", "`ALTER SUBSCRIPTION crm_sub REFRESH PUBLICATION;` on the reporting subscriber")],
  cq="add the contacts table to the crm publication",
  co="On the crm primary run `ALTER PUBLICATION crm_pub ADD TABLE contacts;`. Make sure contacts has a primary key (or a REPLICA IDENTITY) first, otherwise UPDATEs and DELETEs on it will fail.",
  holds="ALTER PUBLICATION crm_pub")

S(id="d49-032", topic="mysql-binlog", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="already_correct",
  tq="Free up disk on the MySQL primary by dropping binlogs older than three days",
  to="After confirming every replica has read past them, run `PURGE BINARY LOGS TO NOW() - INTERVAL 3 DAY;`.",
  msg="TO takes a log file name. For a date it's PURGE BINARY LOGS BEFORE NOW() - INTERVAL 3 DAY",
  gw="PURGE BINARY LOGS TO NOW()", gr="PURGE BINARY LOGS BEFORE NOW()",
  rq="clean out a week's worth of old binlogs on orders-db-1",
  ro="Check SHOW REPLICA STATUS on each replica, then run `PURGE MASTER LOGS TO NOW() - INTERVAL 7 DAY;` on orders-db-1.",
  ec=[r"re:PURGE (BINARY|MASTER) LOGS BEFORE"], ea=[r"re:LOGS TO (NOW\(|CURRENT_|DATE_SUB|'\d{4}-)"],
  fix=[("PURGE MASTER LOGS TO NOW()", "PURGE BINARY LOGS BEFORE NOW()")],
  cq="drop binlogs from before June 1 on the reporting primary",
  co="Run `PURGE BINARY LOGS BEFORE '2024-06-01 00:00:00';` once the replicas are past that point; it deletes the files and updates the binlog index.",
  holds="PURGE BINARY LOGS BEFORE")

S(id="d49-033", topic="postgres-monitoring", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="lookalike",
  tq="Top 10 queries by total time on our PG15 primary?",
  to="```sql\nSELECT query, calls, total_time\nFROM pg_stat_statements\nORDER BY total_time DESC\nLIMIT 10;\n```",
  msg="on 13+ the column is total_exec_time, total_time is gone",
  gw="total_time", gr="total_exec_time",
  rq="which statements have the worst average latency in pg_stat_statements? we're on 16",
  ro="```sql\nSELECT query, calls, mean_time\nFROM pg_stat_statements\nORDER BY mean_time DESC\nLIMIT 20;\n```",
  ec=["mean_exec_time"], ea=[r"re:\bmean_time\b"],
  fix=[("mean_time", "mean_exec_time")],
  cq="which plpgsql functions take the most time?",
  co="With `track_functions = 'pl'` enabled, run `SELECT funcname, calls, total_time, self_time FROM pg_stat_user_functions ORDER BY total_time DESC LIMIT 10;` (times are in milliseconds).",
  holds="total_time")

S(id="d49-034", topic="postgres-replication", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="already_correct",
  tq="Show each standby's replay position on PG16",
  to="`SELECT application_name, state, replay_location FROM pg_stat_replication;` lists every walsender with how far its standby has replayed.",
  msg="replay_lsn. the *_location columns were renamed in 10",
  gw="replay_location", gr="replay_lsn",
  rq="how far has each replica flushed WAL to disk?",
  ro="Query `SELECT application_name, flush_location, sync_state FROM pg_stat_replication;` on the primary.",
  ec=["flush_lsn"], ea=[r"re:\b(sent|write|flush|replay)_location\b"],
  fix=[("flush_location", "flush_lsn")],
  cq="Show replay position and lag for each standby",
  co="`SELECT application_name, replay_lsn, replay_lag FROM pg_stat_replication;` gives the replayed LSN and the time lag per standby.",
  holds="replay_lsn")

S(id="d49-035", topic="postgres-replication", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  tq="pg_basebackup options for seeding a standby from the busy primary?",
  to="`pg_basebackup -h pg-prod-a -U replicator -D /var/lib/postgresql/16/main -X fetch -R -P`: `-X fetch` streams the WAL over a second connection while the data copies, so nothing gets recycled in between.",
  msg="that's what stream does. fetch collects the WAL at the end and fails if it's been recycled by then, use -X stream",
  gw="-X fetch", gr="-X stream",
  rq="base backup of the billing primary for a new replica, keeping the WAL it needs",
  ro="```\npg_basebackup --host=pg-billing-1 --username=replicator --pgdata=/var/lib/postgresql/16/main --wal-method=fetch --write-recovery-conf --progress\n```",
  ec=[r"re:--wal-method=stream|-X\s*stream"], ea=[r"re:--wal-method=fetch|-X\s*fetch"],
  fix=[("--wal-method=fetch", "--wal-method=stream")],
  cq="export the 80M-row events table in batches without loading it all into memory",
  co="Use a cursor:\n```sql\nBEGIN;\nDECLARE ev CURSOR FOR SELECT * FROM events ORDER BY id;\nFETCH 10000 FROM ev;  -- repeat until it returns no rows\nCLOSE ev;\nCOMMIT;\n```",
  holds="FETCH")

S(id="d49-036", topic="patroni", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="same_topic",
  tq="Switch the orders-ha leader over to pg-prod-b",
  to="`patronictl -c /etc/patroni.yml switchover --leader pg-prod-a --candidate pg-prod-b orders-ha`; it asks for confirmation, add `--force` to skip that.",
  msg="our patroni config lives at /etc/patroni/patroni.yml, there's no /etc/patroni.yml on those hosts",
  gw="-c /etc/patroni.yml", gr="-c /etc/patroni/patroni.yml",
  rq="show me the member list of orders-ha",
  ro="`patronictl --config-file /etc/patroni.yml list orders-ha` shows each member's role, state, timeline and lag.",
  ec=["/etc/patroni/patroni.yml"], ea=[r"re:(-c|--config-file)[ =]/etc/patroni\.yml"],
  fix=[("--config-file /etc/patroni.yml", "--config-file /etc/patroni/patroni.yml")],
  cq="how do I change a Postgres parameter for the whole Patroni cluster?",
  co="Use `patronictl edit-config` and set it under `postgresql.parameters`; Patroni applies it on every member, and `patronictl list` flags the members that still need a restart.")

S(id="d49-037", topic="postgres-config", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  tq="Kill sessions that sit idle inside a transaction for more than a minute",
  to="Add `idle_in_transaction_session_timeout = 60` to postgresql.conf and reload; sessions idle in a transaction for over a minute get terminated.",
  msg="That's 60 ms, the parameter is in milliseconds when you don't give a unit. Write '60s' or 60000.",
  gw="idle_in_transaction_session_timeout = 60", gr="idle_in_transaction_session_timeout = '60s'",
  rq="orders db only: end transactions left idle for 5 minutes",
  ro="`ALTER DATABASE orders SET idle_in_transaction_session_timeout = 300;` and new sessions on orders are terminated after five idle minutes inside a transaction.",
  ec=[r"re:idle_in_transaction_session_timeout\s*(=|TO)\s*'?(300\s*s|5\s*min|300000\b)"],
  ea=[r"re:idle_in_transaction_session_timeout\s*(=|TO)\s*300\s*;"],
  fix=[("idle_in_transaction_session_timeout = 300;", "idle_in_transaction_session_timeout = '5min';")],
  cq="connections through the NAT gateway die after idling; how do I make Postgres send keepalives sooner?",
  co="Set `tcp_keepalives_idle = 300` and `tcp_keepalives_interval = 30` in postgresql.conf and reload; both are in seconds, so the kernel starts probing after five idle minutes.",
  holds="tcp_keepalives_idle = 300")

S(id="d49-038", topic="pgbackrest", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  tq="retention settings for the S3 repo in pgbackrest.conf?",
  to="```\n[global]\nrepo1-type=s3\nrepo1-retention-full=2\nrepo1-retention-diff=6\n```\nOlder fulls, and the WAL only they need, expire after each new full backup.",
  msg="compliance wants four fulls kept in the S3 repo, so repo1-retention-full=4",
  gw="repo1-retention-full=2", gr="repo1-retention-full=4",
  rq="one-off full backup of orders-prod, setting the retention from the environment",
  ro="`PGBACKREST_REPO1_RETENTION_FULL=2 pgbackrest --stanza=orders-prod --type=full backup` takes the full and expires anything beyond that.",
  ec=[r"re:(?i)repo1[-_]retention[-_]full=4"], ea=[r"re:(?i)repo1[-_]retention[-_]full=2\b"],
  fix=[("PGBACKREST_REPO1_RETENTION_FULL=2", "PGBACKREST_REPO1_RETENTION_FULL=4")],
  cq="retention for the second repo, the off-site GCS copy?",
  co="repo2 is only the off-site safety copy, so it keeps fewer: `repo2-type=gcs`, `repo2-gcs-bucket=acme-pg-offsite`, `repo2-retention-full=2`.",
  holds="retention-full=2")

S(id="d49-039", topic="postgres-upgrade", difficulty="paraphrase", repeat_variation="reordered_args", control_kind="already_correct",
  tq="pg_upgrade command for orders, 13 to 16, link mode",
  to="```\n/usr/pgsql-16/bin/pg_upgrade --link -b /usr/pgsql-16/bin -B /usr/pgsql-13/bin -d /var/lib/pgsql/13/data -D /var/lib/pgsql/16/data\n```",
  msg="-b is the OLD bindir and -B the new one, you've swapped them",
  gw="-b /usr/pgsql-16/bin -B /usr/pgsql-13/bin", gr="-b /usr/pgsql-13/bin -B /usr/pgsql-16/bin",
  rq="upgrade the billing cluster from 12 to 15 with pg_upgrade",
  ro="```\n/usr/pgsql-15/bin/pg_upgrade -d /var/lib/pgsql/12/data -D /var/lib/pgsql/15/data -B /usr/pgsql-12/bin -b /usr/pgsql-15/bin --link\n```",
  ec=[r"re:(-b\s+|--old-bindir[= ])/usr/pgsql-12/bin", r"re:(-B\s+|--new-bindir[= ])/usr/pgsql-15/bin"],
  ea=[r"re:(-b\s+|--old-bindir[= ])/usr/pgsql-15/bin", r"re:(-B\s+|--new-bindir[= ])/usr/pgsql-12/bin"],
  fix=[("-B /usr/pgsql-12/bin -b /usr/pgsql-15/bin", "-b /usr/pgsql-12/bin -B /usr/pgsql-15/bin")],
  cq="pg_upgrade invocation for inventory, 14 to 17?",
  co="```\n/usr/pgsql-17/bin/pg_upgrade --link -b /usr/pgsql-14/bin -B /usr/pgsql-17/bin -d /var/lib/pgsql/14/data -D /var/lib/pgsql/17/data\n```",
  holds="-b /usr/pgsql-14/bin -B /usr/pgsql-17/bin")

S(id="d49-040", topic="mysql-schema", difficulty="paraphrase", repeat_variation="reordered_args", control_kind="same_topic",
  tq="Add a nullable note column to shop.orders with pt-online-schema-change",
  to="`pt-online-schema-change --alter \"ALTER TABLE orders ADD COLUMN note TEXT NULL\" D=shop,t=orders --execute`",
  msg="--alter takes only the clause, without ALTER TABLE: --alter \"ADD COLUMN note TEXT NULL\"",
  gw="--alter \"ALTER TABLE orders ADD COLUMN note TEXT NULL\"", gr="--alter \"ADD COLUMN note TEXT NULL\"",
  rq="online index on customers.email with pt-osc",
  ro="```\npt-online-schema-change D=shop,t=customers --execute --alter \"ALTER TABLE customers ADD INDEX idx_email (email)\"\n```",
  ec=[r"re:--alter\s+[\"'](ADD|DROP|MODIFY|CHANGE|ENGINE)"], ea=[r"re:--alter\s+[\"']ALTER TABLE"],
  fix=[("\"ALTER TABLE customers ADD INDEX", "\"ADD INDEX")],
  cq="how does pt-online-schema-change avoid locking the table?",
  co="It creates an empty copy with the new definition, adds triggers so ongoing writes reach the copy, copies the rows over in small chunks, and then swaps the tables with an atomic RENAME TABLE.")

S(id="d49-041", topic="postgres-backup", difficulty="paraphrase", repeat_variation="reordered_args", control_kind="same_topic",
  tq="Dump just the roles and tablespaces from pg-prod-a",
  to="`pg_dump --globals-only -h pg-prod-a -f globals.sql` writes the CREATE ROLE and tablespace statements without any table data.",
  msg="pg_dump doesn't have --globals-only, that's a pg_dumpall flag: pg_dumpall --globals-only",
  gw="pg_dump --globals-only", gr="pg_dumpall --globals-only",
  rq="export the roles from the billing primary before we rebuild it",
  ro="```\npg_dump -h pg-prod-b -U postgres -f /backups/billing-roles.sql --globals-only\n```",
  ec=[r"re:pg_dumpall\b[^\n`]*(--globals-only|--roles-only|\s-g\b|\s-r\b)"],
  ea=[r"re:pg_dump\s[^\n`]*(--globals-only|\s-g\b)"],
  fix=[("pg_dump -h", "pg_dumpall -h")],
  cq="dump only the schema of billing",
  co="`pg_dump -h pg-prod-b --schema-only -f billing-schema.sql billing` gives you the DDL; roles aren't included, so restore those separately first.")

S(id="d49-042", topic="mysql-pitr", difficulty="paraphrase", repeat_variation="reordered_args", control_kind="lookalike",
  tq="Someone ran a bad DELETE at 14:20 on June 3. I've restored last night's backup; how do I replay the binlogs up to just before it?",
  to="Replay up to that moment with `mysqlbinlog --start-datetime=\"2024-06-03 14:20:00\" binlog.000311 binlog.000312 | mysql -u root -p`.",
  msg="that replays everything *after* 14:20. you want --stop-datetime",
  gw="--start-datetime=\"2024-06-03 14:20:00\"", gr="--stop-datetime=\"2024-06-03 14:20:00\"",
  rq="roll the inventory db forward to 09:45 on July 11, right before the bad migration",
  ro="```\nmysqlbinlog binlog.000088 binlog.000089 --start-datetime=\"2024-07-11 09:45:00\" | mysql -u root -p inventory\n```",
  ec=[r"re:--stop-datetime=[\"']?2024-07-11 09:45"], ea=[r"re:--start-datetime=[\"']?2024-07-11 09:45"],
  fix=[("--start-datetime=", "--stop-datetime=")],
  cq="What changed in the binlogs between 14:00 and 14:30 on June 3?",
  co="Decode that window: `mysqlbinlog --start-datetime=\"2024-06-03 14:00:00\" --stop-datetime=\"2024-06-03 14:30:00\" --base64-output=DECODE-ROWS -v binlog.000311`.",
  holds="--start-datetime=\"2024-06-03 14:")

S(id="d49-043", topic="mysql-replication", difficulty="paraphrase", repeat_variation="other_identifier", control_kind="lookalike",
  tq="Get the current binlog coordinates on our MySQL 8.4 primary",
  to="Run `SHOW MASTER STATUS;` and note the File and Position columns (and Executed_Gtid_Set if you use GTIDs).",
  msg="8.4 removed the MASTER/SLAVE statements: it's SHOW BINARY LOG STATUS here, and SHOW REPLICA STATUS on the replicas",
  gw="SHOW MASTER STATUS", gr="SHOW BINARY LOG STATUS",
  rq="is replication healthy on the 8.4 replica orders-db-2?",
  ro="Run `SHOW SLAVE STATUS\\G` on orders-db-2 and check that both the IO and SQL threads say Yes and the lag is near zero.",
  ec=["SHOW REPLICA STATUS"], ea=["SHOW SLAVE STATUS"],
  fix=[("SHOW SLAVE STATUS", "SHOW REPLICA STATUS")],
  cq="get binlog coordinates on the old 5.7 CMS primary before taking a dump",
  co="On 5.7 it's `SHOW MASTER STATUS;`: note File and Position. The BINARY LOG STATUS spelling only exists from 8.2 on.",
  holds="SHOW MASTER STATUS")

S(id="d49-044", topic="postgres-vacuum", difficulty="paraphrase", repeat_variation="other_identifier", control_kind="same_topic",
  tq="How can I watch the progress of the VACUUM running on events?",
  to="Query `SELECT relid::regclass, phase, heap_blks_scanned, heap_blks_total FROM pg_stat_vacuum_progress;` while it runs.",
  msg="the view is pg_stat_progress_vacuum (they're all pg_stat_progress_<command>)",
  gw="pg_stat_vacuum_progress", gr="pg_stat_progress_vacuum",
  rq="how far along is my CREATE INDEX CONCURRENTLY on orders?",
  ro="Check `SELECT phase, blocks_done, blocks_total FROM pg_stat_create_index_progress;` from another session.",
  ec=["pg_stat_progress_create_index"], ea=["pg_stat_create_index_progress"],
  fix=[("pg_stat_create_index_progress", "pg_stat_progress_create_index")],
  cq="When did autovacuum last run on the events table?",
  co="`SELECT last_vacuum, last_autovacuum, n_dead_tup FROM pg_stat_user_tables WHERE relname = 'events';` shows the last manual and automatic vacuum and the current dead-tuple estimate.")

S(id="d49-045", topic="team-security", difficulty="paraphrase", repeat_variation="other_identifier", control_kind="lookalike",
  tq="pg_hba.conf line so the orders app servers can connect?",
  to="Add `host orders orders_app 10.20.0.0/16 md5` to pg_hba.conf and run `SELECT pg_reload_conf();`.",
  msg="we're scram-only, md5 is turned off everywhere. scram-sha-256 in that column please",
  gw="10.20.0.0/16 md5", gr="10.20.0.0/16 scram-sha-256",
  rq="allow the billing workers from 10.30.8.0/22, over SSL only",
  ro="```\nhostssl billing billing_rw 10.30.8.0/22 md5\n```\nthen reload with `pg_ctl reload`.",
  ec=[r"re:/\d+\s+scram-sha-256"], ea=[r"re:/\d+\s+md5\b"],
  fix=[("10.30.8.0/22 md5", "10.30.8.0/22 scram-sha-256")],
  cq="give analysts a stable pseudonymous key for customers instead of the email",
  co="Expose `md5(lower(email)) AS customer_key` in the analytics view, so joins still work but the raw address never leaves the database.",
  holds="md5")

S(id="d49-046", topic="logical-replication", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
  tq="I want to create the logical slot for analytics_sub myself before CREATE SUBSCRIPTION. How?",
  to="```sql\nSELECT pg_create_logical_replication_slot('analytics_sub', 'wal2json');\n```\nthen create the subscription `WITH (create_slot = false)`.",
  msg="CREATE SUBSCRIPTION needs the pgoutput plugin, it won't work with a wal2json slot",
  gw="pg_create_logical_replication_slot('analytics_sub', 'wal2json')", gr="pg_create_logical_replication_slot('analytics_sub', 'pgoutput')",
  rq="pre-create the slot on the publisher for the reporting subscription",
  ro="```sql\nSELECT pg_create_logical_replication_slot('reporting_sub', 'wal2json');\n```\nThe subscriber then attaches with `create_slot = false, slot_name = 'reporting_sub'`.",
  ec=[r"re:pg_create_logical_replication_slot\([^)]*'pgoutput'"], ea=[r"re:pg_create_logical_replication_slot\([^)]*wal2json"],
  fix=[("'reporting_sub', 'wal2json'", "'reporting_sub', 'pgoutput'")],
  cq="our audit consumer wants JSON change events from orders; how do I start streaming them?",
  co="```\npg_recvlogical -d orders --slot=audit_json --create-slot --plugin=wal2json\npg_recvlogical -d orders --slot=audit_json --start -f -\n```",
  holds="wal2json")

S(id="d49-047", topic="postgres-replication", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
  tq="Make commits wait for whichever of our two standbys acknowledges first",
  to="```\nsynchronous_standby_names = 'FIRST 1 (pg_prod_b, pg_prod_c)'\nsynchronous_commit = on\n```\nReload, and each commit waits for the faster of the two.",
  msg="FIRST is priority-based, it always waits for pg_prod_b while that one is up. Quorum is ANY 1 (...)",
  gw="'FIRST 1 (pg_prod_b, pg_prod_c)'", gr="'ANY 1 (pg_prod_b, pg_prod_c)'",
  rq="quorum commit: any two of our three DR standbys must confirm",
  ro="```\nsynchronous_standby_names = 'FIRST 2 (dr1, dr2, dr3)'\n```\nCommits return once any two of the three have flushed the WAL.",
  ec=[r"re:'ANY 2 \(dr1"], ea=[r"re:FIRST 2 \(dr1"],
  fix=[("'FIRST 2 (dr1", "'ANY 2 (dr1")],
  cq="prefer the in-datacenter standby, fall back to the remote one only if it's down",
  co="That's priority-based, so use FIRST: `synchronous_standby_names = 'FIRST 1 (pg_dc1_b, pg_dc2_a)'` waits for pg_dc1_b and switches to pg_dc2_a only while pg_dc1_b is disconnected.",
  holds="'FIRST 1 (")

# ===================================================================== semantic
S(id="d49-048", topic="postgres-vacuum", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  tq="Can I run VACUUM FULL on the 200 GB events table during business hours?",
  to="Yes. VACUUM FULL rewrites the table online and only blocks other writers briefly at the end, so reads and writes keep working while it runs.",
  msg="No. VACUUM FULL holds an ACCESS EXCLUSIVE lock for the whole rewrite, even SELECTs wait. If it has to stay online, use pg_repack.",
  gw="VACUUM FULL rewrites the table online and only blocks other writers briefly at the end",
  gr="VACUUM FULL holds an ACCESS EXCLUSIVE lock for the whole rewrite, blocking reads and writes",
  rq="does vacuum full lock the table?",
  ro="Only briefly. VACUUM FULL works online, so SELECTs and INSERTs on the table keep running while it compacts; it just needs a short exclusive lock to swap in the new file at the end.",
  ec=[r"re:(?i)access exclusive|blocks? (all )?(reads|selects)|(selects|reads)[^.]*(wait|blocked)"],
  ea=[r"re:(?i)VACUUM FULL works online", r"re:(?i)keep running while it compacts"],
  fix=[("Only briefly. VACUUM FULL works online, so SELECTs and INSERTs on the table keep running while it compacts; it just needs a short exclusive lock to swap in the new file at the end.",
        "Yes. VACUUM FULL takes an ACCESS EXCLUSIVE lock for the entire rewrite, so even SELECTs on the table wait until it finishes; use pg_repack if the table has to stay available.")],
  cq="does a plain VACUUM block my application's queries?",
  co="No. Plain `VACUUM` takes a SHARE UPDATE EXCLUSIVE lock, so SELECT, INSERT, UPDATE and DELETE keep running; it only conflicts with DDL, other vacuums and a few maintenance commands.")

S(id="d49-049", topic="postgres-config", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  tq="I raised max_connections to 500 with ALTER SYSTEM. How do I apply it?",
  to="Run `SELECT pg_reload_conf();`: max_connections is picked up on reload, so no restart is needed.",
  msg="max_connections only changes at server start, you need a restart for that one",
  gw="max_connections is picked up on reload, so no restart is needed", gr="max_connections only takes effect after a restart",
  rq="do i need to bounce postgres after changing max_connections?",
  ro="No, a reload is enough: `pg_ctl reload` or `SELECT pg_reload_conf();` makes the new max_connections take effect for new connections.",
  ec=[r"re:(?i)restart"], ea=[r"re:(?i)reload is enough", r"re:(?i)makes the new max_connections take effect"],
  fix=[("No, a reload is enough: `pg_ctl reload` or `SELECT pg_reload_conf();` makes the new max_connections take effect for new connections.",
        "Yes. max_connections only changes at server start, so plan a restart (`pg_ctl restart` or `systemctl restart postgresql-16`); a reload won't apply it.")],
  cq="How do I apply a change to work_mem in postgresql.conf?",
  co="work_mem can be changed with a reload: edit postgresql.conf and run `SELECT pg_reload_conf();`. New sessions, and existing ones that haven't SET it themselves, pick up the new value.")

S(id="d49-050", topic="postgres-config", difficulty="semantic", repeat_variation="prose_claim", control_kind="already_correct",
  tq="With work_mem = 64MB and 200 connections, what's the worst-case memory use?",
  to="work_mem is a per-connection cap, so the worst case is about 200 × 64MB ≈ 12.5GB on top of shared_buffers.",
  msg="work_mem is per sort/hash node, not per connection; one query can use several multiples of it (more with parallel workers)",
  gw="work_mem is a per-connection cap", gr="work_mem applies per sort or hash operation",
  rq="how do I bound total sort memory in postgres?",
  ro="Multiply work_mem by max_connections: each backend gets at most work_mem in total, so that product is your ceiling.",
  ec=[r"re:(?i)per (sort|hash|operation|node)|each (sort|hash)"],
  ea=[r"re:(?i)at most work_mem in total", r"re:(?i)that product is your ceiling"],
  fix=[("Multiply work_mem by max_connections: each backend gets at most work_mem in total, so that product is your ceiling.",
        "You can't bound it exactly: work_mem applies per sort or hash operation, so one query can use several multiples of it (more with parallel workers), and work_mem × max_connections is not a ceiling.")],
  cq="why did one report query use about 2GB with work_mem = 64MB?",
  co="Because work_mem is per sort or hash operation, not per query: a plan with several hash joins and sorts, multiplied by its parallel workers, can use many times 64MB (and hash nodes may use hash_mem_multiplier times that).",
  holds="per sort or hash operation")

S(id="d49-051", topic="postgres-pitr", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  tq="After a PITR with recovery_target_time, what happens when it reaches the target?",
  to="Once the target is reached the server promotes itself and starts accepting writes, since recovery_target_action defaults to promote.",
  msg="default is pause: it stays read-only at the target until you run pg_wal_replay_resume(), unless you set it to promote",
  gw="the server promotes itself and starts accepting writes, since recovery_target_action defaults to promote",
  gr="the server pauses read-only, since recovery_target_action defaults to pause",
  rq="when my point-in-time restore hits the target time, do I have to promote it by hand?",
  ro="No, by default it promotes automatically when the target is reached and opens for writes.",
  ec=[r"re:(?i)paus"], ea=[r"re:(?i)by default it promotes", r"re:(?i)promotes automatically"],
  fix=[("No, by default it promotes automatically when the target is reached and opens for writes.",
        "Yes: by default recovery_target_action is pause, so it stops read-only at the target; check the data, then run `SELECT pg_wal_replay_resume();` to end recovery and open it for writes.")],
  cq="How do I make a pgBackRest restore promote right after it reaches the target?",
  co="Pass `--target-action=promote` to `pgbackrest restore`; it writes `recovery_target_action = 'promote'` into postgresql.auto.conf along with the other recovery settings.")

S(id="d49-052", topic="mysql-config", difficulty="semantic", repeat_variation="prose_claim", control_kind="unrelated",
  tq="Can I grow innodb_buffer_pool_size on MySQL 8.0 without downtime?",
  to="No. innodb_buffer_pool_size is read-only at runtime, so change it in my.cnf and restart mysqld.",
  msg="It's been dynamic since 5.7.5: SET GLOBAL (or SET PERSIST) resizes it online, in chunk-size multiples.",
  gw="innodb_buffer_pool_size is read-only at runtime, so change it in my.cnf and restart mysqld",
  gr="innodb_buffer_pool_size is dynamic, so resize it online with SET PERSIST",
  rq="resizing the buffer pool on the mysql primary: needs a restart?",
  ro="Yes. The buffer pool size is fixed once mysqld starts, so plan a restart window to change it.",
  ec=[r"re:(?i)SET (GLOBAL|PERSIST) innodb_buffer_pool_size|online|dynamic"],
  ea=[r"re:(?i)fixed once mysqld starts", r"re:(?i)plan a restart"],
  fix=[("Yes. The buffer pool size is fixed once mysqld starts, so plan a restart window to change it.",
        "No. innodb_buffer_pool_size has been dynamic since 5.7.5: `SET PERSIST innodb_buffer_pool_size = 51539607552;` resizes it online, in chunk-size multiples.")],
  cq="How do I find which process is listening on port 8443?",
  co="`sudo ss -ltnp 'sport = :8443'` lists the listening socket along with the owning process name and PID.")

S(id="d49-053", topic="logical-replication", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
  tq="If I add a column on the publisher, does logical replication carry it over?",
  to="Yes, logical replication forwards DDL too, so the ALTER TABLE on the publisher is applied on the subscriber automatically.",
  msg="It doesn't replicate DDL. Run the ALTER on the subscriber first, then on the publisher.",
  gw="logical replication forwards DDL too", gr="logical replication does not replicate DDL",
  rq="schema changes with pub/sub in postgres: anything to do on the subscriber side?",
  ro="Nothing special: schema changes flow through the publication just like row changes, so the subscriber picks up new columns by itself.",
  ec=[r"re:(?i)(does not|doesn't|is not|isn't|are not|aren't) (replicated?|carried|forwarded|sent)|subscriber first"],
  ea=[r"re:(?i)flow through the publication", r"re:(?i)picks up new columns by itself"],
  fix=[("Nothing special: schema changes flow through the publication just like row changes, so the subscriber picks up new columns by itself.",
        "Yes: DDL is not replicated, so run the same ALTER TABLE on the subscriber first and then on the publisher.")],
  cq="We're adding a column to invoices, which is in billing_pub. Order of operations?",
  co="Run the ALTER TABLE on the subscriber first, then on the publisher: logical replication doesn't replicate DDL, and an extra column on the subscriber side does no harm in the meantime.",
  holds="doesn't replicate DDL")

S(id="d49-054", topic="postgres-replication", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  tq="We decommissioned the old analytics replica. Anything to clean up on the primary?",
  to="Nothing urgent: an unused replication slot stops holding WAL once it's more than wal_keep_size behind, so it can't fill the disk.",
  msg="an inactive slot keeps WAL forever unless max_slot_wal_keep_size is set; drop it with pg_drop_replication_slot('analytics')",
  gw="an unused replication slot stops holding WAL once it's more than wal_keep_size behind",
  gr="an unused replication slot retains WAL until it is dropped",
  rq="is it ok to leave an inactive replication slot around?",
  ro="It's harmless: once the slot is further behind than wal_keep_size, Postgres releases the WAL it was holding back.",
  ec=[r"re:(?i)pg_drop_replication_slot|fill (up )?the disk|retain(s|ed)? (the )?WAL|keeps? (all )?(the )?WAL"],
  ea=[r"re:(?i)it's harmless", r"re:(?i)releases the WAL it was holding"],
  fix=[("It's harmless: once the slot is further behind than wal_keep_size, Postgres releases the WAL it was holding back.",
        "It isn't: an inactive slot retains WAL indefinitely (unless max_slot_wal_keep_size is set) and can fill the disk, so drop it with `SELECT pg_drop_replication_slot('old_slot');`.")],
  cq="list the replication slots and how much WAL each one is holding",
  co="```sql\nSELECT slot_name, active,\n       pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS retained_wal\nFROM pg_replication_slots;\n```")

S(id="d49-055", topic="mysql-replication", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  tq="Repoint a GTID-based replica to the new primary after a failover?",
  to="Even with GTIDs you still need to pass SOURCE_LOG_FILE and SOURCE_LOG_POS: `CHANGE REPLICATION SOURCE TO SOURCE_HOST='orders-db-3', SOURCE_LOG_FILE='binlog.000412', SOURCE_LOG_POS=157;`",
  msg="not with GTIDs, set SOURCE_AUTO_POSITION=1 and the replica works out where to start from its gtid_executed",
  gw="you still need to pass SOURCE_LOG_FILE and SOURCE_LOG_POS", gr="use SOURCE_AUTO_POSITION=1 instead of a file and position",
  rq="after the failover, which binlog file and position do I give the GTID replicas?",
  ro="Read File and Position from SHOW BINARY LOG STATUS on the new primary and pass them as SOURCE_LOG_FILE and SOURCE_LOG_POS in CHANGE REPLICATION SOURCE TO; GTID replication still needs the coordinates.",
  ec=[r"re:SOURCE_AUTO_POSITION\s*=\s*1"],
  ea=[r"re:(?i)GTID replication still needs the coordinates", r"re:pass them as SOURCE_LOG_FILE"],
  fix=[("Read File and Position from SHOW BINARY LOG STATUS on the new primary and pass them as SOURCE_LOG_FILE and SOURCE_LOG_POS in CHANGE REPLICATION SOURCE TO; GTID replication still needs the coordinates.",
        "None: with GTIDs run `CHANGE REPLICATION SOURCE TO SOURCE_HOST='orders-db-3', SOURCE_AUTO_POSITION=1;` and the replica works out where to resume from its executed GTID set.")],
  cq="set up a replica of the 5.7 CMS primary, which doesn't have GTIDs enabled",
  co="Without GTIDs the replica needs explicit coordinates: `CHANGE MASTER TO MASTER_HOST='cms-db-1', MASTER_USER='repl', MASTER_PASSWORD='...', MASTER_LOG_FILE='mysql-bin.000231', MASTER_LOG_POS=154;`, using the file and position from the dump header.",
  holds="MASTER_LOG_FILE")

S(id="d49-056", topic="postgres-upgrade", difficulty="semantic", repeat_variation="prose_claim", control_kind="already_correct",
  tq="If pg_upgrade --link goes wrong after we've started PG16, can we just start the old cluster again?",
  to="Yes, --link leaves the old data directory untouched, so falling back to the old cluster is always possible.",
  msg="Not with --link: the data files are hard-linked, so once 16 has started the old cluster can't be used any more. That's why we snapshot the volume first.",
  gw="--link leaves the old data directory untouched",
  gr="--link hard-links the data files, so the old cluster can't be used once the new one has started",
  rq="is link mode reversible if the app breaks on the new version?",
  ro="Sure, link mode doesn't modify the old cluster's files, so rolling back is just starting the old version again.",
  ec=[r"re:(?i)hard.?link|can(no|')t (be )?(used|start)|snapshot|not reversible|isn't reversible"],
  ea=[r"re:(?i)doesn't modify the old cluster", r"re:(?i)rolling back is just starting"],
  fix=[("Sure, link mode doesn't modify the old cluster's files, so rolling back is just starting the old version again.",
        "Not once the new cluster has started: link mode hard-links the data files, so the old cluster can't be used after that; take a volume snapshot beforehand if you need a way back.")],
  cq="what's our rollback plan for the pg_upgrade --link on orders?",
  co="Snapshot the data volume right before running `pg_upgrade --link`. Once PG16 has started on the hard-linked files the old cluster can't be used, so restoring that snapshot is the way back.",
  holds="can't be used")

S(id="d49-057", topic="postgres-vacuum", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  tq="When does autovacuum kick in on a table by default?",
  to="Once dead tuples exceed `autovacuum_vacuum_threshold` (50) plus 2% of the rows, since `autovacuum_vacuum_scale_factor` defaults to 0.02.",
  msg="default scale factor is 0.2, so 20% of the table, not 2%",
  gw="plus 2% of the rows, since `autovacuum_vacuum_scale_factor` defaults to 0.02",
  gr="plus 20% of the rows, since `autovacuum_vacuum_scale_factor` defaults to 0.2",
  rq="why doesn't autovacuum touch our big tables more often?",
  ro="It should already: a table is vacuumed once 50 + 2% of its rows are dead, so even large tables get frequent vacuums unless autovacuum is falling behind.",
  ec=[r"re:20\s*(%|percent)|0\.2(?!\d)"], ea=[r"re:(?<![\d.])2\s*(%|percent)"],
  fix=[("It should already: a table is vacuumed once 50 + 2% of its rows are dead, so even large tables get frequent vacuums unless autovacuum is falling behind.",
        "By default a table is only vacuumed once 50 + 20% of its rows are dead, so a large table can pile up millions of dead rows between vacuums; lower the scale factor for those tables.")],
  cq="our 400M-row events table barely gets vacuumed. Fix?",
  co="Lower the thresholds for that table only: `ALTER TABLE events SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 10000);` so it's vacuumed after roughly 8M dead rows instead of 80M.",
  holds="autovacuum_vacuum_scale_factor = 0.02")

S(id="d49-058", topic="postgres-vacuum", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  tq="At what XID age does Postgres force an anti-wraparound autovacuum?",
  to="When `age(relfrozenxid)` passes `autovacuum_freeze_max_age`, 2 billion by default, autovacuum forces a freeze even if it's disabled for the table.",
  msg="default autovacuum_freeze_max_age is 200 million, not 2 billion. 2 billion is where wraparound itself happens",
  gw="2 billion by default", gr="200 million by default",
  rq="our largest table shows age(relfrozenxid) = 500 million, should I worry?",
  ro="Not yet: forced anti-wraparound vacuums only start near 2 billion, so 500 million is nowhere near the threshold.",
  ec=[r"re:(?i)200 million|200,000,000|200000000"], ea=[r"re:(?i)nowhere near", r"re:(?i)only start near 2 billion"],
  fix=[("Not yet: forced anti-wraparound vacuums only start near 2 billion, so 500 million is nowhere near the threshold.",
        "Worth a look: forced anti-wraparound vacuums start once the age passes autovacuum_freeze_max_age, 200 million by default, so at 500 million autovacuum should already be freezing it; check it isn't being cancelled or blocked.")],
  cq="How close can XID age get before Postgres stops accepting writes?",
  co="The XID space wraps at about 2 billion (2^31); on PG 14+ the server warns once fewer than 40 million XIDs remain and refuses to assign new ones with fewer than 3 million left.",
  holds="2 billion")

S(id="d49-059", topic="mysql-upgrade", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
  tq="After moving the replica to 8.0.36, do I need to run mysql_upgrade?",
  to="Yes, run `mysql_upgrade -u root -p` once the new binaries are up so the system tables get upgraded.",
  msg="not since 8.0.16, mysqld upgrades the data dictionary and system tables itself at startup",
  gw="run `mysql_upgrade -u root -p` once the new binaries are up",
  gr="nothing to run: since 8.0.16 mysqld upgrades the system tables itself at startup",
  rq="post-upgrade steps for mysql 8.0.28 to 8.0.36?",
  ro="Start mysqld on the new version, then run mysql_upgrade so the data dictionary and system schemas are brought up to date.",
  ec=[r"re:(?i)automatic|itself|at startup|--upgrade=AUTO|no (longer|need)"], ea=[r"re:then run mysql_upgrade"],
  fix=[("Start mysqld on the new version, then run mysql_upgrade so the data dictionary and system schemas are brought up to date.",
        "Just start mysqld on the new version: since 8.0.16 it upgrades the data dictionary and system schemas itself at startup, and mysql_upgrade is no longer needed.")],
  cq="tar and compress a directory with zstd",
  co="`tar --zstd -cf logs.tar.zst logs/` with GNU tar 1.31 or newer; on older versions use `tar -I zstd -cf logs.tar.zst logs/`.")

S(id="d49-060", topic="pgbouncer", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  tq="The app runs `SET search_path TO tenant_42` right after connecting through pgbouncer (pool_mode = transaction). Any problem?",
  to="That's fine: in transaction mode PgBouncer pins each client to one server connection, so the SET sticks for the client's whole session.",
  msg="nope, in transaction mode the server connection goes back to the pool after every transaction, so that SET leaks to whoever gets the connection next. SET LOCAL inside the transaction instead. thanks though",
  gw="PgBouncer pins each client to one server connection", gr="PgBouncer returns the server connection to the pool after every transaction",
  rq="can I rely on session-level SET with pgbouncer in transaction pooling?",
  ro="Yes, a client keeps the same backend for as long as it stays connected, so session settings like `SET timezone` persist between transactions.",
  ec=[r"re:(?i)SET LOCAL|after (each|every) transaction|back to the pool|other clients|another client"],
  ea=[r"re:(?i)keeps the same backend for as long as", r"re:(?i)settings like `?SET timezone`? persist"],
  fix=[("Yes, a client keeps the same backend for as long as it stays connected, so session settings like `SET timezone` persist between transactions.",
        "No: in transaction pooling the server connection goes back to the pool after each transaction, so a session-level `SET timezone` can leak to other clients or be missing on your next transaction; use `SET LOCAL` inside the transaction.")],
  cq="what's the difference between pgbouncer's session and transaction pool modes?",
  co="In session mode a client keeps its server connection until it disconnects; in transaction mode the server connection goes back to the pool at COMMIT or ROLLBACK, so far more clients can share each server connection.")


# =================================================================== validation
def check(text, spec):
    """Exactly run.py's check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def is_fixed(text, contains, absent):
    missing = [x for x in contains if not check(text, x)]
    present = [x for x in absent if check(text, x)]
    return not missing and not present


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def tokens(s):
    return {t for t in re.split(r"[^a-z0-9]+", s.lower()) if len(t) >= 3}


def related(a, b):
    na, nb = norm(a), norm(b)
    return na in nb or nb in na or bool(tokens(a) & tokens(b))


def to_record(s):
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["msg"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": list(s["ec"]), "expect_absent": list(s["ea"])},
        "control": {"query": s["cq"], "output": s["co"]},
    }


SOURCE_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "tq", "to", "msg", "gw", "gr",
               "rq", "ro", "ec", "ea", "fix", "cq", "co"}
RECORD_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def validate():
    errors, warnings = [], []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    ids = [s.get("id") for s in SCENARIOS]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids: %s" % sorted(k for k, v in Counter(ids).items() if v > 1))
    expected = ["%s-%03d" % (PREFIX, i) for i in range(1, len(SCENARIOS) + 1)]
    if ids != expected:
        errors.append("ids are not %s-001..%s-%03d in order" % (PREFIX, PREFIX, len(SCENARIOS)))
    if len(SCENARIOS) != 60:
        errors.append("expected 60 scenarios, have %d" % len(SCENARIOS))

    messages = Counter(s.get("msg") for s in SCENARIOS)
    for m, n in messages.items():
        if n > 1:
            errors.append("teach.message shared by %d scenarios: %r" % (n, m))

    for s in SCENARIOS:
        sid = s.get("id", "?")
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, str(sid)):
            err(sid, "malformed id")
        keys = set(s)
        extra = keys - SOURCE_KEYS - {"holds"}
        missing = SOURCE_KEYS - keys
        if extra or missing:
            err(sid, "source keys: extra %s missing %s" % (sorted(extra), sorted(missing)))
            continue
        rec = to_record(s)
        if set(rec) != RECORD_KEYS or set(rec["teach"]) != TEACH_KEYS or set(rec["repeat"]) != REPEAT_KEYS \
                or set(rec["control"]) != CONTROL_KEYS:
            err(sid, "record field sets differ")
        for k in ("topic", "tq", "to", "msg", "gw", "gr", "rq", "ro", "cq", "co"):
            if not isinstance(s[k], str) or not s[k].strip():
                err(sid, "%s must be a non-empty string" % k)
        if s["difficulty"] not in DIFFICULTIES:
            err(sid, "bad difficulty %r" % s["difficulty"])
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "bad repeat_variation %r" % s["repeat_variation"])
        if s["control_kind"] not in CONTROL_KINDS:
            err(sid, "bad control_kind %r" % s["control_kind"])
        for lst in ("ec", "ea"):
            if not isinstance(s[lst], list) or not all(isinstance(x, str) and x for x in s[lst]):
                err(sid, "%s must be a list of non-empty strings" % lst)
            for spec in s[lst]:
                if spec.startswith("re:"):
                    try:
                        re.compile(spec[3:])
                    except re.error as e:
                        err(sid, "bad regex %r: %s" % (spec, e))
        if not s["ec"] and not s["ea"]:
            err(sid, "repeat has no checks")

        # gold spans
        if s["gw"] not in s["to"]:
            err(sid, "gold_wrong not in teach.output")
        if s["gw"] == s["gr"]:
            err(sid, "gold_wrong == gold_right")

        # repeat fails as written, passes after its fix
        ro = s["ro"]
        if is_fixed(ro, s["ec"], s["ea"]):
            err(sid, "repeat passes its own check as written")
        if not s["fix"]:
            err(sid, "no fix recorded")
        fixed = ro
        for old, new in s["fix"]:
            if old not in fixed:
                err(sid, "fix old text not found: %r" % old)
            fixed = fixed.replace(old, new)
        if fixed == ro:
            err(sid, "fix does not change the repeat")
        missing = [x for x in s["ec"] if not check(fixed, x)]
        present = [x for x in s["ea"] if check(fixed, x)]
        if missing or present:
            err(sid, "repeat still fails after fix: missing %s, present %s" % (missing, present))

        # difficulty vs. the wrong text in the repeat
        if s["difficulty"] == "literal":
            if norm(s["gw"]) not in norm(ro):
                err(sid, "literal scenario: gold_wrong not repeated verbatim (up to case/space)")
        elif norm(s["gw"]) in norm(ro):
            err(sid, "%s scenario repeats gold_wrong verbatim; label it literal" % s["difficulty"])
        if s["repeat_variation"] == "code_block" and "```" not in ro:
            err(sid, "code_block variation without a code block")
        if s["repeat_variation"] == "casing" and s["gw"] in ro:
            err(sid, "casing variation repeats gold_wrong with the same casing")

        # control
        co = s["co"]
        hit = [x for x in s["ea"] if check(co, x)]
        if hit:
            err(sid, "control output matches expect_absent %s" % hit)
        holds = s.get("holds")
        kind = s["control_kind"]
        if kind in ("lookalike", "already_correct"):
            if not holds:
                err(sid, "%s control needs a 'holds' text" % kind)
            elif holds not in co:
                err(sid, "control does not contain its holds text %r" % holds)
            elif kind == "lookalike" and not related(holds, s["gw"]):
                err(sid, "lookalike text %r is unrelated to gold_wrong" % holds)
            elif kind == "already_correct" and not (related(holds, s["gr"]) or
                                                    any(related(holds, new) for _, new in s["fix"])):
                err(sid, "already-correct text %r is unrelated to gold_right" % holds)
        elif holds:
            err(sid, "%s control should not declare holds" % kind)
        if kind in ("same_topic", "unrelated") and norm(s["gw"]) in norm(co):
            err(sid, "%s control contains the wrong text" % kind)
        if co == ro or co == s["to"]:
            err(sid, "control output duplicates another output")

    # mix
    dc = Counter(s["difficulty"] for s in SCENARIOS)
    cc = Counter(s["control_kind"] for s in SCENARIOS)
    vc = Counter(s["repeat_variation"] for s in SCENARIOS)
    for k, t in TARGET_DIFFICULTY.items():
        if abs(dc[k] - t) > 2:
            errors.append("difficulty %s: %d, target %d" % (k, dc[k], t))
    for k, t in TARGET_CONTROL.items():
        if abs(cc[k] - t) > 2:
            errors.append("control_kind %s: %d, target %d" % (k, cc[k], t))
    for k in VARIATIONS:
        lo, hi = TARGET_VARIATION.get(k, (2, 8))
        if not lo <= vc[k] <= hi:
            errors.append("repeat_variation %s: %d, target %d..%d" % (k, vc[k], lo, hi))

    # cross-scenario overlap of wrong text (shared-store hazard)
    for a in SCENARIOS:
        wa = norm(a["gw"])
        for b in SCENARIOS:
            if a is b:
                continue
            for field, label in (("to", "teach"), ("ro", "repeat"), ("co", "control")):
                if wa in norm(b[field]):
                    warnings.append("%s gold_wrong %r occurs in %s %s output" % (a["id"], a["gw"], b["id"], label))
            hits = [x for x in a["ea"] if check(b["co"], x)]
            if hits:
                warnings.append("%s expect_absent %s matches %s control" % (a["id"], hits, b["id"]))
    return errors, warnings, dc, cc, vc


def readme(dc, cc, vc, topics):
    def fmt(c, order):
        return ", ".join("%s %d" % (k, c[k]) for k in order)
    return """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev49: production PostgreSQL and MySQL operations

%d hand-written learning-loop scenarios (`d49-001` ... `d49-%03d`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`. In each one a user corrects one mistake in an
assistant's answer (teach), another session repeats the same mistake (repeat), and an
unrelated-to-the-correction answer must come back byte-identical (control).

Theme: running PostgreSQL and MySQL in production: streaming and logical replication,
backups and point-in-time recovery (pgBackRest, WAL archiving, binlogs, XtraBackup,
mysqldump), connection pooling (PgBouncer, ProxySQL), vacuum and autovacuum,
configuration parameters and their units, major-version upgrades, and a DBA team's own
facts (hosts, ports, stanza and role names, bucket region, maintenance window, retention).

## Counts

- difficulty: %s
- control_kind: %s
- repeat_variation: %s
- topics: %s

## Files

| file | what |
|---|---|
| `build.py` | the scenarios as data, the validator, and the generator of the two files below |
| `scenarios.jsonl` | one scenario per line, ids in order |
| `README.md` | this file |

Regenerate and validate with `python3 eval/dev49/build.py`. It exits non-zero when a check
fails and prints warnings for cross-scenario overlaps of wrong text.

## Checks done by build.py

- ids unique, `d49-NNN`, in order; exact field sets; valid `difficulty`,
  `repeat_variation`, `control_kind`;
- `teach.gold_wrong` occurs in `teach.output` and differs from `gold_right`;
- every repeat fails its own check as written and passes after its recorded fix (a list of
  old -> new replacements kept in build.py), using run.py's rule exactly: every
  `expect_contains` present and every `expect_absent` absent, `re:` entries as Python
  regexes and the others as case-sensitive substrings;
- literal scenarios repeat the wrong text verbatim up to case and white space; paraphrase
  and semantic scenarios do not;
- no control output matches any of its scenario's `expect_absent` entries, so an unchanged
  control is never counted as a wrong answer; lookalike and already-correct controls
  contain the lookalike or already-correct text they are meant to hold;
- no two scenarios share a `teach.message`; the mix is within 2 of the target counts;
- a scenario's wrong text that appears in another scenario's outputs, or an
  `expect_absent` entry that matches another scenario's control, is printed as a
  shared-store warning (there are none).

## Running

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev49/scenarios.jsonl
```

Drop `--shared-store` to give each scenario a fresh store, or add `--oracle-teach` to store
the gold spans directly and measure retrieval and application on their own.
""" % (len(SCENARIOS), len(SCENARIOS), fmt(dc, DIFFICULTIES), fmt(cc, CONTROL_KINDS), fmt(vc, VARIATIONS),
       ", ".join("%s %d" % kv for kv in sorted(topics.items())))


def main():
    errors, warnings, dc, cc, vc = validate()
    for w in warnings:
        print("WARNING: " + w)
    if errors:
        for e in errors:
            print("ERROR: " + e)
        print("%d error(s); nothing written" % len(errors))
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(to_record(s), ensure_ascii=False) + "\n")
    topics = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(dc, cc, vc, topics))
    print("ok: %d scenarios" % len(SCENARIOS))
    print("difficulty: %s" % dict(dc))
    print("control_kind: %s" % dict(cc))
    print("repeat_variation: %s" % dict(vc))
    print("warnings: %d" % len(warnings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
