#!/usr/bin/env python3
"""Build and validate the heldout14 scenario set (standard library only).

    python3 eval/heldout14/build.py

Writes scenarios.jsonl and README.md next to this file, after checking every
scenario (see validate()). Exits non-zero if any check fails.

HELD OUT: do not read these scenarios while changing cairn's code.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
# allowed ranges per repeat variation (inclusive)
TARGET_VARIATION = {"reworded": (12, 18), "code_block": (15, 21), "casing": (2, 8),
                    "other_identifier": (2, 8), "renamed_identifier": (2, 8), "prose_claim": (2, 8),
                    "equivalent_construct": (2, 8), "reordered_args": (2, 8)}

TOP_FIELDS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_FIELDS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_FIELDS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_FIELDS = {"query", "output"}

S = []


def sc(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    """teach=(query, output, message, gold_wrong, gold_right); repeat=(query, output,
    expect_contains, expect_absent); control=(query, output); fix=[(old, new), ...] turning the
    repeat output into a correct one; holds: text the lookalike / already_correct control holds."""
    tq, to, tm, gw, gr = teach
    rq, ro, ec, ea = repeat
    cq, co = control
    S.append({
        "id": "h14-%03d" % id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": list(ec), "expect_absent": list(ea)},
        "control": {"query": cq, "output": co},
        "_fix": list(fix), "_holds": holds,
    })


FENCE = "```"

# ---------------------------------------------------------------- email
sc(1, "email", "literal", "code_block", "lookalike",
   ("Our app sends password resets through Postmark over SMTP. What env vars do I set to use STARTTLS?",
    "Set these in the app's environment:\n```\nSMTP_HOST=smtp.postmarkapp.com\nSMTP_PORT=465\nSMTP_STARTTLS=true\n"
    "SMTP_USERNAME=$POSTMARK_SERVER_TOKEN\n```\nPostmark uses the server token as both the username and the password.",
    "465 is the implicit-TLS port. With STARTTLS you want 587",
    "SMTP_PORT=465", "SMTP_PORT=587"),
   ("which smtp settings for postmark if we want starttls on the worker?",
    "For the worker, use:\n```\nSMTP_HOST=smtp.postmarkapp.com\nSMTP_PORT=465\nSMTP_STARTTLS=true\n```\n"
    "The credentials are the same server token the web app uses.",
    [r"re:SMTP_PORT=587\b"], [r"re:SMTP_PORT=465\s+SMTP_STARTTLS=true"]),
   ("The old Perl invoice mailer relays through smtp-relay.gmail.com and its SMTP library only does implicit TLS. "
    "What goes in its config?",
    "Use the implicit-TLS port with STARTTLS off:\n```\nSMTP_HOST=smtp-relay.gmail.com\nSMTP_PORT=465\nSMTP_SSL=true\n"
    "SMTP_STARTTLS=false\n```\nThe TLS handshake happens before the SMTP greeting, so the library never sends STARTTLS."),
   [("SMTP_PORT=465", "SMTP_PORT=587")], holds="SMTP_PORT=465")

sc(2, "email", "semantic", "prose_claim", "same_topic",
   ("We're adding Mailgun for the marketing emails. How do I authorize it in SPF? We already have an SPF record for Google Workspace.",
    "Add a second TXT record at the apex for Mailgun: `v=spf1 include:mailgun.org ~all`. Receivers evaluate each SPF "
    "record separately, so your Google Workspace record keeps working.",
    "a domain can only have one SPF record, two v=spf1 records is a permerror. merge the include into the existing one: "
    "v=spf1 include:_spf.google.com include:mailgun.org ~all",
    "Add a second TXT record at the apex for Mailgun",
    "Add `include:mailgun.org` to the existing SPF record"),
   ("how do I add Mailgun to SPF alongside google workspace?",
    "Publish another SPF TXT record for Mailgun (`v=spf1 include:mailgun.org ~all`) next to the Google one; both records "
    "are checked independently, so mail from either service passes.",
    [r"re:(?i)include:_spf\.google\.com include:mailgun\.org|include:mailgun\.org include:_spf\.google\.com|(existing|same|single|one) SPF record"],
    [r"re:(?i)(?<!n't )(?<!not )publish (another|a second|a separate|an additional) SPF",
     r"re:(?i)both records are (checked|evaluated)"]),
   ("Our SPF record is getting long. Is there a limit on how many includes it can have?",
    "SPF allows at most 10 DNS lookups per evaluation, and every `include:`, `a`, `mx` and `redirect` counts, nested "
    "includes too. Past that the check returns permerror, so flatten or drop includes you no longer use."),
   [("Publish another SPF TXT record for Mailgun (`v=spf1 include:mailgun.org ~all`) next to the Google one; both records "
     "are checked independently, so mail from either service passes.",
     "Add Mailgun to your existing SPF record rather than creating a new one: `v=spf1 include:_spf.google.com "
     "include:mailgun.org ~all`. A domain may have only one SPF record; with both includes in it, mail from either service passes.")])

sc(3, "email", "literal", "reworded", "already_correct",
   ("Postmark gave us a DKIM key with selector pm1. What DNS record do I create?",
    "Create a TXT record named `pm1.domainkey.brightdesk.io` with the value Postmark shows (`k=rsa; p=MIGfMA0...`). "
    "DNS can take a while to propagate before Postmark marks it verified.",
    "it's pm1._domainkey, with the underscore. without it nobody will find the key",
    "pm1.domainkey.brightdesk.io", "pm1._domainkey.brightdesk.io"),
   ("where does the DKIM public key for the pm1 selector go in our DNS?",
    "Add it as a TXT record at pm1.domainkey.brightdesk.io and paste the `p=` value from the Domains page in Postmark.",
    ["pm1._domainkey.brightdesk.io"], ["pm1.domainkey"]),
   ("How can I check that the DKIM key is published correctly?",
    "Query it directly: `dig +short TXT pm1._domainkey.brightdesk.io`. You should get back the `k=rsa; p=...` string "
    "exactly as Postmark shows it."),
   [("pm1.domainkey.brightdesk.io", "pm1._domainkey.brightdesk.io")], holds="pm1._domainkey.brightdesk.io")

sc(4, "email", "literal", "code_block", "lookalike",
   ("Write me a quick Python snippet to send a test email through our SES SMTP credentials.",
    "```python\nimport smtplib\nfrom email.message import EmailMessage\n\nmsg = EmailMessage()\n"
    "msg[\"From\"] = \"notifications@brightdesk.io\"\nmsg[\"To\"] = \"you@brightdesk.io\"\nmsg[\"Subject\"] = \"SES test\"\n"
    "msg.set_content(\"hello from SES\")\n\nwith smtplib.SMTP(\"email-smtp.us-east-1.amazonaws.com\", 587) as s:\n"
    "    s.starttls()\n    s.login(SES_SMTP_USER, SES_SMTP_PASSWORD)\n    s.send_message(msg)\n```",
    "our SES account is in eu-central-1, us-east-1 is still sandboxed. so email-smtp.eu-central-1.amazonaws.com",
    "email-smtp.us-east-1.amazonaws.com", "email-smtp.eu-central-1.amazonaws.com"),
   ("what host/port should the billing worker use to relay through SES?",
    "Configure the mailer like this:\n```ruby\nconfig.action_mailer.smtp_settings = {\n"
    "  address: \"email-smtp.us-east-1.amazonaws.com\",\n  port: 587,\n  user_name: ENV[\"SES_SMTP_USER\"],\n"
    "  password: ENV[\"SES_SMTP_PASSWORD\"],\n  enable_starttls_auto: true\n}\n```",
    ["email-smtp.eu-central-1.amazonaws.com"], ["email-smtp.us-east-1"]),
   ("Which region do I request the ACM certificate in for the CloudFront distribution in front of help.brightdesk.io?",
    "CloudFront only accepts ACM certificates from us-east-1, whatever region the origin is in:\n```\n"
    "aws acm request-certificate --region us-east-1 --domain-name help.brightdesk.io --validation-method DNS\n```"),
   [("email-smtp.us-east-1.amazonaws.com", "email-smtp.eu-central-1.amazonaws.com")], holds="--region us-east-1")

sc(5, "email", "literal", "code_block", "same_topic",
   ("Gmail wants one-click unsubscribe for our weekly digest. Which headers do we add?",
    "Add both headers to every digest email:\n```\nList-Unsubscribe: <https://app.brightdesk.io/u/{{token}}>\n"
    "List-Unsubscribe-Post: One-Click=true\n```\nGmail will then show an unsubscribe link next to the sender name.",
    "The value of List-Unsubscribe-Post has to be exactly List-Unsubscribe=One-Click (RFC 8058).",
    "One-Click=true", "List-Unsubscribe=One-Click"),
   ("how do I set the one-click unsubscribe headers in our ActionMailer digest?",
    "In `DigestMailer#weekly`:\n```ruby\nheaders[\"List-Unsubscribe\"] = \"<#{unsubscribe_url(token: @token)}>\"\n"
    "headers[\"List-Unsubscribe-Post\"] = \"One-Click=true\"\n```",
    ["List-Unsubscribe=One-Click"], ["One-Click=true"]),
   ("Does List-Unsubscribe need a mailto too, or is the https link enough for Gmail and Yahoo?",
    "For one-click the https URI is what counts: the header must contain an `https:` link, and a POST to it must "
    "unsubscribe without any confirmation page. A `mailto:` entry is optional; you can list both, e.g. "
    "`List-Unsubscribe: <mailto:unsubscribe@brightdesk.io>, <https://app.brightdesk.io/u/abc123>`."),
   [('"One-Click=true"', '"List-Unsubscribe=One-Click"')])

sc(6, "email", "semantic", "reworded", "lookalike",
   ("The SES bounce notification says `550 5.1.1 user unknown` for a customer's invite. Should the mail job retry it?",
    "Yes, 5xx responses are transient, so requeue the job with exponential backoff; the receiving server will usually "
    "accept it on a later attempt.",
    "No, 5xx is permanent. it's the 4xx codes that are temporary. that address goes on the suppression list, not back in the queue",
    "5xx responses are transient", "5xx responses are permanent failures"),
   ("Got `554 5.7.1 Message rejected` back from a recipient server on the welcome email. Retry it?",
    "A 554 is a soft failure, so keep retrying it with backoff for a few hours; the recipient server typically accepts "
    "it on a later attempt.",
    [r"re:(?i)permanent|hard (bounce|fail)|(do not|don't|shouldn't|should not) retry|suppress"],
    [r"re:(?i)554 is a soft", r"re:(?i)(?<!n't )(?<!not )keep retrying"]),
   ("The SMTP log shows `421 4.7.0 Try again later, closing connection` from Outlook. What should the mail job do?",
    "421 is a 4xx reply, a transient failure: requeue the job with exponential backoff and it will normally go through "
    "once the server stops deferring. Only suppress the address if it is still deferred after a day or so."),
   [("A 554 is a soft failure, so keep retrying it with backoff for a few hours; the recipient server typically accepts "
     "it on a later attempt.",
     "A 554 is a permanent failure, so don't retry it; mark the address as bounced and add it to the suppression list.")],
   holds="a transient failure")

sc(7, "email", "semantic", "prose_claim", "lookalike",
   ("Why would SPF fail for our invoices when the From is billing@brightdesk.io and brightdesk.io includes Postmark?",
    "SPF validates the domain in the `From:` header, so as long as billing@brightdesk.io is covered by your SPF record "
    "it should pass. Check that the Postmark include is actually in the published record.",
    "hmm, I think SPF checks the envelope sender (Return-Path / MAIL FROM), not the header From? Postmark uses its own "
    "pm-bounces return path unless we set up a custom one",
    "SPF validates the domain in the `From:` header",
    "SPF validates the envelope sender (Return-Path / MAIL FROM) domain"),
   ("which address does the receiving server use for the SPF check on our outgoing mail?",
    "The receiver runs SPF against the visible From address the customer sees (billing@brightdesk.io here), so that "
    "domain's record has to list every service that sends for you.",
    [r"re:(?i)envelope|Return-Path|MAIL FROM|bounce address"],
    [r"re:(?i)SPF against the (visible |header )?From"]),
   ("For DMARC, which domain do SPF or DKIM have to line up with?",
    "DMARC checks alignment against the domain in the `From:` header (the RFC5322.From the customer sees). A pass needs "
    "SPF's envelope domain or the DKIM `d=` domain to match it; relaxed alignment also accepts subdomains."),
   [("against the visible From address the customer sees (billing@brightdesk.io here), so that domain's record",
     "against the envelope sender (the Return-Path / MAIL FROM domain, not the visible From address), so that domain's record")],
   holds="the domain in the `From:` header")

sc(8, "email", "paraphrase", "other_identifier", "lookalike",
   ("Send the monthly product newsletter through the Postmark API from our Python script, what does the payload look like?",
    "POST this to `https://api.postmarkapp.com/email/batch`, one object per recipient:\n```json\n"
    "{\"From\": \"news@brightdesk.io\", \"To\": \"customer@example.com\", \"Subject\": \"What's new in March\", "
    "\"HtmlBody\": \"...\", \"MessageStream\": \"outbound\"}\n```",
    "newsletters have to go through our broadcast stream (id `broadcast`); outbound is only for transactional mail",
    "\"MessageStream\": \"outbound\"", "\"MessageStream\": \"broadcast\""),
   ("our newsletter tool sends via Postmark SMTP; which header picks the stream?",
    "Set the stream with a header on each message: `X-PM-Message-Stream: outbound`. Without it Postmark uses the "
    "default transactional stream.",
    ["X-PM-Message-Stream: broadcast"], ["X-PM-Message-Stream: outbound"]),
   ("What does the Postmark API call for the password-reset email look like?",
    "```json\n{\"From\": \"notifications@brightdesk.io\", \"To\": \"{{email}}\", \"TemplateAlias\": \"password-reset\", "
    "\"TemplateModel\": {\"action_url\": \"...\"}, \"MessageStream\": \"outbound\"}\n```\nPOST it to "
    "`/email/withTemplate`; password resets are transactional, so they stay on the `outbound` stream."),
   [("X-PM-Message-Stream: outbound", "X-PM-Message-Stream: broadcast")], holds="\"MessageStream\": \"outbound\"")

sc(9, "email", "paraphrase", "renamed_identifier", "unrelated",
   ("We're wiring SES bounce notifications through SNS to an HTTPS endpoint. How does the Flask handler confirm the subscription?",
    "```python\n@app.post(\"/webhooks/ses\")\ndef ses_events():\n    msg = json.loads(request.data)\n"
    "    if msg[\"Type\"] == \"Subscribe\":\n        requests.get(msg[\"SubscribeURL\"], timeout=5)\n        return \"\", 200\n"
    "    handle_bounce(json.loads(msg[\"Message\"]))\n    return \"\", 200\n```",
    "the Type for that is SubscriptionConfirmation",
    "msg[\"Type\"] == \"Subscribe\"", "msg[\"Type\"] == \"SubscriptionConfirmation\""),
   ("how do I handle the SNS confirmation message in the bounce endpoint?",
    "Check the message type and visit the SubscribeURL once:\n```python\npayload = json.loads(request.data)\n"
    "if payload[\"Type\"] == \"Subscribe\":\n    requests.get(payload[\"SubscribeURL\"], timeout=5)\n```",
    ["\"SubscriptionConfirmation\""], [r're:==\s*"Subscribe"']),
   ("How do I see which process is holding port 8080 on my Mac?",
    "Run `lsof -nP -iTCP:8080 -sTCP:LISTEN`; the PID column tells you which process to stop."),
   [('== "Subscribe"', '== "SubscriptionConfirmation"')])

# ---------------------------------------------------------------- webhooks and third-party APIs
sc(10, "webhooks", "paraphrase", "equivalent_construct", "lookalike",
   ("Flask endpoint for Stripe webhooks, how do I verify the signature?",
    "```python\n@app.post(\"/webhooks/stripe\")\ndef stripe_webhook():\n    sig = request.headers[\"Stripe-Signature\"]\n"
    "    event = stripe.Webhook.construct_event(request.get_json(), sig, STRIPE_WEBHOOK_SECRET)\n    handle(event)\n"
    "    return \"\", 200\n```",
    "construct_event needs the raw bytes, request.data. re-serialized JSON won't match the signature",
    "request.get_json()", "request.data"),
   ("verify the stripe webhook signature in our flask app, in the handler for invoice events",
    "```python\npayload = json.dumps(request.json)\n"
    "event = stripe.Webhook.construct_event(payload, request.headers[\"Stripe-Signature\"], STRIPE_WEBHOOK_SECRET)\n```",
    [r"re:request\.(data|get_data\()"],
    [r"re:json\.dumps\(request\.(json|get_json\(\))\)", r"re:construct_event\(\s*request\.(json|get_json)"]),
   ("Our internal admin endpoint POST /admin/notes takes a JSON body {account_id, text}. How do I read it in Flask?",
    "```python\n@admin.post(\"/admin/notes\")\n@require_staff\ndef add_note():\n    body = request.get_json()\n"
    "    add_support_note(body[\"account_id\"], body[\"text\"], author=g.staff_user)\n    return {\"ok\": True}\n```"),
   [("json.dumps(request.json)", "request.data")], holds="request.get_json()")

sc(11, "webhooks", "literal", "casing", "already_correct",
   ("In our Express webhook handler, which header do I read the Stripe signature from?",
    "Grab it with `const sig = req.get('X-Stripe-Signature')` and pass it to "
    "`stripe.webhooks.constructEvent(req.body, sig, endpointSecret)`; `req.body` has to be the raw buffer from "
    "`express.raw({ type: 'application/json' })`.",
    "there's no X- prefix, the header is just Stripe-Signature",
    "X-Stripe-Signature", "Stripe-Signature"),
   ("node: where's the signature for stripe webhook events, header-wise?",
    "Node lowercases incoming header names, so read `req.headers['x-stripe-signature']` and hand it to `constructEvent` "
    "along with the raw body.",
    [r"re:(?i)(?<!x-)stripe-signature"], [r"re:(?i)x-stripe-signature"]),
   ("What does a Stripe-Signature header value look like?",
    "It's a comma-separated list: `Stripe-Signature: t=1712345678,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd`. "
    "`t` is the timestamp and each `v1` is an HMAC-SHA256 of `{t}.{raw body}` keyed with your endpoint secret."),
   [("x-stripe-signature", "stripe-signature")], holds="Stripe-Signature: t=")

sc(12, "webhooks", "paraphrase", "renamed_identifier", "lookalike",
   ("How do I verify GitHub webhook deliveries in our deploy-bot (Python)?",
    "```python\ndef verify(body: bytes, header: str) -> bool:\n"
    "    expected = \"sha256=\" + hmac.new(GITHUB_WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\n"
    "    return header == expected\n```\nThe header to read is `X-Hub-Signature-256`.",
    "Use hmac.compare_digest there, a plain == is a timing leak.",
    "return header == expected", "return hmac.compare_digest(header, expected)"),
   ("signature check for the GitHub app webhook in deploy-bot",
    "```python\nsent = request.headers.get(\"X-Hub-Signature-256\", \"\")\n"
    "computed = \"sha256=\" + hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()\n"
    "if sent != computed:\n    abort(401)\n```",
    ["compare_digest("], [r"re:\bsent\s*[!=]=\s*computed\b|\bcomputed\s*[!=]=\s*sent\b"]),
   ("Write a pytest for our sign_payload helper so we know it matches GitHub's format.",
    "```python\ndef test_sign_payload_matches_github_format():\n    body = b'{\"zen\": \"Design for failure.\"}'\n"
    "    expected = \"sha256=\" + hmac.new(b\"s3cret\", body, hashlib.sha256).hexdigest()\n"
    "    signature = sign_payload(body, secret=b\"s3cret\")\n    assert signature == expected\n```"),
   [("if sent != computed:", "if not hmac.compare_digest(sent, computed):")], holds="signature == expected")

sc(13, "webhooks", "semantic", "reworded", "same_topic",
   ("If our webhook endpoint is down during a deploy, how long will Stripe keep retrying live events?",
    "Stripe retries failed live-mode deliveries for up to 24 hours with exponential backoff, after which the event is "
    "marked as failed and you'd have to resend it from the Dashboard.",
    "it's up to 3 days in live mode, not 24h",
    "for up to 24 hours", "for up to 3 days"),
   ("How long is Stripe's webhook retry window in production if we return 500s?",
    "You have about a day: Stripe backs off exponentially and gives up on a live event after 24 hours of failed attempts.",
    [r"re:(?i)\b(3|three) days|72 hours"], [r"re:(?i)about a day|after 24 hours|up to 24 hours"]),
   ("What should our Stripe webhook handler return, and how quickly?",
    "Return a 2xx as soon as the signature checks out and do the real work in a background job; Stripe treats slow "
    "responses and non-2xx codes as failures and retries them."),
   [("You have about a day", "You have up to three days"),
    ("after 24 hours of failed attempts", "after 3 days of failed attempts")])

sc(14, "webhooks", "paraphrase", "equivalent_construct", "same_topic",
   ("How do I verify Slack request signatures in our support-bot slash command (Python)?",
    "```python\nts = request.headers[\"X-Slack-Request-Timestamp\"]\n"
    "basestring = f\"v0:{request.get_data(as_text=True)}:{ts}\"\n"
    "digest = \"v0=\" + hmac.new(SLACK_SIGNING_SECRET.encode(), basestring.encode(), hashlib.sha256).hexdigest()\n"
    "ok = hmac.compare_digest(digest, request.headers[\"X-Slack-Signature\"])\n```",
    "you've swapped them, the base string is v0:timestamp:body",
    "v0:{request.get_data(as_text=True)}:{ts}", "v0:{ts}:{request.get_data(as_text=True)}"),
   ("Our Slack app moved to Node. How do we build the signature base string there?",
    "```js\nconst timestamp = req.headers['x-slack-request-timestamp'];\nconst sigBase = ['v0', rawBody, timestamp].join(':');\n"
    "const mine = 'v0=' + crypto.createHmac('sha256', process.env.SLACK_SIGNING_SECRET).update(sigBase).digest('hex');\n```",
    [r"re:v0.{0,6}timestamp.{0,6}rawBody"], [r"re:v0.{0,6}rawBody.{0,6}timestamp"]),
   ("Should the Slack handler reject old requests?",
    "Yes: compare `X-Slack-Request-Timestamp` with the current time and reject anything older than five minutes "
    "(`abs(time.time() - int(ts)) > 60 * 5`) before checking the signature, so a captured request can't be replayed."),
   [("['v0', rawBody, timestamp]", "['v0', timestamp, rawBody]")])

sc(15, "webhooks", "semantic", "reworded", "same_topic",
   ("Calls to the HubSpot API sometimes hang our sync job. How do I set a short connect timeout but allow slow responses?",
    "Pass a tuple: `requests.get(url, headers=headers, timeout=(30, 5))` gives a 5 second connect timeout and 30 "
    "seconds to read the response.",
    "requests takes (connect, read), so that should be timeout=(5, 30)",
    "timeout=(30, 5)", "timeout=(5, 30)"),
   ("what's the order of the two numbers in a requests timeout tuple?",
    "The read timeout comes first and the connect timeout second, so `(read, connect)`; for example `(60, 3)` waits "
    "3 s to connect and 60 s for the body.",
    [r"re:(?i)\(connect, read\)|connect timeout (comes )?first"], [r"re:(?i)\(read, connect\)|read timeout comes first"]),
   ("If I pass a single number like timeout=10 to requests, is that the total time for the request?",
    "No, a single value is applied to the connect and the read timeout separately, and the read timeout is the longest "
    "gap between bytes, not the whole download. For a hard overall deadline you need something else, such as running "
    "the call under a watchdog."),
   [("The read timeout comes first and the connect timeout second, so `(read, connect)`; for example `(60, 3)` waits",
     "The connect timeout comes first and the read timeout second, so `(connect, read)`; for example `(3, 60)` waits")])

sc(16, "support", "paraphrase", "equivalent_construct", "same_topic",
   ("How do I hit the Zendesk API with the support-bot API token from a shell?",
    "Use basic auth with the email and token:\n```\n"
    "curl -u support-bot@brightdesk.io:$ZENDESK_TOKEN https://brightdesk.zendesk.com/api/v2/tickets.json\n```",
    "for API tokens the username needs /token on the end: support-bot@brightdesk.io/token:$ZENDESK_TOKEN. thanks for the rest!",
    "support-bot@brightdesk.io:$ZENDESK_TOKEN", "support-bot@brightdesk.io/token:$ZENDESK_TOKEN"),
   ("python requests call to list zendesk tickets as the support bot?",
    "```python\nresp = requests.get(\n    \"https://brightdesk.zendesk.com/api/v2/tickets.json\",\n"
    "    auth=(\"support-bot@brightdesk.io\", os.environ[\"ZENDESK_TOKEN\"]),\n    timeout=10,\n)\n```",
    ["support-bot@brightdesk.io/token"], ['auth=("support-bot@brightdesk.io",']),
   ("How do I page through all tickets with the Zendesk API?",
    "Use cursor pagination: request `/api/v2/tickets.json?page[size]=100`, then keep following `links.next` while "
    "`meta.has_more` is true. 100 is the largest page size."),
   [('auth=("support-bot@brightdesk.io",', 'auth=("support-bot@brightdesk.io/token",')])

sc(17, "webhooks", "literal", "code_block", "lookalike",
   ("Post a message to #deploys from the deploy script when it finishes.",
    "Use the channel's incoming webhook:\n```\ncurl -X POST -H 'Content-type: application/json' "
    "--data '{\"message\": \"Deploy of brightdesk finished\"}' \"$SLACK_DEPLOYS_WEBHOOK\"\n```",
    "Slack incoming webhooks want `text`, not `message`; with `message` you get a 400 no_text",
    "{\"message\":", "{\"text\":"),
   ("python helper to alert #data-jobs in slack when the nightly export fails",
    "```python\ndef notify_failure(err):\n"
    "    requests.post(SLACK_DATA_JOBS_WEBHOOK, json={\"message\": f\"Nightly export failed: {err}\"}, timeout=5)\n```",
    [r're:\{\s*"text"\s*:'], [r're:SLACK_DATA_JOBS_WEBHOOK, json=\{"message"']),
   ("Open an Opsgenie alert from the export job when it fails.",
    "```python\nrequests.post(\n    \"https://api.eu.opsgenie.com/v2/alerts\",\n"
    "    headers={\"Authorization\": f\"GenieKey {OPSGENIE_API_KEY}\"},\n"
    "    json={\"message\": \"Nightly export failed\", \"priority\": \"P3\"},\n    timeout=5,\n)\n```"),
   [('json={"message":', 'json={"text":')], holds="{\"message\":")

sc(18, "webhooks", "paraphrase", "code_block", "unrelated",
   ("The Pipedrive API returns 429 with a Retry-After header. How should the CRM sync client wait?",
    "```python\nif resp.status_code == 429:\n    time.sleep(int(resp.headers[\"Retry-After\"]) / 1000)\n"
    "    return fetch(url)\n```\nRetry-After is given in milliseconds, so divide before sleeping.",
    "Retry-After is seconds (or an HTTP date), not ms. drop the / 1000",
    "int(resp.headers[\"Retry-After\"]) / 1000", "int(resp.headers[\"Retry-After\"])"),
   ("same 429 handling but in the node worker",
    "```js\nif (res.status === 429) {\n  const retryAfter = res.headers.get('retry-after');\n"
    "  await new Promise((r) => setTimeout(r, Number(retryAfter)));\n  return fetchPage(url);\n}\n```",
    [r"re:Number\(retryAfter\)\s*\*\s*1000|1000\s*\*\s*Number\(retryAfter\)"],
    [r"re:setTimeout\(r,\s*Number\(retryAfter\)\)"]),
   ("What's the keyboard shortcut to search across all files in VS Code?",
    "Cmd+Shift+F on macOS (Ctrl+Shift+F on Windows and Linux) opens search across the whole workspace."),
   [("Number(retryAfter))", "Number(retryAfter) * 1000)")])

# ---------------------------------------------------------------- cron and background jobs
sc(19, "jobs", "paraphrase", "reordered_args", "already_correct",
   ("Schedule the dunning reminder script to run every day at 02:30 on jobs-01.",
    "Add this to the deploy user's crontab (`crontab -e`):\n```\n2 30 * * * /opt/brightdesk/bin/dunning-reminders\n```",
    "minute comes first: 30 2 * * *",
    "2 30 * * *", "30 2 * * *"),
   ("cron line for the trial-expiry mailer at 04:15 every day?",
    "`4 15 * * * /opt/brightdesk/bin/trial-expiry-mailer` runs it daily at 04:15.",
    [r"re:\b15 4 \* \* \*"], ["4 15 * * *"]),
   ("What's the cron entry for the dunning reminders again?",
    "It's `30 2 * * * /opt/brightdesk/bin/dunning-reminders` in the deploy user's crontab on jobs-01, i.e. every day "
    "at 02:30 server time."),
   [("4 15 * * *", "15 4 * * *")], holds="30 2 * * *")

sc(20, "jobs", "literal", "reworded", "lookalike",
   ("Usage report should run Mondays at 06:00. crontab line?",
    "```\n0 6 * * 0 /opt/brightdesk/bin/usage-report --week last\n```\nDay-of-week 0 is Monday, so this fires at the "
    "start of each week.",
    "0 is Sunday in cron. Monday is 1, so 0 6 * * 1",
    "0 6 * * 0", "0 6 * * 1"),
   ("can you give me the cron schedule for the weekly usage report on monday morning 6am?",
    "Use `0 6 * * 0 /opt/brightdesk/bin/usage-report --week last`; it runs once a week, Monday at 06:00.",
    [r"re:0 6 \* \* (1|MON|mon) /opt/brightdesk/bin/usage-report"], [r"re:0 6 \* \* (0|7) /opt/brightdesk/bin/usage-report"]),
   ("And the customer digest that goes out Sunday 06:00?",
    "```\n0 6 * * 0 /opt/brightdesk/bin/weekly-digest\n```\nDay-of-week 0 (or 7) is Sunday, so it goes out every "
    "Sunday at 06:00."),
   [("0 6 * * 0", "0 6 * * 1")], holds="0 6 * * 0")

sc(21, "jobs", "literal", "code_block", "lookalike",
   ("The nightly billing export CronJob sometimes runs longer than 24h. How do I make sure two never run at once?",
    "Set the concurrency policy on the CronJob spec: `concurrencyPolicy: Replace` skips the new run while the previous "
    "one is still going.",
    "Replace kills the running job and starts the new one. Forbid is the one that skips",
    "concurrencyPolicy: Replace", "concurrencyPolicy: Forbid"),
   ("write the CronJob manifest for billing-export, it must never overlap with itself",
    "```yaml\napiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: billing-export\nspec:\n  schedule: \"0 1 * * *\"\n"
    "  concurrencyPolicy: Replace\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Never\n"
    "          containers:\n            - name: export\n              image: registry.brightdesk.io/billing-export:1.14.2\n```",
    ["concurrencyPolicy: Forbid"], [r"re:name: billing-export[\s\S]*concurrencyPolicy: Replace"]),
   ("The search-index warmer CronJob: if a run is stuck I'd rather kill it and start fresh on the next schedule. Which policy?",
    "That's what Replace does:\n```yaml\nmetadata:\n  name: search-warmer\nspec:\n  schedule: \"*/30 * * * *\"\n"
    "  concurrencyPolicy: Replace\n```\nA still-running job is cancelled when the next one is due."),
   [("concurrencyPolicy: Replace", "concurrencyPolicy: Forbid")], holds="concurrencyPolicy: Replace")

sc(22, "jobs", "paraphrase", "renamed_identifier", "already_correct",
   ("The Celery task that pushes invoices to our accounting API should retry on connection errors. How?",
    "```python\n@app.task(bind=True, max_retries=5)\ndef push_invoice(self, invoice_id):\n    try:\n"
    "        accounting.push(invoice_id)\n    except requests.ConnectionError as exc:\n"
    "        raise self.retry(exc, countdown=60)\n```",
    "retry's first positional arg is args, so pass it as exc=exc",
    "self.retry(exc, countdown=60)", "self.retry(exc=exc, countdown=60)"),
   ("retry the sync_contacts celery task on timeouts",
    "```python\n@app.task(bind=True, max_retries=3)\ndef sync_contacts(self, account_id):\n    try:\n"
    "        crm.sync(account_id)\n    except requests.Timeout as err:\n        raise self.retry(err, countdown=30)\n```",
    [r"re:self\.retry\([^)]*exc=err"], [r"re:self\.retry\(\s*err\s*[,)]"]),
   ("Make the invoice push back off exponentially between retries.",
    "Use the retry count in the countdown:\n```python\nexcept requests.ConnectionError as exc:\n"
    "    raise self.retry(exc=exc, countdown=2 ** self.request.retries * 30)\n```\nThat waits 30 s, 60 s, 120 s and so on."),
   [("self.retry(err, countdown=30)", "self.retry(exc=err, countdown=30)")], holds="self.retry(exc=exc")

sc(23, "jobs", "semantic", "prose_claim", "same_topic",
   ("We're setting acks_late=True on the export task. What does that change?",
    "With `acks_late=True` the worker acknowledges the message as soon as it receives it, so if the worker crashes "
    "the task is lost rather than redelivered.",
    "other way around, acks_late acks after the task finishes, so a crash mid-task means redelivery. that's why we want it (the task is idempotent)",
    "acknowledges the message as soon as it receives it", "acknowledges the message after the task has run"),
   ("In Celery, when is a task message acked if the task has acks_late set?",
    "Late acking just means the ack is sent on receipt, before the task body runs; a worker crash halfway through "
    "drops the task.",
    [r"re:(?i)after[^.;]*(run|execut|finish|complet|return)"],
    [r"re:(?i)(?<!not )on receipt|before the task body runs", r"re:(?i)crash[^.]*drops the task"]),
   ("Is there a setting so tasks get requeued if the worker process is killed by the OOM killer?",
    "Set `task_reject_on_worker_lost = True` together with `acks_late`; a task whose worker process dies is then "
    "rejected and requeued instead of being acknowledged as failed. Only do this for idempotent tasks, since they can run twice."),
   [("the ack is sent on receipt, before the task body runs; a worker crash halfway through drops the task.",
     "the ack is sent after the task body has run; a worker crash halfway through leaves the message unacked, so it "
     "gets redelivered.")])

sc(24, "jobs", "paraphrase", "reordered_args", "same_topic",
   ("Queue a Sidekiq job to send the onboarding nudge 10 minutes after signup.",
    "From the signup service:\n```ruby\nOnboardingNudgeJob.perform_in(user.id, 10.minutes)\n```",
    "interval goes first: perform_in(10.minutes, user.id)",
    "perform_in(user.id, 10.minutes)", "perform_in(10.minutes, user.id)"),
   ("schedule the invoice reminder worker to run an hour after the invoice is created",
    "In the `after_create_commit` callback: `InvoiceReminderJob.perform_in(invoice.id, 1.hour)`.",
    [r"re:perform_in\(\s*(1\.hour|60\.minutes|3600),\s*invoice\.id\s*\)|perform_at\(\s*1\.hour\.from_now,\s*invoice\.id\s*\)"],
    [r"re:perform_in\(\s*invoice\.id"]),
   ("And for a specific time, like tomorrow at noon?",
    "Use `perform_at` with a time: `InvoiceReminderJob.perform_at(1.day.from_now.change(hour: 12), invoice.id)`. "
    "Sidekiq pushes it onto the queue when that time arrives, give or take the scheduler's poll interval."),
   [("perform_in(invoice.id, 1.hour)", "perform_in(1.hour, invoice.id)")])

sc(25, "jobs", "semantic", "reworded", "already_correct",
   ("How many times will Sidekiq retry the webhook delivery job if the customer's endpoint keeps failing? We didn't set anything.",
    "Sidekiq retries a failed job 5 times by default with exponential backoff, then moves it to the Dead set.",
    "the default is 25 retries (about three weeks of backoff), not 5",
    "5 times by default", "25 times by default"),
   ("what's sidekiq's out of the box retry behaviour for a job that always raises?",
    "Out of the box it gives up after 5 retries and the job lands in the Dead set.",
    [r"re:\b25\b"], [r"re:after 5 retries|\b5 times\b"]),
   ("If we leave webhook delivery on the Sidekiq defaults, how long until a job gives up?",
    "Sidekiq retries a failed job 25 times by default with exponential backoff, so the last attempt happens roughly "
    "21 days after the first failure; after that the job goes to the Dead set."),
   [("after 5 retries", "after 25 retries (roughly three weeks of exponential backoff)")], holds="25 times by default")

sc(26, "jobs", "literal", "code_block", "lookalike",
   ("New Sidekiq job for sending the monthly statement emails, which options?",
    "```ruby\nclass StatementEmailJob\n  include Sidekiq::Job\n  sidekiq_options queue: :mailer, retry: 5\n\n"
    "  def perform(account_id)\n    StatementMailer.monthly(account_id).deliver_now\n  end\nend\n```",
    "our queue is `mailers` (plural). nothing listens on :mailer so the jobs would just sit there",
    "queue: :mailer", "queue: :mailers"),
   ("sidekiq job to send the trial-ending email",
    "```ruby\nclass TrialEndingEmailJob\n  include Sidekiq::Job\n  sidekiq_options queue: :mailer\n\n"
    "  def perform(account_id)\n    TrialMailer.ending(account_id).deliver_now\n  end\nend\n```",
    ["queue: :mailers"], [r"re:queue: :mailer\b"]),
   ("How do I filter Datadog logs down to the mail worker?",
    "Search for `service:mailer env:production`; add `@sidekiq.queue:mailers` if you only want the Sidekiq jobs and "
    "not the SMTP relay logs."),
   [("queue: :mailer", "queue: :mailers")], holds="service:mailer")

sc(27, "jobs", "literal", "reworded", "lookalike",
   ("The CRM sync cron runs every 5 minutes but sometimes takes longer. How do I make a new run skip if the old one is still going?",
    "Wrap it in flock: `*/5 * * * * flock -w 300 /var/lock/crm-sync.lock /opt/brightdesk/bin/crm-sync`. With `-w` the "
    "second invocation sees the lock is held and skips.",
    "-w waits up to 300s for the lock, it doesnt skip. you want flock -n",
    "flock -w 300", "flock -n"),
   ("usage rollup cron overlaps itself sometimes. how do I make it bail out when a previous run holds the lock?",
    "Prefix the command with flock -w 300 /var/lock/usage-rollup.lock so an overlapping run exits straight away "
    "instead of starting.",
    [r"re:flock (-n|--nonblock|-xn|-nx) /var/lock/usage-rollup\.lock"], ["flock -w 300 /var/lock/usage-rollup.lock"]),
   ("The deploy hook and the cron migration check both take /var/lock/migrate.lock. I want the hook to wait up to five "
    "minutes for it rather than fail. How?",
    "Use a wait timeout: `flock -w 300 /var/lock/migrate.lock ./bin/migrate`. flock blocks for up to 300 seconds and "
    "exits with status 1 if it still can't get the lock."),
   [("flock -w 300", "flock -n")], holds="flock -w 300")

sc(28, "jobs", "paraphrase", "other_identifier", "lookalike",
   ("Add the session pruning job to /etc/cron.d/brightdesk so it runs at 03:15 as deploy.",
    "Append this line to `/etc/cron.d/brightdesk`:\n```\n"
    "15 3 * * * /opt/brightdesk/bin/prune-sessions >> /var/log/brightdesk/prune.log 2>&1\n```",
    "cron.d files have a user column after the schedule: `15 3 * * * deploy /opt/brightdesk/bin/prune-sessions ...`. "
    "without it cron treats the script path as the user name",
    "15 3 * * * /opt/brightdesk/bin/prune-sessions", "15 3 * * * deploy /opt/brightdesk/bin/prune-sessions"),
   ("put the export rotation in /etc/cron.d/brightdesk too, daily at 4am",
    "Add to `/etc/cron.d/brightdesk`:\n```\n0 4 * * * /opt/brightdesk/bin/rotate-exports --keep 14\n```",
    [r"re:0 4 \* \* \* [a-z_][a-z0-9_-]* /opt/brightdesk/bin/rotate-exports"], ["0 4 * * * /opt/brightdesk/bin/rotate-exports"]),
   ("I'd rather keep the tmp cleanup in deploy's own crontab. What's the line?",
    "Run `crontab -u deploy -e` and add:\n```\n30 1 * * * /opt/brightdesk/bin/cleanup-tmp\n```\nUser crontabs have no "
    "user column; the job runs as deploy."),
   [("0 4 * * * /opt/brightdesk/bin/rotate-exports", "0 4 * * * deploy /opt/brightdesk/bin/rotate-exports")],
   holds="30 1 * * * /opt/brightdesk/bin/cleanup-tmp")

sc(29, "jobs", "literal", "code_block", "same_topic",
   ("ActiveJob: retry the Stripe sync on network errors with growing waits.",
    "```ruby\nclass StripeSyncJob < ApplicationJob\n  retry_on Net::OpenTimeout, wait: :exponentially_longer, attempts: 8\nend\n```",
    "we're on Rails 7.1 where :exponentially_longer is deprecated, use :polynomially_longer (same curve)",
    "wait: :exponentially_longer", "wait: :polynomially_longer"),
   ("retry_on for the usage export job when S3 has network trouble",
    "```ruby\nclass UsageExportJob < ApplicationJob\n"
    "  retry_on Seahorse::Client::NetworkingError, wait: :exponentially_longer, attempts: 5\nend\n```",
    ["wait: :polynomially_longer"], [":exponentially_longer"]),
   ("And if the account was deleted before the job runs?",
    "Discard the job instead of retrying it: `discard_on ActiveJob::DeserializationError` drops it when a GlobalID "
    "argument can no longer be loaded."),
   [(":exponentially_longer", ":polynomially_longer")])

# ---------------------------------------------------------------- admin scripts
sc(30, "admin", "paraphrase", "reordered_args", "same_topic",
   ("Enable the nginx site for the status page on web-01.",
    "```\nsudo ln -s /etc/nginx/sites-enabled/status-page /etc/nginx/sites-available/status-page\n"
    "sudo nginx -t && sudo systemctl reload nginx\n```",
    "ln -s wants the target first and the link name second, so sites-available then sites-enabled",
    "ln -s /etc/nginx/sites-enabled/status-page /etc/nginx/sites-available/status-page",
    "ln -s /etc/nginx/sites-available/status-page /etc/nginx/sites-enabled/status-page"),
   ("how do I switch on the admin vhost on web-02?",
    "Link it into place and reload: `sudo ln -s /etc/nginx/sites-enabled/admin /etc/nginx/sites-available/admin && "
    "sudo nginx -t && sudo systemctl reload nginx`.",
    [r"re:ln -s\w* \S*sites-available/admin \S*sites-enabled"], [r"re:ln -s\w* \S*sites-enabled/admin \S*sites-available"]),
   ("And to take the status page offline again?",
    "Remove the symlink, not the config: `sudo rm /etc/nginx/sites-enabled/status-page && sudo nginx -t && sudo "
    "systemctl reload nginx`. The file in sites-available stays for next time."),
   [("ln -s /etc/nginx/sites-enabled/admin /etc/nginx/sites-available/admin",
     "ln -s /etc/nginx/sites-available/admin /etc/nginx/sites-enabled/admin")])

sc(31, "admin", "literal", "code_block", "lookalike",
   ("I need a CSV of churned accounts from prod on my laptop.",
    "Connect with psql and run:\n```sql\nCOPY (SELECT id, name, churned_at FROM accounts WHERE churned_at >= now() - "
    "interval '30 days') TO '/Users/me/churned.csv' WITH CSV HEADER;\n```",
    "COPY ... TO a file writes on the DB server, and RDS won't allow it anyway. use \\copy so the file lands on your machine",
    "COPY (SELECT", "\\copy (SELECT"),
   ("export the trial accounts to a csv locally from the replica",
    "```sql\nCOPY (SELECT id, owner_email, trial_ends_at FROM accounts WHERE plan = 'trial') TO '/tmp/trials.csv' "
    "WITH CSV HEADER\n```",
    [r"re:\\copy \(SELECT"], [r"re:(?<!\\)COPY \(SELECT[^;]*TO '/"]),
   ("Can I stream the same export straight into a file from a shell script, without \\copy?",
    "Yes, have the server send it to stdout and redirect:\n```\npsql \"$REPLICA_URL\" -c \"COPY (SELECT id, name, "
    "churned_at FROM accounts WHERE churned_at >= now() - interval '30 days') TO STDOUT WITH CSV HEADER\" > churned.csv\n```"),
   [("COPY (SELECT", "\\copy (SELECT")], holds="COPY (SELECT")

sc(32, "admin", "semantic", "reworded", "lookalike",
   ("Nightly backup script: `pg_dump \"$DATABASE_URL\" | gzip > /backups/brightdesk-$(date +%F).sql.gz`. Will the cron "
    "job notice if pg_dump fails?",
    "Yes, as long as the script starts with `set -e`: any failing command in the pipeline aborts the script with a "
    "non-zero exit, so cron's MAILTO will get the error.",
    "set -e alone only looks at the exit code of gzip, the last command in the pipe. needs set -o pipefail too",
    "any failing command in the pipeline aborts the script",
    "only the last command's status counts unless you also set -o pipefail"),
   ("does set -e catch a pg_dump failure when it's piped into gzip?",
    "It does: with `set -e` at the top, a pg_dump error anywhere in the pipe stops the script with a non-zero status.",
    ["pipefail"], [r"re:^It does\b", r"re:with `set -e` at the top, a pg_dump error[^.]*stops"]),
   ("What should the first line after the shebang be in our deploy hook so it stops on the first failed command?",
    "Put `set -e` right after the shebang: the hook then exits as soon as a simple command returns non-zero. Add `-u` "
    "as well if you want unset variables to be errors."),
   [("It does: with `set -e` at the top, a pg_dump error anywhere in the pipe stops the script with a non-zero status.",
     "Not by itself: `set -e` only sees the exit status of the last command in the pipe (gzip), so add `set -o pipefail` "
     "(or use `set -euo pipefail`) and a pg_dump error will then stop the script with a non-zero status.")],
   holds="`set -e`")

sc(33, "env", "literal", "code_block", "lookalike",
   ("Quick script to count active seats per plan for the finance report.",
    "```bash\nPGHOST=db-primary.internal.brightdesk.io PGDATABASE=brightdesk psql -c \"SELECT plan, sum(seats) FROM "
    "subscriptions WHERE status = 'active' GROUP BY plan\"\n```",
    "reports go to the replica: db-replica.internal.brightdesk.io. never point read-only stuff at the primary",
    "db-primary.internal.brightdesk.io", "db-replica.internal.brightdesk.io"),
   ("I need a one-off list of invoices overdue by more than 30 days for support, how do I run it?",
    "```bash\nPGHOST=db-primary.internal.brightdesk.io PGDATABASE=brightdesk psql -c \"SELECT id, account_id, due_at "
    "FROM invoices WHERE status = 'open' AND due_at < now() - interval '30 days'\"\n```",
    ["db-replica.internal.brightdesk.io"], ["PGHOST=db-primary"]),
   ("How do I run the pending migrations against production by hand?",
    "From a jobs box: `DATABASE_URL=postgres://migrator@db-primary.internal.brightdesk.io:5432/brightdesk bin/rails "
    "db:migrate`. Migrations have to hit the primary; the replica is read-only."),
   [("PGHOST=db-primary.internal.brightdesk.io", "PGHOST=db-replica.internal.brightdesk.io")],
   holds="db-primary.internal.brightdesk.io")

sc(34, "env", "literal", "reworded", "already_correct",
   ("Upload the test export to our staging uploads bucket.",
    "Run `aws s3 cp ./export-2024-05.csv s3://brightdesk-staging-uploads/exports/ --region eu-central-1`, then check "
    "it arrived with `aws s3 ls`.",
    "staging bucket is bd-staging-uploads. brightdesk-staging-uploads was the old account and is read-only now",
    "s3://brightdesk-staging-uploads/", "s3://bd-staging-uploads/"),
   ("list what's in the staging avatars folder",
    "Run `aws s3 ls s3://brightdesk-staging-uploads/avatars/ --region eu-central-1` to see the files.",
    ["s3://bd-staging-uploads/avatars/"], ["brightdesk-staging-uploads"]),
   ("Give a QA tester a download link for the staging export, valid for an hour.",
    "`aws s3 presign s3://bd-staging-uploads/exports/export-2024-05.csv --expires-in 3600 --region eu-central-1` "
    "prints a URL that works for 60 minutes."),
   [("s3://brightdesk-staging-uploads/", "s3://bd-staging-uploads/")], holds="s3://bd-staging-uploads/")

sc(35, "admin", "paraphrase", "code_block", "lookalike",
   ("Write an admin script to backfill the missing billing country from Stripe customers.",
    "```python\nparser = argparse.ArgumentParser()\n"
    "parser.add_argument(\"--dry-run\", action=\"store_true\", help=\"print changes without writing\")\n"
    "args = parser.parse_args()\n\nfor acct in accounts_missing_country():\n"
    "    country = stripe.Customer.retrieve(acct.stripe_customer_id).address.country\n    print(acct.id, country)\n"
    "    if not args.dry_run:\n        acct.update(billing_country=country)\n```",
    "house rule: admin scripts are dry-run by default and only write with --apply. please flip it",
    "parser.add_argument(\"--dry-run\", action=\"store_true\"", "parser.add_argument(\"--apply\", action=\"store_true\""),
   ("script to re-send the failed webhooks from last night",
    "```python\nap = argparse.ArgumentParser(description=\"re-send failed webhook deliveries\")\n"
    "ap.add_argument(\"--since\", default=\"24h\")\nap.add_argument(\"--dry-run\", action=\"store_true\")\n"
    "args = ap.parse_args()\n\nfor delivery in failed_deliveries(since=args.since):\n"
    "    print(delivery.id, delivery.endpoint_url)\n    if not args.dry_run:\n        redeliver(delivery)\n```",
    [r"""re:add_argument\(\s*["']--apply["']"""], [r"""re:add_argument\(\s*["']--dry-run["']"""]),
   ("Preview which export files the backup sync would copy to backup-01.",
    "`rsync -av --dry-run /srv/exports/ backup-01:/srv/exports/` lists everything it would transfer without copying "
    "anything; drop `--dry-run` to do it for real."),
   [('ap.add_argument("--dry-run", action="store_true")', 'ap.add_argument("--apply", action="store_true")'),
    ("if not args.dry_run:", "if args.apply:")], holds="--dry-run")

