#!/usr/bin/env python3
"""Build eval/dev23: teach -> repeat -> control scenarios for cairn's learning loop.

Theme: security, identity and networking (TLS and certificates, OAuth2/OIDC, SSH,
VPNs, firewalls, DNS, cloud IAM, secrets managers, CORS and cookies, and one
invented team's own security facts).

The scenarios are held below as data. For each one this program checks:
  * ids are unique and numbered d23-001 ... d23-060;
  * difficulty / repeat_variation / control_kind / topic take allowed values;
  * teach.gold_wrong occurs exactly once in teach.output, and differs from gold_right;
  * the repeat output, as written, FAILS its own expect_contains / expect_absent;
  * a corrected repeat written here (`fix` edits or a full `fixed` text; never
    written to the jsonl) PASSES them;
  * the control is correct as it stands: none of its `control_bad` checks (the
    mistake as it would look in the control's own context) match; lookalike
    controls really contain the lookalike text; already_correct controls contain
    the right value (`control_good`); non-lookalike controls match none of the
    repeat's expect_absent checks;
  * every "re:" pattern compiles and uses only syntax that Python re and Go RE2
    both accept (no lookarounds, no backreferences, no possessive quantifiers);
  * outputs are 5-25 lines, and no correction message opening is used more than twice.
Then it writes scenarios.jsonl and README.md (with the tag counts) next to itself.
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = {"literal", "paraphrase", "semantic"}
VARIATIONS = {"reworded", "code_block", "casing", "renamed_identifier", "reordered_args",
              "prose_claim", "equivalent_construct", "other"}
CONTROL_KINDS = {"lookalike", "same_topic", "already_correct", "unrelated"}
TOPICS = {"tls", "oauth_oidc", "ssh", "vpn", "firewall", "dns", "cloud_iam", "secrets",
          "cors_cookies", "team_security"}

SCENARIOS = []


def t(s):
    """Strip the newline after the opening quotes and trailing newlines."""
    if s.startswith("\n"):
        s = s[1:]
    return s.rstrip("\n")


def add(**kw):
    SCENARIOS.append(kw)


# --------------------------------------------------------------------------- 001-015
add(id="d23-001", topic="tls", difficulty="literal", variation="renamed_identifier", control_kind="lookalike",
    tq="Can you write a cert-manager ClusterIssuer for Let's Encrypt staging so we can test the new ingress without burning prod rate limits?",
    to=t(r"""
Here's a staging ClusterIssuer using the HTTP-01 solver through ingress-nginx:

```yaml
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-staging
spec:
  acme:
    server: https://acme-v02.api.letsencrypt.org/directory
    email: platform@halden.io
    privateKeySecretRef:
      name: letsencrypt-staging-account
    solvers:
      - http01:
          ingress:
            ingressClassName: nginx
```

Apply it with `kubectl apply -f clusterissuer-staging.yaml` and point the test Ingress at it with `cert-manager.io/cluster-issuer: letsencrypt-staging`. Staging certificates chain to an untrusted root, so expect browser warnings.
"""),
    msg="That server URL is the production directory. Staging is https://acme-staging-v02.api.letsencrypt.org/directory",
    gw="server: https://acme-v02.api.letsencrypt.org/directory",
    gr="server: https://acme-staging-v02.api.letsencrypt.org/directory",
    rq="I need a second staging issuer that uses DNS-01 with Route 53 for the wildcard test, can you put one together?",
    ro=t(r"""
For a wildcard you need DNS-01. This one uses the Route 53 solver with IRSA, so no static keys:

```yaml
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-staging-dns
spec:
  acme:
    server: https://acme-v02.api.letsencrypt.org/directory
    email: platform@halden.io
    privateKeySecretRef:
      name: letsencrypt-staging-dns-account
    solvers:
      - dns01:
          route53:
            region: eu-central-1
            hostedZoneID: Z08273612H7QK1XJZ0A4B
```

The cert-manager service account needs `route53:ChangeResourceRecordSets` on that zone and `route53:GetChange`.
"""),
    contains=["acme-staging-v02.api.letsencrypt.org"],
    absent=["https://acme-v02.api.letsencrypt.org"],
    fix=[("https://acme-v02.api.letsencrypt.org/directory", "https://acme-staging-v02.api.letsencrypt.org/directory")],
    cq="And the production issuer, for when the staging test passes?",
    co=t(r"""
Same shape, pointed at the production directory:

```yaml
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-prod
spec:
  acme:
    server: https://acme-v02.api.letsencrypt.org/directory
    email: platform@halden.io
    privateKeySecretRef:
      name: letsencrypt-prod-account
    solvers:
      - http01:
          ingress:
            ingressClassName: nginx
```

Switch the Ingress annotation to `letsencrypt-prod` and delete the old staging Secret so cert-manager issues a fresh certificate.
"""),
    control_bad=["acme-staging-v02"],
    lookalike="https://acme-v02.api.letsencrypt.org/directory")

add(id="d23-002", topic="tls", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Add TLS to the grafana Ingress using our letsencrypt-prod issuer.",
    to=t(r"""
Add the issuer annotation and a `tls` block; cert-manager's ingress-shim creates the Certificate for you:

```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: grafana
  namespace: monitoring
  annotations:
    cert-manager.io/issuer: letsencrypt-prod
spec:
  ingressClassName: nginx
  tls:
    - hosts: [grafana.halden.io]
      secretName: grafana-tls
  rules:
    - host: grafana.halden.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service: {name: grafana, port: {number: 80}}
```
"""),
    msg="letsencrypt-prod is a ClusterIssuer, so the annotation needs to be cert-manager.io/cluster-issuer. With the plain issuer key cert-manager looks for an Issuer in the monitoring namespace and finds nothing.",
    gw="cert-manager.io/issuer: letsencrypt-prod",
    gr="cert-manager.io/cluster-issuer: letsencrypt-prod",
    rq="Argo CD is installed from the Helm chart. How do I get a real certificate on argocd.halden.io through the values file?",
    ro=t(r"""
In the chart values, under `server.ingress`:

```yaml
server:
  ingress:
    enabled: true
    ingressClassName: nginx
    hostname: argocd.halden.io
    annotations:
      cert-manager.io/issuer: letsencrypt-prod
      nginx.ingress.kubernetes.io/backend-protocol: HTTPS
    tls: true
```

Run `helm upgrade argocd argo/argo-cd -n argocd -f values-prod.yaml`; cert-manager creates `argocd-server-tls` once the Ingress exists.
"""),
    contains=["cert-manager.io/cluster-issuer"],
    absent=[r"re:cert-manager\.io/issuer[:=]\s*\"?letsencrypt-prod"],
    fix=[("cert-manager.io/issuer: letsencrypt-prod", "cert-manager.io/cluster-issuer: letsencrypt-prod")],
    cq="The payments team has its own namespaced Issuer backed by Vault. How do they use it on their ingress?",
    co=t(r"""
Because `payments-vault` is an `Issuer` (namespaced), not a `ClusterIssuer`, the Ingress uses the plain `issuer` annotation and has to live in the same namespace:

```yaml
metadata:
  name: payments-api
  namespace: payments
  annotations:
    cert-manager.io/issuer: payments-vault
spec:
  tls:
    - hosts: [payments-api.halden.internal]
      secretName: payments-api-tls
```

Check the issuer is ready first with `kubectl -n payments get issuer payments-vault`.
"""),
    control_bad=[r"re:cert-manager\.io/issuer[:=]\s*\"?letsencrypt"],
    lookalike="cert-manager.io/issuer: payments-vault")

add(id="d23-003", topic="tls", difficulty="paraphrase", variation="reordered_args", control_kind="lookalike",
    tq="What's a quick shell check that exits non-zero if /etc/ssl/halden/ledger.crt expires in the next 30 days? I want it in a cron job.",
    to=t(r"""
`openssl x509` has a built-in check for this:

```sh
#!/bin/sh
CRT=/etc/ssl/halden/ledger.crt
if ! openssl x509 -checkend 30 -noout -in "$CRT"; then
  echo "ledger.crt expires within 30 days" | mail -s "cert expiry" oncall@halden.io
  exit 1
fi
```

`-checkend` returns 1 when the certificate will have expired by then and 0 otherwise, so it drops straight into cron.
"""),
    msg="-checkend takes seconds, not days. 30 there means 30 seconds; 30 days is 2592000",
    gw="-checkend 30 -noout",
    gr="-checkend 2592000 -noout",
    rq="Same idea for the Vault agent's client cert, but with a 7 day window, and it should print the expiry date too.",
    ro=t(r"""
Print the date first, then run the window check:

```sh
CRT=/var/run/vault-agent/client.crt
openssl x509 -noout -enddate -in "$CRT"
if ! openssl x509 -noout -in "$CRT" -checkend 7; then
  echo "vault-agent client cert expires within 7 days"
  exit 1
fi
```

`-enddate` prints `notAfter=...`; the second call exits 1 if the cert is inside the window.
"""),
    contains=[r"re:-checkend \"?(604800|\$\(\(\s*7\s*\*\s*(86400|24\s*\*\s*3600|24\s*\*\s*60\s*\*\s*60)\s*\)\))"],
    absent=[r"re:-checkend 7\b"],
    fix=[("-checkend 7", "-checkend 604800")],
    cq="Where does certbot decide when to renew the marketing site certificate? I'd like it pinned explicitly in the config.",
    co=t(r"""
It's `renew_before_expiry` in that certificate's renewal file. It ships commented out, so uncomment it to pin the value:

```ini
# /etc/letsencrypt/renewal/www.halden.io.conf
renew_before_expiry = 30 days
version = 2.11.0

[renewalparams]
authenticator = webroot
```

certbot's systemd timer runs twice a day and only renews when the certificate is inside that window. Test with `certbot renew --cert-name www.halden.io --dry-run`.
"""),
    control_bad=[r"re:-checkend 30\b"],
    lookalike="30 days")

add(id="d23-004", topic="oauth_oidc", difficulty="literal", variation="reworded", control_kind="lookalike",
    tq="What issuer URL should the orders-api validate tokens against? We're on sso.halden.io.",
    to=t(r"""
Configure the resource server with the realm's issuer; the discovery document and JWKS are derived from it:

```env
OIDC_ISSUER=https://sso.halden.io/realms/master
OIDC_AUDIENCE=orders-api
OIDC_JWKS_URL=${OIDC_ISSUER}/protocol/openid-connect/certs
```

The `iss` claim in every access token must match `OIDC_ISSUER` exactly, including the absence of a trailing slash.
"""),
    msg="we don't put apps in master, that's the admin realm. our realm is halden-prod.",
    gw="https://sso.halden.io/realms/master",
    gr="https://sso.halden.io/realms/halden-prod",
    rq="Write the Python snippet that loads the OIDC discovery document at startup for the invoice worker.",
    ro=t(r"""
Fetch it once and keep the values you need:

```python
import requests

DISCOVERY = "https://sso.halden.io/realms/master/.well-known/openid-configuration"

def load_oidc_config() -> dict:
    resp = requests.get(DISCOVERY, timeout=5)
    resp.raise_for_status()
    cfg = resp.json()
    return {"issuer": cfg["issuer"], "jwks_uri": cfg["jwks_uri"],
            "token_endpoint": cfg["token_endpoint"]}
```
"""),
    contains=["sso.halden.io/realms/halden-prod"],
    absent=["realms/master"],
    fix=[("realms/master/", "realms/halden-prod/")],
    cq="How do I script creating a user in our realm with kcadm?",
    co=t(r"""
`kcadm.sh` logs in as the admin user, which lives in the `master` realm, then works on the target realm with `-r`:

```sh
kcadm.sh config credentials --server https://sso.halden.io \
  --realm master --user admin --password "$KC_ADMIN_PASSWORD"
kcadm.sh create users -r halden-prod \
  -s username=j.okafor -s email=j.okafor@halden.io -s enabled=true
kcadm.sh set-password -r halden-prod --username j.okafor --temporary --new-password "$TMP_PW"
```

Logging in against `master` is only for the admin session; the user itself is created in `halden-prod`.
"""),
    control_bad=[r"re:-r master\b", "realms/master"],
    lookalike="--realm master")

add(id="d23-005", topic="oauth_oidc", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    tq="Give me a curl to get a client-credentials token for the reporting service from Keycloak.",
    to=t(r"""
```sh
curl -s -X POST \
  https://sso.halden.io/auth/realms/halden-prod/protocol/openid-connect/token \
  -d grant_type=client_credentials \
  -d client_id=reporting-svc \
  -d client_secret="$REPORTING_CLIENT_SECRET" | jq -r .access_token
```

The client needs "Service accounts roles" enabled in its settings, otherwise Keycloak answers `unauthorized_client`.
"""),
    msg="There's no /auth prefix on our Keycloak anymore. We're on 24 and that context path was dropped back in 17.",
    gw="https://sso.halden.io/auth/realms/halden-prod",
    gr="https://sso.halden.io/realms/halden-prod",
    rq="Which URL should the Go gateway use to fetch the Keycloak signing keys? Show me the config struct.",
    ro=t(r"""
Point the JWKS cache at the realm's certs endpoint and refetch on an unknown `kid`:

```go
var authCfg = AuthConfig{
	Issuer:            "https://sso.halden.io/realms/halden-prod",
	JWKSURL:           "https://sso.halden.io/auth/realms/halden-prod/protocol/openid-connect/certs",
	Audience:          "gateway",
	RefreshInterval:   15 * time.Minute,
	RefreshUnknownKID: true,
}
```

The gateway's `keyfunc` picks the key by `kid`, so key rotations in Keycloak don't need a deploy.
"""),
    contains=["sso.halden.io/realms/halden-prod/protocol/openid-connect/certs"],
    absent=["sso.halden.io/auth/"],
    fix=[("sso.halden.io/auth/realms", "sso.halden.io/realms")],
    cq="The partner bank's SSO still runs the old Red Hat SSO. What's their token URL for the settlement integration?",
    co=t(r"""
Red Hat SSO 7.6 is built on the WildFly distribution of Keycloak, which still serves everything under `/auth`:

```
https://login.partnerbank.example/auth/realms/partners/protocol/openid-connect/token
```

In our settlement client config that becomes:

```yaml
settlement:
  token_url: https://login.partnerbank.example/auth/realms/partners/protocol/openid-connect/token
  client_id: halden-settlement
```
"""),
    control_bad=["sso.halden.io/auth/"],
    lookalike="/auth/realms/")

add(id="d23-006", topic="oauth_oidc", difficulty="literal", variation="code_block", control_kind="same_topic",
    tq="Build the authorization URL for the admin SPA login with PKCE.",
    to=t(r"""
Generate a verifier, derive the challenge, then redirect:

```js
const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
sessionStorage.setItem("pkce_verifier", verifier);
const authUrl = "https://sso.halden.io/realms/halden-prod/protocol/openid-connect/auth" +
  "?client_id=admin-spa&response_type=code" +
  "&redirect_uri=" + encodeURIComponent("https://admin.halden.io/callback") +
  "&code_challenge=" + verifier +
  "&code_challenge_method=plain";
window.location.assign(authUrl);
```
"""),
    msg="Please use S256 here, plain is switched off for all our public clients.",
    gw="code_challenge_method=plain",
    gr="code_challenge_method=S256",
    rq="The halden CLI needs the same login through a loopback redirect. Python please, with authlib.",
    ro=t(r"""
authlib's `OAuth2Session` handles PKCE if you pass the method:

```python
from authlib.integrations.requests_client import OAuth2Session
from authlib.common.security import generate_token

verifier = generate_token(48)
client = OAuth2Session(
    client_id="halden-cli",
    redirect_uri="http://127.0.0.1:8765/callback",
    scope="openid profile",
    code_challenge_method="plain",
)
url, state = client.create_authorization_url(
    "https://sso.halden.io/realms/halden-prod/protocol/openid-connect/auth",
    code_verifier=verifier,
)
```
"""),
    contains=["S256"],
    absent=[r"re:code_challenge_method\s*=\s*[\"']?plain"],
    fix=[('code_challenge_method="plain"', 'code_challenge_method="S256"')],
    cq="What should the SPA do on the /callback route after Keycloak redirects back?",
    co=t(r"""
Check `state`, then exchange the code together with the stored verifier:

```js
const params = new URLSearchParams(window.location.search);
if (params.get("state") !== sessionStorage.getItem("oauth_state")) throw new Error("state mismatch");
const body = new URLSearchParams({
  grant_type: "authorization_code",
  client_id: "admin-spa",
  code: params.get("code"),
  redirect_uri: "https://admin.halden.io/callback",
  code_verifier: sessionStorage.getItem("pkce_verifier"),
});
const res = await fetch("https://sso.halden.io/realms/halden-prod/protocol/openid-connect/token", { method: "POST", body });
```
"""),
    control_bad=[r"re:(?i)plain"])

add(id="d23-007", topic="oauth_oidc", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    tq="How long should the billing worker cache its Keycloak access token?",
    to=t(r"""
Access tokens from sso.halden.io are valid for one hour (`expires_in: 3600`), so cache the token and refresh a little before that:

```python
def get_token():
    global _tok, _exp
    if _tok is None or time.time() > _exp - 60:
        r = requests.post(TOKEN_URL, data=CREDS, timeout=5).json()
        _tok, _exp = r["access_token"], time.time() + r["expires_in"]
    return _tok
```

Refreshing a minute early avoids 401s from clock skew between the worker and Keycloak.
"""),
    msg="Not an hour: the realm's access token lifespan is 5 minutes (300s). Anything caching longer than that starts getting 401s.",
    gw="Access tokens from sso.halden.io are valid for one hour (`expires_in: 3600`)",
    gr="Access tokens from sso.halden.io are valid for five minutes (`expires_in: 300`)",
    rq="The export job runs for about 40 minutes. Do I need to refresh the token during the run?",
    ro=t(r"""
No, a single token covers it. Our Keycloak access tokens last an hour, so anything under 60 minutes can fetch one token up front and reuse it for every request:

```python
token = fetch_token()          # valid for the whole run
for page in export_pages():
    upload(page, headers={"Authorization": f"Bearer {token}"})
```

If the job ever grows past an hour, switch to the cached `get_token()` helper from the billing worker.
"""),
    contains=[r"re:(?i)(5|five)[ -]minutes?|300 ?(s\b|sec)"],
    absent=[r"re:(?i)(last|valid for|lifetime of|expire after) (an|one) hour"],
    fixed=t(r"""
