#!/usr/bin/env python3
"""Source of the heldout7 scenario set (teach -> repeat -> control).

    python3 eval/heldout7/build.py

Every scenario carries a reference hand fix for its repeat (`fix`: replacement
pairs applied to the repeat output, or `fix_text`: the whole fixed output).
The build checks that each repeat FAILS its own check as written and PASSES
after the hand fix, that every expect_absent entry actually hits the repeat as
written, that every lookalike control contains the text a careless substitution
would hit (`trap`, which must also occur in gold_wrong, case-insensitively),
that every already_correct control holds the right value (`has`), that literal
scenarios repeat the wrong text verbatim up to case and white space (`key`),
and that the label counts are what the brief asks for. Then it writes
scenarios.jsonl and the count tables into README.md.

HELD OUT: engineers read only aggregate figures, never these scenarios.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from validate import check, is_fixed, validate, cross_engine  # noqa: E402


def T(s):
    """Strip the single leading and trailing newline of a triple-quoted block."""
    if s.startswith("\n"):
        s = s[1:]
    if s.endswith("\n"):
        s = s[:-1]
    return s


S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix=None, fix_text=None,
       trap=None, has=None, key=None):
    S.append(dict(topic=topic, difficulty=difficulty, variation=variation, control_kind=control_kind,
                  teach=teach, repeat=repeat, control=control, fix=fix, fix_text=fix_text,
                  trap=trap, has=has, key=key))


def teach(query, output, message, wrong, right):
    return dict(query=query, output=T(output), message=message, gold_wrong=T(wrong), gold_right=T(right))


def rep(query, output, contains, absent):
    return dict(query=query, output=T(output), expect_contains=contains, expect_absent=absent)


def ctl(query, output):
    return dict(query=query, output=T(output))


# ---------------------------------------------------------------- 001
sc("env-hosts", "literal", "identifier", "lookalike",
   teach("give me the psql command to connect to the staging database as the readonly user",
         r"""
```bash
psql "host=pg-staging.internal port=5432 dbname=orders user=readonly sslmode=require"
```

You'll be prompted for the password; it's in 1Password under *Staging / Postgres readonly*.
""",
         "pg-staging.internal got decommissioned in the spring, staging db is pg-stg-01.db.internal now",
         "pg-staging.internal", "pg-stg-01.db.internal"),
   rep("what should DATABASE_URL be in .env.staging for the orders service?",
       r"""
```dotenv
DATABASE_URL=postgresql://orders_app@pg-staging.internal:5432/orders?sslmode=require
DB_POOL_SIZE=10
```

The password is injected at deploy time from the `orders-staging` secret, so leave it out of the file.
""",
       ["postgresql://orders_app@pg-stg-01.db.internal:5432/orders"], ["pg-staging.internal"]),
   ctl("how do I see what the postgres operator is doing on staging? the cluster seems stuck in a failover",
       r"""
The operator runs in its own namespace, so start with its logs and the cluster resource:

```bash
kubectl -n pg-staging get postgresclusters
kubectl -n pg-staging logs deploy/pgo --since=30m | grep -i failover
kubectl -n pg-staging describe postgrescluster orders
```

If the status shows a pending switchover, the operator is waiting for the replica to catch up before it promotes it.
"""),
   fix=[("pg-staging.internal", "pg-stg-01.db.internal")], trap="pg-staging")

# ---------------------------------------------------------------- 002
sc("redis-locking", "semantic", "reworded", "same_topic",
   teach("simple distributed lock in redis for the invoice job so only one worker runs it",
         r"""
The classic pattern is `SETNX` followed by `EXPIRE`:

```python
if r.setnx("lock:invoice-job", worker_id):
    r.expire("lock:invoice-job", 300)
    run_invoice_job()
    r.delete("lock:invoice-job")
```

SETNX only succeeds for the first worker, and the EXPIRE guarantees the lock is released even if the worker dies.
""",
         "that's not safe — if the worker dies between SETNX and EXPIRE the key never expires. it has to be one atomic SET with NX and EX",
         r"""
if r.setnx("lock:invoice-job", worker_id):
    r.expire("lock:invoice-job", 300)
""",
         r"""
if r.set("lock:invoice-job", worker_id, nx=True, ex=300):
""",
         ),
   rep("we want the same kind of lock for the nightly export cron, can you explain how to do it?",
       r"""
Use the same approach as the invoice job: call `SETNX lock:nightly-export <worker-id>` and, if it returns 1, immediately call `EXPIRE lock:nightly-export 900` so the lock can't outlive a crashed worker. If `SETNX` returns 0, another worker holds the lock and this one should exit. Delete the key when the export finishes.
""",
       [r"re:(?i)\bSET\s+lock:nightly-export\s+\S+\s+(NX\s+EX\s+900|EX\s+900\s+NX)"],
       [r"re:(?i)\bSETNX\b", r"re:(?i)\bEXPIRE\s+lock:"]),
   ctl(
       "how do I release the lock safely so a worker doesn't delete a lock someone else acquired after it expired?",
       "Compare the value before deleting, atomically, with a small Lua script:\n\n```python\n"
       "RELEASE = \"\"\"\nif redis.call('GET', KEYS[1]) == ARGV[1] then\n    return redis.call('DEL', KEYS[1])\nend\nreturn 0\n\"\"\"\n\n"
       "release_lock = r.register_script(RELEASE)\nrelease_lock(keys=[\"lock:invoice-job\"], args=[worker_id])\n```\n\n"
       "Because the script runs atomically on the server, no other client can grab the lock between the GET and the DEL."),
   fix_text=r"""
Use a single atomic command: `SET lock:nightly-export <worker-id> NX EX 900`. It only succeeds if the key doesn't exist and sets the TTL in the same step, so a worker that crashes can't leave a lock without an expiry. If it returns nil, another worker holds the lock and this one should exit. Delete the key when the export finishes.
""")

# ---------------------------------------------------------------- 003
sc("observability-otel", "literal", "code_block", "lookalike",
   teach("env vars to send traces from the python service to our collector, it's reachable as otel-collector in the cluster",
         r"""
```yaml
env:
  - name: OTEL_SERVICE_NAME
    value: checkout
  - name: OTEL_EXPORTER_OTLP_PROTOCOL
    value: http/protobuf
  - name: OTEL_EXPORTER_OTLP_ENDPOINT
    value: http://otel-collector:4317
```
""",
         "Thanks! quick thing: 4317 is the gRPC receiver, with http/protobuf it has to be 4318. rest looks fine",
         "http://otel-collector:4317", "http://otel-collector:4318"),
   rep("same thing for the node service but as a .env file for local docker compose",
       r"""
```dotenv
OTEL_SERVICE_NAME=cart
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=0.1
```
""",
       ["OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4318"], ["4317"]),
   ctl("the Go service uses the grpc exporter, what does the setup look like?",
       r"""
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

The gRPC exporter talks to the collector's gRPC receiver, which is port 4317.
"""),
   fix=[("http://otel-collector:4317", "http://otel-collector:4318")], trap="otel-collector:4317")

# ---------------------------------------------------------------- 004
sc("react", "paraphrase", "code_block", "already_correct",
   teach("entry point for the admin app (React 18)",
         r"""
```tsx
import React from 'react';
import ReactDOM from 'react-dom';
import { App } from './App';
import './index.css';

ReactDOM.render(
  <React.StrictMode>
    <App />
  </React.StrictMode>,
  document.getElementById('root'),
);
```
""",
         "that's the React 17 API — on 18 ReactDOM.render runs in legacy mode and logs a warning. createRoot from react-dom/client please",
         "ReactDOM.render(", "createRoot(document.getElementById('root')!).render("),
   rep("we also mount a small widget into #help-widget on the legacy pages, can you write that entry?",
       r"""
```tsx
import ReactDOM from 'react-dom';
import { HelpWidget } from './HelpWidget';

const container = document.getElementById('help-widget');
if (container) {
  ReactDOM.render(<HelpWidget compact />, container);
}
```
""",
       [r"re:createRoot\(\s*container\s*\)\.render\(\s*<HelpWidget compact />", "from 'react-dom/client'"],
       ["ReactDOM.render", "from 'react-dom';"]),
   ctl("how do I unmount the widget when the legacy page's modal closes?",
       r"""
Keep the root you created and call `unmount()` on it:

```tsx
import { createRoot, type Root } from 'react-dom/client';

let root: Root | null = null;

export function mountHelp(el: HTMLElement) {
  root = createRoot(el);
  root.render(<HelpWidget compact />);
}

export function unmountHelp() {
  root?.unmount();
  root = null;
}
```
"""),
   fix=[("import ReactDOM from 'react-dom';", "import { createRoot } from 'react-dom/client';"),
        ("ReactDOM.render(<HelpWidget compact />, container);", "createRoot(container).render(<HelpWidget compact />);")],
   has="createRoot(el)")

# ---------------------------------------------------------------- 005
sc("sql-tsql", "paraphrase", "casing", "lookalike",
   teach("Latest 10 failed payments from dbo.Payments, newest first? This is on our SQL Server reporting db.",
         r"""
```sql
SELECT PaymentId, CustomerId, Amount, FailedAt
FROM dbo.Payments
WHERE Status = 'FAILED'
ORDER BY FailedAt DESC
LIMIT 10;
```
""",
         "SQL Server doesn't have LIMIT. It's SELECT TOP (10) ...",
         "LIMIT 10", "TOP (10)"),
   rep("top 50 customers by lifetime spend from the reporting db",
       r"""
```sql
select c.CustomerId, c.Email, sum(p.Amount) as LifetimeSpend
from dbo.Customers c
join dbo.Payments p on p.CustomerId = c.CustomerId
where p.Status = 'SETTLED'
group by c.CustomerId, c.Email
order by LifetimeSpend desc
limit 50;
```
""",
       [r"re:(?i)select\s+top\s*\(?\s*50\b"], [r"re:(?i)\blimit\s+50"]),
   ctl("Same kind of query but against the Postgres events replica: last 10 signup events.",
       r"""
Postgres does support `LIMIT`, so on the events replica this is:

```sql
SELECT event_id, user_id, occurred_at
FROM events
WHERE event_type = 'signup'
ORDER BY occurred_at DESC
LIMIT 10;
```
"""),
   fix=[("select c.CustomerId", "select top (50) c.CustomerId"),
        ("order by LifetimeSpend desc\nlimit 50;", "order by LifetimeSpend desc;")],
   trap="LIMIT 10")

# ---------------------------------------------------------------- 006
sc("git", "literal", "reworded", "lookalike",
   teach("my feature branch is way behind, how do I rebase it onto the latest default branch?",
         r"""
```bash
git fetch origin
git rebase origin/main
# fix conflicts, then
git rebase --continue
git push --force-with-lease
```
""",
         "our default branch is trunk, there is no main in this repo",
         "origin/main", "origin/trunk"),
   rep("how do I see which commits on my branch aren't on the default branch yet",
       r"""
Fetch first so your remote-tracking refs are current, then ask for the commits reachable from `HEAD` but not from `origin/main`: `git log --oneline origin/main..HEAD`. If you want the file-level view, `git diff --stat origin/main...HEAD` shows only what your branch changed since it forked.
""",
       ["git log --oneline origin/trunk..HEAD", "git diff --stat origin/trunk...HEAD"], ["origin/main"]),
   ctl("gradle can't find my kotlin sources after I moved them to src/app/kotlin, what do I change?",
       r"""
By convention the Kotlin JVM plugin compiles `src/main/kotlin` and tests from `src/test/kotlin`. If the files now live in `src/app/kotlin`, add that directory to the `main` source set:

```kotlin
kotlin {
    sourceSets {
        main {
            kotlin.srcDir("src/app/kotlin")
        }
    }
}
```

Then `./gradlew clean build` so stale class files don't mask the change.
"""),
   fix=[("origin/main", "origin/trunk")], trap="main")

# ---------------------------------------------------------------- 007
sc("helm", "literal", "reworded", "unrelated",
   teach("first time using helm on the new cluster, how do I set it up?",
         r"""
Install the client, then initialise it on the cluster:

```bash
brew install helm
helm init --wait
helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo update
```

`helm init` installs Tiller into `kube-system`, which Helm uses to manage releases.
""",
         "We're on Helm 3. There is no Tiller and no helm init anymore; the client talks to the API server directly.",
         "`helm init` installs Tiller into `kube-system`, which Helm uses to manage releases.",
         "Helm 3 has no Tiller and no `helm init`; the client uses your kubeconfig to talk to the API server."),
   rep("helm says it can't find the release on the staging cluster, what did I miss?",
       r"""
Most likely Helm isn't initialised on that cluster. Run `helm init --upgrade` against the staging context so Tiller gets installed in `kube-system`, then `helm list --all-namespaces` should show the release again. Also check that `kubectl config current-context` points at staging.
""",
       ["re:--namespace "], ["helm init", "re:(?i)tiller"]),
   ctl("postgres: how do I see which queries are running longer than 5 minutes?",
       r"""
```sql
SELECT pid, usename, now() - query_start AS runtime, state, left(query, 120) AS query
FROM pg_stat_activity
WHERE state <> 'idle'
  AND now() - query_start > interval '5 minutes'
ORDER BY runtime DESC;
```

`pg_cancel_backend(pid)` cancels one politely; `pg_terminate_backend(pid)` kills the connection.
"""),
   fix_text=r"""
Helm 3 keeps each release record as a secret in the release's namespace, so `helm list` only shows the current namespace. Run `helm list --namespace payments` (or `helm list --all-namespaces`) against the staging context, and check that `kubectl config current-context` points at staging.
""", key="helm init")

# ---------------------------------------------------------------- 008
sc("python-logging-convention", "paraphrase", "code_block", "unrelated",
   teach("add logging to the refund handler: log when a refund starts and when it fails",
         r"""
