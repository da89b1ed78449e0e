#!/usr/bin/env python3
"""Build dev58: 60 teach -> repeat -> control scenarios on observability and
incident response (Prometheus, Grafana, Loki, OpenTelemetry, alerting rules,
on-call runbooks, log queries, and one team's own dashboards, labels,
endpoints and retention settings).

    python3 build.py

Validates every scenario, then writes scenarios.jsonl and README.md next to
this file. Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d58-"
TITLE = ("observability and incident response: Prometheus, Grafana, Loki, OpenTelemetry, "
         "alerting rules, on-call runbooks, log queries, and one team's own dashboards, "
         "labels, endpoints and retention settings")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    S.append({"id": "%s%03d" % (PREFIX, len(S) + 1), "topic": topic, "difficulty": difficulty,
              "repeat_variation": variation, "control_kind": control_kind, "teach": teach,
              "repeat": repeat, "control": control, "fix": fix, "holds": holds})


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output, "expect_contains": expect_contains,
            "expect_absent": expect_absent}


def C(query, output):
    return {"query": query, "output": output}


# --------------------------------------------------------------------- 001
sc("prometheus-endpoint", "literal", "code_block", "unrelated",
   T("How do I run an instant query against our Prometheus from my laptop with promtool?",
     r"""Use `promtool query instant` with the server URL first and the expression second:

```sh
promtool query instant http://prom.obs.internal:9090 'sum by (code) (rate(http_requests_total{job="checkout-api"}[5m]))'
```

It prints one line per series. Add `--time=2024-05-02T14:00:00Z` to evaluate at a past instant.""",
     "From laptops you have to go through the oauth proxy: https://prom.obs.internal:9443. Plain :9090 only answers inside the cluster.",
     "http://prom.obs.internal:9090", "https://prom.obs.internal:9443"),
   R("Give me a promtool command that pulls the last hour of ledger p99 write latency at one-minute resolution.",
     r"""```sh
promtool query range \
  --start=$(date -u -d '-1 hour' +%s) --end=$(date -u +%s) --step=1m \
  http://prom.obs.internal:9090 \
  'histogram_quantile(0.99, sum by (le) (rate(ledger_write_duration_seconds_bucket[5m])))'
```

The output is one block per series with a value per step.""",
     ["https://prom.obs.internal:9443"], ["prom.obs.internal:9090"]),
   C("How do I squash my last three commits before opening the PR?",
     "Run `git rebase -i HEAD~3`, keep `pick` on the first line and change the other two to `squash` (or `s`), then edit the combined message and `git push --force-with-lease` to your branch."),
   [("http://prom.obs.internal:9090", "https://prom.obs.internal:9443")])

# --------------------------------------------------------------------- 002
sc("loki-stream-labels", "paraphrase", "identifier", "lookalike",
   T("Write a LogQL query for timeout errors from checkout-api in prod.",
     """```logql
{app="checkout-api", env="prod"} |= "context deadline exceeded"
```

Switch the panel to Logs; if you want a count instead, wrap it in `sum(count_over_time(...[5m]))`.""",
     "There's no app label in our Loki. Streams are labeled service=..., so it's {service=\"checkout-api\", env=\"prod\"}.",
     '{app="checkout-api", env="prod"}', '{service="checkout-api", env="prod"}'),
   R("How many panics per minute is billing-worker logging?",
     """```logql
sum(count_over_time({app="billing-worker"} |= "panic:" [1m]))
```

Put it on a time series panel; anything above zero deserves a look at the full lines in Explore.""",
     ['{service="billing-worker"}'], [r're:\{app="billing-worker"']),
   C("How do I list the checkout-api pods so I can exec into one?",
     """The Deployment's pods carry the Kubernetes label `app=checkout-api`:

```sh
kubectl -n payments get pods -l app=checkout-api -o wide
kubectl -n payments exec -it <pod> -- sh
```"""),
   [('{app="billing-worker"}', '{service="billing-worker"}')], holds="-l app=checkout-api")

# --------------------------------------------------------------------- 003
sc("alert-severity-routing", "literal", "code_block", "lookalike",
   T("Add an alert that pages when ledger-writer's error ratio stays above 5% for 10 minutes.",
     """```yaml
- alert: LedgerWriterErrorRatioHigh
  expr: |
    sum(rate(ledger_writes_failed_total[5m]))
      / sum(rate(ledger_writes_total[5m])) > 0.05
  for: 10m
  labels:
    severity: critical
    team: payments
  annotations:
    summary: "ledger-writer error ratio {{ $value | humanizePercentage }}"
```

Drop it into `alerts/ledger.rules.yml` and lint it before opening the PR.""",
     "Pages only go out for severity: page. Alertmanager sends severity: critical to the Slack channel, not PagerDuty.",
     "severity: critical", "severity: page"),
   R("I need a paging alert for when the settlement export job hasn't succeeded in 26 hours.",
     """```yaml
- alert: SettlementExportStale
  expr: time() - settlement_export_last_success_timestamp_seconds > 26 * 3600
  for: 15m
  labels:
    severity: critical
    team: payments
  annotations:
    summary: "No successful settlement export for {{ $value | humanizeDuration }}"
```""",
     ["severity: page"], ["severity: critical"]),
   C("Where do alerts with severity critical end up in our Alertmanager routing?",
     "Alerts labeled `severity: critical` match the second route and go to the `slack-payments` receiver (#pay-alerts), grouped by alertname. They never reach PagerDuty; that route only matches the paging severity."),
   [("severity: critical", "severity: page")], holds="severity: critical")

# --------------------------------------------------------------------- 004
sc("grafana-dashboard-api", "paraphrase", "reordered_args", "lookalike",
   T("How do I push a dashboard JSON to Grafana from CI?",
     r"""Wrap the dashboard in the API envelope and send it to the dashboards endpoint:

```sh
curl -sf -X PUT https://grafana.obs.internal/api/dashboards/db \
  -H "Authorization: Bearer $GRAFANA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d @<(jq '{dashboard: ., folderUid: "payments", overwrite: true}' ledger.json)
```

`overwrite: true` lets the same UID be updated on every run.""",
     "/api/dashboards/db is POST-only, use -X POST. Create and update both go through POST there.",
     "-X PUT https://grafana.obs.internal/api/dashboards/db", "-X POST https://grafana.obs.internal/api/dashboards/db"),
   R("Script for re-uploading every JSON file under dashboards/ to Grafana?",
     r"""```sh
for f in dashboards/*.json; do
  jq '{dashboard: ., folderUid: "payments", overwrite: true}' "$f" |
    curl -sf https://grafana.obs.internal/api/dashboards/db -X PUT \
      -H "Authorization: Bearer $GRAFANA_TOKEN" -H 'Content-Type: application/json' -d @-
done
```""",
     ["-X POST"], ["-X PUT"]),
   C("How do I rename the payments folder in Grafana through the API?",
     r"""Folders are updated with PUT on the folder UID, and you send the current version with it:

```sh
curl -sf -X PUT https://grafana.obs.internal/api/folders/payments \
  -H "Authorization: Bearer $GRAFANA_TOKEN" -H 'Content-Type: application/json' \
  -d '{"title": "Payments (prod)", "version": 3}'
```"""),
   [("-X PUT", "-X POST")], holds="-X PUT")

# --------------------------------------------------------------------- 005
sc("otlp-ports", "paraphrase", "equivalent_construct", "lookalike",
   T("Set up the Python OTel trace exporter in refunds-api to send to our collector over HTTP.",
     """```python
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

provider = TracerProvider(resource=Resource.create({"service.name": "refunds-api"}))
provider.add_span_processor(BatchSpanProcessor(
    OTLPSpanExporter(endpoint="http://otel-collector.observability:4317/v1/traces")
))
trace.set_tracer_provider(provider)
```""",
     "4317 is the collector's gRPC port; the HTTP exporter has to hit 4318.",
     "otel-collector.observability:4317/v1/traces", "otel-collector.observability:4318/v1/traces"),
   R("Configure refunds-worker's tracing purely through environment variables, OTLP over HTTP.",
     """```sh
OTEL_SERVICE_NAME=refunds-worker
OTEL_TRACES_EXPORTER=otlp
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4317
```

With the base endpoint set, the SDK appends `/v1/traces` itself.""",
     ["otel-collector.observability:4318"], ["otel-collector.observability:4317"]),
   C("How should the Go services point their gRPC trace exporter at the collector?",
     """```go
exp, err := otlptracegrpc.New(ctx,
    otlptracegrpc.WithEndpoint("otel-collector.observability:4317"),
    otlptracegrpc.WithInsecure(),
)
```

gRPC takes host:port without a scheme or path; TLS is terminated by the mesh, hence `WithInsecure()`."""),
   [("otel-collector.observability:4317", "otel-collector.observability:4318")],
   holds='WithEndpoint("otel-collector.observability:4317")')

# --------------------------------------------------------------------- 006
sc("prometheus-retention", "semantic", "prose_claim", "already_correct",
   T("How far back can I query the in-cluster Prometheus before I need Thanos?",
     "The Prometheus StatefulSet runs with `--storage.tsdb.retention.time=30d`, so anything in the last month is local and fast; past that, switch the Grafana data source to Thanos Query, which reads the blocks in object storage.",
     "Local retention is 15d, not 30d. We cut it when the disks filled up last year.",
     "--storage.tsdb.retention.time=30d", "--storage.tsdb.retention.time=15d"),
   R("Can I graph the last three weeks of ledger lag straight from Prometheus?",
     "Yes. Prometheus keeps a full month of samples locally, so a three-week range is well inside its window; you only need Thanos for anything older than that.",
     [r"re:15 ?d(ays)?\b"], [r"re:(?i)full month|a month"]),
   C("Does a 10-day graph of checkout latency need Thanos?",
     "No. Local retention is 15 days (`--storage.tsdb.retention.time=15d`), so ten days comes straight from Prometheus and stays fast."),
   [("Yes. Prometheus keeps a full month of samples locally, so a three-week range is well inside its window; you only need Thanos for anything older than that.",
     "No. Prometheus only keeps 15 days of samples locally, so a three-week range goes past its window; query Thanos for it.")],
   holds="--storage.tsdb.retention.time=15d")

# --------------------------------------------------------------------- 007
sc("grafana-rate-interval", "literal", "code_block", "lookalike",
   T("Panel query for ledger-writer requests per second by route?",
     """```promql
sum by (route) (rate(http_server_requests_seconds_count{service="ledger-writer"}[$__interval]))
```

Set the legend to `{{route}}` and the unit to requests/sec.""",
     "Use $__rate_interval in rate(), not $__interval. At short ranges $__interval drops below two scrapes and the panel goes blank.",
     "[$__interval]", "[$__rate_interval]"),
   R("I want a graph of 5xx per second for the refunds API, split by status.",
     """```promql
sum by (status) (
  rate(http_server_requests_seconds_count{service="refunds-api", status=~"5.."}[$__interval])
)
```""",
     ["[$__rate_interval]"], ["[$__interval]"]),
   C("Loki panel showing how many log lines ledger-writer produces per bar?",
     """For a bar chart of log volume, count each bucket with the panel interval so the bars add up to the total:

