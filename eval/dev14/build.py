#!/usr/bin/env python3
"""Build and verify eval/dev14/scenarios.jsonl (infrastructure as code / platform engineering).

    python3 build.py            # verify everything, then write scenarios.jsonl
    python3 build.py --check    # verify only, write nothing

The scenarios live below as Python data, each with the hand fix of its repeat
(a list of (old, new) replacements applied to repeat.output). The build checks:

  * JSON shape, field names and types, ids d14-001 .. d14-060, enum values;
  * counts per difficulty (30/20/10) and control_kind (25/12/12/11);
  * teach.gold_wrong occurs in teach.output and differs from gold_right;
  * every repeat, as written, FAILS its own checks: every expect_absent entry
    hits it and at least one expect_contains entry fails on it (the few
    remaining expect_contains entries are "keep" checks that a fix must not
    break, e.g. the sibling value that was already right);
  * the hand-fixed repeat PASSES every check (each replacement must apply);
  * lookalike controls contain the look-alike text; already_correct controls
    contain the right value and trip none of the repeat's expect_absent checks;
  * every `re:` entry compiles in Python and in Go RE2 (no look-around, no
    back-references) and matches identically in both on every text of its
    scenario (checked with a tiny Go program run through `go run`);
  * a scenario's wrong-value markers do not occur (case-insensitively) in any
    other scenario's texts;
  * queries are unique across the set.

Standard library only (plus the Go toolchain for the RE2 cross-check).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")

DIFFICULTIES = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KINDS = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}


def T(s):
    """Strip the leading/trailing newlines of a triple-quoted block."""
    return s.strip("\n")


SCEN = []


def add(topic, difficulty, variation, control_kind, teach, repeat, control, fix, wrong, marker):
    """teach: (query, output, message, gold_wrong, gold_right)
    repeat: (query, output, expect_contains, expect_absent)
    control: (query, output)
    fix: [(old, new), ...] applied to repeat.output -> hand-fixed repeat
    wrong: wrong-value markers that must not occur in other scenarios' texts
    marker: lookalike -> text the control must contain (the look-alike);
            already_correct -> the right value the control must contain;
            otherwise None."""
    q, o, m, gw, gr = teach
    rq, ro, rc, ra = repeat
    cq, co = control
    SCEN.append({
        "id": "d14-%03d" % (len(SCEN) + 1),
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": T(q), "output": T(o), "message": T(m), "gold_wrong": T(gw), "gold_right": T(gr)},
        "repeat": {"query": T(rq), "output": T(ro), "expect_contains": list(rc), "expect_absent": list(ra)},
        "control": {"query": T(cq), "output": T(co)},
        "_fix": [(a, b) for a, b in fix],
        "_wrong": list(wrong),
        "_marker": marker,
    })


# =====================================================================
# Terraform / OpenTofu
# =====================================================================

# 1 provider source namespace
add("terraform", "paraphrase", "code_block", "lookalike",
    (r"""Set up versions.tf for the new dns module; it needs the AWS provider and random.""",
     r"""
Here's a `versions.tf` pinning Terraform and both providers:

```hcl
terraform {
  required_version = "~> 1.8"

  required_providers {
    aws = {
      source  = "terraform-providers/aws"
      version = "~> 5.40"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }
}
```

Run `terraform init` afterwards so the lock file records both providers.
""",
     r"""terraform-providers/aws is the pre-0.13 namespace, the source is hashicorp/aws now.""",
     r'source  = "terraform-providers/aws"',
     r'source  = "hashicorp/aws"'),
    (r"""The certs module needs the tls provider as well. What goes in its required_providers?""",
     r"""
Add `tls` next to `aws` in the module's `versions.tf`:

```hcl
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
    tls = {
      source  = "terraform-providers/tls"
      version = "~> 4.0"
    }
  }
}
```

The `tls_private_key` and `tls_self_signed_cert` resources come from that provider.
""",
     [r're:source\s*=\s*"hashicorp/tls"'],
     [r"terraform-providers/"]),
    (r"""What did the 0.13upgrade commit change in the legacy vpc module's provider setup?""",
     r"""
It replaced the implicit provider with an explicit requirement. The commit message sums it up:

```
terraform 0.13upgrade: terraform-providers/aws -> hashicorp/aws
```

Before that, the module had no `required_providers` block at all, and Terraform 0.12 resolved `aws` from the legacy `terraform-providers` namespace implicitly.
"""),
    [(r'"terraform-providers/tls"', r'"hashicorp/tls"')],
    ["terraform-providers/"],
    "terraform-providers/aws -> hashicorp/aws")

# 2 org state bucket
add("terraform", "literal", "identifier", "lookalike",
    (r"""Write the backend block for the new network stack in prod.""",
     r"""
Use the S3 backend with the shared lock table:

```hcl
terraform {
  backend "s3" {
    bucket         = "halden-terraform-state"
    key            = "network/prod.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "halden-tf-locks"
    encrypt        = true
  }
}
```

The key follows the `<stack>/<env>.tfstate` layout, so the network state sits next to the others.
""",
     r"""Lock table is right, but prod state lives in halden-tfstate-prod. halden-terraform-state is the old sandbox bucket.""",
     r'bucket         = "halden-terraform-state"',
     r'bucket         = "halden-tfstate-prod"'),
    (r"""How do I read the prod network stack's outputs (vpc id, subnets) from the eks stack?""",
     r"""
Read them with a `terraform_remote_state` data source pointing at the network state:

```hcl
data "terraform_remote_state" "network" {
  backend = "s3"
  config = {
    bucket = "halden-terraform-state"
    key    = "network/prod.tfstate"
    region = "eu-west-1"
  }
}

locals {
  vpc_id          = data.terraform_remote_state.network.outputs.vpc_id
  private_subnets = data.terraform_remote_state.network.outputs.private_subnet_ids
}
```

The network stack has to declare `vpc_id` and `private_subnet_ids` as outputs for this to work.
""",
     [r'bucket = "halden-tfstate-prod"'],
     [r"halden-terraform-state"]),
    (r"""Which bucket does the sandbox account keep its Terraform state in?""",
     r"""
Sandbox was never migrated, so its stacks still use the original bucket:

```hcl
backend "s3" {
  bucket = "halden-terraform-state"
  key    = "sandbox/<stack>.tfstate"
  region = "eu-west-1"
}
```

That bucket lives in the sandbox account (730164825390), not in prod.
"""),
    [(r'bucket = "halden-terraform-state"', r'bucket = "halden-tfstate-prod"')],
    ["halden-terraform-state"],
    "halden-terraform-state")

# 3 git module source query parameter
add("terraform", "paraphrase", "code_block", "same_topic",
    (r"""Point the vpc module at our modules repo, version v3.2.0.""",
     r"""
Use a git source with the subdirectory after `//`:

```hcl
module "vpc" {
  source = "git::https://gitlab.halden.dev/platform/terraform-modules.git//vpc?tag=v3.2.0"

  name       = "prod-core"
  cidr_block = "10.40.0.0/16"
}
```

Run `terraform init` again after changing a module source.
""",
     r"""Isn't it ?ref= for git sources? tag isn't a parameter Terraform understands there.""",
     r"""//vpc?tag=v3.2.0""",
     r"""//vpc?ref=v3.2.0"""),
    (r"""Bump the eks module source to v1.9.1 from the same modules repo.""",
     r"""
Change the source line; everything else stays:

```hcl
module "eks" {
  source = "git::https://gitlab.halden.dev/platform/terraform-modules.git//eks?tag=v1.9.1"

  cluster_name    = "hal-prod-euw1"
  cluster_version = "1.29"
}
```

Then `terraform init -upgrade` fetches the new revision.
""",
     [r"//eks?ref=v1.9.1"],
     [r"?tag="]),
    (r"""How do we pin the public terraform-aws-modules vpc module?""",
     r"""
Registry modules take a separate `version` argument instead of anything in the source string:

```hcl
module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "5.8.1"
}
```

`version` only works for registry sources; git sources are pinned through the URL itself.
"""),
    [(r"//eks?tag=v1.9.1", r"//eks?ref=v1.9.1")],
    ["?tag="],
    None)

# 4 init -migrate-state vs -reconfigure
add("terraform", "literal", "reworded", "lookalike",
    (r"""I changed the backend key for the iam stack from iam.tfstate to iam/prod.tfstate. How do I move the existing state over?""",
     r"""
Update the `key` in the backend block, then re-initialise:

```sh
terraform init -reconfigure
terraform plan   # should show no changes
```

Terraform reads the new backend settings and you can carry on planning.
""",
     r"""-reconfigure just forgets the old backend, it won't copy anything and the plan will want to recreate everything. It's -migrate-state.""",
     r"""terraform init -reconfigure""",
     r"""terraform init -migrate-state"""),
    (r"""We're moving the dns stack off local state into the S3 backend. Once the backend block is added, what's the init command?""",
     r"""
After adding the `backend "s3"` block, run:

```sh
terraform init -reconfigure
```

Then check that `terraform state list` shows the records you expect before the next apply.
""",
     [r"terraform init -migrate-state"],
     [r"-reconfigure"]),
    (r"""CI runs init on a fresh runner with -backend-config per environment and complains 'Backend configuration changed'. Nothing needs migrating, each env has its own state. Which flag?""",
     r"""
Since every runner starts clean and each environment already has its own state, tell Terraform to ignore the previously saved backend settings:

```sh
terraform init -reconfigure -backend-config=env/staging.hcl
```

No state is copied, which is exactly what you want here.
"""),
    [(r"terraform init -reconfigure", r"terraform init -migrate-state")],
    ["-reconfigure"],
    "terraform init -reconfigure -backend-config")

# 5 validation error_message
add("terraform", "literal", "code_block", "already_correct",
    (r"""Add validation to var.environment so only dev, staging and prod are accepted.""",
     r"""
```hcl
variable "environment" {
  type        = string
  description = "Deployment environment"

  validation {
    condition = contains(["dev", "staging", "prod"], var.environment)
    message   = "environment must be one of dev, staging, prod."
  }
}
```

A bad value now fails at plan time instead of halfway through an apply.
""",
     r"""The argument inside a validation block is error_message, not message. Terraform won't accept that.""",
     r'message   = "environment must be one of dev, staging, prod."',
     r'error_message = "environment must be one of dev, staging, prod."'),
    (r"""Validate var.instance_count so it has to be between 1 and 10.""",
     r"""
```hcl
variable "instance_count" {
  type    = number
  default = 2

  validation {
    condition = var.instance_count >= 1 && var.instance_count <= 10
    message   = "instance_count must be between 1 and 10."
  }
}
```
""",
     [r're:error_message\s*=\s*"instance_count must be between 1 and 10\."'],
     [r"re:(?m)^\s*message\s*="]),
    (r"""Add a validation on var.cidr_block that it's a valid CIDR.""",
     r"""
```hcl
variable "cidr_block" {
  type = string

  validation {
    condition     = can(cidrhost(var.cidr_block, 0))
    error_message = "cidr_block must be a valid IPv4 CIDR, e.g. 10.40.0.0/16."
  }
}
```

`can()` turns the error from `cidrhost` into `false`, so your message is shown instead of the raw function error.
"""),
    [(r'    message   = "instance_count', r'    error_message = "instance_count')],
    ['    message   = "'],
    "error_message =")

# 6 tfvars auto-loading (semantic)
add("terraform", "semantic", "reworded", "already_correct",
    (r"""How do I run the plan for prod? We have prod.tfvars and staging.tfvars in the root module.""",
     r"""
Select the workspace and plan:

```sh
terraform workspace select prod
terraform plan
```

Terraform loads `prod.tfvars` automatically when the `prod` workspace is selected, so there's nothing else to pass.
""",
     r"""That's not how it works. Only terraform.tfvars and *.auto.tfvars are loaded automatically; prod.tfvars has to be passed with -var-file, otherwise the plan runs with the defaults.""",
     r"""Terraform loads `prod.tfvars` automatically when the `prod` workspace is selected, so there's nothing else to pass.""",
     r"""Terraform only auto-loads `terraform.tfvars` and `*.auto.tfvars`, so pass the file explicitly: `terraform plan -var-file=prod.tfvars`."""),
    (r"""What's the command to plan staging with its own variables file?""",
     r"""
Switch to the staging workspace and run a plan:

```sh
terraform workspace select staging
terraform plan
```

Because the workspace is `staging`, Terraform picks up `staging.tfvars` on its own.
""",
     [r're:-var-file[= ]"?staging\.tfvars'],
     [r"re:(?i)picks up .staging\.tfvars. on its own|loads .staging\.tfvars. automatically"]),
    (r"""Give me the apply command for the dev environment.""",
     r"""
```sh
terraform workspace select dev
terraform apply -var-file=dev.tfvars
```

The workspace picks the state and `-var-file` picks the values; they're independent, so keep both.
"""),
    [("terraform plan\n```", "terraform plan -var-file=staging.tfvars\n```"),
     (r"Because the workspace is `staging`, Terraform picks up `staging.tfvars` on its own.",
      r"Terraform doesn't auto-load `staging.tfvars` (only `terraform.tfvars` and `*.auto.tfvars`), so it has to be passed with `-var-file`.")],
    ["loads `prod.tfvars` automatically", "picks up `staging.tfvars` on its own"],
    "-var-file=dev.tfvars")

# 7 OpenTofu state encryption needs 1.7
add("opentofu", "paraphrase", "identifier", "lookalike",
    (r"""Turn on state encryption for the billing stack; it runs on OpenTofu.""",
     r"""
OpenTofu can encrypt state client-side with a key provider. Add this to the root module:

```hcl
terraform {
  required_version = ">= 1.6.0"

  encryption {
    key_provider "aws_kms" "state" {
      kms_key_id = "alias/tofu-state"
      region     = "eu-west-1"
      key_spec   = "AES_256"
    }
    method "aes_gcm" "state" {
      keys = key_provider.aws_kms.state
    }
    method "unencrypted" "migrate" {}

    state {
      method = method.aes_gcm.state
      fallback {
        method = method.unencrypted.migrate
      }
    }
  }
}
```

The `unencrypted` fallback lets OpenTofu read the existing plain state once; drop it after the first apply has rewritten the state encrypted.
""",
     r"""Encryption only exists from OpenTofu 1.7, 1.6 fails on that block. Bump required_version.""",
     r'required_version = ">= 1.6.0"',
     r'required_version = ">= 1.7.0"'),
    (r"""Set up encryption for state and plan files in the new ledger stack, with the right version constraint.""",
     r"""
Plan files use the same method, under a `plan` block:

```hcl
terraform {
  required_version = "~> 1.6"

  encryption {
    key_provider "aws_kms" "ledger" {
      kms_key_id = "alias/tofu-state"
      region     = "eu-west-1"
      key_spec   = "AES_256"
    }
    method "aes_gcm" "ledger" {
      keys = key_provider.aws_kms.ledger
    }
    state {
      method = method.aes_gcm.ledger
    }
    plan {
      method = method.aes_gcm.ledger
    }
  }
}
```

The stack is new, so no `unencrypted` fallback is needed.
""",
     [r're:required_version = "(~>|>=) ?1\.[7-9]'],
     [r're:required_version = "[^"]*1\.6']),
    (r"""What should required_version be in the shared tags module? It has no encryption and no provider functions, only locals and outputs.""",
     r"""
Keep it at the floor we support everywhere, since the module uses nothing newer:

```hcl
terraform {
  required_version = ">= 1.6.0"
}
```

Only root modules that turn on `encryption` need a 1.7 floor; a locals-and-outputs module shouldn't force its callers to upgrade.
"""),
    [(r'required_version = "~> 1.6"', r'required_version = "~> 1.7"')],
    [">= 1.6.0", "~> 1.6"],
    'required_version = ">= 1.6.0"')