sc(36, "admin", "paraphrase", "other_identifier", "lookalike",
   ("Pull the emails out of the users.json dump, one per line, for a mailing list import.",
    "`jq '.[].email' users.json > emails.txt` writes one address per line, ready to import.",
    "without -r you get quotes around evry address, use jq -r",
    "jq '.[].email'", "jq -r '.[].email'"),
   ("I've got a Stripe customers export (customers.json, with a data array). Get the emails into a plain text file?",
    "`jq '.data[].email' customers.json > stripe-emails.txt` gives you a plain list with one email per line.",
    [r"re:jq (-r|--raw-output|-r[a-z]+) '\.data\[\]\.email'"], ["jq '.data[].email'"]),
   ("I need the addresses from users.json as a JSON array for the Postmark batch script.",
    "Wrap the filter in brackets: `jq '[.[].email]' users.json > emails.json` produces a single JSON array of strings."),
   [("jq '.data[].email'", "jq -r '.data[].email'")], holds="jq '[.[].email]'")

sc(37, "admin", "semantic", "prose_claim", "same_topic",
   ("How do I run fix_plan_ids.sql against prod safely?",
    "Run `psql \"$DATABASE_URL\" -f fix_plan_ids.sql`. psql stops at the first statement that fails, so a bad row "
    "can't leave later statements half-applied.",
    "psql doesn't stop by default, it carries on with the next statement. you need -v ON_ERROR_STOP=1 (plus "
    "--single-transaction if it should be all or nothing)",
    "psql stops at the first statement that fails",
    "psql keeps going after a failed statement unless you pass -v ON_ERROR_STOP=1"),
   ("if one statement in a .sql file errors when I run it with psql -f, what happens to the rest?",
    "psql aborts the script right there and exits non-zero, so nothing after the failing statement is executed.",
    [r"re:(?i)ON_ERROR_STOP|continu|carr(y|ies) on|keeps? (going|running)"],
    [r"re:(?i)psql aborts the script right there", r"re:(?i)nothing after the failing statement is executed"]),
   ("What does psql --single-transaction do with a migration file?",
    "`--single-transaction` (`-1`) wraps the whole file in one BEGIN/COMMIT, so combined with `-v ON_ERROR_STOP=1` an "
    "error rolls back everything the file did."),
   [("psql aborts the script right there and exits non-zero, so nothing after the failing statement is executed.",
     "By default psql reports the error and carries on with the next statement; pass `-v ON_ERROR_STOP=1` if you want "
     "it to stop there and exit non-zero.")])

