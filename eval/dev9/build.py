#!/usr/bin/env python3
"""Source of eval/dev9: 80 teach -> repeat -> control scenarios for cairn.

    python3 build.py [--go]

Focus: answers that hold several values of the same kind (two ports, three
regions, a version in two places, a name in a URL and a label, several flags),
so that a memory must fix the right one and leave the others; corrections
phrased in many ways; and lookalike controls where the mistaken text is right
in its own context.

Every scenario carries, besides the fields written to scenarios.jsonl, a
reference hand fix for its repeat (`fix`: (old, new) replacements), the
correction style of its teach message (`style`) and whether the repeat needs
more than one literal swap (`multi`). The build verifies:
  * validate.py's checks (format, tags, ids, regex subset, repeat fails as
    written, lookalike control holds the wrong core, already_correct control
    holds the right core);
  * every hand fix applies (each `old` occurs) and the fixed repeat passes;
  * for `multi` scenarios, applying any single replacement alone still fails,
    so the check demands the complete fix;
  * with --go, every regex compiles in Go's regexp and matches exactly as in
    Python on the teach, repeat, hand-fixed repeat and control outputs.
Then it writes scenarios.jsonl and README.md (count tables).
"""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import validate as V  # noqa: E402

DIFF = {"L": "literal", "P": "paraphrase", "S": "semantic"}
VAR = {"rw": "reworded", "cb": "code_block", "id": "identifier", "cs": "casing"}
CK = {"LA": "lookalike", "ST": "same_topic", "AC": "already_correct", "UN": "unrelated"}
STYLES = ("x_not_y", "bare_fact", "imperative", "terse", "question", "hedged", "with_reason", "embedded", "two_facts")

SC = []


def S(topic, diff, var, ck, style, tq, to, tm, gw, gr, rq, ro, ec, ea, fix, cq, co, multi=False):
    assert style in STYLES, style
    SC.append(dict(topic=topic, difficulty=DIFF[diff], repeat_variation=VAR[var], control_kind=CK[ck],
                   style=style, multi=multi, fix=fix,
                   teach=dict(query=tq, output=to, message=tm, gold_wrong=gw, gold_right=gr),
                   repeat=dict(query=rq, output=ro, expect_contains=ec, expect_absent=ea),
                   control=dict(query=cq, output=co)))


F = "```"

# ---------------------------------------------------------------- 001
S("go", "L", "cb", "LA", "two_facts",
  "Give me the Go DSNs for the orders database in staging and prod.",
  F + r"""go
const (
    stagingDSN = "postgres://orders_app@db-staging:5432/orders?sslmode=require"
    prodDSN    = "postgres://orders_app@db-prod:5432/orders?sslmode=require"
)
""" + F,
  "staging postgres listens on 5433, prod is on the normal 5432",
  "db-staging:5432", "db-staging:5433",
  "Write the per-environment default DSNs for the orders DB config.",
  F + r"""go
var defaultDSN = map[string]string{
    "staging": "postgres://orders_app@db-staging:5432/orders?sslmode=require&pool_max_conns=10",
    "prod":    "postgres://orders_app@db-prod:5432/orders?sslmode=require&pool_max_conns=20",
}
""" + F,
  ["db-staging:5433/orders", "db-prod:5432/orders"], ["db-staging:5432"],
  [("db-staging:5432", "db-staging:5433")],
  "Why did the staging orders DB port change?",
  "From the infra changelog (2026-09): staging Postgres moved from `db-staging:5432` to `db-staging:5433` so the new replica could share the host; prod stayed on `db-prod:5432`.")

# ---------------------------------------------------------------- 002
S("python", "L", "cs", "LA", "embedded",
  "Configure Celery to use our Redis for the broker and the result backend.",
  F + r"""python
app = Celery("jobs")
app.conf.broker_url = "redis://cache:6379/0"
app.conf.result_backend = "redis://cache:6379/1"
app.conf.result_expires = 3600
""" + F,
  "Thanks, that works. Results go in db 2 though, db 1 belongs to the rate limiter.",
  "redis://cache:6379/1", "redis://cache:6379/2",
  "Django settings for Celery on Redis, please.",
  F + r"""python
# settings.py
CELERY_BROKER_URL = "redis://cache:6379/0"
CELERY_RESULT_BACKEND = "redis://cache:6379/1"
CELERY_TASK_ACKS_LATE = True
""" + F,
  ['CELERY_RESULT_BACKEND = "redis://cache:6379/2"', 'CELERY_BROKER_URL = "redis://cache:6379/0"'],
  ['CELERY_RESULT_BACKEND = "redis://cache:6379/1"'],
  [('"redis://cache:6379/1"', '"redis://cache:6379/2"')],
  "Where does the API's rate limiter keep its counters?",
  "In Redis db 1 on the shared cache: `RATELIMIT_STORAGE_URI = \"redis://cache:6379/1\"` (flask-limiter reads it at startup).")

# ---------------------------------------------------------------- 003
S("k8s", "L", "cb", "LA", "x_not_y",
  "Deployment ports for the api container: HTTP and Prometheus metrics.",
  F + r"""yaml
ports:
  - name: http
    containerPort: 8080
  - name: metrics
    containerPort: 9090
""" + F,
  "metrics is 9102 in all our services, not 9090",
  "9090", "9102",
  "Write the Service that exposes the api's HTTP and metrics ports.",
  F + r"""yaml
apiVersion: v1
kind: Service
metadata:
  name: api
spec:
  selector:
    app: api
  ports:
    - name: http
      port: 80
      targetPort: 8080
    - name: metrics
      port: 9090
      targetPort: 9090
""" + F,
  [r"re:name: metrics\n\s+port: 9102\n\s+targetPort: 9102", "targetPort: 8080"], ["9090"],
  [("      port: 9090\n", "      port: 9102\n"), ("targetPort: 9090", "targetPort: 9102")],
  "What port does Prometheus itself serve its UI on?",
  "Prometheus listens on `9090` by default (`--web.listen-address=0.0.0.0:9090`); the UI is at http://prometheus:9090/graph.",
  multi=True)

# ---------------------------------------------------------------- 004
S("aws", "L", "cb", "ST", "question",
  "Shell loop to deploy the edge stack to our three regions.",
  F + r"""sh
for region in us-east-1 eu-west-1 ap-southeast-2; do
  aws cloudformation deploy --stack-name edge --template-file edge.yaml --region "$region"
done
""" + F,
  "aren't we in Tokyo for APAC? ap-northeast-1, we don't run anything in Sydney",
  "ap-southeast-2", "ap-northeast-1",
  "Terraform variable listing the regions we deploy the edge stack to.",
  F + r"""hcl
variable "edge_regions" {
  type    = list(string)
  default = ["us-east-1", "eu-west-1", "ap-southeast-2"]
}
""" + F,
  ['"us-east-1", "eu-west-1", "ap-northeast-1"'], ["ap-southeast-2"],
  [("ap-southeast-2", "ap-northeast-1")],
  "How do I list the regions enabled for our AWS account?",
  "`aws ec2 describe-regions --query 'Regions[].RegionName' --output text` lists the regions enabled for the account; add `--all-regions` to include opt-in regions that are not enabled.")

# ---------------------------------------------------------------- 005
S("go", "L", "cb", "LA", "with_reason",
  "Dockerfile build stage and CI setup for our Go service.",
  F + r"""dockerfile
FROM golang:1.22-alpine AS build
WORKDIR /src
COPY . .
RUN go build -o /out/api ./cmd/api
""" + F + "\n\n" + F + r"""yaml
- uses: actions/setup-go@v5
  with:
    go-version: "1.22"
""" + F,
  "we're on 1.23, go.mod says go 1.23.2 and the iterator code won't build on 1.22",
  "1.22", "1.23",
  "Add a lint job and the release image build for the Go API.",
  F + r"""yaml
lint:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v4
    - uses: actions/setup-go@v5
      with:
        go-version: "1.22"
    - uses: golangci/golangci-lint-action@v6
      with:
        version: v1.61
""" + F + "\n\n" + F + r"""dockerfile
FROM golang:1.22-bookworm AS build
""" + F,
  ['go-version: "1.23"', "golang:1.23-bookworm", "version: v1.61"], ["1.22"],
  [('go-version: "1.22"', 'go-version: "1.23"'), ("golang:1.22-bookworm", "golang:1.23-bookworm")],
  "Which Go release made range-over-func iterators standard?",
  "Go 1.23. In Go 1.22 range-over-func was only available as an experiment behind `GOEXPERIMENT=rangefunc`.",
  multi=True)

# ---------------------------------------------------------------- 006
S("helm", "L", "id", "LA", "bare_fact",
  "Ingress for the billing API on billing.internal.acme.io.",
  F + r"""yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: billing
  namespace: payments
spec:
  rules:
    - host: billing.internal.acme.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: billing-svc
                port:
                  number: 8080
""" + F,
  "the Service is billing-api now, billing-svc was the old chart's name",
  "billing-svc", "billing-api",
  "NetworkPolicy letting the gateway reach billing, plus the URL the gateway should call.",
  F + r"""yaml
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: allow-gateway-to-billing
  namespace: payments
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/name: billing-svc
  ingress:
    - from:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: gateway
""" + F + "\n\nGateway upstream: `http://billing-svc.payments.svc.cluster.local:8080`",
  ["app.kubernetes.io/name: billing-api", "http://billing-api.payments.svc.cluster.local:8080"], ["billing-svc"],
  [("name: billing-svc", "name: billing-api"), ("http://billing-svc.", "http://billing-api.")],
  "What did billing chart 3.0 change?",
  "Chart 3.0 renamed the Service from `billing-svc` to `billing-api` and added a PodDisruptionBudget; anything still calling `billing-svc.payments` has to switch to the new name.")

# ---------------------------------------------------------------- 007
S("sql", "P", "cs", "LA", "x_not_y",
  "Upsert a user's setting in Postgres.",
  F + r"""sql
INSERT INTO user_settings (user_id, value)
VALUES ($1, $2)
ON DUPLICATE KEY UPDATE value = VALUES(value);
""" + F,
  "That's MySQL syntax. Postgres is ON CONFLICT (user_id) DO UPDATE SET value = EXCLUDED.value.",
  "ON DUPLICATE KEY UPDATE value = VALUES(value)", "ON CONFLICT (user_id) DO UPDATE SET value = EXCLUDED.value",
  "postgres upsert for toggling a feature flag",
  F + r"""sql
insert into feature_flags (flag, enabled)
values ($1, $2)
on duplicate key update enabled = values(enabled);
""" + F,
  [r"re:(?i)on conflict \(flag\) do update set enabled = excluded\.enabled"], [r"re:(?i)duplicate key"],
  [("on duplicate key update enabled = values(enabled)", "on conflict (flag) do update set enabled = excluded.enabled")],
  "Same settings upsert for the legacy MySQL 5.7 inventory database.",
  F + r"""sql
INSERT INTO user_settings (user_id, value)
VALUES (?, ?)
ON DUPLICATE KEY UPDATE value = VALUES(value);
""" + F + "\nMySQL 5.7 has no row alias, so `VALUES(value)` is how you refer to the new row.")

# ---------------------------------------------------------------- 008
S("node", "L", "id", "AC", "terse",
  "Read the database and Redis URLs in the Node service.",
  F + r"""js
const dbUrl = process.env.DB_URL;
const redisUrl = process.env.REDIS_URL;
if (!dbUrl || !redisUrl) throw new Error('missing DB_URL or REDIS_URL');
""" + F,
  "DATABASE_URL",
  "DB_URL", "DATABASE_URL",
  "Typed config module for the worker: database and cache URLs.",
  F + r"""ts
export const config = {
  databaseUrl: process.env.DB_URL ?? '',
  redisUrl: process.env.REDIS_URL ?? '',
  port: Number(process.env.PORT ?? 3000),
};
""" + F,
  ["process.env.DATABASE_URL", "process.env.REDIS_URL"], ["DB_URL"],
  [("process.env.DB_URL", "process.env.DATABASE_URL")],
  "Run the Prisma migrations against my local database.",
  "`DATABASE_URL=postgresql://app:app@localhost:5432/app npx prisma migrate dev`; Prisma reads `DATABASE_URL` from the environment or from `.env`.")

# ---------------------------------------------------------------- 009
S("git", "L", "rw", "LA", "imperative",
  "Rebase my feature branch onto main and update the remote.",
  F + r"""sh
git fetch origin
git rebase origin/main
git push --force origin feat/refund-webhook
""" + F,
  "Use --force-with-lease, never a bare --force: someone else may have pushed to the branch.",
  "git push --force origin", "git push --force-with-lease origin",
  "Squash my last three commits and update the open PR.",
  F + r"""sh
git reset --soft HEAD~3
git commit -m "feat: refund webhook"
git push --force origin HEAD
""" + F,
  ["git push --force-with-lease origin HEAD"], ["git push --force origin"],
  [("git push --force origin", "git push --force-with-lease origin")],
  "What does our pre-push hook block?",
  "It rejects `git push --force origin <branch>` and `git push -f`, printing a hint to use `--force-with-lease` instead; ordinary pushes go through.")

