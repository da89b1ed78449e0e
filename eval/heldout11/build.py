#!/usr/bin/env python3
"""Build eval/heldout11/scenarios.jsonl (and README.md) from the data below.

HELD OUT: engineers working on cairn do not read this file or scenarios.jsonl.

Every scenario is teach -> repeat -> control, in the scenario format of
shared/eval/loop (run.py). Extra fields kept here only, never written:
  fix    list of (old, new) replacements that turn repeat.output into a
         correct answer; the result must pass the repeat's checks
  look   lookalike controls: the text shared with the mistake (present in
         the teach output and in the control, compared case-insensitively)
  cbad   patterns that would be wrong in the control's own context
  cgood  patterns the control must hold (already_correct: the right value)

Standard library only. Run: python3 build.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

TOPICS = {"observability", "ci_cd", "api_http", "mobile_release", "mlops",
          "editors_terminals", "team_facts"}
DIFFICULTIES = {"literal", "paraphrase", "semantic"}
VARIATIONS = {"reworded", "code_block", "casing", "renamed_identifier",
              "reordered_args", "prose_claim", "equivalent_construct", "other"}
CONTROL_KINDS = {"lookalike", "same_topic", "already_correct", "unrelated"}

SCENARIOS = []


def T(s):
    """Strip the blank first/last line of a triple-quoted block."""
    return s.strip("\n")


def sc(**kw):
    SCENARIOS.append(kw)


# ====================================================================== observability
sc(
    id="h11-001", topic="observability", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="lookalike",
    teach=dict(
        query="p95 latency panel for the checkout API in Grafana, metric is http_request_duration_seconds (histogram)",
        output=T(r"""
Here's a PromQL expression for the p95 panel, aggregated across all checkout pods:

```promql
histogram_quantile(
  0.95,
  sum by (le) (rate(http_request_duration_seconds_count{service="checkout-api"}[5m]))
)
```

Set the panel unit to "seconds (s)" and the legend to `p95`. If you want one line per route, add `route` to the `by` clause: `sum by (le, route) (...)`.
"""),
        message="histogram_quantile needs the _bucket series — _count has no le label so that returns nothing",
        gold_wrong='rate(http_request_duration_seconds_count{service="checkout-api"}[5m])',
        gold_right='rate(http_request_duration_seconds_bucket{service="checkout-api"}[5m])',
    ),
    repeat=dict(
        query="Give me a p99 query for gRPC handling time on the ledger service",
        output=T(r"""
For p99 over the ledger gRPC server:

```promql
histogram_quantile(0.99,
  sum by (le, grpc_method) (
    rate(grpc_server_handling_seconds_count{job="ledger"}[10m])
  )
)
```

The `grpc_method` grouping gives you one series per RPC; drop it if you only want the overall figure. A 10m window smooths out the spikes from the nightly batch.
"""),
        expect_contains=["grpc_server_handling_seconds_bucket"],
        expect_absent=["grpc_server_handling_seconds_count"],
    ),
    fix=[("grpc_server_handling_seconds_count", "grpc_server_handling_seconds_bucket")],
    control=dict(
        query="And the average gRPC handling time for ledger, not a percentile?",
        output=T(r"""
Average latency is total time divided by number of calls, both from the same histogram:

```promql
sum(rate(grpc_server_handling_seconds_sum{job="ledger"}[5m]))
/
sum(rate(grpc_server_handling_seconds_count{job="ledger"}[5m]))
```

This stays correct when pods restart because `rate()` handles counter resets. It's a mean, so a few slow calls can hide behind many fast ones; keep the p99 panel next to it.
"""),
    ),
    look="_seconds_count{", cbad=["histogram_quantile"],
)

sc(
    id="h11-002", topic="observability", difficulty="literal",
    repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="alert when 5xx ratio on the edge proxy goes above 2% for 10 minutes",
        output=T(r"""
You can put this in `rules/edge.yml`:

```yaml
groups:
  - name: edge-proxy
    rules:
      - alert: EdgeHigh5xxRatio
        expr: |
          sum(rate(http_requests_total{job="edge-proxy", code~="5.."}[5m]))
            / sum(rate(http_requests_total{job="edge-proxy"}[5m])) > 0.02
        for: 10m
        labels:
          severity: page
        annotations:
          summary: "Edge proxy 5xx ratio above 2% for 10m"
```

Run `promtool check rules rules/edge.yml` before you push.
"""),
        message="~= isn't valid PromQL, the regex matcher is =~. promtool rejects it",
        gold_wrong='code~="5.."',
        gold_right='code=~"5.."',
    ),
    repeat=dict(
        query="same idea but a recording rule for the 5xx rate per route on the edge proxy",
        output=T(r"""
A recording rule keeps the dashboard query cheap:

```yaml
groups:
  - name: edge-proxy-recording
    interval: 1m
    rules:
      - record: route:edge_5xx:rate5m
        expr: sum by (route) (rate(http_requests_total{job="edge-proxy", code~="5.."}[5m]))
```

Then graph `route:edge_5xx:rate5m` directly. The `route:` prefix follows the level:metric:operations naming convention.
"""),
        expect_contains=['code=~"5.."'],
        expect_absent=['~="'],
    ),
    fix=[('code~="5.."', 'code=~"5.."')],
    control=dict(
        query="pin the prometheus python client in requirements.txt for the exporter, compatible with 0.20",
        output=T(r"""
For the exporter, a compatible-release pin keeps you on 0.20.x patches:

```text
prometheus-client~=0.20.0
requests~=2.32
uvicorn[standard]==0.30.1
```

`~=0.20.0` means `>=0.20.0, ==0.20.*`, so you get bug fixes but not 0.21. Run `pip install -r requirements.txt` and check that `pip show prometheus-client` reports 0.20.x.
"""),
    ),
    look="~=", cbad=["=~0", "=~2"],
)

sc(
    id="h11-003", topic="observability", difficulty="literal",
    repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="provision the prometheus datasource in grafana via docker compose, no clicking in the UI",
        output=T(r"""
Mount a provisioning file into the Grafana container:

```yaml
# docker-compose.yml
services:
  grafana:
    image: grafana/grafana:11.1.0
    ports:
      - "3000:3000"
    volumes:
      - ./grafana/prometheus.yaml:/etc/grafana/provisioning/datasource/prometheus.yaml:ro
```

```yaml
# grafana/prometheus.yaml
apiVersion: 1
datasources:
  - name: Prometheus
    type: prometheus
    url: http://prometheus:9090
    isDefault: true
```

On startup Grafana reads the file and the datasource shows up as read-only in the UI.
"""),
        message="the directory is provisioning/datasources (plural). grafana never looked at the file, nothing got provisioned",
        gold_wrong="/etc/grafana/provisioning/datasource/",
        gold_right="/etc/grafana/provisioning/datasources/",
    ),
    repeat=dict(
        query="I'd rather bake the datasource file into a custom grafana image, Dockerfile please",
        output=T(r"""
A small Dockerfile does it:

```dockerfile
FROM grafana/grafana:11.1.0
COPY grafana/prometheus.yaml /etc/grafana/provisioning/datasource/prometheus.yaml
COPY grafana/dashboards/ /var/lib/grafana/dashboards/
ENV GF_AUTH_ANONYMOUS_ENABLED=false
```

Build it with `docker build -t acme/grafana:11.1.0-1 .` and swap the image in compose. Remove the volume mount so the baked file isn't shadowed.
"""),
        expect_contains=["provisioning/datasources/"],
        expect_absent=["provisioning/datasource/"],
    ),
    fix=[("provisioning/datasource/", "provisioning/datasources/")],
    control=dict(
        query="grafana isn't loading my loki datasource, here's my compose volume: ./loki.yaml:/etc/grafana/provisioning/datasources/loki.yaml",
        output=T(r"""
The mount path is right: `/etc/grafana/provisioning/datasources/loki.yaml` is where Grafana looks. Check the file itself:

```yaml
apiVersion: 1
datasources:
  - name: Loki
    type: loki
    access: proxy
    url: http://loki:3100
```

Then look at the startup log: `docker compose logs grafana | grep -i provisioning`. A YAML error shows up there as `failed to load datasource`. Also make sure the Loki container is on the same compose network.
"""),
    ),
    cgood=["/etc/grafana/provisioning/datasources/loki.yaml"],
)

sc(
    id="h11-004", topic="observability", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="lookalike",
    teach=dict(
        query="export traces from our node service to the otel collector over http",
        output=T(r"""
With the Node SDK you can configure the exporter entirely through env vars:

```bash
export OTEL_SERVICE_NAME=orders-api
export OTEL_TRACES_EXPORTER=otlp
export OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
export OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317
node --require @opentelemetry/auto-instrumentations-node/register server.js
```

The SDK appends `/v1/traces` to the base endpoint for you. Check the collector's `otelcol_receiver_accepted_spans` metric to confirm spans are arriving.
"""),
        message="4317 is the grpc receiver. for http/protobuf it has to be 4318",
        gold_wrong="OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317",
        gold_right="OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4318",
    ),
    repeat=dict(
        query="python worker, same collector, set up the http trace exporter in code",
        output=T(r"""
In code it looks like this:

```python
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

provider = TracerProvider(resource=Resource.create({"service.name": "billing-worker"}))
exporter = OTLPSpanExporter(endpoint="http://otel-collector.observability:4317/v1/traces")
provider.add_span_processor(BatchSpanProcessor(exporter))
trace.set_tracer_provider(provider)
```

Unlike the env var, the `endpoint` argument is used as-is, so include the `/v1/traces` path.
"""),
        expect_contains=[":4318/v1/traces"],
        expect_absent=[":4317"],
    ),
    fix=[(":4317/v1/traces", ":4318/v1/traces")],
    control=dict(
        query="collector config: accept both grpc and http otlp from the apps",
        output=T(r"""
Enable both protocols on the OTLP receiver:

```yaml
receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
      http:
        endpoint: 0.0.0.0:4318

exporters:
  otlp/tempo:
    endpoint: tempo.observability:4317
    tls:
      insecure: true

service:
  pipelines:
    traces:
      receivers: [otlp]
      exporters: [otlp/tempo]
```

Expose both ports on the collector Service so apps can pick either protocol.
"""),
    ),
    look=":4317", cbad=[r"re:http:\s*endpoint: 0\.0\.0\.0:4317", r"re:grpc:\s*endpoint: 0\.0\.0\.0:4318"],
)

sc(
    id="h11-005", topic="observability", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="lookalike",
    teach=dict(
        query="loki query: checkout logs that mention either timeout or deadline",
        output=T(r"""
In Explore, with the Loki datasource:

```logql
{app="checkout", env="prod"} |= "timeout|deadline"
```

To count them per minute for a panel:

```logql
sum(count_over_time({app="checkout", env="prod"} |= "timeout|deadline" [1m]))
```

Narrow the time range first; line filters over a week of prod logs are slow.
"""),
        message="|= is a plain substring match, so it's literally searching for the text with the pipe in it. alternation needs |~",
        gold_wrong='|= "timeout|deadline"',
        gold_right='|~ "timeout|deadline"',
    ),
    repeat=dict(
        query="payments namespace, show me lines with panic or fatal",
        output=T(r"""
```logql
{namespace="payments"} |= "panic|fatal" | logfmt | level != "debug"
```

The `logfmt` stage parses the key=value pairs so you can filter on `level`, and you can add `| line_format "{{.msg}}"` to trim the output.

If the pods log JSON instead, swap `logfmt` for `json`.
"""),
        expect_contains=[r're:\|~ "\(?panic\|fatal\)?"'],
        expect_absent=[r're:\|= "[^"]*\|'],
    ),
    fix=[('|= "panic|fatal"', '|~ "panic|fatal"')],
    control=dict(
        query="and grep checkout for the exact error 'context deadline exceeded'",
        output=T(r"""
An exact phrase is a plain line filter, no regex needed:

```logql
{app="checkout", env="prod"} |= "context deadline exceeded"
```

`|=` is a substring match and is the cheapest filter Loki has, so put it before any parser stage. If you also want to drop health checks, chain `!= "/healthz"` after it.
"""),
    ),
    look='{app="checkout", env="prod"} |=', cbad=["|~"],
)

sc(
    id="h11-006", topic="observability", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="if I don't set scrape_interval for a job how often does prometheus scrape it",
        output=T(r"""
If a scrape config doesn't set `scrape_interval`, it inherits the value from the `global` block. If the global block doesn't set it either, Prometheus uses its built-in default of 15s.

```yaml
global:
  evaluation_interval: 30s

scrape_configs:
  - job_name: node
    static_configs:
      - targets: ["node-exporter:9100"]
```

With this config, the `node` job falls back to that default. You can confirm on the Targets page (Status → Targets), which shows the last scrape time and duration per target.
"""),
        message="that's not right, the built-in default is 1m. 15s is only what the example prometheus.yml sets in its global block",
        gold_wrong="Prometheus uses its built-in default of 15s",
        gold_right="Prometheus uses its built-in default of 1m",
    ),
    repeat=dict(
        query="what interval will my blackbox job use, I removed scrape_interval everywhere",
        output=T(r"""
With `scrape_interval` gone from both the job and the `global` section, the blackbox job falls back to Prometheus' compiled-in default, which is 15 seconds.

Keep in mind each probe counts as one scrape, so with 40 targets that's 40 probes per interval against your endpoints. If that's too chatty, set it explicitly:

```yaml
  - job_name: blackbox-http
    scrape_interval: 2m
    metrics_path: /probe
```
"""),
        expect_contains=[r"re:\b(1m|1 minute|one minute|60 ?s|60 seconds)\b"],
        expect_absent=[r"re:(?i)default[^.\n]{0,40}15 ?(s\b|sec)"],
    ),
    fix=[("which is 15 seconds", "which is 1 minute")],
    control=dict(
        query="what's the default scrape_timeout and can it be bigger than the interval",
        output=T(r"""
`scrape_timeout` defaults to 10s and, like the interval, can be set globally or per job. It must not exceed the job's `scrape_interval`; Prometheus refuses to load a config where it does.

```yaml
  - job_name: slow-exporter
    scrape_interval: 2m
    scrape_timeout: 90s
    static_configs:
      - targets: ["legacy-db-exporter:9187"]
```

If a target times out, `up` goes to 0 for that scrape and `scrape_duration_seconds` shows how close it came.
"""),
    ),
)

sc(
    id="h11-007", topic="observability", difficulty="literal",
    repeat_variation="other", control_kind="lookalike",
    teach=dict(
        query="list currently firing alerts from alertmanager with curl, it's the alertmanager statefulset in monitoring ns",
        output=T(r"""
Port-forward the service and hit the v2 API:

```bash
kubectl -n monitoring port-forward svc/alertmanager 9094:9094 &
curl -s "http://localhost:9094/api/v2/alerts?active=true" \
  | jq -r '.[] | [.labels.alertname, .labels.severity, .startsAt] | @tsv'
```

Add `&silenced=false&inhibited=false` to the query string if you only want alerts that are actually notifying.
"""),
        message="9094 is the cluster gossip port. API's on 9093",
        gold_wrong="localhost:9094",
        gold_right="localhost:9093",
    ),
    repeat=dict(
        query="silence DiskFillingUp for 2h on db-3 from the cli",
        output=T(r"""
`amtool` is easier than raw curl for silences:

```bash
amtool --alertmanager.url=http://localhost:9094 silence add \
  alertname=DiskFillingUp instance=db-3:9100 \
  --duration=2h --comment="resizing volume, OPS-2231" --author="$USER"
```

It prints the silence ID; keep it so you can `amtool silence expire <id>` when the resize is done. `amtool silence query` lists what's active.
"""),
        expect_contains=["localhost:9093"],
        expect_absent=["localhost:9094"],
    ),
    fix=[("localhost:9094", "localhost:9093")],
    control=dict(
        query="alertmanager HA: two replicas aren't deduplicating, here's my args",
        output=T(r"""
The replicas need to find each other on the cluster port. In the StatefulSet args:

```yaml
args:
  - --config.file=/etc/alertmanager/alertmanager.yml
  - --web.listen-address=:9093
  - --cluster.listen-address=0.0.0.0:9094
  - --cluster.peer=alertmanager-0.alertmanager-operated.monitoring.svc:9094
  - --cluster.peer=alertmanager-1.alertmanager-operated.monitoring.svc:9094
```

Open 9094 on both TCP and UDP in the headless service and any NetworkPolicy; gossip uses both. Prometheus should list both replicas under `alerting.alertmanagers` so each alert reaches both.
"""),
    ),
    look=":9094", cbad=["--web.listen-address=:9094", "--cluster.listen-address=0.0.0.0:9093"],
)

sc(
    id="h11-008", topic="observability", difficulty="literal",
    repeat_variation="other", control_kind="already_correct",
    teach=dict(
        query="add the response status as a span attribute in our flask middleware",
        output=T(r"""
Grab the current span in an `after_request` hook:

```python
from flask import Flask
from opentelemetry import trace

app = Flask(__name__)

@app.after_request
def tag_status(response):
    span = trace.get_current_span()
    span.set_attribute("http.status_code", response.status_code)
    if response.status_code >= 500:
        span.set_status(trace.Status(trace.StatusCode.ERROR))
    return response
```

The Flask instrumentation may already set this; check an existing trace in Tempo before adding it twice.
"""),
        message="We're on the stable HTTP semconv, so the attribute is http.response.status_code — the old name doesn't match our dashboards anymore.",
        gold_wrong='"http.status_code"',
        gold_right='"http.response.status_code"',
    ),
    repeat=dict(
        query="go service: record the upstream response code on the client span",
        output=T(r"""
After the call returns, set it on the span you started:

```go
resp, err := client.Do(req)
if err != nil {
    span.RecordError(err)
    span.SetStatus(codes.Error, err.Error())
    return err
}
span.SetAttributes(attribute.Int("http.status_code", resp.StatusCode))
```