sc(38, "env", "paraphrase", "other_identifier", "same_topic",
   ("How do I tail the prod web logs from my terminal?",
    "`aws logs tail /brightdesk/production/web --follow --region eu-central-1` streams new log events as they arrive.",
    "log groups are /brightdesk/prod/<service>, not production",
    "/brightdesk/production/web", "/brightdesk/prod/web"),
   ("show me the last hour of the prod sidekiq worker logs",
    "`aws logs tail /brightdesk/production/worker --since 1h --region eu-central-1` prints the last hour of the "
    "worker's log group.",
    ["/brightdesk/prod/worker"], ["/brightdesk/production/"]),
   ("How do I search the prod web logs for one request id with Logs Insights?",
    "Open Logs Insights, pick the web log group and run `fields @timestamp, @message | filter @message like /req_8f2c1a/ "
    "| sort @timestamp desc | limit 50`."),
   [("/brightdesk/production/worker", "/brightdesk/prod/worker")])

# ---------------------------------------------------------------- support tooling
sc(39, "support", "paraphrase", "equivalent_construct", "lookalike",
   ("Intercom identity verification: how does the Rails app compute user_hash?",
    "```ruby\nuser_hash = Digest::SHA256.hexdigest(ENV[\"INTERCOM_IDENTITY_SECRET\"] + current_user.id.to_s)\n```\n"
    "Pass it as `user_hash` in the Intercom boot settings together with `user_id`.",
    "it has to be an HMAC keyed with the secret: OpenSSL::HMAC.hexdigest(\"sha256\", secret, user_id). a plain sha256 "
    "of secret+id won't verify",
    "Digest::SHA256.hexdigest(ENV[\"INTERCOM_IDENTITY_SECRET\"] + current_user.id.to_s)",
    "OpenSSL::HMAC.hexdigest(\"sha256\", ENV[\"INTERCOM_IDENTITY_SECRET\"], current_user.id.to_s)"),
   ("The marketing site is Next.js now; compute the Intercom user_hash there.",
    "```js\nconst userHash = crypto.createHash('sha256').update(process.env.INTERCOM_IDENTITY_SECRET + user.id).digest('hex');\n```",
    [r"re:createHmac\(\s*'sha256',\s*process\.env\.INTERCOM_IDENTITY_SECRET"],
    [r"re:createHash\('sha256'\)\.update\(process\.env\.INTERCOM_IDENTITY_SECRET"]),
   ("Add a checksum to the GDPR export zip so support can confirm the customer got the right file.",
    "```js\nconst checksum = crypto.createHash('sha256').update(zipBuffer).digest('hex');\n```\nStore it next to the "
    "export record and show it in the support tool; the customer can compare it with `shasum -a 256`."),
   [("crypto.createHash('sha256').update(process.env.INTERCOM_IDENTITY_SECRET + user.id)",
     "crypto.createHmac('sha256', process.env.INTERCOM_IDENTITY_SECRET).update(String(user.id))")],
   holds="crypto.createHash('sha256').update(")

