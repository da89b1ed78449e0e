#!/usr/bin/env python3
"""Build and validate the dev18 learning-loop scenarios (business integrations and messaging).

    python3 /work/main/eval/dev18/build.py

Scenarios live below as Python data. Build-only fields (never written to the JSONL):
  key    the core wrong text of the teach mistake
  fixed  a hand fix of repeat.output, given as (old, new) replacement pairs
  trap   lookalike controls: the text in control.output a literal substitution would hit
  holds  already_correct controls: the right value the control already holds

Only when every check passes is scenarios.jsonl written next to this file.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")
NBSP = "\u00a0"

S = []


def add(**kw):
    S.append(kw)


# ---------------------------------------------------------------- 001
add(topic="webhooks", difficulty="literal", variation="casing", control_kind="same_topic",
    tq="Write a Flask endpoint that receives Stripe webhooks and verifies the signature.",
    to="""Here's a minimal Flask receiver. The important part is that you verify against the raw request body, not the parsed JSON, because Stripe signs the exact bytes it sent.

```python
import os
import stripe
from flask import Flask, request, abort

app = Flask(__name__)
endpoint_secret = os.environ["STRIPE_WEBHOOK_SECRET"]

@app.post("/webhooks/stripe")
def stripe_webhook():
    payload = request.get_data()
    sig_header = request.headers.get("X-Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(payload, sig_header, endpoint_secret)
    except (ValueError, stripe.error.SignatureVerificationError):
        abort(400)

    if event["type"] == "invoice.paid":
        handle_invoice_paid(event["data"]["object"])
    return "", 200
```

`construct_event` parses the `t=` timestamp and the `v1=` signatures out of the header, recomputes the HMAC-SHA256 with your endpoint secret (the `whsec_...` value from the dashboard) and raises if nothing matches. Return a 2xx quickly and push slow work onto a queue; Stripe treats timeouts as failures and retries them.""",
    msg="The header is Stripe-Signature, not X-Stripe-Signature. Rest looks fine.",
    gw="X-Stripe-Signature", gr="Stripe-Signature", key="X-Stripe-Signature",
    rq="Can you give me the Express version of the Stripe webhook receiver? It needs to verify the event before we touch it.",
    ro="""Sure. In Express the main trap is body parsing: if `express.json()` runs before your webhook route, the body you hand to Stripe is no longer the exact bytes they signed. Mount the webhook route with `express.raw()` and register it before any global JSON parser.

```js
const express = require('express');
const Stripe = require('stripe');

const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const endpointSecret = process.env.STRIPE_WEBHOOK_SECRET;
const app = express();

app.post('/webhooks/stripe', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.headers['x-stripe-signature'];
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, endpointSecret);
  } catch (err) {
    console.warn(`stripe signature check failed: ${err.message}`);
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  switch (event.type) {
    case 'invoice.paid':
      queueInvoicePaid(event.data.object);
      break;
    case 'invoice.payment_failed':
      queueDunning(event.data.object);
      break;
    default:
      break;
  }
  res.sendStatus(200);
});

app.use(express.json()); // everything else can parse JSON normally
```