# 8 provider lock platform names
add("opentofu", "literal", "code_block", "lookalike",
    (r"""Our laptops are Apple silicon and CI is linux/amd64. How do I make the billing stack's lock file work on both?""",
     r"""
Record the provider checksums for both platforms in `.terraform.lock.hcl`:

```sh
tofu providers lock \
  -platform=linux_amd64 \
  -platform=darwin_aarch64
```

Commit the updated lock file; `tofu init` on either machine then verifies against the recorded hashes instead of adding new ones.
""",
     r"""darwin_arm64. aarch64 isn't a platform name tofu knows.""",
     r"""-platform=darwin_aarch64""",
     r"""-platform=darwin_arm64"""),
    (r"""Add a make target that refreshes the provider locks for the ledger stack, including the new Graviton runners.""",
     "```make\n.PHONY: lock\nlock:\n\tcd stacks/ledger && tofu providers lock \\\n\t\t-platform=linux_amd64 \\\n\t\t-platform=linux_arm64 \\\n\t\t-platform=darwin_aarch64\n```\n\nRun `make lock` after every provider version bump and commit `.terraform.lock.hcl`.",
     [r"-platform=darwin_arm64", r"-platform=linux_arm64"],
     [r"aarch64"]),
    (r"""On the Graviton CI runner, what does uname -m print, and which platform do I pass to providers lock for it?""",
     r"""
`uname -m` prints `aarch64` there; that's the kernel's name for 64-bit ARM. Provider platforms use Go's naming instead, so the runner is `linux_arm64`:

```sh
tofu providers lock -platform=linux_arm64
```
"""),
    [(r"-platform=darwin_aarch64", r"-platform=darwin_arm64")],
    ["darwin_aarch64"],
    "`aarch64`")

# =====================================================================
# Pulumi
# =====================================================================

# 9 stack reference needs org/project/stack
add("pulumi", "paraphrase", "identifier", "unrelated",
    (r"""In the Pulumi app project, how do I get the VPC id that the network project exports in prod?""",
     r"""
Use a stack reference and read the output:

```typescript
import * as pulumi from "@pulumi/pulumi";

const network = new pulumi.StackReference("network-prod");
export const vpcId = network.getOutput("vpcId");
const privateSubnetIds = network.getOutput("privateSubnetIds");
```

`getOutput` returns an `Output`, so use it with `apply` or pass it straight into resource arguments.
""",
     r"""Use the fully qualified name, halden/network/prod. There is no stack called network-prod in our org.""",
     r'new pulumi.StackReference("network-prod")',
     r'new pulumi.StackReference("halden/network/prod")'),
    (r"""The data project needs the staging cluster's kubeconfig, which the eks project exports. How do I get it?""",
     r"""
Reference the eks stack and require the output:

```typescript
const eks = new pulumi.StackReference("eks-staging");
const kubeconfig = eks.requireOutput("kubeconfig");

const provider = new k8s.Provider("staging", { kubeconfig });
```

`requireOutput` fails the preview early if the output is missing, which beats a late `undefined`.
""",
     [r'StackReference("halden/eks/staging")'],
     [r're:StackReference\("[a-z]+-[a-z]+"\)']),
    (r"""How do I tail a Lambda function's logs from the CLI?""",
     r"""
With AWS CLI v2 you can follow the log group directly:

```sh
aws logs tail /aws/lambda/invoice-renderer --follow --since 10m
```

`--format short` drops the log stream names if the output is too noisy.
"""),
    [(r'StackReference("eks-staging")', r'StackReference("halden/eks/staging")')],
    ['"network-prod"', '"eks-staging"'],
    None)

# 10 config secrets
add("pulumi", "paraphrase", "reworded", "same_topic",
    (r"""Set the database password for the orders prod stack in Pulumi config.""",
     r"""
Set it on the prod stack:

```sh
pulumi stack select halden/orders/prod
pulumi config set dbPassword 'S3cure-Pa55'
```

Then read it in the program with `config.requireSecret("dbPassword")`.
""",
     r"""That writes the password in plain text into Pulumi.prod.yaml, which is committed. It needs --secret.""",
     r"""pulumi config set dbPassword 'S3cure-Pa55'""",
     r"""pulumi config set --secret dbPassword 'S3cure-Pa55'"""),
    (r"""Where do I put the Stripe API key for the payments stack so the program can read it?""",
     r"""
Store it in the stack's config:

```sh
pulumi stack select halden/payments/prod
pulumi config set stripeApiKey 'sk_live_51Hx...'
```

In the program, `config.requireSecret("stripeApiKey")` gives you an `Output<string>` you can pass into the Lambda's environment.
""",
     [r"re:pulumi config set (--secret stripeApiKey|stripeApiKey [^\n]*--secret)"],
     [r"re:pulumi config set stripeApiKey '[^'\n]*'\n"]),
    (r"""How do I check which config values in the orders prod stack are secrets?""",
     r"""
List the config; secret values are masked:

```sh
pulumi config --stack halden/orders/prod
```

Secrets show as `[secret]` in the VALUE column. Add `--show-secrets` only if you really need the plaintext on screen.
"""),
    [(r"pulumi config set stripeApiKey", r"pulumi config set --secret stripeApiKey")],
    ["pulumi config set dbPassword", "pulumi config set stripeApiKey"],
    None)

# 11 refresh does not change cloud resources (semantic)
add("pulumi", "semantic", "reworded", "unrelated",
    (r"""Someone changed the retention on the orders SQS queue by hand in the console. How do I get it back to what's in our Pulumi code?""",
     r"""
Run a refresh against the stack:

```sh
pulumi refresh --stack halden/orders/prod
```

`pulumi refresh` compares the live queue with your program and reverts the console change, so the retention goes back to the value in code.
""",
     r"""refresh doesn't touch AWS at all, it only pulls the live values into the state. You need a pulumi up after it to push the code's value back.""",
     r"""`pulumi refresh` compares the live queue with your program and reverts the console change, so the retention goes back to the value in code.""",
     r"""`pulumi refresh` only records the console change in the state; run `pulumi up` afterwards to set the retention back to the value in code."""),
    (r"""A rule was added by hand to the api security group. Can Pulumi put the group back the way the program defines it?""",
     r"""
Yes, run:

```sh
pulumi refresh --stack halden/api/prod
```

The refresh reverts the manual rule in AWS, so the security group ends up matching the program again.
""",
     [r"pulumi up"],
     [r"re:(?i)refresh (reverts|removes|undoes|rolls back)"]),
    (r"""What's the docker command to see why a container exited?""",
     r"""
Check the exit code and the last log lines:

```sh
docker inspect --format '{{.State.ExitCode}} {{.State.OOMKilled}}' api
docker logs --tail 50 api
```

Exit code 137 with `OOMKilled` true means the memory limit was hit.
"""),
    [("pulumi refresh --stack halden/api/prod\n```", "pulumi refresh --stack halden/api/prod\npulumi up --stack halden/api/prod\n```"),
     (r"The refresh reverts the manual rule in AWS, so the security group ends up matching the program again.",
      r"The refresh only records the manual rule in the state; `pulumi up` then removes it in AWS, so the security group ends up matching the program again.")],
    ["reverts the console change", "refresh reverts"],
    None)

# =====================================================================
# AWS CDK
# =====================================================================

# 12 CDK v1 module imports
add("aws-cdk", "paraphrase", "code_block", "lookalike",
    (r"""Add an S3 bucket for invoice PDFs to our CDK stack (TypeScript).""",
     r"""
```typescript
import * as cdk from 'aws-cdk-lib';
import * as s3 from '@aws-cdk/aws-s3';
import { Construct } from 'constructs';

export class InvoicesStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    new s3.Bucket(this, 'InvoicePdfs', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
    });
  }
}
```
""",
     r"""@aws-cdk/aws-s3 only exists in CDK v1. We're on v2, where the stable modules all come from aws-cdk-lib.""",
     r"""import * as s3 from '@aws-cdk/aws-s3';""",
     r"""import * as s3 from 'aws-cdk-lib/aws-s3';"""),
    (r"""Now add a queue with a dead-letter queue for the invoice jobs.""",
     r"""
```typescript
import * as cdk from 'aws-cdk-lib';
import * as sqs from '@aws-cdk/aws-sqs';

const dlq = new sqs.Queue(this, 'InvoiceJobsDlq', {
  retentionPeriod: cdk.Duration.days(14),
});

const jobs = new sqs.Queue(this, 'InvoiceJobs', {
  visibilityTimeout: cdk.Duration.minutes(5),
  deadLetterQueue: { queue: dlq, maxReceiveCount: 5 },
});
```
""",
     [r"re:from 'aws-cdk-lib/aws-sqs'|aws_sqs as sqs \} from 'aws-cdk-lib'"],
     [r"@aws-cdk/aws-sqs"]),
    (r"""How do I use the L2 App Runner constructs in our CDK v2 app?""",
     r"""
App Runner's L2 constructs are still experimental in v2, so they ship as a separate alpha package rather than inside `aws-cdk-lib`:

```sh
npm install @aws-cdk/aws-apprunner-alpha
```

```typescript
import * as apprunner from '@aws-cdk/aws-apprunner-alpha';
```

Pin it to the alpha release that matches your `aws-cdk-lib` version (for example `2.150.0-alpha.0` for `2.150.0`); alpha APIs can change between minor releases.
"""),
    [(r"import * as sqs from '@aws-cdk/aws-sqs';", r"import * as sqs from 'aws-cdk-lib/aws-sqs';")],
    ["@aws-cdk/aws-s3'", "@aws-cdk/aws-sqs"],
    "@aws-cdk/aws-apprunner-alpha")

# 13 prod account id
add("aws-cdk", "literal", "identifier", "already_correct",
    (r"""Bootstrap CDK in staging and prod, eu-west-1.""",
     r"""
Bootstrap each account/region pair once, trusting the shared-services account the pipeline runs in:

```sh
cdk bootstrap aws://552019384761/eu-west-1 --trust 209871346550 --cloudformation-execution-policies arn:aws:iam::aws:policy/AdministratorAccess
cdk bootstrap aws://418273650921/eu-west-1 --trust 209871346550 --cloudformation-execution-policies arn:aws:iam::aws:policy/AdministratorAccess
```

The first line is staging, the second prod.
""",
     r"""staging is right, prod's account id is 418273650912 (the last two digits are swapped).""",
     r"""aws://418273650921/eu-west-1""",
     r"""aws://418273650912/eu-west-1"""),
    (r"""Set the env for the prod instance of OrdersStack in bin/app.ts.""",
     r"""
```typescript
new OrdersStack(app, 'OrdersProd', {
  env: { account: '418273650921', region: 'eu-west-1' },
  stage: 'prod',
});
```

Hard-coding the account keeps `cdk synth` deterministic instead of depending on whichever credentials happen to be active.
""",
     [r"account: '418273650912'"],
     [r"418273650921"]),
    (r"""What's the ARN of the CDK deploy role in prod?""",
     r"""
With the default bootstrap qualifier it's:

```
arn:aws:iam::418273650912:role/cdk-hnb659fds-deploy-role-418273650912-eu-west-1
```

`hnb659fds` is the default qualifier; it only changes if the account was bootstrapped with `--qualifier`.
"""),
    [(r"account: '418273650921'", r"account: '418273650912'")],
    ["418273650921"],
    "418273650912")

# 14 RDS encryption is mandatory (CDK -> CloudFormation casing)
add("aws-cdk", "literal", "casing", "same_topic",
    (r"""CDK: add a Postgres RDS instance for the ledger service in prod.""",
     r"""
```typescript
const db = new rds.DatabaseInstance(this, 'LedgerDb', {
  engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_16 }),
  instanceType: ec2.InstanceType.of(ec2.InstanceClass.M7G, ec2.InstanceSize.LARGE),
  vpc,
  vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
  multiAz: true,
  storageEncrypted: false,
  deletionProtection: true,
  backupRetention: cdk.Duration.days(14),
});
```

Deletion protection is on, so a stray `cdk destroy` can't take the database with it.
""",
     r"""Deletion protection is good, but storageEncrypted has to be true. Our SCP denies unencrypted RDS in prod, so the deploy would just fail.""",
     r"""storageEncrypted: false,""",
     r"""storageEncrypted: true,"""),
    (r"""The reporting team uses plain CloudFormation. Give me the DBInstance resource for their prod Postgres.""",
     r"""
```yaml
ReportingDb:
  Type: AWS::RDS::DBInstance
  Properties:
    Engine: postgres
    EngineVersion: "16.4"
    DBInstanceClass: db.m7g.large
    AllocatedStorage: "100"
    MultiAZ: true
    StorageEncrypted: false
    DeletionProtection: true
    ManageMasterUserPassword: true
    MasterUsername: reporting
    DBSubnetGroupName: !Ref ReportingSubnets
```
""",
     [r"StorageEncrypted: true"],
     [r"re:(?i)storageEncrypted: false"]),
    (r"""How do I turn on Performance Insights for the ledger DB in CDK?""",
     r"""
Set two props on the `DatabaseInstance`:

```typescript
enablePerformanceInsights: true,
performanceInsightRetention: rds.PerformanceInsightRetention.DEFAULT,
```

`DEFAULT` is the free 7-day retention; longer retention is billed per vCPU.
"""),
    [(r"StorageEncrypted: false", r"StorageEncrypted: true")],
    ["storageEncrypted: false"],
    None)

# 15 default removal policy of stateful resources (semantic)
add("aws-cdk", "semantic", "casing", "unrelated",
    (r"""If we cdk destroy the preview stack, what happens to its S3 bucket?""",
     r"""
The bucket is deleted along with the stack. CDK's default removal policy for `s3.Bucket` is DESTROY, so CloudFormation removes it on stack deletion (as long as it's empty).
""",
     r"""Other way round: the default for buckets is RETAIN, they get orphaned on destroy. That's why we keep finding preview-* buckets lying around.""",
     r"""CDK's default removal policy for `s3.Bucket` is DESTROY, so CloudFormation removes it on stack deletion (as long as it's empty).""",
     r"""CDK's default removal policy for `s3.Bucket` is RETAIN, so CloudFormation leaves it behind on stack deletion; set `removalPolicy: cdk.RemovalPolicy.DESTROY` (plus `autoDeleteObjects: true`) if it should go."""),
    (r"""Will deleting the preview stack also drop its DynamoDB table?""",
     r"""
Yes. A `dynamodb.Table` defaults to a Destroy removal policy, so the table and its data are deleted together with the stack. Export anything you need first.
""",
     [r"re:(?i)defaults to an? retain"],
     [r"re:(?i)defaults to an? destroy", r"re:(?i)deleted together with the stack"]),
    (r"""How do I list the CloudFormation stacks that are stuck in UPDATE_ROLLBACK_FAILED?""",
     r"""
```sh
aws cloudformation list-stacks --stack-status-filter UPDATE_ROLLBACK_FAILED \
  --query 'StackSummaries[].StackName' --output text
```

For each one, `aws cloudformation continue-update-rollback --stack-name <name>` usually unsticks it; add `--resources-to-skip` for resources that can't be rolled back.
"""),
    [(r"Yes. A `dynamodb.Table` defaults to a Destroy removal policy, so the table and its data are deleted together with the stack. Export anything you need first.",
      r"No. A `dynamodb.Table` defaults to a Retain removal policy, so the table and its data stay behind when the stack is deleted. Set `removalPolicy: cdk.RemovalPolicy.DESTROY` on it if preview tables should go with the stack.")],
    ["is DESTROY", "Destroy removal policy"],
    None)

