#!/usr/bin/env python3
"""Build dev62: 60 teach -> repeat -> control scenarios about cloud infrastructure
from the command line (AWS CLI, gcloud, az, Terraform/OpenTofu, IAM, buckets, VPCs,
load balancers) and one team's own accounts, regions, buckets and conventions.

    python3 build.py

Validates every scenario, then writes scenarios.jsonl and README.md next to this file.
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d62"
TITLE = ("cloud infrastructure from the command line: AWS CLI, gcloud, az, Terraform and OpenTofu, "
         "IAM, S3/GCS buckets, VPCs, load balancers, and one team's own accounts, regions, buckets, "
         "naming rules and conventions")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    tq, to, tm, gw, gr = teach
    rq, ro, rc, ra = repeat
    cq, co = control
    S.append({
        "id": "%s-%03d" % (PREFIX, len(S) + 1),
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": rc, "expect_absent": ra},
        "control": {"query": cq, "output": co},
        "fix": fix, "holds": holds,
    })


# ---------------------------------------------------------------- 001
sc("aws-default-region", "literal", "code_block", "lookalike",
   ("How do I list the running EC2 instances in our prod account?",
    r"""```sh
aws ec2 describe-instances --profile qm-prod --region us-east-1 \
  --filters Name=instance-state-name,Values=running \
  --query 'Reservations[].Instances[].[InstanceId,InstanceType,PrivateIpAddress]' \
  --output table
```
Drop `--output table` if you want JSON for scripting.""",
    "Our stuff lives in eu-west-1, not us-east-1.",
    "--region us-east-1", "--region eu-west-1"),
   ("What's the command to see which RDS instances exist in prod?",
    r"""```sh
aws rds describe-db-instances --profile qm-prod --region us-east-1 \
  --query 'DBInstances[].[DBInstanceIdentifier,Engine,DBInstanceStatus]' --output table
```""",
    ["--region eu-west-1"], ["us-east-1"]),
   ("Which region does the ACM certificate for the CloudFront distribution have to be in?",
    r"""CloudFront only uses ACM certificates from us-east-1, so request it there even though everything else we run is in eu-west-1:

```sh
aws acm request-certificate --region us-east-1 --profile qm-prod \
  --domain-name cdn.quillmark.net --validation-method DNS
```"""),
   [("us-east-1", "eu-west-1")], holds="--region us-east-1")

# ---------------------------------------------------------------- 002
sc("opentofu-binary", "literal", "code_block", "lookalike",
   ("We switched the network stack to OpenTofu. What are the commands to init and plan it?",
    r"""From `stacks/network`:

```sh
opentofu init
opentofu plan -out=network.tfplan
```
The state backend config carries over unchanged.""",
    "the binary is just `tofu`. opentofu is the package name, there's no opentofu command on the path",
    "opentofu init", "tofu init"),
   ("How do I upgrade providers in the dns stack now that it's on OpenTofu?",
    r"""```sh
cd stacks/dns
opentofu init -upgrade
opentofu providers lock -platform=linux_amd64 -platform=darwin_arm64
```
Commit the updated `.terraform.lock.hcl` afterwards.""",
    ["re:(?m)^tofu init -upgrade", "re:(?m)^tofu providers lock"], ["opentofu init", "opentofu providers"]),
   ("How do I install OpenTofu on my Mac?",
    "`brew install opentofu`, then check it with `tofu version`; the formula puts the `tofu` binary on your PATH."),
   [("opentofu init", "tofu init"), ("opentofu providers", "tofu providers")], holds="brew install opentofu")

# ---------------------------------------------------------------- 003
sc("s3-cp-recursive", "literal", "reordered_args", "lookalike",
   ("Upload the built site in ./public to the prod static bucket.",
    r"""```sh
aws s3 cp ./public s3://qm-prod-site-euw1/ -r --profile qm-prod
```
That copies every file under ./public and keeps the folder structure.""",
    "aws s3 cp has no -r, it's --recursive",
    "aws s3 cp ./public s3://qm-prod-site-euw1/ -r", "aws s3 cp ./public s3://qm-prod-site-euw1/ --recursive"),
   ("Copy the reports folder up to the staging exports bucket.",
    r"""```sh
aws s3 cp -r --profile qm-staging reports/ s3://qm-staging-exports-euw1/reports/
```""",
    ["--recursive"], [r"re:\s-r\s"]),
   ("How should the deploy script stage the font files before syncing the site?",
    r"""```sh
cp -r assets/fonts/ public/fonts/
aws s3 sync public/ s3://qm-prod-site-euw1/ --delete --profile qm-prod
```
The local `cp -r` just puts the fonts next to the build output; `sync` then uploads only what changed."""),
   [("cp -r --profile", "cp --recursive --profile")], holds="cp -r assets/fonts/")

# ---------------------------------------------------------------- 004
sc("sts-caller-identity", "literal", "reworded", "same_topic",
   ("How do I check which AWS account my CLI session is actually using?",
    "Run `aws iam get-caller-identity --profile qm-staging`. It prints the Account, UserId and Arn for "
    "whatever credentials the profile resolves to, so you should see 219384470162 for staging.",
    "isn't get-caller-identity an sts call? aws sts get-caller-identity",
    "aws iam get-caller-identity", "aws sts get-caller-identity"),
   ("After aws sso login, how can I confirm I landed in the prod account?",
    "Once the browser flow finishes, `aws iam get-caller-identity --profile qm-prod` should report Account "
    "482911730055. Any other number means the profile points at the wrong account or role.",
    ["aws sts get-caller-identity --profile qm-prod"], ["iam get-caller-identity"]),
   ("What does aws sso login actually store on my machine?",
    "It runs the device authorization flow against IAM Identity Center and caches an access token under "
    "`~/.aws/sso/cache/`. Commands that use an SSO profile then trade that token for short-lived role "
    "credentials, which the CLI caches separately under `~/.aws/cli/cache/`."),
   [("aws iam get-caller-identity", "aws sts get-caller-identity")])

# ---------------------------------------------------------------- 005
sc("gcs-bucket-location", "literal", "code_block", "lookalike",
   ("Create a GCS bucket for the analytics exports.",
    r"""```sh
gcloud storage buckets create gs://qm-analytics-exports \
  --project=qm-analytics-prod \
  --region=europe-west4 \
  --uniform-bucket-level-access
```""",
    "Buckets take --location; --region isn't a flag on buckets create.",
    "--region=europe-west4", "--location=europe-west4"),
   ("I need another bucket for the dbt artifacts in the same project.",
    r"""```sh
gcloud storage buckets create gs://qm-dbt-artifacts \
  --project=qm-analytics-prod \
  --region=europe-west4 \
  --default-storage-class=STANDARD \
  --uniform-bucket-level-access
```""",
    ["--location=europe-west4"], ["--region="]),
   ("Deploy the exporter image to Cloud Run in the analytics project.",
    r"""```sh
gcloud run deploy exporter \
  --image=europe-west4-docker.pkg.dev/qm-analytics-prod/apps/exporter:1.4.2 \
  --region=europe-west4 \
  --project=qm-analytics-prod \
  --no-allow-unauthenticated \
  --ingress=internal-and-cloud-load-balancing
```"""),
   [("--region=europe-west4", "--location=europe-west4")], holds="--region=europe-west4")

# ---------------------------------------------------------------- 006
sc("terraform-state-rm", "literal", "identifier", "unrelated",
   ("How do I stop Terraform managing the old logs bucket without deleting the bucket?",
    r"""Take it out of state:

```sh
terraform state remove aws_s3_bucket.legacy_logs
```
The bucket stays in AWS. Delete the resource block in the same PR so the next plan doesn't try to create it again.""",
    "there's no `state remove` subcommand, it's `terraform state rm`",
    "terraform state remove", "terraform state rm"),
   ("We're moving the CDN module into its own stack. How do I drop module.cdn from this one's state?",
    "`terraform state remove module.cdn` forgets every resource inside the module in one go; then add "
    "import blocks for them in the new stack.",
    ["terraform state rm module.cdn"], ["state remove"]),
   ("How do I squash the last three commits before pushing?",
    "`git rebase -i HEAD~3`, mark the second and third as `squash` (or `s`), save, then edit the combined "
    "message. If the branch was already pushed you'll need `git push --force-with-lease`."),
   [("terraform state remove", "terraform state rm")])

# ---------------------------------------------------------------- 007
sc("s3-presign-expiry", "paraphrase", "reordered_args", "lookalike",
   ("Give me a download link for the March invoice export that's valid for an hour.",
    r"""```sh
aws s3 presign s3://qm-prod-exports-euw1/invoices/2024-03.csv --expires 3600 --profile qm-prod
```
Anyone holding the URL it prints can download the file until it expires.""",
    "--expires-in.",
    "--expires 3600", "--expires-in 3600"),
   ("Generate a week-long link to the Q1 audit bundle for the auditors.",
    r"""```sh
aws s3 presign --profile qm-prod --expires 604800 s3://qm-prod-audit-euw1/bundle-2024-q1.zip
```
604800 seconds is seven days, the longest a SigV4 presigned URL can live.""",
    ["--expires-in 604800"], ["--expires 604800"]),
   ("Upload the maintenance page with an Expires header so browsers stop caching it after the window.",
    r"""```sh
aws s3 cp maintenance.html s3://qm-prod-site-euw1/maintenance.html \
  --expires 2024-07-01T06:00:00Z --cache-control 'max-age=300' \
  --content-type text/html --profile qm-prod
```"""),
   [("--expires 604800", "--expires-in 604800")], holds="--expires 2024-07-01T06:00:00Z")

# ---------------------------------------------------------------- 008
sc("ec2-describe-filters", "literal", "code_block", "lookalike",
   ("Find the prod VPC id by its Name tag.",
    r"""```sh
aws ec2 describe-vpcs --filter Name=tag:Name,Values=qm-prod-vpc \
  --query 'Vpcs[0].VpcId' --output text --profile qm-prod
```""",
    "It's --filters, plural, on the ec2 describe calls.",
    "--filter Name=", "--filters Name="),
   ("List the private subnets in the staging VPC with their AZs.",
    r"""```sh
aws ec2 describe-subnets --profile qm-staging \
  --filter Name=tag:tier,Values=private Name=vpc-id,Values=vpc-0b7e4c2a19d3f6e81 \
  --query 'Subnets[].[SubnetId,AvailabilityZone,CidrBlock]' --output table
```""",
    ["--filters Name=tag:tier"], ["--filter Name="]),
   ("Search the prod api log group for 5xx responses in the last hour.",
    r"""```sh
aws logs filter-log-events --log-group-name /qm/prod/api \
  --filter-pattern '{ $.status >= 500 }' \
  --start-time $(date -d '1 hour ago' +%s000) --profile qm-prod
```"""),
   [("--filter Name=", "--filters Name=")], holds="--filter-pattern '{ $.status >= 500 }'")

