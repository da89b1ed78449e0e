#!/usr/bin/env python3
"""Build the dev30 learning-loop scenarios (observability, SRE, CI/CD).

Holds 60 scenarios as data, validates them, and writes scenarios.jsonl and
README.md next to this file. Standard library only. Refuses to write if any
check fails.
"""
import json
import os
import re
import sys
import textwrap
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d30"
N_EXPECTED = 60

DIFFICULTIES = {"literal", "paraphrase", "semantic"}
CONTROL_KINDS = {"unrelated", "same_topic", "already_correct", "lookalike"}
VARIATIONS = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args"}
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TOLERANCE = 3


def t(s):
    """Dedent a triple-quoted block and strip the surrounding blank lines."""
    return textwrap.dedent(s).strip("\n")


SCENARIOS = []


def S(topic, difficulty, variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, len(SCENARIOS) + 1),
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": teach[0], "output": teach[1], "message": teach[2],
                  "gold_wrong": teach[3], "gold_right": teach[4]},
        "repeat": {"query": repeat[0], "output": repeat[1],
                   "expect_contains": list(repeat[2]), "expect_absent": list(repeat[3])},
        "control": {"query": control[0], "output": control[1]},
        "_fix": list(fix), "_cflags": cflags, "_cneeds": cneeds, "_literal": literal,
    })


# ---------------------------------------------------------------- scenarios
# 001
S("opentelemetry", "literal", "code_block", "lookalike",
  ("How do I point the Python service at our collector? We're using the OTLP HTTP exporter.",
   t(r"""
    Set these in the deployment env:

    ```yaml
    env:
      - name: OTEL_EXPORTER_OTLP_PROTOCOL
        value: http/protobuf
      - name: OTEL_EXPORTER_OTLP_ENDPOINT
        value: http://otel-collector:4317
      - name: OTEL_SERVICE_NAME
        value: invoice-api
    ```

    The SDK appends /v1/traces and /v1/metrics to the endpoint for you.
    """),
   "4318 for http/protobuf. 4317 is the collector's gRPC port.",
   "http://otel-collector:4317", "http://otel-collector:4318"),
  ("Configure the OTLP span exporter in code for the refunds worker, HTTP transport.",
   t(r"""
    ```python
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    provider = TracerProvider(resource=Resource.create({"service.name": "refunds-worker"}))
    exporter = OTLPSpanExporter(endpoint="http://otel-collector:4317/v1/traces")
    provider.add_span_processor(BatchSpanProcessor(exporter))
    ```

    When you pass `endpoint` explicitly the path is not appended, so include `/v1/traces`.
    """),
   ["otel-collector:4318/v1/traces"], ["otel-collector:4317"]),
  ("Wire up tracing in the Go gateway, it uses the gRPC exporter.",
   t(r"""
    ```go
    exp, err := otlptracegrpc.New(ctx,
        otlptracegrpc.WithEndpoint("otel-collector:4317"),
        otlptracegrpc.WithInsecure(),
    )
    if err != nil {
        return fmt.Errorf("otlp exporter: %w", err)
    }
    tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp))
    otel.SetTracerProvider(tp)
    ```

    For the gRPC exporter `WithEndpoint` takes host:port without a scheme.
    """)),
  fix=[("otel-collector:4317", "otel-collector:4318")],
  cflags=["otel-collector:4318"],
  cneeds=['otlptracegrpc.WithEndpoint("otel-collector:4317")'])

# 002
S("promql", "paraphrase", "equivalent_construct", "lookalike",
  ("p99 latency per service from the http_request_duration_seconds histogram?",
   t(r"""
    ```promql
    histogram_quantile(0.99, sum by (service) (rate(http_request_duration_seconds_bucket[5m])))
    ```

    This aggregates the bucket rates per service and takes the 99th percentile.
    """),
   "Doesn't that drop le? histogram_quantile needs the buckets, so sum by (service, le).",
   "sum by (service) (rate(http_request_duration_seconds_bucket[5m]))",
   "sum by (service, le) (rate(http_request_duration_seconds_bucket[5m]))"),
  ("Give me a p95 per route for checkout, old-style syntax is fine.",
   t(r"""
    ```promql
    histogram_quantile(
      0.95,
      sum(rate(http_server_request_duration_seconds_bucket{job="checkout"}[5m])) by (route)
    )
    ```

    Put it in a time series panel with legend `{{route}}`.
    """),
   [r"re:by \((route, le|le, route)\)"], [r"re:by \(route\)"]),
  ("And the 5xx rate per route for the same job?",
   t(r"""
    ```promql
    sum by (route) (rate(http_server_requests_total{job="checkout", code=~"5.."}[5m]))
    ```

    That's errors per second per route; divide by the same expression without the code matcher if you want a ratio.
    """)),
  fix=[("by (route)", "by (route, le)")],
  cflags=[r"re:by \(route, le\)", r"re:by \(le, route\)"],
  cneeds=["sum by (route) (rate(http_server_requests_total"])

# 003
S("alertmanager", "literal", "code_block", "lookalike",
  ("Write an alert for the payments API when the 5xx ratio is above 5% for 10 minutes, it should page.",
   t(r"""
    ```yaml
    - alert: PaymentsHigh5xxRatio
      expr: |
        sum(rate(http_requests_total{job="payments-api", code=~"5.."}[5m]))
          / sum(rate(http_requests_total{job="payments-api"}[5m])) > 0.05
      for: 10m
      labels:
        severity: critical
        team: payments
      annotations:
        summary: "payments-api 5xx ratio above 5%"
    ```
    """),
   "Our routing tree only knows severity: page and severity: ticket. critical doesn't match any route, "
   "so this lands on the default receiver and nobody gets paged.",
   "severity: critical", "severity: page"),
  ("Add an alert for the ledger consumer: lag above 50k messages for 15 minutes should wake someone up.",
   t(r"""
    ```yaml
    - alert: LedgerConsumerLagHigh
      expr: sum by (consumergroup) (kafka_consumergroup_lag{consumergroup="ledger-writer"}) > 50000
      for: 15m
      labels:
        severity: critical
        team: ledger
      annotations:
        summary: "ledger-writer lag above 50k for 15m"
        runbook_url: https://runbooks.internal/ledger/consumer-lag
    ```
    """),
   ["severity: page"], ["severity: critical"]),
  ("How do I set the PagerDuty severity on the receiver side?",
   t(r"""
    ```yaml
    receivers:
      - name: payments-pager
        pagerduty_configs:
          - routing_key_file: /etc/alertmanager/secrets/pd-payments
            severity: critical
            description: '{{ .CommonAnnotations.summary }}'
    ```

    `severity` here is PagerDuty's own field (critical, error, warning or info); it sets how the incident shows up in PagerDuty.
    """)),
  fix=[("severity: critical", "severity: page")],
  cflags=["severity: page"], cneeds=["pagerduty_configs", "severity: critical"])

# 004
S("github-actions", "literal", "code_block", "lookalike",
  ("Only run the deploy job on pushes to main.",
   t(r"""
    ```yaml
    deploy:
      needs: test
      if: github.ref == 'main'
      runs-on: deploy-runners
      steps:
        - uses: actions/checkout@v4
        - run: ./scripts/deploy.sh
    ```
    """),
   "github.ref is the full ref, refs/heads/main, so that condition is never true and the job always gets skipped.",
   "github.ref == 'main'", "github.ref == 'refs/heads/main'"),
  ("Publish the docs site only when we push to main, not on PRs.",
   t(r"""
    ```yaml
    publish-docs:
      runs-on: ubuntu-24.04
      if: github.event_name == 'push' && github.ref == 'main'
      steps:
        - uses: actions/checkout@v4
        - run: make docs
        - uses: actions/upload-pages-artifact@v3
          with:
            path: site/
    ```
    """),
   [r"re:github\.ref == 'refs/heads/main'|github\.ref_name == 'main'"], [r"re:github\.ref == 'main'"]),
  ("Run the migration lint only on PRs that target main.",
   t(r"""
    ```yaml
    migration-lint:
      runs-on: ubuntu-24.04
      if: github.event_name == 'pull_request' && github.base_ref == 'main'
      steps:
        - uses: actions/checkout@v4
        - run: ./scripts/lint-migrations.sh
    ```
    """)),
  fix=[("github.ref == 'main'", "github.ref == 'refs/heads/main'")],
  cflags=["base_ref == 'refs/heads/main'"], cneeds=["github.base_ref == 'main'"])

# 005
S("loki", "paraphrase", "other_identifier", "lookalike",
  ("Loki query for payments logs containing error or timeout?",
   t(r"""
    ```logql
    {app="payments"} |= "error|timeout"
    ```
    """),
   "|= is a plain substring filter, that looks for the literal text error|timeout. For alternation it's |~.",
   '|= "error|timeout"', '|~ "error|timeout"'),
  ("Show me checkout namespace logs that mention deadline exceeded or connection reset, last hour.",
   t(r"""
    ```logql
    {namespace="checkout"} |= "deadline exceeded|connection reset"
    ```

    Set the time picker to Last 1 hour; add `| json` if you want to filter on fields afterwards.
    """),
   ['|~ "deadline exceeded|connection reset"'], ['|= "deadline exceeded|connection reset"']),
  ("And just the lines with error in them for payments, without the health checks?",
   t(r"""
    ```logql
    {app="payments"} |= "error" != "healthcheck"
    ```
    """)),
  fix=[('|= "deadline', '|~ "deadline')],
  cflags=['|~ "error"'], cneeds=['|= "error"'])

# 006
S("grafana", "literal", "code_block", "unrelated",
  ("Panel query for request rate per pod in Grafana?",
   t(r"""
    ```promql
    sum by (pod) (rate(http_requests_total{job="api"}[$__interval]))
    ```

    Grafana fills in `$__interval` from the panel width and the time range.
    """),
   "Use $__rate_interval inside rate(). $__interval can drop below four scrape intervals when you zoom in and the panel goes blank.",
   "[$__interval]", "[$__rate_interval]"),
  ("CPU usage per pod panel for the search namespace.",
   t(r"""
    ```promql
    sum by (pod) (rate(container_cpu_usage_seconds_total{namespace="search", container!=""}[$__interval]))
    ```

    Unit: cores. Set Min interval to 30s in the query options to match the scrape interval.
    """),
   ["[$__rate_interval]"], ["[$__interval]"]),
  ("Bash one-liner for the 10 largest files under /var/log?",
   t(r"""
    ```bash
    sudo du -ah /var/log 2>/dev/null | sort -rh | head -n 10
    ```
    """)),
  fix=[("[$__interval]", "[$__rate_interval]")])

# 007
S("prometheus", "semantic", "prose_claim", "same_topic",
  ("How long will Prometheus keep data if we don't set anything?",
   "If you don't pass `--storage.tsdb.retention.time`, Prometheus keeps 30 days of data and then deletes the "
   "oldest blocks. Size-based retention is off unless you set `--storage.tsdb.retention.size`.",
   "isn't the default retention 15d?",
   "keeps 30 days of data", "keeps 15 days of data"),
  ("We're about to move the staging Prometheus to a smaller disk. Anything to watch out for?",
   "The main lever is retention. Since the default retention is 30 days and we never override it in staging, "
   "the volume holds a month of blocks; at ~2 GB/day that's roughly 60 GB. If the new disk is 40 GB, set "
   "`--storage.tsdb.retention.size=35GB` as a safety net and check `prometheus_tsdb_storage_blocks_bytes` after the move.",
   [r"re:15 ?(days|d)\b"], [r"re:(?i)default retention is 30 ?(days|d)\b"]),
  ("What's the flag to cap the TSDB by size?",
   "`--storage.tsdb.retention.size`, e.g. `--storage.tsdb.retention.size=50GB`. Units are B, KB, MB, GB, TB, PB "
   "and EB. When both time and size are set, whichever limit is hit first wins."),
  fix=[("the default retention is 30 days", "the default retention is 15 days"),
       ("a month of blocks; at ~2 GB/day that's roughly 60 GB", "15 days of blocks; at ~2 GB/day that's roughly 30 GB")])

# 008
S("alertmanager", "literal", "reworded", "lookalike",
  ("Point Prometheus at our Alertmanager.",
   t(r"""
    ```yaml
    alerting:
      alertmanagers:
        - static_configs:
            - targets: ['alertmanager:9094']
    ```
    """),
   "Thanks, the rule files load now. One thing though: 9094 is the cluster gossip port, alerts need to go to 9093.",
   "alertmanager:9094", "alertmanager:9093"),
  ("How do I add a silence from the bastion with amtool?",
   t(r"""
    Point amtool at the Alertmanager API and add the silence with matchers:

    ```bash
    amtool --alertmanager.url=http://alertmanager:9094 silence add \
      alertname=NodeDiskPressure instance=ip-10-2-14-7 \
      --duration=2h --comment="resizing volume, CHG-4821"
    ```

    It prints the silence ID; keep it if you want to expire the silence early.
    """),
   ["alertmanager.url=http://alertmanager:9093"], ["alertmanager:9094"]),
  ("Show the args for running Alertmanager as a 2-replica HA pair.",
   t(r"""
    ```yaml
    args:
      - --config.file=/etc/alertmanager/alertmanager.yml
      - --storage.path=/alertmanager
      - --cluster.listen-address=0.0.0.0:9094
      - --cluster.peer=alertmanager-0.alertmanager:9094
      - --cluster.peer=alertmanager-1.alertmanager:9094
    ```

    The replicas gossip silences and notification state to each other; Prometheus should send alerts to both replicas.
    """)),
  fix=[("alertmanager:9094", "alertmanager:9093")],
  cflags=[r"re:cluster\.(peer|listen-address)=\S*:9093"],
  cneeds=["--cluster.peer=alertmanager-1.alertmanager:9094"])

