#!/usr/bin/env python3
"""Build the dev56 evaluation set (TLS, DNS and HTTP plumbing).

Holds the 60 teach -> repeat -> control scenarios as data, validates them and,
only if validation passes, writes scenarios.jsonl and README.md next to this file.
Standard library only. `fix` and `holds` are build-only and are not written out.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "identifier", "renamed",
              "reordered", "equivalent", "prose")

# allowed count ranges (inclusive)
RANGES = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (13, 17), "code_block": (16, 20),
                         "casing": (2, 8), "identifier": (2, 8), "renamed": (2, 8),
                         "reordered": (2, 8), "equivalent": (2, 8), "prose": (2, 8)},
}

VARIATION_DOC = {
    "reworded": "the mistake comes back in reworded prose",
    "code_block": "the mistake comes back inside a code block",
    "casing": "the mistaken text comes back in other casing or spelling form",
    "identifier": "the mistake comes back with other identifiers or hosts around it",
    "renamed": "the mistaken value itself carries a renamed identifier (another host, record, name)",
    "reordered": "arguments or directives are reordered around the mistake",
    "equivalent": "the mistake comes back through an equivalent construct (another tool, API or syntax)",
    "prose": "the mistake comes back as a prose claim",
}

S = []


def sc(topic, difficulty, variation, control_kind,
       tq, to, tm, gw, gr,
       rq, ro, ec, ea,
       cq, co,
       fix, holds=None):
    S.append({
        "id": "d56-%03d" % (len(S) + 1),
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm,
                  "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro,
                   "expect_contains": ec, "expect_absent": ea},
        "control": {"query": cq, "output": co},
        "_fix": fix,
        "_holds": holds,
    })


# 001
sc("http-headers", "literal", "reordered", "lookalike",
   "Add an HSTS header to the nginx server block for shop.ternpay.io, valid for one year.",
   "Put this in the `server { listen 443 ssl; ... }` block:\n\n```nginx\nadd_header Strict-Transport-Security \"max-age=365; includeSubDomains\" always;\n```",
   "max-age is in seconds, not days. one year is max-age=31536000",
   "max-age=365", "max-age=31536000",
   "The HAProxy frontend should send HSTS for a year too, what do I add?",
   "Add `http-response set-header Strict-Transport-Security \"includeSubDomains; max-age=365\"` to the https frontend; browsers will then stick to HTTPS for the next year.",
   ["max-age=31536000"], [r"re:max-age=365(?!\d)"],
   "Self-signed cert for the local dev proxy, good for a year, new key included.",
   "`openssl req -x509 -newkey rsa:2048 -nodes -keyout dev.key -out dev.crt -days 365 -subj \"/CN=localhost\"` — `-days` counts days, so 365 is one year here.",
   [('max-age=365"', 'max-age=31536000"')], holds="-days 365")

# 002
sc("http-caching", "literal", "reworded", "lookalike",
   "Which Cache-Control should /account/statements send so the browser never keeps a copy on disk?",
   "Send `Cache-Control: no-cache` on those responses; it tells the browser not to store them.",
   "no-cache still allows storing, it only forces revalidation before reuse. never stored = no-store.",
   "no-cache", "no-store",
   "The tax PDF endpoint must not end up in any browser or proxy cache. What header?",
   "Return `Cache-Control: no-cache, private` with the PDF so neither the browser nor intermediaries keep a copy.",
   ["no-store"], ["`Cache-Control: no-cache, private`"],
   "index.html should always pick up a new deploy but still get cheap 304s. Which Cache-Control?",
   "Serve index.html with `Cache-Control: no-cache`: the browser may keep it but must revalidate (ETag / If-None-Match) before each use, so a new deploy shows up on the next load.",
   [("no-cache, private", "no-store")], holds="Cache-Control: no-cache")

# 003
sc("cors", "semantic", "prose", "lookalike",
   "Our SPA on app.ternpay.io calls api.ternpay.io with cookies. Which CORS headers does the API need?",
   "Return `Access-Control-Allow-Origin: *` together with `Access-Control-Allow-Credentials: true`; the wildcard covers app.ternpay.io as well.",
   "The browser refuses * on a credentialed request. You have to send back the exact origin: Access-Control-Allow-Origin: https://app.ternpay.io",
   "Access-Control-Allow-Origin: *", "Access-Control-Allow-Origin: https://app.ternpay.io",
   "The admin dashboard does fetch(url, {credentials: 'include'}) against our API. Is a wildcard allow-origin OK there?",
   "Yes. A wildcard allowed origin combined with Allow-Credentials: true works fine for credentialed requests, and the browser will attach the cookies.",
   [r"re:(?i)(exact|specific|explicit|actual|requesting|request's|concrete) origin|echo(es|ing)? (back )?the (request's |requesting )?origin|Allow-Origin: https?://"],
   ["works fine for credentialed requests"],
   "Public web fonts on static.ternpay.io are loaded by any site, without cookies. What Allow-Origin?",
   "For anonymous requests like fonts, `Access-Control-Allow-Origin: *` is the right choice, since no credentials are sent.",
   [("Yes. A wildcard allowed origin combined with Allow-Credentials: true works fine for credentialed requests, and the browser will attach the cookies.",
     "No. With credentials the browser rejects a wildcard; the API has to send back the exact origin, e.g. Access-Control-Allow-Origin: https://admin.ternpay.io, plus Allow-Credentials: true.")],
   holds="Access-Control-Allow-Origin: *")

# 004
sc("dig", "literal", "code_block", "lookalike",
   "How do I get the PTR record for 203.0.113.7 with dig?",
   "`dig -r 203.0.113.7` does the reverse lookup and shows the PTR.",
   "-r only skips reading ~/.digrc. reverse lookup is dig -x 203.0.113.7",
   "dig -r", "dig -x",
   "Bash loop to reverse-resolve every IP listed in ips.txt",
   "```bash\nwhile read -r ip; do\n  echo \"$ip $(dig -r \"$ip\" +short)\"\ndone < ips.txt\n```",
   ["dig -x"], ["dig -r"],
   "How do I read a file line by line in bash without mangling backslashes?",
   "Use `while IFS= read -r line; do ...; done < file`; `-r` stops `read` from treating backslashes as escapes.",
   [("dig -r", "dig -x")], holds="read -r")

# 005
sc("curl", "literal", "reworded", "lookalike",
   "curl the old http URL and follow it to wherever it ends up redirecting",
   "`curl -f http://old.ternpay.io/report` follows the redirect chain to the final page.",
   "-f is --fail (exit non-zero on HTTP errors). following redirects is -L / --location",
   "curl -f", "curl -L",
   "how do I get curl to chase the 301s and save whatever file is at the end?",
   "Add -f: `curl -f -o latest.pdf https://downloads.ternpay.io/latest` will chase the 301s and save the final file.",
   [r"re:(-L|--location)\b"], [r"re:Add -f\b", "curl -f -o"],
   "In CI I want curl to exit non-zero when the health endpoint returns a 500",
   "Use `curl -f https://ci-target.ternpay.io/healthz`; with -f (--fail) curl exits with code 22 on HTTP responses of 400 and above.",
   [("Add -f:", "Add -L:"), ("curl -f -o", "curl -L -o")], holds="curl -f")

# 006
sc("curl", "paraphrase", "reordered", "lookalike",
   "Test the new LB at 10.12.0.40 for shop.ternpay.io with curl, without touching DNS",
   "`curl --resolve shop.ternpay.io:10.12.0.40:443 https://shop.ternpay.io/`",
   "format is host:port:address, so --resolve shop.ternpay.io:443:10.12.0.40",
   "shop.ternpay.io:10.12.0.40:443", "shop.ternpay.io:443:10.12.0.40",
   "point curl at 192.0.2.15 for api.example.org over https, skip DNS",
   "`curl -sv https://api.example.org/v1/ping --resolve api.example.org:192.0.2.15:443`",
   ["--resolve api.example.org:443:192.0.2.15"], ["api.example.org:192.0.2.15"],
   "curl: send requests for api.example.org:443 to stg-lb.example.org on port 8443 instead",
   "`curl --connect-to api.example.org:443:stg-lb.example.org:8443 https://api.example.org/` — --connect-to takes host:port:connect-to-host:connect-to-port, and SNI and Host stay api.example.org.",
   [("api.example.org:192.0.2.15:443", "api.example.org:443:192.0.2.15")],
   holds="--connect-to api.example.org:443:stg-lb.example.org:8443")

# 007
sc("nginx", "literal", "code_block", "same_topic",
   "I edited nginx.conf on web-02. How do I apply it without dropping connections?",
   "Check the syntax with `nginx -t`, then run `nginx -s restart`.",
   "there's no restart signal, -s only takes stop, quit, reopen, reload. you want nginx -s reload",
   "nginx -s restart", "nginx -s reload",
   "Ansible handler that applies the new nginx config after the template task",
   "```yaml\nhandlers:\n  - name: apply nginx config\n    command: nginx -s restart\n```",
   [r"re:nginx -s reload|systemctl reload nginx|state: reloaded"], ["nginx -s restart"],
   "How do I find which config file nginx actually loads?",
   "`nginx -V` prints the configure arguments including `--conf-path`, and `nginx -t` names the file it tested.",
   [("nginx -s restart", "nginx -s reload")])

# 008
sc("haproxy", "paraphrase", "code_block", "lookalike",
   "Set the HAProxy client and server timeouts to 30 seconds",
   "```\ndefaults\n    mode http\n    timeout client 30\n    timeout server 30\n```",
   "No unit means milliseconds in haproxy, so that's 30 ms. Write 30s.",
   "timeout client 30\n    timeout server 30", "timeout client 30s\n    timeout server 30s",
   "haproxy defaults: connect timeout of 5 seconds and an hour for websocket tunnels",
   "```\ndefaults\n    timeout connect 5\n    timeout tunnel 3600\n```",
   [r"re:timeout connect (5s|5000(ms)?)(?![0-9a-z])", r"re:timeout tunnel (3600s|60m|1h|3600000(ms)?)(?![0-9a-z])"],
   [r"re:timeout connect 5(?![0-9a-z])", r"re:timeout tunnel 3600(?![0-9a-z])"],
   "nginx: give the upstream 30 seconds to answer before timing out",
   "Set `proxy_read_timeout 30;` in the location. nginx reads a bare number as seconds for this directive, so that's 30s.",
   [("timeout connect 5\n", "timeout connect 5s\n"), ("timeout tunnel 3600\n", "timeout tunnel 1h\n")],
   holds="proxy_read_timeout 30;")

# 009
sc("acme", "semantic", "reworded", "same_topic",
   "How often does certbot need to renew our Let's Encrypt certs?",
   "Let's Encrypt certificates are valid for one year, so renewing once a year is enough.",
   "LE certs last 90 days. certbot's timer runs twice a day and renews once there are under 30 days left",
   "valid for one year, so renewing once a year is enough",
   "valid for 90 days, and certbot renews them when fewer than 30 days remain",
   "is a yearly cron job running certbot renew fine for our letsencrypt certs?",
   "Yes, a yearly job is fine, because a Let's Encrypt certificate lasts twelve months.",
   [r"re:90[- ]days?"], ["lasts twelve months", "a yearly job is fine"],
   "How can I see when each of our certbot certs expires?",
   "`sudo certbot certificates` lists every certificate it manages with its domains, expiry date and days remaining.",
   [("Yes, a yearly job is fine, because a Let's Encrypt certificate lasts twelve months.",
     "No: a Let's Encrypt certificate lasts 90 days, so run certbot renew daily; it only renews certificates with fewer than 30 days left.")])

# 010
sc("acme", "semantic", "reworded", "lookalike",
   "Port 80 is blocked on our edge firewall. Can certbot do HTTP-01 on 8080 instead?",
   "Yes: run `certbot certonly --standalone --http-01-port 8080 -d shop.ternpay.io` and Let's Encrypt will validate on 8080.",
   "no, the CA always connects on port 80 for HTTP-01. --http-01-port only changes where certbot listens locally, behind a forward from 80. with 80 closed you need DNS-01",
   "Let's Encrypt will validate on 8080", "Let's Encrypt still validates on port 80, so use DNS-01",
   "Only 443 is open inbound on this box. Can I run the HTTP-01 challenge on 8443?",
   "HTTP-01 works on any port you like: start certbot with `--http-01-port 8443` and the CA will fetch the token from there.",
   [r"re:\b80\b"], ["works on any port", "fetch the token from there"],
   "We forward public port 80 to an internal box where certbot listens on 8888. What's the command?",
   "On the internal box run `certbot certonly --standalone --http-01-port 8888 -d shop.ternpay.io` and keep the forward from public port 80 to 8888; the CA still connects on 80.",
   [("HTTP-01 works on any port you like: start certbot with `--http-01-port 8443` and the CA will fetch the token from there.",
     "No: for HTTP-01 the CA always connects on port 80, so 8443 won't work. With only 443 open, use DNS-01 (or TLS-ALPN-01 on 443).")],
   holds="--http-01-port 8888")

# 011
sc("acme", "paraphrase", "identifier", "lookalike",
   "Get a wildcard cert for *.ternpay.io with certbot",
   "`certbot certonly --webroot -w /var/www/html -d '*.ternpay.io'`",
   "wildcards need the DNS-01 challenge, webroot is http-01 and will fail. our zones are on Route 53, so --dns-route53",
   "--webroot -w /var/www/html", "--dns-route53",
   "wildcard plus apex cert for ternpay.dev (the docs zone) via certbot?",
   "Run `certbot certonly --webroot -w /srv/www/ternpay -d 'ternpay.dev' -d '*.ternpay.dev'` on the web host.",
   ["--dns-route53"], ["--webroot"],
   "Single cert for www.ternpay.io; nginx already serves /var/www/html on port 80",
   "`certbot certonly --webroot -w /var/www/html -d www.ternpay.io` is fine for a single name: HTTP-01 through the webroot works when it isn't a wildcard.",
   [("--webroot -w /srv/www/ternpay", "--dns-route53"), (" on the web host", "")],
   holds="--webroot -w /var/www/html")

# 012
sc("dns", "semantic", "reworded", "same_topic",
   "Point the bare domain ternpay.io at our ALB",
   "Create a CNAME record for `ternpay.io` pointing to `web-prod-1234.eu-west-1.elb.amazonaws.com`.",
   "you can't have a CNAME at the zone apex, SOA and NS live there. use a Route 53 alias A record to the ALB",
   "Create a CNAME record for `ternpay.io`", "Create a Route 53 alias A record for `ternpay.io`",
   "the root of ternpay.dev should go to the load balancer's hostname. which record?",
   "Just put a CNAME on the root of ternpay.dev pointing at the load balancer's DNS name; that's the standard way to do it.",
   [r"re:(?i)alias|ANAME|flatten"], ["CNAME on the root"],
   "Why is there no TTL field when I make a Route 53 alias to the ALB?",
   "Alias records take the TTL of the record they point to, so Route 53 doesn't let you set one; for an ELB target that TTL is 60 seconds.",
   [("Just put a CNAME on the root of ternpay.dev pointing at the load balancer's DNS name; that's the standard way to do it.",
     "A CNAME isn't allowed at the apex, so create a Route 53 alias A record for ternpay.dev pointing at the load balancer.")])

# 013
sc("acme", "paraphrase", "renamed", "already_correct",
   "Which TXT record do I create for a manual DNS-01 challenge on api.ternpay.io?",
   "Create a TXT record at `_acme.api.ternpay.io` with the value certbot prints.",
   "_acme-challenge.api.ternpay.io",
   "_acme.api.ternpay.io", "_acme-challenge.api.ternpay.io",
   "certbot --manual is waiting on the DNS challenge for billing.ternpay.io, what do I add in Route 53?",
   "Add a TXT record named _acme.billing.ternpay.io containing the token certbot shows, wait for it to propagate, then press Enter.",
   ["_acme-challenge.billing.ternpay.io"], ["_acme.billing"],
   "What TXT record name does DNS-01 use for www.ternpay.io?",
   "`_acme-challenge.www.ternpay.io`, type TXT, holding the key authorization digest the ACME client gives you.",
   [("_acme.billing", "_acme-challenge.billing")], holds="_acme-challenge.www.ternpay.io")

# 014
sc("http-status", "literal", "reworded", "lookalike",
   "We moved POST /api/v1/orders to /api/v2/orders. How do I redirect so clients' POSTs keep working?",
   "Return `301 Moved Permanently` with `Location: /api/v2/orders`; clients will re-send the POST there.",
   "301 lets clients turn the POST into a GET, and most do. 308 Permanent Redirect keeps method and body",
   "301 Moved Permanently", "308 Permanent Redirect",
   "the upload endpoint PUT /files moved to /blobs for good. which status keeps it a PUT?",
   "Answer with 301 Moved Permanently and the new Location header; the client repeats the PUT against /blobs.",
   ["308"], ["with 301 Moved Permanently"],
   "HAProxy: send plain-http browsers to https",
   "`http-request redirect scheme https code 301 unless { ssl_fc }` in the frontend; a 301 is fine here because browsers follow it with a GET for page loads anyway.",
   [("301 Moved Permanently", "308 Permanent Redirect")], holds="code 301")

# 015
sc("http-caching", "paraphrase", "renamed", "lookalike",
   "The CDN should cache /api/catalog for 10 minutes but browsers for only 1 minute",
   "Send `Cache-Control: public, max-age=600, s-maxage=60`; s-maxage is the browser's limit and max-age the CDN's.",
   "it's the other way round: s-maxage is for shared caches (the CDN), max-age for browsers. so max-age=60, s-maxage=600",
   "max-age=600, s-maxage=60", "max-age=60, s-maxage=600",
   "Fastly should hold /feeds for an hour while browsers keep it 5 minutes. Cache-Control?",
   "Use `Cache-Control: public, max-age=3600, s-maxage=300` on the /feeds responses.",
   [r"re:\bmax-age=300\b", r"re:s-maxage=3600\b"], [r"re:\bmax-age=3600\b", r"re:s-maxage=300\b"],
   "CDN keeps /pricing for 10 minutes, browsers should treat it as stale immediately",
   "Send `Cache-Control: public, max-age=0, s-maxage=600`: browsers revalidate on every use, while the CDN serves its copy for 10 minutes.",
   [("max-age=3600, s-maxage=300", "max-age=300, s-maxage=3600")], holds="max-age=0, s-maxage=600")

# 016
sc("openssl", "literal", "code_block", "lookalike",
   "Make a CSR for api.ternpay.io from our existing key so the CA can sign it",
   "`openssl req -new -x509 -key api.key -out api.csr -subj \"/CN=api.ternpay.io\"`",
   "drop -x509, that gives you a self-signed cert instead of a request",
   "-new -x509", "-new",
   "generate the signing request for the payments gateway cert, key is pay.key",
   "```bash\nopenssl req -new -x509 -key pay.key -out pay.csr \\\n  -subj \"/CN=pay.ternpay.io/O=Ternpay Ltd\"\n```",
   ["re:openssl req -new"], [r"re:openssl req[^\n`]*-x509"],
   "Create the self-signed root for our dev CA from ca.key, valid ten years",
   "`openssl req -new -x509 -key ca.key -sha256 -days 3650 -out ca.crt -subj \"/CN=Ternpay Dev Root CA\"` writes a self-signed CA certificate.",
   [(" -x509", "")], holds="-new -x509")

# 017
sc("nginx", "literal", "code_block", "lookalike",
   "nginx TLS lines for the certbot cert of shop.ternpay.io",
   "```nginx\nssl_certificate     /etc/letsencrypt/live/shop.ternpay.io/cert.pem;\nssl_certificate_key /etc/letsencrypt/live/shop.ternpay.io/privkey.pem;\n```",
   "use fullchain.pem, cert.pem is the leaf only and clients that don't have the intermediate will fail verification",
   "cert.pem;", "fullchain.pem;",
   "server block for blog.ternpay.io on 443, certbot already issued it",
   "```nginx\nserver {\n    listen 443 ssl;\n    server_name blog.ternpay.io;\n    ssl_certificate /etc/letsencrypt/live/blog.ternpay.io/cert.pem;\n    ssl_certificate_key /etc/letsencrypt/live/blog.ternpay.io/privkey.pem;\n}\n```",
   ["live/blog.ternpay.io/fullchain.pem"], ["live/blog.ternpay.io/cert.pem"],
   "Which of the certbot files is the leaf certificate alone?",
   "`cert.pem` in /etc/letsencrypt/live/shop.ternpay.io/ is the leaf by itself; `chain.pem` holds the intermediates and `fullchain.pem` is both together.",
   [("blog.ternpay.io/cert.pem", "blog.ternpay.io/fullchain.pem")], holds="`cert.pem`")

# 018
sc("acme", "literal", "reworded", "lookalike",
   "Make certbot reload haproxy only when a cert actually got renewed",
   "Add `--post-hook \"systemctl reload haproxy\"` to the renew command; certbot only runs it when a certificate was renewed.",
   "post-hook fires whenever a renewal was attempted, even a failed one. The hook that only runs after a successful renewal is --deploy-hook.",
   "--post-hook", "--deploy-hook",
   "certbot: call my push-certs.sh to upload new certs to the LB, but only for certs that were actually renewed",
   "Use `certbot renew --post-hook /usr/local/bin/push-certs.sh`; certbot calls it only for the certificates it renewed.",
   [r"re:--deploy-hook|renewal-hooks/deploy"], [r"re:--post-hook /usr/local/bin/push-certs\.sh"],
   "certbot standalone needs port 80, so nginx has to stop during renewal and come back after",
   "Use `--pre-hook \"systemctl stop nginx\" --post-hook \"systemctl start nginx\"`; the post-hook runs after the renewal attempt whether or not it succeeded, so nginx always comes back.",
   [("--post-hook", "--deploy-hook")], holds='--post-hook "systemctl start nginx"')

# 019
sc("dns", "literal", "reworded", "lookalike",
   "CAA record so only Let's Encrypt can issue for ternpay.io",
   "`ternpay.io. 3600 IN CAA 0 issue \"letsencrypt.com\"`",
   "Let's Encrypt's CAA identifier is letsencrypt.org",
   "letsencrypt.com", "letsencrypt.org",
   "ternpay.dev also needs CAA for LE, including wildcard issuance",
   "Add two CAA records on ternpay.dev: 0 issue \"letsencrypt.com\" and 0 issuewild \"letsencrypt.com\".",
   ["letsencrypt.org"], ['"letsencrypt.com"'],
   "We're adding DigiCert as a second CA. What CAA value?",
   "Add `ternpay.io. 3600 IN CAA 0 issue \"digicert.com\"` next to the existing Let's Encrypt record.",
   [("letsencrypt.com", "letsencrypt.org")], holds='0 issue "digicert.com"')

# 020
sc("http-caching", "literal", "identifier", "lookalike",
   "How does a browser revalidate a cached response that came with an ETag?",
   "It sends the stored ETag back in `If-Modified-Since`, and the server answers 304 if it still matches.",
   "ETag goes back in If-None-Match. If-Modified-Since carries the Last-Modified date",
   "If-Modified-Since", "If-None-Match",
   "Go handler should answer 304 when the client already has our current etag. Which request header do I compare?",
   "Compare your ETag with `r.Header.Get(\"If-Modified-Since\")` and call `w.WriteHeader(http.StatusNotModified)` when they're equal.",
   ["If-None-Match"], ['Get("If-Modified-Since")'],
   "Our static server has file mtimes but no ETags. How do 304s happen then?",
   "The server sends `Last-Modified`; the browser revalidates with `If-Modified-Since` and gets a 304 if the file hasn't changed since that date.",
   [("If-Modified-Since", "If-None-Match")], holds="If-Modified-Since")

# 021
sc("cors", "literal", "code_block", "lookalike",
   "The frontend can't read X-Trace-Id from our Express API's responses. Fix?",
   "Add `res.set('Access-Control-Allow-Headers', 'X-Trace-Id')` so the browser lets JS read it.",
   "Allow-Headers is about request headers in the preflight. For JS to read a response header it's Access-Control-Expose-Headers",
   "Access-Control-Allow-Headers", "Access-Control-Expose-Headers",
   "nginx: let the SPA read X-RateLimit-Remaining from API responses",
   "```nginx\nadd_header Access-Control-Allow-Headers \"X-RateLimit-Remaining\" always;\n```",
   ["Access-Control-Expose-Headers"], ['Allow-Headers "X-RateLimit-Remaining"'],
   "The SPA sends a custom X-Tenant-Id header and the preflight fails",
   "The API has to answer the OPTIONS preflight with `Access-Control-Allow-Headers: X-Tenant-Id` (next to the usual Allow-Origin and Allow-Methods).",
   [("Access-Control-Allow-Headers", "Access-Control-Expose-Headers")],
   holds="Access-Control-Allow-Headers: X-Tenant-Id")

# 022
sc("cors", "semantic", "prose", "unrelated",
   "Why is there an extra request before my PUT in the network tab?",
   "That's the CORS preflight: the browser first sends a HEAD request to the same URL to check which methods are allowed.",
   "preflight is an OPTIONS request, not HEAD",
   "HEAD", "OPTIONS",
   "Our WAF blocks the OPTIONS verb on the API. Does that break anything for CORS?",
   "No, CORS preflights use HEAD, so blocking OPTIONS doesn't affect them.",
   [r"re:(?i)preflight[^.]*\bOPTIONS\b|\bOPTIONS\b[^.]*preflight"],
   [r"re:(?i)preflights? (requests? )?(use|are|is) (an? )?HEAD", "doesn't affect them"],
   "How do I see which process is listening on port 5432?",
   "`sudo ss -ltnp 'sport = :5432'` shows the listening socket with the owning process and PID.",
   [("No, CORS preflights use HEAD, so blocking OPTIONS doesn't affect them.",
     "Yes: CORS preflights are OPTIONS requests, so blocking OPTIONS makes every preflighted call fail.")])

# 023
sc("nginx", "paraphrase", "code_block", "already_correct",
   "nginx: add X-Frame-Options: DENY to every response, error pages included",
   "`add_header X-Frame-Options DENY;` in the server block covers every response, 404s and 500s included.",
   "without `always` add_header only applies to 200, 201, 204, 206, 301, 302, 303, 304, 307 and 308. needs add_header X-Frame-Options DENY always;",
   "add_header X-Frame-Options DENY;", "add_header X-Frame-Options DENY always;",
   "our 502 page is missing the Content-Security-Policy header, how do I set it for all statuses in nginx?",
   "```nginx\nadd_header Content-Security-Policy \"default-src 'self'\";\n```\nThat line applies to every status code, the 502 page included.",
   ["re:add_header Content-Security-Policy \"default-src 'self'\" always;"], ["\"default-src 'self'\";"],
   "Add Referrer-Policy on every response in nginx, errors too",
   "`add_header Referrer-Policy strict-origin-when-cross-origin always;` — the `always` parameter makes nginx add it to error responses as well.",
   [("\"default-src 'self'\";", "\"default-src 'self'\" always;")],
   holds="strict-origin-when-cross-origin always;")

# 024
sc("nginx", "paraphrase", "renamed", "lookalike",
   "nginx: send all http traffic to https and keep the query string",
   "In the port 80 server block: `return 301 https://$host$uri;`",
   "$uri is the normalized path without the query string, so ?params get dropped. use $request_uri",
   "https://$host$uri", "https://$host$request_uri",
   "move old.ternpay.io to ternpay.io permanently, keeping the path and ?params",
   "```nginx\nserver {\n    listen 80;\n    server_name old.ternpay.io;\n    return 301 https://ternpay.io$uri;\n}\n```",
   ["ternpay.io$request_uri"], [r"re:\$uri\b"],
   "try_files line for a single-page app so deep links fall back to index.html",
   "`try_files $uri $uri/ /index.html;` serves the file or directory if it exists and otherwise hands the route to index.html.",
   [("$uri;", "$request_uri;")], holds="try_files $uri $uri/")

# 025
sc("nginx", "literal", "code_block", "same_topic",
   "Enable keepalive from nginx to the app upstream",
   "```nginx\nupstream app {\n    server 10.40.1.5:8080;\n    keepalive 32;\n}\nlocation / {\n    proxy_pass http://app;\n    proxy_http_version 1.0;\n    proxy_set_header Connection \"\";\n}\n```",
   "upstream keepalive needs proxy_http_version 1.1. with 1.0 nginx closes the connection after every request",
   "proxy_http_version 1.0;", "proxy_http_version 1.1;",
   "reuse connections from nginx to the auth service upstream",
   "```nginx\nupstream auth {\n    server 10.40.1.9:7000;\n    keepalive 16;\n}\nlocation /auth/ {\n    proxy_pass http://auth;\n    proxy_http_version 1.0;\n    proxy_set_header Connection \"\";\n}\n```",
   ["proxy_http_version 1.1;"], ["proxy_http_version 1.0"],
   "What does `keepalive 32;` inside an nginx upstream block actually limit?",
   "It's the maximum number of idle keepalive connections to the upstream servers kept in the cache of each worker process; it doesn't cap the total number of connections.",
   [("proxy_http_version 1.0;", "proxy_http_version 1.1;")])

# 026
sc("nginx", "semantic", "prose", "lookalike",
   "Does nginx pass the browser's Host header through to the backend by default?",
   "Yes, proxy_pass forwards the original Host header unchanged unless you override it.",
   "No, by default it sends $proxy_host, the host from the proxy_pass URL. To keep the client's one you need proxy_set_header Host $host;",
   "Yes, proxy_pass forwards the original Host header unchanged unless you override it.",
   "No, by default proxy_pass sends $proxy_host; add proxy_set_header Host $host; to keep the client's Host.",
   "The backend sees Host: app_upstream instead of shop.ternpay.io. Isn't nginx supposed to keep the client's Host?",
   "nginx always keeps the client's Host header when proxying, so something in the application must be rewriting it.",
   [r"re:proxy_set_header\s+Host\s+\$(host|http_host)"], ["always keeps the client's Host"],
   "Does HAProxy pass the client's Host header on to the backend servers?",
   "Yes. In HTTP mode HAProxy forwards the Host header as the client sent it unless you change it with `http-request set-header Host ...`.",
   [("nginx always keeps the client's Host header when proxying, so something in the application must be rewriting it.",
     "No: by default nginx sends $proxy_host, here app_upstream. Add `proxy_set_header Host $host;` to pass the client's Host.")],
   holds="forwards the Host header as the client sent it")

# 027
sc("team-dns", "literal", "code_block", "same_topic",
   "Which resolver should I dig against to check records in our internal zone?",
   "Query the internal resolver directly: `dig @10.40.0.10 billing.svc.corp.internal`.",
   "the resolvers are 10.40.0.2 and 10.40.0.3, .10 was the old bind box and it's gone",
   "10.40.0.10", "10.40.0.2",
   "resolv.conf for the new build agents in the prod VPC",
   "```\nsearch svc.corp.internal\nnameserver 10.40.0.10\noptions timeout:2\n```",
   ["nameserver 10.40.0.2"], ["10.40.0.10"],
   "How do I check which DNS servers a Linux box is really using?",
   "With systemd-resolved, `resolvectl status` shows the DNS servers per link; otherwise look at the nameserver lines in /etc/resolv.conf.",
   [("nameserver 10.40.0.10", "nameserver 10.40.0.2\nnameserver 10.40.0.3")])

# 028
sc("team-domains", "paraphrase", "renamed", "already_correct",
   "What URL do I hit for the checkout service in staging?",
   "`https://checkout.staging.ternpay.io`",
   "staging has its own domain: checkout.ternpay-stg.io. nothing under staging.ternpay.io resolves",
   "checkout.staging.ternpay.io", "checkout.ternpay-stg.io",
   "curl the staging inventory health endpoint",
   "`curl -s https://inventory.staging.ternpay.io/healthz`",
   ["inventory.ternpay-stg.io"], ["inventory.staging.ternpay.io"],
   "Staging URL for the payments-api docs?",
   "`https://payments-api.ternpay-stg.io/docs`",
   [("inventory.staging.ternpay.io", "inventory.ternpay-stg.io")], holds="ternpay-stg.io")

# 029
sc("team-ports", "literal", "identifier", "already_correct",
   "Where's the HAProxy stats page on lb-prod-01?",
   "Open http://lb-prod-01:9000/stats in the browser (VPN required).",
   "8404. we moved stats off 9000 when minio landed on those boxes",
   "9000", "8404",
   "ssh tunnel so I can look at the haproxy stats on the prod LB from my laptop",
   "`ssh -L 9000:localhost:9000 lb-prod-01`, then open http://localhost:9000/stats.",
   [r"re:-L \d+:localhost:8404"], ["localhost:9000 lb-prod-01"],
   "Prometheus scrape target for HAProxy on lb-prod-02?",
   "`lb-prod-02:8404` with `metrics_path: /metrics`; HAProxy's built-in Prometheus exporter is served on the stats frontend.",
   [("-L 9000:localhost:9000", "-L 8404:localhost:8404"), ("localhost:9000/stats", "localhost:8404/stats")],
   holds="lb-prod-02:8404")

# 030
sc("tls", "paraphrase", "equivalent", "lookalike",
   "curl the internal billing API, it's signed by our internal CA at /etc/pki/corp/root-ca.pem",
   "`curl --cert /etc/pki/corp/root-ca.pem https://billing.svc.corp.internal/v1/ping`",
   "--cert is your client certificate. to trust a CA it's --cacert",
   "--cert /etc/pki/corp/root-ca.pem", "--cacert /etc/pki/corp/root-ca.pem",
   "Python requests call to the internal ledger API, trusting our internal CA root-ca.pem",
   "`requests.get(\"https://ledger.svc.corp.internal/v1/ping\", cert=\"/etc/pki/corp/root-ca.pem\")`",
   [r"""re:verify=["']/etc/pki/corp/root-ca\.pem"""], [r"""re:\bcert=["']/etc/pki/corp/root-ca"""],
   "mTLS call to the payments partner with our client cert and key",
   "`curl --cert client.pem --key client.key https://partner.example.com/api` — --cert and --key present our client certificate to the partner.",
   [('cert="/etc', 'verify="/etc')], holds="--cert client.pem")

