"""heldout27 part 4: Firebase Remote Config and Analytics, Jenkins pipelines, the CDN, and team
facts (release train, on-call, feature flags) (h27-046 .. h27-060)."""

WHOLE = None


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {
        "id": id, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


CRASHLYTICS_OLD = ("sh \"firebase crashlytics:symbols:upload --app=1:482190334411:android:9f1c20ab6d "
                   "--token ${FIREBASE_CI_TOKEN} Builds/Android/symbols\"")
CRASHLYTICS_NEW = ("sh 'firebase crashlytics:symbols:upload --app=1:482190334411:android:9f1c20ab6d "
                   "--token $FIREBASE_CI_TOKEN Builds/Android/symbols'")

SCENARIOS = [
    # ------------------------------------------------------------------ 046
    S("h27-046", "remote-config-param-name", "literal", "code_block", "same_topic",
      teach={
          "query": "Read the store rotation interval from Remote Config in StoreService.",
          "output": (
              "```csharp\n"
              "var rc = FirebaseRemoteConfig.DefaultInstance;\n"
              "long rotationHours = rc.GetValue(\"shop_rotation_hours\").LongValue;\n"
              "nextRotation = lastRotation.AddHours(rotationHours);\n"
              "```\n\n"
              "If the parameter is missing, `LongValue` returns 0, so register an in-app default with "
              "`SetDefaultsAsync`."),
          "message": "the parameter is store_rotation_hours, everything store-related is store_*",
          "gold_wrong": "shop_rotation_hours",
          "gold_right": "store_rotation_hours",
      },
      repeat={
          "query": "Register the in-app default for the rotation interval: 24 hours.",
          "output": (
              "```csharp\n"
              "var defaults = new Dictionary<string, object>\n"
              "{\n"
              "    { \"shop_rotation_hours\", 24L },\n"
              "};\n"
              "await FirebaseRemoteConfig.DefaultInstance.SetDefaultsAsync(defaults);\n"
              "```"),
          "expect_contains": ["\"store_rotation_hours\""],
          "expect_absent": ["shop_rotation_hours"],
      },
      control={
          "query": "How should StoreService fetch and activate Remote Config at startup?",
          "output": (
              "```csharp\n"
              "await FirebaseApp.CheckAndFixDependenciesAsync();\n"
              "var rc = FirebaseRemoteConfig.DefaultInstance;\n"
              "await rc.SetDefaultsAsync(StoreDefaults.All);\n"
              "await rc.FetchAndActivateAsync();\n"
              "```\n\n"
              "Run it in the bootstrap sequence before the store UI reads any values."),
      },
      fix=[("shop_rotation_hours", "store_rotation_hours")]),

    # ------------------------------------------------------------------ 047
    S("h27-047", "feature-flag-name", "literal", "casing", "lookalike",
      teach={
          "query": "Which flag gates the festival pier in the client? I need to hide the entrance when it's off.",
          "output": (
              "The pier is gated by the Remote Config boolean `ff_summer_festival`:\n\n"
              "```csharp\n"
              "bool pierOn = FirebaseRemoteConfig.DefaultInstance.GetValue(\"ff_summer_festival\").BooleanValue;\n"
              "pierEntrance.SetActive(pierOn);\n"
              "```"),
          "message": "It's ff_harbor_festival. The summer one was last year's event.",
          "gold_wrong": "ff_summer_festival",
          "gold_right": "ff_harbor_festival",
      },
      repeat={
          "query": "The matchmaker also has to know whether the festival queue is open. How does the flag reach mm-queue?",
          "output": (
              "mm-queue reads feature flags from environment variables that the live-ops config sync writes "
              "into its ConfigMap, upper-cased:\n\n"
              "```yaml\n"
              "data:\n"
              "  FF_SUMMER_FESTIVAL: \"true\"\n"
              "```\n\n"
              "The festival queue registers only when that variable is `true`."),
          "expect_contains": ["FF_HARBOR_FESTIVAL"],
          "expect_absent": [r"re:(?i)ff_summer_festival"],
      },
      control={
          "query": "We're cleaning last year's event content off the CDN. Which Addressables label marks it?",
          "output": (
              "Last year's event assets all carry the label `summer_festival`. List their bundles with "
              "`Addressables.LoadResourceLocationsAsync(\"summer_festival\")` in the cleanup editor tool, then "
              "delete those bundle files from `gs://lf-assets-live/bundles/` for each platform."),
      },
      fix=[("FF_SUMMER_FESTIVAL", "FF_HARBOR_FESTIVAL")],
      holds="carry the label `summer_festival`",
      look="summer_festival"),

    # ------------------------------------------------------------------ 048
    S("h27-048", "release-branch-cut-day", "literal", "reworded", "already_correct",
      teach={
          "query": "When does the release branch for 4.14 get cut? I want to get the festival shop fix in.",
          "output": (
              "Release branches are cut every other Thursday at 11:00 CET by the release captain, so for 4.14 "
              "that's next week. Anything merged to `main` before then rides the train; after that it needs a "
              "cherry-pick approved in #lf-release."),
          "message": ("Branch cut is Wednesday 11:00; the other day is when the build goes to QA. So I've got "
                      "until tomorrow morning, right?"),
          "gold_wrong": "Thursday",
          "gold_right": "Wednesday",
      },
      repeat={
          "query": "What's the deadline for landing a change on the 4.15 train?",
          "output": (
              "Get it merged to `main` before the branch cut on Thursday at 11:00 CET, two weeks after the 4.14 "
              "cut. After that the change needs a cherry-pick approved by the release captain."),
          "expect_contains": ["Wednesday"],
          "expect_absent": ["Thursday"],
      },
      control={
          "query": "Who cuts the release branch, and do they announce it?",
          "output": (
              "The release captain of the train cuts it on the Wednesday at 11:00 CET and posts the branch name "
              "and the last included commit in #lf-release. The captain rota is on the 'Release Train' page in "
              "Confluence."),
      },
      fix=[("Thursday", "Wednesday")],
      holds="cuts it on the Wednesday at 11:00 CET"),

    # ------------------------------------------------------------------ 049
    S("h27-049", "jenkins-shared-lib-version", "paraphrase", "reworded", "unrelated",
      teach={
          "query": "Start a Jenkinsfile for the new Addressables content build job. What's the header?",
          "output": (
              "```groovy\n"
              "@Library('lf-pipeline-lib@v2') _\n\n"
              "pipeline {\n"
              "    agent { label 'unity-linux' }\n"
              "    options { timestamps(); timeout(time: 60, unit: 'MINUTES') }\n"
              "    stages {\n"
              "        stage('Content build') {\n"
              "            steps { lfUnity.contentBuild(target: 'Android', profile: 'Live') }\n"
              "        }\n"
              "    }\n"
              "}\n"
              "```"),
          "message": ("v2 of the shared lib is frozen, new jobs have to use lf-pipeline-lib@v3. "
                      "lfUnity.contentBuild only exists there anyway."),
          "gold_wrong": "lf-pipeline-lib@v2",
          "gold_right": "lf-pipeline-lib@v3",
      },
      repeat={
          "query": "Which version of the shared pipeline library should the iOS TestFlight job load?",
          "output": (
              "Have it load `lf-pipeline-lib@v2.9.4`, pinned to a tag rather than a branch so the TestFlight job "
              "doesn't change under the release train; bump the `@Library` line when you need a newer step."),
          "expect_contains": ["lf-pipeline-lib@v3"],
          "expect_absent": [r"re:lf-pipeline-lib@v2"],
      },
      control={
          "query": "What's the shell command to zip the Builds/iOS folder without the dSYM bundles?",
          "output": (
              "```sh\n"
              "zip -qr lanternfall-ios.zip Builds/iOS -x '*.dSYM/*'\n"
              "```\n\n"
              "`-x` takes shell-style patterns, so quote it to stop your shell from expanding it first."),
      },
      fix=[("lf-pipeline-lib@v2.9.4", "lf-pipeline-lib@v3")]),

    # ------------------------------------------------------------------ 050
    S("h27-050", "analytics-reporting-latency", "semantic", "reworded", "same_topic",
      teach={
          "query": "I added the `lf_offer_shown` event. How do I check that it's coming in once the QA build is out?",
          "output": (
              "Once QA has the build, open Firebase console > Analytics > Events: new events show up in the "
              "Events report within a few minutes, with their counts, so you can confirm it's firing there. "
              "The parameters are on the event's detail card."),
          "message": ("The Events report is batched and can be a day behind, so that's no good as a check. Put the "
                      "QA phone in debug mode and watch DebugView instead."),
          "gold_wrong": "new events show up in the Events report within a few minutes",
          "gold_right": "the Events report can lag up to 24 hours; use DebugView to check in real time",
      },
      repeat={
          "query": "How soon after the festival update ships can live-ops see how often `lf_pier_entered` fires?",
          "output": (
              "Pretty much right away: the Firebase console's Events list picks up new events almost "
              "immediately, so live-ops can watch the `lf_pier_entered` counts climb during the first hour of "
              "the rollout."),
          "expect_contains": [r"re:(?i)(24 hours|a day)"],
          "expect_absent": [r"re:(?i)(right away|almost immediately)"],
      },
      control={
          "query": "How many custom parameters can I attach to `lf_offer_shown`?",
          "output": (
              "Up to 25 parameters per event. Parameter names can be up to 40 characters and string values up "
              "to 100; longer values are truncated, so keep the offer SKU short."),
      },
      fix=[(WHOLE,
            "Give it a day: the Events report in the Firebase console is processed in batches and can lag by up "
            "to 24 hours, so the first reliable `lf_pier_entered` counts appear the day after the release. For a "
            "same-day look, use the Realtime report or the BigQuery streaming export.")]),

    # ------------------------------------------------------------------ 051
    S("h27-051", "pgbouncer-port", "literal", "other_identifier", "lookalike",
      teach={
          "query": "What DSN should the rewards service use for the economy database in live?",
          "output": (
              "`postgres://rewards_svc@econ-pg.live.lf.internal:5432/economy?sslmode=require`, with the password "
              "from the `econ-rewards-svc` secret. Keep the pool at 10 connections per pod."),
          "message": ("Services go through PgBouncer on 6432. Direct 5432 is only for the migration job, it needs "
                      "session-level advisory locks."),
          "gold_wrong": "econ-pg.live.lf.internal:5432",
          "gold_right": "econ-pg.live.lf.internal:6432",
      },
      repeat={
          "query": "Add the economy DB connection to the mail service's Helm values for live.",
          "output": (
              "```yaml\n"
              "env:\n"
              "  ECON_DB_URL: \"postgres://mail_svc@econ-pg.live.lf.internal:5432/economy?sslmode=require\"\n"
              "  ECON_DB_MAX_CONNS: \"10\"\n"
              "```"),
          "expect_contains": ["econ-pg.live.lf.internal:6432"],
          "expect_absent": ["econ-pg.live.lf.internal:5432"],
      },
      control={
          "query": "Which connection string does the migration job for 4.14's schema changes use?",
          "output": (
              "Migrations bypass PgBouncer because goose takes a session-level advisory lock: "
              "`postgres://econ_migrator@econ-pg.live.lf.internal:5432/economy?sslmode=require`, with the "
              "credentials from the `econ-migrator` secret."),
      },
      fix=[(":5432/", ":6432/")],
      holds="econ_migrator@econ-pg.live.lf.internal:5432/economy",
      look="econ-pg.live.lf.internal:5432"),

    # ------------------------------------------------------------------ 052
    S("h27-052", "oncall-slack-channel", "literal", "other_identifier", "already_correct",
      teach={
          "query": "Where should the Alertmanager route for mm-queue pages post in Slack?",
          "output": (
              "```yaml\n"
              "receivers:\n"
              "  - name: mm-queue-oncall\n"
              "    slack_configs:\n"
              "      - channel: '#lf-oncall'\n"
              "        send_resolved: true\n"
              "        title: '{{ .CommonLabels.alertname }} ({{ .CommonLabels.severity }})'\n"
              "```"),
          "message": ("hmm, isn't it #lf-liveops-oncall? pretty sure the channel you used got archived when we "
                      "merged the rotas"),
          "gold_wrong": "#lf-oncall",
          "gold_right": "#lf-liveops-oncall",
      },
      repeat={
          "query": "Jenkins should ping on-call in Slack when the nightly live-ops config sync fails.",
          "output": (
              "```groovy\n"
              "post {\n"
              "    failure {\n"
              "        slackSend(channel: '#lf-oncall', color: 'danger',\n"
              "                  message: \"Live-ops config sync failed: ${env.BUILD_URL}\")\n"
              "    }\n"
              "}\n"
              "```"),
          "expect_contains": ["channel: '#lf-liveops-oncall'"],
          "expect_absent": ["'#lf-oncall'"],
      },
      control={
          "query": "Who's on call this week and how do I reach them?",
          "output": (
              "Primary is Bogdan and secondary is Mei; the rota rotates on Mondays at 10:00 CET. Reach them in "
              "#lf-liveops-oncall or page through the PagerDuty service 'LF Live Ops'."),
      },
      fix=[("'#lf-oncall'", "'#lf-liveops-oncall'")],
      holds="#lf-liveops-oncall or page through"),

    # ------------------------------------------------------------------ 053
    S("h27-053", "analytics-event-name-format", "paraphrase", "other_identifier", "same_topic",
      teach={
          "query": "Log an analytics event when a player opens a chest, with the chest tier.",
          "output": (
              "```csharp\n"
              "FirebaseAnalytics.LogEvent(\"lf-chest-opened\",\n"
              "    new Parameter(\"chest_tier\", chest.Tier.ToString()),\n"
              "    new Parameter(\"source\", source));\n"
              "```\n\n"
              "Event names are case-sensitive, so spell it exactly like this everywhere."),
          "message": ("Hyphens aren't allowed in Analytics event names, the SDK just drops the event. Underscores: "
                      "lf_chest_opened."),
          "gold_wrong": "\"lf-chest-opened\"",
          "gold_right": "\"lf_chest_opened\"",
      },
      repeat={
          "query": "Another one: track when a player buys the season pass, with the price tier.",
          "output": (
              "```csharp\n"
              "FirebaseAnalytics.LogEvent(\"lf-season-pass-bought\",\n"
              "    new Parameter(\"price_tier\", tierId),\n"
              "    new Parameter(\"season\", seasonNumber));\n"
              "```"),
          "expect_contains": ["\"lf_season_pass_bought\""],
          "expect_absent": ["\"lf-season-pass-bought\""],
      },
      control={
          "query": "Set the player's league as an Analytics user property.",
          "output": (
              "```csharp\n"
              "FirebaseAnalytics.SetUserProperty(\"lf_league\", league.ToString().ToLowerInvariant());\n"
              "```\n\n"
              "User property names can be up to 24 characters and a project has 25 slots, so check the "
              "tracking sheet before adding new ones."),
      },
      fix=[("\"lf-season-pass-bought\"", "\"lf_season_pass_bought\"")]),

    # ------------------------------------------------------------------ 054
    S("h27-054", "catalog-cache-control", "literal", "reordered_args", "unrelated",
      teach={
          "query": "Upload the new Addressables catalog for Android 4.13.0 to the CDN bucket.",
          "output": (
              "```sh\n"
              "gcloud storage cp --cache-control=\"public, max-age=3600\" \\\n"
              "  ServerData/Android/catalog_4.13.0.json ServerData/Android/catalog_4.13.0.hash \\\n"
              "  gs://lf-assets-live/bundles/Android/4.13.0/\n"
              "```"),
          "message": ("The catalog and hash must be no-cache, otherwise clients hold the old hash for an hour after "
                      "a content update. The long max-age is only for the bundles, they're content-hashed."),
          "gold_wrong": "public, max-age=3600",
          "gold_right": "no-cache",
      },
      repeat={
          "query": "Redo the iOS catalog upload for 4.13.0, the first attempt pushed the wrong file.",
          "output": (
              "```sh\n"
              "gcloud storage cp ServerData/iOS/catalog_4.13.0.json ServerData/iOS/catalog_4.13.0.hash \\\n"
              "  gs://lf-assets-live/bundles/iOS/4.13.0/ \\\n"
              "  --cache-control=\"public, max-age=3600\"\n"
              "```"),
          "expect_contains": ["--cache-control=\"no-cache\""],
          "expect_absent": ["public, max-age=3600"],
      },
      control={
          "query": "git status shows the atlas PNGs as modified right after a fresh clone. What's going on?",
          "output": (
              "Most likely Git LFS isn't installed, so you got the pointer files instead of the images. Run:\n\n"
              "```sh\n"
              "git lfs install\n"
              "git lfs pull\n"
              "```\n\n"
              "`git lfs ls-files` should then list the atlases with a `*` (downloaded) rather than a `-`."),
      },
      fix=[("public, max-age=3600", "no-cache")]),

    # ------------------------------------------------------------------ 055
    S("h27-055", "addressables-merge-mode", "paraphrase", "reordered_args", "lookalike",
      teach={
          "query": "Load only the HD prefabs of the harbor festival, that is assets labelled both `harbor_festival` and `hd`.",
          "output": (
              "```csharp\n"
              "var keys = new List<string> { \"harbor_festival\", \"hd\" };\n"
              "festivalHandle = Addressables.LoadAssetsAsync<GameObject>(keys, null, Addressables.MergeMode.Union);\n"
              "var prefabs = await festivalHandle.Task;\n"
              "```"),
          "message": ("Union gives you anything with either label, so every HD asset in the game. For 'both labels' "
                      "it's Addressables.MergeMode.Intersection."),
          "gold_wrong": "Addressables.MergeMode.Union",
          "gold_right": "Addressables.MergeMode.Intersection",
      },
      repeat={
          "query": "Same idea for the festival's SD sprites on low-end devices, labels `harbor_festival` and `sd`.",
          "output": (
              "```csharp\n"
              "sdHandle = Addressables.LoadAssetsAsync<Sprite>(\n"
              "    mode: Addressables.MergeMode.Union,\n"
              "    keys: new[] { \"harbor_festival\", \"sd\" },\n"
              "    callback: null);\n"
              "```"),
          "expect_contains": ["mode: Addressables.MergeMode.Intersection"],
          "expect_absent": [r"re:mode: Addressables\.MergeMode\.Union"],
      },
      control={
          "query": "On the loading screen, prefetch everything labelled `core` or `harbor_festival` so neither needs a download later.",
          "output": (
              "```csharp\n"
              "var prefetch = Addressables.DownloadDependenciesAsync(\n"
              "    new List<object> { \"core\", \"harbor_festival\" },\n"
              "    Addressables.MergeMode.Union,\n"
              "    autoReleaseHandle: true);\n"
              "```\n\n"
              "Union is what you want here: every bundle needed by either label gets downloaded."),
      },
      fix=[("mode: Addressables.MergeMode.Union", "mode: Addressables.MergeMode.Intersection")],
      holds="Addressables.MergeMode.Union,\n    autoReleaseHandle: true",
      look="Addressables.MergeMode.Union"),

    # ------------------------------------------------------------------ 056
    S("h27-056", "jenkins-secret-interpolation", "paraphrase", "renamed_identifier", "already_correct",
      teach={
          "query": "Upload the iOS dSYMs to Sentry at the end of the TestFlight pipeline.",
          "output": (
              "```groovy\n"
              "stage('Upload dSYMs') {\n"
              "    steps {\n"
              "        withCredentials([string(credentialsId: 'lf-sentry-auth', variable: 'SENTRY_AUTH_TOKEN')]) {\n"
              "            sh \"sentry-cli --auth-token ${SENTRY_AUTH_TOKEN} debug-files upload --org tidewater --project lanternfall-ios Builds/iOS\"\n"
              "        }\n"
              "    }\n"
              "}\n"
              "```"),
          "message": ("Single quotes there please. With double quotes Groovy interpolates the token into the command "
                      "string, Jenkins flags it as insecure interpolation and it can end up in the log. "
                      "sh '... $SENTRY_AUTH_TOKEN ...' lets the shell expand it."),
          "gold_wrong": "sh \"sentry-cli --auth-token ${SENTRY_AUTH_TOKEN}",
          "gold_right": "sh 'sentry-cli --auth-token $SENTRY_AUTH_TOKEN",
      },
      repeat={
          "query": "Also upload the Android IL2CPP symbols to Crashlytics in the release pipeline.",
          "output": (
              "```groovy\n"
              "withCredentials([string(credentialsId: 'lf-firebase-ci-token', variable: 'FIREBASE_CI_TOKEN')]) {\n"
              "    " + CRASHLYTICS_OLD + "\n"
              "}\n"
              "```"),
          "expect_contains": [r"re:sh '[^'\n]*\$FIREBASE_CI_TOKEN"],
          "expect_absent": [r"re:\$\{FIREBASE_CI_TOKEN\}"],
      },
      control={
          "query": "The live-ops sync job has to log in with the Firebase service account before pushing the Remote Config template.",
          "output": (
              "```groovy\n"
              "withCredentials([file(credentialsId: 'lf-firebase-sa-live', variable: 'GOOGLE_APPLICATION_CREDENTIALS')]) {\n"
              "    sh 'gcloud auth activate-service-account --key-file=\"$GOOGLE_APPLICATION_CREDENTIALS\"'\n"
              "    sh 'node tools/rc-sync/push.js --project lanternfall-live --template config/remote-config.live.json'\n"
              "}\n"
              "```"),
      },
      fix=[(CRASHLYTICS_OLD, CRASHLYTICS_NEW)],
      holds="sh 'gcloud auth activate-service-account --key-file=\"$GOOGLE_APPLICATION_CREDENTIALS\"'",
      right=[r"re:sh '[^'\n]*\$GOOGLE_APPLICATION_CREDENTIALS"]),

    # ------------------------------------------------------------------ 057
    S("h27-057", "prometheus-seconds-unit", "paraphrase", "renamed_identifier", "same_topic",
      teach={
          "query": "Add a histogram for how long tickets wait in mm-queue before a match is found.",
          "output": (
              "```go\n"
              "var queueWait = promauto.NewHistogram(prometheus.HistogramOpts{\n"
              "    Name:    \"lf_mm_queue_wait_ms\",\n"
              "    Help:    \"Time a ticket waits before it is matched.\",\n"
              "    Buckets: []float64{250, 500, 1000, 2000, 5000, 10000, 30000},\n"
              "})\n\n"
              "// when a match is formed:\n"
              "queueWait.Observe(float64(time.Since(t.EnqueuedAt).Milliseconds()))\n"
              "```"),
          "message": ("Nice, thanks. Only thing: our dashboards and the Prometheus convention want base units, so "
                      "lf_mm_queue_wait_seconds, observed with time.Since(...).Seconds() and buckets in seconds."),
          "gold_wrong": "\"lf_mm_queue_wait_ms\"",
          "gold_right": "\"lf_mm_queue_wait_seconds\"",
      },
      repeat={
          "query": "And one for how long building a match from the candidate pool takes.",
          "output": (
              "```go\n"
              "var matchBuild = promauto.NewHistogram(prometheus.HistogramOpts{\n"
              "    Name:    \"lf_mm_match_build_ms\",\n"
              "    Help:    \"Time to assemble a match from the candidate pool.\",\n"
              "    Buckets: []float64{1, 5, 10, 25, 50, 100, 250},\n"
              "})\n\n"
              "start := time.Now()\n"
              "m := pool.Assemble(req)\n"
              "matchBuild.Observe(float64(time.Since(start).Milliseconds()))\n"
              "```"),
          "expect_contains": ["\"lf_mm_match_build_seconds\"", "time.Since(start).Seconds()"],
          "expect_absent": [r're:_ms"', r"re:\.Milliseconds\(\)"],
      },
      control={
          "query": "Add a counter for tickets that expire without a match, per game mode.",
          "output": (
              "```go\n"
              "var ticketTimeouts = promauto.NewCounterVec(prometheus.CounterOpts{\n"
              "    Name: \"lf_mm_ticket_timeouts_total\",\n"
              "    Help: \"Tickets that expired without being matched.\",\n"
              "}, []string{\"mode\"})\n\n"
              "ticketTimeouts.WithLabelValues(t.Mode).Inc()\n"
              "```"),
      },
      fix=[("\"lf_mm_match_build_ms\"", "\"lf_mm_match_build_seconds\""),
           ("float64(time.Since(start).Milliseconds())", "time.Since(start).Seconds()"),
           ("Buckets: []float64{1, 5, 10, 25, 50, 100, 250}",
            "Buckets: []float64{0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25}")]),

    # ------------------------------------------------------------------ 058
    S("h27-058", "remote-config-propagation", "semantic", "prose_claim", "lookalike",
      teach={
          "query": "If I change the festival offer prices in Remote Config mid-event, when do players see them?",
          "output": (
              "As soon as you publish: Remote Config pushes the new template to every client, so every player "
              "gets the new prices instantly, even mid-session. Double-check the values before publishing for "
              "that reason."),
          "message": ("No, it's not like that for us. The client fetches at launch and at most once an hour (our "
                      "minimum fetch interval), and we only activate at the next session start. It takes hours to "
                      "reach most players."),
          "gold_wrong": "every player gets the new prices instantly, even mid-session",
          "gold_right": "clients pick up changes on their next fetch (at most hourly) and only activate them at the next session start",
      },
      repeat={
          "query": "Live-ops wants to fix a mistyped price in the festival bundle right now. Will players who are in a session see the fix?",
          "output": (
              "Yes, immediately: publishing in the Remote Config console updates the value for all running "
              "clients at once, so players mid-session see the corrected price on their next store refresh."),
          "expect_contains": [r"re:(?i)next session"],
          "expect_absent": [r"re:(?i)(yes, immediately|for all running clients at once)"],
      },
      control={
          "query": "In the editor, how do I test a Remote Config change without waiting for the fetch throttle?",
          "output": (
              "Dev builds and the editor use a minimum fetch interval of 0, so after you publish to the "
              "`lanternfall-dev` project, restarting Play mode fetches and activates the new values instantly. "
              "Don't ship that setting: live builds keep the one-hour interval."),
      },
      fix=[(WHOLE,
            "Not until their next session: the client fetches at most once an hour and only activates fetched "
            "values when a new session starts, so players already in a session keep the old price. If the "
            "mistake is serious, turn the bundle off with its kill switch, which uses the realtime listener.")],
      holds="activates the new values instantly",
      look="instantly"),

    # ------------------------------------------------------------------ 059
    S("h27-059", "sequence-gaps", "semantic", "prose_claim", "already_correct",
      teach={
          "query": "In wallet_ledger, ledger_id jumps from 88123401 to 88123409. Did someone delete ledger rows?",
          "output": (
              "Very likely, yes. `ledger_id` is a bigserial, so ids are handed out consecutively and a gap of "
              "seven means seven rows were removed after insert. Check `audit.dml_log` for DELETEs on "
              "wallet_ledger around that time and who ran them."),
          "message": ("I doubt it. Sequence values are used up even when the transaction rolls back, and purchase "
                      "validation aborts plenty of transactions. Gaps are normal; the ledger role doesn't even "
                      "have DELETE."),
          "gold_wrong": "ids are handed out consecutively and a gap of seven means seven rows were removed after insert",
          "gold_right": "sequences have gaps: rolled-back inserts still consume ids",
      },
      repeat={
          "query": "Finance noticed missing numbers in purchase_receipts.receipt_id. Is that a sign of tampering?",
          "output": (
              "It could be. An identity column gives out consecutive numbers, so every missing receipt_id is a "
              "row that existed and was later deleted. Pull the receipts around each gap and compare them with "
              "the store's transaction reports."),
          "expect_contains": [r"re:(?i)roll(ed|s)? ?back"],
          "expect_absent": [r"re:(?i)(gives out consecutive numbers|row that existed and was later deleted)"],
      },
      control={
          "query": "Why does the new season_rewards table start at id 33 after I ran the seed script twice in a failing transaction?",
          "output": (
              "Because the seed inserts that rolled back still consumed sequence values: nextval() is never "
              "undone on ROLLBACK, so the first committed row got 33. That's expected; don't reset the "
              "sequence to hide it."),
      },
      fix=[(WHOLE,
            "Not by itself. Identity columns draw from a sequence and sequence values are never handed back: an "
            "insert that rolls back (a failed receipt validation, for example) still uses up its receipt_id, "
            "and the sequence cache can skip values after a restart. Gaps are expected; dig into the store's "
            "transaction reports only if the amounts don't reconcile.")],
      holds="nextval() is never undone on ROLLBACK",
      right=[r"re:(?i)roll(ed|s)? ?back"]),

    # ------------------------------------------------------------------ 060
    S("h27-060", "pg-daily-utc-bucket", "paraphrase", "equivalent_construct", "unrelated",
      teach={
          "query": "Daily gem spend for the last 30 days, for the economy dashboard.",
          "output": (
              "```sql\n"
              "SELECT created_at::date AS day,\n"
              "       -SUM(delta) AS gems_spent\n"
              "FROM wallet_ledger\n"
              "WHERE currency = 'gems' AND delta < 0\n"
              "  AND created_at >= current_date - 30\n"
              "GROUP BY 1\n"
              "ORDER BY 1;\n"
              "```"),
          "message": ("::date on a timestamptz uses the session time zone, and the dashboard role runs with "
                      "Europe/Amsterdam. Our dailies are UTC days, so convert with AT TIME ZONE 'UTC' first."),
          "gold_wrong": "created_at::date AS day",
          "gold_right": "(created_at AT TIME ZONE 'UTC')::date AS day",
      },
      repeat={
          "query": "Now daily festival token grants, for the same dashboard.",
          "output": (
              "```sql\n"
              "SELECT date_trunc('day', granted_at) AS day,\n"
              "       SUM(amount) AS tokens_granted\n"
              "FROM festival_token_grants\n"
              "WHERE granted_at >= current_date - 30\n"
              "GROUP BY 1\n"
              "ORDER BY 1;\n"
              "```"),
          "expect_contains": ["AT TIME ZONE 'UTC'"],
          "expect_absent": [r"re:date_trunc\('day', granted_at\)"],
      },
      control={
          "query": "What's the psql shortcut to list the indexes on wallet_ledger with their sizes?",
          "output": (
              "`\\d wallet_ledger` lists them at the bottom of the table description; for sizes use "
              "`\\di+ wallet_ledger*`, which matches the indexes named after the table."),
      },
      fix=[("date_trunc('day', granted_at)", "date_trunc('day', granted_at AT TIME ZONE 'UTC')")]),
]