# ---------------------------------------------------------------- 009
sc("prod-vpc-cidr", "literal", "reworded", "already_correct",
   ("What CIDR should the new peering route in staging point at for prod?",
    "In the staging private route tables add a route for prod's range, 10.0.0.0/16, with the peering "
    "connection pcx-0a4d7c3e91b26f58d as the target. Prod needs the mirror route back to 10.41.0.0/16.",
    "prod's VPC is 10.40.0.0/16, 10.0 isn't anything of ours",
    "10.0.0.0/16", "10.40.0.0/16"),
   ("Which source range lets prod reach the staging mirror database?",
    "Allow 5432 on the staging mirror's security group from the prod VPC range, 10.0.0.0/16. Nothing else "
    "should need to reach it.",
    ["10.40.0.0/16"], ["10.0.0.0/16"]),
   ("Remind me of the VPC ranges per environment.",
    "Prod is 10.40.0.0/16 and staging is 10.41.0.0/16, both in eu-west-1. Sandbox accounts each get a /20 "
    "carved out of 10.60.0.0/14."),
   [("10.0.0.0/16", "10.40.0.0/16")], holds="Prod is 10.40.0.0/16")

# ---------------------------------------------------------------- 010
sc("aws-subnet-reserved-ips", "semantic", "prose_claim", "same_topic",
   ("How many hosts fit in a /28 subnet in AWS?",
    "A /28 has 16 addresses and AWS reserves 3 of them (network, router, broadcast), so you get 13 usable IPs.",
    "AWS holds back five per subnet, not three: network address, VPC router, DNS, one reserved for future use, "
    "and broadcast. So 11 usable.",
    "AWS reserves 3 of them (network, router, broadcast), so you get 13 usable IPs",
    "AWS reserves 5 of them (network, VPC router, DNS, future use, broadcast), so you get 11 usable IPs"),
   ("Is a /27 enough for 30 Lambda ENIs in one subnet?",
    "Not quite. That prefix is 32 addresses; after the 3 that AWS holds back you'd have 29, one short of 30, "
    "so go for a /26.",
    [r"re:\b27\b"], [r"re:\b29\b"]),
   ("How many usable IPs does a /24 give in a GCP subnet?",
    "252. GCP reserves four addresses in every primary IPv4 range: the network address, the default gateway, "
    "the second-to-last address and the broadcast address."),
   [("the 3 that AWS holds back you'd have 29, one short of 30",
     "the 5 that AWS holds back you'd have 27, three short of 30")])

# ---------------------------------------------------------------- 011
sc("s3-versioning-status", "paraphrase", "equivalent_construct", "already_correct",
   ("Turn on versioning for the prod backups bucket.",
    r"""```sh
aws s3api put-bucket-versioning --bucket qm-prod-backups-euw1 \
  --versioning-configuration Status=On --profile qm-prod
```
Existing objects keep a null version ID; everything written afterwards is versioned.""",
    "Status only takes Enabled or Suspended; On gets rejected.",
    "Status=On", "Status=Enabled"),
   ("Can I keep the versioning config in a file and pass it to the CLI?",
    r"""Yes. Save this as `versioning.json`:

```json
{
  "Status": "On"
}
```
then run `aws s3api put-bucket-versioning --bucket qm-staging-backups-euw1 --versioning-configuration file://versioning.json --profile qm-staging`.""",
    ['"Status": "Enabled"'], ['"Status": "On"']),
   ("Is versioning on for the Terraform state bucket?",
    'Yes, `aws s3api get-bucket-versioning --bucket qm-tfstate-euw1 --profile qm-prod` returns '
    '`{"Status": "Enabled"}`. It has been on since the bucket was created, which is what lets us roll back '
    'a bad state write.'),
   [('"Status": "On"', '"Status": "Enabled"')], holds='"Status": "Enabled"')

# ---------------------------------------------------------------- 012
sc("tf-lock-table", "paraphrase", "equivalent_construct", "already_correct",
   ("Backend block for the new billing stack in prod?",
    r"""```hcl
terraform {
  backend "s3" {
    bucket         = "qm-tfstate-euw1"
    key            = "prod/billing/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}
```""",
    "Lock table is qm-tf-locks.",
    'dynamodb_table = "terraform-locks"', 'dynamodb_table = "qm-tf-locks"'),
   ("How do I init the staging search stack with the backend settings passed as flags?",
    r"""```sh
terraform init \
  -backend-config="bucket=qm-tfstate-euw1" \
  -backend-config="key=staging/search/terraform.tfstate" \
  -backend-config="region=eu-west-1" \
  -backend-config="dynamodb_table=terraform-locks"
```""",
    ["dynamodb_table=qm-tf-locks"], ["terraform-locks"]),
   ("The plan is stuck on 'Acquiring state lock'. What now?",
    "Someone else's run holds the lock, or a crashed one left it behind. Look up the LockID item in the "
    "qm-tf-locks table to see whose it is; if that run is really dead, `terraform force-unlock <LOCK_ID>` with "
    "the ID from the error message."),
   [("dynamodb_table=terraform-locks", "dynamodb_table=qm-tf-locks")], holds="qm-tf-locks table")

# ---------------------------------------------------------------- 013
sc("tag-key-casing", "literal", "casing", "lookalike",
   ("Add the required tags to the new SQS queue.",
    r"""```hcl
resource "aws_sqs_queue" "invoices" {
  name = "qm-prod-invoices"

  tags = {
    CostCenter = "billing"
    owner      = "team-billing"
    env        = "prod"
  }
}
```""",
    "our tag keys are all lowercase kebab-case: cost-center, not CostCenter. The tag policy rejects anything else.",
    'CostCenter = "billing"', '"cost-center" = "billing"'),
   ("Tag the scratch bucket in staging from the CLI.",
    r"""```sh
aws s3api put-bucket-tagging --bucket qm-staging-scratch-euw1 --profile qm-staging \
  --tagging 'TagSet=[{Key=costcenter,Value=data},{Key=owner,Value=team-data},{Key=env,Value=staging}]'
```""",
    ["Key=cost-center,Value=data"], ["re:(?i)Key=costcenter"]),
   ("The finance export has a cost centre column. How do I total spend per cost centre in the report script?",
    r"""```python
import csv
from collections import Counter

totals = Counter()
with open("finance_export.csv", newline="") as f:
    for row in csv.DictReader(f):
        totals[row["CostCenter"]] += float(row["Amount"])
```
The finance system's header is `CostCenter`, so keep that spelling when reading the file."""),
   [("Key=costcenter", "Key=cost-center")], holds='row["CostCenter"]')

# ---------------------------------------------------------------- 014
sc("gcs-object-viewer-role", "literal", "reworded", "same_topic",
   ("Give the dashboard service account read access to the exports bucket.",
    r"""```sh
gcloud storage buckets add-iam-policy-binding gs://qm-analytics-exports \
  --member=serviceAccount:dash-reader@qm-analytics-prod.iam.gserviceaccount.com \
  --role=roles/storage.objectReader
```""",
    "pretty sure roles/storage.objectReader isn't a thing, you mean roles/storage.objectViewer?",
    "roles/storage.objectReader", "roles/storage.objectViewer"),
   ("What role should the Looker service account get so it can read the raw-events bucket?",
    "Grant it `roles/storage.objectReader` on `gs://qm-raw-events` only, not at project level; that covers "
    "listing and reading objects without any write access.",
    ["roles/storage.objectViewer"], ["storage.objectReader"]),
   ("The CDN origin bucket still uses fine-grained ACLs. Which role lets the origin fetch objects without listing them?",
    "`roles/storage.legacyObjectReader` on that bucket: it grants storage.objects.get but not "
    "storage.objects.list, which is all the origin fetch needs."),
   [("roles/storage.objectReader", "roles/storage.objectViewer")])

# ---------------------------------------------------------------- 015
sc("aws-profile-prefix", "paraphrase", "renamed_identifier", "lookalike",
   ("Tail the api logs in staging.",
    r"""```sh
aws logs tail /qm/staging/api --follow --since 15m --profile staging
```""",
    "qm-staging. All our profiles carry the qm- prefix.",
    "--profile staging", "--profile qm-staging"),
   ("Follow the worker logs in prod for the last half hour.",
    r"""```sh
aws logs tail /qm/prod/worker --follow --since 30m --profile prod
```""",
    ["--profile qm-prod"], ["--profile prod"]),
   ("How do I bring up the local stack with the staging-only services (fake SQS, MinIO)?",
    r"""```sh
docker compose --profile staging up -d
```
Services marked with `profiles: [staging]` in compose.yaml only start when that profile is active."""),
   [("--profile prod", "--profile qm-prod")], holds="docker compose --profile staging")

# ---------------------------------------------------------------- 016
sc("alb-idle-timeout", "semantic", "prose_claim", "same_topic",
   ("Why do our long report downloads get cut off through the ALB?",
    "Probably the idle timeout: the ALB defaults to 30 seconds, and a report that takes longer than that "
    "before the first byte gets dropped. Raise it with `aws elbv2 modify-load-balancer-attributes "
    "--load-balancer-arn $ALB_ARN --attributes Key=idle_timeout.timeout_seconds,Value=300 --profile qm-prod`.",
    "The default is 60 s, not 30, which is why the cut happens at exactly a minute. Raising it is right though.",
    "the ALB defaults to 30 seconds", "the ALB defaults to 60 seconds"),
   ("Do we have to change anything on the ALB for websocket clients that go quiet for 45 seconds between pings?",
    "Yes. With the 30-second default idle timeout the ALB will close a socket that's silent for 45 seconds, "
    "so bump idle_timeout.timeout_seconds to at least 60.",
    ["re:60[- ]second"], ["re:30[- ]second default"]),
   ("What idle timeout does an NLB apply to TCP connections?",
    "350 seconds by default for TCP flows. Clients or targets that keep long idle connections should send "
    "TCP keepalives more often than that, or the NLB drops the flow and the next packet gets a reset."),
   [("Yes. With the 30-second default idle timeout the ALB will close a socket that's silent for 45 seconds, "
     "so bump idle_timeout.timeout_seconds to at least 60.",
     "No. The 60-second default idle timeout is longer than the 45-second gap, so the ALB keeps the socket "
     "open; raise idle_timeout.timeout_seconds only if the pings get further apart.")])

