#!/usr/bin/env python3
"""Build eval/dev22: 60 teach -> repeat -> control scenarios about databases and ORMs.

    python3 build.py          # validate every scenario, write scenarios.jsonl and README.md

The scenarios live below as data. Each one also carries fields that are used only
here and never written to the jsonl:

  fix        (old, new) replacements that turn the repeat output into a corrected
             answer; the corrected text must pass the repeat's checks.
  wrong      the core mistaken text (defaults to gold_wrong); for `literal`
             scenarios it must recur in the repeat output up to case and white space.
  lookalike  for `lookalike` controls: the mistaken text as it legitimately appears
             in the control output.
  control_has  for `already_correct` controls: the right value the control holds.

Standard library only. Exits non-zero if any check fails.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "renamed_identifier",
              "reordered_args", "prose_claim", "equivalent_construct", "other")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
TARGETS = {
    "difficulty": {"literal": 25, "paraphrase": 20, "semantic": 15},
    "control_kind": {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6},
}

SCENARIOS = []


def T(s):
    """Strip the newline after the opening quotes and any trailing blank lines."""
    return s.strip("\n")


def add(**kw):
    SCENARIOS.append(kw)


# ---------------------------------------------------------------------------
# d22-001 .. d22-010
# ---------------------------------------------------------------------------

add(
    id="d22-001", topic="team-facts", difficulty="literal", variation="code_block", control_kind="lookalike",
    t_query="How do I point the billing service at the staging database? I need the DATABASE_URL for the k8s secret.",
    t_output=T(r"""
Put the full URL into the `billing-db` secret; the Deployment already reads `DATABASE_URL` from it.

```bash
kubectl -n billing create secret generic billing-db \
  --from-literal=DATABASE_URL="postgresql://billing_app:${BILLING_DB_PASSWORD}@pg-stg-01.internal.acme.io:5432/billing_staging?sslmode=require" \
  --dry-run=client -o yaml | kubectl apply -f -
```

Then restart the pods so they pick up the new value:

```bash
kubectl -n billing rollout restart deploy/billing-api
```

`sslmode=require` matches what the staging cluster enforces in `pg_hba.conf` (hostssl only).
"""),
    message="staging db is billing_stg — billing_staging was dropped when we moved clusters",
    gold_wrong="5432/billing_staging?sslmode", gold_right="5432/billing_stg?sslmode",
    wrong="billing_staging",
    r_query="Alembic needs to run against staging from my laptop through the SSH tunnel. What goes in alembic.ini?",
    r_output=T(r"""
With the tunnel forwarding local port 15432 to the staging primary, set the URL in `alembic.ini`:

```ini
[alembic]
script_location = billing/migrations
sqlalchemy.url = postgresql+psycopg://billing_app@localhost:15432/billing_staging
```

Keep the password out of the file; libpq reads `PGPASSWORD` (or `~/.pgpass`) on its own. Then:

```bash
alembic upgrade head --sql | less   # review the SQL first
alembic upgrade head
```
"""),
    contains=["/billing_stg"], absent=[r"re:/billing_staging\b"],
    fix=[("15432/billing_staging", "15432/billing_stg")],
    c_query="In dbt, which Snowflake schema do the billing staging models end up in?",
    c_output=T(r"""
Staging models under `models/staging/billing/` get their schema from the folder config in `dbt_project.yml`:

```yaml
models:
  acme_analytics:
    staging:
      billing:
        +schema: billing_staging
        +materialized: view
```

With the default `generate_schema_name` macro the custom schema is appended to the target schema, so a prod run (target schema `dbt_prod`) builds them in `DBT_PROD_BILLING_STAGING`, and your dev runs build them in `DBT_<YOU>_BILLING_STAGING`. Override the macro if you want the bare name in prod.
"""),
    lookalike="billing_staging",
)

add(
    id="d22-002", topic="pooling", difficulty="literal", variation="reworded", control_kind="lookalike",
    t_query="Our Django app should go through PgBouncer in prod now. What changes in settings.py?",
    t_output=T(r"""
Point the default alias at the PgBouncer service instead of the primary and let PgBouncer hold the server connections:

```python
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "orders",
        "HOST": "pgbouncer.db.svc.cluster.local",
        "PORT": "6432",
        "USER": "orders_app",
        "CONN_MAX_AGE": 0,
    }
}
```

`CONN_MAX_AGE = 0` lets Django close its connection after each request; pooling now happens in PgBouncer, so persistent Django connections would only pin server slots.
"""),
    message="Our pgbouncer isn't on the default port, it listens on 6543 (the security group only opens that one).",
    gold_wrong='"PORT": "6432"', gold_right='"PORT": "6543"',
    wrong="6432",
    r_query="How should the Celery workers connect to the orders DB now that everything goes through the pooler?",
    r_output=T(r"""
Same as the web pods: the workers should reach the database through PgBouncer, not the primary. Celery tasks reuse Django's settings, so the worker Deployment only needs the same environment:

```yaml
env:
  - name: DB_HOST
    value: pgbouncer.db.svc.cluster.local
  - name: DB_PORT
    value: "6432"
  - name: DB_NAME
    value: orders
```

One thing specific to workers: a long task holds its connection for the whole run, so call `django.db.close_old_connections()` in a `task_postrun` handler.
"""),
    contains=["6543"], absent=[r're:value:\s*"?6432'],
    fix=[('value: "6432"', 'value: "6543"')],
    c_query="What port does PgBouncer use when listen_port isn't set? I'm documenting the local docker-compose setup.",
    c_output=T(r"""
Without `listen_port`, PgBouncer binds 6432; that's the upstream default, so the dev config can simply leave it out:

```ini
[databases]
app = host=postgres port=5432 dbname=app

[pgbouncer]
listen_addr = 0.0.0.0
;listen_port = 6432   (default)
auth_type = scram-sha-256
pool_mode = transaction
```

Inside the compose network the apps connect to `pgbouncer:6432`; publish it as `6432:6432` if you want to reach it from the host.
"""),
    lookalike="6432",
)

add(
    id="d22-003", topic="postgres-config", difficulty="literal", variation="casing", control_kind="lookalike",
    t_query="The nightly report query sometimes runs 20 minutes and holds back autovacuum. Can I cap it at 30 seconds just for that session?",
    t_output=T(r"""
Yes, set it at the top of the report's session so it only affects that connection:

```sql
set statement_timeout = 30;
select region, sum(total_cents) as revenue
from orders
where created_at >= date_trunc('month', now())
group by region;
```

When the limit is hit Postgres cancels the statement with `ERROR: canceling statement due to statement timeout` and the session stays usable, so the report job can catch that and retry off-peak. `reset statement_timeout;` puts it back to the role's default.
"""),
    message="without a unit that's milliseconds, so 30 would cancel it after 30ms. needs '30s'",
    gold_wrong="set statement_timeout = 30;", gold_right="set statement_timeout = '30s';",
    wrong="statement_timeout = 30",
    r_query="How do I give the CSV export job a 30 second statement limit in its psql script?",
    r_output=T(r"""
Put the setting before the `\copy` so it applies to the export in that psql session:

```sql
\set ON_ERROR_STOP on
SET STATEMENT_TIMEOUT = 30;
\copy (SELECT id, email, plan, created_at FROM accounts WHERE deleted_at IS NULL) TO 'accounts.csv' WITH (FORMAT csv, HEADER)
```

Run it with `psql "$REPORTING_URL" -f export_accounts.sql`. With `ON_ERROR_STOP` the script exits non-zero when the timeout fires, so cron reports the failure.
"""),
    contains=[r"re:(?i)statement_timeout\s*(=|to)\s*('30 ?s'|30000\b|'30000')"],
    absent=[r"re:(?i)statement_timeout\s*(=|to)\s*30\s*;"],
    fix=[("SET STATEMENT_TIMEOUT = 30;", "SET STATEMENT_TIMEOUT = '30s';")],
    c_query="Similar problem on the MySQL side: the inventory sync waits on row locks forever. Can it give up after 30 seconds?",
    c_output=T(r"""
For row-lock waits MySQL has its own setting, and its unit is seconds, so this is what you want at the start of the sync's session:

```sql
SET SESSION innodb_lock_wait_timeout = 30;
START TRANSACTION;
UPDATE stock_levels SET reserved = reserved + 1 WHERE sku = 'AB-1042' AND warehouse_id = 3;
COMMIT;
```

After 30 seconds the waiting statement fails with error 1205 (`Lock wait timeout exceeded; try restarting transaction`). Only that statement is rolled back unless `innodb_rollback_on_timeout` is on, so the job should roll back explicitly and retry.
"""),
    lookalike="= 30;",
)

add(
    id="d22-004", topic="migrations", difficulty="paraphrase", variation="renamed_identifier", control_kind="same_topic",
    t_query="Write an Alembic migration that indexes events(account_id) without locking the table. It's 300M rows.",
    t_output=T(r"""
Use `postgresql_concurrently=True` so Postgres builds the index without blocking writes:

```python
from alembic import op

revision = "4f2a9c1d7e10"
down_revision = "9b81d0e3a2c4"


def upgrade():
    op.create_index("ix_events_account_id", "events", ["account_id"],
                    postgresql_concurrently=True)


def downgrade():
    op.drop_index("ix_events_account_id", table_name="events",
                  postgresql_concurrently=True)
```

The build takes a while on 300M rows, but inserts into `events` keep flowing the whole time.
"""),
    message="That'll fail with \"CREATE INDEX CONCURRENTLY cannot run inside a transaction block\" since alembic runs upgrade() in a transaction. Wrap it in `with op.get_context().autocommit_block():`.",
    gold_wrong='    op.create_index("ix_events_account_id", "events", ["account_id"],\n                    postgresql_concurrently=True)',
    gold_right='    with op.get_context().autocommit_block():\n        op.create_index("ix_events_account_id", "events", ["account_id"],\n                        postgresql_concurrently=True)',
    r_query="Need another migration: index sessions on (user_id, last_seen_at). Big table, can't lock it.",
    r_output=T(r"""
Same approach as a normal index, just built concurrently:

```python
from alembic import op

revision = "c3d5e7f90a12"
down_revision = "4f2a9c1d7e10"


def upgrade():
    op.create_index(
        "ix_sessions_user_id_last_seen_at",
        "sessions",
        ["user_id", "last_seen_at"],
        postgresql_concurrently=True,
    )


def downgrade():
    op.drop_index("ix_sessions_user_id_last_seen_at", table_name="sessions",
                  postgresql_concurrently=True)
```
"""),
    contains=["autocommit_block()"], absent=[],
    fix=[("def upgrade():\n    op.create_index(", "def upgrade():\n    with op.get_context().autocommit_block():\n        op.create_index("),
         ("def downgrade():\n    op.drop_index(", "def downgrade():\n    with op.get_context().autocommit_block():\n        op.drop_index(")],
    c_query="Alembic migration adding an optional referral_code (varchar 32) column to accounts.",
    c_output=T(r"""
```python
def upgrade():
    op.add_column("accounts", sa.Column("referral_code", sa.String(32), nullable=True))


def downgrade():
    op.drop_column("accounts", "referral_code")
```

A nullable column without a default is a catalog-only change in Postgres, so it's instant even on a big table and only needs a brief lock. If you later want it unique, add that index in its own migration so it can be built concurrently.
"""),
)

add(
    id="d22-005", topic="backup-restore", difficulty="paraphrase", variation="other", control_kind="lookalike",
    t_query="I've got last night's orders dump (pg_dump -Fc). How do I load it into a scratch database to check something?",
    t_output=T(r"""
Create an empty database and feed the dump to it:

```bash
createdb -h localhost -U postgres orders_scratch
psql -h localhost -U postgres -d orders_scratch -f orders-2024-06-11.dump
```

Expect a few `role "orders_app" does not exist` errors from the ownership statements; they're harmless on a scratch copy. When you're done:

```bash
dropdb -h localhost -U postgres orders_scratch
```
"""),
    message="psql can't read that. -Fc is the custom archive format, it needs pg_restore (pg_restore -d orders_scratch --no-owner <file>).",
    gold_wrong="psql -h localhost -U postgres -d orders_scratch -f orders-2024-06-11.dump",
    gold_right="pg_restore -h localhost -U postgres -d orders_scratch --no-owner orders-2024-06-11.dump",
    r_query="Restore the weekly analytics backup (custom format) into analytics_restore_test on the test box.",
    r_output=T(r"""
On `pg-test-02`:

```bash
createdb -h pg-test-02 -U dba analytics_restore_test
psql -h pg-test-02 -U dba -d analytics_restore_test -1 -f /srv/backups/analytics/weekly/analytics-w23.dump
```

`-1` runs the whole restore in a single transaction, so if anything fails you're left with an empty database instead of a half-loaded one. Afterwards run `ANALYZE;` so the planner has statistics before you start querying.
"""),
    contains=["pg_restore"], absent=[r"re:psql[^\n]*\.dump\b"],
    fix=[("psql -h pg-test-02 -U dba -d analytics_restore_test -1 -f /srv/", "pg_restore -h pg-test-02 -U dba -d analytics_restore_test -1 /srv/")],
    c_query="The vendor sent us schema.sql, a plain pg_dump --schema-only. How do I load it into vendor_sandbox?",
    c_output=T(r"""
A plain-text dump is just SQL, so psql is the right tool for it:

```bash
createdb -h localhost vendor_sandbox
psql -h localhost -d vendor_sandbox -v ON_ERROR_STOP=1 -f schema.sql
```

`ON_ERROR_STOP=1` makes psql stop at the first error instead of ploughing on. pg_restore would refuse this file; it only reads the custom, directory and tar archive formats.
"""),
    lookalike="psql -h localhost -d vendor_sandbox",
)

add(
    id="d22-006", topic="replication", difficulty="semantic", variation="prose_claim", control_kind="already_correct",
    t_query="Setting up a new streaming standby for pg-main (Postgres 15). What's the pg_basebackup command?",
    t_output=T(r"""
Run this on the new standby with an empty data directory:

```bash
sudo -u postgres pg_basebackup \
  -h pg-main-01.db.internal -U replicator \
  -D /var/lib/postgresql/15/main \
  -X stream -P -R \
  -S standby_03 -C
```

`-R` writes a `recovery.conf` with the `primary_conninfo` for you, so once the copy finishes you can just start the service. `-C -S standby_03` creates a physical replication slot, so the primary keeps WAL until the standby has consumed it.
"""),
    message="recovery.conf has been gone since PG 12 — on 15, -R creates standby.signal and appends primary_conninfo to postgresql.auto.conf instead.",
    gold_wrong="`-R` writes a `recovery.conf` with the `primary_conninfo` for you",
    gold_right="`-R` creates `standby.signal` and writes the `primary_conninfo` into `postgresql.auto.conf` for you",
    r_query="We're adding a second standby for the reporting cluster, also PG15. Walk me through it.",
    r_output=T(r"""
1. Make sure `pg_hba.conf` on the primary allows `replication` connections for `replicator` from the new host, then reload.
2. On the new host, stop Postgres and empty the data directory.
3. Take the base backup:

```bash
sudo -u postgres pg_basebackup -h pg-rep-01.db.internal -U replicator \
  -D /var/lib/postgresql/15/main -X stream -R -P
```

4. Because of `-R`, pg_basebackup leaves a recovery.conf in the data directory pointing at the primary; check it before starting.
5. `systemctl start postgresql@15-main` and confirm with `SELECT * FROM pg_stat_replication;` on the primary.
"""),
    contains=[r"re:standby\.signal|postgresql\.auto\.conf"], absent=["recovery.conf"],
    fix=[("leaves a recovery.conf in the data directory pointing at the primary",
          "creates standby.signal and writes primary_conninfo into postgresql.auto.conf")],
    c_query="How can I tell whether a PG15 data directory is set up as a standby?",
    c_output=T(r"""
Look for the signal file and the connection settings:

```bash
ls -l /var/lib/postgresql/15/main/standby.signal
grep primary_conninfo /var/lib/postgresql/15/main/postgresql.auto.conf
```

If `standby.signal` exists the server starts in standby mode, and `primary_conninfo` (usually written there by `pg_basebackup -R`) tells it where to stream from. On a running server `SELECT pg_is_in_recovery();` returns `t` for a standby.
"""),
    control_has=["standby.signal"],
)

add(
    id="d22-007", topic="postgres-config", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    t_query="We keep hitting 'sorry, too many clients already' on pg-analytics. How do I raise max_connections to 300?",
    t_output=T(r"""
You can change it without editing postgresql.conf by hand:

```sql
ALTER SYSTEM SET max_connections = 300;
SELECT pg_reload_conf();
```

The reload applies it right away, no restart needed. Check with `SHOW max_connections;`.

Keep an eye on memory: each backend can use up to `work_mem` per sort or hash node, so 300 busy sessions with the current `work_mem = 64MB` could need far more RAM than the box has. Putting PgBouncer in front is usually the better long-term fix.
"""),
    message="max_connections only changes at server start; pg_reload_conf() won't touch it, this needs a full restart.",
    gold_wrong="The reload applies it right away, no restart needed.",
    gold_right="It only takes effect after a full server restart; the reload does not apply it.",
    r_query="pg-ledger is out of connection slots too. Raise its limit to 250, quickest way please.",
    r_output=T(r"""
Quickest is `ALTER SYSTEM`, which writes to `postgresql.auto.conf`:

```sql
ALTER SYSTEM SET max_connections = 250;
SELECT pg_reload_conf();
SHOW max_connections;
```

Since it's picked up on reload there's no downtime, and existing sessions aren't affected. If pg-ledger's hot standby has a lower value, raise it there too, or the standby will refuse to start the next time it's restarted.
"""),
    contains=[r"re:(?i)restart"],
    absent=[r"re:(?i)picked up on reload|no restart needed|no downtime|without (a )?restart"],
    fix=[("Since it's picked up on reload there's no downtime, and existing sessions aren't affected.",
          "It only takes effect after a restart (`systemctl restart postgresql@15-main`), so plan a short maintenance window; the reload alone won't change it.")],
    c_query="Can I change log_min_duration_statement on the prod primary without bouncing it?",
    c_output=T(r"""
Yes, that one doesn't need a restart; a reload is enough:

```sql
ALTER SYSTEM SET log_min_duration_statement = '500ms';
SELECT pg_reload_conf();
SHOW log_min_duration_statement;
```

Sessions pick up the new value after the reload unless they set it themselves. If you only want it for one role, `ALTER ROLE reporting SET log_min_duration_statement = '200ms';` applies to that role's new sessions.
"""),
    lookalike="SELECT pg_reload_conf();",
)

add(
    id="d22-008", topic="mysql", difficulty="literal", variation="casing", control_kind="lookalike",
    t_query="Create a MySQL table for support notes: ticket_id, author, body, created_at.",
    t_output=T(r"""
```sql
CREATE TABLE support_notes (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  ticket_id BIGINT UNSIGNED NOT NULL,
  author VARCHAR(100) NOT NULL,
  body TEXT NOT NULL,
  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  PRIMARY KEY (id),
  KEY idx_support_notes_ticket (ticket_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
```

`DATETIME(3)` keeps millisecond precision, which helps when several notes land on the same ticket within a second. The secondary index covers the "all notes for this ticket" lookup.
"""),
    message="Please don't use utf8 in MySQL, it's the 3-byte utf8mb3 and emoji in note bodies will fail to insert. All our tables are utf8mb4.",
    gold_wrong="DEFAULT CHARSET=utf8;", gold_right="DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;",
    wrong="CHARSET=utf8",
    r_query="mysql table for chat messages: conversation id, sender, text, sent time",
    r_output=T(r"""
```sql
create table chat_messages (
  id bigint unsigned not null auto_increment primary key,
  conversation_id bigint unsigned not null,
  sender_id bigint unsigned not null,
  body text not null,
  sent_at datetime(3) not null,
  index idx_chat_conv_sent (conversation_id, sent_at)
) engine=innodb default charset=utf8;
```

