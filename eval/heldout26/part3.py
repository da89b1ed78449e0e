"""heldout26 part 3: h26-031 .. h26-045 (claims-platform team "CLP" at Lindeboom Verzekeringen)."""

WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control,
      fix, holds=None, look=None, right=None):
    return {"id": id, "topic": topic, "difficulty": difficulty,
            "repeat_variation": repeat_variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    # ------------------------------------------------------------------ 031
    S("h26-031", "oncall-channel", "literal", "reworded", "unrelated",
      teach={
          "query": "The intake queue is backing up on prd. Who do I tell?",
          "output": """Page the CLP on-call through Opsgenie and post a short status in #claims-oncall, so the team leads know intake is delayed.""",
          "message": "#clp-oncall, not #claims-oncall. #claims-oncall is the claims handlers' channel, they shouldn't get our technical updates.",
          "gold_wrong": "#claims-oncall",
          "gold_right": "#clp-oncall",
      },
      repeat={
          "query": "Where do I announce that tonight's prd release is done?",
          "output": """Post it in #claims-oncall with the release number and the smoke-test result, then close the deployment task on the RFC.""",
          "expect_contains": ["#clp-oncall"],
          "expect_absent": ["#claims-oncall"],
      },
      control={
          "query": "What's the SLA for first contact on a new motor claim?",
          "output": """One working day: `FirstContactDue` is set to 17:00 on the next working day (Dutch public holidays come from `calendar.Holiday`), and the worklist shows the claim in red once it has passed.""",
      },
      fix=[("#claims-oncall", "#clp-oncall")]),

    # ------------------------------------------------------------------ 032
    S("h26-032", "ef-money-precision", "paraphrase", "equivalent_construct", "lookalike",
      teach={
          "query": "Map the new ReserveAmount property in ClaimReserveConfiguration.",
          "output": """```csharp
builder.Property(r => r.ReserveAmount)
    .HasColumnType("decimal(18,2)")
    .IsRequired();
```""",
          "message": "Amounts in ClaimsCore are decimal(19,4) everywhere; reserves keep four decimals for the reinsurance split.",
          "gold_wrong": "HasColumnType(\"decimal(18,2)\")",
          "gold_right": "HasColumnType(\"decimal(19,4)\")",
      },
      repeat={
          "query": "Add PaidAmount to the Payment entity. I'd rather use attributes on this one.",
          "output": """```csharp
public class Payment
{
    public Guid PaymentId { get; set; }

    [Precision(18, 2)]
    public decimal PaidAmount { get; set; }
}
```""",
          "expect_contains": ["Precision(19, 4)"],
          "expect_absent": [r"re:Precision\(18, ?2\)"],
      },
      control={
          "query": "Map FraudScore. It's a probability between 0 and 1 with four decimals.",
          "output": """```csharp
builder.Property(c => c.FraudScore)
    .HasColumnType("decimal(5,4)");
```

`decimal(5,4)` holds 0.0000 to 9.9999, which is plenty for a probability.""",
      },
      fix=[("[Precision(18, 2)]", "[Precision(19, 4)]")],
      holds="HasColumnType(\"decimal(5,4)\")",
      look="HasColumnType(\"decimal("),

    # ------------------------------------------------------------------ 033
    S("h26-033", "angular-takeuntildestroyed-context", "literal", "other_identifier", "lookalike",
      teach={
          "query": "ClaimListComponent leaks its subscription to the filter changes. Fix it?",
          "output": """```ts
ngOnInit(): void {
  this.filters.changes$
    .pipe(takeUntilDestroyed())
    .subscribe(f => this.load(f));
}
```""",
          "message": "That throws NG0203 at runtime: takeUntilDestroyed() without an argument only works in an injection context. In ngOnInit you have to pass the DestroyRef, takeUntilDestroyed(this.destroyRef).",
          "gold_wrong": "takeUntilDestroyed()",
          "gold_right": "takeUntilDestroyed(this.destroyRef)",
      },
      repeat={
          "query": "Auto-save the reserve form a couple of seconds after the handler stops typing.",
          "output": """```ts
ngOnInit(): void {
  this.reserveForm.valueChanges
    .pipe(debounceTime(2000), takeUntilDestroyed())
    .subscribe(v => this.drafts.save(this.claimId, v));
}
```""",
          "expect_contains": ["takeUntilDestroyed(this.destroyRef)"],
          "expect_absent": ["takeUntilDestroyed()"],
      },
      control={
          "query": "Subscribe to the route's claim id in ClaimDetailComponent.",
          "output": """```ts
constructor() {
  this.route.paramMap
    .pipe(map(p => p.get('claimId')!), takeUntilDestroyed())
    .subscribe(id => this.claimId.set(id));
}
```

In the constructor we're in an injection context, so `takeUntilDestroyed()` finds the component's `DestroyRef` by itself.""",
      },
      fix=[("takeUntilDestroyed()", "takeUntilDestroyed(this.destroyRef)")],
      holds="takeUntilDestroyed())",
      look="takeUntilDestroyed()"),

    # ------------------------------------------------------------------ 034
    S("h26-034", "sql-index-maintenance-schedule", "semantic", "prose_claim", "unrelated",
      teach={
          "query": "The worklist query got slow after Monday's bulk import. Will index maintenance fix the fragmentation?",
          "output": """Yes: the Ola Hallengren IndexOptimize job runs every night at 23:00 on the prd AG, so the fragmentation from the import will be cleaned up tonight. If it's still slow tomorrow, look at the plan.""",
          "message": "IndexOptimize only runs weekly on prd, Sunday 03:00. The nightly job is just the statistics update, so nothing gets rebuilt tonight.",
          "gold_wrong": "runs every night at 23:00",
          "gold_right": "runs weekly, on Sunday at 03:00",
      },
      repeat={
          "query": "Do I need to rebuild the worklist index by hand after today's data fix?",
          "output": """No need: IndexOptimize rebuilds fragmented indexes every night at 23:00, so it will be taken care of automatically this evening.""",
          "expect_contains": ["Sunday"],
          "expect_absent": [r"re:(?i)every night|nightly|this evening|tonight"],
      },
      control={
          "query": "Which fields does the FNOL form require for a glass damage claim?",
          "output": """Policy number, damage date, license plate and the glass repair shop (from the Herstelnet lookup). Photos are optional for glass, and the description becomes optional too when the shop sends the estimate directly.""",
      },
      fix=[(WHOLE, "Possibly: IndexOptimize only runs weekly, on Sunday at 03:00, and on the other nights only statistics are updated. If the worklist suffers before Sunday, rebuild the index in the Thursday window.")]),

    # ------------------------------------------------------------------ 035
    S("h26-035", "ado-default-branch-condition", "paraphrase", "reordered_args", "same_topic",
      teach={
          "query": "Only deploy to prd from the default branch. Add the condition to the stage.",
          "output": """```yaml
- stage: DeployPrd
  condition: and(succeeded(), eq(variables['Build.SourceBranch'], 'refs/heads/master'))
```""",
          "message": "Our default branch is main, not master; with that condition prd never deploys.",
          "gold_wrong": "'refs/heads/master'",
          "gold_right": "'refs/heads/main'",
      },
      repeat={
          "query": "Skip the publish-artifacts job for feature branches.",
          "output": """```yaml
- job: publish
  condition: and(eq(variables['Build.SourceBranchName'], 'master'), succeeded())
```""",
          "expect_contains": ["'main'"],
          "expect_absent": ["'master'"],
      },
      control={
          "query": "Make the acc stage wait for tst and only run when tst succeeded.",
          "output": """```yaml
- stage: DeployAcc
  dependsOn: DeployTst
  condition: succeeded('DeployTst')
```""",
      },
      fix=[("'master'", "'main'")]),

    # ------------------------------------------------------------------ 036
    S("h26-036", "appsettings-section-name", "literal", "casing", "already_correct",
      teach={
          "query": "Bind the fraud scoring options from appsettings.",
          "output": """```csharp
builder.Services.AddOptions<FraudClientOptions>()
    .Bind(builder.Configuration.GetSection("FraudService"))
    .ValidateDataAnnotations()
    .ValidateOnStart();
```""",
          "message": "The section in appsettings is called FraudScoring. FraudService doesn't exist, so this binds empty options.",
          "gold_wrong": "FraudService",
          "gold_right": "FraudScoring",
      },
      repeat={
          "query": "On the acc IIS box I need to override the fraud timeout to 5 seconds without touching appsettings. Environment variable?",
          "output": r"""Set it on the app pool's environment variables:

```powershell
& "$env:windir\system32\inetsrv\appcmd.exe" set config -section:system.applicationHost/applicationPools /+"[name='ClaimsApi-acc'].environmentVariables.[name='FRAUDSERVICE__TIMEOUTSECONDS',value='5']" /commit:apphost
```

Recycle the pool afterwards.""",
          "expect_contains": [r"re:(?i)fraudscoring__timeoutseconds"],
          "expect_absent": [r"re:(?i)fraudservice"],
      },
      control={
          "query": "What does the fraud scoring block in appsettings.acc.json look like?",
          "output": """```json
"FraudScoring": {
  "BaseUrl": "http://mlscore-acc01.lbv.local:5010/",
  "TimeoutSeconds": 3,
  "ReferralThreshold": 0.82
}
```""",
      },
      fix=[("FRAUDSERVICE__TIMEOUTSECONDS", "FRAUDSCORING__TIMEOUTSECONDS")],
      holds="\"FraudScoring\": {",
      right=["\"FraudScoring\""]),

    # ------------------------------------------------------------------ 037
    S("h26-037", "ef-core-set-based-update", "semantic", "prose_claim", "same_topic",
      teach={
          "query": "I need to close all claims that have been in AwaitingDocuments for more than 90 days. What's the EF Core approach?",
          "output": """EF Core has no set-based update, so you have to load the claims, change the status and call SaveChanges:

```csharp
var stale = await db.Claims
    .Where(c => c.Status == ClaimStatus.AwaitingDocuments && c.StatusSince < cutoff)
    .ToListAsync(ct);
foreach (var c in stale) c.Status = ClaimStatus.Closed;
await db.SaveChangesAsync(ct);
```

For large batches, process them in chunks.""",
          "message": "That's outdated. Since EF Core 7 there's ExecuteUpdateAsync, which does it in one UPDATE without loading anything, and we're on EF Core 8.",
          "gold_wrong": "EF Core has no set-based update, so you have to load the claims",
          "gold_right": "EF Core 8 can do this set-based with ExecuteUpdateAsync",
      },
      repeat={
          "query": "Bulk-reassign every open claim of a handler who left to the team queue, about 12k rows.",
          "output": """Since EF Core can't update rows without loading them first, pull the claims in chunks of 1,000, set `HandlerId = null` and `Queue = "MOTOR-TEAM"` on each, and call `SaveChangesAsync` after every chunk.""",
          "expect_contains": ["ExecuteUpdateAsync"],
          "expect_absent": [r"re:(?i)can't update rows without loading|chunks of 1,000"],
      },
      control={
          "query": "Change the status of one claim and record who did it.",
          "output": """Load it tracked and let the `AuditSaveChangesInterceptor` write the audit row:

```csharp
var claim = await db.Claims.SingleAsync(c => c.ClaimId == id, ct);
claim.Status = ClaimStatus.Closed;
await db.SaveChangesAsync(ct);
```

The interceptor takes the user from `ICurrentUser`.""",
      },
      fix=[(WHOLE, """Do it in one statement with `ExecuteUpdateAsync`:

```csharp
await db.Claims
    .Where(c => c.HandlerId == leaverId && c.Status != ClaimStatus.Closed)
    .ExecuteUpdateAsync(s => s
        .SetProperty(c => c.HandlerId, (Guid?)null)
        .SetProperty(c => c.Queue, "MOTOR-TEAM"), ct);
```""")]),

    # ------------------------------------------------------------------ 038
    S("h26-038", "iis-app-pool-gmsa", "literal", "other_identifier", "unrelated",
      teach={
          "query": "Which identity should the ClaimsApi-prd app pool run as?",
          "output": r"""Set the app pool identity to the domain account `LBV\svc_claimsapi` (Advanced Settings → Identity → Custom account), and give that account db_datareader and db_datawriter plus EXECUTE on the `claims` schema.""",
          "message": "We moved to a gMSA last year: LBV\\gmsa-clp-api$. svc_claimsapi is disabled.",
          "gold_wrong": "LBV\\svc_claimsapi",
          "gold_right": "LBV\\gmsa-clp-api$",
      },
      repeat={
          "query": "Grant the API identity access to the new ClaimsArchive database.",
          "output": r"""```sql
USE ClaimsArchive;
CREATE USER [LBV\svc_claimsapi] FROM LOGIN [LBV\svc_claimsapi];
ALTER ROLE db_datareader ADD MEMBER [LBV\svc_claimsapi];
```""",
          "expect_contains": ["LBV\\gmsa-clp-api$"],
          "expect_absent": ["svc_claimsapi"],
      },
      control={
          "query": "What does the status 'Partial' on a payout mean?",
          "output": """The payout was split: part went straight to the repair shop (Herstelnet invoice) and the rest to the policyholder's IBAN. The claim only moves to `Settled` once the bank file confirms both payment lines.""",
      },
      fix=[("LBV\\svc_claimsapi", "LBV\\gmsa-clp-api$")]),

    # ------------------------------------------------------------------ 039
    S("h26-039", "sql-multisubnetfailover", "paraphrase", "reordered_args", "already_correct",
      teach={
          "query": "Connection string for the reporting service to read ClaimsCore from the readable secondary.",
          "output": """```
Server=tcp:lsn-clp-prd01.lbv.local,1433;Database=ClaimsCore;ApplicationIntent=ReadOnly;MultiSubnetFailover=False;Integrated Security=True;Encrypt=True
```""",
          "message": "The listener has IPs in both datacenters, so MultiSubnetFailover needs to be True. Otherwise connects can hang for 20+ seconds after a failover.",
          "gold_wrong": "MultiSubnetFailover=False",
          "gold_right": "MultiSubnetFailover=True",
      },
      repeat={
          "query": "appsettings entry for the Hangfire storage connection on prd?",
          "output": """```json
"ConnectionStrings": {
  "Hangfire": "Integrated Security=True;MultiSubnetFailover=false;Database=ClaimsJobs;Server=tcp:lsn-clp-prd01.lbv.local,1433;Encrypt=True"
}
```""",
          "expect_contains": [r"re:(?i)MultiSubnetFailover=true", "Database=ClaimsJobs"],
          "expect_absent": [r"re:(?i)MultiSubnetFailover=false"],
      },
      control={
          "query": "Does the API's primary connection string need anything extra for the AG?",
          "output": """It already has what it needs: `Server=tcp:lsn-clp-prd01.lbv.local,1433;Database=ClaimsCore;MultiSubnetFailover=True;Integrated Security=True;Encrypt=True`. MultiSubnetFailover makes SqlClient try all listener IPs in parallel.""",
      },
      fix=[("MultiSubnetFailover=false", "MultiSubnetFailover=true")],
      holds="Database=ClaimsCore;MultiSubnetFailover=True;",
      right=["MultiSubnetFailover=True"]),

    # ------------------------------------------------------------------ 040
    S("h26-040", "siu-referral-threshold", "semantic", "prose_claim", "already_correct",
      teach={
          "query": "When does a claim get referred to SIU based on the fraud score?",
          "output": """When the model returns a score of 0.75 or higher, the API sets `SiuReferral = true` and the claim appears in the SIU worklist; below that it follows the normal handling flow.""",
          "message": "The threshold was raised to 0.82 in March (CLP-2150). At 0.75 the investigators were drowning in referrals.",
          "gold_wrong": "a score of 0.75 or higher",
          "gold_right": "a score of 0.82 or higher",
      },
      repeat={
          "query": "Explain to the new business analyst how fraud scores drive SIU referrals.",
          "output": """Every new claim is scored by the fraud model. Anything at 0.75 or above is flagged for the Special Investigations Unit and lands in their worklist; the rest is handled normally.""",
          "expect_contains": ["0.82"],
          "expect_absent": ["0.75"],
      },
      control={
          "query": "What happens to a claim with fraud score 0.79?",
          "output": """It isn't referred: SIU referral starts at 0.82. Between 0.60 and 0.82 the claim gets a desk review by a senior handler before the first payout.""",
      },
      fix=[("0.75", "0.82")],
      holds="SIU referral starts at 0.82",
      right=["0.82"]),

    # ------------------------------------------------------------------ 041
    S("h26-041", "questpdf-page-size", "literal", "code_block", "unrelated",
      teach={
          "query": "Page setup for the coverage confirmation letter in QuestPDF.",
          "output": """```csharp
container.Page(page =>
{
    page.Size(PageSizes.Letter);
    page.Margin(2, Unit.Centimetre);
    page.DefaultTextStyle(t => t.FontFamily("Lato").FontSize(10));
    page.Content().Element(ComposeBody);
});
```""",
          "message": "Thanks! Letters go to Dutch policyholders though, so A4: PageSizes.Letter puts the address outside the envelope window.",
          "gold_wrong": "PageSizes.Letter",
          "gold_right": "PageSizes.A4",
      },
      repeat={
          "query": "Same kind of page setup for the settlement statement document.",
          "output": """```csharp
public void Compose(IDocumentContainer container) =>
    container.Page(page =>
    {
        page.Size(PageSizes.Letter);
        page.MarginHorizontal(2, Unit.Centimetre);
        page.Header().Element(ComposeHeader);
        page.Content().Element(ComposeSettlementTable);
    });
```""",
          "expect_contains": ["PageSizes.A4"],
          "expect_absent": ["PageSizes.Letter"],
      },
      control={
          "query": "How are handlers notified of a new document from the repair shop?",
          "output": """The partner-sync subscriber raises a `DocumentReceived` event and the portal's notification bell picks it up over SignalR (`/hubs/notifications`); an email only goes out when the handler has been offline for more than four hours.""",
      },
      fix=[("PageSizes.Letter", "PageSizes.A4")]),

    # ------------------------------------------------------------------ 042
    S("h26-042", "hangfire-sql-schema", "literal", "casing", "same_topic",
      teach={
          "query": "Query to list the Hangfire jobs that failed in the last day.",
          "output": """```sql
SELECT j.Id, j.InvocationData, j.CreatedAt
FROM HangFire.Job AS j
WHERE j.StateName = 'Failed'
  AND j.CreatedAt > DATEADD(day, -1, SYSUTCDATETIME());
```""",
          "message": "our hangfire tables live in the hf schema (SchemaName = \"hf\" in the storage options), there's no HangFire.Job.",
          "gold_wrong": "FROM HangFire.Job",
          "gold_right": "FROM hf.Job",
      },
      repeat={
          "query": "How many jobs are waiting in the clp-reserves queue right now?",
          "output": """```sql
select count(*) as Waiting
from hangfire.jobqueue
where queue = 'clp-reserves' and fetchedat is null;
```""",
          "expect_contains": [r"re:(?i)\bhf\.jobqueue"],
          "expect_absent": [r"re:(?i)\bhangfire\.job"],
      },
      control={
          "query": "Hangfire storage setup for the job host?",
          "output": """```csharp
builder.Services.AddHangfire(c => c
    .UseSqlServerStorage(builder.Configuration.GetConnectionString("Hangfire"), new SqlServerStorageOptions
    {
        SchemaName = "hf",
        PrepareSchemaIfNecessary = false,
        QueuePollInterval = TimeSpan.Zero
    }));
```

The schema is created by the DBA script, so `PrepareSchemaIfNecessary` stays off.""",
      },
      fix=[("hangfire.jobqueue", "hf.jobqueue")]),

    # ------------------------------------------------------------------ 043
    S("h26-043", "serilog-file-log-drive", "literal", "casing", "unrelated",
      teach={
          "query": "Clean up Serilog file logs older than 14 days on the app servers.",
          "output": r"""```powershell
Get-ChildItem 'D:\Logs\ClaimsApi' -Filter '*.json' |
    Where-Object LastWriteTime -lt (Get-Date).AddDays(-14) |
    Remove-Item -WhatIf
```

Drop `-WhatIf` once the list looks right.""",
          "message": "The file sink writes to E:\\Logs\\ClaimsApi on the LBVAPP servers. D: is the IIS content disk.",
          "gold_wrong": "D:\\Logs\\ClaimsApi",
          "gold_right": "E:\\Logs\\ClaimsApi",
      },
      repeat={
          "query": "Tail today's API log on the server.",
          "output": r"""```powershell
Get-Content -Path "d:\logs\claimsapi\claimsapi-$(Get-Date -Format yyyyMMdd).json" -Tail 50 -Wait
```""",
          "expect_contains": [r"re:(?i)e:\\logs\\claimsapi"],
          "expect_absent": [r"re:(?i)d:\\logs\\claimsapi"],
      },
      control={
          "query": "What's the naming convention for claim document types?",
          "output": """Upper snake case with a domain prefix: `CLM_DAMAGE_PHOTO`, `CLM_POLICE_REPORT`, `PAY_INVOICE_REPAIR`. New types are added through a migration on `ref.DocumentType`, never from the admin screen.""",
      },
      fix=[("d:\\logs\\claimsapi", "e:\\logs\\claimsapi")]),

    # ------------------------------------------------------------------ 044
    S("h26-044", "portal-api-host-naming", "paraphrase", "renamed_identifier", "same_topic",
      teach={
          "query": "What should apiBaseUrl be in environment.acc.ts?",
          "output": """```ts
export const environment = {
  production: true,
  apiBaseUrl: 'https://acc-api.clp.lbv.nl',
  signalRHub: '/hubs/notifications'
};
```""",
          "message": "api-acc.clp.lbv.nl. Hosts are api-<env>.clp.lbv.nl.",
          "gold_wrong": "https://acc-api.clp.lbv.nl",
          "gold_right": "https://api-acc.clp.lbv.nl",
      },
      repeat={
          "query": "Fill in environment.tst.ts for the portal.",
          "output": """```ts
export const environment = {
  production: false,
  apiBaseUrl: 'https://tst-api.clp.lbv.nl',
  signalRHub: '/hubs/notifications'
};
```""",
          "expect_contains": ["https://api-tst.clp.lbv.nl"],
          "expect_absent": ["tst-api.clp.lbv.nl"],
      },
      control={
          "query": "What's in environment.prd.ts for the portal?",
          "output": """```ts
export const environment = {
  production: true,
  apiBaseUrl: 'https://api.clp.lbv.nl',
  signalRHub: '/hubs/notifications'
};
```

prd has no environment part in the host name.""",
      },
      fix=[("https://tst-api.clp.lbv.nl", "https://api-tst.clp.lbv.nl")]),

    # ------------------------------------------------------------------ 045
    S("h26-045", "servicebus-sql-filter-property", "paraphrase", "reordered_args", "lookalike",
      teach={
          "query": "Create the subscription rule so document-gen only gets ClaimClosed events.",
          "output": """```csharp
await admin.CreateRuleAsync("claim-lifecycle", "document-gen",
    new CreateRuleOptions("closed-only", new SqlRuleFilter("sys.EventType = 'ClaimClosed'")));
```""",
          "message": "EventType is one of our application properties, so no sys. prefix; sys. is only for the broker's system properties. With sys.EventType the filter matches nothing.",
          "gold_wrong": "\"sys.EventType = 'ClaimClosed'\"",
          "gold_right": "\"EventType = 'ClaimClosed'\"",
      },
      repeat={
          "query": "partner-sync should only see ReserveChanged events for region Noord.",
          "output": """```csharp
var filter = new SqlRuleFilter("Region = 'Noord' AND sys.EventType = 'ReserveChanged'");
await admin.CreateRuleAsync("claim-lifecycle", "partner-sync", new CreateRuleOptions("noord-reserves", filter));
```""",
          "expect_contains": ["AND EventType = 'ReserveChanged'"],
          "expect_absent": ["sys.EventType"],
      },
      control={
          "query": "Route only motor claims to the motor-handling subscription; the publisher puts the product line in the message Subject.",
          "output": """```csharp
await admin.CreateRuleAsync("claim-lifecycle", "motor-handling",
    new CreateRuleOptions("motor-only", new SqlRuleFilter("sys.Label = 'motor'")));
```

`Subject` is a broker property, exposed to SQL filters as `sys.Label`.""",
      },
      fix=[("sys.EventType", "EventType")],
      holds="\"sys.Label = 'motor'\"",
      look="sys."),
]