```python
import structlog

log = structlog.get_logger()

def handle_refund(order_id: str, amount_cents: int) -> None:
    log.info(f"starting refund for order {order_id} ({amount_cents} cents)")
    try:
        gateway.refund(order_id, amount_cents)
    except GatewayError as exc:
        log.error(f"refund failed for order {order_id}: {exc}")
        raise
```
""",
         "Thanks — but no f-strings in log calls here, we log a fixed event name plus key/value fields so they're queryable: log.info(\"refund_started\", order_id=order_id, ...)",
         'log.info(f"starting refund for order {order_id} ({amount_cents} cents)")',
         'log.info("refund_started", order_id=order_id, amount_cents=amount_cents)'),
   rep("log the webhook signature check in verify_webhook — success and mismatch",
       r"""
```python
def verify_webhook(request) -> bool:
    sig = request.headers.get("X-Signature", "")
    expected = sign(request.body)
    if not hmac.compare_digest(sig, expected):
        log.warning(f"webhook signature mismatch from {request.remote_addr}")
        return False
    log.info(f"webhook verified for event {request.json['id']}")
    return True
```
""",
       [r're:log\.warning\(\s*"[a-z_]+"\s*,\s*\w+=', r're:log\.info\(\s*"[a-z_]+"\s*,\s*\w+='],
       [r're:log\.\w+\(\s*f"']),
   ctl("what's the cron expression for 02:30 every weekday?",
       r"""
`30 2 * * 1-5` — minute 30, hour 2, any day of month, any month, Monday through Friday. Remember that plain cron uses the host's timezone.
"""),
   fix=[('log.warning(f"webhook signature mismatch from {request.remote_addr}")',
         'log.warning("webhook_signature_mismatch", remote_addr=request.remote_addr)'),
        ("log.info(f\"webhook verified for event {request.json['id']}\")",
         'log.info("webhook_verified", event_id=request.json["id"])')])

# ---------------------------------------------------------------- 009
sc("data-numpy", "literal", "identifier", "lookalike",
   teach("convert the price column (strings like '12.50') to floats with numpy",
         r"""
```python
prices = np.asarray(raw_prices, dtype=np.float)
```
""",
         "np.float is gone since numpy 1.24, it raises AttributeError. np.float64 (or plain float)",
         "dtype=np.float)", "dtype=np.float64)"),
   rep("cast the features matrix before passing it to the model",
       r"""
```python
X = features[["age", "tenure_days", "avg_basket"]].to_numpy().astype(np.float)
model.predict(X)
```
""",
       [r're:astype\((np\.float64|float|"float64")\)'], [r"re:np\.float([^0-9_]|$)"]),
   ctl("the embeddings take too much memory, can we halve it?",
       r"""
Store them as 32-bit floats; the precision loss doesn't matter for cosine similarity:

```python
embeddings = embeddings.astype(np.float32)
print(embeddings.nbytes / 1e6, "MB")
```
"""),
   fix=[("astype(np.float)", "astype(np.float64)")], trap="np.float", key="np.float)")

# ---------------------------------------------------------------- 010
sc("docker-compose", "semantic", "reworded", "same_topic",
   teach("compose file for the api + postgres for local dev",
         r"""
```yaml
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: dev
  api:
    build: .
    environment:
      DATABASE_URL: postgres://postgres:dev@db:5432/postgres
    depends_on:
      - db
```

`depends_on` makes compose wait until Postgres is ready to accept connections before starting the api, so you don't need retry logic on startup.
""",
         "depends_on only orders container start, it doesn't wait for postgres to be ready. you need a healthcheck + condition: service_healthy",
         "`depends_on` makes compose wait until Postgres is ready to accept connections before starting the api",
         "plain `depends_on` only orders container start; use a healthcheck with `condition: service_healthy` to wait for Postgres"),
   rep("the worker also needs redis to be up before it starts — how do I express that?",
       r"""
Add redis to the worker's `depends_on` list:

```yaml
  worker:
    build: .
    command: python -m worker
    depends_on:
      - redis
      - db
```

Compose will then hold the worker back until Redis and Postgres are ready to serve requests, so the worker can connect immediately.
""",
       ["condition: service_healthy", "healthcheck"],
       [r"re:(?i)until redis and postgres are ready"]),
   ctl("how do I keep the postgres data between `docker compose down` and `up`?",
       r"""
Mount a named volume at the data directory:

```yaml
services:
  db:
    image: postgres:16
    volumes:
      - pgdata:/var/lib/postgresql/data

volumes:
  pgdata:
```

`docker compose down` keeps named volumes; only `down -v` deletes them.
"""),
   fix_text=r"""
Plain `depends_on` only controls start order, so give Redis a healthcheck and make the worker wait for it:

```yaml
  redis:
    image: redis:7
    healthcheck:
      test: ["CMD", "redis-cli", "ping"]
      interval: 2s
      retries: 15
  worker:
    build: .
    command: python -m worker
    depends_on:
      redis:
        condition: service_healthy
      db:
        condition: service_healthy
```

The db service needs a healthcheck too (`pg_isready -U postgres`) for its condition to work.
""")

# ---------------------------------------------------------------- 011
sc("env-bastion", "literal", "code_block", "already_correct",
   teach("ssh to the eu bastion as deploy",
         r"""
```bash
ssh -p 22 deploy@bastion.eu.acme.net
```
""",
         "it's 2222 for the bastion, 22 is firewalled from the office",
         "-p 22 deploy@bastion.eu.acme.net", "-p 2222 deploy@bastion.eu.acme.net"),
   rep("tunnel so I can reach the reporting postgres on db-report.internal:5432 from my laptop",
       r"""
```bash
ssh -p 22 -N -L 15432:db-report.internal:5432 deploy@bastion.eu.acme.net
# then, in another terminal
psql "host=localhost port=15432 dbname=reporting user=analyst"
```
""",
       ["ssh -p 2222 -N -L 15432:db-report.internal:5432"], [r"re:-p 22\s"]),
   ctl("ssh config entry so I can just type `ssh bastion-eu`",
       r"""
```sshconfig
Host bastion-eu
    HostName bastion.eu.acme.net
    User deploy
    Port 2222
    IdentityFile ~/.ssh/id_ed25519
    ServerAliveInterval 30
```
"""),
   fix=[("ssh -p 22 -N", "ssh -p 2222 -N")], has="Port 2222", key="ssh -p 22 ")

# ---------------------------------------------------------------- 012
sc("kubernetes-manifests", "literal", "code_block", "lookalike",
   teach("Deployment manifest for the thumbnailer, 3 replicas, image harbor.acme.internal/media/thumbnailer:1.4.2",
         r"""
```yaml
apiVersion: apps/v1beta1
kind: Deployment
metadata:
  name: thumbnailer
  labels:
    app: thumbnailer
spec:
  replicas: 3
  selector:
    matchLabels:
      app: thumbnailer
  template:
    metadata:
      labels:
        app: thumbnailer
    spec:
      containers:
        - name: thumbnailer
          image: harbor.acme.internal/media/thumbnailer:1.4.2
          ports:
            - containerPort: 8080
```
""",
         "apps/v1beta1 was removed ages ago (1.16), our clusters are 1.29 — apiVersion has to be apps/v1",
         "apps/v1beta1", "apps/v1"),
   rep("and a StatefulSet for the redis cache it uses, single replica with a 5Gi volume",
       r"""
```yaml
apiVersion: apps/v1beta1
kind: StatefulSet
metadata:
  name: thumbnailer-redis
spec:
  serviceName: thumbnailer-redis
  replicas: 1
  selector:
    matchLabels:
      app: thumbnailer-redis
  template:
    metadata:
      labels:
        app: thumbnailer-redis
    spec:
      containers:
        - name: redis
          image: redis:7.2-alpine
          ports:
            - containerPort: 6379
          volumeMounts:
            - name: data
              mountPath: /data
  volumeClaimTemplates:
    - metadata:
        name: data
      spec:
        accessModes: ["ReadWriteOnce"]
        resources:
          requests:
            storage: 5Gi
```
""",
       ["apiVersion: apps/v1\nkind: StatefulSet"], ["v1beta1"]),
   ctl("expose the thumbnailer through the Gateway we set up — HTTPRoute for /thumbs on media.acme.dev",
       r"""
```yaml
apiVersion: gateway.networking.k8s.io/v1beta1
kind: HTTPRoute
metadata:
  name: thumbnailer
spec:
  parentRefs:
    - name: public-gw
      namespace: gateway-system
  hostnames:
    - media.acme.dev
  rules:
    - matches:
        - path:
            type: PathPrefix
            value: /thumbs
      backendRefs:
        - name: thumbnailer
          port: 8080
```

The Gateway API CRDs installed on the cluster (v0.8) serve HTTPRoute at `v1beta1`, so that's the version to use here.
"""),
   fix=[("apps/v1beta1", "apps/v1")], trap="v1beta1")

# ---------------------------------------------------------------- 013
sc("frontend-vite", "paraphrase", "identifier", "same_topic",
   teach("where do I read the API base url in the frontend?",
         r"""
```ts
export const API_BASE = process.env.REACT_APP_API_URL ?? 'http://localhost:8080';
```

Set `REACT_APP_API_URL` in `.env.production` for builds.
""",
         "we moved off CRA to vite last quarter — it's import.meta.env.VITE_API_URL, process.env is undefined in the browser build",
         "process.env.REACT_APP_API_URL", "import.meta.env.VITE_API_URL"),
   rep("also need the sentry dsn in the frontend config module",
       r"""
```ts
export const SENTRY_DSN = process.env.REACT_APP_SENTRY_DSN;
export const SENTRY_ENV = process.env.REACT_APP_ENV ?? 'development';
```

Add `REACT_APP_SENTRY_DSN` to the `.env.*` files for each environment.
""",
       ["import.meta.env.VITE_SENTRY_DSN", "import.meta.env.VITE_ENV", "`VITE_SENTRY_DSN` to the"],
       ["process.env", "REACT_APP_"]),
   ctl("how do I get types for my env vars in vite?",
       r"""
Declare them in `src/vite-env.d.ts`:

```ts
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL: string;
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
```
"""),
   fix=[("process.env.REACT_APP_", "import.meta.env.VITE_"), ("`REACT_APP_SENTRY_DSN`", "`VITE_SENTRY_DSN`")])

# ---------------------------------------------------------------- 014
sc("frontend-brand", "literal", "casing", "unrelated",
   teach("style the primary button in our brand blue",
         r"""
```css
.btn-primary {
  background-color: #2563EB;
  color: #FFFFFF;
  border-radius: 6px;
  padding: 0.5rem 1rem;
}

.btn-primary:hover {
  filter: brightness(0.92);
}
```
""",
         "brand blue is #1F4FD1 — #2563EB is tailwind's blue-600, design flagged it last sprint",
         "#2563EB", "#1F4FD1"),
   rep("link color in the email template should match the brand too",
       r"""
```html
<a href="{{ confirm_url }}"
   style="color:#2563eb;font-weight:600;text-decoration:none;">
  Confirm your email
</a>
```

Inline styles are the safest option for email clients.
""",
       [r"re:(?i)color:\s*#1f4fd1"], [r"re:(?i)#2563eb"]),
   ctl("how do I see which process is listening on port 8080 on my mac?",
       r"""
```bash
lsof -nP -iTCP:8080 -sTCP:LISTEN
```

The PID is in the second column; `kill <pid>` if you want it gone.
"""),
   fix=[("#2563eb", "#1f4fd1")])

# ---------------------------------------------------------------- 015
sc("go-api-conventions", "paraphrase", "identifier", "lookalike",
   teach("Go struct for the invoice response",
         r"""
```go
type InvoiceResponse struct {
    ID        string    `json:"id"`
    Total     int64     `json:"total"`
    Currency  string    `json:"currency"`
    CreatedAt time.Time `json:"created_at"`
}
```
""",
         "public API fields are camelCase per the style guide — createdAt",
         '`json:"created_at"`', '`json:"createdAt"`'),
   rep("and the one for refunds",
       r"""
```go
type RefundResponse struct {
    ID         string    `json:"id"`
    InvoiceID  string    `json:"invoice_id"`
    Amount     int64     `json:"amount"`
    ReasonCode string    `json:"reason_code"`
    RefundedAt time.Time `json:"refunded_at"`
}
```
""",
       ['json:"invoiceId"', 'json:"reasonCode"', 'json:"refundedAt"'], [r're:json:"[a-z]+_']),
   ctl("the sqlx row struct for the invoices table",
       r"""
```go
type invoiceRow struct {
    ID        string    `db:"id"`
    Total     int64     `db:"total"`
    Currency  string    `db:"currency"`
    CreatedAt time.Time `db:"created_at"`
}
```

The `db` tags have to match the column names, which are snake_case in Postgres.
"""),
   fix=[('json:"invoice_id"', 'json:"invoiceId"'), ('json:"reason_code"', 'json:"reasonCode"'),
        ('json:"refunded_at"', 'json:"refundedAt"')], trap="created_at")

# ---------------------------------------------------------------- 016
sc("terraform-state", "literal", "identifier", "lookalike",
   teach("backend config for the new networking stack",
         r"""
```hcl
terraform {
  backend "s3" {
    bucket         = "acme-tf-state"
    key            = "networking/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "acme-tf-state-lock"
    encrypt        = true
  }
}
```
""",
         "bucket's acme-terraform-state-prod. the lock table name is right though",
         '"acme-tf-state"', '"acme-terraform-state-prod"'),
   rep("how do I pull the current state of the networking stack to look at it locally?",
       r"""
You can read it straight from the bucket without touching the lock:

