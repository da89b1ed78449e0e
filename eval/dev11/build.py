#!/usr/bin/env python3
"""Build and verify eval/dev11/scenarios.jsonl (teach -> repeat -> control).

    python3 build.py            # verify everything, then write scenarios.jsonl
    python3 build.py --check    # verify only

The scenarios are kept here as Python data together with a hand fix of every
repeat. The builder checks the JSON shape, ids and counts; that every repeat as
written FAILS its own checks and its hand-fixed version PASSES them; that every
`re:` check compiles and matches identically in Python `re` and Go RE2 (a tiny
Go program run with `go run`); control expectations per control_kind; and that
no scenario's mistake text or absent-check hits another scenario's outputs
(which would make the shared-store run measure an unintended interaction).

Theme: operations and administration in one company's own environment
("Larkspur": public zone larkspur.io, internal zone lks.internal, AWS in
eu-central-1, Azure in westeurope, GCP project lks-prod-7731).
Standard library only (plus the Go toolchain for the RE2 check).
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")

TOPICS = ["aws", "gcloud", "azure", "nginx", "caddy", "haproxy", "systemd", "cron", "postgres",
          "mysql", "redis", "backups", "dns", "tls", "vpn", "ldap", "ansible", "helm",
          "grafana-loki", "oncall"]
DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}

SCENARIOS = []


def T(s):
    """Text helper: drop the newline right after the opening quotes and before the closing ones."""
    if s.startswith("\n"):
        s = s[1:]
    if s.endswith("\n"):
        s = s[:-1]
    return s


def add(topic, difficulty, variation, control_kind, teach, repeat, fix, control, trap=None):
    """teach=(query, output, message, gold_wrong, gold_right); repeat=(query, output,
    expect_contains, expect_absent); fix = list of (old, new) replacements applied to
    repeat.output, or the full fixed text; control=(query, output); trap = text that must
    be in the control (the lookalike text, or the right value for already_correct)."""
    n = len(SCENARIOS) + 1
    tq, to, tm, gw, gr = teach
    rq, ro, rc, ra = repeat
    cq, co = control
    SCENARIOS.append({
        "id": "d11-%03d" % n, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": T(to), "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": T(ro), "expect_contains": list(rc), "expect_absent": list(ra)},
        "control": {"query": cq, "output": T(co)},
        "_fix": fix, "_trap": trap,
    })


# =============================================================== aws
add("aws", "literal", "code_block", "lookalike",
    ("how do i list whats in the nightly exports bucket",
     """
You can list it recursively with the prod profile:

```bash
aws s3 ls s3://larkspur-nightly-exports/ --recursive --human-readable --summarize \\
  --profile lks-prod --region eu-west-1
```

`--summarize` prints the object count and total size at the end. If you only want one day, add the date prefix, e.g. `s3://larkspur-nightly-exports/2024-06-03/`.
""",
     "wrong region, that bucket lives in eu-central-1 since the frankfurt move",
     "--region eu-west-1", "--region eu-central-1"),
    ("copy yesterdays orders export to my machine?",
     """
Use `aws s3 cp` on the dated prefix:

```bash
aws s3 cp s3://larkspur-nightly-exports/2024-06-10/orders.csv.gz ./ \\
  --profile lks-prod --region eu-west-1
gunzip orders.csv.gz
```

The export is usually a few hundred MB compressed, so it takes a minute on the office connection.
""",
     ["--region eu-central-1"], ["eu-west-1"]),
    [("--region eu-west-1", "--region eu-central-1")],
    ("list the dr copy of the exports bucket",
     """
The replication target is a separate bucket in Ireland, kept in another region on purpose so a regional outage in Frankfurt can't take both copies:

```bash
aws s3 ls s3://larkspur-nightly-exports-dr/ --profile lks-prod --region eu-west-1
```

Replication is asynchronous, so the newest day can be missing there for up to 15 minutes after the export finishes.
"""),
    trap="--region eu-west-1")

add("aws", "literal", "identifier", "lookalike",
    ("whats the arn i put in the github workflow to deploy to prod",
     """
Point `aws-actions/configure-aws-credentials` at the deploy role and let it use the GitHub OIDC token:

```yaml
- uses: aws-actions/configure-aws-credentials@v4
  with:
    role-to-assume: arn:aws:iam::739104562281:role/ci-deploy
    aws-region: eu-central-1
```

The job also needs `permissions: id-token: write`, otherwise the exchange fails with `Not authorized to perform sts:AssumeRoleWithWebIdentity`.
""",
     "thats the staging account. prod is 418273650912",
     "739104562281", "418273650912"),
    ("assume the prod read only role from my terminal",
     """
Use `aws sts assume-role` and export the three values it returns:

```bash
aws sts assume-role \\
  --role-arn arn:aws:iam::739104562281:role/prod-readonly \\
  --role-session-name "$USER-readonly"
```

Copy `AccessKeyId`, `SecretAccessKey` and `SessionToken` into `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` and `AWS_SESSION_TOKEN`. The session lasts one hour by default.
""",
     ["arn:aws:iam::418273650912:role/prod-readonly"], ["739104562281"]),
    [("arn:aws:iam::739104562281:role/prod-readonly", "arn:aws:iam::418273650912:role/prod-readonly")],
    ("role arn for the staging deploy job in github actions",
     """
Same action, staging account:

```yaml
- uses: aws-actions/configure-aws-credentials@v4
  with:
    role-to-assume: arn:aws:iam::739104562281:role/ci-deploy
    aws-region: eu-central-1
```

739104562281 is the staging account; its `ci-deploy` role only trusts the `main` and `release/*` refs of the deploy repo, so feature branches can't assume it.
"""),
    trap="arn:aws:iam::739104562281:role/ci-deploy")

add("aws", "paraphrase", "identifier", "same_topic",
    ("set up aws cli for prod on my new laptop",
     """
Run `aws configure --profile lks-prod` and paste the access key ID and secret access key from your IAM user (IAM console → Users → Security credentials → Create access key). Set the default region to `eu-central-1` and the output to `json`. Test it with `aws sts get-caller-identity --profile lks-prod`.
""",
     "we dont have iam users with keys, its all sso through identity center. aws configure sso once, then aws sso login --profile lks-prod",
     "Run `aws configure --profile lks-prod` and paste the access key ID and secret access key from your IAM user (IAM console → Users → Security credentials → Create access key).",
     "Run `aws configure sso` once, then `aws sso login --profile lks-prod` (IAM Identity Center, no access keys)."),
    ("how do i get the cli working against staging",
     """
Create a named profile with `aws configure --profile lks-staging`, then paste the access key ID and secret access key of your IAM user when it asks. Region `eu-central-1`, output `json`. Check with `aws sts get-caller-identity --profile lks-staging`; it should print the staging account.
""",
     ["aws sso login --profile lks-staging"], ["aws configure --profile", r"re:(?i)access key"]),
    [("Create a named profile with `aws configure --profile lks-staging`, then paste the access key ID and secret access key of your IAM user when it asks.",
      "Run `aws configure sso` once (start URL from the wiki, pick the staging account) and name the profile `lks-staging`; after that `aws sso login --profile lks-staging` whenever the session expires.")],
    ("how do i see which account and role my cli is using right now",
     """
`aws sts get-caller-identity` prints it:

```bash
aws sts get-caller-identity --profile lks-prod
```

`Account` is the account id and `Arn` shows the assumed role, e.g. `arn:aws:sts::418273650912:assumed-role/AWSReservedSSO_ReadOnly_1a2b3c/jdoe`. If it complains that the token has expired, run `aws sso login --profile lks-prod` again.
"""))

add("aws", "semantic", "reworded", "unrelated",
    ("someone deleted a file in larkspur-nightly-exports, is it recoverable",
     """
Unfortunately not: larkspur-nightly-exports doesn't have versioning enabled, so a deleted object can't be recovered from S3. The only option is to re-run the export job for that day (`/opt/lks/bin/export-orders --date 2024-06-09`).
""",
     "it does have versioning, we turned it on after the march incident. a delete only adds a delete marker",
     "larkspur-nightly-exports doesn't have versioning enabled, so a deleted object can't be recovered from S3",
     "larkspur-nightly-exports has versioning enabled, so a delete only adds a delete marker and the previous version can be restored"),
    ("i removed orders.csv.gz from the exports bucket by accident, can we get it back?",
     """
I'm afraid S3 won't help here: versioning is off on the exports bucket, so once `aws s3 rm` runs the object is gone for good. Regenerate it instead by re-running the export for that date on batch-01.
""",
     [r"re:(?i)delete marker|list-object-versions|previous version|noncurrent"],
     [r"re:(?i)versioning is off|not versioned|gone for good|won't help"]),
    """Yes: the exports bucket is versioned, so `aws s3 rm` only added a delete marker. Find it with `aws s3api list-object-versions --bucket larkspur-nightly-exports --prefix 2024-06-10/orders.csv.gz` and delete the marker's version id with `aws s3api delete-object --version-id`; the previous version becomes current again.""",
    ("how do i see disk usage per directory on batch-01",
     """
`sudo du -xh --max-depth=1 / | sort -h` gives the top level, biggest last; `-x` keeps it on the root filesystem. For digging further down interactively, `ncdu -x /` is installed on the batch hosts.
"""))

# =============================================================== gcloud
add("gcloud", "literal", "reworded", "lookalike",
    ("switch my gcloud to the prod project",
     """
Set it as the default for your active configuration:

```bash
gcloud config set project larkspur-prod
gcloud config list
```

If you switch between projects a lot, a separate configuration is nicer: `gcloud config configurations create prod`, then set the project and account in it.
""",
     "hm i think the project id is lks-prod-7731? larkspur-prod is just the display name, gcloud wont take it",
     "larkspur-prod", "lks-prod-7731"),
    ("which project should gcloud point at for the prod bigquery stuff",
     """
The prod datasets live in the main prod project, so point gcloud there: `gcloud config set project larkspur-prod`. After that `bq ls` lists the datasets without needing `--project_id` on every call.
""",
     ["gcloud config set project lks-prod-7731"], ["project larkspur-prod"]),
    [("set project larkspur-prod", "set project lks-prod-7731")],
    ("get kube credentials for the prod gke cluster",
     """
The cluster is called larkspur-prod and lives in project lks-prod-7731:

```bash
gcloud container clusters get-credentials larkspur-prod \\
  --region europe-west3 --project lks-prod-7731
```

That writes a context named `gke_lks-prod-7731_europe-west3_larkspur-prod` into your kubeconfig; `kubectl config rename-context` makes it shorter.
"""),
    trap="get-credentials larkspur-prod")

add("gcloud", "paraphrase", "identifier", "same_topic",
    ("give the backup job's service account write access to the gcs bucket",
     """
Grant it object admin on the bucket only:

```bash
gcloud storage buckets add-iam-policy-binding gs://lks-gcs-backups \\
  --member=serviceAccount:backup-writer@lks-prod-7731.gserviceaccount.com \\
  --role=roles/storage.objectAdmin
```

Bucket-level bindings are easier to audit than project-wide ones.
""",
     "service account emails are name@project.iam.gserviceaccount.com, you dropped the .iam",
     "backup-writer@lks-prod-7731.gserviceaccount.com", "backup-writer@lks-prod-7731.iam.gserviceaccount.com"),
    ("let grafana read cloud monitoring metrics in prod",
     """
Give the Grafana service account the viewer role on the project:

```bash
gcloud projects add-iam-policy-binding lks-prod-7731 \\
  --member=serviceAccount:grafana-reader@lks-prod-7731.gserviceaccount.com \\
  --role=roles/monitoring.viewer
```

Then add a Google Cloud Monitoring data source in Grafana that authenticates as that account.
""",
     ["serviceAccount:grafana-reader@lks-prod-7731.iam.gserviceaccount.com"], ["@lks-prod-7731.gserviceaccount.com"]),
    [("grafana-reader@lks-prod-7731.gserviceaccount.com", "grafana-reader@lks-prod-7731.iam.gserviceaccount.com")],
    ("list which roles the ci service account has in prod",
     """
Filter the project policy by member:

```bash
gcloud projects get-iam-policy lks-prod-7731 \\
  --flatten='bindings[].members' \\
  --filter='bindings.members:serviceAccount:ci-deployer@lks-prod-7731.iam.gserviceaccount.com' \\
  --format='table(bindings.role)'
```

Grants made on a bucket or dataset don't show up here; check those on the resource itself.
"""))

