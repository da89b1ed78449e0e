"""heldout26 part 2: h26-016 .. h26-030 (claims-platform team "CLP" at Lindeboom Verzekeringen)."""

WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control,
      fix, holds=None, look=None, right=None):
    return {"id": id, "topic": topic, "difficulty": difficulty,
            "repeat_variation": repeat_variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    # ------------------------------------------------------------------ 016
    S("h26-016", "ado-variable-group-naming", "paraphrase", "renamed_identifier", "already_correct",
      teach={
          "query": "Hook the acc stage of the claims API pipeline up to its variable group.",
          "output": """```yaml
- stage: DeployAcc
  dependsOn: DeployTst
  variables:
  - group: claims-api-acc
  jobs:
  - deployment: api
    environment: clp-acc
```

Secrets in the group (SQL password, Seq API key) are then available as `$(ClaimsDbPassword)` and `$(SeqApiKey)`.""",
          "message": "the groups are named clp-api-<env>, so clp-api-acc. claims-api-acc got deleted when we renamed the project.",
          "gold_wrong": "group: claims-api-acc",
          "gold_right": "group: clp-api-acc",
      },
      repeat={
          "query": "Add the variables for the prd deployment stage of the claims API.",
          "output": """```yaml
- stage: DeployPrd
  dependsOn: DeployAcc
  condition: succeeded()
  variables:
  - group: claims-api-prd
  - name: ASPNETCORE_ENVIRONMENT
    value: prd
```""",
          "expect_contains": ["group: clp-api-prd"],
          "expect_absent": ["claims-api-prd"],
      },
      control={
          "query": "Which variable group does the tst stage of the claims API use?",
          "output": """```yaml
variables:
- group: clp-api-tst
```

The group is linked to Key Vault `kv-clp-tst`, so the secrets are fetched at runtime; the non-secret values (Seq URL, feature flags) are plain variables in the same group.""",
      },
      fix=[("group: claims-api-prd", "group: clp-api-prd")],
      holds="- group: clp-api-tst",
      right=["group: clp-api-tst"]),

    # ------------------------------------------------------------------ 017
    S("h26-017", "ado-service-connection-name", "literal", "code_block", "lookalike",
      teach={
          "query": "Add the deploy step for the portal to app-clp-portal-prd.",
          "output": """```yaml
- task: AzureWebApp@1
  displayName: Deploy portal
  inputs:
    azureSubscription: 'Lindeboom-Azure-Prod'
    appType: webApp
    appName: app-clp-portal-prd
    package: $(Pipeline.Workspace)/portal/portal.zip
```""",
          "message": "azureSubscription takes the service connection name, which is sc-clp-prd-arm. Lindeboom-Azure-Prod is just the subscription's display name; the pipeline can't authorize with that.",
          "gold_wrong": "azureSubscription: 'Lindeboom-Azure-Prod'",
          "gold_right": "azureSubscription: 'sc-clp-prd-arm'",
      },
      repeat={
          "query": "Add a step that purges the Front Door cache after the portal deploy.",
          "output": """```yaml
- task: AzureCLI@2
  displayName: Purge Front Door
  inputs:
    azureSubscription: 'Lindeboom-Azure-Prod'
    scriptType: pscore
    scriptLocation: inlineScript
    inlineScript: |
      az afd endpoint purge -g rg-clp-prd --profile-name afd-clp-prd --endpoint-name portal --content-paths '/*'
```""",
          "expect_contains": ["azureSubscription: 'sc-clp-prd-arm'"],
          "expect_absent": ["azureSubscription: 'Lindeboom-Azure-Prod'"],
      },
      control={
          "query": "I want to look at the prd Service Bus metrics from my laptop with the az CLI. How do I select the right subscription?",
          "output": """```powershell
az login
az account set --subscription "Lindeboom-Azure-Prod"
az monitor metrics list --resource (az servicebus namespace show -g rg-clp-prd -n sb-lbv-clp-prd --query id -o tsv) --metric DeadletteredMessages --interval PT1H
```

Activate the *CLP Readers* PIM role first, otherwise the namespace lookup returns 403.""",
      },
      fix=[("azureSubscription: 'Lindeboom-Azure-Prod'", "azureSubscription: 'sc-clp-prd-arm'")],
      holds="az account set --subscription \"Lindeboom-Azure-Prod\"",
      look="Lindeboom-Azure-Prod"),

    # ------------------------------------------------------------------ 018
    S("h26-018", "ef-idempotent-migration-script", "semantic", "prose_claim", "same_topic",
      teach={
          "query": "How do the EF Core migrations get applied in acc and prd?",
          "output": """The release pipeline runs `dotnet ef database update --connection "$(ClaimsDbConnection)"` as the first step of each deploy stage, so the schema is migrated before the new API version starts.""",
          "message": "That's not how we do it, nothing runs database update against acc or prd. The build produces an idempotent script with dotnet ef migrations script --idempotent, and the DBA step in the release runs that script with Invoke-Sqlcmd.",
          "gold_wrong": "dotnet ef database update --connection \"$(ClaimsDbConnection)\"",
          "gold_right": "dotnet ef migrations script --idempotent",
      },
      repeat={
          "query": "I'm adding a migration for the new SIU referral table. Anything I need to do in the pipeline for prd?",
          "output": """No pipeline change needed: the prd stage calls dotnet ef database update before the new build goes live, so your migration is applied automatically during the release.""",
          "expect_contains": ["--idempotent"],
          "expect_absent": ["database update"],
      },
      control={
          "query": "Can a migration fill existing rows when I add a non-nullable bool column?",
          "output": """Yes, give the property a default in the model so the migration emits it:

```csharp
builder.Property(c => c.IsSiuReferred)
    .HasDefaultValue(false);
```

The generated `AddColumn<bool>` then carries `defaultValue: false`, and existing rows get 0.""",
      },
      fix=[(WHOLE, "No pipeline change needed: the build already generates the idempotent script (`dotnet ef migrations script --idempotent`) and the DBA step in the prd stage runs it before the new build goes live. Check the generated script in the build artifacts.")]),

    # ------------------------------------------------------------------ 019
    S("h26-019", "sql-ag-dr-replica-commit-mode", "semantic", "prose_claim", "unrelated",
      teach={
          "query": "If the Amsterdam datacenter goes down, what happens to ClaimsCore?",
          "output": """The AG fails over automatically to the replica in Eindhoven (LBVSQL-PRD-03) because it's a synchronous-commit replica, so no data is lost and the listener moves with it within about 30 seconds.""",
          "message": "Not quite. The Eindhoven replica is asynchronous commit, so there's no automatic failover to it: it's a manual forced failover, and we can lose the last few seconds of transactions.",
          "gold_wrong": "fails over automatically to the replica in Eindhoven (LBVSQL-PRD-03) because it's a synchronous-commit replica",
          "gold_right": "needs a manual forced failover to the asynchronous-commit replica in Eindhoven (LBVSQL-PRD-03)",
      },
      repeat={
          "query": "For next month's DR test: do we need to do anything for SQL when we cut Amsterdam off?",
          "output": """Not really: LBVSQL-PRD-03 in Eindhoven is synchronous, so the AG fails over to it on its own and the listener follows. Just verify afterwards that the API reconnects.""",
          "expect_contains": [r"re:(?i)asynchronous", r"re:(?i)manual|forced"],
          "expect_absent": [r"re:(?i)\bsynchronous", r"re:(?i)on its own|automatically"],
      },
      control={
          "query": "What does the portal show when the fraud service is down?",
          "output": """The claim is accepted with status `PendingScore`; the `FraudScoreRetryJob` in Hangfire picks it up every 10 minutes, and handlers see an amber 'score pending' chip instead of the score.""",
      },
      fix=[(WHOLE, "Yes: LBVSQL-PRD-03 in Eindhoven is an asynchronous-commit replica, so the DBA has to do a manual forced failover (ALTER AVAILABILITY GROUP ... FORCE_FAILOVER_ALLOW_DATA_LOSS) and we accept losing the last transactions. Afterwards verify that the API reconnects through the listener.")]),

    # ------------------------------------------------------------------ 020
    S("h26-020", "angular-acc-build-configuration", "literal", "other_identifier", "lookalike",
      teach={
          "query": "How do I build the portal for the acceptance environment?",
          "output": """```powershell
npx ng build --configuration=staging --output-path dist/portal-acc
```

The configuration swaps in the matching environment file through `fileReplacements`.""",
          "message": "there is no staging configuration, it's acc (environment.acc.ts).",
          "gold_wrong": "--configuration=staging",
          "gold_right": "--configuration=acc",
      },
      repeat={
          "query": "Run the portal locally with the acceptance settings on port 4210.",
          "output": """```powershell
npx ng serve --port 4210 --configuration=staging
```

Log in with your acc account; the acceptance gateway rejects tst tokens.""",
          "expect_contains": ["--configuration=acc"],
          "expect_absent": [r"re:configuration[= ]staging"],
      },
      control={
          "query": "How do we swap the portal into production after the smoke tests pass?",
          "output": """```powershell
az webapp deployment slot swap -g rg-clp-prd -n app-clp-portal-prd --slot staging --target-slot production
```

The smoke tests run against the staging slot's host name first, so users only see the new build after the swap.""",
      },
      fix=[("--configuration=staging", "--configuration=acc")],
      holds="--slot staging --target-slot production",
      look="staging"),

    # ------------------------------------------------------------------ 021
    S("h26-021", "rxjs-exhaustmap-submit", "paraphrase", "renamed_identifier", "lookalike",
      teach={
          "query": "Wire the Submit button of the FNOL form to the API.",
          "output": """```ts
this.submitted$ = this.submitClicks$.pipe(
  map(() => this.form.getRawValue()),
  switchMap(form => this.api.submitClaim(form)),
);
```

`ClaimsApiService.submitClaim` returns the new claim number, which the template shows in the confirmation panel.""",
          "message": "switchMap cancels the in-flight POST on a double-click, and by then the API may already have processed the first submit. Use exhaustMap so extra clicks are ignored while the request is running.",
          "gold_wrong": "switchMap(form => this.api.submitClaim(form))",
          "gold_right": "exhaustMap(form => this.api.submitClaim(form))",
      },
      repeat={
          "query": "Hook up the Approve button in the payout screen.",
          "output": """```ts
this.approved$ = this.approveClicks$.pipe(
  switchMap(() => this.payments.approvePayout(this.payoutId)),
  tap(() => this.toast.success('Payout approved')),
);
```""",
          "expect_contains": ["exhaustMap(() => this.payments.approvePayout"],
          "expect_absent": ["switchMap(() => this.payments.approvePayout"],
      },
      control={
          "query": "Policy search box in the claim intake: query the API while the handler types.",
          "output": """```ts
this.results$ = this.searchControl.valueChanges.pipe(
  debounceTime(300),
  distinctUntilChanged(),
  switchMap(term => this.policies.search(term)),
);
```

`switchMap` drops the stale response when the handler keeps typing.""",
      },
      fix=[("switchMap(() => this.payments.approvePayout", "exhaustMap(() => this.payments.approvePayout")],
      holds="switchMap(term => this.policies.search(term))",
      look="switchMap("),

    # ------------------------------------------------------------------ 022
    S("h26-022", "sql-online-index-standard-edition", "paraphrase", "reordered_args", "already_correct",
      teach={
          "query": "Index for the claims worklist query that filters on Status and HandlerId?",
          "output": """```sql
CREATE NONCLUSTERED INDEX IX_Claim_Status_HandlerId
    ON claims.Claim (Status, HandlerId)
    INCLUDE (ClaimNumber, ReportedAt)
    WITH (ONLINE = ON);
```

Check the plan afterwards; the worklist query should switch to an index seek.""",
          "message": "prd runs SQL Server 2022 Standard edition, and ONLINE = ON is Enterprise-only, so the script fails. Build it offline in the release window.",
          "gold_wrong": "WITH (ONLINE = ON)",
          "gold_right": "WITH (ONLINE = OFF)",
      },
      repeat={
          "query": "Add a covering index for the reserve history lookup by ClaimId.",
          "output": """```sql
CREATE NONCLUSTERED INDEX IX_ReserveHistory_ClaimId
    ON claims.ReserveHistory (ClaimId, ChangedAt DESC)
    INCLUDE (Amount, Currency)
    WITH (SORT_IN_TEMPDB = ON, ONLINE = ON, MAXDOP = 2);
```""",
          "expect_contains": ["SORT_IN_TEMPDB = ON", "MAXDOP = 2"],
          "expect_absent": [r"re:ONLINE\s*=\s*ON"],
      },
      control={
          "query": "Rebuild the fragmented index on claims.Payment in the release window.",
          "output": """```sql
ALTER INDEX IX_Payment_ClaimId ON claims.Payment
    REBUILD WITH (ONLINE = OFF, SORT_IN_TEMPDB = ON);
```

Offline is fine inside the Thursday window; the table is only written by the payout job, which is paused during releases.""",
      },
      fix=[("ONLINE = ON", "ONLINE = OFF")],
      holds="REBUILD WITH (ONLINE = OFF, SORT_IN_TEMPDB = ON)",
      right=["ONLINE = OFF"]),

    # ------------------------------------------------------------------ 023
    S("h26-023", "hangfire-dashboard-path", "literal", "reworded", "same_topic",
      teach={
          "query": "Where can I see whether the reserve recalc job failed last night on acc?",
          "output": """Open the Hangfire dashboard at https://clp-jobs-acc.lbv.local/hangfire, go to *Jobs → Failed* and look for `reserve-recalc-nightly`; the exception and stack trace are on the job detail page.""",
          "message": "We mapped the dashboard to /ops/jobs, /hangfire gives a 404. So https://clp-jobs-acc.lbv.local/ops/jobs.",
          "gold_wrong": "clp-jobs-acc.lbv.local/hangfire",
          "gold_right": "clp-jobs-acc.lbv.local/ops/jobs",
      },
      repeat={
          "query": "How do I re-trigger the Herstelnet export on acc by hand?",
          "output": """In the dashboard (clp-jobs-acc.lbv.local/hangfire) go to Recurring jobs, tick `herstelnet-export` and click *Trigger now*. It runs on the next free worker of the `clp-partners` queue.""",
          "expect_contains": ["clp-jobs-acc.lbv.local/ops/jobs"],
          "expect_absent": ["lbv.local/hangfire"],
      },
      control={
          "query": "Can claims handlers see the Hangfire dashboard?",
          "output": """No. The dashboard's authorization filter only admits members of the AD group `GG-CLP-Operators`, and on prd it is read-only for everyone outside the on-call rota.""",
      },
      fix=[("clp-jobs-acc.lbv.local/hangfire", "clp-jobs-acc.lbv.local/ops/jobs")]),

    # ------------------------------------------------------------------ 024
    S("h26-024", "pgp-recipient-key", "literal", "code_block", "lookalike",
      teach={
          "query": "Encrypt and sign the Herstelnet export before it's uploaded.",
          "output": """```powershell
gpg --batch --yes --local-user 0x4E1C9A7D --recipient 0x4E1C9A7D `
    --sign --encrypt --output "$file.gpg" $file
```

`--local-user` picks our signing key from the service account's keyring on the job server.""",
          "message": "You're encrypting to our own key, Herstelnet can't decrypt that. --recipient has to be their key 0x9D31F6B2; 0x4E1C9A7D stays as --local-user for the signature.",
          "gold_wrong": "--recipient 0x4E1C9A7D",
          "gold_right": "--recipient 0x9D31F6B2",
      },
      repeat={
          "query": "Loop over all pending files in the outbox and encrypt them for Herstelnet.",
          "output": r"""```powershell
Get-ChildItem 'E:\Exchange\Herstelnet\outbox' -Filter *.csv | ForEach-Object {
    gpg --batch --yes --recipient 0x4E1C9A7D --local-user 0x4E1C9A7D --sign --encrypt `
        --output "$($_.FullName).gpg" $_.FullName
}
```""",
          "expect_contains": ["--recipient 0x9D31F6B2"],
          "expect_absent": ["--recipient 0x4E1C9A7D"],
      },
      control={
          "query": "Sign the acknowledgement summary for Expertisebureau Noord. They only want a clear-signed text, no encryption.",
          "output": """```powershell
gpg --batch --yes --local-user 0x4E1C9A7D --clearsign --output ack-summary.txt.asc ack-summary.txt
```

They verify it with our public key from the onboarding pack.""",
      },
      fix=[("--recipient 0x4E1C9A7D", "--recipient 0x9D31F6B2")],
      holds="--local-user 0x4E1C9A7D --clearsign",
      look="0x4E1C9A7D"),

    # ------------------------------------------------------------------ 025
    S("h26-025", "partner-file-date-format", "paraphrase", "equivalent_construct", "same_topic",
      teach={
          "query": "Build the file name for the Herstelnet export in the C# job.",
          "output": """```csharp
var fileName = $"LBV_HSN_CLAIMS_{runDate:ddMMyyyy}_{runDate:HHmm}.csv";
```

The `.gpg` suffix is added after encryption.""",
          "message": "Their spec says yyyyMMdd. They sort on the file name, and ddMMyyyy breaks the order of their import.",
          "gold_wrong": "{runDate:ddMMyyyy}",
          "gold_right": "{runDate:yyyyMMdd}",
      },
      repeat={
          "query": "PowerShell fallback to rename a manually produced export to the Herstelnet pattern.",
          "output": """```powershell
$stamp = Get-Date -Format 'ddMMyyyy_HHmm'
Rename-Item $path "LBV_HSN_CLAIMS_$stamp.csv"
```""",
          "expect_contains": ["yyyyMMdd_HHmm"],
          "expect_absent": ["ddMMyyyy"],
      },
      control={
          "query": "Which columns does the Herstelnet claims file have?",
          "output": """Semicolon-separated, UTF-8 without BOM, with a header row: `ClaimNumber;PolicyNumber;LicensePlate;DamageDate;RepairShopId;EstimateAmount`. Amounts use a dot as the decimal separator and dates inside the file are ISO 8601 (`2024-03-18`).""",
      },
      fix=[("ddMMyyyy_HHmm", "yyyyMMdd_HHmm")]),

    # ------------------------------------------------------------------ 026
    S("h26-026", "mlflow-model-alias", "paraphrase", "equivalent_construct", "unrelated",
      teach={
          "query": "Load the current production fraud model in the batch rescoring notebook.",
          "output": """```python
import mlflow
mlflow.set_tracking_uri("https://mlflow.lbv.local")
model = mlflow.pyfunc.load_model("models:/claims-fraud-gbm/Production")
scores = model.predict(features_df)
```""",
          "message": "Shouldn't that go through the alias? We dropped stages in the registry migration, the Production stage is empty now. models:/claims-fraud-gbm@champion.",
          "gold_wrong": "models:/claims-fraud-gbm/Production",
          "gold_right": "models:/claims-fraud-gbm@champion",
      },
      repeat={
          "query": "Which model version is live right now? I want to put it in the monthly model report.",
          "output": """```python
from mlflow import MlflowClient
client = MlflowClient("https://mlflow.lbv.local")
live = client.get_latest_versions("claims-fraud-gbm", stages=["Production"])[0]
print(live.version, live.run_id)
```""",
          "expect_contains": ["get_model_version_by_alias(\"claims-fraud-gbm\", \"champion\")"],
          "expect_absent": [r"re:stages=\[\"Production\"\]"],
      },
      control={
          "query": "Who approves a hotfix outside the release window?",
          "output": """The duty manager of IT Operations, through an emergency RFC in ServiceNow. The CLP tech lead has to be on the call, and the fix still needs a green acc run, just without waiting for the weekly CAB.""",
      },
      fix=[("get_latest_versions(\"claims-fraud-gbm\", stages=[\"Production\"])[0]",
            "get_model_version_by_alias(\"claims-fraud-gbm\", \"champion\")")]),

    # ------------------------------------------------------------------ 027
    S("h26-027", "winrm-https-only", "paraphrase", "reordered_args", "unrelated",
      teach={
          "query": "Restart the claims API app pool on LBVAPP-PRD-01 remotely.",
          "output": """```powershell
Invoke-Command -ComputerName LBVAPP-PRD-01 -Port 5985 -Credential $adm -ScriptBlock {
    Import-Module WebAdministration
    Restart-WebAppPool -Name 'ClaimsApi-prd'
}
```""",
          "message": "prd servers only accept WinRM over HTTPS: add -UseSSL and use port 5986. 5985 is closed by the hardening baseline.",
          "gold_wrong": "-Port 5985",
          "gold_right": "-UseSSL -Port 5986",
      },
      repeat={
          "query": "Open an interactive session on the job server to look at the job host service.",
          "output": """```powershell
Enter-PSSession -Credential $adm -Port 5985 -ComputerName LBVJOB-PRD-01
Get-Service -Name 'ClpJobHost' | Select-Object Status, StartType
```""",
          "expect_contains": ["-Port 5986", "-UseSSL"],
          "expect_absent": ["-Port 5985"],
      },
      control={
          "query": "How long do we keep claim attachments?",
          "output": """Seven years after the claim is closed (fiscal retention). The `AttachmentRetentionJob` runs monthly and hard-deletes blobs whose `RetainUntil` has passed, except for claims under legal hold.""",
      },
      fix=[("-Port 5985", "-UseSSL -Port 5986")]),

    # ------------------------------------------------------------------ 028
    S("h26-028", "jira-project-key", "paraphrase", "renamed_identifier", "already_correct",
      teach={
          "query": "Write a commit message for the reserve currency migration, ticket 2291.",
          "output": """```
CLAIMS-2291: add ReserveCurrency and ReserveUpdatedAt to ClaimReserve

Adds the migration and maps the columns in ClaimReserveConfiguration.
```""",
          "message": "Our Jira key is CLP, so CLP-2291. Commits with CLAIMS- don't get linked to the ticket.",
          "gold_wrong": "CLAIMS-2291",
          "gold_right": "CLP-2291",
      },
      repeat={
          "query": "Branch name for the subrogation flag story, 2318?",
          "output": """`feature/CLAIMS-2318-subrogation-flag`. Branch off main and open the PR against main when it's ready.""",
          "expect_contains": ["CLP-2318"],
          "expect_absent": [r"re:CLAIMS-\d+"],
      },
      control={
          "query": "PR title for the SIU referral threshold change (CLP-2150)?",
          "output": """`CLP-2150: raise SIU referral threshold`. The prefix links the PR to the ticket, and the squash-merge commit keeps the title.""",
      },
      fix=[("CLAIMS-2318", "CLP-2318")],
      holds="CLP-2150: raise SIU referral threshold",
      right=["CLP-2150"]),

    # ------------------------------------------------------------------ 029
    S("h26-029", "servicebus-session-key", "paraphrase", "equivalent_construct", "same_topic",
      teach={
          "query": "Create the ServiceBusMessage for the intake notification; the queue has sessions enabled.",
          "output": """```csharp
var msg = new ServiceBusMessage(BinaryData.FromObjectAsJson(claim))
{
    SessionId = claim.ClaimId.ToString(),
    Subject = "ClaimReported"
};
```""",
          "message": "Sessions on claim-intake are keyed by policy number, not claim id. With ClaimId two claims on the same policy get processed in parallel and the coverage check races.",
          "gold_wrong": "SessionId = claim.ClaimId.ToString()",
          "gold_right": "SessionId = claim.PolicyNumber",
      },
      repeat={
          "query": "Resubmit the intake messages that failed validation yesterday.",
          "output": """```csharp
foreach (var intake in failed)
{
    var msg = new ServiceBusMessage(BinaryData.FromObjectAsJson(intake));
    msg.SessionId = intake.ClaimId.ToString();
    msg.ApplicationProperties["Resubmitted"] = true;
    await sender.SendMessageAsync(msg, ct);
}
```""",
          "expect_contains": [r"re:SessionId = \w+\.PolicyNumber"],
          "expect_absent": [r"re:SessionId = \w+\.ClaimId"],
      },
      control={
          "query": "How many sessions does the intake processor handle in parallel?",
          "output": """```csharp
var processor = client.CreateSessionProcessor("claim-intake", new ServiceBusSessionProcessorOptions
{
    MaxConcurrentSessions = 8,
    SessionIdleTimeout = TimeSpan.FromSeconds(15),
    AutoCompleteMessages = false
});
```

Eight sessions at a time; within a session the messages are handled strictly in order.""",
      },
      fix=[("msg.SessionId = intake.ClaimId.ToString();", "msg.SessionId = intake.PolicyNumber;")]),

    # ------------------------------------------------------------------ 030
    S("h26-030", "questpdf-license-type", "literal", "code_block", "already_correct",
      teach={
          "query": "Set up QuestPDF in the document service's Program.cs.",
          "output": """```csharp
QuestPDF.Settings.License = LicenseType.Community;
QuestPDF.Settings.EnableDebugging = builder.Environment.IsDevelopment();
builder.Services.AddSingleton<ILetterRenderer, QuestLetterRenderer>();
```""",
          "message": "Thanks, but we can't use the Community license, Lindeboom is far above its revenue limit. We have an Enterprise license: LicenseType.Enterprise.",
          "gold_wrong": "LicenseType.Community",
          "gold_right": "LicenseType.Enterprise",
      },
      repeat={
          "query": "The snapshot tests for the letters fail with a license exception. Add the setup to the test fixture.",
          "output": """```csharp
public sealed class LetterSnapshotFixture
{
    public LetterSnapshotFixture()
    {
        QuestPDF.Settings.License = LicenseType.Community;
        QuestPDF.Settings.CheckIfAllTextGlyphsAreAvailable = true;
    }
}
```""",
          "expect_contains": ["LicenseType.Enterprise"],
          "expect_absent": ["LicenseType.Community"],
      },
      control={
          "query": "Which QuestPDF license setting does the PDF worker on the job servers use?",
          "output": """The same as the document service: `QuestPDF.Settings.License = LicenseType.Enterprise;` in `PdfWorkerStartup`, set before the first document is generated.""",
      },
      fix=[("LicenseType.Community", "LicenseType.Enterprise")],
      holds="QuestPDF.Settings.License = LicenseType.Enterprise;",
      right=["LicenseType.Enterprise"]),
]