# ---------------------------------------------------------------- 017
sc("elbv2-target-health", "paraphrase", "code_block", "lookalike",
   ("Check whether the prod api targets are healthy.",
    r"""```sh
aws elb describe-target-health \
  --target-group-arn arn:aws:elasticloadbalancing:eu-west-1:482911730055:targetgroup/qm-prod-api/6d0ecf831eec9f09 \
  --profile qm-prod
```""",
    "I think you want elbv2 there; aws elb is the classic API and has no describe-target-health.",
    "aws elb describe-target-health", "aws elbv2 describe-target-health"),
   ("In the deploy script, wait until the new worker targets are in service before shifting traffic.",
    r"""```sh
aws elb wait target-in-service --target-group-arn "$TG_ARN" --profile qm-staging
echo "targets healthy, switching listener"
```""",
    ["aws elbv2 wait target-in-service"], ["aws elb wait"]),
   ("We still have one classic ELB in front of the legacy SFTP box. How do I see its instance health?",
    "`aws elb describe-instance-health --load-balancer-name qm-legacy-sftp --profile qm-prod`. Classic load "
    "balancers register instances directly, so there's no target group and elbv2 won't list it."),
   [("aws elb wait", "aws elbv2 wait")], holds="aws elb describe-instance-health")

# ---------------------------------------------------------------- 018
sc("terraform-required-version", "literal", "code_block", "already_correct",
   ("What required_version line goes in the new stack?",
    r"""```hcl
terraform {
  required_version = "~> 1.9"
}
```
That allows any 1.x release from 1.9 on.""",
    "we pin exactly 1.7.5, it's the only version in the CI image",
    'required_version = "~> 1.9"', 'required_version = "= 1.7.5"'),
   ("Write versions.tf for the search stack.",
    r"""```hcl
terraform {
  required_version = "~> 1.9"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.60"
    }
  }
}
```""",
    ['required_version = "= 1.7.5"'], ['"~> 1.9"']),
   ("How do I get the pinned Terraform version on my laptop?",
    "`tfenv install 1.7.5 && tfenv use 1.7.5`. The `.terraform-version` file in the repo root also says 1.7.5, "
    "so tfenv picks it up automatically inside the repo."),
   [('required_version = "~> 1.9"', 'required_version = "= 1.7.5"')], holds="tfenv install 1.7.5")

# ---------------------------------------------------------------- 019
sc("gke-regional-credentials", "literal", "reordered_args", "lookalike",
   ("Get kubectl credentials for the analytics GKE cluster.",
    r"""```sh
gcloud container clusters get-credentials analytics-prod --zone europe-west4-a --project qm-analytics-prod
```""",
    "Got the project right, ta. It's a regional cluster though, so --region europe-west4; with the zone it comes "
    "back as not found. Can you also show how to switch contexts afterwards?",
    "--zone europe-west4-a", "--region europe-west4"),
   ("Connect kubectl to the analytics cluster from a CI job.",
    r"""```sh
gcloud container clusters get-credentials --zone europe-west4-a --project qm-analytics-prod analytics-prod
kubectl get nodes
```""",
    ["--region europe-west4"], ["--zone europe-west4-a"]),
   ("Create a VM for the one-off backfill job in the analytics project.",
    r"""```sh
gcloud compute instances create backfill-1 --zone europe-west4-a --project qm-analytics-prod \
  --machine-type n2-standard-8 --no-address --shielded-secure-boot
```"""),
   [("--zone europe-west4-a", "--region europe-west4")], holds="--zone europe-west4-a")

# ---------------------------------------------------------------- 020
sc("azure-rg-naming", "paraphrase", "renamed_identifier", "same_topic",
   ("Create the resource group for the billing app in prod on Azure.",
    r"""```sh
az group create --name rg-billing-prod-westeurope --location westeurope \
  --subscription qm-corp-prod --tags owner=team-billing env=prod
```""",
    "RG names end in the short region code, so rg-billing-prod-weu.",
    "rg-billing-prod-westeurope", "rg-billing-prod-weu"),
   ("Create a resource group for the search app in staging.",
    "`az group create --name rg-search-staging-westeurope --location westeurope --subscription qm-corp-staging "
    "--tags owner=team-search env=staging`",
    ["--name rg-search-staging-weu "], ["rg-search-staging-westeurope"]),
   ("What's the az location name for the Netherlands region?",
    "`westeurope` (Amsterdam); `northeurope` is Ireland. Pass it as `--location westeurope`. The short `weu` "
    "code only appears in our resource names."),
   [("rg-search-staging-westeurope", "rg-search-staging-weu")])

# ---------------------------------------------------------------- 021
sc("iam-create-role-trust", "literal", "reworded", "unrelated",
   ("Create the role the GitHub deploy workflow assumes in prod.",
    r"""```sh
aws iam create-role --role-name qm-gha-deploy \
  --trust-policy-document file://trust.json --profile qm-prod
```
`trust.json` should allow `sts:AssumeRoleWithWebIdentity` from `token.actions.githubusercontent.com` for our repos only.""",
    "the flag is --assume-role-policy-document",
    "--trust-policy-document", "--assume-role-policy-document"),
   ("What's the CLI for creating the thumbnailer Lambda's execution role with a trust policy file?",
    "Put the trust relationship for `lambda.amazonaws.com` in `lambda-trust.json` and pass it with "
    "`--trust-policy-document file://lambda-trust.json` to `aws iam create-role --role-name qm-prod-thumbnailer "
    "--profile qm-prod`.",
    ["--assume-role-policy-document file://lambda-trust.json"], ["--trust-policy-document"]),
   ("How do I make pytest stop at the first failure and show local variables?",
    "`pytest -x -l`; add `--pdb` if you want to drop into the debugger at the failing line."),
   [("--trust-policy-document", "--assume-role-policy-document")])

# ---------------------------------------------------------------- 022
sc("s3-listbucket-resource", "semantic", "equivalent_construct", "lookalike",
   ("IAM policy so the ingest role can list and read the raw bucket?",
    r"""```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetObject"],
      "Resource": "arn:aws:s3:::qm-prod-raw-euw1/*"
    }
  ]
}
```""",
    "ListBucket is a bucket-level action, so it needs arn:aws:s3:::qm-prod-raw-euw1 without the /*. As written "
    "every list call gets AccessDenied.",
    '"Resource": "arn:aws:s3:::qm-prod-raw-euw1/*"',
    '"Resource": ["arn:aws:s3:::qm-prod-raw-euw1", "arn:aws:s3:::qm-prod-raw-euw1/*"]'),
   ("Write the Terraform policy document that lets the reporting job list and read the reports bucket.",
    r"""```hcl
data "aws_iam_policy_document" "reports_read" {
  statement {
    actions   = ["s3:ListBucket", "s3:GetObject"]
    resources = ["arn:aws:s3:::qm-prod-reports-euw1/*"]
  }
}
```""",
    ['"arn:aws:s3:::qm-prod-reports-euw1"'], []),
   ("Bucket policy so CloudFront can read the site bucket through OAC?",
    r"""```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Principal": {"Service": "cloudfront.amazonaws.com"},
      "Action": "s3:GetObject",
      "Resource": "arn:aws:s3:::qm-prod-site-euw1/*",
      "Condition": {
        "StringEquals": {"AWS:SourceArn": "arn:aws:cloudfront::482911730055:distribution/E2QWRUHAPOMQZL"}
      }
    }
  ]
}
```"""),
   [('resources = ["arn:aws:s3:::qm-prod-reports-euw1/*"]',
     'resources = ["arn:aws:s3:::qm-prod-reports-euw1", "arn:aws:s3:::qm-prod-reports-euw1/*"]')],
   holds='"Resource": "arn:aws:s3:::qm-prod-site-euw1/*"')

# ---------------------------------------------------------------- 023
sc("bucket-naming-rules", "paraphrase", "renamed_identifier", "lookalike",
   ("What should we call the new prod bucket for ML feature snapshots?",
    r"""`qm_prod_feature_snapshots`, created with:

```sh
aws s3 mb s3://qm_prod_feature_snapshots --region eu-west-1 --profile qm-prod
```""",
    "S3 won't accept underscores in bucket names anyway, and ours follow qm-<env>-<purpose>-<region code>, "
    "so qm-prod-feature-snapshots-euw1.",
    "qm_prod_feature_snapshots", "qm-prod-feature-snapshots-euw1"),
   ("Set up a bucket for the staging model registry.",
    r"""Call it `qm_staging_model_registry`:

```sh
aws s3 mb s3://qm_staging_model_registry --region eu-west-1 --profile qm-staging
```""",
    ["s3://qm-staging-model-registry-euw1"], ["qm_staging_model_registry"]),
   ("Which Glue database should the feature snapshot tables go in?",
    r"""`qm_prod_feature_store`. Glue and Athena database names can't contain hyphens, so they use underscores; the data itself stays in `s3://qm-prod-feature-snapshots-euw1/`.

```sql
CREATE DATABASE qm_prod_feature_store
LOCATION 's3://qm-prod-feature-snapshots-euw1/tables/';
```"""),
   [("qm_staging_model_registry", "qm-staging-model-registry-euw1")], holds="CREATE DATABASE qm_prod_feature_store")

# ---------------------------------------------------------------- 024
sc("kms-cmk-alias", "semantic", "reworded", "already_correct",
   ("Encrypt the new ledger bucket with KMS.",
    r"""```sh
aws s3api put-bucket-encryption --bucket qm-prod-ledger-euw1 --profile qm-prod \
  --server-side-encryption-configuration '{"Rules":[{"ApplyServerSideEncryptionByDefault":{"SSEAlgorithm":"aws:kms","KMSMasterKeyID":"alias/aws/s3"},"BucketKeyEnabled":true}]}'
```""",
    "Thanks, the bucket key bit is good. Not the AWS-managed key though: prod data buckets use our CMK, "
    "alias/qm-prod-s3, or the analytics account can't read cross-account. After that, can you add a lifecycle rule?",
    "alias/aws/s3", "alias/qm-prod-s3"),
   ("Which KMS key should the Firehose delivery bucket default to?",
    "The AWS managed key for S3 is fine here; set SSE-KMS with it as the bucket default and Firehose's writes "
    "pick it up without any extra key policy work.",
    ["alias/qm-prod-s3"], ["re:AWS managed key"]),
   ("What does the ledger bucket use for encryption at rest?",
    "SSE-KMS with `alias/qm-prod-s3` and S3 Bucket Keys enabled; the analytics account has a grant on that key "
    "so it can read the exports cross-account."),
   [("The AWS managed key for S3 is fine here; set SSE-KMS with it as the bucket default and Firehose's writes "
     "pick it up without any extra key policy work.",
     "Use our CMK, `alias/qm-prod-s3`, as the SSE-KMS bucket default, and give the Firehose role "
     "kms:GenerateDataKey on that key so its writes succeed.")],
   holds="SSE-KMS with `alias/qm-prod-s3`")