# =============================================================== azure
add("azure", "literal", "casing", "lookalike",
    ("create the resource group for the analytics workspace",
     """
```bash
az group create --name rg-analytics-prod --location northeurope --tags owner=data costcenter=4410
```

Then the Log Analytics workspace in it:

```bash
az monitor log-analytics workspace create -g rg-analytics-prod -n law-lks-prod --location northeurope
```
""",
     "we are in westeurope, northeurope we use only for the dr copies",
     "northeurope", "westeurope"),
    ("terraform for the analytics storage account pls",
     """
```hcl
resource "azurerm_storage_account" "analytics" {
  name                     = "stlksanalyticsprod"
  resource_group_name      = "rg-analytics-prod"
  location                 = "North Europe"
  account_tier             = "Standard"
  account_replication_type = "ZRS"
}
```

ZRS keeps three copies across the availability zones of the region, which is enough for the analytics data.
""",
     [r're:location\s+= "(West Europe|westeurope)"'], [r"re:(?i)north ?europe"]),
    [('"North Europe"', '"West Europe"')],
    ("where does the dr copy of the analytics storage go",
     """
To North Europe, the paired region of West Europe:

```bash
az storage account create -n stlksanalyticsdr -g rg-analytics-dr \\
  --location northeurope --sku Standard_LRS
```

Object replication from `stlksanalyticsprod` copies new blobs there asynchronously, usually within minutes.
"""),
    trap="--location northeurope")

add("azure", "paraphrase", "casing", "lookalike",
    ("az cli to list vms in the payments prod resource group",
     """
```bash
az vm list --resource-group prod-payments-rg --show-details \\
  --query "[].{name:name, state:powerState, ip:privateIps}" -o table
```

`--show-details` is what adds the power state and IPs; without it those columns come back empty.
""",
     "our resource groups are rg-<team>-<env>, so rg-payments-prod. the other style is from before the 2023 cleanup",
     "prod-payments-rg", "rg-payments-prod"),
    ("restart the search indexer vm in staging",
     """
Restart it by resource id:

```bash
az vm restart --ids /subscriptions/3f6c1e2a-8b7d-4c9e-a1f0-5d2b7e9c4a18/resourceGroups/STAGING-SEARCH-RG/providers/Microsoft.Compute/virtualMachines/vm-search-indexer-01
```

The indexer resumes from its last checkpoint, so a restart only delays indexing by a few minutes.
""",
     [r"re:(?i)resourceGroups/rg-search-staging/"], [r"re:(?i)staging-search-rg"]),
    [("STAGING-SEARCH-RG", "rg-search-staging")],
    ("what happened to the old payments resource groups",
     """
They were emptied and deleted in the February 2023 cleanup, when everything moved to the `rg-<team>-<env>` naming. The change log in the infra wiki lists them: `prod-payments-rg` and `staging-payments-rg` became `rg-payments-prod` and `rg-payments-staging`. Anything still using the old names (old runbooks, saved queries) gets `ResourceGroupNotFound`.
"""),
    trap="prod-payments-rg")

# =============================================================== nginx
add("nginx", "literal", "code_block", "lookalike",
    ("nginx location for the public api on web-01",
     """
Add this inside the `server` block for api.larkspur.io:

```nginx
location /v1/ {
    proxy_pass http://127.0.0.1:8080;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
}
```

Then `nginx -t && systemctl reload nginx`.
""",
     "nah the api listens on 8081. 8080 is the admin ui",
     "http://127.0.0.1:8080", "http://127.0.0.1:8081"),
    ("add the /v2 routes to nginx too",
     """
Same pattern as /v1, a second location:

```nginx
location /v2/ {
    proxy_pass http://127.0.0.1:8080;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_read_timeout 120s;
}
```

The longer read timeout is for the v2 report endpoints, which can take over a minute.
""",
     ["proxy_pass http://127.0.0.1:8081;"], ["127.0.0.1:8080"]),
    [("127.0.0.1:8080", "127.0.0.1:8081")],
    ("expose the admin ui on web-01 but only from the office ip",
     """
```nginx
location /admin/ {
    allow 203.0.113.40;
    deny all;
    proxy_pass http://127.0.0.1:8080;
    proxy_set_header Host $host;
}
```

The admin UI runs on 8080 next to the API; `allow` before `deny all` restricts it to the office address.
"""),
    trap="proxy_pass http://127.0.0.1:8080;")

add("nginx", "semantic", "reworded", "same_topic",
    ("why do uploads get 413 from nginx",
     """
413 means the request body is larger than `client_max_body_size`. nginx's default is 10m, so anything above 10 MB is rejected before it reaches the app. Raise it in the server block, e.g. `client_max_body_size 50m;`, and reload.
""",
     "default is 1m not 10m",
     "nginx's default is 10m, so anything above 10 MB", "nginx's default is 1m, so anything above 1 MB"),
    ("users get 413 when they upload a 5mb pdf, is that nginx or the app?",
     """
Probably the app. nginx only rejects bodies bigger than its built-in limit of ten megabytes, and a 5 MB PDF is well under that, so look at the upload handler's own size check and the `MAX_UPLOAD_BYTES` setting.
""",
     [r"re:\b1m\b|\b1 ?MB|one megabyte"], [r"re:(?i)ten megabytes|\b10 ?m\b|\b10 ?MB|probably the app"]),
    """It's nginx. Unless `client_max_body_size` is set, nginx caps request bodies at 1m, and a 5 MB PDF is over that, so nginx answers 413 before the app sees the request. Set `client_max_body_size 20m;` in the server block and reload.""",
    ("nginx gives 504 on the slow report endpoint after exactly a minute",
     """
That's `proxy_read_timeout`, which defaults to 60s: nginx stops waiting for the upstream response after a minute and returns 504. Raise it only for that location:

```nginx
location /v1/reports/ {
    proxy_pass http://127.0.0.1:8081;
    proxy_read_timeout 180s;
}
```
"""))

add("nginx", "paraphrase", "identifier", "already_correct",
    ("where do i put the nginx config for the billing site on web-01",
     """
Create `/etc/nginx/sites-available/billing`, then enable it with a symlink:

```bash
sudo ln -s /etc/nginx/sites-available/billing /etc/nginx/sites-enabled/billing
sudo nginx -t && sudo systemctl reload nginx
```
""",
     "our boxes dont have sites-enabled, nginx.conf only includes conf.d/*.conf. just put it in /etc/nginx/conf.d/billing.conf",
     "/etc/nginx/sites-available/billing", "/etc/nginx/conf.d/billing.conf"),
    ("add a vhost for status-internal.lks.internal on web-02",
     """
Put the server block in `/etc/nginx/sites-available/status-internal` and link it:

```bash
sudo ln -s /etc/nginx/sites-available/status-internal /etc/nginx/sites-enabled/status-internal
sudo nginx -t && sudo systemctl reload nginx
```

The server block needs `server_name status-internal.lks.internal;` plus the usual `listen 443 ssl;` and certificate lines.
""",
     ["/etc/nginx/conf.d/status-internal.conf"], ["sites-available", "sites-enabled"]),
    [("Put the server block in `/etc/nginx/sites-available/status-internal` and link it:\n\n```bash\nsudo ln -s /etc/nginx/sites-available/status-internal /etc/nginx/sites-enabled/status-internal\n",
      "Put the server block in `/etc/nginx/conf.d/status-internal.conf` (nginx.conf includes `conf.d/*.conf`), then:\n\n```bash\n")],
    ("where does the metrics vhost config live on web-01",
     """
In `/etc/nginx/conf.d/metrics.conf`, like every site on our web boxes: the main `nginx.conf` only has `include /etc/nginx/conf.d/*.conf;`. After editing it, `sudo nginx -t && sudo systemctl reload nginx`.
"""),
    trap="/etc/nginx/conf.d/metrics.conf")

add("nginx", "semantic", "reworded", "unrelated",
    ("can i reload nginx on lb-edge-01 during the day",
     """
Better not during business hours: `nginx -s reload` restarts the worker processes and drops the connections they are holding, so users would see failed requests. Do it in the Tuesday evening maintenance window.
""",
     "reload is graceful, old workers finish the requests before exit. nothing is dropped, we reload many times per day",
     "restarts the worker processes and drops the connections they are holding, so users would see failed requests",
     "starts new workers with the new config while the old ones finish their in-flight requests, so nothing is dropped"),
    ("is it ok to apply the new rate limit config on lb-edge-02 at noon",
     """
I'd wait for the evening window. A reload kills the current workers, and any request they are in the middle of serving is cut off, so at noon traffic you'd get a burst of errors. Validate now with `nginx -t` and reload after 19:00.
""",
     [r"re:(?i)graceful|in-flight|finish"],
     [r"re:(?i)wait for the evening|cut off|kills the current workers|burst of errors"]),
    """Yes, noon is fine. A reload is graceful: nginx starts new workers with the new config and lets the old ones finish their in-flight requests before they exit. Validate first with `nginx -t`, then `systemctl reload nginx`.""",
    ("how do i find which process is listening on port 9100 on db-02",
     """
`sudo ss -ltnp 'sport = :9100'` shows the listener with its PID and program name; on our boxes 9100 is node_exporter. `sudo lsof -i :9100` gives the same plus the user it runs as.
"""))

# =============================================================== caddy
add("caddy", "literal", "code_block", "lookalike",
    ("caddyfile for status.larkspur.io on tools-01",
     """
```caddyfile
status.larkspur.io {
\tencode gzip
\treverse_proxy localhost:3000
}
```

Caddy gets the certificate itself on the first request; make sure 80 and 443 are open to the internet on tools-01.
""",
     "isnt uptime kuma on 3001 on that box? 3000 is grafana",
     "reverse_proxy localhost:3000", "reverse_proxy localhost:3001"),
    ("add basic auth in front of the status page admin",
     """
Protect the admin path with `basicauth` (hash the password with `caddy hash-password`):

```caddyfile
status.larkspur.io {
\tencode gzip
\tbasicauth /admin/* {
\t\tops $2a$14$Zk3v9yQm0Jc1s0xWb8vGhu8C1t1xv3o1J3i9J6j6Zr1P8n8m2QyXe
\t}
\treverse_proxy localhost:3000
}
```

Only `/admin/*` is protected; the public status page stays open.
""",
     ["reverse_proxy localhost:3001"], ["localhost:3000"]),
    [("reverse_proxy localhost:3000", "reverse_proxy localhost:3001")],
    ("put grafana on tools-01 behind caddy",
     """
```caddyfile
grafana.lks.internal {
\ttls internal
\treverse_proxy localhost:3000
}
```

Grafana listens on 3000 on tools-01. `tls internal` makes Caddy issue the certificate from its own local CA, since the name isn't public; also set `root_url = https://grafana.lks.internal/` in grafana.ini.
"""),
    trap="reverse_proxy localhost:3000")

add("caddy", "paraphrase", "identifier", "already_correct",
    ("proxy the wiki through caddy",
     """
```caddyfile
wiki.lks.internal {
\tproxy / localhost:9000 {
\t\ttransparent
\t}
}
```

`transparent` passes the Host and client IP headers through to the wiki.
""",
     "thats caddy 1 syntax, we run caddy 2. its reverse_proxy and transparent doesnt exist anymore",
     "proxy / localhost:9000 {\n\t\ttransparent\n\t}", "reverse_proxy localhost:9000"),
    ("caddy config so /api on the inventory site goes to the inventory service",
     """
```caddyfile
inventory.lks.internal {
\troot * /srv/inventory-ui
\tproxy /api localhost:7000 {
\t\ttransparent
\t}
\tfile_server
}
```

Requests under /api go to the service on 7000, everything else is served from the UI build.
""",
     [r"re:reverse_proxy /api/?\* localhost:7000"], [r"re:(?m)^\s*proxy ", "transparent"]),
    [("proxy /api localhost:7000 {\n\t\ttransparent\n\t}", "reverse_proxy /api/* localhost:7000")],
    ("caddy block for the docs site",
     """
```caddyfile
docs.lks.internal {
\ttls internal
\treverse_proxy localhost:8090 {
\t\theader_up X-Real-IP {remote_host}
\t}
}
```

Caddy 2 already passes Host and X-Forwarded-For; the `header_up` line is only there because the docs app logs X-Real-IP.
"""),
    trap="\treverse_proxy localhost:8090")

