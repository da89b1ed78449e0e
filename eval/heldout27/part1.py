"""heldout27 part 1: Unity 2022 LTS / C# client code and Addressables (h27-001 .. h27-015)."""

WHOLE = None


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {
        "id": id, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


SCENARIOS = [
    # ------------------------------------------------------------------ 001
    S("h27-001", "unity-editor-version", "literal", "code_block", "unrelated",
      teach={
          "query": "I'm setting up my new laptop to work on the Lanternfall client. Which Unity version do I need from the Hub?",
          "output": (
              "The client is pinned in `ProjectSettings/ProjectVersion.txt`. Install **Unity 2022.3.20f1** "
              "from Unity Hub and add the Android Build Support (with OpenJDK and Android SDK & NDK Tools) "
              "and iOS Build Support modules. Opening the project with any other patch release triggers a "
              "reimport of the whole Library folder, which takes about 40 minutes on this project."),
          "message": "we moved to 2022.3.31f1 two sprints ago, 20f1 is the old pin",
          "gold_wrong": "2022.3.20f1",
          "gold_right": "2022.3.31f1",
      },
      repeat={
          "query": "The new mac build agent needs the Unity editor installed without a GUI session. What's the command?",
          "output": (
              "Unity Hub has a headless CLI you can run over SSH:\n\n"
              "```sh\n"
              "\"/Applications/Unity Hub.app/Contents/MacOS/Unity Hub\" -- --headless install \\\n"
              "  --version 2022.3.20f1 \\\n"
              "  --module ios --module android --module android-sdk-ndk-tools --module android-open-jdk\n"
              "```\n\n"
              "When it finishes, point the Jenkins node's `UNITY_PATH` at the new folder under "
              "`/Applications/Unity/Hub/Editor/`."),
          "expect_contains": ["2022.3.31f1"],
          "expect_absent": ["2022.3.20f1"],
      },
      control={
          "query": "How do I count how many C# files under Assets/Scripts still call the legacy Input.GetTouch?",
          "output": (
              "From the client repo root:\n\n"
              "```sh\n"
              "grep -rl --include='*.cs' 'Input\\.GetTouch' Assets/Scripts | wc -l\n"
              "```\n\n"
              "Drop the `| wc -l` to see the file names instead of the count."),
      },
      fix=[("2022.3.20f1", "2022.3.31f1")]),

    # ------------------------------------------------------------------ 002
    S("h27-002", "unity-color-space", "literal", "casing", "same_topic",
      teach={
          "query": "I'm building a lighting test scene for the new harbor map. Anything in Player Settings I should double-check first?",
          "output": (
              "A few things under Player > Other Settings:\n\n"
              "- **Color Space** is set to Gamma, which is what the project uses to keep the mobile shaders "
              "cheap, so author your light intensities against that.\n"
              "- **Auto Graphics API** is off; the Android list is Vulkan first, then OpenGLES3.\n"
              "- **Static Batching** is on, so mark the harbor props as Batching Static.\n\n"
              "The URP asset for the test scene should be `LF_URP_Mobile_High`."),
          "message": "Color space is Linear on our project. We switched over when we moved to URP in 4.6.",
          "gold_wrong": "Gamma",
          "gold_right": "Linear",
      },
      repeat={
          "query": "Why does the harbor lighting look washed out compared to the concept art? Is it a project setting?",
          "output": (
              "Most likely the color space: the Lanternfall project renders in gamma space, so light falloff "
              "and the tonemapper look flatter than the artists' reference renders. Either bump the key light "
              "to compensate or raise the post-exposure on the `Harbor_Volume` profile."),
          "expect_contains": [r"re:(?i)\blinear\b"],
          "expect_absent": [r"re:(?i)\bgamma\b"],
      },
      control={
          "query": "Which texture compression format does the Android build use?",
          "output": (
              "ASTC. Build Settings sets Texture Compression to ASTC for Android, with 6x6 blocks for "
              "environment textures and 4x4 for UI atlases; ETC2 is only kept as the fallback for the few "
              "devices without ASTC support."),
      },
      fix=[("renders in gamma space, so light falloff and the tonemapper look flatter than the artists' reference renders",
            "renders in linear space, the same as the artists' reference renders, so the difference is more likely the tonemapper")]),

    # ------------------------------------------------------------------ 003
    S("h27-003", "unity-find-object-api", "paraphrase", "renamed_identifier", "already_correct",
      teach={
          "query": "In the tutorial controller I need a reference to the HUD at startup. What's the quickest way to grab it?",
          "output": (
              "If there's exactly one HUD in the scene you can look it up in `Start`:\n\n"
              "```csharp\n"
              "private HudController hud;\n\n"
              "void Start()\n"
              "{\n"
              "    hud = FindObjectOfType<HudController>();\n"
              "    hud.ShowTutorialArrow(TutorialStep.OpenShop);\n"
              "}\n"
              "```\n\n"
              "Cache it in the field like this instead of searching every frame; the lookup walks every "
              "loaded object."),
          "message": ("FindObjectOfType is marked obsolete in 2022.3 and our warnings-as-errors build fails on it. "
                      "Use FindAnyObjectByType, we don't need the ordering."),
          "gold_wrong": "FindObjectOfType<HudController>()",
          "gold_right": "FindAnyObjectByType<HudController>()",
      },
      repeat={
          "query": "How should the settings screen get hold of the AudioMixerRouter when it opens?",
          "output": (
              "Look it up once when the screen opens and keep the reference:\n\n"
              "```csharp\n"
              "private AudioMixerRouter router;\n\n"
              "void OnEnable()\n"
              "{\n"
              "    if (router == null)\n"
              "        router = FindObjectOfType<AudioMixerRouter>();\n"
              "    musicSlider.value = router.GetVolume(MixerChannel.Music);\n"
              "}\n"
              "```"),
          "expect_contains": ["FindAnyObjectByType<AudioMixerRouter>()"],
          "expect_absent": ["FindObjectOfType<"],
      },
      control={
          "query": "The deep-link handler has to reach the StoreFrontView if it's already open. Can you sketch that?",
          "output": (
              "```csharp\n"
              "var view = FindAnyObjectByType<StoreFrontView>();\n"
              "if (view != null)\n"
              "    view.FocusOffer(link.OfferId);\n"
              "else\n"
              "    PendingDeepLinks.Enqueue(link);\n"
              "```\n\n"
              "The store scene drains `PendingDeepLinks` when it finishes loading."),
      },
      fix=[("FindObjectOfType<AudioMixerRouter>()", "FindAnyObjectByType<AudioMixerRouter>()")],
      holds="FindAnyObjectByType<StoreFrontView>()",
      right=["FindAnyObjectByType<"]),

    # ------------------------------------------------------------------ 004
    S("h27-004", "unity-fixedupdate-deltatime", "semantic", "prose_claim", "lookalike",
      teach={
          "query": "The boat physics in FixedUpdate multiplies thrust by Time.deltaTime. Is that a bug?",
          "output": (
              "Yes, that's a bug. Inside FixedUpdate you should multiply by `Time.fixedDeltaTime`, because "
              "Time.deltaTime still returns the render frame's delta there, so thrust will vary with frame "
              "rate on low-end phones. Change it to:\n\n"
              "```csharp\n"
              "rb.AddForce(transform.forward * thrust * Time.fixedDeltaTime, ForceMode.Acceleration);\n"
              "```"),
          "message": ("Hm, I don't think so. When you read Time.deltaTime from inside FixedUpdate, Unity hands you "
                      "fixedDeltaTime. So the thrust code is fine as it is, there's no frame-rate dependence."),
          "gold_wrong": "Time.deltaTime still returns the render frame's delta there",
          "gold_right": "Time.deltaTime already returns Time.fixedDeltaTime there",
      },
      repeat={
          "query": "Code review question: the buoyancy script reads Time.deltaTime in FixedUpdate. Should I ask the author to change it?",
          "output": (
              "Yes, ask for a change. Time.deltaTime gives you the variable frame time even when it's read "
              "from FixedUpdate, so the buoyancy impulse will be stronger on devices that drop frames. "
              "Suggest `Time.fixedDeltaTime` instead so the physics step is stable."),
          "expect_contains": [r"re:(?i)(returns|gives you|is) (Time\.)?fixedDeltaTime"],
          "expect_absent": [r"re:(?i)(variable frame time|render frame'?s? delta)"],
      },
      control={
          "query": "The camera follow in LateUpdate jitters on 30 fps devices. How should it smooth toward the boat?",
          "output": (
              "Smooth it per rendered frame. In LateUpdate, Time.deltaTime is the render frame's delta, which "
              "is exactly what a camera wants:\n\n"
              "```csharp\n"
              "transform.position = Vector3.SmoothDamp(\n"
              "    transform.position, target.position + offset, ref velocity, 0.18f,\n"
              "    Mathf.Infinity, Time.deltaTime);\n"
              "```\n\n"
              "Also set the boat's Rigidbody to Interpolate so its rendered position is smooth between "
              "physics steps."),
      },
      fix=[(WHOLE,
            "No change needed. When it's read from FixedUpdate, Time.deltaTime returns Time.fixedDeltaTime, so "
            "the buoyancy impulse is already frame-rate independent. Switching to `Time.fixedDeltaTime` is fine "
            "for readability, but it isn't a bug fix.")],
      holds="Time.deltaTime is the render frame's delta",
      look="the render frame's delta"),

    # ------------------------------------------------------------------ 005
    S("h27-005", "addressables-cdn-host", "literal", "reworded", "already_correct",
      teach={
          "query": "What should the RemoteLoadPath be in the Addressables 'Live' profile?",
          "output": (
              "In the `Live` profile set:\n\n"
              "- RemoteBuildPath: `ServerData/[BuildTarget]`\n"
              "- RemoteLoadPath: `https://assets.lanternfall.gg/bundles/[BuildTarget]/{LF.Build.ContentVersion}`\n\n"
              "The curly-brace part is evaluated at runtime, so the client uses the content version baked "
              "into the build."),
          "message": "the bundles come off cdn.lanternfall.gg, the host you wrote is the press-kit site",
          "gold_wrong": "assets.lanternfall.gg",
          "gold_right": "cdn.lanternfall.gg",
      },
      repeat={
          "query": "A tester says the festival bundles fail to download in live. Which URL is the client actually hitting for the catalog?",
          "output": (
              "With the Live profile the Android client resolves the catalog from "
              "https://assets.lanternfall.gg/bundles/Android/4.13.0/catalog_4.13.0.json (same path with iOS "
              "for iPhones). Open that URL from the tester's network; if it 404s, the content build for 4.13.0 "
              "was never uploaded."),
          "expect_contains": ["https://cdn.lanternfall.gg/bundles/Android/4.13.0/catalog_4.13.0.json"],
          "expect_absent": ["assets.lanternfall.gg"],
      },
      control={
          "query": "How do I check whether the CDN is serving a stale catalog hash for iOS?",
          "output": (
              "Compare the hash on the CDN with the one from your content build:\n\n"
              "```sh\n"
              "curl -s https://cdn.lanternfall.gg/bundles/iOS/4.13.0/catalog_4.13.0.hash; echo\n"
              "cat ServerData/iOS/catalog_4.13.0.hash; echo\n"
              "```\n\n"
              "If they differ, either the upload didn't finish or an edge still has the old object cached."),
      },
      fix=[("assets.lanternfall.gg", "cdn.lanternfall.gg")],
      holds="https://cdn.lanternfall.gg/bundles/iOS/4.13.0/catalog_4.13.0.hash"),

    # ------------------------------------------------------------------ 006
    S("h27-006", "unity-pause-unscaled-time", "paraphrase", "equivalent_construct", "same_topic",
      teach={
          "query": "The limited-offer popup needs a 3 second delay before the close button appears. It can open from the pause menu too. Coroutine?",
          "output": (
              "A coroutine is the simplest:\n\n"
              "```csharp\n"
              "private IEnumerator ShowCloseButtonDelayed()\n"
              "{\n"
              "    closeButton.SetActive(false);\n"
              "    yield return new WaitForSeconds(3f);\n"
              "    closeButton.SetActive(true);\n"
              "}\n"
              "```\n\n"
              "Start it from `OnEnable` with `StartCoroutine(ShowCloseButtonDelayed());`."),
          "message": ("The pause menu sets Time.timeScale to 0, so that wait never finishes when the offer opens "
                      "from there. It has to be WaitForSecondsRealtime."),
          "gold_wrong": "new WaitForSeconds(3f)",
          "gold_right": "new WaitForSecondsRealtime(3f)",
      },
      repeat={
          "query": "Add a countdown label to the offer popup that ticks from 10 to 0, also while the game is paused.",
          "output": (
              "Track the remaining time in `Update` and refresh the label:\n\n"
              "```csharp\n"
              "private float remaining = 10f;\n\n"
              "void Update()\n"
              "{\n"
              "    if (remaining <= 0f) return;\n"
              "    remaining -= Time.deltaTime;\n"
              "    countdownLabel.text = Mathf.CeilToInt(Mathf.Max(remaining, 0f)).ToString();\n"
              "}\n"
              "```"),
          "expect_contains": ["Time.unscaledDeltaTime"],
          "expect_absent": [r"re:remaining -= Time\.deltaTime"],
      },
      control={
          "query": "How do I stop the offer popup's coroutine cleanly when the player closes the popup early?",
          "output": (
              "Keep the `Coroutine` handle and stop it in `OnDisable`:\n\n"
              "```csharp\n"
              "private Coroutine closeRoutine;\n\n"
              "void OnEnable()  => closeRoutine = StartCoroutine(ShowCloseButtonDelayed());\n\n"
              "void OnDisable()\n"
              "{\n"
              "    if (closeRoutine != null) StopCoroutine(closeRoutine);\n"
              "    closeRoutine = null;\n"
              "}\n"
              "```\n\n"
              "Coroutines also stop when their GameObject is deactivated, but the explicit stop keeps the "
              "handle state honest if the popup is reused from the pool."),
      },
      fix=[("remaining -= Time.deltaTime;", "remaining -= Time.unscaledDeltaTime;")]),

    # ------------------------------------------------------------------ 007
    S("h27-007", "unity-save-path", "literal", "other_identifier", "lookalike",
      teach={
          "query": "Where should the save file go on device? I'm writing the cloud-save fallback to local JSON.",
          "output": (
              "Write it next to the game data so it's easy to find:\n\n"
              "```csharp\n"
              "string path = Path.Combine(Application.dataPath, \"save_slot0.json\");\n"
              "File.WriteAllText(path, JsonConvert.SerializeObject(save));\n"
              "```\n\n"
              "Write to a temp file first and `File.Replace` it if you want to survive a crash mid-write."),
          "message": ("Application.dataPath points inside the APK / app bundle on device and it's read-only. "
                      "Saves go under Application.persistentDataPath."),
          "gold_wrong": "Application.dataPath",
          "gold_right": "Application.persistentDataPath",
      },
      repeat={
          "query": "I'm adding a local settings file (graphics quality, haptics on/off). How do I write it?",
          "output": (
              "Serialize the settings object and write it in one go:\n\n"
              "```csharp\n"
              "var settingsFile = Path.Combine(Application.dataPath, \"settings_v2.json\");\n"
              "File.WriteAllText(settingsFile, JsonConvert.SerializeObject(settings));\n"
              "```\n\n"
              "Load it in the bootstrap scene before the quality level is applied."),
          "expect_contains": ["Path.Combine(Application.persistentDataPath, \"settings_v2.json\")"],
          "expect_absent": ["Application.dataPath"],
      },
      control={
          "query": "Write a small editor menu item that lists every sprite atlas under Assets/Art/Atlases with its file size.",
          "output": (
              "In the Editor, `Application.dataPath` is the project's Assets folder, so:\n\n"
              "```csharp\n"
              "[MenuItem(\"Lanternfall/Report/Atlas Sizes\")]\n"
              "static void ReportAtlasSizes()\n"
              "{\n"
              "    var dir = Path.Combine(Application.dataPath, \"Art/Atlases\");\n"
              "    foreach (var file in Directory.GetFiles(dir, \"*.spriteatlasv2\", SearchOption.AllDirectories))\n"
              "        Debug.Log($\"{Path.GetFileName(file)}: {new FileInfo(file).Length / 1024} KB\");\n"
              "}\n"
              "```\n\n"
              "Put it in an `Editor` folder so it never ends up in a player build."),
      },
      fix=[("Application.dataPath", "Application.persistentDataPath")],
      holds="Path.Combine(Application.dataPath, \"Art/Atlases\")",
      look="Application.dataPath"),

    # ------------------------------------------------------------------ 008
    S("h27-008", "unity-batchmode-entrypoint", "literal", "reordered_args", "unrelated",
      teach={
          "query": "What's the command line to build the Android AAB from Unity in batch mode on the Linux agent?",
          "output": (
              "```sh\n"
              "\"$UNITY_PATH\" -batchmode -nographics -quit \\\n"
              "  -projectPath \"$WORKSPACE/client\" \\\n"
              "  -buildTarget Android \\\n"
              "  -executeMethod Builder.PerformAndroidBuild \\\n"
              "  -logFile \"$WORKSPACE/logs/unity-android.log\"\n"
              "```\n\n"
              "`-quit` makes Unity exit when the method returns; a non-zero exit code means the build failed."),
          "message": ("Our entry point is LF.Build.CiEntry.Android. The method you used came from the build "
                      "template we deleted last year."),
          "gold_wrong": "Builder.PerformAndroidBuild",
          "gold_right": "LF.Build.CiEntry.Android",
      },
      repeat={
          "query": "I want to reproduce the CI Android build locally on my Mac. What do I run?",
          "output": (
              "The same invocation as CI, with your own paths:\n\n"
              "```sh\n"
              "/Applications/Unity/Hub/Editor/<version>/Unity.app/Contents/MacOS/Unity \\\n"
              "  -executeMethod Builder.PerformAndroidBuild \\\n"
              "  -buildTarget Android \\\n"
              "  -projectPath ~/src/lanternfall/client \\\n"
              "  -logFile - -batchmode -quit\n"
              "```\n\n"
              "`-logFile -` prints the editor log to your terminal."),
          "expect_contains": ["-executeMethod LF.Build.CiEntry.Android"],
          "expect_absent": ["Builder.PerformAndroidBuild"],
      },
      control={
          "query": "How do I see which commits landed on release/4.13 since the 4.12.0 tag?",
          "output": (
              "```sh\n"
              "git fetch origin --tags\n"
              "git log --oneline --no-merges v4.12.0..origin/release/4.13\n"
              "```\n\n"
              "Add `--author=` or `-- client/` to narrow it down."),
      },
      fix=[("Builder.PerformAndroidBuild", "LF.Build.CiEntry.Android")]),

    # ------------------------------------------------------------------ 009
    S("h27-009", "unity-json-dictionary", "paraphrase", "other_identifier", "already_correct",
      teach={
          "query": "Serialize the player's inventory to JSON for the debug upload. The class has a Dictionary<string, int> of item counts.",
          "output": (
              "```csharp\n"
              "[Serializable]\n"
              "public class InventorySnapshot\n"
              "{\n"
              "    public string playerId;\n"
              "    public Dictionary<string, int> itemCounts = new();\n"
              "}\n\n"
              "string json = JsonUtility.ToJson(inventory);\n"
              "```\n\n"
              "`JsonUtility` is built in and fast, so no extra package is needed."),
          "message": ("JsonUtility silently skips Dictionary fields, itemCounts would just be missing. We have "
                      "com.unity.nuget.newtonsoft-json in the project, use JsonConvert.SerializeObject."),
          "gold_wrong": "JsonUtility.ToJson(inventory)",
          "gold_right": "JsonConvert.SerializeObject(inventory)",
      },
      repeat={
          "query": "For the reward table debug dump, turn the RewardTable (it has a Dictionary<int, RewardTier> inside) into a JSON string.",
          "output": (
              "```csharp\n"
              "string dump = JsonUtility.ToJson(rewardTable, prettyPrint: true);\n"
              "Debug.Log($\"[RewardTable] {dump}\");\n"
              "```"),
          "expect_contains": ["JsonConvert.SerializeObject(rewardTable"],
          "expect_absent": ["JsonUtility.ToJson("],
      },
      control={
          "query": "Deserialize the server's mail payload into MailboxState; it holds a Dictionary<string, MailItem>.",
          "output": (
              "```csharp\n"
              "var state = JsonConvert.DeserializeObject<MailboxState>(payload);\n"
              "foreach (var (mailId, item) in state.items)\n"
              "    mailboxView.Add(mailId, item);\n"
              "```\n\n"
              "Newtonsoft maps the JSON object straight onto the dictionary, keys included."),
      },
      fix=[("JsonUtility.ToJson(rewardTable, prettyPrint: true)",
            "JsonConvert.SerializeObject(rewardTable, Formatting.Indented)")],
      holds="JsonConvert.DeserializeObject<MailboxState>(payload)",
      right=["JsonConvert."]),

    # ------------------------------------------------------------------ 010
    S("h27-010", "addressables-release-handles", "semantic", "reworded", "same_topic",
      teach={
          "query": "On the event map I load the festival prefabs with Addressables.LoadAssetAsync. Do I need to clean anything up when the player leaves?",
          "output": (
              "No, you don't need to release anything by hand: Addressables frees the handle automatically "
              "when the scene unloads, so leaving the event map is enough. Just make sure you don't keep "
              "static references to the loaded prefabs."),
          "message": ("That's not how it works. LoadAssetAsync handles are ref-counted and stay alive until "
                      "Addressables.Release is called on them; unloading the scene doesn't touch them. This is "
                      "exactly the event-map memory leak we're chasing."),
          "gold_wrong": "Addressables frees the handle automatically when the scene unloads",
          "gold_right": "handles stay loaded until you call Addressables.Release",
      },
      repeat={
          "query": "Leaving the harbor festival map: anything to tidy up for the sprites I got from LoadAssetAsync<Sprite>?",
          "output": (
              "Nothing to tidy up: once the map's scene is unloaded, Addressables drops those references for "
              "you and the sprite atlases are freed. Only worry if you cached the sprites in a static "
              "dictionary."),
          "expect_contains": [r"re:Addressables\.Release\("],
          "expect_absent": [r"re:(?i)(drops those references for you|nothing to tidy up)"],
      },
      control={
          "query": "How do I pre-download the festival bundles during the loading screen so the map opens without a download stall?",
          "output": (
              "Check the size first, then download the dependencies while the loading screen is up:\n\n"
              "```csharp\n"
              "var size = await Addressables.GetDownloadSizeAsync(\"harbor_festival\").Task;\n"
              "if (size > 0)\n"
              "{\n"
              "    var dl = Addressables.DownloadDependenciesAsync(\"harbor_festival\", autoReleaseHandle: false);\n"
              "    while (!dl.IsDone) { progressBar.value = dl.GetDownloadStatus().Percent; await Task.Yield(); }\n"
              "}\n"
              "```"),
      },
      fix=[(WHOLE,
            "Yes: each LoadAssetAsync<Sprite> handle stays alive until you release it, so keep the handles and "
            "call Addressables.Release(handle) for each one in the map controller's OnDestroy. Unloading the "
            "scene alone leaves the sprite atlases in memory.")]),

    # ------------------------------------------------------------------ 011
    S("h27-011", "unity-cheat-define", "literal", "code_block", "lookalike",
      teach={
          "query": "Wire up the new cheat console so it can never ship in live builds.",
          "output": (
              "Wrap the registration in a scripting define so it compiles out:\n\n"
              "```csharp\n"
              "#if DEVELOPMENT_BUILD\n"
              "    CheatConsole.Register(\"gems\", args => Wallet.Grant(Currency.Gems, int.Parse(args[0])));\n"
              "    CheatConsole.Register(\"skip_tutorial\", _ => TutorialFlow.Complete());\n"
              "#endif\n"
              "```\n\n"
              "Release builds don't define it, so none of this reaches players."),
          "message": ("cheats go behind LF_CHEATS. QA plays development builds without cheats, so that define is "
                      "the wrong one"),
          "gold_wrong": "#if DEVELOPMENT_BUILD",
          "gold_right": "#if LF_CHEATS",
      },
      repeat={
          "query": "Add a cheat that unlocks all festival cosmetics, same rules as the other cheats.",
          "output": (
              "```csharp\n"
              "#if DEVELOPMENT_BUILD\n"
              "    CheatConsole.Register(\"unlock_festival\", _ =>\n"
              "    {\n"
              "        foreach (var item in CosmeticCatalog.ByTag(\"harbor_festival\"))\n"
              "            Inventory.Unlock(item.Id);\n"
              "    });\n"
              "#endif\n"
              "```"),
          "expect_contains": ["#if LF_CHEATS"],
          "expect_absent": ["#if DEVELOPMENT_BUILD"],
      },
      control={
          "query": "Turn on verbose matchmaking logs in dev builds only, for the QA soak test.",
          "output": (
              "```csharp\n"
              "#if DEVELOPMENT_BUILD\n"
              "    Debug.unityLogger.filterLogType = LogType.Log;\n"
              "    MatchmakingClient.VerboseLogging = true;\n"
              "#else\n"
              "    Debug.unityLogger.filterLogType = LogType.Warning;\n"
              "#endif\n"
              "```\n\n"
              "Development builds get full logs; release builds keep warnings and errors only."),
      },
      fix=[("#if DEVELOPMENT_BUILD", "#if LF_CHEATS")],
      holds="#if DEVELOPMENT_BUILD\n    Debug.unityLogger.filterLogType = LogType.Log;",
      look="#if DEVELOPMENT_BUILD"),

    # ------------------------------------------------------------------ 012
    S("h27-012", "unity-compare-tag", "paraphrase", "renamed_identifier", "unrelated",
      teach={
          "query": "The coin pickup should only react to the player. Fill in OnTriggerEnter.",
          "output": (
              "```csharp\n"
              "void OnTriggerEnter(Collider other)\n"
              "{\n"
              "    if (other.gameObject.tag == \"Player\")\n"
              "    {\n"
              "        Wallet.Grant(Currency.Coins, value);\n"
              "        pickupFx.Play();\n"
              "        gameObject.SetActive(false);\n"
              "    }\n"
              "}\n"
              "```"),
          "message": ("Use CompareTag please. Reading .tag allocates a string on every call and our analyzer rule "
                      "LF0012 fails the build on it."),
          "gold_wrong": "other.gameObject.tag == \"Player\"",
          "gold_right": "other.gameObject.CompareTag(\"Player\")",
      },
      repeat={
          "query": "Mines should only blow up when an enemy boat hits them. Collision handler?",
          "output": (
              "```csharp\n"
              "void OnCollisionEnter(Collision collision)\n"
              "{\n"
              "    if (collision.gameObject.tag == \"Enemy\")\n"
              "    {\n"
              "        Explode(collision.GetContact(0).point);\n"
              "    }\n"
              "}\n"
              "```"),
          "expect_contains": ["collision.gameObject.CompareTag(\"Enemy\")"],
          "expect_absent": [r're:\.tag == "'],
      },
      control={
          "query": "How do I undo my last local commit but keep the changes staged?",
          "output": (
              "```sh\n"
              "git reset --soft HEAD~1\n"
              "```\n\n"
              "The commit disappears from the branch and its changes stay in the index, ready to recommit. "
              "Only do this if you haven't pushed it yet."),
      },
      fix=[("collision.gameObject.tag == \"Enemy\"", "collision.gameObject.CompareTag(\"Enemy\")")]),

    # ------------------------------------------------------------------ 013
    S("h27-013", "client-build-header", "literal", "casing", "already_correct",
      teach={
          "query": "The API gateway wants every request to carry the client build. How do I add that in our UnityWebRequest wrapper?",
          "output": (
              "Set it once in the wrapper's `Send` method:\n\n"
              "```csharp\n"
              "request.SetRequestHeader(\"X-Client-Version\", BuildInfo.BuildNumber.ToString());\n"
              "```\n\n"
              "`BuildInfo.BuildNumber` is generated at build time, so it matches the Play / TestFlight build "
              "number."),
          "message": "Gateway reads X-LF-Build. Without it you get the 426 force-update screen.",
          "gold_wrong": "X-Client-Version",
          "gold_right": "X-LF-Build",
      },
      repeat={
          "query": "How do I call the inventory endpoint by hand with curl, the way the game does?",
          "output": (
              "Mirror the headers the client sends (HTTP/2 lower-cases them anyway):\n\n"
              "```sh\n"
              "curl -s https://api.stage.lanternfall.gg/v3/inventory \\\n"
              "  -H \"authorization: Bearer $LF_TOKEN\" \\\n"
              "  -H \"x-client-version: 41300112\" \\\n"
              "  -H \"accept: application/json\"\n"
              "```"),
          "expect_contains": [r"re:(?i)x-lf-build: 41300112"],
          "expect_absent": [r"re:(?i)x-client-version"],
      },
      control={
          "query": "Add the build header to the asset-manifest request in the launcher as well.",
          "output": (
              "```csharp\n"
              "using var manifestRequest = UnityWebRequest.Get(manifestUrl);\n"
              "manifestRequest.SetRequestHeader(\"X-LF-Build\", BuildInfo.BuildNumber.ToString());\n"
              "await manifestRequest.SendWebRequest();\n"
              "```"),
      },
      fix=[("x-client-version", "x-lf-build")],
      holds="manifestRequest.SetRequestHeader(\"X-LF-Build\", BuildInfo.BuildNumber.ToString());"),

    # ------------------------------------------------------------------ 014
    S("h27-014", "unity-input-handling-both", "semantic", "prose_claim", "unrelated",
      teach={
          "query": "We're moving the menus to the new Input System. What happens to the debug fly-camera that still uses Input.GetAxis?",
          "output": (
              "It has to be ported. Active Input Handling is either the old Input Manager or the new Input "
              "System, Unity can't run both at once, so as soon as you switch the project to the Input System "
              "package every `Input.GetAxis` call throws `InvalidOperationException`. Port the fly-camera to an "
              "`InputAction` map before flipping the setting."),
          "message": ("Not true, Active Input Handling has a 'Both' setting and that's what we're on. The "
                      "fly-camera can keep Input.GetAxis for now."),
          "gold_wrong": "Unity can't run both at once",
          "gold_right": "Active Input Handling has a Both option",
      },
      repeat={
          "query": "Can the old Input.GetKeyDown debug shortcuts survive the Input System migration?",
          "output": (
              "Not for long: Unity only allows one input backend to be active, so the moment the project is "
              "switched to the Input System package the legacy `Input.GetKeyDown` calls stop working. Move the "
              "debug shortcuts into the `Debug` action map."),
          "expect_contains": [r"re:(?i)\bBoth\b"],
          "expect_absent": [r"re:(?i)only allows one input backend"],
      },
      control={
          "query": "How do I format a TimeSpan as minutes:seconds for the event countdown, even past an hour?",
          "output": (
              "```csharp\n"
              "string label = $\"{(int)remaining.TotalMinutes:00}:{remaining.Seconds:00}\";\n"
              "```\n\n"
              "That keeps the minutes running past 59 (95:10 rather than wrapping), which a plain "
              "`mm` custom format would not do."),
      },
      fix=[(WHOLE,
            "Yes. With Active Input Handling set to Both, which is what the project uses, the legacy "
            "`Input.GetKeyDown` calls keep working next to the Input System, so the debug shortcuts can stay "
            "until someone ports them to the `Debug` action map.")]),

    # ------------------------------------------------------------------ 015
    S("h27-015", "addressables-additive-scenes", "paraphrase", "reordered_args", "lookalike",
      teach={
          "query": "Load the Harbor scene from Addressables when the player taps Play.",
          "output": (
              "```csharp\n"
              "public async void OnPlayTapped()\n"
              "{\n"
              "    var handle = Addressables.LoadSceneAsync(\"Scenes/Harbor\", LoadSceneMode.Single);\n"
              "    loadingScreen.Track(handle);\n"
              "    await handle.Task;\n"
              "}\n"
              "```\n\n"
              "The loading screen reads `handle.PercentComplete` for its bar."),
          "message": ("Everything loads additively on top of Bootstrap. A single load unloads Bootstrap and kills "
                      "the services that live there. So LoadSceneMode.Additive."),
          "gold_wrong": "Addressables.LoadSceneAsync(\"Scenes/Harbor\", LoadSceneMode.Single)",
          "gold_right": "Addressables.LoadSceneAsync(\"Scenes/Harbor\", LoadSceneMode.Additive)",
      },
      repeat={
          "query": "The festival event has its own scene, Scenes/FestivalPier. Load it, but don't activate it until the intro video ends.",
          "output": (
              "```csharp\n"
              "festivalHandle = Addressables.LoadSceneAsync(\n"
              "    activateOnLoad: false,\n"
              "    loadMode: LoadSceneMode.Single,\n"
              "    key: \"Scenes/FestivalPier\");\n"
              "await festivalHandle.Task;\n\n"
              "// when the intro video ends:\n"
              "festivalHandle.Result.ActivateAsync();\n"
              "```"),
          "expect_contains": ["loadMode: LoadSceneMode.Additive"],
          "expect_absent": [r"re:LoadSceneMode\.Single"],
      },
      control={
          "query": "After logout we have to throw away all gameplay state and start again from Bootstrap. How?",
          "output": (
              "That's the one place where a single-mode load is right:\n\n"
              "```csharp\n"
              "public void RestartFromBootstrap()\n"
              "{\n"
              "    ServiceLocator.DisposeAll();\n"
              "    SceneManager.LoadScene(\"Bootstrap\", LoadSceneMode.Single);\n"
              "}\n"
              "```\n\n"
              "Loading Bootstrap with `LoadSceneMode.Single` unloads every additive scene, and the services are "
              "recreated from scratch."),
      },
      fix=[("loadMode: LoadSceneMode.Single", "loadMode: LoadSceneMode.Additive")],
      holds="SceneManager.LoadScene(\"Bootstrap\", LoadSceneMode.Single)",
      look="LoadSceneMode.Single"),
]
