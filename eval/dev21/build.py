#!/usr/bin/env python3
"""Build and validate the dev21 loop scenarios (new-user style conversations).

    python3 /work/main/eval/dev21/build.py

Every scenario below is checked (shape, ids, counts, repeat fails as written,
hand fix passes, lookalike traps, already-correct values, cross-scenario wrong
spans, Python re vs Go RE2 agreement). Only when every check passes is
scenarios.jsonl written next to this file. Build-only fields (key, fixed,
trap, holds) are not written out.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")

SCEN = []


def S(topic, difficulty, variation, control_kind, teach, repeat, control, key, fixed, trap=None, holds=None):
    tq, to, msg, gw, gr = teach
    rq, ro, contains, absent = repeat
    cq, co = control
    SCEN.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": msg, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": contains, "expect_absent": absent},
        "control": {"query": cq, "output": co},
        "key": key, "fixed": fixed, "trap": trap, "holds": holds,
    })


# ---------------------------------------------------------------- 001
S("git", "literal", "reworded", "lookalike",
  ("how do i undo my last commit but keep the changes",
   "Run `git reset --hard HEAD~1`. The commit comes off the branch and your edits stay in the working tree.",
   "no, --hard throws the changes away. --soft",
   "git reset --hard HEAD~1", "git reset --soft HEAD~1"),
  ("uncommit the last commit without losing my work",
   "`git reset --hard HEAD~1` drops the commit and leaves your files as they are, so you can fix things up and commit again.",
   [r"re:git reset (--soft |--mixed )?HEAD(~1?|\^)"], ["--hard HEAD"]),
  ("make my branch match the remote exactly, i dont care about local changes",
   "`git fetch && git reset --hard @{u}` — this throws away uncommitted work, so stash anything you want to keep first."),
  key="--hard HEAD~1",
  fixed="`git reset --soft HEAD~1` drops the commit and leaves your files as they are, so you can fix things up and commit again.",
  trap="git reset --hard")

# ---------------------------------------------------------------- 002
S("company-infra", "literal", "code_block", "lookalike",
  ("what port is billing-svc on locally",
   "billing-svc listens on 8080 when you start it with `make run`; the health check is `/healthz`.",
   "billing is 8091. 8080 is the gateway",
   "8080", "8091"),
  ("curl cmd to hit billing directly, skipping the gateway",
   "```\ncurl -s 'localhost:8080/v1/invoices?limit=5' | jq .\n```",
   ["localhost:8091/v1/invoices"], ["8080"]),
  ("which local port is the api gateway on",
   "The gateway is on 8080 locally and proxies `/billing/*` through to billing-svc."),
  key="8080",
  fixed="```\ncurl -s 'localhost:8091/v1/invoices?limit=5' | jq .\n```",
  trap="8080")

# ---------------------------------------------------------------- 003
S("http-api", "literal", "casing", "lookalike",
  ("what header does a bearer token go in",
   "Put it in the `Authentication` header: `Authentication: Bearer <token>`.",
   "Authorization, not Authentication",
   "Authentication: Bearer", "Authorization: Bearer"),
  ("curl with a token against the orders api",
   "```\ncurl -H \"authentication: Bearer $TOKEN\" https://api.example.com/orders\n```",
   [r"re:(?i)authorization: bearer \$TOKEN"], ["re:(?i)authentication:"]),
  ("what does a 401 from our api mean",
   "401 means authentication failed: the token is missing, expired or malformed. Get a fresh one and retry."),
  key="authentication: bearer",
  fixed="```\ncurl -H \"authorization: Bearer $TOKEN\" https://api.example.com/orders\n```",
  trap="authentication")

# ---------------------------------------------------------------- 004
S("company-infra", "literal", "code_block", "already_correct",
  ("kubectl namespace for staging?",
   "Staging runs in the `staging` namespace: `kubectl get pods -n staging`.",
   "ns is stg",
   "-n staging", "-n stg"),
  ("tail orders-api logs on staging",
   "```\nkubectl logs deploy/orders-api -n staging -f --tail=100\n```",
   [r"re:(-n|--namespace)[ =]stg\b"], [r"re:(-n|--namespace)[ =]staging\b"]),
  ("list configmaps in stg",
   "`kubectl get configmaps -n stg`"),
  key="-n staging",
  fixed="```\nkubectl logs deploy/orders-api -n stg -f --tail=100\n```",
  holds="-n stg")

# ---------------------------------------------------------------- 005
S("docker", "paraphrase", "code_block", "same_topic",
  ("run postgres in docker on host port 5433, i already have one on 5432",
   "`docker run -d -p 5432:5433 -e POSTGRES_PASSWORD=dev postgres:16`",
   "backwards, its host:container so 5433:5432",
   "-p 5432:5433", "-p 5433:5432"),
  ("redis container on host port 6380, 6379 is taken",
   "```\ndocker run -d --name redis-alt -p 6379:6380 redis:7\n```",
   ["6380:6379"], ["6379:6380"]),
  ("how do i see which ports a running container publishes",
   "`docker port redis-alt` lists each published port and the host address it's bound to."),
  key="5432:5433",
  fixed="```\ndocker run -d --name redis-alt -p 6380:6379 redis:7\n```")

# ---------------------------------------------------------------- 006
S("company-process", "literal", "reworded", "unrelated",
  ("where do i post if prod is down",
   "Post in #incidents with what you're seeing, then page the on-call.",
   "thx. fyi #incidents got archived, we use #inc-war-room now",
   "#incidents", "#inc-war-room"),
  ("checkout is throwing 500s who do i tell",
   "Drop a message in #incidents with the error rate and a dashboard link so the on-call can pick it up.",
   ["#inc-war-room"], ["#incidents"]),
  ("how do i mute a slack channel",
   "Open the channel, click its name at the top and choose Mute channel."),
  key="#incidents",
  fixed="Drop a message in #inc-war-room with the error rate and a dashboard link so the on-call can pick it up.")

# ---------------------------------------------------------------- 007
S("sql", "paraphrase", "identifier", "lookalike",
  ("first 10 rows from orders, postgres",
   "`SELECT TOP 10 * FROM orders;`",
   "thats mssql syntax, pg uses LIMIT",
   "SELECT TOP 10 * FROM orders", "SELECT * FROM orders LIMIT 10"),
  ("5 newest users in postgres",
   "`SELECT TOP 5 * FROM users ORDER BY created_at DESC;`",
   [r"re:(?i)order by created_at desc\s+limit 5\b"], [r"re:(?i)\btop\s+5\b"]),
  ("first 3 rows of dbo.Invoices in sql server",
   "`SELECT TOP 3 * FROM dbo.Invoices;`"),
  key="TOP 10",
  fixed="`SELECT * FROM users ORDER BY created_at DESC LIMIT 5;`",
  trap="SELECT TOP")

# ---------------------------------------------------------------- 008
S("company-people", "literal", "reworded", "same_topic",
  ("who owns search-indexer",
   "search-indexer is owned by the Platform team.",
   "hmm i think data eng owns it now? since the reorg",
   "Platform team", "Data Engineering team"),
  ("search-indexer is lagging like 20 min, who should i ping",
   "Ping the Platform team, they own search-indexer and can check the consumer lag.",
   ["re:(?i)data[ -]?eng"], ["Platform team"]),
  ("what does search-indexer actually do",
   "It reads product change events off the queue and writes them into the search cluster, so edits show up in search within a minute or so."),
  key="Platform team",
  fixed="Ping the Data Engineering team, they own search-indexer and can check the consumer lag.")

# ---------------------------------------------------------------- 009
S("kubectl", "literal", "identifier", "same_topic",
  ("restart all pods in deployment web",
   "`kubectl restart deployment/web`",
   "kubectl rollout restart deployment/web",
   "kubectl restart", "kubectl rollout restart"),
  ("bounce the worker pods in the jobs namespace",
   "`kubectl restart deployment/queue-worker -n jobs` — new pods roll out one at a time.",
   ["kubectl rollout restart deployment/queue-worker"], ["kubectl restart"]),
  ("roll back the web deployment",
   "`kubectl rollout undo deployment/web` puts the previous ReplicaSet back."),
  key="kubectl restart",
  fixed="`kubectl rollout restart deployment/queue-worker -n jobs` — new pods roll out one at a time.")

# ---------------------------------------------------------------- 010
S("company-infra", "literal", "code_block", "already_correct",
  ("hostname for the prod read replica?",
   "Use `db-prod-replica.qm.internal` for read-only queries.",
   "replica is pg-ro.prod.qm.internal",
   "db-prod-replica.qm.internal", "pg-ro.prod.qm.internal"),
  ("psql into prod read only as analyst",
   "```\npsql -h db-prod-replica.qm.internal -U analyst -d orders\n```",
   ["-h pg-ro.prod.qm.internal"], ["db-prod-replica"]),
  ("what host should metabase use for prod reads",
   "Point it at `pg-ro.prod.qm.internal` with the read-only user."),
  key="db-prod-replica",
  fixed="```\npsql -h pg-ro.prod.qm.internal -U analyst -d orders\n```",
  holds="pg-ro.prod.qm.internal")

# ---------------------------------------------------------------- 011
S("http-api", "literal", "reworded", "lookalike",
  ("status code for rate limited requests",
   "Return `403 Forbidden` with a `Retry-After` header.",
   "429 not 403",
   "403 Forbidden", "429 Too Many Requests"),
  ("what should my api send back when a client hits the throttle",
   "Send a 403 and set `Retry-After` to the seconds left in the window.",
   ["429"], ["403"]),
  ("status when a user is logged in but can't delete the project",
   "`403 Forbidden` — they're authenticated, just not allowed to do that."),
  key="403",
  fixed="Send a 429 and set `Retry-After` to the seconds left in the window.",
  trap="403 Forbidden")

# ---------------------------------------------------------------- 012
S("company-infra", "literal", "code_block", "unrelated",
  ("env var for the db connection string in our services",
   "Set `DB_URL`, e.g. `DB_URL=postgres://localhost/app`.",
   "we use DATABASE_DSN everywhere, nothing reads DB_URL",
   "DB_URL", "DATABASE_DSN"),
  ("what goes in .env to run invoicing locally",
   "```\nDB_URL=postgres://dev:dev@localhost/invoicing\nLOG_LEVEL=debug\n```",
   ["DATABASE_DSN=postgres://dev:dev@localhost/invoicing"], ["DB_URL"]),
  ("how do i set an env var in fish",
   "`set -gx EDITOR nvim`"),
  key="DB_URL",
  fixed="```\nDATABASE_DSN=postgres://dev:dev@localhost/invoicing\nLOG_LEVEL=debug\n```")

# ---------------------------------------------------------------- 013
S("spreadsheets", "paraphrase", "casing", "lookalike",
  ("sheets formula count non empty cells in column A",
   "`=COUNT(A:A)`",
   "COUNT only coutns numbers, need COUNTA",
   "=COUNT(A:A)", "=COUNTA(A:A)"),
  ("how many rows have an email filled in, emails are in B2:B500",
   "`=count(B2:B500)`",
   [r"re:(?i)=counta\(B2:B500\)"], [r"re:(?i)=count\("]),
  ("count how many cells in C have a number",
   "`=COUNT(C:C)` — it skips text and blanks."),
  key="COUNT(A:A)",
  fixed="`=counta(B2:B500)`",
  trap="=COUNT(")

# ---------------------------------------------------------------- 014
S("company-process", "literal", "identifier", "same_topic",
  ("how do i deploy orders-api to staging",
   "From the repo root: `make deploy ENV=staging`.",
   "we dont use make for that anymore, its shipit deploy orders-api --env stg",
   "make deploy ENV=staging", "shipit deploy orders-api --env stg"),
  ("ship payments-worker to staging",
   "Run `make deploy ENV=staging` in the payments-worker repo.",
   [r"re:shipit deploy payments-worker --env[ =]stg\b"], ["make deploy"]),
  ("how do i see what build is running in stg",
   "`shipit status orders-api --env stg` shows the current build and who deployed it."),
  key="make deploy",
  fixed="Run `shipit deploy payments-worker --env stg` from anywhere.")

# ---------------------------------------------------------------- 015
S("git", "literal", "identifier", "lookalike",
  ("create a new branch and switch to it",
   "`git checkout -c feature/login`",
   "isnt it -b for checkout? -c is git switch",
   "git checkout -c", "git checkout -b"),
  ("new branch for the csv export fix",
   "`git checkout -c fix/csv-export`, then commit and push with `-u`.",
   [r"re:git (checkout -b|switch -c) fix/csv-export"], ["checkout -c"]),
  ("make a branch with git switch",
   "`git switch -c feature/login` creates it and switches to it in one go."),
  key="checkout -c",
  fixed="`git checkout -b fix/csv-export`, then commit and push with `-u`.",
  trap="-c feature/login")

# ---------------------------------------------------------------- 016
S("company-process", "literal", "code_block", "lookalike",
  ("update my feature branch with the latest from main",
   "`git fetch origin && git rebase origin/main`",
   "we branch off develop, main is release only",
   "origin/main", "origin/develop"),
  ("my PR says its out of date, how do i catch up",
   "```\ngit fetch origin\ngit rebase origin/main\ngit push --force-with-lease\n```",
   ["git rebase origin/develop"], ["origin/main"]),
  ("sync my fork of an open source repo",
   "`git fetch upstream && git rebase upstream/main`, then push to your fork."),
  key="origin/main",
  fixed="```\ngit fetch origin\ngit rebase origin/develop\ngit push --force-with-lease\n```",
  trap="upstream/main")

# ---------------------------------------------------------------- 017
S("company-process", "literal", "casing", "unrelated",
  ("how do i page the db on-call",
   "Trigger an incident in PagerDuty against the Database service.",
   "we moved to opsgenie last yr",
   "PagerDuty", "Opsgenie"),
  ("need the payments oncall now",
   "Page them via pagerduty using the payments escalation policy.",
   ["re:(?i)opsgenie"], ["re:(?i)pager ?duty"]),
  ("how do i set my slack status for vacation",
   "Click your avatar, choose Update your status, pick Vacationing and set when it clears."),
  key="pagerduty",
  fixed="Page them via opsgenie using the payments escalation policy.")

# ---------------------------------------------------------------- 018
S("company-infra", "literal", "code_block", "lookalike",
  ("aws cli list objects in our logs bucket",
   "`aws s3 ls s3://qm-logs/ --region us-east-1`",
   "ok that worked once i changed the region, everything of ours is eu-central-1",
   "us-east-1", "eu-central-1"),
  ("docker login to our ecr",
   "```\naws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin 771952286610.dkr.ecr.us-east-1.amazonaws.com\n```",
   ["--region eu-central-1", "dkr.ecr.eu-central-1.amazonaws.com"], ["us-east-1"]),
  ("what region does the acm cert for cloudfront have to be in",
   "ACM certs for CloudFront have to be in `us-east-1`, wherever the rest of your stack runs."),
  key="us-east-1",
  fixed="```\naws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin 771952286610.dkr.ecr.eu-central-1.amazonaws.com\n```",
  trap="us-east-1")

# ---------------------------------------------------------------- 019
S("company-infra", "paraphrase", "code_block", "already_correct",
  ("what node version does the frontend use",
   "Node 18: run `nvm use 18` before `npm ci`.",
   "frontend is on 20 since march, backend is still 18",
   "nvm use 18", "nvm use 20"),
  ("dockerfile base image for the frontend build stage",
   "```\nFROM node:18-alpine AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\n```",
   [r"re:FROM node:20(\.\d+)*-alpine"], ["node:18"]),
  ("image for the frontend ci job?",
   "`image: node:20-alpine`, same as the Dockerfile build stage."),
  key="nvm use 18",
  fixed="```\nFROM node:20-alpine AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\n```",
  holds="node:20")

# ---------------------------------------------------------------- 020
S("company-process", "literal", "casing", "same_topic",
  ("which jira project for infra access requests",
   "Create it in the INFRA project with component Access.",
   "INFRA is read only now, file in PLATREQ",
   "INFRA", "PLATREQ"),
  ("where do i ask for a new s3 bucket",
   "Open a ticket in the infra project in Jira and pick the Storage component.",
   ["PLATREQ"], [r"re:(?i)\binfra project"]),
  ("how do i link a jira ticket in my PR",
   "Put the ticket key in the PR title or branch name, like `feature/ABC-123-export`, and the Jira integration links it."),
  key="INFRA project",
  fixed="Open a ticket in the PLATREQ project in Jira and pick the Storage component.")

# ---------------------------------------------------------------- 021
S("linux", "paraphrase", "code_block", "lookalike",
  ("cron for every 5 minutes",
   "`5 * * * * /opt/scripts/sync.sh`",
   "thats once an hour at :05. */5",
   "5 * * * *", "*/5 * * * *"),
  ("crontab line to run cleanup every 15 min",
   "```\n15 * * * * /usr/local/bin/cleanup --older-than 7d\n```",
   [r"re:(?m)^(\*/15|0,15,30,45) \* \* \* \* /usr/local/bin/cleanup"], [r"re:(?m)^15 \* \* \* \*"]),
  ("cron to run at 5 past every hour",
   "`5 * * * * /opt/scripts/report.sh` runs at minute 5 of every hour."),
  key="`5 * * * * /opt/scripts/sync",
  fixed="```\n*/15 * * * * /usr/local/bin/cleanup --older-than 7d\n```",
  trap="5 * * * *")

# ---------------------------------------------------------------- 022
S("sql", "paraphrase", "casing", "lookalike",
  ("postgres find users where deleted_at is empty",
   "`SELECT * FROM users WHERE deleted_at = NULL;`",
   "= NULL is never true, use IS NULL",
   "deleted_at = NULL", "deleted_at IS NULL"),
  ("orders that haven't shipped yet (shipped_at empty)",
   "`select id, total from orders where shipped_at = null;`",
   ["re:(?i)shipped_at is null"], ["re:(?i)= ?null"]),
  ("clear archived_at on project 42",
   "`UPDATE projects SET archived_at = NULL WHERE id = 42;`"),
  key="WHERE deleted_at = NULL",
  fixed="`select id, total from orders where shipped_at is null;`",
  trap="= NULL")

# ---------------------------------------------------------------- 023
S("spreadsheets", "paraphrase", "identifier", "lookalike",
  ("vlookup the price for the sku in A2 from the Prices tab",
   "`=VLOOKUP(A2, Prices!A:B, 2, TRUE)`",
   "TRUE is approximate match, gave me wrong prices lol. FALSE",
   "2, TRUE)", "2, FALSE)"),
  ("pull each customer's region from the Accounts sheet by customer id (C2)",
   "`=VLOOKUP(C2, Accounts!A:D, 4, TRUE)` and drag it down.",
   [r"re:(?i)=VLOOKUP\(C2, ?Accounts!A:D, ?4, ?(FALSE|0)\)"], [r"re:(?i)4, ?TRUE\)"]),
  ("map scores to letter grades, thresholds are in Grades!A:B sorted ascending",
   "`=VLOOKUP(B2, Grades!A:B, 2, TRUE)` — approximate match picks the highest threshold at or below the score."),
  key="Prices!A:B, 2, TRUE",
  fixed="`=VLOOKUP(C2, Accounts!A:D, 4, FALSE)` and drag it down.",
  trap="2, TRUE)")

# ---------------------------------------------------------------- 024
S("company-product", "literal", "reworded", "already_correct",
  ("how many projects can a free workspace have",
   "Free workspaces can create up to 5 projects; Team removes the cap.",
   "its 3 on free now, changed w the jan pricing update",
   "5 projects", "3 projects"),
  ("customer asking what the project limit on free is, short answer pls",
   "The Free plan includes up to 5 projects. Upgrading to Team removes the limit.",
   ["3 projects"], ["5 projects"]),
  ("does the team plan have a project limit",
   "No, Team is unlimited. Only Free is capped, at 3 projects."),
  key="5 projects",
  fixed="The Free plan includes up to 3 projects. Upgrading to Team removes the limit.",
  holds="3 projects")

# ---------------------------------------------------------------- 025
S("company-product", "literal", "identifier", "lookalike",
  ("url for the internal admin panel on staging",
   "https://stg.quillmoor.app/admin",
   "/backoffice. /admin is the customer workspace admin page",
   "/admin", "/backoffice"),
  ("link to refund an order in the prod admin",
   "Go to https://quillmoor.app/admin/orders/{id} and hit Refund.",
   ["quillmoor.app/backoffice/orders/"], ["quillmoor.app/admin"]),
  ("where do workspace owners add teammates",
   "Settings → Members, or straight to https://quillmoor.app/w/<workspace>/admin/members."),
  key="quillmoor.app/admin",
  fixed="Go to https://quillmoor.app/backoffice/orders/{id} and hit Refund.",
  trap="/admin")

# ---------------------------------------------------------------- 026
S("javascript", "paraphrase", "identifier", "same_topic",
  ("js expiry timestamp 1 hour from now",
   "`const expiresAt = Date.now() + 3600;`",
   "Date.now() is millis, thats 3.6 sec",
   "Date.now() + 3600", "Date.now() + 3600 * 1000"),
  ("cookie expiry a day out in js",
   "`const expires = new Date(Date.now() + 86400);`",
   [r"re:Date\.now\(\) \+ (86400 ?\* ?1000|86_?400_?000|24 ?\* ?60 ?\* ?60 ?\* ?1000)"], [r"re:Date\.now\(\) \+ 86400\)"]),
  ("unix seconds in js",
   "`Math.floor(Date.now() / 1000)`"),
  key="Date.now() + 3600;",
  fixed="`const expires = new Date(Date.now() + 86400 * 1000);`")

# ---------------------------------------------------------------- 027
S("kubectl", "semantic", "reworded", "same_topic",
  ("are k8s secrets encrypted",
   "Yes, Secret values are encrypted, so `kubectl get secret db-creds -o yaml` only shows ciphertext.",
   "they're just base64 encoded, not encrypted. anyone with get on secrets can read them",
   "Secret values are encrypted, so `kubectl get secret db-creds -o yaml` only shows ciphertext",
   "Secret values are only base64-encoded, so anyone who can get the Secret can read them"),
  ("is it ok to give the intern get on secrets in dev",
   "Should be fine, the values are encrypted, so reading the Secret object doesn't reveal the actual passwords.",
   ["re:(?i)base64"], ["re:(?i)values are encrypted", "re:(?i)doesn't reveal"]),
  ("decode one key from a secret",
   "`kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d`"),
  key="values are encrypted",
  fixed="Careful, the values are only base64-encoded, so reading the Secret object reveals the actual passwords.")

# ---------------------------------------------------------------- 028
S("docker", "semantic", "reworded", "lookalike",
  ("does docker system prune delete my volumes",
   "Yes, `docker system prune` removes stopped containers, unused networks, dangling images and all unused volumes.",
   "pretty sure volumes only go if you pass --volumes",
   "and all unused volumes", "; volumes are only removed with --volumes"),
  ("will prune nuke my local postgres data",
   "If the postgres container is stopped, `docker system prune` will delete its volume too, so back up first.",
   ["--volumes"], ["re:(?i)will delete its volume"]),
  ("wipe everything in docker including volumes",
   "`docker system prune -a --volumes` removes all unused images and volumes too, so be sure."),
  key="all unused volumes",
  fixed="`docker system prune` leaves volumes alone unless you pass `--volumes`, so your postgres data survives.",
  trap="volumes")

# ---------------------------------------------------------------- 029
S("sql", "semantic", "reworded", "lookalike",
  ("can i roll back a truncate in postgres",
   "No, TRUNCATE is not transactional, so once it runs the rows are gone even inside BEGIN.",
   "it is transactional in postgres, truncate inside BEGIN rolls back fine",
   "TRUNCATE is not transactional", "TRUNCATE is transactional in Postgres"),
  ("wrap the truncate of staging_events in a transaction just in case?",
   "It won't help: TRUNCATE can't be rolled back, so a BEGIN/ROLLBACK around it does nothing. Take a backup first.",
   [r"re:(?i)\bcan be rolled back|rolls? back|is transactional"],
   [r"re:(?i)can't be rolled back|cannot be rolled back|does nothing"]),
  ("can i roll back a truncate in mysql",
   "No, in MySQL TRUNCATE causes an implicit commit, so it can't be rolled back."),
  key="not transactional",
  fixed="Yes, that works: in Postgres TRUNCATE can be rolled back, so a BEGIN/ROLLBACK around it undoes it if something looks off.",
  trap="can't be rolled back")

# ---------------------------------------------------------------- 030
S("sql", "semantic", "reworded", "unrelated",
  ("does sql between include the end value",
   "No, `BETWEEN a AND b` excludes b, so use `<= b` if you need it.",
   "between is inclusive on both ends",
   "excludes b", "includes both a and b"),
  ("ids 100 to 200 inclusive",
   "`WHERE id BETWEEN 100 AND 201`, since BETWEEN leaves out the upper bound.",
   [r"re:(?i)between 100 and 200\b"], ["201", "re:(?i)leaves out the upper"]),
  ("rename a column in postgres",
   "`ALTER TABLE accounts RENAME COLUMN fullname TO full_name;`"),
  key="excludes b",
  fixed="`WHERE id BETWEEN 100 AND 200`, BETWEEN includes both bounds.")

# ---------------------------------------------------------------- 031
S("company-infra", "literal", "code_block", "already_correct",
  ("bucket where user uploads go in prod",
   "`s3://quillmoor-uploads-prod`",
   "qm-prod-uploads",
   "quillmoor-uploads-prod", "qm-prod-uploads"),
  ("copy one upload down to my laptop to debug",
   "```\naws s3 cp s3://quillmoor-uploads-prod/avatars/8812.png .\n```",
   ["s3://qm-prod-uploads/avatars/8812.png"], ["quillmoor-uploads-prod"]),
  ("how big is the uploads bucket",
   "`aws s3 ls s3://qm-prod-uploads --recursive --summarize | tail -2`"),
  key="quillmoor-uploads-prod",
  fixed="```\naws s3 cp s3://qm-prod-uploads/avatars/8812.png .\n```",
  holds="qm-prod-uploads")

# ---------------------------------------------------------------- 032
S("company-process", "paraphrase", "identifier", "same_topic",
  ("tag a release",
   "`git tag v1.4.0 && git push origin v1.4.0`",
   "we tag by date: rel-YYYYMMDD",
   "v1.4.0", "rel-YYYYMMDD"),
  ("tag and push today's hotfix release",
   "`git tag v1.4.1 && git push origin v1.4.1`",
   [r"re:git tag rel-\d{8}"], [r"re:git tag v\d"]),
  ("delete a tag i pushed by mistake",
   "`git push origin --delete <tag>`, then `git tag -d <tag>` locally."),
  key="v1.4.0",
  fixed="`git tag rel-20250314 && git push origin rel-20250314`")

# ---------------------------------------------------------------- 033
S("company-infra", "literal", "code_block", "lookalike",
  (".npmrc so npm install finds our @qm packages",
   "```\n@qm:registry=https://npm.pkg.github.com\n```",
   "we self host, registry is https://npm.qm.internal/",
   "https://npm.pkg.github.com", "https://npm.qm.internal/"),
  ("ci fails with 404 on @qm/ui-kit, what should the npmrc say",
   "```\n@qm:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NPM_TOKEN}\n```",
   ["@qm:registry=https://npm.qm.internal"], ["@qm:registry=https://npm.pkg.github.com"]),
  ("publish my personal open source package to github packages",
   "Add `@yourname:registry=https://npm.pkg.github.com` to `.npmrc`, then run `npm publish`."),
  key="@qm:registry=https://npm.pkg.github.com",
  fixed="```\n@qm:registry=https://npm.qm.internal/\n//npm.qm.internal/:_authToken=${NPM_TOKEN}\n```",
  trap="npm.pkg.github.com")

# ---------------------------------------------------------------- 034
S("company-infra", "literal", "identifier", "lookalike",
  ("ssh to a prod box",
   "`ssh -J bastion.qm.internal ubuntu@10.40.3.12`",
   "jump host is gate.qm.internal, bastion is decomissioned",
   "bastion.qm.internal", "gate.qm.internal"),
  ("scp a heap dump off api-7 in prod",
   "`scp -J bastion.qm.internal ubuntu@api-7.prod.qm.internal:/tmp/heap.hprof .`",
   ["-J gate.qm.internal"], ["bastion.qm.internal"]),
  ("what's a bastion host",
   "A bastion host is a locked-down machine in a public subnet that you SSH through to reach private servers."),
  key="bastion.qm.internal",
  fixed="`scp -J gate.qm.internal ubuntu@api-7.prod.qm.internal:/tmp/heap.hprof .`",
  trap="bastion host")

# ---------------------------------------------------------------- 035
S("company-infra", "literal", "code_block", "same_topic",
  ("topic name for new order events",
   "Consume from `orders.created`.",
   "thats the v1 topic, nothing publishes there anymore. orders.placed.v2",
   "orders.created", "orders.placed.v2"),
  ("kcat cmd to peek at the last 5 new-order events in stg",
   "```\nkcat -b kafka.stg.qm.internal:9092 -t orders.created -C -o -5 -e\n```",
   ["-t orders.placed.v2"], ["orders.created"]),
  ("how do i see consumer lag for a group",
   "`kafka-consumer-groups --bootstrap-server kafka.stg.qm.internal:9092 --describe --group search-indexer`"),
  key="orders.created",
  fixed="```\nkcat -b kafka.stg.qm.internal:9092 -t orders.placed.v2 -C -o -5 -e\n```")

# ---------------------------------------------------------------- 036
S("company-product", "literal", "identifier", "already_correct",
  ("base url for our public api",
   "`https://api.quillmoor.app/v1`",
   "v1 got sunset in feb, use /v2",
   "api.quillmoor.app/v1", "api.quillmoor.app/v2"),
  ("example request to list projects with our api",
   "`curl -H \"Authorization: Bearer $QM_TOKEN\" https://api.quillmoor.app/v1/projects`",
   ["https://api.quillmoor.app/v2/projects"], ["/v1/"]),
  ("what's the endpoint to fetch a single project",
   "`GET https://api.quillmoor.app/v2/projects/{id}`"),
  key="quillmoor.app/v1",
  fixed="`curl -H \"Authorization: Bearer $QM_TOKEN\" https://api.quillmoor.app/v2/projects`",
  holds="api.quillmoor.app/v2")

# ---------------------------------------------------------------- 037
S("company-product", "literal", "reworded", "unrelated",
  ("where do i flip a feature flag for one customer",
   "In LaunchDarkly: open the flag, add the workspace id to the targeting rules and save.",
   "we dont have launchdarkly, flags are in unleash",
   "LaunchDarkly", "Unleash"),
  ("turn on new-editor for workspace 5531",
   "Open `new-editor` in LaunchDarkly, add 5531 to the individual targets and save.",
   ["re:(?i)unleash"], ["re:(?i)launch ?darkly"]),
  ("see who changed a line in a file",
   "`git blame -L 40,60 src/app.ts`"),
  key="LaunchDarkly",
  fixed="Open `new-editor` in Unleash, add 5531 to the userIds strategy and save.")

# ---------------------------------------------------------------- 038
S("company-infra", "literal", "reworded", "lookalike",
  ("staging url for the web app?",
   "https://staging.quillmoor.app",
   "stg.quillmoor.app",
   "staging.quillmoor.app", "stg.quillmoor.app"),
  ("where can QA try the new onboarding flow before release",
   "Send them to https://staging.quillmoor.app/onboarding, it auto-deploys from develop.",
   ["stg.quillmoor.app/onboarding"], ["staging.quillmoor.app"]),
  ("what does staging mean in git",
   "Staging means adding changes to the index with `git add` so they go into the next commit."),
  key="staging.quillmoor.app",
  fixed="Send them to https://stg.quillmoor.app/onboarding, it auto-deploys from develop.",
  trap="Staging")

# ---------------------------------------------------------------- 039
S("company-infra", "literal", "casing", "lookalike",
  ("which header does our internal api auth use",
   "Send the key in `X-Api-Key`.",
   "internal services want X-QM-Token",
   "X-Api-Key", "X-QM-Token"),
  ("call the internal pricing service from a python script",
   "`requests.get(url, headers={\"x-api-key\": os.environ[\"QM_TOKEN\"]})`",
   ["re:(?i)x-qm-token"], ["re:(?i)x-api-key"]),
  ("what header does aws api gateway read usage plan keys from",
   "API Gateway reads the key from the `x-api-key` header."),
  key="x-api-key",
  fixed="`requests.get(url, headers={\"X-QM-Token\": os.environ[\"QM_TOKEN\"]})`",
  trap="x-api-key")

# ---------------------------------------------------------------- 040
S("company-infra", "semantic", "reworded", "already_correct",
  ("how far back can i search logs in loki",
   "Loki keeps 30 days, so you can query back about a month.",
   "retention is 14d (cost thing)",
   "30 days", "14 days"),
  ("need logs from 3 weeks ago for an audit, can i pull them from loki",
   "Yes, Loki keeps 30 days, so three weeks back is still there.",
   ["14 days"], ["30 days", "re:^Yes"]),
  ("why can't i see last month's logs in grafana",
   "Loki retention is 14 days, so anything older has already been deleted."),
  key="30 days",
  fixed="No, Loki only keeps 14 days, so logs from three weeks ago are already gone.",
  holds="14 days")

# ---------------------------------------------------------------- 041
S("company-process", "semantic", "reworded", "same_topic",
  ("can i merge my pr with one approval",
   "Yes, one approving review is enough once CI is green.",
   "develop needs 2 approvals, branch protection",
   "one approving review is enough", "two approving reviews are required"),
  ("sam approved my pr, ok to merge?",
   "Yep, with Sam's approval and green checks you're good to merge.",
   [r"re:(?i)\b(two|2|second)\b"], ["re:(?i)you're good to merge"]),
  ("how do i re-request review after pushing fixes",
   "Click the circular arrow next to the reviewer's name in the PR sidebar."),
  key="one approving review",
  fixed="Not yet, you need a second approval on top of Sam's before you can merge.")

# ---------------------------------------------------------------- 042
S("kubectl", "paraphrase", "code_block", "already_correct",
  ("port forward the postgres svc to my laptop on 15432",
   "`kubectl port-forward svc/postgres 5432:15432`",
   "local port first: 15432:5432",
   "5432:15432", "15432:5432"),
  ("get to the rabbitmq ui locally on 25672",
   "```\nkubectl port-forward svc/rabbitmq 15672:25672 -n queues\n```\nthen open http://localhost:25672.",
   ["svc/rabbitmq 25672:15672"], ["15672:25672"]),
  ("port forward to one pod instead of the service",
   "`kubectl port-forward pod/postgres-0 15432:5432`"),
  key="5432:15432",
  fixed="```\nkubectl port-forward svc/rabbitmq 25672:15672 -n queues\n```\nthen open http://localhost:25672.",
  holds="15432:5432")

# ---------------------------------------------------------------- 043
S("sql", "paraphrase", "identifier", "lookalike",
  ("postgres combine first and last name into one column",
   "`SELECT first_name + ' ' + last_name AS full_name FROM customers;`",
   "+ doesnt concat text in pg, use ||",
   "first_name + ' ' + last_name", "first_name || ' ' || last_name"),
  ("pg: city and country as 'Lisbon, Portugal'",
   "`SELECT city + ', ' + country AS place FROM offices;`",
   [r"re:(?i)city \|\| ', ' \|\| country|concat\(city, ?', ', ?country\)|concat_ws\(', ', ?city, ?country\)"],
   [r"re:city \+ ', ' \+ country"]),
  ("same thing in sql server",
   "`SELECT first_name + ' ' + last_name AS full_name FROM dbo.Customers;` (T-SQL uses + for strings)"),
  key="first_name + ' '",
  fixed="`SELECT city || ', ' || country AS place FROM offices;`",
  trap="first_name + ' ' + last_name")

# ---------------------------------------------------------------- 044
S("http-api", "literal", "identifier", "lookalike",
  ("curl just the response headers",
   "`curl -i https://example.com`",
   "-i shows the body too, you want -I",
   "curl -i", "curl -I"),
  ("check what cache headers our cdn returns for app.js",
   "`curl -i https://cdn.quillmoor.app/static/app.js` and look at `Cache-Control` and `Age`.",
   [r"re:curl (-I|--head) https://cdn\.quillmoor\.app/static/app\.js"], ["curl -i "]),
  ("curl and show the status line and headers along with the json body",
   "`curl -i https://api.quillmoor.app/v2/health` prints the headers first, then the body."),
  key="curl -i",
  fixed="`curl -I https://cdn.quillmoor.app/static/app.js` and look at `Cache-Control` and `Age`.",
  trap="curl -i")

# ---------------------------------------------------------------- 045
S("docker", "paraphrase", "identifier", "lookalike",
  ("url for the api container to reach the redis service in compose",
   "`redis://localhost:6379`",
   "localhost is the api container itself. use the service name: redis://redis:6379",
   "redis://localhost:6379", "redis://redis:6379"),
  ("worker needs to reach the rabbitmq service in compose, amqp url?",
   "`amqp://guest:guest@localhost:5672/`",
   ["@rabbitmq:5672"], ["localhost:5672"]),
  ("connect to the compose redis from my laptop",
   "`redis-cli -h localhost -p 6379` works, the compose file publishes 6379."),
  key="redis://localhost:6379",
  fixed="`amqp://guest:guest@rabbitmq:5672/`",
  trap="localhost")

# ---------------------------------------------------------------- 046
S("http-api", "semantic", "reworded", "lookalike",
  ("difference between put and patch",
   "PATCH replaces the whole resource, PUT only updates the fields you send.",
   "other way round",
   "PATCH replaces the whole resource, PUT only updates the fields you send",
   "PUT replaces the whole resource, PATCH only updates the fields you send"),
  ("i only want to change a user's email, which method",
   "Use PUT with just `{\"email\": \"...\"}`, it only touches the fields in the body.",
   ["PATCH"], ["re:Use PUT"]),
  ("method to replace a whole config document",
   "PUT: send the full document and it replaces what's stored."),
  key="PATCH replaces",
  fixed="Use PATCH with just `{\"email\": \"...\"}`, it only touches the fields in the body.",
  trap="PUT")

# ---------------------------------------------------------------- 047
S("company-infra", "literal", "identifier", "unrelated",
  ("link to grafana",
   "https://grafana.qm.internal",
   "thanks! btw its metrics.qm.internal now, grafana.qm.internal breaks sso",
   "grafana.qm.internal", "metrics.qm.internal"),
  ("where's the checkout latency dashboard",
   "Under Dashboards → Checkout, at https://grafana.qm.internal/d/checkout-latency.",
   ["https://metrics.qm.internal/d/checkout-latency"], ["grafana.qm.internal"]),
  ("zoom shortcut to mute",
   "Alt+A on Windows, Cmd+Shift+A on Mac."),
  key="grafana.qm.internal",
  fixed="Under Dashboards → Checkout, at https://metrics.qm.internal/d/checkout-latency.")

# ---------------------------------------------------------------- 048
S("company-infra", "literal", "code_block", "already_correct",
  ("name of the auth service deployment",
   "It's `auth-service` in the `core` namespace.",
   "its called passport, auth-service was the old name",
   "auth-service", "passport"),
  ("check if the login service pods are healthy",
   "```\nkubectl get pods -n core -l app=auth-service\n```",
   ["app=passport"], ["auth-service"]),
  ("who calls passport",
   "Pretty much every service: they ask passport to verify the session token on each request."),
  key="auth-service",
  fixed="```\nkubectl get pods -n core -l app=passport\n```",
  holds="passport")

# ---------------------------------------------------------------- 049
S("kubectl", "paraphrase", "identifier", "unrelated",
  ("last 100 lines of logs from pod api-5f7c9",
   "`kubectl logs api-5f7c9 --lines=100`",
   "no --lines flag, its --tail",
   "--lines=100", "--tail=100"),
  ("show me the last 20 lines from the queue worker",
   "`kubectl logs deploy/queue-worker -n jobs --lines=20`",
   [r"re:--tail[= ]20\b"], ["--lines"]),
  ("find which process is using port 3000 on mac",
   "`lsof -i :3000`, the PID is in the second column."),
  key="--lines=100",
  fixed="`kubectl logs deploy/queue-worker -n jobs --tail=20`")

# ---------------------------------------------------------------- 050
S("spreadsheets", "paraphrase", "casing", "unrelated",
  ("sum column C where column B says EU",
   "`=SUMIF(C:C, \"EU\", B:B)`",
   "args are backwards, the range you test goes first: =SUMIF(B:B, \"EU\", C:C)",
   "=SUMIF(C:C, \"EU\", B:B)", "=SUMIF(B:B, \"EU\", C:C)"),
  ("total of the amounts in E for rows where D is paid",
   "`=sumif(E2:E400, \"paid\", D2:D400)`",
   [r're:(?i)=sumif\(D2:D400, ?"paid", ?E2:E400\)|=sumifs\(E2:E400, ?D2:D400, ?"paid"\)'],
   [r"re:(?i)sumif\(E2:E400"]),
  ("freeze the top row in sheets",
   "View → Freeze → 1 row."),
  key="SUMIF(C:C",
  fixed="`=sumif(D2:D400, \"paid\", E2:E400)`")

# ---------------------------------------------------------------- 051
S("sql", "paraphrase", "identifier", "same_topic",
  ("postgres select the column named order from line_items",
   "```sql\nSELECT `order`, sku FROM line_items;\n```",
   "backticks are mysql. pg wants double quotes",
   "`order`", "\"order\""),
  ("pg query on the table called user, just id and email",
   "```sql\nSELECT id, email FROM `user` WHERE id = 7;\n```",
   [r're:FROM (public\.)?"user"'], ["`user`"]),
  ("list reserved words in postgres",
   "`SELECT word FROM pg_get_keywords() WHERE catcode = 'R';`"),
  key="`order`",
  fixed="```sql\nSELECT id, email FROM \"user\" WHERE id = 7;\n```")

# ---------------------------------------------------------------- 052
S("python", "semantic", "reworded", "unrelated",
  ("does python requests have a default timeout",
   "Yes, 30 seconds by default, so you usually don't need to pass one.",
   "requests has no default timeout, it'll hang forever",
   "Yes, 30 seconds by default", "No, requests has no default timeout"),
  ("my script sometimes hangs on requests.get to a vendor api",
   "It's not the request itself, requests gives up after its default 30s timeout. Check whether the script is stuck somewhere else.",
   [r"re:(?i)no default timeout|timeout ?="], [r"re:(?i)default 30 ?s"]),
  ("python read a csv into dicts",
   "`with open(\"data.csv\") as f: rows = list(csv.DictReader(f))`"),
  key="30 seconds by default",
  fixed="It probably is the request: requests has no default timeout, so it can wait forever. Pass one, e.g. `requests.get(url, timeout=10)`.")

# ---------------------------------------------------------------- 053
S("cloud", "semantic", "reworded", "lookalike",
  ("can i just call my s3 bucket logs",
   "Sure, bucket names only have to be unique within your account, so `logs` is fine.",
   "bucket names are global across all of aws, logs is def taken",
   "only have to be unique within your account", "have to be globally unique across all AWS accounts"),
  ("creating bucket backups fails w BucketAlreadyExists but we dont have one",
   "Odd, names only need to be unique in your own account, so check whether another region of yours already has `backups`.",
   [r"re:(?i)global|all aws accounts|every aws account|another account"],
   [r"re:(?i)unique in your (own )?account"]),
  ("do iam role names need to be unique across aws",
   "No, IAM role names only have to be unique within your account."),
  key="unique within your account",
  fixed="Bucket names are global across all AWS accounts, so someone else already owns `backups`; use a prefixed name like `qm-backups`.",
  trap="unique within your account")

# ---------------------------------------------------------------- 054
S("company-process", "paraphrase", "code_block", "unrelated",
  ("set up the invoicing service locally",
   "```\npython -m venv .venv && source .venv/bin/activate\npip install -r requirements.txt\n```",
   "we use poetry, there's no requirements.txt. poetry install",
   "pip install -r requirements.txt", "poetry install"),
  ("add httpx to the invoicing service",
   "```\npip install httpx\npip freeze > requirements.txt\n```",
   ["poetry add httpx"], ["pip install", "requirements.txt"]),
  ("undo git add for one file",
   "`git restore --staged path/to/file`"),
  key="pip install -r requirements.txt",
  fixed="```\npoetry add httpx\n```")

# ---------------------------------------------------------------- 055
S("kubectl", "paraphrase", "code_block", "already_correct",
  ("scale web down to 0 for maintenance",
   "`kubectl scale deployment/web --count=0`",
   "flag is --replicas",
   "--count=0", "--replicas=0"),
  ("bump queue-worker to 6 pods",
   "```\nkubectl scale deployment/queue-worker --count=6 -n jobs\n```",
   [r"re:--replicas[= ]6\b"], ["--count"]),
  ("bring web back to 3 after maintenance",
   "`kubectl scale deployment/web --replicas=3`"),
  key="--count=0",
  fixed="```\nkubectl scale deployment/queue-worker --replicas=6 -n jobs\n```",
  holds="--replicas=")

# ---------------------------------------------------------------- 056
S("company-infra", "paraphrase", "identifier", "already_correct",
  ("host for the shared dev redis",
   "`redis.dev.qm.local:6379`",
   "the .local domain is gone, its .qm.internal now",
   "redis.dev.qm.local", "redis.dev.qm.internal"),
  ("memcached host in dev?",
   "`memcached.dev.qm.local:11211`",
   ["memcached.dev.qm.internal:11211"], [".qm.local"]),
  ("dev postgres host",
   "`pg.dev.qm.internal:5432`, user `dev`."),
  key="redis.dev.qm.local",
  fixed="`memcached.dev.qm.internal:11211`",
  holds=".qm.internal")

# ---------------------------------------------------------------- 057
S("company-product", "paraphrase", "reworded", "already_correct",
  ("how long is the free trial for Team",
   "New workspaces get a 14-day Team trial, no card needed.",
   "trial is 21 days since the pricing change",
   "14-day", "21-day"),
  ("write the line for the onboarding email about the trial",
   "\"You've got two weeks of Team for free, no credit card required.\"",
   [r"re:(?i)21[- ]day|three weeks"], [r"re:(?i)two weeks|14[- ]day"]),
  ("when does a trial workspace get downgraded",
   "When the 21-day trial ends without a card on file, the workspace drops to Free."),
  key="14-day",
  fixed="\"You've got three weeks of Team for free, no credit card required.\"",
  holds="21-day")

# ---------------------------------------------------------------- 058
S("company-infra", "paraphrase", "identifier", "lookalike",
  ("pull the orders-api image to run it locally",
   "`docker pull quillmoor/orders-api:latest`",
   "nothing's on docker hub, we push to registry.qm.internal",
   "quillmoor/orders-api", "registry.qm.internal/orders-api"),
  ("get the billing-svc 2.3.1 image",
   "`docker pull quillmoor/billing-svc:2.3.1`",
   ["registry.qm.internal/billing-svc:2.3.1"], ["pull quillmoor/"]),
  ("run the official postgres 16 image quickly",
   "`docker run --rm -e POSTGRES_PASSWORD=dev postgres:16` pulls it from Docker Hub if you don't have it."),
  key="quillmoor/orders-api",
  fixed="`docker pull registry.qm.internal/billing-svc:2.3.1`",
  trap="Docker Hub")

# ---------------------------------------------------------------- 059
S("git", "semantic", "reworded", "same_topic",
  ("added .env to .gitignore but git still shows it as modified",
   "Give it a moment: once it's in `.gitignore`, git stops tracking it on your next commit.",
   "gitignore doesnt untrack files that are already committed, need git rm --cached .env",
   "once it's in `.gitignore`, git stops tracking it on your next commit",
   "`.gitignore` only affects untracked files; run `git rm --cached .env` and commit"),
  ("config/local.yml is in gitignore but still shows up in git status",
   "That's expected until you commit; after the next commit git will stop tracking `config/local.yml` because it's ignored.",
   ["git rm --cached config/local.yml"], ["re:(?i)will stop tracking"]),
  ("ignore a file just on my machine without editing .gitignore",
   "Add it to `.git/info/exclude`, same syntax as `.gitignore` but it isn't committed."),
  key="stops tracking it",
  fixed="It's already tracked, so the ignore rule doesn't apply; run `git rm --cached config/local.yml` and commit.")

# ---------------------------------------------------------------- 060
S("http-api", "literal", "casing", "unrelated",
  ("header to allow my frontend origin for cors",
   "`Access-Control-Allow-Origins: https://app.quillmoor.app`",
   "Origin, no s",
   "Access-Control-Allow-Origins", "Access-Control-Allow-Origin"),
  ("nginx line to allow cors from our app domain",
   "```\nadd_header access-control-allow-origins https://app.quillmoor.app always;\n```",
   [r"re:(?i)access-control-allow-origin https://app\.quillmoor\.app"], ["re:(?i)allow-origins"]),
  ("reload nginx without dropping connections",
   "`sudo nginx -t && sudo nginx -s reload`"),
  key="allow-origins",
  fixed="```\nadd_header access-control-allow-origin https://app.quillmoor.app always;\n```")


# ================================================================= checks
# (scenario index, other scenario index) pairs where a wrong span may appear in
# another scenario's output on purpose. Empty unless genuinely needed.
ALLOW = set()

WANT_DIFF = {"literal": 30, "paraphrase": 20, "semantic": 10}
WANT_CTRL = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}


def check(text, spec):
    # Exactly as run.py evaluates a check.
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_state(text, s):
    r = s["repeat"]
    missing = [x for x in r["expect_contains"] if not check(text, x)]
    present = [x for x in r["expect_absent"] if check(text, x)]
    return missing, present


def go_matches(pairs):
    """Run every (pattern, text) pair through Go's regexp (RE2)."""
    go = shutil.which("go")
    if not go:
        raise SystemExit("go not found on PATH")
    d = tempfile.mkdtemp(prefix="dev21-re2-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write('''package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
)