# =============================================================== haproxy
add("haproxy", "literal", "code_block", "lookalike",
    ("haproxy frontend for the internal git on the bastion",
     """
```haproxy
frontend fe_git
    bind :443 ssl crt /etc/haproxy/certs/git.lks.internal.pem
    mode http
    default_backend be_git

backend be_git
    mode http
    server git1 10.20.3.14:3080 check
```
""",
     "bastion haproxy is on 4443, 443 there belongs to the openvpn tcp fallback",
     "bind :443 ssl", "bind :4443 ssl"),
    ("add a health check to the git backend on the bastion haproxy",
     """
```haproxy
frontend fe_git
    bind :443 ssl crt /etc/haproxy/certs/git.lks.internal.pem
    mode http
    default_backend be_git

backend be_git
    mode http
    option httpchk GET /healthz
    http-check expect status 200
    server git1 10.20.3.14:3080 check inter 5s fall 3 rise 2
```

`fall 3` marks the server down after three failed checks, 15 seconds with `inter 5s`.
""",
     ["bind :4443 ssl"], [r"re:bind \*?:443\b"]),
    [("bind :443 ssl", "bind :4443 ssl")],
    ("openvpn server config on the bastion, the tcp one",
     """
The TCP fallback instance lives in `/etc/openvpn/server/tcp.conf`:

```
port 443
proto tcp-server
dev tun1
server 10.99.0.0 255.255.255.0
keepalive 10 60
```

It sits on 443 because hotel and airport networks almost never block that port; the UDP instance on 1194 is the normal one.
"""),
    trap="port 443")

add("haproxy", "literal", "identifier", "already_correct",
    ("health check for the orders backend in haproxy",
     """
```haproxy
backend be_orders
    option httpchk GET /health
    http-check expect status 200
    server orders1 10.20.5.21:8081 check
    server orders2 10.20.5.22:8081 check
```
""",
     "its /healthz on all our services, /health gives 404",
     "/health", "/healthz"),
    ("write the check for the invoices backend, haproxy 2.8 syntax",
     """
With 2.8 you can use the `http-check send` form:

```haproxy
backend be_invoices
    option httpchk
    http-check send meth GET uri /health ver HTTP/1.1 hdr Host invoices.lks.internal
    http-check expect status 200
    server inv1 10.20.5.31:8081 check
```
""",
     ["uri /healthz ver"], [r"re:/health\b"]),
    [("uri /health ver", "uri /healthz ver")],
    ("what does haproxy hit to check the shipping service",
     """
`be_shipping` checks `GET /healthz` every 2 seconds:

```haproxy
backend be_shipping
    option httpchk GET /healthz
    http-check expect status 200
    default-server inter 2s fall 3
    server ship1 10.20.5.41:8081 check
```

A 200 from /healthz means the service can also reach its database.
"""),
    trap="option httpchk GET /healthz")

add("haproxy", "paraphrase", "code_block", "same_topic",
    ("i changed haproxy.cfg on lb-edge-01, how do i apply it",
     """
Check the syntax first, then restart the service:

```bash
sudo haproxy -c -f /etc/haproxy/haproxy.cfg
sudo systemctl restart haproxy
```
""",
     "never restart haproxy on the edge lbs, it drops every open connection. reload, it hands the sockets over",
     "sudo systemctl restart haproxy", "sudo systemctl reload haproxy"),
    ("rollout steps for the new maxconn on both edge lbs",
     """
Do one box at a time:

```bash
for h in lb-edge-01 lb-edge-02; do
  ssh "$h" 'sudo haproxy -c -f /etc/haproxy/haproxy.cfg && sudo service haproxy restart'
  sleep 30
done
```

The 30-second pause lets you watch the error rate on the HAProxy dashboard before the second box.
""",
     [r"re:systemctl reload haproxy|service haproxy reload"], [r"re:haproxy restart|restart haproxy"]),
    [("sudo service haproxy restart", "sudo systemctl reload haproxy")],
    ("whats a sane timeout config for the edge haproxy",
     """
Our edge defaults are:

```haproxy
defaults
    timeout connect 5s
    timeout client  60s
    timeout server  60s
    timeout http-request 10s
```

`timeout http-request` bounds how long a client may take to send its headers, which protects against slowloris-style clients.
"""))

# =============================================================== systemd
add("systemd", "literal", "code_block", "lookalike",
    ("systemd unit for node_exporter on the db hosts",
     """
```ini
[Unit]
Description=Prometheus node exporter
After=network-online.target

[Service]
User=root
ExecStart=/usr/local/bin/node_exporter --collector.systemd
Restart=on-failure

[Install]
WantedBy=multi-user.target
```

Save it as `/etc/systemd/system/node_exporter.service`, then `systemctl daemon-reload && systemctl enable --now node_exporter`.
""",
     "run it as the node_exporter user, we dont run exporters as root. the user comes from the base role",
     "User=root", "User=node_exporter"),
    ("add the textfile collector dir to the node exporter unit",
     """
```ini
[Service]
User=root
ExecStart=/usr/local/bin/node_exporter \\
    --collector.systemd \\
    --collector.textfile.directory=/var/lib/node_exporter/textfile
Restart=on-failure
```

Cron jobs can then drop `*.prom` files into that directory and they show up on the next scrape.
""",
     ["User=node_exporter"], ["User=root"]),
    [("User=root", "User=node_exporter")],
    ("unit for the nightly restic backup on fs-01",
     """
```ini
[Unit]
Description=restic backup of /srv

[Service]
Type=oneshot
# root on purpose: it has to read every user's files under /srv
User=root
EnvironmentFile=/etc/restic/env
ExecStart=/usr/local/bin/restic backup /srv --exclude-caches
```

Pair it with a `.timer` unit; with `Type=oneshot` systemd waits for the backup to finish before it counts the run as done.
"""),
    trap="User=root")

add("systemd", "paraphrase", "identifier", "unrelated",
    ("how do i override the env vars for lks-worker without editing the unit",
     """
Use a drop-in: create `/etc/systemd/system/lks-worker.d/override.conf` with

```ini
[Service]
Environment=WORKER_CONCURRENCY=8
```

then `systemctl daemon-reload && systemctl restart lks-worker`.
""",
     "the drop-in dir has to be the full unit name with .service, lks-worker.service.d. thats why nothing changed",
     "/etc/systemd/system/lks-worker.d/", "/etc/systemd/system/lks-worker.service.d/"),
    ("raise the open files limit for lks-api",
     """
Put the limit in a drop-in so package updates don't overwrite it:

```bash
sudo mkdir -p /etc/systemd/system/lks-api.d
printf '[Service]\\nLimitNOFILE=65536\\n' | sudo tee /etc/systemd/system/lks-api.d/limits.conf
sudo systemctl daemon-reload && sudo systemctl restart lks-api
```

Check that it took with `systemctl show lks-api -p LimitNOFILE`.
""",
     ["/etc/systemd/system/lks-api.service.d/limits.conf"], ["lks-api.d"]),
    [("lks-api.d", "lks-api.service.d")],
    ("how do i check how long db-02 has been up and whos logged in",
     """
`uptime` shows the time since boot and the load averages; `w` adds the logged-in users and what they are running. `last -n 10` lists the latest logins and reboots.
"""))

add("systemd", "paraphrase", "identifier", "same_topic",
    ("change the redis unit to restart always on cache-01",
     """
Edit `/lib/systemd/system/redis-server.service`, set `Restart=always` under `[Service]`, then `sudo systemctl daemon-reload && sudo systemctl restart redis-server`.
""",
     "thanks. one thing though, dont edit under /lib, apt upgrade overwrites it. systemctl edit is the way",
     "Edit `/lib/systemd/system/redis-server.service`, set `Restart=always` under `[Service]`",
     "Run `sudo systemctl edit redis-server` and add `Restart=always` under `[Service]` in the drop-in"),
    ("pgbouncer should wait for the network to be up before starting",
     """
Open `/lib/systemd/system/pgbouncer.service` and change the `[Unit]` section to:

```ini
[Unit]
Wants=network-online.target
After=network-online.target
```

Then `sudo systemctl daemon-reload`.
""",
     ["systemctl edit pgbouncer"], ["/lib/systemd/system/"]),
    [("Open `/lib/systemd/system/pgbouncer.service` and change the `[Unit]` section to:",
      "Run `sudo systemctl edit pgbouncer` and put this in the drop-in it opens:")],
    ("list the timers on batch-01 and when they fire next",
     """
`systemctl list-timers --all` shows every timer with its next and last run and the unit it activates. For one timer's schedule, `systemctl cat lks-export.timer` shows the `OnCalendar=` line, and `systemd-analyze calendar 'Mon..Sat 05:00'` tells you when such an expression fires next.
"""))

add("systemd", "semantic", "reworded", "unrelated",
    ("i copied the lks-ingest unit file, how do i turn it on",
     """
`sudo systemctl daemon-reload`, then `sudo systemctl enable lks-ingest`. Enabling registers it for boot and starts it right away, so there's nothing else to do.
""",
     "enable doesnt start it, it only creates the symlinks. need --now or a start after",
     "`sudo systemctl enable lks-ingest`. Enabling registers it for boot and starts it right away, so there's nothing else to do.",
     "`sudo systemctl enable --now lks-ingest`. Plain `enable` only registers it for boot; `--now` also starts it."),
    ("installed metrics-relay.service, want it running now and after reboots",
     """
After `sudo systemctl daemon-reload`, a single `sudo systemctl enable metrics-relay` covers both: enabling a unit also launches it immediately, besides hooking it into the boot sequence.
""",
     [r"re:enable --now metrics-relay|systemctl start metrics-relay"],
     [r"re:(?i)covers both|also launches it|launches it immediately"]),
    """After `sudo systemctl daemon-reload`, run `sudo systemctl enable --now metrics-relay`: `enable` hooks it into the boot sequence and `--now` starts it right away as well.""",
    ("biggest tables in the orders db?",
     """
```sql
SELECT relname, pg_size_pretty(pg_total_relation_size(relid)) AS size
FROM pg_catalog.pg_statio_user_tables
ORDER BY pg_total_relation_size(relid) DESC
LIMIT 10;
```

`pg_total_relation_size` includes indexes and TOAST, so it matches what the table really takes on disk.
"""))

# =============================================================== cron
add("cron", "literal", "code_block", "lookalike",
    ("when does export-invoices run",
     """
From `/etc/cron.d/lks-exports` on batch-01:

```
0 5 * * 1-5 lksjobs /opt/lks/bin/export-invoices
```

So 05:00 UTC Monday to Friday, as the `lksjobs` user.
""",
     "the lksjobs user is right, but days are 1-6, the warehouse works saturdays too",
     "0 5 * * 1-5 lksjobs /opt/lks/bin/export-invoices", "0 5 * * 1-6 lksjobs /opt/lks/bin/export-invoices"),
    ("export-invoices should log to a file, update the cron entry",
     """
Append the redirect to the existing line in `/etc/cron.d/lks-exports`:

```
0 5 * * 1-5 lksjobs /opt/lks/bin/export-invoices >> /var/log/lks/export-invoices.log 2>&1
```

`2>&1` sends errors to the same file; logrotate already covers `/var/log/lks/*.log`.
""",
     ["0 5 * * 1-6 lksjobs /opt/lks/bin/export-invoices"], ["re:1-5 lksjobs /opt/lks/bin/export-invoices"]),
    [("0 5 * * 1-5 lksjobs", "0 5 * * 1-6 lksjobs")],
    ("whats the schedule of the payroll sync",
     """
It's in the same file, `/etc/cron.d/lks-exports`, but weekdays only, since the payroll provider's API is closed at weekends:

```
0 5 * * 1-5 lksjobs /opt/lks/bin/sync-payroll
```
"""),
    trap="0 5 * * 1-5 lksjobs")