```bash
aws s3 cp s3://acme-tf-state/networking/terraform.tfstate ./networking.tfstate --region eu-central-1
jq '.resources[].type' networking.tfstate | sort | uniq -c
```

Or, from the stack directory, `terraform state pull > networking.tfstate` does the same through the configured backend.
""",
       ["s3://acme-terraform-state-prod/networking/terraform.tfstate"], [r"re:acme-tf-state[^-]"]),
   ctl("someone's plan died and left the state locked. how do I see who holds the lock?",
       r"""
The lock lives in the DynamoDB table, so look at the item for the stack's state path:

```bash
aws dynamodb scan \
  --table-name acme-tf-state-lock \
  --region eu-central-1 \
  --query 'Items[].{path: LockID.S, info: Info.S}'
```

The `Info` JSON has the `Who` and `Created` fields. Once you've confirmed the run is dead, `terraform force-unlock <LOCK_ID>` from the stack directory clears it.
"""),
   fix=[("s3://acme-tf-state/", "s3://acme-terraform-state-prod/")], trap="acme-tf-state", key="acme-tf-state")

# ---------------------------------------------------------------- 017
sc("java-concurrency", "paraphrase", "code_block", "same_topic",
   teach("run the 200 enrichment HTTP calls concurrently in the Spring service",
         r"""
Virtual threads make this simple:

```java
try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
    List<Future<Enriched>> futures = ids.stream()
        .map(id -> pool.submit(() -> client.enrich(id)))
        .toList();
    for (Future<Enriched> f : futures) {
        results.add(f.get());
    }
}
```
""",
         "we're on Java 17 — no virtual threads until 21, that won't compile. bounded fixed pool please",
         "Executors.newVirtualThreadPerTaskExecutor()", "Executors.newFixedThreadPool(32)"),
   rep("fire off the audit writes in the background so the request doesn't wait",
       r"""
```java
public void recordAsync(AuditEvent event) {
    Thread.ofVirtual()
        .name("audit-writer")
        .start(() -> auditRepository.save(event));
}
```

Each write gets its own virtual thread, which is cheap enough to do per request.
""",
       [r"re:Executors\.new(Fixed|Cached)ThreadPool|ThreadPoolTaskExecutor|@Async|CompletableFuture\.runAsync\([^)]*,"],
       [r"re:(?i)virtual"]),
   ctl("how do I put a 2s timeout on each enrichment call's future?",
       r"""
Use the timed `get` and cancel on timeout:

```java
try {
    results.add(future.get(2, TimeUnit.SECONDS));
} catch (TimeoutException e) {
    future.cancel(true);
    log.warn("enrichment timed out");
} catch (ExecutionException e) {
    log.warn("enrichment failed", e.getCause());
} catch (InterruptedException e) {
    Thread.currentThread().interrupt();
}
```
"""),
   fix_text=r"""
```java
private final ExecutorService auditPool = Executors.newFixedThreadPool(4);

public void recordAsync(AuditEvent event) {
    auditPool.submit(() -> auditRepository.save(event));
}
```

A small fixed pool is enough for audit writes; shut it down in a `@PreDestroy` method.
""")

# ---------------------------------------------------------------- 018
sc("python-http", "semantic", "reworded", "unrelated",
   teach("is it ok that our sync job calls the vendor API with requests.get(url) and nothing else?",
         r"""
Mostly, yes. `requests` applies a default timeout of 30 seconds, so a hung vendor endpoint will raise `requests.exceptions.Timeout` rather than block forever. You might still want a retry with backoff for transient 5xx responses.
""",
         "requests has no default timeout at all — without timeout= it can block forever. that's literally what hung the job last week",
         "`requests` applies a default timeout of 30 seconds, so a hung vendor endpoint will raise `requests.exceptions.Timeout` rather than block forever.",
         "`requests` has no default timeout, so without `timeout=` a hung vendor endpoint can block forever."),
   rep("code review question: do I need to pass timeout to session.post in the billing client?",
       r"""
It's optional. Like `requests.get`, `Session.post` falls back to the library's 30-second default timeout, so the call can't get stuck even if you leave it out. Pass an explicit value only if you want something shorter.
""",
       [r"re:(?i)no default timeout|never times out|(wait|block|hang)s? (forever|indefinitely)", "timeout="],
       [r"re:(?i)30.second default", r"re:(?i)(it's|it is) optional"]),
   ctl("how do I squash my last 3 commits into one?",
       r"""
```bash
git reset --soft HEAD~3
git commit -m "Add billing client retries"
```

`--soft` keeps all the changes staged, so the new commit contains everything from the three you collapsed. If they're already pushed, you'll need `git push --force-with-lease` afterwards.
"""),
   fix_text=r"""
Yes. `requests` has no default timeout, so `Session.post` without `timeout=` can block forever if the billing API stops responding. Pass one explicitly, e.g. `session.post(url, json=payload, timeout=(3.05, 30))` for a connect and a read timeout.
""")

# ---------------------------------------------------------------- 019
sc("ci-github-actions", "literal", "code_block", "already_correct",
   teach("workflow that runs go test on every PR",
         r"""
```yaml
name: test
on:
  pull_request:

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v2
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - run: go test ./...
```
""",
         "checkout@v2 is a node12 action, GitHub deprecated those and the platform team requires actions/checkout@v4 in every workflow",
         "actions/checkout@v2", "actions/checkout@v4"),
   rep("add a lint job using golangci-lint",
       r"""
```yaml
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v2
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - uses: golangci/golangci-lint-action@v6
        with:
          version: v1.59
```
""",
       ["- uses: actions/checkout@v4"], ["checkout@v2"]),
   ctl("how do I cache the Go build between runs?",
       r"""
`actions/setup-go@v5` caches the module and build caches by default, keyed on `go.sum`:

```yaml
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
          cache: true
      - run: go build ./...
```

`cache: true` is the default; it's spelled out here only to make it visible.
"""),
   fix=[("actions/checkout@v2", "actions/checkout@v4")], has="actions/checkout@v4")

# ---------------------------------------------------------------- 020
sc("shell-macos", "literal", "reworded", "lookalike",
   teach("one-liner to bump the version in package.json from 2.3.0 to 2.4.0",
         r"""
```bash
sed -i 's/"version": "2.3.0"/"version": "2.4.0"/' package.json
```
""",
         "we're all on macs — BSD sed needs an explicit (empty) backup suffix: sed -i '' ...",
         "sed -i 's/", "sed -i '' 's/"),
   rep("how do I switch every import from lodash to lodash-es across src/?",
       r"""
Combine `grep -rl` with an in-place `sed`: run `grep -rl "from 'lodash'" src/ | xargs sed -i "s/from 'lodash'/from 'lodash-es'/g"` from the repo root. Commit first so you can diff the result, and run the type checker afterwards to catch any default-import differences.
""",
       [r"""re:sed -i ?(''|""|\.bak) "s/"""], [r're:sed -i "s/']),
   ctl("Dockerfile step to enable the en_US.UTF-8 locale on our debian-based image",
       r"""
```dockerfile
RUN apt-get update \
 && apt-get install -y --no-install-recommends locales \
 && sed -i 's/^# *en_US.UTF-8/en_US.UTF-8/' /etc/locale.gen \
 && locale-gen \
 && rm -rf /var/lib/apt/lists/*
ENV LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8
```

This runs inside the Debian image, so it's GNU sed and `-i` without a suffix is fine.
"""),
   fix=[('sed -i "s/', "sed -i '' \"s/")], trap="sed -i 's/", key="sed -i")

# ---------------------------------------------------------------- 021
sc("data-pandas", "paraphrase", "code_block", "lookalike",
   teach("add a totals row to the monthly revenue dataframe",
         r"""
```python
totals = {"month": "TOTAL", "revenue": df["revenue"].sum(), "orders": df["orders"].sum()}
df = df.append(totals, ignore_index=True)
```
""",
         "DataFrame.append was removed in pandas 2.0 (we're on 2.2). pd.concat",
         "df = df.append(totals, ignore_index=True)",
         "df = pd.concat([df, pd.DataFrame([totals])], ignore_index=True)"),
   rep("stack the per-region frames from the loop into one dataframe",
       r"""
```python
result = pd.DataFrame()
for region in regions:
    frame = load_region(region)
    frame["region"] = region
    result = result.append(frame, ignore_index=True)
```
""",
       ["pd.concat("], ["result.append("]),
   ctl("collect the validation errors per row into a dataframe so I can export them",
       r"""
```python
errors = []
for idx, row in df.iterrows():
    for problem in validate(row):
        errors.append({"row": idx, "column": problem.column, "message": problem.message})

errors_df = pd.DataFrame(errors, columns=["row", "column", "message"])
errors_df.to_csv("validation_errors.csv", index=False)
```

Building a list of dicts and creating the frame once at the end is also much faster than growing a DataFrame row by row.
"""),
   fix_text=r"""
```python
frames = []
for region in regions:
    frame = load_region(region)
    frame["region"] = region
    frames.append(frame)
result = pd.concat(frames, ignore_index=True)
```
""", trap=".append(")

# ---------------------------------------------------------------- 022
sc("api-protobuf", "semantic", "code_block", "unrelated",
   teach("we're dropping the legacy `fax` field (tag 7) from Customer, and adding `preferred_channel`. how should the message look?",
         r"""
```protobuf
message Customer {
  string id = 1;
  string name = 2;
  string email = 3;
  string phone = 4;
  Address billing_address = 5;
  Address shipping_address = 6;
  Channel preferred_channel = 7;
}
```

Since `fax` is gone, tag 7 is free again and can be reused for the new field.
""",
         "never reuse a removed tag — old clients still send fax as 7 and it'll be decoded as preferred_channel. reserve 7 and the name, new field gets 8",
         "  Channel preferred_channel = 7;",
         '  reserved 7;\n  reserved "fax";\n  Channel preferred_channel = 8;'),
   rep("Order message: remove `coupon_code` (field 12), add `promotion_id`",
       r"""
```protobuf
message Order {
  string id = 1;
  string customer_id = 2;
  repeated LineItem items = 3;
  Money total = 4;
  OrderStatus status = 5;
  google.protobuf.Timestamp created_at = 6;
  string currency = 7;
  ShippingInfo shipping = 8;
  string notes = 9;
  bool gift = 10;
  string sales_channel = 11;
  string promotion_id = 12;
}
```

Field 12 is available again now that `coupon_code` is removed, so `promotion_id` takes it.
""",
       [r"re:reserved\s+12\s*;", r"re:promotion_id\s*=\s*1[3-9]\s*;"],
       [r"re:promotion_id\s*=\s*12\s*;", r"re:(?i)available again"]),
   ctl("what's the difference between `docker stop` and `docker kill`?",
       r"""
`docker stop` sends SIGTERM (or the image's `STOPSIGNAL`), waits for the grace period (10s by default, `-t` to change it) and then sends SIGKILL. `docker kill` sends SIGKILL immediately unless you pass `--signal`. Use `stop` so the process can finish in-flight work and flush logs.
"""),
   fix_text=r"""
```protobuf
message Order {
  reserved 12;
  reserved "coupon_code";

  string id = 1;
  string customer_id = 2;
  repeated LineItem items = 3;
  Money total = 4;
  OrderStatus status = 5;
  google.protobuf.Timestamp created_at = 6;
  string currency = 7;
  ShippingInfo shipping = 8;
  string notes = 9;
  bool gift = 10;
  string sales_channel = 11;
  string promotion_id = 13;
}
```

Tag 12 and the old name are reserved so no older client's `coupon_code` can be decoded as something else; `promotion_id` gets the next free tag.
""")

# ---------------------------------------------------------------- 023
sc("aws-region", "literal", "identifier", "already_correct",
   teach("cli command to list the running instances in prod tagged service=ledger",
         r"""
```bash
aws ec2 describe-instances \
  --region eu-west-1 \
  --filters "Name=tag:service,Values=ledger" "Name=instance-state-name,Values=running" \
  --query 'Reservations[].Instances[].[InstanceId,PrivateIpAddress]' \
  --output table
```
""",
         "Prod's in eu-central-1, not eu-west-1.",
         "eu-west-1", "eu-central-1"),
   rep("terraform provider block for the prod ledger stack",
       r"""
```hcl
provider "aws" {
  region = "eu-west-1"

  default_tags {
    tags = {
      service     = "ledger"
      environment = "prod"
      managed_by  = "terraform"
    }
  }
}
```

The `default_tags` block keeps the tagging consistent with what the cost reports filter on.
""",
       ['region = "eu-central-1"'], ["eu-west-1"]),
   ctl("how do I tail the ledger service's CloudWatch logs in prod?",
       r"""
With CLI v2 you can follow the log group directly:

```bash
aws logs tail /ecs/ledger-prod --follow --since 15m --region eu-central-1
```

Add `--filter-pattern ERROR` if you only want error lines.
"""),
   fix=[("eu-west-1", "eu-central-1")], has="--region eu-central-1")