# =====================================================================
# CloudFormation
# =====================================================================

# 16 name/URL where an ARN is needed
add("cloudformation", "paraphrase", "identifier", "lookalike",
    (r"""CloudFormation: give the export Lambda's role permission to put objects in the ExportsBucket.""",
     r"""
```yaml
ExportFnPolicy:
  Type: AWS::IAM::Policy
  Properties:
    PolicyName: export-fn-s3
    Roles: [!Ref ExportFnRole]
    PolicyDocument:
      Version: "2012-10-17"
      Statement:
        - Effect: Allow
          Action: s3:PutObject
          Resource: !Sub "${ExportsBucket}/*"
```

Scoping it to `/*` grants object-level access only, not control over the bucket configuration.
""",
     r"""${ExportsBucket} resolves to the bucket name, not its ARN. The policy needs ${ExportsBucket.Arn}/*.""",
     r'''!Sub "${ExportsBucket}/*"''',
     r'''!Sub "${ExportsBucket.Arn}/*"'''),
    (r"""Now let the same role send messages to the ExportJobs queue.""",
     r"""
Add a second statement:

```yaml
        - Effect: Allow
          Action: sqs:SendMessage
          Resource: !Ref ExportJobsQueue
```

That limits the role to sending; it can't read or purge the queue.
""",
     [r"Resource: !GetAtt ExportJobsQueue.Arn"],
     [r"Resource: !Ref ExportJobsQueue"]),
    (r"""How does the export Lambda know which queue to send to?""",
     r"""
Pass the queue URL in as an environment variable. For an `AWS::SQS::Queue`, `!Ref` returns the URL, which is what the SDK's SendMessage call wants:

```yaml
ExportFn:
  Type: AWS::Lambda::Function
  Properties:
    Environment:
      Variables:
        EXPORT_JOBS_QUEUE_URL: !Ref ExportJobsQueue
```
"""),
    [(r"Resource: !Ref ExportJobsQueue", r"Resource: !GetAtt ExportJobsQueue.Arn")],
    ["${ExportsBucket}/*", "Resource: !Ref ExportJobsQueue"],
    "EXPORT_JOBS_QUEUE_URL: !Ref ExportJobsQueue")

# 17 CAPABILITY_NAMED_IAM
add("cloudformation", "literal", "reworded", "already_correct",
    (r"""Deploy the pipeline-roles template; it creates roles with fixed RoleName values.""",
     r"""
```sh
aws cloudformation deploy \
  --stack-name pipeline-roles \
  --template-file pipeline-roles.yaml \
  --capabilities CAPABILITY_IAM \
  --region eu-west-1
```

`deploy` creates a change set and executes it in one go; add `--no-execute-changeset` if you want to review it first.
""",
     r"""Thanks! One thing: since the template sets RoleName it needs CAPABILITY_NAMED_IAM, otherwise CloudFormation fails with InsufficientCapabilities.""",
     r"""--capabilities CAPABILITY_IAM""",
     r"""--capabilities CAPABILITY_NAMED_IAM"""),
    (r"""The ci-roles stack also sets RoleName on its roles. What's the deploy command?""",
     r"""
Same shape as the other IAM stacks:

```sh
aws cloudformation deploy --stack-name ci-roles --template-file ci-roles.yaml --capabilities CAPABILITY_IAM --region eu-west-1
```
""",
     [r"--capabilities CAPABILITY_NAMED_IAM"],
     [r"CAPABILITY_IAM"]),
    (r"""The ingest template uses an AWS::Include transform and creates roles with fixed names. Which capabilities does the deploy need?""",
     r"""
Both: one for the named IAM resources and one for the transform.

```sh
aws cloudformation deploy --stack-name ingest --template-file ingest.yaml \
  --capabilities CAPABILITY_NAMED_IAM CAPABILITY_AUTO_EXPAND --region eu-west-1
```
"""),
    [(r"--capabilities CAPABILITY_IAM", r"--capabilities CAPABILITY_NAMED_IAM")],
    ["CAPABILITY_IAM"],
    "CAPABILITY_NAMED_IAM")

# 18 Snapshot deletion policy on a bucket (CloudFormation -> CDK casing)
add("cloudformation", "literal", "casing", "lookalike",
    (r"""Make sure the audit-logs bucket survives if someone deletes the stack.""",
     r"""
Set the deletion policies on the bucket resource:

```yaml
AuditLogsBucket:
  Type: AWS::S3::Bucket
  DeletionPolicy: Snapshot
  UpdateReplacePolicy: Retain
  Properties:
    BucketName: halden-audit-logs-prod
    VersioningConfiguration:
      Status: Enabled
```
""",
     r"""Snapshot isn't supported on S3 buckets, that's for RDS, EBS volumes, ElastiCache and the like. For the bucket it's Retain.""",
     r"""DeletionPolicy: Snapshot""",
     r"""DeletionPolicy: Retain"""),
    (r"""In the CDK version of the audit stack, how do I keep the access-logs bucket when the stack is deleted?""",
     r"""
Set the removal policy on the bucket:

```typescript
const accessLogs = new s3.Bucket(this, 'AccessLogs', {
  versioned: true,
  removalPolicy: cdk.RemovalPolicy.SNAPSHOT,
});
```
""",
     [r"removalPolicy: cdk.RemovalPolicy.RETAIN"],
     [r"re:(?i)snapshot"]),
    (r"""And for the audit Postgres instance in the same template, which deletion policy keeps the data?""",
     r"""
For an `AWS::RDS::DBInstance`, take a final snapshot on deletion:

```yaml
AuditDb:
  Type: AWS::RDS::DBInstance
  DeletionPolicy: Snapshot
  UpdateReplacePolicy: Snapshot
```

The instance itself is removed, but the final snapshot stays and can be restored.
"""),
    [(r"cdk.RemovalPolicy.SNAPSHOT", r"cdk.RemovalPolicy.RETAIN")],
    ["snapshot"],
    "DeletionPolicy: Snapshot")

# 19 exports are regional (semantic)
add("cloudformation", "semantic", "reworded", "same_topic",
    (r"""The app stack in eu-west-1 needs the SNS alarm topic ARN that the monitoring stack in us-east-1 exports. How do I reference it?""",
     r"""
```yaml
AlarmActions:
  - !ImportValue monitoring-AlarmTopicArn
```

Exports are visible account-wide, across regions, so the eu-west-1 stack can import the us-east-1 value directly.
""",
     r"""Exports are per region. ImportValue in eu-west-1 only sees eu-west-1 exports, so for the us-east-1 topic you'd have to pass the ARN in as a stack parameter.""",
     r"""Exports are visible account-wide, across regions, so the eu-west-1 stack can import the us-east-1 value directly.""",
     r"""Exports are regional, so a eu-west-1 stack can't import a us-east-1 export; pass the ARN in as a stack parameter instead."""),
    (r"""Can the billing stack in eu-west-1 use !ImportValue for the Route 53 hosted zone id that the dns stack exports in us-east-1?""",
     r"""
Yes. `!ImportValue dns-PublicZoneId` works from any region, because CloudFormation exports are shared across all regions of the account.
""",
     [r"re:(?i)regional|per[- ]region|same region"],
     [r"re:(?i)works from any region|shared across all regions"]),
    (r"""Can two stacks in the same region share the VPC id through exports?""",
     r"""
Yes, within one account and region that's what exports are for:

```yaml
# network stack
Outputs:
  VpcId:
    Value: !Ref Vpc
    Export:
      Name: network-VpcId

# app stack
VpcId: !ImportValue network-VpcId
```

While any stack imports it, CloudFormation won't let you delete or change the export.
"""),
    [(r"Yes. `!ImportValue dns-PublicZoneId` works from any region, because CloudFormation exports are shared across all regions of the account.",
      r"No. CloudFormation exports are regional, so `!ImportValue dns-PublicZoneId` in eu-west-1 can't see an export made in us-east-1. The zone id itself is global, so pass it into the billing stack as a parameter instead.")],
    ["across regions", "from any region"],
    None)

# =====================================================================
# Kubernetes manifests and kubectl
# =====================================================================

# 20 CronJob apiVersion
add("kubernetes", "literal", "code_block", "already_correct",
    (r"""Write a CronJob that runs the invoice reconciler every night at 02:30 in the billing namespace.""",
     r"""
```yaml
apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: invoice-reconciler
  namespace: billing
spec:
  schedule: "30 2 * * *"
  timeZone: "Europe/Amsterdam"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      backoffLimit: 2
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: reconciler
              image: cr.halden.dev/billing/reconciler:1.12.0
              args: ["--since=24h"]
```

`concurrencyPolicy: Forbid` stops a slow run from overlapping with the next one.
""",
     r"""batch/v1beta1 was removed in 1.25 and our clusters are on 1.29, so this won't even apply. batch/v1.""",
     r"""apiVersion: batch/v1beta1""",
     r"""apiVersion: batch/v1"""),
    (r"""Add a CronJob that prunes old exports every Sunday at 04:00, same namespace.""",
     r"""
```yaml
apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: export-pruner
  namespace: billing
spec:
  schedule: "0 4 * * 0"
  successfulJobsHistoryLimit: 1
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: pruner
              image: cr.halden.dev/billing/export-pruner:0.4.2
              args: ["--older-than=30d"]
```
""",
     ["apiVersion: batch/v1\nkind: CronJob"],
     [r"v1beta1"]),
    (r"""Write a one-off Job that backfills invoices for March.""",
     r"""
```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: invoice-backfill-2024-03
  namespace: billing
spec:
  ttlSecondsAfterFinished: 86400
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: backfill
          image: cr.halden.dev/billing/reconciler:1.12.0
          args: ["--from=2024-03-01", "--to=2024-03-31"]
```
"""),
    [(r"apiVersion: batch/v1beta1", r"apiVersion: batch/v1")],
    ["batch/v1beta1"],
    "apiVersion: batch/v1\n")

# 21 fluent-bit is a DaemonSet (kubectl -> manifest casing)
add("kubernetes", "literal", "casing", "same_topic",
    (r"""fluent-bit didn't pick up the new output config. How do I restart it?""",
     r"""
The ConfigMap change isn't picked up until the pods restart:

```sh
kubectl -n logging rollout restart deployment/fluent-bit
kubectl -n logging rollout status deployment/fluent-bit
```
""",
     r"""fluent-bit is a DaemonSet here, one pod per node. There's no deployment by that name.""",
     r"""deployment/fluent-bit""",
     r"""daemonset/fluent-bit"""),
    (r"""I want to patch fluent-bit's memory limit with a kustomize patch in our logging overlay.""",
     r"""
Target the workload by kind and name:

```yaml
patches:
  - target:
      kind: Deployment
      name: fluent-bit
    patch: |-
      - op: replace
        path: /spec/template/spec/containers/0/resources/limits/memory
        value: 256Mi
```
""",
     [r"kind: DaemonSet"],
     [r"kind: Deployment"]),
    (r"""How do I check that fluent-bit is running on every node?""",
     r"""
Compare the DaemonSet's desired and ready counts, then look for nodes without a pod:

```sh
kubectl -n logging get daemonset fluent-bit
kubectl -n logging get pods -l app.kubernetes.io/name=fluent-bit -o wide
```

DESIRED should equal the number of schedulable nodes; a gap usually means a taint the DaemonSet doesn't tolerate.
"""),
    [(r"kind: Deployment", r"kind: DaemonSet")],
    ["deployment/fluent-bit", "kind: Deployment\n      name: fluent-bit"],
    None)

# 22 prod namespace of checkout
add("kubernetes", "literal", "identifier", "lookalike",
    (r"""Restart the checkout API in prod, the new secret values need to be loaded.""",
     r"""
```sh
kubectl --context hal-prod-euw1 -n checkout rollout restart deployment/checkout-api
kubectl --context hal-prod-euw1 -n checkout rollout status deployment/checkout-api --timeout=5m
```

The rolling update keeps `maxUnavailable` at its configured value, so capacity stays up during the restart.
""",
     r"""checkout is the staging namespace. In prod it's shop-checkout.""",
     r"""hal-prod-euw1 -n checkout rollout""",
     r"""hal-prod-euw1 -n shop-checkout rollout"""),
    (r"""Tail the logs of the checkout API in prod, last 15 minutes.""",
     r"""
```sh
kubectl --context hal-prod-euw1 -n checkout logs deployment/checkout-api --since=15m -f
```

`deployment/` picks one pod; use `-l app=checkout-api --prefix` instead if you want every replica.
""",
     [r"-n shop-checkout logs"],
     [r"re:-n checkout\b"]),
    (r"""Restart the checkout API in staging after the config change.""",
     r"""
```sh
kubectl --context hal-stg-euw1 -n checkout rollout restart deployment/checkout-api
```

Staging runs a single replica, so expect a few seconds of 503s while the new pod becomes ready.
"""),
    [(r"-n checkout logs", r"-n shop-checkout logs")],
    ["-n checkout "],
    "--context hal-stg-euw1 -n checkout")

# 23 Service targetPort is the container port
add("kubernetes", "paraphrase", "code_block", "lookalike",
    (r"""Expose the ledger API (the container listens on 8080) inside the cluster on port 80.""",
     r"""
Here's the Service spec for `ledger-api` in the `ledger` namespace:

```yaml
spec:
  selector:
    app: ledger-api
  ports:
    - name: http
      port: 80
      targetPort: 80
```

Other pods can now call `http://ledger-api.ledger.svc` without a port.
""",
     r"""port 80 is right for callers, but targetPort is the container's port, so 8080.""",
     r"""targetPort: 80""",
     r"""targetPort: 8080"""),
    (r"""Add a Service for the fx-rates worker's metrics; the container serves /metrics on 9102 and Prometheus should scrape port 9100 on the Service.""",
     r"""
```yaml
spec:
  selector:
    app: fx-rates
  ports:
    - name: metrics
      port: 9100
      targetPort: 9100
```

Point the ServiceMonitor at the `metrics` port name rather than the number so it survives renumbering.
""",
     [r"targetPort: 9102"],
     [r"targetPort: 9100"]),
    (r"""Service for the docs site; it's plain nginx serving on port 80 in the container.""",
     r"""
```yaml
spec:
  selector:
    app: docs
  ports:
    - name: http
      port: 80
      targetPort: 80
```

The stock nginx image listens on 80, so port and targetPort are the same here.
"""),
    [(r"targetPort: 9100", r"targetPort: 9102")],
    ["targetPort: 9100", "targetPort: 80\n"],
    "targetPort: 80")