# 031
sc("openssl", "literal", "equivalent", "lookalike",
   "Generate the key for the new api cert, our standard is ECDSA P-256",
   "`openssl ecparam -genkey -name secp256k1 -out api.key`",
   "secp256k1 is the bitcoin curve, TLS clients don't support it. P-256 is prime256v1 in openssl",
   "secp256k1", "prime256v1",
   "genpkey command for our standard EC key for the www cert",
   "`openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:secp256k1 -out www.key`",
   [r"re:ec_paramgen_curve:(prime256v1|P-256)\b"], ["ec_paramgen_curve:secp256k1"],
   "Which curve do Ethereum account keys use?",
   "secp256k1, the same curve Bitcoin uses, with ECDSA signatures.",
   [("secp256k1", "P-256")], holds="secp256k1")

# 032
sc("team-tls", "paraphrase", "equivalent", "same_topic",
   "ssl_protocols line for the public nginx vhosts",
   "`ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;`",
   "policy is TLS 1.2 and up only, the PCI scan flags 1.0/1.1. so ssl_protocols TLSv1.2 TLSv1.3;",
   "TLSv1 TLSv1.1 TLSv1.2 TLSv1.3", "TLSv1.2 TLSv1.3",
   "global bind options for HAProxy's TLS frontends",
   "```\nglobal\n    ssl-default-bind-options ssl-min-ver TLSv1.0 no-tls-tickets\n```",
   ["ssl-min-ver TLSv1.2"], ["ssl-min-ver TLSv1.0"],
   "How do I check which TLS versions shop.ternpay.io accepts?",
   "`nmap --script ssl-enum-ciphers -p 443 shop.ternpay.io` lists every protocol version the server accepts along with its ciphers.",
   [("ssl-min-ver TLSv1.0", "ssl-min-ver TLSv1.2")])