# ---------------------------------------------------------------- 024
sc("go-stdlib", "paraphrase", "code_block", "same_topic",
   teach("read config.yaml into a []byte and unmarshal it into Config",
         r"""
```go
import (
    "fmt"
    "io/ioutil"

    "gopkg.in/yaml.v3"
)

func LoadConfig(path string) (*Config, error) {
    data, err := ioutil.ReadFile(path)
    if err != nil {
        return nil, fmt.Errorf("read config: %w", err)
    }
    var cfg Config
    if err := yaml.Unmarshal(data, &cfg); err != nil {
        return nil, fmt.Errorf("parse config: %w", err)
    }
    return &cfg, nil
}
```
""",
         "ioutil is deprecated since 1.16 and staticcheck fails CI on it (SA1019) — os.ReadFile",
         "ioutil.ReadFile", "os.ReadFile"),
   rep("helper that reads the whole response body and returns it as a string, with a 1MB cap",
       r"""
```go
import (
    "io"
    "io/ioutil"
    "net/http"
)

const maxBody = 1 << 20

func readBody(resp *http.Response) (string, error) {
    defer resp.Body.Close()
    b, err := ioutil.ReadAll(io.LimitReader(resp.Body, maxBody))
    if err != nil {
        return "", err
    }
    return string(b), nil
}
```
""",
       ["io.ReadAll(io.LimitReader("], ["ioutil"]),
   ctl("how do I write the config back out atomically so a crash doesn't leave a half-written file?",
       r"""
Write to a temp file in the same directory, then rename over the original — rename is atomic on the same filesystem:

```go
func writeFileAtomic(path string, data []byte) error {
    tmp, err := os.CreateTemp(filepath.Dir(path), ".config-*.tmp")
    if err != nil {
        return err
    }
    defer os.Remove(tmp.Name())
    if _, err := tmp.Write(data); err != nil {
        tmp.Close()
        return err
    }
    if err := tmp.Sync(); err != nil {
        tmp.Close()
        return err
    }
    if err := tmp.Close(); err != nil {
        return err
    }
    return os.Rename(tmp.Name(), path)
}
```
"""),
   fix=[('    "io/ioutil"\n', ""), ("ioutil.ReadAll", "io.ReadAll")])

# ---------------------------------------------------------------- 025
sc("partner-api", "literal", "casing", "lookalike",
   teach("curl to test the partner shipping-rates API with our key",
         r"""
```bash
curl -s https://partner.shipfast.example/v3/rates \
  -H "X-API-Key: $SHIPFAST_KEY" \
  -H "Content-Type: application/json" \
  -d '{"from":"DE-10115","to":"FR-75001","weight_g":1200}'
```
""",
         "Shipfast wants it in X-Shipfast-Key, X-API-Key gets a 401",
         "X-API-Key", "X-Shipfast-Key"),
   rep("now the TypeScript client for that endpoint",
       r"""
```ts
export async function getRates(req: RateRequest): Promise<Rate[]> {
  const res = await fetch('https://partner.shipfast.example/v3/rates', {
    method: 'POST',
    headers: {
      'x-api-key': process.env.SHIPFAST_KEY!,
      'content-type': 'application/json',
    },
    body: JSON.stringify(req),
  });
  if (!res.ok) throw new Error(`shipfast rates: ${res.status}`);
  return (await res.json()).rates;
}
```
""",
       [r"re:(?i)'x-shipfast-key'"], [r"re:(?i)x-api-key"]),
   ctl("call our own usage-metered endpoint behind AWS API Gateway from a script",
       r"""
API Gateway checks usage-plan keys in the `x-api-key` header:

```bash
curl -s https://metering.acme.dev/v1/usage \
  -H "x-api-key: $ACME_METERING_KEY" \
  -H "Accept: application/json"
```

The key is tied to the usage plan, so throttling and quotas are applied per key.
"""),
   fix=[("'x-api-key'", "'x-shipfast-key'")], trap="x-api-key")

# ---------------------------------------------------------------- 026
sc("kubernetes-ingress", "literal", "code_block", "same_topic",
   teach("Ingress for the docs site on docs.acme.dev with TLS from cert-manager",
         r"""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: docs
  annotations:
    kubernetes.io/ingress.class: nginx
    cert-manager.io/cluster-issuer: letsencrypt-prod
spec:
  tls:
    - hosts: [docs.acme.dev]
      secretName: docs-tls
  rules:
    - host: docs.acme.dev
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: docs
                port:
                  number: 80
```
""",
         "the ingress.class annotation is deprecated and our ingress-nginx ignores it now — spec.ingressClassName: nginx",
         "    kubernetes.io/ingress.class: nginx\n    cert-manager.io/cluster-issuer: letsencrypt-prod\nspec:",
         "    cert-manager.io/cluster-issuer: letsencrypt-prod\nspec:\n  ingressClassName: nginx"),
   rep("another one for status.acme.dev pointing at the statuspage service on 8080",
       r"""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: statuspage
  annotations:
    kubernetes.io/ingress.class: nginx
    cert-manager.io/cluster-issuer: letsencrypt-prod
spec:
  tls:
    - hosts: [status.acme.dev]
      secretName: statuspage-tls
  rules:
    - host: status.acme.dev
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: statuspage
                port:
                  number: 8080
```
""",
       [r"re:spec:\n\s+ingressClassName: nginx"], ["ingress.class"]),
   ctl("how do I check that cert-manager actually issued the docs certificate?",
       r"""
```bash
kubectl get certificate docs-tls -n docs
kubectl describe certificate docs-tls -n docs
kubectl get certificaterequest,order,challenge -n docs
```

`READY=True` on the Certificate means the secret `docs-tls` holds a valid cert; if it's stuck, the Challenge resource usually says why (DNS not pointing at the ingress, HTTP-01 path blocked).
"""),
   fix=[("    kubernetes.io/ingress.class: nginx\n", ""), ("spec:\n", "spec:\n  ingressClassName: nginx\n")],
   key="kubernetes.io/ingress.class: nginx")

# ---------------------------------------------------------------- 027
sc("rails", "literal", "identifier", "lookalike",
   teach("controller action to update a user's notification settings",
         r"""
```ruby
def update
  @settings = current_user.notification_settings
  if @settings.update_attributes(settings_params)
    redirect_to settings_path, notice: "Saved"
  else
    render :edit, status: :unprocessable_entity
  end
end
```
""",
         "update_attributes was removed in rails 6.1, we're on 7.1 — it's just update",
         "update_attributes(", "update("),
   rep("admin action to set the plan for an account",
       r"""
```ruby
def change_plan
  account = Account.find(params[:id])
  if account.update_attributes(plan: params[:plan], plan_changed_at: Time.current)
    redirect_to admin_account_path(account), notice: "Plan updated"
  else
    redirect_to admin_account_path(account), alert: account.errors.full_messages.to_sentence
  end
end
```
""",
       ["account.update(plan: params[:plan]"], ["update_attributes"]),
   ctl("touch last_seen_at on every request without running validations",
       r"""
`update_attribute` still exists in Rails 7.1 and skips validations (callbacks still run), which is what you want for a single timestamp:

```ruby
class ApplicationController < ActionController::Base
  before_action :track_last_seen

  private

  def track_last_seen
    return unless current_user
    current_user.update_attribute(:last_seen_at, Time.current)
  end
end
```

If you don't want callbacks or `updated_at` to change either, use `update_column` instead.
"""),
   fix=[("update_attributes(", "update(")], trap="update_attribute")

# ---------------------------------------------------------------- 028
sc("php-laravel", "semantic", "reworded", "already_correct",
   teach("read the Stripe secret inside the PaymentService",
         r"""
```php
class PaymentService
{
    public function __construct()
    {
        $this->stripe = new \Stripe\StripeClient(env('STRIPE_SECRET'));
    }
}
```

Calling `env()` directly is fine anywhere in the app.
""",
         "not in prod it isn't — we run config:cache on deploy and after that env() returns null outside config files. Put it in config/services.php and read config('services.stripe.secret')",
         "new \\Stripe\\StripeClient(env('STRIPE_SECRET'))",
         "new \\Stripe\\StripeClient(config('services.stripe.secret'))"),
   rep("where should the mailgun domain come from in the NewsletterMailer class?",
       r"""
Just read it from the environment where you need it: `$domain = env('MAILGUN_DOMAIN');` inside the mailer's constructor works in every environment, so there's no need to add it to a config file.
""",
       [r"re:config\('services\.mailgun\.domain'\)"],
       [r"re:\$domain = env\(", r"re:(?i)works in every environment"]),
   ctl("where do I read the Stripe webhook secret in the webhook controller?",
       r"""
Same place as the API key: it's defined in `config/services.php` as `'webhook_secret' => env('STRIPE_WEBHOOK_SECRET')`, so in the controller use `config('services.stripe.webhook_secret')`. That keeps working after `php artisan config:cache`.
"""),
   fix_text=r"""
Add it to `config/services.php` (`'mailgun' => ['domain' => env('MAILGUN_DOMAIN')]`) and read it with `$domain = config('services.mailgun.domain');` in the mailer's constructor. After `php artisan config:cache`, `env()` returns null outside config files, so it has to go through config.
""", has="config('services.stripe.webhook_secret')")

# ---------------------------------------------------------------- 029
sc("observability-sentry", "paraphrase", "casing", "unrelated",
   teach("init sentry in the django settings for prod",
         r"""
```python
sentry_sdk.init(
    dsn=os.environ["SENTRY_DSN"],
    environment="production",
    traces_sample_rate=1.0,
    send_default_pii=False,
)
```
""",
         "prod trace sampling is 0.05 — 1.0 burned our whole quota in two days last time",
         "traces_sample_rate=1.0", "traces_sample_rate=0.05"),
   rep("and the browser SDK in the react app, prod build",
       r"""
```ts
Sentry.init({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: 'production',
  integrations: [Sentry.browserTracingIntegration()],
  tracesSampleRate: 1.0,
});
```
""",
       ["tracesSampleRate: 0.05"], [r"re:tracesSampleRate:\s*1(\.0)?\b"]),
   ctl("jq: pull the ids of all items whose status is failed",
       r"""
```bash
jq -r '.items[] | select(.status == "failed") | .id' results.json
```

`-r` prints raw strings without the JSON quotes, one id per line.
"""),
   fix=[("tracesSampleRate: 1.0", "tracesSampleRate: 0.05")])

# ---------------------------------------------------------------- 030
sc("build-gradle", "paraphrase", "code_block", "same_topic",
   teach("add okhttp and the mockwebserver test dependency to build.gradle.kts",
         r"""
```kotlin
dependencies {
    implementation 'com.squareup.okhttp3:okhttp:4.12.0'
    testImplementation 'com.squareup.okhttp3:mockwebserver:4.12.0'
}
```
""",
         "that's groovy syntax, it won't compile in a .kts file — implementation(\"...\") with double quotes",
         "implementation 'com.squareup.okhttp3:okhttp:4.12.0'",
         'implementation("com.squareup.okhttp3:okhttp:4.12.0")'),
   rep("add moshi with codegen (ksp) to the same build file",
       r"""
```kotlin
plugins {
    id("com.google.devtools.ksp") version "1.9.24-1.0.20"
}

dependencies {
    implementation 'com.squareup.moshi:moshi:1.15.1'
    ksp 'com.squareup.moshi:moshi-kotlin-codegen:1.15.1'
}
```
""",
       ['implementation("com.squareup.moshi:moshi:1.15.1")', 'ksp("com.squareup.moshi:moshi-kotlin-codegen:1.15.1")'],
       [r"re:(implementation|ksp) '"]),
   ctl("how do I make sure all modules use the same okhttp version?",
       r"""
Put it in the version catalog and reference it from each module:

```toml
# gradle/libs.versions.toml
[versions]
okhttp = "4.12.0"

[libraries]
okhttp = { module = "com.squareup.okhttp3:okhttp", version.ref = "okhttp" }
okhttp-mockwebserver = { module = "com.squareup.okhttp3:mockwebserver", version.ref = "okhttp" }
```

```kotlin
dependencies {
    implementation(libs.okhttp)
    testImplementation(libs.okhttp.mockwebserver)
}
```
"""),
   fix=[("implementation 'com.squareup.moshi:moshi:1.15.1'", 'implementation("com.squareup.moshi:moshi:1.15.1")'),
        ("ksp 'com.squareup.moshi:moshi-kotlin-codegen:1.15.1'", 'ksp("com.squareup.moshi:moshi-kotlin-codegen:1.15.1")')])

# ---------------------------------------------------------------- 031
sc("kubernetes-resources", "literal", "casing", "lookalike",
   teach("resource requests/limits for the pdf-renderer container",
         r"""
```yaml
resources:
  requests:
    cpu: 250m
    memory: 512mb
  limits:
    memory: 1Gi
```
""",
         "512mb isn't a valid quantity — k8s wants 512Mi",
         "memory: 512mb", "memory: 512Mi"),
   rep("the log shipper sidecar needs 512 megs requested and as its limit, can you add it?",
       r"""
```yaml
- name: log-shipper
  image: harbor.acme.internal/platform/vector:0.39
  resources:
    requests:
      cpu: 50m
      memory: 512MB
    limits:
      memory: 512MB
```
""",
       [r"re:requests:\s+cpu: 50m\s+memory: 512Mi\s+limits:\s+memory: 512Mi"], [r"re:(?i)512mb"]),
   ctl("postgres config tweaks for the 2GB reporting instance",
       r"""
```ini
# postgresql.conf
shared_buffers = 512MB
effective_cache_size = 1536MB
work_mem = 16MB
maintenance_work_mem = 128MB
```

Roughly a quarter of RAM for `shared_buffers` is the usual starting point; Postgres memory units are case-sensitive and `MB` is the right spelling here.
"""),
   fix=[("512MB", "512Mi")], trap="512MB", key="memory: 512mb")