`attribute` is `go.opentelemetry.io/otel/attribute` and `codes` is `go.opentelemetry.io/otel/codes`.
"""),
        expect_contains=[r're:"http\.response\.status_code"|HTTPResponseStatusCode'],
        expect_absent=['"http.status_code"'],
    ),
    fix=[('"http.status_code"', '"http.response.status_code"')],
    control=dict(
        query="which attribute holds the request method in the new semconv? I have http.response.status_code already",
        output=T(r"""
In the stable HTTP conventions the method is `http.request.method`, next to the `http.response.status_code` you already set:

```python
span.set_attribute("http.request.method", request.method)
span.set_attribute("http.response.status_code", response.status_code)
span.set_attribute("url.path", request.path)
```

Older instrumentation emitted `http.method`; if you have both kinds of services, set `OTEL_SEMCONV_STABILITY_OPT_IN=http/dup` during the migration so instrumentations emit both names.
"""),
    ),
    cgood=['"http.response.status_code"'],
)

sc(
    id="h11-009", topic="observability", difficulty="semantic",
    repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="we have a Summary for request latency with quantiles, how do I get p99 across all 12 replicas",
        output=T(r"""
Since the Summary already exports the quantile per replica, you can average them across replicas:

```promql
avg without (instance, pod) (
  api_request_latency_seconds{quantile="0.99", job="search-api"}
)
```

This gives a fleet-wide p99. If one replica is much slower than the others it will pull the average up, which is usually what you want to see on the dashboard.
"""),
        message="Averaging per-pod p99s doesn't give you the fleet p99 though, that's mathematically meaningless. Summaries can't be aggregated, which is why we wanted a histogram.",
        gold_wrong="Since the Summary already exports the quantile per replica, you can average them across replicas",
        gold_right="Summary quantiles can't be aggregated across replicas (an average of p99s is not a p99); use a histogram and histogram_quantile over the summed buckets",
    ),
    repeat=dict(
        query="same summary metric but across both regions, one p99 number for the SLO report",
        output=T(r"""
You can combine the per-replica quantiles from both regions into one number:

```promql
avg(api_request_latency_seconds{quantile="0.99", job="search-api", region=~"eu-west-1|us-east-1"})
```

Averaging the 0.99 quantiles of every replica gives the overall p99 for the SLO report. For the monthly figure, wrap it in `avg_over_time(...[30d:5m])`.
"""),
        expect_contains=[r"re:histogram_quantile|can(no|')t be (aggregated|averaged|combined)"],
        expect_absent=[r"re:avg\(api_request_latency_seconds\{quantile=",
                       r"re:(?i)averaging the 0\.99 quantiles[^.]*gives the overall"],
    ),
    fix=[
        ("You can combine the per-replica quantiles from both regions into one number:",
         "Summary quantiles can't be aggregated across replicas, so there's no correct way to get one p99 out of them. With the histogram version of the metric it's:"),
        ('avg(api_request_latency_seconds{quantile="0.99", job="search-api", region=~"eu-west-1|us-east-1"})',
         'histogram_quantile(0.99, sum by (le) (rate(api_request_latency_seconds_bucket{job="search-api", region=~"eu-west-1|us-east-1"}[5m])))'),
        ("Averaging the 0.99 quantiles of every replica gives the overall p99 for the SLO report.",
         "Summing the buckets before taking the quantile is what makes this a real fleet-wide p99."),
    ],
    control=dict(
        query="what's the keyboard shortcut to rename a symbol everywhere in VS Code?",
        output=T(r"""
Put the cursor on the symbol and press F2, type the new name and hit Enter. It renames through the language server, so it follows real references across files instead of matching text the way find-and-replace does.

Before applying, press Shift+Enter in the rename box to open the refactor preview, where you can untick occurrences you don't want changed.

If F2 does nothing:

- check that the language extension for the file is active (bottom-right status bar);
- make sure the file is inside the opened workspace folder;
- look for a conflicting binding under Keyboard Shortcuts (search for `editor.action.rename`).
"""),
    ),
)

# ====================================================================== CI/CD
sc(
    id="h11-010", topic="ci_cd", difficulty="literal",
    repeat_variation="code_block", control_kind="unrelated",
    teach=dict(
        query="github actions workflow to run go tests on PRs for the ledger repo",
        output=T(r"""
```yaml
name: test
on:
  pull_request:
    branches: [main]

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - run: go test -race -count=1 ./...
```

`setup-go` caches the module and build cache by default, so the second run is much faster.
"""),
        message="Our org repos can't use GitHub-hosted runners (billing is off), jobs need runs-on: [self-hosted, linux, acme-build]. Otherwise looks good, thanks",
        gold_wrong="runs-on: ubuntu-latest",
        gold_right="runs-on: [self-hosted, linux, acme-build]",
    ),
    repeat=dict(
        query="now a lint job for the same repo with golangci-lint",
        output=T(r"""
Add a second job to the workflow:

```yaml
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - uses: golangci/golangci-lint-action@v6
        with:
          version: v1.59
          args: --timeout=5m
```

It runs in parallel with `test`; add `needs: test` if you want lint to wait.
"""),
        expect_contains=["acme-build"],
        expect_absent=["runs-on: ubuntu-latest"],
    ),
    fix=[("runs-on: ubuntu-latest", "runs-on: [self-hosted, linux, acme-build]")],
    control=dict(
        query="regex to validate a semver string in python",
        output=T(r"""
A pattern that follows the semver 2.0 grammar closely enough for validation:

```python
import re

SEMVER = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?"
    r"(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$"
)

assert SEMVER.match("2.4.0-rc.1+build.7")
assert not SEMVER.match("2.4")
```

It accepts leading zeros in numeric pre-release identifiers, which the spec forbids; that's usually fine for a config check.
"""),
    ),
)

sc(
    id="h11-011", topic="ci_cd", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="same_topic",
    teach=dict(
        query="pass the computed version from one step to the next in actions",
        output=T(r"""
Give the step an `id` and emit an output from it:

```yaml
      - name: Compute version
        id: version
        run: |
          VERSION=$(git describe --tags --always)
          echo "::set-output name=version::$VERSION"

      - name: Build image
        run: docker build -t ghcr.io/acme/api:${{ steps.version.outputs.version }} .
```

Outputs are strings; if you need a list, emit JSON and parse it with `fromJSON()` on the consuming side.
"""),
        message="set-output is deprecated, the runner prints a warning and it's going away. write version=... to $GITHUB_OUTPUT instead",
        gold_wrong='echo "::set-output name=version::$VERSION"',
        gold_right='echo "version=$VERSION" >> "$GITHUB_OUTPUT"',
    ),
    repeat=dict(
        query="also expose the short sha as an output",
        output=T(r"""
Same pattern, another step:

```yaml
      - name: Short SHA
        id: sha
        run: echo "::set-output name=short::$(git rev-parse --short=8 HEAD)"

      - name: Tag image
        run: docker tag ghcr.io/acme/api:latest ghcr.io/acme/api:${{ steps.sha.outputs.short }}
```

You can also reference it from another job through `jobs.<id>.outputs` if you map it there.
"""),
        expect_contains=["GITHUB_OUTPUT"],
        expect_absent=['echo "::set-output'],
    ),
    fix=[('echo "::set-output name=short::$(git rev-parse --short=8 HEAD)"',
          'echo "short=$(git rev-parse --short=8 HEAD)" >> "$GITHUB_OUTPUT"')],
    control=dict(
        query="how do I set an env var in one step that later steps in the same job can read",
        output=T(r"""
Append to the `$GITHUB_ENV` file; every later step in the job sees it as a normal env var:

```yaml
      - name: Set deploy target
        run: echo "DEPLOY_ENV=staging" >> "$GITHUB_ENV"

      - name: Use it
        run: ./scripts/deploy.sh --env "$DEPLOY_ENV"
```

The current step doesn't see the change, only the ones after it. For multi-line values use the `NAME<<EOF` delimiter syntax.
"""),
    ),
)

sc(
    id="h11-012", topic="ci_cd", difficulty="literal",
    repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="gitlab ci job that builds a docker image using dind, runners are the default shared docker executor",
        output=T(r"""
```yaml
build-image:
  image: docker:26.1
  services:
    - docker:26.1-dind
  variables:
    DOCKER_HOST: tcp://docker:2375
    DOCKER_TLS_CERTDIR: "/certs"
  script:
    - docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" "$CI_REGISTRY"
    - docker build -t "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA" .
    - docker push "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA"
```

The `DOCKER_TLS_CERTDIR` variable makes dind generate certificates and share them with the job container through the `/certs` volume.
"""),
        message="With DOCKER_TLS_CERTDIR set, dind only listens with TLS on 2376, so the job can't connect on 2375. Change the port.",
        gold_wrong="DOCKER_HOST: tcp://docker:2375",
        gold_right="DOCKER_HOST: tcp://docker:2376",
    ),
    repeat=dict(
        query="another job that builds the migrations image with the same setup",
        output=T(r"""
Reuse the same service and variables:

```yaml
build-migrations:
  stage: build
  image: docker:26.1
  services:
    - docker:26.1-dind
  variables:
    DOCKER_TLS_CERTDIR: "/certs"
    DOCKER_HOST: tcp://docker:2375
  before_script:
    - docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" "$CI_REGISTRY"
  script:
    - docker build -f Dockerfile.migrations -t "$CI_REGISTRY_IMAGE/migrations:$CI_COMMIT_SHORT_SHA" .
    - docker push "$CI_REGISTRY_IMAGE/migrations:$CI_COMMIT_SHORT_SHA"
```

If you have several such jobs, move `image`, `services` and `variables` into a hidden `.docker-build` job and `extends:` it.
"""),
        expect_contains=["tcp://docker:2376"],
        expect_absent=["tcp://docker:2375"],
    ),
    fix=[("tcp://docker:2375", "tcp://docker:2376")],
    control=dict(
        query="our self-hosted runner has TLS turned off for dind on purpose (isolated network), what DOCKER_HOST do I use",
        output=T(r"""
With TLS deliberately disabled, dind listens in plain TCP on 2375, so point the client there and blank the cert dir:

```yaml
variables:
  DOCKER_HOST: tcp://docker:2375
  DOCKER_TLS_CERTDIR: ""
  DOCKER_DRIVER: overlay2
services:
  - name: docker:26.1-dind
    command: ["--tls=false"]
```

The empty `DOCKER_TLS_CERTDIR` is what stops dind from generating certs; without it, it would switch to TLS and this job would fail to connect.
"""),
    ),
    look="tcp://docker:2375", cbad=["tcp://docker:2376", 'DOCKER_TLS_CERTDIR: "/certs"'],
)

sc(
    id="h11-013", topic="ci_cd", difficulty="literal",
    repeat_variation="reordered_args", control_kind="lookalike",
    teach=dict(
        query="jenkinsfile: kill the build if it runs longer than 30 min and keep only 20 builds",
        output=T(r"""
Both go in the `options` block of the declarative pipeline:

```groovy
pipeline {
  agent { label 'linux-docker' }
  options {
    timeout(time: 30, unit: 'MINUTE')
    buildDiscarder(logRotator(numToKeepStr: '20'))
    disableConcurrentBuilds()
  }
  stages {
    stage('Test') {
      steps { sh './gradlew test' }
    }
  }
}
```

When the timeout fires the build is aborted, and the `post { aborted { ... } }` block runs if you have one.
"""),
        message="unit takes a TimeUnit name → 'MINUTES'. with 'MINUTE' the pipline fails to start",
        gold_wrong="unit: 'MINUTE'",
        gold_right="unit: 'MINUTES'",
    ),
    repeat=dict(
        query="and a 10 minute timeout just around the integration test stage",
        output=T(r"""
You can wrap the steps of a single stage:

```groovy
    stage('Integration') {
      steps {
        timeout(unit: 'MINUTE', time: 10) {
          sh './gradlew integrationTest'
        }
      }
    }
```

This is independent of the pipeline-wide timeout; whichever expires first aborts the build.
"""),
        expect_contains=["'MINUTES'"],
        expect_absent=["'MINUTE'"],
    ),
    fix=[("unit: 'MINUTE'", "unit: 'MINUTES'")],
    control=dict(
        query="throttle the nightly job to at most 2 builds per minute so the webhook storm doesn't pile up",
        output=T(r"""
The `rateLimitBuilds` option does this in a declarative pipeline:

```groovy
  options {
    rateLimitBuilds(throttle: [count: 2, durationName: 'minute', userBoost: false])
    timeout(time: 2, unit: 'HOURS')
  }
```

Builds over the limit wait in the queue instead of being dropped. `userBoost: true` would let manually started builds skip the limit.
"""),
    ),
    look="'minute'", cbad=["'MINUTE'", "durationName: 'minutes'", "unit: 'HOUR'"],
)

sc(
    id="h11-014", topic="ci_cd", difficulty="literal",
    repeat_variation="reworded", control_kind="already_correct",
    teach=dict(
        query="deploy to AWS from actions without storing access keys",
        output=T(r"""
Use OIDC: GitHub issues a token that AWS exchanges for short-lived credentials.

```yaml
permissions:
  id-token: read
  contents: read

jobs:
  deploy:
    runs-on: [self-hosted, linux, acme-build]
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::412381577310:role/gha-deploy
          aws-region: eu-central-1
      - run: aws ecs update-service --cluster prod --service api --force-new-deployment
```

The IAM role's trust policy must allow `token.actions.githubusercontent.com` with a `sub` condition for your repo.
"""),
        message="Hmm, I think the job needs id-token: write to request the OIDC token? With read the credentials step fails for me",
        gold_wrong="id-token: read",
        gold_right="id-token: write",
    ),
    repeat=dict(
        query="same thing for the terraform workflow that talks to GCP workload identity",
        output=T(r"""
The Google auth action uses the same OIDC token, so the permission block is identical:

```yaml
permissions:
  contents: read
  id-token: read

steps:
  - uses: actions/checkout@v4
  - uses: google-github-actions/auth@v2
    with:
      workload_identity_provider: projects/88123/locations/global/workloadIdentityPools/github/providers/acme
      service_account: terraform@acme-infra.iam.gserviceaccount.com
  - uses: hashicorp/setup-terraform@v3
  - run: terraform plan -input=false
```
"""),
        expect_contains=["id-token: write"],
        expect_absent=["id-token: read"],
    ),
    fix=[("id-token: read", "id-token: write")],
    control=dict(
        query="permissions block for a job that signs images with cosign keyless",
        output=T(r"""
Keyless signing needs the OIDC token plus write access to the registry:

```yaml
permissions:
  contents: read
  packages: write
  id-token: write

steps:
  - uses: sigstore/cosign-installer@v3
  - run: cosign sign --yes ghcr.io/acme/api@${{ steps.build.outputs.digest }}
```

Sign the digest, not a tag, so the signature can't end up attached to a different image later.
"""),
    ),
    cgood=["id-token: write", "contents: read"],
)

sc(
    id="h11-015", topic="ci_cd", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="matrix across node 18/20/22, if 18 fails do the others keep going?",
        output=T(r"""
Yes. `fail-fast` defaults to false for matrix jobs, so a failure on Node 18 doesn't affect the 20 and 22 jobs; each one runs to completion and reports its own status.

```yaml
strategy:
  matrix:
    node: [18, 20, 22]
steps:
  - uses: actions/setup-node@v4
    with:
      node-version: ${{ matrix.node }}
  - run: npm ci && npm test
```
"""),
        message="Actually it's the other way round — fail-fast is true by default, the other jobs got cancelled when 18 failed. Need fail-fast: false explicitly.",
        gold_wrong="`fail-fast` defaults to false for matrix jobs, so a failure on Node 18 doesn't affect the 20 and 22 jobs",
        gold_right="`fail-fast` defaults to true, so a failure on Node 18 cancels the in-progress 20 and 22 jobs unless you set `fail-fast: false`",
    ),
    repeat=dict(
        query="python 3.10-3.13 matrix; one version flaking, will it take the rest down?",
        output=T(r"""
No, the other versions are unaffected. Matrix jobs run independently and GitHub doesn't cancel siblings when one of them fails, so you'll still see results for 3.11, 3.12 and 3.13.

```yaml
strategy:
  matrix:
    python: ["3.10", "3.11", "3.12", "3.13"]
```

If the flaky version is 3.13, mark it with `continue-on-error: ${{ matrix.python == '3.13' }}` so it doesn't turn the whole run red.
"""),
        expect_contains=["fail-fast: false"],
        expect_absent=[r"re:(?i)doesn't cancel siblings|does not cancel|versions are unaffected|defaults to false"],
    ),
    fix=[
        ("No, the other versions are unaffected. Matrix jobs run independently and GitHub doesn't cancel siblings when one of them fails, so you'll still see results for 3.11, 3.12 and 3.13.",
         "By default, yes: `fail-fast` is true, so when one version fails GitHub cancels the sibling jobs that are still running. Set `fail-fast: false` to keep the others going."),
        ("strategy:\n  matrix:", "strategy:\n  fail-fast: false\n  matrix:"),
    ],
    control=dict(
        query="can I cap how many matrix jobs run at the same time? we only have 2 runners with GPUs",
        output=T(r"""
Yes, `max-parallel` limits how many matrix jobs run concurrently:

```yaml
strategy:
  max-parallel: 2
  matrix:
    model: [resnet50, vit-b16, bert-base, t5-small]
runs-on: [self-hosted, linux, gpu]
```

The remaining jobs queue until a slot frees up. By default there's no limit beyond how many runners are available.
"""),
    ),
)

sc(
    id="h11-016", topic="ci_cd", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="lookalike",
    teach=dict(
        query="only run the deploy job on pushes to main",
        output=T(r"""
Filter on the ref in the job's `if`:

```yaml
  deploy:
    needs: [test, build]
    if: github.event_name == 'push' && github.ref == 'main'
    runs-on: [self-hosted, linux, acme-build]
    environment: production
    steps:
      - run: ./scripts/deploy.sh
```

Using `environment: production` also gives you the required-reviewers gate if it's configured in the repo settings.
"""),
        message="github.ref is the full ref (refs/heads/main), so that condition is never true and deploy gets skipped",
        gold_wrong="github.ref == 'main'",
        gold_right="github.ref == 'refs/heads/main'",
    ),
    repeat=dict(
        query="and a staging deploy job for pushes to develop",
        output=T(r"""