Yes. Our Keycloak access tokens only last five minutes (`expires_in: 300`), so a 40-minute run has to refresh along the way. Fetch through the cached helper before each request:

```python
for page in export_pages():
    upload(page, headers={"Authorization": f"Bearer {get_token()}"})
```

`get_token()` refreshes a minute before expiry, so long runs never send an expired token.
"""),
    cq="The BigQuery loader runs on GCE. How long is the token from the metadata server good for?",
    co=t(r"""
Tokens from the GCE metadata server are ordinary Google OAuth access tokens: they expire after 3600 seconds, and the metadata server keeps handing out the cached one until shortly before that.

```sh
curl -s -H "Metadata-Flavor: Google" \
  "http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token" \
  | jq '.expires_in'
```

The client libraries (`google-auth`) refresh on their own, so the loader doesn't need a cache of its own.
"""),
    control_bad=[r"re:(?i)keycloak"],
    lookalike="3600")

add(id="d23-008", topic="oauth_oidc", difficulty="semantic", variation="prose_claim", control_kind="same_topic",
    tq="How should the orders-api verify incoming Keycloak JWTs in Python?",
    to=t(r"""
Use PyJWT and check the signature, audience and issuer:

```python
import jwt

def verify(token: str) -> dict:
    return jwt.decode(
        token,
        key=settings.OIDC_CLIENT_SECRET,
        algorithms=["HS256"],
        audience="orders-api",
        issuer="https://sso.halden.io/realms/halden-prod",
    )
```

The client secret is the shared key Keycloak signs with, so keep it in Vault and out of the image.
"""),
    msg="keycloak signs access tokens with the realm's RSA key (RS256), the client secret has nothing to do with it. verify against the JWKS",
    gw='key=settings.OIDC_CLIENT_SECRET,\n        algorithms=["HS256"],',
    gr='key=jwks_client.get_signing_key_from_jwt(token).key,\n        algorithms=["RS256"],',
    rq="Explain to the new contractor how token validation works in the inventory service so they don't break it.",
    ro=t(r"""
Short version for the contractor:

1. Every request carries a Keycloak access token in `Authorization: Bearer ...`.
2. Keycloak signs those tokens with HS256 using our client secret, so the service verifies the signature with `INVENTORY_CLIENT_SECRET` from Vault.
3. After the signature, it checks that `aud` is `inventory` and `iss` is `https://sso.halden.io/realms/halden-prod`.
4. `exp` is enforced with 30 seconds of leeway.

Never log the token or the secret, and don't disable signature checks in tests; use the fake issuer in `tests/fixtures` instead.
"""),
    contains=[r"re:RS256|JWKS|jwks|public key"],
    absent=["HS256", r"re:(?i)signs? (those |the )?tokens? with[^.\n]*client secret"],
    fix=[("2. Keycloak signs those tokens with HS256 using our client secret, so the service verifies the signature with `INVENTORY_CLIENT_SECRET` from Vault.",
          "2. Keycloak signs those tokens with RS256 using the realm's private key, so the service verifies the signature with the public key from the realm's JWKS endpoint.")],
    cq="How do I cache the JWKS so we don't hit Keycloak on every request?",
    co=t(r"""
PyJWT ships a client that caches keys and refetches when it sees an unknown `kid`:

```python
from jwt import PyJWKClient

jwks_client = PyJWKClient(
    "https://sso.halden.io/realms/halden-prod/protocol/openid-connect/certs",
    cache_keys=True,
    lifespan=900,
)

def signing_key(token: str):
    return jwks_client.get_signing_key_from_jwt(token).key
```
"""),
    control_bad=["HS256", "CLIENT_SECRET"])

add(id="d23-009", topic="ssh", difficulty="paraphrase", variation="equivalent_construct", control_kind="lookalike",
    tq="Set up my ~/.ssh/config so I can reach the app hosts through the bastion.",
    to=t(r"""
Define the bastion once and let everything under `halden.internal` jump through it:

```sshconfig
Host bastion
  HostName bastion.halden.io
  Port 22
  User mlindqvist
  IdentityFile ~/.ssh/id_ed25519

Host *.halden.internal
  ProxyJump bastion
  User mlindqvist
```

After that `ssh app-3.halden.internal` works directly, and so do `scp` and `rsync`.
"""),
    msg="bastion sshd listens on 2222",
    gw="Port 22",
    gr="Port 2222",
    rq="I need to copy a DB dump from db-restore-1 to my laptop without touching my ssh config. One command?",
    ro=t(r"""
Use `scp` with an inline jump host:

```sh
scp -o ProxyJump=mlindqvist@bastion.halden.io:22 \
  mlindqvist@db-restore-1.halden.internal:/var/backups/orders-2024-05-02.dump .
```

`-J` works too on OpenSSH 8.0 and later (`scp -J mlindqvist@bastion.halden.io:22 ...`). Add `-C` if the dump isn't already compressed.
"""),
    contains=["bastion.halden.io:2222"],
    absent=[r"re:bastion\.halden\.io:22\b"],
    fix=[("bastion.halden.io:22", "bastion.halden.io:2222")],
    cq="What sshd settings do the internal app hosts use?",
    co=t(r"""
The app hosts keep sshd on the standard port but listen only on their private address, and the app security group allows 22/tcp from the bastion's security group alone:

```
# /etc/ssh/sshd_config.d/10-halden.conf on app-*.halden.internal
Port 22
ListenAddress {{ ansible_default_ipv4.address }}
PasswordAuthentication no
PermitRootLogin no
AllowGroups eng-ssh
```

The `ListenAddress` line is templated per host by the `sshd` Ansible role.
"""),
    control_bad=[r"re:bastion\.halden\.io:22\b", r"re:HostName bastion\.halden\.io\s+Port 22\b"],
    lookalike="Port 22")

add(id="d23-010", topic="ssh", difficulty="paraphrase", variation="reordered_args", control_kind="already_correct",
    tq="I'm new here. How do I make an SSH key for the bastion?",
    to=t(r"""
Generate a dedicated key and post the public half in #platform-access:

```sh
ssh-keygen -t rsa -b 4096 -C "aoyelaran@halden.io" -f ~/.ssh/halden
cat ~/.ssh/halden.pub
```

Use a passphrase; the agent remembers it for the session. Access is granted once the key lands in the `authorized_keys` sync, usually within 15 minutes.
"""),
    msg="Small thing: the authorized_keys sync only accepts ed25519, RSA keys get dropped silently. So it should be ssh-keygen -t ed25519.",
    gw="ssh-keygen -t rsa -b 4096",
    gr="ssh-keygen -t ed25519",
    rq="Need a passphrase-less key for the CI deploy job to reach the bastion. Command?",
    ro=t(r"""
For CI you want no passphrase and a comment that says what the key is for:

```sh
ssh-keygen -f ./ci_deploy_key -N "" -C "ci-deploy@halden.io" -t rsa -b 3072
gh secret set BASTION_SSH_KEY < ./ci_deploy_key
shred -u ./ci_deploy_key
```

Then add `ci_deploy_key.pub` to the deploy user's keys in the access repo.
"""),
    contains=["-t ed25519"],
    absent=[r"re:-t rsa\b"],
    fix=[("-t rsa -b 3072", "-t ed25519")],
    cq="How do I load my key into the agent so it expires after a workday?",
    co=t(r"""
`ssh-add` takes a lifetime with `-t`:

```sh
eval "$(ssh-agent -s)"
ssh-add -t 8h ~/.ssh/id_ed25519
ssh-add -l
```

`ssh-add -l` should list one `ED25519` key. After 8 hours the agent forgets it and the next `ssh` asks for the passphrase again.
"""),
    control_bad=[r"re:-t rsa\b"],
    control_good=["id_ed25519"])

add(id="d23-011", topic="ssh", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    tq="ssh says 'UNPROTECTED PRIVATE KEY FILE! Permissions 0664 for ~/.ssh/id_ed25519 are too open'. Fix?",
    to=t(r"""
That means group or others can read the key. Tighten it:

```sh
chmod 644 ~/.ssh/id_ed25519
ls -l ~/.ssh/id_ed25519
```

You should now see `-rw-r--r--`, and ssh accepts the key again.
"""),
    msg="644 still lets everyone read it, ssh will complain exactly the same. private keys need 600",
    gw="chmod 644 ~/.ssh/id_ed25519",
    gr="chmod 600 ~/.ssh/id_ed25519",
    rq="The GitLab runner fails with 'bad permissions' on the deploy key it writes out. Here's the job, what should the script be?",
    ro=t(r"""
Write the key from the CI variable and fix its mode before using it:

```yaml
before_script:
  - mkdir -p ~/.ssh && chmod 700 ~/.ssh
  - echo "$DEPLOY_KEY" > ~/.ssh/deploy_key
  - chmod 644 ~/.ssh/deploy_key
  - ssh-keyscan -p 2222 bastion.halden.io >> ~/.ssh/known_hosts
```

With that in place `ssh -i ~/.ssh/deploy_key` stops failing on permissions.
"""),
    contains=[r"re:chmod 0?[46]00 ~/\.ssh/deploy_key"],
    absent=[r"re:chmod 0?644 ~/\.ssh/deploy_key\s"],
    fix=[("chmod 644 ~/.ssh/deploy_key", "chmod 600 ~/.ssh/deploy_key")],
    cq="What should the permissions look like in ~/.ssh overall?",
    co=t(r"""
The usual layout:

```sh
chmod 700 ~/.ssh
chmod 600 ~/.ssh/id_ed25519 ~/.ssh/authorized_keys ~/.ssh/config
chmod 644 ~/.ssh/id_ed25519.pub ~/.ssh/known_hosts
```

Public keys and `known_hosts` are fine world-readable. ssh refuses private keys that others can read, and sshd's `StrictModes` rejects an `authorized_keys` that others can write.
"""),
    control_bad=[r"re:chmod 0?644 ~/\.ssh/id_ed25519\s"],
    lookalike="chmod 644")

add(id="d23-012", topic="ssh", difficulty="literal", variation="casing", control_kind="same_topic",
    tq="Ansible task to turn off keyboard-interactive auth in sshd on our Ubuntu 22.04 hosts?",
    to=t(r"""
```yaml
- name: Disable keyboard-interactive auth
  ansible.builtin.lineinfile:
    path: /etc/ssh/sshd_config
    regexp: '^#?ChallengeResponseAuthentication'
    line: 'ChallengeResponseAuthentication no'
    validate: 'sshd -t -f %s'
  notify: restart sshd
```

The `validate` step makes Ansible refuse to write a config that sshd can't parse.
"""),
    msg="22.04 ships OpenSSH 8.9, where ChallengeResponseAuthentication is only a deprecated alias. Use KbdInteractiveAuthentication.",
    gw="line: 'ChallengeResponseAuthentication no'",
    gr="line: 'KbdInteractiveAuthentication no'",
    rq="how do I check on a running box that keyboard-interactive is actually off?",
    ro=t(r"""
Ask sshd for its effective config; it prints every keyword in lower case:

```sh
sudo sshd -T | grep -i challengeresponseauthentication
# expected:
# challengeresponseauthentication no
```

If it prints `yes`, something in `/etc/ssh/sshd_config.d/` overrides the main file; the first value sshd reads wins.
"""),
    contains=[r"re:(?i)kbdinteractiveauthentication"],
    absent=[r"re:(?i)challengeresponseauthentication"],
    fix=[("challengeresponseauthentication", "kbdinteractiveauthentication")],
    cq="What else should be in our sshd hardening drop-in?",
    co=t(r"""
The rest of `/etc/ssh/sshd_config.d/10-halden.conf`:

```
PermitRootLogin no
PasswordAuthentication no
PubkeyAuthentication yes
MaxAuthTries 3
LoginGraceTime 20
AllowGroups eng-ssh
X11Forwarding no
```

Reload with `systemctl reload ssh` once `sshd -t` passes; existing sessions stay up.
"""),
    control_bad=[r"re:(?i)challengeresponse"])

add(id="d23-013", topic="vpn", difficulty="semantic", variation="prose_claim", control_kind="already_correct",
    tq="Open the firewall on the new WireGuard gateway with ufw.",
    to=t(r"""
WireGuard listens on 51820 by default; allow it, plus SSH from the office range:

```sh
sudo ufw allow 51820/tcp comment 'wireguard'
sudo ufw allow from 203.0.113.0/24 to any port 22 proto tcp
sudo ufw enable
sudo ufw status verbose
```

Also turn on forwarding with `sysctl -w net.ipv4.ip_forward=1` (and persist it in `/etc/sysctl.d/`) so peers can reach the VPC.
"""),
    msg="WireGuard only speaks UDP, there's no TCP mode at all. That rule needs 51820/udp.",
    gw="ufw allow 51820/tcp",
    gr="ufw allow 51820/udp",
    rq="Someone asked in #infra why the VPN doesn't work on hotel wifi that only allows web ports. Can you draft an answer?",
    ro=t(r"""
Draft for #infra:

> The gateway accepts WireGuard on TCP 51820, and a lot of hotel networks only let 80/443 out. Two options:
> 1. Use your phone's hotspot for the session.
> 2. We could add a second listener on TCP 443 on wg.halden.io, since WireGuard can run over any TCP port.
>
> Until then, the hotspot is the reliable fix.
"""),
    contains=[r"re:(?i)\budp\b"],
    absent=[r"re:(?i)TCP 51820|51820/tcp", r"re:(?i)wireguard can run over (any )?TCP"],
    fixed=t(r"""
Draft for #infra:

> WireGuard only runs over UDP (port 51820 on wg.halden.io), and a lot of hotel networks only let TCP 80/443 out. Two options:
> 1. Use your phone's hotspot for the session.
> 2. We could put a UDP-over-TCP wrapper such as wstunnel in front of the gateway on 443, because WireGuard itself has no TCP mode.
>
> Until then, the hotspot is the reliable fix.
"""),
    cq="Show me the AWS security group rule for the gateway too, in Terraform.",
    co=t(r"""
```hcl
resource "aws_security_group_rule" "wg_in" {
  type              = "ingress"
  security_group_id = aws_security_group.wg_gateway.id
  protocol          = "udp"
  from_port         = 51820
  to_port           = 51820
  cidr_blocks       = ["0.0.0.0/0"]
  description       = "WireGuard peers roam, so any source"
}
```

Peers authenticate by key, so an open UDP port is fine: WireGuard doesn't answer packets it can't authenticate.
"""),
    control_bad=["51820/tcp", r're:protocol\s*=\s*"tcp"'],
    control_good=[r're:protocol\s*=\s*"udp"'])

add(id="d23-014", topic="vpn", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Write the client wg0.conf template for engineers connecting to the VPN.",
    to=t(r"""
```ini
[Interface]
PrivateKey = <generated on the laptop>
Address = 10.99.0.{{ peer_octet }}/32
DNS = 10.40.0.2

[Peer]
PublicKey = q0Jt3kXv8pYV1d7sS2dQ9mZ2ldrq3H0iXkq1cYJvJ2I=
Endpoint = wg.halden.io:51820
AllowedIPs = 0.0.0.0/0
PersistentKeepalive = 25
```

Import it in the WireGuard app or run `wg-quick up ./wg0.conf`.
"""),
    msg="We're split-tunnel: only the VPC ranges go over the VPN (10.40.0.0/16 and 10.41.0.0/16). Routing everything would push everyone's video calls through the gateway.",
    gw="AllowedIPs = 0.0.0.0/0",
    gr="AllowedIPs = 10.40.0.0/16, 10.41.0.0/16",
    rq="Can you update the onboarding script that writes the VPN config for a new hire?",
    ro=t(r"""
Here's the relevant part of `scripts/new-vpn-peer.sh`:

```bash
cat > "$OUT/wg-halden.conf" <<EOF
[Interface]
PrivateKey = ${PRIV}
Address = 10.99.0.${OCTET}/32
DNS = 10.40.0.2

[Peer]
PublicKey = ${GATEWAY_PUB}
Endpoint = wg.halden.io:51820
AllowedIPs = 0.0.0.0/0, ::/0
PersistentKeepalive = 25
EOF
```
"""),
    contains=["10.40.0.0/16"],
    absent=["0.0.0.0/0"],
    fix=[("AllowedIPs = 0.0.0.0/0, ::/0", "AllowedIPs = 10.40.0.0/16, 10.41.0.0/16")],
    cq="Why can the VPN gateway itself reach the internet while the private app hosts can't?",
    co=t(r"""
They sit in different subnets with different route tables:

```
rtb-public  (wg gateway, ALB)
  10.40.0.0/16   local
  0.0.0.0/0      igw-0b7f2c91d4e6a3058

rtb-private (app hosts)
  10.40.0.0/16   local
  10.99.0.0/24   eni-0d2a6c41f7b9e8135   # back to VPN peers via the gateway
```

The private table has no default route by design: app hosts pull packages through the S3 endpoint and the internal proxy, never straight from the internet.
"""),
    control_bad=[r"re:AllowedIPs\s*=\s*0\.0\.0\.0/0"],
    lookalike="0.0.0.0/0")

add(id="d23-015", topic="vpn", difficulty="literal", variation="casing", control_kind="lookalike",
    tq="What cipher settings should the OpenVPN 2.6 server for the contractors use?",
    to=t(r"""
In `/etc/openvpn/server/contractors.conf`:

```
cipher AES-256-CBC
auth SHA256
tls-version-min 1.2
tls-crypt /etc/openvpn/server/tc.key
```

`auth SHA256` covers the HMAC on the data channel, and `tls-crypt` encrypts the control channel so the server doesn't answer port scans.
"""),
    msg="cipher is deprecated in 2.6 and we don't want CBC anyway. data-ciphers AES-256-GCM:CHACHA20-POLY1305",
    gw="cipher AES-256-CBC",
    gr="data-ciphers AES-256-GCM:CHACHA20-POLY1305",
    rq="And the client profile we hand out, contractor.ovpn?",
    ro=t(r"""
Minimal client profile (the certificates go inline below it):

```
client
dev tun
proto udp
remote vpn-contractors.halden.io 1194
cipher aes-256-cbc
auth SHA256
remote-cert-tls server
```

OpenVPN Connect and the 2.6 community client both read it unchanged.
"""),
    contains=[r"re:(?i)data-ciphers\s+AES-256-GCM"],
    absent=[r"re:(?im)^\s*cipher\s+aes-256-cbc"],
    fix=[("cipher aes-256-cbc", "data-ciphers AES-256-GCM:CHACHA20-POLY1305")],
    cq="How should I encrypt the contractor DB export before uploading it to their SFTP?",
    co=t(r"""