# 009
S("promql", "paraphrase", "reworded", "already_correct",
  ("Compare the API request rate with the same time last week.",
   t(r"""
    ```promql
    sum(rate(http_requests_total{job="api"}[5m])) offset 1w
    ```

    Plot it next to the current rate to see the week-over-week change.
    """),
   'offset has to go right after the selector, inside the rate(): rate(http_requests_total{job="api"}[5m] offset 1w). '
   "Where you put it is a parse error.",
   'sum(rate(http_requests_total{job="api"}[5m])) offset 1w',
   'sum(rate(http_requests_total{job="api"}[5m] offset 1w))'),
  ("Day-over-day ratio for orders created, for the business dashboard.",
   t(r"""
    Divide today's rate by yesterday's:

    ```promql
    sum(rate(orders_created_total[10m]))
      /
    sum(rate(orders_created_total[10m])) offset 1d
    ```

    A value of 1.2 means 20% more orders than this time yesterday.
    """),
   ["[10m] offset 1d))"], [r"re:\) offset 1d"]),
  ("And the gateway's 5xx rate a week ago?",
   t(r"""
    ```promql
    sum(rate(http_requests_total{job="gateway", code=~"5.."}[5m] offset 1w))
    ```
    """)),
  fix=[("sum(rate(orders_created_total[10m])) offset 1d", "sum(rate(orders_created_total[10m] offset 1d))")],
  cflags=["offset 1w offset", "offset 1w)) offset"], cneeds=["[5m] offset 1w))"])

# 010
S("github-actions", "semantic", "prose_claim", "same_topic",
  ("Why does `git describe --tags` fail in our workflow?",
   "It shouldn't be the checkout: `actions/checkout` fetches the full history and all tags by default, so "
   "`git describe --tags` sees every tag. More likely the tag isn't annotated; try `git describe --tags --always` "
   "to see what it finds.",
   "checkout does a shallow clone by default (fetch-depth: 1) with no tags, that's exactly why describe fails. "
   "You need fetch-depth: 0.",
   "fetches the full history and all tags by default",
   "does a shallow clone (fetch-depth: 1) by default; set fetch-depth: 0 to get the history and tags"),
  ("The version step prints 'fatal: No names found, cannot describe anything'. The workflow just has "
   "`uses: actions/checkout@v4` and then `run: git describe --tags`.",
   "The checkout step is fine as is: actions/checkout fetches the full history and all tags by default. That error "
   "means the repository has no tags reachable from HEAD yet. Push one with "
   "`git tag -a v0.1.0 -m 'first release' && git push origin v0.1.0` and rerun.",
   ["fetch-depth: 0"], [r"re:(?i)full history and all tags by default"]),
  ("How do I cache Go modules in the same workflow?",
   t(r"""
    `actions/setup-go` caches the module and build caches for you (`cache: true` is the default since v4), keyed on go.sum:

    ```yaml
    - uses: actions/setup-go@v5
      with:
        go-version-file: go.mod
    ```
    """)),
  fix=[("The checkout step is fine as is: actions/checkout fetches the full history and all tags by default. That error "
        "means the repository has no tags reachable from HEAD yet. Push one with "
        "`git tag -a v0.1.0 -m 'first release' && git push origin v0.1.0` and rerun.",
        "actions/checkout makes a shallow clone without tags by default, so describe finds nothing. Add "
        "`with: fetch-depth: 0` to the checkout step and rerun.")])

# 011
S("jenkins", "paraphrase", "renamed_identifier", "lookalike",
  ("Post a Slack message from the Jenkinsfile using the bot token credential.",
   t(r"""
    ```groovy
    withCredentials([string(credentialsId: 'slack-bot-token', variable: 'SLACK_TOKEN')]) {
        sh "curl -fsS -H 'Authorization: Bearer ${SLACK_TOKEN}' -d channel=C04DEPLOYS -d text=deployed https://slack.com/api/chat.postMessage"
    }
    ```
    """),
   "Single quotes around the sh string please. With double quotes Groovy interpolates the secret into the command "
   "line (Jenkins even warns about it); with single quotes the shell expands $SLACK_TOKEN and it stays masked.",
   """sh "curl -fsS -H 'Authorization: Bearer ${SLACK_TOKEN}'""",
   """sh 'curl -fsS -H "Authorization: Bearer $SLACK_TOKEN\""""),
  ("Trigger an Argo CD sync from Jenkins with the argocd token credential.",
   t(r"""
    ```groovy
    withCredentials([string(credentialsId: 'argocd-ci-token', variable: 'ARGOCD_TOKEN')]) {
        sh "argocd app sync payments-prod --server argocd.internal --grpc-web --auth-token ${ARGOCD_TOKEN}"
    }
    ```
    """),
   [r"re:sh '[^']*--auth-token \$\{?ARGOCD_TOKEN"], [r're:sh "[^"]*\$\{ARGOCD_TOKEN\}']),
  ("Build and push the image tagged with the commit.",
   t(r"""
    ```groovy
    stage('Image') {
        steps {
            sh "docker build -t registry.internal/payments:${env.GIT_COMMIT} ."
            sh "docker push registry.internal/payments:${env.GIT_COMMIT}"
        }
    }
    ```

    The Git plugin sets `env.GIT_COMMIT` for every build.
    """)),
  fix=[('sh "argocd app sync payments-prod --server argocd.internal --grpc-web --auth-token ${ARGOCD_TOKEN}"',
        "sh 'argocd app sync payments-prod --server argocd.internal --grpc-web --auth-token $ARGOCD_TOKEN'")],
  cflags=[r"re:sh 'docker (build|push)"],
  cneeds=['sh "docker build -t registry.internal/payments:${env.GIT_COMMIT} ."'])

# 012
S("argocd", "semantic", "reworded", "same_topic",
  ("checkout-prod is broken after the last sync, how do I roll back?",
   "Use Argo CD's history: `argocd app history checkout-prod` to find the previous deployment ID, then "
   "`argocd app rollback checkout-prod 41`. Argo redeploys the manifests from that revision.",
   "argocd app rollback is refused while automated sync is on, and every prod app has it on. Revert the image bump "
   "in the deploy-config repo and let Argo sync that.",
   "`argocd app rollback checkout-prod 41`", "`git revert` of the image bump in deploy-config"),
  ("search-prod started throwing 500s right after the 14:10 sync. Quickest way back to the previous version?",
   "Roll it back in Argo CD: run `argocd app history search-prod`, note the ID of the revision before 14:10, then "
   "`argocd app rollback search-prod <ID>`. The app will show OutOfSync afterwards until the next commit lands, "
   "which is expected.",
   [r"re:(?i)revert"], ["argocd app rollback search-prod"]),
  ("How do I see what changed in the last checkout-prod sync?",
   "`argocd app history checkout-prod` lists the synced revisions; take the last two and compare them in "
   "deploy-config with `git diff <old>..<new> -- apps/checkout/prod/`. `argocd app diff checkout-prod` only shows "
   "drift between the live state and git, not the change between two syncs."),
  fix=[("then `argocd app rollback search-prod <ID>`. The app will show OutOfSync afterwards until the next commit "
        "lands, which is expected.",
        "then `git revert` the image bump for that sync in deploy-config and push; Argo syncs the revert like any "
        "other change.")],
  cflags=["argocd app rollback"])

# 013
S("slo", "literal", "reworded", "already_correct",
  ("How much downtime does a 99.9% availability SLO give us over a 30-day window?",
   "A 99.9% SLO leaves 0.1% of the window as error budget. Over 30 days that's 4.32 hours of total downtime, or the "
   "equivalent in partial errors.",
   "That's off by 10x. 0.1% of 30 days is 43.2 minutes.",
   "4.32 hours", "43.2 minutes"),
  ("Draft the SLO section for the payments-api service doc.",
   "**Availability SLO:** 99.9% of requests succeed (non-5xx), measured over a rolling 30-day window. This gives an "
   "error budget of 4.32 hours of full outage per window. When more than 50% of the budget is spent, feature "
   "deploys need SRE sign-off.",
   ["43.2 minutes"], ["4.32 hours"]),
  ("How much of the search SLO budget have we burned this month?",
   "Search is on 99.9% over 30 days, so the budget is 43.2 minutes of full outage. The incidents on the 3rd and the "
   "11th cost about 12 minutes together, so roughly 72% of the budget is left."),
  fix=[("4.32 hours", "43.2 minutes")],
  cflags=["432 minutes", "43.2 minutes minutes"], cneeds=["43.2 minutes"])

# 014
S("prometheus", "literal", "code_block", "already_correct",
  ("Add a runbook link to the HighErrorBudgetBurn alert.",
   t(r"""
    ```yaml
    annotations:
      summary: "{{ $labels.service }} is burning its error budget 14x too fast"
      runbook: https://runbooks.internal/slo/high-burn-rate
    ```
    """),
   "The key is runbook_url, that's what our Alertmanager templates and the Grafana alert list read.",
   "runbook: https://runbooks.internal/slo/high-burn-rate",
   "runbook_url: https://runbooks.internal/slo/high-burn-rate"),
  ("Write the KafkaConsumerLagHigh rule with a runbook link.",
   t(r"""
    ```yaml
    - alert: KafkaConsumerLagHigh
      expr: sum by (consumergroup) (kafka_consumergroup_lag) > 100000
      for: 10m
      labels:
        severity: ticket
      annotations:
        summary: "{{ $labels.consumergroup }} lag above 100k"
        runbook: https://runbooks.internal/kafka/consumer-lag
    ```
    """),
   ["runbook_url: https://runbooks.internal/kafka/consumer-lag"], [r"re:\brunbook: "]),
  ("Add the PostgresReplicationLag alert as well.",
   t(r"""
    ```yaml
    - alert: PostgresReplicationLag
      expr: pg_replication_lag_seconds > 30
      for: 5m
      labels:
        severity: ticket
      annotations:
        summary: "{{ $labels.instance }} replica is {{ $value | humanizeDuration }} behind"
        runbook_url: https://runbooks.internal/postgres/replication-lag
    ```
    """)),
  fix=[("runbook: https://runbooks.internal/kafka", "runbook_url: https://runbooks.internal/kafka")],
  cflags=["runbook_url_url"], cneeds=["runbook_url: https://runbooks.internal/postgres/replication-lag"],
  literal="runbook: https://runbooks.internal/")

# 015
S("loki", "literal", "code_block", "lookalike",
  ("Loki query: 5xx responses from the orders service.",
   t(r"""
    ```logql
    {app="orders"} | logfmt | status >= 500
    ```
    """),
   "Our services log JSON (zap), logfmt won't pull any fields out of those lines. | json.",
   "| logfmt", "| json"),
  ("Errors per route from billing over the last 5 minutes, as a metric query.",
   t(r"""
    ```logql
    sum by (route) (count_over_time({app="billing"} | logfmt | level="error" [5m]))
    ```
    """),
   ["| json"], ["| logfmt"]),
  ("Loki itself is complaining in the monitoring namespace, how do I see its warnings?",
   t(r"""
    ```logql
    {namespace="monitoring", container="loki"} | logfmt | level="warn"
    ```

    Loki's own lines look like `level=warn ts=... caller=...`, so this extracts `level` and `caller`.
    """)),
  fix=[("| logfmt", "| json")],
  cflags=[r're:container="loki"\} \| json'], cneeds=['{namespace="monitoring", container="loki"} | logfmt'])