The composite index serves the usual "latest messages in this conversation" query (`where conversation_id = ? order by sent_at desc limit 50`) without a filesort.
"""),
    contains=[r"re:(?i)charset\s*=\s*utf8mb4"], absent=[r"re:(?i)charset\s*=\s*utf8\b"],
    fix=[("default charset=utf8;", "default charset=utf8mb4;")],
    c_query="What encoding should the new Postgres database for the support tool use so emoji work?",
    c_output=T(r"""
Postgres' `UTF8` encoding is full UTF-8 (up to 4 bytes per character), so emoji are fine; there is no separate "mb4" variant like in MySQL.

```sql
CREATE DATABASE support_tool
  WITH ENCODING 'UTF8'
       LC_COLLATE 'en_US.UTF-8'
       LC_CTYPE 'en_US.UTF-8'
       TEMPLATE template0;
```

`TEMPLATE template0` is needed when the encoding or locale differs from template1's. Clients should send `client_encoding = 'UTF8'`, which psycopg and the JDBC driver do by default.
"""),
    lookalike="ENCODING 'UTF8'",
)

add(
    id="d22-009", topic="migrations", difficulty="paraphrase", variation="other", control_kind="same_topic",
    t_query="Django data migration to fill the new Order.currency field from the customer's country.",
    t_output=T(r"""
```python
from django.db import migrations

EURO_COUNTRIES = {"DE", "FR", "NL", "AT", "IE", "ES", "IT"}


def fill_currency(apps, schema_editor):
    Order = apps.get_model("shop", "Order")
    for order in Order.objects.filter(currency="").select_related("customer").iterator(chunk_size=2000):
        order.currency = "EUR" if order.customer.country in EURO_COUNTRIES else "USD"
        order.save(update_fields=["currency"])


class Migration(migrations.Migration):
    dependencies = [("shop", "0031_order_currency")]
    operations = [
        migrations.RunPython(fill_currency),
    ]
```
"""),
    message="Our rollback job runs `migrate shop 0030` when a deploy fails, and an irreversible RunPython makes that error out. Could you give it a reverse, even if it's just migrations.RunPython.noop?",
    gold_wrong="migrations.RunPython(fill_currency),",
    gold_right="migrations.RunPython(fill_currency, reverse_code=migrations.RunPython.noop),",
    r_query="Another Django data migration: lower-case all existing Customer.email values.",
    r_output=T(r"""
```python
from django.db import migrations
from django.db.models.functions import Lower


def lowercase_emails(apps, schema_editor):
    Customer = apps.get_model("shop", "Customer")
    Customer.objects.exclude(email=Lower("email")).update(email=Lower("email"))


class Migration(migrations.Migration):
    dependencies = [("shop", "0032_fill_order_currency")]
    operations = [migrations.RunPython(lowercase_emails)]
```

The `exclude(...)` limits the UPDATE to rows that actually change. If two customers differ only by case, dedupe them before you add a unique constraint on `email`.
"""),
    contains=[r"re:RunPython\(\s*lowercase_emails\s*,"], absent=[r"re:RunPython\(\s*lowercase_emails\s*\)"],
    fix=[("migrations.RunPython(lowercase_emails)", "migrations.RunPython(lowercase_emails, migrations.RunPython.noop)")],
    c_query="Django migration adding a check constraint that Order.total_cents is never negative.",
    c_output=T(r"""
```python
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("shop", "0032_fill_order_currency")]
    operations = [
        migrations.AddConstraint(
            model_name="order",
            constraint=models.CheckConstraint(
                check=models.Q(total_cents__gte=0),
                name="order_total_cents_non_negative",
            ),
        ),
    ]
```

`AddConstraint` reverses on its own (the reverse drops the constraint). Postgres validates existing rows when it's added, so clean up negative totals first, and mirror the constraint in `Order.Meta.constraints`. On Django 5.1+ the keyword is `condition=` instead of `check=`.
"""),
)

add(
    id="d22-010", topic="migrations", difficulty="literal", variation="reworded", control_kind="already_correct",
    t_query="I ran the latest migration on my local DB and it's wrong. How do I undo it?",
    t_output=T(r"""
Roll back the last migration, fix the file, and migrate again:

```bash
bin/rails db:migrate:rollback
# edit db/migrate/20240611093012_add_discount_to_line_items.rb
bin/rails db:migrate
```

If the migration was already pushed and someone else ran it, don't edit it; write a new migration that corrects it instead. Also check that `db/schema.rb` in your diff matches what you expect after re-running.
"""),
    message="db:migrate:rollback isn't a task. bin/rails db:rollback",
    gold_wrong="bin/rails db:migrate:rollback", gold_right="bin/rails db:rollback",
    wrong="db:migrate:rollback",
    r_query="How do I back out the last three migrations locally?",
    r_output=T(r"""
Pass `STEP` to roll back more than one:

```bash
bin/rails db:migrate:rollback STEP=3
bin/rails db:migrate:status | tail -n 5
```

`db:migrate:status` should now show the three most recent versions as `down`. Each migration's `down` (or the automatic reverse of `change`) runs newest first, so if one of them uses `execute` without a `reversible` block the rollback stops there with `ActiveRecord::IrreversibleMigration`.
"""),
    contains=["db:rollback STEP=3"], absent=["db:migrate:rollback"],
    fix=[("bin/rails db:migrate:rollback STEP=3", "bin/rails db:rollback STEP=3")],
    c_query="I tweaked the migration I just ran locally. Fastest way to run it again?",
    c_output=T(r"""
Run it down and up again in one go:

```bash
bin/rails db:migrate:redo
```

That's the same as `bin/rails db:rollback` followed by `bin/rails db:migrate` for the latest version; add `STEP=2` to redo the last two. It relies on the migration being reversible, so if `down` raises `ActiveRecord::IrreversibleMigration`, fix that first.
"""),
    control_has=["bin/rails db:rollback"],
)

# ---------------------------------------------------------------------------
# d22-011 .. d22-020
# ---------------------------------------------------------------------------

add(
    id="d22-011", topic="migrations", difficulty="literal", variation="code_block", control_kind="lookalike",
    t_query="How do we apply Prisma migrations as part of the production deploy?",
    t_output=T(r"""
Run the migrations as a release step before the new app version starts taking traffic:

```bash
npx prisma migrate dev --skip-seed
```

It applies every migration in `prisma/migrations` that isn't recorded in the `_prisma_migrations` table yet. Make sure `DATABASE_URL` in the deploy environment points at the primary, not the read replica, and that the deploy role has DDL rights on the `app` schema.
"""),
    message="migrate dev must never run against prod, it can prompt to reset the database when it detects drift. Deploys use `prisma migrate deploy`.",
    gold_wrong="npx prisma migrate dev --skip-seed", gold_right="npx prisma migrate deploy",
    wrong="prisma migrate dev",
    r_query="Add a migration step to our GitHub Actions deploy workflow for the API.",
    r_output=T(r"""
Add a job that runs before `deploy` and uses the production environment's secrets:

```yaml
  migrate:
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - run: npx prisma migrate dev
        env:
          DATABASE_URL: ${{ secrets.PROD_DATABASE_URL }}
```

Then add `needs: migrate` to the `deploy` job so the app only rolls out once the schema is up to date.
"""),
    contains=["prisma migrate deploy"], absent=[r"re:run:\s*npx prisma migrate dev"],
    fix=[("- run: npx prisma migrate dev", "- run: npx prisma migrate deploy")],
    c_query="I changed schema.prisma to add Invoice.status on my machine. How do I create the migration file?",
    c_output=T(r"""
Locally that's exactly what `migrate dev` is for:

```bash
npx prisma migrate dev --name add_invoice_status
```

It diffs `schema.prisma` against your local database, writes `prisma/migrations/<timestamp>_add_invoice_status/migration.sql`, applies it and regenerates the client. Commit the new folder together with the schema change; CI and prod pick it up from there. If it warns about drift on your dev database, letting it reset that local DB is fine.
"""),
    lookalike="npx prisma migrate dev --name",
)

add(
    id="d22-012", topic="migrations", difficulty="literal", variation="reordered_args", control_kind="already_correct",
    t_query="How do I run our golang-migrate migrations against my local Postgres?",
    t_output=T(r"""
With the CLI installed (`go install -tags 'postgres' github.com/golang-migrate/migrate/v4/cmd/migrate@latest`):

```bash
export DATABASE_URL='postgres://dev:dev@localhost:5432/inventory?sslmode=disable'
migrate -path ./migrations -database "$DATABASE_URL" up
```

`version` instead of `up` shows the current version, and `down 1` rolls back one step. If a migration fails halfway the database is marked dirty; fix the SQL, then `force <version>` to the last good version before running `up` again.
"""),
    message="migrations are under internal/db/migrations, not at the repo root",
    gold_wrong='migrate -path ./migrations -database "$DATABASE_URL" up',
    gold_right='migrate -path ./internal/db/migrations -database "$DATABASE_URL" up',
    wrong="-path ./migrations",
    r_query="Add Makefile targets: one that creates a new sequential migration and one that applies them.",
    r_output=T(r"""
```make
DB_URL ?= postgres://dev:dev@localhost:5432/inventory?sslmode=disable

.PHONY: migration migrate-up
migration:
<TAB>migrate create -ext sql -seq -dir ./migrations $(name)

migrate-up:
<TAB>migrate -database "$(DB_URL)" -path ./migrations up
```

Usage: `make migration name=add_sku_barcode` creates `NNNNNN_add_sku_barcode.up.sql` and `.down.sql`; `make migrate-up` applies everything pending.
""").replace("<TAB>", "\t"),
    contains=["internal/db/migrations"], absent=[r"re:(-path|-dir)[= ]+\./migrations"],
    fix=[("-dir ./migrations", "-dir ./internal/db/migrations"), ("-path ./migrations", "-path ./internal/db/migrations")],
    c_query="CI job that applies the migrations to the throwaway test Postgres before the Go tests run.",
    c_output=T(r"""
```yaml
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
          POSTGRES_DB: inventory_test
        ports: ["5432:5432"]
        options: --health-cmd pg_isready --health-interval 5s --health-retries 10
    steps:
      - uses: actions/checkout@v4
      - name: migrate
        run: |
          docker run --rm --network host -v "$PWD/internal/db/migrations:/migrations" \
            migrate/migrate:v4.17.1 -path=/migrations \
            -database "postgres://postgres:postgres@localhost:5432/inventory_test?sslmode=disable" up
      - run: go test ./...
```

Inside the container the migrations are mounted at `/migrations`, so that's the path the CLI gets.
"""),
    control_has=["internal/db/migrations"],
)

add(
    id="d22-013", topic="orm", difficulty="paraphrase", variation="other", control_kind="same_topic",
    t_query="SQLAlchemy: fetch a User by primary key in the FastAPI dependency.",
    t_output=T(r"""
```python
from fastapi import Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import User


def get_user(user_id: int, session: Session = Depends(get_session)) -> User:
    user = session.query(User).get(user_id)
    if user is None:
        raise HTTPException(status_code=404, detail="user not found")
    return user
```

A primary-key lookup checks the identity map first, so repeated lookups within one request don't hit the database again.
"""),
    message="We're on SQLAlchemy 2.0 where Query.get() is legacy, and our pytest config turns the deprecation warning into an error. Use session.get(User, user_id).",
    gold_wrong="session.query(User).get(user_id)", gold_right="session.get(User, user_id)",
    r_query="Endpoint to mark an invoice paid by id, with the SQLAlchemy session injected.",
    r_output=T(r"""
```python
@router.post("/invoices/{invoice_id}/pay")
def mark_paid(invoice_id: int, db: Session = Depends(get_session)):
    invoice = db.query(Invoice).get(invoice_id)
    if invoice is None:
        raise HTTPException(404, "invoice not found")
    if invoice.paid_at is not None:
        raise HTTPException(409, "invoice already paid")
    invoice.paid_at = datetime.now(timezone.utc)
    db.commit()
    return {"id": invoice.id, "paid_at": invoice.paid_at}
```

The 409 lets the payment webhook's retries tell "already done" apart from a real failure.
"""),
    contains=[r"re:db\.get\(\s*Invoice\s*,\s*invoice_id"], absent=[r"re:\.query\(\s*Invoice\s*\)\.get\("],
    fix=[("db.query(Invoice).get(invoice_id)", "db.get(Invoice, invoice_id)")],
    c_query="SQLAlchemy 2.0: a customer's unpaid invoices, newest first.",
    c_output=T(r"""
```python
from sqlalchemy import select


def open_invoices(db: Session, customer_id: int) -> list[Invoice]:
    stmt = (
        select(Invoice)
        .where(Invoice.customer_id == customer_id, Invoice.paid_at.is_(None))
        .order_by(Invoice.issued_at.desc())
    )
    return list(db.scalars(stmt))
```

`db.scalars()` returns the `Invoice` objects directly instead of one-element rows. An index on `(customer_id, issued_at)` covers both the filter and the sort.
"""),
)

add(
    id="d22-014", topic="orm", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    t_query="The article list page runs one query per article for its tags. Fix the N+1.",
    t_output=T(r"""
Load the tags together with the articles:

```python
def article_list(request):
    articles = (
        Article.objects.filter(published=True)
        .select_related("tags")
        .order_by("-published_at")[:50]
    )
    return render(request, "blog/article_list.html", {"articles": articles})
```

In the template, `{% for tag in article.tags.all %}` then uses the already-loaded rows instead of querying per article. Django Debug Toolbar should show the query count drop from about 51 to 1.
"""),
    message="tags is a ManyToManyField; select_related only follows FKs and one-to-ones, so that raises a FieldError. It needs prefetch_related(\"tags\"), which is 2 queries, not 1.",
    gold_wrong='.select_related("tags")', gold_right='.prefetch_related("tags")',
    r_query="The order history page is slow: each order loads its line items separately.",
    r_output=T(r"""
```python
orders = (
    Order.objects.filter(customer=request.user.customer)
    .select_related("line_items")
    .order_by("-created_at")
)
```

`line_items` is the reverse side of `LineItem.order`; joining it here means the template loop `{% for item in order.line_items.all %}` no longer runs a query per order.
"""),
    contains=[r"""re:prefetch_related\(\s*["']line_items"""], absent=[r"re:select_related\([^)]*line_items"],
    fix=[('.select_related("line_items")', '.prefetch_related("line_items")')],
    c_query="Each row in the order admin list also shows the customer's name, and that's another query per row.",
    c_output=T(r"""
`Order.customer` is a ForeignKey, so a join works here:

```python
class OrderAdmin(admin.ModelAdmin):
    list_display = ("id", "customer_name", "total_cents", "created_at")
    list_select_related = ("customer",)

    @admin.display(ordering="customer__name")
    def customer_name(self, obj):
        return obj.customer.name
```

Outside the admin the same thing is `Order.objects.select_related("customer")`: one query with a JOIN instead of one per row.
"""),
    lookalike='select_related("customer")',
)

add(
    id="d22-015", topic="orm", difficulty="semantic", variation="prose_claim", control_kind="same_topic",
    t_query="Mark all trials that ended yesterday as expired, ActiveRecord. There's an after_update callback that emails the account owner.",
    t_output=T(r"""
One statement does it:

```ruby
Subscription
  .where(status: "trialing")
  .where(trial_ends_at: Date.yesterday.all_day)
  .update_all(status: "expired", updated_at: Time.current)
```

`update_all` still instantiates each record behind the scenes, so your `after_update :send_trial_expired_email` callback fires for every subscription and the owners get their email.
"""),
    message="Thanks, but that's not how update_all works: it's a single SQL UPDATE, no models get loaded, so no validations and no callbacks. Nobody would get the email.",
    gold_wrong="`update_all` still instantiates each record behind the scenes, so your `after_update :send_trial_expired_email` callback fires for every subscription and the owners get their email.",
    gold_right="`update_all` runs one SQL UPDATE and skips validations and callbacks, so `send_trial_expired_email` won't run; use `find_each` with `update!` if the emails must go out.",
    r_query="Bulk-close support tickets with no activity for 90 days; closing should trigger the after_update :notify_requester hook.",
    r_output=T(r"""
```ruby
Ticket.where(state: "open")
      .where("last_activity_at < ?", 90.days.ago)
      .update_all(state: "closed", closed_at: Time.current)
```

This runs as a bulk update, and Rails will still run `notify_requester` for each ticket it touches, so requesters are told their ticket was closed. For a few hundred thousand tickets, add `.in_batches(of: 5_000)` before `update_all` to keep each UPDATE short.
"""),
    contains=[r"re:(?i)(skip|bypass|won't (run|fire|trigger)|will not (run|fire|trigger)|doesn't (run|fire|trigger)|does not (run|fire|trigger)|no callbacks)"],
    absent=[r"re:(?i)(will still run|still fires|will fire|runs the callback)"],
    fix=[("and Rails will still run `notify_requester` for each ticket it touches, so requesters are told their ticket was closed.",
          "so it skips callbacks: `notify_requester` won't run. If requesters must be told, loop with `find_each` and call `update!` on each ticket instead.")],
    c_query="How many open tickets does each agent have? ActiveRecord please.",
    c_output=T(r"""
```ruby
Ticket.where(state: "open").group(:assignee_id).count
# => { 12 => 31, 17 => 8, nil => 5 }
```

That's a single `SELECT assignee_id, COUNT(*) ... GROUP BY assignee_id`; the `nil` key is unassigned tickets. To show names, join the agents and group by both columns:

```ruby
Ticket.where(state: "open").joins(:assignee).group("users.id", "users.name").count
```
"""),
)

add(
    id="d22-016", topic="orm", difficulty="semantic", variation="reworded", control_kind="lookalike",
    t_query="GORM: unlock an account after a password reset (locked = false, failed_logins = 0).",
    t_output=T(r"""
```go
func UnlockAccount(ctx context.Context, db *gorm.DB, id uint) error {
    return db.WithContext(ctx).
        Model(&Account{ID: id}).
        Updates(Account{Locked: false, FailedLogins: 0}).Error
}
```

`Updates` with a struct writes each field you list plus `updated_at`, so both columns are reset in one UPDATE.
"""),
    message="that's a no-op. Updates with a struct skips zero values, so false and 0 never get written — use a map or Select the columns",
    gold_wrong="Updates(Account{Locked: false, FailedLogins: 0})",
    gold_right='Updates(map[string]any{"locked": false, "failed_logins": 0})',
    r_query="Also need to clear a user's MFA enrollment with GORM: mfa_enabled false, mfa_secret empty.",
    r_output=T(r"""
Same pattern as the unlock helper:

```go
func ResetMFA(ctx context.Context, db *gorm.DB, userID uint) error {
    res := db.WithContext(ctx).Model(&User{ID: userID}).
        Updates(User{MFAEnabled: false, MFASecret: ""})
    return res.Error
}
```

GORM turns the struct into `UPDATE users SET mfa_enabled=false, mfa_secret='', updated_at=... WHERE id = ?`, so the user is back to password-only login.
"""),
    contains=[r"re:Updates\(\s*map\[string\](any|interface\{\})|Select\("],
    absent=[r'''re:Updates\(\s*&?User\{[^}]*(false|"")'''],
    fix=[('Updates(User{MFAEnabled: false, MFASecret: ""})', 'Updates(map[string]any{"mfa_enabled": false, "mfa_secret": ""})'),
         ("GORM turns the struct into", "With a map GORM writes the zero values too:")],
    c_query="GORM: upgrade an account to the pro plan with 25 seats.",
    c_output=T(r"""
```go
err := db.WithContext(ctx).
    Model(&Account{ID: accountID}).
    Updates(Account{Plan: "pro", SeatLimit: 25}).Error
```

Both values are non-zero, so the struct form writes both columns (plus `updated_at`). If you ever need to set one of them back to its zero value, like `SeatLimit: 0`, switch to a map or `Select("seat_limit")`, because struct updates skip zero fields.
"""),
    lookalike="Updates(Account{",
)