Mirror the production job:

```yaml
  deploy-staging:
    needs: [test, build]
    if: github.event_name == 'push' && github.ref == 'develop'
    runs-on: [self-hosted, linux, acme-build]
    environment: staging
    steps:
      - run: ./scripts/deploy.sh --env staging
```

Both jobs can live in the same workflow; only one of them will match any given push.
"""),
        expect_contains=[r"re:github\.ref == 'refs/heads/develop'|github\.ref_name == 'develop'"],
        expect_absent=["github.ref == 'develop'"],
    ),
    fix=[("github.ref == 'develop'", "github.ref == 'refs/heads/develop'")],
    control=dict(
        query="run the contract tests only on PRs that target main",
        output=T(r"""
For `pull_request` events, `github.base_ref` is the target branch name without the `refs/heads/` prefix:

```yaml
  contract-tests:
    if: github.event_name == 'pull_request' && github.base_ref == 'main'
    runs-on: [self-hosted, linux, acme-build]
    steps:
      - uses: actions/checkout@v4
      - run: make contract-test
```

Alternatively, put `branches: [main]` under `on.pull_request`, which filters on the same base branch before the workflow even starts.
"""),
    ),
    look="== 'main'", cbad=["base_ref == 'refs/heads/main'"],
)

sc(
    id="h11-017", topic="ci_cd", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="same_topic",
    teach=dict(
        query="collect coverage from every job in the python matrix as artifacts",
        output=T(r"""
Upload from each matrix job; they'll all land in one artifact:

```yaml
    strategy:
      matrix:
        python: ["3.11", "3.12"]
    steps:
      - run: pytest --cov=app --cov-report=xml
      - uses: actions/upload-artifact@v4
        with:
          name: coverage
          path: coverage.xml
```

Download it later with `actions/download-artifact@v4` and `name: coverage`.
"""),
        message="v4 artifacts are immutable, the second matrix job fails with a 409 conflict on the same name. needs coverage-${{ matrix.python }} and merge on download with pattern + merge-multiple",
        gold_wrong="name: coverage\n          path: coverage.xml",
        gold_right="name: coverage-${{ matrix.python }}\n          path: coverage.xml",
    ),
    repeat=dict(
        query="same for junit test reports across ubuntu and macos",
        output=T(r"""
```yaml
    strategy:
      matrix:
        os: [ubuntu-22.04, macos-14]
    runs-on: ${{ matrix.os }}
    steps:
      - run: go test ./... -v 2>&1 | go-junit-report -set-exit-code > report.xml
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: junit-reports
          path: report.xml
```

`if: always()` makes sure the report is uploaded even when tests fail.
"""),
        expect_contains=[r"re:name: [\w.-]*\$\{\{ ?matrix\.os ?\}\}"],
        expect_absent=[r"re:(?m)name: junit-reports[ \t]*$"],
    ),
    fix=[("name: junit-reports", "name: junit-reports-${{ matrix.os }}")],
    control=dict(
        query="how long are artifacts kept and can I shorten it for these reports",
        output=T(r"""
By default artifacts are kept for 90 days (or whatever the repo or org setting is). You can shorten it per upload:

```yaml
      - uses: actions/upload-artifact@v4
        with:
          name: junit-${{ matrix.os }}
          path: report.xml
          retention-days: 7
```

The value can't exceed the repository's maximum retention setting. Expired artifacts stop counting toward storage usage.
"""),
    ),
)

sc(
    id="h11-018", topic="ci_cd", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="schedule the dependency audit workflow at 9am on weekdays, we're in Berlin",
        output=T(r"""
Add a `schedule` trigger:

```yaml
on:
  schedule:
    - cron: "0 9 * * 1-5"
  workflow_dispatch:
```

GitHub evaluates the cron expression in the repository owner's timezone, so this fires at 09:00 Berlin time Monday to Friday. Scheduled runs can start a few minutes late when GitHub is under load, so don't rely on the exact minute.
"""),
        message="schedules in actions are always UTC, there's no repo timezone. 9:00 Berlin would be 0 7 in summer and 0 8 in winter",
        gold_wrong="GitHub evaluates the cron expression in the repository owner's timezone, so this fires at 09:00 Berlin time",
        gold_right="GitHub evaluates the cron expression in UTC, so this fires at 09:00 UTC (10:00 or 11:00 in Berlin)",
    ),
    repeat=dict(
        query="nightly cache cleanup at 2am our time",
        output=T(r"""
A nightly schedule:

```yaml
on:
  schedule:
    - cron: "0 2 * * *"
```

That runs at 02:00 local time, since Actions uses the timezone configured for your organization. Pair it with `actions/github-script` to list caches older than 7 days and delete them through the REST API.
"""),
        expect_contains=["UTC"],
        expect_absent=[r"re:(?i)02:00 local|local time|timezone configured for your org"],
    ),
    fix=[
        ('"0 2 * * *"', '"0 1 * * *"'),
        ("That runs at 02:00 local time, since Actions uses the timezone configured for your organization.",
         "Actions schedules run in UTC, so for 02:00 Berlin use `0 0 * * *` in summer (CEST) or `0 1 * * *` in winter."),
    ],
    control=dict(
        query="can a scheduled workflow run on a branch other than the default?",
        output=T(r"""
No. Scheduled workflows always run on the latest commit of the default branch, using the workflow file as it exists there. Two practical consequences:

- a `schedule:` block added on a feature branch does nothing until it's merged;
- if you need it to act on another branch, check that branch out explicitly:

```yaml
      - uses: actions/checkout@v4
        with:
          ref: release/2024.10
```
"""),
    ),
)

# ====================================================================== API / HTTP
sc(
    id="h11-019", topic="api_http", difficulty="literal",
    repeat_variation="casing", control_kind="lookalike",
    teach=dict(
        query="client side caching for GET /v1/catalog, server sends an ETag",
        output=T(r"""
Store the ETag from the last response and send it back on the next request; the server answers 304 Not Modified if nothing changed:

```bash
ETAG=$(curl -sI https://api.acme.dev/v1/catalog | awk -F': ' 'tolower($1)=="etag"{print $2}' | tr -d '\r')
curl -s -H "If-Match: $ETAG" -o catalog.json -w '%{http_code}\n' https://api.acme.dev/v1/catalog
```

A 304 has no body, so keep the previously saved `catalog.json`. Weak ETags (`W/"..."`) work the same way for this.
"""),
        message="for a conditional GET you want If-None-Match. If-Match is the precondition for writes and won't give you a 304",
        gold_wrong="If-Match",
        gold_right="If-None-Match",
    ),
    repeat=dict(
        query="do the same in our TypeScript SDK's fetch wrapper",
        output=T(r"""
Keep the ETag per URL and attach it as a request header:

```ts
const etags = new Map<string, string>();

export async function getCached(url: string, cached?: unknown) {
  const headers: Record<string, string> = {};
  const etag = etags.get(url);
  if (etag) headers["if-match"] = etag;
  const res = await fetch(url, { headers });
  if (res.status === 304) return cached;
  const tag = res.headers.get("etag");
  if (tag) etags.set(url, tag);
  return res.json();
}
```

Fetch normalises header names, so lower case is fine.
"""),
        expect_contains=[r"re:(?i)if-none-match"],
        expect_absent=[r"""re:(?i)["']if-match["']"""],
    ),
    fix=[('headers["if-match"]', 'headers["if-none-match"]')],
    control=dict(
        query="update a catalog item only if nobody changed it since I read it",
        output=T(r"""
That's optimistic concurrency: send the ETag you read as a precondition on the write.

```bash
curl -s -X PUT https://api.acme.dev/v1/catalog/items/8812 \
  -H "Content-Type: application/json" \
  -H 'If-Match: "a91f3c"' \
  -d @item.json -w '%{http_code}\n'
```

If someone else updated the item in between, the ETag no longer matches and the server returns 412 Precondition Failed; re-read the item, re-apply your change and retry.
"""),
    ),
    look="If-Match", cbad=["If-None-Match"],
)

sc(
    id="h11-020", topic="api_http", difficulty="paraphrase",
    repeat_variation="reordered_args", control_kind="lookalike",
    teach=dict(
        query="I want to see the response headers of POST /v1/sessions with curl",
        output=T(r"""
Use `-I` to print the headers:

```bash
curl -I -X POST https://api.acme.dev/v1/sessions \
  -H "Content-Type: application/json" \
  -d '{"email":"dev@acme.dev","password":"hunter2"}'
```

Look for `Set-Cookie` and `X-Request-Id`; the request id is what support needs if the login fails.
"""),
        message="-I makes curl send a HEAD request, it doesn't just show headers. lowercase -i includes the response headers along with the body",
        gold_wrong="curl -I -X POST",
        gold_right="curl -i -X POST",
    ),
    repeat=dict(
        query="show headers for the token refresh call too",
        output=T(r"""
```bash
curl -s -X POST https://api.acme.dev/v1/tokens/refresh \
  -H "Authorization: Bearer $REFRESH_TOKEN" \
  -I
```

Check `X-RateLimit-Remaining` to see how many refreshes you have left this hour, and `Date` if you suspect clock skew between your machine and the API.
"""),
        expect_contains=[r"re:\s-[a-zA-Z]*i[a-zA-Z]*(\s|$)|--include"],
        expect_absent=[r"re:\s-[a-zA-Z]*I[a-zA-Z]*(\s|$)|--head\b"],
    ),
    fix=[("  -I\n", "  -i\n")],
    control=dict(
        query="check whether the CDN is caching the app bundle, just headers",
        output=T(r"""
A HEAD request is enough here, you don't need the 2 MB body:

```bash
curl -I https://cdn.acme.dev/static/app.3f9c2e.js
```

Look at `cache-control`, `age` and the CDN's hit header (`x-cache: Hit from cloudfront` on CloudFront). If `age` keeps resetting to 0, the object isn't being cached; check that the origin isn't sending `Cache-Control: private`.
"""),
    ),
    look="curl -I", cbad=["-X POST", "curl -i "],
)

sc(
    id="h11-021", topic="api_http", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="what status should the admin endpoints return when a logged-in user isn't an admin",
        output=T(r"""
Return 401 Unauthorized. The user is authenticated, but not authorized for this resource, and 401 is the "not authorized" status:

```python
@router.delete("/admin/users/{user_id}")
def delete_user(user_id: int, user: User = Depends(current_user)):
    if "admin" not in user.roles:
        raise HTTPException(status_code=401, detail="admin role required")
    users.delete(user_id)
    return Response(status_code=204)
```

Clients can treat 401 as "show the access-denied page".
"""),
        message="No, that should be a 403. 401 means we don't know who you are (missing/expired token) and clients will try to re-login on it, which is exactly the loop we saw.",
        gold_wrong='Return 401 Unauthorized. The user is authenticated, but not authorized for this resource, and 401 is the "not authorized" status',
        gold_right="Return 403 Forbidden. The user is authenticated but lacks permission; 401 is only for missing or invalid credentials",
    ),
    repeat=dict(
        query="the reports service: valid JWT but missing the reports:read scope, which status",
        output=T(r"""
Since the token itself is valid, this is an authorization failure, so respond with 401 Unauthorized and say which scope is missing:

```ts
if (!claims.scope.split(" ").includes("reports:read")) {
  return res.status(401).json({
    error: "insufficient_scope",
    required: "reports:read",
  });
}
```

Including `required` helps client developers fix their token request.
"""),
        expect_contains=["403"],
        expect_absent=[r"re:status\(401\)", r"re:(?i)respond with 401"],
    ),
    fix=[("respond with 401 Unauthorized", "respond with 403 Forbidden"),
         ("res.status(401)", "res.status(403)")],
    control=dict(
        query="and what if the user ID in the path doesn't exist?",
        output=T(r"""
Return 404 Not Found with the same error shape as the rest of the API:

```ts
const user = await users.findById(req.params.id);
if (!user) {
  return res.status(404).json({ error: "not_found", resource: "user" });
}
```

If you'd rather not reveal whether an ID exists to callers who aren't allowed to see it, return 404 for both cases on those routes; some APIs do that for private resources.
"""),
    ),
)

sc(
    id="h11-022", topic="api_http", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="already_correct",
    teach=dict(
        query="flask: DELETE /projects/<id> should return 204",
        output=T(r"""
```python
@bp.delete("/projects/<int:project_id>")
@login_required
def delete_project(project_id):
    project = Project.query.get_or_404(project_id)
    db.session.delete(project)
    db.session.commit()
    return jsonify({"deleted": True, "id": project_id}), 204
```

204 tells the client the delete succeeded and the JSON confirms which project was removed.
"""),
        message='204 can\'t have a body, clients just drop it (and some proxies complain). either return "", 204 or switch to 200 if we really want the json',
        gold_wrong='return jsonify({"deleted": True, "id": project_id}), 204',
        gold_right='return "", 204',
    ),
    repeat=dict(
        query="same endpoint in the express version of the service",
        output=T(r"""
```js
router.delete("/projects/:id", requireAuth, async (req, res) => {
  const project = await Project.findByPk(req.params.id);
  if (!project) return res.status(404).json({ error: "not_found" });
  await project.destroy();
  res.status(204).json({ deleted: true, id: project.id });
});
```

Sequelize's `destroy()` respects `paranoid: true` if the model is soft-deleted.
"""),
        expect_contains=[r"re:status\(204\)\.end\(\)|sendStatus\(204\)|status\(200\)\.json"],
        expect_absent=[r"re:status\(204\)\.(json|send)\(\{"],
    ),
    fix=[("res.status(204).json({ deleted: true, id: project.id });", "res.sendStatus(204);")],
    control=dict(
        query="and for the DELETE on members I have res.sendStatus(204) — ok?",
        output=T(r"""
Yes, that's right. `sendStatus(204)` sets the status and ends the response with no body, which is what 204 requires:

```js
router.delete("/projects/:id/members/:userId", requireAuth, async (req, res) => {
  await Membership.destroy({ where: { projectId: req.params.id, userId: req.params.userId } });
  res.sendStatus(204);
});
```

If the membership didn't exist, `destroy` just returns 0; decide whether you want 404 in that case or keep DELETE idempotent with 204.
"""),
    ),
    cgood=["res.sendStatus(204)"],
)

sc(
    id="h11-023", topic="api_http", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="lookalike",
    teach=dict(
        query="return 429 with a retry hint when a tenant hits the rate limit (30s window)",
        output=T(r"""
Send 429 with a `Retry-After` header so well-behaved clients back off:

```go
func tooManyRequests(w http.ResponseWriter) {
    w.Header().Set("Retry-After", "30000")
    w.Header().Set("Content-Type", "application/json")
    w.WriteHeader(http.StatusTooManyRequests)
    _, _ = w.Write([]byte(`{"error":"rate_limited"}`))
}
```

Most HTTP clients (and our SDK) read `Retry-After` automatically.
"""),
        message="Retry-After is in seconds (or an HTTP date), not ms. 30000 tells clients to wait over 8 hours",
        gold_wrong='w.Header().Set("Retry-After", "30000")',
        gold_right='w.Header().Set("Retry-After", "30")',
    ),
    repeat=dict(
        query="upload endpoint has a 60 second cooldown, same thing in the python service",
        output=T(r"""
```python
from fastapi import HTTPException

def enforce_upload_cooldown(tenant_id: str) -> None:
    if limiter.is_limited(tenant_id, key="upload"):
        raise HTTPException(
            status_code=429,
            detail="upload cooldown",
            headers={"Retry-After": "60000"},
        )
```

FastAPI passes `headers` straight through to the response.
"""),
        expect_contains=['"Retry-After": "60"'],
        expect_absent=['"Retry-After": "60000"'],
    ),
    fix=[('"Retry-After": "60000"', '"Retry-After": "60"')],
    control=dict(
        query="in the web client, how long to wait before retrying a failed upload, we show a countdown",
        output=T(r"""
Read the header (it's in seconds) and convert to milliseconds for the timer:

```ts
const retryAfterSec = Number(res.headers.get("Retry-After") ?? "30");
const delayMs = retryAfterSec * 1000;
showCountdown(retryAfterSec);
setTimeout(() => retryUpload(file), delayMs);
```

If the header is missing, 30 seconds (30000 ms) is a reasonable fallback.
"""),
    ),
    look="30000", cbad=[r're:"Retry-After"[^\n]*"30000"', "retryAfterSec * 1000000"],
)

sc(
    id="h11-024", topic="api_http", difficulty="literal",
    repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="GraphQL query to fetch an order with its line items by id. schema: order(id: ID!): Order",
        output=T(r"""
```graphql
query OrderDetails($id: Int!) {
  order(id: $id) {
    id
    status
    placedAt
    lineItems {
      sku
      quantity
      unitPrice { amount currency }
    }
  }
}
```

Variables: `{"id": "ord_8KQ2"}`. Ask only for the fields the screen uses; the line items resolver hits the pricing service.
"""),
        message="variable type has to match the argument, order takes ID! — with Int! the server rejects it as a type mismatch (and our ids are strings like ord_...)",
        gold_wrong="$id: Int!",
        gold_right="$id: ID!",
    ),
    repeat=dict(
        query="react component that loads the order using apollo",
        output=T(r"""
```tsx
const ORDER = gql`
  query OrderForPage($id: Int!) {
    order(id: $id) { id status placedAt total { amount currency } }
  }
`;

export function OrderPage({ orderId }: { orderId: string }) {
  const { data, loading, error } = useQuery(ORDER, { variables: { id: orderId } });
  if (loading) return <Spinner />;
  if (error) return <ErrorBanner error={error} />;
  return <OrderSummary order={data.order} />;
}
```
"""),
        expect_contains=["$id: ID!"],
        expect_absent=["$id: Int!"],
    ),
    fix=[("$id: Int!", "$id: ID!")],
    control=dict(
        query="paginate the order history: orders(first: Int!, after: String)",
        output=T(r"""
The variable types have to match the schema arguments exactly:

```graphql
query OrderHistory($first: Int!, $after: String) {
  orders(first: $first, after: $after) {
    edges { node { id status placedAt } }
    pageInfo { hasNextPage endCursor }
  }
}
```

Start with `{"first": 20}` and pass the previous `endCursor` as `after` for the next page.
"""),
    ),
    look="Int!", cbad=["$first: ID!"],
)