```logql
sum(count_over_time({service="ledger-writer"}[$__interval]))
```

Set the visualization to Bars and the min interval to 1m."""),
   [("[$__interval]", "[$__rate_interval]")], holds="[$__interval]")

# --------------------------------------------------------------------- 008
sc("otel-service-name", "literal", "code_block", "same_topic",
   T("Which env vars does the payouts Deployment need so its spans show up under the right service name?",
     """```yaml
env:
  - name: OTEL_SERVICE
    value: payouts
  - name: OTEL_RESOURCE_ATTRIBUTES
    value: deployment.environment=prod,team=payments
  - name: OTEL_EXPORTER_OTLP_ENDPOINT
    value: http://otel-collector.observability:4318
```""",
     "The variable is OTEL_SERVICE_NAME. OTEL_SERVICE isn't read by any SDK, so everything lands as unknown_service.",
     "- name: OTEL_SERVICE\n    value: payouts", "- name: OTEL_SERVICE_NAME\n    value: payouts"),
   R("Add tracing env to the docker-compose service for payouts-scheduler.",
     """```yaml
  payouts-scheduler:
    image: registry.acme.internal/payments/payouts-scheduler:1.14.2
    environment:
      OTEL_SERVICE: payouts-scheduler
      OTEL_EXPORTER_OTLP_PROTOCOL: http/protobuf
      OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector:4318
```""",
     ["OTEL_SERVICE_NAME: payouts-scheduler"], [r"re:OTEL_SERVICE\b"]),
   C("What does OTEL_TRACES_SAMPLER_ARG do for the parentbased_traceidratio sampler?",
     "It's the ratio: with `OTEL_TRACES_SAMPLER=parentbased_traceidratio` and `OTEL_TRACES_SAMPLER_ARG=0.1`, root spans are sampled at 10% and child spans follow their parent's decision."),
   [("OTEL_SERVICE: ", "OTEL_SERVICE_NAME: ")])

# --------------------------------------------------------------------- 009
sc("loki-tenant", "literal", "code_block", "lookalike",
   T("curl command to pull the last 15 minutes of ledger error logs straight from the Loki API?",
     r"""```sh
curl -sG https://loki.obs.internal/loki/api/v1/query_range \
  -H 'X-Scope-OrgID: payments' \
  --data-urlencode 'query={service="ledger"} |= "error"' \
  --data-urlencode "start=$(date -u -d '-15 min' +%s)000000000" \
  --data-urlencode 'limit=500' | jq -r '.data.result[].values[][1]'
```""",
     "For prod the tenant is payments-prod. 'payments' is staging, that's why it comes back empty.",
     "-H 'X-Scope-OrgID: payments'", "-H 'X-Scope-OrgID: payments-prod'"),
   R("How do I check from the shell whether prod Loki has any logs for the refunds service at all?",
     r"""Ask the label values endpoint for the tenant:

```sh
curl -s https://loki.obs.internal/loki/api/v1/label/service/values \
  -H 'X-Scope-OrgID: payments' | jq '.data | index("refunds")'
```

A number means the stream exists; `null` means nothing has been ingested.""",
     ["X-Scope-OrgID: payments-prod"], [r"re:X-Scope-OrgID: payments(?!-prod)"]),
   C("Which tenant header do I send to query staging logs in Loki?",
     "Staging logs live under the `payments` tenant, so send `-H 'X-Scope-OrgID: payments'`; the same URL serves both environments and the header picks the tenant."),
   [("-H 'X-Scope-OrgID: payments'", "-H 'X-Scope-OrgID: payments-prod'")],
   holds="-H 'X-Scope-OrgID: payments'")

# --------------------------------------------------------------------- 010
sc("servicemonitor-port", "literal", "code_block", "lookalike",
   T("ServiceMonitor for the payouts service so Prometheus scrapes it?",
     """```yaml
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: payouts
  namespace: payments
  labels:
    prometheus: main
spec:
  selector:
    matchLabels:
      app.kubernetes.io/name: payouts
  endpoints:
    - port: metrics
      interval: 30s
```""",
     "Our charts name the Service port http-metrics, so `port: metrics` matches nothing and the target never appears.",
     "- port: metrics", "- port: http-metrics"),
   R("Prometheus isn't picking up fx-rates. Can you write the ServiceMonitor?",
     """```yaml
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: fx-rates
  namespace: payments
  labels:
    prometheus: main
spec:
  selector:
    matchLabels:
      app.kubernetes.io/name: fx-rates
  endpoints:
    - port: metrics
      path: /metrics
      interval: 30s
```

After applying it, the target shows up under Status → Targets within a minute.""",
     ["- port: http-metrics"], ["- port: metrics"]),
   C("In the payouts Service manifest, how do I wire the metrics port to the container?",
     """```yaml
ports:
  - name: http-metrics
    port: 9901
    targetPort: metrics
```

`targetPort: metrics` refers to the container port named `metrics` in the pod spec, so the number can change without touching the Service."""),
   [("- port: metrics", "- port: http-metrics")], holds="targetPort: metrics")

# --------------------------------------------------------------------- 011
sc("runbook-namespace", "literal", "code_block", "lookalike",
   T("Runbook step: restart checkout-api when its connection pool is wedged.",
     """1. Confirm the symptom on the Checkout overview dashboard (pool in-use pinned at max).
2. Restart the pods one at a time:

```sh
kubectl rollout restart deployment/checkout-api -n checkout
kubectl rollout status deployment/checkout-api -n checkout --timeout=5m
```

3. Post the restart time in the incident channel.""",
     "Everything of ours runs in the payments namespace; there's no checkout namespace, so -n payments.",
     "-n checkout", "-n payments"),
   R("Which commands pull the last 15 minutes of checkout-api logs and recent events during an incident?",
     """```sh
kubectl logs deployment/checkout-api -n checkout --since=15m --all-containers | tail -200
kubectl get events -n checkout --sort-by=.lastTimestamp | tail -30
```""",
     ["-n payments"], ["-n checkout"]),
   C("How do I find which line of the Helm values sets checkout's replica count?",
     """```sh
grep -n checkout charts/payments/values.yaml
```

`-n` prints line numbers; the `replicaCount` under the `checkout:` block is what the HPA minimum is based on."""),
   [("-n checkout", "-n payments")], holds="grep -n checkout")

# --------------------------------------------------------------------- 012
sc("promtool-check", "literal", "code_block", "lookalike",
   T("How do I validate alerts/payments.rules.yml locally before pushing?",
     """```sh
promtool check config alerts/payments.rules.yml
```

It exits non-zero on YAML or PromQL errors and prints the offending rule name.""",
     "That's a rules file, it needs promtool check rules. check config expects a full prometheus.yml and fails on it.",
     "promtool check config alerts/payments.rules.yml", "promtool check rules alerts/payments.rules.yml"),
   R("Add a CI step that lints every alert file in the repo.",
     """```yaml
- name: Lint alerting rules
  run: |
    for f in alerts/*.yml; do
      promtool check config "$f"
    done
```""",
     ["promtool check rules"], ["promtool check config"]),
   C("How do I validate prometheus.yml before reloading Prometheus?",
     """```sh
promtool check config deploy/prometheus/prometheus.yml
```

It also loads every file listed under `rule_files`, so a broken rule shows up here too."""),
   [("promtool check config", "promtool check rules")],
   holds="promtool check config deploy/prometheus/prometheus.yml")

# --------------------------------------------------------------------- 013
sc("python-prometheus-client", "literal", "code_block", "lookalike",
   T("Count failed card authorizations in the Python auth service with prometheus_client.",
     """```python
from prometheus_client import Counter

AUTH_FAILURES = Counter(
    "pay_card_auth_failures_total",
    "Card authorizations declined or errored",
    ["reason"],
)

def record_failure(reason: str) -> None:
    AUTH_FAILURES.labels(reason=reason).increment()
```""",
     "prometheus_client counters have .inc(), there's no increment(). This raises AttributeError on the first decline.",
     ".increment()", ".inc()"),
   R("Track webhook retries in the notifier with a Prometheus counter.",
     """```python
WEBHOOK_RETRIES = Counter("pay_webhook_retries_total", "Webhook delivery retries", ["endpoint"])

for attempt in retrying(max_attempts=5):
    if attempt > 1:
        WEBHOOK_RETRIES.labels(endpoint=hook.name).increment()
    deliver(hook)
```""",
     [".inc()"], [".increment()"]),
   C("The fraud service still uses Datadog; how do I bump a counter there?",
     """With the DogStatsD client it's one call:

```python
from datadog import statsd

statsd.increment("fraud.checks", tags=["result:blocked", "env:prod"])
```"""),
   [(".increment()", ".inc()")], holds="statsd.increment(")

# --------------------------------------------------------------------- 014
sc("env-label-values", "literal", "code_block", "already_correct",
   T("PromQL for ledger's request rate in production?",
     """```promql
sum(rate(http_server_requests_seconds_count{service="ledger", env="production"}[5m]))
```

If you want it per pod, add `by (pod)`.""",
     "Our env values are prod, staging and dev. env=\"production\" matches nothing.",
     'env="production"', 'env="prod"'),
   R("Alert me when the refunds API error ratio in prod goes above 2%.",
     """```yaml
- alert: RefundsApiErrorRatio
  expr: |
    sum(rate(http_server_requests_seconds_count{service="refunds-api", env="production", status=~"5.."}[5m]))
      /
    sum(rate(http_server_requests_seconds_count{service="refunds-api", env="production"}[5m])) > 0.02
  for: 10m
  labels:
    severity: page
```""",
     ['env="prod"'], ['env="production"']),
   C("Ledger p99 latency in prod?",
     """```promql
histogram_quantile(0.99, sum by (le) (rate(http_server_requests_seconds_bucket{service="ledger", env="prod"}[5m])))
```"""),
   [('env="production"', 'env="prod"')], holds='env="prod"')

# --------------------------------------------------------------------- 015
sc("promql-offset", "paraphrase", "code_block", "same_topic",
   T("Show checkout error rate now versus the same time last week on one panel.",
     """Two queries on the same panel:

```promql
# A: now
sum(rate(checkout_errors_total[5m]))
# B: a week ago
sum(rate(checkout_errors_total[5m])) offset 1w
```

Give B a dashed-line override so it reads as the baseline.""",
     "offset has to sit right after the selector: sum(rate(checkout_errors_total[5m] offset 1w)). On the whole expression it's a parse error.",
     "sum(rate(checkout_errors_total[5m])) offset 1w", "sum(rate(checkout_errors_total[5m] offset 1w))"),
   R("How much higher is payout volume this hour than the same hour yesterday, as a ratio?",
     """```promql
sum(increase(payouts_completed_total[1h]))
  /
sum(increase(payouts_completed_total[1h])) offset 1d
```

