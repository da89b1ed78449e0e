"""heldout21, part 2: h21-016 .. h21-030 (data only; see part1.py for the build-only fields)."""
WHOLE = None
SCENARIOS = []


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    SCENARIOS.append({
        "id": "h21-%03d" % num, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds, "look": look, "right": right,
    })


# ---------------------------------------------------------------- 016
S(16, "amqps-port", "literal", "code_block", "same_topic",
  ("RabbitMQ settings for routeplanner in prod?",
   r"""```yaml
spring:
  rabbitmq:
    host: mq.internal.norrlast.net
    port: 5672
    virtual-host: wms
    username: routeplanner
    ssl:
      enabled: true
```
The password comes from the `ROUTEPLANNER_MQ_PASSWORD` secret.""",
   "TLS is on 5671. 5672 is closed on our brokers.",
   "port: 5672", "port: 5671"),
  ("tourbatch publishes plan.ready when it finishes. Set up the pika connection.",
   r"""```python
params = pika.ConnectionParameters(
    host="mq.internal.norrlast.net",
    port=5672,
    virtual_host="wms",
    credentials=pika.PlainCredentials("tourbatch", os.environ["MQ_PASSWORD"]),
    ssl_options=pika.SSLOptions(ssl.create_default_context()),
)
connection = pika.BlockingConnection(params)
```""",
   ["port=5671"], ["port=5672"]),
  ("How do I see the queue depths on the prod broker without opening the UI?",
   r"""Use the management API over HTTPS:

```sh
curl -s -u "$MQ_ADMIN:$MQ_ADMIN_PASS" https://mq.internal.norrlast.net:15671/api/queues/wms \
  | jq -r '.[] | "\(.name) \(.messages)"'
```
That prints every queue in the `wms` vhost with its ready plus unacked count."""),
  [("port=5672", "port=5671")])

# ---------------------------------------------------------------- 017
S(17, "scan-queue-name", "literal", "other_identifier", "unrelated",
  ("Write the @RabbitListener in routeplanner that consumes the scanner events.",
   r"""```kotlin
@RabbitListener(queues = ["scan-events"])
fun onScan(event: ScanEvent) {
    routeProgress.markScanned(event.routeId, event.stopId, event.scannedAt)
}
```""",
   "The queue is scan.events.v2: dots, and versioned. scan-events doesn't exist.",
   '"scan-events"', '"scan.events.v2"'),
  ("How do I peek at a few messages on the scanner queue with rabbitmqadmin without consuming them?",
   r"""```sh
rabbitmqadmin --host mq.internal.norrlast.net --port 15671 --ssl --vhost wms \
  get queue=scan-events ackmode=ack_requeue_true count=5
```
`ack_requeue_true` puts the messages back, so the consumers still get them.""",
   ["queue=scan.events.v2"], ["scan-events"]),
  ("Kotlin: give me a sealed type for scan results: ok, unknown barcode, wrong stop.",
   r"""```kotlin
sealed interface ScanResult {
    data class Ok(val stopId: Long) : ScanResult
    data class UnknownBarcode(val raw: String) : ScanResult
    data class WrongStop(val expected: Long, val actual: Long) : ScanResult
}
```
A `when (result)` over it is exhaustive without an `else` branch."""),
  [("queue=scan-events", "queue=scan.events.v2")])