sc(40, "support", "semantic", "reworded", "same_topic",
   ("A customer replied to a ticket we solved two weeks ago and it reopened. How long do solved tickets stay reopenable in Zendesk?",
    "By default Zendesk keeps solved tickets open to replies for 28 days; after that the default automation closes "
    "them and a reply creates a follow-up ticket.",
    "the default close automation runs 4 days after solved. 28 is just the longest you can set it to",
    "for 28 days", "for 4 days"),
   ("when does zendesk auto-close a solved ticket?",
    "The standard automation closes solved tickets about four weeks later, so customers can reopen them by replying "
    "for roughly a month.",
    [r"re:(?i)\b(4|four) days"], [r"re:(?i)closes solved tickets (about |after )?(four weeks|28 days)", r"re:(?i)for roughly a month"]),
   ("Can an agent reopen a closed Zendesk ticket?",
    "No, closed tickets are read-only. If the customer writes again, Zendesk creates a follow-up ticket linked to the closed one."),
   [("about four weeks later, so customers can reopen them by replying for roughly a month.",
     "4 days after they are solved, so customers can reopen them by replying during those 4 days.")])

sc(41, "support", "literal", "reworded", "lookalike",
   ("Write the Zendesk trigger condition for billing escalations so they notify #billing-oncall.",
    "Conditions: *Ticket is Updated* AND *Tags contains at least one of* `billing_escalation`. Action: notify the "
    "#billing-oncall Slack target.",
    "the tag is escalation_billing, all our escalation tags start with escalation_",
    "billing_escalation", "escalation_billing"),
   ("how do I tag a ticket as a billing escalation from the support bot?",
    "Add the tag through the API: `PUT /api/v2/tickets/{id}/tags` with `{\"tags\": [\"billing_escalation\"]}`; the "
    "trigger picks it up from there.",
    ["\"escalation_billing\""], ["billing_escalation"]),
   ("Which group do escalated billing tickets end up in?",
    "The trigger assigns them to the **Billing Escalation** group, and the `escalation_billing` tag keeps them in the "
    "escalations view."),
   [("billing_escalation", "escalation_billing")], holds="Billing Escalation")