# ---------------------------------------------------------------- 025
sc("terraform-apply-planfile", "paraphrase", "code_block", "same_topic",
   ("How do we apply exactly the plan that was reviewed in the PR?",
    r"""Save the plan to a file and apply that file:

```sh
terraform plan -var-file=envs/prod.tfvars -out=tfplan
terraform apply -plan=tfplan
```
If the state changed in between, apply refuses the stale plan.""",
    "apply has no -plan flag, the saved plan goes in as a positional argument: terraform apply tfplan",
    "terraform apply -plan=tfplan", "terraform apply tfplan"),
   ("CI step for applying the network stack's saved plan?",
    r"""```yaml
- name: apply network
  run: terraform -chdir=stacks/network apply -input=false -plan=network.plan
```""",
    [r"re:apply (-input=false )?network\.plan"], ["-plan="]),
   ("How do I get the reviewed plan as JSON for the policy check?",
    "`terraform show -json tfplan > tfplan.json`, then run `conftest test tfplan.json` against it; the planned "
    "changes are under `resource_changes`."),
   [("-plan=network.plan", "network.plan")])

# ---------------------------------------------------------------- 026
sc("sso-permission-set", "literal", "identifier", "lookalike",
   ("What goes in ~/.aws/config for the staging SSO profile?",
    r"""```ini
[profile qm-staging]
sso_session = qm
sso_account_id = 219384470162
sso_role_name = AdministratorAccess
region = eu-west-1

[sso-session qm]
sso_start_url = https://quillmark.awsapps.com/start
sso_region = eu-west-1
sso_registration_scopes = sso:account:access
```""",
    "We don't use AdministratorAccess day to day; the permission set is PlatformEngineer. Admin is break-glass only.",
    "sso_role_name = AdministratorAccess", "sso_role_name = PlatformEngineer"),
   ("Add a prod profile next to the staging one in my AWS config.",
    r"""```ini
[profile qm-prod]
sso_session = qm
sso_account_id = 482911730055
sso_role_name = AdministratorAccess
region = eu-west-1
output = json
```""",
    ["sso_role_name = PlatformEngineer"], ["AdministratorAccess"]),
   ("How do I get into the break-glass role during an incident?",
    "Use the `qm-prod-breakglass` profile; it maps to the AdministratorAccess permission set and pages "
    "#sec-oncall the moment a session starts. Log what you did in the incident channel and run "
    "`aws sso logout` when you're done."),
   [("sso_role_name = AdministratorAccess", "sso_role_name = PlatformEngineer")],
   holds="AdministratorAccess permission set")

# ---------------------------------------------------------------- 027
sc("gcp-project-id", "literal", "reworded", "same_topic",
   ("Set my default gcloud project and region for analytics work.",
    r"""```sh
gcloud config set project quillmark-analytics-prod
gcloud config set compute/region europe-west4
```""",
    "project id is qm-analytics-prod, quillmark-analytics-prod doesn't exist",
    "quillmark-analytics-prod", "qm-analytics-prod"),
   ("Which project do the BigQuery events tables live in?",
    "They're in `quillmark-analytics-prod`, dataset `events`; in standard SQL refer to them as "
    "`quillmark-analytics-prod.events.page_views` and so on.",
    ["qm-analytics-prod.events.page_views"], ["quillmark-analytics-prod"]),
   ("How do I switch gcloud between my analytics setup and the sandbox?",
    "Use named configurations: `gcloud config configurations create sandbox`, set the project and account in "
    "it, and flip back with `gcloud config configurations activate default`. `gcloud config configurations list` "
    "shows which one is active."),
   [("quillmark-analytics-prod", "qm-analytics-prod")])

# ---------------------------------------------------------------- 028
sc("dr-region", "paraphrase", "reworded", "lookalike",
   ("Where should the cross-region replica of the backups bucket go?",
    "Replicate to eu-west-2 (London), our DR region. Create the destination bucket there and enable versioning "
    "on both sides, since replication requires it.",
    "DR is Frankfurt, eu-central-1, not London/eu-west-2.",
    "eu-west-2 (London)", "eu-central-1 (Frankfurt)"),
   ("Which region do we fail the ledger Aurora global database over to?",
    "The secondary cluster sits in our DR region, London; promote it with `aws rds failover-global-cluster "
    "--global-cluster-identifier qm-prod-ledger --target-db-cluster-identifier "
    "arn:aws:rds:eu-west-2:482911730055:cluster:qm-prod-ledger-dr --profile qm-prod`.",
    ["arn:aws:rds:eu-central-1:"], ["eu-west-2", "London"]),
   ("Why does the payroll import call eu-west-2?",
    "The vendor's drop bucket, `acme-payroll-drop`, lives in their own account in eu-west-2, so the import "
    "passes `--region eu-west-2` for that one call. Everything we write stays in eu-west-1."),
   [("London", "Frankfurt"), ("arn:aws:rds:eu-west-2:", "arn:aws:rds:eu-central-1:")],
   holds="--region eu-west-2")

# ---------------------------------------------------------------- 029
sc("for-each-list", "paraphrase", "identifier", "lookalike",
   ("Create one bucket per name in var.bucket_names.",
    r"""```hcl
variable "bucket_names" {
  type = list(string)
}

resource "aws_s3_bucket" "this" {
  for_each = var.bucket_names
  bucket   = each.value
}
```""",
    "for_each won't take a list, wrap it in toset()",
    "for_each = var.bucket_names", "for_each = toset(var.bucket_names)"),
   ("One private subnet per CIDR in the subnet_cidrs variable, please.",
    r"""```hcl
variable "subnet_cidrs" {
  type = list(string)
}

resource "aws_subnet" "private" {
  for_each   = var.subnet_cidrs
  vpc_id     = aws_vpc.main.id
  cidr_block = each.value
}
```""",
    ["toset(var.subnet_cidrs)"], [r"re:for_each\s*=\s*var\.subnet_cidrs"]),
   ("Create the buckets from the map variable with per-bucket settings.",
    r"""```hcl
variable "buckets" {
  type = map(object({
    versioned = bool
  }))
}

resource "aws_s3_bucket" "this" {
  for_each = var.buckets
  bucket   = each.key
}
```
A map works with for_each as it is; `each.key` is the bucket name and `each.value.versioned` the flag."""),
   [("for_each   = var.subnet_cidrs", "for_each   = toset(var.subnet_cidrs)")], holds="for_each = var.buckets")

# ---------------------------------------------------------------- 030
sc("azure-storage-account-name", "paraphrase", "renamed_identifier", "lookalike",
   ("Create the storage account for prod assets on Azure.",
    r"""```sh
az storage account create --name qm-prod-assets-weu --resource-group rg-assets-prod-weu \
  --location westeurope --sku Standard_ZRS --kind StorageV2 --min-tls-version TLS1_2
```""",
    "storage account names can't have hyphens (3-24 lowercase letters and digits); ours are written like qmprodassetsweu",
    "--name qm-prod-assets-weu", "--name qmprodassetsweu"),
   ("Now the storage account for the staging logs.",
    r"""```sh
az storage account create --name qm-staging-logs-weu --resource-group rg-logs-staging-weu \
  --location westeurope --sku Standard_LRS --kind StorageV2
```""",
    ["--name qmstaginglogsweu"], ["qm-staging-logs-weu"]),
   ("Add a container for the raw events in the prod lake account.",
    r"""```sh
az storage container create --name raw-events --account-name qmprodlakeweu --auth-mode login
```
Container names may contain hyphens, unlike the account name."""),
   [("--name qm-staging-logs-weu", "--name qmstaginglogsweu")], holds="--name raw-events")

# ---------------------------------------------------------------- 031
sc("azure-blob-data-role", "literal", "equivalent_construct", "same_topic",
   ("Give the function app's managed identity write access to the ingest container.",
    r"""```sh
az role assignment create --assignee "$PRINCIPAL_ID" \
  --role "Storage Blob Contributor" \
  --scope "/subscriptions/$SUB_ID/resourceGroups/rg-ingest-prod-weu/providers/Microsoft.Storage/storageAccounts/qmprodingestweu/blobServices/default/containers/ingest"
```""",
    'the role is "Storage Blob Data Contributor", the data-plane one; the name you used doesn\'t exist',
    '"Storage Blob Contributor"', '"Storage Blob Data Contributor"'),
   ("Same thing in Terraform for the reporting app's identity?",
    r"""```hcl
resource "azurerm_role_assignment" "reporting_blob" {
  scope                = azurerm_storage_container.reports.resource_manager_id
  role_definition_name = "Storage Blob Contributor"
  principal_id         = azurerm_linux_function_app.reporting.identity[0].principal_id
}
```""",
    ['role_definition_name = "Storage Blob Data Contributor"'], ['"Storage Blob Contributor"']),
   ("Which role does the pipeline need to rotate the storage account keys?",
    "`Storage Account Key Operator Service Role` is enough to list and regenerate the keys, and it gives no "
    "access to blob data."),
   [('"Storage Blob Contributor"', '"Storage Blob Data Contributor"')])

# ---------------------------------------------------------------- 032
sc("gcloud-iap-ssh", "literal", "reordered_args", "already_correct",
   ("SSH to the airflow VM, it has no external IP.",
    r"""```sh
gcloud compute ssh airflow-1 --zone europe-west4-b --project qm-analytics-prod --iap-tunnel
```""",
    "flag's --tunnel-through-iap",
    "--iap-tunnel", "--tunnel-through-iap"),
   ("Port-forward Postgres through the bastion VM to my laptop.",
    r"""```sh
gcloud compute ssh --iap-tunnel --zone europe-west4-c --project qm-analytics-prod bastion-2 -- -N -L 5432:10.164.0.12:5432
```""",
    ["--tunnel-through-iap"], ["--iap-tunnel"]),
   ("Copy the scheduler log off the airflow VM.",
    r"""```sh
gcloud compute scp airflow-1:/var/log/airflow/scheduler.log . \
  --zone europe-west4-b --project qm-analytics-prod --tunnel-through-iap
```"""),
   [("--iap-tunnel", "--tunnel-through-iap")], holds="--tunnel-through-iap")

