#!/usr/bin/env python3
"""Build eval/dev25: 60 teach -> repeat -> control scenarios on cloud platforms and serverless.

    python3 build.py            # validate every scenario, write scenarios.jsonl and README.md

Standard library only. The scenarios live below as data. Fields that exist only for
validation (`fixed`, `core`, `token`, `has`, `flags`) are never written to the jsonl:

- fixed : a corrected repeat output (a full string, or a list of (old, new) replacements
          applied to the repeat output); it must pass the repeat's checks.
- core  : literal scenarios only; the mistaken text, which must occur (up to case and
          white space) in both the teach output and the repeat output.
- token : lookalike controls only; the look-alike text, which must occur in the control
          and in the teach or repeat output.
- has   : already_correct controls only; the right value the control already holds.
- flags : patterns that would be wrong in the control's own context; none may match.
          Non-lookalike controls must also not match any of the repeat's expect_absent.
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
TARGET_DIFFICULTY = {"literal": 25, "paraphrase": 20, "semantic": 15}
TARGET_CONTROL = {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6}


def t(s):
    """Strip the leading newline and trailing white space; <TAB> becomes a real tab."""
    return s.strip("\n").rstrip().replace("<TAB>", "\t")


SCENARIOS = []


def S(**kw):
    SCENARIOS.append(kw)


# ---------------------------------------------------------------- d25-001
S(id="d25-001", topic="aws-lambda-cli", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  teach=dict(
      query="How do I push the new build of orders-api to Lambda from my terminal? The zip is at build/orders-api.zip.",
      output=t(r"""
You can update the code in place with `update-function-code`; no CloudFormation round-trip needed:

```bash
aws lambda update-function-code \
  --function-name prod-orders-api \
  --zip-file file://build/orders-api.zip \
  --publish
```

`--publish` creates a new numbered version, so you can point the `live` alias at it afterwards:

```bash
aws lambda update-alias --function-name prod-orders-api --name live --function-version 42
```

Wait for `LastUpdateStatus` to become `Successful` before invoking:

```bash
aws lambda wait function-updated --function-name prod-orders-api
```
"""),
      message="that upload will break, the zip has to go in as fileb:// (binary). file:// makes the CLI read it as text",
      gold_wrong="--zip-file file://build/orders-api.zip",
      gold_right="--zip-file fileb://build/orders-api.zip"),
  repeat=dict(
      query="write me a small deploy.sh that zips src/ and redeploys the invoice-worker lambda",
      output=t(r"""
Here's a minimal script. It assumes your AWS profile is already exported:

```bash
#!/usr/bin/env bash
set -euo pipefail

rm -f dist/invoice-worker.zip
(cd src && zip -qr ../dist/invoice-worker.zip .)

aws lambda update-function-code \
  --function-name prod-invoice-worker \
  --zip-file file://dist/invoice-worker.zip

aws lambda wait function-updated --function-name prod-invoice-worker
echo "invoice-worker deployed"
```

Run it from the repo root with `bash deploy.sh`.
"""),
      expect_contains=["--zip-file fileb://dist/invoice-worker.zip"],
      expect_absent=["--zip-file file://"]),
  fixed=[("--zip-file file://dist", "--zip-file fileb://dist")],
  core="--zip-file file://",
  control=dict(
      query="How do I seed the orders-v2 table from a JSON file with the CLI?",
      output=t(r"""
`batch-write-item` takes the request in DynamoDB JSON. Put it in a file like this (max 25 put/delete requests per call):

```json
{
  "orders-v2": [
    {"PutRequest": {"Item": {"pk": {"S": "CUST#1001"}, "sk": {"S": "ORDER#2024-05-01"}, "total": {"N": "49.90"}}}},
    {"PutRequest": {"Item": {"pk": {"S": "CUST#1002"}, "sk": {"S": "ORDER#2024-05-03"}, "total": {"N": "12.00"}}}}
  ]
}
```

Then:

```bash
aws dynamodb batch-write-item --request-items file://seed/orders.json
```

Check the `UnprocessedItems` key in the response; anything listed there needs to be retried.
""")),
  token="file://",
  flags=["--zip-file file://", "fileb://seed"])

# ---------------------------------------------------------------- d25-002
S(id="d25-002", topic="aws-lambda-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="lookalike",
  teach=dict(
      query="The month-end report Lambda (prod-report-builder) is creeping up to ~8 minutes. Are we going to hit a wall?",
      output=t(r"""
Yes, and soon. Lambda functions max out at 5 minutes (300 seconds) per invocation, so an 8-minute run will be killed with `Task timed out`.

Options, roughly in order of effort:

1. Split the work: fan out one invocation per account batch from a Step Functions Map state.
2. Move the job to ECS Fargate as a scheduled task, which has no per-run limit.
3. Optimise the hot path: the CSV rendering loop is usually where the time goes.

For option 1 the Map state would look like:

```json
"BuildReports": {
  "Type": "Map",
  "ItemsPath": "$.accountBatches",
  "MaxConcurrency": 10,
  "ItemProcessor": { "StartAt": "BuildOne", "States": { "...": {} } },
  "End": true
}
```
"""),
      message="That's the old limit. Lambda has allowed 15 minutes (900 s) per invocation for years, so 8 minutes fits; we just need to bump the function timeout.",
      gold_wrong="Lambda functions max out at 5 minutes (300 seconds) per invocation",
      gold_right="Lambda functions max out at 15 minutes (900 seconds) per invocation"),
  repeat=dict(
      query="can I run a ~10 minute pg_dump export inside a lambda or is that a non-starter?",
      output=t(r"""
It's a non-starter as a single invocation: Lambda caps each run at 5 minutes, so a 10-minute `pg_dump` will be cut off partway through and leave a truncated file.

What works instead:

- Run the dump as an ECS Fargate task triggered by EventBridge Scheduler.
- Or use RDS snapshot export to S3 if you only need the data, not a SQL file.

For the Fargate route, an image with `pg_dump` and the AWS CLI plus this command is all it takes:

```bash
pg_dump -h "$DB_HOST" -U exporter -Fc appdb > /tmp/appdb.dump \
  && aws s3 cp /tmp/appdb.dump s3://acme-db-exports/
```
"""),
      expect_contains=[r"re:15 minutes|900 seconds|15-minute|900s"],
      expect_absent=[r"re:(caps|limits?|max(es)? out)[^.\n]{0,30}\b(5|five) minutes"]),
  fixed=[("It's a non-starter as a single invocation: Lambda caps each run at 5 minutes, so a 10-minute `pg_dump` will be cut off partway through and leave a truncated file.",
          "It can work: Lambda caps each run at 15 minutes (900 seconds), so a 10-minute `pg_dump` fits if you set the function timeout to 900, though the headroom shrinks as the database grows."),
         ("What works instead:", "More robust alternatives:")],
  control=dict(
      query="Our Cloud Run upload service returns 504 after exactly five minutes on big files. Why?",
      output=t(r"""
That's Cloud Run's request timeout. Services default to 300 seconds (5 minutes); once a request runs longer, the front end cuts it off and returns 504 to the client even if your container is still working.

You can raise it per service, up to 3600 seconds:

```bash
gcloud run services update upload-svc \
  --region europe-west4 \
  --timeout 1800
```

For uploads this large it's usually better to have the client PUT straight to a signed Cloud Storage URL and let the service process the object afterwards; then no request has to stay open for minutes.
""")),
  token="300 seconds",
  flags=[r"re:(?i)lambda"])

# ---------------------------------------------------------------- d25-003
S(id="d25-003", topic="team-aws-accounts", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  teach=dict(
      query="What's the login + push sequence for getting the checkout image into the prod ECR repo?",
      output=t(r"""
Authenticate Docker against the registry first, then tag and push:

```bash
aws ecr get-login-password --region eu-west-1 --profile acme-prod \
  | docker login --username AWS --password-stdin 730335118240.dkr.ecr.eu-west-1.amazonaws.com

docker tag checkout:1.8.0 730335118240.dkr.ecr.eu-west-1.amazonaws.com/checkout:1.8.0
docker push 730335118240.dkr.ecr.eu-west-1.amazonaws.com/checkout:1.8.0
```

The login token is valid for 12 hours. If the push fails with `name unknown`, the repository doesn't exist yet:

```bash
aws ecr create-repository --repository-name checkout --region eu-west-1 --profile acme-prod
```
"""),
      message="730335118240 is our staging account. Prod is 481923306617.",
      gold_wrong="730335118240.dkr.ecr.eu-west-1.amazonaws.com",
      gold_right="481923306617.dkr.ecr.eu-west-1.amazonaws.com"),
  repeat=dict(
      query="I need a trust policy so the prod account can assume the deploy role in the tooling account",
      output=t(r"""
In the tooling account, give the role a trust policy that names the prod account as principal and requires an external ID:

```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Principal": { "AWS": "arn:aws:iam::730335118240:root" },
      "Action": "sts:AssumeRole",
      "Condition": { "StringEquals": { "sts:ExternalId": "acme-deploy" } }
    }
  ]
}
```

Then, from a prod session, test it with `aws sts assume-role --role-arn arn:aws:iam::<tooling-account-id>:role/deployer --role-session-name test --external-id acme-deploy`.
"""),
      expect_contains=["arn:aws:iam::481923306617:root"],
      expect_absent=["730335118240"]),
  fixed=[("arn:aws:iam::730335118240:root", "arn:aws:iam::481923306617:root")],
  core="730335118240",
  control=dict(
      query="Deploying the checkout image to staging first: what's the registry host I tag against?",
      output=t(r"""
Staging has its own registry in the staging account, so tag against that host:

```bash
aws ecr get-login-password --region eu-west-1 --profile acme-staging \
  | docker login --username AWS --password-stdin 730335118240.dkr.ecr.eu-west-1.amazonaws.com

docker tag checkout:1.8.0-rc1 730335118240.dkr.ecr.eu-west-1.amazonaws.com/checkout:1.8.0-rc1
docker push 730335118240.dkr.ecr.eu-west-1.amazonaws.com/checkout:1.8.0-rc1
```

Once QA signs off, promote the same image digest rather than rebuilding it, so both environments run byte-identical images.
""")),
  token="730335118240",
  flags=["481923306617", "acme-prod"])

# ---------------------------------------------------------------- d25-004
S(id="d25-004", topic="sqs-lambda", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="same_topic",
  teach=dict(
      query="CDK for an SQS queue feeding the thumbnail Lambda, please. The function can take up to a minute.",
      output=t(r"""
```ts
import { Duration, Stack, StackProps } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';

export class ThumbnailStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    const queue = new sqs.Queue(this, 'ThumbnailQueue', {
      visibilityTimeout: Duration.seconds(30),
    });

    const fn = new lambda.Function(this, 'ThumbnailFn', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('dist/thumbnail'),
      timeout: Duration.seconds(60),
    });
    fn.addEventSource(new SqsEventSource(queue, { batchSize: 5 }));
  }
}
```
"""),
      message="The queue visibility timeout can't be lower than the function timeout; 30s vs 60s will fail at deploy. AWS suggests six times the function timeout, so 360 seconds.",
      gold_wrong="visibilityTimeout: Duration.seconds(30)",
      gold_right="visibilityTimeout: Duration.seconds(360)"),
  repeat=dict(
      query="SAM template for a queue + consumer function for the invoice PDFs, function timeout 90s",
      output=t(r"""
```yaml
Transform: AWS::Serverless-2016-10-31

Resources:
  InvoicePdfQueue:
    Type: AWS::SQS::Queue
    Properties:
      VisibilityTimeout: 30
      MessageRetentionPeriod: 345600

  InvoicePdfFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: app.handler
      CodeUri: src/invoice_pdf/
      Timeout: 90
      MemorySize: 512
      Events:
        PdfJobs:
          Type: SQS
          Properties:
            Queue: !GetAtt InvoicePdfQueue.Arn
            BatchSize: 5
```
"""),
      expect_contains=[r"re:VisibilityTimeout: (9\d|[1-9]\d{2,})\b"],
      expect_absent=[r"re:VisibilityTimeout: 30\b"]),
  fixed=[("VisibilityTimeout: 30\n", "VisibilityTimeout: 540\n")],
  control=dict(
      query="How do I make failed thumbnail messages land in a dead-letter queue after a few tries?",
      output=t(r"""
Give the main queue a redrive policy pointing at a DLQ; after `maxReceiveCount` receives without a delete, SQS moves the message there:

```ts
const dlq = new sqs.Queue(this, 'ThumbnailDlq', {
  retentionPeriod: Duration.days(14),
});

const queue = new sqs.Queue(this, 'ThumbnailQueue', {
  visibilityTimeout: Duration.seconds(360),
  deadLetterQueue: { queue: dlq, maxReceiveCount: 3 },
});
```

Keep the DLQ retention at the 14-day maximum so there's time to inspect failures, and add a CloudWatch alarm on `ApproximateNumberOfMessagesVisible` for the DLQ.
""")),
  flags=[r"re:visibilityTimeout: Duration\.seconds\(30\)"])

# ---------------------------------------------------------------- d25-005
S(id="d25-005", topic="dynamodb-ttl", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  teach=dict(
      query="Python helper to write a session item to DynamoDB that expires after 7 days (TTL attribute is expires_at)",
      output=t(r"""
```python
import time
import boto3

table = boto3.resource("dynamodb").Table("sessions")

SEVEN_DAYS = 7 * 24 * 3600

def put_session(session_id: str, user_id: str) -> None:
    expires_at = int(time.time() * 1000) + SEVEN_DAYS * 1000
    table.put_item(
        Item={
            "pk": f"SESSION#{session_id}",
            "user_id": user_id,
            "expires_at": expires_at,
        }
    )
```

Make sure TTL is enabled on the table with `expires_at` as the attribute:

```bash
aws dynamodb update-time-to-live --table-name sessions \
  --time-to-live-specification "Enabled=true, AttributeName=expires_at"
```
"""),
      message="ttl has to be epoch seconds, not millis. with that value dynamo thinks it expires in the year 50000-something so nothing ever gets deleted",
      gold_wrong="expires_at = int(time.time() * 1000) + SEVEN_DAYS * 1000",
      gold_right="expires_at = int(time.time()) + SEVEN_DAYS"),
  repeat=dict(
      query="node version: store a password-reset token in dynamo that auto-deletes after 30 days",
      output=t(r"""
Using the v3 document client:

```js
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export async function saveResetToken(token, userId) {
  await ddb.send(new PutCommand({
    TableName: 'reset-tokens',
    Item: {
      pk: `TOKEN#${token}`,
      userId,
      ttl: Date.now() + THIRTY_DAYS_MS,
    },
  }));
}
```

TTL deletion runs in the background, typically within a few days of expiry, so also check `ttl` when reading the token.
"""),
      expect_contains=[r"re:Date\.now\(\) ?/ ?1000"],
      expect_absent=[r"re:ttl: Date\.now\(\) \+"]),
  fixed=[("const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;", "const THIRTY_DAYS_S = 30 * 24 * 60 * 60;"),
         ("ttl: Date.now() + THIRTY_DAYS_MS,", "ttl: Math.floor(Date.now() / 1000) + THIRTY_DAYS_S,")],
  control=dict(
      query="Send a custom log line with a timestamp from a Node script straight to CloudWatch Logs",
      output=t(r"""
`PutLogEvents` wants each event's timestamp in milliseconds since the epoch, which is exactly what `Date.now()` returns:

```js
import { CloudWatchLogsClient, PutLogEventsCommand } from '@aws-sdk/client-cloudwatch-logs';

const logs = new CloudWatchLogsClient({ region: 'eu-west-1' });

await logs.send(new PutLogEventsCommand({
  logGroupName: '/acme/batch-jobs',
  logStreamName: 'reconcile-2024-06',
  logEvents: [
    { timestamp: Date.now(), message: 'reconcile finished: 1832 rows' },
  ],
}));
```

The log group and stream must exist first (`CreateLogGroup`, `CreateLogStream`); events older than 14 days or more than 2 hours in the future are rejected.
""")),
  token="Date.now()",
  flags=[r"re:Date\.now\(\) ?/ ?1000", r"re:ttl: Date\.now"])

# ---------------------------------------------------------------- d25-006
S(id="d25-006", topic="team-gcp-region", difficulty="literal", repeat_variation="reordered_args", control_kind="lookalike",
  teach=dict(
      query="Deploy the new checkout-api image to Cloud Run, tag 2.3.1",
      output=t(r"""
```bash
gcloud run deploy checkout-api \
  --image europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/checkout-api:2.3.1 \
  --region europe-west1 \
  --project acme-pay-prod-7731 \
  --service-account checkout-api@acme-pay-prod-7731.iam.gserviceaccount.com \
  --min-instances 1 \
  --concurrency 80
```

gcloud prints the revision name (`checkout-api-000NN-xyz`) and the URL once traffic has moved. If you'd rather shift traffic gradually, add `--no-traffic` and then use `update-traffic`.
"""),
      message="Checkout runs in europe-west4 (Eemshaven), not west1. Deploying to west1 would create a second service.",
      gold_wrong="--region europe-west1",
      gold_right="--region europe-west4"),
  repeat=dict(
      query="bump min instances on checkout-api to 2 before the sale starts",
      output=t(r"""
You don't need a redeploy for that; update the service settings directly:

```bash
gcloud run services update checkout-api --min-instances 2 --project acme-pay-prod-7731 --region europe-west1
```

This creates a new revision with the same image and sends traffic to it. Remember that min instances are billed even when idle, so drop it back to 1 after the sale:

```bash
gcloud run services update checkout-api --min-instances 1 --project acme-pay-prod-7731 --region europe-west1
```
"""),
      expect_contains=["--region europe-west4"],
      expect_absent=["europe-west1"]),
  fixed=[("europe-west1", "europe-west4")],
  core="--region europe-west1",
  control=dict(
      query="Marketing's landing-page service is in europe-west1 under acme-marketing-web. How do I roll it back to the previous revision?",
      output=t(r"""
List the revisions to find the one you want, then send all traffic to it:

```bash
gcloud run revisions list --service landing-page \
  --region europe-west1 --project acme-marketing-web --limit 5

gcloud run services update-traffic landing-page \
  --region europe-west1 --project acme-marketing-web \
  --to-revisions landing-page-00017-vak=100
```

Traffic moves immediately; the broken revision stays around (with 0% traffic) so you can inspect its logs. When the fix is deployed, `--to-latest` puts the service back on the newest revision.
""")),
  token="europe-west1",
  flags=["europe-west4", "checkout-api"])

# ---------------------------------------------------------------- d25-007
S(id="d25-007", topic="pubsub-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  teach=dict(
      query="Create a pull subscription for the invoice-render worker on topic invoice-requests; each message takes ~45s",
      output=t(r"""
Set the ack deadline above your processing time so messages aren't redelivered while still being worked on:

```bash
gcloud pubsub subscriptions create invoice-render-worker \
  --topic invoice-requests \
  --ack-deadline 60 \
  --message-retention-duration 3d \
  --project acme-pay-prod-7731
```

60 seconds is the maximum ack deadline Pub/Sub accepts, so if rendering ever gets slower than that you'll need to call `modify_ack_deadline` from the worker to extend the lease on each message.
"""),
      message="small thing: the ack deadline goes up to 600s (10 min), 60 isn't the ceiling",
      gold_wrong="60 seconds is the maximum ack deadline Pub/Sub accepts",
      gold_right="600 seconds is the maximum ack deadline Pub/Sub accepts"),
  repeat=dict(
      query="our pubsub consumer now needs about 3 minutes per message. can i just raise the subscription ack deadline to cover it?",
      output=t(r"""
Not on the subscription itself: Pub/Sub won't let you set an ack deadline longer than 60 seconds. For 3-minute jobs you have two options:

1. Keep the subscription at `--ack-deadline 60` and have the worker extend the deadline while it's busy:

```python
subscriber.modify_ack_deadline(
    request={"subscription": sub_path, "ack_ids": [msg.ack_id], "ack_deadline_seconds": 60}
)
```

2. Hand the work off: ack immediately, write a job row, and process it from a Cloud Run job so Pub/Sub isn't holding the lease.

Option 1 is fewer moving parts if the jobs are idempotent.
"""),
      expect_contains=[r"re:600 ?seconds|600s|10 minutes|--ack-deadline[ =](1[89]\d|[2-5]\d\d|600)\b"],
      expect_absent=[r"re:longer than 60 seconds|maximum of 60 seconds|60 seconds is the max"]),
  fixed=[("Not on the subscription itself: Pub/Sub won't let you set an ack deadline longer than 60 seconds. For 3-minute jobs you have two options:",
          "Yes: the subscription ack deadline can be set as high as 600 seconds (10 minutes), so `--ack-deadline 240` covers a 3-minute job with some margin. Alternatives if jobs keep growing:"),
         ("1. Keep the subscription at `--ack-deadline 60` and have the worker extend the deadline while it's busy:",
          "1. Keep a shorter deadline and have the worker extend it while it's busy:")],
  control=dict(
      query="How do I give invoice-requests a dead-letter topic so poison messages stop looping?",
      output=t(r"""
Create the dead-letter topic, attach it to the subscription, and let the Pub/Sub service agent publish and ack on your behalf:

```bash
gcloud pubsub topics create invoice-requests-dlq --project acme-pay-prod-7731

gcloud pubsub subscriptions update invoice-render-worker \
  --dead-letter-topic invoice-requests-dlq \
  --max-delivery-attempts 5 \
  --project acme-pay-prod-7731