add(
    id="d22-017", topic="orm", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    t_query="Listing 500 OrderLines triggers 500 extra selects for Product. The entity has `@ManyToOne private Product product;`.",
    t_output=T(r"""
Since `@ManyToOne` is lazy by default, those selects happen when the view touches `line.getProduct()`. Fetch it in the query instead:

```java
@Query("select l from OrderLine l join fetch l.product where l.order.id = :orderId")
List<OrderLine> findWithProduct(@Param("orderId") Long orderId);
```

Alternatively annotate the repository method with `@EntityGraph(attributePaths = "product")`. Either way Hibernate issues one joined select.
"""),
    message="Isn't @ManyToOne eager by default in JPA? Only the *ToMany side is lazy. So the default here is EAGER, and it needs fetch = FetchType.LAZY on the mapping as well as the join fetch.",
    gold_wrong="Since `@ManyToOne` is lazy by default", gold_right="Since `@ManyToOne` is eager by default (set `fetch = FetchType.LAZY`)",
    r_query="Should I change anything on `@ManyToOne Customer customer` in Invoice? The invoice list never needs the customer.",
    r_output=T(r"""
You can leave the mapping as it is:

```java
@ManyToOne
@JoinColumn(name = "customer_id", nullable = false)
private Customer customer;
```

`@ManyToOne` is lazy by default, so Hibernate only puts a proxy there and loads the customer when something calls `getCustomer()`. The invoice list won't pay for it as long as the DTO mapping doesn't touch the customer.
"""),
    contains=["FetchType.LAZY"],
    absent=[r"re:(?i)ManyToOne[^\n]*lazy by default", r"re:(?i)leave the mapping as it is"],
    fix=[("You can leave the mapping as it is:", "Make the association lazy explicitly:"),
         ("@ManyToOne\n@JoinColumn", "@ManyToOne(fetch = FetchType.LAZY)\n@JoinColumn"),
         ("`@ManyToOne` is lazy by default, so Hibernate", "`@ManyToOne` is eager by default in JPA; with `FetchType.LAZY` Hibernate")],
    c_query="Do I need anything on `@OneToMany(mappedBy = \"invoice\") List<InvoiceLine> lines` to stop it loading with every invoice?",
    c_output=T(r"""
No, collection mappings are lazy by default: `@OneToMany` and `@ManyToMany` both default to `FetchType.LAZY`, so

```java
@OneToMany(mappedBy = "invoice", cascade = CascadeType.ALL, orphanRemoval = true)
private List<InvoiceLine> lines = new ArrayList<>();
```

only loads the lines when you iterate them inside a transaction. Outside one you get a `LazyInitializationException`, which is the usual sign that a service method needs a fetch join or an entity graph.
"""),
    lookalike="lazy by default",
)

add(
    id="d22-018", topic="orm", difficulty="literal", variation="reordered_args", control_kind="lookalike",
    t_query="How do I add an EF Core migration for the new Refund entity? The solution has src/Acme.Api and src/Acme.Data.",
    t_output=T(r"""
From the solution root:

```bash
dotnet ef migrations add AddRefunds --project src/Acme.Api
dotnet ef database update --project src/Acme.Api
```

The first command generates `Migrations/<timestamp>_AddRefunds.cs` plus the updated model snapshot; the second applies it to the database in your `appsettings.Development.json` connection string. Review the generated `Up()` before applying, especially column types for money (`decimal(18,2)` unless you configured otherwise).
"""),
    message="The DbContext and the migrations live in Acme.Data; Acme.Api is just the startup project. So --project src/Acme.Data --startup-project src/Acme.Api.",
    gold_wrong="dotnet ef migrations add AddRefunds --project src/Acme.Api",
    gold_right="dotnet ef migrations add AddRefunds --project src/Acme.Data --startup-project src/Acme.Api",
    wrong="--project src/Acme.Api",
    r_query="Generate an idempotent SQL script of all EF migrations for the DBA.",
    r_output=T(r"""
`migrations script` does that without touching any database:

```bash
dotnet ef migrations script --idempotent --output artifacts/migrate.sql --project src/Acme.Api
```

`--idempotent` wraps every migration in a check against `__EFMigrationsHistory`, so the DBA can run the script on any environment regardless of which migrations it already has. Hand over `artifacts/migrate.sql` together with the list of new migration names.
"""),
    contains=["--project src/Acme.Data"], absent=[r"re:dotnet ef [^\n]*--project[= ]src/Acme\.Api"],
    fix=[("--project src/Acme.Api", "--project src/Acme.Data --startup-project src/Acme.Api")],
    c_query="How do I run the API locally against the dev database with hot reload?",
    c_output=T(r"""
```bash
export ASPNETCORE_ENVIRONMENT=Development
dotnet watch run --project src/Acme.Api --launch-profile https
```

`Acme.Api` is the host, so that's the project to run; it reads `ConnectionStrings:BillingDb` from `appsettings.Development.json` (or from user secrets if you've set one). Hot reload covers most code edits; changes to service registration in `Program.cs` still need a restart, which you can trigger with Ctrl+R in the watch terminal.
"""),
    lookalike="--project src/Acme.Api",
)

add(
    id="d22-019", topic="pooling", difficulty="paraphrase", variation="equivalent_construct", control_kind="unrelated",
    t_query="HikariCP in the Spring Boot service: drop idle connections after 10 minutes, and fail fast if there's no connection within 5 seconds.",
    t_output=T(r"""
In `application.properties`:

```properties
spring.datasource.hikari.maximum-pool-size=20
spring.datasource.hikari.minimum-idle=5
spring.datasource.hikari.idle-timeout=600
spring.datasource.hikari.connection-timeout=5000
spring.datasource.hikari.max-lifetime=1800000
```

`idle-timeout` only matters because `minimum-idle` is below the maximum: connections above 5 are retired after sitting idle for 10 minutes. Keep `max-lifetime` a bit shorter than any idle timeout on the network path (PgBouncer, load balancer).
"""),
    message="the idle timeout is off by a factor of 1000, hikari takes milliseconds for all of these (and clamps anything under 10s up to 10s). 10 minutes is 600000.",
    gold_wrong="spring.datasource.hikari.idle-timeout=600", gold_right="spring.datasource.hikari.idle-timeout=600000",
    r_query="Same pool settings for the reporting service, which uses application.yml: idle connections out after 5 minutes, max lifetime 25 minutes.",
    r_output=T(r"""
```yaml
spring:
  datasource:
    hikari:
      pool-name: reporting-pool
      maximum-pool-size: 10
      minimum-idle: 2
      idle-timeout: 300
      max-lifetime: 1500
      connection-timeout: 5000
```

Reporting queries come in bursts, so a small `minimum-idle` with a short idle timeout hands connections back to the database between runs.
"""),
    contains=[r"re:idle-timeout:\s*300000\b", r"re:max-lifetime:\s*1500000\b"],
    absent=[r"re:(?m)idle-timeout:\s*300\s*$", r"re:(?m)max-lifetime:\s*1500\s*$"],
    fix=[("idle-timeout: 300\n", "idle-timeout: 300000\n"), ("max-lifetime: 1500\n", "max-lifetime: 1500000\n")],
    c_query="How do I make a Bash script stop at the first error and tell me which line failed?",
    c_output=T(r"""
```bash
#!/usr/bin/env bash
set -Eeuo pipefail
trap 'echo "error on line $LINENO: $BASH_COMMAND" >&2' ERR

cp config.example.yml config.yml
./render-templates.sh
```

`-E` makes the ERR trap fire inside functions and subshells too, `-u` turns unset variables into errors, and `pipefail` makes a pipeline fail if any command in it fails, not just the last one.
"""),
)

add(
    id="d22-020", topic="pooling", difficulty="semantic", variation="reworded", control_kind="same_topic",
    t_query="We're moving the Django app behind PgBouncer in transaction mode. Anything Django-specific to change?",
    t_output=T(r"""
Mostly the connection details; Django works with transaction pooling out of the box:

```python
DATABASES["default"].update({
    "HOST": "pgbouncer.internal",
    "PORT": "6543",
    "CONN_MAX_AGE": 0,
})
```

Leave `ATOMIC_REQUESTS` as it is. Avoid session-level features in app code (`SET` without `LOCAL`, advisory locks held across transactions, `LISTEN`), since consecutive transactions can land on different server connections.
"""),
    message="It doesn't work out of the box: .iterator() uses server-side cursors, and those break when the next fetch lands on a different backend. Any alias that goes through the bouncer needs DISABLE_SERVER_SIDE_CURSORS: True.",
    gold_wrong='    "CONN_MAX_AGE": 0,\n})', gold_right='    "CONN_MAX_AGE": 0,\n    "DISABLE_SERVER_SIDE_CURSORS": True,\n})',
    r_query="Add a second database alias `analytics` for the read replica. It also goes through pgbouncer with transaction pooling.",
    r_output=T(r"""
Add it next to `default` and route read-only queries to it:

```python
DATABASES["analytics"] = {
    "ENGINE": "django.db.backends.postgresql",
    "NAME": "orders",
    "HOST": "pgbouncer-ro.internal",
    "PORT": "6543",
    "USER": "orders_ro",
    "CONN_MAX_AGE": 0,
}
```

Nothing else is needed for transaction pooling on the Django side. Use it explicitly with `Order.objects.using("analytics")`, or add a database router that sends the reporting app's reads there.
"""),
    contains=[r"""re:["']DISABLE_SERVER_SIDE_CURSORS["']\s*:\s*True"""], absent=[r"re:(?i)nothing else is needed"],
    fix=[('    "CONN_MAX_AGE": 0,\n}', '    "CONN_MAX_AGE": 0,\n    "DISABLE_SERVER_SIDE_CURSORS": True,\n}'),
         ("Nothing else is needed for transaction pooling on the Django side.",
          "Server-side cursors are off because `.iterator()` can't survive transaction pooling.")],
    c_query="How can I see which pool mode our PgBouncer runs in, and whether clients are waiting?",
    c_output=T(r"""
Connect to the admin console (the special `pgbouncer` database) as a user listed in `admin_users` or `stats_users`:

```bash
psql -h pgbouncer.internal -p 6543 -U pgbouncer pgbouncer -c 'SHOW CONFIG;' | grep pool_mode
psql -h pgbouncer.internal -p 6543 -U pgbouncer pgbouncer -c 'SHOW POOLS;'
```

In `SHOW POOLS`, `cl_waiting` above 0 means clients are queued for a server connection, and `maxwait` tells you how long the oldest one has waited. If that happens regularly, raise `default_pool_size` for that database/user pair, as long as Postgres' `max_connections` leaves room.
"""),
)

# ---------------------------------------------------------------------------
# d22-021 .. d22-030
# ---------------------------------------------------------------------------

add(
    id="d22-021", topic="backup-restore", difficulty="literal", variation="reordered_args", control_kind="unrelated",
    t_query="Give me a mysqldump command for a consistent backup of the crm database, taken from the replica.",
    t_output=T(r"""
```bash
mysqldump -h mysql-crm-replica.internal -u backup -p \
  --lock-tables --routines --triggers --events \
  --set-gtid-purged=OFF \
  crm | gzip > /backups/crm/crm-$(date +%F).sql.gz
```

`--routines --triggers --events` bring stored procedures, triggers and scheduled events along, and `--set-gtid-purged=OFF` keeps the dump loadable into a server with its own GTID history.
"""),
    message="--lock-tables blocks writes on every table for the whole dump. crm is all InnoDB, so --single-transaction gives a consistant snapshot without locking anything.",
    gold_wrong="--lock-tables --routines", gold_right="--single-transaction --routines",
    wrong="--lock-tables",
    r_query="Nightly cron: dump the crm schema only, plus the data of the accounts table.",
    r_output=T(r"""
Two dumps into one file, schema first:

```bash
#!/usr/bin/env bash
set -euo pipefail
out=/backups/crm/crm-$(date +%F).sql
mysqldump -h mysql-crm-replica.internal -u backup --no-data --routines crm > "$out"
mysqldump -h mysql-crm-replica.internal -u backup --no-create-info --lock-tables crm accounts >> "$out"
gzip "$out"
```

The backup user's password comes from `~/.my.cnf` (a `[mysqldump]` section, mode 600), so nothing sensitive ends up in the crontab.
"""),
    contains=["--single-transaction"], absent=["--lock-tables"],
    fix=[("--no-create-info --lock-tables", "--no-create-info --single-transaction")],
    c_query="pandas: read a CSV that uses semicolons and decimal commas.",
    c_output=T(r"""
```python
import pandas as pd

df = pd.read_csv(
    "prices.csv",
    sep=";",
    decimal=",",
    thousands=".",
    parse_dates=["valid_from"],
    dayfirst=True,
)
```

`decimal=","` turns `12,50` into 12.5 and `thousands="."` handles `1.234,00`. `dayfirst=True` is for dates like `31.12.2024`.
"""),
)

add(
    id="d22-022", topic="backup-restore", difficulty="paraphrase", variation="reordered_args", control_kind="lookalike",
    t_query="pg_dump of the events DB takes 3 hours. Can it use more cores?",
    t_output=T(r"""
Yes, dump with parallel jobs:

```bash
pg_dump -h pg-events-replica.internal -U backup -Fc -j 8 \
  -f /backups/events/events-$(date +%F).dump events
```

Each job dumps a different table, so the speedup depends on how evenly the data is spread; one huge table still goes through a single worker. Run it against the replica and keep `max_standby_streaming_delay` high enough, or replication conflicts cancel the long-running snapshot.
"""),
    message="pg_dump only parallelises with the directory format; with -Fc and -j it errors out (\"parallel backup only supported by the directory format\"). Use -Fd and point -f at a directory.",
    gold_wrong="-Fc -j 8 \\\n  -f /backups/events/events-$(date +%F).dump events",
    gold_right="-Fd -j 8 \\\n  -f /backups/events/events-$(date +%F) events",
    r_query="Speed up the weekly dump of the warehouse database; the box has 16 cores.",
    r_output=T(r"""
Give pg_dump several workers:

```bash
pg_dump --jobs=12 --format=custom --compress=6 \
  --file=/backups/warehouse/warehouse-week$(date +%V).dump \
  -h pg-wh-01.internal -U backup warehouse
```

Leave a few cores for the server itself. Compression happens in the workers, so with 12 jobs `--compress=6` costs little wall-clock time.
"""),
    contains=[r"re:--format=d(irectory)?\b|-Fd\b|-F d\b"], absent=[r"re:--format=c(ustom)?\b|-Fc\b|-F c\b"],
    fix=[("--format=custom", "--format=directory"), ("warehouse-week$(date +%V).dump", "warehouse-week$(date +%V)")],
    c_query="Restoring the events dump (custom format, about 400 GB) is painfully slow. Can pg_restore go parallel?",
    c_output=T(r"""
Yes. Unlike pg_dump, pg_restore can run parallel jobs from a custom-format archive, because the archive's table of contents lets each worker seek to its own table:

```bash
createdb -h pg-scratch-01.internal events_restore
pg_restore -h pg-scratch-01.internal -d events_restore -j 8 --no-owner \
  /backups/events/events-2024-06-11.dump
```

Parallel restore needs a regular file, not a pipe on stdin, and it can't be combined with `--single-transaction`.
"""),
    lookalike="-j 8",
)

add(
    id="d22-023", topic="indexes-plans", difficulty="paraphrase", variation="renamed_identifier", control_kind="same_topic",
    t_query="Slow query: SELECT * FROM audit_log WHERE tenant_id = $1 AND created_at >= $2 ORDER BY created_at DESC LIMIT 100. Which index?",
    t_output=T(r"""
A composite index that matches both predicates:

```sql
CREATE INDEX CONCURRENTLY ix_audit_log_created_tenant
    ON audit_log (created_at, tenant_id);
```

With it the planner can do an Index Scan Backward and stop after 100 rows. Confirm with:

```sql
EXPLAIN (ANALYZE, BUFFERS)
SELECT * FROM audit_log
WHERE tenant_id = 42 AND created_at >= now() - interval '7 days'
ORDER BY created_at DESC LIMIT 100;
```
"""),
    message="Column order's backwards. Equality column first, range column last: (tenant_id, created_at). With created_at leading it has to walk every tenant's rows in the time range.",
    gold_wrong="ON audit_log (created_at, tenant_id);", gold_right="ON audit_log (tenant_id, created_at);",
    r_query="Index for: SELECT id, amount FROM payments WHERE merchant_id = $1 AND paid_at BETWEEN $2 AND $3",
    r_output=T(r"""
Index both filter columns and include `amount`, so it can be an index-only scan:

```sql
CREATE INDEX CONCURRENTLY ix_payments_paid_at_merchant
    ON payments (paid_at, merchant_id) INCLUDE (amount);
```

After creating it, run `VACUUM (ANALYZE) payments;` so the visibility map is current; otherwise the index-only scan still visits the heap for most rows.
"""),
    contains=[r"re:\(\s*merchant_id\s*,\s*paid_at\s*\)"], absent=[r"re:\(\s*paid_at\s*,\s*merchant_id\s*\)"],
    fix=[("(paid_at, merchant_id)", "(merchant_id, paid_at)")],
    c_query="Do I still need a separate index for WHERE merchant_id = $1 if there's one on (merchant_id, paid_at)?",
    c_output=T(r"""
No. A B-tree on `(merchant_id, paid_at)` is sorted by `merchant_id` first, so it serves:

- `WHERE merchant_id = $1`
- `WHERE merchant_id = $1 AND paid_at >= $2`
- `WHERE merchant_id = $1 ORDER BY paid_at DESC LIMIT 20`

It doesn't help much with `WHERE paid_at >= $2` on its own; that needs an index that starts with `paid_at`. A standalone index on `merchant_id` only adds write cost, so if one exists, check `idx_scan` in `pg_stat_user_indexes` and drop it.
"""),
)

add(
    id="d22-024", topic="indexes-plans", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    t_query="I want to see why `DELETE FROM sessions WHERE expires_at < now() - interval '30 days'` is slow on prod. Is it safe to check the plan?",
    t_output=T(r"""
Yes, run it with timing:

```sql
EXPLAIN (ANALYZE, BUFFERS)
DELETE FROM sessions WHERE expires_at < now() - interval '30 days';
```

EXPLAIN ANALYZE only plans and times the statement, it doesn't actually delete anything, so this is safe on production. Look for a Seq Scan on `sessions`, and for time spent in triggers or in foreign-key checks from tables that reference `sessions`.
"""),
    message="careful, EXPLAIN ANALYZE actually executes the statement — that would delete the rows. wrap it in BEGIN; ... ROLLBACK; or use plain EXPLAIN",
    gold_wrong="EXPLAIN ANALYZE only plans and times the statement, it doesn't actually delete anything, so this is safe on production.",
    gold_right="EXPLAIN ANALYZE really executes the DELETE, so on production run it inside `BEGIN; ... ROLLBACK;`.",
    r_query="How do I profile this UPDATE on prod: UPDATE accounts SET tier = 'gold' WHERE lifetime_spend_cents > 500000?",
    r_output=T(r"""
Get the actual plan with row counts and buffer usage:

```sql
EXPLAIN (ANALYZE, BUFFERS, VERBOSE)
UPDATE accounts SET tier = 'gold' WHERE lifetime_spend_cents > 500000;
```

Nothing is written, since ANALYZE here only measures the plan, so you can run it as many times as you like. Compare estimated and actual rows on the scan node; a big mismatch usually means stale statistics on `lifetime_spend_cents`.
"""),
    contains=[r"re:(?i)ROLLBACK|plain EXPLAIN|without ANALYZE"],
    absent=[r"re:(?i)nothing is written|only (measures|plans)|doesn't actually|does not actually|as many times as you like"],
    fix=[("Get the actual plan with row counts and buffer usage:\n\n```sql\n",
          "EXPLAIN ANALYZE really runs the UPDATE, so wrap it in a transaction and roll it back:\n\n```sql\nBEGIN;\n"),
         ("WHERE lifetime_spend_cents > 500000;\n```", "WHERE lifetime_spend_cents > 500000;\nROLLBACK;\n```"),
         ("Nothing is written, since ANALYZE here only measures the plan, so you can run it as many times as you like. ", "")],
    c_query="Can I EXPLAIN ANALYZE the signups dashboard query on prod?",
    c_output=T(r"""
That's fine for a read-only query. EXPLAIN ANALYZE does run the SELECT, so it costs what the query costs, but a plain SELECT modifies nothing:

```sql
EXPLAIN (ANALYZE, BUFFERS)
SELECT date_trunc('day', created_at) AS day, count(*)
FROM signups
WHERE created_at >= now() - interval '90 days'
GROUP BY 1 ORDER BY 1;
```

If it takes minutes, run `SET statement_timeout = '60s';` first so a bad plan can't hog the primary.
"""),
    lookalike="EXPLAIN (ANALYZE, BUFFERS)",
)

