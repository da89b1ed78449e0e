#!/usr/bin/env python3
"""Builds the dev57 evaluation set (mobile release engineering).

Holds the 60 teach -> repeat -> control scenarios as data, validates them and,
only if validation passes, writes scenarios.jsonl and README.md next to this file.
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTY = ("literal", "paraphrase", "semantic")
CONTROL_KIND = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATION = ("reworded", "code_block", "casing", "identifier", "renamed_identifier",
             "reordered_args", "equivalent_construct", "prose_claim")

# allowed count ranges (inclusive)
RANGES = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8),
                         "identifier": (2, 8), "renamed_identifier": (2, 8),
                         "reordered_args": (2, 8), "equivalent_construct": (2, 8),
                         "prose_claim": (2, 8)},
}

SCENARIOS = []


def S(topic, difficulty, variation, control_kind,
      tq, to, tm, gw, gr,
      rq, ro, ec, ea, fix,
      cq, co, holds=None):
    SCENARIOS.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": ec, "expect_absent": ea},
        "control": {"query": cq, "output": co},
        "_fix": fix, "_holds": holds,
    })


# ---------------------------------------------------------------- d57-001
S("fastlane-match", "literal", "code_block", "already_correct",
  "Set up match in the Fastfile for Rider's App Store build lane",
  'Call match at the top of the `store` lane so the certificate and profile are installed before `build_app`:\n```ruby\nmatch(type: "distribution", readonly: true)\n```',
  "match has no distribution type, it's appstore (the others are development, adhoc and enterprise)",
  'type: "distribution"', 'type: "appstore"',
  "lane that grabs the signing assets for an App Store upload and pushes to TestFlight",
  '```ruby\nlane :qa do\n  sync_code_signing(type: "distribution", readonly: is_ci)\n  build_app(scheme: "Rider", configuration: "Release-Prod")\n  upload_to_testflight\nend\n```',
  [r"""re:type:\s*["']appstore["']"""], [r"""re:type:\s*["']distribution"""],
  [('type: "distribution"', 'type: "appstore"')],
  "Which match type covers TestFlight builds?",
  'The same one as the App Store: `match(type: "appstore", readonly: true)`; TestFlight builds use the App Store distribution profile.',
  'type: "appstore"')

# ---------------------------------------------------------------- d57-002
S("testflight", "literal", "reworded", "lookalike",
  "How long can testers keep using a TestFlight build?",
  "Each TestFlight build stays installable for 60 days after upload; after that it expires and testers need a newer build.",
  "90 days, not 60.",
  "60 days", "90 days",
  "QA says an old TestFlight build won't launch anymore, when do those expire?",
  "TestFlight builds expire 60 days after they were uploaded, so anything older than that stops launching. Upload a fresh build and they'll get it.",
  [r"re:\b90[- ]days?\b"], ["60 days"],
  [("60 days", "90 days")],
  "How long do we keep CI build artifacts in the mobile bucket?",
  "The lifecycle rule on gs://larkspur-mobile-builds deletes IPAs and AABs 60 days after upload; builds of tagged releases are copied under releases/ and kept.",
  "60 days after upload")

# ---------------------------------------------------------------- d57-003
S("flutter", "literal", "code_block", "same_topic",
  "What's the Flutter command to produce the Play Store bundle for Courier?",
  "Run `flutter build aab --release`; the bundle lands in build/app/outputs/bundle/release/app-release.aab.",
  "there's no aab subcommand, it's `flutter build appbundle`",
  "flutter build aab", "flutter build appbundle",
  "add the Android release step to the Courier GitHub workflow",
  "```yaml\n- name: Build Android bundle\n  run: flutter build aab --release --build-number=${{ github.run_number }}\n```",
  ["flutter build appbundle"], ["flutter build aab"],
  [("flutter build aab", "flutter build appbundle")],
  "How can I install the Courier release bundle on my test phone?",
  "Bundles can't be installed directly: run `bundletool build-apks --bundle=build/app/outputs/bundle/release/app-release.aab --output=courier.apks`, then `bundletool install-apks --apks=courier.apks`.")

# ---------------------------------------------------------------- d57-004
S("play-console", "paraphrase", "reworded", "lookalike",
  "How long can the release notes be on Google Play?",
  "Play Console accepts up to 4000 characters of release notes per language.",
  "thanks, but Play's limit is 500 characters per language. 4000 is the App Store's What's New",
  "4000 characters", "500 characters",
  "can I paste the whole 5.14 changelog into the Play 'what's new' field?",
  "Most likely yes: Google Play allows 4,000 characters of release notes per language, which fits a long changelog.",
  [r"re:\b500\b"], [r"re:4,?000"],
  [("Most likely yes: Google Play allows 4,000 characters of release notes per language, which fits a long changelog.",
    "Probably not: Google Play allows only 500 characters of release notes per language, so trim it to the highlights.")],
  "What's the limit for What's New in This Version in App Store Connect?",
  "Up to 4000 characters per localization.",
  "4000 characters")

# ---------------------------------------------------------------- d57-005
S("android-signing", "literal", "code_block", "lookalike",
  "Add a release signingConfig to app/build.gradle reading from gradle.properties",
  "```groovy\nsigningConfigs {\n    release {\n        storeFile file(UPLOAD_STORE_FILE)\n        keystorePassword UPLOAD_STORE_PASSWORD\n        keyAlias UPLOAD_KEY_ALIAS\n        keyPassword UPLOAD_KEY_PASSWORD\n    }\n}\n```",
  "keystorePassword isnt a property, gradle fails on it. storePassword",
  "keystorePassword", "storePassword",
  "groovy signing config for release, creds come from env vars on CI",
  '```groovy\nsigningConfigs {\n    release {\n        storeFile file(System.getenv("UPLOAD_KEYSTORE_PATH"))\n        keystorePassword System.getenv("UPLOAD_KEYSTORE_PASSWORD")\n        keyAlias System.getenv("UPLOAD_KEY_ALIAS")\n        keyPassword System.getenv("UPLOAD_KEY_PASSWORD")\n    }\n}\n```',
  [r"re:\bstorePassword\b"], [r"re:(?m)^\s*keystorePassword\b"],
  [("keystorePassword System", "storePassword System")],
  "Kotlin DSL release signing, the password comes from one env var",
  '```kotlin\nval keystorePassword = System.getenv("UPLOAD_KEYSTORE_PASSWORD")\n\nandroid {\n    signingConfigs {\n        create("release") {\n            storeFile = file("upload.jks")\n            storePassword = keystorePassword\n            keyAlias = "larkspur-upload"\n            keyPassword = keystorePassword\n        }\n    }\n}\n```',
  "storePassword = keystorePassword")

# ---------------------------------------------------------------- d57-006
S("gradle", "paraphrase", "renamed_identifier", "same_topic",
  "Turn on R8 for the release build type in build.gradle.kts",
  '```kotlin\nbuildTypes {\n    release {\n        minifyEnabled = true\n        proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")\n    }\n}\n```',
  "in the Kotlin DSL it's isMinifyEnabled, `minifyEnabled = true` doesn't compile",
  "minifyEnabled = true", "isMinifyEnabled = true",
  "kts: also strip unused resources from release",
  "```kotlin\nrelease {\n    isMinifyEnabled = true\n    shrinkResources = true\n}\n```",
  ["isShrinkResources = true"], ["shrinkResources ="],
  [("    shrinkResources = true", "    isShrinkResources = true")],
  "Where's the R8 mapping file after a release build?",
  "`app/build/outputs/mapping/release/mapping.txt`; keep one per release so you can retrace obfuscated stack traces.")

# ---------------------------------------------------------------- d57-007
S("xcodebuild", "literal", "code_block", "lookalike",
  "xcodebuild command to archive Rider on CI? We use CocoaPods.",
  "```sh\nxcodebuild -project Rider.xcodeproj -scheme Rider -configuration Release-Prod -archivePath build/Rider.xcarchive archive\n```",
  "Use -workspace Rider.xcworkspace. With pods, building the bare project can't see the Pods targets and linking fails",
  "-project Rider.xcodeproj", "-workspace Rider.xcworkspace",
  "archive step for the Rider iOS app in the GitHub Actions job",
  "```yaml\n- name: Archive\n  working-directory: ios\n  run: |\n    xcodebuild -project Rider.xcodeproj -scheme Rider -configuration Release-Prod \\\n      -destination 'generic/platform=iOS' -archivePath \"$RUNNER_TEMP/Rider.xcarchive\" archive\n```",
  ["-workspace Rider.xcworkspace"], ["-project Rider.xcodeproj"],
  [("-project Rider.xcodeproj", "-workspace Rider.xcworkspace")],
  "Which file changes when I add a new build phase to the Rider target?",
  "Build phases belong to the target, so the change is saved in `Rider.xcodeproj/project.pbxproj`, even when you edit it from the workspace.",
  "Rider.xcodeproj/project.pbxproj")

# ---------------------------------------------------------------- d57-008
S("react-native", "literal", "identifier", "same_topic",
  "Metro says the port is already in use, which port does it use by default?",
  "Metro listens on port 8080 by default; start it on another one with `--port`.",
  "8081.",
  "8080", "8081",
  "which port do I adb reverse so my phone can reach the RN packager?",
  "Run `adb reverse tcp:8080 tcp:8080`; that forwards the device to Metro on your machine.",
  ["tcp:8081 tcp:8081"], ["8080"],
  [("tcp:8080 tcp:8080", "tcp:8081 tcp:8081")],
  "How do I start Metro with a clean cache?",
  "`npx react-native start --reset-cache`.")

# ---------------------------------------------------------------- d57-009
S("play-app-signing", "semantic", "prose_claim", "lookalike",
  "What happens if we lose the upload keystore for Rider? We're enrolled in Play App Signing.",
  "Then you can never publish an update to Rider again: Google can't recover the key, so you'd have to publish a new app under a new package name.",
  "Isn't that only the case without Play App Signing? Google holds our app signing key, so we'd request an upload key reset in Play Console and register a new upload key.",
  "you can never publish an update to Rider again: Google can't recover the key, so you'd have to publish a new app under a new package name",
  "you request an upload key reset in Play Console, register a new upload key and keep publishing updates",
  "someone deleted the only copy of our upload .jks, are we stuck?",
  "Unfortunately yes. Without the original upload key Play rejects every future update, so the app is effectively frozen; the only way out is a new listing with a new applicationId.",
  [r"re:(?i)reset"], [r"re:(?i)effectively frozen|only way out is a new listing"],
  [("Unfortunately yes. Without the original upload key Play rejects every future update, so the app is effectively frozen; the only way out is a new listing with a new applicationId.",
    "No. With Play App Signing, Google keeps the app signing key; an account owner requests an upload key reset in Play Console, registers a new upload certificate, and you keep shipping updates under the same applicationId.")],
  "Our old Field Tools app was never enrolled in Play App Signing; we sign it with our own key. What if that key is lost?",
  "Then you can't publish updates to it: Play only accepts updates signed with the same key and Google has no copy, so you'd have to publish a new app under a new package name.",
  "publish a new app under a new package name")

# ---------------------------------------------------------------- d57-010
S("fastlane-supply", "literal", "casing", "lookalike",
  "fastlane lane to push the AAB to our closed testing track",
  '```ruby\nupload_to_play_store(\n  track: "closed",\n  aab: "app/build/outputs/bundle/prodRelease/app-prod-release.aab"\n)\n```',
  'The API name of the default closed testing track is alpha, "closed" gives you a track-not-found error.',
  'track: "closed"', 'track: "alpha"',
  "upload the Merchant AAB to the closed test track",
  '```ruby\nupload_to_play_store(\n  package_name: "io.larkspur.merchant",\n  track: "Closed",\n  aab: "android/app/build/outputs/bundle/release/app-release.aab"\n)\n```',
  [r're:track:\s*"alpha"'], [r're:(?i)track:\s*"closed"'],
  [('track: "Closed"', 'track: "alpha"')],
  "Where do I add testers to the closed test in Play Console?",
  "Open Test and release > Testing > Closed testing, pick the track, and add an email list or Google Group under Testers.",
  "Closed testing")

# ---------------------------------------------------------------- d57-011
S("fastlane-supply", "literal", "reordered_args", "lookalike",
  "I'm release captain this week: supply command to move Rider 5.14.2 from beta to production at 10%",
  'Promote it with `upload_to_play_store(track: "beta", track_promote_to: "production", rollout: "10")`; rollout is the percentage of users who get it.',
  'rollout is a fraction between 0 and 1, so "0.1" for 10%. "10" gets rejected',
  'rollout: "10"', 'rollout: "0.1"',
  "as release captain, how do I send the Merchant release from beta to 10 percent of production users with fastlane?",
  'Run `upload_to_play_store(rollout: "10", track_promote_to: "production", track: "beta", skip_upload_aab: true)`; the rollout value is the percentage of users.',
  [r're:rollout:\s*"0?\.10?"'], ['rollout: "10"'],
  [('rollout: "10"', 'rollout: "0.1"'),
   ("the rollout value is the percentage of users", "the rollout value is the fraction of users")],
  "How do I show the new checkout to 10% of users with Remote Config?",
  "Add a condition of type User in random percentile with `<= 10`, and set the parameter to `true` for that condition.",
  "<= 10")

# ---------------------------------------------------------------- d57-012
S("ios-versioning", "paraphrase", "equivalent_construct", "same_topic",
  "App Store Connect rejected our re-upload of 5.14.0, what do I bump?",
  "Bump `CFBundleShortVersionString` in Info.plist (5.14.0 → 5.14.1) and upload again.",
  "For a re-upload of the same release it's CFBundleVersion, the build number, that has to go up. CFBundleShortVersionString is the marketing version and stays 5.14.0.",
  "Bump `CFBundleShortVersionString` in Info.plist (5.14.0 → 5.14.1)",
  "Bump `CFBundleVersion` in Info.plist (e.g. 212 → 213)",
  "upload fails with 'Redundant Binary Upload', how do I fix it in the Xcode build settings?",
  "Increase `MARKETING_VERSION` in the target's build settings (5.14.0 → 5.14.1); App Store Connect compares that value between uploads.",
  [r"re:CURRENT_PROJECT_VERSION|CFBundleVersion"], [r"re:(?i)increase `?MARKETING_VERSION"],
  [("Increase `MARKETING_VERSION` in the target's build settings (5.14.0 → 5.14.1); App Store Connect compares that value between uploads.",
    "Increase `CURRENT_PROJECT_VERSION` (the build number, CFBundleVersion) in the target's build settings, e.g. 212 → 213; `MARKETING_VERSION` stays 5.14.0.")],
  "How do I read the current build number inside a fastlane lane?",
  '`get_build_number(xcodeproj: "Rider.xcodeproj")` returns it as a string.')

# ---------------------------------------------------------------- d57-013
S("fastlane-match", "literal", "code_block", "same_topic",
  "Which env vars does match need on CI to decrypt the certificates repo?",
  "Set `MATCH_PASS` to the encryption passphrase, plus `MATCH_GIT_BASIC_AUTHORIZATION` if the repo is cloned over HTTPS.",
  "MATCH_PASSWORD. With MATCH_PASS it isn't picked up, match promts for the passphrase and the job hangs",
  "`MATCH_PASS`", "`MATCH_PASSWORD`",
  "env block for the iOS release job in GitHub Actions",
  "```yaml\nenv:\n  MATCH_PASS: ${{ secrets.MATCH_PASS }}\n  MATCH_GIT_BASIC_AUTHORIZATION: ${{ secrets.CERTS_REPO_AUTH }}\n```",
  ["MATCH_PASSWORD:"], [r"re:(?m)^\s*MATCH_PASS:"],
  [("  MATCH_PASS:", "  MATCH_PASSWORD:")],
  "How does match know which git repo holds the certificates?",
  "From `git_url` in the Matchfile, or the `MATCH_GIT_URL` environment variable.")

# ---------------------------------------------------------------- d57-014
S("flutter", "paraphrase", "code_block", "same_topic",
  "flutter build flags for Courier version 5.14.0, build 212?",
  "`flutter build ipa --build-name=212 --build-number=5.14.0`",
  "you swapped them: --build-name=5.14.0 --build-number=212",
  "--build-name=212 --build-number=5.14.0", "--build-name=5.14.0 --build-number=212",
  "CI command for the Courier Android bundle, version 5.15.0, build number from the run number",
  "```sh\nflutter build appbundle --build-name=$GITHUB_RUN_NUMBER --build-number=5.15.0\n```",
  [r"re:--build-name[= ]5\.15\.0", r"re:--build-number[= ]\$\{?GITHUB_RUN_NUMBER"],
  ["--build-name=$GITHUB_RUN_NUMBER"],
  [("--build-name=$GITHUB_RUN_NUMBER --build-number=5.15.0", "--build-name=5.15.0 --build-number=$GITHUB_RUN_NUMBER")],
  "Where does Flutter take the version from when I pass no flags?",
  "From `version:` in pubspec.yaml, e.g. `version: 5.15.0+213`: 5.15.0 is the build name and 213 the build number.")

# ---------------------------------------------------------------- d57-015
S("app-store-connect", "semantic", "reworded", "lookalike",
  "How does phased release work on the App Store?",
  "Phased release rolls the update out to users with automatic updates gradually over 30 days, and you can pause it at any time.",
  "It's 7 days (1%, 2%, 5%, 10%, 20%, 50%, 100%). 30 days is the total time you can keep it paused.",
  "over 30 days", "over 7 days",
  "if I turn on phased release for 5.14, when will everyone on auto-update have it?",
  "Apple spreads it across a month: the percentage climbs a little each day and reaches all auto-update users after about 30 days, unless you release to everyone earlier.",
  [r"re:(?i)\b(7|seven)[ -]days?\b|\bday (7|seven)\b"], [r"re:(?i)\b30 days\b|a month"],
  [("Apple spreads it across a month: the percentage climbs a little each day and reaches all auto-update users after about 30 days",
    "Apple spreads it across 7 days (1%, 2%, 5%, 10%, 20%, 50%, 100%) and reaches all auto-update users on day 7")],
  "How long can I pause a phased release?",
  "Up to 30 days in total; there's no limit on how many times you pause within that.",
  "30 days")

# ---------------------------------------------------------------- d57-016
S("app-store-connect", "literal", "casing", "lookalike",
  "How do I stop App Store Connect asking the export compliance question on every build? We only use HTTPS.",
  "Add `ITSAppUsesNonExemptEncryption` to Info.plist and set it to `YES`.",
  "wouldn't YES mean we DO use non-exempt encryption? HTTPS-only is exempt, so it should be NO",
  "`YES`", "`NO`",
  "where in Xcode do I flip the encryption flag so TestFlight stops asking?",
  "In the target's Info tab add App Uses Non-Exempt Encryption (ITSAppUsesNonExemptEncryption) as a Boolean and set it to Yes; TestFlight stops asking after that.",
  [r"re:(?i)set it to `?no\b"], [r"re:(?i)set it to `?yes\b"],
  [("set it to Yes", "set it to NO")],
  "How do I make the app's Documents folder show up in the Files app?",
  "Set both `UIFileSharingEnabled` and `LSSupportsOpeningDocumentsInPlace` to `YES` in Info.plist.",
  "to `YES`")

# ---------------------------------------------------------------- d57-017
S("ios-privacy", "literal", "identifier", "same_topic",
  "Apple wants a privacy manifest for Rider's required-reason API use. Which file do I add?",
  "Add a `PrivacyManifest.plist` to the app target and list each API under NSPrivacyAccessedAPITypes with its reason code.",
  "It has to be named PrivacyInfo.xcprivacy, anything else gets ignored.",
  "PrivacyManifest.plist", "PrivacyInfo.xcprivacy",
  "add the privacy manifest to Merchant's iOS project declaring UserDefaults use",
  "Create `ios/Merchant/PrivacyManifest.plist`, add it to the Merchant target, and declare:\n```xml\n<key>NSPrivacyAccessedAPITypes</key>\n<array>\n  <dict>\n    <key>NSPrivacyAccessedAPIType</key>\n    <string>NSPrivacyAccessedAPICategoryUserDefaults</string>\n    <key>NSPrivacyAccessedAPITypeReasons</key>\n    <array><string>CA92.1</string></array>\n  </dict>\n</array>\n```",
  ["PrivacyInfo.xcprivacy"], ["PrivacyManifest.plist"],
  [("PrivacyManifest.plist", "PrivacyInfo.xcprivacy")],
  "What does xcodebuild -exportArchive need besides the archive?",
  "An export options plist, passed as `-exportOptionsPlist ExportOptions.plist`, plus `-exportPath` for the output folder.")

# ---------------------------------------------------------------- d57-018
S("android-ci", "paraphrase", "code_block", "lookalike",
  "Which JDK should the Android CI image have? We're on AGP 8.5.",
  "AGP 8.x runs fine on JDK 11, so install Temurin 11 in the image.",
  "AGP 8 needs JDK 17 to run, on 11 the build dies with 'Android Gradle plugin requires Java 17 to run'",
  "JDK 11, so install Temurin 11", "JDK 17, so install Temurin 17",
  "setup-java step for the Rider Android workflow",
  "```yaml\n- uses: actions/setup-java@v4\n  with:\n    distribution: temurin\n    java-version: '11'\n```",
  [r"""re:java-version:\s*['"]?(17|21)\b"""], [r"""re:java-version:\s*['"]?11\b"""],
  [("java-version: '11'", "java-version: '17'")],
  "Our shared library module still compiles to Java 11 bytecode. What goes in compileOptions?",
  "```groovy\ncompileOptions {\n    sourceCompatibility JavaVersion.VERSION_11\n    targetCompatibility JavaVersion.VERSION_11\n}\nkotlinOptions {\n    jvmTarget = '11'\n}\n```\nThat's independent of the JDK Gradle itself runs on.",
  "JavaVersion.VERSION_11")