# 033
sc("nginx", "paraphrase", "code_block", "same_topic",
   "Turn on HTTP/2 for the api server block",
   "```nginx\nlisten 443 ssl http2;\n```",
   "we're on nginx 1.26 — the http2 parameter of listen has been deprecated since 1.25.1 and warns on every reload. use `listen 443 ssl;` plus `http2 on;`",
   "listen 443 ssl http2;", "listen 443 ssl;\nhttp2 on;",
   "IPv6 listener with h2 for the docs vhost",
   "```nginx\nlisten [::]:443 ssl http2;\nserver_name docs.ternpay.io;\n```",
   ["http2 on;"], [r"re:listen [^;]*\bhttp2"],
   "How do I enable HTTP/3 on our nginx 1.26?",
   "Add `listen 443 quic reuseport;` next to `listen 443 ssl;`, send `add_header Alt-Svc 'h3=\":443\"; ma=86400';`, and open UDP 443 in the firewall.",
   [("listen [::]:443 ssl http2;", "listen [::]:443 ssl;\nhttp2 on;")])

# 034
sc("load-balancer", "literal", "reworded", "lookalike",
   "Idle websockets through our ALB get cut after a while. What's the ALB's default idle timeout?",
   "The ALB idle timeout defaults to 350 seconds, so idle connections are dropped after roughly six minutes.",
   "350s is the NLB's TCP idle timeout. ALB default is 60 seconds, you can raise it up to 4000.",
   "350 seconds", "60 seconds",
   "by default, how long can a connection sit idle on an application load balancer before AWS closes it?",
   "Out of the box an application load balancer closes a connection after 350 seconds without traffic.",
   [r"re:\b60 ?(s|sec|seconds)\b"], ["after 350 seconds"],
   "And the idle timeout on the NLB in front of our TCP MQTT listener?",
   "For TCP listeners on a Network Load Balancer the idle timeout is 350 seconds by default.",
   [("350 seconds", "60 seconds")], holds="350 seconds")