sc(42, "support", "literal", "casing", "already_correct",
   ("Pin the Intercom API version in our support sync client.",
    "Send the version header on every request: `Intercom-API-Version: 2.11`, alongside `Authorization: Bearer <token>` "
    "and `Accept: application/json`.",
    "header name is Intercom-Version",
    "Intercom-API-Version", "Intercom-Version"),
   ("set the intercom api version in the fetch call",
    "```js\nconst res = await fetch('https://api.intercom.io/contacts/search', {\n  method: 'POST',\n  headers: {\n"
    "    authorization: `Bearer ${INTERCOM_TOKEN}`,\n    'intercom-api-version': '2.11',\n"
    "    'content-type': 'application/json',\n  },\n  body: JSON.stringify(query),\n});\n```",
    [r"re:(?i)'intercom-version'"], [r"re:(?i)intercom-api-version"]),
   ("Which Intercom API version does the sync client use?",
    "It sends `Intercom-Version: 2.11` on every request, so responses keep the 2.11 shape even if the workspace default changes."),
   [("'intercom-api-version'", "'intercom-version'")], holds="Intercom-Version: 2.11")

sc(43, "support", "literal", "code_block", "lookalike",
   ("Create the Zendesk SLA policy for enterprise urgent tickets via the API.",
    "```json\n{\"sla_policy\": {\"title\": \"Enterprise\", \"filter\": {\"all\": [{\"field\": \"current_tags\", "
    "\"operator\": \"includes\", \"value\": \"enterprise\"}]}, \"policy_metrics\": [{\"priority\": \"urgent\", "
    "\"metric\": \"first_reply_time\", \"target\": 480, \"business_hours\": true}]}}\n```\nPOST it to "
    "`/api/v2/slas/policies`; targets are in minutes.",
    "enterprise urgent is 4 business hours, so target 240",
    "\"target\": 480", "\"target\": 240"),
   ("add the enterprise urgent first-reply target to the existing SLA policy JSON",
    "```json\n\"policy_metrics\": [\n  {\"priority\": \"urgent\", \"metric\": \"first_reply_time\", \"target\": 480, "
    "\"business_hours\": true}\n]\n```",
    [r're:"first_reply_time",\s*"target":\s*240\b'], [r're:"first_reply_time",\s*"target":\s*480'] ),
   ("What's the next-reply target for enterprise normal-priority tickets in the policy?",
    "```json\n{\"priority\": \"normal\", \"metric\": \"next_reply_time\", \"target\": 480, \"business_hours\": true}\n```\n"
    "That's 8 business hours, since targets are in minutes."),
   [('"target": 480', '"target": 240')], holds="\"target\": 480")

