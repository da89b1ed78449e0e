#!/usr/bin/env python3
"""Build dev64: 60 teach -> repeat -> control scenarios on security and identity.

    python3 build.py

Validates every scenario (ids, enums, counts, checks fail as written and pass
after `fix`, gold spans, `holds`, no text shared across scenarios) and only
then writes scenarios.jsonl and README.md next to this file. Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "dev64"
PREFIX = "d64"
THEME = ("security and identity: OAuth 2.0 and OIDC, JWT, TLS certificates and openssl, SSH keys, "
         "secrets managers (Vault, AWS Secrets Manager), password hashing, CORS and CSP, and one "
         "team's own issuers, audiences, hosts and policies")
FIRST_LINE = ("This is a development set. Use it to find and understand failures. Do not copy its "
              "sentences, values or checks into code, tests, prompts, rules or training data.")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}

S = []


def add(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    S.append({"topic": topic, "difficulty": difficulty, "repeat_variation": variation,
              "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
              "fix": fix, "holds": holds})


def T(s):
    """Multi-line literal written flush left: drop the first and last newline."""
    if s.startswith("\n"):
        s = s[1:]
    if s.endswith("\n"):
        s = s[:-1]
    return s


# --------------------------------------------------------------------------- team facts used below
# Kestrel Pay: kestrelpay.com (public), kestrel.internal (internal).
# staff SSO issuer https://sso.kestrel.internal/realms/staff (Keycloak 24, no /auth prefix)
# customer issuer https://id.kestrelpay.com/realms/customers, staging https://id.staging.kestrelpay.com/...
# payments audience https://api.kestrelpay.com/payments; service tokens ES256; access tokens 10 minutes
# Vault https://vault.kestrel.internal:8200, KV v2 at kv-apps/, k8s auth auth/k8s-prod-euw1,
#   leaf certs from pki_int/issue/kestrel-internal; AWS secrets in eu-west-1 named env/service/name,
#   DB credentials rotate every 30 days; bastion.kestrel.internal on port 4022, ed25519 only, no agent
#   forwarding; internal CA /etc/pki/kestrel/root-ca.pem; ClusterIssuer kestrel-acme-prod;
#   HSTS two years + preload; internal listeners TLS 1.3 only; argon2id t=3 m=65536 p=4;
#   passwords >= 12 chars; admin cookies SameSite=Strict; gateway takes Bearer only;
#   web redirect https://app.kestrelpay.com/auth/callback.

# 1
add("keycloak-issuer-path", "literal", "code_block", "lookalike",
    teach={
        "query": "What issuer do I configure in the FastAPI auth settings for staff SSO?",
        "output": T("""
Put these in `app/settings.py`:

```python
OIDC_ISSUER = "https://sso.kestrel.internal/auth/realms/staff"
OIDC_AUDIENCE = "staff-portal"
JWKS_CACHE_SECONDS = 300
```

On startup the middleware fetches `{OIDC_ISSUER}/.well-known/openid-configuration`, reads `jwks_uri` from it and caches the keys for five minutes.
"""),
        "message": "We're on Keycloak 24, there's no /auth prefix anymore: https://sso.kestrel.internal/realms/staff",
        "gold_wrong": "https://sso.kestrel.internal/auth/realms/staff",
        "gold_right": "https://sso.kestrel.internal/realms/staff",
    },
    repeat={
        "query": "Write the .env for the admin dashboard so it logs in through staff SSO",
        "output": T("""
```dotenv
OIDC_CLIENT_ID=admin-dashboard
OIDC_ISSUER_URL=https://sso.kestrel.internal/auth/realms/staff
OIDC_REDIRECT_URI=https://admin.kestrel.internal/oidc/callback
OIDC_SCOPES="openid profile email"
```

The client secret goes in Vault, not in this file; the app reads it from `OIDC_CLIENT_SECRET` at boot.
"""),
        "expect_contains": ["OIDC_ISSUER_URL=https://sso.kestrel.internal/realms/staff"],
        "expect_absent": ["/auth/realms/staff"],
    },
    control={
        "query": "How should we validate tokens coming from the partner bank's IdP?",
        "output": "Their IdP is an older Keycloak (15.x) that still serves under the legacy context path, so the issuer really is `https://login.partnerbank.example/auth/realms/b2b`. Point `PyJWKClient` at `https://login.partnerbank.example/auth/realms/b2b/protocol/openid-connect/certs` and pass `issuer=` exactly as it appears in their discovery document.",
    },
    fix=[("https://sso.kestrel.internal/auth/realms/staff", "https://sso.kestrel.internal/realms/staff")],
    holds="https://login.partnerbank.example/auth/realms/b2b")

# 2
add("pyjwt-decode-algorithms", "literal", "renamed_identifier", "lookalike",
    teach={
        "query": "Verify the HS256 JWT the billing provider puts in the X-Signature header of their webhook",
        "output": T("""
```python
import jwt
from fastapi import Header, HTTPException

def verify_webhook(x_signature: str = Header(...)) -> dict:
    try:
        return jwt.decode(x_signature, settings.BILLING_WEBHOOK_SECRET, algorithm="HS256", audience="kestrel-billing")
    except jwt.InvalidTokenError as exc:
        raise HTTPException(status_code=401, detail="bad webhook signature") from exc
```
"""),
        "message": "decode wants `algorithms=[\"HS256\"]`, plural and a list, not `algorithm=`. That one is the encode argument, and PyJWT 2 raises if decode gets no algorithms.",
        "gold_wrong": 'algorithm="HS256"',
        "gold_right": 'algorithms=["HS256"]',
    },
    repeat={
        "query": "Add a helper that checks the signed callback token from the billing provider before we mark an invoice paid",
        "output": T("""
```python
def parse_callback_token(raw_token: str) -> dict:
    claims = jwt.decode(
        raw_token,
        BILLING_CALLBACK_KEY,
        algorithm="HS256",
        options={"require": ["exp", "iat", "invoice_id"]},
    )
    return claims
```

It raises `jwt.ExpiredSignatureError` for stale callbacks, so retries older than the token lifetime are rejected automatically.
"""),
        "expect_contains": ["re:algorithms=\\[\\s*[\"']HS256[\"']\\s*\\]"],
        "expect_absent": ['algorithm="HS256"'],
    },
    control={
        "query": "How do we sign the test webhooks we send to the billing sandbox?",
        "output": T("""
```python
token = jwt.encode({"invoice_id": inv.id, "exp": now + 300}, SANDBOX_SECRET, algorithm="HS256")
requests.post(sandbox_url, headers={"X-Signature": token}, json=payload, timeout=5)
```
"""),
    },
    fix=[('algorithm="HS256"', 'algorithms=["HS256"]')],
    holds='algorithm="HS256"')

# 3
add("pkce-challenge-method", "literal", "code_block", "lookalike",
    teach={
        "query": "Build the authorize URL for the Android app's PKCE login",
        "output": T("""
Build it like this (the challenge is the base64url SHA-256 of the verifier, no padding):

```
https://id.kestrelpay.com/realms/customers/protocol/openid-connect/auth
  ?client_id=kestrel-android
  &response_type=code
  &redirect_uri=com.kestrelpay.app%3A%2Foauth2redirect
  &scope=openid%20profile
  &code_challenge=${CHALLENGE}
  &code_challenge_method=SHA256
```

Keep the verifier in memory until the redirect returns; it goes in the token request as `code_verifier`.
"""),
        "message": "S256, not SHA256.",
        "gold_wrong": "code_challenge_method=SHA256",
        "gold_right": "code_challenge_method=S256",
    },
    repeat={
        "query": "Give me a one-liner that opens the staging login in a browser so I can test the PKCE flow by hand",
        "output": T("""
```sh
open "https://id.staging.kestrelpay.com/realms/customers/protocol/openid-connect/auth?client_id=kestrel-web&response_type=code&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fcallback&scope=openid&code_challenge=${CHALLENGE}&code_challenge_method=SHA256"
```

Generate `CHALLENGE` from a fresh verifier first and keep the verifier for the code exchange.
"""),
        "expect_contains": ["code_challenge_method=S256"],
        "expect_absent": ["code_challenge_method=SHA256"],
    },
    control={
        "query": "How do I get the fingerprint of the customer realm's signing cert to compare with the admin console?",
        "output": "Run `openssl x509 -in idp-signing.pem -noout -fingerprint -sha256`; it prints `SHA256 Fingerprint=` followed by colon-separated hex. Compare that with the certificate shown under Realm settings, Keys, in the Keycloak admin console.",
    },
    fix=[("code_challenge_method=SHA256", "code_challenge_method=S256")],
    holds="SHA256 Fingerprint=")

# 4
add("vault-kv-mount", "paraphrase", "identifier", "lookalike",
    teach={
        "query": "How do I read the payments DB password from Vault on my laptop?",
        "output": T("""
```sh
export VAULT_ADDR=https://vault.kestrel.internal:8200
vault login -method=oidc role=engineer
vault kv get -field=password secret/payments/db
```

`-field` prints only the value, so you can pipe it straight into `psql` or an env var.
"""),
        "message": "Our KV engine is mounted at kv-apps/, not secret/. secret/ is the dev-server default and it's disabled on our cluster.",
        "gold_wrong": "secret/payments/db",
        "gold_right": "kv-apps/payments/db",
    },
    repeat={
        "query": "Put the rotated Ledger API key into Vault",
        "output": T("""
Write it as a new version of the existing secret:

```sh
vault kv put secret/ledger/api-keys primary="$NEW_KEY" rotated_at="$(date -u +%FT%TZ)"
```

Old versions stay readable with `-version=N` until someone destroys them.
"""),
        "expect_contains": ["kv-apps/ledger/api-keys"],
        "expect_absent": ["secret/ledger"],
    },
    control={
        "query": "How do I check which cert the payments ingress is serving from?",
        "output": "`kubectl -n payments get secret/payments-tls -o jsonpath='{.data.tls\\.crt}' | base64 -d | openssl x509 -noout -subject -enddate` decodes the stored certificate and prints its subject and expiry.",
    },
    fix=[("secret/ledger/api-keys", "kv-apps/ledger/api-keys")],
    holds="secret/payments-tls")

# 5
add("secrets-manager-region", "paraphrase", "code_block", "lookalike",
    teach={
        "query": "How do I fetch the Stripe key from Secrets Manager in the deploy script?",
        "output": "`aws secretsmanager get-secret-value --secret-id prod/checkout/stripe --region us-east-1 --query SecretString --output text`\n\nThe deploy role already has `secretsmanager:GetSecretValue` on `prod/checkout/*`.",
        "message": "Our secrets are all in eu-west-1, not us-east-1.",
        "gold_wrong": "--region us-east-1",
        "gold_right": "--region eu-west-1",
    },
    repeat={
        "query": "Python helper that loads the checkout DB credentials from Secrets Manager",
        "output": T("""
```python
import json
import boto3

_sm = boto3.client("secretsmanager", region_name="us-east-1")

def checkout_db_credentials() -> dict:
    resp = _sm.get_secret_value(SecretId="prod/checkout/db")
    return json.loads(resp["SecretString"])
```
"""),
        "expect_contains": ['region_name="eu-west-1"'],
        "expect_absent": ["us-east-1"],
    },
    control={
        "query": "Which region do I request the ACM cert in for the CloudFront distribution in front of the docs site?",
        "output": "CloudFront only reads certificates from ACM in us-east-1, whatever region the rest of the stack is in, so request it there:\n\n`aws acm request-certificate --domain-name docs.kestrelpay.com --validation-method DNS --region us-east-1`",
    },
    fix=[('region_name="us-east-1"', 'region_name="eu-west-1"')],
    holds="us-east-1")

# 6
add("bastion-port", "paraphrase", "equivalent_construct", "lookalike",
    teach={
        "query": "Add an ssh config entry so I can reach the 10.40 app hosts through the bastion",
        "output": T("""
Add this to `~/.ssh/config`:

```
Host kestrel-bastion
    HostName bastion.kestrel.internal
    User deploy
    Port 22
    IdentityFile ~/.ssh/id_ed25519

Host 10.40.*
    User deploy
    ProxyJump kestrel-bastion
```

Then `ssh 10.40.3.17` hops through the bastion automatically.
"""),
        "message": "Port's 4022 on the bastion.",
        "gold_wrong": "Port 22",
        "gold_right": "Port 4022",
    },
    repeat={
        "query": "One-off command to get a shell on the bastion without touching my ssh config?",
        "output": "`ssh -p 22 -i ~/.ssh/id_ed25519 deploy@bastion.kestrel.internal`\n\nAdd `-v` if it hangs so you can see where the handshake stops.",
        "expect_contains": ["-p 4022"],
        "expect_absent": ["re:-p 22\\b"],
    },
    control={
        "query": "nmap from the bastion shows 22 open on 10.40.3.17, is that a problem?",
        "output": "No, that's expected. The app hosts run sshd with the stock `Port 22` and their security group only allows it from the bastion, so it's reachable from there and nowhere else. Only the bastion itself was moved off the default port.",
    },
    fix=[("-p 22 ", "-p 4022 ")],
    holds="Port 22")

# 7
add("ssh-key-type-policy", "semantic", "prose_claim", "same_topic",
    teach={
        "query": "Generate an SSH key for the GitHub org",
        "output": T("""
