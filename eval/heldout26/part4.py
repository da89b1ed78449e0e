"""heldout26 part 4: h26-046 .. h26-060 (claims-platform team "CLP" at Lindeboom Verzekeringen)."""

WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control,
      fix, holds=None, look=None, right=None):
    return {"id": id, "topic": topic, "difficulty": difficulty,
            "repeat_variation": repeat_variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    # ------------------------------------------------------------------ 046
    S("h26-046", "ado-dotnet-sdk-version", "literal", "reordered_args", "already_correct",
      teach={
          "query": "The build fails with NETSDK1045 on the agent. Add the SDK install step.",
          "output": """```yaml
- task: UseDotNet@2
  displayName: Install .NET SDK
  inputs:
    packageType: sdk
    version: '7.0.x'
```""",
          "message": "The API targets net8.0, so the SDK has to be 8.0.x. With 7 you get exactly the same NETSDK1045.",
          "gold_wrong": "version: '7.0.x'",
          "gold_right": "version: '8.0.x'",
      },
      repeat={
          "query": "Add the SDK step to the test job template as well.",
          "output": """```yaml
steps:
- task: UseDotNet@2
  inputs:
    version: '7.0.x'
    includePreviewVersions: false
    packageType: sdk
- script: dotnet test src/Lindeboom.Claims.sln --configuration Release --logger trx
```""",
          "expect_contains": ["version: '8.0.x'"],
          "expect_absent": ["version: '7.0.x'"],
      },
      control={
          "query": "Which SDK does the API contract-test job in the portal pipeline install?",
          "output": """```yaml
- task: UseDotNet@2
  inputs:
    packageType: sdk
    version: '8.0.x'
```

The same .NET 8 SDK as the API build, so the generated client matches.""",
      },
      fix=[("version: '7.0.x'", "version: '8.0.x'")],
      holds="version: '8.0.x'",
      right=["version: '8.0.x'"]),

    # ------------------------------------------------------------------ 047
    S("h26-047", "sql-2022-compatibility-level", "paraphrase", "equivalent_construct", "unrelated",
      teach={
          "query": "Configure the DbContext for SQL Server 2022.",
          "output": """```csharp
builder.Services.AddDbContext<ClaimsDbContext>(o => o.UseSqlServer(
    builder.Configuration.GetConnectionString("ClaimsDb"),
    sql => sql.UseCompatibilityLevel(150)));
```

The compatibility level tells EF which T-SQL features it may generate, e.g. `OPENJSON` for `Contains` on a collection parameter.""",
          "message": "isn't 150 SQL Server 2019? 2022 is 160, and ClaimsCore has been on 160 since the upgrade.",
          "gold_wrong": "UseCompatibilityLevel(150)",
          "gold_right": "UseCompatibilityLevel(160)",
      },
      repeat={
          "query": "ClaimsArchive was restored from the old server. Bring its compatibility level in line with 2022.",
          "output": """```sql
ALTER DATABASE ClaimsArchive SET COMPATIBILITY_LEVEL = 150;  -- SQL Server 2022
```""",
          "expect_contains": ["COMPATIBILITY_LEVEL = 160"],
          "expect_absent": ["COMPATIBILITY_LEVEL = 150"],
      },
      control={
          "query": "How do I get a tst account for the portal?",
          "output": """Request the `GG-CLP-Portal-Tst` group in the IAM self-service portal. The CLP product owner approves it, and the group syncs to Entra ID within an hour.""",
      },
      fix=[("COMPATIBILITY_LEVEL = 150", "COMPATIBILITY_LEVEL = 160")]),

    # ------------------------------------------------------------------ 048
    S("h26-048", "serilog-appinsights-connection-string", "paraphrase", "equivalent_construct", "same_topic",
      teach={
          "query": "Add the Application Insights sink to Serilog in appsettings.prd.json.",
          "output": """```json
{
  "Name": "ApplicationInsights",
  "Args": {
    "instrumentationKey": "#{AppInsightsKey}#",
    "telemetryConverter": "Serilog.Sinks.ApplicationInsights.TelemetryConverters.TraceTelemetryConverter, Serilog.Sinks.ApplicationInsights"
  }
}
```""",
          "message": "Instrumentation keys are deprecated, and the v4 sink we're on takes a connection string: \"connectionString\": \"#{AppInsightsConnectionString}#\".",
          "gold_wrong": "\"instrumentationKey\": \"#{AppInsightsKey}#\"",
          "gold_right": "\"connectionString\": \"#{AppInsightsConnectionString}#\"",
      },
      repeat={
          "query": "The job host configures Serilog in code. Add Application Insights there.",
          "output": """```csharp
var telemetry = TelemetryConfiguration.CreateDefault();
telemetry.InstrumentationKey = ctx.Configuration["AppInsights:InstrumentationKey"];
logger.WriteTo.ApplicationInsights(telemetry, TelemetryConverter.Traces);
```""",
          "expect_contains": ["ConnectionString"],
          "expect_absent": [r"re:(?i)instrumentationkey"],
      },
      control={
          "query": "Add the application name and the machine name to every log event.",
          "output": """```json
"Serilog": {
  "Enrich": [ "FromLogContext", "WithMachineName" ],
  "Properties": { "Application": "Lindeboom.Claims.Api" }
}
```

`WithMachineName` needs the Serilog.Enrichers.Environment package.""",
      },
      fix=[("telemetry.InstrumentationKey = ctx.Configuration[\"AppInsights:InstrumentationKey\"];",
            "telemetry.ConnectionString = ctx.Configuration[\"AppInsights:ConnectionString\"];")]),

    # ------------------------------------------------------------------ 049
    S("h26-049", "azure-repos-pr-validation", "semantic", "prose_claim", "same_topic",
      teach={
          "query": "How do I make the claims API pipeline run on pull requests to main?",
          "output": """Add a PR trigger to azure-pipelines.yml:

```yaml
pr:
  branches:
    include:
      - main
```

Every PR that targets main then queues the pipeline and shows the result on the PR.""",
          "message": "Our repos are in Azure Repos, where the pr: trigger is ignored. PR builds are set up as build validation in the branch policy on main.",
          "gold_wrong": "Add a PR trigger to azure-pipelines.yml",
          "gold_right": "Add a build validation to the branch policy on main",
      },
      repeat={
          "query": "The pipeline of the new fraud-model repo doesn't run for PRs. What's missing?",
          "output": """It has no `pr:` section. Add `pr:` with `branches: include: [main]` to its YAML and push; the next PR will trigger it.""",
          "expect_contains": [r"re:(?i)branch polic"],
          "expect_absent": [r"re:(?i)add `?pr:"],
      },
      control={
          "query": "The pipeline runs for every docs change. Can I exclude docs/?",
          "output": """```yaml
trigger:
  batch: true
  branches:
    include: [ main ]
  paths:
    exclude: [ 'docs/*', '*.md' ]
```

CI triggers work normally in Azure Repos; `batch` keeps it to one run while a build is in progress.""",
      },
      fix=[(WHOLE, "In Azure Repos the YAML `pr:` section is ignored. Add the pipeline as a build validation in the branch policy on main (Repos → Branches → main → Branch policies); the next PR will trigger it.")]),

    # ------------------------------------------------------------------ 050
    S("h26-050", "scheduled-task-pwsh", "literal", "casing", "lookalike",
      teach={
          "query": "Create the scheduled task on LBVJOB-PRD-01 for the ack-file import script.",
          "output": r"""```powershell
$action    = New-ScheduledTaskAction -Execute "powershell.exe" -Argument '-NoProfile -File E:\Scripts\Import-HerstelnetAck.ps1'
$trigger   = New-ScheduledTaskTrigger -Daily -At 06:30
$principal = New-ScheduledTaskPrincipal -UserId 'LBV\gmsa-clp-jobs$' -LogonType Password
Register-ScheduledTask -TaskName 'CLP Import Herstelnet Ack' -Action $action -Trigger $trigger -Principal $principal
```""",
          "message": "That script uses ?? and ConvertFrom-Json -AsHashtable, so it needs PowerShell 7: C:\\Program Files\\PowerShell\\7\\pwsh.exe. powershell.exe is 5.1.",
          "gold_wrong": "-Execute \"powershell.exe\"",
          "gold_right": "-Execute \"C:\\Program Files\\PowerShell\\7\\pwsh.exe\"",
      },
      repeat={
          "query": "Same for the nightly SFTP archive cleanup script, at 02:00.",
          "output": r"""```powershell
$action  = New-ScheduledTaskAction -Execute "PowerShell.exe" -Argument '-NoProfile -File E:\Scripts\Clear-SftpArchive.ps1'
$trigger = New-ScheduledTaskTrigger -Daily -At 02:00
```""",
          "expect_contains": ["pwsh.exe"],
          "expect_absent": [r"re:(?i)-Execute \"powershell\.exe\""],
      },
      control={
          "query": "Why does the ConfigMgr compliance baseline on the app servers still use Windows PowerShell?",
          "output": """ConfigMgr configuration items always run their discovery scripts with the built-in powershell.exe (Windows PowerShell 5.1). There's no setting to point them at PowerShell 7, so that script sticks to 5.1 syntax.""",
      },
      fix=[("-Execute \"PowerShell.exe\"", "-Execute \"C:\\Program Files\\PowerShell\\7\\pwsh.exe\"")],
      holds="built-in powershell.exe",
      look="powershell.exe"),

    # ------------------------------------------------------------------ 051
    S("h26-051", "mlflow-serve-env-manager", "literal", "other_identifier", "unrelated",
      teach={
          "query": "Command to serve the champion fraud model on mlscore-prd01?",
          "output": """```bash
mlflow models serve -m "models:/claims-fraud-gbm@champion" -h 0.0.0.0 -p 5010 --env-manager conda
```

Run it under the `mlscore` systemd unit so it restarts on failure.""",
          "message": "The scoring servers have no internet access, so conda can't resolve anything there. We bake the environment into the image and use --env-manager local.",
          "gold_wrong": "--env-manager conda",
          "gold_right": "--env-manager local",
      },
      repeat={
          "query": "Start the challenger model next to it on port 5011 for the shadow test.",
          "output": """```bash
mlflow models serve -m "models:/claims-fraud-gbm@challenger" -h 0.0.0.0 -p 5011 --workers 2 --env-manager conda
```""",
          "expect_contains": ["--env-manager local"],
          "expect_absent": ["--env-manager conda"],
      },
      control={
          "query": "What's the retention on the claim-lifecycle topic?",
          "output": """The default message TTL on the topic is 14 days; subscriptions override it lower where the consumer is idempotent (partner-sync: 3 days). The namespace is Premium, so entity size limits are not a concern.""",
      },
      fix=[("--env-manager conda", "--env-manager local")]),

    # ------------------------------------------------------------------ 052
    S("h26-052", "tst-database-name", "literal", "casing", "already_correct",
      teach={
          "query": "Restore last night's prd backup over the tst database for the data-fix rehearsal.",
          "output": """```sql
RESTORE DATABASE ClaimsCore_test
    FROM URL = 'https://stclpbackupprd.blob.core.windows.net/sql/ClaimsCore_FULL_20240318.bak'
    WITH REPLACE, STATS = 10;
```

Run the anonymisation script `anon-tst.sql` straight after, before anyone logs in.""",
          "message": "tst database is ClaimsCore_tst, not ClaimsCore_test.",
          "gold_wrong": "ClaimsCore_test",
          "gold_right": "ClaimsCore_tst",
      },
      repeat={
          "query": "Give the test-automation account read access to the tst claims database.",
          "output": r"""```sql
use [claimscore_test];
create user [LBV\svc-clp-testauto] for login [LBV\svc-clp-testauto];
alter role db_datareader add member [LBV\svc-clp-testauto];
```""",
          "expect_contains": [r"re:(?i)claimscore_tst"],
          "expect_absent": [r"re:(?i)claimscore_test"],
      },
      control={
          "query": "Connection string for ClaimsCore in appsettings.tst.json?",
          "output": """```json
"ConnectionStrings": {
  "ClaimsDb": "Server=tcp:lsn-clp-tst01.lbv.local,1433;Database=ClaimsCore_tst;Integrated Security=True;MultiSubnetFailover=True;Encrypt=True"
}
```""",
      },
      fix=[("claimscore_test", "claimscore_tst")],
      holds="Database=ClaimsCore_tst",
      right=["ClaimsCore_tst"]),

    # ------------------------------------------------------------------ 053
    S("h26-053", "angular-for-track", "paraphrase", "renamed_identifier", "already_correct",
      teach={
          "query": "Render the claims list in ClaimListComponent with the new control flow.",
          "output": """```html
<ul class="claim-list">
  @for (claim of claims()) {
    <li><clp-claim-row [claim]="claim" /></li>
  } @empty {
    <li class="empty">No claims match the filter.</li>
  }
</ul>
```""",
          "message": "doesn't @for need a track expression in 17? I'm pretty sure that won't compile. track claim.claimId",
          "gold_wrong": "@for (claim of claims())",
          "gold_right": "@for (claim of claims(); track claim.claimId)",
      },
      repeat={
          "query": "List the uploaded documents in the claim detail sidebar.",
          "output": """```html
@for (doc of documents()) {
  <clp-document-chip [document]="doc" (open)="preview(doc)" />
}
```""",
          "expect_contains": [r"re:track doc\.\w+"],
          "expect_absent": [r"re:@for \(\w+ of [\w.]+\(\)\) \{"],
      },
      control={
          "query": "Show the payment lines in the payout panel.",
          "output": """```html
@for (line of payout().lines; track line.lineNo) {
  <clp-payment-line [line]="line" />
} @empty {
  <p>No payment lines yet.</p>
}
```""",
      },
      fix=[("@for (doc of documents()) {", "@for (doc of documents(); track doc.documentId) {")],
      holds="@for (line of payout().lines; track line.lineNo)",
      right=["track line.lineNo"]),

    # ------------------------------------------------------------------ 054
    S("h26-054", "sql-utc-default", "paraphrase", "equivalent_construct", "lookalike",
      teach={
          "query": "Add a CreatedAt column with a default to claims.ClaimNote.",
          "output": """```sql
ALTER TABLE claims.ClaimNote
    ADD CreatedAt datetime2(3) NOT NULL
        CONSTRAINT DF_ClaimNote_CreatedAt DEFAULT GETDATE();
```""",
          "message": "All timestamps in ClaimsCore are UTC. GETDATE() returns the server's local time (CET/CEST); use SYSUTCDATETIME().",
          "gold_wrong": "DEFAULT GETDATE()",
          "gold_right": "DEFAULT SYSUTCDATETIME()",
      },
      repeat={
          "query": "Also give ChangedAt on claims.ReserveHistory a default; the column already exists.",
          "output": """```sql
ALTER TABLE claims.ReserveHistory
    ADD CONSTRAINT DF_ReserveHistory_ChangedAt DEFAULT (getdate()) FOR ChangedAt;
```""",
          "expect_contains": [r"re:(?i)sysutcdatetime\(\)"],
          "expect_absent": [r"re:(?i)default \(?getdate\(\)"],
      },
      control={
          "query": "Find the SQL Agent jobs that failed in the last 24 hours on the prd primary.",
          "output": """```sql
SELECT j.name, msdb.dbo.agent_datetime(h.run_date, h.run_time) AS RunAt, h.message
FROM msdb.dbo.sysjobhistory AS h
JOIN msdb.dbo.sysjobs AS j ON j.job_id = h.job_id
WHERE h.step_id = 0
  AND h.run_status = 0
  AND msdb.dbo.agent_datetime(h.run_date, h.run_time) > DATEADD(hour, -24, GETDATE());
```

Agent history is stored in server local time, so compare with `GETDATE()` here.""",
      },
      fix=[("(getdate())", "(sysutcdatetime())")],
      holds="DATEADD(hour, -24, GETDATE())",
      look="GETDATE()"),

    # ------------------------------------------------------------------ 055
    S("h26-055", "environment-chain-acc", "semantic", "reworded", "unrelated",
      teach={
          "query": "What's the path of a change from a developer's branch to production?",
          "output": """Feature branch → PR into main → automatic deploy to dev and tst → manual approval to the UAT environment, where the business tests it → CAB → prd in the release window.""",
          "message": "We don't have a UAT environment. Our chain is dev, tst, acc, prd, and business acceptance happens in acc.",
          "gold_wrong": "the UAT environment",
          "gold_right": "acc",
      },
      repeat={
          "query": "Who signs off before a change can go to CAB?",
          "output": """The product owner, after the business has tested it in UAT and the test report is attached to the RFC.""",
          "expect_contains": [r"re:\bacc\b"],
          "expect_absent": [r"re:\bUAT\b"],
      },
      control={
          "query": "How do we mask BSNs in the logs?",
          "output": """`BsnMaskingEnricher` replaces every 9-digit value that passes the elfproef with five asterisks plus the last four digits before Serilog writes the event; the tests in `Logging.Tests` cover the edge cases.""",
      },
      fix=[(WHOLE, "The product owner, after the business has tested it in acc and the test report is attached to the RFC.")]),

    # ------------------------------------------------------------------ 056
    S("h26-056", "servicebus-max-delivery-count", "semantic", "reworded", "already_correct",
      teach={
          "query": "What happens when the intake processor keeps throwing on a message?",
          "output": """Each failure abandons the message and Service Bus redelivers it. After 10 failed deliveries the message is moved to the dead-letter sub-queue with reason `MaxDeliveryCountExceeded`, and the DLQ alert fires.""",
          "message": "On claim-intake MaxDeliveryCount is 5, not the default 10. We lowered it so poison messages reach the DLQ sooner.",
          "gold_wrong": "After 10 failed deliveries",
          "gold_right": "After 5 failed deliveries",
      },
      repeat={
          "query": "A handler says a claim never arrived. Could it be stuck retrying?",
          "output": """Possibly for a short while: a message that keeps failing is retried up to 10 times before Service Bus dead-letters it, so check the DLQ and the processor's exceptions in Seq.""",
          "expect_contains": [r"re:\b5 times"],
          "expect_absent": [r"re:\b10 times"],
      },
      control={
          "query": "Show the Bicep for the claim-intake queue.",
          "output": """```bicep
resource intake 'Microsoft.ServiceBus/namespaces/queues@2022-10-01-preview' = {
  parent: sb
  name: 'claim-intake'
  properties: {
    requiresSession: true
    maxDeliveryCount: 5
    lockDuration: 'PT1M'
    deadLetteringOnMessageExpiration: true
  }
}
```""",
      },
      fix=[("up to 10 times", "up to 5 times")],
      holds="maxDeliveryCount: 5",
      right=["maxDeliveryCount: 5"]),

    # ------------------------------------------------------------------ 057
    S("h26-057", "ado-runtime-variable-syntax", "paraphrase", "renamed_identifier", "lookalike",
      teach={
          "query": "Tag the repo with the release tag computed in the build step.",
          "output": """```yaml
- pwsh: |
    $tag = "claims-api-$(Build.BuildNumber)"
    Write-Host "##vso[task.setvariable variable=ReleaseTag]$tag"
  displayName: Compute tag
- script: git tag ${{ variables.ReleaseTag }} && git push origin ${{ variables.ReleaseTag }}
  displayName: Push tag
```""",
          "message": "Thanks, but ${{ }} is expanded when the YAML is compiled, before the pwsh step has set ReleaseTag, so it's empty there. Runtime variables need the macro syntax: $(ReleaseTag).",
          "gold_wrong": "git tag ${{ variables.ReleaseTag }}",
          "gold_right": "git tag $(ReleaseTag)",
      },
      repeat={
          "query": "Pass the package version computed in the pack step on to the NuGet push step.",
          "output": """```yaml
- pwsh: |
    $v = (Get-Content version.txt).Trim()
    Write-Host "##vso[task.setvariable variable=PackageVersion]$v"
- script: dotnet nuget push out/Lindeboom.Claims.Contracts.${{ variables.PackageVersion }}.nupkg --source clp-internal --api-key az
```""",
          "expect_contains": ["$(PackageVersion)"],
          "expect_absent": ["${{ variables.PackageVersion }}"],
      },
      control={
          "query": "Use the environment name in the deployment job's environment; it's set per stage in the YAML.",
          "output": """```yaml
- stage: DeployAcc
  variables:
    envName: acc
  jobs:
  - deployment: api
    environment: clp-${{ variables.envName }}
```

`environment` is resolved when the pipeline is compiled, so it needs the template expression; `envName` is plain YAML, so it's known at that point.""",
      },
      fix=[("${{ variables.PackageVersion }}", "$(PackageVersion)")],
      holds="environment: clp-${{ variables.envName }}",
      look="${{ variables."),

    # ------------------------------------------------------------------ 058
    S("h26-058", "hangfire-job-servers", "semantic", "reworded", "lookalike",
      teach={
          "query": "Where do the Hangfire jobs actually execute in prd?",
          "output": """Inside the API process: every LBVAPP server runs a Hangfire server next to the API, so the jobs are spread over LBVAPP-PRD-01 to LBVAPP-PRD-03 and fail over by themselves if one box goes down.""",
          "message": "No. The Hangfire server is disabled on the LBVAPP boxes (HangfireServer:Enabled = false). Jobs only run on the job servers LBVJOB-PRD-01 and LBVJOB-PRD-02, in the ClpJobHost Windows service.",
          "gold_wrong": "every LBVAPP server runs a Hangfire server next to the API",
          "gold_right": "only the job servers LBVJOB-PRD-01 and LBVJOB-PRD-02 run a Hangfire server",
      },
      repeat={
          "query": "The reserve recalc job failed last night on prd. Whose logs should I look at?",
          "output": """Check the API logs on whichever LBVAPP server picked the job up; Hangfire runs inside the API app pool there, and the job detail page shows the server name.""",
          "expect_contains": ["LBVJOB-PRD-0"],
          "expect_absent": [r"re:(?i)inside the API|API app pool|LBVAPP server"],
      },
      control={
          "query": "Which servers sit behind the claims API VIP?",
          "output": """LBVAPP-PRD-01, LBVAPP-PRD-02 and LBVAPP-PRD-03, behind the F5 VIP `claims-api.lbv.local` (pool `pl-clp-api-443`), each running the API in the `ClaimsApi-prd` app pool.""",
      },
      fix=[(WHOLE, "Check the ClpJobHost logs on LBVJOB-PRD-01 or LBVJOB-PRD-02: Hangfire only runs on the job servers, and the job detail page shows which of the two picked it up.")],
      holds="LBVAPP-PRD-01, LBVAPP-PRD-02 and LBVAPP-PRD-03",
      look="LBVAPP"),

    # ------------------------------------------------------------------ 059
    S("h26-059", "rxjs-operator-import-path", "literal", "code_block", "same_topic",
      teach={
          "query": "Only react to non-empty claim numbers typed into the quick-jump box, and import what's needed.",
          "output": """```ts
import { filter, map, distinctUntilChanged } from 'rxjs/operators';

this.jump$ = this.quickJump.valueChanges.pipe(
  map(v => (v ?? '').trim().toUpperCase()),
  filter(v => v.length > 0),
  distinctUntilChanged(),
);
```""",
          "message": "import from 'rxjs'. We're on RxJS 7.8 and our eslint config bans the rxjs/operators path.",
          "gold_wrong": "from 'rxjs/operators'",
          "gold_right": "from 'rxjs'",
      },
      repeat={
          "query": "Retry the document upload twice with a delay before showing an error.",
          "output": """```ts
import { retry, catchError } from 'rxjs/operators';

upload(file: File) {
  return this.http.post('/api/documents', toFormData(file)).pipe(
    retry({ count: 2, delay: 1000 }),
    catchError(err => this.errors.handle(err)),
  );
}
```""",
          "expect_contains": [r"re:from ['\"]rxjs['\"]"],
          "expect_absent": ["rxjs/operators"],
      },
      control={
          "query": "Turn the claims$ observable into a signal for the template.",
          "output": """```ts
import { toSignal } from '@angular/core/rxjs-interop';

readonly claims = toSignal(this.store.claims$, { initialValue: [] });
```""",
      },
      fix=[("from 'rxjs/operators'", "from 'rxjs'")]),

    # ------------------------------------------------------------------ 060
    S("h26-060", "mlflow-tracking-uri-env", "literal", "other_identifier", "already_correct",
      teach={
          "query": "Point the training script at our MLflow server through an environment variable.",
          "output": """```python
import os
os.environ["MLFLOW_TRACKING_URL"] = "https://mlflow.lbv.local"

import mlflow
mlflow.set_experiment("claims-fraud-gbm")
```""",
          "message": "MLFLOW_TRACKING_URI.",
          "gold_wrong": "MLFLOW_TRACKING_URL",
          "gold_right": "MLFLOW_TRACKING_URI",
      },
      repeat={
          "query": "Set the MLflow variables in the bash step of the training pipeline.",
          "output": """```bash
export MLFLOW_TRACKING_URL=https://mlflow.lbv.local
export MLFLOW_TRACKING_TOKEN="$(MLFLOW_TOKEN)"
python train.py --experiment claims-fraud-gbm
```""",
          "expect_contains": ["MLFLOW_TRACKING_URI=https://mlflow.lbv.local"],
          "expect_absent": ["MLFLOW_TRACKING_URL"],
      },
      control={
          "query": "What goes into the .env file for the fraud notebooks?",
          "output": """```
MLFLOW_TRACKING_URI=https://mlflow.lbv.local
MLFLOW_TRACKING_INSECURE_TLS=false
MLFLOW_EXPERIMENT_NAME=claims-fraud-gbm
```""",
      },
      fix=[("MLFLOW_TRACKING_URL", "MLFLOW_TRACKING_URI")],
      holds="MLFLOW_TRACKING_URI=https://mlflow.lbv.local",
      right=["MLFLOW_TRACKING_URI"]),
]