# ---------------------------------------------------------------- d57-019
S("android-ci", "semantic", "reworded", "already_correct",
  "Which env var should our CI set for the Android SDK location?",
  "Set `ANDROID_SDK_ROOT`; `ANDROID_HOME` is deprecated and newer tools ignore it.",
  "It's the other way round: ANDROID_SDK_ROOT is the deprecated one. Set ANDROID_HOME.",
  "Set `ANDROID_SDK_ROOT`; `ANDROID_HOME` is deprecated and newer tools ignore it.",
  "Set `ANDROID_HOME`; `ANDROID_SDK_ROOT` is the deprecated one.",
  "Dockerfile for the Android build image, which SDK variable do I export?",
  "Export `ANDROID_SDK_ROOT=/opt/android-sdk` in the Dockerfile; don't rely on ANDROID_HOME, it's the deprecated variable and recent tooling skips it.",
  [r"re:ANDROID_HOME\s*[= ]\s*/opt/android-sdk"], [r"re:(?i)ANDROID_HOME[^.;]{0,30}deprecated"],
  [("Export `ANDROID_SDK_ROOT=/opt/android-sdk` in the Dockerfile; don't rely on ANDROID_HOME, it's the deprecated variable and recent tooling skips it.",
    "Set `ENV ANDROID_HOME=/opt/android-sdk` in the Dockerfile; ANDROID_SDK_ROOT is the deprecated name, so only add it if some old tool still asks for it.")],
  "Which SDK variable does our Android CI image set?",
  "`ANDROID_HOME=/opt/android-sdk`; ANDROID_SDK_ROOT is the deprecated name and isn't set.",
  "ANDROID_HOME=/opt/android-sdk")