# 24 internal ingress class
add("kubernetes", "literal", "identifier", "already_correct",
    (r"""Ingresses for the checkout app: the storefront is public, the admin UI internal only.""",
     r"""
Two Ingresses, one per class:

```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: storefront
  namespace: shop-checkout
spec:
  ingressClassName: nginx-public
  rules:
    - host: shop.halden.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: storefront
                port:
                  name: http
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: checkout-admin
  namespace: shop-checkout
spec:
  ingressClassName: nginx
  rules:
    - host: checkout-admin.int.halden.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: checkout-admin
                port:
                  name: http
```

The admin host only resolves on the VPN, so a separate class keeps it from being exposed by accident.
""",
     r"""storefront's fine. We don't have a class called nginx though, internal stuff goes on nginx-internal.""",
     "ingressClassName: nginx\n  rules:\n    - host: checkout-admin.int.halden.io",
     "ingressClassName: nginx-internal\n  rules:\n    - host: checkout-admin.int.halden.io"),
    (r"""Add an Ingress for Grafana in the monitoring namespace; it's internal.""",
     r"""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: grafana
  namespace: monitoring
spec:
  ingressClassName: nginx
  tls:
    - hosts: [grafana.int.halden.io]
      secretName: grafana-tls
  rules:
    - host: grafana.int.halden.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: grafana
                port:
                  number: 80
```
""",
     [r"ingressClassName: nginx-internal"],
     ["ingressClassName: nginx\n"]),
    (r"""Ingress for the internal feature-flag UI at flags.int.halden.io.""",
     r"""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: flags-ui
  namespace: flags
spec:
  ingressClassName: nginx-internal
  rules:
    - host: flags.int.halden.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: flags-ui
                port:
                  name: http
```
"""),
    [("ingressClassName: nginx\n", "ingressClassName: nginx-internal\n")],
    ["ingressClassName: nginx\n"],
    "ingressClassName: nginx-internal")

# 25 StatefulSet scale-down keeps PVCs (semantic)
add("kubernetes", "semantic", "reworded", "unrelated",
    (r"""Can I scale the kafka StatefulSet to 0 during the maintenance window and bring it back afterwards?""",
     r"""
You can, but be careful: scaling a StatefulSet to 0 deletes its PersistentVolumeClaims, so the brokers come back with empty disks and have to re-replicate everything from the other cluster.
""",
     r"""No, the PVCs stay. Scaling down never deletes them unless a persistentVolumeClaimRetentionPolicy with whenScaled: Delete is set, and we don't set one. The pods reattach to the same volumes when you scale back up.""",
     r"""scaling a StatefulSet to 0 deletes its PersistentVolumeClaims, so the brokers come back with empty disks and have to re-replicate everything from the other cluster.""",
     r"""scaling a StatefulSet to 0 keeps its PersistentVolumeClaims (the default retention policy is Retain), so the brokers reattach to the same disks when you scale back up."""),
    (r"""If I take the zookeeper StatefulSet down to zero replicas over the weekend, do we lose its data?""",
     r"""
Yes, taking a StatefulSet to zero replicas removes its PVCs and releases the volumes behind them, so zookeeper starts from scratch when you scale it up again. Back the data up first.
""",
     [r"re:(?i)\b(keeps|kept|retain\w*|stays?)\b"],
     [r"re:(?i)removes its PVCs", r"re:(?i)from scratch"]),
    (r"""How do I find which node a pod was scheduled on?""",
     r"""
```sh
kubectl -n payments get pod payments-api-7c9d8 -o wide
```

The NODE column has it; `-o jsonpath='{.spec.nodeName}'` prints just the name.
"""),
    [(r"Yes, taking a StatefulSet to zero replicas removes its PVCs and releases the volumes behind them, so zookeeper starts from scratch when you scale it up again. Back the data up first.",
      r"No, taking a StatefulSet to zero replicas keeps its PVCs (the retention policy defaults to Retain), so zookeeper reattaches to the same volumes when you scale it up again.")],
    ["deletes its PersistentVolumeClaims", "removes its PVCs"],
    None)

# 26 use-context vs set-context
add("kubernetes", "paraphrase", "reworded", "lookalike",
    (r"""How do I switch kubectl to the prod cluster?""",
     r"""
```sh
kubectl config set-context hal-prod-euw1
kubectl config current-context
```

The second command confirms you're pointed at prod before you run anything destructive.
""",
     r"""hmm, I believe set-context only edits the context entry. Don't you need use-context to actually switch?""",
     r"""kubectl config set-context hal-prod-euw1""",
     r"""kubectl config use-context hal-prod-euw1"""),
    (r"""I'm on prod and need to go back to the staging cluster to test something. Command?""",
     r"""
Point kubectl back at staging:

```sh
kubectl config set-context hal-stg-euw1
```

Everything after that runs against staging until you switch again.
""",
     [r"kubectl config use-context hal-stg-euw1"],
     [r"set-context hal-stg-euw1"]),
    (r"""How do I make payments the default namespace of my current context so I can stop typing -n?""",
     r"""
```sh
kubectl config set-context --current --namespace=payments
```

That edits the active context in place; `kubectl config view --minify | grep namespace` confirms it.
"""),
    [(r"kubectl config set-context hal-stg-euw1", r"kubectl config use-context hal-stg-euw1")],
    ["set-context hal-"],
    "kubectl config set-context --current")

# =====================================================================
# Helm
# =====================================================================

# 27 Chart.yaml apiVersion with dependencies
add("helm", "literal", "code_block", "lookalike",
    (r"""Chart.yaml for the orders chart; it depends on the bitnami redis chart.""",
     r"""
```yaml
apiVersion: v1
name: orders
description: Orders API
type: application
version: 0.3.0
appVersion: "2.8.1"
dependencies:
  - name: redis
    version: "19.x.x"
    repository: oci://registry-1.docker.io/bitnamicharts
    condition: redis.enabled
```

Run `helm dependency update` to vendor the redis chart into `charts/`.
""",
     r"""dependencies in Chart.yaml only work with apiVersion: v2. v1 charts keep them in requirements.yaml.""",
     "apiVersion: v1\nname: orders",
     "apiVersion: v2\nname: orders"),
    (r"""And the Chart.yaml for the notifications chart, which pulls in the rabbitmq chart?""",
     r"""
```yaml
apiVersion: v1
name: notifications
description: Notification fan-out service
type: application
version: 0.1.0
appVersion: "1.0.4"
dependencies:
  - name: rabbitmq
    version: "14.x.x"
    repository: oci://registry-1.docker.io/bitnamicharts
```
""",
     ["apiVersion: v2\nname: notifications"],
     ["apiVersion: v1\n"]),
    (r"""Template for the orders Service in the chart.""",
     r"""
```yaml
apiVersion: v1
kind: Service
metadata:
  name: {{ include "orders.fullname" . }}
  labels:
    {{- include "orders.labels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "orders.selectorLabels" . | nindent 4 }}
  ports:
    - name: http
      port: {{ .Values.service.port }}
      targetPort: http
```

Services are in the core `v1` API; that has nothing to do with the chart's own `apiVersion` in Chart.yaml.
"""),
    [("apiVersion: v1\nname: notifications", "apiVersion: v2\nname: notifications")],
    ["apiVersion: v1\n"],
    "apiVersion: v1\nkind: Service")

# 28 OCI charts can't be added with helm repo add
add("helm", "paraphrase", "reworded", "lookalike",
    (r"""Install our api chart from the internal registry into the payments namespace, chart version 1.4.2.""",
     r"""
```sh
helm registry login cr.halden.dev
helm repo add halden oci://cr.halden.dev/charts
helm upgrade --install api halden/api --version 1.4.2 -n payments
```

`upgrade --install` makes the same command work for the first install and for every later upgrade.
""",
     r"""helm repo add doesn't support oci:// URLs. You reference the chart by its full URL: helm upgrade --install api oci://cr.halden.dev/charts/api --version 1.4.2 -n payments""",
     "helm repo add halden oci://cr.halden.dev/charts\nhelm upgrade --install api halden/api --version 1.4.2 -n payments",
     "helm upgrade --install api oci://cr.halden.dev/charts/api --version 1.4.2 -n payments"),
    (r"""What's the command to upgrade the worker release in jobs to chart 0.7.0? The chart is in cr.halden.dev like the others.""",
     r"""
```sh
helm repo add halden-charts oci://cr.halden.dev/charts
helm repo update
helm upgrade worker halden-charts/worker --version 0.7.0 -n jobs
```
""",
     [r"re:helm upgrade (--install )?worker oci://cr\.halden\.dev/charts/worker --version 0\.7\.0"],
     [r"helm repo add", r"halden-charts/worker"]),
    (r"""How do I get the upstream kube-prometheus-stack chart locally so I can diff its default values?""",
     r"""
The prometheus-community charts are published as a classic HTTP repository, so add it as a repo:

```sh
helm repo add prometheus-community https://prometheus-community.github.io/helm-charts
helm repo update
helm show values prometheus-community/kube-prometheus-stack > kps-values.yaml
```
"""),
    [("helm repo add halden-charts oci://cr.halden.dev/charts\nhelm repo update\nhelm upgrade worker halden-charts/worker --version 0.7.0 -n jobs",
      "helm registry login cr.halden.dev\nhelm upgrade worker oci://cr.halden.dev/charts/worker --version 0.7.0 -n jobs")],
    ["helm repo add halden", "halden-charts/"],
    "helm repo add prometheus-community https://")

# 29 pinned cert-manager version
add("helm", "literal", "identifier", "lookalike",
    (r"""Upgrade cert-manager in the prod cluster to the version we run.""",
     r"""
```sh
helm upgrade --install cert-manager jetstack/cert-manager \
  --namespace cert-manager \
  --version v1.15.3 \
  --values clusters/hal-prod-euw1/cert-manager.yaml
```

The values file keeps the cluster-specific settings (issuer, resources) out of the command line.
""",
     r"""values file path is right, but prod is pinned to v1.14.5 until the webhook change has been tested.""",
     r"""--version v1.15.3""",
     r"""--version v1.14.5"""),
    (r"""Write the Argo CD Application for cert-manager in the prod cluster.""",
     r"""
```yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: cert-manager-prod
  namespace: argocd
spec:
  project: platform
  source:
    repoURL: https://charts.jetstack.io
    chart: cert-manager
    targetRevision: v1.15.3
    helm:
      releaseName: cert-manager
  destination:
    name: hal-prod-euw1
    namespace: cert-manager
  syncPolicy:
    syncOptions: [CreateNamespace=true]
```
""",
     [r"targetRevision: v1.14.5"],
     [r"v1.15.3"]),
    (r"""Which cert-manager version are we trialling in the sandbox cluster?""",
     r"""
Sandbox runs v1.15.3; that's where the new webhook behaviour is being tested before prod moves off its pin.
"""),
    [(r"targetRevision: v1.15.3", r"targetRevision: v1.14.5")],
    ["v1.15.3"],
    "v1.15.3")

# 30 quote on integer fields
add("helm", "paraphrase", "code_block", "lookalike",
    (r"""Template the Deployment replicas from values in the orders chart.""",
     r"""
```yaml
spec:
  replicas: {{ .Values.replicaCount | quote }}
  selector:
    matchLabels:
      {{- include "orders.selectorLabels" . | nindent 6 }}
```

With `replicaCount: 3` in values.yaml each environment can set its own count.
""",
     r"""Drop the | quote. replicas has to be an integer; quoted it renders "3" as a string and the API server rejects the Deployment.""",
     r"""replicas: {{ .Values.replicaCount | quote }}""",
     r"""replicas: {{ .Values.replicaCount }}"""),
    (r"""Make the container port configurable in the orders Deployment template.""",
     r"""
```yaml
      containers:
        - name: orders
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"
          ports:
            - name: http
              containerPort: {{ .Values.containerPort | quote }}
              protocol: TCP
```
""",
     [r"containerPort: {{ .Values.containerPort }}"],
     [r"re:containerPort: \{\{ \.Values\.containerPort \| quote"]),
    (r"""Pass LOG_FORMAT from values into the orders container's env.""",
     r"""
```yaml
          env:
            - name: LOG_FORMAT
              value: {{ .Values.logFormat | quote }}
```

Env values must be strings, so `quote` matters here: without it a value like `true` or `1` would render as a YAML boolean or number and be rejected.
"""),
    [(r"containerPort: {{ .Values.containerPort | quote }}", r"containerPort: {{ .Values.containerPort }}")],
    ["replicaCount | quote", "containerPort | quote"],
    "{{ .Values.logFormat | quote }}")

# 31 rollback takes a revision
add("helm", "paraphrase", "reworded", "same_topic",
    (r"""The api release in payments broke after the upgrade to chart 1.8.2. Roll back to the previous chart, 1.8.1.""",
     r"""
```sh
helm rollback api 1.8.1 -n payments --wait
```

`--wait` blocks until the rolled-back pods are ready, so you know straight away whether it worked.
""",
     r"""doesn't rollback take the revision number from helm history rather than the chart version?""",
     r"""helm rollback api 1.8.1 -n payments --wait""",
     "helm history api -n payments\nhelm rollback api <REVISION> -n payments --wait"),
    (r"""The worker release in jobs was fine on chart 0.6.3 and the 0.7.0 upgrade broke it. How do I go back?""",
     r"""
Roll the release back to the chart that worked:

```sh
helm rollback worker 0.6.3 -n jobs
```
""",
     [r"helm history worker -n jobs", r"re:helm rollback worker [0-9]+ -n jobs"],
     [r"helm rollback worker 0.6.3"]),
    (r"""How do I see which values the current api release in payments was deployed with?""",
     r"""
```sh
helm get values api -n payments
```

Add `--all` to include the chart defaults, or `--revision N` to look at an older release.
"""),
    [(r"Roll the release back to the chart that worked:", r"Find the revision that ran chart 0.6.3, then roll back to that revision number:"),
     (r"helm rollback worker 0.6.3 -n jobs", "helm history worker -n jobs\nhelm rollback worker 4 -n jobs   # 4 = last revision on chart worker-0.6.3")],
    ["helm rollback api 1.8.1", "helm rollback worker 0.6.3"],
    None)

# =====================================================================
# Kustomize
# =====================================================================