# ---------------------------------------------------------------- 010
S("java", "P", "cb", "ST", "with_reason",
  "Spring Boot: app on 8080 and the actuator on a separate port.",
  F + r"""properties
server.port=8080
management.server.port=8081
management.endpoints.web.exposure.include=health,prometheus
""" + F,
  "Actuator runs on 9001 in our services; 8081 is taken by the admin UI.",
  "management.server.port=8081", "management.server.port=9001",
  "Same ports in application.yml for the orders service.",
  F + r"""yaml
server:
  port: 8080
management:
  server:
    port: 8081
  endpoints:
    web:
      exposure:
        include: health,prometheus
""" + F,
  [r"re:management:\n  server:\n    port: 9001", r"re:server:\n  port: 8080"], ["port: 8081"],
  [("    port: 8081", "    port: 9001")],
  "Expose only the health and prometheus actuator endpoints.",
  "`management.endpoints.web.exposure.include=health,prometheus`; every other actuator endpoint stays hidden over HTTP.")

# ---------------------------------------------------------------- 011
S("rust", "P", "cb", "LA", "bare_fact",
  "Cargo dependencies for a small axum HTTP service.",
  F + r"""toml
[dependencies]
axum = "0.6"
tokio = { version = "1", features = ["full"] }
serde = { version = "1", features = ["derive"] }
""" + F,
  "We're on axum 0.7 across the workspace.",
  'axum = "0.6"', 'axum = "0.7"',
  "Minimal axum server with a /healthz route, dependencies included.",
  F + r"""toml
axum = "0.6"
tokio = { version = "1", features = ["full"] }
""" + F + "\n\n" + F + r"""rust
#[tokio::main]
async fn main() {
    let app = Router::new().route("/healthz", get(|| async { "ok" }));
    let addr = SocketAddr::from(([0, 0, 0, 0], 8080));
    axum::Server::bind(&addr)
        .serve(app.into_make_service())
        .await
        .unwrap();
}
""" + F,
  ['axum = "0.7"', "axum::serve(listener, app)", "tokio::net::TcpListener::bind"], ["axum::Server", 'axum = "0.6"'],
  [('axum = "0.6"', 'axum = "0.7"'),
   ("    let addr = SocketAddr::from(([0, 0, 0, 0], 8080));\n    axum::Server::bind(&addr)\n        .serve(app.into_make_service())\n        .await\n        .unwrap();",
    "    let listener = tokio::net::TcpListener::bind(\"0.0.0.0:8080\").await.unwrap();\n    axum::serve(listener, app).await.unwrap();")],
  "What's the migration note for the axum upgrade?",
  "Bump `axum = \"0.6\"` to `axum = \"0.7\"`. `axum::Server` is gone: bind a `tokio::net::TcpListener` and call `axum::serve(listener, app)`.",
  multi=True)

# ---------------------------------------------------------------- 012
S("csharp", "P", "cb", "UN", "with_reason",
  "csproj and Dockerfile for a new ASP.NET minimal API.",
  F + r"""xml
<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net6.0</TargetFramework>
    <Nullable>enable</Nullable>
  </PropertyGroup>
</Project>
""" + F + "\n\n" + F + r"""dockerfile
FROM mcr.microsoft.com/dotnet/sdk:6.0 AS build
FROM mcr.microsoft.com/dotnet/aspnet:6.0
""" + F,
  "We moved everything to .NET 8 last sprint, 6 is out of support.",
  "net6.0", "net8.0",
  "Project file and container build for the notifications worker.",
  F + r"""xml
<Project Sdk="Microsoft.NET.Sdk.Worker">
  <PropertyGroup>
    <TargetFramework>net6.0</TargetFramework>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Serilog.Extensions.Hosting" Version="8.0.0" />
  </ItemGroup>
</Project>
""" + F + "\n\n" + F + r"""dockerfile
FROM mcr.microsoft.com/dotnet/sdk:6.0 AS build
WORKDIR /src
COPY . .
RUN dotnet publish -c Release -o /app
FROM mcr.microsoft.com/dotnet/runtime:6.0
COPY --from=build /app /app
ENTRYPOINT ["dotnet", "/app/Notifications.dll"]
""" + F,
  ["<TargetFramework>net8.0</TargetFramework>", "dotnet/sdk:8.0", "dotnet/runtime:8.0", 'Version="8.0.0"'],
  ["net6.0", "sdk:6.0", "runtime:6.0"],
  [("net6.0", "net8.0"), ("sdk:6.0", "sdk:8.0"), ("runtime:6.0", "runtime:8.0")],
  "Undo my last commit but keep the changes staged.",
  "`git reset --soft HEAD~1` moves the branch back one commit and leaves its changes staged.",
  multi=True)

# ---------------------------------------------------------------- 013
S("gcp", "L", "rw", "AC", "bare_fact",
  "Deploy the worker image to Cloud Run in prod.",
  F + r"""sh
gcloud run deploy worker \
  --image europe-west1-docker.pkg.dev/acme-prod/apps/worker:1.8.0 \
  --region europe-west1 \
  --project acme-prod
""" + F,
  "acme-prod is only the display name, the project ID is acme-prod-4821",
  "acme-prod", "acme-prod-4821",
  "Push the scheduler image and create the nightly Cloud Scheduler job in prod.",
  F + r"""sh
docker push europe-west1-docker.pkg.dev/acme-prod/apps/scheduler:2.1.0
gcloud scheduler jobs create http nightly-rollup \
  --project acme-prod \
  --location europe-west1 \
  --schedule "0 3 * * *" \
  --uri https://rollup-abc123-ew.a.run.app/run
""" + F,
  ["europe-west1-docker.pkg.dev/acme-prod-4821/apps/scheduler:2.1.0", r"re:--project acme-prod-4821\s"],
  [r"re:acme-prod([^-]|$)", "4821-4821"],
  [("pkg.dev/acme-prod/", "pkg.dev/acme-prod-4821/"), ("--project acme-prod ", "--project acme-prod-4821 ")],
  "Set my default gcloud project to prod.",
  "`gcloud config set project acme-prod-4821`; afterwards `gcloud config list` shows `project = acme-prod-4821`.")

# ---------------------------------------------------------------- 014
S("azure", "L", "id", "ST", "two_facts",
  "Get kubeconfig for the prod AKS cluster and log in to our registry.",
  F + r"""sh
az aks get-credentials --resource-group rg-platform-weu --name aks-prod-weu
az acr login --name acmeplatform
""" + F,
  "the cluster is aks-prod-neu since we moved it to North Europe; the resource group kept its name",
  "aks-prod-weu", "aks-prod-neu",
  "List the node pools of the prod cluster.",
  "`az aks nodepool list --resource-group rg-platform-weu --cluster-name aks-prod-weu -o table`",
  ["--cluster-name aks-prod-neu", "--resource-group rg-platform-weu"], ["aks-prod-weu"],
  [("aks-prod-weu", "aks-prod-neu")],
  "Which Kubernetes versions can I pick in North Europe?",
  "`az aks get-versions --location northeurope -o table` lists the supported versions and their upgrade paths.")

# ---------------------------------------------------------------- 015
S("ci", "L", "cb", "UN", "with_reason",
  "GitHub Actions steps to check out and set up Node 20.",
  F + r"""yaml
steps:
  - uses: actions/checkout@v3
  - uses: actions/setup-node@v4
    with:
      node-version: 20
      cache: npm
""" + F,
  "checkout@v4 please, v3 runs on Node 16 and every run warns about it",
  "actions/checkout@v3", "actions/checkout@v4",
  "Release workflow that checks out the full history and uploads the build.",
  F + r"""yaml
jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v3
        with:
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci && npm run build
      - uses: actions/upload-artifact@v4
        with:
          name: dist
          path: dist/
""" + F,
  ["actions/checkout@v4", "actions/setup-node@v4", "actions/upload-artifact@v4", "fetch-depth: 0"], ["checkout@v3"],
  [("actions/checkout@v3", "actions/checkout@v4")],
  "Pretty-print a JSON response in the terminal.",
  "`curl -s https://api.example.com/items | jq .` (`jq .` pretty-prints and colours the JSON).")

# ---------------------------------------------------------------- 016
S("observability", "L", "id", "LA", "with_reason",
  "PromQL for the API request rate per route.",
  "`sum by (route) (rate(http_requests_total{job=\"api\"}[1m]))`",
  "our scrape interval is 30s, so a 1m window leaves gaps. use 2m at least",
  "[1m]", "[2m]",
  "Alert rule for p99 latency above 500ms on the api job.",
  F + r"""yaml
- alert: ApiP99LatencyHigh
  expr: histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="api"}[1m]))) > 0.5
  for: 10m
  labels:
    severity: page
""" + F,
  [r're:_bucket\{job="api"\}\[([2-9]|[1-9][0-9])m\]', "for: 10m"], ["[1m]"],
  [("[1m]", "[2m]")],
  "How many samples does the api target get per minute?",
  "`count_over_time(up{job=\"api\"}[1m])`: with the 30s scrape interval it returns 2 for each series.")

# ---------------------------------------------------------------- 017
S("frontend", "P", "id", "LA", "x_not_y",
  "Read the API base URL from the environment in the React app.",
  F + "ts\nconst apiBase = process.env.REACT_APP_API_URL ?? 'http://localhost:8080';\n" + F
  + "\nSet `REACT_APP_API_URL` in `.env.production` for the build.",
  "We build with Vite, not CRA. It's import.meta.env.VITE_API_URL.",
  "process.env.REACT_APP_API_URL", "import.meta.env.VITE_API_URL",
  "Initialise Sentry in the React app with the DSN from the environment.",
  F + r"""ts
Sentry.init({
  dsn: process.env.REACT_APP_SENTRY_DSN,
  tracesSampleRate: 0.1,
});
""" + F,
  ["import.meta.env.VITE_SENTRY_DSN", "tracesSampleRate: 0.1"], ["process.env", "REACT_APP_"],
  [("process.env.REACT_APP_SENTRY_DSN", "import.meta.env.VITE_SENTRY_DSN")],
  "How does the legacy admin app (still Create React App) read the API URL?",
  "CRA inlines `REACT_APP_*` variables at build time: `const apiBase = process.env.REACT_APP_API_URL;`. Set it in `.env.production` before `npm run build`.")

# ---------------------------------------------------------------- 018
S("security", "L", "id", "ST", "with_reason",
  "Hash user passwords in Go.",
  F + r"""go
hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
if err != nil {
    return fmt.Errorf("hash password: %w", err)
}
""" + F,
  "security baseline says cost 12. DefaultCost is only 10.",
  "bcrypt.DefaultCost", "12",
  "Password reset handler: store the new password hash.",
  F + r"""go
hash, err := bcrypt.GenerateFromPassword([]byte(req.NewPassword), bcrypt.DefaultCost)
if err != nil {
    return err
}
return s.users.SetPasswordHash(ctx, userID, hash)
""" + F,
  [r"re:GenerateFromPassword\(\[\]byte\(req\.NewPassword\), 12\)"], ["DefaultCost"],
  [("bcrypt.DefaultCost", "12")],
  "Check a login password against the stored hash.",
  F + r"""go
if err := bcrypt.CompareHashAndPassword(user.PasswordHash, []byte(password)); err != nil {
    return ErrInvalidCredentials
}
""" + F + "\nThe cost is read from the hash itself, so old and new hashes both verify.")

# ---------------------------------------------------------------- 019
S("mobile", "L", "cb", "AC", "two_facts",
  "SDK levels for the Android app module.",
  F + r"""kotlin
android {
    compileSdk = 35
    defaultConfig {
        minSdk = 21
        targetSdk = 34
    }
}
""" + F,
  "every module targets 35, the release pipeline rejects anything lower. minSdk 21 is right, we still support Lollipop.",
  "targetSdk = 34", "targetSdk = 35",
  "build.gradle.kts for the new :feature:checkout module.",
  F + r"""kotlin
plugins {
    id("com.android.library")
}

android {
    namespace = "io.acme.feature.checkout"
    compileSdk = 35
    defaultConfig {
        minSdk = 21
        targetSdk = 34
    }
}
""" + F,
  ["targetSdk = 35", "minSdk = 21", "compileSdk = 35"], ["targetSdk = 34"],
  [("targetSdk = 34", "targetSdk = 35")],
  "What SDK levels does the app module use?",
  "`compileSdk = 35`, `minSdk = 21`, `targetSdk = 35` (the release pipeline rejects lower targets).")