```

The service account `service-<project-number>@gcp-sa-pubsub.iam.gserviceaccount.com` needs `roles/pubsub.publisher` on the DLQ topic and `roles/pubsub.subscriber` on the subscription, otherwise forwarding fails. Add a subscription on the DLQ topic too, or the dead-lettered messages have nowhere to be read from.
""")),
  flags=[r"re:--ack-deadline"])

# ---------------------------------------------------------------- d25-008
S(id="d25-008", topic="azure-functions-limits", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  teach=dict(
      query="Our blob-to-SQL import function on the Consumption plan runs ~20 minutes for big files. How do I stop it timing out?",
      output=t(r"""
Raise `functionTimeout` in `host.json`. The Consumption plan lets you go up to 30 minutes:

```json
{
  "version": "2.0",
  "functionTimeout": "00:30:00",
  "extensions": {
    "blobs": { "maxDegreeOfParallelism": 2 }
  },
  "logging": {
    "applicationInsights": { "samplingSettings": { "isEnabled": true } }
  }
}
```

Redeploy with `func azure functionapp publish acme-import-func` and the new limit applies to the next execution.
"""),
      message="Consumption is capped at 10 minutes, so 00:30:00 won't be accepted there. For a 20 min import we'd need Premium or to chunk the file.",
      gold_wrong="The Consumption plan lets you go up to 30 minutes",
      gold_right="The Consumption plan lets you go up to 10 minutes"),
  repeat=dict(
      query="azure function on consumption plan, the nightly geocoding run takes around 25 min. what's the max timeout i can configure?",
      output=t(r"""
On the Consumption plan you can stretch a single execution to half an hour by setting `functionTimeout` in `host.json`, which covers your 25-minute run:

```json
{
  "version": "2.0",
  "functionTimeout": "00:30:00"
}
```

If the run ever grows past that, switch the app to the Premium plan, where the timeout can be unbounded (`-1`).
"""),
      expect_contains=[r"re:10 minutes|00:10:00"],
      expect_absent=[r"re:half an hour|00:30:00|30 minutes"]),
  fixed=[("On the Consumption plan you can stretch a single execution to half an hour by setting `functionTimeout` in `host.json`, which covers your 25-minute run:",
          "On the Consumption plan the maximum is 10 minutes (`00:10:00`), so a 25-minute run can't finish there. The most you can configure is:"),
         ('"functionTimeout": "00:30:00"', '"functionTimeout": "00:10:00"'),
         ("If the run ever grows past that, switch the app to the Premium plan, where the timeout can be unbounded (`-1`).",
          "For the full run, move the app to the Premium plan, where the timeout can be unbounded (`-1`), or split the geocoding into batches on a queue.")],
  control=dict(
      query="We moved the import app to Elastic Premium EP1. What should functionTimeout be so a 30-minute run is allowed?",
      output=t(r"""
On Premium the default is already 30 minutes, and you can set it higher or leave it unbounded. To make the limit explicit:

```json
{
  "version": "2.0",
  "functionTimeout": "00:30:00"
}
```

Or `"-1"` for no limit, though a bounded value protects you from a stuck execution burning instance time. HTTP-triggered calls still hit the 230-second load balancer limit regardless of plan, so keep the import on a queue or blob trigger.
""")),
  token="00:30:00",
  flags=[r"re:(?i)consumption"])

# ---------------------------------------------------------------- d25-009
S(id="d25-009", topic="dynamodb-batch", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  teach=dict(
      query="Backfill script: push ~40k product records from a list of dicts into the catalog DynamoDB table with the low-level client",
      output=t(r"""
```python
import boto3
from boto3.dynamodb.types import TypeSerializer

client = boto3.client("dynamodb", region_name="eu-west-1")
ser = TypeSerializer()
BATCH_SIZE = 100

def backfill(products):
    for i in range(0, len(products), BATCH_SIZE):
        chunk = products[i:i + BATCH_SIZE]
        requests = [
            {"PutRequest": {"Item": {k: ser.serialize(v) for k, v in p.items()}}}
            for p in chunk
        ]
        resp = client.batch_write_item(RequestItems={"catalog": requests})
        while resp.get("UnprocessedItems"):
            resp = client.batch_write_item(RequestItems=resp["UnprocessedItems"])
```

Add a short sleep with backoff in the `UnprocessedItems` loop if you see throttling.
"""),
      message="batch_write_item only takes 25 requests per call — 100 is the BatchGetItem number. This will throw a ValidationException on the first chunk.",
      gold_wrong="BATCH_SIZE = 100",
      gold_right="BATCH_SIZE = 25"),
  repeat=dict(
      query="Similar script but deleting the expired promo codes from promo-codes, I have the keys already",
      output=t(r"""
```python
import boto3

client = boto3.client("dynamodb", region_name="eu-west-1")
BATCH_SIZE = 100

def delete_codes(codes):
    for i in range(0, len(codes), BATCH_SIZE):
        chunk = codes[i:i + BATCH_SIZE]
        requests = [{"DeleteRequest": {"Key": {"code": {"S": c}}}} for c in chunk]
        resp = client.batch_write_item(RequestItems={"promo-codes": requests})
        while resp.get("UnprocessedItems"):
            resp = client.batch_write_item(RequestItems=resp["UnprocessedItems"])
```

Deletes consume write capacity just like puts, so at 40k items expect a few minutes on an on-demand table.
"""),
      expect_contains=[r"re:BATCH_SIZE = ([1-9]|1\d|2[0-5])\b|batch_writer\("],
      expect_absent=["BATCH_SIZE = 100"]),
  fixed=[("BATCH_SIZE = 100", "BATCH_SIZE = 25")],
  core="BATCH_SIZE = 100",
  control=dict(
      query="Fetch a few hundred catalog items by key in as few calls as possible",
      output=t(r"""
`batch_get_item` accepts up to 100 keys (and 16 MB of data) per call, so chunk by 100:

```python
import boto3

client = boto3.client("dynamodb", region_name="eu-west-1")
BATCH_SIZE = 100

def get_products(skus):
    items = []
    for i in range(0, len(skus), BATCH_SIZE):
        keys = [{"sku": {"S": s}} for s in skus[i:i + BATCH_SIZE]]
        request = {"catalog": {"Keys": keys}}
        while request:
            resp = client.batch_get_item(RequestItems=request)
            items.extend(resp["Responses"].get("catalog", []))
            request = resp.get("UnprocessedKeys") or None
    return items
```
""")),
  token="BATCH_SIZE = 100",
  flags=["batch_write_item"])

# ---------------------------------------------------------------- d25-010
S(id="d25-010", topic="step-functions", difficulty="semantic", repeat_variation="prose_claim", control_kind="already_correct",
  teach=dict(
      query="Nightly ETL orchestration takes ~20 minutes end to end. Standard or Express Step Functions?",
      output=t(r"""
Go with Express. Express workflows can run for up to an hour, which comfortably covers a 20-minute ETL, and they're billed by duration and memory rather than per state transition, so a chatty workflow with lots of small steps comes out much cheaper.

```yaml
NightlyEtl:
  Type: AWS::Serverless::StateMachine
  Properties:
    Type: EXPRESS
    DefinitionUri: statemachines/nightly_etl.asl.json
    Logging:
      Level: ERROR
      IncludeExecutionData: false
      Destinations:
        - CloudWatchLogsLogGroup:
            LogGroupArn: !GetAtt EtlLogGroup.Arn
```

Express executions aren't in the console's execution history, so the log group is the only place to see failures.
"""),
      message="Hmm, aren't Express workflows limited to five minutes? A 20 min ETL would get killed partway, I think this one has to be Standard.",
      gold_wrong="Express workflows can run for up to an hour",
      gold_right="Express workflows can run for up to five minutes"),
  repeat=dict(
      query="We've got an order-reconciliation state machine that takes around 40 min. Is EXPRESS fine for it?",
      output=t(r"""
Yes. Express state machines allow executions of up to 60 minutes, so 40 minutes fits, and you'll pay far less than with Standard if the workflow has many steps.

Set the type when you create it:

```bash
aws stepfunctions create-state-machine \
  --name order-reconciliation \
  --type EXPRESS \
  --definition file://reconcile.asl.json \
  --role-arn arn:aws:iam::481923306617:role/sfn-reconcile
```

Turn on CloudWatch logging for it, since Express runs don't show up in the execution history.
"""),
      expect_contains=[r"re:\b(5|five) minutes"],
      expect_absent=[r"re:(up to|of up to) (60 minutes|an hour|one hour)"]),
  fixed=[("Yes. Express state machines allow executions of up to 60 minutes, so 40 minutes fits, and you'll pay far less than with Standard if the workflow has many steps.",
          "No. Express state machines stop after five minutes, so a 40-minute reconciliation needs a Standard state machine, which can run for up to a year."),
         ("--type EXPRESS", "--type STANDARD"),
         ("Turn on CloudWatch logging for it, since Express runs don't show up in the execution history.",
          "Standard executions show up in the console's execution history, so you can follow each run step by step.")],
  control=dict(
      query="Quick comparison of Standard vs Express Step Functions for the team wiki?",
      output=t(r"""
| | Standard | Express |
|---|---|---|
| Max duration | 1 year | 5 minutes |
| Execution semantics | exactly-once | at-least-once (async) / at-most-once (sync) |
| Pricing | per state transition | per request + duration and memory |
| Execution history | 90 days in the console | CloudWatch Logs only |
| Start rate | API-throttled | 100,000+ per second |

Rule of thumb: anything that waits on humans, runs longer than a few minutes, or must not repeat a side effect goes on Standard. High-volume, short event processing (IoT ingestion, stream transforms) goes on Express.
""")),
  has=["5 minutes"])

# ---------------------------------------------------------------- d25-011
S(id="d25-011", topic="aws-lambda-cli", difficulty="paraphrase", repeat_variation="reordered_args", control_kind="already_correct",
  teach=dict(
      query="How do I test-invoke prod-orders-api from the CLI with an order id?",
      output=t(r"""
Use `aws lambda invoke` and write the response to a file:

```bash
aws lambda invoke \
  --function-name prod-orders-api \
  --payload '{"orderId": "A-1001"}' \
  response.json

cat response.json | jq .
```

The command itself prints the status code and `ExecutedVersion`; the function's return value ends up in `response.json`. Add `--log-type Tail` and decode `LogResult` with `base64 -d` if you want the last 4 KB of logs.
"""),
      message="On CLI v2 that fails with 'Invalid base64' — you need --cli-binary-format raw-in-base64-out when you pass raw JSON. We're all on v2.",
      gold_wrong="""--payload '{"orderId": "A-1001"}'""",
      gold_right="""--cli-binary-format raw-in-base64-out --payload '{"orderId": "A-1001"}'"""),
  repeat=dict(
      query="one-liner to kick off billing-reconcile in dev with batch 7",
      output=t(r"""
```bash
aws lambda invoke --payload '{"batch": 7}' --function-name dev-billing-reconcile --profile acme-dev out.json
```

That's a synchronous call, so the shell waits until the reconcile finishes (or times out). If you'd rather fire and forget, add `--invocation-type Event`; you'll get a 202 back immediately and the result only shows up in the logs:

```bash
aws logs tail /aws/lambda/dev-billing-reconcile --follow --profile acme-dev
```
"""),
      expect_contains=[r"re:--cli-binary-format raw-in-base64-out|--payload fileb://"],
      expect_absent=[]),
  fixed=[("aws lambda invoke --payload", "aws lambda invoke --cli-binary-format raw-in-base64-out --payload")],
  control=dict(
      query="And the same for staging, but I want to see the logs inline",
      output=t(r"""
```bash
aws lambda invoke \
  --function-name staging-orders-api \
  --cli-binary-format raw-in-base64-out \
  --payload '{"orderId": "A-1001"}' \
  --log-type Tail \
  --query 'LogResult' --output text \
  --profile acme-staging \
  response.json | base64 -d
```

`--query 'LogResult'` pulls just the base64 log tail out of the CLI's own output, and piping it through `base64 -d` prints the last 4 KB of the function's log. The return value is still written to `response.json`.
""")),
  has=["--cli-binary-format raw-in-base64-out"],
  flags=[r"re:(--cli-binary-format[^\n]*\n(.*\n)*){2}"])

# ---------------------------------------------------------------- d25-012
S(id="d25-012", topic="team-stages", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  teach=dict(
      query="What's the command to ship the notifications service to prod with Serverless?",
      output=t(r"""
From the `services/notifications` directory:

```bash
npx serverless deploy --stage production --region eu-west-1 --verbose
```

`--verbose` streams the CloudFormation events so you can see which resource is slow. After it finishes, check the function list:

```bash
npx serverless info --stage production --region eu-west-1
```

If only the handler code changed, `npx serverless deploy function -f sendEmail --stage production` is much faster because it skips CloudFormation.
"""),
      message="our stage is just `prod`. 'production' would create a brand new stack (notifications-production) next to the real one",
      gold_wrong="--stage production --region eu-west-1 --verbose",
      gold_right="--stage prod --region eu-west-1 --verbose"),
  repeat=dict(
      query="Add a make target for deploying notifications to prod",
      output=t(r"""
```makefile
SERVICE_DIR := services/notifications
REGION      := eu-west-1

.PHONY: deploy-prod
deploy-prod:
<TAB>cd $(SERVICE_DIR) && npx serverless deploy --stage Production --region $(REGION)

.PHONY: logs-prod
logs-prod:
<TAB>cd $(SERVICE_DIR) && npx serverless logs -f sendEmail --stage Production --tail
```

Recipes must be indented with a tab, not spaces. Run `make deploy-prod` from the repo root.
"""),
      expect_contains=[r"re:--stage prod\b"],
      expect_absent=[r"re:(?i)--stage production"]),
  fixed=[("--stage Production", "--stage prod")],
  core="--stage production",
  control=dict(
      query="Where should NODE_ENV get set for the notifications functions?",
      output=t(r"""
Set it under `provider.environment` so every function gets it, and keep the stage itself coming from the CLI:

```yaml
service: notifications
frameworkVersion: '3'

provider:
  name: aws
  runtime: nodejs20.x
  region: eu-west-1
  stage: ${opt:stage, 'dev'}
  environment:
    NODE_ENV: production
    STAGE: ${sls:stage}
    EMAIL_FROM: no-reply@acme.io
```

`NODE_ENV=production` just makes libraries skip their dev-only checks; it has nothing to do with which stage you deploy to, so dev and prod both run with it.
""")),
  token="production",
  flags=[r"re:(?i)--stage production", r"re:(?i)stage: production"])

# ---------------------------------------------------------------- d25-013
S(id="d25-013", topic="api-gateway-lambda", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="already_correct",
  teach=dict(
      query="Lambda handler (Node) behind our REST API that returns the created order as JSON with 201",
      output=t(r"""
```js
export const handler = async (event) => {
  const input = JSON.parse(event.body ?? '{}');
  const order = await createOrder(input);

  return {
    statusCode: 201,
    headers: { 'Content-Type': 'application/json' },
    body: { ok: true, id: order.id },
  };
};
```

With Lambda proxy integration API Gateway passes `statusCode`, `headers` and `body` straight through to the client, so nothing needs configuring on the method response.
"""),
      message="body needs to be a string. as written API Gateway returns 502 Malformed Lambda proxy response, wrap it in JSON.stringify",
      gold_wrong="body: { ok: true, id: order.id },",
      gold_right="body: JSON.stringify({ ok: true, id: order.id }),"),
  repeat=dict(
      query="handler for GET /orders?customerId=... that returns the list",
      output=t(r"""
```js
export const handler = async (event) => {
  const customerId = event.queryStringParameters?.customerId;
  if (!customerId) {
    return { statusCode: 400, body: JSON.stringify({ error: 'customerId is required' }) };
  }

  const rows = await listOrders(customerId);
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json' },
    body: { items: rows, count: rows.length },
  };
};
```

`queryStringParameters` is `null` (not `{}`) when the request has no query string, hence the optional chaining.
"""),
      expect_contains=[r"re:body: JSON\.stringify\(\{ ?items"],
      expect_absent=[r"re:body: \{"]),
  fixed=[("body: { items: rows, count: rows.length },", "body: JSON.stringify({ items: rows, count: rows.length }),")],
  control=dict(
      query="how do I add CORS headers to the create-order response?",
      output=t(r"""
With proxy integration the Lambda has to send the CORS headers itself on every response, including errors:

```js
const cors = {
  'Access-Control-Allow-Origin': 'https://shop.acme.io',
  'Access-Control-Allow-Headers': 'Content-Type,Authorization',
};

return {
  statusCode: 201,
  headers: { ...cors, 'Content-Type': 'application/json' },
  body: JSON.stringify({ ok: true, id: order.id }),
};
```

The `OPTIONS` preflight is separate: enable CORS on the resource in API Gateway (or add an `OPTIONS` method with a mock integration) so browsers get the allowed methods before the real call.
""")),
  has=["body: JSON.stringify("])

# ---------------------------------------------------------------- d25-014
S(id="d25-014", topic="dynamodb-expressions", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="already_correct",
  teach=dict(
      query="boto3: get all open tickets for a customer from the tickets table (pk customer_id, attribute status)",
      output=t(r"""
```python
import boto3

client = boto3.client("dynamodb")

def open_tickets(customer_id: str):
    resp = client.query(
        TableName="tickets",
        KeyConditionExpression="customer_id = :cid",
        FilterExpression="status = :s",
        ExpressionAttributeValues={":cid": {"S": customer_id}, ":s": {"S": "OPEN"}},
    )
    return resp["Items"]
```

The filter runs after the read, so you still pay for every ticket the customer has; if open tickets are a common query, a GSI keyed on status is cheaper.
"""),
      message="status is on DynamoDB's reserved word list, that'll fail with ValidationException. Use a placeholder: #s in the expression and ExpressionAttributeNames={'#s': 'status'}",
      gold_wrong='FilterExpression="status = :s",',
      gold_right='FilterExpression="#s = :s",\n        ExpressionAttributeNames={"#s": "status"},'),
  repeat=dict(
      query="and an update that renames a ticket (attribute name) and sets updated_at",
      output=t(r"""
```python
from datetime import datetime, timezone

def rename_ticket(customer_id: str, ticket_id: str, new_name: str):
    client.update_item(
        TableName="tickets",
        Key={"customer_id": {"S": customer_id}, "ticket_id": {"S": ticket_id}},
        UpdateExpression="SET name = :n, updated_at = :u",
        ExpressionAttributeValues={
            ":n": {"S": new_name},
            ":u": {"S": datetime.now(timezone.utc).isoformat()},
        },
        ConditionExpression="attribute_exists(ticket_id)",
    )
```

The condition stops the update from silently creating a new item if the ticket id is wrong.
"""),
      expect_contains=["ExpressionAttributeNames"],
      expect_absent=["SET name = :n"]),
  fixed=[('UpdateExpression="SET name = :n, updated_at = :u",',
          'UpdateExpression="SET #n = :n, updated_at = :u",\n        ExpressionAttributeNames={"#n": "name"},')],
  control=dict(
      query="same table, count tickets by status for the dashboard",
      output=t(r"""
For a small table a paginated scan with a projection is fine; `status` still needs a placeholder because it's a reserved word:

```python
from collections import Counter

def count_by_status():
    counts = Counter()
    paginator = client.get_paginator("scan")
    for page in paginator.paginate(
        TableName="tickets",
        ProjectionExpression="#s",
        ExpressionAttributeNames={"#s": "status"},
    ):
        for item in page["Items"]:
            counts[item["status"]["S"]] += 1
    return counts
```

For large tables, keep counters in a separate item with atomic `ADD` updates instead of scanning.
""")),
  has=["ExpressionAttributeNames"],
  flags=[r're:Expression="status ', "SET name = :n"])

# ---------------------------------------------------------------- d25-015
S(id="d25-015", topic="cloud-functions-deploy", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  teach=dict(
      query="Deploy the resize-image function (Python 3.11, HTTP trigger, entry point main) to Cloud Functions gen2",
      output=t(r"""
```bash
gcloud functions deploy resize-image \
  --gen2 \
  --runtime python3.11 \
  --region europe-west4 \
  --source . \
  --entry-point main \
  --trigger-http \
  --memory 512Mi \
  --timeout 120s
```

Without `--allow-unauthenticated` the function requires an identity token, which is what you want if only our backend calls it. Test it with:

```bash
curl -H "Authorization: bearer $(gcloud auth print-identity-token)" \
  "$(gcloud functions describe resize-image --gen2 --region europe-west4 --format='value(serviceConfig.uri)')"
```
"""),
      message="thx, but runtime ids dont have a dot: python311. gcloud rejects python3.11",
      gold_wrong="--runtime python3.11",
      gold_right="--runtime python311"),
  repeat=dict(
      query="Put the resize-image deploy in a cloudbuild.yaml step",
      output=t(r"""
```yaml
steps:
  - name: gcr.io/google.com/cloudsdktool/cloud-sdk:slim
    entrypoint: gcloud
    args:
      - functions
      - deploy
      - resize-image
      - --gen2
      - --runtime=python3.11
      - --region=europe-west4
      - --source=.
      - --entry-point=main
      - --trigger-http
options:
  logging: CLOUD_LOGGING_ONLY
```

The Cloud Build service account needs `roles/cloudfunctions.developer` and `roles/iam.serviceAccountUser` on the function's runtime service account.
"""),
      expect_contains=[r"re:--runtime=python3\d\d\b"],
      expect_absent=["python3.11"]),
  fixed=[("--runtime=python3.11", "--runtime=python311")],
  core="python3.11",
  control=dict(
      query="How can I run resize-image locally before deploying?",
      output=t(r"""
Use the Functions Framework, which is what the Python runtime wraps your code in:

```bash
pip install functions-framework
functions-framework --target main --port 8080 --debug
```

Then in another terminal:

```bash
curl -X POST localhost:8080 -H "Content-Type: application/json" \
  -d '{"bucket": "acme-uploads", "name": "photos/cat.jpg", "width": 640}'