```sh
ssh-keygen -t rsa -b 4096 -C "you@kestrelpay.com" -f ~/.ssh/kestrel_github
```

Then add `~/.ssh/kestrel_github.pub` under GitHub, Settings, SSH and GPG keys, and authorize it for the kestrelpay org's SSO.
"""),
        "message": "Policy is ed25519 only for new keys, the org rejects RSA uploads now.",
        "gold_wrong": "-t rsa -b 4096",
        "gold_right": "-t ed25519",
    },
    repeat={
        "query": "Draft the SSH section of the onboarding page for new backend hires",
        "output": T("""
### SSH access

Create a fresh 4096-bit RSA key pair on your laptop, protect it with a passphrase, and upload the public half to GitHub and to the access portal. Your key is synced to the bastion within about ten minutes, after which `ssh kestrel-bastion` should work.
"""),
        "expect_contains": ["re:(?i)ed25519"],
        "expect_absent": ["re:(?i)\\bRSA\\b"],
    },
    control={
        "query": "How do I check which key my agent is offering to GitHub?",
        "output": "`ssh-add -l` lists the fingerprints loaded in the agent; compare them with `ssh-keygen -lf ~/.ssh/kestrel_github.pub`. To see what actually gets offered, run `ssh -vT git@github.com` and look for the `Offering public key` lines.",
    },
    fix=[("a fresh 4096-bit RSA key pair", "a fresh Ed25519 key pair")])

# 8
add("argon2-verify-order", "paraphrase", "reordered_args", "lookalike",
    teach={
        "query": "Login check using argon2, with a rehash when the parameters change",
        "output": T("""
```python
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

ph = PasswordHasher()

def check_login(user, password: str) -> bool:
    try:
        ph.verify(password, user.password_hash)
    except VerifyMismatchError:
        return False
    if ph.check_needs_rehash(user.password_hash):
        user.password_hash = ph.hash(password)
    return True
```
"""),
        "message": "argon2-cffi's verify is (hash, password), you've got them swapped. As written every login raises InvalidHashError.",
        "gold_wrong": "ph.verify(password, user.password_hash)",
        "gold_right": "ph.verify(user.password_hash, password)",
    },
    repeat={
        "query": "Write the password check for the CLI's local admin account",
        "output": T("""
```python
hasher = PasswordHasher()

def admin_password_ok(row, plain: str) -> bool:
    try:
        return hasher.verify(plain, row.pw_hash)
    except (VerifyMismatchError, InvalidHashError):
        return False
```
"""),
        "expect_contains": ["hasher.verify(row.pw_hash, plain)"],
        "expect_absent": ["hasher.verify(plain, row.pw_hash)"],
    },
    control={
        "query": "Node version of the login check for the partner portal?",
        "output": T("""
```js
const ok = await bcrypt.compare(password, user.passwordHash);
if (!ok) return res.status(401).json({ error: "invalid_credentials" });
```

`bcrypt.compare` takes the plaintext first and the stored hash second.
"""),
    },
    fix=[("hasher.verify(plain, row.pw_hash)", "hasher.verify(row.pw_hash, plain)")],
    holds="bcrypt.compare(password, user.passwordHash)")

# 9
add("openssl3-noenc", "literal", "code_block", "unrelated",
    teach={
        "query": "Make a key and CSR for api.kestrelpay.com",
        "output": T("""
```sh
openssl req -new -newkey rsa:2048 -nodes \\
  -keyout api.kestrelpay.com.key -out api.kestrelpay.com.csr \\
  -subj "/CN=api.kestrelpay.com" \\
  -addext "subjectAltName=DNS:api.kestrelpay.com"
```

Send the `.csr` to the CA and keep the key on the box; it is written unencrypted.
"""),
        "message": "Works, the CA accepted the CSR. One thing: we're on OpenSSL 3 everywhere and -nodes is deprecated there, so use -noenc. Also, how do I check the SANs in a CSR before sending it?",
        "gold_wrong": "-nodes",
        "gold_right": "-noenc",
    },
    repeat={
        "query": "Self-signed cert for the local HTTPS dev proxy, valid a year",
        "output": T("""
```sh
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \\
  -days 365 -keyout dev.key -out dev.crt -subj "/CN=localhost" \\
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1"
```

Then trust `dev.crt` in your keychain so the browser stops warning.
"""),
        "expect_contains": ["-noenc"],
        "expect_absent": ["-nodes"],
    },
    control={
        "query": "Regex to match a semantic version like 1.4.0 or 2.0.0-rc.1",
        "output": "`^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?$` covers the pre-release part; add `(?:\\+[0-9A-Za-z.-]+)?` before the `$` if you also accept build metadata.",
    },
    fix=[("-nodes", "-noenc")])

# 10
add("openssl-checkend-seconds", "literal", "reworded", "same_topic",
    teach={
        "query": "How can a script tell if tls.crt expires within 30 days?",
        "output": "`openssl x509 -in tls.crt -noout -checkend 30` exits 0 if the certificate is still valid 30 days from now and 1 if it expires before then, so you can use it directly in an `if`.",
        "message": "I think -checkend takes seconds, not days? So 30 days would be 2592000.",
        "gold_wrong": "-checkend 30",
        "gold_right": "-checkend 2592000",
    },
    repeat={
        "query": "Quick way to see if the ingress cert runs out in the next month?",
        "output": "Pipe the served cert into openssl: `echo | openssl s_client -connect api.kestrelpay.com:443 -servername api.kestrelpay.com 2>/dev/null | openssl x509 -noout -checkend 30`. Exit status 1 means it expires within the month.",
        "expect_contains": ["-checkend 2592000"],
        "expect_absent": ["re:-checkend 30\\b"],
    },
    control={
        "query": "Print the SANs on tls.crt",
        "output": "`openssl x509 -in tls.crt -noout -ext subjectAltName` (OpenSSL 1.1.1 and later). On older builds use `-text` and look for the `X509v3 Subject Alternative Name` block.",
    },
    fix=[("-checkend 30`", "-checkend 2592000`")])

# 11
add("curl-cacert", "literal", "reworded", "lookalike",
    teach={
        "query": "curl to Vault fails with 'unable to get local issuer certificate', how do I make it trust our CA?",
        "output": "Point curl at the internal root: `curl --cert /etc/pki/kestrel/root-ca.pem https://vault.kestrel.internal:8200/v1/sys/health`. Or export `CURL_CA_BUNDLE=/etc/pki/kestrel/root-ca.pem` so every call picks it up.",
        "message": "--cert is for a client certificate. Trusting a CA is --cacert.",
        "gold_wrong": "--cert /etc/pki/kestrel/root-ca.pem",
        "gold_right": "--cacert /etc/pki/kestrel/root-ca.pem",
    },
    repeat={
        "query": "How do I hit the Vault health endpoint from my laptop without TLS errors?",
        "output": "Tell curl about the Kestrel root CA: `curl -sS --cert /etc/pki/kestrel/root-ca.pem https://vault.kestrel.internal:8200/v1/sys/health | jq .sealed` should print `false`.",
        "expect_contains": ["--cacert /etc/pki/kestrel/root-ca.pem"],
        "expect_absent": ["--cert /etc/pki/kestrel/root-ca.pem"],
    },
    control={
        "query": "curl command for the ledger service's mTLS health check",
        "output": "`curl --cert client.crt --key client.key --cacert /etc/pki/kestrel/root-ca.pem https://ledger.kestrel.internal:8443/healthz`. `--cert` and `--key` present your client identity; `--cacert` verifies the server.",
    },
    fix=[("--cert /etc/pki/kestrel/root-ca.pem", "--cacert /etc/pki/kestrel/root-ca.pem")],
    holds="--cert client.crt")

# 12
add("node-extra-ca-certs", "literal", "code_block", "already_correct",
    teach={
        "query": "The Node worker can't call vault.kestrel.internal: 'self-signed certificate in certificate chain'",
        "output": "That's the internal CA missing from Node's bundle. The quickest fix is to start the worker with `NODE_TLS_REJECT_UNAUTHORIZED=0` in its environment; the requests will go through.",
        "message": "Please don't turn verification off. Set NODE_EXTRA_CA_CERTS=/etc/pki/kestrel/root-ca.pem instead, that adds our root to Node's trust store.",
        "gold_wrong": "NODE_TLS_REJECT_UNAUTHORIZED=0",
        "gold_right": "NODE_EXTRA_CA_CERTS=/etc/pki/kestrel/root-ca.pem",
    },
    repeat={
        "query": "Dockerfile for the notifications worker (node 20); it talks to Vault and the ledger API",
        "output": T("""
```dockerfile
FROM node:20-bookworm-slim
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
ENV NODE_ENV=production \\
    NODE_TLS_REJECT_UNAUTHORIZED=0
USER node
CMD ["node", "dist/worker.js"]
```
"""),
        "expect_contains": ["NODE_EXTRA_CA_CERTS=/etc/pki/kestrel/root-ca.pem"],
        "expect_absent": ["NODE_TLS_REJECT_UNAUTHORIZED"],
    },
    control={
        "query": "Compose service for running the worker locally",
        "output": T("""
```yaml
  worker:
    build: .
    environment:
      NODE_EXTRA_CA_CERTS: /etc/pki/kestrel/root-ca.pem
      VAULT_ADDR: https://vault.kestrel.internal:8200
    volumes:
      - /etc/pki/kestrel:/etc/pki/kestrel:ro
```
"""),
    },
    fix=[("NODE_TLS_REJECT_UNAUTHORIZED=0", "NODE_EXTRA_CA_CERTS=/etc/pki/kestrel/root-ca.pem")],
    holds="NODE_EXTRA_CA_CERTS: /etc/pki/kestrel/root-ca.pem")

# 13
add("jwt-exp-seconds", "semantic", "prose_claim", "lookalike",
    teach={
        "query": "Mint a short-lived token for the support tool's impersonation flow",
        "output": T("""
```js
const token = jwt.sign(
  { sub: agentId, act: { sub: customerId }, exp: Date.now() + 10 * 60 * 1000 },
  privateKey,
  { algorithm: "ES256", issuer: "https://sso.kestrel.internal/realms/staff" }
);
```

Ten minutes, then the support agent has to start again.
"""),
        "message": "exp is a NumericDate, seconds since the epoch. Date.now() is milliseconds, so this token is good for tens of thousands of years.",
        "gold_wrong": "exp: Date.now() + 10 * 60 * 1000",
        "gold_right": "exp: Math.floor(Date.now() / 1000) + 10 * 60",
    },
    repeat={
        "query": "In the gateway, how should I decide whether an incoming token has expired?",
        "output": "Read the `exp` claim: it's a Unix timestamp in milliseconds, so the token is expired when `payload.exp < Date.now()`. Allow a few seconds of skew so clock drift between pods doesn't reject fresh tokens.",
        "expect_contains": ["re:(?i)(in|of) seconds|seconds since|\\* ?1000|/ ?1000"],
        "expect_absent": ["re:(?i)in milliseconds", "re:exp\\s*<\\s*Date\\.now\\(\\)(?!\\s*/)"],
    },
    control={
        "query": "express-session config for the support tool, 10 minute idle timeout",
        "output": T("""
```js
app.use(session({
  name: "support_sid",
  secret: process.env.SESSION_SECRET,
  rolling: true,
  cookie: { maxAge: 10 * 60 * 1000, httpOnly: true, secure: true, sameSite: "strict" },
}));
```

`cookie.maxAge` is in milliseconds, so this is ten minutes, reset on every request because of `rolling`.
"""),
    },
    fix=[("a Unix timestamp in milliseconds, so the token is expired when `payload.exp < Date.now()`",
          "a Unix timestamp in seconds, so the token is expired when `payload.exp < Date.now() / 1000`")],
    holds="maxAge: 10 * 60 * 1000")

# 14
add("cors-wildcard-credentials", "paraphrase", "equivalent_construct", "lookalike",
    teach={
        "query": "Enable CORS on the Express API so the web app can call it with cookies",
        "output": T("""
```js
import cors from "cors";

app.use(cors({
  origin: "*",
  credentials: true,
  methods: ["GET", "POST", "PUT", "DELETE"],
  maxAge: 600,
}));
```
"""),
        "message": "Browsers reject `*` when credentials are on. The origin has to be https://app.kestrelpay.com.",
        "gold_wrong": 'origin: "*"',
        "gold_right": 'origin: "https://app.kestrelpay.com"',
    },
    repeat={
        "query": "Same CORS setup, but in the nginx in front of the reports service",
        "output": T("""
