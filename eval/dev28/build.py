#!/usr/bin/env python3
"""Build eval/dev28/scenarios.jsonl and README.md (learning-loop scenarios, mobile app development).

    python3 eval/dev28/build.py

Holds 60 scenarios as data, validates them (ids, fields, enums, gold spans, that every
repeat fails its own check and its `fix` passes it, literal recurrence, control checks,
mix counts, unique teach messages) and only then writes the files. Standard library only.
The `fix`, `cflags`, `cneeds` and `literal` fields are used here only and are not written.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d28"
N = 60

DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
CONTROL_KIND = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
VARIATIONS = ["reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args"]

SCEN = []


def S(topic, difficulty, variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    tq, to, tm, gw, gr = teach
    rq, ro, rc, ra = repeat
    cq, co = control
    SCEN.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": list(rc), "expect_absent": list(ra)},
        "control": {"query": cq, "output": co},
        "fix": list(fix), "cflags": cflags, "cneeds": cneeds, "literal": literal,
    })


# =====================================================================================
# scenarios
# =====================================================================================

# 001 ---------------------------------------------------------------------------------
S("ios-push", "literal", "code_block", "lookalike",
  ("Our Node notifier sends pushes to the debug build installed from Xcode. Which APNs host should the dev config use?",
   "For the dev config, point the HTTP/2 client at `https://api.push.apple.com:443` and sign the JWT with your .p8 key "
   "(key ID in the header, team ID as `iss`). Set `apns-topic` to the bundle ID, `com.acme.shop`.",
   "Builds run from Xcode get development tokens, so the dev config has to use api.sandbox.push.apple.com, not "
   "api.push.apple.com \u2014 otherwise every send comes back BadDeviceToken.",
   "api.push.apple.com", "api.sandbox.push.apple.com"),
  ("Write the APNs part of .env.development for the notifier service.",
   """```
APNS_HOST=api.push.apple.com
APNS_PORT=443
APNS_KEY_ID=7QK2M4XJ9P
APNS_TEAM_ID=H3LD8C2W6T
APNS_TOPIC=com.acme.shop
```
The notifier loads this file when `NODE_ENV=development`, i.e. for the debug builds developers install from Xcode.""",
   ["APNS_HOST=api.sandbox.push.apple.com"], ["APNS_HOST=api.push.apple.com"]),
  ("And the APNs part of .env.production (App Store and TestFlight builds)?",
   """```
APNS_HOST=api.push.apple.com
APNS_PORT=443
APNS_KEY_ID=7QK2M4XJ9P
APNS_TEAM_ID=H3LD8C2W6T
APNS_TOPIC=com.acme.shop
```
Production uses the same .p8 key; only the host differs from the development file."""),
  fix=[("APNS_HOST=api.push.apple.com", "APNS_HOST=api.sandbox.push.apple.com")],
  cflags=["sandbox"], cneeds=["APNS_HOST=api.push.apple.com"])

# 002 ---------------------------------------------------------------------------------
S("ios-push", "literal", "code_block", "same_topic",
  ("What port do I open in the firewall for our APNs provider? It uses the HTTP/2 token API.",
   "Allow outbound TCP to Apple's push range (17.0.0.0/8) on port 2195. The HTTP/2 provider API keeps a long-lived "
   "connection open, so make sure the firewall doesn't drop idle connections after a few minutes.",
   "443. 2195 was the legacy binary interface and it's been shut down.",
   "port 2195", "port 443"),
  ("Write the egress rule for the notification worker pods.",
   """```yaml
egress:
  - to:
      - ipBlock:
          cidr: 17.0.0.0/8
    ports:
      - protocol: TCP
        port: 2195
```
Apple's push servers live in 17.0.0.0/8, so that CIDR covers the APNs HTTP/2 endpoint.""",
   [r"re:port: (443|2197)\b"], ["port: 2195"]),
  ("How long can we reuse one APNs provider JWT?",
   "Apple rejects tokens older than an hour with `ExpiredProviderToken`, and refreshing more often than every 20 minutes "
   "gets `TooManyProviderTokenUpdates`. Generate a new JWT every 20\u201360 minutes and reuse it across requests and "
   "connections in between."),
  fix=[("port: 2195", "port: 443")], literal="2195")

# 003 ---------------------------------------------------------------------------------
S("android-push", "literal", "reworded", "same_topic",
  ("How do I send a test push to one Android device with curl?",
   r"""```sh
curl -X POST https://fcm.googleapis.com/fcm/send \
  -H 'Authorization: key=AAAA...server-key' \
  -H 'Content-Type: application/json' \
  -d '{"to": "<device-token>", "notification": {"title": "Test", "body": "Hello"}}'
```""",
   "the legacy /fcm/send endpoint and server keys were shut down \u2014 it has to be the HTTP v1 API, POST to "
   "/v1/projects/<project-id>/messages:send with an OAuth bearer token.",
   "https://fcm.googleapis.com/fcm/send", "https://fcm.googleapis.com/v1/projects/<project-id>/messages:send"),
  ("In our Python notifier, which URL should requests.post hit to deliver an FCM message?",
   "Post the JSON payload to `https://fcm.googleapis.com/fcm/send`; a 200 response means FCM accepted the message "
   "for delivery, and the body tells you if the registration token was invalid.",
   ["messages:send"], ["fcm/send"]),
  ("How does the notifier get an access token for FCM in Python?",
   """Use the service account and the `firebase.messaging` scope:
```python
from google.oauth2 import service_account
import google.auth.transport.requests

creds = service_account.Credentials.from_service_account_file(
    "fcm-sa.json", scopes=["https://www.googleapis.com/auth/firebase.messaging"])
creds.refresh(google.auth.transport.requests.Request())
token = creds.token
```
Cache it until `creds.expiry`; tokens are valid for about an hour."""),
  fix=[("https://fcm.googleapis.com/fcm/send", "https://fcm.googleapis.com/v1/projects/acme-shop/messages:send")])

# 004 ---------------------------------------------------------------------------------
S("deep-links", "literal", "reworded", "same_topic",
  ("Where does the Digital Asset Links file go for Android App Links on shop.acme.com?",
   "Host it at `https://shop.acme.com/.well-known/asset-links.json`, served as `application/json` over HTTPS with no "
   "redirects. It lists your package name and the SHA-256 fingerprint of the signing certificate.",
   "It's assetlinks.json, no hyphen \u2014 with asset-links.json verification just 404s.",
   "asset-links.json", "assetlinks.json"),
  ("App Links verification keeps failing. How do I check the file is actually reachable?",
   "Fetch it directly with `curl -i https://shop.acme.com/.well-known/asset-links.json`; you should get a 200 with "
   "`Content-Type: application/json` and no redirect. Then run `adb shell pm verify-app-links --re-verify com.acme.shop` "
   "and check `adb shell pm get-app-links com.acme.shop`.",
   [".well-known/assetlinks.json"], ["asset-links.json"]),
  ("How do I get the SHA-256 fingerprint that goes in that file?",
   "With Play App Signing, copy the SHA-256 of the app signing key from the App signing page in Play Console (it's "
   "under App integrity). For local debug builds use `keytool -list -v -keystore ~/.android/debug.keystore -alias "
   "androiddebugkey -storepass android` and add that fingerprint as a second entry."),
  fix=[("asset-links.json", "assetlinks.json")])

# 005 ---------------------------------------------------------------------------------
S("deep-links", "literal", "code_block", "lookalike",
  ("What's the URL for the apple-app-site-association file for universal links?",
   "Serve it at `https://shop.acme.com/.well-known/apple-app-site-association.json` with `Content-Type: "
   "application/json` and no redirects. Apple's CDN fetches it when the app is installed or updated.",
   "There's no .json extension on the AASA file, it's just /.well-known/apple-app-site-association.",
   "apple-app-site-association.json", "apple-app-site-association"),
  ("Give me the nginx block for serving the AASA file.",
   """```nginx
location = /.well-known/apple-app-site-association.json {
    root /var/www/shop;
    default_type application/json;
}
```
Reload with `nginx -s reload` and check it with curl.""",
   ["location = /.well-known/apple-app-site-association {"], ["apple-app-site-association.json"]),
  ("How does the AASA file get into the web build? I see a copy of it in the repo.",
   """The source lives in `web/static/apple-app-site-association.json` so editors and the linter treat it as JSON; the deploy step copies it to the extensionless path:
```sh
cp web/static/apple-app-site-association.json public/.well-known/apple-app-site-association
```"""),
  fix=[("apple-app-site-association.json {", "apple-app-site-association {")],
  cflags=["public/.well-known/apple-app-site-association.json", "web/static/apple-app-site-association "],
  cneeds=["cp web/static/apple-app-site-association.json"])

# 006 ---------------------------------------------------------------------------------
S("android-gradle", "literal", "code_block", "same_topic",
  ("Set up the defaultConfig for the new :app module.",
   """```kotlin
android {
    namespace = "com.acme.shop"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.acme.shop"
        minSdk = 21
        targetSdk = 34
        versionCode = 1
        versionName = "1.0.0"
    }
}
```""",
   "we dropped everything below Android 8 last quarter, minSdk is 26 across all our modules",
   "minSdk = 21", "minSdk = 26"),
  ("Create the build.gradle.kts for the new :feature:checkout library module.",
   """```kotlin
plugins {
    id("com.android.library")
    kotlin("android")
}

android {
    namespace = "com.acme.shop.checkout"
    compileSdk = 34
    defaultConfig {
        minSdk = 21
        consumerProguardFiles("consumer-rules.pro")
    }
}
```""",
   ["minSdk = 26"], ["minSdk = 21"]),
  ("Which JDK should CI use for the Android build?",
   "Use Temurin 17 for the Gradle daemon, since AGP 8.x requires JDK 17, and pin it in the workflow with "
   "`actions/setup-java` (`distribution: temurin`, `java-version: '17'`) so CI doesn't pick up whatever the runner "
   "image defaults to."),
  fix=[("minSdk = 21", "minSdk = 26")])

# 007 ---------------------------------------------------------------------------------
S("expo", "paraphrase", "other_identifier", "same_topic",
  ("How do I make an iOS build of our Expo app for TestFlight?",
   "Run `expo build:ios -t archive`, sign in with your Apple ID when prompted, and download the .ipa from the link it "
   "prints at the end. Then upload it with Transporter.",
   "expo build:ios is the classic build service, it's been retired. We use EAS: eas build -p ios --profile production, "
   "then eas submit.",
   "expo build:ios -t archive", "eas build -p ios --profile production"),
  ("And the Android build for Play internal testing?",
   "Run `expo build:android -t app-bundle` and wait for the job in the build queue; the .aab link is printed when it "
   "finishes. Upload that file to the internal testing track in Play Console.",
   [r"re:eas build (-p|--platform) android"], ["expo build:android"]),
  ("How do I build the iOS app locally on my Mac without EAS?",
   "`npx expo run:ios --configuration Release` \u2014 it runs prebuild if the `ios/` folder is missing and compiles "
   "with your local Xcode, then installs on the booted simulator."),
  fix=[("expo build:android -t app-bundle", "eas build -p android --profile production")])