add(
    id="d22-025", topic="team-facts", difficulty="literal", variation="reworded", control_kind="lookalike",
    t_query="How long do we keep prod Postgres backups? I'm writing the DR runbook.",
    t_output=T(r"""
Draft for the runbook section:

> **Retention.** Nightly `pg_dump` archives of the prod clusters are written to `s3://acme-db-backups-eu/prod/` and kept for 30 days; the bucket's lifecycle rule deletes older objects. WAL archives from pgBackRest follow the same window, so point-in-time recovery works anywhere inside the retention period.
>
> **Restore test.** Once a month the on-call restores the latest dump into `pg-scratch-01` and runs the row-count checks in `ops/restore-check.sql`.

If the runbook also covers staging, give its window separately; staging has its own lifecycle rule.
"""),
    message="prod retention is 35 days, not 30. that's the number in the compliance doc, please don't round it",
    gold_wrong="kept for 30 days", gold_right="kept for 35 days",
    wrong="30 days",
    r_query="A customer asks whether we can restore their data from six weeks ago on prod. Can we?",
    r_output=T(r"""
Unfortunately not. Prod backups (the nightly dumps and the WAL archive) are retained for 30 days, so anything older has already been removed by the lifecycle rule. Six weeks is 42 days back, outside the window.

What we can offer instead:
- a restore to any point in the last 30 days on prod,
- the monthly export in the customer's data-warehouse share, if they have that add-on.
"""),
    contains=["35 days"], absent=[r"re:(?i)prod[^\n]*\b30 days|\b30 days[^\n]*prod"],
    fix=[("retained for 30 days", "retained for 35 days"), ("last 30 days on prod", "last 35 days on prod")],
    c_query="And how long are staging backups kept?",
    c_output=T(r"""
Staging is on its own lifecycle rule: the nightly dumps under `s3://acme-db-backups-eu/staging/` expire after 30 days, and there's no WAL archiving, so you can only go back to a nightly snapshot, not to an arbitrary point in time.

```bash
aws s3api get-bucket-lifecycle-configuration --bucket acme-db-backups-eu \
  --query "Rules[?Filter.Prefix=='staging/'].Expiration.Days"
```

That should print `[30]`. If someone needs a staging dump for longer, copy it to `s3://acme-scratch-eu/`, where it stays until deleted.
"""),
    lookalike="30 days",
)

add(
    id="d22-026", topic="team-facts", difficulty="literal", variation="code_block", control_kind="already_correct",
    t_query="Give the BI tool read access to everything in the sales schema, including tables created later.",
    t_output=T(r"""
Two parts: existing tables, and default privileges for future ones.

```sql
GRANT USAGE ON SCHEMA sales TO readonly;
GRANT SELECT ON ALL TABLES IN SCHEMA sales TO readonly;
ALTER DEFAULT PRIVILEGES FOR ROLE etl_owner IN SCHEMA sales
    GRANT SELECT ON TABLES TO readonly;
```

`FOR ROLE etl_owner` matters: default privileges only apply to objects created by that role, and the nightly loads create their tables as `etl_owner`.
"""),
    message="our read-only role is reporting_ro",
    gold_wrong="TO readonly;", gold_right="TO reporting_ro;",
    wrong="TO readonly",
    r_query="Also let the BI tool read the marketing schema, including the sequences' current values.",
    r_output=T(r"""
```sql
GRANT USAGE ON SCHEMA marketing TO readonly;
GRANT SELECT ON ALL TABLES IN SCHEMA marketing TO readonly;
GRANT SELECT ON ALL SEQUENCES IN SCHEMA marketing TO readonly;
ALTER DEFAULT PRIVILEGES FOR ROLE etl_owner IN SCHEMA marketing
    GRANT SELECT ON TABLES TO readonly;
```

`SELECT` on a sequence is enough to read `last_value`; it doesn't let the role call `nextval`.
"""),
    contains=["TO reporting_ro"], absent=[r"re:TO readonly\b"],
    fix=[("TO readonly", "TO reporting_ro")],
    c_query="How can I check what the BI role can actually read in the sales schema?",
    c_output=T(r"""
Ask the catalog from that role's point of view:

```sql
SELECT table_name, privilege_type
FROM information_schema.role_table_grants
WHERE grantee = 'reporting_ro' AND table_schema = 'sales'
ORDER BY table_name;
```

For tables created later, check the default privileges with `\ddp sales`; the access column should show `reporting_ro=r/etl_owner`. For a single table, `SELECT has_table_privilege('reporting_ro', 'sales.orders', 'SELECT');` answers it directly.
"""),
    control_has=["reporting_ro"],
)

add(
    id="d22-027", topic="team-facts", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    t_query="Query: accounts created this week, with their plan.",
    t_output=T(r"""
```sql
SELECT a.id, a.name, p.code AS plan, a.created_at
FROM public.accounts a
JOIN public.plans p ON p.id = a.plan_id
WHERE a.created_at >= date_trunc('week', now())
ORDER BY a.created_at DESC;
```

`date_trunc('week', ...)` starts weeks on Monday, which matches how the sales dashboard counts them.
"""),
    message="Nothing of ours lives in public, the app tables are all in the `core` schema.",
    gold_wrong="FROM public.accounts a\nJOIN public.plans p", gold_right="FROM core.accounts a\nJOIN core.plans p",
    r_query="SQL for subscriptions cancelled last month, with the organization name.",
    r_output=T(r"""
```sql
SELECT s.id, o.name AS organization, s.cancelled_at, s.cancel_reason
FROM public.subscriptions s
JOIN public.organizations o ON o.id = s.organization_id
WHERE s.cancelled_at >= date_trunc('month', now()) - interval '1 month'
  AND s.cancelled_at <  date_trunc('month', now())
ORDER BY s.cancelled_at;
```

The half-open range counts a cancellation at exactly midnight on the 1st in one month only.
"""),
    contains=["core.subscriptions", "core.organizations"], absent=[r"re:\bpublic\.(subscriptions|organizations)\b"],
    fix=[("public.subscriptions", "core.subscriptions"), ("public.organizations", "core.organizations")],
    c_query="Harden the new database: nobody except the owner should be able to create objects in public.",
    c_output=T(r"""
PG 15 does this by default for newly created databases, but this one was created on an older version and upgraded in place, so do it explicitly:

```sql
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON DATABASE acme FROM PUBLIC;
GRANT CONNECT ON DATABASE acme TO app_rw, reporting_ro;
```

The first `public` is the schema; `PUBLIC` in capitals is the pseudo-role meaning every role. The app's objects live in `core`, so nothing breaks.
"""),
    lookalike="ON SCHEMA public",
)

add(
    id="d22-028", topic="team-facts", difficulty="literal", variation="code_block", control_kind="unrelated",
    t_query="A Go service needs to read from the orders MySQL replica. What's the DSN?",
    t_output=T(r"""
With `go-sql-driver/mysql`:

```go
dsn := fmt.Sprintf("%s:%s@tcp(mysql-orders-replica.acme.internal:3306)/orders?parseTime=true&loc=UTC&readTimeout=30s",
    os.Getenv("ORDERS_DB_USER"), os.Getenv("ORDERS_DB_PASSWORD"))
db, err := sql.Open("mysql", dsn)
if err != nil {
    return fmt.Errorf("open replica: %w", err)
}
db.SetMaxOpenConns(10)
db.SetConnMaxLifetime(5 * time.Minute)
```

`parseTime=true` makes DATETIME columns scan into `time.Time`.
"""),
    message="mysql-orders-replica doesn't resolve — the replica is mysql-orders-ro.acme.internal",
    gold_wrong="mysql-orders-replica.acme.internal", gold_right="mysql-orders-ro.acme.internal",
    r_query="Point the Grafana MySQL datasource at the orders replica with a provisioning file.",
    r_output=T(r"""
```yaml
apiVersion: 1
datasources:
  - name: orders-replica
    type: mysql
    url: mysql-orders-replica.acme.internal:3306
    user: grafana_ro
    jsonData:
      database: orders
      maxOpenConns: 5
    secureJsonData:
      password: ${ORDERS_GRAFANA_PASSWORD}
```

Put it in `/etc/grafana/provisioning/datasources/orders.yaml`; Grafana reads it at startup.
"""),
    contains=["mysql-orders-ro.acme.internal"], absent=["mysql-orders-replica"],
    fix=[("mysql-orders-replica.acme.internal", "mysql-orders-ro.acme.internal")],
    c_query="CSS: center a div horizontally and vertically on a full-height page.",
    c_output=T(r"""
```css
html, body {
  height: 100%;
  margin: 0;
}

body {
  display: flex;
  align-items: center;     /* vertical */
  justify-content: center; /* horizontal */
}
```

Any single child of `body` ends up centered both ways. With CSS grid it's even shorter: `display: grid; place-items: center;`.
"""),
)

add(
    id="d22-029", topic="migrations", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    t_query="I renamed Customer.fullname to display_name in the SQLAlchemy model. How do I get the migration?",
    t_output=T(r"""
Let autogenerate produce it:

```bash
alembic revision --autogenerate -m "rename customers.fullname to display_name"
alembic upgrade head
```

Autogenerate compares the models with the live schema and will detect the rename, emitting an `op.alter_column(... new_column_name=...)` for you. Open the generated file anyway and check that `downgrade()` renames it back.
"""),
    message="Autogenerate can't see renames. It'll generate drop_column(fullname) + add_column(display_name) and we'd lose the data; the alter_column(..., new_column_name='display_name') has to be written by hand.",
    gold_wrong="will detect the rename, emitting an `op.alter_column(... new_column_name=...)` for you",
    gold_right="can't detect renames: it emits `drop_column` + `add_column`, so replace those with `op.alter_column('customers', 'fullname', new_column_name='display_name')` by hand",
    r_query="Renamed Invoice.due to due_on in the models. What's the quickest way to migrate?",
    r_output=T(r"""
Quickest is:

```bash
alembic revision --autogenerate -m "invoices: due -> due_on"
```

Alembic will pick up the rename from the model diff, so the generated `upgrade()` already contains the right `alter_column`. Apply it with `alembic upgrade head` and you're done; the data in the column stays where it is.
"""),
    contains=["new_column_name"],
    absent=[r"re:(?i)(pick up|detect|handle)s? the rename", r"re:(?i)already contains the right"],
    fix=[("Alembic will pick up the rename from the model diff, so the generated `upgrade()` already contains the right `alter_column`.",
          "Autogenerate can't see renames and will emit `drop_column('invoices', 'due')` plus an `add_column` for `due_on`; replace both with `op.alter_column('invoices', 'due', new_column_name='due_on')` before applying.")],
    c_query="Added a new RefundReason model with a foreign key from Refund. Migration?",
    c_output=T(r"""
That's a case autogenerate handles well:

```bash
alembic revision --autogenerate -m "add refund_reasons"
```

It will pick up the new `refund_reasons` table, the `refunds.reason_id` column and the foreign key between them. Check two things in the generated file before `alembic upgrade head`: that the new column is `nullable=True` (existing refunds have no reason yet), and that the foreign key has an explicit name, or `downgrade()` can't drop it by name later.
"""),
    lookalike="alembic revision --autogenerate",
)

add(
    id="d22-030", topic="migrations", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    t_query="Add a Flyway migration that creates the refunds table. The last one is V6__add_invoice_notes.sql.",
    t_output=T(r"""
Create `src/main/resources/db/migration/V7_add_refunds.sql`:

```sql
CREATE TABLE refunds (
    id           BIGSERIAL PRIMARY KEY,
    payment_id   BIGINT NOT NULL REFERENCES payments (id),
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    reason       TEXT,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ix_refunds_payment_id ON refunds (payment_id);
```

Flyway applies it on the next application start.
"""),
    message="Flyway needs two underscores between version and description: V7__add_refunds.sql. With one underscore the file just isn't picked up and nobody notices.",
    gold_wrong="V7_add_refunds.sql", gold_right="V7__add_refunds.sql",
    r_query="Next migration: backfill refunds.reason with 'unknown' where it's null.",
    r_output=T(r"""
New file `src/main/resources/db/migration/V8_backfill_refund_reason.sql`:

```sql
UPDATE refunds SET reason = 'unknown' WHERE reason IS NULL;
ALTER TABLE refunds ALTER COLUMN reason SET NOT NULL;
```

The refunds table is still small, so a single UPDATE is fine; on a big table you'd batch it by id range in a Java migration instead.
"""),
    contains=["V8__backfill_refund_reason.sql"], absent=[r"re:\bV8_[a-z]"],
    fix=[("V8_backfill", "V8__backfill")],
    c_query="We need a hotfix migration between V7 and V8 on the release branch. How do I number it?",
    c_output=T(r"""
Flyway versions can have parts separated by underscores or dots, so slot it in as 7.1:

```
src/main/resources/db/migration/V7_1__hotfix_refund_currency.sql
```

`V7_1` is read as version 7.1, which sorts after 7 and before 8. Environments that already applied V8 will see 7.1 as out of order; either run those once with `outOfOrder=true`, or keep the hotfix off main and re-add it there as V9.
"""),
    lookalike="V7_1",
)

# ---------------------------------------------------------------------------
# d22-031 .. d22-040
# ---------------------------------------------------------------------------

add(
    id="d22-031", topic="migrations", difficulty="literal", variation="other", control_kind="same_topic",
    t_query="Migration to add archived_at to projects.",
    t_output=T(r"""
```ruby
class AddArchivedAtToProjects < ActiveRecord::Migration[7.1]
  def change
    add_column :projects, :archived_at, :datetime
    add_index :projects, :account_id, where: "archived_at IS NULL",
              name: "index_projects_active_by_account"
  end
end
```

The partial index keeps the "active projects for this account" lookups small, since almost every query filters on `archived_at IS NULL`.
"""),
    message="We're still on Rails 6.1, so Migration[7.1] raises 'Unknown migration version'. Use [6.1].",
    gold_wrong="ActiveRecord::Migration[7.1]", gold_right="ActiveRecord::Migration[6.1]",
    wrong="Migration[7.1]",
    r_query="Give me the migration file for a `tags` jsonb column on projects with a GIN index.",
    r_output=T(r"""
`bin/rails g migration AddTagsToProjects tags:jsonb` gives you the skeleton; fill it in like this:

```ruby
class AddTagsToProjects < ActiveRecord::Migration[7.1]
  disable_ddl_transaction!

  def change
    add_column :projects, :tags, :jsonb, null: false, default: []
    add_index :projects, :tags, using: :gin, algorithm: :concurrently
  end
end
```

`algorithm: :concurrently` needs `disable_ddl_transaction!`; without it Postgres refuses to build the index inside the migration's transaction.
"""),
    contains=["Migration[6.1]"], absent=["Migration[7.1]"],
    fix=[("Migration[7.1]", "Migration[6.1]")],
    c_query="How do I see which migrations haven't run yet on my local DB?",
    c_output=T(r"""
```bash
bin/rails db:migrate:status
```

You get one line per migration file:

```
 Status   Migration ID    Migration Name
--------------------------------------------------
   up     20240522081500  Add archived at to projects
  down    20240611093012  Add tags to projects
```

Anything marked `down` hasn't been applied; `bin/rails db:migrate` runs them in order.
"""),
)

add(
    id="d22-032", topic="sqlite", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    t_query="The desktop app's SQLite DB declares foreign keys, but deletes don't cascade. How do I turn enforcement on?",
    t_output=T(r"""
SQLite ships with foreign key enforcement off. Turn it on once in your schema migration:

```sql
PRAGMA foreign_keys = ON;
```

The setting is saved in the database file, so every later connection enforces `ON DELETE CASCADE` and the other constraints. You can verify it with `PRAGMA foreign_keys;`, which returns 1.
"""),
    message="foreign_keys isn't persisted, it's per connection and resets to off every time the db is opened. It has to be run right after each connect.",
    gold_wrong="The setting is saved in the database file, so every later connection enforces",
    gold_right="The setting only lasts for the current connection, so run it right after every connect to enforce",
    r_query="Our Python sync tool opens the same SQLite file with sqlite3. Where should the FK pragma go?",
    r_output=T(r"""
If the desktop app's migration already ran the pragma, you don't need anything in the sync tool:

```python
conn = sqlite3.connect(db_path)
conn.execute("DELETE FROM notebooks WHERE id = ?", (notebook_id,))
conn.commit()
```

`PRAGMA foreign_keys = ON` is stored with the database once it's been executed, so the cascade from `notebooks` to `notes` happens here too.
"""),
    contains=[r"""re:(?i)execute(script)?\(\s*["']PRAGMA foreign_keys\s*=\s*(ON|1)"""],
    absent=[r"re:(?i)foreign_keys[^\n]*(stored with|saved in|persist)", r"re:(?i)don't need anything"],
    fix=[("If the desktop app's migration already ran the pragma, you don't need anything in the sync tool:",
          "Run it on every connection the sync tool opens:"),
         ("conn = sqlite3.connect(db_path)\n", "conn = sqlite3.connect(db_path)\nconn.execute(\"PRAGMA foreign_keys = ON\")\n"),
         ("`PRAGMA foreign_keys = ON` is stored with the database once it's been executed, so the cascade",
          "The pragma only applies to the connection that ran it; with it set, the cascade")],
    c_query="I also want WAL mode on that SQLite file so the sync tool can read while the app writes. Is that per connection too?",
    c_output=T(r"""
No, journal mode is different: WAL is persistent. Once any connection runs

```sql
PRAGMA journal_mode = WAL;
```

the mode is stored in the database file and every later connection opens it in WAL mode, so doing it once in the app's migration is enough. Two caveats: the `-wal` and `-shm` files must live next to the database (no network shares), and `PRAGMA synchronous = NORMAL` is per connection, so set it on each open if you want it.
"""),
    lookalike="stored in the database file",
)