Above 1 means today is busier than the same hour yesterday.""",
     ["payouts_completed_total[1h] offset 1d"], [r"re:\)\s*offset 1d"]),
   C("How do I pin a query to the moment an incident started?",
     "Use the @ modifier with a Unix timestamp: `sum(rate(checkout_errors_total[5m] @ 1714658400))` evaluates the rate at that instant regardless of the dashboard's time range."),
   [("sum(increase(payouts_completed_total[1h])) offset 1d", "sum(increase(payouts_completed_total[1h] offset 1d))")])

# --------------------------------------------------------------------- 016
sc("dashboard-uid", "literal", "reworded", "lookalike",
   T("Where's the ledger overview dashboard?",
     "It's at https://grafana.obs.internal/d/ledger-overview. The top row is throughput and error ratio, the second row has write latency p50/p99 and Kafka consumer lag.",
     "The UID is pay-ledger-overview, we prefix every dashboard UID with pay-. /d/ledger-overview is a 404.",
     "/d/ledger-overview", "/d/pay-ledger-overview"),
   R("I need to link the ledger dashboard from the LedgerLagHigh alert annotation, what URL?",
     "Use `dashboard_url: https://grafana.obs.internal/d/ledger-overview?var-env=prod&from=now-3h` so the responder lands on prod with a three-hour window.",
     ["/d/pay-ledger-overview"], ["/d/ledger-overview"]),
   C("Which file in the repo defines the ledger dashboard?",
     "`dashboards/payments/ledger-overview.json`. The filename drops the prefix; the `uid` field inside is what Grafana uses in the URL."),
   [("/d/ledger-overview", "/d/pay-ledger-overview")], holds="ledger-overview.json")

# --------------------------------------------------------------------- 017
sc("absent-alert", "semantic", "equivalent_construct", "same_topic",
   T("Alert if ledger-writer stops exporting metrics entirely.",
     """```yaml
- alert: LedgerWriterMetricsMissing
  expr: up{job="ledger-writer"} == 0
  for: 5m
  labels:
    severity: page
  annotations:
    summary: "ledger-writer has stopped exporting metrics"
```""",
     "up == 0 only catches a target that's still discovered but failing. If the pods are gone there's no up series at all and this never fires; that case needs absent(up{job=\"ledger-writer\"}).",
     'up{job="ledger-writer"} == 0', 'absent(up{job="ledger-writer"})'),
   R("Page us if the refunds job disappears from Prometheus.",
     """```yaml
- alert: RefundsTargetsGone
  expr: count(up{job="refunds"}) == 0
  for: 5m
  labels:
    severity: page
```

When every refunds target is gone the count drops to zero and the alert fires.""",
     ['absent(up{job="refunds"})'], [r're:count\(up\{job="refunds"\}\) == 0']),
   C("How do I see which scrape targets are currently down?",
     "In Prometheus, open Status → Targets and filter to unhealthy, or run `up == 0`, which lists every target that was discovered but failed its last scrape."),
   [('count(up{job="refunds"}) == 0', 'absent(up{job="refunds"})'),
    ("When every refunds target is gone the count drops to zero and the alert fires.",
     "count() over no series returns nothing rather than 0, so absent() is what fires once every refunds target is gone.")])

# --------------------------------------------------------------------- 018
sc("incident-channel", "literal", "reworded", "lookalike",
   T("What's the first thing to do when I declare a payments incident?",
     "Acknowledge the page, then open the incident with `/incident declare` and post the summary in #payments-incidents so support and the IC can follow along.",
     "It's #pay-incidents now.",
     "#payments-incidents", "#pay-incidents"),
   R("During a P2 incident, where and how often should status updates go?",
     "Every 30 minutes in #payments-incidents, even if nothing changed; pin the latest update so people joining late see it first.",
     ["#pay-incidents"], ["#payments-incidents"]),
   C("Where can I find write-ups from incidents in 2022?",
     "Search the archived #payments-incidents channel; it was frozen when we moved to the new naming, and its history is still readable."),
   [("#payments-incidents", "#pay-incidents")], holds="#payments-incidents")

# --------------------------------------------------------------------- 019
sc("mimir-remote-write", "literal", "reworded", "lookalike",
   T("How do I point the new Prometheus in the EU cluster at our long-term metrics store?",
     """Add a remote_write block pointing at the Mimir distributor:

```yaml
remote_write:
  - url: http://mimir-distributor.obs.internal/api/v1/write
    queue_config:
      max_samples_per_send: 2000
```

Watch `prometheus_remote_storage_samples_failed_total` afterwards.""",
     "Mimir takes remote write on /api/v1/push. /api/v1/write is the Prometheus receiver path and Mimir 404s it.",
     "mimir-distributor.obs.internal/api/v1/write", "mimir-distributor.obs.internal/api/v1/push"),
   R("The OTel collector should also ship metrics to Mimir. Which endpoint goes in the prometheusremotewrite exporter?",
     "Set the exporter's `endpoint` to http://mimir-distributor.obs.internal/api/v1/write and keep `resource_to_telemetry_conversion` enabled so service.name becomes a label.",
     ["mimir-distributor.obs.internal/api/v1/push"], ["mimir-distributor.obs.internal/api/v1/write"]),
   C("How does the dev Prometheus on my laptop accept samples from the k6 load test?",
     "Start it with `--web.enable-remote-write-receiver` and point k6's Prometheus output at http://localhost:9090/api/v1/write; that path is Prometheus's own receiver."),
   [("mimir-distributor.obs.internal/api/v1/write", "mimir-distributor.obs.internal/api/v1/push")],
   holds="localhost:9090/api/v1/write")

# --------------------------------------------------------------------- 020
sc("loki-gateway", "literal", "reworded", "unrelated",
   T("What should LOKI_ADDR be for logcli inside the cluster?",
     "`export LOKI_ADDR=http://loki-gateway.monitoring:3100`, and then `logcli query '{service=\"payouts\"}' --since=30m` works without any other flags.",
     "The gateway listens on 80, 3100 is the port on the Loki components themselves. Drop the :3100.",
     "http://loki-gateway.monitoring:3100", "http://loki-gateway.monitoring"),
   R("What URL do I put in the Loki data source for the new Grafana instance?",
     "Use http://loki-gateway.monitoring:3100 as the URL, leave auth off, and hit Save & test; it should say the data source is connected and labels were found.",
     ["http://loki-gateway.monitoring"], ["loki-gateway.monitoring:3100"]),
   C("What's the quickest way to find which process holds port 8443 on a Linux box?",
     "`sudo ss -ltnp 'sport = :8443'` prints the listening socket with the owning process and PID; `sudo lsof -iTCP:8443 -sTCP:LISTEN` gives the same answer if ss isn't installed."),
   [("http://loki-gateway.monitoring:3100", "http://loki-gateway.monitoring")])

# --------------------------------------------------------------------- 021
sc("metrics-admin-port", "literal", "reworded", "unrelated",
   T("How can I eyeball the raw metrics of a ledger pod?",
     "Exec into the pod and run `curl -s localhost:8080/metrics | grep ledger_`; the app serves the Prometheus text format there.",
     "Metrics are on the admin port 9901, so localhost:9901/metrics. 8080 is the public API and has no /metrics.",
     "localhost:8080/metrics", "localhost:9901/metrics"),
   R("Quickest way to see a payouts pod's metrics in my browser?",
     "Run `kubectl -n payments port-forward pod/payouts-7c9d5b8f6-x2k4q 8080` and open http://localhost:8080/metrics; search the page for `payouts_`.",
     ["localhost:9901/metrics"], ["localhost:8080/metrics"]),
   C("How do I make jq print strings without the surrounding quotes?",
     "Pass `-r` (raw output): `jq -r '.items[].metadata.name'` prints each name on its own line with no JSON quoting, which is what you want when piping into xargs."),
   [("payouts-7c9d5b8f6-x2k4q 8080", "payouts-7c9d5b8f6-x2k4q 9901"),
    ("localhost:8080/metrics", "localhost:9901/metrics")])

# --------------------------------------------------------------------- 022
sc("alert-team-label", "literal", "reworded", "lookalike",
   T("What labels does a new payments alert need so it reaches us?",
     "Set `owner: payments` and a severity (`page` or `ticket`); Alertmanager routes on those two, and the receiver picks PagerDuty or Slack from the severity.",
     "Routing matches on team, not owner: team: payments. An owner label just falls through to the default receiver.",
     "owner: payments", "team: payments"),
   R("My new ReconciliationDrift alert went to the catch-all channel. What did I miss?",
     "Most likely the label: add `owner: payments` under the rule's labels and it will route to our receivers instead of the default one.",
     ["team: payments"], ["owner: payments"]),
   C("How do I register payouts in the Backstage catalog?",
     """```yaml
apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: payouts
spec:
  type: service
  lifecycle: production
  owner: payments
```"""),
   [("owner: payments", "team: payments")], holds="owner: payments")

# --------------------------------------------------------------------- 023
sc("prometheusrule-selector", "literal", "reworded", "lookalike",
   T("My PrometheusRule for refunds isn't loaded. Which label is missing?",
     "The operator only loads rules whose labels match the Prometheus `ruleSelector`; add `release: kube-prometheus-stack` to the PrometheusRule's metadata.labels and it'll be picked up within a minute.",
     "We override ruleSelector. Our Prometheus CR selects prometheus: main, the release label doesn't do anything here.",
     "release: kube-prometheus-stack", "prometheus: main"),
   R("Writing my first PrometheusRule. Anything special in metadata?",
     "Just the namespace and one label: `release: kube-prometheus-stack`. Without it the operator ignores the object and the rules never appear under Status → Rules.",
     ["prometheus: main"], ["release: kube-prometheus-stack"]),
   C("Why does the Prometheus operator Deployment have a release label?",
     "Helm adds it: every object the chart renders carries `release: kube-prometheus-stack`, which is how `helm upgrade` and the chart's own selectors find them. It has nothing to do with which rules get loaded."),
   [("release: kube-prometheus-stack", "prometheus: main")], holds="release: kube-prometheus-stack")

# --------------------------------------------------------------------- 024
sc("runbook-url", "literal", "reworded", "lookalike",
   T("What should runbook_url point to on the LedgerLagHigh alert?",
     "Link the markdown in the runbooks repo, `runbook_url: https://github.com/acme/runbooks/blob/main/payments/ledger-lag.md`, so the page has a one-click path to the steps.",
     "Point it at the rendered site, https://runbooks.acme.internal/payments/ledger-lag. On-call phones aren't logged into GitHub.",
     "https://github.com/acme/runbooks/blob/main/payments/ledger-lag.md", "https://runbooks.acme.internal/payments/ledger-lag"),
   R("Which link goes in the PagerDuty service description for ledger lag?",
     "Use the same runbook the alert links to, https://github.com/acme/runbooks/blob/main/payments/ledger-lag.md, so responders opening the incident from PagerDuty land on the steps.",
     ["https://runbooks.acme.internal/payments/ledger-lag"], ["github.com/acme/runbooks"]),
   C("How do I update the ledger-lag runbook after the incident?",
     "Edit the source at https://github.com/acme/runbooks/blob/main/payments/ledger-lag.md and open a PR; the rendered site rebuilds on merge."),
   [("https://github.com/acme/runbooks/blob/main/payments/ledger-lag.md", "https://runbooks.acme.internal/payments/ledger-lag")],
   holds="https://github.com/acme/runbooks/blob/main/payments/ledger-lag.md")

# --------------------------------------------------------------------- 025
sc("grafana-org-header", "literal", "casing", "lookalike",
   T("curl to list the dashboards in the payments org via the Grafana API?",
     r"""```sh
curl -s -u "$GRAFANA_BOT_USER:$GRAFANA_BOT_PASSWORD" \
  -H 'X-Grafana-Org-Id: 1' \
  'https://grafana.obs.internal/api/search?type=dash-db' | jq -r '.[].title'
```""",
     "Payments is org 4. Org 1 is the Main Org, which only has the platform dashboards.",
     "X-Grafana-Org-Id: 1", "X-Grafana-Org-Id: 4"),
   R("Python snippet to export all the payments dashboards from Grafana?",
     """```python
import json, os, requests

session = requests.Session()
session.auth = (os.environ["GRAFANA_BOT_USER"], os.environ["GRAFANA_BOT_PASSWORD"])
session.headers.update({"x-grafana-org-id": "1"})

for hit in session.get("https://grafana.obs.internal/api/search", params={"type": "dash-db"}).json():
    dash = session.get(f"https://grafana.obs.internal/api/dashboards/uid/{hit['uid']}").json()
    with open(f"export/{hit['uid']}.json", "w") as fh:
        json.dump(dash["dashboard"], fh, indent=2)
```""",
     [r're:(?i)x-grafana-org-id"?:\s*"?4\b'], [r're:(?i)x-grafana-org-id"?:\s*"?1\b']),
   C("How do I list all users in the Main Org as a Grafana admin?",
     r"""```sh
curl -s -u "$GRAFANA_ADMIN_USER:$GRAFANA_ADMIN_PASSWORD" \
  -H 'X-Grafana-Org-Id: 1' https://grafana.obs.internal/api/org/users | jq -r '.[].login'
```