# ---------------------------------------------------------------- 033
sc("ssm-not-ssh", "semantic", "reworded", "lookalike",
   ("How do I get a shell on the prod worker i-0c1f5e3a8b7d24f90?",
    r"""SSH through the bastion with a jump host:

```sh
ssh -J ec2-user@bastion.qm-prod.internal ec2-user@10.40.12.37
```""",
    "We closed port 22 everywhere last year and the bastions are gone. Use Session Manager: "
    "aws ssm start-session --target i-0c1f5e3a8b7d24f90 --profile qm-prod",
    "ssh -J ec2-user@bastion.qm-prod.internal ec2-user@10.40.12.37",
    "aws ssm start-session --target i-0c1f5e3a8b7d24f90 --profile qm-prod"),
   ("How can I reach the staging Redis from my laptop for debugging?",
    r"""Open a tunnel through the staging bastion and point redis-cli at localhost:

```sh
ssh -N -L 6379:qm-staging-cache.x7k2pq.ng.0001.euw1.cache.amazonaws.com:6379 ec2-user@bastion.qm-staging.internal
redis-cli -p 6379
```""",
    ["aws ssm start-session"], [r"re:\bssh -", "bastion"]),
   ("How do I check the deploy key for the tf-modules repo works?",
    "`ssh -T git@github.com` with the key loaded; GitHub answers \"Hi quillmark/tf-modules! You've successfully "
    "authenticated\" for a deploy key. After that `terraform init` can fetch the `git::ssh://` module sources."),
   [("Open a tunnel through the staging bastion and point redis-cli at localhost:",
     "Start a Session Manager port forward through one of the staging app instances and point redis-cli at localhost:"),
    ("ssh -N -L 6379:qm-staging-cache.x7k2pq.ng.0001.euw1.cache.amazonaws.com:6379 ec2-user@bastion.qm-staging.internal",
     "aws ssm start-session --target i-08d2a6c41e9b3f715 --profile qm-staging \\\n"
     "  --document-name AWS-StartPortForwardingSessionToRemoteHost \\\n"
     "  --parameters 'host=qm-staging-cache.x7k2pq.ng.0001.euw1.cache.amazonaws.com,portNumber=6379,localPortNumber=6379'")],
   holds="ssh -T git@github.com")

# ---------------------------------------------------------------- 034
sc("module-ref-pin", "literal", "code_block", "lookalike",
   ("Use our shared VPC module in the new staging stack.",
    r"""```hcl
module "vpc" {
  source = "git::ssh://git@github.com/quillmark/tf-modules.git//vpc?ref=main"

  name       = "qm-staging-vpc"
  cidr_block = "10.41.0.0/16"
  azs        = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
}
```""",
    "Modules always get pinned to a release tag, never main. Current one is v3.2.0.",
    "?ref=main", "?ref=v3.2.0"),
   ("Add the shared ALB module for the billing service.",
    r"""```hcl
module "billing_alb" {
  source = "git::ssh://git@github.com/quillmark/tf-modules.git//alb?ref=main"

  name       = "qm-prod-billing"
  vpc_id     = module.vpc.vpc_id
  subnet_ids = module.vpc.public_subnet_ids
}
```""",
    ["//alb?ref=v3.2.0"], ["?ref=main"]),
   ("Read the tf-modules changelog from main without cloning.",
    r"""```sh
gh api 'repos/quillmark/tf-modules/contents/CHANGELOG.md?ref=main' -H 'Accept: application/vnd.github.raw'
```"""),
   [("?ref=main", "?ref=v3.2.0")], holds="CHANGELOG.md?ref=main")

# ---------------------------------------------------------------- 035
TAGS_PROVIDER = '''  tags = {
    "cost-center" = "platform"
    owner         = "team-infra"
    env           = "prod"
  }'''
TAGS_DEFAULT = '''  default_tags {
    tags = {
      "cost-center" = "platform"
      owner         = "team-infra"
      env           = "prod"
    }
  }'''
sc("aws-provider-default-tags", "paraphrase", "code_block", "lookalike",
   ("Set our standard tags on everything the prod stack creates.",
    '```hcl\nprovider "aws" {\n  region  = "eu-west-1"\n  profile = "qm-prod"\n\n' + TAGS_PROVIDER + '\n}\n```',
    "the aws provider has no tags argument; that's a default_tags { tags = { ... } } block",
    TAGS_PROVIDER, TAGS_DEFAULT),
   ("Add a provider alias for the DR region with the same tags.",
    '```hcl\nprovider "aws" {\n  alias   = "dr"\n  region  = "eu-central-1"\n  profile = "qm-prod"\n\n'
    + TAGS_PROVIDER + '\n}\n```\nReference it with `provider = aws.dr` on the replica resources.',
    ["default_tags {"], [r"re:(?m)^  tags = \{"]),
   ("Tag the audit bucket with its data classification.",
    r"""```hcl
resource "aws_s3_bucket" "audit" {
  bucket = "qm-prod-audit-euw1"

  tags = {
    classification = "restricted"
  }
}
```
Resource-level tags merge with the provider's default_tags and win when a key is set in both."""),
   [(TAGS_PROVIDER, TAGS_DEFAULT)], holds="  tags = {\n    classification")

# ---------------------------------------------------------------- 036
sc("gcloud-storage-not-gsutil", "paraphrase", "equivalent_construct", "same_topic",
   ("Copy this month's exports up to the analytics bucket from the CI job.",
    r"""```sh
gsutil -m cp -r ./exports gs://qm-analytics-exports/2024-06/
```""",
    "the CI image doesn't ship gsutil anymore. gcloud storage cp -r does the same and parallelises by itself",
    "gsutil -m cp -r", "gcloud storage cp -r"),
   ("CI step to mirror the dbt target folder into the artifacts bucket?",
    r"""```yaml
- name: upload dbt artifacts
  run: gsutil -m rsync -r ./dbt/target gs://qm-dbt-artifacts/target
```""",
    ["gcloud storage rsync"], ["gsutil"]),
   ("What does the -m in the old backfill runbook's gsutil commands do?",
    "It makes gsutil run the copies in parallel. `gcloud storage` parallelises by default, so the commands we "
    "use now don't need an equivalent flag."),
   [("gsutil -m rsync -r", "gcloud storage rsync --recursive")])

# ---------------------------------------------------------------- 037
sc("health-check-path", "paraphrase", "equivalent_construct", "lookalike",
   ("Create the target group for the billing service in prod.",
    r"""```sh
aws elbv2 create-target-group --name qm-prod-billing --protocol HTTP --port 8080 \
  --vpc-id vpc-04e1d2c3b4a596f70 --target-type ip \
  --health-check-path /health --health-check-port 8081 --profile qm-prod
```""",
    "Our health endpoint is /healthz, with the z. Port 8081 is right.",
    "--health-check-path /health --health-check-port", "--health-check-path /healthz --health-check-port"),
   ("Terraform for the search service's target group?",
    r"""```hcl
resource "aws_lb_target_group" "search" {
  name        = "qm-prod-search"
  port        = 8080
  protocol    = "HTTP"
  target_type = "ip"
  vpc_id      = module.vpc.vpc_id

  health_check {
    path    = "/health"
    port    = "8081"
    matcher = "200"
  }
}
```""",
    [r're:path\s*=\s*"/healthz"'], ['"/health"']),
   ("Health check settings for the Vault cluster's target group?",
    r"""```sh
aws elbv2 modify-target-group --target-group-arn "$VAULT_TG_ARN" \
  --health-check-path /v1/sys/health --health-check-port 8200 \
  --matcher '{"HttpCode": "200,429"}' --profile qm-prod
```
Standby nodes answer 429, so include it or only the active node counts as healthy."""),
   [('"/health"', '"/healthz"')], holds="--health-check-path /v1/sys/health")

# ---------------------------------------------------------------- 038
sc("s3-public-access-block", "literal", "code_block", "same_topic",
   ("Block all public access on the new exports bucket.",
    r"""```sh
aws s3api put-public-access-block --bucket qm-prod-exports-euw1 --profile qm-prod \
  --public-access-block-configuration BlockPublicACLs=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true
```""",
    "It's BlockPublicAcls, same casing as IgnorePublicAcls; the shorthand keys are case-sensitive, so ACLs fails to parse.",
    "BlockPublicACLs=true", "BlockPublicAcls=true"),
   ("Script to lock down every bucket in the staging account.",
    r"""```sh
for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text --profile qm-staging); do
  aws s3api put-public-access-block --bucket "$b" --profile qm-staging \
    --public-access-block-configuration BlockPublicACLs=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true
done
```""",
    ["BlockPublicAcls=true,IgnorePublicAcls=true"], ["BlockPublicACLs"]),
   ("How do I check whether the account-level public access block is on?",
    "`aws s3control get-public-access-block --account-id 219384470162 --profile qm-staging` shows the four "
    "account-wide settings; they apply on top of whatever each bucket has."),
   [("BlockPublicACLs=true", "BlockPublicAcls=true")])

# ---------------------------------------------------------------- 039
sc("aws-profile-env-var", "literal", "code_block", "lookalike",
   ("Make terraform use the staging SSO profile in my shell.",
    "`export AWS_DEFAULT_PROFILE=qm-staging` before running terraform; both the provider and the S3 backend "
    "pick it up. Run `aws sso login --profile qm-staging` first if the token has expired.",
    "use AWS_PROFILE. AWS_DEFAULT_PROFILE is the old CLI v1 name, not every SDK reads it, and our direnv setup "
    "only sets AWS_PROFILE.",
    "export AWS_DEFAULT_PROFILE=qm-staging", "export AWS_PROFILE=qm-staging"),
   ("What should go in the .envrc for the prod stacks directory?",
    r"""```sh
# stacks/prod/.envrc
export AWS_DEFAULT_PROFILE=qm-prod
export AWS_REGION=eu-west-1
export TF_CLI_ARGS_plan="-var-file=envs/prod.tfvars"
```""",
    ["export AWS_PROFILE=qm-prod"], ["AWS_DEFAULT_PROFILE"]),
   ("Which env var sets the region for the CLI in CI?",
    "`AWS_REGION`, or the older `AWS_DEFAULT_REGION`; CLI v2 reads AWS_REGION first. The runner image exports "
    "both as eu-west-1."),
   [("AWS_DEFAULT_PROFILE", "AWS_PROFILE")], holds="AWS_DEFAULT_REGION")

# ---------------------------------------------------------------- 040
sc("private-dns-zone", "paraphrase", "renamed_identifier", "same_topic",
   ("Create a private DNS record for the new search cluster in prod.",
    r"""```json
{
  "Changes": [{
    "Action": "UPSERT",
    "ResourceRecordSet": {
      "Name": "search.prod.quillmark.internal",
      "Type": "CNAME",
      "TTL": 300,
      "ResourceRecords": [{"Value": "vpc-qm-prod-search-4kq2x7.eu-west-1.es.amazonaws.com"}]
    }
  }]
}
```
Apply it with `aws route53 change-resource-record-sets --hosted-zone-id Z0837412QMPRIV01 --change-batch file://search.json --profile qm-prod`.""",
    "our private zone is internal.quillmark.net, there's no quillmark.internal zone. So search.prod.internal.quillmark.net.",
    "search.prod.quillmark.internal", "search.prod.internal.quillmark.net"),
   ("What hostname should the billing service use for the ledger database?",
    "Point it at `ledger-db.prod.quillmark.internal:5432`; that CNAME follows the Aurora writer endpoint across "
    "failovers.",
    ["ledger-db.prod.internal.quillmark.net"], ["quillmark.internal"]),
   ("Why does the instance's hostname show up as ip-10-40-12-37.eu-west-1.compute.internal?",
    "That's the EC2-provided private DNS name, built from the private IP and the region. The VPC resolver at the "
    ".2 address answers for it; it doesn't come from any hosted zone of ours."),
   [("ledger-db.prod.quillmark.internal", "ledger-db.prod.internal.quillmark.net")])