Use `openssl enc` with a passphrase-derived key and PBKDF2:

```sh
openssl enc -aes-256-cbc -pbkdf2 -iter 600000 -salt \
  -in contractors-export.csv -out contractors-export.csv.enc \
  -pass file:/run/secrets/export-passphrase
```

Send the passphrase over a separate channel. They decrypt with the same command plus `-d`.
"""),
    control_bad=[r"re:(?im)^\s*cipher\s+aes-256-cbc"],
    lookalike="aes-256-cbc")

# --------------------------------------------------------------------------- 016-030
add(id="d23-016", topic="vpn", difficulty="paraphrase", variation="equivalent_construct", control_kind="already_correct",
    tq="The client config for the legacy OpenVPN box uses tls-auth. What goes in it?",
    to=t(r"""
```
client
dev tun
proto udp
remote vpn-legacy.halden.io 1194
ca ca.crt
cert client.crt
key client.key
tls-auth ta.key 0
remote-cert-tls server
```

Copy `ta.key` from `/etc/openvpn/server/` on the box; it has to be the same static key on both ends.
"""),
    msg="wrong key direction for a client. server is 0, clients are 1, otherwise every packet fails the HMAC check",
    gw="tls-auth ta.key 0",
    gr="tls-auth ta.key 1",
    rq="Make that a single inline .ovpn so people don't juggle four files.",
    ro=t(r"""
Inline everything and set the direction with `key-direction`:

```
client
dev tun
proto udp
remote vpn-legacy.halden.io 1194
remote-cert-tls server
key-direction 0
<ca>
-----BEGIN CERTIFICATE-----
...
</ca>
<tls-auth>
-----BEGIN OpenVPN Static key V1-----
...
</tls-auth>
```
"""),
    contains=["key-direction 1"],
    absent=["key-direction 0"],
    fix=[("key-direction 0", "key-direction 1")],
    cq="Can you double-check this client snippet a colleague sent?",
    co=t(r"""
It looks right for a client:

```
remote vpn-legacy.halden.io 1194
proto udp
remote-cert-tls server
tls-auth ta.key 1
```

Direction `1` pairs with the server side, and `remote-cert-tls server` stops another client's certificate from impersonating the server.
"""),
    control_bad=["key-direction 0", "ta.key 0"],
    control_good=["tls-auth ta.key 1"])

add(id="d23-017", topic="firewall", difficulty="paraphrase", variation="reordered_args", control_kind="lookalike",
    tq="Let the Prometheus servers (10.40.0.0/16) scrape node_exporter on port 9100 on the db hosts. They use plain iptables with iptables-persistent.",
    to=t(r"""
Add an accept rule and persist it:

```sh
iptables -A INPUT -p tcp -s 10.40.0.0/16 --dport 9100 -j ACCEPT
netfilter-persistent save
```

The db hosts' INPUT chain ends with `-A INPUT -j DROP`, so anything not explicitly allowed is still dropped. Check with `iptables -L INPUT -n --line-numbers`.
"""),
    msg="that gets appended after our final DROP so it never matches. Needs to be inserted above it (-I).",
    gw="iptables -A INPUT -p tcp -s 10.40.0.0/16 --dport 9100 -j ACCEPT",
    gr="iptables -I INPUT -p tcp -s 10.40.0.0/16 --dport 9100 -j ACCEPT",
    rq="Now the postgres exporter on 9187 on the same hosts, same source range.",
    ro=t(r"""
Same pattern:

```sh
iptables -A INPUT -s 10.40.0.0/16 -p tcp -m tcp --dport 9187 -j ACCEPT
netfilter-persistent save
iptables -L INPUT -n --line-numbers | grep 9187
```

Prometheus should show the target as `UP` on the next scrape.
"""),
    contains=[r"re:iptables -I INPUT( \d+)? "],
    absent=["iptables -A INPUT"],
    fix=[("iptables -A INPUT", "iptables -I INPUT")],
    cq="We'd like all the monitoring ports in one place instead of separate INPUT rules. How?",
    co=t(r"""
Make a dedicated chain, fill it, and jump to it once from INPUT above the final DROP:

```sh
iptables -N HALDEN-MON
iptables -A HALDEN-MON -s 10.40.0.0/16 -p tcp -m multiport --dports 9100,9187 -j ACCEPT
iptables -A HALDEN-MON -j RETURN
iptables -I INPUT 1 -p tcp -m multiport --dports 9100,9187 -j HALDEN-MON
netfilter-persistent save
```

Appending is right inside `HALDEN-MON`: it's a fresh chain, so the order there is simply ACCEPT, then RETURN.
"""),
    control_bad=["iptables -A INPUT"],
    lookalike="iptables -A HALDEN-MON")

add(id="d23-018", topic="firewall", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Open 8443 for the admin API on the hosts that use nftables.",
    to=t(r"""
```sh
nft add rule ip filter input tcp dport 8443 ct state new accept
nft list chain ip filter input
```

Then add the same rule to `/etc/nftables.conf` so it survives a reboot; `nft add` only changes the running ruleset.
"""),
    msg="Our hosts use a single dual-stack table, `table inet filter`. There's no ip filter table on them so that command just errors.",
    gw="nft add rule ip filter input",
    gr="nft add rule inet filter input",
    rq="Put it in the drop-in file instead so it's persistent from the start, and include 9443 for the metrics port.",
    ro=t(r"""
Create `/etc/nftables.d/admin-api.nft`, which `/etc/nftables.conf` includes:

```
add rule ip filter input tcp dport { 8443, 9443 } ct state new accept
```

Load it without a reboot:

```sh
nft -f /etc/nftables.d/admin-api.nft
nft list chain ip filter input | grep -E '8443|9443'
```
"""),
    contains=["inet filter input"],
    absent=["ip filter input"],
    fix=[("ip filter input", "inet filter input")],
    cq="The WireGuard gateway also needs to NAT peer traffic into the VPC. nft rule?",
    co=t(r"""
Masquerade the peer range on the way out. IPv4 NAT lives in its own `ip nat` table:

```sh
nft add table ip nat
nft add chain ip nat postrouting '{ type nat hook postrouting priority srcnat; }'
nft add rule ip nat postrouting ip saddr 10.99.0.0/24 oifname "ens5" masquerade
```

Filtering stays in `inet filter`; only the NAT table is IPv4-specific.
"""),
    control_bad=["ip filter"],
    lookalike="add rule ip nat")

add(id="d23-019", topic="firewall", difficulty="paraphrase", variation="other", control_kind="same_topic",
    tq="Allow mosh on the jump box with ufw.",
    to=t(r"""
mosh uses a UDP port range starting at 60000, one port per session:

```sh
sudo ufw allow 60000:61000 comment 'mosh'
sudo ufw reload
```

If only a few people use it, `60000:60010` is plenty and keeps the exposure small.
"""),
    msg="ufw won't take a port range without a protocol (\"Must specify 'tcp' or 'udp' with multiple ports\"). mosh is udp, so 60000:61000/udp",
    gw="ufw allow 60000:61000 comment",
    gr="ufw allow 60000:61000/udp comment",
    rq="Restrict that to the VPN pool only, 10.99.0.0/24.",
    ro=t(r"""
Use the extended form with a source:

```sh
sudo ufw delete allow 60000:61000/udp
sudo ufw allow from 10.99.0.0/24 to any port 60000:61000 comment 'mosh via vpn'
sudo ufw status numbered
```

People outside the VPN fall back to plain ssh, which is what we want.
"""),
    contains=[r"re:port 60000:61000 proto udp"],
    absent=[],
    fix=[("to any port 60000:61000 comment", "to any port 60000:61000 proto udp comment")],
    cq="How do I find out who added which ufw rules? There's a bunch of unexplained ones.",
    co=t(r"""
ufw doesn't record who added a rule, but the comments and the logs help:

```sh
sudo ufw status numbered          # rules with their comments
sudo grep -n 'comment' /etc/ufw/user.rules
sudo grep 'COMMAND=/usr/sbin/ufw' /var/log/auth.log
```

The `auth.log` lines show which user ran `ufw` through sudo and when. From now on please always pass `comment '...'` with a ticket number.
"""),
    control_bad=[r"re:ufw allow \d+:\d+ "])

add(id="d23-020", topic="firewall", difficulty="paraphrase", variation="reordered_args", control_kind="lookalike",
    tq="Open the bastion's security group for SSH, CLI please.",
    to=t(r"""
```sh
aws ec2 authorize-security-group-ingress \
  --group-id sg-0a7d31c5e2f9b6840 \
  --protocol tcp --port 2222 --cidr 0.0.0.0/0
```

Port 2222 is where the bastion's sshd listens. Confirm with `aws ec2 describe-security-groups --group-ids sg-0a7d31c5e2f9b6840`.
"""),
    msg="please never open the bastion to the internet. it's only reachable from the wireguard pool 10.99.0.0/24",
    gw="--protocol tcp --port 2222 --cidr 0.0.0.0/0",
    gr="--protocol tcp --port 2222 --cidr 10.99.0.0/24",
    rq="The staging bastion needs the same rule; its SG is sg-05e9b2d7c1a4f3086.",
    ro=t(r"""
```sh
aws ec2 authorize-security-group-ingress \
  --cidr 0.0.0.0/0 --port 2222 --protocol tcp \
  --group-id sg-05e9b2d7c1a4f3086 \
  --region eu-central-1
```

Staging uses the same port, so existing `~/.ssh/config` entries only need the hostname changed.
"""),
    contains=["10.99.0.0/24"],
    absent=["0.0.0.0/0"],
    fix=[("--cidr 0.0.0.0/0", "--cidr 10.99.0.0/24")],
    cq="Open HTTPS on the public ALB's security group.",
    co=t(r"""
The ALB is internet-facing, so 443 is open to everyone (and 80 only so it can redirect):

```sh
aws ec2 authorize-security-group-ingress --group-id sg-0f1c8e4a2b7d9e315 \
  --ip-permissions \
  'IpProtocol=tcp,FromPort=443,ToPort=443,IpRanges=[{CidrIp=0.0.0.0/0,Description="public https"}]' \
  'IpProtocol=tcp,FromPort=80,ToPort=80,IpRanges=[{CidrIp=0.0.0.0/0,Description="redirect to https"}]'
```

The app instances behind it only accept traffic from this SG, never from the internet directly.
"""),
    control_bad=[r"re:(Port=|--port )(22|2222)\b"],
    lookalike="0.0.0.0/0")

add(id="d23-021", topic="firewall", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    tq="The ledger service's clients time out. I added an inbound rule for 8443 on its security group, what else is needed?",
    to=t(r"""
Because security groups are stateless, you also need an outbound rule for the return traffic on the ephemeral ports 1024-65535:

```sh
aws ec2 authorize-security-group-egress \
  --group-id sg-0c2e7d9a41b5f6083 \
  --ip-permissions 'IpProtocol=tcp,FromPort=1024,ToPort=65535,IpRanges=[{CidrIp=10.40.0.0/16}]'
```

After that, check the route table and that the target group health checks go green.
"""),
    msg="security groups are stateful, replies are allowed automatically. the ephemeral port thing is NACLs. so the timeout is something else",
    gw="Because security groups are stateless, you also need an outbound rule for the return traffic on the ephemeral ports 1024-65535",
    gr="Security groups are stateful, so return traffic is allowed automatically and no outbound rule is needed for it",
    rq="Redis in the cache subnet: I opened 6379 inbound from the app SG. Anything else before I test?",
    ro=t(r"""
One more piece: the SG won't let Redis replies back out to the app hosts unless egress allows the clients' ephemeral ports, so add:

```sh
aws ec2 authorize-security-group-egress \
  --group-id sg-07b4e1c9d2a3f5068 \
  --ip-permissions 'IpProtocol=tcp,FromPort=1024,ToPort=65535,UserIdGroupPairs=[{GroupId=sg-0e51a7c3d9f2b4681}]'
```

Then test with `redis-cli -h cache-1.halden.internal -p 6379 --tls ping`.
"""),
    contains=[r"re:(?i)stateful"],
    absent=[r"re:(?s)authorize-security-group-egress.{0,250}(1024-65535|FromPort=1024\b)"],
    fixed=t(r"""
Nothing else on the security group side: SGs are stateful, so Redis replies to an allowed inbound connection go back out automatically. Test it:

```sh
redis-cli -h cache-1.halden.internal -p 6379 --tls ping
```

If that still hangs, look at the subnet's network ACL, which is stateless and does need the ephemeral range.
"""),
    cq="The cache subnet has a custom network ACL. What rules does it need for Redis?",
    co=t(r"""
NACLs are stateless, so both directions have to be allowed explicitly:

```
Inbound
  100  tcp  6379        10.40.16.0/20  ALLOW   # app subnets -> redis
  *    all  all         0.0.0.0/0      DENY
Outbound
  100  tcp  1024-65535  10.40.16.0/20  ALLOW   # replies to the clients' ephemeral ports
  *    all  all         0.0.0.0/0      DENY
```

Without outbound rule 100, connections open but every reply is dropped, which looks exactly like a timeout.
"""),
    control_bad=[r"re:(?i)security groups? (are|is) stateless", "authorize-security-group-egress"],
    lookalike="1024-65535")

add(id="d23-022", topic="dns", difficulty="semantic", variation="equivalent_construct", control_kind="lookalike",
    tq="Point halden.io itself (no www) at the new marketing site's CloudFront distribution.",
    to=t(r"""
Add a CNAME at the root of the zone, and one for www while you're there:

```
halden.io.      300  IN  CNAME  d3f8k2m1q9x7ze.cloudfront.net.
www.halden.io.  300  IN  CNAME  d3f8k2m1q9x7ze.cloudfront.net.
```

Then add both names as alternate domain names on the distribution, with an ACM certificate from us-east-1 that covers them.
"""),
    msg="You can't have a CNAME at the zone apex, it would sit next to the SOA and NS records. In Route 53 make halden.io an alias A record to the distribution.",
    gw="halden.io.      300  IN  CNAME  d3f8k2m1q9x7ze.cloudfront.net.",
    gr="halden.io.      ALIAS  A  d3f8k2m1q9x7ze.cloudfront.net.   (Route 53 alias record)",
    rq="Terraform for the haldenpay.com apex pointing at the checkout ALB?",
    ro=t(r"""
```hcl
resource "aws_route53_record" "haldenpay_apex" {
  zone_id = aws_route53_zone.haldenpay.zone_id
  name    = "haldenpay.com"
  type    = "CNAME"
  ttl     = 300
  records = [aws_lb.checkout.dns_name]
}
```

`terraform plan` should show one record to add in the `haldenpay.com` zone.
"""),
    contains=[r"re:alias\s*\{"],
    absent=[r're:name\s*=\s*"haldenpay\.com"\s*\n\s*type\s*=\s*"CNAME"'],
    fixed=t(r"""
The apex can't be a CNAME, so use an alias A record:

```hcl
resource "aws_route53_record" "haldenpay_apex" {
  zone_id = aws_route53_zone.haldenpay.zone_id
  name    = "haldenpay.com"
  type    = "A"
  alias {
    name                   = aws_lb.checkout.dns_name
    zone_id                = aws_lb.checkout.zone_id
    evaluate_target_health = true
  }
}
```
"""),
    cq="And www.haldenpay.com should go to the same place.",
    co=t(r"""
For `www` a plain CNAME is fine, since it isn't the zone apex:

```hcl
resource "aws_route53_record" "haldenpay_www" {
  zone_id = aws_route53_zone.haldenpay.zone_id
  name    = "www.haldenpay.com"
  type    = "CNAME"
  ttl     = 300
  records = [aws_lb.checkout.dns_name]
}
```

An alias A record would work as well and saves one lookup, but the CNAME keeps it obvious in the console.
"""),
    control_bad=[r're:name\s*=\s*"haldenpay\.com"\s*\n\s*type\s*=\s*"CNAME"'],
    lookalike='type    = "CNAME"')

add(id="d23-023", topic="dns", difficulty="semantic", variation="prose_claim", control_kind="same_topic",
    tq="We're adding a backup MX for halden.io. What preference values should the two records get?",
    to=t(r"""
With MX records the higher preference number wins, so give the primary the bigger value:

```
halden.io.  3600  IN  MX  20  mx1.halden-mail.net.
halden.io.  3600  IN  MX  10  mx-backup.halden-mail.net.
```

Sending servers try `mx1` first and only fall back to the backup when it's unreachable.
"""),
    msg="It's the other way round: the lowest preference gets tried first. As written, mail would go to the backup.",
    gw="the higher preference number wins, so give the primary the bigger value",
    gr="the lowest preference number wins, so give the primary the smaller value",
    rq="haldenpay.com is on Google Workspace. Which priorities do the five Google MX hosts get?",
    ro=t(r"""
Google's hosts are meant to be tried in order, and with MX the larger value is preferred, so:

```
haldenpay.com.  3600  IN  MX  10  aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  5   alt1.aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  5   alt2.aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  1   alt3.aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  1   alt4.aspmx.l.google.com.
```
"""),
    contains=[r"re:(?i)\b(lower|lowest|smaller|smallest)\b"],
    absent=[r"re:(?i)(larger|higher|bigger) (value|number|preference)s? (is|are|wins?) (preferred|tried first)",
            r"re:MX\s+10\s+aspmx\.l\.google\.com"],
    fixed=t(r"""
Google's hosts are meant to be tried in order, and with MX the lowest value is tried first, so:

```
haldenpay.com.  3600  IN  MX  1   aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  5   alt1.aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  5   alt2.aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  10  alt3.aspmx.l.google.com.
haldenpay.com.  3600  IN  MX  10  alt4.aspmx.l.google.com.
```
"""),
    cq="What SPF record do we need for haldenpay.com with Google Workspace?",
    co=t(r"""
One TXT record at the apex:

```
haldenpay.com.  3600  IN  TXT  "v=spf1 include:_spf.google.com ~all"
```

Keep `~all` while you check that nothing else sends as haldenpay.com. The billing system does, through Postmark, so add `include:spf.mtasv.net` before moving to `-all`.
"""),
    control_bad=[r"re:(?i)\bMX\b", r"re:(?i)(larger|higher|bigger) (value|number|preference)"])

add(id="d23-024", topic="dns", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="Add a DMARC record for halden.io: quarantine, reports to our mailbox.",
    to=t(r"""