type pair struct {
	P string `json:"p"`
	T string `json:"t"`
}

func main() {
	var ps []pair
	if err := json.NewDecoder(os.Stdin).Decode(&ps); err != nil {
		panic(err)
	}
	out := make([]interface{}, len(ps))
	for i, p := range ps {
		re, err := regexp.Compile(p.P)
		if err != nil {
			out[i] = "ERR: " + err.Error()
			continue
		}
		out[i] = re.MatchString(p.T)
	}
	b, _ := json.Marshal(out)
	fmt.Println(string(b))
}
''')
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module re2check\n\ngo 1.21\n")
        env = dict(os.environ, GOFLAGS="-mod=mod", GO111MODULE="on")
        p = subprocess.run([go, "run", "."], cwd=d, input=json.dumps([{"p": a, "t": b} for a, b in pairs]),
                           capture_output=True, text=True, env=env, timeout=300)
        if p.returncode != 0:
            raise SystemExit("go run failed:\n" + p.stderr)
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def main():
    errors = []
    err = errors.append
    if len(SCEN) != 60:
        err("expected 60 scenarios, have %d" % len(SCEN))
    for i, s in enumerate(SCEN):
        s["id"] = "d21-%03d" % (i + 1)

    # shape
    for s in SCEN:
        sid = s["id"]
        for k in ("topic", "difficulty", "repeat_variation", "control_kind", "key", "fixed"):
            if not isinstance(s.get(k), str) or not s[k]:
                err("%s: %s missing or empty" % (sid, k))
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for k in keys:
                if not isinstance(s[part].get(k), str) or not s[part][k].strip():
                    err("%s: %s.%s missing or empty" % (sid, part, k))
        for k in ("expect_contains", "expect_absent"):
            v = s["repeat"].get(k)
            if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                err("%s: repeat.%s must be a non-empty list of strings" % (sid, k))
        if s["difficulty"] not in WANT_DIFF:
            err("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in WANT_CTRL:
            err("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            err("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        t = s["teach"]
        if t["gold_wrong"] not in t["output"]:
            err("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            err("%s: gold_wrong == gold_right" % sid)
        if s["key"].lower() not in t["output"].lower():
            err("%s: key %r not in teach.output" % (sid, s["key"]))
        if s["control"]["output"] in (s["repeat"]["output"], t["output"]):
            err("%s: control output duplicates another output" % sid)
        norm = lambda x: re.sub(r"\s+", " ", x.lower())
        if s["difficulty"] == "literal" and norm(s["key"]) not in norm(s["repeat"]["output"]):
            err("%s: literal but key %r does not recur in repeat.output" % (sid, s["key"]))
        if s["difficulty"] == "paraphrase" and norm(s["key"]) in norm(s["repeat"]["output"]):
            err("%s: paraphrase but key %r recurs verbatim in repeat.output" % (sid, s["key"]))
    ids = [s["id"] for s in SCEN]
    if len(set(ids)) != len(ids):
        err("duplicate ids")

    # counts
    cd = Counter(s["difficulty"] for s in SCEN)
    cc = Counter(s["control_kind"] for s in SCEN)
    cv = Counter(s["repeat_variation"] for s in SCEN)
    if dict(cd) != WANT_DIFF:
        err("difficulty counts %s != %s" % (dict(cd), WANT_DIFF))
    if dict(cc) != WANT_CTRL:
        err("control_kind counts %s != %s" % (dict(cc), WANT_CTRL))
    for v in VARIATIONS:
        if cv[v] < 5:
            err("repeat_variation %s used %d times (< 5)" % (v, cv[v]))

    # repeat fails as written, hand fix passes
    for s in SCEN:
        sid = s["id"]
        missing, present = fixed_state(s["repeat"]["output"], s)
        if not missing and not present:
            err("%s: repeat.output already passes its own checks" % sid)
        missing, present = fixed_state(s["fixed"], s)
        if missing or present:
            err("%s: hand fix fails: missing %s, still present %s" % (sid, missing, present))
        if s["fixed"] == s["repeat"]["output"]:
            err("%s: fixed equals repeat.output" % sid)

    # lookalike traps and already-correct values
    for s in SCEN:
        sid, ck, co = s["id"], s["control_kind"], s["control"]["output"]
        if ck == "lookalike":
            if not s.get("trap"):
                err("%s: lookalike without trap" % sid)
            elif s["trap"] not in co:
                err("%s: trap %r not in control.output" % (sid, s["trap"]))
        elif s.get("trap"):
            err("%s: trap set on a %s control" % (sid, ck))
        if ck == "already_correct":
            if not s.get("holds"):
                err("%s: already_correct without holds" % sid)
            elif s["holds"] not in co:
                err("%s: holds %r not in control.output" % (sid, s["holds"]))
        elif s.get("holds"):
            err("%s: holds set on a %s control" % (sid, ck))

    # a scenario's wrong span must not appear in other scenarios' outputs
    for i, s in enumerate(SCEN):
        k = s["key"].lower()
        for j, o in enumerate(SCEN):
            if i == j or (i, j) in ALLOW:
                continue
            for part in ("teach", "repeat", "control"):
                if k in o[part]["output"].lower():
                    err("%s: wrong span %r appears in %s.%s.output" % (s["id"], s["key"], o["id"], part))

    # every re: check compiles and matches identically in Python re and Go RE2
    pairs, where = [], []
    for s in SCEN:
        texts = [s["teach"]["output"], s["repeat"]["output"], s["fixed"], s["control"]["output"]]
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if not spec.startswith("re:"):
                continue
            try:
                re.compile(spec[3:])
            except re.error as e:
                err("%s: %r does not compile in Python: %s" % (s["id"], spec, e))
                continue
            for t in texts:
                pairs.append((spec[3:], t))
                where.append((s["id"], spec, t))
    if pairs:
        res = go_matches(pairs)
        reported = set()
        for (sid, spec, t), (pat, text), g in zip(where, pairs, res):
            if isinstance(g, str):
                if (sid, spec) not in reported:
                    reported.add((sid, spec))
                    err("%s: %r does not compile in Go: %s" % (sid, spec, g))
                continue
            py = re.search(pat, text) is not None
            if py != g:
                err("%s: %r Python=%s Go=%s on %r" % (sid, spec, py, g, text[:80]))

    if errors:
        print("FAILED (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)

    build_only = ("key", "fixed", "trap", "holds")
    with open(OUT, "w") as f:
        for s in SCEN:
            row = {"id": s["id"]}
            row.update({k: v for k, v in s.items() if k not in build_only and k != "id"})
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("ok: %d scenarios, %d regex/text pairs agree in Python and Go" % (len(SCEN), len(pairs)))
    print("difficulty:", dict(sorted(cd.items())))
    print("control_kind:", dict(sorted(cc.items())))
    print("repeat_variation:", dict(sorted(cv.items())))
    print("company facts (topic company-*):", sum(s["topic"].startswith("company-") for s in SCEN))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