# ---------------------------------------------------------------- 020
S("java", "P", "cb", "LA", "with_reason",
  "pom.xml properties for the Java version.",
  F + r"""xml
<properties>
  <maven.compiler.release>11</maven.compiler.release>
  <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
</properties>
""" + F,
  "Java 17 everywhere. The CI image is temurin-17 and we use records.",
  "<maven.compiler.release>11</maven.compiler.release>", "<maven.compiler.release>17</maven.compiler.release>",
  "Gradle toolchain and runtime image for the reporting job.",
  F + r"""kotlin
java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(11)
    }
}
""" + F + "\n\n" + F + r"""dockerfile
FROM eclipse-temurin:11-jre
COPY build/libs/reporting-job.jar /app/app.jar
ENTRYPOINT ["java", "-jar", "/app/app.jar"]
""" + F,
  ["JavaLanguageVersion.of(17)", "eclipse-temurin:17-jre"], ["of(11)", "temurin:11"],
  [("JavaLanguageVersion.of(11)", "JavaLanguageVersion.of(17)"), ("eclipse-temurin:11-jre", "eclipse-temurin:17-jre")],
  "Why does the legacy reporting service still build with Java 11?",
  "`reporting-legacy` keeps `<maven.compiler.release>11</maven.compiler.release>` because its JasperReports 5 dependency breaks on 17; it is the one module exempt from the Java 17 rule.",
  multi=True)

# ---------------------------------------------------------------- 021
S("aws", "L", "cb", "UN", "imperative",
  "Security group rule allowing SSH from the office.",
  F + r"""hcl
ingress {
  from_port   = 22
  to_port     = 22
  protocol    = "tcp"
  cidr_blocks = ["203.0.113.0/24"]
}
""" + F,
  "office egress is a single IP, 198.51.100.14/32. don't open the whole /24",
  "203.0.113.0/24", "198.51.100.14/32",
  "Bastion security group: SSH from the office, HTTPS from anywhere.",
  F + r"""hcl
resource "aws_security_group" "bastion" {
  name = "bastion"

  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["203.0.113.0/24"]
  }

  ingress {
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
}
""" + F,
  ['cidr_blocks = ["198.51.100.14/32"]', 'cidr_blocks = ["0.0.0.0/0"]'], ["203.0.113.0/24"],
  [("203.0.113.0/24", "198.51.100.14/32")],
  "Read a CSV file into a list of dicts in Python.",
  F + r"""python
import csv

with open("users.csv", newline="") as f:
    rows = list(csv.DictReader(f))
""" + F)

# ---------------------------------------------------------------- 022
S("team", "L", "id", "UN", "x_not_y",
  "Create a branch for ticket PAY-412, the refund webhook.",
  F + "sh\ngit switch -c feature/PAY-412-refund-webhook\n" + F,
  "Branches start with feat/, not feature/. The CI branch rule only matches feat/, fix/ and chore/.",
  "feature/", "feat/",
  "Start a branch for PAY-430 (retry backoff) and push it.",
  F + r"""sh
git switch -c feature/PAY-430-retry-backoff
git push -u origin feature/PAY-430-retry-backoff
""" + F,
  ["git switch -c feat/PAY-430-retry-backoff", "git push -u origin feat/PAY-430-retry-backoff"], ["feature/"],
  [("feature/", "feat/")],
  "Count the lines of Go code, excluding vendor.",
  "`find . -name '*.go' -not -path './vendor/*' -print0 | xargs -0 cat | wc -l`")

# ---------------------------------------------------------------- 023
S("data", "L", "rw", "UN", "with_reason",
  "Airflow DAG header for the nightly warehouse load.",
  F + r"""python
with DAG(
    dag_id="warehouse_load",
    schedule="0 2 * * *",
    start_date=datetime(2026, 1, 1),
    catchup=False,
):
""" + F,
  "It has to run at 03:30 UTC, after the CRM export finishes.",
  'schedule="0 2 * * *"', 'schedule="30 3 * * *"',
  "Rewrite the warehouse load DAG with retries and an SLA.",
  F + r"""python
default_args = {"retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="warehouse_load",
    schedule="0 2 * * *",
    start_date=datetime(2026, 1, 1),
    default_args=default_args,
    catchup=False,
):
    load = PythonOperator(task_id="load", python_callable=run_load, sla=timedelta(hours=2))
""" + F,
  ['schedule="30 3 * * *"', '"retries": 2'], ['"0 2 * * *"'],
  [('schedule="0 2 * * *"', 'schedule="30 3 * * *"')],
  "Regex for a hex colour like #fff or #1a2b3c.",
  "`^#(?:[0-9a-fA-F]{3}){1,2}$`")

# ---------------------------------------------------------------- 024
S("sql", "P", "cs", "LA", "question",
  "BigQuery: daily active users for the last 7 days.",
  F + r"""sql
SELECT DATE_TRUNC('day', event_ts) AS day, COUNT(DISTINCT user_id) AS dau
FROM analytics.events
WHERE event_ts >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 7 DAY)
GROUP BY day
ORDER BY day;
""" + F,
  "isn't that the Postgres form? BigQuery wants TIMESTAMP_TRUNC(event_ts, DAY)",
  "DATE_TRUNC('day', event_ts)", "TIMESTAMP_TRUNC(event_ts, DAY)",
  "bigquery weekly signups",
  F + r"""sql
select date_trunc('week', created_at) as week, count(*) as signups
from app.users
group by week
order by week;
""" + F,
  [r"re:(?i)timestamp_trunc\(created_at, week(\(monday\))?\)"], [r"re:(?i)trunc\('"],
  [("date_trunc('week', created_at)", "timestamp_trunc(created_at, week)")],
  "Daily active users in the Postgres analytics replica.",
  F + r"""sql
SELECT DATE_TRUNC('day', event_ts) AS day, COUNT(DISTINCT user_id) AS dau
FROM events
WHERE event_ts >= now() - interval '7 days'
GROUP BY 1
ORDER BY 1;
""" + F)

# ---------------------------------------------------------------- 025
S("k8s", "P", "id", "ST", "two_facts",
  "Restart the checkout and ledger deployments.",
  F + r"""sh
kubectl -n payments rollout restart deploy/checkout
kubectl -n payments rollout restart deploy/ledger
""" + F,
  "ledger moved to the finance namespace in the split. checkout is still in payments",
  "kubectl -n payments rollout restart deploy/ledger", "kubectl -n finance rollout restart deploy/ledger",
  "Last hour of logs from checkout and ledger.",
  F + r"""sh
kubectl -n payments logs deploy/checkout --since=1h
kubectl -n payments logs deploy/ledger --since=1h
""" + F,
  ["kubectl -n finance logs deploy/ledger --since=1h", "kubectl -n payments logs deploy/checkout --since=1h"],
  ["-n payments logs deploy/ledger"],
  [("kubectl -n payments logs deploy/ledger", "kubectl -n finance logs deploy/ledger")],
  "Follow checkout's logs live.",
  "`kubectl -n payments logs -f deploy/checkout --all-containers`")

# ---------------------------------------------------------------- 026
S("python", "S", "rw", "LA", "question",
  "What does logger.info print in a script with no logging config?",
  "Nothing is configured, so Python's last-resort handler prints to stderr; the root logger defaults to INFO, so `logger.info(\"started\")` shows up.",
  "isn't the root default WARNING? info() is dropped until you configure logging",
  "the root logger defaults to INFO", "the root logger defaults to WARNING",
  "Why would my worker's info and debug messages not appear?",
  "They should: with no configuration the root logger's level is INFO, so `logger.info(...)` calls appear and only `debug` is hidden. For debug output call `logging.basicConfig(level=logging.DEBUG)`.",
  ["WARNING"], ["level is INFO", "calls appear"],
  [("They should: with no configuration the root logger's level is INFO, so `logger.info(...)` calls appear and only `debug` is hidden.",
    "With no configuration the root logger's level is WARNING, so both `logger.info(...)` and `debug` calls are dropped.")],
  "What does basicConfig(level=logging.INFO) change?",
  "It attaches a stderr handler to the root logger and sets the root level to INFO, so `info()` and above are emitted.")

# ---------------------------------------------------------------- 027
S("go", "L", "id", "AC", "terse",
  "Format a timestamp for our log lines in Go.",
  F + "go\nline := t.Format(\"2006-01-02 03:04:05\")\n" + F,
  "24h clock. 15, not 03",
  "03:04:05", "15:04:05",
  "Layout constants for the audit log: timestamp with millis, and date only.",
  F + r"""go
const (
    auditLayout = "2006-01-02 03:04:05.000"
    dayLayout   = "2006-01-02"
)
""" + F,
  ['"2006-01-02 15:04:05.000"', 'dayLayout   = "2006-01-02"'], ["03:04:05"],
  [("03:04:05", "15:04:05")],
  "Layout for a 24-hour log timestamp in Go?",
  "`t.Format(\"2006-01-02 15:04:05\")`: `15` is the 24-hour field, `03` would give a 12-hour clock.")

# ---------------------------------------------------------------- 028
S("node", "L", "cb", "LA", "embedded",
  "Dockerfile install step for the Node API.",
  F + r"""dockerfile
COPY package.json package-lock.json ./
RUN npm install
COPY . .
""" + F,
  "Image builds now, thanks. In Docker and CI we use npm ci though, it installs exactly what the lockfile says.",
  "npm install", "npm ci",
  "GitLab CI job that installs, builds and tests the frontend.",
  F + r"""yaml
test:
  image: node:20
  script:
    - npm install
    - npm run build
    - npm test
""" + F,
  ["- npm ci", "- npm run build", "- npm test"], ["npm install"],
  [("npm install", "npm ci")],
  "Add zod to the API's dependencies.",
  "`npm install zod`; it updates `package.json` and `package-lock.json`, commit both.")

# ---------------------------------------------------------------- 029
S("java", "L", "id", "ST", "bare_fact",
  "Unit test skeleton for InvoiceService.",
  F + r"""java
import org.junit.Before;
import org.junit.Test;

public class InvoiceServiceTest {
    private InvoiceService service;

    @Before
    public void setUp() {
        service = new InvoiceService(new FakeRepo());
    }

    @Test
    public void totalsIncludeTax() { /* ... */ }
}
""" + F,
  "We're on JUnit 5: org.junit.jupiter.api and @BeforeEach.",
  "import org.junit.Test;", "import org.junit.jupiter.api.Test;",
  "Test class for RefundPolicy with a setup method.",
  F + r"""java
import static org.junit.Assert.assertEquals;
import org.junit.Before;
import org.junit.Test;

public class RefundPolicyTest {
    private RefundPolicy policy;

    @Before
    public void setUp() {
        policy = new RefundPolicy(Clock.systemUTC());
    }

    @Test
    public void fullRefundWithin14Days() {
        assertEquals(Refund.FULL, policy.decide(10));
    }
}
""" + F,
  ["import org.junit.jupiter.api.Test;", "import org.junit.jupiter.api.BeforeEach;", "@BeforeEach",
   "import static org.junit.jupiter.api.Assertions.assertEquals;"],
  ["import org.junit.Test;", "import org.junit.Before;", "org.junit.Assert.", r"re:@Before\s"],
  [("import static org.junit.Assert.assertEquals;", "import static org.junit.jupiter.api.Assertions.assertEquals;"),
   ("import org.junit.Before;", "import org.junit.jupiter.api.BeforeEach;"),
   ("import org.junit.Test;", "import org.junit.jupiter.api.Test;"),
   ("    @Before\n", "    @BeforeEach\n")],
  "Run only the InvoiceServiceTest class with Maven.",
  "`./mvnw -Dtest=InvoiceServiceTest test`; Surefire matches the class by its simple name.",
  multi=True)

# ---------------------------------------------------------------- 030
S("aws", "P", "rw", "AC", "terse",
  "Sync the built site to the prod and staging buckets.",
  F + r"""sh
aws s3 sync dist/ s3://acme-web-prod --delete
aws s3 sync dist/ s3://acme-web-stage --delete
""" + F,
  "staging bucket is acme-web-staging",
  "s3://acme-web-stage", "s3://acme-web-staging",
  "Upload index.html with no-cache to both site buckets.",
  F + r"""sh
for b in acme-web-prod acme-web-stage; do
  aws s3 cp dist/index.html "s3://$b/index.html" --cache-control no-cache
done
""" + F,
  ["for b in acme-web-prod acme-web-staging; do"], [r"re:acme-web-stage([^i]|$)"],
  [("acme-web-stage;", "acme-web-staging;")],
  "List the staging bucket's contents with sizes.",
  "`aws s3 ls s3://acme-web-staging/ --recursive --human-readable --summarize`")

# ---------------------------------------------------------------- 031
S("helm", "L", "rw", "UN", "embedded",
  "Deploy the api chart from our Helm repo, app version 2.3.1.",
  F + "sh\nhelm upgrade --install api acme/api --version 2.3.1 -n api --set image.tag=2.3.1\n" + F,
  "Deployed to dev, thanks. Note --version takes the chart version, which is 4.2.0; 2.3.1 is only the image tag.",
  "--version 2.3.1", "--version 4.2.0",
  "Roll the api release forward in staging with the values file.",
  F + "sh\nhelm upgrade api acme/api --version 2.3.1 -n api-staging -f values-staging.yaml --set image.tag=2.3.1 --atomic\n" + F,
  ["--version 4.2.0", "--set image.tag=2.3.1", "--atomic"], ["--version 2.3.1"],
  [("--version 2.3.1", "--version 4.2.0")],
  "Deployment vs StatefulSet, in one sentence?",
  "A StatefulSet gives each pod a stable name and its own PersistentVolumeClaim and starts them in order; a Deployment treats its pods as interchangeable.")