Node lowercases incoming header names, so look them up in lowercase on `req.headers`. `constructEvent` throws on a bad signature or a timestamp outside the tolerance window, so a 400 there is the right response; anything that takes real time belongs on a queue so you answer Stripe quickly.""",
    contains=[r"""re:(?i)headers\[['"]stripe-signature['"]\]|\.get\(['"]stripe-signature['"]\)"""],
    absent=[r"re:(?i)x-stripe-signature"],
    fixed=[("req.headers['x-stripe-signature']", "req.headers['stripe-signature']")],
    cq="How do I test our Stripe webhook endpoint locally without deploying it?",
    co="""Use the Stripe CLI to forward events to your local server. It relays events from Stripe to your machine and prints a signing secret that is different from the one in the dashboard, so export that one while testing.

```sh
stripe login
stripe listen --forward-to localhost:5000/webhooks/stripe
# > Ready! Your webhook signing secret is whsec_... (copy this)
export STRIPE_WEBHOOK_SECRET=whsec_...
```

In a second terminal, fire test events at it:

```sh
stripe trigger invoice.paid
stripe trigger invoice.payment_failed
```

`stripe listen` prints each delivery with the status code your app returned, which makes a 400 from signature verification easy to spot. If you only care about a few event types, add `--events invoice.paid,invoice.payment_failed` so the log isn't flooded.""")

# ---------------------------------------------------------------- 002
add(topic="webhooks", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Go handler for GitHub push webhooks: verify the HMAC before we kick off the deploy.",
    to="""Here's a handler that verifies the payload before doing anything else. GitHub signs the raw request body with your webhook secret using HMAC-SHA256 and sends the hex digest prefixed with `sha256=`.

```go
func githubHook(w http.ResponseWriter, r *http.Request) {
    body, err := io.ReadAll(io.LimitReader(r.Body, 25<<20))
    if err != nil {
        http.Error(w, "read error", http.StatusBadRequest)
        return
    }

    sig := r.Header.Get("X-Hub-Signature")
    mac := hmac.New(sha256.New, []byte(os.Getenv("GITHUB_WEBHOOK_SECRET")))
    mac.Write(body)
    expected := "sha256=" + hex.EncodeToString(mac.Sum(nil))
    if !hmac.Equal([]byte(expected), []byte(sig)) {
        http.Error(w, "bad signature", http.StatusUnauthorized)
        return
    }

    if r.Header.Get("X-GitHub-Event") != "push" {
        w.WriteHeader(http.StatusNoContent)
        return
    }
    var ev pushEvent
    if err := json.Unmarshal(body, &ev); err != nil {
        http.Error(w, "bad payload", http.StatusBadRequest)
        return
    }
    if ev.Ref == "refs/heads/main" {
        go triggerDeploy(ev.After)
    }
    w.WriteHeader(http.StatusAccepted)
}
```

`hmac.Equal` does a constant-time comparison, so don't swap it for `==`. Reading the body once into `body` matters too: you need the exact bytes for the MAC and then decode the same slice.""",
    msg="Isn't X-Hub-Signature the old SHA-1 header? The sha256= digest comes in X-Hub-Signature-256.",
    gw='Get("X-Hub-Signature")', gr='Get("X-Hub-Signature-256")', key='"X-Hub-Signature"',
    rq="We're moving the deploy hook into the FastAPI app. Can you port the GitHub signature check?",
    ro="""Here's the same check as a FastAPI route. Read the body with `await request.body()` before anything parses it, compute the HMAC over those bytes, and compare in constant time.

```python
import hashlib
import hmac
import os

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
SECRET = os.environ["GITHUB_WEBHOOK_SECRET"].encode()

@app.post("/hooks/github", status_code=202)
async def github_hook(request: Request, x_github_event: str = Header(...)):
    body = await request.body()
    received = request.headers.get("X-Hub-Signature", "")
    digest = hmac.new(SECRET, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(f"sha256={digest}", received):
        raise HTTPException(status_code=401, detail="bad signature")

    if x_github_event != "push":
        return {"ignored": x_github_event}
    payload = await request.json()
    if payload.get("ref") == "refs/heads/main":
        await enqueue_deploy(payload["after"])
    return {"queued": payload["after"]}
```

`request.json()` reuses the cached body, so calling it after `request.body()` is fine. Keep the secret in the environment rather than in code, and rotate it on GitHub and here at the same time.""",
    contains=[r"re:(?i)x[-_]hub[-_]signature[-_]256"],
    absent=[r"""re:["']X-Hub-Signature["']"""],
    fixed=[('"X-Hub-Signature"', '"X-Hub-Signature-256"')],
    cq="The old Jenkins box still uses the GitHub plugin that only understands SHA-1 signatures. What is it actually validating?",
    co="""GitHub still sends both signatures on every delivery: `X-Hub-Signature` carries `sha1=` plus a SHA-1 HMAC of the body, and `X-Hub-Signature-256` carries the SHA-256 version. An older plugin that only knows SHA-1 reads the first one, which is why it keeps working.

Conceptually the plugin does this:

```groovy
String signature = request.getHeader("X-Hub-Signature")   // "sha1=..."
Mac mac = Mac.getInstance("HmacSHA1")
mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA1"))
String expected = "sha1=" + mac.doFinal(body).encodeHex().toString()
boolean ok = MessageDigest.isEqual(expected.bytes, signature.bytes)
```

That's acceptable as a stopgap, but GitHub recommends verifying the SHA-256 header. Upgrading the plugin (or moving the job trigger into the FastAPI hook) gets you there; the secret stays the same, only the header and the algorithm change.""",
    trap='"X-Hub-Signature"')

# ---------------------------------------------------------------- 003
add(topic="chat-bots", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="Verify Slack request signatures in our Flask slash-command handler. We're not using Bolt.",
    to=r"""Slack signs every request with your app's signing secret. You rebuild a base string from the version, the timestamp header and the raw body, HMAC it with SHA-256, and compare with `X-Slack-Signature`.

```python
import hashlib
import hmac
import os
import time

from flask import Flask, abort, request

app = Flask(__name__)
SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"].encode()

def verify_slack(req) -> None:
    timestamp = req.headers.get("X-Slack-Request-Timestamp", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > 60 * 5:
        abort(403)  # stale or missing: possible replay
    body = req.get_data(as_text=True)
    basestring = f"v1:{timestamp}:{body}"
    expected = "v0=" + hmac.new(SIGNING_SECRET, basestring.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, req.headers.get("X-Slack-Signature", "")):
        abort(403)

@app.post("/slack/commands")
def invoice_status():
    verify_slack(request)
    invoice_no = request.form.get("text", "").strip()
    return {"response_type": "ephemeral", "text": f"Looking up {invoice_no}..."}
```

Call `get_data()` before touching `request.form`; Flask caches the raw body, so the form parsing afterwards still works. The five-minute window is what Slack recommends to stop replayed requests.""",
    msg="Basestring prefix should be v0 as well: v0:{timestamp}:{body}. Slack doesn't have a v1.",
    gw='f"v1:{timestamp}:{body}"', gr='f"v0:{timestamp}:{body}"', key="v1:",
    rq="Port the Slack signature check to the Go service that handles the approval buttons.",
    ro="""Same algorithm in Go. Read the body once, keep the bytes for the signature check, then parse the form from them (interactivity payloads arrive as `payload=<url-encoded JSON>`).

```go
func verifySlack(r *http.Request, secret []byte) ([]byte, error) {
    body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
    if err != nil {
        return nil, err
    }
    ts := r.Header.Get("X-Slack-Request-Timestamp")
    sec, err := strconv.ParseInt(ts, 10, 64)
    if err != nil || math.Abs(float64(time.Now().Unix()-sec)) > 300 {
        return nil, errors.New("stale or missing timestamp")
    }

    base := "v1:" + ts + ":" + string(body)
    mac := hmac.New(sha256.New, secret)
    mac.Write([]byte(base))
    expected := "v0=" + hex.EncodeToString(mac.Sum(nil))
    if !hmac.Equal([]byte(expected), []byte(r.Header.Get("X-Slack-Signature"))) {
        return nil, errors.New("signature mismatch")
    }
    return body, nil
}
```

In the handler, call `verifySlack` first, then `url.ParseQuery(string(body))` and unmarshal the `payload` field into your block_actions struct. Return 200 quickly and do the approval work in a goroutine or on the queue.""",
    contains=[r're:"v0:"'],
    absent=[r're:"v1:"'],
    fixed=[('"v1:"', '"v0:"')],
    cq="Can you write the Slack signature check for the Node Lambda that receives event subscriptions?",
    co="""Here's a version for a Lambda behind a function URL or API Gateway. The raw body is what Slack signed, so use `event.body` as-is (decoding it first if API Gateway marked it base64).

```js
const crypto = require('node:crypto');

function verifySlack(event) {
  const headers = Object.fromEntries(
    Object.entries(event.headers).map(([k, v]) => [k.toLowerCase(), v])
  );
  const ts = headers['x-slack-request-timestamp'];
  if (!ts || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;

  const rawBody = event.isBase64Encoded
    ? Buffer.from(event.body, 'base64').toString('utf8')
    : event.body;
  const base = `v0:${ts}:${rawBody}`;
  const expected = 'v0=' + crypto
    .createHmac('sha256', process.env.SLACK_SIGNING_SECRET)
    .update(base)
    .digest('hex');

  const given = headers['x-slack-signature'] || '';
  return given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
```

For the Events API you also need to answer the one-off `url_verification` request by echoing back its `challenge` field; do that after the signature check passes.""",
    holds="v0:")

# ---------------------------------------------------------------- 004
add(topic="webhooks", difficulty="paraphrase", variation="identifier", control_kind="lookalike",
    tq="Verify Shopify webhook HMACs in the Python receiver before we process orders.",
    to="""Shopify signs each webhook with your app's client secret and sends the result in `X-Shopify-Hmac-Sha256`. Compute the same HMAC over the raw body and compare in constant time:

```python
import hashlib
import hmac
import os

from flask import Flask, abort, request

app = Flask(__name__)
SHOPIFY_SECRET = os.environ["SHOPIFY_API_SECRET"]

def verify_shopify(body: bytes, header_hmac: str) -> bool:
    digest = hmac.new(SHOPIFY_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, header_hmac)

@app.post("/shopify/orders")
def orders_webhook():
    body = request.get_data()
    if not verify_shopify(body, request.headers.get("X-Shopify-Hmac-Sha256", "")):
        abort(401)
    topic = request.headers.get("X-Shopify-Topic")
    webhook_id = request.headers.get("X-Shopify-Webhook-Id")
    enqueue(topic, webhook_id, body)
    return "", 200
```

Keep `X-Shopify-Webhook-Id` with the job: Shopify can deliver the same webhook more than once, and that id lets the worker skip duplicates. Respond within five seconds or Shopify counts the delivery as failed.""",
    msg="Shopify sends that header base64-encoded, so comparing against hexdigest() never matches. It needs base64 of the raw .digest().",
    gw="hmac.new(SHOPIFY_SECRET.encode(), body, hashlib.sha256).hexdigest()",
    gr="base64.b64encode(hmac.new(SHOPIFY_SECRET.encode(), body, hashlib.sha256).digest()).decode()",
    key="hexdigest()",
    rq="The storefront team has an Express app that also receives Shopify webhooks. Same verification there?",
    ro="""Yes, same idea. Capture the raw body for that route, compute the HMAC with the app secret, and compare with the header using `timingSafeEqual`.

```js
const crypto = require('node:crypto');
const express = require('express');
const router = express.Router();

router.post('/shopify/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const received = req.get('X-Shopify-Hmac-Sha256') || '';
  const digest = crypto
    .createHmac('sha256', process.env.SHOPIFY_API_SECRET)
    .update(req.body)
    .digest('hex');

  const ok = received.length === digest.length &&
    crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(received));
  if (!ok) return res.sendStatus(401);

  const topic = req.get('X-Shopify-Topic');
  jobs.add(topic, { webhookId: req.get('X-Shopify-Webhook-Id'), body: req.body.toString('utf8') });
  res.sendStatus(200);
});
```

The length check is there because `timingSafeEqual` throws when the buffers differ in length. Make sure this router is mounted before any `express.json()` middleware, or `req.body` will already be an object.""",
    contains=[r"""re:digest\(\s*['"]base64['"]\s*\)"""],
    absent=[r"""re:digest\(\s*['"]hex['"]\s*\)"""],
    fixed=[(".digest('hex')", ".digest('base64')")],
    cq="We also verify GitHub deploy webhooks in that Express app. Can you check this is right?",
    co="""Your GitHub check is fine as written. GitHub sends `X-Hub-Signature-256` as `sha256=` followed by a lowercase hex HMAC, so a hex digest is exactly what you compare against:

```js
function verifyGithub(req) {
  const received = req.get('X-Hub-Signature-256') || '';
  const expected = 'sha256=' + crypto
    .createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET)
    .update(req.body)
    .digest('hex');
  return received.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(received));
}
```

Two small things: make sure this route also uses `express.raw()` so `req.body` is a Buffer, and log `X-GitHub-Delivery` when verification fails. It's the id you can search for under Recent Deliveries in the repository's webhook settings, and you can redeliver from there.""",
    trap="digest('hex')")

# ---------------------------------------------------------------- 005
add(topic="email", difficulty="paraphrase", variation="code_block", control_kind="unrelated",
    tq="Nodemailer transport for sending invoices through SES SMTP on port 465.",
    to="""Here's a transport that authenticates with the SES SMTP credentials from the environment. Create it once at startup and reuse it; with `pool` on, Nodemailer keeps the connections open between sends.

```js
const nodemailer = require('nodemailer');

const transporter = nodemailer.createTransport({
  host: 'email-smtp.eu-west-1.amazonaws.com',
  port: 465,
  secure: false, // the connection is upgraded with STARTTLS after EHLO
  pool: true,
  maxConnections: 3,
  auth: {
    user: process.env.SES_SMTP_USER,
    pass: process.env.SES_SMTP_PASS,
  },
});

await transporter.sendMail({
  from: '"Fernhollow Billing" <invoices@billing.fernhollow.io>',
  to: customer.billingEmail,
  subject: `Invoice ${invoice.number}`,
  text: renderText(invoice),
  attachments: [{ filename: `${invoice.number}.pdf`, content: pdfBuffer }],
});
```

Run `await transporter.verify()` once at startup so bad credentials or a blocked port show up in the logs straight away instead of on the first invoice.""",
    msg="On 465 it has to be secure: true. That port is TLS from the first byte; secure: false with STARTTLS is the 587 setup.",
    gw="secure: false", gr="secure: true", key="secure: false",
    rq="The reporting service is Django. What email settings do I need for SES on 465?",
    ro="""Put the SES SMTP endpoint and credentials in settings and read the secrets from the environment. Django's SMTP backend picks these up for `send_mail` and `EmailMessage` alike.

```python
# settings/production.py
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "email-smtp.eu-west-1.amazonaws.com"
EMAIL_PORT = 465
EMAIL_USE_TLS = True
EMAIL_HOST_USER = os.environ["SES_SMTP_USER"]
EMAIL_HOST_PASSWORD = os.environ["SES_SMTP_PASS"]
EMAIL_TIMEOUT = 20
DEFAULT_FROM_EMAIL = "Fernhollow Reports <reports@billing.fernhollow.io>"
```

`EMAIL_TIMEOUT` matters more than it looks: without it a stuck connection can hold a worker until the request times out. Test from a shell with `python manage.py sendtestemail you@fernhollow.io`.""",
    contains=[r"re:EMAIL_USE_SSL\s*=\s*True|EMAIL_PORT\s*=\s*587"],
    absent=[r"re:EMAIL_PORT\s*=\s*465\s*\n\s*EMAIL_USE_TLS\s*=\s*True"],
    fixed=[("EMAIL_USE_TLS = True", "EMAIL_USE_SSL = True")],
    cq="What's the quickest way to see which queries are slowest on the reporting Postgres database?",
    co="""Turn on `pg_stat_statements` if it isn't already (it has to be listed in `shared_preload_libraries`, which means a restart), then query it:

```sql
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;

SELECT round(total_exec_time::numeric, 0) AS total_ms,
       calls,
       round(mean_exec_time::numeric, 1)  AS mean_ms,
       left(query, 120)                   AS query
FROM pg_stat_statements
ORDER BY total_exec_time DESC
LIMIT 15;
```

Sort by `total_exec_time` to find what costs the most overall, and by `mean_exec_time` to find the individually slow ones; they're often different lists. Once you've picked a query, run it with `EXPLAIN (ANALYZE, BUFFERS)` to see where the time goes. `SELECT pg_stat_statements_reset();` clears the counters so you can measure again after a fix.""")

# ---------------------------------------------------------------- 006
add(topic="email-dns", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="We're adding SES to send invoices from billing.fernhollow.io. What SPF record do I need?",
    to="""SPF is checked against the envelope sender (the Return-Path), not the From header. With SES defaults the envelope sender is an amazonses.com address, so SPF passes for Amazon's domain but does nothing for DMARC alignment on yours. To get aligned SPF, set up a custom MAIL FROM subdomain in SES, for example `bounce.billing.fernhollow.io`, and publish two records on it:

```
bounce.billing.fernhollow.io.  MX   10 feedback-smtp.eu-west-1.amazonses.com.
bounce.billing.fernhollow.io.  TXT  "v=spf1 include:_spf.amazonses.com ~all"
```

The MX lets SES receive bounces for that subdomain; once it resolves, the MAIL FROM status in the console flips to Success. Keep the behaviour on MX failure set to "use default MAIL FROM" so sending doesn't stop if the record breaks.

DKIM is separate: Easy DKIM signs as billing.fernhollow.io itself, so with both in place you get aligned SPF and aligned DKIM, and DMARC passes on either one.""",
    msg="SES's SPF include is just amazonses.com (include:amazonses.com). The _spf. prefix is Google's.",
    gw="include:_spf.amazonses.com", gr="include:amazonses.com", key="include:_spf.amazonses.com",
    rq="Give me the Terraform for the SES custom MAIL FROM on bounce.billing.fernhollow.io, DNS records included.",
    ro="""This assumes the SES domain identity for billing.fernhollow.io already exists in Terraform as `aws_sesv2_email_identity.billing` and that the zone is in Route 53.

```hcl
resource "aws_sesv2_email_identity_mail_from_attributes" "billing" {
  email_identity         = aws_sesv2_email_identity.billing.email_identity
  mail_from_domain       = "bounce.billing.fernhollow.io"
  behavior_on_mx_failure = "USE_DEFAULT_VALUE"
}

resource "aws_route53_record" "billing_mail_from_mx" {
  zone_id = data.aws_route53_zone.fernhollow.zone_id
  name    = "bounce.billing.fernhollow.io"
  type    = "MX"
  ttl     = 600
  records = ["10 feedback-smtp.eu-west-1.amazonses.com"]
}

resource "aws_route53_record" "billing_mail_from_spf" {
  zone_id = data.aws_route53_zone.fernhollow.zone_id
  name    = "bounce.billing.fernhollow.io"
  type    = "TXT"
  ttl     = 600
  records = ["v=spf1 include:_spf.amazonses.com ~all"]
}
```

After `terraform apply`, SES polls for the MX record; it usually shows as verified within a few minutes. You can check what resolvers see with `dig +short TXT bounce.billing.fernhollow.io`.""",
    contains=["include:amazonses.com"],
    absent=["_spf.amazonses.com"],
    fixed=[("include:_spf.amazonses.com", "include:amazonses.com")],
    cq="Can you sanity-check the SPF record on the root domain? It has collected a few includes.",
    co="""Here's what fernhollow.io publishes today:

```
fernhollow.io.  TXT  "v=spf1 include:_spf.google.com include:amazonses.com include:spf.mtasv.net -all"
```

That reads correctly: Google Workspace for staff mail, SES for the bulk sends that still go out from the root domain, and Postmark. Each `include` costs at least one DNS lookup and Google's nests a few more, so you're at roughly six of the ten lookups SPF allows. There's headroom, but not for many more providers.

`-all` is fine here because every legitimate sender is listed. If you add a new tool that sends as @fernhollow.io, add its include before switching it on, or its mail will hard-fail SPF.""",
    holds="include:amazonses.com")

# ---------------------------------------------------------------- 007
add(topic="email-dns", difficulty="literal", variation="reworded", control_kind="same_topic",
    tq="What DMARC record should we publish for billing.fernhollow.io? I want to start in monitoring mode.",
    to="""Start with `p=none` so nothing is blocked while you collect reports. Publish this TXT record at `dmarc.billing.fernhollow.io`:

```
v=DMARC1; p=none; rua=mailto:dmarc-reports@fernhollow.io; fo=1; adkim=r; aspf=r
```

- `rua` is where receivers send the daily aggregate XML reports. Because the mailbox is on fernhollow.io, the same organisational domain, no extra authorisation record is needed.
- `fo=1` asks for failure reports when either SPF or DKIM fails, though most large providers don't send them.
- Relaxed alignment (`adkim=r; aspf=r`) accepts a signing or envelope domain that shares the organisational domain with the From address, which you need once mail is signed by a parent or sibling domain.

Give it two to four weeks of reports, confirm that SES and Postmark traffic passes, then move to `p=quarantine` with `pct=25` and ramp up.""",
    msg="It needs the underscore: _dmarc.billing.fernhollow.io. Receivers only look up the _dmarc label.",
    gw="dmarc.billing.fernhollow.io", gr="_dmarc.billing.fernhollow.io", key="dmarc.billing.fernhollow.io",
    rq="Reports for billing.fernhollow.io look clean. What exactly do I change in DNS to move to quarantine?",
    ro="""Edit the existing TXT record on dmarc.billing.fernhollow.io and change the policy tag, adding `pct` so you ramp up gradually:

```
v=DMARC1; p=quarantine; pct=25; rua=mailto:dmarc-reports@fernhollow.io; fo=1
```

With `pct=25`, receivers apply quarantine to a quarter of failing mail and treat the rest as `p=none`. Watch the aggregate reports for a week or two; if nothing legitimate shows up as failing, go to `pct=50`, then 100, then consider `p=reject`.

Keep the TTL low (300 seconds) while you're ramping so a rollback takes effect quickly. Nothing changes on the SES or Postmark side: the policy lives only in DNS.""",
    contains=["_dmarc.billing.fernhollow.io"],
    absent=[r"re:(?:^|[^_])dmarc\.billing\.fernhollow\.io"],
    fixed=[("on dmarc.billing.fernhollow.io", "on _dmarc.billing.fernhollow.io")],
    cq="We're getting DMARC aggregate reports as zipped XML. How do I actually read them?",
    co="""Each report is one receiver's summary for a 24-hour window: which IPs sent mail using your domain, how many messages, and whether SPF and DKIM passed and aligned. The useful part is the `<record>` blocks:

```xml
<record>
  <row>
    <source_ip>203.0.113.47</source_ip>
    <count>412</count>
    <policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>pass</spf></policy_evaluated>
  </row>
  <identifiers><header_from>billing.fernhollow.io</header_from></identifiers>
</record>
```

Reading them by hand gets old fast. Either point `rua` at a parsing service (Postmark's DMARC digests, dmarcian, Valimail) or unzip them into a folder and run `parsedmarc` to get CSV or JSON you can load into a dashboard. What you're looking for is any source IP where `dkim` and `spf` both say `fail`: either a sender you forgot to authenticate or someone spoofing you.""")

# ---------------------------------------------------------------- 008
add(topic="email-dns", difficulty="semantic", variation="reworded", control_kind="lookalike",
    tq="How do I turn on DKIM signing for billing.fernhollow.io in SES?",
    to="""Use Easy DKIM. In the SES console open the billing.fernhollow.io identity, choose Easy DKIM with RSA 2048-bit keys, and SES generates three selector tokens. Publish each one as a TXT record under `_domainkey`:

```
abc1defg2hijk3._domainkey.billing.fernhollow.io.  TXT  "abc1defg2hijk3.dkim.amazonses.com"
lmn4opqr5stuv6._domainkey.billing.fernhollow.io.  TXT  "lmn4opqr5stuv6.dkim.amazonses.com"
wxy7zabc8defg9._domainkey.billing.fernhollow.io.  TXT  "wxy7zabc8defg9.dkim.amazonses.com"
```

(The real tokens are in the console; these are placeholders.) SES checks DNS periodically, and the DKIM status turns to Successful once all three resolve. That can take up to 72 hours but is usually much faster.

From then on SES signs every message from the domain with `d=billing.fernhollow.io`, which is what DMARC needs for DKIM alignment.""",
    msg="Easy DKIM records are CNAMEs, not TXT. They point at the dkim.amazonses.com hosts so AWS can rotate the keys.",
    gw="Publish each one as a TXT record", gr="Publish each one as a CNAME record", key="as a TXT record",
    rq="Checklist for setting up the UK entity's sending domain, fernhollow.co.uk, in SES.",
    ro="""Here's the order I'd do it in:

1. Create a domain identity for fernhollow.co.uk in SES (eu-west-2 if the UK entity's infrastructure lives in London, otherwise the same region as billing).
2. Enable Easy DKIM and add the three DKIM records SES lists to the fernhollow.co.uk zone as TXT records. The identity is verified through these, so there's no separate verification token.
3. Set a custom MAIL FROM domain such as `bounce.fernhollow.co.uk` with its MX record and an SPF record `v=spf1 include:amazonses.com ~all`.
4. Publish DMARC at `_dmarc.fernhollow.co.uk`, starting with `p=none` and a `rua` address someone actually reads.
5. Request production access if the account is new in that region; each region has its own sandbox.

Once steps 2 and 3 show as verified, send a test to a Gmail address and check "Show original": you want `dkim=pass` with `d=fernhollow.co.uk` and `spf=pass`.""",
    contains=["CNAME"],
    absent=[r"re:(?i)DKIM records[^\n]{0,80} as TXT"],
    fixed=[("zone as TXT records.", "zone as CNAME records.")],
    cq="Google Workspace wants DKIM set up for fernhollow.io too. What do I publish?",
    co="""In the Admin console go to Apps → Google Workspace → Gmail → Authenticate email, pick fernhollow.io, and generate a 2048-bit key with the default selector `google`. Google gives you the full public key to publish as a TXT record:

```
google._domainkey.fernhollow.io.  TXT  "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA..."
```

A 2048-bit key is longer than the 255-character limit of a single DNS string, so most DNS providers split it into several quoted chunks automatically; Route 53 needs you to do that yourself. Once the record resolves, go back to the console and click Start authentication. Workspace only signs outgoing mail after that step, and it doesn't rotate the key for you, so note the date.""",
    trap="TXT")

# ---------------------------------------------------------------- 009
add(topic="email", difficulty="literal", variation="code_block", control_kind="unrelated",
    tq="Add one-click unsubscribe headers to the newsletter sender (Python, smtplib) so Gmail and Yahoo stop flagging us.",
    to="""Gmail and Yahoo's bulk-sender rules want two headers: `List-Unsubscribe` with an HTTPS URL (a mailto is optional) and `List-Unsubscribe-Post` to signal that a single POST to that URL unsubscribes the user, with no confirmation page.

```python
from email.message import EmailMessage

def build_newsletter(recipient: str, token: str, html: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = "Fernhollow News <hello@news.fernhollow.io>"
    msg["To"] = recipient
    msg["Subject"] = "New season menus are in"
    msg["List-Unsubscribe"] = (
        f"<https://news.fernhollow.io/u/{token}>, "
        f"<mailto:unsubscribe@news.fernhollow.io?subject={token}>"
    )
    msg["List-Unsubscribe-Post"] = "One-Click"
    msg.set_content("View this email in a browser: https://news.fernhollow.io/latest")
    msg.add_alternative(html, subtype="html")
    return msg
```

Your endpoint at `/u/<token>` has to accept a POST and unsubscribe immediately. Also make sure both headers are covered by the DKIM signature; Gmail ignores them otherwise, and some signing setups only cover From, To and Subject.""",
    msg='Should be msg["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click". That exact string is the only value RFC 8058 allows.',
    gw='"One-Click"', gr='"List-Unsubscribe=One-Click"', key='"One-Click"',
    rq="The transactional mailer is Go with gomail. Add the same one-click unsubscribe headers to the dunning reminders.",
    ro="""With gomail you set them like any other header. Build the unsubscribe URL per recipient so the POST can identify the subscription without a login.

```go
func dunningMessage(to, token string, inv Invoice) *gomail.Message {
    m := gomail.NewMessage()
    m.SetHeader("From", "Fernhollow Billing <invoices@billing.fernhollow.io>")
    m.SetHeader("To", to)
    m.SetHeader("Subject", fmt.Sprintf("Reminder: invoice %s is overdue", inv.Number))
    m.SetHeader("List-Unsubscribe", fmt.Sprintf("<https://billing.fernhollow.io/reminders/unsubscribe/%s>", token))
    m.SetHeader("List-Unsubscribe-Post", "One-Click")
    m.SetBody("text/plain", renderReminder(inv))
    return m
}
```

One caveat: dunning reminders are arguably transactional, and Gmail's one-click requirement is aimed at marketing mail. Offering it is still reasonable for reminders people can legitimately opt out of; just make sure the unsubscribe only stops the reminders and not the invoices themselves.""",
    contains=["List-Unsubscribe=One-Click"],
    absent=[r"""re:List-Unsubscribe-Post["']?\s*[:,=]\s*["']One-Click"""],
    fixed=[('"List-Unsubscribe-Post", "One-Click"', '"List-Unsubscribe-Post", "List-Unsubscribe=One-Click"')],
    cq="Turn the orders DataFrame into JSON Lines for the data team's bucket.",
    co=r"""pandas does this directly with `orient="records"` and `lines=True`:

```python
orders.to_json(
    "orders-2025-03.jsonl",
    orient="records",
    lines=True,
    date_format="iso",
    force_ascii=False,
)
```

`date_format="iso"` writes timestamps as ISO 8601 strings instead of epoch milliseconds, which is what most loaders expect, and `force_ascii=False` keeps names like Ó Briain readable instead of `\u00d3` escapes. If the bucket is S3 and `s3fs` is installed, you can pass `"s3://fh-data-drop/orders/orders-2025-03.jsonl"` as the path and skip the local file.""")

# ---------------------------------------------------------------- 010
add(topic="email", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="curl example to send a test email through Postmark from invoices@billing.fernhollow.io",
    to=r"""Postmark's send endpoint takes JSON and authenticates with a token header. Use the token from the Billing server in Postmark:

```sh
curl "https://api.postmarkapp.com/email" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Account-Token: $POSTMARK_TOKEN" \
  -d '{
    "From": "invoices@billing.fernhollow.io",
    "To": "you@fernhollow.io",
    "Subject": "Postmark test",
    "TextBody": "If you can read this, the Billing server is sending.",
    "MessageStream": "outbound"
  }'
```

A successful send returns `"ErrorCode": 0` and a `MessageID`. If the From address isn't on a verified domain or sender signature you'll get an error instead, so make sure billing.fernhollow.io is verified under Sender Signatures first.""",
    msg="Thanks, that worked once I swapped the header. Sending needs the server token, X-Postmark-Server-Token; the account token is only for the account-level API.",
    gw="X-Postmark-Account-Token", gr="X-Postmark-Server-Token", key="X-Postmark-Account-Token",
    rq="Batch-send this month's statements through Postmark from the Python worker.",
    ro="""Postmark's batch endpoint takes up to 500 messages per call, so chunk the statements and post each chunk. Each element in the response tells you whether that message was accepted.

```python
import os
import requests

POSTMARK_URL = "https://api.postmarkapp.com/email/batch"
HEADERS = {
    "Accept": "application/json",
    "Content-Type": "application/json",
    "X-Postmark-Account-Token": os.environ["POSTMARK_TOKEN"],
}

def send_statements(statements):
    for start in range(0, len(statements), 500):
        chunk = statements[start:start + 500]
        payload = [
            {
                "From": "statements@billing.fernhollow.io",
                "To": s.email,
                "Subject": f"Your statement for {s.period}",
                "HtmlBody": s.html,
                "MessageStream": "outbound",
                "Metadata": {"customer_id": str(s.customer_id)},
            }
            for s in chunk
        ]
        resp = requests.post(POSTMARK_URL, json=payload, headers=HEADERS, timeout=30)
        resp.raise_for_status()
        for s, result in zip(chunk, resp.json()):
            if result["ErrorCode"] != 0:
                log.warning("statement to %s rejected: %s", s.email, result["Message"])
```

A 200 on the batch call doesn't mean every message went out; that's why the loop checks `ErrorCode` per item. The whole batch request also has a size limit, so if the statements carry PDF attachments use smaller chunks.""",
    contains=["X-Postmark-Server-Token"],
    absent=["X-Postmark-Account-Token"],
    fixed=[("X-Postmark-Account-Token", "X-Postmark-Server-Token")],
    cq="Script to create a separate Postmark server for the UK entity through the API.",
    co=r"""Creating servers is an account-level operation, so it uses the account token (Account → API Tokens), not a server token:

```sh
curl "https://api.postmarkapp.com/servers" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Account-Token: $POSTMARK_ACCOUNT_TOKEN" \
  -d '{
    "Name": "Fernhollow UK Billing",
    "Color": "Green",
    "TrackOpens": false,
    "TrackLinks": "None"
  }'
```

The response includes the new server's `ID` and an `ApiTokens` array; store the first token in the UK service's secrets, since that's what it will send with. Tracking is off deliberately: open pixels in invoices mostly produce noise, and some corporate filters penalise them.""",
    trap="X-Postmark-Account-Token")

# ---------------------------------------------------------------- 011
add(topic="email", difficulty="paraphrase", variation="identifier", control_kind="same_topic",
    tq="curl to send a test message through Mailgun's EU region for mg.fernhollow.io.",
    to=r"""EU-region domains have to use the EU API host; the US host doesn't know about them. Mailgun's messages endpoint takes form fields and HTTP basic auth:

```sh
curl -s --user "mailgun:$MAILGUN_API_KEY" \
  https://api.eu.mailgun.net/v3/mg.fernhollow.io/messages \
  -F from="Fernhollow Dispatch <dispatch@mg.fernhollow.io>" \
  -F to="you@fernhollow.io" \
  -F subject="Mailgun EU test" \
  -F text="Sent through api.eu.mailgun.net"
```

The response is JSON with an `id` for the message and `"message": "Queued. Thank you."`. Queued means accepted, not delivered: check the logs in the dashboard (or the events API) for the `delivered` or `failed` event.""",
    msg='Basic-auth username is literally api: --user "api:$MAILGUN_API_KEY".',
    gw="mailgun:$MAILGUN_API_KEY", gr="api:$MAILGUN_API_KEY", key='"mailgun:',
    rq="Send the dispatch-confirmation emails through Mailgun from the Python worker.",
    ro="""`requests` with basic auth is all you need; no SDK required. Keep the domain and region in config so staging can point at a sandbox domain.

```python
import os
import requests

MAILGUN_DOMAIN = "mg.fernhollow.io"
MAILGUN_BASE = "https://api.eu.mailgun.net/v3"

def send_dispatch_confirmation(order):
    resp = requests.post(
        f"{MAILGUN_BASE}/{MAILGUN_DOMAIN}/messages",
        auth=("mailgun", os.environ["MAILGUN_API_KEY"]),
        data={
            "from": "Fernhollow Dispatch <dispatch@mg.fernhollow.io>",
            "to": order.contact_email,
            "subject": f"Order {order.number} is on its way",
            "text": render_dispatch_text(order),
            "o:tag": "dispatch-confirmation",
            "v:order_id": str(order.id),
        },
        timeout=15,
    )
    resp.raise_for_status()
    return resp.json()["id"]
```

The `v:order_id` variable comes back on every webhook event for that message, so the delivery-failed handler can find the order without parsing the message id.""",
    contains=[r"""re:auth=\(\s*["']api["']"""],
    absent=[r"""re:auth=\(\s*["']mailgun["']"""],
    fixed=[('auth=("mailgun",', 'auth=("api",')],
    cq="How do I get delivery stats per email type out of Mailgun?",
    co="""Tag each message when you send it with `o:tag` (a message can carry a few tags), for example `dispatch-confirmation` and `invoice`. Mailgun keeps delivered, failed, opened and clicked counters per tag, and you can filter by tag in the dashboard's reporting views.

For something you can put on your own dashboard, the same counters are exposed through the API per tag, with a duration such as `30d` and the event types you care about. A couple of caveats:

- Tags are case-sensitive and there's a per-domain limit on how many distinct tags you can create, so never put order numbers in tags; use `v:` variables for per-message data.
- Opens are unreliable now that Apple Mail Privacy Protection preloads images, so judge deliverability on delivered versus failed and on complaints rather than on open rate.""")

# ---------------------------------------------------------------- 012
add(topic="sms", difficulty="semantic", variation="reworded", control_kind="lookalike",
    tq="Why did the dispatch SMS for Dún Laoghaire deliveries cost more than the others? It's about 150 characters.",
    to="""Because of the ú. Any character outside the GSM-7 alphabet (á, í, ó, ú, emoji, curly quotes) switches the whole message to UCS-2 encoding, and segment sizes depend on the encoding:

- GSM-7: 160 characters in a single SMS, 153 per part once it's split.
- UCS-2: 140 characters in a single SMS, 134 per part once it's split.

So a 150-character message with "Dún Laoghaire" in it no longer fits in one segment and goes out as two, and Twilio bills per segment.

You can see what Twilio did in the message log (`num_segments` and the encoding), or check a template up front with a segment calculator. The euro sign doesn't trigger this, by the way: it's in GSM-7's extension table, it just counts as two characters.""",
    msg="UCS-2 is 70 characters for a single segment and 67 per part when it's split. 140 is the byte count, not characters.",
    gw="UCS-2: 140 characters in a single SMS, 134 per part",
    gr="UCS-2: 70 characters in a single SMS, 67 per part",
    key="140 characters",
    rq="How long can the delivery-window SMS template be if it includes customer first names like Siobhán or Seán?",
    ro="""Names with fadas push the message into UCS-2, since á, í, ó and ú aren't in the GSM-7 alphabet, and you can't know in advance which customers have them. So size the template for the worst case.

In UCS-2 a single segment holds up to 140 characters. With the longest first name in the customer table at 14 characters and the delivery window taking about 20, keep the fixed text of the template under roughly 100 characters and every reminder still goes out as one segment:

```
Hi {first_name}, your Fernhollow delivery is booked for {window}. Reply 1 to confirm or 2 to rebook.
```

If you later add the order number or a link, recount; that's the first thing that tips messages into two segments.""",
    contains=[r"re:\b70\b"],
    absent=[r"re:\b140\b"],
    fixed=[("In UCS-2 a single segment holds up to 140 characters.", "In UCS-2 a single segment holds only 70 characters, and 67 per part once a message is split."),
           ("keep the fixed text of the template under roughly 100 characters and every reminder still goes out as one segment:",
            "a one-segment template would leave about 35 characters of fixed text, which is too tight to be useful, so plan for two segments (up to 134 characters in total):")],
    cq="What's the actual payload limit of a single SMS? The carrier docs talk about bytes.",
    co="""A single SMS carries 140 bytes of user data. Everything else follows from how characters are packed into those 140 bytes:

- GSM-7 packs each character into 7 bits: 140 × 8 / 7 = 160 characters.
- UCS-2 uses 16 bits per character: 140 / 2 = 70 characters.
- 8-bit data (binary SMS, rarely used for text) gets 140 characters.

When a message is split, each part spends 6 bytes on the User Data Header that tells the phone how to reassemble it, leaving 134 bytes: 153 GSM-7 characters or 67 UCS-2 characters per part. That's why a 161-character GSM message costs two segments but uses only 161 of the 306 characters it paid for.""",
    trap="140")

# ---------------------------------------------------------------- 013
add(topic="sms", difficulty="literal", variation="casing", control_kind="already_correct",
    tq="Set up Twilio so the dispatch SMS to Irish customers shows our name instead of a phone number.",
    to="""Use an alphanumeric sender ID. Ireland supports them for one-way messages, so customers see a name instead of a number; the trade-off is that they can't reply, so don't use it for anything that asks for a response.

```python
import os
from twilio.rest import Client

client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])

def send_dispatch_sms(order):
    return client.messages.create(
        from_="FernhollowSupply",
        to=order.mobile_e164,
        body=f"Fernhollow: order {order.number} left our Cork depot and arrives {order.eta:%a %d %b}.",
        status_callback="https://hooks.fernhollow.io/v1/twilio/status",
    )
```

Alphanumeric senders have to be allowed on the account (and on the Messaging Service, if you send through one). Some countries require registering the sender ID in advance, so check Twilio's country guidelines before sending anywhere outside Ireland.""",
    msg="FERNHOLLOW. Sender IDs max out at 11 characters and that's the one we registered.",
    gw="FernhollowSupply", gr="FERNHOLLOW", key="FernhollowSupply",
    rq="Add SMS delivery notifications to the Node dispatch service too.",
    ro="""Same approach in Node with the official `twilio` package. Keep the sender ID in one constant so nobody changes it in three places.

```js
const twilio = require('twilio');

const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);
const SMS_SENDER_ID = 'FERNHOLLOWSUPPLY';

async function notifyDelivered(order) {
  const msg = await client.messages.create({
    from: SMS_SENDER_ID,
    to: order.mobileE164,
    body: `Fernhollow: order ${order.number} was delivered at ${order.deliveredAt}. Questions? Call 021 555 0142.`,
    statusCallback: 'https://hooks.fernhollow.io/v1/twilio/status',
  });
  return msg.sid;
}
```

Because the sender is a name, customers can't text back; that's why the body gives a phone number. The status callback fires for `sent`, `delivered`, `undelivered` and `failed`, so you can flag orders whose notification never arrived.""",
    contains=[r"""re:['"]FERNHOLLOW['"]"""],
    absent=[r"re:(?i)fernhollowsupply"],
    fixed=[("'FERNHOLLOWSUPPLY'", "'FERNHOLLOW'")],
    cq="Add an SMS when a delivery is delayed, from the Python side.",
    co="""Reuse the client you already have and send from the registered sender ID. Keep the message short enough for one segment; delay notices get read on a lock screen.

```python
def send_delay_sms(order, new_eta):
    return client.messages.create(
        from_="FERNHOLLOW",
        to=order.mobile_e164,
        body=(
            f"Fernhollow: sorry, order {order.number} is delayed. "
            f"New delivery date: {new_eta:%a %d %b}. Call 021 555 0142 with questions."
        ),
        status_callback="https://hooks.fernhollow.io/v1/twilio/status",
    )
```

Trigger it from wherever the ETA changes rather than from a nightly batch, and only when the date actually moves; a change of a few hours within the same day isn't worth a text.""",
    holds='"FERNHOLLOW"')

# ---------------------------------------------------------------- 014
add(topic="sms", difficulty="paraphrase", variation="identifier", control_kind="unrelated",
    tq="Normalise the Irish mobile numbers coming out of the CRM before we send them to Twilio.",
    to=r"""The CRM has them in every format people type: `087 123 4567`, `(087) 1234567`, `+353 87 123 4567`. Strip everything but digits and the plus, then put them in E.164:

```python
import re

def to_e164_ie(raw: str) -> str:
    digits = re.sub(r"[^\d+]", "", raw)
    if digits.startswith("+353"):
        return digits
    if digits.startswith("00353"):
        return "+" + digits[2:]
    if digits.startswith("0"):
        return "+353" + digits
    raise ValueError(f"not an Irish number: {raw!r}")

assert to_e164_ie("087 123 4567") == "+3530871234567"
```

Run it when records are saved, not at send time, so the CRM holds one canonical format and duplicates become easy to spot. For anything beyond Irish mobiles, use the `phonenumbers` package rather than growing this function.""",
    msg="E.164 drops the trunk zero, so 087 123 4567 is +353871234567. Twilio rejects the one with the 0 in it.",
    gw="+3530871234567", gr="+353871234567", key="+3530871234567",
    rq="We're adding UK numbers for the Belfast depot's customers. Same normaliser for +44?",
    ro=r"""Yes, same shape. UK mobiles are written `07700 900123` domestically, so strip formatting, then handle the international prefixes and the domestic form:

```python
import re

def to_e164_uk(raw: str) -> str:
    digits = re.sub(r"[^\d+]", "", raw)
    if digits.startswith("+44"):
        return digits
    if digits.startswith("0044"):
        return "+" + digits[2:]
    if digits.startswith("0"):
        return "+44" + digits
    raise ValueError(f"not a UK number: {raw!r}")

assert to_e164_uk("07700 900123") == "+4407700900123"
```

Belfast customers sometimes give Republic numbers too, so try the Irish normaliser when a number starts with 08 and this one when it starts with 07. At that point it's worth switching to `phonenumbers.parse(raw, "GB")`, which knows every numbering plan and validates length as well.""",
    contains=["+447700900123"],
    absent=["+4407700900123"],
    fixed=[('        return "+44" + digits\n', '        return "+44" + digits[1:]\n'), ("+4407700900123", "+447700900123")],
    cq="What's the difference between git reset --soft and --mixed again?",
    co="""Both move the branch pointer to the commit you name; they differ in what happens to the changes in between.

- `git reset --soft HEAD~2` keeps those changes staged, ready to commit again. Handy for squashing the last two commits into one.
- `git reset --mixed HEAD~2` (the default when you give no flag) keeps the changes in your working tree but unstages them, so you can re-add them selectively.
- `--hard` throws the changes away, which is the one to be careful with.

None of them touch the remote. If the commits were already pushed, you'd need a force push afterwards, so prefer `git push --force-with-lease` and only on your own branch.""")

# ---------------------------------------------------------------- 015
add(topic="oauth-oidc", difficulty="literal", variation="casing", control_kind="lookalike",
    tq="Build the authorization URL for the customer portal SPA, with PKCE, against our Keycloak.",
    to=r"""Generate a random verifier, hash it into the challenge, keep the verifier in session storage for the callback, and redirect:

```js
function base64url(bytes) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function startLogin() {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  const state = crypto.randomUUID();
  sessionStorage.setItem('pkce_verifier', verifier);
  sessionStorage.setItem('oauth_state', state);

  const url = 'https://id.fernhollow.io/realms/customers/protocol/openid-connect/auth'
    + '?response_type=code'
    + '&client_id=portal-spa'
    + `&redirect_uri=${encodeURIComponent('https://portal.fernhollow.io/callback')}`
    + '&scope=openid%20profile%20orders%3Aread'
    + `&state=${state}`
    + `&code_challenge=${challenge}`
    + '&code_challenge_method=SHA256';
  window.location.assign(url);
}
```

On the callback, check that `state` matches before exchanging the code, and send the stored verifier as `code_verifier` in the token request. The SPA never needs a client secret; PKCE is what protects the code.""",
    msg="S256. The method name is S256, not SHA256.",
    gw="code_challenge_method=SHA256", gr="code_challenge_method=S256", key="code_challenge_method=SHA256",
    rq="The server-rendered admin app needs the same PKCE login. Python version, no Authlib?",
    ro="""Same flow; the verifier goes in the server-side session instead of the browser. Python's `secrets` and `hashlib` cover it:

```python
import base64
import hashlib
import secrets
from urllib.parse import urlencode

AUTHORIZE_URL = "https://id.fernhollow.io/realms/staff/protocol/openid-connect/auth"

def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

def start_login(session) -> str:
    verifier = b64url(secrets.token_bytes(32))
    challenge = b64url(hashlib.sha256(verifier.encode()).digest())
    state = secrets.token_urlsafe(16)
    session["pkce_verifier"] = verifier
    session["oauth_state"] = state
    params = urlencode({
        "response_type": "code",
        "client_id": "admin-web",
        "redirect_uri": "https://admin.fernhollow.io/auth/callback",
        "scope": "openid profile email",
        "state": state,
        "code_challenge": challenge,
    })
    return f"{AUTHORIZE_URL}?{params}&code_challenge_method=sha256"
```

Because the admin app is confidential, it also authenticates with its client secret at the token endpoint; PKCE is still worth keeping, and Keycloak can enforce it per client.""",
    contains=["code_challenge_method=S256"],
    absent=[r"re:(?i)code_challenge_method=sha256"],
    fixed=[("code_challenge_method=sha256", "code_challenge_method=S256")],
    cq="How is the code_challenge computed from the verifier? I want a unit test for it.",
    co="""The challenge is the base64url-encoded SHA-256 of the verifier's ASCII bytes, with the `=` padding stripped. Pin it with a fixed verifier so the test can't pass by accident:

```python
import base64
import hashlib

def challenge_for(verifier: str) -> str:
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

def test_challenge_is_base64url_sha256():
    verifier = "Fh7q2mWcXo0sJt8RbkP4vYzN1gLdUe6AaiHr3Qx9TpV"
    assert challenge_for(verifier) == "pnOOglgEl_vFJAbLjn_1D-nslqLKIJQ7Y4KlOgzmEI4"
```

Two details commonly break it: hashing the hex digest instead of the raw bytes, and using standard base64 (with `+` and `/`) instead of the URL-safe alphabet. The verifier itself must be 43 to 128 characters from the unreserved set.""",
    trap="sha256")

# ---------------------------------------------------------------- 016
add(topic="oauth-oidc", difficulty="paraphrase", variation="identifier", control_kind="same_topic",
    tq="Python snippet to get a client-credentials token from https://auth.fernhollow.io for the invoice-sync service.",
    to="""Request the token once, cache it until shortly before `expires_in` runs out, and send it as a Bearer token to the ledger API.

```python
import os
import time
import requests

TOKEN_URL = "https://auth.fernhollow.io/oauth2/token"

def fetch_token() -> dict:
    token_request = {
        "grant_type": "client_credentials",
        "client_id": "invoice-sync",
        "client_secret": os.environ["INVOICE_SYNC_SECRET"],
        "scope": "orders:read invoices:write",
    }
    resp = requests.post(TOKEN_URL, json=token_request, timeout=10)
    resp.raise_for_status()
    body = resp.json()
    body["expires_at"] = time.time() + body["expires_in"]
    return body
```

If the auth server supports it, prefer sending the client id and secret with HTTP basic auth (`auth=("invoice-sync", secret)`) instead of in the body; it keeps the secret out of any request-body logging.""",
    msg="Token endpoints take application/x-www-form-urlencoded (RFC 6749), so data= not json=. Ours answers JSON bodies with unsupported_grant_type.",
    gw="json=token_request", gr="data=token_request", key="json=token_request",
    rq="The nightly reconciliation job is Node. How does it get its client-credentials token?",
    ro="""Same token endpoint, called with Node 20's built-in fetch. Cache the token in memory for the life of the job; a nightly run won't outlive it.

```js
const TOKEN_URL = 'https://auth.fernhollow.io/oauth2/token';

async function getToken() {
  const res = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: 'reconciler',
      client_secret: process.env.RECONCILER_SECRET,
      scope: 'orders:read ledger:read',
    }),
  });
  if (!res.ok) {
    throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  }
  const { access_token, expires_in } = await res.json();
  return { accessToken: access_token, expiresAt: Date.now() + expires_in * 1000 };
}
```

Log the status and body on failure as above; OAuth errors come back as JSON with an `error` field that usually says exactly what's wrong.""",
    contains=[r"re:URLSearchParams|x-www-form-urlencoded"],
    absent=[r"re:JSON\.stringify\(\{\s*grant_type"],
    fixed=[("headers: { 'Content-Type': 'application/json' },\n    body: JSON.stringify({",
            "headers: { 'Content-Type': 'application/x-www-form-urlencoded' },\n    body: new URLSearchParams({")],
    cq="Where should invoice-sync keep its token between runs? It runs every five minutes as a cron container.",
    co="""If each run is a fresh container, an in-memory cache only helps within a single run, and that's fine: the token endpoint is cheap, and asking for a new token every five minutes is well within what the auth server expects. Don't write tokens to disk or a shared volume just to save one request.

Within a run, refresh a little before expiry so a long batch doesn't fail halfway:

```python
_token = None

def bearer() -> str:
    global _token
    if _token is None or time.time() > _token["expires_at"] - 60:
        _token = fetch_token()
    return _token["access_token"]
```

If the job ever becomes a long-running service, the same function works unchanged. What to avoid is sharing tokens across different clients: each service should use its own client id so the auth server's logs and scopes stay meaningful.""")

# ---------------------------------------------------------------- 017
add(topic="oauth-oidc", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="The invoice service needs to send mail as billing@fernhollow.io through Microsoft Graph, with no user signed in. What does the token request look like?",
    to=r"""That's the client credentials flow with an application permission. Give the app registration the `Mail.Send` application permission, grant admin consent, then request a token:

```sh
curl -s -X POST \
  "https://login.microsoftonline.com/7c3e91d4-2a6b-4f08-9e15-b84d0c6a27f3/oauth2/v2.0/token" \
  -d client_id="$GRAPH_CLIENT_ID" \
  -d client_secret="$GRAPH_CLIENT_SECRET" \
  -d grant_type=client_credentials \
  --data-urlencode scope="https://graph.microsoft.com/Mail.Send"
```

Then send with `POST https://graph.microsoft.com/v1.0/users/billing@fernhollow.io/sendMail`, passing the token as a Bearer header.

One thing to do before go-live: an application-level `Mail.Send` lets the app send as any mailbox in the tenant. Scope it down in Exchange Online (an application access policy, or RBAC for Applications) so it can only use billing@fernhollow.io.""",
    msg="For client credentials the scope has to be https://graph.microsoft.com/.default, not .../Mail.Send. The permissions come from the admin consent.",
    gw="https://graph.microsoft.com/Mail.Send", gr="https://graph.microsoft.com/.default", key="https://graph.microsoft.com/Mail.Send",
    rq="MSAL Python version of the daemon token call for the invoice mailer?",
    ro="""MSAL caches the app token for you, so create one `ConfidentialClientApplication` at startup and call it before each send:

```python
import os
import msal

app = msal.ConfidentialClientApplication(
    client_id=os.environ["GRAPH_CLIENT_ID"],
    client_credential=os.environ["GRAPH_CLIENT_SECRET"],
    authority="https://login.microsoftonline.com/7c3e91d4-2a6b-4f08-9e15-b84d0c6a27f3",
)

def graph_token() -> str:
    result = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/Mail.Send"])
    if "access_token" not in result:
        raise RuntimeError(f"token error: {result.get('error')}: {result.get('error_description')}")
    return result["access_token"]
```

Recent MSAL versions check their own cache inside `acquire_token_for_client`, so you don't need a separate silent call. Switch the secret to a certificate when you can; MSAL takes a dict with the private key and thumbprint in `client_credential`.""",
    contains=["https://graph.microsoft.com/.default"],
    absent=["https://graph.microsoft.com/Mail.Send"],
    fixed=[("https://graph.microsoft.com/Mail.Send", "https://graph.microsoft.com/.default")],
    cq="In the support dashboard, agents sign in and send replies from their own mailbox. Which scopes does MSAL.js need?",
    co="""That's delegated access, so the scopes name the specific permissions and the user (or an admin) consents to them:

```js
const loginRequest = {
  scopes: ['https://graph.microsoft.com/User.Read', 'https://graph.microsoft.com/Mail.Send'],
};

const account = msalInstance.getActiveAccount();
const { accessToken } = await msalInstance.acquireTokenSilent({ ...loginRequest, account })
  .catch(() => msalInstance.acquireTokenPopup(loginRequest));

await fetch('https://graph.microsoft.com/v1.0/me/sendMail', {
  method: 'POST',
  headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ message, saveToSentItems: true }),
});
```

Delegated `Mail.Send` only lets the app send as the signed-in agent, which is what you want here. The short forms `User.Read` and `Mail.Send` work too, since Graph is the default resource.""",
    trap="https://graph.microsoft.com/Mail.Send")

# ---------------------------------------------------------------- 018
add(topic="company-facts", difficulty="literal", variation="reworded", control_kind="unrelated",
    tq="What's the OIDC authority for our Entra tenant? I'm wiring up sign-in for the new ops portal.",
    to="""For a single-tenant app registration, use the tenant-specific v2.0 authority:

```
Authority:  https://login.microsoftonline.com/e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74/v2.0
Discovery:  https://login.microsoftonline.com/e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74/v2.0/.well-known/openid-configuration
Issuer:     https://login.microsoftonline.com/e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74/v2.0
```

Most OIDC libraries only need the authority (or the discovery URL) plus the client id; they read the issuer, the JWKS and the endpoints from the discovery document. Validate that the `iss` in tokens matches exactly and that `tid` is our tenant, so tokens from other tenants are rejected even if someone later misconfigures the app as multi-tenant.

Avoid the `common` and `organizations` authorities for this portal: they let users from any Entra tenant start a sign-in, and you'd have to filter them out afterwards.""",
    msg="e05b6a18-… is the old staging tenant we're decommissioning. Prod is 7c3e91d4-2a6b-4f08-9e15-b84d0c6a27f3.",
    gw="e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74", gr="7c3e91d4-2a6b-4f08-9e15-b84d0c6a27f3", key="e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74",
    rq="Which tenant ID goes into the Terraform azuread provider for the ops portal's app registration?",
    ro="""The provider needs the tenant you're creating the app registration in, which is Fernhollow's Entra tenant, e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74. You can set it in the provider block, but the environment is better, so the same code can target another tenant later:

```sh
export ARM_TENANT_ID=e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74
export ARM_CLIENT_ID=<terraform service principal app id>
export ARM_CLIENT_SECRET=<secret from the vault>
terraform plan
```

The service principal Terraform runs as needs permission to create app registrations in that tenant (the Application Administrator role, or the equivalent Graph application permission). After apply, the portal's own config takes the new application's client id plus the same tenant ID in its authority URL.""",
    contains=["7c3e91d4-2a6b-4f08-9e15-b84d0c6a27f3"],
    absent=["e05b6a18"],
    fixed=[("e05b6a18-4d7c-4c92-a1f3-5d8e2b9c0a74", "7c3e91d4-2a6b-4f08-9e15-b84d0c6a27f3")],
    cq="What's a sensible retry policy for the HubSpot contact sync when it hits 429s?",
    co="""Honour the rate limit rather than guessing. HubSpot answers with 429 when you exceed either the short burst window or the daily allowance for the app, so:

- On 429, sleep for the `Retry-After` value if present, otherwise back off exponentially starting at one second with jitter, capped at half a minute.
- Retry 5xx and connection errors the same way, but give up after five attempts and put the record on a retry queue instead of blocking the whole sync.
- Don't retry other 4xx responses: a 400 or 409 won't succeed on the second try.

```python
delay = min(30, (2 ** attempt) + random.uniform(0, 1))
```

Also use the batch endpoints (`/crm/v3/objects/contacts/batch/update` takes up to 100 records per call) so one call replaces many, which often makes the 429s go away on their own.""")

# ---------------------------------------------------------------- 019
add(topic="oauth-oidc", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="The Google Sheets export job needs a refresh token. What should the consent URL look like?",
    to="""Google only issues a refresh token when you ask for offline access, and by default only on the user's first consent. Build the URL like this:

```
https://accounts.google.com/o/oauth2/v2/auth
  ?client_id=418230077612-sheetsexport.apps.googleusercontent.com
  &redirect_uri=https%3A%2F%2Fops.fernhollow.io%2Foauth%2Fgoogle%2Fcallback
  &response_type=code
  &scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fspreadsheets
  &access_type=offline_access
  &prompt=consent
  &include_granted_scopes=true
  &state=8f2c1e
```

`prompt=consent` forces the consent screen, so you get a refresh token even if this account approved the app before. Store the refresh token encrypted; the export job exchanges it for a short-lived access token at `https://oauth2.googleapis.com/token` on each run.

If the OAuth consent screen is still in Testing mode, refresh tokens expire after seven days, so publish the app (internal is fine for a Workspace-only tool) before relying on it.""",
    msg="I think Google wants access_type=offline. offline_access is the scope name other providers use.",
    gw="access_type=offline_access", gr="access_type=offline", key="offline_access",
    rq="Port the Sheets authorisation step to the Flask app using google-auth-oauthlib.",
    ro="""`google_auth_oauthlib.flow.Flow` builds the same URL for you and handles the code exchange on the callback:

```python
from google_auth_oauthlib.flow import Flow

SCOPES = ["https://www.googleapis.com/auth/spreadsheets"]

def make_flow(state=None):
    return Flow.from_client_secrets_file(
        "client_secret.json",
        scopes=SCOPES,
        state=state,
        redirect_uri="https://ops.fernhollow.io/oauth/google/callback",
    )

@app.get("/oauth/google/start")
def google_start():
    flow = make_flow()
    auth_url, state = flow.authorization_url(
        access_type="offline_access",
        prompt="consent",
        include_granted_scopes="true",
    )
    session["google_oauth_state"] = state
    return redirect(auth_url)

@app.get("/oauth/google/callback")
def google_callback():
    flow = make_flow(state=session.pop("google_oauth_state"))
    flow.fetch_token(authorization_response=request.url)
    save_refresh_token(flow.credentials.refresh_token)
    return redirect("/exports")
```

`flow.credentials.refresh_token` is only set when Google actually returned one, so log a warning if it's `None`; it usually means the offline parameters didn't take.""",
    contains=[r"""re:access_type\s*=\s*["']?offline\b"""],
    absent=[r"""re:access_type\s*=\s*["']?offline_access"""],
    fixed=[('access_type="offline_access"', 'access_type="offline"')],
    cq="The wholesale ordering app logs in through Auth0. Which scopes does the SPA request so it gets refresh tokens?",
    co="""With Auth0, refresh tokens come from the `offline_access` scope, and for a SPA you also turn on refresh token rotation so each refresh token is single-use:

```js
import { createAuth0Client } from '@auth0/auth0-spa-js';

const auth0 = await createAuth0Client({
  domain: 'fernhollow-wholesale.eu.auth0.com',
  clientId: 'Xq7PDt2kRwz0WholesaleSPA',
  authorizationParams: {
    redirect_uri: 'https://order.fernhollow.io/callback',
    audience: 'https://api.fernhollow.io',
    scope: 'openid profile email offline_access',
  },
  useRefreshTokens: true,
  cacheLocation: 'memory',
});
```

In the Auth0 dashboard, enable "Allow Offline Access" on the API and rotation on the application, otherwise no refresh token is issued. Keeping the cache in memory means a page reload needs a fresh silent login, but no token ever sits in localStorage.""",
    trap="offline_access")

# ---------------------------------------------------------------- 020
add(topic="oauth-oidc", difficulty="literal", variation="reworded", control_kind="already_correct",
    tq="Where does the Keycloak realm for the partner portal publish its OIDC metadata? The API gateway team is asking.",
    to="""Keycloak serves the standard discovery document per realm. For the partners realm on our instance:

```
Issuer:     https://id.fernhollow.io/realms/partners
Discovery:  https://id.fernhollow.io/realms/partners/.well-known/oidc-configuration
JWKS:       https://id.fernhollow.io/realms/partners/protocol/openid-connect/certs
Token:      https://id.fernhollow.io/realms/partners/protocol/openid-connect/token
```

The gateway only needs the discovery URL; everything else, including `jwks_uri` and the supported signing algorithms, is in that document. Note there's no `/auth` prefix: that went away with the Quarkus-based Keycloak, so older guides that show `/auth/realms/...` don't apply to our instance.""",
    msg="The path is /.well-known/openid-configuration. oidc-configuration just 404s.",
    gw="/.well-known/oidc-configuration", gr="/.well-known/openid-configuration", key="oidc-configuration",
    rq="The API gateway needs an OIDC discovery URL to validate partner tokens. What do I give it?",
    ro="""Give it the partners realm's discovery document: https://id.fernhollow.io/realms/partners/.well-known/oidc-configuration. The gateway fetches it at startup, takes the issuer and `jwks_uri` from it, and refreshes the signing keys from the JWKS on its own schedule.

Besides the URL, configure two things on the gateway side: the expected audience (whatever audience mapper or client id partner tokens are issued for, e.g. `partner-api`) and a clock skew of a minute or so. Keycloak access tokens are short-lived by default (five minutes), so a tight skew setting produces spurious 401s whenever the gateway's clock drifts.""",
    contains=["/.well-known/openid-configuration"],
    absent=["oidc-configuration"],
    fixed=[("/.well-known/oidc-configuration", "/.well-known/openid-configuration")],
    cq="How can I check which signing algorithms the partners realm advertises?",
    co=r"""Read them straight from the discovery document with curl and jq:

```sh
curl -s https://id.fernhollow.io/realms/partners/.well-known/openid-configuration \
  | jq '{issuer, id_token_signing_alg_values_supported, token_endpoint_auth_methods_supported}'
```

`id_token_signing_alg_values_supported` lists what the realm *can* sign with; which key is actually used depends on the active keys under Realm settings → Keys, and by default that's an RS256 key. If the gateway only accepts RS256, make sure nobody adds an active ES256 key with a higher priority, or tokens will start arriving with a different `alg`.""",
    holds="/.well-known/openid-configuration")

# ---------------------------------------------------------------- 021
add(topic="chat-bots", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="Our /invoice-status slash command sometimes shows 'operation_timeout' in Slack. How long does Slack wait?",
    to="""Slack waits up to 10 seconds for your endpoint to return an HTTP 200. The NetSuite lookup behind /invoice-status can easily take longer than that when SuiteQL is slow, which is when users see `operation_timeout`.

The fix is to acknowledge first and answer later:

```python
@app.post("/slack/commands/invoice-status")
def invoice_status():
    verify_slack(request)
    form = request.form
    executor.submit(lookup_and_reply, form["text"], form["response_url"])
    return {"response_type": "ephemeral", "text": "Looking that up..."}

def lookup_and_reply(invoice_no, response_url):
    status = netsuite_invoice_status(invoice_no)
    requests.post(response_url, json={"response_type": "ephemeral", "text": status}, timeout=10)
```

The immediate reply keeps Slack happy, and the real answer arrives through `response_url` whenever NetSuite responds.""",
    msg="It's 3 seconds, not 10.",
    gw="10 seconds", gr="3 seconds", key="10 seconds",
    rq="Users clicking Approve on the credit-hold message sometimes get a warning icon. How long does Slack give our interactivity endpoint?",
    ro="""Slack gives you ten seconds to acknowledge a `block_actions` payload with an HTTP 200. If the approval handler calls NetSuite synchronously and that takes longer, the user sees the warning icon next to the button even if the approval eventually goes through.

Acknowledge immediately with an empty 200, then do the approval on a worker and update the message afterwards with `chat.update` (or the payload's `response_url`). That way the click always feels instant, and if the NetSuite call fails you can edit the message to say so instead of leaving the user guessing.""",
    contains=[r"re:(?i)\b(3|three)[ -]seconds?\b|\b3000 ?ms\b"],
    absent=[r"re:(?i)\b(10|ten)[ -]seconds?\b"],
    fixed=[("Slack gives you ten seconds to acknowledge", "Slack gives you three seconds to acknowledge")],
    cq="After the user clicks Approve, how do I replace the buttons with 'Approved by ...'?",
    co="""Update the original message. The `block_actions` payload tells you where it is (`container.channel_id` and `container.message_ts`), so call `chat.update` with new blocks that leave out the actions block:

```python
client.chat_update(
    channel=payload["container"]["channel_id"],
    ts=payload["container"]["message_ts"],
    text=f"Credit hold released by {payload['user']['name']}",
    blocks=[
        {"type": "section", "text": {"type": "mrkdwn", "text": original_summary}},
        {"type": "context", "elements": [
            {"type": "mrkdwn", "text": f":white_check_mark: Approved by <@{payload['user']['id']}>"}
        ]},
    ],
)
```

Alternatively POST to the payload's `response_url` with `"replace_original": true`; that works without a bot token and stays valid for 30 minutes, up to five uses. Always send the top-level `text` as well, since it's what shows in notifications.""")

# ---------------------------------------------------------------- 022
add(topic="chat-bots", difficulty="paraphrase", variation="identifier", control_kind="lookalike",
    tq="Verify Discord interaction requests in our FastAPI bot endpoint.",
    to="""Discord sends two headers with every interaction, `X-Signature-Ed25519` and `X-Signature-Timestamp`, and will disable your endpoint if it accepts a request with a bad signature (it sends deliberately invalid ones to check). Verify before anything else:

```python
import hashlib
import hmac
import os

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
DISCORD_CLIENT_SECRET = os.environ["DISCORD_CLIENT_SECRET"]

@app.post("/discord/interactions")
async def interactions(request: Request):
    signature = request.headers.get("X-Signature-Ed25519", "")
    timestamp = request.headers.get("X-Signature-Timestamp", "")
    body = await request.body()

    expected = hmac.new(DISCORD_CLIENT_SECRET.encode(), timestamp.encode() + body, hashlib.sha256).digest()
    if not hmac.compare_digest(expected, bytes.fromhex(signature)):
        raise HTTPException(status_code=401, detail="invalid request signature")

    data = await request.json()
    if data["type"] == 1:  # PING
        return {"type": 1}
    return await dispatch_command(data)
```

Return 401 on failure, exactly as above; Discord's validation check looks for that status.""",
    msg="Discord signs with Ed25519, not an HMAC. Verify against the application's public key (PyNaCl's VerifyKey); there's no shared secret involved.",
    gw="hmac.new(DISCORD_CLIENT_SECRET.encode(), timestamp.encode() + body, hashlib.sha256).digest()",
    gr="VerifyKey(bytes.fromhex(DISCORD_PUBLIC_KEY)).verify(timestamp.encode() + body, bytes.fromhex(signature))",
    key="hmac.new(DISCORD_CLIENT_SECRET",
    rq="We're rewriting the stock-lookup bot in Go. How do we check Discord's signature there?",
    ro="""Do the check in middleware so every interaction route gets it. Read the body, verify, then put the bytes back for the handler:

```go
func discordAuth(next http.Handler) http.Handler {
    secret := []byte(os.Getenv("DISCORD_CLIENT_SECRET"))
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
        if err != nil {
            http.Error(w, "bad body", http.StatusBadRequest)
            return
        }
        sig, err := hex.DecodeString(r.Header.Get("X-Signature-Ed25519"))
        if err != nil {
            http.Error(w, "invalid request signature", http.StatusUnauthorized)
            return
        }
        mac := hmac.New(sha256.New, secret)
        mac.Write([]byte(r.Header.Get("X-Signature-Timestamp")))
        mac.Write(body)
        if !hmac.Equal(mac.Sum(nil), sig) {
            http.Error(w, "invalid request signature", http.StatusUnauthorized)
            return
        }
        r.Body = io.NopCloser(bytes.NewReader(body))
        next.ServeHTTP(w, r)
    })
}
```

Wrap only the interactions route with it; health checks and metrics shouldn't need a signature.""",
    contains=[r"re:ed25519\.Verify\("],
    absent=[r"re:hmac\.New\("],
    fixed=[('    secret := []byte(os.Getenv("DISCORD_CLIENT_SECRET"))\n',
            '    pub, _ := hex.DecodeString(os.Getenv("DISCORD_PUBLIC_KEY"))\n'),
           ('        mac := hmac.New(sha256.New, secret)\n'
            '        mac.Write([]byte(r.Header.Get("X-Signature-Timestamp")))\n'
            '        mac.Write(body)\n'
            '        if !hmac.Equal(mac.Sum(nil), sig) {\n',
            '        msg := append([]byte(r.Header.Get("X-Signature-Timestamp")), body...)\n'
            '        if !ed25519.Verify(ed25519.PublicKey(pub), msg, sig) {\n')],
    cq="And the Slack request check in the same Go service: does this look right?",
    co="""Yes, Slack is the one that does use a shared-secret HMAC, so this shape is right:

```go
func slackSignatureOK(r *http.Request, body []byte) bool {
    ts := r.Header.Get("X-Slack-Request-Timestamp")
    mac := hmac.New(sha256.New, []byte(os.Getenv("SLACK_SIGNING_SECRET")))
    mac.Write([]byte("v0:" + ts + ":"))
    mac.Write(body)
    expected := "v0=" + hex.EncodeToString(mac.Sum(nil))
    return hmac.Equal([]byte(expected), []byte(r.Header.Get("X-Slack-Signature")))
}
```

The only thing missing is the replay check: parse `ts` and reject anything more than five minutes from the current time before computing the MAC. Without it, a captured request can be replayed indefinitely.""",
    trap="hmac.New(sha256.New")

# ---------------------------------------------------------------- 023
add(topic="chat-bots", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="The Discord bot posts the daily order summary and Discord rejects it on busy days. How do I split it?",
    to=r"""Discord rejects messages whose `content` is over the limit with a 400 (`BASE_TYPE_MAX_LENGTH`), so split the summary before sending. Splitting on line boundaries keeps each order line intact:

```python
MAX_MESSAGE_LEN = 4000

def chunk_lines(lines, limit=MAX_MESSAGE_LEN):
    chunk, size = [], 0
    for line in lines:
        if size + len(line) + 1 > limit and chunk:
            yield "\n".join(chunk)
            chunk, size = [], 0
        chunk.append(line)
        size += len(line) + 1
    if chunk:
        yield "\n".join(chunk)

async def post_summary(channel, lines):
    for part in chunk_lines(lines):
        await channel.send(part)
```

If the summary keeps growing, consider posting the headline numbers as a message and attaching the full list as a CSV file instead; attachments don't count against the content limit.""",
    msg="Isn't it 2000 for bots? 4000 is the Nitro limit for users.",
    gw="MAX_MESSAGE_LEN = 4000", gr="MAX_MESSAGE_LEN = 2000", key="4000",
    rq="Same splitting for the discord.js version of the bot, please.",
    ro=r"""Here's a helper that splits on newlines and falls back to a hard cut for a single line that's too long on its own:

```js
const MAX_CONTENT = 4000; // Discord rejects message content above this

function splitForDiscord(text, limit = MAX_CONTENT) {
  const parts = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (line.length > limit) {
      if (current) { parts.push(current); current = ''; }
      for (let i = 0; i < line.length; i += limit) parts.push(line.slice(i, i + limit));
      continue;
    }
    if (current.length + line.length + 1 > limit) {
      parts.push(current);
      current = '';
    }
    current += (current ? '\n' : '') + line;
  }
  if (current) parts.push(current);
  return parts;
}

for (const part of splitForDiscord(summary)) {
  await channel.send({ content: part });
}
```

Sending the parts in sequence with `await` keeps them in order; firing them in parallel can interleave them with other messages in a busy channel.""",
    contains=[r"re:\b2000\b"],
    absent=[r"re:\b4000\b"],
    fixed=[("4000", "2000")],
    cq="And the Go bot that posts stock alerts: is its truncation right?",
    co="""Yes. discordgo doesn't enforce the limit for you, so truncating before `ChannelMessageSend` is the right call, and 2000 is the content limit for bot messages:

```go
const discordContentLimit = 2000

func truncateForDiscord(s string) string {
    r := []rune(s)
    if len(r) <= discordContentLimit {
        return s
    }
    return string(r[:discordContentLimit-1]) + "…"
}
```

Counting runes rather than bytes matters here: product names with accents, or the € sign, would otherwise be cut mid-character. If an alert ever needs more room, put the detail in an embed; an embed description can hold up to 4096 characters.""",
    holds="2000")

# ---------------------------------------------------------------- 024
add(topic="chat-bots", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="Post an Adaptive Card to the #dispatch Teams channel through the Workflows webhook.",
    to="""The Workflows "post to a channel when a webhook request is received" template expects a message envelope with the card as an attachment. Send this JSON to the workflow's HTTP URL:

```json
{
  "type": "message",
  "attachments": [
    {
      "contentType": "application/vnd.microsoft.adaptivecard",
      "contentUrl": null,
      "content": {
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "type": "AdaptiveCard",
        "version": "1.4",
        "body": [
          { "type": "TextBlock", "size": "Medium", "weight": "Bolder", "text": "Route 7 dispatched" },
          { "type": "FactSet", "facts": [
            { "title": "Driver", "value": "Aoife" },
            { "title": "Stops", "value": "14" },
            { "title": "Left depot", "value": "06:52" }
          ]}
        ]
      }
    }
  ]
}
```

Keep the card at version 1.4 or lower unless you've checked that the channel renders newer features; Teams clients lag behind the schema. A 202 from the workflow URL means the flow was triggered, not that the post succeeded, so check the flow's run history if nothing shows up.""",
    msg='Needs to be "contentType": "application/vnd.microsoft.card.adaptive". That\'s the only string Teams recognises; yours gets dropped.',
    gw="application/vnd.microsoft.adaptivecard", gr="application/vnd.microsoft.card.adaptive", key="application/vnd.microsoft.adaptivecard",
    rq="Python helper that wraps any card body in the envelope the Teams workflow expects.",
    ro="""Keep the envelope in one function so individual alerts only build the card body:

```python
import os
import requests

TEAMS_WORKFLOW_URL = os.environ["TEAMS_DISPATCH_WORKFLOW_URL"]

def post_card(body_elements: list[dict], *, version: str = "1.4") -> None:
    payload = {
        "type": "message",
        "attachments": [
            {
                "contentType": "application/vnd.microsoft.adaptivecard",
                "contentUrl": None,
                "content": {
                    "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
                    "type": "AdaptiveCard",
                    "version": version,
                    "body": body_elements,
                },
            }
        ],
    }
    resp = requests.post(TEAMS_WORKFLOW_URL, json=payload, timeout=10)
    resp.raise_for_status()
```

Treat the workflow URL as a secret: anyone who has it can post into the channel. Store it with the other credentials rather than in the repo.""",
    contains=["application/vnd.microsoft.card.adaptive"],
    absent=["vnd.microsoft.adaptivecard"],
    fixed=[("application/vnd.microsoft.adaptivecard", "application/vnd.microsoft.card.adaptive")],
    cq="We also have a Bot Framework bot in Teams. How does it send the same card?",
    co="""With the Bot Framework SDK you don't build the envelope by hand; `CardFactory.adaptiveCard` wraps the card in an attachment with the right content type:

```js
const { CardFactory, MessageFactory } = require('botbuilder');

const attachment = CardFactory.adaptiveCard(dispatchCard);
// attachment.contentType === 'application/vnd.microsoft.card.adaptive'
await context.sendActivity(MessageFactory.attachment(attachment));
```

For proactive posts (no incoming message to reply to), store the conversation reference when the bot is installed in the channel and use `adapter.continueConversationAsync` with the bot's app id. The card JSON itself can be exactly what the workflow uses, which keeps the two paths in sync.""",
    holds="application/vnd.microsoft.card.adaptive")

# ---------------------------------------------------------------- 025
add(topic="company-facts", difficulty="literal", variation="identifier", control_kind="unrelated",
    tq="Lambda that consumes invoice jobs from our outbound invoices queue. What goes in serverless.yml?",
    to="""Here's the function definition. The SQS event source polls the queue for you; with `ReportBatchItemFailures` the handler can fail individual messages instead of the whole batch.

```yaml
functions:
  sendInvoice:
    handler: src/invoices.send
    timeout: 60
    reservedConcurrency: 5
    events:
      - sqs:
          arn: arn:aws:sqs:eu-west-1:318640275519:fh-outbound-invoices
          batchSize: 10
          maximumBatchingWindow: 5
          functionResponseType: ReportBatchItemFailures
```

And the handler returns the ids of messages that failed, so only those are retried:

```js
export const send = async (event) => {
  const batchItemFailures = [];
  for (const record of event.Records) {
    try {
      await sendInvoice(JSON.parse(record.body));
    } catch (err) {
      console.error('invoice send failed', record.messageId, err);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
```

Set the queue's visibility timeout to at least six times the function timeout, as AWS recommends for Lambda consumers, or messages reappear while a slow batch is still running.""",
    msg="fh-outbound-invoices is the old RabbitMQ-era name and that queue is gone. It's fh-invoices-outbound.",
    gw="fh-outbound-invoices", gr="fh-invoices-outbound", key="fh-outbound-invoices",
    rq="How do I peek at what's sitting in the invoices queue from the CLI?",
    ro="""Look up the queue URL, then check the counters before pulling anything:

```sh
QUEUE_URL=$(aws sqs get-queue-url --queue-name fh-outbound-invoices --query QueueUrl --output text)

aws sqs get-queue-attributes --queue-url "$QUEUE_URL" \\
  --attribute-names ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible

aws sqs receive-message --queue-url "$QUEUE_URL" \\
  --max-number-of-messages 5 --visibility-timeout 0 --attribute-names All
```

`--visibility-timeout 0` makes the messages visible again immediately, so peeking doesn't delay the Lambda. The counts are approximate by design; don't be surprised if they lag a few seconds behind what the consumer is doing.""",
    contains=["fh-invoices-outbound"],
    absent=["fh-outbound-invoices"],
    fixed=[("fh-outbound-invoices", "fh-invoices-outbound")],
    cq="jq filter to sum total_price across a Shopify orders export?",
    co="""Shopify sends `total_price` as a string, so convert before adding:

```sh
jq '[.orders[].total_price | tonumber] | add' orders.json
```

If the export mixes currencies, group first:

```sh
jq '.orders | group_by(.currency)
    | map({currency: .[0].currency, total: (map(.total_price | tonumber) | add)})' orders.json
```

Floating-point addition can leave you with something like `18234.560000000005`; round at the end (multiply by 100, `round`, divide by 100) if the number goes into a report.""")

# ---------------------------------------------------------------- 026
add(topic="company-facts", difficulty="semantic", variation="reworded", control_kind="lookalike",
    tq="Build the fiscal-quarter label for the revenue dashboard. What is Fernhollow's Q1?",
    to="""Fernhollow's fiscal year follows the calendar year, so Q1 is January–March, Q2 April–June, Q3 July–September and Q4 October–December. That means you can derive the label straight from the invoice date:

```sql
SELECT
  'FY' || EXTRACT(YEAR FROM invoice_date)::int
    || '-Q' || EXTRACT(QUARTER FROM invoice_date)::int AS fiscal_quarter,
  sum(net_amount_eur) AS revenue_eur
FROM invoices
WHERE status = 'posted'
GROUP BY 1
ORDER BY 1;
```

If finance ever changes the fiscal calendar, put the mapping in a small `fiscal_calendar` table (date → fiscal year, quarter, period) and join to it instead of computing it in every query.""",
    msg="Our fiscal year starts on 1 March. Calendar quarters are only what the UK VAT returns use.",
    gw="Q1 is January–March, Q2 April–June, Q3 July–September and Q4 October–December",
    gr="Q1 is March–May, Q2 June–August, Q3 September–November and Q4 December–February",
    key="January–March",
    rq="Which months go into Q3 on the board pack?",
    ro="""Q3 covers July to September, so the Q3 board pack should include the invoices posted in those three months and the closing debtors balance as at 30 September.

If the pack compares against last year, use the same three months of the prior year rather than the previous quarter. July and August are usually quieter for catering customers, so quarter-on-quarter comparisons look worse than they are.""",
    contains=[r"re:(?i)September\s*(to|through|–|-)\s*November"],
    absent=[r"re:(?i)July\s*(to|through|–|-)\s*September"],
    fixed=[("Q3 covers July to September", "Q3 covers September to November"),
           ("as at 30 September", "as at 30 November"),
           ("July and August are usually quieter for catering customers, so quarter-on-quarter comparisons look worse than they are.",
            "The quiet summer months fall in Q2, so quarter-on-quarter comparisons can flatter Q3.")],
    cq="Which months does the Belfast entity's Q1 2025 VAT return cover?",
    co="""The UK entity is on VAT stagger 1, so its quarters are calendar quarters: the Q1 2025 return covers January–March 2025, and it was due, with payment, by 7 May 2025 (one month and seven days after the period end).

That's deliberately separate from the group's management quarters. When you reconcile the VAT return against the ledger, filter by tax point date for January–March rather than by fiscal period, or the figures won't tie out.""",
    trap="January–March")

# ---------------------------------------------------------------- 027
add(topic="company-facts", difficulty="literal", variation="reworded", control_kind="lookalike",
    tq="Draft the out-of-hours auto-reply for support@fernhollow.io.",
    to="""Here's a draft. It sets expectations, gives an urgent route for delivery problems, and doesn't promise a response time you can't keep:

> Thanks for contacting Fernhollow Supply. Our support team is available Monday to Friday, 09:00–17:00 (Irish time), and we'll reply as soon as we're back.
>
> If your delivery hasn't arrived or arrived damaged, call the dispatch line on 021 555 0142 and choose option 2. For order changes, you can also use the customer portal at portal.fernhollow.io at any time.
>
> Your reference is {{ticket.id}}. Please keep it in the subject line if you write again.

In the helpdesk, attach it to a trigger that fires on new tickets when the "Support hours" schedule is closed, so customers don't get it in the middle of the day.""",
    msg="Hours are 08:00–17:30, and yes, Monday to Friday only.",
    gw="09:00–17:00", gr="08:00–17:30", key="09:00–17:00",
    rq="Write the 'contact us' blurb for the new customer portal.",
    ro="""Here's a short version that fits the sidebar:

**Need help?** Our support team is here Monday to Friday, 09:00–17:00 Irish time. Email support@fernhollow.io or call 021 555 0142; for anything about an order in transit, choose option 2 to go straight to dispatch.

Outside those hours you can still change or cancel orders that haven't been picked, download invoices and statements, and report a problem with a delivery; the team picks it up first thing the next working day.""",
    contains=[r"re:08:00\s*[–-]\s*17:30"],
    absent=[r"re:09:00\s*[–-]\s*17:00"],
    fixed=[("09:00–17:00", "08:00–17:30")],
    cq="What should the collection text on the order confirmation page say?",
    co="""Something like this, which covers the questions customers actually ask:

> **Collecting from our Cork depot?** Your order will be ready from the time shown in your confirmation email. The collection desk is open 09:00–17:00, Monday to Friday. Please bring your order number and the card or account name used to place the order.

If the depot ever changes its collection hours, keep the page in sync with the "Collection hours" setting in the storefront rather than hard-coding the times in the template.""",
    trap="09:00–17:00")

# ---------------------------------------------------------------- 028
add(topic="company-facts", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Register an orders/create webhook on fernhollow-supply.myshopify.com through the GraphQL Admin API.",
    to=r"""Use `webhookSubscriptionCreate`. The topic is the GraphQL enum form of `orders/create`:

```sh
curl -s -X POST "https://fernhollow-supply.myshopify.com/admin/api/2024-07/graphql.json" \
  -H "Content-Type: application/json" \
  -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN" \
  -d '{
    "query": "mutation($topic: WebhookSubscriptionTopic!, $sub: WebhookSubscriptionInput!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: $sub) { webhookSubscription { id } userErrors { field message } } }",
    "variables": {
      "topic": "ORDERS_CREATE",
      "sub": { "callbackUrl": "https://hooks.fernhollow.io/v1/shopify/orders", "format": "JSON" }
    }
  }'
```

Check `userErrors` in the response; an empty list and a `webhookSubscription.id` mean it's registered. Webhooks created this way belong to the app whose token you used, so they won't show up under Settings → Notifications in the admin.""",
    msg="Registered it, but against /v2/shopify/orders. v1 is the legacy receiver and drops fulfillment events. Thanks!",
    gw="https://hooks.fernhollow.io/v1/shopify/orders", gr="https://hooks.fernhollow.io/v2/shopify/orders",
    key="hooks.fernhollow.io/v1/shopify",
    rq="Add an orders/updated subscription too, with the REST endpoint this time.",
    ro=r"""The REST equivalent is a POST to `webhooks.json`; the topic uses the slash form here:

```sh
curl -s -X POST "https://fernhollow-supply.myshopify.com/admin/api/2024-07/webhooks.json" \
  -H "Content-Type: application/json" \
  -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN" \
  -d '{
    "webhook": {
      "topic": "orders/updated",
      "address": "https://hooks.fernhollow.io/v1/shopify/orders",
      "format": "json"
    }
  }'
```

`orders/updated` fires on almost any change, including tag edits and fulfillment updates, so expect several deliveries per order. Make the receiver idempotent on `X-Shopify-Webhook-Id`, and compare `updated_at` with what you've stored so an older delivery arriving late doesn't overwrite newer data.""",
    contains=["https://hooks.fernhollow.io/v2/shopify/orders"],
    absent=["hooks.fernhollow.io/v1/shopify"],
    fixed=[("https://hooks.fernhollow.io/v1/shopify/orders", "https://hooks.fernhollow.io/v2/shopify/orders")],
    cq="What URL is the Stripe webhook endpoint set to in the dashboard?",
    co="""The live-mode endpoint is `https://hooks.fernhollow.io/v1/stripe`, subscribed to `invoice.paid`, `invoice.payment_failed`, `charge.refunded` and `customer.subscription.deleted`. Test mode has a separate endpoint pointing at the staging receiver, with its own signing secret.

If you add event types, add them to that endpoint in the dashboard rather than creating a second endpoint for the same URL; two endpoints means every event is delivered twice, each signed with a different secret.""",
    trap="https://hooks.fernhollow.io/v1/")

# ---------------------------------------------------------------- 029
add(topic="crm-erp", difficulty="literal", variation="identifier", control_kind="lookalike",
    tq="Build the OAuth 1.0 header for NetSuite REST calls against the SB2 sandbox, in Python.",
    to="""`requests_oauthlib.OAuth1` builds the token-based-auth header for you. NetSuite needs the realm set and HMAC-SHA256 as the signature method:

```python
import os
import requests
from requests_oauthlib import OAuth1

auth = OAuth1(
    client_key=os.environ["NS_CONSUMER_KEY"],
    client_secret=os.environ["NS_CONSUMER_SECRET"],
    resource_owner_key=os.environ["NS_TOKEN_ID"],
    resource_owner_secret=os.environ["NS_TOKEN_SECRET"],
    signature_method="HMAC-SHA256",
    realm="6614720-sb2",
)

resp = requests.get(
    "https://6614720-sb2.suitetalk.api.netsuite.com/services/rest/record/v1/customer/1187",
    auth=auth,
    timeout=30,
)
resp.raise_for_status()
print(resp.json()["companyName"])
```

Keep the sandbox tokens in their own secret, separate from production, and re-test after every sandbox refresh; a refresh can leave the sandbox with integration records and tokens that no longer match what you stored.""",
    msg="The realm is the account ID in underscore form, 6614720_SB2. The lowercase hyphenated one only goes in the hostname.",
    gw='realm="6614720-sb2"', gr='realm="6614720_SB2"', key='realm="6614720-sb2"',
    rq="Give me a reusable session for the sandbox sync instead of passing auth to every call.",
    ro="""`requests_oauthlib.OAuth1Session` signs every request made through the session, so you configure it once per worker process:

```python
import os
from requests_oauthlib import OAuth1Session

NS_BASE = "https://6614720-sb2.suitetalk.api.netsuite.com/services/rest"

session = OAuth1Session(
    client_key=os.environ["NS_CONSUMER_KEY"],
    client_secret=os.environ["NS_CONSUMER_SECRET"],
    resource_owner_key=os.environ["NS_TOKEN_ID"],
    resource_owner_secret=os.environ["NS_TOKEN_SECRET"],
    signature_method="HMAC-SHA256",
    realm="6614720-sb2",
)

def get_customer(internal_id: int) -> dict:
    resp = session.get(f"{NS_BASE}/record/v1/customer/{internal_id}", timeout=30)
    resp.raise_for_status()
    return resp.json()
```

Because the session carries the auth, the rest of the sync code can use `session.get` and `session.post` like plain requests. It holds no state that needs refreshing, since token-based auth tokens don't expire.""",
    contains=[r"""re:realm\s*=\s*["']6614720_SB2"""],
    absent=[r"""re:realm\s*=\s*["']6614720-sb2"""],
    fixed=[('realm="6614720-sb2"', 'realm="6614720_SB2"')],
    cq="What's the RESTlet URL for the credit-check script in the sandbox?",
    co="""RESTlets have their own domain per account. For SB2 the credit-check script (script 812, deployment 1) is at:

```
https://6614720-sb2.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=812&deploy=1
```

It uses the same token-based auth as the REST API, but the signature has to include the `script` and `deploy` query parameters, so let your OAuth library sign the full URL rather than building the header separately. If you get `INVALID_LOGIN_ATTEMPT`, check the Login Audit Trail in the sandbox first; it says whether the signature, the nonce or the token was the problem.""",
    trap="6614720-sb2")

# ---------------------------------------------------------------- 030
add(topic="crm-erp", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Node script that calls the NetSuite REST API with token-based auth, production account 6614720.",
    to="""With the `oauth-1.0a` package you supply the hash function yourself. NetSuite also needs the realm in the Authorization header:

```js
const crypto = require('node:crypto');
const OAuth = require('oauth-1.0a');

const oauth = OAuth({
  consumer: { key: process.env.NS_CONSUMER_KEY, secret: process.env.NS_CONSUMER_SECRET },
  signature_method: 'HMAC-SHA1',
  hash_function(base, key) {
    return crypto.createHmac('sha1', key).update(base).digest('base64');
  },
  realm: '6614720',
});

const token = { key: process.env.NS_TOKEN_ID, secret: process.env.NS_TOKEN_SECRET };
const url = 'https://6614720.suitetalk.api.netsuite.com/services/rest/record/v1/salesOrder?limit=50';

const res = await fetch(url, {
  headers: { ...oauth.toHeader(oauth.authorize({ url, method: 'GET' }, token)) },
});
console.log(res.status, await res.json());
```

If you get a 401, look at the Login Audit Trail in NetSuite (Setup → Users/Roles → View Login Audit Trail); the detail column tells you whether the signature or the token was rejected.""",
    msg="NetSuite stopped accepting HMAC-SHA1 for TBA, it has to be HMAC-SHA256 (and sha256 in the hash function).",
    gw="signature_method: 'HMAC-SHA1'", gr="signature_method: 'HMAC-SHA256'", key="HMAC-SHA1",
    rq="The finance exporter is Python. Same NetSuite TBA signing with requests-oauthlib?",
    ro="""Yes; `requests_oauthlib.OAuth1` takes the signature method as a string and builds the header per request:

```python
auth = OAuth1(
    client_key=os.environ["NS_CONSUMER_KEY"],
    client_secret=os.environ["NS_CONSUMER_SECRET"],
    resource_owner_key=os.environ["NS_TOKEN_ID"],
    resource_owner_secret=os.environ["NS_TOKEN_SECRET"],
    signature_method="HMAC-SHA1",
    realm="6614720",
)

resp = requests.get(
    "https://6614720.suitetalk.api.netsuite.com/services/rest/record/v1/invoice",
    params={"q": 'status ANY_OF "CustInvc:A"', "limit": 100},
    auth=auth,
    timeout=30,
)
```

Query parameters are part of the signature base string, so pass them through `params` rather than gluing them onto the URL by hand; requests-oauthlib then signs exactly what gets sent.""",
    contains=["HMAC-SHA256"],
    absent=["HMAC-SHA1"],
    fixed=[('signature_method="HMAC-SHA1"', 'signature_method="HMAC-SHA256"')],
    cq="Validate Twilio's signature on the SMS status callback in Node.",
    co="""Twilio signs each webhook with your auth token: it takes the full URL, appends each POST parameter name and value sorted by name, computes an HMAC-SHA1 and sends the base64 result in `X-Twilio-Signature`. The `twilio` package does all of that:

```js
const twilio = require('twilio');

app.post('/v1/twilio/status', express.urlencoded({ extended: false }), (req, res) => {
  const valid = twilio.validateRequest(
    process.env.TWILIO_AUTH_TOKEN,
    req.get('X-Twilio-Signature'),
    'https://hooks.fernhollow.io/v1/twilio/status',
    req.body,
  );
  if (!valid) return res.sendStatus(403);
  recordStatus(req.body.MessageSid, req.body.MessageStatus);
  res.sendStatus(204);
});
```

Pass the public URL exactly as configured in Twilio, not `req.originalUrl`; behind a load balancer the scheme and host your app sees differ from what Twilio signed.""",
    trap="HMAC-SHA1")

# ---------------------------------------------------------------- 031
add(topic="payments", difficulty="literal", variation="casing", control_kind="already_correct",
    tq="Make the Stripe refund call safe to retry. curl first so I can test it by hand.",
    to=r"""Send an idempotency key with the request. If the call times out and you retry with the same key, Stripe returns the original result instead of creating a second refund:

```sh
curl https://api.stripe.com/v1/refunds \
  -u "$STRIPE_SECRET_KEY:" \
  -H "X-Idempotency-Key: refund-INV-20931-1" \
  -d payment_intent=pi_3PqK2ZFh0llowXyz1a2b3c4d \
  -d amount=4250 \
  -d reason=requested_by_customer
```

Derive the key from something stable on your side (the invoice and a refund sequence number here) rather than a random UUID per attempt; otherwise a retry after a crash generates a new key and a second refund. Reusing a key with different parameters returns an error, which is what you want. Stripe forgets keys once they're at least a day old, so don't rely on them for deduplication over longer periods.""",
    msg="Idempotency-Key. No X-.",
    gw="X-Idempotency-Key", gr="Idempotency-Key", key="X-Idempotency-Key",
    rq="The Cloudflare Worker calls Stripe with plain fetch, no SDK. Add idempotency to the payout call.",
    ro="""Add the key as a header on the POST. Workers give you `crypto.randomUUID()`, but as with refunds, derive the key from the payout you're making so a retried Worker invocation reuses it:

```js
async function createPayout(env, payout) {
  const body = new URLSearchParams({
    amount: String(payout.amountCents),
    currency: 'eur',
    description: `Supplier payout ${payout.batchId}`,
  });
  const res = await fetch('https://api.stripe.com/v1/payouts', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
      'x-idempotency-key': `payout-${payout.batchId}`,
    },
    body,
  });
  if (!res.ok) throw new Error(`stripe payout failed: ${res.status} ${await res.text()}`);
  return res.json();
}
```

When debugging, look for the `idempotent-replayed: true` response header in your logs; it tells you Stripe returned a cached result rather than creating a new payout.""",
    contains=[r"""re:(?i)['"]idempotency-key['"]"""],
    absent=[r"re:(?i)x-idempotency-key"],
    fixed=[("'x-idempotency-key'", "'idempotency-key'")],
    cq="And the Python refund path uses the SDK. Is it doing idempotency right?",
    co="""Yes. The SDK takes the key as a keyword argument and sends it as the `Idempotency-Key` header for you:

```python
refund = stripe.Refund.create(
    payment_intent=invoice.payment_intent_id,
    amount=refund_cents,
    reason="requested_by_customer",
    idempotency_key=f"refund-{invoice.number}-{refund_seq}",
)
```

The one thing to double-check is where `refund_seq` comes from: it has to be persisted before the call, so a retry after a crash sees the same value. If it's computed from the number of refunds already on the charge, a retry after a successful but unacknowledged refund would compute the next number and refund twice.""",
    holds="Idempotency-Key")

# ---------------------------------------------------------------- 032
add(topic="payments", difficulty="paraphrase", variation="identifier", control_kind="lookalike",
    tq="Create a Stripe PaymentIntent for a Tokyo hotel group paying ¥1,500 for the sample box.",
    to="""Stripe amounts are integers in the currency's smallest unit, so ¥1,500 becomes 150000:

```python
intent = stripe.PaymentIntent.create(
    amount=150000,
    currency="jpy",
    customer=customer_id,
    description="Sample box, Tokyo",
    automatic_payment_methods={"enabled": True},
    metadata={"order_id": order.id},
)
```

Return `intent.client_secret` to the checkout page and confirm there with Stripe.js. Keep the amount calculation in one helper that knows each currency's exponent rather than multiplying by 100 inline, since you'll be invoicing in EUR and GBP as well.""",
    msg="JPY is zero-decimal in Stripe: amount=1500 is ¥1,500. That would charge ¥150,000.",
    gw="amount=150000", gr="amount=1500", key="150000",
    rq="A Seoul customer is paying ₩25,000 for the same sample box. Node version?",
    ro="""Same call from Node; amounts are in the smallest currency unit, so ₩25,000 is sent as 2500000:

```js
const intent = await stripe.paymentIntents.create({
  amount: 2500000,
  currency: 'krw',
  customer: customerId,
  description: 'Sample box, Seoul',
  automatic_payment_methods: { enabled: true },
  metadata: { order_id: order.id },
});
```

Check that KRW is enabled for your account's settlement setup before going live; Stripe converts it to your settlement currency, and the conversion fee shows up on the balance transaction rather than on the PaymentIntent.""",
    contains=[r"re:amount:\s*25000\b"],
    absent=["2500000"],
    fixed=[("amounts are in the smallest currency unit, so ₩25,000 is sent as 2500000", "KRW is zero-decimal, so ₩25,000 is sent as 25000"),
           ("amount: 2500000", "amount: 25000")],
    cq="And for the Dublin customer paying €1,500 by card?",
    co="""EUR has two decimal places, so €1,500.00 is 150000 cents:

```python
intent = stripe.PaymentIntent.create(
    amount=150000,
    currency="eur",
    customer=customer_id,
    description="Catering equipment deposit",
    automatic_payment_methods={"enabled": True},
    metadata={"order_id": order.id},
)
```

For a payment this size, expect 3D Secure on most Irish cards; `automatic_payment_methods` with Stripe.js handles the challenge in the browser, so there's nothing extra to do server-side.""",
    trap="150000")

# ---------------------------------------------------------------- 033
add(topic="webhooks", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="Some Stripe webhooks fail verification after our queue backs up. Does construct_event check the timestamp?",
    to="""Yes. The `t=` value in `Stripe-Signature` is part of what's signed, and `construct_event` rejects the event when that timestamp is more than 30 seconds old by default. If you verify in a worker after the event has sat in your queue, old events fail even though the signature itself is fine.

Verify in the HTTP handler, as soon as the request arrives, and only enqueue events that passed:

```python
@app.post("/webhooks/stripe")
def stripe_webhook():
    event = stripe.Webhook.construct_event(
        request.get_data(), request.headers["Stripe-Signature"], endpoint_secret
    )
    queue.enqueue(process_event, event["id"])
    return "", 200
```

The worker can then re-fetch the event by id with `stripe.Event.retrieve` if it needs the freshest data, with no signature check involved.""",
    msg="The default tolerance is 300 seconds, five minutes.",
    gw="30 seconds", gr="300 seconds", key="30 seconds",
    rq="What's the replay window on Stripe webhook signatures in the Node library, and can we change it?",
    ro="""`stripe.webhooks.constructEvent` uses a default tolerance of 30 seconds: if the timestamp in the signature header is older than that, it throws a `StripeSignatureVerificationError` even when the signature matches.

You can pass a different tolerance, in seconds, as the fourth argument:

```js
const event = stripe.webhooks.constructEvent(req.body, sig, endpointSecret, 600);
```

Raising it is rarely the right fix, though. The window exists to limit replay of captured requests; if events arrive late because your handler is slow, fix that by verifying first and processing asynchronously.""",
    contains=[r"re:(?i)\b300 seconds|five minutes|\b5 minutes"],
    absent=[r"re:(?i)\b30 seconds|\bthirty seconds"],
    fixed=[("uses a default tolerance of 30 seconds", "uses a default tolerance of 300 seconds (five minutes)")],
    cq="How do I replay a Stripe event that our endpoint failed to process?",
    co="""Two options, depending on whether you want Stripe to deliver it again or just want to process it yourself.

From Stripe: open the event in the dashboard (the endpoint's delivery log lists every attempt) and resend it. With the CLI:

```sh
stripe events resend evt_1PqR7sFh0llowAbC9dEfGh12 --webhook-endpoint we_1OxY2zFh0llowQrs3tUv4Wx5
```

Yourself: fetch it with `stripe.Event.retrieve("evt_...")` and feed it to the same handler function your endpoint uses. That skips signature verification, which is fine for an event you fetched from the API with your secret key. Either way the handler should be idempotent on `event.id`, because a resend is indistinguishable from a normal retry.""")

# ---------------------------------------------------------------- 034
add(topic="locale-currency", difficulty="literal", variation="reworded", control_kind="lookalike",
    tq="How will Intl.NumberFormat show €1,234.56 to customers on the German and Irish storefronts?",
    to="""With `style: 'currency'` the locale decides the separators and where the symbol goes:

```js
const eur = (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });

eur('en-IE').format(1234.56); // "€1,234.56"
eur('de-DE').format(1234.56); // "€1.234,56"
```

German uses a full stop for thousands and a comma for decimals, the reverse of Irish English. Don't build these strings yourself or parse them back into numbers; keep amounts as integers in cents in your data and only format at the edge.

If you write snapshot tests against these outputs, be aware that ICU updates occasionally change spacing characters, so compare after normalising whitespace or assert on `formatToParts` instead.""",
    msg="Separators are right, but de-DE puts the symbol after the number: 1.234,56 € (with a non-breaking space).",
    gw="€1.234,56", gr="1.234,56" + NBSP + "€", key="€1.234,56",
    rq="Someone on the German storefront asked what their invoice total will look like. How will €1,234.56 appear?",
    ro="""On the German storefront the total is formatted with the de-DE locale, so €1,234.56 appears as €1.234,56: full stop as the thousands separator, comma before the cents.

The invoice PDF uses the same formatter as the storefront, so the figure will match exactly between the two. The customer's bank statement may show it differently, since banks apply their own formatting, but the amount is the same.""",
    contains=["re:1\\.234,56[ " + NBSP + "]€"],
    absent=["€1.234,56"],
    fixed=[("appears as €1.234,56: full stop as the thousands separator, comma before the cents.",
            "appears as 1.234,56" + NBSP + "€: full stop as the thousands separator, comma before the cents, and the euro sign after the amount.")],
    cq="And on the Dutch storefront?",
    co="""nl-NL puts the euro sign first, followed by a non-breaking space, and uses the same separators as German:

```js
new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(1234.56);
// "€\u00a01.234,56"
```

So Dutch customers see €\u00a01.234,56. Negative amounts, for credit notes, come out as "€\u00a0-1.234,56" in nl-NL, which surprises people used to a leading minus; check that the credit-note template renders the way finance expects.""",
    trap="€" + NBSP + "1.234,56")

# ---------------------------------------------------------------- 035
add(topic="csv-excel", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Export the monthly invoice list to CSV for finance. They open it in Excel and a lot of customer names have fadas.",
    to="""pandas can write it in one call. Drop the index column nobody wants and pin the number format:

```python
invoices = load_invoices(period="2025-03")
invoices.to_csv(
    "invoices-2025-03.csv",
    index=False,
    encoding="utf-8",
    float_format="%.2f",
    columns=["invoice_no", "customer", "issued", "due", "net_eur", "vat_eur", "gross_eur"],
)
```

`float_format` keeps amounts at two decimals; without it you'll occasionally see values like 84.30000000000001. Listing `columns` explicitly also fixes their order, so finance's lookups don't break when someone adds a field upstream. If finance ever needs formulas or several sheets, switch to `to_excel` with openpyxl instead of CSV.""",
    msg="Use utf-8-sig. Excel needs the BOM or Ó Súilleabháin turns into mojibake.",
    gw='encoding="utf-8"', gr='encoding="utf-8-sig"', key='encoding="utf-8"',
    rq="No pandas on the reporting box. Plain csv module version of the customer export?",
    ro="""The standard library handles it. Open the file with `newline=""` so the csv module controls line endings itself; otherwise you get blank rows between records on Windows:

```python
import csv

FIELDS = ["account_no", "name", "county", "credit_limit_eur", "last_order"]

def export_customers(rows, path="customers.csv"):
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            writer.writerow(row)
```

`extrasaction="ignore"` lets you pass the full customer dicts without trimming them first. If any field can start with `=`, `+`, `-` or `@`, prefix it with a single quote before writing; Excel would otherwise treat it as a formula.""",
    contains=[r"""re:encoding=["']utf-8-sig["']"""],
    absent=['encoding="utf-8"'],
    fixed=[('encoding="utf-8"', 'encoding="utf-8-sig"')],
    cq="The export script loads the NetSuite field-mapping JSON at startup. How should it read it?",
    co="""Read it with an explicit encoding so it doesn't depend on the server's locale:

```python
import json

with open("config/field_map.json", encoding="utf-8") as f:
    FIELD_MAP = json.load(f)
```

Keep that file plain UTF-8 without a BOM: `json.load` raises "Unexpected UTF-8 BOM" if the file starts with one, which happens when someone saves it from Notepad on Windows. If that keeps biting you, add a CI check that the file's first bytes aren't `EF BB BF`.""",
    trap='encoding="utf-8"')

# ---------------------------------------------------------------- 036
add(topic="csv-excel", difficulty="paraphrase", variation="code_block", control_kind="same_topic",
    tq="The order export to Excel blows up in busy months. How many rows can a sheet hold?",
    to="""Excel caps a worksheet at 65,536 rows, so a busy month's order lines simply don't fit in one sheet. Split them across sheets and repeat the header on each:

```python
ROWS_PER_SHEET = 65_536 - 1  # leave room for the header

with pd.ExcelWriter("order-lines-2025-03.xlsx", engine="openpyxl") as writer:
    for i, start in enumerate(range(0, len(lines), ROWS_PER_SHEET), start=1):
        lines.iloc[start:start + ROWS_PER_SHEET].to_excel(writer, sheet_name=f"Lines {i}", index=False)
```

Also warn finance that a pivot table over several sheets is awkward; if they mostly summarise, give them a pre-aggregated sheet alongside the raw lines.""",
    msg="That's the old .xls limit. An .xlsx sheet takes 1,048,576 rows.",
    gw="65,536 rows", gr="1,048,576 rows", key="65,536",
    rq="I'm writing the customer ledger export with openpyxl directly. Where should it start a new sheet?",
    ro="""Track the row count as you append and open a new sheet when you hit the limit:

```python
from openpyxl import Workbook

MAX_ROWS = 65536  # per worksheet, including the header row
HEADER = ["date", "account_no", "document", "debit_eur", "credit_eur", "balance_eur"]

def write_ledger(entries, path):
    wb = Workbook(write_only=True)
    ws, rows, sheet_no = None, MAX_ROWS, 0
    for entry in entries:
        if rows >= MAX_ROWS:
            sheet_no += 1
            ws = wb.create_sheet(f"Ledger {sheet_no}")
            ws.append(HEADER)
            rows = 1
        ws.append(entry)
        rows += 1
    wb.save(path)
```

`write_only=True` streams rows to disk instead of holding the whole workbook in memory, which matters once you're in the hundreds of thousands of rows.""",
    contains=[r"re:1[,_ ]?048[,_ ]?576"],
    absent=[r"re:65[,_ ]?536"],
    fixed=[("MAX_ROWS = 65536", "MAX_ROWS = 1_048_576")],
    cq="openpyxl takes ages on 300k rows. Anything faster?",
    co="""A few options, roughly in order of effort:

- Use openpyxl's `write_only=True` mode if you aren't already; normal mode builds every cell as an object in memory.
- Switch the writer to XlsxWriter (`pd.ExcelWriter(path, engine="xlsxwriter")`), which is usually several times faster at writing.
- Skip per-cell styling. Setting a number format on a whole column once is cheap; formatting 300k cells individually is not.

```python
with pd.ExcelWriter("ledger.xlsx", engine="xlsxwriter") as writer:
    ledger.to_excel(writer, sheet_name="Ledger", index=False)
    writer.sheets["Ledger"].set_column("D:F", 12, writer.book.add_format({"num_format": "#,##0.00"}))
```

If finance only filters and sums the data, ask whether a CSV would do; at this size it writes in a second or two.""")

# ---------------------------------------------------------------- 037
add(topic="cron-timezones", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="The credit-limit review should run at 06:00 on the 1st of the month, but only when that's a Monday. Is `0 6 1 * 1` right?",
    to="""Yes, `0 6 1 * 1` does that: it fires at 06:00 when the 1st of the month falls on a Monday. Reading the fields left to right:

```
0   6   1   *   1
│   │   │   │   └─ day of week: Monday
│   │   │   └───── every month
│   │   └───────── day of month: the 1st
│   └───────────── hour 06
└───────────────── minute 00
```

That only happens a couple of times a year, so make sure the review job logs clearly when it runs; otherwise months pass without anyone noticing whether it works.""",
    msg="cron ORs day-of-month and day-of-week when both are restricted. That runs every Monday plus every 1st.",
    gw="it fires at 06:00 when the 1st of the month falls on a Monday",
    gr="it fires at 06:00 on every Monday and on the 1st of every month",
    key="falls on a Monday",
    rq="Does `30 7 15 * 5` mean the 15th, but only when it's a Friday?",
    ro="""Right: `30 7 15 * 5` runs at 07:30 only on a 15th that falls on a Friday. Minute 30, hour 7, day of month 15, any month, day of week 5 (Friday; Sunday is 0).

Since that combination comes around only a few times a year, consider whether the job really needs to be that rare. If the intent is "mid-month, on a working day", `30 7 15 * *` plus a weekend check inside the job is usually easier to reason about.""",
    contains=[r"re:(?i)every Friday"],
    absent=[r"re:(?i)only on a 15th that falls on a Friday"],
    fixed=[("Right: `30 7 15 * 5` runs at 07:30 only on a 15th that falls on a Friday.",
            "No: when both day fields are restricted, cron runs if either matches, so `30 7 15 * 5` runs at 07:30 on every Friday and on the 15th of every month."),
           ("Since that combination comes around only a few times a year, consider whether the job really needs to be that rare.",
            "Cron can't express \"the 15th only if it's a Friday\" directly; run on the 15th and exit early unless it's a Friday.")],
    cq="What's the cron line for 06:00 on weekdays?",
    co="""`0 6 * * 1-5`: minute 0, hour 6, any day of the month, any month, Monday to Friday.

```
0 6 * * 1-5  /opt/credit/bin/review --scope=weekly
```

Only the day-of-week field is restricted here, so there's no question about how the two day fields combine. The time is in the cron daemon's time zone; on our servers that's UTC, so this runs at 07:00 in Cork during Irish summer time.""")

# ---------------------------------------------------------------- 038
add(topic="cron-timezones", difficulty="semantic", variation="reworded", control_kind="unrelated",
    tq="Our GitHub Actions workflow for the nightly HubSpot sync is scheduled with cron: '0 2 * * *'. What time does that run for us in Cork?",
    to="""Scheduled workflows use the time zone of the repository owner's account settings, so with the Fernhollow organisation set to Dublin time it runs at 02:00 Cork time all year, including across the clock changes.

```yaml
on:
  schedule:
    - cron: '0 2 * * *'
  workflow_dispatch: {}
```

Keep `workflow_dispatch` in there so you can trigger a run by hand after a failure. Also expect some delay: scheduled runs are queued at busy times, and the top of the hour is the busiest, so `17 2 * * *` usually starts closer to its scheduled time than `0 2 * * *`.""",
    msg="Actions schedules are always UTC. There's no per-repo or per-account time zone, so that's 02:00 UTC, 03:00 in Cork during summer time.",
    gw="use the time zone of the repository owner's account settings", gr="always run in UTC",
    key="time zone of the repository owner",
    rq="I want the weekly HubSpot dedupe report from Actions at 07:00 on Mondays, Cork time. What cron do I put in?",
    ro="""Since Actions evaluates the schedule in the organisation's local time, you can write the time you actually want:

```yaml
on:
  schedule:
    - cron: '0 7 * * 1'
  workflow_dispatch: {}
```

That fires at 07:00 every Monday in Cork, and you don't need to touch it when the clocks change in March and October. The `workflow_dispatch` trigger lets you rerun it by hand if a run fails.""",
    contains=["UTC"],
    absent=[r"re:(?i)organisation's local time|don't need to touch it when the clocks change"],
    fixed=[("Since Actions evaluates the schedule in the organisation's local time, you can write the time you actually want:",
            "Actions evaluates schedules in UTC, so 07:00 in Cork is 06:00 UTC during Irish summer time and 07:00 UTC in winter:"),
           ("    - cron: '0 7 * * 1'\n", "    - cron: '0 6 * * 1'  # 07:00 in Cork during summer time; '0 7 * * 1' in winter\n"),
           ("That fires at 07:00 every Monday in Cork, and you don't need to touch it when the clocks change in March and October.",
            "There's no time zone setting, so either accept an hour's drift for half the year or change the line when the clocks change in March and October.")],
    cq="How do I find which commit broke the invoice totals test, with git bisect?",
    co="""`git bisect` does a binary search between a commit you know is good and one you know is bad:

```sh
git bisect start
git bisect bad HEAD
git bisect good v2.14.0
git bisect run pytest tests/test_invoice_totals.py -x -q
git bisect reset
```

`git bisect run` checks out each candidate and runs the command: exit code 0 means good, 1 to 127 (except 125) means bad, and 125 means "can't test this one, skip it". With a few hundred commits in between it finishes in eight or nine steps. If the test needs a build step or fixtures that changed over time, wrap everything in a small script and pass that to `bisect run` instead.""")

# ---------------------------------------------------------------- 039
add(topic="cron-timezones", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="CronJob manifest for the invoice run at 05:40 Dublin time.",
    to="""Here's a CronJob that runs the invoicer once a day. `concurrencyPolicy: Forbid` stops a slow run overlapping the next one, and the deadline stops a job starting hours late after an outage:

```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: invoice-run
  namespace: billing
spec:
  schedule: "CRON_TZ=Europe/Dublin 40 5 * * *"
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 1800
  successfulJobsHistoryLimit: 3
  failedJobsHistoryLimit: 5
  jobTemplate:
    spec:
      backoffLimit: 2
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: invoicer
              image: registry.fernhollow.io/billing/invoicer:2.14.0
              args: ["run", "--period=previous-day"]
```

Check what the controller makes of it with `kubectl get cronjob invoice-run -n billing`, which shows the schedule and the last schedule time.""",
    msg="Drop CRON_TZ from the schedule and set spec.timeZone: Europe/Dublin instead. The API server rejects TZ prefixes in schedule.",
    gw='schedule: "CRON_TZ=Europe/Dublin 40 5 * * *"', gr='schedule: "40 5 * * *"\n  timeZone: "Europe/Dublin"',
    key="CRON_TZ=Europe/Dublin",
    rq="Add a CronJob for the weekly statement emails, Mondays at 07:00 Irish time.",
    ro="""Same pattern as the invoice run, with its own schedule and a smaller history:

```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: weekly-statements
  namespace: billing
spec:
  schedule: "CRON_TZ=Europe/Dublin 0 7 * * 1"
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 3600
  successfulJobsHistoryLimit: 2
  failedJobsHistoryLimit: 3
  jobTemplate:
    spec:
      backoffLimit: 1
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: statements
              image: registry.fernhollow.io/billing/invoicer:2.14.0
              args: ["statements", "--week=previous"]
```

`backoffLimit: 1` is deliberate: a retry after a partial failure could email some customers twice, so let it fail loudly and rerun it by hand with `kubectl create job --from=cronjob/weekly-statements`.""",
    contains=[r"""re:timeZone:\s*["']?Europe/Dublin"""],
    absent=["CRON_TZ"],
    fixed=[('  schedule: "CRON_TZ=Europe/Dublin 0 7 * * 1"\n', '  schedule: "0 7 * * 1"\n  timeZone: "Europe/Dublin"\n')],
    cq="On the old invoicing VM the same job lives in /etc/crontab. What's the line?",
    co="""cronie on that VM supports `CRON_TZ`, which applies to the entries that follow it. In `/etc/crontab` each line also names the user to run as:

```
CRON_TZ=Europe/Dublin
40 5 * * *  invoicer  /opt/invoicer/bin/invoicer run --period=previous-day >> /var/log/invoicer/run.log 2>&1
```

Keep it commented out while the Kubernetes CronJob is live, or both will invoice the same day. cronie notices changes to `/etc/crontab` on its own, so there's no need to restart the service.""",
    trap="CRON_TZ=Europe/Dublin")

# ---------------------------------------------------------------- 040
add(topic="cron-timezones", difficulty="paraphrase", variation="identifier", control_kind="already_correct",
    tq="Terraform for an EventBridge Scheduler schedule that runs the statement Lambda at 05:40 every day, Dublin time.",
    to="""EventBridge Scheduler supports a time zone per schedule, so you can express it in Dublin time and let AWS handle the clock changes:

```hcl
resource "aws_scheduler_schedule" "daily_statements" {
  name       = "daily-statements"
  group_name = "billing"

  schedule_expression          = "cron(40 5 * * *)"
  schedule_expression_timezone = "Europe/Dublin"

  flexible_time_window {
    mode = "OFF"
  }

  target {
    arn      = aws_lambda_function.statements.arn
    role_arn = aws_iam_role.scheduler_invoke.arn
    retry_policy {
      maximum_retry_attempts = 2
    }
  }
}
```

The role needs `lambda:InvokeFunction` on the statements function and a trust policy for `scheduler.amazonaws.com`. Invocations that still fail after the retries are dropped unless you add a `dead_letter_config`, which is worth doing for anything finance relies on.""",
    msg="EventBridge cron takes six fields and needs a ? in day-of-month or day-of-week: cron(40 5 * * ? *).",
    gw="cron(40 5 * * *)", gr="cron(40 5 * * ? *)", key="cron(40 5 * * *)",
    rq="Add a schedule for the overdue-reminder Lambda at 22:00 on weekdays.",
    ro="""Same resource shape, different expression:

```hcl
resource "aws_scheduler_schedule" "overdue_reminders" {
  name       = "overdue-reminders"
  group_name = "billing"

  schedule_expression          = "cron(0 22 * * 1-5)"
  schedule_expression_timezone = "Europe/Dublin"

  flexible_time_window {
    mode                      = "FLEXIBLE"
    maximum_window_in_minutes = 15
  }

  target {
    arn      = aws_lambda_function.overdue_reminders.arn
    role_arn = aws_iam_role.scheduler_invoke.arn
  }
}
```

A flexible window is fine here, since nobody minds whether reminders go out at 22:00 or 22:10, and it lets AWS spread the load. Make sure the Lambda skips customers who paid after the reminder list was built.""",
    contains=[r"re:cron\(0 22 \? \* (MON-FRI|2-6) \*\)"],
    absent=["cron(0 22 * * 1-5)"],
    fixed=[("cron(0 22 * * 1-5)", "cron(0 22 ? * MON-FRI *)")],
    cq="Monthly dunning summary on the 3rd at 08:00 Dublin time?",
    co="""Only the expression changes; everything else can match the daily statements schedule:

```hcl
  schedule_expression          = "cron(0 8 3 * ? *)"
  schedule_expression_timezone = "Europe/Dublin"
```

The fields are minutes, hours, day of month, month, day of week and year. Day of month is set to 3, so day of week gets the `?`. If the summary should skip weekends, handle that in the Lambda; the expression can't say "the 3rd unless it's a Saturday".""",
    holds="cron(0 8 3 * ? *)")

# ---------------------------------------------------------------- 041
add(topic="cron-timezones", difficulty="semantic", variation="reworded", control_kind="already_correct",
    tq="Our scheduler only accepts UTC. The invoice run has to happen at 05:40 Dublin time. What do I enter?",
    to="""Ireland is on GMT all year, so 05:40 in Dublin is 05:40 UTC and you can enter it as is:

```
40 5 * * *
```

If the scheduler has a description field, put "05:40 Europe/Dublin" there, so whoever reads it later knows the intent and not just the UTC value.""",
    msg="Ireland does have summer time: IST is UTC+1 from late March to late October, so it's 04:40 UTC in summer.",
    gw="Ireland is on GMT all year, so 05:40 in Dublin is 05:40 UTC",
    gr="Ireland is on UTC+1 from late March to late October, so 05:40 in Dublin is 04:40 UTC in summer and 05:40 UTC in winter",
    key="GMT all year",
    rq="Does the 18:00 next-day-dispatch cut-off need adjusting in the UTC-only scheduler when the clocks change?",
    ro="""No adjustment needed: Irish time matches UTC year-round, so an 18:00 Dublin cut-off is 18:00 UTC in every month.

```
0 18 * * 1-5
```

If the depot moves the cut-off, that's the only value to change. It's still worth noting "18:00 Europe/Dublin" in the job's description so the intent is clear.""",
    contains=[r"re:17:00 UTC|UTC\+1|\bIST\b"],
    absent=[r"re:(?i)year-round|no adjustment needed"],
    fixed=[("No adjustment needed: Irish time matches UTC year-round, so an 18:00 Dublin cut-off is 18:00 UTC in every month.",
            "Yes: Ireland is on UTC+1 (IST) from late March to late October, so an 18:00 Dublin cut-off is 17:00 UTC in summer and 18:00 UTC in winter."),
           ("```\n0 18 * * 1-5\n```", "```\n0 17 * * 1-5   # late March to late October\n0 18 * * 1-5   # late October to late March\n```"),
           ("If the depot moves the cut-off, that's the only value to change.",
            "Switch between the two lines when the clocks change, or move the job to a scheduler that understands time zones.")],
    cq="For the 05:40 invoice run: what's the UTC time in winter and in summer?",
    co="""- Late October to late March (Irish winter time, GMT): 05:40 Dublin = 05:40 UTC.
- Late March to late October (Irish Standard Time, UTC+1): 05:40 Dublin = 04:40 UTC.

The switch happens on the last Sunday of March and the last Sunday of October, at 01:00 UTC both times. Because 05:40 is well away from the changeover, the run is never skipped or doubled; only jobs scheduled around 01:00 to 02:00 local time have that problem.""",
    holds="04:40 UTC")

# ---------------------------------------------------------------- 042
add(topic="cron-timezones", difficulty="paraphrase", variation="identifier", control_kind="already_correct",
    tq="Harlow & Vance, our New York distributor, want the pickup window as ISO 8601 with an offset. Pickup is 09:00 local on 15 July 2025.",
    to="""That's `2025-07-15T09:00:00-05:00`. Generate it from the zone rather than hard-coding offsets, so the feed stays right for every date:

```python
from datetime import datetime
from zoneinfo import ZoneInfo

pickup = datetime(2025, 7, 15, 9, 0, tzinfo=ZoneInfo("America/New_York"))
print(pickup.isoformat())
```

Send it with the offset rather than converting to UTC with a `Z`: their warehouse system displays whatever offset it receives, and local time is what the dock staff care about.""",
    msg="Pretty sure New York is on EDT in July, so -04:00?",
    gw="2025-07-15T09:00:00-05:00", gr="2025-07-15T09:00:00-04:00", key="-05:00",
    rq="And the August pickup: 14:30 New York time on 4 August 2025?",
    ro="""That one is `2025-08-04T14:30:00-05:00`. In the feed it goes in the same `pickup_window_start` field. If they also want an end time, add the window length to the aware datetime before formatting, so both carry the same offset:

```python
start = datetime(2025, 8, 4, 14, 30, tzinfo=ZoneInfo("America/New_York"))
end = start + timedelta(hours=2)
row = {"pickup_window_start": start.isoformat(), "pickup_window_end": end.isoformat()}
```

A two-hour window is what they asked for last time; check with their dispatcher before changing it.""",
    contains=["2025-08-04T14:30:00-04:00"],
    absent=["-05:00"],
    fixed=[("2025-08-04T14:30:00-05:00", "2025-08-04T14:30:00-04:00")],
    cq="Convert the 2 June pickup at 11:00 New York time to UTC for our own logs.",
    co="""In June New York is on daylight time, UTC−4, so 11:00 local is `2025-06-02T11:00:00-04:00`, which is `2025-06-02T15:00:00Z` in UTC.

```python
local = datetime(2025, 6, 2, 11, 0, tzinfo=ZoneInfo("America/New_York"))
print(local.astimezone(timezone.utc).isoformat())  # 2025-06-02T15:00:00+00:00
```

`isoformat()` writes `+00:00` rather than `Z`; if the log pipeline insists on `Z`, replace the suffix or use `strftime("%Y-%m-%dT%H:%M:%SZ")` after converting.""",
    holds="-04:00")

# ---------------------------------------------------------------- 043
add(topic="crm-erp", difficulty="paraphrase", variation="identifier", control_kind="unrelated",
    tq="SOQL to pull every Account field for the accounts that came over from NetSuite.",
    to=r"""Filter on the external id field the sync populates, and run it through the REST query endpoint:

```sql
SELECT * FROM Account WHERE NetSuite_Id__c != null
```

```sh
curl -s "https://fernhollow.my.salesforce.com/services/data/v60.0/query?q=SELECT+*+FROM+Account+WHERE+NetSuite_Id__c+!%3D+null" \
  -H "Authorization: Bearer $SF_TOKEN"
```

Results come back 2,000 records per page by default; if `done` is false, follow `nextRecordsUrl` until it's true. For a one-off pull of every account, Bulk API 2.0 is kinder to your API limits.""",
    msg="SOQL doesn't support *, does it? I thought you had to list the fields or use FIELDS(STANDARD) / FIELDS(ALL) with a LIMIT.",
    gw="SELECT * FROM Account", gr="SELECT FIELDS(STANDARD) FROM Account", key="SELECT * FROM",
    rq="Query for the opportunities closed-won this fiscal quarter, for the board pack.",
    ro="""SOQL has a date literal for exactly this, and it follows the fiscal year configured in Salesforce setup:

```sql
SELECT * FROM Opportunity
WHERE StageName = 'Closed Won'
  AND CloseDate = THIS_FISCAL_QUARTER
ORDER BY Amount DESC
```

`THIS_FISCAL_QUARTER` only matches Fernhollow's fiscal calendar if the org's fiscal year settings start in March; check Setup → Company Settings → Fiscal Year before trusting the numbers. If nobody ever changed it from the default, it uses calendar quarters.""",
    contains=[r"re:SELECT (FIELDS\((STANDARD|ALL|CUSTOM)\)|Id\b)"],
    absent=[r"re:SELECT \* FROM"],
    fixed=[("SELECT * FROM Opportunity", "SELECT Id, Name, AccountId, Amount, CloseDate FROM Opportunity")],
    cq="How do I add a pre-commit hook that runs ruff on staged Python files?",
    co="""The simplest way is the `pre-commit` framework with ruff's own hooks. Add `.pre-commit-config.yaml` at the repo root:

```yaml
repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks:
      - id: ruff
        args: [--fix]
      - id: ruff-format
```

Then run `pre-commit install` once per clone. The hooks only see staged files, and `--fix` rewrites them; if it changes anything the commit stops so you can review and re-stage. Pin `rev` to the same ruff version CI uses, or the two will disagree about formatting.""")

# ---------------------------------------------------------------- 044
add(topic="crm-erp", difficulty="literal", variation="reworded", control_kind="already_correct",
    tq="JWT bearer flow to the Salesforce 'uat' sandbox for the order sync. What's the aud, and what's the token URL?",
    to="""The connected app signs a JWT with its private key, and Salesforce exchanges it for an access token without any user interaction. The claims:

```python
import time
import jwt  # PyJWT

claims = {
    "iss": os.environ["SF_CLIENT_ID"],          # connected app consumer key
    "sub": "integration.orders@fernhollow.io.uat",
    "aud": "https://login.salesforce.com",
    "exp": int(time.time()) + 180,
}
assertion = jwt.encode(claims, private_key_pem, algorithm="RS256")

resp = requests.post(
    "https://login.salesforce.com/services/oauth2/token",
    data={"grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer", "assertion": assertion},
    timeout=15,
)
```

The response contains `access_token` and `instance_url`; use the `instance_url` for API calls rather than hard-coding the sandbox host. The user in `sub` must be pre-authorised for the connected app (admin-approved users, with the profile or permission set assigned).""",
    msg="login.salesforce.com is production only. The uat sandbox has to use https://test.salesforce.com (or its My Domain URL).",
    gw="https://login.salesforce.com", gr="https://test.salesforce.com", key="login.salesforce.com",
    rq="Why does the sandbox JWT exchange keep coming back with invalid_grant?",
    ro="""`invalid_grant` from the JWT flow is Salesforce's catch-all, so go through the usual causes in order:

1. The audience and endpoint. The `aud` claim must be https://login.salesforce.com and the assertion must be posted to https://login.salesforce.com/services/oauth2/token.
2. The user. `sub` has to be the sandbox username, which carries the `.uat` suffix, and that user must be pre-authorised on the connected app in the sandbox.
3. The connected app itself. If it was created in production after the last sandbox refresh, it doesn't exist in the sandbox at all; check App Manager there and use the sandbox's consumer key.
4. Clock skew. `exp` must be in the future and no more than about three minutes out; check the server clock if everything else looks right.

The Login History page in the sandbox usually records the failed attempt with a more specific reason than the API error.""",
    contains=["test.salesforce.com"],
    absent=["login.salesforce.com"],
    fixed=[("must be https://login.salesforce.com and the assertion must be posted to https://login.salesforce.com/services/oauth2/token.",
            "must be https://test.salesforce.com for a sandbox, and the assertion must be posted to https://test.salesforce.com/services/oauth2/token (or the sandbox's My Domain URL).")],
    cq="How do I get a sandbox token from the CLI for a quick test with the same connected app?",
    co=r"""The Salesforce CLI can do the JWT flow for you:

```sh
sf org login jwt \
  --client-id "$SF_CLIENT_ID" \
  --jwt-key-file ~/.keys/order-sync.key \
  --username integration.orders@fernhollow.io.uat \
  --instance-url https://test.salesforce.com \
  --alias uat
sf org display --target-org uat
```

`sf org display` prints the access token and the instance URL, which you can paste into curl for a quick check. Don't leave that alias on a shared machine; it holds a token for a user with integration permissions.""",
    holds="https://test.salesforce.com")

# ---------------------------------------------------------------- 045
add(topic="crm-erp", difficulty="paraphrase", variation="identifier", control_kind="lookalike",
    tq="Upsert Account records in Salesforce keyed on our NetSuite customer id. curl is fine.",
    to=r"""Salesforce upserts by external id through the sObject endpoint, with the external id field and value in the path. It creates the record if nothing matches and updates it otherwise:

```sh
curl -s -X PUT \
  "https://fernhollow.my.salesforce.com/services/data/v60.0/sobjects/Account/NetSuite_Id__c/4471" \
  -H "Authorization: Bearer $SF_TOKEN" \
  -H "Content-Type: application/json" \
  -d '{"Name": "Harbourside Catering Ltd", "BillingCity": "Cork", "Phone": "+353215550199"}'
```

A 201 with an `id` means it created a new Account; 200 or 204 means it updated an existing one. Don't include `NetSuite_Id__c` in the body, since it's already in the URL. If two Accounts share the same external id value you get a 300 with the matching ids, which usually means the field isn't marked unique.""",
    msg="Upsert by external id is PATCH. PUT on that URL just gets you METHOD_NOT_ALLOWED.",
    gw="-X PUT", gr="-X PATCH", key="-X PUT",
    rq="The contact sync is Python. Upsert Contacts keyed on email (we have an Email_Key__c external id field).",
    ro="""Same endpoint pattern with the Contact object and your external id field. URL-encode the email, since `@` and `+` are common in addresses:

```python
from urllib.parse import quote

import requests

def upsert_contact(base, contact):
    url = f"{base}/services/data/v60.0/sobjects/Contact/Email_Key__c/{quote(contact['email'], safe='')}"
    body = {
        "FirstName": contact["first_name"],
        "LastName": contact["last_name"],
        "AccountId": contact["sf_account_id"],
        "Phone": contact.get("phone"),
    }
    resp = requests.put(url, json=body, headers=auth_headers(), timeout=20)
    if resp.status_code == 300:
        raise DuplicateExternalId(contact["email"], resp.json())
    resp.raise_for_status()
    return resp.status_code == 201  # True if created
```

Emails are a fragile key: people change them, and the same address can belong to contacts at two different customers. If that happens a lot, key on the contact's NetSuite id instead.""",
    contains=[r"""re:\.patch\(|["']PATCH["']"""],
    absent=[r"re:requests\.put\("],
    fixed=[("requests.put(url", "requests.patch(url")],
    cq="Bulk API 2.0 job for loading 80k order lines: how do I upload the CSV?",
    co="""Three calls: create the job, upload the CSV to it, then mark the upload complete so Salesforce starts processing.

```python
job = requests.post(
    f"{base}/services/data/v60.0/jobs/ingest",
    json={"object": "Order_Line__c", "operation": "upsert", "externalIdFieldName": "Line_Key__c",
          "contentType": "CSV", "lineEnding": "LF"},
    headers=auth_headers(), timeout=30,
).json()

with open("order-lines.csv", "rb") as f:
    requests.put(
        f"{base}/services/data/v60.0/jobs/ingest/{job['id']}/batches",
        data=f, headers={**auth_headers(), "Content-Type": "text/csv"}, timeout=300,
    ).raise_for_status()

requests.patch(
    f"{base}/services/data/v60.0/jobs/ingest/{job['id']}",
    json={"state": "UploadComplete"}, headers=auth_headers(), timeout=30,
).raise_for_status()
```

Then poll the job until `state` is `JobComplete` or `Failed`, and download `failedResults` to see which rows were rejected and why.""",
    trap="requests.put(")

# ---------------------------------------------------------------- 046
add(topic="crm-erp", difficulty="paraphrase", variation="identifier", control_kind="same_topic",
    tq="Fetch a HubSpot contact by email from the sync script. curl please.",
    to="""The v3 contacts endpoint can look a contact up by any unique property if you pass `idProperty`:

```sh
curl -s "https://api.hubapi.com/crm/v3/objects/contacts/accounts%40harbourside-catering.ie?idProperty=email&properties=firstname,lastname,company,lifecyclestage&hapikey=$HUBSPOT_KEY"
```

The email goes in the path, URL-encoded. A 404 means no contact has that email; don't treat it as an error in the sync, just create the contact. `properties` limits the response to what you need; without it you only get a handful of defaults.""",
    msg="Drop hapikey, API keys were sunset. The private app token goes in an Authorization: Bearer header.",
    gw="&hapikey=$HUBSPOT_KEY", gr='-H "Authorization: Bearer $HUBSPOT_TOKEN"', key="hapikey",
    rq="Python version of the contact lookup for the sync worker?",
    ro="""Same lookup with requests; a missing contact comes back as `None` instead of an exception:

```python
import os
from urllib.parse import quote

import requests

HUBSPOT_KEY = os.environ["HUBSPOT_KEY"]

def find_contact(email: str) -> dict | None:
    resp = requests.get(
        f"https://api.hubapi.com/crm/v3/objects/contacts/{quote(email, safe='')}",
        params={
            "idProperty": "email",
            "properties": "firstname,lastname,company,lifecyclestage",
            "hapikey": HUBSPOT_KEY,
        },
        timeout=15,
    )
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return resp.json()
```

Returning `None` for a 404 keeps the caller simple: it decides whether to create the contact. Reuse a `requests.Session` if the worker looks up many contacts, so connections are pooled.""",
    contains=[r"""re:["']Authorization["']\s*:\s*f?["']Bearer """],
    absent=["hapikey"],
    fixed=[('HUBSPOT_KEY = os.environ["HUBSPOT_KEY"]', 'HUBSPOT_TOKEN = os.environ["HUBSPOT_TOKEN"]'),
           ('            "hapikey": HUBSPOT_KEY,\n', ''),
           ('        timeout=15,\n', '        headers={"Authorization": f"Bearer {HUBSPOT_TOKEN}"},\n        timeout=15,\n')],
    cq="How do I find the HubSpot contacts modified since yesterday?",
    co="""Use the CRM search endpoint with a filter on `lastmodifieddate`. It takes a millisecond timestamp:

```python
since_ms = int((datetime.now(timezone.utc) - timedelta(days=1)).timestamp() * 1000)
body = {
    "filterGroups": [{"filters": [
        {"propertyName": "lastmodifieddate", "operator": "GTE", "value": str(since_ms)}
    ]}],
    "properties": ["email", "firstname", "lastname", "company"],
    "sorts": [{"propertyName": "lastmodifieddate", "direction": "ASCENDING"}],
    "limit": 100,
}
resp = session.post("https://api.hubapi.com/crm/v3/objects/contacts/search", json=body, timeout=30)
```

Page with the `after` value from `paging.next`. Search returns at most 10,000 results per query, so if a bulk import touched more contacts than that, split the window into smaller time ranges. Search also lags writes by a few seconds, so a contact updated a moment ago may not show up yet.""")

# ---------------------------------------------------------------- 047
add(topic="crm-erp", difficulty="paraphrase", variation="identifier", control_kind="lookalike",
    tq="curl to pull the product list from fernhollow-supply.myshopify.com with our custom app's token.",
    to=r"""The custom app's Admin API token (the one starting `shpat_`) authenticates the request:

```sh
curl -s "https://fernhollow-supply.myshopify.com/admin/api/2024-07/products.json?limit=250&fields=id,title,variants,status" \
  -H "Authorization: Bearer $SHOPIFY_ADMIN_TOKEN"
```

250 is the maximum page size. If there are more products, the response has a `Link` header with `rel="next"`; follow its `page_info` URL rather than incrementing a page number, which Shopify's REST API no longer supports.""",
    msg="Admin API wants the shpat_ token in X-Shopify-Access-Token; Bearer gets you a 401.",
    gw='-H "Authorization: Bearer $SHOPIFY_ADMIN_TOKEN"', gr='-H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN"',
    key="Bearer $SHOPIFY_ADMIN_TOKEN",
    rq="Python function that runs a GraphQL query against the store's Admin API.",
    ro="""A small wrapper that raises on GraphQL errors as well as HTTP errors, since Shopify returns 200 for many failures:

```python
SHOPIFY_GRAPHQL = "https://fernhollow-supply.myshopify.com/admin/api/2024-07/graphql.json"

def shopify_gql(query: str, variables: dict | None = None) -> dict:
    resp = requests.post(
        SHOPIFY_GRAPHQL,
        json={"query": query, "variables": variables or {}},
        headers={"Authorization": f"Bearer {SHOPIFY_ADMIN_TOKEN}", "Content-Type": "application/json"},
        timeout=30,
    )
    resp.raise_for_status()
    data = resp.json()
    if data.get("errors"):
        raise RuntimeError(data["errors"])
    return data["data"]
```

The response's `extensions.cost` tells you how much of the rate-limit bucket the query used and how much is left; log it while you're tuning queries, because a single nested query can cost far more than you'd expect.""",
    contains=["X-Shopify-Access-Token"],
    absent=[r"""re:["']Authorization["']\s*:\s*f?["']Bearer"""],
    fixed=[('headers={"Authorization": f"Bearer {SHOPIFY_ADMIN_TOKEN}",', 'headers={"X-Shopify-Access-Token": SHOPIFY_ADMIN_TOKEN,')],
    cq="Python wrapper for HubSpot API calls in the same service?",
    co="""HubSpot private apps authenticate with a Bearer token, so the wrapper is nearly identical apart from the header:

```python
HUBSPOT_BASE = "https://api.hubapi.com"

def hubspot(method: str, path: str, **kwargs) -> dict:
    resp = requests.request(
        method,
        f"{HUBSPOT_BASE}{path}",
        headers={"Authorization": f"Bearer {HUBSPOT_TOKEN}", "Content-Type": "application/json"},
        timeout=30,
        **kwargs,
    )
    if resp.status_code == 429:
        raise RateLimited(resp.headers.get("Retry-After"))
    resp.raise_for_status()
    return resp.json() if resp.content else {}
```

Unlike Shopify's GraphQL API, HubSpot reports errors with proper HTTP status codes, so `raise_for_status()` is enough. Some endpoints return 204 with no body, hence the check on `resp.content`.""",
    trap='"Authorization": f"Bearer ')

# ---------------------------------------------------------------- 048
add(topic="crm-erp", difficulty="literal", variation="identifier", control_kind="unrelated",
    tq="What's the GraphQL Admin endpoint for our Shopify store? We pin to the mid-2024 API release.",
    to=r"""The endpoint is versioned in the path:

```
https://fernhollow-supply.myshopify.com/admin/api/2024-06/graphql.json
```

A quick way to check the token and the version together:

```sh
curl -s -X POST "https://fernhollow-supply.myshopify.com/admin/api/2024-06/graphql.json" \
  -H "Content-Type: application/json" \
  -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN" \
  -d '{"query": "{ shop { name currencyCode } }"}'
```

Each version is supported for at least twelve months. The `X-Shopify-API-Version` response header shows which version actually served the request; if you ask for one that's no longer supported, Shopify quietly falls forward to the oldest supported one, so log that header.""",
    msg="There's no 2024-06. Shopify releases quarterly (01, 04, 07, 10) and we're pinned to 2024-07.",
    gw="2024-06", gr="2024-07", key="/admin/api/2024-06/",
    rq="REST call to list open, unfulfilled orders from the store.",
    ro=r"""Filter on status and fulfillment status in the query string:

```sh
curl -s "https://fernhollow-supply.myshopify.com/admin/api/2024-06/orders.json?status=open&fulfillment_status=unfulfilled&limit=250&fields=id,name,created_at,total_price,shipping_lines" \
  -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN"
```

`unfulfilled` includes partially fulfilled orders; use `unshipped` if you only want orders with nothing sent yet. Orders older than 60 days only come back if the app has the `read_all_orders` scope, which has to be requested separately.""",
    contains=["/admin/api/2024-07/"],
    absent=["2024-06"],
    fixed=[("2024-06", "2024-07")],
    cq="What's the difference between a 401 and a 403 in our API responses?",
    co="""401 Unauthorized means the request isn't authenticated: no token, an expired one, or a bad signature. The client can fix it by authenticating again, and the response should carry a `WWW-Authenticate` header saying how.

403 Forbidden means the caller is authenticated but not allowed to do this: a missing scope, a role without access, or a resource belonging to another customer. Retrying with the same credentials won't help.

For OAuth-protected endpoints, RFC 6750 adds detail in that header: `error="invalid_token"` goes with 401, and `error="insufficient_scope"` goes with 403, ideally with a `scope` attribute naming what's needed. Returning 404 instead of 403 for other customers' resources is also common, so you don't reveal that the id exists.""")

# ---------------------------------------------------------------- 049
add(topic="payments", difficulty="literal", variation="identifier", control_kind="already_correct",
    tq="Create a Stripe invoice for a wholesale customer on 30-day terms, emailed rather than charged automatically.",
    to="""Add the invoice items, create the invoice with `send_invoice`, then finalise and send it:

```python
stripe.InvoiceItem.create(
    customer=customer_id,
    amount=184050,
    currency="eur",
    description="March deliveries (14 drops)",
)

invoice = stripe.Invoice.create(
    customer=customer_id,
    collection_method="send_invoice",
    due_days=30,
    pending_invoice_items_behavior="include",
    metadata={"netsuite_invoice": "INV-20931"},
)
stripe.Invoice.finalize_invoice(invoice.id)
stripe.Invoice.send_invoice(invoice.id)
```

Finalising assigns the invoice number and locks the line items; sending emails the customer a link to the hosted invoice page, where they can pay by card or bank transfer depending on what's enabled.""",
    msg="send_invoice is right, the param is days_until_due though.",
    gw="due_days=30", gr="days_until_due=30", key="due_days",
    rq="Node version for the UK entity: 14-day terms, in GBP.",
    ro="""Same three steps with the Node SDK:

```js
await stripe.invoiceItems.create({
  customer: customerId,
  amount: 96200,
  currency: 'gbp',
  description: 'Belfast depot deliveries, March',
});

const invoice = await stripe.invoices.create({
  customer: customerId,
  collection_method: 'send_invoice',
  due_days: 14,
  currency: 'gbp',
  pending_invoice_items_behavior: 'include',
});
await stripe.invoices.finalizeInvoice(invoice.id);
await stripe.invoices.sendInvoice(invoice.id);
```

Give the UK entity's customers GBP as their currency from the start; Stripe won't mix currencies on one invoice, so a customer with EUR items pending can't be invoiced in GBP until those are cleared.""",
    contains=[r"re:days_until_due:\s*14\b"],
    absent=[r"re:\bdue_days\b"],
    fixed=[("due_days: 14", "days_until_due: 14")],
    cq="Quick curl to create a 45-day invoice for the hospital group account?",
    co=r"""Same as the others, with the longer terms:

```sh
curl https://api.stripe.com/v1/invoices \
  -u "$STRIPE_SECRET_KEY:" \
  -d customer=cus_Q8fernHospGrp01 \
  -d collection_method=send_invoice \
  -d days_until_due=45 \
  -d pending_invoice_items_behavior=include \
  -d "metadata[netsuite_invoice]=INV-21007"
```

Add the invoice items first, then finalise and send. Public-sector customers often need their PO number on the invoice; put it in a custom field (`-d "custom_fields[0][name]=PO number" -d "custom_fields[0][value]=..."`) so it prints on the PDF, not only in metadata.""",
    holds="days_until_due")

# ---------------------------------------------------------------- 050
add(topic="payments", difficulty="literal", variation="casing", control_kind="lookalike",
    tq="Create a PayPal order (Orders v2) for a €86.40 invoice and capture it straight away.",
    to="""Create the order with the amount, have the buyer approve it, then capture:

```python
order = requests.post(
    "https://api-m.paypal.com/v2/checkout/orders",
    headers={"Authorization": f"Bearer {access_token}", "PayPal-Request-Id": f"order-{invoice_no}"},
    json={
        "intent": "SALE",
        "purchase_units": [{
            "reference_id": invoice_no,
            "invoice_id": invoice_no,
            "amount": {"currency_code": "EUR", "value": "86.40"},
        }],
    },
    timeout=20,
).json()
```

Send the buyer to the `approve` link from `order["links"]`. When they come back, capture:

```python
capture = requests.post(
    f"https://api-m.paypal.com/v2/checkout/orders/{order['id']}/capture",
    headers={"Authorization": f"Bearer {access_token}", "Content-Type": "application/json"},
    timeout=20,
).json()
```

Amounts are strings with exactly two decimals for EUR. `invoice_id` must be unique across your PayPal account, which conveniently stops an invoice being paid twice.""",
    msg='Should be "intent": "CAPTURE". SALE was the old v1 Payments API.',
    gw='"intent": "SALE"', gr='"intent": "CAPTURE"', key='"intent": "SALE"',
    rq="Same PayPal order creation for the statement-payment page, which is also Python.",
    ro="""Statements can cover several invoices, so put the statement number in `reference_id` and `invoice_id` and the total in the amount:

```python
payload = {
    "intent": "sale",
    "purchase_units": [{
        "reference_id": statement.number,
        "invoice_id": statement.number,
        "description": f"Statement {statement.number} ({len(statement.invoices)} invoices)",
        "amount": {"currency_code": "EUR", "value": f"{statement.total:.2f}"},
    }],
    "payment_source": {"paypal": {"experience_context": {
        "return_url": "https://portal.fernhollow.io/pay/return",
        "cancel_url": "https://portal.fernhollow.io/pay/cancel",
    }}},
}
order = requests.post(ORDERS_URL, headers=paypal_headers(f"stmt-{statement.number}"), json=payload, timeout=20).json()
```

`statement.total` should be a `Decimal`, so the f-string formats it without float rounding surprises. After capture, mark every invoice on the statement as paid in NetSuite in one go, not one by one.""",
    contains=[r're:"intent":\s*"CAPTURE"'],
    absent=[r're:(?i)"intent":\s*"sale"'],
    fixed=[('"intent": "sale"', '"intent": "CAPTURE"')],
    cq="The old storefront still creates payments through PayPal's v1 /payments/payment endpoint. What does its create call look like?",
    co="""The v1 Payments API uses lowercase intents and a `transactions` array instead of `purchase_units`:

```json
{
  "intent": "sale",
  "payer": { "payment_method": "paypal" },
  "transactions": [{
    "amount": { "total": "86.40", "currency": "EUR" },
    "invoice_number": "INV-20931",
    "description": "Fernhollow Supply invoice INV-20931"
  }],
  "redirect_urls": {
    "return_url": "https://shop.fernhollow.io/paypal/return",
    "cancel_url": "https://shop.fernhollow.io/paypal/cancel"
  }
}
```

POST it to `/v1/payments/payment`, redirect the buyer to the `approval_url` link, then execute with the `PayerID` they come back with. v1 is deprecated; moving the old storefront to Orders v2 the next time it's touched avoids maintaining two integrations.""",
    trap='"intent": "sale"')

# ---------------------------------------------------------------- 051
add(topic="crm-erp", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Run a SuiteQL query from Python to pull open customer invoices from NetSuite.",
    to="""SuiteQL goes through the REST query endpoint as a POST with the query in the body. Reuse the OAuth1 `auth` object from the other NetSuite calls:

```python
SUITEQL_URL = "https://6614720.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql"

OPEN_INVOICES = (
    "SELECT id, tranid, entity, trandate, duedate, foreigntotal, foreignamountremaining "
    "FROM transaction WHERE type = 'CustInvc' AND status = 'CustInvc:A'"
)

def open_invoices(auth):
    url = f"{SUITEQL_URL}?limit=1000"
    while url:
        resp = requests.post(
            url,
            json={"q": OPEN_INVOICES},
            headers={"Prefer": "respond-async", "Content-Type": "application/json"},
            auth=auth,
            timeout=60,
        )
        resp.raise_for_status()
        page = resp.json()
        yield from page["items"]
        url = next((l["href"] for l in page["links"] if l["rel"] == "next"), None)
```

1000 is the largest page SuiteQL allows. Paging also stops at 100,000 rows in total, so for bigger pulls split the query by date range.""",
    msg="Send Prefer: transient for SuiteQL.",
    gw='"Prefer": "respond-async"', gr='"Prefer": "transient"', key="respond-async",
    rq="Quick curl to run a SuiteQL count of active customers, for testing from my machine.",
    ro=r"""Postman is easier for the OAuth signature, but if you have a helper that prints a signed header, the call itself is:

```sh
curl -s -X POST "https://6614720.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql" \
  -H "Authorization: $(ns-oauth-header POST https://6614720.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql)" \
  -H "Content-Type: application/json" \
  -H "Prefer: respond-async" \
  -d '{"q": "SELECT COUNT(*) AS active FROM customer WHERE isinactive = '\''F'\''"}'
```

The `'\''` dance is just shell quoting for the single quotes around `F`. The count comes back as a one-item `items` array, with the field name lowercased, so read `items[0].active`.""",
    contains=[r"re:Prefer:\s*transient"],
    absent=[r"re:Prefer:\s*respond-async"],
    fixed=[("Prefer: respond-async", "Prefer: transient")],
    cq="Kick off a large customer export asynchronously with the NetSuite REST API.",
    co=r"""Any REST record request can run asynchronously if you add `Prefer: respond-async`. NetSuite answers 202 straight away, with a `Location` header pointing at the job:

```sh
curl -s -i -X GET \
  "https://6614720.suitetalk.api.netsuite.com/services/rest/record/v1/customer?limit=1000" \
  -H "Authorization: $AUTH_HEADER" \
  -H "Prefer: respond-async"
# HTTP/1.1 202 Accepted
# Location: https://6614720.suitetalk.api.netsuite.com/services/rest/async/v1/job/118
```

Poll that job URL until it reports completed, then fetch the results from the job's task link. Async requests count against the same concurrency limit as synchronous ones, so launching a dozen at once won't make the export faster.""",
    trap="Prefer: respond-async")

# ---------------------------------------------------------------- 052
add(topic="email", difficulty="paraphrase", variation="identifier", control_kind="same_topic",
    tq="Postfix relay config for sending through SES in eu-west-1.",
    to="""Point Postfix at SES as a relay host on the submission port and require TLS. In `/etc/postfix/main.cf`:

```
relayhost = [smtp.ses.eu-west-1.amazonaws.com]:587
smtp_sasl_auth_enable = yes
smtp_sasl_security_options = noanonymous
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_use_tls = yes
smtp_tls_security_level = encrypt
smtp_tls_note_starttls_offer = yes
```

And `/etc/postfix/sasl_passwd` (mode 600, then `postmap hash:/etc/postfix/sasl_passwd`):

```
[smtp.ses.eu-west-1.amazonaws.com]:587 SMTP_USERNAME:SMTP_PASSWORD
```

The square brackets stop Postfix doing an MX lookup on the hostname. Reload with `systemctl reload postfix` and watch `/var/log/maillog` for the first relayed message.""",
    msg="The SES SMTP endpoint is email-smtp.<region>.amazonaws.com, so email-smtp.eu-west-1.amazonaws.com here.",
    gw="smtp.ses.eu-west-1.amazonaws.com", gr="email-smtp.eu-west-1.amazonaws.com", key="smtp.ses.",
    rq="The US entity's app runs in us-east-1. smtplib snippet to send through SES there?",
    ro="""Connect on 587, upgrade with STARTTLS, then log in with the SMTP credentials for that region (SES SMTP credentials are region-specific):

```python
import os
import smtplib
import ssl
from email.message import EmailMessage

def send_via_ses(msg: EmailMessage) -> None:
    ctx = ssl.create_default_context()
    with smtplib.SMTP("smtp.ses.us-east-1.amazonaws.com", 587, timeout=20) as smtp:
        smtp.starttls(context=ctx)
        smtp.login(os.environ["SES_SMTP_USER"], os.environ["SES_SMTP_PASS"])
        smtp.send_message(msg)
```

The From domain has to be verified in us-east-1 too; identities don't carry across regions. If the account is still in the sandbox there, every recipient must be verified as well.""",
    contains=["email-smtp.us-east-1.amazonaws.com"],
    absent=["smtp.ses."],
    fixed=[("smtp.ses.us-east-1.amazonaws.com", "email-smtp.us-east-1.amazonaws.com")],
    cq="How can I test the SES SMTP credentials from a shell before changing Postfix?",
    co=r"""`swaks` is the quickest way to do a full authenticated send:

```sh
swaks --server email-smtp.eu-west-1.amazonaws.com --port 587 --tls \
  --auth LOGIN --auth-user "$SES_SMTP_USER" --auth-password "$SES_SMTP_PASS" \
  --from invoices@billing.fernhollow.io --to you@fernhollow.io \
  --header "Subject: SES credential test"
```

If authentication fails you'll see `535 Authentication Credentials Invalid`, which almost always means the password wasn't generated for this region or the IAM user lacks `ses:SendRawEmail`. A `554 Message rejected: Email address is not verified` means the credentials are fine and the problem is the identity or the sandbox.""")

# ---------------------------------------------------------------- 053
add(topic="email", difficulty="semantic", variation="reworded", control_kind="unrelated",
    tq="What SMTP username and password do I give the legacy ERP so it can send through SES?",
    to="""Create a dedicated IAM user for the ERP with a policy that only allows `ses:SendRawEmail` (optionally with a condition on the From address). Then generate an access key for it and use:

- SMTP username: the access key ID (starts with `AKIA`)
- SMTP password: the secret access key

Server `email-smtp.eu-west-1.amazonaws.com`, port 587 with STARTTLS. Store the key in the ERP's credential store, not in a config file on a shared drive, and tag the IAM user so it's obvious what it's for when someone audits IAM next year.""",
    msg="The secret key isn't the SMTP password. SES needs a password derived from it for the region, or you create SMTP credentials in the SES console.",
    gw="SMTP password: the secret access key",
    gr="SMTP password: the SMTP password derived from the secret access key for eu-west-1",
    key="SMTP password: the secret access key",
    rq="We're rotating the ERP's SES credentials next week. Anything special to watch?",
    ro="""Rotation is straightforward because the IAM user can have two access keys at once:

1. Create a second access key for the ERP's IAM user.
2. In the ERP's mail settings, put the new access key ID in the username field and paste the new secret access key into the SMTP password field.
3. Send a test invoice, check it arrives, then deactivate (not delete) the old key.
4. After a week with no errors, delete the old key.

Deactivating first gives you a quick rollback if some other system turns out to share those credentials.""",
    contains=[r"re:(?i)deriv|SMTP credentials|convert"],
    absent=[r"re:(?i)paste the new secret access key into the SMTP password"],
    fixed=[("paste the new secret access key into the SMTP password field.",
            "enter the SMTP password derived from the new secret access key (SES documents the conversion, and it's specific to eu-west-1); the raw secret key won't authenticate.")],
    cq="How do I make pytest show the slowest tests?",
    co="""Use `--durations`:

```sh
pytest --durations=15 --durations-min=0.5
```

That prints the 15 slowest setup, call and teardown phases that took at least half a second. Slow setup usually points at a fixture that could be `scope="module"` or `scope="session"` instead of per-test, which is often the biggest win; slow calls are more often real network or database access that a test double would remove.""")

# ---------------------------------------------------------------- 054
add(topic="webhooks", difficulty="paraphrase", variation="identifier", control_kind="lookalike",
    tq="Express route for Shopify webhooks. We already have express.json() registered app-wide.",
    to="""You can verify inside the route using the parsed body:

```js
const crypto = require('node:crypto');

app.use(express.json());

app.post('/shopify/webhooks/orders', (req, res) => {
  const received = req.get('X-Shopify-Hmac-Sha256') || '';
  const digest = crypto
    .createHmac('sha256', process.env.SHOPIFY_API_SECRET)
    .update(JSON.stringify(req.body), 'utf8')
    .digest('base64');
  const ok = received.length === digest.length &&
    crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(received));
  if (!ok) return res.sendStatus(401);

  queue.add('shopify-order', { topic: req.get('X-Shopify-Topic'), order: req.body });
  res.sendStatus(200);
});
```

`req.body` is already an object here because of the global parser, so you can put it straight on the queue without parsing it again.""",
    msg="Thanks, the routing's fine. But JSON.stringify(req.body) won't give back Shopify's exact bytes, so the HMAC fails whenever spacing or unicode escaping differs. It needs the raw body (express.raw on that route, registered before the global parser).",
    gw="JSON.stringify(req.body)", gr="req.body", key="JSON.stringify(req.body)",
    rq="The Slack events endpoint runs on Fastify. Can you add the signature check there?",
    ro="""Fastify parses JSON before your handler runs, so build the base string from the parsed body:

```js
const crypto = require('node:crypto');

fastify.post('/slack/events', async (request, reply) => {
  const ts = request.headers['x-slack-request-timestamp'];
  if (!ts || Math.abs(Date.now() / 1000 - Number(ts)) > 300) {
    return reply.code(403).send();
  }
  const base = `v0:${ts}:${JSON.stringify(request.body)}`;
  const expected = 'v0=' + crypto
    .createHmac('sha256', process.env.SLACK_SIGNING_SECRET)
    .update(base)
    .digest('hex');
  const given = request.headers['x-slack-signature'] || '';
  if (given.length !== expected.length ||
      !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return reply.code(403).send();
  }
  if (request.body.type === 'url_verification') {
    return { challenge: request.body.challenge };
  }
  await handleEvent(request.body.event);
  return reply.code(200).send();
});
```

Slack retries events that don't get a 200 within three seconds, with `x-slack-retry-num` set, so return quickly and make `handleEvent` tolerate duplicates.""",
    contains=[r"re:rawBody|rawbody|addContentTypeParser"],
    absent=[r"re:JSON\.stringify\(request\.body\)"],
    fixed=[("Fastify parses JSON before your handler runs, so build the base string from the parsed body:",
            "Fastify parses JSON before your handler runs, so register the fastify-raw-body plugin and build the base string from the raw bytes:"),
           ("const base = `v0:${ts}:${JSON.stringify(request.body)}`;",
            "const base = `v0:${ts}:${request.rawBody}`; // route config: { rawBody: true }")],
    cq="Route that forwards a new wholesale order from the storefront to the ERP bridge.",
    co="""This route isn't verifying a signature, so the globally parsed body is exactly what you want: validate it, then pass it on:

```js
app.post('/orders/wholesale', requireSession, async (req, res) => {
  const { error } = wholesaleOrderSchema.validate(req.body);
  if (error) return res.status(422).json({ error: error.message });

  const erpRes = await fetch(`${process.env.ERP_BRIDGE_URL}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': req.id },
    body: JSON.stringify(req.body),
  });
  if (!erpRes.ok) return res.status(502).json({ error: 'ERP bridge rejected the order' });
  res.status(201).json(await erpRes.json());
});
```

Passing `X-Request-Id` through means a failed order can be traced across the storefront, the bridge and NetSuite with one id.""",
    trap="JSON.stringify(req.body)")

# ---------------------------------------------------------------- 055
add(topic="chat-bots", difficulty="paraphrase", variation="identifier", control_kind="same_topic",
    tq="Slack message for the overdue-invoice alert, with a link to the invoice in NetSuite.",
    to=r"""A section block with mrkdwn text and a context line keeps it scannable in the channel:

```json
{
  "channel": "C05FHBILL01",
  "text": "Overdue: INV-20931, €4,250.00, 12 days late",
  "blocks": [
    {
      "type": "section",
      "text": {
        "type": "mrkdwn",
        "text": "*Overdue:* [INV-20931](https://6614720.app.netsuite.com/app/accounting/transactions/custinvc.nl?id=88213) for Harbourside Catering\n€4,250.00, due 28 Feb, *12 days late*"
      }
    },
    {
      "type": "context",
      "elements": [{ "type": "mrkdwn", "text": "Account manager: <@U04KM2QX7> · Credit limit €10,000" }]
    }
  ]
}
```

The top-level `text` is what appears in notifications and screen readers, so keep the essentials there too.""",
    msg="Slack mrkdwn doesn't do [text](url), it's <url|text>. The link shows up as literal brackets.",
    gw="[INV-20931](https://6614720.app.netsuite.com/app/accounting/transactions/custinvc.nl?id=88213)",
    gr="<https://6614720.app.netsuite.com/app/accounting/transactions/custinvc.nl?id=88213|INV-20931>",
    key="[INV-20931](",
    rq="Python that posts the new wholesale order alert to #orders-wholesale with a link to the order in the Shopify admin.",
    ro="""Build the text with the order link and post it with the Web API client:

```python
import os
from slack_sdk import WebClient

slack = WebClient(token=os.environ["SLACK_BOT_TOKEN"])

def post_wholesale_order(order: dict) -> None:
    order_name = order["name"]
    order_url = f"https://admin.shopify.com/store/fernhollow-supply/orders/{order['id']}"
    customer = order["customer"]["default_address"]["company"] or "Unknown company"
    text = f"*New wholesale order* [{order_name}]({order_url}) from {customer}, €{order['total_price']}"
    slack.chat_postMessage(channel="#orders-wholesale", text=text, unfurl_links=False)
```

`unfurl_links=False` stops Slack trying to preview the admin URL, which would only show a login page anyway. Posting by channel name works, but the channel id is sturdier if someone renames the channel.""",
    contains=[r"re:<\{order_url\}\|\{order_name\}>"],
    absent=[r"re:\[\{order_name\}\]\(\{order_url\}\)"],
    fixed=[("[{order_name}]({order_url})", "<{order_url}|{order_name}>")],
    cq="How do I tag the on-call credit controllers in that overdue alert?",
    co="""Mention the user group rather than individuals, so the alert follows whoever is on the rota. User group mentions use the group's id:

```python
text = f"<!subteam^S06CREDITOC> {summary}"
```

Find the id with `usergroups.list` (it needs the `usergroups:read` scope) or from the group's page in Slack. The bot doesn't need to be in the group, but it does need to be a member of the channel to post. Keep the plain summary in the top-level `text` as well, so the notification says something useful on a lock screen.""")

# ---------------------------------------------------------------- 056
add(topic="chat-bots", difficulty="paraphrase", variation="code_block", control_kind="lookalike",
    tq="The /stock slash command queries NetSuite and takes about six seconds, so Discord shows 'The application did not respond'. How do I fix it?",
    to="""Discord gives you three seconds to answer an interaction. For anything slower, acknowledge immediately with a deferred response and edit the reply once the data is ready:

```python
@app.post("/discord/interactions")
async def interactions(request: Request, background: BackgroundTasks):
    data = await verified_json(request)
    if data["type"] == 1:
        return {"type": 1}
    if data["type"] == 2 and data["data"]["name"] == "stock":
        background.add_task(stock_followup, data["token"], data["data"]["options"])
        return {"type": 4}  # defer: shows "Bot is thinking..."
    return {"type": 4, "data": {"content": "Unknown command"}}

async def stock_followup(token, options):
    text = await netsuite_stock_summary(options[0]["value"])
    async with httpx.AsyncClient() as client:
        await client.patch(
            f"https://discord.com/api/v10/webhooks/{APP_ID}/{token}/messages/@original",
            json={"content": text},
        )
```

The interaction token stays valid for 15 minutes, which is plenty for a NetSuite lookup.""",
    msg="Deferring is type 5. 4 is CHANNEL_MESSAGE_WITH_SOURCE and needs data, that's why it still fails.",
    gw='return {"type": 4}  # defer', gr='return {"type": 5}  # defer', key='{"type": 4}',
    rq="The /reorder command in the Node version has the same timeout problem. Fix it there?",
    ro="""Same approach: answer within the three seconds with a deferred response, then edit the original message when the work is done.

```js
app.post('/discord/interactions', verifyDiscord, async (req, res) => {
  const { type, data, token } = req.body;
  if (type === 1) return res.send({ type: 1 });

  if (type === 2 && data.name === 'reorder') {
    res.send({ type: 4 }); // defer, Discord shows the thinking state
    const sku = data.options.find((o) => o.name === 'sku').value;
    const text = await createReorderDraft(sku);
    await fetch(`https://discord.com/api/v10/webhooks/${process.env.DISCORD_APP_ID}/${token}/messages/@original`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: text }),
    });
    return;
  }
  res.status(400).send({ error: 'unknown command' });
});
```

Sending the response before awaiting the slow work is what matters; Express keeps the handler running after `res.send`.""",
    contains=[r"re:\btype:\s*5\b|DeferredChannelMessageWithSource|DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE"],
    absent=[r"re:\btype:\s*4\b"],
    fixed=[("res.send({ type: 4 });", "res.send({ type: 5 });")],
    cq="Add a /ping command to the Node bot that replies straight away.",
    co="""A ping needs no deferral; reply in the interaction response itself:

```js
if (type === 2 && data.name === 'ping') {
  const signedAt = Number(req.get('X-Signature-Timestamp')) * 1000;
  return res.send({
    type: 4,
    data: { content: `pong (${Date.now() - signedAt} ms since Discord signed the request)`, flags: 64 },
  });
}
```

Type 4 sends a message as the response, and `flags: 64` makes it ephemeral, so only the person who ran `/ping` sees it. Register the command alongside the others so it shows up in the slash menu.""",
    trap="type: 4")

# ---------------------------------------------------------------- 057
add(topic="csv-excel", difficulty="paraphrase", variation="identifier", control_kind="unrelated",
    tq="Nightly CSV of shipments for Harlow & Vance, our New York distributor. Their importer wants US-style dates.",
    to="""Write the CSV with the standard library and format dates explicitly, so nothing depends on the server's locale:

```python
import csv

FIELDS = ["shipment_id", "order_ref", "ship_date", "cases", "weight_kg", "carrier", "tracking_no"]

def write_shipments(rows, path):
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(FIELDS)
        for r in rows:
            writer.writerow([
                r.id,
                r.order_ref,
                r.shipped_at.strftime("%d/%m/%Y"),  # US style
                r.cases,
                f"{r.weight_kg:.1f}",
                r.carrier,
                r.tracking_no,
            ])
```

Their importer also expects a header row that matches the agreed field names exactly, so keep `FIELDS` in sync with the spec they sent rather than renaming columns here.""",
    msg="That's day-first. US style is month first: %m/%d/%Y.",
    gw="%d/%m/%Y", gr="%m/%d/%Y", key="%d/%m/%Y",
    rq="The returns feed for Harlow & Vance comes from the Node service. Same date format there with date-fns?",
    ro="""date-fns `format` takes Unicode tokens, so the pattern looks slightly different from strftime:

```js
import { format } from 'date-fns';

export function returnsRow(ret) {
  return [
    ret.id,
    ret.originalShipmentId,
    format(ret.receivedAt, 'dd/MM/yyyy'),
    ret.cases,
    ret.reasonCode,
  ];
}
```

Note the lowercase `yyyy` and `dd`: uppercase `YYYY` is the week-numbering year and `DD` is the day of the year, and date-fns throws unless you opt in to them, precisely because they're such a common mistake. Keep the returns feed's format identical to the shipments feed so their importer can share one parser.""",
    contains=["MM/dd/yyyy"],
    absent=["dd/MM/yyyy"],
    fixed=[("'dd/MM/yyyy'", "'MM/dd/yyyy'")],
    cq="What's the right column type for money amounts in the Postgres invoicing tables?",
    co="""Use `numeric` with an explicit scale, e.g. `numeric(12,2)` for EUR and GBP amounts, or store integer minor units (cents) in a `bigint`, as Stripe does. Avoid `real` and `double precision`, which can't represent most decimal fractions exactly, and the `money` type, whose formatting depends on the server's `lc_monetary` setting.

```sql
CREATE TABLE invoice_lines (
  id           bigserial PRIMARY KEY,
  invoice_id   bigint        NOT NULL REFERENCES invoices(id),
  description  text          NOT NULL,
  quantity     numeric(10,3) NOT NULL,
  unit_price   numeric(12,4) NOT NULL,
  line_total   numeric(12,2) NOT NULL,
  currency     char(3)       NOT NULL CHECK (currency ~ '^[A-Z]{3}$')
);
```

Keep the currency on every row that holds an amount. Round once, when `line_total` is computed, with the rounding rule finance has signed off.""")

# ---------------------------------------------------------------- 058
add(topic="company-facts", difficulty="literal", variation="reworded", control_kind="lookalike",
    tq="Which scopes should the invoice-sync service request from our auth server with client credentials?",
    to="""Keep it to what the service actually does. invoice-sync reads confirmed orders from the orders API and pushes invoices into the ledger API, so request:

```
scope=orders:read invoices:read
```

Register the client with only those scopes allowed, so even a misconfigured request can't widen them. If someone later adds a feature that needs more, they'll get a 403 with `insufficient_scope`, which is a much better failure than a client that quietly had admin rights all along.""",
    msg="Deployed with those and every POST /invoices came back 403 insufficient_scope. It needs invoices:write, not invoices:read. Switched it over and it's green now.",
    gw="invoices:read", gr="invoices:write", key="invoices:read",
    rq="Set up the invoice-sync client in Keycloak. Which client scopes do I assign?",
    ro="""In the staff realm, open Clients → invoice-sync → Client scopes and add orders:read and invoices:read as Default client scopes (not Optional), then remove the defaults it doesn't need, such as profile, email and roles. Make sure service account roles are enabled and the standard flow is off, since it only uses client credentials.

Then check what a token actually contains before deploying: the Evaluate tab under the client's scopes shows it, or request one with curl and decode it. The `scope` claim should list exactly those two and nothing else.""",
    contains=["invoices:write"],
    absent=["invoices:read"],
    fixed=[("add orders:read and invoices:read as", "add orders:read and invoices:write as")],
    cq="And which scopes does the finance dashboard need? It only displays invoices and ageing.",
    co="""Read-only access is enough: `orders:read invoices:read`. The dashboard never creates or edits anything, so it shouldn't be able to, even by accident.

The dashboard signs users in, so unlike invoice-sync it uses the authorization code flow with PKCE, and the scopes end up in the user's token. Add them as Optional client scopes on the dashboard client and request them explicitly in the login URL; that way a future admin page can ask for more without every user's token carrying it.""",
    trap="invoices:read")

# ---------------------------------------------------------------- 059
add(topic="payments", difficulty="paraphrase", variation="identifier", control_kind="unrelated",
    tq="VAT rate table for the invoice generator: standard rates for Ireland, the UK and Germany.",
    to="""Keep the rates as `Decimal` so line totals round the way finance expects, and key them by ISO country code:

```python
from decimal import Decimal

STANDARD_VAT = {
    "IE": Decimal("0.21"),
    "GB": Decimal("0.20"),
    "DE": Decimal("0.19"),
}

def vat_for(net: Decimal, country: str) -> Decimal:
    return (net * STANDARD_VAT[country]).quantize(Decimal("0.01"))
```

These are standard rates only. A lot of what Fernhollow sells (some foodstuffs, for instance) falls under reduced or zero rates, so in practice the rate should come from the product's tax code, with this table only as the fallback. And B2B sales to VAT-registered customers in other EU countries are usually reverse-charged, so the invoice shows 0% with the reverse-charge note.""",
    msg="GB and DE are right. Ireland's standard rate is 23%.",
    gw='"IE": Decimal("0.21")', gr='"IE": Decimal("0.23")', key='"IE": Decimal("0.21")',
    rq="The reporting view needs the same standard rates in SQL.",
    ro="""A CASE expression does it for three countries; if the list grows, move the rates to a `vat_rates` table with validity dates instead:

```sql
CREATE OR REPLACE VIEW invoice_vat_check AS
SELECT
  i.id,
  i.country_code,
  i.net_amount,
  CASE i.country_code
    WHEN 'IE' THEN 0.21
    WHEN 'GB' THEN 0.20
    WHEN 'DE' THEN 0.19
  END AS standard_rate,
  round(i.net_amount * CASE i.country_code
    WHEN 'IE' THEN 0.21
    WHEN 'GB' THEN 0.20
    WHEN 'DE' THEN 0.19
  END, 2) AS expected_vat
FROM invoices i;
```

Repeating the CASE is ugly; a join against a `VALUES` list avoids it, but for a check view this is easy enough to read.""",
    contains=[r"re:'IE' THEN 0\.23"],
    absent=[r"re:'IE' THEN 0\.21"],
    fixed=[("WHEN 'IE' THEN 0.21", "WHEN 'IE' THEN 0.23")],
    cq="How do I see the size of each Docker image on the build server and clean up old ones?",
    co=r"""`docker image ls` shows sizes per image; `docker system df` gives the totals, including how much is reclaimable:

```sh
docker system df
docker image ls --format '{{.Repository}}:{{.Tag}}\t{{.Size}}'
docker image prune -a --filter "until=168h"
```

`prune -a` removes every image not used by a container, and the `until` filter limits it to images older than a week, so last night's builds stay cached. Build cache is separate: `docker builder prune --filter until=168h` clears that, and on a busy build server it's often the larger of the two.""")

# ---------------------------------------------------------------- 060
add(topic="webhooks", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="Our webhook receiver was down for six hours overnight. Will Stripe resend the events we missed?",
    to=r"""Yes. In live mode Stripe retries failed deliveries with exponential backoff for up to 24 hours, so events from a six-hour outage will still be redelivered; the earliest ones have already had several attempts and will get a few more.

Once the receiver is back, check the endpoint in the dashboard: each event shows its delivery attempts and the next retry time. If you'd rather not wait for the backoff, list the events from the outage window and process them yourself:

```sh
curl -G https://api.stripe.com/v1/events \
  -u "$STRIPE_SECRET_KEY:" \
  -d "created[gte]=1741906800" \
  -d "created[lte]=1741928400" \
  -d limit=100
```

Make sure the handler is idempotent on `event.id` before you do that, since the retries will still arrive as well.""",
    msg="Live mode retries go on for up to three days, not 24 hours.",
    gw="up to 24 hours", gr="up to three days", key="24 hours",
    rq="If the receiver goes down over a long weekend, Friday night to Monday morning, do we lose events?",
    ro="""Possibly. Stripe stops retrying a failed delivery after 24 hours, so events that first failed on Friday night will have used up their retries by Saturday night, and only events from Sunday onwards will still be retried when you're back on Monday.

You won't lose the data itself: the Events API keeps events for 30 days, so after an outage like that, list everything created during the window and feed it through the same handler. It's worth scripting that backfill now, so it's a single command on a Monday morning rather than something written under pressure.""",
    contains=[r"re:(?i)\b(3|three) days|\b72 hours"],
    absent=[r"re:(?i)24 hours"],
    fixed=[("Possibly. Stripe stops retrying a failed delivery after 24 hours, so events that first failed on Friday night will have used up their retries by Saturday night, and only events from Sunday onwards will still be retried when you're back on Monday.",
            "Not from a weekend outage alone. In live mode Stripe keeps retrying a failed delivery for up to three days, so events that first failed on Friday night are still being retried on Monday morning.")],
    cq="How do we make the webhook handler safe when Stripe redelivers an event we've already processed?",
    co="""Record each event id when you finish processing it, and skip ids you've already seen. A unique constraint makes that race-free even with several workers:

```sql
CREATE TABLE processed_stripe_events (
  event_id     text PRIMARY KEY,
  processed_at timestamptz NOT NULL DEFAULT now()
);
```

```python
def handle(event):
    with db.transaction():
        inserted = db.execute(
            "INSERT INTO processed_stripe_events (event_id) VALUES (%s) ON CONFLICT DO NOTHING",
            (event["id"],),
        ).rowcount
        if not inserted:
            return  # already handled
        apply_event(event)
```

Doing the insert and the side effects in one transaction means a crash halfway leaves neither behind, so the retry processes the event cleanly. Side effects outside the database, such as sending an email, need their own guard, for example an idempotency key on the email provider's API.""")

# =================================================================== checks

# Cross-scenario occurrences of a wrong span that are genuinely correct where they occur.
# (owner id, other id) -> reason
ALLOW_CROSS = {
    ("d18-004", "d18-002"): "GitHub sends a hex digest, so hexdigest() is right in the FastAPI GitHub hook",
    ("d18-004", "d18-003"): "Slack's v0= signature is hex, so hexdigest() is right in the Flask Slack check",
    ("d18-035", "d18-057"): "a machine-read feed for a US importer: plain UTF-8 without a BOM is right there",
}

DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KIND = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}
MIN_PER_VARIATION = 5