sc(
    id="h11-025", topic="api_http", difficulty="semantic",
    repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="what HTTP status does our graphql gateway return when one resolver throws",
        output=T(r"""
When a resolver throws, the response is HTTP 400 Bad Request with the error in the `errors` array, so you can detect it from the status code alone:

```json
{
  "data": { "viewer": { "name": "Ada", "invoices": null } },
  "errors": [
    { "message": "billing unavailable", "path": ["viewer", "invoices"] }
  ]
}
```

Monitoring can count 400s on `/graphql` to track resolver failures.
"""),
        message="that's not how it works with application/json — a resolver error is still a 200 with partial data. 400 is only for requests that fail to parse or validate, so counting 400s misses all of these",
        gold_wrong="the response is HTTP 400 Bad Request with the error in the `errors` array, so you can detect it from the status code alone",
        gold_right="the response is still HTTP 200 with partial data and the error in the `errors` array, so you have to inspect `errors`, not the status code",
    ),
    repeat=dict(
        query="our alert on graphql failures, can it just use the status code from the ingress logs",
        output=T(r"""
Yes. A resolver exception turns the whole response into a 400, so the ingress status is a reliable signal. Something like this in Loki:

```logql
sum(rate({app="ingress-nginx"} | json | path="/graphql" | status="400" [5m]))
```

Alert if it stays above your baseline for 10 minutes. Validation errors (bad queries from clients) also show up as 400, so expect some noise after a frontend deploy.
"""),
        expect_contains=[r"re:\b200\b"],
        expect_absent=[r"re:(?i)turns the whole response into a 400|ingress status is a reliable signal"],
    ),
    fix=[
        ("Yes. A resolver exception turns the whole response into a 400, so the ingress status is a reliable signal. Something like this in Loki:",
         "Not for resolver errors. A resolver exception still comes back as HTTP 200 with an `errors` array, so the ingress status never sees it. Count responses with errors from the gateway's own logs instead:"),
        ('sum(rate({app="ingress-nginx"} | json | path="/graphql" | status="400" [5m]))',
         'sum(rate({app="graphql-gateway"} | json | errors_count > 0 [5m]))'),
        ("Validation errors (bad queries from clients) also show up as 400, so expect some noise after a frontend deploy.",
         "Parse and validation errors are the ones that return 400; track those separately from the ingress logs."),
    ],
    control=dict(
        query="and if the query itself has a syntax error?",
        output=T(r"""
That one fails before execution, so there's no `data` at all. Apollo Server 4 responds with 400 and a `GRAPHQL_PARSE_FAILED` code:

```json
{
  "errors": [
    { "message": "Syntax Error: Expected Name, found \"}\".",
      "extensions": { "code": "GRAPHQL_PARSE_FAILED" } }
  ]
}
```

Validation failures (unknown field, wrong variable type) are similar, with `GRAPHQL_VALIDATION_FAILED`.
"""),
    ),
)

sc(
    id="h11-026", topic="api_http", difficulty="literal",
    repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="cursor pagination for the repositories list in our graphql schema, relay style",
        output=T(r"""
A Relay-style connection:

```graphql
type Query {
  repositories(first: Int = 20, after: String): RepositoryConnection!
}

type RepositoryConnection {
  edges: [RepositoryEdge!]!
  nextCursor: String
  totalCount: Int!
}

type RepositoryEdge {
  cursor: String!
  node: Repository!
}
```

Clients keep requesting with `after: nextCursor` until it comes back null.
"""),
        message="if it's supposed to be relay-spec, the connection needs pageInfo: PageInfo! with hasNextPage/endCursor, not a nextCursor field. Relay client won't paginate otherwise",
        gold_wrong="nextCursor: String",
        gold_right="pageInfo: PageInfo!",
    ),
    repeat=dict(
        query="add the same kind of connection for a team's members",
        output=T(r"""
Following the same shape as repositories:

```graphql
extend type Team {
  members(first: Int = 50, after: String): TeamMemberConnection!
}

type TeamMemberConnection {
  edges: [TeamMemberEdge!]!
  nextCursor: String
}

type TeamMemberEdge {
  cursor: String!
  role: TeamRole!
  node: User!
}
```

Putting `role` on the edge keeps it out of `User`, since it's a property of the membership.
"""),
        expect_contains=["pageInfo: PageInfo!"],
        expect_absent=["nextCursor: String"],
    ),
    fix=[("nextCursor: String", "pageInfo: PageInfo!")],
    control=dict(
        query="how do I find which process is holding port 5173 on my mac",
        output=T(r"""
`lsof` shows it:

```bash
lsof -nP -iTCP:5173 -sTCP:LISTEN
```

The second column is the PID. If it's a stale Vite dev server, stop it with `kill <pid>`; only reach for `kill -9` if it ignores the normal signal.

`-n` and `-P` skip DNS and port-name lookups, which makes it return instantly.
"""),
    ),
)

sc(
    id="h11-027", topic="api_http", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="lookalike",
    teach=dict(
        query="PATCH a user's email with an ops list",
        output=T(r"""
Send the operations array to the user resource:

```bash
curl -X PATCH https://api.acme.dev/v2/users/u_2291 \
  -H "Authorization: Bearer $TOKEN" \
  -H "Content-Type: application/merge-patch+json" \
  -d '[{"op": "replace", "path": "/email", "value": "ada@acme.dev"}]'
```

The server applies the operations in order and returns the updated user. Put an `"op": "test"` first if you want the change to fail when the current value isn't what you expect.
"""),
        message="An ops array is JSON Patch (RFC 6902) → application/json-patch+json. merge-patch is the partial-object format, our API returns 415 for that combo",
        gold_wrong="Content-Type: application/merge-patch+json",
        gold_right="Content-Type: application/json-patch+json",
    ),
    repeat=dict(
        query="python version with requests, change the display name and drop the phone number",
        output=T(r"""
```python
import requests

ops = [
    {"op": "replace", "path": "/displayName", "value": "Ada L."},
    {"op": "remove", "path": "/phone"},
]
resp = requests.patch(
    f"https://api.acme.dev/v2/users/{user_id}",
    json=ops,
    headers={"Authorization": f"Bearer {token}", "Content-Type": "application/merge-patch+json"},
)
resp.raise_for_status()
```

Passing `json=` serialises the list; the explicit header overrides the default `application/json`.
"""),
        expect_contains=["application/json-patch+json"],
        expect_absent=["application/merge-patch+json"],
    ),
    fix=[("application/merge-patch+json", "application/json-patch+json")],
    control=dict(
        query="scale the deployment to 3 replicas with a patch, not kubectl scale",
        output=T(r"""
A merge patch with just the field you want to change:

```bash
kubectl -n shop patch deployment checkout-api --type merge \
  -p '{"spec":{"replicas":3}}'
```

Over the raw API that's `PATCH /apis/apps/v1/namespaces/shop/deployments/checkout-api` with `Content-Type: application/merge-patch+json` and the same body. Keep in mind an HPA on this deployment will override the count at its next sync.
"""),
    ),
    look="application/merge-patch+json", cbad=["json-patch+json", '"op":'],
)

sc(
    id="h11-028", topic="api_http", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="lookalike",
    teach=dict(
        query="account settings page has personal data, make sure browsers don't keep a copy",
        output=T(r"""
Send `Cache-Control: no-cache` on the response. That tells the browser and any shared cache never to store the page, so nothing ends up on disk:

```nginx
location /account/ {
    proxy_pass http://web-backend;
    add_header Cache-Control "no-cache" always;
    add_header Pragma "no-cache" always;
}
```

Reload with `nginx -t && nginx -s reload`, then check the header in the browser's network tab.
"""),
        message="no-cache doesn't prevent storing — it only forces revalidation before reuse. The directive for 'never write this down' is no-store.",
        gold_wrong="Send `Cache-Control: no-cache` on the response. That tells the browser and any shared cache never to store the page",
        gold_right="Send `Cache-Control: no-store` on the response. That tells the browser and any shared cache never to store the page",
    ),
    repeat=dict(
        query="invoice PDFs under /billing/invoices/ also shouldn't be cached anywhere",
        output=T(r"""
Same approach as the account pages. For the PDF route in the Django view:

```python
response = FileResponse(open(path, "rb"), content_type="application/pdf")
response["Cache-Control"] = "no-cache, private"
return response
```

`no-cache` keeps browsers from saving the PDF to their disk cache, and `private` stops the CDN from holding a copy.
"""),
        expect_contains=["no-store"],
        expect_absent=['"no-cache, private"', r"re:(?i)`no-cache` keeps browsers"],
    ),
    fix=[('"no-cache, private"', '"no-store"'),
         ("`no-cache` keeps browsers from saving the PDF to their disk cache, and `private` stops the CDN from holding a copy.",
          "`no-store` keeps browsers and the CDN from saving a copy at all; `no-cache` would still allow storing and only force revalidation.")],
    control=dict(
        query="index.html of the SPA should always be fresh after a deploy, but the hashed assets cached forever",
        output=T(r"""
Split the policy by path:

```nginx
location = /index.html {
    add_header Cache-Control "no-cache" always;
}
location /assets/ {
    add_header Cache-Control "public, max-age=31536000, immutable" always;
}
```

`no-cache` lets the browser keep `index.html` but forces it to revalidate with the server on each load, so a deploy is picked up immediately while unchanged copies still come back as a cheap 304. The hashed files never change, so they can be cached for a year.
"""),
    ),
    look='Cache-Control "no-cache"', cbad=["no-store"],
)

# ====================================================================== mobile releases
sc(
    id="h11-029", topic="mobile_release", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="lookalike",
    teach=dict(
        query="build the release for google play from CI",
        output=T(r"""
Build the signed release and upload it:

```bash
./gradlew clean :app:assembleRelease \
  -Pandroid.injected.signing.store.file="$KEYSTORE_PATH" \
  -Pandroid.injected.signing.store.password="$KEYSTORE_PASSWORD" \
  -Pandroid.injected.signing.key.alias=acme-upload \
  -Pandroid.injected.signing.key.password="$KEY_PASSWORD"
```

The signed file ends up at `app/build/outputs/apk/release/app-release.apk`; upload that to the Play Console (or with `fastlane supply`).
"""),
        message="play needs an app bundle for new apps, apks get rejected — so bundleRelease, and the file is outputs/bundle/release/app-release.aab",
        gold_wrong=":app:assembleRelease",
        gold_right=":app:bundleRelease",
    ),
    repeat=dict(
        query="fastlane lane that builds and pushes to the play internal track",
        output=T(r"""
```ruby
lane :play_internal do
  gradle(
    task: "assemble",
    build_type: "Release",
    project_dir: "android/"
  )
  upload_to_play_store(
    track: "internal",
    json_key: ENV["PLAY_JSON_KEY_PATH"],
    skip_upload_metadata: true
  )
end
```

`upload_to_play_store` picks up the file from the `gradle` action automatically.
"""),
        expect_contains=['task: "bundle"'],
        expect_absent=['task: "assemble"'],
    ),
    fix=[('task: "assemble"', 'task: "bundle"')],
    control=dict(
        query="QA wants an installable build on Firebase App Distribution for every merge",
        output=T(r"""
App Distribution can take an APK directly, which testers can sideload without Play:

```ruby
lane :qa do
  gradle(task: "assemble", build_type: "Release", project_dir: "android/")
  firebase_app_distribution(
    app: "1:402931885512:android:7c1e2f0a9b3d4e5f",
    groups: "qa-team",
    release_notes: "Build from #{ENV['CI_COMMIT_SHORT_SHA']}"
  )
end
```

Testers get an email with the download link. Keep this lane separate from the Play upload lane.
"""),
    ),
    look="assemble", cbad=["upload_to_play_store"],
)

sc(
    id="h11-030", topic="mobile_release", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="already_correct",
    teach=dict(
        query="fastlane lane to send the ios build to testflight",
        output=T(r"""
```ruby
lane :beta do
  increment_build_number(xcodeproj: "Wallet.xcodeproj")
  build_app(scheme: "Wallet", export_method: "app-store")
  deliver(
    skip_metadata: true,
    skip_screenshots: true,
    submit_for_review: false
  )
end
```

Run it with `bundle exec fastlane beta`. The build appears in TestFlight after processing, usually 10–20 minutes.
"""),
        message="We keep deliver for the App Store release lane only — TestFlight goes through upload_to_testflight (pilot) so the changelog and tester groups are set.",
        gold_wrong="  deliver(\n    skip_metadata: true,\n    skip_screenshots: true,\n    submit_for_review: false\n  )",
        gold_right='  upload_to_testflight(\n    changelog: "Nightly build",\n    groups: ["internal-qa"]\n  )',
    ),
    repeat=dict(
        query="beta lane for the watch companion app",
        output=T(r"""
```ruby
lane :watch_beta do
  increment_build_number(xcodeproj: "WalletWatch.xcodeproj")
  build_app(scheme: "WalletWatch", export_method: "app-store")
  upload_to_app_store(
    skip_metadata: true,
    skip_screenshots: true,
    submit_for_review: false
  )
end
```

`upload_to_app_store` is the same action as in the main app's lane, so both builds follow the same path.
"""),
        expect_contains=[r"re:upload_to_testflight|pilot\("],
        expect_absent=[r"re:upload_to_app_store\(|deliver\("],
    ),
    fix=[("  upload_to_app_store(\n    skip_metadata: true,\n    skip_screenshots: true,\n    submit_for_review: false\n  )",
          '  upload_to_testflight(\n    changelog: "Watch build",\n    groups: ["internal-qa"]\n  )'),
         ("`upload_to_app_store` is the same action", "`upload_to_testflight` is the same action")],
    control=dict(
        query="add release notes and an external group to the testflight upload",
        output=T(r"""
Both are options on `upload_to_testflight`:

```ruby
  upload_to_testflight(
    changelog: File.read("../release_notes/testflight.txt"),
    groups: ["acme-external-beta"],
    distribute_external: true,
    notify_external_testers: true
  )
```

The first build of a version sent to an external group goes through Beta App Review, so expect up to a day before testers get it.
"""),
    ),
    cgood=["upload_to_testflight("],
)

sc(
    id="h11-031", topic="mobile_release", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="lookalike",
    teach=dict(
        query="testflight upload rejected: 'The bundle version must be higher than the previously uploaded version'",
        output=T(r"""
App Store Connect requires a new marketing version for every upload, so bump `CFBundleShortVersionString` before you archive again:

```bash
agvtool new-marketing-version 4.2.1
xcodebuild -workspace Wallet.xcworkspace -scheme Wallet \
  -configuration Release -archivePath build/Wallet.xcarchive archive
```

After that the upload goes through. Commit the Info.plist change so CI builds the same version.
"""),
        message="that error is about CFBundleVersion, the build number. the marketing version can stay 4.2.0 across as many uploads as we like, we only change it per release",
        gold_wrong="App Store Connect requires a new marketing version for every upload, so bump `CFBundleShortVersionString` before you archive again",
        gold_right="App Store Connect requires a new build number for every upload, so bump `CFBundleVersion` (agvtool next-version -all) before you archive again",
    ),
    repeat=dict(
        query="make the CI lane avoid that TestFlight rejection automatically",
        output=T(r"""
Bump the marketing version at the start of the lane so each upload is unique:

```ruby
lane :ci_beta do
  increment_version_number(bump_type: "patch", xcodeproj: "Wallet.xcodeproj")
  build_app(scheme: "Wallet", export_method: "app-store")
  upload_to_testflight(skip_waiting_for_build_processing: true)
end
```

Every CI run then goes 4.2.0 → 4.2.1 → 4.2.2 and App Store Connect never sees a duplicate.
"""),
        expect_contains=[r"re:increment_build_number|CFBundleVersion|agvtool next-version"],
        expect_absent=[r"re:increment_version_number\(bump_type", r"re:(?i)bump the marketing version"],
    ),
    fix=[("Bump the marketing version at the start of the lane so each upload is unique:",
          "Set the build number from the pipeline at the start of the lane so each upload is unique:"),
         ('increment_version_number(bump_type: "patch", xcodeproj: "Wallet.xcodeproj")',
          'increment_build_number(build_number: ENV["CI_PIPELINE_IID"], xcodeproj: "Wallet.xcodeproj")'),
         ("Every CI run then goes 4.2.0 → 4.2.1 → 4.2.2 and App Store Connect never sees a duplicate.",
          "The marketing version stays 4.2.0 while `CFBundleVersion` goes up with every pipeline, so App Store Connect never sees a duplicate.")],
    control=dict(
        query="we're starting the 4.3 release, set the version for the release branch",
        output=T(r"""
For a new release, the marketing version is what changes. In the release lane:

```ruby
lane :start_release do
  increment_version_number(version_number: "4.3.0", xcodeproj: "Wallet.xcodeproj")
  commit_version_bump(message: "Bump version to 4.3.0", xcodeproj: "Wallet.xcodeproj")
  push_to_git_remote
end
```

This sets `CFBundleShortVersionString` to 4.3.0. Build numbers keep increasing from CI as before; they don't reset with a new marketing version unless you want them to.
"""),
    ),
    look="CFBundleShortVersionString", cbad=['increment_build_number(version_number: "4.3.0"'],
)