add(
    id="d22-033", topic="postgres-ops", difficulty="semantic", variation="reworded", control_kind="lookalike",
    t_query="The events table is 180 GB but only about 40 GB is live rows after we purged old data. How do I reclaim the space on prod?",
    t_output=T(r"""
Run a full vacuum on it:

```sql
VACUUM (FULL, VERBOSE, ANALYZE) events;
```

VACUUM FULL rewrites the table into a new file and returns the freed space to the OS. It works online, so the app can keep reading and writing `events` while it runs; it just takes a while for 40 GB of live data, plus the time to rebuild the indexes.
"""),
    message="That's not online at all: VACUUM FULL holds an ACCESS EXCLUSIVE lock for the whole rewrite, so every read and write on events would queue behind it. On prod we use pg_repack.",
    gold_wrong="It works online, so the app can keep reading and writing `events` while it runs",
    gold_right="It holds an ACCESS EXCLUSIVE lock for the whole rewrite, so on prod use `pg_repack` instead, which only locks briefly at the start and end",
    r_query="audit_trail went from 90 GB to 15 GB of live data after the purge. Can I get the disk back without downtime?",
    r_output=T(r"""
Autovacuum won't hand the space back to the OS; it only marks it reusable. To actually shrink the file:

```sql
VACUUM FULL audit_trail;
```

You can do that during business hours: the table stays available for queries and inserts during the rewrite, and the new file only contains the 15 GB of live rows. Make sure the disk has room for that copy while it runs.
"""),
    contains=[r"re:(?i)pg_repack|ACCESS EXCLUSIVE"],
    absent=[r"re:(?i)stays available|during business hours|keep reading and writing|without (blocking|downtime)"],
    fix=[("```sql\nVACUUM FULL audit_trail;\n```", "```bash\npg_repack -h pg-main-01.db.internal -d app --table audit_trail\n```"),
         ("You can do that during business hours: the table stays available for queries and inserts during the rewrite, and the new file only contains",
          "VACUUM FULL would hold an ACCESS EXCLUSIVE lock for the whole rewrite; pg_repack only locks briefly at the start and end, and the new copy only contains")],
    c_query="Does a regular VACUUM on events block the app?",
    c_output=T(r"""
No. A plain `VACUUM` (without FULL) takes a SHARE UPDATE EXCLUSIVE lock, which only conflicts with other vacuums, index builds and some `ALTER TABLE` forms, so normal SELECT/INSERT/UPDATE/DELETE keep working while it runs:

```sql
VACUUM (VERBOSE, ANALYZE) events;
```

It marks dead tuples as reusable and updates the visibility map, but it generally won't shrink the file on disk, apart from empty pages at the very end of the table.
"""),
    lookalike="VACUUM (VERBOSE, ANALYZE) events;",
)

MERGE_034 = T(r"""
MERGE INTO inventory_levels il
USING (SELECT $1::text AS sku, $2::int AS warehouse_id, $3::int AS delta) d
   ON il.sku = d.sku AND il.warehouse_id = d.warehouse_id
WHEN MATCHED THEN
    UPDATE SET qty = il.qty + d.delta
WHEN NOT MATCHED THEN
    INSERT (sku, warehouse_id, qty) VALUES (d.sku, d.warehouse_id, d.delta);
""")

add(
    id="d22-034", topic="sql", difficulty="paraphrase", variation="equivalent_construct", control_kind="already_correct",
    t_query="Upsert daily usage counters: if (account_id, day) exists add to it, otherwise insert.",
    t_output=T(r"""
```sql
MERGE INTO usage_daily AS u
USING (VALUES ($1::bigint, $2::date, $3::int)) AS v(account_id, day, calls)
    ON u.account_id = v.account_id AND u.day = v.day
WHEN MATCHED THEN
    UPDATE SET calls = u.calls + v.calls
WHEN NOT MATCHED THEN
    INSERT (account_id, day, calls) VALUES (v.account_id, v.day, v.calls);
```

Keep the unique index on `(account_id, day)` in place; it's what guarantees one row per account and day.
"""),
    message="MERGE only arrived in Postgres 15 and we're on 14. Use INSERT ... ON CONFLICT (account_id, day) DO UPDATE, which also handles two concurrent inserts, MERGE doesn't.",
    gold_wrong="MERGE INTO usage_daily AS u\nUSING (VALUES ($1::bigint, $2::date, $3::int)) AS v(account_id, day, calls)\n    ON u.account_id = v.account_id AND u.day = v.day\nWHEN MATCHED THEN\n    UPDATE SET calls = u.calls + v.calls\nWHEN NOT MATCHED THEN\n    INSERT (account_id, day, calls) VALUES (v.account_id, v.day, v.calls);",
    gold_right="INSERT INTO usage_daily AS u (account_id, day, calls)\nVALUES ($1, $2, $3)\nON CONFLICT (account_id, day) DO UPDATE\n    SET calls = u.calls + EXCLUDED.calls;",
    r_query="Keep a running total in inventory_levels(sku, warehouse_id, qty): add the delta, create the row if it's missing.",
    r_output="```sql\n" + MERGE_034 + "\n```\n\n" + T(r"""
Negative deltas work the same way, so stock reservations and restocks can share this statement. Run it inside the same transaction as the order write so the two can't drift apart.
"""),
    contains=[r"re:(?i)ON CONFLICT\s*\(\s*sku\s*,\s*warehouse_id\s*\)\s*DO UPDATE"], absent=[r"re:(?i)\bMERGE\s+INTO\b"],
    fix=[(MERGE_034, "INSERT INTO inventory_levels AS il (sku, warehouse_id, qty)\nVALUES ($1, $2, $3)\nON CONFLICT (sku, warehouse_id) DO UPDATE\n    SET qty = il.qty + EXCLUDED.qty;")],
    c_query="Keep the latest known price per product in product_prices(product_id, price_cents, seen_at), ignoring older observations.",
    c_output=T(r"""
```sql
INSERT INTO product_prices AS pp (product_id, price_cents, seen_at)
VALUES ($1, $2, $3)
ON CONFLICT (product_id) DO UPDATE
    SET price_cents = EXCLUDED.price_cents,
        seen_at     = EXCLUDED.seen_at
    WHERE pp.seen_at < EXCLUDED.seen_at;
```

The `WHERE` on the update branch turns an older, out-of-order observation into a no-op instead of overwriting a newer price. `product_id` needs a unique index or primary key for `ON CONFLICT` to work.
"""),
    control_has=["ON CONFLICT (product_id) DO UPDATE"],
)

add(
    id="d22-035", topic="orm", difficulty="paraphrase", variation="equivalent_construct", control_kind="already_correct",
    t_query="Turn on JDBC batch inserts for Hibernate in our Spring Boot app (application.properties).",
    t_output=T(r"""
```properties
spring.jpa.properties.hibernate.batch_size=50
spring.jpa.properties.hibernate.order_inserts=true
spring.jpa.properties.hibernate.order_updates=true
```

`order_inserts` groups the statements by entity so consecutive inserts can share a batch. Batching is silently disabled for entities whose id uses `GenerationType.IDENTITY`; `OrderLine` uses a sequence, so it's fine.
"""),
    message="the property is hibernate.jdbc.batch_size. hibernate.batch_size doesn't exist and gets ignored without any warning",
    gold_wrong="spring.jpa.properties.hibernate.batch_size=50", gold_right="spring.jpa.properties.hibernate.jdbc.batch_size=50",
    r_query="The inventory service uses application.yml. Turn on batched inserts there too, batches of 100.",
    r_output=T(r"""
```yaml
spring:
  jpa:
    properties:
      hibernate:
        batch_size: 100
        order_inserts: true
        order_updates: true
        generate_statistics: false
```

To check that it works, temporarily set `generate_statistics: true` and look for the JDBC batch count in the session metrics that Hibernate logs after a bulk save.
"""),
    contains=[r"re:jdbc(\.|:\s*\n\s*)batch_size:\s*100"], absent=[r"re:hibernate:\s*\n\s*batch_size:"],
    fix=[("        batch_size: 100\n", "        jdbc:\n          batch_size: 100\n")],
    c_query="Batching doesn't seem to kick in for the billing service. Where is the batch size configured, and how do I confirm it's applied?",
    c_output=T(r"""
In `billing-service/src/main/resources/application.properties` it should look like this:

```properties
spring.jpa.properties.hibernate.jdbc.batch_size=30
spring.jpa.properties.hibernate.order_inserts=true
spring.datasource.url=jdbc:postgresql://pg-billing-01.internal:5432/billing?reWriteBatchedInserts=true
```

If the key is right and it still doesn't batch, check the id generator: entities with `GenerationType.IDENTITY` are never batched. To confirm, set `spring.jpa.properties.hibernate.generate_statistics=true` and look for a non-zero JDBC batch count in the session metrics after a bulk save.
"""),
    control_has=["hibernate.jdbc.batch_size"],
)

add(
    id="d22-036", topic="orm", difficulty="semantic", variation="equivalent_construct", control_kind="same_topic",
    t_query="EF Core: extend a subscription's end date by 30 days.",
    t_output=T(r"""
```csharp
public async Task ExtendAsync(Guid subscriptionId, CancellationToken ct)
{
    var sub = await _db.Subscriptions
        .AsNoTracking()
        .SingleAsync(s => s.Id == subscriptionId, ct);

    sub.EndsOn = sub.EndsOn.AddDays(30);
    await _db.SaveChangesAsync(ct);
}
```

`AsNoTracking()` skips the change-tracker snapshot, which makes the read cheaper; `SaveChangesAsync` then writes the new `EndsOn`.
"""),
    message="With AsNoTracking the context never sees the change, so SaveChangesAsync writes nothing. Drop it (or attach/Update the entity) when you're going to modify it.",
    gold_wrong="        .AsNoTracking()\n        .SingleAsync(s => s.Id == subscriptionId, ct);",
    gold_right="        .SingleAsync(s => s.Id == subscriptionId, ct);",
    r_query="Need a method to pause a subscription: Status = Paused, PausedAt = now.",
    r_output=T(r"""
Read it without tracking, since we only need one row, then save:

```csharp
public async Task PauseAsync(Guid id, CancellationToken ct)
{
    var sub = await _db.Subscriptions.AsNoTracking()
        .FirstAsync(s => s.Id == id, ct);
    sub.Status = SubscriptionStatus.Paused;
    sub.PausedAt = _clock.UtcNow;
    await _db.SaveChangesAsync(ct);
}
```

Both properties go out in one UPDATE when `SaveChangesAsync` runs.
"""),
    contains=[r"re:Subscriptions\s*\.(First|Single|Where|Find)|\.Update\(\s*sub\s*\)|\.Attach\(\s*sub\s*\)"],
    absent=[r"re:(?i)read it without tracking"],
    fix=[("Read it without tracking, since we only need one row, then save:", "Load it tracked so the change tracker sees the edits, then save:"),
         ("_db.Subscriptions.AsNoTracking()\n        .FirstAsync", "_db.Subscriptions\n        .FirstAsync")],
    c_query="EF Core: pause every active subscription of a suspended account in one statement.",
    c_output=T(r"""
```csharp
var now = _clock.UtcNow;
var paused = await _db.Subscriptions
    .Where(s => s.AccountId == accountId && s.Status == SubscriptionStatus.Active)
    .ExecuteUpdateAsync(u => u
        .SetProperty(s => s.Status, SubscriptionStatus.Paused)
        .SetProperty(s => s.PausedAt, now), ct);
```

`ExecuteUpdateAsync` (EF Core 7+) sends a single UPDATE straight to the database and returns the number of rows. It bypasses the change tracker, so entities already loaded in this context keep their old values, and `SaveChanges` interceptors don't run.
"""),
)

add(
    id="d22-037", topic="sql", difficulty="literal", variation="casing", control_kind="already_correct",
    t_query="Table for webhook deliveries: id, endpoint_id, payload jsonb, status, attempted_at, created_at.",
    t_output=T(r"""
```sql
create table webhook_deliveries (
    id           bigint generated always as identity primary key,
    endpoint_id  bigint not null references webhook_endpoints (id),
    payload      jsonb not null,
    status       text not null check (status in ('pending', 'delivered', 'failed')),
    attempted_at timestamp,
    created_at   timestamp not null default now()
);
create index on webhook_deliveries (endpoint_id, created_at);
```

The index serves the delivery history page for one endpoint, newest first.
"""),
    message="all our timestamp columns are timestamptz — squawk fails CI on plain timestamp",
    gold_wrong="attempted_at timestamp,\n    created_at   timestamp not null",
    gold_right="attempted_at timestamptz,\n    created_at   timestamptz not null",
    wrong="timestamp not null",
    r_query="DDL for an email_events table: message_id, event_type, occurred_at, received_at.",
    r_output=T(r"""
```sql
CREATE TABLE email_events (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    message_id  TEXT NOT NULL,
    event_type  TEXT NOT NULL,
    occurred_at TIMESTAMP NOT NULL,
    received_at TIMESTAMP NOT NULL DEFAULT now()
);
CREATE INDEX ON email_events (message_id);
```

`occurred_at` comes from the provider's payload and `received_at` from us; keeping both makes delayed webhooks easy to spot.
"""),
    contains=[r"re:(?i)occurred_at\s+(timestamptz|timestamp with time zone)", r"re:(?i)received_at\s+(timestamptz|timestamp with time zone)"],
    absent=[r"re:(?i)\btimestamp\s+(not null|null|default)"],
    fix=[("TIMESTAMP NOT NULL", "TIMESTAMPTZ NOT NULL")],
    c_query="Add soft deletes to webhook_endpoints.",
    c_output=T(r"""
```sql
ALTER TABLE webhook_endpoints ADD COLUMN deleted_at timestamptz;

CREATE UNIQUE INDEX CONCURRENTLY webhook_endpoints_url_live_key
    ON webhook_endpoints (url)
    WHERE deleted_at IS NULL;
```

The partial unique index lets a URL be registered again after the old endpoint was soft-deleted. Adding a nullable column without a default doesn't rewrite the table, so the ALTER is instant; the index build is the only slow part.
"""),
    control_has=["deleted_at timestamptz"],
)

add(
    id="d22-038", topic="team-facts", difficulty="literal", variation="code_block", control_kind="already_correct",
    t_query="Where should the nightly pg_dump upload to? I'm writing the backup script.",
    t_output=T(r"""
Upload straight from the dump directory once the dump finishes:

```bash
aws s3 cp "/backups/orders/orders-$(date +%F).dump" \
  "s3://acme-backups/postgres/orders/" \
  --storage-class STANDARD_IA --sse aws:kms
```

`STANDARD_IA` is cheaper for files you rarely read, and `--sse aws:kms` uses the account's default KMS key. Exit non-zero if the upload fails so the cron wrapper alerts.
"""),
    message="wrong bucket: db backups go to acme-db-backups-eu (EU data residency), under prod/",
    gold_wrong="s3://acme-backups/postgres/orders/", gold_right="s3://acme-db-backups-eu/prod/orders/",
    wrong="s3://acme-backups/",
    r_query="Same for the invoices DB dump: the script line that pushes it to S3?",
    r_output=T(r"""
```bash
aws s3 cp "/backups/invoices/invoices-$(date +%F).dump" \
  s3://acme-backups/postgres/invoices/ \
  --storage-class STANDARD_IA --sse aws:kms --only-show-errors
```

`--only-show-errors` keeps the cron mail quiet unless something goes wrong.
"""),
    contains=["s3://acme-db-backups-eu/"], absent=["s3://acme-backups/"],
    fix=[("s3://acme-backups/postgres/invoices/", "s3://acme-db-backups-eu/prod/invoices/")],
    c_query="List this week's orders dumps in the backup bucket.",
    c_output=T(r"""
```bash
aws s3 ls s3://acme-db-backups-eu/prod/orders/ \
  | awk -v since="$(date -d '7 days ago' +%F)" '$1 >= since'
```

`aws s3 ls` prints the upload date in the first column as YYYY-MM-DD, so a string comparison is enough to filter. Add `--human-readable --summarize` to see sizes and a total at the end.
"""),
    control_has=["s3://acme-db-backups-eu/prod/orders/"],
)

add(
    id="d22-039", topic="replication", difficulty="literal", variation="casing", control_kind="same_topic",
    t_query="How do I check replication lag on the MySQL replica?",
    t_output=T(r"""
On the replica:

```sql
SHOW SLAVE STATUS\G
```

Check `Slave_IO_Running` and `Slave_SQL_Running` (both should say `Yes`) and `Seconds_Behind_Master` for the lag. `Last_SQL_Error` shows why the applier stopped, if it did.
"""),
    message="MySQL 8.4 here, SHOW SLAVE STATUS was removed. It's SHOW REPLICA STATUS now and the lag column is Seconds_Behind_Source.",
    gold_wrong="SHOW SLAVE STATUS\\G", gold_right="SHOW REPLICA STATUS\\G",
    wrong="SHOW SLAVE STATUS",
    r_query="quick one-liner from bash to get the lag number from mysql-crm-replica",
    r_output=T(r"""
```bash
mysql -h mysql-crm-replica.internal -u monitor -e 'show slave status\G' \
  | awk '/Seconds_Behind_Master/ {print $2}'
```

It prints `NULL` when the SQL thread isn't running, so treat anything non-numeric as an alert rather than "0 seconds behind". For dashboards, mysqld_exporter already exposes the same value as a metric.
"""),
    contains=[r"re:(?i)show replica status", "Seconds_Behind_Source"],
    absent=[r"re:(?i)show slave status", "Seconds_Behind_Master"],
    fix=[("show slave status", "show replica status"), ("Seconds_Behind_Master", "Seconds_Behind_Source")],
    c_query="How long does the MySQL primary keep binary logs, and how do I change it to 7 days?",
    c_output=T(r"""
```sql
SELECT @@binlog_expire_logs_seconds;      -- 2592000 = 30 days, the 8.x default
SET PERSIST binlog_expire_logs_seconds = 604800;
SHOW BINARY LOGS;
```

`SET PERSIST` applies it immediately and writes it to `mysqld-auto.cnf`, so it survives a restart. Before shortening it, make sure no replica lags by more than the new window and that your point-in-time recovery plan doesn't rely on older binlogs.
"""),
)

add(
    id="d22-040", topic="postgres-config", difficulty="literal", variation="code_block", control_kind="lookalike",
    t_query="Allow the new reporting subnet 10.42.8.0/24 to connect to the analytics DB with passwords.",
    t_output=T(r"""
Add a line to `pg_hba.conf` above any broader `reject` rules:

```
# TYPE  DATABASE   USER          ADDRESS          METHOD
hostssl analytics  reporting_ro  10.42.8.0/24     md5
```

Then reload so it takes effect (pg_hba changes don't need a restart):

```bash
sudo -u postgres psql -c 'SELECT pg_reload_conf();'
```
"""),
    message="Could you use scram-sha-256 instead? We moved every cluster off md5 last year and the audit flags any new md5 line in pg_hba.",
    gold_wrong="10.42.8.0/24     md5", gold_right="10.42.8.0/24     scram-sha-256",
    wrong="md5",
    r_query="The Airflow workers (10.42.12.0/23) need access to the analytics DB as airflow_etl.",
    r_output=T(r"""
```
# pg_hba.conf
hostssl analytics  airflow_etl   10.42.12.0/23    md5
```

Put it before the catch-all `hostssl all all 0.0.0.0/0 reject` line (pg_hba is first-match), then `SELECT pg_reload_conf();`. You can confirm the rule was parsed with:

```sql
SELECT line_number, database, user_name, address, auth_method
FROM pg_hba_file_rules WHERE 'airflow_etl' = ANY(user_name);
```
"""),
    contains=[r"re:10\.42\.12\.0/23\s+scram-sha-256"], absent=[r"re:(?m)\bmd5\s*$"],
    fix=[("10.42.12.0/23    md5", "10.42.12.0/23    scram-sha-256")],
    c_query="For the analytics export we need to pseudonymise emails but keep them joinable across exports. Quick SQL?",
    c_output=T(r"""
Hash them with a secret salt, so the value is stable across exports but can't be looked up in a precomputed table:

```sql
SELECT md5(:'salt' || lower(email)) AS email_key,
       country,
       signup_source
FROM core.customers;
```

Run it with `psql -v salt="$EXPORT_SALT" -f export.sql`. If you want something stronger than md5 here, `encode(digest(:'salt' || lower(email), 'sha256'), 'hex')` from pgcrypto works the same way.
"""),
    lookalike="md5(",
)

# ---------------------------------------------------------------------------
# d22-041 .. d22-050
# ---------------------------------------------------------------------------