# 32 bases -> resources
add("kustomize", "literal", "code_block", "lookalike",
    (r"""kustomization.yaml for the staging overlay of the orders app: the base plus a replica patch.""",
     r"""
```yaml
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: orders
bases:
  - ../../base
patches:
  - path: replicas.yaml
```

`kubectl apply -k overlays/staging` (or `kustomize build`) renders it.
""",
     r"""bases is deprecated, put ../../base under resources.""",
     "bases:\n  - ../../base",
     "resources:\n  - ../../base"),
    (r"""Same for the dev overlay of the notifications app, with a configMapGenerator for its env file.""",
     r"""
```yaml
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: notifications-dev
bases:
  - ../../base
configMapGenerator:
  - name: notifications-env
    envs:
      - dev.env
```
""",
     ["resources:\n  - ../../base"],
     [r"bases:"]),
    (r"""Our shared components live in a top-level bases/ directory of the platform repo. How does the ingress overlay pull in the ingress-nginx component from there?""",
     r"""
Reference the directory by relative path under `resources`:

```yaml
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ../../bases/ingress-nginx
  - namespace.yaml
```

`bases/` is only our folder name here; the field that pulls it in is `resources`.
"""),
    [("bases:\n  - ../../base", "resources:\n  - ../../base")],
    ["bases:\n"],
    "../../bases/ingress-nginx")

# 33 images transformer field newTag
add("kustomize", "literal", "identifier", "already_correct",
    (r"""Pin the orders images to 2.8.1 in the live overlay.""",
     r"""
Use the `images` transformer so the Deployment manifests don't need editing:

```yaml
images:
  - name: cr.halden.dev/orders/api
    tag: "2.8.1"
  - name: cr.halden.dev/orders/migrator
    newTag: "2.8.1"
```
""",
     r"""The migrator entry is fine, but the field is newTag. tag gets silently ignored, so the api would stay on whatever the base says.""",
     "- name: cr.halden.dev/orders/api\n    tag: \"2.8.1\"",
     "- name: cr.halden.dev/orders/api\n    newTag: \"2.8.1\""),
    (r"""Bump the notifications worker image to 1.0.5 in the staging overlay.""",
     r"""
```yaml
images:
  - name: cr.halden.dev/notifications/worker
    tag: "1.0.5"
```

`kustomize build overlays/staging | grep image:` confirms the rendered reference.
""",
     [r'newTag: "1.0.5"'],
     [r"re:(?m)^\s+tag:"]),
    (r"""Pin the reconciler image in the billing live overlay to 1.12.0.""",
     r"""
```yaml
images:
  - name: cr.halden.dev/billing/reconciler
    newTag: "1.12.0"
```

The base keeps its placeholder tag; the overlay decides what actually ships.
"""),
    [(r'''    tag: "1.0.5"''', r'''    newTag: "1.0.5"''')],
    ['    tag: "'],
    "newTag:")

# 34 prod overlay directory name
add("kustomize", "literal", "reworded", "unrelated",
    (r"""Render the prod manifests for orders so I can diff them against the cluster.""",
     r"""
```sh
kustomize build apps/orders/overlays/prod | kubectl --context hal-prod-euw1 diff -f -
```

`kubectl diff` exits 1 when there are differences, so don't chain it with `&&` in scripts.
""",
     r"""There's no overlays/prod. Our prod overlay is overlays/live.""",
     r"""apps/orders/overlays/prod""",
     r"""apps/orders/overlays/live"""),
    (r"""Apply the prod overlay of the notifications app by hand; the Argo sync is paused.""",
     r"""
```sh
kubectl --context hal-prod-euw1 apply -k apps/notifications/overlays/prod
```

Re-enable the Argo CD sync afterwards so the app is managed from git again.
""",
     [r"apply -k apps/notifications/overlays/live"],
     [r"re:overlays/prod\b"]),
    (r"""How do I get a shell in a running pod for debugging when the image has no shell?""",
     r"""
Attach an ephemeral debug container that targets the app container:

```sh
kubectl -n orders debug -it pod/orders-api-6b7f9 --image=busybox:1.36 --target=orders
```

`--target` shares the app container's process namespace, so you can see its processes from the debug shell.
"""),
    [(r"apps/notifications/overlays/prod", r"apps/notifications/overlays/live")],
    ["overlays/prod"],
    None)

# 35 commonLabels touches selectors (semantic)
add("kustomize", "semantic", "code_block", "same_topic",
    (r"""Add a team: payments label to everything in the existing payments overlay.""",
     r"""
```yaml
commonLabels:
  team: payments
```

`commonLabels` only adds the label to each resource's metadata, so it's safe on Deployments that are already running.
""",
     r"""I don't think that's safe: commonLabels also rewrites spec.selector, and selectors are immutable on existing Deployments, so the apply fails. Use labels with includeSelectors: false.""",
     "```yaml\ncommonLabels:\n  team: payments\n```\n\n`commonLabels` only adds the label to each resource's metadata, so it's safe on Deployments that are already running.",
     "```yaml\nlabels:\n  - pairs:\n      team: payments\n    includeSelectors: false\n```\n\n`commonLabels` would also rewrite `spec.selector`, which is immutable on running Deployments; `labels` with `includeSelectors: false` only touches metadata."),
    (r"""We need a cost-center: cc-4410 label on all resources in the running ledger overlay for the billing report.""",
     r"""
Add it in the overlay's kustomization.yaml:

```yaml
commonLabels:
  cost-center: cc-4410
```

Every resource in the overlay gets the label on its metadata, and nothing else changes.
""",
     [r"includeSelectors: false", r"cost-center: cc-4410"],
     [r"commonLabels:", r"nothing else changes"]),
    (r"""How do I add an annotation to every resource in the ledger overlay?""",
     r"""
```yaml
commonAnnotations:
  halden.dev/owner: ledger-team
```

Annotations play no part in selectors, so this is safe on resources that already exist.
"""),
    [("```yaml\ncommonLabels:\n  cost-center: cc-4410\n```", "```yaml\nlabels:\n  - pairs:\n      cost-center: cc-4410\n    includeSelectors: false\n```"),
     (r"Every resource in the overlay gets the label on its metadata, and nothing else changes.",
      r"Every resource in the overlay gets the label on its metadata; `includeSelectors: false` keeps it out of the immutable selectors of the running Deployments.")],
    ["commonLabels:"],
    None)

# =====================================================================
# Argo CD
# =====================================================================

# 36 in-cluster destination is the mgmt cluster
add("argocd", "paraphrase", "identifier", "lookalike",
    (r"""Write the Argo CD Application for the orders app in prod.""",
     r"""
```yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: orders-prod
  namespace: argocd
spec:
  project: payments
  source:
    repoURL: https://gitlab.halden.dev/platform/deploy.git
    targetRevision: trunk
    path: apps/orders/overlays/live
  destination:
    server: https://kubernetes.default.svc
    namespace: orders
  syncPolicy:
    automated:
      prune: true
      selfHeal: true
```
""",
     r"""kubernetes.default.svc is the mgmt cluster Argo runs in, not prod. Prod apps target the registered cluster: name: hal-prod-euw1.""",
     r"""server: https://kubernetes.default.svc""",
     r"""name: hal-prod-euw1"""),
    (r"""Now the staging Application for notifications.""",
     r"""
```yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: notifications-staging
  namespace: argocd
spec:
  project: payments
  source:
    repoURL: https://gitlab.halden.dev/platform/deploy.git
    targetRevision: trunk
    path: apps/notifications/overlays/staging
  destination:
    server: https://kubernetes.default.svc
    namespace: notifications
  syncPolicy:
    automated:
      prune: true
      selfHeal: true
```
""",
     ["destination:\n    name: hal-stg-euw1"],
     [r"kubernetes.default.svc"]),
    (r"""Application that installs external-secrets on the mgmt cluster itself, where Argo CD runs.""",
     r"""
```yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: external-secrets-mgmt
  namespace: argocd
spec:
  project: platform
  source:
    repoURL: https://charts.external-secrets.io
    chart: external-secrets
    targetRevision: 0.10.4
  destination:
    server: https://kubernetes.default.svc
    namespace: external-secrets
  syncPolicy:
    syncOptions: [CreateNamespace=true]
```

Because this targets the cluster Argo CD itself runs in, the in-cluster address is the right destination.
"""),
    [(r"server: https://kubernetes.default.svc", r"name: hal-stg-euw1")],
    ["kubernetes.default.svc"],
    "server: https://kubernetes.default.svc")

# 37 hook name PreSync (casing)
add("argocd", "literal", "casing", "same_topic",
    (r"""Run the orders DB migration Job before Argo syncs the new Deployment.""",
     r"""
Make the migration a sync hook:

```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: orders-migrate
  annotations:
    argocd.argoproj.io/hook: pre-sync
    argocd.argoproj.io/hook-delete-policy: BeforeHookCreation
spec:
  backoffLimit: 1
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: migrate
          image: cr.halden.dev/orders/migrator:2.8.1
          args: ["up"]
```
""",
     r"""The hook value is PreSync. Argo doesn't know pre-sync, so it would treat the Job as a normal resource.""",
     r"""argocd.argoproj.io/hook: pre-sync""",
     r"""argocd.argoproj.io/hook: PreSync"""),
    (r"""The ledger app needs its schema migration to run before each sync as well.""",
     r"""
Annotate the migration Job as a hook:

```yaml
metadata:
  name: ledger-migrate
  annotations:
    argocd.argoproj.io/hook: Pre-Sync
    argocd.argoproj.io/hook-delete-policy: HookSucceeded
```

`HookSucceeded` removes the Job once it finishes cleanly, so the next sync can create it again.
""",
     [r"argocd.argoproj.io/hook: PreSync"],
     [r"re:(?i)hook: pre-sync"]),
    (r"""How do I make a Slack notification Job run after the sync succeeds?""",
     r"""
Use the `PostSync` hook:

```yaml
metadata:
  annotations:
    argocd.argoproj.io/hook: PostSync
    argocd.argoproj.io/hook-delete-policy: HookSucceeded
```

PostSync hooks only run after all resources are synced and healthy.
"""),
    [(r"argocd.argoproj.io/hook: Pre-Sync", r"argocd.argoproj.io/hook: PreSync")],
    ["pre-sync"],
    None)

# 38 Argo project for payments apps
add("argocd", "literal", "identifier", "unrelated",
    (r"""Argo CD Application for the payments-gateway in staging.""",
     r"""
```yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: payments-gateway-staging
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://gitlab.halden.dev/platform/deploy.git
    targetRevision: trunk
    path: apps/payments-gateway/overlays/staging
  destination:
    name: hal-stg-euw1
    namespace: payments-gateway
```
""",
     r"""Put it in project: payments. default is locked down to the platform team's bootstrap apps, so a sync from there gets denied.""",
     r"""project: default""",
     r"""project: payments"""),
    (r"""Write the Application for payments-fraud in prod.""",
     r"""
```yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: payments-fraud-prod
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://gitlab.halden.dev/platform/deploy.git
    targetRevision: trunk
    path: apps/payments-fraud/overlays/live
  destination:
    name: hal-prod-euw1
    namespace: payments-fraud
```
""",
     ["project: payments\n"],
     [r"project: default"]),
    (r"""How do I see why a pod is stuck in Pending?""",
     r"""
```sh
kubectl -n orders describe pod orders-api-6b7f9
```

The Events section at the bottom says why: usually `Insufficient cpu` or `memory`, an unmatched node selector, or a PVC that isn't bound yet.
"""),
    [(r"project: default", r"project: payments")],
    ["project: default"],
    None)

# 39 automated sync does not prune by default (semantic)
add("argocd", "semantic", "reworded", "unrelated",
    (r"""I removed the old report-mailer CronJob from the repo, but it's still running in the cluster. The reports-prod app has automated sync on.""",
     r"""
It should disappear on the next sync: with `syncPolicy.automated` enabled, Argo CD deletes resources that are no longer in git. If it's still there, trigger a sync by hand with `argocd app sync reports-prod`.
""",
     r"""automated doesn't prune on its own, prune defaults to false. That's exactly why it's still there; we need prune: true under automated.""",
     r"""with `syncPolicy.automated` enabled, Argo CD deletes resources that are no longer in git.""",
     r"""`syncPolicy.automated` alone doesn't delete resources that were removed from git; add `prune: true` under `automated` (or sync once with `--prune`)."""),
    (r"""If I delete the legacy-exporter ConfigMap from the ledger app's overlay, will Argo remove it from the cluster? The app syncs automatically.""",
     r"""
Yes. Since the app syncs automatically, Argo CD will delete the ConfigMap from the cluster on the next sync after your commit lands.
""",
     [r"prune: true"],
     [r"re:(?i)will delete the ConfigMap"]),
    (r"""What's the quickest way to check the TLS expiry of shop.halden.io from a terminal?""",
     r"""
```sh
echo | openssl s_client -connect shop.halden.io:443 -servername shop.halden.io 2>/dev/null | openssl x509 -noout -enddate
```

The `notAfter=` line is the expiry date.
"""),
    [(r"Yes. Since the app syncs automatically, Argo CD will delete the ConfigMap from the cluster on the next sync after your commit lands.",
      r"Not by itself. Automatic sync doesn't prune unless `prune: true` is set under `syncPolicy.automated`, so the ConfigMap would stay behind. Add `prune: true` (or run `argocd app sync ledger-prod --prune` once) and Argo CD removes it on the next sync.")],
    ["deletes resources that are no longer in git", "will delete the ConfigMap"],
    None)

# =====================================================================
# GitHub Actions
# =====================================================================

# 40 OIDC needs id-token: write
add("github-actions", "literal", "code_block", "already_correct",
    (r"""GitHub Actions: a deploy job that assumes our AWS role through OIDC.""",
     r"""
```yaml
jobs:
  deploy:
    runs-on: ubuntu-24.04
    permissions:
      contents: read
      id-token: read
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::418273650912:role/gha-deploy
          aws-region: eu-west-1
      - run: ./scripts/deploy.sh
```
""",
     r"""contents: read is fine, but id-token needs write. With read the job can't request the OIDC token.""",
     r"""id-token: read""",
     r"""id-token: write"""),
    (r"""Add a plan workflow on pull requests that uses the terraform plan role.""",
     r"""
```yaml
name: plan
on:
  pull_request:

permissions:
  contents: read
  id-token: read
  pull-requests: write

jobs:
  plan:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::418273650912:role/gha-terraform-plan
          aws-region: eu-west-1
      - run: terraform init -input=false && terraform plan -input=false -no-color
```
""",
     [r"id-token: write"],
     [r"id-token: read"]),
    (r"""Workflow that publishes the docs site to S3 from trunk.""",
     r"""
```yaml
name: docs
on:
  push:
    branches: [trunk]
    paths: ["docs/**"]

permissions:
  contents: read
  id-token: write

jobs:
  publish:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::418273650912:role/gha-docs-publish
          aws-region: eu-west-1
      - run: aws s3 sync site/ s3://halden-docs-site --delete
```
"""),
    [(r"id-token: read", r"id-token: write")],
    ["id-token: read"],
    "id-token: write")