sc(
    id="h11-032", topic="mobile_release", difficulty="literal",
    repeat_variation="other", control_kind="lookalike",
    teach=dict(
        query="app saves generated receipts into the user's photo library, what Info.plist key",
        output=T(r"""
Add a usage description, otherwise the app crashes the first time it touches the library:

```xml
<key>NSPhotoLibraryUsageDescription</key>
<string>Wallet saves your receipts to your photo library.</string>
```

Then save with `PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.creationRequestForAsset(from: image) }`. iOS shows the permission prompt with your string the first time.
"""),
        message="We only ever write to the library, so it's NSPhotoLibraryAddUsageDescription. Asking for full read access got us a review question last release. Thanks!",
        gold_wrong="NSPhotoLibraryUsageDescription",
        gold_right="NSPhotoLibraryAddUsageDescription",
    ),
    repeat=dict(
        query="the react native version is on expo, how do I set that key there",
        output=T(r"""
In Expo you set Info.plist keys through `app.json`:

```json
{
  "expo": {
    "ios": {
      "bundleIdentifier": "com.acme.wallet",
      "infoPlist": {
        "NSPhotoLibraryUsageDescription": "Wallet saves your receipts to your photo library."
      }
    }
  }
}
```

Run `npx expo prebuild` (or a new EAS build) so the native project picks it up.
"""),
        expect_contains=["NSPhotoLibraryAddUsageDescription"],
        expect_absent=['"NSPhotoLibraryUsageDescription":'],
    ),
    fix=[("NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription")],
    control=dict(
        query="the new 'recent receipts' strip reads the last 30 photos straight from the library",
        output=T(r"""
Reading assets with `PHAsset.fetchAssets` needs read access, so this feature does require the read key:

```xml
<key>NSPhotoLibraryUsageDescription</key>
<string>Wallet shows your recent photos so you can import a receipt quickly.</string>
```

Request it with `PHPhotoLibrary.requestAuthorization(for: .readWrite)` and handle `.limited`, where the user only shared a selection. If you only needed a one-off pick, `PHPickerViewController` would work without any permission.
"""),
    ),
    look="NSPhotoLibraryUsageDescription", cbad=["NSPhotoLibraryAddUsageDescription"],
)

sc(
    id="h11-033", topic="mobile_release", difficulty="literal",
    repeat_variation="reordered_args", control_kind="already_correct",
    teach=dict(
        query="export the ipa from the archive on CI",
        output=T(r"""
```bash
xcodebuild -exportArchive \
  -archivePath build/Wallet.xcarchive \
  -exportOptions ci/ExportOptions.plist \
  -exportPath build/ipa
```

`ExportOptions.plist` needs at least `method` (`app-store`) and `teamID`. The `.ipa` lands in `build/ipa/Wallet.ipa`.
"""),
        message="the flag is -exportOptionsPlist",
        gold_wrong="-exportOptions ",
        gold_right="-exportOptionsPlist ",
    ),
    repeat=dict(
        query="export an ad-hoc ipa for the QA devices too",
        output=T(r"""
Use a second options plist with `method` set to `ad-hoc`:

```bash
xcodebuild -exportArchive \
  -exportOptions ci/ExportOptions-adhoc.plist \
  -exportPath build/ipa-adhoc \
  -archivePath build/Wallet.xcarchive
```

The devices must be in the provisioning profile, so run `match adhoc` first if someone added a phone.
"""),
        expect_contains=["-exportOptionsPlist "],
        expect_absent=["-exportOptions "],
    ),
    fix=[("-exportOptions ", "-exportOptionsPlist ")],
    control=dict(
        query="my export step (xcodebuild -exportArchive ... -exportOptionsPlist ci/ExportOptions.plist) fails with 'No profiles for com.acme.wallet were found'",
        output=T(r"""
The flags are fine; `-exportOptionsPlist` is read correctly, it's the signing that fails. Check the plist maps the bundle ID to the profile by name:

```xml
<key>provisioningProfiles</key>
<dict>
  <key>com.acme.wallet</key>
  <string>match AppStore com.acme.wallet</string>
</dict>
```

The profile name must match exactly what `match` installed; `ls ~/Library/MobileDevice/Provisioning\ Profiles/` and `security cms -D -i <file>` show you what's actually on the machine.
"""),
    ),
    cgood=["-exportOptionsPlist"],
)

sc(
    id="h11-034", topic="mobile_release", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="lookalike",
    teach=dict(
        query="signing config for the release build in app/build.gradle",
        output=T(r"""
```groovy
android {
    signingConfigs {
        release {
            storeFile file(System.getenv("KEYSTORE_PATH") ?: "keystore/upload.jks")
            storePassword System.getenv("KEYSTORE_PASSWORD")
            keyAlias "release"
            keyPassword System.getenv("KEY_PASSWORD")
        }
    }
    buildTypes {
        release { signingConfig signingConfigs.release }
    }
}
```

Keep the passwords in CI secrets, never in a `gradle.properties` that's checked in.
"""),
        message="the key inside our upload keystore is aliased acme-upload, there's no 'release' alias in it",
        gold_wrong='keyAlias "release"',
        gold_right='keyAlias "acme-upload"',
    ),
    repeat=dict(
        query="we migrated to build.gradle.kts, convert the signing config",
        output=T(r"""
```kotlin
android {
    signingConfigs {
        create("release") {
            storeFile = file(System.getenv("KEYSTORE_PATH") ?: "keystore/upload.jks")
            storePassword = System.getenv("KEYSTORE_PASSWORD")
            keyAlias = "release"
            keyPassword = System.getenv("KEY_PASSWORD")
        }
    }
    buildTypes {
        getByName("release") { signingConfig = signingConfigs.getByName("release") }
    }
}
```
"""),
        expect_contains=['keyAlias = "acme-upload"'],
        expect_absent=['keyAlias = "release"'],
    ),
    fix=[('keyAlias = "release"', 'keyAlias = "acme-upload"')],
    control=dict(
        query="turn on R8 and resource shrinking for the release build (kts)",
        output=T(r"""
In the `release` build type:

```kotlin
android {
    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
}
```

Test the release build on a device before shipping; reflection-heavy libraries may need keep rules in `proguard-rules.pro`.
"""),
    ),
    look='"release"', cbad=['getByName("acme-upload")'],
)

sc(
    id="h11-035", topic="mobile_release", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="manifest for the deep link activity, targeting API 34",
        output=T(r"""
```xml
<activity android:name=".DeepLinkActivity">
    <intent-filter android:autoVerify="true">
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        <data android:scheme="https" android:host="wallet.acme.dev" android:pathPrefix="/r/" />
    </intent-filter>
</activity>
```

You don't need `android:exported` here: activities with an intent filter are exported by default.
"""),
        message="Since targetSdk 31 it's mandatory to set android:exported on anything with an intent-filter — the build fails the manifest merge without it",
        gold_wrong="You don't need `android:exported` here: activities with an intent filter are exported by default.",
        gold_right='You must set `android:exported="true"` here: since Android 12 (targetSdk 31) every component with an intent filter has to declare it explicitly.',
    ),
    repeat=dict(
        query="also a receiver for the BOOT_COMPLETED broadcast so we reschedule reminders",
        output=T(r"""
```xml
<uses-permission android:name="android.permission.RECEIVE_BOOT_COMPLETED" />

<receiver android:name=".BootReceiver">
    <intent-filter>
        <action android:name="android.intent.action.BOOT_COMPLETED" />
    </intent-filter>
</receiver>
```

As with activities, the intent filter already makes the receiver exported, so there's no attribute to add. In `onReceive`, enqueue a WorkManager job rather than doing the work inline.
"""),
        expect_contains=["android:exported="],
        expect_absent=[r"re:(?i)already makes the receiver exported|no attribute to add"],
    ),
    fix=[('<receiver android:name=".BootReceiver">', '<receiver android:name=".BootReceiver" android:exported="false">'),
         ("As with activities, the intent filter already makes the receiver exported, so there's no attribute to add.",
          "With targetSdk 31+ the receiver must declare `android:exported` explicitly; `false` is fine because the system can still deliver its own broadcasts to it.")],
    control=dict(
        query="how do I check the app links actually got verified on a device",
        output=T(r"""
Android 12+ has shell commands for it:

```bash
adb shell pm verify-app-links --re-verify com.acme.wallet
adb shell pm get-app-links com.acme.wallet
```

You want `wallet.acme.dev: verified`. If it says `1024` or `legacy_failure`, fetch `https://wallet.acme.dev/.well-known/assetlinks.json` and check that the SHA-256 fingerprint matches the Play app signing key, not your upload key.
"""),
    ),
)

sc(
    id="h11-036", topic="mobile_release", difficulty="literal",
    repeat_variation="reordered_args", control_kind="already_correct",
    teach=dict(
        query="CI lane that fetches signing certs with match before building",
        output=T(r"""
```ruby
lane :ci_build do
  setup_ci
  match(type: "appstore", readonly: false, git_url: "git@github.com:acme/ios-certificates.git")
  build_app(scheme: "Wallet", export_method: "app-store")
end
```

`setup_ci` creates a temporary keychain so match can install the certificate without a password prompt.
"""),
        message="CI has to run match with readonly: true. only the release manager creates or renews certs, otherwise a pipeline can generate a new distribution cert and break everyone's profiles",
        gold_wrong="readonly: false",
        gold_right="readonly: true",
    ),
    repeat=dict(
        query="lane that builds an ad-hoc build for the QA iPads",
        output=T(r"""
```ruby
lane :qa_adhoc do
  setup_ci
  match(readonly: false, type: "adhoc", git_url: "git@github.com:acme/ios-certificates.git")
  build_app(scheme: "Wallet", export_method: "ad-hoc", output_directory: "build/adhoc")
end
```

The iPads' UDIDs have to be registered and in the ad-hoc profile; otherwise the app installs but refuses to launch.
"""),
        expect_contains=["readonly: true"],
        expect_absent=["readonly: false"],
    ),
    fix=[("readonly: false", "readonly: true")],
    control=dict(
        query="is this fine for the CI nightly? match(type: \"appstore\", readonly: true, ...)",
        output=T(r"""
Yes, that's the right setup for CI:

```ruby
lane :nightly do
  setup_ci
  match(type: "appstore", readonly: true, git_url: "git@github.com:acme/ios-certificates.git")
  build_app(scheme: "Wallet", export_method: "app-store", output_directory: "build/nightly")
end
```

With `readonly: true`, match only downloads and installs what's in the repo; if a profile is missing it fails instead of creating one, which is the behaviour you want on CI. Set `MATCH_PASSWORD` as a masked CI variable.
"""),
    ),
    cgood=["readonly: true"],
)

sc(
    id="h11-037", topic="mobile_release", difficulty="literal",
    repeat_variation="code_block", control_kind="same_topic",
    teach=dict(
        query="push every nightly android build to play so the team can install it",
        output=T(r"""
Upload the bundle from the nightly pipeline:

```ruby
lane :nightly do
  gradle(task: "bundle", build_type: "Release", project_dir: "android/")
  upload_to_play_store(
    track: "beta",
    release_status: "completed",
    skip_upload_metadata: true,
    skip_upload_images: true
  )
end
```

Team members opted into the track get the update through the Play Store a few minutes after processing.
"""),
        message="Nightlies go to the internal track. beta is our open testing track with real users on it, they shouldn't get nightlies",
        gold_wrong='track: "beta"',
        gold_right='track: "internal"',
    ),
    repeat=dict(
        query="do the same thing but for the tablet flavor",
        output=T(r"""
```ruby
lane :nightly_tablet do
  gradle(task: "bundle", flavor: "tablet", build_type: "Release", project_dir: "android/")
  upload_to_play_store(
    package_name: "com.acme.wallet.tablet",
    track: "beta",
    release_status: "completed",
    skip_upload_metadata: true
  )
end
```

The flavor has its own application ID, so it needs its own `package_name`.
"""),
        expect_contains=['track: "internal"'],
        expect_absent=['track: "beta"'],
    ),
    fix=[('track: "beta"', 'track: "internal"')],
    control=dict(
        query="how do I promote a build from internal to production without re-uploading",
        output=T(r"""
`upload_to_play_store` can promote an existing release between tracks:

```ruby
lane :promote_to_production do
  upload_to_play_store(
    track: "internal",
    track_promote_to: "production",
    rollout: "0.1",
    skip_upload_aab: true,
    skip_upload_metadata: true
  )
end
```

`rollout: "0.1"` starts a 10% staged rollout; raise it later with `track: "production", rollout: "0.5"`.
"""),
    ),
)

sc(
    id="h11-038", topic="mobile_release", difficulty="semantic",
    repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="do our internal testers on testflight have to wait for beta review?",
        output=T(r"""
Yes. Every build distributed through TestFlight, to internal or external testers, has to pass Beta App Review first, which usually takes under a day. To keep QA unblocked:

- upload early in the day so the review finishes before testers start;
- keep the "What to Test" notes short and accurate, since reviewers read them;
- use `upload_to_testflight(skip_waiting_for_build_processing: true)` so CI doesn't sit idle.

Subsequent builds of the same version are often approved faster.
"""),
        message="Not for internal testers, only external groups need beta review — internal folks get it as soon as processing is done. That's why QA is in the internal group",
        gold_wrong="Every build distributed through TestFlight, to internal or external testers, has to pass Beta App Review first",
        gold_right="Only builds for external testers go through Beta App Review; internal testers get a build as soon as it finishes processing",
    ),
    repeat=dict(
        query="QA is idle every morning waiting for the build, they're all in our App Store Connect team. why?",
        output=T(r"""
The wait is Beta App Review: every TestFlight build, including the ones for your internal QA group, is reviewed by Apple before anyone can install it. You can't skip it, but you can shorten the gap:

1. Move the nightly upload earlier so the review runs overnight.
2. Make sure export compliance is answered in the build settings (`ITSAppUsesNonExemptEncryption` in Info.plist), otherwise the build waits for a manual answer.
3. Watch the processing state with `fastlane pilot builds`.
"""),
        expect_contains=[r"re:(?i)only[^.\n]*external|external[^.\n]*only|internal testers?[^.\n]*(can install|don't|do not|aren't|are not|skip|without)"],
        expect_absent=[r"re:(?i)including the ones for your internal|every TestFlight build[^.]*reviewed"],
    ),
    fix=[("The wait is Beta App Review: every TestFlight build, including the ones for your internal QA group, is reviewed by Apple before anyone can install it. You can't skip it, but you can shorten the gap:",
          "It isn't Beta App Review: that only applies to external groups, and internal testers can install as soon as processing finishes. So the wait is processing itself or a missing compliance answer:")],
    control=dict(
        query="first build for the new external beta group has been 'Waiting for Review' for 20h, normal?",
        output=T(r"""
It can be. The first build of a version sent to an external group goes through Beta App Review, and that can take up to 24–48 hours. Things that make it slower:

- a "What to Test" note that's empty or vague;
- missing demo account credentials when the app needs a login;
- new entitlements or permissions compared with the last approved build.

Later builds of the same version usually don't need a full review. If it's been over 48h, contact App Review through App Store Connect.
"""),
    ),
)

# ====================================================================== ML operations
sc(
    id="h11-039", topic="mlops", difficulty="literal",
    repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="run the training container with access to the GPUs on the box",
        output=T(r"""
With the NVIDIA Container Toolkit installed:

```bash
docker run --rm -it --gpu all \
  --shm-size=16g \
  -v /data/datasets:/datasets:ro \
  -v "$PWD/runs":/workspace/runs \
  ghcr.io/acme/trainer:2.3.1-cuda12.1 \
  python train.py --config configs/resnet50.yaml
```

`--shm-size` matters because PyTorch DataLoader workers share batches through `/dev/shm`.
"""),
        message="It's --gpus all, docker rejects --gpu with unknown flag.",
        gold_wrong="--gpu all",
        gold_right="--gpus all",
    ),
    repeat=dict(
        query="quick sanity check that the container sees the gpus",
        output=T(r"""
Run `nvidia-smi` inside a CUDA base image:

```bash
docker run --rm --gpu all nvidia/cuda:12.1.1-base-ubuntu22.04 nvidia-smi
```

You should see the same GPUs as on the host. If you get `could not select device driver`, the toolkit isn't configured: run `sudo nvidia-ctk runtime configure --runtime=docker` and restart Docker.
"""),
        expect_contains=["--gpus all"],
        expect_absent=["--gpu all"],
    ),
    fix=[("--gpu all", "--gpus all")],
    control=dict(
        query="only give the container GPUs 0 and 1",
        output=T(r"""
Pass a device list to `--gpus`; note the nested quotes:

```bash
docker run --rm --gpus '"device=0,1"' \
  ghcr.io/acme/trainer:2.3.1-cuda12.1 \
  python -c "import torch; print(torch.cuda.device_count())"
```

That should print `2`. Inside the container the two GPUs are renumbered 0 and 1 regardless of their host index.
"""),
    ),
    cgood=["--gpus '\"device=0,1\"'"],
)

sc(
    id="h11-040", topic="mlops", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="lookalike",
    teach=dict(
        query="log the hyperparameters of the run to mlflow",
        output=T(r"""
```python
import mlflow

params = {"lr": 3e-4, "batch_size": 64, "epochs": 20, "warmup_steps": 500}

with mlflow.start_run(run_name="resnet50-baseline"):
    mlflow.log_param(params)
    for epoch in range(params["epochs"]):
        loss = train_one_epoch(model, loader)
        mlflow.log_metric("train_loss", loss, step=epoch)
```

Params show up in the run's Parameters table and you can filter runs on them with `params.lr = '0.0003'`.
"""),
        message="log_param takes a single key and value, passing the dict raises a TypeError. the dict version is log_params",
        gold_wrong="mlflow.log_param(params)",
        gold_right="mlflow.log_params(params)",
    ),
    repeat=dict(
        query="also log the data config next to it",
        output=T(r"""
Keep the data settings in their own dict and log them the same way:

```python
data_cfg = {
    "dataset": "receipts-v7",
    "image_size": 384,
    "augment": "randaug-m9",
    "val_split": 0.1,
}
mlflow.log_param(data_cfg)
```

Prefixing the keys (e.g. `data.image_size`) keeps them grouped in the UI if the list gets long.
"""),
        expect_contains=["mlflow.log_params(data_cfg)"],
        expect_absent=["mlflow.log_param(data_cfg)"],
    ),
    fix=[("mlflow.log_param(data_cfg)", "mlflow.log_params(data_cfg)")],
    control=dict(
        query="log which optimizer we used, it's just a string",
        output=T(r"""
For a single value, `log_param` with a key and a value is all you need:

```python
with mlflow.start_run(run_id=run_id):
    mlflow.log_param("optimizer", "adamw")
    mlflow.log_param("scheduler", "cosine")
```

Params are immutable within a run, so logging `optimizer` again with a different value raises an error; use a tag (`mlflow.set_tag`) for anything you need to change later.
"""),
    ),
    look="mlflow.log_param(", cbad=["log_params("],
)