Org 1 is the Main Org; `/api/org/users` lists the members of whichever org the header selects."""),
   [('"x-grafana-org-id": "1"', '"x-grafana-org-id": "4"')], holds="X-Grafana-Org-Id: 1")

# --------------------------------------------------------------------- 026
sc("dashboard-timezone", "literal", "casing", "same_topic",
   T("Generate the dashboard JSON skeleton for the new payouts board.",
     """```json
{
  "uid": "pay-payouts",
  "title": "Payouts",
  "tags": ["payments"],
  "timezone": "browser",
  "refresh": "1m",
  "time": {"from": "now-6h", "to": "now"},
  "panels": []
}
```""",
     "Our dashboards are all UTC so incident timelines line up with the logs: \"timezone\": \"utc\".",
     '"timezone": "browser"', '"timezone": "utc"'),
   R("I'm creating the refunds dashboard in the UI. Which settings should I set before saving?",
     "In Dashboard settings set the title to Refunds, tag it `payments`, give it the UID `pay-refunds`, set Time zone to Browser Time and auto-refresh to 1m, then save it into the Payments folder.",
     [r"re:Coordinated Universal Time|\bUTC\b"], [r"re:(?i)browser"]),
   C("How do I make a dashboard's default time range the last 24 hours?",
     "Set `\"time\": {\"from\": \"now-24h\", \"to\": \"now\"}` in the JSON, or in the UI pick Last 24 hours and tick 'Save current time range as dashboard default' when saving."),
   [("Browser Time", "Coordinated Universal Time (UTC)")])

# --------------------------------------------------------------------- 027
sc("incident-severity-names", "literal", "casing", "same_topic",
   T("How do I declare an incident for the checkout outage in Slack?",
     "Run `/incident declare` in any channel, title it after the customer impact (\"Checkout failing for card payments\"), set severity to SEV1 and assign yourself as IC until someone takes over.",
     "We don't use SEV levels, it's P1 to P4. A full checkout outage is P1.",
     "SEV1", "P1"),
   R("Which severity does a total outage of refunds get, and who do I pull in?",
     "A total refunds outage is a sev1: page the payments on-call primary and the duty manager, and open the bridge straight away.",
     [r"re:\bP1\b"], [r"re:(?i)\bsev-?1\b"]),
   C("How often do P2 incidents need a status page update?",
     "For P2 the status page gets an update every hour until resolved; P1 is every 30 minutes."),
   [("a sev1", "a P1")])

# --------------------------------------------------------------------- 028
sc("log-level-values", "literal", "casing", "lookalike",
   T("LogQL for ledger's warnings in the last hour?",
     """```logql
{service="ledger", env="prod"} | json | level="warning"
```

Set the time picker to Last 1 hour, or wrap it in `count_over_time` if you only want the number.""",
     "ledger logs through zap, which writes level=\"warn\". Nothing has level warning.",
     'level="warning"', 'level="warn"'),
   R("Count ledger warnings and errors per 5 minutes.",
     """```logql
sum by (level) (
  count_over_time({service="ledger", env="prod"} | json | level=~"WARNING|error" [5m])
)
```""",
     ['level=~"warn|error"'], [r"re:(?i)warning"]),
   C("Filter refunds-api logs down to warnings.",
     """refunds-api uses the stdlib logging JSON formatter, so the field is `levelname` and the value is upper-case:

```logql
{service="refunds-api", env="prod"} | json | levelname="WARNING"
```"""),
   [('level=~"WARNING|error"', 'level=~"warn|error"')], holds='levelname="WARNING"')

# --------------------------------------------------------------------- 029
sc("otel-semconv-http-status", "literal", "identifier", "lookalike",
   T("TraceQL to find checkout spans that returned 5xx?",
     """```traceql
{ resource.service.name = "checkout-api" && span.http.status_code >= 500 }
```

Sort by duration in Tempo's search to see the slowest failures first.""",
     "Our services are on the stable HTTP semconv, so the attribute is http.response.status_code; http.status_code isn't set anymore.",
     "span.http.status_code", "span.http.response.status_code"),
   R("In the Python middleware, how do I record the response status on the server span?",
     """```python
span = trace.get_current_span()
span.set_attribute("http.status_code", response.status_code)
if response.status_code >= 500:
    span.set_status(Status(StatusCode.ERROR))
```""",
     ['"http.response.status_code"'], ['"http.status_code"']),
   C("Why do spans from the legacy billing-java service still show http.status_code?",
     "billing-java runs the 1.x Java agent, which emits the old `http.status_code` attribute; the collector's transform processor copies it to the new name, so dashboards only query the new one."),
   [('"http.status_code"', '"http.response.status_code"')], holds="`http.status_code`")

# --------------------------------------------------------------------- 030
sc("node-filesystem-avail", "literal", "identifier", "same_topic",
   T("Alert when the root filesystem on the Loki nodes drops below 10% free.",
     """```yaml
- alert: LokiNodeRootDiskLow
  expr: |
    node_filesystem_free_bytes{mountpoint="/", nodepool="loki"}
      / node_filesystem_size_bytes{mountpoint="/", nodepool="loki"} < 0.10
  for: 15m
  labels:
    severity: ticket
```""",
     "Use node_filesystem_avail_bytes. free_bytes includes the blocks reserved for root, so the disk is already full for non-root processes before this fires.",
     "node_filesystem_free_bytes", "node_filesystem_avail_bytes"),
   R("Predict whether the Postgres data volume fills up within the next 4 hours.",
     """```promql
predict_linear(node_filesystem_free_bytes{mountpoint="/var/lib/postgresql"}[6h], 4 * 3600) < 0
```

It extrapolates the last six hours linearly; pair it with `for: 30m` so a burst of WAL doesn't trigger it.""",
     ["node_filesystem_avail_bytes"], ["node_filesystem_free_bytes"]),
   C("Alert for running out of inodes on /var?",
     """```promql
node_filesystem_files_free{mountpoint="/var"} / node_filesystem_files{mountpoint="/var"} < 0.05
```

Inodes run out independently of bytes, usually from millions of small files."""),
   [("node_filesystem_free_bytes", "node_filesystem_avail_bytes")])

# --------------------------------------------------------------------- 031
sc("oncall-handover", "literal", "reworded", "lookalike",
   T("When does the payments on-call rotation change over?",
     "The rotation hands over every Monday at 09:00 UTC; the outgoing primary posts a handover note with open incidents and active silences.",
     "Handover moved to Wednesday so it no longer collides with the Monday release train. Same time.",
     "every Monday at 09:00 UTC", "every Wednesday at 09:00 UTC"),
   R("I'm primary this week. When exactly does my shift end?",
     "Your shift ends when the rotation flips, every Monday at 09:00 UTC; write the handover note before then.",
     ["Wednesday"], ["every Monday"]),
   C("When is the payments release train cut?",
     "The release branch is cut every Monday at 09:00 UTC and deployed to prod on Tuesday after the staging soak."),
   [("Monday", "Wednesday")], holds="every Monday at 09:00 UTC")

# --------------------------------------------------------------------- 032
sc("thanos-query-port", "literal", "reworded", "lookalike",
   T("Which URL should the Grafana data source use for Thanos?",
     "Add a Prometheus-type data source with URL http://thanos-query.monitoring:10901 and set the Prometheus type to Thanos under Performance; deduplication is on by default.",
     "10901 is the gRPC StoreAPI. The HTTP query API that Grafana talks to is on 10902.",
     "http://thanos-query.monitoring:10901", "http://thanos-query.monitoring:10902"),
   R("How do I hit Thanos Query's HTTP API from a debug pod to check dedup?",
     "`curl -s 'http://thanos-query.monitoring:10901/api/v1/query?query=up&dedup=true' | jq '.data.result | length'` and compare the count with `dedup=false`.",
     ["thanos-query.monitoring:10902"], ["thanos-query.monitoring:10901"]),
   C("How does Thanos Query discover the store gateway?",
     "Through a gRPC endpoint flag: `--endpoint=dnssrv+_grpc._tcp.thanos-store.monitoring.svc` resolves to the store pods on port 10901, the StoreAPI port."),
   [("thanos-query.monitoring:10901", "thanos-query.monitoring:10902")], holds="port 10901")