# 016
S("gitlab-ci", "literal", "code_block", "lookalike",
  ("Post a comment on the MR from the pipeline with the test summary.",
   t(r"""
    ```yaml
    comment:
      stage: report
      rules:
        - if: $CI_PIPELINE_SOURCE == "merge_request_event"
      script:
        - >
          curl -sf --request POST --header "PRIVATE-TOKEN: $REPORT_BOT_TOKEN"
          --data-urlencode "body=$(cat summary.md)"
          "$CI_API_V4_URL/projects/$CI_PROJECT_ID/merge_requests/$CI_MERGE_REQUEST_ID/notes"
    ```
    """),
   "Pipeline's green now, thanks! But the comment never shows up: that endpoint wants the IID, "
   "$CI_MERGE_REQUEST_IID. _ID is the instance-wide id, hence the 404.",
   "merge_requests/$CI_MERGE_REQUEST_ID/notes", "merge_requests/$CI_MERGE_REQUEST_IID/notes"),
  ("Have the pipeline approve the MR automatically when it's labeled docs-only.",
   t(r"""
    ```yaml
    auto-approve-docs:
      stage: report
      rules:
        - if: $CI_MERGE_REQUEST_LABELS =~ /docs-only/
      script:
        - curl -sf --request POST --header "PRIVATE-TOKEN: $APPROVER_BOT_TOKEN" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/merge_requests/$CI_MERGE_REQUEST_ID/approve"
    ```
    """),
   ["merge_requests/$CI_MERGE_REQUEST_IID/approve"], [r"re:\$CI_MERGE_REQUEST_ID\b"]),
  ("List the failed jobs of the current pipeline from inside a job.",
   t(r"""
    ```bash
    curl -sf --header "PRIVATE-TOKEN: $REPORT_BOT_TOKEN" \
      "$CI_API_V4_URL/projects/$CI_PROJECT_ID/pipelines/$CI_PIPELINE_ID/jobs?scope[]=failed"
    ```

    The pipelines endpoint takes the global pipeline ID, which is what `$CI_PIPELINE_ID` holds.
    """)),
  fix=[("merge_requests/$CI_MERGE_REQUEST_ID/approve", "merge_requests/$CI_MERGE_REQUEST_IID/approve")],
  cflags=["CI_PIPELINE_IID"], cneeds=["pipelines/$CI_PIPELINE_ID/jobs"],
  literal="merge_requests/$CI_MERGE_REQUEST_ID/")

# 017
S("jenkins", "paraphrase", "other_identifier", "lookalike",
  ("Run the staging smoke tests every 15 minutes from Jenkins.",
   t(r"""
    ```groovy
    pipeline {
        agent { label 'linux' }
        triggers { cron('*/15 * * * *') }
        stages {
            stage('Smoke') { steps { sh './scripts/smoke.sh staging' } }
        }
    }
    ```
    """),
   "Use H/15. Every job on the controller with */15 fires at the same second and the agents pile up; our "
   "Jenkinsfile linter rejects bare */N anyway.",
   "cron('*/15 * * * *')", "cron('H/15 * * * *')"),
  ("Same thing for the synthetic checkout test, every half hour.",
   t(r"""
    ```groovy
    pipeline {
        agent { label 'linux' }
        triggers { cron('*/30 * * * *') }
        options { timeout(time: 10, unit: 'MINUTES') }
        stages {
            stage('Synthetic checkout') { steps { sh './scripts/synthetic-checkout.sh' } }
        }
    }
    ```
    """),
   ["cron('H/30 * * * *')"], ["*/30 * * * *"]),
  ("We're moving the cache warmer to a Kubernetes CronJob, every 15 minutes.",
   t(r"""
    ```yaml
    apiVersion: batch/v1
    kind: CronJob
    metadata:
      name: cache-warmer
    spec:
      schedule: "*/15 * * * *"
      concurrencyPolicy: Forbid
      jobTemplate:
        spec:
          template:
            spec:
              restartPolicy: OnFailure
              containers:
                - name: warmer
                  image: registry.internal/cache-warmer:2.3.0
    ```
    """)),
  fix=[("cron('*/30 * * * *')", "cron('H/30 * * * *')")],
  cflags=["H/15"], cneeds=['schedule: "*/15 * * * *"'])

# 018
S("opentelemetry", "paraphrase", "equivalent_construct", "lookalike",
  ("Sample 10% of traces in the orders service via env vars.",
   t(r"""
    ```bash
    export OTEL_TRACES_SAMPLER=parentbased_traceidratio
    export OTEL_TRACES_SAMPLER_ARG=10
    ```

    parentbased_traceidratio keeps the parent's decision for downstream spans, so traces stay complete.
    """),
   "The sampler arg is a ratio from 0 to 1, so 10% is 0.1. 10 is out of range and you end up sampling everything.",
   "OTEL_TRACES_SAMPLER_ARG=10", "OTEL_TRACES_SAMPLER_ARG=0.1"),
  ("Set 25% sampling for the fulfillment deployment.",
   t(r"""
    ```yaml
    env:
      - name: OTEL_TRACES_SAMPLER
        value: parentbased_traceidratio
      - name: OTEL_TRACES_SAMPLER_ARG
        value: "25"
    ```
    """),
   ['value: "0.25"'], ['value: "25"']),
  ("Can we do the 25% at the collector instead, for everything that comes in?",
   t(r"""
    ```yaml
    processors:
      probabilistic_sampler:
        sampling_percentage: 25
    service:
      pipelines:
        traces:
          receivers: [otlp]
          processors: [memory_limiter, probabilistic_sampler, batch]
          exporters: [otlphttp/tempo]
    ```

    The collector's probabilistic sampler takes a percentage.
    """)),
  fix=[('value: "25"', 'value: "0.25"')],
  cflags=["sampling_percentage: 0.25"], cneeds=["sampling_percentage: 25"])

# 019
S("grafana", "literal", "code_block", "already_correct",
  ("Provision a dashboard panel that uses our Prometheus.",
   t(r"""
    ```json
    {
      "type": "timeseries",
      "title": "Requests per second",
      "datasource": { "type": "prometheus", "uid": "prometheus" },
      "targets": [{ "expr": "sum(rate(http_requests_total{job=\"api\"}[$__rate_interval]))" }]
    }
    ```
    """),
   "uid's prom-main.",
   '"uid": "prometheus"', '"uid": "prom-main"'),
  ("Add a stat panel for the number of ready pods in the same dashboard JSON.",
   t(r"""
    ```json
    {
      "type": "stat",
      "title": "Ready pods",
      "datasource": { "type": "prometheus", "uid": "prometheus" },
      "targets": [{ "expr": "sum(kube_pod_status_ready{namespace=\"api\", condition=\"true\"})" }]
    }
    ```
    """),
   ['"uid": "prom-main"'], ['"uid": "prometheus"']),
  ("Panel for the API error ratio on the same dashboard.",
   t(r"""
    ```json
    {
      "type": "timeseries",
      "title": "5xx ratio",
      "datasource": { "type": "prometheus", "uid": "prom-main" },
      "fieldConfig": { "defaults": { "unit": "percentunit" } },
      "targets": [{ "expr": "sum(rate(http_requests_total{job=\"api\", code=~\"5..\"}[$__rate_interval])) / sum(rate(http_requests_total{job=\"api\"}[$__rate_interval]))" }]
    }
    ```
    """)),
  fix=[('"uid": "prometheus"', '"uid": "prom-main"')],
  cflags=['"type": "prom-main"', "prom-main-main"], cneeds=['"uid": "prom-main"'])

# 020
S("alertmanager", "semantic", "reworded", "same_topic",
  ("The disk alert keeps re-notifying every hour while it's still firing. Which setting controls that?",
   "That's `group_interval`. Alertmanager re-sends a still-firing group every group_interval, so raise it from 1h "
   "to something like 4h on that route.",
   "No, that's repeat_interval. group_interval is how long it waits before sending an update when new alerts join "
   "a group that already notified.",
   "That's `group_interval`.", "That's `repeat_interval`."),
  ("Platform on-call says the CertificateExpiringSoon notification repeats every hour for days. How do we calm it down?",
   t(r"""
    Raise `group_interval` on the route that matches it. It controls how often Alertmanager re-sends a group that is still firing, so:

    ```yaml
    - matchers: [alertname="CertificateExpiringSoon"]
      receiver: platform-slack
      group_interval: 24h
    ```
    """),
   ["repeat_interval: 24h"], ["group_interval: 24h", r"re:Raise `group_interval`"]),
  ("What does group_wait do?",
   "`group_wait` is how long Alertmanager buffers the first alerts of a new group before sending the initial "
   "notification, so alerts that fire together arrive in one message. The default is 30s."),
  fix=[("Raise `group_interval`", "Raise `repeat_interval`"), ("group_interval: 24h", "repeat_interval: 24h")])

# 021
S("github-actions", "literal", "code_block", "already_correct",
  ("Let the deploy workflow assume the AWS role via OIDC.",
   t(r"""
    ```yaml
    permissions:
      contents: read
      id-token: read

    jobs:
      deploy:
        runs-on: deploy-runners
        steps:
          - uses: aws-actions/configure-aws-credentials@v4
            with:
              role-to-assume: arn:aws:iam::481516234200:role/gha-deploy
              aws-region: eu-central-1
    ```
    """),
   "id-token: write. read isn't a valid value for that permission, the runner can't request the OIDC token.",
   "id-token: read", "id-token: write"),
  ("Same for the GCP workflow using workload identity federation.",
   t(r"""
    ```yaml
    permissions:
      contents: read
      id-token: read

    jobs:
      publish:
        runs-on: ubuntu-24.04
        steps:
          - uses: actions/checkout@v4
          - uses: google-github-actions/auth@v2
            with:
              workload_identity_provider: projects/71234/locations/global/workloadIdentityPools/github/providers/main
              service_account: artifact-pusher@acme-ci.iam.gserviceaccount.com
    ```
    """),
   ["id-token: write"], ["id-token: read"]),
  ("Terraform plan workflow on PRs that assumes the read-only role and comments the plan.",
   t(r"""
    ```yaml
    permissions:
      contents: read
      id-token: write
      pull-requests: write

    jobs:
      plan:
        runs-on: ubuntu-24.04
        steps:
          - uses: actions/checkout@v4
          - uses: aws-actions/configure-aws-credentials@v4
            with:
              role-to-assume: arn:aws:iam::481516234200:role/gha-plan-readonly
              aws-region: eu-central-1
          - run: terraform init -input=false && terraform plan -no-color -out=tfplan
    ```
    """)),
  fix=[("id-token: read", "id-token: write")],
  cflags=["id-token: writewrite"], cneeds=["id-token: write"])

# 022
S("promql", "paraphrase", "other_identifier", "same_topic",
  ("Alert if more than 5 backup jobs fail within 10 minutes.",
   t(r"""
    ```yaml
    - alert: BackupJobsFailing
      expr: rate(backup_job_failures_total[10m]) > 5
      labels:
        severity: ticket
    ```
    """),
   "rate() is per second, so that fires at 5 failures per second. For 'more than 5 in 10 minutes' use "
   "increase(backup_job_failures_total[10m]) > 5.",
   "rate(backup_job_failures_total[10m]) > 5", "increase(backup_job_failures_total[10m]) > 5"),
  ("Page when there are more than 20 declined payments in 15 minutes.",
   t(r"""
    ```yaml
    - alert: PaymentDeclinesSpike
      expr: sum(rate(payment_declines_total[15m])) > 20
      for: 0m
      labels:
        severity: page
    ```
    """),
   ["sum(increase(payment_declines_total[15m])) > 20"], ["rate(payment_declines_total[15m])"]),
  ("What's the difference between increase() and rate() over the same window?",
   "`increase(x[10m])` is `rate(x[10m]) * 600`: the same extrapolated calculation, expressed as a total over the "
   "window instead of per second. Use increase() for 'how many in the last N minutes' and rate() for 'per second'."),
  fix=[("sum(rate(payment_declines_total[15m]))", "sum(increase(payment_declines_total[15m]))")])

# 023
S("release", "literal", "reordered_args", "lookalike",
  ("payments-api is crashlooping after the 2.14.0 rollout. Roll it back.",
   t(r"""
    Roll back to the previous ReplicaSet:

    ```bash
    kubectl rollout undo deployment/payments-api -n payments
    kubectl rollout status deployment/payments-api -n payments
    ```
    """),
   "We roll back through Helm: helm rollback payments-api -n payments. kubectl rollout undo leaves the Helm release "
   "thinking 2.14.0 is live and the next upgrade brings it straight back.",
   "kubectl rollout undo deployment/payments-api -n payments", "helm rollback payments-api -n payments"),
  ("search-indexer OOMs since this morning's release, get us back to the previous version.",
   t(r"""
    ```bash
    kubectl -n search rollout undo deployment/search-indexer
    kubectl -n search rollout status deployment/search-indexer --timeout=5m
    ```

    Then check the memory graph on the Search dashboard to confirm it settles.
    """),
   ["helm rollback search-indexer"], ["rollout undo"]),
  ("How do I watch the search-indexer pods come back after the rollback?",
   t(r"""
    ```bash
    kubectl -n search rollout status deployment/search-indexer --timeout=5m
    kubectl -n search get pods -l app.kubernetes.io/name=search-indexer -w
    ```

    `rollout status` exits non-zero if the deployment isn't ready within the timeout.
    """)),
  fix=[("kubectl -n search rollout undo deployment/search-indexer", "helm rollback search-indexer -n search")],
  cflags=["helm rollout", "helm rollback", "helm status deployment"],
  cneeds=["kubectl -n search rollout status deployment/search-indexer"],
  literal="rollout undo deployment/")