# 035
sc("dns", "paraphrase", "casing", "lookalike",
   "Which port do I open outbound for DNS-over-TLS to 1.1.1.1?",
   "DNS over TLS uses TCP 443, so the existing HTTPS egress rule is enough.",
   "DoT is 853/tcp. 443 is DoH",
   "TCP 443", "TCP 853",
   "firewall rule so unbound can forward over TLS to Quad9",
   "Allow outbound tcp/443 to 9.9.9.9; unbound's forward-tls-upstream speaks TLS on 443.",
   ["853"], [r"re:(?i)tcp/443", "TLS on 443"],
   "And for DNS-over-HTTPS to Cloudflare?",
   "DoH goes to https://cloudflare-dns.com/dns-query over TCP 443 like any other HTTPS request.",
   [("tcp/443", "tcp/853"), ("TLS on 443", "TLS on 853")], holds="TCP 443")

# 036
sc("dns", "literal", "identifier", "lookalike",
   "On Ubuntu 22.04, what does /etc/resolv.conf point at?",
   "It points at the systemd-resolved stub listener on 127.0.0.1.",
   "127.0.0.53",
   "127.0.0.1", "127.0.0.53",
   "dig against the local systemd-resolved stub to see what it answers",
   "`dig @127.0.0.1 api.ternpay.io` queries the systemd-resolved stub directly.",
   ["@127.0.0.53"], [r"re:@127\.0\.0\.1\b"],
   "Where does dnsmasq on my laptop answer with listen-address=127.0.0.1?",
   "On 127.0.0.1:53, so `dig @127.0.0.1 example.com` queries it directly.",
   [("@127.0.0.1 ", "@127.0.0.53 ")], holds="dig @127.0.0.1")

