"""heldout22 part 3: h22-031 .. h22-045 (Quarkus, GitLab CI, Vault PKI, metrics, GCP, SFTP, Vite, Java/Go money code)."""

WHOLE = None

SCENARIOS = [
    # ------------------------------------------------------------------ 031
    dict(
        id="h22-031", topic="quarkus-virtual-threads", difficulty="literal",
        repeat_variation="other_identifier", control_kind="same_topic",
        teach=dict(
            query="The BIN lookup endpoint blocks on JDBC; how do I run it on a virtual thread in Quarkus?",
            output="""Annotate the resource method:

```java
@GET
@Path("/bins/{bin}")
@VirtualThread
public BinInfo lookup(@PathParam("bin") String bin) {
    return binRepository.find(bin);
}
```
Quarkus then dispatches the call on a virtual thread instead of the event loop or a worker thread.""",
            message="@RunOnVirtualThread",
            gold_wrong="@VirtualThread",
            gold_right="@RunOnVirtualThread",
        ),
        repeat=dict(
            query="Do the same for the merchant limits endpoint.",
            output="""```java
@GET
@Path("/merchants/{mid}/limits")
@VirtualThread
public MerchantLimits limits(@PathParam("mid") String mid) {
    return limitsRepository.forMerchant(mid);
}
```""",
            expect_contains=["@RunOnVirtualThread"],
            expect_absent=["re:@VirtualThread\\b"],
        ),
        control=dict(
            query="Can the blocking Kafka consumer methods use virtual threads too?",
            output="Yes, blocking `@Incoming` methods can. Keep `mp.messaging.incoming.decisions.max-concurrency` at or below the datasource pool size (20), otherwise the virtual threads just queue up waiting for connections.",
        ),
        fix=[("@VirtualThread", "@RunOnVirtualThread")],
    ),
    # ------------------------------------------------------------------ 032
    dict(
        id="h22-032", topic="quarkus-prod-profile", difficulty="literal",
        repeat_variation="other_identifier", control_kind="already_correct",
        teach=dict(
            query="How do I give authgate a bigger datasource pool in prod than in dev?",
            output="""Use profile-prefixed keys in application.properties:

```properties
quarkus.datasource.jdbc.max-size=8
%production.quarkus.datasource.jdbc.max-size=40
```
The prefixed key wins when the app runs with that profile.""",
            message="shouldn't that be %prod? there's no profile called production in Quarkus, so that line is silently ignored",
            gold_wrong="%production.",
            gold_right="%prod.",
        ),
        repeat=dict(
            query="And the prod-only Vault URL next to the dev one?",
            output="""```properties
%production.quarkus.vault.url=https://vault.sec.mrb.internal:8200
%dev.quarkus.vault.url=http://localhost:8200
```""",
            expect_contains=["%prod.quarkus.vault.url"],
            expect_absent=["%production."],
        ),
        control=dict(
            query="What's the prod pool size line in authgate's properties?",
            output="`%prod.quarkus.datasource.jdbc.max-size=40`, with the unprefixed `quarkus.datasource.jdbc.max-size=8` for dev and test. Prod runs 6 replicas, so that's 240 connections against authdb's limit of 400.",
        ),
        fix=[("%production.", "%prod.")],
        holds="%prod.quarkus.datasource.jdbc.max-size=40",
        right=["%prod.quarkus.datasource.jdbc.max-size=40"],
    ),
    # ------------------------------------------------------------------ 033
    dict(
        id="h22-033", topic="gitlab-default-branch", difficulty="literal",
        repeat_variation="reworded", control_kind="same_topic",
        teach=dict(
            query="Write the rule so the authgate image is only pushed to Artifact Registry from the default branch.",
            output="""```yaml
push-image:
  stage: publish
  rules:
    - if: $CI_COMMIT_BRANCH == "master"
  script:
    - docker push europe-west4-docker.pkg.dev/mrb-pay-prod/corvid/authgate:$CI_COMMIT_SHORT_SHA
```""",
            message="Our default branch is main, there is no master in these repos.",
            gold_wrong='$CI_COMMIT_BRANCH == "master"',
            gold_right='$CI_COMMIT_BRANCH == "main"',
        ),
        repeat=dict(
            query="Explain in the MR description when the push job runs.",
            output="The image is only pushed for pipelines on master; merge request pipelines build it but skip the push, and train branches reuse the digest that was already pushed.",
            expect_contains=["on main"],
            expect_absent=["re:\\bmaster\\b"],
        ),
        control=dict(
            query="Which variable should the rule use instead of hard-coding the branch name?",
            output="`$CI_DEFAULT_BRANCH`: `if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH` keeps working if the project's default branch is ever renamed.",
        ),
        fix=[("pipelines on master", "pipelines on main")],
    ),
    # ------------------------------------------------------------------ 034
    dict(
        id="h22-034", topic="vault-pki-mount", difficulty="paraphrase",
        repeat_variation="reordered_args", control_kind="already_correct",
        teach=dict(
            query="Issue a short-lived cert for authgate's mTLS client to the scheme gateway.",
            output="""```sh
vault write pki_int/issue/authgate-svc \\
  common_name=authgate.auth.svc.cluster.local \\
  ttl=72h
```
The `authgate-svc` role caps the TTL at 72h, so ask for less if you're testing rotation.""",
            message="Our intermediate is mounted at pki-payments-int. pki_int is the platform team's generic one and won't sign *.auth.svc names.",
            gold_wrong="pki_int/issue/authgate-svc",
            gold_right="pki-payments-int/issue/authgate-svc",
        ),
        repeat=dict(
            query="Same for clearbatch's SFTP client cert, in a script, ttl first.",
            output="""```sh
#!/usr/bin/env bash
set -euo pipefail
vault write -format=json pki_int/issue/clearbatch-svc \\
  ttl=72h common_name=clearbatch.settlement.svc.cluster.local \\
  > /tmp/clearbatch-cert.json
```""",
            expect_contains=["pki-payments-int/issue/clearbatch-svc"],
            expect_absent=["pki_int/issue"],
        ),
        control=dict(
            query="Where do I fetch the payments CA chain from for the truststore?",
            output="`curl -s https://vault.sec.mrb.internal:8200/v1/pki-payments-int/ca_chain` returns the PEM chain without a token; the scheme gateway's truststore is built from it in the `truststore` CI job.",
        ),
        fix=[("pki_int/issue/clearbatch-svc", "pki-payments-int/issue/clearbatch-svc")],
        holds="v1/pki-payments-int/ca_chain",
        right=["pki-payments-int/"],
    ),
    # ------------------------------------------------------------------ 035
    dict(
        id="h22-035", topic="logical-replication-ddl", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="unrelated",
        teach=dict(
            query="I'm adding a `scheme_fee_minor` column to ledger.entries. Anything special because of the reporting replica?",
            output="No, just run the migration on ledgerdb as usual. With logical replication the `ALTER TABLE` is replayed on the subscriber too, so the reporting side gets the new column automatically.",
            message="DDL isn't replicated by logical replication. If we add the column on the publisher first, the subscriber fails on the first row that has it and the apply worker stops. Subscriber first, then the publisher.",
            gold_wrong="No, just run the migration on ledgerdb as usual. With logical replication the `ALTER TABLE` is replayed on the subscriber too, so the reporting side gets the new column automatically.",
            gold_right="Yes: logical replication doesn't replicate DDL, so add the column on the reporting subscriber first and only then run the migration on ledgerdb.",
        ),
        repeat=dict(
            query="Write the rollout steps for the fee column migration.",
            output="""1. Merge the Flyway migration V57__entries_scheme_fee.sql.
2. Deploy to ledgerdb; the schema change is carried over to the reporting subscriber by the replication stream.
3. Backfill `scheme_fee_minor` in batches of 10k rows.""",
            expect_contains=["re:(?i)subscriber (first|before)|(first|before)[^.]*subscriber"],
            expect_absent=["re:(?i)carried over to the reporting subscriber|by the replication stream"],
        ),
        control=dict(
            query="How do I run the merchant console's Playwright tests headed?",
            output="`npx playwright test --headed --project=chromium`; add `--debug` to step through. The `webServer` block in `playwright.config.ts` starts the dev server for you.",
        ),
        fix=[("2. Deploy to ledgerdb; the schema change is carried over to the reporting subscriber by the replication stream.",
              "2. Run the same ALTER TABLE on the reporting subscriber first (DDL is not replicated), then deploy to ledgerdb.")],
    ),
    # ------------------------------------------------------------------ 036
    dict(
        id="h22-036", topic="prometheus-seconds-unit", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="same_topic",
        teach=dict(
            query="Add a histogram for how long each scheme file takes to process in clearbatch.",
            output="""```go
var fileDuration = promauto.NewHistogramVec(prometheus.HistogramOpts{
	Name:    "clearbatch_file_processing_milliseconds",
	Help:    "Time to parse and book one scheme file.",
	Buckets: prometheus.ExponentialBuckets(0.5, 2, 12),
}, []string{"scheme"})
```
Record it with a `defer` around `processFile` so failed files are counted too.""",
            message="Name it with the base unit, _seconds. That's the Prometheus convention and the recording rules expect it; observe time.Since(start).Seconds().",
            gold_wrong="clearbatch_file_processing_milliseconds",
            gold_right="clearbatch_file_processing_seconds",
        ),
        repeat=dict(
            query="And one for the SFTP download time per file.",
            output="""```go
var sftpDownload = promauto.NewHistogramVec(prometheus.HistogramOpts{
	Name: "clearbatch_sftp_download_milliseconds",
	Help: "Time to download one file from the scheme SFTP.",
}, []string{"scheme"})
```""",
            expect_contains=["clearbatch_sftp_download_seconds"],
            expect_absent=["_milliseconds"],
        ),
        control=dict(
            query="What should the counter for rejected records be called?",
            output="`clearbatch_records_rejected_total` with a `reason` label. Counters end in `_total`, and keep the reason values to a fixed set so the cardinality stays small.",
        ),
        fix=[("clearbatch_sftp_download_milliseconds", "clearbatch_sftp_download_seconds")],
    ),
    # ------------------------------------------------------------------ 037
    dict(
        id="h22-037", topic="gcp-primary-region", difficulty="literal",
        repeat_variation="reworded", control_kind="lookalike",
        teach=dict(
            query="Which region should the new fraud-scoring GKE node pool go into?",
            output="Put it in europe-west1 with the rest of production; the DR copy lives in europe-west3 and only gets node pools scaled to zero until a failover.",
            message="Prod runs in europe-west4, not west1. west1 only has the BigQuery analytics datasets.",
            gold_wrong="europe-west1",
            gold_right="europe-west4",
        ),
        repeat=dict(
            query="Fill in the region line of the node pool request ticket.",
            output="Region: europe-west1 (production). Machine type n2d-standard-8, 3 nodes per zone, autoscaling up to 6.",
            expect_contains=["europe-west4"],
            expect_absent=["europe-west1"],
        ),
        control=dict(
            query="Where's the analytics dataset for chargeback reporting?",
            output="`mrb-analytics.chargebacks` in europe-west1. The finance BI team owns that project; we only have a writer service account for the nightly export.",
        ),
        fix=[("europe-west1", "europe-west4")],
        holds="`mrb-analytics.chargebacks` in europe-west1", look="europe-west1",
    ),
    # ------------------------------------------------------------------ 038
    dict(
        id="h22-038", topic="kafka-partition-increase-ordering", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="unrelated",
        teach=dict(
            query="Can we bump auth.decisions.v2 from 24 to 48 partitions without breaking per-merchant ordering?",
            output="Yes. The partitioner hashes the merchant id as the key, so each merchant keeps landing on the same partition after the increase and per-merchant ordering is unaffected; just edit `spec.partitions` in the KafkaTopic and the topic operator applies it.",
            message="That's not right: murmur2(key) % 48 isn't murmur2(key) % 24 for most keys, so merchants move partitions and a consumer can see a newer event before an older one still sitting on the old partition. We have to pause the producers and let the consumers drain first.",
            gold_wrong="so each merchant keeps landing on the same partition after the increase and per-merchant ordering is unaffected",
            gold_right="but the partition is the key hash modulo the partition count, so most merchants move to another partition and their ordering breaks across the change unless producers pause until the consumers have drained",
        ),
        repeat=dict(
            query="Write the change note for bumping disputes.chargebacks.v1 to 12 partitions.",
            output="Increase `spec.partitions` from 6 to 12 on the disputes.chargebacks.v1 KafkaTopic. Keys are hashed, so every dispute id stays on its current partition and ordering per dispute is preserved; no producer or consumer changes are needed.",
            expect_contains=["re:(?i)(pause|stop)[a-z]* (the )?producers?|drain"],
            expect_absent=["re:(?i)stays on its current partition|ordering per dispute is preserved|no producer or consumer changes"],
        ),
        control=dict(
            query="Which Terraform version do the GCP stacks pin?",
            output="`required_version = \"~> 1.9.0\"` with the google provider pinned to `~> 6.8`; the CI image `hashicorp/terraform:1.9.8` matches.",
        ),
        fix=[("Keys are hashed, so every dispute id stays on its current partition and ordering per dispute is preserved; no producer or consumer changes are needed.",
              "The partition is the key hash modulo the count, so most dispute ids move to another partition: pause the producers and let the consumers drain before the change.")],
    ),
    # ------------------------------------------------------------------ 039
    dict(
        id="h22-039", topic="scheme-sftp-port", difficulty="literal",
        repeat_variation="code_block", control_kind="same_topic",
        teach=dict(
            query="How does clearbatch connect to pull the Visa files?",
            output="""```go
addr := net.JoinHostPort("sftp-schemes.mrb.internal", "22")
conn, err := ssh.Dial("tcp", addr, sshConfig)
```
Then `sftp.NewClient(conn)` and list `/inbound/visa/base2/`.""",
            message="The scheme gateway listens on 2222. Port 22 on that host is the bastion's own sshd.",
            gold_wrong='"sftp-schemes.mrb.internal", "22"',
            gold_right='"sftp-schemes.mrb.internal", "2222"',
        ),
        repeat=dict(
            query="The Mastercard puller too.",
            output="""```go
conn, err := ssh.Dial("tcp", net.JoinHostPort("sftp-schemes.mrb.internal", "22"), sshConfig)
if err != nil {
	return fmt.Errorf("dial scheme sftp: %w", err)
}
client, err := sftp.NewClient(conn)
```
Files land in `/inbound/mc/t112/`.""",
            expect_contains=['"sftp-schemes.mrb.internal", "2222"'],
            expect_absent=['"sftp-schemes.mrb.internal", "22"'],
        ),
        control=dict(
            query="Which user does clearbatch log in to the scheme SFTP as?",
            output="`svc-clearbatch`, key-only. The private key comes from Vault at `kv/settlement/sftp` and is mounted read-only at `/var/run/secrets/sftp/id_ed25519`.",
        ),
        fix=[('"sftp-schemes.mrb.internal", "22"', '"sftp-schemes.mrb.internal", "2222"')],
    ),
    # ------------------------------------------------------------------ 040
    dict(
        id="h22-040", topic="vite-env-prefix", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="unrelated",
        teach=dict(
            query="How does the console read the API base URL at build time?",
            output="""Put it in `.env.production` and read it in code:

```ts
export const API_BASE = process.env.REACT_APP_API_BASE ?? '/api';
```""",
            message="we're on Vite: import.meta.env.VITE_API_BASE. process.env doesn't exist in the browser bundle",
            gold_wrong="process.env.REACT_APP_API_BASE",
            gold_right="import.meta.env.VITE_API_BASE",
        ),
        repeat=dict(
            query="Add the Sentry DSN the same way.",
            output="""```ts
Sentry.init({
  dsn: process.env.REACT_APP_SENTRY_DSN,
  environment: process.env.REACT_APP_ENV,
  tracesSampleRate: 0.05,
});
```""",
            expect_contains=["import.meta.env.VITE_SENTRY_DSN"],
            expect_absent=["process.env.REACT_APP_"],
        ),
        control=dict(
            query="What's the PagerDuty escalation timeout on corvid-primary?",
            output="15 minutes: if the primary doesn't acknowledge, it escalates to corvid-secondary, and after another 15 to the engineering manager.",
        ),
        fix=[("process.env.REACT_APP_SENTRY_DSN", "import.meta.env.VITE_SENTRY_DSN"),
             ("process.env.REACT_APP_ENV", "import.meta.env.VITE_ENV")],
    ),
    # ------------------------------------------------------------------ 041
    dict(
        id="h22-041", topic="kafka-producer-compression", difficulty="paraphrase",
        repeat_variation="equivalent_construct", control_kind="already_correct",
        teach=dict(
            query="Producer setup for the settlement batches topic in clearbatch (franz-go)?",
            output="""```go
cl, err := kgo.NewClient(
	kgo.SeedBrokers("kf-payments-kafka-bootstrap.kafka-pay.svc:9093"),
	kgo.DialTLSConfig(tlsCfg),
	kgo.RequiredAcks(kgo.AllISRAcks()),
	kgo.ProducerBatchCompression(kgo.SnappyCompression()),
)
```""",
            message="team standard is zstd on every producer, not snappy (the brokers store zstd too)",
            gold_wrong="kgo.SnappyCompression()",
            gold_right="kgo.ZstdCompression()",
        ),
        repeat=dict(
            query="Same producer settings for authgate in application.properties.",
            output="""```properties
mp.messaging.outgoing.settlement-batches.connector=smallrye-kafka
mp.messaging.outgoing.settlement-batches.compression.type=snappy
mp.messaging.outgoing.settlement-batches.acks=all
```""",
            expect_contains=["compression.type=zstd"],
            expect_absent=["snappy"],
        ),
        control=dict(
            query="What compression does the broker side of kf-payments use?",
            output="`compression.type: zstd` in `spec.kafka.config` of the Kafka CR, so batches from producers that already send zstd are stored as they arrive, without recompression.",
        ),
        fix=[("compression.type=snappy", "compression.type=zstd")],
        holds="`compression.type: zstd`",
        right=["zstd"],
    ),
    # ------------------------------------------------------------------ 042
    dict(
        id="h22-042", topic="bigdecimal-compare", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="lookalike",
        teach=dict(
            query="Check that the capture amount equals the authorised amount in authgate before auto-capture.",
            output="""```java
if (!capture.amount().equals(auth.amount())) {
    throw new CaptureMismatchException(auth.id());
}
```
Both are `BigDecimal`s built from the API payload.""",
            message="BigDecimal.equals compares the scale too, so 10.0 vs 10.00 would throw. Use compareTo(...) != 0.",
            gold_wrong="!capture.amount().equals(auth.amount())",
            gold_right="capture.amount().compareTo(auth.amount()) != 0",
        ),
        repeat=dict(
            query="Same check for refunds against the captured amount.",
            output="""```java
if (!refund.total().equals(capture.amount())) {
    throw new RefundMismatchException(capture.id());
}
```""",
            expect_contains=["refund.total().compareTo(capture.amount()) != 0"],
            expect_absent=["re:!refund\\.total\\(\\)\\.equals\\("],
        ),
        control=dict(
            query="Check that the currencies match before that.",
            output="""```java
if (!capture.currency().equals(auth.currency())) {
    throw new CurrencyMismatchException(auth.id());
}
```
`currency()` returns a `java.util.Currency`, so `equals` is the right comparison there.""",
        ),
        fix=[("!refund.total().equals(capture.amount())", "refund.total().compareTo(capture.amount()) != 0")],
        holds="!capture.currency().equals(auth.currency())", look=".equals(",
    ),
    # ------------------------------------------------------------------ 043
    dict(
        id="h22-043", topic="sftp-host-key-pinning", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="already_correct",
        teach=dict(
            query="SSH client config for the scheme SFTP puller.",
            output="""```go
sshConfig := &ssh.ClientConfig{
	User:            "svc-clearbatch",
	Auth:            []ssh.AuthMethod{ssh.PublicKeys(signer)},
	HostKeyCallback: ssh.InsecureIgnoreHostKey(),
	Timeout:         15 * time.Second,
}
```""",
            message="Pin the gateway key with ssh.FixedHostKey(gatewayHostKey). InsecureIgnoreHostKey is banned in settlement code, the PCI scan flags it.",
            gold_wrong="ssh.InsecureIgnoreHostKey()",
            gold_right="ssh.FixedHostKey(gatewayHostKey)",
        ),
        repeat=dict(
            query="Write the config for the bank statement SFTP, the camt files from Noordhaven.",
            output="""```go
bankSSH := &ssh.ClientConfig{
	User:            "mrb-camt",
	Auth:            []ssh.AuthMethod{ssh.PublicKeys(bankSigner)},
	HostKeyCallback: ssh.InsecureIgnoreHostKey(),
}
```""",
            expect_contains=["re:ssh\\.FixedHostKey\\(\\w+\\)"],
            expect_absent=["InsecureIgnoreHostKey"],
        ),
        control=dict(
            query="How do we load the pinned gateway key?",
            output="""```go
gatewayHostKey, _, _, _, err := ssh.ParseAuthorizedKey(pinnedKeyBytes)
if err != nil {
	return nil, fmt.Errorf("parse pinned host key: %w", err)
}
cfg.HostKeyCallback = ssh.FixedHostKey(gatewayHostKey)
```
The key bytes come from the `sftp-hostkeys` ConfigMap.""",
        ),
        fix=[("ssh.InsecureIgnoreHostKey()", "ssh.FixedHostKey(bankHostKey)")],
        holds="cfg.HostKeyCallback = ssh.FixedHostKey(gatewayHostKey)",
    ),
    # ------------------------------------------------------------------ 044
    dict(
        id="h22-044", topic="money-int64-minor-units", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="same_topic",
        teach=dict(
            query="Struct for a parsed settlement record in clearbatch.",
            output="""```go
type SettlementRecord struct {
	RRN         string
	MID         string
	Amount      float64 // in EUR
	Currency    string
	Interchange int64 // minor units
	SettledOn   time.Time
}
```""",
            message="Money is int64 minor units in settlement code, never float64: AmountMinor int64.",
            gold_wrong="Amount      float64 // in EUR",
            gold_right="AmountMinor int64   // minor units",
        ),
        repeat=dict(
            query="Now the struct for a chargeback line from the T112.",
            output="""```go
type ChargebackLine struct {
	ARN        string
	ReasonCode string
	Disputed   float64 // in EUR
	Currency   string
}
```""",
            expect_contains=["re:DisputedMinor\\s+int64"],
            expect_absent=["re:\\bfloat64\\b"],
        ),
        control=dict(
            query="How should the struct carry the currency?",
            output="As the ISO 4217 alpha code in a `string` (`\"EUR\"`, `\"SEK\"`), validated against the currency table at parse time; the exponent for converting minor units comes from the same table.",
        ),
        fix=[("Disputed   float64 // in EUR", "DisputedMinor int64 // minor units")],
    ),
    # ------------------------------------------------------------------ 045
    dict(
        id="h22-045", topic="cronjob-concurrency-policy", difficulty="literal",
        repeat_variation="other_identifier", control_kind="lookalike",
        teach=dict(
            query="CronJob spec for the nightly Visa settlement run.",
            output="""```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: clearbatch-visa
  namespace: settlement
spec:
  schedule: "30 2 * * *"
  timeZone: Europe/Amsterdam
  concurrencyPolicy: Replace
  startingDeadlineSeconds: 3600
  jobTemplate:
    spec:
      backoffLimit: 0
```""",
            message="Forbid. Replace kills a run that's halfway through booking and leaves half a file posted.",
            gold_wrong="concurrencyPolicy: Replace",
            gold_right="concurrencyPolicy: Forbid",
        ),
        repeat=dict(
            query="Now the Mastercard one at 03:15.",
            output="""```yaml
kind: CronJob
metadata:
  name: clearbatch-mc
spec:
  schedule: "15 3 * * *"
  timeZone: Europe/Amsterdam
  concurrencyPolicy: Replace
```""",
            expect_contains=["concurrencyPolicy: Forbid"],
            expect_absent=["concurrencyPolicy: Replace"],
        ),
        control=dict(
            query="CronJob for the FX rates refresher every 15 minutes; a slow run should just be superseded.",
            output="""```yaml
kind: CronJob
metadata:
  name: fxrates-refresh
spec:
  schedule: "*/15 * * * *"
  concurrencyPolicy: Replace
```
Replace fits here: only the newest rates matter and the refresher never writes anything partial.""",
        ),
        fix=[("concurrencyPolicy: Replace", "concurrencyPolicy: Forbid")],
        holds="concurrencyPolicy: Replace", look="concurrencyPolicy: Replace",
    ),
]