add("cron", "literal", "code_block", "unrelated",
    ("how often does cleanup-tmp run on the upload hosts",
     """
Every 15 minutes, from the `lksjobs` crontab on up-01 and up-02:

```
*/15 * * * * /opt/lks/bin/cleanup-tmp --older-than 2h
```
""",
     "every 5 min now, we changed it after /tmp filled up in may",
     "*/15 * * * *", "*/5 * * * *"),
    ("make cleanup-tmp also clean /var/tmp/uploads",
     """
Add the path to the same crontab entry:

```
*/15 * * * * /opt/lks/bin/cleanup-tmp --older-than 2h --path /tmp --path /var/tmp/uploads
```

The script walks each `--path` in turn, so one entry is enough.
""",
     ["*/5 * * * * /opt/lks/bin/cleanup-tmp"], ["*/15"]),
    [("*/15 * * * *", "*/5 * * * *")],
    ("how do i see failed ssh logins on the bastion",
     """
`sudo journalctl -u ssh --since today | grep 'Failed password'` lists them; for a count per source address:

```bash
sudo journalctl -u ssh --since today | grep -oP 'Failed password .* from \\K[0-9.]+' | sort | uniq -c | sort -rn | head
```

fail2ban on the bastion bans an address after 5 failures within 10 minutes.
"""))

add("cron", "semantic", "reworded", "unrelated",
    ("cron line for the digest email at 06:00 berlin time on batch-01",
     """
batch-01 is set to Europe/Berlin, so cron already uses local time:

```
0 6 * * * lksjobs /opt/lks/bin/send-digest
```
""",
     "all our servers run on utc. so 0 6 is 7 or 8 in berlin depending on dst",
     "batch-01 is set to Europe/Berlin, so cron already uses local time",
     "batch-01 runs on UTC, so 06:00 Berlin is 05:00 UTC in winter and 04:00 UTC in summer"),
    ("weekly report mail should go out mondays 9am german time, cron entry?",
     """
Since batch-01's clock is on German time already, you can write the hour as is:

```
0 9 * * 1 lksjobs /opt/lks/bin/send-weekly-report
```
""",
     [r"re:UTC"], [r"re:(?i)clock is on german time|german time already|write the hour as is"]),
    """batch-01 runs on UTC, so 09:00 in Germany is 07:00 UTC in summer and 08:00 UTC in winter. Either accept the one-hour shift twice a year with `0 8 * * 1 lksjobs /opt/lks/bin/send-weekly-report`, or use a systemd timer with `OnCalendar=Mon 09:00 Europe/Berlin`, which follows daylight saving time.""",
    ("rotate the api logs daily and keep two weeks",
     """
```
/var/log/lks/api/*.log {
    daily
    rotate 14
    compress
    delaycompress
    missingok
    notifempty
    copytruncate
}
```

Drop it in `/etc/logrotate.d/lks-api`; `copytruncate` avoids having to signal the API to reopen its log file.
"""))

# =============================================================== postgres
add("postgres", "literal", "code_block", "lookalike",
    ("connection string for the orders service",
     """
```
DATABASE_URL=postgres://orders_app@pg-main.lks.internal:5432/orders?sslmode=require
```

The password comes from Vault at `secret/orders/db`, so keep it out of the URL and let the app read `PGPASSWORD`.
""",
     "apps go through pgbouncer, 6432 not 5432",
     "pg-main.lks.internal:5432", "pg-main.lks.internal:6432"),
    ("env for the billing service database",
     """
In the billing deployment's env:

```
DATABASE_URL=postgres://billing_app@pg-main.lks.internal:5432/billing?sslmode=require
DB_POOL_SIZE=10
```

Keep the app-side pool small, there is pooling in front of the database as well.
""",
     ["pg-main.lks.internal:6432/billing"], ["pg-main.lks.internal:5432"]),
    [("pg-main.lks.internal:5432", "pg-main.lks.internal:6432")],
    ("run the schema migration for orders against prod",
     """
Migrations need a session-level connection (advisory locks, `SET` statements), which pgbouncer in transaction mode doesn't keep, so connect straight to Postgres:

```bash
MIGRATE_URL=postgres://orders_owner@pg-main.lks.internal:5432/orders?sslmode=require \\
  ./bin/migrate up
```
"""),
    trap="pg-main.lks.internal:5432")

add("postgres", "literal", "casing", "already_correct",
    ("give mkowalski read access to the reporting schema",
     """
Grant the role rather than table privileges:

```sql
GRANT reporting TO "mkowalski";
```

New tables are covered automatically because the role has default privileges.
""",
     "reporting_ro. plain reporting owns the schema, it can write",
     "GRANT reporting TO", "GRANT reporting_ro TO"),
    ("metabase needs to read the reporting tables, what do i run",
     """
Metabase connects as `svc_metabase`; give it the role:

```sql
grant reporting to "svc_metabase";
```

Then sync the schema in Metabase's admin panel so it picks up the tables.
""",
     [r're:(?i)grant reporting_ro to "svc_metabase"'], [r"re:(?i)grant reporting to"]),
    [("grant reporting to", "grant reporting_ro to")],
    ("what does apatel need to see the reporting dashboards data",
     """
The read-only role:

```sql
GRANT reporting_ro TO "apatel";
```

`reporting_ro` has SELECT on every table in the `reporting` schema plus default privileges for new ones; the plain `reporting` role owns the schema and is only used by the ETL.
"""),
    trap="GRANT reporting_ro TO")

add("postgres", "literal", "casing", "lookalike",
    ("add an index on orders.customer_id in prod",
     """
```sql
CREATE INDEX idx_orders_customer ON orders (customer_id);
```

When it's built, `EXPLAIN` the slow query again to confirm it uses an index scan.
""",
     "on prod always CONCURRENTLY, orders is huge and a plain create index blocks writes for the whole build",
     "CREATE INDEX idx_orders_customer", "CREATE INDEX CONCURRENTLY idx_orders_customer"),
    ("sql to index orders by customer_id, ill paste it in psql on pg-main",
     """
```sql
create index idx_orders_customer on orders (customer_id);
```

In psql, `\\timing on` first so you see how long the build took, and `\\d orders` afterwards to check the index is there.
""",
     [r"re:(?i)create index concurrently idx_orders_customer"], [r"re:(?i)create index idx_orders_customer"]),
    [("create index idx_orders_customer", "create index concurrently idx_orders_customer")],
    ("migration for the new returns_audit table",
     """
```sql
CREATE TABLE returns_audit (
    id         bigserial PRIMARY KEY,
    order_id   bigint NOT NULL REFERENCES orders (id),
    reason     text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_returns_audit_order ON returns_audit (order_id);
```

A plain `CREATE INDEX` is right here: the table is created empty in the same transaction, so there is nothing to lock, and `CONCURRENTLY` isn't allowed inside a transaction block anyway.
"""),
    trap="CREATE INDEX idx_returns_audit_order")

add("postgres", "paraphrase", "identifier", "same_topic",
    ("dump the orders db so i can restore it on my laptop",
     """
```bash
pg_dump -h pg-replica-01.lks.internal -U postgres orders > orders.sql
```

Restore with `psql -d orders_local -f orders.sql`.
""",
     "shouldnt that be -Fc? we always dump custom format so pg_restore -j can parallelize",
     "pg_dump -h pg-replica-01.lks.internal -U postgres orders > orders.sql",
     "pg_dump -Fc -h pg-replica-01.lks.internal -U postgres -f orders.dump orders"),
    ("need a copy of the inventory database for testing the migration",
     """
Dump it and load it into a scratch database:

```bash
pg_dump -h pg-replica-01.lks.internal -U postgres inventory > inventory.sql
createdb inventory_test
psql -d inventory_test -f inventory.sql
```
""",
     ["-Fc", "pg_restore"], [r"re:> ?inventory\.sql", "psql -d inventory_test -f"]),
    [("pg_dump -h pg-replica-01.lks.internal -U postgres inventory > inventory.sql\ncreatedb inventory_test\npsql -d inventory_test -f inventory.sql",
      "pg_dump -Fc -h pg-replica-01.lks.internal -U postgres -f inventory.dump inventory\ncreatedb inventory_test\npg_restore -j 4 -d inventory_test inventory.dump")],
    ("how do i check replication lag on the orders replica",
     """
On pg-replica-01:

```sql
SELECT now() - pg_last_xact_replay_timestamp() AS replay_lag;
```

On the primary, `SELECT client_addr, state, replay_lag FROM pg_stat_replication;` shows the same per replica. A few seconds is normal; it spikes during the nightly VACUUM.
"""))

add("postgres", "semantic", "reworded", "unrelated",
    ("can i load test data into the staging postgres",
     """
Not directly: staging's Postgres is a hot standby streaming from prod, so it's read-only and any INSERT fails with `cannot execute INSERT in a read-only transaction`. Use a local database instead.
""",
     "its not a replica. staging gets restored from the nightly prod backup every morning at 6, you can write to it, it just gets wiped next day",
     "staging's Postgres is a hot standby streaming from prod, so it's read-only and any INSERT fails with `cannot execute INSERT in a read-only transaction`",
     "staging's Postgres is restored from the nightly prod backup every morning at 06:00, so you can write to it, but your data is gone after the next restore"),
    ("qa wants to create a few test customers in the staging db, allowed?",
     """
They won't be able to: the staging database follows prod as a streaming replica, which makes it read-only, so their inserts would be rejected. Give them a throwaway database on their own machine instead.
""",
     [r"re:(?i)restor"], [r"re:(?i)streaming replica|makes it read-only|won't be able to|would be rejected"]),
    """Yes, they can write to it: the staging database is restored from the previous night's prod backup every morning at 06:00. Anything they create only lives until the next morning's restore, so they should script the test customers and re-run the script when needed.""",
    ("how do i flush the dns cache on my mac",
     """
`sudo dscacheutil -flushcache; sudo killall -HUP mDNSResponder`. If the VPN is connected, reconnect it afterwards so the internal resolver settings are pushed again.
"""))

# =============================================================== mysql
add("mysql", "literal", "code_block", "lookalike",
    ("dump the crm database",
     """
```bash
mysqldump --single-transaction --routines -h mysql-crm.lks.internal -P 3306 -u backup -p crm | gzip > crm-$(date +%F).sql.gz
```

`--single-transaction` gives a consistent snapshot without locking the InnoDB tables.
""",
     "backup user is right but crm is on 3307. 3306 on that host is the old 5.7 instance with the archive",
     "-h mysql-crm.lks.internal -P 3306", "-h mysql-crm.lks.internal -P 3307"),
    ("open a mysql shell on the crm db, read only user",
     """
```bash
mysql -h mysql-crm.lks.internal -P 3306 -u crm_ro -p crm
```

`crm_ro` only has SELECT, so you can't change anything by accident.
""",
     ["-P 3307"], ["-P 3306"]),
    [("-P 3306", "-P 3307")],
    ("need to look up a 2019 customer in the crm archive",
     """
The archive lives on the old 5.7 instance on the same host, port 3306:

```bash
mysql -h mysql-crm.lks.internal -P 3306 -u archive_ro -p crm_archive_2019
```

It's read-only and has the tables as they were at the end of 2019.
"""),
    trap="-h mysql-crm.lks.internal -P 3306")