# --------------------------------------------------------------------- 033
sc("tsdb-retention-flag", "literal", "code_block", "lookalike",
   T("docker-compose Prometheus for local dev with one week of retention?",
     """```yaml
  prometheus:
    image: prom/prometheus:v2.53.0
    command:
      - --config.file=/etc/prometheus/prometheus.yml
      - --storage.tsdb.retention=7d
    ports:
      - "9090:9090"
```""",
     "--storage.tsdb.retention is the deprecated spelling; use --storage.tsdb.retention.time=7d.",
     "--storage.tsdb.retention=7d", "--storage.tsdb.retention.time=7d"),
   R("One-liner to start a scratch Prometheus container that keeps a week of data?",
     r"""```sh
docker run --rm -p 9090:9090 -v "$PWD/prometheus.yml:/etc/prometheus/prometheus.yml" \
  prom/prometheus:v2.53.0 \
  --config.file=/etc/prometheus/prometheus.yml --storage.tsdb.retention=7d
```""",
     ["--storage.tsdb.retention.time=7d"], [r"re:--storage\.tsdb\.retention="]),
   C("How do I cap local Prometheus disk usage at 20GB?",
     "Add `--storage.tsdb.retention.size=20GB`; Prometheus deletes the oldest blocks once the TSDB passes that size, and whichever of the size or time limit is hit first wins."),
   [("--storage.tsdb.retention=7d", "--storage.tsdb.retention.time=7d")],
   holds="--storage.tsdb.retention.size=20GB")

# --------------------------------------------------------------------- 034
sc("grafana-provisioning-path", "literal", "code_block", "same_topic",
   T("Provisioning config so Grafana loads the payments dashboards from the sidecar?",
     """```yaml
apiVersion: 1
providers:
  - name: payments
    folder: Payments
    type: file
    disableDeletion: true
    options:
      path: /etc/grafana/dashboards/payments
```""",
     "The sidecar writes the JSON into /var/lib/grafana/dashboards/payments, point options.path there. /etc/grafana/dashboards doesn't exist in our image.",
     "/etc/grafana/dashboards/payments", "/var/lib/grafana/dashboards/payments"),
   R("How do I check that the payments dashboards actually landed in the Grafana pod?",
     """```sh
kubectl -n monitoring exec deploy/grafana -c grafana -- ls -l /etc/grafana/dashboards/payments
```

You should see one .json file per ConfigMap the sidecar picked up.""",
     ["/var/lib/grafana/dashboards/payments"], ["/etc/grafana/dashboards/payments"]),
   C("How does the dashboard sidecar know which ConfigMaps to pick up?",
     "It watches for ConfigMaps carrying the label `grafana_dashboard: \"1\"` (the chart's `sidecar.dashboards.label`) in the namespaces listed in `searchNamespace`, and writes each JSON key out as a file."),
   [("/etc/grafana/dashboards/payments", "/var/lib/grafana/dashboards/payments")])

# --------------------------------------------------------------------- 035
sc("logql-regex-filter", "paraphrase", "code_block", "lookalike",
   T("Find ledger log lines mentioning either a timeout or a deadlock.",
     """```logql
{service="ledger", env="prod"} |= "timeout|deadlock"
```""",
     "|= is a plain substring match, it looks for the literal text timeout|deadlock. Alternation needs |~.",
     '|= "timeout|deadlock"', '|~ "timeout|deadlock"'),
   R("How many 502 or 504 responses is the edge proxy logging per minute?",
     """```logql
sum(count_over_time({service="edge-proxy"} |= "status=502|status=504" [1m]))
```""",
     [r're:\|~ "status='], ['|= "status=502|status=504"']),
   C("Ledger lines containing the exact text 'lock wait timeout'?",
     """A substring match is enough and faster than a regex:

```logql
{service="ledger", env="prod"} |= "lock wait timeout"
```"""),
   [('|= "status=502|status=504"', '|~ "status=50[24]"')], holds='|= "lock wait timeout"')

# --------------------------------------------------------------------- 036
sc("histogram-quantile-le", "paraphrase", "code_block", "lookalike",
   T("p99 latency per route for checkout-api?",
     """```promql
histogram_quantile(0.99,
  sum by (route) (rate(http_server_requests_seconds_bucket{service="checkout-api"}[5m]))
)
```

Use seconds as the unit; the legend `{{route}}` gives one line per endpoint.""",
     "You dropped le from the by clause. histogram_quantile needs it: sum by (route, le). As written it returns nothing.",
     "sum by (route) (rate(http_server_requests_seconds_bucket", "sum by (route, le) (rate(http_server_requests_seconds_bucket"),
   R("Recording rule for p95 payout processing time per provider?",
     """```yaml
- record: provider:payout_processing_seconds:p95_rate5m
  expr: |
    histogram_quantile(0.95,
      sum by (provider) (rate(payout_processing_seconds_bucket[5m]))
    )
```""",
     [r"re:sum by \((provider, le|le, provider)\)"], ["sum by (provider) (rate(payout_processing_seconds_bucket"]),
   C("Requests per second per route for checkout-api?",
     """```promql
sum by (route) (rate(http_server_requests_seconds_count{service="checkout-api"}[5m]))
```

The `_count` series of the histogram is a plain counter, so no `le` is involved."""),
   [("sum by (provider) (rate(payout", "sum by (provider, le) (rate(payout")], holds="sum by (route) (rate(")

# --------------------------------------------------------------------- 037
sc("recording-rule-names", "paraphrase", "code_block", "same_topic",
   T("Recording rule for checkout request rate per route?",
     """```yaml
groups:
  - name: checkout.rules
    interval: 1m
    rules:
      - record: checkout_requests_rate5m
        expr: sum by (route) (rate(http_server_requests_seconds_count{service="checkout-api"}[5m]))
```""",
     "Recording rules here follow level:metric:operations, so route:http_server_requests:rate5m. The lint job rejects names without the colons.",
     "record: checkout_requests_rate5m", "record: route:http_server_requests:rate5m"),
   R("Precompute the ledger error ratio per service as a recording rule.",
     """```yaml
- record: ledger_error_ratio_5m
  expr: |
    sum by (service) (rate(ledger_writes_failed_total[5m]))
      / sum by (service) (rate(ledger_writes_total[5m]))
```""",
     [r"re:record: \w+:\w+:\w+"], ["record: ledger_error_ratio_5m"]),
   C("How often are our recording rules evaluated?",
     "Each rule group sets its own `interval`; the payments groups use `interval: 1m`, and groups without one fall back to the global `evaluation_interval` of 30s."),
   [("record: ledger_error_ratio_5m", "record: service:ledger_writes_failed:ratio_rate5m")])

# --------------------------------------------------------------------- 038
sc("gauge-rate", "paraphrase", "code_block", "lookalike",
   T("How fast is the ledger outbox queue growing?",
     """```promql
rate(ledger_outbox_queue_depth[10m])
```

Positive values mean messages arrive faster than the relay drains them.""",
     "queue_depth is a gauge. rate() assumes a counter and treats every drop as a reset; use deriv() for a gauge's per-second slope.",
     "rate(ledger_outbox_queue_depth[10m])", "deriv(ledger_outbox_queue_depth[10m])"),
   R("Is the ledger consumer group falling further behind? Give me a query.",
     """```promql
rate(kafka_consumergroup_lag{consumergroup="ledger-writer"}[15m]) > 0
```

Anything above zero for a sustained period means lag keeps growing.""",
     [r"re:(deriv|delta)\(kafka_consumergroup_lag"], ["rate(kafka_consumergroup_lag"]),
   C("How many messages per second is the ledger relay publishing?",
     """```promql
sum(rate(ledger_outbox_messages_published_total[5m]))
```

That's a counter, so `rate()` is the right tool."""),
   [("rate(kafka_consumergroup_lag", "deriv(kafka_consumergroup_lag")],
   holds="rate(ledger_outbox_messages_published_total[5m])")

# --------------------------------------------------------------------- 039
sc("metric-prefix", "paraphrase", "identifier", "already_correct",
   T("Add a Prometheus counter for chargebacks in the disputes service (Python).",
     """```python
from prometheus_client import Counter

CHARGEBACKS = Counter(
    "disputes_chargebacks_total",
    "Chargebacks received, by card network",
    ["network"],
)
```""",
     "Every metric we own gets the pay_ prefix: pay_disputes_chargebacks_total. The recording rules select on __name__=~\"pay_.*\".",
     '"disputes_chargebacks_total"', '"pay_disputes_chargebacks_total"'),
   R("I want to time how long evidence uploads take in disputes. Histogram please.",
     """```python
from prometheus_client import Histogram

EVIDENCE_UPLOAD_SECONDS = Histogram(
    "disputes_evidence_upload_seconds",
    "Time to upload dispute evidence to the card network",
    buckets=(0.5, 1, 2, 5, 10, 30),
)
```""",
     ['"pay_disputes_evidence_upload_seconds"'], ['"disputes_evidence_upload_seconds"']),
   C("Counter for disputes that we win, in the same service?",
     """```python
DISPUTES_WON = Counter("pay_disputes_won_total", "Disputes resolved in our favour", ["network"])
```"""),
   [('"disputes_evidence_upload_seconds"', '"pay_disputes_evidence_upload_seconds"')],
   holds='"pay_disputes_won_total"')

# --------------------------------------------------------------------- 040
sc("otel-python-current-span", "paraphrase", "code_block", "lookalike",
   T("Wrap the charge call in a span in payments-core (Python OTel).",
     """```python
tracer = trace.get_tracer(__name__)

def charge(card, amount):
    with tracer.start_span("charge") as span:
        span.set_attribute("payment.amount", amount)
        return gateway.charge(card, amount)
```""",
     "start_span doesn't make the span current, so the HTTP client span for gateway.charge ends up as a separate root. Use start_as_current_span.",
     'tracer.start_span("charge")', 'tracer.start_as_current_span("charge")'),
   R("Add tracing around the refund flow so the DB spans nest under it.",
     """```python
tracer = trace.get_tracer("refunds")

def refund(payment_id):
    with tracer.start_span("refund", attributes={"payment.id": payment_id}):
        row = repo.load(payment_id)
        return provider.refund(row)
```""",
     ['start_as_current_span("refund"'], [r"re:\.start_span\("]),
   C("I need a span that starts in one callback and ends in another. How?",
     """Start it without making it current and end it yourself:

```python
span = tracer.start_span("settlement.batch")
# ... later, in the completion callback
span.end()
```

A `with` block can't cover two callbacks, so a manual `end()` is the right tool here."""),
   [('tracer.start_span("refund"', 'tracer.start_as_current_span("refund"')], holds="tracer.start_span(")