# 024
S("github-actions", "literal", "code_block", "lookalike",
  ("Make sure two deploys to prod never run at the same time.",
   t(r"""
    ```yaml
    concurrency:
      group: deploy-prod
      cancel-in-progress: true
    ```

    A new run cancels the one in progress, so the latest commit always wins.
    """),
   "Never cancel-in-progress on deploy workflows, killing a deploy halfway through a migration is worse than "
   "waiting. It's cancel-in-progress: false there, so the new run queues.",
   "cancel-in-progress: true", "cancel-in-progress: false"),
  ("Add a concurrency guard to the staging deploy workflow.",
   t(r"""
    ```yaml
    name: deploy-staging
    on:
      push:
        branches: [main]
    concurrency:
      group: deploy-staging
      cancel-in-progress: true
    ```
    """),
   ["cancel-in-progress: false"], ["cancel-in-progress: true"]),
  ("PR test runs pile up when people push several commits quickly. Can we stop the old ones?",
   t(r"""
    ```yaml
    concurrency:
      group: tests-${{ github.workflow }}-${{ github.event.pull_request.number }}
      cancel-in-progress: true
    ```

    Only the latest push to a PR gets tested; superseded runs are cancelled.
    """)),
  fix=[("cancel-in-progress: true", "cancel-in-progress: false")],
  cflags=["cancel-in-progress: false"], cneeds=["cancel-in-progress: true"])

# 025
S("prometheus", "paraphrase", "renamed_identifier", "same_topic",
  ("Recording rule for the per-job request rate.",
   t(r"""
    ```yaml
    groups:
      - name: http
        rules:
          - record: job_http_requests_rate5m
            expr: sum by (job) (rate(http_requests_total[5m]))
    ```
    """),
   "Recording rules follow level:metric:operations in our repo, the rule-lint CI job fails otherwise. So "
   "job:http_requests:rate5m.",
   "record: job_http_requests_rate5m", "record: job:http_requests:rate5m"),
  ("Add one for non-idle CPU per instance.",
   t(r"""
    ```yaml
          - record: instance_node_cpu_seconds_rate5m
            expr: sum by (instance) (rate(node_cpu_seconds_total{mode!="idle"}[5m]))
    ```
    """),
   [r"re:record: instance:node_cpu(_seconds)?:rate5m"], ["record: instance_node_cpu"]),
  ("How often are recording rules evaluated?",
   "Every `evaluation_interval` from the global config (1m by default; we set 30s), unless the group sets its own "
   "`interval:`. Rules in a group run in order, so a rule can use the output of one defined above it in the same group."),
  fix=[("instance_node_cpu_seconds_rate5m", "instance:node_cpu_seconds:rate5m")])

# 026
S("loki", "semantic", "prose_claim", "same_topic",
  ("Is it fine to search all prod logs for a request ID in Loki?",
   'Yes, Loki indexes the full log line, so `{env="prod"} |= "req-8f3a2c"` is a cheap index lookup even over a week.',
   "Loki only indexes labels, not the log content. A |= filter scans every chunk in the selected streams and time "
   "range, so a week of all prod is a huge query. Narrow the stream selector and the range.",
   "Loki indexes the full log line", "Loki only indexes labels; line filters scan the chunks"),
  ("Support wants to find every log line for order 77120931 in the last 7 days. What should they run?",
   t(r"""
    Since Loki indexes the full log line, a broad query is fine here:

    ```logql
    {env="prod"} |= "77120931"
    ```

    Set the range to the last 7 days; the lookup is fast regardless of how many streams match.
    """),
   [r"re:(?i)only index(es)? (the )?labels|indexes only labels|labels only|(doesn't|does not) index (the )?(log )?(content|lines?)"],
   [r"re:(?i)indexes the full log line", r"re:(?i)fast regardless"]),
  ("Should we add customer_id as a Loki label so we can filter by it?",
   "Better not. Every distinct label value creates a new stream, and customer IDs would blow up the stream count and "
   "the index. Keep labels to low-cardinality things like app, namespace and env, and filter on customer IDs with "
   '`| json | customer_id="..."` at query time.'),
  fix=[("Since Loki indexes the full log line, a broad query is fine here:",
        "Loki only indexes labels, so narrow the stream selector first:"),
       ('{env="prod"} |= "77120931"', '{env="prod", app="orders"} |= "77120931"'),
       ("the lookup is fast regardless of how many streams match.",
        "the line filter has to scan every chunk in those streams, so keep the selector tight.")])

# 027
S("promql", "paraphrase", "other_identifier", "lookalike",
  ("Select all the api pods, including api-canary, in PromQL.",
   t(r"""
    ```promql
    up{job=~"api"}
    ```

    `=~` is a regex match, so this catches api, api-canary and api-internal.
    """),
   'I think you meant api.* there? Prometheus anchors regex matchers, so =~"api" is just api.',
   'job=~"api"', 'job=~"api.*"'),
  ("Memory usage for every checkout pod (they're named checkout-<hash>).",
   t(r"""
    ```promql
    sum by (pod) (container_memory_working_set_bytes{namespace="shop", pod=~"checkout", container!=""})
    ```

    The regex match picks up all the checkout-<hash> replicas.
    """),
   [r're:pod=~"checkout(-)?\.[*+]"'], ['pod=~"checkout"']),
  ("Targets down for either the api or the worker job?",
   t(r"""
    ```promql
    up{job=~"api|worker"} == 0
    ```
    """)),
  fix=[('pod=~"checkout"', 'pod=~"checkout-.*"')],
  cflags=[r"re:api\.\*|worker\.\*"], cneeds=['job=~"api|worker"'])

# 028
S("opentelemetry", "paraphrase", "other_identifier", "lookalike",
  ("Mark spans as errors in our Flask middleware when the response is bad.",
   t(r"""
    ```python
    @app.after_request
    def mark_span(response):
        span = trace.get_current_span()
        if response.status_code >= 400:
            span.set_status(Status(StatusCode.ERROR))
        return response
    ```
    """),
   "For server spans the semconv says 4xx stays Unset, only 5xx is an error. Otherwise every bad request from a "
   "client burns our own error budget.",
   "if response.status_code >= 400:", "if response.status_code >= 500:"),
  ("Same thing for the Go HTTP server middleware in the ledger service.",
   t(r"""
    ```go
    func spanStatus(next http.Handler) http.Handler {
    	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
    		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
    		next.ServeHTTP(rec, r)
    		if rec.status >= 400 {
    			trace.SpanFromContext(r.Context()).SetStatus(codes.Error, http.StatusText(rec.status))
    		}
    	})
    }
    ```
    """),
   ["rec.status >= 500"], ["rec.status >= 400"]),
  ("And in the Go client that calls the card processor?",
   t(r"""
    ```go
    resp, err := client.Do(req)
    if err != nil {
    	span.RecordError(err)
    	span.SetStatus(codes.Error, err.Error())
    	return nil, err
    }
    if resp.StatusCode >= 400 {
    	span.SetStatus(codes.Error, resp.Status)
    }
    ```

    On a client span a 4xx from the processor counts as a failed call.
    """)),
  fix=[("rec.status >= 400", "rec.status >= 500")],
  cflags=["resp.StatusCode >= 500"], cneeds=["resp.StatusCode >= 400"])

# 029
S("slo", "paraphrase", "other_identifier", "unrelated",
  ("Fast-burn alert for the 99.9% availability SLO, 1h window.",
   t(r"""
    ```promql
    (
      sum(rate(http_requests_total{job="api", code=~"5.."}[1h]))
        / sum(rate(http_requests_total{job="api"}[1h]))
    ) > (14.4 * 0.999)
    ```
    """),
   "the threshold is 14.4 times the error budget, so 14.4 * (1 - 0.999), not times the SLO. As written it can never fire.",
   "(14.4 * 0.999)", "(14.4 * (1 - 0.999))"),
  ("Now the slow-burn one, 6x over 6h.",
   t(r"""
    ```promql
    (
      sum(rate(http_requests_total{job="api", code=~"5.."}[6h]))
        / sum(rate(http_requests_total{job="api"}[6h]))
    ) > (6 * 0.999)
    ```
    """),
   [r"re:6 \* \(1 - 0\.999\)|6 \* 0\.001"], ["(6 * 0.999)"]),
  ("How do I turn a Unix timestamp from the logs into a readable date in the shell?",
   t(r"""
    ```bash
    date -u -d @1718035200 '+%Y-%m-%d %H:%M:%S'
    ```

    On macOS it's `date -u -r 1718035200`.
    """)),
  fix=[("(6 * 0.999)", "(6 * (1 - 0.999))")])

# 030
S("prometheus", "paraphrase", "equivalent_construct", "lookalike",
  ("Scrape config for orders-service (Spring Boot, port 8080).",
   t(r"""
    ```yaml
    - job_name: orders-service
      metrics_path: /metrics
      static_configs:
        - targets: ['orders-service.shop.svc:8080']
    ```
    """),
   "It's Spring Boot, Micrometer serves the metrics on /actuator/prometheus. /metrics is a 404 there.",
   "metrics_path: /metrics", "metrics_path: /actuator/prometheus"),
  ("inventory-service is Spring Boot too and runs under the operator. ServiceMonitor please.",
   t(r"""
    ```yaml
    apiVersion: monitoring.coreos.com/v1
    kind: ServiceMonitor
    metadata:
      name: inventory-service
      namespace: shop
    spec:
      selector:
        matchLabels:
          app.kubernetes.io/name: inventory-service
      endpoints:
        - port: http
          path: /metrics
          interval: 30s
    ```
    """),
   ["path: /actuator/prometheus"], ["path: /metrics"]),
  ("ServiceMonitor for the Go shipping-rates service, it uses promhttp on the default path.",
   t(r"""
    ```yaml
    apiVersion: monitoring.coreos.com/v1
    kind: ServiceMonitor
    metadata:
      name: shipping-rates
      namespace: shop
    spec:
      selector:
        matchLabels:
          app.kubernetes.io/name: shipping-rates
      endpoints:
        - port: http
          path: /metrics
          interval: 30s
    ```
    """)),
  fix=[("path: /metrics", "path: /actuator/prometheus")],
  cflags=["actuator"], cneeds=["path: /metrics"])

# 031
S("grafana", "literal", "code_block", "lookalike",
  ("Set the Grafana admin password from an env var in the container.",
   t(r"""
    ```yaml
    grafana:
      image: grafana/grafana:11.1.0
      environment:
        GRAFANA_ADMIN_PASSWORD: ${ADMIN_PW}
      ports:
        - "3000:3000"
    ```
    """),
   "Grafana only reads GF_-prefixed variables, GF_<SECTION>_<KEY>. It's GF_SECURITY_ADMIN_PASSWORD; that one is "
   "silently ignored and you keep admin/admin.",
   "GRAFANA_ADMIN_PASSWORD: ${ADMIN_PW}", "GF_SECURITY_ADMIN_PASSWORD: ${ADMIN_PW}"),
  ("Quick docker run for a throwaway Grafana with the password from Vault.",
   t(r"""
    ```bash
    docker run -d --name grafana-tmp -p 3000:3000 \
      -e GRAFANA_ADMIN_PASSWORD="$(vault kv get -field=password secret/ops/grafana)" \
      grafana/grafana:11.1.0
    ```
    """),
   ["-e GF_SECURITY_ADMIN_PASSWORD="], ["-e GRAFANA_ADMIN_PASSWORD="]),
  ("Our compose file reads the password from .env. Wire it through.",
   t(r"""
    ```yaml
    grafana:
      image: grafana/grafana:11.1.0
      environment:
        GF_SECURITY_ADMIN_PASSWORD: ${GRAFANA_ADMIN_PASSWORD}
    ```

    Compose resolves `${GRAFANA_ADMIN_PASSWORD}` from `.env` when it starts the stack.
    """)),
  fix=[("-e GRAFANA_ADMIN_PASSWORD=", "-e GF_SECURITY_ADMIN_PASSWORD=")],
  cflags=["${GF_SECURITY_ADMIN_PASSWORD}", "GF_SECURITY_GF_"],
  cneeds=["GF_SECURITY_ADMIN_PASSWORD: ${GRAFANA_ADMIN_PASSWORD}"],
  literal="GRAFANA_ADMIN_PASSWORD")

