#!/usr/bin/env python3
"""Build the heldout12 learning-loop scenarios for cairn (standard library only).

    python3 eval/heldout12/build.py

Holds 60 scenarios as data, validates them (the repeat fails its own check as
written, the `fix`ed repeat passes, controls satisfy cflags/cneeds, literal text
recurs, mix counts, no shared teach messages, no cross-scenario wrong spans),
and only then writes scenarios.jsonl and README.md next to this file.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements turning repeat.output into a fixed repeat
  cflags  check specs that would mark the control wrong; none may match it
          (default for non-lookalike controls: repeat.expect_absent + [gold_wrong])
  cneeds  check specs that must match the control output
  literal for literal scenarios, the wrong text recurring in repeat.output
          (up to case and white space); default gold_wrong
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "h12"
N = 60

DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
TOLERANCE = 3


def L(*lines):
    return "\n".join(lines)


def T(query, output, message, wrong, right):
    return {"query": query, "output": output, "message": message, "gold_wrong": wrong, "gold_right": right}


def R(query, output, contains, absent):
    return {"query": query, "output": output, "expect_contains": list(contains), "expect_absent": list(absent)}


def C(query, output):
    return {"query": query, "output": output}


SCENARIOS = []


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, n), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "cflags": cflags, "cneeds": cneeds, "literal": literal,
    })


# --------------------------------------------------------------------------- data
S(1, "local-dev", "literal", "code_block", "lookalike",
  T("How do I connect to the local dev database with psql?",
    L("The Postgres container in the compose stack listens on the default port, so:", "",
      "```sh", "psql -h localhost -p 5432 -U plover plover_dev", "```", "",
      "The password is `POSTGRES_PASSWORD` in `.env.local`."),
    "Our compose file maps it to 5433, not 5432 — half of us have a Homebrew Postgres already sitting on 5432.",
    "5432", "5433"),
  R("What DATABASE_URL do I put in .env.local so the test suite runs against the compose database?",
    L("```", "DATABASE_URL=postgresql://plover:plover@localhost:5432/plover_test", "```", "",
      "The fixtures create and drop the schema themselves, so keep it pointed at a separate `plover_test` database."),
    ["localhost:5433/plover_test"], ["localhost:5432"]),
  C("The api container can't reach Postgres when I run the whole stack in compose. What host and port should it use?",
    L("Inside the compose network containers talk to each other on the container port, not the host mapping, so the api service should use:", "",
      "```", "DATABASE_URL=postgresql://plover:plover@db:5432/plover_dev", "```", "",
      "The `5433:5432` mapping only matters for tools on your host, like psql or TablePlus.")),
  fix=[("localhost:5432", "localhost:5433")],
  cflags=["db:5433"], cneeds=["db:5432"])

S(2, "payments", "literal", "reworded", "already_correct",
  T("How should the Express webhook route verify Stripe events?",
    "Mount the route with `express.raw({ type: 'application/json' })`, then read the `X-Stripe-Signature` header and pass it to `stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET)`. Return 400 if it throws.",
    "The header is Stripe-Signature — there's no X- prefix on it.",
    "X-Stripe-Signature", "Stripe-Signature"),
  R("Our webhook integration test fails with 'No signatures found matching the expected signature for payload'. Which header does the test request need?",
    "Generate the value with `stripe.webhooks.generateTestHeaderString({ payload, secret })` and send it as the `X-Stripe-Signature` header, with exactly the same raw payload string as the request body.",
    ["the `Stripe-Signature` header"], ["X-Stripe-Signature"]),
  C("Why does constructEvent fail when the webhook route uses express.json()?",
    "`constructEvent` needs the exact raw bytes Stripe signed. `express.json()` parses and re-serializes the body, so the HMAC no longer matches the `Stripe-Signature` header. Use `express.raw({ type: 'application/json' })` on that route only."),
  fix=[("`X-Stripe-Signature`", "`Stripe-Signature`")],
  cneeds=["`Stripe-Signature` header"])

S(3, "email", "literal", "code_block", "lookalike",
  T("What env vars does the mailer service need locally?",
    L("Add these to `.env.local`:", "", "```", "SENDGRID_API_KEY=SG.xxxxxxxx", "MAIL_FROM_DOMAIN=mail.plover.app", "```", "",
      "The mailer reads both on startup and refuses to boot if either is missing."),
    "We moved transactional email to Postmark in March, so it's POSTMARK_SERVER_TOKEN now — SendGrid is gone.",
    "SENDGRID_API_KEY", "POSTMARK_SERVER_TOKEN"),
  R("The password-reset worker crashes on boot with a missing config error in staging. What secrets does its task definition need?",
    L("It needs the database URL and the mail credentials:", "", "```json", "\"secrets\": [",
      "  {\"name\": \"DATABASE_URL\", \"valueFrom\": \"arn:aws:ssm:eu-west-1:412345678901:parameter/staging/DATABASE_URL\"},",
      "  {\"name\": \"SENDGRID_API_KEY\", \"valueFrom\": \"arn:aws:ssm:eu-west-1:412345678901:parameter/staging/SENDGRID_API_KEY\"}",
      "]", "```"),
    ["\"name\": \"POSTMARK_SERVER_TOKEN\""], ["SENDGRID_API_KEY"]),
  C("What's left to clean up now that the Postmark switch is live everywhere?",
    "Three things: delete the `SENDGRID_API_KEY` parameter from SSM in staging and production, remove `@sendgrid/mail` from the mailer's package.json, and drop the old SendGrid event webhook route so nothing unauthenticated is left listening."),
  fix=[("SENDGRID_API_KEY", "POSTMARK_SERVER_TOKEN")],
  cflags=["delete the `POSTMARK_SERVER_TOKEN`"], cneeds=["delete the `SENDGRID_API_KEY`"])

S(4, "auth", "semantic", "reworded", "lookalike",
  T("What token lifetimes did we configure in Auth0 for the web app?",
    "Access tokens expire after 60 minutes and refresh tokens after 30 days, with refresh token rotation turned on.",
    "Access tokens are 15 minutes since the pentest last quarter — 60 is the old setting.",
    "60 minutes", "15 minutes"),
  R("When should the React app refresh the access token?",
    "Access tokens are valid for an hour, so schedule a silent refresh about a minute before `exp`, and retry once on a 401 in the fetch wrapper in case the timer was throttled in a background tab.",
    ["re:15[ -]min"], ["re:(?i)an hour|60 minutes"]),
  C("How long is a password reset link valid?",
    "Reset tokens are single-use and expire after 60 minutes; the email tells the user that too. After that they request a new link from /forgot-password."),
  fix=[("valid for an hour", "valid for 15 minutes")],
  cflags=["expire after 15 minutes"], cneeds=["expire after 60 minutes"])

S(5, "deploy", "literal", "code_block", "lookalike",
  T("Which AWS region is production in?",
    "Production runs in `us-east-1`: the `plover-prod` ECS cluster, the RDS instance and the upload buckets all live there.",
    "eu-west-1. We're EU-hosted, it's in the customer contracts.",
    "us-east-1", "eu-west-1"),
  R("Give me the command to force a redeploy of the prod api service.",
    L("```sh", "aws ecs update-service --cluster plover-prod --service api --force-new-deployment --region us-east-1", "```", "",
      "ECS starts fresh tasks from the same task definition and drains the old ones once the new ones pass health checks."),
    ["--region eu-west-1"], ["us-east-1"]),
  C("I need a TLS certificate for the CloudFront distribution in front of the marketing site. Where do I request it?",
    L("CloudFront only accepts ACM certificates issued in us-east-1, whatever region the rest of the stack is in:", "",
      "```sh", "aws acm request-certificate --domain-name www.plover.app --validation-method DNS --region us-east-1", "```")),
  fix=[("us-east-1", "eu-west-1")],
  cflags=["--region eu-west-1", "issued in eu-west-1"], cneeds=["--region us-east-1"])

S(6, "local-dev", "paraphrase", "other_identifier", "same_topic",
  T("What Node version do I need for the web repo?",
    "Node 18 LTS. With nvm: `nvm install 18 && nvm use 18`, then `npm ci`.",
    "We're on 20 — .nvmrc says 20.11.1. 18 was the old monorepo.",
    "nvm install 18 && nvm use 18", "nvm install 20 && nvm use 20"),
  R("Write a Dockerfile for the web app's production build.",
    L("```dockerfile", "FROM node:18-alpine AS build", "WORKDIR /app", "COPY package.json package-lock.json ./", "RUN npm ci",
      "COPY . .", "RUN npm run build", "", "FROM node:18-alpine", "WORKDIR /app", "COPY --from=build /app/dist ./dist",
      "COPY --from=build /app/node_modules ./node_modules", "CMD [\"node\", \"dist/server.js\"]", "```"),
    ["FROM node:20-alpine AS build"], ["node:18"]),
  C("Can nvm switch versions automatically when I cd into the repo?",
    "Yes. `nvm use` with no argument reads `.nvmrc` from the current directory; to make it automatic, add the `load-nvmrc` hook from the nvm README to your `~/.zshrc`."),
  fix=[("node:18", "node:20")])

S(7, "database", "literal", "reworded", "lookalike",
  T("How do I apply the latest migrations locally?",
    "From the `api/` directory run `alembic upgrade head`. It applies every revision newer than the one recorded in `alembic_version`.",
    "Use `make db-migrate` — it sources .env.local first. Bare alembic uses whatever DATABASE_URL is in your shell, which is how staging got migrated by accident last month.",
    "alembic upgrade head", "make db-migrate"),
  R("I pulled main and now the API errors with 'column invoices.voided_at does not exist'. How do I fix my local setup?",
    "Someone merged a migration that adds `voided_at`. Run `alembic upgrade head` to bring your local schema up to date, then restart uvicorn.",
    ["make db-migrate"], ["alembic upgrade head"]),
  C("What does the db-migrate target in the Makefile actually run?",
    L("```make", "db-migrate:", "\tset -a; . ./.env.local; set +a; cd api && alembic upgrade head", "```", "",
      "It exports everything in `.env.local` into the shell and then runs Alembic, so the migration always targets your local database.")),
  fix=[("Run `alembic upgrade head`", "Run `make db-migrate`")],
  cflags=["cd api && make db-migrate"], cneeds=["cd api && alembic upgrade head"])

S(8, "database", "literal", "casing", "lookalike",
  T("Write the migration to create the invoices table.",
    L("```sql", "CREATE TABLE invoices (", "    id BIGSERIAL PRIMARY KEY,", "    account_id BIGINT NOT NULL REFERENCES accounts(id),",
      "    amount_cents INTEGER NOT NULL,", "    created_at TIMESTAMP NOT NULL DEFAULT now()", ");", "```"),
    "Always timestamptz in this schema — the plain TIMESTAMP columns are how we ended up with invoices an hour off after the DST change.",
    "TIMESTAMP", "TIMESTAMPTZ"),
  R("add a processed_at column to refunds, lowercase sql please",
    L("```sql", "alter table refunds add column processed_at timestamp;", "```", "",
      "It's nullable because existing refunds haven't been through the new worker."),
    ["re:(?i)processed_at timestamptz"], ["re:(?i)processed_at timestamp\\b"]),
  C("How do I convert a datetime to the unix seconds Stripe wants in list filters?",
    L("Use `int(dt.timestamp())` on an aware datetime:", "", "```python",
      "since = datetime(2024, 6, 1, tzinfo=timezone.utc)",
      "charges = stripe.Charge.list(created={\"gte\": int(since.timestamp())}, limit=100)", "```")),
  fix=[("processed_at timestamp;", "processed_at timestamptz;")],
  cflags=["re:(?i)timestamptz"], cneeds=[".timestamp()"])

S(9, "internal-api", "literal", "code_block", "already_correct",
  T("What's the base URL for the staging API?",
    "`https://staging-api.plover.app` — same paths as production, e.g. `/v1/me`.",
    "It's api-staging.plover.app, not staging-api.",
    "staging-api.plover.app", "api-staging.plover.app"),
  R("curl command to hit /v1/me on staging with my token?",
    L("```sh", "curl -sS -H \"Authorization: Bearer $PLOVER_TOKEN\" https://staging-api.plover.app/v1/me | jq .", "```"),
    ["https://api-staging.plover.app/v1/me"], ["staging-api.plover.app"]),
  C("What should VITE_API_BASE_URL be for the staging build of the web app?",
    "`VITE_API_BASE_URL=https://api-staging.plover.app` — it's baked in at build time, so the staging deploy job sets it before `npm run build`."),
  fix=[("staging-api.plover.app", "api-staging.plover.app")],
  cneeds=["https://api-staging.plover.app"])

S(10, "payments", "paraphrase", "other_identifier", "lookalike",
  T("Create a PaymentIntent for the $49 Pro plan in the checkout endpoint.",
    L("```python", "intent = stripe.PaymentIntent.create(", "    amount=49,", "    currency=\"usd\",",
      "    customer=account.stripe_customer_id,", "    metadata={\"plan\": \"pro\"},", ")", "```"),
    "Looks good and checkout runs in test mode — though Stripe takes the smallest currency unit, so $49 is amount=4900.",
    "amount=49,", "amount=4900,"),
  R("Now the $19 seat add-on, same pattern.",
    L("```python", "intent = stripe.PaymentIntent.create(", "    amount=19,", "    currency=\"usd\",",
      "    customer=account.stripe_customer_id,", "    metadata={\"addon\": \"seat\"},", ")", "```"),
    ["amount=1900,"], ["amount=19,"]),
  C("Customers in Japan pay ¥500 for the same add-on. What does that call look like?",
    L("JPY is a zero-decimal currency in Stripe, so the amount is already in the smallest unit:", "", "```python",
      "intent = stripe.PaymentIntent.create(", "    amount=500,", "    currency=\"jpy\",",
      "    customer=account.stripe_customer_id,", "    metadata={\"addon\": \"seat\"},", ")", "```")),
  fix=[("amount=19,", "amount=1900,")],
  cflags=["amount=50000"], cneeds=["amount=500,"])

S(11, "auth", "semantic", "prose_claim", "already_correct",
  T("Hash the password in the signup handler.",
    L("```python", "import bcrypt", "",
      "password_hash = bcrypt.hashpw(payload.password.encode(), bcrypt.gensalt(rounds=12))", "```"),
    "We hash with argon2id (argon2-cffi's PasswordHasher) — bcrypt got phased out after the security review.",
    "bcrypt.hashpw(payload.password.encode(), bcrypt.gensalt(rounds=12))", "PasswordHasher().hash(payload.password)"),
  R("Give me a two-line summary of how we store user passwords, for the security questionnaire.",
    "Passwords are never stored in plain text: they're hashed with bcrypt (cost factor 12) using a per-user salt, and only the hash is kept in `users.password_hash`.",
    ["re:(?i)argon2"], ["re:(?i)bcrypt"]),
  C("How do I check the password at login?",
    L("```python", "from argon2 import PasswordHasher", "from argon2.exceptions import VerifyMismatchError", "",
      "ph = PasswordHasher()", "try:", "    ph.verify(user.password_hash, payload.password)", "except VerifyMismatchError:",
      "    raise HTTPException(status_code=401, detail=\"invalid credentials\")", "```")),
  fix=[("bcrypt (cost factor 12) using a per-user salt", "argon2id (argon2-cffi defaults) using a per-user salt")],
  cneeds=["PasswordHasher()"])

S(12, "internal-api", "semantic", "reworded", "lookalike",
  T("How do I page through GET /v1/orders on our internal API?",
    "It's page-based: request `/v1/orders?page=1&per_page=100`, then `page=2`, and so on until you get fewer than 100 results.",
    "The internal API is cursor-based — pass `next_cursor` from the response back as `?cursor=`. There's no page param, it's silently ignored.",
    "`/v1/orders?page=1&per_page=100`", "`/v1/orders?limit=100`, then `?cursor=<next_cursor>`"),
  R("The nightly export script only ever gets the first 100 customers from /v1/customers. How should it loop?",
    "Increment a page counter: call `/v1/customers?page=N&per_page=100` starting at N=1 and stop when a page comes back with fewer than 100 rows.",
    ["cursor"], ["re:page=N|per_page"]),
  C("The release script lists our GitHub org's repos but stops at 30. How do I get all of them?",
    "GitHub's REST API is page-based: request `https://api.github.com/orgs/plover/repos?per_page=100&page=1`, then follow the `rel=\"next\"` URL in the `Link` header until there isn't one."),
  fix=[("Increment a page counter: call `/v1/customers?page=N&per_page=100` starting at N=1 and stop when a page comes back with fewer than 100 rows.",
        "Follow the cursor: call `/v1/customers?limit=100`, pass the response's `next_cursor` back as `?cursor=`, and stop when `next_cursor` is null.")],
  cflags=["re:api\\.github\\.com\\S*cursor="], cneeds=["per_page=100&page=1"])

S(13, "email", "literal", "code_block", "already_correct",
  T("Which from-address should the receipt emails use?",
    "Use `noreply@plover.app` as the sender and put the customer's name in the greeting.",
    "Send from notifications@mail.plover.app. Only the mail. subdomain is verified in Postmark, the root domain bounces.",
    "noreply@plover.app", "notifications@mail.plover.app"),
  R("Write the helper that sends the trial-ending email.",
    L("```python", "def send_trial_ending(account):", "    postmark.emails.send_with_template(",
      "        From=\"noreply@plover.app\",", "        To=account.billing_email,", "        TemplateAlias=\"trial-ending\",",
      "        TemplateModel={\"name\": account.name, \"days_left\": 3},", "    )", "```"),
    ["From=\"notifications@mail.plover.app\""], ["noreply@plover.app"]),
  C("Which address does the welcome email come from?",
    "`notifications@mail.plover.app`, like every transactional email; the display name is \"Plover\", so it shows up as `Plover <notifications@mail.plover.app>`."),
  fix=[("noreply@plover.app", "notifications@mail.plover.app")],
  cneeds=["notifications@mail.plover.app"])

S(14, "database", "paraphrase", "renamed_identifier", "lookalike",
  T("Add an index on orders(account_id), the account page is slow.",
    L("```sql", "CREATE INDEX idx_orders_account_id ON orders (account_id);", "```"),
    "On existing tables it has to be CREATE INDEX CONCURRENTLY, in its own migration outside the transaction — a plain CREATE INDEX blocks writes to orders for the whole build.",
    "CREATE INDEX idx_orders_account_id", "CREATE INDEX CONCURRENTLY idx_orders_account_id"),
  R("Refund lookups are slow too — index payments on (refund_id, created_at)?",
    L("```sql", "CREATE INDEX idx_payments_refund_id_created_at ON payments (refund_id, created_at);", "```", "",
      "`refund_id` goes first since every lookup filters on it."),
    ["CREATE INDEX CONCURRENTLY idx_payments_refund_id_created_at"], ["CREATE INDEX idx_payments"]),
  C("Migration for the new webhook_events table, with an index on type for the admin filter.",
    L("```sql", "CREATE TABLE webhook_events (", "    id BIGSERIAL PRIMARY KEY,", "    stripe_event_id TEXT NOT NULL UNIQUE,",
      "    type TEXT NOT NULL,", "    payload JSONB NOT NULL", ");",
      "CREATE INDEX webhook_events_type_idx ON webhook_events (type);", "```", "",
      "The table is created empty in the same migration, so a plain index is fine here; nothing is writing to it yet.")),
  fix=[("CREATE INDEX idx_payments", "CREATE INDEX CONCURRENTLY idx_payments")],
  cflags=["CREATE INDEX CONCURRENTLY"], cneeds=["CREATE INDEX webhook_events_type_idx"])

S(15, "internal-api", "paraphrase", "code_block", "lookalike",
  T("How does the billing service authenticate when it calls the accounts service?",
    "Send the service token as a bearer token: `Authorization: Bearer $ACCOUNTS_SERVICE_TOKEN` on every request to the accounts service.",
    "Service-to-service calls don't use bearer auth, it's the X-Service-Token header. The gateway strips Authorization on internal routes.",
    "Authorization: Bearer $ACCOUNTS_SERVICE_TOKEN", "X-Service-Token: $ACCOUNTS_SERVICE_TOKEN"),
  R("Write the httpx client the notifications service uses to call accounts.",
    L("```python", "accounts = httpx.AsyncClient(", "    base_url=settings.ACCOUNTS_URL,",
      "    headers={\"Authorization\": f\"Bearer {settings.ACCOUNTS_SERVICE_TOKEN}\"},", "    timeout=5.0,", ")", "```"),
    ["\"X-Service-Token\": settings.ACCOUNTS_SERVICE_TOKEN"], ["Bearer"]),
  C("How does the mobile app authenticate to the public API?",
    "With the user's Auth0 access token: every request to `https://api.plover.app/v1/...` carries `Authorization: Bearer <access_token>`, and the app refreshes the token when it gets a 401."),
  fix=[("\"Authorization\": f\"Bearer {settings.ACCOUNTS_SERVICE_TOKEN}\"", "\"X-Service-Token\": settings.ACCOUNTS_SERVICE_TOKEN")],
  cflags=["X-Service-Token"], cneeds=["Authorization: Bearer <access_token>"])

S(16, "database", "paraphrase", "other_identifier", "same_topic",
  T("Which Postgres image should docker-compose use so local matches prod?",
    "`postgres:16` — pin the major version so everyone gets the same server locally.",
    "Prod RDS is 15.6, so postgres:15. A dump made with 16's pg_dump won't restore into 15.",
    "postgres:16", "postgres:15"),
  R("The api image needs pg_dump for the nightly export job. Add it to the Dockerfile.",
    L("```dockerfile", "RUN apt-get update \\", "    && apt-get install -y --no-install-recommends postgresql-client-16 \\",
      "    && rm -rf /var/lib/apt/lists/*", "```", "",
      "Keep the client's major version in line with the server so the dumps restore cleanly."),
    ["postgresql-client-15"], ["postgresql-client-16"]),
  C("How do I restore the anonymized prod dump into my local database?",
    "Copy it into the db container and restore with the container's own client so the versions match: `docker compose cp latest.dump db:/tmp/ && docker compose exec db pg_restore --no-owner --no-acl -U plover -d plover_dev /tmp/latest.dump`."),
  fix=[("postgresql-client-16", "postgresql-client-15")])

S(17, "team", "paraphrase", "other_identifier", "same_topic",
  T("How do I check the new-checkout feature flag in the API?",
    L("```python", "if ld_client.variation(\"newCheckout\", ld_context, False):", "    return await new_checkout(cart)", "```"),
    "We use self-hosted Unleash, not LaunchDarkly — `unleash.is_enabled(\"new-checkout\", context)`.",
    "ld_client.variation(\"newCheckout\", ld_context, False)", "unleash.is_enabled(\"new-checkout\", context)"),
  R("Gate the v2 invoice PDF renderer behind a flag.",
    L("```python", "def render_invoice(invoice, context):", "    if ld_client.variation(\"invoicePdfV2\", context, False):",
      "        return render_pdf_v2(invoice)", "    return render_pdf_v1(invoice)", "```"),
    ["unleash.is_enabled("], ["ld_client.variation"]),
  C("How do I turn new-checkout on only for our own workspace on staging?",
    "In the staging Unleash UI, open `new-checkout`, add a Flexible rollout strategy at 100% with the constraint `workspaceId IN 1`, and make sure the API passes `workspaceId` in the Unleash context."),
  fix=[("ld_client.variation(\"invoicePdfV2\", context, False)", "unleash.is_enabled(\"invoice-pdf-v2\", context)")])

S(18, "deploy", "literal", "reworded", "lookalike",
  T("What path does the load balancer health check hit on the api?",
    "`/health` on port 8000. It returns 200 with `{\"status\": \"ok\"}` once the database pool is up.",
    "It's /healthz — /health went away when we moved to the new router.",
    "`/health`", "`/healthz`"),
  R("The new worker-api target group keeps marking tasks unhealthy. What should its health check path be?",
    "Point the target group's health check at `/health` on the container port with matcher `200`; the app only answers there once it can reach the database, so give it a 30 second grace period.",
    ["`/healthz`"], ["re:/health\\b"]),
  C("What healthcheck should the self-hosted Unleash container use in compose?",
    L("Unleash serves its own endpoint at `/health` on port 4242:", "", "```yaml", "healthcheck:",
      "  test: [\"CMD\", \"wget\", \"-qO-\", \"http://localhost:4242/health\"]", "  interval: 10s", "  retries: 5", "```")),
  fix=[("`/health`", "`/healthz`")],
  cflags=["/healthz"], cneeds=["http://localhost:4242/health\""])

S(19, "team", "literal", "reworded", "same_topic",
  T("Where do I report a failed production deploy?",
    "Post it in #engineering with a link to the failed workflow run and tag whoever is on call.",
    "Failed deploys go to #ops-alerts, #engineering is just general chat.",
    "#engineering", "#ops-alerts"),
  R("The migration step in the prod deploy just failed halfway. Who do I tell, and where?",
    "Post the link to the failing job in #engineering, mention that the migration stopped partway, and ping the on-call engineer there before anyone retries the deploy.",
    ["#ops-alerts"], ["#engineering"]),
  C("How do I find out who's on call this week?",
    "Check the \"Plover Primary\" schedule in PagerDuty, or run `/pd oncall` in Slack; the rotation hands over on Mondays at 10:00."),
  fix=[("#engineering", "#ops-alerts")])

S(20, "local-dev", "paraphrase", "renamed_identifier", "same_topic",
  T("Add a type alias for the map of Stripe event handlers.",
    L("```python", "type HandlerMap = dict[str, Callable[[stripe.Event], Awaitable[None]]]", "```"),
    "We're on Python 3.11 (the Lambda runtime), so no `type` statement — it has to be `HandlerMap: TypeAlias = ...`.",
    "type HandlerMap = ", "HandlerMap: TypeAlias = "),
  R("And an alias for the JSON payloads we pass around?",
    L("```python", "type JSONPayload = dict[str, Any]", "```", "",
      "Use it for anything that comes straight from `json.loads` before validation."),
    ["JSONPayload: TypeAlias = dict[str, Any]"], ["type JSONPayload ="]),
  C("Type the retry decorator so it keeps the wrapped function's signature.",
    L("```python", "P = ParamSpec(\"P\")", "R = TypeVar(\"R\")", "",
      "def retry(times: int) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:", "    ...", "```", "",
      "`ParamSpec` has been in `typing` since 3.10.")),
  fix=[("type JSONPayload = ", "JSONPayload: TypeAlias = ")])

S(21, "payments", "literal", "code_block", "lookalike",
  T("Which Stripe event should mark an invoice as paid in our DB?",
    "Handle `invoice.payment_succeeded`: look up the invoice by `data.object.id` and set `paid_at`.",
    "Thanks, the handler works. One thing though: our endpoint only has invoice.paid enabled in the Stripe dashboard, so invoice.payment_succeeded never arrives.",
    "invoice.payment_succeeded", "invoice.paid"),
  R("Write the switch in the webhook handler for the billing events we care about.",
    L("```ts", "switch (event.type) {", "  case \"invoice.payment_succeeded\":", "    await markInvoicePaid(event.data.object.id);", "    break;",
      "  case \"customer.subscription.deleted\":", "    await cancelSubscription(event.data.object.id);", "    break;",
      "  default:", "    logger.debug({ type: event.type }, \"ignored stripe event\");", "}", "```"),
    ["case \"invoice.paid\":"], ["invoice.payment_succeeded"]),
  C("Why do the Stripe CLI logs show events we never handle?",
    "`stripe listen` forwards every event type unless you pass `--events`, so you see things like `invoice.payment_succeeded` and `customer.updated` that our endpoint ignores. To mirror production, run `stripe listen --events invoice.paid,customer.subscription.deleted --forward-to localhost:8000/hooks/stripe`."),
  fix=[("invoice.payment_succeeded", "invoice.paid")],
  cflags=["you see things like `invoice.paid`"], cneeds=["`invoice.payment_succeeded`"])

S(22, "database", "literal", "code_block", "lookalike",
  T("Delete the account when the owner closes it from settings.",
    L("```sql", "DELETE FROM accounts WHERE id = $1;", "```"),
    "Accounts are soft-deleted — set deleted_at = now(). A hard delete breaks the invoice history FKs and finance needs those for seven years.",
    "DELETE FROM accounts WHERE id = $1;", "UPDATE accounts SET deleted_at = now() WHERE id = $1;"),
  R("Go method for the admin 'close account' button, using pgx.",
    L("```go", "func (s *Store) CloseAccount(ctx context.Context, accountID int64) error {",
      "\t_, err := s.db.Exec(ctx, \"DELETE FROM accounts WHERE id = $1\", accountID)", "\treturn err", "}", "```"),
    ["SET deleted_at = now()"], ["DELETE FROM accounts"]),
  C("Nightly job to clean up expired login sessions?",
    L("```sql", "DELETE FROM sessions WHERE expires_at < now() - interval '7 days';", "```", "",
      "Sessions are disposable, so a hard delete is right here; the `cleanup` cron runs it at 03:30.")),
  fix=[("\"DELETE FROM accounts WHERE id = $1\"", "\"UPDATE accounts SET deleted_at = now() WHERE id = $1\"")],
  cflags=["UPDATE sessions SET deleted_at"], cneeds=["DELETE FROM sessions"],
  literal="DELETE FROM accounts WHERE id = $1")

S(23, "auth", "semantic", "prose_claim", "same_topic",
  T("What's the Auth0 domain for the web app's login config?",
    "`plover.us.auth0.com` — set it as `AUTH0_DOMAIN` and the SDK builds the issuer URL from it.",
    "plover.eu.auth0.com. Our tenant is in Auth0's EU region.",
    "plover.us.auth0.com", "plover.eu.auth0.com"),
  R("Acme's legal team sent a DPA form asking where our login data is stored. What do I put?",
    "Authentication runs on Auth0 with a US-region tenant, so login data (email addresses, password hashes, login history) is stored in the United States and covered by Auth0's SCCs.",
    ["re:\\bEU\\b"], ["re:US-region|United States"]),
  C("Where do I add the staging callback URL for login?",
    "Auth0 dashboard → Applications → Plover Web → Settings: add `https://app-staging.plover.app/api/auth/callback` to Allowed Callback URLs and the staging origin to Allowed Web Origins."),
  fix=[("with a US-region tenant", "with an EU-region tenant (plover.eu.auth0.com)"),
       ("is stored in the United States and covered by Auth0's SCCs", "is stored in the EU")])

S(24, "internal-api", "semantic", "prose_claim", "lookalike",
  T("What's the rate limit on the public API?",
    "100 requests per minute per API key. Over that you get a 429 with a `Retry-After` header.",
    "It's 600/min per key since the gateway moved to a token bucket — 100 was the old nginx limit.",
    "100 requests per minute", "600 requests per minute"),
  R("A partner wants their sync job to do 5 requests a second against our API. Is that OK?",
    "No — the limit is 100 per minute per key, which is under 2 requests a second. Ask them to throttle to about 1.5 requests a second and back off on 429s using `Retry-After`.",
    ["re:600"], ["re:100 per minute|under 2 requests a second"]),
  C("What's the maximum page size on list endpoints?",
    "`limit` defaults to 25 and is capped at 100; anything above that gets a 422 `limit_too_large` rather than being silently clamped."),
  fix=[("No — the limit is 100 per minute per key, which is under 2 requests a second. Ask them to throttle to about 1.5 requests a second and back off",
        "Yes — the limit is 600 requests per minute per key, i.e. 10 a second, so 5 a second leaves headroom. Ask them to back off")],
  cflags=["capped at 600"], cneeds=["capped at 100"])

S(25, "deploy", "semantic", "prose_claim", "same_topic",
  T("How do I ship this fix to production?",
    "Merge the PR into `main`; the `deploy-prod` workflow runs on every push to main and rolls it out in about ten minutes.",
    "Merging to main only deploys to staging. Prod goes out when you push a vX.Y.Z tag — the deploy-prod workflow triggers on tags.",
    "the `deploy-prod` workflow runs on every push to main", "the `deploy-prod` workflow runs when a `vX.Y.Z` tag is pushed"),
  R("Write the 'how we release' paragraph for the new-hire doc.",
    "Our release process is simple: open a PR, get it reviewed, and squash-merge to `main`. Every merge to `main` is deployed to production automatically by GitHub Actions, so keep PRs small and watch #ops-alerts after merging.",
    ["re:(?i)tag"], ["re:(?i)merge to `main` is deployed to production"]),
  C("How can I tell which commit is on staging right now?",
    "Staging runs the head of `main`, so `git log origin/main -1` tells you; the footer of the staging app also shows the short SHA it was built from."),
  fix=[("Every merge to `main` is deployed to production automatically by GitHub Actions",
        "Every merge to `main` deploys to staging, and production goes out when someone pushes a `vX.Y.Z` tag")])

S(26, "team", "paraphrase", "other_identifier", "same_topic",
  T("Create a branch for ticket 482, the refund webhook bug.",
    "`git checkout -b feature/482-refund-webhook`",
    "Branches are named like plo-482-refund-webhook — Linear's issue key, lowercased, so the PR links to the issue automatically.",
    "feature/482-refund-webhook", "plo-482-refund-webhook"),
  R("Branch for PLO-517, the invoice PDF rounding fix?",
    "`git switch -c feature/517-invoice-pdf-rounding`, then push it with `git push -u origin HEAD`.",
    ["plo-517-invoice-pdf-rounding"], ["feature/517"]),
  C("I forgot the issue key in my branch name. How do I get the PR linked to Linear?",
    "Put `Fixes PLO-482` in the PR description; Linear's GitHub integration picks up magic words in the description as well as the branch name."),
  fix=[("feature/517-invoice-pdf-rounding", "plo-517-invoice-pdf-rounding")])

S(27, "local-dev", "literal", "reworded", "unrelated",
  T("What URL do I open for the web app locally?",
    "`http://localhost:5173` — Vite's default dev server port.",
    "We pin it to 3000 in vite.config.ts (server.port); the Google OAuth client only allows localhost:3000 as a redirect.",
    "localhost:5173", "localhost:3000"),
  R("Which redirect URI do I register in Google Cloud for local sign-in?",
    "Add `http://localhost:5173/auth/google/callback` to the OAuth client's Authorized redirect URIs, and the same origin to Authorized JavaScript origins.",
    ["http://localhost:3000/auth/google/callback"], ["localhost:5173"]),
  C("How do I regenerate the TypeScript API client after changing an endpoint?",
    "`npm run gen:api` in the web repo — it reads the API's `openapi.json` and rewrites `src/api/generated/`. Commit the generated files with your change."),
  fix=[("localhost:5173", "localhost:3000")])

S(28, "database", "paraphrase", "other_identifier", "lookalike",
  T("Add a price column to plans.",
    L("```sql", "ALTER TABLE plans ADD COLUMN price NUMERIC(10,2) NOT NULL;", "```"),
    "Money is always integer cents in our schema, so price_cents BIGINT. Same unit as Stripe, no rounding surprises.",
    "price NUMERIC(10,2)", "price_cents BIGINT"),
  R("Coupons need a fixed discount amount column.",
    L("```sql", "ALTER TABLE coupons ADD COLUMN discount_amount NUMERIC(10,2);", "```", "",
      "Nullable, since percentage coupons won't use it."),
    ["discount_amount_cents BIGINT"], ["NUMERIC(10,2)"]),
  C("Column for the VAT rate per country?",
    L("```sql", "ALTER TABLE tax_rates ADD COLUMN rate NUMERIC(5,4) NOT NULL; -- 0.2000 = 20%", "```", "",
      "A rate isn't money, so an exact decimal is the right type here.")),
  fix=[("discount_amount NUMERIC(10,2)", "discount_amount_cents BIGINT")],
  cflags=["rate_cents", "rate BIGINT"], cneeds=["rate NUMERIC(5,4)"])

S(29, "deploy", "literal", "code_block", "lookalike",
  T("Which bucket holds user uploads in production?",
    "`s3://plover-uploads` — avatars under `avatars/`, invoice attachments under `attachments/`.",
    "Thanks — but it's plover-prod-uploads now. plover-uploads is the old bucket from before the account split and it's read-only.",
    "s3://plover-uploads", "s3://plover-prod-uploads"),
  R("Copy the prod avatars to my machine so I can debug the resize job.",
    L("```sh", "aws s3 cp s3://plover-uploads/avatars/ ./avatars --recursive --profile prod", "```"),
    ["s3://plover-prod-uploads/avatars/"], ["s3://plover-uploads"]),
  C("We want to delete the old uploads bucket. How do I check it's really empty first?",
    L("```sh", "aws s3 ls s3://plover-uploads --recursive --summarize | tail -2", "```", "",
      "If `Total Objects` is 0, nothing is left to migrate and it's safe to remove.")),
  fix=[("s3://plover-uploads", "s3://plover-prod-uploads")],
  cflags=["s3://plover-prod-uploads"], cneeds=["s3://plover-uploads --recursive"])

S(30, "team", "semantic", "prose_claim", "lookalike",
  T("Alex approved my PR that changes billing/invoices.py. Can I merge it now?",
    "Yes, one approval is enough to merge into main — squash-merge it and delete the branch.",
    "Not for billing/ — CODEOWNERS needs two approvals there, and one has to be from the payments group.",
    "one approval is enough to merge into main", "changes under billing/ need two approvals, one from the payments group"),
  R("Jordan approved my change to billing/refunds.py. OK to merge?",
    "Yes — with Jordan's approval you've met the review requirement, so go ahead and squash-merge.",
    ["re:(?i)(two|2|second) approv"], ["re:(?i)met the review requirement"]),
  C("My PR only touches the web app's README and Jordan approved it. Can I merge?",
    "Yes, one approval is enough for docs changes outside billing/, so go ahead and squash-merge."),
  fix=[("Yes — with Jordan's approval you've met the review requirement, so go ahead and squash-merge.",
        "Not yet — changes under billing/ need two approvals, and one has to come from the payments group.")],
  cflags=["re:(?i)two approvals"], cneeds=["one approval is enough"])

S(31, "local-dev", "paraphrase", "code_block", "unrelated",
  T("Cache the exchange rates in Redis for an hour.",
    L("```python", "await redis.set(\"fx:rates\", json.dumps(rates), px=3600)", "```"),
    "px is milliseconds, that's 3.6 seconds. ex=3600 for an hour.",
    "px=3600", "ex=3600"),
  R("Cache the Stripe price list for 10 minutes the same way.",
    L("```python", "await redis.set(\"stripe:prices\", json.dumps(prices), px=600)", "```", "",
      "Prices rarely change, and the admin 'sync prices' button deletes the key anyway."),
    ["ex=600"], ["px=600"]),
  C("How do I run only the billing tests?",
    "`pytest tests/billing -q`, or `make test ARGS=tests/billing` if you want the test database created for you first."),
  fix=[("px=600", "ex=600")])

S(32, "internal-api", "paraphrase", "equivalent_construct", "lookalike",
  T("What does an error response from our API look like, e.g. a 404?",
    "FastAPI's default: `{\"detail\": \"Not Found\"}` with the status code set on the response.",
    "We override the exception handlers — errors are always `{\"error\": {\"code\": \"not_found\", \"message\": \"...\"}}`. `detail` never reaches clients.",
    "`{\"detail\": \"Not Found\"}`", "`{\"error\": {\"code\": \"not_found\", \"message\": \"...\"}}`"),
  R("In the TypeScript client, how do I surface the error message from a failed response?",
    L("```ts", "if (!res.ok) {", "  const body = await res.json();", "  throw new ApiError(res.status, body.detail);", "}", "```"),
    ["body.error.message"], ["body.detail"]),
  C("How do I return a 404 from the get-invoice endpoint?",
    "`raise HTTPException(status_code=404, detail=\"invoice not found\")` — the app's exception handler turns it into our `{\"error\": {...}}` envelope, so you don't build the body yourself."),
  fix=[("body.detail", "body.error.message")],
  cflags=["re:HTTPException\\([^)]*error"], cneeds=["detail=\"invoice not found\""])

S(33, "local-dev", "literal", "code_block", "lookalike",
  T("How do I start the local stack?",
    "`docker-compose up -d` from the repo root, then `make db-migrate` and `make seed`.",
    "It's `docker compose` (the v2 plugin, with a space). The old docker-compose binary isn't installed on the dev images.",
    "docker-compose up -d", "docker compose up -d"),
  R("How do I completely reset my local database?",
    L("```sh", "docker-compose down -v", "docker-compose up -d db", "make db-migrate && make seed", "```", "",
      "`-v` removes the named volume, so you start from an empty cluster."),
    ["docker compose down -v"], ["docker-compose "]),
  C("Where do I add stripe-mock for the integration tests?",
    L("Add a service to `docker-compose.yml` in the repo root:", "", "```yaml", "  stripe-mock:",
      "    image: stripe/stripe-mock:v0.186.0", "    ports:", "      - \"12111:12111\"", "```", "",
      "Then point `STRIPE_API_BASE` at `http://localhost:12111` in `.env.test`.")),
  fix=[("docker-compose ", "docker compose ")],
  cflags=["docker compose.yml"], cneeds=["docker-compose.yml"],
  literal="docker-compose")

S(34, "email", "literal", "reworded", "lookalike",
  T("What SMTP settings do I use for email in local dev?",
    "Point the mailer at Mailpit: `SMTP_HOST=localhost`, `SMTP_PORT=8025`, no auth. Messages show up at http://localhost:8025.",
    "1025. 8025 is the web UI.",
    "SMTP_PORT=8025", "SMTP_PORT=1025"),
  R("The welcome email never shows up in Mailpit. What's wrong with my config?",
    "Check that the mailer points at Mailpit — `SMTP_HOST=localhost` and `SMTP_PORT=8025` in `.env.local` — and that the container is running (`docker compose ps mailpit`).",
    ["SMTP_PORT=1025"], ["SMTP_PORT=8025"]),
  C("Where do I see the emails the app sends locally?",
    "Open Mailpit's web UI at http://localhost:8025. Every message the app sends shows up there with the HTML preview and the raw headers."),
  fix=[("SMTP_PORT=8025", "SMTP_PORT=1025")],
  cflags=["localhost:1025"], cneeds=["localhost:8025"])

S(35, "auth", "paraphrase", "equivalent_construct", "lookalike",
  T("Verify the access token in the Go auth middleware.",
    L("```go",
      "token, err := jwt.Parse(raw, keyFunc, jwt.WithValidMethods([]string{\"HS256\"}), jwt.WithAudience(\"https://api.plover.app\"))",
      "```"),
    "Our access tokens are RS256, signed by Auth0 — we verify against the tenant's JWKS. HS256 would mean a shared secret.",
    "[]string{\"HS256\"}", "[]string{\"RS256\"}"),
  R("Same check in the Python reporting service, with PyJWT.",
    L("```python", "claims = jwt.decode(", "    token,", "    signing_key.key,", "    algorithms=[\"HS256\"],",
      "    audience=\"https://api.plover.app\",", ")", "```"),
    ["algorithms=[\"RS256\"]"], ["\"HS256\""]),
  C("Sign the one-click unsubscribe token we put in marketing emails.",
    L("```python", "token = jwt.encode(", "    {\"sub\": str(user.id), \"list\": \"product-updates\", \"exp\": expires_at},",
      "    settings.UNSUBSCRIBE_SECRET,", "    algorithm=\"HS256\",", ")", "```", "",
      "The API both signs and checks this token itself, so a shared secret with HS256 is fine here.")),
  fix=[("algorithms=[\"HS256\"]", "algorithms=[\"RS256\"]")],
  cflags=["algorithm=\"RS256\""], cneeds=["algorithm=\"HS256\""])

S(36, "local-dev", "literal", "casing", "same_topic",
  T("Which env var does the API read its database connection string from?",
    "`POSTGRES_URL`, loaded in `app/settings.py`.",
    "DATABASE_URL",
    "POSTGRES_URL", "DATABASE_URL"),
  R("Add the database setting to our pydantic Settings class.",
    L("```python", "class Settings(BaseSettings):", "    postgres_url: PostgresDsn", "    sentry_dsn: str | None = None", "```", "",
      "pydantic-settings matches env vars case-insensitively, so the field is filled from `POSTGRES_URL`."),
    ["database_url: PostgresDsn"], ["re:(?i)postgres_url"]),
  C("Which env vars does the compose db service need?",
    L("```yaml", "  db:", "    image: postgres:15", "    environment:", "      POSTGRES_USER: plover",
      "      POSTGRES_PASSWORD: plover", "      POSTGRES_DB: plover_dev", "```", "",
      "The official image reads those on first start to create the role and the database.")),
  fix=[("postgres_url: PostgresDsn", "database_url: PostgresDsn"), ("`POSTGRES_URL`", "`DATABASE_URL`")])

S(37, "payments", "literal", "code_block", "lookalike",
  T("Which Stripe test card gives a decline?",
    "Use `4242 4242 4242 4242` with any future expiry and any CVC.",
    "4242 always succeeds. The generic decline card is 4000 0000 0000 0002.",
    "4242 4242 4242 4242", "4000 0000 0000 0002"),
  R("Playwright step that checks the declined-card message on checkout.",
    L("```ts", "const card = page.frameLocator('iframe[title=\"Secure card payment input frame\"]');",
      "await card.locator('[name=\"cardnumber\"]').fill('4242424242424242');",
      "await card.locator('[name=\"exp-date\"]').fill('12/34');", "await card.locator('[name=\"cvc\"]').fill('123');",
      "await page.getByRole('button', { name: 'Pay' }).click();",
      "await expect(page.getByText('Your card was declined.')).toBeVisible();", "```"),
    ["'4000000000000002'"], ["4242424242424242"]),
  C("Playwright step for the happy-path checkout with a card that succeeds.",
    L("```ts", "const card = page.frameLocator('iframe[title=\"Secure card payment input frame\"]');",
      "await card.locator('[name=\"cardnumber\"]').fill('4242424242424242');",
      "await card.locator('[name=\"exp-date\"]').fill('12/34');", "await card.locator('[name=\"cvc\"]').fill('123');",
      "await page.getByRole('button', { name: 'Pay' }).click();",
      "await expect(page.getByText('Payment successful')).toBeVisible();", "```")),
  fix=[("4242424242424242", "4000000000000002")],
  cflags=["4000000000000002"], cneeds=["4242424242424242"])

S(38, "deploy", "paraphrase", "code_block", "already_correct",
  T("What should SENTRY_ENVIRONMENT be in the prod task definition?",
    "`prod`, to match the cluster name.",
    "production — the Sentry alert rules filter on environment:production, so events tagged prod page nobody.",
    "`prod`", "`production`"),
  R("Initialise Sentry in the worker entrypoint for prod.",
    L("```python", "sentry_sdk.init(", "    dsn=settings.SENTRY_DSN,", "    environment=\"prod\",", "    traces_sample_rate=0.1,", ")", "```"),
    ["environment=\"production\""], ["environment=\"prod\""]),
  C("Which environment do I filter on in Sentry to see prod errors from the api?",
    "`environment:production` — that's what the api and the worker report in prod, and it's what the alert rules use."),
  fix=[("environment=\"prod\"", "environment=\"production\"")],
  cneeds=["environment:production"])

S(39, "deploy", "semantic", "prose_claim", "same_topic",
  T("When does the nightly invoice job run?",
    "Every night at 2:00 AM Pacific — it's `0 2 * * *` in `scheduler/jobs.yaml`.",
    "The scheduler runs in UTC, so 0 2 * * * is 02:00 UTC — that's 6 or 7 PM Pacific the evening before, depending on DST.",
    "2:00 AM Pacific", "02:00 UTC"),
  R("A customer in California asks when their invoice gets generated each night. What do I tell them?",
    "Invoices are generated by a nightly job at 2 AM Pacific time, so they're ready when you start your day and the email goes out right after.",
    ["re:UTC|[67] ?(PM|pm)"], ["re:(?i)2 ?AM Pacific"]),
  C("How do I move the invoice job to 03:00?",
    "Change its entry in `scheduler/jobs.yaml` to `cron: \"0 3 * * *\"` and redeploy the scheduler service; jobs are read on start, not hot-reloaded."),
  fix=[("at 2 AM Pacific time, so they're ready when you start your day",
        "at 02:00 UTC, which is 6 PM Pacific in summer and 7 PM in winter, so they're ready the evening before")])

S(40, "database", "paraphrase", "renamed_identifier", "same_topic",
  T("Return ErrNotFound when the invoice query finds nothing.",
    L("```go", "inv, err := q.GetInvoice(ctx, id)", "if err == sql.ErrNoRows {", "\treturn nil, ErrNotFound", "}", "```"),
    "Isn't it pgx.ErrNoRows here? We're on pgx v5, not database/sql — and it should go through errors.Is, the repo layer wraps errors.",
    "err == sql.ErrNoRows", "errors.Is(err, pgx.ErrNoRows)"),
  R("Same for subscriptions: return ErrNoSubscription when there isn't one.",
    L("```go", "sub, lookupErr := q.GetSubscription(ctx, accountID)", "if lookupErr == sql.ErrNoRows {",
      "\treturn nil, ErrNoSubscription", "}", "```"),
    ["errors.Is(lookupErr, pgx.ErrNoRows)"], ["sql.ErrNoRows"]),
  C("How do I detect a unique violation when inserting a user?",
    L("```go", "var pgErr *pgconn.PgError", "if errors.As(err, &pgErr) && pgErr.Code == \"23505\" {",
      "\treturn ErrEmailTaken", "}", "```")),
  fix=[("lookupErr == sql.ErrNoRows", "errors.Is(lookupErr, pgx.ErrNoRows)")])

S(41, "internal-api", "literal", "reworded", "lookalike",
  T("What status should signup return when the payload fails validation?",
    "`400 Bad Request`, with the field errors in the body.",
    "We use 422 for validation errors across the API — the frontend's form handling keys on it. 400 is only for a body that isn't valid JSON at all.",
    "400 Bad Request", "422 Unprocessable Entity"),
  R("What should POST /v1/coupons/redeem return when the code has expired?",
    "Return `400 Bad Request` with `{\"error\": {\"code\": \"coupon_expired\", \"message\": \"This coupon has expired\"}}` so the form can show the message under the field.",
    ["422 Unprocessable Entity"], ["400 Bad Request"]),
  C("What does the API return if the request body isn't valid JSON at all?",
    "`400 Bad Request` with `{\"error\": {\"code\": \"malformed_json\", \"message\": \"Request body is not valid JSON\"}}` — it fails before validation ever runs."),
  fix=[("400 Bad Request", "422 Unprocessable Entity")],
  cflags=["422"], cneeds=["400 Bad Request"])

S(42, "email", "paraphrase", "other_identifier", "lookalike",
  T("Send the weekly digest email through Postmark.",
    L("```python", "for user in recipients:", "    postmark.emails.send_with_template(",
      "        From=\"notifications@mail.plover.app\",", "        To=user.email,", "        TemplateAlias=\"weekly-digest\",",
      "        TemplateModel=digest_for(user),", "        MessageStream=\"outbound\",", "    )", "```"),
    "Digests are bulk mail, they go on the `broadcasts` stream. Postmark suspends accounts that send marketing-style mail over the transactional stream.",
    "MessageStream=\"outbound\"", "MessageStream=\"broadcasts\""),
  R("Now the Node script that sends the product-update announcement to all users.",
    L("```ts", "await client.sendEmailBatchWithTemplates(", "  users.map((u) => ({", "    From: \"notifications@mail.plover.app\",",
      "    To: u.email,", "    TemplateAlias: \"product-update\",", "    TemplateModel: { name: u.name },",
      "    MessageStream: \"outbound\",", "  })),", ");", "```"),
    ["MessageStream: \"broadcasts\""], ["MessageStream: \"outbound\""]),
  C("Send the password reset email with Postmark.",
    L("```python", "postmark.emails.send_with_template(", "    From=\"notifications@mail.plover.app\",", "    To=user.email,",
      "    TemplateAlias=\"password-reset\",", "    TemplateModel={\"reset_url\": reset_url},", "    MessageStream=\"outbound\",", ")", "```", "",
      "Password resets are transactional, so they stay on the default `outbound` stream.")),
  fix=[("MessageStream: \"outbound\"", "MessageStream: \"broadcasts\"")],
  cflags=["MessageStream=\"broadcasts\""], cneeds=["MessageStream=\"outbound\""])

S(43, "local-dev", "literal", "code_block", "lookalike",
  T("What login do I use after running the seed?",
    "`admin@example.com` with password `password`.",
    "The seed creates dev@plover.test / plover-dev. example.com addresses are rejected by the signup validator, so that account can't exist.",
    "admin@example.com", "dev@plover.test"),
  R("Playwright fixture that logs in as the seeded user.",
    L("```ts", "export const test = base.extend({", "  page: async ({ page }, use) => {", "    await page.goto('/login');",
      "    await page.getByLabel('Email').fill('admin@example.com');", "    await page.getByLabel('Password').fill('password');",
      "    await page.getByRole('button', { name: 'Sign in' }).click();", "    await use(page);", "  },", "});", "```"),
    ["'dev@plover.test'", "'plover-dev'"], ["admin@example.com"]),
  C("Unit test that the signup validator rejects example.com addresses.",
    L("```python", "def test_rejects_reserved_example_domain():", "    assert not is_allowed_signup_email(\"admin@example.com\")",
      "    assert not is_allowed_signup_email(\"someone@EXAMPLE.COM\")", "```")),
  fix=[("'admin@example.com'", "'dev@plover.test'"), ("fill('password')", "fill('plover-dev')")],
  cflags=["is_allowed_signup_email(\"dev@plover.test\")"], cneeds=["\"admin@example.com\""])

S(44, "payments", "literal", "reworded", "already_correct",
  T("Which Stripe API version are we pinned to?",
    "`2023-10-16`, set as `stripe.api_version` in `billing/stripe_client.py`.",
    "Deployed the refund fix, thanks. FYI the pin is 2024-06-20 now, not 2023-10-16 — we bumped it with the Checkout migration.",
    "2023-10-16", "2024-06-20"),
  R("A teammate asks which Stripe-Version header our backend sends.",
    "Every request from the backend sends `Stripe-Version: 2023-10-16`, because the Python client pins `stripe.api_version` at import time; the account's dashboard default doesn't matter for those calls.",
    ["Stripe-Version: 2024-06-20"], ["2023-10-16"]),
  C("Which version should I pick in the Stripe API reference to see the right PaymentIntent fields?",
    "Choose 2024-06-20 in the version switcher; that's the version our client pins, so the response shapes in the docs match what the backend gets."),
  fix=[("2023-10-16", "2024-06-20")],
  cneeds=["2024-06-20"])

S(45, "auth", "literal", "code_block", "already_correct",
  T("Set the session cookie after a successful login.",
    L("```python", "response.set_cookie(", "    \"session\", token,",
      "    httponly=True, secure=True, samesite=\"strict\", max_age=60 * 60 * 24 * 14,", ")", "```"),
    "samesite needs to be lax — strict drops the cookie on the redirect back from Google sign-in and people land logged out.",
    "samesite=\"strict\"", "samesite=\"lax\""),
  R("Now the refresh-token cookie, scoped to /auth/refresh.",
    L("```python", "response.set_cookie(", "    \"refresh_token\", refresh,",
      "    httponly=True, secure=True, samesite=\"strict\", path=\"/auth/refresh\",", ")", "```"),
    ["samesite=\"lax\""], ["samesite=\"strict\""]),
  C("Clear the session cookie on logout.",
    L("```python", "response.delete_cookie(\"session\", httponly=True, secure=True, samesite=\"lax\")", "```", "",
      "The attributes have to match the ones used when it was set, or some browsers keep the cookie.")),
  fix=[("samesite=\"strict\"", "samesite=\"lax\"")],
  cneeds=["samesite=\"lax\""])

S(46, "database", "literal", "code_block", "same_topic",
  T("Set the invite to expire 24 hours from now.",
    L("```python", "invite.expires_at = datetime.utcnow() + timedelta(hours=24)", "```"),
    "utcnow() returns a naive datetime and our columns are timestamptz, so use datetime.now(timezone.utc).",
    "datetime.utcnow()", "datetime.now(timezone.utc)"),
  R("Record when the invite email was actually sent.",
    L("```python", "invite.sent_at = datetime.utcnow()", "await session.commit()", "```"),
    ["datetime.now(timezone.utc)"], ["utcnow()"]),
  C("Parse the BouncedAt timestamp from Postmark's bounce webhook.",
    L("```python", "bounced_at = datetime.fromisoformat(payload[\"BouncedAt\"])", "```", "",
      "Postmark sends ISO 8601 with a `Z` suffix, which `fromisoformat` accepts since Python 3.11, and the result is timezone-aware.")),
  fix=[("datetime.utcnow()", "datetime.now(timezone.utc)")])

S(47, "payments", "paraphrase", "reworded", "lookalike",
  T("Where does STRIPE_WEBHOOK_SECRET come from?",
    "It's your Stripe secret key — the `sk_live_...` value from Developers → API keys.",
    "Isn't that the whsec_ signing secret from the webhook endpoint's page? The sk_ key is for API calls.",
    "the `sk_live_...` value from Developers → API keys", "the endpoint's `whsec_...` signing secret"),
  R("What do I put in STRIPE_WEBHOOK_SECRET for local testing with the Stripe CLI?",
    "Your test-mode secret key: copy the `sk_test_...` value from Developers → API keys with the test-mode toggle on, and restart the API.",
    ["whsec_"], ["sk_test_"]),
  C("What goes in STRIPE_SECRET_KEY in .env.local?",
    "Your test-mode secret key, `sk_test_...`, from Developers → API keys in the Stripe dashboard with the test-mode toggle on. Never put an `sk_live_` key in a local env file."),
  fix=[("Your test-mode secret key: copy the `sk_test_...` value from Developers → API keys with the test-mode toggle on, and restart the API.",
        "Use the `whsec_...` signing secret that `stripe listen` prints when it starts, and restart the API.")],
  cflags=["whsec_"], cneeds=["`sk_test_...`"])

S(48, "deploy", "literal", "code_block", "lookalike",
  T("Set up AWS credentials in the deploy workflow.",
    L("```yaml", "- uses: aws-actions/configure-aws-credentials@v4", "  with:",
      "    aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}", "    aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
      "    aws-region: eu-west-1", "```"),
    "We don't keep AWS keys in GitHub at all. The workflow assumes arn:aws:iam::412345678901:role/github-deploy through OIDC (role-to-assume, plus id-token: write).",
    "aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}", "role-to-assume: arn:aws:iam::412345678901:role/github-deploy"),
  R("The migrations job in release.yml needs AWS access too. What's the step?",
    L("```yaml", "migrate:", "  runs-on: ubuntu-latest", "  steps:", "    - uses: aws-actions/configure-aws-credentials@v4", "      with:",
      "        aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}", "        aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
      "        aws-region: eu-west-1", "    - run: ./scripts/migrate.sh production", "```"),
    ["role-to-assume: arn:aws:iam::412345678901:role/github-deploy"], ["AWS_ACCESS_KEY_ID"]),
  C("What env does the api need in compose to use LocalStack for S3?",
    L("```yaml", "  api:", "    environment:", "      AWS_ENDPOINT_URL: http://localstack:4566", "      AWS_ACCESS_KEY_ID: test",
      "      AWS_SECRET_ACCESS_KEY: test", "      AWS_REGION: eu-west-1", "```", "",
      "LocalStack accepts any credentials; `test` is just the convention.")),
  fix=[("aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\n        aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "role-to-assume: arn:aws:iam::412345678901:role/github-deploy")],
  cflags=["role-to-assume"], cneeds=["AWS_ACCESS_KEY_ID: test"])

S(49, "database", "literal", "casing", "already_correct",
  T("Count the active teams.",
    L("```sql", "SELECT count(*) FROM teams WHERE deleted_at IS NULL;", "```"),
    "The table is workspaces — teams was renamed in the 2022 migration.",
    "FROM teams", "FROM workspaces"),
  R("lowercase query for pro-plan teams created this year",
    L("```sql", "select id, name, created_at", "from teams", "where plan = 'pro'",
      "  and created_at >= date_trunc('year', now());", "```"),
    ["re:(?i)from workspaces"], ["re:(?i)from teams\\b"]),
  C("How many workspaces signed up in the last 7 days?",
    L("```sql", "SELECT count(*) FROM workspaces WHERE created_at >= now() - interval '7 days';", "```")),
  fix=[("from teams", "from workspaces")],
  cneeds=["FROM workspaces"])

S(50, "internal-api", "literal", "reordered_args", "lookalike",
  T("Create the httpx client for calling the accounts service.",
    L("```python", "accounts = httpx.AsyncClient(base_url=settings.ACCOUNTS_URL, timeout=30.0)", "```"),
    "Merged, thanks. Internal calls get a 5 second timeout though — the gateway cuts requests at 10s anyway, so 30 just hides hangs.",
    "timeout=30.0", "timeout=5.0"),
  R("And one for the billing service, with the service token header.",
    L("```python",
      "billing = httpx.AsyncClient(timeout=30.0, headers={\"X-Service-Token\": settings.BILLING_SERVICE_TOKEN}, base_url=settings.BILLING_URL)",
      "```"),
    ["timeout=5.0"], ["timeout=30.0"]),
  C("Client for DocRaptor, the PDF rendering API. Big invoices take ~20 s to render.",
    L("```python",
      "docraptor = httpx.AsyncClient(base_url=\"https://api.docraptor.com\", timeout=30.0, auth=(settings.DOCRAPTOR_API_KEY, \"\"))",
      "```", "", "It's an external API with slow renders, so it gets more headroom than our internal calls.")),
  fix=[("timeout=30.0", "timeout=5.0")],
  cflags=["timeout=5.0"], cneeds=["timeout=30.0"])

S(51, "payments", "literal", "reordered_args", "same_topic",
  T("How do I forward Stripe webhooks to my local API?",
    "`stripe listen --forward-to localhost:8000/webhooks/stripe` — it prints a `whsec_` secret to put in `.env.local`.",
    "The route is /hooks/stripe. /webhooks/stripe was the old Flask app.",
    "/webhooks/stripe", "/hooks/stripe"),
  R("Only forward the invoice events, and print the full JSON.",
    "`stripe listen --print-json --events invoice.paid,invoice.payment_failed --forward-to localhost:8000/webhooks/stripe`",
    ["localhost:8000/hooks/stripe"], ["/webhooks/stripe"]),
  C("How do I resend a failed event to my local listener?",
    "With `stripe listen` running, call `stripe events resend evt_1PQx2LHc8kq3Zt` — the CLI forwards it to whatever target the listener was started with."),
  fix=[("/webhooks/stripe", "/hooks/stripe")])

S(52, "local-dev", "paraphrase", "other_identifier", "lookalike",
  T("How do I add httpx to the API's dependencies?",
    "`pip install httpx`, then add `httpx==0.27.0` to `requirements.txt`.",
    "uv. `uv add httpx` — requirements.txt is generated from uv.lock, nobody edits it.",
    "`pip install httpx`, then add `httpx==0.27.0` to `requirements.txt`", "`uv add httpx`"),
  R("I need tenacity for the retry helper.",
    "Run `pip install tenacity` and add `tenacity==8.3.0` to `requirements.txt` so CI picks it up.",
    ["uv add tenacity"], ["pip install tenacity"]),
  C("How is the requirements.txt in the Lambda bundle produced?",
    "The build step runs `uv export --frozen --no-dev -o requirements.txt`, then `pip install -r requirements.txt -t build/` to vendor the packages into the zip."),
  fix=[("Run `pip install tenacity` and add `tenacity==8.3.0` to `requirements.txt` so CI picks it up.",
        "Run `uv add tenacity`; it updates `pyproject.toml` and `uv.lock`, and CI installs from the lock.")],
  cflags=["uv add"], cneeds=["pip install -r requirements.txt -t build/"])

S(53, "payments", "paraphrase", "code_block", "same_topic",
  T("Store each incoming Stripe event before processing it.",
    L("```sql", "INSERT INTO webhook_events (stripe_event_id, payload) VALUES ($1, $2);", "```"),
    "Shouldn't that be ON CONFLICT (stripe_event_id) DO NOTHING? Stripe redelivers events and we'd error on the unique index.",
    "VALUES ($1, $2);", "VALUES ($1, $2) ON CONFLICT (stripe_event_id) DO NOTHING;"),
  R("Go version of that insert in the webhook handler, recording the type too.",
    L("```go", "_, err := s.db.Exec(ctx,", "\t\"INSERT INTO webhook_events (stripe_event_id, type, payload) VALUES ($1, $2, $3)\",",
      "\tevt.ID, evt.Type, body)", "```"),
    ["ON CONFLICT (stripe_event_id) DO NOTHING"], []),
  C("Mark the event processed once the handler succeeds.",
    L("```sql", "UPDATE webhook_events SET processed_at = now() WHERE stripe_event_id = $1;", "```")),
  fix=[("VALUES ($1, $2, $3)\"", "VALUES ($1, $2, $3) ON CONFLICT (stripe_event_id) DO NOTHING\"")])

S(54, "internal-api", "paraphrase", "reworded", "already_correct",
  T("What's the accounts service URL from inside the cluster?",
    "`http://accounts.internal:8080` — internal services resolve each other under `.internal`.",
    "The Cloud Map namespace is plover.local, so http://accounts.plover.local:8080.",
    "accounts.internal", "accounts.plover.local"),
  R("How should the worker reach the billing service from inside ECS?",
    "Call it at `http://billing.internal:8080`; Service Connect resolves the name to a healthy billing task, so there's no load balancer in between.",
    ["billing.plover.local"], ["billing.internal"]),
  C("How does the api find the accounts service?",
    "Through Service Connect: the task definition sets `ACCOUNTS_URL=http://accounts.plover.local:8080`, and the proxy routes that name to a healthy accounts task."),
  fix=[("billing.internal", "billing.plover.local")],
  cneeds=["accounts.plover.local:8080"])

S(55, "payments", "semantic", "prose_claim", "same_topic",
  T("If our webhook endpoint returns a 500, does Stripe try again?",
    "No. Stripe sends each event once; if your endpoint errors the event is dropped, so log failures and replay them yourself from the Events API.",
    "It does retry — in live mode Stripe retries failed deliveries for up to three days with exponential backoff.",
    "Stripe sends each event once", "Stripe retries failed deliveries for up to three days"),
  R("The webhook endpoint was down for 20 minutes last night. Did we lose those events?",
    "Unfortunately yes: Stripe makes a single delivery attempt per event, so anything sent during the outage is gone and you'll need to backfill from the Events API.",
    ["re:(?i)retr(y|ies)"], ["re:(?i)single delivery attempt"]),
  C("How do I make the handler safe if Stripe sends the same event twice?",
    "Record `event.id` in `webhook_events` under a unique index and skip processing when the insert conflicts. Stripe can deliver the same event more than once, so handlers have to be idempotent."),
  fix=[("Unfortunately yes: Stripe makes a single delivery attempt per event, so anything sent during the outage is gone and you'll need to backfill from the Events API.",
        "No — Stripe retries failed deliveries for up to three days with exponential backoff, so those events will be redelivered. Check the endpoint's event log in the dashboard to confirm they went through.")])

S(56, "database", "semantic", "prose_claim", "lookalike",
  T("Can I add `is_archived boolean not null default false` to orders in one migration?",
    "Not safely: adding a column with a default rewrites the whole table under an ACCESS EXCLUSIVE lock. Add it nullable, backfill in batches, then set the default and NOT NULL.",
    "Since Postgres 11 a constant default doesn't rewrite anything, it's metadata-only. We're on 15, one statement is fine.",
    "adding a column with a default rewrites the whole table", "a constant default is metadata-only since Postgres 11"),
  R("Migration for `notify_on_refund boolean not null default true` on accounts? It's about 4M rows.",
    "Because adding a column with a default rewrites the whole table, split it up: add `notify_on_refund` as nullable, backfill 10k rows at a time, then `SET DEFAULT true` and `SET NOT NULL` in a final migration.",
    ["re:(?i)metadata-only|one statement|single statement|add column\\s+notify_on_refund\\s+boolean\\s+not\\s+null\\s+default\\s+true"], ["re:(?i)rewrites the whole table"]),
  C("Add a public_id uuid column defaulting to gen_random_uuid() on orders (30M rows).",
    "`gen_random_uuid()` is volatile, so Postgres has to rewrite the whole table to give every existing row its own value — the Postgres 11 fast path only covers constant defaults. Add it nullable, backfill in batches, then set the default and NOT NULL."),
  fix=[("Because adding a column with a default rewrites the whole table, split it up: add `notify_on_refund` as nullable, backfill 10k rows at a time, then `SET DEFAULT true` and `SET NOT NULL` in a final migration.",
        L("On Postgres 15 a constant default is metadata-only, so one statement is fine:", "", "```sql",
          "ALTER TABLE accounts ADD COLUMN notify_on_refund boolean NOT NULL DEFAULT true;", "```"))],
  cflags=["re:(?i)metadata-only", "re:(?i)one statement is fine"], cneeds=["rewrite the whole table"])

S(57, "local-dev", "semantic", "prose_claim", "lookalike",
  T("I changed the code of the email task. Do I need to restart anything?",
    "No, `make dev` runs everything with reload enabled, so the worker picks up changes automatically.",
    "The Celery worker doesn't hot-reload, only uvicorn does. You have to `docker compose restart worker`.",
    "the worker picks up changes automatically", "the worker has to be restarted with `docker compose restart worker`"),
  R("I edited tasks/billing.py but my retry change isn't showing up. Why?",
    "It should already be live — the worker reloads on file changes under `make dev`, so check that the task is being enqueued with the new arguments.",
    ["re:(?i)restart"], ["re:(?i)worker reloads on file changes"]),
  C("I changed a FastAPI route. Do I need to restart the api container?",
    "No, the api container runs `uvicorn app.main:app --reload --host 0.0.0.0 --port 8000`, so it picks up changes automatically when you save."),
  fix=[("It should already be live — the worker reloads on file changes under `make dev`, so check that the task is being enqueued with the new arguments.",
        "The Celery worker doesn't reload on file changes — only the API does. Run `docker compose restart worker` and try again.")],
  cflags=["docker compose restart"], cneeds=["--reload"])

S(58, "auth", "semantic", "reworded", "lookalike",
  T("What should POST /forgot-password return when the email isn't registered?",
    "Return `404` with `{\"error\": {\"code\": \"user_not_found\"}}` so the form can suggest signing up instead.",
    "Always 202 with the same body whether the account exists or not — anything else lets people enumerate accounts. The pentest flagged exactly this.",
    "Return `404` with `{\"error\": {\"code\": \"user_not_found\"}}`", "Return `202` with the same body whether or not the account exists"),
  R("And the magic-link login endpoint, when someone enters an unknown email?",
    "Respond `404` with `user_not_found` so the frontend can show \"No account with that email\" and a link to sign up.",
    ["202"], ["user_not_found"]),
  C("What does GET /admin/users/{id} return for an id that doesn't exist?",
    "`404` with `{\"error\": {\"code\": \"user_not_found\", \"message\": \"No user with that id\"}}`. The admin API is staff-only behind SSO and takes internal ids, so there's nothing to enumerate."),
  fix=[("Respond `404` with `user_not_found` so the frontend can show \"No account with that email\" and a link to sign up.",
        "Respond `202` with the same \"Check your inbox\" body you return for a known email, so the endpoint doesn't reveal which addresses have accounts.")],
  cflags=["202"], cneeds=["user_not_found"])

S(59, "team", "semantic", "reworded", "unrelated",
  T("Where should I file the bug about the broken invoice PDF?",
    "Open a Jira ticket in the PLOVER project and add the `billing` component.",
    "We're on Linear — Jira got shut off last year. File it under the Billing team there.",
    "Open a Jira ticket in the PLOVER project", "Open a Linear issue in the Billing team"),
  R("A customer says the dunning emails went out twice. How do I get this tracked?",
    "File it in Jira under the PLOVER project, with the customer's account id and the Postmark message ids of both sends so whoever picks it up can trace the duplicate.",
    ["Linear"], ["Jira"]),
  C("How do I update the Playwright browsers after bumping the version?",
    "`npx playwright install --with-deps chromium`. CI caches them under `~/.cache/ms-playwright`, keyed on the Playwright version, so the cache refreshes on its own."),
  fix=[("File it in Jira under the PLOVER project", "File it in Linear under the Billing team")])

S(60, "local-dev", "literal", "code_block", "same_topic",
  T("What REDIS_URL should Celery use locally?",
    "`redis://localhost:6379/0`, the same Redis database the API uses.",
    "db 1 for Celery. db 0 is the cache and `make cache-clear` flushes it, which used to wipe the queue.",
    "redis://localhost:6379/0", "redis://localhost:6379/1"),
  R("Write the .env.local block for the worker.",
    L("```", "DATABASE_URL=postgresql://plover:plover@localhost:5433/plover_dev", "CELERY_BROKER_URL=redis://localhost:6379/0",
      "CELERY_RESULT_BACKEND=redis://localhost:6379/0", "```"),
    ["CELERY_BROKER_URL=redis://localhost:6379/1"], ["redis://localhost:6379/0"]),
  C("How do I see which tasks are queued in Celery locally?",
    "`docker compose exec worker celery -A app.worker inspect reserved` shows what the workers have picked up, and `celery -A app.worker inspect scheduled` lists tasks waiting on a countdown."),
  fix=[("redis://localhost:6379/0", "redis://localhost:6379/1")])


# --------------------------------------------------------------------------- checks
def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", "", s).lower()


SCEN_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
BUILD_KEYS = {"fix", "cflags", "cneeds", "literal"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def validate(scen):
    errs = []
    ids = [s["id"] for s in scen]
    if len(scen) != N:
        errs.append("expected %d scenarios, have %d" % (N, len(scen)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % sorted(i for i, c in Counter(ids).items() if c > 1))
    want_ids = ["%s-%03d" % (PREFIX, i) for i in range(1, N + 1)]
    if ids != want_ids:
        errs.append("ids are not %s-001 … %s-%03d in order" % (PREFIX, PREFIX, N))
    msgs = Counter(s["teach"]["message"].strip().lower() for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message shared by %d scenarios: %r" % (c, m[:60]))

    for s in scen:
        sid = s["id"]

        def bad(msg):
            errs.append("%s: %s" % (sid, msg))

        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            bad("malformed id")
        if set(s) != SCEN_KEYS | BUILD_KEYS:
            bad("scenario keys %s" % sorted(set(s) ^ (SCEN_KEYS | BUILD_KEYS)))
            continue
        t, r, c = s["teach"], s["repeat"], s["control"]
        keys_ok = True
        for name, d, keys in (("teach", t, TEACH_KEYS), ("repeat", r, REPEAT_KEYS), ("control", c, CONTROL_KEYS)):
            if set(d) != keys:
                bad("%s keys %s" % (name, sorted(set(d) ^ keys)))
                keys_ok = False
        if not keys_ok:
            continue
        for name, d in (("teach", t), ("repeat", r), ("control", c)):
            for k in ("query", "output"):
                if not isinstance(d[k], str) or not d[k].strip():
                    bad("%s.%s empty" % (name, k))
        if not isinstance(s["topic"], str) or not s["topic"]:
            bad("topic empty")
        if s["difficulty"] not in DIFFICULTY:
            bad("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL:
            bad("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            bad("repeat_variation %r" % s["repeat_variation"])
        if not t["message"].strip():
            bad("teach.message empty")

        # gold spans
        if not t["gold_wrong"] or t["gold_wrong"] not in t["output"]:
            bad("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"] or not t["gold_right"]:
            bad("gold_right empty or equal to gold_wrong")
        if t["gold_right"] in t["output"].replace(t["gold_wrong"], ""):
            bad("gold_right already in teach.output (outside the wrong span)")

        # repeat checks: well-formed, fail as written, pass after fix
        specs = r["expect_contains"] + r["expect_absent"]
        if not specs:
            bad("repeat has no checks")
        for spec in specs + list(s["cflags"] or []) + list(s["cneeds"] or []):
            if not isinstance(spec, str) or not spec:
                bad("empty check spec")
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    bad("bad regex %r: %s" % (spec, e))
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            bad("repeat as written already passes its own check")
        if not s["fix"]:
            bad("no fix given")
        out = r["output"]
        for old, new in s["fix"] or []:
            if old not in out:
                bad("fix source %r not in repeat.output" % old[:50])
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            bad("fixed repeat fails: missing %s, present %s" % (
                [x for x in r["expect_contains"] if not check(out, x)],
                [x for x in r["expect_absent"] if check(out, x)]))

        # literal recurrence
        if s["difficulty"] == "literal":
            lit = s["literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                bad("literal %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                bad("literal %r not in teach.output" % lit)
        elif s["literal"]:
            bad("literal given for a %s scenario" % s["difficulty"])

        # control
        kind = s["control_kind"]
        if kind == "lookalike":
            if not s["cflags"]:
                bad("lookalike control needs explicit cflags")
            if not s["cneeds"]:
                bad("lookalike control needs cneeds (the look-alike text)")
            cflags = s["cflags"] or []
        else:
            cflags = (s["cflags"] or []) or (r["expect_absent"] + [t["gold_wrong"]])
        if kind == "already_correct" and not s["cneeds"]:
            bad("already_correct control needs cneeds (the right value)")
        for spec in cflags:
            if check(c["output"], spec):
                bad("control matches cflag %r" % spec)
        for spec in s["cneeds"] or []:
            if not check(c["output"], spec):
                bad("control lacks cneeds %r" % spec)
        if c["output"] == r["output"] or c["query"] == r["query"]:
            bad("control duplicates repeat")

    # cross-scenario: one scenario's wrong span must not sit in another scenario's outputs
    for a in scen:
        w = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                if w in b[part]["output"]:
                    errs.append("%s: gold_wrong %r appears in %s.%s.output" % (a["id"], w, b["id"], part))

    # mix
    dc = Counter(s["difficulty"] for s in scen)
    cc = Counter(s["control_kind"] for s in scen)
    vc = Counter(s["repeat_variation"] for s in scen)
    for name, want, got in (("difficulty", DIFFICULTY, dc), ("control_kind", CONTROL, cc)):
        for k, n in want.items():
            if abs(got.get(k, 0) - n) > TOLERANCE:
                errs.append("mix: %s %s = %d, want about %d" % (name, k, got.get(k, 0), n))
    if vc["reworded"] + vc["code_block"] < len(scen) // 2:
        errs.append("mix: reworded + code_block should be most repeats (%d)" % (vc["reworded"] + vc["code_block"]))
    for k in VARIATIONS:
        if vc.get(k, 0) == 0:
            errs.append("mix: no repeat_variation %s" % k)
    for k in ("reworded", "code_block"):
        if any(vc[k] < vc[o] for o in VARIATIONS if o not in ("reworded", "code_block")):
            errs.append("mix: %s should be among the most common variations" % k)
    return errs, dc, cc, vc


def public(s):
    return {"id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
            "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
            "teach": {k: s["teach"][k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
            "repeat": {k: s["repeat"][k] for k in ("query", "output", "expect_contains", "expect_absent")},
            "control": {k: s["control"][k] for k in ("query", "output")}}


def fmt(counter, order):
    return ", ".join("%s %d" % (k, counter.get(k, 0)) for k in order)


README = """# heldout12: learning-loop scenarios (HELD OUT)