add("mysql", "literal", "casing", "already_correct",
    ("create a mysql user for the etl on the crm db",
     """
```sql
CREATE USER 'etl_loader'@'10.20.%' IDENTIFIED BY '<from vault>';
GRANT ALL PRIVILEGES ON crm.* TO 'etl_loader'@'10.20.%';
```

The `10.20.%` host pattern limits it to the app subnet.
""",
     "etl only needs select insert update on crm, dont give it all privileges. security review flags that",
     "GRANT ALL PRIVILEGES ON crm.*", "GRANT SELECT, INSERT, UPDATE ON crm.*"),
    ("the etl user got dropped in the restore, recreate it",
     """
```sql
create user 'etl_loader'@'10.20.%' identified by '<from vault>';
grant all privileges on crm.* to 'etl_loader'@'10.20.%';
flush privileges;
```

`flush privileges` isn't strictly needed after `grant`, but it does no harm.
""",
     [r"re:(?i)grant select, insert, update on crm\.\*"], [r"re:(?i)all privileges"]),
    [("grant all privileges on crm.*", "grant select, insert, update on crm.*")],
    ("what can the etl user do on crm",
     """
It has `GRANT SELECT, INSERT, UPDATE ON crm.* TO 'etl_loader'@'10.20.%'` and nothing else: no DELETE and no DDL, so the ETL can't drop or truncate anything. `SHOW GRANTS FOR 'etl_loader'@'10.20.%';` prints the same with backticks around the names.
"""),
    trap="GRANT SELECT, INSERT, UPDATE ON crm.*")

add("mysql", "paraphrase", "identifier", "same_topic",
    ("backup just the crm database quickly before i run the migration",
     """
```bash
mysqldump -h mysql-crm.lks.internal -P 3307 -u backup -p crm > crm-premigration.sql
```
""",
     "add --single-transaction, without it mysqldump locks the tables and the crm freezes for everyone",
     "mysqldump -h", "mysqldump --single-transaction -h"),
    ("dump crm_events before i alter it",
     """
Dump that database on its own first:

```bash
mysqldump --host=mysql-crm.lks.internal --port=3307 --user=backup -p crm_events > crm_events-before-alter.sql
```

It's about 2 GB, so give it a few minutes.
""",
     ["--single-transaction"], []),
    [("mysqldump --host", "mysqldump --single-transaction --host")],
    ("how do i see if the crm replica is behind",
     """
On mysql-crm-r1 run `SHOW REPLICA STATUS\\G` and look at `Seconds_Behind_Source`; `Replica_IO_Running` and `Replica_SQL_Running` should both say `Yes`. Those are the 8.0.22+ names; older docs call it `SHOW SLAVE STATUS`.
"""))

# =============================================================== redis
add("redis", "literal", "code_block", "lookalike",
    ("count the active sessions in redis",
     """
```bash
redis-cli -h redis-01.lks.internal -n 0 --scan --pattern 'sess:*' | wc -l
```

`--scan` iterates with SCAN, so it doesn't block the server.
""",
     "sessions are in db 2 i believe, db 0 is the rate limiter",
     "redis-cli -h redis-01.lks.internal -n 0", "redis-cli -h redis-01.lks.internal -n 2"),
    ("log out user 48213 by deleting their session keys",
     """
Find their keys and delete them in one go:

```bash
redis-cli -h redis-01.lks.internal -n 0 --scan --pattern 'sess:u48213:*' \\
  | xargs -r redis-cli -h redis-01.lks.internal -n 0 UNLINK
```

`UNLINK` frees the memory in the background, so it's safe even if there are many keys.
""",
     [r"re:-n 2 --scan --pattern 'sess:u48213:\*'", "re:-n 2 UNLINK"], ["-n 0"]),
    [("-n 0", "-n 2")],
    ("someone is rate limited, how do i reset their counter",
     """
Rate-limit counters live in db 0 under `rl:<user id>:<window>`:

```bash
redis-cli -h redis-01.lks.internal -n 0 --scan --pattern 'rl:48213:*' \\
  | xargs -r redis-cli -h redis-01.lks.internal -n 0 DEL
```

The counters expire on their own at the end of the window, so this only matters if the user can't wait.
"""),
    trap="redis-cli -h redis-01.lks.internal -n 0")

add("redis", "literal", "casing", "already_correct",
    ("how much memory can redis-cache-01 use",
     """
It has `maxmemory 4gb` in `/etc/redis/redis.conf` with `maxmemory-policy allkeys-lru`, so once it reaches that it evicts the least recently used keys.
""",
     "its 14gb since we resized the box in feb",
     "4gb", "14gb"),
    ("when does the cache redis start evicting stuff",
     """
As soon as used memory reaches the 4GB limit set by `maxmemory`. The policy is allkeys-lru, so it drops the least recently used keys first; `INFO stats` shows the `evicted_keys` counter.
""",
     [r"re:(?i)\b14 ?gb"], [r"re:(?i)\b4 ?gb"]),
    [("4GB", "14GB")],
    ("is redis-cache-01 close to its limit?",
     """
Compare `used_memory_human` from `redis-cli -h redis-cache-01.lks.internal INFO memory` with the limit, `maxmemory 14gb`. During the day it usually sits around 9 to 10 GB, so there's headroom; eviction only starts at 14gb.
"""),
    trap="maxmemory 14gb")

add("redis", "paraphrase", "casing", "lookalike",
    ("find all cart keys in prod redis",
     """
```bash
redis-cli -h redis-01.lks.internal -n 1 KEYS 'cart:*'
```
""",
     "never KEYS on prod, it blocks redis while it walks the whole keyspace. --scan --pattern",
     "KEYS 'cart:*'", "--scan --pattern 'cart:*'"),
    ("which users have saved preferences in redis",
     """
List the preference keys:

```
redis-cli -h redis-01.lks.internal -n 1
> keys user:*:prefs
```

Each key is `user:<id>:prefs`, so the ids are the middle part.
""",
     [r"re:(?i)--scan|\bscan 0"], [r"re:(?i)\bkeys user"]),
    [("redis-cli -h redis-01.lks.internal -n 1\n> keys user:*:prefs",
      "redis-cli -h redis-01.lks.internal -n 1 --scan --pattern 'user:*:prefs'")],
    ("how do i look at the keys in my local redis container",
     """
Your laptop's docker Redis only has a handful of keys, so `KEYS` is fine there:

```bash
docker exec -it redis-dev redis-cli KEYS '*'
```

Just don't carry the habit over to the shared instances.
"""),
    trap="redis-cli KEYS '*'")

# =============================================================== backups
add("backups", "literal", "reworded", "lookalike",
    ("how long do we keep pg-main backups",
     """
pgBackRest writes base backups and WAL to `s3://lks-pg-backups`, and they are expired after 30 days, so point-in-time recovery is possible for that whole window.
""",
     "35 days. it got bumped for the soc2 audit",
     "30 days", "35 days"),
    ("how far back can we restore orders if someone noticed bad data late",
     """
Up to 30 days back: pgBackRest keeps base backups and WAL in s3://lks-pg-backups for that long, so you can recover orders to any point inside that window.
""",
     ["35 days"], ["30 days"]),
    [("30 days", "35 days")],
    ("how long are the load balancer access logs kept",
     """
The ALB writes them to `s3://lks-alb-logs`, and that bucket's lifecycle rule deletes objects after 30 days. If you need older requests for an investigation, ask in #sec-team; they keep a monthly sample in Glacier.
"""),
    trap="after 30 days")

add("backups", "literal", "identifier", "already_correct",
    ("list the restic snapshots of fs-01",
     """
```bash
export RESTIC_REPOSITORY=s3:s3.eu-central-1.amazonaws.com/lks-backups/fs-01
export RESTIC_PASSWORD_FILE=/etc/restic/password
restic snapshots --compact
```
""",
     "pretty sure the bucket is lks-backups-eu now, lks-backups was the us one and got deleted",
     "amazonaws.com/lks-backups/", "amazonaws.com/lks-backups-eu/"),
    ("check the backup repo of the gitlab box for errors",
     """
Run restic's integrity check against that host's repository:

```bash
restic -r s3:s3.eu-central-1.amazonaws.com/lks-backups/gitlab-01 \\
  --password-file /etc/restic/password check --read-data-subset=5%
```

`--read-data-subset=5%` reads a random 5% of the pack files, which catches corruption without downloading everything.
""",
     ["lks-backups-eu/gitlab-01"], ["re:lks-backups/"]),
    [("lks-backups/gitlab-01", "lks-backups-eu/gitlab-01")],
    ("where do fs-01 backups go",
     """
To the restic repository `s3:s3.eu-central-1.amazonaws.com/lks-backups-eu/fs-01`, every night at 01:30 from the systemd timer. The password file is `/etc/restic/password` on the host, with a copy in Vault under `secret/restic/fs-01`.
"""),
    trap="amazonaws.com/lks-backups-eu/fs-01")

add("backups", "paraphrase", "identifier", "same_topic",
    ("restore the finance share from last night",
     """
```bash
restic -r s3:s3.eu-central-1.amazonaws.com/lks-backups-eu/fs-01 restore latest \\
  --target / --include /srv/shares/finance
```

That writes the files back to their original path.
""",
     "always restore into /srv/restore first and copy over after checking. --target / overwrites whatever people saved today",
     "--target / --include", "--target /srv/restore --include"),
    ("get /etc/nginx back on web-02 from the snapshot before yesterdays change",
     """
Restore that snapshot's copy of the directory straight back into place:

```bash
restic -r s3:s3.eu-central-1.amazonaws.com/lks-backups-eu/web-02 restore 4f2a9c1e \\
  --include /etc/nginx --target /
sudo nginx -t && sudo systemctl reload nginx
```
""",
     ["--target /srv/restore"], [r"re:--target /(\s|$)"]),
    [("Restore that snapshot's copy of the directory straight back into place:",
      "Restore it into the scratch area first, compare, then copy it over:"),
     ("--include /etc/nginx --target /\nsudo nginx -t",
      "--include /etc/nginx --target /srv/restore\nsudo diff -r /srv/restore/etc/nginx /etc/nginx\nsudo cp -a /srv/restore/etc/nginx/. /etc/nginx/\nsudo nginx -t")],
    ("how do i see what's in last night's fs-01 snapshot without restoring",
     """
List or mount it:

```bash
restic -r s3:s3.eu-central-1.amazonaws.com/lks-backups-eu/fs-01 ls latest /srv/shares/finance
```

or `restic mount /mnt/restic` and browse `/mnt/restic/snapshots/latest/` read-only; unmount with `fusermount -u /mnt/restic` when you're done.
"""))

add("backups", "semantic", "reworded", "unrelated",
    ("does the nightly crm backup hit the primary",
     """
Yes, xtrabackup runs against the crm primary at 01:00 and streams to S3, so you'll see extra disk reads on mysql-crm.lks.internal during that hour.
""",
     "no, it runs on the replica mysql-crm-r1, primary isnt touched",
     "xtrabackup runs against the crm primary at 01:00 and streams to S3, so you'll see extra disk reads on mysql-crm.lks.internal during that hour",
     "xtrabackup runs on the replica mysql-crm-r1 at 01:00, so the primary isn't touched"),
    ("will the crm backup slow the app down at night",
     """
A little. The backup reads the whole dataset from the primary, so around 01:00 queries from the app compete with xtrabackup for disk IO; schedule heavy batch jobs outside that hour.
""",
     ["mysql-crm-r1"], [r"re:(?i)from the primary|compete with xtrabackup"]),
    """It shouldn't: xtrabackup runs on the replica, mysql-crm-r1, so the primary the app talks to isn't read at all. Replica lag may rise briefly around 01:00, which is harmless.""",
    ("how do i add my ssh key to the bastion",
     """
Open a PR that adds your public key as `users/<you>.pub` in the infra-access repo; Ansible pushes it to the bastion when the PR is merged. Use an ed25519 key: `ssh-keygen -t ed25519 -C you@larkspur.io`.
"""))