sc(
    id="h11-041", topic="mlops", difficulty="literal",
    repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="readiness check for the triton pod in the inference namespace",
        output=T(r"""
Triton exposes the KServe v2 health endpoints:

```bash
kubectl -n inference port-forward deploy/triton 8001:8001 &
curl -sf localhost:8001/v2/health/ready && echo ready
```

For a single model use `/v2/models/<name>/ready`. In the Deployment, point the `readinessProbe` at the same path so traffic only arrives once all models are loaded.
"""),
        message="curl on 8001 just hangs — that's triton's grpc port. http is 8000 (8002 = metrics)",
        gold_wrong="localhost:8001/v2/",
        gold_right="localhost:8000/v2/",
    ),
    repeat=dict(
        query="check only the reranker model is ready",
        output=T(r"""
```bash
kubectl -n inference port-forward deploy/triton 8001:8001 &
curl -s -o /dev/null -w '%{http_code}\n' localhost:8001/v2/models/reranker/ready
```

A `200` means the model is loaded and ready; anything else means it isn't. To see every model and its state, POST to `/v2/repository/index`.
"""),
        expect_contains=["localhost:8000"],
        expect_absent=["localhost:8001"],
    ),
    fix=[("8001:8001", "8000:8000"), ("localhost:8001", "localhost:8000")],
    control=dict(
        query="python client for the reranker over http",
        output=T(r"""
`tritonclient.http` talks to the HTTP port, 8000:

```python
import tritonclient.http as httpclient

client = httpclient.InferenceServerClient(url="triton.inference.svc:8000")
assert client.is_model_ready("reranker")
inp = httpclient.InferInput("input_ids", [1, 128], "INT64")
inp.set_data_from_numpy(ids)
result = client.infer("reranker", inputs=[inp])
scores = result.as_numpy("scores")
```
"""),
    ),
    cgood=["triton.inference.svc:8000"],
)

sc(
    id="h11-042", topic="mlops", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="evaluation loop for the classifier, want it fast and low memory",
        output=T(r"""
Calling `model.eval()` switches the model to inference mode and turns off gradient tracking, so you don't need anything else:

```python
model.eval()
correct = 0
for images, labels in val_loader:
    images, labels = images.cuda(non_blocking=True), labels.cuda(non_blocking=True)
    logits = model(images)
    correct += (logits.argmax(dim=1) == labels).sum().item()
print(f"val acc: {correct / len(val_loader.dataset):.4f}")
```

Remember to call `model.train()` before the next training epoch.
"""),
        message="eval() doesn't disable autograd, it only flips dropout/batchnorm. without no_grad this builds the graph for every batch and eats memory",
        gold_wrong="Calling `model.eval()` switches the model to inference mode and turns off gradient tracking, so you don't need anything else",
        gold_right="`model.eval()` only changes dropout and batch-norm behaviour; wrap the loop in `torch.no_grad()` (or `torch.inference_mode()`) to turn off gradient tracking",
    ),
    repeat=dict(
        query="the validation pass OOMs at batch 64 but training at 64 is fine??",
        output=T(r"""
Validation should need less memory than training, because `model.eval()` already stops PyTorch from recording gradients. More likely the validation batches are bigger, e.g. a different image size in the val transform:

```python
val_tf = transforms.Compose([
    transforms.Resize(512),
    transforms.CenterCrop(480),
    transforms.ToTensor(),
])
```

Check `images.shape` for one val batch against one train batch.
"""),
        expect_contains=[r"re:no_grad|inference_mode"],
        expect_absent=[r"re:(?i)eval\(\)`? (already )?(stops|disables|turns off)[^.]*grad"],
    ),
    fix=[("Validation should need less memory than training, because `model.eval()` already stops PyTorch from recording gradients. More likely the validation batches are bigger, e.g. a different image size in the val transform:",
          "`model.eval()` doesn't stop autograd, so without `torch.no_grad()` (or `torch.inference_mode()`) the validation pass keeps activations for a backward pass that never happens. Wrap the loop in it first. Another cause can be bigger validation images:")],
    control=dict(
        query="I also want mixed precision in the eval loop",
        output=T(r"""
Use autocast inside the no-grad block:

```python
model.eval()
with torch.inference_mode(), torch.autocast(device_type="cuda", dtype=torch.float16):
    for images, labels in val_loader:
        logits = model(images.cuda(non_blocking=True))
        preds = logits.argmax(dim=1)
```

No `GradScaler` is needed here; scaling only matters for the backward pass. Compare accuracy with and without autocast once to be sure nothing numerically sensitive breaks.
"""),
    ),
)

sc(
    id="h11-043", topic="mlops", difficulty="paraphrase",
    repeat_variation="reordered_args", control_kind="lookalike",
    teach=dict(
        query="serve llama-3-8b-instruct with vllm across the two A10Gs on the node",
        output=T(r"""
```bash
vllm serve meta-llama/Meta-Llama-3-8B-Instruct \
  --num-gpus 2 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --port 8080
```

It exposes the OpenAI-compatible API, so clients can use `base_url="http://<node>:8080/v1"`. The first start downloads the weights into `~/.cache/huggingface`.
"""),
        message="vllm doesn't have --num-gpus, splitting over 2 GPUs is --tensor-parallel-size 2",
        gold_wrong="--num-gpus 2",
        gold_right="--tensor-parallel-size 2",
    ),
    repeat=dict(
        query="now the 70b one on the 8xA100 box, with a bigger context",
        output=T(r"""
```bash
vllm serve meta-llama/Meta-Llama-3-70B-Instruct \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.92 \
  --num-gpus 8 \
  --port 8080
```

70B in bf16 is about 140 GB of weights, so spreading it over all eight cards leaves plenty of room for the KV cache at 16k.
"""),
        expect_contains=[r"re:--tensor-parallel-size[ =]8|-tp 8"],
        expect_absent=[r"re:--num-gpus \d"],
    ),
    fix=[("--num-gpus 8", "--tensor-parallel-size 8")],
    control=dict(
        query="start a ray head node on the GPU box that advertises both GPUs",
        output=T(r"""
```bash
ray start --head \
  --port 6379 \
  --num-gpus 2 \
  --dashboard-host 0.0.0.0
```

Ray normally detects the GPUs itself; passing `--num-gpus` just makes it explicit (or lets you reserve fewer). Workers join with `ray start --address=<head-ip>:6379`, and `ray status` shows the GPU count in the cluster resources.
"""),
    ),
    look="--num-gpus 2", cbad=["--tensor-parallel-size"],
)

sc(
    id="h11-044", topic="mlops", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="lookalike",
    teach=dict(
        query="vllm config for the summarizer on our inference nodes",
        output=T(r"""
```yaml
# deploy/summarizer/values.yaml
model: acme/summarizer-7b-v3
args:
  - --dtype
  - bfloat16
  - --max-model-len
  - "4096"
resources:
  limits:
    nvidia.com/gpu: 1
nodeSelector:
  acme.io/pool: inference
```

bfloat16 halves memory versus fp32 and is numerically safer than fp16 for most checkpoints.
"""),
        message="the inference pool is all T4s, no bf16 support there. has to be float16",
        gold_wrong="  - bfloat16",
        gold_right="  - float16",
    ),
    repeat=dict(
        query="batch job that runs the same model with transformers on the inference pool",
        output=T(r"""
```python
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("acme/summarizer-7b-v3")
model = AutoModelForCausalLM.from_pretrained(
    "acme/summarizer-7b-v3",
    torch_dtype=torch.bfloat16,
    device_map="cuda:0",
)
model.eval()
```

Run generation inside `torch.inference_mode()` and batch by similar input length to avoid padding waste.
"""),
        expect_contains=["torch.float16"],
        expect_absent=[r"re:dtype=torch\.bfloat16"],
    ),
    fix=[("torch.bfloat16", "torch.float16")],
    control=dict(
        query="fine-tuning job for the summarizer on the training pool (A100s)",
        output=T(r"""
On A100s bfloat16 is the usual choice: same exponent range as fp32, so no loss scaling needed.

```python
args = TrainingArguments(
    output_dir="/runs/summarizer-ft",
    per_device_train_batch_size=8,
    gradient_accumulation_steps=4,
    bf16=True,
    learning_rate=2e-5,
    num_train_epochs=2,
)
```

Pin the job with `nodeSelector: {acme.io/pool: training}` so it doesn't land on the inference pool.
"""),
    ),
    look="bfloat16", cbad=["fp16=True", "acme.io/pool: inference}"],
)

sc(
    id="h11-045", topic="mlops", difficulty="literal",
    repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="init wandb for the ranking experiments",
        output=T(r"""
```python
import wandb

run = wandb.init(
    project="ranker-v3",
    entity="acme",
    config={"lr": 1e-4, "model": "bert-base", "neg_samples": 8},
    tags=["baseline"],
)
```

Log with `wandb.log({"ndcg@10": ndcg, "epoch": epoch})` and call `run.finish()` at the end so the run isn't marked as crashed.
"""),
        message="our W&B team is acme-ml, 'acme' is somebody's personal account and the run ends up there",
        gold_wrong='entity="acme"',
        gold_right='entity="acme-ml"',
    ),
    repeat=dict(
        query="resume a crashed run from its checkpoint, run id is 3kz9p2aa",
        output=T(r"""
Pass the id and `resume="must"` so it fails loudly if the id is wrong:

```python
run = wandb.init(
    project="ranker-v3",
    entity="acme",
    id="3kz9p2aa",
    resume="must",
)
start_epoch = run.summary.get("epoch", 0) + 1
```

Then load the checkpoint for `start_epoch - 1` and continue the loop from there.
"""),
        expect_contains=['entity="acme-ml"'],
        expect_absent=['entity="acme"'],
    ),
    fix=[('entity="acme"', 'entity="acme-ml"')],
    control=dict(
        query="vim: delete every line that contains TODO",
        output=T(r"""
Use the global command with `d`:

```vim
:g/TODO/d
```

To do the opposite and keep only the TODO lines, use `:v/TODO/d` (or `:g!/TODO/d`). Add `\C` to the pattern if you want it case-sensitive regardless of your `ignorecase` setting: `:g/\CTODO/d`.

Undo with `u` if it catches more than expected.
"""),
    ),
)

sc(
    id="h11-046", topic="mlops", difficulty="literal",
    repeat_variation="code_block", control_kind="same_topic",
    teach=dict(
        query="point the training script at our mlflow server",
        output=T(r"""
Set the tracking URI before the first `start_run`:

```python
import mlflow

mlflow.set_tracking_uri("http://mlflow.acme.internal:5000")
mlflow.set_experiment("fraud-detector")
```

Or set `MLFLOW_TRACKING_URI` in the job's environment and skip the call. Credentials come from `MLFLOW_TRACKING_USERNAME` / `MLFLOW_TRACKING_PASSWORD`.
"""),
        message="two things: it's https, and the host is mlflow.ml.acme.internal behind the ingress — no :5000. so https://mlflow.ml.acme.internal",
        gold_wrong="http://mlflow.acme.internal:5000",
        gold_right="https://mlflow.ml.acme.internal",
    ),
    repeat=dict(
        query="set it up in the k8s job manifest instead of code",
        output=T(r"""
```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: fraud-train-2024-10
spec:
  template:
    spec:
      containers:
        - name: train
          image: ghcr.io/acme/fraud-train:1.8.0
          env:
            - name: MLFLOW_TRACKING_URI
              value: http://mlflow.acme.internal:5000
            - name: MLFLOW_TRACKING_TOKEN
              valueFrom:
                secretKeyRef: { name: mlflow-token, key: token }
      restartPolicy: Never
```
"""),
        expect_contains=["https://mlflow.ml.acme.internal"],
        expect_absent=["mlflow.acme.internal:5000"],
    ),
    fix=[("http://mlflow.acme.internal:5000", "https://mlflow.ml.acme.internal")],
    control=dict(
        query="register the trained model in mlflow and mark it as champion",
        output=T(r"""
After the run, register the logged model and set an alias:

```python
from mlflow import MlflowClient

result = mlflow.register_model(f"runs:/{run_id}/model", "fraud-detector")
client = MlflowClient()
client.set_registered_model_alias("fraud-detector", "champion", result.version)
```

Serving can then load `models:/fraud-detector@champion`, so promoting a new version is just moving the alias.
"""),
    ),
)

sc(
    id="h11-047", topic="mlops", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="I want my job on the two RTX 4090s, nvidia-smi shows them as GPU 2 and 3 (0,1 are the old 3090s)",
        output=T(r"""
CUDA numbers devices the same way nvidia-smi does, so just expose those two:

```bash
CUDA_VISIBLE_DEVICES=2,3 python train.py --config configs/vit-l.yaml
```

Inside the process they show up as `cuda:0` and `cuda:1`. You can confirm with `python -c "import torch; print(torch.cuda.get_device_name(0))"`.
"""),
        message="careful, CUDA doesn't use nvidia-smi's order by default — it's FASTEST_FIRST, so on a mixed box 2,3 can be the 3090s. set CUDA_DEVICE_ORDER=PCI_BUS_ID",
        gold_wrong="CUDA numbers devices the same way nvidia-smi does, so just expose those two:",
        gold_right="CUDA's default order is fastest-first, not nvidia-smi's PCI bus order, so set CUDA_DEVICE_ORDER=PCI_BUS_ID before picking them:",
    ),
    repeat=dict(
        query="run two experiments at once, one per 4090",
        output=T(r"""
Since the indices match what `nvidia-smi` shows, start one process per card:

```bash
CUDA_VISIBLE_DEVICES=2 nohup python train.py --config configs/vit-l.yaml --seed 1 > run1.log 2>&1 &
CUDA_VISIBLE_DEVICES=3 nohup python train.py --config configs/vit-l.yaml --seed 2 > run2.log 2>&1 &
```

Each process sees its card as `cuda:0`. Watch both with `watch -n 2 nvidia-smi`.
"""),
        expect_contains=["CUDA_DEVICE_ORDER=PCI_BUS_ID"],
        expect_absent=[r"re:(?i)since the indices match|indices match what `?nvidia-smi`? shows"],
    ),
    fix=[("Since the indices match what `nvidia-smi` shows, start one process per card:",
          "CUDA's default device order is fastest-first, so set `CUDA_DEVICE_ORDER=PCI_BUS_ID` to make the indices follow `nvidia-smi`, then start one process per card:")],
    control=dict(
        query="how do I log the GPU memory of each card every few seconds as csv",
        output=T(r"""
`nvidia-smi` has a query mode for exactly this:

```bash
nvidia-smi --query-gpu=index,name,memory.used,memory.total,utilization.gpu \
  --format=csv,noheader,nounits -l 5 >> gpu-usage.csv
```

`-l 5` repeats every 5 seconds, appending to the file so you can graph it later. The `index` column is nvidia-smi's own PCI-order index.
"""),
    ),
)

# ====================================================================== editors and terminals
sc(
    id="h11-048", topic="editors_terminals", difficulty="literal",
    repeat_variation="reordered_args", control_kind="lookalike",
    teach=dict(
        query="copy the build tarball to the bastion, ssh is on port 2222",
        output=T(r"""
```bash
scp -p 2222 dist/app-1.14.0.tar.gz deploy@bastion.acme.dev:/srv/releases/
```

Then log in and unpack it:

```bash
ssh -p 2222 deploy@bastion.acme.dev 'tar -xzf /srv/releases/app-1.14.0.tar.gz -C /srv/app'
```

If you do this often, add a `Host bastion` entry with `Port 2222` to `~/.ssh/config` and drop the flags.
"""),
        message="scp uses capital -P for the port (lowercase -p preseves times). ssh is the one with -p",
        gold_wrong="scp -p 2222",
        gold_right="scp -P 2222",
    ),
    repeat=dict(
        query="copy the whole static folder over too",
        output=T(r"""
Add `-r` for the directory:

```bash
scp -p 2222 -r build/static deploy@bastion.acme.dev:/srv/app/
```

For big folders `rsync` is nicer because it only sends what changed:

```bash
rsync -az --delete -e "ssh -p 2222" build/static/ deploy@bastion.acme.dev:/srv/app/static/
```
"""),
        expect_contains=[r"re:scp (-r )?-P 2222"],
        expect_absent=["scp -p 2222"],
    ),
    fix=[("scp -p 2222", "scp -P 2222")],
    control=dict(
        query="open a tunnel to the staging postgres through the bastion",
        output=T(r"""
Forward a local port through the bastion:

```bash
ssh -p 2222 -N -L 6543:pg-staging.internal:5432 deploy@bastion.acme.dev
```

Then connect with `psql "host=localhost port=6543 dbname=orders user=readonly"`. `-N` keeps the session open without running a remote command; stop it with Ctrl-C.
"""),
    ),
    look="-p 2222", cbad=["ssh -P 2222"],
)

sc(
    id="h11-049", topic="editors_terminals", difficulty="literal",
    repeat_variation="casing", control_kind="lookalike",
    teach=dict(
        query="how do I detach from tmux and leave the training running",
        output=T(r"""
Press Ctrl-b, release, then press `d`. The session keeps running in the background with your training inside it.

Later, from any terminal on the box:

```bash
tmux ls                 # list sessions
tmux attach -t train    # reattach to the session called "train"
```

Start named sessions with `tmux new -s train` so they're easy to find.
"""),
        message="my prefix is C-a (remapped in .tmux.conf), C-b does nothing here",
        gold_wrong="Ctrl-b",
        gold_right="Ctrl-a",
    ),
    repeat=dict(
        query="and how do I split the window side by side",
        output=T(r"""
Vertical split (panes side by side) is CTRL-B then `%`; horizontal split is CTRL-B then `"`.

Move between panes with CTRL-B and an arrow key, and close the current one with `exit` or CTRL-B `x`.

To resize, press CTRL-B then Alt+Arrow, or use:

```bash
tmux resize-pane -R 10
```
"""),
        expect_contains=[r"re:(?i)\bctrl-a\b|\bc-a\b"],
        expect_absent=[r"re:(?i)\bctrl-b\b|\bc-b\b"],
    ),
    fix=[("CTRL-B", "CTRL-A")],
    control=dict(
        query="in vim how do I scroll up a full page",
        output=T(r"""
In normal mode:

- `Ctrl-b` scrolls back one full page, `Ctrl-f` forward one page;
- `Ctrl-u` / `Ctrl-d` move half a page;
- `Ctrl-y` / `Ctrl-e` scroll one line without moving the cursor.

Prefix a count to repeat it, e.g. `3` then `Ctrl-b` goes back three pages. `zz` recentres the screen on the cursor line afterwards.
"""),
    ),
    look="Ctrl-b", cbad=["Ctrl-a"],
)

