"""heldout32 part 2 (h32-016 .. h32-030): SEPA XML, KMS, IBAN and currency tables, 3-D Secure
versions, statement parsing, queue retention, iOS Keychain, Luhn, LaunchDarkly, Play tracks,
PCI DSS, IRSA and Secrets Manager."""

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
    sc(16, "sepa-charge-bearer-slev", "literal", "code_block", "lookalike",
       teach=dict(
           query="Build the CdtTrfTxInf block for a SEPA credit transfer in the pain.001 exporter.",
           output=("```xml\n"
                   "<CdtTrfTxInf>\n"
                   "  <PmtId><EndToEndId>QS-E2E-8F3K2</EndToEndId></PmtId>\n"
                   "  <Amt><InstdAmt Ccy=\"EUR\">250.00</InstdAmt></Amt>\n"
                   "  <ChrgBr>SHAR</ChrgBr>\n"
                   "  <Cdtr><Nm>Anna Vogel</Nm></Cdtr>\n"
                   "  <CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct>\n"
                   "</CdtTrfTxInf>\n"
                   "```"),
           message="For SEPA the charge bearer has to be SLEV. SHAR is what we use on the SWIFT payments.",
           gold_wrong="<ChrgBr>SHAR</ChrgBr>",
           gold_right="<ChrgBr>SLEV</ChrgBr>",
       ),
       repeat=dict(
           query="Add the transaction template to the TypeScript pain.001 builder for euro transfers inside SEPA.",
           output=("```ts\n"
                   "const txXml = `\n"
                   "  <CdtTrfTxInf>\n"
                   "    <PmtId><EndToEndId>${tx.e2eId}</EndToEndId></PmtId>\n"
                   "    <Amt><InstdAmt Ccy=\"EUR\">${formatMinor(tx.amountMinor)}</InstdAmt></Amt>\n"
                   "    <ChrgBr>SHAR</ChrgBr>\n"
                   "    <CdtrAcct><Id><IBAN>${tx.iban}</IBAN></Id></CdtrAcct>\n"
                   "  </CdtTrfTxInf>`;\n"
                   "```"),
           expect_contains=["<ChrgBr>SLEV</ChrgBr>"],
           expect_absent=["<ChrgBr>SHAR</ChrgBr>"],
       ),
       control=dict(
           query="Which charge bearer goes on outgoing USD payments to the correspondent (pacs.008 over SWIFT)?",
           output=("Shared charges by default: `<ChrgBr>SHAR</ChrgBr>` in the pacs.008, the ISO 20022 "
                   "counterpart of MT103 field 71A `SHA`. Only premium accounts may choose `DEBT`, where we "
                   "pay all fees."),
       ),
       fix=[("<ChrgBr>SHAR</ChrgBr>", "<ChrgBr>SLEV</ChrgBr>")],
       holds="<ChrgBr>SHAR</ChrgBr>",
       look="<ChrgBr>SHAR</ChrgBr>"),

    sc(17, "kms-encrypt-plaintext-limit", "semantic", "prose_claim", "same_topic",
       teach=dict(
           query="Can I just call KMS Encrypt on the whole 30 KB statement PDF before putting it in S3?",
           output=("Yes, `Encrypt` accepts up to 64 KB of plaintext, so a 30 KB PDF fits in one call; store "
                   "the returned ciphertext blob as the S3 object."),
           message=("KMS Encrypt tops out at 4 KB of plaintext. Anything bigger is envelope encryption: "
                    "GenerateDataKey, encrypt locally with the data key, keep the encrypted key next to the object."),
           gold_wrong="up to 64 KB of plaintext",
           gold_right="up to 4 KB of plaintext",
       ),
       repeat=dict(
           query="The export job wants to KMS-encrypt 12 KB JSON payloads directly. Any problem with that?",
           output=("No problem: a single KMS Encrypt call handles payloads of that size, since the limit is "
                   "sixty-four kilobytes, so each 12 KB export can be encrypted directly under the key."),
           expect_contains=["re:(?i)(?<!\\d)4 ?KB|4,?096 bytes|four kilobytes"],
           expect_absent=["re:(?i)sixty-four kilobytes|64 ?KB|65,?536"],
       ),
       control=dict(
           query="Which KMS key protects the statements bucket?",
           output=("The statements bucket uses SSE-KMS with `alias/qs-prd-statements` and S3 Bucket Keys "
                   "switched on, which cuts the number of KMS requests during the nightly upload."),
       ),
       fix=[(WHOLE, "That won't work: KMS Encrypt only takes up to 4 KB of plaintext, so 12 KB payloads need "
                    "envelope encryption. Call GenerateDataKey, encrypt the JSON locally with AES-GCM and store "
                    "the encrypted data key with the object.")]),

    sc(18, "iban-length-germany", "literal", "reordered_args", "unrelated",
       teach=dict(
           query="Add an IBAN length table to the NestJS beneficiary validator for our main SEPA countries.",
           output=("```ts\n"
                   "export const IBAN_LENGTH: Record<string, number> = {\n"
                   "  DE: 20,\n"
                   "  AT: 20,\n"
                   "  NL: 18,\n"
                   "  FR: 27,\n"
                   "  ES: 24,\n"
                   "};\n"
                   "```"),
           message=("German IBANs are 22 characters: DE, two check digits, the 8-digit bank code and a 10-digit "
                    "account number. Austria's 20 is right."),
           gold_wrong="DE: 20",
           gold_right="DE: 22",
       ),
       repeat=dict(
           query="Put the same table into the shared validation config that the apps download.",
           output=("```yaml\n"
                   "iban_lengths:\n"
                   "  FR: 27\n"
                   "  IT: 27\n"
                   "  DE: 20\n"
                   "  BE: 16\n"
                   "  NL: 18\n"
                   "```"),
           expect_contains=["DE: 22"],
           expect_absent=["DE: 20"],
       ),
       control=dict(
           query="How do I switch on Gradle's configuration cache for the Android build?",
           output=("Add `org.gradle.configuration-cache=true` to `gradle.properties`. The first build stores "
                   "the cache and prints any plugin that isn't compatible; later builds reuse it."),
       ),
       fix=[("DE: 20", "DE: 22")]),

    sc(19, "iso4217-gbp-numeric", "literal", "reordered_args", "lookalike",
       teach=dict(
           query="Add GBP to the currency table the ISO 8583 builder uses for DE49.",
           output=("```ts\n"
                   "export const GBP: IsoCurrency = { alpha: 'GBP', numeric: '978', exponent: 2 };\n"
                   "```"),
           message="978 is EUR. GBP is 826.",
           gold_wrong="numeric: '978'",
           gold_right="numeric: '826'",
       ),
       repeat=dict(
           query="The FX card test fixtures need a sterling currency entry too.",
           output=("```ts\n"
                   "export const sterling: IsoCurrency = { exponent: 2, numeric: '978', alpha: 'GBP' };\n"
                   "```\n\n"
                   "DE49 of the sterling authorisations in the fixtures then carries this numeric code."),
           expect_contains=["numeric: '826'"],
           expect_absent=["numeric: '978'"],
       ),
       control=dict(
           query="And the euro entry for the same table?",
           output=("```ts\n"
                   "export const EUR: IsoCurrency = { alpha: 'EUR', numeric: '978', exponent: 2 };\n"
                   "```\n\n"
                   "Most of our DE49 values will be this one."),
       ),
       fix=[("numeric: '978'", "numeric: '826'")],
       holds="{ alpha: 'EUR', numeric: '978', exponent: 2 }",
       look="numeric: '978'"),

    sc(20, "3ds-message-version", "literal", "reworded", "already_correct",
       teach=dict(
           query="What messageVersion do we put in the AReq to Tessera's 3DS server?",
           output=("Send `messageVersion: \"2.1.0\"` in the AReq; every ACS supports it, so it avoids "
                   "version-mismatch errors."),
           message="I think that one's gone: 2.1.0 was sunset by Visa and Mastercard, and we're on 2.2.0. Tessera rejects older AReqs.",
           gold_wrong="2.1.0",
           gold_right="2.2.0",
       ),
       repeat=dict(
           query="A new dev asks which EMV 3DS protocol version our checkout speaks. Short answer?",
           output=("EMV 3-D Secure 2.1.0 end to end: the SDK in the apps, the AReq from the backend and the ACS "
                   "responses all use that protocol version."),
           expect_contains=["2.2.0"],
           expect_absent=["2.1.0"],
       ),
       control=dict(
           query="Which protocol version do the 3DS SDK init parameters in the Android app declare?",
           output=("The `ThreeDS2Service` configuration sets `messageVersion = \"2.2.0\"`, the same as the "
                   "backend's AReq, and the SDK only falls back to an HTML challenge when the ACS can't do the "
                   "native UI."),
       ),
       fix=[("2.1.0", "2.2.0")],
       holds="messageVersion = \"2.2.0\""),

    sc(21, "camt053-debit-indicator", "literal", "code_block", "already_correct",
       teach=dict(
           query="Read the debit/credit indicator from camt.053 entries in the statement importer.",
           output=("```ts\n"
                   "const sign = entry.CdtDbtInd === 'DEBT' ? -1 : 1;\n"
                   "const amountMinor = sign * toMinor(entry.Amt['#text']);\n"
                   "```"),
           message=("the codes are CRDT and DBIT. DEBT never shows up in a statement entry, so right now every "
                    "debit gets booked as a credit"),
           gold_wrong="=== 'DEBT'",
           gold_right="=== 'DBIT'",
       ),
       repeat=dict(
           query="The reconciliation service needs a helper that says whether a statement entry is money in or out.",
           output=("```ts\n"
                   "function direction(e: CamtEntry): 'in' | 'out' {\n"
                   "  return e.CdtDbtInd === 'DEBT' ? 'out' : 'in';\n"
                   "}\n"
                   "```"),
           expect_contains=["'DBIT'"],
           expect_absent=["'DEBT'"],
       ),
       control=dict(
           query="What should the importer do with an entry whose indicator is missing?",
           output=("Reject the statement: `CdtDbtInd` is mandatory and only `CRDT` or `DBIT` are valid, so a "
                   "missing value means Nordhafen sent a broken file. Log the `AcctSvcrRef`; the importer "
                   "downloads the file again at 07:30."),
       ),
       fix=[("'DEBT'", "'DBIT'")],
       holds="only `CRDT` or `DBIT` are valid",
       right=["DBIT"]),

    sc(22, "sqs-retention-maximum", "paraphrase", "equivalent_construct", "unrelated",
       teach=dict(
           query="Keep messages in the ledger-postings DLQ for 30 days so we have time to replay after incidents.",
           output=("```hcl\n"
                   "resource \"aws_sqs_queue\" \"ledger_postings_dlq\" {\n"
                   "  name                      = \"ledger-postings-prd-dlq.fifo\"\n"
                   "  fifo_queue                = true\n"
                   "  message_retention_seconds = 2592000\n"
                   "}\n"
                   "```"),
           message=("SQS retention maxes out at 14 days (1209600). 2592000 gets rejected; if we need longer we "
                    "archive to S3."),
           gold_wrong="2592000",
           gold_right="1209600",
       ),
       repeat=dict(
           query="Same DLQ in the CDK stack for card-auth-events, with 30 days of retention.",
           output=("```ts\n"
                   "new sqs.Queue(this, 'CardAuthEventsDlq', {\n"
                   "  queueName: 'card-auth-events-prd-dlq.fifo',\n"
                   "  fifo: true,\n"
                   "  retentionPeriod: Duration.days(30),\n"
                   "});\n"
                   "```"),
           expect_contains=["re:Duration\\.(days\\(14\\)|seconds\\(1209600\\))"],
           expect_absent=["Duration.days(30)"],
       ),
       control=dict(
           query="How do I get Xcode to show a build timing summary?",
           output=("Product > Perform Action > Build With Timing Summary, then open the build log in the Report "
                   "navigator. From the command line, pass `-showBuildTimingSummary` to xcodebuild."),
       ),
       fix=[("Duration.days(30)", "Duration.days(14)")]),

    sc(23, "keychain-accessibility-class", "literal", "renamed_identifier", "same_topic",
       teach=dict(
           query="Store the refresh token in the iOS Keychain.",
           output=("```swift\n"
                   "let query: [String: Any] = [\n"
                   "    kSecClass as String: kSecClassGenericPassword,\n"
                   "    kSecAttrService as String: \"eu.quaystone.auth\",\n"
                   "    kSecAttrAccount as String: \"refresh_token\",\n"
                   "    kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,\n"
                   "    kSecValueData as String: Data(token.utf8),\n"
                   "]\n"
                   "let status = SecItemAdd(query as CFDictionary, nil)\n"
                   "```"),
           message=("tokens get kSecAttrAccessibleWhenUnlockedThisDeviceOnly here. AfterFirstUnlock lets them "
                    "move with backups and be read while the phone is locked, security review will bounce it"),
           gold_wrong="kSecAttrAccessibleAfterFirstUnlock",
           gold_right="kSecAttrAccessibleWhenUnlockedThisDeviceOnly",
       ),
       repeat=dict(
           query="Save the device-binding key id in the keychain as well.",
           output=("```swift\n"
                   "let attributes: [String: Any] = [\n"
                   "    kSecClass as String: kSecClassGenericPassword,\n"
                   "    kSecAttrService as String: \"eu.quaystone.binding\",\n"
                   "    kSecAttrAccount as String: \"device_key_id\",\n"
                   "    kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,\n"
                   "    kSecValueData as String: Data(keyID.utf8),\n"
                   "]\n"
                   "SecItemAdd(attributes as CFDictionary, nil)\n"
                   "```"),
           expect_contains=["kSecAttrAccessibleWhenUnlockedThisDeviceOnly"],
           expect_absent=["kSecAttrAccessibleAfterFirstUnlock"],
       ),
       control=dict(
           query="How do I delete the refresh token on logout?",
           output=("```swift\n"
                   "let query: [String: Any] = [\n"
                   "    kSecClass as String: kSecClassGenericPassword,\n"
                   "    kSecAttrService as String: \"eu.quaystone.auth\",\n"
                   "    kSecAttrAccount as String: \"refresh_token\",\n"
                   "]\n"
                   "let status = SecItemDelete(query as CFDictionary)\n"
                   "guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status) }\n"
                   "```"),
       ),
       fix=[("kSecAttrAccessibleAfterFirstUnlock", "kSecAttrAccessibleWhenUnlockedThisDeviceOnly")]),

    sc(24, "luhn-doubling-direction", "semantic", "prose_claim", "unrelated",
       teach=dict(
           query="How does the Luhn check on the card-number field work? I'm writing it in Swift.",
           output=("Starting from the leftmost digit, double every second digit, subtract 9 from any result "
                   "above 9, add all the digits up, and the number is valid if the total is divisible by 10."),
           message=("You count from the right: the check digit is position one and isn't doubled, then every "
                    "second digit to its left is. Going from the left only works for even lengths, so Amex "
                    "numbers would fail."),
           gold_wrong="Starting from the leftmost digit",
           gold_right="Starting from the rightmost digit",
       ),
       repeat=dict(
           query="Explain the card number checksum for the Kotlin input validator.",
           output=("Walk the PAN left to right and double the digit at every even position (2nd, 4th, ...); if "
                   "doubling gives a two-digit number subtract 9, then sum everything and accept the card when "
                   "the sum ends in 0."),
           expect_contains=["re:(?i)from the right|right to left|rightmost"],
           expect_absent=["re:(?i)left to right|from the left|leftmost"],
       ),
       control=dict(
           query="How long can the 'What's new' text for a Play Console release be?",
           output=("500 characters per language. The release lane reads them from "
                   "`fastlane/metadata/android/<locale>/changelogs/<versionCode>.txt`, so keep each file under "
                   "that."),
       ),
       fix=[(WHOLE, "Walk the PAN from the right: the check digit is not doubled, every second digit to its "
                    "left is; if doubling gives a two-digit number subtract 9, then sum everything and accept "
                    "the card when the sum ends in 0.")]),

    sc(25, "launchdarkly-mobile-key", "literal", "renamed_identifier", "lookalike",
       teach=dict(
           query="Initialise LaunchDarkly in the Android Application class.",
           output=("```kotlin\n"
                   "val ldConfig = LDConfig.Builder(AutoEnvAttributes.Enabled)\n"
                   "    .mobileKey(BuildConfig.LD_SDK_KEY)\n"
                   "    .build()\n"
                   "LDClient.init(this, ldConfig, context, 0)\n"
                   "```"),
           message=("Use LD_MOBILE_KEY there. LD_SDK_KEY holds the server-side SDK key, and that must never end "
                    "up inside an APK."),
           gold_wrong="LD_SDK_KEY",
           gold_right="LD_MOBILE_KEY",
       ),
       repeat=dict(
           query="And the same setup in the iOS AppDelegate.",
           output=("```swift\n"
                   "var config = LDConfig(mobileKey: AppSecrets.LD_SDK_KEY, autoEnvAttributes: .enabled)\n"
                   "config.backgroundFlagPollingInterval = 3600\n"
                   "LDClient.start(config: config, context: context, startWaitSeconds: 5)\n"
                   "```"),
           expect_contains=["AppSecrets.LD_MOBILE_KEY"],
           expect_absent=["LD_SDK_KEY"],
       ),
       control=dict(
           query="Set up the LaunchDarkly client in the NestJS feature-flag module.",
           output=("```ts\n"
                   "@Module({\n"
                   "  providers: [{\n"
                   "    provide: LD_CLIENT,\n"
                   "    useFactory: async (cfg: ConfigService) => {\n"
                   "      const client = LaunchDarkly.init(cfg.getOrThrow('LD_SDK_KEY'));\n"
                   "      await client.waitForInitialization({ timeout: 10 });\n"
                   "      return client;\n"
                   "    },\n"
                   "    inject: [ConfigService],\n"
                   "  }],\n"
                   "  exports: [LD_CLIENT],\n"
                   "})\n"
                   "export class FlagsModule {}\n"
                   "```"),
       ),
       fix=[("LD_SDK_KEY", "LD_MOBILE_KEY")],
       holds="cfg.getOrThrow('LD_SDK_KEY')",
       look="LD_SDK_KEY"),

    sc(26, "launchdarkly-flag-key-naming", "paraphrase", "renamed_identifier", "already_correct",
       teach=dict(
           query="Gate the new card-freeze toggle behind a flag in the Android app.",
           output=("```kotlin\n"
                   "val freezeEnabled = LDClient.get().boolVariation(\"cardFreezeToggle\", false)\n"
                   "binding.freezeSwitch.isVisible = freezeEnabled\n"
                   "```"),
           message=("Flag keys are kebab-case with the team prefix, so this one is `mob-card-freeze-toggle`. "
                    "camelCase keys fail the LaunchDarkly naming policy."),
           gold_wrong="\"cardFreezeToggle\"",
           gold_right="\"mob-card-freeze-toggle\"",
       ),
       repeat=dict(
           query="Hide the virtual-card ordering button on iOS unless its flag is on.",
           output=("```swift\n"
                   "let canOrder = LDClient.get()?.boolVariation(forKey: \"virtualCardOrdering\", defaultValue: false) ?? false\n"
                   "orderButton.isHidden = !canOrder\n"
                   "```"),
           expect_contains=["re:\"mob-[a-z0-9-]+\""],
           expect_absent=["\"virtualCardOrdering\""],
       ),
       control=dict(
           query="Read the instant-payments flag in the transfer screen's ViewModel.",
           output=("```kotlin\n"
                   "val instantAllowed = ldClient.boolVariation(\"mob-sepa-instant\", false)\n"
                   "_uiState.update { it.copy(showInstantToggle = instantAllowed) }\n"
                   "```"),
       ),
       fix=[("\"virtualCardOrdering\"", "\"mob-virtual-card-ordering\"")],
       holds="\"mob-sepa-instant\"",
       right=["re:\"mob-[a-z0-9-]+\""]),

    sc(27, "play-console-qa-track", "literal", "reordered_args", "lookalike",
       teach=dict(
           query="Write the Fastlane lane that uploads the Android release bundle for QA.",
           output=("```ruby\n"
                   "lane :qa do\n"
                   "  gradle(task: \"bundle\", flavor: \"prd\", build_type: \"Release\")\n"
                   "  upload_to_play_store(track: \"alpha\", aab: lane_context[SharedValues::GRADLE_AAB_OUTPUT_PATH], skip_upload_metadata: true)\n"
                   "end\n"
                   "```"),
           message=("Thanks! One thing: QA builds go to the internal track. We stopped using alpha when QA moved "
                    "to internal testing last quarter."),
           gold_wrong="track: \"alpha\"",
           gold_right="track: \"internal\"",
       ),
       repeat=dict(
           query="CI needs a Fastlane call that pushes the hotfix bundle to the testers.",
           output=("```ruby\n"
                   "upload_to_play_store(\n"
                   "  skip_upload_images: true,\n"
                   "  aab: \"app/build/outputs/bundle/prdRelease/app-prd-release.aab\",\n"
                   "  track: \"alpha\",\n"
                   "  release_status: \"completed\"\n"
                   ")\n"
                   "```"),
           expect_contains=["track: \"internal\""],
           expect_absent=["track: \"alpha\""],
       ),
       control=dict(
           query="Which version of the biometric library are we pinned to?",
           output=("`androidx.biometric:biometric:1.2.0-alpha05`, pinned in `gradle/libs.versions.toml`; the "
                   "crypto-object prompt in the login flow depends on fixes that only exist in that line."),
       ),
       fix=[("track: \"alpha\"", "track: \"internal\"")],
       holds="biometric:1.2.0-alpha05",
       look="alpha"),

    sc(28, "pci-dss-standard-version", "semantic", "reworded", "already_correct",
       teach=dict(
           query="Which PCI DSS version is our next assessment against? I need it for the evidence folder names.",
           output=("Against PCI DSS v3.2.1, so name the folders `pci-3.2.1/req-01` through `pci-3.2.1/req-12`."),
           message="3.2.1 was retired in 2024. Our QSA assesses us against v4.0.1.",
           gold_wrong="v3.2.1",
           gold_right="v4.0.1",
       ),
       repeat=dict(
           query="Draft the opening line of the ROC prep doc that says which standard applies.",
           output=("This document collects the evidence for Quaystone's annual assessment under the 2018 "
                   "revision of the card industry standard, version 3.2.1, covering the card-vault and the CDE "
                   "cluster."),
           expect_contains=["re:4\\.0(\\.1)?"],
           expect_absent=["re:3\\.2\\.1|2018 revision"],
       ),
       control=dict(
           query="Which requirement covers the targeted risk analyses in the standard we're assessed on?",
           output=("In PCI DSS v4.0.1 that is requirement 12.3.1: every requirement with a flexible frequency "
                   "needs a documented targeted risk analysis, and Jonas keeps them in the `pci-4.0.1/req-12` "
                   "folder."),
       ),
       fix=[("under the 2018 revision of the card industry standard, version 3.2.1,",
             "under PCI DSS v4.0.1,")],
       holds="PCI DSS v4.0.1"),

    sc(29, "eks-irsa-annotation", "literal", "code_block", "same_topic",
       teach=dict(
           query="Give the ledger-api pods access to Secrets Manager through their service account.",
           output=("```yaml\n"
                   "apiVersion: v1\n"
                   "kind: ServiceAccount\n"
                   "metadata:\n"
                   "  name: ledger-api\n"
                   "  namespace: ledger\n"
                   "  annotations:\n"
                   "    iam.amazonaws.com/role: arn:aws:iam::418270335512:role/qs-prd-ledger-api\n"
                   "```"),
           message="That annotation is kiam's. On EKS with IRSA it's `eks.amazonaws.com/role-arn`.",
           gold_wrong="iam.amazonaws.com/role:",
           gold_right="eks.amazonaws.com/role-arn:",
       ),
       repeat=dict(
           query="card-vault needs to call KMS from its pods, set up the service account.",
           output=("```yaml\n"
                   "apiVersion: v1\n"
                   "kind: ServiceAccount\n"
                   "metadata:\n"
                   "  name: card-vault\n"
                   "  namespace: cde\n"
                   "  annotations:\n"
                   "    iam.amazonaws.com/role: arn:aws:iam::527601194430:role/qs-cde-card-vault\n"
                   "```"),
           expect_contains=["eks.amazonaws.com/role-arn: arn:aws:iam::527601194430:role/qs-cde-card-vault"],
           expect_absent=["iam.amazonaws.com/role:"],
       ),
       control=dict(
           query="What condition does the trust policy of an IRSA role need?",
           output=("```json\n"
                   "\"Condition\": {\n"
                   "  \"StringEquals\": {\n"
                   "    \"oidc.eks.eu-central-1.amazonaws.com/id/7C1E4B0A9D2F:sub\": \"system:serviceaccount:ledger:ledger-api\",\n"
                   "    \"oidc.eks.eu-central-1.amazonaws.com/id/7C1E4B0A9D2F:aud\": \"sts.amazonaws.com\"\n"
                   "  }\n"
                   "}\n"
                   "```"),
       ),
       fix=[("iam.amazonaws.com/role:", "eks.amazonaws.com/role-arn:")]),

    sc(30, "secrets-manager-naming", "paraphrase", "other_identifier", "unrelated",
       teach=dict(
           query="Read the ledger DB password from Secrets Manager in the NestJS config loader.",
           output=("```ts\n"
                   "const secret = await sm.send(new GetSecretValueCommand({ SecretId: 'prod/ledger-api/db' }));\n"
                   "const { username, password } = JSON.parse(secret.SecretString!);\n"
                   "```"),
           message="Secret names follow qs/<env>/<service>/<what>, so it's `qs/prd/ledger-api/db`. prod/... doesn't exist.",
           gold_wrong="'prod/ledger-api/db'",
           gold_right="'qs/prd/ledger-api/db'",
       ),
       repeat=dict(
           query="The payouts worker needs its Nordhafen SFTP key from Secrets Manager.",
           output=("```ts\n"
                   "const key = await sm.send(new GetSecretValueCommand({ SecretId: 'prod/payouts-worker/nordhafen-sftp' }));\n"
                   "const privateKey = key.SecretString!;\n"
                   "```"),
           expect_contains=["'qs/prd/payouts-worker/nordhafen-sftp'"],
           expect_absent=["'prod/payouts-worker/"],
       ),
       control=dict(
           query="What does MT103 field 32A contain?",
           output=("Value date, currency and interbank settled amount in one field, e.g. `250314EUR1250,00`: "
                   "YYMMDD, the ISO currency code, then the amount with a comma as decimal separator."),
       ),
       fix=[("'prod/payouts-worker/nordhafen-sftp'", "'qs/prd/payouts-worker/nordhafen-sftp'")]),
]