add(
    id="d22-041", topic="orm", difficulty="literal", variation="other", control_kind="already_correct",
    t_query="Django settings for Postgres with credentials from environment variables.",
    t_output=T(r"""
```python
import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql_psycopg2",
        "NAME": os.environ["DB_NAME"],
        "USER": os.environ["DB_USER"],
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
        "PORT": os.environ.get("DB_PORT", "5432"),
    }
}
```

Use `os.environ[...]` rather than `.get` for the values that must be set, so a missing variable fails at startup instead of at the first query.
"""),
    message="postgresql_psycopg2 was removed back in Django 3.0 and we're on 4.2. The engine is django.db.backends.postgresql.",
    gold_wrong='"django.db.backends.postgresql_psycopg2"', gold_right='"django.db.backends.postgresql"',
    wrong="postgresql_psycopg2",
    r_query="The worker project uses dj-database-url. How do I set the engine explicitly with it?",
    r_output=T(r"""
`dj_database_url.parse` lets you override the backend:

```python
import os

import dj_database_url

DATABASES = {
    "default": dj_database_url.parse(
        os.environ["DATABASE_URL"],
        engine="django.db.backends.postgresql_psycopg2",
        conn_max_age=60,
        ssl_require=True,
    )
}
```

`conn_max_age=60` keeps connections open for a minute between tasks; set it to 0 if the worker goes through PgBouncer.
"""),
    contains=['"django.db.backends.postgresql"'], absent=["postgresql_psycopg2"],
    fix=[("postgresql_psycopg2", "postgresql")],
    c_query="Which Postgres driver package should the Django 4.2 project pin?",
    c_output=T(r"""
Django 4.2 works with either driver, and the backend name is the same for both:

```python
"ENGINE": "django.db.backends.postgresql",
```

- `psycopg[binary]>=3.1.8` (psycopg 3) is the better choice for new 4.2 projects; Django picks it up automatically when it's installed.
- `psycopg2-binary==2.9.9` still works if you have code that imports `psycopg2` directly.

For production images the psycopg docs recommend the builds against the system libpq (`psycopg[c]` or plain `psycopg2`) over the binary wheels.
"""),
    control_has=['"django.db.backends.postgresql"'],
)

add(
    id="d22-042", topic="orm", difficulty="literal", variation="code_block", control_kind="lookalike",
    t_query="Create the SQLAlchemy engine for the reports service from the DB host and credentials.",
    t_output=T(r"""
```python
from sqlalchemy import create_engine

engine = create_engine(
    "postgres://reports:{pw}@pg-reports-01.internal:5432/reports".format(pw=REPORTS_DB_PASSWORD),
    pool_size=5,
    max_overflow=5,
    pool_pre_ping=True,
)
```

`pool_pre_ping` checks each connection with a lightweight ping before handing it out, which avoids errors after the database or a proxy has dropped idle connections.
"""),
    message="SQLAlchemy 1.4+ no longer accepts the postgres:// scheme (NoSuchModuleError: Can't load plugin: sqlalchemy.dialects:postgres). It has to be postgresql://, or postgresql+psycopg:// for psycopg 3.",
    gold_wrong='"postgres://reports:', gold_right='"postgresql://reports:',
    wrong="postgres://",
    r_query="The reports service's Alembic env.py should build the URL itself instead of reading alembic.ini.",
    r_output=T(r"""
In `migrations/env.py`:

```python
import os

from sqlalchemy import create_engine, pool


def run_migrations_online():
    url = f"postgres://{os.environ['REPORTS_DB_USER']}:{os.environ['REPORTS_DB_PASSWORD']}@pg-reports-01.internal:5432/reports"
    connectable = create_engine(url, poolclass=pool.NullPool)
    with connectable.connect() as connection:
        context.configure(connection=connection, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()
```

`NullPool` is the usual choice for migrations: one short-lived connection and nothing left open afterwards.
"""),
    contains=[r're:"postgresql(\+\w+)?://\{'], absent=[r're:"postgres://\{'],
    fix=[('f"postgres://{', 'f"postgresql://{')],
    c_query="Heroku gives the reports staging app a DATABASE_URL. Do we need to do anything with it in the SQLAlchemy setup?",
    c_output=T(r"""
Yes: Heroku still hands out URLs in the old form, for example

```
DATABASE_URL=postgres://u8k2:secret@ec2-52-1-2-3.compute-1.amazonaws.com:5432/d9f0a1
```

That value is fine as far as Heroku and libpq are concerned, but SQLAlchemy wants the `postgresql` dialect name, so rewrite the scheme before creating the engine:

```python
url = os.environ["DATABASE_URL"].replace("postgres://", "postgresql://", 1)
engine = create_engine(url, pool_pre_ping=True)
```
"""),
    lookalike='.replace("postgres://", "postgresql://", 1)',
)

add(
    id="d22-043", topic="backup-restore", difficulty="paraphrase", variation="reordered_args", control_kind="lookalike",
    t_query="Dump just the billing schema from the main DB so I can load it somewhere else.",
    t_output=T(r"""
```bash
pg_dump -h pg-main-01.db.internal -U backup -d app \
  -s billing -Fc -f billing.dump
```

This writes a custom-format archive with everything in `billing`: tables, data, sequences and functions. Load it with `pg_restore -d target_db --no-owner billing.dump`, after creating what the schema depends on (extensions, roles referenced by grants) on the target.
"""),
    message="-s means schema-only (no data at all) and doesn't take a schema name. Picking the schema is -n billing.",
    gold_wrong="-s billing -Fc", gold_right="-n billing -Fc",
    r_query="I need the reporting schema from the warehouse db, with data, as a custom-format file.",
    r_output=T(r"""
```bash
pg_dump -Fc -f reporting.dump -s reporting \
  -h pg-wh-01.internal -U backup warehouse
```

The archive includes the tables in `reporting` and their rows; check it with `pg_restore -l reporting.dump | head` before copying it anywhere.
"""),
    contains=[r"re:(-n\s*|--schema[= ])reporting"], absent=[r"re:(^|\s)-s\s+reporting\b"],
    fix=[("-s reporting", "-n reporting")],
    c_query="I want to diff the table definitions of the billing schema between staging and prod, without data.",
    c_output=T(r"""
Dump only the DDL from both and diff the files:

```bash
pg_dump -s -n billing -h pg-main-01.db.internal -U backup app > prod-billing.sql
pg_dump -s -n billing -h pg-stg-01.internal.acme.io -U backup app > stg-billing.sql
diff -u stg-billing.sql prod-billing.sql | less
```

`-s` (schema-only) leaves the data out and `-n billing` restricts the dump to that schema. Expect some noise from ownership and grants if the roles differ; adding `--no-owner --no-privileges` to both commands removes those lines.
"""),
    lookalike="pg_dump -s -n billing",
)

add(
    id="d22-044", topic="orm", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    t_query="Prisma model for a Project with createdAt and updatedAt timestamps.",
    t_output=T(r"""
```prisma
model Project {
  id        String   @id @default(cuid())
  name      String
  ownerId   String
  owner     User     @relation(fields: [ownerId], references: [id])
  createdAt DateTime @default(now())
  updatedAt DateTime @default(now())

  @@index([ownerId])
}
```

Both timestamps are filled in by Prisma, so application code never has to set them.
"""),
    message="@default(now()) onyl fires on insert, so updatedAt would stay at the creation time forever. That field needs @updatedAt.",
    gold_wrong="updatedAt DateTime @default(now())", gold_right="updatedAt DateTime @updatedAt",
    r_query="Add a Comment model: body, authorId, projectId, and a lastEditedAt that tracks edits.",
    r_output=T(r"""
```prisma
model Comment {
  id           String   @id @default(cuid())
  body         String
  authorId     String
  projectId    String
  project      Project  @relation(fields: [projectId], references: [id], onDelete: Cascade)
  createdAt    DateTime @default(now())
  lastEditedAt DateTime @default(now())

  @@index([projectId, createdAt])
}
```

`onDelete: Cascade` removes a project's comments when the project is deleted.
"""),
    contains=[r"re:lastEditedAt\s+DateTime\??\s+@updatedAt"], absent=[r"re:lastEditedAt\s+DateTime\??\s+@default\(now\(\)\)"],
    fix=[("lastEditedAt DateTime @default(now())", "lastEditedAt DateTime @updatedAt")],
    c_query="Audit log model in Prisma: who did what, and when. Rows are never updated.",
    c_output=T(r"""
```prisma
model AuditEntry {
  id        BigInt   @id @default(autoincrement())
  actorId   String
  action    String
  target    String
  metadata  Json?
  at        DateTime @default(now())

  @@index([actorId, at])
}
```

No `@updatedAt` here: audit entries are append-only, so the insert time set by `@default(now())` is the only timestamp a row ever needs.
"""),
    lookalike="DateTime @default(now())",
)

add(
    id="d22-045", topic="orm", difficulty="semantic", variation="prose_claim", control_kind="unrelated",
    t_query="I removed the Nickname field from the GORM User struct. Will AutoMigrate drop the column?",
    t_output=T(r"""
Yes. On the next start:

```go
if err := db.AutoMigrate(&User{}); err != nil {
    log.Fatalf("automigrate: %v", err)
}
```

AutoMigrate compares the struct with the table and drops `nickname` because the field no longer exists, so the schema stays in sync with the code. Back up the column first if anything else reads it.
"""),
    message="No, AutoMigrate never drops columns, that's deliberate so it can't lose data. It only creates tables and adds missing columns/indexes; dropping needs db.Migrator().DropColumn(&User{}, \"Nickname\").",
    gold_wrong="AutoMigrate compares the struct with the table and drops `nickname` because the field no longer exists, so the schema stays in sync with the code.",
    gold_right="AutoMigrate never drops columns; remove it explicitly with `db.Migrator().DropColumn(&User{}, \"Nickname\")`.",
    r_query="We deleted LegacySKU from the Product model. Anything to do on the DB side?",
    r_output=T(r"""
Nothing manual: the existing startup call handles it.

```go
db.AutoMigrate(&Product{}, &Variant{}, &PriceRule{})
```

Because `LegacySKU` is gone from the struct, AutoMigrate removes the `legacy_sku` column on the next deploy. If a report still selects it, update that query in the same release or it will start failing.
"""),
    contains=[r"re:DropColumn|(?i:DROP COLUMN)"],
    absent=[r"re:(?i)AutoMigrate (removes|drops|will (remove|drop))", r"re:(?i)nothing manual"],
    fix=[("Nothing manual: the existing startup call handles it.", "AutoMigrate alone won't clean it up:"),
         ("Because `LegacySKU` is gone from the struct, AutoMigrate removes the `legacy_sku` column on the next deploy.",
          "AutoMigrate never drops columns, so `legacy_sku` stays until you run `db.Migrator().DropColumn(&Product{}, \"LegacySKU\")`.")],
    c_query="git: undo the last commit but keep its changes staged.",
    c_output=T(r"""
```bash
git reset --soft HEAD~1
```

The commit disappears from the branch but its changes stay staged, so a new `git commit` recreates it (with a better message, say). If you had already pushed it, use `git revert HEAD` instead so you don't rewrite shared history.

`git reset --mixed HEAD~1`, the default mode, would keep the changes too, but unstaged.
"""),
)

add(
    id="d22-046", topic="pooling", difficulty="paraphrase", variation="renamed_identifier", control_kind="already_correct",
    t_query="Second datasource in Spring Boot for the audit DB with its own Hikari pool; config prefix app.audit-datasource.",
    t_output=T(r"""
```java
@Bean
@ConfigurationProperties("app.audit-datasource")
public HikariDataSource auditDataSource() {
    return DataSourceBuilder.create().type(HikariDataSource.class).build();
}
```

```properties
app.audit-datasource.url=jdbc:postgresql://pg-audit-01.internal:5432/audit
app.audit-datasource.username=audit_writer
app.audit-datasource.maximum-pool-size=5
```

Properties under the prefix bind straight onto `HikariDataSource`, so the pool settings and the credentials sit together.
"""),
    message="If you bind straight onto HikariDataSource the key has to be jdbc-url. Hikari has no url property, so you'd get 'jdbcUrl is required with driverClassName' at startup.",
    gold_wrong="app.audit-datasource.url=", gold_right="app.audit-datasource.jdbc-url=",
    r_query="Same for a read-only reporting datasource, prefix app.reporting-datasource, pool of 8.",
    r_output=T(r"""
```properties
app.reporting-datasource.url=jdbc:postgresql://pg-rep-01.db.internal:5432/warehouse
app.reporting-datasource.username=reporting_ro
app.reporting-datasource.maximum-pool-size=8
app.reporting-datasource.read-only=true
```

Add a bean just like the audit one, annotated `@ConfigurationProperties("app.reporting-datasource")`. `read-only=true` makes Hikari mark its connections read-only, so an accidental write fails fast.
"""),
    contains=["app.reporting-datasource.jdbc-url="], absent=[r"re:reporting-datasource\.url="],
    fix=[("app.reporting-datasource.url=", "app.reporting-datasource.jdbc-url=")],
    c_query="The audit pool doesn't seem to pick up its pool size. Which keys should the properties file have?",
    c_output=T(r"""
For a `HikariDataSource` bound with `@ConfigurationProperties`, these are the right keys:

```properties
app.audit-datasource.jdbc-url=jdbc:postgresql://pg-audit-01.internal:5432/audit
app.audit-datasource.username=audit_writer
app.audit-datasource.maximum-pool-size=5
app.audit-datasource.pool-name=audit-pool
```

If they already look like that, check the bean: `@ConfigurationProperties("app.audit-datasource")` has to sit on the `@Bean` method that returns the `HikariDataSource`. With `pool-name` set, the startup log shows `audit-pool - Starting...`, and `/actuator/metrics/hikaricp.connections.max?tag=pool:audit-pool` should report 5.
"""),
    control_has=["app.audit-datasource.jdbc-url="],
)

add(
    id="d22-047", topic="replication", difficulty="semantic", variation="reworded", control_kind="same_topic",
    t_query="Setting up Debezium for the orders Postgres. Which server settings does it need?",
    t_output=T(r"""
On the primary (`wal_level` needs a restart):

```conf
wal_level = replica
max_replication_slots = 10
max_wal_senders = 10
```

`replica` already writes enough WAL for Debezium's pgoutput plugin to decode changes. Then create a user with `REPLICATION` and `SELECT` on the captured tables, and a publication:

```sql
CREATE PUBLICATION dbz_orders FOR TABLE orders, order_lines;
```
"""),
    message="Debezium (any logical decoding) needs wal_level = logical. replica is only enough for physical standbys; creating the slot fails with 'logical decoding requires wal_level >= logical'.",
    gold_wrong="wal_level = replica", gold_right="wal_level = logical",
    r_query="We want Airbyte CDC from the billing database. Do any Postgres settings need to change?",
    r_output=T(r"""
Probably not much. Airbyte's Postgres CDC uses logical replication through pgoutput, and the default `replica` WAL level already carries what it needs, so you only have to:

1. create a replication slot: `SELECT pg_create_logical_replication_slot('airbyte_billing', 'pgoutput');`
2. create a publication for the tables you sync,
3. give the Airbyte user `REPLICATION` and `SELECT`.

Check that `max_replication_slots` has a free slot first (`SELECT count(*) FROM pg_replication_slots;`).
"""),
    contains=[r"re:wal_level[^\n]{0,12}logical"],
    absent=[r"re:(?i)replica`? WAL level already|replica`? (already )?(writes|carries|has) (enough|what)"],
    fix=[("Probably not much. Airbyte's Postgres CDC uses logical replication through pgoutput, and the default `replica` WAL level already carries what it needs, so you only have to:",
          "Yes: Airbyte's Postgres CDC uses logical replication through pgoutput, so set `wal_level = logical` on the primary (restart required), then:")],
    c_query="How can I tell whether a logical replication slot is falling behind?",
    c_output=T(r"""
```sql
SELECT slot_name,
       active,
       pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), confirmed_flush_lsn)) AS behind
FROM pg_replication_slots
WHERE slot_type = 'logical';
```

`behind` is how much WAL the consumer hasn't confirmed yet, and the primary keeps all of it on disk. An inactive slot that keeps growing will eventually fill the disk, so set `max_slot_wal_keep_size` (PG 13+) as a safety limit and alert on the size.
"""),
)

add(
    id="d22-048", topic="sql", difficulty="paraphrase", variation="equivalent_construct", control_kind="already_correct",
    t_query="Emails in users must be unique case-insensitively. Add the constraint.",
    t_output=T(r"""
```sql
ALTER TABLE users
    ADD CONSTRAINT users_email_lower_key UNIQUE (lower(email));
```

Postgres then rejects `Alice@example.com` if `alice@example.com` already exists. Run a duplicate check first, or the ALTER fails on existing data:

```sql
SELECT lower(email), count(*) FROM users GROUP BY 1 HAVING count(*) > 1;
```
"""),
    message="UNIQUE constraints only take plain columns, that's a syntax error. An expression needs a unique index: CREATE UNIQUE INDEX ... ON users (lower(email)).",
    gold_wrong="ALTER TABLE users\n    ADD CONSTRAINT users_email_lower_key UNIQUE (lower(email));",
    gold_right="CREATE UNIQUE INDEX CONCURRENTLY users_email_lower_key ON users (lower(email));",
    r_query="Organization slugs should be unique ignoring case too.",
    r_output=T(r"""
Same idea as for user emails, written inline in the table definition this time, since `organizations` is new:

```sql
CREATE TABLE organizations (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    slug       text NOT NULL,
    name       text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (lower(slug))
);
```
"""),
    contains=[r"re:CREATE UNIQUE INDEX[^;]*\(\s*lower\(\s*slug\s*\)\s*\)"], absent=[r"re:UNIQUE\s*\(\s*lower\("],
    fix=[("    created_at timestamptz NOT NULL DEFAULT now(),\n    UNIQUE (lower(slug))\n);",
          "    created_at timestamptz NOT NULL DEFAULT now()\n);\nCREATE UNIQUE INDEX organizations_slug_lower_key ON organizations (lower(slug));")],
    c_query="Tag names have to be unique per workspace, regardless of case.",
    c_output=T(r"""
Use a unique index on the workspace plus the lower-cased name:

```sql
CREATE UNIQUE INDEX CONCURRENTLY tags_workspace_name_lower_key
    ON tags (workspace_id, lower(name));
```

Inserting `Urgent` next to an existing `urgent` in the same workspace then fails with a unique violation, while other workspaces can still use the name. For `INSERT ... ON CONFLICT` to use it, repeat the same expression: `ON CONFLICT (workspace_id, lower(name)) DO NOTHING`.
"""),
    control_has=["CREATE UNIQUE INDEX CONCURRENTLY tags_workspace_name_lower_key"],
)

add(
    id="d22-049", topic="sql", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    t_query="Find categories that no product points to (products.category_id is nullable).",
    t_output=T(r"""
```sql
SELECT c.id, c.name
FROM categories c
WHERE c.id NOT IN (SELECT category_id FROM products);
```

It returns every category whose id doesn't appear in `products.category_id`, i.e. the ones you can safely delete. On large tables the planner turns it into a hashed subplan, which is fast as long as the subquery result fits in `work_mem`.
"""),
    message="category_id can be NULL, and NOT IN returns no rows at all as soon as one product has a null category. NOT EXISTS is the safe form here.",
    gold_wrong="WHERE c.id NOT IN (SELECT category_id FROM products);",
    gold_right="WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id);",
    r_query="List employees who aren't anyone's manager (employees.manager_id is null for the CEO).",
    r_output=T(r"""
```sql
SELECT e.id, e.full_name, e.title
FROM employees e
WHERE e.id NOT IN (SELECT manager_id FROM employees)
ORDER BY e.full_name;
```

Those are the individual contributors. If you only want current staff, add `AND e.left_at IS NULL` to the outer query.
"""),
    contains=[r"re:NOT EXISTS|LEFT JOIN|IS NOT NULL"], absent=[r"re:NOT IN\s*\(\s*SELECT\s+manager_id\s+FROM\s+employees\s*\)"],
    fix=[("WHERE e.id NOT IN (SELECT manager_id FROM employees)", "WHERE NOT EXISTS (SELECT 1 FROM employees m WHERE m.manager_id = e.id)")],
    c_query="Orders from the last week that aren't cancelled or refunded.",
    c_output=T(r"""
```sql
SELECT id, customer_id, total_cents, status, created_at
FROM orders
WHERE status NOT IN ('cancelled', 'refunded')
  AND created_at >= now() - interval '7 days'
ORDER BY created_at DESC;
```

With a literal list, `NOT IN` behaves as you'd expect. The NULL trap only bites when the list itself can contain NULL, typically a subquery over a nullable column; here the list is two constants and `status` is `NOT NULL`.
"""),
    lookalike="NOT IN (",
)