```

Pin `functions-framework` in `requirements.txt` as well so local runs use the same version as the deployed function.
""")),
  flags=[r"re:--runtime[= ]python3\."])

# ---------------------------------------------------------------- d25-016
S(id="d25-016", topic="team-azure-resource-groups", difficulty="literal", repeat_variation="reordered_args", control_kind="already_correct",
  teach=dict(
      query="Tail the live logs for the acme-portal web app",
      output=t(r"""
Enable filesystem application logging once, then stream:

```bash
az webapp log config --name acme-portal --resource-group acme-portal-rg \
  --application-logging filesystem --level information

az webapp log tail --name acme-portal --resource-group acme-portal-rg
```

Filesystem logging switches itself off after 12 hours on Windows plans, so for anything longer send logs to Log Analytics via a diagnostic setting instead.
"""),
      message="The resource group is rg-portal-prod-weu, there's no acme-portal-rg.",
      gold_wrong="--resource-group acme-portal-rg",
      gold_right="--resource-group rg-portal-prod-weu"),
  repeat=dict(
      query="restart the portal app, it's stuck",
      output=t(r"""
```bash
az webapp restart -g acme-portal-rg -n acme-portal
```

If it comes back stuck again, check whether it's one instance or all of them before restarting the whole app:

```bash
az webapp list-instances -g acme-portal-rg -n acme-portal -o table
```

A single bad instance can be recycled from the portal under Diagnose and solve problems → Advanced Application Restart without touching the others.
"""),
      expect_contains=["rg-portal-prod-weu"],
      expect_absent=["acme-portal-rg"]),
  fixed=[("acme-portal-rg", "rg-portal-prod-weu")],
  core="acme-portal-rg",
  control=dict(
      query="Swap the portal's staging slot into production",
      output=t(r"""
```bash
az webapp deployment slot swap \
  --resource-group rg-portal-prod-weu \
  --name acme-portal \
  --slot staging \
  --target-slot production
```

The swap first warms up the staging slot with the production settings, and settings marked "deployment slot setting" stay with their slot. If something looks wrong afterwards, run the same command again to swap back.
""")),
  has=["rg-portal-prod-weu"])

# ---------------------------------------------------------------- d25-017
S(id="d25-017", topic="lambda-runtimes", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="already_correct",
  teach=dict(
      query="SAM Globals for our Node functions?",
      output=t(r"""
Put the shared settings in `Globals` so each function only declares what's different:

```yaml
Globals:
  Function:
    Runtime: nodejs14.x
    Architectures: [arm64]
    MemorySize: 512
    Timeout: 15
    Tracing: Active
    Environment:
      Variables:
        POWERTOOLS_SERVICE_NAME: orders
        LOG_LEVEL: INFO
```

Scalar values set on an individual function override the global ones; maps such as `Environment.Variables` are merged.
"""),
      message="nodejs14.x is deprecated on Lambda and gets no more security patches. We're on node 20 across the board.",
      gold_wrong="Runtime: nodejs14.x",
      gold_right="Runtime: nodejs20.x"),
  repeat=dict(
      query="CDK construct for the webhook-relay function",
      output=t(r"""
```ts
const relay = new lambda.Function(this, 'WebhookRelay', {
  functionName: 'prod-webhook-relay',
  runtime: lambda.Runtime.NODEJS_14_X,
  architecture: lambda.Architecture.ARM_64,
  handler: 'relay.handler',
  code: lambda.Code.fromAsset('dist/webhook-relay'),
  timeout: Duration.seconds(10),
  environment: { TARGET_URL: 'https://hooks.acme.io/ingest' },
});
```

Add `relay.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM })` if callers should reach it without API Gateway.
"""),
      expect_contains=["NODEJS_20_X"],
      expect_absent=["NODEJS_14_X"]),
  fixed=[("NODEJS_14_X", "NODEJS_20_X")],
  control=dict(
      query="What runtime/arch should the new image-tagger function use?",
      output=t(r"""
Same as the rest of the fleet: Node 20 on Graviton.

```yaml
ImageTaggerFunction:
  Type: AWS::Serverless::Function
  Properties:
    Runtime: nodejs20.x
    Architectures: [arm64]
    Handler: tagger.handler
    CodeUri: dist/image-tagger/
    MemorySize: 1024
```

arm64 is about 20% cheaper per GB-second, and `sharp` ships prebuilt arm64 binaries, so no extra build step is needed.
""")),
  has=["nodejs20.x"],
  flags=[r"re:(?i)nodejs_?14"])

# ---------------------------------------------------------------- d25-018
S(id="d25-018", topic="sns-sqs", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  teach=dict(
      query="The billing-events SQS queue is subscribed to the order-events SNS topic. Write the Python Lambda that reads orderId from each message.",
      output=t(r"""
```python
import json

def handler(event, context):
    for record in event["Records"]:
        payload = json.loads(record["body"])
        order_id = payload["orderId"]
        print(f"billing order {order_id}")
        charge(order_id)
```

SQS hands the function up to `BatchSize` records at a time; if `charge` raises, the whole batch goes back to the queue unless you report partial failures.
"""),
      message="Unless raw message delivery is on (it isn't for that subscription), the SQS body is the SNS envelope — orderId is inside json.loads(body)['Message'], not at the top level.",
      gold_wrong='payload = json.loads(record["body"])',
      gold_right='payload = json.loads(json.loads(record["body"])["Message"])'),
  repeat=dict(
      query="For the refunds queue (also subscribed to order-events via SNS), what does a record's body look like?",
      output=t(r"""
The body is just the JSON your publisher sent to the topic, passed through unchanged, so for a refund event it looks like:

```json
{"orderId": "A-1001", "type": "refund", "amount": 1999, "currency": "EUR"}
```

In the handler you can `json.loads(record["body"])` and read `orderId` directly. Messages arrive in batches of up to 10 by default, so loop over `event["Records"]`.
"""),
      expect_contains=[r're:envelope|\["Message"\]|"Message":'],
      expect_absent=[r"re:passed through unchanged|read `orderId` directly"]),
  fixed=t(r"""
The body is the SNS envelope, not your payload: the subscription doesn't use raw message delivery, so the JSON your publisher sent is a string inside the `Message` field:

```json
{
  "Type": "Notification",
  "MessageId": "5b1f0c6e-2d7a-4c0e-9a51-3f8e2b7d9c10",
  "TopicArn": "arn:aws:sns:eu-west-1:481923306617:order-events",
  "Message": "{\"orderId\": \"A-1001\", \"type\": \"refund\", \"amount\": 1999, \"currency\": \"EUR\"}",
  "Timestamp": "2024-06-11T09:12:44.120Z"
}
```

In the handler, unwrap it twice: `json.loads(json.loads(record["body"])["Message"])["orderId"]`. Messages arrive in batches of up to 10 by default, so loop over `event["Records"]`.
"""),
  control=dict(
      query="How do I turn on raw message delivery for the audit queue's subscription?",
      output=t(r"""
Set the subscription attribute; it takes effect for new deliveries immediately:

```bash
aws sns set-subscription-attributes \
  --subscription-arn arn:aws:sns:eu-west-1:481923306617:order-events:6f1c2a9e-3b7d-4c1e-9a55-0d2f8e7b4a10 \
  --attribute-name RawMessageDelivery \
  --attribute-value true
```

After that the audit queue receives the published message as-is instead of the JSON envelope, and SNS message attributes arrive as SQS message attributes. Update the consumer at the same time, or it will try to unwrap a `Message` field that no longer exists.
""")),
  flags=[r"re:json\.loads\(record\[\"body\"\]\)\[\"orderId\"\]"])

# ---------------------------------------------------------------- d25-019
S(id="d25-019", topic="aws-lambda-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="unrelated",
  teach=dict(
      query="Can I just put our feature-flag JSON (~20 KB) in a Lambda environment variable?",
      output=t(r"""
That works. Lambda environment variables can hold up to 64 KB in total, so a 20 KB JSON blob fits with room to spare:

```yaml
Environment:
  Variables:
    FEATURE_FLAGS: '{"newCheckout": true, "betaSearch": false, "...": "..."}'
```

Parse it once at module load rather than in the handler:

```python
import json, os
FLAGS = json.loads(os.environ["FEATURE_FLAGS"])
```

Changing a flag means updating the function configuration, which replaces every warm instance with a cold one.
"""),
      message="I'm pretty sure the limit is 4 KB for all env vars combined, so 20 KB won't deploy. AppConfig or SSM is probably the way.",
      gold_wrong="Lambda environment variables can hold up to 64 KB in total",
      gold_right="Lambda environment variables can hold up to 4 KB in total"),
  repeat=dict(
      query="Is there room to add our 12 KB list of partner API keys as an env var on the partner-sync function?",
      output=t(r"""
Size-wise yes: the 64 KB allowance for a function's environment variables easily absorbs 12 KB. I'd still avoid it for secrets, because anyone with `lambda:GetFunctionConfiguration` can read them in plain text.

Better: store them in Secrets Manager and fetch at cold start:

```python
import json, boto3
_sm = boto3.client("secretsmanager")
PARTNER_KEYS = json.loads(_sm.get_secret_value(SecretId="prod/partner-sync/keys")["SecretString"])
```
"""),
      expect_contains=[r"re:\b4 KB"],
      expect_absent=["64 KB"]),
  fixed=[("Size-wise yes: the 64 KB allowance for a function's environment variables easily absorbs 12 KB. I'd still avoid it for secrets, because",
          "Size-wise no: all of a function's environment variables together are limited to 4 KB, so 12 KB won't fit. It would be a poor place for secrets anyway, because")],
  control=dict(
      query="gcloud command to list our Cloud Run services across all regions?",
      output=t(r"""
`gcloud run services list` covers every region unless you pass `--region`:

```bash
gcloud run services list --project acme-pay-prod-7731
```

The default table already shows the service name, region, URL and who deployed it last. To narrow it down, filter on the name:

```bash
gcloud run services list --project acme-pay-prod-7731 --filter="metadata.name~^checkout"
```
""")),
  flags=[])

# ---------------------------------------------------------------- d25-020
S(id="d25-020", topic="cloud-run-auth", difficulty="literal", repeat_variation="reordered_args", control_kind="lookalike",
  teach=dict(
      query="Deploy the new ledger-sync image to Cloud Run (it's only called by the payments service)",
      output=t(r"""
```bash
gcloud run deploy ledger-sync \
  --image europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/ledger-sync:0.9.4 \
  --region europe-west4 \
  --project acme-pay-prod-7731 \
  --allow-unauthenticated \
  --ingress internal \
  --service-account ledger-sync@acme-pay-prod-7731.iam.gserviceaccount.com
```

`--ingress internal` already keeps it off the public internet, so the payments service can call it over the VPC without fetching tokens.
"""),
      message="Please drop --allow-unauthenticated. Our org policy blocks allUsers bindings so the deploy errors out, and internal services are supposed to use IAM auth anyway (payments calls it with an ID token). Use --no-allow-unauthenticated.",
      gold_wrong="--allow-unauthenticated",
      gold_right="--no-allow-unauthenticated"),
  repeat=dict(
      query="redeploy ledger-sync with the 0.9.5 tag and 2 min instances",
      output=t(r"""
```bash
gcloud run deploy ledger-sync \
  --allow-unauthenticated \
  --image europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/ledger-sync:0.9.5 \
  --min-instances 2 \
  --region europe-west4 \
  --project acme-pay-prod-7731
```

Settings you don't pass (ingress, service account, env vars) are carried over from the current revision, so only the image and min instances change.
"""),
      expect_contains=[],
      expect_absent=["--allow-unauthenticated"]),
  fixed=[("  --allow-unauthenticated \\\n", "  --no-allow-unauthenticated \\\n")],
  core="--allow-unauthenticated",
  control=dict(
      query="Deploy the public landing-page service for marketing (anyone on the internet should reach it)",
      output=t(r"""
```bash
gcloud run deploy landing-page \
  --image europe-west1-docker.pkg.dev/acme-marketing-web/web/landing-page:2024.06.3 \
  --region europe-west1 \
  --project acme-marketing-web \
  --allow-unauthenticated \
  --min-instances 0 \
  --max-instances 20
```

`--allow-unauthenticated` grants `roles/run.invoker` to `allUsers`, which is what a public website needs. The marketing project sits outside the payments folder and its org policy, so the binding is allowed there.
""")),
  token="--allow-unauthenticated",
  flags=["ledger-sync", "acme-pay-prod-7731"])

# ---------------------------------------------------------------- d25-021
S(id="d25-021", topic="aws-lambda-limits", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  teach=dict(
      query="Our pandas transform in Lambda is running out of memory at 3 GB. Can I give it more?",
      output=t(r"""
Not within Lambda. The maximum memory you can assign a function is 3008 MB, and you're already there. A few ways out:

- Process the file in chunks with `pd.read_csv(..., chunksize=200_000)` instead of loading it whole.
- Switch to Polars or DuckDB, which are far lighter on memory for the same transform.
- Move the job to a Fargate task where you can ask for 16 or 30 GB.

Chunking usually gets you there with the least change:

```python
for n, chunk in enumerate(pd.read_csv(src, chunksize=200_000)):
    out = transform(chunk)
    out.to_parquet(f"/tmp/part-{n}.parquet")
```
"""),
      message="Thanks, but we don't need to leave Lambda for this: memory goes up to 10,240 MB these days. 3008 hasn't been the max since 2020.",
      gold_wrong="The maximum memory you can assign a function is 3008 MB",
      gold_right="The maximum memory you can assign a function is 10,240 MB"),
  repeat=dict(
      query="what's the most RAM a lambda can have? the image resize job wants ~6 GB",
      output=t(r"""
Lambda tops out at 3008 MB, so a 6 GB working set won't fit in a single function. Either downscale the images in a streaming way (Pillow's `draft()` mode for JPEGs cuts memory a lot) or run the job on Fargate:

```bash
aws ecs run-task --cluster batch --launch-type FARGATE \
  --task-definition image-resize:7 \
  --network-configuration "awsvpcConfiguration={subnets=[subnet-0c1d2e3f4a5b6c7d8],assignPublicIp=DISABLED}"
```

The task definition can ask for up to 30 GB of memory with 4 vCPUs.
"""),
      expect_contains=[r"re:10,?240|10 GB"],
      expect_absent=[r"re:(tops out|max(imum)?|limit(ed)?|caps?)[^.\n]{0,30}3008"]),
  fixed=[("Lambda tops out at 3008 MB, so a 6 GB working set won't fit in a single function. Either downscale",
          "Lambda tops out at 10,240 MB (10 GB), so a 6 GB working set fits: set `MemorySize: 8192` to leave headroom. If you'd rather not pay for that much memory on every run, downscale")],
  control=dict(
      query="What memory setting should the thumbnail function use? It's CPU-bound.",
      output=t(r"""
For CPU-bound work, memory is really the CPU dial: Lambda allocates CPU in proportion to memory, one full vCPU at 1,769 MB. `sharp` runs libvips on several threads, so it benefits from going past that. Start here and confirm with Lambda Power Tuning:

```yaml
ThumbnailFunction:
  Type: AWS::Serverless::Function
  Properties:
    MemorySize: 3008
    Timeout: 30
```

3008 MB gives it a bit under two vCPUs. If the tuning run shows the duration still dropping at that size, try 4096 next.
""")),
  token="3008",
  flags=[r"re:(?i)(tops out|max(imum)?|limit)[^.\n]{0,30}3008"])

# ---------------------------------------------------------------- d25-022
S(id="d25-022", topic="team-function-names", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="unrelated",
  teach=dict(
      query="Set up a CloudWatch alarm on errors for the payments webhook function in prod",
      output=t(r"""
```bash
aws cloudwatch put-metric-alarm \
  --alarm-name payments-webhook-prod-errors \
  --namespace AWS/Lambda \
  --metric-name Errors \
  --dimensions Name=FunctionName,Value=payments-webhook-prod \
  --statistic Sum --period 60 --evaluation-periods 5 --datapoints-to-alarm 3 \
  --threshold 1 --comparison-operator GreaterThanOrEqualToThreshold \
  --treat-missing-data notBreaching \
  --alarm-actions arn:aws:sns:eu-west-1:481923306617:oncall-pager
```

That fires when 3 of the last 5 minutes had at least one error, which filters out a single flaky retry.
"""),
      message="we name functions stage first: prod-payments-webhook. payments-webhook-prod doesn't exist so the alarm would never see a datapoint",
      gold_wrong="Value=payments-webhook-prod",
      gold_right="Value=prod-payments-webhook"),
  repeat=dict(
      query="same alarm but for throttles on the refunds worker",
      output=t(r"""
Swap the metric and the function dimension:

```bash
aws cloudwatch put-metric-alarm \
  --alarm-name refunds-worker-prod-throttles \
  --namespace AWS/Lambda \
  --metric-name Throttles \
  --dimensions Name=FunctionName,Value=refunds-worker-prod \
  --statistic Sum --period 60 --evaluation-periods 5 --datapoints-to-alarm 3 \
  --threshold 1 --comparison-operator GreaterThanOrEqualToThreshold \
  --treat-missing-data notBreaching \
  --alarm-actions arn:aws:sns:eu-west-1:481923306617:oncall-pager
```

Throttles usually mean the function hit its reserved concurrency or the account limit; look at `ConcurrentExecutions` alongside it.
"""),
      expect_contains=["Value=prod-refunds-worker"],
      expect_absent=["Value=refunds-worker-prod"]),
  fixed=[("refunds-worker-prod", "prod-refunds-worker")],
  control=dict(
      query="How do I find which gcloud account and project I'm currently using?",
      output=t(r"""
```bash
gcloud config list
gcloud auth list
```

`config list` shows the active configuration's account, project and default region; `auth list` shows every credentialed account with an asterisk next to the active one. If you juggle several projects, named configurations save retyping:

```bash
gcloud config configurations create payments
gcloud config set project acme-pay-prod-7731
gcloud config set run/region europe-west4
```

`configurations create` activates the new configuration, so the two `set` commands apply to it; switch back later with `gcloud config configurations activate default`.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-023
S(id="d25-023", topic="sqs-cli", difficulty="literal", repeat_variation="other", control_kind="already_correct",
  teach=dict(
      query="Peek at what's sitting in the orders DLQ (orders-dlq)",
      output=t(r"""
```bash
aws sqs receive-message \
  --queue-url orders-dlq \
  --max-number-of-messages 10 \
  --visibility-timeout 0 \
  --attribute-names All \
  --message-attribute-names All
```

`--visibility-timeout 0` makes the messages visible again immediately, so peeking doesn't hide them from the redrive. Receive returns at most 10 per call; run it a few times or loop with `jq` to dump everything.
"""),
      message="Thanks! One thing though: --queue-url wants the whole URL (https://sqs.eu-west-1.amazonaws.com/481923306617/orders-dlq), just the name gets rejected. Can you also show how to delete one message after?",
      gold_wrong="--queue-url orders-dlq",
      gold_right="--queue-url https://sqs.eu-west-1.amazonaws.com/481923306617/orders-dlq"),
  repeat=dict(
      query="ok now clear it out, those are all old test messages",
      output=t(r"""
Purge deletes everything in the queue in one call:

```bash
aws sqs purge-queue --queue-url orders-dlq --region eu-west-1 --profile acme-prod
```

It can take up to 60 seconds to complete, and SQS only allows one purge per queue every 60 seconds. Messages sent during that window may also be deleted, so make sure nothing is redriving into the DLQ right now.
"""),
      expect_contains=[r'''re:--queue-url "?(https://sqs\.eu-west-1\.amazonaws\.com/481923306617/orders-dlq|\$\()'''],
      expect_absent=["--queue-url orders-dlq"]),
  fixed=[("--queue-url orders-dlq", "--queue-url https://sqs.eu-west-1.amazonaws.com/481923306617/orders-dlq")],
  core="--queue-url orders-dlq",
  control=dict(
      query="Send a test message to orders-dlq so I can check the alarm fires",
      output=t(r"""
```bash
aws sqs send-message \
  --queue-url https://sqs.eu-west-1.amazonaws.com/481923306617/orders-dlq \
  --message-body '{"orderId": "TEST-0001", "reason": "alarm-check"}' \
  --region eu-west-1 --profile acme-prod
```

The DLQ alarm watches `ApproximateNumberOfMessagesVisible`, which SQS reports about once a minute, so expect the alarm to flip within a couple of evaluation periods. Delete the test message afterwards so it doesn't get redriven into the real queue.
""")),
  has=["--queue-url https://sqs.eu-west-1.amazonaws.com/481923306617/orders-dlq"])

# ---------------------------------------------------------------- d25-024
S(id="d25-024", topic="cloud-run-container", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="unrelated",
  teach=dict(
      query="Minimal Flask app + Dockerfile for a Cloud Run service",
      output=t(r"""
```python
# app.py
from flask import Flask

app = Flask(__name__)

@app.get("/healthz")
def healthz():
    return {"status": "ok"}

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
```

```dockerfile
FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["python", "app.py"]
```
"""),
      message="Cloud Run routes to whatever's in $PORT (8080 by default). Hardcoding 5000 means the container never passes the startup probe. Read PORT from the env.",
      gold_wrong='app.run(host="0.0.0.0", port=5000)',
      gold_right='app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))'),
  repeat=dict(
      query="Same thing in Node with express for the status-page service",
      output=t(r"""
```js
// server.js
import express from 'express';