# 008 ---------------------------------------------------------------------------------
S("react-native", "literal", "reworded", "lookalike",
  ("The RN app on my phone can't reach the packager. What port does Metro listen on?",
   "Metro serves the bundle on port 8080 by default. Make sure your phone is on the same Wi-Fi and nothing else is bound "
   "to that port, or start it explicitly with `npx react-native start --port 8080`.",
   "8081.",
   "port 8080 by default", "port 8081 by default"),
  ("Do I need to open the bundler port in my laptop's firewall for on-device testing?",
   "Yes \u2014 allow incoming TCP 8080 for node, since that's where Metro serves the JS bundle to devices on your "
   "network. After that, shake the device and set the bundler location to your laptop's IP.",
   ["8081"], ["8080"]),
  ("From the Android emulator, what URL should the app use for our local Spring API?",
   "The Spring Boot API listens on 8080 on your machine and the emulator reaches the host at 10.0.2.2, so use "
   "`http://10.0.2.2:8080/api`. Cleartext to that address needs an entry in the debug network security config."),
  fix=[("TCP 8080", "TCP 8081")],
  cflags=["8081"], cneeds=["http://10.0.2.2:8080/api"], literal="8080")

# 009 ---------------------------------------------------------------------------------
S("android-emulator", "literal", "code_block", "lookalike",
  ("How does the Android emulator call the dev server running on my Mac on port 3000?",
   "Just use `http://localhost:3000` as the base URL in the debug build config; the emulator forwards it to your "
   "machine.",
   "from the emulator localhost is the emulator itself \u2014 the host machine is 10.0.2.2, so http://10.0.2.2:3000",
   "http://localhost:3000", "http://10.0.2.2:3000"),
  ("Add a debug buildConfigField for the API base URL so the emulator build talks to the local dev server.",
   r"""```kotlin
buildTypes {
    debug {
        buildConfigField("String", "API_BASE_URL", "\"http://localhost:3000\"")
    }
}
```
Remember `buildFeatures { buildConfig = true }` on AGP 8.""",
   ["10.0.2.2:3000"], ["localhost:3000"]),
  ("What base URL does the iOS Simulator build use for the same dev server?",
   "The iOS Simulator shares the Mac's network stack, so `http://localhost:3000` works as is. Add "
   "`NSAllowsLocalNetworking` under `NSAppTransportSecurity` in the debug Info.plist so ATS allows plain HTTP to it."),
  fix=[("http://localhost:3000", "http://10.0.2.2:3000")],
  cflags=["10.0.2.2"], cneeds=["`http://localhost:3000`"])

# 010 ---------------------------------------------------------------------------------
S("flutter", "literal", "code_block", "lookalike",
  ("What's the command to build our Flutter app for the Play Store upload?",
   "Run `flutter build apk --release`. The signed APK ends up in `build/app/outputs/flutter-apk/app-release.apk`, "
   "which you upload on the release page in Play Console.",
   "Thanks, the signing config part worked. One thing though: Play hasn't taken APKs for new apps since 2021, it "
   "needs an app bundle, so flutter build appbundle. Can you also add --obfuscate to it?",
   "flutter build apk --release", "flutter build appbundle --release"),
  ("Write the CI step that produces the artifact we push to the Play production track.",
   """```yaml
- name: Build release for Play
  run: flutter build apk --release --build-number=${{ github.run_number }}
- uses: actions/upload-artifact@v4
  with:
    name: play-release
    path: build/app/outputs/flutter-apk/app-release.apk
```""",
   ["flutter build appbundle"], ["flutter build apk"]),
  ("QA wants a build they can sideload from Firebase App Distribution. Which command?",
   "For sideloading an APK is what you want: `flutter build apk --release`, then upload "
   "`build/app/outputs/flutter-apk/app-release.apk` with `firebase appdistribution:distribute` and the QA group."),
  fix=[("flutter build apk --release", "flutter build appbundle --release"),
       ("build/app/outputs/flutter-apk/app-release.apk", "build/app/outputs/bundle/release/app-release.aab")],
  cflags=["appbundle"], cneeds=["`flutter build apk --release`"])

# 011 ---------------------------------------------------------------------------------
S("ios-permissions", "literal", "reworded", "lookalike",
  ("Our app only saves generated stickers to Photos. Which Info.plist key do I need?",
   "Add `NSPhotoLibraryUsageDescription` with a user-facing reason, e.g. \"Stickers you create are saved to your photo "
   "library.\" Without it the app crashes on the first save.",
   "For write-only access it's NSPhotoLibraryAddUsageDescription \u2014 the plain one asks for full read access and "
   "review flagged exactly that last time.",
   "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"),
  ("The receipts screen exports a PNG into the camera roll. What do I need in Info.plist?",
   "Before calling `UIImageWriteToSavedPhotosAlbum`, make sure Info.plist has `NSPhotoLibraryUsageDescription`; iOS "
   "shows its string the first time the app writes a receipt image to Photos.",
   ["NSPhotoLibraryAddUsageDescription"], ["NSPhotoLibraryUsageDescription"]),
  ("Our gallery screen lists all of the user's photos with PHAsset.fetchAssets. Which key?",
   "Reading the library through PhotoKit needs full access, so add `NSPhotoLibraryUsageDescription` (e.g. \"Browse "
   "your photos to pick a cover.\") and call `PHPhotoLibrary.requestAuthorization(for: .readWrite)` before fetching."),
  fix=[("NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription")],
  cflags=["NSPhotoLibraryAddUsageDescription"], cneeds=["`NSPhotoLibraryUsageDescription`"])

# 012 ---------------------------------------------------------------------------------
S("swiftui", "paraphrase", "renamed_identifier", "lookalike",
  ("SwiftUI: CartView creates its own CartModel. How should I declare it?",
   """```swift
struct CartView: View {
    @ObservedObject var model = CartModel()

    var body: some View {
        List(model.items) { CartRow(item: $0) }
    }
}
```""",
   "the view owns it, so it needs @StateObject \u2014 with @ObservedObject it gets recreated on every parent redraw "
   "and the cart empties.",
   "@ObservedObject var model = CartModel()", "@StateObject var model = CartModel()"),
  ("ProfileScreen builds its own ProfileViewModel. Show the declaration.",
   """```swift
struct ProfileScreen: View {
    @ObservedObject private var viewModel = ProfileViewModel()

    var body: some View {
        Form { Text(viewModel.displayName) }
            .task { await viewModel.load() }
    }
}
```""",
   ["@StateObject private var viewModel = ProfileViewModel()"], ["@ObservedObject"]),
  ("CartRowActions gets the model passed down from CartView. How does it declare it?",
   """CartView owns the model and passes it down, so the child only observes it:
```swift
struct CartRowActions: View {
    @ObservedObject var model: CartModel
    let item: CartItem

    var body: some View {
        Stepper("Qty \\(item.quantity)", onIncrement: { model.add(item) }, onDecrement: { model.remove(item) })
    }
}
```"""),
  fix=[("@ObservedObject private var viewModel", "@StateObject private var viewModel")],
  cflags=["@StateObject"], cneeds=["@ObservedObject var model: CartModel"])

# 013 ---------------------------------------------------------------------------------
S("swiftui", "literal", "reworded", "already_correct",
  ("Wrap the settings screen in navigation so rows can push detail screens.",
   """```swift
NavigationView {
    List(settings) { item in
        NavigationLink(item.title, destination: SettingsDetail(item: item))
    }
    .navigationTitle("Settings")
}
```""",
   "We're iOS 16+, so NavigationStack. NavigationView is deprecated and our SwiftLint custom rule fails the build on it.",
   "NavigationView", "NavigationStack"),
  ("Add navigation to the order history list so tapping an order shows its details.",
   "Embed the list in a `NavigationView` and give each row a `NavigationLink` to `OrderDetailView(order:)`; put "
   "`.navigationTitle(\"Orders\")` on the list itself, not on the NavigationView.",
   ["NavigationStack"], ["NavigationView"]),
  ("How do I push the receipt screen programmatically after checkout succeeds?",
   """Bind a path to the stack and append to it:
```swift
@State private var path = NavigationPath()

NavigationStack(path: $path) {
    CheckoutView(onSuccess: { path.append(Route.receipt($0)) })
        .navigationDestination(for: Route.self) { route in
            RouteView(route: route)
        }
}
```"""),
  fix=[("NavigationView", "NavigationStack")],
  cneeds=["NavigationStack(path: $path)"])

# 014 ---------------------------------------------------------------------------------
S("app-store", "semantic", "prose_claim", "unrelated",
  ("How long can the App Store keywords field be?",
   "You get 255 characters for keywords, comma-separated. Don't repeat words that are already in the app name, and skip "
   "spaces after commas to save room.",
   "Isn't the keywords field capped at 100 characters? I don't think 255 is right.",
   "255 characters", "100 characters"),
  ("Draft the keyword guidance for our ASO doc.",
   "Keywords are comma-separated with no spaces after the commas. The field takes a couple of hundred characters, so "
   "there's room for long-tail phrases like 'grocery delivery,meal kit,weekly recipes'.",
   ["100 characters"], ["couple of hundred"]),
  ("Write a Postgres query for the top 10 products by revenue last month.",
   """```sql
SELECT p.id, p.name, SUM(oi.quantity * oi.unit_price) AS revenue
FROM order_items oi
JOIN orders o ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
WHERE o.created_at >= date_trunc('month', now()) - interval '1 month'
  AND o.created_at <  date_trunc('month', now())
GROUP BY p.id, p.name
ORDER BY revenue DESC
LIMIT 10;
```"""),
  fix=[("The field takes a couple of hundred characters, so there's room for long-tail phrases like",
        "The field takes only 100 characters, so favour single words like")])

# 015 ---------------------------------------------------------------------------------
S("play-console", "semantic", "prose_claim", "same_topic",
  ("What's the max length for our app name in Play Console?",
   "The app name on Google Play can be up to 50 characters, so \"Acme Shop \u2014 Groceries & Meal Kits\" fits easily.",
   "Play cut the app name limit to 30 characters a while back, so anything longer won't save.",
   "up to 50 characters", "up to 30 characters"),
  ("Can we rename the Play listing to 'Acme Shop: Fresh Groceries Delivered'?",
   "Yes \u2014 names on Google Play allow 50 characters and that one is 36, so it fits with room to spare.",
   ["30 characters"], ["50 characters", "fits with room"]),
  ("And the limits for the short and full description?",
   "Short description: up to 80 characters, shown at the top of the listing. Full description: up to 4,000 characters."),
  fix=[("Yes \u2014 names on Google Play allow 50 characters and that one is 36, so it fits with room to spare.",
        "No \u2014 names on Google Play allow 30 characters and that one is 36, so it won't save; try 'Acme Shop: Groceries'.")])

# 016 ---------------------------------------------------------------------------------
S("app-signing", "semantic", "prose_claim", "same_topic",
  ("What happens if we lose the keystore we use to sign our Play uploads?",
   "Then you can never publish an update to that app again \u2014 Play requires every update to be signed with the same "
   "key, so you'd have to publish a new app under a new package name.",
   "We're enrolled in Play App Signing, so what we hold is only the upload key. If it's lost, the account owner requests "
   "an upload key reset in Play Console and we keep shipping under the same package.",
   "you can never publish an update to that app again",
   "the account owner can request an upload key reset in Play Console"),
  ("Write the 'lost keystore' entry for the Android release runbook.",
   "**Lost upload keystore:** there is no recovery. Google requires every update to be signed with the original key, "
   "so a lost keystore means shipping a new listing under a new applicationId.",
   [r"re:(?i)upload key reset"], ["no recovery", "new applicationId"]),
  ("Where do we keep the upload keystore for CI?",
   "It's stored base64-encoded in the `ANDROID_UPLOAD_KEYSTORE` secret, with the passwords in "
   "`ANDROID_KEYSTORE_PASSWORD` and `ANDROID_KEY_PASSWORD`; the workflow decodes it to `app/upload.jks` before "
   "`./gradlew bundleProdRelease` and deletes it afterwards."),
  fix=[("there is no recovery. Google requires every update to be signed with the original key, so a lost keystore "
        "means shipping a new listing under a new applicationId.",
        "we're on Play App Signing, so the account owner requests an upload key reset in Play Console, registers the "
        "new upload certificate, and we keep shipping the same app.")])