# ---------------------------------------------------------------- 018
S(18, "dlx-exchange-name", "literal", "reordered_args", "already_correct",
  ("Declare the route.requests.v1 queue with dead-lettering in the Spring config.",
   r"""```kotlin
@Bean
fun routeRequestsQueue(): Queue =
    QueueBuilder.durable("route.requests.v1")
        .quorum()
        .deadLetterExchange("dlx.wms")
        .deadLetterRoutingKey("route.requests.v1.dead")
        .build()
```""",
   "it's wms.dlx, not dlx.wms",
   '"dlx.wms"', '"wms.dlx"'),
  ("Declare a queue for the EDI inbound events from Python with pika, same dead-letter setup.",
   r"""```python
channel.queue_declare(
    queue="edi.inbound.v1",
    durable=True,
    arguments={
        "x-dead-letter-routing-key": "edi.inbound.v1.dead",
        "x-queue-type": "quorum",
        "x-dead-letter-exchange": "dlx.wms",
    },
)
```""",
   ['"x-dead-letter-exchange": "wms.dlx"'], ["dlx.wms"]),
  ("How do I look at what's sitting in the dead-letter queue for route requests?",
   r"""Dead letters go to the `wms.dlx` exchange, which routes `route.requests.v1.dead` into the `route.requests.v1.dlq` queue. Open that queue in the management UI and use *Get messages* with *Nack message requeue true*, so nothing is removed while you look."""),
  [('"dlx.wms"', '"wms.dlx"')],
  holds="`wms.dlx` exchange", right=["wms.dlx"])

# ---------------------------------------------------------------- 019
S(19, "quorum-queues", "paraphrase", "equivalent_construct", "same_topic",
  ("How do I make scan.events.v2 survive a broker node going down?",
   r"""Add an HA policy that mirrors it to every node:

```sh
rabbitmqctl set_policy -p wms ha-scan '^scan\.' '{"ha-mode":"all","ha-sync-mode":"automatic"}' --apply-to queues
```
After that each node holds a mirror, and one of them takes over if the leader's node dies.""",
   "We're on RabbitMQ 4.0, classic mirroring doesn't exist anymore. Everything is a quorum queue (x-queue-type: quorum), and scan.events.v2 already is one.",
   """'{"ha-mode":"all","ha-sync-mode":"automatic"}'""",
   "declare it as a quorum queue (x-queue-type: quorum)"),
  ("The new edi.outbound.v1 queue has to be replicated across the three broker nodes. What do I set?",
   r"""Use a policy with exactly-N mirroring:

```sh
rabbitmqctl set_policy -p wms ha-edi '^edi\.outbound\.' '{"ha-mode":"exactly","ha-params":3}' --apply-to queues
```""",
   [r"re:x-queue-type\W{1,6}quorum"], ["ha-mode"]),
  ("How many times is a message redelivered on our queues before it's dead-lettered?",
   r"""Five: the `wms-defaults` policy sets `delivery-limit` to 5, so the sixth delivery attempt goes to the dead-letter exchange instead. Without a policy RabbitMQ 4.0 would use its own default of 20."""),
  [(WHOLE, r"""Declare it as a quorum queue; quorum queues replicate across the cluster nodes by themselves:

```python
channel.queue_declare(queue="edi.outbound.v1", durable=True, arguments={"x-queue-type": "quorum"})
```""")])

# ---------------------------------------------------------------- 020
S(20, "rabbit-prefetch", "paraphrase", "equivalent_construct", "unrelated",
  ("routeplanner's consumers process very unevenly across replicas. What listener settings do you suggest?",
   r"""```yaml
spring:
  rabbitmq:
    listener:
      simple:
        prefetch: 250
        concurrency: 4
        max-concurrency: 8
```
More concurrent consumers per replica let each one work through its share faster.""",
   "prefetch 20 is the team standard on every consumer. route calculations take seconds each, and 250 is exactly why one replica hogs the queue",
   "prefetch: 250", "prefetch: 20"),
  ("Set up the listener container factory in code for the EDI consumer.",
   r"""```kotlin
@Bean
fun ediListenerFactory(cf: ConnectionFactory): SimpleRabbitListenerContainerFactory =
    SimpleRabbitListenerContainerFactory().apply {
        setConnectionFactory(cf)
        setPrefetchCount(250)
        setConcurrentConsumers(2)
    }
```""",
   ["setPrefetchCount(20)"], ["setPrefetchCount(250)"]),
  ("How do I format a Duration as mm:ss in Kotlin for the ETA label?",
   r"""```kotlin
fun Duration.toMmSs(): String =
    toComponents { minutes, seconds, _ -> "%02d:%02d".format(minutes, seconds) }
```
For `kotlin.time.Duration`, `toComponents` with three parameters gives whole minutes (as Long), seconds and nanoseconds."""),
  [("setPrefetchCount(250)", "setPrefetchCount(20)")])