# 41 big runner label (casing)
add("github-actions", "literal", "casing", "unrelated",
    (r"""The image build is slow on the hosted runners. Move the build job to our big self-hosted runners and keep the tests where they are.""",
     r"""
```yaml
jobs:
  test:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - run: make test

  build:
    runs-on: [self-hosted, linux, hal-large]
    steps:
      - uses: actions/checkout@v4
      - run: make image
```
""",
     r"""tests are fine. The big runners are labelled hal-build-16c though; hal-large was retired and jobs targeting it just queue forever.""",
     r"""runs-on: [self-hosted, linux, hal-large]""",
     r"""runs-on: [self-hosted, linux, hal-build-16c]"""),
    (r"""Our Rust service takes 20 minutes to compile on GitHub-hosted runners. Which runs-on should the release job use?""",
     r"""
Put it on the large self-hosted pool:

```yaml
  release:
    runs-on: [self-hosted, Linux, X64, HAL-Large]
    timeout-minutes: 45
```

Runner labels are case-insensitive, so the capitalisation doesn't matter.
""",
     [r"re:(?i)hal-build-16c"],
     [r"re:(?i)hal-large"]),
    (r"""How do I cache Go modules in a GitHub Actions job?""",
     r"""
`actions/setup-go` caches them for you when you point it at go.sum:

```yaml
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
          cache-dependency-path: go.sum
```

Caching has been on by default since v4; the key includes the hash of go.sum.
"""),
    [(r"HAL-Large]", r"hal-build-16c]"),
     (r"Runner labels are case-insensitive, so the capitalisation doesn't matter.", r"`hal-build-16c` is the large self-hosted pool.")],
    ["hal-large"],
    None)

# 42 set-output is deprecated
add("github-actions", "paraphrase", "code_block", "lookalike",
    (r"""Step that computes the image tag from the short SHA and exposes it to later steps.""",
     r"""
```yaml
      - id: meta
        run: |
          TAG="$(git rev-parse --short=8 HEAD)"
          echo "::set-output name=tag::$TAG"
      - run: docker build -t cr.halden.dev/orders/api:${{ steps.meta.outputs.tag }} .
```
""",
     r"""set-output is deprecated and warns on every run. Write it to $GITHUB_OUTPUT instead.""",
     r'''echo "::set-output name=tag::$TAG"''',
     r'''echo "tag=$TAG" >> "$GITHUB_OUTPUT"'''),
    (r"""After the push, capture the image digest as a step output for the deploy job.""",
     r"""
```yaml
      - id: push
        run: |
          docker push cr.halden.dev/orders/api:${{ steps.meta.outputs.tag }}
          DIGEST="$(docker inspect --format='{{index .RepoDigests 0}}' cr.halden.dev/orders/api:${{ steps.meta.outputs.tag }})"
          echo "::set-output name=digest::$DIGEST"
```

Expose it as a job output with `outputs: digest: ${{ steps.push.outputs.digest }}` so the deploy job can read it.
""",
     [r'''re:echo "digest=\$DIGEST" >> "?\$GITHUB_OUTPUT"?'''],
     [r"::set-output"]),
    (r"""The token we fetch in the release step shows up in the logs. How do I hide it?""",
     r"""
Register it as a secret with the `add-mask` workflow command before anything prints it:

```yaml
      - run: |
          TOKEN="$(./scripts/fetch-release-token.sh)"
          echo "::add-mask::$TOKEN"
          echo "RELEASE_TOKEN=$TOKEN" >> "$GITHUB_ENV"
```

Unlike `set-output`, `add-mask` is still a supported workflow command.
"""),
    [(r'''echo "::set-output name=digest::$DIGEST"''', r'''echo "digest=$DIGEST" >> "$GITHUB_OUTPUT"''')],
    ["::set-output"],
    'echo "::add-mask::$TOKEN"')

# 43 prod environment name (casing)
add("github-actions", "literal", "casing", "same_topic",
    (r"""Gate the prod apply job behind the required reviewers.""",
     r"""
Attach the job to the protected environment; its required reviewers have to approve before the job starts:

```yaml
  apply:
    needs: plan
    runs-on: ubuntu-24.04
    environment: production
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/apply.sh
```
""",
     r"""Plan looks good, but our environment is called prod-eu. There is no production environment; GitHub would just create an empty one and nobody gets asked to approve.""",
     r"""environment: production""",
     r"""environment: prod-eu"""),
    (r"""The database migration workflow should also need an approval before it touches prod.""",
     r"""
```yaml
  migrate:
    runs-on: ubuntu-24.04
    environment: Production
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/migrate.sh up
```

Environment names are case-insensitive, so `Production` matches the protected environment.
""",
     [r"environment: prod-eu"],
     [r"re:(?i)production"]),
    (r"""Can we stop prod-eu deploys from running concurrently?""",
     r"""
```yaml
concurrency:
  group: deploy-prod-eu
  cancel-in-progress: false
```

`cancel-in-progress: false` queues the next run instead of killing an apply halfway through.
"""),
    [(r"environment: Production", r"environment: prod-eu"),
     (r"Environment names are case-insensitive, so `Production` matches the protected environment.",
      r"`prod-eu` is the protected environment, so its required reviewers have to approve first.")],
    ["production"],
    None)

# 44 default branch is trunk
add("github-actions", "paraphrase", "identifier", "lookalike",
    (r"""Run the deploy workflow on every push to the default branch.""",
     r"""
```yaml
name: deploy
on:
  push:
    branches: [main]
  workflow_dispatch:
```

`workflow_dispatch` also lets you trigger it by hand from the Actions tab.
""",
     r"""trunk.""",
     r"""branches: [main]""",
     r"""branches: [trunk]"""),
    (r"""Only push the :latest tag when the build runs on the default branch.""",
     r"""
```yaml
      - name: Push latest
        if: github.ref == 'refs/heads/main'
        run: |
          docker tag cr.halden.dev/orders/api:${{ steps.meta.outputs.tag }} cr.halden.dev/orders/api:latest
          docker push cr.halden.dev/orders/api:latest
```
""",
     [r"refs/heads/trunk"],
     [r"refs/heads/main"]),
    (r"""Our fork of the upstream external-dns chart: how does the sync job pull in upstream changes?""",
     r"""
Upstream's default branch is `main`, so the sync job fetches that and rebases our patches onto it:

```sh
git fetch upstream main
git rebase upstream/main
git push origin HEAD:trunk --force-with-lease
```
"""),
    [(r"refs/heads/main", r"refs/heads/trunk")],
    ["branches: [main]", "refs/heads/main"],
    "git fetch upstream main")

# 45 checkout is shallow by default (semantic)
add("github-actions", "semantic", "reworded", "same_topic",
    (r"""We version the build from git tags, but git describe --tags in the workflow prints nothing useful.""",
     r"""
`actions/checkout` clones the full history with all tags by default, so `git describe --tags` should work. The problem is more likely the tag itself: check it actually exists on the remote with `git ls-remote --tags origin`.
""",
     r"""checkout does a shallow clone by default, depth 1 and no tags. That's the whole problem; it needs fetch-depth: 0.""",
     r"""`actions/checkout` clones the full history with all tags by default, so `git describe --tags` should work. The problem is more likely the tag itself: check it actually exists on the remote with `git ls-remote --tags origin`.""",
     r"""`actions/checkout` makes a shallow clone (depth 1, no tags) by default, so `git describe` has nothing to find. Set `fetch-depth: 0` on the checkout step."""),
    (r"""The changelog step runs git log $(git describe --tags --abbrev=0)..HEAD and fails in CI. Anything to change in the checkout?""",
     r"""
No change needed there: the default checkout already brings the full history and every tag, so the range resolves the same way as locally. Look at whether the release tag was pushed before the workflow started.
""",
     [r"fetch-depth: 0"],
     [r"re:(?i)already brings|full history and every tag|no change needed"]),
    (r"""The lint job only needs the current commit. Is the checkout step's default enough?""",
     r"""
Yes. `actions/checkout@v4` fetches a single commit by default (`fetch-depth: 1`), which is all a linter needs, and it's the fastest option.
"""),
    [(r"No change needed there: the default checkout already brings the full history and every tag, so the range resolves the same way as locally. Look at whether the release tag was pushed before the workflow started.",
      "Yes: the default checkout is shallow (one commit, no tags), so `git describe --tags --abbrev=0` finds nothing. Fetch the whole history and the tags:\n\n```yaml\n      - uses: actions/checkout@v4\n        with:\n          fetch-depth: 0\n```")],
    ["all tags by default", "every tag"],
    None)

# =====================================================================
# GitLab CI
# =====================================================================

# 46 CI_COMMIT_BRANCH
add("gitlab-ci", "literal", "code_block", "already_correct",
    (r"""GitLab: only run the publish job on release/* branches.""",
     r"""
```yaml
publish:
  stage: publish
  script:
    - ./scripts/publish.sh
  rules:
    - if: $CI_BRANCH_NAME =~ /^release\//
```
""",
     r"""thanks, though there's no CI_BRANCH_NAME in GitLab, so that rule never matches. CI_COMMIT_BRANCH.""",
     r"""$CI_BRANCH_NAME""",
     r"""$CI_COMMIT_BRANCH"""),
    (r"""And a deploy-docs job that runs on the default branch and on release branches.""",
     r"""
```yaml
deploy-docs:
  stage: deploy
  script:
    - ./scripts/deploy-docs.sh
  rules:
    - if: $CI_BRANCH_NAME == $CI_DEFAULT_BRANCH
    - if: $CI_BRANCH_NAME =~ /^release\//
```
""",
     [r"if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH", r"if: $CI_COMMIT_BRANCH =~ /^release"],
     [r"CI_BRANCH_NAME"]),
    (r"""Skip the e2e job in tag pipelines.""",
     r"""
```yaml
e2e:
  stage: test
  script:
    - make e2e
  rules:
    - if: $CI_COMMIT_TAG
      when: never
    - if: $CI_COMMIT_BRANCH
```

`$CI_COMMIT_BRANCH` is only set in branch pipelines, so the second rule covers every branch push.
"""),
    [(r"$CI_BRANCH_NAME == ", r"$CI_COMMIT_BRANCH == "), (r"$CI_BRANCH_NAME =~ ", r"$CI_COMMIT_BRANCH =~ ")],
    ["CI_BRANCH_NAME"],
    "$CI_COMMIT_BRANCH")

# 47 arm64 runner tag
add("gitlab-ci", "literal", "identifier", "unrelated",
    (r"""Build the api image for both amd64 and arm64 on our own runners, natively, no QEMU.""",
     r"""
```yaml
build:amd64:
  stage: build
  tags: [hal-docker-amd64]
  script:
    - docker build -t $CI_REGISTRY_IMAGE/api:$CI_COMMIT_SHORT_SHA-amd64 .
    - docker push $CI_REGISTRY_IMAGE/api:$CI_COMMIT_SHORT_SHA-amd64

build:arm64:
  stage: build
  tags: [hal-arm64]
  script:
    - docker build -t $CI_REGISTRY_IMAGE/api:$CI_COMMIT_SHORT_SHA-arm64 .
    - docker push $CI_REGISTRY_IMAGE/api:$CI_COMMIT_SHORT_SHA-arm64
```

A later job can stitch both into one manifest list with `docker buildx imagetools create`.
""",
     r"""The arm runners are tagged hal-docker-arm64, same scheme as the amd64 ones. The amd64 tag is right.""",
     r"""tags: [hal-arm64]""",
     r"""tags: [hal-docker-arm64]"""),
    (r"""Run the worker's arm64 integration tests on an arm runner.""",
     r"""
```yaml
test:worker:arm64:
  stage: test
  tags:
    - hal-arm64
  image: $CI_REGISTRY_IMAGE/worker:$CI_COMMIT_SHORT_SHA-arm64
  script:
    - make integration
```
""",
     [r"- hal-docker-arm64"],
     [r"hal-arm64"]),
    (r"""How do I make a GitLab job retry automatically when the runner dies?""",
     r"""
```yaml
  retry:
    max: 2
    when:
      - runner_system_failure
      - stuck_or_timeout_failure
```

Script failures still fail immediately; only infrastructure problems are retried.
"""),
    [(r"- hal-arm64", r"- hal-docker-arm64")],
    ["hal-arm64"],
    None)

# 48 dind TLS port
add("gitlab-ci", "literal", "code_block", "lookalike",
    (r"""GitLab job that builds images with docker:dind, TLS on.""",
     r"""
```yaml
build:image:
  image: docker:27
  services:
    - docker:27-dind
  variables:
    DOCKER_HOST: tcp://docker:2375
    DOCKER_TLS_CERTDIR: "/certs"
    DOCKER_TLS_VERIFY: "1"
    DOCKER_CERT_PATH: "/certs/client"
  script:
    - docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .
```
""",
     r"""With TLS on, dind listens on 2376. 2375 is the plain-text port and it isn't open when DOCKER_TLS_CERTDIR is set.""",
     r"""DOCKER_HOST: tcp://docker:2375""",
     r"""DOCKER_HOST: tcp://docker:2376"""),
    (r"""Template for other projects: a hidden .docker-build job with dind and TLS that they can extend.""",
     r"""
```yaml
.docker-build:
  image: docker:27
  services:
    - name: docker:27-dind
      alias: docker
  variables:
    DOCKER_TLS_CERTDIR: "/certs"
    DOCKER_CERT_PATH: "$DOCKER_TLS_CERTDIR/client"
    DOCKER_TLS_VERIFY: "1"
    DOCKER_HOST: tcp://docker:2375
  before_script:
    - docker info
```
""",
     [r"DOCKER_HOST: tcp://docker:2376"],
     [r"2375"]),
    (r"""The legacy runner group can't mount the certs volume, so TLS has to be off for dind there. Which variables?""",
     r"""
Disable TLS explicitly and use the plain-text port:

```yaml
  variables:
    DOCKER_HOST: tcp://docker:2375
    DOCKER_TLS_CERTDIR: ""
```

The empty `DOCKER_TLS_CERTDIR` tells dind not to generate certificates, so it listens on 2375.
"""),
    [(r"tcp://docker:2375", r"tcp://docker:2376")],
    ["2375"],
    "DOCKER_HOST: tcp://docker:2375")

# 49 CI_REGISTRY_IMAGE
add("gitlab-ci", "paraphrase", "code_block", "already_correct",
    (r"""Push the image to the project's GitLab container registry, tagged with the short SHA.""",
     r"""
```yaml
push:
  stage: publish
  extends: .docker-build
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
    - docker build -t "$CI_REGISTRY/$CI_PROJECT_NAME:$CI_COMMIT_SHORT_SHA" .
    - docker push "$CI_REGISTRY/$CI_PROJECT_NAME:$CI_COMMIT_SHORT_SHA"
```
""",
     r"""$CI_REGISTRY/$CI_PROJECT_NAME drops the group path, so the push gets denied. Use $CI_REGISTRY_IMAGE, it's already registry/group/project.""",
     r"""$CI_REGISTRY/$CI_PROJECT_NAME:$CI_COMMIT_SHORT_SHA""",
     r"""$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA"""),
    (r"""The repo also builds a worker image from worker/Dockerfile. Push that one too.""",
     r"""
```yaml
push:worker:
  stage: publish
  extends: .docker-build
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
    - docker build -f worker/Dockerfile -t "$CI_REGISTRY/$CI_PROJECT_NAME/worker:$CI_COMMIT_SHORT_SHA" .
    - docker push "$CI_REGISTRY/$CI_PROJECT_NAME/worker:$CI_COMMIT_SHORT_SHA"
```
""",
     [r'''-t "$CI_REGISTRY_IMAGE/worker:$CI_COMMIT_SHORT_SHA"''', r'''docker push "$CI_REGISTRY_IMAGE/worker:$CI_COMMIT_SHORT_SHA"'''],
     [r"$CI_PROJECT_NAME"]),
    (r"""Tag the image as latest on the default branch as well.""",
     r"""
```yaml
    - docker tag "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA" "$CI_REGISTRY_IMAGE:latest"
    - docker push "$CI_REGISTRY_IMAGE:latest"
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
```

Log in to `$CI_REGISTRY` first, as in the push job; `$CI_REGISTRY_IMAGE` already includes the group and project path.
"""),
    [(r"$CI_REGISTRY/$CI_PROJECT_NAME/worker", r"$CI_REGISTRY_IMAGE/worker")],
    ["$CI_REGISTRY/$CI_PROJECT_NAME"],
    "$CI_REGISTRY_IMAGE")