# ---------------------------------------------------------------- billing
sc(44, "billing", "paraphrase", "other_identifier", "lookalike",
   ("Charge a customer €49 one-off for the onboarding package with a PaymentIntent.",
    "```python\nintent = stripe.PaymentIntent.create(amount=49, currency=\"eur\", customer=account.stripe_customer_id, "
    "description=\"Onboarding package\")\n```",
    "amount is in cents, that's 49 cents. €49 is amount=4900",
    "amount=49,", "amount=4900,"),
   ("add a €19.90 invoice item for the extra seats",
    "```python\nstripe.InvoiceItem.create(customer=account.stripe_customer_id, amount=19.90, currency=\"eur\", "
    "description=\"Extra seats\")\n```",
    [r"re:amount=1990\b"], [r"re:amount=19\.9"]),
   ("Charge ¥5,000 for a Japanese customer's onboarding package.",
    "```python\nintent = stripe.PaymentIntent.create(amount=5000, currency=\"jpy\", customer=account.stripe_customer_id, "
    "description=\"Onboarding package\")\n```\nJPY is a zero-decimal currency, so the amount is the yen value as is."),
   [("amount=19.90", "amount=1990")], holds="amount=5000, currency=\"jpy\"")

sc(45, "billing", "literal", "code_block", "lookalike",
   ("Which Stripe event do I handle to extend an account's paid-until date on each monthly renewal?",
    "Handle `checkout.session.completed`:\n```python\nif event[\"type\"] == \"checkout.session.completed\":\n"
    "    extend_paid_until(event[\"data\"][\"object\"])\n```",
    "thanks! one thing: checkout.session.completed only fires on the initial checkout, renewals come in as invoice.paid",
    "checkout.session.completed", "invoice.paid"),
   ("webhook branch for recurring subscription payments",
    "```python\nelif event[\"type\"] == \"checkout.session.completed\":\n"
    "    renew_subscription_period(event[\"data\"][\"object\"])\n```",
    [r're:"invoice\.(paid|payment_succeeded)"'], [r're:"checkout\.session\.completed":\s*\n\s*renew_subscription_period']),
   ("And where do we create the workspace after a new customer pays on the Checkout page?",
    "```python\nif event[\"type\"] == \"checkout.session.completed\":\n    provision_workspace(event[\"data\"][\"object\"])\n```\n"
    "That event fires once, when the Checkout session succeeds."),
   [("checkout.session.completed", "invoice.paid")], holds="checkout.session.completed")

sc(46, "billing", "literal", "reworded", "lookalike",
   ("Which Stripe test card do I use to check our 'card declined' banner?",
    "Use `4000002500003155` with any future expiry and any CVC; the payment fails with `card_declined`.",
    "that's the 3DS-required card. the generic decline one is 4000000000000002",
    "4000002500003155", "4000000000000002"),
   ("QA needs a test card number that gets declined in staging checkout",
    "Enter 4000 0025 0000 3155 in the card field to trigger a `card_declined` error.",
    [r"re:4000\s?0000\s?0000\s?0002"], [r"re:4000\s?0025\s?0000\s?3155(?![^.]*(3D|3DS|authenticat))"]),
   ("How do we test the 3D Secure challenge modal in staging?",
    "Use `4000 0025 0000 3155` with any future expiry: every payment with it requires 3D Secure authentication, so the "
    "challenge modal always shows up."),
   [("4000 0025 0000 3155", "4000 0000 0000 0002")], holds="4000 0025 0000 3155")

sc(47, "billing", "literal", "code_block", "already_correct",
   ("Set up the Stripe client in the new billing service (Python).",
    "```python\nimport stripe\n\nstripe.api_key = os.environ[\"STRIPE_SECRET_KEY\"]\nstripe.api_version = \"2024-06-20\"\n```\n"
    "Pinning the version keeps response shapes stable across SDK upgrades.",
    "We're pinned to 2023-10-16 everywhere, the webhook endpoint uses that version too. Don't bump it here.",
    "2024-06-20", "2023-10-16"),
   ("init the stripe node client for the invoicing worker",
    "```js\nconst Stripe = require('stripe');\n"
    "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: '2024-06-20' });\n```",
    ["apiVersion: '2023-10-16'"], ["2024-06-20"]),
   ("What API version does the web app send to Stripe?",
    "The web app pins `stripe.api_version = \"2023-10-16\"`, the same version the webhook endpoint is configured with, "
    "so events and API responses have the same shape."),
   [("2024-06-20", "2023-10-16")], holds="\"2023-10-16\"")

sc(48, "billing", "literal", "reworded", "lookalike",
   ("Customer downgrades from Business to Starter; switch their plan without any credit or charge for the rest of the month.",
    "```python\nstripe.Subscription.modify(sub.id, items=[{\"id\": sub[\"items\"][\"data\"][0].id, \"price\": STARTER_PRICE}], "
    "proration_behavior=\"create_prorations\")\n```\nThat swaps the price and leaves the current period unprorated.",
    "create_prorations is exactly what generates the credit. for no proration use proration_behavior=\"none\"",
    "proration_behavior=\"create_prorations\"", "proration_behavior=\"none\""),
   ("move an account from Pro to Starter without prorating anything",
    "Modify the subscription item with `proration_behavior=\"create_prorations\"` and the new `STARTER_PRICE`; Stripe "
    "then won't credit or charge for the unused time.",
    ["proration_behavior=\"none\""], ["with `proration_behavior=\"create_prorations\"`"]),
   ("Upgrade from Starter to Business mid-cycle and charge the difference for the rest of the month.",
    "```python\nstripe.Subscription.modify(sub.id, items=[{\"id\": sub[\"items\"][\"data\"][0].id, \"price\": BUSINESS_PRICE}], "
    "proration_behavior=\"create_prorations\")\n```\nStripe credits the unused Starter time and adds the prorated "
    "Business amount to the next invoice."),
   [('proration_behavior="create_prorations"', 'proration_behavior="none"')],
   holds="proration_behavior=\"create_prorations\"")

sc(49, "billing", "paraphrase", "other_identifier", "same_topic",
   ("Turn on Stripe Tax for the Checkout sessions we create in Python.",
    "```python\nsession = stripe.checkout.Session.create(mode=\"subscription\", customer=cid, "
    "line_items=[{\"price\": price_id, \"quantity\": seats}], automatic_tax=True, success_url=SUCCESS_URL)\n```",
    "automatic_tax takes a dict: automatic_tax={\"enabled\": True}",
    "automatic_tax=True", "automatic_tax={\"enabled\": True}"),
   ("same thing for the checkout session in the node signup flow",
    "```js\nconst session = await stripe.checkout.sessions.create({\n  mode: 'subscription',\n  customer: customerId,\n"
    "  line_items: [{ price: priceId, quantity: seats }],\n  automatic_tax: true,\n  success_url: SUCCESS_URL,\n});\n```",
    [r"re:automatic_tax:\s*\{\s*enabled:\s*true\s*\}"], [r"re:automatic_tax:\s*true"]),
   ("Let business customers enter a VAT ID on the Checkout page.",
    "Add `tax_id_collection: { enabled: true }` to the session params; Checkout then shows a tax ID field and saves it "
    "on the customer. With an existing customer you also need `customer_update: { name: 'auto' }`."),
   [("automatic_tax: true", "automatic_tax: { enabled: true }")])

sc(50, "billing", "literal", "code_block", "lookalike",
   ("Create the annual invoice for an enterprise customer who pays by bank transfer.",
    "```python\ninvoice = stripe.Invoice.create(customer=cid, collection_method=\"send_invoice\", days_until_due=14, "
    "auto_advance=True)\n```",
    "enterprise annual invoices are net 30 for us, days_until_due=30",
    "days_until_due=14", "days_until_due=30"),
   ("set up the enterprise annual subscription billed by invoice",
    "```python\nstripe.Subscription.create(\n    customer=cid,\n    items=[{\"price\": ENTERPRISE_ANNUAL}],\n"
    "    collection_method=\"send_invoice\",\n    days_until_due=14,\n)\n```",
    ["days_until_due=30"], ["days_until_due=14"]),
   ("Start a Pro subscription with the usual free trial.",
    "```python\nstripe.Subscription.create(customer=cid, items=[{\"price\": PRO_MONTHLY}], trial_period_days=14)\n```"),
   [("days_until_due=14", "days_until_due=30")], holds="trial_period_days=14")

sc(51, "billing", "literal", "reworded", "lookalike",
   ("Add a 'Manage billing' button that sends the customer to the Stripe customer portal (Flask).",
    "Create a portal session and redirect: `session = stripe.BillingPortal.Session.create(customer=account.stripe_customer_id, "
    "return_url=url_for(\"settings.billing\", _external=True))`, then `return redirect(session.url)`.",
    "I think in the python lib it's stripe.billing_portal.Session?",
    "stripe.BillingPortal.Session", "stripe.billing_portal.Session"),
   ("how do I open the stripe billing portal for the logged-in account?",
    "Call stripe.BillingPortal.Session.create with the account's customer id and a return_url, and redirect to the "
    "`url` it returns.",
    ["stripe.billing_portal.Session"], ["stripe.BillingPortal"]),
   ("Same button in the Next.js app router, as a server action.",
    "```js\nconst session = await stripe.billingPortal.sessions.create({\n  customer: account.stripeCustomerId,\n"
    "  return_url: `${process.env.APP_URL}/settings/billing`,\n});\nredirect(session.url);\n```"),
   [("stripe.BillingPortal.Session", "stripe.billing_portal.Session")], holds="stripe.billingPortal.sessions")

