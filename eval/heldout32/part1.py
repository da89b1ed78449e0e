"""heldout32 part 1 (h32-001 .. h32-015): card authorisation fields, SQS consumers, SEPA
limits and XML, app models and environments, Aurora endpoints, ledger transactions, PCI."""

WHOLE = None  # fix target: replace the whole repeat output


def sc(n, topic, difficulty, variation, control_kind, teach, repeat, control,
       fix, holds=None, look=None, right=None):
    return {
        "id": "h32-%03d" % n,
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": teach,
        "repeat": repeat,
        "control": control,
        "fix": fix,
        "holds": holds,
        "look": look,
        "right": right,
    }


SCENARIOS = [
    sc(1, "iso8583-response-code-field", "literal", "reworded", "lookalike",
       teach=dict(
           query="In the 0110 that Tessera sends back, which field tells me whether the authorisation was approved?",
           output=("Read DE38 from the 0110 response. A value of \"00\" means approved; anything else is a "
                   "decline or a referral, and you should map it through `DeclineReasonMapper` before the "
                   "app shows it to the customer."),
           message=("The response code is DE39, not DE38. 38 is the six-character approval code Tessera hands "
                    "back, it says nothing about approve or decline."),
           gold_wrong="DE38",
           gold_right="DE39",
       ),
       repeat=dict(
           query="Write the rule in AuthResultHandler that decides approve vs decline from Tessera's answer.",
           output=("AuthResultHandler should look at DE38 on the incoming 0110: if it equals \"00\", mark the "
                   "card payment APPROVED, otherwise DECLINED, and keep the raw code on the record for the "
                   "support tooling."),
           expect_contains=["DE39"],
           expect_absent=["DE38"],
       ),
       control=dict(
           query="Where do I get the authorisation code that the card-transaction detail screen prints?",
           output=("Take DE38 (authorisation identification response) from the approved 0110. It is six "
                   "alphanumeric characters, e.g. `4KQ7ZD`; store it on the `card_auth` row and show it "
                   "under \"Auth code\"."),
       ),
       fix=[("DE38", "DE39")],
       holds="DE38 (authorisation identification response)",
       look="DE38"),

    sc(2, "sqs-long-poll-wait-time", "literal", "code_block", "same_topic",
       teach=dict(
           query="Our pay-outbound consumer burns money on empty receives. How do I turn on long polling?",
           output=("Set the wait time on each receive call; the NestJS consumer can pass it directly:\n\n"
                   "```ts\n"
                   "const res = await sqs.send(new ReceiveMessageCommand({\n"
                   "  QueueUrl: this.queueUrl,\n"
                   "  MaxNumberOfMessages: 10,\n"
                   "  WaitTimeSeconds: 30,\n"
                   "}));\n"
                   "```\n\n"
                   "Empty responses then only come back after the full wait, which cuts the request count a lot."),
           message="SQS caps the long-poll wait at 20 seconds, 30 gets rejected by the API. use 20.",
           gold_wrong="WaitTimeSeconds: 30",
           gold_right="WaitTimeSeconds: 20",
       ),
       repeat=dict(
           query="Add long polling to the card-auth-events poller as well.",
           output=("```ts\n"
                   "const { Messages = [] } = await this.client.send(\n"
                   "  new ReceiveMessageCommand({\n"
                   "    QueueUrl: cfg.cardAuthEventsUrl,\n"
                   "    WaitTimeSeconds: 30,\n"
                   "    MaxNumberOfMessages: 5,\n"
                   "    VisibilityTimeout: 60,\n"
                   "  }),\n"
                   ");\n"
                   "```"),
           expect_contains=["WaitTimeSeconds: 20"],
           expect_absent=["WaitTimeSeconds: 30"],
       ),
       control=dict(
           query="How many messages can a single receive call on pay-outbound return at most?",
           output=("Ten: `MaxNumberOfMessages` accepts 1 to 10 and the consumer already asks for the maximum. "
                   "If you need more throughput, run more pollers rather than looking for bigger batches."),
       ),
       fix=[("WaitTimeSeconds: 30", "WaitTimeSeconds: 20")]),

    sc(3, "sepa-instant-amount-cap", "semantic", "prose_claim", "same_topic",
       teach=dict(
           query="A customer wants to send EUR 40,000 to their notary by SEPA Instant. Will that go through?",
           output=("Not as an instant payment: SCT Inst is limited to EUR 15,000 per transaction, so the app "
                   "should offer a standard SEPA credit transfer for this amount and explain that it arrives "
                   "on the next business day."),
           message=("15k was the scheme limit years ago. It's EUR 100,000 per payment now and Nordhafen takes "
                    "anything up to that, so the 40k can go instant."),
           gold_wrong="EUR 15,000",
           gold_right="EUR 100,000",
       ),
       repeat=dict(
           query="Why did the transfer screen grey out the instant toggle for a 22k payment?",
           output=("That's expected: instant SEPA transfers can't exceed fifteen thousand euros, so for 22k the "
                   "app falls back to a regular credit transfer and hides the instant option."),
           expect_contains=["re:100[,.\\s]?000|100k|hundred thousand"],
           expect_absent=["re:(?i)fifteen thousand|15[,.\\s]?000|\\b15k"],
       ),
       control=dict(
           query="How long does Nordhafen give the beneficiary bank to answer an SCT Inst before timing out?",
           output=("Nordhafen applies the scheme time-out: if no confirmation has arrived 20 seconds after the "
                   "payment was sent, it is rejected and the reserved funds go back to the customer's "
                   "available balance. The app polls the payment status for up to 25 seconds before it "
                   "shows \"still processing\"."),
       ),
       fix=[(WHOLE, "That isn't the amount cap: instant SEPA transfers are allowed up to EUR 100,000, so a 22k "
                    "payment qualifies. Check whether the beneficiary's bank is reachable for instant payments "
                    "or whether the feature flag is off instead.")]),

    sc(4, "idempotency-header-name", "literal", "casing", "already_correct",
       teach=dict(
           query="Which header should the Android app send so that a retried transfer doesn't execute twice?",
           output=("Send a fresh UUID per transfer attempt in `X-Idempotency-Token`; the NestJS "
                   "`IdempotencyInterceptor` keeps it for 24 hours and returns the cached response when the "
                   "same value comes in again."),
           message="header is Idempotency-Key, that's what the interceptor reads. no X- anything",
           gold_wrong="X-Idempotency-Token",
           gold_right="Idempotency-Key",
       ),
       repeat=dict(
           query="Write a supertest e2e test that posts the same transfer twice and expects a single execution.",
           output=("```ts\n"
                   "it('executes a retried transfer once', async () => {\n"
                   "  const key = randomUUID();\n"
                   "  const first = await request(app.getHttpServer())\n"
                   "    .post('/v1/transfers').set('x-idempotency-token', key).send(body).expect(201);\n"
                   "  const second = await request(app.getHttpServer())\n"
                   "    .post('/v1/transfers').set('x-idempotency-token', key).send(body).expect(201);\n"
                   "  expect(second.body.transferId).toBe(first.body.transferId);\n"
                   "  expect(await transfers.count()).toBe(1);\n"
                   "});\n"
                   "```"),
           expect_contains=["re:(?i)'idempotency-key'"],
           expect_absent=["re:(?i)x-idempotency-token"],
       ),
       control=dict(
           query="How does the iOS TransferClient attach the retry-safety header?",
           output=("```swift\n"
                   "var request = URLRequest(url: baseURL.appending(path: \"v1/transfers\"))\n"
                   "request.httpMethod = \"POST\"\n"
                   "request.setValue(transfer.attemptID.uuidString, forHTTPHeaderField: \"Idempotency-Key\")\n"
                   "request.httpBody = try encoder.encode(transfer.body)\n"
                   "```"),
       ),
       fix=[("'x-idempotency-token'", "'idempotency-key'")],
       holds="forHTTPHeaderField: \"Idempotency-Key\""),

    sc(5, "gradle-kts-minify-property", "literal", "code_block", "unrelated",
       teach=dict(
           query="Turn on R8 for the release build type in app/build.gradle.kts.",
           output=("```kotlin\n"
                   "android {\n"
                   "    buildTypes {\n"
                   "        release {\n"
                   "            minifyEnabled = true\n"
                   "            isShrinkResources = true\n"
                   "            proguardFiles(getDefaultProguardFile(\"proguard-android-optimize.txt\"), \"proguard-rules.pro\")\n"
                   "        }\n"
                   "    }\n"
                   "}\n"
                   "```"),
           message="In a .kts file that has to be isMinifyEnabled = true, the Groovy name doesn't compile in the Kotlin DSL.",
           gold_wrong="minifyEnabled = true",
           gold_right="isMinifyEnabled = true",
       ),
       repeat=dict(
           query="The benchmark build type needs the same shrinking as release, can you add it?",
           output=("```kotlin\n"
                   "create(\"benchmark\") {\n"
                   "    initWith(getByName(\"release\"))\n"
                   "    signingConfig = signingConfigs.getByName(\"debug\")\n"
                   "    minifyEnabled = true\n"
                   "    matchingFallbacks += listOf(\"release\")\n"
                   "}\n"
                   "```"),
           expect_contains=["isMinifyEnabled = true"],
           expect_absent=["minifyEnabled = true"],
       ),
       control=dict(
           query="What does a Dutch IBAN look like?",
           output=("NL, two check digits, a four-letter bank code and a ten-digit account number: 18 "
                   "characters in total, printed in groups of four, e.g. `NL91 ABNA 0417 1643 00`."),
       ),
       fix=[("    minifyEnabled = true", "    isMinifyEnabled = true")]),

    sc(6, "money-as-double-kotlin", "paraphrase", "renamed_identifier", "lookalike",
       teach=dict(
           query="Add a data class for the transfer request body in the Android app.",
           output=("```kotlin\n"
                   "@Serializable\n"
                   "data class TransferRequest(\n"
                   "    val sourceAccountId: String,\n"
                   "    val beneficiaryIban: String,\n"
                   "    val amount: Double,\n"
                   "    val currency: String,\n"
                   "    val reference: String? = null,\n"
                   ")\n"
                   "```"),
           message=("We never carry money as a Double in the apps. The API contract sends amounts as Long minor "
                    "units, so the field is `amountMinor: Long` (cents)."),
           gold_wrong="amount: Double",
           gold_right="amountMinor: Long",
       ),
       repeat=dict(
           query="Model the standing-order edit payload for the Kotlin client.",
           output=("```kotlin\n"
                   "@Serializable\n"
                   "data class StandingOrderUpdate(\n"
                   "    val orderId: String,\n"
                   "    val instalment: Double,\n"
                   "    val frequency: Frequency,\n"
                   "    val nextExecutionDate: String,\n"
                   ")\n"
                   "```"),
           expect_contains=["re:val instalment(Minor)?: Long"],
           expect_absent=["val instalment: Double"],
       ),
       control=dict(
           query="Add the ATM locator model for the map screen.",
           output=("```kotlin\n"
                   "@Serializable\n"
                   "data class AtmLocation(\n"
                   "    val atmId: String,\n"
                   "    val latitude: Double,\n"
                   "    val longitude: Double,\n"
                   "    val surchargeFree: Boolean,\n"
                   ")\n"
                   "```"),
       ),
       fix=[("val instalment: Double", "val instalmentMinor: Long")],
       holds="val latitude: Double",
       look=": Double"),

    sc(7, "pain001-schema-version", "literal", "code_block", "already_correct",
       teach=dict(
           query="Generate the Document root for the pain.001 batch we send to Nordhafen.",
           output=("```xml\n"
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.03\">\n"
                   "  <CstmrCdtTrfInitn>\n"
                   "    <GrpHdr>\n"
                   "      <MsgId>QS-SCT-20250314-0007</MsgId>\n"
                   "      <CreDtTm>2025-03-14T13:52:10</CreDtTm>\n"
                   "      <NbOfTxs>412</NbOfTxs>\n"
                   "    </GrpHdr>\n"
                   "  </CstmrCdtTrfInitn>\n"
                   "</Document>\n"
                   "```"),
           message="Nordhafen stopped taking .03 when they moved to the 2019 rulebook. We send pain.001.001.09.",
           gold_wrong="pain.001.001.03",
           gold_right="pain.001.001.09",
       ),
       repeat=dict(
           query="Write the xmlbuilder2 call that opens the credit transfer initiation document in the batch exporter.",
           output=("```ts\n"
                   "const doc = create({ version: '1.0', encoding: 'UTF-8' })\n"
                   "  .ele('Document', { xmlns: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03' })\n"
                   "  .ele('CstmrCdtTrfInitn');\n"
                   "```"),
           expect_contains=["pain.001.001.09"],
           expect_absent=["pain.001.001.03"],
       ),
       control=dict(
           query="Which XSD should the batch validator load before the upload?",
           output=("Load `schemas/pain.001.001.09.xsd` in `PainValidator` and validate every batch before it is "
                   "put on the SFTP server; Nordhafen rejects the whole file on a schema error, not just the "
                   "offending transaction."),
       ),
       fix=[("pain.001.001.03", "pain.001.001.09")],
       holds="schemas/pain.001.001.09.xsd"),

    sc(8, "ledger-deposit-credit-side", "semantic", "prose_claim", "unrelated",
       teach=dict(
           query="A customer receives an incoming SEPA transfer of EUR 250. Which postings does the ledger make?",
           output=("Two postings of EUR 250: debit `1010 Nostro Nordhafen`, because the cash arrives at our "
                   "bank, and debit the customer's deposit account, since their balance goes up."),
           message=("Customer deposits are a liability for us, so the customer account takes the credit. Debit "
                    "nostro, credit the customer; as written the journal doesn't even balance."),
           gold_wrong="debit the customer's deposit account",
           gold_right="credit the customer's deposit account",
       ),
       repeat=dict(
           query="Explain the journal for a salary payment landing in a customer's current account.",
           output=("When the salary arrives we debit the Nordhafen nostro and also debit the customer's current "
                   "account, because debiting is what raises their balance."),
           expect_contains=["re:(?i)credit(s|ing)? the customer"],
           expect_absent=["re:(?i)debit the customer|debiting is what raises"],
       ),
       control=dict(
           query="Which Xcode build setting holds the version number shown on the App Store?",
           output=("`MARKETING_VERSION` (it becomes CFBundleShortVersionString), e.g. `6.4.0`. The build number "
                   "is `CURRENT_PROJECT_VERSION`, which the Fastlane lane sets from the CI pipeline id."),
       ),
       fix=[(WHOLE, "When the salary arrives we debit the Nordhafen nostro and credit the customer's current "
                    "account: deposits are a liability of the bank, so a credit is what raises their balance.")]),

    sc(9, "env-enum-stg-name", "literal", "casing", "lookalike",
       teach=dict(
           query="Add an environment enum to the Android app so the API base URL switches per build.",
           output=("```kotlin\n"
                   "enum class BuildEnv(val apiBase: String) {\n"
                   "    DEV(\"https://api.dev.quaystone.eu\"),\n"
                   "    STAGING(\"https://api.stg.quaystone.eu\"),\n"
                   "    PRD(\"https://api.quaystone.eu\"),\n"
                   "}\n"
                   "```"),
           message="there's no STAGING in our naming, it's STG like the flavour and the hostname",
           gold_wrong="STAGING",
           gold_right="STG",
       ),
       repeat=dict(
           query="Same thing for iOS: an enum that picks the API host.",
           output=("```swift\n"
                   "enum AppEnvironment: String {\n"
                   "    case dev, staging, prd\n"
                   "\n"
                   "    var apiBase: URL {\n"
                   "        URL(string: self == .prd ? \"https://api.quaystone.eu\" : \"https://api.\\(rawValue).quaystone.eu\")!\n"
                   "    }\n"
                   "}\n"
                   "```"),
           expect_contains=["case dev, stg, prd"],
           expect_absent=["re:\\bstaging\\b"],
       ),
       control=dict(
           query="Write the insert that loads parsed statement entries before reconciliation.",
           output=("```sql\n"
                   "INSERT INTO recon.staging_entries (statement_id, acct_svcr_ref, amount_minor, booked_on)\n"
                   "SELECT $1, e.ref, e.amount_minor, e.booked_on\n"
                   "FROM jsonb_to_recordset($2) AS e(ref text, amount_minor bigint, booked_on date);\n"
                   "```\n\n"
                   "The reconciler then matches the rows of the staging table against `ledger.postings` and "
                   "deletes whatever it matched."),
       ),
       fix=[("case dev, staging, prd", "case dev, stg, prd")],
       holds="recon.staging_entries",
       look="staging"),

    sc(10, "visa-eci-authenticated", "paraphrase", "equivalent_construct", "already_correct",
       teach=dict(
           query="Map the 3DS result to the ECI we put into the Visa authorisation.",
           output=("```ts\n"
                   "export function visaEci(transStatus: string): string {\n"
                   "  switch (transStatus) {\n"
                   "    case 'Y': return '02'; // fully authenticated\n"
                   "    case 'A': return '06'; // attempted\n"
                   "    default:  return '07'; // not authenticated\n"
                   "  }\n"
                   "}\n"
                   "```"),
           message="02 is the Mastercard value. For Visa a successful authentication is ECI 05 (06 for attempts is fine).",
           gold_wrong="case 'Y': return '02'",
           gold_right="case 'Y': return '05'",
       ),
       repeat=dict(
           query="The Kotlin side of the card SDK needs the same Visa ECI mapping from our AuthOutcome enum.",
           output=("```kotlin\n"
                   "fun visaEci(outcome: AuthOutcome): String = when (outcome) {\n"
                   "    AuthOutcome.AUTHENTICATED -> \"02\"\n"
                   "    AuthOutcome.ATTEMPTED -> \"06\"\n"
                   "    AuthOutcome.FAILED -> \"07\"\n"
                   "}\n"
                   "```"),
           expect_contains=["AuthOutcome.AUTHENTICATED -> \"05\""],
           expect_absent=["AuthOutcome.AUTHENTICATED -> \"02\""],
       ),
       control=dict(
           query="Summarise how the 3DS outcome feeds the ECI in the Tessera auth request.",
           output=("For Visa, transStatus Y maps to ECI `05` and A to `06`; for Mastercard, Y maps to `02` and "
                   "A to `01`. The authentication value goes into the 3DS block together with the "
                   "`dsTransID`."),
       ),
       fix=[("AUTHENTICATED -> \"02\"", "AUTHENTICATED -> \"05\"")],
       holds="Y maps to ECI `05`",
       right=["ECI `05`"]),

    sc(11, "fastlane-testflight-action", "paraphrase", "equivalent_construct", "lookalike",
       teach=dict(
           query="Write the Fastlane lane that pushes an iOS build to TestFlight for the internal testers.",
           output=("```ruby\n"
                   "lane :beta do\n"
                   "  match(type: \"appstore\", readonly: true)\n"
                   "  build_app(scheme: \"Quaystone-Stg\", export_method: \"app-store\")\n"
                   "  deliver(skip_metadata: true, skip_screenshots: true, submit_for_review: false)\n"
                   "end\n"
                   "```"),
           message=("Beta lanes use upload_to_testflight(groups: [\"QS Internal\"]), that's how the testers get "
                    "notified. deliver is reserved for the store submission lane."),
           gold_wrong="deliver(",
           gold_right="upload_to_testflight(",
       ),
       repeat=dict(
           query="CI needs a lane that ships nightly iOS builds to our testers, can you write it?",
           output=("```ruby\n"
                   "lane :nightly do\n"
                   "  increment_build_number(build_number: ENV[\"CI_PIPELINE_IID\"])\n"
                   "  match(type: \"appstore\", readonly: true)\n"
                   "  build_app(scheme: \"Quaystone-Stg\", export_method: \"app-store\")\n"
                   "  upload_to_app_store(skip_metadata: true, skip_screenshots: true, submit_for_review: false)\n"
                   "end\n"
                   "```"),
           expect_contains=["re:upload_to_testflight\\(|pilot\\("],
           expect_absent=["upload_to_app_store(", "deliver("],
       ),
       control=dict(
           query="Write the lane that submits the release candidate for App Review with the new screenshots.",
           output=("```ruby\n"
                   "lane :release do\n"
                   "  match(type: \"appstore\", readonly: true)\n"
                   "  build_app(scheme: \"Quaystone-Prd\", export_method: \"app-store\")\n"
                   "  deliver(submit_for_review: true, automatic_release: false, phased_release: true, force: true)\n"
                   "end\n"
                   "```"),
       ),
       fix=[("upload_to_app_store(skip_metadata: true, skip_screenshots: true, submit_for_review: false)",
             "upload_to_testflight(groups: [\"QS Internal\"], skip_waiting_for_build_processing: true)")],
       holds="deliver(submit_for_review: true",
       look="deliver("),

    sc(12, "aurora-writer-endpoint-migrations", "paraphrase", "other_identifier", "lookalike",
       teach=dict(
           query="Which host should the ledger-api migration Job connect to in prd?",
           output=("Point `DB_HOST` in the migration Job at "
                   "`ledger-prd.cluster-ro-c8f2kq1xz0ab.eu-central-1.rds.amazonaws.com` and run "
                   "`npm run migration:run` as an init step before the rollout."),
           message=("that's the reader endpoint, migrations can't write through it. use the cluster (writer) "
                    "endpoint, ledger-prd.cluster-c8f2kq1xz0ab..."),
           gold_wrong="ledger-prd.cluster-ro-c8f2kq1xz0ab",
           gold_right="ledger-prd.cluster-c8f2kq1xz0ab",
       ),
       repeat=dict(
           query="Set up the environment of the card-vault schema migration Job.",
           output=("```yaml\n"
                   "env:\n"
                   "  - name: DB_HOST\n"
                   "    value: cards-prd.cluster-ro-d41mzp7hv2q9.eu-central-1.rds.amazonaws.com\n"
                   "  - name: DB_NAME\n"
                   "    value: card_vault\n"
                   "  - name: DB_USER\n"
                   "    value: vault_migrator\n"
                   "```"),
           expect_contains=["cards-prd.cluster-d41mzp7hv2q9"],
           expect_absent=["cards-prd.cluster-ro-"],
       ),
       control=dict(
           query="Which host should the Metabase connection for finance reporting use?",
           output=("Use the reader endpoint, `ledger-prd.cluster-ro-c8f2kq1xz0ab.eu-central-1.rds.amazonaws.com`, "
                   "with the `reporting_ro` user: it spreads the queries over the replicas and keeps the "
                   "reporting load off the writer."),
       ),
       fix=[("cards-prd.cluster-ro-d41mzp7hv2q9", "cards-prd.cluster-d41mzp7hv2q9")],
       holds="ledger-prd.cluster-ro-c8f2kq1xz0ab.eu-central-1.rds.amazonaws.com",
       look="ledger-prd.cluster-ro-c8f2kq1xz0ab"),

    sc(13, "ledger-transaction-isolation", "literal", "casing", "lookalike",
       teach=dict(
           query="Wrap the posting of a journal entry in a transaction in the NestJS ledger service.",
           output=("```ts\n"
                   "await this.dataSource.transaction('READ COMMITTED', async (em) => {\n"
                   "  await em.insert(Posting, entry.postings);\n"
                   "  await em.insert(JournalEntry, { id: entry.id, bookedAt: entry.bookedAt });\n"
                   "});\n"
                   "```"),
           message=("Ledger writes run SERIALIZABLE, it's the first rule in the ledger README. With READ "
                    "COMMITTED two postings can race on the same balance."),
           gold_wrong="READ COMMITTED",
           gold_right="SERIALIZABLE",
       ),
       repeat=dict(
           query="Give me the raw SQL version of a fee reversal for the psql runbook.",
           output=("```sql\n"
                   "begin transaction isolation level read committed;\n"
                   "insert into ledger.postings (entry_id, account_id, side, amount_minor) values\n"
                   "  ('je_rev_20250314_0091', '4100-FEE-INCOME', 'D', 250),\n"
                   "  ('je_rev_20250314_0091', '2100-CUST-7781', 'C', 250);\n"
                   "commit;\n"
                   "```"),
           expect_contains=["re:(?i)isolation level serializable"],
           expect_absent=["re:(?i)read committed"],
       ),
       control=dict(
           query="What isolation level should the nightly balance export to S3 use?",
           output=("Plain READ COMMITTED (the Postgres default) is fine there: the export only reads, runs "
                   "against the reader endpoint, and reconciles against the end-of-day snapshot afterwards, "
                   "so a posting landing mid-run does no harm."),
       ),
       fix=[("read committed", "serializable")],
       holds="READ COMMITTED (the Postgres default)",
       look="READ COMMITTED"),

    sc(14, "cvc-storage-after-auth", "semantic", "prose_claim", "same_topic",
       teach=dict(
           query="For one-tap top-ups, can we keep the card's CVC so the user doesn't have to type it again?",
           output=("Yes, as long as it is protected: encrypt the CVC with the card-vault's KMS key and store it "
                   "next to the token, then decrypt it for each top-up authorisation."),
           message=("No. The CVC is sensitive authentication data and can't be kept after authorisation at "
                    "all, encrypted or not (PCI DSS 3.3.1.2). Repeat top-ups use the network token with a "
                    "card-on-file indicator instead."),
           gold_wrong="encrypt the CVC with the card-vault's KMS key and store it",
           gold_right="never store the CVC after authorisation",
       ),
       repeat=dict(
           query="Product wants saved cards to skip the security-code field. What do we need for that?",
           output=("We can persist the three-digit security code in the card-vault, encrypted under KMS, and "
                   "replay it on later payments so the field can be skipped."),
           expect_contains=["re:(?i)(can't|cannot|must not|never|not allowed to) (be )?(persist|store|keep|retain)"],
           expect_absent=["re:(?i)persist the three-digit security code|replay it on later"],
       ),
       control=dict(
           query="Which part of the card number may the card list in the app show?",
           output=("At most the last four digits, e.g. `•••• 4821`, next to the brand logo. The masked number "
                   "comes from the card-vault token metadata, so the app never receives the full PAN."),
       ),
       fix=[(WHOLE, "We can't persist the security code: PCI DSS forbids keeping it after authorisation, even "
                    "encrypted. Saved cards skip the field by paying with the stored network token and a "
                    "card-on-file indicator instead.")]),

    sc(15, "ledger-jira-project-key", "literal", "casing", "unrelated",
       teach=dict(
           query="What should I call the branch for the ledger rounding bug, ticket 412?",
           output=("Following the branch convention: `fix/LEDG-412-rounding-on-fx-postings`, and start the PR "
                   "title with `LEDG-412` so Jira links it."),
           message="ledger's jira key is LGR now, LEDG was the old project before the migration",
           gold_wrong="LEDG-412",
           gold_right="LGR-412",
       ),
       repeat=dict(
           query="commit message for the fix to ticket 412 please",
           output="`fix(ledger): round FX postings half-even [ledg-412]`",
           expect_contains=["re:(?i)lgr-412"],
           expect_absent=["re:(?i)ledg-412"],
       ),
       control=dict(
           query="Which build configuration does the Stg scheme in Xcode use?",
           output=("`Release-Stg`: release optimisation, the stg API host from `Stg.xcconfig`, and `STG` added "
                   "to `SWIFT_ACTIVE_COMPILATION_CONDITIONS` so debug menus can be compiled in."),
       ),
       fix=[("ledg-412", "LGR-412")]),
]
