#!/usr/bin/env python3
"""Build heldout16: 60 teach -> repeat -> control scenarios (standard library only).

Theme: a small SaaS company's backend week (Ledgerly, an invoicing product):
billing, auth, email, queues, cron jobs, Postgres and MySQL, Django and
Express, AWS and Cloudflare, with the team's own names, ports, regions,
versions and conventions.

    python3 build.py

validates every scenario and only then writes scenarios.jsonl and README.md
next to this file. The build-only fields `fix` and `holds` are not written.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "heldout16"
TITLE = ("a small SaaS company's backend week: billing, auth, email, queues, cron jobs, "
         "Postgres and MySQL, Django and Express, AWS and Cloudflare, with the team's own "
         "names, ports, regions, versions and conventions")
HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}

SCENARIOS = []


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    SCENARIOS.append({
        "id": "h16-%03d" % num, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds,
    })


# ---------------------------------------------------------------- 001
S(1, "billing-db-port", "literal", "code_block", "lookalike",
  ("How do I open a psql shell on the billing database from the bastion?",
   r"""From the bastion, connect with the read-write role:

```sh
psql "host=billing-db.ledgerly.internal port=5432 dbname=billing user=billing_app sslmode=require"
```

It will prompt for the password; pull it from 1Password under *billing-db / billing_app*. Once in, `\dt billing.*` lists the tables.""",
   "billing-db listens on 5433, not 5432. 5432 on that box is the old reporting instance.",
   "port=5432", "port=5433"),
  ("What should DATABASE_URL be in the billing-api .env for talking to prod billing-db?",
   r"""Put this in `.env` (the password comes from SSM):

```dotenv
DATABASE_URL=postgres://billing_app:${BILLING_DB_PASSWORD}@billing-db.ledgerly.internal:5432/billing?sslmode=require
CONN_MAX_AGE=60
```

`dj-database-url` parses this in `settings/base.py`, so nothing else needs to change.""",
   ["billing-db.ledgerly.internal:5433/billing"], [":5432/"]),
  ("Can you give me a docker-compose service for a local Postgres that matches billing-db?",
   r"""```yaml
services:
  billing-db:
    image: postgres:15.6
    environment:
      POSTGRES_DB: billing
      POSTGRES_USER: billing_app
      POSTGRES_PASSWORD: localdev
    ports:
      - "5433:5432"
```

Inside the container Postgres still listens on its default 5432; the mapping exposes it on 5433 on your machine, so the same port works locally and in prod."""),
  [(":5432/billing", ":5433/billing")], holds="5432")

# ---------------------------------------------------------------- 002
S(2, "ses-region", "literal", "code_block", "lookalike",
  ("Quick CLI command to send a test email through SES from our account?",
   r"""```sh
aws sesv2 send-email \
  --region us-east-1 \
  --from-email-address notifications@mail.ledgerly.io \
  --destination ToAddresses=you@ledgerly.io \
  --content 'Simple={Subject={Data=SES test},Body={Text={Data=hello from the CLI}}}'
```
If you're still in the SES sandbox the recipient has to be a verified identity too.""",
   "Our SES identities are all in eu-west-1, everything we run is in Ireland. us-east-1 will just tell you the identity isn't verified.",
   "--region us-east-1", "--region eu-west-1"),
  ("Write me a small boto3 helper the billing worker can call to send a plain-text email.",
   r"""```python
import boto3

_ses = boto3.client("sesv2", region_name="us-east-1")

def send_plain(to: str, subject: str, body: str) -> str:
    resp = _ses.send_email(
        FromEmailAddress="notifications@mail.ledgerly.io",
        Destination={"ToAddresses": [to]},
        Content={"Simple": {"Subject": {"Data": subject}, "Body": {"Text": {"Data": body}}}},
    )
    return resp["MessageId"]
```""",
   ['region_name="eu-west-1"'], ["us-east-1"]),
  ("Which region does the certificate for the CloudFront distribution in front of the docs site need to be in?",
   r"""ACM certificates used by CloudFront must be requested in us-east-1 (N. Virginia), wherever the origin lives. So for docs.ledgerly.io:

```sh
aws acm request-certificate --region us-east-1 --domain-name docs.ledgerly.io --validation-method DNS
```
The S3 origin bucket itself stays in eu-west-1."""),
  [('region_name="us-east-1"', 'region_name="eu-west-1"')], holds="us-east-1")

# ---------------------------------------------------------------- 003
S(3, "django-jsonfield-import", "literal", "reworded", "same_topic",
  ("Add a metadata JSON column to the Invoice model.",
   r"""```python
from django.contrib.postgres.fields import JSONField
from django.db import models

class Invoice(models.Model):
    # ... existing fields ...
    metadata = JSONField(default=dict, blank=True)
```
Then `python manage.py makemigrations billing` and `migrate`.""",
   "We're on Django 4.2, the contrib.postgres JSONField has been gone since 4.0. It's models.JSONField now.",
   "from django.contrib.postgres.fields import JSONField", "from django.db.models import JSONField"),
  ("Where do I import JSONField from for the new WebhookEvent.payload field?",
   r"""Import it from the Postgres contrib package: `from django.contrib.postgres.fields import JSONField`, then declare `payload = JSONField()` on `WebhookEvent`. It is stored as `jsonb`, so you can filter with `payload__type="invoice.paid"`.""",
   [r"re:from django\.db\.models import JSONField|models\.JSONField"],
   ["django.contrib.postgres.fields import JSONField"]),
  ("Add a tags column to Customer as a Postgres text array.",
   r"""```python
from django.contrib.postgres.fields import ArrayField
from django.db import models

class Customer(models.Model):
    # ...
    tags = ArrayField(models.CharField(max_length=40), default=list, blank=True)
```
`ArrayField` is Postgres-specific, so it still lives in `django.contrib.postgres.fields`. Query it with `Customer.objects.filter(tags__contains=["enterprise"])`."""),
  [("Import it from the Postgres contrib package: `from django.contrib.postgres.fields import JSONField`",
    "Import it from Django's models module: `from django.db.models import JSONField`")])

# ---------------------------------------------------------------- 004
S(4, "mysql-no-ilike", "literal", "reworded", "lookalike",
  ("Find auth users whose email contains 'acme', case-insensitively. Users live in the auth MySQL.",
   r"""```sql
SELECT id, email, created_at
FROM users
WHERE email ILIKE '%acme%'
ORDER BY created_at DESC
LIMIT 50;
```""",
   "That's the MySQL box, there's no ILIKE in MySQL. Plain LIKE is already case-insensitive with our utf8mb4_0900_ai_ci collation.",
   "email ILIKE '%acme%'", "email LIKE '%acme%'"),
  ("In the auth DB, how do I match sessions by user agent regardless of case?",
   r"""Use `ILIKE`: `SELECT id, user_id FROM sessions WHERE user_agent ILIKE '%okhttp%';`. It ignores case, so `OkHttp` and `okhttp` both match.""",
   ["user_agent LIKE '%okhttp%'"], ["ILIKE"]),
  ("Search billing customers (Postgres) by company name, any case.",
   r"""On billing-db (Postgres) use `ILIKE`:

```sql
SELECT id, company_name FROM billing.customers WHERE company_name ILIKE '%' || $1 || '%' LIMIT 20;
```
Add a `pg_trgm` GIN index on `company_name` if it gets slow."""),
  [("Use `ILIKE`", "Use `LIKE`"), ("user_agent ILIKE", "user_agent LIKE"),
   ("It ignores case", "With our collation it ignores case")], holds="ILIKE")

# ---------------------------------------------------------------- 005
S(5, "express4-async-errors", "semantic", "prose_claim", "same_topic",
  ("Do I need try/catch in this async Express route that loads the invoice?",
   r"""No. Express passes a rejected promise from an async handler to your error middleware automatically, so this is enough:

```js
router.get('/invoices/:id', async (req, res) => {
  const invoice = await billing.getInvoice(req.params.id);
  res.json(invoice);
});
```
If `getInvoice` throws, the error handler in `app.js` sends the 500.""",
   "That's Express 5 behaviour. auth-gw is on 4.18, where a rejected promise never reaches the error middleware and the request just hangs. So yes, catch it and call next(err).",
   "Express passes a rejected promise from an async handler to your error middleware automatically",
   "Express 4 does not pass a rejected promise from an async handler to the error middleware; catch it and call next(err)"),
  ("Is the asyncHandler wrapper in auth-gw's utils still needed?",
   r"""You can drop it. Express forwards rejected promises from async route handlers to the error middleware on its own, so `asyncHandler(fn)` is redundant and the routes can be plain `async (req, res) => {}` functions.""",
   [r"re:(?i)(keep it|still needed|still required|does not forward|doesn't forward|not forwarded)"],
   ["You can drop it", r"re:forwards rejected promises[^.]*on its own"]),
  ("My error middleware in auth-gw never runs, what's wrong with `app.use((err, req, res) => ...)`?",
   r"""Express only treats middleware with four parameters as an error handler, so the signature has to be `(err, req, res, next)` even if you never call `next`. Register it after all routes:

```js
app.use((err, req, res, next) => {
  req.log.error({ err }, 'unhandled');
  res.status(err.status ?? 500).json({ error: err.code ?? 'internal' });
});
```
404s don't go through it at all; add `app.use((req, res) => res.status(404).json({ error: 'not_found' }))` before it."""),
  [("You can drop it. Express forwards rejected promises from async route handlers to the error middleware on its own, so `asyncHandler(fn)` is redundant and the routes can be plain `async (req, res) => {}` functions.",
    "Keep it. auth-gw is on Express 4.18, which does not forward rejected promises from async route handlers to the error middleware, so without `asyncHandler(fn)` a thrown error leaves the request hanging.")])

# ---------------------------------------------------------------- 006
S(6, "cron-weekdays", "literal", "code_block", "lookalike",
  ("Crontab entry to run the overdue-invoice reminder at 07:30 UTC on weekdays?",
   r"""Drop this in `/etc/cron.d/billing-reminders` on jobs-1 (cron.d files take a user column):

```cron
30 7 * * 1-7 deploy /srv/billing/bin/manage send_overdue_reminders >> /var/log/billing/reminders.log 2>&1
```
jobs-1 runs in UTC, so no TZ line is needed.""",
   "1-7 is every day, weekend included. Weekdays is 1-5.",
   "* * 1-7", "* * 1-5"),
  ("Schedule the Stripe payout reconciliation to run Monday to Friday at 18:00 UTC on jobs-1.",
   r"""Add `/etc/cron.d/billing-reconcile`:

```cron
0 18 * * 1-7 deploy /srv/billing/bin/manage reconcile_payouts --since=yesterday
```""",
   ["0 18 * * 1-5"], ["* * 1-7"]),
  ("Cron line for the monthly usage export, but only during the first week of the month, 06:00 UTC?",
   r"""```cron
0 6 1-7 * * deploy /srv/billing/bin/manage export_usage --month=previous
```
The third field is day-of-month, so `1-7` means the 1st through the 7th. `export_usage` exits early once the month has been exported, so the later days are no-ops unless an earlier run failed."""),
  [("0 18 * * 1-7", "0 18 * * 1-5")], holds="1-7")

# ---------------------------------------------------------------- 007
S(7, "celery-broker-db", "literal", "code_block", "lookalike",
  ("Set up the Celery app for billing-api pointing at our Redis.",
   r"""```python
# billing/celery.py
import os
from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ledgerly.settings.prod")

app = Celery("billing")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
```

```python
# settings/prod.py
CELERY_BROKER_URL = "redis://queue-redis.internal:6379/0"
CELERY_TASK_ACKS_LATE = True
```""",
   "Broker is db 2 on queue-redis. Db 0 is the Django cache, and we flush that on every deploy.",
   'CELERY_BROKER_URL = "redis://queue-redis.internal:6379/0"',
   'CELERY_BROKER_URL = "redis://queue-redis.internal:6379/2"'),
  ("How do I start a Celery worker for billing from the command line against the prod broker, overriding the URL?",
   r"""```sh
celery -A billing worker \
  --broker=redis://queue-redis.internal:6379/0 \
  -Q billing,default -c 4 --loglevel=INFO
```
`--broker` overrides `CELERY_BROKER_URL` for this process only.""",
   ["--broker=redis://queue-redis.internal:6379/2"], ["6379/0"]),
  ("What's the CACHES setting for billing-api in prod?",
   r"""```python
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://queue-redis.internal:6379/0",
        "KEY_PREFIX": "billing",
        "TIMEOUT": 300,
    }
}
```
The built-in Redis backend has shipped with Django since 4.0, so no django-redis needed."""),
  [("6379/0", "6379/2")], holds="redis://queue-redis.internal:6379/0")