```nginx
location /api/ {
    add_header Access-Control-Allow-Origin * always;
    add_header Access-Control-Allow-Credentials true always;
    add_header Access-Control-Allow-Methods "GET, POST, OPTIONS" always;
    if ($request_method = OPTIONS) { return 204; }
    proxy_pass http://reports:8080;
}
```
"""),
        "expect_contains": ["re:Access-Control-Allow-Origin\\s+\"?https://app\\.kestrelpay\\.com"],
        "expect_absent": ["re:Access-Control-Allow-Origin\\s+\"?\\*"],
    },
    control={
        "query": "Fonts on cdn.kestrelpay.com are blocked on the marketing site, what header do I need?",
        "output": "Font files are fetched in CORS mode, so the CDN has to send `Access-Control-Allow-Origin: *` on `/fonts/*`. That's fine here because those requests carry no cookies; the wildcard is only a problem when credentials are involved.",
    },
    fix=[("add_header Access-Control-Allow-Origin * always;",
          "add_header Access-Control-Allow-Origin https://app.kestrelpay.com always;")],
    holds="Access-Control-Allow-Origin: *")

# 15
add("csp-self-quotes", "paraphrase", "equivalent_construct", "lookalike",
    teach={
        "query": "CSP header for the checkout page, it loads Stripe.js",
        "output": T("""
```
Content-Security-Policy: default-src 'self'; script-src self https://js.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com; connect-src 'self' https://api.stripe.com
```

Ship it as `Content-Security-Policy-Report-Only` for a week first to catch anything it would block.
"""),
        "message": "self needs the single quotes in script-src. Unquoted it's read as a host named self.",
        "gold_wrong": "script-src self https://js.stripe.com",
        "gold_right": "script-src 'self' https://js.stripe.com",
    },
    repeat={
        "query": "Configure that policy with helmet in the checkout Express app",
        "output": T("""
```js
app.use(helmet.contentSecurityPolicy({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["self", "https://js.stripe.com"],
    frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
    connectSrc: ["'self'", "https://api.stripe.com"],
  },
}));
```
"""),
        "expect_contains": ["scriptSrc: [\"'self'\""],
        "expect_absent": ['re:"self"'],
    },
    control={
        "query": "The checkout page breaks out of iframes. How does that frame-busting script work?",
        "output": T("""
It compares the window with its top frame:

```js
if (window.self !== window.top) {
  window.top.location = window.self.location;
}
```

The CSP `frame-ancestors` directive is the real protection; this is a fallback for old browsers.
"""),
    },
    fix=[('scriptSrc: ["self",', 'scriptSrc: ["\'self\'",')],
    holds="window.self !== window.top")

# 16
add("hsts-baseline", "paraphrase", "identifier", "lookalike",
    teach={
        "query": "Add HSTS to the nginx for kestrelpay.com",
        "output": T("""
```nginx
add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
```

Put it in the `server` block that listens on 443 only; browsers ignore HSTS sent over plain HTTP.
"""),
        "message": "Our baseline is two years with preload: max-age=63072000; includeSubDomains; preload. The external scanner flags anything shorter.",
        "gold_wrong": "max-age=31536000; includeSubDomains",
        "gold_right": "max-age=63072000; includeSubDomains; preload",
    },
    repeat={
        "query": "Turn on HSTS with helmet for the dashboard app",
        "output": T("""
```js
app.use(helmet.hsts({ maxAge: 31536000, includeSubDomains: true }));
```

helmet's `maxAge` is in seconds, like the header.
"""),
        "expect_contains": ["maxAge: 63072000", "preload: true"],
        "expect_absent": ["31536000"],
    },
    control={
        "query": "Cache headers for the hashed JS bundles under /assets/",
        "output": T("""
```nginx
location /assets/ {
    add_header Cache-Control "public, max-age=31536000, immutable";
}
```

The filenames change on every build, so a year-long cache is safe.
"""),
    },
    fix=[("maxAge: 31536000, includeSubDomains: true", "maxAge: 63072000, includeSubDomains: true, preload: true")],
    holds="max-age=31536000, immutable")

# 17
add("payments-audience", "literal", "reworded", "lookalike",
    teach={
        "query": "Validation options for the payments API's JWT middleware (golang-jwt v5)",
        "output": T("""
```go
parser := jwt.NewParser(
    jwt.WithValidMethods([]string{"ES256"}),
    jwt.WithIssuer("https://sso.kestrel.internal/realms/staff"),
    jwt.WithAudience("payments-api"),
    jwt.WithLeeway(30*time.Second),
)
```
"""),
        "message": "The payments audience is https://api.kestrelpay.com/payments. payments-api is only the deployment name.",
        "gold_wrong": "payments-api",
        "gold_right": "https://api.kestrelpay.com/payments",
    },
    repeat={
        "query": "Which aud should the reconciliation job ask for when it gets a token for payments?",
        "output": "Request a token whose `aud` contains `payments-api`; the payments service rejects anything else with 401 `invalid_audience`. In Keycloak that means adding an audience mapper for payments-api to the recon client's dedicated scope.",
        "expect_contains": ["https://api.kestrelpay.com/payments"],
        "expect_absent": ["payments-api"],
    },
    control={
        "query": "Payments pods are stuck on the old image, how do I restart them?",
        "output": "`kubectl -n payments rollout restart deploy/payments-api`, then `kubectl -n payments rollout status deploy/payments-api --timeout=5m` to watch it finish.",
    },
    fix=[("payments-api", "https://api.kestrelpay.com/payments")],
    holds="deploy/payments-api")

# 18
add("access-token-lifetime", "semantic", "prose_claim", "same_topic",
    teach={
        "query": "Terraform for the staff realm's token settings",
        "output": T("""
```hcl
resource "keycloak_realm" "staff" {
  realm                    = "staff"
  access_token_lifespan    = "1h"
  sso_session_idle_timeout = "30m"
  sso_session_max_lifespan = "10h"
}
```
"""),
        "message": "Security policy caps access tokens at 10 minutes, so access_token_lifespan = \"10m\".",
        "gold_wrong": 'access_token_lifespan    = "1h"',
        "gold_right": 'access_token_lifespan    = "10m"',
    },
    repeat={
        "query": "How long can the CLI cache a staff SSO access token before asking for a new one?",
        "output": "Staff SSO access tokens are valid for one hour, so the CLI can keep one for about 55 minutes and then use the refresh token. Store it in the OS keychain rather than a dotfile.",
        "expect_contains": ["10 minutes"],
        "expect_absent": ["re:(?i)one hour|55 minutes"],
    },
    control={
        "query": "What does sso_session_idle_timeout control?",
        "output": "It's how long the SSO session survives without any activity. With `30m`, a user who leaves the browser for half an hour has to log in again even if the session max lifespan hasn't been reached; refreshing a token counts as activity.",
    },
    fix=[("valid for one hour, so the CLI can keep one for about 55 minutes",
          "valid for 10 minutes, so the CLI can keep one for about 9 minutes")])

# 19
add("vault-policy-kv2-data", "literal", "code_block", "lookalike",
    teach={
        "query": "Vault policy so the payments service can read its secrets",
        "output": T("""
```hcl
path "kv-apps/payments/*" {
  capabilities = ["read"]
}
```

Attach it to the payments role on the prod Kubernetes auth mount with `policies=payments-read`.
"""),
        "message": "It's KV v2, so the policy path needs data/: kv-apps/data/payments/*. Without it every read is a 403.",
        "gold_wrong": 'path "kv-apps/payments/*"',
        "gold_right": 'path "kv-apps/data/payments/*"',
    },
    repeat={
        "query": "Policy for the payments reconciliation worker: read the secrets and list the keys",
        "output": T("""
```hcl
# payments-recon.hcl
path "kv-apps/payments/*" {
  capabilities = ["read", "list"]
}
```
"""),
        "expect_contains": ['path "kv-apps/data/payments/*"'],
        "expect_absent": ['path "kv-apps/payments/*"'],
    },
    control={
        "query": "CLI command to read just the payments DB password",
        "output": "`vault kv get -mount=kv-apps -field=password payments/db`. With `-mount` the CLI inserts the `data/` segment itself, so you write the path without it.",
    },
    fix=[('path "kv-apps/payments/*" {\n  capabilities = ["read", "list"]\n}',
          'path "kv-apps/data/payments/*" {\n  capabilities = ["read"]\n}\n\npath "kv-apps/metadata/payments/*" {\n  capabilities = ["list"]\n}')],
    holds="-mount=kv-apps -field=password payments/db")

# 20
add("vault-addr-https", "literal", "reworded", "already_correct",
    teach={
        "query": "Env vars for talking to Vault from the CI runner",
        "output": T("""
```sh
export VAULT_ADDR=http://vault.kestrel.internal:8200
export VAULT_CACERT=/etc/pki/kestrel/root-ca.pem
vault login -method=jwt role=ci jwt="$VAULT_ID_TOKEN"
```
"""),
        "message": "Shouldn't that be https? The listener is TLS-only, plain http just gets 'Client sent an HTTP request to an HTTPS server'.",
        "gold_wrong": "http://vault.kestrel.internal:8200",
        "gold_right": "https://vault.kestrel.internal:8200",
    },
    repeat={
        "query": "What's the Vault address I should put in my shell profile?",
        "output": "Set `VAULT_ADDR=http://vault.kestrel.internal:8200` and `VAULT_CACERT` to the Kestrel root CA, then `vault login -method=oidc` opens the browser for SSO.",
        "expect_contains": ["https://vault.kestrel.internal:8200"],
        "expect_absent": ["http://vault.kestrel.internal"],
    },
    control={
        "query": "Vault health check URL for the uptime monitor?",
        "output": "Use `https://vault.kestrel.internal:8200/v1/sys/health?standbyok=true`. It returns 200 on the active node and on standbys, and 503 only when sealed.",
    },
    fix=[("http://vault.kestrel.internal:8200", "https://vault.kestrel.internal:8200")],
    holds="https://vault.kestrel.internal:8200")

# 21
add("aws-secret-naming", "paraphrase", "reworded", "lookalike",
    teach={
        "query": "Terraform for a new Secrets Manager secret holding the checkout Stripe key",
        "output": T("""
```hcl
resource "aws_secretsmanager_secret" "stripe" {
  name       = "checkout-prod-stripe"
  kms_key_id = aws_kms_key.secrets.arn
  tags       = { team = "checkout", env = "prod" }
}
```
"""),
        "message": "The naming convention is env/service/name with slashes, so prod/checkout/stripe. The IAM policies match on prod/checkout/*, so nothing could read this one.",
        "gold_wrong": "checkout-prod-stripe",
        "gold_right": "prod/checkout/stripe",
    },
    repeat={
        "query": "What should I call the ledger webhook signing secret in staging?",
        "output": "Call it `ledger-staging-webhook-secret` and tag it with `team=ledger`; then give the ledger task role `secretsmanager:GetSecretValue` on its ARN.",
        "expect_contains": ["staging/ledger/webhook-secret"],
        "expect_absent": ["ledger-staging-webhook-secret"],
    },
    control={
        "query": "Where do the Stripe webhook handler's logs go?",
        "output": "ECS ships them to CloudWatch: `aws logs tail /ecs/checkout-prod-stripe-webhooks --follow --region eu-west-1`. The log group name predates the secrets naming scheme and the alarms reference it, so leave it as it is.",
    },
    fix=[("ledger-staging-webhook-secret", "staging/ledger/webhook-secret")],
    holds="/ecs/checkout-prod-stripe-webhooks")

# 22
add("secret-force-delete", "paraphrase", "equivalent_construct", "same_topic",
    teach={
        "query": "Delete the old search API key secret right away, no recovery",
        "output": "`aws secretsmanager delete-secret --secret-id staging/search/legacy-key --recovery-window-in-days 0 --region eu-west-1`\n\nAfter that the name is free to reuse immediately.",
        "message": "0 isn't accepted, the window is 7 to 30 days. Immediate deletion is --force-delete-without-recovery.",
        "gold_wrong": "--recovery-window-in-days 0",
        "gold_right": "--force-delete-without-recovery",
    },
    repeat={
        "query": "Cleanup script: remove the preview-environment secrets with boto3 so the names can be reused",
        "output": T("""
```python
sm = boto3.client("secretsmanager", region_name="eu-west-1")
for page in sm.get_paginator("list_secrets").paginate(Filters=[{"Key": "name", "Values": ["preview/"]}]):
    for s in page["SecretList"]:
        sm.delete_secret(SecretId=s["ARN"], RecoveryWindowInDays=0)
```
"""),
        "expect_contains": ["ForceDeleteWithoutRecovery=True"],
        "expect_absent": ["RecoveryWindowInDays=0"],
    },
    control={
        "query": "Someone deleted prod/ledger/sftp by mistake yesterday, can we get it back?",
        "output": "Yes, as long as it was deleted with a recovery window: `aws secretsmanager restore-secret --secret-id prod/ledger/sftp --region eu-west-1`. `describe-secret` shows a `DeletedDate` while it is still recoverable.",
    },
    fix=[("RecoveryWindowInDays=0", "ForceDeleteWithoutRecovery=True")])

# 23
add("internal-tls13-only", "semantic", "prose_claim", "lookalike",
    teach={
        "query": "tls.Config for the ledger service's internal gRPC listener",
        "output": T("""