# ---------------------------------------------------------------- 041
sc("terraform-import-block", "paraphrase", "code_block", "lookalike",
   ("Bring the existing exports bucket under Terraform with an import block.",
    r"""```hcl
import {
  to   = aws_s3_bucket.exports
  from = "qm-prod-exports-euw1"
}

resource "aws_s3_bucket" "exports" {
  bucket = "qm-prod-exports-euw1"
}
```""",
    "import blocks take id, not from",
    'from = "qm-prod-exports-euw1"', 'id   = "qm-prod-exports-euw1"'),
   ("Import the existing deploy role into the iam stack.",
    r"""```hcl
import {
  to   = aws_iam_role.deploy
  from = "qm-gha-deploy"
}
```
Then `terraform plan -generate-config-out=generated.tf` writes the matching resource block.""",
    [r're:id\s*=\s*"qm-gha-deploy"'], [r're:from\s*=\s*"qm-gha-deploy"']),
   ("Rename aws_iam_role.ci to aws_iam_role.deploy without recreating the role.",
    r"""```hcl
moved {
  from = aws_iam_role.ci
  to   = aws_iam_role.deploy
}
```
Keep the block for a release or two so every environment has applied it."""),
   [('from = "qm-gha-deploy"', 'id   = "qm-gha-deploy"')], holds="from = aws_iam_role.ci")

# ---------------------------------------------------------------- 042
sc("cloud-run-ingress", "literal", "reordered_args", "unrelated",
   ("Deploy the reports UI to Cloud Run.",
    r"""```sh
gcloud run deploy reports-ui \
  --image=europe-west4-docker.pkg.dev/qm-analytics-prod/apps/reports-ui:0.9.0 \
  --region=europe-west4 --project=qm-analytics-prod \
  --allow-unauthenticated
```""",
    "Nothing of ours is public on Cloud Run. Use --no-allow-unauthenticated with "
    "--ingress=internal-and-cloud-load-balancing; the load balancer and IAP handle access.",
    "--allow-unauthenticated", "--no-allow-unauthenticated --ingress=internal-and-cloud-load-balancing"),
   ("Redeploy the metrics API with the new image tag.",
    r"""```sh
gcloud run deploy metrics-api --allow-unauthenticated --project=qm-analytics-prod --region=europe-west4 \
  --image=europe-west4-docker.pkg.dev/qm-analytics-prod/apps/metrics-api:2.1.3
```""",
    ["--no-allow-unauthenticated"], ["--allow-unauthenticated"]),
   ("Convert this epoch to a readable date in the shell: 1717171200",
    "`date -u -d @1717171200` prints Fri May 31 16:00:00 UTC 2024 with GNU date; on macOS use "
    "`date -u -r 1717171200`."),
   [("--allow-unauthenticated", "--no-allow-unauthenticated --ingress=internal-and-cloud-load-balancing")])

# ---------------------------------------------------------------- 043
sc("alb-static-ip", "semantic", "prose_claim", "same_topic",
   ("A partner needs fixed IPs to allowlist for our public API. Can the ALB give us that?",
    "Yes: assign an Elastic IP to each ALB subnet mapping with `--subnet-mappings "
    "SubnetId=subnet-0a1b2c3d4e5f60718,AllocationId=eipalloc-07c9e2d41b8a3f615` and send the partner those addresses.",
    "ALBs can't take Elastic IPs, only NLBs accept AllocationId in subnet mappings. We'd put an NLB with EIPs in "
    "front and point it at the ALB through an alb-type target group.",
    "assign an Elastic IP to each ALB subnet mapping",
    "put an NLB with an Elastic IP per subnet in front of the ALB (alb-type target group)"),
   ("The bank wants a fixed IP for the webhook receiver's load balancer. What do we do?",
    "ALBs accept an Elastic IP per subnet mapping, so allocate two EIPs and recreate the webhook ALB with them; "
    "the addresses then never change.",
    ["re:NLB|Network Load Balancer"], ["re:ALBs accept an Elastic IP"]),
   ("Does an NLB preserve the client's source IP?",
    "For instance targets, yes, by default. For IP targets it's off by default on TCP and TLS listeners; turn on "
    "the preserve_client_ip.enabled target group attribute, or read the address from proxy protocol v2."),
   [("ALBs accept an Elastic IP per subnet mapping, so allocate two EIPs and recreate the webhook ALB with them; "
     "the addresses then never change.",
     "ALBs can't hold Elastic IPs, so put an NLB with two EIPs in front of the webhook ALB and register the ALB "
     "as its target; the NLB addresses never change.")])

# ---------------------------------------------------------------- 044
sc("security-group-stateful", "semantic", "reworded", "lookalike",
   ("The api security group allows 443 in from the ALB. Do I need an outbound rule for the responses?",
    "Yes, security groups are stateless, so add an egress rule for ports 1024-65535 to the ALB's security group "
    "or the responses get dropped.",
    "No, SGs are stateful; return traffic for an allowed inbound connection always goes out. It's NACLs that are stateless.",
    "security groups are stateless", "security groups are stateful"),
   ("Locking down the worker SG: which rules do I need so it can answer health checks on 8081?",
    "Ingress on 8081 from the ALB security group, plus an egress rule on 1024-65535 to that same group, because "
    "security groups don't track connections and the health check replies would be dropped otherwise.",
    ["re:stateful"], ["re:don't track connections"]),
   ("The data subnets' NACL allows 5432 in from the app subnets, but connections still hang. Why?",
    "Network ACLs are stateless: allowing 5432 inbound isn't enough, you also need an outbound rule for the "
    "ephemeral ports 1024-65535 back to the app subnets' CIDRs."),
   [(", plus an egress rule on 1024-65535 to that same group, because security groups don't track connections "
     "and the health check replies would be dropped otherwise.",
     ". That's all: security groups are stateful, so the health check replies go back out without any egress rule.")],
   holds="Network ACLs are stateless")

# ---------------------------------------------------------------- 045
sc("gcp-vpc-global", "semantic", "reworded", "same_topic",
   ("Do I need a separate VPC for the europe-west1 workloads?",
    "Yes. VPC networks in GCP are regional, so create a second network for europe-west1 and peer it with the "
    "existing analytics network.",
    "GCP VPCs are global; only subnets are regional. Just add a europe-west1 subnet to the network we have.",
    "VPC networks in GCP are regional, so create a second network for europe-west1 and peer it with the existing analytics network",
    "VPC networks in GCP are global, so add a europe-west1 subnet to the existing analytics network"),
   ("GKE in europe-west4 and a VM in us-central1 need to talk over private IPs. What's the setup?",
    "Because each VPC network is tied to a single region, you'll need one network per region and VPC Network "
    "Peering between them.",
    ["re:global"], ["re:tied to a single region"]),
   ("Are AWS VPCs like GCP's in how they span regions?",
    "No. An AWS VPC lives in one region and each subnet in one Availability Zone; reaching another region takes "
    "VPC peering or a Transit Gateway."),
   [("Because each VPC network is tied to a single region, you'll need one network per region and VPC Network "
     "Peering between them.",
     "A VPC network is global, so one network with a subnet in each region is enough; instances in both subnets "
     "reach each other over internal IPs once a firewall rule allows it.")])

# ---------------------------------------------------------------- 046
sc("ecr-login", "literal", "code_block", "already_correct",
   ("Log docker in to ECR so I can push the billing image.",
    r"""```sh
$(aws ecr get-login --no-include-email --region eu-west-1 --profile qm-tooling)
docker push 905517342208.dkr.ecr.eu-west-1.amazonaws.com/billing:1.8.0
```""",
    "get-login was removed in CLI v2. Pipe get-login-password into docker login --password-stdin instead.",
    "$(aws ecr get-login --no-include-email --region eu-west-1 --profile qm-tooling)",
    "aws ecr get-login-password --region eu-west-1 --profile qm-tooling | docker login --username AWS "
    "--password-stdin 905517342208.dkr.ecr.eu-west-1.amazonaws.com"),
   ("CI step that logs in to ECR before the build.",
    r"""```yaml
- name: ecr login
  run: eval $(aws ecr get-login --no-include-email --region eu-west-1)
```""",
    ["get-login-password"], [r"re:get-login(?!-password)"]),
   ("docker push to ECR says 'no basic auth credentials'. What's missing?",
    r"""Your login expired or never happened; the token lasts 12 hours. Run:

```sh
aws ecr get-login-password --region eu-west-1 --profile qm-tooling \
  | docker login --username AWS --password-stdin 905517342208.dkr.ecr.eu-west-1.amazonaws.com
```"""),
   [("eval $(aws ecr get-login --no-include-email --region eu-west-1)",
     "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin "
     "905517342208.dkr.ecr.eu-west-1.amazonaws.com")],
   holds="aws ecr get-login-password")

# ---------------------------------------------------------------- 047
sc("gcloud-adc-login", "semantic", "reworded", "lookalike",
   ("Terraform's google provider says it can't find credentials on my laptop.",
    "Run `gcloud auth login` and sign in with your work account; the provider then uses those credentials.",
    "gcloud auth login only logs in the CLI. The provider reads Application Default Credentials, so it's "
    "gcloud auth application-default login.",
    "gcloud auth login", "gcloud auth application-default login"),
   ("My Python script using google-cloud-bigquery raises DefaultCredentialsError locally.",
    "The client library reuses whatever account you signed the gcloud CLI into, so sign in to the CLI once with "
    "your work account and rerun the script.",
    ["gcloud auth application-default login"], ["re:reuses whatever account you signed the gcloud CLI into"]),
   ("How do I switch the gcloud CLI to my other Google account?",
    "`gcloud auth login other.name@quillmark.com`, then `gcloud config set account other.name@quillmark.com`. "
    "That changes the account the CLI uses; Application Default Credentials stay as they were."),
   [("The client library reuses whatever account you signed the gcloud CLI into, so sign in to the CLI once with "
     "your work account and rerun the script.",
     "The client library looks for Application Default Credentials, which the CLI login doesn't create; run "
     "`gcloud auth application-default login` with your work account and rerun the script.")],
   holds="gcloud auth login other.name@quillmark.com")