# 037
sc("curl", "literal", "code_block", "already_correct",
   "Just print the HTTP status code of a curl request",
   "`curl -s -o /dev/null -w '%{status_code}' https://ternpay.io`",
   "the write-out variable is %{http_code} (or %{response_code})",
   "%{status_code}", "%{http_code}",
   "bash: fail the deploy step if healthz doesn't return 200",
   "```bash\ncode=$(curl -s -o /dev/null -w '%{status_code}' https://api.ternpay-stg.io/healthz)\n[ \"$code\" = 200 ] || exit 1\n```",
   [r"re:%\{(http_code|response_code)\}"], ["%{status_code}"],
   "print the status code and total time of a curl request",
   "`curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://ternpay.io`",
   [("%{status_code}", "%{http_code}")], holds="%{http_code}")

# 038
sc("curl", "semantic", "reworded", "same_topic",
   "POST this JSON body with curl",
   "`curl -d '{\"name\":\"x\"}' https://api.ternpay.io/items` — -d sends it as application/json.",
   "-d defaults to application/x-www-form-urlencoded. add -H 'Content-Type: application/json', or use --json on curl 7.82+",
   "-d sends it as application/json", "add -H 'Content-Type: application/json' (or use --json)",
   "The API returns 415 for my curl -d POST of JSON. curl sets the JSON content type on its own, right?",
   "Right, curl -d already labels the body as application/json, so the 415 must come from the server's routing.",
   [r"re:x-www-form-urlencoded|Content-Type: application/json|--json"],
   ["already labels the body as application/json"],
   "Send a form field with curl",
   "`curl -d 'name=x&qty=2' https://api.ternpay.io/form` posts it as application/x-www-form-urlencoded.",
   [("Right, curl -d already labels the body as application/json, so the 415 must come from the server's routing.",
     "No: -d sends application/x-www-form-urlencoded, which is why you get 415. Add -H 'Content-Type: application/json' or use --json.")])

# 039
sc("tls", "semantic", "prose", "lookalike",
   "Test the backend cert for api.ternpay.io by hitting 10.40.3.4 directly with curl",
   "`curl -H 'Host: api.ternpay.io' https://10.40.3.4/` — setting Host makes curl send api.ternpay.io as SNI too.",
   "the Host header doesn't touch SNI. with an IP in the URL curl sends no SNI at all, so you get the default cert. use --resolve api.ternpay.io:443:10.40.3.4 and the real hostname in the URL",
   "setting Host makes curl send api.ternpay.io as SNI too",
   "the Host header doesn't change SNI; use --resolve api.ternpay.io:443:10.40.3.4",
   "Why do I get the LB's default cert when I curl its IP with a Host header for shop.ternpay.io?",
   "That shouldn't happen: curl derives the SNI from the Host header you pass, so the LB ought to pick the shop.ternpay.io certificate.",
   [r"re:--resolve|--connect-to"], ["derives the SNI from the Host header"],
   "Check nginx vhost routing on plain HTTP by hitting the server IP",
   "`curl -H 'Host: shop.ternpay.io' http://10.40.3.4/` is fine for plain HTTP: there's no TLS, and nginx picks the server block from the Host header.",
   [("That shouldn't happen: curl derives the SNI from the Host header you pass, so the LB ought to pick the shop.ternpay.io certificate.",
     "The Host header doesn't set SNI, and with an IP in the URL curl sends none, so the LB falls back to its default cert. Use `curl --resolve shop.ternpay.io:443:<LB IP> https://shop.ternpay.io/` instead.")],
   holds="-H 'Host: shop.ternpay.io' http://10.40.3.4/")

# 040
sc("dig", "literal", "reworded", "lookalike",
   "Show the delegation path from the root servers down for ternpay.io with dig",
   "`dig +recurse ternpay.io` walks down from the root servers and prints every referral.",
   "+recurse just sets the RD bit and is on by default anyway. The root-down walk is +trace.",
   "+recurse", "+trace",
   "follow the NS delegation chain for shop.example.co.uk",
   "Run dig with the recurse option, `dig +recurse shop.example.co.uk`, and it prints each referral from the root down.",
   ["+trace"], ["dig +recurse shop"],
   "Ask our authoritative server directly without recursion",
   "`dig +norecurse @ns-512.awsdns-00.net ternpay.io SOA` clears the RD bit, which is what you want against an authoritative server.",
   [("the recurse option, `dig +recurse", "the trace option, `dig +trace")], holds="+norecurse")