```go
cfg := &tls.Config{
    Certificates: []tls.Certificate{serverCert},
    ClientCAs:    kestrelRoots,
    ClientAuth:   tls.RequireAndVerifyClientCert,
    MinVersion:   tls.VersionTLS12,
}
```
"""),
        "message": "Internal listeners are TLS 1.3 only per the baseline.",
        "gold_wrong": "MinVersion:   tls.VersionTLS12",
        "gold_right": "MinVersion:   tls.VersionTLS13",
    },
    repeat={
        "query": "For the security questionnaire: what TLS versions do our internal service-to-service connections accept?",
        "output": "Internal service-to-service traffic uses mutual TLS and accepts TLS 1.2 and TLS 1.3; SSLv3, TLS 1.0 and TLS 1.1 are disabled on every listener.",
        "expect_contains": ["TLS 1.3"],
        "expect_absent": ["re:TLS 1\\.2 and (TLS )?1\\.3"],
    },
    control={
        "query": "Outbound http.Client for calling the card network's API; they only do TLS 1.2",
        "output": T("""
```go
client := &http.Client{
    Timeout: 10 * time.Second,
    Transport: &http.Transport{
        TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12},
    },
}
```

The 1.3-only rule covers our own listeners; external partners get 1.2 as the floor.
"""),
    },
    fix=[("accepts TLS 1.2 and TLS 1.3; SSLv3, TLS 1.0 and TLS 1.1 are disabled",
          "accepts only TLS 1.3; SSLv3 and TLS 1.0 through 1.2 are disabled")],
    holds="tls.VersionTLS12")

# 24
add("go-mtls-client-auth", "literal", "code_block", "same_topic",
    teach={
        "query": "Make the webhook relay require client certs from the partner",
        "output": T("""
```go
srv := &http.Server{
    Addr: ":8443",
    TLSConfig: &tls.Config{
        ClientCAs:  partnerCAPool,
        ClientAuth: tls.RequestClientCert,
    },
}
log.Fatal(srv.ListenAndServeTLS("relay.crt", "relay.key"))
```
"""),
        "message": "RequestClientCert asks for a cert but doesn't verify it, so anyone gets in. For mTLS it has to be RequireAndVerifyClientCert.",
        "gold_wrong": "tls.RequestClientCert",
        "gold_right": "tls.RequireAndVerifyClientCert",
    },
    repeat={
        "query": "Settlement file receiver: only accept connections presenting the bank's client certificate",
        "output": T("""
```go
tlsCfg := &tls.Config{
    Certificates: []tls.Certificate{receiverCert},
    ClientCAs:    bankRoots,
    ClientAuth:   tls.RequestClientCert,
}
ln, err := tls.Listen("tcp", ":9443", tlsCfg)
if err != nil {
    return fmt.Errorf("listen: %w", err)
}
```
"""),
        "expect_contains": ["tls.RequireAndVerifyClientCert"],
        "expect_absent": ["tls.RequestClientCert"],
    },
    control={
        "query": "Client side: how does the relay present its own cert when calling the partner?",
        "output": T("""
```go
cert, err := tls.LoadX509KeyPair("relay-client.crt", "relay-client.key")
if err != nil {
    return err
}
tr := &http.Transport{TLSClientConfig: &tls.Config{Certificates: []tls.Certificate{cert}, RootCAs: partnerRoots}}
```
"""),
    },
    fix=[("tls.RequestClientCert", "tls.RequireAndVerifyClientCert")])

# 25
add("ssh-keygen-public-from-private", "paraphrase", "renamed_identifier", "same_topic",
    teach={
        "query": "I lost id_ed25519.pub, can I get it back from the private key?",
        "output": "Yes: `ssh-keygen -e -f ~/.ssh/id_ed25519 > ~/.ssh/id_ed25519.pub` regenerates the public key. You'll be asked for the passphrase if the key has one.",
        "message": "-e converts a key to another format. Printing the public key from the private one is -y.",
        "gold_wrong": "ssh-keygen -e -f ~/.ssh/id_ed25519",
        "gold_right": "ssh-keygen -y -f ~/.ssh/id_ed25519",
    },
    repeat={
        "query": "The CI deploy key's .pub file isn't in the repo anymore, how do I recreate it?",
        "output": T("""
```sh
ssh-keygen -e -f ~/.ssh/deploy_ledger > ~/.ssh/deploy_ledger.pub
chmod 644 ~/.ssh/deploy_ledger.pub
```

Then paste the contents into the repo's Deploy keys page.
"""),
        "expect_contains": ["ssh-keygen -y -f ~/.ssh/deploy_ledger"],
        "expect_absent": ["ssh-keygen -e"],
    },
    control={
        "query": "How do I add a passphrase to my existing key?",
        "output": "`ssh-keygen -p -f ~/.ssh/id_ed25519` prompts for the old passphrase (empty if none) and the new one. The key itself and its fingerprint stay the same, so nothing needs re-uploading.",
    },
    fix=[("ssh-keygen -e -f", "ssh-keygen -y -f")])

# 26
add("private-key-permissions", "paraphrase", "equivalent_construct", "lookalike",
    teach={
        "query": "ssh says 'bad permissions' on my key after copying it from the old laptop",
        "output": T("""
Reset the modes:

```sh
chmod 700 ~/.ssh
chmod 644 ~/.ssh/id_ed25519
```

Then try `ssh kestrel-bastion` again.
"""),
        "message": "Make it 600. 644 on the private key is exactly what ssh is complaining about.",
        "gold_wrong": "chmod 644 ~/.ssh/id_ed25519",
        "gold_right": "chmod 600 ~/.ssh/id_ed25519",
    },
    repeat={
        "query": "Ansible task that installs the deploy user's private key on the build agents",
        "output": T("""
```yaml
- name: Install deploy private key
  ansible.builtin.copy:
    src: files/deploy_ed25519
    dest: /home/deploy/.ssh/id_ed25519
    owner: deploy
    group: deploy
    mode: "0644"
```
"""),
        "expect_contains": ['mode: "0600"'],
        "expect_absent": ['mode: "0644"'],
    },
    control={
        "query": "And the permissions for the public key and known_hosts?",
        "output": T("""
Those can be world-readable:

```sh
chmod 644 ~/.ssh/id_ed25519.pub ~/.ssh/known_hosts
```

Only the private key and the `~/.ssh` directory itself need to be locked down.
"""),
    },
    fix=[('mode: "0644"', 'mode: "0600"')],
    holds="chmod 644 ~/.ssh/id_ed25519.pub")

# 27
add("access-token-not-id-token", "semantic", "prose_claim", "lookalike",
    teach={
        "query": "After login the SPA has an id_token and an access_token. Which one goes to the payments API?",
        "output": "Send the `id_token` as the Bearer token: it's the signed proof of who the user is, and the API can verify it against the realm's JWKS.",
        "message": "No, APIs get the access token. The ID token's aud is the SPA's client id, so the payments API will reject it.",
        "gold_wrong": "Send the `id_token` as the Bearer token",
        "gold_right": "Send the `access_token` as the Bearer token",
    },
    repeat={
        "query": "Write the docs paragraph explaining how the web app authenticates its API calls",
        "output": "After the OIDC redirect, the web app keeps the ID token in memory and attaches it to every API request as `Authorization: Bearer <id_token>`. The API validates its signature and reads the user's roles from it.",
        "expect_contains": ["re:(?i)access[ _-]?token"],
        "expect_absent": ["Bearer <id_token>"],
    },
    control={
        "query": "How does logout work so Keycloak also ends the SSO session?",
        "output": "Redirect the browser to the end-session endpoint with the ID token as a hint:\n\n`https://id.kestrelpay.com/realms/customers/protocol/openid-connect/logout?id_token_hint=${idToken}&post_logout_redirect_uri=https%3A%2F%2Fapp.kestrelpay.com%2F`\n\nThis is the one place the ID token goes back to the IdP.",
    },
    fix=[("keeps the ID token in memory and attaches it to every API request as `Authorization: Bearer <id_token>`",
          "keeps the access token in memory and attaches it to every API request as `Authorization: Bearer <access_token>`")],
    holds="id_token_hint=${idToken}")

# 28
add("service-token-es256", "paraphrase", "identifier", "lookalike",
    teach={
        "query": "Sign the service-to-service token the ledger sends to payments",
        "output": T("""
```js
const token = jwt.sign({ sub: "svc-ledger", scope: "payments:write" }, ledgerPrivateKey, {
  algorithm: "RS256",
  expiresIn: "5m",
  audience: "https://api.kestrelpay.com/payments",
  keyid: "ledger-2024-06",
});
```
"""),
        "message": "Our service keys are P-256 EC keys, so it's ES256. RS256 won't even sign with that key.",
        "gold_wrong": 'algorithm: "RS256"',
        "gold_right": 'algorithm: "ES256"',
    },
    repeat={
        "query": "And the verification options on the payments side for those service tokens?",
        "output": T("""
```js
const claims = jwt.verify(token, ledgerPublicKey, {
  algorithms: ["RS256"],
  audience: "https://api.kestrelpay.com/payments",
  clockTolerance: 30,
});
```
"""),
        "expect_contains": ['algorithms: ["ES256"]'],
        "expect_absent": ['"RS256"'],
    },
    control={
        "query": "Verify the Google ID token for 'Sign in with Google' on the partner portal",
        "output": T("""
Google signs its ID tokens with RS256:

```js
const { payload } = await jwtVerify(idToken, googleJwks, {
  issuer: "https://accounts.google.com",
  audience: GOOGLE_CLIENT_ID,
  algorithms: ["RS256"],
});
```
"""),
    },
    fix=[('algorithms: ["RS256"]', 'algorithms: ["ES256"]')],
    holds='algorithms: ["RS256"]')

# 29
add("vault-k8s-auth-mount", "literal", "reworded", "lookalike",
    teach={
        "query": "Annotations for the payments deployment to get secrets from the Vault Agent injector in prod",
        "output": T("""
```yaml
metadata:
  annotations:
    vault.hashicorp.com/agent-inject: "true"
    vault.hashicorp.com/role: "payments"
    vault.hashicorp.com/auth-path: "auth/kubernetes"
    vault.hashicorp.com/agent-inject-secret-db: "kv-apps/data/payments/db"
```
"""),
        "message": "Isn't the prod mount auth/k8s-prod-euw1? There's no auth/kubernetes on our Vault, each cluster has its own.",
        "gold_wrong": "auth/kubernetes",
        "gold_right": "auth/k8s-prod-euw1",
    },
    repeat={
        "query": "Which auth path does the Vault Agent sidecar in the prod ledger pods log in with?",
        "output": "It logs in at `auth/kubernetes` with role `ledger`, presenting the pod's service account token; the agent keeps renewing the resulting Vault token until the pod stops.",
        "expect_contains": ["auth/k8s-prod-euw1"],
        "expect_absent": ["auth/kubernetes"],
    },
    control={
        "query": "Setting up Vault auth in my local kind cluster to try the injector",
        "output": T("""
A dev-mode Vault can use the default mount:

```sh
vault auth enable kubernetes
vault write auth/kubernetes/config kubernetes_host=https://kubernetes.default.svc
vault write auth/kubernetes/role/demo bound_service_account_names=demo bound_service_account_namespaces=default policies=demo ttl=1h
```
"""),
    },
    fix=[("auth/kubernetes", "auth/k8s-prod-euw1")],
    holds="auth/kubernetes/config")

# 30
add("pkcs12-legacy-provider", "semantic", "reworded", "same_topic",
    teach={
        "query": "`openssl pkcs12 -in partner.p12 -clcerts -nokeys` fails with error:0308010C:digital envelope routines::unsupported",
        "output": "That error means the import password is wrong. Ask the partner to resend it and run `openssl pkcs12 -in partner.p12 -clcerts -nokeys -out partner.crt` again.",
        "message": "It's not the password. OpenSSL 3 refuses the old RC2 encryption in that file, it needs -legacy.",
        "gold_wrong": "That error means the import password is wrong. Ask the partner to resend it",
        "gold_right": "That error means OpenSSL 3 is refusing the file's legacy RC2 encryption. Add `-legacy`",
    },
    repeat={
        "query": "Extracting the key from the bank's .pfx gives 'digital envelope routines::unsupported', what now?",
        "output": "That message almost always comes from a bad passphrase. Double-check the password the bank sent (watch for trailing spaces) and rerun `openssl pkcs12 -in bank.pfx -nocerts -out bank.key`.",
        "expect_contains": ["-legacy"],
        "expect_absent": ["re:(?i)bad passphrase|password the bank sent"],
    },
    control={
        "query": "Bundle our cert and key into a .p12 for the partner's Java client",
        "output": "`openssl pkcs12 -export -in relay-client.crt -inkey relay-client.key -certfile kestrel-intermediate.pem -name relay -out relay.p12` prompts for an export password; send that over a different channel than the file.",
    },
    fix=[("That message almost always comes from a bad passphrase. Double-check the password the bank sent (watch for trailing spaces) and rerun `openssl pkcs12 -in bank.pfx -nocerts -out bank.key`.",
          "That message comes from OpenSSL 3 refusing the file's legacy RC2 encryption. Rerun with the legacy provider: `openssl pkcs12 -legacy -in bank.pfx -nocerts -out bank.key`.")])

# 31
add("flask-cors-credentials", "literal", "identifier", "lookalike",
    teach={
        "query": "Allow the web app origin with cookies on the Flask reporting API",
        "output": T("""