# 017 ---------------------------------------------------------------------------------
S("ios-signing", "literal", "code_block", "lookalike",
  ("Which match call goes in the `beta` lane that uploads to TestFlight?",
   """```ruby
lane :beta do
  match(type: "development", readonly: true)
  build_app(scheme: "Shop", export_method: "app-store")
  upload_to_testflight
end
```""",
   "TestFlight needs a distribution profile, so that lane should use match(type: \"appstore\") \u2014 development "
   "profiles can't be uploaded.",
   "match(type: \"development\", readonly: true)", "match(type: \"appstore\", readonly: true)"),
  ("Add a `release` lane that signs and submits to App Store review.",
   """```ruby
lane :release do
  match(type: "development", readonly: true)
  increment_build_number(xcodeproj: "Shop.xcodeproj")
  build_app(scheme: "Shop", export_method: "app-store")
  upload_to_app_store(submit_for_review: true)
end
```""",
   ["match(type: \"appstore\""], ["type: \"development\""]),
  ("New devs need signing set up so they can run the app on their own iPhones. Add a lane for that.",
   """```ruby
lane :certs_dev do
  match(type: "development", readonly: true)
end
```
Run `bundle exec fastlane certs_dev` once; Xcode then picks up the development profile for running on your device."""),
  fix=[("match(type: \"development\"", "match(type: \"appstore\"")],
  cflags=["type: \"appstore\""], cneeds=["match(type: \"development\", readonly: true)"])

# 018 ---------------------------------------------------------------------------------
S("react-native", "literal", "code_block", "lookalike",
  ("My Android phone over USB shows 'Could not connect to development server'. How do I fix it?",
   "Forward the packager port to the device with `adb forward tcp:8081 tcp:8081`, then reload the app by pressing `r` "
   "in the Metro terminal.",
   "that's backwards, the phone needs to reach the laptop \u2014 adb reverse tcp:8081 tcp:8081",
   "adb forward tcp:8081 tcp:8081", "adb reverse tcp:8081 tcp:8081"),
  ("Add a package.json script so devs don't forget the USB port mapping before running on a device.",
   """```json
"scripts": {
  "android:usb": "adb forward tcp:8081 tcp:8081 && react-native run-android"
}
```""",
   ["adb reverse tcp:8081 tcp:8081"], ["adb forward tcp:8081"]),
  ("How do I debug the mobile web checkout in Chrome on the phone from my laptop?",
   "Open chrome://inspect on the laptop, or forward the DevTools socket yourself: `adb forward tcp:9222 "
   "localabstract:chrome_devtools_remote`, then open http://localhost:9222/json to list the tabs."),
  fix=[("adb forward tcp:8081 tcp:8081", "adb reverse tcp:8081 tcp:8081")],
  cflags=["adb reverse"], cneeds=["adb forward tcp:9222"])

# 019 ---------------------------------------------------------------------------------
S("android-kotlin", "paraphrase", "equivalent_construct", "lookalike",
  ("Schedule the inbox sync to run every 5 minutes with WorkManager.",
   """```kotlin
val request = PeriodicWorkRequestBuilder<InboxSyncWorker>(5, TimeUnit.MINUTES)
    .setConstraints(Constraints(requiredNetworkType = NetworkType.CONNECTED))
    .build()
WorkManager.getInstance(context)
    .enqueueUniquePeriodicWork("inbox-sync", ExistingPeriodicWorkPolicy.KEEP, request)
```""",
   "Periodic work can't run more often than every 15 minutes, anything lower is silently clamped. Write 15 so the code "
   "says what actually happens.",
   "PeriodicWorkRequestBuilder<InboxSyncWorker>(5, TimeUnit.MINUTES)",
   "PeriodicWorkRequestBuilder<InboxSyncWorker>(15, TimeUnit.MINUTES)"),
  ("Also refresh the price cache every ten minutes in the background.",
   """```kotlin
val refresh = PeriodicWorkRequestBuilder<PriceCacheWorker>(Duration.ofMinutes(10))
    .build()
WorkManager.getInstance(context)
    .enqueueUniquePeriodicWork("price-cache", ExistingPeriodicWorkPolicy.UPDATE, refresh)
```
That refreshes prices every 10 minutes.""",
   [r"re:PeriodicWorkRequestBuilder<PriceCacheWorker>\((Duration\.ofMinutes\(15\)|15, TimeUnit\.MINUTES)\)"],
   ["Duration.ofMinutes(10)", "every 10 minutes"]),
  ("If the receipt upload fails, retry it once after 5 minutes.",
   """```kotlin
val retry = OneTimeWorkRequestBuilder<ReceiptUploadWorker>()
    .setInitialDelay(5, TimeUnit.MINUTES)
    .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)
    .build()
WorkManager.getInstance(context).enqueue(retry)
```"""),
  fix=[("Duration.ofMinutes(10)", "Duration.ofMinutes(15)"),
       ("That refreshes prices every 10 minutes.",
        "WorkManager's minimum period is 15 minutes, so prices refresh every 15 minutes.")],
  cflags=["setInitialDelay(15"], cneeds=["setInitialDelay(5, TimeUnit.MINUTES)"])

# 020 ---------------------------------------------------------------------------------
S("swift", "paraphrase", "other_identifier", "already_correct",
  ("Add a half-second debounce before the search request in the view model.",
   """```swift
searchTask?.cancel()
searchTask = Task {
    try await Task.sleep(nanoseconds: 500)
    await performSearch(query)
}
```""",
   "That's 500 nanoseconds, not half a second. It should be 500_000_000.",
   "Task.sleep(nanoseconds: 500)", "Task.sleep(nanoseconds: 500_000_000)"),
  ("Poll the order status every 2 seconds until it's delivered.",
   """```swift
while order.status != .delivered {
    try await Task.sleep(nanoseconds: 2000)
    order = try await api.fetchOrder(id: order.id)
}
```""",
   [r"re:Task\.sleep\((nanoseconds: 2_?000_?000_?000|for: \.seconds\(2\))\)"], ["nanoseconds: 2000)"]),
  ("Add a half-second pause before the confetti animation starts.",
   """```swift
.task {
    try? await Task.sleep(nanoseconds: 500_000_000)
    withAnimation(.spring) { showConfetti = true }
}
```"""),
  fix=[("nanoseconds: 2000)", "nanoseconds: 2_000_000_000)")],
  cflags=["500_000_000_000", "nanoseconds: 500)"], cneeds=["Task.sleep(nanoseconds: 500_000_000)"])

# 021 ---------------------------------------------------------------------------------
S("android-gradle", "literal", "code_block", "lookalike",
  ("Add Retrofit with the Moshi converter to the app module.",
   """```groovy
dependencies {
    compile 'com.squareup.retrofit2:retrofit:2.11.0'
    compile 'com.squareup.retrofit2:converter-moshi:2.11.0'
}
```""",
   "compile was removed in Gradle 7, use implementation.",
   "compile 'com.squareup.retrofit2:retrofit:2.11.0'", "implementation 'com.squareup.retrofit2:retrofit:2.11.0'"),
  ("Now add OkHttp's logging interceptor.",
   """```groovy
dependencies {
    compile 'com.squareup.okhttp3:logging-interceptor:4.12.0'
}
```""",
   ["implementation 'com.squareup.okhttp3:logging-interceptor:4.12.0'"], ["compile '"]),
  ("The JSR-250 annotations jar should only be on the compile classpath, not packaged. Show the module's block.",
   """```groovy
android {
    compileSdk 34
}

dependencies {
    compileOnly 'javax.annotation:jsr250-api:1.0'
    implementation 'androidx.core:core-ktx:1.13.1'
}
```"""),
  fix=[("compile 'com.squareup.okhttp3", "implementation 'com.squareup.okhttp3")],
  cflags=["implementationOnly", "implementationSdk"],
  cneeds=["compileOnly 'javax.annotation:jsr250-api:1.0'", "compileSdk 34"],
  literal="compile 'com.squareup.")

# 022 ---------------------------------------------------------------------------------
S("android-gradle", "paraphrase", "other_identifier", "already_correct",
  ("Add Room to the :core:data module.",
   """```kotlin
plugins {
    id("org.jetbrains.kotlin.kapt")
}

dependencies {
    implementation("androidx.room:room-runtime:2.6.1")
    implementation("androidx.room:room-ktx:2.6.1")
    kapt("androidx.room:room-compiler:2.6.1")
}
```""",
   "we migrated everything to KSP last year and kapt is banned in the convention plugin: "
   "ksp(\"androidx.room:room-compiler:2.6.1\") with the com.google.devtools.ksp plugin.",
   "kapt(\"androidx.room:room-compiler:2.6.1\")", "ksp(\"androidx.room:room-compiler:2.6.1\")"),
  ("Wire up Hilt in the :feature:orders module.",
   """```kotlin
plugins {
    id("com.google.dagger.hilt.android")
    id("org.jetbrains.kotlin.kapt")
}

dependencies {
    implementation("com.google.dagger:hilt-android:2.51.1")
    kapt("com.google.dagger:hilt-compiler:2.51.1")
}
```""",
   ["ksp(\"com.google.dagger:hilt-compiler:2.51.1\")", "id(\"com.google.devtools.ksp\")"], ["kapt"]),
  ("How do I pass the Room schema export directory?",
   """With KSP it's a processor argument:
```kotlin
ksp {
    arg("room.schemaLocation", "$projectDir/schemas")
}
```
Commit the generated JSON under `schemas/` so migrations can be tested with `MigrationTestHelper`."""),
  fix=[("id(\"org.jetbrains.kotlin.kapt\")", "id(\"com.google.devtools.ksp\")"),
       ("kapt(\"com.google.dagger", "ksp(\"com.google.dagger")],
  cneeds=["ksp {", "arg(\"room.schemaLocation\""])

# 023 ---------------------------------------------------------------------------------
S("android-push", "semantic", "prose_claim", "same_topic",
  ("Do we need to ask users for permission before showing notifications on Android?",
   "No \u2014 on Android notifications are allowed by default. Users can turn them off in system settings, but there's "
   "no runtime permission to request.",
   "Not since Android 13. Targeting API 33+ you have to declare and request android.permission.POST_NOTIFICATIONS at "
   "runtime or nothing shows.",
   "there's no runtime permission to request",
   "on Android 13+ you must request the POST_NOTIFICATIONS runtime permission"),
  ("The PM asks whether onboarding needs a notification opt-in step on Android like the one on iOS.",
   "Not needed on Android: unlike iOS, apps can post notifications without asking, so the opt-in screen can stay "
   "iOS-only.",
   ["POST_NOTIFICATIONS"], ["Not needed on Android", "without asking"]),
  ("Which notification channel importance gives a heads-up banner?",
   "Create the channel with `NotificationManager.IMPORTANCE_HIGH`; heads-up display needs high importance. Channels "
   "exist from Android 8.0 (API 26), and once created the user, not the app, controls their importance."),
  fix=[("Not needed on Android: unlike iOS, apps can post notifications without asking, so the opt-in screen can stay "
        "iOS-only.",
        "Yes: on Android 13+ the app has to request POST_NOTIFICATIONS at runtime, so keep the opt-in step on both "
        "platforms and trigger the system prompt from it.")])