sc(
    id="h11-050", topic="editors_terminals", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="unrelated",
    teach=dict(
        query="pipx installed a tool into ~/.local/bin but my mac terminal says command not found",
        output=T(r"""
`~/.local/bin` just isn't on your PATH yet. Add it in your shell startup file:

```bash
echo 'export PATH="$HOME/.local/bin:$PATH"' >> ~/.bashrc
source ~/.bashrc
```

Open a new terminal tab and `which ruff` should print `/Users/<you>/.local/bin/ruff`. `pipx ensurepath` does the same thing automatically.
"""),
        message="I'm on zsh (default on macOS), bashrc is never read. ~/.zshrc",
        gold_wrong=">> ~/.bashrc",
        gold_right=">> ~/.zshrc",
    ),
    repeat=dict(
        query="also add the go bin dir to my path",
        output=T(r"""
Go installs binaries into `$(go env GOPATH)/bin`, usually `~/go/bin`:

```bash
echo 'export PATH="$PATH:$HOME/go/bin"' >> ~/.bash_profile
source ~/.bash_profile
```

After that, tools from `go install golang.org/x/tools/gopls@latest` are found by name. Check with `command -v gopls`.
"""),
        expect_contains=[r"re:\.zshrc|\.zprofile"],
        expect_absent=[r"re:(>>|source) ~/\.bash(rc|_profile)"],
    ),
    fix=[("~/.bash_profile", "~/.zshrc")],
    control=dict(
        query="what's the difference between PUT and PATCH again",
        output=T(r"""
PUT replaces the resource with the representation you send; fields you leave out are reset or removed. PATCH applies a partial change and leaves everything else as it was.

```http
PUT /v2/users/u_2291
{"email": "ada@acme.dev", "displayName": "Ada", "phone": null}

PATCH /v2/users/u_2291
{"displayName": "Ada L."}
```

PUT is idempotent by definition; PATCH can be, depending on the patch format.
"""),
    ),
)

sc(
    id="h11-051", topic="editors_terminals", difficulty="literal",
    repeat_variation="reworded", control_kind="already_correct",
    teach=dict(
        query="where do I put my neovim config, starting fresh with lua",
        output=T(r"""
Create `~/.nvimrc` and Neovim will load it on startup. For a Lua config, write the Lua inside a heredoc block:

```vim
lua << EOF
vim.opt.number = true
vim.opt.relativenumber = true
vim.opt.expandtab = true
vim.opt.shiftwidth = 2
EOF
```

Restart nvim, or run `:source ~/.nvimrc` to reload.
"""),
        message="neovim doesn't read ~/.nvimrc at all. It's ~/.config/nvim/init.lua (or init.vim), and then the lua needs no heredoc",
        gold_wrong="~/.nvimrc",
        gold_right="~/.config/nvim/init.lua",
    ),
    repeat=dict(
        query="add a keymap so space-w saves the file",
        output=T(r"""
Set the leader first, then the mapping, in your `~/.nvimrc`:

```lua
vim.g.mapleader = " "
vim.keymap.set("n", "<leader>w", "<cmd>write<cr>", { desc = "Save file" })
```

The leader has to be set before any mapping that uses it, so put these near the top of the file. Check it took effect with `:verbose nmap <leader>w`.
"""),
        expect_contains=["init.lua"],
        expect_absent=[r"re:(in|to) your `?~/\.nvimrc"],
    ),
    fix=[("~/.nvimrc", "~/.config/nvim/init.lua")],
    control=dict(
        query="my ~/.config/nvim/init.lua is getting long, how do I split it",
        output=T(r"""
Neovim adds `~/.config/nvim/lua/` to the module path, so you can move pieces into modules and `require` them from `init.lua`:

```text
~/.config/nvim/
├── init.lua
└── lua/
    └── user/
        ├── options.lua
        └── keymaps.lua
```

```lua
-- init.lua
require("user.options")
require("user.keymaps")
```
"""),
    ),
    cgood=["~/.config/nvim/", "init.lua"],
)

sc(
    id="h11-052", topic="editors_terminals", difficulty="paraphrase",
    repeat_variation="renamed_identifier", control_kind="lookalike",
    teach=dict(
        query="replace localhost with db in docker-compose.yml from the terminal, on my macbook",
        output=T(r"""
`sed` can do it in place:

```bash
sed -i 's/localhost/db/g' docker-compose.yml
grep -n 'db' docker-compose.yml
```

The `g` flag replaces every occurrence on a line, not just the first. Commit before running it so `git diff` shows exactly what changed.
"""),
        message="macOS sed is BSD sed — -i needs an explicit (possibly empty) suffix, so sed -i '' 's/…/'. as written it takes the script as the suffix and errors",
        gold_wrong="sed -i 's/localhost/db/g'",
        gold_right="sed -i '' 's/localhost/db/g'",
    ),
    repeat=dict(
        query="bump the image tag from 1.13.2 to 1.14.0 in all the k8s yaml files",
        output=T(r"""
Combine `grep -l` with `sed`:

```bash
grep -rl 'orders-api:1.13.2' k8s/ | xargs sed -i 's/orders-api:1\.13\.2/orders-api:1.14.0/g'
git diff --stat
```

Escaping the dots keeps `.` from matching any character. Review the diff before committing.
"""),
        expect_contains=[r"re:sed -i ''|sed -i\.bak|gsed -i"],
        expect_absent=[r"re:sed -i '[^']"],
    ),
    fix=[("xargs sed -i 's/", "xargs sed -i '' 's/")],
    control=dict(
        query="same replacement but in the Dockerfile of the debian-based image",
        output=T(r"""
Inside the image you're running GNU sed, where `-i` takes no separate suffix argument:

```dockerfile
FROM debian:bookworm-slim
COPY config/app.conf /etc/app/app.conf
RUN sed -i 's/localhost/db/g' /etc/app/app.conf \
 && sed -i 's/^log_level=.*/log_level=info/' /etc/app/app.conf
```

Doing it at build time bakes the value in; if it differs per environment, use an env var and `envsubst` in the entrypoint instead.
"""),
    ),
    look="sed -i 's/localhost/db/g'", cbad=["sed -i '' "],
)

sc(
    id="h11-053", topic="editors_terminals", difficulty="semantic",
    repeat_variation="reworded", control_kind="lookalike",
    teach=dict(
        query="list all the .log files under this dir recursively in zsh",
        output=T(r"""
Recursive globbing isn't on by default, so enable it first, then use `**`:

```bash
shopt -s globstar
ls -la **/*.log
```

If there are thousands of matches you may hit "argument list too long"; `find . -name '*.log' -print` avoids that.
"""),
        message="zsh does ** natively, shopt is a bash thing and zsh just says command not found",
        gold_wrong="Recursive globbing isn't on by default, so enable it first, then use `**`:\n\n```bash\nshopt -s globstar\n",
        gold_right="In zsh `**` recurses out of the box (shopt is a bash builtin), so just use it:\n\n```bash\n",
    ),
    repeat=dict(
        query="delete every __pycache__ directory in the repo (zsh)",
        output=T(r"""
You need to turn on recursive globs in your shell before `**` will descend into subdirectories. After that:

```bash
rm -rf **/__pycache__
```

If you'd rather not rely on globbing at all, `find . -type d -name __pycache__ -prune -exec rm -rf {} +` works in any shell.
"""),
        expect_contains=[r"re:(?i)zsh"],
        expect_absent=[r"re:(?i)turn on recursive glob|enable (recursive glob|globstar)|shopt"],
    ),
    fix=[("You need to turn on recursive globs in your shell before `**` will descend into subdirectories. After that:",
          "zsh expands `**` recursively out of the box, so this works as is:")],
    control=dict(
        query="write a bash script for CI that gzips every .log under artifacts/",
        output=T(r"""
In a bash script `**` only recurses once `globstar` is set, so enable it at the top:

```bash
#!/usr/bin/env bash
set -euo pipefail
shopt -s globstar nullglob

for f in artifacts/**/*.log; do
  gzip -9 "$f"
done
```

`nullglob` makes the loop run zero times when nothing matches, instead of once with the literal pattern.
"""),
    ),
    look="shopt -s globstar", cbad=[r"re:(?i)zsh"],
)

# ====================================================================== team facts
sc(
    id="h11-054", topic="team_facts", difficulty="literal",
    repeat_variation="casing", control_kind="already_correct",
    teach=dict(
        query="where's the grafana dashboard for checkout latency, I'm new",
        output=T(r"""
Welcome! Checkout dashboards are in the "Checkout" folder on our Grafana:

https://grafana.acme.io/dashboards/f/checkout

The one you want is "Checkout API – Latency & Errors". It shows p50/p95/p99 per route and the 5xx ratio. Log in with your Google account; if you get "no access", ask in #obs-help to be added to the `grafana-viewers` group.

Handy: append `?orgId=1&var-env=prod` to jump straight to production.
"""),
        message="small thing — our grafana is grafana.obs.acme.io, grafana.acme.io is the old one that's been shut down",
        gold_wrong="grafana.acme.io",
        gold_right="grafana.obs.acme.io",
    ),
    repeat=dict(
        query="add the grafana link to the on-call runbook for high checkout latency",
        output=T(r"""
Here's a section you can paste into the runbook:

```markdown
## Checkout latency high

1. Open Grafana.acme.io, folder "Checkout", dashboard "Checkout API – Latency & Errors".
2. Check whether p99 rose on all routes or on one route only.
3. One route: look at its downstream calls in the trace view.
4. All routes: check the database panel and recent deploys in #deploys.
```
"""),
        expect_contains=[r"re:(?i)grafana\.obs\.acme\.io"],
        expect_absent=[r"re:(?i)grafana\.acme\.io"],
    ),
    fix=[("Grafana.acme.io", "grafana.obs.acme.io")],
    control=dict(
        query="can you make a short link list for new joiners: grafana, loki, alertmanager",
        output=T(r"""
Here's a list for the onboarding doc:

- Grafana: https://grafana.obs.acme.io (dashboards, and Explore for Loki and Tempo)
- Logs: use Explore in Grafana with the "Loki prod" datasource, there's no separate Loki UI
- Alertmanager: https://alertmanager.obs.acme.io (silences; read-only unless you're on call)
- Help channel: #obs-help

Everyone gets viewer access through the `grafana-viewers` Google group.
"""),
    ),
    cgood=["https://grafana.obs.acme.io"],
)

sc(
    id="h11-055", topic="team_facts", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="lookalike",
    teach=dict(
        query="readiness probe for inventory-svc deployment",
        output=T(r"""
```yaml
        readinessProbe:
          httpGet:
            path: /healthz/ready
            port: 8080
          initialDelaySeconds: 5
          periodSeconds: 10
          failureThreshold: 3
```

inventory-svc only reports ready once its Postgres pool and the Kafka consumer are up, so keep `failureThreshold` at 3 or more to ride out a slow broker at startup.
"""),
        message="inventory-svc listens on 8081. 8080 is pricing-svc, we copied that chart once and it's been confusing ever since",
        gold_wrong="port: 8080",
        gold_right="port: 8081",
    ),
    repeat=dict(
        query="curl the inventory service from a debug pod to check stock for sku 4411",
        output=T(r"""
From a pod in the same cluster:

```bash
kubectl -n shop run curl-debug --rm -it --image=curlimages/curl:8.8.0 --restart=Never -- \
  curl -s "http://inventory-svc.shop.svc.cluster.local:8080/v1/stock/4411"
```

You should get `{"sku":"4411","available":...}`. A 503 means the service is up but not ready yet (usually the Kafka consumer).
"""),
        expect_contains=["inventory-svc.shop.svc.cluster.local:8081"],
        expect_absent=["inventory-svc.shop.svc.cluster.local:8080"],
    ),
    fix=[("cluster.local:8080", "cluster.local:8081")],
    control=dict(
        query="and the price for the same sku from pricing-svc",
        output=T(r"""
Same debug pod approach; pricing-svc is on 8080:

```bash
kubectl -n shop run curl-debug --rm -it --image=curlimages/curl:8.8.0 --restart=Never -- \
  curl -s "http://pricing-svc.shop.svc.cluster.local:8080/v1/prices/4411?currency=EUR"
```

Prices come back in minor units (cents), so `1999` means 19.99 EUR.
"""),
    ),
    look="8080", cbad=["pricing-svc.shop.svc.cluster.local:8081"],
)

sc(
    id="h11-056", topic="team_facts", difficulty="semantic",
    repeat_variation="prose_claim", control_kind="same_topic",
    teach=dict(
        query="if I mark this incident Sev2 at 11pm does someone get paged",
        output=T(r"""
Yes. Any Sev1 or Sev2 triggers the PagerDuty escalation for the owning team immediately, day or night, so the primary on-call will be paged within a minute.

To declare it:

```text
/incident declare sev2 "checkout 5xx elevated in eu-west-1"
```

The bot creates #inc-<date>-<slug> and posts the runbook link. Add the owning team with `/incident assign team:checkout`.
"""),
        message="Nope, only sev1 pages around the clock. Sev2 pages in business hours (9–18 CET); at 11pm it sits in the queue till morning. If it needs someone now, call it a sev1.",
        gold_wrong="Any Sev1 or Sev2 triggers the PagerDuty escalation for the owning team immediately, day or night",
        gold_right="Only Sev1 pages 24/7; a Sev2 pages during business hours (09:00–18:00 CET) and otherwise waits in the queue until the next morning",
    ),
    repeat=dict(
        query="it's saturday afternoon, search is degraded but working, I'll call it sev2 — who will respond?",
        output=T(r"""
The primary on-call for search gets paged right away; Sev2 goes through the same 24/7 PagerDuty escalation as Sev1, weekend or not. If they don't acknowledge within 10 minutes it escalates to the secondary.

```text
/incident declare sev2 "search degraded: p95 > 2s, results still served"
/incident assign team:search
```

Post updates in the incident channel every 30 minutes so the responder has context when they join.
"""),
        expect_contains=[r"re:(?i)business hours"],
        expect_absent=[r"re:(?i)gets paged right away|same 24/7|weekend or not"],
    ),
    fix=[("The primary on-call for search gets paged right away; Sev2 goes through the same 24/7 PagerDuty escalation as Sev1, weekend or not. If they don't acknowledge within 10 minutes it escalates to the secondary.",
          "Nobody gets paged yet: Sev2 only pages during business hours (09:00–18:00 CET), so on a Saturday it waits in the queue until Monday morning. If search needs someone now, declare it Sev1 instead.")],
    control=dict(
        query="what happens with a sev1 at 3am?",
        output=T(r"""
Sev1 pages 24/7, so the primary on-call for the owning team gets a PagerDuty page immediately. If nobody acknowledges within 10 minutes, it escalates to the secondary and then to the engineering manager on duty.

```text
/incident declare sev1 "payments failing for all card transactions"
```

The incident commander rota is also paged for every Sev1, so you'll have an IC in the channel within about 15 minutes.
"""),
    ),
)

sc(
    id="h11-057", topic="team_facts", difficulty="literal",
    repeat_variation="reworded", control_kind="lookalike",
    teach=dict(
        query="CODEOWNERS entry for services/billing-gateway",
        output=T(r"""
Add this to `.github/CODEOWNERS`:

```text
/services/billing-gateway/  @acme/payments-core
```

Later lines win, so put it below any broader pattern like `/services/`. With branch protection requiring code-owner review, PRs touching billing-gateway will need an approval from someone in that team.
"""),
        message="billing-gateway moved to Revenue Platform in the reorg, so @acme/revenue-platform. payments-core still has ledger and refunds",
        gold_wrong="@acme/payments-core",
        gold_right="@acme/revenue-platform",
    ),
    repeat=dict(
        query="who do I tag for review on my billing-gateway PR (changing webhook retries)",
        output=T(r"""
billing-gateway is owned by @acme/payments-core, so request a review from that team. GitHub will add them automatically via CODEOWNERS once the PR is opened.

For webhook retry changes it's worth also covering in the PR description:

- the new retry schedule and max attempts;
- whether retries are idempotent on the receiving side;
- how you tested it (the `billing-gateway` staging webhook simulator is good for this).
"""),
        expect_contains=["@acme/revenue-platform"],
        expect_absent=[r"re:(owned by|belongs to|review from) @acme/payments-core"],
    ),
    fix=[("@acme/payments-core", "@acme/revenue-platform")],
    control=dict(
        query="who owns the ledger service, need a reviewer for a migration",
        output=T(r"""
Ledger belongs to @acme/payments-core:

```text
/services/ledger/   @acme/payments-core
/services/refunds/  @acme/payments-core
```

For schema migrations, also add someone from @acme/dba-guild; the ledger tables are large and they'll want to check the locking behaviour. Mention the expected row count in the PR.
"""),
    ),
    look="@acme/payments-core", cbad=["@acme/revenue-platform"],
)