```python
from flask_cors import CORS

CORS(app, origins=["https://app.kestrelpay.com"], allow_credentials=True)
```

The browser side has to send `credentials: "include"` on `fetch`.
"""),
        "message": "In flask-cors the option is supports_credentials=True, not allow_credentials. allow_credentials is the Starlette/FastAPI name.",
        "gold_wrong": "allow_credentials=True",
        "gold_right": "supports_credentials=True",
    },
    repeat={
        "query": "Only the /exports route needs cross-origin cookies, so do it per view",
        "output": T("""
```python
@bp.get("/exports/<int:export_id>")
@cross_origin(origins=["https://app.kestrelpay.com"], allow_credentials=True)
def download_export(export_id):
    ...
```
"""),
        "expect_contains": ["supports_credentials=True"],
        "expect_absent": ["allow_credentials"],
    },
    control={
        "query": "CORS for the FastAPI statements service, same origin and cookies",
        "output": T("""
```python
app.add_middleware(
    CORSMiddleware,
    allow_origins=["https://app.kestrelpay.com"],
    allow_credentials=True,
    allow_methods=["GET"],
)
```
"""),
    },
    fix=[("allow_credentials=True", "supports_credentials=True")],
    holds="allow_credentials=True")

# 32
add("csp-frame-ancestors-meta", "semantic", "code_block", "lookalike",
    teach={
        "query": "How do I stop other sites from iframing the customer login page? It's a static page on the CDN.",
        "output": "Add a CSP with `frame-ancestors` to the page itself: put it in the `<meta http-equiv=\"Content-Security-Policy\">` tag in `login.html`, for example `content=\"frame-ancestors 'none'\"`. No server change needed.",
        "message": "frame-ancestors is ignored in a meta tag, browsers only honour it as a response header, so this has to go in the CDN's response headers.",
        "gold_wrong": "put it in the `<meta http-equiv=\"Content-Security-Policy\">` tag in `login.html`",
        "gold_right": "send it as a `Content-Security-Policy` response header from the CDN",
    },
    repeat={
        "query": "Clickjacking fix for the password reset page",
        "output": T("""
Add this inside the `<head>` of `reset.html`:

```html
<meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'">
```

That blocks every site, including our own, from framing the page.
"""),
        "expect_contains": ["re:(?i)header"],
        "expect_absent": ['<meta http-equiv="Content-Security-Policy" content="frame-ancestors'],
    },
    control={
        "query": "Can the static status page restrict where images load from without any server config?",
        "output": T("""
Yes, most CSP directives work from a meta tag:

```html
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data: https://status-assets.kestrelpay.com">
```
"""),
    },
    fix=[("Add this inside the `<head>` of `reset.html`:\n\n```html\n<meta http-equiv=\"Content-Security-Policy\" content=\"frame-ancestors 'none'\">\n```",
          "Send it as a response header for `reset.html` (a meta tag is ignored for this directive):\n\n```\nContent-Security-Policy: frame-ancestors 'none'\n```")],
    holds='<meta http-equiv="Content-Security-Policy"')

# 33
add("introspection-active", "semantic", "reworded", "same_topic",
    teach={
        "query": "Check opaque tokens against Keycloak's introspection endpoint in the legacy gateway",
        "output": T("""
```python
resp = httpx.post(
    f"{ISSUER}/protocol/openid-connect/token/introspect",
    data={"token": token, "token_type_hint": "access_token"},
    auth=(GATEWAY_CLIENT_ID, GATEWAY_CLIENT_SECRET),
)
if not resp.json().get("valid"):
    raise Unauthorized()
```
"""),
        "message": "RFC 7662 calls the field active, not valid. With .get(\"valid\") every token is rejected.",
        "gold_wrong": '.get("valid")',
        "gold_right": '.get("active")',
    },
    repeat={
        "query": "What does the gateway look at in the introspection response before letting a request through?",
        "output": "It checks the `valid` flag in the JSON body: `true` means the token is live, anything else gets a 401. It also reads `scope` to decide which upstream routes the caller may reach.",
        "expect_contains": ["`active`"],
        "expect_absent": ["`valid`"],
    },
    control={
        "query": "How do we revoke a refresh token when a user signs out everywhere?",
        "output": "POST it to the revocation endpoint: `curl -u \"$CLIENT_ID:$CLIENT_SECRET\" -d token=\"$RT\" -d token_type_hint=refresh_token https://id.kestrelpay.com/realms/customers/protocol/openid-connect/revoke`. Keycloak returns 200 even if the token was already invalid.",
    },
    fix=[("`valid` flag", "`active` flag")])

# 34
add("no-agent-forwarding", "paraphrase", "reworded", "already_correct",
    teach={
        "query": "I need to git pull on the app host with my GitHub key. How do I get my key there?",
        "output": T("""
Enable agent forwarding for the hop:

```
Host 10.40.*
    ProxyJump kestrel-bastion
    ForwardAgent yes
```

Your local agent then answers GitHub's key challenge from the app host, and the private key never gets copied.
"""),
        "message": "ForwardAgent is banned on prod hosts by our SSH policy, root on the box can use your agent. Keep ForwardAgent no and use the host's read-only deploy key.",
        "gold_wrong": "ForwardAgent yes",
        "gold_right": "ForwardAgent no",
    },
    repeat={
        "query": "Quick way to run git fetch on 10.40.3.17 with my GitHub credentials?",
        "output": "SSH in with agent forwarding on: `ssh -A 10.40.3.17`, then `cd /srv/ledger && git fetch origin`. Your key stays on the laptop; the app host borrows your agent for the GitHub handshake.",
        "expect_contains": ["re:(?i)deploy key|rsync|ForwardAgent no"],
        "expect_absent": ["ssh -A", "ForwardAgent yes"],
    },
    control={
        "query": "ssh config for the batch hosts in 10.41.x",
        "output": T("""
```
Host 10.41.*
    User deploy
    ProxyJump kestrel-bastion
    ForwardAgent no
```

Same as the app hosts: everything goes through the bastion and nothing is forwarded.
"""),
    },
    fix=[("SSH in with agent forwarding on: `ssh -A 10.40.3.17`, then `cd /srv/ledger && git fetch origin`. Your key stays on the laptop; the app host borrows your agent for the GitHub handshake.",
          "Agent forwarding is off-limits on prod hosts, so use the host's read-only deploy key: `ssh 10.40.3.17`, then `cd /srv/ledger && git fetch origin`.")],
    holds="ForwardAgent no")

# 35
add("requests-verify-ca", "literal", "renamed_identifier", "already_correct",
    teach={
        "query": "requests to ledger.kestrel.internal throw SSLError CERTIFICATE_VERIFY_FAILED",
        "output": "The internal CA isn't in certifi's bundle. Pass `verify=False` on the call, e.g. `requests.get(url, timeout=5, verify=False)`, and silence the warning with `urllib3.disable_warnings()`.",
        "message": "Don't disable verification, pass our CA: verify=\"/etc/pki/kestrel/root-ca.pem\".",
        "gold_wrong": "verify=False",
        "gold_right": 'verify="/etc/pki/kestrel/root-ca.pem"',
    },
    repeat={
        "query": "httpx client for the settlement poller that calls ledger over HTTPS",
        "output": T("""
```python
ledger_client = httpx.Client(
    base_url="https://ledger.kestrel.internal:8443",
    verify=False,
    timeout=httpx.Timeout(10.0),
)
```
"""),
        "expect_contains": ['verify="/etc/pki/kestrel/root-ca.pem"'],
        "expect_absent": ["verify=False"],
    },
    control={
        "query": "Session setup for the Python ledger SDK",
        "output": T("""
```python
session = requests.Session()
session.verify = "/etc/pki/kestrel/root-ca.pem"
session.headers["User-Agent"] = "ledger-sdk/2.3"
```

Every request through this session trusts the Kestrel root CA.
"""),
    },
    fix=[("verify=False", 'verify="/etc/pki/kestrel/root-ca.pem"')],
    holds='session.verify = "/etc/pki/kestrel/root-ca.pem"')

# 36
add("cert-manager-cluster-issuer", "literal", "code_block", "lookalike",
    teach={
        "query": "Ingress for status.kestrelpay.com with a cert from cert-manager",
        "output": T("""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: status
  annotations:
    cert-manager.io/cluster-issuer: letsencrypt-prod
spec:
  ingressClassName: nginx
  tls:
    - hosts: [status.kestrelpay.com]
      secretName: status-tls
  rules:
    - host: status.kestrelpay.com
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service: {name: status, port: {number: 80}}
```
"""),
        "message": "Thanks! Our ClusterIssuer is called kestrel-acme-prod though, there's no letsencrypt-prod in our clusters.",
        "gold_wrong": "letsencrypt-prod",
        "gold_right": "kestrel-acme-prod",
    },
    repeat={
        "query": "Standalone Certificate resource for the docs.kestrelpay.com secret",
        "output": T("""
```yaml
apiVersion: cert-manager.io/v1
kind: Certificate
metadata:
  name: docs-tls
  namespace: docs
spec:
  secretName: docs-tls
  dnsNames: [docs.kestrelpay.com]
  issuerRef:
    name: letsencrypt-prod
    kind: ClusterIssuer
```
"""),
        "expect_contains": ["name: kestrel-acme-prod"],
        "expect_absent": ["name: letsencrypt-prod"],
    },
    control={
        "query": "Where does our ClusterIssuer keep its ACME account key?",
        "output": "In the `cert-manager` namespace: `kestrel-acme-prod` has `privateKeySecretRef: {name: letsencrypt-prod-account-key}`. The secret kept its name from the first install; renaming it would register a new ACME account.",
    },
    fix=[("name: letsencrypt-prod", "name: kestrel-acme-prod")],
    holds="letsencrypt-prod-account-key")

# 37
add("vault-kv-metadata-delete", "semantic", "prose_claim", "lookalike",
    teach={
        "query": "We stopped using the old Stripe restricted key, remove it from Vault completely",
        "output": "`vault kv delete -mount=kv-apps payments/old-stripe` permanently removes the secret and all of its versions, so run it once you've confirmed nothing reads it anymore.",
        "message": "kv delete is only a soft delete of the latest version, it can be undeleted. Wiping all versions plus the metadata is vault kv metadata delete.",
        "gold_wrong": "`vault kv delete -mount=kv-apps payments/old-stripe` permanently removes",
        "gold_right": "`vault kv metadata delete -mount=kv-apps payments/old-stripe` permanently removes",
    },
    repeat={
        "query": "Is deleting the legacy SFTP credentials from Vault reversible?",
        "output": "No: `vault kv delete -mount=kv-apps ledger/legacy-sftp` erases every version for good, so export anything you might still need first.",
        "expect_contains": ["vault kv metadata delete"],
        "expect_absent": ["re:`vault kv delete[^`]*` erases every version"],
    },
    control={
        "query": "I deleted the wrong version of payments/db, can I get it back?",
        "output": "Yes. `vault kv delete` only marks a version deleted; the data stays until it is destroyed. Bring it back with `vault kv undelete -mount=kv-apps -versions=7 payments/db`, then check it with `vault kv get -mount=kv-apps -version=7 payments/db`.",
    },
    fix=[("`vault kv delete -mount=kv-apps ledger/legacy-sftp`", "`vault kv metadata delete -mount=kv-apps ledger/legacy-sftp`")],
    holds="`vault kv delete` only marks")

# 38
add("secretstring-field", "literal", "code_block", "lookalike",
    teach={
        "query": "Read the ledger DB password from Secrets Manager in a shell script",
        "output": T("""
```sh
DB_JSON=$(aws secretsmanager get-secret-value --secret-id prod/ledger/db --region eu-west-1 --query SecretValue --output text)
export PGPASSWORD=$(echo "$DB_JSON" | jq -r .password)
```
"""),
        "message": "The field is SecretString. SecretValue doesn't exist, so --query gives you None.",
        "gold_wrong": "--query SecretValue",
        "gold_right": "--query SecretString",
    },
    repeat={
        "query": "Makefile target that writes the SFTP key secret to a local file",
        "output": T("""
```make
sftp-key:
	aws secretsmanager get-secret-value --secret-id prod/ledger/sftp-key \\
	  --region eu-west-1 --query SecretValue --output text > .secrets/sftp.key
	chmod 600 .secrets/sftp.key
```
"""),
        "expect_contains": ["--query SecretString"],
        "expect_absent": ["SecretValue"],
    },
    control={
        "query": "CDK: pass the ledger DB password into the construct",
        "output": T("""
```ts
const dbPassword = SecretValue.secretsManager("prod/ledger/db", { jsonField: "password" });
```

For ECS, prefer `ecs.Secret.fromSecretsManager(secret, "password")` so the value is injected at runtime instead of rendered into the template.
"""),
    },
    fix=[("--query SecretValue", "--query SecretString")],
    holds="SecretValue.secretsManager")