# ---------------------------------------------------------------- 008
S(8, "stripe-webhook-raw-body", "literal", "reworded", "lookalike",
  ("Write the DRF view that receives Stripe webhooks and verifies the signature.",
   r"""```python
import json
import stripe
from django.conf import settings
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

@api_view(["POST"])
@permission_classes([AllowAny])
def stripe_webhook(request):
    payload = json.dumps(request.data)
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(payload, sig, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        return Response(status=400)
    handle_event.delay(event["id"], event["type"])
    return Response(status=200)
```""",
   "The signature check will fail with that, it needs the raw bytes. Use request.body; json.dumps of request.data re-serialises it and the HMAC won't match.",
   "payload = json.dumps(request.data)", "payload = request.body"),
  ("Our Stripe signature verification keeps throwing SignatureVerificationError in the DRF endpoint. What payload should I pass?",
   r"""Pass the parsed body back as JSON: `stripe.Webhook.construct_event(json.dumps(request.data), request.headers["Stripe-Signature"], settings.STRIPE_WEBHOOK_SECRET)`. Also check that `STRIPE_WEBHOOK_SECRET` is this endpoint's `whsec_...` secret, not the API key.""",
   ["construct_event(request.body"], ["json.dumps(request.data)"]),
  ("DRF view to create a draft invoice from the posted JSON.",
   r"""```python
@api_view(["POST"])
def create_draft_invoice(request):
    serializer = DraftInvoiceSerializer(data=request.data, context={"account": request.user.account})
    serializer.is_valid(raise_exception=True)
    invoice = serializer.save(status="draft")
    return Response(InvoiceSerializer(invoice).data, status=201)
```
For ordinary JSON endpoints `request.data` is what you want; DRF has already parsed it."""),
  [("Pass the parsed body back as JSON: `stripe.Webhook.construct_event(json.dumps(request.data),",
    "Pass the raw bytes: `stripe.Webhook.construct_event(request.body,")], holds="request.data")

# ---------------------------------------------------------------- 009
S(9, "stripe-integer-cents", "paraphrase", "identifier", "lookalike",
  ("Create a PaymentIntent for the Pro plan's monthly charge, EUR 49.",
   r"""```python
intent = stripe.PaymentIntent.create(
    amount=49.00,
    currency="eur",
    customer=account.stripe_customer_id,
    metadata={"plan": "pro", "account_id": str(account.id)},
    automatic_payment_methods={"enabled": True},
)
```""",
   "Stripe amounts are integers in the smallest unit: 4900, not 49.00. The float gets rejected.",
   "amount=49.00", "amount=4900"),
  ("Add a Price for the new Team add-on, 19.99 EUR a month, via the API.",
   r"""```python
price = stripe.Price.create(
    product="prod_team_addon",
    unit_amount=19.99,
    currency="eur",
    recurring={"interval": "month"},
    lookup_key="team_addon_monthly_eur",
)
```""",
   ["unit_amount=1999,"], ["unit_amount=19.99"]),
  ("How should the Pro plan price render on the pricing page?",
   r"""Format it from the cents value stored on the plan, so rounding never drifts:

```python
def display_price(cents: int) -> str:
    return f"€{cents / 100:.2f}"
```
`display_price(4900)` gives `€49.00`, which is what marketing has on the page."""),
  [("unit_amount=19.99", "unit_amount=1999")], holds="49.00")

# ---------------------------------------------------------------- 010
S(10, "jwt-access-ttl", "paraphrase", "equivalent_construct", "lookalike",
  ("Sign the access token in auth-gw's login handler.",
   r"""```js
const accessToken = jwt.sign(
  { sub: user.id, acct: user.accountId, scope: user.scopes },
  privateKey,
  { algorithm: 'RS256', expiresIn: '1h', issuer: 'https://auth.ledgerly.io' }
);
```
Return it in the JSON body and set the refresh token as an httpOnly cookie.""",
   "Access tokens are 15 minutes here, it's in the auth ADR. The refresh token is the long-lived one.",
   "expiresIn: '1h'", "expiresIn: '15m'"),
  ("Write the helper that mints a new access token during the refresh flow.",
   r"""```js
function mintAccessToken(user) {
  return jwt.sign(
    { sub: user.id, acct: user.accountId, scope: user.scopes },
    privateKey,
    { algorithm: 'RS256', expiresIn: 3600, issuer: 'https://auth.ledgerly.io' }
  );
}
```
`expiresIn` also accepts a number of seconds.""",
   [r"re:expiresIn: ('15m'|900|15 \* 60),"], ["expiresIn: 3600"]),
  ("Cache the account's plan limits in Redis for an hour from auth-gw.",
   r"""```js
await redis.set(`plan-limits:${accountId}`, JSON.stringify(limits), 'EX', 3600);
```
`EX` is in seconds, so 3600 is one hour; the billing webhook deletes the key when the plan changes."""),
  [("expiresIn: 3600", "expiresIn: 900")], holds="3600")

# ---------------------------------------------------------------- 011
S(11, "postmark-message-stream", "literal", "reworded", "lookalike",
  ("Send the invoice receipt email through Postmark from the mailer service.",
   r"""```js
await postmark.sendEmailWithTemplate({
  From: 'Ledgerly <notifications@mail.ledgerly.io>',
  To: invoice.billingEmail,
  TemplateAlias: 'invoice-receipt',
  TemplateModel: { number: invoice.number, total: invoice.totalFormatted },
  MessageStream: 'broadcast',
});
```""",
   "Receipts are transactional, they go on the outbound stream. broadcast is only for the product newsletter.",
   "MessageStream: 'broadcast'", "MessageStream: 'outbound'"),
  ("Which Postmark stream should password-reset emails use?",
   r"""Send them on the `broadcast` message stream (`MessageStream: 'broadcast'`), same as the other system emails from the mailer.""",
   ["MessageStream: 'outbound'"], ["broadcast"]),
  ("How do we send the monthly product update newsletter through Postmark?",
   r"""Use the broadcast stream so unsubscribes are handled for you:

```js
await postmark.sendEmailBatchWithTemplates(subscribers.map((s) => ({
  From: 'Ledgerly <news@mail.ledgerly.io>',
  To: s.email,
  TemplateAlias: 'product-update',
  TemplateModel: { name: s.firstName },
  MessageStream: 'broadcast',
})));
```
Postmark caps a batch at 500 messages, so chunk the list."""),
  [("on the `broadcast` message stream (`MessageStream: 'broadcast'`)",
    "on the `outbound` message stream (`MessageStream: 'outbound'`)")], holds="MessageStream: 'broadcast'")

# ---------------------------------------------------------------- 012
S(12, "django-smtp-port", "literal", "code_block", "already_correct",
  ("Configure Django to send through SES SMTP for billing-api.",
   r"""```python
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "email-smtp.eu-west-1.amazonaws.com"
EMAIL_PORT = 465
EMAIL_USE_TLS = True
EMAIL_HOST_USER = env("SES_SMTP_USER")
EMAIL_HOST_PASSWORD = env("SES_SMTP_PASSWORD")
DEFAULT_FROM_EMAIL = "Ledgerly <notifications@mail.ledgerly.io>"
```""",
   "EMAIL_USE_TLS means STARTTLS, that's port 587. 465 would need EMAIL_USE_SSL, and we standardised on 587 anyway.",
   "EMAIL_PORT = 465", "EMAIL_PORT = 587"),
  ("And the staging SMTP settings for billing-api? Same SES, staging creds.",
   r"""```python
# settings/staging.py
EMAIL_HOST = "email-smtp.eu-west-1.amazonaws.com"
EMAIL_USE_TLS = True
EMAIL_PORT = 465
EMAIL_HOST_USER = env("SES_SMTP_USER_STAGING")
EMAIL_HOST_PASSWORD = env("SES_SMTP_PASSWORD_STAGING")
EMAIL_SUBJECT_PREFIX = "[staging] "
```""",
   ["EMAIL_PORT = 587"], ["EMAIL_PORT = 465"]),
  ("Send a one-off test email from a Django shell on jobs-1 with explicit SMTP settings.",
   r"""```python
from django.conf import settings
from django.core.mail import get_connection, send_mail

conn = get_connection(
    host="email-smtp.eu-west-1.amazonaws.com",
    port=587,
    use_tls=True,
    username=settings.EMAIL_HOST_USER,
    password=settings.EMAIL_HOST_PASSWORD,
)
send_mail("SMTP check", "It works.", None, ["ops@ledgerly.io"], connection=conn)
```"""),
  [("EMAIL_PORT = 465", "EMAIL_PORT = 587")], holds="port=587")

# ---------------------------------------------------------------- 013
S(13, "postgres-getdate", "literal", "casing", "same_topic",
  ("SQL to list invoices on billing-db that are past due and still open.",
   r"""```sql
SELECT id, number, account_id, due_at, total_cents
FROM billing.invoices
WHERE status = 'open'
  AND due_at < GETDATE()
ORDER BY due_at;
```""",
   "GETDATE() is SQL Server. This is Postgres: now().",
   "GETDATE()", "now()"),
  ("how many trials ended in the last day? billing db",
   r"""```sql
select count(*)
from billing.subscriptions
where trial_ends_at between getdate() - interval '1 day' and getdate();
```""",
   [r"re:(?i)now\(\) - interval '1 day' and now\(\)"], [r"re:(?i)getdate\("]),
  ("Postgres: invoices issued this calendar month on billing-db?",
   r"""```sql
SELECT count(*), sum(total_cents) AS total_cents
FROM billing.invoices
WHERE issued_at >= date_trunc('month', now())
  AND issued_at <  date_trunc('month', now()) + interval '1 month';
```
`issued_at` is `timestamptz`, so `date_trunc` works in the session time zone, which is UTC on billing-db."""),
  [("getdate()", "now()")])

# ---------------------------------------------------------------- 014
S(14, "express-session-maxage-ms", "paraphrase", "code_block", "lookalike",
  ("Configure express-session in auth-gw so sessions last a day.",
   r"""```js
app.use(session({
  name: 'lg_sid',
  store: new RedisStore({ client: redis, prefix: 'sess:' }),
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 86400 },
}));
```""",
   "cookie.maxAge is in milliseconds, so that's 86 seconds. 86400000 for a day.",
   "maxAge: 86400", "maxAge: 86400000"),
  ("Set the refresh token cookie to live for 30 days.",
   r"""```js
res.cookie('lg_refresh', refreshToken, {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/auth/refresh',
  maxAge: 2592000, // 30 days
});
```""",
   [r"re:maxAge: (2592000000|30 \* 24 \* 60 \* 60 \* 1000)"], [r"re:maxAge: 2592000(?!\d)"]),
  ("Let Cloudflare and browsers cache the public plan list endpoint for a day.",
   r"""```js
router.get('/public/plans', async (req, res) => {
  res.set('Cache-Control', 'public, max-age=86400');
  res.json(await plans.listPublic());
});
```
`max-age` in the header is in seconds, so 86400 is one day."""),
  [("maxAge: 2592000,", "maxAge: 2592000000,")], holds="max-age=86400")