# 024 ---------------------------------------------------------------------------------
S("android-manifest", "paraphrase", "renamed_identifier", "lookalike",
  ("Add the App Links intent filter to MainActivity.",
   """```xml
<activity android:name=".MainActivity">
    <intent-filter android:autoVerify="true">
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        <data android:scheme="https" android:host="shop.acme.com" />
    </intent-filter>
</activity>
```""",
   "We target API 34, so an activity with an intent filter has to declare android:exported=\"true\" explicitly or the "
   "install fails.",
   "<activity android:name=\".MainActivity\">", "<activity android:name=\".MainActivity\" android:exported=\"true\">"),
  ("Add a share-target activity that receives plain text from other apps.",
   """```xml
<activity android:name=".share.ShareReceiverActivity">
    <intent-filter>
        <action android:name="android.intent.action.SEND" />
        <category android:name="android.intent.category.DEFAULT" />
        <data android:mimeType="text/plain" />
    </intent-filter>
</activity>
```""",
   [r're:<activity android:name="\.share\.ShareReceiverActivity"\s+android:exported="true"'],
   ["<activity android:name=\".share.ShareReceiverActivity\">"]),
  ("Add the internal debug settings activity; it's only ever launched from inside the app.",
   """```xml
<activity
    android:name=".settings.DebugSettingsActivity"
    android:exported="false" />
```
No intent filter, and `exported="false"` keeps other apps from starting it."""),
  fix=[("<activity android:name=\".share.ShareReceiverActivity\">",
        "<activity android:name=\".share.ShareReceiverActivity\" android:exported=\"true\">")],
  cflags=["android:exported=\"true\""], cneeds=["android:exported=\"false\""])

# 025 ---------------------------------------------------------------------------------
S("ios-push", "semantic", "reworded", "lookalike",
  ("TestFlight testers aren't getting pushes. Which APNs environment do TestFlight builds use?",
   "TestFlight builds are still pre-release, so they use the sandbox APNs environment (`aps-environment = development`); "
   "make sure your server sends them to the sandbox host.",
   "TestFlight builds are distribution-signed, so they get production tokens. Sandbox is only for builds run from Xcode.",
   "they use the sandbox APNs environment (`aps-environment = development`)",
   "they use the production APNs environment (`aps-environment = production`)"),
  ("Write a note for QA on why pushes to TestFlight installs fail from staging.",
   "The staging push service must route TestFlight devices to sandbox APNs: TestFlight installs register development "
   "device tokens, so sending them to the production gateway returns BadDeviceToken.",
   [r"re:TestFlight devices to production"], ["TestFlight devices to sandbox", "TestFlight installs register development"]),
  ("A developer running the app from Xcode on her iPhone gets BadDeviceToken from staging. Why?",
   "Builds run from Xcode carry `aps-environment = development`, so her token is a sandbox token; staging has to send it "
   "to the sandbox gateway, while TestFlight and App Store tokens go to production."),
  fix=[("TestFlight devices to sandbox APNs", "TestFlight devices to production APNs"),
       ("TestFlight installs register development device tokens, so sending them to the production gateway",
        "TestFlight installs register production device tokens, so sending them to the sandbox gateway")],
  cflags=["aps-environment = production"], cneeds=["aps-environment = development"])

# 026 ---------------------------------------------------------------------------------
S("deep-links", "paraphrase", "other_identifier", "lookalike",
  ("What goes in the Associated Domains entitlement for universal links on shop.acme.com?",
   "Add the Associated Domains capability with the entry `webcredentials:shop.acme.com`, and make sure the AASA file "
   "lists your app ID under `applinks.details`.",
   "universal links need applinks:shop.acme.com. webcredentials is only for password autofill.",
   "webcredentials:shop.acme.com", "applinks:shop.acme.com"),
  ("Add universal links for the new m.acme.com domain to the entitlements file.",
   """```xml
<key>com.apple.developer.associated-domains</key>
<array>
    <string>applinks:shop.acme.com</string>
    <string>webcredentials:m.acme.com</string>
</array>
```""",
   ["<string>applinks:m.acme.com</string>"], ["webcredentials:m.acme.com"]),
  ("Let iOS offer the passwords users saved on acme.com in our login screen.",
   "Add `webcredentials:acme.com` to Associated Domains, list the app under `webcredentials.apps` in the AASA file, and "
   "set `textContentType = .password` (and `.username` on the email field)."),
  fix=[("webcredentials:m.acme.com", "applinks:m.acme.com")],
  cflags=["applinks:acme.com"], cneeds=["webcredentials:acme.com"])

# 027 ---------------------------------------------------------------------------------
S("ios-build", "literal", "reworded", "lookalike",
  ("After pulling main the iOS build can't find FirebaseCore. What do I run?",
   "Run `pod update` in the `ios/` directory, then open `Shop.xcworkspace` and build again.",
   "Got it building, thanks! Small thing for the README though: we run pod install after pulling, never pod update "
   "\u2014 that ignores Podfile.lock and bumps every pod.",
   "pod update", "pod install"),
  ("Write the iOS steps of the onboarding doc.",
   "3. `cd ios && bundle exec pod update` \u2014 this resolves the pods listed in the Podfile so your checkout matches "
   "main.\n4. Open `Shop.xcworkspace`, not the .xcodeproj.",
   ["bundle exec pod install"], ["pod update"]),
  ("We need the Stripe SDK security fix. How do I bump only that pod?",
   "Run `bundle exec pod update StripePaymentSheet`: naming the pod updates just that one (and its dependencies) and "
   "rewrites its entry in Podfile.lock. Commit the lockfile with the change."),
  fix=[("bundle exec pod update", "bundle exec pod install"),
       ("resolves the pods listed in the Podfile", "installs the exact versions in Podfile.lock")],
  cflags=["pod install StripePaymentSheet"], cneeds=["pod update StripePaymentSheet"])

# 028 ---------------------------------------------------------------------------------
S("android-gradle", "literal", "reworded", "already_correct",
  ("Set up the repositories block in settings.gradle.kts for the new project.",
   """```kotlin
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        jcenter()
    }
}
```""",
   "jcenter() is deprecated and read-only since the Bintray sunset, mavenCentral() instead please.",
   "jcenter()", "mavenCentral()"),
  ("The old :legacy-widgets module can't resolve its dependencies. What's missing?",
   "Its artifacts aren't on Google's Maven, so add `jcenter()` after `google()` in the repositories block of "
   "settings.gradle.kts and re-sync.",
   ["mavenCentral()"], ["jcenter()"]),
  ("How do I add JitPack for a library that's only published from GitHub?",
   """```kotlin
dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
        maven(url = "https://jitpack.io")
    }
}
```
Keep JitPack last so it's only consulted for what the others don't have."""),
  fix=[("jcenter()", "mavenCentral()")],
  cneeds=["mavenCentral()"])

# 029 ---------------------------------------------------------------------------------
S("android-gradle", "literal", "casing", "lookalike",
  ("Command to build the signed release bundle for the Play production track?",
   "`./gradlew :app:bundleProductionRelease` \u2014 the bundle lands in "
   "`app/build/outputs/bundle/productionRelease/app-production-release.aab`.",
   "our flavors are dev, staging and prod. There's no 'production' flavor, so it's bundleProdRelease.",
   "bundleProductionRelease", "bundleProdRelease"),
  ("Where do I put the API keys resource that only the prod flavor should ship?",
   "Put it in the flavor's source set: `app/src/production/res/values/keys.xml`. Resources in the `production` source "
   "set override `main` when you build that flavor.",
   ["app/src/prod/res/values/keys.xml"], ["src/production/", "`production` source set"]),
  ("After the beta has been stable for a week, where does the release go next?",
   "Promote it from the open testing track to the Production track in Play Console and start a staged rollout at 10%; "
   "production releases go through review again before the rollout starts."),
  fix=[("app/src/production/", "app/src/prod/"), ("`production` source set", "`prod` source set")],
  cflags=["Prod track", "prod releases"], cneeds=["Production track", "production releases"], literal="production")

# 030 ---------------------------------------------------------------------------------
S("android-manifest", "literal", "casing", "same_topic",
  ("Intent filter so acmeshop:// links open the app?",
   """```xml
<intent-filter>
    <action android:name="android.intent.action.VIEW" />
    <category android:name="android.intent.category.DEFAULT" />
    <category android:name="android.intent.category.browsable" />
    <data android:scheme="acmeshop" />
</intent-filter>
```""",
   "category names are case-sensitive, it's android.intent.category.BROWSABLE in caps. With lowercase, links from the "
   "browser never match.",
   "android.intent.category.browsable", "android.intent.category.BROWSABLE"),
  ("Explain which categories the promo-link intent filter needs.",
   "It needs `android.intent.category.DEFAULT` so implicit intents resolve to it, and "
   "`android.intent.category.Browsable` so Chrome is allowed to open the link from a web page.",
   ["android.intent.category.BROWSABLE"], ["android.intent.category.Browsable"]),
  ("How do I test an acmeshop:// link from the command line?",
   "`adb shell am start -W -a android.intent.action.VIEW -d \"acmeshop://orders/123\" com.acme.shop` \u2014 `-W` waits "
   "for the launch and prints the activity that handled it."),
  fix=[("android.intent.category.Browsable", "android.intent.category.BROWSABLE")])

# 031 ---------------------------------------------------------------------------------
S("ios-security", "literal", "casing", "lookalike",
  ("Persist the auth token after login so the user stays signed in.",
   """```swift
UserDefaults.standard.set(token, forKey: "authToken")
```
Read it back on launch with `UserDefaults.standard.string(forKey: "authToken")`.""",
   "Tokens go in the Keychain, never UserDefaults. It's an unencrypted plist in the app container and security review "
   "will block the PR.",
   "UserDefaults.standard.set(token, forKey: \"authToken\")",
   "the Keychain (SecItemAdd with kSecClassGenericPassword)"),
  ("Where should the refresh token live between launches?",
   "Keep the refresh token in user defaults next to the access token; both are short strings and survive relaunches "
   "and app updates.",
   ["Keychain"], [r"re:(?i)user ?defaults"]),
  ("Remember that the user has already seen onboarding.",
   """```swift
UserDefaults.standard.set(true, forKey: "hasSeenOnboarding")
```
A non-sensitive flag like this is exactly what UserDefaults is for."""),
  fix=[("in user defaults next to the access token", "in the Keychain next to the access token")],
  cflags=["Keychain", "kSecClass"], cneeds=["UserDefaults.standard.set(true, forKey: \"hasSeenOnboarding\")"],
  literal="UserDefaults")