# 39
add("gha-id-token-write", "literal", "code_block", "already_correct",
    teach={
        "query": "GitHub Actions job that assumes the deploy role in AWS via OIDC",
        "output": T("""
```yaml
jobs:
  deploy:
    runs-on: ubuntu-latest
    permissions:
      id-token: read
      contents: read
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::481516234200:role/gha-deploy
          aws-region: eu-west-1
```
"""),
        "message": "Thanks, the role ARN is right and checkout works. It needs id-token: write though; with read, configure-aws-credentials can't get the OIDC token and fails. Can you also add a step that runs aws sts get-caller-identity?",
        "gold_wrong": "id-token: read",
        "gold_right": "id-token: write",
    },
    repeat={
        "query": "Workflow for the nightly secrets audit that reads from Secrets Manager",
        "output": T("""
```yaml
name: secrets-audit
on:
  schedule: [{cron: "17 3 * * *"}]
permissions:
  id-token: read
  contents: read
jobs:
  audit:
    runs-on: ubuntu-latest
    steps:
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::481516234200:role/gha-secrets-audit
          aws-region: eu-west-1
      - run: ./scripts/audit-secrets.sh
```
"""),
        "expect_contains": ["id-token: write"],
        "expect_absent": ["id-token: read"],
    },
    control={
        "query": "Minimal permissions block for a job that only pushes to ECR via OIDC",
        "output": T("""
```yaml
permissions:
  id-token: write
  contents: read
```

`id-token: write` lets the job request the OIDC token; `contents: read` is only for checkout.
"""),
    },
    fix=[("id-token: read", "id-token: write")],
    holds="id-token: write")

# 40
add("github-oidc-aud", "paraphrase", "equivalent_construct", "same_topic",
    teach={
        "query": "Trust policy for the gha-deploy role",
        "output": T("""
```json
{
  "Effect": "Allow",
  "Principal": {"Federated": "arn:aws:iam::481516234200:oidc-provider/token.actions.githubusercontent.com"},
  "Action": "sts:AssumeRoleWithWebIdentity",
  "Condition": {
    "StringEquals": {"token.actions.githubusercontent.com:aud": "https://github.com/kestrelpay"},
    "StringLike": {"token.actions.githubusercontent.com:sub": "repo:kestrelpay/*:ref:refs/heads/main"}
  }
}
```
"""),
        "message": "aud should be sts.amazonaws.com, that's what configure-aws-credentials requests. The org restriction belongs in sub, which you already have.",
        "gold_wrong": '"token.actions.githubusercontent.com:aud": "https://github.com/kestrelpay"',
        "gold_right": '"token.actions.githubusercontent.com:aud": "sts.amazonaws.com"',
    },
    repeat={
        "query": "Terraform the same kind of trust for the secrets-audit role",
        "output": T("""
```hcl
data "aws_iam_policy_document" "gha_audit_trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]
    principals {
      type        = "Federated"
      identifiers = [aws_iam_openid_connect_provider.github.arn]
    }
    condition {
      test     = "StringEquals"
      variable = "token.actions.githubusercontent.com:aud"
      values   = ["https://github.com/kestrelpay"]
    }
    condition {
      test     = "StringLike"
      variable = "token.actions.githubusercontent.com:sub"
      values   = ["repo:kestrelpay/secrets-audit:*"]
    }
  }
}
```
"""),
        "expect_contains": ['re:values\\s*=\\s*\\["sts\\.amazonaws\\.com"\\]'],
        "expect_absent": ['["https://github.com/kestrelpay"]'],
    },
    control={
        "query": "Why does the role fail for the release workflow triggered by a tag?",
        "output": "The `sub` condition only matches `ref:refs/heads/main`. A tag run presents `repo:kestrelpay/ledger:ref:refs/tags/v1.8.0`, so add that pattern (or `repo:kestrelpay/ledger:ref:refs/tags/*`) to the `StringLike` list.",
    },
    fix=[('values   = ["https://github.com/kestrelpay"]', 'values   = ["sts.amazonaws.com"]')])

# 41
add("password-min-length", "semantic", "reworded", "same_topic",
    teach={
        "query": "Django password validators for the merchant dashboard",
        "output": T("""
```python
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 8}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
```
"""),
        "message": "Our password policy is 12 characters minimum, not 8.",
        "gold_wrong": '"min_length": 8',
        "gold_right": '"min_length": 12',
    },
    repeat={
        "query": "Write the hint text under the password field on the merchant sign-up form",
        "output": "Use at least 8 characters. A few unrelated words strung together make a strong password that's easy to remember.",
        "expect_contains": ["at least 12 characters"],
        "expect_absent": ["at least 8 characters"],
    },
    control={
        "query": "How should sign-up check passwords against breach lists?",
        "output": "Use the Have I Been Pwned range API with k-anonymity: SHA-1 the password, send only the first five hex characters to `https://api.pwnedpasswords.com/range/{prefix}`, and look for the remaining 35 in the response. Reject the password if it appears, and never log either half.",
    },
    fix=[("at least 8 characters", "at least 12 characters")])

# 42
add("bcrypt-72-byte-limit", "semantic", "prose_claim", "same_topic",
    teach={
        "query": "Can users have 100-character passphrases with our bcrypt hashing?",
        "output": "Yes. bcrypt hashes the whole input, so every character of a long passphrase contributes to the hash; there's no need to cap the length below the 128 characters the form allows.",
        "message": "Thanks for checking, but bcrypt only looks at the first 72 bytes. Everything after that is ignored, so two passphrases sharing a 72-byte prefix verify the same.",
        "gold_wrong": "bcrypt hashes the whole input, so every character of a long passphrase contributes to the hash",
        "gold_right": "bcrypt only uses the first 72 bytes of the input, so characters past that do not contribute to the hash",
    },
    repeat={
        "query": "Should the API reject very long passwords before hashing them with bcrypt?",
        "output": "Not for correctness: bcrypt uses all of the password no matter how long it is, so a 200-character passphrase is fully protected. A length cap of a few kilobytes is still worth having, purely to limit request size.",
        "expect_contains": ["72"],
        "expect_absent": ["re:uses all of the password|no matter how long"],
    },
    control={
        "query": "If we move off bcrypt, how do we migrate existing users?",
        "output": "Rehash on login: when a bcrypt hash verifies, hash the same plaintext with argon2id and store the new encoded string, which carries its own parameters (`$argon2id$v=19$m=65536,t=3,p=4$...`). Accounts that never log in keep their bcrypt hash until a forced reset.",
    },
    fix=[("bcrypt uses all of the password no matter how long it is, so a 200-character passphrase is fully protected",
          "bcrypt only uses the first 72 bytes, so anything past that in a 200-character passphrase is silently ignored")])

# 43
add("argon2-team-parameters", "paraphrase", "reordered_args", "already_correct",
    teach={
        "query": "Set up the argon2 PasswordHasher for the new accounts service",
        "output": T("""
```python
from argon2 import PasswordHasher, Type

ph = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1, type=Type.ID)
```

That's the OWASP argon2id recommendation (19 MiB, 2 passes).
"""),
        "message": "Those are the OWASP minimums. Our baseline is time_cost=3, memory_cost=65536, parallelism=4.",
        "gold_wrong": "time_cost=2, memory_cost=19456, parallelism=1",
        "gold_right": "time_cost=3, memory_cost=65536, parallelism=4",
    },
    repeat={
        "query": "Hasher for the partner portal's user table, argon2id",
        "output": T("""
```python
hasher = PasswordHasher(memory_cost=19456, parallelism=1, time_cost=2)
```

argon2-cffi defaults to the `id` variant, so no `type=` is needed.
"""),
        "expect_contains": ["memory_cost=65536", "time_cost=3", "parallelism=4"],
        "expect_absent": ["19456"],
    },
    control={
        "query": "Go equivalent for the migration tool's argon2id hashing",
        "output": T("""
```go
key := argon2.IDKey([]byte(password), salt, 3, 64*1024, 4, 32)
```

The arguments are time, memory in KiB, threads and key length, which matches the baseline of 3 passes, 64 MiB and 4 lanes.
"""),
    },
    fix=[("memory_cost=19456, parallelism=1, time_cost=2", "memory_cost=65536, parallelism=4, time_cost=3")],
    holds="argon2.IDKey([]byte(password), salt, 3, 64*1024, 4, 32)")

# 44
add("device-code-grant-type", "paraphrase", "code_block", "same_topic",
    teach={
        "query": "The kestrel CLI uses device login. How does it poll for the token?",
        "output": T("""
```sh
curl -s https://sso.kestrel.internal/realms/staff/protocol/openid-connect/token \\
  -d client_id=kestrel-cli \\
  -d grant_type=device_code \\
  -d device_code="$DEVICE_CODE"
```

Poll every `interval` seconds; `authorization_pending` means keep waiting, `slow_down` means add five seconds.
"""),
        "message": "I believe grant_type has to be the full URN, urn:ietf:params:oauth:grant-type:device_code. Plain device_code gets unsupported_grant_type.",
        "gold_wrong": "grant_type=device_code",
        "gold_right": "grant_type=urn:ietf:params:oauth:grant-type:device_code",
    },
    repeat={
        "query": "Python version of the CLI's token polling loop",
        "output": T("""
```python
while True:
    r = httpx.post(TOKEN_URL, data={
        "client_id": "kestrel-cli",
        "grant_type": "device_code",
        "device_code": device["device_code"],
    })
    body = r.json()
    if body.get("error") == "authorization_pending":
        time.sleep(device["interval"])
        continue
    return body
```
"""),
        "expect_contains": ['"grant_type": "urn:ietf:params:oauth:grant-type:device_code"'],
        "expect_absent": ['"grant_type": "device_code"'],
    },
    control={
        "query": "What should the CLI print when the device login starts?",
        "output": "Show `verification_uri_complete` if the server sent it (the user only has to click), otherwise `verification_uri` plus the `user_code` to type. Keycloak's codes are eight letters like `WDJB-MJHT`; print them grouped exactly like that.",
    },
    fix=[('"grant_type": "device_code"', '"grant_type": "urn:ietf:params:oauth:grant-type:device_code"')])

# 45
add("staging-issuer-host", "literal", "code_block", "unrelated",
    teach={
        "query": "Customer realm issuer for staging?",
        "output": "`https://staging-id.kestrelpay.com/realms/customers`: same realm name as prod, a different host, and its own signing keys, so staging tokens never validate in prod.",
        "message": "Staging hosts live under the staging subdomain, it's id.staging.kestrelpay.com.",
        "gold_wrong": "staging-id.kestrelpay.com",
        "gold_right": "id.staging.kestrelpay.com",
    },
    repeat={
        "query": "Spring Boot resource server config for the staging profile of the statements service",
        "output": T("""
```yaml
# application-staging.yml
spring:
  security:
    oauth2:
      resourceserver:
        jwt:
          issuer-uri: https://staging-id.kestrelpay.com/realms/customers
          audiences: https://api.kestrelpay.com/statements
```
"""),
        "expect_contains": ["issuer-uri: https://id.staging.kestrelpay.com/realms/customers"],
        "expect_absent": ["staging-id"],
    },
    control={
        "query": "Cron expression for 02:30 every weekday",
        "output": "`30 2 * * 1-5`: minute 30, hour 2, any day of the month, any month, Monday to Friday. Kubernetes CronJobs use the controller's time zone unless you set `spec.timeZone`.",
    },
    fix=[("staging-id.kestrelpay.com", "id.staging.kestrelpay.com")])

# 46
add("jwks-unknown-kid", "semantic", "reworded", "same_topic",
    teach={
        "query": "How should the verifier handle a token whose kid isn't in our cached JWKS?",
        "output": "Reject it immediately with 401. A `kid` we haven't cached means the token wasn't signed by one of our current keys, and refetching on demand would let attackers make us hammer the IdP.",
        "message": "That breaks every key rotation. Refetch the JWKS once when you see an unknown kid (rate-limited, say once a minute) and only reject if it's still missing.",
        "gold_wrong": "Reject it immediately with 401.",
        "gold_right": "Refetch the JWKS once (rate-limited) and reject only if the kid is still missing.",
    },
    repeat={
        "query": "Our Go middleware caches the realm keys. What happens on a token with a new kid?",
        "output": "It returns 401 straight away without refreshing the key set: an unfamiliar `kid` can only mean a token from somewhere else, and going back to Keycloak for every unknown key is an easy way to get DoS'd.",
        "expect_contains": ["re:(?i)re-?fetch|fetch(es)? the (key set|JWKS) again|refresh(es)? the (key set|JWKS)"],
        "expect_absent": ["re:(?i)401 straight away|without refreshing"],
    },
    control={
        "query": "How long should we cache the JWKS?",
        "output": "Respect the `Cache-Control` max-age Keycloak sends, with a floor of five minutes and a ceiling of a day. Keep serving the cached set if a refresh fails, so a short IdP outage doesn't take the API down with it.",
    },
    fix=[("It returns 401 straight away without refreshing the key set: an unfamiliar `kid` can only mean a token from somewhere else, and going back to Keycloak for every unknown key is an easy way to get DoS'd.",
          "It refetches the JWKS once, rate-limited to once a minute, because an unfamiliar `kid` usually means Keycloak rotated its keys; only if the `kid` is still missing after that does it return 401.")])

