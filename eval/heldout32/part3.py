"""heldout32 part 3 (h32-031 .. h32-045): NestJS guards, KMS data keys, Datadog monitors,
SEPA cut-off, webhook signatures, iOS privacy keys, BICs, on-call, SEPA returns, FIFO queues,
namespaces, App Store phased release, Gradle configurations."""

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
    sc(31, "nestjs-guard-decorator", "paraphrase", "renamed_identifier", "lookalike",
       teach=dict(
           query="Protect the beneficiaries controller so that only logged-in customers can call it.",
           output=("```ts\n"
                   "@Controller('beneficiaries')\n"
                   "@UseInterceptors(JwtAuthGuard)\n"
                   "export class BeneficiariesController {\n"
                   "  constructor(private readonly svc: BeneficiariesService) {}\n"
                   "}\n"
                   "```"),
           message=("Guards go in @UseGuards. Registered as an interceptor, canActivate never runs and the "
                    "route stays open."),
           gold_wrong="@UseInterceptors(JwtAuthGuard)",
           gold_right="@UseGuards(JwtAuthGuard)",
       ),
       repeat=dict(
           query="The partner callback controller must only accept mTLS calls; we have MtlsGuard for that.",
           output=("```ts\n"
                   "@Controller('partner/callbacks')\n"
                   "@UseInterceptors(MtlsGuard)\n"
                   "export class PartnerCallbacksController {\n"
                   "  constructor(private readonly callbacks: PartnerCallbackService) {}\n"
                   "}\n"
                   "```"),
           expect_contains=["@UseGuards(MtlsGuard)"],
           expect_absent=["@UseInterceptors(MtlsGuard)"],
       ),
       control=dict(
           query="Log the request duration of every transfers endpoint.",
           output=("```ts\n"
                   "@Controller('transfers')\n"
                   "@UseGuards(JwtAuthGuard)\n"
                   "@UseInterceptors(TimingInterceptor)\n"
                   "export class TransfersController {}\n"
                   "```\n\n"
                   "`TimingInterceptor` wraps `next.handle()` and records the duration as a Datadog distribution."),
       ),
       fix=[("@UseInterceptors(MtlsGuard)", "@UseGuards(MtlsGuard)")],
       holds="@UseInterceptors(TimingInterceptor)",
       look="@UseInterceptors("),

    sc(32, "kms-data-key-spec", "literal", "reordered_args", "unrelated",
       teach=dict(
           query="Generate a data key for encrypting the statement exports.",
           output=("```ts\n"
                   "const { Plaintext, CiphertextBlob } = await kms.send(new GenerateDataKeyCommand({\n"
                   "  KeyId: 'alias/qs-prd-exports',\n"
                   "  KeySpec: 'AES_128',\n"
                   "}));\n"
                   "```"),
           message="KeySpec: 'AES_256' please, our crypto standard CS-04 doesn't allow 128-bit data keys.",
           gold_wrong="KeySpec: 'AES_128'",
           gold_right="KeySpec: 'AES_256'",
       ),
       repeat=dict(
           query="Encrypt the chargeback evidence bundles with their own data key.",
           output=("```ts\n"
                   "const dk = await kms.send(\n"
                   "  new GenerateDataKeyCommand({ KeySpec: 'AES_128', EncryptionContext: { purpose: 'chargeback-evidence' }, KeyId: 'alias/qs-prd-disputes' }),\n"
                   ");\n"
                   "```"),
           expect_contains=["KeySpec: 'AES_256'"],
           expect_absent=["AES_128"],
       ),
       control=dict(
           query="How long may the unstructured remittance information of a SEPA transfer be?",
           output=("140 characters in `RmtInf/Ustrd`, and SEPA allows only one occurrence; the reference field "
                   "in the apps stops accepting input at that length."),
       ),
       fix=[("'AES_128'", "'AES_256'")]),

    sc(33, "datadog-renotify-units", "paraphrase", "other_identifier", "unrelated",
       teach=dict(
           query="Make the SQS backlog monitor re-alert every 30 minutes while it stays red.",
           output=("```json\n"
                   "{\n"
                   "  \"name\": \"[prd] pay-outbound backlog\",\n"
                   "  \"type\": \"query alert\",\n"
                   "  \"query\": \"avg(last_10m):avg:aws.sqs.approximate_number_of_messages_visible{queuename:pay-outbound-prd.fifo} > 500\",\n"
                   "  \"options\": { \"renotify_interval\": 1800, \"notify_no_data\": false }\n"
                   "}\n"
                   "```"),
           message="renotify_interval is in minutes, so 30. 1800 means every 30 hours.",
           gold_wrong="\"renotify_interval\": 1800",
           gold_right="\"renotify_interval\": 30",
       ),
       repeat=dict(
           query="Terraform for the ledger DLQ monitor, re-notifying every hour.",
           output=("```hcl\n"
                   "resource \"datadog_monitor\" \"ledger_dlq\" {\n"
                   "  name              = \"[prd] ledger-postings DLQ not empty\"\n"
                   "  type              = \"query alert\"\n"
                   "  query             = \"max(last_5m):max:aws.sqs.approximate_number_of_messages_visible{queuename:ledger-postings-prd-dlq.fifo} > 0\"\n"
                   "  message           = \"DLQ has messages, see runbook LGR-RB-7.\"\n"
                   "  renotify_interval = 3600\n"
                   "}\n"
                   "```"),
           expect_contains=["renotify_interval = 60"],
           expect_absent=["renotify_interval = 3600"],
       ),
       control=dict(
           query="Which Swift attribute makes a view model's state updates run on the main thread?",
           output=("Annotate the class with `@MainActor`; every method and property is then isolated to the "
                   "main actor, and calls from background tasks need an `await`."),
       ),
       fix=[("renotify_interval = 3600", "renotify_interval = 60")]),

    sc(34, "datadog-p1-notification-target", "literal", "reordered_args", "lookalike",
       teach=dict(
           query="Write the notification message for the card-auth error-rate P1 monitor.",
           output=("```text\n"
                   "{{#is_alert}}\n"
                   "Card authorisation error rate is {{value}}% (threshold {{threshold}}%) on service:card-auth env:prd.\n"
                   "Runbook: https://wiki.qstn.internal/runbooks/card-auth-errors\n"
                   "@slack-pay-alerts\n"
                   "{{/is_alert}}\n"
                   "```"),
           message=("P1s page @pagerduty-pay-core. the slack channel is only for warnings, nobody gets woken up "
                    "by it"),
           gold_wrong="@slack-pay-alerts",
           gold_right="@pagerduty-pay-core",
       ),
       repeat=dict(
           query="Message block for the SEPA payout failure P1?",
           output=("```text\n"
                   "{{#is_alert}}\n"
                   "@slack-pay-alerts SEPA payout failures at {{value}} in the last 15m (threshold {{threshold}}).\n"
                   "Runbook: https://wiki.qstn.internal/runbooks/sepa-payout-failures\n"
                   "{{/is_alert}}\n"
                   "```"),
           expect_contains=["@pagerduty-pay-core"],
           expect_absent=["@slack-pay-alerts"],
       ),
       control=dict(
           query="Add a warning tier to the card-auth monitor message.",
           output=("```text\n"
                   "{{#is_warning}}\n"
                   "Card authorisation error rate creeping up: {{value}}% (warn at {{warn_threshold}}%).\n"
                   "@slack-pay-alerts\n"
                   "{{/is_warning}}\n"
                   "```"),
       ),
       fix=[("@slack-pay-alerts", "@pagerduty-pay-core")],
       holds="@slack-pay-alerts",
       look="@slack-pay-alerts"),

    sc(35, "sepa-batch-cutoff-time", "semantic", "reworded", "same_topic",
       teach=dict(
           query="Until what time can customers submit a standard SEPA transfer and still have it leave today?",
           output=("The cut-off is 16:00 Berlin time: anything submitted before then goes into the same-day batch "
                   "to Nordhafen, later transfers wait for the next business day."),
           message="we moved the batch cut-off to 14:45 when Nordhafen changed their windows last quarter, 16:00 is the old one",
           gold_wrong="16:00",
           gold_right="14:45",
       ),
       repeat=dict(
           query="What should the hint under the transfer button say about same-day execution?",
           output=("Suggested copy: \"Transfers placed by 4 pm (Berlin time) on a business day leave Quaystone "
                   "the same day; later ones go out on the next business day.\""),
           expect_contains=["re:14:45|2:45 ?pm"],
           expect_absent=["re:(?i)\\b4 ?pm\\b|16:00|four o'clock"],
       ),
       control=dict(
           query="When does the SEPA Instant rail stop accepting payments?",
           output=("It doesn't: SCT Inst runs around the clock on every day of the year, so the instant toggle "
                   "stays available at weekends and on TARGET holidays."),
       ),
       fix=[("by 4 pm", "by 2:45 pm")]),

    sc(36, "webhook-hmac-algorithm", "literal", "casing", "lookalike",
       teach=dict(
           query="Verify the signature on Tessera's webhook callbacks.",
           output=("```ts\n"
                   "verify(rawBody: Buffer, signature: string): boolean {\n"
                   "  const expected = createHmac('SHA1', this.webhookSecret).update(rawBody).digest('hex');\n"
                   "  return signature.length === expected.length\n"
                   "    && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));\n"
                   "}\n"
                   "```"),
           message="Tessera signs with HMAC-SHA256. SHA1 was the v2 webhooks, we're on v3.",
           gold_wrong="'SHA1'",
           gold_right="'SHA256'",
       ),
       repeat=dict(
           query="Now the same check for Nordhafen's payment status callbacks; they use the same scheme.",
           output=("```ts\n"
                   "const mac = createHmac('sha1', cfg.nordhafenWebhookSecret).update(req.rawBody).digest('hex');\n"
                   "if (!safeEqual(mac, req.header('x-nhf-signature') ?? '')) {\n"
                   "  throw new UnauthorizedException('bad signature');\n"
                   "}\n"
                   "```"),
           expect_contains=["re:(?i)'sha256'"],
           expect_absent=["re:(?i)'sha1'"],
       ),
       control=dict(
           query="How do I get the signing certificate fingerprint that Firebase asks for?",
           output=("Run `keytool -list -v -keystore release.jks -alias quaystone` and copy the line that starts "
                   "with `SHA1:`; Firebase also accepts the `SHA256:` line, which App Check needs."),
       ),
       fix=[("'sha1'", "'sha256'")],
       holds="`SHA1:`",
       look="SHA1"),

    sc(37, "faceid-usage-description-key", "literal", "code_block", "unrelated",
       teach=dict(
           query="Which Info.plist entry do we need before calling LAContext for Face ID login?",
           output=("```xml\n"
                   "<key>NSBiometricUsageDescription</key>\n"
                   "<string>Quaystone uses Face ID to unlock the app.</string>\n"
                   "```"),
           message=("It's NSFaceIDUsageDescription. NSBiometricUsageDescription isn't a real key, so the app "
                    "would have no Face ID purpose string at all."),
           gold_wrong="NSBiometricUsageDescription",
           gold_right="NSFaceIDUsageDescription",
       ),
       repeat=dict(
           query="Add the biometric prompt string to the Stg target's plist as well.",
           output=("```xml\n"
                   "<dict>\n"
                   "  <key>CFBundleDisplayName</key>\n"
                   "  <string>Quaystone Stg</string>\n"
                   "  <key>NSBiometricUsageDescription</key>\n"
                   "  <string>Unlock Quaystone Stg with Face ID.</string>\n"
                   "</dict>\n"
                   "```"),
           expect_contains=["<key>NSFaceIDUsageDescription</key>"],
           expect_absent=["NSBiometricUsageDescription"],
       ),
       control=dict(
           query="How many characters can a SEPA EndToEndId have?",
           output=("35. The apps generate `QS-` followed by a 26-character ULID, so the id always fits and "
                   "stays sortable by creation time."),
       ),
       fix=[("NSBiometricUsageDescription", "NSFaceIDUsageDescription")]),

    sc(38, "bic8-branch-padding", "literal", "code_block", "same_topic",
       teach=dict(
           query="Normalise BICs to 11 characters before we store beneficiaries.",
           output=("```ts\n"
                   "export const normaliseBic = (bic: string) =>\n"
                   "  bic.length === 8 ? bic + '000' : bic;\n"
                   "```"),
           message=("An 8-character BIC means the head office, and its 11-character form ends in XXX. Pad with "
                    "'XXX'."),
           gold_wrong="bic + '000'",
           gold_right="bic + 'XXX'",
       ),
       repeat=dict(
           query="Write the class-transformer @Transform that normalises the bic field in CreateBeneficiaryDto.",
           output=("```ts\n"
                   "@Transform(({ value }) => {\n"
                   "  const bic = String(value).toUpperCase();\n"
                   "  return bic.length === 8 ? bic + '000' : bic;\n"
                   "})\n"
                   "@Matches(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)\n"
                   "bic: string;\n"
                   "```"),
           expect_contains=["bic + 'XXX'"],
           expect_absent=["'000'"],
       ),
       control=dict(
           query="Which regex validates a BIC in the DTO?",
           output=("`/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/`: four letters for the institution, the "
                   "two-letter country code, two alphanumerics for the location and an optional three-character "
                   "branch code."),
       ),
       fix=[("bic + '000'", "bic + 'XXX'")]),

    sc(39, "android-target-sdk-level", "paraphrase", "equivalent_construct", "already_correct",
       teach=dict(
           query="Bump the Android app's SDK levels for the autumn release.",
           output=("```kotlin\n"
                   "android {\n"
                   "    compileSdk = 35\n"
                   "    defaultConfig {\n"
                   "        minSdk = 28\n"
                   "        targetSdk = 34\n"
                   "    }\n"
                   "}\n"
                   "```"),
           message=("targetSdk = 35. Play stops accepting updates that target 34 after the August deadline, "
                    "and the other modules moved already."),
           gold_wrong="targetSdk = 34",
           gold_right="targetSdk = 35",
       ),
       repeat=dict(
           query="The :tessera-3ds wrapper module still uses Groovy; set its SDK levels to match the app.",
           output=("```groovy\n"
                   "android {\n"
                   "    compileSdkVersion 35\n"
                   "    defaultConfig {\n"
                   "        minSdkVersion 28\n"
                   "        targetSdkVersion 34\n"
                   "    }\n"
                   "}\n"
                   "```"),
           expect_contains=["targetSdkVersion 35"],
           expect_absent=["targetSdkVersion 34"],
       ),
       control=dict(
           query="Which target SDK does the release checklist say the app must declare?",
           output=("The Android section of the checklist requires `targetSdk = 35` in `app/build.gradle.kts` and "
                   "a green `./gradlew :app:lintPrdRelease` before the bundle is uploaded."),
       ),
       fix=[("targetSdkVersion 34", "targetSdkVersion 35")],
       holds="`targetSdk = 35`"),

    sc(40, "oncall-handover-slot", "semantic", "prose_claim", "unrelated",
       teach=dict(
           query="When does the payments on-call rotation hand over? I'm drafting the calendar invite.",
           output=("The rotation switches on Monday at 09:00 Berlin time; the outgoing engineer walks the "
                   "incoming one through open incidents in #pay-oncall before the switch."),
           message=("It's Tuesday 10:00, not Monday 9. We moved it so the handover doesn't collide with Monday "
                    "planning."),
           gold_wrong="Monday at 09:00",
           gold_right="Tuesday at 10:00",
       ),
       repeat=dict(
           query="Write the reminder the bot posts before the on-call switch.",
           output=("\"Heads-up: payments on-call changes hands first thing Monday morning at nine (Berlin). "
                   "Outgoing: post your open incidents in #pay-oncall before then.\""),
           expect_contains=["re:(?i)tuesday.{0,30}(10:00|10 ?am|ten)"],
           expect_absent=["re:(?i)monday"],
       ),
       control=dict(
           query="After how long does the mobile app lock itself when idle?",
           output=("After 5 minutes without interaction the app asks for Face ID or the fingerprint again; the "
                   "refresh token itself stays valid until the user logs out or 30 days pass."),
       ),
       fix=[(WHOLE, "\"Heads-up: payments on-call changes hands on Tuesday at 10:00 (Berlin). Outgoing: post "
                    "your open incidents in #pay-oncall before then.\"")]),

    sc(41, "sepa-return-message-type", "literal", "casing", "lookalike",
       teach=dict(
           query=("A SEPA credit transfer comes back to us a day after settlement because the beneficiary "
                  "account is closed. Which message does Nordhafen forward?"),
           output=("A pacs.002 with reason code AC04 (closed account); the returns handler should match it on the "
                   "original EndToEndId and give the customer the money back."),
           message="Returns after settlement come as pacs.004, the payment return. pacs.002 is the status report before settlement.",
           gold_wrong="pacs.002",
           gold_right="pacs.004",
       ),
       repeat=dict(
           query="Add an enum of the inbound message types the SEPA gateway consumes, including returns.",
           output=("```ts\n"
                   "export enum InboundMessageType {\n"
                   "  CreditTransfer = 'PACS.008',\n"
                   "  Return = 'PACS.002',\n"
                   "  Statement = 'CAMT.053',\n"
                   "}\n"
                   "```"),
           expect_contains=["re:Return = '(?i:pacs\\.004)'"],
           expect_absent=["re:Return = '(?i:pacs\\.002)'"],
       ),
       control=dict(
           query="What do we get back when a transfer is rejected before settlement, e.g. an unknown account?",
           output=("A pacs.002 status report with `TxSts` RJCT and the reason in `StsRsnInf/Rsn/Cd` (AC01 for an "
                   "incorrect account number). Nothing was booked, so the app marks the transfer failed and "
                   "releases the reserved amount."),
       ),
       fix=[("Return = 'PACS.002'", "Return = 'PACS.004'")],
       holds="A pacs.002 status report",
       look="pacs.002"),

    sc(42, "sqs-fifo-queue-name-suffix", "paraphrase", "other_identifier", "already_correct",
       teach=dict(
           query="Create the FIFO queue for outbound payment instructions in Terraform.",
           output=("```hcl\n"
                   "resource \"aws_sqs_queue\" \"pay_outbound\" {\n"
                   "  name                        = \"pay-outbound-prd\"\n"
                   "  fifo_queue                  = true\n"
                   "  content_based_deduplication = false\n"
                   "}\n"
                   "```"),
           message="shouldn't the name end in .fifo? pay-outbound-prd.fifo, otherwise the create call fails",
           gold_wrong="\"pay-outbound-prd\"",
           gold_right="\"pay-outbound-prd.fifo\"",
       ),
       repeat=dict(
           query="We need a FIFO queue for card lifecycle events too.",
           output=("```hcl\n"
                   "resource \"aws_sqs_queue\" \"card_lifecycle\" {\n"
                   "  name                  = \"card-lifecycle-prd\"\n"
                   "  fifo_queue            = true\n"
                   "  deduplication_scope   = \"messageGroup\"\n"
                   "  fifo_throughput_limit = \"perMessageGroupId\"\n"
                   "}\n"
                   "```"),
           expect_contains=["\"card-lifecycle-prd.fifo\""],
           expect_absent=["\"card-lifecycle-prd\""],
       ),
       control=dict(
           query="What's the URL of the queue the ledger poster reads from in prd?",
           output=("`https://sqs.eu-central-1.amazonaws.com/418270335512/ledger-postings-prd.fifo`, injected as "
                   "`LEDGER_POSTINGS_QUEUE_URL` from the ConfigMap."),
       ),
       fix=[("\"card-lifecycle-prd\"", "\"card-lifecycle-prd.fifo\"")],
       holds="ledger-postings-prd.fifo",
       right=["re:-prd\\.fifo\\b"]),

    sc(43, "k8s-namespace-env-suffix", "paraphrase", "other_identifier", "same_topic",
       teach=dict(
           query="Which namespace do I deploy the payouts-worker to in the prd cluster?",
           output=("`payouts-prod`, created by the platform Helmfile; the deploy job runs "
                   "`helm upgrade --install payouts-worker ./chart -n payouts-prod`."),
           message="namespaces use the env short name: payouts-prd. nothing here is called -prod",
           gold_wrong="payouts-prod",
           gold_right="payouts-prd",
       ),
       repeat=dict(
           query="Which namespace does the statement importer go into in production?",
           output=("Deploy it into `statements-prod`: "
                   "`helm upgrade --install statement-importer ./chart -n statements-prod --wait`."),
           expect_contains=["statements-prd"],
           expect_absent=["statements-prod"],
       ),
       control=dict(
           query="And where does the statement importer run in stg?",
           output=("`statements-stg`: same chart, values from `values-stg.yaml`. stg shares its cluster with dev, "
                   "but every service still gets its own namespace per environment."),
       ),
       fix=[("statements-prod", "statements-prd")]),

    sc(44, "app-store-phased-release-length", "semantic", "prose_claim", "same_topic",
       teach=dict(
           query="If we turn on phased release for 6.4 on the App Store, how long until everyone has it?",
           output=("Phased release spreads the update over 30 days, so automatic updates reach all users about a "
                   "month after release unless you release to everyone earlier."),
           message="Apple's phased release runs over 7 days (1, 2, 5, 10, 20, 50, 100%), not 30.",
           gold_wrong="over 30 days",
           gold_right="over 7 days",
       ),
       repeat=dict(
           query="The PM asks how long the iOS staged rollout takes to reach all users.",
           output=("With phased release on, Apple takes roughly a month to get the update to 100% of users with "
                   "automatic updates, and we can pause it for up to 30 days in total."),
           expect_contains=["re:(?i)\\b(7|seven) days"],
           expect_absent=["re:(?i)roughly a month|over 30 days|a month to"],
       ),
       control=dict(
           query="Can users still get the new iOS version by hand during a phased release?",
           output=("Yes: phasing only throttles automatic updates, so anyone who opens the App Store page can "
                   "install 6.4 right away."),
       ),
       fix=[(WHOLE, "With phased release on, Apple gets the update to 100% of users with automatic updates over "
                    "7 days, and we can pause it for up to 30 days in total.")]),

    sc(45, "gradle-dependency-configuration", "paraphrase", "equivalent_construct", "lookalike",
       teach=dict(
           query="Add OkHttp's logging interceptor to the :core-network module.",
           output=("```kotlin\n"
                   "dependencies {\n"
                   "    compile(libs.okhttp.logging)\n"
                   "}\n"
                   "```"),
           message="compile was removed back in Gradle 7. implementation(libs.okhttp.logging)",
           gold_wrong="compile(libs.okhttp.logging)",
           gold_right="implementation(libs.okhttp.logging)",
       ),
       repeat=dict(
           query="The legacy :tessera-3ds module needs Timber, add it there.",
           output=("```groovy\n"
                   "dependencies {\n"
                   "    compile group: 'com.jakewharton.timber', name: 'timber', version: '5.0.1'\n"
                   "}\n"
                   "```"),
           expect_contains=["re:(?m)^\\s*implementation\\b"],
           expect_absent=["re:(?m)^\\s*compile\\b"],
       ),
       control=dict(
           query="Which compileSdk is :core-network built against?",
           output=("```kotlin\n"
                   "android {\n"
                   "    namespace = \"eu.quaystone.core.network\"\n"
                   "    compileSdk = 35\n"
                   "}\n"
                   "```"),
       ),
       fix=[("    compile group:", "    implementation group:")],
       holds="compileSdk = 35",
       look="compile"),
]