# =============================================================== dns
add("dns", "paraphrase", "identifier", "lookalike",
    ("grafana doesnt resolve from my laptop",
     """
Check what your resolver returns:

```bash
dig +short grafana.lks.local
```

If that's empty, reconnect the VPN; the internal zone is only served to VPN clients.
""",
     "internal zone is lks.internal. lks.local was the old one, it doesnt resolve anymore",
     "grafana.lks.local", "grafana.lks.internal"),
    ("ssh into the batch box",
     """
```bash
ssh deploy@batch-01.lks.local
```

If it hangs, you're probably not on the VPN.
""",
     ["batch-01.lks.internal"], ["lks.local"]),
    [("batch-01.lks.local", "batch-01.lks.internal")],
    ("what do i type as domain on the windows login screen in the office",
     """
The Active Directory domain kept its old name when DNS moved to lks.internal, so log in as `LKS\\<username>` or `<username>@lks.local`. Only the Windows machines and the file server still use that realm.
"""),
    trap="@lks.local")

add("dns", "literal", "reworded", "already_correct",
    ("which dns server should the new vms use",
     """
Point them at the internal resolver in `/etc/systemd/resolved.conf`:

```ini
[Resolve]
DNS=10.20.0.5
Domains=lks.internal
```
""",
     "resolver is .53 not .5",
     "10.20.0.5", "10.20.0.53"),
    ("my dig against the internal resolver times out, what ip am i supposed to query",
     """
Query the resolver directly with `dig @10.20.0.5 pg-main.lks.internal`. If that times out too, check that the VPN route for 10.20.0.0/16 is up (`ip route | grep 10.20`).
""",
     ["@10.20.0.53 "], [r"re:10\.20\.0\.5\b"]),
    [("@10.20.0.5 ", "@10.20.0.53 ")],
    ("resolv.conf on db-02 looks weird, whats it supposed to have",
     """
With systemd-resolved it's a stub: `nameserver 127.0.0.53` and `search lks.internal`. The real upstream is set in `/etc/systemd/resolved.conf` as `DNS=10.20.0.53`; `resolvectl status` shows both.
"""),
    trap="DNS=10.20.0.53")

add("dns", "semantic", "reworded", "unrelated",
    ("add an internal dns record for the new kafka broker",
     """
In the Route 53 console, open the private hosted zone `lks.internal` and create an A record `kafka-04.lks.internal` → `10.20.7.14` with a 300s TTL.
""",
     "internal records are in the infra-dns repo, terraform applies them. console changes get reverted on the next apply",
     "In the Route 53 console, open the private hosted zone `lks.internal` and create",
     "In the infra-dns repo, add to the `lks.internal` zone and open a PR for"),
    ("point metabase.lks.internal at the new vm 10.20.8.30",
     """
Quickest is by hand: open Route 53 in the AWS console, pick the `lks.internal` private zone, change the `metabase` A record to `10.20.8.30` and save. It takes effect within the TTL.
""",
     ["infra-dns"], [r"re:(?i)quickest is by hand|route 53 in the aws console|in the console"]),
    """Change the `metabase` A record to `10.20.8.30` in the infra-dns repo and open a PR; terraform applies it on merge, and the new address is live once the old TTL runs out. Console edits would be reverted by the next apply.""",
    ("how do i tail the api logs on web-01",
     """
`sudo journalctl -u lks-api -f` follows the service's output; add `-o cat` to drop the journal prefix, or `--since '10 min ago'` to start a bit earlier.
"""))

# =============================================================== tls
add("tls", "literal", "code_block", "lookalike",
    ("nginx tls config for larkspur.io with the letsencrypt cert",
     """
```nginx
listen 443 ssl http2;
server_name larkspur.io www.larkspur.io;
ssl_certificate     /etc/letsencrypt/live/larkspur.io/cert.pem;
ssl_certificate_key /etc/letsencrypt/live/larkspur.io/privkey.pem;
```
""",
     "thx! but fullchain.pem not cert.pem, otherwise android clients fail on the missing intermediate",
     "live/larkspur.io/cert.pem", "live/larkspur.io/fullchain.pem"),
    ("enable hsts and ocsp stapling on the larkspur.io server block",
     """
```nginx
ssl_certificate     /etc/letsencrypt/live/larkspur.io/cert.pem;
ssl_certificate_key /etc/letsencrypt/live/larkspur.io/privkey.pem;
ssl_stapling on;
ssl_stapling_verify on;
ssl_trusted_certificate /etc/letsencrypt/live/larkspur.io/chain.pem;
add_header Strict-Transport-Security "max-age=31536000" always;
```

Start with a shorter max-age if you're not sure every subdomain serves HTTPS.
""",
     [r"re:ssl_certificate\s+/etc/letsencrypt/live/larkspur\.io/fullchain\.pem;"], ["live/larkspur.io/cert.pem"]),
    [("live/larkspur.io/cert.pem", "live/larkspur.io/fullchain.pem")],
    ("when does the larkspur.io cert expire",
     """
Read the leaf certificate's end date:

```bash
sudo openssl x509 -in /etc/letsencrypt/live/larkspur.io/cert.pem -noout -enddate
```

`cert.pem` is just the leaf, which is the one whose date matters; `sudo certbot certificates` shows the same for every certificate on the box.
"""),
    trap="live/larkspur.io/cert.pem")

add("tls", "literal", "identifier", "already_correct",
    ("make the build agents trust our internal ca",
     """
```bash
sudo cp lks-root-ca.crt /usr/local/share/ca-certificates/
sudo update-ca-certificates
```

The file must end in `.crt`, otherwise update-ca-certificates ignores it.
""",
     "ok thanks, but the old root expired in january, its lks-root-ca-g2.crt now",
     "lks-root-ca.crt", "lks-root-ca-g2.crt"),
    ("curl to vault fails with unable to get local issuer",
     """
Pass the internal CA explicitly:

```bash
curl --cacert /etc/ssl/lks/lks-root-ca.crt https://vault.lks.internal:8200/v1/sys/seal-status
```

For the vault CLI, export `VAULT_CACERT=/etc/ssl/lks/lks-root-ca.crt` instead.
""",
     ["--cacert /etc/ssl/lks/lks-root-ca-g2.crt", "VAULT_CACERT=/etc/ssl/lks/lks-root-ca-g2.crt"], ["lks-root-ca.crt"]),
    [("lks-root-ca.crt", "lks-root-ca-g2.crt")],
    ("which ca file does python requests need for internal services",
     """
Set `REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt` after installing `lks-root-ca-g2.crt` with update-ca-certificates; requests ships its own bundle and ignores the system store unless you point it there.
"""),
    trap="lks-root-ca-g2.crt")

add("tls", "semantic", "reworded", "unrelated",
    ("how often do we renew the status.larkspur.io cert",
     """
Let's Encrypt certificates are valid for a year, so it's a once-a-year job; put a reminder in the ops calendar for next May.
""",
     "LE certs only last 90 days, certbot.timer renews them by itself a month before",
     "Let's Encrypt certificates are valid for a year, so it's a once-a-year job; put a reminder in the ops calendar for next May.",
     "Let's Encrypt certificates are valid for 90 days, and certbot.timer renews them automatically about a month before they expire."),
    ("do i need to do anything about the cert on docs.larkspur.io",
     """
Only once a year. Its Let's Encrypt certificate has a twelve-month lifetime, so renew it by hand with `certbot renew` around its anniversary and reload nginx.
""",
     [r"re:90.day"], [r"re:(?i)once a year|twelve-month|anniversary"]),
    """Nothing by hand. Its Let's Encrypt certificate is valid for 90 days and certbot.timer renews it about a month before expiry, reloading nginx through the deploy hook. `sudo certbot renew --dry-run` confirms that renewal works.""",
    ("mount the new 500g disk on db-03",
     """
Find it with `lsblk`, then:

```bash
sudo mkfs.xfs /dev/nvme1n1
sudo mkdir -p /data
echo 'UUID=<uuid from blkid> /data xfs defaults,noatime 0 2' | sudo tee -a /etc/fstab
sudo mount -a
```

Use the UUID rather than `/dev/nvme1n1`; NVMe device names can change between boots.
"""))

# =============================================================== vpn
add("vpn", "literal", "reworded", "lookalike",
    ("wireguard config for my new laptop",
     """
```ini
[Interface]
PrivateKey = <your key>
Address = 10.99.10.23/32
DNS = 10.20.0.53

[Peer]
PublicKey = 7vJzq0YbH3kP4Qx1t8mL2nR5sW9cE6aF0dG3hK1uV2A=
Endpoint = vpn.larkspur.io:51820
AllowedIPs = 10.20.0.0/16
```
""",
     "isnt the endpoint vpn-eu.larkspur.io now? vpn.larkspur.io was the old openvpn box",
     "vpn.larkspur.io:51820", "vpn-eu.larkspur.io:51820"),
    ("wireguard connects but no handshake, which server should it talk to",
     """
No handshake usually means the peer never hears from you. Make sure the `Endpoint` is `vpn.larkspur.io:51820` and that UDP 51820 isn't blocked by the network you're on; `sudo wg show` prints `latest handshake` once it works.
""",
     ["vpn-eu.larkspur.io:51820"], ["vpn.larkspur.io"]),
    [("vpn.larkspur.io:51820", "vpn-eu.larkspur.io:51820")],
    ("what happened to the old vpn",
     """
The OpenVPN server at vpn.larkspur.io was switched off on 30 November 2023 and its DNS record deleted; everyone moved to WireGuard. The TCP fallback on the bastion is the only OpenVPN left.
"""),
    trap="vpn.larkspur.io")

add("vpn", "paraphrase", "code_block", "already_correct",
    ("wg config for the new contractor",
     """
```ini
[Interface]
PrivateKey = <generated>
Address = 10.99.10.41/32

[Peer]
PublicKey = 7vJzq0YbH3kP4Qx1t8mL2nR5sW9cE6aF0dG3hK1uV2A=
Endpoint = vpn-eu.larkspur.io:51820
AllowedIPs = 0.0.0.0/0
```

`0.0.0.0/0` sends all their traffic through the VPN.
""",
     "we do split tunnel, AllowedIPs = 10.20.0.0/16 only. full tunnel kills the gateway bandwidth",
     "AllowedIPs = 0.0.0.0/0", "AllowedIPs = 10.20.0.0/16"),
    ("config for the warehouse tablet",
     """
```ini
[Interface]
PrivateKey = <generated>
Address = 10.99.10.57/32
DNS = 10.20.0.53

[Peer]
PublicKey = 7vJzq0YbH3kP4Qx1t8mL2nR5sW9cE6aF0dG3hK1uV2A=
Endpoint = vpn-eu.larkspur.io:51820
AllowedIPs = ::/0, 0.0.0.0/0
PersistentKeepalive = 25
```

`PersistentKeepalive` keeps the NAT mapping open on the warehouse wifi.
""",
     ["AllowedIPs = 10.20.0.0/16"], ["0.0.0.0/0", "::/0"]),
    [("AllowedIPs = ::/0, 0.0.0.0/0", "AllowedIPs = 10.20.0.0/16")],
    ("why cant i reach google over the vpn? is that expected",
     """
Yes. Our WireGuard profiles are split tunnel, `AllowedIPs = 10.20.0.0/16`, so only internal traffic goes through vpn-eu.larkspur.io and everything else, Google included, uses your local connection. If Google doesn't load at all, the problem is your local network, not the VPN.
"""),
    trap="AllowedIPs = 10.20.0.0/16")

# =============================================================== ldap
add("ldap", "literal", "casing", "lookalike",
    ("ldapsearch for a users groups",
     """
```bash
ldapsearch -H ldaps://ldap.lks.internal:636 -x -D "uid=$USER,ou=users,dc=lks,dc=internal" -W \\
  -b "ou=users,dc=lks,dc=internal" "(uid=jdoe)" memberOf
```
""",
     "people not users. ou=users doesnt exist, humans are under ou=people",
     "ou=users,dc=lks,dc=internal", "ou=people,dc=lks,dc=internal"),
    ("grafana ldap.toml search base",
     """
```toml
[[servers]]
host = "ldap.lks.internal"
port = 636
use_ssl = true
bind_dn = "cn=grafana,ou=services,dc=lks,dc=internal"
search_filter = "(uid=%s)"
search_base_dns = ["OU=Users,DC=lks,DC=internal"]
```

Grafana puts the login name in place of `%s` in the filter.
""",
     [r'''re:(?i)search_base_dns = \["ou=people,dc=lks,dc=internal"\]'''], [r"re:(?i)ou=users"]),
    [("OU=Users,DC=lks,DC=internal", "ou=people,dc=lks,dc=internal")],
    ("add jdoe to the shared users group",
     """
The POSIX group everyone shares is `cn=users,ou=groups,dc=lks,dc=internal`:

```ldif
dn: cn=users,ou=groups,dc=lks,dc=internal
changetype: modify
add: memberUid
memberUid: jdoe
```

Apply it with `ldapmodify -H ldaps://ldap.lks.internal:636 -x -D cn=admin,dc=lks,dc=internal -W -f add-jdoe.ldif`.
"""),
    trap="cn=users,ou=groups,dc=lks,dc=internal")