# 032
S("release", "paraphrase", "reworded", "lookalike",
  ("Tag the 1.8.0 release.",
   t(r"""
    ```bash
    git tag -a 1.8.0 -m "Release 1.8.0"
    git push origin 1.8.0
    ```

    The release workflow picks up the new tag and builds the artifacts.
    """),
   "Our release workflow only triggers on v* tags, so it's v1.8.0.",
   "git tag -a 1.8.0", "git tag -a v1.8.0"),
  ("Cut the first release candidate for 2.0.",
   t(r"""
    Tag it and push the tag:

    ```bash
    git tag -a 2.0.0-rc.1 -m "Release candidate 2.0.0-rc.1"
    git push origin 2.0.0-rc.1
    ```

    Once the rc is tagged, the release workflow publishes a pre-release on GitHub.
    """),
   ["git tag -a v2.0.0-rc.1", "git push origin v2.0.0-rc.1"], ["git tag -a 2.0.0", "git push origin 2.0.0"]),
  ("Package the Helm chart for 1.8.0.",
   t(r"""
    ```bash
    helm package charts/payments --version 1.8.0 --app-version v1.8.0
    helm push payments-1.8.0.tgz oci://registry.internal/charts
    ```
    """)),
  fix=[("git tag -a 2.0.0-rc.1", "git tag -a v2.0.0-rc.1"), ("git push origin 2.0.0-rc.1", "git push origin v2.0.0-rc.1")],
  cflags=["--version v1.8.0", "payments-v1.8.0"], cneeds=["--version 1.8.0", "payments-1.8.0.tgz"])

# 033
S("alertmanager", "literal", "reordered_args", "lookalike",
  ("Silence DiskFull on db-3 for two hours while we expand the volume.",
   t(r"""
    ```bash
    amtool silence add alertname=DiskFull instance=db-3:9100 --expires=2h --comment="expanding data volume, CHG-5103"
    ```
    """),
   "hm, I don't think amtool has --expires. --duration=2h?",
   "--expires=2h", "--duration=2h"),
  ("Mute the HighLatency alert for checkout for the next 2 hours, the load test is running.",
   t(r"""
    ```bash
    amtool silence add --expires=2h --author="$USER" --comment="load test LT-88" alertname=HighLatency service=checkout
    ```
    """),
   ["--duration=2h"], ["--expires"]),
  ("How do I see which silences ran out overnight?",
   t(r"""
    ```bash
    amtool silence query --expired --within=12h
    ```

    `--expired` lists silences that have already ended instead of the active ones.
    """)),
  fix=[("--expires=2h", "--duration=2h")],
  cflags=["--duration"], cneeds=["--expired"])

# 034
S("prometheus", "literal", "reworded", "same_topic",
  ("Scrape config for the Pushgateway our batch jobs push to.",
   t(r"""
    ```yaml
    - job_name: pushgateway
      honor_labels: false
      static_configs:
        - targets: ['pushgateway.monitoring.svc:9091']
    ```
    """),
   "For the pushgateway you want honor_labels: true, otherwise the job and instance labels the batch jobs pushed get "
   "renamed to exported_job / exported_instance.",
   "honor_labels: false", "honor_labels: true"),
  ("The batch cluster has its own Pushgateway at pushgateway.batch.svc. Add a scrape job for it.",
   t(r"""
    Add this next to the existing one:

    ```yaml
    - job_name: pushgateway-batch
      honor_labels: false
      scrape_interval: 30s
      static_configs:
        - targets: ['pushgateway.batch.svc:9091']
    ```

    Reload Prometheus afterwards and check the target shows up as UP.
    """),
   ["honor_labels: true"], ["honor_labels: false"]),
  ("How do the batch jobs push to the Pushgateway?",
   t(r"""
    ```bash
    cat <<EOF | curl --data-binary @- http://pushgateway.monitoring.svc:9091/metrics/job/nightly_export/instance/worker-2
    # TYPE nightly_export_last_success_timestamp_seconds gauge
    nightly_export_last_success_timestamp_seconds $(date +%s)
    EOF
    ```

    Push only on success, so the timestamp alert catches a job that stopped running.
    """)),
  fix=[("honor_labels: false", "honor_labels: true")])

# 035
S("github-actions", "semantic", "prose_claim", "lookalike",
  ("The bump-version workflow pushes a tag, will that kick off release.yml?",
   "Yes. The tag push from `git push origin v$VERSION` in bump-version uses the default GITHUB_TOKEN, and release.yml "
   "is `on: push: tags: ['v*']`, so it starts automatically.",
   "It won't. Events created with GITHUB_TOKEN don't start new workflow runs (only workflow_dispatch and "
   "repository_dispatch are exempt). We push release tags with the release-bot app token for that reason.",
   "so it starts automatically",
   "but events created with GITHUB_TOKEN don't trigger new workflow runs; push the tag with the release-bot app token"),
  ("Can the nightly workflow tag a nightly build and have publish-nightly.yml pick it up?",
   "Yes. Give the nightly job `permissions: contents: write`, push the tag with the built-in GITHUB_TOKEN, and "
   "publish-nightly.yml (triggered on `push: tags: ['nightly-*']`) will run on its own as soon as the tag lands.",
   [r"re:(?i)release-bot|app token|(doesn't|does not|won't|will not) (start|trigger)"],
   [r"re:(?i)GITHUB_TOKEN, and publish-nightly\.yml .* will run on its own"]),
  ("Can the cleanup workflow start the deploy workflow with gh?",
   "Yes. `gh workflow run deploy.yml -f env=staging` with `GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}` works, because "
   "workflow_dispatch is one of the events GITHUB_TOKEN is allowed to trigger. The job needs "
   "`permissions: actions: write`."),
  fix=[("push the tag with the built-in GITHUB_TOKEN, and publish-nightly.yml (triggered on `push: tags: ['nightly-*']`) "
        "will run on its own as soon as the tag lands.",
        "but push the tag with the release-bot app token: a tag pushed with GITHUB_TOKEN won't trigger "
        "publish-nightly.yml.")],
  cflags=[r"re:(?i)(won't|will not|doesn't|does not) (start|trigger|work)", "release-bot"],
  cneeds=["workflow_dispatch", "gh workflow run deploy.yml"])

# 036
S("opentelemetry", "literal", "code_block", "same_topic",
  ("Collector traces pipeline with batching and a memory limit.",
   t(r"""
    ```yaml
    service:
      pipelines:
        traces:
          receivers: [otlp]
          processors: [batch, memory_limiter]
          exporters: [otlphttp/tempo]
    ```
    """),
   "memory_limiter needs to be the first processor in the pipeline, batch after it. Otherwise it can't push back "
   "before data piles up in the batcher.",
   "processors: [batch, memory_limiter]", "processors: [memory_limiter, batch]"),
  ("Add a logs pipeline to the same collector that ships to Loki.",
   t(r"""
    ```yaml
        logs:
          receivers: [otlp, filelog]
          processors: [batch, memory_limiter]
          exporters: [otlphttp/loki]
    ```
    """),
   ["processors: [memory_limiter, batch]"], ["[batch, memory_limiter]"]),
  ("Make the Tempo exporter ride out a short Tempo outage.",
   t(r"""
    ```yaml
    exporters:
      otlphttp/tempo:
        endpoint: http://tempo-distributor.tracing.svc:4318
        retry_on_failure:
          enabled: true
          max_elapsed_time: 300s
        sending_queue:
          enabled: true
          queue_size: 5000
    ```

    Data is retried for up to 5 minutes; beyond that, or once the queue is full, it's dropped.
    """)),
  fix=[("[batch, memory_limiter]", "[memory_limiter, batch]")])

# 037
S("prometheus", "literal", "reworded", "already_correct",
  ("Memory used % per node.",
   t(r"""
    ```promql
    (1 - node_memory_MemAvailable / node_memory_MemTotal) * 100
    ```
    """),
   "Those return nothing for us, they're the pre-0.16 names. We're on node_exporter 1.8: "
   "node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes.",
   "node_memory_MemAvailable / node_memory_MemTotal",
   "node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes"),
  ("Alert when a node has less than 10% memory available for 15 minutes.",
   t(r"""
    Something like this, as a ticket rather than a page:

    ```yaml
    - alert: NodeMemoryLow
      expr: node_memory_MemAvailable / node_memory_MemTotal < 0.10
      for: 15m
      labels:
        severity: ticket
    ```
    """),
   ["node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes"],
   [r"re:node_memory_MemAvailable(?!_bytes)", r"re:node_memory_MemTotal(?!_bytes)"]),
  ("Available memory on db-1 over time.",
   t(r"""
    ```promql
    node_memory_MemAvailable_bytes{instance="db-1:9100"}
    ```

    Set the unit to bytes(IEC) so it shows GiB.
    """)),
  fix=[("node_memory_MemAvailable / node_memory_MemTotal", "node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes")],
  cflags=["_bytes_bytes"], cneeds=["node_memory_MemAvailable_bytes"])

# 038
S("argocd", "paraphrase", "reworded", "already_correct",
  ("Sync the checkout app in prod.",
   t(r"""
    ```bash
    argocd app sync prod-checkout --prune
    argocd app wait prod-checkout --health --timeout 300
    ```
    """),
   "App names are <service>-<env> here: checkout-prod.",
   "prod-checkout", "checkout-prod"),
  ("Check what's out of sync for search in staging before I merge.",
   t(r"""
    Diff the live state against git:

    ```bash
    argocd app diff staging-search
    argocd app get staging-search --refresh
    ```

    `diff` exits with 1 when there are differences, so you can use it in a script.
    """),
   ["argocd app diff search-staging", "argocd app get search-staging"], ["staging-search"]),
  ("Show me the sync history for payments in staging.",
   t(r"""
    ```bash
    argocd app history payments-staging
    ```

    Each row shows the revision that was synced and when.
    """)),
  fix=[("staging-search", "search-staging")],
  cflags=["staging-payments"], cneeds=["payments-staging"])

# 039
S("prometheus", "literal", "reworded", "lookalike",
  ("Grafana datasource URL for our Thanos Query?",
   "Use `http://thanos-query.monitoring.svc:9090` as the Prometheus-type datasource URL; Thanos Query speaks the "
   "Prometheus HTTP API.",
   "10902.",
   "thanos-query.monitoring.svc:9090", "thanos-query.monitoring.svc:10902"),
  ("Quick curl to check Thanos sees all the store replicas?",
   t(r"""
    Ask the query component for its stores:

    ```bash
    curl -s http://thanos-query.monitoring.svc:9090/api/v1/stores | jq '.data | map_values(length)'
    ```

    You should see one entry per sidecar and store gateway.
    """),
   ["thanos-query.monitoring.svc:10902"], ["thanos-query.monitoring.svc:9090"]),
  ("And to query one Prometheus replica directly, bypassing Thanos?",
   t(r"""
    ```bash
    curl -s 'http://prometheus-k8s-0.prometheus-operated.monitoring.svc:9090/api/v1/query' \
      --data-urlencode 'query=up{job="node"}'
    ```
    """)),
  fix=[("thanos-query.monitoring.svc:9090", "thanos-query.monitoring.svc:10902")],
  cflags=[":10902"], cneeds=["prometheus-operated.monitoring.svc:9090"])

# 040
S("jenkins", "paraphrase", "renamed_identifier", "lookalike",
  ("Skip the deploy stage when DRY_RUN is ticked.",
   t(r"""
    ```groovy
    parameters {
        booleanParam(name: 'DRY_RUN', defaultValue: true, description: 'Plan only')
    }
    // ...
    stage('Deploy') {
        when { expression { params.DRY_RUN == 'false' } }
        steps { sh './deploy.sh' }
    }
    ```
    """),
   "booleanParam gives you a real Boolean, so comparing it to the string 'false' is never true and the deploy never "
   "runs. Use !params.DRY_RUN.",
   "params.DRY_RUN == 'false'", "!params.DRY_RUN"),
  ("Only run the e2e stage when RUN_E2E is checked.",
   t(r"""
    ```groovy
    parameters {
        booleanParam(name: 'RUN_E2E', defaultValue: false, description: 'Run the e2e suite')
    }
    // ...
    stage('E2E') {
        when { expression { params.RUN_E2E == 'true' } }
        steps { sh 'make e2e' }
    }
    ```
    """),
   [r"re:expression \{ params\.RUN_E2E( == true)? \}"], ["params.RUN_E2E == 'true'"]),
  ("The canary flag comes in as an environment variable from the upstream job. Gate the canary stage on it.",
   t(r"""
    ```groovy
    stage('Canary') {
        when { expression { env.CANARY == 'true' } }
        steps { sh './deploy.sh --canary' }
    }
    ```

    Environment variables are always strings in Jenkins.
    """)),
  fix=[("params.RUN_E2E == 'true'", "params.RUN_E2E")],
  cflags=[r"re:expression \{ !?env\.CANARY \}"], cneeds=["env.CANARY == 'true'"])