# ---------------------------------------------------------------- 021
S(21, "aws-region", "literal", "other_identifier", "lookalike",
  ("Terraform provider block for the dockside prod stack?",
   r"""```hcl
provider "aws" {
  region = "eu-west-1"

  default_tags {
    tags = {
      team    = "dockside"
      env     = "prod"
      managed = "terraform"
    }
  }
}
```""",
   "eu-north-1 for prod, we're not in Ireland at all",
   'region = "eu-west-1"', 'region = "eu-north-1"'),
  ("What goes in ~/.aws/config for the dockside-prod account?",
   r"""```ini
[profile dockside-prod]
sso_session = norrlast
sso_account_id = 730412556981
sso_role_name = DocksideDeveloper
region = eu-west-1
output = json
```
Then `aws sso login --sso-session norrlast` once a day.""",
   ["region = eu-north-1"], ["region = eu-west-1"]),
  ("PostNord wants us to drop the daily manifests into their S3 bucket. How do I set up a provider for that?",
   r"""Add an aliased provider that assumes the role they created for us:

```hcl
provider "aws" {
  alias  = "postnord_drop"
  region = "eu-west-1" # their bucket lives in their own account, in Ireland

  assume_role {
    role_arn = "arn:aws:iam::209477518345:role/norrlast-manifest-writer"
  }
}
```
Resources that write to their bucket then take `provider = aws.postnord_drop`."""),
  [("region = eu-west-1", "region = eu-north-1")],
  holds='region = "eu-west-1" # their bucket', look="eu-west-1")

# ---------------------------------------------------------------- 022
S(22, "tf-lock-table", "literal", "reordered_args", "same_topic",
  ("Backend block for the new tourbatch Terraform stack?",
   r"""```hcl
terraform {
  backend "s3" {
    bucket         = "norrlast-tfstate-dockside"
    key            = "dockside/tourbatch/terraform.tfstate"
    region         = "eu-north-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}
```""",
   "Thanks! One thing: the lock table is tfstate-locks. The rest looks right.",
   '"terraform-locks"', '"tfstate-locks"'),
  ("And the backend for the edi-gateway stack, same bucket?",
   r"""```hcl
terraform {
  backend "s3" {
    encrypt        = true
    dynamodb_table = "terraform-locks"
    region         = "eu-north-1"
    key            = "dockside/edi-gateway/terraform.tfstate"
    bucket         = "norrlast-tfstate-dockside"
  }
}
```""",
   ['dynamodb_table = "tfstate-locks"'], ["terraform-locks"]),
  ("How do I move the old routeplanner state to the new key naming without losing it?",
   r"""Change `key` in the backend block, then run `terraform init -migrate-state`: Terraform reads the state from the old key, writes it to the new one and asks you to confirm. Delete the old object from the bucket only after a clean `terraform plan` against the new key."""),
  [('"terraform-locks"', '"tfstate-locks"')])

# ---------------------------------------------------------------- 023
S(23, "graviton-instances", "paraphrase", "other_identifier", "already_correct",
  ("We need an EC2 capacity provider for routeplanner's heavy matrix workers, 8 vCPU and 32 GB. Which instance type?",
   r"""`m6i.2xlarge` (8 vCPU, 32 GiB) fits. In the launch template:

```hcl
instance_type = "m6i.2xlarge"
```
with the ECS-optimised Amazon Linux 2023 AMI from the public SSM parameter.""",
   "Our images are arm64 only, so it has to be Graviton: m7g.2xlarge, and the arm64 variant of the AMI parameter.",
   'instance_type = "m6i.2xlarge"', 'instance_type = "m7g.2xlarge"'),
  ("tourbatch needs a bigger box for the Norway runs, 16 vCPU and compute-heavy. Launch template line?",
   r"""```hcl
instance_type = "c6i.4xlarge"
```
16 vCPU and 32 GiB, plenty for one solver worker per depot.""",
   [r're:instance_type = "c\dg[a-z]*\.4xlarge"'], ['"c6i.4xlarge"']),
  ("What instance type does the bastion run on?",
   r"""`t4g.small`, Graviton like the rest of the fleet. It only runs the SSM agent and the psql client, so that is plenty."""),
  [('"c6i.4xlarge"', '"c7g.4xlarge"')],
  holds="`t4g.small`", right=[r"re:\bt4g\.small\b"])