HELD OUT. The engineers do not read scenarios.jsonl or build.py while changing cairn; they only measure with it and record each run.

## What this is

{n} scenarios (`h12-001` … `h12-{n:03d}`) in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(see `../shared/eval/loop/README.md`, "Scenario rules"): `{{id, topic, difficulty, repeat_variation,
control_kind, teach, repeat, control}}`. In each one a developer corrects the coding assistant once
(`teach`), a later session repeats the same mistake (`repeat`, fixed = every `expect_contains`
present and every `expect_absent` absent; `re:` entries are Python regexes), and a `control`
session must come back byte-identical.

Theme: the everyday work of a small product team: a web app backend (Python/FastAPI, Go, Node),
its Postgres database and migrations, deploy scripts and CI on AWS, internal service APIs,
third-party integrations (Stripe payments, Postmark email, Auth0 login), local dev setup
(docker compose, Mailpit, Redis, Celery), and the team facts people correct the assistant on.

Teach messages are phrased the ways real users write: "X, not Y", bare facts, imperatives, terse
replies, hedged questions that assert the answer, corrections with a reason, and corrections
embedded in thanks or status.

## Counts

- difficulty: {dc}
- control_kind: {cc}
- repeat_variation: {vc}
- topics: {tc}

## How it is built

`build.py` (standard library only) holds the scenarios as data and refuses to write unless:
ids are unique and well-formed; field sets are exact; enums are valid; `gold_wrong` is in
`teach.output` and differs from `gold_right`; every repeat fails its own check as written and
passes after the build-only `fix` replacements; literal scenarios repeat the wrong text verbatim
(up to case and white space); controls match none of their `cflags` and all of their `cneeds`
(lookalike: the look-alike text is really there; already_correct: the right value is there);
no scenario's `gold_wrong` appears in another scenario's outputs; teach messages are all
distinct; and the mix is close to the target. The build-only fields are not written to the jsonl.