# ---------------------------------------------------------------- d57-020
S("cocoapods", "literal", "reworded", "same_topic",
  "I added a new pod to Rider's Podfile, how do I install it?",
  "Run `pod update` in ios/; it installs the new pod and records it in Podfile.lock.",
  "use pod install. pod update bumps every pod to the newest version the Podfile allows and we don't want that churn in Podfile.lock",
  "`pod update`", "`pod install`",
  "added Firebase/Messaging to the Podfile, what now?",
  "From the ios directory run `pod update`, which resolves the new dependency and refreshes Podfile.lock for you.",
  ["pod install"], ["run `pod update`"],
  [("run `pod update`", "run `pod install`")],
  "How do I make CI fail when Podfile.lock is out of date?",
  "Run `pod install --deployment`; it won't modify Podfile.lock and errors out if the Podfile and lockfile disagree.")

# ---------------------------------------------------------------- d57-021
S("ios-signing", "semantic", "reworded", "lookalike",
  "How many devices can we register for ad hoc builds?",
  "You can register up to 1000 devices of each type (iPhone, iPad, Apple Watch and so on) per membership year.",
  "It's 100 per device type per membership year, not 1000.",
  "1000 devices", "100 devices",
  "we want to add 300 QA iPhones to the ad hoc profile, is there a cap?",
  "You're fine, there's plenty of room: Apple lets you register a thousand iPhones per membership year, so 300 fits easily.",
  [r"re:\b100\b|one hundred|a hundred"], [r"re:(?i)a thousand|\b1,?000\b|300 fits"],
  [("You're fine, there's plenty of room: Apple lets you register a thousand iPhones per membership year, so 300 fits easily.",
    "That won't fit: Apple caps ad hoc registration at 100 iPhones per membership year, so use TestFlight for most of those testers.")],
  "How many external testers can a TestFlight app have?",
  "Up to 10000 external testers; internal testing is limited to 100 members of your App Store Connect team.",
  "10000 external testers")

# ---------------------------------------------------------------- d57-022
S("xcode-cloud", "literal", "identifier", "same_topic",
  "Xcode Cloud has to run pod install before building Rider. Where does that script go?",
  "Create `ci_scripts/post_clone.sh` next to the .xcworkspace, make it executable, and run `pod install` in it.",
  "Xcode Cloud only runs scripts with the ci_ prefix, so ci_scripts/ci_post_clone.sh",
  "ci_scripts/post_clone.sh", "ci_scripts/ci_post_clone.sh",
  "set up the Xcode Cloud hook that installs CocoaPods and runs pod install",
  "Save this as ios/ci_scripts/post_clone.sh and `chmod +x` it:\n```sh\n#!/bin/sh\nset -e\nbrew install cocoapods\ncd \"$CI_PRIMARY_REPOSITORY_PATH/ios\"\npod install\n```",
  ["ci_scripts/ci_post_clone.sh"], ["ci_scripts/post_clone.sh"],
  [("ci_scripts/post_clone.sh", "ci_scripts/ci_post_clone.sh")],
  "Which Xcode Cloud script runs just before xcodebuild?",
  "`ci_scripts/ci_pre_xcodebuild.sh`; `ci_post_xcodebuild.sh` runs after the build action.")

# ---------------------------------------------------------------- d57-023
S("xcodebuild", "literal", "reordered_args", "lookalike",
  "xcodebuild archive command for Rider's App Store build",
  "`xcodebuild -workspace Rider.xcworkspace -scheme Rider -configuration Release -archivePath build/Rider.xcarchive archive`",
  "for the App Store build the configuration is Release-Prod; plain Release points at the staging APIs",
  "-configuration Release", "-configuration Release-Prod",
  "archive the store build of Rider for a generic iOS device",
  "`xcodebuild archive -archivePath out/Rider.xcarchive -destination 'generic/platform=iOS' -configuration Release -scheme Rider -workspace Rider.xcworkspace`",
  ["-configuration Release-Prod"], [r"""re:-configuration\s+["']?Release\b(?!-)"""],
  [("-configuration Release ", "-configuration Release-Prod ")],
  "And the archive for the internal staging build QA installs?",
  "`xcodebuild -workspace Rider.xcworkspace -scheme Rider -configuration Release -archivePath build/Rider-staging.xcarchive archive`; plain Release is the configuration wired to the staging APIs.",
  "-configuration Release -archivePath build/Rider-staging.xcarchive")

