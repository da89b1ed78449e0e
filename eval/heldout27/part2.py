"""heldout27 part 2: the Android build (Gradle, Kotlin, R8, Play Console) and the iOS build
(Xcode, fastlane, TestFlight, signing) (h27-016 .. h27-030)."""

WHOLE = None


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {
        "id": id, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


ABI_OLD = ("Mostly because Android compiles IL2CPP twice: the AAB contains armv7 and arm64 native libraries, "
           "so il2cpp and the NDK linker run once per ABI. iOS only builds arm64.")
ABI_NEW = ("It isn't the ABI count: the Android build is ARM64 only, same as iOS, so IL2CPP runs once per "
           "platform. The extra time is usually the Gradle and R8 step plus the bigger Android plugin set.")

ROLLOUT_OLD = ("Prepare a hotfix straight away: a staged rollout can't be paused or pulled back once it's live on "
               "Play, so the only lever is shipping a new build with a higher versionCode to everyone.")
ROLLOUT_NEW = ("Halt the staged rollout in Play Console first (Release > Production > Halt rollout) so no new "
               "players get the build; players who already updated keep it, so a hotfix with a higher "
               "versionCode follows.")

SCENARIOS = [
    # ------------------------------------------------------------------ 016
    S("h27-016", "android-abi-arm64-only", "literal", "casing", "lookalike",
      teach={
          "query": "Which target architectures should I tick in Player Settings for the Android release build?",
          "output": (
              "Under Player > Other Settings > Configuration, keep Scripting Backend on IL2CPP and tick ARMv7 "
              "and ARM64 under Target Architectures. Play serves each device only the split it needs, so the "
              "download size players see stays the same."),
          "message": "We ship ARM64 only since 4.10. ARMv7 was dropped, it saved about 9 minutes of IL2CPP per build.",
          "gold_wrong": "ARMv7 and ARM64",
          "gold_right": "ARM64 only",
      },
      repeat={
          "query": "Why is the IL2CPP step on Jenkins taking twice as long for Android as for iOS?",
          "output": ABI_OLD + " Turning on the IL2CPP build cache on the agent helps a bit too.",
          "expect_contains": [r"re:(?i)arm64 only"],
          "expect_absent": [r"re:(?i)armv7"],
      },
      control={
          "query": "QA asks why the old 32-bit test phone (LF-QA-017) can't install 4.12 from the Play Store any more.",
          "output": (
              "That phone only runs 32-bit code (ARMv7), and since 4.10 the AAB has no ARMv7 libraries, so "
              "Play reports the device as incompatible. Move it to the legacy shelf; it can still run 4.9 "
              "from the archived APK if someone needs to reproduce an old bug."),
      },
      fix=[(ABI_OLD, ABI_NEW)],
      holds="That phone only runs 32-bit code (ARMv7)",
      look="ARMv7"),

    # ------------------------------------------------------------------ 017
    S("h27-017", "android-minsdk", "literal", "code_block", "same_topic",
      teach={
          "query": "I'm creating a Gradle module for the native haptics plugin. What SDK levels should its build.gradle.kts use to match the game?",
          "output": (
              "Match the app so the manifest merge doesn't complain:\n\n"
              "```kotlin\n"
              "android {\n"
              "    namespace = \"com.tidewater.lf.haptics\"\n"
              "    compileSdk = 34\n"
              "    defaultConfig {\n"
              "        minSdk = 22\n"
              "    }\n"
              "}\n"
              "```\n\n"
              "A library's minSdk must not be higher than the app's."),
          "message": "min is 24 now, we raised it in 4.11",
          "gold_wrong": "minSdk = 22",
          "gold_right": "minSdk = 24",
      },
      repeat={
          "query": "Same question for the ads mediation adapter module: what goes in its defaultConfig?",
          "output": (
              "```kotlin\n"
              "android {\n"
              "    namespace = \"com.tidewater.lf.adsbridge\"\n"
              "    compileSdk = 34\n"
              "    defaultConfig {\n"
              "        minSdk = 22\n"
              "        consumerProguardFiles(\"consumer-rules.pro\")\n"
              "    }\n"
              "}\n"
              "```"),
          "expect_contains": ["minSdk = 24"],
          "expect_absent": ["minSdk = 22"],
      },
      control={
          "query": "What targetSdk does the game build with, and why that one?",
          "output": (
              "targetSdk is 34 (Android 14). Play requires app updates to target API 34, and Player Settings "
              "pins Target API Level to 34 instead of 'Automatic (highest installed)', so a CI agent with a "
              "newer SDK installed can't silently change it."),
      },
      fix=[("minSdk = 22", "minSdk = 24")]),

    # ------------------------------------------------------------------ 018
    S("h27-018", "android-r8-keep-bridge", "paraphrase", "equivalent_construct", "unrelated",
      teach={
          "query": "After enabling R8 in the release build, AndroidJavaClass(\"com.tidewater.lf.bridge.ReviewPrompt\") throws ClassNotFoundException. What keep rule goes in proguard-user.txt?",
          "output": (
              "Keep the names of the bridge classes so the C# side can find them by reflection:\n\n"
              "```\n"
              "-keepnames class com.tidewater.lf.bridge.** { *; }\n"
              "```\n\n"
              "Rebuild and check `Builds/Android/mapping.txt`; the classes should appear unobfuscated."),
          "message": ("-keepnames only stops the renaming. R8 still removes the classes, because nothing on the "
                      "Java side references them, they're only reached from C#. It has to be a plain -keep."),
          "gold_wrong": "-keepnames class com.tidewater.lf.bridge.** { *; }",
          "gold_right": "-keep class com.tidewater.lf.bridge.** { *; }",
      },
      repeat={
          "query": "Same crash for the push bridge: com.tidewater.lf.push.TokenRelay can't be found in the release build. Which rule?",
          "output": (
              "Add this to `proguard-user.txt` so R8 leaves the classes and their members alone:\n\n"
              "```\n"
              "-keep,allowshrinking class com.tidewater.lf.push.** { *; }\n"
              "```\n\n"
              "It keeps names and members stable for the lookup from C#."),
          "expect_contains": ["-keep class com.tidewater.lf.push.** { *; }"],
          "expect_absent": ["re:allowshrinking|-keepnames"],
      },
      control={
          "query": "How do I get the Unity player log off a phone connected over USB?",
          "output": (
              "```sh\n"
              "adb logcat -c\n"
              "adb logcat -s Unity CRASH AndroidRuntime > player.log\n"
              "```\n\n"
              "Clear first, reproduce the problem, then stop with Ctrl+C and attach `player.log` to the ticket."),
      },
      fix=[("-keep,allowshrinking class", "-keep class")]),

    # ------------------------------------------------------------------ 019
    S("h27-019", "testflight-internal-review", "semantic", "prose_claim", "already_correct",
      teach={
          "query": "Build 41300087 just finished uploading to App Store Connect. When can the QA group start testing it on TestFlight?",
          "output": (
              "After processing (usually 10 to 30 minutes) the build still has to go through Beta App Review "
              "before the internal \"LF QA\" group can install it, so count on up to a day. Meanwhile, fill in "
              "the What to Test notes so they're ready."),
          "message": ("Internal groups don't need Beta App Review, only external ones do. LF QA is internal, so "
                      "they can test as soon as processing is done."),
          "gold_wrong": "the build still has to go through Beta App Review before the internal \"LF QA\" group can install it",
          "gold_right": "internal testers can install it as soon as processing finishes; Beta App Review only applies to external groups",
      },
      repeat={
          "query": "QA is asking why they can't see the 4.13 hotfix build in TestFlight yet. It was uploaded 40 minutes ago.",
          "output": (
              "It's most likely still waiting for Apple: even internal testers only get a build after Beta "
              "App Review approves it, and that can take several hours. Check the status under TestFlight > "
              "iOS builds; it will say \"Waiting for Review\"."),
          "expect_contains": [r"re:(?i)(only (applies to|for) external|internal (testers|groups) (don't|do not) need)"],
          "expect_absent": [r"re:(?i)even internal testers only get a build after"],
      },
      control={
          "query": "Do the community testers in the external 'Harbor Insiders' group need anything extra before they get 4.13?",
          "output": (
              "Yes: external groups only get a build after Beta App Review. The first build of a version goes "
              "through review (usually within a day); later 4.13 builds are often approved automatically. "
              "Internal testers, like LF QA, don't need review and can install as soon as processing finishes."),
      },
      fix=[(WHOLE,
            "Internal testers don't need Beta App Review, so it isn't Apple: check under TestFlight > iOS builds "
            "whether the build is still \"Processing\" or shows \"Missing Compliance\", and that it was added to "
            "the LF QA group. Beta App Review only applies to external groups.")],
      holds="Internal testers, like LF QA, don't need review",
      right=[r"re:(?i)external groups only get a build after Beta App Review"]),

    # ------------------------------------------------------------------ 020
    S("h27-020", "jenkins-keystore-credential", "literal", "other_identifier", "same_topic",
      teach={
          "query": "In the Android release Jenkinsfile, how do I get the upload keystore onto the agent for signing?",
          "output": (
              "Bind it as a file credential for the duration of the Gradle step:\n\n"
              "```groovy\n"
              "withCredentials([file(credentialsId: 'android-release-keystore', variable: 'KEYSTORE_PATH')]) {\n"
              "    sh './gradlew :launcher:bundleRelease -Plf.keystore=$KEYSTORE_PATH'\n"
              "}\n"
              "```\n\n"
              "Jenkins deletes the temporary file when the block exits."),
          "message": ("The credential id is lf-android-upload-keystore. The one you used belonged to the old "
                      "prototype app and was deleted from Jenkins."),
          "gold_wrong": "android-release-keystore",
          "gold_right": "lf-android-upload-keystore",
      },
      repeat={
          "query": "The nightly QA build needs signing now too. Add the keystore binding to that pipeline.",
          "output": (
              "Same credential, with its own variable name so it doesn't clash with the QA stage's "
              "environment:\n\n"
              "```groovy\n"
              "stage('Sign QA build') {\n"
              "    steps {\n"
              "        withCredentials([file(credentialsId: 'android-release-keystore', variable: 'LF_UPLOAD_JKS')]) {\n"
              "            sh './gradlew :launcher:bundleQaRelease -Plf.keystore=$LF_UPLOAD_JKS'\n"
              "        }\n"
              "    }\n"
              "}\n"
              "```"),
          "expect_contains": ["credentialsId: 'lf-android-upload-keystore'"],
          "expect_absent": ["'android-release-keystore'"],
      },
      control={
          "query": "And where does the keystore password come from in the signing step?",
          "output": (
              "It's a separate secret-text credential, bound next to the file:\n\n"
              "```groovy\n"
              "withCredentials([string(credentialsId: 'lf-android-upload-storepass', variable: 'LF_STORE_PASS')]) {\n"
              "    sh './gradlew :launcher:bundleRelease -Plf.storePassword=\"$LF_STORE_PASS\"'\n"
              "}\n"
              "```\n\n"
              "The key password is the same as the store password for the upload key."),
      },
      fix=[("android-release-keystore", "lf-android-upload-keystore")]),

    # ------------------------------------------------------------------ 021
    S("h27-021", "ios-framework-target", "paraphrase", "renamed_identifier", "lookalike",
      teach={
          "query": "Our attribution SDK needs AdServices.framework linked on iOS. Write the post-process build step.",
          "output": (
              "```csharp\n"
              "[PostProcessBuild(100)]\n"
              "public static void AddAdServices(BuildTarget target, string path)\n"
              "{\n"
              "    if (target != BuildTarget.iOS) return;\n"
              "    var projPath = PBXProject.GetPBXProjectPath(path);\n"
              "    var proj = new PBXProject();\n"
              "    proj.ReadFromFile(projPath);\n"
              "    proj.AddFrameworkToProject(proj.GetUnityMainTargetGuid(), \"AdServices.framework\", true);\n"
              "    proj.WriteToFile(projPath);\n"
              "}\n"
              "```\n\n"
              "`true` makes it a weak link, so devices on iOS 14.0 to 14.2 still launch."),
          "message": ("Frameworks used by plugin code go on the UnityFramework target, GetUnityFrameworkTargetGuid(). "
                      "The plugin's .mm files compile into UnityFramework, so the link fails otherwise. The main "
                      "target is only for app-level things like capabilities."),
          "gold_wrong": "proj.AddFrameworkToProject(proj.GetUnityMainTargetGuid(), \"AdServices.framework\", true)",
          "gold_right": "proj.AddFrameworkToProject(proj.GetUnityFrameworkTargetGuid(), \"AdServices.framework\", true)",
      },
      repeat={
          "query": "Also link StoreKit for the new subscription plugin, in the same post-process class.",
          "output": (
              "```csharp\n"
              "string mainGuid = project.GetUnityMainTargetGuid();\n"
              "project.AddFrameworkToProject(mainGuid, \"StoreKit.framework\", false);\n"
              "project.WriteToFile(projectPath);\n"
              "```"),
          "expect_contains": ["GetUnityFrameworkTargetGuid()"],
          "expect_absent": [r"re:AddFrameworkToProject\(mainGuid"],
      },
      control={
          "query": "Enable the Push Notifications capability in the Xcode project from the post-process step.",
          "output": (
              "Capabilities belong to the app target, so use the main target GUID:\n\n"
              "```csharp\n"
              "var manager = new ProjectCapabilityManager(projPath, \"Unity-iPhone/lanternfall.entitlements\",\n"
              "    null, proj.GetUnityMainTargetGuid());\n"
              "manager.AddPushNotifications(development: false);\n"
              "manager.WriteToFile();\n"
              "```"),
      },
      fix=[("string mainGuid = project.GetUnityMainTargetGuid();",
            "string frameworkGuid = project.GetUnityFrameworkTargetGuid();"),
           ("AddFrameworkToProject(mainGuid", "AddFrameworkToProject(frameworkGuid")],
      holds="null, proj.GetUnityMainTargetGuid());",
      look="proj.GetUnityMainTargetGuid()"),

    # ------------------------------------------------------------------ 022
    S("h27-022", "fastlane-match-repo", "literal", "reordered_args", "already_correct",
      teach={
          "query": "Set up fastlane match on the new mac agent for App Store signing.",
          "output": (
              "In the `beta_testflight` lane, fetch the certificates read-only:\n\n"
              "```ruby\n"
              "match(\n"
              "  type: \"appstore\",\n"
              "  git_url: \"git@github.com:tidewater/certificates.git\",\n"
              "  app_identifier: \"com.tidewater.lanternfall\",\n"
              "  readonly: true\n"
              ")\n"
              "```\n\n"
              "The agent needs `MATCH_PASSWORD` in its environment to decrypt them."),
          "message": ("thanks! one thing though: match lives on our own git server, "
                      "git@git.tidewater.dev:mobile/lf-match.git. We never put certs on github."),
          "gold_wrong": "git@github.com:tidewater/certificates.git",
          "gold_right": "git@git.tidewater.dev:mobile/lf-match.git",
      },
      repeat={
          "query": "I need the development profiles on my laptop to run builds on my own iPhone. What's the match call?",
          "output": (
              "```ruby\n"
              "match(\n"
              "  readonly: true,\n"
              "  app_identifier: \"com.tidewater.lanternfall\",\n"
              "  git_url: \"git@github.com:tidewater/certificates.git\",\n"
              "  type: \"development\"\n"
              ")\n"
              "```\n\n"
              "Put it in a `dev_certs` lane and run `bundle exec fastlane dev_certs`."),
          "expect_contains": ["git_url: \"git@git.tidewater.dev:mobile/lf-match.git\""],
          "expect_absent": ["git@github.com:tidewater/certificates.git"],
      },
      control={
          "query": "What does our Matchfile look like? I want to add the notification service extension's bundle id.",
          "output": (
              "```ruby\n"
              "git_url(\"git@git.tidewater.dev:mobile/lf-match.git\")\n"
              "storage_mode(\"git\")\n"
              "type(\"appstore\")\n"
              "app_identifier([\"com.tidewater.lanternfall\", \"com.tidewater.lanternfall.NotificationService\"])\n"
              "```\n\n"
              "After adding the id, run match once without `readonly` from a machine with admin access so "
              "the new profile gets created."),
      },
      fix=[("git@github.com:tidewater/certificates.git", "git@git.tidewater.dev:mobile/lf-match.git")],
      holds="app_identifier([\"com.tidewater.lanternfall\", \"com.tidewater.lanternfall.NotificationService\"])"),

    # ------------------------------------------------------------------ 023
    S("h27-023", "android-pendingintent-immutable", "paraphrase", "code_block", "same_topic",
      teach={
          "query": "In the local notifications plugin, build the PendingIntent that opens the game when the player taps the notification.",
          "output": (
              "```kotlin\n"
              "val intent = Intent(context, UnityPlayerActivity::class.java).apply {\n"
              "    putExtra(\"lf_notification_id\", notificationId)\n"
              "}\n"
              "val pending = PendingIntent.getActivity(\n"
              "    context, notificationId, intent, PendingIntent.FLAG_UPDATE_CURRENT\n"
              ")\n"
              "```"),
          "message": "since we target 34 that throws IllegalArgumentException on Android 12+, it needs FLAG_IMMUTABLE or'ed in",
          "gold_wrong": "intent, PendingIntent.FLAG_UPDATE_CURRENT",
          "gold_right": "intent, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE",
      },
      repeat={
          "query": "Schedule the daily chest reminder with AlarmManager; the receiver is ChestReminderReceiver.",
          "output": (
              "```kotlin\n"
              "val alarmIntent = Intent(context, ChestReminderReceiver::class.java)\n"
              "val pending = PendingIntent.getBroadcast(\n"
              "    context, CHEST_REMINDER_REQUEST, alarmIntent, PendingIntent.FLAG_CANCEL_CURRENT\n"
              ")\n"
              "alarmManager.setAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, triggerAtMillis, pending)\n"
              "```"),
          "expect_contains": ["FLAG_IMMUTABLE"],
          "expect_absent": [r"re:alarmIntent, PendingIntent\.FLAG_CANCEL_CURRENT\n"],
      },
      control={
          "query": "Create the notification channel for the chest reminders.",
          "output": (
              "```kotlin\n"
              "val channel = NotificationChannel(\n"
              "    \"lf_chest_reminders\",\n"
              "    context.getString(R.string.lf_channel_chests),\n"
              "    NotificationManager.IMPORTANCE_DEFAULT\n"
              ").apply { setShowBadge(true) }\n"
              "context.getSystemService(NotificationManager::class.java).createNotificationChannel(channel)\n"
              "```\n\n"
              "Creating a channel that already exists is a no-op, so call it on every launch."),
      },
      fix=[("alarmIntent, PendingIntent.FLAG_CANCEL_CURRENT",
            "alarmIntent, PendingIntent.FLAG_CANCEL_CURRENT or PendingIntent.FLAG_IMMUTABLE")]),

    # ------------------------------------------------------------------ 024
    S("h27-024", "play-halt-rollout", "semantic", "prose_claim", "unrelated",
      teach={
          "query": "4.12.0 is at 20% on the production track and crash-free users just dropped to 97%. What are our options?",
          "output": (
              "Unfortunately there's no way to stop a staged rollout once it has started in Play Console; the "
              "20% who have it keep it and the percentage can only go up. The fastest option is a 4.12.1 "
              "hotfix with a higher versionCode, rolled out at 100% to replace it."),
          "message": ("You can halt a staged rollout in Play Console. Users who already updated keep 4.12.0, but "
                      "nobody new gets it. That's step one of our crash runbook, then the hotfix."),
          "gold_wrong": "there's no way to stop a staged rollout once it has started in Play Console",
          "gold_right": "you can halt the rollout in Play Console",
      },
      repeat={
          "query": "If the festival update starts crashing during its 10% rollout, what's the first thing on-call should do on Android?",
          "output": ROLLOUT_OLD + " Ping the release captain in #lf-release to start the hotfix branch.",
          "expect_contains": [r"re:(?i)\bhalt"],
          "expect_absent": [r"re:(?i)can't be paused or pulled back"],
      },
      control={
          "query": "What's the Kotlin idiom to clamp the haptic amplitude between 1 and 255?",
          "output": (
              "`coerceIn`:\n\n"
              "```kotlin\n"
              "val amplitude = requested.coerceIn(1, 255)\n"
              "vibrator.vibrate(VibrationEffect.createOneShot(40L, amplitude))\n"
              "```"),
      },
      fix=[(ROLLOUT_OLD, ROLLOUT_NEW)]),

    # ------------------------------------------------------------------ 025
    S("h27-025", "gradle-jvmargs-heap", "literal", "casing", "unrelated",
      teach={
          "query": "The Gradle step of the Unity Android export runs out of memory on Jenkins. What should org.gradle.jvmargs be?",
          "output": (
              "Put it in `Assets/Plugins/Android/gradleTemplate.properties` so Unity copies it into the "
              "export:\n\n"
              "```properties\n"
              "org.gradle.jvmargs=-Xmx2g -Dfile.encoding=UTF-8\n"
              "android.useAndroidX=true\n"
              "```"),
          "message": "2g is exactly what's OOMing. Team standard for the Android export is -Xmx6g, the agents have 16 GB.",
          "gold_wrong": "-Xmx2g",
          "gold_right": "-Xmx6g",
      },
      repeat={
          "query": "A contractor's local export dies with 'Java heap space' during R8. Which Gradle heap setting should they use?",
          "output": (
              "Give the Gradle daemon the same heap CI uses:\n\n"
              "```properties\n"
              "org.gradle.jvmargs=-Xmx2G -XX:MaxMetaspaceSize=1G -Dfile.encoding=UTF-8\n"
              "```\n\n"
              "Then stop the old daemon with `./gradlew --stop` so the new value is picked up."),
          "expect_contains": [r"re:(?i)-Xmx6g"],
          "expect_absent": [r"re:(?i)-Xmx2g"],
      },
      control={
          "query": "What's the quickest way to see how much disk the mac build agent has left, and what's eating it?",
          "output": (
              "```sh\n"
              "df -h /\n"
              "du -sh ~/Library/Developer/Xcode/DerivedData ~/Library/Developer/Xcode/Archives\n"
              "```\n\n"
              "DerivedData is safe to delete between builds; keep the archives of the last two releases."),
      },
      fix=[("-Xmx2G", "-Xmx6G")]),

    # ------------------------------------------------------------------ 026
    S("h27-026", "ios-dllimport-internal", "paraphrase", "equivalent_construct", "already_correct",
      teach={
          "query": "Expose the native haptics call LF_PlayHaptic(int style) from our iOS plugin to C#.",
          "output": (
              "```csharp\n"
              "public static class IosHaptics\n"
              "{\n"
              "#if UNITY_IOS && !UNITY_EDITOR\n"
              "    [DllImport(\"lfhaptics\")]\n"
              "    private static extern void LF_PlayHaptic(int style);\n"
              "#endif\n\n"
              "    public static void Play(HapticStyle style)\n"
              "    {\n"
              "#if UNITY_IOS && !UNITY_EDITOR\n"
              "        LF_PlayHaptic((int)style);\n"
              "#endif\n"
              "    }\n"
              "}\n"
              "```"),
          "message": ("On iOS the plugin is statically linked into UnityFramework, so the import has to be "
                      "\"__Internal\". A library name there throws DllNotFoundException at runtime."),
          "gold_wrong": "[DllImport(\"lfhaptics\")]",
          "gold_right": "[DllImport(\"__Internal\")]",
      },
      repeat={
          "query": "Now the push plugin: the C# side for LF_RegisterForPush() on iOS.",
          "output": (
              "```csharp\n"
              "public static class IosPush\n"
              "{\n"
              "#if UNITY_IOS && !UNITY_EDITOR\n"
              "    private const string NativeLib = \"lfpush\";\n\n"
              "    [DllImport(NativeLib)]\n"
              "    private static extern void LF_RegisterForPush();\n"
              "#endif\n"
              "}\n"
              "```"),
          "expect_contains": ["\"__Internal\""],
          "expect_absent": ["NativeLib = \"lfpush\""],
      },
      control={
          "query": "Add the C# binding for LF_GetIdfv() in the iOS device-info plugin; it returns a string.",
          "output": (
              "```csharp\n"
              "#if UNITY_IOS && !UNITY_EDITOR\n"
              "    [DllImport(\"__Internal\")]\n"
              "    private static extern string LF_GetIdfv();\n"
              "#endif\n"
              "```\n\n"
              "Return a `strdup`'d `char*` from the Objective-C side; the marshaller frees it."),
      },
      fix=[("NativeLib = \"lfpush\"", "NativeLib = \"__Internal\"")],
      holds="private static extern string LF_GetIdfv();"),

    # ------------------------------------------------------------------ 027
    S("h27-027", "ios-min-version", "literal", "reworded", "lookalike",
      teach={
          "query": "Can the Objective-C side call SKOverlay for the cross-promo banner without an availability check?",
          "output": (
              "You'll need a check: the project's Target minimum iOS Version is iOS 13.0 and SKOverlay arrived "
              "a release later, so wrap the call in an `@available` check in the plugin and fall back to "
              "opening the App Store page."),
          "message": "Our minimum is iOS 14.0 (since 4.8, ATT forced it), so no check needed.",
          "gold_wrong": "iOS 13.0",
          "gold_right": "iOS 14.0",
      },
      repeat={
          "query": "What's the oldest iOS version QA should keep a test device on?",
          "output": (
              "Keep one device on iOS 13.0, since that's still the deployment target the game supports; an "
              "iPhone 6s is the usual pick because it can be kept on an old version while the others update."),
          "expect_contains": ["iOS 14.0"],
          "expect_absent": ["iOS 13.0"],
      },
      control={
          "query": "Sign in with Apple: since when is it available, and do we need a version check around it?",
          "output": (
              "Sign in with Apple (AuthenticationServices) has been available since iOS 13.0, which is below "
              "our deployment target, so the plugin can call it without an `@available` check."),
      },
      fix=[("iOS 13.0", "iOS 14.0")],
      holds="available since iOS 13.0",
      look="iOS 13.0"),

    # ------------------------------------------------------------------ 028
    S("h27-028", "android-exported-activity", "paraphrase", "other_identifier", "unrelated",
      teach={
          "query": "Add the deep link activity for lanternfall://invite links to the AndroidManifest in Plugins/Android.",
          "output": (
              "```xml\n"
              "<activity android:name=\"com.tidewater.lf.DeepLinkActivity\">\n"
              "    <intent-filter>\n"
              "        <action android:name=\"android.intent.action.VIEW\" />\n"
              "        <category android:name=\"android.intent.category.DEFAULT\" />\n"
              "        <category android:name=\"android.intent.category.BROWSABLE\" />\n"
              "        <data android:scheme=\"lanternfall\" android:host=\"invite\" />\n"
              "    </intent-filter>\n"
              "</activity>\n"
              "```"),
          "message": ("Targeting 34, the manifest merger rejects an activity with an intent-filter and no "
                      "android:exported. Set it to true here, the browser opens it."),
          "gold_wrong": "<activity android:name=\"com.tidewater.lf.DeepLinkActivity\">",
          "gold_right": "<activity android:name=\"com.tidewater.lf.DeepLinkActivity\" android:exported=\"true\">",
      },
      repeat={
          "query": "Now the OAuth redirect for account linking: lanternfall://oauth should open OAuthRedirectActivity.",
          "output": (
              "```xml\n"
              "<activity android:name=\"com.tidewater.lf.auth.OAuthRedirectActivity\"\n"
              "          android:launchMode=\"singleTask\">\n"
              "    <intent-filter>\n"
              "        <action android:name=\"android.intent.action.VIEW\" />\n"
              "        <category android:name=\"android.intent.category.DEFAULT\" />\n"
              "        <category android:name=\"android.intent.category.BROWSABLE\" />\n"
              "        <data android:scheme=\"lanternfall\" android:host=\"oauth\" />\n"
              "    </intent-filter>\n"
              "</activity>\n"
              "```"),
          "expect_contains": ["android:exported=\"true\""],
          "expect_absent": [],
      },
      control={
          "query": "Convert 48dp to pixels in Kotlin for the overlay button.",
          "output": (
              "```kotlin\n"
              "val px = TypedValue.applyDimension(\n"
              "    TypedValue.COMPLEX_UNIT_DIP, 48f, resources.displayMetrics\n"
              ").roundToInt()\n"
              "```"),
      },
      fix=[("android:launchMode=\"singleTask\">",
            "android:launchMode=\"singleTask\"\n          android:exported=\"true\">")]),

    # ------------------------------------------------------------------ 029
    S("h27-029", "apns-p8-both-environments", "semantic", "equivalent_construct", "same_topic",
      teach={
          "query": "We're setting up the festival reminder pushes through Firebase Cloud Messaging on iOS. Which APNs credentials do I upload to Firebase?",
          "output": (
              "Upload the APNs auth key `AuthKey_R8T3LQ2M6V.p8` under Project settings > Cloud Messaging > "
              "Apple app configuration. Note that the .p8 key only covers the sandbox environment, so for the "
              "App Store build you'll also need to create an APNs production certificate (.p12) and upload it "
              "in the production slot."),
          "message": ("The .p8 auth key is valid for sandbox and production alike, that's the point of it. We don't "
                      "keep any .p12 push certs, please don't create one, they expire every year."),
          "gold_wrong": "the .p8 key only covers the sandbox environment",
          "gold_right": "the .p8 key works for both sandbox and production",
      },
      repeat={
          "query": "Push works in our Xcode debug builds. The ops lead wants to know what changes for the App Store release; anything on the Apple side?",
          "output": (
              "One thing, the current setup is development-only:\n\n"
              "| Credential | Environment |\n"
              "|---|---|\n"
              "| APNs auth key `AuthKey_R8T3LQ2M6V.p8` | sandbox only |\n"
              "| APNs production certificate (.p12) | production, still to be created |\n\n"
              "Create the production certificate in the developer portal, export it as .p12 and upload it to "
              "Firebase before the release."),
          "expect_contains": [r"re:(?i)(both|sandbox and production)"],
          "expect_absent": [r"re:(?i)sandbox only", r"re:(?i)production certificate"],
      },
      control={
          "query": "Where do I find the Key ID and Team ID Firebase asks for when uploading the APNs key?",
          "output": (
              "Key ID: Apple Developer portal > Certificates, Identifiers & Profiles > Keys; ours is R8T3LQ2M6V "
              "(it's also in the file name). Team ID: Membership details in the developer portal, 7QK4P2XM9A "
              "for Tidewater."),
      },
      fix=[(WHOLE,
            "Nothing on the Apple side: the APNs auth key `AuthKey_R8T3LQ2M6V.p8` that's already in Firebase "
            "works for sandbox and production, so App Store builds use the same key. Just check that the "
            "distribution build's entitlements have `aps-environment` set to `production`, which Xcode does "
            "when signing for the App Store.")]),

    # ------------------------------------------------------------------ 030
    S("h27-030", "play-package-name", "literal", "code_block", "already_correct",
      teach={
          "query": "Write the fastlane lane that uploads the AAB to the internal track.",
          "output": (
              "```ruby\n"
              "lane :android_internal do\n"
              "  upload_to_play_store(\n"
              "    package_name: \"com.tidewater.lanternfall.android\",\n"
              "    track: \"internal\",\n"
              "    aab: \"Builds/Android/lanternfall.aab\",\n"
              "    json_key: ENV[\"LF_PLAY_SA_JSON\"],\n"
              "    skip_upload_metadata: true\n"
              "  )\n"
              "end\n"
              "```"),
          "message": "package name's com.tidewater.lanternfall on Play too, no suffix. Same as the iOS bundle id",
          "gold_wrong": "package_name: \"com.tidewater.lanternfall.android\"",
          "gold_right": "package_name: \"com.tidewater.lanternfall\"",
      },
      repeat={
          "query": "And a lane that promotes internal to the closed 'harbor-insiders' track without re-uploading.",
          "output": (
              "```ruby\n"
              "lane :android_promote_insiders do\n"
              "  upload_to_play_store(\n"
              "    package_name: \"com.tidewater.lanternfall.android\",\n"
              "    track: \"internal\",\n"
              "    track_promote_to: \"harbor-insiders\",\n"
              "    json_key: ENV[\"LF_PLAY_SA_JSON\"],\n"
              "    skip_upload_aab: true,\n"
              "    skip_upload_metadata: true,\n"
              "    skip_upload_changelogs: true\n"
              "  )\n"
              "end\n"
              "```"),
          "expect_contains": ["package_name: \"com.tidewater.lanternfall\","],
          "expect_absent": ["com.tidewater.lanternfall.android"],
      },
      control={
          "query": "Pull the current Play store listing text into the repo so we can edit it in PRs.",
          "output": (
              "```ruby\n"
              "lane :android_pull_listing do\n"
              "  download_from_play_store(\n"
              "    package_name: \"com.tidewater.lanternfall\",\n"
              "    json_key: ENV[\"LF_PLAY_SA_JSON\"],\n"
              "    metadata_path: \"fastlane/metadata/play\"\n"
              "  )\n"
              "end\n"
              "```"),
      },
      fix=[("com.tidewater.lanternfall.android\"", "com.tidewater.lanternfall\"")],
      holds="package_name: \"com.tidewater.lanternfall\",\n    json_key"),
]