```sh
python3 eval/heldout12/build.py      # validates, writes scenarios.jsonl and this README
```

## How to run

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/heldout12/scenarios.jsonl
```

Other modes use the same runner flags: drop `--shared-store` for a fresh store per scenario, add
`--oracle-teach` to store the gold spans directly (retrieval and application without detection),
and `--out PATH` to keep the report somewhere other than `./loop-<mode>.json`.
Record each run (mode, cairn version, headline figures); do not open the scenarios to debug
failures, use the development sets for that.
"""


def main():
    errs, dc, cc, vc = validate(SCENARIOS)
    if errs:
        print("build.py: %d problem(s), nothing written:" % len(errs), file=sys.stderr)
        for e in errs:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    tc = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(
            n=len(SCENARIOS),
            dc=fmt(dc, DIFFICULTY), cc=fmt(cc, CONTROL),
            vc=fmt(vc, sorted(VARIATIONS, key=lambda k: -vc.get(k, 0))),
            tc=", ".join("%s %d" % kv for kv in sorted(tc.items(), key=lambda kv: (-kv[1], kv[0])))))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:       " + fmt(dc, DIFFICULTY))
    print("control_kind:     " + fmt(cc, CONTROL))
    print("repeat_variation: " + fmt(vc, sorted(VARIATIONS, key=lambda k: -vc.get(k, 0))))
    print("topic:            " + ", ".join("%s %d" % kv for kv in sorted(tc.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
