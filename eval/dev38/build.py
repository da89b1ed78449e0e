#!/usr/bin/env python3
"""Build eval/dev38: learning-loop scenarios for cairn (regulated domains).

Holds 60 scenarios as data, validates them, and writes scenarios.jsonl and
README.md next to this file. Refuses to write anything if a check fails.
Standard library only.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements turning repeat.output into a fixed repeat
  cflags  check specs that would mark the control wrong; none may match the control
          (non-lookalike controls also get repeat.expect_absent + teach.gold_wrong)
  cneeds  check specs that must match the control output
  literal for literal scenarios, the wrong text that recurs verbatim (default gold_wrong)
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d38"
N = 60

DIFFICULTY = {"literal", "paraphrase", "semantic"}
CONTROL_KIND = {"lookalike", "same_topic", "already_correct", "unrelated"}
VARIATION = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
             "prose_claim", "equivalent_construct", "reordered_args"}

# target mix and allowed deviation
MIX = {
    "difficulty": ({"literal": 28, "paraphrase": 19, "semantic": 13}, 4),
    "control_kind": ({"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}, 3),
}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control,
       fix, cflags=None, cneeds=None, literal=None):
    S.append({
        "id": "%s-%03d" % (PREFIX, len(S) + 1),
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "_fix": fix, "_cflags": cflags, "_cneeds": cneeds, "_literal": literal,
    })


# =========================================================================== data
# ---------------------------------------------------------------- ISO 8583
sc("iso8583-mti", "literal", "reworded", "lookalike",
   ("We're a dual-message acquirer. Which MTI do I put on the authorization request when the POS sends a card-present purchase?",
    "For a card-present purchase in a dual-message setup you send an authorization request, MTI 0200, and the issuer answers "
    "with the matching response. The approval is in DE 39 (`00` = approved); clearing follows later in the batch file.",
    "Dual-message, so the auth goes out as 0100 and comes back as 0110. 0200 is the single-message financial request.",
    "MTI 0200", "MTI 0100"),
   ("In our dual-message acquiring flow, what message type does the gateway emit for the pre-authorization at hotel check-in?",
    "A hotel check-in pre-authorization is an authorization request, MTI 0200, carrying the estimated amount in DE 4 and "
    "processing code 000000 in DE 3. At check-out the final amount goes into the clearing record, not a new authorization.",
    ["MTI 0100"], ["MTI 0200"]),
   ("Our ATM switch is single-message. What MTI does a cash withdrawal use?",
    "ATM withdrawals on a single-message network are financial requests: MTI 0200 going out and 0210 coming back, with "
    "processing code 010000 in DE 3. Authorization and clearing happen in that one message, so there is no separate "
    "clearing record for them."),
   fix=[("MTI 0200", "MTI 0100")],
   cflags=["MTI 0100", "0100 going out", "re:\\b0110\\b"], cneeds=["MTI 0200 going out"])

sc("iso8583-fields", "paraphrase", "renamed_identifier", "lookalike",
   ("Parse the issuer response in our Go ISO 8583 handler and return false when the auth wasn't approved.",
    "```go\nfunc approved(msg *iso8583.Message) (bool, error) {\n\trc, err := msg.GetString(38)\n\tif err != nil {\n"
    "\t\treturn false, err\n\t}\n\treturn rc == \"00\", nil\n}\n```\nField 38 carries the response code; `00` means approved.",
    "38 is the approval code (authorization ID response) — the response code is field 39.",
    "msg.GetString(38)", "msg.GetString(39)"),
   ("Write a helper that logs whether the issuer accepted our reversal (the 0410 that comes back).",
    "```go\nfunc reversalAccepted(resp *iso8583.Message) bool {\n\tcode, err := resp.GetString(38)\n\tif err != nil {\n"
    "\t\tlog.Printf(\"reversal response without response code: %v\", err)\n\t\treturn false\n\t}\n"
    "\tlog.Printf(\"reversal response code=%s\", code)\n\treturn code == \"00\"\n}\n```",
    ["resp.GetString(39)"], ["GetString(38)"]),
   ("Store the issuer's approval code on the payment record after an approved auth.",
    "```go\nfunc storeApproval(p *Payment, resp *iso8583.Message) error {\n"
    "\tauthID, err := resp.GetString(38) // DE 38: authorization identification response\n\tif err != nil {\n"
    "\t\treturn fmt.Errorf(\"approved response without DE 38: %w\", err)\n\t}\n\tp.ApprovalCode = authID\n\treturn nil\n}\n```"),
   fix=[("resp.GetString(38)", "resp.GetString(39)")],
   cflags=["authID, err := resp.GetString(39)"], cneeds=["authID, err := resp.GetString(38)"])

sc("iso8583-fields", "literal", "reworded", "lookalike",
   ("Where do I put the EMV chip data (the TLVs from the kernel: 9F26 cryptogram and so on) in the 0100?",
    "Pack the ICC TLV blob into DE 35 as binary; the issuer uses the ARQC (tag 9F26) from it to authenticate the card. "
    "Keep the tags in the order the kernel returned them.",
    "Chip data goes in DE 55, not 35. DE 35 is the track 2 equivalent data.",
    "into DE 35", "into DE 55"),
   ("The contactless reader hands us the cryptogram TLVs. Which data element do they ride in on the auth request?",
    "Contactless EMV carries the same ICC related data as contact: put the TLV-encoded tags (9F02, 9F26, 9F27, 9F10, 9F37, "
    "95, 9A, 9C) in DE 35, length-prefixed as LLLVAR binary. The issuer validates the ARQC and may return an ARPC in the "
    "response.",
    ["in DE 55"], ["in DE 35"]),
   ("For a magstripe fallback read, which field carries the track data?",
    "On a magstripe fallback, send the track 2 equivalent data in DE 35 (LLVAR, up to 37 characters) and set the POS entry "
    "mode in DE 22 to 80 (fallback). Leave DE 55 out, since there is no chip cryptogram on a fallback read."),
   fix=[("in DE 35", "in DE 55")],
   cflags=["re:track 2 equivalent data in DE 55"], cneeds=["track 2 equivalent data in DE 35"], literal="DE 35")

sc("iso8583-netmgmt", "paraphrase", "equivalent_construct", "lookalike",
   ("Add a heartbeat to the host connection so the acquirer doesn't drop the idle link.",
    "```python\ndef echo_test(stan: int) -> dict:\n    return {\n        \"mti\": \"0800\",\n        \"7\": utc_mmddhhmmss(),\n"
    "        \"11\": f\"{stan:06d}\",\n        \"70\": \"001\",  # echo test\n    }\n```\n"
    "Send it every 60 seconds when the line is idle; the host answers with 0810 and DE 39 = 00.",
    "thanks, that's the shape I wanted — one thing: echo test is network management code 301. 001 is sign-on.",
    "\"70\": \"001\",  # echo test", "\"70\": \"301\",  # echo test"),
   ("The acquirer host drops TCP sessions that are idle for 2 minutes. Write the keepalive builder.",
    "```python\ndef keepalive_msg(stan):\n    msg = {\"mti\": \"0800\"}\n    msg[\"7\"] = transmission_datetime()\n"
    "    msg[\"11\"] = str(stan).zfill(6)\n    msg[\"70\"] = \"001\"  # echo\n    return msg\n```",
    ["msg[\"70\"] = \"301\""], ["msg[\"70\"] = \"001\""]),
   ("After connecting we have to log on to the host before sending auths. Build that message.",
    "```python\ndef sign_on(stan: int) -> dict:\n    return {\n        \"mti\": \"0800\",\n        \"7\": utc_mmddhhmmss(),\n"
    "        \"11\": f\"{stan:06d}\",\n        \"70\": \"001\",  # sign-on\n    }\n```\n"
    "Send it right after the TCP connect and hold traffic until the 0810 comes back with DE 39 = 00; sign-off is 002."),
   fix=[("msg[\"70\"] = \"001\"", "msg[\"70\"] = \"301\"")],
   cflags=["\"70\": \"301\",  # sign-on"], cneeds=["\"70\": \"001\",  # sign-on"])

sc("currency-minor-units", "paraphrase", "reworded", "lookalike",
   ("Convert the checkout total to the integer amount our PSP API expects. The cart is ¥1,500.",
    "The PSP wants minor units, so multiply by 100: send `amount = 150000` with `currency = \"JPY\"`.",
    "Isn't JPY zero-decimal? ¥1,500 should just be 1500.",
    "amount = 150000", "amount = 1500"),
   ("A customer in Osaka is paying ¥980 for the monthly plan. What integer do I send to the PSP?",
    "Amounts go in the smallest currency unit, so ¥980 × 100 = `98000`. Send `{\"amount\": 98000, \"currency\": \"JPY\"}`.",
    ["\"amount\": 980,"], ["98000"]),
   ("Same PSP, a US customer paying $1,500.00. What amount goes in the request?",
    "USD has two decimal places and the PSP takes minor units, so send `{\"amount\": 150000, \"currency\": \"USD\"}` "
    "for $1,500.00."),
   fix=[("so ¥980 × 100 = `98000`", "and JPY has no minor unit, so ¥980 is `980`"),
        ("\"amount\": 98000", "\"amount\": 980")],
   cflags=["\"amount\": 1500,"], cneeds=["\"amount\": 150000"])

sc("iso8583-fields", "literal", "reworded", "lookalike",
   ("Fill DE 49 for the US e-commerce auths coming from the new storefront.",
    "Set the transaction currency code to its ISO 4217 numeric value: `msg.Field(49, \"978\")` for USD. DE 49 is n3, so "
    "keep leading zeros for codes below 100.",
    "978 is EUR. USD is 840.",
    "msg.Field(49, \"978\")", "msg.Field(49, \"840\")"),
   ("The US marketplace also sends refunds. What goes in DE 49 on those dollar refunds?",
    "Refunds use the same currency coding as purchases: USD is numeric `978`, so `refund.Field(49, \"978\")`, with the "
    "refund amount in cents in DE 4.",
    ["\"840\""], ["978"]),
   ("And for the Dublin storefront that charges in euro?",
    "For euro transactions DE 49 is `978`: `msg.Field(49, \"978\")`. DE 51 (cardholder billing currency) comes back from "
    "the issuer; you don't set it on the request."),
   fix=[("`978`", "`840`"), ("\"978\"", "\"840\"")],
   cflags=["\"840\""], cneeds=["msg.Field(49, \"978\")"], literal="978")

# ---------------------------------------------------------------- PCI DSS
sc("pci-dss", "semantic", "prose_claim", "same_topic",
   ("For one-click repurchase, can we keep the CVV2 around encrypted so users don't have to retype it?",
    "Yes. As long as it's encrypted with strong cryptography (AES-256) and the key lives in your KMS, storing the CVV2 for "
    "repeat purchases is allowed under PCI DSS.",
    "No — CVV2 is sensitive authentication data, it can't be stored after authorization at all, encrypted or not. Use the "
    "stored-credential flow instead.",
    "storing the CVV2 for repeat purchases is allowed under PCI DSS",
    "storing the CVV2 after authorization is not allowed under PCI DSS, even encrypted"),
   ("Product wants saved cards to skip the security code field. Can we persist the security code next to the token in the vault?",
    "You can persist it in the vault alongside the token: encrypted card security codes are permitted under PCI DSS as long "
    "as the encryption keys are rotated annually and access to them is logged.",
    [r"re:(?i)\b(not|never|can't|cannot|must not|mustn't)\b[^.]{0,60}\b(stor|persist|retain|keep)"],
    ["re:(?i)security codes are permitted", "You can persist it"]),
   ("What can we keep from the card for receipts and refunds?",
    "You can store the PAN (rendered unreadable, e.g. tokenized), the cardholder name, the expiration date and the service "
    "code. Receipts show only the last four digits. Sensitive authentication data (full track, CVV2, PIN block) must not "
    "be stored after authorization."),
   fix=[("You can persist it in the vault alongside the token: encrypted card security codes are permitted under PCI DSS "
         "as long as the encryption keys are rotated annually and access to them is logged.",
         "You can't persist it: the security code is sensitive authentication data, and PCI DSS does not allow storing it "
         "after authorization, even encrypted. Saved cards should use the stored-credential (card-on-file) flow instead.")])

sc("pci-dss", "semantic", "prose_claim", "lookalike",
   ("When did the PCI DSS v4.0 future-dated requirements (5.4.1 anti-phishing, 6.4.3 script inventory and so on) become mandatory?",
    "The future-dated requirements in PCI DSS v4.0 became mandatory on 31 March 2024; until then they were best practice. "
    "Your next assessment has to cover 6.4.3 and 11.6.1 for the payment pages.",
    "31 March 2024 was the 3.2.1 retirement. The future-dated requirements only became mandatory on 31 March 2025.",
    "mandatory on 31 March 2024", "mandatory on 31 March 2025"),
   ("Our QSA asks since when 11.6.1 (payment page tamper detection) has been required. What date goes in the memo?",
    "11.6.1 has been required since 31 March 2024: that is when v3.2.1 was retired and all of v4.0, future-dated items "
    "included, took effect.",
    ["31 March 2025"], ["has been required since 31 March 2024", "re:future-dated items\\s+included, took effect"]),
   ("Until when could we still be assessed against PCI DSS 3.2.1?",
    "PCI DSS v3.2.1 was retired on 31 March 2024; assessments after that use v4.0 (now v4.0.1). The future-dated "
    "requirements stayed best practice until their own deadline a year later."),
   fix=[("11.6.1 has been required since 31 March 2024: that is when v3.2.1 was retired and all of v4.0, future-dated "
         "items included, took effect.",
         "11.6.1 is a future-dated v4.0 requirement, mandatory since 31 March 2025; before that it was best practice. "
         "31 March 2024 was only the retirement of v3.2.1.")],
   cflags=["retired on 31 March 2025"], cneeds=["retired on 31 March 2024"])

sc("pci-dss", "semantic", "reworded", "lookalike",
   ("Checkout uses the PSP's hosted card fields (each field is an iframe served by the PSP). Which SAQ do we fill in?",
    "Because the card fields are embedded in your page, you fall under SAQ A-EP: your site never receives card data but it "
    "can affect the security of the payment page.",
    "I think with PSP-hosted iframes we're SAQ A — A-EP is for direct post or when our own JS builds the form, right?",
    "you fall under SAQ A-EP", "you fall under SAQ A"),
   ("We're moving the donate page to the same hosted-fields iframe integration. Does our PCI self-assessment change?",
    "With hosted fields loaded in iframes on the donate page, the page can still influence the payment form, so that page "
    "is SAQ A-EP territory: you'd complete SAQ A-EP and bring the web server into scope.",
    ["re:SAQ A(?!-EP)"], ["SAQ A-EP"]),
   ("The legacy checkout posts the card form straight from our page to the PSP's endpoint (direct post). Which SAQ is that?",
    "Direct post is SAQ A-EP: your server delivers the form that collects the card data, even though the data is posted "
    "straight to the PSP, so your web server is in scope."),
   fix=[("the page can still influence the payment form, so that page is SAQ A-EP territory: you'd complete SAQ A-EP and "
         "bring the web server into scope.",
         "all card data entry happens in frames served by the PSP, so it stays SAQ A: no change to the self-assessment.")],
   cflags=["re:Direct post is SAQ A(?!-EP)"], cneeds=["Direct post is SAQ A-EP"])

sc("company-cde", "literal", "code_block", "lookalike",
   ("Point the checkout service at the tokenizer in the CDE.",
    "```yaml\ntokenizer:\n  url: https://tokenizer.cde.internal:8443\n  timeout_ms: 800\n  mtls:\n"
    "    cert: /etc/checkout/tls/client.pem\n```",
    "9443. 8443 on that box is the vault agent.",
    "tokenizer.cde.internal:8443", "tokenizer.cde.internal:9443"),
   ("The refund worker also has to detokenize for reversals. Write its env file.",
    "```\nTOKENIZER_URL=https://tokenizer.cde.internal:8443\nTOKENIZER_TIMEOUT_MS=800\n"
    "TLS_CLIENT_CERT=/etc/refund-worker/tls/client.pem\n```",
    ["TOKENIZER_URL=https://tokenizer.cde.internal:9443"], [":8443"]),
   ("Config for the sidecar that fetches the tokenizer's own secrets on that host.",
    "```yaml\nvault:\n  agent_addr: https://tokenizer.cde.internal:8443\n  role: tokenizer\n"
    "  secret_path: secret/cde/tokenizer\n```"),
   fix=[(":8443", ":9443")],
   cflags=["agent_addr: https://tokenizer.cde.internal:9443"], cneeds=["agent_addr: https://tokenizer.cde.internal:8443"])

sc("pci-dss", "semantic", "prose_claim", "lookalike",
   ("How often do we need the external ASV vulnerability scans for PCI?",
    "PCI DSS requires an external vulnerability scan by an Approved Scanning Vendor once a year, plus a rescan after any "
    "significant change.",
    "ASV scans are quarterly, every three months per 11.3.2 — annual is the pen test.",
    "once a year", "once every three months"),
   ("Planning next year's compliance calendar: how many ASV scan windows do I block out?",
    "Block one ASV scan window for the year; the external scan only has to pass annually, with extra rescans after "
    "significant changes to the internet-facing environment.",
    ["re:(?i)(quarter|four|three months)"], ["re:(?i)one ASV scan window", "re:(?i)pass annually"]),
   ("And the penetration test, how often?",
    "Penetration testing is required at least once a year — every 12 months, per 11.4.2 (internal) and 11.4.3 "
    "(external) — and after any significant infrastructure or application change."),
   fix=[("Block one ASV scan window for the year; the external scan only has to pass annually",
         "Block four ASV scan windows, one per quarter; the external scan has to pass every three months")],
   cflags=["re:(?i)penetration testing is required (quarterly|every three months|once every three)"],
   cneeds=["at least once a year"])

# ---------------------------------------------------------------- card networks
sc("card-brands", "paraphrase", "code_block", "same_topic",
   ("Write a JS function that detects the card brand from the PAN for the checkout icon.",
    "```js\nfunction cardBrand(pan) {\n  if (/^4/.test(pan)) return 'visa';\n  if (/^5[1-5]/.test(pan)) return 'mastercard';\n"
    "  if (/^3[47]/.test(pan)) return 'amex';\n  return 'unknown';\n}\n```",
    "This misses the 2-series Mastercard BINs (2221–2720).",
    "/^5[1-5]/", "/^(5[1-5]|222[1-9]|22[3-9]\\d|2[3-6]\\d{2}|27[01]\\d|2720)/"),
   ("Server side we need the brand too, in Python, to route to the right acquirer.",
    "```python\nimport re\n\nMASTERCARD = re.compile(r\"^5[1-5]\\d{14}$\")\nVISA = re.compile(r\"^4\\d{12}(\\d{3})?$\")\n\n"
    "def route(pan: str) -> str:\n    if MASTERCARD.match(pan):\n        return \"acq-mc\"\n    if VISA.match(pan):\n"
    "        return \"acq-visa\"\n    return \"acq-default\"\n```",
    [r"re:2720|27\[01\]|2\[2-7\]"], [r'r"^5[1-5]\d{14}$"']),
   ("Add Amex and Discover to the routing.",
    "```python\nAMEX = re.compile(r\"^3[47]\\d{13}$\")\nDISCOVER = re.compile(r\"^(6011\\d{12}|65\\d{14}|64[4-9]\\d{13})$\")\n```\n"
    "Amex PANs are 15 digits starting 34 or 37; Discover is 16 digits starting 6011, 644–649 or 65."),
   fix=[(r'r"^5[1-5]\d{14}$"', r'r"^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$"')])

sc("card-brands", "paraphrase", "other_identifier", "already_correct",
   ("Validate the card security code on the payment form (Python backend).",
    "```python\nif not cvv.isdigit() or len(cvv) != 3:\n    raise ValidationError(\"invalid security code\")\n```",
    "Amex CIDs are 4 digits, this rejects every Amex card.",
    "len(cvv) != 3", "len(cvv) != (4 if brand == \"amex\" else 3)"),
   ("Same check in the TypeScript checkout widget before we call the PSP.",
    "```ts\nfunction checkSecurityCode(securityCode: string, brand: Brand): string | null {\n"
    "  if (!/^\\d+$/.test(securityCode)) return 'invalid';\n  if (securityCode.length !== 3) return 'invalid';\n  return null;\n}\n```",
    [r"re:(?i)amex[^\n]*4|4[^\n]*amex"], ["securityCode.length !== 3)"]),
   ("Validate the security code length in the Android card form too.",
    "```kotlin\nfun isValidCvc(cvc: String, brand: CardBrand): Boolean {\n"
    "    val expected = if (brand == CardBrand.AMEX) 4 else 3\n    return cvc.length == expected && cvc.all { it.isDigit() }\n}\n```"),
   fix=[("  if (securityCode.length !== 3) return 'invalid';",
         "  const expected = brand === 'amex' ? 4 : 3;\n  if (securityCode.length !== expected) return 'invalid';")],
   cneeds=["if (brand == CardBrand.AMEX) 4 else 3"])

sc("card-brands", "semantic", "prose_claim", "same_topic",
   ("Explain the Luhn check in two sentences for the onboarding doc.",
    "Luhn: starting from the leftmost digit, double every second digit, subtracting 9 whenever the result is above 9. Sum "
    "all digits including the check digit; the number is valid when the total is a multiple of 10.",
    "You double from the right — every second digit moving left from the check digit. Starting on the left only works by "
    "luck for 16-digit PANs, Amex is 15.",
    "starting from the leftmost digit", "starting from the rightmost digit and moving left"),
   ("The intern's Luhn code fails on the Amex test cards. Describe the algorithm so he can fix it.",
    "The Luhn algorithm walks the PAN from left to right and doubles every other digit beginning with the first one; "
    "subtract 9 from any doubled value above 9, add all digits together and check that the sum mod 10 is 0.",
    ["re:(?i)right to left|from the right|rightmost"], ["from left to right and doubles", "beginning with the first one"]),
   ("Which test PAN can I use for Visa in the sandbox?",
    "Use 4111 1111 1111 1111 with any future expiry and any 3-digit CVV. It passes the Luhn check, so client-side "
    "validation accepts it, and the sandbox approves it."),
   fix=[("walks the PAN from left to right and doubles every other digit beginning with the first one",
         "walks the PAN from right to left and doubles every second digit, beginning with the one just left of the check digit")])

sc("card-expiry", "paraphrase", "equivalent_construct", "unrelated",
   ("The card on file shows expiry 09/26. Write the check that blocks charging an expired card.",
    "```python\ndef is_expired(exp_month: int, exp_year: int, today: date) -> bool:\n"
    "    return today >= date(exp_year, exp_month, 1)\n```\nA 09/26 card stops working on 1 September 2026.",
    "Cards are good through the last day of the expiry month; 09/26 still works for all of September 2026.",
    "today >= date(exp_year, exp_month, 1)", "(today.year, today.month) > (exp_year, exp_month)"),
   ("Nightly job: flag subscriptions whose card will already be expired on the next billing date.",
    "```python\ndef card_expired_on(billing_day: date, card) -> bool:\n"
    "    first_of_exp_month = date(card.exp_year, card.exp_month, 1)\n    return billing_day >= first_of_exp_month\n```",
    [r"re:>\s*\(card\.exp_year, card\.exp_month\)|monthrange|last_day"], ["billing_day >= first_of_exp_month"]),
   ("The invoice PDF renderer OOMs on 300-page statements. Bump its memory in the deployment.",
    "```yaml\nresources:\n  requests:\n    cpu: 250m\n    memory: 768Mi\n  limits:\n    memory: 1536Mi\n```\n"
    "Keep the request close to the typical usage so the scheduler doesn't overpack the node."),
   fix=[("    first_of_exp_month = date(card.exp_year, card.exp_month, 1)\n    return billing_day >= first_of_exp_month",
         "    return (billing_day.year, billing_day.month) > (card.exp_year, card.exp_month)")])

# ---------------------------------------------------------------- 3-D Secure
sc("3ds", "literal", "code_block", "lookalike",
   ("Map the 3DS result to the ECI we send in the Mastercard authorization.",
    "```go\n// ECI for a successful (frictionless or challenged) Mastercard authentication\nconst mcECIAuthenticated = \"05\"\n```",
    "For Mastercard fully authenticated is 02 — 05 is the Visa value.",
    "mcECIAuthenticated = \"05\"", "mcECIAuthenticated = \"02\""),
   ("Write the Mastercard branch of the ECI mapper in the authorization builder.",
    "```go\ncase BrandMastercard:\n\tif res.TransStatus == \"Y\" {\n\t\tauth.ECI = \"05\" // authenticated\n"
    "\t} else if res.TransStatus == \"A\" {\n\t\tauth.ECI = \"01\" // attempts\n\t}\n```",
    ["auth.ECI = \"02\""], ["auth.ECI = \"05\""]),
   ("Now the Visa branch.",
    "```go\ncase BrandVisa:\n\tif res.TransStatus == \"Y\" {\n\t\tauth.ECI = \"05\" // fully authenticated\n"
    "\t} else if res.TransStatus == \"A\" {\n\t\tauth.ECI = \"06\" // attempted\n\t}\n```"),
   fix=[("auth.ECI = \"05\"", "auth.ECI = \"02\"")],
   cflags=["auth.ECI = \"02\" // fully"], cneeds=["auth.ECI = \"05\" // fully authenticated"], literal="\"05\"")

sc("3ds", "semantic", "reworded", "same_topic",
   ("The ARes came back with transStatus \"A\". Does that mean the issuer approved it?",
    "Yes — \"A\" stands for approved: the issuer authenticated the cardholder, so go ahead with the authorization using "
    "the returned authentication value.",
    "'A' isn't approved, it's attempts processing: the ACS couldn't authenticate and an attempt was recorded. Only Y means "
    "authenticated.",
    "\"A\" stands for approved", "\"A\" means attempts processing was performed"),
   ("Support sees transStatus=A on order 88121. What should they tell the merchant?",
    "transStatus=A means the 3DS authentication was approved by the issuer, so the cardholder was fully verified and the "
    "order can ship.",
    ["re:(?i)attempt"], ["re:(?i)A means the 3DS authentication was approved", "fully verified"]),
   ("And transStatus C?",
    "\"C\" means a challenge is required: open the ACS challenge (CReq/CRes), wait for the RReq with the final status, "
    "and only then authorize."),
   fix=[("transStatus=A means the 3DS authentication was approved by the issuer, so the cardholder was fully verified and "
         "the order can ship.",
         "transStatus=A means attempts processing: the issuer's ACS did not authenticate the cardholder and only an attempt "
         "was recorded, so the cardholder was not verified; liability shift depends on the card network's attempts rules.")])

sc("3ds", "literal", "reworded", "lookalike",
   ("Mobile web checkout: which challengeWindowSize should the CReq carry so the ACS page fills the phone screen?",
    "Send `challengeWindowSize: \"04\"`, which is full screen; the ACS then renders its challenge page at the size of the "
    "viewport.",
    "full screen is 05; 04 is the 600x400 window.",
    "challengeWindowSize: \"04\"", "challengeWindowSize: \"05\""),
   ("The tablet app runs the browser flow in a webview and we want the challenge to take the whole screen. Which window size?",
    "For a full-screen challenge set `challengeWindowSize: \"04\"` in the CReq; the ACS lays its page out to fill the webview.",
    ["challengeWindowSize: \"05\""], ["challengeWindowSize: \"04\""]),
   ("Desktop checkout shows the challenge in a modal that is 600 by 400 px. Which value?",
    "For the 600×400 modal use `challengeWindowSize: \"04\"`; \"05\" would ask the ACS for full screen, which breaks the "
    "modal layout."),
   fix=[("challengeWindowSize: \"04\"", "challengeWindowSize: \"05\"")],
   cflags=["modal use `challengeWindowSize: \"05\""], cneeds=["modal use `challengeWindowSize: \"04\"`"])

# ---------------------------------------------------------------- HL7 v2
sc("hl7v2-encoding", "literal", "code_block", "lookalike",
   ("Build the outbound ADT message string from the list of segments.",
    "```python\ndef encode(segments: list[str]) -> str:\n    return \"\\n\".join(segments) + \"\\n\"\n```",
    "segments end with \\r in HL7 v2, not \\n — the engine on the other side won't split on newlines.",
    "\"\\n\".join(segments)", "\"\\r\".join(segments)"),
   ("Write the ORU^R01 serializer for the lab results feed.",
    "```python\nclass OruMessage:\n    def to_er7(self) -> str:\n        segs = [self.msh, self.pid, self.obr, *self.obx]\n"
    "        return \"\\n\".join(s.encode() for s in segs) + \"\\n\"\n```",
    ["\"\\r\".join(s.encode()"], ["\"\\n\".join", "+ \"\\n\""]),
   ("Also dump every received message to the debug log file, one segment per line so it reads well in less.",
    "```python\ndef debug_dump(raw: str, fh) -> None:\n    fh.write(\"\\n\".join(raw.split(\"\\r\")) + \"\\n\")\n```"),
   fix=[("\"\\n\".join", "\"\\r\".join"), ("+ \"\\n\"", "+ \"\\r\"")],
   cflags=["fh.write(\"\\r\".join"], cneeds=["fh.write(\"\\n\".join(raw.split(\"\\r\"))"], literal="\"\\n\".join")

sc("hl7v2-events", "literal", "reworded", "lookalike",
   ("Which trigger event do we subscribe to so bed management knows a patient has left the hospital?",
    "Subscribe to ADT^A02 (discharge/end visit). It carries PV1-45 discharge date/time and PV1-36 discharge disposition.",
    "A02 is a transfer. Discharge is A03.",
    "ADT^A02 (discharge/end visit)", "ADT^A03 (discharge/end visit)"),
   ("Housekeeping wants a trigger when a room frees up because the patient went home. Which HL7 event?",
    "Filter the feed on MSH-9 = ADT^A02: that is the discharge event, and PV1-3 still holds the bed the patient left.",
    ["ADT^A03"], ["ADT^A02"]),
   ("And when a patient is moved from ICU to a ward bed?",
    "That's ADT^A02 (transfer a patient): PV1-3 has the new location and PV1-6 the prior one, so bed management frees the "
    "old bed and occupies the new one."),
   fix=[("ADT^A02", "ADT^A03")],
   cflags=["That's ADT^A03"], cneeds=["That's ADT^A02 (transfer a patient)"], literal="ADT^A02")

sc("hl7v2-parsing", "paraphrase", "renamed_identifier", "lookalike",
   ("Pull the message type out of MSH so the router can dispatch on it.",
    "```python\nfields = msh_segment.split(\"|\")\nmsg_type = fields[9]  # MSH-9\n```",
    "Off by one: MSH-1 is the field separator itself, so after split('|') MSH-n sits at n-1. MSH-9 is fields[8]; "
    "fields[9] is MSH-10, the control ID.",
    "fields[9]  # MSH-9", "fields[8]  # MSH-9"),
   ("The router also needs the trigger event on its own (the A01 part).",
    "```python\nmsh = raw.split(\"\\r\")[0].split(\"|\")\nevent = msh[9].split(\"^\")[1]  # MSH-9.2\n```",
    ["msh[8].split(\"^\")[1]"], ["msh[9]"]),
   ("We need MSH-10 to echo in the ACK's MSA-2.",
    "```python\nmsh = raw.split(\"\\r\")[0].split(\"|\")\ncontrol_id = msh[9]  # MSH-10, echoed in MSA-2\n```"),
   fix=[("msh[9]", "msh[8]")],
   cflags=["control_id = msh[8]"], cneeds=["control_id = msh[9]  # MSH-10"])

sc("hl7v2-ack", "semantic", "reworded", "lookalike",
   ("The inbound ORM is missing PID-3. What ACK do we send back?",
    "Return MSA-1 = AR (application reject); the sender should fix the message and resend it.",
    "missing PID-3 is a content problem → AE. AR is for header-level stuff like an unsupported message type or processing ID.",
    "MSA-1 = AR", "MSA-1 = AE"),
   ("The lab sends an OBX with a non-numeric value in an NM field. Which acknowledgment code?",
    "That's a content error in the message body, so reject it with AR in MSA-1 and describe the bad field in ERR.",
    ["AE"], ["reject it with AR"]),
   ("A partner's test system is sending messages with MSH-11 = T to our production channel. What ACK?",
    "A processing ID mismatch is a header-level problem, so return MSA-1 = AR (application reject) with an ERR segment "
    "pointing at MSH-11."),
   fix=[("reject it with AR in MSA-1", "answer with AE (application error) in MSA-1")],
   cflags=["MSA-1 = AE"], cneeds=["MSA-1 = AR (application reject)"])

sc("hl7v2-parsing", "literal", "code_block", "lookalike",
   ("Map the PID segment into our patient DTO.",
    "```python\npid = segment.split(\"|\")\ndto.family_name = pid[5].split(\"^\")[0]\ndto.given_name = pid[5].split(\"^\")[1]\n"
    "dto.birth_date = parse_ts(pid[8])\n```",
    "PID-8 is administrative sex. DOB is PID-7.",
    "parse_ts(pid[8])", "parse_ts(pid[7])"),
   ("The pediatric ward rule needs the patient's birth date from the ADT for an age check.",
    "```python\npid = seg_by_id[\"PID\"].split(\"|\")\nborn = parse_ts(pid[8])\nif years_between(born, now) < 18:\n"
    "    route_to(\"peds\")\n```",
    ["born = parse_ts(pid[7])"], ["parse_ts(pid[8])"]),
   ("Also map administrative sex onto the DTO.",
    "```python\nSEX = {\"F\": \"female\", \"M\": \"male\", \"O\": \"other\", \"U\": \"unknown\"}\n"
    "dto.gender = SEX.get(pid[8], \"unknown\")\n```"),
   fix=[("parse_ts(pid[8])", "parse_ts(pid[7])")],
   cflags=["SEX.get(pid[7]"], cneeds=["SEX.get(pid[8], \"unknown\")"])

sc("hl7v2-mllp", "literal", "casing", "same_topic",
   ("Frame the outbound message for MLLP over TCP.",
    "Wrap it as start block + message + end block:\n```python\nframe = b\"\\x0B\" + payload + b\"\\x1C\\x0A\"\n```",
    "The MLLP trailer is FS CR: 0x1C 0x0D. With 0x0A the receiver just keeps waiting for the end block.",
    "b\"\\x1C\\x0A\"", "b\"\\x1C\\x0D\""),
   ("Our Go listener has to write the ACK back on the same socket.",
    "```go\nconst (\n\tstartBlock = \"\\x0b\"\n\tendBlock   = \"\\x1c\\x0a\"\n)\n\n"
    "func writeAck(conn net.Conn, ack string) error {\n\t_, err := conn.Write([]byte(startBlock + ack + endBlock))\n\treturn err\n}\n```",
    [r"re:(?i)\\x1c\\x0d"], [r"re:(?i)\\x1c\\x0a"]),
   ("What's the start block byte again?",
    "The start block is VT, `0x0B`, sent immediately before the first byte of the message; nothing goes between it and "
    "`MSH`."),
   fix=[("\\x1c\\x0a", "\\x1c\\x0d")],
   literal="\\x1C\\x0A")

sc("hl7v2-encoding", "literal", "reworded", "same_topic",
   ("A free-text NTE contains 'Smith & Jones clinic'. How do we escape the ampersand?",
    "The & is the subcomponent separator, so escape it as `\\S\\`: `Smith \\S\\ Jones clinic`.",
    "\\S\\ is the escape for the component separator (^). For & you want \\T\\.",
    "`Smith \\S\\ Jones clinic`", "`Smith \\T\\ Jones clinic`"),
   ("OBX-5 text from the pathology system reads 'R&D sample, see notes'. What goes on the wire?",
    "Escape the ampersand with the subcomponent escape `\\S\\`, giving `R\\S\\D sample, see notes` in OBX-5.",
    ["R\\T\\D sample"], ["\\S\\"]),
   ("How do we put a line break inside NTE-3?",
    "NTE-3 is FT, so use the formatting command `\\.br\\` for a line break; if the receiver doesn't support formatting "
    "commands, fall back to the hex escape `\\X0D0A\\`."),
   fix=[("\\S\\", "\\T\\")],
   literal="\\S\\")

# ---------------------------------------------------------------- FHIR
sc("fhir-search", "literal", "code_block", "lookalike",
   ("Query the FHIR server for patients named Novak born on 1984-03-02.",
    "`GET [base]/Patient?family=Novak&birthDate=1984-03-02`",
    "the search parameter is birthdate, all lowercase — birthDate is the element name, and the server silently drops "
    "params it doesn't know.",
    "birthDate=1984-03-02", "birthdate=1984-03-02"),
   ("Write the fetch call for the patient-matching screen (family name plus date of birth from the form).",
    "```ts\nconst params = new URLSearchParams({ family: form.family, birthDate: form.dob });\n"
    "const res = await fetch(`${FHIR_BASE}/Patient?${params}`, {\n  headers: { Accept: \"application/fhir+json\" },\n});\n```",
    ["birthdate: form.dob"], ["birthDate: form.dob"]),
   ("Create the Patient resource from the registration form.",
    "```ts\nconst patient = {\n  resourceType: \"Patient\",\n  name: [{ family: form.family, given: [form.given] }],\n"
    "  birthDate: form.dob,\n};\n```"),
   fix=[("birthDate: form.dob", "birthdate: form.dob")],
   cflags=["birthdate: form.dob"], cneeds=["birthDate: form.dob"], literal="birthDate")

sc("fhir-search", "paraphrase", "other_identifier", "same_topic",
   ("Observations for patient 123 from 2024 onwards?",
    "`GET [base]/Observation?subject=Patient/123&date=>=2024-01-01`",
    "FHIR uses prefixes, not operators: date=ge2024-01-01.",
    "date=>=2024-01-01", "date=ge2024-01-01"),
   ("Encounters before 1 March 2024 for the audit export?",
    "`GET [base]/Encounter?date=<2024-03-01&_count=100`",
    ["date=lt2024-03-01"], ["date=<"]),
   ("Only the final lab results for that patient?",
    "`GET [base]/Observation?subject=Patient/123&category=laboratory&status=final`"),
   fix=[("date=<2024-03-01", "date=lt2024-03-01")])

sc("fhir-http", "literal", "code_block", "already_correct",
   ("What Accept header should the client send to our R4 server?",
    "Send `Accept: application/json+fhir` so the server returns JSON resources instead of XML.",
    "json+fhir was the DSTU2 media type; R4 is application/fhir+json.",
    "application/json+fhir", "application/fhir+json"),
   ("Set up the axios instance for the FHIR R4 client.",
    "```js\nconst fhir = axios.create({\n  baseURL: process.env.FHIR_BASE_URL,\n  headers: {\n"
    "    Accept: 'application/json+fhir',\n    'Content-Type': 'application/json+fhir',\n  },\n});\n```",
    ["Accept: 'application/fhir+json'"], ["application/json+fhir"]),
   ("Which Content-Type do we use when POSTing a transaction Bundle to the R4 server?",
    "`Content-Type: application/fhir+json`; add `; fhirVersion=4.0` only if the server hosts more than one FHIR version "
    "at the same base."),
   fix=[("application/json+fhir", "application/fhir+json")],
   cneeds=["Content-Type: application/fhir+json"])

sc("fhir-bundles", "semantic", "reworded", "lookalike",
   ("We post a Bundle with a Patient, an Encounter and three Observations. If one Observation fails validation, does everything roll back?",
    "Use `\"type\": \"batch\"` — a batch bundle is processed all-or-nothing, so if any entry fails the server rolls back "
    "every entry.",
    "You've got those reversed: batch entries are independent (each gets its own status), transaction is the all-or-nothing one.",
    "Use `\"type\": \"batch\"` — a batch bundle is processed all-or-nothing",
    "Use `\"type\": \"transaction\"` — a transaction bundle is processed all-or-nothing"),
   ("Importing a discharge summary: the Composition and everything it references must land together or not at all. Bundle type?",
    "Send it as a batch Bundle: the server applies batch entries atomically, so either all of them are created or none are.",
    ["transaction"], ["re:(?i)batch entries atomically", "Send it as a batch Bundle"]),
   ("Nightly we look up 200 patients by identifier and don't care if a few aren't found. Can that be one request?",
    "Yes, a batch Bundle with 200 GET entries works: batch entries are processed independently, so a 404 on one entry "
    "doesn't affect the others, and each result comes back in its own response entry."),
   fix=[("Send it as a batch Bundle: the server applies batch entries atomically",
         "Send it as a transaction Bundle: the server applies transaction entries atomically")],
   cflags=["re:(?i)a transaction Bundle with 200 GET"], cneeds=["batch entries are processed independently"])

sc("fhir-search", "literal", "code_block", "same_topic",
   ("Page through all Condition resources 50 at a time.",
    "`GET [base]/Condition?_limit=50`, then follow the `Bundle.link` with `relation = next` until there isn't one.",
    "Page size in FHIR is _count. _limit isn't a FHIR parameter, so the server ignores it and uses its default.",
    "_limit=50", "_count=50"),
   ("The medication export job pulls active MedicationRequests in pages of 200. Write it.",
    "```python\ndef active_medication_requests(session, base):\n    url = f\"{base}/MedicationRequest?status=active&_limit=200\"\n"
    "    while url:\n        bundle = session.get(url, headers={\"Accept\": \"application/fhir+json\"}).json()\n"
    "        yield from (e[\"resource\"] for e in bundle.get(\"entry\", []))\n"
    "        url = next((l[\"url\"] for l in bundle.get(\"link\", []) if l[\"relation\"] == \"next\"), None)\n```",
    ["_count=200"], ["_limit="]),
   ("How do I get just the number of active MedicationRequests, without the resources?",
    "`GET [base]/MedicationRequest?status=active&_summary=count` returns a searchset Bundle with `total` set and no entries."),
   fix=[("_limit=200", "_count=200")],
   literal="_limit=")

sc("fhir-resources", "literal", "code_block", "already_correct",
   ("Build the systolic blood pressure Observation value.",
    "```json\n{\n  \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"8480-6\"}]},\n  \"valueQuantity\": {\n"
    "    \"value\": 128,\n    \"unit\": \"mmHg\",\n    \"system\": \"http://unitsofmeasure.org\",\n    \"code\": \"mmHg\"\n  }\n}\n```",
    "The UCUM code is mm[Hg]; mmHg is okay as the human-readable unit but the validator rejects it as code.",
    "\"code\": \"mmHg\"", "\"code\": \"mm[Hg]\""),
   ("Now the diastolic one, 82.",
    "```json\n{\n  \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"8462-4\"}]},\n  \"valueQuantity\": {\n"
    "    \"value\": 82,\n    \"unit\": \"mmHg\",\n    \"system\": \"http://unitsofmeasure.org\",\n    \"code\": \"mmHg\"\n  }\n}\n```",
    ["\"code\": \"mm[Hg]\""], ["\"code\": \"mmHg\""]),
   ("Add the mean arterial pressure for the ICU flow sheet, 97.",
    "```json\n{\n  \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"8478-0\"}]},\n  \"valueQuantity\": {\n"
    "    \"value\": 97,\n    \"unit\": \"mmHg\",\n    \"system\": \"http://unitsofmeasure.org\",\n    \"code\": \"mm[Hg]\"\n  }\n}\n```"),
   fix=[("\"code\": \"mmHg\"", "\"code\": \"mm[Hg]\"")],
   cflags=["\"unit\": \"mm[Hg]\""], cneeds=["\"code\": \"mm[Hg]\"", "\"unit\": \"mmHg\""])

sc("fhir-resources", "paraphrase", "other_identifier", "lookalike",
   ("Map our HIS sex field onto the FHIR Patient.",
    "Set `patient.gender = his.sex` directly: the HIS already stores `M`/`F`, which FHIR accepts as gender codes.",
    "FHIR gender has a required binding to male | female | other | unknown, so M/F fails validation. Map them.",
    "`M`/`F`, which FHIR accepts as gender codes", "`M`/`F`, which must be mapped to `male`/`female` for FHIR"),
   ("Bulk-convert the legacy CSV (column sex = F/M/U) into Patient JSON.",
    "```python\ndef to_patient(row: dict) -> dict:\n    return {\n        \"resourceType\": \"Patient\",\n"
    "        \"id\": row[\"mrn\"],\n        \"gender\": row[\"sex\"],  # F / M / U are valid FHIR gender codes\n    }\n```",
    ["\"female\"", "\"unknown\""], ["\"gender\": row[\"sex\"],"]),
   ("Now the other direction: fill PID-8 from the FHIR Patient for the outbound ADT.",
    "```python\nV2_SEX = {\"female\": \"F\", \"male\": \"M\", \"other\": \"O\", \"unknown\": \"U\"}\n"
    "pid[8] = V2_SEX.get(patient.get(\"gender\"), \"U\")\n```"),
   fix=[("\"gender\": row[\"sex\"],  # F / M / U are valid FHIR gender codes",
         "\"gender\": {\"F\": \"female\", \"M\": \"male\", \"U\": \"unknown\"}.get(row[\"sex\"], \"unknown\"),")],
   cflags=["pid[8] = patient.get(\"gender\")"], cneeds=["\"female\": \"F\"", "pid[8] = V2_SEX.get("])

sc("fhir-versions", "literal", "reworded", "same_topic",
   ("Which fhirVersion goes in our CapabilityStatement? We implement R4.",
    "Declare `\"fhirVersion\": \"4.3.0\"`, which is the current R4 release.",
    "Plain R4 is 4.0.1; 4.3.0 is R4B.",
    "\"fhirVersion\": \"4.3.0\"", "\"fhirVersion\": \"4.0.1\""),
   ("Set up sushi-config.yaml for our implementation guide, same R4 as the server.",
    "In `sushi-config.yaml` set `fhirVersion: 4.3.0` for R4; SUSHI and the IG Publisher then load the matching core package.",
    ["fhirVersion: 4.0.1"], ["4.3.0"]),
   ("Which core package does the validator need for our R4 profiles?",
    "Run the validator with `-version 4.0`, which loads `hl7.fhir.r4.core`, and add `-ig` for each IG package your "
    "profiles depend on."),
   fix=[("fhirVersion: 4.3.0", "fhirVersion: 4.0.1")],
   literal="4.3.0")

sc("fhir-search", "paraphrase", "other_identifier", "lookalike",
   ("Search Patient by identifier and get their Observations in the same response.",
    "`GET [base]/Patient?identifier=urn:oid:1.2.40.0.10.1.4.3.1|1234567890&_include=Observation:subject`",
    "_include follows references *from* Patient. Observations point at the patient, so you need _revinclude=Observation:subject.",
    "_include=Observation:subject", "_revinclude=Observation:subject"),
   ("Fetch one Encounter and all Conditions recorded against it in one call.",
    "`GET [base]/Encounter?_id=enc-778&_include=Condition:encounter` — the Conditions come back in the searchset with "
    "`search.mode = include`.",
    ["_revinclude=Condition:encounter"], ["&_include=Condition:encounter"]),
   ("List today's heart-rate Observations and include the patient each one belongs to.",
    "`GET [base]/Observation?code=http://loinc.org|8867-4&date=ge2024-06-03&_include=Observation:subject` — the "
    "Patients are added to the Bundle with `search.mode = include`."),
   fix=[("&_include=Condition:encounter", "&_revinclude=Condition:encounter")],
   cflags=["_revinclude=Observation:subject"], cneeds=["&_include=Observation:subject"])

# ---------------------------------------------------------------- SEPA / bank files
sc("sepa-xml", "literal", "reworded", "lookalike",
   ("Which ISO 20022 message do we generate for the monthly SEPA direct debit collection file?",
    "Generate a `pain.001.001.03` file with one PmtInf block per sequence type (FRST/RCUR) and the mandate data in each "
    "transaction.",
    "pain.001 is credit transfer initiation. Use pain.008.001.02 for direct debits.",
    "pain.001.001.03", "pain.008.001.02"),
   ("Gym memberships are collected by SEPA Core direct debit on the 1st. Which XML schema must the collection file validate against?",
    "The collection file validates against `pain.001.001.03.xsd`; put the creditor identifier in `CdtrSchmeId` and the "
    "mandate reference in `MndtRltdInf/MndtId`.",
    ["pain.008"], ["pain.001"]),
   ("Payroll run: we pay 420 employees by SEPA credit transfer. Which message?",
    "Payroll is a credit transfer, so generate `pain.001.001.03` (or `.09` once the bank has moved to the 2019 version), "
    "batched in one PmtInf with `CtgyPurp/Cd` = SALA."),
   fix=[("pain.001.001.03", "pain.008.001.02")],
   cflags=["pain.008"], cneeds=["generate `pain.001.001.03`"])

sc("sepa-xml", "literal", "code_block", "lookalike",
   ("Generate the PmtInf header for our SEPA supplier payments.",
    "```xml\n<PmtInf>\n  <PmtInfId>SUP-2024-06-14</PmtInfId>\n  <PmtMtd>TRF</PmtMtd>\n"
    "  <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>\n  <ReqdExctnDt>2024-06-14</ReqdExctnDt>\n"
    "  <ChrgBr>SHAR</ChrgBr>\n</PmtInf>\n```",
    "Bank portal rejected the test upload. SEPA needs ChrgBr SLEV, SHAR isn't allowed on SEPA batches.",
    "<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>SLEV</ChrgBr>"),
   ("Same header for the refunds batch to customers' euro accounts.",
    "```xml\n<PmtInf>\n  <PmtInfId>REF-2024-06-17</PmtInfId>\n  <PmtMtd>TRF</PmtMtd>\n  <BtchBookg>true</BtchBookg>\n"
    "  <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>\n  <ReqdExctnDt>2024-06-17</ReqdExctnDt>\n"
    "  <ChrgBr>SHAR</ChrgBr>\n</PmtInf>\n```",
    ["<ChrgBr>SLEV</ChrgBr>"], ["<ChrgBr>SHAR</ChrgBr>"]),
   ("And the USD payment to our contractor in Texas (non-SEPA, cross-border), each side paying its own bank's fees.",
    "```xml\n<PmtInf>\n  <PmtInfId>INTL-2024-06-17</PmtInfId>\n  <PmtMtd>TRF</PmtMtd>\n"
    "  <ReqdExctnDt>2024-06-17</ReqdExctnDt>\n  <ChrgBr>SHAR</ChrgBr>\n</PmtInf>\n```\n"
    "No SEPA service level here, and SHAR is what you want when each side pays its own bank."),
   fix=[("<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>SLEV</ChrgBr>")],
   cflags=["<ChrgBr>SLEV</ChrgBr>"], cneeds=["<ChrgBr>SHAR</ChrgBr>"])

sc("sepa-xml", "paraphrase", "equivalent_construct", "lookalike",
   ("Add validation for the SEPA fields we fill from the invoice system.",
    "```python\ndef validate_tx(tx):\n    if len(tx.end_to_end_id) > 140:\n        raise ValueError(\"EndToEndId too long\")\n"
    "    if not IBAN_RE.match(tx.creditor_iban):\n        raise ValueError(\"bad creditor IBAN\")\n```",
    "EndToEndId is Max35Text; 140 is the Ustrd limit.",
    "len(tx.end_to_end_id) > 140", "len(tx.end_to_end_id) > 35"),
   ("Truncate instead of failing: we build the end-to-end reference from the order.",
    "```python\ndef e2e_ref(order) -> str:\n    ref = f\"ORD-{order.shop_id}-{order.number}-{order.created:%Y%m%d}\"\n"
    "    return ref[:140]\n```",
    ["ref[:35]"], ["ref[:140]"]),
   ("And the remittance line listing the invoice numbers?",
    "```python\ndef remittance(invoices) -> str:\n    text = \"INV \" + \", \".join(i.number for i in invoices)\n"
    "    return text[:140]  # Ustrd is Max140Text\n```"),
   fix=[("ref[:140]", "ref[:35]")],
   cflags=["text[:35]"], cneeds=["return text[:140]"])

sc("sepa-xml", "paraphrase", "code_block", "lookalike",
   ("Render the instructed amount element for the €1,250.00 payment.",
    "`<InstdAmt Ccy=\"EUR\">1250,00</InstdAmt>`, with the German decimal comma since the debtor bank is in Frankfurt.",
    "Amounts in the XML always use a decimal point, 1250.00 — the bank's locale is irrelevant, the schema type is xs:decimal.",
    "<InstdAmt Ccy=\"EUR\">1250,00</InstdAmt>", "<InstdAmt Ccy=\"EUR\">1250.00</InstdAmt>"),
   ("Show me the CdtTrfTxInf for a €89.90 payment to the Vienna supplier.",
    "```xml\n<CdtTrfTxInf>\n  <PmtId><EndToEndId>INV-55012</EndToEndId></PmtId>\n"
    "  <Amt><InstdAmt Ccy=\"EUR\">89,90</InstdAmt></Amt>\n  <Cdtr><Nm>Holzbau Gruber GmbH</Nm></Cdtr>\n"
    "  <CdtrAcct><Id><IBAN>AT611904300234573201</IBAN></Id></CdtrAcct>\n</CdtTrfTxInf>\n```",
    ["<InstdAmt Ccy=\"EUR\">89.90</InstdAmt>"], ["89,90"]),
   ("The payment confirmation email to German customers should show the amount.",
    "Format it for the de-DE locale: `format_currency(Decimal(\"1250.00\"), \"EUR\", locale=\"de_DE\")` renders "
    "`1.250,00 €` in the email body."),
   fix=[("89,90", "89.90")],
   cflags=["1.250.00 €", "1250.00 €", "1250,00 €"], cneeds=["`1.250,00 €`"])

sc("mt940", "literal", "code_block", "lookalike",
   ("Reconciliation needs the statement's closing balance from the MT940.",
    "```python\nfields = mt940.tags(raw)\nclosing = parse_balance(fields[\":60F:\"])\n```",
    "that's the opening balance tag, the closing one is :62F:",
    "closing = parse_balance(fields[\":60F:\"])", "closing = parse_balance(fields[\":62F:\"])"),
   ("Daily job: compare the bank's end-of-day balance with the ledger.",
    "```python\nstmt = mt940.parse(raw)\nbank_eod = parse_balance(stmt.tags[\":60F:\"])\n"
    "if bank_eod != ledger.balance_at(stmt.date):\n    alert(\"reconciliation mismatch\", stmt.reference)\n```",
    ["bank_eod = parse_balance(stmt.tags[\":62F:\"])"], [":60F:"]),
   ("Also check continuity: today's opening balance must equal yesterday's closing.",
    "```python\nopening = parse_balance(today.tags[\":60F:\"])\nprev_closing = parse_balance(yesterday.tags[\":62F:\"])\n"
    "if opening != prev_closing:\n    alert(\"statement gap\", today.reference)\n```"),
   fix=[(":60F:", ":62F:")],
   cflags=["opening = parse_balance(today.tags[\":62F:\"])"], cneeds=["opening = parse_balance(today.tags[\":60F:\"])"],
   literal=":60F:")

sc("iban", "literal", "code_block", "same_topic",
   ("IBAN checksum validation for the payout form, in Python.",
    "```python\ndef iban_ok(iban: str) -> bool:\n    s = iban.replace(\" \", \"\").upper()\n    s = s[4:] + s[:4]\n"
    "    n = int(\"\".join(str(int(c, 36)) for c in s))\n    return n % 97 == 0\n```",
    "valid IBANs leave remainder 1, not 0",
    "n % 97 == 0", "n % 97 == 1"),
   ("The supplier onboarding form needs the same IBAN check.",
    "```python\ndef check_creditor_iban(raw: str) -> bool:\n    compact = \"\".join(raw.split()).upper()\n"
    "    rearranged = compact[4:] + compact[:4]\n    n = int(\"\".join(str(int(ch, 36)) for ch in rearranged))\n"
    "    return n % 97 == 0\n```",
    ["n % 97 == 1"], ["n % 97 == 0"]),
   ("Generate the check digits when we build a German IBAN from the BLZ and account number.",
    "```python\ndef de_iban(blz: str, account: str) -> str:\n    bban = blz + account.zfill(10)\n"
    "    n = int(bban + \"131400\")  # \"DE\" -> 13 14, check digits \"00\"\n    check = 98 - n % 97\n"
    "    return f\"DE{check:02d}{bban}\"\n```"),
   fix=[("n % 97 == 0", "n % 97 == 1")])

sc("iban", "literal", "reworded", "lookalike",
   ("Max length for the German IBAN input field?",
    "German IBANs are 20 characters, so set `maxlength=\"20\"` on the input for the electronic format.",
    "DE IBANs are 22 chars: DE + 2 check digits + 8-digit BLZ + 10-digit account number.",
    "German IBANs are 20 characters, so set `maxlength=\"20\"`", "German IBANs are 22 characters, so set `maxlength=\"22\"`"),
   ("Server-side validation for the SEPA mandate form only accepts German accounts. What's the length rule?",
    "Reject anything that isn't exactly 20 characters after stripping spaces, and require the `DE` prefix: "
    "`len(iban) == 20 and iban.startswith(\"DE\")`.",
    ["len(iban) == 22"], ["20"]),
   ("How long are the IBANs of our Austrian customers?",
    "Austrian IBANs are 20 characters: AT, two check digits, a 5-digit bank code and an 11-digit account number, e.g. "
    "`AT61 1904 3002 3457 3201`."),
   fix=[("exactly 20 characters", "exactly 22 characters"), ("len(iban) == 20", "len(iban) == 22")],
   cflags=["Austrian IBANs are 22"], cneeds=["Austrian IBANs are 20 characters"], literal="20 characters")

sc("iban", "paraphrase", "code_block", "already_correct",
   ("Regex for the BIC field.",
    "`^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}[A-Z0-9]{3}$`: a BIC is always 11 characters.",
    "BICs are 8 or 11 characters, the branch code is optional. This would reject DEUTDEFF.",
    "[A-Z0-9]{2}[A-Z0-9]{3}$", "[A-Z0-9]{2}([A-Z0-9]{3})?$"),
   ("Pydantic model for the beneficiary bank; validate the SWIFT code.",
    "```python\nclass BeneficiaryBank(BaseModel):\n    name: str\n    country: str = Field(pattern=r\"^[A-Z]{2}$\")\n"
    "    swift: str = Field(pattern=r\"^[A-Z]{6}[A-Z0-9]{5}$\")\n```",
    [r"re:\((\?:)?\[A-Z0-9\]\{3\}\)\?"], ["[A-Z0-9]{5}$"]),
   ("Client-side validation in JS for the same field.",
    "```js\nconst BIC_RE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;\n```\nAccepts 8-character BICs (head office, "
    "e.g. `DEUTDEFF`) as well as 11-character ones (`DEUTDEFF500`)."),
   fix=[("[A-Z0-9]{5}$", "[A-Z0-9]{2}([A-Z0-9]{3})?$")],
   cneeds=["[A-Z0-9]{2}([A-Z0-9]{3})?$/"])

sc("bank-statements", "literal", "reworded", "lookalike",
   ("The bank is retiring MT940 for us. What replaces the end-of-day statement?",
    "Switch to camt.052, the ISO 20022 end-of-day bank statement, with one `Ntry` per booked transaction.",
    "camt.052 is the intraday report. End-of-day statement is camt.053.",
    "camt.052, the ISO 20022 end-of-day bank statement", "camt.053, the ISO 20022 end-of-day bank statement"),
   ("Which file format should the treasury import job expect every morning for yesterday's booked transactions?",
    "Expect one camt.052 file per account every morning; read `Stmt/Bal` for the closing balance and the `Ntry` elements "
    "for the booked items.",
    ["camt.053"], ["camt.052"]),
   ("Treasury also wants to see incoming payments during the day, every hour.",
    "Poll for camt.052 (intraday account report) every hour; it lists the entries booked or pending so far today under "
    "`Rpt/Ntry`. The end-of-day statement still arrives separately the next morning."),
   fix=[("camt.052", "camt.053")],
   cflags=["Poll for camt.053"], cneeds=["camt.052 (intraday account report)"], literal="camt.052")

# ---------------------------------------------------------------- tax and invoicing
sc("vat-rates", "paraphrase", "reworded", "already_correct",
   ("Add the Dutch standard VAT rate to our tax table.",
    "```python\nVAT_STANDARD = {\n    \"DE\": Decimal(\"0.19\"),\n    \"FR\": Decimal(\"0.20\"),\n    \"NL\": Decimal(\"0.19\"),\n}\n```",
    "NL standard rate is 21%. 19% is Germany's.",
    "\"NL\": Decimal(\"0.19\")", "\"NL\": Decimal(\"0.21\")"),
   ("Invoice preview for a B2C customer in Rotterdam, standard-rated goods, €200 net.",
    "Dutch standard VAT is 19%, so €200.00 net + €38.00 VAT = €238.00 gross.",
    ["21%", "€242.00"], ["19%", "€238.00"]),
   ("And a Rotterdam B2C order of €50 net?",
    "Dutch standard VAT is 21%: €50.00 net + €10.50 VAT = €60.50 gross."),
   fix=[("19%", "21%"), ("€38.00", "€42.00"), ("€238.00", "€242.00")],
   cneeds=["Dutch standard VAT is 21%"])

sc("vat-cross-border", "semantic", "prose_claim", "same_topic",
   ("We're a German SaaS company. A French business customer with a valid FR VAT ID buys a subscription. What VAT goes on the invoice?",
    "Charge German VAT at 19%, since the service is supplied from Germany; the customer can reclaim it in France.",
    "This is B2B cross-border, so reverse charge: no German VAT on the invoice, show the customer's FR VAT ID and the "
    "reverse-charge note. They account for the VAT in France.",
    "Charge German VAT at 19%, since the service is supplied from Germany",
    "Don't charge German VAT: the B2B service is taxed in France under the reverse charge"),
   ("New customer: a Spanish agency with a VIES-valid ES VAT number, annual plan. Does our invoice include VAT?",
    "Yes — include 19% German VAT, because the place of supply is our German establishment; the Spanish agency then "
    "reclaims it through the EU VAT refund procedure.",
    ["re:(?i)reverse[- ]charge"], ["include 19% German VAT", "re:(?i)place of supply is our German"]),
   ("And a private individual in France buying the same subscription?",
    "For B2C digital services the place of supply is the customer's country, so you charge French VAT at 20%, usually "
    "declared through the OSS return instead of registering in France."),
   fix=[("Yes — include 19% German VAT, because the place of supply is our German establishment; the Spanish agency then "
         "reclaims it through the EU VAT refund procedure.",
         "No German VAT: for B2B services the place of supply is the customer's country, so the invoice shows 0% with the "
         "agency's ES VAT number and the note \"Reverse charge\"; the agency accounts for Spanish VAT itself.")])

sc("tax-rounding", "paraphrase", "renamed_identifier", "lookalike",
   ("Compute the VAT amount for each invoice line.",
    "```python\ndef line_vat(net: Decimal, rate: Decimal) -> Decimal:\n    return round(net * rate, 2)\n```",
    "Python's round() uses banker's rounding. Our tax amounts must round half up, use "
    "quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP).",
    "round(net * rate, 2)", "(net * rate).quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP)"),
   ("Credit note lines need their VAT too, same rules.",
    "```python\ndef credit_line_tax(amount: Decimal, vat_rate: Decimal) -> Decimal:\n    tax = amount * vat_rate\n"
    "    return -round(tax, 2)\n```",
    ["ROUND_HALF_UP"], ["round(tax, 2)"]),
   ("Log the invoice API's p95 latency with two decimals.",
    "```python\np95_ms = statistics.quantiles(samples, n=100)[94]\nlog.info(\"invoice_api_p95_ms=%s\", round(p95_ms, 2))\n```"),
   fix=[("-round(tax, 2)", "-tax.quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP)")],
   cflags=["ROUND_HALF_UP", "quantize"], cneeds=["round(p95_ms, 2)"])

sc("vat-ids", "semantic", "reworded", "lookalike",
   ("Validate a UK customer's VAT number, GB123456789, before we issue the invoice.",
    "Check it against VIES, the EU's VAT number validation service: `checkVat(countryCode=\"GB\", vatNumber=\"123456789\")`.",
    "GB numbers haven't been in VIES since 1 Jan 2021, use HMRC's check-a-UK-VAT-number API. Only XI (Northern Ireland) "
    "numbers are still in VIES.",
    "Check it against VIES", "Check it against HMRC's UK VAT number API"),
   ("Onboarding form: a business customer in Manchester entered VAT number GB 987 6543 21. How do we verify it automatically?",
    "Call the VIES SOAP service with country code GB and the nine digits; a `valid=true` response means the number is "
    "registered.",
    ["HMRC"], ["Call the VIES SOAP service with country code GB"]),
   ("A customer in Belfast with an XI VAT number buys goods shipped from our Rotterdam warehouse. How do we validate it?",
    "Northern Ireland numbers with the XI prefix are still in VIES for goods, so call VIES `checkVat` with country code "
    "`XI`."),
   fix=[("Call the VIES SOAP service with country code GB and the nine digits",
         "Call HMRC's check-a-UK-VAT-number API with the nine digits (GB numbers are not in VIES any more)")],
   cflags=["re:XI[^.]*HMRC", "HMRC"], cneeds=["call VIES `checkVat` with country code `XI`"])

sc("e-invoicing", "literal", "code_block", "lookalike",
   ("Generate the UBL CreditNote for the refund we issued (Peppol BIS Billing 3.0).",
    "```xml\n<CreditNote xmlns=\"urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2\">\n"
    "  <cbc:ID>CN-2024-0193</cbc:ID>\n  <cbc:IssueDate>2024-06-14</cbc:IssueDate>\n"
    "  <cbc:CreditNoteTypeCode>380</cbc:CreditNoteTypeCode>\n  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n```",
    "Credit notes are 381 — 380 is the commercial invoice.",
    "<cbc:CreditNoteTypeCode>380</cbc:CreditNoteTypeCode>", "<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>"),
   ("Partial refund for invoice INV-2024-0877, one line returned. XML please.",
    "```xml\n<CreditNote xmlns=\"urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2\">\n"
    "  <cbc:ID>CN-2024-0201</cbc:ID>\n  <cbc:IssueDate>2024-06-18</cbc:IssueDate>\n"
    "  <cbc:CreditNoteTypeCode>380</cbc:CreditNoteTypeCode>\n  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n"
    "  <cac:BillingReference>\n    <cac:InvoiceDocumentReference><cbc:ID>INV-2024-0877</cbc:ID></cac:InvoiceDocumentReference>\n"
    "  </cac:BillingReference>\n```",
    ["<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>"], [">380<"]),
   ("And the original invoice INV-2024-0877 itself?",
    "```xml\n<Invoice xmlns=\"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2\">\n  <cbc:ID>INV-2024-0877</cbc:ID>\n"
    "  <cbc:IssueDate>2024-05-30</cbc:IssueDate>\n  <cbc:DueDate>2024-06-29</cbc:DueDate>\n"
    "  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>\n  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n```"),
   fix=[(">380<", ">381<")],
   cflags=[">381<"], cneeds=["<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>"])

# ---------------------------------------------------------------- company compliance facts
sc("company-data-residency", "literal", "casing", "same_topic",
   ("Where do we deploy the new FHIR facade? It stores PHI.",
    "Deploy it in West Europe like the rest of the platform; the PHI storage account and the App Service both go there.",
    "PHI stays in Germany West Central, that's in the DPA with the hospitals. West Europe is the Netherlands.",
    "West Europe", "Germany West Central"),
   ("az cli to create the resource group and storage for the lab-results service (it holds PHI).",
    "```sh\naz group create --name rg-labresults-prod --location westeurope\n"
    "az storage account create -g rg-labresults-prod -n stlabresultsprod --location westeurope --sku Standard_ZRS\n```",
    ["--location germanywestcentral"], ["westeurope"]),
   ("Which region is Germany West Central paired with, for the geo-redundant copy?",
    "Germany West Central is paired with Germany North, so GRS replicas of the PHI storage account stay in Germany."),
   fix=[("westeurope", "germanywestcentral")])

sc("company-retention", "paraphrase", "code_block", "already_correct",
   ("How long do we retain the CDE access logs?",
    "Keep them for 1 year, with the last 3 months immediately available; that is what PCI DSS 10.5.1 requires.",
    "PCI is the floor. Our policy is 7 years for CDE audit logs (bank partner contract): 90 days hot, the rest in "
    "s3://ledgerline-audit-archive under Object Lock.",
    "Keep them for 1 year", "Keep them for 7 years"),
   ("Set the lifecycle rule for the CDE access-log bucket.",
    "```json\n{\"Rules\": [{\"ID\": \"cde-access-logs\", \"Status\": \"Enabled\", \"Filter\": {\"Prefix\": \"cde/\"},\n"
    "  \"Transitions\": [{\"Days\": 90, \"StorageClass\": \"GLACIER\"}],\n  \"Expiration\": {\"Days\": 365}}]}\n```\n"
    "That keeps one year of logs, the first 90 days in the standard tier.",
    ["\"Expiration\": {\"Days\": 2555}"], ["\"Days\": 365", "one year"]),
   ("What do I tell the auditor about CDE log retention?",
    "CDE audit logs are retained for 7 years: 90 days in the hot tier for investigations, the rest in "
    "s3://ledgerline-audit-archive with Object Lock in compliance mode. That exceeds PCI DSS 10.5.1 (12 months, 3 of them "
    "immediately available)."),
   fix=[("\"Expiration\": {\"Days\": 365}", "\"Expiration\": {\"Days\": 2555}"),
        ("That keeps one year of logs", "That keeps seven years of logs")],
   cneeds=["retained for 7 years"])

sc("company-secrets", "literal", "code_block", "lookalike",
   ("Read the HSM credentials in the settlement service.",
    "`vault kv get -field=password secret/payments/hsm`",
    "CDE secrets are under secret/cde/ — the payments mount is outside PCI scope and doesn't have the HSM creds.",
    "secret/payments/hsm", "secret/cde/hsm"),
   ("Vault agent injector annotations for the settlement pod, HSM creds.",
    "```yaml\nannotations:\n  vault.hashicorp.com/agent-inject: \"true\"\n  vault.hashicorp.com/role: \"settlement\"\n"
    "  vault.hashicorp.com/agent-inject-secret-hsm: \"secret/payments/hsm\"\n```",
    ["\"secret/cde/hsm\""], ["secret/payments/hsm"]),
   ("Where does the settlement service get its Slack webhook for ops alerts?",
    "That isn't a cardholder-data secret, so it lives in the regular payments mount: "
    "`vault kv get -field=url secret/payments/slack-webhook`."),
   fix=[("secret/payments/hsm", "secret/cde/hsm")],
   cflags=["secret/cde/slack"], cneeds=["secret/payments/slack-webhook"])

sc("company-logging", "paraphrase", "other_identifier", "already_correct",
   ("Add a log line when the auth is declined.",
    "```go\nlog.Info(\"auth declined\", \"pan\", maskPAN(pan, 6, 4), \"rc\", rc)\n```\n"
    "maskPAN keeps the BIN and the last four, which PCI allows.",
    "Works, thanks. But our logging standard is last four only: maskPAN(pan, 0, 4). BINs in logs got flagged in the last audit.",
    "maskPAN(pan, 6, 4)", "maskPAN(pan, 0, 4)"),
   ("Log the card on the 3DS challenge-failed path too.",
    "```go\nlog.Warn(\"3ds challenge failed\", \"pan\", maskPAN(card.PAN, 6, 4), \"transStatus\", ares.TransStatus)\n```",
    ["maskPAN(card.PAN, 0, 4)"], ["maskPAN(card.PAN, 6, 4)"]),
   ("Card-on-file update webhook: log what changed.",
    "```go\nlog.Info(\"card updated\", \"customer\", c.ID, \"pan\", maskPAN(newCard.PAN, 0, 4), \"exp\", newCard.Expiry)\n```"),
   fix=[("maskPAN(card.PAN, 6, 4)", "maskPAN(card.PAN, 0, 4)")],
   cneeds=["maskPAN(newCard.PAN, 0, 4)"])

sc("company-interfaces", "literal", "code_block", "same_topic",
   ("What goes in MSH-12 on the messages we send to St. Anna's interface engine?",
    "Set MSH-12 to `2.3`; most hospital engines accept it and it's the most widely deployed version.",
    "Our interface agreement with St. Anna is 2.5.1 — their Rhapsody rejects 2.3 on that channel.",
    "MSH-12 to `2.3`", "MSH-12 to `2.5.1`"),
   ("Template for the outbound SIU^S12 appointment message to St. Anna.",
    "```\nMSH|^~\\&|SCHED|OURCLINIC|RHAPSODY|STANNA|20240614093000||SIU^S12|MSG00412|P|2.3\n"
    "SCH|APT-20931|||||ROUTINE|CHECKUP\n```",
    ["|P|2.5.1"], ["|P|2.3\n"]),
   ("What goes in MSH-11 on the St. Anna production channel?",
    "MSH-11 (processing ID) is `P` on the production channel and `T` on their test channel; the Rhapsody route checks "
    "it, so never send `T` traffic to prod."),
   fix=[("|P|2.3\n", "|P|2.5.1\n")],
   literal="2.3")

sc("company-api", "literal", "casing", "unrelated",
   ("Retry-safe POST to our payments API to create a charge from the billing service.",
    "Send an `X-Idempotency-Key` header with a UUID per charge attempt; the API deduplicates retries carrying the same "
    "key for 24 hours.",
    "Our API reads Idempotency-Key without the X- prefix. The X- header is silently ignored, so retries double-charge.",
    "X-Idempotency-Key", "Idempotency-Key"),
   ("Node client call for our payouts endpoint, with retries.",
    "```js\nawait got.post(`${PAYMENTS_API}/v1/payouts`, {\n  json: payout,\n"
    "  headers: { 'x-idempotency-key': payout.requestId },\n  retry: { limit: 3, methods: ['POST'] },\n});\n```",
    ["re:(?i)(?<!x-)idempotency-key"], ["re:(?i)x-idempotency-key"]),
   ("Which Node version does the billing service image use?",
    "Check the `FROM node:20-alpine` line in its Dockerfile, or run `docker run --rm billing-service:latest node --version`."),
   fix=[("'x-idempotency-key'", "'idempotency-key'")])

sc("e-invoicing", "paraphrase", "code_block", "lookalike",
   ("Invoice to the Stadt Köln: where does their Leitweg-ID 05315000-ABC123-45 go in the XRechnung UBL?",
    "Put it in the order reference: `<cac:OrderReference><cbc:ID>05315000-ABC123-45</cbc:ID></cac:OrderReference>`.",
    "Leitweg-ID is the buyer reference (BT-10), <cbc:BuyerReference>. OrderReference is BT-13, their PO number.",
    "<cac:OrderReference><cbc:ID>05315000-ABC123-45</cbc:ID></cac:OrderReference>",
    "<cbc:BuyerReference>05315000-ABC123-45</cbc:BuyerReference>"),
   ("Same for the invoice to the Landkreis Harburg, Leitweg-ID 03353000-HBG77-12.",
    "```xml\n  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>\n  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n"
    "  <cac:OrderReference>\n    <cbc:ID>03353000-HBG77-12</cbc:ID>\n  </cac:OrderReference>\n```",
    ["<cbc:BuyerReference>03353000-HBG77-12</cbc:BuyerReference>"], ["<cbc:ID>03353000-HBG77-12</cbc:ID>"]),
   ("Their purchase order number is BE-2024-0412. Where does that go?",
    "The PO number is BT-13: `<cac:OrderReference><cbc:ID>BE-2024-0412</cbc:ID></cac:OrderReference>`, alongside the "
    "Leitweg-ID in `cbc:BuyerReference`."),
   fix=[("  <cac:OrderReference>\n    <cbc:ID>03353000-HBG77-12</cbc:ID>\n  </cac:OrderReference>",
         "  <cbc:BuyerReference>03353000-HBG77-12</cbc:BuyerReference>")],
   cflags=["<cbc:BuyerReference>BE-2024-0412"], cneeds=["<cac:OrderReference><cbc:ID>BE-2024-0412</cbc:ID></cac:OrderReference>"])

sc("company-databases", "literal", "reordered_args", "unrelated",
   ("psql command to connect to the CDE ledger replica for the reconciliation query.",
    "`psql \"host=ledger-ro.cde.internal port=5432 dbname=ledger user=recon sslmode=verify-full\"`",
    "ledger-ro is on 5434.",
    "host=ledger-ro.cde.internal port=5432", "host=ledger-ro.cde.internal port=5434"),
   ("Connect to the ledger replica as the chargebacks role for the monthly report.",
    "`psql -U chargebacks -d ledger -p 5432 -h ledger-ro.cde.internal`",
    ["-p 5434"], ["-p 5432"]),
   ("How do I list the cron jobs on the reporting box?",
    "`crontab -l` for your own user, `sudo crontab -l -u reports` for the reports account; system-wide jobs live in "
    "`/etc/cron.d/`."),
   fix=[("-p 5432", "-p 5434")],
   literal="5432")

sc("company-pci-scope", "literal", "code_block", "same_topic",
   ("Add the card to the daily orders export for the analytics warehouse.",
    "```sql\nINSERT INTO analytics.orders_daily (order_id, amount_minor, currency, card_ref)\n"
    "SELECT o.id, o.amount_minor, o.currency, p.pan\nFROM orders o\nJOIN payments p ON p.order_id = o.id;\n```",
    "Never p.pan into analytics, the warehouse is out of PCI scope. Use p.pan_token.",
    "SELECT o.id, o.amount_minor, o.currency, p.pan", "SELECT o.id, o.amount_minor, o.currency, p.pan_token"),
   ("The chargeback analysis table in the warehouse needs the card too.",
    "```sql\nCREATE TABLE analytics.chargebacks AS\nSELECT c.id, c.reason_code, c.amount_minor, c.created_at, p.pan AS card\n"
    "FROM chargebacks c\nJOIN payments p ON p.id = c.payment_id;\n```",
    ["p.pan_token"], ["p.pan AS"]),
   ("Warehouse query: chargeback rate per reason code last month.",
    "```sql\nSELECT reason_code, count(*) AS n,\n       round(100.0 * count(*) / sum(count(*)) OVER (), 2) AS pct\n"
    "FROM analytics.chargebacks\nWHERE created_at >= date_trunc('month', now()) - interval '1 month'\n"
    "  AND created_at < date_trunc('month', now())\nGROUP BY reason_code\nORDER BY n DESC;\n```"),
   fix=[("p.pan AS card", "p.pan_token AS card")],
   literal="p.pan")

sc("company-settlement", "semantic", "reworded", "already_correct",
   ("When does a captured transaction make it into today's settlement batch?",
    "Anything captured before midnight UTC goes into that day's batch; later captures roll to the next business day.",
    "Acquirer cutoff is 21:00 UTC, not midnight — anything after 21:00 goes in the next business day's batch.",
    "before midnight UTC", "before 21:00 UTC"),
   ("A merchant captured at 22:30 UTC on Friday and asks why the funds arrive a day later than expected. Was it in Friday's batch?",
    "Yes, 22:30 UTC is before the midnight UTC cutoff, so it went into Friday's batch; the delay comes from the weekend "
    "plus the acquirer's T+1 funding.",
    ["21:00"], ["before the midnight UTC cutoff", "re:(?i)yes, 22:30"]),
   ("Runbook line for the settlement cutoff?",
    "Settlement cutoff: 21:00 UTC daily. Captures after 21:00 UTC settle in the next business day's batch; check the "
    "`batch_date` column, not the capture timestamp."),
   fix=[("Yes, 22:30 UTC is before the midnight UTC cutoff, so it went into Friday's batch; the delay comes from the "
         "weekend plus the acquirer's T+1 funding.",
         "No: the acquirer's cutoff is 21:00 UTC, so a 22:30 UTC capture missed Friday's batch and settled in Monday's; "
         "with T+1 funding the money arrives on Tuesday.")],
   cneeds=["Settlement cutoff: 21:00 UTC"])

sc("fhir-search", "paraphrase", "reordered_args", "already_correct",
   ("Find the patient with MRN 445566 from our hospital MRN system https://ids.stanna.example/mrn.",
    "`GET [base]/Patient?identifier=445566&system=https://ids.stanna.example/mrn`",
    "system isn't a separate search parameter — token search is identifier=system|value.",
    "identifier=445566&system=https://ids.stanna.example/mrn", "identifier=https://ids.stanna.example/mrn|445566"),
   ("Look up the practitioner with LANR 123456789 (system https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR).",
    "`GET [base]/Practitioner?system=https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR&identifier=123456789`",
    ["identifier=https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR|123456789"], ["?system=", "&identifier=123456789"]),
   ("And the patient by statutory insurance number X110411675 (system http://fhir.de/sid/gkv/kvid-10)?",
    "`GET [base]/Patient?identifier=http://fhir.de/sid/gkv/kvid-10|X110411675`"),
   fix=[("?system=https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR&identifier=123456789",
         "?identifier=https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR|123456789")],
   cneeds=["identifier=http://fhir.de/sid/gkv/kvid-10|X110411675"])

sc("iso8583-fields", "semantic", "prose_claim", "same_topic",
   ("What time goes in DE 7?",
    "DE 7 (transmission date and time) is MMDDhhmmss in the terminal's local time zone, so the issuer can match it to the "
    "receipt.",
    "DE 7 is in GMT/UTC. The local time goes in DE 12 and 13.",
    "in the terminal's local time zone", "in UTC (GMT)"),
   ("The transmission timestamps from our Singapore terminals look 8 hours off against the host logs. Is that expected?",
    "Yes — transmission date/time (DE 7) is supposed to be the terminal's local time, so Singapore terminals will be 8 "
    "hours ahead of the host's log timestamps. Nothing to fix.",
    ["re:(?i)DE 7[^.]*(UTC|GMT)|(UTC|GMT)[^.]*DE 7"], ["supposed to be the terminal's local time", "Nothing to fix"]),
   ("And DE 12 and DE 13?",
    "DE 12 is the local transaction time (hhmmss) and DE 13 the local transaction date (MMDD), both at the card "
    "acceptor's location; they match what the cardholder sees on the receipt."),
   fix=[("Yes — transmission date/time (DE 7) is supposed to be the terminal's local time, so Singapore terminals will be "
         "8 hours ahead of the host's log timestamps. Nothing to fix.",
         "No — transmission date/time (DE 7) must be in UTC (GMT); local time belongs in DE 12/13. Singapore terminals "
         "putting local time in DE 7 are 8 hours ahead, so fix the terminal configuration.")])

# =========================================================================== checks
def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the rest case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(r):
    return all(check(r["output"], x) for x in r["expect_contains"]) and \
        not any(check(r["output"], x) for x in r["expect_absent"])


def norm(t):
    return re.sub(r"\s+", "", t).lower()


TOP = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
SUB = {"teach": {"query", "output", "message", "gold_wrong", "gold_right"},
       "repeat": {"query", "output", "expect_contains", "expect_absent"},
       "control": {"query", "output"}}


def validate(scen):
    errs, warns = [], []
    ids = [s["id"] for s in scen]
    if len(scen) != N:
        errs.append("expected %d scenarios, have %d" % (N, len(scen)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for i, sid in enumerate(ids):
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid) or sid != "%s-%03d" % (PREFIX, i + 1):
            errs.append("bad id %r at position %d" % (sid, i))
    msgs = Counter(s["teach"]["message"].strip().lower() for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message shared by %d scenarios: %r" % (c, m[:60]))

    for s in scen:
        sid = s["id"]
        e = lambda m: errs.append("%s: %s" % (sid, m))
        pub = {k: v for k, v in s.items() if not k.startswith("_")}
        if set(pub) != TOP:
            e("top-level fields %s" % sorted(set(pub) ^ TOP))
        for part, keys in SUB.items():
            if set(s[part]) != keys:
                e("%s fields %s" % (part, sorted(set(s[part]) ^ keys)))
        if s["difficulty"] not in DIFFICULTY:
            e("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KIND:
            e("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATION:
            e("repeat_variation %r" % s["repeat_variation"])
        if not isinstance(s["topic"], str) or not s["topic"]:
            e("topic missing")
        for part in SUB:
            for k, v in s[part].items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        e("%s.%s must be a list of non-empty strings" % (part, k))
                elif not isinstance(v, str) or not v.strip():
                    e("%s.%s empty or not a string" % (part, k))
        if errs and errs[-1].startswith(sid):
            continue
        t, r, c = s["teach"], s["repeat"], s["control"]
        for spec in r["expect_contains"] + r["expect_absent"] + (s["_cflags"] or []) + (s["_cneeds"] or []):
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if not r["expect_contains"] and not r["expect_absent"]:
            e("repeat has no checks")
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            e("gold_wrong == gold_right")
        if t["gold_right"] in t["output"] and t["gold_right"] not in t["gold_wrong"]:
            warns.append("%s: gold_right already in teach.output" % sid)
        # repeat fails as written, passes once fixed
        if fixed(r):
            e("repeat passes its own check as written")
        if not s["_fix"]:
            e("no fix given")
        else:
            out = r["output"]
            for old, new in s["_fix"]:
                if old not in out:
                    e("fix: %r not in repeat output" % old)
                out = out.replace(old, new)
            if not fixed(dict(r, output=out)):
                miss = [x for x in r["expect_contains"] if not check(out, x)]
                pres = [x for x in r["expect_absent"] if check(out, x)]
                e("fixed repeat fails its check (missing %s, present %s)" % (miss, pres))
        # literal recurrence
        if s["difficulty"] == "literal":
            lit = s["_literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                e("literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                e("literal text %r not in teach.output" % lit)
        elif s["_literal"]:
            e("literal given for a %s scenario" % s["difficulty"])
        # control
        kind = s["control_kind"]
        cflags = list(s["_cflags"] or [])
        if kind == "lookalike":
            if not cflags:
                e("lookalike control needs explicit cflags")
        else:
            cflags = r["expect_absent"] + [t["gold_wrong"]] + cflags
        for spec in cflags:
            if check(c["output"], spec):
                e("control output matches cflag %r" % spec)
        cneeds = s["_cneeds"] or []
        if kind in ("lookalike", "already_correct") and not cneeds:
            e("%s control needs cneeds" % kind)
        for spec in cneeds:
            if not check(c["output"], spec):
                e("control output lacks cneed %r" % spec)
        if c["output"] == r["output"] or c["query"] == r["query"]:
            e("control duplicates the repeat")

    # mix
    for field, (target, tol) in MIX.items():
        cnt = Counter(s[field] for s in scen)
        for k, want in target.items():
            if abs(cnt.get(k, 0) - want) > tol:
                errs.append("mix: %s=%s is %d, want about %d" % (field, k, cnt.get(k, 0), want))
    var = Counter(s["repeat_variation"] for s in scen)
    if var["reworded"] + var["code_block"] < len(scen) / 2:
        errs.append("mix: reworded + code_block should be the majority of repeat_variation")
    for k in VARIATION - {"reworded", "code_block"}:
        if not var.get(k):
            errs.append("mix: no repeat_variation %s" % k)
        elif var[k] > max(var["reworded"], var["code_block"]):
            errs.append("mix: repeat_variation %s outnumbers reworded/code_block" % k)

    # shared-store hygiene (warnings): a gold_wrong that shows up in another scenario's probes
    for a in scen:
        gw = a["teach"]["gold_wrong"]
        for b in scen:
            if b is a:
                continue
            for part in ("repeat", "control"):
                if gw in b[part]["output"]:
                    warns.append("%s gold_wrong %r appears in %s.%s" % (a["id"], gw, b["id"], part))
    return errs, warns


# =========================================================================== output
README = """# eval/dev38: learning-loop scenarios, regulated domains

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