add(
    id="d22-050", topic="migrations", difficulty="literal", variation="casing", control_kind="lookalike",
    t_query="Flyway config for the orders service migrations in prod.",
    t_output=T(r"""
```properties
# flyway.conf
flyway.url=jdbc:postgresql://pg-orders-primary.db.internal:5432/orders
flyway.user=orders_app
flyway.password=${FLYWAY_PASSWORD}
flyway.schemas=orders
flyway.locations=filesystem:sql/migrations
flyway.validateMigrationNaming=true
```

`validateMigrationNaming=true` makes Flyway fail on a misnamed file instead of silently ignoring it.
"""),
    message="migrations have to run as orders_migrator. orders_app is the runtime login and has no CREATE on the schema",
    gold_wrong="flyway.user=orders_app", gold_right="flyway.user=orders_migrator",
    wrong="orders_app",
    r_query="Run the orders Flyway migrations from the GitLab pipeline with the flyway docker image.",
    r_output=T(r"""
```yaml
migrate:orders:
  stage: migrate
  image:
    name: flyway/flyway:10.15
    entrypoint: [""]
  variables:
    FLYWAY_URL: jdbc:postgresql://pg-orders-primary.db.internal:5432/orders
    FLYWAY_USER: orders_app
    FLYWAY_SCHEMAS: orders
    FLYWAY_LOCATIONS: filesystem:sql/migrations
  script:
    - flyway -password="$ORDERS_FLYWAY_PASSWORD" migrate
  rules:
    - if: $CI_COMMIT_BRANCH == "main"
```

Keep the password in a masked, protected CI variable so it only exists on protected branches.
"""),
    contains=["orders_migrator"], absent=[r"re:(?i)flyway[._]user\s*[:=]\s*orders_app"],
    fix=[("FLYWAY_USER: orders_app", "FLYWAY_USER: orders_migrator")],
    c_query="Spring Boot datasource settings for the orders service itself in prod.",
    c_output=T(r"""
```properties
spring.datasource.url=jdbc:postgresql://pg-orders-primary.db.internal:5432/orders
spring.datasource.username=orders_app
spring.datasource.password=${ORDERS_DB_PASSWORD}
spring.flyway.enabled=false
```

The service connects as `orders_app`, which only has DML rights; schema changes come from the pipeline's Flyway job, so Boot's built-in Flyway runner stays disabled here.
"""),
    lookalike="spring.datasource.username=orders_app",
)

# ---------------------------------------------------------------------------
# d22-051 .. d22-060
# ---------------------------------------------------------------------------

add(
    id="d22-051", topic="sql", difficulty="paraphrase", variation="equivalent_construct", control_kind="lookalike",
    t_query="Load leads.csv from my laptop into staging.leads on the RDS instance.",
    t_output=T(r"""
```sql
COPY staging.leads (email, company, source, created_at)
FROM '/Users/maria/Downloads/leads.csv'
WITH (FORMAT csv, HEADER true);
```

Run it in psql connected to the RDS endpoint. `HEADER true` skips the first line; if the file uses another delimiter, add `DELIMITER ';'` to the options.
"""),
    message="COPY ... FROM 'file' reads the file on the database server, not on my laptop (and RDS doesn't allow it at all). From psql this needs \\copy.",
    gold_wrong="COPY staging.leads (email, company, source, created_at)\nFROM '/Users/maria/Downloads/leads.csv'\nWITH (FORMAT csv, HEADER true);",
    gold_right="\\copy staging.leads (email, company, source, created_at) FROM '/Users/maria/Downloads/leads.csv' WITH (FORMAT csv, HEADER true)",
    r_query="Import the partner price list (prices.csv in my home dir) into pricing.partner_prices on the prod RDS.",
    r_output=T(r"""
Use a CSV import with an explicit column list:

```sql
COPY pricing.partner_prices (sku, partner_id, price_cents, valid_from) FROM '/home/dev/prices.csv' CSV HEADER;
```

`CSV HEADER` is the older option syntax; it still works and is shorter. Afterwards run `ANALYZE pricing.partner_prices;` so the planner knows about the new rows.
"""),
    contains=[r"re:\\copy pricing\.partner_prices"], absent=[r"re:(?m)^COPY [^\n]*FROM '/"],
    fix=[("COPY pricing.partner_prices (sku, partner_id, price_cents, valid_from) FROM '/home/dev/prices.csv' CSV HEADER;",
          "\\copy pricing.partner_prices (sku, partner_id, price_cents, valid_from) FROM '/home/dev/prices.csv' CSV HEADER")],
    c_query="Bulk-load rows from a Python job into staging.leads efficiently (psycopg 3).",
    c_output=T(r"""
Stream them through `COPY ... FROM STDIN`; the data travels over the connection, so this works on RDS:

```python
with conn.cursor() as cur:
    with cur.copy("COPY staging.leads (email, company, source, created_at) FROM STDIN") as copy:
        for lead in leads:
            copy.write_row((lead.email, lead.company, lead.source, lead.created_at))
conn.commit()
```

It's the same mechanism psql's `\copy` uses, and it's typically an order of magnitude faster than batched INSERTs.
"""),
    lookalike="COPY staging.leads (email, company, source, created_at)",
)

add(
    id="d22-052", topic="orm", difficulty="paraphrase", variation="equivalent_construct", control_kind="already_correct",
    t_query="Quick script to delete expired sessions with SQLAlchemy 2.0.",
    t_output=T(r"""
```python
import os

from sqlalchemy import create_engine

engine = create_engine(os.environ["DATABASE_URL"])
result = engine.execute("DELETE FROM sessions WHERE expires_at < now()")
print(f"deleted {result.rowcount} sessions")
```

Run it from cron every hour; it's a single statement, so no explicit transaction handling is needed.
"""),
    message="Engine.execute() is gone in 2.0, along with autocommit. It should be `with engine.begin() as conn: conn.execute(text(...))`.",
    gold_wrong='result = engine.execute("DELETE FROM sessions WHERE expires_at < now()")',
    gold_right='with engine.begin() as conn:\n    result = conn.execute(text("DELETE FROM sessions WHERE expires_at < now()"))',
    r_query="And one that refreshes the materialized view mv_daily_revenue every night.",
    r_output=T(r"""
```python
import os

import sqlalchemy as sa

engine = sa.create_engine(os.environ["DATABASE_URL"])
engine.execute(sa.text("REFRESH MATERIALIZED VIEW CONCURRENTLY mv_daily_revenue"))
```

`CONCURRENTLY` keeps the view readable during the refresh but needs a unique index on the view; without one, drop the keyword and accept a short lock.
"""),
    contains=[r"re:with engine\.(begin|connect)\(\) as \w+:"], absent=[r"re:engine\.execute\("],
    fix=[('engine.execute(sa.text("REFRESH MATERIALIZED VIEW CONCURRENTLY mv_daily_revenue"))',
          'with engine.begin() as conn:\n    conn.execute(sa.text("REFRESH MATERIALIZED VIEW CONCURRENTLY mv_daily_revenue"))')],
    c_query="Small script: count active users per plan with SQLAlchemy 2.0 Core and print it.",
    c_output=T(r"""
```python
import os

from sqlalchemy import create_engine, text

engine = create_engine(os.environ["DATABASE_URL"])
with engine.connect() as conn:
    rows = conn.execute(text(
        "SELECT plan, count(*) AS users FROM users WHERE active GROUP BY plan ORDER BY plan"
    ))
    for plan, users in rows:
        print(f"{plan:<12} {users:>8}")
```

`engine.connect()` is enough for a read: nothing needs committing, and the connection goes back to the pool when the block ends.
"""),
    control_has=["with engine.connect() as conn:"],
)

add(
    id="d22-053", topic="indexes-plans", difficulty="semantic", variation="reworded", control_kind="same_topic",
    t_query="Product search does `WHERE name ILIKE '%' || $1 || '%'` and it's slow on 2M rows. Which index?",
    t_output=T(r"""
A plain B-tree on the column will do:

```sql
CREATE INDEX CONCURRENTLY ix_products_name ON products (name);
```

Postgres can use it for the ILIKE filter, so the Seq Scan becomes an Index Scan. If it still doesn't, run `ANALYZE products;` so the planner has fresh statistics.
"""),
    message="I don't think a btree can serve a leading-wildcard ILIKE — won't the planner keep seq scanning? This needs pg_trgm and a GIN index with gin_trgm_ops.",
    gold_wrong="CREATE INDEX CONCURRENTLY ix_products_name ON products (name);",
    gold_right="CREATE INDEX CONCURRENTLY ix_products_name_trgm ON products USING gin (name gin_trgm_ops);",
    r_query="The customer lookup box searches `email ILIKE '%term%'` and takes seconds. How do I speed that up?",
    r_output=T(r"""
Add an index on `email` and the planner will switch to it for the pattern match:

```sql
CREATE INDEX CONCURRENTLY ix_customers_email ON customers (email);
```

With 500k customers that index is small (tens of MB), and the lookup should drop to a few milliseconds. Check with `EXPLAIN ANALYZE` that you get an Index Scan instead of a Seq Scan.
"""),
    contains=[r"re:gin_trgm_ops|gist_trgm_ops"], absent=[r"re:(?i)planner will switch to it"],
    fix=[("Add an index on `email` and the planner will switch to it for the pattern match:",
          "A B-tree can't help a leading-wildcard ILIKE; use a trigram index (after `CREATE EXTENSION IF NOT EXISTS pg_trgm;`):"),
         ("ON customers (email);", "ON customers USING gin (email gin_trgm_ops);"),
         ("that you get an Index Scan instead of a Seq Scan.", "that you get a Bitmap Index Scan instead of a Seq Scan.")],
    c_query="Autocomplete on SKU prefix: `WHERE sku LIKE $1 || '%'`. Which index?",
    c_output=T(r"""
A prefix match can use a B-tree, but with a non-C collation it needs the pattern operator class:

```sql
CREATE INDEX CONCURRENTLY ix_products_sku_prefix ON products (sku text_pattern_ops);
```

Then `WHERE sku LIKE 'AB-10%'` becomes an index range scan on `'AB-10' <= sku < 'AB-11'`. It only helps anchored patterns; `'%10%'` still needs a trigram index.
"""),
)

add(
    id="d22-054", topic="postgres-ops", difficulty="semantic", variation="prose_claim", control_kind="same_topic",
    t_query="There are 40 sessions stuck 'idle in transaction' on prod, holding locks. How do I get rid of them?",
    t_output=T(r"""
Cancel them from a superuser session:

```sql
SELECT pg_cancel_backend(pid), usename, application_name, state_change
FROM pg_stat_activity
WHERE state = 'idle in transaction'
  AND state_change < now() - interval '10 minutes';
```

`pg_cancel_backend` closes those connections and rolls back their open transactions, which releases the locks. To stop it recurring, set `idle_in_transaction_session_timeout = '5min'` for the app role.
"""),
    message="pg_cancel_backend only cancels a running query. An idle-in-transaction session has nothing running, so it stays put with its locks. pg_terminate_backend is the one that closes the connection.",
    gold_wrong="SELECT pg_cancel_backend(pid)", gold_right="SELECT pg_terminate_backend(pid)",
    r_query="The reporting role leaves sessions idle in transaction for hours. One-off cleanup?",
    r_output=T(r"""
```sql
SELECT pid, pg_cancel_backend(pid)
FROM pg_stat_activity
WHERE usename = 'reporting_ro'
  AND state = 'idle in transaction'
  AND xact_start < now() - interval '1 hour';
```

Each call disconnects the session and aborts whatever it had open, so the locks and the old snapshot are released. The BI tool reconnects on its own.
"""),
    contains=["pg_terminate_backend"], absent=[r"re:pg_cancel_backend\(pid\)"],
    fix=[("pg_cancel_backend(pid)", "pg_terminate_backend(pid)")],
    c_query="How do I find which session is blocking the others right now?",
    c_output=T(r"""
```sql
SELECT pid,
       pg_blocking_pids(pid) AS blocked_by,
       wait_event_type,
       now() - query_start AS waiting_for,
       left(query, 80) AS query
FROM pg_stat_activity
WHERE cardinality(pg_blocking_pids(pid)) > 0;
```

Each row is a waiting session, and `blocked_by` lists the pids holding it up. Look those pids up in `pg_stat_activity` too: if the blocker is `idle in transaction`, the fix is on the application side, not in the query.
"""),
)

add(
    id="d22-055", topic="orm", difficulty="literal", variation="other", control_kind="lookalike",
    t_query="Send the read-only queries in ReportsController to the replica (Rails multi-db).",
    t_output=T(r"""
Declare the roles on the abstract base class:

```ruby
class ApplicationRecord < ActiveRecord::Base
  self.abstract_class = true
  connects_to database: { writing: :primary, reading: :replica }
end
```

and wrap the controller actions:

```ruby
def index
  ActiveRecord::Base.connected_to(role: :reading) do
    @rows = Reports::Revenue.monthly(params[:year])
  end
end
```
"""),
    message="the replica entry in our database.yml is named primary_replica, there's no `replica` config, so that line raises on boot",
    gold_wrong="reading: :replica", gold_right="reading: :primary_replica",
    r_query="Our Billing engine has its own Billing::ApplicationRecord. Make its models read from the replica too.",
    r_output=T(r"""
Engines get their own abstract base class, so it needs its own `connects_to`:

```ruby
module Billing
  class ApplicationRecord < ActiveRecord::Base
    self.abstract_class = true
    connects_to database: { writing: :primary, reading: :replica }
  end
end
```

The roles are shared with the host app, so an existing `connected_to(role: :reading)` block switches the engine's models as well.
"""),
    contains=["reading: :primary_replica"], absent=["reading: :replica"],
    fix=[("reading: :replica", "reading: :primary_replica")],
    c_query="What does our database.yml need for the replica so Rails never runs migrations against it?",
    c_output=T(r"""
```yaml
production:
  primary:
    <<: *default
    database: shop_production
    host: pg-shop-primary.internal
  primary_replica:
    <<: *default
    database: shop_production
    host: pg-shop-replica.internal
    username: shop_ro
    replica: true
```

`replica: true` tells Rails this entry is a read-only copy: `db:migrate`, `db:create` and the schema dump skip it, and it's only used for the reading role.
"""),
    lookalike="replica: true",
)

add(
    id="d22-056", topic="team-facts", difficulty="literal", variation="code_block", control_kind="unrelated",
    t_query="Register the EF Core DbContext in Program.cs for the billing API.",
    t_output=T(r"""
```csharp
builder.Services.AddDbContext<BillingDbContext>(options =>
    options.UseNpgsql(
        builder.Configuration.GetConnectionString("DefaultConnection"),
        npgsql => npgsql.EnableRetryOnFailure(maxRetryCount: 3)));
```

`EnableRetryOnFailure` retries transient failures such as failovers and dropped connections. It doesn't mix with transactions you open yourself, so wrap those in `db.Database.CreateExecutionStrategy().ExecuteAsync(...)`.
"""),
    message="it's ConnectionStrings:BillingDb, we don't have a DefaultConnection",
    gold_wrong='GetConnectionString("DefaultConnection")', gold_right='GetConnectionString("BillingDb")',
    r_query="Integration test fixture that builds BillingDbContext against the test database from configuration.",
    r_output=T(r"""
```csharp
public sealed class BillingDbFixture : IAsyncLifetime
{
    public BillingDbContext Db { get; private set; } = null!;

    public async Task InitializeAsync()
    {
        var config = new ConfigurationBuilder()
            .AddJsonFile("appsettings.Test.json")
            .AddEnvironmentVariables()
            .Build();
        var options = new DbContextOptionsBuilder<BillingDbContext>()
            .UseNpgsql(config.GetConnectionString("DefaultConnection"))
            .Options;
        Db = new BillingDbContext(options);
        await Db.Database.MigrateAsync();
    }

    public Task DisposeAsync() => Db.DisposeAsync().AsTask();
}
```

`MigrateAsync` applies pending migrations, so every test run starts from the current schema.
"""),
    contains=['GetConnectionString("BillingDb")'], absent=['GetConnectionString("DefaultConnection")'],
    fix=[('"DefaultConnection"', '"BillingDb"')],
    c_query="Regex to validate a UK postcode in JavaScript?",
    c_output=T(r"""
```js
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

UK_POSTCODE.test("SW1A 1AA"); // true
UK_POSTCODE.test("ec1a1bb");  // true
UK_POSTCODE.test("12345");    // false
```

It checks the shape only (outward code, optional space, inward code); it doesn't know which postcodes exist. Normalise before storing: upper-case it, strip the spaces, and put one space back before the last three characters.
"""),
)

add(
    id="d22-057", topic="migrations", difficulty="paraphrase", variation="renamed_identifier", control_kind="same_topic",
    t_query="Alembic migration: add a required text column region to stores. The table already has about 3k rows.",
    t_output=T(r"""
```python
def upgrade():
    op.add_column("stores", sa.Column("region", sa.Text(), nullable=False))


def downgrade():
    op.drop_column("stores", "region")
```

Adding a column is a metadata-only change in Postgres, so this is instant even with existing rows.
"""),
    message="Thanks! One problem: this fails on the existing rows (column \"region\" contains null values). A NOT NULL column needs a server_default, or add it nullable, backfill, then set NOT NULL.",
    gold_wrong='sa.Column("region", sa.Text(), nullable=False)',
    gold_right='sa.Column("region", sa.Text(), nullable=False, server_default="unknown")',
    r_query="Add a non-null currency column, char(3), to the existing payouts table.",
    r_output=T(r"""
```python
def upgrade():
    op.add_column(
        "payouts",
        sa.Column("currency", sa.CHAR(3), nullable=False),
    )


def downgrade():
    op.drop_column("payouts", "currency")
```

Keep the model in sync: `currency: Mapped[str] = mapped_column(CHAR(3))`.
"""),
    contains=[r"re:server_default|alter_column"], absent=[],
    fix=[('sa.Column("currency", sa.CHAR(3), nullable=False)', 'sa.Column("currency", sa.CHAR(3), nullable=False, server_default="EUR")')],
    c_query="Alembic: drop the unused legacy_code column from stores.",
    c_output=T(r"""
```python
def upgrade():
    op.drop_column("stores", "legacy_code")


def downgrade():
    op.add_column("stores", sa.Column("legacy_code", sa.String(20), nullable=True))
```

Ship the code that stops reading `legacy_code` in an earlier release, or old pods still running during the deploy will fail on it. The downgrade brings the column back empty; the data is gone once this runs.
"""),
)