# ---------------------------------------------------------------- d57-024
S("android-flavors", "paraphrase", "code_block", "lookalike",
  "What applicationIdSuffix should Rider's staging flavor use?",
  '```groovy\nproductFlavors {\n    staging {\n        dimension "env"\n        applicationIdSuffix ".staging"\n    }\n}\n```\nThat installs staging as io.larkspur.rider.staging next to the prod app.',
  "our staging ids end in .qa, i.e. io.larkspur.rider.qa. That's what's registered in Firebase and in Play",
  'applicationIdSuffix ".staging"', 'applicationIdSuffix ".qa"',
  "kotlin DSL flavors for Rider, prod and staging with explicit application ids",
  '```kotlin\nproductFlavors {\n    create("prod") {\n        dimension = "env"\n        applicationId = "io.larkspur.rider"\n    }\n    create("staging") {\n        dimension = "env"\n        applicationId = "io.larkspur.rider.staging"\n    }\n}\n```',
  ["io.larkspur.rider.qa"], ["io.larkspur.rider.staging"],
  [("io.larkspur.rider.staging", "io.larkspur.rider.qa")],
  "Which API host do Rider's staging builds talk to?",
  "`https://api.staging.larkspur.io/v2`; prod builds use `https://api.larkspur.io/v2`.",
  "api.staging.larkspur.io")

# ---------------------------------------------------------------- d57-025
S("gradle", "paraphrase", "renamed_identifier", "already_correct",
  "How can CI hand the keystore password to Gradle as a project property without writing gradle.properties?",
  'Export it with the `GRADLE_PROJECT_` prefix, e.g. `GRADLE_PROJECT_uploadStorePassword`, and read `project.property("uploadStorePassword")` in build.gradle.',
  "The prefix is ORG_GRADLE_PROJECT_, Gradle ignores GRADLE_PROJECT_*",
  "`GRADLE_PROJECT_`", "`ORG_GRADLE_PROJECT_`",
  "github actions: pass the key password to the signing config",
  "```yaml\n- run: ./gradlew :app:bundleProdRelease\n  env:\n    GRADLE_PROJECT_uploadKeyPassword: ${{ secrets.UPLOAD_KEY_PASSWORD }}\n```",
  ["ORG_GRADLE_PROJECT_uploadKeyPassword:"], [r"re:(?<!ORG_)GRADLE_PROJECT_"],
  [("    GRADLE_PROJECT_", "    ORG_GRADLE_PROJECT_")],
  "How does the release job give Gradle the store password?",
  "It exports `ORG_GRADLE_PROJECT_uploadStorePassword` from the UPLOAD_STORE_PASSWORD secret, and the signing config reads `uploadStorePassword`.",
  "ORG_GRADLE_PROJECT_uploadStorePassword")

# ---------------------------------------------------------------- d57-026
S("app-store-connect-api", "paraphrase", "renamed_identifier", "lookalike",
  "Our release script mints an App Store Connect API token. What expiry should it set?",
  "Set `exp` to an hour out (`iat + 3600`); that's the longest App Store Connect accepts.",
  "Max is 20 minutes, anything further out gets a 401. iat + 1200 at most",
  "an hour out (`iat + 3600`)", "20 minutes out (`iat + 1200`)",
  "python snippet that creates the ASC JWT for the upload script",
  '```python\nnow = int(time.time())\npayload = {"iss": ISSUER_ID, "iat": now, "exp": now + 3600, "aud": "appstoreconnect-v1"}\ntoken = jwt.encode(payload, private_key, algorithm="ES256", headers={"kid": KEY_ID})\n```',
  [r're:"exp":\s*now\s*\+\s*(1200|1[01]\d\d|[1-9]\d{1,2}|(20|1\d|[1-9])\s*\*\s*60)(?!\d)'], ["now + 3600"],
  [("now + 3600", "now + 1200")],
  "How long is the OAuth access token for our Play service account valid?",
  "Access tokens from the service account flow last about an hour (`expires_in` of roughly 3600 seconds); the client library refreshes them for you.",
  "3600")

# ---------------------------------------------------------------- d57-027
S("xcode", "semantic", "prose_claim", "same_topic",
  "Should Rider's Release build have bitcode enabled for the App Store?",
  "Yes, set `ENABLE_BITCODE = YES` for Release; App Store Connect recompiles bitcode builds, and watchOS requires it.",
  "bitcode is deprecated since Xcode 14 and App Store Connect doesn't accept bitcode anymore. Keep ENABLE_BITCODE = NO",
  "Yes, set `ENABLE_BITCODE = YES` for Release; App Store Connect recompiles bitcode builds, and watchOS requires it.",
  "No, keep `ENABLE_BITCODE = NO`; bitcode is deprecated since Xcode 14 and App Store Connect no longer accepts it.",
  "does the watch extension still need bitcode turned on before we upload?",
  "Yes, watchOS apps must be submitted with bitcode, so keep it enabled on the watch extension target before archiving.",
  [r"re:(?i)deprecated|no longer|not (needed|required|accepted)|set (it|ENABLE_BITCODE) to `?NO"],
  [r"re:(?i)must be submitted with bitcode|keep it enabled"],
  [("Yes, watchOS apps must be submitted with bitcode, so keep it enabled on the watch extension target before archiving.",
    "No. Bitcode is deprecated since Xcode 14 and App Store Connect no longer accepts it, so set ENABLE_BITCODE to NO on the watch extension too.")],
  "How do we get dSYMs to Crashlytics now that bitcode is gone?",
  "Build Release with `DEBUG_INFORMATION_FORMAT = dwarf-with-dsym` and upload the dSYMs from the archive with Crashlytics' `upload-symbols` script.")

# ---------------------------------------------------------------- d57-028
S("team-git", "paraphrase", "reworded", "lookalike",
  "What do I name the branch for the 5.14 release cut?",
  "Cut `release/5.14` from main; CI builds release candidates from any `release/*` branch.",
  "we use releases/ (plural), CI triggers on releases/** so release/5.14 won't build anything",
  "release/5.14", "releases/5.14",
  "time to branch for 5.15, what git commands?",
  "Branch off main and push it: `git switch -c release/5.15 origin/main && git push -u origin release/5.15`.",
  ["releases/5.15"], ["release/5.15"],
  [("release/5.15", "releases/5.15")],
  "Where does CI upload Rider's release AABs?",
  "To `gs://larkspur-mobile-builds/rider/android/release/5.14.0/app-prod-release.aab`, one folder per build type and version.",
  "android/release/5.14.0")

# ---------------------------------------------------------------- d57-029
S("flutter", "paraphrase", "code_block", "lookalike",
  "How do I obfuscate the Dart code in Courier's release build?",
  "Add `--obfuscate`: `flutter build appbundle --release --obfuscate`.",
  "--obfuscate on its own errors out, it needs --split-debug-info=<dir> too. we keep the symbols in build/symbols",
  "flutter build appbundle --release --obfuscate",
  "flutter build appbundle --release --obfuscate --split-debug-info=build/symbols",
  "obfuscated iOS release build for Courier",
  "```sh\nflutter build ipa --release --obfuscate --export-options-plist=ios/ExportOptions.plist\n```",
  [r"re:--split-debug-info[= ]\S+"], [],
  [("--obfuscate", "--obfuscate --split-debug-info=build/symbols")],
  "Can I split out the Dart debug info without obfuscating?",
  "Yes: `flutter build apk --release --split-debug-info=build/symbols` moves the symbols out without renaming anything; add `--obfuscate` only if you also want names mangled.",
  "add `--obfuscate` only if")

# ---------------------------------------------------------------- d57-030
S("react-native", "literal", "code_block", "lookalike",
  "Merchant is on React Native 0.74 and Hermes got switched off on Android. How do I turn it back on?",
  "In `android/app/build.gradle` set `project.ext.react = [enableHermes: true]` and rebuild.",
  "that's the pre-0.71 setup. On 0.74 it's hermesEnabled=true in android/gradle.properties",
  "In `android/app/build.gradle` set `project.ext.react = [enableHermes: true]`",
  "In `android/gradle.properties` set `hermesEnabled=true`",
  "RN 0.74 Android: where is Hermes configured, and how do I check it's running?",
  "It's set in android/app/build.gradle:\n```groovy\nproject.ext.react = [\n    enableHermes: true\n]\n```\nAt runtime, `global.HermesInternal` is defined when Hermes is active.",
  ["hermesEnabled=true"], ["enableHermes"],
  [("It's set in android/app/build.gradle:\n```groovy\nproject.ext.react = [\n    enableHermes: true\n]\n```",
    "It's set in android/gradle.properties:\n```properties\nhermesEnabled=true\n```")],
  "Our legacy Field Tools app is still on RN 0.68. Where is Hermes toggled there?",
  "On 0.68 it's still in `android/app/build.gradle`: `project.ext.react = [enableHermes: true]`, above the line that applies react.gradle.",
  "enableHermes: true")