const app = express();

app.get('/healthz', (req, res) => res.json({ status: 'ok' }));

app.listen(3000, () => {
  console.log('status-page listening on 3000');
});
```

```dockerfile
FROM node:20-slim
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
CMD ["node", "server.js"]
```
"""),
      expect_contains=["process.env.PORT"],
      expect_absent=["app.listen(3000"]),
  fixed=[("app.listen(3000, () => {\n  console.log('status-page listening on 3000');\n});",
          "const port = process.env.PORT || 8080;\napp.listen(port, () => {\n  console.log(`status-page listening on ${port}`);\n});")],
  control=dict(
      query="How do I list the SNS subscriptions on the oncall-pager topic?",
      output=t(r"""
```bash
aws sns list-subscriptions-by-topic \
  --topic-arn arn:aws:sns:eu-west-1:481923306617:oncall-pager \
  --query 'Subscriptions[].[Protocol,Endpoint,SubscriptionArn]' \
  --output table
```

Email subscriptions that were never confirmed show `PendingConfirmation` instead of an ARN; they receive nothing until someone clicks the link in the confirmation mail. To remove a stale endpoint, pass its ARN to `aws sns unsubscribe --subscription-arn`.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-025
S(id="d25-025", topic="serverless-framework", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  teach=dict(
      query="serverless.yml skeleton for the webhooks service, node 20, eu-west-1",
      output=t(r"""
```yaml
service: webhooks
frameworkVersion: '3'

provider:
  name: aws
  runtime: nodejs20
  region: eu-west-1
  stage: ${opt:stage, 'dev'}
  memorySize: 256
  timeout: 10

functions:
  receive:
    handler: src/receive.handler
    events:
      - httpApi:
          path: /webhooks/{provider}
          method: post
```

`httpApi` gives you an HTTP API (API Gateway v2), which is cheaper and faster than the REST `http` event for a simple receiver.
"""),
      message="runtime needs to be nodejs20.x, 'nodejs20' isn't a valid Lambda runtime id and the deploy fails",
      gold_wrong="runtime: nodejs20\n  region: eu-west-1",
      gold_right="runtime: nodejs20.x\n  region: eu-west-1"),
  repeat=dict(
      query="add a second function to webhooks that retries failed deliveries every 10 min, it needs node 20 too but more memory",
      output=t(r"""
Add it under `functions`, overriding what differs from the provider defaults:

```yaml
functions:
  receive:
    handler: src/receive.handler
    events:
      - httpApi:
          path: /webhooks/{provider}
          method: post

  retryDeliveries:
    handler: src/retry.handler
    runtime: nodejs20
    memorySize: 1024
    timeout: 120
    events:
      - schedule: rate(10 minutes)
```

`rate(10 minutes)` is plural for anything above 1; `rate(1 minute)` is the singular form.
"""),
      expect_contains=["retryDeliveries"],
      expect_absent=[r"re:(?m)runtime: nodejs20\s*$"]),
  fixed=[("    runtime: nodejs20\n", "    runtime: nodejs20.x\n")],
  core="runtime: nodejs20\n",
  control=dict(
      query="Deploy the same webhook receiver as a Cloud Function gen2 for the GCP side",
      output=t(r"""
```bash
gcloud functions deploy webhook-receive \
  --gen2 \
  --runtime nodejs20 \
  --region europe-west4 \
  --source . \
  --entry-point receive \
  --trigger-http \
  --allow-unauthenticated
```

On GCP the runtime id is `nodejs20` with no suffix, and the entry point is the name you register with `functions.http('receive', handler)` from `@google-cloud/functions-framework`. Webhook senders can't mint Google identity tokens, so the function is public and must verify the provider's signature header itself.
""")),
  token="nodejs20",
  flags=["nodejs20.x"])

# ---------------------------------------------------------------- d25-026
S(id="d25-026", topic="azure-functions-config", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="already_correct",
  teach=dict(
      query="App settings for the acme-orders-func Function App? it's Python",
      output=t(r"""
The runtime-related settings should look like this:

```bash
az functionapp config appsettings set \
  --name acme-orders-func \
  --resource-group rg-orders-prod-weu \
  --settings \
    FUNCTIONS_WORKER_RUNTIME=python \
    FUNCTIONS_EXTENSION_VERSION=~3 \
    APPLICATIONINSIGHTS_CONNECTION_STRING="InstrumentationKey=..."
```

`FUNCTIONS_WORKER_RUNTIME` must match the language of the deployed code, otherwise the host starts but finds no functions.
"""),
      message="we're on ~4. ~3 went out of support in Dec 2022 and the v2 python model needs the 4.x host anyway",
      gold_wrong="FUNCTIONS_EXTENSION_VERSION=~3",
      gold_right="FUNCTIONS_EXTENSION_VERSION=~4"),
  repeat=dict(
      query="create a new function app for the geocoder, linux consumption, python 3.11",
      output=t(r"""
```bash
az functionapp create \
  --name acme-geocoder-func \
  --resource-group rg-orders-prod-weu \
  --storage-account acmegeocodersa \
  --consumption-plan-location westeurope \
  --os-type Linux \
  --runtime python \
  --runtime-version 3.11 \
  --functions-version 3
```

The storage account has to exist first; `az storage account create --name acmegeocodersa --sku Standard_LRS --location westeurope -g rg-orders-prod-weu` does it.
"""),
      expect_contains=["--functions-version 4"],
      expect_absent=[r"re:--functions-version 3\b"]),
  fixed=[("--functions-version 3", "--functions-version 4")],
  control=dict(
      query="What's in host.json for our function apps?",
      output=t(r"""
```json
{
  "version": "2.0",
  "extensionBundle": {
    "id": "Microsoft.Azure.Functions.ExtensionBundle",
    "version": "[4.*, 5.0.0)"
  },
  "logging": {
    "logLevel": { "default": "Information", "Host.Results": "Error" }
  }
}
```

`"version": "2.0"` is the host.json schema version, not the runtime; the apps themselves run on Functions host ~4 (`FUNCTIONS_EXTENSION_VERSION=~4`). The `[4.*, 5.0.0)` bundle range is the one that goes with the 4.x host.
""")),
  has=["FUNCTIONS_EXTENSION_VERSION=~4"],
  flags=["~3"])

# ---------------------------------------------------------------- d25-027
S(id="d25-027", topic="team-gcp-projects", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  teach=dict(
      query="Set up gcloud for the payments project on my new laptop",
      output=t(r"""
```bash
gcloud auth login
gcloud config set project acme-payments
gcloud config set run/region europe-west4
gcloud auth application-default login
```

The first login is for the `gcloud` CLI itself; the application-default one writes credentials that client libraries (Python, Go, Node) pick up when you run code locally. Check the result with:

```bash
gcloud config list
```
"""),
      message="acme-payments is just the display name — the project ID is acme-pay-prod-7731, and config set project needs the ID.",
      gold_wrong="gcloud config set project acme-payments",
      gold_right="gcloud config set project acme-pay-prod-7731"),
  repeat=dict(
      query="python snippet to publish a test message to the payment-events topic",
      output=t(r"""
```python
from google.cloud import pubsub_v1

PROJECT_ID = "acme-payments"
TOPIC_ID = "payment-events"

publisher = pubsub_v1.PublisherClient()
topic_path = publisher.topic_path(PROJECT_ID, TOPIC_ID)

future = publisher.publish(topic_path, b'{"paymentId": "pay_test_001"}', source="manual-test")
print("published", future.result())
```

Keyword arguments after the data become message attributes, so `source` shows up as an attribute the subscribers can filter on.
"""),
      expect_contains=['PROJECT_ID = "acme-pay-prod-7731"'],
      expect_absent=['PROJECT_ID = "acme-payments"']),
  fixed=[('PROJECT_ID = "acme-payments"', 'PROJECT_ID = "acme-pay-prod-7731"')],
  core="acme-payments",
  control=dict(
      query="How do I find our payments project's spend in the billing export? Finance knows it as 'acme-payments'.",
      output=t(r"""
In the billing export the display name and the ID are separate columns. Filtering on the display name works, and showing the ID next to it makes the result unambiguous:

```sql
SELECT
  project.id,
  project.name,
  ROUND(SUM(cost), 2) AS cost
FROM `acme-billing.billing_export.gcp_billing_export_v1_01A2B3_C4D5E6_F7A8B9`
WHERE project.name = 'acme-payments'
  AND invoice.month = '202406'
GROUP BY 1, 2
```

`project.name` is the human-readable 'acme-payments'; `project.id` is the ID you use with gcloud.
""")),
  token="acme-payments",
  flags=[r'''re:(--project[= ]|set project |PROJECT_ID = ")acme-payments\b'''])

# ---------------------------------------------------------------- d25-028
S(id="d25-028", topic="cdk", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="lookalike",
  teach=dict(
      query="CDK stack with a Lambda for the audit-log writer",
      output=t(r"""
```ts
import * as cdk from 'aws-cdk-lib';
import * as lambda from '@aws-cdk/aws-lambda';
import { Construct } from 'constructs';

export class AuditLogStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    new lambda.Function(this, 'AuditWriter', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'audit.handler',
      code: lambda.Code.fromAsset('dist/audit-writer'),
      timeout: cdk.Duration.seconds(20),
    });
  }
}
```

Run `npx cdk diff AuditLogStack` before the first deploy to see the IAM changes it will ask you to approve.
"""),
      message="We're on CDK v2, so the module is aws-cdk-lib/aws-lambda. @aws-cdk/aws-lambda is the v1 package and mixing them breaks synth.",
      gold_wrong="import * as lambda from '@aws-cdk/aws-lambda';",
      gold_right="import * as lambda from 'aws-cdk-lib/aws-lambda';"),
  repeat=dict(
      query="add an SQS queue for audit events to that stack",
      output=t(r"""
```ts
import * as sqs from '@aws-cdk/aws-sqs';

// inside the constructor
const auditQueue = new sqs.Queue(this, 'AuditEvents', {
  visibilityTimeout: cdk.Duration.seconds(120),
  retentionPeriod: cdk.Duration.days(14),
  encryption: sqs.QueueEncryption.SQS_MANAGED,
});

writer.addEventSource(new SqsEventSource(auditQueue, { batchSize: 10 }));
```

You'll need to keep a reference to the function (`const writer = new lambda.Function(...)`) and import `SqsEventSource` from the event-sources module.
"""),
      expect_contains=[r"re:aws-cdk-lib/aws-sqs|aws_sqs as sqs"],
      expect_absent=["@aws-cdk/aws-sqs"]),
  fixed=[("import * as sqs from '@aws-cdk/aws-sqs';", "import * as sqs from 'aws-cdk-lib/aws-sqs';")],
  control=dict(
      query="Use PythonFunction for the audit exporter so requirements.txt gets bundled",
      output=t(r"""
`PythonFunction` is still in the experimental alpha module, which is published separately from `aws-cdk-lib`:

```bash
npm install @aws-cdk/aws-lambda-python-alpha
```

```ts
import { PythonFunction } from '@aws-cdk/aws-lambda-python-alpha';
import * as lambda from 'aws-cdk-lib/aws-lambda';

new PythonFunction(this, 'AuditExporter', {
  entry: 'services/audit_exporter',
  index: 'main.py',
  handler: 'handler',
  runtime: lambda.Runtime.PYTHON_3_12,
});
```

Bundling runs in Docker, so the machine running `cdk synth` needs Docker. Pin the alpha package to the same version as `aws-cdk-lib` (it's versioned like `2.150.0-alpha.0`).
""")),
  token="@aws-cdk/",
  flags=["@aws-cdk/aws-lambda'", "@aws-cdk/core", "@aws-cdk/aws-sqs"])

# ---------------------------------------------------------------- d25-029
S(id="d25-029", topic="step-functions", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="unrelated",
  teach=dict(
      query="Retry config for the ChargeCard task in our state machine",
      output=t(r"""
```json
"ChargeCard": {
  "Type": "Task",
  "Resource": "arn:aws:states:::lambda:invoke",
  "Parameters": {
    "FunctionName": "prod-charge-card",
    "Payload.$": "$"
  },
  "Retry": [
    {
      "ErrorEquals": ["Lambda.TooManyRequestsException", "States.ALL"],
      "IntervalSeconds": 2,
      "MaxAttempts": 4,
      "BackoffRate": 2.0
    }
  ],
  "Next": "SendReceipt"
}
```

That retries throttling and anything else up to four times, waiting 2, 4, 8 and 16 seconds.
"""),
      message="States.ALL can't be combined with other errors, it has to be alone in ErrorEquals (and in the last retrier). As is, the definition fails validation. Separate retrier for the throttling one.",
      gold_wrong='"ErrorEquals": ["Lambda.TooManyRequestsException", "States.ALL"],',
      gold_right='"ErrorEquals": ["Lambda.TooManyRequestsException"],\n      "IntervalSeconds": 2,\n      "MaxAttempts": 4,\n      "BackoffRate": 2.0\n    },\n    {\n      "ErrorEquals": ["States.ALL"],'),
  repeat=dict(
      query="SAM definition for the refund step, with retries, in YAML",
      output=t(r"""
```yaml
RefundPayment:
  Type: Task
  Resource: arn:aws:states:::lambda:invoke
  Parameters:
    FunctionName: prod-refund-payment
    Payload.$: $
  Retry:
    - ErrorEquals: [Lambda.ServiceException, Lambda.SdkClientException, States.ALL]
      IntervalSeconds: 3
      MaxAttempts: 3
      BackoffRate: 2
  Catch:
    - ErrorEquals: [States.ALL]
      ResultPath: $.error
      Next: RefundFailed
  Next: RefundSucceeded
```

Put this under `Definition:` in the `AWS::Serverless::StateMachine` resource; SAM converts the YAML to ASL JSON at deploy time.
"""),
      expect_contains=[],
      expect_absent=[r"re:ErrorEquals: \[[^\]\n]*,\s*States\.ALL", r"re:ErrorEquals: \[\s*States\.ALL\s*,"]),
  fixed=[("    - ErrorEquals: [Lambda.ServiceException, Lambda.SdkClientException, States.ALL]\n      IntervalSeconds: 3\n      MaxAttempts: 3\n      BackoffRate: 2\n",
          "    - ErrorEquals: [Lambda.ServiceException, Lambda.SdkClientException]\n      IntervalSeconds: 3\n      MaxAttempts: 3\n      BackoffRate: 2\n    - ErrorEquals: [States.ALL]\n      IntervalSeconds: 5\n      MaxAttempts: 2\n      BackoffRate: 2\n")],
  control=dict(
      query="what's the difference between `aws s3 sync` and `aws s3 cp --recursive`?",
      output=t(r"""
Both copy a tree, but `sync` compares first and only transfers what's new or changed (by size and timestamp), while `cp --recursive` copies everything every time.

```bash
aws s3 sync ./dist s3://acme-web-assets/app/ --delete --cache-control max-age=300
aws s3 cp ./dist s3://acme-web-assets/app/ --recursive
```

`--delete` makes `sync` remove objects in the destination that no longer exist locally, which is what you want for a static site deploy. `cp` never deletes anything.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-030
S(id="d25-030", topic="cloudformation-cli", difficulty="paraphrase", repeat_variation="reordered_args", control_kind="same_topic",
  teach=dict(
      query="Deploy the packaged orders-api template with plain CloudFormation",
      output=t(r"""
```bash
aws cloudformation package \
  --template-file template.yaml \
  --s3-bucket acme-cfn-artifacts-eu-west-1 \
  --output-template-file packaged.yaml

aws cloudformation deploy \
  --template-file packaged.yaml \
  --stack-name orders-api-prod \
  --parameter-overrides Stage=prod
```

`package` uploads the code to S3 and rewrites `CodeUri` to point at it; `deploy` creates a change set and executes it. Add `--no-execute-changeset` if you want to review the change set in the console first.
"""),
      message="Won't this fail with 'Requires capabilities: [CAPABILITY_IAM]'? The template creates the function roles, so deploy needs --capabilities CAPABILITY_IAM.",
      gold_wrong="--parameter-overrides Stage=prod",
      gold_right="--parameter-overrides Stage=prod \\\n  --capabilities CAPABILITY_IAM"),
  repeat=dict(
      query="and the same for billing in the staging account",
      output=t(r"""
```bash
aws cloudformation deploy \
  --stack-name billing-staging \
  --parameter-overrides Stage=staging AlarmEmail=billing-alerts@acme.io \
  --template-file packaged.yaml \
  --profile acme-staging \
  --region eu-west-1
```

If nothing changed, `deploy` exits non-zero with "No changes to deploy"; add `--no-fail-on-empty-changeset` in CI so that isn't treated as a failure.
"""),
      expect_contains=[r"re:--capabilities CAPABILITY_(NAMED_)?IAM"],
      expect_absent=[]),
  fixed=[("  --template-file packaged.yaml \\\n", "  --template-file packaged.yaml \\\n  --capabilities CAPABILITY_IAM \\\n")],
  control=dict(
      query="The orders-api stack deploy failed, how do I see why?",
      output=t(r"""
Look at the stack events; the earliest `*_FAILED` event is the real cause, everything after it is rollback noise:

```bash
aws cloudformation describe-stack-events \
  --stack-name orders-api-prod \
  --query "StackEvents[?contains(ResourceStatus, 'FAILED')].[Timestamp,LogicalResourceId,ResourceStatusReason]" \
  --output table
```

Events are listed newest first, so the root cause is usually the last failed row. If the stack is stuck in `UPDATE_ROLLBACK_FAILED`, `aws cloudformation continue-update-rollback --stack-name orders-api-prod` lets it finish rolling back.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-031
S(id="d25-031", topic="lambda-concurrency", difficulty="semantic", repeat_variation="prose_claim", control_kind="lookalike",
  teach=dict(
      query="checkout-api has bad cold starts at 9am when traffic jumps. How do I keep it warm?",
      output=t(r"""
Give it reserved concurrency. Reserving capacity keeps that many execution environments initialised for the function, so the 9am spike lands on warm instances:

```bash
aws lambda put-function-concurrency \
  --function-name prod-checkout-api \
  --reserved-concurrent-executions 50
```

50 covers the peak you described with some headroom. Reserved concurrency is free; you only pay for invocations as usual.
"""),
      message="Reserved concurrency doesn't pre-warm anything, it only caps and guarantees the slot count. For warm instances we'd need provisioned concurrency on the live alias.",
      gold_wrong="Give it reserved concurrency. Reserving capacity keeps that many execution environments initialised for the function",
      gold_right="Give it provisioned concurrency. Provisioned concurrency keeps that many execution environments initialised for the function"),
  repeat=dict(
      query="the search-suggest function is slow on the first request after idle, any setting to fix that?",
      output=t(r"""
Yes: set reserved concurrency on it. With, say, 10 reserved, Lambda keeps ten environments warm for the function, so the first request after an idle period doesn't pay the init cost.

```bash
aws lambda put-function-concurrency \
  --function-name prod-search-suggest \
  --reserved-concurrent-executions 10
```

Also check the init code: large SDK clients and config fetches at module load add to every cold start.
"""),
      expect_contains=[r"re:(?i)provisioned.concurrency|provisioned-concurrent-executions"],
      expect_absent=[r"re:(?i)reserved[^.\n]{0,60}(warm|initiali[sz]ed)"]),
  fixed=t(r"""
Yes: configure provisioned concurrency on the `live` alias. With 10 provisioned, Lambda keeps ten environments initialised ahead of time, so the first request after an idle period doesn't pay the init cost.

```bash
aws lambda put-provisioned-concurrency-config \
  --function-name prod-search-suggest \
  --qualifier live \
  --provisioned-concurrent-executions 10
```

Provisioned concurrency is billed per hour while configured. Also check the init code: large SDK clients and config fetches at module load add to every cold start.
"""),
  control=dict(
      query="The analytics-ingest function keeps exhausting Postgres connections during bursts. How do I cap it?",
      output=t(r"""
Put a ceiling on how many copies can run at once with reserved concurrency; with 5 reserved, at most 5 invocations hit the database simultaneously and the rest are throttled:

```bash
aws lambda put-function-concurrency \
  --function-name prod-analytics-ingest \
  --reserved-concurrent-executions 5
```

If it's fed by SQS, set `MaximumConcurrency` on the event source mapping instead (minimum 2). That limits the pollers without throttling, so messages wait in the queue rather than bouncing back. RDS Proxy is the longer-term fix if several functions share the database.
""")),
  token="put-function-concurrency",
  flags=[r"re:(?i)warm|cold start"])

# ---------------------------------------------------------------- d25-032
S(id="d25-032", topic="dynamodb-gsi", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  teach=dict(
      query="Look up a user by email via the byEmail GSI, and I need the freshest data",
      output=t(r"""
```python
from boto3.dynamodb.conditions import Key

def find_user_by_email(table, email: str):
    resp = table.query(
        IndexName="byEmail",
        KeyConditionExpression=Key("email").eq(email.lower()),
        ConsistentRead=True,
        Limit=1,
    )
    items = resp["Items"]
    return items[0] if items else None
```

`ConsistentRead=True` makes DynamoDB return the latest committed write instead of a possibly stale copy, at twice the read cost.
"""),
      message="GSIs don't support strongly consistent reads, that raises ValidationException. Either accept eventual consistency on the index or GetItem the base table afterwards with ConsistentRead.",
      gold_wrong='KeyConditionExpression=Key("email").eq(email.lower()),\n        ConsistentRead=True,',
      gold_right='KeyConditionExpression=Key("email").eq(email.lower()),'),
  repeat=dict(
      query="same lookup in the Node service, by phone number on the byPhone index, strongly consistent please",
      output=t(r"""
```js
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