# 47
add("gateway-bearer-scheme", "literal", "casing", "lookalike",
    teach={
        "query": "How do I call the payments API from the terminal with my token?",
        "output": "`curl -H \"Authorization: Token $KESTREL_TOKEN\" \"https://api.kestrelpay.com/payments/v2/transfers?limit=20\"`\n\nThe token from `kestrel login` is valid for ten minutes.",
        "message": "Bearer, not Token. The gateway rejects any other scheme.",
        "gold_wrong": "Authorization: Token",
        "gold_right": "Authorization: Bearer",
    },
    repeat={
        "query": "Request for the transfers endpoint in our .http scratch file",
        "output": T("""
```http
GET https://api.kestrelpay.com/payments/v2/transfers?limit=50
authorization: token {{accessToken}}
accept: application/json
```
"""),
        "expect_contains": ["re:(?i)authorization: bearer"],
        "expect_absent": ["re:(?i)authorization: token"],
    },
    control={
        "query": "Script to list open PRs in the ledger repo via the GitHub API",
        "output": "`curl -H \"Authorization: token $GITHUB_TOKEN\" \"https://api.github.com/repos/kestrelpay/ledger/pulls?state=open\" | jq -r '.[].title'`. GitHub accepts the `token` scheme as well as `Bearer` for personal access tokens.",
    },
    fix=[("authorization: token", "authorization: Bearer")],
    holds="Authorization: token $GITHUB_TOKEN")

# 48
add("nginx-fullchain", "paraphrase", "identifier", "already_correct",
    teach={
        "query": "nginx TLS block for api.kestrelpay.com with the certbot files",
        "output": T("""
```nginx
ssl_certificate     /etc/letsencrypt/live/api.kestrelpay.com/cert.pem;
ssl_certificate_key /etc/letsencrypt/live/api.kestrelpay.com/privkey.pem;
ssl_protocols       TLSv1.2 TLSv1.3;
```
"""),
        "message": "Use fullchain.pem. With cert.pem alone the intermediate is missing and Android and curl fail with 'unable to get local issuer certificate'.",
        "gold_wrong": "/etc/letsencrypt/live/api.kestrelpay.com/cert.pem",
        "gold_right": "/etc/letsencrypt/live/api.kestrelpay.com/fullchain.pem",
    },
    repeat={
        "query": "Traefik file-provider TLS config for pay.kestrelpay.com",
        "output": T("""
```yaml
tls:
  certificates:
    - certFile: /etc/letsencrypt/live/pay.kestrelpay.com/cert.pem
      keyFile: /etc/letsencrypt/live/pay.kestrelpay.com/privkey.pem
```
"""),
        "expect_contains": ["certFile: /etc/letsencrypt/live/pay.kestrelpay.com/fullchain.pem"],
        "expect_absent": ["/cert.pem"],
    },
    control={
        "query": "nginx TLS for docs.kestrelpay.com",
        "output": T("""
```nginx
ssl_certificate     /etc/letsencrypt/live/docs.kestrelpay.com/fullchain.pem;
ssl_certificate_key /etc/letsencrypt/live/docs.kestrelpay.com/privkey.pem;
ssl_stapling        on;
```
"""),
    },
    fix=[("/etc/letsencrypt/live/pay.kestrelpay.com/cert.pem", "/etc/letsencrypt/live/pay.kestrelpay.com/fullchain.pem")],
    holds="/etc/letsencrypt/live/docs.kestrelpay.com/fullchain.pem")

# 49
add("letsencrypt-lifetime", "semantic", "reworded", "lookalike",
    teach={
        "query": "How often does certbot need to run for the marketing site's cert?",
        "output": "Let's Encrypt certificates are valid for one year, so a monthly `certbot renew` from cron is more than enough; it only renews when the cert is close to expiry anyway.",
        "message": "LE certs are 90 days, not a year. certbot renews at 30 days left, so run it daily; the packaged timer does twice a day.",
        "gold_wrong": "valid for one year",
        "gold_right": "valid for 90 days",
    },
    repeat={
        "query": "When will the new cert for promo.kestrelpay.com expire if I issue it today with certbot?",
        "output": "A year from today: Let's Encrypt issues 12-month certificates. certbot's renewal kicks in automatically well before that as long as the systemd timer is enabled.",
        "expect_contains": ["90 days"],
        "expect_absent": ["re:(?i)a year from today|12-month"],
    },
    control={
        "query": "How long are the mTLS client certs we issue to partners valid?",
        "output": "Partner client certificates are valid for one year. The partner gets an email 30 days before expiry with a link to upload a new CSR.",
    },
    fix=[("A year from today: Let's Encrypt issues 12-month certificates.",
          "90 days from today: Let's Encrypt certificates are valid for 90 days.")],
    holds="valid for one year")

# 50
add("vault-token-lookup", "literal", "code_block", "same_topic",
    teach={
        "query": "How do I see how long my current Vault token has left?",
        "output": "`vault token info` prints the token's policies, `ttl` (remaining) and `creation_ttl`; add `-format=json` if you want to script it.",
        "message": "vault token lookup. There's no token info.",
        "gold_wrong": "vault token info",
        "gold_right": "vault token lookup",
    },
    repeat={
        "query": "Script for the deploy job: abort if the Vault token expires in under 10 minutes",
        "output": T("""
```sh
ttl=$(vault token info -format=json | jq -r '.data.ttl')
if [ "$ttl" -lt 600 ]; then
  echo "vault token expires in ${ttl}s, log in again first" >&2
  exit 1
fi
```
"""),
        "expect_contains": ["vault token lookup"],
        "expect_absent": ["vault token info"],
    },
    control={
        "query": "Extend my Vault token by an hour",
        "output": "`vault token renew -increment=1h`. It can't go past the token's max TTL, and the response shows the new `token_duration`.",
    },
    fix=[("vault token info", "vault token lookup")])

# 51
add("db-credential-rotation", "paraphrase", "reworded", "lookalike",
    teach={
        "query": "Turn on rotation for prod/ledger/db",
        "output": T("""
```sh
aws secretsmanager rotate-secret --secret-id prod/ledger/db \\
  --rotation-lambda-arn arn:aws:lambda:eu-west-1:481516234200:function:pg-rotator \\
  --rotation-rules AutomaticallyAfterDays=90 --region eu-west-1
```
"""),
        "message": "Policy for database credentials is 30 days, not 90.",
        "gold_wrong": "AutomaticallyAfterDays=90",
        "gold_right": "AutomaticallyAfterDays=30",
    },
    repeat={
        "query": "What rotation interval should I put in the runbook for the checkout Postgres password?",
        "output": "Rotate it every 90 days via the `pg-rotator` Lambda; Secrets Manager handles the schedule, and the app picks up the new password on its next connection retry.",
        "expect_contains": ["every 30 days"],
        "expect_absent": ["90 days"],
    },
    control={
        "query": "Log retention for the pg-rotator Lambda",
        "output": T("""
```hcl
resource "aws_cloudwatch_log_group" "pg_rotator" {
  name              = "/aws/lambda/pg-rotator"
  retention_in_days = 90
}
```

Ninety days covers the audit lookback; the rotation events themselves are also in CloudTrail.
"""),
    },
    fix=[("every 90 days", "every 30 days")],
    holds="retention_in_days = 90")

# 52
add("known-hosts-nonstandard-port", "literal", "code_block", "lookalike",
    teach={
        "query": "The bastion was rebuilt and ssh is screaming about a changed host key",
        "output": "Remove the stale entry and reconnect:\n\n`ssh-keygen -R bastion.kestrel.internal`\n\nThen check the new fingerprint against the one posted in #infra before accepting it.",
        "message": "It's on 4022, so known_hosts stores it as [bastion.kestrel.internal]:4022 and -R needs exactly that form.",
        "gold_wrong": "ssh-keygen -R bastion.kestrel.internal",
        "gold_right": "ssh-keygen -R '[bastion.kestrel.internal]:4022'",
    },
    repeat={
        "query": "Script for the runner image to refresh the bastion's host key",
        "output": T("""
```sh
ssh-keygen -R bastion.kestrel.internal
ssh-keyscan -p 4022 -t ed25519 bastion.kestrel.internal >> ~/.ssh/known_hosts
```
"""),
        "expect_contains": ["[bastion.kestrel.internal]:4022"],
        "expect_absent": ["ssh-keygen -R bastion"],
    },
    control={
        "query": "app-03 was reimaged, clear its host key",
        "output": "`ssh-keygen -R 10.40.3.17`. The app hosts keep sshd on the default port, so the plain address is how they appear in `known_hosts`. Reconnect through the bastion and accept the new key.",
    },
    fix=[("ssh-keygen -R bastion.kestrel.internal", "ssh-keygen -R '[bastion.kestrel.internal]:4022'")],
    holds="ssh-keygen -R 10.40.3.17")

# 53
add("issuer-trailing-slash", "literal", "code_block", "lookalike",
    teach={
        "query": "jose verification for customer tokens in the Next.js API routes",
        "output": T("""
```ts
const JWKS = createRemoteJWKSet(new URL("https://id.kestrelpay.com/realms/customers/protocol/openid-connect/certs"));

export async function verifyCustomer(token: string) {
  const { payload } = await jwtVerify(token, JWKS, {
    issuer: "https://id.kestrelpay.com/realms/customers/",
    audience: "kestrel-web",
  });
  return payload;
}
```
"""),
        "message": "iss is compared exactly, and Keycloak's has no trailing slash: https://id.kestrelpay.com/realms/customers",
        "gold_wrong": '"https://id.kestrelpay.com/realms/customers/"',
        "gold_right": '"https://id.kestrelpay.com/realms/customers"',
    },
    repeat={
        "query": "Issuer check for customer tokens in the Python webhook service",
        "output": T("""
```python
claims = jwt.decode(
    token,
    signing_key.key,
    algorithms=["RS256"],
    audience="kestrel-webhooks",
    issuer="https://id.kestrelpay.com/realms/customers/",
)
```
"""),
        "expect_contains": ['issuer="https://id.kestrelpay.com/realms/customers"'],
        "expect_absent": ['customers/"'],
    },
    control={
        "query": "Where's the customer realm's JWKS?",
        "output": "`https://id.kestrelpay.com/realms/customers/protocol/openid-connect/certs`. It's also listed as `jwks_uri` in `https://id.kestrelpay.com/realms/customers/.well-known/openid-configuration`.",
    },
    fix=[('issuer="https://id.kestrelpay.com/realms/customers/"', 'issuer="https://id.kestrelpay.com/realms/customers"')],
    holds="https://id.kestrelpay.com/realms/customers/protocol/openid-connect/certs")

# 54
add("vault-pki-intermediate", "literal", "identifier", "lookalike",
    teach={
        "query": "Issue a cert for ledger.kestrel.internal from Vault",
        "output": T("""
```sh
vault write -format=json pki/issue/internal \\
  common_name=ledger.kestrel.internal \\
  alt_names=ledger.ledger.svc.cluster.local \\
  ttl=720h > ledger-cert.json
```

`certificate`, `private_key` and `issuing_ca` are under `.data`.
"""),
        "message": "Leaf certs come from the intermediate, pki_int/issue/kestrel-internal. pki/ is the offline root and has no issuing role.",
        "gold_wrong": "pki/issue/internal",
        "gold_right": "pki_int/issue/kestrel-internal",
    },
    repeat={
        "query": "Vault Agent template that renders the ledger TLS cert",
        "output": T("""
```hcl
template {
  destination = "/etc/ledger/tls/tls.crt"
  contents    = <<-EOT
  {{ with pkiCert "pki/issue/internal" "common_name=ledger.kestrel.internal" "ttl=720h" }}{{ .Cert }}{{ .CA }}{{ end }}
  EOT
}
```
"""),
        "expect_contains": ['"pki_int/issue/kestrel-internal"'],
        "expect_absent": ["pki/issue/internal"],
    },
    control={
        "query": "How do I get our root CA cert out of Vault to add to a trust store?",
        "output": "`vault read -field=certificate pki/cert/ca > kestrel-root-ca.pem`. The root lives on the `pki/` mount even though nothing is issued from it directly.",
    },
    fix=[("pki/issue/internal", "pki_int/issue/kestrel-internal")],
    holds="pki/cert/ca")

# 55
add("registered-redirect-uri", "paraphrase", "equivalent_construct", "already_correct",
    teach={
        "query": "OIDC settings for the web app's login against the customer realm",
        "output": T("""
```ts
export const oidc = {
  authority: "https://id.kestrelpay.com/realms/customers",
  client_id: "kestrel-web",
  redirect_uri: "https://app.kestrelpay.com/oauth/callback",
  scope: "openid profile email",
  response_type: "code",
};
```
"""),
        "message": "The registered redirect is https://app.kestrelpay.com/auth/callback. Keycloak matches it exactly, /oauth/callback gets 'Invalid parameter: redirect_uri'.",
        "gold_wrong": "https://app.kestrelpay.com/oauth/callback",
        "gold_right": "https://app.kestrelpay.com/auth/callback",
    },
    repeat={
        "query": "Hand-built login link for the QA checklist",
        "output": "`https://id.kestrelpay.com/realms/customers/protocol/openid-connect/auth?client_id=kestrel-web&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fapp.kestrelpay.com%2Foauth%2Fcallback&state=qa1`",
        "expect_contains": ["redirect_uri=https%3A%2F%2Fapp.kestrelpay.com%2Fauth%2Fcallback"],
        "expect_absent": ["%2Foauth%2Fcallback"],
    },
    control={
        "query": "Terraform for the kestrel-web client's redirect URIs",
        "output": T("""
```hcl
resource "keycloak_openid_client" "web" {
  realm_id                   = keycloak_realm.customers.id
  client_id                  = "kestrel-web"
  access_type                = "PUBLIC"
  valid_redirect_uris        = ["https://app.kestrelpay.com/auth/callback"]
  pkce_code_challenge_method = "S256"
}
```
"""),
    },
    fix=[("%2Foauth%2Fcallback", "%2Fauth%2Fcallback")],
    holds="https://app.kestrelpay.com/auth/callback")