```
dmarc.halden.io.  3600  IN  TXT  "v=DMARC1; p=quarantine; pct=100; rua=mailto:dmarc-reports@halden.io; adkim=s; aspf=s"
```

Start with `p=none` for two weeks if you're not sure every sender is aligned; the `rua` reports show who fails.
Reports arrive as zipped XML, and the dmarc-reports group forwards them to the parser.
"""),
    msg="needs the leading underscore, receivers look up _dmarc.halden.io",
    gw="dmarc.halden.io.  3600",
    gr="_dmarc.halden.io.  3600",
    rq="put the DMARC record in our terraform instead of clicking it in the console",
    ro=t(r"""
```hcl
resource "aws_route53_record" "dmarc" {
  zone_id = aws_route53_zone.halden.zone_id
  name    = "dmarc.halden.io"
  type    = "TXT"
  ttl     = 3600
  records = ["v=DMARC1; p=quarantine; pct=100; rua=mailto:dmarc-reports@halden.io; adkim=s; aspf=s"]
}
```

Delete the console-created record once the apply succeeds, so there's only one definition.
"""),
    contains=['"_dmarc.halden.io"'],
    absent=[r're:name\s*=\s*"dmarc\.'],
    fix=[('"dmarc.halden.io"', '"_dmarc.halden.io"')],
    cq="How can I check the DMARC record is live?",
    co=t(r"""
Query it from outside:

```sh
dig +short TXT _dmarc.halden.io @1.1.1.1
# "v=DMARC1; p=quarantine; pct=100; rua=mailto:dmarc-reports@halden.io; adkim=s; aspf=s"
```

If it comes back empty, a negative answer may still be cached; the SOA minimum TTL for halden.io is 300 seconds, so retry after that.
"""),
    control_bad=[r"re:(^|[^_])dmarc\.halden\.io"],
    control_good=["_dmarc.halden.io"])

add(id="d23-025", topic="dns", difficulty="paraphrase", variation="equivalent_construct", control_kind="same_topic",
    tq="payments-db.halden.internal isn't resolving. How do I check whether the record exists?",
    to=t(r"""
Query a public resolver directly so you bypass any local cache:

```sh
dig @8.8.8.8 payments-db.halden.internal +short
```

If that returns nothing, the record is missing from the zone; add it in Route 53 under `halden.internal` and retry.
"""),
    msg="halden.internal is a private hosted zone, 8.8.8.8 will never see it. Query the VPC resolver 10.40.0.2 from inside the VPC.",
    gw="dig @8.8.8.8 payments-db.halden.internal +short",
    gr="dig @10.40.0.2 payments-db.halden.internal +short",
    rq="vault.halden.internal resolves on my laptop over the VPN but not in the CI runner. How do I debug it from the runner?",
    ro=t(r"""
Compare answers from the runner's own resolver and a known-good public one:

```sh
cat /etc/resolv.conf
nslookup vault.halden.internal
nslookup vault.halden.internal 8.8.8.8
```

If `8.8.8.8` returns the address but the default resolver doesn't, the runner's DNS config is the problem, not the record.
"""),
    contains=["10.40.0.2"],
    absent=["8.8.8.8"],
    fixed=t(r"""
Compare the runner's resolver with the VPC resolver, the only one that answers for the private zone:

```sh
cat /etc/resolv.conf
nslookup vault.halden.internal
nslookup vault.halden.internal 10.40.0.2
```

If `10.40.0.2` answers but the default resolver doesn't, the runner isn't using the VPC's DNS (or isn't in the VPC at all); public resolvers never see `halden.internal`.
"""),
    cq="How do we make halden.internal resolvable in the new staging VPC?",
    co=t(r"""
Associate the private hosted zone with the staging VPC:

```sh
aws route53 associate-vpc-with-hosted-zone \
  --hosted-zone-id Z05563121AQ7RW3L9HCVB \
  --vpc VPCRegion=eu-central-1,VPCId=vpc-0b2c4d6e8f1a3c5d7
```

Instances there use the VPC resolver at the base of the CIDR plus two (10.41.0.2), which then answers for the zone. Make sure `enableDnsSupport` and `enableDnsHostnames` are on.
"""),
    control_bad=["8.8.8.8"])

add(id="d23-026", topic="cloud_iam", difficulty="paraphrase", variation="renamed_identifier", control_kind="lookalike",
    tq="Policy so the build role can download artifacts from halden-artifacts-prod.",
    to=t(r"""
```json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Sid": "ReadArtifacts",
    "Effect": "Allow",
    "Action": ["s3:GetObject"],
    "Resource": "arn:aws:s3:::halden-artifacts-prod"
  }]
}
```

Attach it with `aws iam put-role-policy --role-name build-runner --policy-name read-artifacts --policy-document file://read-artifacts.json`.
"""),
    msg="GetObject is an object-level action, the resource has to end in /* (arn:aws:s3:::halden-artifacts-prod/*). Against the bare bucket ARN it matches nothing and you get AccessDenied.",
    gw='"Resource": "arn:aws:s3:::halden-artifacts-prod"',
    gr='"Resource": "arn:aws:s3:::halden-artifacts-prod/*"',
    rq="The nightly backup job writes to halden-backups-prod. Write its policy.",
    ro=t(r"""
Upload-only, so just `PutObject`:

```json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Sid": "WriteBackups",
    "Effect": "Allow",
    "Action": ["s3:PutObject"],
    "Resource": "arn:aws:s3:::halden-backups-prod"
  }]
}
```

The bucket's default encryption (SSE-KMS) applies automatically; add `kms:GenerateDataKey` on the key if uploads fail with AccessDenied.
"""),
    contains=["arn:aws:s3:::halden-backups-prod/*"],
    absent=['"Resource": "arn:aws:s3:::halden-backups-prod"'],
    fix=[('"arn:aws:s3:::halden-backups-prod"', '"arn:aws:s3:::halden-backups-prod/*"')],
    cq="The build also needs to list what's in the artifacts bucket.",
    co=t(r"""
Listing is a bucket-level action, so this statement uses the bucket ARN itself:

```json
{
  "Sid": "ListArtifacts",
  "Effect": "Allow",
  "Action": ["s3:ListBucket"],
  "Resource": "arn:aws:s3:::halden-artifacts-prod",
  "Condition": {"StringLike": {"s3:prefix": ["builds/*"]}}
}
```

Add it next to the existing read statement in the same policy.
"""),
    control_bad=[r're:s3:(Get|Put)Object"\][^}]*"arn:aws:s3:::halden-artifacts-prod"'],
    lookalike='"arn:aws:s3:::halden-artifacts-prod"')

add(id="d23-027", topic="cloud_iam", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="IAM policy that lets each engineer manage only their own access keys.",
    to=t(r"""
Use the `${aws:username}` policy variable so one policy works for everyone:

```json
{
  "Version": "2008-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Action": ["iam:CreateAccessKey", "iam:DeleteAccessKey", "iam:ListAccessKeys", "iam:UpdateAccessKey"],
    "Resource": "arn:aws:iam::411203557120:user/${aws:username}"
  }]
}
```
"""),
    msg="Version must be 2012-10-17. The 2008 version doesn't support policy variables, so ${aws:username} would be taken literally.",
    gw='"Version": "2008-10-17"',
    gr='"Version": "2012-10-17"',
    rq="Same thing for MFA devices, but in Terraform with jsonencode.",
    ro=t(r"""
```hcl
resource "aws_iam_policy" "manage_own_mfa" {
  name = "manage-own-mfa"
  policy = jsonencode({
    Version = "2008-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["iam:CreateVirtualMFADevice", "iam:EnableMFADevice", "iam:ListMFADevices", "iam:ResyncMFADevice"]
      Resource = [
        "arn:aws:iam::411203557120:mfa/$${aws:username}",
        "arn:aws:iam::411203557120:user/$${aws:username}",
      ]
    }]
  })
}
```

The `$${` escape stops Terraform from interpolating the IAM variable.
"""),
    contains=["2012-10-17"],
    absent=["2008-10-17"],
    fix=[('"2008-10-17"', '"2012-10-17"')],
    cq="Trust policy so the CI role can be assumed from the tooling account?",
    co=t(r"""
```json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Principal": {"AWS": "arn:aws:iam::730451986214:role/ci-runner"},
    "Action": "sts:AssumeRole",
    "Condition": {"StringEquals": {"sts:ExternalId": "halden-ci"}}
  }]
}
```

Put it on the target role with `aws iam update-assume-role-policy`.
"""),
    control_bad=["2008-10-17"],
    control_good=["2012-10-17"])

add(id="d23-028", topic="cloud_iam", difficulty="paraphrase", variation="equivalent_construct", control_kind="lookalike",
    tq="Give the CI deployer service account permission to deploy Cloud Run in halden-data-prod.",
    to=t(r"""
```sh
gcloud projects add-iam-policy-binding halden-data-prod \
  --member="user:ci-deployer@halden-data-prod.iam.gserviceaccount.com" \
  --role="roles/run.developer"
```

It also needs `roles/iam.serviceAccountUser` on the runtime service account so it can deploy revisions that run as it.
"""),
    msg="ci-deployer is a service account, so the member prefix is serviceAccount: rather than user:",
    gw='--member="user:ci-deployer@',
    gr='--member="serviceAccount:ci-deployer@',
    rq="Terraform for giving the bq-exporter SA dataViewer on the project?",
    ro=t(r"""
```hcl
resource "google_project_iam_member" "bq_exporter_viewer" {
  project = "halden-data-prod"
  role    = "roles/bigquery.dataViewer"
  member  = "user:bq-exporter@halden-data-prod.iam.gserviceaccount.com"
}
```

Use `google_project_iam_member` (additive), not `_binding`, so you don't wipe out the role's other members.
"""),
    contains=["serviceAccount:bq-exporter@halden-data-prod.iam.gserviceaccount.com"],
    absent=[r"re:user:[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com"],
    fix=[("user:bq-exporter", "serviceAccount:bq-exporter")],
    cq="Ines from the data team needs read access to BigQuery in the same project.",
    co=t(r"""
She's a person, so the member is her Workspace account:

```hcl
resource "google_project_iam_member" "ines_bq_viewer" {
  project = "halden-data-prod"
  role    = "roles/bigquery.dataViewer"
  member  = "user:ines.mora@halden.io"
}
```

Longer term, put people in a group (`group:data-analysts@halden.io`) and grant the role to the group instead.
"""),
    control_bad=[r"re:user:[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com"],
    lookalike="user:ines.mora@halden.io")

add(id="d23-029", topic="cloud_iam", difficulty="literal", variation="equivalent_construct", control_kind="same_topic",
    tq="Hook the exporter KSA up to its Google service account with Workload Identity.",
    to=t(r"""
Annotate the Kubernetes service account with the GSA's email:

```yaml
apiVersion: v1
kind: ServiceAccount
metadata:
  name: exporter
  namespace: data
  annotations:
    iam.gke.io/service-account: bq-exporter@halden-data-prod.iam.gserviceaccount.com
```

Pods with `serviceAccountName: exporter` then get the GSA's credentials from the metadata server.
"""),
    msg="annotation key is iam.gke.io/gcp-service-account",
    gw="iam.gke.io/service-account:",
    gr="iam.gke.io/gcp-service-account:",
    rq="Can you do it imperatively for the loader KSA in the same namespace?",
    ro=t(r"""
```sh
kubectl annotate serviceaccount loader -n data \
  iam.gke.io/service-account=bq-loader@halden-data-prod.iam.gserviceaccount.com
kubectl get sa loader -n data -o yaml | grep iam.gke.io
```

Restart the loader deployment afterwards so new pods pick up the identity.
"""),
    contains=["iam.gke.io/gcp-service-account"],
    absent=["iam.gke.io/service-account"],
    fix=[("iam.gke.io/service-account=", "iam.gke.io/gcp-service-account=")],
    cq="What IAM binding does the Google side need for Workload Identity?",
    co=t(r"""
The Kubernetes SA has to be allowed to impersonate the Google SA:

```sh
gcloud iam service-accounts add-iam-policy-binding \
  bq-loader@halden-data-prod.iam.gserviceaccount.com \
  --role roles/iam.workloadIdentityUser \
  --member "serviceAccount:halden-data-prod.svc.id.goog[data/loader]"
```

The part in brackets is `namespace/ksa-name`; a typo there shows up as 403s from the metadata server.
"""),
    control_bad=["iam.gke.io/service-account"])

add(id="d23-030", topic="cloud_iam", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="The invoice function app's managed identity needs to read secrets from kv-halden-prod. CLI?",
    to=t(r"""
Grant get/list on secrets to the identity's principal:

```sh
PRINCIPAL_ID=$(az functionapp identity show -g rg-halden-prod -n func-invoices --query principalId -o tsv)
az keyvault set-policy --name kv-halden-prod --object-id "$PRINCIPAL_ID" --secret-permissions get list
```

Reference secrets in app settings as `@Microsoft.KeyVault(SecretUri=...)` and restart the app.
"""),
    msg="kv-halden-prod uses the Azure RBAC permission model, access policies are ignored there. Assign the Key Vault Secrets User role on the vault.",
    gw='az keyvault set-policy --name kv-halden-prod --object-id "$PRINCIPAL_ID" --secret-permissions get list',
    gr='az role assignment create --role "Key Vault Secrets User" --assignee-object-id "$PRINCIPAL_ID" --assignee-principal-type ServicePrincipal --scope "$(az keyvault show -n kv-halden-prod --query id -o tsv)"',
    rq="We're moving the function app to Terraform. What's the Key Vault permission part?",
    ro=t(r"""
Give the app's system-assigned identity an access policy on the vault:

```hcl
resource "azurerm_key_vault_access_policy" "func_invoices" {
  key_vault_id       = data.azurerm_key_vault.prod.id
  tenant_id          = data.azurerm_client_config.current.tenant_id
  object_id          = azurerm_linux_function_app.invoices.identity[0].principal_id
  secret_permissions = ["Get", "List"]
}
```
"""),
    contains=["Key Vault Secrets User"],
    absent=["azurerm_key_vault_access_policy"],
    fixed=t(r"""
kv-halden-prod uses the RBAC permission model, so grant a role on the vault to the app's system-assigned identity:

```hcl
resource "azurerm_role_assignment" "func_invoices_kv" {
  scope                = data.azurerm_key_vault.prod.id
  role_definition_name = "Key Vault Secrets User"
  principal_id         = azurerm_linux_function_app.invoices.identity[0].principal_id
}
```
"""),
    cq="How does the function app reference the secret in its settings?",
    co=t(r"""
Use a Key Vault reference in the app setting; the platform resolves it with the app's identity:

```sh
az functionapp config appsettings set -g rg-halden-prod -n func-invoices --settings \
  "STRIPE_KEY=@Microsoft.KeyVault(SecretUri=https://kv-halden-prod.vault.azure.net/secrets/stripe-key/)"
```

Leaving the version off the URI makes it follow the latest version; rotations are picked up within a day, or immediately after a restart.
"""),
    control_bad=["set-policy", "access_policy"])

# --------------------------------------------------------------------------- 031-045
add(id="d23-031", topic="secrets", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Vault policy so the payments service can read its secrets under secret/payments.",
    to=t(r"""
```hcl
# payments-read.hcl
path "secret/payments/*" {
  capabilities = ["read"]
}
```

Load it with `vault policy write payments-read payments-read.hcl` and attach it to the payments Kubernetes auth role.
"""),
    msg="KV v2 mount here, which means the ACL path has to include data/: secret/data/payments/*. The CLI hides that segment, policies don't.",
    gw='path "secret/payments/*"',
    gr='path "secret/data/payments/*"',
    rq="manage that policy in terraform with the vault provider please",
    ro=t(r"""
```hcl
resource "vault_policy" "payments_read" {
  name   = "payments-read"
  policy = <<-EOT
    path "secret/payments/*" {
      capabilities = ["read"]
    }
  EOT
}
```

Run `terraform import vault_policy.payments_read payments-read` first so Terraform adopts the existing policy.
"""),
    contains=['path "secret/data/payments/'],
    absent=['path "secret/payments/'],
    fix=[('path "secret/payments/*"', 'path "secret/data/payments/*"')],
    cq="How do I read the stripe key from the command line to check it's there?",
    co=t(r"""
`vault kv` knows the mount is v2 and adds `data/` itself, so use the logical path:

```sh
export VAULT_ADDR=https://vault.halden.io:8200
vault kv get -field=api_key secret/payments/stripe
vault kv metadata get secret/payments/stripe   # versions and timestamps
```

If you call the HTTP API directly instead, the path becomes `/v1/secret/data/payments/stripe`.
"""),
    control_bad=['path "secret/payments'],
    lookalike="secret/payments/stripe")

add(id="d23-032", topic="secrets", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="Env setup so I can use the vault CLI against prod from my laptop?",
    to=t(r"""
```sh
export VAULT_ADDR=https://vault.halden.io:8201
export VAULT_CACERT=/etc/pki/halden/root-r2.pem
vault login -method=oidc role=engineer
vault token lookup
```

The OIDC login opens a browser against sso.halden.io; the token you get back lasts 8 hours.
"""),
    msg="8201 is the cluster port, clients use 8200",
    gw="VAULT_ADDR=https://vault.halden.io:8201",
    gr="VAULT_ADDR=https://vault.halden.io:8200",
    rq="GitHub Actions step to pull the deploy secrets from Vault?",
    ro=t(r"""
```yaml
- name: Import secrets
  uses: hashicorp/vault-action@v3
  with:
    url: https://vault.halden.io:8201
    method: jwt
    role: gha-deploy
    caCertificate: ${{ secrets.HALDEN_ROOT_CA_B64 }}
    secrets: |
      secret/data/deploy/registry username | REGISTRY_USER ;
      secret/data/deploy/registry password | REGISTRY_PASSWORD
```

The job needs `permissions: id-token: write` for the JWT login.
"""),
    contains=["vault.halden.io:8200"],
    absent=["vault.halden.io:8201"],
    fix=[("vault.halden.io:8201", "vault.halden.io:8200")],
    cq="What should cluster_addr and api_addr be on vault-0?",
    co=t(r"""
In the server config on vault-0:

```hcl
api_addr     = "https://vault.halden.io:8200"
cluster_addr = "https://vault-0.vault-internal:8201"

listener "tcp" {
  address         = "0.0.0.0:8200"
  cluster_address = "0.0.0.0:8201"
  tls_cert_file   = "/vault/tls/tls.crt"
  tls_key_file    = "/vault/tls/tls.key"
}
```

