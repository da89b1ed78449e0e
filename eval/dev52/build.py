#!/usr/bin/env python3
"""Build the dev52 scenario set (.NET / C#): validate, then write scenarios.jsonl and README.md.

Standard library only. Run: python3 build.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ["literal", "paraphrase", "semantic"]
CONTROL_KINDS = ["lookalike", "same_topic", "already_correct", "unrelated"]
VARIATIONS = ["reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "reordered_args", "equivalent_construct", "prose_claim"]

# allowed count ranges (targets from the brief, with a small tolerance for the "~" ones)
RANGES = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11),
                     "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (12, 18), "code_block": (15, 21), "casing": (2, 8),
                         "other_identifier": (2, 8), "renamed_identifier": (2, 8),
                         "reordered_args": (2, 8), "equivalent_construct": (2, 8),
                         "prose_claim": (2, 8)},
}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, fix, control, holds=None):
    S.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": dict(zip(["query", "output", "message", "gold_wrong", "gold_right"], teach)),
        "repeat": dict(zip(["query", "output", "expect_contains", "expect_absent"], repeat)),
        "control": dict(zip(["query", "output"], control)),
        "_fix": fix, "_holds": holds,
    })


# ---------------------------------------------------------------- 001
sc("xunit", "literal", "code_block", "lookalike",
   ("Write an xUnit test that checks OrderTotals.Sum returns 0 for an empty cart.",
    "```csharp\npublic class OrderTotalsTests\n{\n    [Test]\n    public void Sum_EmptyCart_ReturnsZero()\n    {\n        Assert.Equal(0m, OrderTotals.Sum(Array.Empty<CartLine>()));\n    }\n}\n```",
    "xunit doesn't have [Test], that's the NUnit attribute. Use [Fact] here (or [Theory] once you add data).",
    "[Test]", "[Fact]"),
   ("xunit test: Discount.Apply should never return a negative price",
    "```csharp\npublic class DiscountTests\n{\n    [Test]\n    public void Apply_NeverNegative()\n    {\n        var price = Discount.Apply(5m, percent: 150);\n        Assert.True(price >= 0m);\n    }\n}\n```",
    ["[Fact]"], ["[Test]"]),
   [("[Test]", "[Fact]")],
   ("NUnit test: Discount.Apply with a zero percent discount returns the same price",
    "```csharp\n[TestFixture]\npublic class DiscountTests\n{\n    [Test]\n    public void Apply_ZeroPercent_ReturnsSamePrice()\n    {\n        Assert.That(Discount.Apply(20m, percent: 0), Is.EqualTo(20m));\n    }\n}\n```"),
   holds="[Test]")

# ---------------------------------------------------------------- 002
sc("aspnetcore-middleware", "semantic", "reworded", "same_topic",
   ("What order do the auth middlewares go in Program.cs?",
    "```csharp\napp.UseRouting();\napp.UseAuthorization();\napp.UseAuthentication();\napp.MapControllers();\n```\nAuthorization goes first so unauthorized requests are rejected early.",
    "I think that's backwards? UseAuthentication has to come before UseAuthorization, otherwise HttpContext.User is still empty when the policies run.",
    "app.UseAuthorization();\napp.UseAuthentication();", "app.UseAuthentication();\napp.UseAuthorization();"),
   ("in which sequence should authn and authz be added to the ASP.NET Core pipeline?",
    "Add authorization before authentication: `app.UseAuthorization()` first, then `app.UseAuthentication()`, so requests without permission are turned away before any identity work is done.",
    [r"re:(?i)authentication (first|before)|UseAuthentication\(\)`?,? (first|before|then)"],
    ["UseAuthorization()` first", "authorization before authentication"]),
   [("Add authorization before authentication: `app.UseAuthorization()` first, then `app.UseAuthentication()`, so requests without permission are turned away before any identity work is done.",
     "Add authentication before authorization: `app.UseAuthentication()` first, then `app.UseAuthorization()`, so HttpContext.User is populated before the authorization policies are evaluated.")],
   ("Where does UseCors go in the middleware pipeline?",
    "Call `app.UseCors()` after `app.UseRouting()` and before `app.UseAuthorization()`."))

# ---------------------------------------------------------------- 003
sc("efcore-cli", "literal", "code_block", "same_topic",
   ("How do I apply the pending EF Core migrations to my local database?",
    "Run `dotnet ef migrations apply` from the project folder; it applies every migration that hasn't run yet.",
    "there's no `migrations apply` command, it's `dotnet ef database update`",
    "dotnet ef migrations apply", "dotnet ef database update"),
   ("ef core: bring the dev db up to date. The DbContext lives in src/Orders.Data and the startup project is src/Orders.Api",
    "```bash\ndotnet ef migrations apply --project src/Orders.Data --startup-project src/Orders.Api\n```",
    ["dotnet ef database update"], ["migrations apply"]),
   [("dotnet ef migrations apply", "dotnet ef database update")],
   ("How do I create a new EF Core migration called AddShippingAddress?",
    "`dotnet ef migrations add AddShippingAddress`, then review the generated file before committing it."))

# ---------------------------------------------------------------- 004
sc("csproj", "literal", "casing", "unrelated",
   ("turn on nullable reference types for the whole project",
    "Add `<Nullable>true</Nullable>` to the main PropertyGroup in the csproj.",
    "Nullable takes enable / disable / warnings / annotations, not a bool. <Nullable>enable</Nullable>",
    "<Nullable>true</Nullable>", "<Nullable>enable</Nullable>"),
   ("Directory.Build.props so every project in the repo gets nullable reference types",
    "```xml\n<Project>\n  <PropertyGroup>\n    <Nullable>True</Nullable>\n  </PropertyGroup>\n</Project>\n```",
    ["<Nullable>enable</Nullable>"], [r"re:(?i)<Nullable>true"]),
   [("<Nullable>True</Nullable>", "<Nullable>enable</Nullable>")],
   ("undo my last local commit but keep the changes staged",
    "`git reset --soft HEAD~1` moves the branch back one commit and leaves the changes staged."))

# ---------------------------------------------------------------- 005
sc("csproj", "paraphrase", "code_block", "unrelated",
   ("Make Acme.Money build for both net8.0 and netstandard2.0",
    "```xml\n<PropertyGroup>\n  <TargetFramework>net8.0;netstandard2.0</TargetFramework>\n</PropertyGroup>\n```",
    "for more than one TFM it's the plural element, <TargetFrameworks>. The singular one doesn't take a list.",
    "<TargetFramework>net8.0;netstandard2.0</TargetFramework>",
    "<TargetFrameworks>net8.0;netstandard2.0</TargetFrameworks>"),
   ("multi-target my class library to net6.0 and net8.0",
    "```xml\n<PropertyGroup>\n  <TargetFramework>net6.0;net8.0</TargetFramework>\n  <LangVersion>latest</LangVersion>\n</PropertyGroup>\n```",
    ["<TargetFrameworks>net6.0;net8.0</TargetFrameworks>"], ["<TargetFramework>net6.0"]),
   [("<TargetFramework>net6.0;net8.0</TargetFramework>", "<TargetFrameworks>net6.0;net8.0</TargetFrameworks>")],
   ("regex for a five digit US zip code",
    "`^\\d{5}$`, or `^\\d{5}(-\\d{4})?$` if ZIP+4 should pass too."))

# ---------------------------------------------------------------- 006
sc("aspnetcore-config", "paraphrase", "code_block", "lookalike",
   ("How do I override Logging:LogLevel:Default from an environment variable in the container?",
    "Set `Logging_LogLevel_Default=Warning` on the container; the underscores map to the config sections.",
    "needs a double underscore: Logging__LogLevel__Default. a single _ is just part of the name",
    "Logging_LogLevel_Default", "Logging__LogLevel__Default"),
   ("override the OrdersDb connection string from docker-compose",
    "```yaml\nservices:\n  api:\n    environment:\n      - ConnectionStrings_OrdersDb=Server=db;Database=Orders;User Id=orders_app;TrustServerCertificate=True\n```",
    ["ConnectionStrings__OrdersDb="], ["ConnectionStrings_OrdersDb"]),
   [("ConnectionStrings_OrdersDb", "ConnectionStrings__OrdersDb")],
   ("Which environment variable picks the ASP.NET Core environment?",
    "`ASPNETCORE_ENVIRONMENT`, e.g. `ASPNETCORE_ENVIRONMENT=Uat`; that single underscore is part of the variable name, not a section separator."),
   holds="ASPNETCORE_ENVIRONMENT=Uat")

# ---------------------------------------------------------------- 007
sc("aspnetcore-config", "semantic", "prose_claim", "lookalike",
   ("What environment does the API run as if ASPNETCORE_ENVIRONMENT isn't set?",
    "If ASPNETCORE_ENVIRONMENT isn't set, the app runs as Development, so the developer exception page is on.",
    "no, unset means Production. Development only comes from launchSettings.json when you dotnet run locally",
    "runs as Development, so the developer exception page is on",
    "runs as Production, so the developer exception page is off"),
   ("nobody set the environment variable on the new VM. which appsettings file gets layered on top of appsettings.json?",
    "With no environment configured, ASP.NET Core falls back to Development, so it layers appsettings.Development.json on top of appsettings.json.",
    ["Production"], ["falls back to Development", "layers appsettings.Development.json"]),
   [("falls back to Development, so it layers appsettings.Development.json",
     "falls back to Production, so it layers appsettings.Production.json (if it exists)")],
   ("Which environment does `dotnet run` use for Orders.Api on my laptop?",
    "`dotnet run` applies the launch profile from Properties/launchSettings.json, which sets `ASPNETCORE_ENVIRONMENT` to `Development`, so appsettings.Development.json is loaded."),
   holds="to `Development`")

# ---------------------------------------------------------------- 008
sc("dotnet-test", "literal", "reordered_args", "same_topic",
   ("Only run the tests marked [Trait(\"Category\", \"Integration\")]",
    "Run `dotnet test --category Integration`; only tests with that trait are executed.",
    "dotnet test has no --category option. It's --filter Category=Integration",
    "--category Integration", "--filter Category=Integration"),
   ("run the Integration category in Orders.Api.Tests, Release build, with a trx logger",
    "`dotnet test tests/Orders.Api.Tests --logger trx -c Release --category Integration`",
    [r're:--filter "?Category=Integration'], ["--category"]),
   [("--category Integration", "--filter \"Category=Integration\"")],
   ("run only the tests whose name contains Refund",
    "`dotnet test --filter \"FullyQualifiedName~Refund\"` (the `~` means contains)."))

# ---------------------------------------------------------------- 009
sc("efcore", "semantic", "reworded", "same_topic",
   ("Why isn't my new Customer row showing up in the table?",
    "`context.Customers.Add(customer)` writes the row immediately, so it should already be there; check you're looking at the right database.",
    "Add only starts tracking it, nothing goes to the db until SaveChanges/SaveChangesAsync is called. That's the actual bug, we never call it.",
    "writes the row immediately", "only starts tracking the entity; the INSERT runs on SaveChangesAsync"),
   ("I do db.Orders.Add(order) in the handler but the order never lands in SQL Server, what's up?",
    "Calling `db.Orders.Add(order)` inserts the record right away, so the problem is more likely a transaction that gets rolled back afterwards.",
    ["re:SaveChanges"], ["inserts the record right away"]),
   [("inserts the record right away, so the problem is more likely a transaction that gets rolled back afterwards.",
     "only marks the entity as Added; nothing is inserted until you call `await db.SaveChangesAsync()`, so add that call after it.")],
   ("How do I insert several products in one round trip with EF Core?",
    "Call `db.Products.AddRange(products)` and then a single `await db.SaveChangesAsync()`; EF Core batches the INSERT statements."))

# ---------------------------------------------------------------- 010
sc("aspnetcore-config", "semantic", "renamed_identifier", "lookalike",
   ("If I change FeatureFlags in appsettings.json while the app is running, will IOptions<FeatureFlags> see it?",
    "Yes, IOptions<FeatureFlags> re-reads appsettings.json whenever the file changes, because reloadOnChange is on by default.",
    "IOptions<T> is bound once and cached for the app's lifetime. You need IOptionsMonitor<T> (or IOptionsSnapshot<T>, per request) to see reloaded values.",
    "Yes, IOptions<FeatureFlags> re-reads appsettings.json whenever the file changes",
    "No, IOptions<FeatureFlags> is read once; use IOptionsMonitor<FeatureFlags> to see changes"),
   ("does injecting IOptions<RateLimitSettings> pick up edits to the json without restarting?",
    "It does: IOptions<RateLimitSettings> is refreshed whenever appsettings.json is saved, so new limits apply without a restart.",
    ["re:IOptionsMonitor|IOptionsSnapshot"], ["IOptions<RateLimitSettings> is refreshed"]),
   [("It does: IOptions<RateLimitSettings> is refreshed whenever appsettings.json is saved, so new limits apply without a restart.",
     "It doesn't: IOptions<RateLimitSettings> is bound once and cached. Inject IOptionsMonitor<RateLimitSettings> (or IOptionsSnapshot<RateLimitSettings> in scoped code) to see new limits without a restart.")],
   ("Does IOptionsMonitor<T> pick up appsettings.json changes?",
    "Yes. IOptionsMonitor<T> re-binds when the file changes (reloadOnChange is on by default for appsettings.json), and OnChange lets you react to it."),
   holds="Yes. IOptionsMonitor<T> re-binds")

# ---------------------------------------------------------------- 011
sc("efcore", "semantic", "reworded", "lookalike",
   ("What lifetime does AddDbContext give my AppDbContext?",
    "AddDbContext registers AppDbContext as a singleton, so one instance is shared by every request.",
    "it's scoped by default, one per request. A singleton DbContext would be a disaster since it isn't thread-safe.",
    "as a singleton, so one instance is shared by every request",
    "as scoped, so each request gets its own instance"),
   ("If I inject OrdersContext into two different controllers, do they share the same instance across requests?",
    "Yes. `AddDbContext<OrdersContext>` registers it with a singleton lifetime, so both controllers get the same context for the whole life of the app.",
    ["re:(?i)scoped"], ["singleton lifetime"]),
   [("Yes. `AddDbContext<OrdersContext>` registers it with a singleton lifetime, so both controllers get the same context for the whole life of the app.",
     "No. `AddDbContext<OrdersContext>` registers it as scoped, so each request gets its own context; two controllers only share an instance within the same request.")],
   ("What lifetime does AddDbContextFactory register the factory with?",
    "AddDbContextFactory registers IDbContextFactory<TContext> as a singleton by default; every CreateDbContext() call gives you a new context that you dispose yourself."),
   holds="as a singleton by default")

# ---------------------------------------------------------------- 012
sc("docker", "literal", "code_block", "lookalike",
   ("Which port do I EXPOSE in the Dockerfile for our .NET 8 API on the stock aspnet image?",
    "The `mcr.microsoft.com/dotnet/aspnet:8.0` image listens on port 80 by default, so add `EXPOSE 80`.",
    "since .NET 8 the images listen on 8080 (ASPNETCORE_HTTP_PORTS=8080), 80 was the old default. so EXPOSE 8080",
    "EXPOSE 80", "EXPOSE 8080"),
   ("Dockerfile for the .NET 8 billing service",
    "```dockerfile\nFROM mcr.microsoft.com/dotnet/aspnet:8.0\nWORKDIR /app\nCOPY out/ .\nEXPOSE 80\nENTRYPOINT [\"dotnet\", \"Billing.Api.dll\"]\n```",
    ["EXPOSE 8080"], [r"re:EXPOSE 80\b"]),
   [("EXPOSE 80\n", "EXPOSE 8080\n")],
   ("Which port does the legacy reporting API listen on? It's still on the aspnet:6.0 image.",
    "The `mcr.microsoft.com/dotnet/aspnet:6.0` image sets `ASPNETCORE_URLS=http://+:80`, so it listens on port 80; keep `EXPOSE 80` for that one."),
   holds="EXPOSE 80`")

# ---------------------------------------------------------------- 013
sc("nuget-feed", "literal", "code_block", "already_correct",
   ("Add our internal feed to nuget.config so restore finds the Northwind.Platform packages",
    "```xml\n<packageSources>\n  <add key=\"northwind\" value=\"https://pkgs.dev.azure.com/northwind/_packaging/northwind-nuget/nuget/v3/index.json\" />\n</packageSources>\n```",
    "close, but the feed is platform-packages, not northwind-nuget. the rest of the url is right",
    "northwind-nuget", "platform-packages"),
   ("restore keeps failing on Northwind.Platform.Logging in the pipeline, how do I point dotnet restore at the internal feed?",
    "Pass the feeds explicitly:\n```bash\ndotnet restore --source https://pkgs.dev.azure.com/northwind/_packaging/northwind-nuget/nuget/v3/index.json --source https://api.nuget.org/v3/index.json\n```",
    ["_packaging/platform-packages/nuget/v3/index.json"], ["northwind-nuget"]),
   [("northwind-nuget", "platform-packages")],
   ("What's the full v3 URL of our internal NuGet feed?",
    "`https://pkgs.dev.azure.com/northwind/_packaging/platform-packages/nuget/v3/index.json`"),
   holds="platform-packages")

# ---------------------------------------------------------------- 014
sc("team-env", "literal", "code_block", "lookalike",
   ("Connection string for the QA SQL Server?",
    "`Server=sql-qa.northwind.internal,1433;Database=Orders;User Id=orders_app;Password=<from Key Vault>;Encrypt=True;`",
    "14333 on qa.",
    "sql-qa.northwind.internal,1433", "sql-qa.northwind.internal,14333"),
   ("appsettings.Qa.json for the reporting service, it reads the Reporting db on the qa sql box",
    "```json\n{\n  \"ConnectionStrings\": {\n    \"ReportingDb\": \"Server=sql-qa.northwind.internal,1433;Database=Reporting;User Id=reporting_app;Encrypt=True;\"\n  }\n}\n```",
    ["sql-qa.northwind.internal,14333"], [r"re:sql-qa\.northwind\.internal,1433(?!3)"]),
   [("sql-qa.northwind.internal,1433;", "sql-qa.northwind.internal,14333;")],
   ("Connection string for the dev SQL Server?",
    "`Server=sql-dev.northwind.internal,1433;Database=Orders;User Id=orders_app;Password=<from Key Vault>;Encrypt=True;` (dev is on the default port)."),
   holds="sql-dev.northwind.internal,1433;")

# ---------------------------------------------------------------- 015
sc("azure-pipelines", "literal", "other_identifier", "same_topic",
   ("pipeline step to build the solution in Release",
    "```yaml\n- task: DotNetCLI@2\n  inputs:\n    command: build\n    projects: '**/*.sln'\n    arguments: '-c Release'\n```",
    "DotNetCoreCLI@2.",
    "DotNetCLI@2", "DotNetCoreCLI@2"),
   ("add a test step after the build that runs every *.Tests project",
    "Add another `DotNetCLI@2` step with `command: test` and `projects: '**/*.Tests.csproj'`; it publishes the test results to the run by default.",
    ["DotNetCoreCLI@2"], ["DotNetCLI@2"]),
   [("DotNetCLI@2", "DotNetCoreCLI@2")],
   ("How do I install the .NET 8 SDK on the agent before building?",
    "```yaml\n- task: UseDotNet@2\n  inputs:\n    packageType: sdk\n    version: 8.0.x\n```"))

# ---------------------------------------------------------------- 016
sc("azure-pipelines", "literal", "code_block", "lookalike",
   ("Condition so the deploy stage only runs for main",
    "Add `condition: eq(variables['Build.SourceBranchName'], 'refs/heads/main')` to the stage.",
    "SourceBranchName is only the last segment ('main'), so that condition is never true. Compare Build.SourceBranch with refs/heads/main.",
    "Build.SourceBranchName'], 'refs/heads/main'", "Build.SourceBranch'], 'refs/heads/main'"),
   ("only push the nuget packages when the build comes from main",
    "```yaml\n- task: NuGetCommand@2\n  condition: and(succeeded(), eq(variables['Build.SourceBranchName'], 'refs/heads/main'))\n  inputs:\n    command: push\n    packagesToPush: '$(Build.ArtifactStagingDirectory)/*.nupkg'\n```",
    [r"re:variables\['Build\.SourceBranch'\], 'refs/heads/main'|variables\['Build\.SourceBranchName'\], 'main'"],
    ["SourceBranchName'], 'refs/heads/main'"]),
   [("Build.SourceBranchName'], 'refs/heads/main'", "Build.SourceBranch'], 'refs/heads/main'")],
   ("Tag the image with the branch name in the pipeline",
    "Use `$(Build.SourceBranchName)`: for refs/heads/main it's just `main`, and for feature/login it's only the last segment, `login`."),
   holds="$(Build.SourceBranchName)")

# ---------------------------------------------------------------- 017
sc("azure-pipelines", "semantic", "reworded", "same_topic",
   ("How do I make our pipeline run on every PR into main? The repo is in Azure Repos.",
    "Add a `pr:` block with `branches: include: [main]` to azure-pipelines.yml; Azure Repos will then queue the pipeline for each PR.",
    "pr: triggers are ignored for Azure Repos Git, they only apply to GitHub and Bitbucket repos. For Azure Repos you add a Build validation policy in main's branch policies.",
    "Add a `pr:` block with `branches: include: [main]` to azure-pipelines.yml",
    "Add a Build validation branch policy on main"),
   ("our repo is on Azure Repos. how do I get validation builds for pull requests that target release/*?",
    "Add a `pr:` trigger that includes `release/*` to azure-pipelines.yml; Azure Repos reads it and queues a build for every pull request into a release branch.",
    ["re:(?i)branch polic"], ["Azure Repos reads it"]),
   [("Add a `pr:` trigger that includes `release/*` to azure-pipelines.yml; Azure Repos reads it and queues a build for every pull request into a release branch.",
     "For Azure Repos Git the `pr:` section is ignored; add a Build validation branch policy on the release/* branches that points at this pipeline, and every pull request into them queues a build.")],
   ("How do I stop CI from running when only files under docs/ change?",
    "```yaml\ntrigger:\n  branches:\n    include:\n      - main\n  paths:\n    exclude:\n      - docs/*\n```"))

# ---------------------------------------------------------------- 018
sc("dotnet-sdk", "literal", "casing", "lookalike",
   ("pin the SDK in global.json but allow newer feature bands",
    "```json\n{\n  \"sdk\": {\n    \"version\": \"8.0.400\",\n    \"rollForward\": \"latest-feature\"\n  }\n}\n```",
    "rollForward values are camelCase: latestFeature. latest-feature won't parse",
    "latest-feature", "latestFeature"),
   ("global.json: start from 8.0.300 and allow newer feature bands",
    "```json\n{\n  \"sdk\": {\n    \"version\": \"8.0.300\",\n    \"rollForward\": \"Latest-Feature\"\n  }\n}\n```",
    [r're:(?i)"rollForward": "latestFeature"'], [r"re:(?i)latest-feature"]),
   [("Latest-Feature", "latestFeature")],
   ("How do I run an app built for net6.0 on a machine that only has the .NET 8 runtime?",
    "Launch it with `dotnet --roll-forward Major MyApp.dll`, or set `<RollForward>Major</RollForward>` in its csproj and rebuild."),
   holds="--roll-forward Major")

# ---------------------------------------------------------------- 019
sc("nuget-cpm", "paraphrase", "code_block", "already_correct",
   ("Move Serilog.AspNetCore to central package management",
    "In Directory.Packages.props:\n```xml\n<ItemGroup>\n  <PackageReference Include=\"Serilog.AspNetCore\" Version=\"8.0.1\" />\n</ItemGroup>\n```\nand drop the Version attribute from the csproj.",
    "Directory.Packages.props takes <PackageVersion Include=... Version=...>, not PackageReference. The PackageReference (without Version) stays in the csproj.",
    "<PackageReference Include=\"Serilog.AspNetCore\" Version=\"8.0.1\" />",
    "<PackageVersion Include=\"Serilog.AspNetCore\" Version=\"8.0.1\" />"),
   ("add Polly 8.4.0 to our Directory.Packages.props",
    "```xml\n<!-- Directory.Packages.props -->\n<ItemGroup>\n  <PackageReference Include=\"Polly\" Version=\"8.4.0\" />\n</ItemGroup>\n```",
    ["<PackageVersion Include=\"Polly\" Version=\"8.4.0\" />"], ["<PackageReference Include=\"Polly\" Version"]),
   [("<PackageReference Include=\"Polly\" Version=\"8.4.0\" />", "<PackageVersion Include=\"Polly\" Version=\"8.4.0\" />")],
   ("What does the csproj reference look like once Polly is managed centrally?",
    "Just `<PackageReference Include=\"Polly\" />` with no Version attribute; the version comes from `<PackageVersion Include=\"Polly\" Version=\"8.4.0\" />` in Directory.Packages.props."),
   holds="<PackageVersion Include=\"Polly\" Version=\"8.4.0\" />")

# ---------------------------------------------------------------- 020
sc("httpclient", "paraphrase", "equivalent_construct", "same_topic",
   ("call the shipping rates API from ShippingService",
    "```csharp\npublic async Task<Rate[]> GetRatesAsync(string zip)\n{\n    using var client = new HttpClient();\n    return await client.GetFromJsonAsync<Rate[]>($\"https://rates.example.com/v1/rates?zip={zip}\");\n}\n```",
    "don't new up an HttpClient per call, that's how we exhausted sockets last year. Register a typed client with builder.Services.AddHttpClient<ShippingService>() and take HttpClient in the constructor.",
    "using var client = new HttpClient();",
    "a typed HttpClient injected via builder.Services.AddHttpClient<ShippingService>()"),
   ("TaxService needs to call the tax provider's REST endpoint",
    "```csharp\npublic async Task<decimal> GetRateAsync(string region)\n{\n    using (var http = new HttpClient())\n    {\n        return await http.GetFromJsonAsync<decimal>($\"https://tax.example.com/rate/{region}\");\n    }\n}\n```",
    ["re:AddHttpClient|IHttpClientFactory"], ["new HttpClient()"]),
   [("```csharp\npublic async Task<decimal> GetRateAsync(string region)\n{\n    using (var http = new HttpClient())\n    {\n        return await http.GetFromJsonAsync<decimal>($\"https://tax.example.com/rate/{region}\");\n    }\n}\n```",
     "```csharp\n// Program.cs: builder.Services.AddHttpClient<TaxService>();\npublic class TaxService(HttpClient http)\n{\n    public async Task<decimal> GetRateAsync(string region) =>\n        await http.GetFromJsonAsync<decimal>($\"https://tax.example.com/rate/{region}\");\n}\n```")],
   ("How do I set a base address and a timeout for the typed ShippingService client?",
    "```csharp\nbuilder.Services.AddHttpClient<ShippingService>(c =>\n{\n    c.BaseAddress = new Uri(\"https://rates.example.com/\");\n    c.Timeout = TimeSpan.FromSeconds(10);\n});\n```"))

# ---------------------------------------------------------------- 021
sc("nunit", "literal", "other_identifier", "lookalike",
   ("NUnit test for the async SendInvoiceAsync",
    "```csharp\n[Test]\npublic async void SendInvoiceAsync_SendsEmail()\n{\n    await _sut.SendInvoiceAsync(invoiceId: 42);\n    _mailer.Verify(m => m.SendAsync(It.IsAny<MailMessage>()), Times.Once);\n}\n```",
    "NUnit refuses async void tests (it marks them not runnable), make it `async Task`.",
    "async void", "async Task"),
   ("nunit test that RefundAsync marks the payment as refunded",
    "```csharp\n[Test]\npublic async void RefundAsync_MarksPaymentRefunded()\n{\n    await _service.RefundAsync(paymentId);\n    Assert.That(_repo.Get(paymentId).Status, Is.EqualTo(PaymentStatus.Refunded));\n}\n```",
    ["public async Task RefundAsync_MarksPaymentRefunded()"], ["async void"]),
   [("async void", "async Task")],
   ("WinForms: load the customers when the button is clicked without freezing the UI",
    "```csharp\nprivate async void LoadButton_Click(object sender, EventArgs e)\n{\n    customersGrid.DataSource = await _repo.GetCustomersAsync();\n}\n```\nEvent handlers are the one place where `async void` is expected."),
   holds="private async void LoadButton_Click")

# ---------------------------------------------------------------- 022
sc("efcore", "paraphrase", "code_block", "lookalike",
   ("EF Core raw query for a customer's orders by email",
    "```csharp\nvar orders = await db.Orders\n    .FromSqlRaw($\"SELECT * FROM Orders WHERE CustomerEmail = '{email}'\")\n    .ToListAsync();\n```",
    "careful, that's injectable: FromSqlRaw doesn't parameterize an interpolated string. Use FromSql($\"... {email}\") (FromSqlInterpolated before EF 7) and drop the quotes around the placeholder.",
    "FromSqlRaw($\"SELECT * FROM Orders WHERE CustomerEmail = '{email}'\")",
    "FromSql($\"SELECT * FROM Orders WHERE CustomerEmail = {email}\")"),
   ("get a product by sku with raw sql in ef core",
    "```csharp\nvar product = await db.Products\n    .FromSqlRaw($\"SELECT * FROM Products WHERE Sku = '{sku}'\")\n    .SingleOrDefaultAsync();\n```",
    [r're:FromSql(Interpolated)?\(\$"SELECT \* FROM Products WHERE Sku = \{sku\}"\)|FromSqlRaw\("SELECT \* FROM Products WHERE Sku = \{0\}", sku\)'],
    ["FromSqlRaw($"]),
   [("FromSqlRaw($\"SELECT * FROM Products WHERE Sku = '{sku}'\")", "FromSql($\"SELECT * FROM Products WHERE Sku = {sku}\")")],
   ("Raw SQL query with a fixed string and no parameters in EF Core?",
    "`db.Products.FromSqlRaw(\"SELECT * FROM Products WHERE IsDiscontinued = 0\")` is fine here, since nothing user-supplied goes into the string."),
   holds="FromSqlRaw(\"SELECT * FROM Products WHERE IsDiscontinued = 0\")")

# ---------------------------------------------------------------- 023
sc("efcore", "paraphrase", "renamed_identifier", "same_topic",
   ("load orders with their lines and each line's product",
    "`await db.Orders.Include(o => o.Lines.Select(l => l.Product)).ToListAsync();`",
    "that's the EF6 syntax, EF Core throws on a Select inside Include. .Include(o => o.Lines).ThenInclude(l => l.Product)",
    ".Include(o => o.Lines.Select(l => l.Product))", ".Include(o => o.Lines).ThenInclude(l => l.Product)"),
   ("ef core: fetch invoices including their items and each item's tax code",
    "```csharp\nvar invoices = await db.Invoices\n    .Include(i => i.Items.Select(it => it.TaxCode))\n    .ToListAsync();\n```",
    [r're:\.Include\((\w+) => \1\.Items\)\s*\.ThenInclude\((\w+) => \2\.TaxCode\)|\.Include\("Items\.TaxCode"\)'],
    [".Items.Select("]),
   [(".Include(i => i.Items.Select(it => it.TaxCode))", ".Include(i => i.Items)\n    .ThenInclude(it => it.TaxCode)")],
   ("load orders together with their customer",
    "`await db.Orders.Include(o => o.Customer).ToListAsync();` (a single reference navigation needs no ThenInclude)."))

# ---------------------------------------------------------------- 024
sc("efcore", "literal", "reworded", "lookalike",
   ("apply migrations automatically at startup in the dev environment",
    "In Program.cs, after building the app, create a scope and call `db.Database.EnsureCreated();`; it applies any pending migrations.",
    "EnsureCreated doesn't run migrations at all, it just creates the schema from the model (and Migrate fails on that db afterwards). Use Database.Migrate().",
    "Database.EnsureCreated()", "Database.Migrate()"),
   ("how do I have the worker service bring its schema up to date when it boots?",
    "Resolve the context in a scope at startup and call `context.Database.EnsureCreated()`, which brings the schema up to date by running any pending migrations.",
    [r"re:Database\.Migrate(Async)?\("], ["EnsureCreated"]),
   [("context.Database.EnsureCreated()", "context.Database.Migrate()")],
   ("integration tests: create the SQLite in-memory schema for each test",
    "After opening the connection, call `context.Database.EnsureCreated();`. For throwaway test databases that's the right call, no migrations needed."),
   holds="context.Database.EnsureCreated();")

# ---------------------------------------------------------------- 025
sc("efcore-cli", "paraphrase", "reordered_args", "lookalike",
   ("pipeline step that generates the SQL script for the uat database deploy",
    "```yaml\n- script: dotnet ef migrations script -o $(Build.ArtifactStagingDirectory)/migrate.sql --project src/Orders.Data --startup-project src/Orders.Api\n```",
    "add --idempotent, without it the script starts from the very first migration and fails on a db that already has the schema",
    "dotnet ef migrations script -o", "dotnet ef migrations script --idempotent -o"),
   ("build the migration script artifact for the billing db",
    "```bash\ndotnet ef migrations script --project src/Billing.Data --startup-project src/Billing.Api --output $(Build.ArtifactStagingDirectory)/billing.sql\n```",
    ["--idempotent"], []),
   [("migrations script --project", "migrations script --idempotent --project")],
   ("script only the changes between the AddIndexes and AddAuditColumns migrations",
    "`dotnet ef migrations script AddIndexes AddAuditColumns -o delta.sql` gives exactly that range, from AddIndexes (already applied) up to AddAuditColumns."),
   holds="dotnet ef migrations script AddIndexes AddAuditColumns -o delta.sql")

# ---------------------------------------------------------------- 026
sc("nunit", "paraphrase", "renamed_identifier", "lookalike",
   ("NUnit 4 test: assert the invoice total is 120",
    "`Assert.AreEqual(120m, invoice.Total);`",
    "we're on NUnit 4, AreEqual isn't on Assert anymore (moved to ClassicAssert). Assert.That(invoice.Total, Is.EqualTo(120m)) please",
    "Assert.AreEqual(120m, invoice.Total);", "Assert.That(invoice.Total, Is.EqualTo(120m));"),
   ("nunit: check the cart has 3 lines after adding the items",
    "After adding the items:\n```csharp\ncart.Add(apple);\ncart.Add(pear);\ncart.Add(plum);\nAssert.AreEqual(3, cart.Lines.Count);\n```",
    [r're:Assert\.That\(cart\.Lines(\.Count)?, (Is\.EqualTo\(3\)|Has\.Count\.EqualTo\(3\))\)|ClassicAssert\.AreEqual\(3, cart\.Lines\.Count\)'],
    [r"re:(?<!Classic)Assert\.AreEqual"]),
   [("Assert.AreEqual(3, cart.Lines.Count);", "Assert.That(cart.Lines.Count, Is.EqualTo(3));")],
   ("MSTest: assert the invoice total is 120",
    "`Assert.AreEqual(120m, invoice.Total);` (MSTest's Assert still has AreEqual)."),
   holds="Assert.AreEqual(120m, invoice.Total);")

# ---------------------------------------------------------------- 027
sc("xunit", "paraphrase", "code_block", "already_correct",
   ("xunit: after Ship() the order status should be Shipped",
    "```csharp\n[Fact]\npublic void Ship_SetsStatusToShipped()\n{\n    var order = new Order();\n    order.Ship();\n    Assert.Equal(order.Status, OrderStatus.Shipped);\n}\n```",
    "expected goes first: Assert.Equal(OrderStatus.Shipped, order.Status). With the args swapped the failure message reports expected/actual the wrong way round.",
    "Assert.Equal(order.Status, OrderStatus.Shipped);", "Assert.Equal(OrderStatus.Shipped, order.Status);"),
   ("xunit: after Cancel() the subscription state should be Cancelled",
    "```csharp\n[Fact]\npublic void Cancel_SetsStateToCancelled()\n{\n    var sub = new Subscription();\n    sub.Cancel();\n    Assert.Equal(sub.State, SubscriptionState.Cancelled);\n}\n```",
    ["Assert.Equal(SubscriptionState.Cancelled, sub.State);"], ["Assert.Equal(sub.State,"]),
   [("Assert.Equal(sub.State, SubscriptionState.Cancelled);", "Assert.Equal(SubscriptionState.Cancelled, sub.State);")],
   ("xunit: assert the parsed port is 5432",
    "`Assert.Equal(5432, settings.Port);`"),
   holds="Assert.Equal(5432, settings.Port);")

# ---------------------------------------------------------------- 028
sc("xunit", "semantic", "prose_claim", "lookalike",
   ("where do I put expensive setup that should run once for all tests in an xUnit class?",
    "Put it in the test class constructor; xUnit creates the class once and runs the constructor a single time before all its tests.",
    "xunit news up the class for every test, so the ctor runs per test. For once per class use IClassFixture<T>.",
    "xUnit creates the class once and runs the constructor a single time before all its tests",
    "xUnit creates a new instance per test; use IClassFixture<T> for once-per-class setup"),
   ("in xunit, if my test class constructor seeds the database, how many times does the seeding happen for 10 tests?",
    "Once. The constructor runs a single time for the whole class, and all 10 tests share that instance.",
    [r"re:(?i)\b(10|ten) times|once per test|for each test|every test"],
    ["runs a single time for the whole class"]),
   [("Once. The constructor runs a single time for the whole class, and all 10 tests share that instance.",
     "Ten times. xUnit creates a new instance of the test class for every test, so the constructor (and the seeding) runs once per test; move it into an IClassFixture<T> to do it once.")],
   ("NUnit: where does once-per-fixture setup go?",
    "Put it in a method marked `[OneTimeSetUp]`; NUnit runs it a single time before all the tests in the fixture."),
   holds="a single time before all the tests")

# ---------------------------------------------------------------- 029
sc("aspnetcore-config", "semantic", "reworded", "same_topic",
   ("If Orders__PageSize is set as an env var and appsettings.Production.json also sets it, which one wins?",
    "appsettings.Production.json wins; JSON files are loaded after environment variables, so they override them.",
    "other way around: the default builder adds env vars after the json files, so the env var wins. Only command-line args beat them.",
    "appsettings.Production.json wins; JSON files are loaded after environment variables",
    "The environment variable wins; environment variables are loaded after the JSON files"),
   ("the k8s deployment sets Smtp__Host but appsettings.Production.json has a different Smtp:Host. which value does the app use?",
    "The value from appsettings.Production.json, because the JSON providers come last in the default configuration and override environment variables.",
    [r"re:(?i)environment variable[^.]*\b(wins|takes precedence)"],
    ["The value from appsettings.Production.json", "override environment variables"]),
   [("The value from appsettings.Production.json, because the JSON providers come last in the default configuration and override environment variables.",
     "The Smtp__Host environment variable wins: environment variables are added after the JSON files in the default configuration, so they override appsettings.Production.json.")],
   ("Where do command-line arguments sit in ASP.NET Core's config precedence?",
    "At the top: the default builder adds command-line arguments last, so `--Smtp:Host=...` overrides both environment variables and the appsettings files."))

# ---------------------------------------------------------------- 030
sc("logging", "literal", "casing", "lookalike",
   ("set the default log level to info in appsettings.json",
    "```json\n\"Logging\": {\n  \"LogLevel\": {\n    \"Default\": \"Info\"\n  }\n}\n```",
    "isn't it Information? there's no Info in LogLevel, so that value won't bind",
    "\"Info\"", "\"Information\""),
   ("log the SQL that EF Core runs, at info level, in appsettings.Development.json",
    "```json\n\"Logging\": {\n  \"LogLevel\": {\n    \"Microsoft.EntityFrameworkCore.Database.Command\": \"info\"\n  }\n}\n```",
    ["\"Microsoft.EntityFrameworkCore.Database.Command\": \"Information\""], [r're:(?i)": "info"']),
   [("\"info\"", "\"Information\"")],
   ("NLog.config rule to write Info and above to the file target",
    "`<logger name=\"*\" minlevel=\"Info\" writeTo=\"file\" />`"),
   holds="minlevel=\"Info\"")

# ---------------------------------------------------------------- 031
sc("aspnetcore-config", "semantic", "prose_claim", "same_topic",
   ("can we keep the Stripe key in user secrets for the prod deployment?",
    "Yes, run `dotnet user-secrets set \"Stripe:ApiKey\" \"sk_live_...\"` on the server and the app will load it in Production too.",
    "User secrets are only added when the environment is Development, and they live in the user profile, so not for prod. Prod keys go in Key Vault.",
    "the app will load it in Production too", "the app only loads user secrets in Development"),
   ("is dotnet user-secrets a good place for the uat SendGrid key on the app server?",
    "Sure, user secrets work in any environment: set it with `dotnet user-secrets set \"SendGrid:ApiKey\" \"...\"` on the server and it's picked up at startup.",
    [r"re:(?i)only[^.]*Development|Key Vault"], ["user secrets work in any environment"]),
   [("Sure, user secrets work in any environment: set it with `dotnet user-secrets set \"SendGrid:ApiKey\" \"...\"` on the server and it's picked up at startup.",
     "No. User secrets are only loaded when the environment is Development and they live in your user profile, so they're not for a server; put the uat SendGrid key in Key Vault.")],
   ("how do I start using user secrets in the Orders.Api project?",
    "Run `dotnet user-secrets init` in the project folder (it adds a UserSecretsId to the csproj), then `dotnet user-secrets set \"Stripe:ApiKey\" \"sk_test_...\"`."))

# ---------------------------------------------------------------- 032
sc("aspnetcore-middleware", "literal", "equivalent_construct", "lookalike",
   ("CORS policy so the SPA can call the API with cookies",
    "```csharp\nbuilder.Services.AddCors(o => o.AddPolicy(\"spa\", p => p\n    .AllowAnyOrigin()\n    .AllowAnyHeader()\n    .AllowCredentials()));\n```",
    "AllowAnyOrigin together with AllowCredentials isn't allowed, ASP.NET Core throws when it builds that policy. Give it the real origin: WithOrigins(\"https://app.northwind.com\").",
    ".AllowAnyOrigin()", ".WithOrigins(\"https://app.northwind.com\")"),
   ("let the admin portal send the auth cookie to our API cross-origin",
    "```csharp\nbuilder.Services.AddCors(options =>\n{\n    options.AddPolicy(\"admin\", policy =>\n    {\n        policy.AllowAnyOrigin();\n        policy.AllowAnyHeader();\n        policy.AllowCredentials();\n    });\n});\n```",
    ["re:WithOrigins\\("], ["AllowAnyOrigin"]),
   [("policy.AllowAnyOrigin();", "policy.WithOrigins(\"https://admin.northwind.com\");")],
   ("CORS for the public read-only status endpoint: any site may fetch it, no cookies involved",
    "`p.AllowAnyOrigin().WithMethods(\"GET\")` is fine there, since nothing uses credentials."),
   holds="AllowAnyOrigin()")

# ---------------------------------------------------------------- 033
sc("aspnetcore-mvc", "semantic", "reworded", "already_correct",
   ("validate the CreateOrderRequest in the controller",
    "With `[ApiController]` on the class you still need `if (!ModelState.IsValid) return BadRequest(ModelState);` at the top of every action, otherwise invalid requests reach your code.",
    "[ApiController] already does that, it returns a 400 ValidationProblemDetails automatically before the action runs. The IsValid check is dead code.",
    "you still need `if (!ModelState.IsValid) return BadRequest(ModelState);` at the top of every action, otherwise invalid requests reach your code",
    "invalid models are rejected with an automatic 400 before the action runs"),
   ("my controller has [ApiController]; do I have to check ModelState in UpdateCustomer?",
    "Yes. `[ApiController]` doesn't validate for you, so begin UpdateCustomer with `if (!ModelState.IsValid) return BadRequest(ModelState);`.",
    [r"re:(?i)automatic(ally)?|\b400\b"], ["doesn't validate for you"]),
   [("Yes. `[ApiController]` doesn't validate for you, so begin UpdateCustomer with `if (!ModelState.IsValid) return BadRequest(ModelState);`.",
     "No. `[ApiController]` returns an automatic 400 with a ValidationProblemDetails body when the model is invalid, before UpdateCustomer runs, so the check isn't needed.")],
   ("What response does an [ApiController] action give when [Required] fields are missing?",
    "An automatic 400 Bad Request with a ValidationProblemDetails body; the action itself never runs."),
   holds="automatic 400")

# ---------------------------------------------------------------- 034
sc("nuget", "literal", "reworded", "same_topic",
   ("how do I wipe the local nuget cache? restore keeps picking an old build of our package",
    "Run `dotnet nuget cache clear`.",
    "there's no cache clear subcommand, it's dotnet nuget locals all --clear",
    "dotnet nuget cache clear", "dotnet nuget locals all --clear"),
   ("restore still resolves the stale 2.3.0-ci package, how do I purge NuGet's caches before the next build?",
    "Clear them with dotnet nuget cache clear, then run the restore again.",
    [r"re:dotnet nuget locals (all|global-packages|http-cache) --clear"], ["nuget cache clear"]),
   [("dotnet nuget cache clear", "dotnet nuget locals all --clear")],
   ("where is NuGet's global packages folder?",
    "`dotnet nuget locals global-packages --list` prints it; on Linux and macOS it defaults to ~/.nuget/packages."))

# ---------------------------------------------------------------- 035
sc("aspnetcore-routing", "paraphrase", "code_block", "lookalike",
   ("minimal API endpoint GET /orders/{id} that only matches numeric ids",
    "`app.MapGet(\"/orders/{id:integer}\", async (int id, OrdersDb db) => await db.Orders.FindAsync(id));`",
    "the constraint is {id:int}. integer isn't a known constraint, routing throws when it hits it",
    "{id:integer}", "{id:int}"),
   ("add a DELETE /customers/{customerId} minimal api route, numeric ids only",
    "```csharp\napp.MapDelete(\"/customers/{customerId:integer}\", async (int customerId, CrmDb db) =>\n{\n    await db.Customers.Where(c => c.Id == customerId).ExecuteDeleteAsync();\n    return Results.NoContent();\n});\n```",
    ["{customerId:int}"], [":integer}"]),
   [("{customerId:integer}", "{customerId:int}")],
   ("what does the OpenAPI document say about that int id route parameter?",
    "It's described as `\"type\": \"integer\", \"format\": \"int32\"` under the parameter's schema."),
   holds="\"type\": \"integer\"")

# ---------------------------------------------------------------- 036
sc("team-env", "literal", "casing", "lookalike",
   ("Where do I put the config overrides for the pre-prod environment?",
    "Create `appsettings.Staging.json` and set `ASPNETCORE_ENVIRONMENT=Staging` on the pre-prod app.",
    "our pre-prod env is called Uat, not Staging: appsettings.Uat.json and ASPNETCORE_ENVIRONMENT=Uat",
    "Staging", "Uat"),
   ("set the environment name on the pre-prod app service",
    "In the pre-prod App Service configuration, add the app setting `ASPNETCORE_ENVIRONMENT` with the value `staging`.",
    ["`Uat`"], [r"re:(?i)staging"]),
   [("`staging`", "`Uat`")],
   ("how do we get zero-downtime deploys for the prod App Service?",
    "Deploy to the prod app's `staging` deployment slot, let it warm up, then swap the slot into production."),
   holds="`staging` deployment slot")

# ---------------------------------------------------------------- 037
sc("team-naming", "paraphrase", "renamed_identifier", "lookalike",
   ("what's the Key Vault for orders in prod? I need it for AddAzureKeyVault",
    "`builder.Configuration.AddAzureKeyVault(new Uri(\"https://kv-prod-orders.vault.azure.net/\"), new DefaultAzureCredential());`",
    "naming is kv-<app>-<env>-<region>, so kv-orders-prod-weu",
    "kv-prod-orders", "kv-orders-prod-weu"),
   ("Key Vault URI for the billing service in uat (West Europe)",
    "Following the usual naming it's `https://kv-uat-billing.vault.azure.net/`.",
    ["kv-billing-uat-weu"], ["kv-uat-billing"]),
   [("kv-uat-billing", "kv-billing-uat-weu")],
   ("what's the resource group for orders in prod?",
    "`rg-prod-orders`; resource groups are named environment first, unlike the Key Vaults."),
   holds="rg-prod-orders")

# ---------------------------------------------------------------- 038
sc("team-env", "literal", "code_block", "already_correct",
   ("Serilog sink config to ship logs to our Seq",
    "```json\n\"WriteTo\": [\n  { \"Name\": \"Seq\", \"Args\": { \"serverUrl\": \"http://seq.northwind.internal:5341\" } }\n]\n```",
    "thanks, the sink part works locally. but Seq moved to the tools cluster last month: http://seq.tools.northwind.internal:5341",
    "http://seq.northwind.internal:5341", "http://seq.tools.northwind.internal:5341"),
   ("configure the Seq sink in code for the worker service",
    "```csharp\nLog.Logger = new LoggerConfiguration()\n    .Enrich.FromLogContext()\n    .WriteTo.Seq(\"http://seq.northwind.internal:5341\")\n    .CreateLogger();\n```",
    ["seq.tools.northwind.internal:5341"], ["//seq.northwind.internal"]),
   [("//seq.northwind.internal", "//seq.tools.northwind.internal")],
   ("which URL shows the Seq UI?",
    "Open `http://seq.tools.northwind.internal` in the browser; 5341 is only the ingestion port the sinks write to."),
   holds="seq.tools.northwind.internal")

# ---------------------------------------------------------------- 039
sc("azure-pipelines", "paraphrase", "reworded", "lookalike",
   ("azure-pipelines.yml skeleton for the Orders repo",
    "```yaml\ntrigger:\n  - main\npool:\n  vmImage: ubuntu-latest\nsteps:\n  - script: dotnet build -c Release\n```",
    "internal repos don't build on Microsoft-hosted agents here (they can't reach the SonarQube box). pool: name: northwind-linux",
    "vmImage: ubuntu-latest", "name: northwind-linux"),
   ("new pipeline for the Billing service, which agents should it run on?",
    "Run it on the Microsoft-hosted Ubuntu image, i.e. `pool: { vmImage: 'ubuntu-22.04' }` in azure-pipelines.yml.",
    ["northwind-linux"], ["vmImage"]),
   [("the Microsoft-hosted Ubuntu image, i.e. `pool: { vmImage: 'ubuntu-22.04' }`",
     "our self-hosted pool, i.e. `pool: { name: northwind-linux }`")],
   ("GitHub Actions workflow for our public open-source client library: which runner?",
    "`runs-on: ubuntu-latest` is fine; that repo lives on GitHub, not in our Azure DevOps."),
   holds="runs-on: ubuntu-latest")

# ---------------------------------------------------------------- 040
sc("team-conventions", "paraphrase", "equivalent_construct", "same_topic",
   ("map a health check endpoint for the k8s readiness probe",
    "`app.MapHealthChecks(\"/health\");` and point the readinessProbe's httpGet path at `/health`.",
    "readiness is /healthz/ready and liveness is /healthz/live, the helm chart hardcodes both",
    "\"/health\"", "\"/healthz/ready\""),
   ("liveness endpoint for the new Notifications service",
    "```csharp\napp.MapGet(\"/health\", () => Results.Ok(\"alive\"));\n```\nKeep it free of dependency checks so a slow database doesn't get the pod restarted.",
    ["\"/healthz/live\""], ["\"/health\""]),
   [("\"/health\"", "\"/healthz/live\"")],
   ("how do I add a database check to the readiness endpoint?",
    "`builder.Services.AddHealthChecks().AddDbContextCheck<OrdersDbContext>(tags: new[] { \"ready\" });`; AddDbContextCheck comes from the Microsoft.Extensions.Diagnostics.HealthChecks.EntityFrameworkCore package."))

# ---------------------------------------------------------------- 041
sc("team-conventions", "literal", "code_block", "lookalike",
   ("which header do we propagate the request id in between services?",
    "Forward `X-Request-Id` on every outgoing HttpClient call.",
    "We propagate X-Correlation-Id. X-Request-Id is what the ingress stamps, not ours.",
    "X-Request-Id", "X-Correlation-Id"),
   ("DelegatingHandler that copies our tracing header onto downstream calls",
    "```csharp\npublic class CorrelationHandler(IHttpContextAccessor ctx) : DelegatingHandler\n{\n    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)\n    {\n        if (ctx.HttpContext?.Request.Headers.TryGetValue(\"X-Request-Id\", out var id) == true)\n            request.Headers.TryAddWithoutValidation(\"X-Request-Id\", id.ToString());\n        return base.SendAsync(request, ct);\n    }\n}\n```",
    ["\"X-Correlation-Id\""], ["X-Request-Id"]),
   [("X-Request-Id", "X-Correlation-Id")],
   ("what header does the nginx ingress add to incoming requests?",
    "The ingress sets `X-Request-Id` on every request it forwards, and you'll see it in the access logs."),
   holds="X-Request-Id")

# ---------------------------------------------------------------- 042
sc("team-naming", "paraphrase", "reworded", "lookalike",
   ("create the Service Bus queue for order created events",
    "Name the queue `OrderCreated` and get a sender with `client.CreateSender(\"OrderCreated\")`.",
    "queue names are kebab-case: order-created",
    "OrderCreated", "order-created"),
   ("queue name for payment failed events?",
    "Call it PaymentFailed, matching the event type, and create the sender with `client.CreateSender(\"PaymentFailed\")`.",
    ["CreateSender(\"payment-failed\")"], ["\"PaymentFailed\"", "Call it PaymentFailed"]),
   [("Call it PaymentFailed, matching the event type", "Call it payment-failed (queue names are kebab-case)"),
    ("\"PaymentFailed\"", "\"payment-failed\"")],
   ("what should the C# event record for order created be called?",
    "`public sealed record OrderCreated(Guid OrderId, DateTimeOffset CreatedAt);` PascalCase for the type; only the queue name is kebab-case."),
   holds="record OrderCreated(")

# ---------------------------------------------------------------- 043
sc("efcore-npgsql", "literal", "other_identifier", "lookalike",
   ("set CreatedAt on a new shipment before saving (the shipping db is Postgres, the column is timestamptz)",
    "`shipment.CreatedAt = DateTime.Now;` then `await db.SaveChangesAsync();`.",
    "Npgsql throws on a Local DateTime for a timestamptz colum, it has to be DateTime.UtcNow",
    "DateTime.Now", "DateTime.UtcNow"),
   ("SaveChangesAsync override in ShippingDbContext that stamps UpdatedAt on modified entities",
    "```csharp\nforeach (var entry in ChangeTracker.Entries<IAuditable>().Where(e => e.State == EntityState.Modified))\n    entry.Entity.UpdatedAt = DateTime.Now;\n```",
    ["DateTime.UtcNow"], ["DateTime.Now"]),
   [("DateTime.Now", "DateTime.UtcNow")],
   ("console tool: name the export file after today's local date",
    "`var file = $\"export-{DateTime.Now:yyyyMMdd}.csv\";` (local time is what the ops folks expect in file names)."),
   holds="DateTime.Now:yyyyMMdd")

# ---------------------------------------------------------------- 044
sc("efcore-npgsql", "literal", "reworded", "same_topic",
   ("which package gives me UseNpgsql for the shipping service?",
    "Install `Microsoft.EntityFrameworkCore.PostgreSQL`.",
    "hmm, I don't think that package exists. isn't it Npgsql.EntityFrameworkCore.PostgreSQL?",
    "Microsoft.EntityFrameworkCore.PostgreSQL", "Npgsql.EntityFrameworkCore.PostgreSQL"),
   ("add the postgres EF Core provider to Shipping.Data",
    "Add Microsoft.EntityFrameworkCore.PostgreSQL to Shipping.Data with dotnet add package; that gives you UseNpgsql.",
    ["Npgsql.EntityFrameworkCore.PostgreSQL"], ["Microsoft.EntityFrameworkCore.PostgreSQL"]),
   [("Microsoft.EntityFrameworkCore.PostgreSQL", "Npgsql.EntityFrameworkCore.PostgreSQL")],
   ("which package provides UseSqlServer?",
    "`Microsoft.EntityFrameworkCore.SqlServer`; it pulls in Microsoft.Data.SqlClient."))

# ---------------------------------------------------------------- 045
sc("dotnet-cli", "literal", "reordered_args", "lookalike",
   ("restore using the nuget.config in build/",
    "`dotnet restore --config-file build/nuget.config`",
    "it's --configfile, one word",
    "--config-file", "--configfile"),
   ("restore Orders.sln with the CI nuget config, locked versions only",
    "`dotnet restore Orders.sln --locked-mode --config-file ci/nuget.config`",
    ["--configfile ci/nuget.config"], ["--config-file"]),
   [("--config-file", "--configfile")],
   ("point mypy at the config file in tools/",
    "`mypy --config-file tools/mypy.ini src/`"),
   holds="--config-file")

# ---------------------------------------------------------------- 046
sc("team-conventions", "literal", "casing", "already_correct",
   ("read the orders connection string in Program.cs",
    "`builder.Services.AddDbContext<OrdersDbContext>(o => o.UseSqlServer(builder.Configuration.GetConnectionString(\"DefaultConnection\")));`",
    "In our repos it's named OrdersDb in every appsettings file; DefaultConnection is just the template's name.",
    "\"DefaultConnection\"", "\"OrdersDb\""),
   ("health check against the orders sql server",
    "`builder.Services.AddHealthChecks().AddSqlServer(builder.Configuration.GetConnectionString(\"defaultConnection\")!);`",
    ["GetConnectionString(\"OrdersDb\")"], [r"re:(?i)defaultconnection"]),
   [("\"defaultConnection\"", "\"OrdersDb\"")],
   ("which connection string key does appsettings.Uat.json override for orders?",
    "`ConnectionStrings:OrdersDb`, the same key as in appsettings.json, so only the value changes per environment."),
   holds="ConnectionStrings:OrdersDb")

# ---------------------------------------------------------------- 047
sc("team-testing", "paraphrase", "equivalent_construct", "already_correct",
   ("assert the refund amount is 25 in the test",
    "`refund.Amount.Should().Be(25m);` (FluentAssertions)",
    "we dropped FluentAssertions when v8 went commercial; new tests use Shouldly: refund.Amount.ShouldBe(25m)",
    "refund.Amount.Should().Be(25m);", "refund.Amount.ShouldBe(25m);"),
   ("test that the cart is empty after checkout",
    "```csharp\ncheckout.Complete(cart);\ncart.Lines.Should().BeEmpty();\n```",
    ["ShouldBeEmpty()"], [".Should()"]),
   [("cart.Lines.Should().BeEmpty();", "cart.Lines.ShouldBeEmpty();")],
   ("Shouldly: the order should have two lines",
    "`order.Lines.Count.ShouldBe(2);`"),
   holds="ShouldBe(2)")

# ---------------------------------------------------------------- 048
sc("dotnet-cli", "paraphrase", "reworded", "lookalike",
   ("add Serilog.Sinks.Console to the api project",
    "Run `dotnet install Serilog.Sinks.Console` from the project folder.",
    "dotnet add package Serilog.Sinks.Console",
    "dotnet install Serilog.Sinks.Console", "dotnet add package Serilog.Sinks.Console"),
   ("how do I get the Dapper NuGet into Reports.csproj from the terminal?",
    "cd into the Reports project folder and run dotnet install Dapper; it adds the PackageReference for you.",
    ["dotnet add package Dapper"], ["dotnet install"]),
   [("dotnet install Dapper", "dotnet add package Dapper")],
   ("install the EF Core command-line tools",
    "`dotnet tool install --global dotnet-ef`, then check it with `dotnet ef --version`."),
   holds="dotnet tool install --global dotnet-ef")

# ---------------------------------------------------------------- 049
sc("dotnet-cli", "semantic", "prose_claim", "unrelated",
   ("how do I run the formatter on the solution?",
    "First install it with `dotnet tool install -g dotnet-format`, then run `dotnet format Orders.sln`.",
    "dotnet format ships with the SDK since .NET 6, the global tool is the old standalone one. just run dotnet format",
    "First install it with `dotnet tool install -g dotnet-format`, then run", "Run"),
   ("CI step that checks formatting on the .NET 8 agents: what do we need to install first?",
    "The formatter isn't part of the SDK, so add a step that runs `dotnet tool install -g dotnet-format`, then run `dotnet format --verify-no-changes`.",
    ["dotnet format --verify-no-changes"], ["dotnet tool install -g dotnet-format", "isn't part of the SDK"]),
   [("The formatter isn't part of the SDK, so add a step that runs `dotnet tool install -g dotnet-format`, then run `dotnet format --verify-no-changes`.",
     "Nothing: `dotnet format` ships with the .NET SDK since .NET 6, so the step just runs `dotnet format --verify-no-changes`.")],
   ("what's the difference between git merge and git rebase, in one line?",
    "Merge keeps both histories and adds a merge commit; rebase replays your commits on top of the target so history stays linear."))

# ---------------------------------------------------------------- 050
sc("aspnetcore-testing", "literal", "code_block", "same_topic",
   ("integration test with WebApplicationFactory; our Program.cs uses top-level statements",
    "```csharp\npublic class OrdersApiTests(WebApplicationFactory<Startup> factory)\n    : IClassFixture<WebApplicationFactory<Startup>>\n{\n    [Fact]\n    public async Task GetOrders_Returns200()\n    {\n        var client = factory.CreateClient();\n        var response = await client.GetAsync(\"/api/orders\");\n        response.EnsureSuccessStatusCode();\n    }\n}\n```",
    "There's no Startup with the minimal hosting model. WebApplicationFactory<Program>, plus `public partial class Program { }` at the bottom of Program.cs so the tests can see it.",
    "WebApplicationFactory<Startup>", "WebApplicationFactory<Program>"),
   ("NUnit integration test that spins up the Billing API in memory (Program.cs is top-level statements)",
    "```csharp\n[TestFixture]\npublic class BillingApiTests\n{\n    private WebApplicationFactory<Startup> _factory = null!;\n\n    [OneTimeSetUp]\n    public void Start() => _factory = new WebApplicationFactory<Startup>();\n\n    [OneTimeTearDown]\n    public void Stop() => _factory.Dispose();\n}\n```",
    ["WebApplicationFactory<Program>"], ["<Startup>"]),
   [("<Startup>", "<Program>")],
   ("how do I swap the real email sender for a fake in WebApplicationFactory tests?",
    "```csharp\nvar factory = new WebApplicationFactory<Program>().WithWebHostBuilder(b =>\n    b.ConfigureTestServices(s => s.AddSingleton<IEmailSender, FakeEmailSender>()));\n```"))

# ---------------------------------------------------------------- 051
sc("azure-pipelines", "literal", "code_block", "lookalike",
   ("publish the trx test results in the pipeline",
    "```yaml\n- task: PublishTestResults@2\n  inputs:\n    testResultsFormat: TRX\n    testResultsFiles: '**/*.trx'\n```",
    "TRX isn't one of the formats, trx files are testResultsFormat: VSTest",
    "TRX", "VSTest"),
   ("the integration tests write results.trx under $(Agent.TempDirectory), publish them even when tests fail",
    "```yaml\n- task: PublishTestResults@2\n  condition: succeededOrFailed()\n  inputs:\n    testResultsFormat: 'TRX'\n    testResultsFiles: '$(Agent.TempDirectory)/**/results.trx'\n```",
    [r"re:testResultsFormat: '?VSTest'?"], ["'TRX'"]),
   [("'TRX'", "'VSTest'")],
   ("how do I make dotnet test write a trx file?",
    "`dotnet test --logger trx --results-directory TestResults`"),
   holds="--logger trx")

# ---------------------------------------------------------------- 052
sc("team-naming", "paraphrase", "reworded", "lookalike",
   ("what should I call the new shared package with our HTTP resilience helpers?",
    "Name it `Northwind.Common.Resilience` so it sits next to the other shared libraries.",
    "new shared libs go under Northwind.Platform.*, the Common prefix is frozen",
    "Northwind.Common.Resilience", "Northwind.Platform.Resilience"),
   ("what PackageId do I give the new shared caching library?",
    "Set the PackageId to Northwind.Common.Caching so it groups with the other shared packages on the feed.",
    ["Northwind.Platform.Caching"], ["Northwind.Common.Caching"]),
   [("Northwind.Common.Caching", "Northwind.Platform.Caching")],
   ("which package has the old Money type that Billing still uses?",
    "`Northwind.Common.Money` 3.2.x; it's frozen, but Billing keeps referencing it until its migration is done."),
   holds="Northwind.Common.Money")

# ---------------------------------------------------------------- 053
sc("team-versions", "literal", "equivalent_construct", "already_correct",
   ("csproj for the new Notifications worker",
    "```xml\n<Project Sdk=\"Microsoft.NET.Sdk.Worker\">\n  <PropertyGroup>\n    <TargetFramework>net9.0</TargetFramework>\n    <Nullable>enable</Nullable>\n  </PropertyGroup>\n</Project>\n```",
    "we only ship on LTS, so net8.0 until net10 is approved",
    "net9.0", "net8.0"),
   ("scaffold a class library for the shared audit models from the CLI",
    "`dotnet new classlib -n Northwind.Platform.Audit -f net9.0`",
    [r"re:(-f|--framework) net8\.0"], ["net9.0"]),
   [("-f net9.0", "-f net8.0")],
   ("what should the TargetFramework be for the new Audit worker?",
    "`<TargetFramework>net8.0</TargetFramework>`, like every other service, since we stay on LTS."),
   holds="<TargetFramework>net8.0</TargetFramework>")

# ---------------------------------------------------------------- 054
sc("azure-pipelines", "literal", "code_block", "lookalike",
   ("AzureWebApp step to deploy orders to prod",
    "```yaml\n- task: AzureWebApp@1\n  inputs:\n    azureSubscription: 'Azure-Prod'\n    appName: 'app-orders-prod-weu'\n    package: '$(Pipeline.Workspace)/drop/*.zip'\n```",
    "service connection is sc-northwind-prod, Azure-Prod got deleted in the cleanup",
    "Azure-Prod", "sc-northwind-prod"),
   ("AzureCLI step that purges the front door cache after the prod deploy",
    "```yaml\n- task: AzureCLI@2\n  inputs:\n    azureSubscription: Azure-Prod\n    scriptType: bash\n    scriptLocation: inlineScript\n    inlineScript: az afd endpoint purge -g rg-prod-web --profile-name afd-web --endpoint-name web --content-paths '/*'\n```",
    ["sc-northwind-prod"], ["Azure-Prod"]),
   [("Azure-Prod", "sc-northwind-prod")],
   ("what's the display name of our production subscription in the portal?",
    "It shows up as `Azure-Prod` in the portal; the pipeline service connection that targets it has its own name."),
   holds="`Azure-Prod`")

# ---------------------------------------------------------------- 055
sc("team-env", "literal", "other_identifier", "lookalike",
   ("what URL do I hit for the orders API when I run it locally?",
    "`dotnet run` serves it on `https://localhost:5001`.",
    "orders runs on http://localhost:5180 locally, launchSettings pins it. 5001 is the identity servce",
    "https://localhost:5001", "http://localhost:5180"),
   ("curl the orders list on my machine",
    "`curl -k https://localhost:5001/api/orders`",
    ["http://localhost:5180/api/orders"], ["localhost:5001"]),
   [("curl -k https://localhost:5001/api/orders", "curl http://localhost:5180/api/orders")],
   ("what's the local URL for the identity service?",
    "Identity.Api's launch profile serves it on `https://localhost:5001`."),
   holds="https://localhost:5001")

# ---------------------------------------------------------------- 056
sc("team-conventions", "paraphrase", "code_block", "same_topic",
   ("register the distributed Redis cache for Orders.Api",
    "```csharp\nbuilder.Services.AddStackExchangeRedisCache(o =>\n{\n    o.Configuration = builder.Configuration.GetConnectionString(\"Redis\");\n    o.InstanceName = \"OrdersApi_\";\n});\n```",
    "InstanceName here is the lowercase service name plus a colon, so \"orders:\". The redis dashboards group keys by that prefix.",
    "\"OrdersApi_\"", "\"orders:\""),
   ("redis cache for the Billing API, same setup as orders",
    "```csharp\nbuilder.Services.AddStackExchangeRedisCache(options =>\n{\n    options.Configuration = builder.Configuration.GetConnectionString(\"Redis\");\n    options.InstanceName = \"BillingApi_\";\n});\n```",
    ["InstanceName = \"billing:\""], ["BillingApi_"]),
   [("\"BillingApi_\"", "\"billing:\"")],
   ("how long do the cached price entries live?",
    "`await cache.SetStringAsync(key, json, new DistributedCacheEntryOptions { AbsoluteExpirationRelativeToNow = TimeSpan.FromMinutes(10) });` keeps each one for ten minutes."))

# ---------------------------------------------------------------- 057
sc("efcore", "semantic", "reworded", "already_correct",
   ("speed up the dashboard: run the three count queries in parallel on the injected DbContext",
    "```csharp\nvar counts = await Task.WhenAll(\n    db.Orders.CountAsync(),\n    db.Customers.CountAsync(),\n    db.Products.CountAsync());\n```\nEF Core handles concurrent queries on the same context.",
    "a DbContext doesn't support concurrent operations, that throws 'A second operation was started on this context'. Either await them one by one or use a separate context per query (IDbContextFactory).",
    "EF Core handles concurrent queries on the same context.",
    "A DbContext can't run concurrent queries; await them sequentially or use separate contexts."),
   ("can I fire off two ToListAsync calls on the same context and await them with Task.WhenAll?",
    "Yes, a single DbContext can run several async queries at once, so `await Task.WhenAll(db.Orders.ToListAsync(), db.Refunds.ToListAsync())` is fine.",
    [r"re:(?i)IDbContextFactory|separate context|one (operation )?at a time|sequential|one after (the )?other|one by one"],
    ["can run several async queries at once"]),
   [("Yes, a single DbContext can run several async queries at once, so `await Task.WhenAll(db.Orders.ToListAsync(), db.Refunds.ToListAsync())` is fine.",
     "No, a DbContext allows one operation at a time; `Task.WhenAll` over the same context throws \"A second operation was started on this context instance\". Await the two queries one after the other, or give each its own context from IDbContextFactory.")],
   ("why did I get 'A second operation was started on this context instance'?",
    "Two operations overlapped on the same DbContext, usually a missing await or a Task.WhenAll over one context. A context allows one operation at a time."),
   holds="one operation at a time")

# ---------------------------------------------------------------- 058
sc("xunit", "semantic", "reworded", "same_topic",
   ("my Console.WriteLine in an xunit test doesn't show up, how do I log from tests?",
    "It does show up: run `dotnet test -v n` and the console output is printed with the results.",
    "xunit v2 doesn't capture Console at all. Inject ITestOutputHelper in the ctor and use _output.WriteLine.",
    "It does show up: run `dotnet test -v n` and the console output is printed with the results.",
    "Inject ITestOutputHelper and call _output.WriteLine."),
   ("we're on xunit 2.9. how do I print debug info from inside a [Fact] so it shows in the test results?",
    "Just use `Console.WriteLine(...)` inside the test; xUnit captures standard output and shows it next to each test.",
    ["ITestOutputHelper"], ["xUnit captures standard output"]),
   [("Just use `Console.WriteLine(...)` inside the test; xUnit captures standard output and shows it next to each test.",
     "Take an `ITestOutputHelper` in the test class constructor and call `_output.WriteLine(...)`; xUnit 2 doesn't capture Console, but this output is attached to each test's result.")],
   ("where does ITestOutputHelper output show up?",
    "It's attached to the individual test result: Test Explorer shows it for that test, and `dotnet test --logger \"console;verbosity=detailed\"` prints it in the terminal."))

# ---------------------------------------------------------------- 059
sc("team-env", "literal", "other_identifier", "lookalike",
   ("connection string host for orders prod, the one we put in Key Vault?",
    "Point it at `sql-orders-prod-weu.database.windows.net`, the primary server.",
    "in prod it's the failover group listener, orders-fog.database.windows.net. the server name breaks the moment we fail over",
    "sql-orders-prod-weu.database.windows.net", "orders-fog.database.windows.net"),
   ("read-write connection string for the orders reporting job in prod",
    "`Server=tcp:sql-orders-prod-weu.database.windows.net,1433;Database=orders;Authentication=Active Directory Default;Encrypt=True;`",
    ["orders-fog.database.windows.net"], ["sql-orders-prod-weu.database.windows.net"]),
   [("sql-orders-prod-weu.database.windows.net", "orders-fog.database.windows.net")],
   ("what do I pass to az sql db show for the orders prod database?",
    "`az sql db show -g rg-prod-orders -s sql-orders-prod-weu -n orders`; the CLI wants the server name here, not the failover group listener."),
   holds="-s sql-orders-prod-weu")

# ---------------------------------------------------------------- 060
sc("dotnet-cli", "paraphrase", "reordered_args", "lookalike",
   ("how do I build the .nupkg for Northwind.Platform.Resilience?",
    "Run `dotnet publish -c Release`; the .nupkg lands in bin/Release.",
    "publish gives you a deployable folder, not a package. The .nupkg comes from dotnet pack -c Release",
    "dotnet publish -c Release", "dotnet pack -c Release"),
   ("CI script line that produces the nuget package for the caching lib into artifacts/",
    "`dotnet publish -o artifacts src/Northwind.Platform.Caching -c Release`",
    [r"re:dotnet pack\b"], ["dotnet publish"]),
   [("dotnet publish", "dotnet pack")],
   ("produce the framework-dependent output folder for the Orders.Api container image",
    "`dotnet publish src/Orders.Api -c Release -o out`, then copy out/ into the aspnet runtime image."),
   holds="dotnet publish src/Orders.Api")


# ================================================================ validation

def hit(entry, text):
    if entry.startswith("re:"):
        return re.search(entry[3:], text) is not None
    return entry in text


def fixed(text, contains, absent):
    return all(hit(c, text) for c in contains) and not any(hit(a, text) for a in absent)


def validate():
    errors = []
    if len(S) != 60:
        errors.append("expected 60 scenarios, got %d" % len(S))
    seen = {}
    for i, s in enumerate(S, 1):
        sid = "d52-%03d" % i
        s["id"] = sid
        if s["difficulty"] not in DIFFICULTIES:
            errors.append(sid + ": bad difficulty")
        if s["control_kind"] not in CONTROL_KINDS:
            errors.append(sid + ": bad control_kind")
        if s["repeat_variation"] not in VARIATIONS:
            errors.append(sid + ": bad repeat_variation")
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ["query", "output", "message", "gold_wrong", "gold_right"]),
                           (r, ["query", "output", "expect_contains", "expect_absent"]),
                           (c, ["query", "output"])):
            for k in keys:
                if k not in part:
                    errors.append("%s: missing %s" % (sid, k))
        for k in ("query", "output", "message", "gold_wrong", "gold_right"):
            if not isinstance(t.get(k), str) or not t.get(k):
                errors.append("%s: teach.%s empty" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append(sid + ": gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            errors.append(sid + ": gold_wrong == gold_right")
        if not r["expect_contains"] and not r["expect_absent"]:
            errors.append(sid + ": repeat has no checks")
        for e in r["expect_contains"] + r["expect_absent"]:
            if e.startswith("re:"):
                try:
                    re.compile(e[3:])
                except re.error as ex:
                    errors.append("%s: bad regex %r: %s" % (sid, e, ex))
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            errors.append(sid + ": repeat as written already passes its check")
        out = r["output"]
        if not s["_fix"]:
            errors.append(sid + ": empty fix list")
        for old, new in s["_fix"]:
            if old not in out:
                errors.append("%s: fix old text %r not in repeat" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            errors.append(sid + ": repeat with fix applied still fails its check")
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["_holds"]:
                errors.append(sid + ": holds missing")
            elif s["_holds"] not in c["output"]:
                errors.append("%s: control does not contain holds %r" % (sid, s["_holds"]))
        for where, txt in (("teach.query", t["query"]), ("teach.output", t["output"]),
                           ("teach.message", t["message"]), ("repeat.query", r["query"]),
                           ("repeat.output", r["output"]), ("control.query", c["query"]),
                           ("control.output", c["output"])):
            key = txt.strip()
            if key in seen:
                errors.append("%s: duplicate text in %s (also %s)" % (sid, where, seen[key]))
            else:
                seen[key] = "%s %s" % (sid, where)
    for field, ranges in RANGES.items():
        counts = Counter(s[field] for s in S)
        for k, (lo, hi) in ranges.items():
            if not lo <= counts.get(k, 0) <= hi:
                errors.append("%s=%s count %d outside %d..%d" % (field, k, counts.get(k, 0), lo, hi))
    return errors


def record(s):
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: s["teach"][k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {k: s["repeat"][k] for k in ("query", "output", "expect_contains", "expect_absent")},
        "control": {k: s["control"][k] for k in ("query", "output")},
    }


def table(field, order):
    counts = Counter(s[field] for s in S)
    lines = ["| %s | count |" % field, "|---|---|"]
    for k in order:
        lines.append("| `%s` | %d |" % (k, counts.get(k, 0)))
    return "\n".join(lines)


def readme():
    return "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev52: .NET and C# corrections",
        "",
        "60 teach -> repeat -> control scenarios (`d52-001` ... `d52-060`) on .NET and C#: the dotnet CLI,",
        "NuGet and central package management, csproj and global.json settings, ASP.NET Core configuration,",
        "appsettings and middleware, Entity Framework Core (SQL Server and Npgsql), xUnit / NUnit / MSTest,",
        "Azure DevOps pipelines, and one team's own feeds, hosts, ports, environments and naming conventions.",
        "Each teach output holds one mistake that the teach message corrects; the repeat is a later session",
        "that repeats the mistake; the control must come back byte-identical. The scenario format and the",
        "check semantics are those of the loop scenarios (`expect_contains` / `expect_absent`, `re:` = Python regex).",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, with build-only fixes and control `holds` strings; validates and writes the two files below |",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `README.md` | this file (generated) |",
        "",
        "`build.py` checks that every repeat as written fails its own check, that the repeat with its fix",
        "applied passes, that `gold_wrong` occurs in the teach output, that lookalike and already_correct",
        "controls contain their `holds` text, that no text is duplicated, and that the counts below are in range.",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTIES),
        "",
        table("control_kind", CONTROL_KINDS),
        "",
        table("repeat_variation", VARIATIONS),
        "",
    ])


def main():
    errors = validate()
    if errors:
        for e in errors:
            print("ERROR", e)
        print("%d error(s); nothing written" % len(errors))
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            f.write(json.dumps(record(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print(field, dict(Counter(s[field] for s in S)))
    print("ok: wrote scenarios.jsonl (%d) and README.md" % len(S))
    return 0


if __name__ == "__main__":
    sys.exit(main())