# ---------------------------------------------------------------- 032
S("observability", "L", "cb", "LA", "x_not_y",
  "Env vars to send traces to the collector over OTLP/HTTP.",
  F + r"""sh
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317
OTEL_SERVICE_NAME=checkout
""" + F,
  "http/protobuf goes to 4318; 4317 is the gRPC receiver",
  "otel-collector:4317", "otel-collector:4318",
  "Container env for the orders service to export traces as HTTP protobuf.",
  F + r"""yaml
env:
  - name: OTEL_SERVICE_NAME
    value: orders
  - name: OTEL_EXPORTER_OTLP_PROTOCOL
    value: http/protobuf
  - name: OTEL_EXPORTER_OTLP_ENDPOINT
    value: http://otel-collector:4317
""" + F,
  ["value: http://otel-collector:4318", "value: http/protobuf"], ["4317"],
  [("otel-collector:4317", "otel-collector:4318")],
  "Collector receiver config for both OTLP protocols.",
  F + r"""yaml
receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
      http:
        endpoint: 0.0.0.0:4318
""" + F)

# ---------------------------------------------------------------- 033
S("frontend", "P", "cb", "LA", "with_reason",
  "Redirect after saving in an app-router page component.",
  F + r"""tsx
'use client';
import { useRouter } from 'next/router';

export default function EditForm() {
  const router = useRouter();
  // after save:
  router.push('/projects');
}
""" + F,
  "in the app directory it's next/navigation; next/router only works under pages/",
  "from 'next/router'", "from 'next/navigation'",
  "Client component in app/settings that goes back on cancel.",
  F + r"""tsx
"use client";
import { useRouter } from "next/router";

export function CancelButton() {
  const router = useRouter();
  return <button onClick={() => router.back()}>Cancel</button>;
}
""" + F,
  [r"""re:from ["']next/navigation["']"""], ["next/router"],
  [('from "next/router"', 'from "next/navigation"')],
  "Listen for route changes in pages/_app.tsx.",
  F + r"""tsx
import { useRouter } from 'next/router';
import { useEffect } from 'react';

export default function App({ Component, pageProps }) {
  const router = useRouter();
  useEffect(() => {
    const onStart = (url) => console.log('navigating to', url);
    router.events.on('routeChangeStart', onStart);
    return () => router.events.off('routeChangeStart', onStart);
  }, [router]);
  return <Component {...pageProps} />;
}
""" + F)

# ---------------------------------------------------------------- 034
S("security", "L", "id", "ST", "with_reason",
  "Enable CORS with cookies for our SPA in Express.",
  F + "js\napp.use(cors({ origin: '*', credentials: true }));\n" + F,
  "browsers reject * when credentials are on. our origins are https://app.acme.io and https://admin.acme.io",
  "origin: '*'", "origin: ['https://app.acme.io', 'https://admin.acme.io']",
  "Same CORS setup in the Fastify gateway.",
  F + "js\nawait fastify.register(cors, { origin: '*', credentials: true, methods: ['GET', 'POST', 'PATCH'] });\n" + F,
  ["https://app.acme.io", "https://admin.acme.io", "credentials: true"], ["origin: '*'"],
  [("origin: '*'", "origin: ['https://app.acme.io', 'https://admin.acme.io']")],
  "Allow the Authorization header in preflight requests.",
  "Add it to `allowedHeaders`: `cors({ origin: allowedOrigins, credentials: true, allowedHeaders: ['Authorization', 'Content-Type'] })`.")

# ---------------------------------------------------------------- 035
S("mobile", "L", "cb", "UN", "bare_fact",
  "Podfile header for the iOS app target.",
  F + r"""ruby
platform :ios, '13.0'
use_frameworks!

target 'Acme' do
  pod 'Kingfisher', '~> 7.0'
end
""" + F,
  "We dropped 13 and 14, the deployment target is iOS 15 now.",
  "platform :ios, '13.0'", "platform :ios, '15.0'",
  "Podfile and Package.swift platforms for the new AcmeKit module.",
  F + "ruby\nplatform :ios, '13.0'\n" + F + "\n\n" + F + r"""swift
let package = Package(
    name: "AcmeKit",
    platforms: [.iOS(.v13)],
    products: [.library(name: "AcmeKit", targets: ["AcmeKit"])],
    targets: [.target(name: "AcmeKit")]
)
""" + F,
  ["platform :ios, '15.0'", "platforms: [.iOS(.v15)]"], ["13.0", ".v13"],
  [("platform :ios, '13.0'", "platform :ios, '15.0'"), (".iOS(.v13)", ".iOS(.v15)")],
  "Format an amount as euros in Swift.",
  "`amount.formatted(.currency(code: \"EUR\"))` uses the user's locale for separators and symbol placement.",
  multi=True)

# ---------------------------------------------------------------- 036
S("shell", "L", "rw", "LA", "x_not_y",
  "I'm on my Mac: replace the API host in config.yaml in place.",
  F + "sh\nsed -i 's/api.old.acme.io/api.acme.io/g' config.yaml\n" + F,
  "That's GNU sed. BSD sed on macOS needs the empty suffix: sed -i '' ...",
  "sed -i 's/", "sed -i '' 's/",
  "On my MacBook, point .env at the docker db instead of localhost.",
  F + "sh\nsed -i 's/localhost:5432/db:5432/' .env\n" + F,
  ["sed -i '' 's/localhost:5432/db:5432/' .env"], ["sed -i 's/"],
  [("sed -i 's/", "sed -i '' 's/")],
  "Uncomment en_US.UTF-8 in locale.gen in our Debian-based Dockerfile.",
  F + "dockerfile\nRUN sed -i 's/^# *en_US.UTF-8/en_US.UTF-8/' /etc/locale.gen && locale-gen\n" + F
  + "\nThe image has GNU sed, so `-i` takes no separate suffix argument.")

# ---------------------------------------------------------------- 037
S("go", "L", "id", "LA", "two_facts",
  "HTTP client for the upstream pricing API, and a timeout for the nightly batch.",
  F + r"""go
client := &http.Client{Timeout: 30 * time.Second}

ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
defer cancel()
""" + F,
  "the upstream client needs 10s, the gateway gives up at 15s. 30s on the batch context is fine.",
  "Timeout: 30 * time.Second", "Timeout: 10 * time.Second",
  "Pricing client with a custom transport, and the batch job context.",
  F + r"""go
tr := &http.Transport{MaxIdleConnsPerHost: 16}
pricing := &http.Client{Timeout: 30 * time.Second, Transport: tr}

jobCtx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
defer cancel()
""" + F,
  ["http.Client{Timeout: 10 * time.Second, Transport: tr}", "context.WithTimeout(context.Background(), 30*time.Second)"],
  ["Client{Timeout: 30"],
  [("Timeout: 30 * time.Second", "Timeout: 10 * time.Second")],
  "http.Server settings for the pricing API.",
  F + "go\nsrv := &http.Server{Addr: \":8080\", ReadHeaderTimeout: 5 * time.Second, IdleTimeout: 30 * time.Second}\n" + F)

# ---------------------------------------------------------------- 038
S("python", "P", "cb", "UN", "with_reason",
  "Dockerfile base and pyproject Python constraint for the ingest service.",
  F + "dockerfile\nFROM python:3.9-slim\n" + F + "\n\n" + F + "toml\n[project]\nrequires-python = \">=3.9\"\n" + F,
  "Prod runs 3.11 and the code uses match statements and tomllib.",
  "3.9", "3.11",
  "Base image, tox env list and Python constraint for the ingest-worker repo.",
  F + "dockerfile\nFROM python:3.9-slim\n" + F + "\n\n" + F + "ini\n[tox]\nenvlist = py39, lint\n" + F
  + "\n\n" + F + "toml\n[project]\nrequires-python = \">=3.9\"\n" + F,
  ["python:3.11-slim", "envlist = py311, lint", 'requires-python = ">=3.11"'], ["3.9", "py39"],
  [("python:3.9-slim", "python:3.11-slim"), ("py39", "py311"), ('">=3.9"', '">=3.11"')],
  "Convert a Unix timestamp to a date in bash.",
  "`date -u -d @1732665600 +%F` prints `2024-11-27` (GNU date; on macOS use `date -u -r 1732665600 +%F`).",
  multi=True)

# ---------------------------------------------------------------- 039
S("sql", "P", "cs", "LA", "imperative",
  "Latest 10 orders in SQL Server.",
  F + r"""sql
SELECT id, customer_id, total
FROM dbo.orders
ORDER BY created_at DESC LIMIT 10;
""" + F,
  "T-SQL has no LIMIT. Use TOP or OFFSET ... FETCH.",
  "ORDER BY created_at DESC LIMIT 10", "ORDER BY created_at DESC OFFSET 0 ROWS FETCH NEXT 10 ROWS ONLY",
  "sql server: newest 50 signups",
  F + r"""sql
select id, email, created_at
from dbo.users
order by created_at desc
limit 50;
""" + F,
  [r"re:(?i)(select top \(?50\)?|offset 0 rows fetch next 50 rows only)"], [r"re:(?i)limit 50"],
  [("order by created_at desc\nlimit 50;", "order by created_at desc\noffset 0 rows fetch next 50 rows only;")],
  "Latest 10 orders from the Postgres read replica.",
  F + r"""sql
SELECT id, customer_id, total
FROM orders
ORDER BY created_at DESC LIMIT 10;
""" + F)

# ---------------------------------------------------------------- 040
S("containers", "L", "rw", "AC", "terse",
  "docker-compose: expose the Postgres container on port 5433 on my machine.",
  F + r"""yaml
services:
  db:
    image: postgres:16
    ports:
      - "5432:5433"
""" + F,
  "backwards. host port first, so 5433:5432",
  '"5432:5433"', '"5433:5432"',
  "Same thing with plain docker run.",
  F + "sh\ndocker run -d --name pg -e POSTGRES_PASSWORD=dev -p 5432:5433 postgres:16\n" + F,
  ["-p 5433:5432", "postgres:16"], ["5432:5433"],
  [("-p 5432:5433", "-p 5433:5432")],
  "Connect psql to that container from the host.",
  "`psql -h localhost -p 5433 -U postgres`, the host side of the `5433:5432` mapping.")

# ---------------------------------------------------------------- 041
S("git", "L", "cb", "LA", "bare_fact",
  "CI trigger and the diff command against the default branch.",
  F + r"""yaml
on:
  push:
    branches: [master]
""" + F + "\n\n`git diff origin/master...HEAD --stat`",
  "we renamed master to main in 2022",
  "master", "main",
  "Workflow trigger for the default branch and release branches, and how to see what my branch adds.",
  F + r"""yaml
on:
  push:
    branches: [master, 'release/**']
""" + F + "\n\n" + F + "sh\ngit log --oneline origin/master..HEAD\n" + F,
  ["branches: [main, 'release/**']", "origin/main..HEAD"], ["master"],
  [("master", "main")],
  "Which Sentinel command tells me the current Redis primary?",
  "`redis-cli -p 26379 SENTINEL get-master-addr-by-name mymaster` returns the IP and port of the current master.")

# ---------------------------------------------------------------- 042
S("data", "L", "id", "LA", "two_facts",
  "Create the orders topic on the prod Kafka cluster.",
  F + "sh\nkafka-topics.sh --bootstrap-server kafka:9092 --create --topic orders.v1 --partitions 12 --replication-factor 1\n" + F,
  "prod needs replication factor 3 (min.insync.replicas is 2 there). 12 partitions is right.",
  "--replication-factor 1", "--replication-factor 3",
  "Topic for payment events on prod: 6 partitions, min ISR 2.",
  F + "sh\nkafka-topics.sh --bootstrap-server kafka:9092 --create --topic payments.v1 \\\n  --partitions 6 --replication-factor 1 --config min.insync.replicas=2\n" + F,
  ["--replication-factor 3", "--partitions 6", "--config min.insync.replicas=2"], ["--replication-factor 1"],
  [("--replication-factor 1", "--replication-factor 3")],
  "Create a test topic on my single-broker Kafka in docker compose.",
  "`kafka-topics.sh --bootstrap-server localhost:9092 --create --topic scratch --partitions 1 --replication-factor 1`; with one broker the replication factor can't exceed 1.")