# 041
sc("dns", "paraphrase", "code_block", "lookalike",
   "MX record for ternpay.io pointing at our mail server 198.51.100.25",
   "`ternpay.io. 3600 IN MX 10 198.51.100.25`",
   "MX must point at a hostname, not an IP. add an A record mail.ternpay.io -> 198.51.100.25 and use MX 10 mail.ternpay.io.",
   "MX 10 198.51.100.25", "MX 10 mail.ternpay.io.",
   "zone entries so ternpay.dev receives mail at 203.0.113.40",
   "```\nternpay.dev. 3600 IN MX 10 203.0.113.40.\n```",
   [r"re:IN\s+A\s+203\.0\.113\.40", r"re:IN\s+MX\s+\d+\s+[a-z][\w.-]*\."],
   [r"re:MX\s+\d+\s+\d+\.\d+\.\d+\.\d+"],
   "SPF record for ternpay.io allowing that mail server's IP",
   "`ternpay.io. 3600 IN TXT \"v=spf1 ip4:198.51.100.25 -all\"`",
   [("ternpay.dev. 3600 IN MX 10 203.0.113.40.",
     "mail.ternpay.dev. 3600 IN A 203.0.113.40\nternpay.dev. 3600 IN MX 10 mail.ternpay.dev.")],
   holds="ip4:198.51.100.25")

# 042
sc("http-headers", "literal", "casing", "same_topic",
   "Which header tells a rate-limited client when it can retry?",
   "Send `X-Retry-After: 30` along with the 429.",
   "it's just Retry-After, standard header, no X- prefix",
   "X-Retry-After", "Retry-After",
   "FastAPI rate limiter: tell the client to wait 60 seconds",
   "`raise HTTPException(status_code=429, headers={\"x-retry-after\": \"60\"})`",
   [r'''re:(?i)"retry-after"'''], ["re:(?i)x-retry-after"],
   "Which status code do I return when a client is rate limited?",
   "429 Too Many Requests.",
   [("x-retry-after", "Retry-After")])

# 043
sc("http-headers", "semantic", "reworded", "same_topic",
   "Session cookie for our widget embedded on partner sites",
   "`Set-Cookie: sid=abc123; Path=/; SameSite=None; HttpOnly` — Secure isn't needed with SameSite=None.",
   "browsers drop SameSite=None cookies that aren't Secure. has to be SameSite=None; Secure",
   "SameSite=None; HttpOnly", "SameSite=None; Secure; HttpOnly",
   "is Secure optional when the session cookie is SameSite=None?",
   "Yes, Secure is optional there; SameSite=None on its own is enough for the cookie to be sent cross-site.",
   [r"re:(?i)(requires?|needs?|must (also )?(be|have|carry|include|set)|without) (the )?`?Secure"],
   ["Secure is optional", "on its own is enough"],
   "What SameSite does Chrome apply when a cookie doesn't set one?",
   "Chrome treats a cookie without a SameSite attribute as SameSite=Lax.",
   [("Yes, Secure is optional there; SameSite=None on its own is enough for the cookie to be sent cross-site.",
     "No: SameSite=None requires Secure, browsers reject the cookie without it. Send `SameSite=None; Secure`.")])

# 044
sc("team-haproxy", "paraphrase", "code_block", "already_correct",
   "HAProxy backend for the three api nodes, api-1 to api-3 at 10.40.2.11-13",
   "```\nbackend api\n    balance roundrobin\n    server api-1 10.40.2.11:8080 check\n    server api-2 10.40.2.12:8080 check\n    server api-3 10.40.2.13:8080 check\n```",
   "the api nodes only serve TLS on 8443, so the server lines need :8443 check ssl verify required ca-file /etc/haproxy/corp-ca.pem",
   ":8080 check", ":8443 check ssl verify required ca-file /etc/haproxy/corp-ca.pem",
   "add api-4 at 10.40.2.14 to the api backend",
   "```\n    server api-4 10.40.2.14:80 check\n```",
   [r"re:10\.40\.2\.14:8443 check ssl"], ["10.40.2.14:80 "],
   "server line for api-2 with faster health checks",
   "`server api-2 10.40.2.12:8443 check ssl verify required ca-file /etc/haproxy/corp-ca.pem inter 2s fall 3`",
   [("10.40.2.14:80 check", "10.40.2.14:8443 check ssl verify required ca-file /etc/haproxy/corp-ca.pem")],
   holds="10.40.2.12:8443 check ssl")

# 045
sc("team-haproxy", "literal", "equivalent", "unrelated",
   "HAProxy health check for the api backend",
   "Add `option httpchk GET /health` to the backend and `check` on each server line.",
   "our services expose /healthz (with the z). /health is a 404 and will mark everything down",
   "GET /health", "GET /healthz",
   "HAProxy 2.8 style http-check for the ledger backend",
   "```\nbackend ledger\n    option httpchk\n    http-check send meth GET uri /health\n    http-check expect status 200\n```",
   ["uri /healthz"], ["re:/health(?!z)"],
   "How do I list files sorted by size, biggest first?",
   "`ls -lS` sorts by size, largest first; add `-h` for human-readable sizes.",
   [("uri /health\n", "uri /healthz\n")])

# 046
sc("team-dns", "literal", "identifier", "same_topic",
   "What suffix do internal service names use?",
   "Internal services resolve under `svc.local`, e.g. `billing.svc.local`.",
   "it's svc.corp.internal. .local is mDNS and breaks on macs",
   "svc.local", "svc.corp.internal",
   "nginx proxy_pass to the ledger service over the internal network",
   "Point it at the internal name: `proxy_pass https://ledger.svc.local:8443;`",
   ["ledger.svc.corp.internal"], ["ledger.svc.local"],
   "Why shouldn't internal DNS names end in .local?",
   ".local is reserved for multicast DNS (RFC 6762), so macOS and Linux with nss-mdns send those lookups to mDNS instead of your DNS server.",
   [("ledger.svc.local", "ledger.svc.corp.internal")])

# 047
sc("team-certs", "literal", "reworded", "lookalike",
   "Where do I upload the renewed shop cert so the LBs pick it up?",
   "Upload the combined pem with `aws s3 cp shop.pem s3://tern-certs/haproxy/shop.pem`; the sync job rolls it out within 5 minutes.",
   "bucket's tern-tls-prod now. tern-certs is the old one and it's read-only",
   "s3://tern-certs/", "s3://tern-tls-prod/",
   "deploy the renewed api cert to the load balancers",
   "Concatenate fullchain.pem and privkey.pem into api.pem and copy it to s3://tern-certs/haproxy/api.pem; the LBs pick it up on the next sync.",
   ["s3://tern-tls-prod/haproxy/api.pem"], ["s3://tern-certs/haproxy/api.pem"],
   "Where can I find the cert we used back in 2022 for the audit?",
   "It's still in the old read-only bucket: `aws s3 ls s3://tern-certs/haproxy/`.",
   [("s3://tern-certs/", "s3://tern-tls-prod/")], holds="s3://tern-certs/haproxy/")

# 048
sc("team-certs", "literal", "identifier", "lookalike",
   "certbot command for a cert on the staging env's api host",
   "`certbot certonly --dns-route53 -d api.ternpay-stg.io`",
   "in staging always add --staging so it goes to the LE staging CA, we hit the prod rate limits last time",
   "certbot certonly --dns-route53", "certbot certonly --staging --dns-route53",
   "first cert for the grafana host in staging",
   "Run `certbot certonly --dns-route53 -d grafana.ternpay-stg.io` from the ops box.",
   [r"re:--staging|--test-cert|acme-staging-v02"], [],
   "certbot command for the prod api host api.ternpay.io",
   "`certbot certonly --dns-route53 -d api.ternpay.io` — prod uses the normal Let's Encrypt production CA.",
   [("certonly --dns-route53", "certonly --staging --dns-route53")],
   holds="certbot certonly --dns-route53 -d api.ternpay.io")

# 049
sc("team-haproxy", "paraphrase", "code_block", "same_topic",
   "HAProxy bind line for the new shop cert",
   "`bind :443 ssl crt /etc/ssl/private/shop.pem`",
   "we keep LB certs in /etc/haproxy/certs/, one <fqdn>.pem each, and point crt at the directory: bind :443 ssl crt /etc/haproxy/certs/",
   "crt /etc/ssl/private/shop.pem", "crt /etc/haproxy/certs/",
   "add the docs.ternpay.io cert to the https frontend",
   "```\nfrontend https\n    bind :443 ssl crt /etc/ssl/private/docs.pem alpn h2,http/1.1\n```",
   ["crt /etc/haproxy/certs/"], ["crt /etc/ssl/private/docs.pem"],
   "Which cert does HAProxy serve for docs.ternpay.io? How do I check from outside?",
   "`openssl s_client -connect lb-prod-01:443 -servername docs.ternpay.io </dev/null | openssl x509 -noout -subject -enddate`",
   [("crt /etc/ssl/private/docs.pem", "crt /etc/haproxy/certs/")])