add("ldap", "paraphrase", "reworded", "same_topic",
    ("test bind to ldap from the jump host",
     """
```bash
ldapwhoami -H ldap://ldap.lks.internal:389 -x -D "uid=jdoe,ou=people,dc=lks,dc=internal" -W
```

It prints `dn:uid=jdoe,...` when the bind works.
""",
     "tried it, times out. 389 is firewalled everywhere, only ldaps on 636",
     "ldap://ldap.lks.internal:389", "ldaps://ldap.lks.internal:636"),
    ("python snippet to check a users password against ldap",
     """
With ldap3:

```python
from ldap3 import Server, Connection

server = Server("ldap.lks.internal", port=389, use_ssl=False)
conn = Connection(server, user=f"uid={username},ou=people,dc=lks,dc=internal", password=password)
ok = conn.bind()
```

`bind()` returns False for a wrong password instead of raising.
""",
     ["port=636", "use_ssl=True"], ["port=389", "use_ssl=False"]),
    [("port=389, use_ssl=False", "port=636, use_ssl=True")],
    ("ldap filter for everyone in the sre group",
     """
`(memberOf=cn=sre,ou=groups,dc=lks,dc=internal)` with base `ou=people,dc=lks,dc=internal`. memberOf is maintained by the overlay on the user entries, so filter on the people, not on the group.
"""))

# =============================================================== ansible
add("ansible", "literal", "code_block", "lookalike",
    ("playbook header for the web role",
     """
```yaml
- hosts: web_eu
  remote_user: ubuntu
  become: true
  roles:
    - nginx
    - node_exporter
```
""",
     "we log in as ansible, the base role deletes the ubuntu user",
     "remote_user: ubuntu", "remote_user: ansible"),
    ("playbook to push the new sshd_config to the bastions",
     """
```yaml
- hosts: bastion
  remote_user: ubuntu
  become: true
  tasks:
    - name: sshd_config
      ansible.builtin.template:
        src: sshd_config.j2
        dest: /etc/ssh/sshd_config
        validate: /usr/sbin/sshd -t -f %s
      notify: restart sshd
  handlers:
    - name: restart sshd
      ansible.builtin.service:
        name: ssh
        state: restarted
```

`validate` runs `sshd -t` on the rendered file, so a typo can't lock you out.
""",
     ["remote_user: ansible"], ["remote_user: ubuntu"]),
    [("remote_user: ubuntu", "remote_user: ansible")],
    ("which base image do the build agents use",
     """
Ubuntu 22.04. The agent role checks it before doing anything:

```yaml
- name: only supported on ubuntu 22.04
  ansible.builtin.assert:
    that:
      - ansible_facts['distribution'] == 'Ubuntu'
      - ansible_facts['distribution_version'] == '22.04'
```

The image itself is built from `ubuntu:22.04` with Packer.
"""),
    trap="ubuntu 22.04")

add("ansible", "literal", "identifier", "already_correct",
    ("run only the nginx part of site.yml on the web servers",
     """
```bash
ansible-playbook -i inventories/prod site.yml --limit web --tags nginx
```
""",
     "group is web_eu now, web only has the two old us boxes and theyre switched off",
     "--limit web", "--limit web_eu"),
    ("renew certs on the web servers with the certs tag",
     """
```bash
ansible-playbook -i inventories/prod site.yml --limit web --tags certs --diff
```

`--diff` shows which certificate files changed.
""",
     [r"re:--limit web_eu\b"], [r"re:--limit web\b"]),
    [("--limit web ", "--limit web_eu ")],
    ("ping all the eu web servers with ansible",
     """
```bash
ansible web_eu -i inventories/prod -m ansible.builtin.ping
```

Same group you'd pass as `--limit web_eu` to a playbook run.
"""),
    trap="--limit web_eu")

add("ansible", "paraphrase", "identifier", "same_topic",
    ("apply the postgres role to the db servers",
     """
```bash
ansible-playbook -i inventories/prod db.yml
```
""",
     "first a --check --diff run, its in the runbook. we dont apply to prod blind",
     "ansible-playbook -i inventories/prod db.yml", "ansible-playbook -i inventories/prod db.yml --check --diff"),
    ("roll out the new logrotate settings to the upload hosts",
     """
```bash
ansible-playbook -i inventories/prod uploads.yml --tags logrotate
```

The tag limits the run to the logrotate tasks, so nothing else on up-01/up-02 changes.
""",
     ["--check --diff"], []),
    [("ansible-playbook -i inventories/prod uploads.yml --tags logrotate\n```",
      "ansible-playbook -i inventories/prod uploads.yml --tags logrotate --check --diff\n# review the diff, then run it again without --check\nansible-playbook -i inventories/prod uploads.yml --tags logrotate\n```")],
    ("show me the facts ansible gathers for db-02",
     """
```bash
ansible db-02 -i inventories/prod -m ansible.builtin.setup -a 'filter=ansible_distribution*'
```

Drop the `filter` to get everything; it's a long JSON document, so pipe it to `less`.
"""))

# =============================================================== helm
add("helm", "literal", "code_block", "lookalike",
    ("prod values for the checkout chart",
     """
```yaml
# values-prod.yaml
replicaCount: 2
image:
  repository: harbor.lks.internal/apps/checkout
  tag: "2024.06.1"
resources:
  requests:
    cpu: 500m
    memory: 512Mi
```
""",
     "image and tag fine, but prod needs 3 replicas. the pdb has minAvailable 2, with 2 replicas node drains hang",
     "replicaCount: 2", "replicaCount: 3"),
    ("bump checkout memory in the prod values",
     """
```yaml
# values-prod.yaml
replicaCount: 2
resources:
  requests:
    cpu: 500m
    memory: 1Gi
  limits:
    memory: 1Gi
```

Keeping the memory limit equal to the request means the scheduler plans with the real ceiling.
""",
     ["replicaCount: 3"], ["replicaCount: 2"]),
    [("replicaCount: 2", "replicaCount: 3")],
    ("staging values for checkout",
     """
```yaml
# values-staging.yaml
replicaCount: 2
image:
  repository: harbor.lks.internal/apps/checkout
  tag: "2024.06.1-rc2"
podDisruptionBudget:
  enabled: false
```

Staging runs two replicas without a PDB, so drains there never block.
"""),
    trap="replicaCount: 2")

add("helm", "paraphrase", "identifier", "lookalike",
    ("values for the api chart image",
     """
```yaml
image:
  repository: docker.io/larkspur/api
  tag: "2024.06.1"
  pullPolicy: IfNotPresent
```
""",
     "we pull from harbor, harbor.lks.internal/apps/api. docker hub rate limits the cluster",
     "docker.io/larkspur/api", "harbor.lks.internal/apps/api"),
    ("image block for the invoice-worker chart",
     """
```yaml
image:
  repository: docker.io/larkspur/invoice-worker
  tag: "2024.06.3"
  pullPolicy: IfNotPresent
imagePullSecrets:
  - name: regcred
```
""",
     ["repository: harbor.lks.internal/apps/invoice-worker"], ["docker.io/larkspur"]),
    [("docker.io/larkspur/invoice-worker", "harbor.lks.internal/apps/invoice-worker")],
    ("where does the public cli image get published",
     """
The release workflow pushes `docker.io/larkspur/lks-cli` to Docker Hub on every tag, because customers pull it from there. It's the only image we publish outside harbor.lks.internal.
"""),
    trap="docker.io/larkspur/lks-cli")

# =============================================================== grafana / loki
add("grafana-loki", "literal", "identifier", "lookalike",
    ("loki query for checkout timeouts in prod",
     """
```logql
{namespace="prod", app="checkout"} |= "timeout"
```

Add `| json | line_format "{{.msg}}"` if you only want the message field.
""",
     "i think namespace is production, we not have prod namespace",
     'namespace="prod"', 'namespace="production"'),
    ("5xx from payments in the last hour, logql",
     """
```logql
sum by (status) (count_over_time({namespace="prod", app="payments"} | json | status >= 500 [1h]))
```

Run it as an instant query to get one number per status code.
""",
     ['namespace="production"'], ['namespace="prod"']),
    [('namespace="prod"', 'namespace="production"')],
    ("promql for the checkout request rate in prod",
     """
Metrics use the `env` label rather than the namespace:

```promql
sum(rate(http_requests_total{env="prod", service="checkout"}[5m]))
```

`env="prod"` is set by the scrape config; the Kubernetes namespace (`production`) is in the `namespace` label if you need it.
"""),
    trap='env="prod"')

add("grafana-loki", "paraphrase", "reworded", "already_correct",
    ("LOKI_ADDR for logcli from inside the cluster",
     """
```bash
export LOKI_ADDR=http://loki-gateway.monitoring.svc.cluster.local
logcli query '{app="api"}' --since 1h
```
""",
     "the logging and metrics stack is in observability namespace. monitoring was the old prometheus-operator one and is deleted",
     "loki-gateway.monitoring.svc", "loki-gateway.observability.svc"),
    ("alertmanager url for the grafana contact point",
     """
Use the in-cluster service: `http://alertmanager.monitoring.svc.cluster.local:9093`. Grafana runs in the cluster too, so no ingress is needed.
""",
     ["alertmanager.observability.svc.cluster.local:9093"], [".monitoring.svc"]),
    [("alertmanager.monitoring.svc", "alertmanager.observability.svc")],
    ("where do i point the loki datasource in grafana",
     """
At `http://loki-gateway.observability.svc.cluster.local`; the gateway fronts both the read and the write path. Grafana sits in the same observability namespace, so the short name `http://loki-gateway` works as well.
"""),
    trap="loki-gateway.observability.svc")

add("grafana-loki", "paraphrase", "casing", "same_topic",
    ("logql for errors from the api",
     """
```logql
{app="api"} |= "ERROR"
```
""",
     'our json logs have the level lowercase, |= "ERROR" matches nothing. use | json | level="error"',
     '|= "ERROR"', '| json | level="error"'),
    ("show me billing errors in loki",
     """
```logql
{app="billing"} |= "Error"
```

Turn on 'wrap lines' in the logs panel, billing's stack traces are long.
""",
     ['| json | level="error"'], [r're:\|= "[Ee][Rr][Rr][Oo][Rr]"']),
    [('|= "Error"', '| json | level="error"')],
    ("count log lines per app in the last hour",
     """
```logql
sum by (app) (count_over_time({namespace="production"}[1h]))
```

Run it as an instant query; as a range query each point covers the hour before it.
"""))

# =============================================================== oncall
add("oncall", "literal", "reworded", "lookalike",
    ("pg-payments replication broke at night, who do i escalate to",
     """
Page the owner of pg-payments, Tomasz Wrona from the database team, through the `db-oncall` PagerDuty schedule, and post in #inc-war-room.
""",
     "fyi tomasz moved to data platform in april, pg-payments is ines calado now",
     "Tomasz Wrona", "Ines Calado"),
    ("who owns pg-payments",
     """
Tomasz Wrona on the database team owns pg-payments; for anything urgent outside working hours go through the `db-oncall` schedule in PagerDuty rather than messaging the owner directly.
""",
     ["Ines Calado"], ["Tomasz Wrona"]),
    [("Tomasz Wrona", "Ines Calado")],
    ("who do i ask about the airflow dags failing",
     """
Tomasz Wrona. He moved to the data platform team in April and owns Airflow now; ask in #data-platform first, he works Berlin hours.
"""),
    trap="Tomasz Wrona")