# ---------------------------------------------------------------- d57-031
S("play-console", "semantic", "reworded", "lookalike",
  "For the first Play release of the new Atlas app, do I upload the APK?",
  "Yes: run `./gradlew assembleRelease` and upload `app-release.apk`; new apps can ship either an APK or a bundle.",
  "New apps have to be published as an AAB since Aug 2021, Play doesn't take APKs for new listings. ./gradlew bundleRelease",
  "run `./gradlew assembleRelease` and upload `app-release.apk`; new apps can ship either an APK or a bundle",
  "run `./gradlew bundleRelease` and upload `app-release.aab`; new apps must ship an Android App Bundle",
  "we're creating the Play listing for the new Beacon app, what artifact do we upload?",
  "A signed APK is fine for a brand new app; build it with assembleRelease and upload it in the first internal testing release.",
  [r"re:(?i)\baab\b|app bundle|bundleRelease"], [r"re:(?i)signed APK is fine|either an APK or a bundle"],
  [("A signed APK is fine for a brand new app; build it with assembleRelease and upload it in the first internal testing release.",
    "An Android App Bundle: new apps can't be published with APKs, so build it with `./gradlew bundleRelease` and upload `app-release.aab` to the first internal testing release.")],
  "QA wants a Beacon build they can sideload with adb, what do I give them?",
  "Run `./gradlew assembleRelease` and hand over `app/build/outputs/apk/release/app-release.apk`; `adb install` takes an APK, not a bundle.",
  "./gradlew assembleRelease")

# ---------------------------------------------------------------- d57-032
S("play-console", "semantic", "reworded", "unrelated",
  "Play rejected the upload saying this version was already used. What do I bump?",
  "Bump `versionName` in defaultConfig (5.14.2 → 5.14.3); Play uses versionName to tell uploads apart.",
  "Play goes by versionCode, the integer. versionName is only the label users see and it can repeat",
  "Bump `versionName` in defaultConfig (5.14.2 → 5.14.3); Play uses versionName to tell uploads apart.",
  "Bump `versionCode` in defaultConfig (51402 → 51403); Play uses versionCode to tell uploads apart.",
  "Play still says the build was already uploaded, but we changed the app version to 5.14.3. why?",
  "Play identifies each upload by its version name, so 5.14.3 should be enough; check that the build actually picked up the new versionName.",
  [r"re:(?i)version ?code"], [r"re:(?i)identifies each upload by its version name"],
  [("Play identifies each upload by its version name, so 5.14.3 should be enough; check that the build actually picked up the new versionName.",
    "Play identifies uploads by versionCode, not the version name, so the versionCode also has to go up (e.g. 51402 → 51403) even though you changed versionName to 5.14.3.")],
  "How do I squash my last three commits before opening the PR?",
  "`git rebase -i HEAD~3`, change the second and third lines from `pick` to `squash`, then push with `--force-with-lease`.")

# ---------------------------------------------------------------- d57-033
S("android-manifest", "semantic", "prose_claim", "lookalike",
  "Play rejected the bundle about android:exported after we raised targetSdk. When is that attribute required?",
  "Since targetSdk 33, every activity, service or receiver with an intent filter must set `android:exported` explicitly.",
  "31 (Android 12), not 33",
  "targetSdk 33", "targetSdk 31",
  "does the deep link activity need android:exported if we only target API 32?",
  "Not yet. The explicit android:exported requirement only kicks in when you target Android 13, so on API 32 the old default still applies.",
  [r"re:\b31\b|Android 12"], [r"re:(?i)not yet|kicks in when you target Android 13"],
  [("Not yet. The explicit android:exported requirement only kicks in when you target Android 13, so on API 32 the old default still applies.",
    "Yes. Since Android 12 (API 31), components with an intent filter must declare android:exported explicitly, so targeting 32 already requires it.")],
  "From which target does the app have to ask for notification permission at runtime?",
  "When it targets API 33 (Android 13) or higher: declare `android.permission.POST_NOTIFICATIONS` and request it at runtime.",
  "API 33")

# ---------------------------------------------------------------- d57-034
S("team-fastlane", "paraphrase", "renamed_identifier", "already_correct",
  "How do I run the TestFlight lane for Rider from my laptop?",
  "From ios/ run `fastlane ios qa`; it builds and uploads to TestFlight.",
  "always `bundle exec fastlane ...` here, the Gemfile pins the fastlane version and bare fastlane picks up whatever is installed globally",
  "`fastlane ios qa`", "`bundle exec fastlane ios qa`",
  "command to push an Android internal build of Rider from my machine?",
  "From the android/ directory run `fastlane android internal`.",
  ["bundle exec fastlane android internal"], [r"re:(?<!bundle exec )fastlane android internal"],
  [("`fastlane android internal`", "`bundle exec fastlane android internal`")],
  "What's the exact command for the iOS QA lane?",
  "`bundle exec fastlane ios qa`, run from the ios/ directory.",
  "bundle exec fastlane ios qa")

# ---------------------------------------------------------------- d57-035
S("app-store-connect-api", "literal", "reordered_args", "already_correct",
  "Load the App Store Connect API key from a base64 secret in our Fastfile",
  '```ruby\napi_key = app_store_connect_api_key(\n  key_id: ENV["ASC_KEY_ID"],\n  issuer_id: ENV["ASC_ISSUER_ID"],\n  key_content: ENV["ASC_KEY_P8_B64"],\n  key_content_base64: true\n)\n```',
  "is_key_content_base64. key_content_base64 isn't a parameter, fastlane errors out on it",
  "key_content_base64: true", "is_key_content_base64: true",
  "authenticate fastlane with ASC using the base64 p8 from CI secrets, then upload to TestFlight",
  '```ruby\napi_key = app_store_connect_api_key(\n  key_content_base64: true,\n  key_content: ENV["ASC_KEY_P8_B64"],\n  issuer_id: ENV["ASC_ISSUER_ID"],\n  key_id: ENV["ASC_KEY_ID"]\n)\nupload_to_testflight(api_key: api_key)\n```',
  ["is_key_content_base64: true"], [r"re:(?<!is_)key_content_base64"],
  [("  key_content_base64: true", "  is_key_content_base64: true")],
  "The secret holds the raw .p8 text, not base64. What changes?",
  'Pass it straight through as `key_content: ENV["ASC_KEY_P8"]` and leave `is_key_content_base64` out; it defaults to false.',
  "is_key_content_base64")

# ---------------------------------------------------------------- d57-036
S("fastlane-supply", "paraphrase", "code_block", "lookalike",
  "Rider's Play service account JSON is in a CI secret as raw JSON. How do I pass it to upload_to_play_store?",
  'Pass it directly: `upload_to_play_store(json_key: ENV["PLAY_SA_JSON"], track: "internal")`.',
  "Lane looks good otherwise. json_key expects a file path though; for the JSON itself use json_key_data",
  'json_key: ENV["PLAY_SA_JSON"]', 'json_key_data: ENV["PLAY_SA_JSON"]',
  "supply call for Rider's internal track, service account from the env",
  '```ruby\nupload_to_play_store(\n  track: "internal",\n  aab: "app/build/outputs/bundle/prodRelease/app-prod-release.aab",\n  json_key: ENV.fetch("PLAY_SA_JSON")\n)\n```',
  [r"re:json_key_data:\s*ENV"], [r"re:json_key:\s*ENV"],
  [("json_key: ENV.fetch", "json_key_data: ENV.fetch")],
  "Locally the key file is at ~/keys/play-sa.json; how do I point supply at it?",
  'Use `json_key: File.expand_path("~/keys/play-sa.json")`, or set `json_key_file` in the Appfile.',
  "json_key: File.expand_path")

# ---------------------------------------------------------------- d57-037
S("mobile-ci", "semantic", "prose_claim", "already_correct",
  "Simulator tests are slow on GitHub's macos-13 runners. Is macos-14 any different?",
  "Not really: macos-14 is the same Intel x86_64 hardware with a newer macOS and Xcode set.",
  "macos-14 runners are Apple silicon (M1, arm64); macos-13 is the Intel image",
  "the same Intel x86_64 hardware", "Apple silicon (M1, arm64) hardware",
  "one of our build tools only ships an x86_64 binary. will it run natively on the macos-14 runner?",
  "Yes, macos-14 is an Intel image, so an x86_64-only binary runs natively without Rosetta.",
  [r"re:(?i)arm64|apple silicon|\bM1\b"], [r"re:(?i)macos-14 is an Intel"],
  [("Yes, macos-14 is an Intel image, so an x86_64-only binary runs natively without Rosetta.",
    "No, macos-14 runs on Apple silicon (M1, arm64), so an x86_64-only binary needs Rosetta 2 there; the macos-13 image is the Intel one.")],
  "Which GitHub-hosted label gives us an Intel Mac?",
  "`macos-13`; the standard macos-14 and macos-15 images run on Apple silicon (arm64).",
  "Apple silicon")