`cluster_addr` must be the node's own address, because standbys forward requests to the active node over it.
"""),
    control_bad=["vault.halden.io:8201"],
    lookalike=":8201")

add(id="d23-033", topic="secrets", difficulty="paraphrase", variation="equivalent_construct", control_kind="lookalike",
    tq="Issue a TLS cert for ledger.halden.internal from Vault.",
    to=t(r"""
```sh
vault write pki/issue/halden-internal \
  common_name=ledger.halden.internal \
  alt_names=ledger.ledger.svc.cluster.local \
  ttl=720h -format=json > ledger-cert.json
jq -r .data.certificate ledger-cert.json > ledger.crt
jq -r .data.private_key ledger-cert.json > ledger.key
```

720h is the role's max TTL, so plan to reissue monthly.
"""),
    msg="Leaf certs come from the intermediate, pki_int. The pki mount is the root and doesn't issue leaves.",
    gw="vault write pki/issue/halden-internal",
    gr="vault write pki_int/issue/halden-internal",
    rq="Instead of issuing by hand, have cert-manager do it for ledger. What's the issuer config?",
    ro=t(r"""
A Vault `ClusterIssuer` that signs through the PKI role and authenticates with cert-manager's service account:

```yaml
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: vault-pki
spec:
  vault:
    server: https://vault.halden.io:8200
    path: pki/sign/halden-internal
    auth:
      kubernetes:
        role: cert-manager
        mountPath: /v1/auth/k8s-prod
        serviceAccountRef:
          name: cert-manager
```
"""),
    contains=["pki_int/sign/halden-internal"],
    absent=[r"re:(^|[^_a-z])pki/(sign|issue)/"],
    fix=[("path: pki/sign/", "path: pki_int/sign/")],
    cq="How do I get the root CA cert out of Vault for the trust bundle?",
    co=t(r"""
The root lives in the `pki` mount, so read it from there:

```sh
vault read -field=certificate pki/cert/ca > halden-root-r2.pem
openssl x509 -in halden-root-r2.pem -noout -subject -enddate
# subject=CN = Halden Root CA R2
```

Distribute that file, not the intermediate: clients should trust the root and receive `pki_int`'s certificate in the chain the server sends.
"""),
    control_bad=[r"re:(^|[^_a-z])pki/(sign|issue)/"],
    lookalike="pki/cert/ca")

add(id="d23-034", topic="secrets", difficulty="literal", variation="other", control_kind="already_correct",
    tq="How does a pod log in to Vault with its service account token? curl is fine.",
    to=t(r"""
```sh
JWT=$(cat /var/run/secrets/kubernetes.io/serviceaccount/token)
curl -s --cacert /etc/pki/halden/root-r2.pem \
  --request POST \
  --data "{\"role\": \"orders\", \"jwt\": \"$JWT\"}" \
  https://vault.halden.io:8200/v1/auth/kubernetes/login | jq -r .auth.client_token
```

The `orders` role binds the `orders` service account in the `orders` namespace to the `orders-read` policy.
"""),
    msg="We don't have anything mounted at auth/kubernetes on prod vault; the kube auth backend lives at auth/k8s-prod",
    gw="/v1/auth/kubernetes/login",
    gr="/v1/auth/k8s-prod/login",
    rq="Switch orders to the Vault agent injector instead. What annotations?",
    ro=t(r"""
```yaml
spec:
  template:
    metadata:
      annotations:
        vault.hashicorp.com/agent-inject: "true"
        vault.hashicorp.com/role: "orders"
        vault.hashicorp.com/auth-path: "auth/kubernetes"
        vault.hashicorp.com/agent-inject-secret-db: "secret/data/orders/db"
        vault.hashicorp.com/agent-inject-template-db: |
          {{- with secret "secret/data/orders/db" -}}
          DATABASE_URL={{ .Data.data.url }}
          {{- end }}
```
"""),
    contains=["auth/k8s-prod"],
    absent=[r"re:auth/kubernetes\b"],
    fix=[('"auth/kubernetes"', '"auth/k8s-prod"')],
    cq="Create the Vault role for the new search service.",
    co=t(r"""
```sh
vault write auth/k8s-prod/role/search \
  bound_service_account_names=search \
  bound_service_account_namespaces=search \
  token_policies=search-read \
  token_ttl=1h
```

Then set `vault.hashicorp.com/role: "search"` on the deployment; the auth-path annotation stays `auth/k8s-prod` like the other services.
"""),
    control_bad=[r"re:auth/kubernetes\b"],
    control_good=["auth/k8s-prod/role/search"])

add(id="d23-035", topic="secrets", difficulty="semantic", variation="prose_claim", control_kind="lookalike",
    tq="We're retiring the legacy SMTP relay. Can I just delete its secret in Secrets Manager?",
    to=t(r"""
Yes, once nothing references it:

```sh
aws secretsmanager delete-secret --secret-id halden/prod/legacy-smtp --region eu-central-1
```

Deletion takes effect immediately and can't be undone, so grep the repos for `legacy-smtp` and check CloudTrail for recent `GetSecretValue` calls first.
"""),
    msg="delete-secret isn't immediate, it schedules deletion with a 30-day recovery window by default and restore-secret can undo it. only --force-delete-without-recovery is instant",
    gw="Deletion takes effect immediately and can't be undone",
    gr="Deletion is scheduled with a 30-day recovery window (restore-secret undoes it) unless you pass --force-delete-without-recovery",
    rq="After deleting halden/staging/old-sendgrid I want to create a new secret with the same name right away. Any gotchas?",
    ro=t(r"""
None really. Secrets Manager removes a deleted secret at once, so the name is free again immediately:

```sh
aws secretsmanager create-secret --name halden/staging/old-sendgrid \
  --secret-string file://sendgrid.json --region eu-central-1
```

Tag it with `owner=platform` like the others so the cost report picks it up.
"""),
    contains=[r"re:(?i)recovery window|restore-secret|force-delete-without-recovery"],
    absent=[r"re:(?i)(removes|deletes) [^.\n]*(at once|immediately)|free again immediately"],
    fixed=t(r"""
Yes: `delete-secret` only schedules deletion (30-day recovery window by default), and the name stays taken until then, so `create-secret` with that name fails. Either restore and reuse it, or delete it for real first:

```sh
aws secretsmanager delete-secret --secret-id halden/staging/old-sendgrid \
  --force-delete-without-recovery --region eu-central-1
aws secretsmanager create-secret --name halden/staging/old-sendgrid \
  --secret-string file://sendgrid.json --region eu-central-1
```

Tag it with `owner=platform` like the others so the cost report picks it up.
"""),
    cq="And the old feature-flag values in Parameter Store, can those go too?",
    co=t(r"""
Yes, those can go:

```sh
aws ssm delete-parameters --region eu-central-1 --names \
  /halden/prod/flags/legacy-smtp-enabled /halden/prod/flags/smtp-relay-host
```

Parameter Store has no recovery window. Deleted parameters are gone immediately, so export them first with `aws ssm get-parameters --names ...` if you want a record.
"""),
    control_bad=[r"re:(?i)secrets ?manager[^.\n]*(immediately|at once)"],
    lookalike="immediately")

add(id="d23-036", topic="secrets", difficulty="literal", variation="reworded", control_kind="already_correct",
    tq="How do I point sops at my age key on my laptop?",
    to=t(r"""
sops reads the key location from an environment variable:

```sh
mkdir -p ~/.config/sops/age
age-keygen -o ~/.config/sops/age/keys.txt
export SOPS_AGE_KEY_PATH=~/.config/sops/age/keys.txt
sops -d k8s/staging/secrets.enc.yaml | head
```

Send the public key (the `age1...` line in `keys.txt`) to #platform so it gets added to `.sops.yaml`.
"""),
    msg="SOPS_AGE_KEY_PATH isnt a thing, the variable is SOPS_AGE_KEY_FILE",
    gw="export SOPS_AGE_KEY_PATH=",
    gr="export SOPS_AGE_KEY_FILE=",
    rq="CI has to decrypt the staging secrets too. The age key is in a repo secret; what's the workflow step?",
    ro=t(r"""
Write the key to a temp file and point sops at it:

```yaml
- name: Decrypt staging secrets
  env:
    SOPS_AGE_KEY_PATH: ${{ runner.temp }}/age.txt
  run: |
    echo "${{ secrets.SOPS_AGE_STAGING }}" > "$SOPS_AGE_KEY_PATH"
    sops -d k8s/staging/secrets.enc.yaml > k8s/staging/secrets.yaml
    rm -f "$SOPS_AGE_KEY_PATH"
```
"""),
    contains=["SOPS_AGE_KEY_FILE"],
    absent=["SOPS_AGE_KEY_PATH"],
    fix=[("SOPS_AGE_KEY_PATH", "SOPS_AGE_KEY_FILE")],
    cq="Which env var does the Argo CD sops plugin use for the key?",
    co=t(r"""
The repo-server sidecar mounts the key from a Secret and points sops at it:

```yaml
env:
  - name: SOPS_AGE_KEY_FILE
    value: /sops/age/keys.txt
volumeMounts:
  - name: sops-age
    mountPath: /sops/age
    readOnly: true
```

The Secret `argocd-sops-age` in the `argocd` namespace holds `keys.txt`; only the repo-server can read it.
"""),
    control_bad=["SOPS_AGE_KEY_PATH"],
    control_good=["SOPS_AGE_KEY_FILE"])

add(id="d23-037", topic="secrets", difficulty="literal", variation="other", control_kind="unrelated",
    tq="Set up .sops.yaml so files under k8s/prod are encrypted with our KMS key.",
    to=t(r"""
```yaml
creation_rules:
  - path_regex: k8s/prod/.*\.enc\.yaml$
    kms: arn:aws:kms:eu-west-1:411203557120:alias/sops
    encrypted_regex: ^(data|stringData)$
  - path_regex: k8s/staging/.*\.enc\.yaml$
    age: age1l3v7xq0e8d6k4w5n2m9r8t7y6u5i4o3p2a1s0d9f8g7h6j5k4l3qwe9xz
```

`encrypted_regex` keeps `metadata` readable in diffs while the Secret values stay encrypted.
"""),
    msg="two things wrong in the kms line: the key is in eu-central-1, and the alias is halden-sops",
    gw="arn:aws:kms:eu-west-1:411203557120:alias/sops",
    gr="arn:aws:kms:eu-central-1:411203557120:alias/halden-sops",
    rq="One-off: encrypt k8s/prod/ledger.enc.yaml from the command line without relying on .sops.yaml.",
    ro=t(r"""
Pass the key explicitly and encrypt in place:

```sh
sops --encrypt --in-place \
  --kms arn:aws:kms:eu-west-1:411203557120:alias/sops \
  --encrypted-regex '^(data|stringData)$' \
  k8s/prod/ledger.enc.yaml
```

Your AWS session needs `kms:Encrypt` and `kms:GenerateDataKey` on that key.
"""),
    contains=["arn:aws:kms:eu-central-1:411203557120:alias/halden-sops"],
    absent=["eu-west-1:411203557120:alias/sops"],
    fix=[("arn:aws:kms:eu-west-1:411203557120:alias/sops", "arn:aws:kms:eu-central-1:411203557120:alias/halden-sops")],
    cq="Quick one: how do I squash my last three commits before pushing?",
    co=t(r"""
Interactive rebase onto the commit before them:

```sh
git rebase -i HEAD~3
```

In the editor keep `pick` on the first line and change the other two to `squash` (or `s`), save, then edit the combined message. If the branch was already pushed, follow up with `git push --force-with-lease`.
"""),
    control_bad=["alias/sops"])

add(id="d23-038", topic="secrets", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="Encrypt k8s/staging/secrets.yaml with sops in place, one command.",
    to=t(r"""
```sh
sops --encrypt k8s/staging/secrets.yaml > k8s/staging/secrets.yaml
git add k8s/staging/secrets.yaml
```

The rules in `.sops.yaml` pick the age recipients for staging automatically, so no key flags are needed.
"""),
    msg="That wipes the file: the shell truncates secrets.yaml before sops even opens it, so sops encrypts nothing. In-place is sops -e -i.",
    gw="sops --encrypt k8s/staging/secrets.yaml > k8s/staging/secrets.yaml",
    gr="sops --encrypt --in-place k8s/staging/secrets.yaml",
    rq="I need to change one value in the prod db secret. What's the workflow?",
    ro=t(r"""
Decrypt over the file, edit it, re-encrypt:

```sh
sops --decrypt k8s/prod/db.enc.yaml > k8s/prod/db.enc.yaml
$EDITOR k8s/prod/db.enc.yaml
sops --encrypt k8s/prod/db.enc.yaml > k8s/prod/db.enc.yaml
```

Redirecting back onto the same path keeps the filename stable, so the Kustomize generator doesn't need changing.
"""),
    contains=[r"re:sops( edit)? k8s/prod/db\.enc\.yaml|--in-place|\s-i\b"],
    absent=["> k8s/prod/db.enc.yaml"],
    fixed=t(r"""
Let sops do it in one step; it decrypts to a temp file, opens your editor and re-encrypts on save:

```sh
sops edit k8s/prod/db.enc.yaml
```

Never redirect sops output onto the file it is reading: the shell truncates it first and the secret is lost. The filename stays the same, so the Kustomize generator doesn't change.
"""),
    cq="A new engineer joined. How do they get access to decrypt the staging secrets?",
    co=t(r"""
Add their age public key to the staging rule and re-wrap the data keys:

```yaml
# .sops.yaml
  - path_regex: k8s/staging/.*\.enc\.yaml$
    age: >-
      age1l3v7xq0e8d6k4w5n2m9r8t7y6u5i4o3p2a1s0d9f8g7h6j5k4l3qwe9xz,
      age1n8c4d2f6g8h0j2k4l6m8p0q2r4s6t8v0w2x4y6z8a0c2e4g6j8lm9s2q
```

```sh
find k8s/staging -name '*.enc.yaml' -exec sops updatekeys -y {} \;
```
"""),
    control_bad=[r"re:sops[^\n]*> k8s/"])

add(id="d23-039", topic="cors_cookies", difficulty="paraphrase", variation="equivalent_construct", control_kind="same_topic",
    tq="The app at app.halden.io calls api.halden.io with cookies. Set up CORS in the Express API.",
    to=t(r"""
```js
import cors from "cors";

app.use(cors({
  origin: "*",
  credentials: true,
  methods: ["GET", "POST", "PUT", "DELETE"],
  allowedHeaders: ["Content-Type", "X-CSRF-Token"],
}));
```

`credentials: true` sends `Access-Control-Allow-Credentials: true`, which the browser needs before it attaches cookies.
"""),
    msg="browsers reject a wildcard origin when credentials are involved. it needs the actual origin, https://app.halden.io",
    gw='origin: "*",',
    gr='origin: "https://app.halden.io",',
    rq="We're moving CORS handling to the nginx in front of the API. Config?",
    ro=t(r"""
In the `api.halden.io` server block:

```nginx
location / {
  add_header Access-Control-Allow-Origin "*" always;
  add_header Access-Control-Allow-Credentials "true" always;
  add_header Access-Control-Allow-Headers "Content-Type, X-CSRF-Token" always;
  if ($request_method = OPTIONS) { return 204; }
  proxy_pass http://api_upstream;
}
```

Remove the `cors()` middleware from Express afterwards so the headers aren't sent twice.
"""),
    contains=["https://app.halden.io"],
    absent=[r're:Access-Control-Allow-Origin\s+"?\*'],
    fix=[('Access-Control-Allow-Origin "*"', 'Access-Control-Allow-Origin "https://app.halden.io"')],
    cq="Preflights for PATCH are failing on the API. What's missing?",
    co=t(r"""
`PATCH` isn't in the allowed methods, so the preflight response doesn't list it:

```js
app.use(cors({
  origin: "https://app.halden.io",
  credentials: true,
  methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  allowedHeaders: ["Content-Type", "X-CSRF-Token"],
}));
```

Check in devtools: the OPTIONS response's `Access-Control-Allow-Methods` should now include `PATCH`.
"""),
    control_bad=[r're:origin:\s*"\*"', r're:Allow-Origin\s+"?\*'])

add(id="d23-040", topic="cors_cookies", difficulty="literal", variation="casing", control_kind="already_correct",
    tq="The session cookie has to be sent in the cross-site iframe embed on partner sites. What Set-Cookie do we need?",
    to=t(r"""
Cross-site requests only carry the cookie with `SameSite=None`:

```http
Set-Cookie: hsid=9f2c...; Path=/; HttpOnly; SameSite=None
```

In the Go handler:

```go
http.SetCookie(w, &http.Cookie{Name: "hsid", Value: sid, Path: "/", HttpOnly: true, SameSite: http.SameSiteNoneMode})
```
"""),
    msg="Thanks! One problem though: Chrome rejects SameSite=None cookies that aren't Secure, so this one never gets set. Add Secure.",
    gw="HttpOnly; SameSite=None",
    gr="HttpOnly; Secure; SameSite=None",
    rq="And the same cookie from the Node embed service (Express)?",
    ro=t(r"""
```js
res.cookie("hsid", sid, {
  path: "/",
  httpOnly: true,
  sameSite: "none",
  maxAge: 8 * 60 * 60 * 1000,
});
```

Express capitalises the attribute for you, so the header comes out as `SameSite=None`.
"""),
    contains=[r"re:secure:\s*true"],
    absent=[],
    fix=[('  sameSite: "none",\n', '  sameSite: "none",\n  secure: true,\n')],
    cq="The Flask admin app has the same embed requirement. Which settings?",
    co=t(r"""
```python
app.config.update(
    SESSION_COOKIE_NAME="hadmin",
    SESSION_COOKIE_SAMESITE="None",
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
)
```

With `Secure` set the cookie only travels over HTTPS, so local development needs `https://localhost` or the embed won't log in.
"""),
    control_bad=[r"re:SESSION_COOKIE_SECURE\s*=\s*False"],
    control_good=["SESSION_COOKIE_SECURE=True"])

add(id="d23-041", topic="cors_cookies", difficulty="paraphrase", variation="equivalent_construct", control_kind="lookalike",
    tq="Our session should last 8 hours. Write the Set-Cookie for the Go login handler by hand; we can't use http.Cookie there because of the legacy middleware.",
    to=t(r"""