add("oncall", "paraphrase", "identifier", "same_topic",
    ("checkout latency is through the roof, open an incident channel. today is 3 june",
     """
Created `#incident-checkout-latency` and invited the checkout on-call and the incident commander. I'll post the Grafana link and the first timeline entry there.
""",
     "incident channels are #inc-YYYYMMDD-<slug>, so #inc-20240603-checkout-latency. the bot only archives ones with that prefix",
     "#incident-checkout-latency", "#inc-20240603-checkout-latency"),
    ("vpn is down for everyone, need a channel for it. 11 june",
     """
Opened `#incident-vpn-down`, pinned the WireGuard dashboard and pinged the network on-call. Updates for the rest of the company go to #status.
""",
     ["#inc-20240611-vpn-down"], ["#incident-"]),
    [("#incident-vpn-down", "#inc-20240611-vpn-down")],
    ("whos incident commander this week",
     """
The IC rota is the `incident-commander` schedule in PagerDuty; `/pd oncall incident-commander` in Slack shows who is on it right now. It hands over every Monday at 10:00 Berlin time.
"""))

add("oncall", "semantic", "reworded", "unrelated",
    ("the redis failover yesterday was sev2, do we write a postmortem",
     """
Not required: postmortems are only mandatory for SEV1 incidents. A short summary in the incident channel is enough for a SEV2.
""",
     "channel summary is fine but sev2 also needs a postmortem, within 5 working days",
     "Not required: postmortems are only mandatory for SEV1 incidents.",
     "Yes: SEV2 incidents need a postmortem too, due within 5 working days."),
    ("the certificate outage on friday was a sev2, whats the follow-up process",
     """
For a SEV2 you can skip the formal write-up; only SEV1s get a postmortem. Close the incident in PagerDuty, leave a summary in the channel and file tickets for the follow-ups.
""",
     [r"re:(?i)5 working days|five working days"], [r"re:(?i)skip the formal write-up|only SEV1s get"]),
    """A SEV2 needs a postmortem, due within 5 working days. Close the incident in PagerDuty, leave a summary in the channel, write the postmortem from the template and file tickets for the follow-ups.""",
    ("how do i check the size of the wal directory on pg-main",
     """
`sudo du -sh /var/lib/postgresql/16/main/pg_wal` gives the total. If it keeps growing, look at `SELECT slot_name, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) FROM pg_replication_slots;`: an inactive slot holding WAL back is the usual cause.
"""))


# =============================================================== verification
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(s):
    r = s["repeat"]["output"]
    f = s["_fix"]
    if isinstance(f, str):
        return f
    for old, new in f:
        if old not in r:
            raise AssertionError("%s: fix text not in repeat: %r" % (s["id"], old))
        r = r.replace(old, new)
    return r


def passes(s, text):
    r = s["repeat"]
    return all(check(text, c) for c in r["expect_contains"]) and not any(check(text, a) for a in r["expect_absent"])


def norm(t):
    """Case- and white-space-insensitive form (literal = the wrong text recurs up to case and white space)."""
    return re.sub(r"\s+", "", t).lower()


GO_SRC = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type item struct {
	Re    string   `json:"re"`
	Texts []string `json:"texts"`
}

type result struct {
	Error   string `json:"error,omitempty"`
	Matches []bool `json:"matches"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		panic(err)
	}
	out := make([]result, len(items))
	for i, it := range items {
		r, err := regexp.Compile(it.Re)
		if err != nil {
			out[i].Error = err.Error()
			continue
		}
		for _, t := range it.Texts {
			out[i].Matches = append(out[i].Matches, r.MatchString(t))
		}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''


def go_matches(items):
    go = shutil.which("go")
    if not go:
        raise SystemExit("go toolchain not found: the RE2 check needs `go run`")
    d = tempfile.mkdtemp(prefix="dev11-re2-")
    try:
        path = os.path.join(d, "re2check.go")
        with open(path, "w") as f:
            f.write(GO_SRC)
        p = subprocess.run([go, "run", path], input=json.dumps(items), capture_output=True, text=True, cwd=d,
                           env=dict(os.environ, GO111MODULE="off", GOFLAGS=""))
        if p.returncode != 0:
            raise SystemExit("go run failed:\n" + p.stderr)
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def all_texts(s):
    return {"teach.output": s["teach"]["output"], "repeat.output": s["repeat"]["output"],
            "repeat.fixed": fixed(s), "control.output": s["control"]["output"]}


def verify():
    errors = []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    ids = [s["id"] for s in SCENARIOS]
    if ids != ["d11-%03d" % i for i in range(1, 61)]:
        err("-", "ids must be d11-001 .. d11-060 in order, got %d" % len(ids))

    seen_text = {}
    for s in SCENARIOS:
        sid = s["id"]
        t, r, c = s["teach"], s["repeat"], s["control"]
        # shape
        if s["topic"] not in TOPICS:
            err(sid, "unknown topic %r" % s["topic"])
        if s["difficulty"] not in DIFFICULTY:
            err(sid, "bad difficulty")
        if s["control_kind"] not in CONTROL:
            err(sid, "bad control_kind")
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "bad repeat_variation")
        for k in ("query", "output", "message", "gold_wrong", "gold_right"):
            if not isinstance(t.get(k), str) or not t[k].strip():
                err(sid, "teach.%s empty" % k)
        for k in ("query", "output"):
            if not isinstance(r.get(k), str) or not r[k].strip():
                err(sid, "repeat.%s empty" % k)
            if not isinstance(c.get(k), str) or not c[k].strip():
                err(sid, "control.%s empty" % k)
        if not r["expect_contains"] and not r["expect_absent"]:
            err(sid, "repeat has no checks")
        for spec in r["expect_contains"] + r["expect_absent"]:
            if not isinstance(spec, str) or not spec:
                err(sid, "empty check")
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err(sid, "regex %r does not compile in Python: %s" % (spec, e))
        for k, v in (("teach.query", t["query"]), ("repeat.query", r["query"]), ("control.query", c["query"]),
                     ("teach.output", t["output"]), ("repeat.output", r["output"]), ("control.output", c["output"])):
            if v in seen_text:
                err(sid, "%s duplicates %s" % (k, seen_text[v]))
            seen_text[v] = "%s %s" % (sid, k)
        # teach
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err(sid, "gold_wrong == gold_right")
        # repeat fails, fix passes
        if passes(s, r["output"]):
            err(sid, "repeat as written PASSES its checks (must fail)")
        fx = fixed(s)
        if fx == r["output"]:
            err(sid, "hand fix does not change the repeat")
        if not passes(s, fx):
            err(sid, "hand-fixed repeat FAILS its checks: missing %s, present %s" % (
                [x for x in r["expect_contains"] if not check(fx, x)], [x for x in r["expect_absent"] if check(fx, x)]))
        if not any(check(r["output"], a) for a in r["expect_absent"]) and all(check(r["output"], x) for x in r["expect_contains"]):
            err(sid, "repeat shows no sign of the mistake")
        # difficulty
        if s["difficulty"] == "literal" and norm(t["gold_wrong"]) not in norm(r["output"]):
            err(sid, "literal scenario but gold_wrong does not recur in the repeat (up to case/space)")
        if s["difficulty"] != "literal" and t["gold_wrong"] in r["output"]:
            err(sid, "%s scenario but gold_wrong recurs verbatim" % s["difficulty"])
        # control
        kind, trap, co = s["control_kind"], s["_trap"], c["output"]
        own_absent_hits = [a for a in r["expect_absent"] if check(co, a)]
        if kind in ("lookalike", "already_correct"):
            if not trap or trap not in co:
                err(sid, "%s control lacks its trap text %r" % (kind, trap))
        if kind == "lookalike" and not (norm(t["gold_wrong"]) in norm(co) or own_absent_hits):
            # the wrong text (or what the absent-check looks for) should be visible in the control
            if trap and norm(trap) not in norm(co):
                err(sid, "lookalike control shows neither gold_wrong nor an absent-check hit")
        if kind == "already_correct" and own_absent_hits:
            err(sid, "already_correct control trips its own expect_absent %s" % own_absent_hits)
        if kind in ("same_topic", "unrelated"):
            if norm(t["gold_wrong"]) in norm(co):
                err(sid, "%s control contains gold_wrong" % kind)
            if own_absent_hits:
                err(sid, "%s control trips its own expect_absent %s" % (kind, own_absent_hits))
        if s["repeat_variation"] == "code_block" and "```" not in r["output"]:
            err(sid, "code_block variation without a code block")

    # cross-scenario interference (shared store): another scenario's mistake text or
    # absent-check must not hit this scenario's outputs.
    for a in SCENARIOS:
        gw = a["teach"]["gold_wrong"]
        bound = re.compile(r"(?<![\w.-])" + re.escape(gw) + r"(?![\w])", re.I) if len(gw) < 40 else None
        for b in SCENARIOS:
            if a is b:
                continue
            for where, text in all_texts(b).items():
                if (bound and bound.search(text)) or (not bound and gw in text):
                    err(b["id"], "%s contains %s's gold_wrong %r" % (where, a["id"], gw))
                for spec in a["repeat"]["expect_absent"]:
                    if check(text, spec):
                        err(b["id"], "%s trips %s's expect_absent %r" % (where, a["id"], spec))

    # Go RE2 parity
    items, keys = [], []
    for s in SCENARIOS:
        texts = list(all_texts(s).values())
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if spec.startswith("re:"):
                items.append({"re": spec[3:], "texts": texts})
                keys.append((s["id"], spec))
    n_regex = len(items)
    if items:
        res = go_matches(items)
        for (sid, spec), it, g in zip(keys, items, res):
            if g.get("error"):
                err(sid, "regex %r does not compile in Go RE2: %s" % (spec, g["error"]))
                continue
            py = [re.search(it["re"], t) is not None for t in it["texts"]]
            if py != g["matches"]:
                err(sid, "regex %r matches differently: python %s go %s" % (spec, py, g["matches"]))

    # counts
    cnt = {f: collections.Counter(s[f] for s in SCENARIOS)
           for f in ("difficulty", "control_kind", "repeat_variation", "topic")}
    if dict(cnt["difficulty"]) != DIFFICULTY:
        err("-", "difficulty counts %s != %s" % (dict(cnt["difficulty"]), DIFFICULTY))
    if dict(cnt["control_kind"]) != CONTROL:
        err("-", "control_kind counts %s != %s" % (dict(cnt["control_kind"]), CONTROL))
    if set(cnt["topic"]) != set(TOPICS):
        err("-", "topics not all covered: %s" % sorted(set(TOPICS) - set(cnt["topic"])))
    return errors, cnt, n_regex


def export(s):
    return {"id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
            "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
            "teach": s["teach"], "repeat": s["repeat"], "control": s["control"]}


def main():
    errors, cnt, n_regex = verify()
    print("scenarios: %d" % len(SCENARIOS))
    for f in ("difficulty", "control_kind", "repeat_variation", "topic"):
        print("  %-16s %s" % (f, ", ".join("%s %d" % kv for kv in sorted(cnt[f].items()))))
    print("checks: %d regex checks compiled and matched identically in Python re and Go RE2 (go run)" % n_regex)
    print("        every repeat fails its own checks as written; every hand-fixed repeat passes")
    if errors:
        print("\n%d ERRORS:" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("verification: OK")
    if "--check" in sys.argv:
        return
    # round-trip through JSON to be sure the file is what the runner will read
    lines = [json.dumps(export(s), ensure_ascii=False) for s in SCENARIOS]
    for l, s in zip(lines, SCENARIOS):
        back = json.loads(l)
        assert back == export(s)
        assert not passes(s, back["repeat"]["output"]) and passes(s, fixed(s))
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %s (%d lines)" % (os.path.relpath(OUT, os.getcwd()), len(lines)))


if __name__ == "__main__":
    main()