# ---------------------------------------------------------------- 048
sc("nsg-priority-order", "semantic", "reworded", "same_topic",
   ("I need a deny rule on the app NSG to win over the allow at priority 300.",
    r"""Give the deny rule priority 4000 so it's evaluated before the allow at 300:

```sh
az network nsg rule create --resource-group rg-app-prod-weu --nsg-name nsg-app-prod-weu \
  --name deny-legacy-range --priority 4000 --access Deny --direction Inbound \
  --source-address-prefixes 172.16.8.0/22 --destination-port-ranges '*' --protocol '*'
```""",
    "Backwards: lower numbers are processed first, so 4000 runs after 300. Use something under 300, 250 say.",
    "priority 4000 so it's evaluated before the allow at 300", "priority 250 so it's evaluated before the allow at 300"),
   ("The allow rule for the VPN range has to take precedence over the deny-all at 1000. What priority?",
    "Use 1100 for the VPN allow rule; NSG rules with the higher number take precedence, so it gets checked before "
    "the deny-all at 1000.",
    ["re:lower"], ["re:higher number take", "1100"]),
   ("What range can custom NSG rule priorities use?",
    "100 to 4096. The default rules sit at 65000 to 65500; you can't delete them, only override them with your "
    "own rules."),
   [("Use 1100 for the VPN allow rule; NSG rules with the higher number take precedence",
     "Use 900 for the VPN allow rule; NSG rules with the lower number take precedence")])

# ---------------------------------------------------------------- 049
sc("tfvars-path", "paraphrase", "renamed_identifier", "same_topic",
   ("Plan the prod database stack with the prod variables.",
    r"""```sh
cd stacks/database
terraform plan -var-file=terraform.prod.tfvars -out=prod.plan
```""",
    "tfvars live under envs/, so -var-file=envs/prod.tfvars",
    "-var-file=terraform.prod.tfvars", "-var-file=envs/prod.tfvars"),
   ("Plan the staging database stack with its variables file.",
    r"""```sh
cd stacks/database
terraform plan -var-file=terraform.staging.tfvars -out=staging.plan
```""",
    ["-var-file=envs/staging.tfvars"], ["terraform.staging.tfvars"]),
   ("Does Terraform pick up a tfvars file without -var-file?",
    "Only `terraform.tfvars`, `terraform.tfvars.json` and files ending in `.auto.tfvars` or `.auto.tfvars.json` "
    "in the working directory. Anything else, like our per-environment files, needs -var-file."),
   [("-var-file=terraform.staging.tfvars", "-var-file=envs/staging.tfvars")])

# ---------------------------------------------------------------- 050
sc("s3-sync-delete", "semantic", "reworded", "same_topic",
   ("Will aws s3 sync clean up the old hashed assets in the site bucket?",
    "Yes. `aws s3 sync ./dist s3://qm-prod-site-euw1/ --profile qm-prod` mirrors the folder, so files you deleted "
    "locally are removed from the bucket too.",
    "It doesn't delete anything unless you pass --delete.",
    "mirrors the folder, so files you deleted locally are removed from the bucket too",
    "only uploads new and changed files; add --delete to remove files you deleted locally"),
   ("After renaming the images folder, will the next sync leave the old copies in the staging bucket?",
    "No, sync keeps the bucket identical to the local folder, so the old images/ keys disappear on the next "
    "`aws s3 sync ./public s3://qm-staging-site-euw1/ --profile qm-staging`.",
    ["--delete"], ["re:keeps the bucket identical"]),
   ("How do I preview what a sync with --delete would remove from the prod site bucket?",
    "Add `--dryrun`: `aws s3 sync ./dist s3://qm-prod-site-euw1/ --delete --dryrun --profile qm-prod` prints each "
    "upload and delete it would do without touching the bucket."),
   [("No, sync keeps the bucket identical to the local folder, so the old images/ keys disappear on the next "
     "`aws s3 sync ./public s3://qm-staging-site-euw1/ --profile qm-staging`.",
     "Yes, plain sync only adds and updates; run `aws s3 sync ./public s3://qm-staging-site-euw1/ --delete "
     "--profile qm-staging` to drop the old images/ keys.")])

# ---------------------------------------------------------------- 051
sc("eks-update-kubeconfig", "paraphrase", "identifier", "lookalike",
   ("Point kubectl at the prod EKS cluster.",
    r"""```sh
aws eks get-credentials --cluster qm-prod-eks --region eu-west-1 --profile qm-prod
kubectl get nodes
```""",
    "Thanks, that's close. For EKS it's aws eks update-kubeconfig --name qm-prod-eks though; get-credentials is "
    "the az/gcloud wording.",
    "aws eks get-credentials --cluster qm-prod-eks", "aws eks update-kubeconfig --name qm-prod-eks"),
   ("Add the staging EKS cluster to my kubeconfig under a short alias.",
    r"""```sh
aws eks get-credentials --cluster qm-staging-eks --region eu-west-1 --profile qm-staging --alias staging
```""",
    ["aws eks update-kubeconfig --name qm-staging-eks"], ["get-credentials"]),
   ("Get kubectl access to the Azure platform cluster.",
    r"""```sh
az aks get-credentials --resource-group rg-platform-prod-weu --name aks-platform-prod-weu --subscription qm-corp-prod
kubelogin convert-kubeconfig -l azurecli
```"""),
   [("aws eks get-credentials --cluster qm-staging-eks", "aws eks update-kubeconfig --name qm-staging-eks")],
   holds="az aks get-credentials")

# ---------------------------------------------------------------- 052
sc("internal-lb-naming", "paraphrase", "renamed_identifier", "lookalike",
   ("Create the internal ALB for the billing service in prod.",
    r"""```sh
aws elbv2 create-load-balancer --name qm-prod-internal-billing-alb --scheme internal --type application \
  --subnets subnet-0c2d4e6f8a1b3c5d7 subnet-0e4f6a8b1c3d5e7f9 \
  --security-groups sg-0a9b8c7d6e5f40312 --profile qm-prod
```""",
    "internal LBs are named qm-<env>-<svc>-int, so qm-prod-billing-int (the long form blows the 32-character limit "
    "for most services anyway)",
    "qm-prod-internal-billing-alb", "qm-prod-billing-int"),
   ("Terraform for the internal load balancer in front of search in staging?",
    r"""```hcl
resource "aws_lb" "search_internal" {
  name               = "qm-staging-internal-search-alb"
  internal           = true
  load_balancer_type = "application"
  subnets            = module.vpc.private_subnet_ids
  security_groups    = [aws_security_group.search_lb.id]
}
```""",
    ['"qm-staging-search-int"'], ["internal-search-alb"]),
   ("Why does the billing internal ALB's DNS name start with internal-?",
    "AWS prefixes the DNS name of every internal load balancer with `internal-`, so ours resolves as "
    "`internal-qm-prod-billing-int-1873254906.eu-west-1.elb.amazonaws.com`. The load balancer's own name is "
    "still qm-prod-billing-int."),
   [("qm-staging-internal-search-alb", "qm-staging-search-int")], holds="internal-qm-prod-billing-int-1873254906")

# ---------------------------------------------------------------- 053
sc("terraform-fmt-recursive", "literal", "code_block", "lookalike",
   ("How do I format every Terraform file in the repo before committing?",
    "Run `terraform fmt -r` from the repo root; it rewrites all .tf files in place.",
    "There's no -r. It's -recursive.",
    "terraform fmt -r", "terraform fmt -recursive"),
   ("Pre-commit hook that fails when Terraform files aren't formatted?",
    r"""```yaml
repos:
  - repo: local
    hooks:
      - id: terraform-fmt
        name: terraform fmt
        entry: terraform fmt -check -diff -r
        language: system
        pass_filenames: false
```""",
    ["-recursive"], [r"re:\s-r\b"]),
   ("Find every stack that still declares an aws_s3_bucket_acl.",
    r"""```sh
grep -rl 'resource "aws_s3_bucket_acl"' stacks/
```
`-r` walks the directory tree and `-l` prints only the file names."""),
   [("-diff -r", "-diff -recursive")], holds="grep -rl")

# ---------------------------------------------------------------- 054
sc("ecr-tooling-account", "literal", "code_block", "lookalike",
   ("Push the new billing image.",
    r"""```sh
docker tag billing:1.8.1 482911730055.dkr.ecr.eu-west-1.amazonaws.com/billing:1.8.1
docker push 482911730055.dkr.ecr.eu-west-1.amazonaws.com/billing:1.8.1
```""",
    "Images all live in the tooling account's ECR, 905517342208, not in prod. Prod pulls cross-account.",
    "482911730055.dkr.ecr", "905517342208.dkr.ecr"),
   ("Container definition for the search-api ECS task?",
    r"""```json
{
  "name": "search-api",
  "image": "482911730055.dkr.ecr.eu-west-1.amazonaws.com/search-api:2.3.1",
  "portMappings": [{"containerPort": 8080}],
  "essential": true
}
```""",
    ["905517342208.dkr.ecr.eu-west-1.amazonaws.com/search-api:2.3.1"], ["482911730055.dkr.ecr"]),
   ("ARN of the deploy role GitHub Actions assumes in prod?",
    "`arn:aws:iam::482911730055:role/qm-gha-deploy`. The workflow passes it as `role-to-assume` to "
    "aws-actions/configure-aws-credentials."),
   [("482911730055.dkr.ecr", "905517342208.dkr.ecr")], holds="arn:aws:iam::482911730055:role/qm-gha-deploy")

# ---------------------------------------------------------------- 055
sc("iap-source-range", "literal", "equivalent_construct", "lookalike",
   ("Firewall rule so IAP SSH works on the analytics network.",
    r"""```sh
gcloud compute firewall-rules create allow-iap-ssh --network=analytics --direction=INGRESS \
  --action=ALLOW --rules=tcp:22 --source-ranges=35.191.0.0/16 --project=qm-analytics-prod
```""",
    "35.191.0.0/16 is the load balancer health-check range; IAP TCP forwarding comes from 35.235.240.0/20.",
    "--source-ranges=35.191.0.0/16", "--source-ranges=35.235.240.0/20"),
   ("Terraform firewall rule letting IAP reach RDP on the Windows build VMs.",
    r"""```hcl
resource "google_compute_firewall" "allow_iap_rdp" {
  name      = "allow-iap-rdp"
  network   = google_compute_network.analytics.id
  direction = "INGRESS"

  allow {
    protocol = "tcp"
    ports    = ["3389"]
  }

  source_ranges = ["35.191.0.0/16"]
  target_tags   = ["windows-build"]
}
```""",
    ['"35.235.240.0/20"'], ["35.191.0.0/16"]),
   ("Firewall rule for the load balancer health checks on the analytics backends?",
    r"""```sh
gcloud compute firewall-rules create allow-lb-health-checks --network=analytics --direction=INGRESS \
  --action=ALLOW --rules=tcp:8081 --source-ranges=35.191.0.0/16,130.211.0.0/22 \
  --target-tags=lb-backend --project=qm-analytics-prod
```"""),
   [("35.191.0.0/16", "35.235.240.0/20")], holds="--source-ranges=35.191.0.0/16,130.211.0.0/22")