sc(52, "billing", "semantic", "prose_claim", "lookalike",
   ("A customer wants to cancel but keep access until the end of the month they've paid for. How do I do that in Stripe?",
    "Call `stripe.Subscription.cancel(sub_id)`; Stripe keeps the subscription active until the current period ends "
    "and then stops billing.",
    "Subscription.cancel ends it immediately. if they should keep access till period end it's "
    "Subscription.modify(sub_id, cancel_at_period_end=True)",
    "stripe.Subscription.cancel(sub_id)", "stripe.Subscription.modify(sub_id, cancel_at_period_end=True)"),
   ("what happens to access if we cancel a subscription through the API mid-month?",
    "Nothing changes right away: cancelling through the API leaves the subscription active until the paid period is "
    "over, and Stripe just doesn't renew it.",
    ["cancel_at_period_end"],
    [r"re:(?i)nothing changes right away", r"re:(?i)cancelling through the API leaves the subscription active"]),
   ("We flagged an account for card fraud. End its subscription right now, no waiting for the period end.",
    "Cancel it immediately with `stripe.Subscription.cancel(sub_id)`; the subscription ends at once and no further "
    "invoices are created. Refund the last payment separately if needed."),
   [("Nothing changes right away: cancelling through the API leaves the subscription active until the paid period is "
     "over, and Stripe just doesn't renew it.",
     "It depends on the call: `stripe.Subscription.cancel` ends the subscription immediately, while "
     "`stripe.Subscription.modify(sub_id, cancel_at_period_end=True)` keeps it active until the paid period is over "
     "and then doesn't renew it.")],
   holds="stripe.Subscription.cancel(sub_id)")

# ---------------------------------------------------------------- environment facts
sc(53, "env", "literal", "reworded", "unrelated",
   ("How do I deploy the hotfix branch to production once it's merged?",
    "Once it's on main, run `cap production deploy` from your machine; it pushes the new release to the app servers "
    "and restarts them.",
    "we moved off capistrano last year, its kamal deploy -d production now",
    "cap production deploy", "kamal deploy -d production"),
   ("what's the command to ship main to prod?",
    "From an up-to-date main checkout, cap production deploy pushes it out to all app servers.",
    ["kamal deploy -d production"], ["cap production deploy"]),
   ("list the open PRs assigned to me from the terminal",
    "`gh pr list --assignee @me --state open` shows them; add `--web` to open the list in the browser instead."),
   [("cap production deploy", "kamal deploy -d production")])

sc(54, "env", "literal", "code_block", "lookalike",
   ("Where should the Stripe test-mode webhook point for staging?",
    "Add a test-mode endpoint pointing at `https://staging.brightdesk.io/webhooks/stripe` and put its signing secret "
    "in the staging env as `STRIPE_WEBHOOK_SECRET`.",
    "staging is on brightdesk.dev, so https://staging.brightdesk.dev",
    "staging.brightdesk.io", "staging.brightdesk.dev"),
   ("fill in .env.staging for the app URLs",
    "```\nAPP_URL=https://staging.brightdesk.io\nACTION_MAILER_HOST=staging.brightdesk.io\nRAILS_ENV=staging\n```",
    ["APP_URL=https://staging.brightdesk.dev"], ["staging.brightdesk.io"]),
   ("And the live-mode Stripe webhook endpoint?",
    "Live mode points at `https://app.brightdesk.io/webhooks/stripe`; it has its own signing secret, stored as "
    "`STRIPE_WEBHOOK_SECRET` in the production env."),
   [("staging.brightdesk.io", "staging.brightdesk.dev")], holds="brightdesk.io/webhooks/stripe")

SEAT_MERGE = ("merge into seat_counts t\nusing (select $1::bigint as account_id, $2::date as day, $3::int as seats) s\n"
              "on t.account_id = s.account_id and t.day = s.day\nwhen matched then update set seats = s.seats\n"
              "when not matched then insert (account_id, day, seats) values (s.account_id, s.day, s.seats);")
SEAT_UPSERT = ("insert into seat_counts (account_id, day, seats)\nvalues ($1, $2, $3)\n"
               "on conflict (account_id, day) do update set seats = excluded.seats;")

sc(55, "env", "literal", "casing", "already_correct",
   ("Upsert daily usage counts into account_usage(account_id, day, api_calls).",
    "```sql\nMERGE INTO account_usage u\nUSING (VALUES ($1::bigint, $2::date, $3::int)) AS s(account_id, day, api_calls)\n"
    "ON u.account_id = s.account_id AND u.day = s.day\nWHEN MATCHED THEN UPDATE SET api_calls = u.api_calls + s.api_calls\n"
    "WHEN NOT MATCHED THEN INSERT (account_id, day, api_calls) VALUES (s.account_id, s.day, s.api_calls);\n```",
    "we're still on Postgres 14, MERGE needs 15. INSERT ... ON CONFLICT (account_id, day) DO UPDATE please",
    "MERGE INTO", "INSERT INTO ... ON CONFLICT (account_id, day) DO UPDATE"),
   ("daily seat snapshot upsert for seat_counts(account_id, day, seats)",
    "```sql\n" + SEAT_MERGE + "\n```",
    [r"re:(?i)on conflict\s*\(account_id,\s*day\)\s*do update"], [r"re:(?i)\bmerge\s+into\b"]),
   ("Upsert the monthly invoice totals into invoice_totals(account_id, month, total_cents).",
    "```sql\nINSERT INTO invoice_totals (account_id, month, total_cents)\nVALUES ($1, $2, $3)\n"
    "ON CONFLICT (account_id, month) DO UPDATE SET total_cents = EXCLUDED.total_cents;\n```\n"
    "This needs a unique constraint on (account_id, month)."),
   [(SEAT_MERGE, SEAT_UPSERT)], holds="ON CONFLICT (account_id, month) DO UPDATE")

sc(56, "env", "literal", "code_block", "lookalike",
   ("Point Sidekiq at our Redis in config/initializers/sidekiq.rb.",
    "```ruby\nSidekiq.configure_server do |config|\n  config.redis = { url: \"redis://redis-cache.internal:6379/1\" }\nend\n```",
    "sidekiq goes on redis-jobs.internal db 0. redis-cache runs allkeys-lru and would evict queued jobs",
    "redis://redis-cache.internal:6379/1", "redis://redis-jobs.internal:6379/0"),
   ("start a sidekiq process for the default queue by hand on jobs-01",
    "```\nREDIS_URL=redis://redis-cache.internal:6379/1 bundle exec sidekiq -q default -c 5\n```",
    ["redis://redis-jobs.internal:6379/0"], [r"re:REDIS_URL=redis://redis-cache"]),
   ("Configure the Rails cache store for production.",
    "```ruby\nconfig.cache_store = :redis_cache_store, { url: \"redis://redis-cache.internal:6379/1\", expires_in: 12.hours }\n```"),
   [("redis://redis-cache.internal:6379/1", "redis://redis-jobs.internal:6379/0")],
   holds="redis://redis-cache.internal:6379/1")

# ---------------------------------------------------------------- feature flags
sc(57, "flags", "literal", "code_block", "lookalike",
   ("Roll the new invoice editor out to 25% of accounts with Flipper; each account should keep what it gets.",
    "```ruby\nFlipper.enable_percentage_of_time(:new_invoice_editor, 25)\n```\nCheck it with "
    "`Flipper.enabled?(:new_invoice_editor, current_account)`.",
    "percentage_of_time re-rolls on every check. for a sticky per-account rollout it's enable_percentage_of_actors",
    "enable_percentage_of_time", "enable_percentage_of_actors"),
   ("give 10% of accounts usage-based pricing via flipper, consistently per account",
    "```ruby\nFlipper.enable_percentage_of_time(:usage_based_pricing, 10)\n```",
    ["enable_percentage_of_actors(:usage_based_pricing, 10)"], ["enable_percentage_of_time(:usage_based_pricing"]),
   ("I want verbose SQL logging on roughly 1% of requests in production to sample slow queries.",
    "Random sampling per call is what percentage-of-time is for:\n```ruby\n"
    "Flipper.enable_percentage_of_time(:verbose_sql_logging, 1)\n```\nand check `Flipper.enabled?(:verbose_sql_logging)` "
    "without an actor in the request middleware."),
   [("enable_percentage_of_time", "enable_percentage_of_actors")], holds="enable_percentage_of_time")

sc(58, "flags", "semantic", "prose_claim", "lookalike",
   ("The legacy_export flag is at 100% and the old code is gone. How do I get rid of the flag?",
    "Run `Flipper.disable(:legacy_export)` in a console; that deletes the feature, so it disappears from the Flipper UI.",
    "disable just switches it off, the feature stays listed. Flipper.remove(:legacy_export) is what deletes it",
    "Flipper.disable(:legacy_export)", "Flipper.remove(:legacy_export)"),
   ("Does turning a flag off in Flipper delete it once we're done with it?",
    "Yes: `Flipper.disable(:old_dashboard)` removes the feature from the store, so it is gone from the UI afterwards.",
    [r"re:Flipper\.remove\(:old_dashboard\)"], [r"re:disable\(:old_dashboard\)` removes"]),
   ("Bulk refunds are misbehaving. Kill switch, now.",
    "Turn it off for everyone with `Flipper.disable(:bulk_refunds)`; the feature stays in the UI with its gates "
    "cleared, so you can enable it again once the fix is out."),
   [("Yes: `Flipper.disable(:old_dashboard)` removes the feature from the store, so it is gone from the UI afterwards.",
     "No: `Flipper.disable(:old_dashboard)` only turns it off and the feature stays listed; "
     "`Flipper.remove(:old_dashboard)` deletes it from the store, so it is gone from the UI afterwards.")],
   holds="Flipper.disable(")

sc(59, "flags", "semantic", "prose_claim", "same_topic",
   ("What does Flipper.enabled? return for a feature nobody has created yet?",
    "It raises `Flipper::FeatureNotFound`, so wrap checks for new flags in a rescue until the feature is added in the UI.",
    "no, it just returns false. unknown features are off, no rescue needed",
    "It raises `Flipper::FeatureNotFound`", "It returns false"),
   ("if I check a flipper flag in code before anyone adds it in the UI, does it blow up?",
    "It does: checking a feature that doesn't exist yet raises an error, so guard the call with `rescue` until someone "
    "creates it.",
    [r"re:(?i)\bfalse\b"], [r"re:(?i)raises an error", r"re:^It does\b", r"re:guard the call with `rescue`"]),
   ("How do I enable a flag for just one spec?",
    "Call `Flipper.enable(:new_invoice_editor)` in that spec's `before` block. As long as the test adapter is reset "
    "between examples, the other specs still see the feature as off."),
   [("It does: checking a feature that doesn't exist yet raises an error, so guard the call with `rescue` until "
     "someone creates it.",
     "No: checking a feature that doesn't exist yet just returns false, so the code path stays off until someone "
     "creates and enables it.")])

sc(60, "flags", "paraphrase", "renamed_identifier", "same_topic",
   ("Enable bulk_export for account 4821 only.",
    "In a console: `account = Account.find(4821)`, then `Flipper.enable_actor(:bulk_export, account.id)`.",
    "pass the record itself, not .id. Flipper needs an object that responds to flipper_id",
    "Flipper.enable_actor(:bulk_export, account.id)", "Flipper.enable_actor(:bulk_export, account)"),
   ("turn on sso_login for just the Acme org",
    "`org = Organization.find_by!(slug: \"acme\")`, then `Flipper.enable_actor(:sso_login, org.id)`.",
    [r"re:enable_actor\(:sso_login,\s*org\)"], [r"re:enable_actor\(:sso_login,\s*org\.id\)"]),
   ("The Flipper UI asks for an actor when I add one by hand. What do I type for account 4821?",
    "Type its flipper_id, which for an ActiveRecord model is the class name and the id joined by a semicolon: `Account;4821`."),
   [("Flipper.enable_actor(:sso_login, org.id)", "Flipper.enable_actor(:sso_login, org)")])


# ---------------------------------------------------------------- validation
def check(text, spec):
    """Exactly run.py's check()."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_ok(text, contains, absent):
    """run.py's notion of 'fixed'."""
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def apply_fix(text, fix):
    for old, new in fix:
        text = text.replace(old, new)
    return text