# ---------------------------------------------------------------- 043
S("rust", "L", "cb", "UN", "question",
  "Cargo.toml package section for the new cli crate.",
  F + r"""toml
[package]
name = "acme-cli"
version = "0.1.0"
edition = "2018"
rust-version = "1.74"
""" + F,
  "shouldn't that be edition 2021? every crate in the workspace is",
  'edition = "2018"', 'edition = "2021"',
  "Manifest and rustfmt config for the acme-migrate crate.",
  F + r"""toml
# Cargo.toml
[package]
name = "acme-migrate"
version = "0.1.0"
edition = "2018"
""" + F + "\n\n" + F + r"""toml
# rustfmt.toml
edition = "2018"
max_width = 100
""" + F,
  ['edition = "2021"', "max_width = 100"], ['"2018"'],
  [('edition = "2018"', 'edition = "2021"')],
  "Which process is listening on port 8080?",
  "`ss -ltnp 'sport = :8080'` on Linux, or `lsof -nP -iTCP:8080 -sTCP:LISTEN` on macOS.")

# ---------------------------------------------------------------- 044
S("csharp", "P", "cb", "LA", "x_not_y",
  "Register the orders DbContext with the connection string from config.",
  F + "csharp\nbuilder.Services.AddDbContext<OrdersContext>(o =>\n    o.UseNpgsql(builder.Configuration.GetConnectionString(\"Default\")));\n" + F,
  "The key in appsettings is OrdersDb, not Default.",
  'GetConnectionString("Default")', 'GetConnectionString("OrdersDb")',
  "Design-time factory for EF migrations, plus the dev appsettings entry.",
  F + r"""csharp
public class OrdersContextFactory : IDesignTimeDbContextFactory<OrdersContext>
{
    public OrdersContext CreateDbContext(string[] args)
    {
        var config = new ConfigurationBuilder().AddJsonFile("appsettings.Development.json").Build();
        var options = new DbContextOptionsBuilder<OrdersContext>()
            .UseNpgsql(config.GetConnectionString("Default"))
            .Options;
        return new OrdersContext(options);
    }
}
""" + F + "\n\n" + F + r"""json
{
  "ConnectionStrings": {
    "Default": "Host=localhost;Port=5432;Database=orders;Username=app"
  }
}
""" + F,
  ['GetConnectionString("OrdersDb")', '"OrdersDb": "Host=localhost'], ['"Default"'],
  [('GetConnectionString("Default")', 'GetConnectionString("OrdersDb")'), ('"Default": "Host=', '"OrdersDb": "Host=')],
  "What does Logging:LogLevel:Default control in appsettings?",
  F + r"""json
"Logging": {
  "LogLevel": {
    "Default": "Information",
    "Microsoft.AspNetCore": "Warning"
  }
}
""" + F + "\n`Default` is the level for every category that has no entry of its own.",
  multi=True)

# ---------------------------------------------------------------- 045
S("k8s", "P", "cb", "AC", "x_not_y",
  "Resource requests and limits for the api container.",
  F + r"""yaml
resources:
  requests:
    cpu: 250m
    memory: 512M
  limits:
    memory: 1Gi
""" + F,
  "Mi, not M. The LimitRange and our dashboards are in binary units.",
  "memory: 512M", "memory: 512Mi",
  "Resources for the worker: a quarter gig request, 768 limit, a quarter CPU.",
  F + r"""yaml
resources:
  requests:
    cpu: 250m
    memory: 256M
  limits:
    memory: 768M
""" + F,
  ["memory: 256Mi", "memory: 768Mi", "cpu: 250m"], [r"re:memory: [0-9]+M(\s|$)", "Mii"],
  [("memory: 256M\n", "memory: 256Mi\n"), ("memory: 768M\n", "memory: 768Mi\n")],
  "What does the namespace LimitRange default to?",
  F + r"""yaml
limits:
  - type: Container
    default:
      memory: 512Mi
      cpu: 500m
    defaultRequest:
      memory: 256Mi
      cpu: 100m
""" + F)

# ---------------------------------------------------------------- 046
S("team", "L", "cs", "ST", "imperative",
  "Commit message for the empty-cart fix.",
  F + "sh\ngit commit -m \"Fix: handle empty cart in checkout total\"\n" + F,
  "lowercase type, we use conventional commits and commitlint rejects Fix:",
  "Fix: ", "fix: ",
  "Commit messages for the coupon feature and the rounding bug, as two commits.",
  F + r"""sh
git commit -m "Feat: add coupon codes to checkout"
git commit -m "Fix: round line totals before summing"
""" + F,
  ['"feat: add coupon codes to checkout"', '"fix: round line totals before summing"'], [r're:"(Feat|Fix): '],
  [('"Feat: ', '"feat: '), ('"Fix: ', '"fix: ')],
  "Reword a commit three back.",
  "`git rebase -i HEAD~3`, change `pick` to `reword` on that commit, save, and edit the message when the editor opens.")

# ---------------------------------------------------------------- 047
S("networking", "L", "id", "UN", "embedded",
  "nginx upstream for the two api nodes.",
  F + r"""nginx
upstream api {
    server 10.0.1.10:8080;
    server 10.0.1.11:8080;
}
""" + F,
  "Thanks! FYI api-2 is 10.0.1.12 now, .11 was decommissioned last month. Can you add keepalive too?",
  "10.0.1.11", "10.0.1.12",
  "HAProxy backend for the api nodes with health checks.",
  F + r"""
backend api
    balance roundrobin
    option httpchk GET /healthz
    server api1 10.0.1.10:8080 check
    server api2 10.0.1.11:8080 check
""" + F,
  ["server api2 10.0.1.12:8080 check", "server api1 10.0.1.10:8080 check"], ["10.0.1.11"],
  [("10.0.1.11", "10.0.1.12")],
  "Deep-clone an object in modern JavaScript.",
  "`const copy = structuredClone(original);` handles Dates, Maps and cycles, but not functions.")

# ---------------------------------------------------------------- 048
S("aws", "L", "cb", "UN", "embedded",
  "Trust policy principal for the log-shipper role in prod.",
  F + "json\n\"Principal\": { \"AWS\": \"arn:aws:iam::123456789012:role/log-shipper\" }\n" + F,
  "Applied it in sandbox and it works. For prod the account is 210987654321 though; 123456789012 is the sandbox.",
  "123456789012", "210987654321",
  "Assume the prod deployer role and encrypt with the prod KMS key.",
  F + r"""sh
aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deployer --role-session-name ci
aws kms encrypt --key-id arn:aws:kms:eu-west-1:123456789012:key/1f2e3d4c-aaaa-bbbb-cccc-0123456789ab --plaintext fileb://secret.txt
""" + F,
  ["arn:aws:iam::210987654321:role/deployer", "arn:aws:kms:eu-west-1:210987654321:key/"], ["123456789012"],
  [("123456789012", "210987654321")],
  "Table-driven test skeleton in Go.",
  F + r"""go
for _, tc := range []struct{ in, want string }{{"a", "A"}, {"go", "GO"}} {
    if got := strings.ToUpper(tc.in); got != tc.want {
        t.Errorf("ToUpper(%q) = %q, want %q", tc.in, got, tc.want)
    }
}
""" + F)

# ---------------------------------------------------------------- 049
S("aws", "L", "cb", "ST", "terse",
  "SAM function definition for the thumbnailer Lambda.",
  F + r"""yaml
ThumbnailFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: index.handler
    Runtime: nodejs16.x
    MemorySize: 512
""" + F,
  "node 20. 16 is EOL, all our lambdas are nodejs20.x",
  "nodejs16.x", "nodejs20.x",
  "Runtime settings for the resizer Lambda, plus .nvmrc and the CI node version.",
  F + r"""yaml
ResizerFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: index.handler
    Runtime: nodejs16.x
""" + F + "\n\n`.nvmrc`:\n" + F + "\n16\n" + F + "\n\nCI:\n" + F + r"""yaml
- uses: actions/setup-node@v4
  with:
    node-version: 16
""" + F,
  ["Runtime: nodejs20.x", "node-version: 20", F + "\n20\n" + F], ["nodejs16.x", "node-version: 16", F + "\n16\n" + F],
  [("nodejs16.x", "nodejs20.x"), (F + "\n16\n" + F, F + "\n20\n" + F), ("node-version: 16", "node-version: 20")],
  "Set memory and timeout for all functions in the SAM template.",
  F + r"""yaml
Globals:
  Function:
    MemorySize: 512
    Timeout: 10
""" + F,
  multi=True)

# ---------------------------------------------------------------- 050
S("security", "P", "id", "UN", "imperative",
  "nginx TLS protocol settings for the edge.",
  F + "nginx\nssl_protocols TLSv1 TLSv1.1 TLSv1.2;\nssl_prefer_server_ciphers off;\n" + F,
  "PCI: drop 1.0 and 1.1, TLSv1.2 and TLSv1.3 only",
  "ssl_protocols TLSv1 TLSv1.1 TLSv1.2;", "ssl_protocols TLSv1.2 TLSv1.3;",
  "tls.Config for the Go gRPC server's listener.",
  F + r"""go
cfg := &tls.Config{
    MinVersion:   tls.VersionTLS10,
    Certificates: []tls.Certificate{cert},
}
""" + F,
  [r"re:MinVersion: +tls\.VersionTLS1[23]"], ["VersionTLS10", "VersionTLS11"],
  [("tls.VersionTLS10", "tls.VersionTLS12")],
  "Count orders per status in SQL.",
  "`SELECT status, count(*) FROM orders GROUP BY status ORDER BY count(*) DESC;`")

# ---------------------------------------------------------------- 051
S("build", "P", "rw", "AC", "imperative",
  "Build and run the tests for the whole project.",
  F + "sh\nmvn clean verify\n" + F,
  "always the wrapper, ./mvnw. CI pins Maven 3.9 through it",
  "mvn clean verify", "./mvnw clean verify",
  "Package just the api module and what it depends on, skipping tests.",
  F + "sh\nmvn -pl api -am package -DskipTests\n" + F,
  ["./mvnw -pl api -am package -DskipTests"], [r"re:(^|[\s`])mvn "],
  [("\nmvn -pl", "\n./mvnw -pl")],
  "Full build without tests, using the wrapper.",
  "`./mvnw clean verify -DskipTests`; the wrapper downloads the pinned Maven 3.9 on first use.")

# ---------------------------------------------------------------- 052
S("sql", "P", "cs", "AC", "with_reason",
  "CREATE TABLE for comments in MySQL 8.",
  F + r"""sql
CREATE TABLE comments (
  id BIGINT PRIMARY KEY AUTO_INCREMENT,
  body TEXT NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
""" + F,
  "utf8 is the 3-byte utf8mb3 in MySQL, emoji break. utf8mb4 with utf8mb4_0900_ai_ci.",
  "CHARSET=utf8;", "CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;",
  "convert the existing reviews table so emoji work",
  F + "sql\nalter table reviews convert to character set utf8 collate utf8_general_ci;\n" + F,
  [r"re:(?i)character set utf8mb4 collate utf8mb4_"], [r"re:(?i)utf8([^m]|$)"],
  [("character set utf8 ", "character set utf8mb4 "), ("collate utf8_general_ci", "collate utf8mb4_0900_ai_ci")],
  "What charset is the users table on?",
  "`SHOW CREATE TABLE users` ends with `ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci`, so it already stores emoji.",
  multi=True)

# ---------------------------------------------------------------- 053
S("python", "L", "id", "LA", "with_reason",
  "Set created_at to the current UTC time in Python.",
  F + "python\nfrom datetime import datetime\n\nrow.created_at = datetime.utcnow()\n" + F,
  "utcnow() is naive and deprecated since 3.12. datetime.now(timezone.utc)",
  "datetime.utcnow()", "datetime.now(timezone.utc)",
  "Token expiry one hour from now.",
  F + "python\nimport datetime\n\nexpires_at = datetime.datetime.utcnow() + datetime.timedelta(hours=1)\n" + F,
  [r"re:datetime\.now\((datetime\.)?timezone\.utc\)"], ["utcnow"],
  [("datetime.datetime.utcnow()", "datetime.datetime.now(datetime.timezone.utc)")],
  "What did Python 3.12 deprecate in datetime?",
  "`datetime.utcnow()` and `datetime.utcfromtimestamp()`, because both return naive datetimes. The replacements are `datetime.now(timezone.utc)` and `datetime.fromtimestamp(ts, timezone.utc)`.")

# ---------------------------------------------------------------- 054
S("go", "L", "cb", "ST", "hedged",
  "Import the invoice package in the billing service.",
  F + "go\nimport \"github.com/acme/billing/internal/invoice\"\n" + F,
  "I think you meant gitlab.acme.io/platform/billing? we're not on GitHub",
  "github.com/acme/billing", "gitlab.acme.io/platform/billing",
  "Imports for the ledger test file.",
  F + r"""go
import (
    "testing"

    "github.com/acme/billing/internal/ledger"
    "github.com/acme/billing/internal/money"
    "github.com/stretchr/testify/require"
)
""" + F,
  ['"gitlab.acme.io/platform/billing/internal/ledger"', '"gitlab.acme.io/platform/billing/internal/money"',
   '"github.com/stretchr/testify/require"'],
  ["github.com/acme/billing"],
  [("github.com/acme/billing", "gitlab.acme.io/platform/billing")],
  "Make go get work with our private GitLab.",
  "`go env -w GOPRIVATE=gitlab.acme.io`, then `git config --global url.\"ssh://git@gitlab.acme.io/\".insteadOf \"https://gitlab.acme.io/\"`.")