# --------------------------------------------------------------------- 041
sc("otlp-http-path", "paraphrase", "renamed_identifier", "same_topic",
   T("Set up the OTLP HTTP trace exporter in the Node checkout-web service.",
     """```js
const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');

const exporter = new OTLPTraceExporter({
  url: 'http://otel-collector.observability:4318/v1/trace',
});
```""",
     "The path is /v1/traces, plural. /v1/trace gets a 404 from the collector.",
     "4318/v1/trace'", "4318/v1/traces'"),
   R("Configure OTLP metric export over HTTP for checkout-web.",
     """```js
const { OTLPMetricExporter } = require('@opentelemetry/exporter-metrics-otlp-http');
const { PeriodicExportingMetricReader } = require('@opentelemetry/sdk-metrics');

const metricsReader = new PeriodicExportingMetricReader({
  exporter: new OTLPMetricExporter({ url: `${COLLECTOR_URL}/v1/metric` }),
  exportIntervalMillis: 30000,
});
```""",
     ["/v1/metrics`"], [r"re:/v1/metric\b"]),
   C("How often does the Node SDK flush metrics by default?",
     "`PeriodicExportingMetricReader` exports every 60 seconds unless you set `exportIntervalMillis`; the export timeout defaults to 30 seconds."),
   [("/v1/metric`", "/v1/metrics`")])

# --------------------------------------------------------------------- 042
sc("counter-total-suffix", "paraphrase", "renamed_identifier", "lookalike",
   T("Go counter for journal appends in the ledger service?",
     """```go
var journalAppends = promauto.NewCounterVec(prometheus.CounterOpts{
    Name: "ledger_journal_appends",
    Help: "Journal entries appended, by outcome.",
}, []string{"outcome"})
```""",
     "Counters need the _total suffix, ledger_journal_appends_total. Our metrics lint fails the build otherwise.",
     'Name: "ledger_journal_appends"', 'Name: "ledger_journal_appends_total"'),
   R("Count how many refunds the ledger issues, using the Go client.",
     """```go
var refundsIssued = promauto.NewCounter(prometheus.CounterOpts{
    Name: "ledger_refunds_issued",
    Help: "Refunds issued by the ledger.",
})

func (s *Service) issueRefund(ctx context.Context, r Refund) error {
    // ...
    refundsIssued.Inc()
    return nil
}
```""",
     ['"ledger_refunds_issued_total"'], ['Name: "ledger_refunds_issued"']),
   C("Gauge for in-flight journal appends?",
     """```go
var appendsInFlight = promauto.NewGauge(prometheus.GaugeOpts{
    Name: "ledger_journal_appends_in_flight",
    Help: "Journal appends currently being written.",
})
```

Gauges don't take `_total`; call `Inc()` before the write and `Dec()` after it."""),
   [('Name: "ledger_refunds_issued"', 'Name: "ledger_refunds_issued_total"')],
   holds='Name: "ledger_journal_appends_in_flight"')

# --------------------------------------------------------------------- 043
sc("span-processor", "paraphrase", "renamed_identifier", "lookalike",
   T("Python OTel setup for payouts-api in production?",
     """```python
provider = TracerProvider(resource=Resource.create({"service.name": "payouts-api"}))
provider.add_span_processor(SimpleSpanProcessor(OTLPSpanExporter()))
trace.set_tracer_provider(provider)
```""",
     "SimpleSpanProcessor exports synchronously on every span end, so that's a network call per span in a service. Use BatchSpanProcessor in prod.",
     "SimpleSpanProcessor(OTLPSpanExporter())", "BatchSpanProcessor(OTLPSpanExporter())"),
   R("Tracer provider for the Node payouts-web app?",
     """```js
const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node');
const { SimpleSpanProcessor } = require('@opentelemetry/sdk-trace-base');
const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-proto');

const tracerProvider = new NodeTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter())],
});
tracerProvider.register();
```""",
     ["BatchSpanProcessor"], ["SimpleSpanProcessor"]),
   C("How do I assert on spans in a unit test for the payouts client?",
     """```python
exporter = InMemorySpanExporter()
provider = TracerProvider()
provider.add_span_processor(SimpleSpanProcessor(exporter))

# ... run the code under test
assert [s.name for s in exporter.get_finished_spans()] == ["payout.submit"]
```

In tests the synchronous processor is what you want: spans are exported the moment they end."""),
   [("SimpleSpanProcessor", "BatchSpanProcessor")], holds="SimpleSpanProcessor(exporter)")

# --------------------------------------------------------------------- 044
sc("worker-metrics-port", "paraphrase", "renamed_identifier", "lookalike",
   T("Expose metrics from the Python reconciliation worker.",
     """```python
from prometheus_client import start_http_server

def main():
    start_http_server(8000)
    run_forever()
```

The PodMonitor can then scrape `:8000/metrics`.""",
     "Our workers serve metrics on 9102, that's what the shared PodMonitor scrapes. 8000 is taken by the health server.",
     "start_http_server(8000)", "start_http_server(9102)"),
   R("Metrics endpoint for the settlement-export worker, with the port as a setting?",
     """```python
import os
from prometheus_client import start_http_server

METRICS_PORT = int(os.environ.get("METRICS_PORT", "8000"))

if __name__ == "__main__":
    start_http_server(METRICS_PORT)
    export_loop()
```""",
     ['"METRICS_PORT", "9102"'], ['"8000"']),
   C("How does the reconciliation worker's health server start?",
     """```python
uvicorn.run(health_app, host="0.0.0.0", port=8000, log_level="info")
```

The liveness probe hits `:8000/healthz`."""),
   [('"METRICS_PORT", "8000"', '"METRICS_PORT", "9102"')], holds="port=8000")

# --------------------------------------------------------------------- 045
sc("label-replace", "paraphrase", "reordered_args", "already_correct",
   T("Add a service label derived from the pod name to kube_pod_info.",
     """```promql
label_replace(kube_pod_info{namespace="payments"}, "service", "pod", "$1", "(.+)-[a-z0-9]+-[a-z0-9]+")
```

That strips the ReplicaSet hash and the pod suffix.""",
     "Argument order is (v, dst, replacement, src, regex): \"service\", \"$1\", \"pod\". As written it matches against a label called $1 and does nothing.",
     '"service", "pod", "$1"', '"service", "$1", "pod"'),
   R("Map container_memory_working_set_bytes to an app label taken from the container name.",
     """```promql
sum by (app) (
  label_replace(container_memory_working_set_bytes{namespace="payments", container!=""}, "app", "container", "$1", "(.+)")
)
```""",
     ['"app", "$1", "container"'], ['"app", "container", "$1"']),
   C("Turn the instance label into a host label without the port.",
     """```promql
label_replace(up{job="node"}, "host", "$1", "instance", "(.+):[0-9]+")
```"""),
   [('"app", "container", "$1"', '"app", "$1", "container"')], holds='"host", "$1", "instance"')

# --------------------------------------------------------------------- 046
sc("topk-args", "paraphrase", "reordered_args", "already_correct",
   T("Which 5 routes have the highest error rate in checkout-api?",
     """```promql
topk(sum by (route) (rate(http_server_requests_seconds_count{service="checkout-api", status=~"5.."}[5m])), 5)
```

Use it as an instant query in a table panel.""",
     "topk takes k first: topk(5, ...). This one errors out.",
     'topk(sum by (route) (rate(http_server_requests_seconds_count{service="checkout-api", status=~"5.."}[5m])), 5)',
     'topk(5, sum by (route) (rate(http_server_requests_seconds_count{service="checkout-api", status=~"5.."}[5m])))'),
   R("Show the three least busy payout providers right now.",
     """```promql
bottomk(sum by (provider) (rate(payouts_submitted_total[15m])), 3)
```""",
     ["bottomk(3, sum by (provider)"], [r"re:bottomk\(sum"]),
   C("Top 5 pods by memory in the payments namespace?",
     """```promql
topk(5, sum by (pod) (container_memory_working_set_bytes{namespace="payments", container!=""}))
```"""),
   [("bottomk(sum by (provider) (rate(payouts_submitted_total[15m])), 3)",
     "bottomk(3, sum by (provider) (rate(payouts_submitted_total[15m])))")],
   holds="topk(5, sum by (pod)")

# --------------------------------------------------------------------- 047
sc("otel-processor-order", "paraphrase", "reordered_args", "same_topic",
   T("Collector pipeline for traces with batching and a memory cap.",
     """```yaml
service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch, memory_limiter]
      exporters: [otlp/tempo]
```""",
     "memory_limiter has to be the first processor, otherwise batch has already buffered the data by the time the limiter could refuse it.",
     "processors: [batch, memory_limiter]", "processors: [memory_limiter, batch]"),
   R("Logs pipeline for the collector: add k8s metadata, cap memory, batch, ship to Loki.",
     """```yaml
    logs:
      receivers: [otlp, filelog]
      processors: [k8sattributes, batch, memory_limiter]
      exporters: [otlphttp/loki]
```""",
     ["processors: [memory_limiter"], [r"re:processors: \[(?!memory_limiter)"]),
   C("What does memory_limiter's spike_limit_percentage mean?",
     "It's the headroom below the hard limit: with `limit_percentage: 80` and `spike_limit_percentage: 20`, the soft limit sits at 60% of memory, and above it the limiter starts refusing data."),
   [("[k8sattributes, batch, memory_limiter]", "[memory_limiter, k8sattributes, batch]")])

# --------------------------------------------------------------------- 048
sc("alertmanager-matchers", "paraphrase", "equivalent_construct", "same_topic",
   T("Route for sending ledger alerts to the ledger-oncall receiver.",
     """```yaml
route:
  routes:
    - receiver: ledger-oncall
      match_re:
        service: ledger|ledger-writer
      group_by: [alertname, env]
```""",
     "match_re is deprecated on our Alertmanager (0.27) and the config lint rejects it. Use matchers: ['service=~\"ledger|ledger-writer\"'].",
     "match_re:\n        service: ledger|ledger-writer", "matchers:\n        - service=~\"ledger|ledger-writer\""),
   R("Send anything with team payments and severity ticket to Jira.",
     """```yaml
    - receiver: jira-payments
      match:
        team: payments
        severity: ticket
      repeat_interval: 24h
```""",
     ["matchers:"], [r"re:\bmatch(_re)?:"]),
   C("How do I mute the ticket version of an alert while the paging one is firing?",
     """With an inhibit rule:

```yaml
inhibit_rules:
  - source_matchers: [severity="page"]
    target_matchers: [severity="ticket"]
    equal: [alertname, service]
```"""),
   [("match:\n        team: payments\n        severity: ticket",
     "matchers:\n        - team=\"payments\"\n        - severity=\"ticket\"")])

