"""heldout31, part 3: GCP (GKE, Pub/Sub, BigQuery, Cloud SQL), Helm and Argo CD, Prometheus."""


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {"id": "h31-%03d" % n, "topic": topic, "difficulty": difficulty,
            "repeat_variation": variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    S(31, "gcp-home-region", "literal", "other_identifier", "lookalike",
      teach=dict(
          query="Create the Pub/Sub topic for label print jobs and keep the messages in our region.",
          output=("```bash\ngcloud pubsub topics create label-print-jobs \\\n  --project=lark-prd \\\n"
                  "  --message-storage-policy-allowed-regions=europe-west1\n```\n\n"
                  "The storage policy makes Pub/Sub refuse to persist messages anywhere else, which the "
                  "data protection review asks for."),
          message="everything of ours runs in europe-west4. west1 only holds the DR backup copies",
          gold_wrong="europe-west1",
          gold_right="europe-west4"),
      repeat=dict(
          query="terraform for the Cloud Run job that renders label PDFs",
          output=("```hcl\nresource \"google_cloud_run_v2_job\" \"label_pdf\" {\n"
                  "  name     = \"label-pdf-render\"\n  project  = \"lark-prd\"\n"
                  "  location = \"europe-west1\"\n\n  template {\n    template {\n"
                  "      containers {\n        image = var.label_pdf_image\n      }\n"
                  "      max_retries = 1\n    }\n  }\n}\n```"),
          expect_contains=["europe-west4"],
          expect_absent=["europe-west1"]),
      control=dict(
          query="Where does the nightly export of orders-pg get copied for disaster recovery?",
          output=("To the `lark-dr-backups` bucket in europe-west1. The DR policy wants the copies in a "
                  "different region from the primary, and the bucket has a 35-day retention lock so nobody "
                  "can delete them early.")),
      fix=[("europe-west1", "europe-west4")],
      holds="bucket in europe-west1",
      look="europe-west1"),

    S(32, "gke-regional-credentials", "paraphrase", "reordered_args", "lookalike",
      teach=dict(
          query="Get kubectl credentials for the prd cluster.",
          output=("```bash\ngcloud container clusters get-credentials gke-prd-ew4 --zone europe-west4-a "
                  "--project lark-prd\n```\n\n"
                  "That writes a `gke_lark-prd_...` context into your kubeconfig; the gke-gcloud-auth-plugin "
                  "must be installed."),
          message=("gke-prd-ew4 is a regional cluster, so it's --region europe-west4. with a zone gcloud "
                   "says the cluster doesn't exist"),
          gold_wrong="--zone europe-west4-a",
          gold_right="--region europe-west4"),
      repeat=dict(
          query="CI step that fetches credentials for the uat cluster before helm diff runs",
          output=("```yaml\n- name: cluster credentials\n  run: >\n    gcloud container clusters get-credentials\n"
                  "    --project lark-uat --zone=europe-west4-b gke-uat-ew4\n```\n\n"
                  "The workload identity federation step before it already authenticated gcloud."),
          expect_contains=["re:--region[= ]europe-west4\\b"],
          expect_absent=["re:--zone[= ]europe-west4-"]),
      control=dict(
          query="Create a throwaway VM in prd to test the printer relay.",
          output=("```bash\ngcloud compute instances create lbl-relay-test --project lark-prd "
                  "--zone europe-west4-a --machine-type e2-small --no-address "
                  "--subnet floor-relay\n```\n\n"
                  "Delete it afterwards with the same name and zone; the label on the subnet keeps it out "
                  "of the cost report.")),
      fix=[("--zone=europe-west4-b", "--region=europe-west4")],
      holds="--zone europe-west4-a --machine-type e2-small",
      look="--zone europe-west4-a"),

    S(33, "cloud-sql-proxy-v2", "paraphrase", "code_block", "same_topic",
      teach=dict(
          query="How do I reach the orders Postgres in prd from my laptop?",
          output=("Start the proxy and connect through it:\n\n"
                  "```bash\ncloud_sql_proxy -instances=lark-prd:europe-west4:orders-pg=tcp:5432 &\n"
                  "psql -h 127.0.0.1 -U router_ro orders\n```\n\n"
                  "Your gcloud user needs the Cloud SQL Client role on lark-prd."),
          message=("that's the v1 binary, we only ship v2 now: cloud-sql-proxy --port 5432 "
                   "lark-prd:europe-west4:orders-pg"),
          gold_wrong="cloud_sql_proxy -instances=lark-prd:europe-west4:orders-pg=tcp:5432",
          gold_right="cloud-sql-proxy --port 5432 lark-prd:europe-west4:orders-pg"),
      repeat=dict(
          query="sidecar for the uat router pod so it can talk to orders-pg",
          output=("```yaml\n- name: sql-proxy\n  image: gcr.io/cloudsql-docker/gce-proxy:1.33.2\n"
                  "  command:\n    - /cloud_sql_proxy\n"
                  "    - -instances=lark-uat:europe-west4:orders-pg=tcp:5432\n"
                  "  securityContext:\n    runAsNonRoot: true\n```"),
          expect_contains=["--port", "lark-uat:europe-west4:orders-pg"],
          expect_absent=["-instances=", "/cloud_sql_proxy"]),
      control=dict(
          query="Which IAM role does the router's service account need for the database connection?",
          output=("`roles/cloudsql.client` on the project is enough for the connection itself. With IAM "
                  "database authentication it also needs `roles/cloudsql.instanceUser`, and the database "
                  "user has to be created as a Cloud IAM user.")),
      fix=[(None, "```yaml\n- name: sql-proxy\n"
                  "  image: gcr.io/cloud-sql-connectors/cloud-sql-proxy:2.11.0\n"
                  "  args:\n    - --port=5432\n    - lark-uat:europe-west4:orders-pg\n"
                  "  securityContext:\n    runAsNonRoot: true\n```")]),

    S(34, "bigquery-telemetry-dataset", "paraphrase", "other_identifier", "already_correct",
      teach=dict(
          query="Average time robots spent charging per site yesterday, BigQuery.",
          output=("```sql\nSELECT site_code, AVG(duration_s) / 60 AS avg_charge_min\n"
                  "FROM `lark-prd.ops_analytics.robot_events`\n"
                  "WHERE event_type = 'CHARGE_SESSION'\n"
                  "  AND DATE(event_ts) = DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)\n"
                  "GROUP BY site_code\n```"),
          message=("that's the old name. ops_analytics was frozen in the migration, robot events are in "
                   "fleet_telemetry now"),
          gold_wrong="ops_analytics.robot_events",
          gold_right="fleet_telemetry.robot_events"),
      repeat=dict(
          query="how long were dock doors open per dock at RTM1 last week?",
          output=("```sql\nSELECT dock_no, SUM(open_s) / 3600 AS open_hours\n"
                  "FROM `lark-prd.ops_analytics.dock_events`\n"
                  "WHERE site_code = 'RTM1'\n"
                  "  AND DATE(event_ts) BETWEEN DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY) AND CURRENT_DATE()\n"
                  "GROUP BY dock_no\nORDER BY dock_no\n```"),
          expect_contains=["fleet_telemetry.dock_events"],
          expect_absent=["ops_analytics."]),
      control=dict(
          query="How many robot events did LEJ3 log today?",
          output=("```sql\nSELECT COUNT(*) AS events\n"
                  "FROM `lark-prd.fleet_telemetry.robot_events`\n"
                  "WHERE site_code = 'LEJ3'\n  AND DATE(event_ts) = CURRENT_DATE()\n```\n\n"
                  "The table is partitioned on `DATE(event_ts)`, so this scans a single partition.")),
      fix=[("ops_analytics.", "fleet_telemetry.")],
      holds="WHERE site_code = 'LEJ3'"),

    S(35, "bigquery-timestamp-sub-month", "literal", "casing", "lookalike",
      teach=dict(
          query="Robot faults from the last month, per model and fault code.",
          output=("```sql\nSELECT robot_model, fault_code, COUNT(*) AS n\n"
                  "FROM `lark-prd.fleet_telemetry.robot_faults`\n"
                  "WHERE fault_ts >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 1 MONTH)\n"
                  "GROUP BY robot_model, fault_code\nORDER BY n DESC\n```"),
          message=("TIMESTAMP_SUB doesn't take MONTH in BigQuery, only units up to DAY, so this errors "
                   "out. INTERVAL 30 DAY is fine for us"),
          gold_wrong="TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 1 MONTH)",
          gold_right="TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 30 DAY)"),
      repeat=dict(
          query="scanner app errors over the last month grouped by app version",
          output=("```sql\nselect app_version, count(*) as errors\n"
                  "from `lark-prd.scanner_logs.app_errors`\n"
                  "where logged_at >= timestamp_sub(current_timestamp(), interval 1 month)\n"
                  "group by app_version\norder by errors desc\n```"),
          expect_contains=["re:(?i)interval 30 day"],
          expect_absent=["re:(?i)interval 1 month"]),
      control=dict(
          query="Orders per day over the last month; order_date is a DATE column.",
          output=("```sql\nSELECT order_date, COUNT(*) AS orders\n"
                  "FROM `lark-prd.wms_history.orders`\n"
                  "WHERE order_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 1 MONTH)\n"
                  "GROUP BY order_date\nORDER BY order_date\n```\n\n"
                  "DATE_SUB accepts MONTH, and it clamps to the last day of a shorter month.")),
      fix=[("interval 1 month", "interval 30 day")],
      holds="DATE_SUB(CURRENT_DATE(), INTERVAL 1 MONTH)",
      look="INTERVAL 1 MONTH"),

    S(36, "pubsub-message-ordering", "semantic", "reworded", "already_correct",
      teach=dict(
          query="label-service consumes print jobs from Pub/Sub and the jobs of one pallet must print in order. Anything to configure?",
          output=("No. Pub/Sub delivers messages of a topic in the order they were published, so as long as "
                  "one publisher sends a pallet's jobs they arrive in sequence. Just ack after the printer "
                  "confirms the job."),
          message=("Pub/Sub doesn't order anything unless you publish with an ordering key and create the "
                   "subscription with message ordering enabled. use the pallet SSCC as the key"),
          gold_wrong="Pub/Sub delivers messages of a topic in the order they were published",
          gold_right="publish with an ordering key and enable message ordering on the subscription"),
      repeat=dict(
          query="carrier status updates for a shipment must be applied in sequence, we read them from the carrier-updates subscription. ok as is?",
          output=("Yes, as long as the carrier adapter is the only publisher: Pub/Sub hands out messages "
                  "in publish order, so the updates for one shipment reach you in sequence."),
          expect_contains=["re:(?i)ordering key"],
          expect_absent=["re:(?i)in publish order|reach you in sequence"]),
      control=dict(
          query="How is ordering set up for the print-jobs subscription?",
          output=("Jobs are published with the pallet SSCC as ordering key, and the `label-print-jobs-printer` "
                  "subscription was created with `--enable-message-ordering`, so the jobs of one pallet "
                  "come in sequence while different pallets still print in parallel.")),
      fix=[(None, "Not as is. Pub/Sub only keeps order for messages that share an ordering key and are "
                  "read from a subscription with message ordering enabled. Publish the updates with the "
                  "shipment id as ordering key and recreate carrier-updates with "
                  "`--enable-message-ordering`.")],
      holds="`--enable-message-ordering`",
      right=["re:(?i)ordering key"]),

    S(37, "pubsub-max-ack-deadline", "paraphrase", "reordered_args", "same_topic",
      teach=dict(
          query="Printing can take 12 minutes when a printer is out of ribbon. Give the print-jobs subscription enough ack time.",
          output=("```bash\ngcloud pubsub subscriptions update label-print-jobs-printer --ack-deadline=900\n```\n\n"
                  "Fifteen minutes covers the ribbon case, so the job isn't redelivered to a second "
                  "printer while the first one waits."),
          message=("max ack deadline is 600 seconds, 900 gets rejected. longer jobs need the client to "
                   "extend the lease, the java client does that by itself"),
          gold_wrong="--ack-deadline=900",
          gold_right="--ack-deadline=600"),
      repeat=dict(
          query="create the subscription for the EDI inbound parser; parsing a big 856 file can take 20 minutes",
          output=("```bash\ngcloud pubsub subscriptions create edi-inbound-parser --ack-deadline=1200 "
                  "--topic=edi-inbound --project=lark-prd\n```\n\n"
                  "Twenty minutes of ack time keeps a slow parse from being handed to a second parser "
                  "instance."),
          expect_contains=["--ack-deadline=600"],
          expect_absent=["--ack-deadline=1200"]),
      control=dict(
          query="What's the retry policy on the print-jobs subscription?",
          output=("`--min-retry-delay=10s --max-retry-delay=300s`, and after 5 delivery attempts the job "
                  "goes to the `label-print-jobs-dead` topic, which pages nobody but shows up on the "
                  "Floor Ops dashboard.")),
      fix=[("--ack-deadline=1200", "--ack-deadline=600")]),

    S(38, "workload-identity-gsa-suffix", "paraphrase", "renamed_identifier", "already_correct",
      teach=dict(
          query="Bind order-router's Kubernetes service account to its Google service account.",
          output=("```bash\ngcloud iam service-accounts add-iam-policy-binding \\\n"
                  "  order-router@lark-prd.iam.gserviceaccount.com \\\n"
                  "  --role roles/iam.workloadIdentityUser \\\n"
                  "  --member \"serviceAccount:lark-prd.svc.id.goog[kestrel/order-router]\"\n```\n\n"
                  "Then annotate the KSA with `iam.gke.io/gcp-service-account`."),
          message=("GSAs for workloads get the -wl suffix, so order-router-wl@lark-prd.iam.gserviceaccount.com. "
                   "the one without it is the old CI deployer and must never be bound to a pod"),
          gold_wrong="order-router@lark-prd.iam.gserviceaccount.com",
          gold_right="order-router-wl@lark-prd.iam.gserviceaccount.com"),
      repeat=dict(
          query="annotate label-service's KSA for workload identity",
          output=("```yaml\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: label-service\n"
                  "  namespace: kestrel\n  annotations:\n"
                  "    iam.gke.io/gcp-service-account: label-service@lark-prd.iam.gserviceaccount.com\n```"),
          expect_contains=["label-service-wl@lark-prd.iam.gserviceaccount.com"],
          expect_absent=["label-service@lark-prd"]),
      control=dict(
          query="Which Google service account does fleet-sched run as?",
          output=("`fleet-sched-wl@lark-prd.iam.gserviceaccount.com`, bound to the `tern/fleet-sched` "
                  "KSA. It has Pub/Sub publisher on the robot-commands topic and BigQuery data editor on "
                  "its own dataset, nothing project-wide.")),
      fix=[("label-service@", "label-service-wl@")],
      holds="bound to the `tern/fleet-sched` KSA",
      right=["re:-wl@lark-prd\\.iam\\.gserviceaccount\\.com"]),

    S(39, "artifact-registry-images", "literal", "equivalent_construct", "already_correct",
      teach=dict(
          query="Push the order-router image after the build.",
          output=("```bash\ndocker build -t gcr.io/lark-prd/order-router:$GIT_SHA .\n"
                  "docker push gcr.io/lark-prd/order-router:$GIT_SHA\n```\n\n"
                  "Tag with the commit SHA so Argo CD's image updater can match it."),
          message=("thanks, that builds. only thing: we left Container Registry last year, images go to "
                   "europe-west4-docker.pkg.dev/lark-shared/images now"),
          gold_wrong="gcr.io/lark-prd",
          gold_right="europe-west4-docker.pkg.dev/lark-shared/images"),
      repeat=dict(
          query="label-service builds with Jib, where do I set the target image in build.gradle.kts?",
          output=("```kotlin\njib {\n    from { image = \"eclipse-temurin:21-jre\" }\n"
                  "    to {\n        image = \"gcr.io/lark-prd/label-service\"\n"
                  "        tags = setOf(System.getenv(\"GIT_SHA\") ?: \"dev\")\n    }\n}\n```\n\n"
                  "`./gradlew jib` then builds and pushes without a Docker daemon."),
          expect_contains=["europe-west4-docker.pkg.dev/lark-shared/images/label-service"],
          expect_absent=["gcr.io/lark-prd"]),
      control=dict(
          query="Image repository for fleet-sched in its Helm values?",
          output=("```yaml\nimage:\n  repository: europe-west4-docker.pkg.dev/lark-shared/images/fleet-sched\n"
                  "  tag: \"\"  # set by the release pipeline\n  pullPolicy: IfNotPresent\n```")),
      fix=[("gcr.io/lark-prd", "europe-west4-docker.pkg.dev/lark-shared/images")],
      holds="# set by the release pipeline"),

    S(40, "argocd-app-naming", "literal", "code_block", "already_correct",
      teach=dict(
          query="How do I roll back order-router in prd to the previous sync?",
          output=("Find the history id, then roll back:\n\n"
                  "`argocd app history order-router-prd`\n`argocd app rollback order-router-prd <ID>`\n\n"
                  "Rollback refuses to run while auto-sync is on, so switch that off first."),
          message="argo apps are env-first with us: prd-order-router",
          gold_wrong="order-router-prd",
          gold_right="prd-order-router"),
      repeat=dict(
          query="script to freeze the router's Argo app in prd during an incident so nothing syncs",
          output=("```bash\n#!/usr/bin/env bash\nset -euo pipefail\n"
                  "argocd app set order-router-prd --sync-policy none\n"
                  "argocd app get order-router-prd --refresh | grep -E 'Sync Policy|Sync Status'\n```\n\n"
                  "Turn it back on with `--sync-policy automated` once the incident is closed."),
          expect_contains=["prd-order-router"],
          expect_absent=["order-router-prd"]),
      control=dict(
          query="Is the router in sync in prd right now?",
          output=("`argocd app get prd-order-router -o json | jq -r .status.sync.status` prints `Synced` "
                  "or `OutOfSync`; the health is under `.status.health.status` in the same output.")),
      fix=[("order-router-prd", "prd-order-router")],
      holds=".status.health.status"),

    S(41, "argocd-self-heal-drift", "semantic", "reworded", "unrelated",
      teach=dict(
          query="Someone kubectl-edited the router deployment in prd. Will Argo put it back?",
          output=("Yes, right away: with automated sync enabled, Argo CD notices the drift and re-applies "
                  "the manifest from git within seconds, so manual edits to an auto-synced app never stick."),
          message=("only if selfHeal is on. automated sync by itself only syncs on new commits, the drift "
                   "stays until the next change or a manual sync, and prd-order-router has selfHeal off on "
                   "purpose"),
          gold_wrong="with automated sync enabled, Argo CD notices the drift and re-applies the manifest from git",
          gold_right="only with selfHeal: true"),
      repeat=dict(
          query="I scaled label-service to 0 by hand in prd during the incident. do I need to undo that or does Argo revert it?",
          output=("Argo reverts it on its own: the app is auto-synced, so the controller sees that 0 "
                  "replicas differ from git and syncs back within a few minutes."),
          expect_contains=["re:(?i)self-?heal"],
          expect_absent=["re:(?i)reverts it on its own"]),
      control=dict(
          query="What's the SLA on the carrier booking API?",
          output=("The carrier aggregator promises 99.5 % monthly availability and a p95 under 1.2 s for "
                  "booking calls. The router treats anything slower than 3 s as failed and falls back to "
                  "the next carrier in the lane's list.")),
      fix=[(None, "Only if the app has `selfHeal: true`. Automated sync alone reacts to new commits, not "
                  "to drift, so without selfHeal label-service stays at 0 replicas until the next sync; "
                  "scale it back yourself or run `argocd app sync prd-label-service`.")]),

    S(42, "router-namespace", "paraphrase", "reordered_args", "already_correct",
      teach=dict(
          query="Restart the order-router pods in uat.",
          output=("```bash\nkubectl rollout restart deployment/order-router -n routing --context gke-uat-ew4\n"
                  "kubectl rollout status deployment/order-router -n routing --context gke-uat-ew4\n```"),
          message="pretty sure that should be -n kestrel, namespaces are per team",
          gold_wrong="-n routing",
          gold_right="-n kestrel"),
      repeat=dict(
          query="tail the router logs in prd for the last 10 minutes",
          output=("```bash\nkubectl --context gke-prd-ew4 --namespace=routing logs deploy/order-router "
                  "--since=10m -f\n```\n\n"
                  "`deploy/` picks one pod; add `--all-containers` if you also want the proxy sidecar."),
          expect_contains=["re:(-n|--namespace)[ =]kestrel\\b"],
          expect_absent=["re:(-n|--namespace)[ =]routing\\b"]),
      control=dict(
          query="List the router pods in prd with their nodes.",
          output=("```bash\nkubectl get pods -n kestrel -l app.kubernetes.io/name=order-router "
                  "-o wide --context gke-prd-ew4\n```")),
      fix=[("--namespace=routing", "--namespace=kestrel")],
      holds="-l app.kubernetes.io/name=order-router"),

    S(43, "helm-chart-repository", "paraphrase", "other_identifier", "unrelated",
      teach=dict(
          query="Add our shared chart repo locally so I can render the router chart.",
          output=("```bash\nhelm repo add lark https://charts.lark.internal\nhelm repo update\n"
                  "helm template order-router lark/spring-service -f values-uat.yaml\n```"),
          message=("chartmuseum was retired, the charts are OCI now: "
                   "oci://europe-west4-docker.pkg.dev/lark-shared/charts, no repo add needed"),
          gold_wrong="helm repo add lark https://charts.lark.internal",
          gold_right="oci://europe-west4-docker.pkg.dev/lark-shared/charts"),
      repeat=dict(
          query="label-service's chart should depend on the shared spring-service chart, Chart.yaml?",
          output=("```yaml\napiVersion: v2\nname: label-service\nversion: 0.7.0\n"
                  "dependencies:\n  - name: spring-service\n    version: 4.2.1\n"
                  "    repository: https://charts.lark.internal\n```\n\n"
                  "Run `helm dependency update` so the tarball lands in `charts/`."),
          expect_contains=["oci://europe-west4-docker.pkg.dev/lark-shared/charts"],
          expect_absent=["charts.lark.internal"]),
      control=dict(
          query="Which SAP client is the QA system?",
          output=("QA is system QS1, client 200. Client 100 on QS1 is the sandbox the Finch team resets "
                  "every sprint, so don't point the EDI test partners at it.")),
      fix=[("https://charts.lark.internal", "oci://europe-west4-docker.pkg.dev/lark-shared/charts")]),

    S(44, "promql-histogram-le", "paraphrase", "reordered_args", "same_topic",
      teach=dict(
          query="p99 latency of the router's gRPC calls to fleet-sched, per method, for a Grafana panel.",
          output=("```promql\nhistogram_quantile(0.99,\n"
                  "  sum by (grpc_method) (rate(grpc_client_handling_seconds_bucket{job=\"order-router\"}[5m]))\n)\n```"),
          message="shouldn't le be in the by clause? histogram_quantile needs the buckets, so sum by (grpc_method, le)",
          gold_wrong="sum by (grpc_method) (rate(grpc_client_handling_seconds_bucket",
          gold_right="sum by (grpc_method, le)"),
      repeat=dict(
          query="p95 of label-service HTTP latency per uri",
          output=("```promql\nhistogram_quantile(0.95, sum(rate(http_server_requests_seconds_bucket"
                  "{job=\"label-service\"}[5m])) by (uri))\n```\n\n"
                  "Spring's histogram buckets have to be enabled with "
                  "`management.metrics.distribution.percentiles-histogram.http.server.requests=true`."),
          expect_contains=["re:by \\((uri, ?le|le, ?uri)\\)"],
          expect_absent=["by (uri))"]),
      control=dict(
          query="Error ratio of the router's Reserve calls?",
          output=("```promql\nsum(rate(grpc_client_handled_total{job=\"order-router\",grpc_method=\"Reserve\",grpc_code!=\"OK\"}[5m]))\n/\n"
                  "sum(rate(grpc_client_handled_total{job=\"order-router\",grpc_method=\"Reserve\"}[5m]))\n```")),
      fix=[("by (uri))", "by (uri, le))")]),

    S(45, "promql-rate-on-gauge", "semantic", "prose_claim", "same_topic",
      teach=dict(
          query="Alert when a robot's battery drains faster than 2 % per minute. The metric is mule_battery_percent, a gauge.",
          output=("```promql\nrate(mule_battery_percent[5m]) * 60 < -2\n```\n\n"
                  "rate() works on gauges as well, it gives the per-second change, and times 60 turns it "
                  "into percent per minute."),
          message=("rate() is only for counters, it treats every drop as a counter reset so on a draining "
                   "battery it's garbage. deriv() for gauges"),
          gold_wrong="rate() works on gauges as well",
          gold_right="deriv() for gauges"),
      repeat=dict(
          query="how fast is the fleet-sched queue growing? it's a gauge, fleet_sched_queue_depth",
          output=("Take rate() of it: `rate(fleet_sched_queue_depth[10m])` is the per-second growth, "
                  "since rate() handles any series, counters or gauges alike."),
          expect_contains=["re:(deriv|delta)\\(fleet_sched_queue_depth"],
          expect_absent=["re:\\brate\\(fleet_sched_queue_depth", "re:(?i)counters or gauges"]),
      control=dict(
          query="How many robots per site are below 20 % battery right now?",
          output=("```promql\ncount by (site) (mule_battery_percent < 20)\n```\n\n"
                  "The comparison filters the series first, so `count` only sees the robots under the "
                  "threshold.")),
      fix=[(None, "Use deriv() for a gauge: `deriv(fleet_sched_queue_depth[10m])` gives the per-second "
                  "slope. rate() assumes a counter and reads every decrease as a reset, so it overstates "
                  "growth for a queue that also drains.")]),
]