# ---------------------------------------------------------------- 032
sc("security-jwt", "literal", "identifier", "already_correct",
   teach("verify the access token in our python middleware with PyJWT",
         r"""
```python
import jwt

def verify(token: str) -> dict:
    return jwt.decode(
        token,
        key=settings.JWT_PUBLIC_KEY,
        algorithms=["HS256"],
        audience="api.acme.dev",
    )
```
""",
         "auth service signs with RS256. HS256 there would mean treating the public key as an HMAC secret, which is exactly the key-confusion attack",
         "HS256", "RS256"),
   rep("same check for the node gateway, we use jsonwebtoken",
       r"""
```ts
import jwt from 'jsonwebtoken';

export function verifyAccessToken(token: string) {
  return jwt.verify(token, process.env.JWT_PUBLIC_KEY!, {
    algorithms: ['HS256'],
    audience: 'api.acme.dev',
  });
}
```
""",
       ["algorithms: ['RS256']"], ["HS256"]),
   ctl("fetch the signing key from the auth service's JWKS endpoint instead of an env var",
       r"""
```python
from jwt import PyJWKClient
import jwt

jwks = PyJWKClient("https://auth.acme.dev/.well-known/jwks.json", cache_keys=True)

def verify(token: str) -> dict:
    signing_key = jwks.get_signing_key_from_jwt(token)
    return jwt.decode(
        token,
        key=signing_key.key,
        algorithms=["RS256"],
        audience="api.acme.dev",
    )
```
"""),
   fix=[("HS256", "RS256")], has='algorithms=["RS256"]')

# ---------------------------------------------------------------- 033
sc("sql-mysql", "paraphrase", "code_block", "lookalike",
   teach("MySQL: list customers as 'First Last' with their signup date",
         r"""
```sql
SELECT first_name || ' ' || last_name AS full_name,
       created_at AS signed_up
FROM customers
ORDER BY created_at DESC;
```
""",
         "in mysql || is logical OR (PIPES_AS_CONCAT isn't set on our servers), you just get 0s back. CONCAT()",
         "first_name || ' ' || last_name", "CONCAT(first_name, ' ', last_name)"),
   rep("shipping label line: city, postcode and country code in one column",
       r"""
```sql
SELECT o.id,
       a.city || ', ' || a.postcode || ' ' || a.country_code AS label_line
FROM orders o
JOIN addresses a ON a.id = o.shipping_address_id
WHERE o.status = 'ready_to_ship';
```
""",
       [r"re:(?i)concat(_ws)?\(\s*a\.city"], ["||"]),
   ctl("on the frontend, show the customer's display name or fall back to their email",
       r"""
```ts
function displayName(c: Customer): string {
  const full = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return full || c.email;
}
```

`||` falls through on an empty string as well as `undefined`, which is what you want here; `??` would keep an empty name.
"""),
   fix=[("a.city || ', ' || a.postcode || ' ' || a.country_code", "CONCAT(a.city, ', ', a.postcode, ' ', a.country_code)")],
   trap="||")

# ---------------------------------------------------------------- 034
sc("data-spark", "semantic", "code_block", "same_topic",
   teach("rewrite just yesterday's partition of the events table from the corrected dataframe",
         r"""
```python
(corrected
    .write
    .mode("overwrite")
    .partitionBy("event_date")
    .parquet("s3://acme-lake/events/"))
```

With `partitionBy`, overwrite mode only replaces the partitions present in `corrected`, so the other days are untouched.
""",
         "only with partitionOverwriteMode=dynamic — the default is static, which wipes every partition under the path. we lost a month of events that way once",
         "With `partitionBy`, overwrite mode only replaces the partitions present in `corrected`, so the other days are untouched.",
         "Set `spark.sql.sources.partitionOverwriteMode` to `dynamic` first; with the default (`static`) overwrite deletes every partition under the path."),
   rep("backfill: recompute 2025-03-01..03-07 for the sessions table and write it back",
       r"""
```python
backfill = compute_sessions(spark, start="2025-03-01", end="2025-03-07")

(backfill
    .write
    .mode("overwrite")
    .partitionBy("session_date")
    .parquet("s3://acme-lake/sessions/"))
```

Only the seven `session_date` partitions in `backfill` get replaced; the rest of the table stays as it is.
""",
       [r"""re:partitionOverwriteMode["']?\s*,\s*["']dynamic|partitionOverwriteMode=dynamic"""], []),
   ctl("how do I compact the small files in one partition of the lake table?",
       r"""
Read the partition, reduce the file count and write it to a staging path, then swap it in:

```python
path = "s3://acme-lake/events/event_date=2025-03-04/"
(spark.read.parquet(path)
    .repartition(8)
    .write
    .mode("overwrite")
    .parquet("s3://acme-lake/_staging/events/event_date=2025-03-04/"))
```

Writing to a staging location avoids reading and overwriting the same path in one job, which Spark refuses to do.
"""),
   fix=[("(backfill\n    .write\n    .mode(\"overwrite\")",
         "(backfill\n    .write\n    .mode(\"overwrite\")\n    .option(\"partitionOverwriteMode\", \"dynamic\")")])

# ---------------------------------------------------------------- 035
sc("go-http-context", "paraphrase", "identifier", "unrelated",
   teach("handler that loads the user from the db and returns json",
         r"""
```go
func (h *Handler) GetUser(w http.ResponseWriter, r *http.Request) {
    id := chi.URLParam(r, "id")
    user, err := h.store.UserByID(context.TODO(), id)
    if errors.Is(err, store.ErrNotFound) {
        http.Error(w, "not found", http.StatusNotFound)
        return
    }
    if err != nil {
        http.Error(w, "internal error", http.StatusInternalServerError)
        return
    }
    writeJSON(w, http.StatusOK, user)
}
```
""",
         "pass r.Context(), not context.TODO() — otherwise the query keeps running after the client disconnects and our request deadline doesn't apply",
         "context.TODO()", "r.Context()"),
   rep("DELETE handler for a user's API tokens",
       r"""
```go
func (h *Handler) DeleteTokens(w http.ResponseWriter, req *http.Request) {
    userID := chi.URLParam(req, "id")
    ctx := context.Background()
    if err := h.store.DeleteTokensForUser(ctx, userID); err != nil {
        http.Error(w, "internal error", http.StatusInternalServerError)
        return
    }
    w.WriteHeader(http.StatusNoContent)
}
```
""",
       [r"re:req\.Context\(\)"], [r"re:context\.(Background|TODO)\(\)"]),
   ctl("nginx: redirect http to https for all hosts",
       r"""
```nginx
server {
    listen 80 default_server;
    listen [::]:80 default_server;
    server_name _;
    return 301 https://$host$request_uri;
}
```
"""),
   fix=[("ctx := context.Background()", "ctx := req.Context()")])

# ---------------------------------------------------------------- 036
sc("dates-formatting", "literal", "identifier", "lookalike",
   teach("Kotlin: format the invoice date as a 2024-12-30 style string",
         r"""
```kotlin
private val INVOICE_DATE = DateTimeFormatter.ofPattern("YYYY-MM-dd")

fun formatInvoiceDate(date: LocalDate): String = date.format(INVOICE_DATE)
```
""",
         "hmm, I think that should be yyyy — YYYY is the week-based year, so 2024-12-30 comes out as 2025-12-30",
         '"YYYY-MM-dd"', '"yyyy-MM-dd"'),
   rep("also need the filename for the monthly export, like payouts_2025-01-31.csv",
       r"""
```kotlin
private val EXPORT_STAMP = DateTimeFormatter.ofPattern("YYYY-MM-dd")

fun exportFileName(periodEnd: LocalDate): String =
    "payouts_${periodEnd.format(EXPORT_STAMP)}.csv"
```
""",
       ['EXPORT_STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd")'], ["YYYY"]),
   ctl("and the SQL for the monthly payout totals grouped by month, postgres",
       r"""
```sql
SELECT to_char(paid_at, 'YYYY-MM') AS month,
       sum(amount_cents) / 100.0 AS total
FROM payouts
GROUP BY 1
ORDER BY 1;
```

In Postgres `to_char` patterns `YYYY` is the calendar year (the ISO week-numbering year is `IYYY`), so this is what you want.
"""),
   fix=[('"YYYY-MM-dd"', '"yyyy-MM-dd"')], trap="YYYY-MM")

# ---------------------------------------------------------------- 037
sc("aws-lambda", "paraphrase", "casing", "same_topic",
   teach("SAM template for the thumbnail lambda",
         r"""
```yaml
Resources:
  ThumbnailFunction:
    Type: AWS::Serverless::Function
    Properties:
      Handler: app.handler
      Runtime: python3.8
      MemorySize: 512
      Timeout: 30
      Events:
        Upload:
          Type: S3
          Properties:
            Bucket: !Ref UploadsBucket
            Events: s3:ObjectCreated:*
```
""",
         "python3.8 is deprecated on Lambda, you can't create new functions with it. we standardised on python3.12",
         "Runtime: python3.8", "Runtime: python3.12"),
   rep("the same function in our CDK app (python CDK)",
       r"""
```python
thumbnail_fn = lambda_.Function(
    self,
    "ThumbnailFunction",
    runtime=lambda_.Runtime.PYTHON_3_8,
    handler="app.handler",
    code=lambda_.Code.from_asset("functions/thumbnail"),
    memory_size=512,
    timeout=Duration.seconds(30),
)
uploads_bucket.add_event_notification(
    s3.EventType.OBJECT_CREATED, s3n.LambdaDestination(thumbnail_fn)
)
```
""",
       ["runtime=lambda_.Runtime.PYTHON_3_12"], ["PYTHON_3_8"]),
   ctl("give the thumbnail lambda read access to the uploads bucket in CDK",
       r"""
`uploads_bucket.grant_read(thumbnail_fn)` adds `s3:GetObject*`, `s3:GetBucket*` and `s3:List*` on the bucket and its objects to the function's role. If it also writes the thumbnails back, use `grant_read_write`, or `grant_put` on the output bucket only.
"""),
   fix=[("PYTHON_3_8", "PYTHON_3_12")])

# ---------------------------------------------------------------- 038
sc("containers-security", "literal", "code_block", "already_correct",
   teach("make the api Dockerfile run as non-root",
         r"""
```dockerfile
FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
USER 1000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app.wsgi:application"]
```
""",
         "policy: app containers run as uid 10001 (our admission policy rejects runAsUser below 10000)",
         "USER 1000", "USER 10001"),
   rep("and the worker image, it's a go binary on distroless",
       r"""
```dockerfile
FROM golang:1.22 AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -o /out/worker ./cmd/worker

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/worker /worker
USER 1000:1000
ENTRYPOINT ["/worker"]
```
""",
       ["USER 10001:10001"], [r"re:USER 1000\b", r"re::1000\b"]),
   ctl("the k8s securityContext for the api pod to match",
       r"""
```yaml
securityContext:
  runAsNonRoot: true
  runAsUser: 10001
  runAsGroup: 10001
  fsGroup: 10001
  seccompProfile:
    type: RuntimeDefault
containers:
  - name: api
    securityContext:
      allowPrivilegeEscalation: false
      readOnlyRootFilesystem: true
      capabilities:
        drop: ["ALL"]
```
"""),
   fix=[("USER 1000:1000", "USER 10001:10001")], has="runAsUser: 10001")

# ---------------------------------------------------------------- 039
sc("secrets-vault", "literal", "reworded", "lookalike",
   teach("read the stripe key from vault on the command line",
         r"""
```bash
vault kv get -field=api_key secret/data/payments/stripe
```
""",
         "With the kv subcommand you leave out data/ — it's vault kv get -field=api_key secret/payments/stripe. The CLI adds data/ itself.",
         "secret/data/payments/stripe", "secret/payments/stripe"),
   rep("how do I rotate the stripe key in vault, keeping the other fields?",
       r"""
Use `vault kv patch` so only the field you pass changes: `vault kv patch secret/data/payments/stripe api_key=sk_live_new`. Then check the new version with `vault kv get secret/data/payments/stripe` and roll the payments deployment so it picks the key up.
""",
       ["vault kv patch secret/payments/stripe api_key=", "vault kv get secret/payments/stripe"], ["secret/data/"]),
   ctl("the payments service reads it over the HTTP API, what's the request?",
       r"""
Over HTTP the KV v2 read path does include `data/`:

```bash
curl -s -H "X-Vault-Token: $VAULT_TOKEN" \
  "$VAULT_ADDR/v1/secret/data/payments/stripe" | jq -r '.data.data.api_key'
```

The response nests the secret under `.data.data`, with version metadata in `.data.metadata`.
"""),
   fix=[("secret/data/payments/stripe", "secret/payments/stripe")], trap="secret/data/payments/stripe")

# ---------------------------------------------------------------- 040
sc("observability-prometheus", "literal", "reworded", "same_topic",
   teach("grafana datasource provisioning file for our in-cluster prometheus",
         r"""
```yaml
apiVersion: 1
datasources:
  - name: Prometheus
    type: prometheus
    access: proxy
    url: http://prometheus.monitoring:9090
    isDefault: true
```
""",
         "there's no `prometheus` service in monitoring — the operator creates prometheus-operated. url should be http://prometheus-operated.monitoring.svc:9090",
         "http://prometheus.monitoring:9090", "http://prometheus-operated.monitoring.svc:9090"),
   rep("how can I run a quick PromQL query against it from a debug pod?",
       r"""
From any pod in the cluster you can hit the HTTP API directly. Point curl at http://prometheus.monitoring:9090/api/v1/query and pass the expression as the `query` parameter, for example `curl -s 'http://prometheus.monitoring:9090/api/v1/query' --data-urlencode 'query=up{job="api"}'`. The response is JSON with a `data.result` array.
""",
       ["curl -s 'http://prometheus-operated.monitoring"], [r"re://prometheus\.monitoring"]),
   ctl("alert expression for 5xx rate above 2% over 10 minutes for the api job",
       r"""
```yaml
- alert: ApiHigh5xxRate
  expr: |
    sum(rate(http_requests_total{job="api", code=~"5.."}[10m]))
      /
    sum(rate(http_requests_total{job="api"}[10m])) > 0.02
  for: 10m
  labels:
    severity: page
  annotations:
    summary: "api 5xx rate above 2% for 10 minutes"
```
"""),
   fix=[("http://prometheus.monitoring:9090", "http://prometheus-operated.monitoring.svc:9090")])