# 032 ---------------------------------------------------------------------------------
S("expo", "paraphrase", "renamed_identifier", "lookalike",
  ("How do I read the API URL from .env in our Expo app?",
   "Put `API_URL=https://api.acme.com` in `.env` and read it with `process.env.API_URL` anywhere in the app code.",
   "Expo only inlines variables prefixed with EXPO_PUBLIC_ into the bundle, so process.env.API_URL is undefined at "
   "runtime. It's EXPO_PUBLIC_API_URL.",
   "process.env.API_URL", "process.env.EXPO_PUBLIC_API_URL"),
  ("Make the Sentry client in App.tsx read its DSN from the env file.",
   """```tsx
import * as Sentry from '@sentry/react-native';

Sentry.init({
  dsn: process.env.SENTRY_DSN,
  tracesSampleRate: 0.2,
});
```
and add `SENTRY_DSN=https://...@o123.ingest.sentry.io/456` to `.env`.""",
   ["process.env.EXPO_PUBLIC_SENTRY_DSN"], ["process.env.SENTRY_DSN"]),
  ("The EAS build needs SENTRY_AUTH_TOKEN to upload source maps. How is that one read?",
   "It's only used at build time by the Sentry config plugin, so it stays secret and unprefixed: store it as a "
   "secret-visibility EAS environment variable, and `app.config.ts` reads it as `process.env.SENTRY_AUTH_TOKEN` during "
   "the build. Never give it the EXPO_PUBLIC_ prefix or it ends up in the bundle."),
  fix=[("process.env.SENTRY_DSN", "process.env.EXPO_PUBLIC_SENTRY_DSN"),
       ("`SENTRY_DSN=", "`EXPO_PUBLIC_SENTRY_DSN=")],
  cflags=["process.env.EXPO_PUBLIC_SENTRY_AUTH_TOKEN"], cneeds=["process.env.SENTRY_AUTH_TOKEN"])

# 033 ---------------------------------------------------------------------------------
S("ios-build", "literal", "code_block", "same_topic",
  ("CI command to build the iOS app for tests on the simulator?",
   r"""```sh
xcodebuild -project Shop.xcodeproj -scheme Shop \
  -destination 'platform=iOS Simulator,name=iPhone 15' build-for-testing
```""",
   "we use CocoaPods, so it has to be -workspace Shop.xcworkspace. Building the .xcodeproj can't see the pods.",
   "-project Shop.xcodeproj", "-workspace Shop.xcworkspace"),
  ("And the archive step for the release job?",
   r"""```sh
xcodebuild -project Shop.xcodeproj -scheme Shop -configuration Release \
  -archivePath build/Shop.xcarchive archive
```""",
   ["-workspace Shop.xcworkspace"], ["-project Shop.xcodeproj"]),
  ("The ShopKit Swift package has its own tests. How do I run them in CI?",
   "From `Packages/ShopKit`, run `xcodebuild -scheme ShopKit -destination 'platform=iOS Simulator,name=iPhone 15' test`; "
   "Xcode builds the package straight from Package.swift."),
  fix=[("-project Shop.xcodeproj", "-workspace Shop.xcworkspace")])

# 034 ---------------------------------------------------------------------------------
S("app-store", "semantic", "prose_claim", "lookalike",
  ("How many people can we add as internal TestFlight testers?",
   "Internal testing supports up to 10,000 testers, and builds are available to them right away without beta review.",
   "Internal is capped at 100, and they need App Store Connect roles. 10,000 is the external limit.",
   "Internal testing supports up to 10,000 testers", "Internal testing supports up to 100 testers"),
  ("We want the whole 400-person support org on the beta without waiting for review. Can we just use internal testing?",
   "Yes \u2014 400 people is well within the internal group limit, so add them all as internal testers and they'll get "
   "each build immediately, no beta review.",
   ["100"], ["well within"]),
  ("What's the cap on external TestFlight testers?",
   "External testing allows up to 10,000 testers per app, invited by email or through a public link; the first build of "
   "each version goes through beta app review."),
  fix=[("Yes \u2014 400 people is well within the internal group limit, so add them all as internal testers and they'll "
        "get each build immediately, no beta review.",
        "No \u2014 internal testing is capped at 100 people with App Store Connect accounts, so put most of the 400 in an "
        "external group; only the first build of each version needs beta review.")],
  cflags=["up to 100 testers"], cneeds=["up to 10,000 testers"])

# 035 ---------------------------------------------------------------------------------
S("app-store", "semantic", "prose_claim", "same_topic",
  ("How long does a TestFlight build stay installable?",
   "Each TestFlight build expires 30 days after upload; after that testers can't open it and you need to upload a new "
   "build.",
   "90 days.",
   "30 days", "90 days"),
  ("Do we need to re-upload the beta during the two-month pilot with the logistics partner?",
   "Yes \u2014 a TestFlight build only lasts about a month, so plan to upload a fresh build every few weeks while the "
   "pilot runs.",
   ["90 days"], ["about a month", "every few weeks"]),
  ("How can the partner's drivers join the beta without us collecting their emails?",
   "Add them through an external group with a public link enabled: anyone with the link can install TestFlight and join, "
   "and you can cap the number of testers the link accepts."),
  fix=[("Yes \u2014 a TestFlight build only lasts about a month, so plan to upload a fresh build every few weeks while "
        "the pilot runs.",
        "No \u2014 a TestFlight build stays installable for 90 days after upload, so one build covers the two-month "
        "pilot.")])

# 036 ---------------------------------------------------------------------------------
S("android-build", "semantic", "reworded", "lookalike",
  ("How do I install the release .aab on my test phone before uploading it?",
   "`adb install app/build/outputs/bundle/release/app-release.aab` \u2014 add `-r` if an older version is already "
   "installed.",
   "adb can't install an .aab. It has to go through bundletool: build-apks (with --connected-device or --mode=universal), "
   "then install-apks.",
   "adb install app/build/outputs/bundle/release/app-release.aab",
   "bundletool build-apks --bundle=app/build/outputs/bundle/release/app-release.aab --output=app.apks "
   "--connected-device && bundletool install-apks --apks=app.apks"),
  ("QA downloaded the prodRelease bundle from CI. How do they put it on the Pixel?",
   "Plug the Pixel in and push the .aab over adb like any other package; with the replace flag it keeps the installed "
   "app's data.",
   ["bundletool"], ["over adb like any other package"]),
  ("How do I sideload the debug build?",
   "`adb install -r app/build/outputs/apk/debug/app-debug.apk` \u2014 APKs install directly, and `-r` keeps the app's "
   "data when replacing an existing install."),
  fix=[("push the .aab over adb like any other package; with the replace flag it keeps the installed app's data.",
        "convert the .aab with `bundletool build-apks --bundle=app-prod-release.aab --output=app.apks "
        "--connected-device`, then run `bundletool install-apks --apks=app.apks`.")],
  cflags=["bundletool"], cneeds=["adb install -r app/build/outputs/apk/debug/app-debug.apk"])

# 037 ---------------------------------------------------------------------------------
S("ios-push", "paraphrase", "reordered_args", "lookalike",
  ("Send a silent push to refresh the inbox. Which headers and payload?",
   "Headers: `apns-push-type: background`, `apns-priority: 10`, `apns-topic: com.acme.shop`. Payload: "
   "`{\"aps\": {\"content-available\": 1}}` with no alert, sound or badge.",
   "hmm, shouldn't a background push go out with apns-priority 5? I thought 10 was only for alerts and APNs treats "
   "10 on a background push as an error.",
   "apns-priority: 10", "apns-priority: 5"),
  ("Write the headers dict for the silent sync push in our Python sender.",
   """```python
headers = {
    "apns-topic": "com.acme.shop",
    "apns-priority": "10",
    "apns-push-type": "background",
}
```""",
   ["\"apns-priority\": \"5\""], ["\"apns-priority\": \"10\""]),
  ("And the headers for the order-shipped alert?",
   """```python
headers = {
    "apns-topic": "com.acme.shop",
    "apns-push-type": "alert",
    "apns-priority": "10",
}
```
Alerts go at priority 10 so they're delivered immediately."""),
  fix=[("\"apns-priority\": \"10\"", "\"apns-priority\": \"5\"")],
  cflags=["\"apns-priority\": \"5\""], cneeds=["\"apns-priority\": \"10\""])

# 038 ---------------------------------------------------------------------------------
S("flutter", "paraphrase", "other_identifier", "same_topic",
  ("Fetch the product list in Dart with the http package.",
   """```dart
final res = await http.get('https://api.acme.com/v2/products');
if (res.statusCode == 200) {
  return (jsonDecode(res.body) as List).map((j) => Product.fromJson(j)).toList();
}
```""",
   "http.get takes a Uri since 0.13, a String doesn't compile. Wrap it in Uri.parse(...).",
   "http.get('https://api.acme.com/v2/products')", "http.get(Uri.parse('https://api.acme.com/v2/products'))"),
  ("Now the POST that creates an order.",
   """```dart
final res = await http.post(
  'https://api.acme.com/v2/orders',
  headers: {'Content-Type': 'application/json'},
  body: jsonEncode(order.toJson()),
);
```""",
   ["Uri.parse('https://api.acme.com/v2/orders')"], [r"re:http\.post\(\s*'https"]),
  ("Open the product page in the external browser with url_launcher.",
   """```dart
final url = Uri.parse('https://shop.acme.com/p/$slug');
if (!await launchUrl(url, mode: LaunchMode.externalApplication)) {
  throw Exception('Could not open $url');
}
```"""),
  fix=[("  'https://api.acme.com/v2/orders',", "  Uri.parse('https://api.acme.com/v2/orders'),")])

# 039 ---------------------------------------------------------------------------------
S("flutter", "paraphrase", "other_identifier", "already_correct",
  ("Debounce the search field by 300ms in the Flutter widget.",
   """```dart
_debounce?.cancel();
_debounce = Timer(const Duration(ms: 300), () => _search(text));
```""",
   "I think you meant milliseconds: 300? Duration doesn't have an ms parameter.",
   "Duration(ms: 300)", "Duration(milliseconds: 300)"),
  ("Fade the 'Saved' badge in over 250ms.",
   """```dart
AnimatedOpacity(
  opacity: _saved ? 1 : 0,
  duration: const Duration(ms: 250),
  child: const SavedBadge(),
)
```""",
   ["Duration(milliseconds: 250)"], ["Duration(ms:"]),
  ("Retry the token refresh with exponential backoff.",
   """```dart
for (var attempt = 0; attempt < 5; attempt++) {
  try {
    return await auth.refresh();
  } on SocketException {
    await Future.delayed(Duration(milliseconds: 200 * (1 << attempt)));
  }
}
```"""),
  fix=[("Duration(ms: 250)", "Duration(milliseconds: 250)")],
  cneeds=["Duration(milliseconds: 200 * (1 << attempt))"])

# 040 ---------------------------------------------------------------------------------
S("android-gradle", "semantic", "prose_claim", "already_correct",
  ("How do I build the release APK locally?",
   "Run `gradle assembleRelease` from the project root; the APK ends up in `app/build/outputs/apk/release/`.",
   "always the wrapper: ./gradlew. CI pins Gradle 8.7 through it and a system gradle gives different results.",
   "gradle assembleRelease", "./gradlew assembleRelease"),
  ("Setting up a new Mac for Android work: anything Gradle-specific to install?",
   "Any Gradle on your PATH works: install it with Homebrew (`brew install gradle`) and run the tasks from the project "
   "root with it.",
   ["./gradlew"], ["brew install gradle", "Any Gradle on your PATH works"]),
  ("How do we bump the Gradle version for the project?",
   "Run `./gradlew wrapper --gradle-version 8.7` and commit `gradle/wrapper/gradle-wrapper.properties` together with the "
   "regenerated `gradlew` scripts."),
  fix=[("Any Gradle on your PATH works: install it with Homebrew (`brew install gradle`) and run the tasks from the "
        "project root with it.",
        "No separate Gradle install: the repo's wrapper downloads the pinned version, so run everything through "
        "`./gradlew` from the project root.")],
  cneeds=["./gradlew wrapper --gradle-version 8.7"])