def validate(rows):
    errors, warnings = [], []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    ids = [s["id"] for s in rows]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    if ids != ["h14-%03d" % i for i in range(1, len(rows) + 1)]:
        errors.append("ids are not h14-001.. in order")
    if len(rows) != 60:
        errors.append("expected 60 scenarios, got %d" % len(rows))

    for s in rows:
        sid = s["id"]
        if not re.fullmatch(r"h14-\d{3}", sid):
            err(sid, "malformed id")
        pub = {k: v for k, v in s.items() if not k.startswith("_")}
        if set(pub) != TOP_FIELDS:
            err(sid, "top-level fields %s" % sorted(pub))
        if set(s["teach"]) != TEACH_FIELDS:
            err(sid, "teach fields %s" % sorted(s["teach"]))
        if set(s["repeat"]) != REPEAT_FIELDS:
            err(sid, "repeat fields %s" % sorted(s["repeat"]))
        if set(s["control"]) != CONTROL_FIELDS:
            err(sid, "control fields %s" % sorted(s["control"]))
        if s["difficulty"] not in DIFFICULTIES:
            err(sid, "difficulty %r" % s["difficulty"])
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "repeat_variation %r" % s["repeat_variation"])
        if s["control_kind"] not in CONTROL_KINDS:
            err(sid, "control_kind %r" % s["control_kind"])
        for part in ("teach", "repeat", "control"):
            for k, v in s[part].items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                        err(sid, "%s.%s must be a non-empty list of strings" % (part, k))
                    for x in v:
                        if x.startswith("re:"):
                            try:
                                re.compile(x[3:])
                            except re.error as e:
                                err(sid, "bad regex %r: %s" % (x, e))
                elif not isinstance(v, str) or not v.strip():
                    err(sid, "%s.%s empty" % (part, k))
        if not isinstance(s["topic"], str) or not s["topic"]:
            err(sid, "topic empty")

        t, r, c = s["teach"], s["repeat"], s["control"]
        gw, gr = t["gold_wrong"], t["gold_right"]
        ec, ea = r["expect_contains"], r["expect_absent"]
        if gw not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if gw == gr:
            err(sid, "gold_wrong == gold_right")
        if t["query"] == r["query"]:
            err(sid, "repeat query equals teach query")

        # the repeat as written must fail, and pass after its recorded fix
        if fixed_ok(r["output"], ec, ea):
            err(sid, "repeat output already passes its own check")
        if not s["_fix"]:
            err(sid, "no fix recorded")
        for old, new in s["_fix"]:
            if old not in r["output"]:
                err(sid, "fix old text not in repeat output: %r" % old)
        fixed = apply_fix(r["output"], s["_fix"])
        if not fixed_ok(fixed, ec, ea):
            miss = [x for x in ec if not check(fixed, x)]
            pres = [x for x in ea if check(fixed, x)]
            err(sid, "fixed repeat fails its check (missing %s, present %s)" % (miss, pres))
        # the teach output should also count as 'not fixed' under the repeat's absent checks where it is literal
        # (not required; informative only)

        # difficulty / variation shape
        if s["difficulty"] == "literal":
            if norm(gw) not in norm(r["output"]):
                err(sid, "literal: wrong text does not recur verbatim (up to case/white space) in repeat")
        else:
            if gw in r["output"]:
                warnings.append("%s: %s repeat contains gold_wrong verbatim" % (sid, s["difficulty"]))
        if s["repeat_variation"] == "casing":
            if gw in r["output"] or norm(gw) not in norm(r["output"]):
                err(sid, "casing: repeat must hold the wrong text in another case only")
        if s["repeat_variation"] == "code_block" and FENCE not in r["output"]:
            err(sid, "code_block: repeat output has no fenced block")

        # control: never counted as wrong when unchanged
        for x in ea:
            if check(c["output"], x):
                err(sid, "control output matches expect_absent %r" % x)
        holds = s["_holds"]
        ck = s["control_kind"]
        if ck in ("lookalike", "already_correct"):
            if not holds:
                err(sid, "%s control needs a recorded holds text" % ck)
            elif holds not in c["output"]:
                err(sid, "control does not contain its %s text %r" % (ck, holds))
        if ck == "lookalike":
            # the held text must be the mistaken text itself, overlap with it, or hold the value that the
            # correction replaces (what a literal substitution would hit)
            core = _core(gw, gr)
            if holds and not (norm(gw) in norm(c["output"]) or _overlap(holds, gw, 6) or (core and core in c["output"])
                            or (s["difficulty"] == "semantic" and _overlap(holds, r["output"], 6))):
                warnings.append("%s: lookalike text %r shares little with the wrong text" % (sid, holds))
        else:
            # for already_correct the wrong text may sit inside the right value (it must then not be doubled)
            rest = norm(c["output"]).replace(norm(gr), "\0") if ck == "already_correct" else norm(c["output"])
            if norm(gw) in rest:
                err(sid, "%s control contains the wrong text" % ck)
        if ck == "already_correct":
            if not (norm(gr) in norm(c["output"]) or _overlap(holds or "", gr)):
                warnings.append("%s: already_correct control may not hold the right value" % sid)
        if c["output"] in (t["output"], r["output"]):
            err(sid, "control output duplicates teach/repeat output")

    # teach messages unique
    msgs = Counter(s["teach"]["message"] for s in rows)
    for m, n in msgs.items():
        if n > 1:
            errors.append("teach.message used %d times: %r" % (n, m))
    for field in ("query",):
        for part in ("teach", "repeat", "control"):
            qs = Counter(s[part][field] for s in rows)
            for q, n in qs.items():
                if n > 1:
                    errors.append("%s.%s used %d times: %r" % (part, field, n, q))

    # mix
    d = Counter(s["difficulty"] for s in rows)
    ckc = Counter(s["control_kind"] for s in rows)
    v = Counter(s["repeat_variation"] for s in rows)
    for k, n in TARGET_DIFFICULTY.items():
        if abs(d[k] - n) > 1:
            errors.append("difficulty %s: %d, target %d" % (k, d[k], n))
        elif d[k] != n:
            warnings.append("difficulty %s: %d, target %d" % (k, d[k], n))
    for k, n in TARGET_CONTROL.items():
        if abs(ckc[k] - n) > 1:
            errors.append("control_kind %s: %d, target %d" % (k, ckc[k], n))
        elif ckc[k] != n:
            warnings.append("control_kind %s: %d, target %d" % (k, ckc[k], n))
    for k, (lo, hi) in TARGET_VARIATION.items():
        if not lo <= v[k] <= hi:
            errors.append("repeat_variation %s: %d, allowed %d-%d" % (k, v[k], lo, hi))

    # shared-store hazard: one scenario's wrong text inside another scenario's outputs
    for a in rows:
        gw = a["teach"]["gold_wrong"]
        for b in rows:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                if norm(gw) in norm(b[part]["output"]):
                    warnings.append("overlap: %s gold_wrong %r occurs in %s %s.output" % (a["id"], gw, b["id"], part))
            for x in a["repeat"]["expect_absent"]:
                for part in ("teach", "control"):
                    if check(b[part]["output"], x):
                        warnings.append("overlap: %s expect_absent %r matches %s %s.output" % (a["id"], x, b["id"], part))
    return errors, warnings


def _core(wrong, right):
    """The part of wrong that a wrong -> right substitution actually replaces."""
    i = 0
    while i < min(len(wrong), len(right)) and wrong[i] == right[i]:
        i += 1
    j = 0
    while j < min(len(wrong), len(right)) - i and wrong[-1 - j] == right[-1 - j]:
        j += 1
    return wrong[i:len(wrong) - j].strip()


def _overlap(a, b, n=8):
    """True if a and b share a (case/space-insensitive) substring of n characters."""
    a, b = norm(a), norm(b)
    if len(a) < n or len(b) < n:
        return a in b or b in a
    return any(a[i:i + n] in b for i in range(len(a) - n + 1))


# ---------------------------------------------------------------- output
README = """HELD OUT. Do not read this set's scenarios while changing code: report only its aggregate figures. Do not copy anything from it into code, tests, prompts, rules or training data.

# heldout14: learning-loop scenarios, small-SaaS engineering work

A held-out evaluation set for cairn's learning loop, written independently of cairn's
code and of the other eval sets. Each scenario is a short conversation in which a coding
assistant makes one mistake, an engineer corrects it in chat, and later sessions probe
whether the correction is remembered (the repeat) without disturbing output that was
already right (the control). Same JSON shape and rules as
`../shared/eval/loop/scenarios_dev.jsonl` (see "Scenario rules" in
`../shared/eval/loop/README.md`).

Theme: the everyday work of a small SaaS company's engineers: email delivery (SMTP ports,
SPF / DKIM / DMARC, bounces, unsubscribe headers, mail provider streams), webhooks and
third-party APIs (Stripe, GitHub, Slack, Zendesk, Intercom, rate limits), cron and
background jobs (crontab, cron.d, flock, Kubernetes CronJobs, Sidekiq, Celery, ActiveJob),
feature flags (Flipper), support tooling, billing integrations (Stripe amounts, events,
proration, tax, invoices, portal, test cards), internal admin scripts (psql, jq, nginx,
bash) and the team's own environment facts (hosts, buckets, log groups, Redis instances,
deploy tool, database version, API version pins). Corrections mix public facts with
team conventions.

## Files

| file | what |
|---|---|
| `scenarios.jsonl` | %(n)d scenarios `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}`, ids `h14-001` to `h14-%(n)03d` |
| `build.py` | the data and the validator; regenerates `scenarios.jsonl` and this README |

## Counts

- difficulty: %(difficulty)s
- control_kind: %(control)s
- repeat_variation: %(variation)s
- topic: %(topic)s

## Checks (build.py)

`python3 eval/heldout14/build.py` validates before writing and exits non-zero on any error:

- ids unique, well formed and in order; exact field sets at every level; enum values valid;
  no empty strings; every `re:` entry compiles.
- `teach.gold_wrong` occurs in `teach.output` and differs from `teach.gold_right`.
- every repeat FAILS its own check as written and PASSES after its recorded fix (a list of
  old -> new replacements kept in build.py), using exactly run.py's rule: fixed = every
  `expect_contains` present and every `expect_absent` absent; `re:` entries are Python
  regexes (`re.search`), others case-sensitive substrings.
- `literal` scenarios repeat the wrong text verbatim up to case and white space; `casing`
  repeats hold it in another case only; `code_block` repeats contain a fenced block.
- no control output matches any of its scenario's `expect_absent` specs, so an unchanged
  control is never counted as a wrong answer; `lookalike` and `already_correct` controls
  contain the text they are meant to hold; other controls do not contain the wrong text.
- no two scenarios share a `teach.message` (nor a query).
- the mix is within one of the targets (difficulty 28/19/13; control 32/16/9/3) and every
  repeat variation is in its allowed range.
- warnings: one scenario's wrong text, or one of its `expect_absent` specs, showing up in
  another scenario's outputs (a shared-store hazard). The set is built to have none.

## Run

From the repository root, after building cairn:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/heldout14/scenarios.jsonl
```

Report only the aggregate figures (teach saved rate, repeat fix rate, control false-change
rate, cross-scenario application counts, slices by difficulty / variation / control kind).
"""


def fmt(counter, order=None):
    keys = order or sorted(counter)
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter[k])


def main():
    errors, warnings = validate(S)
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s); nothing written" % len(errors))
        return 1
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    info = {
        "n": len(S),
        "difficulty": fmt(Counter(s["difficulty"] for s in S), DIFFICULTIES),
        "control": fmt(Counter(s["control_kind"] for s in S), CONTROL_KINDS),
        "variation": fmt(Counter(s["repeat_variation"] for s in S), VARIATIONS),
        "topic": fmt(Counter(s["topic"] for s in S)),
    }
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README % info)
    print("ok: %d scenarios; %s | %s | %s" % (info["n"], info["difficulty"], info["control"], info["variation"]))
    print("%d warning(s)" % len(warnings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
