#!/usr/bin/env python3
"""Build and verify eval/dev12/scenarios.jsonl (teach -> repeat -> control).

    python3 build.py            # verify everything, write scenarios.jsonl, refresh README counts

The scenarios are held here as Python data, each repeat with its hand fix.
Verified before anything is written:
  - JSON shape of every scenario, ids d12-001 .. d12-060, enum values;
  - counts per difficulty (30/20/10) and control_kind (25/12/12/11);
  - every `re:` check compiles in Python re and in Go RE2 (a tiny Go program
    run with `go run` in a temporary directory) and matches identically in both
    on every text of the set;
  - every repeat as written FAILS its own checks; its hand fix PASSES them;
  - gold_wrong occurs in teach.output; literal repeats carry the wrong text
    verbatim (up to case and white space);
  - lookalike / already_correct controls contain their trap text;
  - a scenario's wrong text and absent checks do not hit another scenario's
    texts unless listed in ALLOWED_CROSS.
Standard library only (plus the Go toolchain for the RE2 check).
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
README = os.path.join(HERE, "README.md")

DIFFICULTIES = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KINDS = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = ("reworded", "code_block", "identifier", "casing")


def t(s):
    return s.strip("\n")


SCEN = []


def S(n, topic, difficulty, variation, control_kind, *, teach, repeat, control,
      team=False, trap=None, core=None):
    SCEN.append({
        "n": n, "topic": topic, "difficulty": difficulty, "variation": variation,
        "control_kind": control_kind, "team": team, "trap": trap, "core": core,
        "teach": teach, "repeat": repeat, "control": control,
    })


# ============================================================== scenarios

# ---------------------------------------------------------------- 001
S(1, "http", "paraphrase", "identifier", "unrelated",
  teach=dict(
      query="Add timeouts to the http.Server in cmd/ledger/main.go, the pentest flagged slowloris.",
      output=t("""
Bound how long the server waits for request headers so slow clients can't hold connections open:

```go
srv := &http.Server{
    Addr:              ":8443",
    Handler:           router,
    ReadHeaderTimeout: 5,
}
log.Fatal(srv.ListenAndServeTLS(certFile, keyFile))
```

`ReadHeaderTimeout` only covers the headers, so large request bodies are unaffected.
"""),
      message="ReadHeaderTimeout is a time.Duration, so a bare 5 means five nanoseconds. It should be 5 * time.Second.",
      gold_wrong="ReadHeaderTimeout: 5,",
      gold_right="ReadHeaderTimeout: 5 * time.Second,"),
  repeat=dict(
      query="The admin server streams big CSV exports. Give it a write timeout as well.",
      output=t("""
Give the admin listener its own server and cap the time spent writing a response:

```go
admin := &http.Server{
    Addr:         "127.0.0.1:9091",
    Handler:      adminMux,
    WriteTimeout: 120,
}
go func() { log.Fatal(admin.ListenAndServe()) }()
```

Exports get two minutes to finish before the connection is closed.
"""),
      fix=[("WriteTimeout: 120,", "WriteTimeout: 120 * time.Second,")],
      contains=[r"re:WriteTimeout:\s*120 \* time\.Second"],
      absent=[r"re:WriteTimeout:\s*120,"]),
  control=dict(
      query="How do I run only the tests in ./internal/ledger with the race detector?",
      output=t("""
```sh
go test -race ./internal/ledger/...
```

Add `-run TestPosting` to limit it to tests whose names match that regular expression, and `-count=1` to bypass the test cache.
""")))

# ---------------------------------------------------------------- 002
S(2, "go", "paraphrase", "code_block", "same_topic",
  teach=dict(
      query="GetInvoice wraps its errors. In the handler I want a 404 when the invoice doesn't exist.",
      output=t("""
Keep the wrap in the repository:

```go
func (r *Repo) GetInvoice(ctx context.Context, id int64) (*Invoice, error) {
    var inv Invoice
    err := r.db.QueryRowContext(ctx, selectInvoice, id).Scan(&inv.ID, &inv.Total, &inv.Status)
    if err != nil {
        return nil, fmt.Errorf("get invoice %d: %w", id, err)
    }
    return &inv, nil
}
```

and map the sentinel in the handler:

```go
inv, err := h.repo.GetInvoice(r.Context(), id)
if err == sql.ErrNoRows {
    http.Error(w, "invoice not found", http.StatusNotFound)
    return
}
if err != nil {
    http.Error(w, "internal error", http.StatusInternalServerError)
    return
}
```
"""),
      message="that == never matches once the error is wrapped with %w. errors.Is(err, sql.ErrNoRows) walks the chain.",
      gold_wrong="err == sql.ErrNoRows",
      gold_right="errors.Is(err, sql.ErrNoRows)"),
  repeat=dict(
      query="The customers repo on pgx v5 wraps errors the same way. The handler should 404 on a missing customer.",
      output=t("""
Repository:

```go
func (r *CustomerRepo) Get(ctx context.Context, id uuid.UUID) (Customer, error) {
    var c Customer
    err := r.pool.QueryRow(ctx, selectCustomer, id).Scan(&c.ID, &c.Name, &c.Email)
    if err != nil {
        return Customer{}, fmt.Errorf("load customer %s: %w", id, err)
    }
    return c, nil
}
```

Handler:

```go
c, err := h.customers.Get(r.Context(), id)
if err == pgx.ErrNoRows {
    writeError(w, http.StatusNotFound, "customer not found")
    return
}
```
"""),
      fix=[("if err == pgx.ErrNoRows {", "if errors.Is(err, pgx.ErrNoRows) {")],
      contains=["errors.Is(err, pgx.ErrNoRows)"],
      absent=["err == pgx.ErrNoRows"]),
  control=dict(
      query="How do I turn a unique-constraint violation from pgx into a 409?",
      output=t("""
Unwrap to the driver error and check the SQLSTATE:

```go
var pgErr *pgconn.PgError
if errors.As(err, &pgErr) && pgErr.Code == "23505" {
    writeError(w, http.StatusConflict, "email already registered")
    return
}
```

23505 is `unique_violation`; `pgErr.ConstraintName` tells you which index fired.
""")),
  core="err == ")

# ---------------------------------------------------------------- 003
S(3, "go-modules", "literal", "code_block", "lookalike", team=True,
  teach=dict(
      query="go get of our internal packages fails with 410 Gone from proxy.golang.org. How should Go be configured?",
      output=t("""
The public proxy and checksum database can't see private code, so mark those paths as private:

```sh
go env -w GOPRIVATE='github.com/tallow-eng/*'
```

GOPRIVATE also implies GONOPROXY and GONOSUMDB, so `go get` clones straight from the repository with your git credentials.
"""),
      message="Internal modules live on git.tallow.internal. github.com/tallow-eng only has the open-source SDK, and the public proxy serves that one fine.",
      gold_wrong="GOPRIVATE='github.com/tallow-eng/*'",
      gold_right="GOPRIVATE='git.tallow.internal/*'"),
  repeat=dict(
      query="Set up the CI build job so it can download our private Go modules.",
      output=t("""
Put the setting in the job environment so every `go` command sees it:

```yaml
build:
  stage: build
  variables:
    GOPRIVATE: "github.com/tallow-eng/*"
    GOFLAGS: "-mod=readonly"
  script:
    - go build ./...
    - go test ./...
```
"""),
      fix=[('GOPRIVATE: "github.com/tallow-eng/*"', 'GOPRIVATE: "git.tallow.internal/*"')],
      contains=["git.tallow.internal/*"],
      absent=["github.com/tallow-eng/*"]),
  control=dict(
      query="How do I add our public Go SDK to the examples repo?",
      output=t("""
The SDK is public, so no extra configuration is needed:

```sh
go get github.com/tallow-eng/tallow-go@v1.4.0
```

then import `github.com/tallow-eng/tallow-go/client` and build a client with `client.New(apiKey)`.
""")),
  trap="github.com/tallow-eng/", core="github.com/tallow-eng/*")

# ---------------------------------------------------------------- 004
S(4, "go", "literal", "code_block", "already_correct", team=True,
  teach=dict(
      query="Write a Dockerfile for the ledger service.",
      output=t("""
A multi-stage build keeps the runtime image small:

```dockerfile
FROM golang:1.23-alpine AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/ledger ./cmd/ledger

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/ledger /ledger
USER nonroot
ENTRYPOINT ["/ledger"]
```
"""),
      message="Builds fine, thanks. One thing: we pin Go 1.22 everywhere until the platform team finishes the upgrade, so the build stage has to be golang:1.22-alpine.",
      gold_wrong="golang:1.23-alpine",
      gold_right="golang:1.22-alpine"),
  repeat=dict(
      query="Same thing for the reconciler worker, please.",
      output=t("""
Same layout, different entry point:

```dockerfile
FROM golang:1.23-alpine AS builder
WORKDIR /app
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /bin/reconciler ./cmd/reconciler

FROM gcr.io/distroless/static-debian12
COPY --from=builder /bin/reconciler /reconciler
USER nonroot
ENTRYPOINT ["/reconciler"]
```
"""),
      fix=[("golang:1.23-alpine", "golang:1.22-alpine")],
      contains=["golang:1.22-alpine"],
      absent=["golang:1.23"]),
  control=dict(
      query="And a Dockerfile for the webhook relay; it needs CA certificates for outbound TLS.",
      output=t("""
```dockerfile
FROM golang:1.22-alpine AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -o /out/relay ./cmd/relay

FROM alpine:3.20
RUN apk add --no-cache ca-certificates
COPY --from=build /out/relay /usr/local/bin/relay
ENTRYPOINT ["relay"]
```

`ca-certificates` gives the relay the system trust store for calling customer endpoints.
""")),
  trap="golang:1.22-alpine")

# ---------------------------------------------------------------- 005
S(5, "orm", "semantic", "reworded", "lookalike",
  teach=dict(
      query="With GORM, how do I check whether a user with this email already exists?",
      output=t("""
`First` doesn't return an error when nothing matches; it just leaves the struct zeroed, so check the primary key afterwards:

```go
var u User
db.Where("email = ?", email).First(&u)
if u.ID == 0 {
    // no user with that email
}
```
"""),
      message="First does return gorm.ErrRecordNotFound when there's no row. It's Find that comes back with a nil error on an empty result.",
      gold_wrong="`First` doesn't return an error when nothing matches; it just leaves the struct zeroed",
      gold_right="`First` returns `gorm.ErrRecordNotFound` when nothing matches"),
  repeat=dict(
      query="GORM again: if First finds no order with that reference I want a 404. What does it return in that case?",
      output=t("""
Nothing errors out: `First` gives back a nil error and leaves `order` at its zero value, so test the ID:

```go
var order Order
db.Where("reference = ?", ref).First(&order)
if order.ID == 0 {
    return c.JSON(http.StatusNotFound, errorBody("order not found"))
}
```
"""),
      fix=t("""
`First` returns `gorm.ErrRecordNotFound` when no row matches, so check the error:

```go
var order Order
err := db.Where("reference = ?", ref).First(&order).Error
if errors.Is(err, gorm.ErrRecordNotFound) {
    return c.JSON(http.StatusNotFound, errorBody("order not found"))
}
if err != nil {
    return err
}
```
"""),
      contains=["ErrRecordNotFound"],
      absent=[r"re:(?i)gives back a nil error|returns? a nil error", "order.ID == 0"]),
  control=dict(
      query="With GORM, how do I load every invoice for an account, and what happens if there are none?",
      output=t("""
Use `Find` with a slice:

```go
var invoices []Invoice
if err := db.Where("account_id = ?", accountID).Find(&invoices).Error; err != nil {
    return err
}
if len(invoices) == 0 {
    // account has no invoices yet
}
```

`Find` returns a nil error when nothing matches; you just get an empty slice.
""")),
  trap="returns a nil error when nothing matches")

# ---------------------------------------------------------------- 006
S(6, "http", "literal", "identifier", "lookalike", team=True,
  teach=dict(
      query="Which port does ledger serve Prometheus metrics on? I'm writing the scrape config.",
      output=t("""
ledger serves the API on 8443 and Prometheus metrics on 9100:

```yaml
- job_name: ledger
  metrics_path: /metrics
  static_configs:
    - targets: ['ledger.ledger.svc:9100']
```
"""),
      message="Metrics are on 9464 for ledger. 9100 is node-exporter on the hosts, you'd be scraping the node instead.",
      gold_wrong="ledger.ledger.svc:9100",
      gold_right="ledger.ledger.svc:9464"),
  repeat=dict(
      query="Set the env var so ledger's metrics exporter binds to the right port in the deployment.",
      output=t("""
Add it to the container env:

```yaml
env:
  - name: LEDGER_HTTP_ADDR
    value: ":8443"
  - name: LEDGER_METRICS_ADDR
    value: ":9100"
```
"""),
      fix=[('value: ":9100"', 'value: ":9464"')],
      contains=['value: ":9464"'],
      absent=["9100"]),
  control=dict(
      query="What port does node-exporter listen on on our hosts? The firewall rule needs it.",
      output=t("""
node-exporter listens on 9100 (`--web.listen-address=:9100` is its default), so open TCP 9100 from the Prometheus subnet only:

```sh
ufw allow from 10.20.0.0/16 to any port 9100 proto tcp
```
""")),
  trap="9100", core="9100")

# ---------------------------------------------------------------- 007
S(7, "cargo", "paraphrase", "code_block", "unrelated",
  teach=dict(
      query="Add serde so I can derive Serialize on the Config struct.",
      output=t("""
Add serde to `Cargo.toml`:

```toml
[dependencies]
serde = "1.0"
serde_json = "1.0"
```

and derive it on the struct:

```rust
use serde::Serialize;

#[derive(Serialize)]
struct Config {
    port: u16,
    db_url: String,
}
```
"""),
      message='That won\'t compile, the derive macros are behind a feature: serde = { version = "1.0", features = ["derive"] }',
      gold_wrong='serde = "1.0"',
      gold_right='serde = { version = "1.0", features = ["derive"] }'),
  repeat=dict(
      query="New crate for the audit events. Write the Cargo.toml so the event structs can derive Deserialize.",
      output=t("""
```toml
[package]
name = "audit-events"
version = "0.1.0"
edition = "2021"

[dependencies]
serde = "1"
chrono = { version = "0.4", features = ["serde"] }
uuid = { version = "1", features = ["serde", "v4"] }
```

```rust
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct AuditEvent {
    pub id: uuid::Uuid,
    pub actor: String,
    pub at: chrono::DateTime<chrono::Utc>,
}
```
"""),
      fix=[('serde = "1"\n', 'serde = { version = "1", features = ["derive"] }\n')],
      contains=[r're:serde\s*=\s*\{[^}\n]*features\s*=\s*\[[^\]\n]*"derive"'],
      absent=[r're:(?m)^serde\s*=\s*"1(\.0)?"']),
  control=dict(
      query="How do I make the release binary smaller?",
      output=t("""