# 56
add("jsonwebtoken-expiresin-string", "literal", "code_block", "unrelated",
    teach={
        "query": "Sign the email-verification token, valid for 10 minutes",
        "output": T("""
```js
const token = jwt.sign({ sub: user.id, purpose: "verify-email" }, EMAIL_TOKEN_SECRET, {
  expiresIn: "600",
});
```

600 seconds is ten minutes.
"""),
        "message": "A bare numeric string is milliseconds in jsonwebtoken, so \"600\" expires after 0.6 s. Use \"10m\" or the number 600.",
        "gold_wrong": 'expiresIn: "600"',
        "gold_right": 'expiresIn: "10m"',
    },
    repeat={
        "query": "Password reset token with the same 10 minute lifetime",
        "output": T("""
```js
const resetToken = jwt.sign(
  { sub: user.id, purpose: "password-reset", pwv: user.passwordVersion },
  RESET_TOKEN_SECRET,
  { expiresIn: "600", audience: "kestrel-reset" }
);
```
"""),
        "expect_contains": ['re:expiresIn: ("10m"|600\\b)'],
        "expect_absent": ['expiresIn: "600"'],
    },
    control={
        "query": "git command to see which commit last changed line 42 of README.md",
        "output": "`git blame -L 42,42 README.md` shows the commit, author and date for that line; add `-w` to ignore whitespace-only changes.",
    },
    fix=[('expiresIn: "600"', 'expiresIn: "10m"')])

# 57
add("golang-jwt-module", "literal", "reworded", "same_topic",
    teach={
        "query": "Which Go JWT library should the gateway use?",
        "output": "Use `github.com/dgrijalva/jwt-go`; it's the most widely used and supports RS256, ES256 and HMAC out of the box.",
        "message": "dgrijalva/jwt-go is archived and has the unfixed aud-check CVE. We use github.com/golang-jwt/jwt/v5.",
        "gold_wrong": "github.com/dgrijalva/jwt-go",
        "gold_right": "github.com/golang-jwt/jwt/v5",
    },
    repeat={
        "query": "What do I go get for JWT parsing in the new ledger-admin service?",
        "output": "Run `go get github.com/dgrijalva/jwt-go` and use `jwt.ParseWithClaims` with your own claims struct.",
        "expect_contains": ["github.com/golang-jwt/jwt/v5"],
        "expect_absent": ["dgrijalva"],
    },
    control={
        "query": "How do I require exp in golang-jwt v5?",
        "output": "Pass `jwt.WithExpirationRequired()` to the parser; v5 otherwise accepts tokens without `exp`. Add `jwt.WithIssuedAt()` if you also want `iat` checked.",
    },
    fix=[("github.com/dgrijalva/jwt-go", "github.com/golang-jwt/jwt/v5")])

# 58
add("hmac-key-order", "paraphrase", "reordered_args", "same_topic",
    teach={
        "query": "Verify the HMAC signature on incoming partner webhooks",
        "output": T("""
```python
def signature_ok(body: bytes, header_sig: str) -> bool:
    expected = hmac.new(body, WEBHOOK_SECRET, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header_sig)
```
"""),
        "message": "hmac.new takes the key first and the message second, so it's hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).",
        "gold_wrong": "hmac.new(body, WEBHOOK_SECRET, hashlib.sha256)",
        "gold_right": "hmac.new(WEBHOOK_SECRET, body, hashlib.sha256)",
    },
    repeat={
        "query": "Sign the outgoing callbacks we send to merchants",
        "output": T("""
```python
def sign_callback(payload: bytes, merchant_key: bytes) -> str:
    mac = hmac.new(payload, merchant_key, digestmod="sha256")
    return "sha256=" + mac.hexdigest()
```
"""),
        "expect_contains": ['hmac.new(merchant_key, payload, digestmod="sha256")'],
        "expect_absent": ["hmac.new(payload, merchant_key"],
    },
    control={
        "query": "Why compare_digest instead of == for the signature?",
        "output": "`==` on strings returns as soon as a character differs, so response timing leaks how much of a forged signature was right. `hmac.compare_digest` takes the same time regardless, which closes that side channel.",
    },
    fix=[('hmac.new(payload, merchant_key, digestmod="sha256")', 'hmac.new(merchant_key, payload, digestmod="sha256")')])

# 59
add("x-frame-options-allow-from", "literal", "casing", "already_correct",
    teach={
        "query": "The partner bank wants to embed our payment widget in their portal. What header do I set?",
        "output": T("""
Allow just their origin:

```
X-Frame-Options: ALLOW-FROM https://portal.partnerbank.example
```

Every other site still can't frame the widget.
"""),
        "message": "ALLOW-FROM is ignored by every current browser. Use CSP: frame-ancestors https://portal.partnerbank.example.",
        "gold_wrong": "X-Frame-Options: ALLOW-FROM https://portal.partnerbank.example",
        "gold_right": "Content-Security-Policy: frame-ancestors https://portal.partnerbank.example",
    },
    repeat={
        "query": "_headers file for the widget on Cloudflare Pages",
        "output": T("""
```
/widget/*
  x-frame-options: allow-from https://portal.partnerbank.example
  cache-control: no-store
```
"""),
        "expect_contains": ["frame-ancestors https://portal.partnerbank.example"],
        "expect_absent": ["re:(?i)allow-from"],
    },
    control={
        "query": "Framing policy for the merchant dashboard? Nobody should embed it.",
        "output": "Send `Content-Security-Policy: frame-ancestors 'none'` on every dashboard response. Keep `X-Frame-Options: DENY` next to it for very old browsers; modern ones use the CSP directive.",
    },
    fix=[("x-frame-options: allow-from https://portal.partnerbank.example",
          "content-security-policy: frame-ancestors https://portal.partnerbank.example")],
    holds="frame-ancestors 'none'")

# 60
add("admin-cookie-samesite", "literal", "casing", "lookalike",
    teach={
        "query": "Set-Cookie for the admin console session",
        "output": "`Set-Cookie: admin_sid=<opaque>; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=36000`\n\nTen hours, matching the staff SSO session maximum.",
        "message": "Use SameSite=Strict for admin console cookies, that's in the security baseline. Lax is only for the customer app.",
        "gold_wrong": "SameSite=Lax",
        "gold_right": "SameSite=Strict",
    },
    repeat={
        "query": "The admin backend doesn't set cookie flags itself; add them at the nginx in front of it",
        "output": T("""
```nginx
location / {
    proxy_pass http://admin-backend:8000;
    proxy_cookie_flags admin_sid secure httponly samesite=lax;
}
```

`proxy_cookie_flags` needs nginx 1.19.3 or newer.
"""),
        "expect_contains": ["samesite=strict"],
        "expect_absent": ["samesite=lax"],
    },
    control={
        "query": "Cookie flags for the customer app session? It gets redirected back from the IdP.",
        "output": "`Set-Cookie: app_sid=<opaque>; Path=/; Secure; HttpOnly; SameSite=Lax`. Lax still sends the cookie on the top-level redirect back from the login page, which Strict would drop.",
    },
    fix=[("samesite=lax", "samesite=strict")],
    holds="SameSite=Lax")


# --------------------------------------------------------------------------- validation
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, rep):
    return all(check(text, x) for x in rep["expect_contains"]) and not any(check(text, x) for x in rep["expect_absent"])


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate():
    errs = []
    for i, s in enumerate(S, 1):
        s["id"] = "%s-%03d" % (PREFIX, i)
    if len(S) != 60:
        errs.append("expected 60 scenarios, got %d" % len(S))
    for field, allowed in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        c = Counter(s[field] for s in S)
        for k in c:
            if k not in allowed:
                errs.append("unknown %s %r" % (field, k))
        for k, (lo, hi) in allowed.items():
            if not lo <= c.get(k, 0) <= hi:
                errs.append("%s %s count %d not in %d-%d" % (field, k, c.get(k, 0), lo, hi))
    topics = Counter(s["topic"] for s in S)
    for t, n in topics.items():
        if n > 1:
            errs.append("topic %s used %d times" % (t, n))
    for s in S:
        sid = s["id"]
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errs.append("%s: missing %s" % (sid, k))
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            errs.append("%s: topic not a slug" % sid)
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold spans equal" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            errs.append("%s: no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if fixed(r["output"], r):
            errs.append("%s: repeat passes its check as written" % sid)
        out = r["output"]
        for old, new in s["fix"]:
            if old not in out:
                errs.append("%s: fix target %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, r):
            errs.append("%s: repeat still fails after fix" % sid)
        # literal: the wrong text recurs verbatim up to case and white space; paraphrase/semantic: it does not
        recurs = norm(t["gold_wrong"]) in norm(r["output"])
        if s["difficulty"] == "literal" and not recurs:
            errs.append("%s: literal but gold_wrong does not recur in repeat" % sid)
        if s["difficulty"] != "literal" and recurs:
            errs.append("%s: %s but gold_wrong recurs verbatim" % (sid, s["difficulty"]))
        if s["repeat_variation"] == "casing" and t["gold_wrong"] in r["output"]:
            errs.append("%s: casing variation but the wrong text recurs in the same case" % sid)
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        elif s["holds"]:
            errs.append("%s: holds set for a %s control" % (sid, s["control_kind"]))
        if len({t["output"], r["output"], c["output"]}) != 3 or len({t["query"], r["query"], c["query"]}) != 3:
            errs.append("%s: teach/repeat/control texts not distinct" % sid)
    # no text duplicated across scenarios: whole fields, and long lines
    seen = {}
    lines = {}
    for s in S:
        for part in ("teach", "repeat", "control"):
            for k in ("query", "output", "message"):
                v = s[part].get(k)
                if v is None:
                    continue
                key = norm(v)
                if key in seen and seen[key] != s["id"]:
                    errs.append("%s %s.%s duplicates text in %s" % (s["id"], part, k, seen[key]))
                seen.setdefault(key, s["id"])
                for line in v.splitlines():
                    ln = norm(line)
                    if len(ln) >= 40 and not ln.startswith("```"):
                        if ln in lines and lines[ln] != s["id"]:
                            errs.append("%s: line %r also in %s" % (s["id"], line.strip(), lines[ln]))
                        lines.setdefault(ln, s["id"])
    return errs


def table(title, field, allowed):
    c = Counter(s[field] for s in S)
    rows = ["| %s | n | allowed |" % title, "|---|---|---|"]
    for k, (lo, hi) in allowed.items():
        rows.append("| `%s` | %d | %d-%d |" % (k, c.get(k, 0), lo, hi))
    return "\n".join(rows)


def write():
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    readme = "\n".join([
        FIRST_LINE,
        "",
        "# %s: %s" % (SET, THEME),
        "",
        "60 hand-written teach -> repeat -> control scenarios for the cairn learning loop, in the format of "
        "`shared/eval/loop/scenarios_dev.jsonl` (see that directory's README and `run.py`). A developer corrects "
        "one mistake in an assistant's answer (OAuth/OIDC flows, JWT libraries, openssl and TLS, SSH keys, "
        "Vault and AWS Secrets Manager, password hashing, CORS/CSP headers, and one fictional team's issuers, "
        "audiences, hosts, mounts and security baseline); a later session repeats the mistake in another form; "
        "a control output that must come back byte-identical sits next to it.",
        "",
        "```sh",
        "python3 eval/%s/build.py             # validate, then write scenarios.jsonl and README.md" % SET,
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/%s/scenarios.jsonl   # from /work/main" % SET,
        "```",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, plus the validator (ids, enums, counts, checks fail as written and pass after the build-only `fix`, gold spans, `holds`, no shared text) |",
        "| `scenarios.jsonl` | %d `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |" % len(S),
        "| `README.md` | this file (generated) |",
        "",
        "## Counts",
        "",
        table("difficulty", "difficulty", DIFFICULTY),
        "",
        table("control_kind", "control_kind", CONTROL),
        "",
        table("repeat_variation", "repeat_variation", VARIATION),
        "",
    ])
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme)


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR:", e)
        print("%d error(s); nothing written" % len(errs))
        sys.exit(1)
    write()
    c = lambda f: ", ".join("%s %d" % kv for kv in sorted(Counter(s[f] for s in S).items()))
    print("ok: %d scenarios -> %s" % (len(S), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:", c("difficulty"))
    print("control_kind:", c("control_kind"))
    print("repeat_variation:", c("repeat_variation"))


if __name__ == "__main__":
    main()