# 041 ---------------------------------------------------------------------------------
S("release-process", "paraphrase", "code_block", "already_correct",
  ("Bump the Android app to 4.12.0 in build.gradle.kts.",
   """```kotlin
defaultConfig {
    versionCode = 412
    versionName = "4.12.0"
}
```""",
   "Our scheme is major*10000 + minor*100 + patch, so 4.12.0 is 41200. 412 is lower than what's already on Play.",
   "versionCode = 412", "versionCode = 41200"),
  ("Hotfix 4.13.1: update the version fields.",
   """```kotlin
defaultConfig {
    versionCode = 4131
    versionName = "4.13.1"
}
```""",
   ["versionCode = 41301"], [r"re:versionCode = 4131\b"]),
  ("What versionCode did 4.11.2 ship with?",
   "Under our scheme 4.11.2 is `versionCode = 41102`; it's the last release that reached 100% on the production track."),
  fix=[("versionCode = 4131", "versionCode = 41301")],
  cneeds=["versionCode = 41102"])

# 042 ---------------------------------------------------------------------------------
S("android-kotlin", "literal", "code_block", "unrelated",
  ("Load the order history when OrdersViewModel is created.",
   """```kotlin
class OrdersViewModel(private val repo: OrdersRepository) : ViewModel() {
    val orders = MutableStateFlow<List<Order>>(emptyList())

    init {
        GlobalScope.launch { orders.value = repo.fetchOrders() }
    }
}
```""",
   "No GlobalScope in view models please, use viewModelScope.launch so it's cancelled when the screen goes away. "
   "detekt flags GlobalScope anyway.",
   "GlobalScope.launch", "viewModelScope.launch"),
  ("Add a refresh() to CartViewModel that reloads the cart.",
   """```kotlin
fun refresh() {
    GlobalScope.launch {
        _cart.value = cartRepository.load()
    }
}
```""",
   ["viewModelScope.launch"], ["GlobalScope"]),
  ("How do I squash my last three commits before opening the PR?",
   "`git rebase -i HEAD~3`, change the last two `pick` lines to `squash` (or `s`), save, edit the combined message, "
   "then `git push --force-with-lease` to update your branch."),
  fix=[("GlobalScope.launch", "viewModelScope.launch")])

# 043 ---------------------------------------------------------------------------------
S("ios-build", "literal", "code_block", "already_correct",
  ("Set the platform line in the Podfile.",
   """```ruby
platform :ios, '13.0'
use_frameworks! :linkage => :static
```""",
   "Deployment target is iOS 16.0 for every target now (we dropped 15 in the spring), so platform :ios, '16.0'.",
   "platform :ios, '13.0'", "platform :ios, '16.0'"),
  ("The post_install hook keeps warning about pod deployment targets. Fix it.",
   """```ruby
post_install do |installer|
  installer.pods_project.targets.each do |t|
    t.build_configurations.each do |c|
      c.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '13.0'
    end
  end
end
```""",
   ["= '16.0'"], ["'13.0'"]),
  ("Should the deployment target be set in the Xcode project too?",
   "Yes: set `IPHONEOS_DEPLOYMENT_TARGET = 16.0` in `Config/Base.xcconfig`, which both the app and the extension "
   "targets include, so nobody changes it per target by accident."),
  fix=[("'13.0'", "'16.0'")],
  cneeds=["IPHONEOS_DEPLOYMENT_TARGET = 16.0"], literal="'13.0'")

# 044 ---------------------------------------------------------------------------------
S("release-process", "paraphrase", "other_identifier", "same_topic",
  ("Cut the release branch for 4.12.",
   """```sh
git checkout -b release-4.12 origin/main
git push -u origin release-4.12
```
Then open the release checklist issue.""",
   "branches are release/4.12.0, slash and full semver. The release workflow only triggers on release/**.",
   "release-4.12", "release/4.12.0"),
  ("Create the branch for tomorrow's 4.13 release, and say how we tag it afterwards.",
   "Branch: `git checkout -b release-4.13 origin/main && git push -u origin release-4.13`. Once the stores approve, "
   "tag the merge commit `v4.13.0`.",
   ["release/4.13.0"], ["release-4.13"]),
  ("How do we tag 4.12.0 once both stores have approved it?",
   "Tag the commit that shipped: `git tag -a v4.12.0 -m \"4.12.0\" && git push origin v4.12.0`; the tag push triggers "
   "the changelog job."),
  fix=[("release-4.13", "release/4.13.0")])

# 045 ---------------------------------------------------------------------------------
S("react-native", "paraphrase", "other_identifier", "same_topic",
  ("How do I turn Hermes on for Android in our RN 0.74 app?",
   "In `android/app/build.gradle`, set `project.ext.react = [enableHermes: true]` and rebuild.",
   "Isn't that the pre-0.71 way? On 0.74 it's hermesEnabled=true in android/gradle.properties (and it's on by default).",
   "project.ext.react = [enableHermes: true]", "hermesEnabled=true"),
  ("Turn Hermes off for a day so we can compare JSC startup time on Android.",
   "Flip the flag in `android/app/build.gradle`: `project.ext.react = [enableHermes: false]`, then run "
   "`cd android && ./gradlew clean` and rebuild.",
   ["hermesEnabled=false"], ["enableHermes"]),
  ("How do I check at runtime that Hermes is actually the engine?",
   "`const usingHermes = typeof HermesInternal === 'object' && HermesInternal !== null;` \u2014 log it once at startup "
   "in dev builds."),
  fix=[("Flip the flag in `android/app/build.gradle`: `project.ext.react = [enableHermes: false]`",
        "Set `hermesEnabled=false` in `android/gradle.properties`")])

# 046 ---------------------------------------------------------------------------------
S("react-native", "paraphrase", "equivalent_construct", "same_topic",
  ("How do I enable the New Architecture on iOS for our RN 0.73 app?",
   "From `ios/`, reinstall pods with the flag: `NEW_ARCH_ENABLED=1 bundle exec pod install`, then do a clean build in "
   "Xcode.",
   "The env var is RCT_NEW_ARCH_ENABLED=1, NEW_ARCH_ENABLED is ignored by the podspecs.",
   "NEW_ARCH_ENABLED=1 bundle exec pod install", "RCT_NEW_ARCH_ENABLED=1 bundle exec pod install"),
  ("Add the New Architecture flag to the iOS CI job.",
   """```yaml
- name: Install pods
  working-directory: ios
  env:
    NEW_ARCH_ENABLED: 1
  run: bundle exec pod install
```""",
   ["RCT_NEW_ARCH_ENABLED: 1"], [r"re:(?<!RCT_)NEW_ARCH_ENABLED: 1"]),
  ("And on Android?",
   "Set `newArchEnabled=true` in `android/gradle.properties` and rebuild; Android reads the Gradle property, there's no "
   "environment variable involved."),
  fix=[("    NEW_ARCH_ENABLED: 1", "    RCT_NEW_ARCH_ENABLED: 1")],
  cneeds=["newArchEnabled=true"])

# 047 ---------------------------------------------------------------------------------
S("flutter", "literal", "code_block", "lookalike",
  ("Flutter: which command gives me the .ipa to upload to App Store Connect?",
   "`flutter build ios --release` \u2014 it writes the signed .ipa to `build/ios/iphoneos/`, which you can drag into "
   "Transporter.",
   "flutter build ios only produces Runner.app. The .ipa comes from flutter build ipa, and it lands in build/ios/ipa/.",
   "flutter build ios --release", "flutter build ipa --release"),
  ("CI step that builds the App Store upload for the Flutter app?",
   """```yaml
- name: Build for App Store
  run: flutter build ios --release --export-options-plist=ios/ExportOptions.plist --build-number=${{ github.run_number }}
```""",
   ["flutter build ipa --release"], ["flutter build ios --release"]),
  ("PR check: just make sure the iOS app compiles, no signing on the runner.",
   "`flutter build ios --release --no-codesign` is enough: it compiles Runner.app without needing certificates or "
   "profiles on the runner."),
  fix=[("flutter build ios --release", "flutter build ipa --release")],
  cflags=["flutter build ipa"], cneeds=["flutter build ios --release --no-codesign"])

# 048 ---------------------------------------------------------------------------------
S("play-console", "semantic", "prose_claim", "lookalike",
  ("4.12.0 is crashing in production on Android. Can we roll back to 4.11.2 in Play Console?",
   "Yes \u2014 open the production track, pick the previous release 4.11.2 and choose \"Roll back\"; users get the old "
   "version on their next update check.",
   "Play has no rollback, users who already got 4.12.0 keep it. We halt the staged rollout and ship 4.12.1 with a "
   "higher versionCode (a rebuild of 4.11.2 if needed).",
   "pick the previous release 4.11.2 and choose \"Roll back\"",
   "halt the staged rollout and ship a fix with a higher versionCode"),
  ("Write the incident runbook step for a bad Android release.",
   "**Bad Android release:** in Play Console, roll the production track back to the last good release; devices "
   "downgrade automatically on their next Play update check.",
   [r"re:(?i)halt"], ["roll the production track back", "downgrade automatically"]),
  ("The new-checkout flag we changed in Firebase Remote Config broke things. How do we undo it?",
   "Remote Config keeps template versions: open Remote Config, go to Change history, select the previous version and "
   "click Roll back. Clients pick up the restored values on their next fetch."),
  fix=[("roll the production track back to the last good release; devices downgrade automatically on their next Play "
        "update check.",
        "halt the staged rollout on the production track, then ship a fixed build with a higher versionCode; devices "
        "that already updated can't be downgraded.")],
  cflags=["halt"], cneeds=["click Roll back"])

# 049 ---------------------------------------------------------------------------------
S("ios-push", "paraphrase", "equivalent_construct", "lookalike",
  ("Convert the APNs device token to a string for our backend.",
   """```swift
func application(_ app: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    let token = String(data: deviceToken, encoding: .utf8) ?? ""
    api.registerPushToken(token)
}
```""",
   "the token is raw bytes, not UTF-8, so that gives nil or garbage. Hex-encode it: "
   "deviceToken.map { String(format: \"%02x\", $0) }.joined()",
   "String(data: deviceToken, encoding: .utf8)", "deviceToken.map { String(format: \"%02x\", $0) }.joined()"),
  ("Add a helper in PushDiagnostics that turns the token into a string for the debug screen.",
   """```swift
static func describe(_ pushToken: Data) -> String {
    String(decoding: pushToken, as: UTF8.self)
}
```""",
   ["pushToken.map { String(format: \"%02x\", $0) }.joined()"], ["UTF8.self"]),
  ("Log the raw JSON the orders API returned when decoding fails.",
   """```swift
do {
    return try decoder.decode(OrderPage.self, from: data)
} catch {
    logger.error("Order decode failed: \\(error) body: \\(String(data: data, encoding: .utf8) ?? "<binary>")")
    throw error
}
```"""),
  fix=[("String(decoding: pushToken, as: UTF8.self)", "pushToken.map { String(format: \"%02x\", $0) }.joined()")],
  cflags=["%02x"], cneeds=["String(data: data, encoding: .utf8)"])

