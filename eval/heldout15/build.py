#!/usr/bin/env python3
"""Build the heldout15 scenario set (teach -> repeat -> control).

Standard library only. Validates the scenarios held below and, only if every
check passes, writes scenarios.jsonl and README.md next to this file.

Build-only fields (never written out):
  fix   : list of (old, new) replacements that turn repeat.output into a
          correct answer; the fixed text must pass the repeat check.
  holds : for lookalike / already_correct controls, a string the control
          output must contain.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

TITLE = "a platform team's week"
THEME = (
    "A platform team's ordinary week across many tools: Go and Python services, "
    "PostgreSQL and Redis, Kubernetes and Helm, Terraform, GitHub Actions, shell and git, "
    "cloud CLIs (AWS, GCP), logging and metrics, with the team's own hosts, ports, regions, "
    "buckets, versions and conventions."
)

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL_KIND = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {
    "reworded": (13, 17),
    "code_block": (16, 20),
    "casing": (2, 8),
    "other_identifier": (2, 8),
    "renamed_identifier": (2, 8),
    "reordered_args": (2, 8),
    "equivalent_construct": (2, 8),
    "prose_claim": (2, 8),
}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    S.append(dict(topic=topic, difficulty=difficulty, repeat_variation=variation,
                  control_kind=control_kind, teach=teach, repeat=repeat, control=control,
                  fix=fix, holds=holds))


def T(query, output, message, gold_wrong, gold_right):
    return dict(query=query, output=output, message=message, gold_wrong=gold_wrong, gold_right=gold_right)


def R(query, output, expect_contains, expect_absent):
    return dict(query=query, output=output, expect_contains=expect_contains, expect_absent=expect_absent)


def C(query, output):
    return dict(query=query, output=output)


# ---------------------------------------------------------------------------
# scenarios (h15-001 ... h15-060, in this order)
# ---------------------------------------------------------------------------
# --- h15-001
sc("postgres", "literal", "reworded", "lookalike",
   T("What's the DSN for the orders database in staging? Wiring up the new reconciler.",
     "Use `postgres://orders_app@pg-staging.lark.internal:5432/orders?sslmode=require` and read the password from `ORDERS_DB_PASSWORD`.",
     "staging apps go through pgbouncer, so 6432 not 5432",
     "5432", "6432"),
   R("how do I open a psql session against staging orders as the app user?",
     "Point psql at pg-staging.lark.internal on port 5432 as orders_app, database orders; it prompts for the password.",
     ["6432"], ["port 5432"]),
   C("The staging migration job needs session-level advisory locks. How does it connect?",
     "It bypasses PgBouncer and connects straight to Postgres at pg-staging.lark.internal:5432, because advisory locks need a real session and PgBouncer runs in transaction pooling mode."),
   fix=[("port 5432", "port 6432")],
   holds="pg-staging.lark.internal:5432")

# --- h15-002
sc("redis", "literal", "code_block", "lookalike",
   T("Need to find all the session keys for user 8812 in the prod cache, what's the command?",
     "`redis-cli -h redis-cache.lark.internal KEYS 'session:8812:*'` lists them.",
     "Please never run KEYS against prod, it blocks the whole instance while it walks the keyspace. Use redis-cli --scan --pattern instead.",
     "KEYS 'session:8812:*'", "--scan --pattern 'session:8812:*'"),
   R("One-liner to delete every cart:* key in the cache?",
     "```sh\nredis-cli -h redis-cache.lark.internal KEYS 'cart:*' | xargs -r redis-cli -h redis-cache.lark.internal DEL\n```",
     ["re:--scan --pattern ['\"]?cart:\\*"], ["re:\\bKEYS\\b"]),
   C("How do I list the field names of the user:42 hash?",
     "`HKEYS user:42` returns every field name in the hash; use `HSCAN` instead if the hash is huge."),
   fix=[("KEYS 'cart:*'", "--scan --pattern 'cart:*'")],
   holds="HKEYS user:42")

# --- h15-003
sc("kubernetes", "literal", "code_block", "same_topic",
   T("restart the payments api in prod, the config map changed",
     "`kubectl -n prod-payments rollout restart deployment/payments-api`, then watch it with `kubectl -n prod-payments rollout status deployment/payments-api`.",
     "namespaces are <service>-<env> here, so payments-prod",
     "prod-payments", "payments-prod"),
   R("How do I follow the payments-api logs in production for the last 10 minutes?",
     "```sh\nkubectl logs -n prod-payments deploy/payments-api -f --since=10m\n```",
     ["payments-prod"], ["prod-payments"]),
   C("Which namespaces have Istio sidecar injection turned on?",
     "`kubectl get namespaces -L istio-injection` adds a column with that label, so you can see which ones say `enabled`."),
   fix=[("prod-payments", "payments-prod")])

# --- h15-004
sc("terraform", "literal", "reworded", "same_topic",
   T("Write the backend block for the new network stack",
     "```hcl\nterraform {\n  backend \"s3\" {\n    bucket         = \"lark-terraform-state\"\n    key            = \"network/terraform.tfstate\"\n    region         = \"eu-west-1\"\n    dynamodb_table = \"terraform-locks\"\n    encrypt        = true\n  }\n}\n```",
     "Bucket's wrong, ours is lark-tfstate-euw1. Rest looks fine.",
     "lark-terraform-state", "lark-tfstate-euw1"),
   R("remind me where our terraform remote state is stored?",
     "In the S3 bucket lark-terraform-state in eu-west-1, one key per stack, with locking through the terraform-locks DynamoDB table.",
     ["lark-tfstate-euw1"], ["lark-terraform-state"]),
   C("How do I list what's in state for the vpc module?",
     "`terraform state list module.vpc` lists its resources, and `terraform state show 'module.vpc.aws_vpc.this'` prints one of them in full."),
   fix=[("lark-terraform-state", "lark-tfstate-euw1")])

# --- h15-005
sc("go", "paraphrase", "renamed_identifier", "lookalike",
   T("Return ErrNotFound from GetInvoice when the row doesn't exist",
     "```go\ninv, err := r.queryInvoice(ctx, id)\nif err == sql.ErrNoRows {\n\treturn nil, ErrNotFound\n}\n```",
     "our repo methods wrap errors with %w, so == never matches there. errors.Is(err, sql.ErrNoRows)",
     "err == sql.ErrNoRows", "errors.Is(err, sql.ErrNoRows)"),
   R("In the HTTP handler, send a 404 when the repo's account lookup finds nothing",
     "```go\nacct, lookupErr := h.repo.GetAccount(ctx, id)\nif lookupErr == sql.ErrNoRows {\n\thttp.Error(w, \"account not found\", http.StatusNotFound)\n\treturn\n}\n```",
     ["re:errors\\.Is\\(lookupErr, ?sql\\.ErrNoRows\\)"], ["lookupErr == sql.ErrNoRows"]),
   C("Read a file in chunks until the reader is drained",
     "Loop on `n, err := r.Read(buf)`, handle the n bytes first, and stop when `err == io.EOF`; Read must return io.EOF itself, not a wrapped error, so the plain comparison is the idiomatic check."),
   fix=[("lookupErr == sql.ErrNoRows", "errors.Is(lookupErr, sql.ErrNoRows)")],
   holds="err == io.EOF")

# --- h15-006
sc("python", "literal", "reworded", "lookalike",
   T("timestamp for the audit record in the billing worker, UTC",
     "Use `datetime.utcnow().isoformat()` for the `created_at` field.",
     "utcnow() is deprecated as of 3.12 and gives you a naive datetime. use datetime.now(timezone.utc)",
     "datetime.utcnow()", "datetime.now(timezone.utc)"),
   R("How should the ledger job stamp rows with the current UTC time?",
     "Call datetime.utcnow() when you build each row; it's already in UTC so no conversion is needed.",
     ["re:datetime\\.now\\((tz=)?(timezone\\.utc|UTC|dt\\.timezone\\.utc|datetime\\.timezone\\.utc|datetime\\.UTC|dt\\.UTC)\\)"],
     ["utcnow()"]),
   C("With the arrow library, how do I get the current time in UTC?",
     "`arrow.utcnow()` returns a timezone-aware Arrow object in UTC; call `.isoformat()` on it for the string."),
   fix=[("datetime.utcnow()", "datetime.now(timezone.utc)")],
   holds="arrow.utcnow()")

# --- h15-007
sc("github-actions", "literal", "code_block", "same_topic",
   T("add a step to upload the coverage report from the test job",
     "```yaml\n- uses: actions/upload-artifact@v3\n  with:\n    name: coverage\n    path: coverage.out\n```",
     "v3 is shut down on github.com, jobs that use it fail now. bump to actions/upload-artifact@v4",
     "actions/upload-artifact@v3", "actions/upload-artifact@v4"),
   R("Keep the built binaries from the build job so the release job can use them",
     "```yaml\n- name: Save binaries\n  uses: actions/upload-artifact@v3\n  with:\n    name: binaries\n    path: dist/\n    retention-days: 5\n```",
     ["actions/upload-artifact@v4"], ["upload-artifact@v3"]),
   C("How does a later job fetch an artifact uploaded earlier in the same workflow run?",
     "```yaml\n- uses: actions/download-artifact@v4\n  with:\n    name: binaries\n    path: dist/\n```\nGive the job `needs: build` so it runs after the upload."),
   fix=[("upload-artifact@v3", "upload-artifact@v4")])

# --- h15-008
sc("aws", "literal", "reworded", "lookalike",
   T("aws cli command to list our running EC2 instances",
     "Run `aws ec2 describe-instances --region us-east-1 --filters Name=instance-state-name,Values=running --output table`.",
     "we don't run anything in us-east-1, everything's in eu-west-1",
     "us-east-1", "eu-west-1"),
   R("Which region should I create the new SQS queue for the notifier in?",
     "Create it in us-east-1 alongside the rest of our infrastructure, then put the queue URL in the notifier's config.",
     ["eu-west-1"], ["us-east-1"]),
   C("The CloudFront distribution for the docs site needs a TLS cert from ACM. Which region do I request it in?",
     "Request it in us-east-1: CloudFront only accepts ACM certificates from N. Virginia, no matter where the rest of the stack runs."),
   fix=[("us-east-1", "eu-west-1")],
   holds="us-east-1")

# --- h15-009
sc("helm", "literal", "code_block", "lookalike",
   T("Install the billing chart into staging for the first time",
     "`helm install --name billing ./charts/billing -n billing-staging -f values-staging.yaml`",
     "I think --name is a helm 2 thing? in helm 3 the release name is just the first positional arg: helm install billing ./charts/billing ...",
     "helm install --name billing", "helm install billing"),
   R("first-time deploy of the ledger-worker chart to staging?",
     "```sh\nhelm install --name ledger-worker ./charts/ledger-worker --namespace ledger-staging -f values-staging.yaml\n```",
     ["re:helm (install|upgrade --install) ledger-worker (\\./)?charts/ledger-worker"], ["--name "]),
   C("Create a throwaway kind cluster for the chart tests",
     "`kind create cluster --name chart-tests`; delete it afterwards with `kind delete cluster --name chart-tests`."),
   fix=[("helm install --name ledger-worker", "helm install ledger-worker")],
   holds="--name chart-tests")

# --- h15-010
sc("terraform", "paraphrase", "code_block", "already_correct",
   T("S3 bucket for build artifacts with versioning on, we're on AWS provider 5.x",
     "```hcl\nresource \"aws_s3_bucket\" \"artifacts\" {\n  bucket = \"lark-artifacts-euw1\"\n\n  versioning {\n    enabled = true\n  }\n}\n```",
     "the inline versioning block has been deprecated since provider v4. on 5.x use a separate aws_s3_bucket_versioning resource",
     "versioning {\n    enabled = true\n  }",
     "resource \"aws_s3_bucket_versioning\" \"artifacts\" {\n  bucket = aws_s3_bucket.artifacts.id\n\n  versioning_configuration {\n    status = \"Enabled\"\n  }\n}"),
   R("terraform for a versioned bucket to keep the packaged helm charts",
     "```hcl\nresource \"aws_s3_bucket\" \"charts\" {\n  bucket = \"lark-helm-charts-euw1\"\n\n  versioning {\n    enabled = true\n  }\n}\n```",
     ["aws_s3_bucket_versioning"], ["re:versioning\\s*\\{\\s*enabled"]),
   C("Turn on versioning for the access-logs bucket",
     "```hcl\nresource \"aws_s3_bucket_versioning\" \"access_logs\" {\n  bucket = aws_s3_bucket.access_logs.id\n\n  versioning_configuration {\n    status = \"Enabled\"\n  }\n}\n```"),
   fix=[("\n\n  versioning {\n    enabled = true\n  }\n}",
         "\n}\n\nresource \"aws_s3_bucket_versioning\" \"charts\" {\n  bucket = aws_s3_bucket.charts.id\n\n  versioning_configuration {\n    status = \"Enabled\"\n  }\n}")],
   holds="aws_s3_bucket_versioning")

# --- h15-011
sc("git", "semantic", "prose_claim", "same_topic",
   T("If I amend my last commit, does it keep the same hash?",
     "Yes, `git commit --amend` keeps the same commit hash; it only updates the content of the existing commit.",
     "No, amend makes a brand-new commit with a new hash. That's why you have to force-push if the old one was already pushed.",
     "keeps the same commit hash", "creates a new commit with a new hash"),
   R("I want to fix a typo in the last commit message with --amend. Will the SHA stay the same so I can push normally?",
     "Yes, the SHA stays the same because only the message changes, so a normal git push works.",
     ["re:(?i)(new|different) (commit|hash|sha)|(hash|sha) (changes|will change|is different)"],
     ["SHA stays the same"]),
   C("How do I add a forgotten file to my last commit without changing its message?",
     "`git add forgotten.go && git commit --amend --no-edit`."),
   fix=[("Yes, the SHA stays the same because only the message changes, so a normal git push works.",
         "No, amending creates a new commit with a new SHA even if only the message changes, so if the old commit was already pushed you have to force-push.")])

# --- h15-012
sc("metrics", "literal", "reworded", "lookalike",
   T("Go service: add a counter for failed webhook deliveries",
     "```go\nvar deliveryFailures = promauto.NewCounterVec(prometheus.CounterOpts{\n\tName: \"webhook_delivery_failures\",\n\tHelp: \"Failed webhook deliveries.\",\n}, []string{\"endpoint\"})\n```",
     "counters need the _total sufix -> webhook_delivery_failures_total",
     "\"webhook_delivery_failures\"", "\"webhook_delivery_failures_total\""),
   R("What should I graph in Grafana for the webhook failure rate per endpoint?",
     "Graph sum by (endpoint) (rate(webhook_delivery_failures[5m])) to get failures per second for each endpoint.",
     ["webhook_delivery_failures_total"], ["re:webhook_delivery_failures(?!_total)"]),
   C("What's the alert rule for webhook failures?",
     "The alert `WebhookDeliveryFailures` fires when `sum(rate(webhook_delivery_failures_total[5m])) > 0.5` for 10 minutes."),
   fix=[("webhook_delivery_failures[5m]", "webhook_delivery_failures_total[5m]")],
   holds="webhook_delivery_failures_total[5m]")

# --- h15-013
sc("gcp", "literal", "code_block", "already_correct",
   T("copy the daily report csv to the analytics exports bucket",
     "`gcloud storage cp report.csv gs://lark-analytics-export/daily/`",
     "thx! bucket is lark-analytics-exports though, plural",
     "gs://lark-analytics-export/", "gs://lark-analytics-exports/"),
   R("List what landed in the exports bucket under daily/ today",
     "```sh\ngcloud storage ls gs://lark-analytics-export/daily/$(date +%F)/\n```",
     ["gs://lark-analytics-exports/daily/"], ["lark-analytics-export/"]),
   C("Give the BI service account read access to the exports bucket",
     "`gcloud storage buckets add-iam-policy-binding gs://lark-analytics-exports --member=serviceAccount:bi-reader@lark-data-prod.iam.gserviceaccount.com --role=roles/storage.objectViewer`"),
   fix=[("lark-analytics-export/", "lark-analytics-exports/")],
   holds="gs://lark-analytics-exports")

# --- h15-014
sc("shell", "literal", "code_block", "same_topic",
   T("start of a bash script for the nightly db snapshot",
     "```bash\n#!/usr/bin/env bash\nset -e\n\nSNAP_ID=\"orders-$(date +%Y%m%d)\"\n```",
     "all our scripts start with set -euo pipefail, the lint job checks for it. plain set -e misses failures inside pipes",
     "set -e", "set -euo pipefail"),
   R("bash skeleton for a script that rotates the redis password",
     "```bash\n#!/usr/bin/env bash\nset -e\n\nNEW_PASS=$(openssl rand -base64 32)\n```",
     ["set -euo pipefail"], ["re:set -e\\n"]),
   C("How do I make a bash script print each command as it runs, for debugging?",
     "Add `set -x` near the top (or run it with `bash -x script.sh`); turn it off again with `set +x`."),
   fix=[("set -e\n", "set -euo pipefail\n")])

# --- h15-015
sc("postgres", "semantic", "reworded", "lookalike",
   T("Our migration tool wraps each migration in a transaction. Can I add the events index with CONCURRENTLY in a normal migration?",
     "Yes, put `CREATE INDEX CONCURRENTLY idx_events_account ON events (account_id);` in the migration; it runs fine inside the migration's transaction.",
     "That errors out: CREATE INDEX CONCURRENTLY cannot run inside a transaction block. It has to go in a migration with the transaction turned off.",
     "it runs fine inside the migration's transaction",
     "it cannot run inside a transaction block, so turn the transaction off for that migration"),
   R("Can I wrap CREATE INDEX CONCURRENTLY in BEGIN/COMMIT together with the other DDL for the release?",
     "Sure, CREATE INDEX CONCURRENTLY is happy inside a BEGIN/COMMIT block, so keep it together with the other statements.",
     ["re:(?i)cannot|can't|can ?not|not allowed|isn't allowed|outside (of )?(a|the|any) transaction|own (migration|transaction)|errors? out"],
     ["happy inside"]),
   C("Can a plain CREATE INDEX (no CONCURRENTLY) go inside a transaction?",
     "Yes, plain CREATE INDEX runs fine inside a transaction block; it just blocks writes to the table until the transaction commits."),
   fix=[("Sure, CREATE INDEX CONCURRENTLY is happy inside a BEGIN/COMMIT block, so keep it together with the other statements.",
         "No, CREATE INDEX CONCURRENTLY cannot run inside a transaction block, so run it on its own outside BEGIN/COMMIT.")],
   holds="runs fine inside a transaction block")

# --- h15-016
sc("kubernetes", "semantic", "reworded", "same_topic",
   T("Set a 512 MiB memory limit on the notifier container",
     "```yaml\nresources:\n  limits:\n    memory: 512M\n```\n`512M` is 512 MiB.",
     "M is decimal megabytes in k8s (10^6). For MiB it's 512Mi",
     "512M", "512Mi"),
   R("In a pod spec, do 1G and 1Gi mean the same amount of memory?",
     "Yes, Kubernetes treats 1G and 1Gi as the same amount of memory, so use whichever you prefer.",
     ["re:(?i)\\bno\\b|not the same|differ|decimal|binary|10\\^9|2\\^30|1000000000|1073741824"],
     ["treats 1G and 1Gi as the same"]),
   C("What does cpu: 250m mean in a container's resource request?",
     "`250m` is 250 millicores, a quarter of one CPU core."),
   fix=[("Yes, Kubernetes treats 1G and 1Gi as the same amount of memory, so use whichever you prefer.",
         "No, 1G is decimal (10^9 bytes) and 1Gi is binary (2^30 bytes), so 1Gi is about 7% more.")])

# --- h15-017
sc("github-actions", "literal", "reworded", "already_correct",
   T("What permissions does the job need to assume our AWS deploy role through OIDC?",
     "Give the job `permissions: { id-token: read, contents: read }` and then use `aws-actions/configure-aws-credentials` with `role-to-assume`.",
     "doesn't id-token need write? otherwise the runner can't request the OIDC token",
     "id-token: read", "id-token: write"),
   R("configure-aws-credentials fails with 'Could not load credentials from any providers' in the deploy workflow. Which permission is missing?",
     "Add id-token: read to the job's permissions so the runner can fetch the OIDC token, and keep contents: read for checkout.",
     ["id-token: write"], ["id-token: read"]),
   C("Show me the permissions block for the terraform plan job that assumes the read-only AWS role.",
     "```yaml\npermissions:\n  id-token: write\n  contents: read\n  pull-requests: write\n```\n`pull-requests: write` is only there so the job can post the plan as a PR comment."),
   fix=[("id-token: read", "id-token: write")],
   holds="id-token: write")

# --- h15-018
sc("python", "literal", "code_block", "lookalike",
   T("Load deploy/config.yaml in the release script",
     "```python\nimport yaml\n\nwith open(\"deploy/config.yaml\") as f:\n    cfg = yaml.load(f)\n```",
     "yaml.load(f) without a Loader is a TypeError on PyYAML 6 (and it isn't safe anyway). use yaml.safe_load(f)",
     "yaml.load(f)", "yaml.safe_load(f)"),
   R("Read the Helm values file into a dict in Python so I can patch image.tag",
     "```python\nwith open(values_path) as f:\n    values = yaml.load(f)\nvalues[\"image\"][\"tag\"] = sha\n```",
     ["yaml.safe_load(f)"], ["yaml.load(f)"]),
   C("Read the JSON fixture in the Python test",
     "```python\nwith open(\"tests/fixtures/invoice.json\") as f:\n    data = json.load(f)\n```\njson has no unsafe loader, so plain `json.load(f)` is right."),
   fix=[("yaml.load(f)", "yaml.safe_load(f)")],
   holds="json.load(f)")

# --- h15-019
sc("aws", "literal", "other_identifier", "lookalike",
   T("follow the invoice-render lambda logs live",
     "`aws logs tail /aws/lambda/invoice-render --tail`",
     "its --follow, aws logs tail has no --tail flag",
     "--tail", "--follow"),
   R("How do I stream the ECS payments-api container logs from CloudWatch, starting 15 minutes back?",
     "Run `aws logs tail /ecs/payments-api --since 15m --tail` and leave it running.",
     ["--follow"], ["--tail"]),
   C("Stream the last 100 lines of the payments-api pod logs and keep following",
     "`kubectl logs deploy/payments-api -n payments-prod --tail=100 -f` prints the last 100 lines and keeps streaming."),
   fix=[("--tail", "--follow")],
   holds="--tail=100")

# --- h15-020
sc("redis", "semantic", "casing", "lookalike",
   T("Can I MGET user:1:profile and user:2:profile on our Redis Cluster in one call?",
     "Yes, MGET works across any keys in Redis Cluster; the cluster routes each key to its node for you.",
     "nope, redis cluster rejects multi-key commands with CROSSSLOT unless every key hashes to the same slot. you'd need a hash tag, or one GET per key",
     "MGET works across any keys in Redis Cluster; the cluster routes each key to its node for you",
     "MGET only works in Redis Cluster when all keys hash to the same slot; otherwise it fails with CROSSSLOT"),
   R("will an mget of session:abc and cart:abc work against the cluster?",
     "Yes, an mget across any keys is fine on the cluster; each key gets routed to the right node.",
     ["re:(?i)crossslot|same (hash )?slot|hash ?tag"], ["mget across any keys is fine"]),
   C("Does MGET work on the standalone Redis we use for rate limiting?",
     "Yes, on a single standalone instance MGET works across any keys; hash slots only matter in Cluster mode."),
   fix=[("Yes, an mget across any keys is fine on the cluster; each key gets routed to the right node.",
         "No, those keys hash to different slots, so the cluster rejects the mget with CROSSSLOT; put a hash tag like {abc} in both names or fetch them separately.")],
   holds="MGET works across any keys")

# --- h15-021
sc("go", "semantic", "prose_claim", "lookalike",
   T("What go directive should the new service's go.mod have?",
     "Use `go 1.21` to match the rest of our services.",
     "1.22. we moved everything over in March",
     "go 1.21", "go 1.22"),
   R("Can I use `for i := range 10` in the ledger service, or is our Go too old?",
     "Not yet: our services are on Go 1.21, and ranging over an integer needs Go 1.22.",
     ["re:(?i)\\b(yes|you can)\\b"], ["on Go 1.21"]),
   C("Which Go release added log/slog to the standard library?",
     "log/slog arrived in Go 1.21."),
   fix=[("Not yet: our services are on Go 1.21, and ranging over an integer needs Go 1.22.",
         "Yes: our services are on Go 1.22, the release that added ranging over an integer, so `for i := range 10` works.")],
   holds="Go 1.21")

# --- h15-022
sc("kubernetes", "literal", "reordered_args", "lookalike",
   T("Forward my local 8080 to the metrics port 9090 on the api-0 pod",
     "`kubectl port-forward pod/api-0 9090:8080`",
     "that's backwards, port-forward is LOCAL:REMOTE, so 8080:9090",
     "9090:8080", "8080:9090"),
   R("I want the staging payments-api Service's port 9090 reachable on localhost:8080",
     "```sh\nkubectl --namespace payments-staging port-forward --address 127.0.0.1 svc/payments-api 9090:8080\n```",
     ["8080:9090"], ["9090:8080"]),
   C("Forward my local 9090 to the web-0 pod's http port 8080, something else already uses my 8080",
     "`kubectl port-forward pod/web-0 9090:8080`, then open http://localhost:9090."),
   fix=[("9090:8080", "8080:9090")],
   holds="9090:8080")

# --- h15-023
sc("terraform", "semantic", "reworded", "same_topic",
   T("If I set prevent_destroy on the prod RDS instance, is it safe from accidental deletes?",
     "Yes. With `lifecycle { prevent_destroy = true }` Terraform will never destroy it, even if someone deletes the resource block later.",
     "not quite: the setting lives in the resource block, so if someone deletes the block the protection goes with it and terraform happily plans the destroy. set deletion_protection = true on the instance as well",
     "even if someone deletes the resource block later",
     "as long as the resource block stays in the configuration"),
   R("Does prevent_destroy still protect a resource after someone removes its block from the .tf files?",
     "Yes, prevent_destroy keeps protecting the resource even after its block is removed from the configuration.",
     ["re:(?i)\\bno\\b|goes away|is lost|is gone|no longer|doesn't|does not|removes the protection|with the block"],
     ["keeps protecting the resource even after"]),
   C("How do I stop Terraform reverting tags that our cost tool adds to instances?",
     "Add `lifecycle { ignore_changes = [tags] }` to the resource; Terraform then leaves that tag drift alone."),
   fix=[("Yes, prevent_destroy keeps protecting the resource even after its block is removed from the configuration.",
         "No, prevent_destroy lives in the resource block, so removing the block removes the protection and Terraform will plan the destroy.")])

# --- h15-024
sc("git", "paraphrase", "equivalent_construct", "lookalike",
   T("undo my last commit but keep the changes in my working tree",
     "`git reset --hard HEAD~1`",
     "--hard throws the changes away. git reset --soft HEAD~1 (or plain git reset HEAD~1) keeps them",
     "--hard", "--soft"),
   R("How do I un-commit the last commit on my branch without losing the edits?",
     "```sh\ngit reset --hard HEAD^\n```\nThe edits stay in your working tree.",
     ["re:git reset (--soft |--mixed )?HEAD[\\^~]"], ["--hard"]),
   C("Make my local main exactly match origin/main, I don't care about local changes",
     "`git fetch origin && git reset --hard origin/main`; that discards everything local."),
   fix=[("git reset --hard HEAD^", "git reset --soft HEAD^")],
   holds="git reset --hard")

# --- h15-025
sc("logging", "literal", "casing", "unrelated",
   T("Add the trace id to the log line when a charge is created",
     "```go\nlogger.Info(\"charge created\", \"traceId\", span.SpanContext().TraceID().String(), \"charge_id\", ch.ID)\n```",
     "log keys are snake_case here: trace_id. the Loki pipeline only parses that one",
     "\"traceId\"", "\"trace_id\""),
   R("Which key should the Python worker use for the trace id in its JSON log lines?",
     "Put it under TraceId in the `extra` dict so it matches what the Go services emit.",
     ["trace_id"], ["re:(?i)traceid"]),
   C("How do I turn a Unix timestamp into a readable date in bash on Linux?",
     "`date -d @1718000000` with GNU date; add `-u` to print it in UTC."),
   fix=[("TraceId", "trace_id")])

# --- h15-026
sc("postgres", "paraphrase", "other_identifier", "lookalike",
   T("Restore the orders dump I took with pg_dump -Fc into a scratch database",
     "`createdb orders_restore && psql -d orders_restore -f orders.dump`",
     "-Fc is the custom format, psql cant read that. pg_restore -d orders_restore orders.dump",
     "psql -d orders_restore -f orders.dump", "pg_restore -d orders_restore orders.dump"),
   R("load last night's ledger.dump (custom format) into ledger_copy",
     "```sh\ncreatedb ledger_copy\npsql -d ledger_copy -f ledger.dump\n```",
     ["re:pg_restore .*(-d ?|--dbname[= ])ledger_copy"], ["psql -d ledger_copy"]),
   C("Replay schema.sql, the plain-SQL dump of the orders schema, into orders_restore",
     "Plain-format dumps are ordinary SQL, so `psql -d orders_restore -f schema.sql` replays it."),
   fix=[("psql -d ledger_copy -f ledger.dump", "pg_restore -d ledger_copy ledger.dump")],
   holds="psql -d orders_restore -f")

# --- h15-027
sc("gcp", "literal", "reworded", "lookalike",
   T("get kubectl credentials for the prod GKE cluster",
     "`gcloud container clusters get-credentials lark-prod --zone europe-west4-a --project lark-platform-prod`",
     "isn't lark-prod a regional cluster? I think it needs --region europe-west4",
     "--zone europe-west4-a", "--region europe-west4"),
   R("my kubeconfig lost the prod GKE context, how do I get it back?",
     "Run gcloud container clusters get-credentials for lark-prod with --zone europe-west4-a and --project lark-platform-prod; it writes the context into your kubeconfig.",
     ["re:--(region|location)[ =]europe-west4(?!-)"], ["--zone europe-west4-a"]),
   C("Create a small bastion VM next to the prod cluster",
     "`gcloud compute instances create bastion-1 --zone europe-west4-a --machine-type e2-small --project lark-platform-prod`"),
   fix=[("--zone europe-west4-a", "--region europe-west4")],
   holds="--zone europe-west4-a")

# --- h15-028
sc("go", "paraphrase", "equivalent_construct", "same_topic",
   T("Give the call to the fraud service a 3 second timeout",
     "```go\nfctx, _ := context.WithTimeout(ctx, 3*time.Second)\nresp, err := fraud.Check(fctx, req)\n```",
     "don't throw away the cancel func, go vet fails the build on that (lostcancel). fctx, cancel := ... then defer cancel()",
     "fctx, _ := context.WithTimeout(ctx, 3*time.Second)",
     "fctx, cancel := context.WithTimeout(ctx, 3*time.Second)\ndefer cancel()"),
   R("Make the ledger sync stop at the batch deadline",
     "```go\nbctx, _ := context.WithDeadline(ctx, batch.Deadline)\nif err := syncLedger(bctx, batch); err != nil {\n\treturn err\n}\n```",
     ["re:defer \\w*[cC]ancel\\w*\\(\\)"], ["bctx, _ :="]),
   C("The audit write should finish even if the request gets canceled. How do I detach it from the request context?",
     "On Go 1.21+, `bg := context.WithoutCancel(ctx)` keeps the values but drops cancellation; it returns no cancel func, so there's nothing to defer."),
   fix=[("bctx, _ := context.WithDeadline(ctx, batch.Deadline)\n",
         "bctx, cancel := context.WithDeadline(ctx, batch.Deadline)\ndefer cancel()\n")])

# --- h15-029
sc("helm", "literal", "reworded", "already_correct",
   T("deploy the new notifier build to staging",
     "`helm upgrade notifier ./charts/notifier -n notifier-staging --set image.tag=latest`",
     "We never deploy :latest, you can't tell what's running or roll back. Tags are the short git sha, e.g. --set image.tag=$(git rev-parse --short HEAD)",
     "image.tag=latest", "image.tag=$(git rev-parse --short HEAD)"),
   R("How do I roll staging notifier onto the newest image?",
     "Do a helm upgrade of notifier with image.tag=latest so the pods pull the most recent build.",
     ["re:(?i)rev-parse --short|short (git )?sha|git sha|commit sha"], ["image.tag=latest"]),
   C("Deploy the api chart to staging at the commit I have checked out",
     "`helm upgrade api ./charts/api -n api-staging --set image.tag=$(git rev-parse --short HEAD)`"),
   fix=[("image.tag=latest so the pods pull the most recent build",
         "image.tag=$(git rev-parse --short HEAD) so the pods run the build for that commit")],
   holds="image.tag=$(git rev-parse --short HEAD)")

# --- h15-030
sc("aws", "paraphrase", "reordered_args", "lookalike",
   T("upload the built web app in ./dist to the assets bucket",
     "`aws s3 sync s3://lark-web-assets/app ./dist`",
     "that downloads. source comes first: aws s3 sync ./dist s3://lark-web-assets/app",
     "s3://lark-web-assets/app ./dist", "./dist s3://lark-web-assets/app"),
   R("publish the generated docs in ./site to the docs bucket and remove stale files",
     "```sh\naws s3 sync --delete s3://lark-docs-site/ ./site/\n```",
     ["re:aws s3 sync (--delete )?\\./site/? s3://lark-docs-site/?"], ["s3://lark-docs-site/ ./site/"]),
   C("Pull the live prod assets down locally so I can diff them against my build",
     "`aws s3 sync s3://lark-web-assets/app ./dist-prod` copies the bucket contents into ./dist-prod."),
   fix=[("s3://lark-docs-site/ ./site/", "./site/ s3://lark-docs-site/")],
   holds="aws s3 sync s3://lark-web-assets/app")

# --- h15-031
sc("python", "paraphrase", "equivalent_construct", "lookalike",
   T("helper that appends a tag and returns the list",
     "```python\ndef add_tag(tag, tags=[]):\n    tags.append(tag)\n    return tags\n```",
     "mutable default, that list is shared between calls. default to None and create the list inside",
     "tags=[]", "tags=None"),
   R("function that merges extra labels into a base set of labels",
     "```python\ndef merge_labels(base, extra={}):\n    extra.update(base)\n    return extra\n```",
     ["re:extra(: [^=]+)?\\s*=\\s*None"], ["extra={}"]),
   C("Is a tuple default argument safe in Python?",
     "Yes, `def fetch(keys=()):` is fine: tuples are immutable, so sharing the default between calls can't leak state."),
   fix=[("def merge_labels(base, extra={}):\n    extra.update(base)",
         "def merge_labels(base, extra=None):\n    extra = dict(extra or {})\n    extra.update(base)")],
   holds="keys=()")

# --- h15-032
sc("metrics", "semantic", "reworded", "lookalike",
   T("The pods restarted during the deploy. Will rate(http_requests_total[5m]) show a big negative spike?",
     "Yes, the counters reset to zero on restart, so rate() shows a negative spike for that window; wrap it in clamp_min(..., 0).",
     "no, rate() already handles counter resets, it never goes negative. you're thinking of delta() on gauges",
     "Yes, the counters reset to zero on restart, so rate() shows a negative spike for that window",
     "No, rate() handles counter resets, so it doesn't go negative"),
   R("After a rollout, does rate() over our request counters dip below zero?",
     "It does: the rollout resets the counters, so rate() dips below zero for that window unless you clamp it.",
     ["re:(?i)handles? (counter )?resets|accounts? for (counter )?resets|resets are handled|(doesn't|does not|won't|will not|never|can't|cannot) (go |dip )?(negative|below zero)"],
     ["dips below zero for that window"]),
   C("Can delta() on the queue depth gauge be negative?",
     "Yes, delta() on a gauge like queue depth is negative whenever the value dropped over the window."),
   fix=[("It does: the rollout resets the counters, so rate() dips below zero for that window unless you clamp it.",
         "No: rate() handles counter resets, so a rollout doesn't make it go negative.")],
   holds="negative")

# --- h15-033
sc("metrics", "paraphrase", "renamed_identifier", "same_topic",
   T("p95 latency per route from the http_request_duration_seconds histogram",
     "`histogram_quantile(0.95, sum by (route) (rate(http_request_duration_seconds_bucket[5m])))`",
     "you dropped le, histogram_quantile needs it. sum by (le, route)",
     "sum by (route)", "sum by (le, route)"),
   R("p99 gRPC handling time per method",
     "```promql\nhistogram_quantile(0.99, sum by (grpc_method) (rate(grpc_server_handling_seconds_bucket[5m])))\n```",
     ["re:by \\((le, ?grpc_method|grpc_method, ?le)\\)"], ["sum by (grpc_method) (rate"]),
   C("average request duration across all routes over 5 minutes, same histogram",
     "`sum(rate(http_request_duration_seconds_sum[5m])) / sum(rate(http_request_duration_seconds_count[5m]))`"),
   fix=[("sum by (grpc_method)", "sum by (le, grpc_method)")])

# --- h15-034
sc("terraform", "literal", "code_block", "already_correct",
   T("versions.tf for the new queues stack",
     "```hcl\nterraform {\n  required_providers {\n    aws = {\n      source  = \"hashicorp/aws\"\n      version = \"~> 4.67\"\n    }\n  }\n}\n```",
     "we're on the 5.x aws provider in every stack, pin ~> 5.40 like the others",
     "~> 4.67", "~> 5.40"),
   R("required_providers block for the dns stack, aws only",
     "```hcl\nterraform {\n  required_version = \">= 1.6\"\n  required_providers {\n    aws = {\n      source  = \"hashicorp/aws\"\n      version = \"~> 4.67\"\n    }\n  }\n}\n```",
     ["~> 5.40"], ["~> 4.67"]),
   C("versions.tf for the cdn stack",
     "```hcl\nterraform {\n  required_providers {\n    aws = {\n      source  = \"hashicorp/aws\"\n      version = \"~> 5.40\"\n    }\n  }\n}\n```"),
   fix=[("~> 4.67", "~> 5.40")],
   holds="~> 5.40")

# --- h15-035
sc("github-actions", "literal", "code_block", "lookalike",
   T("concurrency settings for the prod deploy workflow so two deploys don't overlap",
     "```yaml\nconcurrency:\n  group: deploy-prod\n  cancel-in-progress: true\n```",
     "not for deploys: cancelling a run mid-apply leaves the terraform state locked. cancel-in-progress: false so a running deploy always finishes",
     "cancel-in-progress: true", "cancel-in-progress: false"),
   R("Stop two staging deploys from running at the same time",
     "```yaml\nconcurrency:\n  group: deploy-staging\n  cancel-in-progress: true\n```",
     ["cancel-in-progress: false"], ["cancel-in-progress: true"]),
   C("Cancel superseded CI runs when someone pushes to the same PR again",
     "```yaml\nconcurrency:\n  group: ci-${{ github.workflow }}-${{ github.ref }}\n  cancel-in-progress: true\n```"),
   fix=[("cancel-in-progress: true", "cancel-in-progress: false")],
   holds="cancel-in-progress: true")

# --- h15-036
sc("go", "literal", "other_identifier", "unrelated",
   T("Make the nickname field optional in the JSON response",
     "```go\ntype Profile struct {\n\tID       string `json:\"id\"`\n\tNickname string `json:\"omitempty\"`\n}\n```",
     "that renames the key to \"omitempty\" lol. it's json:\"nickname,omitempty\"",
     "json:\"omitempty\"", "json:\"nickname,omitempty\""),
   R("leave middle_name out of the JSON when it's empty",
     "Give the MiddleName field the struct tag json:\"omitempty\" and encoding/json skips it when it's the empty string.",
     ["re:json:\"\\w*,omitempty\""], ["json:\"omitempty\""]),
   C("What's the difference between a 502 and a 504 from the load balancer?",
     "502 means the target sent an invalid response or dropped the connection; 504 means the target didn't answer before the load balancer's timeout."),
   fix=[("json:\"omitempty\"", "json:\"middle_name,omitempty\"")])

# --- h15-037
sc("python", "semantic", "prose_claim", "same_topic",
   T("add httpx to the ledger service",
     "Run `pip install httpx` and add `httpx` to `requirements.txt`.",
     "we don't do pip + requirements.txt in the service repos anymore, deps go through uv: uv add httpx (updates pyproject.toml and uv.lock)",
     "Run `pip install httpx` and add `httpx` to `requirements.txt`", "Run `uv add httpx`"),
   R("How are Python dependencies managed in our service repos? New joiner asking.",
     "Each service lists its dependencies in requirements.txt and you install them with pip install -r requirements.txt.",
     ["re:\\buv\\b"], ["install them with pip"]),
   C("Bump only httpx in the ledger service's lockfile",
     "`uv lock --upgrade-package httpx`, then `uv sync` to install it."),
   fix=[("Each service lists its dependencies in requirements.txt and you install them with pip install -r requirements.txt.",
         "Each service declares its dependencies in pyproject.toml with a uv.lock lockfile; you add one with uv add and install with uv sync.")])

# --- h15-038
sc("shell", "literal", "other_identifier", "unrelated",
   T("cron job to delete logs older than 7 days in /var/log/lark",
     "`find /var/log/lark -name '*.log' -mtime 7 -delete`",
     "-mtime 7 only matches files that are exactly 7 days old. older than 7 is -mtime +7",
     "-mtime 7", "-mtime +7"),
   R("purge backup tarballs older than a week from /srv/backups",
     "Use find /srv/backups -name '*.tar.gz' -mtime 7 -delete from a nightly cron.",
     ["-mtime +7"], ["-mtime 7"]),
   C("Which HTTP status should the API return when a client exceeds its rate limit?",
     "429 Too Many Requests, ideally with a Retry-After header."),
   fix=[("-mtime 7", "-mtime +7")])

# --- h15-039
sc("postgres", "semantic", "casing", "lookalike",
   T("Is it OK to run VACUUM FULL on the events table during the day? It's bloated.",
     "Yes, VACUUM FULL runs online like a regular VACUUM, so reads and writes carry on while it reclaims space.",
     "No! VACUUM FULL rewrites the table under an ACCESS EXCLUSIVE lock, nothing can read or write it until it's done. Use pg_repack for prod tables.",
     "VACUUM FULL runs online like a regular VACUUM, so reads and writes carry on",
     "VACUUM FULL takes an ACCESS EXCLUSIVE lock, so reads and writes block"),
   R("audit_log is bloated, can I just vacuum full it while traffic is running?",
     "Yes, vacuum full is an online operation, so traffic keeps flowing while it rewrites audit_log.",
     ["re:(?i)access exclusive|blocks? (all )?(reads|queries|traffic|writes)|locks? the table|pg_repack"],
     ["vacuum full is an online operation"]),
   C("Does a plain VACUUM block writes to the table?",
     "No, plain VACUUM runs alongside reads and writes; it takes a SHARE UPDATE EXCLUSIVE lock, which only conflicts with other maintenance and DDL."),
   fix=[("Yes, vacuum full is an online operation, so traffic keeps flowing while it rewrites audit_log.",
         "No, vacuum full holds an ACCESS EXCLUSIVE lock while it rewrites audit_log, so all traffic to it blocks; use pg_repack instead.")],
   holds="plain VACUUM runs alongside reads and writes")

# --- h15-040
sc("redis", "literal", "code_block", "lookalike",
   T("Connection URL for the sessions Redis in the Python auth service",
     "`redis.from_url(\"redis://redis-sessions.lark.internal:6379/0\")`",
     "the sessions redis is TLS-only and listens on 6380: rediss://redis-sessions.lark.internal:6380/0",
     "redis://redis-sessions.lark.internal:6379", "rediss://redis-sessions.lark.internal:6380"),
   R("Go client setup for the sessions redis in the gateway",
     "```go\nopt, err := redis.ParseURL(\"redis://redis-sessions.lark.internal:6379/0\")\nif err != nil {\n\treturn err\n}\nrdb := redis.NewClient(opt)\n```",
     ["rediss://redis-sessions.lark.internal:6380"], ["redis://redis-sessions", "sessions.lark.internal:6379"]),
   C("Redis URL for running the auth service locally against docker compose",
     "The compose file starts plain Redis without TLS, so use `redis://localhost:6379/0`."),
   fix=[("redis://redis-sessions.lark.internal:6379", "rediss://redis-sessions.lark.internal:6380")],
   holds="redis://localhost:6379/0")

# --- h15-041
sc("kubernetes", "paraphrase", "other_identifier", "lookalike",
   T("roll the checkout deployment back to revision 3",
     "`kubectl rollout undo deployment/checkout --revision=3 -n checkout-prod`",
     "--to-revision=3",
     "--revision=3", "--to-revision=3"),
   R("search deployment is broken after the deploy, put it back on revision 12",
     "Run kubectl rollout undo deployment/search --revision=12 -n search-prod and then watch kubectl rollout status.",
     ["--to-revision=12"], ["--revision=12"]),
   C("Show what revision 3 of the checkout deployment contained",
     "`kubectl rollout history deployment/checkout --revision=3 -n checkout-prod` prints that revision's pod template."),
   fix=[("--revision=12", "--to-revision=12")],
   holds="--revision=3")

# --- h15-042
sc("helm", "semantic", "reworded", "same_topic",
   T("I pass -f values.yaml -f values-prod.yaml to helm upgrade. Which one wins when both set replicaCount?",
     "The first file wins, so values.yaml overrides values-prod.yaml.",
     "other way round, the last -f wins, so values-prod.yaml overrides values.yaml",
     "The first file wins, so values.yaml overrides values-prod.yaml",
     "The last file wins, so values-prod.yaml overrides values.yaml"),
   R("helm with -f base.yaml -f override.yaml: which values take precedence?",
     "Helm gives precedence to the earliest values file, so base.yaml takes priority over override.yaml.",
     ["re:(?i)(last|later|latter|rightmost|second)\\b[^.]*\\b(wins|precedence|priority|overrides)|override\\.yaml (wins|takes precedence|takes priority|overrides)"],
     ["precedence to the earliest"]),
   C("Do --set values override the ones from -f files?",
     "Yes, --set values are applied after every -f file, so they win regardless of where they appear on the command line."),
   fix=[("Helm gives precedence to the earliest values file, so base.yaml takes priority over override.yaml.",
         "Helm gives precedence to the last values file, so override.yaml takes priority over base.yaml.")])

# --- h15-043
sc("terraform", "literal", "reworded", "lookalike",
   T("I changed the backend bucket for the dns stack. How do I move the existing state over?",
     "Run `terraform init -reconfigure`; it copies your existing state into the new backend.",
     "-reconfigure ignores the old state entirely. -migrate-state is the one that copies it across",
     "-reconfigure", "-migrate-state"),
   R("Backend block now points at a new key; which init flag carries the current state over?",
     "terraform init -reconfigure will copy the current state to the new key for you.",
     ["-migrate-state"], ["-reconfigure will copy"]),
   C("CI runs on a fresh checkout and the backend config changed; there's no local state to keep. Which init flag?",
     "`terraform init -reconfigure`: it sets up the new backend configuration without trying to migrate any state."),
   fix=[("-reconfigure", "-migrate-state")],
   holds="terraform init -reconfigure")

# --- h15-044
sc("aws", "literal", "code_block", "already_correct",
   T("docker login to our ECR in the build script",
     "`$(aws ecr get-login --no-include-email --region eu-west-1)`",
     "ta, but get-login is gone in CLI v2. aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 482910337561.dkr.ecr.eu-west-1.amazonaws.com",
     "$(aws ecr get-login --no-include-email --region eu-west-1)",
     "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 482910337561.dkr.ecr.eu-west-1.amazonaws.com"),
   R("CI step to authenticate docker before pushing the payments image to ECR",
     "```yaml\n- name: ECR login\n  run: eval $(aws ecr get-login --no-include-email --region eu-west-1)\n```",
     ["get-login-password"], ["get-login --no-include-email"]),
   C("Log helm into ECR so I can push the chart as an OCI artifact",
     "`aws ecr get-login-password --region eu-west-1 | helm registry login --username AWS --password-stdin 482910337561.dkr.ecr.eu-west-1.amazonaws.com`"),
   fix=[("eval $(aws ecr get-login --no-include-email --region eu-west-1)",
         "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 482910337561.dkr.ecr.eu-west-1.amazonaws.com")],
   holds="get-login-password")

# --- h15-045
sc("gcp", "semantic", "prose_claim", "lookalike",
   T("My script using google-cloud-storage says it can't find default credentials on my laptop",
     "Run `gcloud auth login`; the client libraries pick up the credentials it stores.",
     "gcloud auth login only authorizes the gcloud CLI itself. the libraries read application default credentials: gcloud auth application-default login",
     "gcloud auth login", "gcloud auth application-default login"),
   R("Do the Google Cloud client libraries use the account I logged into with gcloud auth login?",
     "Yes, the client libraries read the same credentials that gcloud auth login saves, so nothing else is needed.",
     ["application-default"], ["read the same credentials that gcloud auth login saves"]),
   C("How do I switch the gcloud CLI to my other Google account?",
     "`gcloud auth login other@lark.io` adds it, and `gcloud config set account other@lark.io` makes it the active one."),
   fix=[("Yes, the client libraries read the same credentials that gcloud auth login saves, so nothing else is needed.",
         "No, gcloud auth login only authorizes the gcloud CLI; the client libraries read Application Default Credentials, which you set up with gcloud auth application-default login.")],
   holds="gcloud auth login")

# --- h15-046
sc("logging", "paraphrase", "renamed_identifier", "same_topic",
   T("log the failure when the payout call throws",
     "```python\ntry:\n    send_payout(p)\nexcept Exception as e:\n    logger.error(e)\n    raise\n```",
     "that loses the traceback, use logger.exception(\"payout failed\") inside the except",
     "logger.error(e)", "logger.exception(\"payout failed\")"),
   R("log it when the S3 upload times out in the export worker",
     "```python\ntry:\n    upload(batch)\nexcept TimeoutError as err:\n    log.error(err)\n    retry_later(batch)\n```",
     ["re:log\\.exception\\(|exc_info=(True|err)"], ["log.error(err)"]),
   C("How do I add the order id to a log record as a structured field?",
     "Pass it through `extra`: `log.info(\"charge ok\", extra={\"order_id\": order.id})`; our JSON formatter then emits it as its own field."),
   fix=[("log.error(err)", "log.exception(\"export upload timed out\")")])

# --- h15-047
sc("go", "semantic", "prose_claim", "lookalike",
   T("In our Go 1.22 services, do I still need `v := v` before starting goroutines in a loop?",
     "Yes, all goroutines in the loop share one loop variable, so always copy it with `v := v` first.",
     "not anymore, since 1.22 each iteration gets its own variable (our go.mod says 1.22), so the copy is redundant",
     "Yes, all goroutines in the loop share one loop variable",
     "No, since Go 1.22 each iteration has its own variable"),
   R("The ledger module has go 1.22 in go.mod. Is `for _, job := range jobs { go func() { process(job) }() }` racy on job?",
     "Yes, every goroutine captures the same job variable, so add job := job before starting it.",
     ["re:(?i)(each|every|per)[- ]iteration|not racy|isn't racy|no longer|not needed|unnecessary|redundant"],
     ["captures the same job variable"]),
   C("The tools module still says go 1.21 in go.mod. Do goroutines started in a range loop need a copy of the loop variable?",
     "Yes, under go 1.21 and earlier the loop variable is shared across iterations, so copy it with `job := job` before starting the goroutine."),
   fix=[("Yes, every goroutine captures the same job variable, so add job := job before starting it.",
         "No, with go 1.22 in go.mod each iteration has its own job variable, so the goroutines don't share it and job := job is unnecessary.")],
   holds="job := job")

# --- h15-048
sc("git", "paraphrase", "casing", "same_topic",
   T("create a branch for PLAT-481, the retry budget work",
     "`git checkout -b feature/plat-481-retry-budget`",
     "branch names are feat/PLAT-481-<short-desc>, ticket key in caps. the jira integration only links those",
     "feature/plat-481", "feat/PLAT-481"),
   R("branch name for PLAT-502, rotating the redis password?",
     "`git switch -c feature/Plat-502-rotate-redis-password`",
     ["feat/PLAT-502"], ["re:(?i)feature/plat-502"]),
   C("How do I rename the local branch I'm on?",
     "`git branch -m <new-name>` renames the current branch; `git branch -m old new` works from anywhere."),
   fix=[("feature/Plat-502", "feat/PLAT-502")])

# --- h15-049
sc("postgres", "literal", "reworded", "already_correct",
   T("Set up the Metabase connection to prod orders for the finance dashboards",
     "Host `pg-prod-01.lark.internal` (the primary), port 5432, database `orders`, user `metabase_ro`.",
     "Point it at the read replica pg-prod-ro.lark.internal, reporting never touches the primary.",
     "pg-prod-01.lark.internal", "pg-prod-ro.lark.internal"),
   R("Which host should the nightly analytics export read from?",
     "Have it read from pg-prod-01.lark.internal, the prod primary, during the 02:00 window.",
     ["pg-prod-ro.lark.internal"], ["pg-prod-01"]),
   C("Grafana Postgres datasource settings for the orders dashboards?",
     "Host `pg-prod-ro.lark.internal:5432`, database `orders`, user `grafana_ro`, SSL mode `require`."),
   fix=[("pg-prod-01.lark.internal, the prod primary,", "pg-prod-ro.lark.internal, the read replica,")],
   holds="pg-prod-ro.lark.internal")

# --- h15-050
sc("kubernetes", "paraphrase", "reordered_args", "same_topic",
   T("get a shell in the api pod api-7c9d in prod",
     "`kubectl exec -it api-7c9d -n api-prod /bin/sh`",
     "you need -- before the command, the form without it is deprecated and newer kubectl refuses it: kubectl exec -it api-7c9d -n api-prod -- /bin/sh",
     "-n api-prod /bin/sh", "-n api-prod -- /bin/sh"),
   R("open bash in the worker-5f8b pod in jobs-staging",
     "```sh\nkubectl exec -n jobs-staging worker-5f8b -it /bin/bash\n```",
     ["-- /bin/bash"], ["-it /bin/bash"]),
   C("Spin up a throwaway busybox pod to test DNS from inside the cluster",
     "`kubectl run dns-test --rm -it --image=busybox:1.36 --restart=Never -- nslookup payments-api.payments-prod.svc.cluster.local`"),
   fix=[("-it /bin/bash", "-it -- /bin/bash")])

# --- h15-051
sc("aws", "paraphrase", "code_block", "lookalike",
   T("IAM policy statement so the deploy role can read objects from the artifacts bucket",
     "```json\n{\n  \"Effect\": \"Allow\",\n  \"Action\": \"s3:GetObject\",\n  \"Resource\": \"arn:aws:s3:::lark-artifacts-euw1\"\n}\n```",
     "GetObject is an object action, so the resource needs /*: arn:aws:s3:::lark-artifacts-euw1/*",
     "\"arn:aws:s3:::lark-artifacts-euw1\"", "\"arn:aws:s3:::lark-artifacts-euw1/*\""),
   R("policy statement letting CI read and write the ci-cache bucket's objects",
     "```json\n{\n  \"Effect\": \"Allow\",\n  \"Action\": [\"s3:PutObject\", \"s3:GetObject\"],\n  \"Resource\": \"arn:aws:s3:::lark-ci-cache\"\n}\n```",
     ["arn:aws:s3:::lark-ci-cache/*"], ["\"arn:aws:s3:::lark-ci-cache\""]),
   C("statement so the deploy role can list the artifacts bucket",
     "```json\n{\n  \"Effect\": \"Allow\",\n  \"Action\": \"s3:ListBucket\",\n  \"Resource\": \"arn:aws:s3:::lark-artifacts-euw1\"\n}\n```\nListBucket is a bucket-level action, so no `/*` here."),
   fix=[("\"arn:aws:s3:::lark-ci-cache\"", "\"arn:aws:s3:::lark-ci-cache/*\"")],
   holds="\"arn:aws:s3:::lark-artifacts-euw1\"")

# --- h15-052
sc("github-actions", "semantic", "prose_claim", "lookalike",
   T("Will our integration tests get secrets when an outside contributor opens a PR from their fork?",
     "Yes, `pull_request` runs from forks get the repository secrets like any other run.",
     "no, for fork PRs on pull_request GitHub passes no secrets at all, only a read-only GITHUB_TOKEN",
     "Yes, `pull_request` runs from forks get the repository secrets like any other run",
     "No, `pull_request` runs from forks get no secrets, only a read-only GITHUB_TOKEN"),
   R("A PR from a fork triggered the workflow. Can the job read secrets.SNYK_TOKEN?",
     "Yes, the fork's pull_request run receives secrets.SNYK_TOKEN just like runs on our own branches.",
     ["re:(?i)\\b(no|not|won't|doesn't|does not|isn't|aren't|empty)\\b"],
     ["receives secrets.SNYK_TOKEN just like"]),
   C("Do PRs from branches inside our own repo get the repo secrets?",
     "Yes, pull_request runs for branches in the repo itself get the repository secrets like any other run."),
   fix=[("Yes, the fork's pull_request run receives secrets.SNYK_TOKEN just like runs on our own branches.",
         "No, the fork's pull_request run gets no secrets, so secrets.SNYK_TOKEN is empty there.")],
   holds="get the repository secrets like any other run")

# --- h15-053
sc("python", "paraphrase", "renamed_identifier", "same_topic",
   T("Return the order as a dict from the FastAPI handler, we're on pydantic 2",
     "`return order.dict()`",
     ".dict() is the v1 API, it's deprecated in pydantic 2. order.model_dump()",
     "order.dict()", "order.model_dump()"),
   R("serialize the event model for the Kafka producer, skipping None fields",
     "```python\npayload = evt.dict(exclude_none=True)\nproducer.send(\"billing-events\", json.dumps(payload).encode())\n```",
     ["re:evt\\.model_dump(_json)?\\(exclude_none=True\\)"], [".dict("]),
   C("Parse the raw JSON request body into the Order model",
     "`order = Order.model_validate_json(body)` validates and parses in one step."),
   fix=[("evt.dict(exclude_none=True)", "evt.model_dump(exclude_none=True)")])

# --- h15-054
sc("redis", "paraphrase", "equivalent_construct", "lookalike",
   T("take a lock on the ledger job in redis for 30 seconds",
     "`SETNX lock:ledger <token>` and then `EXPIRE lock:ledger 30`.",
     "two commands isn't atomic, if the worker dies in between the lock never expires. SET lock:ledger <token> NX EX 30 does it in one",
     "`SETNX lock:ledger <token>` and then `EXPIRE lock:ledger 30`",
     "`SET lock:ledger <token> NX EX 30`"),
   R("go-redis: acquire the reconcile lock with a 30s TTL",
     "```go\nok, err := rdb.SetNX(ctx, \"lock:reconcile\", token, 0).Result()\nif err == nil && ok {\n\trdb.Expire(ctx, \"lock:reconcile\", 30*time.Second)\n}\n```",
     ["re:SetNX\\([^)]*(30 ?\\* ?time\\.Second|time\\.Second ?\\* ?30)\\)|SetArgs\\("], ["rdb.Expire("]),
   C("The reconcile job runs long; how do I extend the TTL on the lock it already holds?",
     "```go\nrdb.Expire(ctx, \"lock:reconcile\", 30*time.Second)\n```\nIn production run it through a small Lua script that first checks the lock still holds your token."),
   fix=[("ok, err := rdb.SetNX(ctx, \"lock:reconcile\", token, 0).Result()\nif err == nil && ok {\n\trdb.Expire(ctx, \"lock:reconcile\", 30*time.Second)\n}",
         "ok, err := rdb.SetNX(ctx, \"lock:reconcile\", token, 30*time.Second).Result()")],
   holds="rdb.Expire(ctx, \"lock:reconcile\", 30*time.Second)")

# --- h15-055
sc("kubernetes", "literal", "code_block", "already_correct",
   T("HPA for the search deployment, 3 to 12 replicas at 70% CPU. Cluster's on 1.29.",
     "```yaml\napiVersion: autoscaling/v2beta2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: search\nspec:\n  scaleTargetRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name: search\n  minReplicas: 3\n  maxReplicas: 12\n  metrics:\n    - type: Resource\n      resource:\n        name: cpu\n        target:\n          type: Utilization\n          averageUtilization: 70\n```",
     "Thanks! one thing: autoscaling/v2beta2 was removed in 1.26, use autoscaling/v2",
     "autoscaling/v2beta2", "autoscaling/v2"),
   R("autoscaler manifest for the notifier, 2-6 pods on CPU",
     "```yaml\napiVersion: autoscaling/v2beta2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: notifier\nspec:\n  scaleTargetRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name: notifier\n  minReplicas: 2\n  maxReplicas: 6\n  metrics:\n    - type: Resource\n      resource:\n        name: cpu\n        target:\n          type: Utilization\n          averageUtilization: 75\n```",
     ["apiVersion: autoscaling/v2\n"], ["v2beta2"]),
   C("HPA for checkout that scales on memory, 2 to 8 replicas",
     "```yaml\napiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: checkout\nspec:\n  scaleTargetRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name: checkout\n  minReplicas: 2\n  maxReplicas: 8\n  metrics:\n    - type: Resource\n      resource:\n        name: memory\n        target:\n          type: Utilization\n          averageUtilization: 80\n```"),
   fix=[("autoscaling/v2beta2", "autoscaling/v2")],
   holds="apiVersion: autoscaling/v2\n")

# --- h15-056
sc("logging", "paraphrase", "code_block", "lookalike",
   T("LogQL for payments-prod lines mentioning timeout or deadline",
     "`{namespace=\"payments-prod\"} |= \"timeout|deadline\"`",
     "|= is a plain substring match, so that looks for the literal text timeout|deadline. for alternation it's |~",
     "|= \"timeout|deadline\"", "|~ \"timeout|deadline\""),
   R("find ledger log lines with connection refused or reset in Loki",
     "```logql\n{app=\"ledger\"} |= \"refused|reset\"\n```",
     ["re:\\|~ \"\\(?refused\\|reset\\)?\""], ["|= \"refused|reset\""]),
   C("LogQL for payments-prod lines that contain the word timeout",
     "`{namespace=\"payments-prod\"} |= \"timeout\"` is a plain substring filter, no regex needed."),
   fix=[("|= \"refused|reset\"", "|~ \"refused|reset\"")],
   holds="|= \"timeout\"")

# --- h15-057
sc("kubernetes", "paraphrase", "code_block", "lookalike",
   T("readiness probe for the new Go service on port 8080",
     "```yaml\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: 8080\n```",
     "in our services the shared httpkit mounts /readyz and /livez, there's no health endpoint. readiness -> /readyz",
     "/health", "/readyz"),
   R("add a readiness check to the notifier deployment, the app listens on 8081",
     "```yaml\nreadinessProbe:\n  httpGet:\n    path: /healthz\n    port: 8081\n  periodSeconds: 5\n```",
     ["path: /readyz"], ["path: /healthz"]),
   C("What path should the load balancer health check hit on our Vault cluster?",
     "`/v1/sys/health`: it returns 200 on the active node and 429 on unsealed standbys unless you add `?standbyok=true`."),
   fix=[("path: /healthz", "path: /readyz")],
   holds="/health")

# --- h15-058
sc("aws", "paraphrase", "equivalent_construct", "already_correct",
   T("fetch the payments DB password from parameter store in the deploy script",
     "`aws ssm get-parameter --name /prod/payments/db_password --with-decryption --query Parameter.Value --output text`",
     "our params live under /lark/<env>/<service>/, so /lark/prod/payments/db_password",
     "/prod/payments/db_password", "/lark/prod/payments/db_password"),
   R("read the notifier's redis url from SSM in terraform",
     "```hcl\ndata \"aws_ssm_parameter\" \"redis_url\" {\n  name = \"/prod/notifier/redis_url\"\n}\n```",
     ["/lark/prod/notifier/redis_url"], ["\"/prod/notifier"]),
   C("Get the notifier's slack webhook parameter with the CLI",
     "`aws ssm get-parameter --name /lark/prod/notifier/slack_webhook --with-decryption --query Parameter.Value --output text`"),
   fix=[("\"/prod/notifier/redis_url\"", "\"/lark/prod/notifier/redis_url\"")],
   holds="/lark/prod/notifier/slack_webhook")

# --- h15-059
sc("shell", "literal", "code_block", "lookalike",
   T("In the release workflow (ubuntu-latest), bump version in Chart.yaml to 1.4.0",
     "`sed -i '' 's/^version:.*/version: 1.4.0/' charts/api/Chart.yaml`",
     "that's the BSD/macOS form. on the ubuntu runner GNU sed wants plain sed -i, it reads the '' as the script",
     "sed -i ''", "sed -i"),
   R("workflow step to set appVersion in the api chart to the short commit sha",
     "```yaml\n- name: Set appVersion\n  run: sed -i '' \"s/^appVersion:.*/appVersion: ${GITHUB_SHA::7}/\" charts/api/Chart.yaml\n```",
     ["re:sed -i\\s+(-[eE]\\s+)?\"s/\\^appVersion"], ["sed -i ''"]),
   C("Bump version in charts/api/Chart.yaml to 1.4.0 from a Makefile that only runs on our Macs",
     "On macOS's BSD sed, `sed -i '' 's/^version:.*/version: 1.4.0/' charts/api/Chart.yaml` edits in place; the empty argument is the backup suffix."),
   fix=[("sed -i ''", "sed -i")],
   holds="sed -i ''")

# --- h15-060
sc("logging", "paraphrase", "code_block", "same_topic",
   T("set up slog in the payments service main.go",
     "```go\nlogger := slog.New(slog.NewTextHandler(os.Stderr, nil))\nslog.SetDefault(logger)\n```",
     "services log JSON to stdout, the collector only ships stdout and parses JSON. slog.NewJSONHandler(os.Stdout, nil)",
     "slog.NewTextHandler(os.Stderr, nil)", "slog.NewJSONHandler(os.Stdout, nil)"),
   R("slog setup for the ledger service with debug level",
     "```go\nh := slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug})\nslog.SetDefault(slog.New(h))\n```",
     ["slog.NewJSONHandler(os.Stdout"], ["NewTextHandler", "os.Stderr"]),
   C("Attach the request id to every log line in a handler",
     "`log := slog.With(\"request_id\", reqID)` returns a logger that adds the attribute to every record."),
   fix=[("slog.NewTextHandler(os.Stderr,", "slog.NewJSONHandler(os.Stdout,")])


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
def present(text, pat):
    if pat.startswith("re:"):
        return re.search(pat[3:], text) is not None
    return pat in text


def fixed(text, contains, absent):
    return all(present(text, p) for p in contains) and not any(present(text, p) for p in absent)


def validate():
    errs = []
    if len(S) != 60:
        errs.append("expected 60 scenarios, got %d" % len(S))
    texts = Counter()
    for i, s in enumerate(S, 1):
        sid = "h15-%03d" % i
        s["id"] = sid
        if s["difficulty"] not in DIFFICULTY:
            errs.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL_KIND:
            errs.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            errs.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output", "expect_contains", "expect_absent")),
                           (c, ("query", "output"))):
            for k in keys:
                if k not in part:
                    errs.append("%s: missing %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not r["expect_contains"] and not r["expect_absent"]:
            errs.append("%s: repeat has no checks" % sid)
        for p in r["expect_contains"] + r["expect_absent"]:
            if p.startswith("re:"):
                try:
                    re.compile(p[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, p, e))
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            errs.append("%s: repeat as written already passes its check" % sid)
        out = r["output"]
        if not s["fix"]:
            errs.append("%s: no fix" % sid)
        for old, new in s["fix"]:
            if old not in out:
                errs.append("%s: fix old text not in repeat.output: %r" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            errs.append("%s: fixed repeat does not pass: %r" % (sid, out))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control without holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        for txt in (t["query"], t["output"], t["message"], r["query"], r["output"], c["query"], c["output"]):
            texts[txt] += 1
    for txt, n in texts.items():
        if n > 1:
            errs.append("duplicate text (%d times): %r" % (n, txt[:80]))
    for field, ranges in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND),
                          ("repeat_variation", VARIATION)):
        cnt = Counter(s[field] for s in S)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt.get(k, 0) <= hi:
                errs.append("%s=%s count %d outside %d..%d" % (field, k, cnt.get(k, 0), lo, hi))
    return errs


def table(field, order):
    cnt = Counter(s[field] for s in S)
    lines = ["| %s | count |" % field, "|---|---|"]
    for k in order:
        lines.append("| `%s` | %d |" % (k, cnt.get(k, 0)))
    lines.append("| total | %d |" % sum(cnt.values()))
    return "\n".join(lines)


def readme():
    topics = Counter(s["topic"] for s in S)
    return "\n".join([
        "HELD OUT. Do not read this set's scenarios while changing code: report only its aggregate "
        "figures. Do not copy anything from it into code, tests, prompts, rules or training data.",
        "",
        "# heldout15: %s" % TITLE,
        "",
        THEME,
        "",
        "60 teach -> repeat -> control scenarios (`h15-001` ... `h15-060`) in the format of "
        "`shared/eval/loop/` (see its README, \"Scenario rules\"). Each teach output holds exactly "
        "one mistake that the teach message corrects; the repeat is another session whose answer "
        "repeats the mistake; the control must come back byte-identical.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | the 60 scenarios, one JSON object per line: `id, topic, difficulty, "
        "repeat_variation, control_kind, teach{query,output,message,gold_wrong,gold_right}, "
        "repeat{query,output,expect_contains,expect_absent}, control{query,output}` |",
        "| `build.py` | holds the scenarios as data (with build-only `fix` and `holds` fields), "
        "validates them and writes `scenarios.jsonl` and this README (Python standard library "
        "only; run `python3 build.py`) |",
        "| `README.md` | this file (generated) |",
        "",
        "The builder checks: ids, enums, the counts below against their ranges, every repeat as "
        "written fails its own check, the repeat with its build-only `fix` applied passes, "
        "`gold_wrong` occurs in `teach.output`, lookalike and already_correct controls contain their "
        "build-only `holds` string, and no text is duplicated.",
        "",
        "## Counts",
        "",
        table("difficulty", list(DIFFICULTY)),
        "",
        table("control_kind", list(CONTROL_KIND)),
        "",
        table("repeat_variation", list(VARIATION)),
        "",
        "Topics: " + ", ".join("%s %d" % (k, v) for k, v in sorted(topics.items())) + ".",
        "",
    ])


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            obj = {
                "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
                "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
                "teach": {k: s["teach"][k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
                "repeat": {k: s["repeat"][k] for k in ("query", "output", "expect_contains", "expect_absent")},
                "control": {k: s["control"][k] for k in ("query", "output")},
            }
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    print("ok: %d scenarios written" % len(S))
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print(field, dict(Counter(s[field] for s in S)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