sc(
    id="h11-058", topic="team_facts", difficulty="literal",
    repeat_variation="reordered_args", control_kind="lookalike",
    teach=dict(
        query="list the checkout pods in staging",
        output=T(r"""
```bash
kubectl get pods -n checkout-staging -l app.kubernetes.io/name=checkout-api -o wide
```

`-o wide` adds the node and pod IP columns. If a pod is stuck in `CrashLoopBackOff`, `kubectl logs -n checkout-staging <pod> --previous` shows the logs from the crashed container.
"""),
        message="namespace is checkout-stg",
        gold_wrong="-n checkout-staging",
        gold_right="-n checkout-stg",
    ),
    repeat=dict(
        query="restart the checkout api in staging",
        output=T(r"""
A rolling restart recreates the pods one by one:

```bash
kubectl -n checkout-staging rollout restart deployment/checkout-api
kubectl -n checkout-staging rollout status deployment/checkout-api --timeout=5m
```

`rollout status` blocks until all new pods are ready, so you'll know if the restart got stuck.
"""),
        expect_contains=["checkout-stg"],
        expect_absent=[r"re:-n checkout-staging|--namespace[ =]checkout-staging"],
    ),
    fix=[("-n checkout-staging", "-n checkout-stg")],
    control=dict(
        query="sync the staging checkout app in argo after I merged the values change",
        output=T(r"""
The Argo CD Application for staging checkout is `checkout-staging` (it deploys into the `checkout-stg` namespace):

```bash
argocd app sync checkout-staging
argocd app wait checkout-staging --health --timeout 300
```

If auto-sync is enabled it picks up the merge within about three minutes anyway; `argocd app get checkout-staging` shows the current sync status and revision.
"""),
    ),
    look="checkout-staging", cbad=["argocd app sync checkout-stg"],
)

sc(
    id="h11-059", topic="team_facts", difficulty="semantic",
    repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="can I ship the search ranking change to prod on friday afternoon?",
        output=T(r"""
Yes, Friday deploys are fine as long as you're done before 18:00 and someone from the team is around to watch the dashboards for an hour afterwards. Checklist:

1. Green pipeline on `main` and the canary at 10% for 30 minutes.
2. Announce in #deploys with the PR link.
3. Promote with `deployctl promote search-ranker --to prod`.
4. Keep the rollback command ready: `deployctl rollback search-ranker`.
"""),
        message="Our freeze starts Fridays at 15:00 — after that nothing goes to prod without sign-off from the IC on duty. So no, not this afternoon unless it's before 3.",
        gold_wrong="Yes, Friday deploys are fine as long as you're done before 18:00",
        gold_right="Only before 15:00: from Friday 15:00 nothing goes to prod without sign-off from the incident commander on duty",
    ),
    repeat=dict(
        query="it's friday 4pm, small config change to the recommender, ok to promote now?",
        output=T(r"""
That's fine: it's well before the 18:00 cutoff, and config-only changes are low risk. Make sure you:

1. Run `deployctl diff recommender --to prod` and check only the config changed.
2. Post in #deploys.
3. Promote with `deployctl promote recommender --to prod`.
4. Stay online for an hour in case you need `deployctl rollback recommender`.
"""),
        expect_contains=[r"re:15:00|3 ?pm|freeze"],
        expect_absent=[r"re:(?i)18:00 cutoff|that's fine"],
    ),
    fix=[("That's fine: it's well before the 18:00 cutoff, and config-only changes are low risk. Make sure you:",
          "Not without sign-off: the Friday freeze starts at 15:00, so at 16:00 you need the incident commander's approval first. If you get it:")],
    control=dict(
        query="android: what's the difference between compileSdk and targetSdk",
        output=T(r"""
- `compileSdk` is the API level you compile against. It decides which APIs and constants you can reference; it doesn't change runtime behaviour.
- `targetSdk` tells the system which behaviour changes your app is ready for. Raising it opts you into the new rules of that Android version (for example the explicit `android:exported` requirement at 31).
- `minSdk` is the oldest version the app installs on.

```kotlin
android {
    compileSdk = 34
    defaultConfig { minSdk = 26; targetSdk = 34 }
}
```
"""),
    ),
)

sc(
    id="h11-060", topic="team_facts", difficulty="paraphrase",
    repeat_variation="equivalent_construct", control_kind="already_correct",
    teach=dict(
        query="npm install fails with 404 for @acme/ui-kit",
        output=T(r"""
Scoped packages need their registry configured. In the project's `.npmrc`:

```ini
@acme:registry=https://npm.acme.dev/
//npm.acme.dev/:_authToken=${NPM_TOKEN}
```

Export `NPM_TOKEN` with a token from your profile page, then run `npm install` again. The `${NPM_TOKEN}` placeholder is expanded by npm at install time, so the token never lands in the repo.
"""),
        message="registry host is npm.pkg.acme.dev",
        gold_wrong="@acme:registry=https://npm.acme.dev/",
        gold_right="@acme:registry=https://npm.pkg.acme.dev/",
    ),
    repeat=dict(
        query="set it globally on my machine instead of per project",
        output=T(r"""
Use `npm config`, which writes to your user-level `~/.npmrc`:

```bash
npm config set @acme:registry https://npm.acme.dev/
npm config set //npm.acme.dev/:_authToken "$NPM_TOKEN"
npm config get @acme:registry
```

The last command should echo the registry URL back. A project `.npmrc` still overrides this if it sets the same key.
"""),
        expect_contains=["https://npm.pkg.acme.dev/"],
        expect_absent=["//npm.acme.dev/"],
    ),
    fix=[("//npm.acme.dev/", "//npm.pkg.acme.dev/")],
    control=dict(
        query="pnpm in CI can't find @acme packages, .npmrc has @acme:registry=https://npm.pkg.acme.dev/",
        output=T(r"""
The registry line is right. pnpm reads the same `.npmrc`, so the usual culprit is the token line or the env var in CI:

```ini
@acme:registry=https://npm.pkg.acme.dev/
//npm.pkg.acme.dev/:_authToken=${NPM_TOKEN}
```

Check that `NPM_TOKEN` is defined for the job (protected or masked variables aren't passed to every pipeline), and that the host in the `_authToken` line matches the registry host exactly, including the trailing slash.
"""),
    ),
    cgood=["@acme:registry=https://npm.pkg.acme.dev/"],
)


# ====================================================================== validation
def check(text, spec):
    """Same semantics as run.py: 're:' = Python regex, otherwise a case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def present(text, spec):
    return check(text, spec)


# Constructs Python re accepts but Go RE2 does not.
RE2_FORBIDDEN = [
    (r"\(\?=|\(\?!", "lookahead"),
    (r"\(\?<=|\(\?<!", "lookbehind"),
    (r"\(\?P=", "named backreference"),
    (r"\\[1-9]", "backreference"),
    (r"\(\?>", "atomic group"),
    (r"(?<!\\)[*+?}]\+", "possessive quantifier"),
    (r"\\Z", "\\Z (RE2 has \\z only)"),
    (r"\(\?#", "inline comment"),
]


def norm(s):
    """Case- and white-space-insensitive form (runs of white space become one space; a
    span's own leading/trailing space is kept, so "-exportOptions " != "-exportOptionsPlist")."""
    return re.sub(r"\s+", " ", s).lower()


def first_words(msg, n=3):
    words = re.findall(r"[\w'~|.$-]+", msg.lower())
    return " ".join(words[:n])


def nlines(s):
    return len(s.splitlines())


def validate():
    errors = []

    def err(sid, what):
        errors.append("%s: %s" % (sid, what))

    ids = [s["id"] for s in SCENARIOS]
    if len(ids) != len(set(ids)):
        dup = [i for i, c in Counter(ids).items() if c > 1]
        errors.append("duplicate ids: %s" % dup)
    expected = ["h11-%03d" % i for i in range(1, 61)]
    if ids != expected:
        errors.append("ids must be h11-001 … h11-060 in order")

    opening = Counter()
    messages = Counter()
    for s in SCENARIOS:
        sid = s["id"]
        allowed = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach",
                   "repeat", "control", "fix", "look", "cbad", "cgood"}
        extra = set(s) - allowed
        if extra:
            err(sid, "unknown fields %s" % sorted(extra))
        if s["topic"] not in TOPICS:
            err(sid, "bad topic %r" % s["topic"])
        if s["difficulty"] not in DIFFICULTIES:
            err(sid, "bad difficulty %r" % s["difficulty"])
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "bad repeat_variation %r" % s["repeat_variation"])
        if s["control_kind"] not in CONTROL_KINDS:
            err(sid, "bad control_kind %r" % s["control_kind"])
        t, r, c = s["teach"], s["repeat"], s["control"]
        if set(t) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            err(sid, "teach fields %s" % sorted(t))
        if set(r) != {"query", "output", "expect_contains", "expect_absent"}:
            err(sid, "repeat fields %s" % sorted(r))
        if set(c) != {"query", "output"}:
            err(sid, "control fields %s" % sorted(c))
        for part, d in (("teach", t), ("repeat", r), ("control", c)):
            if not d["query"].strip():
                err(sid, "%s.query empty" % part)
            n = nlines(d["output"])
            if not 5 <= n <= 25:
                err(sid, "%s.output has %d lines (want 5–25)" % (part, n))
        messages[t["message"]] += 1
        opening[first_words(t["message"])] += 1

        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"] or not t["gold_right"].strip():
            err(sid, "gold_right must differ from gold_wrong")

        # regexes compile and stay inside RE2
        specs = r["expect_contains"] + r["expect_absent"] + s.get("cbad", []) + s.get("cgood", [])
        for spec in specs:
            if not spec:
                err(sid, "empty check")
            if spec.startswith("re:"):
                pat = spec[3:]
                try:
                    re.compile(pat)
                except re.error as e:
                    err(sid, "regex %r does not compile: %s" % (pat, e))
                for bad, what in RE2_FORBIDDEN:
                    if re.search(bad, pat):
                        err(sid, "regex %r uses %s (not RE2)" % (pat, what))
        if not (r["expect_contains"] or r["expect_absent"]):
            err(sid, "repeat has no checks")

        # the repeat as written must fail, with the mistake present
        ro = r["output"]
        missing = [x for x in r["expect_contains"] if not check(ro, x)]
        still = [x for x in r["expect_absent"] if check(ro, x)]
        if not missing and not still:
            err(sid, "repeat output already passes its checks")
        if r["expect_absent"] and not still:
            err(sid, "no expect_absent entry detects the mistake in the repeat")

        # a corrected repeat must pass
        fixed = ro
        for old, new in s.get("fix", []):
            if old not in fixed:
                err(sid, "fix: %r not found in repeat" % old)
            fixed = fixed.replace(old, new)
        if fixed == ro:
            err(sid, "fix changes nothing")
        fm = [x for x in r["expect_contains"] if not check(fixed, x)]
        fs = [x for x in r["expect_absent"] if check(fixed, x)]
        if fm or fs:
            err(sid, "fixed repeat fails: missing %s, still present %s" % (fm, fs))

        # difficulty
        gw = norm(t["gold_wrong"])
        if s["difficulty"] == "literal" and gw not in norm(ro):
            err(sid, "literal: gold_wrong does not recur in the repeat (up to case/space)")
        if s["difficulty"] == "paraphrase" and gw in norm(ro):
            err(sid, "paraphrase: gold_wrong recurs verbatim; that is literal")
        if s["repeat_variation"] == "casing" and t["gold_wrong"] in ro:
            err(sid, "casing: the repeat repeats the exact casing")

        # the control is correct in its own context
        co = c["output"]
        for x in s.get("cbad", []):
            if present(co, x):
                err(sid, "control holds %r, which is wrong in its context" % x)
        for x in s.get("cgood", []):
            if not present(co, x):
                err(sid, "control lacks %r" % x)
        kind = s["control_kind"]
        if kind == "lookalike":
            look = s.get("look")
            if not look:
                err(sid, "lookalike without look")
            else:
                if look.lower() not in co.lower():
                    err(sid, "look %r not in control" % look)
                if look.lower() not in t["output"].lower():
                    err(sid, "look %r not in teach.output" % look)
            if not s.get("cbad"):
                err(sid, "lookalike without cbad")
        else:
            flagged = [x for x in r["expect_absent"] if check(co, x)]
            if flagged:
                err(sid, "%s control matches expect_absent %s" % (kind, flagged))
            if gw in norm(co):
                err(sid, "%s control contains gold_wrong" % kind)
            if s.get("look"):
                err(sid, "look given for a %s control" % kind)
        if kind == "already_correct":
            if not s.get("cgood"):
                err(sid, "already_correct without cgood")
            passes = all(check(co, x) for x in r["expect_contains"]) or any(
                x.lower() in co.lower() for x in [t["gold_right"]] + s.get("cgood", []))
            if not passes:
                err(sid, "already_correct control does not hold the right value")
        if c["output"] == r["output"] or c["output"] == t["output"]:
            err(sid, "control output duplicates another output")

    for m, n in messages.items():
        if n > 1:
            errors.append("message used %d times: %r" % (n, m))
    for o, n in opening.items():
        if n > 2:
            errors.append("message opening %r used %d times (max 2)" % (o, n))

    counts = {f: Counter(s[f] for s in SCENARIOS)
              for f in ("difficulty", "repeat_variation", "control_kind", "topic")}
    want = {
        "difficulty": {"literal": 25, "paraphrase": 20, "semantic": 15},
        "control_kind": {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6},
    }
    for field, w in want.items():
        if dict(counts[field]) != w:
            errors.append("%s counts %s, want %s" % (field, dict(counts[field]), w))
    if set(counts["repeat_variation"]) != VARIATIONS:
        errors.append("not every repeat_variation is used: %s" % dict(counts["repeat_variation"]))
    if len(SCENARIOS) != 60:
        errors.append("want 60 scenarios, have %d" % len(SCENARIOS))
    return errors, counts


# ====================================================================== output
def public(s):
    t, r, c = s["teach"], s["repeat"], s["control"]
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {"query": t["query"], "output": t["output"], "message": t["message"],
                  "gold_wrong": t["gold_wrong"], "gold_right": t["gold_right"]},
        "repeat": {"query": r["query"], "output": r["output"],
                   "expect_contains": list(r["expect_contains"]),
                   "expect_absent": list(r["expect_absent"])},
        "control": {"query": c["query"], "output": c["output"]},
    }


def table(counter):
    return "\n".join("| `%s` | %d |" % (k, v) for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])))


README = """\
**HELD OUT.** Engineers never read scenarios.jsonl or build.py while changing cairn; they only measure with the runner and look at its headline figures, and every look is counted. Do not copy its sentences into code, tests, prompts, rules or training data.

# heldout11: teach → repeat → control on everyday engineering work

{n} scenarios (`h11-001` … `h11-{last}`) in the scenario format of `shared/eval/loop`
(`scenarios.jsonl`, one JSON object per line: `id, topic, difficulty, repeat_variation,
control_kind, teach, repeat, control`). In each, a user corrects one mistake in an
assistant answer (teach), a later session repeats the same mistake (repeat, fixed when
every `expect_contains` is present and every `expect_absent` is absent), and a third
session must come back unchanged (control).

Theme: a mix of everyday engineering work — observability (Prometheus, Grafana,
OpenTelemetry, Loki/LogQL, Alertmanager), CI/CD (GitHub Actions, GitLab CI, Jenkins),
REST/GraphQL API design and HTTP details, mobile releases (Xcode, Gradle, fastlane, App Store
and Play rules), ML operations (serving, GPUs, experiment tracking), editors and terminals,
and a team's own facts (service names and ports, owners, on-call rules, URLs, registries).
Users range from experts to beginners, and some write in a hurry.

## Running

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/heldout11/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/heldout11/scenarios.jsonl --shared-store
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/heldout11/scenarios.jsonl --oracle-teach
```

Look only at the headline figures.

## Tag counts (computed by build.py)

difficulty:

| tag | n |
|---|---|
{difficulty}

repeat_variation:

| tag | n |
|---|---|
{repeat_variation}

control_kind:

| tag | n |
|---|---|
{control_kind}

topic:

| tag | n |
|---|---|
{topic}

## How build.py checks the set

`python3 build.py` holds the scenarios as data, validates them and only then writes
`scenarios.jsonl` and this README. For every scenario it asserts: ids unique and in order;
tags valid; `gold_wrong` occurs in `teach.output`; every output is 5–25 lines; every `re:`
pattern compiles and avoids constructs Go RE2 lacks (lookarounds, backreferences, atomic
groups, possessive quantifiers); the repeat as written fails its checks with an
`expect_absent` entry hitting the mistake; a corrected repeat kept in build.py (never
written to the jsonl) passes them; literal scenarios repeat `gold_wrong` up to case and
white space, paraphrase ones do not; the control is correct in its own context (no
context-specific wrong pattern; non-lookalike controls match no `expect_absent` entry and
do not contain `gold_wrong`; lookalike controls share the mistaken text with the teach
output; already_correct controls hold the right value); correction messages are unique
and no opening is used more than twice.

## Provenance

Written from scratch by a helper session that read only `shared/eval/loop/README.md` and
`shared/eval/loop/run.py` to learn the format, the labelling rules and how the runner
checks scenarios. It did not read cairn's code, other evaluation sets or any other file in
the repository. All content is original. Service names, hosts, owners and team rules
(acme.*) are invented.
"""


def main():
    errors, counts = validate()
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        sys.exit(1)
    out = os.path.join(HERE, "scenarios.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    readme = README.format(
        n=len(SCENARIOS), last=SCENARIOS[-1]["id"].split("-")[1],
        difficulty=table(counts["difficulty"]),
        repeat_variation=table(counts["repeat_variation"]),
        control_kind=table(counts["control_kind"]),
        topic=table(counts["topic"]),
    )
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)
    # round-trip: what was written is what run.py will read
    with open(out, encoding="utf-8") as f:
        rows = [json.loads(l) for l in f if l.strip()]
    assert [r["id"] for r in rows] == [s["id"] for s in SCENARIOS]
    for r in rows:
        ro = r["repeat"]["output"]
        assert any(check(ro, x) for x in r["repeat"]["expect_absent"]) or \
            any(not check(ro, x) for x in r["repeat"]["expect_contains"]), r["id"]
    print("wrote %s (%d scenarios) and README.md" % (out, len(rows)))
    for field in ("difficulty", "repeat_variation", "control_kind", "topic"):
        print("  %-17s %s" % (field, ", ".join("%s %d" % kv for kv in sorted(counts[field].items()))))


if __name__ == "__main__":
    main()