# 050 ---------------------------------------------------------------------------------
S("expo", "paraphrase", "equivalent_construct", "lookalike",
  ("Set the iOS bundle ID in app.json.",
   """```json
{
  "expo": {
    "name": "Acme Shop",
    "ios": { "bundleId": "com.acme.shop" }
  }
}
```""",
   "the key is ios.bundleIdentifier. bundleId is silently ignored and prebuild falls back to a generated one.",
   "\"bundleId\": \"com.acme.shop\"", "\"bundleIdentifier\": \"com.acme.shop\""),
  ("Add a staging variant in app.config.ts with its own bundle ID.",
   """```ts
export default ({ config }) => ({
  ...config,
  name: 'Acme Shop (Staging)',
  ios: { ...config.ios, bundleId: 'com.acme.shop.staging' },
});
```""",
   ["bundleIdentifier: 'com.acme.shop.staging'"], ["bundleId:"]),
  ("Look up our app's Apple ID through the App Store Connect API.",
   "`GET https://api.appstoreconnect.apple.com/v1/apps?filter[bundleId]=com.acme.shop` with an ASC API JWT; the `id` "
   "of the returned app is the Apple ID that `eas submit` wants as `ascAppId`."),
  fix=[("bundleId: 'com.acme.shop.staging'", "bundleIdentifier: 'com.acme.shop.staging'")],
  cflags=["filter[bundleIdentifier]"], cneeds=["filter[bundleId]=com.acme.shop"])

# 051 ---------------------------------------------------------------------------------
S("flutter", "literal", "reworded", "lookalike",
  ("The build fails with 'requires Dart SDK >=3.4'. How do I fix my local setup?",
   "Your local Flutter is too old: run `flutter upgrade` to get the latest stable, then `flutter pub get`.",
   "we pin Flutter with FVM, .fvmrc says 3.22.2. Run fvm install and prefix commands with fvm flutter; don't flutter "
   "upgrade the global SDK.",
   "run `flutter upgrade` to get the latest stable", "run `fvm install` and use `fvm flutter`"),
  ("Setup instructions for a new dev cloning the Flutter repo?",
   "1. Install the Flutter SDK and run `flutter upgrade` so you're on the newest stable.\n2. `flutter pub get`\n"
   "3. `flutter run -d ios`",
   ["fvm install"], ["flutter upgrade"]),
  ("How do I bump all our Dart dependencies to the newest compatible versions?",
   "`fvm flutter pub upgrade` resolves the newest versions the constraints in pubspec.yaml allow and rewrites "
   "pubspec.lock; add `--major-versions` if you also want the constraints bumped."),
  fix=[("Install the Flutter SDK and run `flutter upgrade` so you're on the newest stable.",
        "Install FVM and run `fvm install`; it installs the version pinned in `.fvmrc`."),
       ("`flutter pub get`", "`fvm flutter pub get`"), ("`flutter run -d ios`", "`fvm flutter run -d ios`")],
  cflags=["fvm install"], cneeds=["fvm flutter pub upgrade"], literal="flutter upgrade")

# 052 ---------------------------------------------------------------------------------
S("app-store", "semantic", "prose_claim", "same_topic",
  ("App Store Connect emailed ITMS-91053 'Missing API declaration' for our build. We don't track anyone, can we ignore "
   "it?",
   "Yes \u2014 the privacy manifest only matters if your app tracks users or bundles third-party tracking SDKs; since "
   "you don't, it's just a warning you can ignore.",
   "no, ITMS-91053 is about required-reason APIs. We read UserDefaults, so PrivacyInfo.xcprivacy has to declare "
   "NSPrivacyAccessedAPICategoryUserDefaults with a reason (CA92.1), tracking or not.",
   "the privacy manifest only matters if your app tracks users",
   "apps using required-reason APIs like UserDefaults must declare them in PrivacyInfo.xcprivacy"),
  ("Does the new widget extension need its own PrivacyInfo.xcprivacy? It reads the cart count from the app group's "
   "UserDefaults but doesn't track anything.",
   "No \u2014 the widget doesn't do any tracking, so a privacy manifest isn't required; you can skip the file for that "
   "target.",
   ["NSPrivacyAccessedAPICategoryUserDefaults"], ["isn't required", "skip the file"]),
  ("Does the privacy manifest replace the App Privacy answers in App Store Connect?",
   "No. You still fill in the App Privacy section in App Store Connect yourself; Xcode can generate a privacy report "
   "from the manifests to help you answer it consistently."),
  fix=[("No \u2014 the widget doesn't do any tracking, so a privacy manifest isn't required; you can skip the file for "
        "that target.",
        "Yes \u2014 reading UserDefaults is a required-reason API whether or not you track, so give the widget target "
        "its own PrivacyInfo.xcprivacy declaring NSPrivacyAccessedAPICategoryUserDefaults with the app-group reason.")])

# 053 ---------------------------------------------------------------------------------
S("app-store", "semantic", "reworded", "unrelated",
  ("How does phased release work on the App Store?",
   "Phased release rolls the update out to users with automatic updates turned on over 14 days; anyone can still "
   "update manually from the App Store at any time.",
   "It's a 7-day rollout (1%, 2%, 5%, 10%, 20%, 50%, 100%), not 14.",
   "over 14 days", "over 7 days"),
  ("Release plan: if we start phased release for 4.12 on Monday, when will every auto-update user have it?",
   "Phased release takes two weeks, so starting Monday it reaches everyone with automatic updates on the Monday after "
   "next, unless we pause it.",
   [r"re:7 days|seven days|day 7"], ["two weeks", "Monday after next"]),
  ("Convert the Unix timestamp 1718000000 to ISO-8601 in Python.",
   "`datetime.fromtimestamp(1718000000, tz=timezone.utc).isoformat()` gives `'2024-06-10T06:13:20+00:00'`; import "
   "`datetime` and `timezone` from the datetime module."),
  fix=[("Phased release takes two weeks, so starting Monday it reaches everyone with automatic updates on the Monday "
        "after next",
        "Phased release takes 7 days, so starting Monday it reaches everyone with automatic updates on Sunday, day 7")])

# 054 ---------------------------------------------------------------------------------
S("ios-build", "literal", "reworded", "lookalike",
  ("Where does the Firebase config file go in the iOS project?",
   "Download `google-services.json` from the Firebase console and drag it into the Xcode project root, making sure it's "
   "added to the Shop target.",
   "On iOS it's GoogleService-Info.plist, not google-services.json (that's the Android one).",
   "google-services.json", "GoogleService-Info.plist"),
  ("The iOS staging build should use the staging Firebase project. How do we swap the config?",
   "Keep one file per environment, `Config/Staging/google-services.json` and `Config/Prod/google-services.json`, and "
   "add a Run Script phase that copies the right one into the app bundle based on `$CONFIGURATION`.",
   ["Config/Staging/GoogleService-Info.plist"], ["google-services.json"]),
  ("Android: where does the staging Firebase config go?",
   "Put it in the flavor source set, `app/src/staging/google-services.json`; the Google Services Gradle plugin picks "
   "the file that matches the variant being built."),
  fix=[("google-services.json", "GoogleService-Info.plist")],
  cflags=["GoogleService-Info.plist"], cneeds=["app/src/staging/google-services.json"])

# 055 ---------------------------------------------------------------------------------
S("app-signing", "literal", "reordered_args", "lookalike",
  ("Generate the upload key for the new Android app.",
   r"""```sh
keytool -genkeypair -v -keystore upload.jks -alias upload \
  -keyalg RSA -keysize 1024 -validity 10000
```""",
   "Make it -keysize 4096. 1024-bit RSA is too weak and our security baseline is 4096 for every signing key.",
   "-keysize 1024", "-keysize 4096"),
  ("We need a separate upload key for the Wear OS app. Command?",
   r"""```sh
keytool -genkeypair -v -keystore wear-upload.jks -alias wear-upload \
  -keyalg RSA -validity 10000 -keysize 1024
```""",
   ["-keysize 4096"], ["-keysize 1024"]),
  ("The Gradle daemon keeps running out of metaspace on CI. What should gradle.properties have?",
   """```properties
org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1024m -Dfile.encoding=UTF-8
org.gradle.caching=true
```"""),
  fix=[("-keysize 1024", "-keysize 4096")],
  cflags=["MaxMetaspaceSize=4096m"], cneeds=["-XX:MaxMetaspaceSize=1024m"])

# 056 ---------------------------------------------------------------------------------
S("deep-links", "paraphrase", "other_identifier", "lookalike",
  ("Register our custom URL scheme in the Expo app config.",
   """```json
{
  "expo": {
    "scheme": "acmeshop://"
  }
}
```""",
   "prebuild ran but the iOS URL types look broken. The scheme should be just \"acmeshop\", no ://.",
   "\"scheme\": \"acmeshop://\"", "\"scheme\": \"acmeshop\""),
  ("The staging app needs its own scheme so it doesn't catch prod links. Update app.config.ts.",
   """```ts
export default ({ config }) => ({
  ...config,
  scheme: 'acmeshop-staging://',
});
```""",
   ["scheme: 'acmeshop-staging'"], ["acmeshop-staging://'"]),
  ("Linking config for React Navigation so acmeshop links open the order screen.",
   """```ts
const linking = {
  prefixes: ['acmeshop://', 'https://shop.acme.com'],
  config: { screens: { Order: 'orders/:id' } },
};
```"""),
  fix=[("scheme: 'acmeshop-staging://'", "scheme: 'acmeshop-staging'")],
  cflags=["prefixes: ['acmeshop',"], cneeds=["'acmeshop://'"])

# 057 ---------------------------------------------------------------------------------
S("android-compose", "paraphrase", "renamed_identifier", "lookalike",
  ("Compose: a quantity stepper that keeps its count.",
   """```kotlin
@Composable
fun QuantityStepper() {
    var count by mutableStateOf(1)
    Row {
        IconButton(onClick = { count-- }) { Icon(Icons.Default.Remove, null) }
        Text("$count")
        IconButton(onClick = { count++ }) { Icon(Icons.Default.Add, null) }
    }
}
```""",
   "Looks good and the previews render, but without remember the state is recreated on every recomposition so it snaps "
   "back to 1. It should be var count by remember { mutableStateOf(1) }.",
   "var count by mutableStateOf(1)", "var count by remember { mutableStateOf(1) }"),
  ("A 'gift wrap' toggle row for checkout.",
   """```kotlin
@Composable
fun GiftWrapRow() {
    var giftWrap by mutableStateOf(false)
    Row(verticalAlignment = Alignment.CenterVertically) {
        Text("Gift wrap")
        Switch(checked = giftWrap, onCheckedChange = { giftWrap = it })
    }
}
```""",
   [r"re:var giftWrap by remember(Saveable)? \{ mutableStateOf\(false\) \}"], ["var giftWrap by mutableStateOf(false)"]),
  ("CartViewModel should hold the promo code as Compose state.",
   """```kotlin
class CartViewModel : ViewModel() {
    var promoCode by mutableStateOf("")
        private set

    fun onPromoChanged(value: String) { promoCode = value }
}
```
The ViewModel outlives recomposition, so plain `mutableStateOf` is right here."""),
  fix=[("var giftWrap by mutableStateOf(false)", "var giftWrap by remember { mutableStateOf(false) }")],
  cflags=["remember {", "rememberSaveable"], cneeds=["var promoCode by mutableStateOf(\"\")"])