# ---------------------------------------------------------------- 041
sc("container-registry", "literal", "code_block", "unrelated",
   teach("push the image I just built to our registry",
         r"""
```bash
docker tag billing-api:latest docker.acme.io/payments/billing-api:1.8.0
docker push docker.acme.io/payments/billing-api:1.8.0
```
""",
         "Thanks, tagged it locally. One thing though: docker.acme.io was retired, everything's on harbor.acme.internal now. Can you also give me the pull command for the staging box?",
         "docker.acme.io", "harbor.acme.internal"),
   rep("deployment image line + imagePullSecret for the billing api",
       r"""
```yaml
    spec:
      imagePullSecrets:
        - name: registry-creds
      containers:
        - name: billing-api
          image: docker.acme.io/payments/billing-api:1.8.0
          imagePullPolicy: IfNotPresent
```
""",
       ["image: harbor.acme.internal/payments/billing-api:1.8.0"], ["docker.acme.io"]),
   ctl("python: dedupe a list but keep the order",
       r"""
`list(dict.fromkeys(items))` — dicts preserve insertion order, so the first occurrence of each item wins.
"""),
   fix=[("docker.acme.io", "harbor.acme.internal")])

# ---------------------------------------------------------------- 042
sc("shell-posix", "paraphrase", "reworded", "lookalike",
   teach("entrypoint.sh for the debian-slim image: fail fast if DATABASE_URL isn't set",
         r"""
```sh
#!/bin/sh
set -eu

if [[ -z "${DATABASE_URL:-}" ]]; then
  echo "DATABASE_URL is required" >&2
  exit 1
fi

exec "$@"
```
""",
         "/bin/sh is dash on debian-slim, [[ isn't POSIX — it dies with '[[: not found'. use [ ]",
         '[[ -z "${DATABASE_URL:-}" ]]', '[ -z "${DATABASE_URL:-}" ]'),
   rep('also: if RUN_MIGRATIONS is "true", run ./migrate up before starting',
       r"""
Add this before the `exec` line: `if [[ "${RUN_MIGRATIONS:-false}" == "true" ]]; then ./migrate up; fi`. With `set -e` a failed migration stops the container before the app starts.
""",
       [r're:\[ "\$\{RUN_MIGRATIONS:-false\}" = "true" \]'], ["[[", "=="]),
   ctl("our deploy.sh (bash) needs to check that the tag looks like v1.2.3",
       r"""
Since the script runs under bash you can use `[[ ]]` with a regex:

```bash
#!/usr/bin/env bash
set -euo pipefail

tag="$1"
if [[ ! "$tag" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "tag must look like v1.2.3, got: $tag" >&2
  exit 1
fi
```
"""),
   fix=[('if [[ "${RUN_MIGRATIONS:-false}" == "true" ]]; then', 'if [ "${RUN_MIGRATIONS:-false}" = "true" ]; then')],
   trap="[[")

# ---------------------------------------------------------------- 043
sc("android-build", "literal", "identifier", "already_correct",
   teach("defaultConfig for the new :feature-scanner module",
         r"""
```kotlin
android {
    namespace = "dev.acme.feature.scanner"
    compileSdk = 34

    defaultConfig {
        minSdk = 21
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
    }
}
```
""",
         "isn't our minSdk 26? pretty sure it's 26 project-wide, same as the app",
         "minSdk = 21", "minSdk = 26"),
   rep("and for the :core-camera library module",
       r"""
```kotlin
plugins {
    id("com.android.library")
    kotlin("android")
}

android {
    namespace = "dev.acme.core.camera"
    compileSdk = 34

    defaultConfig {
        minSdk = 21
        consumerProguardFiles("consumer-rules.pro")
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}
```
""",
       ["minSdk = 26"], [r"re:minSdk\s*=\s*21"]),
   ctl("can we use the photo picker on all our supported Android versions?",
       r"""
Yes. The system photo picker is built into Android 13 (API 33); on older devices `ActivityResultContracts.PickVisualMedia` uses the Google Play services backport, which covers everything down to our `minSdk = 26`, so one contract works everywhere:

```kotlin
val pick = registerForActivityResult(ActivityResultContracts.PickVisualMedia()) { uri ->
    uri?.let(viewModel::onImagePicked)
}
pick.launch(PickVisualMediaRequest(ActivityResultContracts.PickVisualMedia.ImageOnly))
```
"""),
   fix=[("minSdk = 21", "minSdk = 26")], has="minSdk = 26")

# ---------------------------------------------------------------- 044
sc("sql-postgres-conventions", "paraphrase", "casing", "same_topic",
   teach("migration for a new audit_events table",
         r"""
```sql
CREATE TABLE audit_events (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    actor_id    bigint NOT NULL,
    action      text NOT NULL,
    payload     jsonb NOT NULL DEFAULT '{}',
    created_at  timestamp NOT NULL DEFAULT now()
);
```
""",
         "all our timestamp columns are timestamptz, no naive timestamps",
         "created_at  timestamp NOT NULL", "created_at  timestamptz NOT NULL"),
   rep("add a table for scheduled exports",
       r"""
```sql
CREATE TABLE scheduled_exports (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id      BIGINT NOT NULL REFERENCES users (id),
    format        TEXT NOT NULL CHECK (format IN ('csv', 'parquet')),
    next_run_at   TIMESTAMP NOT NULL,
    last_run_at   TIMESTAMP,
    created_at    TIMESTAMP NOT NULL DEFAULT now()
);
```
""",
       [r"re:(?i)next_run_at\s+(timestamptz|timestamp with time zone)",
        r"re:(?i)last_run_at\s+(timestamptz|timestamp with time zone)",
        r"re:(?i)created_at\s+(timestamptz|timestamp with time zone)"],
       [r"re:(?i)\btimestamp\s+(not|null|default)\b", r"re:(?i)\btimestamp\s*,"]),
   ctl("index so the scheduler can find due exports quickly",
       r"""
```sql
CREATE INDEX CONCURRENTLY scheduled_exports_due_idx
    ON scheduled_exports (next_run_at)
    WHERE last_run_at IS NULL OR last_run_at < next_run_at;
```

Run it outside a transaction block — `CREATE INDEX CONCURRENTLY` refuses to run inside one.
"""),
   fix=[("TIMESTAMP", "TIMESTAMPTZ")])

# ---------------------------------------------------------------- 045
sc("security-cors", "semantic", "casing", "unrelated",
   teach("the SPA on app.acme.dev can't call api.acme.dev with cookies, fix the CORS headers in express",
         r"""
```js
app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
});
```

The wildcard lets any origin through, and `Allow-Credentials` makes the browser send the session cookie.
""",
         "browsers reject credentialed requests when Allow-Origin is * — it has to be the exact origin, and we only allow https://app.acme.dev",
         "res.setHeader('Access-Control-Allow-Origin', '*');",
         "res.setHeader('Access-Control-Allow-Origin', 'https://app.acme.dev');"),
   rep("we're moving CORS to the nginx in front of the api, what do I add?",
       r"""
```nginx
location / {
    add_header access-control-allow-origin "*" always;
    add_header access-control-allow-credentials "true" always;
    add_header vary "Origin" always;
    proxy_pass http://api_upstream;
}
```

nginx sends the headers on every response, including errors, because of `always`.
""",
       [r'''re:(?i)access-control-allow-origin\s+"?https://app\.acme\.dev"?'''],
       [r'''re:(?i)access-control-allow-origin\s+"\*"'''] ),
   ctl("what does `git bisect` need from me to find the commit that broke the build?",
       r"""
A known good and a known bad commit; git checks out the midpoint each time and you mark it:

```bash
git bisect start
git bisect bad HEAD
git bisect good v2.8.0
# build/test, then: git bisect good | git bisect bad
git bisect reset   # when done
```

With a script that exits non-zero on failure you can automate it: `git bisect run make test`.
"""),
   fix=[('add_header access-control-allow-origin "*" always;',
         'add_header access-control-allow-origin "https://app.acme.dev" always;')])

# ---------------------------------------------------------------- 046
sc("gcp-project", "literal", "identifier", "lookalike",
   teach("gcloud command to list the cloud run services in prod",
         r"""
```bash
gcloud run services list --project acme-prod --region europe-west4
```
""",
         "project id is acme-prod-4821 — acme-prod is just the display name",
         "--project acme-prod", "--project acme-prod-4821"),
   rep("how do I read the latest error logs for the checkout service in prod?",
       r"""
```bash
gcloud logging read \
  'resource.type="cloud_run_revision" AND resource.labels.service_name="checkout" AND severity>=ERROR' \
  --project=acme-prod \
  --freshness=1h \
  --limit=50 \
  --format='value(timestamp, textPayload)'
```
""",
       ["--project=acme-prod-4821"], [r"re:acme-prod([^-]|$)"]),
   ctl("kubectl credentials for the prod GKE cluster?",
       r"""
```bash
gcloud container clusters get-credentials acme-prod \
  --project acme-prod-4821 \
  --region europe-west4
```

The cluster is named `acme-prod`; the project id is the one with the numeric suffix.
"""),
   fix=[("--project=acme-prod ", "--project=acme-prod-4821 ")], trap="acme-prod", key="acme-prod")

# ---------------------------------------------------------------- 047
sc("python-datetime", "literal", "code_block", "same_topic",
   teach("Helper that returns an expiry timestamp 15 minutes from now for password reset tokens?",
         r"""
Here's a small helper:

```python
from datetime import datetime, timedelta

RESET_TTL = timedelta(minutes=15)

def reset_expiry() -> datetime:
    return datetime.utcnow() + RESET_TTL
```

Store the result in the `expires_at` column and compare against the current time when the token is redeemed.
""",
         "we're on 3.12 — utcnow() is deprecated and returns a naive datetime anyway. use datetime.now(timezone.utc)",
         "datetime.utcnow()", "datetime.now(timezone.utc)"),
   rep("Write is_expired(invite) for invites — invite.created_at is tz-aware, invites last 7 days.",
       r"""
```python
from datetime import datetime, timedelta

INVITE_TTL = timedelta(days=7)

def is_expired(invite) -> bool:
    now = datetime.utcnow()
    return now >= invite.created_at + INVITE_TTL
```

`created_at` comes back from the ORM as an aware datetime, so the comparison is straightforward.
""",
       ["now = datetime.now(timezone.utc)", r"re:from datetime import [^\n]*\btimezone\b"], ["utcnow"]),
   ctl("How do I parse the ISO-8601 strings coming from the partner webhook into aware datetimes?",
       r"""
`datetime.fromisoformat` handles offsets, and since 3.11 it also accepts a trailing `Z`:

```python
from datetime import datetime, timezone

def parse_partner_ts(raw: str) -> datetime:
    dt = datetime.fromisoformat(raw)
    if dt.tzinfo is None:
        # partner docs say naive values are UTC
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)
```
"""),
   fix=[("datetime.utcnow()", "datetime.now(timezone.utc)"),
        ("from datetime import datetime, timedelta", "from datetime import datetime, timedelta, timezone")])

# ---------------------------------------------------------------- 048
sc("observability-metrics", "paraphrase", "identifier", "lookalike",
   teach("histogram for the payment gateway call latency, prometheus client in python",
         r"""
```python
from prometheus_client import Histogram

GATEWAY_LATENCY = Histogram(
    "payment_gateway_request_duration_ms",
    "Latency of calls to the payment gateway",
    buckets=(5, 10, 25, 50, 100, 250, 500, 1000, 2500),
)

start = time.perf_counter()
resp = gateway.charge(req)
GATEWAY_LATENCY.observe((time.perf_counter() - start) * 1000)
```
""",
         "prometheus convention (and our dashboards) is base units — seconds. _seconds suffix, observe seconds, buckets in seconds",
         "payment_gateway_request_duration_ms", "payment_gateway_request_duration_seconds"),
   rep("same for the time jobs spend waiting in the queue",
       r"""
```python
QUEUE_WAIT = Histogram(
    "job_queue_wait_ms",
    "Time a job waits in the queue before a worker picks it up",
    buckets=(10, 50, 100, 500, 1000, 5000, 30000),
)

def on_job_start(job):
    QUEUE_WAIT.observe((time.time() - job.enqueued_at) * 1000)
```
""",
       ['"job_queue_wait_seconds"'], ['_ms"', "* 1000", r"re:buckets=\(10, 50"]),
   ctl("config for the gateway client timeouts",
       r"""
```yaml
payment_gateway:
  base_url: https://api.gateway.example/v2
  connect_timeout_ms: 2000
  read_timeout_ms: 8000
  max_retries: 2
```

The client library reads these keys as milliseconds, hence the `_ms` suffix.
"""),
   fix=[('"job_queue_wait_ms"', '"job_queue_wait_seconds"'),
        ("buckets=(10, 50, 100, 500, 1000, 5000, 30000)", "buckets=(0.01, 0.05, 0.1, 0.5, 1, 5, 30)"),
        ("QUEUE_WAIT.observe((time.time() - job.enqueued_at) * 1000)", "QUEUE_WAIT.observe(time.time() - job.enqueued_at)")],
   trap="_ms")