# ---------------------------------------------------------------- 024
S(24, "gha-oidc-role", "semantic", "equivalent_construct", "same_topic",
  ("How should the routeplanner deploy workflow authenticate to AWS?",
   r"""```yaml
- uses: aws-actions/configure-aws-credentials@v4
  with:
    aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}
    aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
    aws-region: eu-north-1
```""",
   "We don't keep AWS keys in GitHub at all. Workflows assume arn:aws:iam::730412556981:role/gha-dockside-deploy through OIDC (role-to-assume).",
   "aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}",
   "role-to-assume: arn:aws:iam::730412556981:role/gha-dockside-deploy"),
  ("The terraform plan job in the infra repo needs AWS access. How do I wire that up?",
   r"""Export the credentials from the repository secrets as job environment variables:

```yaml
env:
  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
  AWS_REGION: eu-north-1
```
The AWS provider picks them up automatically.""",
   [r"re:role-to-assume:\s*arn:aws:iam::730412556981:role/"], ["secrets.AWS_SECRET_ACCESS_KEY"]),
  ("Where is the trust policy of the GitHub deploy role defined?",
   r"""In `infra/iam/github_oidc.tf`. The `gha-dockside-deploy` role trusts the `token.actions.githubusercontent.com` provider, with a `StringLike` condition on `sub` matching `repo:norrlast/dockside-*:ref:refs/heads/main`, so only main-branch runs of our repositories can assume it."""),
  [(WHOLE, r"""Let the job assume the deploy role through OIDC instead of storing keys:

```yaml
permissions:
  id-token: write
  contents: read
steps:
  - uses: aws-actions/configure-aws-credentials@v4
    with:
      role-to-assume: arn:aws:iam::730412556981:role/gha-dockside-deploy
      aws-region: eu-north-1
```""")])

# ---------------------------------------------------------------- 025
S(25, "datawedge-intent-action", "literal", "code_block", "unrelated",
  ("How does the scanner app receive barcodes from DataWedge on the picking screen?",
   r"""```kotlin
private val scanReceiver = object : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val data = intent.getStringExtra("com.symbol.datawedge.data_string") ?: return
        viewModel.onBarcode(data)
    }
}

override fun onResume() {
    super.onResume()
    ContextCompat.registerReceiver(
        this, scanReceiver, IntentFilter("com.norrlast.scanner.SCAN"), ContextCompat.RECEIVER_EXPORTED
    )
}
```
Unregister it in `onPause` so a backgrounded screen doesn't eat scans.""",
   "our DataWedge profile (NorrlastScan) broadcasts se.norrlast.scan.BARCODE. the app id is se.norrlast.scan, there's no com.norrlast.scanner anything",
   '"com.norrlast.scanner.SCAN"', '"se.norrlast.scan.BARCODE"'),
  ("Write a test helper that simulates a scan by sending the DataWedge broadcast.",
   r"""```kotlin
fun simulateScan(context: Context, barcode: String) {
    val intent = Intent("com.norrlast.scanner.SCAN").apply {
        putExtra("com.symbol.datawedge.data_string", barcode)
        putExtra("com.symbol.datawedge.label_type", "LABEL-TYPE-GS1-128")
        setPackage(context.packageName)
    }
    context.sendBroadcast(intent)
}
```""",
   ['Intent("se.norrlast.scan.BARCODE")'], ["com.norrlast.scanner.SCAN"]),
  ("In Kotlin, how do I debounce a StateFlow of search text by 300 ms?",
   r"""```kotlin
@OptIn(FlowPreview::class)
val results = searchText
    .debounce(300)
    .distinctUntilChanged()
    .mapLatest { query -> repository.search(query) }
```
`mapLatest` cancels the previous search when a newer query arrives."""),
  [('Intent("com.norrlast.scanner.SCAN")', 'Intent("se.norrlast.scan.BARCODE")')])