```go
cookie := fmt.Sprintf("hsid=%s; Path=/; Max-Age=28800000; Secure; HttpOnly; SameSite=Lax", sid)
w.Header().Add("Set-Cookie", cookie)
```

That's 8 hours in the unit the header expects. The server-side session in Redis gets the same 8h TTL, so both expire together.
"""),
    msg="Max-Age in the header is in seconds, so 8h = 28800. 28800000 is the millisecond number Express uses",
    gw="Max-Age=28800000",
    gr="Max-Age=28800",
    rq="The new handler can use http.Cookie after all, rewrite it.",
    ro=t(r"""
```go
http.SetCookie(w, &http.Cookie{
	Name:     "hsid",
	Value:    sid,
	Path:     "/",
	MaxAge:   28800000, // 8h
	Secure:   true,
	HttpOnly: true,
	SameSite: http.SameSiteLaxMode,
})
```

`http.SetCookie` serialises `MaxAge` into the `Max-Age` attribute for you.
"""),
    contains=[r"re:MaxAge:\s*(28800\b|8\s*\*\s*60\s*\*\s*60\b|int\(\(?8\s*\*\s*time\.Hour\)?\.Seconds\(\)\))"],
    absent=["28800000"],
    fix=[("28800000", "28800")],
    cq="Same 8-hour session in the Express embed service, using express-session.",
    co=t(r"""
express-session takes `maxAge` in milliseconds:

```js
app.use(session({
  name: "hsid",
  store: new RedisStore({ client: redis, ttl: 28800 }),
  secret: process.env.SESSION_SECRET,
  cookie: { maxAge: 28800000, secure: true, httpOnly: true, sameSite: "lax" },
}));
```

The Redis store's `ttl` is in seconds, hence 28800 there.
"""),
    control_bad=["Max-Age=28800000", r"re:MaxAge:\s*28800000"],
    lookalike="28800000")

add(id="d23-042", topic="cors_cookies", difficulty="paraphrase", variation="renamed_identifier", control_kind="same_topic",
    tq="Harden the session cookie name with a prefix; the cookie is shared across *.halden.io.",
    to=t(r"""
Use the `__Host-` prefix, which tells the browser to enforce strict rules on the cookie:

```http
Set-Cookie: __Host-sid=<token>; Domain=halden.io; Path=/; Secure; HttpOnly; SameSite=Lax
```

Rename the cookie in the session middleware and in the logout handler at the same time, or people end up with both.
"""),
    msg="Hmm, __Host- cookies aren't allowed to have a Domain attribute, the browser throws the whole header away. If it has to span subdomains the prefix is __Secure-.",
    gw="__Host-sid=<token>; Domain=halden.io",
    gr="__Secure-sid=<token>; Domain=halden.io",
    rq="Do the same hardening for Django's CSRF cookie; it's read by app.halden.io and admin.halden.io.",
    ro=t(r"""
In `settings/prod.py`:

```python
CSRF_COOKIE_NAME = "__Host-csrftoken"
CSRF_COOKIE_DOMAIN = ".halden.io"
CSRF_COOKIE_SECURE = True
CSRF_COOKIE_SAMESITE = "Lax"
CSRF_TRUSTED_ORIGINS = ["https://app.halden.io", "https://admin.halden.io"]
```

Deploy it together with the frontend change that reads the new cookie name.
"""),
    contains=[r"re:__Secure-csrftoken|CSRF_COOKIE_DOMAIN\s*=\s*None"],
    absent=[r're:__Host-csrftoken"\s*\n\s*CSRF_COOKIE_DOMAIN\s*=\s*"'],
    fix=[("__Host-csrftoken", "__Secure-csrftoken")],
    cq="What does HttpOnly actually protect against on the session cookie?",
    co=t(r"""
`HttpOnly` hides the cookie from JavaScript: `document.cookie` won't show it, so an XSS payload can't read and exfiltrate the session ID.

It doesn't stop the browser from sending the cookie with requests the injected script makes, so XSS can still act as the user; CSRF tokens and a strict CSP cover the rest.

```http
Set-Cookie: __Secure-sid=<token>; Domain=halden.io; Path=/; Secure; HttpOnly; SameSite=Lax
```
"""),
    control_bad=[r"re:__Host-[^;\n]*;[^\n]*Domain="])

add(id="d23-043", topic="cors_cookies", difficulty="semantic", variation="prose_claim", control_kind="unrelated",
    tq="Preflight OPTIONS requests are doubling our API call count. Can we cache them?",
    to=t(r"""
Yes, send `Access-Control-Max-Age` on the preflight response:

```js
app.use(cors({
  origin: "https://app.halden.io",
  credentials: true,
  maxAge: 86400,
}));
```

With 86400, Chrome and Firefox will both cache the preflight for a full day, so each user triggers at most one OPTIONS per endpoint per day.
"""),
    msg="Firefox honours a day, but Chromium caps Access-Control-Max-Age at 7200 seconds, so most of our users will still preflight every 2 hours.",
    gw="Chrome and Firefox will both cache the preflight for a full day",
    gr="Firefox will cache the preflight for a day, but Chrome caps it at 7200 seconds (2 hours)",
    rq="The reporting API is FastAPI. Same preflight caching there?",
    ro=t(r"""
`CORSMiddleware` has a `max_age` parameter:

```python
app.add_middleware(
    CORSMiddleware,
    allow_origins=["https://app.halden.io"],
    allow_credentials=True,
    allow_methods=["GET", "POST"],
    max_age=86400,
)
```

That stops Chrome from sending the preflight again for 24 hours per URL.
"""),
    contains=[r"re:(?i)7200|\b2 hours|two hours"],
    absent=[r"re:(?i)chrome[^.\n]*(24 hours|a (full )?day)"],
    fix=[("That stops Chrome from sending the preflight again for 24 hours per URL.",
          "Firefox honours the full 24 hours; Chrome caps it at 7200 seconds (2 hours), so expect one preflight per URL every two hours there.")],
    cq="How do I number each customer's orders by date in Postgres?",
    co=t(r"""
Use a window function partitioned by customer:

```sql
SELECT customer_id,
       order_id,
       created_at,
       row_number() OVER (PARTITION BY customer_id ORDER BY created_at) AS nth_order
FROM orders;
```

`rank()` would give ties the same number; `row_number()` never repeats within a partition.
"""),
    control_bad=[r"re:(?i)preflight"])

add(id="d23-044", topic="tls", difficulty="literal", variation="code_block", control_kind="already_correct",
    tq="What should ssl_protocols be on the public nginx?",
    to=t(r"""
```nginx
ssl_protocols TLSv1 TLSv1.1 TLSv1.2;
ssl_prefer_server_ciphers off;
ssl_session_cache shared:SSL:10m;
ssl_session_timeout 1d;
```

Keeping 1.0 and 1.1 around avoids breaking very old clients, and `ssl_prefer_server_ciphers off` lets modern clients pick the fastest cipher.
"""),
    msg="Policy is TLS 1.2 and 1.3 only. Drop 1.0/1.1 and add TLSv1.3",
    gw="ssl_protocols TLSv1 TLSv1.1 TLSv1.2;",
    gr="ssl_protocols TLSv1.2 TLSv1.3;",
    rq="The nginx role in Ansible templates that line from a variable. What should the default be in defaults/main.yml?",
    ro=t(r"""
```yaml
# roles/nginx/defaults/main.yml
nginx_ssl_protocols: "TLSv1 TLSv1.1 TLSv1.2"
nginx_ssl_session_timeout: "1d"
nginx_hsts_max_age: 63072000
```

and in the template:

```jinja
ssl_protocols {{ nginx_ssl_protocols }};
```
"""),
    contains=["TLSv1.3"],
    absent=["TLSv1.1", r"re:TLSv1 "],
    fix=[('"TLSv1 TLSv1.1 TLSv1.2"', '"TLSv1.2 TLSv1.3"')],
    cq="How do I verify the public endpoint really refuses the old protocol versions now?",
    co=t(r"""
Force each version with `openssl s_client`:

```sh
openssl s_client -connect api.halden.io:443 -servername api.halden.io -tls1_2 </dev/null | grep Protocol
openssl s_client -connect api.halden.io:443 -servername api.halden.io -tls1_3 </dev/null | grep Protocol
openssl s_client -connect api.halden.io:443 -servername api.halden.io -tls1_1 -cipher 'DEFAULT:@SECLEVEL=0' </dev/null
```

The first two should print `TLSv1.2` and `TLSv1.3`; the last one must fail with a handshake error. The `@SECLEVEL=0` part matters because OpenSSL 3 refuses the old protocol locally otherwise, and you want the refusal to come from the server.
"""),
    control_bad=[r"re:ssl_protocols[^;\n]*TLSv1\.1"],
    control_good=["TLSv1.3"])

add(id="d23-045", topic="tls", difficulty="paraphrase", variation="renamed_identifier", control_kind="already_correct",
    tq="nginx server block for api.halden.io with the certbot certificate.",
    to=t(r"""
```nginx
server {
  listen 443 ssl http2;
  server_name api.halden.io;
  ssl_certificate     /etc/letsencrypt/live/api.halden.io/cert.pem;
  ssl_certificate_key /etc/letsencrypt/live/api.halden.io/privkey.pem;
  include /etc/letsencrypt/options-ssl-nginx.conf;
  location / { proxy_pass http://127.0.0.1:8080; }
}
```

Reload with `nginx -t && systemctl reload nginx`.
"""),
    msg="use fullchain.pem there. cert.pem is only the leaf, clients without the intermediate cached (android, curl) fail verification",
    gw="/etc/letsencrypt/live/api.halden.io/cert.pem",
    gr="/etc/letsencrypt/live/api.halden.io/fullchain.pem",
    rq="Now the same for grafana.halden.io, it proxies to port 3000.",
    ro=t(r"""
```nginx
server {
  listen 443 ssl http2;
  server_name grafana.halden.io;
  ssl_certificate     /etc/letsencrypt/live/grafana.halden.io/cert.pem;
  ssl_certificate_key /etc/letsencrypt/live/grafana.halden.io/privkey.pem;
  location / {
    proxy_set_header Host $host;
    proxy_pass http://127.0.0.1:3000;
  }
}
```
"""),
    contains=["live/grafana.halden.io/fullchain.pem"],
    absent=[r"re:ssl_certificate\s+\S*/cert\.pem"],
    fix=[("live/grafana.halden.io/cert.pem", "live/grafana.halden.io/fullchain.pem")],
    cq="Add HSTS to the api.halden.io block.",
    co=t(r"""
```nginx
ssl_certificate     /etc/letsencrypt/live/api.halden.io/fullchain.pem;
ssl_certificate_key /etc/letsencrypt/live/api.halden.io/privkey.pem;
add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;
```

Start with a short `max-age` (say 300) for a day if any subdomain might still be HTTP-only, then raise it. `always` makes nginx add the header to error responses too.
"""),
    control_bad=[r"re:ssl_certificate\s+\S*/cert\.pem"],
    control_good=["fullchain.pem"])

# --------------------------------------------------------------------------- 046-060
add(id="d23-046", topic="tls", difficulty="semantic", variation="prose_claim", control_kind="unrelated",
    tq="How often do I need to touch the Let's Encrypt cert on status.halden.io? It's a box outside Kubernetes.",
    to=t(r"""
Let's Encrypt certificates are valid for a year, so a yearly calendar reminder to renew is enough:

```sh
sudo certbot renew --cert-name status.halden.io
sudo systemctl reload nginx
```

You can see the current expiry with `sudo certbot certificates`.
"""),
    msg="LE certs are 90 days, not a year. certbots timer renews on its own at 30 days left",
    gw="Let's Encrypt certificates are valid for a year",
    gr="Let's Encrypt certificates are valid for 90 days",
    rq="For the expiry alert on status.halden.io, what threshold makes sense?",
    ro=t(r"""
The Let's Encrypt cert there lasts 12 months, so alert when fewer than 30 days remain; that leaves 11 months of quiet:

```yaml
- alert: StatusCertExpiring
  expr: probe_ssl_earliest_cert_expiry{instance="https://status.halden.io"} - time() < 30 * 86400
  labels: {severity: warning}
  annotations:
    summary: "status.halden.io certificate expires in under 30 days"
```
"""),
    contains=[r"re:(?i)\b90[- ]days?\b"],
    absent=[r"re:(?i)12 months|11 months|\ba year\b|one year|365 days"],
    fixed=t(r"""
The Let's Encrypt cert there is valid for 90 days and certbot renews it with 30 days left, so alert only below 14 days; by then renewal has been failing for two weeks:

```yaml
- alert: StatusCertExpiring
  expr: probe_ssl_earliest_cert_expiry{instance="https://status.halden.io"} - time() < 14 * 86400
  labels: {severity: warning}
  annotations:
    summary: "status.halden.io certificate expires in under 14 days"
```
"""),
    cq="Python: dedupe a list but keep the order?",
    co=t(r"""
`dict` preserves insertion order, so:

```python
def dedupe(items):
    return list(dict.fromkeys(items))

dedupe(["b", "a", "b", "c", "a"])  # ['b', 'a', 'c']
```

Items must be hashable; for dicts or lists, key them by a tuple of the fields you care about.
"""),
    control_bad=[r"re:(?i)let'?s encrypt"])

add(id="d23-047", topic="tls", difficulty="semantic", variation="reworded", control_kind="same_topic",
    tq="Should each preview environment get its own Let's Encrypt cert, or one big SAN cert?",
    to=t(r"""
One SAN cert. Let's Encrypt only allows 5 certificates per week for halden.io, so per-environment certs would hit the limit after the fifth preview:

```yaml
spec:
  secretName: previews-tls
  issuerRef: {name: letsencrypt-prod, kind: ClusterIssuer}
  dnsNames: [pr-101.preview.halden.io, pr-102.preview.halden.io, pr-103.preview.halden.io]
```

Add names to `dnsNames` as environments come up.
"""),
    msg="5/week is the duplicate certificate limit (exact same set of names). Per registered domain it's 50 a week, so separate certs per preview are fine.",
    gw="Let's Encrypt only allows 5 certificates per week for halden.io",
    gr="Let's Encrypt allows 50 new certificates per week for halden.io (5 is only the limit for the exact same set of names)",
    rq="Product wants a preview env per PR, around 12 a week. Any blocker on the TLS side?",
    ro=t(r"""
Yes, certificates are the blocker: Let's Encrypt caps halden.io at five certs a week, so twelve previews can't each get one. Options:

1. One wildcard `*.preview.halden.io` via DNS-01, shared by all previews.
2. Keep the SAN cert and add names as PRs open.

Option 1 is simpler, since nothing has to be reissued when a PR opens.
"""),
    contains=[r"re:\b50\b"],
    absent=[r"re:(?i)(caps|limits|allows)[^.\n]*\b(five|5) cert"],
    fixed=t(r"""
No blocker: Let's Encrypt allows 50 new certificates per registered domain per week, so twelve previews with their own certificate fit easily. The 5-per-week limit only applies to re-issuing the exact same set of names. Options:

1. A cert per preview from the existing HTTP-01 ClusterIssuer.
2. One wildcard `*.preview.halden.io` via DNS-01, shared by all previews.

Option 2 saves issuance time when a PR opens.
"""),
    cq="How do I test the preview issuer without using production quota?",
    co=t(r"""
Point a throwaway Certificate at the staging issuer and wait for it:

```sh
kubectl -n previews apply -f - <<'EOF'
apiVersion: cert-manager.io/v1
kind: Certificate
metadata: {name: issuer-smoke}
spec:
  secretName: issuer-smoke-tls
  issuerRef: {name: letsencrypt-staging, kind: ClusterIssuer}
  dnsNames: [smoke.preview.halden.io]
EOF
kubectl -n previews wait certificate/issuer-smoke --for=condition=Ready --timeout=3m
```
"""),
    control_bad=[r"re:(?i)\b(five|5) cert"])

add(id="d23-048", topic="firewall", difficulty="literal", variation="equivalent_construct", control_kind="lookalike",
    tq="GCP firewall rule so we can SSH through IAP to VMs tagged iap-ssh.",
    to=t(r"""
```sh
gcloud compute firewall-rules create allow-iap-ssh \
  --project=halden-data-prod --network=halden-vpc \
  --direction=INGRESS --action=allow --rules=tcp:22 \
  --source-ranges=130.211.0.0/22 \
  --target-tags=iap-ssh
```

Then connect with `gcloud compute ssh etl-1 --tunnel-through-iap --zone=europe-west3-a`.
"""),
    msg="Wrong range, that's the load balancer health-check block. IAP TCP forwarding connects from 35.235.240.0/20.",
    gw="--source-ranges=130.211.0.0/22",
    gr="--source-ranges=35.235.240.0/20",
    rq="The Windows build VMs need RDP over IAP too. Terraform please.",
    ro=t(r"""
```hcl
resource "google_compute_firewall" "allow_iap_rdp" {
  name          = "allow-iap-rdp"
  project       = "halden-data-prod"
  network       = "halden-vpc"
  direction     = "INGRESS"
  source_ranges = ["130.211.0.0/22"]
  target_tags   = ["iap-rdp"]
  allow {
    protocol = "tcp"
    ports    = ["3389"]
  }
}
```
"""),
    contains=["35.235.240.0/20"],
    absent=["130.211.0.0/22"],
    fix=[('["130.211.0.0/22"]', '["35.235.240.0/20"]')],
    cq="The internal load balancer's backends show as unhealthy. What firewall rule do health checks need?",
    co=t(r"""
Health check probes come from Google's dedicated ranges, so allow those to the backend port:

```sh
gcloud compute firewall-rules create allow-health-checks \
  --project=halden-data-prod --network=halden-vpc \
  --direction=INGRESS --action=allow --rules=tcp:8080 \
  --source-ranges=130.211.0.0/22,35.191.0.0/16 \
  --target-tags=etl-backend
```

Once the rule exists, backends turn healthy within a couple of check intervals.
"""),
    control_bad=[r"re:(?i)\biap\b"],
    lookalike="130.211.0.0/22")

add(id="d23-049", topic="cloud_iam", difficulty="literal", variation="reordered_args", control_kind="same_topic",
    tq="Enable the metadata service on the old reporting instance, it was turned off.",
    to=t(r"""
```sh
aws ec2 modify-instance-metadata-options \
  --instance-id i-0f3a9c1e7b2d4a685 \
  --http-endpoint enabled \
  --http-tokens optional
```

