"""heldout32 part 4 (h32-046 .. h32-060): partner bank details, ledger posting signs, kubectl
contexts, redrive policies, release trains, migration approval, iOS deployment target, Android
manifest and coroutines, NestJS configuration, money parsing, 3-D Secure outcomes, statements,
the CDE cluster and application ids."""

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
    sc(46, "partner-bank-bic", "literal", "casing", "already_correct",
       teach=dict(
           query="What BIC goes into the debtor agent of the pain.001 for Nordhafen?",
           output=("`<DbtrAgt><FinInstnId><BICFI>NHFBDEFFXXX</BICFI></FinInstnId></DbtrAgt>`, Nordhafen's "
                   "head office BIC."),
           message="Nordhafen sits in Hamburg, the BIC is NHFBDEHHXXX. FF would be Frankfurt.",
           gold_wrong="NHFBDEFFXXX",
           gold_right="NHFBDEHHXXX",
       ),
       repeat=dict(
           query="Put the partner bank into the stg seed config.",
           output=("```yaml\n"
                   "partner_bank:\n"
                   "  name: Nordhafen Bank AG\n"
                   "  bic: nhfbdeffxxx   # upper-cased on load\n"
                   "  country: DE\n"
                   "```"),
           expect_contains=["re:(?i)nhfbdehhxxx"],
           expect_absent=["re:(?i)nhfbdeffxxx"],
       ),
       control=dict(
           query="Which BIC does the 'Top up by bank transfer' screen show?",
           output=("The screen shows our collection account at Nordhafen with BIC `NHFBDEHHXXX` and a copy "
                   "button next to it, plus the customer's personal reference."),
       ),
       fix=[("nhfbdeffxxx", "nhfbdehhxxx")],
       holds="BIC `NHFBDEHHXXX`"),

    sc(47, "ledger-posting-amount-sign", "paraphrase", "equivalent_construct", "same_topic",
       teach=dict(
           query="Write the posting rows for a EUR 12.50 card fee.",
           output=("```ts\n"
                   "const postings: NewPosting[] = [\n"
                   "  { accountId: customerAcct, side: 'D', amountMinor: 1250 },\n"
                   "  { accountId: FEE_INCOME_ACCT, side: 'C', amountMinor: -1250 },\n"
                   "];\n"
                   "```"),
           message=("amountMinor is always positive in our ledger, the side column carries the direction. A "
                    "negative amount fails the CHECK constraint on ledger.postings."),
           gold_wrong="side: 'C', amountMinor: -1250",
           gold_right="side: 'C', amountMinor: 1250",
       ),
       repeat=dict(
           query="Postings for refunding an ATM fee to the customer.",
           output=("```ts\n"
                   "const refund: NewPosting[] = [\n"
                   "  { accountId: FEE_INCOME_ACCT, side: 'D', amountMinor: fee.amountMinor },\n"
                   "  { accountId: customerAcct, side: 'C', amountMinor: fee.amountMinor * -1 },\n"
                   "];\n"
                   "```"),
           expect_contains=["{ accountId: customerAcct, side: 'C', amountMinor: fee.amountMinor }"],
           expect_absent=["* -1"],
       ),
       control=dict(
           query="How do I compute an account's balance from the postings table?",
           output=("```sql\n"
                   "SELECT SUM(CASE side WHEN 'C' THEN amount_minor ELSE -amount_minor END) AS balance_minor\n"
                   "FROM ledger.postings\n"
                   "WHERE account_id = $1;\n"
                   "```\n\n"
                   "That gives the balance of liability accounts such as customer deposits, where credits "
                   "raise it; flip the sign for asset accounts."),
       ),
       fix=[("fee.amountMinor * -1", "fee.amountMinor")]),

    sc(48, "kubectl-prd-context-name", "literal", "reordered_args", "already_correct",
       teach=dict(
           query="Command to tail the ledger-api logs in prd?",
           output="`kubectl --context prd-euc1 -n ledger logs deploy/ledger-api -f --since=10m`",
           message=("isn't the context --context qs-eks-prd-euc1? that's the alias `aws eks update-kubeconfig` "
                    "gets in the onboarding doc"),
           gold_wrong="--context prd-euc1",
           gold_right="--context qs-eks-prd-euc1",
       ),
       repeat=dict(
           query="How do I restart the payouts-worker pods in prd?",
           output="`kubectl rollout restart deploy/payouts-worker -n payouts-prd --context prd-euc1`",
           expect_contains=["--context qs-eks-prd-euc1"],
           expect_absent=["--context prd-euc1"],
       ),
       control=dict(
           query="How do I watch the HPA of card-auth in prd?",
           output="`kubectl --context qs-eks-prd-euc1 -n cards get hpa card-auth -w`",
       ),
       fix=[("--context prd-euc1", "--context qs-eks-prd-euc1")],
       holds="kubectl --context qs-eks-prd-euc1 -n cards"),

    sc(49, "sqs-redrive-max-receive", "paraphrase", "reordered_args", "unrelated",
       teach=dict(
           query="Attach the DLQ to ledger-postings-prd.fifo.",
           output=("```hcl\n"
                   "resource \"aws_sqs_queue_redrive_policy\" \"ledger_postings\" {\n"
                   "  queue_url = aws_sqs_queue.ledger_postings.id\n"
                   "  redrive_policy = jsonencode({\n"
                   "    maxReceiveCount     = 3\n"
                   "    deadLetterTargetArn = aws_sqs_queue.ledger_postings_dlq.arn\n"
                   "  })\n"
                   "}\n"
                   "```"),
           message=("maxReceiveCount = 5 is the platform standard for every queue. With 3, a single Aurora "
                    "failover dead-letters perfectly good postings."),
           gold_wrong="maxReceiveCount     = 3",
           gold_right="maxReceiveCount     = 5",
       ),
       repeat=dict(
           query="Give me the redrive policy JSON for card-lifecycle so I can apply it with the CLI.",
           output=("```json\n"
                   "{\n"
                   "  \"RedrivePolicy\": \"{\\\"deadLetterTargetArn\\\":\\\"arn:aws:sqs:eu-central-1:418270335512:card-lifecycle-prd-dlq.fifo\\\",\\\"maxReceiveCount\\\":\\\"3\\\"}\"\n"
                   "}\n"
                   "```\n\n"
                   "Then run `aws sqs set-queue-attributes --queue-url \"$CARD_LIFECYCLE_URL\" --attributes file://redrive.json`."),
           expect_contains=["maxReceiveCount\\\":\\\"5"],
           expect_absent=["maxReceiveCount\\\":\\\"3"],
       ),
       control=dict(
           query="Which challenge window size means full screen in the 3DS browser flow?",
           output=("`05`. The native SDK challenge on Android and iOS ignores the value, but the HTML challenge "
                   "in the web checkout honours it."),
       ),
       fix=[("maxReceiveCount\\\":\\\"3", "maxReceiveCount\\\":\\\"5")]),

    sc(50, "release-branch-train-naming", "paraphrase", "other_identifier", "already_correct",
       teach=dict(
           query="Cut the release branch for the mobile release 6.4.0; it's train 18 of 2025.",
           output=("`git switch -c release/6.4.0 origin/main && git push -u origin release/6.4.0`; the release "
                   "pipeline picks up every `release/*` branch."),
           message=("Release branches are named after the train, not the app version: release/25.18. CI takes "
                    "the version from the tag."),
           gold_wrong="release/6.4.0",
           gold_right="release/25.18",
       ),
       repeat=dict(
           query="The hotfix train 19 needs its branch; the app version will be 6.5.1.",
           output=("`git switch -c release/6.5.1 origin/main`, then push it; Fastlane's `prepare_release` lane "
                   "runs on the new branch."),
           expect_contains=["release/25.19"],
           expect_absent=["release/6.5.1"],
       ),
       control=dict(
           query="Which branch did the Play upload for train 17 come from?",
           output="From `release/25.17`; the pipeline tagged that build `v6.3.2` when QA signed off.",
       ),
       fix=[("release/6.5.1", "release/25.19")],
       holds="release/25.17",
       right=["re:release/25\\.\\d+"]),

    sc(51, "ledger-migration-approver", "semantic", "reworded", "same_topic",
       teach=dict(
           query="Who has to approve a schema migration on the prd ledger database?",
           output=("The on-call SRE approves it in #pay-changes; once they react with a checkmark, the manual "
                   "gate in the pipeline can be released."),
           message=("Ledger prd migrations need Ines Kowalczyk's sign-off as ledger lead, or Tomás as her "
                    "deputy when she's out. The on-call SRE only approves infra changes."),
           gold_wrong="The on-call SRE approves it",
           gold_right="Ines Kowalczyk approves it",
       ),
       repeat=dict(
           query="I want to run the balances index migration on the prd ledger tonight. Whose approval do I need?",
           output=("Ping whoever is on call for SRE this week: their approval in #pay-changes releases the "
                   "manual gate for the ledger migration."),
           expect_contains=["re:Ines|Kowalczyk"],
           expect_absent=["re:(?i)on call for SRE|on-call SRE"],
       ),
       control=dict(
           query="Where do I post a ledger migration before asking for approval?",
           output=("Open the change in #pay-changes with the migration file, the `EXPLAIN` of any new query and "
                   "the rollback script; the pipeline's manual gate links to that thread."),
       ),
       fix=[(WHOLE, "Ledger prd migrations need Ines Kowalczyk's sign-off (or Tomás as her deputy): get her "
                    "approval in #pay-changes, which releases the manual gate for the migration.")]),

    sc(52, "ios-deployment-target-floor", "literal", "reworded", "already_correct",
       teach=dict(
           query="What's the minimum iOS version for the app? I'm setting up a new target.",
           output=("Set `IPHONEOS_DEPLOYMENT_TARGET = 15.0` to match the main app target; that's the lowest "
                   "iOS we support."),
           message="We dropped iOS 15 with 6.0. The floor is 16.0 everywhere.",
           gold_wrong="IPHONEOS_DEPLOYMENT_TARGET = 15.0",
           gold_right="IPHONEOS_DEPLOYMENT_TARGET = 16.0",
       ),
       repeat=dict(
           query="I'm creating the notification service extension. Which deployment target goes in its xcconfig?",
           output=("Put `IPHONEOS_DEPLOYMENT_TARGET = 15.0` into `NotificationService.xcconfig`: an extension "
                   "should never require a newer iOS than the host app does."),
           expect_contains=["IPHONEOS_DEPLOYMENT_TARGET = 16.0"],
           expect_absent=["= 15.0"],
       ),
       control=dict(
           query="Which minimum iOS does the Package.swift of our shared QSKit package declare?",
           output=("```swift\n"
                   "let package = Package(\n"
                   "    name: \"QSKit\",\n"
                   "    platforms: [.iOS(.v16)],\n"
                   "    products: [.library(name: \"QSKit\", targets: [\"QSKit\"])],\n"
                   "    targets: [.target(name: \"QSKit\")]\n"
                   ")\n"
                   "```"),
       ),
       fix=[("= 15.0", "= 16.0")],
       holds="platforms: [.iOS(.v16)]",
       right=["re:\\.iOS\\(\\.v16\\)"]),

    sc(53, "android-exported-internal-components", "paraphrase", "other_identifier", "unrelated",
       teach=dict(
           query="Register the push service in the manifest.",
           output=("```xml\n"
                   "<service android:name=\".push.QsMessagingService\" android:exported=\"true\">\n"
                   "    <intent-filter>\n"
                   "        <action android:name=\"com.google.firebase.MESSAGING_EVENT\" />\n"
                   "    </intent-filter>\n"
                   "</service>\n"
                   "```"),
           message=("That should be android:exported=\"false\". Firebase delivers to it inside our own process, "
                    "and the manifest lint QS-SEC-3 fails any exported component that isn't on the allowlist."),
           gold_wrong="android:name=\".push.QsMessagingService\" android:exported=\"true\"",
           gold_right="android:name=\".push.QsMessagingService\" android:exported=\"false\"",
       ),
       repeat=dict(
           query="Add the receiver for the session-timeout alarm.",
           output=("```xml\n"
                   "<receiver android:name=\".session.SessionTimeoutReceiver\" android:exported=\"true\" />\n"
                   "```\n\n"
                   "The AlarmManager PendingIntent targets it explicitly, so it needs no intent filter."),
           expect_contains=["android:name=\".session.SessionTimeoutReceiver\" android:exported=\"false\""],
           expect_absent=["android:name=\".session.SessionTimeoutReceiver\" android:exported=\"true\""],
       ),
       control=dict(
           query="Which engine version is the ledger-prd Aurora cluster on?",
           output=("Aurora PostgreSQL 16.4 since the March maintenance window; the cluster parameter group is "
                   "`qs-aurora-pg16-ledger`."),
       ),
       fix=[("android:exported=\"true\"", "android:exported=\"false\"")]),

    sc(54, "nestjs-config-service-not-env", "paraphrase", "renamed_identifier", "same_topic",
       teach=dict(
           query="Read the ledger DB URL in the TypeORM module setup.",
           output=("```ts\n"
                   "TypeOrmModule.forRootAsync({\n"
                   "  useFactory: () => ({\n"
                   "    type: 'postgres',\n"
                   "    url: process.env.LEDGER_DB_URL,\n"
                   "    autoLoadEntities: true,\n"
                   "  }),\n"
                   "}),\n"
                   "```"),
           message=("We don't read process.env in modules; go through ConfigService, "
                    "`config.getOrThrow('LEDGER_DB_URL')`, so the validation at boot covers it."),
           gold_wrong="process.env.LEDGER_DB_URL",
           gold_right="config.getOrThrow('LEDGER_DB_URL')",
       ),
       repeat=dict(
           query="Wire the Tessera API key into the HTTP client module.",
           output=("```ts\n"
                   "HttpModule.registerAsync({\n"
                   "  useFactory: () => ({\n"
                   "    baseURL: 'https://api.tessera-processing.example/v3',\n"
                   "    headers: { 'x-api-key': process.env.TESSERA_API_KEY },\n"
                   "  }),\n"
                   "}),\n"
                   "```"),
           expect_contains=["config.getOrThrow('TESSERA_API_KEY')"],
           expect_absent=["process.env.TESSERA_API_KEY"],
       ),
       control=dict(
           query="How do I validate the environment variables at boot?",
           output=("```ts\n"
                   "ConfigModule.forRoot({\n"
                   "  isGlobal: true,\n"
                   "  validationSchema: Joi.object({\n"
                   "    LEDGER_DB_URL: Joi.string().uri().required(),\n"
                   "    TESSERA_API_KEY: Joi.string().required(),\n"
                   "  }),\n"
                   "}),\n"
                   "```"),
       ),
       fix=[("  useFactory: () => ({", "  inject: [ConfigService],\n  useFactory: (config: ConfigService) => ({"),
            ("process.env.TESSERA_API_KEY", "config.getOrThrow('TESSERA_API_KEY')")]),

    sc(55, "viewmodel-coroutine-scope", "paraphrase", "renamed_identifier", "already_correct",
       teach=dict(
           query="Refresh the balances when the accounts screen opens (Android ViewModel).",
           output=("```kotlin\n"
                   "class AccountsViewModel(private val repository: AccountsRepository) : ViewModel() {\n"
                   "    fun onScreenOpened() {\n"
                   "        GlobalScope.launch { repository.refreshBalances() }\n"
                   "    }\n"
                   "}\n"
                   "```"),
           message="Use viewModelScope.launch, so it gets cancelled when the screen goes away. GlobalScope is banned by our detekt config.",
           gold_wrong="GlobalScope.launch { repository.refreshBalances() }",
           gold_right="viewModelScope.launch { repository.refreshBalances() }",
       ),
       repeat=dict(
           query="Sync the card list when the cards tab becomes visible.",
           output=("```kotlin\n"
                   "class CardsViewModel(private val cardsRepo: CardsRepository) : ViewModel() {\n"
                   "    fun onTabVisible() {\n"
                   "        GlobalScope.launch { cardsRepo.syncCards() }\n"
                   "    }\n"
                   "}\n"
                   "```"),
           expect_contains=["viewModelScope.launch { cardsRepo.syncCards() }"],
           expect_absent=["GlobalScope"],
       ),
       control=dict(
           query="Load the standing orders when the ViewModel is created.",
           output=("```kotlin\n"
                   "class StandingOrdersViewModel(private val repo: StandingOrdersRepository) : ViewModel() {\n"
                   "    init {\n"
                   "        viewModelScope.launch { _orders.value = repo.load() }\n"
                   "    }\n"
                   "}\n"
                   "```"),
       ),
       fix=[("GlobalScope.launch", "viewModelScope.launch")],
       holds="viewModelScope.launch { _orders.value = repo.load() }",
       right=["viewModelScope.launch"]),

    sc(56, "money-string-to-minor-units", "paraphrase", "equivalent_construct", "unrelated",
       teach=dict(
           query="Convert the amount string from the transfer DTO to cents.",
           output=("```ts\n"
                   "const amountMinor = Math.round(parseFloat(dto.amount) * 100);\n"
                   "```"),
           message=("no float maths on money please, even with Math.round. toMinorUnits(dto.amount, "
                    "dto.currency) from @qs/money exists for exactly this, and it knows the currency exponent."),
           gold_wrong="Math.round(parseFloat(dto.amount) * 100)",
           gold_right="toMinorUnits(dto.amount, dto.currency)",
       ),
       repeat=dict(
           query="The refund endpoint also gets the amount as a decimal string; convert it for the ledger.",
           output=("```ts\n"
                   "const refundMinor = Math.round(Number(body.refundAmount) * 100);\n"
                   "await this.ledger.postRefund(body.paymentId, refundMinor);\n"
                   "```"),
           expect_contains=["toMinorUnits(body.refundAmount"],
           expect_absent=["Number(body.refundAmount)"],
       ),
       control=dict(
           query="Which App Store Connect role can upload builds but can't see sales?",
           output=("The Developer role: it can upload builds and manage TestFlight, but has no access to Sales "
                   "and Trends, payments or agreements."),
       ),
       fix=[("Math.round(Number(body.refundAmount) * 100)", "toMinorUnits(body.refundAmount, body.currency)")]),

    sc(57, "3ds-transstatus-challenge", "semantic", "prose_claim", "same_topic",
       teach=dict(
           query="What should the backend do when the ARes comes back with transStatus C?",
           output=("C means the cardholder was authenticated through a challenge already, so you can go straight "
                   "to authorisation with the authentication value from the ARes."),
           message=("C is 'challenge required'; the ARes carries no authentication value yet. We hand the "
                    "acsTransID to the app's SDK, it runs the challenge, and we authorise only after the RRes "
                    "says Y."),
           gold_wrong="C means the cardholder was authenticated through a challenge already",
           gold_right="C means a challenge is required",
       ),
       repeat=dict(
           query="Explain to the Android devs what happens after the ARes when transStatus is 'C'.",
           output=("Nothing on their side: a 'C' tells us the issuer already completed the challenge, so the "
                   "backend authorises straight away and the app just shows the result screen."),
           expect_contains=["re:(?i)challenge (is )?required|runs? the challenge|starts? the challenge"],
           expect_absent=["re:(?i)already completed|authorises straight away|nothing on their side"],
       ),
       control=dict(
           query="And what if the ARes has transStatus N?",
           output=("N means not authenticated: the issuer refused without offering a challenge, so we decline "
                   "the payment in the app with the 'verification failed' message and send no authorisation."),
       ),
       fix=[(WHOLE, "A 'C' means a challenge is required: the backend passes the acsTransID and ACS details to "
                    "the app, the 3DS SDK runs the challenge with the cardholder, and we only authorise once "
                    "the RRes comes back with Y.")]),

    sc(58, "end-of-day-statement-message", "literal", "reworded", "already_correct",
       teach=dict(
           query="Which message carries Nordhafen's end-of-day statement for the safeguarding account?",
           output=("The end-of-day statement is the camt.052; it lands on the SFTP server after 22:00 and the "
                   "reconciler books against it."),
           message="the end-of-day file lands as camt.053. camt.052 is the intraday report",
           gold_wrong="camt.052",
           gold_right="camt.053",
       ),
       repeat=dict(
           query="The daily reconciliation cron: which file pattern should it wait for?",
           output=("Wait for `QS_SAFEGUARD_*_camt.052.xml`: that's the closing-balance statement Nordhafen "
                   "publishes each evening, and the job must not start before it exists."),
           expect_contains=["camt.053"],
           expect_absent=["camt.052"],
       ),
       control=dict(
           query="Which ISO message do we parse for the booked transactions of the previous day?",
           output=("The camt.053 end-of-day statement: its `Ntry` elements are the booked entries, and the `Bal` "
                   "with code `CLBD` is the closing balance we compare against the ledger."),
       ),
       fix=[("camt.052", "camt.053")],
       holds="The camt.053 end-of-day statement"),

    sc(59, "card-vault-cde-cluster", "semantic", "reworded", "unrelated",
       teach=dict(
           query="Can I deploy the card-vault service into the main prd EKS cluster next to ledger-api?",
           output=("Yes, the main prd cluster is fine as long as card-vault gets its own namespace with a "
                   "NetworkPolicy that only lets card-auth talk to it."),
           message=("No, card-vault holds PANs, so it only runs in the CDE cluster (qs-eks-cde-prd-euc1). "
                    "Putting it in the shared cluster drags that whole cluster into PCI scope."),
           gold_wrong="the main prd cluster is fine",
           gold_right="only in the CDE cluster",
       ),
       repeat=dict(
           query="For the card-vault move to EKS, which cluster should the Helm release target?",
           output=("Target the shared prd cluster: a dedicated `cde` namespace with strict NetworkPolicies is "
                   "enough isolation for card-vault."),
           expect_contains=["re:qs-eks-cde-prd-euc1|CDE cluster"],
           expect_absent=["re:(?i)shared prd cluster|is enough isolation"],
       ),
       control=dict(
           query="How do I run only the ledger e2e tests in the NestJS repo?",
           output=("`npm run test:e2e -- --testPathPattern=ledger`. The e2e setup starts Postgres with "
                   "Testcontainers, so Docker has to be running."),
       ),
       fix=[(WHOLE, "Target the CDE cluster, qs-eks-cde-prd-euc1: card-vault handles PANs, so it has to stay "
                    "out of the general-purpose cluster, which would otherwise fall into PCI scope.")]),

    sc(60, "android-application-id", "paraphrase", "other_identifier", "same_topic",
       teach=dict(
           query="Set up defaultConfig for the Android app module after the project restructure.",
           output=("```kotlin\n"
                   "android {\n"
                   "    namespace = \"eu.quaystone.app\"\n"
                   "    defaultConfig {\n"
                   "        applicationId = \"eu.quaystone.app\"\n"
                   "        versionCode = 6400\n"
                   "        versionName = \"6.4.0\"\n"
                   "    }\n"
                   "}\n"
                   "```"),
           message=("applicationId stays eu.quaystone.mobile, that's what the Play listing is registered under. "
                    "The namespace can be eu.quaystone.app, the two are independent."),
           gold_wrong="applicationId = \"eu.quaystone.app\"",
           gold_right="applicationId = \"eu.quaystone.mobile\"",
       ),
       repeat=dict(
           query="Add the stg flavour with its own application id so it installs next to prd.",
           output=("```kotlin\n"
                   "productFlavors {\n"
                   "    create(\"stg\") {\n"
                   "        dimension = \"env\"\n"
                   "        applicationId = \"eu.quaystone.app.stg\"\n"
                   "    }\n"
                   "}\n"
                   "```"),
           expect_contains=["applicationId = \"eu.quaystone.mobile.stg\""],
           expect_absent=["eu.quaystone.app.stg"],
       ),
       control=dict(
           query="How do I bump the Android versionCode for the next train?",
           output=("Raise `versionCode` in `app/build.gradle.kts` by 10 per train (6400 to 6410), so hotfixes in "
                   "between can use 6401 to 6409; `versionName` follows the app version."),
       ),
       fix=[("eu.quaystone.app.stg", "eu.quaystone.mobile.stg")]),
]