# --------------------------------------------------------------------- 049
sc("loki-json-message-field", "paraphrase", "equivalent_construct", "lookalike",
   T("Show only the log message text for refunds-api errors in Grafana Explore.",
     """```logql
{service="refunds-api", env="prod"} | json | status >= 500 | line_format "{{.msg}}"
```""",
     "Our JSON logger writes the text under message, not msg, so it's line_format \"{{.message}}\".",
     'line_format "{{.msg}}"', 'line_format "{{.message}}"'),
   R("Filter refunds-api logs whose text mentions an idempotency conflict.",
     """```logql
{service="refunds-api", env="prod"} | json | msg =~ "(?i).*idempotency.*conflict.*"
```""",
     ["| message =~"], [r"re:\| msg\b"]),
   C("Show just the message text for ledger error lines.",
     """ledger uses zap's production encoder, which puts the text under `msg`:

```logql
{service="ledger", env="prod"} |= `"level":"error"` | json | line_format "{{.msg}}"
```"""),
   [("| msg =~", "| message =~")], holds='line_format "{{.msg}}"')

# --------------------------------------------------------------------- 050
sc("container-memory-metric", "semantic", "prose_claim", "same_topic",
   T("Which metric should the pod memory alert use to warn before an OOM kill?",
     "Alert on `container_memory_usage_bytes` divided by the limit from kube-state-metrics; usage is what the kernel compares against the cgroup limit, so 90% of it is a good early warning.",
     "Use container_memory_working_set_bytes. usage_bytes includes page cache that gets reclaimed before any OOM, so it sits near the limit all the time and the alert would be noise.",
     "container_memory_usage_bytes", "container_memory_working_set_bytes"),
   R("Why does the payouts memory graph look close to the limit when the pods never restart?",
     "That graph is right to worry you: container_memory_usage_bytes is the number the OOM killer acts on, so sitting at 95% of the limit means payouts is one spike away from being killed.",
     ["container_memory_working_set_bytes"], [r"re:usage_bytes is the number the OOM killer"]),
   C("How do I get each payments pod's memory limit in PromQL?",
     "From kube-state-metrics: `kube_pod_container_resource_limits{namespace=\"payments\", resource=\"memory\"}`, in bytes, one series per container."),
   [("That graph is right to worry you: container_memory_usage_bytes is the number the OOM killer acts on, so sitting at 95% of the limit means payouts is one spike away from being killed.",
     "That graph is probably plotting container_memory_usage_bytes, which includes reclaimable page cache; OOM risk is read from container_memory_working_set_bytes, which stays well below the limit.")])

# --------------------------------------------------------------------- 051
sc("slo-error-budget", "semantic", "prose_claim", "already_correct",
   T("How much downtime does checkout's 99.9% monthly SLO allow?",
     "Over a 30-day window 99.9% leaves 0.1% as error budget, which is about 4.3 hours of full downtime per month.",
     "That's off: 0.1% of 30 days is 43.2 minutes. 4.3 hours would be a 99.4% SLO.",
     "about 4.3 hours", "about 43.2 minutes"),
   R("If checkout was down for two hours this month, did we blow the 99.9% budget?",
     "No, you're still inside it: the 99.9% target allows roughly 4.3 hours a month, so two hours uses a bit under half of the budget.",
     [r"re:43(\.2)? min"], [r"re:4\.3 hours"]),
   C("How much error budget is left on checkout if we've burned 12 minutes so far?",
     "The 99.9% monthly budget is 43.2 minutes, so after 12 minutes you have about 31 minutes left, roughly 72% of the budget."),
   [("No, you're still inside it: the 99.9% target allows roughly 4.3 hours a month, so two hours uses a bit under half of the budget.",
     "Yes, well past it: the 99.9% target allows roughly 43.2 minutes a month, so two hours is almost three times the budget.")],
   holds="43.2 minutes")

# --------------------------------------------------------------------- 052
sc("burn-rate", "semantic", "prose_claim", "same_topic",
   T("Explain the 14.4x fast-burn alert on the checkout SLO.",
     "It fires when the error rate over both the last hour and the last 5 minutes is 14.4 times what the 99.9% SLO allows. At that burn rate the whole 30-day error budget would be gone in about 14 hours, which is why it pages.",
     "At 14.4x the budget lasts 720h / 14.4 = 50 hours, not 14. What it means is 2% of the monthly budget gone in one hour.",
     "gone in about 14 hours", "gone in about 50 hours"),
   R("Why is the fast-burn threshold 14.4 and not something rounder?",
     "14.4x is the rate at which a 30-day budget runs out in well under a day, so if it holds for an hour you have less than a day left before the SLO is blown.",
     [r"re:50 hours|2% of the (monthly |30-day )?budget"], [r"re:under a day|less than a day"]),
   C("What's the slow-burn alert pair on the checkout SLO?",
     "The ticket-level alert uses a 6x burn rate over a 6-hour long window with a 30-minute short window; at 6x, 5% of the monthly budget is spent in those six hours."),
   [("14.4x is the rate at which a 30-day budget runs out in well under a day, so if it holds for an hour you have less than a day left before the SLO is blown.",
     "14.4x is the rate at which 2% of a 30-day budget burns in one hour (the whole budget would last about 50 hours), a threshold picked so the page is worth waking someone for.")])

# --------------------------------------------------------------------- 053
sc("loki-label-cardinality", "semantic", "prose_claim", "already_correct",
   T("Ledger logs include trace_id. How do I make it easy to jump from a trace to its logs?",
     "Promote trace_id to a Loki stream label in the Alloy pipeline (`stage.labels { values = { trace_id = \"\" } }`), then in the Tempo data source link traces to logs with `{trace_id=\"${__trace.traceId}\"}`.",
     "Don't make trace_id a label, that's a new stream per request and it blows up the index. Keep it in the line (or structured metadata) and filter with |= instead.",
     "Promote trace_id to a Loki stream label", "Keep trace_id in the log line or structured metadata"),
   R("Support wants to look up all logs for one request_id quickly. What's the best setup?",
     "Add request_id as a Loki label in the Alloy config so the lookup is a pure index hit: `{service=\"checkout-api\", request_id=\"<id>\"}` returns instantly.",
     [r"re:structured metadata|\|="], [r're:request_id as a Loki label|request_id="<id>"\}']),
   C("Which labels are on ledger's Loki streams?",
     "Only low-cardinality ones: `service`, `env`, `namespace` and `level`. trace_id stays in the log line and Grafana turns it into a Tempo link with a derived field."),
   [("Add request_id as a Loki label in the Alloy config so the lookup is a pure index hit: `{service=\"checkout-api\", request_id=\"<id>\"}` returns instantly.",
     "Keep request_id out of the labels (one stream per request would blow up the index); store it as structured metadata and query `{service=\"checkout-api\"} | request_id=\"<id>\"`.")],
   holds="trace_id stays in the log line")

# --------------------------------------------------------------------- 054
sc("scrape-interval", "semantic", "prose_claim", "already_correct",
   T("Is rate(...[1m]) OK for ledger panels?",
     "Yes. We scrape every 15s, so a one-minute window has four samples, which is plenty for rate() to be stable.",
     "Our global scrape_interval is 30s. [1m] only gets two samples, so one missed scrape blanks the panel; use [2m] at least.",
     "We scrape every 15s", "We scrape every 30s"),
   R("What's the shortest rate() window I can use on payments dashboards?",
     "One minute. With a 15-second scrape interval each [1m] window holds four samples, comfortably above the two rate() needs.",
     [r"re:30-second|30s"], [r"re:15-second|\[1m\] window holds four"]),
   C("How many samples land in a 5-minute window on our Prometheus?",
     "Ten: the global scrape_interval is 30s, so [5m] covers ten scrapes per series."),
   [("One minute. With a 15-second scrape interval each [1m] window holds four samples, comfortably above the two rate() needs.",
     "Two minutes. With a 30-second scrape interval a [2m] window holds four samples, enough that one missed scrape doesn't blank the panel.")],
   holds="scrape_interval is 30s")

# --------------------------------------------------------------------- 055
sc("alert-for-vs-group-wait", "semantic", "reworded", "same_topic",
   T("How do I make the PayoutsBacklog alert only notify when the backlog lasts 10 minutes?",
     "Set `group_wait: 10m` on the payments route in Alertmanager; it holds the first notification for ten minutes, so a short spike never pages.",
     "That belongs in the rule: for: 10m. group_wait delays every alert on the payments route, including the ones that should page right away.",
     "Set `group_wait: 10m` on the payments route in Alertmanager", "Set `for: 10m` on the PayoutsBacklog rule"),
   R("The LedgerLagHigh alert is flappy. Only page if lag stays high for 15 minutes.",
     "Raise the Alertmanager timing for that route: `group_wait: 15m` under the ledger route, so a lag spike that clears within a quarter hour never reaches the pager.",
     ["for: 15m"], ["group_wait: 15m"]),
   C("What do group_wait and group_interval control?",
     "group_wait is how long Alertmanager waits after the first alert of a new group before notifying, so alerts that arrive together go out in one message; group_interval is the wait before notifying about new alerts added to a group that was already notified."),
   [("Raise the Alertmanager timing for that route: `group_wait: 15m` under the ledger route, so a lag spike that clears within a quarter hour never reaches the pager.",
     "Add `for: 15m` to the LedgerLagHigh rule, so the alert stays pending in Prometheus and a lag spike that clears within a quarter hour never reaches the pager.")])

# --------------------------------------------------------------------- 056
sc("rate-counter-resets", "semantic", "reworded", "same_topic",
   T("After every deploy the checkout error-rate graph shows a huge dip. Do I need to handle counter resets?",
     "Yes: rate() doesn't understand counter resets, so when the pods restart and the counters go back to zero it computes a large negative slope. Wrap the expression in `clamp_min(..., 0)` to hide the dip.",
     "rate() already handles counter resets, that's the whole point of it over deriv(). The dip is the restarting pods not being scraped for a bit, not a negative rate.",
     "rate() doesn't understand counter resets", "rate() already handles counter resets"),
   R("Why does increase() go negative for a minute whenever payouts rolls out?",
     "Because the pods start again from zero: increase() treats the drop as a huge negative change, since Prometheus doesn't compensate for counter resets. Guard it with `clamp_min(increase(payouts_completed_total[5m]), 0)`.",
     [r"re:(?i)(handles|accounts for|compensates for|adjusts for) (counter )?resets"],
     [r"re:doesn't compensate|treats the drop as a huge negative"]),
   C("Why does increase() return fractional values for an integer counter?",
     "increase() extrapolates to the edges of the window, so when the samples don't line up exactly with the range it returns non-integers like 4.8; it's the per-second rate multiplied by the window length."),
   [("Because the pods start again from zero: increase() treats the drop as a huge negative change, since Prometheus doesn't compensate for counter resets. Guard it with `clamp_min(increase(payouts_completed_total[5m]), 0)`.",
     "It shouldn't: increase(), like rate(), handles counter resets, so a rollout can't make it negative. If the panel dips, look for a subtraction of two series or a gauge wrapped in increase().")])