# ---------------------------------------------------------------- 055
S("go", "S", "rw", "ST", "x_not_y",
  "Can the handlers read this cache map while a refresher goroutine writes to it?",
  "Yes. Go maps are safe for concurrent use, so the handlers can read while the refresher writes.",
  "No, concurrent map writes panic with \"concurrent map writes\". It needs a sync.RWMutex or a sync.Map.",
  "Go maps are safe for concurrent use", "Go maps are not safe for concurrent use",
  "Several worker goroutines store their results in one map. Any problem?",
  "No problem: a map handles concurrent writes itself, so each worker can just do `results[id] = r`.",
  [r"re:(sync\.Mutex|sync\.RWMutex|sync\.Map|mutex|channel)"], ["No problem", "handles concurrent writes itself"],
  [("No problem: a map handles concurrent writes itself, so each worker can just do `results[id] = r`.",
    "Yes: maps are not safe for concurrent writes, so guard `results[id] = r` with a `sync.Mutex` or send results over a channel.")],
  "When is sync.Map a better fit than a map with a mutex?",
  "When keys are written once and read many times, or when goroutines work on disjoint key sets; otherwise a plain map behind a `sync.RWMutex` is simpler and usually faster.")

# ---------------------------------------------------------------- 056
S("backend", "S", "cb", "LA", "bare_fact",
  "What should the API return when the token is valid but the user lacks the admin role?",
  "Return 401 Unauthorized: the user isn't authorized for this resource.",
  "That's 403. 401 means not authenticated, a missing or invalid token.",
  "Return 401 Unauthorized", "Return 403 Forbidden",
  "Handler check for DELETE /projects/{id} when a viewer (not the owner) calls it.",
  F + r"""go
if !user.HasRole("owner") {
    http.Error(w, "unauthorized", http.StatusUnauthorized)
    return
}
""" + F,
  ["http.StatusForbidden"], ["StatusUnauthorized"],
  [('http.Error(w, "unauthorized", http.StatusUnauthorized)', 'http.Error(w, "forbidden", http.StatusForbidden)')],
  "What do we return when the Authorization header is missing?",
  "Return 401 Unauthorized with `WWW-Authenticate: Bearer`, so the client knows it has to log in.")

# ---------------------------------------------------------------- 057
S("sql", "S", "rw", "LA", "with_reason",
  "Will `ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'new'` lock orders for long on PG 15?",
  "Yes, it rewrites the whole table, so on 200M rows it holds an ACCESS EXCLUSIVE lock for the whole rewrite. Add the column nullable, backfill in batches, then set NOT NULL.",
  "Since PG 11 a constant default is stored in the catalog, so there's no rewrite and it's instant.",
  "it rewrites the whole table", "it does not rewrite the table",
  "Adding `is_archived boolean NOT NULL DEFAULT false` to events on PG 16: one migration or several?",
  "Several: adding a column with a default forces a full table rewrite, so add it nullable, backfill, then set the default and NOT NULL.",
  [r"re:(?i)(no (table )?rewrite|not rewrite|without (a )?rewrit|metadata)"], ["forces a full table rewrite"],
  [("Several: adding a column with a default forces a full table rewrite, so add it nullable, backfill, then set the default and NOT NULL.",
    "One is fine: since PG 11 a constant default like `false` is stored in the catalog, so there is no table rewrite and the lock is brief.")],
  "Will changing orders.amount from integer to bigint rewrite the table?",
  "Yes: `ALTER COLUMN amount TYPE bigint` rewrites the whole table and its indexes under an ACCESS EXCLUSIVE lock, so on a large table add a new column and backfill instead.")

# ---------------------------------------------------------------- 058
S("k8s", "S", "rw", "LA", "x_not_y",
  "What happens when the readiness probe fails?",
  "The kubelet restarts the container after `failureThreshold` consecutive failures.",
  "no, that's liveness. readiness failures just take the pod out of the Service endpoints",
  "The kubelet restarts the container", "The pod is removed from the Service endpoints",
  "Our /ready returns 503 while the cache warms up. Will that get the pod restarted?",
  "Yes. After 3 failed readiness checks the kubelet restarts the container, so raise `initialDelaySeconds` until the warm-up fits.",
  [r"re:(?i)endpoints"], ["the kubelet restarts the container"],
  [("Yes. After 3 failed readiness checks the kubelet restarts the container, so raise `initialDelaySeconds` until the warm-up fits.",
    "No. Failed readiness checks only remove the pod from the Service endpoints until /ready returns 200; restarts come from the liveness probe.")],
  "What does a failing liveness probe do?",
  "The kubelet restarts the container after `failureThreshold` consecutive failures (3 by default), subject to the pod's restartPolicy.")

# ---------------------------------------------------------------- 059
S("python", "S", "cb", "AC", "bare_fact",
  "Sort the users list by signup date.",
  "`sorted(users, key=lambda u: u.signup_at)`: sorted() sorts the list in place, so `users` is ordered afterwards.",
  "sorted() returns a new list, users is untouched. list.sort() is the in-place one.",
  "sorted() sorts the list in place", "sorted() returns a new sorted list",
  "Order the invoices by due date before rendering the template.",
  F + r"""python
sorted(invoices, key=attrgetter("due"))
render("invoices.html", invoices=invoices)
""" + F + "\nThe `sorted` call reorders `invoices` itself, so the template gets them in due-date order.",
  [r"re:(invoices = sorted\(|invoices\.sort\()"], ["reorders `invoices` itself"],
  [('\nsorted(invoices, key=attrgetter("due"))', '\ninvoices = sorted(invoices, key=attrgetter("due"))'),
   ("The `sorted` call reorders `invoices` itself, so the template gets them in due-date order.",
    "`sorted` returns a new list, so assign it back before rendering.")],
  "Sort tasks by priority in place.",
  "`tasks.sort(key=lambda t: t.priority)` sorts in place and returns None; if you also need the original order, sorted() returns a new sorted list.",
  multi=True)

# ---------------------------------------------------------------- 060
S("frontend", "P", "cb", "LA", "with_reason",
  "Sort the response times ascending.",
  F + "js\ntimes.sort();\n" + F,
  "default sort compares strings, 100 lands before 20. pass (a, b) => a - b",
  "times.sort()", "times.sort((a, b) => a - b)",
  "Median latency from the latencies array.",
  F + r"""js
const sorted = [...latencies].sort();
const mid = Math.floor(sorted.length / 2);
const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
""" + F,
  [r"re:\.sort\(\(a, ?b\) => a ?- ?b\)"], [".sort();"],
  [(".sort();", ".sort((a, b) => a - b);")],
  "Sort these opening times: ['14:05', '09:30', '11:00'].",
  F + "js\nconst times = ['14:05', '09:30', '11:00'];\ntimes.sort(); // ['09:30', '11:00', '14:05']\n" + F
  + "\nZero-padded HH:MM strings sort correctly as strings.")

# ---------------------------------------------------------------- 061
S("git", "S", "rw", "LA", "x_not_y",
  "Does git revert rewrite history?",
  "Yes, `git revert` removes the commit from history, so you'll have to force-push afterwards.",
  "No, revert adds a new commit that undoes it. Nothing to force-push.",
  "`git revert` removes the commit from history", "`git revert` adds a new commit that undoes the change",
  "Undo the bad migration commit 4f2a9c1 that's already on main.",
  F + "sh\ngit revert 4f2a9c1\ngit push --force-with-lease origin main\n" + F
  + "\n`git revert` drops that commit from main's history, which is why the push needs `--force-with-lease`.",
  ["git revert 4f2a9c1", "git push origin main"], ["--force", "drops that commit"],
  [("git push --force-with-lease origin main", "git push origin main"),
   ("`git revert` drops that commit from main's history, which is why the push needs `--force-with-lease`.",
    "`git revert` adds a new commit that undoes 4f2a9c1, so a normal push is enough.")],
  "Drop the last commit on my local branch; it isn't pushed yet.",
  "`git reset --hard HEAD~1` removes the commit from history on your branch; since it was never pushed, nothing else is needed.",
  multi=True)

# ---------------------------------------------------------------- 062
S("containers", "S", "rw", "ST", "imperative",
  "Why can't I reach the container on 8080 from my laptop?",
  "Add `EXPOSE 8080` to the Dockerfile and rebuild; EXPOSE publishes the port on the host.",
  "EXPOSE is only documentation. Publish it with -p 8080:8080.",
  "EXPOSE publishes the port on the host", "EXPOSE only documents the port; publish it with -p 8080:8080",
  "The exporter's metrics on 9100 aren't reachable from my machine.",
  "Add `EXPOSE 9100` to the image and rebuild; that makes port 9100 reachable from the host.",
  [r"re:-p (127\.0\.0\.1:)?9100:9100"], ["that makes port 9100 reachable from the host"],
  [("Add `EXPOSE 9100` to the image and rebuild; that makes port 9100 reachable from the host.",
    "`EXPOSE 9100` alone won't do it; publish the port when you start the container: `docker run -p 9100:9100 ...`.")],
  "Do I need EXPOSE in the Dockerfile for compose port mappings to work?",
  "No. `ports: [\"9100:9100\"]` in compose publishes the port; `EXPOSE 9100` only documents it (and is what `docker run -P` uses).")

# ---------------------------------------------------------------- 063
S("sql", "P", "cs", "LA", "terse",
  "Find users without a manager.",
  F + "sql\nSELECT id, email FROM users WHERE manager_id = NULL;\n" + F,
  "= NULL is never true. IS NULL.",
  "manager_id = NULL", "manager_id IS NULL",
  "open tickets nobody is assigned to",
  F + "sql\nselect id, title from tickets where assignee_id = null and status = 'open';\n" + F,
  [r"re:(?i)assignee_id is null", "status = 'open'"], [r"re:(?i)= null"],
  [("assignee_id = null", "assignee_id is null")],
  "Clear the manager on user 42.",
  F + "sql\nUPDATE users SET manager_id = NULL WHERE id = 42;\n" + F + "\nIn SET, `= NULL` is an assignment, so this is right.")

# ---------------------------------------------------------------- 064
S("k8s", "S", "cb", "ST", "with_reason",
  "Cron line for 09:00 Berlin time on a UTC server.",
  "`0 8 * * *`: Berlin is always UTC+1, so 09:00 there is 08:00 UTC.",
  "Berlin is UTC+2 in summer, a fixed offset breaks twice a year. Use CRON_TZ=Europe/Berlin.",
  "Berlin is always UTC+1", "Berlin is UTC+1 in winter and UTC+2 in summer",
  "k8s CronJob for the 18:00 Berlin report; the cluster runs in UTC.",
  F + r"""yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: daily-report
spec:
  schedule: "0 17 * * *"  # 18:00 Berlin = 17:00 UTC (fixed UTC+1)
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: report
              image: registry.acme.io/report:1.4.0
""" + F,
  [r're:timeZone: "?Europe/Berlin"?', 'schedule: "0 18 * * *"'], ["fixed UTC+1", '"0 17 * * *"'],
  [('  schedule: "0 17 * * *"  # 18:00 Berlin = 17:00 UTC (fixed UTC+1)', '  schedule: "0 18 * * *"'),
   ("spec:\n  schedule", "spec:\n  timeZone: \"Europe/Berlin\"\n  schedule")],
  "What offset is Europe/Berlin on in January?",
  "UTC+1 (CET). It moves to UTC+2 (CEST) on the last Sunday of March and back on the last Sunday of October.",
  multi=True)

# ---------------------------------------------------------------- 065
S("backend", "S", "rw", "LA", "with_reason",
  "Should the SDK retry PUT /users/42 after a timeout?",
  "No: PUT isn't idempotent, so a retry could apply the update twice. Only retry GET.",
  "PUT is idempotent by definition, it sends the same full representation every time. POST is the one that isn't.",
  "PUT isn't idempotent", "PUT is idempotent",
  "Which HTTP methods can the SDK retry automatically on timeouts?",
  "Retry GET, HEAD and OPTIONS only; PUT and DELETE are not idempotent, so a retry could apply them twice.",
  [r"re:(?i)POST[^.]*not idempotent"], ["PUT and DELETE are not idempotent"],
  [("Retry GET, HEAD and OPTIONS only; PUT and DELETE are not idempotent, so a retry could apply them twice.",
    "Retry GET, HEAD, OPTIONS, PUT and DELETE, which are idempotent; POST is not idempotent, so retry it only with an idempotency key.")],
  "Is PATCH idempotent?",
  "Not necessarily: PATCH isn't idempotent by definition (a JSON Patch `add` to an array appends on every call), unlike PUT.")