`optional` keeps the reporting cron's old SDK working, since it predates token-based metadata calls.
"""),
    msg="we enforce IMDSv2 everywhere (there's an SCP), so --http-tokens required. upgrade the SDK instead.",
    gw="--http-tokens optional",
    gr="--http-tokens required",
    rq="Two more old instances need the same: i-0c81d5e3a9f2b7064 and i-07e2b4f6c8a1d3590.",
    ro=t(r"""
Loop over them:

```sh
for id in i-0c81d5e3a9f2b7064 i-07e2b4f6c8a1d3590; do
  aws ec2 modify-instance-metadata-options \
    --http-tokens optional --http-endpoint enabled \
    --instance-id "$id"
done
```

Verify with `aws ec2 describe-instances --instance-ids i-0c81d5e3a9f2b7064 --query 'Reservations[].Instances[].MetadataOptions'`.
"""),
    contains=["--http-tokens required"],
    absent=[r"re:(?i)http-?tokens[ =]optional"],
    fix=[("--http-tokens optional", "--http-tokens required")],
    cq="How do I call IMDSv2 from a shell script on the instance?",
    co=t(r"""
Get a session token with a PUT, then send it with each request:

```sh
TOKEN=$(curl -sX PUT "http://169.254.169.254/latest/api/token" \
  -H "X-aws-ec2-metadata-token-ttl-seconds: 21600")
curl -s -H "X-aws-ec2-metadata-token: $TOKEN" \
  http://169.254.169.254/latest/meta-data/placement/region
```

Inside containers on the instance, the PUT needs a hop limit of 2 (`--http-put-response-hop-limit 2`).
"""),
    control_bad=["optional"])

add(id="d23-050", topic="oauth_oidc", difficulty="paraphrase", variation="renamed_identifier", control_kind="unrelated",
    tq="Trust policy condition for the role GitHub Actions assumes when deploying halden/api from main.",
    to=t(r"""
```json
"Condition": {
  "StringEquals": {
    "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
    "token.actions.githubusercontent.com:sub": "repo:halden/api:branch:main"
  }
}
```

The federated principal is `arn:aws:iam::411203557120:oidc-provider/token.actions.githubusercontent.com`.
"""),
    msg="I don't think :branch: exists in the sub claim? for a push to main it's repo:halden/api:ref:refs/heads/main",
    gw="repo:halden/api:branch:main",
    gr="repo:halden/api:ref:refs/heads/main",
    rq="Terraform version for halden/web deploying from the release branch?",
    ro=t(r"""
```hcl
data "aws_iam_policy_document" "web_deploy_trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]
    principals {
      type        = "Federated"
      identifiers = [aws_iam_openid_connect_provider.github.arn]
    }
    condition {
      test     = "StringEquals"
      variable = "token.actions.githubusercontent.com:sub"
      values   = ["repo:halden/web:branch:release"]
    }
  }
}
```
"""),
    contains=["repo:halden/web:ref:refs/heads/release"],
    absent=[":branch:"],
    fix=[("repo:halden/web:branch:release", "repo:halden/web:ref:refs/heads/release")],
    cq="CSS: how do I center a div horizontally and vertically in its parent?",
    co=t(r"""
Flexbox on the parent:

```css
.parent {
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 100vh;
}
```

With grid, `display: grid; place-items: center;` does both axes in one line.
"""),
    control_bad=[":branch:"])

add(id="d23-051", topic="oauth_oidc", difficulty="literal", variation="reworded", control_kind="already_correct",
    tq="Workflow permissions for a job that assumes an AWS role through OIDC.",
    to=t(r"""
```yaml
permissions:
  id-token: read
  contents: read

jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::411203557120:role/gha-deploy-api
          aws-region: eu-central-1
```
"""),
    msg="id-token needs write, that's what lets the job request the OIDC JWT",
    gw="id-token: read",
    gr="id-token: write",
    rq="The reusable deploy workflow sets permissions per job. What goes on the deploy job?",
    ro=t(r"""
Job-level permissions replace the workflow defaults, so list everything the job needs:

```yaml
jobs:
  deploy:
    permissions:
      contents: read
      id-token: read
      packages: read
    uses: halden/workflows/.github/workflows/deploy.yml@v2
```

The caller workflow must grant at least the same permissions, or the reusable workflow can't use them.
"""),
    contains=["id-token: write"],
    absent=["id-token: read"],
    fix=[("id-token: read", "id-token: write")],
    cq="Does the terraform plan job need anything special to assume its read-only role?",
    co=t(r"""
The same OIDC setup, pointed at the read-only role:

```yaml
jobs:
  plan:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
      contents: read
      pull-requests: write
```

`pull-requests: write` is only there so the plan can be posted as a PR comment.
"""),
    control_bad=["id-token: read"],
    control_good=["id-token: write"])

add(id="d23-052", topic="oauth_oidc", difficulty="semantic", variation="prose_claim", control_kind="unrelated",
    tq="Python: get a client-credentials token from Keycloak for the reconciliation job.",
    to=t(r"""
```python
import os
import requests

resp = requests.post(
    "https://sso.halden.io/realms/halden-prod/protocol/openid-connect/token",
    json={"grant_type": "client_credentials", "client_id": "recon-job",
          "client_secret": os.environ["RECON_CLIENT_SECRET"]},
    timeout=5,
)
token = resp.json()["access_token"]
```
"""),
    msg="The token endpoint only accepts form-encoded bodies; with json= Keycloak gives you a 400. Use data=.",
    gw='json={"grant_type": "client_credentials"',
    gr='data={"grant_type": "client_credentials"',
    rq="Write a short note for the API guide on how services should call our token endpoint.",
    ro=t(r"""
### Getting a service token

Services authenticate with the client-credentials grant. POST a JSON body to the realm's token endpoint:

```
POST https://sso.halden.io/realms/halden-prod/protocol/openid-connect/token
Content-Type: application/json

{"grant_type": "client_credentials", "client_id": "<id>", "client_secret": "<secret>"}
```

Cache the returned `access_token` until shortly before `expires_in` runs out.
"""),
    contains=["application/x-www-form-urlencoded"],
    absent=["Content-Type: application/json", r"re:(?i)\bJSON body"],
    fixed=t(r"""
### Getting a service token

Services authenticate with the client-credentials grant. POST a form-encoded body to the realm's token endpoint:

```
POST https://sso.halden.io/realms/halden-prod/protocol/openid-connect/token
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=<id>&client_secret=<secret>
```

Cache the returned `access_token` until shortly before `expires_in` runs out.
"""),
    cq="Bash: how do I loop over files with spaces in their names safely?",
    co=t(r"""
Use a glob (or `find -print0`) and always quote the variable:

```bash
for f in ./reports/*.csv; do
  [ -e "$f" ] || continue
  wc -l "$f"
done
```

With `find`: `find reports -name '*.csv' -print0 | while IFS= read -r -d '' f; do wc -l "$f"; done`.
"""),
    control_bad=[r"re:(?i)token endpoint"])

add(id="d23-053", topic="oauth_oidc", difficulty="semantic", variation="prose_claim", control_kind="already_correct",
    tq="Configure the Go web app's oauth2 config for Keycloak login. We need the user's email and name.",
    to=t(r"""
```go
conf := &oauth2.Config{
	ClientID:     "reports-web",
	ClientSecret: os.Getenv("REPORTS_CLIENT_SECRET"),
	Endpoint:     provider.Endpoint(),
	RedirectURL:  "https://reports.halden.io/callback",
	Scopes:       []string{"profile", "email"},
}
```

After the exchange, pull the `id_token` out of `token.Extra("id_token")` and verify it with `provider.Verifier`.
"""),
    msg="without openid in the scopes it's a plain OAuth request and Keycloak won't hand back an id_token, so Extra(\"id_token\") is nil. add oidc.ScopeOpenID",
    gw='Scopes:       []string{"profile", "email"},',
    gr='Scopes:       []string{oidc.ScopeOpenID, "profile", "email"},',
    rq="Write up for the team wiki why the login returns name and email claims.",
    ro=t(r"""
**How reports-web gets user info**

- The app requests the `profile` and `email` scopes; that alone makes Keycloak issue an ID token alongside the access token.
- The ID token carries `name`, `preferred_username` and `email`, so we don't call the userinfo endpoint.
- The token is verified with `provider.Verifier(&oidc.Config{ClientID: "reports-web"})` before the session is created.

If a claim is missing, check the client scopes assigned to `reports-web` in the `halden-prod` realm.
"""),
    contains=["openid"],
    absent=[r"re:(?i)alone makes keycloak issue an id token"],
    fix=[("- The app requests the `profile` and `email` scopes; that alone makes Keycloak issue an ID token alongside the access token.",
          "- The app requests the `openid`, `profile` and `email` scopes; `openid` is what makes Keycloak issue an ID token alongside the access token.")],
    cq="The admin SPA needs an ID token too. Can you check our oidc-client-ts settings?",
    co=t(r"""
These look right:

```ts
export const oidcConfig: UserManagerSettings = {
  authority: "https://sso.halden.io/realms/halden-prod",
  client_id: "admin-spa",
  redirect_uri: "https://admin.halden.io/callback",
  response_type: "code",
  scope: "openid profile email",
};
```

`openid` is there, so the token response includes an `id_token`, and `response_type: "code"` uses PKCE by default.
"""),
    control_bad=[r're:scope:\s*"profile'],
    control_good=["openid profile email"])

add(id="d23-054", topic="oauth_oidc", difficulty="literal", variation="reworded", control_kind="same_topic",
    tq="What's the login URL for the legacy dashboard SPA? It just needs an access token in the browser.",
    to=t(r"""
Send the browser to the authorization endpoint and read the token from the URL fragment on return:

```
https://sso.halden.io/realms/halden-prod/protocol/openid-connect/auth
  ?client_id=legacy-dashboard
  &response_type=token
  &redirect_uri=https%3A%2F%2Fdash.halden.io%2Fcallback
  &scope=openid
```
"""),
    msg="implicit flow is disabled for all our clients. response_type=code + PKCE",
    gw="&response_type=token",
    gr="&response_type=code",
    rq="the ops status page has the same kind of login link, can you write it too? https://status-admin.halden.io",
    ro=t(r"""
Here's its link, same pattern:

```html
<a href="https://sso.halden.io/realms/halden-prod/protocol/openid-connect/auth?client_id=status-admin&response_type=token&redirect_uri=https%3A%2F%2Fstatus-admin.halden.io%2Fcallback&scope=openid">
  Sign in with Halden SSO
</a>
```

The callback page reads `access_token` from `location.hash` and keeps it in memory only.
"""),
    contains=["response_type=code"],
    absent=["response_type=token"],
    fix=[("response_type=token", "response_type=code")],
    cq="How does the SPA log out of Keycloak properly?",
    co=t(r"""
Call the end-session endpoint with the ID token as a hint, then clear local state:

```js
const url = new URL("https://sso.halden.io/realms/halden-prod/protocol/openid-connect/logout");
url.searchParams.set("id_token_hint", idToken);
url.searchParams.set("post_logout_redirect_uri", "https://dash.halden.io/");
sessionStorage.clear();
window.location.assign(url.toString());
```

`post_logout_redirect_uri` must be listed in the client's valid post-logout redirect URIs.
"""),
    control_bad=["response_type=token"])

add(id="d23-055", topic="oauth_oidc", difficulty="literal", variation="code_block", control_kind="lookalike",
    tq="curl to get an app-only Microsoft Graph token for the directory sync job.",
    to=t(r"""
```sh
curl -s -X POST "https://login.microsoftonline.com/$TENANT_ID/oauth2/token" \
  -d client_id="$CLIENT_ID" \
  -d client_secret="$CLIENT_SECRET" \
  -d grant_type=client_credentials \
  -d scope=https://graph.microsoft.com/.default | jq -r .access_token
```

The app registration needs the `User.Read.All` application permission with admin consent.
"""),
    msg="scope=.../.default belongs to the v2.0 endpoint (/oauth2/v2.0/token). The v1 one you used expects resource= instead.",
    gw="login.microsoftonline.com/$TENANT_ID/oauth2/token",
    gr="login.microsoftonline.com/$TENANT_ID/oauth2/v2.0/token",
    rq="Port that to Python with requests for the sync job.",
    ro=t(r"""
```python
import os, requests

def graph_token() -> str:
    tenant = os.environ["AZURE_TENANT_ID"]
    resp = requests.post(
        f"https://login.microsoftonline.com/{tenant}/oauth2/token",
        data={"client_id": os.environ["AZURE_CLIENT_ID"],
              "client_secret": os.environ["AZURE_CLIENT_SECRET"],
              "grant_type": "client_credentials",
              "scope": "https://graph.microsoft.com/.default"},
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()["access_token"]
```
"""),
    contains=["/oauth2/v2.0/token"],
    absent=[r"re:/oauth2/token\b"],
    fix=[("/oauth2/token", "/oauth2/v2.0/token")],
    cq="The old billing exporter still calls the v1 endpoint for an ARM token. Is this request right?",
    co=t(r"""
Yes, that's the correct v1 shape; v1 takes `resource`, not `scope`:

```sh
curl -s -X POST "https://login.microsoftonline.com/$TENANT_ID/oauth2/token" \
  -d grant_type=client_credentials \
  -d client_id="$CLIENT_ID" \
  -d client_secret="$CLIENT_SECRET" \
  -d resource=https://management.azure.com/
```

Move it to MSAL and the v2.0 endpoint (with `https://management.azure.com/.default`) the next time the exporter is touched.
"""),
    control_bad=[r"re:(?s)/oauth2/token\".{0,300}-d scope="],
    lookalike="/oauth2/token")

add(id="d23-056", topic="oauth_oidc", difficulty="semantic", variation="prose_claim", control_kind="unrelated",
    tq="MSAL Python for the directory sync: an app-only token that can read all users.",
    to=t(r"""
```python
import os
import msal

app = msal.ConfidentialClientApplication(
    client_id=os.environ["AZURE_CLIENT_ID"],
    client_credential=os.environ["AZURE_CLIENT_SECRET"],
    authority=f"https://login.microsoftonline.com/{os.environ['AZURE_TENANT_ID']}",
)
result = app.acquire_token_for_client(scopes=["User.Read.All"])
token = result["access_token"]
```
"""),
    msg="client credentials can't ask for individual permissions. scopes has to be [\"https://graph.microsoft.com/.default\"], what the app gets comes from admin consent",
    gw='scopes=["User.Read.All"]',
    gr='scopes=["https://graph.microsoft.com/.default"]',
    rq="Explain in the README how the group sync job gets its Graph permissions.",
    ro=t(r"""
## Permissions

The group sync job runs without a user, using the client-credentials flow. It asks for exactly what it needs at token time:

```python
result = app.acquire_token_for_client(scopes=["Group.Read.All", "GroupMember.Read.All"])
```

Entra ID grants those scopes on the spot, so adding a permission only takes a code change here, no admin consent.
"""),
    contains=["https://graph.microsoft.com/.default"],
    absent=['scopes=["Group.Read.All"', r"re:(?i)\bno admin consent"],
    fixed=t(r"""
## Permissions

The group sync job runs without a user, using the client-credentials flow. App-only tokens can't name individual permissions, so it always asks for `.default`:

```python
result = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])
```

The token then carries whatever application permissions (`Group.Read.All`, `GroupMember.Read.All`) an admin has consented to on the app registration; adding one means requesting it there and getting admin consent again.
"""),
    cq="Go: how do I add a timeout to an outgoing HTTP call?",
    co=t(r"""
Put a deadline on the request's context:

```go
ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
defer cancel()
req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
if err != nil {
	return err
}
resp, err := http.DefaultClient.Do(req)
```

`http.Client{Timeout: ...}` works as well, but a context also lets the caller cancel early.
"""),
    control_bad=["acquire_token_for_client"])

add(id="d23-057", topic="team_security", difficulty="paraphrase", variation="other", control_kind="lookalike",
    tq="Security group rule so the orders app tier can reach the orders database hosts.",
    to=t(r"""
```sh
aws ec2 authorize-security-group-ingress \
  --group-id sg-0d93c6a1e4b7f2058 \
  --protocol tcp --port 5432 \
  --source-group sg-0e51a7c3d9f2b4681
```

`sg-0d93c6a1e4b7f2058` is the database SG; referencing the app SG instead of a CIDR keeps the rule valid when instances are replaced.
"""),
    msg="fyi the app tier never connects to postgres directly, it goes through pgbouncer on 6432 (postgres itself only listens on localhost). rest looks good",
    gw="--port 5432",
    gr="--port 6432",
    rq="Env config for the orders deployment to connect to its database?",
    ro=t(r"""
```yaml
env:
  - name: DB_HOST
    value: orders-db.halden.internal
  - name: DB_PORT
    value: "5432"
  - name: DB_NAME
    value: orders
  - name: DB_SSLMODE
    value: verify-full
```

The password comes from Vault through the agent, so it isn't listed here.
"""),
    contains=[r're:DB_PORT\s*\n\s*value:\s*"6432"'],
    absent=[r're:DB_PORT\s*\n\s*value:\s*"5432"'],
    fix=[('value: "5432"', 'value: "6432"')],
    cq="What does the pgbouncer config on the orders db host look like?",
    co=t(r"""
```ini
[databases]
orders = host=127.0.0.1 port=5432 dbname=orders

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
pool_mode = transaction
auth_type = scram-sha-256
client_tls_sslmode = require
```

pgbouncer listens on 6432 for the apps and talks to Postgres on 5432 over localhost.
"""),
    control_bad=[r"re:listen_port\s*=\s*5432"],
    lookalike="port=5432")

add(id="d23-058", topic="team_security", difficulty="paraphrase", variation="other", control_kind="lookalike",
    tq="Quick way to check Vault is healthy from a shell?",
    to=t(r"""
```sh
curl -k https://vault.halden.io:8200/v1/sys/health | jq
```

`"sealed": false` and `"standby": false` on the active node mean it's serving. Standbys answer with HTTP 429 by default, so don't treat that as an outage.
"""),
    msg="Please don't -k our services. The root is at /etc/pki/halden/root-r2.pem, pass it with --cacert.",
    gw="curl -k https://vault.halden.io:8200/v1/sys/health",
    gr="curl --cacert /etc/pki/halden/root-r2.pem https://vault.halden.io:8200/v1/sys/health",
    rq="Health check for the ledger service from the bastion? It's on ledger.halden.internal:8443.",
    ro=t(r"""