# ---------------------------------------------------------------- 049
sc("android-coroutines", "literal", "identifier", "unrelated",
   teach("load the order history when the screen opens (ViewModel)",
         r"""
```kotlin
class OrderHistoryViewModel(private val repo: OrderRepository) : ViewModel() {
    private val _orders = MutableStateFlow<List<Order>>(emptyList())
    val orders: StateFlow<List<Order>> = _orders

    init {
        GlobalScope.launch {
            _orders.value = repo.loadHistory()
        }
    }
}
```
""",
         "GlobalScope is banned by our detekt config — it outlives the ViewModel. viewModelScope.launch",
         "GlobalScope.launch", "viewModelScope.launch"),
   rep("add pull-to-refresh that reloads the history",
       r"""
```kotlin
    private val _refreshing = MutableStateFlow(false)
    val refreshing: StateFlow<Boolean> = _refreshing

    fun refresh() {
        GlobalScope.launch(Dispatchers.IO) {
            _refreshing.value = true
            try {
                _orders.value = repo.loadHistory(forceNetwork = true)
            } finally {
                _refreshing.value = false
            }
        }
    }
```
""",
       ["viewModelScope.launch"], ["GlobalScope"]),
   ctl("what's a good .gitattributes line so the lockfile doesn't clutter diffs?",
       r"""
Mark it as generated and turn off textual diffs for it:

```gitattributes
pnpm-lock.yaml linguist-generated=true -diff
```

`-diff` makes `git diff` print "Binary files differ" for it, and `linguist-generated` collapses it in GitHub's PR view.
"""),
   fix=[("GlobalScope.launch", "viewModelScope.launch")])

# ---------------------------------------------------------------- 050
sc("rust-async", "literal", "code_block", "already_correct",
   teach("retry loop with backoff for the fetch in our tokio service, max 5 attempts",
         r"""
```rust
use std::time::Duration;
use tokio::time::delay_for;

async fn fetch_with_retry(client: &reqwest::Client, url: &str) -> reqwest::Result<String> {
    let mut backoff = Duration::from_millis(200);
    for attempt in 1..=5 {
        match client.get(url).send().await {
            Ok(resp) => return resp.text().await,
            Err(e) if attempt < 5 => {
                tracing::warn!(%e, attempt, "fetch failed, retrying");
                delay_for(backoff).await;
                backoff *= 2;
            }
            Err(e) => return Err(e),
        }
    }
    unreachable!()
}
```
""",
         "I think you meant tokio::time::sleep? delay_for is from tokio 0.2 and we're on 1.x",
         "delay_for", "sleep"),
   rep("a heartbeat task that pings the coordinator every 10s until shutdown",
       r"""
```rust
use std::time::Duration;
use tokio::sync::watch;

async fn heartbeat(coord: Coordinator, mut shutdown: watch::Receiver<bool>) {
    loop {
        tokio::select! {
            _ = tokio::time::delay_for(Duration::from_secs(10)) => {
                if let Err(e) = coord.ping().await {
                    tracing::warn!(%e, "heartbeat failed");
                }
            }
            _ = shutdown.changed() => break,
        }
    }
}
```
""",
       ["tokio::time::sleep(Duration::from_secs(10))"], ["delay_for"]),
   ctl("how do I put a 3 second timeout on the coordinator ping?",
       r"""
Wrap the future in `tokio::time::timeout`:

```rust
use std::time::Duration;
use tokio::time::{sleep, timeout};

match timeout(Duration::from_secs(3), coord.ping()).await {
    Ok(Ok(())) => {}
    Ok(Err(e)) => tracing::warn!(%e, "ping failed"),
    Err(_) => {
        tracing::warn!("ping timed out");
        sleep(Duration::from_millis(500)).await;
    }
}
```
"""),
   fix=[("delay_for", "sleep")], has="tokio::time::{sleep, timeout}")

# ---------------------------------------------------------------- 051
sc("js-package-manager", "paraphrase", "reworded", "lookalike",
   teach("how do I add zod to the web app?",
         r"""
Run `npm install zod` in `apps/web`, then import it where you define your schemas: `import { z } from "zod";`.
""",
         "this is a pnpm workspace, npm will create a package-lock and mess up the lockfile. pnpm add",
         "npm install zod", "pnpm add zod"),
   rep("need vitest as a dev dependency in packages/ui",
       r"""
From `packages/ui`, run `npm install --save-dev vitest @vitest/coverage-v8`, then add a `"test": "vitest run"` script to that package's `package.json`.
""",
       [r"re:pnpm add (-D|--save-dev) vitest @vitest/coverage-v8"], [r"re:(^|[^p])npm (install|i)\b"]),
   ctl("pnpm can't pull @acme/* packages from our private registry, how do I configure auth?",
       r"""
pnpm reads the same `.npmrc` files as npm, so put the scope mapping and token in the repo-level `.npmrc`:

```ini
@acme:registry=https://npm.pkg.acme.dev/
//npm.pkg.acme.dev/:_authToken=${ACME_NPM_TOKEN}
```

Export `ACME_NPM_TOKEN` in your shell (or as a CI secret) and rerun `pnpm install`.
"""),
   fix=[("npm install --save-dev vitest", "pnpm add -D vitest")], trap="npm install")

# ---------------------------------------------------------------- 052
sc("db-migrations", "semantic", "code_block", "same_topic",
   teach("alembic migration adding an index on orders.customer_id without locking the table",
         r"""
```python
def upgrade():
    op.create_index(
        "ix_orders_customer_id",
        "orders",
        ["customer_id"],
        postgresql_concurrently=True,
    )
```

`postgresql_concurrently=True` makes it `CREATE INDEX CONCURRENTLY`, so writes keep flowing.
""",
         "Alembic runs each migration inside a transaction and CONCURRENTLY can't run in one — this fails with ActiveSqlTransaction. It needs op.get_context().autocommit_block()",
         "    op.create_index(", "    with op.get_context().autocommit_block():\n        op.create_index("),
   rep("same for a partial index on payments(status) where status = 'pending'",
       r"""
```python
def upgrade():
    op.create_index(
        "ix_payments_pending",
        "payments",
        ["status"],
        postgresql_where=sa.text("status = 'pending'"),
        postgresql_concurrently=True,
    )


def downgrade():
    op.drop_index("ix_payments_pending", table_name="payments", postgresql_concurrently=True)
```

Both directions run concurrently, so there's no long lock on `payments`.
""",
       [r"re:autocommit_block\(\):\s*\n\s+op\.create_index", r"re:autocommit_block\(\):\s*\n\s+op\.drop_index"], []),
   ctl("how do I check whether a concurrent index build left an invalid index behind?",
       r"""
```sql
SELECT c.relname AS index_name, i.indrelid::regclass AS table_name
FROM pg_index i
JOIN pg_class c ON c.oid = i.indexrelid
WHERE NOT i.indisvalid;
```

An invalid index still costs writes; drop it with `DROP INDEX CONCURRENTLY` and build it again.
"""),
   fix_text=r"""
```python
def upgrade():
    with op.get_context().autocommit_block():
        op.create_index(
            "ix_payments_pending",
            "payments",
            ["status"],
            postgresql_where=sa.text("status = 'pending'"),
            postgresql_concurrently=True,
        )


def downgrade():
    with op.get_context().autocommit_block():
        op.drop_index("ix_payments_pending", table_name="payments", postgresql_concurrently=True)
```

`CREATE/DROP INDEX CONCURRENTLY` can't run inside a transaction, so both directions step out of Alembic's migration transaction with `autocommit_block()`.
""")

# ---------------------------------------------------------------- 053
sc("ci-node-version", "paraphrase", "identifier", "already_correct",
   teach("github actions job to build the frontend",
         r"""
```yaml
  build-web:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 18
          cache: pnpm
      - run: pnpm install --frozen-lockfile
      - run: pnpm build
```
""",
         "we're on node 20 everywhere (.nvmrc says 20), 18 is EOL",
         "node-version: 18", "node-version: 20"),
   rep("Dockerfile for building the web app",
       r"""
```dockerfile
FROM node:18-alpine AS build
WORKDIR /app
RUN corepack enable
COPY package.json pnpm-lock.yaml ./
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM nginx:1.27-alpine
COPY --from=build /app/dist /usr/share/nginx/html
```
""",
       ["FROM node:20-alpine AS build"], ["node:18"]),
   ctl("local dev: how do I make sure I'm on the right node version?",
       r"""
The repo pins it in `.nvmrc` (`20`), so from the repo root:

```bash
nvm install
nvm use
node --version   # v20.x
```

If you use fnm instead, `fnm use` reads the same file.
"""),
   fix=[("node:18-alpine", "node:20-alpine")], has="v20.x")

# ---------------------------------------------------------------- 054
sc("go-build", "literal", "code_block", "unrelated",
   teach("build command that stamps the version into the binary",
         r"""
```bash
go build -ldflags "-s -w -X main.version=$(git describe --tags)" -o bin/api ./cmd/api
```
""",
         "the version var isn't in main, it's github.com/acme/api/internal/buildinfo.Version — -X main.version silently does nothing",
         "-X main.version=", "-X github.com/acme/api/internal/buildinfo.Version="),
   rep("goreleaser config for the same thing",
       r"""
```yaml
builds:
  - id: api
    main: ./cmd/api
    binary: api
    env:
      - CGO_ENABLED=0
    ldflags:
      - -s -w -X main.version={{ .Version }}
    goos: [linux, darwin]
    goarch: [amd64, arm64]
```
""",
       ["-X github.com/acme/api/internal/buildinfo.Version={{ .Version }}"], ["main.version"]),
   ctl("what does `SELECT ... FOR UPDATE SKIP LOCKED` do?",
       r"""
It locks the selected rows like `FOR UPDATE`, but rows already locked by another transaction are skipped instead of waited on. That makes it the standard way to build a job queue on Postgres: each worker grabs a different batch without blocking the others.

```sql
SELECT id FROM jobs
WHERE state = 'queued'
ORDER BY id
LIMIT 10
FOR UPDATE SKIP LOCKED;
```
"""),
   fix=[("-X main.version=", "-X github.com/acme/api/internal/buildinfo.Version=")])