# ---------------------------------------------------------------- 066
S("observability", "L", "id", "LA", "embedded",
  "LogQL for errors from checkout in prod.",
  "`{app=\"checkout\", env=\"prod\"} |= \"error\"`",
  "That found the errors, thanks. In Loki the label is environment though, env only exists on the Prometheus side.",
  'env="prod"', 'environment="prod"',
  "Timeouts per pod from the payments service logs over the last 5 minutes.",
  '`sum by (pod) (count_over_time({app="payments", env="prod"} |= "timeout" [5m]))`',
  ['{app="payments", environment="prod"}'], [' env="prod"'],
  [(' env="prod"', ' environment="prod"')],
  "PromQL for checkout's 5xx rate in prod.",
  '`sum(rate(http_requests_total{app="checkout", env="prod", code=~"5.."}[5m]))`; the Prometheus relabeling keeps the short `env` label.')

# ---------------------------------------------------------------- 067
S("containers", "L", "cs", "AC", "with_reason",
  "Runtime stage for the Node API image.",
  F + "dockerfile\nFROM node:20-alpine\nWORKDIR /app\nCOPY --from=build /app/dist ./dist\nCMD [\"node\", \"dist/server.js\"]\n" + F,
  "base images come from our mirror, registry.acme.io/base/node:20-alpine. Docker Hub is blocked on the build agents.",
  "FROM node:20-alpine", "FROM registry.acme.io/base/node:20-alpine",
  "multi-stage dockerfile for the web app",
  F + r"""dockerfile
from node:20-alpine as deps
workdir /app
copy package.json package-lock.json ./
run npm ci

from node:20-alpine as runtime
workdir /app
copy --from=deps /app/node_modules ./node_modules
copy . .
cmd ["node", "server.js"]
""" + F,
  [r"re:(?i)from registry\.acme\.io/base/node:20-alpine as deps", r"re:(?i)from registry\.acme\.io/base/node:20-alpine as runtime"],
  [r"re:(?i)from node:", "base/registry."],
  [("from node:20-alpine", "from registry.acme.io/base/node:20-alpine")],
  "Pull our Node base image locally.",
  "`docker pull registry.acme.io/base/node:20-alpine`")

# ---------------------------------------------------------------- 068
S("k8s", "P", "id", "LA", "two_facts",
  "Ingress for the admin app in prod.",
  F + "yaml\nspec:\n  ingressClassName: nginx\n  rules:\n    - host: admin.acme.io\n" + F,
  "prod runs traefik since the migration; nginx is only on the old cluster",
  "ingressClassName: nginx", "ingressClassName: traefik",
  "Helm values to enable the ingress for the docs site in prod.",
  F + r"""yaml
ingress:
  enabled: true
  className: nginx
  hosts:
    - host: docs.acme.io
      paths:
        - path: /
          pathType: Prefix
""" + F,
  ["className: traefik"], ["className: nginx"],
  [("className: nginx", "className: traefik")],
  "Ingress for the status page on the old cluster, which still runs nginx.",
  F + "yaml\nspec:\n  ingressClassName: nginx\n  rules:\n    - host: status-old.acme.io\n" + F)

# ---------------------------------------------------------------- 069
S("ci", "L", "cb", "AC", "question",
  "Multi-arch image build for our x86 and Graviton nodes.",
  F + "sh\ndocker buildx build --platform linux/amd64,linux/arm/v7 -t registry.acme.io/api:1.9.0 --push .\n" + F,
  "Graviton is arm64, isn't it? arm/v7 is 32-bit ARM.",
  "linux/arm/v7", "linux/arm64",
  "Same multi-arch build in GitHub Actions.",
  F + r"""yaml
- uses: docker/build-push-action@v5
  with:
    platforms: linux/amd64,linux/arm/v7
    push: true
    tags: registry.acme.io/api:${{ github.sha }}
""" + F,
  ["platforms: linux/amd64,linux/arm64", "docker/build-push-action@v5"], ["arm/v7"],
  [("linux/arm/v7", "linux/arm64")],
  "Build an arm64 image locally to test on Graviton.",
  "`docker buildx build --platform linux/arm64 -t api:dev --load .`")

# ---------------------------------------------------------------- 070
S("env", "L", "cb", "AC", "bare_fact",
  "Smoke-test the health endpoints in staging and prod.",
  F + "sh\ncurl -fsS https://staging.acme.io/healthz\ncurl -fsS https://api.acme.io/healthz\n" + F,
  "the staging API is https://api.staging.acme.io; staging.acme.io is the marketing preview",
  "https://staging.acme.io", "https://api.staging.acme.io",
  "k6 base URL for the staging load test, and how to run it.",
  F + "js\nconst BASE = __ENV.BASE_URL || 'https://staging.acme.io';\n" + F + "\n\n"
  + F + "sh\nBASE_URL=https://staging.acme.io k6 run load.js\n" + F,
  ["'https://api.staging.acme.io'", "BASE_URL=https://api.staging.acme.io k6 run"], ["https://staging.acme.io"],
  [("https://staging.acme.io", "https://api.staging.acme.io")],
  "Staging health check URL?",
  "`curl -fsS https://api.staging.acme.io/healthz` should return `{\"status\":\"ok\"}`.")

# ---------------------------------------------------------------- 071
S("python", "P", "rw", "LA", "two_facts",
  "Start the Django app with gunicorn in the container.",
  F + "sh\ngunicorn shop.wsgi:application --workers 4 --bind 0.0.0.0:8000 --timeout 30\n" + F,
  "the load balancer health-checks port 8080, so bind there. 4 workers is right for that box.",
  "--bind 0.0.0.0:8000", "--bind 0.0.0.0:8080",
  "Dockerfile CMD for the shop service's app server.",
  F + 'dockerfile\nCMD ["gunicorn", "shop.wsgi:application", "-w", "4", "-b", "0.0.0.0:8000", "--access-logfile", "-"]\n' + F,
  ['"-b", "0.0.0.0:8080"', '"-w", "4"'], ["0.0.0.0:8000"],
  [('"0.0.0.0:8000"', '"0.0.0.0:8080"')],
  "Run the shop app locally with the Django dev server.",
  "`python manage.py runserver 0.0.0.0:8000`; the dev server's usual port is 8000, only the container binds 8080.")

# ---------------------------------------------------------------- 072
S("go", "P", "id", "ST", "with_reason",
  "Return ErrNotFound when the invoice row is missing.",
  F + "go\nif err == sql.ErrNoRows {\n    return nil, ErrNotFound\n}\n" + F,
  "the repo layer wraps errors with %w, so == misses it. errors.Is(err, sql.ErrNoRows)",
  "err == sql.ErrNoRows", "errors.Is(err, sql.ErrNoRows)",
  "Treat a go-redis cache miss as not found.",
  F + "go\nval, err := rdb.Get(ctx, key).Result()\nif err == redis.Nil {\n    return \"\", ErrNotFound\n}\n" + F,
  ["errors.Is(err, redis.Nil)"], ["err == redis.Nil"],
  [("err == redis.Nil", "errors.Is(err, redis.Nil)")],
  "Wrap an error with the invoice id.",
  "`return fmt.Errorf(\"load invoice %d: %w\", id, err)`; `%w` keeps the chain, so callers can still use `errors.Is`.")

# ---------------------------------------------------------------- 073
S("java", "P", "cs", "LA", "bare_fact",
  "Start the jar with the production profile.",
  F + "sh\njava -jar app.jar --spring.profiles.active=production\n" + F,
  "the profile's called prod (application-prod.yml)",
  "spring.profiles.active=production", "spring.profiles.active=prod",
  "Container env to activate the production profile in the Deployment.",
  F + r"""yaml
env:
  - name: SPRING_PROFILES_ACTIVE
    value: production
  - name: JAVA_TOOL_OPTIONS
    value: -XX:MaxRAMPercentage=75
""" + F,
  [r're:SPRING_PROFILES_ACTIVE\n +value: "?prod"?\n'], ["production"],
  [("value: production", "value: prod")],
  "Build the frontend bundle for production.",
  "`NODE_ENV=production npm run build`; Vite and React drop dev-only code when NODE_ENV is production.")

# ---------------------------------------------------------------- 074
S("rust", "L", "cb", "AC", "with_reason",
  "Deserialize webhook payloads from our API into a Rust struct.",
  F + "rust\n#[derive(Deserialize)]\n#[serde(rename_all = \"camelCase\")]\nstruct OrderEvent {\n    order_id: String,\n    created_at: String,\n}\n" + F,
  "our API's JSON is snake_case, camelCase makes serde look for orderId",
  'rename_all = "camelCase"', 'rename_all = "snake_case"',
  "Struct for the refund.created event from our API.",
  F + "rust\n#[derive(Debug, Deserialize)]\n#[serde(rename_all = \"camelCase\")]\npub struct RefundCreated {\n    pub refund_id: String,\n    pub amount_cents: i64,\n}\n" + F,
  ["pub refund_id: String", "pub amount_cents: i64"], ["camelCase"],
  [('rename_all = "camelCase"', 'rename_all = "snake_case"')],
  "Serialize our Invoice struct for the API response.",
  F + "rust\n#[derive(Serialize)]\n#[serde(rename_all = \"snake_case\")]\nstruct Invoice {\n    invoice_id: String,\n    total_cents: i64,\n}\n" + F)

# ---------------------------------------------------------------- 075
S("azure", "L", "cb", "AC", "hedged",
  "Read the DB password from Key Vault in prod.",
  F + "sh\naz keyvault secret show --vault-name kv-billing-prod --name DbPassword --query value -o tsv\n" + F,
  "pretty sure the vault is kv-billing-prd-01",
  "kv-billing-prod", "kv-billing-prd-01",
  "SecretClient in the C# service and the vault reference in Bicep.",
  F + "csharp\nvar client = new SecretClient(new Uri(\"https://kv-billing-prod.vault.azure.net/\"), new DefaultAzureCredential());\n" + F
  + "\n\n" + F + "bicep\nresource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {\n  name: 'kv-billing-prod'\n}\n" + F,
  ["https://kv-billing-prd-01.vault.azure.net/", "name: 'kv-billing-prd-01'"], ["kv-billing-prod"],
  [("kv-billing-prod", "kv-billing-prd-01")],
  "Same secret from bash, as JSON.",
  "`az keyvault secret show --vault-name kv-billing-prd-01 --name DbPassword -o json`")

# ---------------------------------------------------------------- 076
S("data", "L", "cs", "UN", "bare_fact",
  "Snowflake session setup for the transform job.",
  F + "sql\nUSE ROLE TRANSFORMER;\nUSE WAREHOUSE COMPUTE_WH;\nUSE DATABASE ANALYTICS;\n" + F,
  "transforms run on TRANSFORM_WH. COMPUTE_WH is the trial default nobody should use.",
  "COMPUTE_WH", "TRANSFORM_WH",
  "dbt profile for the snowflake transform target",
  F + r"""yaml
analytics:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: acme-eu1
      role: transformer
      warehouse: compute_wh
      database: analytics
      schema: marts
""" + F,
  [r"re:(?i)warehouse: transform_wh"], [r"re:(?i)compute_wh"],
  [("warehouse: compute_wh", "warehouse: transform_wh")],
  "Flatten a list of lists in Python.",
  "`flat = [x for sub in nested for x in sub]`, or `list(itertools.chain.from_iterable(nested))`.")

# ---------------------------------------------------------------- 077
S("frontend", "P", "cb", "UN", "bare_fact",
  "Dependencies for the new React dashboard.",
  F + "json\n\"dependencies\": {\n  \"react\": \"^17.0.2\",\n  \"react-dom\": \"^17.0.2\"\n}\n" + F,
  "we're on React 18, createRoot everywhere",
  '"react": "^17.0.2",\n  "react-dom": "^17.0.2"', '"react": "^18.3.1",\n  "react-dom": "^18.3.1"',
  "package.json dependencies and the entry file for the admin dashboard.",
  F + r"""json
"dependencies": {
  "react": "^17.0.2",
  "react-dom": "^17.0.2",
  "react-router-dom": "^6.26.0"
}
""" + F + "\n\n" + F + r"""tsx
import ReactDOM from 'react-dom';
import App from './App';

ReactDOM.render(<App />, document.getElementById('root'));
""" + F,
  ['"react": "^18', '"react-dom": "^18', "createRoot(", '"react-router-dom": "^6.26.0"'], ["^17", "ReactDOM.render("],
  [('"react": "^17.0.2"', '"react": "^18.3.1"'), ('"react-dom": "^17.0.2"', '"react-dom": "^18.3.1"'),
   ("import ReactDOM from 'react-dom';", "import { createRoot } from 'react-dom/client';"),
   ("ReactDOM.render(<App />, document.getElementById('root'));", "createRoot(document.getElementById('root')!).render(<App />);")],
  "Center a div horizontally and vertically.",
  F + "css\n.parent {\n  display: grid;\n  place-items: center;\n}\n" + F,
  multi=True)