# 041
S("release", "paraphrase", "equivalent_construct", "same_topic",
  ("Start a hotfix for 2.3.1; 2.3.0 is what's in prod.",
   t(r"""
    ```bash
    git fetch --tags
    git checkout -b hotfix/2.3.1 main
    ```

    Cherry-pick the fix onto it and tag v2.3.1 when it's green.
    """),
   "Hotfixes branch off the release tag, v2.3.0. main already has the 2.4 work in it.",
   "git checkout -b hotfix/2.3.1 main", "git checkout -b hotfix/2.3.1 v2.3.0"),
  ("Need a hotfix on the billing service; prod runs v1.9.3.",
   t(r"""
    ```bash
    git fetch --tags
    git switch -c hotfix/1.9.4 main
    git cherry-pick 5e1c0d7
    git push -u origin hotfix/1.9.4
    ```
    """),
   ["hotfix/1.9.4 v1.9.3"], ["hotfix/1.9.4 main"]),
  ("After the hotfix is released, how do we get the fix back into main?",
   "Open a normal PR from the hotfix branch into main (or cherry-pick the fix commit onto a branch from main), so the "
   "next minor release doesn't regress: `gh pr create --base main --head hotfix/2.3.1 --title \"Back-merge hotfix 2.3.1\"`."),
  fix=[("hotfix/1.9.4 main", "hotfix/1.9.4 v1.9.3")])

# 042
S("alertmanager", "semantic", "reworded", "lookalike",
  ("Will the #payments-alerts Slack receiver post when the alert clears?",
   "Yes, Slack receivers send resolved notifications by default, so you'll get a green message when it clears.",
   "send_resolved defaults to false for slack_configs. Set it explicitly.",
   "Slack receivers send resolved notifications by default",
   "slack_configs default to send_resolved: false; set send_resolved: true"),
  ("Review this receiver for the search team, anything missing?\n\n```yaml\n- name: search-slack\n  slack_configs:\n"
   "    - channel: '#search-alerts'\n      title: '{{ .CommonLabels.alertname }}'\n```",
   "Looks complete. You don't need `send_resolved` here, the Slack integration already posts a resolved message by "
   "default. If you want the runbook link in the message, add a `text:` with `{{ .CommonAnnotations.runbook_url }}`.",
   ["send_resolved: true"], [r"re:(?i)already posts a resolved message by default"]),
  ("Does the webhook receiver for the incident bot get resolved notifications?",
   "Yes. `webhook_configs` default to `send_resolved: true`, so the incident bot gets a second POST with "
   "`\"status\": \"resolved\"` when the alert clears."),
  fix=[("Looks complete. You don't need `send_resolved` here, the Slack integration already posts a resolved message "
        "by default.",
        "Add `send_resolved: true`: Slack configs don't send resolved notifications unless you ask for them.")],
  cflags=[r"re:(?i)webhook_configs`? defaults? to `?send_resolved: false"],
  cneeds=["webhook_configs", "send_resolved: true"])

# 043
S("prometheus", "paraphrase", "reworded", "lookalike",
  ("CI step to validate our alert rule files.",
   t(r"""
    ```yaml
    validate-alerts:
      runs-on: ubuntu-24.04
      steps:
        - uses: actions/checkout@v4
        - run: promtool check config alerts/*.rules.yml
    ```
    """),
   "shouldn't that be promtool check rules? check config is for prometheus.yml.",
   "promtool check config alerts/*.rules.yml", "promtool check rules alerts/*.rules.yml"),
  ("GitLab job that lints the SLO rules before merge.",
   t(r"""
    Run promtool from the Prometheus image:

    ```yaml
    lint-slo-rules:
      stage: test
      image:
        name: prom/prometheus:v2.53.0
        entrypoint: [""]
      script:
        - promtool check config monitoring/rules/slo.yml
    ```
    """),
   ["promtool check rules monitoring/rules/slo.yml"], ["promtool check config monitoring/rules"]),
  ("And a check for the main Prometheus config?",
   t(r"""
    ```yaml
        - promtool check config --syntax-only monitoring/prometheus.yml
    ```

    `--syntax-only` skips checking that referenced files exist, which helps in CI where the secrets aren't mounted.
    """)),
  fix=[("promtool check config monitoring/rules/slo.yml", "promtool check rules monitoring/rules/slo.yml")],
  cflags=["promtool check rules monitoring/prometheus.yml"],
  cneeds=["promtool check config --syntax-only monitoring/prometheus.yml"])

# 044
S("opentelemetry", "literal", "code_block", "lookalike",
  ("Set the service name and environment for checkout through env vars.",
   t(r"""
    ```bash
    export OTEL_RESOURCE_ATTRIBUTES=service_name=checkout,deployment.environment=prod
    ```
    """),
   "The attribute is service.name with a dot. service_name is what it turns into as a Loki/Prometheus label, not what "
   "the SDK reads.",
   "service_name=checkout", "service.name=checkout"),
  ("docker-compose for running checkout locally with tracing to the dev collector.",
   t(r"""
    ```yaml
    checkout:
      build: .
      environment:
        OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector:4318
        OTEL_RESOURCE_ATTRIBUTES: "service_name=checkout,deployment.environment=dev"
    ```
    """),
   ["service.name=checkout"], ["service_name=checkout"]),
  ("Loki query for checkout's timeouts, it ships logs through the collector.",
   t(r"""
    ```logql
    {service_name="checkout"} |= "context deadline exceeded"
    ```
    """)),
  fix=[("service_name=checkout", "service.name=checkout")],
  cflags=['{service.name="checkout"}'], cneeds=['{service_name="checkout"}'])

# 045
S("github-actions", "literal", "code_block", "lookalike",
  ("Deploy job that runs helm upgrade against the prod cluster.",
   t(r"""
    ```yaml
    deploy-prod:
      runs-on: ubuntu-latest
      environment: production
      steps:
        - uses: actions/checkout@v4
        - run: helm upgrade --install payments charts/payments -n payments -f values/prod.yaml
    ```
    """),
   "Looks good, but deploys have to run on deploy-runners; the hosted ubuntu-latest machines can't reach the private "
   "cluster API.",
   "runs-on: ubuntu-latest", "runs-on: deploy-runners"),
  ("Add a job that runs the prod migrations as a Kubernetes Job before the deploy.",
   t(r"""
    ```yaml
    migrate-prod:
      runs-on: ubuntu-latest
      environment: production
      steps:
        - uses: actions/checkout@v4
        - run: |
            kubectl -n payments apply -f k8s/migrate-job.yaml
            kubectl -n payments wait --for=condition=complete job/payments-migrate --timeout=10m
    ```
    """),
   ["runs-on: deploy-runners"], ["runs-on: ubuntu-latest"]),
  ("And a job that builds the docs on PRs?",
   t(r"""
    ```yaml
    docs:
      runs-on: ubuntu-latest
      steps:
        - uses: actions/checkout@v4
        - run: pip install mkdocs-material==9.5.27 && mkdocs build --strict
    ```
    """)),
  fix=[("runs-on: ubuntu-latest", "runs-on: deploy-runners")],
  cflags=["deploy-runners"], cneeds=["runs-on: ubuntu-latest"])

# 046
S("promql", "paraphrase", "other_identifier", "same_topic",
  ("How fast is memory growing on the cache nodes?",
   t(r"""
    ```promql
    rate(node_memory_Active_bytes{role="cache"}[30m])
    ```

    That's bytes per second of growth.
    """),
   "rate() only makes sense on counters; node_memory_Active_bytes is a gauge and rate() treats every drop as a "
   "counter reset. deriv() for gauges.",
   "rate(node_memory_Active_bytes", "deriv(node_memory_Active_bytes"),
  ("Is the ledger consumer lag growing or shrinking?",
   t(r"""
    ```promql
    rate(kafka_consumergroup_lag{consumergroup="ledger-writer"}[10m])
    ```

    Positive means lag is growing, negative means the consumer is catching up.
    """),
   ["deriv(kafka_consumergroup_lag"], ["rate(kafka_consumergroup_lag"]),
  ("Will the cache nodes run out of memory in the next 6 hours at this rate?",
   t(r"""
    ```promql
    predict_linear(node_memory_MemAvailable_bytes{role="cache"}[1h], 6 * 3600) < 0
    ```

    predict_linear fits a line through the last hour of samples and extrapolates 6 hours ahead.
    """)),
  fix=[("rate(kafka_consumergroup_lag", "deriv(kafka_consumergroup_lag")])

# 047
S("loki", "literal", "casing", "lookalike",
  ("Query Loki from the bastion with curl.",
   t(r"""
    ```bash
    curl -G -s -H "X-Scope-OrgID: fake" http://loki-gateway.logging.svc/loki/api/v1/query_range \
      --data-urlencode 'query={app="api"} |= "panic"' --data-urlencode 'since=1h'
    ```
    """),
   "We run Loki multi-tenant, the tenant is platform. fake only works when auth_enabled is false.",
   "X-Scope-OrgID: fake", "X-Scope-OrgID: platform"),
  ("Same thing but for the labels endpoint, I want to see which apps exist.",
   t(r"""
    ```bash
    curl -s -H 'x-scope-orgid: fake' http://loki-gateway.logging.svc/loki/api/v1/label/app/values | jq -r '.data[]'
    ```
    """),
   [r"re:(?i)x-scope-orgid: platform"], [r"re:(?i)x-scope-orgid: fake"]),
  ("Query my local Loki from the docker-compose dev stack.",
   t(r"""
    ```bash
    logcli --addr=http://localhost:3100 --org-id=fake query '{app="api"}' --since=15m
    ```

    The compose stack runs Loki with `auth_enabled: false`, where everything lands in the `fake` tenant.
    """)),
  fix=[("x-scope-orgid: fake", "x-scope-orgid: platform")],
  cflags=["--org-id=platform"], cneeds=["--org-id=fake", "auth_enabled: false"])

# 048
S("runbooks", "literal", "code_block", "lookalike",
  ("Runbook step for moving the orders Postgres leader off pg-1 before the kernel patching tonight.",
   t(r"""
    ```bash
    patronictl -c /etc/patroni/patroni.yml failover orders-pg --candidate orders-pg-2 --force
    ```

    Patroni promotes orders-pg-2 and demotes the old leader.
    """),
   "For planned maintenance it's switchover, failover is for when the leader is already gone. Switchover does a clean "
   "demote first.",
   "failover orders-pg --candidate orders-pg-2 --force", "switchover orders-pg --candidate orders-pg-2 --force"),
  ("Same for the inventory cluster next week, leader is inventory-pg-0.",
   t(r"""
    ```bash
    patronictl -c /etc/patroni/patroni.yml failover inventory-pg --candidate inventory-pg-1 --force
    patronictl -c /etc/patroni/patroni.yml list inventory-pg
    ```
    """),
   ["switchover inventory-pg"], ["failover inventory-pg"]),
  ("Runbook step for when the orders leader node is dead and Patroni hasn't promoted anything.",
   t(r"""
    ```bash
    patronictl -c /etc/patroni/patroni.yml list orders-pg
    patronictl -c /etc/patroni/patroni.yml failover orders-pg --candidate orders-pg-2
    ```

    Check the candidate's lag in the `list` output first; failing over to a lagging replica loses those transactions.
    """)),
  fix=[("failover inventory-pg", "switchover inventory-pg")],
  cflags=["switchover"], cneeds=["failover orders-pg --candidate orders-pg-2"],
  literal="patroni.yml failover")

# 049
S("grafana", "literal", "casing", "already_correct",
  ("Grafana panel on the Postgres datasource: orders per minute.",
   t(r"""
    ```sql
    SELECT
      $__timeGroup(created_at, '1m') AS ts,
      count(*) AS orders
    FROM orders
    WHERE $__timeFilter(created_at)
    GROUP BY 1
    ORDER BY 1
    ```
    """),
   "For a time series panel the time column has to be called time. With ts Grafana can't find a time field.",
   "AS ts", "AS time"),
  ("Failed payments per 5 minutes, same datasource.",
   t(r"""
    ```sql
    select
      $__timeGroup(failed_at, '5m') as ts,
      count(*) as failures
    from payment_attempts
    where status = 'failed' and $__timeFilter(failed_at)
    group by 1
    order by 1
    ```
    """),
   [r're:(?i)as "?time"?,'], [r"re:(?i)\bas ts\b"]),
  ("Signups per hour panel, same datasource.",
   t(r"""
    ```sql
    SELECT
      $__timeGroup(created_at, '1h') AS "time",
      count(*) AS signups
    FROM users
    WHERE $__timeFilter(created_at)
    GROUP BY 1
    ORDER BY 1
    ```
    """)),
  fix=[("as ts", 'as "time"')],
  cflags=['AS "time" AS', 'AS "time""'], cneeds=['AS "time"'])