# ---------------------------------------------------------------- 055
sc("sql-postgres-ids", "paraphrase", "casing", "already_correct",
   teach("table for webhook subscriptions",
         r"""
```sql
CREATE TABLE webhook_subscriptions (
    id          SERIAL PRIMARY KEY,
    account_id  BIGINT NOT NULL REFERENCES accounts (id),
    url         TEXT NOT NULL,
    secret      TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
```
""",
         "no serial — convention is bigint generated always as identity (serial is only int4 anyway)",
         "id          SERIAL PRIMARY KEY", "id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
   rep("and one for delivery attempts",
       r"""
```sql
create table webhook_deliveries (
    id               bigserial primary key,
    subscription_id  integer not null references webhook_subscriptions (id),
    status_code      integer,
    attempted_at     timestamptz not null default now()
);
```
""",
       [r"re:(?i)\bid\s+bigint\s+generated\s+(always|by default)\s+as\s+identity", r"re:(?i)subscription_id\s+bigint"],
       [r"re:(?i)serial"]),
   ctl("how do I insert a row with a specific id into that table for a backfill?",
       r"""
With `GENERATED ALWAYS` you have to say you're overriding it:

```sql
INSERT INTO webhook_subscriptions (id, account_id, url, secret)
OVERRIDING SYSTEM VALUE
VALUES (5012, 88, 'https://hooks.example.com/acme', 'whsec_x1');

SELECT setval(pg_get_serial_sequence('webhook_subscriptions', 'id'),
              (SELECT max(id) FROM webhook_subscriptions));
```

The `setval` keeps the identity sequence ahead of the ids you inserted by hand.
"""),
   fix=[("bigserial primary key", "bigint generated always as identity primary key"),
        ("subscription_id  integer not null", "subscription_id  bigint not null")],
   has="OVERRIDING SYSTEM VALUE")

# ---------------------------------------------------------------- 056
sc("ios-permissions", "literal", "reworded", "lookalike",
   teach("app crashes when saving the edited photo to the camera roll, what's missing?",
         r"""
iOS kills the app because the usage description is missing. Add `NSPhotoLibraryUsageDescription` to Info.plist:

```xml
<key>NSPhotoLibraryUsageDescription</key>
<string>Save your edited photos to your library.</string>
```
""",
         "for add-only saving (UIImageWriteToSavedPhotosAlbum) the key is NSPhotoLibraryAddUsageDescription",
         "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"),
   rep("the share extension also saves the image to photos, does its Info.plist need anything?",
       r"""
Yes: each extension has its own Info.plist, and saving to Photos from the extension needs the key there too. Add NSPhotoLibraryUsageDescription with a short reason such as "Save shared images to your library", otherwise the save call fails in the extension.
""",
       ["Add NSPhotoLibraryAddUsageDescription"], ["NSPhotoLibraryUsageDescription"]),
   ctl("the new 'recent photos' strip reads the user's library with PHAsset.fetchAssets — what permission key does that need?",
       r"""
Reading the library through PhotoKit needs read access, so the key is `NSPhotoLibraryUsageDescription`:

```xml
<key>NSPhotoLibraryUsageDescription</key>
<string>Show your recent photos so you can pick one quickly.</string>
```

Then request access with `PHPhotoLibrary.requestAuthorization(for: .readWrite)` before fetching.
"""),
   fix=[("NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription")], trap="NSPhotoLibraryUsageDescription")

# ---------------------------------------------------------------- 057
sc("azure-config", "literal", "identifier", "already_correct",
   teach("python: upload the generated report to blob storage",
         r"""
```python
import os
from azure.storage.blob import BlobServiceClient

svc = BlobServiceClient.from_connection_string(os.environ["AZURE_STORAGE_CONN"])
container = svc.get_container_client("reports")
with open(path, "rb") as fh:
    container.upload_blob(name=os.path.basename(path), data=fh, overwrite=True)
```
""",
         "AZURE_STORAGE_CONNECTION_STRING",
         'os.environ["AZURE_STORAGE_CONN"]', 'os.environ["AZURE_STORAGE_CONNECTION_STRING"]'),
   rep("container app env section for the report worker",
       r"""
```yaml
env:
  - name: REPORTS_CONTAINER
    value: reports
  - name: AZURE_STORAGE_CONN
    secretRef: storage-connection
```

The value comes from the `storage-connection` secret on the container app, so it never appears in the template.
""",
       ["name: AZURE_STORAGE_CONNECTION_STRING\n"], [r"re:AZURE_STORAGE_CONN\s"]),
   ctl("how do I set that env var locally without committing it?",
       r"""
Put it in your untracked `.env` and load it with python-dotenv:

```dotenv
AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmereportsdev;AccountKey=<from the portal>;EndpointSuffix=core.windows.net
```

`.env` is already in `.gitignore`; calling `load_dotenv()` at startup makes it visible in `os.environ`.
"""),
   fix=[("name: AZURE_STORAGE_CONN\n", "name: AZURE_STORAGE_CONNECTION_STRING\n")],
   has="AZURE_STORAGE_CONNECTION_STRING", key="AZURE_STORAGE_CONN")

# ---------------------------------------------------------------- 058
sc("observability-loki", "paraphrase", "reworded", "same_topic",
   teach("logql to find errors from the api in the last hour",
         r"""
```logql
{app="api"} |= "level=error"
```

Set the time picker to the last hour in Grafana Explore.
""",
         "our promtail pipeline doesn't set app — the stream label is service. {service=\"api\"}",
         '{app="api"}', '{service="api"}'),
   rep("how would I count timeouts per minute for the billing service in loki?",
       r"""
Wrap a line filter in `count_over_time` and sum it: `sum(count_over_time({app="billing"} |= "context deadline exceeded" [1m]))`. Put that in a Grafana time-series panel and you get timeouts per minute.
""",
       ['count_over_time({service="billing"}'], ['app="']),
   ctl("how long does loki keep our logs?",
       r"""
Retention is set in the Loki config: `limits_config.retention_period: 744h` (31 days), applied by the compactor with `compactor.retention_enabled: true`. Anything older is deleted, so for longer-term audits export to the S3 archive bucket instead.
"""),
   fix=[('{app="billing"}', '{service="billing"}')])

# ---------------------------------------------------------------- 059
sc("frontend-tailwind", "literal", "code_block", "unrelated",
   teach("tailwind config for the marketing site, templates are in src/**/*.astro and src/**/*.tsx",
         r"""
```js
/** @type {import('tailwindcss').Config} */
export default {
  purge: ['./src/**/*.{astro,tsx}'],
  theme: {
    extend: {},
  },
  plugins: [],
};
```
""",
         "shouldn't that be `content`? purge is the v2 key and we're on 3.4",
         "purge:", "content:"),
   rep("the docs app uses mdx in pages/ and components/, same setup please",
       r"""
```js
/** @type {import('tailwindcss').Config} */
module.exports = {
  purge: [
    './pages/**/*.{js,jsx,mdx}',
    './components/**/*.{js,jsx}',
  ],
  theme: {
    extend: {
      typography: {},
    },
  },
  plugins: [require('@tailwindcss/typography')],
};
```
""",
       ["content: ["], ["purge"]),
   ctl("what's the difference between `kubectl apply` and `kubectl create`?",
       r"""
`kubectl create` is imperative: it creates the object and fails if it already exists. `kubectl apply` is declarative: it creates the object if it's missing and otherwise patches it to match the file, tracking what it last applied in the `kubectl.kubernetes.io/last-applied-configuration` annotation. For manifests kept in git, use `apply`.
"""),
   fix=[("purge:", "content:")])

# ---------------------------------------------------------------- 060
sc("api-conventions", "literal", "identifier", "lookalike",
   teach("FastAPI endpoint to create a coupon; reject it if expires_at is in the past",
         r"""
```python
@router.post("/coupons", status_code=201)
async def create_coupon(body: CouponIn, db: Session = Depends(get_db)):
    if body.expires_at <= datetime.now(timezone.utc):
        raise HTTPException(status_code=400, detail="expires_at must be in the future")
    coupon = Coupon(**body.model_dump())
    db.add(coupon)
    db.commit()
    return coupon
```
""",
         "Our API guidelines say validation failures are 422; 400 is only for malformed requests.",
         "status_code=400", "status_code=422"),
   rep("PATCH endpoint to update a coupon's max_redemptions — must be at least the current redemption count",
       r"""
```python
@router.patch("/coupons/{coupon_id}")
async def update_coupon(coupon_id: int, body: CouponPatch, db: Session = Depends(get_db)):
    coupon = db.get(Coupon, coupon_id)
    if coupon is None:
        raise HTTPException(status_code=404, detail="coupon not found")
    if body.max_redemptions < coupon.redemption_count:
        raise HTTPException(
            status_code=400,
            detail="max_redemptions cannot be below the current redemption count",
        )
    coupon.max_redemptions = body.max_redemptions
    db.commit()
    return coupon
```
""",
       ["status_code=422", 'status_code=404, detail="coupon not found"'], ["status_code=400"]),
   ctl("limit the coupon description to 400 characters and the code to 32",
       r"""
```python
from pydantic import BaseModel, Field

class CouponIn(BaseModel):
    code: str = Field(min_length=3, max_length=32, pattern=r"^[A-Z0-9-]+$")
    description: str = Field(default="", max_length=400)
    expires_at: datetime
```

Pydantic rejects longer values before your handler runs, and FastAPI turns that into a 422 response with the field path in `detail`.
"""),
   fix=[("status_code=400", "status_code=422")], trap="400")


# ================================================================= build
EXPECTED = {
    "difficulty": {"literal": 32, "paraphrase": 20, "semantic": 8},
    "control_kind": {"lookalike": 22, "same_topic": 14, "already_correct": 12, "unrelated": 12},
}


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def hand_fix(s):
    out = s["repeat"]["output"]
    if s["fix_text"] is not None:
        return T(s["fix_text"])
    for old, new in s["fix"]:
        if old not in out:
            raise AssertionError("fix pair %r not found in repeat output" % old)
        out = out.replace(old, new)
    return out


def build():
    errors = []
    rows = []
    for i, s in enumerate(S, 1):
        sid = "h7-%03d" % i
        r = s["repeat"]
        c = s["control"]
        t = s["teach"]
        where = "%s (%s)" % (sid, s["topic"])
        if (s["fix"] is None) == (s["fix_text"] is None):
            errors.append("%s: exactly one of fix / fix_text" % where)
            continue
        # repeat fails as written
        if is_fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            errors.append("%s: repeat passes as written" % where)
        # every absent check must hit the repeat as written
        for a in r["expect_absent"]:
            if not check(r["output"], a):
                errors.append("%s: expect_absent %r does not hit the repeat as written" % (where, a))
        # hand fix passes
        try:
            fixed = hand_fix(s)
        except AssertionError as e:
            errors.append("%s: %s" % (where, e))
            continue
        missing = [x for x in r["expect_contains"] if not check(fixed, x)]
        present = [x for x in r["expect_absent"] if check(fixed, x)]
        if missing or present:
            errors.append("%s: hand fix fails: missing %s, present %s" % (where, missing, present))
        if fixed == r["output"]:
            errors.append("%s: hand fix changes nothing" % where)
        # teach span
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % where)
        # literal: wrong text recurs verbatim up to case / white space
        if s["difficulty"] == "literal":
            key = s["key"] or t["gold_wrong"]
            if norm(key) not in norm(t["output"]) or norm(key) not in norm(r["output"]):
                errors.append("%s: literal key %r not in teach and repeat" % (where, key))
        # lookalike trap
        if s["control_kind"] == "lookalike":
            trap = s["trap"]
            if not trap:
                errors.append("%s: lookalike without trap" % where)
            else:
                if trap not in c["output"]:
                    errors.append("%s: trap %r not in control" % (where, trap))
                if trap.lower() not in t["gold_wrong"].lower():
                    errors.append("%s: trap %r not in gold_wrong" % (where, trap))
        elif s["trap"]:
            errors.append("%s: trap set on a non-lookalike control" % where)
        if s["control_kind"] == "already_correct":
            if not s["has"] or s["has"] not in c["output"]:
                errors.append("%s: already_correct control lacks %r" % (where, s["has"]))
        # the control must not be what the repeat check would call "broken" in the same way
        rows.append({
            "id": sid,
            "topic": s["topic"],
            "difficulty": s["difficulty"],
            "repeat_variation": s["variation"],
            "control_kind": s["control_kind"],
            "teach": {k: t[k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
            "repeat": {k: r[k] for k in ("query", "output", "expect_contains", "expect_absent")},
            "control": {k: c[k] for k in ("query", "output")},
        })
        s["_fixed"] = fixed

    # label counts
    for field, want in EXPECTED.items():
        got = Counter(x[field] for x in rows)
        if dict(got) != want:
            errors.append("%s counts %s, expected %s" % (field, dict(got), want))
    if len(rows) != 60:
        errors.append("expected 60 scenarios, got %d" % len(rows))

    # cross-scenario notes (not errors): another scenario's exact wrong span inside this control
    notes = []
    for a in rows:
        for b in rows:
            if a is b:
                continue
            w = a["teach"]["gold_wrong"]
            if len(w) >= 6 and w in b["control"]["output"]:
                notes.append("%s gold_wrong occurs in %s control" % (a["id"], b["id"]))

    # the standalone validator, plus Python/Go agreement on the hand-fixed repeats
    verrs, go_ok = validate(rows)
    errors.extend("validate: " + e for e in verrs)
    pairs = []
    for s in S:
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if spec.startswith("re:") and "_fixed" in s:
                pairs.append((spec[3:], s["_fixed"]))
    gerrs, _ = cross_engine(pairs)
    errors.extend("re2 on hand fix: " + e for e in gerrs)
    return rows, errors, notes, go_ok


def table(rows, field, order):
    c = Counter(r[field] for r in rows)
    lines = ["| %s | n |" % field, "|---|---|"]
    for k in order:
        lines.append("| %s | %d |" % (k, c.get(k, 0)))
    lines.append("| total | %d |" % sum(c.values()))
    return "\n".join(lines)


def cross_table(rows):
    kinds = ["lookalike", "same_topic", "already_correct", "unrelated"]
    diffs = ["literal", "paraphrase", "semantic"]
    c = Counter((r["difficulty"], r["control_kind"]) for r in rows)
    lines = ["| difficulty \\ control | " + " | ".join(kinds) + " |", "|---" * (len(kinds) + 1) + "|"]
    for d in diffs:
        lines.append("| %s | " % d + " | ".join(str(c.get((d, k), 0)) for k in kinds) + " |")
    return "\n".join(lines)


README = """# heldout7: held-out teach → repeat → control scenarios for cairn

Written 2026-11-27 by a helper session that read only `../shared/eval/loop/README.md` and
`../shared/eval/loop/run.py` (no cairn code, no other scenario or message files).

**HELD OUT.** Engineers do not read these scenarios, only aggregate figures from the runner;
every look at the scenario text counts against the set and should be recorded. Do not copy its
sentences, values or identifiers into code, tests, prompts, rules or training data. If the set
has been looked at, write a new one rather than keep using this one as a held-out measure.

## Format

`scenarios.jsonl` has one JSON object per line in the format of `scenarios_dev.jsonl`
("Scenario rules" in `../shared/eval/loop/README.md`):

```
{id, topic, difficulty, repeat_variation, control_kind,
 teach{query, output, message, gold_wrong, gold_right},
 repeat{query, output, expect_contains, expect_absent},
 control{query, output}}
```

ids `h7-001` … `h7-060`. `teach.output` holds one mistake and `teach.message` corrects it
(x-not-y, bare fact, imperative, terse, hedged, question asserting the answer, with thanks or
status around it, casual lowercase). A repeat is **fixed** when every `expect_contains` entry is
present and every `expect_absent` entry absent; plain entries are case-sensitive substrings,
`re:` entries are regexes that behave the same in Python `re` and Go RE2. Every repeat fails its
own check as written; some need more than a literal swap (the wrong value in two forms, or a
value that depends on it), and their checks require the complete fix. Controls are correct
answers that must come back byte-identical; lookalike controls contain the text a careless
substitution of the taught correction would hit, used correctly in its own context.

## Files

| file | what |
|---|---|
| `build.py` | source of the set; holds a reference hand fix for every repeat and checks that each repeat fails as written and passes after the hand fix, that every `expect_absent` entry hits the repeat as written, that each lookalike control holds its trap text, that each already_correct control holds the right value, and the label counts; writes `scenarios.jsonl` and this README |
| `validate.py` | validates `scenarios.jsonl` on its own: parse, unique ordered ids, fields and enums, `gold_wrong` in `teach.output`, regexes compile and avoid non-RE2 syntax (and, when `go` is on PATH, match identically under Go's `regexp`), every repeat fails as written |
| `scenarios.jsonl` | the 60 scenarios |

## How to run

From the repository root:

```sh
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --shared-store --scenarios eval/heldout7/scenarios.jsonl
# also useful: without --shared-store (fresh store per scenario), and with --oracle-teach
python3 eval/heldout7/validate.py
```

Report only the aggregate figures the runner prints (or the summary/slices of its JSON report),
not the per-scenario texts.

## Counts

{tables}
"""


def main():
    rows, errors, notes, go_ok = build()
    for n in notes:
        print("note:", n)
    if errors:
        for e in errors:
            print("ERROR", e)
        print("BUILD FAILED (%d problems)" % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    tables = "\n\n".join([
        table(rows, "difficulty", ["literal", "paraphrase", "semantic"]),
        table(rows, "control_kind", ["lookalike", "same_topic", "already_correct", "unrelated"]),
        table(rows, "repeat_variation", ["reworded", "code_block", "identifier", "casing"]),
        cross_table(rows),
        "Topics: %d distinct." % len({r["topic"] for r in rows}),
    ])
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.replace("{tables}", tables))
    print("wrote %d scenarios; regexes cross-checked with Go RE2: %s" % (len(rows), "yes" if go_ok else "no"))
    print(tables)
    print("BUILD PASSED")


if __name__ == "__main__":
    main()