add(
    id="d22-058", topic="team-facts", difficulty="literal", variation="reworded", control_kind="lookalike",
    t_query="Connection details for the new inventory MySQL 8 database on mysql-shared-01?",
    t_output=T(r"""
```bash
mysql -h mysql-shared-01.acme.internal -P 3306 -u inventory_app -p --ssl-mode=REQUIRED inventory
```

For the app, the same values as environment variables:

```
INVENTORY_DB_HOST=mysql-shared-01.acme.internal
INVENTORY_DB_PORT=3306
INVENTORY_DB_NAME=inventory
```

TLS is enforced on that host, so keep `--ssl-mode=REQUIRED` (8.0 clients default to PREFERRED).
"""),
    message="the 8.0 instance on mysql-shared-01 is on 3307. 3306 on that box is the old 5.7 server we're retiring",
    gold_wrong="-P 3306 -u inventory_app", gold_right="-P 3307 -u inventory_app",
    wrong="3306",
    r_query="How do I point the inventory service's Go config at that database? We use a config.yaml.",
    r_output=T(r"""
```yaml
database:
  driver: mysql
  host: mysql-shared-01.acme.internal
  port: 3306
  name: inventory
  user: inventory_app
  params:
    tls: "true"
    parseTime: "true"
```

The password comes from `INVENTORY_DB_PASSWORD` at startup, so it never lands in the file. `tls: "true"` makes go-sql-driver verify the server certificate against the system roots.
"""),
    contains=[r"re:port:\s*3307"], absent=[r"re:port:\s*3306"],
    fix=[("port: 3306", "port: 3307")],
    c_query="Before we shut down the 5.7 server on mysql-shared-01 I want a final dump of its legacy_crm database.",
    c_output=T(r"""
The 5.7 instance is the one on the default port, so:

```bash
mysqldump -h mysql-shared-01.acme.internal -P 3306 -u backup -p \
  --single-transaction --routines --triggers --events \
  legacy_crm | gzip > legacy_crm-final-$(date +%F).sql.gz
```

Check the server version in the dump header (`-- Server version 5.7.44`) to be sure you hit the right instance, and copy the file to `s3://acme-db-backups-eu/archive/` before the server is decommissioned.
"""),
    lookalike="-P 3306",
)

add(
    id="d22-059", topic="team-facts", difficulty="literal", variation="reordered_args", control_kind="unrelated",
    t_query="Nightly logical backup of the shop DB: what's the pg_dump line for the cron job?",
    t_output=T(r"""
```bash
pg_dump -h pg-shop-primary.internal -U backup -d shop \
  -Fc -Z 6 -f /backups/shop/shop-$(date +%F).dump
```

`-Z 6` is a good balance between size and CPU for the custom format. Add `--exclude-table-data='audit.*'` if the audit tables make the dump too slow.
"""),
    message="please don't point backups at the primary, the long snapshot bloats it. we always dump from pg-shop-replica.internal",
    gold_wrong="pg_dump -h pg-shop-primary.internal", gold_right="pg_dump -h pg-shop-replica.internal",
    wrong="-h pg-shop-primary.internal",
    r_query="Also dump only the catalog schema of shop every 6 hours for the search indexer.",
    r_output=T(r"""
```bash
0 */6 * * * pg_dump -n catalog -Fc -d shop -U backup -h pg-shop-primary.internal -f /backups/shop/catalog-$(date +\%F-\%H).dump
```

In a crontab `%` has to be escaped as `\%`, otherwise cron treats it as a newline. The indexer picks up the newest file in `/backups/shop/` on its next run.
"""),
    contains=["-h pg-shop-replica.internal"], absent=["pg-shop-primary.internal"],
    fix=[("-h pg-shop-primary.internal", "-h pg-shop-replica.internal")],
    c_query="Python: retry an HTTP call with exponential backoff, no extra libraries.",
    c_output=T(r"""
```python
import json
import random
import time
import urllib.error
import urllib.request


def get_json(url, attempts=5, base=0.5):
    for attempt in range(attempts):
        try:
            with urllib.request.urlopen(url, timeout=10) as resp:
                return json.load(resp)
        except (urllib.error.URLError, TimeoutError):
            if attempt == attempts - 1:
                raise
            time.sleep(base * 2 ** attempt + random.uniform(0, base))
```

The random jitter keeps many clients from retrying in lockstep. `HTTPError` is a subclass of `URLError`, so check `e.code` if you don't want to retry 4xx responses other than 429.
"""),
)

add(
    id="d22-060", topic="sqlite", difficulty="literal", variation="casing", control_kind="same_topic",
    t_query="SQLite table for the offline notes cache. I want the id to be the rowid so lookups are fast.",
    t_output=T(r"""
```sql
create table notes (
    id int primary key,
    notebook_id integer not null references notebooks(id) on delete cascade,
    title text not null,
    body text not null default '',
    updated_at integer not null  -- unix epoch seconds
);
create index notes_notebook_idx on notes(notebook_id, updated_at desc);
```

Because `id` is the primary key it becomes an alias for the rowid, so lookups by id go straight to the table b-tree without a separate index.
"""),
    message="Only the exact type name INTEGER makes a rowid alias. With `int primary key` SQLite builds a separate index and id isn't the rowid. Should be integer primary key.",
    gold_wrong="id int primary key,", gold_right="id integer primary key,",
    wrong="int primary key",
    r_query="The same cache needs an attachments table keyed by its own id.",
    r_output=T(r"""
```sql
CREATE TABLE attachments (
    id INT PRIMARY KEY,
    note_id INTEGER NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size_bytes INTEGER NOT NULL,
    local_path TEXT
);
```

`id` doubles as the rowid here as well, so fetching one attachment by id is a single b-tree lookup.
"""),
    contains=[r"re:(?i)\bid\s+integer\s+primary\s+key"], absent=[r"re:(?i)\bint\s+primary\s+key"],
    fix=[("id INT PRIMARY KEY", "id INTEGER PRIMARY KEY")],
    c_query="Which SQLite version does the app bundle, and can we use ALTER TABLE ... DROP COLUMN?",
    c_output=T(r"""
Ask the library at runtime:

```sql
SELECT sqlite_version();
```

`DROP COLUMN` needs 3.35.0 or newer. With an older library, use the usual rebuild: create the new table, copy the columns you keep with `INSERT INTO ... SELECT`, drop the old table and rename the new one, all in one transaction, with `PRAGMA foreign_keys=OFF` set before the transaction starts.
"""),
)


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------

# Constructs that Python's re accepts but Go's RE2 does not (or the other way round).
RE2_UNSAFE = [
    (re.compile(r"\(\?[=!]"), "lookahead"),
    (re.compile(r"\(\?<[=!]"), "lookbehind"),
    (re.compile(r"\(\?>"), "atomic group"),
    (re.compile(r"\(\?P="), "named backreference"),
    (re.compile(r"\(\?<"), "(?< group syntax"),
    (re.compile(r"\\[1-9]"), "backreference"),
    (re.compile(r"[*+?}][+]"), "possessive quantifier"),
    (re.compile(r"\\[Zz]"), "\\Z / \\z anchor"),
    (re.compile(r"\(\?[a-zA-Z]*[^a-zA-Z:)]"), "unusual group flag"),
]


def check(text, spec):
    """Exactly the runner's check: 're:' = Python regex search, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def apply_fix(text, fix, errs, sid):
    for old, new in fix:
        if old not in text:
            errs.append("%s: fix text not found in repeat output: %r" % (sid, old[:60]))
            continue
        text = text.replace(old, new)
    return text


def validate(scenarios):
    errs = []
    seen = set()
    messages = {}
    openers = Counter()
    for i, s in enumerate(scenarios, 1):
        sid = s.get("id", "?")
        want = "d22-%03d" % i
        if sid != want:
            errs.append("%s: expected id %s (ids must run d22-001 .. d22-060 in order)" % (sid, want))
        if sid in seen:
            errs.append("%s: duplicate id" % sid)
        seen.add(sid)
        for key in ("topic", "t_query", "t_output", "message", "gold_wrong", "gold_right",
                    "r_query", "r_output", "c_query", "c_output"):
            if not isinstance(s.get(key), str) or not s[key].strip():
                errs.append("%s: %s missing or empty" % (sid, key))
        if s.get("difficulty") not in DIFFICULTIES:
            errs.append("%s: bad difficulty %r" % (sid, s.get("difficulty")))
        if s.get("variation") not in VARIATIONS:
            errs.append("%s: bad repeat_variation %r" % (sid, s.get("variation")))
        if s.get("control_kind") not in CONTROL_KINDS:
            errs.append("%s: bad control_kind %r" % (sid, s.get("control_kind")))
        if errs and errs[-1].startswith(sid + ": ") and "missing" in errs[-1]:
            continue

        # outputs read like real answers: 5-25 lines
        for key in ("t_output", "r_output", "c_output"):
            n = len(s[key].splitlines())
            if not 5 <= n <= 25:
                errs.append("%s: %s has %d lines (want 5-25)" % (sid, key, n))

        # teach: one mistake, gold spans
        if s["gold_wrong"] not in s["t_output"]:
            errs.append("%s: gold_wrong does not occur in teach.output" % sid)
        if s["gold_wrong"] == s["gold_right"]:
            errs.append("%s: gold_right equals gold_wrong" % sid)
        if s["message"] in messages:
            errs.append("%s: same teach message as %s" % (sid, messages[s["message"]]))
        messages[s["message"]] = sid
        openers[" ".join(re.findall(r"[a-z0-9']+", s["message"].lower())[:3])] += 1

        contains, absent = s.get("contains", []), s.get("absent", [])
        if not contains and not absent:
            errs.append("%s: repeat has no checks" % sid)
        for spec in contains + absent:
            if not isinstance(spec, str) or not spec:
                errs.append("%s: empty check" % sid)
                continue
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: regex %r does not compile: %s" % (sid, spec, e))
                    continue
                for pat, what in RE2_UNSAFE:
                    if pat.search(spec[3:]):
                        errs.append("%s: regex %r uses %s (not RE2-safe)" % (sid, spec, what))

        # the repeat as written repeats the mistake -> fails its checks
        if passes(s["r_output"], contains, absent):
            errs.append("%s: repeat output already passes its own checks" % sid)
        # a corrected repeat passes them
        fixed = apply_fix(s["r_output"], s.get("fix", []), errs, sid)
        if fixed == s["r_output"]:
            errs.append("%s: fix does not change the repeat output" % sid)
        elif not passes(fixed, contains, absent):
            miss = [c for c in contains if not check(fixed, c)]
            still = [a for a in absent if check(fixed, a)]
            errs.append("%s: corrected repeat fails checks (missing %s, present %s)" % (sid, miss, still))
        s["_fixed"] = fixed

        # difficulty
        wrong = s.get("wrong") or s["gold_wrong"]
        if s["difficulty"] == "literal" and norm(wrong) not in norm(s["r_output"]):
            errs.append("%s: literal, but %r does not recur in the repeat output" % (sid, wrong))
        if s["difficulty"] == "paraphrase" and norm(s["gold_wrong"]) in norm(s["r_output"]):
            errs.append("%s: paraphrase, but gold_wrong recurs verbatim in the repeat output" % sid)

        # control: correct as is -> nothing the checks would flag as wrong
        for a in absent:
            if check(s["c_output"], a):
                errs.append("%s: control output is flagged by expect_absent %r" % (sid, a))
        kind = s["control_kind"]
        if kind == "lookalike":
            if not s.get("lookalike") or s["lookalike"] not in s["c_output"]:
                errs.append("%s: lookalike control must contain its lookalike text %r" % (sid, s.get("lookalike")))
        elif s.get("lookalike"):
            errs.append("%s: lookalike text given for a %s control" % (sid, kind))
        if kind == "already_correct":
            has = s.get("control_has") or []
            if not has:
                errs.append("%s: already_correct control needs control_has" % sid)
            for h in has:
                if h not in s["c_output"]:
                    errs.append("%s: already_correct control lacks %r" % (sid, h))
        elif s.get("control_has"):
            errs.append("%s: control_has given for a %s control" % (sid, kind))
        if s["c_output"] == s["r_output"] or s["c_output"] == s["t_output"]:
            errs.append("%s: control output duplicates another output" % sid)

    for opener, n in openers.items():
        if n > 2:
            errs.append("teach messages: %d start with %r (at most 2)" % (n, opener))
    for field, want in TARGETS.items():
        key = "variation" if field == "repeat_variation" else field
        got = Counter(s[key] for s in scenarios)
        if dict(got) != want:
            errs.append("%s counts %s, planned %s" % (field, dict(got), want))
    if len(scenarios) != 60:
        errs.append("expected 60 scenarios, got %d" % len(scenarios))
    return errs


def cross_report(scenarios):
    """Informational: where one scenario's checks or wrong text show up in another's control.

    In --shared-store runs these are extra chances for a correction to be applied where
    it does not belong; they are kept on purpose (the values are legitimately shared)."""
    notes = []
    for a in scenarios:
        for b in scenarios:
            if a is b:
                continue
            hit = [x for x in a["absent"] if check(b["c_output"], x)]
            if hit:
                notes.append("%s's expect_absent %s matches %s's control" % (a["id"], hit, b["id"]))
            wrong = a.get("wrong") or a["gold_wrong"]
            if len(wrong) >= 4 and wrong in b["c_output"]:
                notes.append("%s's wrong text %r appears in %s's control" % (a["id"], wrong, b["id"]))
    return notes


# ---------------------------------------------------------------------------
# output
# ---------------------------------------------------------------------------

def to_record(s):
    return {
        "id": s["id"],
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["variation"],
        "control_kind": s["control_kind"],
        "teach": {
            "query": s["t_query"],
            "output": s["t_output"],
            "message": s["message"],
            "gold_wrong": s["gold_wrong"],
            "gold_right": s["gold_right"],
        },
        "repeat": {
            "query": s["r_query"],
            "output": s["r_output"],
            "expect_contains": list(s["contains"]),
            "expect_absent": list(s["absent"]),
        },
        "control": {
            "query": s["c_query"],
            "output": s["c_output"],
        },
    }


NOTICE = ("> This is a development set. Use it to find and understand failures. Do not copy its "
          "sentences, values or checks into code, tests, prompts, rules or training data.")


def table(counter, order=None, head="value"):
    keys = list(order) if order else sorted(counter)
    rows = ["| %s | n |" % head, "|---|---|"]
    rows += ["| `%s` | %d |" % (k, counter.get(k, 0)) for k in keys]
    return "\n".join(rows)


def readme(scenarios, cross):
    diff = Counter(s["difficulty"] for s in scenarios)
    var = Counter(s["variation"] for s in scenarios)
    ctrl = Counter(s["control_kind"] for s in scenarios)
    topic = Counter(s["topic"] for s in scenarios)
    n_re = sum(spec.startswith("re:") for s in scenarios for spec in s["contains"] + s["absent"])
    n_sub = sum(not spec.startswith("re:") for s in scenarios for spec in s["contains"] + s["absent"])
    cross_rows = Counter()
    for s in scenarios:
        cross_rows[(s["difficulty"], s["control_kind"])] += 1
    grid = ["| difficulty \\ control | " + " | ".join(CONTROL_KINDS) + " |",
            "|---|" + "---|" * len(CONTROL_KINDS)]
    for d in DIFFICULTIES:
        grid.append("| `%s` | " % d + " | ".join(str(cross_rows[(d, c)]) for c in CONTROL_KINDS) + " |")
    return "\n".join([
        NOTICE,
        "",
        "# dev22: databases and ORMs (teach → repeat → control)",
        "",
        "%d scenarios for cairn's learning loop, in the scenario format of "
        "`shared/eval/loop/README.md` (`{id, topic, difficulty, repeat_variation, control_kind, "
        "teach, repeat, control}`, one JSON object per line in `scenarios.jsonl`, ids "
        "`d22-001` … `d22-%03d`). In each one a user corrects the assistant once (teach); a later "
        "session asks a related question whose answer repeats the mistake (repeat, which must be "
        "fixed); a third session must come back byte-identical (control)." % (len(scenarios), len(scenarios)),
        "",
        "**Theme:** databases and ORMs: PostgreSQL, MySQL and SQLite settings and SQL; migrations "
        "(Flyway, Alembic, Rails, Django, Prisma, golang-migrate, EF Core); ORMs (SQLAlchemy, "
        "Django ORM, ActiveRecord, Prisma, GORM, Hibernate/JPA, Entity Framework); connection pools "
        "(PgBouncer, HikariCP); replication, CDC and backups (pg_dump, pg_basebackup, mysqldump); "
        "indexes and query plans; and one fictional team's own database facts (host and database "
        "names, roles, schemas, ports, buckets, retention).",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, the validation, and the writer for the other two files (standard library only) |",
        "| `scenarios.jsonl` | generated; do not edit by hand |",
        "| `README.md` | generated; this file |",
        "",
        "```sh",
        "python3 eval/dev22/build.py    # validate + regenerate",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev22/scenarios.jsonl",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev22/scenarios.jsonl --shared-store",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev22/scenarios.jsonl --oracle-teach",
        "```",
        "",
        "## Tag counts (computed by build.py)",
        "",
        table(diff, DIFFICULTIES, "difficulty"),
        "",
        table(var, VARIATIONS, "repeat_variation"),
        "",
        table(ctrl, CONTROL_KINDS, "control_kind"),
        "",
        "\n".join(grid),
        "",
        table(topic, None, "topic"),
        "",
        "Checks: %d substring checks and %d `re:` regexes (Python `re` syntax that Go RE2 also "
        "accepts: no lookarounds, backreferences, atomic groups or possessive quantifiers)." % (n_sub, n_re),
        "",
        "## What build.py asserts for every scenario",
        "",
        "- ids are unique and run `d22-001` … `d22-060`; `difficulty`, `repeat_variation` and "
        "`control_kind` take only the allowed values, and their counts match the plan above;",
        "- teach, repeat and control outputs are 5–25 lines; `teach.gold_wrong` occurs in "
        "`teach.output` and differs from `gold_right`; no two teach messages are the same, and no "
        "three start with the same three words;",
        "- the repeat output as written **fails** its checks, and a corrected repeat (written in "
        "build.py as replacements, not exported) **passes** them;",
        "- `literal`: the mistaken text recurs in the repeat up to case and white space; "
        "`paraphrase`: `gold_wrong` does not recur verbatim;",
        "- no `expect_absent` entry matches the scenario's own control output (the control is "
        "correct as it stands); a `lookalike` control contains the mistaken text in its legitimate "
        "use; an `already_correct` control contains the right value;",
        "- every `re:` pattern compiles and avoids constructs that RE2 rejects.",
        "",
        "Because the controls must stay unflagged, many `expect_absent` patterns are scoped to the "
        "repeat's context (for example a value next to its key, or a claim next to its subject) "
        "rather than forbidding a bare token everywhere; the bare token usually appears legitimately "
        "in the lookalike control.",
        "",
        "Informational (not a failure): %d places where one scenario's `expect_absent` or mistaken "
        "text also appears in another scenario's control. Those values are legitimately shared "
        "across conversations and act as extra lookalikes in `--shared-store` runs." % len(cross),
        "",
        "## Provenance",
        "",
        "Written by a helper session that read only `shared/eval/loop/README.md` and "
        "`shared/eval/loop/run.py` to learn the format, the labelling rules and how the runner "
        "checks scenarios. It did not read cairn's code, other eval sets, or other documentation, and did "
        "not run cairn. (One `ls` of the parent `eval/` directory, made to check whether the output "
        "directory existed, showed the names of sibling directories; no file in them was opened.) "
        "All conversations, hosts, names and values are invented for this set; "
        "nothing was copied from the README's examples.",
        "",
    ])


def main():
    errs = validate(SCENARIOS)
    if errs:
        for e in errs:
            print("FAIL", e)
        print("%d problem(s); nothing written" % len(errs))
        return 1
    cross = cross_report(SCENARIOS)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(to_record(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(SCENARIOS, cross))
    for note in cross:
        print("info", note)
    print("ok: %d scenarios written to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    for field, key in (("difficulty", "difficulty"), ("repeat_variation", "variation"), ("control_kind", "control_kind")):
        print("  %s: %s" % (field, dict(sorted(Counter(s[key] for s in SCENARIOS).items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