# 050
S("prometheus", "literal", "casing", "same_topic",
  ("Expose Prometheus metrics from the Spring Boot billing service.",
   t(r"""
    Add `micrometer-registry-prometheus` and in application.properties:

    ```properties
    management.endpoints.web.exposure.include=health,info
    management.endpoint.health.probes.enabled=true
    ```

    Metrics are then at `/actuator/prometheus`.
    """),
   "Works, thanks. Though /actuator/prometheus is a 404: prometheus has to be in the exposure list too, "
   "health,info,prometheus.",
   "exposure.include=health,info", "exposure.include=health,info,prometheus"),
  ("We set Spring config for the ledger service from a ConfigMap env file. What goes in it?",
   t(r"""
    ```
    # ledger.env (mounted via envFrom)
    MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE=health,info
    MANAGEMENT_ENDPOINT_HEALTH_PROBES_ENABLED=true
    MANAGEMENT_SERVER_PORT=8081
    ```

    Spring's relaxed binding maps these onto the management.* properties.
    """),
   [r"re:INCLUDE=[a-z,]*prometheus"], [r"re:INCLUDE=health,info(?!,)"]),
  ("Put the actuator on a separate port so it isn't exposed through the ingress.",
   t(r"""
    ```properties
    management.server.port=8081
    ```

    The ingress only routes to 8080, so /actuator/* is reachable inside the cluster (Prometheus, probes) but not from outside. Point the probes and the ServiceMonitor at port 8081.
    """)),
  fix=[("INCLUDE=health,info", "INCLUDE=health,info,prometheus")],
  literal="include=health,info")

# 051
S("grafana", "literal", "casing", "lookalike",
  ("grafana.ini for running behind the ops.acme.internal reverse proxy at /grafana/.",
   t(r"""
    ```ini
    [server]
    domain = ops.acme.internal
    root_url = https://ops.acme.internal/
    serve_from_sub_path = true
    ```
    """),
   "root_url needs the subpath, https://ops.acme.internal/grafana/. Otherwise every redirect and asset link drops the "
   "/grafana prefix.",
   "root_url = https://ops.acme.internal/", "root_url = https://ops.acme.internal/grafana/"),
  ("Set the same thing through env vars on the container (plain docker run on the ops VM).",
   t(r"""
    ```bash
    docker run -d --name grafana -p 3000:3000 \
      -e GF_SERVER_DOMAIN=ops.acme.internal \
      -e GF_SERVER_ROOT_URL=https://ops.acme.internal/ \
      -e GF_SERVER_SERVE_FROM_SUB_PATH=true \
      grafana/grafana:11.1.0
    ```
    """),
   ["GF_SERVER_ROOT_URL=https://ops.acme.internal/grafana/"], [r"re:ROOT_URL=https://ops\.acme\.internal/(?!grafana)"]),
  ("Prometheus runs behind the same proxy at /prometheus/. What flag?",
   t(r"""
    ```bash
    prometheus --config.file=/etc/prometheus/prometheus.yml \
      --web.external-url=https://ops.acme.internal/prometheus/ \
      --web.route-prefix=/
    ```

    With route-prefix `/` the proxy strips /prometheus before forwarding.
    """)),
  fix=[("GF_SERVER_ROOT_URL=https://ops.acme.internal/ ", "GF_SERVER_ROOT_URL=https://ops.acme.internal/grafana/ ")],
  cflags=["ops.acme.internal/grafana"], cneeds=["--web.external-url=https://ops.acme.internal/prometheus/"])

# 052
S("promql", "semantic", "prose_claim", "lookalike",
  ("Our request counter resets when pods restart. Does that mess up the request-rate graph?",
   "Yes, a restart drops the counter to zero and rate() goes negative for that window, so wrap it: "
   "`clamp_min(rate(http_requests_total[5m]), 0)`.",
   "rate() and increase() already detect counter resets and compensate, they never go negative. The clamp_min is "
   "unnecessary.",
   "rate() goes negative for that window, so wrap it: `clamp_min(rate(http_requests_total[5m]), 0)`",
   "rate() already handles counter resets, so use `rate(http_requests_total[5m])` as is"),
  ("Write the error-ratio expression for the orders SLO dashboard. The pods get redeployed several times a day.",
   t(r"""
    Because every redeploy resets the counters, guard each rate against going negative:

    ```promql
    clamp_min(sum(rate(http_requests_total{job="orders", code=~"5.."}[5m])), 0)
      /
    clamp_min(sum(rate(http_requests_total{job="orders"}[5m])), 0)
    ```
    """),
   [r"re:(?i)handles? (the )?(counter )?resets|compensates? for (the )?(counter )?resets|resets are (handled|detected)"],
   ["clamp_min(", r"re:(?i)guard each rate against going negative"]),
  ("Queue depth trend for the email worker, I want to see if it's draining.",
   t(r"""
    ```promql
    deriv(email_queue_depth{queue="outbound"}[15m])
    ```

    Queue depth is a gauge, so deriv() is the right function; a negative value means the queue is draining.
    """)),
  fix=[("Because every redeploy resets the counters, guard each rate against going negative:",
        "rate() handles the counter resets from redeploys, so no extra guarding is needed:"),
       ('clamp_min(sum(rate(http_requests_total{job="orders", code=~"5.."}[5m])), 0)',
        'sum(rate(http_requests_total{job="orders", code=~"5.."}[5m]))'),
       ('clamp_min(sum(rate(http_requests_total{job="orders"}[5m])), 0)',
        'sum(rate(http_requests_total{job="orders"}[5m]))')],
  cflags=["rate(email_queue_depth", "clamp_min("], cneeds=["negative", "deriv(email_queue_depth"])

# 053
S("opentelemetry", "semantic", "prose_claim", "same_topic",
  ("Will adding tracing slow down our hot path in the pricing service?",
   "A little: the BatchSpanProcessor exports each span synchronously when `span.end()` is called, so every span adds "
   "the network round trip to the collector. Keep spans coarse on the hot path.",
   "That's the SimpleSpanProcessor. The batch processor queues spans and exports them in the background, span.end() "
   "just enqueues. We only use Batch in prod.",
   "the BatchSpanProcessor exports each span synchronously when `span.end()` is called",
   "the BatchSpanProcessor only enqueues on `span.end()` and exports in the background"),
  ("Reviewer asked whether our tracing setup adds latency to each checkout request. What do I answer?",
   "Some: we use BatchSpanProcessor, which sends each span to the collector synchronously as soon as it ends, so each "
   "request pays roughly one collector round trip per span. With ~12 spans per checkout request that's noticeable "
   "at p99.",
   [r"re:(?i)in the background|asynchronous|async|queues? (each|the|spans)|enqueue"],
   [r"re:(?i)synchronously as soon as it ends", r"re:(?i)round trip per span"]),
  ("What happens to queued spans if the collector is down for a while?",
   "The batch processor's queue fills up to its max queue size (2048 by default) and after that new spans are "
   "dropped rather than blocking the request. Once the collector is back, exports resume; anything dropped is gone."),
  fix=[("Some: we use BatchSpanProcessor, which sends each span to the collector synchronously as soon as it ends, so "
        "each request pays roughly one collector round trip per span. With ~12 spans per checkout request that's "
        "noticeable at p99.",
        "Very little: we use BatchSpanProcessor, which only queues each span when it ends and exports batches in the "
        "background, so requests don't wait on the collector. The cost is creating the spans, small even with ~12 "
        "spans per request.")])

# 054
S("argocd", "semantic", "prose_claim", "lookalike",
  ("If I delete the old worker Deployment from the repo, will Argo remove it from the cluster? The app has selfHeal on.",
   "Yes, with `selfHeal: true` Argo deletes resources that are no longer in git on the next sync.",
   "That's prune, not selfHeal. selfHeal only reverts live changes back to git; without prune: true the Deployment "
   "just shows as OutOfSync and stays.",
   "with `selfHeal: true` Argo deletes resources that are no longer in git",
   "with `prune: true` Argo deletes resources that are no longer in git"),
  ("We removed the legacy-cron ConfigMap from the reporting app's manifests. Do I need to clean it up by hand? "
   "syncPolicy is automated with selfHeal.",
   "No manual cleanup needed. Since the app has selfHeal enabled, Argo will delete the ConfigMap from the cluster "
   "automatically on the next sync once it's gone from the repo.",
   ["prune"], [r"re:(?i)since the app has selfHeal enabled, Argo will delete"]),
  ("Someone did kubectl edit on the reporting Deployment to bump replicas. Will that stick?",
   "No. The app has selfHeal enabled, so Argo notices the live Deployment drifted from git and reverts replicas to "
   "what's in the repo within a few minutes. Change the replica count in the manifests instead."),
  fix=[("No manual cleanup needed. Since the app has selfHeal enabled, Argo will delete the ConfigMap from the cluster "
        "automatically on the next sync once it's gone from the repo.",
        "selfHeal alone won't remove it. Either add `prune: true` to the automated sync policy or run "
        "`argocd app sync reporting-prod --prune` once.")],
  cflags=[r"re:(?i)\bprune\b", r"re:(?i)will stick"], cneeds=["selfHeal enabled"])

# 055
S("gitlab-ci", "semantic", "prose_claim", "same_topic",
  ("What does `needs: []` do on the lint job?",
   "`needs: []` makes the lint job wait until every job in the earlier stages has finished, the same as not setting "
   "needs at all.",
   "the opposite: an empty needs list means the job depends on nothing and starts right away when the pipeline is "
   "created, regardless of stage.",
   "makes the lint job wait until every job in the earlier stages has finished",
   "lets the lint job start immediately without waiting for earlier stages"),
  ("Our security-scan job sits in the last stage but doesn't depend on anything. Can we make it start earlier?",
   "Moving it to an earlier stage is the only option. Adding `needs: []` would just make it wait for all earlier "
   "stages to finish, which is what already happens, so it wouldn't start any sooner.",
   [r"re:(?i)immediately|right away|without waiting|as soon as the pipeline"], [r"re:(?i)needs: \[\]` would just make it wait"]),
  ("How do I make deploy wait only for the build job, not the tests?",
   t(r"""
    ```yaml
    deploy:
      stage: deploy
      needs: [build]
      script:
        - ./deploy.sh
    ```

    With `needs: [build]` the deploy job starts as soon as build succeeds and downloads only build's artifacts; the test jobs can still be running.
    """)),
  fix=[("Moving it to an earlier stage is the only option. Adding `needs: []` would just make it wait for all earlier "
        "stages to finish, which is what already happens, so it wouldn't start any sooner.",
        "Yes: add `needs: []` to it. With an empty needs list the job starts immediately when the pipeline is "
        "created, whatever stage it's in.")])

# 056
S("alertmanager", "semantic", "reworded", "same_topic",
  ("Will the DB alerts also reach the platform team? team-db has its own route above the platform catch-all.",
   "Yes, Alertmanager delivers an alert to every route whose matchers fit, so both team-db and the platform catch-all "
   "get it.",
   "Only the first matching child route gets it. If you want it to fall through to the platform route too, set "
   "continue: true on the team-db route.",
   "Alertmanager delivers an alert to every route whose matchers fit",
   "Alertmanager stops at the first matching route unless it sets continue: true"),
  ("We added a route for the search team above the SRE route. Will SRE still see search alerts?",
   "Yes. Routing fans out: each alert goes to every matching route, so both search-oncall and sre-oncall will be "
   "notified. No extra config needed.",
   ["continue: true"], [r"re:(?i)each alert goes to every matching route", "No extra config needed."]),
  ("How do I keep the Watchdog alert out of Slack?",
   t(r"""
    Send it to the dead man's switch receiver at the top of the tree:

    ```yaml
    route:
      routes:
        - matchers: [alertname="Watchdog"]
          receiver: deadmanssnitch
          repeat_interval: 1m
    ```

    As the first child route without `continue`, it keeps Watchdog away from the Slack routes below it.
    """)),
  fix=[("Yes. Routing fans out: each alert goes to every matching route, so both search-oncall and sre-oncall will be "
        "notified. No extra config needed.",
        "Not as it stands: the first matching route wins. Add `continue: true` to the search route if SRE should get "
        "them too.")],
  cflags=["continue: true"])

# 057
S("alertmanager", "semantic", "prose_claim", "same_topic",
  ("If I silence DiskWillFillIn4Hours, does it stop showing in the Prometheus alerts page?",
   "Yes, once the silence is active Prometheus stops evaluating the rule, so it disappears from /alerts too.",
   "Silences live in Alertmanager only, they mute notifications. Prometheus keeps evaluating the rule and it stays "
   "firing on /alerts and in Grafana.",
   "Prometheus stops evaluating the rule, so it disappears from /alerts too",
   "Prometheus keeps evaluating the rule and it stays on /alerts; only notifications are muted"),
  ("Will a 6h silence on KubePodCrashLooping for the batch namespace also hide it from the Grafana alert list panel?",
   "Yes. While the silence is active Prometheus stops evaluating KubePodCrashLooping for those series, so the Grafana "
   "panel (which reads from Prometheus) won't list them either.",
   [r"re:(?i)keeps evaluating|still (list|show|fir|appear|evaluat)|(only )?mutes? (the )?notifications"], [r"re:(?i)Prometheus stops evaluating"]),
  ("How do I find out who created the silence on the search alerts?",
   t(r"""
    ```bash
    amtool silence query service=search -o extended
    ```

    The extended output includes the author, the comment and the start and end times.
    """)),
  fix=[("Yes. While the silence is active Prometheus stops evaluating KubePodCrashLooping for those series, so the "
        "Grafana panel (which reads from Prometheus) won't list them either.",
        "No. The silence only mutes notifications in Alertmanager; Prometheus keeps evaluating KubePodCrashLooping, "
        "so the Grafana panel (which reads from Prometheus) will still list them as firing.")])