# ---------------------------------------------------------------- d57-038
S("play-app-signing", "semantic", "reworded", "lookalike",
  "App Links stopped verifying after Rider moved to Play App Signing. Which fingerprint goes in assetlinks.json?",
  "Use the SHA-256 of your upload key from `keytool -list -v -keystore upload.jks`; that's the certificate installs from Play are signed with.",
  "Play re-signs what users install with the app signing key, so it's that key's SHA-256 from Play Console > App integrity. The upload key fingerprint only matches builds we sign ourselves.",
  "the SHA-256 of your upload key from `keytool -list -v -keystore upload.jks`; that's the certificate installs from Play are signed with",
  "the SHA-256 of the app signing key from Play Console > App integrity; Play re-signs installs with that key",
  "which sha256_cert_fingerprints should assetlinks.json list for the Play Store build?",
  "Run `./gradlew signingReport`, copy the SHA-256 of the release variant (our upload key) and list that; Play installs carry the same signature.",
  [r"re:(?i)app signing key|App integrity"], [r"re:(?i)Play installs carry the same signature"],
  [("Run `./gradlew signingReport`, copy the SHA-256 of the release variant (our upload key) and list that; Play installs carry the same signature.",
    "List the SHA-256 of the app signing key from Play Console > App integrity; Play re-signs installs with it, so the upload key fingerprint from `./gradlew signingReport` won't match store installs.")],
  "Our Firebase App Distribution builds are signed on CI with the upload key. Which fingerprint makes deep links verify on those?",
  "For those the upload key's SHA-256 is the right one, since nothing re-signs them; list it in assetlinks.json next to the app signing key's fingerprint.",
  "upload key's SHA-256")

# ---------------------------------------------------------------- d57-039
S("ios-universal-links", "literal", "code_block", "same_topic",
  "Where do I host the file for Rider's Universal Links?",
  "Serve it at `https://larkspur.io/.well-known/apple-app-site-association.json` with Content-Type application/json.",
  "no extension: /.well-known/apple-app-site-association. iOS never requests the .json name",
  "apple-app-site-association.json", "apple-app-site-association",
  "nginx config so our universal links file is served right",
  "```nginx\nlocation = /.well-known/apple-app-site-association.json {\n    default_type application/json;\n    alias /srv/app-links/aasa.json;\n}\n```",
  [r"re:location\s*=?\s*/\.well-known/apple-app-site-association\s*\{"],
  ["/.well-known/apple-app-site-association.json"],
  [("/.well-known/apple-app-site-association.json", "/.well-known/apple-app-site-association")],
  "And where does the Android counterpart go?",
  "Android fetches `https://larkspur.io/.well-known/assetlinks.json`, and that one does keep the .json extension.")

# ---------------------------------------------------------------- d57-040
S("play-console", "semantic", "reworded", "lookalike",
  "What's the largest versionCode Play will accept?",
  "versionCode is a 32-bit int, so the max is 2147483647 (Integer.MAX_VALUE).",
  "Play caps it at 2100000000, a bit below Integer.MAX_VALUE",
  "2147483647 (Integer.MAX_VALUE)", "2100000000",
  "we're thinking of using the CI's epoch timestamp as versionCode, would Play accept that long term?",
  "Sure: any positive 32-bit integer works as a versionCode, so epoch seconds are fine until the year 2038.",
  [r"re:2,?100,?000,?000|2\.1 ?billion"], [r"re:(?i)any positive 32-bit integer|until the year 2038"],
  [("Sure: any positive 32-bit integer works as a versionCode, so epoch seconds are fine until the year 2038.",
    "Only until mid-2036: Play's maximum versionCode is 2100000000, which epoch seconds pass in July 2036, so plan a different scheme.")],
  "What's Int.MAX_VALUE in Kotlin?",
  "`Int.MAX_VALUE` is 2147483647, i.e. 2^31 - 1.",
  "2147483647")

# ---------------------------------------------------------------- d57-041
S("play-console", "literal", "reworded", "lookalike",
  "What's the character limit for the short description on Rider's Play listing?",
  "Up to 170 characters; it shows under the app name on the store listing.",
  "80. 170 is the App Store's promotional text.",
  "170 characters", "80 characters",
  "marketing sent a 140-character tagline for the Play short description, does it fit?",
  "Yes, the short description allows 170 characters, so 140 fits.",
  [r"re:\b80\b"], ["170"],
  [("Yes, the short description allows 170 characters, so 140 fits.",
    "No, the Play short description is limited to 80 characters, so the 140-character tagline needs cutting.")],
  "How long can the promotional text be in App Store Connect?",
  "170 characters, and you can change it without submitting a new version.",
  "170 characters")

# ---------------------------------------------------------------- d57-042
S("fastlane-supply", "paraphrase", "identifier", "same_topic",
  "Where do Rider's Android release notes go so supply uploads them for 5.14.2 (versionCode 51402)?",
  "Create `fastlane/metadata/android/en-US/changelogs/5.14.2.txt`; supply matches the file to the version name.",
  "supply looks them up by version code: changelogs/51402.txt (default.txt is the fallback)",
  "changelogs/5.14.2.txt", "changelogs/51402.txt",
  "German release notes for Rider Android 5.15.0, versionCode 51500, which file?",
  "Put them in `fastlane/metadata/android/de-DE/changelogs/5.15.0.txt`; the file is named after the version name.",
  [r"re:de-DE/changelogs/(51500|default)\.txt"], ["changelogs/5.15.0.txt"],
  [("changelogs/5.15.0.txt`; the file is named after the version name.",
    "changelogs/51500.txt`; the file is named after the version code.")],
  "Where does the Play full description live in the supply metadata?",
  "`fastlane/metadata/android/en-US/full_description.txt`, next to `short_description.txt` and `title.txt`.")

# ---------------------------------------------------------------- d57-043
S("flutter", "literal", "identifier", "lookalike",
  "How do I feed Courier's prod config from a JSON file into the build?",
  "Use `flutter build appbundle --dart-define-file=env/prod.json`; each key becomes available through `String.fromEnvironment`.",
  "flag's --dart-define-from-file",
  "--dart-define-file=", "--dart-define-from-file=",
  "flutter run Courier against the staging config json",
  "`flutter run --flavor staging -t lib/main.dart --dart-define-file=env/staging.json`",
  ["--dart-define-from-file=env/staging.json"], ["--dart-define-file"],
  [("--dart-define-file=", "--dart-define-from-file=")],
  "I only need to pass the Sentry DSN at build time, nothing else.",
  "`flutter build ipa --dart-define=SENTRY_DSN=$SENTRY_DSN`, read with `const String.fromEnvironment('SENTRY_DSN')`.",
  "--dart-define=SENTRY_DSN")

# ---------------------------------------------------------------- d57-044
S("team-expo", "paraphrase", "code_block", "unrelated",
  "What's the EAS command for Merchant's App Store build?",
  "`eas build --platform ios --profile production`",
  "there's no production profile in our eas.json, the store one is called store",
  "--profile production", "--profile store",
  "build Merchant for both stores with EAS and submit automatically",
  "```sh\neas build --platform all -e production --auto-submit\n```",
  [r"re:(--profile|-e)[= ]store\b"], [r"re:(--profile|-e)[= ]production\b"],
  [("-e production", "-e store")],
  "How do I see which process is holding port 5432 on my Mac?",
  "`lsof -nP -iTCP:5432 -sTCP:LISTEN` lists the listening process and its PID.")

# ---------------------------------------------------------------- d57-045
S("team-firebase", "literal", "casing", "lookalike",
  "Add Firebase App Distribution to Rider's Android internal lane for QA",
  '```ruby\nfirebase_app_distribution(\n  app: ENV["FIREBASE_ANDROID_APP_ID"],\n  groups: "qa",\n  android_artifact_type: "AAB"\n)\n```',
  "the group alias is qa-core, there's no qa group in our Firebase project",
  'groups: "qa"', 'groups: "qa-core"',
  "send the iOS ad hoc build of Rider to QA through App Distribution",
  '```ruby\nfirebase_app_distribution(\n  app: ENV["FIREBASE_IOS_APP_ID"],\n  ipa_path: "build/Rider.ipa",\n  groups: "QA"\n)\n```',
  [r're:groups:\s*"[^"]*\bqa-core\b'], [r're:(?i)groups:\s*"qa"'],
  [('groups: "QA"', 'groups: "qa-core"')],
  "What's the package name of Rider's staging build?",
  "`io.larkspur.rider.qa`; the staging flavor adds the `.qa` suffix.",
  "io.larkspur.rider.qa")

# ---------------------------------------------------------------- d57-046
S("team-gradle", "literal", "code_block", "unrelated",
  "Point Rider's Gradle builds at our remote build cache",
  "In settings.gradle:\n```groovy\nbuildCache {\n    remote(HttpBuildCache) {\n        url = 'https://gradle-cache.larkspur.internal:5701/cache/'\n        push = System.getenv('CI') != null\n    }\n}\n```",
  "5071.",
  "5701", "5071",
  "laptops should read from the build cache but never push, what's the settings.gradle.kts?",
  '```kotlin\nbuildCache {\n    remote<HttpBuildCache> {\n        url = uri("https://gradle-cache.larkspur.internal:5701/cache/")\n        isPush = false\n    }\n}\n```',
  ["gradle-cache.larkspur.internal:5071"], [":5701"],
  [(":5701", ":5071")],
  "How do I rename my local git branch?",
  "`git branch -m old-name new-name`, or just `git branch -m new-name` for the branch you're on.")

