"""heldout22 part 1: h22-001 .. h22-015 (authorisation, Vault, Kafka, PSD2, CI, team facts)."""

WHOLE = None

SCENARIOS = [
    # ------------------------------------------------------------------ 001
    dict(
        id="h22-001", topic="iso8583-reversal-advice-mti", difficulty="literal",
        repeat_variation="code_block", control_kind="lookalike",
        teach=dict(
            query="Which MTIs does authgate have to handle on the Mastercard reversal path? I'm writing the router for ACQP-2207.",
            output="""On the reversal path authgate sees three message types:

- 0400 reversal request: acquirer-initiated, we release the hold and answer with a 0410
- 0410 reversal advice: store-and-forward from the network, no decision to take, we only acknowledge it
- 0430 advice response: what we send back for the advice

Route on the MTI before parsing the bitmap, so unknown types fail fast with a format error.""",
            message="0420 is the reversal advice, not 0410. 0410 is just the response to a 0400.",
            gold_wrong="0410 reversal advice",
            gold_right="0420 reversal advice",
        ),
        repeat=dict(
            query="Give me the MTI routing table for the reversal consumer as YAML config.",
            output="""```yaml
authgate:
  mti-routes:
    "0100": authorise          # authorisation request
    "0400": reverse            # reversal request
    "0410": acknowledge-advice # 0410 reversal advice
```

Anything not in the map is answered with DE 39 = 30 (format error).""",
            expect_contains=['"0420": acknowledge-advice'],
            expect_absent=['"0410": acknowledge-advice', "0410 reversal advice"],
        ),
        control=dict(
            query="What does authgate send back when the terminal host sends us a 0400?",
            output="A 0410 reversal response. It echoes DE 11 (STAN), DE 37 (RRN) and DE 41 from the 0400 and carries DE 39 = 00 once the hold on the card has been released.",
        ),
        fix=[('"0410": acknowledge-advice # 0410 reversal advice', '"0420": acknowledge-advice # 0420 reversal advice')],
        holds="0410 reversal response", look="0410",
    ),
    # ------------------------------------------------------------------ 002
    dict(
        id="h22-002", topic="iso4217-eur-numeric", difficulty="literal",
        repeat_variation="code_block", control_kind="lookalike",
        teach=dict(
            query="Which value goes in DE 49 for our euro transactions in the MC simulator tests?",
            output="DE 49 (currency code, transaction) is the three-digit ISO 4217 numeric code, not the alpha code. For euro that's 987. If DE 51 (currency code, cardholder billing) is present for a euro card it carries the same code.",
            message="euro is 978 in ISO 4217, you swapped the last two digits",
            gold_wrong="For euro that's 987",
            gold_right="For euro that's 978",
        ),
        repeat=dict(
            query="Write the field list for a EUR 25.00 euro-card test authorisation.",
            output="""```
MTI   0100
DE 2  5555555555554444
DE 3  000000
DE 4  000000002500
DE 49 987
DE 51 987
```
DE 4 is in minor units, so 25.00 becomes 2500, right-aligned in 12 digits.""",
            expect_contains=["DE 49 978"],
            expect_absent=["987"],
        ),
        control=dict(
            query="How does a GBP 9.87 refund look in DE 4 and DE 49?",
            output="DE 4 = 000000000987 (the amount in minor units, right-aligned to 12 digits) and DE 49 = 826, the ISO 4217 numeric code for pound sterling.",
        ),
        fix=[("DE 49 987\nDE 51 987", "DE 49 978\nDE 51 978")],
        holds="000000000987", look="987",
    ),
    # ------------------------------------------------------------------ 003
    dict(
        id="h22-003", topic="quarkus-health-path", difficulty="literal",
        repeat_variation="reworded", control_kind="unrelated",
        teach=dict(
            query="Write the readiness probe for the authgate Deployment.",
            output="""```yaml
readinessProbe:
  httpGet:
    path: /health/ready
    port: 9000
    scheme: HTTP
  initialDelaySeconds: 5
  periodSeconds: 10
  failureThreshold: 3
```
Port 9000 is the Quarkus management interface, so the probe doesn't go through the TLS listener on 8443.""",
            message="it's /q/health/ready in quarkus, the /q prefix is the non-application root and the management interface keeps it",
            gold_wrong="path: /health/ready",
            gold_right="path: /q/health/ready",
        ),
        repeat=dict(
            query="Why does the authgate pod never become Ready? Describe what the probe should hit.",
            output="The kubelet calls /health/ready on the management port 9000 and expects a 200; SmallRye Health answers 503 while the datasource or the Kafka channel is still down, so look at the probe failures in `kubectl describe pod` first.",
            expect_contains=["/q/health/ready"],
            expect_absent=["re:(?<!/q)/health/ready"],
        ),
        control=dict(
            query="How do I run only the Go unit tests for the camt parser package?",
            output="`go test ./internal/camt/... -run TestParse -count=1` from the clearbatch repo root; `-count=1` bypasses the test cache so you see a real run.",
        ),
        fix=[("calls /health/ready", "calls /q/health/ready")],
    ),
    # ------------------------------------------------------------------ 004
    dict(
        id="h22-004", topic="vault-transit-rotate-path", difficulty="literal",
        repeat_variation="code_block", control_kind="already_correct",
        teach=dict(
            query="How do I rotate the pan-tokenise transit key by hand before the PCI audit?",
            output="""Log in with your admin token and run:

```sh
export VAULT_ADDR=https://vault.sec.mrb.internal:8200
vault write -f transit/rotate/pan-tokenise
```

Old ciphertexts stay decryptable as long as `min_decryption_version` isn't raised; new encryptions use the new version immediately.""",
            message="Thanks for the runbook! One thing: the endpoint is transit/keys/pan-tokenise/rotate, transit/rotate/... doesn't exist.",
            gold_wrong="transit/rotate/pan-tokenise",
            gold_right="transit/keys/pan-tokenise/rotate",
        ),
        repeat=dict(
            query="Add a manual GitLab job that rotates the tokenisation key.",
            output="""```yaml
rotate-pan-key:
  stage: ops
  when: manual
  image: hashicorp/vault:1.17
  script:
    - vault write -f transit/rotate/pan-tokenise
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
```""",
            expect_contains=["transit/keys/pan-tokenise/rotate"],
            expect_absent=["transit/rotate/pan-tokenise"],
        ),
        control=dict(
            query="After rotating, how do I check which version of pan-tokenise is current?",
            output="""```sh
vault write -f transit/keys/pan-tokenise/rotate
vault read -field=latest_version transit/keys/pan-tokenise
```
The second command prints the newest key version; `min_decryption_version` in the same read shows which old ciphertexts are still accepted.""",
        ),
        fix=[("transit/rotate/pan-tokenise", "transit/keys/pan-tokenise/rotate")],
        holds="vault write -f transit/keys/pan-tokenise/rotate",
    ),
    # ------------------------------------------------------------------ 005
    dict(
        id="h22-005", topic="vault-approle-login-path", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="unrelated",
        teach=dict(
            query="clearbatch needs a Vault token at start-up; how does it log in with AppRole?",
            output="""clearbatch reads its role_id from the mounted file and the secret_id delivered by the init container, then:

```sh
vault write auth/approle/role/clearbatch/login \\
  role_id="$(cat /vault/role_id)" \\
  secret_id="$(cat /vault/secret_id)"
```

The returned token carries the `clearbatch-sftp` and `clearbatch-transit` policies with a 1h TTL.""",
            message="The login endpoint is just auth/approle/login, Vault works out the role from the role_id. auth/approle/role/<name> is the admin path for configuring the role, not for logging in.",
            gold_wrong="auth/approle/role/clearbatch/login",
            gold_right="auth/approle/login",
        ),
        repeat=dict(
            query="Write the Go for the recon-exporter to get its Vault token with AppRole.",
            output="""```go
secret, err := client.Logical().WriteWithContext(ctx, "auth/approle/role/recon-exporter/login", map[string]any{
	"role_id":   roleID,
	"secret_id": secretID,
})
if err != nil {
	return fmt.Errorf("approle login: %w", err)
}
client.SetToken(secret.Auth.ClientToken)
```""",
            expect_contains=['"auth/approle/login"'],
            expect_absent=["re:auth/approle/role/[\\w-]+/login"],
        ),
        control=dict(
            query="Which Node version does the merchant console CI image use?",
            output="The `merchant-console` pipeline runs on `node:20.17-bookworm-slim`, and the `.nvmrc` in the repo pins the same version for local work.",
        ),
        fix=[("auth/approle/role/recon-exporter/login", "auth/approle/login")],
    ),
    # ------------------------------------------------------------------ 006
    dict(
        id="h22-006", topic="pg-wal-level-logical", difficulty="literal",
        repeat_variation="casing", control_kind="same_topic",
        teach=dict(
            query="My local docker-compose Postgres 16 won't create the replication slot for the ledger replica test. What do I change?",
            output="""The publisher container needs logical decoding switched on. Start it with:

```yaml
  ledger-pub:
    image: postgres:16.4
    command: ["postgres", "-c", "wal_level=replica", "-c", "max_replication_slots=8"]
```

then recreate the container (`docker compose up -d --force-recreate ledger-pub`); the setting only takes effect at server start.""",
            message="Needs to be logical. replica isn't enough for logical slots.",
            gold_wrong="wal_level=replica",
            gold_right="wal_level=logical",
        ),
        repeat=dict(
            query="Same on the staging VM: how do I switch on logical decoding on pg-ledger-stg?",
            output="""Connect as a superuser and run

```sql
ALTER SYSTEM SET WAL_LEVEL = REPLICA;
```

then restart with `sudo systemctl restart postgresql@16-main`; `SHOW wal_level;` confirms it afterwards.""",
            expect_contains=["re:(?i)wal_level\\s*=\\s*'?logical"],
            expect_absent=["re:(?i)wal_level\\s*=\\s*'?replica"],
        ),
        control=dict(
            query="How many replication slots and WAL senders should the ledger publisher allow?",
            output="Give it `max_replication_slots = 8` and `max_wal_senders = 10`: one slot per subscription plus headroom for the initial table-sync workers, which take temporary slots while they copy.",
        ),
        fix=[("WAL_LEVEL = REPLICA", "WAL_LEVEL = LOGICAL")],
    ),
    # ------------------------------------------------------------------ 007
    dict(
        id="h22-007", topic="strimzi-cluster-label", difficulty="literal",
        repeat_variation="code_block", control_kind="lookalike",
        teach=dict(
            query="Create the KafkaTopic for authorisation decisions.",
            output="""```yaml
apiVersion: kafka.strimzi.io/v1beta2
kind: KafkaTopic
metadata:
  name: auth.decisions.v2
  namespace: kafka-pay
  labels:
    strimzi.io/cluster: payments-kafka
spec:
  partitions: 24
  replicas: 3
  config:
    min.insync.replicas: 2
    retention.ms: 604800000
```""",
            message="Our Strimzi cluster is kf-payments. With payments-kafka the topic operator just ignores the CR.",
            gold_wrong="strimzi.io/cluster: payments-kafka",
            gold_right="strimzi.io/cluster: kf-payments",
        ),
        repeat=dict(
            query="Now the KafkaUser for clearbatch with read access on settlement.files.received.",
            output="""```yaml
apiVersion: kafka.strimzi.io/v1beta2
kind: KafkaUser
metadata:
  name: clearbatch
  namespace: kafka-pay
  labels:
    strimzi.io/cluster: payments-kafka
spec:
  authentication:
    type: tls
  authorization:
    type: simple
    acls:
      - resource:
          type: topic
          name: settlement.files.received
        operations: [Read, Describe]
      - resource:
          type: group
          name: cg.clearbatch.settlement
        operations: [Read]
```""",
            expect_contains=["strimzi.io/cluster: kf-payments"],
            expect_absent=["strimzi.io/cluster: payments-kafka"],
        ),
        control=dict(
            query="Where do the broker dashboards live in Grafana?",
            output="In the `payments-kafka` folder: `Kafka / Brokers` for request latency and under-replicated partitions, `Kafka / Consumer lag` for the cg.* groups. The folder name predates the Strimzi migration, which is why it doesn't match the cluster name.",
        ),
        fix=[("strimzi.io/cluster: payments-kafka", "strimzi.io/cluster: kf-payments")],
        holds="`payments-kafka` folder", look="payments-kafka",
    ),
    # ------------------------------------------------------------------ 008
    dict(
        id="h22-008", topic="smallrye-kafka-connector", difficulty="paraphrase",
        repeat_variation="other_identifier", control_kind="same_topic",
        teach=dict(
            query="Wire the incoming channel for auth decisions in authgate's application.properties.",
            output="""```properties
mp.messaging.incoming.decisions.connector=kafka
mp.messaging.incoming.decisions.topic=auth.decisions.v2
mp.messaging.incoming.decisions.group.id=cg.authgate.decisions
mp.messaging.incoming.decisions.value.deserializer=org.apache.kafka.common.serialization.StringDeserializer
```
The `@Incoming("decisions")` method then receives each record.""",
            message="Set the connector to smallrye-kafka; there's no connector named plain kafka, the app won't even start.",
            gold_wrong="decisions.connector=kafka",
            gold_right="decisions.connector=smallrye-kafka",
        ),
        repeat=dict(
            query="And the outgoing channel that publishes chargeback events?",
            output="""```properties
mp.messaging.outgoing.chargebacks.connector=kafka
mp.messaging.outgoing.chargebacks.topic=disputes.chargebacks.v1
mp.messaging.outgoing.chargebacks.value.serializer=io.quarkus.kafka.client.serialization.ObjectMapperSerializer
```
Inject an `Emitter<ChargebackEvent>` annotated with `@Channel("chargebacks")` to send.""",
            expect_contains=["chargebacks.connector=smallrye-kafka"],
            expect_absent=["connector=kafka"],
        ),
        control=dict(
            query="How do I make the decisions consumer start from the beginning when its group is new?",
            output="Set `mp.messaging.incoming.decisions.auto.offset.reset=earliest`. It only applies while the group has no committed offset, so an existing group keeps its position.",
        ),
        fix=[("chargebacks.connector=kafka", "chargebacks.connector=smallrye-kafka")],
    ),
    # ------------------------------------------------------------------ 009
    dict(
        id="h22-009", topic="psd2-low-value-exemption", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="lookalike",
        teach=dict(
            query="Under which amount can we flag a card-not-present payment for the low-value SCA exemption?",
            output="Under the PSD2 RTS the low-value exemption covers remote payments up to €50, as long as the issuer's counters allow it: no more than five consecutive exempted payments or €100 cumulative since the last SCA. authgate sets the exemption indicator in the 3DS request, and the issuer can still demand a challenge.",
            message="Isn't the low-value limit €30 per transaction for remote payments? €50 is the contactless figure at the terminal.",
            gold_wrong="up to €50",
            gold_right="up to €30",
        ),
        repeat=dict(
            query="Summarise the low-value exemption for the product team's FAQ.",
            output="Online payments of fifty euros or less can skip Strong Customer Authentication under the low-value exemption, unless the card has already had five exempted payments or €100 in total since the cardholder last authenticated.",
            expect_contains=["re:(?i)thirty euros|€\\s?30\\b|\\b30 (EUR|euros?)\\b"],
            expect_absent=["re:(?i)fifty euros|€\\s?50\\b|\\b50 (EUR|euros?)\\b"],
        ),
        control=dict(
            query="How much can a shopper tap at the till before the terminal asks for the PIN?",
            output="Contactless payments at the terminal are exempt from SCA up to €50 each, until the card reaches €150 cumulative or five consecutive taps; then the next payment needs the PIN.",
        ),
        fix=[("fifty euros", "thirty euros")],
        holds="up to €50 each", look="€50",
    ),
    # ------------------------------------------------------------------ 010
    dict(
        id="h22-010", topic="gitlab-mr-iid", difficulty="literal",
        repeat_variation="reordered_args", control_kind="already_correct",
        teach=dict(
            query="In the GitLab job that posts the Trivy summary to the MR, how do I build the notes API call?",
            output="""```sh
curl --fail --silent \\
  --header "PRIVATE-TOKEN: ${MR_BOT_TOKEN}" \\
  --data-urlencode "body@trivy-summary.md" \\
  "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/merge_requests/${CI_MERGE_REQUEST_ID}/notes"
```
The job needs `rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"`, otherwise the MR variables are empty.""",
            message="the url takes the project-level IID, so CI_MERGE_REQUEST_IID. _ID is the instance-wide id and gets you a 404 there",
            gold_wrong="${CI_MERGE_REQUEST_ID}",
            gold_right="${CI_MERGE_REQUEST_IID}",
        ),
        repeat=dict(
            query="Same call for the Semgrep report, URL first this time.",
            output="""```sh
curl "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/merge_requests/${CI_MERGE_REQUEST_ID}/notes" \\
  --data-urlencode "body@semgrep-summary.md" \\
  --header "PRIVATE-TOKEN: ${MR_BOT_TOKEN}" --fail --silent
```""",
            expect_contains=["${CI_MERGE_REQUEST_IID}"],
            expect_absent=["CI_MERGE_REQUEST_ID"],
        ),
        control=dict(
            query="How do I link the MR in the Slack deploy message?",
            output="Use `${CI_PROJECT_URL}/-/merge_requests/${CI_MERGE_REQUEST_IID}`. It's only set in merge request pipelines, so guard the step with `if: $CI_PIPELINE_SOURCE == \"merge_request_event\"`.",
        ),
        fix=[("${CI_MERGE_REQUEST_ID}", "${CI_MERGE_REQUEST_IID}")],
        holds="/-/merge_requests/${CI_MERGE_REQUEST_IID}",
    ),
    # ------------------------------------------------------------------ 011
    dict(
        id="h22-011", topic="alertmanager-matchers", difficulty="paraphrase",
        repeat_variation="other_identifier", control_kind="already_correct",
        teach=dict(
            query="Add an Alertmanager route that pages Corvid for the authgate alerts.",
            output="""```yaml
route:
  routes:
    - receiver: corvid-pagerduty
      match:
        team: corvid
        severity: page
      group_by: [alertname, service]
      group_wait: 30s
      repeat_interval: 2h
```""",
            message="Use matchers: with team=\"corvid\" style entries. match: is deprecated in our Alertmanager 0.27 and the amtool check in CI rejects it.",
            gold_wrong="match:\n        team: corvid\n        severity: page",
            gold_right="matchers:\n        - team=\"corvid\"\n        - severity=\"page\"",
        ),
        repeat=dict(
            query="And a route that sends the clearbatch ticket-level alerts to Jira?",
            output="""```yaml
    - receiver: corvid-jira
      match:
        service: clearbatch
        severity: ticket
      group_by: [alertname]
      repeat_interval: 24h
```""",
            expect_contains=["matchers:"],
            expect_absent=["re:(?m)^\\s*match:"],
        ),
        control=dict(
            query="Route the Kafka under-replicated alerts to the platform team instead of us.",
            output="""```yaml
    - receiver: platform-oncall
      matchers:
        - alertname="KafkaUnderReplicatedPartitions"
        - namespace="kafka-pay"
      continue: false
```""",
        ),
        fix=[("match:\n        service: clearbatch\n        severity: ticket",
              "matchers:\n        - service=\"clearbatch\"\n        - severity=\"ticket\"")],
        holds="matchers:\n        - alertname=\"KafkaUnderReplicatedPartitions\"",
        right=["matchers:"],
    ),
    # ------------------------------------------------------------------ 012
    dict(
        id="h22-012", topic="visa-eci-values", difficulty="paraphrase",
        repeat_variation="equivalent_construct", control_kind="lookalike",
        teach=dict(
            query="Which ECI should authgate treat as fully authenticated for Visa 3DS2 in the liability-shift check?",
            output="For Visa, ECI 02 means the cardholder was fully authenticated and the liability shifts to the issuer; 06 is an attempted authentication (liability still shifts for most merchant categories) and 07 is plain non-authenticated e-commerce, where it stays with the merchant.",
            message="Visa fully authenticated is 05; 02 is Mastercard's value.",
            gold_wrong="For Visa, ECI 02",
            gold_right="For Visa, ECI 05",
        ),
        repeat=dict(
            query="Write the Visa branch of the liability-shift check.",
            output="""```java
static boolean visaShift(String eci) {
    return switch (eci) {
        case "02", "06" -> true;   // fully authenticated, attempted
        default -> false;
    };
}
```""",
            expect_contains=['case "05", "06"'],
            expect_absent=['case "02", "06"'],
        ),
        control=dict(
            query="And the Mastercard branch?",
            output="""```java
static boolean mastercardShift(String eci) {
    return switch (eci) {
        case "02", "01" -> true;   // fully authenticated, attempted
        default -> false;
    };
}
```
Mastercard uses 02 for fully authenticated and 01 for attempts; 00 is non-authenticated.""",
        ),
        fix=[('case "02", "06"', 'case "05", "06"')],
        holds='case "02", "01"', look='case "02"',
    ),
    # ------------------------------------------------------------------ 013
    dict(
        id="h22-013", topic="dashboard-pan-masking", difficulty="paraphrase",
        repeat_variation="renamed_identifier", control_kind="lookalike",
        teach=dict(
            query="Write a helper for the merchant console's transactions table to display the card.",
            output="""```ts
export function formatCard(card: CardSummary): string {
  return `${card.bin}******${card.last4}`;
}
```
The transactions API already returns `bin` and `last4` separately, so no parsing is needed in the browser.""",
            message="Merchant-facing screens show the last four only (•••• 1234). BIN plus last four is for the internal backoffice tool, that's what we agreed with the QSA.",
            gold_wrong="`${card.bin}******${card.last4}`",
            gold_right="`•••• ${card.last4}`",
        ),
        repeat=dict(
            query="Add the card column to the refunds export preview component.",
            output="""```tsx
const cardLabel = (refund: RefundRow) => `${refund.card.bin}******${refund.card.last4}`;

<Td>{cardLabel(row)}</Td>
```""",
            expect_contains=["•••• ${refund.card.last4}"],
            expect_absent=["re:\\.bin\\}\\*+"],
        ),
        control=dict(
            query="What should the backoffice dispute view (internal, role-gated) show for card numbers?",
            output="""```ts
// backoffice only: internal staff, role-gated; BIN + last four are allowed for dispute handling
export const supportCardLabel = (c: CardSummary) => `${c.bin}******${c.last4}`;
```""",
        ),
        fix=[("`${refund.card.bin}******${refund.card.last4}`", "`•••• ${refund.card.last4}`")],
        holds="`${c.bin}******${c.last4}`", look="******${",
    ),
    # ------------------------------------------------------------------ 014
    dict(
        id="h22-014", topic="release-train-branch", difficulty="paraphrase",
        repeat_variation="other_identifier", control_kind="same_topic",
        teach=dict(
            query="What's the branch to cut for this Wednesday's release train? It's train 23.",
            output="""Cut it from main:

```sh
git switch main && git pull --ff-only
git switch -c release/2025.23
git push -u origin release/2025.23
```
The `deploy-prod` job only runs on protected train branches, so ask a maintainer to protect it if the wildcard rule doesn't pick it up.""",
            message="we name them train/2025.23 now, release/* is the old scheme and isn't protected anymore",
            gold_wrong="release/2025.23",
            gold_right="train/2025.23",
        ),
        repeat=dict(
            query="Next one is train 24 on the 18th, give me the commands.",
            output="""```sh
git fetch origin
git switch -c release/2025.24 origin/main
git push -u origin release/2025.24
```
Then post the branch name in #corvid-releases so QA pins their run to it.""",
            expect_contains=["train/2025.24"],
            expect_absent=["release/2025.24"],
        ),
        control=dict(
            query="When is the code freeze for a train?",
            output="Monday 12:00 CET before the Wednesday cut. After that only fixes with an ACQP ticket labelled `train-blocker` get cherry-picked onto the train branch.",
        ),
        fix=[("release/2025.24", "train/2025.24")],
    ),
    # ------------------------------------------------------------------ 015
    dict(
        id="h22-015", topic="oncall-handover-day", difficulty="semantic",
        repeat_variation="reworded", control_kind="unrelated",
        teach=dict(
            query="When does the Corvid on-call rota hand over? I need it for the onboarding doc.",
            output="The primary rota in PagerDuty (`corvid-primary`) hands over every Monday at 09:00 Europe/Amsterdam. The outgoing engineer posts open incidents and silenced alerts in #corvid-incident before the switch, and the secondary (`corvid-secondary`) follows the same schedule one week behind.",
            message="Handover is Tuesday 10:00, not Monday morning. We moved it so nobody inherits the weekend batch reruns first thing on a Monday.",
            gold_wrong="every Monday at 09:00",
            gold_right="every Tuesday at 10:00",
        ),
        repeat=dict(
            query="Write the rota paragraph for our new joiner, Femke.",
            output="Femke, you'll be added to corvid-primary from next month. Shifts are a week long and start on Monday morning at nine, Amsterdam time; before you take over, read the handover note in #corvid-incident.",
            expect_contains=["re:(?i)tuesday", "re:10:00|\\b10 ?(am|a\\.m\\.|o'clock)|\\bten\\b"],
            expect_absent=["re:(?i)monday"],
        ),
        control=dict(
            query="Which Go version does clearbatch build with?",
            output="Go 1.23.4, pinned in `go.mod` with a `toolchain go1.23.4` line and in the CI image `golang:1.23.4-bookworm`.",
        ),
        fix=[("start on Monday morning at nine", "start on Tuesday at 10:00")],
    ),
]