# ---------------------------------------------------------------- 026
S(26, "receiver-exported", "literal", "other_identifier", "lookalike",
  ("Register the DataWedge receiver in the stocktake activity as well.",
   r"""```kotlin
override fun onStart() {
    super.onStart()
    ContextCompat.registerReceiver(
        this,
        stocktakeScanReceiver,
        IntentFilter("se.norrlast.scan.BARCODE"),
        ContextCompat.RECEIVER_NOT_EXPORTED,
    )
}
```""",
   "NOT_EXPORTED means DataWedge can't reach it, it's a different app. Needs ContextCompat.RECEIVER_EXPORTED.",
   "ContextCompat.RECEIVER_NOT_EXPORTED", "ContextCompat.RECEIVER_EXPORTED"),
  ("The putaway fragment needs scans too; register a receiver in onViewCreated.",
   r"""```kotlin
override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
    super.onViewCreated(view, savedInstanceState)
    ContextCompat.registerReceiver(
        requireContext(),
        putawayScanReceiver,
        IntentFilter("se.norrlast.scan.BARCODE"),
        ContextCompat.RECEIVER_NOT_EXPORTED,
    )
}
```
Unregister it in `onDestroyView`.""",
   ["ContextCompat.RECEIVER_EXPORTED"], ["RECEIVER_NOT_EXPORTED"]),
  ("The sync service tells the UI when the offline queue has been flushed, with a broadcast. Register for it in MainActivity.",
   r"""```kotlin
ContextCompat.registerReceiver(
    this,
    syncDoneReceiver,
    IntentFilter("se.norrlast.scan.SYNC_DONE"),
    ContextCompat.RECEIVER_NOT_EXPORTED,
)
```
Only our own app sends that broadcast (with `setPackage(packageName)`), so the receiver stays not exported and other apps can't spoof it."""),
  [("ContextCompat.RECEIVER_NOT_EXPORTED", "ContextCompat.RECEIVER_EXPORTED")],
  holds="ContextCompat.RECEIVER_NOT_EXPORTED", look="RECEIVER_NOT_EXPORTED")

# ---------------------------------------------------------------- 027
S(27, "sscc-length", "semantic", "prose_claim", "unrelated",
  ("How do I validate the SSCC from a pallet label scan?",
   r"""An SSCC is 20 digits: strip the `(00)` application identifier if DataWedge passes it through, check that 20 digits remain, and verify the GS1 mod-10 check digit over the first 19.""",
   "SSCC is 18 digits. The 20 you have in mind includes the (00) AI, so after stripping it's 17 digits plus the check digit.",
   "An SSCC is 20 digits", "An SSCC is 18 digits"),
  ("Write the KDoc for our Sscc value class.",
   r"""```kotlin
/**
 * A Serial Shipping Container Code as printed on pallet labels: 20 digits,
 * the last of which is a GS1 mod-10 check digit.
 */
@JvmInline
value class Sscc(val value: String)
```""",
   ["18 digits"], [r"re:\b20 digits"]),
  ("How do I rerun only the failed jobs of a GitHub Actions run from the terminal?",
   r"""`gh run rerun <run-id> --failed`. Without `--failed` it reruns every job; `gh run list --workflow deploy.yml` gives you the run id."""),
  [("20 digits,", "18 digits,")])