# ---------------------------------------------------------------- d57-047
S("team-ios-signing", "literal", "code_block", "lookalike",
  "Fill in the Appfile for Rider iOS",
  '```ruby\napp_identifier("io.larkspur.rider")\napple_id("mobile-ci@larkspur.io")\nteam_id("Q3T9W5R2DN")\n```',
  "Q3T9W5R2DN is the old enterprise account. App Store team is 8XK2Q7M4PL",
  "Q3T9W5R2DN", "8XK2Q7M4PL",
  "ExportOptions.plist for Rider's App Store export",
  "```xml\n<key>method</key>\n<string>app-store</string>\n<key>teamID</key>\n<string>Q3T9W5R2DN</string>\n<key>signingStyle</key>\n<string>manual</string>\n```",
  ["<string>8XK2Q7M4PL</string>"], ["Q3T9W5R2DN"],
  [("Q3T9W5R2DN", "8XK2Q7M4PL")],
  "Which team signs the in-house enterprise build of the Field Tools app?",
  "The enterprise account, team ID Q3T9W5R2DN, with an in-house distribution profile.",
  "Q3T9W5R2DN")

# ---------------------------------------------------------------- d57-048
S("team-git", "paraphrase", "reworded", "already_correct",
  "Tag the Rider iOS 5.14.0 release",
  '`git tag -a v5.14.0 -m "Rider iOS 5.14.0" && git push origin v5.14.0`',
  "tags are per platform here: rider-ios/5.14.0. the release workflow only triggers on rider-ios/*",
  "v5.14.0", "rider-ios/5.14.0",
  "tag the iOS hotfix 5.14.1 so the release workflow runs",
  'Create an annotated tag and push it: `git tag -a v5.14.1 -m "Rider iOS 5.14.1 hotfix" && git push origin v5.14.1`.',
  ["rider-ios/5.14.1"], [r"re:\bv5\.14\.1\b"],
  [("v5.14.1 -m", "rider-ios/5.14.1 -m"), ("origin v5.14.1", "origin rider-ios/5.14.1")],
  "What's the tag for Rider iOS 5.14.0?",
  "`rider-ios/5.14.0`; pushing it starts the iOS release workflow.",
  "rider-ios/5.14.0")

# ---------------------------------------------------------------- d57-049
S("team-ci", "paraphrase", "equivalent_construct", "lookalike",
  "Add the step that selects Xcode in Rider's iOS workflow",
  "```yaml\n- name: Select Xcode\n  run: sudo xcode-select -s /Applications/Xcode_15.4.app\n```",
  "we're on 16.2 since last sprint, 15.4 can't build against the iOS 18 SDK",
  "Xcode_15.4.app", "Xcode_16.2.app",
  "the unit test job should use the same Xcode as the release job",
  "```yaml\n- uses: maxim-lobanov/setup-xcode@v1\n  with:\n    xcode-version: '15.4'\n```",
  [r"re:16\.2"], ["15.4"],
  [("'15.4'", "'16.2'")],
  "Is Xcode 15.4 still on the bisect Mac mini (ci-mac-07)? I need it to reproduce an old crash.",
  "Yes, it's kept side by side with 16.2 at `/Applications/Xcode_15.4.app`; select it just for your session with `sudo xcode-select -s /Applications/Xcode_15.4.app`.",
  "/Applications/Xcode_15.4.app")

# ---------------------------------------------------------------- d57-050
S("team-ci", "paraphrase", "equivalent_construct", "same_topic",
  "Which Node version should Merchant's CI job set up?",
  "```yaml\n- uses: actions/setup-node@v4\n  with:\n    node-version: 18\n    cache: yarn\n```",
  "Node 20, it's in .nvmrc. Even better use node-version-file: .nvmrc so it can't drift",
  "node-version: 18", "node-version: 20",
  "Dockerfile base image for building Merchant's JS bundle",
  "```dockerfile\nFROM node:18-bookworm-slim\nWORKDIR /app\nCOPY package.json yarn.lock ./\nRUN yarn install --frozen-lockfile\n```",
  [r"re:node:20\b"], ["node:18"],
  [("node:18", "node:20")],
  "How do I make setup-node follow whatever .nvmrc says?",
  "Use `node-version-file: .nvmrc` instead of `node-version` in the actions/setup-node step.")

# ---------------------------------------------------------------- d57-051
S("team-flutter", "literal", "reworded", "same_topic",
  "Set up Flutter in Courier's GitHub workflow",
  "```yaml\n- uses: subosito/flutter-action@v2\n  with:\n    flutter-version: 3.22.2\n    channel: stable\n```",
  "3.24.5, that's what's pinned in .fvmrc",
  "3.22.2", "3.24.5",
  "local setup for Courier, which Flutter do I install with fvm?",
  "Install and pin 3.22.2 with `fvm install 3.22.2 && fvm use 3.22.2`, then run everything through `fvm flutter`.",
  ["3.24.5"], ["3.22.2"],
  [("3.22.2", "3.24.5")],
  "How do I run Courier's tests with the pinned SDK?",
  "`fvm flutter test`; fvm reads the version from .fvmrc in the project root.")

# ---------------------------------------------------------------- d57-052
S("team-android", "paraphrase", "equivalent_construct", "lookalike",
  "New Android library module for Rider's payments wrapper, what defaultConfig?",
  '```kotlin\ndefaultConfig {\n    minSdk = 24\n    consumerProguardFiles("consumer-rules.pro")\n}\n```',
  "our minSdk is 26 in every module, we dropped 24 and 25 last year",
  "minSdk = 24", "minSdk = 26",
  "groovy build file for a new Rider feature module",
  "```groovy\nandroid {\n    namespace 'io.larkspur.rider.feature.wallet'\n    compileSdk 35\n    defaultConfig {\n        minSdkVersion 24\n    }\n}\n```",
  [r"re:minSdk(Version)?\s*=?\s*26\b"], [r"re:minSdk(Version)?\s*=?\s*24\b"],
  [("minSdkVersion 24", "minSdkVersion 26")],
  "Why does the manifest merger accept the vendor's KYC SDK when its own minSdk is 24?",
  "A library only needs a minSdk at or below the app's; the SDK's minSdk 24 is under our 26, so the merge succeeds.",
  "minSdk 24")

# ---------------------------------------------------------------- d57-053
S("team-ios", "paraphrase", "equivalent_construct", "already_correct",
  "What IPHONEOS_DEPLOYMENT_TARGET for the new Rider widget extension?",
  "Set `IPHONEOS_DEPLOYMENT_TARGET = 15.0` to match the app.",
  "the app's deployment target is 16.0 since 5.10, not 15.0",
  "15.0", "16.0",
  "Podfile platform line for Rider",
  "```ruby\nplatform :ios, '15.0'\n```",
  [r"""re:platform :ios, ['"]16(\.0)?['"]"""], ["'15.0'"],
  [("'15.0'", "'16.0'")],
  "What's the oldest iOS Rider supports?",
  "iOS 16.0; `IPHONEOS_DEPLOYMENT_TARGET` is 16.0 for the app and its extensions.",
  "16.0")

# ---------------------------------------------------------------- d57-054
S("team-process", "semantic", "reworded", "lookalike",
  "When's the code freeze for the 5.15 train?",
  "Code freeze is Friday at 17:00 UTC; the release branch is cut right after.",
  "Freeze is Wednesday 12:00 UTC. Friday is when the build goes to review",
  "Friday at 17:00 UTC", "Wednesday at 12:00 UTC",
  "my PR has to make the next mobile release, what's my deadline?",
  "Get it merged before the freeze at 5pm UTC on Friday; after that only cherry-picks go onto the release branch.",
  [r"re:(?i)wednesday"], [r"re:(?i)friday|5 ?pm"],
  [("before the freeze at 5pm UTC on Friday", "before the freeze at 12:00 UTC on Wednesday")],
  "When does the release build get submitted for App Store review?",
  "On Friday, once QA has signed off on the release candidate.",
  "Friday")

# ---------------------------------------------------------------- d57-055
S("team-process", "semantic", "prose_claim", "lookalike",
  "5.14.2 looks good on internal, promote it to production with supply?",
  'Sure: `bundle exec fastlane android promote` runs `upload_to_play_store(track: "internal", track_promote_to: "production", rollout: "0.05")`. Running it now.',
  "don't. only the release captain promotes to production, and builds go internal -> beta first. promote it to beta and ping #mobile-release",
  'track_promote_to: "production"', 'track_promote_to: "beta"',
  "QA passed on 5.15.0 internal, ship it to prod",
  "Done: I promoted the 5.15.0 internal build straight to the production track at a 5% rollout.",
  [r"re:(?i)release captain|\bbeta\b"], [r"re:(?i)promoted[^.]*to the production track"],
  [("Done: I promoted the 5.15.0 internal build straight to the production track at a 5% rollout.",
    "I haven't touched production: only the release captain promotes to production. I can promote 5.15.0 from internal to beta and post in #mobile-release so the captain picks it up.")],
  "I'm release captain this week: promote 5.15.0 from beta to production at 5%.",
  '`bundle exec fastlane android promote` with `upload_to_play_store(track: "beta", track_promote_to: "production", rollout: "0.05")`.',
  'track_promote_to: "production"')

# ---------------------------------------------------------------- d57-056
S("team-secrets", "literal", "code_block", "same_topic",
  "Where does the release job read the App Store Connect API key from?",
  "From Vault at `secret/mobile/appstore-connect`, fields key_id, issuer_id and key_p8.",
  "it's secret/mobile/asc-api now. appstore-connect held the old Apple ID credentials and was deleted",
  "secret/mobile/appstore-connect", "secret/mobile/asc-api",
  "vault command to fetch the ASC issuer id for local debugging",
  "```sh\nvault kv get -field=issuer_id secret/mobile/appstore-connect\n```",
  ["secret/mobile/asc-api"], ["appstore-connect"],
  [("secret/mobile/appstore-connect", "secret/mobile/asc-api")],
  "Which Vault path has the Play service account?",
  "`secret/mobile/play-console`, field `service_account_json`.")