Tune the release profile in `Cargo.toml`:

```toml
[profile.release]
opt-level = "z"
lto = true
codegen-units = 1
strip = true
panic = "abort"
```

`panic = "abort"` drops unwinding, so only use it if nothing relies on `catch_unwind`.
""")))

# ---------------------------------------------------------------- 008
S(8, "rust", "semantic", "reworded", "lookalike",
  teach=dict(
      query="Our axum app keeps a HashMap of hit counters in shared state. Which Mutex should I use?",
      output=t("""
In async code always use `tokio::sync::Mutex`; `std::sync::Mutex` blocks the executor thread and will stall the runtime.

```rust
#[derive(Clone)]
struct AppState {
    hits: Arc<tokio::sync::Mutex<HashMap<String, u64>>>,
}

async fn track(State(state): State<AppState>, uri: Uri) {
    let mut hits = state.hits.lock().await;
    *hits.entry(uri.path().to_owned()).or_insert(0) += 1;
}
```
"""),
      message="Not quite: std::sync::Mutex is fine, and cheaper, when the guard is never held across an .await, like this counter. tokio's Mutex is only needed when you hold the lock across an await point.",
      gold_wrong="In async code always use `tokio::sync::Mutex`; `std::sync::Mutex` blocks the executor thread and will stall the runtime.",
      gold_right="The guard is never held across an `.await`, so `std::sync::Mutex` is fine and cheaper; `tokio::sync::Mutex` is only needed when the lock is held across an await point."),
  repeat=dict(
      query="Our Rust rate limiter keeps a small token-bucket map in shared state. What lock type should it use?",
      output=t("""
This is async Rust, so you must use `tokio::sync::Mutex`; the std one blocks the executor:

```rust
struct Limiter {
    buckets: tokio::sync::Mutex<HashMap<IpAddr, Bucket>>,
}

impl Limiter {
    async fn allow(&self, ip: IpAddr) -> bool {
        let mut buckets = self.buckets.lock().await;
        buckets.entry(ip).or_default().take()
    }
}
```
"""),
      fix=t("""
The guard is never held across an `.await`, so a `std::sync::Mutex` is fine and cheaper here:

```rust
struct Limiter {
    buckets: std::sync::Mutex<HashMap<IpAddr, Bucket>>,
}

impl Limiter {
    async fn allow(&self, ip: IpAddr) -> bool {
        let mut buckets = self.buckets.lock().unwrap();
        buckets.entry(ip).or_default().take()
    }
}
```
"""),
      contains=["std::sync::Mutex<HashMap<IpAddr, Bucket>>"],
      absent=[r"re:(?i)must use `?tokio::sync::Mutex", "tokio::sync::Mutex<HashMap"]),
  control=dict(
      query="A handler takes a connection out of a shared slot and awaits several queries on it while holding the lock. Which Mutex?",
      output=t("""
Here the guard lives across `.await` points, so use `tokio::sync::Mutex`; a `std::sync::MutexGuard` is not `Send`, so the future couldn't be spawned while holding it.

```rust
let mut conn = state.conn.lock().await;
conn.execute("UPDATE accounts SET frozen = true WHERE id = $1", &[&id]).await?;
conn.execute("INSERT INTO audit (account_id, action) VALUES ($1, 'freeze')", &[&id]).await?;
```
""")),
  trap="tokio::sync::Mutex")

# ---------------------------------------------------------------- 009
S(9, "cargo", "literal", "identifier", "unrelated", team=True,
  teach=dict(
      query="How do I publish tallow-telemetry to our internal registry?",
      output=t("""
Declare the registry in `.cargo/config.toml`:

```toml
[registries.tallow]
index = "sparse+https://crates.tallow.internal/index/"
```

then log in once and publish:

```sh
cargo login --registry tallow
cargo publish --registry tallow
```
"""),
      message="registry host is cargo.tallow.internal",
      gold_wrong="crates.tallow.internal",
      gold_right="cargo.tallow.internal"),
  repeat=dict(
      query="CI can't write ~/.cargo/config.toml. How do I point cargo at our registry with environment variables?",
      output=t("""
Cargo reads registry settings from `CARGO_REGISTRIES_<NAME>_*` variables:

```sh
export CARGO_REGISTRIES_TALLOW_INDEX="sparse+https://crates.tallow.internal/index/"
export CARGO_REGISTRIES_TALLOW_TOKEN="$TALLOW_CARGO_TOKEN"
cargo publish --registry tallow
```
"""),
      fix=[("crates.tallow.internal", "cargo.tallow.internal")],
      contains=["sparse+https://cargo.tallow.internal/index/"],
      absent=["crates.tallow.internal"]),
  control=dict(
      query="What's the idiomatic way to return early on an error in Rust?",
      output=t("""
Use the `?` operator; it returns the error from the enclosing function, converting it with `From` if needed:

```rust
fn load(path: &Path) -> Result<Config, ConfigError> {
    let raw = std::fs::read_to_string(path)?;
    let cfg = toml::from_str(&raw)?;
    Ok(cfg)
}
```