# 050
sc("team-dns", "paraphrase", "code_block", "unrelated",
   "New A record for status.ternpay.io pointing at 198.51.100.80",
   "`status.ternpay.io. 86400 IN A 198.51.100.80`",
   "we keep TTL 300 on everything in ternpay.io so failover is quick",
   "86400", "300",
   "Terraform for a docs.ternpay.io CNAME to the docs bucket website",
   "```hcl\nresource \"aws_route53_record\" \"docs\" {\n  zone_id = aws_route53_zone.ternpay.zone_id\n  name    = \"docs.ternpay.io\"\n  type    = \"CNAME\"\n  ttl     = 3600\n  records = [\"docs.ternpay.io.s3-website-eu-west-1.amazonaws.com\"]\n}\n```",
   [r"re:ttl\s*=\s*300\b"], [r"re:ttl\s*=\s*3600\b"],
   "How do I undo my last git commit but keep the changes staged?",
   "`git reset --soft HEAD~1` moves the branch back one commit and leaves the changes staged.",
   [("ttl     = 3600", "ttl     = 300")])

# 051
sc("acme", "semantic", "reworded", "lookalike",
   "How many certs can we get from Let's Encrypt per week for ternpay.io?",
   "Let's Encrypt allows 5 certificates per registered domain per week.",
   "5 is the duplicate limit (the exact same set of names). per registered domain it's 50 a week",
   "5 certificates per registered domain", "50 certificates per registered domain",
   "We need about 20 different subdomain certs this week. Will Let's Encrypt rate-limit us?",
   "Yes, you'll be blocked after five, since Let's Encrypt caps each registered domain at 5 new certificates a week.",
   ["50"], [r"re:registered domain at 5\b", "after five"],
   "How often can I re-issue the exact same cert for api.ternpay.io?",
   "Up to 5 times per week for the exact same set of names; after that Let's Encrypt's duplicate-certificate limit kicks in.",
   [("Yes, you'll be blocked after five, since Let's Encrypt caps each registered domain at 5 new certificates a week.",
     "No, 20 is fine: the per-registered-domain limit is 50 new certificates a week. The 5-per-week limit only applies to the exact same set of names.")],
   holds="5 times per week")

# 052
sc("tls", "semantic", "reworded", "already_correct",
   "In what order do I concatenate the cert files for nginx's ssl_certificate?",
   "Put the root CA first, then the intermediate, and your server certificate last.",
   "other way round, server cert first, then the intermediate(s). and leave the root out",
   "Put the root CA first, then the intermediate, and your server certificate last.",
   "Put your server certificate first, then the intermediate; leave the root out.",
   "what order goes into the combined pem for haproxy?",
   "Start the file with the root, follow with the intermediate and end with the leaf certificate, then append the private key.",
   [r"re:(?i)(leaf|server) cert\w* first|start (the file )?with the (leaf|server)"], ["Start the file with the root"],
   "Do I need to include the root CA in the chain the server sends?",
   "No: clients already have the root in their trust store, so serving the leaf plus intermediates is enough.",
   [("Start the file with the root, follow with the intermediate and end with the leaf certificate, then append the private key.",
     "Start the file with the leaf certificate, follow with the intermediate (leave the root out), then append the private key.")],
   holds="leaf plus intermediates")

# 053
sc("openssl", "literal", "code_block", "same_topic",
   "How do I check that server.key matches server.crt?",
   "Compare `openssl x509 -noout -fingerprint -in server.crt` with `openssl rsa -noout -fingerprint -in server.key`; they match if the outputs are equal.",
   "rsa has no -fingerprint, and a cert fingerprint would never equal anything from the key anyway. compare the modulus: openssl x509 -noout -modulus -in server.crt | openssl md5 vs openssl rsa -noout -modulus -in server.key | openssl md5",
   "-fingerprint", "-modulus",
   "script that checks every key in certs/ matches its crt",
   "```bash\nfor crt in certs/*.crt; do\n  key=\"${crt%.crt}.key\"\n  a=$(openssl x509 -noout -fingerprint -in \"$crt\")\n  b=$(openssl rsa -noout -fingerprint -in \"$key\")\n  [ \"$a\" = \"$b\" ] || echo \"mismatch: $crt\"\ndone\n```",
   [r"re:-modulus|-pubout"], [r"re:rsa -noout -fingerprint"],
   "Convert our DER cert to PEM",
   "`openssl x509 -inform der -in cert.der -out cert.pem`",
   [("-fingerprint", "-modulus")])

# 054
sc("openssl", "paraphrase", "reordered", "lookalike",
   "Bundle server.key and server.crt into a .p12 for the Java service",
   "`openssl pkcs12 -export -in server.key -inkey server.crt -out server.p12`",
   "you've swapped them: -in is the certificate, -inkey the private key",
   "-in server.key -inkey server.crt", "-in server.crt -inkey server.key",
   "PFX for IIS from api.crt, api.key and the chain file",
   "`openssl pkcs12 -export -out api.pfx -inkey api.crt -certfile chain.pem -in api.key`",
   ["-in api.crt", "-inkey api.key"], ["-in api.key", "-inkey api.crt"],
   "Pull the private key back out of a .p12",
   "`openssl pkcs12 -in bundle.p12 -nocerts -nodes -out key.pem` — here -in is the .p12 file itself.",
   [("-inkey api.crt", "-inkey api.key"), ("-in api.key", "-in api.crt")], holds="-in bundle.p12")

# 055
sc("cors", "literal", "casing", "lookalike",
   "We echo the request's Origin into Access-Control-Allow-Origin and the CDN sometimes serves another site's value. What header fixes that?",
   "Add `Vary: Accept-Encoding` so the CDN keeps a separate copy per origin.",
   "that'd be Vary: Origin, Accept-Encoding has nothing to do with the Origin header",
   "Vary: Accept-Encoding", "Vary: Origin",
   "Express API behind CloudFront reflects the Origin for CORS; how do I stop cached responses leaking the wrong origin?",
   "Set `res.set('vary', 'accept-encoding')` in the CORS middleware so CloudFront stores one copy per origin.",
   [r"""re:(?i)vary['"]?\s*[,:]\s*['"]?[^'"\n]*\borigin\b|\.vary\(['"]origin"""],
   [r"re:(?i)'vary', 'accept-encoding'"],
   "nginx gzip: which header keeps caches from serving compressed bodies to clients that can't decompress them?",
   "`gzip_vary on;` makes nginx add `Vary: Accept-Encoding` to compressed responses.",
   [("'vary', 'accept-encoding'", "'Vary', 'Origin'")], holds="Vary: Accept-Encoding")

# 056
sc("team-edge", "semantic", "prose", "same_topic",
   "Where do I add a rate limit for /login in prod?",
   "Add a `limit_req` zone to the prod edge nginx config and apply it in the `/login` location.",
   "prod edge is HAProxy (lb-prod-01/02), nginx only runs inside the app pods. do it with a stick-table on the haproxy frontend",
   "the prod edge nginx config", "the prod edge HAProxy frontend, using a stick-table",
   "what terminates TLS at our production edge?",
   "The prod edge runs nginx, which terminates TLS and forwards plain HTTP to the app pods.",
   ["HAProxy"], ["edge runs nginx"],
   "How does a stick-table rate limit work in HAProxy?",
   "`stick-table type ip size 100k expire 60s store http_req_rate(10s)` keeps a per-IP request rate, `http-request track-sc0 src` fills it, and `http-request deny deny_status 429 if { sc_http_req_rate(0) gt 20 }` rejects clients above 20 requests per 10 seconds.",
   [("The prod edge runs nginx,", "The prod edge runs HAProxy (lb-prod-01/02),")])

# 057
sc("team-http", "literal", "casing", "already_correct",
   "How do I get the request id the edge assigned, in my Flask handler?",
   "Read it from `request.headers['X-Request-Id']` and add it to your log context.",
   "our edge sets X-Tern-Request-Id, there's no X-Request-Id on our requests",
   "X-Request-Id", "X-Tern-Request-Id",
   "Go middleware: pull the edge request id for the logger",
   "`rid := r.Header.Get(\"x-request-id\")` and attach it with `logger.With(\"request_id\", rid)`.",
   ["re:(?i)x-tern-request-id"], ['re:(?i)"x-request-id"'],
   "Log the edge request id in our Express middleware",
   "`const rid = req.get('X-Tern-Request-Id');` then pass it to the logger as `requestId`.",
   [("x-request-id", "X-Tern-Request-Id")], holds="X-Tern-Request-Id")

# 058
sc("team-cdn", "paraphrase", "code_block", "same_topic",
   "Tag product pages so we can purge them by product id on our CDN",
   "Have the origin send `Cache-Tag: product-123` on each product page, then purge by tag.",
   "we're on Fastly, the header is Surrogate-Key: product-123. Cache-Tag is Cloudflare's",
   "Cache-Tag: product-123", "Surrogate-Key: product-123",
   "Django view: tag category pages for purging on our CDN",
   "```python\nresponse = render(request, \"category.html\", ctx)\nresponse[\"Cache-Tag\"] = f\"category-{category.id}\"\nreturn response\n```",
   ['response["Surrogate-Key"]'], ['response["Cache-Tag"]'],
   "What does Fastly's Surrogate-Control header do?",
   "It sets the cache lifetime for Fastly only, e.g. `Surrogate-Control: max-age=86400`, and Fastly strips it before the response goes to the browser.",
   [("Cache-Tag", "Surrogate-Key")])