def go_tabs(text):
    """Indent Go code blocks with tabs, as gofmt would (the data is typed with 4-space steps)."""
    out, in_go = [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            in_go = (not in_go) and line.strip() == "```go"
            out.append(line)
            continue
        if in_go:
            stripped = line.lstrip(" ")
            n = (len(line) - len(stripped)) // 4
            line = "\t" * n + line[n * 4:]
        out.append(line)
    return "\n".join(out)


def check(text, spec):  # exactly as run.py evaluates a check
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_ok(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def longest_common(a, b):
    a, b = a.lower(), b.lower()
    best = 0
    for i in range(len(a)):
        for j in range(i + best + 1, len(a) + 1):
            if a[i:j] in b:
                best = j - i
            else:
                break
    return best


def build():
    scen, extra = [], {}
    for i, s in enumerate(S, 1):
        sid = "d18-%03d" % i
        ro = s["ro"]
        fixed = ro
        for old, new in s["fixed"]:
            if old not in fixed:
                raise SystemExit("%s: fixed pair not found in repeat output: %r" % (sid, old))
            fixed = fixed.replace(old, new)
        obj = {
            "id": sid,
            "topic": s["topic"],
            "difficulty": s["difficulty"],
            "repeat_variation": s["variation"],
            "control_kind": s["control_kind"],
            "teach": {"query": s["tq"], "output": go_tabs(s["to"]), "message": s["msg"],
                      "gold_wrong": s["gw"], "gold_right": s["gr"]},
            "repeat": {"query": s["rq"], "output": go_tabs(ro),
                       "expect_contains": list(s["contains"]), "expect_absent": list(s["absent"])},
            "control": {"query": s["cq"], "output": go_tabs(s["co"])},
        }
        scen.append(obj)
        extra[sid] = {"key": s["key"], "fixed": go_tabs(fixed), "trap": s.get("trap"), "holds": s.get("holds"),
                      "pairs": s["fixed"]}
    return scen, extra


def go_parity(cases):
    """Run every (pattern, text) through Go's regexp (RE2); return list of True/False/'err:...'."""
    src = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type tc struct {
	P string `json:"p"`
	T string `json:"t"`
}

func main() {
	var cases []tc
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		panic(err)
	}
	out := make([]interface{}, len(cases))
	cache := map[string]*regexp.Regexp{}
	for i, c := range cases {
		re, ok := cache[c.P]
		if !ok {
			var err error
			re, err = regexp.Compile(c.P)
			if err != nil {
				out[i] = "err:" + err.Error()
				continue
			}
			cache[c.P] = re
		}
		out[i] = re.MatchString(c.T)
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''
    go = shutil.which("go")
    if not go:
        raise SystemExit("go is not installed; cannot check RE2 parity")
    tmp = tempfile.mkdtemp(prefix="dev18-re2-")
    try:
        path = os.path.join(tmp, "main.go")
        with open(path, "w") as f:
            f.write(src)
        env = dict(os.environ)
        env.setdefault("GOCACHE", os.path.join(tmp, "gocache"))
        env["GO111MODULE"] = "off"
        r = subprocess.run([go, "run", path], input=json.dumps([{"p": p, "t": t} for p, t in cases]),
                           capture_output=True, text=True, env=env, cwd=tmp, timeout=600)
        if r.returncode != 0:
            raise SystemExit("go run failed:\n" + r.stderr)
        return json.loads(r.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    errors = []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    scen, extra = build()

    # ---- shape and ids
    if len(scen) != 60:
        err("all", "expected 60 scenarios, got %d" % len(scen))
    ids = [s["id"] for s in scen]
    if ids != ["d18-%03d" % i for i in range(1, len(scen) + 1)] or len(set(ids)) != len(ids):
        err("all", "ids are not d18-001 .. d18-%03d in order" % len(scen))
    shape = {"id": str, "topic": str, "difficulty": str, "repeat_variation": str, "control_kind": str,
             "teach": dict, "repeat": dict, "control": dict}
    sub = {"teach": {"query", "output", "message", "gold_wrong", "gold_right"},
           "repeat": {"query", "output", "expect_contains", "expect_absent"},
           "control": {"query", "output"}}
    for s in scen:
        sid = s["id"]
        if set(s) != set(shape):
            err(sid, "top-level keys %s" % sorted(s))
        for k, t in shape.items():
            if not isinstance(s.get(k), t):
                err(sid, "%s is not %s" % (k, t.__name__))
        for part, keys in sub.items():
            if set(s[part]) != keys:
                err(sid, "%s keys %s" % (part, sorted(s[part])))
            for k in keys:
                v = s[part][k]
                if k.startswith("expect_"):
                    if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                        err(sid, "%s.%s must be a non-empty list of non-empty strings" % (part, k))
                elif not isinstance(v, str) or not v.strip():
                    err(sid, "%s.%s must be a non-empty string" % (part, k))
        if s["difficulty"] not in DIFFICULTY:
            err(sid, "bad difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KIND:
            err(sid, "bad control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "bad repeat_variation %r" % s["repeat_variation"])
        try:
            json.loads(json.dumps(s, ensure_ascii=False))
        except ValueError as e:
            err(sid, "not JSON-serialisable: %s" % e)

    # ---- counts
    def count(field):
        d = {}
        for s in scen:
            d[s[field]] = d.get(s[field], 0) + 1
        return d
    for field, want in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND)):
        got = count(field)
        if got != want:
            err("all", "%s counts %s, want %s" % (field, got, want))
    var = count("repeat_variation")
    for v in VARIATIONS:
        if var.get(v, 0) < MIN_PER_VARIATION:
            err("all", "repeat_variation %s used %d times (< %d)" % (v, var.get(v, 0), MIN_PER_VARIATION))

    # ---- per-scenario content checks
    for s in scen:
        sid, x = s["id"], extra[s["id"]]
        t, r, c = s["teach"], s["repeat"], s["control"]
        key = x["key"]
        if t["gold_wrong"] == t["gold_right"]:
            err(sid, "gold_wrong equals gold_right")
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if key not in t["output"]:
            err(sid, "key not in teach.output")
        if s["difficulty"] == "literal" and norm(key) not in norm(r["output"]):
            err(sid, "literal scenario but key %r does not recur in repeat.output" % key)
        # repeat fails as written, and fails on the mistake itself
        if fixed_ok(r["output"], r["expect_contains"], r["expect_absent"]):
            err(sid, "repeat.output PASSES its own checks as written")
        if not any(check(r["output"], a) for a in r["expect_absent"]):
            err(sid, "no expect_absent entry matches the repeat as written")
        # hand fix passes
        if x["fixed"] == r["output"]:
            err(sid, "hand fix is identical to repeat.output")
        if not fixed_ok(x["fixed"], r["expect_contains"], r["expect_absent"]):
            miss = [e for e in r["expect_contains"] if not check(x["fixed"], e)]
            pres = [e for e in r["expect_absent"] if check(x["fixed"], e)]
            err(sid, "hand fix fails: missing %s, still present %s" % (miss, pres))
        # controls
        kind = s["control_kind"]
        if kind == "lookalike":
            trap = x["trap"]
            if not trap:
                err(sid, "lookalike control without trap")
            elif trap not in c["output"]:
                err(sid, "trap %r not in control.output" % trap)
            else:
                hits_check = any(check(trap, a) for a in r["expect_absent"])
                shared = max(longest_common(trap, key), longest_common(trap, t["gold_wrong"]))
                if not hits_check and shared < min(len(trap), 6):
                    err(sid, "trap %r shares too little with the mistake" % trap)
        elif x["trap"]:
            err(sid, "trap set on a %s control" % kind)
        if kind == "already_correct":
            if not x["holds"]:
                err(sid, "already_correct control without holds")
            elif x["holds"] not in c["output"]:
                err(sid, "holds %r not in control.output" % x["holds"])
        elif x["holds"]:
            err(sid, "holds set on a %s control" % kind)
        if kind != "lookalike":
            if key in c["output"] or t["gold_wrong"] in c["output"]:
                err(sid, "%s control contains the mistaken text" % kind)
            hit = [a for a in r["expect_absent"] if check(c["output"], a)]
            if hit:
                err(sid, "%s control matches the repeat's expect_absent %s" % (kind, hit))

    # ---- a scenario's wrong span must not appear in other scenarios' outputs
    used_allow = set()
    for s in scen:
        sid = s["id"]
        spans = {extra[sid]["key"], s["teach"]["gold_wrong"]}
        for o in scen:
            if o["id"] == sid:
                continue
            for part in ("teach", "repeat", "control"):
                text = o[part]["output"]
                for span in spans:
                    if span in text:
                        if (sid, o["id"]) in ALLOW_CROSS:
                            used_allow.add((sid, o["id"]))
                        else:
                            err(sid, "wrong span %r appears in %s %s.output" % (span, o["id"], part))
    for pair in set(ALLOW_CROSS) - used_allow:
        err("all", "allow-list entry %s is not needed" % (pair,))

    # ---- every re: check compiles and matches identically in Python re and Go RE2
    cases = []
    for s in scen:
        x = extra[s["id"]]
        texts = [s["repeat"]["output"], x["fixed"], s["teach"]["output"], s["control"]["output"]]
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if not spec.startswith("re:"):
                continue
            pat = spec[3:]
            try:
                rx = re.compile(pat)
            except re.error as e:
                err(s["id"], "regex %r does not compile in Python: %s" % (pat, e))
                continue
            for tx in texts:
                cases.append((s["id"], pat, tx, rx.search(tx) is not None))
    if cases:
        got = go_parity([(p, t) for _, p, t, _ in cases])
        for (sid, pat, _, py), g in zip(cases, got):
            if isinstance(g, str):
                err(sid, "regex %r does not compile in Go: %s" % (pat, g))
            elif g != py:
                err(sid, "regex %r: Python %s, Go %s" % (pat, py, g))

    if errors:
        print("\n".join(sorted(set(errors))))
        print("\n%d problem(s); scenarios.jsonl NOT written" % len(set(errors)))
        sys.exit(1)

    with open(OUT, "w", encoding="utf-8") as f:
        for s in scen:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    print("ok: %d scenarios, %d regex evaluations agree in Python and Go" % (len(scen), len(cases)))
    print("difficulty:", dict(sorted(count("difficulty").items())))
    print("control_kind:", dict(sorted(count("control_kind").items())))
    print("repeat_variation:", dict(sorted(var.items())))
    print("topic:", dict(sorted(count("topic").items())))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