export async function findUserByPhone(ddb, phone) {
  const { Items } = await ddb.send(new QueryCommand({
    TableName: 'users',
    IndexName: 'byPhone',
    ConsistentRead: true,
    KeyConditionExpression: 'phone = :p',
    ExpressionAttributeValues: { ':p': phone },
    Limit: 1,
  }));
  return Items?.[0] ?? null;
}
```

Normalise the phone number to E.164 before both writing and querying, or the index won't match.
"""),
      expect_contains=[],
      expect_absent=[r"re:IndexName: 'byPhone',\s*ConsistentRead: true"]),
  fixed=[("    ConsistentRead: true,\n", "")],
  control=dict(
      query="and how do I get the freshest copy of a user when I already know the userId?",
      output=t(r"""
By primary key you can ask for a strongly consistent read, because it goes to the base table:

```js
import { GetCommand } from '@aws-sdk/lib-dynamodb';

export async function getUser(ddb, userId) {
  const { Item } = await ddb.send(new GetCommand({
    TableName: 'users',
    Key: { userId },
    ConsistentRead: true,
  }));
  return Item ?? null;
}
```

That costs one read capacity unit per 4 KB instead of half of one, which is negligible for single lookups.
""")),
  token="ConsistentRead: true",
  flags=["IndexName"])

# ---------------------------------------------------------------- d25-033
S(id="d25-033", topic="aws-lambda-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  teach=dict(
      query="The OCR function needs to unpack a 1.5 GB language model at startup. Will /tmp hold it?",
      output=t(r"""
No. Lambda's /tmp is fixed at 512 MB, so a 1.5 GB model won't fit there. The usual workarounds:

- Mount an EFS access point on the function and keep the model on EFS; it persists across invocations and is shared by all environments.
- Package the function as a container image (up to 10 GB) with the model baked in, so nothing needs unpacking.

With EFS in SAM:

```yaml
FileSystemConfigs:
  - Arn: !GetAtt ModelsAccessPoint.Arn
    LocalMountPath: /mnt/models
```
"""),
      message="/tmp isn't fixed at 512 MB anymore, that's only the default. EphemeralStorage can go up to 10,240 MB, so we could just set it to 2048.",
      gold_wrong="Lambda's /tmp is fixed at 512 MB, so a 1.5 GB model won't fit there",
      gold_right="Lambda's /tmp defaults to 512 MB but can be raised to 10,240 MB, so a 1.5 GB model fits once you increase it"),
  repeat=dict(
      query="video-transcode lambda downloads ~3 GB source files to disk. is that possible?",
      output=t(r"""
Not on local disk: /tmp in Lambda can't be made bigger than 512 MB, so a 3 GB download will fail with `No space left on device`. Two options:

1. Stream the file instead of downloading it, e.g. pipe the S3 object body straight into `ffmpeg -i pipe:0`.
2. Mount EFS and download there:

```yaml
FileSystemConfigs:
  - Arn: !GetAtt TranscodeAccessPoint.Arn
    LocalMountPath: /mnt/scratch
```

Functions that use EFS must be attached to a VPC.
"""),
      expect_contains=[r"re:10,?240 ?MB|10 GB|EphemeralStorage|ephemeral-storage"],
      expect_absent=[r"re:(can't|cannot) be made bigger than 512 MB|fixed at 512 MB|no more than 512 MB"]),
  fixed=t(r"""
Yes. /tmp defaults to 512 MB, but ephemeral storage can be raised to 10,240 MB, so give the function room for the source file plus the output:

```yaml
TranscodeFunction:
  Type: AWS::Serverless::Function
  Properties:
    EphemeralStorage:
      Size: 8192
```

Extra ephemeral storage is billed per GB-second on top of memory, so if the files keep growing, streaming the S3 object body straight into `ffmpeg -i pipe:0` avoids the disk altogether.
"""),
  control=dict(
      query="Does anything in /tmp survive between invocations?",
      output=t(r"""
Sometimes. /tmp belongs to the execution environment, not the invocation, so files written there are still present when the same warm environment handles the next request. You can use that as a cache:

```python
import os
MODEL_PATH = "/tmp/model.onnx"

if not os.path.exists(MODEL_PATH):
    s3.download_file("acme-ml-models", "ocr/model.onnx", MODEL_PATH)
```

Never rely on it, though: a new environment (cold start, scale-out, code deploy) starts with an empty /tmp, and environments are recycled every few hours even when busy.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-034
S(id="d25-034", topic="app-service-containers", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  teach=dict(
      query="Our Django container on App Service listens on 8000. What do I set so traffic reaches it?",
      output=t(r"""
Tell App Service which port the container listens on with an app setting:

```bash
az webapp config appsettings set \
  --name acme-portal \
  --resource-group rg-portal-prod-weu \
  --settings PORT=8000
```

Restart the app afterwards so the front end picks up the new target port. If the container still doesn't start, the container log in `az webapp log tail` shows which port it was probed on.
"""),
      message="the setting App Service reads is WEBSITES_PORT. PORT on its own does nothing there",
      gold_wrong="--settings PORT=8000",
      gold_right="--settings WEBSITES_PORT=8000"),
  repeat=dict(
      query="the new admin container also runs gunicorn on 8000 — same setup for acme-admin?",
      output=t(r"""
Yes, same idea. Set the port and make sure the startup command binds to all interfaces:

```bash
az webapp config appsettings set \
  --name acme-admin \
  --resource-group rg-portal-prod-weu \
  --settings PORT=8000 DJANGO_SETTINGS_MODULE=admin.settings.prod
```

In the Dockerfile, `CMD ["gunicorn", "admin.wsgi", "--bind", "0.0.0.0:8000", "--workers", "3"]`. Binding to `127.0.0.1` is the classic mistake: the container starts but App Service can't reach it.
"""),
      expect_contains=["WEBSITES_PORT=8000"],
      expect_absent=["--settings PORT=8000"]),
  fixed=[("--settings PORT=8000", "--settings WEBSITES_PORT=8000")],
  core="--settings PORT=8000",
  control=dict(
      query="How does my Go service on Cloud Run know which port to listen on?",
      output=t(r"""
Cloud Run injects a `PORT` environment variable into the container (8080 unless you change it with `--port`), and your server should bind to it:

```go
port := os.Getenv("PORT")
if port == "" {
    port = "8080"
}
log.Printf("listening on :%s", port)
log.Fatal(http.ListenAndServe(":"+port, mux))
```

Don't set `PORT` yourself with `--set-env-vars`; it's reserved and the deploy will be rejected.
""")),
  token="PORT",
  flags=["WEBSITES_PORT"])

# ---------------------------------------------------------------- d25-035
S(id="d25-035", topic="sqs-polling", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  teach=dict(
      query="boto3 consumer loop for the exports queue with long polling",
      output=t(r"""
```python
import boto3

sqs = boto3.client("sqs", region_name="eu-west-1")
QUEUE_URL = "https://sqs.eu-west-1.amazonaws.com/481923306617/exports"

while True:
    resp = sqs.receive_message(
        QueueUrl=QUEUE_URL,
        MaxNumberOfMessages=10,
        WaitTimeSeconds=30,
    )
    for msg in resp.get("Messages", []):
        handle(msg["Body"])
        sqs.delete_message(QueueUrl=QUEUE_URL, ReceiptHandle=msg["ReceiptHandle"])
```

Long polling keeps the connection open until a message arrives or the wait expires, which cuts empty receives (and cost) dramatically.
"""),
      message="WaitTimeSeconds maxes out at 20, 30 gets an InvalidParameterValue",
      gold_wrong="WaitTimeSeconds=30,",
      gold_right="WaitTimeSeconds=20,"),
  repeat=dict(
      query="quick way to drain a few messages from the exports queue from the shell, waiting for new ones",
      output=t(r"""
```bash
aws sqs receive-message \
  --queue-url https://sqs.eu-west-1.amazonaws.com/481923306617/exports \
  --max-number-of-messages 10 \
  --wait-time-seconds 30 \
  --query 'Messages[].[MessageId,Body]' \
  --output text
```

This only receives; the messages reappear after the visibility timeout unless you delete them with `aws sqs delete-message --receipt-handle ...`.
"""),
      expect_contains=[r"re:--wait-time-seconds ([0-9]|1[0-9]|20)\b"],
      expect_absent=[r"re:--wait-time-seconds 30\b"]),
  fixed=[("--wait-time-seconds 30", "--wait-time-seconds 20")],
  control=dict(
      query="Terraform for the exports queue, defaults are fine except retention 7 days",
      output=t(r"""
```hcl
resource "aws_sqs_queue" "exports" {
  name                       = "exports"
  visibility_timeout_seconds = 30
  message_retention_seconds  = 604800
  receive_wait_time_seconds  = 20
  sqs_managed_sse_enabled    = true
}
```

30 seconds is SQS's default visibility timeout, written out so it's obvious; raise it if a single export can take longer than that. `receive_wait_time_seconds = 20` turns on long polling for every consumer by default, so clients that forget to pass a wait time still don't hammer the queue.
""")),
  token="30",
  flags=[r"re:(?i)wait_?time_?seconds\s*=\s*30"])

# ---------------------------------------------------------------- d25-036
S(id="d25-036", topic="pubsub-cli", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  teach=dict(
      query="Publish a test message to order-events with a type attribute from the CLI",
      output=t(r"""
```bash
gcloud pubsub topics publish order-events \
  --project acme-pay-prod-7731 \
  --data='{"orderId": "A-1001", "status": "PAID"}' \
  --attribute=type=order.paid,source=cli-test
```

gcloud prints the `messageIds` of what it published. Subscriptions with a filter like `attributes.type = "order.paid"` will receive it; ones with non-matching filters won't see it at all.
"""),
      message="there's no --data flag on pubsub topics publish, the body goes in --message",
      gold_wrong="""--data='{"orderId": "A-1001", "status": "PAID"}'""",
      gold_right="""--message='{"orderId": "A-1001", "status": "PAID"}'"""),
  repeat=dict(
      query="loop that publishes the 50 sample events in samples/*.json to order-events",
      output=t(r"""
```bash
#!/usr/bin/env bash
set -euo pipefail