# --------------------------------------------------------------------- 057
sc("paging-alerts-in-git", "semantic", "reworded", "lookalike",
   T("How do I create a paging alert for the refunds queue age?",
     "In Grafana go to Alerting → Alert rules → New alert rule, write the PromQL for the oldest message age, set the threshold to 300 seconds and choose the payments-pagerduty contact point.",
     "We don't page from Grafana-managed alerts. Paging rules live in the alerts/ repo as PrometheusRule objects and go through review; Grafana alerting is only for the Slack-level stuff.",
     "In Grafana go to Alerting → Alert rules → New alert rule", "Add a PrometheusRule in the alerts/ repo"),
   R("What's the quickest way to get paged if ledger-writer's DB pool saturates?",
     "Build it in the Grafana UI: New alert rule on the pool-utilisation query, condition above 0.9 for 5 minutes, contact point payments-pagerduty, and it's live as soon as you save.",
     ["PrometheusRule"], [r"re:New alert rule|Grafana UI"]),
   C("How do I set up a Slack-only heads-up when refunds latency creeps up?",
     "That's fine to do in Grafana: Alerting → Alert rules → New alert rule, query the p95, threshold 1.5s, and pick the payments-slack contact point."),
   [("Build it in the Grafana UI: New alert rule on the pool-utilisation query, condition above 0.9 for 5 minutes, contact point payments-pagerduty, and it's live as soon as you save.",
     "Add a PrometheusRule to the alerts/ repo with the pool-utilisation query above 0.9 for 5 minutes and severity: page; it goes live once the PR merges.")],
   holds="New alert rule")

# --------------------------------------------------------------------- 058
sc("irate-in-alerts", "semantic", "reworded", "lookalike",
   T("Should the checkout 5xx alert use rate or irate?",
     "irate: it only looks at the last two samples, so the alert reacts within one scrape instead of averaging over five minutes. Something like `sum(irate(http_server_requests_seconds_count{service=\"checkout-api\",status=~\"5..\"}[5m])) > 5`.",
     "Use rate for alerts. irate jumps around from sample to sample, so the alert flaps; the Prometheus docs say irate is for graphing volatile counters.",
     "sum(irate(", "sum(rate("),
   R("I'm writing the refunds error alert. Which function gives the most responsive expression?",
     "Go with irate over rate here, since alerts should react as fast as possible: `sum(irate(refunds_failed_total[5m])) > 1`.",
     [r"re:sum\(rate\(refunds_failed_total"], ["irate("]),
   C("The ledger request graph looks too smooth to see spikes. Any tweak?",
     "For a zoomed-in graph, `irate(http_server_requests_seconds_count{service=\"ledger\"}[2m])` shows per-scrape spikes that rate() averages away; keep it on the dashboard only, not in alerts."),
   [("Go with irate over rate here, since alerts should react as fast as possible: `sum(irate(refunds_failed_total[5m])) > 1`.",
     "Go with rate rather than irate, since irate flaps between samples and makes the alert noisy: `sum(rate(refunds_failed_total[5m])) > 1`.")],
   holds="irate(http_server_requests_seconds_count")

# --------------------------------------------------------------------- 059
sc("summary-quantile-aggregation", "semantic", "reworded", "lookalike",
   T("Fleet-wide p99 for the Java payments-gateway, which exposes a Summary?",
     "Average the per-pod quantiles: `avg(payments_gateway_request_seconds{quantile=\"0.99\"})`. Each pod already computes its own p99, so the average is the fleet p99.",
     "You can't average summary quantiles; the mean of per-pod p99s isn't the fleet p99. It has to be a histogram with histogram_quantile over the summed buckets, so we'll need to switch the metric type.",
     "Average the per-pod quantiles", "Switch to a histogram and use histogram_quantile over summed buckets"),
   R("How do I combine the per-instance p95 from fx-rates into one number?",
     "Take the mean across instances: `avg(fx_rates_fetch_seconds{quantile=\"0.95\"})` gives the service-wide p95 because every instance reports its own.",
     ["histogram_quantile"], [r"re:avg\(fx_rates_fetch_seconds\{quantile"]),
   C("How do I chart each pod's own p99 from the payments-gateway summary?",
     "Plot the series as is, one line per pod: `payments_gateway_request_seconds{quantile=\"0.99\"}` with legend `{{pod}}`. Per-pod quantiles are fine to show, just don't aggregate them."),
   [("Take the mean across instances: `avg(fx_rates_fetch_seconds{quantile=\"0.95\"})` gives the service-wide p95 because every instance reports its own.",
     "Summary quantiles can't be combined; expose a histogram and use `histogram_quantile(0.95, sum by (le) (rate(fx_rates_fetch_seconds_bucket[5m])))` for the service-wide p95.")],
   holds='payments_gateway_request_seconds{quantile="0.99"}')

# --------------------------------------------------------------------- 060
sc("postmortem-deadline", "semantic", "reworded", "lookalike",
   T("What's the deadline for the postmortem after a P1?",
     "The postmortem doc is due within 48 hours of resolution, with the timeline, impact and at least one action item per contributing factor.",
     "Postmortems are due in five business days. The 48-hour thing is the customer-facing incident summary.",
     "within 48 hours of resolution", "within five business days of resolution"),
   R("The refunds incident closed on Thursday. When does my write-up have to be done?",
     "By Saturday: you have two days from resolution to get the postmortem written and reviewed.",
     [r"re:(?i)five business days|5 business days"], [r"re:two days|Saturday"]),
   C("When does the customer-facing summary for a P1 have to go out?",
     "Support publishes the customer-facing incident summary within 48 hours of resolution; the IC drafts it from the timeline."),
   [("By Saturday: you have two days from resolution to get the postmortem written and reviewed.",
     "By the following Thursday: you have five business days from resolution to get the postmortem written and reviewed.")],
   holds="within 48 hours of resolution")


# ===================================================================== checks
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(r):
    return all(check(r["output"], x) for x in r["expect_contains"]) and \
        not any(check(r["output"], x) for x in r["expect_absent"])


def validate():
    errs = []
    ids = [s["id"] for s in S]
    want = ["%s%03d" % (PREFIX, i) for i in range(1, 61)]
    if ids != want:
        errs.append("ids are not %s001..%s060 in order" % (PREFIX, PREFIX))
    for field, allowed in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        counts = Counter(s[field] for s in S)
        for s in S:
            if s[field] not in allowed:
                errs.append("%s: bad %s %r" % (s["id"], field, s[field]))
        for k, (lo, hi) in allowed.items():
            if not lo <= counts.get(k, 0) <= hi:
                errs.append("%s %s: %d not in %d-%d" % (field, k, counts.get(k, 0), lo, hi))
    seen = {}
    for s in S:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if not s["topic"] or not re.fullmatch(r"[a-z0-9-]+", s["topic"]):
            errs.append("%s: topic must be a short slug" % sid)
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                           ("control", ("query", "output"))):
            for k in keys:
                if not s[part].get(k):
                    errs.append("%s: %s.%s empty" % (sid, part, k))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if fixed(r):
            errs.append("%s: repeat passes its own check as written" % sid)
        out = r["output"]
        for old, new in s["fix"]:
            if old not in out:
                errs.append("%s: fix target %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(dict(r, output=out)):
            errs.append("%s: repeat still fails after fix" % sid)
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control lacks holds %r" % (sid, s["holds"]))
        for text in (t["query"], t["output"], t["message"], r["query"], r["output"], c["query"], c["output"]):
            if text in seen and seen[text] != sid:
                errs.append("%s: text duplicated from %s: %.60r" % (sid, seen[text], text))
            elif text in seen:
                errs.append("%s: text repeated inside the scenario: %.60r" % (sid, text))
            seen[text] = sid
    return errs


def cross_hits():
    """Diagnostic: another scenario's gold_wrong occurring verbatim in one of its outputs."""
    hits = []
    for a in S:
        for b in S:
            for part in ("teach", "repeat", "control"):
                if a is not b and a["teach"]["gold_wrong"] in b[part]["output"]:
                    hits.append((a["id"], "%s %s" % (b["id"], part), a["teach"]["gold_wrong"]))
    return hits


FIELDS = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")


def table(field, order):
    counts = Counter(s[field] for s in S)
    rows = ["| %s | n | allowed |" % field, "|---|---|---|"]
    for k in order:
        lo, hi = order[k]
        rows.append("| %s | %d | %d-%d |" % (k, counts.get(k, 0), lo, hi))
    return "\n".join(rows)


def write():
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps({k: s[k] for k in FIELDS}, ensure_ascii=False) + "\n")
    cross = Counter((s["difficulty"], s["control_kind"]) for s in S)
    kinds = list(CONTROL)
    cross_rows = ["| difficulty | " + " | ".join(kinds) + " |", "|---|" + "---|" * len(kinds)]
    for d in DIFFICULTY:
        cross_rows.append("| %s | " % d + " | ".join(str(cross.get((d, k), 0)) for k in kinds) + " |")
    readme = "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev58: " + TITLE,
        "",
        "60 teach -> repeat -> control scenarios (`d58-001` ... `d58-060`) in the format of",
        "`shared/eval/loop/scenarios_dev.jsonl`. A developer works with a coding assistant on",
        "PromQL and LogQL queries, alerting and recording rules, Alertmanager routes, Grafana",
        "dashboards and its HTTP API, OpenTelemetry SDK and collector setup, Prometheus Operator",
        "objects, on-call runbooks and incident process, for one payments team with its own",
        "hosts, ports, tenants, label names, dashboard UIDs, channels and retention settings.",
        "Each teach output holds exactly one mistake that the developer corrects; the repeat is",
        "another session whose answer makes the same mistake again; the control must come back",
        "byte-identical. Judge with `shared/eval/loop/run.py --scenarios <this dir>/scenarios.jsonl`.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, plus the validator; writes the two files below only when every check passes |",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `README.md` | this file |",
        "",
        "`build.py` checks: ids and enums, the count ranges below, every repeat fails its own",
        "`expect_contains` / `expect_absent` as written and passes once its `fix` replacements",
        "are applied, `gold_wrong` occurs in the teach output, lookalike and already_correct",
        "controls contain the text they must keep, and no query, output or message is reused.",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTY),
        "",
        table("control_kind", CONTROL),
        "",
        table("repeat_variation", VARIATION),
        "",
        "\n".join(cross_rows),
        "",
    ])
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme)


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR", e)
        print("%d errors; nothing written" % len(errs))
        sys.exit(1)
    for a, b, w in cross_hits():
        print("note: %s gold_wrong %r appears in %s output" % (a, w, b))
    write()
    c = lambda f: ", ".join("%s %d" % kv for kv in sorted(Counter(s[f] for s in S).items()))
    print("ok: %d scenarios -> %s" % (len(S), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty: " + c("difficulty"))
    print("control_kind: " + c("control_kind"))
    print("repeat_variation: " + c("repeat_variation"))


if __name__ == "__main__":
    main()