# 50 pinned ci-templates ref
add("gitlab-ci", "literal", "reworded", "lookalike",
    (r"""Include the shared terraform pipeline template from ci-templates in the network repo.""",
     r"""
```yaml
include:
  - project: platform/ci-templates
    ref: v4.0.2
    file: /templates/terraform.gitlab-ci.yml

variables:
  TF_ROOT: stacks/network
```

Pinning `ref` to a tag keeps template changes from landing in your pipeline unannounced.
""",
     r"""I think we're on v4.1.0 of ci-templates now? v4.0.2 had the broken cache key.""",
     r"""ref: v4.0.2""",
     r"""ref: v4.1.0"""),
    (r"""What include do I add so the dns repo uses the standard docker build template?""",
     r"""
```yaml
include:
  - project: platform/ci-templates
    ref: v4.0.2
    file: /templates/docker-build.gitlab-ci.yml
```
""",
     [r"ref: v4.1.0"],
     [r"v4.0.2"]),
    (r"""What changed in ci-templates after v4.0.2?""",
     r"""
v4.1.0 fixed the cache key, which v4.0.2 built from the job name instead of the lock file hash, so caches were never shared between pipelines. If a repo still pins v4.0.2, bumping `ref` is the only change needed.
"""),
    [(r"ref: v4.0.2", r"ref: v4.1.0")],
    ["v4.0.2"],
    "v4.0.2")

# 51 protected variables (semantic)
add("gitlab-ci", "semantic", "reworded", "same_topic",
    (r"""Where do I put the AWS deploy credentials so the feature-branch review-app jobs can use them?""",
     r"""
Add them under Settings > CI/CD > Variables and tick **Protected** and **Masked**. Protected variables are passed to every pipeline in the project; masked just keeps them out of the job log.
""",
     r"""Protected ones only reach pipelines on protected branches or tags. Our feature branches aren't protected, so the review apps would see nothing. They have to stay unprotected (masked is fine), or be scoped by environment.""",
     r"""Protected variables are passed to every pipeline in the project; masked just keeps them out of the job log.""",
     r"""Protected variables only reach pipelines on protected branches and tags, so for feature-branch review apps leave Protected unticked; masked keeps them out of the job log."""),
    (r"""The review job on branch feat/invoice-pdf can't see REVIEW_DB_URL even though it's set as a protected variable. Why?""",
     r"""
Being protected isn't the issue; protected variables are available to all branches. Check that the variable's environment scope matches the job's `environment:` name: a scope like `review/*` won't match a job without an environment.
""",
     [r"re:(?i)protected (branch|ref)"],
     [r"re:(?i)available to all branches|isn't the issue"]),
    (r"""How do I make a GitLab CI variable show up as masked in job logs?""",
     r"""
Tick **Masked** on the variable under Settings > CI/CD > Variables. The value must be at least 8 characters long and use only characters GitLab can mask; otherwise the setting is rejected.
"""),
    [(r"Being protected isn't the issue; protected variables are available to all branches. Check that the variable's environment scope matches the job's `environment:` name: a scope like `review/*` won't match a job without an environment.",
      r"That's the protection: protected variables are only passed to pipelines on protected branches and tags, and feat/invoice-pdf isn't a protected branch. Untick Protected on REVIEW_DB_URL (keep it masked), or scope it to the `review/*` environment instead.")],
    ["passed to every pipeline", "available to all branches"],
    None)

# =====================================================================
# Docker / Compose
# =====================================================================

# 52 ports are HOST:CONTAINER
add("docker", "paraphrase", "code_block", "same_topic",
    (r"""Compose service for Postgres 16. 5432 is taken on my laptop, so expose it on 5433.""",
     r"""
```yaml
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: dev
    ports:
      - "5432:5433"
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
```

Connect with `psql -h localhost -p 5433 -U postgres`.
""",
     r"""ports are HOST:CONTAINER. Postgres still listens on 5432 inside the container, so it's 5433:5432.""",
     r'''"5432:5433"''',
     r'''"5433:5432"'''),
    (r"""Add Redis to the same compose file; my host already runs a redis on 6379, so put this one on 6380.""",
     r"""
```yaml
  cache:
    image: redis:7-alpine
    ports:
      - "6379:6380"
    command: ["redis-server", "--save", ""]
```

From the host, `redis-cli -p 6380 ping` should answer PONG.
""",
     [r'"6380:6379"'],
     [r"6379:6380"]),
    (r"""How does the api container in the same compose file reach Postgres?""",
     r"""
Over the compose network, by service name and container port:

```
DATABASE_URL=postgres://postgres:dev@db:5432/postgres
```

The 5433 mapping only matters for clients on your host; containers talk to `db:5432` directly.
"""),
    [(r"6379:6380", r"6380:6379")],
    ["5432:5433", "6379:6380"],
    None)

# 53 depends_on does not wait for readiness (semantic)
add("docker", "semantic", "code_block", "unrelated",
    (r"""The api container crashes on startup because Postgres isn't ready yet. Fix the compose file.""",
     r"""
Make the api depend on the database:

```yaml
services:
  api:
    build: .
    depends_on:
      - db
  db:
    image: postgres:16
```

`depends_on` makes Compose wait until Postgres is ready to accept connections before it starts the api.
""",
     r"""plain depends_on only waits for the db container to start, not for Postgres to be ready, which is why it still crashes. It needs a healthcheck on db and condition: service_healthy.""",
     "```yaml\nservices:\n  api:\n    build: .\n    depends_on:\n      - db\n  db:\n    image: postgres:16\n```\n\n`depends_on` makes Compose wait until Postgres is ready to accept connections before it starts the api.",
     "```yaml\nservices:\n  api:\n    build: .\n    depends_on:\n      db:\n        condition: service_healthy\n  db:\n    image: postgres:16\n    healthcheck:\n      test: [\"CMD\", \"pg_isready\", \"-U\", \"postgres\"]\n      interval: 5s\n      retries: 10\n```\n\nPlain `depends_on` only waits for the container to start; `condition: service_healthy` waits for the healthcheck to pass."),
    (r"""The worker dies on boot because RabbitMQ takes a few seconds to come up. What do I change in compose?""",
     r"""
```yaml
services:
  worker:
    build: ./worker
    depends_on:
      - rabbitmq
  rabbitmq:
    image: rabbitmq:3.13-management
```

With `depends_on`, the worker only starts once RabbitMQ is ready.
""",
     [r"condition: service_healthy", r"healthcheck:"],
     [r"re:depends_on:\n\s+- rabbitmq", r"With `depends_on`, the worker only starts once RabbitMQ is ready."]),
    (r"""How do I clean up dangling images and old build cache on my laptop?""",
     r"""
```sh
docker image prune
docker builder prune --filter until=168h
```

`docker system df` shows how much space each category uses before and after.
"""),
    [("    depends_on:\n      - rabbitmq\n  rabbitmq:\n    image: rabbitmq:3.13-management\n",
      "    depends_on:\n      rabbitmq:\n        condition: service_healthy\n  rabbitmq:\n    image: rabbitmq:3.13-management\n    healthcheck:\n      test: [\"CMD\", \"rabbitmq-diagnostics\", \"-q\", \"ping\"]\n      interval: 5s\n      timeout: 5s\n      retries: 10\n"),
     (r"With `depends_on`, the worker only starts once RabbitMQ is ready.",
      r"With the healthcheck and `condition: service_healthy`, the worker only starts once RabbitMQ answers the ping.")],
    ["wait until Postgres is ready", "only starts once RabbitMQ is ready"],
    None)

# 54 runtime base images come from the internal mirror
add("docker", "paraphrase", "code_block", "lookalike",
    (r"""Dockerfile for the ledger Go service: a build stage plus a minimal static runtime.""",
     r"""
```dockerfile
FROM cr.halden.dev/base/golang:1.22-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/ledger ./cmd/ledger

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/ledger /ledger
USER nonroot:nonroot
ENTRYPOINT ["/ledger"]
```
""",
     r"""The builder is right, but the runtime base has to come from our mirror too: cr.halden.dev/base/static-debian12:nonroot. The admission policy rejects anything pulled from gcr.io.""",
     r"""FROM gcr.io/distroless/static-debian12:nonroot""",
     r"""FROM cr.halden.dev/base/static-debian12:nonroot"""),
    (r"""The fx-rates service is built with cgo and needs glibc at runtime. Dockerfile?""",
     r"""
```dockerfile
FROM cr.halden.dev/base/golang:1.22-bookworm AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=1 go build -o /out/fx-rates ./cmd/fx-rates

FROM gcr.io/distroless/base-debian12:nonroot
COPY --from=build /out/fx-rates /fx-rates
USER nonroot:nonroot
ENTRYPOINT ["/fx-rates"]
```

`base-debian12` ships glibc, which the cgo build links against; `static-debian12` would fail at startup.
""",
     [r"FROM cr.halden.dev/base/base-debian12:nonroot"],
     [r"FROM gcr.io/"]),
    (r"""Which upstream images does our base mirror sync, and under which names?""",
     r"""
The mirror job copies them one to one under `cr.halden.dev/base/`:

```yaml
sync:
  - from: gcr.io/distroless/static-debian12:nonroot
    to: cr.halden.dev/base/static-debian12:nonroot
  - from: gcr.io/distroless/base-debian12:nonroot
    to: cr.halden.dev/base/base-debian12:nonroot
  - from: docker.io/library/golang:1.22-bookworm
    to: cr.halden.dev/base/golang:1.22-bookworm
```

It runs nightly and re-signs the images with our cosign key.
"""),
    [(r"FROM gcr.io/distroless/base-debian12:nonroot", r"FROM cr.halden.dev/base/base-debian12:nonroot")],
    ["FROM gcr.io/"],
    "from: gcr.io/distroless/static-debian12:nonroot")

# 55 multi-platform builds can't be loaded
add("docker", "literal", "reworded", "lookalike",
    (r"""Build the orders api image for amd64 and arm64 in CI.""",
     r"""
```sh
docker buildx create --use --name multi
docker buildx build \
  --platform linux/amd64,linux/arm64 \
  -t cr.halden.dev/orders/api:2.8.1 \
  --load .
```

Buildx runs the arm64 half under QEMU emulation on the amd64 runner.
""",
     r"""tried it, the build fails at the very end: --load can't export a multi-platform image into the runner's docker (classic image store). It has to be --push.""",
     r"""--load .""",
     r"""--push ."""),
    (r"""Publish a multi-arch (x86 and Graviton) image of the ledger service from the pipeline.""",
     r"""
```sh
docker buildx build --platform linux/amd64,linux/arm64 -t cr.halden.dev/ledger/api:1.3.0 --load .
```

Both architectures end up under one tag, and the right one is picked at pull time.
""",
     [r"--push"],
     [r"--load"]),
    (r"""I just want to test the arm64 image locally on my M-series laptop before pushing anything.""",
     r"""
Build only that platform and load it into your local Docker:

```sh
docker buildx build --platform linux/arm64 -t orders-api:dev --load .
docker run --rm -p 8080:8080 orders-api:dev
```

A single-platform build loads fine, and nothing is pushed.
"""),
    [(r"--load .", r"--push .")],
    ["--load"],
    "--platform linux/arm64 -t orders-api:dev --load")

# 56 Compose v2 plugin on the runners
add("docker", "literal", "code_block", "lookalike",
    (r"""GitLab job that runs the integration tests with our CI compose file.""",
     r"""
```yaml
integration:
  stage: test
  tags: [hal-docker-amd64]
  script:
    - docker-compose -f docker-compose.ci.yml up -d --wait
    - make integration
  after_script:
    - docker-compose -f docker-compose.ci.yml down -v
```
""",
     r"""The runners only have the Compose v2 plugin, so it's `docker compose`. There's no docker-compose binary on them.""",
     r"""docker-compose -f docker-compose.ci.yml up -d --wait""",
     r"""docker compose -f docker-compose.ci.yml up -d --wait"""),
    (r"""Job that runs the contract tests in a one-off container from the same compose file.""",
     r"""
```yaml
contract-tests:
  stage: test
  tags: [hal-docker-amd64]
  script:
    - docker-compose -f docker-compose.ci.yml run --rm contract-tests
  after_script:
    - docker-compose -f docker-compose.ci.yml down -v
```
""",
     [r"docker compose -f docker-compose.ci.yml run --rm contract-tests", r"docker compose -f docker-compose.ci.yml down -v"],
     [r"re:docker-compose -f"]),
    (r"""What's the compose file for local development called, and how do I start it?""",
     r"""
It's `docker-compose.yml` in the repo root, and Compose picks it up automatically:

```sh
docker compose up -d
```

The file name keeps the old `docker-compose` prefix, which Compose v2 still reads.
"""),
    [(r"docker-compose -f docker-compose.ci.yml run", r"docker compose -f docker-compose.ci.yml run"),
     (r"docker-compose -f docker-compose.ci.yml down", r"docker compose -f docker-compose.ci.yml down")],
    ["docker-compose -f"],
    "`docker-compose.yml`")

# =====================================================================
# Container registries
# =====================================================================

# 57 ECR login on CLI v2
add("registry", "literal", "identifier", "already_correct",
    (r"""Log Docker in to ECR in the shared-services account so we can push the invoice-renderer Lambda image.""",
     r"""
```sh
$(aws ecr get-login --no-include-email --region eu-west-1 --registry-ids 209871346550)
docker push 209871346550.dkr.ecr.eu-west-1.amazonaws.com/lambda/invoice-renderer:1.4.0
```

Lambda can only pull container images from ECR, which is why this one doesn't go to the regular registry.
""",
     r"""get-login-password piped into docker login. get-login is gone in CLI v2, which is what we have.""",
     r"""$(aws ecr get-login --no-include-email --region eu-west-1 --registry-ids 209871346550)""",
     r"""aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 209871346550.dkr.ecr.eu-west-1.amazonaws.com"""),
    (r"""before_script for the GitLab jobs that pull the invoice-renderer image from ECR for testing.""",
     r"""
```yaml
.ecr-login:
  before_script:
    - eval "$(aws ecr get-login --no-include-email --region eu-west-1)"
    - docker pull 209871346550.dkr.ecr.eu-west-1.amazonaws.com/lambda/invoice-renderer:1.4.0
```
""",
     [r"aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 209871346550.dkr.ecr.eu-west-1.amazonaws.com"],
     [r"re:get-login\s"]),
    (r"""Login command for the ECR registry in the prod account, for a manual push.""",
     r"""
```sh
aws ecr get-login-password --region eu-west-1 --profile hal-prod \
  | docker login --username AWS --password-stdin 418273650912.dkr.ecr.eu-west-1.amazonaws.com
```

The token is valid for 12 hours.
"""),
    [(r'''eval "$(aws ecr get-login --no-include-email --region eu-west-1)"''',
      r"aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 209871346550.dkr.ecr.eu-west-1.amazonaws.com")],
    ["get-login --no-include-email"],
    "get-login-password")