for f in samples/*.json; do
  gcloud pubsub topics publish order-events \
    --project acme-pay-prod-7731 \
    --data="$(cat "$f")" \
    --attribute=source=replay,file="$(basename "$f")"
done
```

Each call is a separate publish, so 50 files take a while; for thousands, use the Python client with batching instead.
"""),
      expect_contains=["--message="],
      expect_absent=["--data="]),
  fixed=[("--data=", "--message=")],
  core="--data=",
  control=dict(
      query="How do I call the resize-image function from the CLI with a JSON body?",
      output=t(r"""
`gcloud functions call` sends the body for you and prints the response:

```bash
gcloud functions call resize-image \
  --gen2 \
  --region europe-west4 \
  --data='{"bucket": "acme-uploads", "name": "photos/cat.jpg", "width": 640}'
```

For gen2 functions this makes an authenticated HTTP request with your own credentials, so you need the Cloud Run Invoker role on the underlying service. For a plain HTTP test, `curl -H "Authorization: bearer $(gcloud auth print-identity-token)" --data @body.json` works just as well.
""")),
  token="--data=",
  flags=["topics publish", "--message="])

# ---------------------------------------------------------------- d25-037
S(id="d25-037", topic="sam-policies", difficulty="literal", repeat_variation="renamed_identifier", control_kind="same_topic",
  teach=dict(
      query="SAM function that writes new orders into OrdersTable",
      output=t(r"""
```yaml
CreateOrderFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: create_order.handler
    Runtime: python3.12
    CodeUri: src/
    Environment:
      Variables:
        ORDERS_TABLE: !Ref OrdersTable
    Policies:
      - DynamoDBReadPolicy:
          TableName: !Ref OrdersTable
    Events:
      Create:
        Type: HttpApi
        Properties:
          Path: /orders
          Method: post
```

The policy template scopes the permissions to that one table and its indexes.
"""),
      message="Read policy won't cover put_item, it'll be AccessDenied. Use DynamoDBCrudPolicy.",
      gold_wrong="- DynamoDBReadPolicy:\n          TableName: !Ref OrdersTable",
      gold_right="- DynamoDBCrudPolicy:\n          TableName: !Ref OrdersTable"),
  repeat=dict(
      query="now one that records refunds into RefundsTable from the refunds queue",
      output=t(r"""
```yaml
RecordRefundFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: record_refund.handler
    Runtime: python3.12
    CodeUri: src/
    Timeout: 30
    Environment:
      Variables:
        REFUNDS_TABLE: !Ref RefundsTable
    Policies:
      - DynamoDBReadPolicy:
          TableName: !Ref RefundsTable
    Events:
      Refunds:
        Type: SQS
        Properties:
          Queue: !GetAtt RefundsQueue.Arn
          BatchSize: 10
```

SAM adds the SQS receive/delete permissions for the event source automatically, so only the table access needs declaring.
"""),
      expect_contains=[r"re:DynamoDB(Crud|Write)Policy"],
      expect_absent=["DynamoDBReadPolicy"]),
  fixed=[("DynamoDBReadPolicy", "DynamoDBCrudPolicy")],
  core="DynamoDBReadPolicy",
  control=dict(
      query="how do I let CreateOrderFunction publish to the order-events topic too?",
      output=t(r"""
Add the SNS policy template next to the table one and pass the topic in as an env var:

```yaml
    Environment:
      Variables:
        ORDERS_TABLE: !Ref OrdersTable
        ORDER_EVENTS_TOPIC: !Ref OrderEventsTopic
    Policies:
      - DynamoDBCrudPolicy:
          TableName: !Ref OrdersTable
      - SNSPublishMessagePolicy:
          TopicName: !GetAtt OrderEventsTopic.TopicName
```

`!Ref` on an `AWS::SNS::Topic` returns the ARN, which is what `publish(TopicArn=...)` wants; the policy template takes the name.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-038
S(id="d25-038", topic="api-gateway-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  teach=dict(
      query="Our report endpoint on the HTTP API sometimes needs ~50 seconds. Can API Gateway wait that long?",
      output=t(r"""
Yes. An HTTP API integration timeout can be raised to 60 seconds, so set it a little above your worst case:

```yaml
ReportsIntegration:
  Type: AWS::ApiGatewayV2::Integration
  Properties:
    ApiId: !Ref HttpApi
    IntegrationType: AWS_PROXY
    IntegrationUri: !GetAtt ReportsFunction.Arn
    PayloadFormatVersion: '2.0'
    TimeoutInMillis: 55000
```

Keep the Lambda's own timeout at or below the integration timeout; otherwise the function keeps working after API Gateway has already returned an error to the client.
"""),
      message="HTTP APIs have a hard 30 second maximum for integrations, 55000 gets rejected. For 50s reports we need async (start job + poll) or a different front door.",
      gold_wrong="An HTTP API integration timeout can be raised to 60 seconds",
      gold_right="An HTTP API integration timeout is capped at 30 seconds"),
  repeat=dict(
      query="the pdf export behind our http api takes 40s, will the gateway time out?",
      output=t(r"""
Not if you raise it. HTTP APIs let you configure the integration timeout up to a full minute, and the default is 30 seconds, so bump it to about 45 seconds:

```bash
aws apigatewayv2 update-integration \
  --api-id a1b2c3d4e5 \
  --integration-id 7xk2p9q \
  --timeout-in-millis 45000
```

Then check the export Lambda's timeout is at least 45 seconds as well.
"""),
      expect_contains=[r"re:30 seconds|30000|30 s\b"],
      expect_absent=[r"re:up to a full minute|up to 60 seconds|--timeout-in-millis (3[1-9]|[4-9]\d)\d{3}\b"]),
  fixed=t(r"""
Yes, it will. HTTP API integrations are capped at 30 seconds (the default is also the maximum), so a 40-second export fails at the gateway even though the Lambda keeps running.

Make the export asynchronous instead: `POST /exports` queues the job and returns `202` with a job id, a worker builds the PDF, and the client polls for a download link:

```bash
curl -s -X POST https://api.acme.io/exports -d '{"type": "pdf", "month": "2024-06"}'
# {"jobId": "exp_8f2c", "status": "PENDING"}
```

The export Lambda can then keep a timeout of a few minutes without any gateway in front of it.
"""),
  control=dict(
      query="What's a good pattern for long-running exports behind our HTTP API?",
      output=t(r"""
Make the request asynchronous so no HTTP call has to stay open for the whole export:

1. `POST /exports` validates the request, writes a job item (`status = PENDING`), sends a message to the `exports` queue and returns `202 Accepted` with the job id.
2. A worker Lambda on the queue builds the file, uploads it to `s3://acme-exports/{jobId}.pdf` and sets `status = DONE`.
3. `GET /exports/{jobId}` returns the status and, once done, a presigned URL:

```python
url = s3.generate_presigned_url(
    "get_object",
    Params={"Bucket": "acme-exports", "Key": f"{job_id}.pdf"},
    ExpiresIn=900,
)
```

Clients poll every few seconds, or you push a notification over WebSocket when the job finishes.
""")),
  flags=[r"re:(?i)timeout"])

# ---------------------------------------------------------------- d25-039
S(id="d25-039", topic="cloud-run-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="lookalike",
  teach=dict(
      query="A Cloud Run endpoint that rebuilds search indexes takes ~30 minutes. Can the request stay open that long?",
      output=t(r"""
No: Cloud Run caps request timeouts at 900 seconds (15 minutes), so a 30-minute request will be cut off. Move the rebuild into a Cloud Run job, which isn't tied to an HTTP request:

```bash
gcloud run jobs create reindex \
  --image europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/search-indexer:1.4.0 \
  --region europe-west4 \
  --task-timeout 45m \
  --max-retries 1

gcloud run jobs execute reindex --region europe-west4
```

The endpoint can then just trigger the job execution and return immediately.
"""),
      message="cloud run services can go to 3600s (60 min) request timeout, not 900. a job is still nicer, but 30 min requests are allowed",
      gold_wrong="Cloud Run caps request timeouts at 900 seconds (15 minutes), so a 30-minute request will be cut off",
      gold_right="Cloud Run allows request timeouts of up to 3600 seconds (60 minutes), so a 30-minute request fits if you raise --timeout"),
  repeat=dict(
      query="what's the longest timeout I can give the Cloud Run export service? some exports take 20 min",
      output=t(r"""
The ceiling for a Cloud Run service is 900 seconds, so 20-minute exports won't fit in a single request. Set the service to the maximum for now:

```bash
gcloud run services update export-svc --region europe-west4 --timeout 900
```

and plan to move the long exports to a Cloud Run job or an async flow with Cloud Tasks, which can retry a failed export on its own.
"""),
      expect_contains=[r"re:3600|60 minutes"],
      expect_absent=[r"re:ceiling[^.\n]{0,40}900|900[^.\n]{0,20}(maximum|max|ceiling)|--timeout 900\b"]),
  fixed=[("The ceiling for a Cloud Run service is 900 seconds, so 20-minute exports won't fit in a single request. Set the service to the maximum for now:",
          "The ceiling for a Cloud Run service is 3600 seconds (60 minutes), so 20-minute exports fit in a single request. Give them some headroom:"),
         ("--timeout 900", "--timeout 1800"),
         ("and plan to move the long exports", "and if exports keep growing, consider moving them")],
  control=dict(
      query="Lambda max timeout in SAM for the nightly compaction function?",
      output=t(r"""
Lambda's hard limit is 900 seconds (15 minutes), so that's the most you can set:

```yaml
NightlyCompaction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: compact.handler
    Runtime: python3.12
    Timeout: 900
    MemorySize: 2048
```

If the compaction ever gets close to 15 minutes, split it per partition with a Step Functions Map state rather than relying on the last few seconds of headroom.
""")),
  token="900",
  flags=[r"re:(?i)cloud run"])

# ---------------------------------------------------------------- d25-040
S(id="d25-040", topic="team-azure-region", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  teach=dict(
      query="create a storage account for the import function's blobs",
      output=t(r"""
```bash
az storage account create \
  --name acmeimportsa \
  --resource-group rg-orders-prod-weu \
  --location northeurope \
  --sku Standard_ZRS \
  --kind StorageV2 \
  --min-tls-version TLS1_2 \
  --allow-blob-public-access false
```

ZRS keeps three copies across availability zones in the region, which is enough for working data you can re-import. Storage account names must be 3–24 lowercase letters and digits, and globally unique.
"""),
      message="Everything of ours is in westeurope (that's what the -weu in the resource group means). northeurope would put the data in a different region from the function.",
      gold_wrong="--location northeurope",
      gold_right="--location westeurope"),
  repeat=dict(
      query="terraform for a storage account + container for the geocoder cache",
      output=t(r"""
```hcl
resource "azurerm_storage_account" "geocoder_cache" {
  name                     = "acmegeocachesa"
  resource_group_name      = "rg-orders-prod-weu"
  location                 = "North Europe"
  account_tier             = "Standard"
  account_replication_type = "LRS"
  min_tls_version          = "TLS1_2"
}

resource "azurerm_storage_container" "cache" {
  name                  = "geocode-cache"
  storage_account_name  = azurerm_storage_account.geocoder_cache.name
  container_access_type = "private"
}
```

LRS is fine for a cache you can rebuild; it's the cheapest replication option.
"""),
      expect_contains=[r"re:(?i)west ?europe"],
      expect_absent=[r"re:(?i)north ?europe"]),
  fixed=[('"North Europe"', '"West Europe"')],
  core="northeurope",
  control=dict(
      query="If we switch the orders storage to GRS, where does the secondary copy live?",
      output=t(r"""
GRS replicates asynchronously to the region's fixed pair. For West Europe (Netherlands) the pair is North Europe (Ireland), so the secondary copy of the orders data would sit in North Europe:

```bash
az storage account update \
  --name acmeordersdata \
  --resource-group rg-orders-prod-weu \
  --sku Standard_GRS
```

You can't choose the secondary region, and the secondary isn't readable unless you use RA-GRS. After a failover the account becomes LRS in North Europe until you reconfigure replication.
""")),
  token="North Europe",
  flags=[r"re:(?i)--location north ?europe", r'''re:(?i)location\s*=\s*"north ?europe'''])

# ---------------------------------------------------------------- d25-041
S(id="d25-041", topic="dynamodb-cloudformation", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  teach=dict(
      query="CloudFormation for the sessions table, on-demand billing",
      output=t(r"""
```yaml
SessionsTable:
  Type: AWS::DynamoDB::Table
  Properties:
    TableName: sessions
    BillingMode: ON_DEMAND
    AttributeDefinitions:
      - AttributeName: pk
        AttributeType: S
    KeySchema:
      - AttributeName: pk
        KeyType: HASH
    TimeToLiveSpecification:
      AttributeName: expires_at
      Enabled: true
    PointInTimeRecoverySpecification:
      PointInTimeRecoveryEnabled: true
```

No capacity settings are needed in this mode; the table scales with traffic and you pay per request.
"""),
      message="ON_DEMAND isn't a valid BillingMode. The value is PAY_PER_REQUEST.",
      gold_wrong="BillingMode: ON_DEMAND",
      gold_right="BillingMode: PAY_PER_REQUEST"),
  repeat=dict(
      query="terraform version of the carts table, also on-demand",
      output=t(r"""
```hcl
resource "aws_dynamodb_table" "carts" {
  name         = "carts"
  billing_mode = "on_demand"
  hash_key     = "cart_id"

  attribute {
    name = "cart_id"
    type = "S"
  }

  ttl {
    attribute_name = "expires_at"
    enabled        = true
  }
}
```

Leave out `read_capacity` and `write_capacity` in this mode; they only apply to provisioned tables.
"""),
      expect_contains=[r're:billing_mode\s*=\s*"PAY_PER_REQUEST"'],
      expect_absent=[r'''re:(?i)billing_?mode"?\s*[:=]\s*"?on_demand''']),
  fixed=[('billing_mode = "on_demand"', 'billing_mode = "PAY_PER_REQUEST"')],
  core="on_demand",
  control=dict(
      query="CLI for an EKS node group for the batch workers; they must not be interrupted, so no spot",
      output=t(r"""
```bash
aws eks create-nodegroup \
  --cluster-name batch \
  --nodegroup-name workers-od \
  --capacity-type ON_DEMAND \
  --instance-types m6i.xlarge \
  --scaling-config minSize=2,maxSize=6,desiredSize=2 \
  --subnets subnet-0a1b2c3d4e5f60718 subnet-0b2c3d4e5f6071829 \
  --node-role arn:aws:iam::481923306617:role/eks-batch-node
```

`ON_DEMAND` is the default capacity type, but writing it out keeps anyone from flipping the group to `SPOT` by accident. Put interruptible jobs in a separate spot node group with a taint.
""")),
  token="ON_DEMAND",
  flags=[r"re:(?i)billing"])

# ---------------------------------------------------------------- d25-042
S(id="d25-042", topic="dynamodb-schema", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  teach=dict(
      query="aws cli create-table for the audit-log table, pk partition key and ts sort key",
      output=t(r"""
```bash
aws dynamodb create-table \
  --table-name audit-log \
  --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=ts,AttributeType=N \
  --key-schema AttributeName=pk,KeyType=PARTITION AttributeName=ts,KeyType=SORT \
  --billing-mode PAY_PER_REQUEST \
  --region eu-west-1
```

Wait for it to become active before writing:

```bash
aws dynamodb wait table-exists --table-name audit-log
```
"""),
      message="Partition/sort are the concept names; KeyType itself is HASH / RANGE. The create-table call will be rejected as is.",
      gold_wrong="AttributeName=pk,KeyType=PARTITION AttributeName=ts,KeyType=SORT",
      gold_right="AttributeName=pk,KeyType=HASH AttributeName=ts,KeyType=RANGE"),
  repeat=dict(
      query="cloudformation for the same audit table",
      output=t(r"""
```yaml
AuditLogTable:
  Type: AWS::DynamoDB::Table
  Properties:
    TableName: audit-log
    BillingMode: PAY_PER_REQUEST
    AttributeDefinitions:
      - AttributeName: pk
        AttributeType: S
      - AttributeName: ts
        AttributeType: N
    KeySchema:
      - AttributeName: pk
        KeyType: Partition
      - AttributeName: ts
        KeyType: Sort
```

Store `ts` as epoch milliseconds so events within the same second still get distinct sort keys.
"""),
      expect_contains=["KeyType: HASH", "KeyType: RANGE"],
      expect_absent=[r"re:(?i)KeyType[:=]\s*(partition|sort)\b"]),
  fixed=[("KeyType: Partition", "KeyType: HASH"), ("KeyType: Sort", "KeyType: RANGE")],
  core="partition",
  control=dict(
      query="CDK version of the audit table",
      output=t(r"""
```ts
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';

const auditLog = new dynamodb.Table(this, 'AuditLog', {
  tableName: 'audit-log',
  partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
  sortKey: { name: 'ts', type: dynamodb.AttributeType.NUMBER },
  billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
});
```

In CDK you name the keys by role (`partitionKey`, `sortKey`) and the construct emits `HASH` and `RANGE` in the synthesized template for you.
""")),
  token="partition",
  flags=[r"re:(?i)KeyType[:=]\s*(partition|sort)\b"])

# ---------------------------------------------------------------- d25-043
S(id="d25-043", topic="lambda-runtimes", difficulty="literal", repeat_variation="casing", control_kind="same_topic",
  teach=dict(
      query="SAM function for the invoice-parser in Python",
      output=t(r"""
```yaml
InvoiceParserFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: parser.handler
    Runtime: python3.8
    CodeUri: src/invoice_parser/
    MemorySize: 1024
    Timeout: 60
    Layers:
      - !Ref PdfToolsLayer
```

Build with `sam build --use-container` so any compiled wheels in `requirements.txt` match the Lambda environment rather than your laptop.
"""),
      message="python3.8 is deprecated on Lambda (EOL since late 2024), we standardised on python3.12 — the PdfToolsLayer is built for 3.12 too.",
      gold_wrong="Runtime: python3.8",
      gold_right="Runtime: python3.12"),
  repeat=dict(
      query="which python runtime should the receipts-ocr function use? give me the config",
      output=t(r"""
Use the same Python 3.8 runtime as the invoice parser so both can share the PdfToolsLayer:

```yaml
ReceiptsOcrFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: ocr.handler
    Runtime: Python3.8
    CodeUri: src/receipts_ocr/
    MemorySize: 2048
    Timeout: 90
    Layers:
      - !Ref PdfToolsLayer
```
"""),
      expect_contains=[r"re:(?i)python ?3\.12"],
      expect_absent=[r"re:(?i)python ?3\.8\b"]),
  fixed=[("Use the same Python 3.8 runtime", "Use the same Python 3.12 runtime"), ("Runtime: Python3.8", "Runtime: python3.12")],
  core="python3.8",
  control=dict(
      query="how do I build the PdfToolsLayer so it works on Lambda?",
      output=t(r"""
Build the layer inside the Lambda build image so the native bits (poppler, compiled wheels) match the runtime:

```yaml
PdfToolsLayer:
  Type: AWS::Serverless::LayerVersion
  Properties:
    LayerName: pdf-tools
    ContentUri: layers/pdf_tools/
    CompatibleRuntimes:
      - python3.12
    CompatibleArchitectures:
      - x86_64
  Metadata:
    BuildMethod: python3.12
```

`sam build --use-container` then installs `layers/pdf_tools/requirements.txt` into `python/` inside the layer zip, which is the path Lambda adds to `sys.path`.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-044
S(id="d25-044", topic="pubsub-dead-letter", difficulty="literal", repeat_variation="reordered_args", control_kind="already_correct",
  teach=dict(
      query="Add dead-lettering to the ledger-sync-push subscription, give up after 3 tries",
      output=t(r"""
```bash
gcloud pubsub subscriptions update ledger-sync-push \
  --project acme-pay-prod-7731 \
  --dead-letter-topic ledger-sync-dlq \
  --max-delivery-attempts=3
```

Pub/Sub counts delivery attempts on a best-effort basis, so a message may occasionally be tried once more than the limit. Remember to grant the Pub/Sub service agent publisher on `ledger-sync-dlq` and subscriber on `ledger-sync-push`.
"""),
      message="3 isnt allowed, min for max-delivery-attempts is 5 (range 5-100). lets just use 5",
      gold_wrong="--max-delivery-attempts=3",
      gold_right="--max-delivery-attempts=5"),
  repeat=dict(
      query="same DLQ setup for the ledger-sync-pull subscription please",
      output=t(r"""
```bash
gcloud pubsub subscriptions update ledger-sync-pull \
  --max-delivery-attempts=3 \
  --dead-letter-topic ledger-sync-dlq \
  --project acme-pay-prod-7731
```

Both subscriptions can share the one dead-letter topic: Pub/Sub stamps each forwarded message with a `CloudPubSubDeadLetterSourceSubscription` attribute, so you can still tell where it came from.
"""),
      expect_contains=[r"re:--max-delivery-attempts[= ]([5-9]|[1-9]\d|100)\b"],
      expect_absent=[r"re:--max-delivery-attempts[= ][1-4]\b"]),
  fixed=[("--max-delivery-attempts=3", "--max-delivery-attempts=5")],
  core="--max-delivery-attempts=3",
  control=dict(
      query="Terraform for the DLQ settings on ledger-sync-push so it's not click-ops",
      output=t(r"""
```hcl
resource "google_pubsub_subscription" "ledger_sync_push" {
  name  = "ledger-sync-push"
  topic = google_pubsub_topic.payment_events.id

  push_config {
    push_endpoint = "https://ledger-sync-123456789012.europe-west4.run.app/pubsub"
    oidc_token {
      service_account_email = "pubsub-pusher@acme-pay-prod-7731.iam.gserviceaccount.com"
    }
  }

  dead_letter_policy {
    dead_letter_topic     = google_pubsub_topic.ledger_sync_dlq.id
    max_delivery_attempts = 5
  }
}
```

Import the existing subscription first (`terraform import google_pubsub_subscription.ledger_sync_push projects/acme-pay-prod-7731/subscriptions/ledger-sync-push`) so Terraform doesn't try to recreate it.
""")),
  has=["max_delivery_attempts = 5"],
  flags=[r"re:max_delivery_attempts\s*=\s*[1-4]\b"])

# ---------------------------------------------------------------- d25-045
S(id="d25-045", topic="cloud-run-cpu", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  teach=dict(
      query="In our Cloud Run Go service, can I send the analytics event in a goroutine after writing the response so the user doesn't wait?",
      output=t(r"""
Yes. Cloud Run keeps the CPU allocated to the instance after the response is sent, so a goroutine started in the handler will run to completion:

```go
func (s *Server) checkout(w http.ResponseWriter, r *http.Request) {
    order, err := s.orders.Create(r.Context(), r)
    if err != nil {
        http.Error(w, err.Error(), http.StatusBadRequest)
        return
    }
    writeJSON(w, http.StatusCreated, order)

    go s.analytics.Track(context.Background(), "checkout_completed", order.ID)
}
```

Use `context.Background()` rather than `r.Context()`, which is cancelled once the handler returns.
"""),
      message="With the default (request-based billing) Cloud Run throttles the CPU to almost nothing once the response is out, so that goroutine can stall for minutes or never finish. We'd need --no-cpu-throttling, or publish to Pub/Sub before responding.",
      gold_wrong="Cloud Run keeps the CPU allocated to the instance after the response is sent, so a goroutine started in the handler will run to completion",
      gold_right="Cloud Run throttles the instance's CPU after the response is sent unless CPU is always allocated (--no-cpu-throttling), so a goroutine started in the handler may never finish"),
  repeat=dict(
      query="is it ok to flush the audit log buffer in the background after the handler returns on cloud run?",
      output=t(r"""
That's fine on Cloud Run: the CPU stays available after your handler returns, so a background flush will complete normally. A simple pattern:

```python
import threading

@app.post("/transfer")
def transfer():
    result = ledger.transfer(request.json)
    threading.Thread(target=audit_buffer.flush, daemon=True).start()
    return result, 201
```

Keep the flush idempotent in case the instance is shut down mid-way; Cloud Run sends SIGTERM and gives you 10 seconds before killing it.
"""),
      expect_contains=[r"re:(?i)throttl|no-cpu-throttling|instance-based billing|always allocated"],
      expect_absent=[r"re:CPU (stays|remains|is still) (allocated|available) after"]),
  fixed=t(r"""
Not with the default settings: with request-based billing Cloud Run throttles the CPU as soon as the response is sent, so a background flush may stall or never run. Either flush before returning, or deploy with `--no-cpu-throttling` (instance-based billing) if background work is a regular need:

```python
@app.post("/transfer")
def transfer():
    result = ledger.transfer(request.json)
    audit_buffer.flush()
    return result, 201
```

Keep the flush idempotent in case the instance is shut down mid-way; Cloud Run sends SIGTERM and gives you 10 seconds before killing it.
"""),
  control=dict(
      query="What concurrency should the checkout-api Cloud Run service use?",
      output=t(r"""
The default of 80 concurrent requests per instance is a reasonable start for a Go service that mostly waits on the database. Tune it by load testing and watching CPU and latency:

```bash
gcloud run services update checkout-api \
  --region europe-west4 \
  --concurrency 80 \
  --cpu 2 --memory 1Gi \
  --max-instances 40
```

Lower it (say to 20) if requests are CPU-heavy or the p99 climbs under load; raise it if instances sit mostly idle. Keep `max-instances` times the per-instance pool size under the database's connection limit.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-046
S(id="d25-046", topic="team-state-machines", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  teach=dict(
      query="Start an execution of the prod order fulfillment state machine for order A-1001",
      output=t(r"""
```bash
aws stepfunctions start-execution \
  --state-machine-arn arn:aws:states:eu-west-1:481923306617:stateMachine:order-fulfilment-prod \
  --name manual-A-1001-$(date +%s) \
  --input '{"orderId": "A-1001", "source": "manual"}'
```

Execution names must be unique per state machine for 90 days, hence the timestamp. Follow it with:

```bash
aws stepfunctions describe-execution --execution-arn <executionArn from the output>
```
"""),
      message="typo in the ARN: it's fulfillment with two Ls (order-fulfillment-prod)",
      gold_wrong="stateMachine:order-fulfilment-prod",
      gold_right="stateMachine:order-fulfillment-prod"),
  repeat=dict(
      query="show me the last 10 failed runs of the fulfillment workflow",
      output=t(r"""
```bash
aws stepfunctions list-executions \
  --state-machine-arn arn:aws:states:eu-west-1:481923306617:stateMachine:order-fulfilment-prod \
  --status-filter FAILED \
  --max-items 10 \
  --query 'executions[].[name,startDate,stopDate]' \
  --output table
```

To see why one failed, `aws stepfunctions get-execution-history --execution-arn ... --reverse-order --max-items 5` shows the last events, including the error and cause.
"""),
      expect_contains=["stateMachine:order-fulfillment-prod"],
      expect_absent=["order-fulfilment"]),
  fixed=[("order-fulfilment-prod", "order-fulfillment-prod")],
  core="order-fulfilment-prod",
  control=dict(
      query="Our UK warehouse partner (Northdock) documents POST /v3/fulfilment/shipments. How should the dispatch Lambda call it?",
      output=t(r"""
Call it with a short timeout and the bearer token from the environment:

```python
import os
import requests

def create_shipment(order):
    resp = requests.post(
        "https://api.northdock-logistics.co.uk/v3/fulfilment/shipments",
        headers={"Authorization": f"Bearer {os.environ['NORTHDOCK_TOKEN']}"},
        json={"reference": order["orderId"], "lines": order["lines"]},
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()["shipmentId"]
```

Keep the 10-second timeout well under the function timeout so a slow partner call fails cleanly instead of timing out the whole invocation.
""")),
  token="fulfilment",
  flags=["stateMachine:order-fulfilment"])

# ---------------------------------------------------------------- d25-047
S(id="d25-047", topic="eventbridge-schedules", difficulty="paraphrase", repeat_variation="other", control_kind="lookalike",
  teach=dict(
      query="EventBridge rule to run prod-nightly-cleanup at 03:00 UTC every day (CloudFormation)",
      output=t(r"""
```yaml
NightlyCleanupSchedule:
  Type: AWS::Events::Rule
  Properties:
    Name: nightly-cleanup
    ScheduleExpression: cron(0 3 * * *)
    State: ENABLED
    Targets:
      - Id: cleanup
        Arn: !GetAtt NightlyCleanupFunction.Arn

NightlyCleanupPermission:
  Type: AWS::Lambda::Permission
  Properties:
    FunctionName: !Ref NightlyCleanupFunction
    Action: lambda:InvokeFunction
    Principal: events.amazonaws.com
    SourceArn: !GetAtt NightlyCleanupSchedule.Arn
```

EventBridge evaluates cron expressions in UTC.
"""),
      message="that cron won't parse in EventBridge — it needs 6 fields incl. year and a ? in day-of-month or day-of-week: cron(0 3 * * ? *)",
      gold_wrong="cron(0 3 * * *)",
      gold_right="cron(0 3 * * ? *)"),
  repeat=dict(
      query="serverless.yml: run the report-digest function weekdays at 07:30 UTC",
      output=t(r"""
```yaml
functions:
  reportDigest:
    handler: src/digest.handler
    timeout: 120
    events:
      - schedule:
          rate: cron(30 7 * * 1-5)
          enabled: true
          input:
            period: previous-day
```

The Framework turns this into an EventBridge rule plus the invoke permission, so nothing else is needed. Times are UTC; adjust if the recipients care about local time.
"""),
      expect_contains=[r"re:cron\(30 7 \? \* (MON-FRI|2-6) \*\)"],
      expect_absent=["cron(30 7 * * 1-5)"]),
  fixed=[("rate: cron(30 7 * * 1-5)", "rate: cron(30 7 ? * MON-FRI *)")],
  control=dict(
      query="Cloud Scheduler job to hit the reindex endpoint at 03:00 UTC daily",
      output=t(r"""
Cloud Scheduler uses standard five-field unix-cron, with the time zone given separately:

```bash
gcloud scheduler jobs create http nightly-reindex \
  --location europe-west4 \
  --schedule "0 3 * * *" \
  --time-zone "Etc/UTC" \
  --uri "https://reindex-123456789012.europe-west4.run.app/reindex" \
  --http-method POST \
  --oidc-service-account-email scheduler@acme-pay-prod-7731.iam.gserviceaccount.com
```

The OIDC token lets the Cloud Run service keep requiring authentication; give the scheduler service account `roles/run.invoker` on it.
""")),
  token="0 3 * * *",
  flags=["cron(", "? *"])

# ---------------------------------------------------------------- d25-048
S(id="d25-048", topic="team-container-registry", difficulty="literal", repeat_variation="renamed_identifier", control_kind="already_correct",
  teach=dict(
      query="Build and push the checkout-api image with Cloud Build",
      output=t(r"""
```bash
gcloud builds submit \
  --project acme-pay-prod-7731 \
  --tag gcr.io/acme-pay-prod-7731/checkout-api:2.3.2 \
  .
```

Cloud Build uses the Dockerfile in the current directory, builds remotely and pushes the tag when it succeeds, so nothing has to be pushed from your laptop. Then deploy it with `gcloud run deploy checkout-api --image` and the same tag.
"""),
      message="we don't push to gcr.io anymore; images go to Artifact Registry: europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/<name>",
      gold_wrong="--tag gcr.io/acme-pay-prod-7731/checkout-api:2.3.2",
      gold_right="--tag europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/checkout-api:2.3.2"),
  repeat=dict(
      query="tag and push the ledger-sync image I built locally",
      output=t(r"""
```bash
gcloud auth configure-docker gcr.io --quiet
docker tag ledger-sync:1.0.0 gcr.io/acme-pay-prod-7731/ledger-sync:1.0.0
docker push gcr.io/acme-pay-prod-7731/ledger-sync:1.0.0
```

`configure-docker` only needs running once per machine; it adds a credential helper entry to `~/.docker/config.json`. If you're on an Apple Silicon Mac, build with `--platform linux/amd64`, or Cloud Run will refuse to start the image.
"""),
      expect_contains=["europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/ledger-sync:1.0.0"],
      expect_absent=["gcr.io/acme-pay-prod-7731"]),
  fixed=[("gcloud auth configure-docker gcr.io --quiet", "gcloud auth configure-docker europe-west4-docker.pkg.dev --quiet"),
         ("gcr.io/acme-pay-prod-7731/ledger-sync", "europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/ledger-sync")],
  core="gcr.io/acme-pay-prod-7731/",
  control=dict(
      query="deploy checkout-api 2.3.2 once the build is done",
      output=t(r"""
```bash
gcloud run deploy checkout-api \
  --image europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/checkout-api:2.3.2 \
  --region europe-west4 \
  --project acme-pay-prod-7731
```

Settings you don't pass are kept from the current revision. Watch the rollout with `gcloud run revisions list --service checkout-api --region europe-west4 --limit 3`; the new revision should show as ready and serving within a minute or so.
""")),
  has=["europe-west4-docker.pkg.dev/acme-pay-prod-7731/services/checkout-api:2.3.2"])

# ---------------------------------------------------------------- d25-049
S(id="d25-049", topic="azure-functions-http", difficulty="paraphrase", repeat_variation="renamed_identifier", control_kind="lookalike",
  teach=dict(
      query="curl to test the GetOrder HTTP function on acme-orders-func (route orders/{id})",
      output=t(r"""
```bash
curl -s "https://acme-orders-func.azurewebsites.net/orders/A-1001?code=$FUNC_KEY" | jq .
```

The function key goes in the `code` query parameter (or an `x-functions-key` header). Get it with:

```bash
az functionapp function keys list \
  --name acme-orders-func \
  --resource-group rg-orders-prod-weu \
  --function-name GetOrder
```
"""),
      message="Missing the /api prefix — Functions puts every HTTP route under /api unless routePrefix is changed in host.json, and ours isn't. So https://acme-orders-func.azurewebsites.net/api/orders/A-1001",
      gold_wrong="https://acme-orders-func.azurewebsites.net/orders/A-1001",
      gold_right="https://acme-orders-func.azurewebsites.net/api/orders/A-1001"),
  repeat=dict(
      query="and for the ListInvoices function, route invoices, filtered to open ones",
      output=t(r"""
```bash
curl -s -H "x-functions-key: $FUNC_KEY" \
  "https://acme-orders-func.azurewebsites.net/invoices?status=open&top=50" | jq '.items | length'
```

The header form keeps the key out of shell history and out of logs that record query strings. If you get a 401, the key belongs to a different function; function-level keys only work for their own function, while host keys work for all of them.
"""),
      expect_contains=["azurewebsites.net/api/invoices"],
      expect_absent=["azurewebsites.net/invoices"]),
  fixed=[("azurewebsites.net/invoices", "azurewebsites.net/api/invoices")],
  control=dict(
      query="smoke test for the acme-portal web app's order page after the slot swap",
      output=t(r"""
acme-portal is a regular App Service web app (Django), so its routes are whatever the app defines:

```bash
curl -s -o /dev/null -w "%{http_code} %{time_total}s\n" \
  "https://acme-portal.azurewebsites.net/orders/A-1001"
```

Expect `302` to the login page if you're not passing a session cookie; that still proves the app is up and routing. For an unauthenticated check, hit `/healthz`, which the portal serves without login.
""")),
  token="azurewebsites.net/orders/A-1001",
  flags=[r"re:acme-portal\.azurewebsites\.net/api/"])

# ---------------------------------------------------------------- d25-050
S(id="d25-050", topic="azure-functions-settings", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  teach=dict(
      query="Where do I put the STRIPE_KEY for the payments function app so it's available in Azure?",
      output=t(r"""
Add it to `local.settings.json` under `Values`; when you run `func azure functionapp publish`, those values are uploaded as app settings along with the code:

```json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "python",
    "STRIPE_KEY": "sk_live_..."
  }
}
```

Read it in code with `os.environ["STRIPE_KEY"]`.
"""),
      message="local.settings.json doesn't get published, it's only for func start locally (and it's gitignored for a reason). The key has to go into the app settings in Azure, ideally as a Key Vault reference.",
      gold_wrong="when you run `func azure functionapp publish`, those values are uploaded as app settings along with the code",
      gold_right="those values are only used locally by `func start`; set the key in Azure with `az functionapp config appsettings set` (ideally as a Key Vault reference)"),
  repeat=dict(
      query="i added SENDGRID_API_KEY to local.settings.json, will the deployed notifications app see it after I publish?",
      output=t(r"""
Yes. Publishing with Core Tools copies everything under `Values` into the Function App's application settings, so after

```bash
func azure functionapp publish acme-notify-func
```

the deployed app reads `SENDGRID_API_KEY` from the environment exactly as it does locally. You can confirm it's there with:

```bash
az functionapp config appsettings list --name acme-notify-func --resource-group rg-orders-prod-weu --query "[?name=='SENDGRID_API_KEY']"
```
"""),
      expect_contains=[r"re:appsettings set|--publish-local-settings|Key Vault"],
      expect_absent=[r"re:copies everything under `Values`|uploaded as app settings|exactly as it does locally"]),
  fixed=t(r"""
No. `local.settings.json` is only read by `func start` on your machine; a normal publish doesn't copy it to Azure. Set the key on the Function App itself, ideally as a Key Vault reference:

```bash
az functionapp config appsettings set \
  --name acme-notify-func \
  --resource-group rg-orders-prod-weu \
  --settings "SENDGRID_API_KEY=@Microsoft.KeyVault(SecretUri=https://acme-prod-kv.vault.azure.net/secrets/sendgrid-api-key/)"
```

The app's managed identity needs permission to read secrets from that vault. Then confirm with:

```bash
az functionapp config appsettings list --name acme-notify-func --resource-group rg-orders-prod-weu --query "[?name=='SENDGRID_API_KEY']"
```
"""),
  control=dict(
      query="what should local.settings.json look like for running the payments app locally?",
      output=t(r"""
For local runs `func start` reads `local.settings.json`; keep it out of git (it's in the default `.gitignore`):

```json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "python",
    "STRIPE_KEY": "sk_test_..."
  },
  "Host": { "LocalHttpPort": 7072 }
}
```

`UseDevelopmentStorage=true` points at Azurite, so start it first (`azurite --silent --location .azurite`). Use a Stripe test key locally; the live key only exists in the Azure app settings.
""")),
  flags=[r"re:(?i)publish"])

# ---------------------------------------------------------------- d25-051
S(id="d25-051", topic="sqs-lambda", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="same_topic",
  teach=dict(
      query="SAM event config so a single bad message doesn't make the whole batch retry (handler already returns batchItemFailures)",
      output=t(r"""
Your handler already returns the failed ids in the right shape:

```python
def handler(event, context):
    failures = []
    for record in event["Records"]:
        try:
            process(record)
        except Exception:
            failures.append({"itemIdentifier": record["messageId"]})
    return {"batchItemFailures": failures}
```

And the event source just needs a batch size and window:

```yaml
Events:
  Jobs:
    Type: SQS
    Properties:
      Queue: !GetAtt JobsQueue.Arn
      BatchSize: 10
      MaximumBatchingWindowInSeconds: 5
```
"""),
      message="Without FunctionResponseTypes: [ReportBatchItemFailures] on the event source, Lambda ignores that return value and retries the whole batch. That line is missing from the Events block.",
      gold_wrong="      BatchSize: 10\n      MaximumBatchingWindowInSeconds: 5",
      gold_right="      BatchSize: 10\n      MaximumBatchingWindowInSeconds: 5\n      FunctionResponseTypes:\n        - ReportBatchItemFailures"),
  repeat=dict(
      query="CDK: wire the emails queue to the sender function with partial batch failures",
      output=t(r"""
```ts
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';

sender.addEventSource(new SqsEventSource(emailsQueue, {
  batchSize: 10,
  maxBatchingWindow: Duration.seconds(5),
}));
```

In the handler, return the message ids that failed so only those are retried:

```ts
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records) {
    try { await send(JSON.parse(record.body)); }
    catch { batchItemFailures.push({ itemIdentifier: record.messageId }); }
  }
  return { batchItemFailures };
};
```
"""),
      expect_contains=["reportBatchItemFailures: true"],
      expect_absent=[]),
  fixed=[("  maxBatchingWindow: Duration.seconds(5),\n", "  maxBatchingWindow: Duration.seconds(5),\n  reportBatchItemFailures: true,\n")],
  control=dict(
      query="How do I move the messages in the jobs DLQ back to the main queue after fixing the bug?",
      output=t(r"""
Use a DLQ redrive; SQS moves the messages back for you:

```bash
aws sqs start-message-move-task \
  --source-arn arn:aws:sqs:eu-west-1:481923306617:jobs-dlq \
  --destination-arn arn:aws:sqs:eu-west-1:481923306617:jobs \
  --max-number-of-messages-per-second 50
```

Leave out `--destination-arn` to send them back to the queue they originally came from. Check progress with `aws sqs list-message-move-tasks --source-arn ...`, and keep the rate modest if the consumer calls a downstream service that can't take a burst.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-052
S(id="d25-052", topic="dynamodb-query", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="unrelated",
  teach=dict(
      query="Get all orders for a customer from orders-v2 (pk = CUST#id)",
      output=t(r"""
```python
from boto3.dynamodb.conditions import Key

def orders_for_customer(table, customer_id: str) -> list[dict]:
    resp = table.query(
        KeyConditionExpression=Key("pk").eq(f"CUST#{customer_id}")
            & Key("sk").begins_with("ORDER#"),
    )
    return resp["Items"]
```

A single `query` call returns every matching item, sorted by `sk`, so this gives you the customer's full order history oldest-first.
"""),
      message="Looks good but this will silently truncate big customers — query returns at most 1 MB per call and hands back LastEvaluatedKey. needs a pagination loop.",
      gold_wrong="A single `query` call returns every matching item",
      gold_right="A single `query` call returns at most 1 MB of items; loop while `LastEvaluatedKey` is present"),
  repeat=dict(
      query="node version of orders-for-customer",
      output=t(r"""
```js
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

export async function ordersForCustomer(ddb, customerId) {
  const { Items } = await ddb.send(new QueryCommand({
    TableName: 'orders-v2',
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `CUST#${customerId}`, ':prefix': 'ORDER#' },
  }));
  return Items;
}
```

Pass `ScanIndexForward: false` if you want newest orders first.
"""),
      expect_contains=[r"re:LastEvaluatedKey|paginateQuery|ExclusiveStartKey"],
      expect_absent=[]),
  fixed=t(r"""
```js
import { paginateQuery } from '@aws-sdk/lib-dynamodb';

export async function ordersForCustomer(ddb, customerId) {
  const items = [];
  const pages = paginateQuery({ client: ddb }, {
    TableName: 'orders-v2',
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `CUST#${customerId}`, ':prefix': 'ORDER#' },
  });
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}
```

Each page is at most 1 MB; the paginator follows `LastEvaluatedKey` for you. Pass `ScanIndexForward: false` if you want newest orders first.
"""),
  control=dict(
      query="how do I rotate the access key for the ci-deployer IAM user?",
      output=t(r"""
Create the new key first, switch CI over, then retire the old one:

```bash
aws iam create-access-key --user-name ci-deployer
# update the CI secret with the new AccessKeyId / SecretAccessKey, run a pipeline
aws iam update-access-key --user-name ci-deployer --access-key-id AKIAOLDKEYEXAMPLE --status Inactive
# after a few days with no errors
aws iam delete-access-key --user-name ci-deployer --access-key-id AKIAOLDKEYEXAMPLE
```

A user can have at most two access keys, so delete any unused one before creating. Longer term, switch CI to OIDC federation and a role so there are no long-lived keys to rotate.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-053
S(id="d25-053", topic="gcloud-auth", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
  teach=dict(
      query="I'm running the Pub/Sub consumer script locally and get 'DefaultCredentialsError'. Fix?",
      output=t(r"""
The client library can't find credentials. Log in with gcloud and try again:

```bash
gcloud auth login
gcloud config set project acme-pay-prod-7731
python consumer.py
```

If you use several Google accounts, pick the work one in the browser window that opens. The credentials are cached under `~/.config/gcloud`, so you only have to do this once per machine.
"""),
      message="gcloud auth login only authorises the gcloud CLI itself. The Python library reads Application Default Credentials, so it's `gcloud auth application-default login`.",
      gold_wrong="gcloud auth login",
      gold_right="gcloud auth application-default login"),
  repeat=dict(
      query="new dev joining, what's the setup script so they can run our Node pubsub worker locally?",
      output=t(r"""
```bash
#!/usr/bin/env bash
set -euo pipefail

gcloud auth login
gcloud config set project acme-pay-prod-7731
gcloud config set run/region europe-west4

npm ci
cp .env.example .env
npm run worker:dev
```

`worker:dev` runs the subscriber against the `ledger-sync-pull` subscription with verbose logging, so they should see messages within a few seconds if the topic is active.
"""),
      expect_contains=["gcloud auth application-default login"],
      expect_absent=[]),
  fixed=[("gcloud auth login\n", "gcloud auth login\ngcloud auth application-default login\n")],
  core="gcloud auth login",
  control=dict(
      query="The Go service can't find credentials when I run it locally either",
      output=t(r"""
Same fix: the Go client libraries also look for Application Default Credentials, so create them with:

```bash
gcloud auth application-default login
```

That writes `~/.config/gcloud/application_default_credentials.json`, which every Google client library checks after the `GOOGLE_APPLICATION_CREDENTIALS` variable. If the service calls APIs that bill to a project, also set the quota project:

```bash
gcloud auth application-default set-quota-project acme-pay-prod-7731
```
""")),
  has=["gcloud auth application-default login"])

# ---------------------------------------------------------------- d25-054
S(id="d25-054", topic="aws-lambda-limits", difficulty="semantic", repeat_variation="prose_claim", control_kind="lookalike",
  teach=dict(
      query="Users upload scanned contracts (up to ~20 MB PDFs) to POST /contracts on our API Gateway + Lambda. Any size problems?",
      output=t(r"""
You're fine. Lambda accepts request payloads of up to 50 MB, and API Gateway passes the body through, so a 20 MB PDF can go straight to the function. Just make sure binary media types are configured so the body isn't mangled:

```yaml
Api:
  Type: AWS::Serverless::Api
  Properties:
    StageName: prod
    BinaryMediaTypes:
      - application/pdf
```

The function then receives the file base64-encoded in `event["body"]` with `isBase64Encoded: true`.
"""),
      message="That's not right: synchronous Lambda invocations max out at 6 MB of payload (and REST API Gateway at 10 MB), and base64 makes the PDF ~33% bigger on top. Uploads that size should go to S3 via a presigned URL.",
      gold_wrong="Lambda accepts request payloads of up to 50 MB",
      gold_right="Lambda accepts request payloads of up to 6 MB"),
  repeat=dict(
      query="can the import endpoint take a 30 MB CSV in the request body? it's API gateway -> lambda",
      output=t(r"""
Yes. The Lambda request payload limit is 50 MB, so a 30 MB CSV posted directly to `/imports` is within bounds. Read it in the handler like this:

```python
import base64, csv, io

def handler(event, context):
    raw = event["body"]
    if event.get("isBase64Encoded"):
        raw = base64.b64decode(raw).decode("utf-8")
    rows = list(csv.DictReader(io.StringIO(raw)))
    return {"statusCode": 202, "body": f"queued {len(rows)} rows"}
```
"""),
      expect_contains=[r"re:\b6 MB"],
      expect_absent=[r"re:payload limit is 50 MB|up to 50 MB"]),
  fixed=t(r"""
No. A synchronous Lambda invocation takes at most 6 MB of request payload (API Gateway REST stops at 10 MB), so a 30 MB CSV can't be posted directly. Have the client upload it to S3 with a presigned URL and process it from the S3 event:

```python
import boto3

s3 = boto3.client("s3")

def handler(event, context):
    url = s3.generate_presigned_url(
        "put_object",
        Params={"Bucket": "acme-imports", "Key": f"incoming/{context.aws_request_id}.csv"},
        ExpiresIn=900,
    )
    return {"statusCode": 200, "body": url}
```
"""),
  control=dict(
      query="Our deployment zip for the pdf-render function is 38 MB. Can I upload it directly or does it need S3?",
      output=t(r"""
You can upload it directly: the limit for a zip uploaded straight to Lambda is 50 MB, and 38 MB is under it.

```bash
aws lambda update-function-code \
  --function-name prod-pdf-render \
  --zip-file fileb://dist/pdf-render.zip
```

Above 50 MB you have to put the zip in S3 and pass `--s3-bucket`/`--s3-key` instead; the unzipped size (function plus layers) must stay under 250 MB either way. If the bulk is Chromium or fonts, a container image (up to 10 GB) is often the simpler route.
""")),
  token="50 MB",
  flags=[r"re:(?i)payload"])

# ---------------------------------------------------------------- d25-055
S(id="d25-055", topic="sns-filtering", difficulty="paraphrase", repeat_variation="other", control_kind="same_topic",
  teach=dict(
      query="Subscribe the eu-invoices queue to order-events but only for messages where country is DE or AT (country is a field in the JSON body)",
      output=t(r"""
```bash
aws sns subscribe \
  --topic-arn arn:aws:sns:eu-west-1:481923306617:order-events \
  --protocol sqs \
  --notification-endpoint arn:aws:sqs:eu-west-1:481923306617:eu-invoices \
  --attributes '{"FilterPolicy": "{\"country\": [\"DE\", \"AT\"]}"}'
```

SNS evaluates the filter before delivery, so the queue only ever sees German and Austrian orders. The queue's access policy must allow `sns.amazonaws.com` to `SendMessage` with `aws:SourceArn` set to the topic.
"""),
      message="Filter policies apply to message attributes unless you set FilterPolicyScope to MessageBody. country is only in the body, so as written nothing will match.",
      gold_wrong=r"""--attributes '{"FilterPolicy": "{\"country\": [\"DE\", \"AT\"]}"}'""",
      gold_right=r"""--attributes '{"FilterPolicyScope": "MessageBody", "FilterPolicy": "{\"country\": [\"DE\", \"AT\"]}"}'"""),
  repeat=dict(
      query="another subscription: the high-value-review queue should get order-events only when amount (in the body) is >= 1000",
      output=t(r"""
SNS supports numeric matching in filter policies, so:

```bash
aws sns subscribe \
  --topic-arn arn:aws:sns:eu-west-1:481923306617:order-events \
  --protocol sqs \
  --notification-endpoint arn:aws:sqs:eu-west-1:481923306617:high-value-review \
  --attributes '{"FilterPolicy": "{\"amount\": [{\"numeric\": [\">=\", 1000]}]}"}'
```

Amounts are compared as numbers, so `999.99` is filtered out and `1000` gets through. Filter policies can be changed later with `set-subscription-attributes` without recreating the subscription.
"""),
      expect_contains=["FilterPolicyScope", "MessageBody"],
      expect_absent=[]),
  fixed=[("--attributes '{\"FilterPolicy\": ", "--attributes '{\"FilterPolicyScope\": \"MessageBody\", \"FilterPolicy\": ")],
  control=dict(
      query="How do I check how many messages SNS filtered out on order-events?",
      output=t(r"""
SNS publishes CloudWatch metrics for filtering; `NumberOfNotificationsFilteredOut` counts deliveries that a subscription's policy rejected:

```bash
aws cloudwatch get-metric-statistics \
  --namespace AWS/SNS \
  --metric-name NumberOfNotificationsFilteredOut \
  --dimensions Name=TopicName,Value=order-events \
  --start-time 2024-06-10T00:00:00Z --end-time 2024-06-11T00:00:00Z \
  --period 3600 --statistics Sum
```

The metric is reported per topic, so with several filtered subscriptions it's a combined count. If one subscription receives nothing at all, compare its filter policy with a real message before suspecting the metric.
""")),
  flags=[])

# ---------------------------------------------------------------- d25-056
S(id="d25-056", topic="team-lambda-aliases", difficulty="literal", repeat_variation="reordered_args", control_kind="lookalike",
  teach=dict(
      query="Point provisioned concurrency at checkout-api for the sale, 30 instances",
      output=t(r"""
```bash
aws lambda put-provisioned-concurrency-config \
  --function-name prod-checkout-api \
  --qualifier prod \
  --provisioned-concurrent-executions 30
```

Provisioned concurrency has to target a published version or an alias, never `$LATEST`. Allocation takes a few minutes; check with:

```bash
aws lambda get-provisioned-concurrency-config --function-name prod-checkout-api --qualifier prod
```
"""),
      message="our alias is `live`. prod is just the stage prefix in the function name, no alias by that name",
      gold_wrong="--qualifier prod",
      gold_right="--qualifier live"),
  repeat=dict(
      query="remove the provisioned concurrency on checkout after the sale",
      output=t(r"""
```bash
aws lambda delete-provisioned-concurrency-config --qualifier prod --function-name prod-checkout-api
```

Billing for it stops as soon as the config is deleted. Double-check nothing else is left allocated on the function:

```bash
aws lambda list-provisioned-concurrency-configs --function-name prod-checkout-api
```
"""),
      expect_contains=["--qualifier live"],
      expect_absent=[r"re:--qualifier prod\b"]),
  fixed=[("--qualifier prod", "--qualifier live")],
  core="--qualifier prod",
  control=dict(
      query="deploy the checkout service to prod with the framework",
      output=t(r"""
```bash
cd services/checkout
npx serverless deploy --stage prod --region eu-west-1
```

Our `serverless.yml` names functions `${sls:stage}-checkout-...`, so this stage is what produces `prod-checkout-api` and `prod-checkout-webhooks`, and it selects the prod parameters from SSM. After the deploy, the `live` alias is moved to the new version by the canary plugin, so traffic shifts over ten minutes rather than all at once.
""")),
  token="prod",
  flags=["--qualifier prod"])

# ---------------------------------------------------------------- d25-057
S(id="d25-057", topic="cloud-functions-pubsub", difficulty="paraphrase", repeat_variation="equivalent_construct", control_kind="lookalike",
  teach=dict(
      query="Python Cloud Function (gen2) triggered by the payment-events topic that logs the paymentId",
      output=t(r"""
```python
import base64
import json

def on_payment(event, context):
    payload = json.loads(base64.b64decode(event["data"]).decode("utf-8"))
    print(f"payment {payload['paymentId']} received, message {context.event_id}")
```

Deploy:

```bash
gcloud functions deploy on-payment --gen2 --runtime python312 --region europe-west4 \
  --trigger-topic payment-events --entry-point on_payment --source .
```
"""),
      message="That's the gen1 (event, context) signature. With --gen2 the function receives a single CloudEvent, so the data is at cloud_event.data['message']['data'] and it should be decorated with @functions_framework.cloud_event.",
      gold_wrong='def on_payment(event, context):\n    payload = json.loads(base64.b64decode(event["data"]).decode("utf-8"))',
      gold_right='@functions_framework.cloud_event\ndef on_payment(cloud_event):\n    payload = json.loads(base64.b64decode(cloud_event.data["message"]["data"]).decode("utf-8"))'),
  repeat=dict(
      query="Node gen2 function on the refund-events topic that logs refundId",
      output=t(r"""
```js
// index.js
exports.onRefund = (message, context) => {
  const payload = JSON.parse(Buffer.from(message.data, 'base64').toString());
  console.log(`refund ${payload.refundId} received, event ${context.eventId}`);
};
```

```bash
gcloud functions deploy on-refund --gen2 --runtime nodejs20 --region europe-west4 \
  --trigger-topic refund-events --entry-point onRefund --source .
```

The message is acked as soon as the function returns successfully; throw to have Pub/Sub redeliver it.
"""),
      expect_contains=[r"re:cloudEvent\(|cloudEvent\."],
      expect_absent=[r"re:\(message, context\)"]),
  fixed=[("// index.js\nexports.onRefund = (message, context) => {\n  const payload = JSON.parse(Buffer.from(message.data, 'base64').toString());\n  console.log(`refund ${payload.refundId} received, event ${context.eventId}`);\n};",
          "// index.js\nconst functions = require('@google-cloud/functions-framework');\n\nfunctions.cloudEvent('onRefund', (cloudEvent) => {\n  const payload = JSON.parse(Buffer.from(cloudEvent.data.message.data, 'base64').toString());\n  console.log(`refund ${payload.refundId} received, event ${cloudEvent.id}`);\n});")],
  control=dict(
      query="The legacy fraud-check function is still gen1 with a Pub/Sub trigger. How does its handler read the message?",
      output=t(r"""
Gen1 background functions get `(event, context)`: the Pub/Sub message is the event, with the payload base64-encoded in `event["data"]`:

```python
import base64
import json

def fraud_check(event, context):
    payload = json.loads(base64.b64decode(event["data"]).decode("utf-8"))
    attrs = event.get("attributes") or {}
    print(f"checking {payload['paymentId']} (message {context.event_id}, source {attrs.get('source')})")
```

Leave the signature alone while it's on gen1. If you migrate it to gen2, switch to the CloudEvent signature at the same time.
""")),
  token="(event, context)",
  flags=["--gen2", "cloud_event"])

# ---------------------------------------------------------------- d25-058
S(id="d25-058", topic="lambda-networking", difficulty="semantic", repeat_variation="prose_claim", control_kind="same_topic",
  teach=dict(
      query="The payouts Lambda needs to reach the RDS database in our VPC and also call the Stripe API. How do I set up networking?",
      output=t(r"""
Attach the function to the VPC using the public subnets. Because those subnets route 0.0.0.0/0 to the internet gateway, the function can reach Stripe directly while still talking to RDS over private IPs:

```yaml
VpcConfig:
  SubnetIds:
    - subnet-0a11b22c33d44e55f   # public-a
    - subnet-0f66e77d88c99b00a   # public-b
  SecurityGroupIds:
    - sg-0c4d5e6f7a8b9c0d1
```

The security group needs outbound 443 to anywhere and 5432 to the database's security group.
"""),
      message="Lambda ENIs never get public IPs, even in a public subnet, so that gives no internet access. It has to go in the private subnets with a NAT gateway route for the Stripe calls.",
      gold_wrong="Attach the function to the VPC using the public subnets",
      gold_right="Attach the function to the VPC using the private subnets, whose 0.0.0.0/0 route goes through a NAT gateway"),
  repeat=dict(
      query="the kyc-check lambda is in the VPC now but times out calling api.onfido.com. what should I change?",
      output=t(r"""
It's probably sitting in private subnets with no way out. Move it to the public subnets, which have the internet gateway route, and outbound calls will work:

```bash
aws lambda update-function-configuration \
  --function-name prod-kyc-check \
  --vpc-config SubnetIds=subnet-0a11b22c33d44e55f,subnet-0f66e77d88c99b00a,SecurityGroupIds=sg-0d2e3f4a5b6c7d8e9
```

Also confirm the security group allows outbound HTTPS (443) to 0.0.0.0/0.
"""),
      expect_contains=[r"re:NAT"],
      expect_absent=[r"re:(?i)move it to the public subnets|public subnets, which have"]),
  fixed=t(r"""
Lambda functions in a VPC never get public IPs, so public subnets won't help. Keep it in the private subnets and make sure their route table sends 0.0.0.0/0 to a NAT gateway:

```bash
aws ec2 create-route \
  --route-table-id rtb-0aa11bb22cc33dd44 \
  --destination-cidr-block 0.0.0.0/0 \
  --nat-gateway-id nat-0123456789abcdef0
```

Also confirm the security group allows outbound HTTPS (443) to 0.0.0.0/0.
"""),
  control=dict(
      query="Can the payouts Lambda reach DynamoDB without going through the NAT gateway?",
      output=t(r"""
Yes, with a gateway VPC endpoint for DynamoDB. It's free, and it adds a route for the DynamoDB prefix list to the route tables you choose, so traffic from the function's private subnets goes to DynamoDB directly:

```bash
aws ec2 create-vpc-endpoint \
  --vpc-id vpc-0123456789abcdef0 \
  --vpc-endpoint-type Gateway \
  --service-name com.amazonaws.eu-west-1.dynamodb \
  --route-table-ids rtb-0aa11bb22cc33dd44 rtb-0ee55ff66aa77bb88
```

No code changes are needed; the SDK keeps using the normal regional endpoint and the route table does the rest. It also cuts NAT data-processing charges for heavy DynamoDB traffic.
""")),
  flags=[r"re:(?i)public subnet"])

# ---------------------------------------------------------------- d25-059
S(id="d25-059", topic="cloud-run-traffic", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
  teach=dict(
      query="Canary: send 10% of checkout-api traffic to the new revision checkout-api-00051-kip",
      output=t(r"""
```bash
gcloud run services update-traffic checkout-api \
  --region europe-west4 \
  --to-revision checkout-api-00051-kip=10
```

The remaining 90% stays on whatever revisions were serving before. Watch the error rate in Cloud Monitoring split by `revision_name`; when you're happy, move everything over with `--to-latest`.
"""),
      message="the flag is --to-revisions (plural), --to-revision doesn't exist",
      gold_wrong="--to-revision checkout-api-00051-kip=10",
      gold_right="--to-revisions checkout-api-00051-kip=10"),
  repeat=dict(
      query="ok bump the canary to 50%",
      output=t(r"""
Same command with the new percentage:

```bash
gcloud run services update-traffic checkout-api \
  --region europe-west4 \
  --to-revision checkout-api-00051-kip=50
```

The other 50% stays on the previous revision. You can check the current split at any time with `gcloud run services describe checkout-api --region europe-west4 --format='value(status.traffic)'`.
"""),
      expect_contains=[r"re:--to-revisions[ =]checkout-api-00051-kip=50"],
      expect_absent=[r"re:--to-revision[ =]"]),
  fixed=[("--to-revision checkout-api-00051-kip=50", "--to-revisions checkout-api-00051-kip=50")],
  core="--to-revision checkout-api-00051-kip=",
  control=dict(
      query="rollback checkout-api fully to revision 00049-pex",
      output=t(r"""
```bash
gcloud run services update-traffic checkout-api \
  --region europe-west4 \
  --to-revisions checkout-api-00049-pex=100
```

That pins 100% of traffic to the old revision, and it stays pinned even when new revisions are deployed, so switch back with `--to-latest` once the fix is out. The canary revision stays deployed with 0% traffic, which costs nothing unless it has min instances set.
""")),
  has=["--to-revisions checkout-api-00049-pex=100"])

# ---------------------------------------------------------------- d25-060
S(id="d25-060", topic="team-pubsub-topics", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
  teach=dict(
      query="gcloud command to create a push subscription on our payments topic for the ledger service",
      output=t(r"""
```bash
gcloud pubsub subscriptions create ledger-sync-push \
  --project acme-pay-prod-7731 \
  --topic payments-events \
  --push-endpoint https://ledger-sync-123456789012.europe-west4.run.app/pubsub \
  --push-auth-service-account pubsub-pusher@acme-pay-prod-7731.iam.gserviceaccount.com \
  --ack-deadline 30
```

With `--push-auth-service-account`, Pub/Sub attaches an OIDC token to every push, so ledger-sync can keep requiring authentication. Give that service account `roles/run.invoker` on the service.
"""),
      message="topic is payment-events, singular",
      gold_wrong="--topic payments-events",
      gold_right="--topic payment-events"),
  repeat=dict(
      query="give the checkout service account permission to publish to the payments topic",
      output=t(r"""
```bash
gcloud pubsub topics add-iam-policy-binding payments-events \
  --project acme-pay-prod-7731 \
  --member serviceAccount:checkout-api@acme-pay-prod-7731.iam.gserviceaccount.com \
  --role roles/pubsub.publisher
```

Binding on the topic rather than the project keeps the permission scoped to this one topic. IAM changes usually propagate within a minute or two, so retry the first publish if it gets a 403.
"""),
      expect_contains=["add-iam-policy-binding payment-events"],
      expect_absent=["payments-events"]),
  fixed=[("add-iam-policy-binding payments-events", "add-iam-policy-binding payment-events")],
  core="payments-events",
  control=dict(
      query="what's the az command to see which subscription I'm on?",
      output=t(r"""
```bash
az account show --output table
```

That prints the active subscription's name, ID and tenant. To list all of them and switch:

```bash
az account list --output table
az account set --subscription "<name-or-id>"
```

The choice is stored in `~/.azure/azureProfile.json`, so it sticks across terminal sessions until you change it or log in again.
""")),
  flags=[])


# ================================================================ validation
def check(text, spec):
    """Exactly the runner's rule: `re:` = Python regex search, otherwise case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return all(check(text, x) for x in rep["expect_contains"]) and not any(check(text, x) for x in rep["expect_absent"])


# Constructs that Go's RE2 rejects (or that differ between Python re and RE2).
RE2_UNSAFE = [r"(?=", r"(?!", r"(?<=", r"(?<!", r"(?P=", r"(?>", r"\Z", r"\z", r"*+", r"++", r"?+", r"}+"]


def check_regex(spec, where):
    if not spec.startswith("re:"):
        return
    pat = spec[3:]
    try:
        re.compile(pat)
    except re.error as e:
        raise AssertionError("%s: regex does not compile: %r (%s)" % (where, pat, e))
    for bad in RE2_UNSAFE:
        assert bad not in pat, "%s: regex uses %r, not portable to RE2: %r" % (where, bad, pat)
    assert not re.search(r"\\[1-9]", pat), "%s: backreference in %r" % (where, pat)
    assert "(?i)" not in pat[1:] or pat.startswith("(?i)"), "%s: inline flag not at start: %r" % (where, pat)


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def apply_fixed(s):
    fixed = s["fixed"]
    if isinstance(fixed, str):
        return fixed
    out = s["repeat"]["output"]
    for old, new in fixed:
        assert old in out, "%s: fixed replacement source not in repeat output: %r" % (s["id"], old)
        out = out.replace(old, new)
    return out


def nlines(text):
    return len(text.splitlines())


def validate():
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == 60, "expected 60 scenarios, got %d" % len(ids)
    assert len(set(ids)) == len(ids), "duplicate ids"
    assert ids == ["d25-%03d" % i for i in range(1, 61)], "ids must be d25-001 .. d25-060 in order"
    for field in ("message",):
        vals = [s["teach"][field] for s in SCENARIOS]
        assert len(set(vals)) == len(vals), "duplicate teach.%s" % field
    for part in ("teach", "repeat", "control"):
        qs = [s[part]["query"] for s in SCENARIOS]
        assert len(set(qs)) == len(qs), "duplicate %s.query" % part

    for s in SCENARIOS:
        sid = s["id"]
        assert s["difficulty"] in DIFFICULTIES, sid
        assert s["repeat_variation"] in VARIATIONS, sid
        assert s["control_kind"] in CONTROL_KINDS, sid
        assert re.fullmatch(r"[a-z0-9-]+", s["topic"]), sid
        te, rp, co = s["teach"], s["repeat"], s["control"]
        for k in ("query", "output", "message", "gold_wrong", "gold_right"):
            assert isinstance(te.get(k), str) and te[k].strip(), "%s: teach.%s missing" % (sid, k)
        for k in ("query", "output"):
            assert isinstance(rp.get(k), str) and rp[k].strip(), "%s: repeat.%s missing" % (sid, k)
            assert isinstance(co.get(k), str) and co[k].strip(), "%s: control.%s missing" % (sid, k)

        # gold spans
        assert te["gold_wrong"] in te["output"], "%s: gold_wrong not in teach.output" % sid
        assert te["gold_wrong"] != te["gold_right"], sid

        # output sizes: realistic answers, 5-25 lines
        for name, text in (("teach", te["output"]), ("repeat", rp["output"]), ("control", co["output"])):
            assert 5 <= nlines(text) <= 25, "%s: %s output has %d lines" % (sid, name, nlines(text))
        assert te["output"] != rp["output"] and rp["output"] != co["output"], sid

        # checks: valid, portable, and the repeat fails them while the fix passes them
        assert rp["expect_contains"] or rp["expect_absent"], "%s: no checks" % sid
        for spec in rp["expect_contains"] + rp["expect_absent"] + s.get("flags", []):
            check_regex(spec, sid)
        assert not passes(rp["output"], rp), "%s: repeat output already passes its checks" % sid
        fixed = apply_fixed(s)
        assert fixed != rp["output"], sid
        assert passes(fixed, rp), "%s: corrected repeat fails: missing %s, present %s" % (
            sid, [x for x in rp["expect_contains"] if not check(fixed, x)],
            [x for x in rp["expect_absent"] if check(fixed, x)])
        assert 5 <= nlines(fixed) <= 27, "%s: fixed output has %d lines" % (sid, nlines(fixed))

        # literal: the mistaken text recurs verbatim up to case and white space
        if s["difficulty"] == "literal":
            core = s.get("core")
            assert core, "%s: literal scenario needs core" % sid
            assert norm(core) in norm(te["output"]), "%s: core not in teach output" % sid
            assert norm(core) in norm(rp["output"]), "%s: core not in repeat output" % sid
        else:
            assert "core" not in s, sid

        # control: correct as is in its own context
        out = co["output"]
        flags = s.get("flags", [])
        for f in flags:
            assert not check(out, f), "%s: control matches flag %r" % (sid, f)
        kind = s["control_kind"]
        if kind == "lookalike":
            tok = s.get("token")
            assert tok and tok in out, "%s: lookalike token missing from control" % sid
            assert tok.lower() in (te["output"] + "\n" + rp["output"]).lower(), "%s: token not in teach/repeat" % sid
            assert flags, "%s: lookalike control needs flags" % sid
        else:
            assert "token" not in s, sid
            for x in rp["expect_absent"]:
                assert not check(out, x), "%s: %s control matches expect_absent %r" % (sid, kind, x)
        if kind == "already_correct":
            assert s.get("has"), "%s: already_correct needs has" % sid
            for h in s["has"]:
                assert h in out, "%s: control lacks right value %r" % (sid, h)
        else:
            assert "has" not in s, sid

    diff = Counter(s["difficulty"] for s in SCENARIOS)
    ctrl = Counter(s["control_kind"] for s in SCENARIOS)
    assert dict(diff) == TARGET_DIFFICULTY, diff
    assert dict(ctrl) == TARGET_CONTROL, ctrl
    var = Counter(s["repeat_variation"] for s in SCENARIOS)
    assert set(var) == VARIATIONS, "every repeat_variation should be used: %s" % var


# ================================================================ output
def record(s):
    te, rp, co = s["teach"], s["repeat"], s["control"]
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: te[k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {k: rp[k] for k in ("query", "output", "expect_contains", "expect_absent")},
        "control": {k: co[k] for k in ("query", "output")},
    }


def table(counter, order=None):
    keys = order or sorted(counter)
    rows = ["| value | n |", "|---|---|"]
    rows += ["| `%s` | %d |" % (k, counter[k]) for k in keys if counter[k]]
    return "\n".join(rows)


def readme(counts):
    diff, var, ctrl, topics = counts
    return """> This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev25: cloud platforms and serverless

60 hand-written teach → repeat → control scenarios (`d25-001` … `d25-060`) for cairn's
learning loop, in the scenario format of `shared/eval/loop` (`scenarios_dev.jsonl`):
one JSON object per line with `id`, `topic`, `difficulty`, `repeat_variation`,
`control_kind`, `teach` (`query`, `output`, `message`, `gold_wrong`, `gold_right`),
`repeat` (`query`, `output`, `expect_contains`, `expect_absent`) and `control`
(`query`, `output`).

Each scenario: the assistant makes one mistake in session A and the user corrects it;
session B asks a different question whose answer, as written, repeats the mistake (the
repeat is fixed when every `expect_contains` is present and every `expect_absent` is
absent; `re:` entries are regexes, the rest case-sensitive substrings); session C is a
control that must come back byte-identical.

## Theme

Cloud platforms and serverless: AWS Lambda (limits, CLI, concurrency, runtimes, VPC),
API Gateway, SQS, SNS, DynamoDB, Step Functions, EventBridge schedules, Google Cloud Run,
Cloud Functions and Pub/Sub, Azure Functions and App Service, CDK / SAM / Serverless
Framework / CloudFormation / Terraform configs, the `aws`, `gcloud` and `az` CLIs and their
flags, quotas and limits, and one fictional team's own cloud facts (AWS account ids, GCP
project ids, regions, resource groups, function and alias names, stages, topic names,
registry paths). The team facts are consistent across scenarios: prod account
481923306617 and staging 730335118240 in eu-west-1, functions named stage-first
(`prod-…`) with a `live` alias, Serverless stage `prod`, GCP project `acme-pay-prod-7731`
in europe-west4 with images in Artifact Registry, Azure in westeurope (`rg-*-weu`).

## Counts (computed by build.py)

difficulty:

%s

repeat_variation:

%s

control_kind:

%s

%d topics; the most frequent: %s.

## Files

| file | what |
|---|---|
| `scenarios.jsonl` | the 60 scenarios (generated; do not edit by hand) |
| `build.py` | holds the scenarios as data, validates them, writes `scenarios.jsonl` and this README (standard library only) |

`python3 build.py` checks, for every scenario: ids unique and in order; tags valid and the
mix as intended; `gold_wrong` occurs in the teach output; outputs are 5–25 lines; every
regex compiles and avoids constructs Go's RE2 rejects (lookarounds, backreferences); the
repeat output as written fails its checks; a corrected repeat kept in `build.py` (never
written to the jsonl) passes them; for literal scenarios the mistaken text recurs in the
repeat up to case and white space; the control matches none of the patterns that would be
wrong in its own context, lookalike controls contain the look-alike text, already-correct
controls contain the right value, and non-lookalike controls match no `expect_absent`.

Run it with the loop runner:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev25/scenarios.jsonl
```

## Provenance

Written by a helper session that read only `shared/eval/loop/README.md` and
`shared/eval/loop/run.py` to learn the format, labelling rules and how the runner checks
scenarios. It did not see cairn's code, other evaluation sets or other scenario files. All
conversations, names and values are original; the team, accounts, projects and hosts are
fictional.

The `repeat_variation` values are written in snake_case (`reworded`, `code_block`,
`casing`, `renamed_identifier`, `reordered_args`, `prose_claim`, `equivalent_construct`,
`other`); the loop README names the variations in prose but does not spell out their tag
values.
""" % (table(diff, ["literal", "paraphrase", "semantic"]),
       table(var, ["reworded", "code_block", "casing", "renamed_identifier", "reordered_args",
                   "prose_claim", "equivalent_construct", "other"]),
       table(ctrl, ["lookalike", "same_topic", "already_correct", "unrelated"]),
       len(topics), ", ".join("`%s` (%d)" % kv for kv in topics.most_common(5)))


def main():
    validate()
    path = os.path.join(HERE, "scenarios.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(record(s), ensure_ascii=False) + "\n")
    # read back: what the runner will load must round-trip and keep the repeat failing
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f if line.strip()]
    assert len(back) == 60
    for r, s in zip(back, SCENARIOS):
        assert r == record(s)
        assert not passes(r["repeat"]["output"], r["repeat"])
    counts = (Counter(s["difficulty"] for s in SCENARIOS),
              Counter(s["repeat_variation"] for s in SCENARIOS),
              Counter(s["control_kind"] for s in SCENARIOS),
              Counter(s["topic"] for s in SCENARIOS))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(counts))
    print("ok: %d scenarios written to %s" % (len(back), path))
    for name, c in zip(("difficulty", "repeat_variation", "control_kind"), counts[:3]):
        print("  %s: %s" % (name, ", ".join("%s %d" % kv for kv in sorted(c.items()))))
    print("  topics: %d" % len(counts[3]))


if __name__ == "__main__":
    sys.exit(main())