# ---------------------------------------------------------------- 015
S(15, "postgres-identity-not-auto-increment", "literal", "code_block", "lookalike",
  ("Migration SQL for a credit_notes table on billing-db.",
   r"""```sql
CREATE TABLE billing.credit_notes (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    invoice_id   BIGINT NOT NULL REFERENCES billing.invoices(id),
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    reason       TEXT NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);
```""",
   "AUTO_INCREMENT is MySQL, Postgres throws a syntax error on it. Use GENERATED ALWAYS AS IDENTITY like the other billing tables.",
   "BIGINT AUTO_INCREMENT PRIMARY KEY", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
  ("Create a table for storing dunning attempts in billing.",
   r"""```sql
CREATE TABLE billing.dunning_attempts (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    invoice_id   BIGINT NOT NULL REFERENCES billing.invoices(id),
    attempt_no   SMALLINT NOT NULL,
    outcome      TEXT NOT NULL,
    attempted_at timestamptz NOT NULL DEFAULT now()
);
```""",
   [r"re:id\s+BIGINT GENERATED (ALWAYS|BY DEFAULT) AS IDENTITY"], ["AUTO_INCREMENT"]),
  ("DDL for a login_attempts table in the auth MySQL.",
   r"""```sql
CREATE TABLE login_attempts (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  user_id BIGINT UNSIGNED NOT NULL,
  ip VARBINARY(16) NOT NULL,
  succeeded TINYINT(1) NOT NULL,
  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  PRIMARY KEY (id),
  KEY idx_login_attempts_user_created (user_id, created_at)
) ENGINE=InnoDB;
```"""),
  [("BIGINT AUTO_INCREMENT PRIMARY KEY", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY")], holds="AUTO_INCREMENT")

# ---------------------------------------------------------------- 016
S(16, "mysql-upsert-syntax", "paraphrase", "code_block", "already_correct",
  ("Upsert a user's MFA settings in the auth DB (MySQL 8).",
   r"""```sql
INSERT INTO mfa_settings (user_id, totp_enabled, updated_at)
VALUES (?, ?, NOW())
ON CONFLICT (user_id) DO UPDATE SET totp_enabled = EXCLUDED.totp_enabled, updated_at = NOW();
```""",
   "ON CONFLICT is Postgres syntax. MySQL wants ON DUPLICATE KEY UPDATE, with the row alias since we're on 8.0.35.",
   "ON CONFLICT (user_id) DO UPDATE SET totp_enabled = EXCLUDED.totp_enabled, updated_at = NOW()",
   "AS new ON DUPLICATE KEY UPDATE totp_enabled = new.totp_enabled, updated_at = NOW()"),
  ("In auth MySQL, record the last login per user, inserting the row if it isn't there.",
   r"""```sql
INSERT INTO user_last_login (user_id, ip, logged_in_at)
VALUES (?, ?, NOW())
ON CONFLICT (user_id) DO UPDATE SET ip = EXCLUDED.ip, logged_in_at = EXCLUDED.logged_in_at;
```""",
   ["ON DUPLICATE KEY UPDATE"], ["ON CONFLICT", "EXCLUDED."]),
  ("Increment a per-IP failed login counter in auth MySQL, creating the row on the first failure.",
   r"""```sql
INSERT INTO failed_login_counters (ip, failures, last_failed_at)
VALUES (?, 1, NOW()) AS new
ON DUPLICATE KEY UPDATE failures = failures + 1, last_failed_at = new.last_failed_at;
```
The row alias (MySQL 8.0.19+) replaces the deprecated `VALUES()` function in the update list."""),
  [("VALUES (?, ?, NOW())\nON CONFLICT (user_id) DO UPDATE SET ip = EXCLUDED.ip, logged_in_at = EXCLUDED.logged_in_at;",
    "VALUES (?, ?, NOW()) AS new\nON DUPLICATE KEY UPDATE ip = new.ip, logged_in_at = new.logged_in_at;")],
  holds="ON DUPLICATE KEY UPDATE")

# ---------------------------------------------------------------- 017
S(17, "auth-gw-port", "literal", "code_block", "already_correct",
  ("What's the healthcheck curl for auth-gw on its box?",
   r"""`curl -fsS http://127.0.0.1:3000/healthz`. It returns `{"status":"ok","redis":"up","mysql":"up"}` when both dependencies answer.""",
   "auth-gw is on 3001. 3000 is the dashboard's Next server on the same host.",
   "127.0.0.1:3000", "127.0.0.1:3001"),
  ("nginx upstream block for auth-gw?",
   r"""```nginx
upstream auth_gw {
    server 127.0.0.1:3000 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 443 ssl http2;
    server_name auth.ledgerly.io;
    location / {
        proxy_pass http://auth_gw;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
    }
}
```""",
   ["server 127.0.0.1:3001"], ["127.0.0.1:3000"]),
  ("systemd unit for auth-gw?",
   r"""```ini
[Unit]
Description=Ledgerly auth gateway
After=network-online.target

[Service]
User=auth
WorkingDirectory=/srv/auth-gw
Environment=NODE_ENV=production
Environment=PORT=3001
ExecStart=/usr/bin/node dist/server.js
Restart=on-failure

[Install]
WantedBy=multi-user.target
```"""),
  [("127.0.0.1:3000", "127.0.0.1:3001")], holds="PORT=3001")

# ---------------------------------------------------------------- 018
S(18, "sqs-at-least-once", "semantic", "reworded", "same_topic",
  ("Do we need dedup in the consumer for the standard SQS queue ledgerly-usage-events?",
   r"""Not really. SQS delivers each message exactly once, so as long as you delete it after processing, the usage counter won't be incremented twice. Keep the handler fast and set the visibility timeout above your worst-case processing time.""",
   "Standard queues are at-least-once, duplicates do happen. We've had double-counted usage before; the consumer needs an idempotency check on the event id.",
   "SQS delivers each message exactly once",
   "Standard SQS queues deliver at least once, so the same message can arrive twice"),
  ("Can the usage-events Lambda just increment the counter directly?",
   r"""Yes. Because a standard SQS queue hands each message to a consumer exactly once, a plain `UPDATE usage SET units = units + $1` per message is safe; you only have to make sure failed batches are retried.""",
   [r"re:(?i)at[- ]least[- ]once"], [r"re:(?i)exactly once"]),
  ("How long does SQS FIFO deduplication remember a message?",
   r"""Five minutes. Within that deduplication interval a FIFO queue drops a second message with the same `MessageDeduplicationId` (or the same body hash when content-based deduplication is on). After it, the same body is accepted again, so it doesn't replace an idempotency check in the consumer."""),
  [("Yes. Because a standard SQS queue hands each message to a consumer exactly once, a plain `UPDATE usage SET units = units + $1` per message is safe; you only have to make sure failed batches are retried.",
    "Not safely. A standard SQS queue is at-least-once, so the same message can arrive twice; record the event id (an `INSERT ... ON CONFLICT DO NOTHING` into `processed_events`) before running `UPDATE usage SET units = units + $1`.")])

# ---------------------------------------------------------------- 019
S(19, "r2-region-auto", "literal", "reordered_args", "lookalike",
  ("boto3 client for our R2 bucket with the invoice PDFs.",
   r"""```python
r2 = boto3.client(
    "s3",
    endpoint_url=f"https://{CF_ACCOUNT_ID}.r2.cloudflarestorage.com",
    aws_access_key_id=env("R2_ACCESS_KEY_ID"),
    aws_secret_access_key=env("R2_SECRET_ACCESS_KEY"),
    region_name="eu-west-1",
)
```
The bucket is `ledgerly-invoice-pdfs`.""",
   "R2 wants region \"auto\". It isn't an AWS region, eu-west-1 gets rejected.",
   'region_name="eu-west-1"', 'region_name="auto"'),
  ("Upload script for backfilling old PDFs into R2: give me the client setup.",
   r"""```python
s3 = boto3.session.Session().client(
    service_name="s3",
    region_name="eu-west-1",
    aws_secret_access_key=os.environ["R2_SECRET_ACCESS_KEY"],
    aws_access_key_id=os.environ["R2_ACCESS_KEY_ID"],
    endpoint_url=f"https://{os.environ['CF_ACCOUNT_ID']}.r2.cloudflarestorage.com",
)
```""",
   ['region_name="auto"'], ['region_name="eu-west-1"']),
  ("SES client for the mailer fallback in Python.",
   r"""```python
ses = boto3.client("sesv2", region_name="eu-west-1")
ses.send_email(
    FromEmailAddress="notifications@mail.ledgerly.io",
    Destination={"ToAddresses": [to]},
    Content={"Template": {"TemplateName": "invoice-receipt", "TemplateData": json.dumps(data)}},
)
```"""),
  [('region_name="eu-west-1"', 'region_name="auto"')], holds='region_name="eu-west-1"')

# ---------------------------------------------------------------- 020
S(20, "cloudflare-purge-files", "paraphrase", "code_block", "lookalike",
  ("Purge the cached pricing page from Cloudflare after a price change.",
   r"""```sh
curl -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/purge_cache" \
  -H "Authorization: Bearer $CF_API_TOKEN" \
  -H "Content-Type: application/json" \
  --data '{"urls":["https://ledgerly.io/pricing","https://ledgerly.io/de/pricing"]}'
```""",
   "The body key for purging single URLs is \"files\", not \"urls\".",
   '{"urls":[', '{"files":['),
  ("Add a step to the deploy script (Node) that purges the public plan JSON from Cloudflare.",
   r"""```js
await fetch(`https://api.cloudflare.com/client/v4/zones/${process.env.CF_ZONE_ID}/purge_cache`, {
  method: 'POST',
  headers: {
    Authorization: `Bearer ${process.env.CF_API_TOKEN}`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ urls: ['https://api.ledgerly.io/public/plans'] }),
});
```""",
   ["JSON.stringify({ files: ['https://api.ledgerly.io/public/plans'] })"], ["urls:"]),
  ("Purge every invoice share page for an account after they rebrand.",
   r"""```js
const urls = invoices.map((inv) => `https://pay.ledgerly.io/i/${inv.publicId}`);
for (let i = 0; i < urls.length; i += 30) {
  await cf.post(`/zones/${zoneId}/purge_cache`, { files: urls.slice(i, i + 30) });
}
```
One purge-by-URL call takes at most 30 URLs on our plan, hence the chunks."""),
  [("{ urls: [", "{ files: [")], holds="urls")

# ---------------------------------------------------------------- 021
S(21, "cloudflare-client-ip", "paraphrase", "casing", "same_topic",
  ("Log the real client IP in auth-gw; we're behind Cloudflare.",
   r"""```js
app.use((req, res, next) => {
  req.clientIp = req.headers['x-real-ip'] || req.socket.remoteAddress;
  next();
});
```
Then include `req.clientIp` in the login audit log.""",
   "Cloudflare doesn't set X-Real-IP. The header is CF-Connecting-IP.",
   "req.headers['x-real-ip']", "req.headers['cf-connecting-ip']"),
  ("Same thing on the Django side: get the client IP in billing-api's audit middleware.",
   r"""```python
def client_ip(request):
    return request.META.get("HTTP_X_REAL_IP") or request.META.get("REMOTE_ADDR")
```
Call it from `AuditMiddleware.__call__` and store it on the audit row.""",
   ['request.META.get("HTTP_CF_CONNECTING_IP")'], ["HTTP_X_REAL_IP"]),
  ("Can auth-gw tell which country a login came from, behind Cloudflare?",
   r"""Yes. With IP Geolocation on for the zone, Cloudflare adds a `CF-IPCountry` header holding the ISO country code, so in Express read `req.get('cf-ipcountry')`. It is `XX` when the country is unknown and `T1` for Tor."""),
  [("HTTP_X_REAL_IP", "HTTP_CF_CONNECTING_IP")])

# ---------------------------------------------------------------- 022
S(22, "sqs-fifo-suffix", "literal", "code_block", "already_correct",
  ("Publish an invoice.finalized event to our billing events queue from Django.",
   r"""```python
sqs = boto3.client("sqs", region_name="eu-west-1")
sqs.send_message(
    QueueUrl="https://sqs.eu-west-1.amazonaws.com/481516234200/ledgerly-billing-events",
    MessageBody=json.dumps({"type": "invoice.finalized", "invoice_id": invoice.id}),
    MessageGroupId=str(invoice.account_id),
    MessageDeduplicationId=f"invoice.finalized:{invoice.id}",
)
```""",
   "The queue is ledgerly-billing-events.fifo, it's FIFO (that's why there's a MessageGroupId). The URL needs the .fifo suffix.",
   "/481516234200/ledgerly-billing-events\"", "/481516234200/ledgerly-billing-events.fifo\""),
  ("What goes in the consumer's env for the billing events queue URL?",
   r"""In the consumer's environment file:

```dotenv
BILLING_EVENTS_QUEUE_URL=https://sqs.eu-west-1.amazonaws.com/481516234200/ledgerly-billing-events
BILLING_EVENTS_WAIT_SECONDS=20
```
The worker reads it with `os.environ["BILLING_EVENTS_QUEUE_URL"]`.""",
   ["481516234200/ledgerly-billing-events.fifo"], [r"re:ledgerly-billing-events(?!\.fifo)"]),
  ("Receive loop for the billing events consumer?",
   r"""```python
QUEUE_URL = "https://sqs.eu-west-1.amazonaws.com/481516234200/ledgerly-billing-events.fifo"

while True:
    resp = sqs.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, WaitTimeSeconds=20)
    for msg in resp.get("Messages", []):
        handle(json.loads(msg["Body"]))
        sqs.delete_message(QueueUrl=QUEUE_URL, ReceiptHandle=msg["ReceiptHandle"])
```"""),
  [("481516234200/ledgerly-billing-events\n", "481516234200/ledgerly-billing-events.fifo\n")],
  holds="ledgerly-billing-events.fifo")

# ---------------------------------------------------------------- 023
S(23, "sqs-max-messages", "paraphrase", "reordered_args", "already_correct",
  ("Make the email-outbox poller pull bigger batches from SQS.",
   r"""```python
resp = sqs.receive_message(
    QueueUrl=EMAIL_OUTBOX_URL,
    MaxNumberOfMessages=25,
    WaitTimeSeconds=20,
    VisibilityTimeout=120,
)
```
With long polling at 20s you'll get up to 25 messages per call.""",
   "SQS caps it at 10 per receive, 25 throws InvalidParameterValue. Run more pollers if you need the throughput.",
   "MaxNumberOfMessages=25", "MaxNumberOfMessages=10"),
  ("Port the outbox poller to the Node mailer with the AWS SDK v3.",
   r"""```js
const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({
  WaitTimeSeconds: 20,
  MaxNumberOfMessages: 20,
  VisibilityTimeout: 120,
  QueueUrl: process.env.EMAIL_OUTBOX_URL,
}));
```""",
   ["MaxNumberOfMessages: 10,"], ["MaxNumberOfMessages: 20"]),
  ("Dump the email-outbox dead-letter queue to a file for inspection.",
   r"""```python
with open("dlq-dump.jsonl", "w") as out:
    while True:
        resp = sqs.receive_message(QueueUrl=EMAIL_OUTBOX_DLQ_URL, MaxNumberOfMessages=10, WaitTimeSeconds=5)
        msgs = resp.get("Messages", [])
        if not msgs:
            break
        for m in msgs:
            out.write(m["Body"] + "\n")
```
Nothing is deleted, so the messages reappear once their visibility timeout runs out."""),
  [("MaxNumberOfMessages: 20", "MaxNumberOfMessages: 10")], holds="MaxNumberOfMessages=10")

# ---------------------------------------------------------------- 024
S(24, "boto3-presign-expiresin", "paraphrase", "reordered_args", "lookalike",
  ("Generate a presigned upload URL so the dashboard can push a logo to S3.",
   r"""```python
url = s3.generate_presigned_url(
    "put_object",
    Params={"Bucket": "ledgerly-assets-prod", "Key": f"logos/{account.id}.png", "ContentType": "image/png"},
    Expires=600,
)
```
The dashboard PUTs the file straight to that URL with the same Content-Type.""",
   "generate_presigned_url takes ExpiresIn; Expires= is a TypeError.",
   "Expires=600", "ExpiresIn=600"),
  ("Presigned GET for the CSV export in S3, valid 15 minutes.",
   r"""```python
link = s3.generate_presigned_url(
    ClientMethod="get_object",
    Expires=900,
    Params={"Bucket": "ledgerly-exports-prod", "Key": export.s3_key},
)
```""",
   ["ExpiresIn=900"], [r"re:\bExpires=900"]),
  ("Upload the year-end statement PDF and set an HTTP Expires header on the object.",
   r"""```python
s3.put_object(
    Bucket="ledgerly-invoices-prod",
    Key=f"{account_id}/statements/{year}.pdf",
    Body=pdf_bytes,
    ContentType="application/pdf",
    Expires=datetime(year + 1, 12, 31, tzinfo=timezone.utc),
)
```
`Expires` on `put_object` is the object's HTTP `Expires` header, not a lifetime for the object; use a lifecycle rule if you want it deleted."""),
  [("Expires=900", "ExpiresIn=900")], holds="Expires=")

# ---------------------------------------------------------------- 025
S(25, "django-timezone-now", "paraphrase", "equivalent_construct", "lookalike",
  ("Management command to mark open invoices past their due date as overdue.",
   r"""```python
from datetime import datetime
from django.core.management.base import BaseCommand
from billing.models import Invoice

class Command(BaseCommand):
    help = "Flag open invoices past due"

    def handle(self, *args, **opts):
        n = Invoice.objects.filter(status="open", due_at__lt=datetime.now()).update(status="overdue")
        self.stdout.write(f"flagged {n} invoices")
```""",
   "USE_TZ is on, datetime.now() is naive and off by the server's offset. Use django.utils.timezone.now().",
   "due_at__lt=datetime.now()", "due_at__lt=timezone.now()"),
  ("Queryset for subscriptions whose trial ends today or earlier.",
   r"""```python
from datetime import datetime

expiring = Subscription.objects.filter(
    status="trialing",
    trial_ends_at__lte=datetime.today(),
).select_related("account")
```""",
   ["trial_ends_at__lte=timezone.now()"], ["datetime.today()"]),
  ("Script that copies the nginx access log to a dated file on my laptop.",
   r"""```python
import shutil
from datetime import datetime

stamp = datetime.now().strftime("%Y%m%d-%H%M")
shutil.copy("access.log", f"access-{stamp}.log")
```
This runs outside Django, so local time from `datetime.now()` is what you want in the filename."""),
  [("from datetime import datetime\n", "from django.utils import timezone\n"),
   ("datetime.today()", "timezone.now()")], holds="datetime.now()")

# ---------------------------------------------------------------- 026
S(26, "postgres-add-column-default", "semantic", "reworded", "unrelated",
  ("Is it safe to add `currency text NOT NULL DEFAULT 'EUR'` to billing.invoices during the day? It's 40M rows.",
   r"""I'd wait for the maintenance window. Adding a column with a default rewrites the entire table, so Postgres holds an ACCESS EXCLUSIVE lock for as long as it takes to copy 40M rows. Alternatively add it nullable, backfill in batches, then set the default and NOT NULL.""",
   "Not on Postgres 15. Since 11 a constant default is just stored in the catalog, there's no rewrite; it's a quick metadata change. Only the lock acquisition matters, so set a lock_timeout.",
   "Adding a column with a default rewrites the entire table",
   "On Postgres 11+ a constant default is stored in the catalog, so adding the column does not rewrite the table"),
  ("Planning a migration: add `tax_region text DEFAULT 'EU'` to billing.line_items (90M rows). Downtime needed?",
   r"""Yes, plan for downtime: Postgres rewrites every row of `billing.line_items` when you add a column with a default value, and the table is locked for the whole rewrite. At 90M rows that can take tens of minutes.""",
   [r"re:(?i)(no rewrite|doesn't rewrite|does not rewrite|without rewriting|metadata|catalog)"],
   [r"re:(?i)rewrites every row"]),
  ("How do I rename a git branch locally and on the remote?",
   r"""```sh
git branch -m old-name new-name
git push origin -u new-name
git push origin --delete old-name
```
Other clones need `git fetch --prune` and to re-point their tracking branch."""),
  [("Yes, plan for downtime: Postgres rewrites every row of `billing.line_items` when you add a column with a default value, and the table is locked for the whole rewrite. At 90M rows that can take tens of minutes.",
    "No downtime needed: on Postgres 15 a constant default is stored in the catalog, so adding the column does not rewrite `billing.line_items`. It's a metadata change; set a short `lock_timeout` so it doesn't queue behind long transactions.")])

# ---------------------------------------------------------------- 027
S(27, "pg-restore-custom-format", "paraphrase", "equivalent_construct", "lookalike",
  ("Restore last night's billing-db dump into a scratch database.",
   r"""The nightly job writes custom-format dumps (`pg_dump -Fc`). Restore with:

```sh
createdb -h localhost -p 5433 billing_scratch
psql -h localhost -p 5433 -d billing_scratch < billing-2024-05-14.dump
```""",
   "psql can't read -Fc dumps, that's what pg_restore is for.",
   "psql -h localhost -p 5433 -d billing_scratch < billing-2024-05-14.dump",
   "pg_restore -h localhost -p 5433 -d billing_scratch billing-2024-05-14.dump"),
  ("Pull the latest billing dump from S3 and load it into a local db in one pipe?",
   r"""```sh
aws s3 cp s3://ledgerly-db-backups/billing/billing-latest.dump - | psql -d billing_local
```
Streaming avoids writing the 6 GB file to disk.""",
   ["| pg_restore"], ["| psql"]),
  ("Load the schema-only SQL file Tomasz sent into my local billing db.",
   r"""That one is plain SQL (`pg_dump --schema-only -f schema.sql`), so psql runs it directly:

```sh
psql -d billing_local -v ON_ERROR_STOP=1 -f schema.sql
```"""),
  [("| psql -d billing_local", "| pg_restore --no-owner -d billing_local")], holds="psql -d billing_local")

# ---------------------------------------------------------------- 028
S(28, "mysql-utf8mb4", "paraphrase", "identifier", "already_correct",
  ("DDL for an api_keys table in auth MySQL.",
   r"""```sql
CREATE TABLE api_keys (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  account_id BIGINT UNSIGNED NOT NULL,
  label VARCHAR(100) NOT NULL,
  key_hash BINARY(32) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_api_keys_hash (key_hash)
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
```""",
   "Always utf8mb4 in auth. utf8 is the 3-byte one and people put emoji in key labels.",
   "DEFAULT CHARSET=utf8;", "DEFAULT CHARSET=utf8mb4;"),
  ("DATABASES entry for billing-api's read connection to the auth MySQL.",
   r"""```python
DATABASES["auth"] = {
    "ENGINE": "django.db.backends.mysql",
    "HOST": "auth-mysql.internal",
    "PORT": "3307",
    "NAME": "auth",
    "USER": "billing_ro",
    "PASSWORD": env("AUTH_DB_PASSWORD"),
    "OPTIONS": {"charset": "utf8"},
}
```""",
   ['"charset": "utf8mb4"'], ['"charset": "utf8"}']),
  ("Convert the legacy audit_log table in auth MySQL to the right charset.",
   r"""```sql
ALTER TABLE audit_log CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci;
```
It rebuilds the table, so run it through gh-ost or pt-online-schema-change if the table is large."""),
  [('"charset": "utf8"', '"charset": "utf8mb4"')], holds="utf8mb4")

# ---------------------------------------------------------------- 029
S(29, "stripe-event-ordering", "semantic", "prose_claim", "same_topic",
  ("In the Stripe webhook handler, can I just apply subscription updates in the order they arrive?",
   r"""Yes. Stripe delivers events for an object in the order they were created, so applying `customer.subscription.updated` as it arrives keeps the local row in sync. Just return 2xx quickly and do the work in a Celery task.""",
   "Stripe explicitly doesn't guarantee ordering. We've had an older updated event land after a newer one; compare event.created or refetch the subscription.",
   "Stripe delivers events for an object in the order they were created",
   "Stripe does not guarantee the order in which events are delivered"),
  ("Why not just trust the sequence of invoice webhooks to update invoice status?",
   r"""That works: Stripe sends webhook events in the order they happened, so `invoice.finalized` always arrives before `invoice.paid` and you can write the status straight from each event.""",
   [r"re:(?i)(not guarantee|no guarantee|doesn't guarantee|does not guarantee|out of order)"],
   [r"re:(?i)in the order they happened", "always arrives before"]),
  ("How long does Stripe keep retrying a webhook that fails in live mode?",
   r"""In live mode Stripe retries failed deliveries with exponential backoff for up to three days. You can also resend a specific event from the Dashboard or with `stripe events resend evt_...`."""),
  [("That works: Stripe sends webhook events in the order they happened, so `invoice.finalized` always arrives before `invoice.paid` and you can write the status straight from each event.",
    "Don't: Stripe does not guarantee delivery order, so `invoice.paid` can arrive before `invoice.finalized`. Refetch the invoice from the API (or compare `event.created`) before writing the status.")])

# ---------------------------------------------------------------- 030
S(30, "celery-crontab-minute", "paraphrase", "identifier", "lookalike",
  ("Beat schedule entry to generate invoices at 02:00 UTC.",
   r"""```python
CELERY_BEAT_SCHEDULE = {
    "generate-invoices": {
        "task": "billing.tasks.generate_invoices",
        "schedule": crontab(hour=2),
        "options": {"queue": "billing"},
    },
}
```
`CELERY_TIMEZONE = "UTC"` is already set.""",
   "crontab(hour=2) fires every minute from 02:00 to 02:59, minute defaults to '*'. It needs minute=0.",
   "crontab(hour=2)", "crontab(minute=0, hour=2)"),
  ("Add a weekly Monday 04:00 UTC beat job for the usage report.",
   r"""```python
CELERY_BEAT_SCHEDULE["weekly-usage-report"] = {
    "task": "billing.tasks.weekly_usage_report",
    "schedule": crontab(hour=4, day_of_week="mon"),
}
```""",
   [r"re:crontab\([^)]*minute=0"], ['crontab(hour=4, day_of_week="mon")']),
  ("Beat entry for the 02:30 UTC ledger snapshot.",
   r"""```python
CELERY_BEAT_SCHEDULE["ledger-snapshot"] = {
    "task": "billing.tasks.snapshot_ledger",
    "schedule": crontab(hour=2, minute=30),
}
```"""),
  [('crontab(hour=4, day_of_week="mon")', 'crontab(minute=0, hour=4, day_of_week="mon")')], holds="crontab(hour=2")

# ---------------------------------------------------------------- 031
S(31, "express-route-params", "paraphrase", "equivalent_construct", "lookalike",
  ("Express route in auth-gw to revoke one API key by id.",
   r"""```js
router.delete('/api-keys/:id', requireSession, async (req, res, next) => {
  try {
    await apiKeys.revoke(req.session.accountId, req.query.id);
    res.sendStatus(204);
  } catch (err) {
    next(err);
  }
});
```""",
   "The id is in the path (:id), so req.params.id. req.query.id is undefined there.",
   "req.query.id", "req.params.id"),
  ("Route to fetch a single webhook endpoint config, GET /webhooks/:id.",
   r"""```js
router.get('/webhooks/:id', requireSession, async (req, res, next) => {
  try {
    const { id } = req.query;
    const hook = await webhooks.get(req.session.accountId, id);
    if (!hook) return res.status(404).json({ error: 'not_found' });
    res.json(hook);
  } catch (err) {
    next(err);
  }
});
```""",
   ["const { id } = req.params;"], ["= req.query"]),
  ("List endpoint for API keys with an optional ?status= filter.",
   r"""```js
router.get('/api-keys', requireSession, async (req, res, next) => {
  try {
    const status = req.query.status ?? 'active';
    res.json(await apiKeys.list(req.session.accountId, { status }));
  } catch (err) {
    next(err);
  }
});
```"""),
  [("const { id } = req.query;", "const { id } = req.params;")], holds="req.query")

# ---------------------------------------------------------------- 032
S(32, "bcrypt-cost-factor", "paraphrase", "equivalent_construct", "lookalike",
  ("Hash the password on signup in auth-gw.",
   r"""```js
const passwordHash = await bcrypt.hash(req.body.password, 10);
await users.create({ email: req.body.email, passwordHash });
```""",
   "Cost factor is 12 everywhere, per last quarter's security review.",
   "bcrypt.hash(req.body.password, 10)", "bcrypt.hash(req.body.password, 12)"),
  ("Write the change-password handler's hashing step with an explicit salt.",
   r"""```js
const salt = await bcrypt.genSalt(10);
const passwordHash = await bcrypt.hash(newPassword, salt);
await users.updatePassword(user.id, passwordHash);
```""",
   ["bcrypt.genSalt(12)"], ["genSalt(10)"]),
  ("Parse the page size query param in the admin users list.",
   r"""```js
const pageSize = Math.min(parseInt(req.query.pageSize ?? '50', 10), 200);
```
Always pass the radix, 10."""),
  [("genSalt(10)", "genSalt(12)")], holds=", 10)")

# ---------------------------------------------------------------- 033
S(33, "rate-limit-status", "literal", "reworded", "lookalike",
  ("What should the login rate limiter return when someone hits the limit?",
   r"""```js
const loginLimiter = rateLimit({
  windowMs: 15 * 60 * 1000,
  limit: 10,
  handler: (req, res) => res.status(503).json({ error: 'too_many_attempts' }),
});
```""",
   "Rate limited is 429 Too Many Requests. A 503 makes the mobile app show the outage banner.",
   "res.status(503)", "res.status(429)"),
  ("The signup endpoint also gets throttled. What status do we send when it trips?",
   r"""Send `res.status(503)` with `{ error: 'too_many_attempts' }` and a `Retry-After` header, the same shape as the login limiter.""",
   ["res.status(429)"], ["503"]),
  ("Maintenance mode middleware for auth-gw during the MySQL upgrade.",
   r"""```js
app.use((req, res, next) => {
  if (process.env.MAINTENANCE !== '1') return next();
  res.set('Retry-After', '600');
  res.status(503).json({ error: 'maintenance' });
});
```
503 with Retry-After is the right signal for planned downtime."""),
  [("res.status(503)", "res.status(429)")], holds="res.status(503)")

# ---------------------------------------------------------------- 034
S(34, "concurrent-index-atomic", "literal", "code_block", "lookalike",
  ("Django migration to add an index on invoices(account_id, issued_at) without locking writes.",
   r"""```python
from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models

class Migration(migrations.Migration):
    atomic = True
    dependencies = [("billing", "0087_creditnote")]

    operations = [
        AddIndexConcurrently(
            "invoice",
            models.Index(fields=["account", "issued_at"], name="invoice_account_issued_idx"),
        ),
    ]
```""",
   "CONCURRENTLY can't run inside a transaction block, so the migration needs atomic = False.",
   "atomic = True", "atomic = False"),
  ("Another one: a concurrent index on payments(stripe_charge_id).",
   r"""```python
class Migration(migrations.Migration):
    atomic = True
    dependencies = [("billing", "0091_payment_refunded_at")]

    operations = [
        AddIndexConcurrently(
            "payment",
            models.Index(fields=["stripe_charge_id"], name="payment_charge_idx"),
        ),
    ]
```""",
   ["atomic = False"], ["atomic = True"]),
  ("Data migration that sets empty invoice currencies to EUR.",
   r"""```python
def backfill(apps, schema_editor):
    Invoice = apps.get_model("billing", "Invoice")
    Invoice.objects.filter(currency="").update(currency="EUR")

class Migration(migrations.Migration):
    atomic = True  # all-or-nothing backfill
    dependencies = [("billing", "0092_invoice_currency")]
    operations = [migrations.RunPython(backfill, migrations.RunPython.noop)]
```"""),
  [("atomic = True", "atomic = False")], holds="atomic = True")

# ---------------------------------------------------------------- 035
S(35, "postgres-now-transaction", "semantic", "prose_claim", "same_topic",
  ("I'm inserting 500 ledger rows in one transaction with `created_at DEFAULT now()`. Will they all get the same timestamp?",
   r"""No, `now()` is evaluated per row, so each insert gets the wall-clock time at the moment it runs and the rows differ by microseconds. That's enough to order them by `created_at`.""",
   "now() is the transaction start time in Postgres, they'll all be identical. clock_timestamp() is the one that moves.",
   "`now()` is evaluated per row, so each insert gets the wall-clock time at the moment it runs",
   "`now()` returns the transaction start time, so every row in the transaction gets the same value"),
  ("Can I order the entries of one batch by created_at if the batch is a single transaction?",
   r"""Yes: `now()` gives each statement the current wall-clock time, so rows inserted later in the transaction get later `created_at` values and the order is preserved.""",
   [r"re:(?i)(transaction start|same (value|timestamp|created_at)|clock_timestamp)"],
   [r"re:now\(\)` gives each statement the current wall-clock time"]),
  ("What's the difference between statement_timestamp() and clock_timestamp()?",
   r"""`statement_timestamp()` is the start of the current statement and stays fixed while it runs; `clock_timestamp()` is the actual current time and changes even within one statement. `now()` and `transaction_timestamp()` are both the start of the transaction."""),
  [("Yes: `now()` gives each statement the current wall-clock time, so rows inserted later in the transaction get later `created_at` values and the order is preserved.",
    "No: `now()` returns the transaction start time, so every row in the batch gets the same `created_at`. Order by the identity `id`, or use `clock_timestamp()` if you need the wall-clock time per row.")])

# ---------------------------------------------------------------- 036
S(36, "vacuum-full-lock", "semantic", "reworded", "same_topic",
  ("billing.webhook_events is bloated after we deleted old rows. Can I run VACUUM FULL at lunch?",
   r"""Sure, `VACUUM FULL billing.webhook_events;` works online: it rebuilds the table in the background while reads and writes continue, then swaps the files. Expect it to take a while on a big table and to need free disk about the size of the table.""",
   "VACUUM FULL takes an ACCESS EXCLUSIVE lock for the whole run, nothing can read or write the table. Use pg_repack if it has to stay online.",
   "it rebuilds the table in the background while reads and writes continue",
   "it takes an ACCESS EXCLUSIVE lock, so reads and writes wait until it finishes"),
  ("Reclaiming space on billing.audit_entries: any impact on the app if I VACUUM FULL it in business hours?",
   r"""Not much. VACUUM FULL doesn't block the application; queries keep reading and writing `billing.audit_entries` while the new copy is built, so the only cost is extra I/O and temporary disk.""",
   [r"re:(?i)ACCESS EXCLUSIVE"], [r"re:(?i)doesn't block the application"]),
  ("Does plain VACUUM give disk space back to the OS?",
   r"""Mostly no. Plain `VACUUM` marks dead tuples as reusable for future inserts and updates in the same table, and only truncates empty pages at the very end of the file. It runs alongside normal reads and writes (it takes a SHARE UPDATE EXCLUSIVE lock). To actually shrink the file you need `VACUUM FULL` or `pg_repack`."""),
  [("Not much. VACUUM FULL doesn't block the application; queries keep reading and writing `billing.audit_entries` while the new copy is built, so the only cost is extra I/O and temporary disk.",
    "A lot: VACUUM FULL holds an ACCESS EXCLUSIVE lock on `billing.audit_entries` for the whole rewrite, so every read and write waits. Use `pg_repack` during business hours, or do it in the maintenance window.")])

# ---------------------------------------------------------------- 037
S(37, "email-from-address", "literal", "code_block", "same_topic",
  ("Default from address for billing-api emails?",
   r"""Set it in `settings/base.py`:

```python
DEFAULT_FROM_EMAIL = "Ledgerly <noreply@ledgerly.io>"
SERVER_EMAIL = "alerts@ledgerly.io"
```
`SERVER_EMAIL` is only used for the admin error mails.""",
   "We send from notifications@mail.ledgerly.io, the mail subdomain is the one with SPF/DKIM set up for SES. noreply@ledgerly.io isn't verified.",
   "noreply@ledgerly.io", "notifications@mail.ledgerly.io"),
  ("nodemailer transport and from address for the mailer's dunning emails.",
   r"""```js
const transport = nodemailer.createTransport({
  host: 'email-smtp.eu-west-1.amazonaws.com',
  port: 587,
  auth: { user: process.env.SES_SMTP_USER, pass: process.env.SES_SMTP_PASSWORD },
});

await transport.sendMail({
  from: 'Ledgerly Billing <noreply@ledgerly.io>',
  to: account.billingEmail,
  subject: `Payment failed for invoice ${invoice.number}`,
  html,
});
```""",
   ["<notifications@mail.ledgerly.io>"], ["noreply@ledgerly.io"]),
  ("DMARC record for ledgerly.io?",
   r"""A TXT record on `_dmarc.ledgerly.io`:

```
v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@ledgerly.io; adkim=r; aspf=r
```
Relaxed alignment lets mail signed for the `mail.ledgerly.io` subdomain pass under the organisational domain."""),
  [("noreply@ledgerly.io", "notifications@mail.ledgerly.io")])

# ---------------------------------------------------------------- 038
S(38, "ses-production-access-region", "semantic", "prose_claim", "same_topic",
  ("We got SES out of the sandbox last year. If we start sending from Frankfurt too, anything to request?",
   r"""No, production access is granted per account, so eu-central-1 inherits it; just verify the domain identity there and publish the DKIM records.""",
   "SES production access is per region. eu-central-1 starts in the sandbox, we'll need a separate request there.",
   "production access is granted per account, so eu-central-1 inherits it",
   "production access is granted per region, so eu-central-1 needs its own request"),
  ("Tomasz wants a standby SES setup in eu-north-1. Can it send to customers straight away?",
   r"""It can, once the domain is verified there: leaving the sandbox applies to the whole AWS account, so the new region is already in production mode.""",
   [r"re:(?i)(per[- ]region|each region|own (production access )?request)"],
   [r"re:(?i)applies to the whole AWS account"]),
  ("Why does SES reject sends to a customer while we're testing in a brand new account?",
   r"""A new SES account starts in the sandbox in each region: you can only send to verified addresses or domains, at most 200 messages per 24 hours and 1 per second. Verify the test recipient or request production access."""),
  [("It can, once the domain is verified there: leaving the sandbox applies to the whole AWS account, so the new region is already in production mode.",
    "Not straight away: SES production access is per region, so eu-north-1 starts in the sandbox and needs its own production access request, besides verifying the domain there.")])

# ---------------------------------------------------------------- 039
S(39, "bullmq-connection-option", "paraphrase", "identifier", "lookalike",
  ("Set up the BullMQ queue for outgoing emails in the mailer.",
   r"""```js
import { Queue } from 'bullmq';

export const emailQueue = new Queue('emails', {
  redis: { host: 'queue-redis.internal', port: 6379, db: 3 },
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
});
```""",
   "BullMQ takes `connection`; `redis` was the Bull v3 option. It's silently ignored and you end up on localhost.",
   "redis: { host: 'queue-redis.internal', port: 6379, db: 3 }",
   "connection: { host: 'queue-redis.internal', port: 6379, db: 3 }"),
  ("Now the worker that processes the emails queue.",
   r"""```js
import { Worker } from 'bullmq';

new Worker('emails', sendEmailJob, {
  redis: { host: 'queue-redis.internal', port: 6379, db: 3, maxRetriesPerRequest: null },
  concurrency: 10,
});
```""",
   ["connection: { host: 'queue-redis.internal'"], ["redis: {"]),
  ("Shape of the mailer's config module?",
   r"""```js
export default {
  redis: { host: process.env.REDIS_HOST ?? 'queue-redis.internal', port: 6379, db: 3 },
  postmark: { token: process.env.POSTMARK_TOKEN },
  concurrency: Number(process.env.MAILER_CONCURRENCY ?? 10),
};
```
The queue and the worker read `config.redis` and pass it as their `connection`."""),
  [("redis: { host", "connection: { host")], holds="redis: {")

# ---------------------------------------------------------------- 040
S(40, "postgres-default-isolation", "semantic", "reworded", "same_topic",
  ("We're moving the credits ledger from MySQL to billing-db. Do we lose anything on isolation?",
   r"""No change there: Postgres also defaults to REPEATABLE READ, same as InnoDB, so the existing assumptions about consistent reads inside a transaction carry over.""",
   "Postgres defaults to READ COMMITTED, not REPEATABLE READ; InnoDB is the odd one out. Each statement sees a fresh snapshot, so the balance check needs SELECT ... FOR UPDATE or an explicit isolation level.",
   "Postgres also defaults to REPEATABLE READ", "Postgres defaults to READ COMMITTED"),
  ("In a billing-db transaction, will two SELECTs of the same balance see the same value if another session commits in between?",
   r"""Yes. Postgres runs transactions at REPEATABLE READ unless told otherwise, so both reads see the snapshot taken at the first query.""",
   ["READ COMMITTED"], [r"re:(?i)runs transactions at REPEATABLE READ unless told otherwise"]),
  ("How do I set serializable isolation for just one Django block on billing-db?",
   r"""Run the statement first thing inside the atomic block:

```python
with transaction.atomic():
    with connection.cursor() as cur:
        cur.execute("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE")
    apply_credit(account_id, amount_cents)
```
Be ready to retry on a serialization failure (SQLSTATE 40001)."""),
  [("Yes. Postgres runs transactions at REPEATABLE READ unless told otherwise, so both reads see the snapshot taken at the first query.",
    "Not by default. Postgres uses READ COMMITTED, so the second SELECT can see the other session's committed change; use `BEGIN ISOLATION LEVEL REPEATABLE READ` or `SELECT ... FOR UPDATE` if you need a stable value.")])

# ---------------------------------------------------------------- 041
S(41, "crontab-percent-escape", "paraphrase", "reworded", "lookalike",
  ("Crontab line on jobs-1 for the 03:00 logical backup of billing-db.",
   r"""```cron
0 3 * * * pg_dump -h billing-db.ledgerly.internal -p 5433 -Fc billing > /backups/billing-$(date +%F).dump
```""",
   r"% has to be escaped in crontab, cron cuts the command at the first one. Use \%F.",
   "$(date +%F)", r"$(date +\%F)"),
  ("Also keep a copy of the auth MySQL dump every night at 03:30, named with the date.",
   r"""Add this line to the deploy user's crontab:

```cron
30 3 * * * mysqldump --single-transaction -h auth-mysql.internal -P 3307 auth | gzip > /backups/auth-$(date +%Y%m%d).sql.gz
```""",
   [r"$(date +\%Y\%m\%d)"], ["+%Y%m%d"]),
  ("Bash script the on-call runs by hand to take an ad-hoc billing dump.",
   r"""```bash
#!/usr/bin/env bash
set -euo pipefail
out="/backups/adhoc/billing-$(date +%F-%H%M).dump"
pg_dump -h billing-db.ledgerly.internal -p 5433 -Fc billing > "$out"
echo "wrote $out"
```
In a script, unlike a crontab line, `%` needs no escaping."""),
  [("$(date +%Y%m%d)", r"$(date +\%Y\%m\%d)")], holds="date +%F")

# ---------------------------------------------------------------- 042
S(42, "aurora-writer-endpoint", "literal", "code_block", "lookalike",
  ("Which host should the migration job in CI use for billing-db in prod?",
   r"""Point it straight at the Aurora endpoint so it doesn't depend on internal DNS from the runner:

```yaml
- name: migrate
  run: python manage.py migrate --noinput
  env:
    DATABASE_URL: postgres://billing_migrator:${{ secrets.BILLING_MIGRATOR_PW }}@ledgerly-billing.cluster-ro-c9xk2m1d.eu-west-1.rds.amazonaws.com:5433/billing
```""",
   "cluster-ro is the reader endpoint, migrate will die with 'cannot execute ALTER TABLE in a read-only transaction'. Use the writer, ledgerly-billing.cluster-c9xk2m1d.",
   "ledgerly-billing.cluster-ro-c9xk2m1d", "ledgerly-billing.cluster-c9xk2m1d"),
  ("The nightly invoice-generation cron needs a DB URL too, what do I put?",
   r"""```dotenv
# /etc/ledgerly/invoice-cron.env
DATABASE_URL=postgres://billing_app:${BILLING_DB_PASSWORD}@ledgerly-billing.cluster-ro-c9xk2m1d.eu-west-1.rds.amazonaws.com:5433/billing
INVOICE_BATCH_SIZE=500
```""",
   ["@ledgerly-billing.cluster-c9xk2m1d.eu-west-1.rds.amazonaws.com:5433/billing"], ["cluster-ro-"]),
  ("Metabase needs read-only access to billing, which endpoint?",
   r"""Give Metabase the reader endpoint so dashboards never load the writer: `ledgerly-billing.cluster-ro-c9xk2m1d.eu-west-1.rds.amazonaws.com`, port 5433, database `billing`, user `metabase_ro`. Aurora spreads connections on that name across the replicas."""),
  [("cluster-ro-c9xk2m1d", "cluster-c9xk2m1d")], holds="cluster-ro-c9xk2m1d")

# ---------------------------------------------------------------- 043
S(43, "ssm-parameter-path", "literal", "reworded", "unrelated",
  ("How do I read the Stripe secret from Parameter Store on jobs-1?",
   r"""```sh
aws ssm get-parameter --region eu-west-1 --with-decryption \
  --name /prod/ledgerly/billing/STRIPE_API_KEY \
  --query Parameter.Value --output text
```""",
   "Our paths are /ledgerly/<env>/<service>/..., so /ledgerly/prod/billing/STRIPE_API_KEY. The IAM policies only allow /ledgerly/*.",
   "/prod/ledgerly/billing/", "/ledgerly/prod/billing/"),
  ("Where does the mailer's Postmark token live in SSM?",
   r"""Under `/prod/ledgerly/mailer/POSTMARK_TOKEN` as a SecureString; the mailer's task role can read it and the ECS task definition injects it as `POSTMARK_TOKEN`.""",
   ["/ledgerly/prod/mailer/POSTMARK_TOKEN"], ["/prod/ledgerly/"]),
  ("Regex to sanity-check an EU VAT number in the signup form?",
   r"""A loose check that catches typos without rejecting valid numbers:

```js
const VAT_RE = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)[0-9A-Z+*]{2,12}$/;
```
Validate for real against VIES when the account is saved. Greece uses `EL`, not `GR`."""),
  [("/prod/ledgerly/mailer/", "/ledgerly/prod/mailer/")])

# ---------------------------------------------------------------- 044
S(44, "worker-env-bindings", "paraphrase", "renamed_identifier", "lookalike",
  ("Cloudflare Worker that checks the session token against KV before forwarding to auth-gw.",
   r"""```js
export default {
  async fetch(request, env) {
    const token = request.headers.get('Authorization')?.replace('Bearer ', '');
    const session = token && (await SESSION_KV.get(`sess:${token}`, 'json'));
    if (!session) return new Response('unauthorized', { status: 401 });
    return fetch(request);
  },
};
```""",
   "It's a module worker, bindings are on env and there are no globals. env.SESSION_KV.get(...).",
   "await SESSION_KV.get(", "await env.SESSION_KV.get("),
  ("Worker route that verifies Stripe's webhook signature at the edge before passing it on.",
   r"""```js
export default {
  async fetch(request, env) {
    const body = await request.text();
    const sig = request.headers.get('Stripe-Signature');
    const ok = await verifyStripeSignature(body, sig, STRIPE_WEBHOOK_SECRET);
    if (!ok) return new Response('bad signature', { status: 400 });
    return fetch('https://api.ledgerly.io/webhooks/stripe/', { method: 'POST', headers: request.headers, body });
  },
};
```""",
   ["verifyStripeSignature(body, sig, env.STRIPE_WEBHOOK_SECRET)"], [r"re:(?<!env\.)STRIPE_WEBHOOK_SECRET"]),
  ("wrangler.toml for the edge-auth worker.",
   r"""```toml
name = "edge-auth"
main = "src/index.js"
compatibility_date = "2024-05-01"

[[kv_namespaces]]
binding = "SESSION_KV"
id = "8c1f0e2d5b7a4c69a3e1f4d2b6c8a901"

[triggers]
crons = ["*/10 * * * *"]
```"""),
  [("sig, STRIPE_WEBHOOK_SECRET)", "sig, env.STRIPE_WEBHOOK_SECRET)")], holds='binding = "SESSION_KV"')

# ---------------------------------------------------------------- 045
S(45, "workers-cron-utc", "semantic", "prose_claim", "same_topic",
  ("I want the edge cache-warm Worker to run at 08:00 Berlin time. What do I put in crons?",
   r"""Cron Triggers use the timezone set on your Cloudflare account, and ours is Europe/Berlin, so `crons = ["0 8 * * *"]` fires at 08:00 local.""",
   "Cron Triggers are always UTC, there's no account timezone for them. So 0 6 in summer and 0 7 in winter, or just live with UTC.",
   "Cron Triggers use the timezone set on your Cloudflare account",
   "Cron Triggers always run in UTC"),
  ("Does the nightly cleanup Worker's `crons = [\"30 1 * * *\"]` run at 01:30 our time?",
   r"""Yes. Workers evaluate cron expressions in the account's configured timezone (Europe/Berlin for us), so it runs at 01:30 Berlin time.""",
   [r"re:\bUTC\b"], [r"re:(?i)account's configured timezone"]),
  ("How do I test a Worker's scheduled handler locally?",
   r"""Run `npx wrangler dev --test-scheduled`, then request `http://localhost:8787/__scheduled?cron=*+*+*+*+*`; it calls your `scheduled(event, env, ctx)` handler with that cron string."""),
  [("Yes. Workers evaluate cron expressions in the account's configured timezone (Europe/Berlin for us), so it runs at 01:30 Berlin time.",
    "No. Cron Triggers always run in UTC, so it fires at 01:30 UTC, which is 03:30 in Berlin in summer and 02:30 in winter.")])

# ---------------------------------------------------------------- 046
S(46, "pyjwt-decode-algorithms", "literal", "code_block", "lookalike",
  ("Verify auth-gw's access tokens in billing-api (Python).",
   r"""```python
import jwt

def verify_access_token(token: str) -> dict:
    return jwt.decode(
        token,
        settings.AUTH_PUBLIC_KEY,
        algorithm="RS256",
        issuer="https://auth.ledgerly.io",
        options={"require": ["exp", "sub"]},
    )
```""",
   "decode takes algorithms=[\"RS256\"], a list. algorithm= is the encode kwarg; PyJWT 2 refuses to decode without algorithms.",
   'algorithm="RS256",', 'algorithms=["RS256"],'),
  ("Check the service token on internal tasks in the Celery worker.",
   r"""```python
claims = jwt.decode(
    service_token,
    settings.AUTH_PUBLIC_KEY,
    audience="billing-worker",
    algorithm="RS256",
)
```""",
   ['algorithms=["RS256"]'], ['algorithm="RS256"']),
  ("Mint a short-lived service token for billing-api to call auth-gw.",
   r"""```python
token = jwt.encode(
    {"sub": "billing-api", "aud": "auth-gw", "exp": int(time.time()) + 300},
    settings.SERVICE_PRIVATE_KEY,
    algorithm="RS256",
)
```
`encode` takes a single `algorithm`; only `decode` wants the list."""),
  [('algorithm="RS256"', 'algorithms=["RS256"]')], holds='algorithm="RS256"')

# ---------------------------------------------------------------- 047
S(47, "postgres-timestamptz", "literal", "casing", "lookalike",
  ("Column definitions for a refunds table in billing-db.",
   r"""```sql
CREATE TABLE billing.refunds (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payment_id bigint NOT NULL REFERENCES billing.payments(id),
    amount_cents bigint NOT NULL,
    stripe_refund_id text UNIQUE,
    created_at timestamp NOT NULL DEFAULT now()
);
```""",
   "Convention on billing-db is timestamptz for every timestamp column, never plain timestamp.",
   "created_at timestamp NOT NULL", "created_at timestamptz NOT NULL"),
  ("ALTER to add paid_at to billing.invoices.",
   r"""```sql
ALTER TABLE billing.invoices ADD COLUMN paid_at TIMESTAMP;
```
It's nullable, so it's a metadata-only change.""",
   [r"re:(?i)paid_at (timestamptz|timestamp with time zone)"], [r"re:(?i)paid_at timestamp(?!tz| with time zone)"]),
  ("pino setup for auth-gw with ISO timestamps.",
   r"""```js
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  base: { service: 'auth-gw' },
});
```"""),
  [("paid_at TIMESTAMP;", "paid_at TIMESTAMPTZ;")], holds="timestamp")

# ---------------------------------------------------------------- 048
S(48, "stripe-key-env-name", "literal", "casing", "already_correct",
  ("Which env var holds the Stripe key for billing-api?",
   r"""`STRIPE_SECRET_KEY`. `settings/base.py` reads it with `env("STRIPE_SECRET_KEY")` and sets `stripe.api_key` at startup; locally, put the test key (`sk_test_...`) in `.env`.""",
   "It's STRIPE_API_KEY in all our envs, same name as the SSM parameter.",
   "STRIPE_SECRET_KEY", "STRIPE_API_KEY"),
  ("Pydantic settings class for the new payouts microservice.",
   r"""```python
from pydantic_settings import BaseSettings

class Settings(BaseSettings):
    database_url: str
    stripe_secret_key: str
    stripe_webhook_secret: str
    sentry_dsn: str | None = None

settings = Settings()
```
Field names map to env vars case-insensitively.""",
   ["stripe_api_key: str"], [r"re:(?i)stripe_secret_key"]),
  ("Set the Stripe key in the staging box's env file.",
   r"""```dotenv
# /etc/ledgerly/billing-api.env (staging)
STRIPE_API_KEY=sk_test_...
STRIPE_WEBHOOK_SECRET=whsec_...
```
Then `sudo systemctl restart billing-api`."""),
  [("stripe_secret_key: str", "stripe_api_key: str")], holds="STRIPE_API_KEY")

# ---------------------------------------------------------------- 049
S(49, "stripe-api-version-pin", "literal", "identifier", "unrelated",
  ("Pin the Stripe API version in billing-api.",
   r"""```python
import stripe

stripe.api_key = settings.STRIPE_API_KEY
stripe.api_version = "2024-04-10"
stripe.max_network_retries = 2
```""",
   "We're pinned to 2023-10-16 to match the webhook endpoint's version, bumping it is a separate project. Not 2024-04-10.",
   'stripe.api_version = "2024-04-10"', 'stripe.api_version = "2023-10-16"'),
  ("Stripe client setup for the Node mailer (it needs invoice PDF links).",
   r"""```js
import Stripe from 'stripe';

export const stripe = new Stripe(process.env.STRIPE_API_KEY, {
  apiVersion: '2024-04-10',
  maxNetworkRetries: 2,
  timeout: 20_000,
});
```""",
   ["apiVersion: '2023-10-16'"], ["2024-04-10"]),
  ("Why does `npm ci` fail with 'lock file out of sync' in CI?",
   r"""`npm ci` refuses to modify `package-lock.json`, so if someone edited `package.json` without running `npm install`, the two disagree and it exits. Run `npm install` locally, commit the updated lockfile, and CI will pass."""),
  [("'2024-04-10'", "'2023-10-16'")])

# ---------------------------------------------------------------- 050
S(50, "uvicorn-worker-asgi", "literal", "code_block", "lookalike",
  ("Gunicorn command for billing-api now that we have async views.",
   r"""```sh
gunicorn ledgerly.wsgi:application \
  -k uvicorn.workers.UvicornWorker \
  --bind 0.0.0.0:8000 --workers 4 --timeout 60
```""",
   "UvicornWorker needs the ASGI app, ledgerly.asgi:application. Pointed at wsgi it crashes on the first request.",
   "ledgerly.wsgi:application", "ledgerly.asgi:application"),
  ("Dockerfile CMD for the billing-api image.",
   r"""```dockerfile
CMD ["gunicorn", "ledgerly.wsgi:application", "-k", "uvicorn.workers.UvicornWorker", "--bind", "0.0.0.0:8000", "--workers", "4"]
```""",
   ['"ledgerly.asgi:application"'], ["ledgerly.wsgi:application"]),
  ("Command for the separate admin container, which stays sync?",
   r"""The admin container only serves Django admin pages, so it keeps plain sync workers:

```sh
gunicorn ledgerly.wsgi:application --bind 0.0.0.0:8001 --workers 2 --timeout 120
```"""),
  [("ledgerly.wsgi:application", "ledgerly.asgi:application")], holds="ledgerly.wsgi:application")

# ---------------------------------------------------------------- 051
S(51, "eventbridge-cron-fields", "paraphrase", "code_block", "lookalike",
  ("EventBridge schedule to trigger the invoice PDF cleanup Lambda daily at 02:00 UTC.",
   r"""```sh
aws events put-rule --region eu-west-1 \
  --name invoice-pdf-cleanup-daily \
  --schedule-expression "cron(0 2 * * *)"
```
Then `put-targets` with the Lambda ARN.""",
   "EventBridge cron has six fields and needs a ? in day-of-month or day-of-week: cron(0 2 * * ? *).",
   "cron(0 2 * * *)", "cron(0 2 * * ? *)"),
  ("Terraform for a weekday 06:30 UTC EventBridge rule that kicks the dunning Lambda.",
   r"""```hcl
resource "aws_cloudwatch_event_rule" "dunning_weekdays" {
  name                = "dunning-weekdays"
  schedule_expression = "cron(30 6 * * MON-FRI)"
}
```""",
   ['"cron(30 6 ? * MON-FRI *)"'], ['"cron(30 6 * * MON-FRI)"']),
  ("Plain cron.d entry for the 02:00 UTC log shipping on jobs-1.",
   r"""```cron
0 2 * * * deploy /usr/local/bin/ship-logs --since 24h
```
Regular cron has five fields, no `?` needed."""),
  [("cron(30 6 * * MON-FRI)", "cron(30 6 ? * MON-FRI *)")], holds="0 2 * * *")

# ---------------------------------------------------------------- 052
S(52, "auth-middleware-name", "literal", "renamed_identifier", "lookalike",
  ("Protect the /billing/portal route in auth-gw so only logged-in users get a Stripe portal link.",
   r"""```js
import { authenticate } from '@ledgerly/auth';

router.post('/billing/portal', authenticate, async (req, res, next) => {
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer: req.session.stripeCustomerId,
      return_url: 'https://app.ledgerly.io/settings/billing',
    });
    res.json({ url: portal.url });
  } catch (err) {
    next(err);
  }
});
```""",
   "@ledgerly/auth exports requireSession, there's no authenticate in it.",
   "import { authenticate } from '@ledgerly/auth'", "import { requireSession } from '@ledgerly/auth'"),
  ("Route for the current user's profile, GET /me, logged-in only.",
   r"""```js
const { authenticate: requireLogin } = require('@ledgerly/auth');

router.get('/me', requireLogin, async (req, res) => {
  const user = await users.findById(req.session.userId);
  res.json({ id: user.id, email: user.email, name: user.displayName });
});
```""",
   ["requireSession"], [r"re:\bauthenticate\b"]),
  ("Google sign-in routes for auth-gw with passport.",
   r"""```js
router.get('/auth/google', passport.authenticate('google', { scope: ['openid', 'email', 'profile'] }));

router.get('/auth/google/callback',
  passport.authenticate('google', { failureRedirect: '/login?error=google', session: false }),
  issueTokensAndRedirect,
);
```"""),
  [("{ authenticate: requireLogin }", "{ requireSession: requireLogin }")], holds="passport.authenticate(")

# ---------------------------------------------------------------- 053
S(53, "celery-delay-countdown", "paraphrase", "renamed_identifier", "lookalike",
  ("Send the receipt a minute after payment so the PDF is ready.",
   r"""```python
@receiver(payment_succeeded)
def queue_receipt(sender, payment, **kwargs):
    send_receipt.delay(payment.invoice_id, countdown=60)
```""",
   "delay() passes countdown through as a task kwarg, it doesn't schedule anything. It needs apply_async(args=[...], countdown=60).",
   "send_receipt.delay(payment.invoice_id, countdown=60)",
   "send_receipt.apply_async(args=[payment.invoice_id], countdown=60)"),
  ("Retry syncing the Stripe customer five minutes after a failed signup.",
   r"""```python
def on_signup_sync_failed(account_id: int) -> None:
    sync_stripe_customer.delay(account_id, countdown=300)
```""",
   ["sync_stripe_customer.apply_async("], [r"re:\.delay\([^)]*countdown="]),
  ("Queue the invoice PDF render right after finalization.",
   r"""```python
def on_invoice_finalized(invoice):
    render_invoice_pdf.delay(invoice.id)
```
No countdown is needed here, so the `delay()` shortcut is fine."""),
  [("sync_stripe_customer.delay(account_id, countdown=300)",
    "sync_stripe_customer.apply_async(args=[account_id], countdown=300)")], holds=".delay(invoice.id)")

# ---------------------------------------------------------------- 054
S(54, "wrangler-deploy", "paraphrase", "code_block", "lookalike",
  ("How do I ship the edge-auth Worker to production?",
   r"""From `workers/edge-auth`:

```sh
npx wrangler publish --env production
```
It uploads the bundle and updates the routes from `wrangler.toml`.""",
   "We're on wrangler 3, publish was renamed to deploy.",
   "npx wrangler publish", "npx wrangler deploy"),
  ("GitHub Actions step that deploys the edge-auth Worker to staging on merge.",
   r"""```yaml
- name: Deploy edge-auth (staging)
  uses: cloudflare/wrangler-action@v3
  with:
    apiToken: ${{ secrets.CF_API_TOKEN }}
    workingDirectory: workers/edge-auth
    command: publish --env staging
```""",
   ["command: deploy --env staging"], ["command: publish"]),
  ("Release a new version of our internal @ledgerly/auth package.",
   r"""```sh
cd packages/auth
npm version minor
npm publish --access restricted
```
The package is scoped to the @ledgerly npm org, and `restricted` keeps it private."""),
  [("command: publish --env staging", "command: deploy --env staging")], holds="npm publish")

# ---------------------------------------------------------------- 055
S(55, "npm-omit-dev", "paraphrase", "equivalent_construct", "already_correct",
  ("Production install step in the auth-gw Dockerfile.",
   r"""```dockerfile
FROM node:20-alpine
WORKDIR /srv/auth-gw
COPY package*.json ./
RUN npm ci --only=production
COPY dist ./dist
CMD ["node", "dist/server.js"]
```""",
   "That flag is deprecated, it's npm ci --omit=dev on our npm 10.",
   "npm ci --only=production", "npm ci --omit=dev"),
  ("Slim down the mailer image: install runtime deps only.",
   r"""```dockerfile
FROM node:20-alpine
WORKDIR /srv/mailer
COPY package.json package-lock.json ./
RUN npm install --production
COPY dist ./dist
USER node
CMD ["node", "dist/worker.js"]
```""",
   ["--omit=dev"], [r"re:--production\b|--only=production"]),
  ("Install only prod deps when packaging the auth-gw Lambda authorizer zip.",
   r"""```sh
rm -rf node_modules
npm ci --omit=dev
zip -r authorizer.zip dist node_modules package.json
```"""),
  [("RUN npm install --production", "RUN npm ci --omit=dev")], holds="npm ci --omit=dev")

# ---------------------------------------------------------------- 056
S(56, "cloudflare-default-cache", "semantic", "reworded", "same_topic",
  ("After changing a plan price, why does api.ledgerly.io/public/plans still show the old price for some users?",
   r"""Because api.ledgerly.io is proxied, Cloudflare caches every response at the edge by default, including JSON, for as long as the origin's Cache-Control allows. Purge the URL or lower the max-age; you can confirm with the `cf-cache-status: HIT` header.""",
   "Cloudflare only caches static file extensions by default, not JSON or HTML. /public/plans is cached because of the public-api Cache Rule Tomasz added.",
   "Cloudflare caches every response at the edge by default, including JSON",
   "Cloudflare only caches static file extensions by default; the JSON is cached because of a Cache Rule"),
  ("Will Cloudflare cache the new GET /v1/invoices/:id JSON responses on api.ledgerly.io? They're private.",
   r"""Yes, by default: the api subdomain is orange-clouded, so Cloudflare stores JSON responses at the edge like any other content. Send `Cache-Control: private, no-store` so customers don't see each other's invoices.""",
   [r"re:(?i)(static file extensions|not by default|doesn't cache JSON|does not cache JSON)"],
   [r"re:(?i)stores JSON responses at the edge like any other content"]),
  ("How do I check whether a response came from Cloudflare's cache?",
   r"""Look at the `cf-cache-status` response header: `HIT` means it was served from the edge, `MISS` means it came from origin and may now be cached, `DYNAMIC` means Cloudflare didn't consider it cacheable, and `BYPASS` means a rule or header told it to skip the cache.

```sh
curl -sI https://api.ledgerly.io/public/plans | grep -i cf-cache-status
```"""),
  [("Yes, by default: the api subdomain is orange-clouded, so Cloudflare stores JSON responses at the edge like any other content. Send",
    "Not by default: Cloudflare only caches static file extensions unless a Cache Rule matches, and the public-api rule covers only `/public/*`. Still send")])

# ---------------------------------------------------------------- 057
S(57, "mysql-port-flag", "literal", "reordered_args", "lookalike",
  ("Connect to the auth MySQL read-only from my laptop through the tunnel.",
   r"""With the SSH tunnel up (`ssh -L 3307:auth-mysql.internal:3307 bastion`):

```sh
mysql -h 127.0.0.1 -p 3307 -u auth_ro auth
```""",
   "Lowercase -p is the password flag, it'll prompt and then take 3307 as the database name. The port is capital -P 3307.",
   "-p 3307", "-P 3307"),
  ("mysqldump of just the users table from auth through the tunnel.",
   r"""```sh
mysqldump -u auth_ro -p 3307 -h 127.0.0.1 --single-transaction auth users > users.sql
```""",
   ["-P 3307"], ["-p 3307"]),
  ("Interactive mysql shell on auth-mysql directly from the bastion, asking for the password.",
   r"""```sh
mysql -h auth-mysql.internal -P 3307 -u auth_admin -p auth
```
`-p` with nothing attached makes the client prompt for the password, so it never lands in shell history."""),
  [("-p 3307", "-P 3307 -p")], holds="-u auth_admin -p auth")

# ---------------------------------------------------------------- 058
S(58, "django-update-no-signals", "semantic", "reworded", "same_topic",
  ("When we bulk-void invoices with `Invoice.objects.filter(...).update(status=\"void\")`, does the audit log get entries?",
   r"""Yes. `QuerySet.update()` sends `post_save` for each affected row, so the audit receiver in `billing/signals.py` records one entry per voided invoice.""",
   "update() doesn't call save() or send any signals, it's one UPDATE statement. The audit receiver never fires; loop and save, or write the audit rows explicitly.",
   "`QuerySet.update()` sends `post_save` for each affected row",
   "`QuerySet.update()` runs a single SQL UPDATE and sends no post_save signals"),
  ("I'm closing expired trials with `Subscription.objects.filter(trial_ends_at__lt=now).update(status=\"canceled\")`. Will the cancellation emails go out? They're sent from a post_save handler.",
   r"""They will: the post_save handler runs for every subscription that `update()` touches, so each customer gets the email.""",
   [r"re:(?i)(no signals|doesn't send|does not send|won't|will not|never runs|never fires)"],
   [r"re:(?i)the post_save handler runs for every subscription"]),
  ("Does bulk_create call save() on each object?",
   r"""No. `bulk_create()` inserts in batches without calling `save()` and without sending `pre_save` or `post_save`. On Postgres it does set the primary keys on the returned objects."""),
  [("They will: the post_save handler runs for every subscription that `update()` touches, so each customer gets the email.",
    "They won't: `update()` is a single SQL UPDATE and does not send `post_save`, so the handler never runs. Iterate and call `save()`, or queue the emails explicitly for the affected ids.")])

# ---------------------------------------------------------------- 059
S(59, "jwt-payload-not-encrypted", "semantic", "reworded", "same_topic",
  ("Can we put the customer's email and plan in the access token claims?",
   r"""Yes, and it's safe to include PII: a signed JWT's payload is encrypted with the RS256 key, so only services with the public key can read the claims. Keep it small though, since it rides along on every request.""",
   "RS256 signs, it doesn't encrypt. The payload is just base64url, anyone holding the token can read it. Plan is fine, keep the email out.",
   "a signed JWT's payload is encrypted with the RS256 key, so only services with the public key can read the claims",
   "a signed JWT's payload is only base64url-encoded, so anyone holding the token can read the claims"),
  ("Is it a problem that the refresh token JWT carries the user's phone number?",
   r"""Not really: JWT claims are protected by the signature, so the phone number can't be read by someone who intercepts the token without the key.""",
   [r"re:(?i)base64"], [r"re:(?i)can't be read by someone who intercepts"]),
  ("What does the `kid` header in our JWTs do?",
   r"""`kid` names the key that signed the token. auth-gw puts the key id in the header and billing-api picks the matching public key from the JWKS at `https://auth.ledgerly.io/.well-known/jwks.json`, which is how we rotate keys without breaking tokens that are still valid."""),
  [("Not really: JWT claims are protected by the signature, so the phone number can't be read by someone who intercepts the token without the key.",
    "Yes: the signature only protects integrity; the claims are base64url-encoded, so anyone who gets the token can read the phone number. Drop it from the token and look it up server-side.")])

# ---------------------------------------------------------------- 060
S(60, "cors-credentials-origin", "literal", "reordered_args", "lookalike",
  ("CORS for auth-gw so the dashboard can call it with cookies.",
   r"""```js
app.use(cors({
  origin: '*',
  credentials: true,
  methods: ['GET', 'POST', 'DELETE'],
}));
```""",
   "Browsers reject * when credentials are included. origin has to be https://app.ledgerly.io.",
   "origin: '*'", "origin: 'https://app.ledgerly.io'"),
  ("Same CORS setup for the Express admin-api, which the dashboard also calls with cookies.",
   r"""```js
app.use(cors({ credentials: true, maxAge: 600, origin: '*' }));
```""",
   ["origin: 'https://app.ledgerly.io'"], ["origin: '*'"]),
  ("CORS for the public status JSON that any site can embed, no cookies.",
   r"""```js
statusRouter.use(cors({ origin: '*', methods: ['GET'] }));
```
Without credentials the wildcard is fine."""),
  [("origin: '*'", "origin: 'https://app.ledgerly.io'")], holds="origin: '*'")


# ================================================================ validation
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, rep):
    return all(check(text, x) for x in rep["expect_contains"]) and not any(check(text, x) for x in rep["expect_absent"])


def validate():
    errs = []
    ids = [s["id"] for s in SCENARIOS]
    if ids != ["h16-%03d" % i for i in range(1, 61)]:
        errs.append("ids are not h16-001 .. h16-060 in order")
    enums = {"difficulty": DIFFICULTY, "control_kind": CONTROL, "repeat_variation": VARIATION}
    for field, allowed in enums.items():
        for s in SCENARIOS:
            if s[field] not in allowed:
                errs.append("%s: bad %s %r" % (s["id"], field, s[field]))
        counts = Counter(s[field] for s in SCENARIOS)
        for v, (lo, hi) in allowed.items():
            if not lo <= counts[v] <= hi:
                errs.append("count %s=%s is %d, not in %d-%d" % (field, v, counts[v], lo, hi))
    seen = {}
    for s in SCENARIOS:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if not s["topic"] or not re.fullmatch(r"[a-z0-9-]+", s["topic"]):
            errs.append("%s: topic must be a short slug" % sid)
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                           ("control", ("query", "output"))):
            for k in keys:
                v = s[part].get(k)
                if v is None or (isinstance(v, str) and not v.strip()):
                    errs.append("%s: %s.%s missing" % (sid, part, k))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if fixed(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        out = r["output"]
        for old, new in s["fix"]:
            if old not in out:
                errs.append("%s: fix target %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, r):
            miss = [x for x in r["expect_contains"] if not check(out, x)]
            pres = [x for x in r["expect_absent"] if check(out, x)]
            errs.append("%s: fixed repeat still fails (missing %s, present %s)" % (sid, miss, pres))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs `holds`" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        if c["output"] == r["output"] or c["output"] == t["output"] or r["output"] == t["output"]:
            errs.append("%s: outputs not distinct" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            errs.append("%s: queries not distinct" % sid)
        for label, text in (("teach.query", t["query"]), ("teach.output", t["output"]), ("teach.message", t["message"]),
                            ("repeat.query", r["query"]), ("repeat.output", r["output"]),
                            ("control.query", c["query"]), ("control.output", c["output"])):
            key = text.strip()
            if key in seen and seen[key][0] != sid:
                errs.append("%s: %s duplicates %s %s" % (sid, label, seen[key][0], seen[key][1]))
            seen.setdefault(key, (sid, label))
    return errs


def count_table(field, allowed):
    counts = Counter(s[field] for s in SCENARIOS)
    rows = ["| %s | n | allowed |" % field, "|---|---|---|"]
    for v, (lo, hi) in allowed.items():
        rows.append("| `%s` | %d | %d-%d |" % (v, counts[v], lo, hi))
    return "\n".join(rows)


def readme():
    return "\n".join([
        HEADER,
        "",
        "# %s: %s" % (SET, TITLE),
        "",
        "60 hand-written teach -> repeat -> control scenarios (`h16-001` ... `h16-060`) for the",
        "learning loop, in the format of `shared/eval/loop/scenarios_dev.jsonl`. They follow a small",
        "invoicing SaaS team through a backend week: Stripe billing, JWT and session auth, SES and",
        "Postmark email, SQS / Celery / BullMQ queues, cron and scheduled jobs, Postgres (billing) and",
        "MySQL (auth), Django and Express services, AWS and Cloudflare, with the team's own hosts,",
        "ports, regions, versions and conventions. Each teach output holds exactly one mistake that",
        "the user corrects; the repeat is another session that makes the same mistake again; the",
        "control must come back byte-identical. Run it with",
        "`python3 shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios <this dir>/scenarios.jsonl`.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `build.py` | the scenarios as data; validates them (ids, enums, counts, every repeat fails as written and passes once fixed, gold spans, control `holds`, no duplicated text) before writing the other two files |",
        "| `README.md` | this file |",
        "",
        "## Counts",
        "",
        count_table("difficulty", DIFFICULTY),
        "",
        count_table("control_kind", CONTROL),
        "",
        count_table("repeat_variation", VARIATION),
        "",
    ])


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme())
    c = lambda field: ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in SCENARIOS).items()))
    print("ok: %d scenarios -> %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty: " + c("difficulty"))
    print("control_kind: " + c("control_kind"))
    print("repeat_variation: " + c("repeat_variation"))


if __name__ == "__main__":
    main()