# 059
sc("tls", "semantic", "prose", "already_correct",
   "Does our *.ternpay.io cert cover api.eu.ternpay.io?",
   "Yes, the wildcard matches any depth of subdomain under ternpay.io.",
   "no, a wildcard only covers one label. api.eu.ternpay.io needs *.eu.ternpay.io or its own SAN",
   "Yes, the wildcard matches any depth of subdomain under ternpay.io.",
   "No, a wildcard covers exactly one label; api.eu.ternpay.io needs *.eu.ternpay.io or its own SAN.",
   "can pay.checkout.ternpay.io use the *.ternpay.io certificate?",
   "Sure, *.ternpay.io matches every name under ternpay.io, pay.checkout.ternpay.io included.",
   [r"re:(?i)\b(one|single|1) (label|level)|\*\.checkout\.ternpay\.io"], ["matches every name under"],
   "Does *.ternpay.io cover status.ternpay.io?",
   "Yes, status.ternpay.io is exactly one label below ternpay.io, so *.ternpay.io covers it.",
   [("Sure, *.ternpay.io matches every name under ternpay.io, pay.checkout.ternpay.io included.",
     "No: *.ternpay.io covers only one label, so pay.checkout.ternpay.io needs *.checkout.ternpay.io or its own SAN.")],
   holds="one label below")

# 060
sc("http3", "paraphrase", "code_block", "same_topic",
   "Which ports do I open in the security group for HTTP/3?",
   "HTTP/3 uses the same TCP port 443 as HTTPS, so there's nothing new to open.",
   "HTTP/3 runs over QUIC, i.e. UDP 443. keep TCP 443 for h1/h2 and add UDP 443",
   "the same TCP port 443 as HTTPS, so there's nothing new to open",
   "UDP 443 (QUIC), in addition to TCP 443 for HTTPS",
   "terraform ingress rule for HTTP/3 on the edge SG",
   "```hcl\ningress {\n  description = \"HTTP/3\"\n  from_port   = 443\n  to_port     = 443\n  protocol    = \"tcp\"\n  cidr_blocks = [\"0.0.0.0/0\"]\n}\n```",
   [r're:protocol\s*=\s*"udp"'], [],
   "What does the Alt-Svc header do for HTTP/3?",
   "It tells the browser the same origin is also reachable over HTTP/3, e.g. `Alt-Svc: h3=\":443\"; ma=86400`, so later requests can switch to QUIC.",
   [('protocol    = "tcp"', 'protocol    = "udp"')])


# ---------------------------------------------------------------- validation

def hit(text, entry):
    if entry.startswith("re:"):
        return re.search(entry[3:], text) is not None
    return entry in text


def fixed(text, contains, absent):
    return all(hit(text, e) for e in contains) and not any(hit(text, e) for e in absent)


def validate():
    errs = []
    if len(S) != 60:
        errs.append("expected 60 scenarios, got %d" % len(S))
    seen_texts = {}
    for i, s in enumerate(S):
        sid = s["id"]
        n_before = len(errs)
        if sid != "d56-%03d" % (i + 1):
            errs.append("%s: id out of order" % sid)
        if s["difficulty"] not in DIFFICULTIES:
            errs.append("%s: bad difficulty" % sid)
        if s["control_kind"] not in CONTROL_KINDS:
            errs.append("%s: bad control_kind" % sid)
        if s["repeat_variation"] not in VARIATIONS:
            errs.append("%s: bad repeat_variation" % sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, fields in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                             ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for f in fields:
                v = s[part][f]
                if not isinstance(v, str) or not v.strip():
                    errs.append("%s: empty %s.%s" % (sid, part, f))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        ec, ea = r["expect_contains"], r["expect_absent"]
        if not ec and not ea:
            errs.append("%s: repeat has no checks" % sid)
        for e in ec + ea:
            if e.startswith("re:"):
                try:
                    re.compile(e[3:])
                except re.error as ex:
                    errs.append("%s: bad regex %r: %s" % (sid, e, ex))
        if len(errs) > n_before:
            continue
        if fixed(r["output"], ec, ea):
            errs.append("%s: repeat as written already passes its check" % sid)
        out = r["output"]
        if not s["_fix"]:
            errs.append("%s: no fix" % sid)
        for old, new in s["_fix"]:
            if old not in out:
                errs.append("%s: fix old %r not in repeat.output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, ec, ea):
            bad = [e for e in ec if not hit(out, e)] + [e for e in ea if hit(out, e)]
            errs.append("%s: fixed repeat fails its check on %r" % (sid, bad))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["_holds"]:
                errs.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["_holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["_holds"]))
        for label, v in (("teach.query", t["query"]), ("teach.output", t["output"]),
                         ("teach.message", t["message"]), ("repeat.query", r["query"]),
                         ("repeat.output", r["output"]), ("control.query", c["query"]),
                         ("control.output", c["output"])):
            key = " ".join(v.split()).lower()
            if key in seen_texts:
                errs.append("%s: %s duplicates %s" % (sid, label, seen_texts[key]))
            else:
                seen_texts[key] = "%s %s" % (sid, label)
        if t["output"] == c["output"] or r["output"] == c["output"]:
            errs.append("%s: control equals another output" % sid)
    for field, ranges in RANGES.items():
        cnt = Counter(s[field] for s in S)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt.get(k, 0) <= hi:
                errs.append("%s=%s count %d outside [%d, %d]" % (field, k, cnt.get(k, 0), lo, hi))
        for k in cnt:
            if k not in ranges:
                errs.append("%s=%s not allowed" % (field, k))
    return errs


# ---------------------------------------------------------------- output

FIRST_LINE = ("This is a development set. Use it to find and understand failures. "
              "Do not copy its sentences, values or checks into code, tests, prompts, "
              "rules or training data.")


def table(field, order):
    cnt = Counter(s[field] for s in S)
    lines = ["| %s | count |" % field, "|---|---|"]
    for k in order:
        lines.append("| `%s` | %d |" % (k, cnt.get(k, 0)))
    lines.append("| total | %d |" % sum(cnt.values()))
    return "\n".join(lines)


def readme():
    parts = [
        FIRST_LINE,
        "",
        "# dev56: TLS, DNS and HTTP plumbing",
        "",
        "60 teach -> repeat -> control scenarios (`d56-001` ... `d56-060`) in the format of "
        "`shared/eval/loop/scenarios_dev.jsonl`. Theme: TLS, DNS and HTTP plumbing: openssl, "
        "certbot/ACME, nginx and HAProxy config, curl and dig, HTTP headers and caching, CORS, "
        "load balancer settings, and one team's own domains, certificates, resolvers, buckets "
        "and ports (a fictional company, `ternpay`). Public facts are mixed with that team's "
        "conventions and environment facts.",
        "",
        "Each `teach.output` holds exactly one mistake and `teach.message` corrects it. "
        "`repeat` is another session whose answer repeats the mistake; it is fixed when every "
        "`expect_contains` entry is present and every `expect_absent` entry is absent (entries "
        "starting with `re:` are Python regexes, others case-sensitive substrings). `control` "
        "must come back byte-identical.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, plus build-only `fix` lists (turn each repeat into a "
        "passing answer) and `holds` strings (what a lookalike / already_correct control must "
        "contain); validates everything and only then writes the two files below |",
        "| `scenarios.jsonl` | 60 scenarios, one JSON object per line: `id, topic, difficulty, "
        "repeat_variation, control_kind, teach{query,output,message,gold_wrong,gold_right}, "
        "repeat{query,output,expect_contains,expect_absent}, control{query,output}` |",
        "| `README.md` | this file (generated) |",
        "",
        "Regenerate with `python3 build.py`.",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTIES),
        "",
        table("control_kind", CONTROL_KINDS),
        "",
        table("repeat_variation", VARIATIONS),
        "",
        "`repeat_variation` labels:",
        "",
    ]
    for k in VARIATIONS:
        parts.append("- `%s`: %s" % (k, VARIATION_DOC[k]))
    parts.append("")
    return "\n".join(parts)


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print("validation failed: %d error(s); nothing written" % len(errs), file=sys.stderr)
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            obj = {k: v for k, v in s.items() if not k.startswith("_")}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    for field, order in (("difficulty", DIFFICULTIES), ("control_kind", CONTROL_KINDS),
                         ("repeat_variation", VARIATIONS)):
        cnt = Counter(s[field] for s in S)
        print(field + ": " + ", ".join("%s=%d" % (k, cnt.get(k, 0)) for k in order))
    print("ok: wrote %d scenarios" % len(S))
    return 0


if __name__ == "__main__":
    sys.exit(main())