# 058 ---------------------------------------------------------------------------------
S("ios-security", "literal", "reworded", "lookalike",
  ("Debug builds can't reach the mock server at http://mock-api.local:4010 because ATS blocks plain HTTP. What do I add "
   "to Info.plist?",
   """```xml
<key>NSAppTransportSecurity</key>
<dict>
    <key>NSAllowsArbitraryLoads</key>
    <true/>
</dict>
```""",
   "We can't ship NSAllowsArbitraryLoads, App Review asks us to justify it. Use NSAllowsLocalNetworking instead, it "
   "covers .local hosts.",
   "NSAllowsArbitraryLoads", "NSAllowsLocalNetworking"),
  ("Add the ATS setting to the debug-only Info.plist so the app can talk to the label printer at printer.local.",
   "Under `NSAppTransportSecurity` set `NSAllowsArbitraryLoads` to `YES` in `Info-Debug.plist`; that lets the app "
   "send plain HTTP to printer.local.",
   ["NSAllowsLocalNetworking"], ["NSAllowsArbitraryLoads"]),
  ("The in-app browser (WKWebView) has to show merchant sites, and some are still on http.",
   "Set `NSAllowsArbitraryLoadsInWebContent` to `YES` under `NSAppTransportSecurity`: it relaxes ATS only for web "
   "view content and keeps the app's own URLSession traffic protected."),
  fix=[("NSAllowsArbitraryLoads", "NSAllowsLocalNetworking")],
  cflags=["NSAllowsLocalNetworkingInWebContent"], cneeds=["NSAllowsArbitraryLoadsInWebContent"])

# 059 ---------------------------------------------------------------------------------
S("release-process", "literal", "code_block", "already_correct",
  ("Who do I ping to get the 4.12 mobile release approved?",
   "Post the release candidate's build number and changelog in #releases and tag @release-managers; once two of them "
   "approve, you can submit for review.",
   "mobile approvals are in #mobile-release, not #releases (that's the web team's channel).",
   "#releases", "#mobile-release"),
  ("Add a Slack notification to the iOS release workflow when the build is submitted.",
   """```yaml
- name: Notify Slack
  uses: slackapi/slack-github-action@v1.26.0
  with:
    channel-id: '#releases'
    slack-message: "iOS ${{ env.VERSION }} submitted for review"
  env:
    SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }}
```""",
   ["channel-id: '#mobile-release'"], ["'#releases'"]),
  ("Draft the approval request for the Android 4.12.0 release candidate.",
   "Post in #mobile-release: \"Android 4.12.0 (versionCode 41200), RC2 is on internal testing. Changelog in the "
   "thread, need two approvals from @release-managers before we promote.\""),
  fix=[("'#releases'", "'#mobile-release'")],
  cneeds=["#mobile-release"])

# 060 ---------------------------------------------------------------------------------
S("android-manifest", "semantic", "prose_claim", "lookalike",
  ("Declare the foreground service that tracks the courier's location during a delivery.",
   """```xml
<uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
<service android:name=".tracking.CourierLocationService" android:exported="false" />
```""",
   "on Android 14 (we target 34) you have to declare the type: android:foregroundServiceType=\"location\" on the "
   "service plus the FOREGROUND_SERVICE_LOCATION permission, or startForeground throws.",
   "<service android:name=\".tracking.CourierLocationService\" android:exported=\"false\" />",
   "<service android:name=\".tracking.CourierLocationService\" android:exported=\"false\" "
   "android:foregroundServiceType=\"location\" />"),
  ("What does the manifest need for the new foreground service that plays the order-ready chime?",
   "Just the generic `FOREGROUND_SERVICE` permission and a normal `<service>` entry; the service type attribute is "
   "optional, so startForeground works without it.",
   ["foregroundServiceType"], ["type attribute is optional", "works without it"]),
  ("Declare the FCM messaging service.",
   """```xml
<service
    android:name=".push.AcmeMessagingService"
    android:exported="false">
    <intent-filter>
        <action android:name="com.google.firebase.MESSAGING_EVENT" />
    </intent-filter>
</service>
```"""),
  fix=[("Just the generic `FOREGROUND_SERVICE` permission and a normal `<service>` entry; the service type attribute is "
        "optional, so startForeground works without it.",
        "On API 34 the `<service>` needs `android:foregroundServiceType=\"mediaPlayback\"` plus the "
        "`FOREGROUND_SERVICE_MEDIA_PLAYBACK` permission next to `FOREGROUND_SERVICE`, or startForeground throws.")],
  cflags=["foregroundServiceType"], cneeds=["android:exported=\"false\">", "android:name=\".push.AcmeMessagingService\""])


# =====================================================================================
# validation
# =====================================================================================
TOP = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT = {"query", "output", "expect_contains", "expect_absent"}
CONTROL = {"query", "output"}


def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def validate(scen):
    errs, warns = [], []
    for i, s in enumerate(scen, 1):
        s["id"] = "%s-%03d" % (PREFIX, i)
    ids = [s["id"] for s in scen]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    if len(scen) != N:
        errs.append("expected %d scenarios, have %d" % (N, len(scen)))
    msgs = Counter(s["teach"]["message"] for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message shared by %d scenarios: %r" % (c, m[:60]))
    for s in scen:
        sid = s["id"]
        e = lambda msg: errs.append("%s: %s" % (sid, msg))
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            e("malformed id")
        rec = {k: s[k] for k in TOP}
        if set(rec) != TOP or set(rec["teach"]) != TEACH or set(rec["repeat"]) != REPEAT or set(rec["control"]) != CONTROL:
            e("field sets differ")
        for part, keys in (("teach", TEACH), ("repeat", REPEAT), ("control", CONTROL)):
            for k in keys:
                v = s[part][k]
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        e("%s.%s must be a list of non-empty strings" % (part, k))
                elif not isinstance(v, str) or not v.strip():
                    e("%s.%s must be a non-empty string" % (part, k))
        if not isinstance(s["topic"], str) or not re.fullmatch(r"[a-z][a-z0-9-]*", s["topic"]):
            e("bad topic")
        if s["difficulty"] not in DIFFICULTY:
            e("bad difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KIND:
            e("bad control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            e("bad repeat_variation %r" % s["repeat_variation"])
        t, r, c = s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            e("gold_wrong equals gold_right")
        if t["gold_right"] in t["output"] and t["gold_right"] not in t["gold_wrong"]:
            e("gold_right already in teach.output")
        for spec in r["expect_contains"] + r["expect_absent"] + (s["cflags"] or []) + (s["cneeds"] or []):
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if not (r["expect_contains"] or r["expect_absent"]):
            e("repeat has no checks")
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            e("repeat as written already passes its own check")
        if not any(check(r["output"], x) for x in r["expect_absent"]):
            e("no expect_absent entry matches the repeat as written")
        # fix
        if not s["fix"]:
            e("no fix")
        out = r["output"]
        for old, new in s["fix"]:
            if old not in out:
                e("fix old text not found: %r" % old[:50])
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            e("fixed repeat does not pass: missing %s, present %s" % (
                [x for x in r["expect_contains"] if not check(out, x)],
                [x for x in r["expect_absent"] if check(out, x)]))
        # literal
        if s["difficulty"] == "literal":
            lit = s["literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                e("literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                e("literal text %r not in teach.output" % lit)
        elif s["literal"]:
            e("literal given for a %s scenario" % s["difficulty"])
        # control
        if c["output"] == r["output"] or c["output"] == t["output"]:
            e("control output duplicates another output")
        kind = s["control_kind"]
        cflags = s["cflags"]
        if cflags is None:
            if kind == "lookalike":
                e("lookalike control needs explicit cflags")
            cflags = r["expect_absent"] + [t["gold_wrong"]]
        cneeds = s["cneeds"] or []
        if kind in ("lookalike", "already_correct") and not cneeds:
            e("%s control needs cneeds" % kind)
        for x in cflags:
            if check(c["output"], x):
                e("control matches cflag %r" % x)
        for x in cneeds:
            if not check(c["output"], x):
                e("control lacks cneed %r" % x)
        if kind == "already_correct":
            for x in r["expect_absent"]:
                if check(c["output"], x):
                    e("already_correct control holds the wrong text %r" % x)
    # mix
    n = len(scen)
    for field, target in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND)):
        got = Counter(s[field] for s in scen)
        for k, want in target.items():
            tol = max(2, round(want * 0.15))
            if abs(got.get(k, 0) - want) > tol:
                errs.append("%s=%s: %d, want about %d" % (field, k, got.get(k, 0), want))
    var = Counter(s["repeat_variation"] for s in scen)
    for v in VARIATIONS:
        if not var.get(v):
            errs.append("repeat_variation %s never used" % v)
    if var["reworded"] + var["code_block"] < 0.4 * n:
        errs.append("reworded + code_block should be the bulk of repeat_variation")
    if max(var.values()) != max(var["reworded"], var["code_block"]):
        errs.append("reworded or code_block should be the most common repeat_variation")
    # cross-scenario overlap (warnings only): another scenario's wrong text in this scenario's texts
    for a in scen:
        gw = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                if gw in b[part]["output"]:
                    warns.append("%s gold_wrong %r appears in %s %s.output" % (a["id"], gw[:40], b["id"], part))
    return errs, warns


README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev28: learning-loop scenarios, mobile app development

## What it is

{n} scenarios (`{first}` \u2026 `{last}`) in the format of `../shared/eval/loop/scenarios_dev.jsonl`, described in
`../shared/eval/loop/README.md` ("Scenario rules"): `{{id, topic, difficulty, repeat_variation, control_kind, teach,
repeat, control}}`. Each one teaches a single correction in session A (the assistant's answer, then the user's
message), replays the same mistake in another session B with a different question (`repeat`, fixed when every
`expect_contains` is present and every `expect_absent` is absent; `re:` entries are Python regexes), and sends a
`control` answer in session C that must come back byte-identical.

Theme: mobile app development \u2014 iOS/Swift and SwiftUI, Android/Kotlin and Gradle, React Native and Expo,
Flutter/Dart, app signing, push notifications, deep links, App Store and Play Console facts, team release conventions.

Generated by `build.py` (standard library only), which holds the scenarios as data and refuses to write unless every
repeat fails its own check as written, a recorded fix of the repeat passes it, literal scenarios repeat the wrong
text verbatim (up to case and white space), controls carry no wrong text (lookalikes: the look-alike text really is
there; already_correct: the right value really is there), the mix is as below and no teach message is reused.

## Counts

- difficulty: {difficulty}
- control_kind: {control_kind}
- repeat_variation: {repeat_variation}
- topics: {topics}

## Run

From the cairn repository root (`go build -o bin/cairn ./cmd/cairn` first):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev28/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev28/scenarios.jsonl                  # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev28/scenarios.jsonl   # gold spans, detection bypassed
```

Add `--out` to choose the report path (default `./loop-<mode>.json`). Rebuild the file with
`python3 eval/dev28/build.py`.
"""


def fmt(counter, order=None):
    keys = order or sorted(counter, key=lambda k: (-counter[k], k))
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter.get(k))


def main():
    errs, warns = validate(SCEN)
    if errs:
        print("REFUSING TO WRITE: %d problem(s)" % len(errs), file=sys.stderr)
        for x in errs:
            print("  " + x, file=sys.stderr)
        sys.exit(1)
    for w in warns:
        print("warning: " + w)
    keys = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCEN:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    d = Counter(s["difficulty"] for s in SCEN)
    c = Counter(s["control_kind"] for s in SCEN)
    v = Counter(s["repeat_variation"] for s in SCEN)
    t = Counter(s["topic"] for s in SCEN)
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(SCEN), first=SCEN[0]["id"], last=SCEN[-1]["id"],
                              difficulty=fmt(d, list(DIFFICULTY)), control_kind=fmt(c, list(CONTROL_KIND)),
                              repeat_variation=fmt(v), topics=fmt(t)))
    print("wrote %d scenarios to %s" % (len(SCEN), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:       " + fmt(d, list(DIFFICULTY)))
    print("control_kind:     " + fmt(c, list(CONTROL_KIND)))
    print("repeat_variation: " + fmt(v))
    print("topics:           " + fmt(t))


if __name__ == "__main__":
    main()