# ---------------------------------------------------------------- 056
sc("s3-versioning-resource", "literal", "code_block", "lookalike",
   ("Terraform for a versioned bucket for the prod audit logs?",
    r"""```hcl
resource "aws_s3_bucket" "audit_logs" {
  bucket = "qm-prod-audit-logs-euw1"

  versioning {
    enabled = true
  }
}
```""",
    "We're on the 5.x aws provider, where the inline versioning block is deprecated and fights with the separate "
    "resource. Use aws_s3_bucket_versioning with versioning_configuration { status = \"Enabled\" }.",
    "  versioning {\n    enabled = true\n  }",
    'resource "aws_s3_bucket_versioning" "audit_logs" {\n  bucket = aws_s3_bucket.audit_logs.id\n\n'
    '  versioning_configuration {\n    status = "Enabled"\n  }\n}'),
   ("Versioned bucket for the staging ML checkpoints, in Terraform.",
    r"""```hcl
resource "aws_s3_bucket" "checkpoints" {
  bucket = "qm-staging-ml-checkpoints-euw1"

  versioning {
    enabled = true
  }
}
```""",
    ['resource "aws_s3_bucket_versioning"'], [r"re:versioning \{\s*enabled = true"]),
   ("GCS bucket with object versioning for the analytics backups, in Terraform.",
    r"""```hcl
resource "google_storage_bucket" "backups" {
  name     = "qm-analytics-backups"
  location = "EUROPE-WEST4"

  uniform_bucket_level_access = true

  versioning {
    enabled = true
  }
}
```
On GCS the inline versioning block is the right way; there's no separate resource for it."""),
   [('\n\n  versioning {\n    enabled = true\n  }\n}',
     '\n}\n\nresource "aws_s3_bucket_versioning" "checkpoints" {\n  bucket = aws_s3_bucket.checkpoints.id\n\n'
     '  versioning_configuration {\n    status = "Enabled"\n  }\n}')],
   holds="  versioning {\n    enabled = true\n  }")

# ---------------------------------------------------------------- 057
sc("nearline-min-duration", "semantic", "prose_claim", "lookalike",
   ("Which storage class should the raw exports move to after a month?",
    "Nearline. It has a 90-day minimum storage duration, so only move objects you'll keep at least that long; "
    "add a lifecycle rule with `age: 30` and `SetStorageClass: NEARLINE`.",
    "Isn't Nearline 30 days? 90 is Coldline.",
    "It has a 90-day minimum storage duration", "It has a 30-day minimum storage duration"),
   ("If we delete Nearline objects after 45 days, is there an early deletion charge?",
    "Yes, you'd pay for the remaining 45 days, since Nearline objects are billed for a minimum of 90 days.",
    ["re:30[- ]day"], ["re:minimum of 90 days"]),
   ("What's the minimum storage duration for Coldline and Archive?",
    "Coldline is billed for at least 90 days and Archive for at least 365 days; deleting or rewriting an object "
    "earlier charges the remainder."),
   [("Yes, you'd pay for the remaining 45 days, since Nearline objects are billed for a minimum of 90 days.",
     "No. Nearline's minimum storage duration is 30 days, so deleting after 45 days carries no early deletion charge.")],
   holds="at least 90 days")

# ---------------------------------------------------------------- 058
sc("tf-lock-table-key", "literal", "casing", "same_topic",
   ("Create the DynamoDB lock table for a new Terraform backend in the sandbox account.",
    r"""```sh
aws dynamodb create-table --table-name qm-sandbox-tf-locks --profile qm-sandbox \
  --attribute-definitions AttributeName=LockId,AttributeType=S \
  --key-schema AttributeName=LockId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
```""",
    "The S3 backend writes items keyed on LockID, capital D; with LockId every lock attempt fails.",
    "AttributeName=LockId", "AttributeName=LockID"),
   ("CloudFormation for a Terraform lock table?",
    r"""```yaml
TfLockTable:
  Type: AWS::DynamoDB::Table
  Properties:
    TableName: qm-sandbox-tf-locks
    BillingMode: PAY_PER_REQUEST
    AttributeDefinitions:
      - AttributeName: lockId
        AttributeType: S
    KeySchema:
      - AttributeName: lockId
        KeyType: HASH
```""",
    ["AttributeName: LockID"], ["lockId"]),
   ("Do we still need the DynamoDB table if we move to S3 native locking?",
    "With `use_lockfile = true` in the S3 backend (Terraform 1.10 and later) the lock is a `.tflock` object next "
    "to the state, so no table is needed. We're pinned to 1.7.5, so keep the DynamoDB table for now."),
   [("lockId", "LockID")])

# ---------------------------------------------------------------- 059
sc("alb-forwarded-proto", "literal", "casing", "already_correct",
   ("How does the app behind the ALB know the original request was HTTPS?",
    "The ALB adds an `X-Forwarded-Protocol` header with `http` or `https`, alongside `X-Forwarded-For` and "
    "`X-Forwarded-Port`. Check it before issuing redirects.",
    "The header's X-Forwarded-Proto, not X-Forwarded-Protocol.",
    "X-Forwarded-Protocol", "X-Forwarded-Proto"),
   ("In the Flask app, redirect plain HTTP requests coming through the load balancer to HTTPS.",
    r"""```python
@app.before_request
def force_https():
    if request.headers.get("x-forwarded-protocol", "https") == "http":
        return redirect(request.url.replace("http://", "https://", 1), code=301)
```""",
    ['re:(?i)"x-forwarded-proto"'], ["re:(?i)x-forwarded-protocol"]),
   ("nginx config behind the ALB that passes the scheme through to the app?",
    r"""```nginx
location / {
    proxy_pass http://127.0.0.1:8080;
    proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
}
```
Pass the ALB's header through instead of `$scheme`, which is always http behind the load balancer."""),
   [("x-forwarded-protocol", "x-forwarded-proto")], holds="X-Forwarded-Proto $http_x_forwarded_proto")

# ---------------------------------------------------------------- 060
sc("terraform-init-migrate-state", "literal", "reworded", "lookalike",
   ("I changed the backend key for the dns stack. How do I keep the existing state?",
    "Run `terraform init -reconfigure`; Terraform notices the backend change and moves the state to the new key.",
    "-reconfigure ignores the existing state entirely. To copy it over you want -migrate-state.",
    "terraform init -reconfigure", "terraform init -migrate-state"),
   ("We're moving the monitoring stack's state from the old bucket into qm-tfstate-euw1. Steps?",
    "Update the backend block to the new bucket and key, then run `terraform init -reconfigure`; it copies the "
    "current state into qm-tfstate-euw1 for you. Delete the old object once a plan shows no changes.",
    ["terraform init -migrate-state"], ["-reconfigure"]),
   ("CI runners have a cached .terraform directory pointing at the wrong backend settings. How do I make init ignore it?",
    "`terraform init -reconfigure -backend-config=envs/ci.backend.hcl`. It discards the saved backend "
    "configuration without trying to migrate any state, which is what you want on a throwaway runner."),
   [("terraform init -reconfigure", "terraform init -migrate-state")],
   holds="terraform init -reconfigure -backend-config")


# ================================================================ validation
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def validate():
    errs = []
    if len(S) != 60:
        errs.append("expected 60 scenarios, have %d" % len(S))
    seen_text = {}
    for i, s in enumerate(S, 1):
        sid = s["id"]
        if sid != "%s-%03d" % (PREFIX, i):
            errs.append("%s: bad id" % sid)
        if s["difficulty"] not in DIFFICULTY:
            errs.append("%s: difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            errs.append("%s: control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            errs.append("%s: repeat_variation %r" % (sid, s["repeat_variation"]))
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            errs.append("%s: topic slug %r" % (sid, s["topic"]))
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errs.append("%s: empty %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not r["expect_contains"] and not r["expect_absent"]:
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        fixed = r["output"]
        for old, new in s["fix"]:
            if old not in fixed:
                errs.append("%s: fix text %r not found" % (sid, old))
            fixed = fixed.replace(old, new)
        if not passes(fixed, r):
            missing = [x for x in r["expect_contains"] if not check(fixed, x)]
            present = [x for x in r["expect_absent"] if check(fixed, x)]
            errs.append("%s: fixed repeat fails (missing %s, present %s)" % (sid, missing, present))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not hold %r" % (sid, s["holds"]))
        elif s["holds"]:
            errs.append("%s: holds given for a %s control" % (sid, s["control_kind"]))
        if c["output"] == r["output"] or c["output"] == t["output"]:
            errs.append("%s: control output repeats another output" % sid)
        for where, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            if text in seen_text and seen_text[text][0] != sid:
                errs.append("%s: %s duplicates %s %s" % (sid, where, *seen_text[text]))
            seen_text.setdefault(text, (sid, where))
    for field, ranges in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        cnt = Counter(s[field] for s in S)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt.get(k, 0) <= hi:
                errs.append("%s %s: %d not in %d-%d" % (field, k, cnt.get(k, 0), lo, hi))
    return errs


def count_table(field, ranges):
    cnt = Counter(s[field] for s in S)
    lines = ["| %s | n | allowed |" % field, "|---|---|---|"]
    for k, (lo, hi) in ranges.items():
        lines.append("| %s | %d | %d-%d |" % (k, cnt.get(k, 0), lo, hi))
    return "\n".join(lines)


def write():
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    readme = [
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values "
        "or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev62: " + TITLE,
        "",
        "60 hand-written teach -> repeat -> control scenarios for the cairn learning loop. A developer corrects "
        "one mistake in a coding assistant's answer about cloud work from the command line (AWS CLI, gcloud, az, "
        "Terraform and OpenTofu, IAM, S3 and GCS buckets, VPCs, load balancers) or about one team's own accounts, "
        "regions, profiles, buckets, naming rules and conventions; a later session repeats the mistake, and a "
        "control answer must come back unchanged. Same format and rules as "
        "`shared/eval/loop/scenarios_dev.jsonl`; run it with `run.py --scenarios <this dir>/scenarios.jsonl`.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data plus the validator; `python3 build.py` checks them and writes the two files below |",
        "| `scenarios.jsonl` | %d `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |" % len(S),
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
    ]
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(readme))


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    write()
    summary = []
    for field in ("difficulty", "control_kind", "repeat_variation"):
        cnt = Counter(s[field] for s in S)
        summary.append("%s: %s" % (field, ", ".join("%s %d" % kv for kv in sorted(cnt.items()))))
    print("ok: %d scenarios written to %s" % (len(S), os.path.join(HERE, "scenarios.jsonl")))
    print("\n".join(summary))


if __name__ == "__main__":
    main()
