"""heldout26 part 1: h26-001 .. h26-015 (claims-platform team "CLP" at Lindeboom Verzekeringen)."""

WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control,
      fix, holds=None, look=None, right=None):
    return {"id": id, "topic": topic, "difficulty": difficulty,
            "repeat_variation": repeat_variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    # ------------------------------------------------------------------ 001
    S("h26-001", "ef-migrations-startup-project", "literal", "code_block", "lookalike",
      teach={
          "query": "I added ReserveCurrency and ReserveUpdatedAt to ClaimReserve. What's the command to scaffold the migration?",
          "output": r"""Run this from the repository root:

```powershell
dotnet ef migrations add AddReserveCurrency --project src/Lindeboom.Claims.Data --startup-project src/Lindeboom.Claims.Data --output-dir Migrations
```

Then review the generated `AddReserveCurrency.cs` before committing; its `Up` method should only add the two columns to `claims.ClaimReserve`.""",
          "message": "startup project should be src/Lindeboom.Claims.Api, not the Data project. The design-time DbContext setup (connection string, UseSqlServer options) only exists in the API's Program.cs.",
          "gold_wrong": "--startup-project src/Lindeboom.Claims.Data",
          "gold_right": "--startup-project src/Lindeboom.Claims.Api",
      },
      repeat={
          "query": "Need a new migration for the SubrogationFlag column on Claim, how do I generate it?",
          "output": r"""```powershell
cd C:\src\claims-platform
dotnet ef migrations add AddSubrogationFlag --project src/Lindeboom.Claims.Data --startup-project src/Lindeboom.Claims.Data
```

The new file lands in `src/Lindeboom.Claims.Data/Migrations`, together with an updated `ClaimsDbContextModelSnapshot.cs`.""",
          "expect_contains": ["--startup-project src/Lindeboom.Claims.Api"],
          "expect_absent": ["--startup-project src/Lindeboom.Claims.Data"],
      },
      control={
          "query": "How do I see which migrations are still pending against my local database?",
          "output": r"""```powershell
dotnet ef migrations list --project src/Lindeboom.Claims.Data -s src/Lindeboom.Claims.Api --connection "Server=(localdb)\MSSQLLocalDB;Database=ClaimsCore_dev;Trusted_Connection=True"
```

Pending migrations are marked `(Pending)` at the end of the list.""",
      },
      fix=[("--startup-project src/Lindeboom.Claims.Data", "--startup-project src/Lindeboom.Claims.Api")],
      holds="--project src/Lindeboom.Claims.Data",
      look="src/Lindeboom.Claims.Data"),

    # ------------------------------------------------------------------ 002
    S("h26-002", "serilog-seq-server-url", "literal", "reworded", "same_topic",
      teach={
          "query": "Add the Seq sink to the claims API's appsettings so the logs from acc show up in Seq.",
          "output": """In `appsettings.acc.json`:

```json
"Serilog": {
  "Using": [ "Serilog.Sinks.Seq" ],
  "WriteTo": [
    { "Name": "Seq", "Args": { "serverUrl": "http://seq.lbv.local:5341", "apiKey": "#{SeqApiKey}#" } }
  ]
}
```

The `#{SeqApiKey}#` token is filled in by the replace-tokens step of the release.""",
          "message": "Thanks! One thing though: our Seq isn't on the default port. It's https://logs-seq.lbv.local:45341 (TLS, behind the ingestion proxy).",
          "gold_wrong": "http://seq.lbv.local:5341",
          "gold_right": "https://logs-seq.lbv.local:45341",
      },
      repeat={
          "query": "Where should the Hangfire job host send its Serilog output in acc?",
          "output": """Use the same Seq sink as the API: set `serverUrl` to http://seq.lbv.local:5341 and give the job host its own API key (`clp-jobs-acc`) so you can filter on it in Seq. Keep `Enrich: ["FromLogContext"]` so the Hangfire job id shows up as a property.""",
          "expect_contains": ["https://logs-seq.lbv.local:45341"],
          "expect_absent": ["seq.lbv.local:5341"],
      },
      control={
          "query": "EF Core is flooding Seq with SQL statements in acc, how do I quiet it down?",
          "output": """Raise the EF Core overrides in the Serilog section:

```json
"MinimumLevel": {
  "Default": "Information",
  "Override": {
    "Microsoft.EntityFrameworkCore.Database.Command": "Warning",
    "Microsoft.AspNetCore": "Warning"
  }
}
```

Slow queries still surface, because `ClaimsDbCommandInterceptor` logs anything over 500 ms at Warning.""",
      },
      fix=[("http://seq.lbv.local:5341", "https://logs-seq.lbv.local:45341")]),

    # ------------------------------------------------------------------ 003
    S("h26-003", "sql-ag-listener-name", "literal", "casing", "already_correct",
      teach={
          "query": "Give me the prd connection string for ClaimsCore through the availability group.",
          "output": """```
Server=tcp:sqlag-claims-prd.lbv.local,1433;Database=ClaimsCore;Integrated Security=True;MultiSubnetFailover=True;Encrypt=True;Application Name=Lindeboom.Claims.Api
```

Always connect through the listener, never to a replica directly, so failovers stay transparent to the API.""",
          "message": "The listener is lsn-clp-prd01.lbv.local. sqlag-claims-prd was the name from before the AG rebuild and doesn't resolve anymore.",
          "gold_wrong": "sqlag-claims-prd.lbv.local",
          "gold_right": "lsn-clp-prd01.lbv.local",
      },
      repeat={
          "query": "PowerShell one-liner to check the row count of claims.Claim on prd?",
          "output": """```powershell
Invoke-Sqlcmd -ServerInstance 'SQLAG-CLAIMS-PRD.LBV.LOCAL,1433' -Database ClaimsCore -Query 'SELECT COUNT_BIG(*) AS Claims FROM claims.Claim;'
```""",
          "expect_contains": [r"re:(?i)lsn-clp-prd01\.lbv\.local"],
          "expect_absent": [r"re:(?i)sqlag-claims-prd"],
      },
      control={
          "query": "Which server do I connect SSMS to for ClaimsCore on prd?",
          "output": """Connect SSMS to `lsn-clp-prd01.lbv.local,1433` with Windows authentication, and add `MultiSubnetFailover=True` under *Additional Connection Parameters* so the connect doesn't stall on the Eindhoven IP.""",
      },
      fix=[("SQLAG-CLAIMS-PRD.LBV.LOCAL", "LSN-CLP-PRD01.LBV.LOCAL")],
      holds="lsn-clp-prd01.lbv.local,1433",
      right=["lsn-clp-prd01.lbv.local"]),

    # ------------------------------------------------------------------ 004
    S("h26-004", "polly-transient-http-helper", "literal", "code_block", "lookalike",
      teach={
          "query": "Add a retry policy to the HttpClient that calls the fraud-scoring service.",
          "output": """```csharp
builder.Services.AddHttpClient<IFraudScoringClient, FraudScoringClient>(c =>
        c.BaseAddress = new Uri(builder.Configuration["FraudScoring:BaseUrl"]!))
    .AddPolicyHandler(Policy.HandleTransientHttpError()
        .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(200 * Math.Pow(2, attempt))));
```

This retries 5xx, 408 and `HttpRequestException` three times with exponential backoff (400 ms, 800 ms, 1.6 s).""",
          "message": "Use HttpPolicyExtensions.HandleTransientHttpError() — there is no HandleTransientHttpError on Policy, it comes from Polly.Extensions.Http. This won't compile.",
          "gold_wrong": "Policy.HandleTransientHttpError()",
          "gold_right": "HttpPolicyExtensions.HandleTransientHttpError()",
      },
      repeat={
          "query": "The document service client also needs retries, including on 429. Can you write the policy?",
          "output": """```csharp
static IAsyncPolicy<HttpResponseMessage> DocumentRetryPolicy() =>
    Policy.HandleTransientHttpError()
        .OrResult(r => r.StatusCode == HttpStatusCode.TooManyRequests)
        .WaitAndRetryAsync(4, n => TimeSpan.FromSeconds(n));
```""",
          "expect_contains": ["HttpPolicyExtensions.HandleTransientHttpError()"],
          "expect_absent": ["Policy.HandleTransientHttpError()"],
      },
      control={
          "query": "The reserve recalculation sometimes dies on a SQL deadlock. Can we retry just that?",
          "output": """```csharp
private static readonly RetryPolicy DeadlockRetry =
    Policy.Handle<SqlException>(ex => ex.Number == 1205)
          .WaitAndRetry(3, n => TimeSpan.FromMilliseconds(150 * n));
```

Error 1205 is the deadlock victim error; anything else still fails immediately.""",
      },
      fix=[("Policy.HandleTransientHttpError()", "HttpPolicyExtensions.HandleTransientHttpError()")],
      holds="Policy.Handle<SqlException>(ex => ex.Number == 1205)",
      look="Policy.Handle"),

    # ------------------------------------------------------------------ 005
    S("h26-005", "hangfire-recurring-timezone", "paraphrase", "reordered_args", "unrelated",
      teach={
          "query": "Register the nightly reserve recalculation as a Hangfire recurring job at 01:30.",
          "output": """```csharp
RecurringJob.AddOrUpdate<ReserveRecalcJob>(
    "reserve-recalc-nightly",
    "clp-reserves",
    job => job.RunAsync(CancellationToken.None),
    "30 1 * * *",
    new RecurringJobOptions { TimeZone = TimeZoneInfo.Utc });
```

The job lands on the `clp-reserves` queue, which only the job servers listen to.""",
          "message": "Our recurring jobs run on Dutch time, not UTC: TimeZoneInfo.FindSystemTimeZoneById(\"W. Europe Standard Time\"). With UTC the 01:30 run shifts an hour in summer and collides with the premium batch.",
          "gold_wrong": "TimeZone = TimeZoneInfo.Utc",
          "gold_right": "TimeZone = TimeZoneInfo.FindSystemTimeZoneById(\"W. Europe Standard Time\")",
      },
      repeat={
          "query": "Schedule the Herstelnet export every weekday at 06:15.",
          "output": """```csharp
RecurringJob.AddOrUpdate<HerstelnetExportJob>(
    "herstelnet-export",
    "clp-partners",
    job => job.ExportAsync(CancellationToken.None),
    "15 6 * * 1-5",
    new RecurringJobOptions
    {
        MisfireHandling = MisfireHandlingMode.Relaxed,
        TimeZone = TimeZoneInfo.Utc
    });
```""",
          "expect_contains": ["FindSystemTimeZoneById(\"W. Europe Standard Time\")"],
          "expect_absent": ["TimeZoneInfo.Utc"],
      },
      control={
          "query": "What's the maximum upload size for claim attachments in the portal?",
          "output": """25 MB per file, enforced twice: `maxFileSizeBytes: 26214400` in the Angular upload component and `[RequestSizeLimit(26_214_400)]` on `POST /api/claims/{id}/attachments`. Allowed types are PDF, JPG, PNG and HEIC; HEIC is converted to JPG by the document service.""",
      },
      fix=[("TimeZoneInfo.Utc", "TimeZoneInfo.FindSystemTimeZoneById(\"W. Europe Standard Time\")")]),

    # ------------------------------------------------------------------ 006
    S("h26-006", "servicebus-intake-queue-name", "literal", "other_identifier", "lookalike",
      teach={
          "query": "How do I send a new claim notification from the API to the intake queue?",
          "output": """```csharp
await using var sender = _serviceBusClient.CreateSender("claims-intake");
var message = new ServiceBusMessage(JsonSerializer.SerializeToUtf8Bytes(notification))
{
    ContentType = "application/json",
    SessionId = notification.PolicyNumber,
    MessageId = notification.NotificationId.ToString()
};
await sender.SendMessageAsync(message, ct);
```""",
          "message": "The queue is claim-intake, singular. claims-intake doesn't exist in sb-lbv-clp-prd, so this throws MessagingEntityNotFound.",
          "gold_wrong": "\"claims-intake\"",
          "gold_right": "\"claim-intake\"",
      },
      repeat={
          "query": "Write a health check that reports the intake backlog.",
          "output": """```csharp
public sealed class IntakeBacklogHealthCheck(ServiceBusAdministrationClient admin) : IHealthCheck
{
    public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext context, CancellationToken ct = default)
    {
        var props = await admin.GetQueueRuntimePropertiesAsync("claims-intake", ct);
        return props.Value.ActiveMessageCount < 5_000
            ? HealthCheckResult.Healthy($"{props.Value.ActiveMessageCount} active")
            : HealthCheckResult.Degraded("intake backlog above 5000");
    }
}
```""",
          "expect_contains": ["\"claim-intake\""],
          "expect_absent": ["\"claims-intake\""],
      },
      control={
          "query": "Which Azure resource runs the intake processor in prd?",
          "output": """The Function App `func-clp-claims-intake-prd` (Functions v4, isolated worker on .NET 8) in resource group `rg-clp-prd`, on the `asp-clp-prd-ep1` Elastic Premium plan. Its managed identity has the *Azure Service Bus Data Receiver* role on the namespace.""",
      },
      fix=[("\"claims-intake\"", "\"claim-intake\"")],
      holds="func-clp-claims-intake-prd",
      look="claims-intake"),

    # ------------------------------------------------------------------ 007
    S("h26-007", "angular-proxy-target", "literal", "reworded", "same_topic",
      teach={
          "query": "ng serve gives me CORS errors against my local API. How do I set up the proxy?",
          "output": """Create `src/proxy.conf.json`:

```json
{
  "/api": {
    "target": "http://localhost:5000",
    "secure": false,
    "changeOrigin": true
  }
}
```

and reference it in `angular.json` under `serve.options.proxyConfig`. Calls to `/api/claims` from the portal then reach the API without CORS.""",
          "message": "The API doesn't listen on 5000 — launchSettings.json has https://localhost:7143 for the Lindeboom.Claims.Api profile, so the target has to be that.",
          "gold_wrong": "\"target\": \"http://localhost:5000\"",
          "gold_right": "\"target\": \"https://localhost:7143\"",
      },
      repeat={
          "query": "SignalR hub calls from ng serve fail with a 504. Is that the proxy?",
          "output": """Yes: the `/hubs` entry in proxy.conf.json needs `"ws": true` and the same target as `/api`, i.e. `"target": "http://localhost:5000"`. Restart `ng serve` after changing the file; the dev server only reads it at startup.""",
          "expect_contains": ["\"target\": \"https://localhost:7143\""],
          "expect_absent": ["localhost:5000"],
      },
      control={
          "query": "How do I run the portal against the tst API instead of my local one?",
          "output": """Use the `tst` configuration: `ng serve --configuration tst`. `environment.tst.ts` sets `apiBaseUrl` to the tst gateway, so the proxy isn't involved; log in with your tst account, because the gateway validates the Entra ID token.""",
      },
      fix=[("\"target\": \"http://localhost:5000\"", "\"target\": \"https://localhost:7143\"")]),

    # ------------------------------------------------------------------ 008
    S("h26-008", "rxjs-topromise-firstvaluefrom", "paraphrase", "other_identifier", "already_correct",
      teach={
          "query": "In ClaimDetailComponent the claim has to be loaded before I build the form. How do I await the HttpClient call?",
          "output": """```ts
async ngOnInit(): Promise<void> {
  const claim = await this.http.get<Claim>(`/api/claims/${this.claimId}`).toPromise();
  this.form = this.buildForm(claim!);
}
```""",
          "message": "Use firstValueFrom(...) instead — toPromise() is deprecated in RxJS 7 and our eslint config errors on it.",
          "gold_wrong": "await this.http.get<Claim>(`/api/claims/${this.claimId}`).toPromise()",
          "gold_right": "await firstValueFrom(this.http.get<Claim>(`/api/claims/${this.claimId}`))",
      },
      repeat={
          "query": "Load the policy for the claim in a resolver before the route activates.",
          "output": """```ts
export const policyResolver: ResolveFn<Policy> = async route => {
  const api = inject(PolicyApiService);
  const policy = await api.getPolicy(route.paramMap.get('policyNumber')!).toPromise();
  return policy!;
};
```""",
          "expect_contains": ["firstValueFrom("],
          "expect_absent": [".toPromise()"],
      },
      control={
          "query": "Fetch the cover types once at startup in an APP_INITIALIZER.",
          "output": """```ts
{
  provide: APP_INITIALIZER,
  multi: true,
  useFactory: (lookups: LookupService) => () => firstValueFrom(lookups.getCoverTypes()),
  deps: [LookupService]
}
```""",
      },
      fix=[("await api.getPolicy(route.paramMap.get('policyNumber')!).toPromise()",
            "await firstValueFrom(api.getPolicy(route.paramMap.get('policyNumber')!))")],
      holds="firstValueFrom(lookups.getCoverTypes())",
      right=["firstValueFrom("]),

    # ------------------------------------------------------------------ 009
    S("h26-009", "cab-meeting-day", "semantic", "prose_claim", "same_topic",
      teach={
          "query": "What's the process to get the reserve-recalc change into prd?",
          "output": """1. Merge to main; the pipeline deploys to tst automatically.
2. After sign-off in acc, raise an RFC in ServiceNow that references the Jira ticket.
3. The RFC is reviewed at CAB on Wednesday; once approved it's scheduled in the next release window.
4. After the deploy, post the result for the rest of the team.""",
          "message": "CAB is on Tuesday, 14:00, not Wednesday. And the RFC has to be in by Monday 12:00 to make that week's agenda.",
          "gold_wrong": "CAB on Wednesday",
          "gold_right": "CAB on Tuesday at 14:00",
      },
      repeat={
          "query": "What's the latest I can submit the RFC for the Herstelnet export change if I want it shipped this week?",
          "output": """Submit it before the Wednesday CAB meeting, ideally the day before, so the change manager can put it on the agenda. After approval it goes out in the Thursday window.""",
          "expect_contains": ["Tuesday"],
          "expect_absent": ["Wednesday"],
      },
      control={
          "query": "What time is the prd release window?",
          "output": """Thursday 20:00–22:00 CET. The deployer starts the prd stage in Azure DevOps at 20:00, the smoke tests run automatically, and the go/no-go for a rollback is at 21:30.""",
      },
      fix=[(WHOLE, "Get it in by Monday 12:00 so it makes the agenda of Tuesday's CAB (14:00). After approval it goes out in the Thursday window.")]),

    # ------------------------------------------------------------------ 010
    S("h26-010", "servicebus-deadletter-subqueue", "paraphrase", "renamed_identifier", "unrelated",
      teach={
          "query": "How do I read the dead-lettered messages of the intake queue to see why they failed?",
          "output": """```csharp
await using var receiver = client.CreateReceiver("claim-intake-dlq");
var messages = await receiver.PeekMessagesAsync(maxMessages: 50);
foreach (var m in messages)
    Console.WriteLine($"{m.MessageId}: {m.DeadLetterReason} - {m.DeadLetterErrorDescription}");
```""",
          "message": "There's no claim-intake-dlq entity. Dead-lettered messages sit in the queue's sub-queue, so it's CreateReceiver(\"claim-intake\", new ServiceBusReceiverOptions { SubQueue = SubQueue.DeadLetter }).",
          "gold_wrong": "CreateReceiver(\"claim-intake-dlq\")",
          "gold_right": "CreateReceiver(\"claim-intake\", new ServiceBusReceiverOptions { SubQueue = SubQueue.DeadLetter })",
      },
      repeat={
          "query": "Dead-letters are piling up on the fraud-scoring subscription. Log them and clear them out?",
          "output": """```csharp
await using var receiver = client.CreateReceiver("claim-lifecycle", "fraud-scoring-dlq");
await foreach (var m in receiver.ReceiveMessagesAsync(ct))
{
    _log.LogWarning("DLQ {MessageId} {Reason}", m.MessageId, m.DeadLetterReason);
    await receiver.CompleteMessageAsync(m, ct);
}
```""",
          "expect_contains": ["SubQueue.DeadLetter"],
          "expect_absent": ["\"fraud-scoring-dlq\""],
      },
      control={
          "query": "What is the IBAN check in the payout form based on?",
          "output": """`ibanValidator` in `shared/validators` strips spaces, checks the length per country code (NL = 18) and runs the mod-97 check; the backend repeats it in `PayoutRequestValidator` with FluentValidation before the payment is queued.""",
      },
      fix=[("\"claim-lifecycle\", \"fraud-scoring-dlq\")",
            "\"claim-lifecycle\", \"fraud-scoring\", new ServiceBusReceiverOptions { SubQueue = SubQueue.DeadLetter })")]),

    # ------------------------------------------------------------------ 011
    S("h26-011", "ado-self-hosted-pool", "semantic", "prose_claim", "unrelated",
      teach={
          "query": "Set up the build stage for the claims API pipeline.",
          "output": """```yaml
stages:
- stage: Build
  jobs:
  - job: build
    pool:
      vmImage: windows-latest
    steps:
    - task: DotNetCoreCLI@2
      inputs:
        command: build
        projects: 'src/**/*.csproj'
```

The Microsoft-hosted Windows image has the .NET 8 SDK preinstalled, so no extra setup is needed.""",
          "message": "We can't use Microsoft-hosted agents. The integration tests need the on-prem SQL and the internal NuGet feed, and those are only reachable from our self-hosted pool LBV-Win2022-Build.",
          "gold_wrong": "vmImage: windows-latest",
          "gold_right": "name: LBV-Win2022-Build",
      },
      repeat={
          "query": "Where does the nightly integration-test job run, and do I need anything special for it to reach the tst SQL server?",
          "output": """It runs on a Microsoft-hosted windows-latest agent like the rest of the pipeline, so you'll need to open the firewall on lsn-clp-tst01 for the Azure DevOps IP ranges of West Europe.""",
          "expect_contains": ["LBV-Win2022-Build"],
          "expect_absent": [r"re:(?i)microsoft-hosted", "windows-latest"],
      },
      control={
          "query": "How are claim numbers generated?",
          "output": """From the SQL sequence `claims.ClaimNumberSeq` (START WITH 1000000, CACHE 50); the API formats it as `SCH-{year}-{seq:D7}`, e.g. SCH-2024-1048213. Gaps after a failover are expected because of the cache.""",
      },
      fix=[(WHOLE, "It runs on our self-hosted pool LBV-Win2022-Build, which sits inside the network and already reaches lsn-clp-tst01, so no firewall change is needed.")]),

    # ------------------------------------------------------------------ 012
    S("h26-012", "sql-database-collation", "literal", "casing", "already_correct",
      teach={
          "query": "Script the new ClaimsArchive database for the acc server.",
          "output": """```sql
CREATE DATABASE ClaimsArchive
    COLLATE SQL_Latin1_General_CP1_CI_AS;
GO
ALTER DATABASE ClaimsArchive SET RECOVERY FULL;
ALTER DATABASE ClaimsArchive SET COMPATIBILITY_LEVEL = 160;
```

Then add it to the availability group with automatic seeding.""",
          "message": "Use Latin1_General_100_CI_AS_SC_UTF8 like ClaimsCore. With SQL_Latin1_General_CP1_CI_AS every cross-database join to ClaimsCore hits a collation conflict.",
          "gold_wrong": "COLLATE SQL_Latin1_General_CP1_CI_AS",
          "gold_right": "COLLATE Latin1_General_100_CI_AS_SC_UTF8",
      },
      repeat={
          "query": "Add a PolicyHolderName column to archive.ClaimSnapshot.",
          "output": """```sql
alter table archive.ClaimSnapshot
    add PolicyHolderName varchar(200) collate sql_latin1_general_cp1_ci_as null;
```""",
          "expect_contains": [r"re:(?i)latin1_general_100_ci_as_sc_utf8"],
          "expect_absent": [r"re:(?i)sql_latin1_general_cp1_ci_as"],
      },
      control={
          "query": "Temp table for the reserve reconciliation: anything to watch out for?",
          "output": """Declare the collation on the string columns explicitly, because tempdb uses the server default:

```sql
CREATE TABLE #ReserveDiff (
    ClaimNumber varchar(20) COLLATE Latin1_General_100_CI_AS_SC_UTF8 NOT NULL PRIMARY KEY,
    ExpectedAmount decimal(19,4) NOT NULL,
    BookedAmount decimal(19,4) NOT NULL
);
```""",
      },
      fix=[("sql_latin1_general_cp1_ci_as", "latin1_general_100_ci_as_sc_utf8")],
      holds="COLLATE Latin1_General_100_CI_AS_SC_UTF8 NOT NULL PRIMARY KEY",
      right=["Latin1_General_100_CI_AS_SC_UTF8"]),

    # ------------------------------------------------------------------ 013
    S("h26-013", "mlflow-invocations-route", "literal", "code_block", "lookalike",
      teach={
          "query": "How does the claims API call the fraud model? Give me a curl to test the prd endpoint.",
          "output": """```bash
curl -s -X POST http://mlscore-prd01.lbv.local:5010/predict \\
  -H 'Content-Type: application/json' \\
  -d '{"dataframe_split": {"columns": ["claim_amount", "policy_age_days", "prior_claims_12m"], "data": [[4200.0, 38, 2]]}}'
```

The response looks like `{"predictions": [0.71]}`; the API compares it with the SIU referral threshold.""",
          "message": "Hm, doesn't mlflow models serve only expose /invocations? I don't think there's a /predict route, that curl would just 404.",
          "gold_wrong": "mlscore-prd01.lbv.local:5010/predict",
          "gold_right": "mlscore-prd01.lbv.local:5010/invocations",
      },
      repeat={
          "query": "Quick smoke test for the fraud scoring endpoint after today's model promotion?",
          "output": """```powershell
$body = '{"dataframe_records": [{"claim_amount": 950.0, "policy_age_days": 2100, "prior_claims_12m": 0}]}'
Invoke-RestMethod -Method Post -Uri http://mlscore-prd01.lbv.local:5010/predict -ContentType 'application/json' -Body $body
```

Expect a single low score; a 5xx means the new model version failed to load.""",
          "expect_contains": ["5010/invocations"],
          "expect_absent": ["5010/predict"],
      },
      control={
          "query": "Wrap the fraud model so the API gets a probability instead of a class label.",
          "output": """```python
class FraudProbaModel(mlflow.pyfunc.PythonModel):
    def load_context(self, context):
        self.clf = joblib.load(context.artifacts["gbm"])

    def predict(self, context, model_input):
        return self.clf.predict_proba(model_input)[:, 1]
```

Log it with `mlflow.pyfunc.log_model("model", python_model=FraudProbaModel(), artifacts={"gbm": "gbm.joblib"})`.""",
      },
      fix=[("5010/predict", "5010/invocations")],
      holds="def predict(self, context, model_input)",
      look="predict"),

    # ------------------------------------------------------------------ 014
    S("h26-014", "prd-release-window", "semantic", "reworded", "unrelated",
      teach={
          "query": "When can the Hangfire schema change go to prd?",
          "output": """Once CAB has approved it, it goes out in the regular prd release window, Friday 19:00–21:00, with the DBA on the bridge for the schema part.""",
          "message": "we don't deploy on fridays. prd window is thursday 20:00-22:00.",
          "gold_wrong": "Friday 19:00–21:00",
          "gold_right": "Thursday 20:00–22:00",
      },
      repeat={
          "query": "If acc sign-off happens early in the week, when's the earliest prd slot for the SIU threshold change?",
          "output": """Later that same week: the Friday evening slot from 19:00 is the first regular window after sign-off, assuming the RFC is already approved.""",
          "expect_contains": ["Thursday"],
          "expect_absent": ["Friday"],
      },
      control={
          "query": "Which PDF letters are generated for a declined claim?",
          "output": """Two: `DeclinationLetter` for the policyholder and `IntermediaryNotice` when the policy was sold through an intermediary. Both are rendered by the document service and stored in the DMS under the claim number; the policyholder copy is also published in MijnLindeboom.""",
      },
      fix=[(WHOLE, "Later that same week: Thursday's window, 20:00–22:00, is the first regular slot after sign-off, assuming the RFC is already approved.")]),

    # ------------------------------------------------------------------ 015
    S("h26-015", "sftp-partner-port", "literal", "other_identifier", "same_topic",
      teach={
          "query": "Script the upload of the daily claims file to Herstelnet with Posh-SSH.",
          "output": """```powershell
$cred = Get-Secret -Name 'herstelnet-sftp' -Vault ClpVault
$session = New-SFTPSession -ComputerName sftp.herstelnet.nl -Port 22 -Credential $cred
Set-SFTPItem -SessionId $session.SessionId -Path $file -Destination '/inbound/lbv/claims/'
Remove-SFTPSession -SessionId $session.SessionId
```""",
          "message": "Herstelnet's SFTP listens on 2022, port 22 is blocked on their side.",
          "gold_wrong": "-Port 22",
          "gold_right": "-Port 2022",
      },
      repeat={
          "query": "Now the same for pulling their acknowledgement files back, with the key file instead of a password.",
          "output": r"""```powershell
$session = New-SFTPSession -ComputerName sftp.herstelnet.nl -Port 22 -KeyFile 'E:\Keys\herstelnet_ed25519' -Credential $userOnly
Get-SFTPChildItem -SessionId $session.SessionId -Path '/outbound/lbv/ack' |
    ForEach-Object { Get-SFTPItem -SessionId $session.SessionId -Path $_.FullName -Destination 'E:\Exchange\Herstelnet\ack' }
```""",
          "expect_contains": ["-Port 2022"],
          "expect_absent": [r"re:-Port 22\b"],
      },
      control={
          "query": "Where do the files go on the Herstelnet side, and when do they pick them up?",
          "output": """We drop them in `/inbound/lbv/claims/` on sftp.herstelnet.nl; their importer polls every 15 minutes between 06:00 and 22:00 and moves processed files to `/inbound/lbv/archive/`. Acknowledgements come back in `/outbound/lbv/ack/` within the hour.""",
      },
      fix=[("-Port 22 ", "-Port 2022 ")]),
]
