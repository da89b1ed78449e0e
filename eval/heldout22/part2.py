"""heldout22 part 2: h22-016 .. h22-030 (ISO 8583 fields, ISO 20022, dashboard, PostgreSQL, GKE, Terraform)."""

WHOLE = None

SCENARIOS = [
    # ------------------------------------------------------------------ 016
    dict(
        id="h22-016", topic="iso8583-rrn-de37", difficulty="paraphrase",
        repeat_variation="equivalent_construct", control_kind="lookalike",
        teach=dict(
            query="Which data element do I log as the retrieval reference number in authgate's audit line?",
            output="Log DE 38. It's the 12-character retrieval reference number the acquirer assigns, and the schemes use it to tie the authorisation to clearing and chargebacks, so it's the key support will search on. DE 11 (STAN) on its own isn't unique across days.",
            message="RRN is DE 37. 38 is the authorisation identification response, i.e. the approval code.",
            gold_wrong="Log DE 38.",
            gold_right="Log DE 37.",
        ),
        repeat=dict(
            query="Add the RRN to the structured audit log in the auth response handler.",
            output="""```java
auditLog.info("auth.response",
    kv("stan", msg.getString(11)),
    kv("rrn", msg.getString(38)),
    kv("responseCode", msg.getString(39)));
```""",
            expect_contains=['kv("rrn", msg.getString(37))'],
            expect_absent=['kv("rrn", msg.getString(38))'],
        ),
        control=dict(
            query="Also log the approval code the issuer returned.",
            output="""```java
auditLog.info("auth.approved",
    kv("approvalCode", msg.getString(38)),
    kv("responseCode", msg.getString(39)));
```
DE 38 is only present on approvals, so guard it with `msg.hasField(38)` if declines go through the same call.""",
        ),
        fix=[('kv("rrn", msg.getString(38))', 'kv("rrn", msg.getString(37))')],
        holds='kv("approvalCode", msg.getString(38))', look="msg.getString(38)",
    ),
    # ------------------------------------------------------------------ 017
    dict(
        id="h22-017", topic="iso8583-terminal-merchant-ids", difficulty="paraphrase",
        repeat_variation="reordered_args", control_kind="unrelated",
        teach=dict(
            query="Which fields identify the terminal and the merchant in our 0100s?",
            output="DE 42 is the card acceptor terminal ID (8 characters, e.g. `MRB04417`) and DE 41 is the card acceptor ID code, our 15-character MID. DE 43 adds the acceptor name and location as printed on the cardholder's statement.",
            message="other way round: 41 is the terminal id, 42 the card acceptor id (MID).",
            gold_wrong="DE 42 is the card acceptor terminal ID (8 characters, e.g. `MRB04417`) and DE 41 is the card acceptor ID code",
            gold_right="DE 41 is the card acceptor terminal ID (8 characters, e.g. `MRB04417`) and DE 42 is the card acceptor ID code",
        ),
        repeat=dict(
            query="Build the terminal key for the velocity checks, MID first.",
            output="""```java
TerminalKey key = TerminalKey.of(
    msg.getString(41),   // mid
    msg.getString(42));  // tid
```""",
            expect_contains=["re:getString\\(42\\)\\S*\\s*// mid", "re:getString\\(41\\)\\S*\\s*// tid"],
            expect_absent=["re:getString\\(41\\)\\S*\\s*// mid", "re:getString\\(42\\)\\S*\\s*// tid"],
        ),
        control=dict(
            query="How do I clear the Vite cache when the console dev server serves stale modules?",
            output="Delete `node_modules/.vite` and restart with `npm run dev -- --force`; `--force` makes Vite redo the dependency pre-bundling.",
        ),
        fix=[("msg.getString(41),   // mid\n    msg.getString(42));  // tid",
              "msg.getString(42),   // mid\n    msg.getString(41));  // tid")],
    ),
    # ------------------------------------------------------------------ 018
    dict(
        id="h22-018", topic="iso8583-response-codes", difficulty="paraphrase",
        repeat_variation="equivalent_construct", control_kind="already_correct",
        teach=dict(
            query="Map the ISO 8583 decline codes to the dashboard's reason labels.",
            output="""```ts
export const declineReason: Record<string, string> = {
  '05': 'Do not honour',
  '14': 'Invalid card number',
  '51': 'Expired card',
  '61': 'Exceeds withdrawal limit',
  '91': 'Issuer unavailable',
};
```""",
            message="51 is insufficient funds, expired card is 54",
            gold_wrong="'51': 'Expired card'",
            gold_right="'54': 'Expired card'",
        ),
        repeat=dict(
            query="Same mapping for the Go side, clearbatch's decline report.",
            output="""```go
var declineReason = map[string]string{
	"05": "Do not honour",
	"51": "Expired card",
	"61": "Exceeds withdrawal limit",
	"14": "Invalid card number",
	"91": "Issuer unavailable",
}
```""",
            expect_contains=['"54": "Expired card"'],
            expect_absent=['"51": "Expired card"'],
        ),
        control=dict(
            query="Which label does the Go decline report print for code 54?",
            output="""```go
	"54": "Expired card",
```
That entry sits next to `"51": "Insufficient funds"` in `declineReason`; both reports share the table in `internal/codes`.""",
        ),
        fix=[('"51": "Expired card"', '"51": "Insufficient funds",\n\t"54": "Expired card"')],
        holds='"54": "Expired card"',
        right=['"54": "Expired card"'],
    ),
    # ------------------------------------------------------------------ 019
    dict(
        id="h22-019", topic="camt053-credit-debit-indicator", difficulty="literal",
        repeat_variation="code_block", control_kind="same_topic",
        teach=dict(
            query="How do I tell credits from debits when parsing the camt.053 entries in clearbatch?",
            output="Each `<Ntry>` has a `<CdtDbtInd>`; its value is `CR` for money in and `DR` for money out. The amount in `<Amt Ccy=\"EUR\">` is always positive, so apply the sign yourself from the indicator.",
            message="The codes are CRDT and DBIT in camt, not CR / DR.",
            gold_wrong="`CR` for money in and `DR` for money out",
            gold_right="`CRDT` for money in and `DBIT` for money out",
        ),
        repeat=dict(
            query="Write the Go that signs the entry amounts.",
            output="""```go
func signedMinor(e Entry) (int64, error) {
	switch e.CdtDbtInd {
	case "CR":
		return e.AmountMinor, nil
	case "DR":
		return -e.AmountMinor, nil
	}
	return 0, fmt.Errorf("unknown CdtDbtInd %q", e.CdtDbtInd)
}
```""",
            expect_contains=['case "CRDT":', 'case "DBIT":'],
            expect_absent=['case "CR":', 'case "DR":'],
        ),
        control=dict(
            query="Where is the booking date of an entry in camt.053?",
            output="In `<Ntry><BookgDt><Dt>`, a plain ISO date. `<ValDt><Dt>` next to it is the value date, which we use for the settlement-window check.",
        ),
        fix=[('case "CR":', 'case "CRDT":'), ('case "DR":', 'case "DBIT":')],
    ),
    # ------------------------------------------------------------------ 020
    dict(
        id="h22-020", topic="camt053-closing-balance", difficulty="literal",
        repeat_variation="reworded", control_kind="lookalike",
        teach=dict(
            query="Which balance type do I compare against our ledger at end of day?",
            output="Take the `<Bal>` whose `<Tp><CdOrPrtry><Cd>` is `CLAV`, the closing booked balance, and compare it with the previous day's closing figure plus the sum of the day's ledger postings. Mismatches go to the recon exceptions queue.",
            message="Closing booked is CLBD. CLAV is closing available, which includes float and will never match the ledger.",
            gold_wrong="`CLAV`, the closing booked balance",
            gold_right="`CLBD`, the closing booked balance",
        ),
        repeat=dict(
            query="Explain the end-of-day balance check to the new analyst in two sentences.",
            output="Every night we read the CLAV balance from the bank's camt.053 and compare it with our ledger's closing position. If they differ, clearbatch opens a recon exception for finance ops.",
            expect_contains=["CLBD"],
            expect_absent=["CLAV"],
        ),
        control=dict(
            query="What does the treasury report use for the next-day funding estimate?",
            output="It uses `CLAV`, the closing available balance from the camt.053, because funding depends on what the bank will let us move tomorrow, not on what is booked.",
        ),
        fix=[("the CLAV balance", "the CLBD balance")],
        holds="`CLAV`, the closing available balance", look="CLAV",
    ),
    # ------------------------------------------------------------------ 021
    dict(
        id="h22-021", topic="sepa-charge-bearer", difficulty="literal",
        repeat_variation="code_block", control_kind="already_correct",
        teach=dict(
            query="What charge bearer do we put in the pain.001 for merchant payouts?",
            output="""Payouts are SEPA credit transfers, so set it at payment-information level:

```xml
<PmtInf>
  <PmtInfId>PO-20250611-01</PmtInfId>
  <PmtMtd>TRF</PmtMtd>
  <ChrgBr>SHAR</ChrgBr>
  ...
</PmtInf>
```""",
            message="Thanks, the rest of the block is fine. SEPA needs SLEV though, Noordhaven rejects SHAR on SCT payouts.",
            gold_wrong="<ChrgBr>SHAR</ChrgBr>",
            gold_right="<ChrgBr>SLEV</ChrgBr>",
        ),
        repeat=dict(
            query="Give me the Go template snippet for the PmtInf block.",
            output="""```go
const pmtInfTmpl = `<PmtInf>
  <PmtInfId>{{.ID}}</PmtInfId>
  <PmtMtd>TRF</PmtMtd>
  <NbOfTxs>{{len .Txs}}</NbOfTxs>
  <ChrgBr>SHAR</ChrgBr>
  <ReqdExctnDt><Dt>{{.ExecDate}}</Dt></ReqdExctnDt>
</PmtInf>`
```""",
            expect_contains=["<ChrgBr>SLEV</ChrgBr>"],
            expect_absent=["<ChrgBr>SHAR</ChrgBr>"],
        ),
        control=dict(
            query="Check this payout header for me: `<PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg><ChrgBr>SLEV</ChrgBr>`",
            output="That's fine for SEPA: `TRF` is the only method allowed, batch booking `true` gives the merchant one debit line per file, and `<ChrgBr>SLEV</ChrgBr>` is the charge bearer the scheme requires.",
        ),
        fix=[("<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>SLEV</ChrgBr>")],
        holds="`<ChrgBr>SLEV</ChrgBr>` is the charge bearer",
    ),
    # ------------------------------------------------------------------ 022
    dict(
        id="h22-022", topic="refund-idempotency-header", difficulty="literal",
        repeat_variation="casing", control_kind="already_correct",
        teach=dict(
            query="How should the merchant console send refunds so a double click doesn't refund twice?",
            output="Generate a UUID per refund intent and send it as the `X-Idempotency-Key` header on `POST /v2/refunds`; the refund endpoint stores the key with its response for 24 hours and replays it on a retry.",
            message="The header is Idempotency-Key, without the X- prefix. The API gateway strips unknown X- headers, so yours never arrives.",
            gold_wrong="`X-Idempotency-Key`",
            gold_right="`Idempotency-Key`",
        ),
        repeat=dict(
            query="Write the fetch call for the refund button.",
            output="""```ts
await fetch(`${API_BASE}/v2/refunds`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-idempotency-key': refundIntentId,
  },
  body: JSON.stringify({ paymentId, amountMinor }),
});
```""",
            expect_contains=["re:(?i)'idempotency-key'"],
            expect_absent=["re:(?i)x-idempotency-key"],
        ),
        control=dict(
            query="Does this look right for the capture call? `headers: { 'Idempotency-Key': captureIntentId }`",
            output="Yes, `'Idempotency-Key': captureIntentId` is the header the gateway forwards. Generate the intent id once per capture attempt and reuse it on retries, not once per HTTP call.",
        ),
        fix=[("'x-idempotency-key'", "'idempotency-key'")],
        holds="'Idempotency-Key': captureIntentId",
        right=["re:(?i)'idempotency-key'"],
    ),
    # ------------------------------------------------------------------ 023
    dict(
        id="h22-023", topic="jira-project-key", difficulty="literal",
        repeat_variation="casing", control_kind="unrelated",
        teach=dict(
            query="What should the commit message look like for the STAN padding fix? Ticket is 2231.",
            output="""Team format, ticket key first:

```
PAY-2231: pad DE 11 to six digits in the 0100 builder
```
The commit-msg hook rejects commits without a ticket key, and the key links the commit in Jira automatically.""",
            message="Our Jira key is ACQP, so ACQP-2231. PAY is the finance team's project.",
            gold_wrong="PAY-2231",
            gold_right="ACQP-2231",
        ),
        repeat=dict(
            query="And the branch name for it?",
            output="`fix/pay-2231-stan-padding`: lower case, ticket key and number up front, then a short slug.",
            expect_contains=["acqp-2231"],
            expect_absent=["re:(?i)pay-2231"],
        ),
        control=dict(
            query="How do I port-forward to the Prometheus in the monitoring namespace?",
            output="`kubectl -n monitoring port-forward svc/prometheus-operated 9090:9090`, then open http://localhost:9090 in the browser.",
        ),
        fix=[("fix/pay-2231", "fix/acqp-2231")],
    ),
    # ------------------------------------------------------------------ 024
    dict(
        id="h22-024", topic="kafka-isolation-level", difficulty="literal",
        repeat_variation="casing", control_kind="lookalike",
        teach=dict(
            query="The ledger-recon consumer sees records from aborted transactions of the settlement producer. Which consumer setting fixes that?",
            output="Set `isolation.level=read_uncommitted` on the ledger-recon consumer so it only returns records the settlement producer committed; aborted batches and their control markers are then filtered out by the client.",
            message="you want read_committed. read_uncommitted is the default and is exactly why we see the aborted records",
            gold_wrong="isolation.level=read_uncommitted",
            gold_right="isolation.level=read_committed",
        ),
        repeat=dict(
            query="Set it in the Java consumer factory of ledger-recon.",
            output="""```java
props.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG,
          IsolationLevel.READ_UNCOMMITTED.toString().toLowerCase(Locale.ROOT));
props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
```""",
            expect_contains=["READ_COMMITTED"],
            expect_absent=["re:(?i)read_uncommitted"],
        ),
        control=dict(
            query="How can I look at the aborted records myself while debugging?",
            output="Consume with kcat and uncommitted reads: `kcat -F ~/.config/kcat-pay.conf -C -t settlement.batches.v1 -X isolation.level=read_uncommitted -o beginning -e`. That shows the records from aborted transactions that the committed-only consumers skip.",
        ),
        fix=[("READ_UNCOMMITTED", "READ_COMMITTED")],
        holds="-X isolation.level=read_uncommitted", look="isolation.level=read_uncommitted",
    ),
    # ------------------------------------------------------------------ 025
    dict(
        id="h22-025", topic="ledger-publication-tables", difficulty="literal",
        repeat_variation="casing", control_kind="already_correct",
        teach=dict(
            query="Create the publication on ledgerdb for the reporting replica.",
            output="""```sql
CREATE PUBLICATION ledger_reporting FOR ALL TABLES;
```
Then on the reporting side `CREATE SUBSCRIPTION` with `copy_data = true` pulls the initial snapshot.""",
            message="Never FOR ALL TABLES on ledgerdb, it would ship card_tokens out of the CDE. List them: ledger.entries, ledger.batches, ledger.payouts.",
            gold_wrong="FOR ALL TABLES",
            gold_right="FOR TABLE ledger.entries, ledger.batches, ledger.payouts",
        ),
        repeat=dict(
            query="Same for the disputes reporting replica.",
            output="""```sql
create publication disputes_reporting for all tables;
```
The replica needs the same table definitions created first, since DDL isn't replicated.""",
            expect_contains=["re:(?i)for table "],
            expect_absent=["re:(?i)for all tables"],
        ),
        control=dict(
            query="What's the current definition of the reporting publication?",
            output="`CREATE PUBLICATION ledger_reporting FOR TABLE ledger.entries, ledger.batches, ledger.payouts;` from migration V42__reporting_publication.sql. card_tokens stays out on purpose because it belongs to the CDE.",
        ),
        fix=[("for all tables", "for table disputes.cases, disputes.evidence")],
        holds="FOR TABLE ledger.entries, ledger.batches, ledger.payouts;",
    ),
    # ------------------------------------------------------------------ 026
    dict(
        id="h22-026", topic="timestamptz-columns", difficulty="literal",
        repeat_variation="casing", control_kind="unrelated",
        teach=dict(
            query="Write the migration for the chargebacks table.",
            output="""```sql
CREATE TABLE disputes.chargebacks (
  id            uuid PRIMARY KEY,
  payment_id    uuid NOT NULL REFERENCES payments.payments(id),
  reason_code   text NOT NULL,
  amount_minor  bigint NOT NULL,
  currency      char(3) NOT NULL,
  received_at   timestamp NOT NULL DEFAULT now()
);
```""",
            message="timestamptz for every time column, it's in the schema guidelines. plain timestamp bit us on the DST weekend",
            gold_wrong="received_at   timestamp NOT NULL",
            gold_right="received_at   timestamptz NOT NULL",
        ),
        repeat=dict(
            query="Now the table for representment deadlines; the DBA wants upper-case DDL.",
            output="""```sql
CREATE TABLE DISPUTES.REPRESENTMENTS (
  ID             UUID PRIMARY KEY,
  CHARGEBACK_ID  UUID NOT NULL REFERENCES DISPUTES.CHARGEBACKS(ID),
  DUE_AT         TIMESTAMP NOT NULL,
  SUBMITTED_AT   TIMESTAMP
);
```""",
            expect_contains=["re:(?i)timestamptz"],
            expect_absent=["re:(?i)\\btimestamp\\b"],
        ),
        control=dict(
            query="Which Vite plugin does the console use for React?",
            output="`@vitejs/plugin-react-swc`, configured in `vite.config.ts`; it's faster than the Babel variant and we don't need any Babel plugins.",
        ),
        fix=[("DUE_AT         TIMESTAMP NOT NULL", "DUE_AT         TIMESTAMPTZ NOT NULL"),
             ("SUBMITTED_AT   TIMESTAMP\n", "SUBMITTED_AT   TIMESTAMPTZ\n")],
    ),
    # ------------------------------------------------------------------ 027
    dict(
        id="h22-027", topic="vite-dev-port", difficulty="literal",
        repeat_variation="reworded", control_kind="lookalike",
        teach=dict(
            query="Where do I open the merchant console after `npm run dev`?",
            output="Vite serves it on http://localhost:3000 by default, and the `/api` proxy in `vite.config.ts` forwards to the staging ingress, so you can log in with your staging merchant user straight away.",
            message="Vite's default is 5173 and we never changed it, 3000 was the old CRA setup.",
            gold_wrong="http://localhost:3000",
            gold_right="http://localhost:5173",
        ),
        repeat=dict(
            query="Put the local setup steps in the console README.",
            output="""## Local development

1. `npm ci`
2. `npm run dev`
3. Open http://localhost:3000 and log in with your staging merchant user.

API calls under `/api` are proxied to staging.""",
            expect_contains=["localhost:5173"],
            expect_absent=["localhost:3000"],
        ),
        control=dict(
            query="How do I open the local Grafana from the observability compose file?",
            output="`docker compose -f compose.observability.yml up -d`, then http://localhost:3000 (admin/admin on first start); the Prometheus datasource is provisioned from `grafana/provisioning`.",
        ),
        fix=[("localhost:3000", "localhost:5173")],
        holds="http://localhost:3000 (admin/admin", look="http://localhost:3000",
    ),
    # ------------------------------------------------------------------ 028
    dict(
        id="h22-028", topic="gke-workload-identity-annotation", difficulty="literal",
        repeat_variation="reordered_args", control_kind="same_topic",
        teach=dict(
            query="Annotate the clearbatch Kubernetes service account so it can read the scheme files bucket.",
            output="""```yaml
apiVersion: v1
kind: ServiceAccount
metadata:
  name: clearbatch
  namespace: settlement
  annotations:
    iam.gke.io/service-account: clearbatch@mrb-pay-prod.iam.gserviceaccount.com
```
The GSA also needs `roles/iam.workloadIdentityUser` for `mrb-pay-prod.svc.id.goog[settlement/clearbatch]`.""",
            message="iam.gke.io/gcp-service-account",
            gold_wrong="iam.gke.io/service-account:",
            gold_right="iam.gke.io/gcp-service-account:",
        ),
        repeat=dict(
            query="Same for the recon-exporter service account; annotations block first, the way our kustomize base orders it.",
            output="""```yaml
metadata:
  annotations:
    iam.gke.io/service-account: recon-exporter@mrb-pay-prod.iam.gserviceaccount.com
  namespace: settlement
  name: recon-exporter
kind: ServiceAccount
apiVersion: v1
```""",
            expect_contains=["iam.gke.io/gcp-service-account: recon-exporter@"],
            expect_absent=["iam.gke.io/service-account"],
        ),
        control=dict(
            query="Grant the Workload Identity binding in Terraform.",
            output="""```hcl
resource "google_service_account_iam_member" "clearbatch_wi" {
  service_account_id = google_service_account.clearbatch.name
  role               = "roles/iam.workloadIdentityUser"
  member             = "serviceAccount:mrb-pay-prod.svc.id.goog[settlement/clearbatch]"
}
```""",
        ),
        fix=[("iam.gke.io/service-account:", "iam.gke.io/gcp-service-account:")],
    ),
    # ------------------------------------------------------------------ 029
    dict(
        id="h22-029", topic="cloudsql-postgres-version", difficulty="literal",
        repeat_variation="reordered_args", control_kind="already_correct",
        teach=dict(
            query="Terraform for the new disputes Cloud SQL instance, same setup as authdb.",
            output="""```hcl
resource "google_sql_database_instance" "disputesdb" {
  name             = "disputesdb-prod"
  database_version = "POSTGRES_15"
  region           = "europe-west4"

  settings {
    tier              = "db-custom-4-16384"
    availability_type = "REGIONAL"
  }
}
```""",
            message="We're on Postgres 16 everywhere, authdb included, so POSTGRES_16.",
            gold_wrong='database_version = "POSTGRES_15"',
            gold_right='database_version = "POSTGRES_16"',
        ),
        repeat=dict(
            query="And the staging one; region and settings first, please.",
            output="""```hcl
resource "google_sql_database_instance" "disputesdb_stg" {
  region           = "europe-west4"
  settings {
    tier              = "db-custom-2-8192"
    availability_type = "ZONAL"
  }
  name             = "disputesdb-stg"
  database_version = "POSTGRES_15"
  project          = "mrb-pay-stg"
}
```""",
            expect_contains=['database_version = "POSTGRES_16"'],
            expect_absent=["POSTGRES_15"],
        ),
        control=dict(
            query="Which version does `gcloud sql instances describe authdb-prod` report?",
            output="`databaseVersion: POSTGRES_16`, with `settings.tier: db-custom-8-32768`; the maintenance window is Sunday 02:00 UTC.",
        ),
        fix=[('database_version = "POSTGRES_15"', 'database_version = "POSTGRES_16"')],
        holds="databaseVersion: POSTGRES_16",
        right=["POSTGRES_16"],
    ),
    # ------------------------------------------------------------------ 030
    dict(
        id="h22-030", topic="pain001-schema-version", difficulty="literal",
        repeat_variation="code_block", control_kind="unrelated",
        teach=dict(
            query="Which namespace goes on the Document element of our payout file?",
            output="""```xml
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    ...
  </CstmrCdtTrfInitn>
</Document>
```
Noordhaven Bank validates the file against the schema named in the namespace, so it has to match exactly.""",
            message="Noordhaven moved us to pain.001.001.09 last year; .03 files get rejected at upload.",
            gold_wrong="pain.001.001.03",
            gold_right="pain.001.001.09",
        ),
        repeat=dict(
            query="Set the namespace constant in the Go payout writer.",
            output="""```go
const painNamespace = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"

type Document struct {
	XMLName xml.Name         `xml:"Document"`
	Xmlns   string           `xml:"xmlns,attr"`
	Initn   CstmrCdtTrfInitn `xml:"CstmrCdtTrfInitn"`
}
```""",
            expect_contains=["pain.001.001.09"],
            expect_absent=["pain.001.001.03"],
        ),
        control=dict(
            query="What does `kubectl rollout undo` do to the authgate Deployment?",
            output="It rolls the Deployment back to the previous ReplicaSet revision; add `--to-revision=N` to pick an older one, and look at `kubectl rollout history deploy/authgate -n auth` first.",
        ),
        fix=[("pain.001.001.03", "pain.001.001.09")],
    ),
]
