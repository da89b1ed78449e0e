"""heldout22 part 4: h22-046 .. h22-060 (Go batch, Vault keys, Kafka groups, Cloud SQL, ISO 20022, PCI, semantics)."""

WHOLE = None

SCENARIOS = [
    # ------------------------------------------------------------------ 046
    dict(
        id="h22-046", topic="go-business-date-zone", difficulty="literal",
        repeat_variation="other_identifier", control_kind="already_correct",
        teach=dict(
            query="In clearbatch, how do I compute the business date of a file received at 00:30?",
            output="""```go
loc, err := time.LoadLocation("CET")
if err != nil {
	return err
}
businessDate := receivedAt.In(loc).Format("2006-01-02")
```""",
            message="Use Europe/Amsterdam like the rest of the codebase. CET is a legacy zone name and the linter flags it.",
            gold_wrong='time.LoadLocation("CET")',
            gold_right='time.LoadLocation("Europe/Amsterdam")',
        ),
        repeat=dict(
            query="And the cut-off check for the Mastercard window?",
            output="""```go
ams, _ := time.LoadLocation("CET")
cutoff := time.Date(d.Year(), d.Month(), d.Day(), 22, 0, 0, 0, ams)
if receivedAt.After(cutoff) {
	d = d.AddDate(0, 0, 1)
}
```""",
            expect_contains=['time.LoadLocation("Europe/Amsterdam")'],
            expect_absent=['LoadLocation("CET")'],
        ),
        control=dict(
            query="Which time zone does the settlement CronJob use?",
            output="`timeZone: Europe/Amsterdam` on the CronJob spec, and the binary loads the same zone with `time.LoadLocation(\"Europe/Amsterdam\")`, so the schedule and the business date agree across DST changes.",
        ),
        fix=[('LoadLocation("CET")', 'LoadLocation("Europe/Amsterdam")')],
        holds='time.LoadLocation("Europe/Amsterdam")',
    ),
    # ------------------------------------------------------------------ 047
    dict(
        id="h22-047", topic="iso8583-stan-length", difficulty="paraphrase",
        repeat_variation="equivalent_construct", control_kind="lookalike",
        teach=dict(
            query="Format the STAN for DE 11 in our Go scheme simulator.",
            output="""```go
stan := fmt.Sprintf("%012d", seq%1_000_000)
```
DE 11 is fixed-length numeric, zero-padded on the left.""",
            message="isn't DE 11 n6? so %06d. 12 digits is the RRN",
            gold_wrong='fmt.Sprintf("%012d", seq%1_000_000)',
            gold_right='fmt.Sprintf("%06d", seq%1_000_000)',
        ),
        repeat=dict(
            query="Build the DE 11 value in authgate's Java 0100 builder.",
            output="""```java
String stan = String.format("%012d", stanSequence.next() % 1_000_000);
msg.set(11, stan);
```""",
            expect_contains=['String.format("%06d", stanSequence.next() % 1_000_000)'],
            expect_absent=['"%012d", stanSequence'],
        ),
        control=dict(
            query="And the DE 4 amount in the simulator?",
            output="""```go
amount := fmt.Sprintf("%012d", amountMinor)
```
DE 4 is n12 in minor units, so 42.10 goes out as `000000004210`.""",
        ),
        fix=[('String.format("%012d", stanSequence', 'String.format("%06d", stanSequence')],
        holds='fmt.Sprintf("%012d", amountMinor)', look='"%012d"',
    ),
    # ------------------------------------------------------------------ 048
    dict(
        id="h22-048", topic="vault-transit-auto-rotate", difficulty="paraphrase",
        repeat_variation="reordered_args", control_kind="same_topic",
        teach=dict(
            query="Make the settlement DEK in transit rotate automatically.",
            output="""```sh
vault write transit/keys/dek-settlement/config \\
  auto_rotate_period=8760h \\
  deletion_allowed=false
```
Vault rotates it on that period; old versions stay available for decryption unless `min_decryption_version` is raised.""",
            message="Our key policy says 90 days, so 2160h, not a year.",
            gold_wrong="auto_rotate_period=8760h",
            gold_right="auto_rotate_period=2160h",
        ),
        repeat=dict(
            query="Put the tokenisation key in Terraform with the same rotation, rotation period first.",
            output="""```hcl
resource "vault_transit_secret_backend_key" "pan_tokenise" {
  auto_rotate_period = 31536000 # one year, in seconds
  backend            = "transit"
  name               = "pan-tokenise"
  deletion_allowed   = false
}
```""",
            expect_contains=["re:auto_rotate_period\\s*=\\s*(7776000|\"2160h\")"],
            expect_absent=["31536000"],
        ),
        control=dict(
            query="Who is allowed to change a transit key's rotation period?",
            output="Only the `transit-admin` policy has `update` on `transit/keys/+/config`; the service tokens for authgate and clearbatch only get the `encrypt` and `decrypt` paths of their own keys.",
        ),
        fix=[("auto_rotate_period = 31536000 # one year, in seconds", "auto_rotate_period = 7776000 # 90 days, in seconds")],
    ),
    # ------------------------------------------------------------------ 049
    dict(
        id="h22-049", topic="kafka-consumer-group-naming", difficulty="paraphrase",
        repeat_variation="other_identifier", control_kind="unrelated",
        teach=dict(
            query="Group id for the new dispute-notifier consumer on disputes.chargebacks.v1?",
            output="Use `dispute-notifier-group`; the ACLs on the KafkaUser then grant Read on that group.",
            message="Groups follow cg.<service>.<purpose> here, so cg.dispute-notifier.chargebacks. The KafkaUser ACLs are prefix-matched on cg.<service>, anything else gets GROUP_AUTHORIZATION_FAILED.",
            gold_wrong="`dispute-notifier-group`",
            gold_right="`cg.dispute-notifier.chargebacks`",
        ),
        repeat=dict(
            query="And the group for the payout-writer reading settlement.batches.v1?",
            output="`payout-writer-group`. Add it to the payout-writer KafkaUser ACLs with `Read`.",
            expect_contains=["cg.payout-writer."],
            expect_absent=["payout-writer-group"],
        ),
        control=dict(
            query="How do I check which npm packages in the console are outdated?",
            output="`npm outdated` in the repo root. Renovate opens the update MRs every Monday, so only bump by hand if something is blocking you.",
        ),
        fix=[("`payout-writer-group`", "`cg.payout-writer.settlement`")],
    ),
    # ------------------------------------------------------------------ 050
    dict(
        id="h22-050", topic="cloudsql-public-ip", difficulty="literal",
        repeat_variation="reordered_args", control_kind="already_correct",
        teach=dict(
            query="ip_configuration block for disputesdb-prod?",
            output="""```hcl
  settings {
    ip_configuration {
      ipv4_enabled    = true
      private_network = data.google_compute_network.pay_vpc.id
      ssl_mode        = "ENCRYPTED_ONLY"
    }
  }
```""",
            message="Turn the public IP off: ipv4_enabled = false, private_network only. Nothing in the CDE gets a public address.",
            gold_wrong="ipv4_enabled    = true",
            gold_right="ipv4_enabled    = false",
        ),
        repeat=dict(
            query="The reporting replica's ip_configuration, network first.",
            output="""```hcl
    ip_configuration {
      private_network = data.google_compute_network.pay_vpc.id
      ssl_mode        = "ENCRYPTED_ONLY"
      ipv4_enabled    = true
    }
```""",
            expect_contains=["re:ipv4_enabled\\s*=\\s*false"],
            expect_absent=["re:ipv4_enabled\\s*=\\s*true"],
        ),
        control=dict(
            query="Is authdb reachable from the internet?",
            output="No. Its `ip_configuration` has `ipv4_enabled = false` and only the `pay-vpc` private network, so access goes through the Cloud SQL Auth Proxy sidecars in GKE.",
        ),
        fix=[("ipv4_enabled    = true", "ipv4_enabled    = false")],
        holds="`ipv4_enabled = false`",
        right=["re:ipv4_enabled\\s*=\\s*false"],
    ),
    # ------------------------------------------------------------------ 051
    dict(
        id="h22-051", topic="pain001-execution-date", difficulty="paraphrase",
        repeat_variation="equivalent_construct", control_kind="same_topic",
        teach=dict(
            query="How do I set the requested execution date in the pain.001.001.09 payout file?",
            output="""```xml
<ReqdExctnDt>2025-06-12</ReqdExctnDt>
```
Put it in each `<PmtInf>` after `<PmtTpInf>`; the bank executes on that business day if the file arrives before its 16:00 cut-off.""",
            message="In .09 ReqdExctnDt is a choice and the date goes inside <Dt>: <ReqdExctnDt><Dt>2025-06-12</Dt></ReqdExctnDt>. The bare date is the old .03 layout.",
            gold_wrong="<ReqdExctnDt>2025-06-12</ReqdExctnDt>",
            gold_right="<ReqdExctnDt><Dt>2025-06-12</Dt></ReqdExctnDt>",
        ),
        repeat=dict(
            query="Write the Go struct field for the execution date.",
            output="""```go
type PmtInf struct {
	PmtInfID    string `xml:"PmtInfId"`
	PmtMtd      string `xml:"PmtMtd"`
	ReqdExctnDt string `xml:"ReqdExctnDt"` // YYYY-MM-DD
}
```""",
            expect_contains=['xml:"ReqdExctnDt>Dt"'],
            expect_absent=['`xml:"ReqdExctnDt"`'],
        ),
        control=dict(
            query="Where does the debtor account go in the payout file?",
            output="In `<PmtInf><DbtrAcct><Id><IBAN>`, filled from `payout.debtor_iban` in the config; the bank's BIC goes in `<DbtrAgt><FinInstnId><BICFI>`, since .09 renamed the element from BIC to BICFI.",
        ),
        fix=[('`xml:"ReqdExctnDt"`', '`xml:"ReqdExctnDt>Dt"`')],
    ),
    # ------------------------------------------------------------------ 052
    dict(
        id="h22-052", topic="quarkus-datasource-url", difficulty="paraphrase",
        repeat_variation="casing", control_kind="unrelated",
        teach=dict(
            query="How do I point authgate at the Cloud SQL proxy in application.properties?",
            output="""```properties
quarkus.datasource.db-kind=postgresql
quarkus.datasource.url=jdbc:postgresql://127.0.0.1:5432/authgate
quarkus.datasource.username=authgate_app
```
The proxy sidecar listens on loopback and does the TLS itself, so the JDBC URL needs no SSL parameters.""",
            message="It's quarkus.datasource.jdbc.url. There is no plain datasource.url (the reactive one is quarkus.datasource.reactive.url).",
            gold_wrong="quarkus.datasource.url=",
            gold_right="quarkus.datasource.jdbc.url=",
        ),
        repeat=dict(
            query="Override it through the Deployment env for the DR cluster.",
            output="""```yaml
env:
  - name: QUARKUS_DATASOURCE_URL
    value: jdbc:postgresql://127.0.0.1:5432/authgate
  - name: QUARKUS_DATASOURCE_USERNAME
    value: authgate_app
```""",
            expect_contains=["QUARKUS_DATASOURCE_JDBC_URL"],
            expect_absent=["QUARKUS_DATASOURCE_URL"],
        ),
        control=dict(
            query="Which Slack channel gets the train release notes?",
            output="#corvid-releases. The release-notes job posts the generated changelog there when the train tag is pushed.",
        ),
        fix=[("QUARKUS_DATASOURCE_URL", "QUARKUS_DATASOURCE_JDBC_URL")],
    ),
    # ------------------------------------------------------------------ 053
    dict(
        id="h22-053", topic="logical-replication-sequences", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="unrelated",
        teach=dict(
            query="Before we move the ledger writers to the logical replica, is there anything to do about the id sequences?",
            output="No. Logical replication streams sequence changes along with the table data, so the replica's sequences are already at the publisher's values, and you can point the writers at it straight away.",
            message="That's wrong on PG 16: sequences aren't part of logical replication. The replica's sequences are still near 1 and we'd get duplicate key errors. We need a setval pass first.",
            gold_wrong="No. Logical replication streams sequence changes along with the table data, so the replica's sequences are already at the publisher's values, and you can point the writers at it straight away.",
            gold_right="Yes. Logical replication in PG 16 doesn't replicate sequences, so setval() each one past its table's max(id) before you point the writers at the replica.",
        ),
        repeat=dict(
            query="Write the cut-over checklist for moving the ledger writers to the replica.",
            output="""1. Stop the ledger writers and wait until `pg_stat_subscription` shows no lag.
2. Sequences come across with the logical stream, so there is nothing to do for ids.
3. Drop the subscription on the replica.
4. Point `LEDGER_DSN` at the replica and start the writers.""",
            expect_contains=["re:(?i)setval"],
            expect_absent=["re:(?i)sequences come across|nothing to do for ids"],
        ),
        control=dict(
            query="What does the merchant console use for data fetching?",
            output="TanStack Query v5. Each API module exports its query keys and hooks, and mutations invalidate by key prefix so the tables refresh after a refund.",
        ),
        fix=[("2. Sequences come across with the logical stream, so there is nothing to do for ids.",
              "2. Sequences are not replicated: setval() each one past its table's max(id).")],
    ),
    # ------------------------------------------------------------------ 054
    dict(
        id="h22-054", topic="pci-cvv-retention", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="same_topic",
        teach=dict(
            query="For delayed authorisation on hotel bookings, can we keep the CVV until we send the authorisation?",
            output="Yes. Encrypt it with the `pan-tokenise` transit key and keep it with the booking token; you can then reuse it for the incremental authorisations during the stay and for the final charge at checkout, and delete it after checkout.",
            message="No, the CVV can't be kept once the authorisation has completed, encrypted or not (PCI DSS 3.3.1). Incrementals and the checkout charge have to go without it.",
            gold_wrong="you can then reuse it for the incremental authorisations during the stay and for the final charge at checkout, and delete it after checkout",
            gold_right="delete it as soon as the first authorisation completes; the incremental authorisations and the final charge go without it",
        ),
        repeat=dict(
            query="Explain the hotel CVV flow for the ACQP-2290 design doc.",
            output="The CVV is captured at booking, encrypted with transit and stored with the booking token. It stays there for the length of the stay so the incremental authorisations can include it, and is deleted after checkout.",
            expect_contains=["re:(?i)(delet|purg|remov|eras|destroy)[a-z]* (it )?(as soon as|once|immediately after|right after|when) the (first |initial )?authori[sz]ation"],
            expect_absent=["re:(?i)stays there for the length of the stay|deleted after checkout"],
        ),
        control=dict(
            query="What can we keep for the incremental authorisations then?",
            output="The PAN token, the expiry and the first authorisation's scheme reference (the Visa transaction id or the Mastercard trace id); incrementals link back to the original authorisation through that reference.",
        ),
        fix=[("It stays there for the length of the stay so the incremental authorisations can include it, and is deleted after checkout.",
              "It is deleted as soon as the first authorisation completes; the incremental authorisations go without it.")],
    ),
    # ------------------------------------------------------------------ 055
    dict(
        id="h22-055", topic="luhn-direction", difficulty="semantic",
        repeat_variation="equivalent_construct", control_kind="lookalike",
        teach=dict(
            query="Explain the Luhn check for the card-number field validation in the console.",
            output="Starting from the leftmost digit, double every second digit; if doubling gives more than 9, subtract 9. Add up all the digits, and the number is valid when the total is a multiple of 10.",
            message="It goes from the right: the check digit itself isn't doubled, then every second digit moving left. Counting from the left only works for even-length numbers, and we accept 15-digit Amex and 19-digit cards.",
            gold_wrong="Starting from the leftmost digit, double every second digit",
            gold_right="Starting from the rightmost digit (the check digit, which is not doubled) and moving left, double every second digit",
        ),
        repeat=dict(
            query="Write the validator in TypeScript.",
            output="""```ts
export function luhnValid(pan: string): boolean {
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
```""",
            expect_contains=["re:pan\\.length\\s*-\\s*(1|i)\\b"],
            expect_absent=["i % 2 === 1"],
        ),
        control=dict(
            query="Which digits of a card number make up the BIN?",
            output="Starting from the leftmost digit, the first six, or the first eight for the newer 8-digit ranges; our BIN routing table keys on the first eight.",
        ),
        fix=[(WHOLE, """```ts
export function luhnValid(pan: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = pan.length - 1; i >= 0; i--) {
    let d = Number(pan[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}
```""")],
        holds="Starting from the leftmost digit, the first six", look="Starting from the leftmost digit",
    ),
    # ------------------------------------------------------------------ 056
    dict(
        id="h22-056", topic="kafka-acks-min-insync", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="same_topic",
        teach=dict(
            query="Is acks=1 fine for the auth decision events if the topic has min.insync.replicas=2?",
            output="Yes. With min.insync.replicas=2 the broker refuses a write unless two replicas have it, so acks=1 already gives you two copies and saves the producer a round of latency.",
            message="That's not how it works: min.insync.replicas is only enforced for acks=all. With acks=1 a leader crash right after the ack loses the record. Team rule is acks=all on payment topics.",
            gold_wrong="Yes. With min.insync.replicas=2 the broker refuses a write unless two replicas have it, so acks=1 already gives you two copies",
            gold_right="No. min.insync.replicas is only enforced for acks=all producers; with acks=1 the leader alone acknowledges, so use acks=all",
        ),
        repeat=dict(
            query="Write the producer section of the auth events ADR.",
            output="Producers use acks=1. Durability comes from the topic's min.insync.replicas=2, which makes the broker hold back the acknowledgement until a second replica has the record, so we get two copies without paying for acks=all.",
            expect_contains=["acks=all"],
            expect_absent=["acks=1", "re:(?i)without paying for acks=all"],
        ),
        control=dict(
            query="Which replication settings do the payment topics use?",
            output="`replicas: 3` and `min.insync.replicas: 2` on every payment topic, with `unclean.leader.election.enable: false` set cluster-wide in the Kafka CR.",
        ),
        fix=[(WHOLE, "Producers use acks=all. The topic's min.insync.replicas=2 is only enforced for acks=all writes, so an acknowledged record is on at least two replicas.")],
    ),
    # ------------------------------------------------------------------ 057
    dict(
        id="h22-057", topic="iso8583-transmission-time", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="unrelated",
        teach=dict(
            query="What time goes in DE 7 when authgate builds a 0100?",
            output="DE 7 (transmission date and time, MMDDhhmmss) is the terminal's local time, so take the merchant's time zone from the terminal profile and format the current time in it.",
            message="DE 7 is always GMT. The local time goes in DE 12 and 13, please don't use the terminal zone for 7.",
            gold_wrong="is the terminal's local time, so take the merchant's time zone from the terminal profile and format the current time in it",
            gold_right="is in GMT (UTC), so format the current UTC time; the terminal's local time belongs in DE 12 and DE 13",
        ),
        repeat=dict(
            query="Describe DE 7 on the message spec page for the simulator team.",
            output="**DE 7 - Transmission date and time** (n10, MMDDhhmmss). authgate fills it with the terminal's local clock at the moment the message leaves, using the time zone from the terminal profile.",
            expect_contains=["re:GMT|UTC"],
            expect_absent=["re:(?i)terminal's local clock|time zone from the terminal profile"],
        ),
        control=dict(
            query="How do I bump the console's Vite version?",
            output="`npm i -D vite@5.4.11 @vitejs/plugin-react-swc@3.7.2`, then run `npm run build` and the Playwright smoke suite before opening the MR.",
        ),
        fix=[("fills it with the terminal's local clock at the moment the message leaves, using the time zone from the terminal profile.",
              "fills it with the GMT (UTC) time at the moment the message leaves; the local time goes in DE 12 and DE 13.")],
    ),
    # ------------------------------------------------------------------ 058
    dict(
        id="h22-058", topic="camt-statement-type", difficulty="semantic",
        repeat_variation="reworded", control_kind="already_correct",
        teach=dict(
            query="Which bank message should the nightly reconciliation load from Noordhaven?",
            output="Load the camt.052 that Noordhaven drops at 06:00: it's the end-of-day account statement with the booked entries and the opening and closing balances, so it's the one to reconcile the ledger against.",
            message="isn't the end-of-day statement camt.053? 052 is the intraday account report, it's provisional",
            gold_wrong="camt.052",
            gold_right="camt.053",
        ),
        repeat=dict(
            query="What does the recon job consume? One line for its README.",
            output="Nightly recon reads the intraday account report Noordhaven publishes, once the business day has closed, and treats its closing figure as final.",
            expect_contains=["re:camt\\.053|end-of-day (account )?statement"],
            expect_absent=["re:(?i)intraday account report"],
        ),
        control=dict(
            query="Which file holds the closing balance we check?",
            output="The camt.053 end-of-day statement from Noordhaven, delivered at 06:00 on the SFTP under `/inbound/bank/camt053/`.",
        ),
        fix=[("the intraday account report Noordhaven publishes, once the business day has closed, and treats its closing figure as final.",
              "Noordhaven's end-of-day statement (camt.053) and reconciles against its closing booked balance.")],
        holds="The camt.053 end-of-day statement",
    ),
    # ------------------------------------------------------------------ 059
    dict(
        id="h22-059", topic="cloudsql-logical-decoding", difficulty="semantic",
        repeat_variation="reworded", control_kind="same_topic",
        teach=dict(
            query="How do I enable logical replication on authdb-prod (Cloud SQL)?",
            output="""Set the database flag on the instance, either in the console or in Terraform:

```hcl
database_flags {
  name  = "wal_level"
  value = "logical"
}
```
The instance restarts when the flag changes, so do it in the Sunday maintenance window.""",
            message="Cloud SQL doesn't let you set wal_level. The flag is cloudsql.logical_decoding=on.",
            gold_wrong='name  = "wal_level"\n  value = "logical"',
            gold_right='name  = "cloudsql.logical_decoding"\n  value = "on"',
        ),
        repeat=dict(
            query="Note for the change request: what are we changing on authdb-prod?",
            output="We set wal_level=logical on authdb-prod through a database flag so the reporting subscriber can connect. Changing the flag restarts the instance (about 2 minutes of downtime), scheduled for the Sunday 02:00 UTC window.",
            expect_contains=["cloudsql.logical_decoding"],
            expect_absent=["re:wal_level\\s*=?\\s*logical"],
        ),
        control=dict(
            query="Which Postgres user does the reporting subscriber connect as?",
            output="`repl_reporting`, created with the `REPLICATION` attribute and granted SELECT on the published tables; its password lives in Vault at `kv/ledger/repl_reporting`.",
        ),
        fix=[("We set wal_level=logical on authdb-prod", "We set cloudsql.logical_decoding=on on authdb-prod")],
    ),
    # ------------------------------------------------------------------ 060
    dict(
        id="h22-060", topic="vault-rotation-rewrap", difficulty="semantic",
        repeat_variation="prose_claim", control_kind="unrelated",
        teach=dict(
            query="After we rotate pan-tokenise, are the stored tokens re-encrypted with the new key version?",
            output="Yes, rotation re-encrypts existing ciphertexts in the background, so once `latest_version` goes up every stored token is on the new version and you can raise `min_decryption_version` straight away.",
            message="No. Vault never touches ciphertext it isn't sent. The old tokens stay on v1 until we call rewrap on them, and raising min_decryption_version now would break every one of them.",
            gold_wrong="Yes, rotation re-encrypts existing ciphertexts in the background, so once `latest_version` goes up every stored token is on the new version and you can raise `min_decryption_version` straight away.",
            gold_right="No. Rotation only changes the version used for new encryptions; stored tokens stay on their old version until you send them through transit/rewrap, and only then can you raise `min_decryption_version`.",
        ),
        repeat=dict(
            query="Write the rotation section of the key-management runbook.",
            output="Rotate the key with the rotate endpoint. Vault re-encrypts the existing tokens with the new version automatically, so right after the rotation set `min_decryption_version` to the new `latest_version` to retire the old one.",
            expect_contains=["re:rewrap"],
            expect_absent=["re:(?i)re-encrypts the existing tokens|automatically"],
        ),
        control=dict(
            query="Which Java distribution does the authgate image use?",
            output="Eclipse Temurin 21 (`eclipse-temurin:21-jre-ubi9-minimal`) for JVM mode; the native build uses the Mandrel 23.1 builder image.",
        ),
        fix=[(WHOLE, "Rotate the key with the rotate endpoint. Existing tokens stay on their old version: send them through `transit/rewrap/pan-tokenise` in batches, and only once none are left on the old version raise `min_decryption_version`.")],
    ),
]