## What it is

{n} scenarios (`{first}` … `{last}`) in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(see `../shared/eval/loop/README.md`, "Scenario rules"). Each one is a conversation with a
coding assistant in which the user corrects one mistake (`teach`), a later session with a
reworded question whose answer repeats the mistake (`repeat`, checked with `expect_contains`
/ `expect_absent`), and a `control` that must come back byte-identical.

Theme: regulated domains. Payments (ISO 8583 messages and data elements, PCI DSS scope and
requirements, card networks, 3-D Secure), healthcare (HL7 v2 segments, MLLP, FHIR resources
and search parameters), banking files (SEPA XML, MT940 and camt, IBAN and BIC checks), tax and
invoicing rules (VAT rates, reverse charge, rounding, UBL/XRechnung), and the company's own
compliance facts (CDE hosts and secrets, data residency, retention, logging standards).

## Counts

- difficulty: {difficulty}
- control_kind: {control_kind}
- repeat_variation: {repeat_variation}
- topics: {topics}

## Run

From `/work/main` (with `bin/cairn` built):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev38/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev38/scenarios.jsonl        # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev38/scenarios.jsonl
```

`scenarios.jsonl` and this file are generated by `build.py` (`python3 eval/dev38/build.py`),
which validates every scenario first: the repeat fails its own check as written and passes
after the intended fix, literal scenarios really repeat the wrong text, controls contain the
look-alike (or already-correct) text and nothing that would make them wrong.
"""


def fmt(c):
    return ", ".join("%s %d" % (k, v) for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))


def main():
    errs, warns = validate(S)
    for w in warns:
        print("warning:", w)
    if errs:
        for x in errs:
            print("ERROR:", x)
        print("%d error(s); nothing written" % len(errs))
        sys.exit(1)
    pub = [{k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                              "teach", "repeat", "control")} for s in S]
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in pub:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    counts = {f: Counter(s[f] for s in S) for f in ("difficulty", "control_kind", "repeat_variation", "topic")}
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(S), first=S[0]["id"], last=S[-1]["id"],
                              difficulty=fmt(counts["difficulty"]), control_kind=fmt(counts["control_kind"]),
                              repeat_variation=fmt(counts["repeat_variation"]), topics=len(counts["topic"])))
    print("wrote %d scenarios to %s" % (len(S), os.path.join(HERE, "scenarios.jsonl")))
    for f in ("difficulty", "control_kind", "repeat_variation"):
        print("  %-16s %s" % (f + ":", fmt(counts[f])))


if __name__ == "__main__":
    main()