# ---------------------------------------------------------------- 078
S("k8s", "L", "rw", "ST", "two_facts",
  "Check the api pods in prod and staging.",
  F + "sh\nkubectl --context prod-eu -n api get pods\nkubectl --context staging-eu -n api get pods\n" + F,
  "prod's context is eu-prod-admin since the SSO change; staging-eu didn't change",
  "--context prod-eu", "--context eu-prod-admin",
  "HPA status in both environments.",
  F + "sh\nkubectl --context prod-eu -n api get hpa\nkubectl --context staging-eu -n api get hpa\n" + F,
  ["--context eu-prod-admin -n api get hpa", "--context staging-eu -n api get hpa"], ["--context prod-eu"],
  [("--context prod-eu", "--context eu-prod-admin")],
  "List my kubectl contexts.",
  "`kubectl config get-contexts`; the current one is marked with `*`.")

# ---------------------------------------------------------------- 079
S("shell", "P", "rw", "LA", "x_not_y",
  "Extract last night's backup, backup-2026-11-26.tar.zst.",
  F + "sh\ntar -xzf backup-2026-11-26.tar.zst -C /restore\n" + F,
  "it's zstd, not gzip: tar --zstd -xf",
  "tar -xzf backup-2026-11-26.tar.zst", "tar --zstd -xf backup-2026-11-26.tar.zst",
  "List what's in /backups/db-2026-11-20.tar.zst without extracting it.",
  F + "sh\ntar -tzf /backups/db-2026-11-20.tar.zst | head -50\n" + F,
  [r"re:tar (--zstd -tf|-I zstd -tf|--use-compress-program=zstd -tf|--zstd -t -f) /backups/db-2026-11-20\.tar\.zst"], ["-tzf"],
  [("tar -tzf", "tar --zstd -tf")],
  "Extract the October logs archive, logs-2026-10.tar.gz.",
  "`tar -xzf logs-2026-10.tar.gz -C /tmp/logs`; `z` is right here because the archive is gzip.")

# ---------------------------------------------------------------- 080
S("observability", "L", "cb", "UN", "imperative",
  "Alertmanager route: critical to PagerDuty, warnings to Slack.",
  F + r"""yaml
route:
  receiver: slack-warnings
  routes:
    - matchers: ['severity="critical"']
      receiver: pagerduty-critical
receivers:
  - name: slack-warnings
    slack_configs:
      - channel: '#alerts'
""" + F,
  "Send warnings to #ops-alerts. #alerts is the status bot's channel.",
  "channel: '#alerts'", "channel: '#ops-alerts'",
  "Add a Slack receiver for warnings that also sends resolved notifications.",
  F + r"""yaml
receivers:
  - name: slack-warnings
    slack_configs:
      - channel: '#alerts'
        send_resolved: true
        title: '{{ .CommonLabels.alertname }}'
""" + F,
  ["channel: '#ops-alerts'", "send_resolved: true"], ["'#alerts'"],
  [("'#alerts'", "'#ops-alerts'")],
  "Make a Python dataclass immutable.",
  "`@dataclass(frozen=True)`; assigning to a field then raises `FrozenInstanceError`.")


# ================================================================== build
def apply_fix(text, pairs):
    for old, new in pairs:
        if old not in text:
            raise ValueError("hand fix: %r not in repeat output" % old)
        text = text.replace(old, new)
    return text


def rows_for_jsonl():
    out = []
    for i, s in enumerate(SC, 1):
        out.append({"id": "d9-%03d" % i, "topic": s["topic"], "difficulty": s["difficulty"],
                    "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
                    "teach": s["teach"], "repeat": s["repeat"], "control": s["control"]})
    return out


def verify(rows):
    errs = V.validate(rows)
    extra = {}
    for row, s in zip(rows, SC):
        sid = row["id"]
        r = row["repeat"]
        try:
            fixed_text = apply_fix(r["output"], s["fix"])
        except ValueError as e:
            errs.append("%s: %s" % (sid, e))
            continue
        extra[sid] = [("hand-fixed", fixed_text)]
        if not V.fixed(fixed_text, r["expect_contains"], r["expect_absent"]):
            miss = [c for c in r["expect_contains"] if not V.check(fixed_text, c)]
            pres = [a for a in r["expect_absent"] if V.check(fixed_text, a)]
            errs.append("%s: hand fix does not pass (missing %s, present %s)" % (sid, miss, pres))
        if s["multi"]:
            if len(s["fix"]) < 2:
                errs.append("%s: multi scenario needs at least two fix replacements" % sid)
            for k, pair in enumerate(s["fix"]):
                partial = apply_fix(r["output"], [pair])
                extra[sid].append(("partial-%d" % k, partial))
                if V.fixed(partial, r["expect_contains"], r["expect_absent"]):
                    errs.append("%s: applying only fix %d already passes; the check does not demand the complete fix" % (sid, k))
        if s["control_kind"] == "lookalike":
            # a careless literal substitution of gold_wrong -> gold_right must change the control
            t = row["teach"]
            core = V.wrong_core(t["gold_wrong"], t["gold_right"])
            if core not in row["control"]["output"]:
                errs.append("%s: lookalike control lacks %r" % (sid, core))
    return errs, extra


def cross_hits(rows):
    """Other scenarios' texts that contain this scenario's gold_wrong (where a memory that
    over-applies would do damage in --shared-store mode)."""
    hits = []
    for a in rows:
        gw = a["teach"]["gold_wrong"]
        for b in rows:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                if gw in b[part]["output"]:
                    hits.append((a["id"], gw, b["id"], part))
    return hits


def table(title, counter, order=None):
    keys = order or sorted(counter)
    lines = ["| %s | n |" % title, "|---|---:|"]
    for k in keys:
        lines.append("| %s | %d |" % (k, counter.get(k, 0)))
    lines.append("| **total** | %d |" % sum(counter.values()))
    return "\n".join(lines)


def cross_table(rows, a, b, a_order, b_order):
    c = Counter((r[a], r[b]) for r in rows)
    lines = ["| %s \\ %s | %s | total |" % (a, b, " | ".join(b_order)),
             "|---|" + "---:|" * (len(b_order) + 1)]
    for x in a_order:
        cells = [c.get((x, y), 0) for y in b_order]
        lines.append("| %s | %s | %d |" % (x, " | ".join(map(str, cells)), sum(cells)))
    return "\n".join(lines)


README_HEAD = """# eval/dev9: several values of one kind, varied corrections, lookalike controls

Written 2026-11-27 by a helper session that read only `../shared/eval/loop/README.md` and
`../shared/eval/loop/run.py` (no cairn code, no other scenario or message files). It is a
**development set**: read it, and the runner's report on it, to find failure classes. It is
not a held-out test; do not copy its sentences into code, tests or training data.

## What it probes

* **Several values of the same kind in one answer**: two ports, three regions, a version
  in a Dockerfile and a workflow, a service name in a label and a URL, two Kafka flags, two
  kube contexts, two bucket names. The memory has to fix the one that was corrected and
  leave the others (`expect_contains` pins the values that must survive).
* **Corrections phrased in many ways**: x-not-y, bare fact, imperative, terse, a question
  that asserts, hedged, with a reason, inside thanks or a status report, and one message stating
  two facts of which only one contradicts the output (style table below; the style is
  kept in `build.py`, not in the JSONL).
* **Lookalike controls** where the mistaken text is right in its own context: another
  service or environment (`db-prod:5432`, a single-broker `--replication-factor 1`), another
  dialect (MySQL `ON DUPLICATE KEY`, Postgres `DATE_TRUNC('day', ...)`, `LIMIT 10`), another
  runtime or tool (GNU `sed -i`, CRA `process.env.REACT_APP_*`, Prometheus `env=`), another
  meaning (`SET manager_id = NULL`, `IdleTimeout: 30 * time.Second`, Sentinel `mymaster`),
  the old value quoted in a changelog or migration note, or a value an answer explains on
  purpose. `already_correct` controls often contain the right value with the wrong one as
  a substring (`acme-prod-4821`, `memory: 512Mi`), so a careless substitution doubles it.
* **Repeats that need more than one literal swap** (`multi`): a dependent value (axum 0.7
  also changes the serve code, JUnit 5 changes imports and annotations, a CronJob in Berlin
  time needs `timeZone` and a new schedule, a revert needs no force-push), or the value in
  two forms (`net8.0` and `sdk:8.0`, `py311` and `>=3.11`, `.nvmrc` and `nodejs20.x`). Their
  checks require the complete fix: `build.py` verifies that applying any single replacement
  of the hand fix alone still fails.

## Format

`scenarios.jsonl` has one JSON object per line in the loop scenario format:
`{id, topic, difficulty, repeat_variation, control_kind, teach{query, output, message,
gold_wrong, gold_right}, repeat{query, output, expect_contains, expect_absent},
control{query, output}}`, ids `d9-001` ... `d9-080`. Checks: plain strings are
case-sensitive substrings; `re:` entries are regexes written in the common subset of Python
`re` and Go RE2 (no look-around, no back-references) and are checked to compile and match
identically in both. Every repeat, as written, fails its own check; the reference hand fix
in `build.py` passes it. Controls must come back byte-identical.

For a lookalike control, "the text a careless substitution would hit" is the *wrong
core*: `gold_wrong` with the prefix and suffix it shares with `gold_right` removed, widened
to whole words (all of `gold_wrong` when `gold_right` only adds text). Every lookalike
control contains it; every already_correct control contains the corresponding right core.

## How to run

From the repository root (`/work/main`):

```sh
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --shared-store --scenarios eval/dev9/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev9/scenarios.jsonl          # a fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --oracle-teach --scenarios eval/dev9/scenarios.jsonl   # retrieval + application alone
```

Rebuild and check the set (from `eval/dev9/`):

```sh
python3 build.py --go      # verifies everything, rewrites scenarios.jsonl and this README
python3 validate.py --go   # validates scenarios.jsonl on its own
```

## Counts
"""


def write_readme(rows):
    diff = Counter(r["difficulty"] for r in rows)
    ck = Counter(r["control_kind"] for r in rows)
    var = Counter(r["repeat_variation"] for r in rows)
    topic = Counter(r["topic"] for r in rows)
    style = Counter(s["style"] for s in SC)
    multi = [r["id"] for r, s in zip(rows, SC) if s["multi"]]
    regexed = sum(1 for r in rows if V.regex_entries(r))
    parts = [README_HEAD]
    parts.append(table("difficulty", diff, list(V.DIFFICULTY)))
    parts.append(table("control_kind", ck, list(V.CONTROL_KIND)))
    parts.append(table("repeat_variation", var, list(V.VARIATION)))
    parts.append(table("teach message style", style, list(STYLES)))
    parts.append(table("topic", topic))
    parts.append("### difficulty x control_kind\n\n" + cross_table(rows, "difficulty", "control_kind", list(V.DIFFICULTY), list(V.CONTROL_KIND)))
    parts.append("### difficulty x repeat_variation\n\n" + cross_table(rows, "difficulty", "repeat_variation", list(V.DIFFICULTY), list(V.VARIATION)))
    parts.append("### other counts\n\n"
                 "* repeats needing more than one literal swap (`multi`, complete fix required): %d (%s)\n"
                 "* scenarios with at least one `re:` check: %d\n"
                 "* lookalike controls containing the full `gold_wrong` (not only its core): %d of %d"
                 % (len(multi), ", ".join(multi), regexed,
                    sum(1 for r in rows if r["control_kind"] == "lookalike" and r["teach"]["gold_wrong"] in r["control"]["output"]),
                    ck["lookalike"]))
    hits = cross_hits(rows)
    lines = ["### cross-scenario exposure (`--shared-store`)",
             "",
             "Texts of one scenario that contain another scenario's `gold_wrong`: a memory that",
             "over-applies would change them. Listed so that such changes in the report can be",
             "told apart from the scenario's own failures.",
             "",
             "| correction from | gold_wrong | appears in |", "|---|---|---|"]
    for a, gw, b, part in hits:
        lines.append("| %s | `%s` | %s %s |" % (a, gw.replace("\n", "\\n").replace("|", "\\|"), b, part))
    if not hits:
        lines.append("| (none) | | |")
    parts.append("\n".join(lines))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n\n".join(parts) + "\n")


def main(argv):
    use_go = "--go" in argv
    rows = rows_for_jsonl()
    errs, extra = verify(rows)
    if use_go and not errs:
        pairs = V.go_pairs(rows, extra)
        errs += V.go_parity(pairs)
        print("go: %d regex/text pairs compared, all agree" % len(pairs) if not errs else "go: disagreements found")
    if errs:
        for e in errs:
            print("ERROR " + e)
        print("%d error(s); nothing written" % len(errs))
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(rows)
    c = lambda k: ", ".join("%s %d" % kv for kv in sorted(Counter(r[k] for r in rows).items()))
    print("wrote %d scenarios to scenarios.jsonl and README.md" % len(rows))
    print("  difficulty: " + c("difficulty"))
    print("  control_kind: " + c("control_kind"))
    print("  repeat_variation: " + c("repeat_variation"))
    print("  multi: %d" % sum(s["multi"] for s in SC))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