# ---------------------------------------------------------------- d57-057
S("team-testflight", "literal", "casing", "same_topic",
  "Upload Rider to TestFlight and hand it to the QA group",
  '```ruby\nupload_to_testflight(\n  api_key: api_key,\n  groups: ["QA"]\n)\n```',
  'the ASC group is called "Larkspur QA", there\'s no "QA" group so pilot fails',
  'groups: ["QA"]', 'groups: ["Larkspur QA"]',
  "distribute the latest Rider build to the qa testers without re-uploading",
  '```sh\nbundle exec fastlane pilot distribute --groups "qa"\n```',
  [r're:--groups[= ]"Larkspur QA"'], [r're:(?i)--groups[= ]"qa"'],
  [('--groups "qa"', '--groups "Larkspur QA"')],
  "How do I stop upload_to_testflight from blocking CI until processing finishes?",
  "Pass `skip_waiting_for_build_processing: true`; the lane returns right after the upload.")

# ---------------------------------------------------------------- d57-058
S("team-gradle", "literal", "code_block", "lookalike",
  "Make Rider's Gradle resolve through our internal Maven mirror",
  '```kotlin\ndependencyResolutionManagement {\n    repositories {\n        maven { url = uri("https://nexus.larkspur.internal/repository/maven-public/") }\n    }\n}\n```',
  "we moved maven off nexus, it's https://artifacts.larkspur.internal/artifactory/maven-remote/ now",
  "https://nexus.larkspur.internal/repository/maven-public/",
  "https://artifacts.larkspur.internal/artifactory/maven-remote/",
  "the init script CI uses to force every project through the mirror",
  "```groovy\nallprojects {\n    repositories {\n        maven { url 'https://nexus.larkspur.internal/repository/maven-public/' }\n    }\n}\n```",
  ["artifacts.larkspur.internal/artifactory/maven-remote/"], ["nexus.larkspur.internal/repository/maven-public"],
  [("https://nexus.larkspur.internal/repository/maven-public/", "https://artifacts.larkspur.internal/artifactory/maven-remote/")],
  "Where does Merchant's yarn pull npm packages from?",
  "Still from Nexus: `https://nexus.larkspur.internal/repository/npm-proxy/`, set as the registry in .yarnrc.",
  "nexus.larkspur.internal/repository/npm-proxy/")

# ---------------------------------------------------------------- d57-059
S("team-android-signing", "literal", "reordered_args", "lookalike",
  "keytool command to check when Rider's upload key expires",
  "`keytool -list -v -keystore upload.jks -alias key0`",
  "alias is larkspur-upload; key0 is just Android Studio's default",
  "-alias key0", "-alias larkspur-upload",
  "export the upload certificate as PEM for the Play upload key form",
  "`keytool -export -alias key0 -rfc -file upload_certificate.pem -keystore upload.jks`",
  ["-alias larkspur-upload"], ["key0"],
  [("-alias key0", "-alias larkspur-upload")],
  "What alias does Android Studio's Generate Signed Bundle wizard fill in for a new key?",
  "It pre-fills `key0`; you can change it before creating the key.",
  "key0")

# ---------------------------------------------------------------- d57-060
S("team-fastlane", "literal", "code_block", "already_correct",
  "How do I submit Rider iOS for App Store review from the command line?",
  "`bundle exec fastlane ios release` builds, uploads and submits for review.",
  "the lane's called store, there's no release lane in our Fastfile",
  "fastlane ios release", "fastlane ios store",
  "kick off the App Store submission lane on CI",
  "```yaml\n- name: Submit to App Store\n  working-directory: ios\n  run: bundle exec fastlane ios release\n```",
  ["fastlane ios store"], ["fastlane ios release"],
  [("fastlane ios release", "fastlane ios store")],
  "What does `bundle exec fastlane ios store` do?",
  'It runs the `store` lane: match with `type: "appstore"`, build_app, then upload_to_app_store with `submit_for_review: true`.',
  "`store` lane")


# ====================================================================== checks

def check_one(text, pattern):
    if pattern.startswith("re:"):
        return re.search(pattern[3:], text) is not None
    return pattern in text


def fixed(rep, text):
    ok = all(check_one(text, p) for p in rep["expect_contains"])
    return ok and not any(check_one(text, p) for p in rep["expect_absent"])


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise ValueError("fix source not found: %r" % old)
        text = text.replace(old, new)
    return text


def validate():
    errors = []
    if len(SCENARIOS) != 60:
        errors.append("expected 60 scenarios, got %d" % len(SCENARIOS))
    for i, s in enumerate(SCENARIOS, 1):
        s["id"] = "d57-%03d" % i
    seen = {}
    for s in SCENARIOS:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTY:
            errors.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL_KIND:
            errors.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            errors.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for k in keys:
                v = s[part][k]
                if not isinstance(v, str) or not v.strip():
                    errors.append("%s: empty %s.%s" % (sid, part, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if not r["expect_contains"] and not r["expect_absent"]:
            errors.append("%s: repeat has no checks" % sid)
        for p in r["expect_contains"] + r["expect_absent"]:
            if p.startswith("re:"):
                try:
                    re.compile(p[3:])
                except re.error as e:
                    errors.append("%s: bad regex %r: %s" % (sid, p, e))
        try:
            if fixed(r, r["output"]):
                errors.append("%s: repeat as written already passes its check" % sid)
            if not s["_fix"]:
                errors.append("%s: no fix" % sid)
            else:
                out = apply_fix(r["output"], s["_fix"])
                if not fixed(r, out):
                    errors.append("%s: repeat with fix applied still fails" % sid)
                if out == r["output"]:
                    errors.append("%s: fix changes nothing" % sid)
        except (ValueError, re.error) as e:
            errors.append("%s: %s" % (sid, e))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["_holds"]:
                errors.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["_holds"] not in c["output"]:
                errors.append("%s: control does not contain holds %r" % (sid, s["_holds"]))
        elif s["_holds"]:
            errors.append("%s: holds given for %s control" % (sid, s["control_kind"]))
        if c["output"] == t["output"] or c["output"] == r["output"]:
            errors.append("%s: control output equals teach/repeat output" % sid)
        texts = [t["query"], t["output"], t["message"], r["query"], r["output"], c["query"], c["output"]]
        for txt in texts:
            key = txt.strip()
            if key in seen and seen[key] != sid:
                errors.append("%s: duplicate text shared with %s: %r" % (sid, seen[key], key[:60]))
            elif key in seen:
                errors.append("%s: duplicate text within scenario: %r" % (sid, key[:60]))
            seen[key] = sid
    for field, ranges in RANGES.items():
        cnt = Counter(s[field] for s in SCENARIOS)
        for name, (lo, hi) in ranges.items():
            if not lo <= cnt.get(name, 0) <= hi:
                errors.append("%s=%s count %d outside [%d, %d]" % (field, name, cnt.get(name, 0), lo, hi))
    return errors


README_HEAD = ("This is a development set. Use it to find and understand failures. Do not copy its "
               "sentences, values or checks into code, tests, prompts, rules or training data.")


def table(field, order):
    cnt = Counter(s[field] for s in SCENARIOS)
    lines = ["| %s | count |" % field, "|---|---|"]
    for name in order:
        lines.append("| `%s` | %d |" % (name, cnt.get(name, 0)))
    lines.append("| total | %d |" % sum(cnt.values()))
    return "\n".join(lines)


def write():
    fields = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in fields}, ensure_ascii=False) + "\n")
    readme = "\n".join([
        README_HEAD,
        "",
        "# dev57: mobile release engineering",
        "",
        "60 teach -> repeat -> control scenarios (`d57-001` ... `d57-060`) about mobile release",
        "engineering: Xcode and Gradle builds, fastlane (match, supply, pilot), code signing,",
        "App Store Connect and Play Console, React Native, Flutter and Expo tooling, CI for mobile,",
        "and one team's own bundle ids, keystores, tracks, hosts, versions and conventions. Each",
        "teach output holds exactly one mistake that the teach message corrects; the repeat is",
        "another session whose answer repeats the mistake; the control must come back byte-identical.",
        "The format and the scenario rules are those of `eval/loop` (see its README).",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, plus per scenario a build-only `fix` for the repeat and a `holds` string for lookalike / already_correct controls; validates and writes the two files below |",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `README.md` | this file (generated) |",
        "",
        "`python3 build.py` checks ids, enums and counts, that every repeat fails its own check as",
        "written and passes once its `fix` is applied, that `gold_wrong` occurs in the teach output,",
        "that lookalike / already_correct controls contain their `holds` string, and that no text is",
        "duplicated. It writes nothing unless all checks pass.",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTY),
        "",
        table("control_kind", CONTROL_KIND),
        "",
        table("repeat_variation", VARIATION),
        "",
    ])
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)


def main():
    errors = validate()
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        return 1
    write()
    for field, order in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND),
                         ("repeat_variation", VARIATION)):
        cnt = Counter(s[field] for s in SCENARIOS)
        print(field + ": " + ", ".join("%s=%d" % (n, cnt.get(n, 0)) for n in order))
    print("ok: wrote scenarios.jsonl (%d) and README.md" % len(SCENARIOS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