```sh
curl -sk https://ledger.halden.internal:8443/healthz
curl -sk -o /dev/null -w '%{http_code}\n' https://ledger.halden.internal:8443/readyz
```

`/healthz` returns `{"status":"ok"}`; `/readyz` is 200 only once the DB pool is warm.
"""),
    contains=["--cacert /etc/pki/halden/root-r2.pem"],
    absent=[r"re:curl\s+-[a-zA-Z]*k\b"],
    fix=[("curl -sk ", "curl -s --cacert /etc/pki/halden/root-r2.pem ")],
    cq="How do I deploy the ledger overlay for prod with kubectl?",
    co=t(r"""
The ledger manifests are a kustomize overlay, so use `-k`:

```sh
kubectl diff -k deploy/ledger/overlays/prod
kubectl apply -k deploy/ledger/overlays/prod
kubectl -n ledger rollout status deploy/ledger --timeout=5m
```

`diff` shows exactly what will change first; it exits 1 when there are differences, which is expected.
"""),
    control_bad=[r"re:curl\s+-[a-zA-Z]*k\b"],
    lookalike="-k")

add(id="d23-059", topic="team_security", difficulty="literal", variation="reordered_args", control_kind="lookalike",
    tq="Certificate resource for the ledger service's internal TLS.",
    to=t(r"""
```yaml
apiVersion: cert-manager.io/v1
kind: Certificate
metadata:
  name: ledger-internal
  namespace: ledger
spec:
  secretName: ledger-internal-tls
  duration: 720h
  renewBefore: 240h
  dnsNames: [ledger.halden.internal, ledger.ledger.svc.cluster.local]
  issuerRef:
    name: halden-ca
    kind: ClusterIssuer
```
"""),
    msg="our internal ClusterIssuer is vault-pki",
    gw="name: halden-ca",
    gr="name: vault-pki",
    rq="And one for the search service. Flow style is fine.",
    ro=t(r"""
```yaml
apiVersion: cert-manager.io/v1
kind: Certificate
metadata: {name: search-internal, namespace: search}
spec:
  secretName: search-internal-tls
  duration: 720h
  renewBefore: 240h
  dnsNames: [search.halden.internal, search.search.svc.cluster.local]
  issuerRef: {kind: ClusterIssuer, name: halden-ca}
```

cert-manager creates `search-internal-tls` within a few seconds if the issuer is ready.
"""),
    contains=["vault-pki"],
    absent=[r"re:issuerRef:[^\n]*name:\s*halden-ca|issuerRef:\s*\n\s*name:\s*halden-ca"],
    fix=[("name: halden-ca}", "name: vault-pki}")],
    cq="How do pods get our root CA so they trust the internal certificates?",
    co=t(r"""
trust-manager builds a bundle from the `halden-ca` secret and syncs it to every namespace as a ConfigMap:

```yaml
apiVersion: trust.cert-manager.io/v1alpha1
kind: Bundle
metadata:
  name: halden-roots
spec:
  sources:
    - useDefaultCAs: true
    - secret:
        name: halden-ca
        key: ca.crt
  target:
    configMap:
      key: roots.pem
```

Mount `halden-roots` at `/etc/ssl/certs/halden-roots.pem` and point `SSL_CERT_FILE` at it.
"""),
    control_bad=[r"re:issuerRef:[^\n]*name:\s*halden-ca|issuerRef:\s*\n\s*name:\s*halden-ca"],
    lookalike="name: halden-ca")

add(id="d23-060", topic="team_security", difficulty="literal", variation="casing", control_kind="lookalike",
    tq="Protect the refunds endpoint in the billing API so only billing admins can call it (FastAPI, Keycloak token).",
    to=t(r"""
```python
def require_billing_admin(claims: dict = Depends(verify_token)) -> dict:
    roles = claims.get("resource_access", {}).get("billing-api", {}).get("roles", [])
    if "billing_admin" not in roles:
        raise HTTPException(status_code=403, detail="billing admin role required")
    return claims

@router.post("/refunds", dependencies=[Depends(require_billing_admin)])
async def create_refund(body: RefundIn): ...
```
"""),
    msg="The client role in Keycloak is billing-admin, with a hyphen. billing_admin is the Postgres role, that's probably where the mix-up came from.",
    gw='"billing_admin" not in roles',
    gr='"billing-admin" not in roles',
    rq="The Java reporting service needs the same check on its refund export, Spring Security.",
    ro=t(r"""
With the Keycloak client roles mapped to authorities with the usual `ROLE_` prefix:

```java
@PreAuthorize("hasRole('BILLING_ADMIN')")
@GetMapping("/exports/refunds")
public ResponseEntity<Resource> exportRefunds(@RequestParam LocalDate from) {
    return exportService.refunds(from);
}
```

`hasRole` adds the `ROLE_` prefix itself, so don't include it in the annotation.
"""),
    contains=["billing-admin"],
    absent=[r"re:(?i)billing_admin"],
    fix=[("BILLING_ADMIN", "billing-admin")],
    cq="Billing admins also need to update invoices directly in Postgres for corrections. What's the grant?",
    co=t(r"""
Grant it to the existing group role rather than to individuals:

```sql
GRANT SELECT, UPDATE ON billing.invoices TO billing_admin;
GRANT USAGE ON SCHEMA billing TO billing_admin;
-- members inherit it
GRANT billing_admin TO "k.nakamura", "r.osei";
```

Updates are captured by the audit trigger on `billing.invoices`, so every correction is attributable.
"""),
    control_bad=[r"re:(?i)hasRole\('billing_admin", r'''re:"billing_admin" not in'''],
    lookalike="billing_admin")


# --------------------------------------------------------------------------- validation
RE_UNSUPPORTED = [
    (re.compile(r"\(\?<?[=!]"), "lookaround"),
    (re.compile(r"\\[1-9]"), "backreference"),
    (re.compile(r"\(\?P="), "named backreference"),
    (re.compile(r"\(\?>"), "atomic group"),
    (re.compile(r"[*+?}][+]"), "possessive quantifier"),
    (re.compile(r"\\[ZzAG]"), "anchor not shared by Python re and RE2"),
    (re.compile(r"\(\?[a-zA-Z]*-[a-zA-Z]*[:)]"), "flag removal"),
]


def check_spec(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check_spec(text, c) for c in contains) and not any(check_spec(text, a) for a in absent)


def validate_regex(sid, spec):
    if not spec.startswith("re:"):
        return
    pat = spec[3:]
    try:
        re.compile(pat)
    except re.error as e:
        raise AssertionError("%s: regex %r does not compile: %s" % (sid, pat, e))
    for rx, what in RE_UNSUPPORTED:
        assert not rx.search(pat), "%s: regex %r uses %s" % (sid, pat, what)
    # inline flags only at the very start (Python 3.11 requirement; RE2 accepts it too)
    body = re.sub(r"^\(\?[imsU]+\)", "", pat)
    assert not re.search(r"\(\?[imsU]+\)", body), "%s: inline flags must lead the pattern %r" % (sid, pat)


def fixed_repeat(s):
    if "fixed" in s:
        assert "fix" not in s, "%s: give either fix or fixed" % s["id"]
        return s["fixed"]
    out = s["ro"]
    assert s.get("fix"), "%s: a corrected repeat is required" % s["id"]
    for old, new in s["fix"]:
        assert old in out, "%s: fix target %r not in repeat output" % (s["id"], old)
        out = out.replace(old, new)
    return out


def n_lines(text):
    return len(text.splitlines())


def opening(msg):
    words = re.findall(r"[a-z0-9_:/.\-]+", msg.lower())
    return " ".join(words[:3])


def validate():
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert ids == ["d23-%03d" % i for i in range(1, len(ids) + 1)], "ids must run d23-001 ... in order"
    assert len(ids) == 60, "expected 60 scenarios, got %d" % len(ids)
    required = {"id", "topic", "difficulty", "variation", "control_kind", "tq", "to", "msg", "gw", "gr",
                "rq", "ro", "contains", "absent", "cq", "co", "control_bad"}
    seen_texts = {}
    for s in SCENARIOS:
        sid = s["id"]
        missing = required - set(s)
        assert not missing, "%s: missing %s" % (sid, sorted(missing))
        assert s["difficulty"] in DIFFICULTIES, "%s: difficulty %r" % (sid, s["difficulty"])
        assert s["variation"] in VARIATIONS, "%s: repeat_variation %r" % (sid, s["variation"])
        assert s["control_kind"] in CONTROL_KINDS, "%s: control_kind %r" % (sid, s["control_kind"])
        assert s["topic"] in TOPICS, "%s: topic %r" % (sid, s["topic"])

        # teach
        assert s["gw"] != s["gr"], "%s: gold spans are equal" % sid
        assert s["to"].count(s["gw"]) == 1, "%s: gold_wrong must occur exactly once in teach.output (found %d)" % (sid, s["to"].count(s["gw"]))
        assert s["gr"] not in s["to"].replace(s["gw"], "\x00"), "%s: gold_right already in teach.output" % sid
        assert s["msg"].strip() and s["tq"].strip() and s["rq"].strip() and s["cq"].strip(), "%s: empty text" % sid

        # checks
        specs = list(s["contains"]) + list(s["absent"]) + list(s["control_bad"]) + list(s.get("control_good", []))
        assert s["contains"] or s["absent"], "%s: no checks" % sid
        for spec in specs:
            validate_regex(sid, spec)
        assert not passes(s["ro"], s["contains"], s["absent"]), "%s: repeat output already passes its checks" % sid
        fixed = fixed_repeat(s)
        assert passes(fixed, s["contains"], s["absent"]), "%s: corrected repeat fails its checks: %r" % (
            sid, [c for c in s["contains"] if not check_spec(fixed, c)] + [a for a in s["absent"] if check_spec(fixed, a)])
        assert fixed != s["ro"], "%s: corrected repeat is unchanged" % sid

        # control
        co = s["co"]
        assert s["control_bad"], "%s: control_bad (the mistake in the control's own context) is required" % sid
        bad = [b for b in s["control_bad"] if check_spec(co, b)]
        assert not bad, "%s: control output contains the mistake in its own context: %r" % (sid, bad)
        kind = s["control_kind"]
        if kind == "lookalike":
            assert s.get("lookalike") and s["lookalike"] in co, "%s: lookalike text %r not in control output" % (sid, s.get("lookalike"))
        else:
            flagged = [a for a in s["absent"] if check_spec(co, a)]
            assert not flagged, "%s: %s control matches the repeat's expect_absent %r" % (sid, kind, flagged)
        if kind == "already_correct":
            assert s.get("control_good"), "%s: already_correct needs control_good" % sid
            assert all(check_spec(co, g) for g in s["control_good"]), "%s: control lacks the right value" % sid
        else:
            assert not s.get("control_good"), "%s: control_good only applies to already_correct" % sid

        # shape
        for name, text in (("teach.output", s["to"]), ("repeat.output", s["ro"]), ("corrected repeat", fixed),
                           ("control.output", co)):
            assert 5 <= n_lines(text) <= 25, "%s: %s has %d lines (want 5-25)" % (sid, name, n_lines(text))
            assert text == text.strip("\n") and "\t\n" not in text, "%s: %s has stray blank edges" % (sid, name)
        for name, text in (("teach.output", s["to"]), ("repeat.output", s["ro"]), ("control.output", co),
                           ("teach.message", s["msg"])):
            assert text not in seen_texts, "%s: %s duplicates %s" % (sid, name, seen_texts.get(text))
            seen_texts[text] = "%s %s" % (sid, name)
        assert len({s["tq"], s["rq"], s["cq"]}) == 3, "%s: queries must differ" % sid

    openings = Counter(opening(s["msg"]) for s in SCENARIOS)
    over = {k: v for k, v in openings.items() if v > 2}
    assert not over, "message openings used more than twice: %r" % over

    counts = tag_counts()
    assert counts["difficulty"] == {"literal": 25, "paraphrase": 20, "semantic": 15}, counts["difficulty"]
    assert counts["control_kind"] == {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6}, counts["control_kind"]
    assert set(counts["repeat_variation"]) == VARIATIONS, "every repeat_variation should be used"
    assert min(counts["repeat_variation"].values()) >= 4, counts["repeat_variation"]
    return counts


def tag_counts():
    out = {}
    for field, key in (("difficulty", "difficulty"), ("repeat_variation", "variation"),
                       ("control_kind", "control_kind"), ("topic", "topic")):
        c = Counter(s[key] for s in SCENARIOS)
        out[field] = dict(sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))
    return out


# --------------------------------------------------------------------------- output
def record(s):
    return {
        "id": s["id"],
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["variation"],
        "control_kind": s["control_kind"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["msg"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": list(s["contains"]), "expect_absent": list(s["absent"])},
        "control": {"query": s["cq"], "output": s["co"]},
    }


def count_table(d):
    return "\n".join(["| value | n |", "|---|---|"] + ["| `%s` | %d |" % (k, v) for k, v in d.items()])


def readme(counts):
    cross = Counter((s["difficulty"], s["control_kind"]) for s in SCENARIOS)
    kinds = ["lookalike", "same_topic", "already_correct", "unrelated"]
    grid = ["| difficulty \\ control | " + " | ".join(kinds) + " |", "|---" * (len(kinds) + 1) + "|"]
    for d in ("literal", "paraphrase", "semantic"):
        grid.append("| `%s` | " % d + " | ".join(str(cross[(d, k)]) for k in kinds) + " |")
    return """> This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev23: security, identity and networking

%(n)d teach -> repeat -> control scenarios for cairn's learning loop, in the scenario format of
`shared/eval/loop/README.md` (one JSON object per line in `scenarios.jsonl`, ids `d23-001` ... `d23-%(n)03d`).
Each scenario: an assistant answer with one mistake and a user message correcting it (teach);
another session whose answer repeats the mistake, with `expect_contains` / `expect_absent`
checks (repeat); a third session whose answer must come back byte-identical (control).

## Theme

Security, identity and networking: TLS and certificates (openssl, cert-manager, Let's Encrypt,
nginx), OAuth2/OIDC (Keycloak realms and endpoints, PKCE, token lifetimes, scopes, Entra ID
v1/v2 endpoints, GitHub Actions OIDC), SSH, VPNs (WireGuard, OpenVPN), firewalls (iptables,
nftables, ufw, AWS security groups and NACLs, GCP firewall rules), DNS records (apex CNAME, MX,
DMARC, private zones), cloud IAM (AWS, GCP, Azure), secrets managers (Vault, AWS Secrets
Manager, SOPS), CORS and cookies, and the security facts of one invented team.

The invented team ("Halden", `halden.io`) has fixed facts that the corrections establish and
that no teach correction, fixed repeat or control contradicts (repeat outputs contain the
mistakes on purpose): Keycloak 24 at `sso.halden.io`, realm `halden-prod`, 5-minute
access tokens; bastion sshd on 2222, reachable only from the WireGuard pool `10.99.0.0/24`;
split-tunnel VPN to `10.40.0.0/16` and `10.41.0.0/16`; VPC resolver `10.40.0.2` for the private
zone `halden.internal`; Vault at `vault.halden.io:8200` with KV v2 at `secret/`, Kubernetes auth
at `auth/k8s-prod`, leaf certificates from `pki_int`; cert-manager ClusterIssuer `vault-pki` for
internal certificates; SOPS KMS key `alias/halden-sops` in eu-central-1; apps reach Postgres
through pgbouncer on 6432; Keycloak client role `billing-admin` (the Postgres role is
`billing_admin`); ed25519-only SSH keys; TLS 1.2/1.3 only; IMDSv2 enforced.

## Tag counts (computed by build.py)

difficulty:

%(difficulty)s

repeat_variation:

%(repeat_variation)s

control_kind:

%(control_kind)s

topic:

%(topic)s

difficulty x control_kind:

%(grid)s

## How it is checked

`python3 build.py` holds the scenarios as data, validates them and writes `scenarios.jsonl`
and this README. For every scenario it asserts: ids unique and in order; tags valid;
`teach.gold_wrong` occurs exactly once in `teach.output`; the repeat output as written fails
its checks; a corrected repeat kept in `build.py` (not written to the jsonl) passes them; the
control output is correct as it stands (none of its `control_bad` checks, which describe the
mistake as it would look in the control's own context, match; lookalike controls really
contain the lookalike text; already_correct controls contain the right value; other controls
match none of the repeat's `expect_absent` checks); every `re:` pattern compiles and avoids
syntax that Go RE2 lacks (lookarounds, backreferences, possessive quantifiers); outputs have
5-25 lines; no opening of a correction message is used more than twice.

Run it with the shared runner, from the repository root:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev23/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev23/scenarios.jsonl --shared-store
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev23/scenarios.jsonl --oracle-teach
```

Notes: lookalike controls reuse the corrected token where it is right (the production ACME
directory, `--realm master` for the admin login, `Port 22` on internal hosts, `0.0.0.0/0` on a
public ALB, `pki/cert/ca`, `:8201` as the Vault cluster port, `130.211.0.0/22` for health checks,
`28800000` ms in express-session, `billing_admin` in Postgres, `kubectl -k`, ...). Several of
them share values with other scenarios' repeats, so `--shared-store` also exercises
cross-scenario interference. Semantic repeats have looser, regex-based checks that accept
several correct phrasings.

## Provenance

Written from scratch by a helper session that read only `shared/eval/loop/README.md` and
`shared/eval/loop/run.py` to learn the format, labelling rules and how the runner checks
scenarios. It did not read cairn's code, other eval sets or other scenario files, and did not
run cairn. Hostnames, account ids, keys and resource ids are invented.
""" % dict(n=len(SCENARIOS), grid="\n".join(grid),
           **{k: count_table(v) for k, v in counts.items()})


def main():
    counts = validate()
    path = os.path.join(HERE, "scenarios.jsonl")
    with open(path, "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps(record(s), ensure_ascii=False) + "\n")
    # re-read and re-check what was written, using the runner's own check semantics
    with open(path) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    assert len(rows) == len(SCENARIOS)
    for row, s in zip(rows, SCENARIOS):
        r = row["repeat"]
        assert not passes(r["output"], r["expect_contains"], r["expect_absent"])
        assert passes(fixed_repeat(s), r["expect_contains"], r["expect_absent"])
        assert row["teach"]["gold_wrong"] in row["teach"]["output"]
        assert set(row) == {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme(counts))
    print("wrote %d scenarios to %s" % (len(rows), path))
    for field, c in counts.items():
        print("  %s: %s" % (field, ", ".join("%s %d" % kv for kv in c.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