`ConfigError` needs `From<std::io::Error>` and `From<toml::de::Error>` impls (thiserror's `#[from]` generates them).
""")))

# ---------------------------------------------------------------- 010
S(10, "rust", "literal", "identifier", "already_correct",
  teach=dict(
      query="How do I turn on debug logs just for our order-router crate?",
      output=t("""
tracing-subscriber's `EnvFilter` reads `RUST_LOG`; give the crate its own level:

```sh
RUST_LOG=info,order-router=debug cargo run
```

Everything else stays at `info`.
"""),
      message="the filter target is the module path, so the hyphen becomes an underscore: order_router=debug",
      gold_wrong="order-router=debug",
      gold_right="order_router=debug"),
  repeat=dict(
      query="Set the same log levels in the order-router deployment.",
      output=t("""
Add `RUST_LOG` to the container env:

```yaml
env:
  - name: RUST_LOG
    value: "info,order-router=debug,hyper=warn"
  - name: ORDER_ROUTER_LISTEN
    value: "0.0.0.0:7070"
```
"""),
      fix=[("order-router=debug", "order_router=debug")],
      contains=["order_router=debug"],
      absent=["order-router="]),
  control=dict(
      query="How do I run the order-router binary locally with info logs for our code and debug for tower_http?",
      output=t("""
```sh
RUST_LOG=order_router=info,tower_http=debug cargo run --bin order-router
```

The binary name keeps its hyphen; the filter uses the crate's module path.
""")),
  trap="order_router=info")

# ---------------------------------------------------------------- 011
S(11, "cargo", "paraphrase", "identifier", "same_topic",
  teach=dict(
      query="How do I see println! output from my Rust tests?",
      output=t("""
The test harness captures stdout by default. Run:

```sh
cargo test --nocapture
```

and the output of passing tests is printed too.
"""),
      message="--nocapture is a flag for the test binary, so it has to go after the separator: cargo test -- --nocapture",
      gold_wrong="cargo test --nocapture",
      gold_right="cargo test -- --nocapture"),
  repeat=dict(
      query="Run just the ledger::tests::rounding test and show its prints.",
      output=t("""
Pass the test path as a filter:

```sh
cargo test ledger::tests::rounding --nocapture
```

Only tests whose path contains that string run.
"""),
      fix=[("rounding --nocapture", "rounding -- --nocapture")],
      contains=["cargo test ledger::tests::rounding -- --nocapture"],
      absent=["rounding --nocapture"]),
  control=dict(
      query="How do I also run the tests marked #[ignore]?",
      output=t("""
```sh
cargo test -- --include-ignored
```

`-- --ignored` runs only the ignored ones; add `--test-threads=1` after the `--` as well if they share a database.
""")))

# ---------------------------------------------------------------- 012
S(12, "spring", "paraphrase", "casing", "already_correct",
  teach=dict(
      query="application.yml for the orders service with Postgres and JPA.",
      output=t("""
```yaml
spring:
  datasource:
    url: jdbc:postgresql://orders-db:5432/orders
    username: orders
  jpa:
    open-in-view: true
    hibernate:
      ddl-auto: none
    properties:
      hibernate.jdbc.batch_size: 50
```

`open-in-view` keeps the Hibernate session open through the web layer so lazy collections load in the controllers.
"""),
      message="We turn open-in-view off in every service, it holds a DB connection for the whole request. false, and fetch what the controller needs in the service layer.",
      gold_wrong="open-in-view: true",
      gold_right="open-in-view: false"),
  repeat=dict(
      query="Give me the environment variables for the orders deployment so they match that config.",
      output=t("""
Spring's relaxed binding maps these onto the same properties:

```sh
SPRING_DATASOURCE_URL=jdbc:postgresql://orders-db:5432/orders
SPRING_DATASOURCE_USERNAME=orders
SPRING_JPA_OPEN_IN_VIEW=true
SPRING_JPA_HIBERNATE_DDL_AUTO=none
```
"""),
      fix=[("SPRING_JPA_OPEN_IN_VIEW=true", "SPRING_JPA_OPEN_IN_VIEW=false")],
      contains=["SPRING_JPA_OPEN_IN_VIEW=false"],
      absent=[r"re:(?i)open.in.view\W+true"]),
  control=dict(
      query="Env vars for the payments service deployment, same JPA settings as orders.",
      output=t("""
Same shape as orders, with the payments database:

```sh
SPRING_DATASOURCE_URL=jdbc:postgresql://payments-db:5432/payments
SPRING_JPA_OPEN_IN_VIEW=false
SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE=20
```
""")),
  trap="SPRING_JPA_OPEN_IN_VIEW=false")

# ---------------------------------------------------------------- 013
S(13, "spring", "literal", "code_block", "already_correct", team=True,
  teach=dict(
      query="Which port is actuator on for our Spring services? I need it for the readiness probe.",
      output="Actuator shares the application port, so point the probe at `http://<pod>:8085/actuator/health/readiness`. The readiness and liveness groups are enabled automatically when Spring Boot detects Kubernetes.",
      message="On our services actuator is on 9081 (management.server.port). 8085 is only the public API port.",
      gold_wrong=":8085/actuator/health/readiness",
      gold_right=":9081/actuator/health/readiness"),
  repeat=dict(
      query="Write the probes for the billing-api deployment.",
      output=t("""
```yaml
ports:
  - name: http
    containerPort: 8085
readinessProbe:
  httpGet:
    path: /actuator/health/readiness
    port: 8085
  periodSeconds: 5
livenessProbe:
  httpGet:
    path: /actuator/health/liveness
    port: 8085
  periodSeconds: 10
```
"""),
      fix=[("readiness\n    port: 8085", "readiness\n    port: 9081"),
           ("liveness\n    port: 8085", "liveness\n    port: 9081")],
      contains=[r"re:path: /actuator/health/readiness\s+port: 9081",
                r"re:path: /actuator/health/liveness\s+port: 9081"],
      absent=[r"re:/actuator/health/\w+\s+port: 8085"]),
  control=dict(
      query="Expose both ports in the billing-api Service manifest.",
      output=t("""
```yaml
apiVersion: v1
kind: Service
metadata:
  name: billing-api
spec:
  selector:
    app: billing-api
  ports:
    - name: http
      port: 8085
      targetPort: 8085
    - name: management
      port: 9081
      targetPort: 9081
```
""")),
  trap="port: 9081", core="8085")

# ---------------------------------------------------------------- 014
S(14, "spring", "semantic", "reworded", "lookalike",
  teach=dict(
      query="My @Transactional saveAll doesn't roll back. importFile calls it from the same class.",
      output="Calling a `@Transactional` method from another method of the same bean still goes through the transaction proxy, so `saveAll` does run in its own transaction. The usual reason for a missing rollback is a checked exception: by default Spring only rolls back on `RuntimeException` and `Error`, so declare `@Transactional(rollbackFor = Exception.class)`.",
      message="Self-invocation bypasses the proxy, this.saveAll() never reaches the transactional advice. That's the actual bug; it needs to move to another bean (or importFile gets the annotation).",
      gold_wrong="Calling a `@Transactional` method from another method of the same bean still goes through the transaction proxy, so `saveAll` does run in its own transaction.",
      gold_right="Calling a `@Transactional` method from another method of the same bean bypasses the proxy, so no transaction is started for `saveAll`."),
  repeat=dict(
      query="In ReportService, generate() calls this.persistRows(), which is annotated @Transactional(propagation = Propagation.REQUIRES_NEW). Does persistRows commit on its own?",
      output="Yes. The internal call is still routed through Spring's transaction proxy, so `persistRows` suspends the outer transaction, starts a new one as `REQUIRES_NEW` asks, and commits independently of `generate()`.",
      fix="No. `this.persistRows()` is a self-invocation, so it bypasses Spring's transaction proxy: `REQUIRES_NEW` is ignored and `persistRows` just joins whatever transaction `generate()` is running in. Move `persistRows` into a separate bean and inject it so the call goes through the proxy.",
      contains=[r"re:(?i)bypass", r"re:(?i)(separate|another|different) bean"],
      absent=[r"re:(?i)still routed through", r"re:(?i)starts a new one as"]),
  control=dict(
      query="OrderController calls orderService.place(), and place() is @Transactional. Does that start a transaction?",
      output="Yes. The call comes from another bean, so it goes through Spring's transaction proxy: the transaction begins when `place()` is entered and commits when it returns (or rolls back on a runtime exception).",
  ),
  trap="goes through Spring's transaction proxy")

# ---------------------------------------------------------------- 015
S(15, "spring", "literal", "code_block", "lookalike", team=True,
  teach=dict(
      query="Create the pom.xml for the new refunds service.",
      output=t("""
Start from the Boot parent:

```xml
<parent>
  <groupId>org.springframework.boot</groupId>
  <artifactId>spring-boot-starter-parent</artifactId>
  <version>3.3.1</version>
  <relativePath/>
</parent>

<properties>
  <java.version>21</java.version>
</properties>

<dependencies>
  <dependency>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-web</artifactId>
  </dependency>
  <dependency>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-data-jpa</artifactId>
  </dependency>
</dependencies>
```
"""),
      message="We're on Spring Boot 3.2.7 in every service, the platform BOM is only certified for that line. Please use that version in the parent.",
      gold_wrong="<version>3.3.1</version>",
      gold_right="<version>3.2.7</version>"),
  repeat=dict(
      query="The fraud-scoring service builds with Gradle. Set up its plugins block.",
      output=t("""
```groovy
plugins {
    id 'java'
    id 'org.springframework.boot' version '3.3.1'
    id 'io.spring.dependency-management' version '1.1.5'
}

java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(21)
    }
}
```
"""),
      fix=[("version '3.3.1'", "version '3.2.7'")],
      contains=["id 'org.springframework.boot' version '3.2.7'"],
      absent=["3.3.1"]),
  control=dict(
      query="Pin maven-resources-plugin in the ref-data build so resource filtering behaves the same everywhere.",
      output=t("""
Declare it under `pluginManagement` with an explicit version:

```xml
<pluginManagement>
  <plugins>
    <plugin>
      <groupId>org.apache.maven.plugins</groupId>
      <artifactId>maven-resources-plugin</artifactId>
      <version>3.3.1</version>
      <configuration>
        <propertiesEncoding>UTF-8</propertiesEncoding>
      </configuration>
    </plugin>
  </plugins>
</pluginManagement>
```
""")),
  trap="<version>3.3.1</version>", core="3.3.1")

# ---------------------------------------------------------------- 016
S(16, "kotlin", "literal", "code_block", "lookalike",
  teach=dict(
      query="In our Ktor service, how should I call the blocking JDBC repository from a route?",
      output=t("""
Move the blocking call off the request coroutine:

```kotlin
get("/accounts/{id}") {
    val id = call.parameters["id"]!!.toLong()
    val account = withContext(Dispatchers.Default) {
        accountRepo.findById(id)
    }
    if (account == null) call.respond(HttpStatusCode.NotFound) else call.respond(account)
}
```
"""),
      message="I might be wrong, but shouldn't blocking JDBC go on Dispatchers.IO? Default is sized to the CPU cores and meant for CPU-bound work.",
      gold_wrong="withContext(Dispatchers.Default)",
      gold_right="withContext(Dispatchers.IO)"),
  repeat=dict(
      query="A Ktor route serves a report file from local disk. How do I read it without blocking the request threads?",
      output=t("""
```kotlin
get("/reports/{name}") {
    val name = call.parameters["name"]!!
    val bytes = withContext(Dispatchers.Default) {
        File(reportsDir, name).readBytes()
    }
    call.respondBytes(bytes, ContentType.Application.Pdf)
}
```
"""),
      fix=[("withContext(Dispatchers.Default)", "withContext(Dispatchers.IO)")],
      contains=["withContext(Dispatchers.IO)"],
      absent=["Dispatchers.Default"]),
  control=dict(
      query="We hash and diff big JSON payloads in a Ktor route. Where should that CPU-heavy part run?",
      output=t("""
It's CPU-bound, so run it on the default dispatcher, which is sized to the number of cores:

```kotlin
val diff = withContext(Dispatchers.Default) {
    JsonDiff.compute(previous, current)
}
```

Keep `Dispatchers.IO` for blocking I/O such as JDBC or file reads.
""")),
  trap="withContext(Dispatchers.Default)")

# ---------------------------------------------------------------- 017
S(17, "gradle", "paraphrase", "identifier", "unrelated", team=True,
  teach=dict(
      query="build.gradle.kts for a new Kotlin service. Which JVM settings?",
      output=t("""
```kotlin
plugins {
    kotlin("jvm") version "1.9.24"
    application
}

kotlin {
    jvmToolchain(17)
}

application {
    mainClass.set("com.tallow.quotes.MainKt")
}
```
"""),
      message="Use JDK 21. All our services build and run on it, the base images don't ship 17 anymore.",
      gold_wrong="jvmToolchain(17)",
      gold_right="jvmToolchain(21)"),
  repeat=dict(
      query="The shipping-rates service is plain Java on Gradle. Configure the toolchain.",
      output=t("""
```groovy
java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(17)
    }
}

tasks.withType(JavaCompile).configureEach {
    options.compilerArgs << '-parameters'
}
```
"""),
      fix=[("JavaLanguageVersion.of(17)", "JavaLanguageVersion.of(21)")],
      contains=["JavaLanguageVersion.of(21)"],
      absent=["JavaLanguageVersion.of(17)"]),
  control=dict(
      query="How do I read a required env var in Kotlin and fail fast if it's missing?",
      output=t("""
```kotlin
val dbUrl: String = System.getenv("DB_URL")
    ?: error("DB_URL is not set")
```

`error()` throws `IllegalStateException`, so the service stops at startup instead of failing on the first query.
""")))

# ---------------------------------------------------------------- 018
S(18, "kotlin", "paraphrase", "identifier", "same_topic",
  teach=dict(
      query="I need a retry-count property that's set in init() of my Kotlin client class.",
      output=t("""
Declare it `lateinit` and assign it in `init()`:

```kotlin
class LedgerClient(private val config: ClientConfig) {
    lateinit var retryCount: Int

    fun init() {
        retryCount = config.retries
    }
}
```
"""),
      message="lateinit isn't allowed on primitive types, Int won't compile. Delegates.notNull<Int>() or a default value.",
      gold_wrong="lateinit var retryCount: Int",
      gold_right="var retryCount: Int by Delegates.notNull()"),
  repeat=dict(
      query="The rates client also needs a timeout in milliseconds that's only known after configure() runs.",
      output=t("""
Same approach:

```kotlin
class RatesClient {
    lateinit var timeoutMs: Long

    fun configure(settings: Settings) {
        timeoutMs = settings.timeout.inWholeMilliseconds
    }
}
```
"""),
      fix=[("lateinit var timeoutMs: Long", "var timeoutMs: Long by Delegates.notNull()")],
      contains=[r"re:var timeoutMs: Long (by Delegates\.notNull(<Long>)?\(\)|= 0)"],
      absent=["lateinit var timeoutMs"]),
  control=dict(
      query="How do I check whether a lateinit property has been set yet?",
      output=t("""
Use the property reference's `isInitialized`:

```kotlin
class ReportJob {
    lateinit var client: HttpClient

    fun close() {
        if (::client.isInitialized) client.close()
    }
}
```

It only works where the property is accessible, and only for `lateinit` properties.
""")),
  core="lateinit var ")

# ---------------------------------------------------------------- 019
S(19, "dotnet", "literal", "casing", "same_topic",
  teach=dict(
      query="How do I run the payments API locally with the Development settings?",
      output=t("""
Set the environment before `dotnet run`:

```sh
export ASPNETCORE_ENVIRONMENT=Dev
dotnet run --project src/Payments.Api
```

That loads `appsettings.Development.json` on top of `appsettings.json` and turns on the developer exception page.
"""),
      message='Spell it out: Development. The settings file lookup uses the exact environment name and IsDevelopment() only matches "Development".',
      gold_wrong="ASPNETCORE_ENVIRONMENT=Dev",
      gold_right="ASPNETCORE_ENVIRONMENT=Development"),
  repeat=dict(
      query="docker-compose service for running the payments API locally.",
      output=t("""
```yaml
services:
  payments-api:
    build: .
    ports:
      - "5080:8080"
    environment:
      - ASPNETCORE_ENVIRONMENT=dev
      - ConnectionStrings__Payments=Host=db;Database=payments;Username=app;Password=app
    depends_on:
      - db
```
"""),
      fix=[("ASPNETCORE_ENVIRONMENT=dev", "ASPNETCORE_ENVIRONMENT=Development")],
      contains=["ASPNETCORE_ENVIRONMENT=Development"],
      absent=[r"re:ASPNETCORE_ENVIRONMENT=(?i:dev)\b"]),
  control=dict(
      query="How do I add a Staging environment with its own settings file?",
      output=t("""
Create `appsettings.Staging.json` next to `appsettings.json` and start the app with:

```sh
ASPNETCORE_ENVIRONMENT=Staging dotnet run --project src/Payments.Api
```

Inside the app `app.Environment.IsStaging()` is true, and values from the Staging file override the base file.
""")))

# ---------------------------------------------------------------- 020
S(20, "orm", "literal", "code_block", "lookalike",
  teach=dict(
      query="Add an EF Core migration for the new Refunds table and apply it locally.",
      output=t("""
```sh
dotnet ef migrations add AddRefunds --project src/Payments.Data --startup-project src/Payments.Api
dotnet ef database upgrade --project src/Payments.Data --startup-project src/Payments.Api
```

The first command scaffolds the migration class; the second applies every pending migration to the local database.
"""),
      message="There's no `database upgrade`. It's `dotnet ef database update`.",
      gold_wrong="dotnet ef database upgrade",
      gold_right="dotnet ef database update"),
  repeat=dict(
      query="Add a CI step that applies pending EF Core migrations to the test database.",
      output=t("""
```yaml
- name: Apply migrations
  run: |
    dotnet tool restore
    dotnet ef database upgrade --project src/Payments.Data --startup-project src/Payments.Api --connection "$TEST_DB"
```
"""),
      fix=[("dotnet ef database upgrade", "dotnet ef database update")],
      contains=["dotnet ef database update"],
      absent=["database upgrade"]),
  control=dict(
      query="How do I move Payments.Api from .NET 6 to .NET 8 with Microsoft's upgrade tool?",
      output=t("""
Install the Upgrade Assistant as a global tool and point it at the project:

```sh
dotnet tool install -g upgrade-assistant
upgrade-assistant upgrade src/Payments.Api/Payments.Api.csproj
```

It walks you through the target framework change and the package updates interactively.
""")),
  trap="upgrade-assistant upgrade")

# ---------------------------------------------------------------- 021
S(21, "dotnet", "paraphrase", "identifier", "same_topic",
  teach=dict(
      query="ExchangeRatesService calls the rates API on every quote. Write the method.",
      output=t("""
```csharp
public async Task<decimal> GetRateAsync(string from, string to)
{
    using var client = new HttpClient();
    var resp = await client.GetFromJsonAsync<RateResponse>(
        $"https://rates.tallow.internal/v1/rates?from={from}&to={to}");
    return resp!.Rate;
}
```
"""),
      message="don't new up an HttpClient per call, under load it exhausts sockets. Inject one from IHttpClientFactory (a typed client via AddHttpClient).",
      gold_wrong="using var client = new HttpClient();",
      gold_right="a typed client registered with builder.Services.AddHttpClient<ExchangeRatesService>()"),
  repeat=dict(
      query="TaxService also calls the tax API for every invoice line. Same kind of method, plus the DI registration.",
      output=t("""
```csharp
public class TaxService
{
    public async Task<decimal> GetTaxAsync(string country, decimal amount)
    {
        using (var http = new HttpClient())
        {
            var resp = await http.GetFromJsonAsync<TaxResponse>(
                $"https://tax.tallow.internal/v2/tax?country={country}&amount={amount}");
            return resp!.Tax;
        }
    }
}

// Program.cs
builder.Services.AddScoped<TaxService>();
```
"""),
      fix=t("""
```csharp
public class TaxService
{
    private readonly HttpClient _http;

    public TaxService(HttpClient http) => _http = http;

    public async Task<decimal> GetTaxAsync(string country, decimal amount)
    {
        var resp = await _http.GetFromJsonAsync<TaxResponse>(
            $"https://tax.tallow.internal/v2/tax?country={country}&amount={amount}");
        return resp!.Tax;
    }
}

// Program.cs
builder.Services.AddHttpClient<TaxService>();
```
"""),
      contains=["builder.Services.AddHttpClient<TaxService>()", r"re:public TaxService\(HttpClient \w+\)"],
      absent=["new HttpClient()"]),
  control=dict(
      query="How do I set a base address and timeout for the typed rates client?",
      output=t("""
Configure it at registration:

```csharp
builder.Services.AddHttpClient<ExchangeRatesService>(client =>
{
    client.BaseAddress = new Uri("https://rates.tallow.internal/");
    client.Timeout = TimeSpan.FromSeconds(5);
});
```

The factory hands the configured instance to the service's constructor.
""")),
  core="new HttpClient()")

# ---------------------------------------------------------------- 022
S(22, "msbuild", "literal", "casing", "already_correct",
  teach=dict(
      query="Turn on nullable reference types for the Payments.Core project.",
      output=t("""
Add it to the csproj:

```xml
<PropertyGroup>
  <TargetFramework>net8.0</TargetFramework>
  <Nullable>true</Nullable>
  <ImplicitUsings>enable</ImplicitUsings>
</PropertyGroup>
```
"""),
      message="Isn't Nullable enable/disable/warnings/annotations? true makes the compiler error out.",
      gold_wrong="<Nullable>true</Nullable>",
      gold_right="<Nullable>enable</Nullable>"),
  repeat=dict(
      query="Set it for every project in the solution through Directory.Build.props instead.",
      output=t("""
Put a `Directory.Build.props` at the repository root; every project below it imports it:

```xml
<Project>
  <PropertyGroup>
    <Nullable>True</Nullable>
    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
    <LangVersion>latest</LangVersion>
  </PropertyGroup>
</Project>
```
"""),
      fix=[("<Nullable>True</Nullable>", "<Nullable>enable</Nullable>")],
      contains=["<Nullable>enable</Nullable>"],
      absent=[r"re:(?i)<Nullable>true</Nullable>"]),
  control=dict(
      query="Make warnings fail the build in Payments.Api, keeping nullable on.",
      output=t("""
```xml
<PropertyGroup>
  <TargetFramework>net8.0</TargetFramework>
  <Nullable>enable</Nullable>
  <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
</PropertyGroup>
```

With both set, every nullable warning becomes a build error.
""")),
  trap="<Nullable>enable</Nullable>")

# ---------------------------------------------------------------- 023
S(23, "dotnet", "paraphrase", "reworded", "unrelated",
  teach=dict(
      query="Handler for the OrderShipped event from our in-process bus.",
      output=t("""
```csharp
public async void Handle(OrderShipped evt)
{
    await _emails.SendShippedAsync(evt.OrderId);
}
```

`async void` is fine here because nothing needs to await the handler.
"""),
      message="async void is the problem, not fine: an exception in it can't be caught by the bus and takes the process down. Return Task.",
      gold_wrong="public async void Handle(OrderShipped evt)",
      gold_right="public async Task Handle(OrderShipped evt)"),
  repeat=dict(
      query="The RefundIssued handler also sends an email. Write it.",
      output=t("""
Nobody waits on the result, so it can be fire-and-forget:

```csharp
public async void Handle(RefundIssued evt)
{
    await _emails.SendRefundAsync(evt.RefundId, evt.Amount);
}
```
"""),
      fix=t("""
Return a `Task` so the bus can observe failures:

```csharp
public async Task Handle(RefundIssued evt)
{
    await _emails.SendRefundAsync(evt.RefundId, evt.Amount);
}
```
"""),
      contains=["public async Task Handle(RefundIssued evt)"],
      absent=["async void"]),
  control=dict(
      query="How do I bind the Smtp section of appsettings.json to a typed options class?",
      output=t("""
```csharp
builder.Services.Configure<SmtpOptions>(builder.Configuration.GetSection("Smtp"));
```

then inject `IOptions<SmtpOptions>` (or `IOptionsMonitor<SmtpOptions>` if it should pick up reloads).
""")),
  core="async void")

# ---------------------------------------------------------------- 024
S(24, "bundler", "literal", "identifier", "already_correct", team=True,
  teach=dict(
      query="Add our internal tallow-auth gem to the Rails app.",
      output=t("""
It's on the internal gem server, so scope the source:

```ruby
source "https://gems.tallow.internal" do
  gem "tallow-auth", "~> 2.3"
end
```

then `bundle install`.
"""),
      message='Should be "~> 3.1". 2.x of tallow-auth is the old session-cookie API that security wants gone.',
      gold_wrong='gem "tallow-auth", "~> 2.3"',
      gold_right='gem "tallow-auth", "~> 3.1"'),
  repeat=dict(
      query="The billing-engine gem depends on tallow-auth too. Add it to the gemspec.",
      output=t("""
```ruby
Gem::Specification.new do |spec|
  spec.name    = "billing-engine"
  spec.version = BillingEngine::VERSION
  spec.add_dependency "tallow-auth", "~> 2.3"
  spec.add_dependency "money", "~> 6.19"
end
```
"""),
      fix=[('"tallow-auth", "~> 2.3"', '"tallow-auth", "~> 3.1"')],
      contains=['"tallow-auth", "~> 3.1"'],
      absent=['"tallow-auth", "~> 2.3"']),
  control=dict(
      query="The webhook client needs an HTTP library. Add it next to tallow-auth in the Gemfile.",
      output=t("""
```ruby
source "https://gems.tallow.internal" do
  gem "tallow-auth", "~> 3.1"
end

gem "faraday", "~> 2.3"
gem "faraday-retry", "~> 2.2"
```

Faraday 2 moved retries into the separate `faraday-retry` gem, so both are needed.
""")),
  trap='"tallow-auth", "~> 3.1"', core='"tallow-auth", "~> 2.3"')

# ---------------------------------------------------------------- 025
S(25, "orm", "paraphrase", "code_block", "lookalike",
  teach=dict(
      query="The orders page shows each order with the sum of its line items and it's slow. Fix the query.",
      output=t("""
Load the association up front with a join:

```ruby
@orders = Order.joins(:line_items).order(created_at: :desc).limit(50)

# view
@orders.each do |order|
  order.line_items.sum(&:amount_cents)
end
```
"""),
      message="joins doesn't load line_items, every order.line_items still fires its own query. includes(:line_items) is what preloads them.",
      gold_wrong="Order.joins(:line_items)",
      gold_right="Order.includes(:line_items)"),
  repeat=dict(
      query="The customers index shows each customer's first address city. Avoid the N+1.",
      output=t("""
```ruby
@customers = Customer.joins(:addresses).order(:name)

# view
@customers.each do |customer|
  customer.addresses.first&.city
end
```
"""),
      fix=[("Customer.joins(:addresses)", "Customer.includes(:addresses)")],
      contains=[r"re:Customer\.(includes|preload|eager_load)\(:addresses\)"],
      absent=["Customer.joins(:addresses)"]),
  control=dict(
      query="I only need the customers who have at least one paid order. Query?",
      output=t("""
Filter through the association with a join; you don't need the orders loaded:

```ruby
Customer.joins(:orders).where(orders: { status: "paid" }).distinct
```

`distinct` removes the duplicate rows a customer with several paid orders would produce.
""")),
  trap="Customer.joins(:orders)")

# ---------------------------------------------------------------- 026
S(26, "ruby", "paraphrase", "casing", "unrelated", team=True,
  teach=dict(
      query="In the Rails API, read the tenant from the request header in ApplicationController.",
      output=t("""
```ruby
class ApplicationController < ActionController::API
  before_action :set_tenant

  private

  def set_tenant
    Current.tenant = Tenant.find_by!(slug: request.headers["X-Tenant-Id"])
  end
end
```
"""),
      message="Header's X-Tallow-Tenant.",
      gold_wrong='request.headers["X-Tenant-Id"]',
      gold_right='request.headers["X-Tallow-Tenant"]'),
  repeat=dict(
      query="Do the same in a Rack middleware so the Sidekiq web UI and the API share it.",
      output=t("""
In Rack the header arrives upper-cased with an `HTTP_` prefix:

```ruby
class TenantMiddleware
  def initialize(app)
    @app = app
  end

  def call(env)
    Current.tenant = Tenant.find_by!(slug: env["HTTP_X_TENANT_ID"])
    @app.call(env)
  end
end
```
"""),
      fix=[('env["HTTP_X_TENANT_ID"]', 'env["HTTP_X_TALLOW_TENANT"]')],
      contains=['env["HTTP_X_TALLOW_TENANT"]'],
      absent=[r"re:(?i)x.tenant.id"]),
  control=dict(
      query="How do I run a single RSpec example by line number?",
      output=t("""
```sh
bundle exec rspec spec/models/invoice_spec.rb:42
```

RSpec runs the example or group defined on that line; append more line numbers (`invoice_spec.rb:42:57`) to run several.
""")))

# ---------------------------------------------------------------- 027
S(27, "mix", "literal", "reworded", "lookalike",
  teach=dict(
      query="How do I run the pending Ecto migrations on my machine?",
      output="From the project root run `mix ecto.migrations`; it applies every migration in `priv/repo/migrations` that hasn't run yet, in timestamp order.",
      message="I think you mean mix ecto.migrate. ecto.migrations only prints the up/down status of each migration.",
      gold_wrong="mix ecto.migrations",
      gold_right="mix ecto.migrate"),
  repeat=dict(
      query="After pulling main, what's the command to bring my dev database schema up to date?",
      output="Run `mix ecto.migrations` in the project root. It runs the new migrations against the dev repo; add `--step 1` if you only want the next one.",
      fix=[("mix ecto.migrations", "mix ecto.migrate")],
      contains=[r"re:mix ecto\.migrate\b"],
      absent=["ecto.migrations"]),
  control=dict(
      query="How can I see which migrations have already run against my local database?",
      output="`mix ecto.migrations` lists every migration with its status (`up` or `down`) for each repo, without changing anything."),
  trap="mix ecto.migrations")

# ---------------------------------------------------------------- 028
S(28, "orm", "paraphrase", "identifier", "same_topic",
  teach=dict(
      query="Phoenix controller: fetch a user by id and return 404 if it's missing.",
      output=t("""
`Repo.get(User, id)` raises `Ecto.NoResultsError` when no row matches, so rescue it:

```elixir
def show(conn, %{"id" => id}) do
  user = Repo.get(User, id)
  json(conn, user)
rescue
  Ecto.NoResultsError -> send_resp(conn, 404, "")
end
```
"""),
      message="Repo.get returns nil when there's no row, not an exception. It's Repo.get! that raises Ecto.NoResultsError.",
      gold_wrong="`Repo.get(User, id)` raises `Ecto.NoResultsError` when no row matches, so rescue it",
      gold_right="`Repo.get(User, id)` returns `nil` when no row matches, so match on it"),
  repeat=dict(
      query="Same for invoices in InvoiceController.show.",
      output=t("""
`Repo.get/2` raises when the invoice doesn't exist, so rescue the error:

```elixir
def show(conn, %{"id" => id}) do
  invoice = Repo.get(Invoice, id)
  render(conn, :show, invoice: invoice)
rescue
  Ecto.NoResultsError -> send_resp(conn, 404, "")
end
```
"""),
      fix=t("""
`Repo.get/2` returns `nil` when the invoice doesn't exist, so match on it:

```elixir
def show(conn, %{"id" => id}) do
  case Repo.get(Invoice, id) do
    nil -> send_resp(conn, 404, "")
    invoice -> render(conn, :show, invoice: invoice)
  end
end
```
"""),
      contains=[r"re:case Repo\.get\(Invoice, id\) do", "nil ->"],
      absent=[r"re:rescue\s+Ecto\.NoResultsError"]),
  control=dict(
      query="How do I look up a user by email with Ecto?",
      output=t("""
Use `Repo.get_by/2`; it returns `nil` when nothing matches:

```elixir
case Repo.get_by(User, email: email) do
  nil -> {:error, :not_found}
  user -> {:ok, user}
end
```
""")))

# ---------------------------------------------------------------- 029
S(29, "elixir", "semantic", "reworded", "same_topic",
  teach=dict(
      query="Our PricingCache GenServer is slow under load. What happens to callers of GenServer.call while it's busy?",
      output="They just wait. `GenServer.call/2` blocks until the server replies and has no timeout unless you pass one, so callers queue up behind the slow `handle_call` indefinitely.",
      message="That's wrong, GenServer.call has a 5 second default timeout, after which the caller exits. To wait longer you have to pass :infinity or a larger timeout as the third argument.",
      gold_wrong="has no timeout unless you pass one",
      gold_right="has a default timeout of 5000 ms, after which the caller exits"),
  repeat=dict(
      query="If RateLimiter.check/1 does a GenServer.call and the server is stuck for 30 seconds, what does the caller see?",
      output="Nothing until the server answers: the call waits for as long as the server takes, since there's no timeout by default. After 30 seconds the caller simply gets the reply.",
      fix="The call times out first: `GenServer.call/2` has a default timeout of 5000 ms, so after 5 seconds the caller exits with `{:timeout, {GenServer, :call, ...}}` (and crashes unless it catches the exit). Pass a larger timeout or `:infinity` as the third argument if waiting is really intended.",
      contains=[r"re:5000|5 seconds|five seconds"],
      absent=[r"re:(?i)no timeout by default|waits for as long as", r"re:(?i)simply gets the reply"]),
  control=dict(
      query="Can GenServer.cast give me the server's reply?",
      output="No. `cast/2` is fire-and-forget: it returns `:ok` immediately and `handle_cast/2` has no way to reply to the sender. Use `call/3` when you need an answer."))

# ---------------------------------------------------------------- 030
S(30, "mix", "literal", "identifier", "unrelated", team=True,
  teach=dict(
      query="How do I depend on our private tallow_events package in mix.exs?",
      output=t("""
Private Hex packages need the organization:

```elixir
defp deps do
  [
    {:tallow_events, "~> 0.9", organization: "tallow"}
  ]
end
```

Authenticate once with `mix hex.organization auth <org>` before `mix deps.get`.
"""),
      message="org is tallowhq",
      gold_wrong='organization: "tallow"',
      gold_right='organization: "tallowhq"'),
  repeat=dict(
      query="Add tallow_money to the ledger_ex app's deps too.",
      output=t("""
```elixir
defp deps do
  [
    {:ecto_sql, "~> 3.11"},
    {:postgrex, ">= 0.0.0"},
    {:tallow_money, "~> 1.2", organization: "tallow"}
  ]
end
```
"""),
      fix=[('organization: "tallow"}', 'organization: "tallowhq"}')],
      contains=['{:tallow_money, "~> 1.2", organization: "tallowhq"}'],
      absent=['organization: "tallow"']),
  control=dict(
      query='How do I pattern match a map that must have an "id" key in an Elixir function head?',
      output=t("""
```elixir
def handle(%{"id" => id} = params) do
  process(id, Map.delete(params, "id"))
end
```

A map pattern matches any map that has at least those keys, so extra keys are fine.
""")))

# ---------------------------------------------------------------- 031
S(31, "grpc", "literal", "casing", "already_correct", team=True,
  teach=dict(
      query="Add HTTP middleware to the Go gateway that puts the request's correlation id on the context for logging.",
      output=t("""
```go
func Correlation(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        id := r.Header.Get("X-Request-ID")
        if id == "" {
            id = uuid.NewString()
        }
        ctx := context.WithValue(r.Context(), correlationKey{}, id)
        next.ServeHTTP(w, r.WithContext(ctx))
    })
}
```
"""),
      message="We propagate X-Correlation-ID, not X-Request-ID. The edge proxy sets that one and the log pipeline indexes it.",
      gold_wrong='r.Header.Get("X-Request-ID")',
      gold_right='r.Header.Get("X-Correlation-ID")'),
  repeat=dict(
      query="Now the same for incoming gRPC calls: a unary server interceptor.",
      output=t("""
gRPC metadata keys are lower-case:

```go
func CorrelationUnary(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
    id := ""
    if md, ok := metadata.FromIncomingContext(ctx); ok {
        if v := md.Get("x-request-id"); len(v) > 0 {
            id = v[0]
        }
    }
    if id == "" {
        id = uuid.NewString()
    }
    return handler(context.WithValue(ctx, correlationKey{}, id), req)
}
```
"""),
      fix=[('md.Get("x-request-id")', 'md.Get("x-correlation-id")')],
      contains=['md.Get("x-correlation-id")'],
      absent=[r"re:(?i)x-request-id"]),
  control=dict(
      query="Forward the correlation id on outgoing gRPC calls from the gateway.",
      output=t("""
Append it to the outgoing metadata before invoking the client:

```go
if id, ok := ctx.Value(correlationKey{}).(string); ok {
    ctx = metadata.AppendToOutgoingContext(ctx, "x-correlation-id", id)
}
resp, err := ledgerClient.GetBalance(ctx, req)
```
""")),
  trap='"x-correlation-id"', core="X-Request-ID")

# ---------------------------------------------------------------- 032
S(32, "grpc", "literal", "code_block", "same_topic",
  teach=dict(
      query="Connect to the pricing gRPC service from a Go job inside the cluster; plaintext is fine, the mesh does mTLS.",
      output=t("""
```go
import (
    "google.golang.org/grpc"
)

conn, err := grpc.NewClient("pricing.pricing.svc:9000", grpc.WithInsecure())
if err != nil {
    return err
}
defer conn.Close()
client := pricingpb.NewPricingClient(conn)
```
"""),
      message="WithInsecure is deprecated and staticcheck fails CI on it. Use grpc.WithTransportCredentials(insecure.NewCredentials()) from google.golang.org/grpc/credentials/insecure.",
      gold_wrong="grpc.WithInsecure()",
      gold_right="grpc.WithTransportCredentials(insecure.NewCredentials())"),
  repeat=dict(
      query="Write a client constructor for the inventory gRPC service with a logging interceptor.",
      output=t("""
```go
import (
    "google.golang.org/grpc"

    inventorypb "git.tallow.internal/platform/protos/gen/inventory/v1"
)

func NewInventoryClient(addr string) (inventorypb.InventoryServiceClient, error) {
    conn, err := grpc.NewClient(addr,
        grpc.WithInsecure(),
        grpc.WithUnaryInterceptor(logging.UnaryClientInterceptor(logger)),
    )
    if err != nil {
        return nil, err
    }
    return inventorypb.NewInventoryServiceClient(conn), nil
}
```
"""),
      fix=[('    "google.golang.org/grpc"\n', '    "google.golang.org/grpc"\n    "google.golang.org/grpc/credentials/insecure"\n'),
           ("grpc.WithInsecure(),", "grpc.WithTransportCredentials(insecure.NewCredentials()),")],
      contains=["grpc.WithTransportCredentials(insecure.NewCredentials())",
                '"google.golang.org/grpc/credentials/insecure"'],
      absent=["grpc.WithInsecure()"]),
  control=dict(
      query="How do I connect to the partner's public gRPC endpoint over TLS?",
      output=t("""
Use the system roots:

```go
creds := credentials.NewClientTLSFromCert(nil, "")
conn, err := grpc.NewClient("api.partner.example:443", grpc.WithTransportCredentials(creds))
```

A nil pool means the host's CA bundle is used, and an empty server-name override keeps the hostname from the target.
""")))

# ---------------------------------------------------------------- 033
S(33, "grpc", "literal", "identifier", "lookalike", team=True,
  teach=dict(
      query="Billing needs to call ledger over gRPC. What's the dial target?",
      output=t("""
Inside the cluster, dial the service DNS name on the gRPC port:

```go
conn, err := grpc.NewClient("ledger.ledger.svc.cluster.local:50051",
    grpc.WithTransportCredentials(insecure.NewCredentials()))
```
"""),
      message="It's 50061 for ledger. 50051 is just the grpc example default and it clashed with the sidecar, so we moved off it.",
      gold_wrong="ledger.ledger.svc.cluster.local:50051",
      gold_right="ledger.ledger.svc.cluster.local:50061"),
  repeat=dict(
      query="Env config for the billing deployment so it can find ledger's gRPC API.",
      output=t("""
```yaml
env:
  - name: LEDGER_GRPC_TARGET
    value: "ledger.ledger.svc.cluster.local:50051"
  - name: LEDGER_GRPC_TIMEOUT
    value: "3s"
```
"""),
      fix=[(":50051", ":50061")],
      contains=["ledger.ledger.svc.cluster.local:50061"],
      absent=["ledger.ledger.svc.cluster.local:50051"]),
  control=dict(
      query="Which port does the helloworld greeter_server from the grpc-go examples listen on?",
      output=t("""
50051 by default; `greeter_server` takes a `--port` flag if you need another one:

```sh
go run examples/helloworld/greeter_server/main.go --port 50051
```
""")),
  trap="50051")

# ---------------------------------------------------------------- 034
S(34, "kafka", "literal", "code_block", "lookalike", team=True,
  teach=dict(
      query="Kafka consumer in the ledger-sync service for settled payments, please (Spring Kafka).",
      output=t("""
```java
@Component
public class SettledPaymentsListener {

    @KafkaListener(topics = "payments.settled.v1", groupId = "ledger-sync")
    public void onSettled(PaymentSettled event) {
        ledger.post(event.paymentId(), event.amount());
    }
}
```
"""),
      message="Thanks! Topic should be payments.settled.v2 though. v1 is only kept for the legacy reconciler and stops getting writes next quarter.",
      gold_wrong='topics = "payments.settled.v1"',
      gold_right='topics = "payments.settled.v2"'),
  repeat=dict(
      query="The refunds-projector in Go also needs settled payments. Set up the consumer with franz-go.",
      output=t("""
```go
cl, err := kgo.NewClient(
    kgo.SeedBrokers(brokers...),
    kgo.ConsumerGroup("refunds-projector"),
    kgo.ConsumeTopics("payments.settled.v1"),
)
if err != nil {
    return err
}
defer cl.Close()
```
"""),
      fix=[("payments.settled.v1", "payments.settled.v2")],
      contains=['kgo.ConsumeTopics("payments.settled.v2")'],
      absent=["payments.settled.v1"]),
  control=dict(
      query="Which topic does the legacy reconciler read settled payments from?",
      output="The legacy reconciler still consumes `payments.settled.v1` with group `reconciler-legacy`; it will be switched off once v1 stops receiving writes."),
  trap="payments.settled.v1", core="payments.settled.v1")

# ---------------------------------------------------------------- 035
S(35, "kafka", "paraphrase", "casing", "lookalike",
  teach=dict(
      query="A new consumer group for the audit-export job must read all existing events on the topic. Consumer config?",
      output=t("""
```properties
group.id=audit-export
auto.offset.reset=latest
enable.auto.commit=false
```

With no committed offsets for the new group, `latest` starts it from the oldest retained record.
"""),
      message="latest is the opposite: it starts at the end and only sees new records. earliest is the one that replays from the beginning.",
      gold_wrong="auto.offset.reset=latest",
      gold_right="auto.offset.reset=earliest"),
  repeat=dict(
      query="The backfill job runs on Spring Boot. Give me the env vars so its new group starts from the oldest retained message.",
      output=t("""
```sh
SPRING_KAFKA_CONSUMER_GROUP_ID=backfill-2024
SPRING_KAFKA_CONSUMER_AUTO_OFFSET_RESET=latest
SPRING_KAFKA_CONSUMER_ENABLE_AUTO_COMMIT=false
```

A new group has no committed offsets, so it begins at the oldest record still retained.
"""),
      fix=[("AUTO_OFFSET_RESET=latest", "AUTO_OFFSET_RESET=earliest")],
      contains=["SPRING_KAFKA_CONSUMER_AUTO_OFFSET_RESET=earliest"],
      absent=[r"re:(?i)auto.offset.reset\W+latest"]),
  control=dict(
      query="Our alerting consumer should skip the backlog after a deploy and only react to new events. Which reset policy?",
      output="`auto.offset.reset=latest`. Combined with a fresh group id per deployment, the consumer starts at the end of each partition and ignores everything already on the topic."),
  trap="auto.offset.reset=latest")

# ---------------------------------------------------------------- 036
S(36, "kafka", "semantic", "reworded", "unrelated",
  teach=dict(
      query="Account events must be processed in order. I'm sending everything to the account-events topic. Is that enough?",
      output="Yes. Kafka preserves order across the whole topic, so as long as every event goes to `account-events` the consumer sees them in the order they were produced. The key can be left null.",
      message="no, ordering is only per partition. Key the records by account id so one account's events always land on the same partition.",
      gold_wrong="Kafka preserves order across the whole topic",
      gold_right="Kafka only preserves order within a partition, so key the records by account id"),
  repeat=dict(
      query="Order status changes (created, paid, shipped) go to order-status. Do I need a message key to keep them in sequence?",
      output="No key needed. A Kafka topic keeps all of its messages in order, so sending with a null key is fine and the consumer will see created, paid, shipped in sequence.",
      fix="Yes. Kafka only guarantees order within a partition, so key each record by the order id: all events for one order then go to the same partition and the consumer sees created, paid, shipped in sequence.",
      contains=[r"re:(?i)within (a|one|each|the same) partition",
                r"re:(?i)key\w* (each record |the records |them )?by (the )?order id"],
      absent=[r"re:(?i)null key is fine", r"re:(?i)no key needed"]),
  control=dict(
      query="How do I leave an empty field out of a Go struct's JSON output?",
      output=t("""
Add `omitempty` to the tag:

```go
type Refund struct {
    ID     string `json:"id"`
    Reason string `json:"reason,omitempty"`
}
```

Empty strings, zero numbers, nil pointers and empty slices or maps are then left out.
""")))

# ---------------------------------------------------------------- 037
S(37, "kafka", "literal", "casing", "already_correct", team=True,
  teach=dict(
      query="Producer config for the payments service to talk to our Kafka cluster.",
      output=t("""
```properties
bootstrap.servers=kafka.tallow.internal:9092
security.protocol=SSL
acks=all
enable.idempotence=true
```
"""),
      message="9093, TLS only. The 9092 plaintext listener is disabled.",
      gold_wrong="kafka.tallow.internal:9092",
      gold_right="kafka.tallow.internal:9093"),
  repeat=dict(
      query="Env vars for the notif-worker container so it can reach Kafka.",
      output=t("""
```sh
KAFKA_BOOTSTRAP_SERVERS=kafka.tallow.internal:9092
KAFKA_SECURITY_PROTOCOL=SSL
KAFKA_CONSUMER_GROUP=notif-worker
```
"""),
      fix=[("kafka.tallow.internal:9092", "kafka.tallow.internal:9093")],
      contains=["KAFKA_BOOTSTRAP_SERVERS=kafka.tallow.internal:9093"],
      absent=["kafka.tallow.internal:9092"]),
  control=dict(
      query="Consumer settings for the ledger-sync service against the same cluster.",
      output=t("""
```properties
bootstrap.servers=kafka.tallow.internal:9093
security.protocol=SSL
group.id=ledger-sync
enable.auto.commit=false
```
""")),
  trap="kafka.tallow.internal:9093")

# ---------------------------------------------------------------- 038
S(38, "rabbitmq", "literal", "identifier", "lookalike",
  teach=dict(
      query="Connection URL for the invoice worker to RabbitMQ (vhost orders).",
      output=t("""
```go
conn, err := amqp.Dial("amqp://invoice:" + pass + "@rabbit.tallow.internal:15672/orders")
```

The path after the host is the vhost.
"""),
      message="15672 is the management UI and its HTTP API. AMQP is 5672.",
      gold_wrong="rabbit.tallow.internal:15672/orders",
      gold_right="rabbit.tallow.internal:5672/orders"),
  repeat=dict(
      query="RABBITMQ_URL for the Elixir notifications consumer (vhost notifications).",
      output=t("""
```sh
RABBITMQ_URL=amqp://notif:${RABBIT_PASSWORD}@rabbit.tallow.internal:15672/notifications
```

Broadway's RabbitMQ producer takes it as the `connection` option.
"""),
      fix=[(":15672/", ":5672/")],
      contains=["@rabbit.tallow.internal:5672/notifications"],
      absent=["rabbit.tallow.internal:15672"]),
  control=dict(
      query="How do I list the queues in the orders vhost through the management API?",
      output=t("""
```sh
curl -u admin:"$RABBIT_ADMIN_PASSWORD" http://rabbit.tallow.internal:15672/api/queues/orders
```

The management plugin serves its HTTP API on 15672; the response has message and consumer counts per queue.
""")),
  trap="rabbit.tallow.internal:15672", core="rabbit.tallow.internal:15672")

# ---------------------------------------------------------------- 039
S(39, "rabbitmq", "literal", "code_block", "same_topic",
  teach=dict(
      query="Bunny consumer for the invoices queue; only ack after the PDF is rendered.",
      output=t("""
```ruby
queue = channel.queue("invoices", durable: true)

queue.subscribe(manual_ack: false, block: true) do |delivery_info, _props, body|
  InvoiceRenderer.call(JSON.parse(body))
  channel.ack(delivery_info.delivery_tag)
end
```
"""),
      message="If you ack yourself it has to be manual_ack: true. With false the broker already counts it as acked, and the explicit ack kills the channel with an unknown delivery tag error.",
      gold_wrong="manual_ack: false",
      gold_right="manual_ack: true"),
  repeat=dict(
      query="Same for the credit_notes queue: ack only when the ledger posting succeeded.",
      output=t("""
```ruby
q = ch.queue("credit_notes", durable: true)

q.subscribe(manual_ack: false, block: true) do |info, _props, payload|
  Ledger.post_credit_note(JSON.parse(payload))
  ch.ack(info.delivery_tag)
end
```
"""),
      fix=[("manual_ack: false", "manual_ack: true")],
      contains=["q.subscribe(manual_ack: true"],
      absent=["manual_ack: false"]),
  control=dict(
      query="How do I stop one Bunny consumer from grabbing hundreds of unacked messages?",
      output=t("""
Set a prefetch on the channel before subscribing:

```ruby
ch.prefetch(10)
q.subscribe(manual_ack: true) do |info, _props, payload|
  handle(payload)
  ch.ack(info.delivery_tag)
end
```

The broker then stops delivering to that consumer once 10 of its messages are unacknowledged.
""")))

# ---------------------------------------------------------------- 040
S(40, "rabbitmq", "literal", "identifier", "unrelated", team=True,
  teach=dict(
      query="Declare the orders.payment queue with dead-lettering.",
      output=t("""
```go
_, err = ch.QueueDeclare("orders.payment", true, false, false, false, amqp.Table{
    "x-dead-letter-exchange": "orders.dlx",
    "x-queue-type":           "quorum",
})
```
"""),
      message="Our DLX is dlx.orders. Ops created it under that name and the alerts watch it.",
      gold_wrong='"x-dead-letter-exchange": "orders.dlx"',
      gold_right='"x-dead-letter-exchange": "dlx.orders"'),
  repeat=dict(
      query="Spring AMQP version of that for the Java fulfilment service's orders.fulfilment queue.",
      output=t("""
```java
@Bean
Queue fulfilmentQueue() {
    return QueueBuilder.durable("orders.fulfilment")
            .quorum()
            .deadLetterExchange("orders.dlx")
            .build();
}
```
"""),
      fix=[('"orders.dlx"', '"dlx.orders"')],
      contains=['.deadLetterExchange("dlx.orders")'],
      absent=['"orders.dlx"']),
  control=dict(
      query="How do I run a method every five minutes in Spring Boot?",
      output=t("""
Enable scheduling and annotate the method:

```java
@EnableScheduling
@SpringBootApplication
public class App { }

@Component
class Cleanup {
    @Scheduled(fixedRate = 5, timeUnit = TimeUnit.MINUTES)
    void purgeExpired() { /* ... */ }
}
```
""")),
  core='"orders.dlx"')

# ---------------------------------------------------------------- 041
S(41, "nats", "paraphrase", "code_block", "lookalike",
  teach=dict(
      query="Subscribe to every order event, e.g. orders.eu.created and orders.us.cancelled.",
      output=t("""
```go
sub, err := nc.Subscribe("orders.*", func(m *nats.Msg) {
    handleOrderEvent(m.Subject, m.Data)
})
```

`*` matches anything after `orders.`, so both subjects arrive.
"""),
      message="* matches exactly one token, so orders.eu.created never arrives. orders.> is what matches everything below orders.",
      gold_wrong='nc.Subscribe("orders.*"',
      gold_right='nc.Subscribe("orders.>"'),
  repeat=dict(
      query="JetStream stream that captures all shipment subjects like shipments.us.dispatched and shipments.eu.delivered.",
      output=t("""
```go
_, err := js.CreateStream(ctx, jetstream.StreamConfig{
    Name:     "SHIPMENTS",
    Subjects: []string{"shipments.*"},
    Storage:  jetstream.FileStorage,
    MaxAge:   7 * 24 * time.Hour,
})
```
"""),
      fix=[('"shipments.*"', '"shipments.>"')],
      contains=['[]string{"shipments.>"}'],
      absent=['"shipments.*"']),
  control=dict(
      query="Inventory updates are published as inventory.<sku>, one token after the prefix. Subscribe to all of them.",
      output=t("""
Each subject has exactly one token after `inventory.`, so the single-token wildcard is enough:

```go
sub, err := nc.Subscribe("inventory.*", func(m *nats.Msg) {
    applyStockUpdate(strings.TrimPrefix(m.Subject, "inventory."), m.Data)
})
```
""")),
  trap='nc.Subscribe("inventory.*"')

# ---------------------------------------------------------------- 042
S(42, "nats", "literal", "reworded", "lookalike",
  teach=dict(
      query="Connect the notif-worker to our NATS cluster.",
      output=t("""
```go
nc, err := nats.Connect("nats://nats.tallow.internal:6222", nats.Name("notif-worker"))
```
"""),
      message="Isn't 6222 the route port the servers use between themselves? Clients connect on 4222.",
      gold_wrong="nats.tallow.internal:6222",
      gold_right="nats.tallow.internal:4222"),
  repeat=dict(
      query="What should NATS_URL be set to for the audit-exporter?",
      output="Set `NATS_URL=nats://nats.tallow.internal:6222`; the exporter reads it on startup and reconnects automatically if a server goes away.",
      fix=[(":6222", ":4222")],
      contains=["nats://nats.tallow.internal:4222"],
      absent=["nats.tallow.internal:6222"]),
  control=dict(
      query="What goes in the cluster block of nats-server.conf for our three nodes?",
      output=t("""
```conf
cluster {
  name: tallow
  listen: 0.0.0.0:6222
  routes: [
    nats-route://nats-0.nats.tallow.internal:6222
    nats-route://nats-1.nats.tallow.internal:6222
    nats-route://nats-2.nats.tallow.internal:6222
  ]
}
```

Servers talk to each other on 6222; clients keep using 4222.
""")),
  trap="nats.tallow.internal:6222")

# ---------------------------------------------------------------- 043
S(43, "sqs", "paraphrase", "identifier", "lookalike",
  teach=dict(
      query="Enable long polling in the Go SQS receiver.",
      output=t("""
```go
out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
    QueueUrl:            aws.String(queueURL),
    MaxNumberOfMessages: 10,
    VisibilityTimeout:   20,
})
```

That makes each call wait up to 20 seconds for messages instead of returning immediately.
"""),
      message="Long polling is WaitTimeSeconds. VisibilityTimeout is how long a received message stays hidden from other consumers.",
      gold_wrong="VisibilityTimeout:   20,",
      gold_right="WaitTimeSeconds:     20,"),
  repeat=dict(
      query="The Java exporter polls SQS in a tight loop and burns requests. Make it long-poll.",
      output=t("""
```java
ReceiveMessageRequest request = ReceiveMessageRequest.builder()
        .queueUrl(queueUrl)
        .maxNumberOfMessages(10)
        .visibilityTimeout(20)
        .build();
List<Message> messages = sqs.receiveMessage(request).messages();
```

Each receive now waits up to 20 seconds for a message to arrive.
"""),
      fix=[(".visibilityTimeout(20)", ".waitTimeSeconds(20)")],
      contains=[".waitTimeSeconds(20)"],
      absent=[".visibilityTimeout(20)"]),
  control=dict(
      query="Rendering an export can take four minutes. How do I stop SQS redelivering the message while it's still being processed?",
      output=t("""
Give the receive a visibility timeout longer than the work:

```go
out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
    QueueUrl:          aws.String(exportQueueURL),
    VisibilityTimeout: 300,
    WaitTimeSeconds:   20,
})
```

For jobs of unpredictable length, extend it while working with `ChangeMessageVisibility`.
""")),
  trap="VisibilityTimeout: 300")

# ---------------------------------------------------------------- 044
S(44, "sqs", "literal", "code_block", "already_correct", team=True,
  teach=dict(
      query="Send a message to the invoice-render queue from the billing service.",
      output=t("""
```go
const invoiceQueueURL = "https://sqs.eu-west-1.amazonaws.com/123456789012/invoice-render"

_, err := client.SendMessage(ctx, &sqs.SendMessageInput{
    QueueUrl:    aws.String(invoiceQueueURL),
    MessageBody: aws.String(string(body)),
})
```
"""),
      message="Region's right, but it's a FIFO queue: invoice-render.fifo, and every send needs a MessageGroupId (dedup is content-based, so no dedup id).",
      gold_wrong='/123456789012/invoice-render"',
      gold_right='/123456789012/invoice-render.fifo"'),
  repeat=dict(
      query="The credit-notes job also enqueues invoice renders. Write its send call.",
      output=t("""
```go
queueURL := "https://sqs.eu-west-1.amazonaws.com/123456789012/invoice-render"

_, err = sqsClient.SendMessage(ctx, &sqs.SendMessageInput{
    QueueUrl:    aws.String(queueURL),
    MessageBody: aws.String(payload),
})
if err != nil {
    return fmt.Errorf("enqueue render for %s: %w", note.ID, err)
}
```
"""),
      fix=[('/invoice-render"', '/invoice-render.fifo"'),
           ("    MessageBody: aws.String(payload),\n",
            "    MessageBody: aws.String(payload),\n    MessageGroupId: aws.String(note.AccountID),\n")],
      contains=["invoice-render.fifo", "MessageGroupId:"],
      absent=[r"re:/invoice-render[^.]"]),
  control=dict(
      query="Receive loop for the invoice renderer.",
      output=t("""
```go
const renderQueueURL = "https://sqs.eu-west-1.amazonaws.com/123456789012/invoice-render.fifo"

for {
    out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
        QueueUrl:            aws.String(renderQueueURL),
        MaxNumberOfMessages: 10,
        WaitTimeSeconds:     20,
    })
    if err != nil {
        return err
    }
    for _, m := range out.Messages {
        render(ctx, m)
    }
}
```
""")),
  trap="invoice-render.fifo")

# ---------------------------------------------------------------- 045
S(45, "cache", "literal", "casing", "lookalike",
  teach=dict(
      query="Cache the rendered EU price list in Redis for an hour.",
      output=t("""
```
SET pricelist:eu <json> PX 3600
```

The key expires an hour after it's written.
"""),
      message="Isn't PX milliseconds? That's 3.6 seconds. For an hour it should be EX 3600.",
      gold_wrong="PX 3600",
      gold_right="EX 3600"),
  repeat=dict(
      query="Same for the German tax rates, but from a shell script with redis-cli.",
      output=t("""
```sh
redis-cli -h cache.tallow.internal set taxrates:de "$(cat rates-de.json)" px 3600
```

The entry is refreshed by the hourly cron, so an hour's expiry lines up with it.
"""),
      fix=[("px 3600", "ex 3600")],
      contains=[r"re:(?i)\bex 3600\b"],
      absent=[r"re:(?i)\bpx 3600\b"]),
  control=dict(
      query="Take a short lock on job 42 that expires after 500 ms.",
      output=t("""
```
SET lock:job:42 <token> NX PX 500
```

`NX` only sets the key if it doesn't exist, and `PX 500` expires it after 500 milliseconds, so a crashed worker can't hold it.
""")),
  trap="PX 500")

# ---------------------------------------------------------------- 046
S(46, "cache", "paraphrase", "code_block", "lookalike",
  teach=dict(
      query="Caffeine cache for exchange rates; a rate must never be older than 10 minutes.",
      output=t("""
```java
LoadingCache<String, BigDecimal> rates = Caffeine.newBuilder()
        .maximumSize(1_000)
        .expireAfterAccess(Duration.ofMinutes(10))
        .build(ratesClient::fetch);
```
"""),
      message="expireAfterAccess resets on every read, so a hot rate never expires. For a maximum age it has to be expireAfterWrite.",
      gold_wrong=".expireAfterAccess(Duration.ofMinutes(10))",
      gold_right=".expireAfterWrite(Duration.ofMinutes(10))"),
  repeat=dict(
      query="Feature-flag cache in the checkout service: values may be at most 30 seconds stale.",
      output=t("""
```java
Cache<String, Boolean> flags = Caffeine.newBuilder()
        .expireAfterAccess(30, TimeUnit.SECONDS)
        .maximumSize(5_000)
        .build();
```
"""),
      fix=[(".expireAfterAccess(30", ".expireAfterWrite(30")],
      contains=[".expireAfterWrite(30, TimeUnit.SECONDS)"],
      absent=["expireAfterAccess"]),
  control=dict(
      query="Session cache: drop sessions nobody has touched for 15 minutes.",
      output=t("""
Idle eviction is exactly what access-based expiry does:

```java
Cache<String, Session> sessions = Caffeine.newBuilder()
        .expireAfterAccess(Duration.ofMinutes(15))
        .maximumSize(100_000)
        .build();
```

Every read or write resets the 15-minute clock for that session.
""")),
  trap=".expireAfterAccess(Duration.ofMinutes(15))")

# ---------------------------------------------------------------- 047
S(47, "cache", "semantic", "reworded", "already_correct",
  teach=dict(
      query="Find all session keys in Redis so the logout-everywhere job can delete them.",
      output=t("""
Use `KEYS session:*`. It's fast because Redis keeps an index of key prefixes, so the lookup only touches matching keys.

```go
keys, err := rdb.Keys(ctx, "session:*").Result()
```
"""),
      message="There's no prefix index. KEYS walks the entire keyspace and blocks Redis while it does; on prod it has to be SCAN with MATCH.",
      gold_wrong="It's fast because Redis keeps an index of key prefixes, so the lookup only touches matching keys.",
      gold_right="KEYS walks the whole keyspace and blocks the server; iterate with SCAN and MATCH instead."),
  repeat=dict(
      query="A cleanup job deletes abandoned cart:* keys every minute. How do I find them?",
      output=t("""
`KEYS cart:*` is cheap since Redis indexes prefixes, so calling it every minute is fine:

```go
keys, err := rdb.Keys(ctx, "cart:*").Result()
if err != nil {
    return err
}
if len(keys) > 0 {
    rdb.Del(ctx, keys...)
}
```
"""),
      fix=t("""
Don't use `KEYS` here: it walks the whole keyspace and blocks Redis while it runs. Iterate with `SCAN` and `MATCH` instead:

```go
iter := rdb.Scan(ctx, 0, "cart:*", 500).Iterator()
for iter.Next(ctx) {
    rdb.Del(ctx, iter.Val())
}
if err := iter.Err(); err != nil {
    return err
}
```
"""),
      contains=[r"re:\bSCAN\b", "rdb.Scan("],
      absent=[r"re:(?i)indexes prefixes|index of key prefixes", "rdb.Keys("]),
  control=dict(
      query="Count how many rate-limit keys exist without hurting Redis.",
      output=t("""
Iterate with `SCAN` rather than `KEYS`:

```go
var n int
iter := rdb.Scan(ctx, 0, "ratelimit:*", 1000).Iterator()
for iter.Next(ctx) {
    n++
}
if err := iter.Err(); err != nil {
    return err
}
```

`SCAN` returns one cursor batch at a time, so other clients keep being served between batches.
""")),
  trap="rdb.Scan(")

# ---------------------------------------------------------------- 048
S(48, "gradle", "paraphrase", "code_block", "lookalike",
  teach=dict(
      query="Add the Postgres JDBC driver to the quotes service build.gradle.",
      output=t("""
```groovy
dependencies {
    compile 'org.postgresql:postgresql:42.7.3'
}
```
"""),
      message="Use implementation, or runtimeOnly for a driver. compile was removed in Gradle 7, the build won't even configure.",
      gold_wrong="compile 'org.postgresql:postgresql:42.7.3'",
      gold_right="runtimeOnly 'org.postgresql:postgresql:42.7.3'"),
  repeat=dict(
      query="Now add the Prometheus registry for Micrometer.",
      output=t("""
```groovy
dependencies {
    implementation 'org.springframework.boot:spring-boot-starter-actuator'
    compile 'io.micrometer:micrometer-registry-prometheus'
}
```

Boot's dependency management supplies the version.
"""),
      fix=[("    compile 'io.micrometer", "    implementation 'io.micrometer")],
      contains=[r"re:(implementation|runtimeOnly) 'io\.micrometer:micrometer-registry-prometheus'"],
      absent=[r"re:(?m)^\s*compile[ (]"]),
  control=dict(
      query="Lombok in the quotes service Gradle build?",
      output=t("""
```groovy
dependencies {
    compileOnly 'org.projectlombok:lombok'
    annotationProcessor 'org.projectlombok:lombok'
}
```

`compileOnly` keeps Lombok off the runtime classpath; the annotation processor generates the code at compile time.
""")),
  trap="compileOnly", core="compile '")

# ---------------------------------------------------------------- 049
S(49, "maven", "literal", "code_block", "already_correct", team=True,
  teach=dict(
      query="Where do our Gradle builds pull internal artifacts from? Set up settings.gradle.kts.",
      output=t("""
```kotlin
dependencyResolutionManagement {
    repositories {
        maven {
            name = "tallowReleases"
            url = uri("https://nexus.tallow.internal/repository/maven-public/")
            credentials(PasswordCredentials::class)
        }
        mavenCentral()
    }
}
```
"""),
      message="We moved off Nexus last year. The repo is https://maven.tallow.internal/releases, the nexus host doesn't exist anymore.",
      gold_wrong="https://nexus.tallow.internal/repository/maven-public/",
      gold_right="https://maven.tallow.internal/releases"),
  repeat=dict(
      query="A Maven-based service needs the same internal repository. settings.xml mirror, please.",
      output=t("""
```xml
<settings>
  <mirrors>
    <mirror>
      <id>tallow</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.tallow.internal/repository/maven-public/</url>
    </mirror>
  </mirrors>
  <servers>
    <server>
      <id>tallow</id>
      <username>${env.MAVEN_USER}</username>
      <password>${env.MAVEN_TOKEN}</password>
    </server>
  </servers>
</settings>
```
"""),
      fix=[("https://nexus.tallow.internal/repository/maven-public/", "https://maven.tallow.internal/releases")],
      contains=["<url>https://maven.tallow.internal/releases</url>"],
      absent=["nexus.tallow.internal"]),
  control=dict(
      query="Publish the quotes-client library from Gradle to our internal repository.",
      output=t("""
```kotlin
publishing {
    publications {
        create<MavenPublication>("lib") { from(components["java"]) }
    }
    repositories {
        maven {
            name = "tallowReleases"
            url = uri("https://maven.tallow.internal/releases")
            credentials(PasswordCredentials::class)
        }
    }
}
```

`./gradlew publish` then reads `tallowReleasesUsername` and `tallowReleasesPassword` from the Gradle properties.
""")),
  trap="https://maven.tallow.internal/releases")

# ---------------------------------------------------------------- 050
S(50, "maven", "literal", "reworded", "lookalike",
  teach=dict(
      query="Build ledger-core without running tests, but the e2e module needs its test-jar.",
      output="Skip the tests with `mvn install -Dmaven.test.skip=true`; the test-jar still gets built and installed for the e2e module.",
      message="maven.test.skip also skips compiling the tests, and the test-jar goal honours it too, so e2e gets no test-jar. -DskipTests is the one that only skips running them.",
      gold_wrong="-Dmaven.test.skip=true",
      gold_right="-DskipTests"),
  repeat=dict(
      query="CI stage that packages everything for the e2e suite without running unit tests. What's the Maven command?",
      output="Run `mvn -B install -Dmaven.test.skip=true -pl ledger-core,ledger-e2e -am`. Unit tests are skipped, and ledger-core's test-jar is installed so the e2e module can depend on it.",
      fix=[("-Dmaven.test.skip=true", "-DskipTests")],
      contains=["-DskipTests"],
      absent=["maven.test.skip"]),
  control=dict(
      query="Fastest possible build of the CLI module; I don't need the tests compiled at all.",
      output="`mvn -q package -pl ledger-cli -Dmaven.test.skip=true` skips both compiling and running the tests, which is the fastest option when nothing needs the test classes."),
  trap="-Dmaven.test.skip=true")

# ---------------------------------------------------------------- 051
S(51, "maven", "paraphrase", "code_block", "same_topic",
  teach=dict(
      query="Add JUnit 5 to the ledger-core pom.",
      output=t("""
```xml
<dependency>
  <groupId>org.junit.jupiter</groupId>
  <artifactId>junit-jupiter</artifactId>
  <version>5.10.2</version>
  <scope>compile</scope>
</dependency>
```
"""),
      message="test scope please, with compile JUnit ends up packaged in the service jar",
      gold_wrong="<scope>compile</scope>",
      gold_right="<scope>test</scope>"),
  repeat=dict(
      query="And Mockito for the same module.",
      output=t("""
```xml
<dependency>
  <groupId>org.mockito</groupId>
  <artifactId>mockito-core</artifactId>
  <version>5.11.0</version>
  <scope>compile</scope>
</dependency>
```
"""),
      fix=[("<scope>compile</scope>", "<scope>test</scope>")],
      contains=[r"re:<artifactId>mockito-core</artifactId>\s*<version>[^<]*</version>\s*<scope>test</scope>"],
      absent=["<scope>compile</scope>"]),
  control=dict(
      query="Testcontainers for the Postgres integration tests in ledger-core.",
      output=t("""
```xml
<dependency>
  <groupId>org.testcontainers</groupId>
  <artifactId>postgresql</artifactId>
  <version>1.19.8</version>
  <scope>test</scope>
</dependency>
```

Docker has to be available wherever the tests run.
""")),
  core="<scope>compile</scope>")

# ---------------------------------------------------------------- 052
S(52, "http", "literal", "identifier", "already_correct", team=True,
  teach=dict(
      query="The auth API needs to send password-reset emails. Which service do I call?",
      output="Call the notification service: `POST http://notification-service.internal/v1/emails` with the template id and the recipient.",
      message="Emails go through notif-dispatch now. notification-service only does mobile push since the split.",
      gold_wrong="http://notification-service.internal/v1/emails",
      gold_right="http://notif-dispatch.internal/v1/emails"),
  repeat=dict(
      query="Configure the base URL of the billing service's mailer client.",
      output=t("""
```yaml
mailer:
  base-url: http://notification-service.internal/v1
  timeout: 5s
  from: billing@tallow.example
```
"""),
      fix=[("notification-service.internal", "notif-dispatch.internal")],
      contains=["base-url: http://notif-dispatch.internal/v1"],
      absent=["notification-service.internal"]),
  control=dict(
      query="Which URL does the auth API use for the welcome email?",
      output="The welcome email goes through notif-dispatch like every other email: `POST http://notif-dispatch.internal/v1/emails` with template `welcome_v3`."),
  trap="notif-dispatch.internal", core="http://notification-service.internal/v1")

# ---------------------------------------------------------------- 053
S(53, "orm", "semantic", "reworded", "lookalike",
  teach=dict(
      query="OrderLine has a @ManyToOne Product. Does loading order lines also load the products?",
      output="No. `@ManyToOne` is lazy by default in JPA, so Hibernate only fetches the `Product` when you first call `line.getProduct()`.",
      message="Aren't to-one associations EAGER by default in JPA? Only the collections are lazy, so this needs fetch = FetchType.LAZY to behave like that.",
      gold_wrong="`@ManyToOne` is lazy by default in JPA",
      gold_right="`@ManyToOne` is eager by default in JPA; add `fetch = FetchType.LAZY`"),
  repeat=dict(
      query="Invoice has a @ManyToOne customer. I don't want the customer query when listing invoices; do I need to change anything?",
      output=t("""
Nothing to change: a `@ManyToOne` association is loaded lazily by default, so listing invoices won't touch the customer table until `invoice.getCustomer()` is called.

```java
@ManyToOne
@JoinColumn(name = "customer_id")
private Customer customer;
```
"""),
      fix=t("""
Yes: `@ManyToOne` is eager by default in JPA, so each invoice pulls its customer. Make it lazy explicitly:

```java
@ManyToOne(fetch = FetchType.LAZY)
@JoinColumn(name = "customer_id")
private Customer customer;
```
"""),
      contains=["@ManyToOne(fetch = FetchType.LAZY)"],
      absent=[r"re:(?i)lazily by default|lazy by default"]),
  control=dict(
      query="Is @OneToMany lazy by default, or do I need to mark the Order.lines collection?",
      output="`@OneToMany` is lazy by default (as is `@ManyToMany`), so `Order.lines` is only loaded when you first touch the collection; no change needed."),
  trap="lazy by default")

# ---------------------------------------------------------------- 054
S(54, "orm", "literal", "code_block", "lookalike", team=True,
  teach=dict(
      query="Register the PaymentsDbContext in Program.cs.",
      output=t("""
```sh
dotnet add src/Payments.Api package Microsoft.EntityFrameworkCore.SqlServer
```

```csharp
builder.Services.AddDbContext<PaymentsDbContext>(options =>
    options.UseSqlServer(builder.Configuration.GetConnectionString("Payments")));
```
"""),
      message="Payments runs on Postgres: Npgsql, not SqlServer (package Npgsql.EntityFrameworkCore.PostgreSQL, options.UseNpgsql).",
      gold_wrong="options.UseSqlServer(",
      gold_right="options.UseNpgsql("),
  repeat=dict(
      query="Refunds gets its own DbContext in the same database. Package and registration?",
      output=t("""
```sh
dotnet add src/Refunds.Api package Microsoft.EntityFrameworkCore.SqlServer
```

```csharp
builder.Services.AddDbContext<RefundsDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Payments")));
```
"""),
      fix=[("Microsoft.EntityFrameworkCore.SqlServer", "Npgsql.EntityFrameworkCore.PostgreSQL"),
           ("o.UseSqlServer(", "o.UseNpgsql(")],
      contains=["Npgsql.EntityFrameworkCore.PostgreSQL", "o.UseNpgsql("],
      absent=["UseSqlServer", "EntityFrameworkCore.SqlServer"]),
  control=dict(
      query="Finance wants a read-only context over their vendor's SQL Server warehouse (FinanceDW). How do I register it?",
      output=t("""
That one really is SQL Server, so it uses the SQL Server provider:

```csharp
builder.Services.AddDbContext<FinanceDwContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("FinanceDW"))
     .UseQueryTrackingBehavior(QueryTrackingBehavior.NoTracking));
```
""")),
  trap="o.UseSqlServer(", core="UseSqlServer(")

# ---------------------------------------------------------------- 055
S(55, "dotnet", "literal", "reworded", "unrelated", team=True,
  teach=dict(
      query="Add our internal NuGet feed so dotnet restore finds the Tallow.* packages.",
      output=t("""
```xml
<configuration>
  <packageSources>
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
    <add key="tallow" value="https://nuget.tallow.internal/api/v2" />
  </packageSources>
</configuration>
```
"""),
      message="Use the v3 feed, https://nuget.tallow.internal/v3/index.json. The api/v2 endpoint is read-only legacy and misses everything published since the migration.",
      gold_wrong="https://nuget.tallow.internal/api/v2",
      gold_right="https://nuget.tallow.internal/v3/index.json"),
  repeat=dict(
      query="How do I add the internal feed on my machine from the command line?",
      output="Run `dotnet nuget add source https://nuget.tallow.internal/api/v2 --name tallow --username you@tallow.example --password <PAT> --store-password-in-clear-text` once; `dotnet restore` then searches it along with nuget.org.",
      fix=[("https://nuget.tallow.internal/api/v2", "https://nuget.tallow.internal/v3/index.json")],
      contains=["dotnet nuget add source https://nuget.tallow.internal/v3/index.json"],
      absent=["nuget.tallow.internal/api/v2"]),
  control=dict(
      query="How do I run only the tests in Payments.Tests whose names contain Refund?",
      output=t("""
```sh
dotnet test tests/Payments.Tests --filter "FullyQualifiedName~Refund"
```

`~` means contains; use `=` for an exact match.
""")))

# ---------------------------------------------------------------- 056
S(56, "bundler", "paraphrase", "code_block", "same_topic",
  teach=dict(
      query="Dockerfile step to install gems without the development and test groups.",
      output=t("""
```dockerfile
COPY Gemfile Gemfile.lock ./
RUN bundle install --without development test --jobs 4
```
"""),
      message="--without (like the other remembered flags, --deployment included) is deprecated in Bundler 2, and our CI treats Bundler deprecation warnings as errors. Set it with bundle config set --local without 'development test', then run bundle install.",
      gold_wrong="RUN bundle install --without development test --jobs 4",
      gold_right="RUN bundle config set --local without 'development test' && bundle install --jobs 4"),
  repeat=dict(
      query="The Sidekiq worker image needs the same, with an extra tools group left out.",
      output=t("""
```dockerfile
COPY Gemfile Gemfile.lock ./
RUN bundle install --without development:test:tools --deployment
```
"""),
      fix=[("RUN bundle install --without development:test:tools --deployment",
            "RUN bundle config set --local deployment true && bundle config set --local without 'development test tools' && bundle install")],
      contains=[r"re:bundle config set (--local )?without", r"re:bundle config set (--local )?deployment"],
      absent=["--without", "--deployment"]),
  control=dict(
      query="Can I set the excluded groups through an environment variable instead?",
      output=t("""
Yes, Bundler reads `BUNDLE_WITHOUT`:

```dockerfile
ENV BUNDLE_WITHOUT="development:test"
RUN bundle install
```

It has the same effect as `bundle config set without`.
""")),
  core="bundle install --without ")

# ---------------------------------------------------------------- 057
S(57, "orm", "semantic", "reworded", "lookalike",
  teach=dict(
      query="Void all of an account's draft invoices; the after_update callback writes the audit entry.",
      output=t("""
```ruby
account.invoices.draft.update_all(status: "void")
```

`update_all` runs validations and callbacks for each record, so `after_update :write_audit_entry` records every change.
"""),
      message="update_all skips validations and callbacks completely, it's one SQL UPDATE. For the audit callback you need find_each with update!.",
      gold_wrong="`update_all` runs validations and callbacks for each record",
      gold_right="`update_all` skips validations and callbacks; use `find_each` with `update!`"),
  repeat=dict(
      query="Cancel every pending subscription of a user so the after_update :notify_billing hook fires for each.",
      output=t("""
A single call does it, and `update_all` fires the model callbacks per row, so `notify_billing` runs for every subscription:

```ruby
user.subscriptions.pending.update_all(status: "cancelled")
```
"""),
      fix=t("""
`update_all` skips callbacks (it's a single SQL UPDATE), so load each record and update it to get `notify_billing` per subscription:

```ruby
user.subscriptions.pending.find_each do |subscription|
  subscription.update!(status: "cancelled")
end
```
"""),
      contains=["find_each", 'update!(status: "cancelled")'],
      absent=['update_all(status: "cancelled")', r"re:(?i)update_all`? fires"]),
  control=dict(
      query="Mark all carts older than 30 days as expired in one query; Cart has no callbacks.",
      output=t("""
```ruby
Cart.where(updated_at: ...30.days.ago).update_all(status: "expired", updated_at: Time.current)
```

`update_all` issues a single UPDATE without instantiating the records, which is what you want when nothing depends on callbacks.
""")),
  trap='.update_all(status: "expired"')

# ---------------------------------------------------------------- 058
S(58, "elixir", "semantic", "reworded", "same_topic",
  teach=dict(
      query="Read the Stripe key from runtime config in the PaymentClient module.",
      output=t("""
```elixir
defmodule Billing.PaymentClient do
  @api_key Application.get_env(:billing, :stripe_key)

  def charge(params), do: Stripe.charge(params, api_key: @api_key)
end
```

The module attribute picks up whatever `config/runtime.exs` sets when the release boots.
"""),
      message="Module attributes are evaluated at compile time, so runtime.exs values never make it into @api_key. Read it inside the function with Application.fetch_env!/2.",
      gold_wrong="The module attribute picks up whatever `config/runtime.exs` sets when the release boots.",
      gold_right="Module attributes are evaluated at compile time, so read the key inside the function with `Application.fetch_env!/2`."),
  repeat=dict(
      query="The webhook verifier needs the signing secret, which we set in runtime.exs from an env var.",
      output=t("""
Store it in an attribute; it's filled from runtime.exs when the release starts:

```elixir
defmodule Billing.WebhookVerifier do
  @signing_secret Application.get_env(:billing, :webhook_secret)

  def verify(payload, signature), do: Signature.valid?(payload, signature, @signing_secret)
end
```
"""),
      fix=t("""
Read it at call time; a module attribute is evaluated at compile time, before runtime.exs runs:

```elixir
defmodule Billing.WebhookVerifier do
  def verify(payload, signature) do
    secret = Application.fetch_env!(:billing, :webhook_secret)
    Signature.valid?(payload, signature, secret)
  end
end
```
"""),
      contains=[r"re:(?i)compile time"],
      absent=["@signing_secret Application.get_env", r"re:(?i)filled from runtime\.exs"]),
  control=dict(
      query="Where should a release read DATABASE_URL so it isn't baked in at build time?",
      output=t("""
In `config/runtime.exs`, which runs when the release boots:

```elixir
import Config

if config_env() == :prod do
  config :billing, Billing.Repo,
    url: System.fetch_env!("DATABASE_URL"),
    pool_size: String.to_integer(System.get_env("POOL_SIZE", "10"))
end
```
""")))

# ---------------------------------------------------------------- 059
S(59, "go", "paraphrase", "identifier", "lookalike", team=True,
  teach=dict(
      query="Response struct for GET /v1/users/{id} in the accounts API.",
      output=t("""
```go
type UserResponse struct {
    UserID string `json:"userId"`
    Email  string `json:"email"`
    Status string `json:"status"`
}
```
"""),
      message="Make it user_id. Our public API is snake_case on the wire and the API linter rejects camelCase keys.",
      gold_wrong='`json:"userId"`',
      gold_right='`json:"user_id"`'),
  repeat=dict(
      query="Now the struct for GET /v1/accounts/{id}.",
      output=t("""
```go
type AccountResponse struct {
    AccountID   string    `json:"accountId"`
    DisplayName string    `json:"displayName"`
    CreatedAt   time.Time `json:"createdAt"`
}
```
"""),
      fix=[('json:"accountId"', 'json:"account_id"'),
           ('json:"displayName"', 'json:"display_name"'),
           ('json:"createdAt"', 'json:"created_at"')],
      contains=['json:"account_id"', 'json:"display_name"', 'json:"created_at"'],
      absent=[r're:json:"[a-z]+[A-Z]']),
  control=dict(
      query="Struct to decode the Microsoft Graph /me response in the SSO service.",
      output=t("""
Graph returns camelCase keys, so the tags mirror them:

```go
type GraphUser struct {
    ID                string `json:"id"`
    DisplayName       string `json:"displayName"`
    UserPrincipalName string `json:"userPrincipalName"`
    Mail              string `json:"mail"`
}
```
""")),
  trap='json:"displayName"')

# ---------------------------------------------------------------- 060
S(60, "go", "semantic", "reworded", "unrelated",
  teach=dict(
      query="Loop over the uploaded files, open each one and compute its checksum.",
      output=t("""
```go
for _, path := range paths {
    f, err := os.Open(path)
    if err != nil {
        return err
    }
    defer f.Close()
    h := sha256.New()
    if _, err := io.Copy(h, f); err != nil {
        return err
    }
    sums[path] = hex.EncodeToString(h.Sum(nil))
}
```

`defer` closes each file at the end of its loop iteration, so descriptors don't pile up.
"""),
      message="defer runs when the surrounding function returns, not per iteration, so with thousands of files you run out of descriptors. Close it in the loop or move the body into its own function.",
      gold_wrong="`defer` closes each file at the end of its loop iteration",
      gold_right="`defer` only runs when the function returns, so close each file inside the loop"),
  repeat=dict(
      query="Iterate over the tenant ids and run a query per tenant, reading the rows.",
      output=t("""
```go
for _, tenant := range tenants {
    rows, err := db.QueryContext(ctx, countOpenInvoices, tenant)
    if err != nil {
        return err
    }
    defer rows.Close()
    for rows.Next() {
        // scan
    }
}
```

The deferred `rows.Close()` runs after each iteration, so every connection goes back to the pool before the next tenant.
"""),
      fix=t("""
Close the rows before moving on to the next tenant; a `defer` inside the loop would only run when the function returns and would hold a connection per tenant:

```go
for _, tenant := range tenants {
    if err := countTenant(ctx, db, tenant); err != nil {
        return err
    }
}

func countTenant(ctx context.Context, db *sql.DB, tenant string) error {
    rows, err := db.QueryContext(ctx, countOpenInvoices, tenant)
    if err != nil {
        return err
    }
    defer rows.Close()
    for rows.Next() {
        // scan
    }
    return rows.Err()
}
```
"""),
      contains=[r"re:(?i)function returns"],
      absent=[r"re:(?i)runs after each iteration"]),
  control=dict(
      query="How do I shut the HTTP server down gracefully on SIGTERM?",
      output=t("""
```go
ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
defer stop()

go func() {
    if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
        log.Fatal(err)
    }
}()

<-ctx.Done()
shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
defer cancel()
srv.Shutdown(shutdownCtx)
```

`Shutdown` stops accepting new connections and waits for in-flight requests until the timeout.
""")))


# Cross-scenario hits that are intended (scenario id -> other scenario ids whose
# texts may contain that scenario's wrong text or match its absent checks).
ALLOWED_CROSS = {}


# ============================================================== verification
def sid(n):
    return "d12-%03d" % n


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(rep, text_errors, s_id):
    fix = rep["fix"]
    if isinstance(fix, str):
        return fix
    out = rep["output"]
    for old, new in fix:
        c = out.count(old)
        if c != 1:
            text_errors.append("%s: fix fragment %r occurs %d times (want 1)" % (s_id, old, c))
        out = out.replace(old, new, 1)
    return out


def passes(text, rep):
    return all(check(text, c) for c in rep["contains"]) and not any(check(text, a) for a in rep["absent"])


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def to_json(s):
    te, rp, co = s["teach"], s["repeat"], s["control"]
    return {
        "id": sid(s["n"]),
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["variation"],
        "control_kind": s["control_kind"],
        "teach": {k: te[k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {"query": rp["query"], "output": rp["output"],
                   "expect_contains": list(rp["contains"]), "expect_absent": list(rp["absent"])},
        "control": {"query": co["query"], "output": co["output"]},
    }


def go_re2(pairs):
    """Run every (pattern, text) through Go's regexp (RE2). Returns list of bool or 'ERR: ...'."""
    go = shutil.which("go")
    if not go:
        raise SystemExit("go toolchain not found: cannot verify RE2 compatibility")
    d = tempfile.mkdtemp(prefix="dev12-re2-")
    try:
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module re2check\n\ngo 1.21\n")
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write('''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type item struct {
	P string `json:"p"`
	T string `json:"t"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		panic(err)
	}
	cache := map[string]*regexp.Regexp{}
	out := make([]any, len(items))
	for i, it := range items {
		re, ok := cache[it.P]
		if !ok {
			var err error
			re, err = regexp.Compile(it.P)
			if err != nil {
				out[i] = "ERR: " + err.Error()
				continue
			}
			cache[it.P] = re
		}
		out[i] = re.MatchString(it.T)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
''')
        env = dict(os.environ, GOFLAGS="-mod=mod", GOTOOLCHAIN="local")
        p = subprocess.run([go, "run", "."], cwd=d, input=json.dumps([{"p": a, "t": b} for a, b in pairs]),
                           capture_output=True, text=True, env=env, timeout=600)
        if p.returncode != 0:
            raise SystemExit("go run failed:\n" + p.stderr)
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def texts_of(s, fx):
    te, rp, co = s["teach"], s["repeat"], s["control"]
    return {"teach.query": te["query"], "teach.output": te["output"], "teach.message": te["message"],
            "repeat.query": rp["query"], "repeat.output": rp["output"], "repeat.fixed": fx,
            "control.query": co["query"], "control.output": co["output"]}


def verify():
    errors = []
    lines = []
    fixes = {}

    # ids, order, enums
    ns = [s["n"] for s in SCEN]
    if ns != list(range(1, 61)):
        errors.append("ids must be d12-001 .. d12-060 in order; got %s" % ns)
    for s in SCEN:
        i = sid(s["n"])
        if s["difficulty"] not in DIFFICULTIES:
            errors.append("%s: bad difficulty %r" % (i, s["difficulty"]))
        if s["control_kind"] not in CONTROL_KINDS:
            errors.append("%s: bad control_kind %r" % (i, s["control_kind"]))
        if s["variation"] not in VARIATIONS:
            errors.append("%s: bad repeat_variation %r" % (i, s["variation"]))
        te, rp, co = s["teach"], s["repeat"], s["control"]
        for part, keys in ((te, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (rp, ("query", "output")), (co, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errors.append("%s: %s must be a non-empty string" % (i, k))
        for k in ("contains", "absent"):
            if not isinstance(rp.get(k), list) or not all(isinstance(x, str) and x for x in rp[k]):
                errors.append("%s: expect_%s must be a list of non-empty strings" % (i, k))
        if not rp["contains"] and not rp["absent"]:
            errors.append("%s: repeat has no checks" % i)
        if not rp["contains"]:
            errors.append("%s: repeat has no expect_contains (fix would not be demanded)" % i)
        if te["gold_wrong"] not in te["output"]:
            errors.append("%s: gold_wrong not found in teach.output" % i)
        if te["gold_right"] in te["output"]:
            errors.append("%s: gold_right already in teach.output" % i)
        if te["gold_wrong"] == te["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % i)

    # counts
    for field, want in (("difficulty", DIFFICULTIES), ("control_kind", CONTROL_KINDS)):
        got = Counter(s[field] for s in SCEN)
        if dict(got) != want:
            errors.append("%s counts %s, want %s" % (field, dict(got), want))
    vc = Counter(s["variation"] for s in SCEN)
    for v in VARIATIONS:
        if vc[v] < 5:
            errors.append("repeat_variation %s has only %d scenarios" % (v, vc[v]))

    # python regex compile
    regexes = set()
    for s in SCEN:
        for spec in s["repeat"]["contains"] + s["repeat"]["absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errors.append("%s: python re cannot compile %r: %s" % (sid(s["n"]), spec, e))
                regexes.add(spec[3:])
                if re.search(r"\(\?<?[=!]|\\[1-9]|\(\?P=", spec[3:]):
                    errors.append("%s: look-around or back-reference in %r" % (sid(s["n"]), spec))

    # repeat fails, hand fix passes
    for s in SCEN:
        i = sid(s["n"])
        rp = s["repeat"]
        fx = fixed(rp, errors, i)
        fixes[i] = fx
        if fx == rp["output"]:
            errors.append("%s: hand fix equals the repeat output" % i)
        failing_contains = [c for c in rp["contains"] if not check(rp["output"], c)]
        present_absent = [a for a in rp["absent"] if check(rp["output"], a)]
        if passes(rp["output"], rp):
            errors.append("%s: repeat as written PASSES its checks" % i)
        if not present_absent:
            errors.append("%s: no expect_absent check hits the repeat as written" % i)
        miss = [c for c in rp["contains"] if not check(fx, c)]
        pres = [a for a in rp["absent"] if check(fx, a)]
        if miss or pres:
            errors.append("%s: hand fix FAILS (missing %s, still present %s)" % (i, miss, pres))
        lines.append("%s  repeat: FAIL (%d contains missing, %d absent present)  hand fix: %s"
                     % (i, len(failing_contains), len(present_absent), "PASS" if not (miss or pres) else "FAIL"))

    # literal: the wrong text recurs verbatim (up to case and white space) in the repeat
    for s in SCEN:
        if s["difficulty"] == "literal":
            core = s["core"] or s["teach"]["gold_wrong"]
            if norm(core) not in norm(s["repeat"]["output"]):
                errors.append("%s: literal scenario but %r not in repeat output" % (sid(s["n"]), core))
            if norm(core) not in norm(s["teach"]["output"]):
                errors.append("%s: literal core %r not in teach output" % (sid(s["n"]), core))

    # controls
    for s in SCEN:
        i = sid(s["n"])
        co = s["control"]
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["trap"]:
                errors.append("%s: %s control needs a trap text" % (i, s["control_kind"]))
            elif s["trap"] not in co["output"]:
                errors.append("%s: trap %r not in control output" % (i, s["trap"]))
        if co["output"] == s["repeat"]["output"] or co["query"] == s["repeat"]["query"]:
            errors.append("%s: control duplicates the repeat" % i)
        if s["control_kind"] == "lookalike":
            # the lookalike control must trip the literal wrong-text check or some plain absent string
            # or (for semantic/paraphrase) at least carry the trap; nothing more to check mechanically.
            pass

    # unique queries
    qs = Counter()
    for s in SCEN:
        for part in ("teach", "repeat", "control"):
            qs[s[part]["query"]] += 1
    for q, c in qs.items():
        if c > 1:
            errors.append("query used %d times: %r" % (c, q))

    # cross-scenario contamination
    all_texts = {sid(s["n"]): texts_of(s, fixes[sid(s["n"])]) for s in SCEN}
    cross = []
    for s in SCEN:
        i = sid(s["n"])
        probes = [("gold_wrong", s["teach"]["gold_wrong"])] + [("absent", a) for a in s["repeat"]["absent"]]
        for kind, spec in probes:
            for j, tx in all_texts.items():
                if j == i or j in ALLOWED_CROSS.get(i, ()):
                    continue
                for where, text in tx.items():
                    hit = check(text, spec) if kind == "absent" else spec in text
                    if hit:
                        cross.append("%s %s %r hits %s %s" % (i, kind, spec, j, where))
    errors.extend(cross)

    # RE2 parity on every text of the set
    pairs = []
    every_text = []
    for tx in all_texts.values():
        every_text.extend(tx.values())
    for rx in sorted(regexes):
        for text in every_text:
            pairs.append((rx, text))
    go_out = go_re2(pairs)
    mism = 0
    for (rx, text), g in zip(pairs, go_out):
        if isinstance(g, str):
            errors.append("RE2 cannot compile %r: %s" % (rx, g))
            continue
        if bool(re.search(rx, text)) != g:
            mism += 1
            errors.append("Python/RE2 disagree for %r on %r" % (rx, text[:80]))
    go_compile_errors = len({rx for (rx, _), g in zip(pairs, go_out) if isinstance(g, str)})
    re2_line = "RE2 check: %d regexes x %d texts = %d matches compared with `go run`; %d compile errors, %d mismatches" % (
        len(regexes), len(every_text), len(pairs), go_compile_errors, mism)
    return errors, lines, re2_line


def counts_md():
    out = []
    for field, key in (("difficulty", "difficulty"), ("control_kind", "control_kind"),
                       ("repeat_variation", "variation"), ("topic", "topic")):
        c = Counter(s[key] for s in SCEN)
        out.append("| %s | count |" % field)
        out.append("|---|---|")
        for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append("| %s | %d |" % (k, v))
        out.append("")
    team = sum(1 for s in SCEN if s["team"])
    out.append("Scenarios whose mistake is a team-specific fact (service, port, topic, queue, registry,")
    out.append("pinned version, header, naming convention): %d; general technical facts: %d." % (team, len(SCEN) - team))
    return "\n".join(out)


def main():
    errors, lines, re2_line = verify()
    for l in lines:
        print(l)
    print(re2_line)
    for k, want in (("difficulty", DIFFICULTIES), ("control_kind", CONTROL_KINDS)):
        print("%s: %s" % (k, dict(sorted(Counter(s[k] for s in SCEN).items()))))
    print("repeat_variation: %s" % dict(sorted(Counter(s["variation"] for s in SCEN).items())))
    print("topic: %s" % dict(sorted(Counter(s["topic"] for s in SCEN).items())))
    print("team facts: %d" % sum(1 for s in SCEN if s["team"]))
    if errors:
        print("\n%d ERRORS:" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)

    rows = [to_json(s) for s in SCEN]
    with open(OUT, "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # round trip
    with open(OUT) as f:
        back = [json.loads(l) for l in f if l.strip()]
    assert back == rows and len(back) == 60
    keys = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
    assert all(set(r) == keys for r in back)

    if os.path.exists(README):
        with open(README) as f:
            doc = f.read()
        start, end = "<!-- counts:begin (written by build.py) -->", "<!-- counts:end -->"
        if start in doc and end in doc:
            a = doc.index(start) + len(start)
            b = doc.index(end)
            doc = doc[:a] + "\n" + counts_md() + "\n" + doc[b:]
            with open(README, "w") as f:
                f.write(doc)
        else:
            print("README.md has no counts markers; not updated")
    print("\nOK: wrote %s (%d scenarios); all checks passed" % (os.path.relpath(OUT), len(rows)))


if __name__ == "__main__":
    main()