# 58 old registry host
add("registry", "literal", "identifier", "lookalike",
    (r"""GitHub Actions: push the orders api image to our registry and to GHCR for the open-source mirror.""",
     r"""
```yaml
      - uses: docker/login-action@v3
        with:
          registry: registry.halden.dev
          username: ${{ secrets.HARBOR_USER }}
          password: ${{ secrets.HARBOR_TOKEN }}
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@v6
        with:
          push: true
          tags: |
            registry.halden.dev/orders/api:${{ github.sha }}
            ghcr.io/halden/orders-api:${{ github.sha }}
```
""",
     r"""registry.halden.dev is the old Harbor, read-only since March. Pushes go to cr.halden.dev; the GHCR part is right.""",
     r"""registry: registry.halden.dev""",
     r"""registry: cr.halden.dev"""),
    (r"""Retag the ledger image we just built and push it as 1.3.0.""",
     r"""
```sh
docker tag ledger-api:build registry.halden.dev/ledger/api:1.3.0
docker push registry.halden.dev/ledger/api:1.3.0
```
""",
     [r"docker tag ledger-api:build cr.halden.dev/ledger/api:1.3.0", r"docker push cr.halden.dev/ledger/api:1.3.0"],
     [r"registry.halden.dev"]),
    (r"""I need the 2022 reports image that was never migrated to the new registry. How do I pull it?""",
     r"""
Old images are still readable on the previous Harbor, just not writable:

```sh
docker login registry.halden.dev
docker pull registry.halden.dev/legacy/reports:2022.11
```

If you need it long-term, re-push it to `cr.halden.dev/legacy/reports` so it survives the Harbor shutdown.
"""),
    [(r"registry.halden.dev/ledger", r"cr.halden.dev/ledger")],
    ["registry.halden.dev"],
    "docker pull registry.halden.dev/legacy/reports")

# 59 ECR tag immutability (Terraform -> CDK)
add("registry", "paraphrase", "identifier", "already_correct",
    (r"""Terraform for a new ECR repository for the invoice-renderer Lambda image.""",
     r"""
```hcl
resource "aws_ecr_repository" "invoice_renderer" {
  name                 = "lambda/invoice-renderer"
  image_tag_mutability = "MUTABLE"

  image_scanning_configuration {
    scan_on_push = true
  }

  encryption_configuration {
    encryption_type = "KMS"
  }
}
```
""",
     r"""All our ECR repos are IMMUTABLE: Security Hub flags mutable ones, and the release process relies on tags never moving.""",
     r'''image_tag_mutability = "MUTABLE"''',
     r'''image_tag_mutability = "IMMUTABLE"'''),
    (r"""The fx-rates team defines their ECR repository in CDK. What should it look like?""",
     r"""
```typescript
const repo = new ecr.Repository(this, 'FxRatesRepo', {
  repositoryName: 'fx-rates/api',
  imageScanOnPush: true,
  imageTagMutability: ecr.TagMutability.MUTABLE,
  lifecycleRules: [{ maxImageCount: 50 }],
});
```
""",
     [r"imageTagMutability: ecr.TagMutability.IMMUTABLE"],
     [r"TagMutability.MUTABLE"]),
    (r"""Terraform for the ECR repository of the reports service.""",
     r"""
```hcl
resource "aws_ecr_repository" "reports" {
  name                 = "reports/api"
  image_tag_mutability = "IMMUTABLE"

  image_scanning_configuration {
    scan_on_push = true
  }
}
```
"""),
    [(r"ecr.TagMutability.MUTABLE", r"ecr.TagMutability.IMMUTABLE")],
    ['"MUTABLE"', "TagMutability.MUTABLE"],
    'image_tag_mutability = "IMMUTABLE"')

# 60 Docker Hub only through the pull-through cache
add("registry", "paraphrase", "reworded", "unrelated",
    (r"""The GitLab integration job needs a MongoDB 7.0 service container.""",
     r"""
```yaml
integration:mongo:
  stage: test
  services:
    - name: mongo:7.0
      alias: mongo
  variables:
    MONGO_URL: mongodb://mongo:27017/test
  script:
    - make integration-mongo
```
""",
     r"""job failed pulling mongo: CI has no route to Docker Hub. Official images go through the ECR pull-through cache, 209871346550.dkr.ecr.eu-west-1.amazonaws.com/dockerhub/library/mongo:7.0.""",
     r"""name: mongo:7.0""",
     r"""name: 209871346550.dkr.ecr.eu-west-1.amazonaws.com/dockerhub/library/mongo:7.0"""),
    (r"""Which image reference should the event-bus tests use for their NATS 2.10 service in the pipeline?""",
     r"""
Use the official image as the service:

```yaml
  services:
    - name: nats:2.10
      alias: nats
```

The alias keeps the hostname `nats` for the tests.
""",
     [r"name: 209871346550.dkr.ecr.eu-west-1.amazonaws.com/dockerhub/library/nats:2.10"],
     [r"name: nats:2.10"]),
    (r"""How do I see which IAM principal my current AWS credentials belong to?""",
     r"""
```sh
aws sts get-caller-identity
```

It prints the account, the user or assumed-role ARN and the user id, and it works even without any IAM permissions.
"""),
    [(r"name: nats:2.10", r"name: 209871346550.dkr.ecr.eu-west-1.amazonaws.com/dockerhub/library/nats:2.10"),
     (r"Use the official image as the service:", r"Pull the official image through the ECR pull-through cache; CI can't reach Docker Hub directly:")],
    ["name: mongo:7.0", "name: nats:2.10"],
    None)


# =====================================================================
# verification
# =====================================================================

GO_PROG = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type item struct {
	Re   string `json:"re"`
	Text string `json:"text"`
}

type result struct {
	Match bool   `json:"match"`
	Err   string `json:"err,omitempty"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		panic(err)
	}
	cache := map[string]*regexp.Regexp{}
	errs := map[string]string{}
	out := make([]result, len(items))
	for i, it := range items {
		re, ok := cache[it.Re]
		if !ok {
			if e, bad := errs[it.Re]; bad {
				out[i] = result{Err: e}
				continue
			}
			c, err := regexp.Compile(it.Re)
			if err != nil {
				errs[it.Re] = err.Error()
				out[i] = result{Err: err.Error()}
				continue
			}
			cache[it.Re] = c
			re = c
		}
		out[i] = result{Match: re.MatchString(it.Text)}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_output(s):
    out = s["repeat"]["output"]
    for old, new in s["_fix"]:
        if old not in out:
            raise AssertionError("%s: fix text not found: %r" % (s["id"], old))
        out = out.replace(old, new)
    return out


def texts_of(s, with_fix=True):
    t, r, c = s["teach"], s["repeat"], s["control"]
    xs = [t["query"], t["output"], t["message"], t["gold_wrong"], t["gold_right"],
          r["query"], r["output"], c["query"], c["output"]]
    if with_fix:
        xs.append(fixed_output(s))
    return xs


def go_matches(pairs):
    """Run the RE2 check; returns list of (match, err)."""
    go = shutil.which("go")
    if not go:
        raise SystemExit("go toolchain not found: cannot cross-check regexes in RE2")
    d = tempfile.mkdtemp(prefix="dev14-re2-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_PROG)
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module re2check\n\ngo 1.21\n")
        env = dict(os.environ, GOFLAGS="-mod=mod", GOTOOLCHAIN="local")
        p = subprocess.run([go, "run", "."], cwd=d, input=json.dumps([{"re": a, "text": b} for a, b in pairs]),
                           capture_output=True, text=True, env=env, timeout=300)
        if p.returncode != 0:
            raise SystemExit("go run failed:\n" + p.stderr)
        return [(r["match"], r.get("err", "")) for r in json.loads(p.stdout)]
    finally:
        shutil.rmtree(d, ignore_errors=True)


def verify():
    errors = []
    err = errors.append
    ids = [s["id"] for s in SCEN]
    want_ids = ["d14-%03d" % i for i in range(1, 61)]
    if ids != want_ids:
        err("ids are not d14-001..d14-060 in order (%d scenarios)" % len(ids))

    # ---- shape
    for s in SCEN:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTIES:
            err("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL_KINDS:
            err("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            err("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if not re.fullmatch(r"[a-z][a-z0-9-]*", s["topic"]):
            err("%s: bad topic %r" % (sid, s["topic"]))
        for part, keys in (("teach", ["query", "output", "message", "gold_wrong", "gold_right"]),
                           ("repeat", ["query", "output", "expect_contains", "expect_absent"]),
                           ("control", ["query", "output"])):
            if list(s[part].keys()) != keys:
                err("%s: %s keys %s" % (sid, part, list(s[part].keys())))
            for k in keys:
                v = s[part][k]
                if k.startswith("expect_"):
                    if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                        err("%s: %s.%s must be a non-empty list of strings" % (sid, part, k))
                elif not isinstance(v, str) or not v.strip():
                    err("%s: %s.%s empty" % (sid, part, k))
                elif v != v.strip():
                    err("%s: %s.%s has leading/trailing white space" % (sid, part, k))
        t = s["teach"]
        if t["gold_wrong"] not in t["output"]:
            err("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            err("%s: gold_wrong == gold_right" % sid)
        if t["output"] == s["repeat"]["output"] or s["control"]["output"] in (t["output"], s["repeat"]["output"]):
            err("%s: outputs not distinct" % sid)

    # ---- counts
    for field, want in (("difficulty", DIFFICULTIES), ("control_kind", CONTROL_KINDS)):
        got = Counter(s[field] for s in SCEN)
        if dict(got) != want:
            err("%s counts %s, want %s" % (field, dict(got), want))

    # ---- python regexes compile
    for s in SCEN:
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("%s: python regex %r: %s" % (s["id"], spec, e))
    if errors:
        return errors, {}

    # ---- repeat fails, fix passes, each check meaningful
    stats = Counter()
    for s in SCEN:
        sid, r = s["id"], s["repeat"]
        out = r["output"]
        try:
            fixed = fixed_output(s)
        except AssertionError as e:
            err(str(e))
            continue
        if fixed == out:
            err("%s: hand fix changes nothing" % sid)
        rep_pass = all(check(out, x) for x in r["expect_contains"]) and not any(check(out, x) for x in r["expect_absent"])
        if rep_pass:
            err("%s: repeat as written PASSES its checks" % sid)
        if all(check(out, x) for x in r["expect_contains"]):
            err("%s: no expect_contains entry fails on the unfixed repeat" % sid)
        for x in r["expect_contains"]:
            if check(out, x):
                stats["keep_checks (expect_contains already true before the fix)"] += 1
            if not check(fixed, x):
                err("%s: hand fix misses expect_contains %r" % (sid, x))
        for x in r["expect_absent"]:
            if not check(out, x):
                err("%s: expect_absent %r does not hit the unfixed repeat" % (sid, x))
            if check(fixed, x):
                err("%s: hand fix still has expect_absent %r" % (sid, x))
        stats["repeat_fails"] += not rep_pass
        stats["fix_passes"] += all(check(fixed, x) for x in r["expect_contains"]) and not any(check(fixed, x) for x in r["expect_absent"])

        # controls
        c = s["control"]["output"]
        kind, marker = s["control_kind"], s["_marker"]
        if kind in ("lookalike", "already_correct"):
            if not marker or marker not in c:
                err("%s: %s control lacks its marker %r" % (sid, kind, marker))
        elif marker is not None:
            err("%s: %s control should have no marker" % (sid, kind))
        hits = [x for x in r["expect_absent"] if check(c, x)]
        if kind != "lookalike" and hits:
            err("%s: %s control trips expect_absent %s" % (sid, kind, hits))
        if kind == "lookalike" and hits:
            stats["lookalike_controls_tripping_expect_absent"] += 1
        if kind == "already_correct":
            stats["already_correct_controls_ok"] += 1
        if kind == "lookalike":
            stats["lookalike_controls_with_marker"] += 1

    # ---- cross-scenario wrong markers
    lowered = {s["id"]: [x.lower() for x in texts_of(s)] for s in SCEN}
    for s in SCEN:
        if not s["_wrong"]:
            err("%s: no wrong-value markers" % s["id"])
        for w in s["_wrong"]:
            if not any(w.lower() in x for x in lowered[s["id"]]):
                err("%s: wrong marker %r does not occur in its own scenario" % (s["id"], w))
            for o in SCEN:
                if o is s:
                    continue
                if any(w.lower() in x for x in lowered[o["id"]]):
                    err("%s: wrong marker %r occurs in %s" % (s["id"], w, o["id"]))
    stats["wrong_markers_checked"] = sum(len(s["_wrong"]) for s in SCEN)

    # ---- uniqueness
    allq = Counter()
    for s in SCEN:
        for part in ("teach", "repeat", "control"):
            allq[s[part]["query"]] += 1
    dup = [q for q, n in allq.items() if n > 1]
    if dup:
        err("duplicate queries: %s" % dup)
    msgs = Counter(s["teach"]["message"] for s in SCEN)
    if any(n > 1 for n in msgs.values()):
        err("duplicate teach messages")

    # ---- RE2 cross-check
    pairs = []
    for s in SCEN:
        specs = [x for x in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"] if x.startswith("re:")]
        for spec in specs:
            for text in texts_of(s):
                pairs.append((s["id"], spec, text))
    res = go_matches([(spec[3:], text) for _, spec, text in pairs])
    n_re = len({(sid, spec) for sid, spec, _ in pairs})
    mism = 0
    for (sid, spec, text), (gm, ge) in zip(pairs, res):
        if ge:
            err("%s: RE2 rejects %r: %s" % (sid, spec, ge))
            continue
        pm = re.search(spec[3:], text) is not None
        if pm != gm:
            mism += 1
            err("%s: %r python=%s go=%s on %r" % (sid, spec, pm, gm, text[:80]))
    stats["regexes"] = n_re
    stats["regex_text_pairs_checked_in_go"] = len(pairs)
    stats["regex_mismatches"] = mism
    return errors, stats


def main():
    only_check = "--check" in sys.argv[1:]
    errors, stats = verify()
    print("scenarios: %d" % len(SCEN))
    for field in ("difficulty", "control_kind", "repeat_variation", "topic"):
        c = Counter(s[field] for s in SCEN)
        print("  %-16s %s" % (field + ":", ", ".join("%s %d" % kv for kv in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))))
    for k in sorted(stats):
        print("  %s: %s" % (k, stats[k]))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nall checks passed")
    if not only_check:
        with open(OUT, "w") as f:
            for s in SCEN:
                row = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")}
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        print("wrote %s (%d lines)" % (os.path.relpath(OUT), len(SCEN)))


if __name__ == "__main__":
    main()