# 058
S("grafana", "literal", "code_block", "already_correct",
  ("Panel query for available replicas, filtered by the dashboard's namespace variable.",
   t(r"""
    ```promql
    sum by (deployment) (kube_deployment_status_replicas_available{namespace="$namespace"})
    ```
    """),
   "namespace is a multi-select variable on that dashboard, so it needs =~. With = it breaks as soon as someone picks "
   "two namespaces.",
   'namespace="$namespace"', 'namespace=~"$namespace"'),
  ("Add a panel for pod restarts in the last hour on the same dashboard.",
   t(r"""
    ```promql
    sum by (pod) (increase(kube_pod_container_status_restarts_total{namespace="$namespace"}[1h])) > 0
    ```
    """),
   ['namespace=~"$namespace"'], ['namespace="$namespace"']),
  ("Add a CPU panel to that dashboard too.",
   t(r"""
    ```promql
    sum by (pod) (rate(container_cpu_usage_seconds_total{namespace=~"$namespace", container!=""}[$__rate_interval]))
    ```
    """)),
  fix=[('namespace="$namespace"', 'namespace=~"$namespace"')],
  cflags=['namespace=~~"'], cneeds=['namespace=~"$namespace"'])

# 059
S("promql", "literal", "code_block", "lookalike",
  ("Alert expression for the gRPC error rate on the payments service.",
   t(r"""
    ```promql
    sum(rate(grpc_server_handled_total{grpc_service="payments.v1.Payments", grpc_code!="OK"}[1m]))
      /
    sum(rate(grpc_server_handled_total{grpc_service="payments.v1.Payments"}[1m]))
    ```
    """),
   "We scrape every 30s, so a [1m] window has two samples at best and rate() drops out whenever a scrape is late. "
   "Use [2m] minimum, our rule is four scrape intervals.",
   "[1m]", "[2m]"),
  ("Expression for the share of 5xx responses on the edge proxy.",
   t(r"""
    ```promql
    sum(rate(envoy_cluster_upstream_rq_xx{envoy_response_code_class="5"}[1m]))
      /
    sum(rate(envoy_cluster_upstream_rq_xx[1m]))
    ```
    """),
   [r"re:\[2m\]"], ["[1m]"]),
  ("Loki: lines per minute with 'upstream timed out' from the gateway.",
   t(r"""
    ```logql
    sum(count_over_time({app="gateway"} |= "upstream timed out" [1m]))
    ```

    Set the panel's min interval to 1m so each point is one minute of logs.
    """)),
  fix=[("[1m]", "[2m]")],
  cflags=["[2m]"], cneeds=['|= "upstream timed out" [1m]'])

# 060
S("grafana", "paraphrase", "equivalent_construct", "unrelated",
  ("Grafana panel for p99 request latency of the API.",
   t(r"""
    ```json
    {
      "type": "timeseries",
      "title": "API p99 latency",
      "fieldConfig": { "defaults": { "unit": "ms" } },
      "targets": [{ "expr": "histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job=\"api\"}[$__rate_interval])))" }]
    }
    ```
    """),
   "Those are seconds, so the unit is s. With ms a 250 ms p99 shows up as 0.25 ms.",
   '"unit": "ms"', '"unit": "s"'),
  ("We build dashboards with grafonnet now. p95 gRPC handling time panel for the ledger service.",
   t(r"""
    ```jsonnet
    local g = import 'g.libsonnet';

    g.panel.timeSeries.new('ledger gRPC p95')
    + g.panel.timeSeries.queryOptions.withTargets([
      g.query.prometheus.new('prom-main', 'histogram_quantile(0.95, sum by (le, grpc_method) (rate(grpc_server_handling_seconds_bucket{grpc_service="ledger.v1.Ledger"}[$__rate_interval])))'),
    ])
    + g.panel.timeSeries.standardOptions.withUnit('ms')
    ```
    """),
   ["withUnit('s')"], ["withUnit('ms')"]),
  ("Regex to pull the ticket key like OPS-1234 out of a branch name?",
   t(r"""
    ```python
    import re

    m = re.search(r"\b[A-Z][A-Z0-9]+-\d+\b", branch)
    ticket = m.group(0) if m else None
    ```
    """)),
  fix=[("withUnit('ms')", "withUnit('s')")])


# ---------------------------------------------------------------- validation
def check(text, spec):
    """Exactly as run.py: 're:' entries are Python regexes, the rest case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    """Up to case and white space."""
    return re.sub(r"\s+", "", s).lower()


def validate(scen):
    errs, warns = [], []
    ids = [s["id"] for s in scen]
    if len(scen) != N_EXPECTED:
        errs.append("expected %d scenarios, have %d" % (N_EXPECTED, len(scen)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    msgs = Counter(s["teach"]["message"] for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message used %d times: %r" % (c, m))
    for i, s in enumerate(scen, 1):
        sid = s["id"]
        e = lambda m: errs.append("%s: %s" % (sid, m))
        if sid != "%s-%03d" % (PREFIX, i) or not re.fullmatch(r"d30-\d{3}", sid):
            e("bad id")
        keys = set(k for k in s if not k.startswith("_"))
        if keys != {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}:
            e("top-level fields %s" % sorted(keys))
        if set(s["teach"]) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            e("teach fields")
        if set(s["repeat"]) != {"query", "output", "expect_contains", "expect_absent"}:
            e("repeat fields")
        if set(s["control"]) != {"query", "output"}:
            e("control fields")
        if s["difficulty"] not in DIFFICULTIES:
            e("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            e("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            e("repeat_variation %r" % s["repeat_variation"])
        if not re.fullmatch(r"[a-z][a-z0-9-]*", s["topic"]):
            e("topic %r" % s["topic"])
        for part in ("teach", "repeat", "control"):
            for k, v in s[part].items():
                if isinstance(v, str) and not v.strip():
                    e("%s.%s empty" % (part, k))
        tch, rep, ctl = s["teach"], s["repeat"], s["control"]
        if tch["gold_wrong"] not in tch["output"]:
            e("gold_wrong not in teach.output")
        if tch["gold_wrong"] == tch["gold_right"]:
            e("gold_wrong == gold_right")
        if not rep["expect_contains"] and not rep["expect_absent"]:
            e("repeat has no checks")
        for spec in rep["expect_contains"] + rep["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        # the repeat as written must fail its own check
        if fixed(rep["output"], rep["expect_contains"], rep["expect_absent"]):
            e("repeat as written already passes its check")
        for spec in rep["expect_absent"]:
            if not check(rep["output"], spec):
                e("expect_absent %r does not occur in the repeat as written (vacuous)" % spec)
        # the fixed repeat must pass
        out = rep["output"]
        if not s["_fix"]:
            e("no fix")
        for old, new in s["_fix"]:
            if old not in out:
                e("fix source %r not in repeat output" % old)
            out = out.replace(old, new)
        if not fixed(out, rep["expect_contains"], rep["expect_absent"]):
            miss = [x for x in rep["expect_contains"] if not check(out, x)]
            pres = [x for x in rep["expect_absent"] if check(out, x)]
            e("fixed repeat fails: missing %s, present %s" % (miss, pres))
        # literal: wrong text recurs verbatim (up to case and white space) in teach and repeat
        if s["difficulty"] == "literal":
            lit = s["_literal"] or tch["gold_wrong"]
            if norm(lit) not in norm(rep["output"]):
                e("literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(tch["output"]):
                e("literal text %r not in teach.output" % lit)
        elif s["_literal"]:
            e("literal given for a non-literal scenario")
        # control checks
        kind = s["control_kind"]
        cflags = list(s["_cflags"] or [])
        if kind != "lookalike":
            cflags = rep["expect_absent"] + [tch["gold_wrong"]] + cflags
        elif not cflags:
            e("lookalike control needs explicit cflags")
        for spec in cflags:
            if check(ctl["output"], spec):
                e("control matches cflag %r" % spec)
        cneeds = list(s["_cneeds"] or [])
        if kind in ("lookalike", "already_correct") and not cneeds:
            e("%s control needs cneeds" % kind)
        for spec in cneeds:
            if not check(ctl["output"], spec):
                e("control lacks cneed %r" % spec)
        if ctl["output"] == rep["output"] or ctl["output"] == tch["output"]:
            e("control output duplicates another output")
        if ctl["query"] == rep["query"]:
            e("control query equals repeat query")
    # cross-scenario overlap (shared store): another scenario's wrong text in this one's texts
    for a in scen:
        gw = a["teach"]["gold_wrong"]
        if len(gw) < 5:
            continue
        for b in scen:
            if b is a:
                continue
            for where in ("teach", "repeat", "control"):
                if norm(gw) in norm(b[where]["output"]):
                    warns.append("%s gold_wrong %r appears in %s.%s.output" % (a["id"], gw, b["id"], where))
    # mix
    dc = Counter(s["difficulty"] for s in scen)
    ck = Counter(s["control_kind"] for s in scen)
    rv = Counter(s["repeat_variation"] for s in scen)
    for name, target, got in (("difficulty", TARGET_DIFFICULTY, dc), ("control_kind", TARGET_CONTROL, ck)):
        for k, v in target.items():
            if abs(got.get(k, 0) - v) > TOLERANCE:
                errs.append("mix: %s %s = %d, target ~%d" % (name, k, got.get(k, 0), v))
    if rv["reworded"] + rv["code_block"] < 0.4 * len(scen):
        errs.append("mix: reworded + code_block should be the bulk of repeat_variation")
    for k in ("reworded", "code_block"):
        if rv[k] < max(rv[v] for v in VARIATIONS - {"reworded", "code_block"}):
            warns.append("repeat_variation %s is not among the largest" % k)
    for k in VARIATIONS:
        if rv[k] == 0:
            errs.append("mix: no repeat_variation %s" % k)
    return errs, warns, dc, ck, rv


def public(s):
    return {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                              "teach", "repeat", "control")}


def readme(scen, dc, ck, rv):
    topics = Counter(s["topic"] for s in scen)
    fmt = lambda c: ", ".join("%s %d" % (k, v) for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))
    return "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or "
        "checks into code, tests, prompts, rules or training data.",
        "",
        "# dev30: learning-loop scenarios (observability, SRE, CI/CD)",
        "",
        "`scenarios.jsonl` holds %d hand-written scenarios (`d30-001` ... `d30-%03d`) in the format of "
        "`../shared/eval/loop/` (`{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}`): "
        "the assistant makes one mistake in `teach.output`, the user corrects it in `teach.message`, `repeat` is "
        "another session whose answer repeats the mistake (fixed = every `expect_contains` present and every "
        "`expect_absent` absent; `re:` entries are Python regexes), and `control` must come back byte-identical."
        % (len(scen), len(scen)),
        "",
        "Theme: observability, SRE and CI/CD: Prometheus and PromQL, Grafana, Alertmanager, OpenTelemetry, Loki and "
        "log queries, on-call runbooks, SLOs, GitHub Actions, GitLab CI, Jenkins, Argo CD, release and rollback "
        "conventions.",
        "",
        "## Counts",
        "",
        "- difficulty: %s" % fmt(dc),
        "- control_kind: %s" % fmt(ck),
        "- repeat_variation: %s" % fmt(rv),
        "- topic: %s" % fmt(topics),
        "",
        "Corrections are phrased the way users write them: x-not-y, bare facts, imperatives, terse values, hedged "
        "questions that assert the answer, corrections with a reason, corrections inside thanks or a status update, "
        "team conventions and environment facts. Lookalike controls use the mistaken text (or text a literal "
        "substitution would hit) correctly in another meaning.",
        "",
        "## Run",
        "",
        "From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:",
        "",
        "```sh",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev30/scenarios.jsonl",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev30/scenarios.jsonl                  # a fresh store per scenario",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev30/scenarios.jsonl   # gold spans, detection bypassed",
        "```",
        "",
        "Add `--out <path>` to choose where the JSON report goes (default `./loop-<mode>.json`).",
        "",
        "## Regenerating",
        "",
        "`python3 eval/dev30/build.py` validates the data (ids, fields, enums, gold spans, every repeat failing its own "
        "check and passing after the recorded fix, literal recurrence, control checks, mix, unique teach messages) "
        "and rewrites `scenarios.jsonl` and this README. It refuses to write if a check fails.",
        "",
    ])


def main():
    errs, warns, dc, ck, rv = validate(SCENARIOS)
    for w in warns:
        print("warning:", w)
    if errs:
        for x in errs:
            print("ERROR:", x, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme(SCENARIOS, dc, ck, rv))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    for name, c in (("difficulty", dc), ("control_kind", ck), ("repeat_variation", rv)):
        print("%-16s %s" % (name + ":", ", ".join("%s %d" % kv for kv in sorted(c.items(), key=lambda kv: -kv[1]))))


if __name__ == "__main__":
    main()