# ---------------------------------------------------------------- 028
S(28, "x12-214-status", "literal", "code_block", "lookalike",
  ("Which X12 transaction does Keystone Freight send us for shipment status updates?",
   r"""Status updates come as **X12 210** (Motor Carrier Shipment Status Message). Each one has an `AT7` segment with the status code (`X1` arrived at the stop, `D1` delivered, and so on) and the date and time of the event.""",
   "210 is the freight invoice. Status is 214.",
   "X12 210", "X12 214"),
  ("In edi-gateway's parser, route the incoming Keystone transactions to handlers by ST01.",
   r"""```python
HANDLERS = {
    "210": handle_shipment_status,   # status updates
    "990": handle_tender_response,
    "997": handle_functional_ack,
}

def dispatch(transaction):
    HANDLERS[transaction.st01](transaction)
```""",
   ['"214": handle_shipment_status'], ['"210": handle_shipment_status']),
  ("What does Keystone send us at month end for billing?",
   r"""Freight invoices, as X12 210: one per shipment, with `B3` carrying the invoice number and PRO number and `L3` the total charges. They arrive in `/edi/in/KYFT/` next to the status files."""),
  [('"210": handle_shipment_status', '"214": handle_shipment_status')],
  holds="as X12 210", look="X12 210")

# ---------------------------------------------------------------- 029
S(29, "isa13-padding", "paraphrase", "equivalent_construct", "same_topic",
  ("Build the ISA segment for the outbound 204s in edi-gateway; the control number comes from a sequence.",
   r"""```python
isa = "*".join([
    "ISA", "00", " " * 10, "00", " " * 10,
    "ZZ", "NORRLAST".ljust(15), "02", "KYFT".ljust(15),
    now.strftime("%y%m%d"), now.strftime("%H%M"), "U", "00401",
    str(control_number), "0", "P", ">",
]) + "~"
```""",
   "I think ISA13 has to be exactly 9 digits, zero-padded? str(control_number) breaks the fixed-width ISA. f\"{control_number:09d}\"",
   "str(control_number)", 'f"{control_number:09d}"'),
  ("And the IEA trailer for the same interchange?",
   r"""```python
iea = f"IEA*{group_count}*{interchange_ctrl}~"
```
IEA01 is the number of functional groups, IEA02 repeats the interchange control number from the ISA.""",
   [r"re:\{interchange_ctrl:09d?\}"], [r"re:\{interchange_ctrl\}"]),
  ("What does the GS segment of a 204 functional group look like?",
   r"""`GS*SM*NORRLAST*KYFT*20240612*1405*1*X*004010~`: `SM` is the functional identifier code for motor carrier load tenders, then the sender and receiver codes, the date as CCYYMMDD, the time, the group control number, `X` for the agency and the version `004010`."""),
  [("{interchange_ctrl}~", "{interchange_ctrl:09d}~")])

# ---------------------------------------------------------------- 030
S(30, "edi-sftp-paths", "literal", "reworded", "already_correct",
  ("Where do Keystone's 214 files land on our SFTP?",
   r"""On `edi.norrlast.net` (port 2222), under `/edi/inbound/KYFT/`. The edi-gateway poller picks them up every two minutes and moves the processed ones to `archive/`.""",
   "It's /edi/in/KYFT/. Short names, in and out.",
   "/edi/inbound/KYFT/", "/edi/in/KYFT/"),
  ("PostNord asked which directory they should push their status files to. What do I tell them?",
   r"""Tell them to connect to `edi.norrlast.net` on port 2222 with the key we registered for them and put the files in `/edi/inbound/PNORD/`; we poll it every two minutes.""",
   ["/edi/in/PNORD/"], ["/edi/inbound/"]),
  ("Where do we put the outgoing 204 tenders for Keystone?",
   r"""In `/edi/out/KYFT/` on the same SFTP host. Keystone's side polls that folder and deletes what it has fetched, so an empty folder means they are up to date."""),
  [("/edi/inbound/PNORD/", "/edi/in/PNORD/")],
  holds="/edi/out/KYFT/", right=[r"re:/edi/(in|out)/KYFT/"])
