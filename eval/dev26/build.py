#!/usr/bin/env python3
"""Build eval/dev26: 60 teach -> repeat -> control scenarios (Windows and enterprise IT).

    python3 build.py

Holds every scenario as data, validates it, and writes scenarios.jsonl and README.md
next to this file. Standard library only. The corrected repeats ("fix"/"fixed") and the
control assertions ("control_must"/"control_must_not") are build-time checks only and are
not written to the jsonl.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTY = ("literal", "paraphrase", "semantic")
VARIATION = ("reworded", "code_block", "casing", "renamed_identifier", "reordered_args",
             "prose_claim", "equivalent_construct", "other")
CONTROL = ("lookalike", "same_topic", "already_correct", "unrelated")
TARGET = {
    "difficulty": {"literal": 25, "paraphrase": 20, "semantic": 15},
    "control_kind": {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6},
}

SCENARIOS = []


def T(s):
    """Multi-line text block written flush left; drop the surrounding blank lines."""
    return s.strip("\n")


def Teach(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": T(output), "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def Repeat(query, output, expect_contains, expect_absent):
    return {"query": query, "output": T(output),
            "expect_contains": list(expect_contains), "expect_absent": list(expect_absent)}


def Control(query, output):
    return {"query": query, "output": T(output)}


def add(sid, topic, difficulty, variation, control_kind, teach, repeat, control,
        fix=None, fixed=None, control_must=(), control_must_not=None):
    SCENARIOS.append({
        "id": sid, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "_fix": fix, "_fixed": T(fixed) if fixed is not None else None,
        "_control_must": list(control_must),
        "_control_must_not": None if control_must_not is None else list(control_must_not),
    })


# =====================================================================================
# Scenarios. The fictional company is Kestrel Freight: AD domain corp.kestrelfreight.com
# (NetBIOS KFCORP), tenant kestrelfreight.onmicrosoft.com, DCs kf-dc01 (PDC) and kf-dc02,
# file server kf-fs02, SQL kf-sql-prd01 / kf-sql-rpt01, web kf-web01 / kf-web02.
# =====================================================================================

# ------------------------------------------------------------------------- d26-001
add("d26-001", "winrm", "literal", "reworded", "lookalike",
    Teach("Set up a WinRM HTTPS listener on kf-app03 using its machine certificate and open the firewall for it.",
          r'''
You can bind the listener to the computer certificate our enterprise CA auto-enrolled:

```powershell
$fqdn = 'kf-app03.corp.kestrelfreight.com'
$cert = Get-ChildItem Cert:\LocalMachine\My |
    Where-Object { $_.Subject -eq "CN=$fqdn" -and $_.NotAfter -gt (Get-Date) } |
    Sort-Object NotAfter -Descending | Select-Object -First 1

New-Item -Path WSMan:\localhost\Listener -Transport HTTPS -Address * `
    -CertificateThumbPrint $cert.Thumbprint -HostName $fqdn -Force

New-NetFirewallRule -DisplayName 'WinRM HTTPS-In' -Direction Inbound `
    -Protocol TCP -LocalPort 5985 -Profile Domain -Action Allow
```

Check it from your admin workstation:

```powershell
Test-WSMan -ComputerName kf-app03.corp.kestrelfreight.com -UseSSL
```
''',
          "5985 is the plain HTTP listener. HTTPS is on 5986.",
          "-LocalPort 5985",
          "-LocalPort 5986"),
    Repeat("kf-sql-prd01 needs remote PowerShell over SSL from the jump host, what firewall rule do I add?",
           r'''
Once the HTTPS listener exists on kf-sql-prd01 (check with `winrm enumerate winrm/config/listener`), allow the port inbound, scoped to the jump host so it isn't open to the whole server VLAN:

```powershell
Invoke-Command -ComputerName kf-sql-prd01 -ScriptBlock {
    New-NetFirewallRule -DisplayName 'WinRM over SSL from kf-jump01' -Direction Inbound `
        -Protocol TCP -LocalPort 5985 -RemoteAddress 10.40.8.21 -Action Allow
}
```

Then connect with:

```powershell
Enter-PSSession -ComputerName kf-sql-prd01.corp.kestrelfreight.com -UseSSL
```
''',
           [r"re:-LocalPort\s+5986\b"], [r"re:-LocalPort\s+5985\b"]),
    Control("The monitoring agent on kf-app05 needs plain WinRM (HTTP, Kerberos) from the SCOM servers, which firewall rule?",
            r'''
Inside the domain Kerberos already encrypts the WinRM payload, so the HTTP listener is fine for the SCOM management servers. Allow it only from their subnet:

```powershell
New-NetFirewallRule -DisplayName 'WinRM HTTP-In (SCOM)' -Direction Inbound `
    -Protocol TCP -LocalPort 5985 -RemoteAddress 10.40.12.0/24 -Profile Domain -Action Allow
```

Confirm the listener is there with `winrm enumerate winrm/config/listener`: you should see `Transport = HTTP` and `Port = 5985`.
'''),
    fix=[("-LocalPort 5985", "-LocalPort 5986")],
    control_must=["-LocalPort 5985"], control_must_not=[r"re:-LocalPort\s+5986"])

# ------------------------------------------------------------------------- d26-002
add("d26-002", "powershell", "paraphrase", "renamed_identifier", "lookalike",
    Teach("Script to warn when C: on the file servers is more than 90% full",
          r'''
This pulls the C: volume from each file server over CIM and warns when it is more than 90 % full:

```powershell
foreach ($server in 'kf-fs02', 'kf-fs03') {
    $disk = Get-CimInstance -ComputerName $server -ClassName Win32_LogicalDisk -Filter "DeviceID='C:'"
    $usedPct = [math]::Round(100 - ($disk.FreeSpace / $disk.Size * 100), 1)
    if ($usedPct > 90) {
        Write-Warning "$server C: is at $usedPct % used"
    }
}
```

Schedule it hourly on kf-mgmt01 and send the warnings to the alerting mailbox.
''',
          "that `>` writes a file called 90 in the current dir instead of comparing. -gt",
          "if ($usedPct > 90) {",
          "if ($usedPct -gt 90) {"),
    Repeat("Check the print queues on kf-print01 and warn if more than 500 jobs are stuck",
           r'''
The PrintManagement module can count jobs per queue remotely:

```powershell
$jobs = Get-Printer -ComputerName kf-print01 |
    ForEach-Object { Get-PrintJob -ComputerName kf-print01 -PrinterName $_.Name }
$stuck = $jobs | Where-Object { $_.JobStatus -match 'Error|Blocked' }

if ($stuck.Count > 500) {
    Write-Warning "kf-print01 has $($stuck.Count) stuck jobs - restart the Spooler"
}
```

If it fires often, check the driver isolation setting on the queues that pile up.
''',
           [r"re:\$stuck\.Count\s+-gt\s+500"], [r"re:\$[\w.]+\s*>\s*\d"]),
    Control("Same threshold check in the C# worker that reads the print queue stats",
            r'''
In the worker it is a plain comparison on the count returned by the stats endpoint:

```csharp
var stats = await _printStats.GetQueueStatsAsync("kf-print01", stoppingToken);
var stuck = stats.Jobs.Count(j => j.Status is JobStatus.Error or JobStatus.Blocked);

if (stuck > 500)
{
    _logger.LogWarning("kf-print01 has {Stuck} stuck jobs", stuck);
}
```

Keep the 500 in `appsettings.json` under `PrintMonitor:StuckThreshold` so ops can tune it without a deploy.
'''),
    fix=[("if ($stuck.Count > 500)", "if ($stuck.Count -gt 500)")],
    control_must=["if (stuck > 500)"], control_must_not=["-gt"])

# ------------------------------------------------------------------------- d26-003
add("d26-003", "sql-server", "literal", "reordered_args", "lookalike",
    Teach("Run the month-end proc on the reporting server from a batch job with Windows auth",
          r'''
The job runs as the service account, so use a trusted connection instead of a SQL login:

```bat
sqlcmd -S kf-sql-rpt01 -d Finance -T -b -Q "EXEC dbo.usp_MonthEndClose @Period = '2024-10'"
if errorlevel 1 (
    echo Month-end close failed >> D:\Jobs\logs\monthend.log
    exit /b 1
)
```

`-b` makes sqlcmd return a non-zero exit code on a SQL error, so the `if errorlevel` check actually fires.
''',
          "sqlcmd's trusted connection switch is -E. -T is the bcp one.",
          "sqlcmd -S kf-sql-rpt01 -d Finance -T -b",
          "sqlcmd -S kf-sql-rpt01 -d Finance -E -b"),
    Repeat("Nightly index maintenance script on the reporting box, called from Task Scheduler",
           r'''
Put the maintenance T-SQL in a file and have the task call sqlcmd with the script and an output log:

```bat
@echo off
set LOG=D:\Jobs\logs\index_maint.log
sqlcmd -T -b -S kf-sql-rpt01 -i D:\Jobs\sql\index_maintenance.sql -o "%LOG%"
exit /b %ERRORLEVEL%
```

Run the task as `KFCORP\svc-sqljobs` and tick "Run whether user is logged on or not" so it works overnight.
''',
           [r"re:sqlcmd[^\n]*\s-E\b"], [r"re:sqlcmd[^\n]*\s-T\b"]),
    Control("Export the shipments table from kf-sql-rpt01 to CSV for the carrier audit",
            r'''
bcp is the quickest for a flat export; `-T` gives it a trusted connection as you:

```bat
bcp "SELECT ShipmentId, CarrierCode, ShippedAt, WeightKg FROM Logistics.dbo.Shipments WHERE ShippedAt >= '2024-01-01'" ^
    queryout D:\Exports\shipments_2024.csv -S kf-sql-rpt01 -T -c -t,
```

`-c` writes character data and `-t,` sets the comma delimiter. bcp doesn't write a header row, so add one afterwards if the auditors need it.
'''),
    fix=[("sqlcmd -T -b", "sqlcmd -E -b")],
    control_must=["-S kf-sql-rpt01 -T -c"], control_must_not=[r"re:\s-E\b"])

# ------------------------------------------------------------------------- d26-004
add("d26-004", "sql-server", "literal", "code_block", "lookalike",
    Teach(r"Firewall rules needed for the named instance kf-sql-prd01\WMS",
          r'''
A named instance needs two things reachable: the instance's own port and the SQL Server Browser, which tells clients that port.

1. Pin the instance to a static port in SQL Server Configuration Manager (TCP/IP, IP All, TCP Port = 1450, clear TCP Dynamic Ports) and restart the service.
2. Open both ports:

```powershell
New-NetFirewallRule -DisplayName 'SQL WMS instance' -Direction Inbound -Protocol TCP -LocalPort 1450 -Action Allow
New-NetFirewallRule -DisplayName 'SQL Browser' -Direction Inbound -Protocol TCP -LocalPort 1434 -Action Allow
```

Clients can then connect with `kf-sql-prd01\WMS`, or skip the Browser entirely with `kf-sql-prd01,1450`.
''',
          "Browser listens on UDP 1434, not TCP",
          "-Protocol TCP -LocalPort 1434",
          "-Protocol UDP -LocalPort 1434"),
    Repeat(r"Connections to kf-sql-rpt01\SSRS time out from the app servers unless I give the port. What's missing?",
           r'''
That symptom means instance-name resolution fails, so the SQL Server Browser can't be reached. Make sure the Browser service is running and its port is open on kf-sql-rpt01:

```powershell
Invoke-Command -ComputerName kf-sql-rpt01 -ScriptBlock {
    Set-Service SQLBrowser -StartupType Automatic
    Start-Service SQLBrowser
    New-NetFirewallRule -DisplayName 'SQL Server Browser' -Direction Inbound -Protocol TCP -LocalPort 1434 -Action Allow
}
```

After that `kf-sql-rpt01\SSRS` should resolve without the port suffix.
''',
           [r"re:-Protocol\s+UDP\s+-LocalPort\s+1434"], [r"re:-Protocol\s+TCP\s+-LocalPort\s+1434"]),
    Control("Enable the remote dedicated admin connection on kf-sql-prd01 and allow it through the firewall",
            r'''
Turn on remote DAC, then open its port. For the default instance the DAC listens on TCP 1434:

```sql
EXEC sp_configure 'remote admin connections', 1;
RECONFIGURE;
```

```powershell
New-NetFirewallRule -DisplayName 'SQL DAC' -Direction Inbound -Protocol TCP -LocalPort 1434 `
    -RemoteAddress 10.40.8.21 -Action Allow
```

Connect from kf-jump01 with `sqlcmd -S admin:kf-sql-prd01 -E`. Only one DAC session is allowed at a time.
'''),
    fix=[("-Protocol TCP -LocalPort 1434", "-Protocol UDP -LocalPort 1434")],
    control_must=["-Protocol TCP -LocalPort 1434"], control_must_not=["UDP"])

# ------------------------------------------------------------------------- d26-005
add("d26-005", "powershell", "literal", "casing", "same_topic",
    Teach("List disk sizes and free space on kf-fs02 from my admin box",
          r'''
Query the logical disks over WMI and format the sizes in GB:

```powershell
Get-WmiObject -Class Win32_LogicalDisk -ComputerName kf-fs02 -Filter "DriveType=3" |
    Select-Object DeviceID,
        @{n='SizeGB'; e={[math]::Round($_.Size / 1GB, 1)}},
        @{n='FreeGB'; e={[math]::Round($_.FreeSpace / 1GB, 1)}}
```

`DriveType=3` limits it to local fixed disks, so mapped drives and the DVD drive are skipped.
''',
          "we're on pwsh 7 on the admin boxes, Get-WmiObject doesn't exist there anymore. use Get-CimInstance",
          "Get-WmiObject -Class Win32_LogicalDisk",
          "Get-CimInstance -ClassName Win32_LogicalDisk"),
    Repeat("quick one-liner for last boot time of kf-web02?",
           r'''
From an interactive prompt:

```powershell
get-wmiobject win32_operatingsystem -computername kf-web02 | select csname, @{n='LastBoot'; e={$_.ConvertToDateTime($_.LastBootUpTime)}}
```

The `ConvertToDateTime` call turns the DMTF string into a readable date. If it shows a reboot you didn't expect, check the System log for event 1074 to see who or what initiated it.
''',
           [r"re:(?i)get-ciminstance"], [r"re:(?i)get-wmiobject"]),
    Control("How do I get the BIOS serial number of KF-LT-0142 remotely?",
            r'''
Win32_BIOS has it; query it over CIM:

```powershell
Get-CimInstance -ClassName Win32_BIOS -ComputerName KF-LT-0142 |
    Select-Object PSComputerName, SerialNumber, SMBIOSBIOSVersion
```

If WinRM isn't reachable on that laptop (it's off the VPN, say), the same serial is shown in Intune under the device's hardware properties.
'''),
    fixed=r'''
From an interactive prompt:

```powershell
get-ciminstance win32_operatingsystem -computername kf-web02 | select csname, lastbootuptime
```

CIM already returns `LastBootUpTime` as a DateTime, so no conversion is needed. If it shows a reboot you didn't expect, check the System log for event 1074 to see who or what initiated it.
''')

# ------------------------------------------------------------------------- d26-006
add("d26-006", "sql-server", "paraphrase", "renamed_identifier", "lookalike",
    Teach("Show me the 20 most recent orders with their customer name from the Orders DB on kf-sql-prd01",
          r'''
Join orders to customers and sort by creation time:

```sql
SELECT o.OrderId,
       o.OrderNumber,
       c.CustomerName,
       o.TotalAmount,
       o.CreatedAt
FROM dbo.Orders AS o
JOIN dbo.Customers AS c ON c.CustomerId = o.CustomerId
ORDER BY o.CreatedAt DESC
LIMIT 20;
```

There's an index on `Orders(CreatedAt)`, so this stays cheap even on the full table.
''',
          "This is SQL Server — LIMIT isn't a thing in T-SQL. Use TOP (20) or OFFSET/FETCH.",
          "ORDER BY o.CreatedAt DESC\nLIMIT 20;",
          "ORDER BY o.CreatedAt DESC\nOFFSET 0 ROWS FETCH NEXT 20 ROWS ONLY;"),
    Repeat("Last 50 failed sign-ins from the auth audit table on kf-sql-prd01",
           r'''
Failed attempts are the rows with `Succeeded = 0`:

```sql
SELECT a.EventTime,
       a.UserPrincipalName,
       a.ClientIp,
       a.FailureReason
FROM dbo.AuthAudit AS a
WHERE a.Succeeded = 0
ORDER BY a.EventTime DESC
LIMIT 50;
```

If the same IP shows up for many different accounts, that's password spraying; hand it to the security team.
''',
           [r"re:(?i)TOP\s*\(?\s*50|FETCH\s+(NEXT|FIRST)\s+50"], [r"re:(?i)\bLIMIT\s+\d+"]),
    Control("Same thing but against the analytics replica on kf-pg-analytics (Postgres)",
            r'''
On PostgreSQL `LIMIT` is the right clause; the table was replicated with lower-case names:

```sql
SELECT event_time,
       user_principal_name,
       client_ip,
       failure_reason
FROM auth_audit
WHERE succeeded = false
ORDER BY event_time DESC
LIMIT 50;
```

Connect with `psql -h kf-pg-analytics -d analytics -U report_ro`.
'''),
    fix=[("LIMIT 50;", "OFFSET 0 ROWS FETCH NEXT 50 ROWS ONLY;")],
    control_must=["LIMIT 50;"], control_must_not=["TOP", "FETCH NEXT"])

# ------------------------------------------------------------------------- d26-007
add("d26-007", "powershell", "paraphrase", "equivalent_construct", "lookalike",
    Teach(r"Add C:\Tools\kfctl to my PATH for the current session and permanently for me",
          r'''
For the current session:

```powershell
$env:Path += ':C:\Tools\kfctl'
```

To keep it for your user account, write it back to the user-level variable as well:

```powershell
$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
[Environment]::SetEnvironmentVariable('Path', $userPath + ':C:\Tools\kfctl', 'User')
```

Open a new terminal afterwards and `kfctl --version` should resolve.
''',
          "Path entries on windows are separated by ; not :",
          r"$env:Path += ':C:\Tools\kfctl'",
          r"$env:Path += ';C:\Tools\kfctl'"),
    Repeat(r"Terraform is unpacked to C:\Program Files\Terraform, make it available machine-wide",
           r'''
Machine-wide means the Machine scope of the Path variable, which needs an elevated prompt:

```powershell
$machinePath = [Environment]::GetEnvironmentVariable('Path', 'Machine')
if ($machinePath -notlike '*C:\Program Files\Terraform*') {
    [Environment]::SetEnvironmentVariable('Path', $machinePath + ':C:\Program Files\Terraform', 'Machine')
}
```

Existing sessions keep the old value; open a new shell (or sign out and back in for apps started from Explorer) and run `terraform -version`.
''',
           [r"re:\+\s*';[A-Za-z]:\\"], [r"re:\+\s*':[A-Za-z]:\\"]),
    Control("And inside my WSL Ubuntu, how do I add ~/.local/bin to PATH?",
            r'''
Inside WSL you are in bash, where PATH entries are colon-separated. Add this to `~/.bashrc`:

```bash
export PATH="$PATH:$HOME/.local/bin"
```

Reload with `source ~/.bashrc`. Windows entries are appended to the Linux PATH automatically (as `/mnt/c/...`); if that slows down tab completion, set `appendWindowsPath = false` under `[interop]` in `/etc/wsl.conf`.
'''),
    fix=[(r"+ ':C:\Program Files\Terraform'", r"+ ';C:\Program Files\Terraform'")],
    control_must=["$PATH:$HOME"], control_must_not=["$PATH;"])

# ------------------------------------------------------------------------- d26-008
add("d26-008", "powershell", "paraphrase", "code_block", "lookalike",
    Teach("Copy the nightly rates export to every branch share and log which copies failed",
          r'''
Loop over the branches and catch the failures so one bad share doesn't stop the rest:

```powershell
foreach ($branch in Get-Content .\branches.txt) {
    $dest = "\\kf-fs02\Departments$\Branches\$branch\Inbound"
    try {
        Copy-Item -Path D:\Exports\rates.csv -Destination $dest -ErrorAction SilentlyContinue
        Write-Host "OK   $branch"
    }
    catch {
        Write-Warning "FAIL $branch : $($_.Exception.Message)"
    }
}
```
''',
          "The catch block will never run like that. SilentlyContinue suppresses the error, so it has to be -ErrorAction Stop for try/catch to see it.",
          r"Copy-Item -Path D:\Exports\rates.csv -Destination $dest -ErrorAction SilentlyContinue",
          r"Copy-Item -Path D:\Exports\rates.csv -Destination $dest -ErrorAction Stop"),
    Repeat("Stop the KF services on kf-app04 before patching and tell me which ones refused",
           r'''
Run it on the server and collect the failures:

```powershell
$failed = foreach ($svc in 'KFPrintBridge', 'KFLabelSvc', 'KFRateSync') {
    try {
        Stop-Service -Name $svc -Force -ErrorAction SilentlyContinue
    }
    catch {
        $svc
    }
}
if ($failed) { Write-Warning "Still running: $($failed -join ', ')" }
```

Anything listed there needs a look in Task Manager before you start the patch run.
''',
           [r"re:try\s*\{[^}]*-ErrorAction Stop"], [r"re:try\s*\{[^}]*-ErrorAction SilentlyContinue"]),
    Control(r"Clear out temp files older than 7 days in D:\Exports\tmp, I don't care if some are locked",
            r'''
Locked files are expected here, so just let those be skipped without noise:

```powershell
Get-ChildItem -Path D:\Exports\tmp -File -Recurse |
    Where-Object LastWriteTime -lt (Get-Date).AddDays(-7) |
    Remove-Item -Force -ErrorAction SilentlyContinue
```

Whatever is still locked today gets picked up on the next run. Add `-WhatIf` to `Remove-Item` the first time to see what it would delete.
'''),
    fix=[("-Force -ErrorAction SilentlyContinue", "-Force -ErrorAction Stop")],
    control_must=["-ErrorAction SilentlyContinue"], control_must_not=[r"re:try\s*\{", "-ErrorAction Stop"])

# ------------------------------------------------------------------------- d26-009
add("d26-009", "powershell", "paraphrase", "renamed_identifier", "already_correct",
    Teach("Function that returns a user's manager's email, or the service desk address if there's no manager",
          r'''
```powershell
function Get-KFManagerMail {
    param([Parameter(Mandatory)][string]$SamAccountName)

    $user = Get-ADUser -Identity $SamAccountName -Properties Manager
    if ($user.Manager -eq $null) {
        return 'servicedesk@kestrelfreight.com'
    }
    (Get-ADUser -Identity $user.Manager -Properties mail).mail
}
```

`Manager` holds the manager's DN, so the second lookup resolves it to the account and reads `mail`.
''',
          "Our CI runs PSScriptAnalyzer and fails on this - $null has to go on the left side of the comparison.",
          "if ($user.Manager -eq $null) {",
          "if ($null -eq $user.Manager) {"),
    Repeat("Write a helper that connects to Graph only if there's no current context",
           r'''
`Get-MgContext` returns nothing when you aren't connected, so test for that before connecting:

```powershell
function Connect-KFGraph {
    $ctx = Get-MgContext
    if ($ctx -eq $null) {
        Connect-MgGraph -TenantId 'kestrelfreight.onmicrosoft.com' -Scopes 'User.Read.All', 'Group.Read.All' -NoWelcome
    }
}
```

Call `Connect-KFGraph` at the top of each reporting script instead of `Connect-MgGraph` directly.
''',
           [r"re:\$null\s+-eq\s+\$ctx"], [r"re:\$\w+(\.\w+)*\s+-(eq|ne)\s+\$null"]),
    Control("Set a description on KF-LT-0142 if the computer object doesn't have one yet",
            r'''
Read the attribute first and only write when it's empty:

```powershell
$pc = Get-ADComputer -Identity 'KF-LT-0142' -Properties Description
if ($null -eq $pc.Description -or $pc.Description -eq '') {
    Set-ADComputer -Identity 'KF-LT-0142' -Description 'Assigned: akhan (Finance)'
}
```

Use `[string]::IsNullOrWhiteSpace($pc.Description)` instead if you also want to treat whitespace-only descriptions as empty.
'''),
    fix=[("if ($ctx -eq $null)", "if ($null -eq $ctx)")],
    control_must=["$null -eq $pc.Description"])

# ------------------------------------------------------------------------- d26-010
add("d26-010", "powershell", "literal", "code_block", "same_topic",
    Teach("Pull the last 50 errors from the System log on kf-app04",
          r'''
```powershell
Get-EventLog -LogName System -EntryType Error -Newest 50 -ComputerName kf-app04 |
    Select-Object TimeGenerated, Source, EventID, Message |
    Format-Table -AutoSize -Wrap
```

Sort by `Source` afterwards if you want to see which component is noisiest.

For a longer window, replace `-Newest 50` with `-After (Get-Date).AddDays(-7)`.
''',
          "Get-EventLog was removed in PowerShell 7, which is what we run. Needs Get-WinEvent with a filter hashtable.",
          "Get-EventLog -LogName System -EntryType Error -Newest 50 -ComputerName kf-app04",
          "Get-WinEvent -ComputerName kf-app04 -FilterHashtable @{ LogName = 'System'; Level = 2 } -MaxEvents 50"),
    Repeat("I need yesterday's MSSQLSERVER errors from the Application log on kf-sql-prd01",
           r'''
Filter on the source and the time window:

```powershell
$since = (Get-Date).Date.AddDays(-1)
Get-EventLog -LogName Application -Source MSSQLSERVER -EntryType Error `
    -After $since -Before (Get-Date).Date -ComputerName kf-sql-prd01 |
    Select-Object TimeGenerated, EventID, Message
```

Events 17883 and 17884 point at scheduler problems; 823 and 824 are I/O errors and need a `DBCC CHECKDB`.
''',
           ["Get-WinEvent"], ["Get-EventLog"]),
    Control("Find out who rebooted kf-web01 last night",
            r'''
Planned and user-initiated restarts are logged as event 1074 by User32 in the System log:

```powershell
Get-WinEvent -ComputerName kf-web01 -FilterHashtable @{
    LogName = 'System'; Id = 1074; StartTime = (Get-Date).Date.AddDays(-1)
} | Select-Object TimeCreated, @{n='Message'; e={$_.Message -replace '\s+', ' '}}
```

The message names the process and the account, for example `TrustedInstaller.exe` for Windows Update or `KFCORP\adm-mberg` for a manual restart. An unexpected power loss shows up as 6008 instead.
'''),
    fixed=r'''
Filter on the provider and the time window:

```powershell
$since = (Get-Date).Date.AddDays(-1)
Get-WinEvent -ComputerName kf-sql-prd01 -FilterHashtable @{
    LogName = 'Application'; ProviderName = 'MSSQLSERVER'; Level = 2
    StartTime = $since; EndTime = (Get-Date).Date
} | Select-Object TimeCreated, Id, Message
```

Events 17883 and 17884 point at scheduler problems; 823 and 824 are I/O errors and need a `DBCC CHECKDB`.
''')

# ------------------------------------------------------------------------- d26-011
add("d26-011", "active-directory", "literal", "reworded", "lookalike",
    Teach("tnguyen keeps getting locked out. how do I find which machine is doing it?",
          r'''
Lockouts are recorded on the PDC emulator, so query kf-dc01 (it holds the PDC role) and read the caller computer from the event:

```powershell
Get-WinEvent -ComputerName kf-dc01 -FilterHashtable @{
    LogName = 'Security'
    Id      = 4625
} | Where-Object { $_.Properties[0].Value -eq 'tnguyen' } |
    Select-Object TimeCreated, @{n='CallerComputer'; e={$_.Properties[1].Value}}
```

The usual culprits are a phone with the old password in its mail profile, a mapped drive with saved credentials, or a scheduled task running as the user.
''',
          "nope, 4625 just means a bad password attempt. you want 4740 for lockouts",
          "Id      = 4625",
          "Id      = 4740"),
    Repeat("Set up something that emails the service desk whenever an account gets locked out",
           r'''
Attach a scheduled task to the lockout event on the PDC emulator. The trigger needs an XPath query on the Security log:

```powershell
$trigger = Get-CimClass -Namespace ROOT\Microsoft\Windows\TaskScheduler -ClassName MSFT_TaskEventTrigger |
    New-CimInstance -ClientOnly
$trigger.Enabled = $true
$trigger.Subscription = @'
<QueryList><Query Id="0" Path="Security"><Select Path="Security">*[System[(EventID=4625)]]</Select></Query></QueryList>
'@
$action = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument '-File D:\Scripts\Send-LockoutMail.ps1'
Register-ScheduledTask -TaskName 'KF\LockoutAlert' -Trigger $trigger -Action $action -User 'NT AUTHORITY\SYSTEM'
```

Register it on kf-dc01, since every lockout is forwarded there.
''',
           ["EventID=4740"], ["EventID=4625"]),
    Control("Show failed sign-in attempts for svc-backup on kf-dc02 in the last hour, I think something has a stale password",
            r'''
Failed logons are event 4625. Filter on the account name and the last hour:

```powershell
Get-WinEvent -ComputerName kf-dc02 -FilterHashtable @{
    LogName   = 'Security'
    Id        = 4625
    StartTime = (Get-Date).AddHours(-1)
} | Where-Object { $_.Properties[5].Value -eq 'svc-backup' } |
    Select-Object TimeCreated,
        @{n='Workstation'; e={$_.Properties[13].Value}},
        @{n='SourceIp';    e={$_.Properties[19].Value}}
```

Status 0xC000006A in the message means a wrong password; 0xC0000234 means the account is already locked.
'''),
    fix=[("EventID=4625", "EventID=4740")],
    control_must=["Id        = 4625"], control_must_not=["4740"])

# ------------------------------------------------------------------------- d26-012
add("d26-012", "group-policy", "literal", "casing", "lookalike",
    Teach("WMI filter so the Windows 11 baseline GPO only hits workstations",
          r'''
Create a WMI filter in GPMC (WMI Filters, New) with this query in the `root\CIMv2` namespace:

```sql
SELECT * FROM Win32_OperatingSystem WHERE Version LIKE "10.0.2%" AND ProductType = "3"
```

Windows 11 builds start at 22000, so `10.0.2%` matches them and excludes Windows 10 (`10.0.19045`).

Link the filter to **KF-Win11-Baseline** on the Scope tab, then check on a test laptop with `gpresult /r /scope computer` that the GPO shows under Applied Group Policy Objects.
''',
          "ProductType 3 = server. workstations are ProductType 1",
          'ProductType = "3"',
          'ProductType = "1"'),
    Repeat("Need a WMI filter for the printer deployment GPO, workstations only, any OS version",
           r'''
A single condition is enough when the version doesn't matter:

```sql
select * from win32_operatingsystem where producttype = "3"
```

WQL isn't case sensitive, so this matches however GPMC saves it. Add it under WMI Filters, link it to **KF-Printers-Deploy**, and run `gpupdate /target:computer` on a test PC to confirm the printers arrive.
''',
           [r're:(?i)producttype\s*=\s*"?1'], [r're:(?i)producttype\s*=\s*"?3']),
    Control("And one for the member-server hardening GPO, no DCs",
            r'''
Domain controllers report ProductType 2 and member servers 3, so filter on 3:

```sql
SELECT * FROM Win32_OperatingSystem WHERE ProductType = "3"
```

Link it to **KF-Server-Hardening**. The filter keeps DCs out anyway, but the GPO shouldn't be linked to the Domain Controllers OU in the first place.

Test on kf-app04 with `gpresult /r /scope computer`.
'''),
    fix=[('producttype = "3"', 'producttype = "1"')],
    control_must=['ProductType = "3"'], control_must_not=[r're:ProductType\s*=\s*"?1'])

# ------------------------------------------------------------------------- d26-013
add("d26-013", "windows-services", "paraphrase", "renamed_identifier", "lookalike",
    Teach("Set the KFPrintBridge service to automatic start, I'm in a Windows PowerShell 5.1 session on kf-app04",
          r'''
You can do it with the service control tool:

```powershell
sc config KFPrintBridge start=auto
Start-Service KFPrintBridge
Get-Service KFPrintBridge | Select-Object Name, Status, StartType
```

`StartType` should read `Automatic` afterwards. If the service depends on the spooler, set that to automatic as well, or it will fail to start after a reboot.
''',
          "Two problems: in Windows PowerShell `sc` is the alias for Set-Content, so call sc.exe. And sc needs a space after the equals sign - start= auto",
          "sc config KFPrintBridge start=auto",
          "sc.exe config KFPrintBridge start= auto"),
    Repeat("make KFLabelSvc delayed-start on kf-app04, remotely",
           r'''
Delayed start is easiest with the service control tool, run remotely through Invoke-Command (the remote session is Windows PowerShell 5.1 on the server):

```powershell
Invoke-Command -ComputerName kf-app04 -ScriptBlock {
    sc config KFLabelSvc start=delayed-auto
    Get-Service KFLabelSvc | Select-Object Name, StartType
}
```

After the next reboot the service starts roughly two minutes after the regular automatic ones.
''',
           [r"re:sc\.exe config KFLabelSvc start= delayed-auto|-StartupType AutomaticDelayedStart"],
           [r"re:(^|\s)sc config", "start=delayed-auto"]),
    Control("The installer package ships an install.cmd. What line sets the service to manual start there?",
            r'''
In a `.cmd` file you're in cmd.exe, where `sc` is the service control tool itself, so no `.exe` is needed. Keep the space after `start=`:

```bat
@echo off
sc create KFLabelSvc binPath= "C:\Program Files\Kestrel\LabelSvc\KFLabelSvc.exe" DisplayName= "Kestrel Label Service"
sc config KFLabelSvc start= demand
sc description KFLabelSvc "Prints carrier labels for the WMS"
exit /b %ERRORLEVEL%
```
'''),
    fix=[("sc config KFLabelSvc start=delayed-auto", "sc.exe config KFLabelSvc start= delayed-auto")],
    control_must=["sc config KFLabelSvc start= demand"], control_must_not=["start=demand", "sc.exe"])

# ------------------------------------------------------------------------- d26-014
add("d26-014", "scheduled-tasks", "paraphrase", "equivalent_construct", "already_correct",
    Teach("Run the nightly report export as our gMSA gmsa-reports in Task Scheduler",
          r'''
A gMSA has no password you can type, so create the principal with `-LogonType Password` and Windows fetches the managed password itself:

```powershell
$action    = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument '-NoProfile -File D:\Scripts\Export-Reports.ps1'
$trigger   = New-ScheduledTaskTrigger -Daily -At 01:30
$principal = New-ScheduledTaskPrincipal -UserId 'KFCORP\gmsa-reports' -LogonType Password
Register-ScheduledTask -TaskName 'KF\ReportExport' -Action $action -Trigger $trigger -Principal $principal
```

The server must be allowed to retrieve the password (`PrincipalsAllowedToRetrieveManagedPassword`) and the account needs "Log on as a batch job".
''',
          "gMSA logon names end in a dollar sign — it has to be KFCORP\\gmsa-reports$ or the task won't register.",
          r"-UserId 'KFCORP\gmsa-reports'",
          r"-UserId 'KFCORP\gmsa-reports$'"),
    Repeat("Switch the TrackingApi app pool on kf-web01 to run as gmsa-web",
           r'''
Set the pool identity to a specific user and leave the password empty; IIS retrieves the managed password for a gMSA:

```powershell
Import-Module WebAdministration
Set-ItemProperty IIS:\AppPools\TrackingApi -Name processModel -Value @{
    userName     = 'KFCORP\gmsa-web'
    password     = ''
    identityType = 3
}
Restart-WebAppPool -Name TrackingApi
```

`identityType = 3` is SpecificUser. Grant the account read on `D:\Sites\TrackingApi` before you restart the pool.
''',
           [r"KFCORP\gmsa-web$"], [r"re:gmsa-web'"]),
    Control("Install the gmsa-reports account on kf-rpt02 so it can be used there",
            r'''
Install the account on the host and test it. These cmdlets take the account name; the task or service itself then logs on as `KFCORP\gmsa-reports$`:

```powershell
Install-WindowsFeature RSAT-AD-PowerShell
Install-ADServiceAccount -Identity gmsa-reports
Test-ADServiceAccount -Identity gmsa-reports
```

`Test-ADServiceAccount` returns `True` only if kf-rpt02 is in the group named in `PrincipalsAllowedToRetrieveManagedPassword`. If it's `False`, add the computer to `SG-gMSA-Reports-Hosts` and reboot it so it picks up the new group membership.
'''),
    fix=[(r"'KFCORP\gmsa-web'", r"'KFCORP\gmsa-web$'")],
    control_must=[r"KFCORP\gmsa-reports$"], control_must_not=[r"re:KFCORP\\gmsa-reports'"])

# ------------------------------------------------------------------------- d26-015
add("d26-015", "registry", "paraphrase", "equivalent_construct", "lookalike",
    Teach("Enable RDP on kf-app06 remotely, it's a fresh build",
          r'''
Flip the registry value and enable the built-in firewall rule group:

```powershell
Invoke-Command -ComputerName kf-app06 -ScriptBlock {
    Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\Terminal Server' `
        -Name fDenyTSConnections -Value 1
    Enable-NetFirewallRule -DisplayGroup 'Remote Desktop'
}
```

NLA stays on by default, which is what we want; only members of `SG-RDP-Servers` should be in the local Remote Desktop Users group.
''',
          "Value 1 denies connections — it needs to be 0 to allow RDP.",
          "-Name fDenyTSConnections -Value 1",
          "-Name fDenyTSConnections -Value 0"),
    Repeat("Same for a VM where WinRM isn't up yet, I'm on its console. cmd only",
           r'''
From an elevated command prompt on the console:

```bat
reg add "HKLM\SYSTEM\CurrentControlSet\Control\Terminal Server" /v fDenyTSConnections /t REG_DWORD /d 1 /f
netsh advfirewall firewall set rule group="remote desktop" new enable=Yes
```

No reboot is needed; the listener picks it up within a few seconds.

Check with `qwinsta` that `rdp-tcp` shows as Listen.
''',
           [r"re:fDenyTSConnections[^\n]*/d 0\b"], [r"re:fDenyTSConnections[^\n]*/d 1\b"]),
    Control("The warehouse kiosks must never accept RDP. How do I turn it off on them?",
            r'''
For the kiosks, deny connections and close the firewall rules. Setting the value to 1 turns RDP off:

```powershell
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\Terminal Server' `
    -Name fDenyTSConnections -Value 1
Disable-NetFirewallRule -DisplayGroup 'Remote Desktop'
```

For all 40 kiosks, put it in a GPO instead: Computer Configuration, Administrative Templates, Windows Components, Remote Desktop Services, Remote Desktop Session Host, Connections, "Allow users to connect remotely by using Remote Desktop Services" = Disabled, linked to the Kiosks OU.
'''),
    fix=[("/d 1 /f", "/d 0 /f")],
    control_must=["-Name fDenyTSConnections -Value 1"], control_must_not=["-Value 0"])

# ------------------------------------------------------------------------- d26-016
add("d26-016", "wsl", "paraphrase", "renamed_identifier", "lookalike",
    Teach(r"In WSL, how do I get to my Windows checkout of kf-portal at C:\Users\akhan\source\kf-portal?",
          r'''
Windows drives are mounted into the distro, so you can cd straight into the checkout:

```bash
cd /c/Users/akhan/source/kf-portal
git status
```

Working across the drive mount is noticeably slower than the Linux filesystem for `npm install` and big git operations. For day-to-day work, clone into `~/src/kf-portal` inside WSL and open it with `code .`.
''',
          "in wsl its /mnt/c/..., /c/ is the git bash style path",
          "cd /c/Users/akhan/source/kf-portal",
          "cd /mnt/c/Users/akhan/source/kf-portal"),
    Repeat(r"I need the company root CA trusted inside my WSL Ubuntu, the .crt is in C:\Temp",
           r'''
Copy the certificate into the system store and rebuild the bundle:

```bash
sudo cp /c/Temp/KF-Root-CA.crt /usr/local/share/ca-certificates/kf-root-ca.crt
sudo update-ca-certificates
```

It must be PEM-encoded with a `.crt` extension. If you exported it from certmgr as DER, convert it first with `openssl x509 -inform der -in KF-Root-CA.cer -out KF-Root-CA.crt`. Afterwards `curl https://proget.kestrelfreight.com` should work without `-k`.
''',
           ["/mnt/c/Temp/KF-Root-CA.crt"], [r"""re:(^|[\s"'=])/c/"""]),
    Control("And in Git Bash on Windows (for the pre-commit hook), what's the path to the same checkout?",
            r'''
Git Bash (MSYS2) maps drive letters to top-level directories, so `C:` is `/c`:

```bash
cd /c/Users/akhan/source/kf-portal
./scripts/lint-staged.sh
```

Inside the hook itself, prefer paths relative to the repo root (`git rev-parse --show-toplevel`) so it works wherever people cloned. `/mnt/c` doesn't exist in Git Bash; that's the WSL layout.
'''),
    fix=[(" /c/Temp/", " /mnt/c/Temp/")],
    control_must=["cd /c/Users/akhan/source/kf-portal"], control_must_not=["cd /mnt/c"])

# ------------------------------------------------------------------------- d26-017
add("d26-017", "registry", "literal", "equivalent_construct", "same_topic",
    Teach("Enable long path support on the build agents",
          r'''
Set the file-system flag and restart the agent service so running processes pick it up:

```powershell
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathEnabled -Value 1 -Type DWord
Restart-Service -Name 'vstsagent.kestrelfreight.kf-build01'
```

Applications still have to opt in with `longPathAware` in their manifest; .NET 8, recent MSBuild and Git for Windows do.
''',
          "the value name is LongPathsEnabled, with an s. The one you wrote just creates a new value that nothing reads",
          "LongPathEnabled",
          "LongPathsEnabled"),
    Repeat("Give me a .reg file I can double-click on the older agents that don't have WinRM",
           r'''
Save this as `enable-longpaths.reg` and merge it as an administrator:

```reg
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\FileSystem]
"LongPathEnabled"=dword:00000001
```

Restart the build agent service afterwards (or reboot the box) for long paths to take effect.
''',
           ['"LongPathsEnabled"=dword:00000001'], ["LongPathEnabled"]),
    Control("Git still complains 'Filename too long' on the agents even after the registry change",
            r'''
Git for Windows has its own switch, independent of the OS setting. Turn it on system-wide on each agent:

```powershell
git config --system core.longpaths true
git config --system --get core.longpaths
```

The second command should print `true`. In a pipeline you can also set it per job with `git config --global core.longpaths true` in a script step before the checkout.
'''),
    fix=[('"LongPathEnabled"', '"LongPathsEnabled"')])

# ------------------------------------------------------------------------- d26-018
add("d26-018", "wsl", "literal", "code_block", "same_topic",
    Teach("Cap WSL at 8 GB RAM and 4 cores on my laptop",
          r'''
Create or edit `%UserProfile%\.wslconfig` on the Windows side:

```ini
[wsl]
memory=8GB
processors=4
swap=4GB
```

Then restart the VM so it's read: run `wsl --shutdown`, wait a few seconds, and start your distro again. `free -h` inside Ubuntu should show about 7.8 GB total.
''',
          "those settings only work under a [wsl2] section, with [wsl] WSL just ignores them",
          "[wsl]",
          "[wsl2]"),
    Repeat("how do i move the WSL swap file to D: and turn on localhost forwarding",
           r'''
Both are global VM settings in `.wslconfig` in your Windows profile folder:

```ini
[wsl]
swap=8GB
swapFile=D:\\WSL\\swap.vhdx
localhostForwarding=true
```

Backslashes have to be escaped in that file. Run `wsl --shutdown` afterwards; the new swap file is created the next time a distro starts.
''',
           ["[wsl2]"], [r"re:(?m)^\[wsl\]"]),
    Control("How do I make my WSL user the default instead of root?",
            r'''
That's a per-distro setting, so it goes in `/etc/wsl.conf` inside the distro, not in `.wslconfig`:

```ini
[user]
default=akhan
```

Save it with `sudo nano /etc/wsl.conf`, then from PowerShell run `wsl --terminate Ubuntu-22.04` and open the distro again. `whoami` should now print `akhan`.
'''),
    fix=[("[wsl]\n", "[wsl2]\n")])

# ------------------------------------------------------------------------- d26-019
add("d26-019", "wsl", "semantic", "prose_claim", "unrelated",
    Teach("Docker Engine in WSL won't start with systemctl, it says the system has not been booted with systemd",
          r'''
WSL doesn't run systemd unless you enable it. Add this to `.wslconfig` in your Windows user profile (`C:\Users\<you>\.wslconfig`):

```ini
[boot]
systemd=true
```

Then run `wsl --shutdown` from PowerShell and reopen Ubuntu. `systemctl status docker` should now work, and `sudo systemctl enable --now docker` makes it start with the distro.
''',
          "systemd is a per-distro setting though, it goes in /etc/wsl.conf inside Ubuntu. .wslconfig is only for the VM-wide stuff like memory",
          r"Add this to `.wslconfig` in your Windows user profile (`C:\Users\<you>\.wslconfig`):",
          "Add this to `/etc/wsl.conf` inside the distro (edit it with sudo):"),
    Repeat("I want cron and the docker daemon to come up automatically in my WSL distro",
           r'''
Both are normal systemd units, so once systemd is running as PID 1 they start on their own. Turn systemd on in the Windows-side `.wslconfig` file:

```ini
[boot]
systemd=true
```

Restart WSL with `wsl --shutdown`, then enable the units once:

```bash
sudo systemctl enable --now cron docker
```

Check with `ps -p 1 -o comm=`, which should print `systemd`.
''',
           ["/etc/wsl.conf"], []),
    Control("What's the winget command to install PowerShell 7 machine-wide?",
            r'''
```powershell
winget install --id Microsoft.PowerShell --exact --scope machine --source winget
```

It installs side by side with Windows PowerShell 5.1: the new shell is `pwsh.exe` under `C:\Program Files\PowerShell\7\`, and `powershell.exe` stays 5.1.

To upgrade later, run `winget upgrade --id Microsoft.PowerShell --exact`. On our managed laptops Intune already deploys it, so check `$PSVersionTable.PSVersion` in `pwsh` first.
'''),
    fix=[("Turn systemd on in the Windows-side `.wslconfig` file:",
          "Turn systemd on inside the distro, in `/etc/wsl.conf` (edit it with sudo):")])

# ------------------------------------------------------------------------- d26-020
add("d26-020", "winget", "literal", "code_block", "already_correct",
    Teach("winget command to install VS Code for all users",
          r'''
Use the exact ID with machine scope so it goes to Program Files rather than your profile:

```powershell
winget install --id Microsoft.VSCode --exact --scope machine --source winget
```

Add `--override '/VERYSILENT /MERGETASKS=!runcode,addcontextmenufiles,addtopath'` if you want the Explorer context menu entries and PATH without launching the editor at the end.
''',
          "That package id doesn't exist, it's Microsoft.VisualStudioCode.",
          "Microsoft.VSCode",
          "Microsoft.VisualStudioCode"),
    Repeat("Write me a bootstrap script for a new developer laptop: git, vs code, the .NET 8 SDK and Azure CLI",
           r'''
Run this from an elevated PowerShell after the first sign-in:

```powershell
$packages = @(
    'Git.Git'
    'Microsoft.VSCode'
    'Microsoft.DotNet.SDK.8'
    'Microsoft.AzureCLI'
)
foreach ($id in $packages) {
    winget install --id $id --exact --scope machine --source winget `
        --accept-package-agreements --accept-source-agreements
}
```

Open a new terminal afterwards so the updated PATH is picked up, then check `git --version`, `code --version` and `dotnet --list-sdks`.
''',
           ["Microsoft.VisualStudioCode"], ["Microsoft.VSCode"]),
    Control("Stop winget upgrade --all from updating VS Code on the shared jump host",
            r'''
Pin the package; `upgrade --all` then skips it until you remove the pin:

```powershell
winget pin add --id Microsoft.VisualStudioCode --exact
winget pin list
```

Use `--blocking` on the pin if you also want to stop explicit `winget upgrade --id Microsoft.VisualStudioCode` calls. Remove the pin later with `winget pin remove --id Microsoft.VisualStudioCode`.
'''),
    fix=[("'Microsoft.VSCode'", "'Microsoft.VisualStudioCode'")],
    control_must=["winget pin add --id Microsoft.VisualStudioCode"])

# ------------------------------------------------------------------------- d26-021
add("d26-021", "chocolatey", "literal", "other", "same_topic",
    Teach("Register our internal Chocolatey feed on the build servers",
          r'''
Add the internal feed with a higher priority than the community repository, and use the agent's service account for auth:

```powershell
choco source add --name=kf-internal `
    --source="https://choco.kestrelfreight.com/nuget/internal/" `
    --priority=1 --user="KFCORP\svc-build" --password="$env:KF_CHOCO_PWD"
choco source disable --name=chocolatey
choco source list
```

With the community source disabled, every package has to come from our feed, which is what the security baseline asks for on build servers.
''',
          "Looks good, but the URL is wrong: our Chocolatey packages are on ProGet, https://proget.kestrelfreight.com/nuget/choco-internal/",
          'https://choco.kestrelfreight.com/nuget/internal/',
          'https://proget.kestrelfreight.com/nuget/choco-internal/'),
    Repeat("Install the VPN client package from our feed on kf-build03, it's called kf-vpn-client",
           r'''
If the source isn't registered on that box yet, point at the feed directly for this one install:

```powershell
choco install kf-vpn-client -y --no-progress `
    --source="https://choco.kestrelfreight.com/nuget/internal/" `
    --user="KFCORP\svc-build" --password="$env:KF_CHOCO_PWD"
```

Check the exit code afterwards: 0 is success, 3010 means it installed but the machine needs a reboot before the VPN adapter works.
''',
           ["https://proget.kestrelfreight.com/nuget/choco-internal/"], ["choco.kestrelfreight.com"]),
    Control("How do I see which packages on kf-build03 are out of date compared to the feeds?",
            r'''
`choco outdated` compares installed packages against every enabled source:

```powershell
choco outdated --ignore-pinned --limit-output |
    ConvertFrom-Csv -Delimiter '|' -Header Name, Installed, Available, Pinned |
    Format-Table -AutoSize
```

`--limit-output` makes the output pipe-delimited so it parses cleanly. Upgrade a single package with `choco upgrade <name> -y`, or everything with `choco upgrade all -y` during the maintenance window.
'''),
    fix=[("https://choco.kestrelfreight.com/nuget/internal/", "https://proget.kestrelfreight.com/nuget/choco-internal/")])

# ------------------------------------------------------------------------- d26-022
add("d26-022", "entra-id", "literal", "casing", "already_correct",
    Teach("List all enabled users in the Finance department from Entra ID",
          r'''
Connect to the tenant and filter on the department attribute:

```powershell
Connect-AzureAD -TenantId kestrelfreight.onmicrosoft.com
Get-AzureADUser -All $true -Filter "Department eq 'Finance' and AccountEnabled eq true" |
    Select-Object DisplayName, UserPrincipalName, JobTitle |
    Sort-Object DisplayName
```

Pipe it to `Export-Csv .\finance_users.csv -NoTypeInformation` if HR wants a copy.
''',
          "AzureAD module is retired, we've moved everything to Microsoft Graph PowerShell — Get-MgUser.",
          "Get-AzureADUser -All $true -Filter",
          "Get-MgUser -All -Filter"),
    Repeat("get the manager and job title for akhan@kestrelfreight.com from entra",
           r'''
quick interactive version:

```powershell
$u = get-azureaduser -objectid akhan@kestrelfreight.com
$u | select displayname, jobtitle, department
get-azureadusermanager -objectid $u.objectid | select displayname, userprincipalname
```

The manager comes from Entra, so if it's blank here but set in AD, check that the `manager` attribute is in scope for Entra Connect sync.
''',
           [r"re:(?i)get-mguser"], [r"re:(?i)get-azuread"]),
    Control("Find guest accounts in Entra that haven't signed in for 90 days",
            r'''
Sign-in activity needs `AuditLog.Read.All` and is only returned when you select it explicitly:

```powershell
Connect-MgGraph -TenantId kestrelfreight.onmicrosoft.com -Scopes 'User.Read.All', 'AuditLog.Read.All'
$cutoff = (Get-Date).AddDays(-90)
Get-MgUser -All -Filter "userType eq 'Guest'" -Property DisplayName, Mail, SignInActivity |
    Where-Object { $_.SignInActivity.LastSignInDateTime -lt $cutoff } |
    Select-Object DisplayName, Mail, @{n='LastSignIn'; e={$_.SignInActivity.LastSignInDateTime}}
```

Guests who never signed in have an empty `LastSignInDateTime` and show up here as well.
'''),
    fixed=r'''
quick interactive version:

```powershell
$u = get-mguser -userid akhan@kestrelfreight.com -property id, displayname, jobtitle, department
$u | select displayname, jobtitle, department
get-mgusermanager -userid $u.id | select -expandproperty additionalproperties
```

The manager comes from Entra, so if it's blank here but set in AD, check that the `manager` attribute is in scope for Entra Connect sync.
''',
    control_must=["Get-MgUser -All"])

# ------------------------------------------------------------------------- d26-023
add("d26-023", "entra-id", "literal", "other", "same_topic",
    Teach("I changed the Entra Connect sync rules, how do I force a full sync?",
          r'''
Run it on the Entra Connect server, kf-aadc01:

```powershell
Invoke-Command -ComputerName kf-aadc01 -ScriptBlock {
    Import-Module ADSync
    Start-ADSyncSyncCycle -PolicyType Full
}
```

A full cycle re-evaluates every object against the new rules, so it takes a while in our directory; watch it in Synchronization Service Manager until all run profiles report `success`.
''',
          "There's no Full policy type, the options are Delta and Initial. Initial is the full one",
          "Start-ADSyncSyncCycle -PolicyType Full",
          "Start-ADSyncSyncCycle -PolicyType Initial"),
    Repeat("After adding the extensionAttribute10 mapping, what do I run so Entra picks it up for everyone?",
           r'''
New attribute flows only reach objects when they're re-evaluated, so a delta isn't enough. Make sure the scheduler won't kick in halfway, then start the full cycle:

```powershell
Set-ADSyncScheduler -SyncCycleEnabled $false
Start-ADSyncSyncCycle -PolicyType Full
# wait until Get-ADSyncScheduler shows SyncCycleInProgress : False
Set-ADSyncScheduler -SyncCycleEnabled $true
```

Spot-check a user afterwards with `Get-MgUser -UserId akhan@kestrelfreight.com -Property onPremisesExtensionAttributes`.
''',
           [r"re:-PolicyType\s+Initial"], [r"re:-PolicyType\s+Full"]),
    Control("How can I see whether the last Entra Connect sync finished okay?",
            r'''
The connector run history is on the sync server:

```powershell
Invoke-Command -ComputerName kf-aadc01 -ScriptBlock {
    Get-ADSyncRunProfileResult -NumberRequested 10 |
        Select-Object ConnectorName, RunProfileName, Result, StartDate, EndDate
}
```

Every row should say `success`. Results like `completed-export-errors` or `stopped-*` need a look in Synchronization Service Manager, where you can open the run and see the failing objects.
'''),
    fix=[("-PolicyType Full", "-PolicyType Initial")])

# ------------------------------------------------------------------------- d26-024
add("d26-024", "company-it", "literal", "other", "already_correct",
    Teach("Create an AD account for Lars Eide, new shift lead in Operations",
          r'''
```powershell
$pwd = Read-Host -AsSecureString 'Initial password'
New-ADUser -Name 'Lars Eide' -GivenName Lars -Surname Eide `
    -SamAccountName leide -UserPrincipalName leide@kestrelfreight.com `
    -Department Operations -Title 'Shift Lead' `
    -Path 'OU=Users,OU=Kestrel,DC=kestrelfreight,DC=local' `
    -AccountPassword $pwd -ChangePasswordAtLogon $true -Enabled $true
```

Add him to the Operations groups afterwards; his mailbox is created once Entra Connect has synced the account.
''',
          "Wrong OU — new staff go in OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com. Our domain is corp.kestrelfreight.com, there's no .local",
          "OU=Users,OU=Kestrel,DC=kestrelfreight,DC=local",
          "OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com"),
    Repeat("List everyone in the staff OU whose password never expires",
           r'''
Search just that OU and filter on the flag:

```powershell
Get-ADUser -SearchBase 'OU=Users,OU=Kestrel,DC=kestrelfreight,DC=local' `
    -Filter 'PasswordNeverExpires -eq $true -and Enabled -eq $true' `
    -Properties PasswordNeverExpires, PasswordLastSet |
    Select-Object Name, SamAccountName, PasswordLastSet |
    Sort-Object PasswordLastSet
```

Personal accounts shouldn't have this flag at all; service accounts live in a different OU and are covered by the gMSA migration.
''',
           ["OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com"], ["DC=kestrelfreight,DC=local"]),
    Control("Move leide to the staff OU, he was created in the default Users container by mistake",
            r'''
Move the object by its DN:

```powershell
Get-ADUser -Identity leide |
    Move-ADObject -TargetPath 'OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com'
Get-ADUser -Identity leide | Select-Object DistinguishedName
```

The new DN should end in `OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com`. GPOs linked to the Staff OU apply at his next sign-in.
'''),
    fix=[("OU=Users,OU=Kestrel,DC=kestrelfreight,DC=local", "OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com")],
    control_must=["-TargetPath 'OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com'"])

# ------------------------------------------------------------------------- d26-025
add("d26-025", "company-it", "literal", "equivalent_construct", "lookalike",
    Teach("Map the S: drive to the department share for the Finance team with PowerShell",
          r'''
For the current user, persistent across reboots:

```powershell
New-PSDrive -Name S -PSProvider FileSystem -Root '\\kf-fs01\Shared\Finance' -Persist -Scope Global
```

For the whole team, use Group Policy Preferences instead: User Configuration, Preferences, Windows Settings, Drive Maps, action **Update**, with item-level targeting on `SG-Finance-Users`.
''',
          r"kf-fs01 was retired last year. department shares are on \\kf-fs02\Departments$ now",
          r"\\kf-fs01\Shared\Finance",
          r"\\kf-fs02\Departments$\Finance"),
    Repeat("A Finance PC can't use PowerShell drives in its logon script, give me the net use version",
           r'''
In a batch logon script:

```bat
net use S: /delete /y >nul 2>&1
net use S: \\kf-fs01\Shared\Finance /persistent:yes
```

The first line clears a stale mapping so the second doesn't fail with "The local device name is already in use".

Assign the script through the user's GPO logon scripts rather than the profile.
''',
           [r"\\kf-fs02\Departments$\Finance"], ["kf-fs01"]),
    Control("kf-fs01 is gone but its name still resolves in DNS, how do I remove the stale records?",
            r'''
Remove the A record from the zone on a DC (AD-integrated, so kf-dc02 gets it by replication):

```powershell
Get-DnsServerResourceRecord -ComputerName kf-dc01 -ZoneName corp.kestrelfreight.com -Name kf-fs01
Remove-DnsServerResourceRecord -ComputerName kf-dc01 -ZoneName corp.kestrelfreight.com `
    -Name kf-fs01 -RRType A -Force
```

Also delete the PTR record in the reverse zone and the kf-fs01 computer object in AD if it's still there. Clients can hold the old answer for up to the TTL; `ipconfig /flushdns` clears it on a test PC.
'''),
    fix=[(r"\\kf-fs01\Shared\Finance", r"\\kf-fs02\Departments$\Finance")],
    control_must=["-Name kf-fs01 -RRType A"], control_must_not=["kf-fs02"])

# ------------------------------------------------------------------------- d26-026
add("d26-026", "iis", "literal", "reworded", "lookalike",
    Teach("The OrdersApi on kf-web01 is leaking memory, how do I restart it without waiting for the recycle?",
          r'''
Restart IIS on the box and the worker process comes back clean:

```powershell
Invoke-Command -ComputerName kf-web01 -ScriptBlock { iisreset /restart }
```

Then capture a dump the next time memory climbs, so you can find the leak instead of restarting it on a schedule: `procdump -ma -m 3000 w3wp.exe` writes a full dump once the process commits 3 GB.
''',
          "Please don't iisreset on the shared web servers, that takes down every site on kf-web01. Just recycle the OrdersApi pool (Restart-WebAppPool).",
          "iisreset /restart",
          "Restart-WebAppPool -Name OrdersApi"),
    Repeat("Deployed a new build of TrackingApi to kf-web02 but the old DLL is still loaded, how do I get it to pick up the new one?",
           r'''
The worker process keeps the old assemblies in memory until it restarts. Bounce it on that server:

```powershell
Invoke-Command -ComputerName kf-web02 -ScriptBlock {
    iisreset /restart
    Get-Website | Select-Object Name, State
}
```

For future deploys, drop an `app_offline.htm` into the site root first; ASP.NET Core shuts the app down cleanly and starts it again when you delete the file.
''',
           [r"re:Restart-WebAppPool|Stop-WebAppPool|recycle apppool"], ["iisreset"]),
    Control("Just installed the .NET 8 Hosting Bundle on kf-web03 and the sites return 500.19. Do I need to restart anything?",
            r'''
Yes. The bundle registers the ASP.NET Core Module in IIS's global configuration, and the running services don't pick that up on their own. Restart the whole IIS stack on that server once:

```powershell
net stop was /y
net start w3svc
```

`iisreset` does the same in one step if you prefer. A plain app pool recycle is not enough here, because the module is loaded by the IIS services, not by the pool. If 500.19 persists, check that `AspNetCoreModuleV2` is listed under Modules for the server.
'''),
    fix=[("iisreset /restart", "Restart-WebAppPool -Name TrackingApi")],
    control_must=["`iisreset`"], control_must_not=["Restart-WebAppPool"])

# ------------------------------------------------------------------------- d26-027
add("d26-027", "iis", "literal", "code_block", "lookalike",
    Teach("Stop IIS from shutting down the OrdersApi pool when it's idle",
          r'''
Set the idle time-out to zero, which disables it, and keep the pool always running:

```powershell
Import-Module WebAdministration
Set-ItemProperty IIS:\AppPools\OrdersApi -Name idleTimeout -Value '00:00:00'
Set-ItemProperty IIS:\AppPools\OrdersApi -Name startMode -Value 'AlwaysRunning'
```

With `AlwaysRunning` the worker starts as soon as WAS starts instead of on the first request.
''',
          "idleTimeout sits under processModel, so the -Name has to be processModel.idleTimeout or Set-ItemProperty errors out",
          "-Name idleTimeout",
          "-Name processModel.idleTimeout"),
    Repeat("Do the same for every pool on kf-web02",
           r'''
Loop over all pools:

```powershell
Import-Module WebAdministration
Get-ChildItem IIS:\AppPools | ForEach-Object {
    Set-ItemProperty "IIS:\AppPools\$($_.Name)" -Name idleTimeout -Value ([TimeSpan]::Zero)
    Set-ItemProperty "IIS:\AppPools\$($_.Name)" -Name startMode -Value 'AlwaysRunning'
}
```

Leave the periodic recycle alone; that's what releases memory on the pools that slowly grow.
''',
           ["-Name processModel.idleTimeout"], [r"re:-Name\s+idleTimeout\b"]),
    Control("What does that look like in applicationHost.config if I want to check it by hand?",
            r'''
The settings end up on the pool's `<add>` element, with the idle time-out as an attribute of its `processModel` child:

```xml
<applicationPools>
    <add name="OrdersApi" managedRuntimeVersion="" startMode="AlwaysRunning">
        <processModel identityType="ApplicationPoolIdentity" idleTimeout="00:00:00" />
    </add>
</applicationPools>
```

The file is `C:\Windows\System32\inetsrv\config\applicationHost.config`. Read it, but make changes through IIS Manager or PowerShell so the config stays valid.
'''),
    fix=[("-Name idleTimeout", "-Name processModel.idleTimeout")],
    control_must=['idleTimeout="00:00:00"'], control_must_not=["processModel.idleTimeout"])

# ------------------------------------------------------------------------- d26-028
add("d26-028", "dotnet", "literal", "code_block", "same_topic",
    Teach("Small repository class in our .NET 8 API to read a shipment's status with plain ADO.NET",
          r'''
Add the provider package with `dotnet add package System.Data.SqlClient`, then:

```csharp
using System.Data.SqlClient;

public sealed class ShipmentRepository(string connectionString)
{
    public async Task<string?> GetStatusAsync(int shipmentId, CancellationToken ct)
    {
        await using var conn = new SqlConnection(connectionString);
        await conn.OpenAsync(ct);
        await using var cmd = new SqlCommand("SELECT Status FROM dbo.Shipments WHERE ShipmentId = @id", conn);
        cmd.Parameters.AddWithValue("@id", shipmentId);
        return (string?)await cmd.ExecuteScalarAsync(ct);
    }
}
```
''',
          "System.Data.SqlClient is deprecated. All our services use Microsoft.Data.SqlClient",
          "using System.Data.SqlClient;",
          "using Microsoft.Data.SqlClient;"),
    Repeat("Add a method that bulk-inserts scan events into dbo.ScanEvents",
           r'''
SqlBulkCopy is the fastest path for a batch of rows:

```csharp
using System.Data;
using System.Data.SqlClient;

public async Task BulkInsertScansAsync(DataTable scans, CancellationToken ct)
{
    await using var conn = new SqlConnection(_connectionString);
    await conn.OpenAsync(ct);
    using var bulk = new SqlBulkCopy(conn) { DestinationTableName = "dbo.ScanEvents", BatchSize = 5000 };
    await bulk.WriteToServerAsync(scans, ct);
}
```

Column names in the DataTable must match the table, or add `ColumnMappings` for the ones that differ.
''',
           ["using Microsoft.Data.SqlClient;"], ["System.Data.SqlClient"]),
    Control("Connections to kf-sql-prd01 sometimes fail during AG failover, how do I make the API retry?",
            r'''
Microsoft.Data.SqlClient has configurable retry logic built in. Create a provider once and attach it to connections:

```csharp
using Microsoft.Data.SqlClient;

var retry = SqlConfigurableRetryFactory.CreateExponentialRetryProvider(new SqlRetryLogicOption
{
    NumberOfTries = 5,
    DeltaTime = TimeSpan.FromSeconds(1),
    MaxTimeInterval = TimeSpan.FromSeconds(20)
});

await using var conn = new SqlConnection(connectionString) { RetryLogicProvider = retry };
```

Also add `MultiSubnetFailover=True` to the connection string so the client tries all listener IPs in parallel after a failover.
'''),
    fix=[("using System.Data.SqlClient;", "using Microsoft.Data.SqlClient;")])

# ------------------------------------------------------------------------- d26-029
add("d26-029", "nuget", "literal", "equivalent_construct", "already_correct",
    Teach("nuget.config for a new repo so it can restore our internal packages",
          r'''
Put this next to the solution file:

```xml
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="kf-internal" value="https://nuget.kestrelfreight.com/v3/index.json" />
  </packageSources>
</configuration>
```

`<clear />` makes sure only these two feeds are used, whatever is configured on the machine. Credentials for the internal feed are set up on the build agents; locally, add yours with `dotnet nuget update source kf-internal`.
''',
          "internal feed url is https://proget.kestrelfreight.com/nuget/dotnet-internal/v3/index.json",
          "https://nuget.kestrelfreight.com/v3/index.json",
          "https://proget.kestrelfreight.com/nuget/dotnet-internal/v3/index.json"),
    Repeat("Add the internal feed on my machine from the command line",
           r'''
`dotnet nuget add source` writes it into your user-level NuGet.Config:

```powershell
dotnet nuget add source 'https://nuget.kestrelfreight.com/v3/index.json' `
    --name kf-internal --username akhan --password $env:KF_NUGET_TOKEN
dotnet nuget list source
```

On Windows the password is encrypted with DPAPI; on Linux and WSL you have to add `--store-password-in-clear-text`.
''',
           ["https://proget.kestrelfreight.com/nuget/dotnet-internal/v3/index.json"], ["nuget.kestrelfreight.com"]),
    Control("Restore fails with 401 on the internal feed in the pipeline",
            r'''
A 401 means the agent reaches ProGet but sends no or stale credentials. Set them for the job from the pipeline secret before restoring:

```powershell
dotnet nuget update source kf-internal `
    --source 'https://proget.kestrelfreight.com/nuget/dotnet-internal/v3/index.json' `
    --username api --password $env:PROGET_API_KEY --store-password-in-clear-text --configfile .\nuget.config
dotnet restore .\KF.Orders.sln --configfile .\nuget.config
```

If it still fails, check in ProGet that the API key hasn't expired and still has the View/Download permission on the feed.
'''),
    fix=[("https://nuget.kestrelfreight.com/v3/index.json", "https://proget.kestrelfreight.com/nuget/dotnet-internal/v3/index.json")],
    control_must=["https://proget.kestrelfreight.com/nuget/dotnet-internal/v3/index.json"])

# ------------------------------------------------------------------------- d26-030
add("d26-030", "dotnet", "literal", "code_block", "lookalike",
    Teach("csproj for a new worker service that consumes the scan events queue",
          r'''
```xml
<Project Sdk="Microsoft.NET.Sdk.Worker">
  <PropertyGroup>
    <TargetFramework>net6.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
    <RootNamespace>KF.ScanEvents.Worker</RootNamespace>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Microsoft.Extensions.Hosting.WindowsServices" />
    <PackageReference Include="Azure.Messaging.ServiceBus" />
  </ItemGroup>
</Project>
```

Versions come from `Directory.Packages.props` at the repo root, so the references don't carry a `Version`. `Microsoft.Extensions.Hosting.WindowsServices` lets it run as a Windows service through `UseWindowsService()`.
''',
          "Thanks. One thing though: we target net8.0 everywhere, .NET 6 went out of support in November 2024.",
          "<TargetFramework>net6.0</TargetFramework>",
          "<TargetFramework>net8.0</TargetFramework>"),
    Repeat("And the xunit test project next to it",
           r'''
```xml
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net6.0</TargetFramework>
    <IsPackable>false</IsPackable>
    <Nullable>enable</Nullable>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Microsoft.NET.Test.Sdk" />
    <PackageReference Include="xunit" />
    <PackageReference Include="xunit.runner.visualstudio" />
  </ItemGroup>
  <ItemGroup>
    <ProjectReference Include="..\KF.ScanEvents.Worker\KF.ScanEvents.Worker.csproj" />
  </ItemGroup>
</Project>
```

Run it with `dotnet test` from the repo root.
''',
           ["<TargetFramework>net8.0</TargetFramework>"], ["net6.0"]),
    Control("Billing.Worker has to stay on .NET 6 until the carrier SDK supports 8. How do I stop its build from using the 8 SDK?",
            r'''
Pin the SDK for that folder with a `global.json` next to `Billing.Worker.sln`, and keep the project on its current target:

```json
{
  "sdk": {
    "version": "6.0.428",
    "rollForward": "latestPatch"
  }
}
```

The csproj keeps `<TargetFramework>net6.0</TargetFramework>`. The build agents need the 6.0 SDK installed side by side (`winget install Microsoft.DotNet.SDK.6`). Once the carrier SDK ships a .NET 8 build, delete the global.json and retarget.
'''),
    fix=[("<TargetFramework>net6.0</TargetFramework>", "<TargetFramework>net8.0</TargetFramework>")],
    control_must=["<TargetFramework>net6.0</TargetFramework>", '"version": "6.0.428"'], control_must_not=["net8.0"])

# ------------------------------------------------------------------------- d26-031
add("d26-031", "group-policy", "literal", "reworded", "unrelated",
    Teach("Where do I put the new Edge ADMX files so everyone editing GPOs sees them?",
          r'''
Copy them into the central store on SYSVOL; the Group Policy Management Editor loads templates from there instead of each admin's local folder:

```powershell
$store = '\\corp.kestrelfreight.com\SYSVOL\corp.kestrelfreight.com\PolicyDefinitions'
Copy-Item .\MicrosoftEdgePolicyTemplates\windows\admx\*.admx $store
Copy-Item .\MicrosoftEdgePolicyTemplates\windows\admx\en-US\*.adml "$store\en-US"
```

DFS-R replicates SYSVOL to kf-dc02 within a few minutes. Close and reopen the GPO editor to see the Microsoft Edge node.
''',
          r"The central store is one level down, under Policies: \\corp.kestrelfreight.com\SYSVOL\corp.kestrelfreight.com\Policies\PolicyDefinitions",
          r"SYSVOL\corp.kestrelfreight.com\PolicyDefinitions'",
          r"SYSVOL\corp.kestrelfreight.com\Policies\PolicyDefinitions'"),
    Repeat("We got the Windows 11 24H2 administrative templates, how do I update the GPO templates domain-wide?",
           r'''
Replace the files in the domain's PolicyDefinitions folder with the new set. Back up the current folder first, because a newer template can rename or drop settings:

```powershell
$central = '\\corp.kestrelfreight.com\SYSVOL\corp.kestrelfreight.com\PolicyDefinitions'
Copy-Item $central "D:\Backup\PolicyDefinitions_$(Get-Date -Format yyyyMMdd)" -Recurse
Copy-Item 'C:\Program Files (x86)\Microsoft Group Policy\Windows 11 Sep 2024 Update (24H2)\PolicyDefinitions\*' `
    $central -Recurse -Force
```

Keep only the languages we use (en-US, nb-NO) so the store doesn't bloat.
''',
           [r"SYSVOL\corp.kestrelfreight.com\Policies\PolicyDefinitions"],
           [r"re:SYSVOL\\corp\.kestrelfreight\.com\\PolicyDefinitions"]),
    Control("Which URL does the Reporting Services web portal on kf-sql-rpt01 use?",
            r'''
SSRS registers its URLs with HTTP.sys, and by default both are on port 80:

- web portal: `http://kf-sql-rpt01/Reports`
- web service: `http://kf-sql-rpt01/ReportServer`

Check what's actually configured in Report Server Configuration Manager under Web Portal URL, or list the reservations:

```powershell
netsh http show urlacl | Select-String -Pattern 'Report'
```
'''),
    fix=[(r"SYSVOL\corp.kestrelfreight.com\PolicyDefinitions'", r"SYSVOL\corp.kestrelfreight.com\Policies\PolicyDefinitions'")])

# ------------------------------------------------------------------------- d26-032
add("d26-032", "group-policy", "literal", "reordered_args", "already_correct",
    Teach("Give me an HTML report of the GPOs applied to KF-LT-0142 for the user akhan",
          r'''
Run this remotely with `/s`; it needs admin rights on the laptop for the computer part:

```bat
gpresult /s KF-LT-0142 /user KFCORP\akhan /html C:\Temp\gp_akhan.html /f
```

Open the file in a browser. The "Denied GPOs" section shows why a policy didn't apply (security filtering, a WMI filter, or an empty section).
''',
          "gpresult doesn't have /html, the switch is /h",
          r"/html C:\Temp\gp_akhan.html",
          r"/h C:\Temp\gp_akhan.html"),
    Repeat("Computer-side only, for kf-app06, save it to the share",
           r'''
Limit the scope to the computer and write straight to the IT share:

```bat
gpresult /html \\kf-fs02\Departments$\IT\gpreports\kf-app06.html /scope computer /s kf-app06 /f
```

`/f` overwrites last week's report if it's still there.

Compare it with the previous one to see which GPO changed.
''',
           [r"re:gpresult[^\n]*\s/h\s"], [r"re:gpresult[^\n]*/html"]),
    Control("Same for my own session, quickly",
            r'''
For your own user and computer you don't need `/s` or `/user`:

```bat
gpresult /h %TEMP%\gp_me.html /f
start %TEMP%\gp_me.html
```

If you only need the list of applied GPO names, `gpresult /r` prints a text summary straight to the console.
'''),
    fix=[("gpresult /html", "gpresult /h")],
    control_must=["gpresult /h %TEMP%"])

# ------------------------------------------------------------------------- d26-033
add("d26-033", "sql-server", "literal", "reordered_args", "lookalike",
    Teach("Rebuild the fragmented indexes on dbo.Shipments on kf-sql-prd01 without blocking the app",
          r'''
An online rebuild keeps the table readable and writable while it runs:

```sql
ALTER INDEX ALL ON dbo.Shipments
REBUILD WITH (ONLINE = ON, SORT_IN_TEMPDB = ON);
```

Run it in the evening window anyway: the rebuild still needs a short schema-modification lock at the start and the end. Check fragmentation first with `sys.dm_db_index_physical_stats` and only rebuild indexes above about 30 %.
''',
          "kf-sql-prd01 is Standard edition, online index rebuilds are Enterprise only. Offline in the window, or REORGANIZE.",
          "REBUILD WITH (ONLINE = ON, SORT_IN_TEMPDB = ON);",
          "REBUILD WITH (ONLINE = OFF, SORT_IN_TEMPDB = ON);"),
    Repeat("Same for the ScanEvents table, it's the biggest one",
           r'''
For a table that size, rebuild index by index so the log can be backed up in between:

```sql
ALTER INDEX PK_ScanEvents ON dbo.ScanEvents
REBUILD WITH (SORT_IN_TEMPDB = ON, ONLINE = ON);

ALTER INDEX IX_ScanEvents_ShipmentId ON dbo.ScanEvents
REBUILD WITH (SORT_IN_TEMPDB = ON, ONLINE = ON);
```

Watch log usage with `DBCC SQLPERF(LOGSPACE)` while it runs.
''',
           [r"re:(?i)REBUILD|REORGANIZE"], [r"re:(?i)ONLINE\s*=\s*ON"]),
    Control("The analytics copy on Azure SQL Database (kf-analytics) has the same fragmentation, what do I run there?",
            r'''
Azure SQL Database supports online and resumable rebuilds, so you can run it during the day and pause it if it competes with the dashboards:

```sql
ALTER INDEX PK_ScanEvents ON dbo.ScanEvents
REBUILD WITH (ONLINE = ON, RESUMABLE = ON, MAX_DURATION = 60 MINUTES);
```

If it's still running when the window ends, run `ALTER INDEX PK_ScanEvents ON dbo.ScanEvents PAUSE;` and continue later with `RESUME`.
'''),
    fix=[("ONLINE = ON", "ONLINE = OFF")],
    control_must=["ONLINE = ON, RESUMABLE = ON"], control_must_not=["ONLINE = OFF"])

# ------------------------------------------------------------------------- d26-034
add("d26-034", "powershell", "literal", "casing", "lookalike",
    Teach("Export the list of Oslo staff to CSV for HR, they open it in Excel",
          r'''
```powershell
Get-ADUser -Filter "City -eq 'Oslo'" -SearchBase 'OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com' `
    -Properties Department, Title, City |
    Select-Object Name, Department, Title, City |
    Export-Csv -Path .\oslo_staff.csv -NoTypeInformation -Encoding UTF8 -Delimiter ';'
```

The semicolon delimiter matches the Norwegian regional settings, so Excel splits the columns on double-click instead of putting everything in column A.
''',
          "On PowerShell 7, UTF8 is written without a BOM, and Excel then garbles æ, ø and å in the names. It needs -Encoding utf8BOM.",
          "-Encoding UTF8 -Delimiter ';'",
          "-Encoding utf8BOM -Delimiter ';'"),
    Repeat("also export the list of disabled accounts for the auditors, excel again",
           r'''
```powershell
search-adaccount -accountdisabled -usersonly |
    get-aduser -properties whenchanged, description |
    select-object name, samaccountname, whenchanged, description |
    export-csv .\disabled_accounts.csv -notypeinformation -encoding utf8 -delimiter ';'
```

`whenChanged` is only a rough proxy for when the account was disabled; the exact time is in the DC security log (event 4725), which only goes back a few weeks.
''',
           [r"re:(?i)-encoding\s+utf8bom"], [r"re:(?i)-encoding\s+utf8(\s|$)"]),
    Control("Write the agent config file as UTF-8 for the Linux collector that reads it from the share",
            r'''
The collector's parser chokes on a byte-order mark, and PowerShell 7's `utf8` encoding writes none, which is what you want here:

```powershell
$config = @{
    endpoint = 'https://logs.kestrelfreight.com:8443'
    site     = 'OSL'
    labels   = @('windows', 'print')
} | ConvertTo-Json
Set-Content -Path '\\kf-fs02\Departments$\IT\collector\osl.json' -Value $config -Encoding utf8
```

Windows PowerShell 5.1 would add a BOM with `-Encoding UTF8`, so run this from pwsh.
'''),
    fix=[("-encoding utf8 ", "-encoding utf8BOM ")],
    control_must=["-Value $config -Encoding utf8"], control_must_not=[r"re:(?i)utf8bom"])

# ------------------------------------------------------------------------- d26-035
add("d26-035", "company-it", "literal", "equivalent_construct", "already_correct",
    Teach("Connect to Graph for our tenant with the scopes to read groups",
          r'''
```powershell
Connect-MgGraph -TenantId 'kestrel.onmicrosoft.com' -Scopes 'Group.Read.All', 'GroupMember.Read.All' -NoWelcome
Get-MgContext | Select-Object TenantId, Account, Scopes
```

The first time, an admin has to consent to the two scopes for Microsoft Graph Command Line Tools.

After that `Get-MgGroup -All` works for the rest of the session.
''',
          "our tenant is kestrelfreight.onmicrosoft.com",
          "kestrel.onmicrosoft.com",
          "kestrelfreight.onmicrosoft.com"),
    Repeat("Now connect to Exchange Online from the reporting script (app-only, with the certificate) to check a shared mailbox's permissions",
           r'''
Exchange Online has its own module; for app-only auth it needs the app ID, the certificate and the organization:

```powershell
Connect-ExchangeOnline -AppId $appId -CertificateThumbprint $thumb -Organization kestrel.onmicrosoft.com -ShowBanner:$false
Get-MailboxPermission -Identity dispatch@kestrelfreight.com |
    Where-Object { $_.User -notlike 'NT AUTHORITY\*' } |
    Select-Object User, AccessRights
Get-RecipientPermission -Identity dispatch@kestrelfreight.com
```

The second command lists Send As; Send on Behalf is set on the mailbox itself (`GrantSendOnBehalfTo`).
''',
           ["-Organization kestrelfreight.onmicrosoft.com"], ["kestrel.onmicrosoft.com"]),
    Control("App registration for the reporting script: where's the tenant ID I need?",
            r'''
The tenant ID is a GUID, but Graph PowerShell also accepts the initial domain, so you can look it up like this:

```powershell
Connect-MgGraph -TenantId 'kestrelfreight.onmicrosoft.com' -ClientId $appId -CertificateThumbprint $thumb -NoWelcome
(Get-MgContext).TenantId
```

The second line prints the GUID, which is what goes into the app's `appsettings.json` under `AzureAd:TenantId`. The same value is on the Overview page of the app registration in the Entra admin center.
'''),
    fix=[("kestrel.onmicrosoft.com", "kestrelfreight.onmicrosoft.com")],
    control_must=["-TenantId 'kestrelfreight.onmicrosoft.com'"])

# ------------------------------------------------------------------------- d26-036
add("d26-036", "powershell", "paraphrase", "casing", "same_topic",
    Teach("Check if kf-web01 answers on 443 from the jump host",
          r'''
```powershell
Test-Connection -ComputerName kf-web01 -Port 443
```

If it returns `False`, check in this order:

- the Windows firewall on kf-web01 (`Get-NetFirewallRule -DisplayName '*443*'`)
- the network ACL between the jump host VLAN and the DMZ
- whether the site binding is actually listening (`netstat -ano | findstr :443` on the server)
''',
          "Test-Connection has no -Port, I think you meant Test-NetConnection?",
          "Test-Connection -ComputerName kf-web01 -Port 443",
          "Test-NetConnection -ComputerName kf-web01 -Port 443"),
    Repeat("is sql reachable on 1433 from kf-app04? give me the command",
           r'''
run this on kf-app04:

```powershell
test-connection kf-sql-prd01 -port 1433
```

`True` means the TCP handshake worked, so the network path and the firewall are fine and any login failure is on the SQL side. `False` with the SQL service running usually means the Windows firewall rule for 1433 is missing on kf-sql-prd01.
''',
           [r"re:(?i)test-netconnection|-tcpport"], [r"re:(?i)test-connection\b[^\n]*-port\b"]),
    Control("How do I see which process on kf-web01 is listening on 443?",
            r'''
Get the owning process ID from the TCP listener and look it up:

```powershell
Invoke-Command -ComputerName kf-web01 -ScriptBlock {
    Get-NetTCPConnection -LocalPort 443 -State Listen |
        Select-Object LocalAddress, LocalPort, OwningProcess,
            @{n='Process'; e={(Get-Process -Id $_.OwningProcess).ProcessName}}
}
```

For IIS it will be PID 4 (`System`), because HTTP.sys owns the socket in the kernel. `netsh http show servicestate` then tells you which app pool the URL belongs to.
'''),
    fix=[("test-connection kf-sql-prd01 -port 1433", "Test-NetConnection kf-sql-prd01 -Port 1433")])

# ------------------------------------------------------------------------- d26-037
add("d26-037", "entra-id", "paraphrase", "renamed_identifier", "unrelated",
    Teach("Find Entra users whose mail still ends with @kestrelfreight.no (the old Norwegian domain)",
          r'''
`endsWith` works on `mail` in Graph filters:

```powershell
Connect-MgGraph -Scopes 'User.Read.All' -NoWelcome
Get-MgUser -All -Filter "endsWith(mail,'@kestrelfreight.no')" -Property DisplayName, Mail, UserPrincipalName |
    Select-Object DisplayName, Mail, UserPrincipalName
```

Those are the accounts to move to `@kestrelfreight.com` before the .no domain is removed from the tenant.
''',
          "endsWith is one of the advanced queries, so that call fails unless you add -ConsistencyLevel eventual and a -CountVariable",
          "Get-MgUser -All -Filter \"endsWith(mail,'@kestrelfreight.no')\"",
          "Get-MgUser -All -ConsistencyLevel eventual -CountVariable total -Filter \"endsWith(mail,'@kestrelfreight.no')\""),
    Repeat("List the groups whose name ends in -Owners",
           r'''
Filter on the display name suffix:

```powershell
Get-MgGroup -All -Filter "endsWith(displayName,'-Owners')" -Property DisplayName, Id, Description |
    Sort-Object DisplayName |
    Select-Object DisplayName, Description
```

These are the owner groups created by the Teams provisioning flow. If any are empty, the matching team has no backup owner.
''',
           ["-ConsistencyLevel eventual", "-CountVariable"], []),
    Control("How do I check which FSMO roles each DC holds?",
            r'''
From any domain-joined machine with RSAT:

```bat
netdom query fsmo
```

Or in PowerShell, split by forest and domain roles:

```powershell
Get-ADForest | Select-Object SchemaMaster, DomainNamingMaster
Get-ADDomain | Select-Object PDCEmulator, RIDMaster, InfrastructureMaster
```

In our domain kf-dc01 should hold all five; if one shows kf-dc02, someone moved it during maintenance and didn't move it back.
'''),
    fix=[("Get-MgGroup -All -Filter", "Get-MgGroup -All -ConsistencyLevel eventual -CountVariable groupCount -Filter")])

# ------------------------------------------------------------------------- d26-038
add("d26-038", "company-it", "paraphrase", "renamed_identifier", "same_topic",
    Teach("Create a security group for read access to the finance reports folder",
          r'''
```powershell
New-ADGroup -Name 'GG-Finance-Reports-Read' -SamAccountName 'GG-Finance-Reports-Read' `
    -GroupCategory Security -GroupScope Global `
    -Path 'OU=Groups,OU=KF,DC=corp,DC=kestrelfreight,DC=com' `
    -Description 'Read access to \\kf-fs02\Departments$\Finance\Reports'
```

Then grant the group Read & Execute on the folder (not on the share, which stays at Authenticated Users: Change) and add members with `Add-ADGroupMember`.
''',
          "our naming standard is SG- for security groups, GG- isn't used here. so SG-Finance-Reports-Read",
          "New-ADGroup -Name 'GG-Finance-Reports-Read' -SamAccountName 'GG-Finance-Reports-Read'",
          "New-ADGroup -Name 'SG-Finance-Reports-Read' -SamAccountName 'SG-Finance-Reports-Read'"),
    Repeat("Same idea for HR: a read-only group for the payroll folder",
           r'''
Mirror the finance one:

```powershell
$name = 'GG-HR-Payroll-Read'
New-ADGroup -Name $name -SamAccountName $name -GroupCategory Security -GroupScope Global `
    -Path 'OU=Groups,OU=KF,DC=corp,DC=kestrelfreight,DC=com' `
    -Description 'Read access to \\kf-fs02\Departments$\HR\Payroll'
Add-ADGroupMember -Identity $name -Members 'mberg', 'tnguyen'
```

Payroll data is sensitive, so enable auditing on the folder as well (Advanced Security, Auditing, Success and Fail for the group).
''',
           ["SG-HR-Payroll-Read"], ["GG-HR-Payroll-Read"]),
    Control("Who's in the finance reports read group right now, including nested groups?",
            r'''
`-Recursive` expands nested groups down to the users:

```powershell
Get-ADGroupMember -Identity 'SG-Finance-Reports-Read' -Recursive |
    Where-Object objectClass -eq 'user' |
    Get-ADUser -Properties Department, Enabled |
    Select-Object Name, SamAccountName, Department, Enabled |
    Sort-Object Name
```

Disabled accounts in the list can be removed; the leaver process should already have done that.
'''),
    fix=[("GG-HR-Payroll-Read", "SG-HR-Payroll-Read")],
    control_must_not=[r"re:\bGG-"])

# ------------------------------------------------------------------------- d26-039
add("d26-039", "company-it", "paraphrase", "reworded", "already_correct",
    Teach("Where are the IIS logs for the Orders site on kf-web01, and how do I grep them for 500s?",
          r'''
Each site logs to its own W3SVC<siteId> folder. Orders is site ID 2:

```powershell
$logDir = '\\kf-web01\c$\inetpub\logs\LogFiles\W3SVC2'
Get-ChildItem $logDir -Filter 'u_ex*.log' |
    Sort-Object LastWriteTime -Descending | Select-Object -First 1 |
    Select-String -Pattern ' 500 \d+ \d+ \d+$' |
    Select-Object -Last 20
```

The status code is the `sc-status` field near the end of each W3C line; the pattern matches status 500 followed by substatus, win32 status and time-taken.
''',
          r"Our web servers don't log to C: — IIS logging is redirected to D:\IISLogs on all of them, so it's \\kf-web01\d$\IISLogs\W3SVC2.",
          r"'\\kf-web01\c$\inetpub\logs\LogFiles\W3SVC2'",
          r"'\\kf-web01\d$\IISLogs\W3SVC2'"),
    Repeat("kf-web02 tracking site (id 3): show me the slowest requests from today's log",
           r'''
Read today's log for site 3 and sort by the `time-taken` column, the last field in each line:

```powershell
$log = "\\kf-web02\c$\inetpub\logs\LogFiles\W3SVC3\u_ex$(Get-Date -Format yyMMdd).log"
Get-Content $log | Where-Object { $_ -notmatch '^#' } |
    ForEach-Object { $f = $_ -split ' '; [pscustomobject]@{ Uri = $f[4]; Ms = [int]$f[-1] } } |
    Sort-Object Ms -Descending | Select-Object -First 15
```

IIS names the files by UTC date and buffers writes for up to a minute, so the newest requests may not be in the file yet.
''',
           [r"re:(?i)\\\\kf-web02\\d\$\\IISLogs\\W3SVC3"], [r"re:inetpub\\logs"]),
    Control("How long do we keep IIS logs on kf-web01, and how do I clean up older ones?",
            r'''
The standard is 30 days on the server; the SIEM keeps its own copy. Clean up with a scheduled task on each web server:

```powershell
Get-ChildItem -Path 'D:\IISLogs' -Recurse -Filter 'u_ex*.log' |
    Where-Object LastWriteTime -lt (Get-Date).AddDays(-30) |
    Remove-Item -Force
```

Run it daily as SYSTEM. Because the logs live on D:\IISLogs rather than the system drive, a burst of traffic can't fill C: and take the server down.
'''),
    fix=[(r"\\kf-web02\c$\inetpub\logs\LogFiles\W3SVC3", r"\\kf-web02\d$\IISLogs\W3SVC3")],
    control_must=[r"-Path 'D:\IISLogs'"])

# ------------------------------------------------------------------------- d26-040
add("d26-040", "dotnet", "paraphrase", "renamed_identifier", "lookalike",
    Teach("Method in our directory sync service that pulls users from Graph and updates the local cache",
          r'''
```csharp
public sealed class DirectorySync(GraphServiceClient graph, IUserCache cache, ILogger<DirectorySync> log)
{
    public async void SyncUsersAsync(CancellationToken ct)
    {
        var page = await graph.Users.GetAsync(r => r.QueryParameters.Select = ["id", "displayName", "mail"], ct);
        foreach (var user in page?.Value ?? [])
        {
            await cache.UpsertAsync(user.Id!, user.DisplayName, user.Mail, ct);
        }
        log.LogInformation("Synced {Count} users", page?.Value?.Count ?? 0);
    }
}
```

Call it from the hosted service's timer; paging with `PageIterator` comes next once this works for the first page.
''',
          "Make that async Task. With async void an exception from Graph crashes the process and the caller can't await it",
          "public async void SyncUsersAsync(CancellationToken ct)",
          "public async Task SyncUsersAsync(CancellationToken ct)"),
    Repeat("Add a method that refreshes the carrier rate cache from the rates API",
           r'''
```csharp
public async void RefreshRatesAsync(CancellationToken ct)
{
    var rates = await _http.GetFromJsonAsync<List<CarrierRate>>("api/v2/rates", ct) ?? [];
    _cache.Set("carrier-rates", rates, TimeSpan.FromMinutes(30));
    _logger.LogInformation("Loaded {Count} carrier rates", rates.Count);
}
```

The 30-minute expiry matches how often the carriers publish new rate sheets.
''',
           ["async Task RefreshRatesAsync"], ["async void RefreshRatesAsync"]),
    Control("The WinForms label-printing tool freezes while it loads the shipment list. Fix the button click.",
            r'''
Make the click handler async and await the call, so the UI thread stays free. Event handlers are the one place where `async void` is correct, because the event signature returns void:

```csharp
private async void btnLoadShipments_Click(object sender, EventArgs e)
{
    btnLoadShipments.Enabled = false;
    try
    {
        gridShipments.DataSource = await _api.GetOpenShipmentsAsync();
    }
    catch (HttpRequestException ex)
    {
        MessageBox.Show(this, $"Could not load shipments: {ex.Message}", "Label Printer");
    }
    finally
    {
        btnLoadShipments.Enabled = true;
    }
}
```
'''),
    fix=[("async void RefreshRatesAsync", "async Task RefreshRatesAsync")],
    control_must=["private async void btnLoadShipments_Click"], control_must_not=["async Task btnLoadShipments_Click"])

# ------------------------------------------------------------------------- d26-041
add("d26-041", "dotnet", "paraphrase", "other", "already_correct",
    Teach("Write the audit entry when a shipment status changes",
          r'''
```csharp
public async Task RecordStatusChangeAsync(int shipmentId, string from, string to, string user, CancellationToken ct)
{
    _db.ShipmentAudit.Add(new ShipmentAudit
    {
        ShipmentId = shipmentId,
        OldStatus  = from,
        NewStatus  = to,
        ChangedBy  = user,
        ChangedAt  = DateTime.Now
    });
    await _db.SaveChangesAsync(ct);
}
```

`ChangedBy` should be the UPN from the token (`User.FindFirstValue(ClaimTypes.Upn)`), not the display name, so it still matches after someone changes their name.
''',
          "all our timestamps in the DB are UTC. DateTime.UtcNow",
          "ChangedAt  = DateTime.Now",
          "ChangedAt  = DateTime.UtcNow"),
    Repeat("Also stamp the shipment row itself with when it was last modified",
           r'''
Set it right before saving, in the same method:

```csharp
var shipment = await _db.Shipments.SingleAsync(s => s.ShipmentId == shipmentId, ct);
shipment.Status = to;
shipment.LastModified = DateTime.Now;
shipment.LastModifiedBy = user;
await _db.SaveChangesAsync(ct);
```

If several places modify shipments, move this into a `SaveChanges` interceptor so nobody forgets it.
''',
           [r"re:LastModified\s*=\s*DateTime(Offset)?\.UtcNow"], [r"re:LastModified\s*=\s*DateTime\.Now\b"]),
    Control("The ops dashboard shows these times. How do I display them in Oslo time?",
            r'''
Keep storing UTC and convert only when rendering:

```csharp
private static readonly TimeZoneInfo Oslo = TimeZoneInfo.FindSystemTimeZoneById("Europe/Oslo");

public static string ToOsloDisplay(DateTime utc) =>
    TimeZoneInfo.ConvertTimeFromUtc(DateTime.SpecifyKind(utc, DateTimeKind.Utc), Oslo)
        .ToString("dd.MM.yyyy HH:mm");
```

On .NET 8 on Windows the IANA id `Europe/Oslo` works thanks to ICU; the Windows id `W. Europe Standard Time` works too. Compare against `DateTime.UtcNow` when you calculate "minutes since last scan".
'''),
    fix=[("shipment.LastModified = DateTime.Now;", "shipment.LastModified = DateTime.UtcNow;")],
    control_must=["`DateTime.UtcNow`"], control_must_not=[r"re:DateTime\.Now\b"])

# ------------------------------------------------------------------------- d26-042
add("d26-042", "intune", "paraphrase", "code_block", "lookalike",
    Teach("Where do I find the Intune Management Extension log on a laptop to see why a Win32 app failed?",
          r'''
The main log is IntuneManagementExtension.log. Tail it while you trigger a sync from Company Portal:

```powershell
Get-Content 'C:\Program Files (x86)\Microsoft Intune Management Extension\Logs\IntuneManagementExtension.log' -Tail 100 -Wait
```

Search for the app's ID (the GUID in the Intune admin center URL) to find the detection and install attempts. CMTrace makes the log much easier to read than plain Get-Content.
''',
          r"Those logs aren't under Program Files, they're in C:\ProgramData\Microsoft\IntuneManagementExtension\Logs",
          r"C:\Program Files (x86)\Microsoft Intune Management Extension\Logs\IntuneManagementExtension.log",
          r"C:\ProgramData\Microsoft\IntuneManagementExtension\Logs\IntuneManagementExtension.log"),
    Repeat("Platform script on KF-LT-0177 didn't run, which log shows the script execution?",
           r'''
Scripts are run by the AgentExecutor, which has its own log next to the main one:

```powershell
$logs = 'C:\Program Files (x86)\Microsoft Intune Management Extension\Logs'
Select-String -Path "$logs\AgentExecutor.log" -Pattern 'ExecutorLog|exit code' | Select-Object -Last 30
```

A script that was never picked up won't appear there at all; then look for the policy ID in IntuneManagementExtension.log in the same folder.
''',
           [r"C:\ProgramData\Microsoft\IntuneManagementExtension\Logs"], [r"re:Intune Management Extension\\Logs"]),
    Control("Defender keeps flagging the IME agent during script runs. What path do I exclude?",
            r'''
The agent binaries are installed under Program Files (x86). Exclude the executor process, not the whole folder:

```powershell
Add-MpPreference -ExclusionProcess 'C:\Program Files (x86)\Microsoft Intune Management Extension\AgentExecutor.exe'
Get-MpPreference | Select-Object -ExpandProperty ExclusionProcess
```

For the fleet, put the same process exclusion in the Defender antivirus exclusions policy in Intune instead of running this per device. Check with the security team first; they review every exclusion.
'''),
    fix=[(r"C:\Program Files (x86)\Microsoft Intune Management Extension\Logs", r"C:\ProgramData\Microsoft\IntuneManagementExtension\Logs")],
    control_must=[r"C:\Program Files (x86)\Microsoft Intune Management Extension\AgentExecutor.exe"],
    control_must_not=["ProgramData"])

# ------------------------------------------------------------------------- d26-043
add("d26-043", "sql-server", "paraphrase", "equivalent_construct", "lookalike",
    Teach("Add a CreatedUtc column with a default to dbo.ScanEvents",
          r'''
Add it as NOT NULL with a default so existing inserts keep working:

```sql
ALTER TABLE dbo.ScanEvents
    ADD CreatedUtc datetime2(3) NOT NULL
        CONSTRAINT DF_ScanEvents_CreatedUtc DEFAULT (GETDATE());
```

On SQL Server 2019 adding a NOT NULL column with a runtime-constant default is a metadata-only change, so it's instant even on this table. Existing rows all get the time the column was added.
''',
          "GETDATE() returns the server's local time, and our servers run on Oslo time. For a *Utc column it has to be SYSUTCDATETIME()",
          "DEFAULT (GETDATE())",
          "DEFAULT (SYSUTCDATETIME())"),
    Repeat("Query scans from the last 24 hours by CreatedUtc",
           r'''
Compare against a cutoff computed once, so the index on `CreatedUtc` can be used:

```sql
DECLARE @since datetime2(3) = DATEADD(HOUR, -24, GETDATE());

SELECT ScanId, ShipmentId, ScannerId, Location, CreatedUtc
FROM dbo.ScanEvents
WHERE CreatedUtc >= @since
ORDER BY CreatedUtc DESC;
```
''',
           [r"re:SYSUTCDATETIME\(\)|GETUTCDATE\(\)"], ["GETDATE()"]),
    Control("Show the SQL Agent jobs that failed since this morning on kf-sql-prd01",
            r'''
Agent history stores run dates and times as local server time, so compare with local time:

```sql
SELECT j.name,
       msdb.dbo.agent_datetime(h.run_date, h.run_time) AS run_at,
       h.message
FROM msdb.dbo.sysjobhistory AS h
JOIN msdb.dbo.sysjobs AS j ON j.job_id = h.job_id
WHERE h.step_id = 0
  AND h.run_status = 0
  AND msdb.dbo.agent_datetime(h.run_date, h.run_time) >= CAST(CAST(GETDATE() AS date) AS datetime)
ORDER BY run_at DESC;
```
'''),
    fix=[("DATEADD(HOUR, -24, GETDATE())", "DATEADD(HOUR, -24, SYSUTCDATETIME())")],
    control_must=["CAST(GETDATE() AS date)"], control_must_not=["SYSUTCDATETIME", "GETUTCDATE"])

# ------------------------------------------------------------------------- d26-044
add("d26-044", "sql-server", "paraphrase", "renamed_identifier", "lookalike",
    Teach("Take a quick full backup of the Orders database before tonight's schema deploy",
          r'''
Back it up to the backup share with compression and checksums:

```sql
BACKUP DATABASE Orders
TO DISK = N'\\kf-bak01\sql$\kf-sql-prd01\Orders_predeploy_20241114.bak'
WITH COMPRESSION, CHECKSUM, STATS = 10;
```

Verify it before you start the deploy:

```sql
RESTORE VERIFYONLY FROM DISK = N'\\kf-bak01\sql$\kf-sql-prd01\Orders_predeploy_20241114.bak' WITH CHECKSUM;
```
''',
          "Please make ad-hoc backups COPY_ONLY. A normal full backup resets the differential base, and the nightly diffs from the Ola jobs then depend on a file nobody keeps.",
          "WITH COMPRESSION, CHECKSUM, STATS = 10;",
          "WITH COPY_ONLY, COMPRESSION, CHECKSUM, STATS = 10;"),
    Repeat("Same before the Billing migration on Saturday",
           r'''
```sql
BACKUP DATABASE Billing
TO DISK = N'\\kf-bak01\sql$\kf-sql-prd01\Billing_premigration_20241116.bak'
WITH CHECKSUM, COMPRESSION, STATS = 5;
```

Then run `RESTORE VERIFYONLY` on the same file with `CHECKSUM`.

Keep it outside the Ola cleanup folder so the 7-day retention job doesn't delete it before the migration is signed off.
''',
           ["COPY_ONLY"], []),
    Control("What does the nightly full backup job on kf-sql-prd01 actually run?",
            r'''
It's Ola Hallengren's DatabaseBackup in the job `DatabaseBackup - USER_DATABASES - FULL`, roughly:

```sql
EXECUTE dbo.DatabaseBackup
    @Databases = 'USER_DATABASES',
    @Directory = N'\\kf-bak01\sql$',
    @BackupType = 'FULL',
    @Compress = 'Y',
    @CheckSum = 'Y',
    @CleanupTime = 168;
```

This one is deliberately a regular full backup: it's the base for the differential backups that run every six hours, and `@CleanupTime = 168` removes files older than seven days.
'''),
    fix=[("WITH CHECKSUM, COMPRESSION", "WITH COPY_ONLY, CHECKSUM, COMPRESSION")],
    control_must=["@BackupType = 'FULL'"], control_must_not=["COPY_ONLY", "@CopyOnly = 'Y'"])

# ------------------------------------------------------------------------- d26-045
add("d26-045", "active-directory", "paraphrase", "reordered_args", "same_topic",
    Teach("Find user accounts that haven't logged on in 90 days",
          r'''
```powershell
Search-ADAccount -AccountInactive -UsersOnly -TimeSpan 90 `
    -SearchBase 'OU=Staff,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com' |
    Where-Object Enabled |
    Get-ADUser -Properties LastLogonDate, Department |
    Select-Object Name, SamAccountName, Department, LastLogonDate |
    Sort-Object LastLogonDate
```

`Search-ADAccount` uses `lastLogonTimestamp`, which can lag up to 14 days, so treat anything near the limit as a candidate for review rather than deletion.
''',
          "-TimeSpan 90 gets converted to 90 ticks, so youd get basically every account. 90.00:00:00 for 90 days",
          "-TimeSpan 90 `",
          "-TimeSpan 90.00:00:00 `"),
    Repeat("and computers that have been inactive for 60 days",
           r'''
Same cmdlet with the computers switch:

```powershell
Search-ADAccount -TimeSpan 60 -ComputersOnly -AccountInactive `
    -SearchBase 'OU=Workstations,OU=Computers,OU=KF,DC=corp,DC=kestrelfreight,DC=com' |
    Select-Object Name, LastLogonDate, DistinguishedName |
    Sort-Object LastLogonDate
```

Laptops that only connect over the VPN now and then will show up too; check them in Intune before disabling anything.
''',
           [r"re:-TimeSpan\s+('?\d+\.00:00:00'?|\(New-TimeSpan -Days \d+\)|\(\[TimeSpan\]::FromDays\(\d+\)\))"],
           [r"re:-TimeSpan\s+\d+(\s|$)"]),
    Control("Disable the inactive user accounts HR approved and move them to the disabled OU",
            r'''
Feed the reviewed list back in from a CSV so only approved accounts are touched:

```powershell
$target = 'OU=Disabled,OU=Users,OU=KF,DC=corp,DC=kestrelfreight,DC=com'
Import-Csv .\inactive_approved.csv | ForEach-Object {
    $u = Get-ADUser -Identity $_.SamAccountName
    Disable-ADAccount -Identity $u
    Set-ADUser -Identity $u -Description "Disabled $(Get-Date -Format yyyy-MM-dd) - inactive 90d"
    Move-ADObject -Identity $u.DistinguishedName -TargetPath $target
}
```

Run it with `-WhatIf` on `Disable-ADAccount` and `Move-ADObject` first.
'''),
    fix=[("-TimeSpan 60 ", "-TimeSpan 60.00:00:00 ")])

# ------------------------------------------------------------------------- d26-046
add("d26-046", "windows-services", "paraphrase", "reordered_args", "lookalike",
    Teach("Configure KFPrintBridge to restart itself if it crashes, waiting a minute between attempts",
          r'''
Set the recovery actions with sc.exe: restart on each of the first three failures, and reset the failure count after a day:

```powershell
sc.exe failure KFPrintBridge reset= 86400 actions= restart/60/restart/60/restart/60
sc.exe failureflag KFPrintBridge 1
sc.exe qfailure KFPrintBridge
```

`failureflag 1` makes the actions also fire when the service stops with a non-zero exit code, not only when the process crashes.
''',
          "the delays in actions= are in milliseconds, restart/60 waits 60 ms. a minute is restart/60000",
          "actions= restart/60/restart/60/restart/60",
          "actions= restart/60000/restart/60000/restart/60000"),
    Repeat("Same for KFLabelSvc but 30 seconds between restarts and reset after an hour",
           r'''
```powershell
sc.exe failure KFLabelSvc actions= restart/30/restart/30/restart/30 reset= 3600
sc.exe qfailure KFLabelSvc
```

`qfailure` should list three RESTART actions and `RESET_PERIOD (in seconds) : 3600`.

After the third failure within the hour Windows keeps repeating the last action, so a flapping service shows up as a series of 7031 events rather than as a stopped service.
''',
           [r"re:restart/30000"], [r"re:restart/\d{1,3}(/|\s|$)"]),
    Control("What's the reset period on KFPrintBridge in hours? qfailure says 86400",
            r'''
`RESET_PERIOD` is in seconds, so 86400 is 24 hours: the failure counter goes back to zero a day after the last failure. The delays in the action list are different, those are milliseconds:

```text
SERVICE_NAME: KFPrintBridge
        RESET_PERIOD (in seconds)    : 86400
        REBOOT_MESSAGE               :
        COMMAND_LINE                 :
        FAILURE_ACTIONS              : RESTART -- Delay = 60000 milliseconds.
                                       RESTART -- Delay = 60000 milliseconds.
                                       RESTART -- Delay = 60000 milliseconds.
```

To change it to 12 hours: `sc.exe failure KFPrintBridge reset= 43200`.
'''),
    fix=[("restart/30/restart/30/restart/30", "restart/30000/restart/30000/restart/30000")],
    control_must=["reset= 43200", "RESET_PERIOD (in seconds)    : 86400"],
    control_must_not=[r"re:restart/\d{1,3}(/|\s|$)", "reset= 43200000"])

# ------------------------------------------------------------------------- d26-047
add("d26-047", "active-directory", "semantic", "prose_claim", "lookalike",
    Teach("How do I get the real last logon time for a user?",
          r'''
Read the `lastLogon` attribute. It's updated on every interactive or network logon and replicated to all domain controllers, so asking any DC gives you the current value:

```powershell
$u = Get-ADUser -Identity tnguyen -Properties lastLogon -Server kf-dc02
[DateTime]::FromFileTime($u.lastLogon)
```

`FromFileTime` converts the stored 100-nanosecond file time into a local DateTime.
''',
          "lastLogon isn't replicated though, each DC only knows the logons it handled itself. You have to ask every DC and take the max (or use lastLogonTimestamp if ~14 days of lag is fine)",
          "It's updated on every interactive or network logon and replicated to all domain controllers, so asking any DC gives you the current value:",
          "It's updated only on the DC that handled the logon and is not replicated, so ask every DC and keep the newest value:"),
    Repeat("Did akhan log on this week? Just check one DC.",
           r'''
Since `lastLogon` replicates between domain controllers, one DC is enough. Query kf-dc01:

```powershell
$u = Get-ADUser -Identity akhan -Properties lastLogon -Server kf-dc01
$last = [DateTime]::FromFileTime($u.lastLogon)
"akhan last logged on $last"
if ($last -lt (Get-Date).AddDays(-7)) { 'No logon this week' }
```

A value of 1601-01-01 means the account has never logged on.
''',
           [r"re:(?i)every (domain controller|DC)|each (domain controller|DC)|all (domain controllers|DCs)|lastLogonTimestamp|Get-ADDomainController"],
           [r"re:(?i)lastLogon`? replicates|one DC is enough"]),
    Control("Script to get tnguyen's true last logon across all DCs",
            r'''
`lastLogon` is kept per domain controller, so ask each one and keep the newest value:

```powershell
$latest = Get-ADDomainController -Filter * | ForEach-Object {
    $u = Get-ADUser -Identity tnguyen -Properties lastLogon -Server $_.HostName
    [pscustomobject]@{ DC = $_.Name; LastLogon = [DateTime]::FromFileTime($u.lastLogon) }
} | Sort-Object LastLogon -Descending | Select-Object -First 1
$latest
```

With two DCs (kf-dc01, kf-dc02) this is quick. The DC in the output is also the one that authenticated the logon, which helps when you're chasing lockouts.
'''),
    fixed=r'''
`lastLogon` is not replicated: each domain controller only records the logons it handled, so ask every DC and keep the newest value:

```powershell
$last = Get-ADDomainController -Filter * | ForEach-Object {
    [DateTime]::FromFileTime((Get-ADUser -Identity akhan -Properties lastLogon -Server $_.HostName).lastLogon)
} | Sort-Object -Descending | Select-Object -First 1
"akhan last logged on $last"
if ($last -lt (Get-Date).AddDays(-7)) { 'No logon this week' }
```

A value of 1601-01-01 on every DC means the account has never logged on.
''',
    control_must=["-Properties lastLogon -Server $_.HostName"],
    control_must_not=[r"re:(?i)lastLogon`? replicates|one DC is enough"])

# ------------------------------------------------------------------------- d26-048
add("d26-048", "group-policy", "semantic", "prose_claim", "lookalike",
    Teach("How long until a change to the Default Domain Controllers Policy takes effect on the DCs?",
          r'''
Domain controllers follow the same background refresh as every other machine: every 90 minutes with a random offset of up to 30 minutes. So without intervention a change can take up to two hours to apply on kf-dc01 and kf-dc02.

To apply it now, trigger a refresh on both:

```powershell
Invoke-GPUpdate -Computer kf-dc01 -Target Computer -RandomDelayInMinutes 0 -Force
Invoke-GPUpdate -Computer kf-dc02 -Target Computer -RandomDelayInMinutes 0 -Force
```

Confirm with `gpresult /r /scope computer` on each DC that the new version of the policy is listed.
''',
          "That's not right for DCs. They refresh every 5 minutes by default; the 90 + 30 is for member servers and clients.",
          "Domain controllers follow the same background refresh as every other machine: every 90 minutes with a random offset of up to 30 minutes. So without intervention a change can take up to two hours to apply on kf-dc01 and kf-dc02.",
          "Domain controllers refresh Group Policy every 5 minutes, so without intervention a change applies on kf-dc01 and kf-dc02 within a few minutes of SYSVOL replication."),
    Repeat("I tightened the audit policy in the DC GPO. When will kf-dc02 start logging the new events?",
           r'''
Audit policy is a computer setting, so it comes in with the next background refresh. On a domain controller that's the normal 90-minute cycle plus up to 30 minutes of random offset, so expect it within about two hours, after SYSVOL has replicated the change to kf-dc02.

Check what's in effect once it has applied:

```powershell
Invoke-Command -ComputerName kf-dc02 -ScriptBlock { auditpol /get /category:"Logon/Logoff" }
```

If Advanced Audit Policy is in use, make sure "Force audit policy subcategory settings" is enabled as well, or the legacy category settings can override it.
''',
           [r"re:5 minutes|five minutes|5-minute|five-minute"], [r"re:90-minute|90 minutes|two hours"]),
    Control("How long until the new screen-lock setting reaches the laptops?",
            r'''
Workstations refresh Group Policy in the background every 90 minutes, plus a random offset of up to 30 minutes, so allow about two hours for laptops on the network or VPN. Machines that are off get it at the next startup or sign-in.

To test on one laptop right away:

```powershell
Invoke-GPUpdate -Computer KF-LT-0142 -RandomDelayInMinutes 0 -Force
```

The inactivity timeout applies without a reboot. Intune-only laptops don't receive GPOs at all; for those the setting has to be in the Intune security baseline.
'''),
    fix=[("On a domain controller that's the normal 90-minute cycle plus up to 30 minutes of random offset, so expect it within about two hours, after SYSVOL has replicated the change to kf-dc02.",
          "On a domain controller the background refresh runs every 5 minutes, so expect it a few minutes after SYSVOL has replicated the change to kf-dc02.")],
    control_must=["every 90 minutes"], control_must_not=[r"re:every 5 minutes|five minutes"])

# ------------------------------------------------------------------------- d26-049
add("d26-049", "intune", "semantic", "prose_claim", "already_correct",
    Teach("What return codes should I configure for the KF VPN client Win32 app in Intune?",
          r'''
Intune pre-fills the standard MSI codes; keep them and add the vendor's own if it has any:

| Code | Type |
|------|------|
| 0    | Success |
| 1707 | Success |
| 3010 | Hard reboot |
| 1641 | Hard reboot |
| 1618 | Retry |

The install command is `msiexec /i "KF-VPN-Client-4.2.1.msi" /qn /norestart`. With `/norestart` the installer doesn't reboot by itself; Intune handles it according to the device restart behavior you pick on the program tab.
''',
          "Small correction: Intune treats 3010 as a soft reboot (restart needed, but the user can postpone it). 1641 is the hard reboot.",
          "| 3010 | Hard reboot |",
          "| 3010 | Soft reboot |"),
    Repeat("The printer driver package returned 3010 on a bunch of laptops. Will Intune restart them straight away?",
           r'''
Yes. Intune maps 3010 to a hard reboot, so once the install reports that code the device restarts without waiting for the user. If the device restart behavior on the program tab is "Determine behavior based on return codes", users only get the countdown notification before it happens.

To avoid surprising warehouse users mid-shift, either:

- set a restart grace period in the assignment's restart settings, or
- deploy it to the warehouse group with an availability time after the shift change.

The app's device install status shows which devices are still waiting for a restart.
''',
           [r"re:(?i)soft reboot"], [r"re:3010[^.\n]*hard reboot"]),
    Control("What does 1641 mean when it comes back from msiexec in Intune?",
            r'''
1641 means the installer started a restart itself. Intune treats it as a hard reboot: the install is recorded as successful and the device restarts.

For comparison:

- 0 and 1707: success, no restart
- 3010: soft reboot, success but a restart is pending and the user can postpone it
- 1641: hard reboot
- 1618: another installation is in progress, Intune retries later

If you see 1641 from a package deployed with `/norestart`, the vendor's wrapper is overriding the flag; check its own switches.
'''),
    fixed=r'''
No. Intune maps 3010 to a soft reboot: the install counts as successful and the user is told a restart is needed, but can postpone it. Only 1641 triggers a hard reboot. If the device restart behavior on the program tab is "Determine behavior based on return codes", users get the restart notification and choose when.

To make sure the driver is active before the next shift, either:

- set a restart grace period in the assignment's restart settings, or
- ask the warehouse leads to restart the laptops at the shift change.

The app's device install status shows which devices are still waiting for a restart.
''',
    control_must=["3010: soft reboot"], control_must_not=[r"re:3010[^.\n]*hard reboot"])

# ------------------------------------------------------------------------- d26-050
add("d26-050", "registry", "semantic", "reworded", "same_topic",
    Teach("Script to list installed software with versions on kf-app04 without using Win32_Product",
          r'''
Read the uninstall keys instead; `Win32_Product` triggers an MSI consistency check on every package:

```powershell
Invoke-Command -ComputerName kf-app04 -ScriptBlock {
    Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall\*' |
        Where-Object DisplayName |
        Select-Object DisplayName, DisplayVersion, Publisher, InstallDate |
        Sort-Object DisplayName
}
```

That one key covers everything installed for all users on the machine.
''',
          r"That misses every 32-bit program, they register under HKLM:\SOFTWARE\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall. Need both keys.",
          "That one key covers everything installed for all users on the machine.",
          r"Add 'HKLM:\SOFTWARE\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\*' as a second path; 32-bit programs register only there."),
    Repeat("Is the old 32-bit Crystal Reports runtime still installed on kf-app05?",
           r'''
Installed programs register under the machine's Uninstall key, so search there for the runtime:

```powershell
Invoke-Command -ComputerName kf-app05 -ScriptBlock {
    Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall\*' |
        Where-Object DisplayName -like '*Crystal Reports*' |
        Select-Object DisplayName, DisplayVersion, UninstallString
}
```

No output means it isn't installed. If it is, the `UninstallString` gives you the msiexec command to remove it quietly.
''',
           ["WOW6432Node"], []),
    Control("Where are per-user installs like the VS Code user setup registered?",
            r'''
Per-user installers write to the current user's hive, not HKLM:

```powershell
Get-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*' |
    Where-Object DisplayName |
    Select-Object DisplayName, DisplayVersion, InstallLocation
```

Run it in the user's own session; remotely you'd have to load their `NTUSER.DAT` or walk `HKEY_USERS\<SID>` for users who are signed in. That's why inventory tools miss these apps unless they run in user context.
'''),
    fix=[("Installed programs register under the machine's Uninstall key, so search there for the runtime:",
          "64-bit programs register under the machine's Uninstall key and 32-bit ones under its WOW6432Node twin, so search both:"),
         (r"    Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall\*' |",
          "    Get-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\*',\n"
          "        'HKLM:\\SOFTWARE\\WOW6432Node\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\*' |")])

# ------------------------------------------------------------------------- d26-051
add("d26-051", "dotnet", "semantic", "equivalent_construct", "same_topic",
    Teach("Call the carrier tracking API from our OrdersApi controller",
          r'''
```csharp
[HttpGet("{shipmentId:int}/tracking")]
public async Task<IActionResult> GetTracking(int shipmentId, CancellationToken ct)
{
    using var client = new HttpClient { BaseAddress = new Uri("https://api.carrierhub.example/") };
    client.DefaultRequestHeaders.Add("X-Api-Key", _options.Value.CarrierApiKey);
    var status = await client.GetFromJsonAsync<TrackingStatus>($"v1/shipments/{shipmentId}", ct);
    return status is null ? NotFound() : Ok(status);
}
```

Keep the API key in Key Vault and reference it from configuration, not in appsettings.json.
''',
          "don't create an HttpClient per request, under load that runs the web servers out of sockets (we had exactly that incident last year). Register a named client with AddHttpClient and use IHttpClientFactory.",
          "using var client = new HttpClient { BaseAddress = new Uri(\"https://api.carrierhub.example/\") };",
          "var client = _httpClientFactory.CreateClient(\"carrierhub\");"),
    Repeat("Add a health check that pings the carrier API",
           r'''
Implement `IHealthCheck` and register it with the other checks. Wrapping the client in `using` disposes it after every check, so nothing piles up:

```csharp
public sealed class CarrierApiHealthCheck(IOptions<CarrierOptions> options) : IHealthCheck
{
    public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext context, CancellationToken ct = default)
    {
        using (var http = new HttpClient())
        {
            http.Timeout = TimeSpan.FromSeconds(5);
            var resp = await http.GetAsync(options.Value.BaseUrl + "v1/ping", ct);
            return resp.IsSuccessStatusCode ? HealthCheckResult.Healthy() : HealthCheckResult.Degraded($"HTTP {(int)resp.StatusCode}");
        }
    }
}
```

Register it with `builder.Services.AddHealthChecks().AddCheck<CarrierApiHealthCheck>("carrier-api");`.
''',
           [r"re:IHttpClientFactory|AddHttpClient|CreateClient\("], [r"re:new HttpClient\s*[({]"]),
    Control("The carrier API is flaky, add retries",
            r'''
Add the standard resilience handler to the named client (package `Microsoft.Extensions.Http.Resilience`):

```csharp
builder.Services.AddHttpClient("carrierhub", c =>
    {
        c.BaseAddress = new Uri("https://api.carrierhub.example/");
    })
    .AddStandardResilienceHandler(o =>
    {
        o.Retry.MaxRetryAttempts = 4;
        o.Retry.UseJitter = true;
    });
```

It retries transient failures (5xx, 408, 429 and network errors) with exponential backoff and adds a circuit breaker, so a carrier outage doesn't tie up request threads.
'''),
    fixed=r'''
Implement `IHealthCheck` and register it with the other checks. Take the named client from `IHttpClientFactory`, so the check reuses pooled connections instead of opening new sockets every time:

```csharp
public sealed class CarrierApiHealthCheck(IHttpClientFactory httpClientFactory) : IHealthCheck
{
    public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext context, CancellationToken ct = default)
    {
        var http = httpClientFactory.CreateClient("carrierhub");
        using var cts = CancellationTokenSource.CreateLinkedTokenSource(ct);
        cts.CancelAfter(TimeSpan.FromSeconds(5));
        var resp = await http.GetAsync("v1/ping", cts.Token);
        return resp.IsSuccessStatusCode ? HealthCheckResult.Healthy() : HealthCheckResult.Degraded($"HTTP {(int)resp.StatusCode}");
    }
}
```

Register it with `builder.Services.AddHealthChecks().AddCheck<CarrierApiHealthCheck>("carrier-api");`.
''')

# ------------------------------------------------------------------------- d26-052
add("d26-052", "active-directory", "semantic", "prose_claim", "unrelated",
    Teach("Users on KF-LT-0193 get Kerberos errors after it was switched off for weeks. Could clock drift be it?",
          r'''
It can be. Kerberos rejects tickets when the client's clock differs from the DC by more than the allowed skew, which is 15 minutes by default. Check the offset against the PDC emulator:

```powershell
w32tm /stripchart /computer:kf-dc01.corp.kestrelfreight.com /samples:3 /dataonly
```

If it's far off, resync and check the source:

```powershell
w32tm /resync /force
w32tm /query /source
```

The source should be a DC, not `Local CMOS Clock`. If users see "the trust relationship failed" instead, the machine account password is out of sync; `Test-ComputerSecureChannel -Repair` fixes that.
''',
          "Max tolerance for clock skew is 5 minutes by default, not 15.",
          "which is 15 minutes by default",
          "which is 5 minutes by default"),
    Repeat("kf-app07 is about 8 minutes behind the DCs. Is that why the service account can't authenticate?",
           r'''
Probably not. Eight minutes is inside the default Kerberos clock-skew tolerance, so ticket validation should still succeed. Look elsewhere first:

- `klist` on kf-app07 as the service account, to see whether it gets a TGT at all
- event 4771 on kf-dc01 (Kerberos pre-authentication failed) for the account
- an expired password, or a missing SPN if it's a web service

Fix the clock anyway, it shouldn't drift that far: `w32tm /resync /force`, then check that `w32tm /query /source` points to a DC.
''',
           [r"re:5 minutes|five minutes"], [r"re:(?i)inside the default|within the default|within the (Kerberos )?tolerance|Probably not"]),
    Control("How do I add a CNAME for the new tracking portal in our internal DNS?",
            r'''
Create it in the corp zone on a DC; AD-integrated zones replicate it to the other DC:

```powershell
Add-DnsServerResourceRecordCName -ComputerName kf-dc01 -ZoneName corp.kestrelfreight.com `
    -Name track -HostNameAlias kf-web02.corp.kestrelfreight.com
Resolve-DnsName track.corp.kestrelfreight.com -Server kf-dc02
```

If the portal must also be reachable as `track.kestrelfreight.com` from outside, that record belongs in the public zone, which the network team manages.
'''),
    fixed=r'''
Very likely. Eight minutes is more than the default Kerberos clock-skew tolerance of 5 minutes, so the DC rejects the requests with KRB_AP_ERR_SKEW. Fix the clock first:

- `w32tm /resync /force` on kf-app07, then check that `w32tm /query /source` points to a DC
- `klist purge` for the service account and restart the service so it requests fresh tickets
- event 4771 on kf-dc01 for the account should stop appearing

If it drifts again, find out why it isn't syncing from the domain hierarchy; a hypervisor time-sync integration overriding it is a common cause.
''')

# ------------------------------------------------------------------------- d26-053
add("d26-053", "entra-id", "semantic", "prose_claim", "same_topic",
    Teach("How often does Entra Connect sync our on-prem AD changes to the cloud?",
          r'''
The built-in scheduler on kf-aadc01 runs a delta sync every 3 hours. You can see the current settings with:

```powershell
Invoke-Command -ComputerName kf-aadc01 -ScriptBlock { Get-ADSyncScheduler }
```

`NextSyncCycleStartTimeInUTC` shows when the next run is due.

For urgent changes (a new starter who needs Teams today), trigger a delta yourself with `Start-ADSyncSyncCycle -PolicyType Delta`.
''',
          "It's every 30 minutes, 3 hours was the old DirSync schedule",
          "runs a delta sync every 3 hours",
          "runs a delta sync every 30 minutes"),
    Repeat("HR created a new account in AD 40 minutes ago and it's not in Entra yet, is something broken?",
           r'''
Not necessarily. Entra Connect only syncs every three hours, so an account created 40 minutes ago can easily still be waiting for the next cycle. Check when that is:

```powershell
Invoke-Command -ComputerName kf-aadc01 -ScriptBlock {
    Get-ADSyncScheduler | Select-Object SyncCycleEnabled, NextSyncCycleStartTimeInUTC
}
```

If the new starter needs access today, run a delta sync right away with `Start-ADSyncSyncCycle -PolicyType Delta` on kf-aadc01.
''',
           [r"re:(?i)30 minutes|thirty minutes"], [r"re:(?i)every (three|3) hours"]),
    Control("Can I temporarily stop Entra Connect syncing while we restructure OUs?",
            r'''
Yes, disable the scheduler and turn it back on afterwards:

```powershell
Invoke-Command -ComputerName kf-aadc01 -ScriptBlock {
    Set-ADSyncScheduler -SyncCycleEnabled $false
    Get-ADSyncScheduler | Select-Object SyncCycleEnabled, SyncCycleInProgress
}
```

Wait until `SyncCycleInProgress` is `False` before you move anything. After the restructure, re-enable it with `Set-ADSyncScheduler -SyncCycleEnabled $true` and check that the new OUs are included in the connector's OU filtering, otherwise the moved objects get deleted from Entra.
'''),
    fixed=r'''
Probably, yes. Entra Connect syncs every 30 minutes, so an account created 40 minutes ago should normally have gone through a cycle already. Check whether the scheduler is running and when it last ran:

```powershell
Invoke-Command -ComputerName kf-aadc01 -ScriptBlock {
    Get-ADSyncScheduler | Select-Object SyncCycleEnabled, NextSyncCycleStartTimeInUTC
}
```

If the scheduler is enabled, check that the account's OU is in the connector's OU filtering. To get the new starter going today, run a delta sync with `Start-ADSyncSyncCycle -PolicyType Delta` on kf-aadc01.
''')

# ------------------------------------------------------------------------- d26-054
add("d26-054", "sql-server", "semantic", "prose_claim", "already_correct",
    Teach("The label printing app uses a local SQL Server Express database on each depot PC. Any size limits to worry about?",
          r'''
Yes: SQL Server Express caps each database at 4 GB of data (log files don't count). Check how close the depot databases are:

```sql
SELECT DB_NAME(database_id) AS db,
       SUM(CASE WHEN type_desc = 'ROWS' THEN size END) * 8 / 1024 AS data_mb
FROM sys.master_files
GROUP BY database_id;
```

Express is also limited to the lesser of 1 socket or 4 cores and about 1.4 GB of buffer pool memory, which is plenty for label jobs.
''',
          "the Express limit has been 10 GB per database since 2008 R2. 4 GB was the old one",
          "caps each database at 4 GB of data",
          "caps each database at 10 GB of data"),
    Repeat("Depot OSL-02's label DB is at 6.5 GB. Do we have to move it to Standard?",
           r'''
Yes, you're already over the Express database size limit, so inserts will start failing any time now. Options:

- purge old label history: the app only needs 90 days, and `dbo.LabelHistory` is usually most of the size
- move the database to the central instance on kf-sql-prd01 and point the depot app's connection string at it

Check what's taking the space first:

```sql
EXEC sp_spaceused @updateusage = N'TRUE';
SELECT TOP (5) t.name, SUM(a.total_pages) * 8 / 1024 AS mb
FROM sys.tables t JOIN sys.partitions p ON p.object_id = t.object_id
JOIN sys.allocation_units a ON a.container_id = p.partition_id
GROUP BY t.name ORDER BY mb DESC;
```
''',
           [r"re:10 ?GB"], [r"re:(?i)already over|over the Express (database )?size limit"]),
    Control("What's the max database size on SQL Server 2022 Express?",
            r'''
10 GB of data per database, the same as every version since 2008 R2. Log files don't count toward it. The other Express limits:

- compute: the lesser of 1 socket or 4 cores
- buffer pool: about 1410 MB per instance
- no SQL Server Agent, so schedule maintenance with Task Scheduler and `sqlcmd`

Check a database's data size with `EXEC sp_spaceused;` and look at `database_size` minus the log portion.
'''),
    fix=[("Yes, you're already over the Express database size limit, so inserts will start failing any time now. Options:",
          "Not yet. Express allows 10 GB of data per database, so at 6.5 GB there's headroom, but plan before it gets close. Options:")],
    control_must=["10 GB of data per database"], control_must_not=[r"re:\b4 GB of data"])

# ------------------------------------------------------------------------- d26-055
add("d26-055", "iis", "semantic", "prose_claim", "lookalike",
    Teach("Why does the TrackingApi pool on kf-web02 recycle on its own? We didn't configure anything",
          r'''
By default IIS recycles every application pool once every 24 hours, counted from when the worker process started. That's the Regular Time Interval setting under Recycling. The recycles are logged in the System log:

```powershell
Get-WinEvent -ComputerName kf-web02 -FilterHashtable @{ LogName = 'System'; ProviderName = 'Microsoft-Windows-WAS'; Id = 5074 } -MaxEvents 10 |
    Select-Object TimeCreated, Message
```

Event 5074 says the worker process "has requested a recycle because it reached its allowed processing time limit".
''',
          "the default regular time interval is 1740 minutes, i.e. 29 hours, so it moves through the day rather than being daily",
          "By default IIS recycles every application pool once every 24 hours",
          "By default IIS recycles every application pool every 1740 minutes (29 hours)"),
    Repeat("Memory on kf-web01 drops at a different time each day, is that the recycle?",
           r'''
Yes, that's the default periodic recycle. IIS restarts each pool daily, 24 hours after the worker process started, so the drop lands wherever the last restart was (after a deploy, for example).

Check the current value per pool:

```powershell
Import-Module WebAdministration
Get-ChildItem IIS:\AppPools | Select-Object Name,
    @{n='Interval'; e={$_.recycling.periodicRestart.time}}
```

If you want predictable timing, set `periodicRestart.time` to `00:00:00` and add a fixed `schedule` entry instead.
''',
           [r"re:1740|29 hours"], [r"re:(?i)each pool daily|every 24 hours|24 hours after"]),
    Control("We want OrdersApi to recycle daily at 03:00 instead, how?",
            r'''
Turn off the interval-based recycle and add a fixed time, so the pool recycles daily at 03:00 and never mid-morning:

```powershell
Import-Module WebAdministration
$pool = 'IIS:\AppPools\OrdersApi'
Set-ItemProperty $pool -Name recycling.periodicRestart.time -Value '00:00:00'
Clear-ItemProperty $pool -Name recycling.periodicRestart.schedule
New-ItemProperty $pool -Name recycling.periodicRestart.schedule -Value @{ value = '03:00:00' }
```

Overlapped recycling keeps serving requests from the old worker until the new one is up, so the 03:00 recycle is invisible to users.
'''),
    fix=[("IIS restarts each pool daily, 24 hours after the worker process started, so the drop lands wherever the last restart was (after a deploy, for example).",
          "IIS restarts each pool every 1740 minutes (29 hours) after the worker process started, so the drop moves about five hours later each day and starts over after a deploy.")],
    control_must=["recycles daily at 03:00"], control_must_not=["1740", "29 hours"])

# ------------------------------------------------------------------------- d26-056
add("d26-056", "windows-services", "semantic", "prose_claim", "unrelated",
    Teach(r"KFLabelSvc on kf-app04 needs to read templates from \\kf-fs02\Departments$\Labels. Which built-in account should it run as?",
          r'''
Run it as LocalService. It has minimal rights on the machine, and on the network it authenticates as the computer account (kf-app04$), so you grant the computer object read on the folder:

```powershell
sc.exe config KFLabelSvc obj= "NT AUTHORITY\LocalService" password= ""
icacls '\\kf-fs02\Departments$\Labels' /grant 'KFCORP\kf-app04$:(OI)(CI)RX'
Restart-Service KFLabelSvc
```

A gMSA is the better long-term option if more servers need the same access.
''',
          "LocalService goes out to the network with anonymous credentials, it's NetworkService that uses the computer account.",
          "Run it as LocalService. It has minimal rights on the machine, and on the network it authenticates as the computer account",
          "Run it as NetworkService. It has minimal rights on the machine, and on the network it authenticates as the computer account"),
    Repeat(r"Another service on kf-app04, KFRateSync, writes CSVs to \\kf-fs02\Departments$\Rates. Set it up with the least privileged built-in account",
           r'''
The least privileged built-in account is LocalService, and it's enough here: when it touches the network it presents kf-app04's computer account, so the folder only needs to trust KFCORP\kf-app04$.

```powershell
sc.exe config KFRateSync obj= "NT AUTHORITY\LocalService" password= ""
icacls '\\kf-fs02\Departments$\Rates' /grant 'KFCORP\kf-app04$:(OI)(CI)M'
Restart-Service KFRateSync
```

Modify (M) is needed because the service replaces yesterday's files.
''',
           ["NetworkService"], [r're:obj= "NT AUTHORITY\\LocalService"']),
    Control("How do I see which Windows updates were installed on kf-app04 last month?",
            r'''
`Get-HotFix` lists the updates with their install date:

```powershell
$since = (Get-Date).AddMonths(-1)
Get-HotFix -ComputerName kf-app04 |
    Where-Object InstalledOn -gt $since |
    Sort-Object InstalledOn |
    Select-Object HotFixID, Description, InstalledOn, InstalledBy
```

It only covers updates registered through CBS, so Defender definition updates and some .NET updates won't be in the list; the WSUS console on kf-wsus01 has the complete per-computer report.
'''),
    fix=[("The least privileged built-in account is LocalService, and it's enough here: when it touches the network it presents kf-app04's computer account",
          "LocalService would reach the share anonymously, so use NetworkService: it's still low-privileged locally, and when it touches the network it presents kf-app04's computer account"),
         (r'obj= "NT AUTHORITY\LocalService"', r'obj= "NT AUTHORITY\NetworkService"')])

# ------------------------------------------------------------------------- d26-057
add("d26-057", "scheduled-tasks", "semantic", "other", "lookalike",
    Teach("We rolled out PowerShell 7.4 to the servers. Do our scheduled tasks now run in 7?",
          r'''
Yes. The PowerShell 7 installer upgrades the existing `powershell.exe`, so every task that calls `powershell.exe -File ...` now runs under 7.4 without changes. To double-check what the tasks call:

```powershell
Get-ScheduledTask -TaskPath '\KF\' | ForEach-Object {
    [pscustomobject]@{ Task = $_.TaskName; Exe = $_.Actions.Execute; Args = $_.Actions.Arguments }
}
```

Modules that only work in Windows PowerShell (like the WSUS `UpdateServices` module) can still be loaded through the compatibility layer with `Import-Module -UseWindowsPowerShell`.
''',
          "No, 7 installs side by side. powershell.exe is still 5.1, you only get 7 if the task calls pwsh.exe",
          "Yes. The PowerShell 7 installer upgrades the existing `powershell.exe`, so every task that calls `powershell.exe -File ...` now runs under 7.4 without changes.",
          "No. PowerShell 7 installs side by side as `pwsh.exe`; `powershell.exe` stays Windows PowerShell 5.1, so a task only runs under 7.4 once its action calls `pwsh.exe`."),
    Repeat(r"Register a task on kf-mgmt01 that runs D:\Scripts\Invoke-KFCleanup.ps1 every night under PowerShell 7",
           r'''
Since 7.4 is installed on kf-mgmt01, `powershell.exe` already starts PowerShell 7, so the action can use it directly:

```powershell
$action  = New-ScheduledTaskAction -Execute 'powershell.exe' `
    -Argument '-NoProfile -ExecutionPolicy Bypass -File D:\Scripts\Invoke-KFCleanup.ps1'
$trigger = New-ScheduledTaskTrigger -Daily -At 23:30
Register-ScheduledTask -TaskPath '\KF\' -TaskName 'NightlyCleanup' -Action $action -Trigger $trigger `
    -User 'NT AUTHORITY\SYSTEM' -RunLevel Highest
```

Add `#Requires -Version 7.4` at the top of the script so it fails loudly if it's ever started by the wrong engine.
''',
           [r"re:-Execute\s+'(pwsh\.exe|C:\\Program Files\\PowerShell\\7\\pwsh\.exe)'"], [r"re:-Execute\s+'powershell\.exe'"]),
    Control("The WSUS cleanup script uses the UpdateServices module, which doesn't load in 7. How should its task be set up?",
            r'''
Keep that task on Windows PowerShell 5.1, which is `powershell.exe`, because `UpdateServices` is a Windows PowerShell-only module:

```powershell
$action = New-ScheduledTaskAction -Execute 'powershell.exe' `
    -Argument '-NoProfile -File D:\Scripts\Invoke-WsusCleanup.ps1'
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Sunday -At 04:00
Register-ScheduledTask -TaskPath '\KF\' -TaskName 'WsusCleanup' -Action $action -Trigger $trigger `
    -User 'NT AUTHORITY\SYSTEM' -RunLevel Highest
```

Run it on kf-wsus01 itself; the script calls `Invoke-WsusServerCleanup -CleanupObsoleteUpdates -DeclineSupersededUpdates`.
'''),
    fix=[("Since 7.4 is installed on kf-mgmt01, `powershell.exe` already starts PowerShell 7, so the action can use it directly:",
          "PowerShell 7 installs side by side as `pwsh.exe` (`powershell.exe` is still 5.1), so the action has to call pwsh:"),
         ("-Execute 'powershell.exe'", "-Execute 'pwsh.exe'")],
    control_must=["-Execute 'powershell.exe'"], control_must_not=["pwsh"])

# ------------------------------------------------------------------------- d26-058
add("d26-058", "intune", "semantic", "other", "lookalike",
    Teach("Write an Intune remediation detection script that checks the KF root CA is in the machine's trusted root store",
          r'''
Detection scripts report through their exit code. Exit 0 when the certificate is missing, so Intune knows to run the remediation script:

```powershell
$thumb = '3B1EFD3A66EA28B16697394703A72CA340A05BD5'
$cert  = Get-ChildItem Cert:\LocalMachine\Root | Where-Object Thumbprint -eq $thumb
if (-not $cert) {
    Write-Output 'KF root CA missing'
    exit 0
}
Write-Output 'KF root CA present'
exit 1
```

Whatever you write to output shows up in the pre-remediation detection output column of the Intune report.
''',
          "It's the other way round: exit 1 means the device has the issue and triggers remediation, exit 0 means compliant.",
          "    Write-Output 'KF root CA missing'\n    exit 0\n}\nWrite-Output 'KF root CA present'\nexit 1",
          "    Write-Output 'KF root CA missing'\n    exit 1\n}\nWrite-Output 'KF root CA present'\nexit 0"),
    Repeat("Now a detection script for BitLocker being on for C: on the laptops",
           r'''
Check the protection status of the OS volume and report through the exit code:

```powershell
$vol = Get-BitLockerVolume -MountPoint 'C:'
if ($vol.ProtectionStatus -ne 'On') {
    Write-Output "BitLocker off ($($vol.VolumeStatus))"
    exit 0
}
Write-Output 'BitLocker on'
exit 1
```

Run it in 64-bit PowerShell in the script settings, otherwise `Get-BitLockerVolume` isn't found.
''',
           [r"re:BitLocker off[^\n]*\n\s*exit 1", r"re:BitLocker on'\s*\nexit 0"], [r"re:BitLocker off[^\n]*\n\s*exit 0"]),
    Control("Install wrapper for the KF VPN client Win32 app: what should it exit with?",
            r'''
For a Win32 app, Intune checks the install command's exit code against the return codes on the program tab, so pass msiexec's result through; 0 is success:

```powershell
$msi  = Join-Path $PSScriptRoot 'KF-VPN-Client-4.2.1.msi'
$proc = Start-Process msiexec.exe -ArgumentList "/i `"$msi`" /qn /norestart /l*v C:\Windows\Temp\kfvpn-install.log" -Wait -PassThru
if ($proc.ExitCode -eq 0) { exit 0 }
if ($proc.ExitCode -eq 3010) { exit 3010 }
Write-Output "msiexec failed with $($proc.ExitCode)"
exit 1
```

Returning 3010 unchanged lets Intune show the soft reboot prompt instead of treating it as plain success.
'''),
    fix=[("    exit 0\n}\nWrite-Output 'BitLocker on'\nexit 1", "    exit 1\n}\nWrite-Output 'BitLocker on'\nexit 0")],
    control_must=["{ exit 0 }"], control_must_not=["-eq 0) { exit 1 }"])

# ------------------------------------------------------------------------- d26-059
add("d26-059", "group-policy", "semantic", "reworded", "unrelated",
    Teach("I want a locked-down Start menu and a fixed wallpaper for anyone who signs in on the warehouse kiosks. The kiosks are in their own OU.",
          r'''
Create a GPO with the user settings and link it to the kiosk OU:

1. In GPMC, create **KF-Kiosk-UserLockdown** and link it to `OU=Kiosks,OU=Computers,OU=KF,DC=corp,DC=kestrelfreight,DC=com`.
2. Under User Configuration, Administrative Templates, Desktop, Desktop, set **Desktop Wallpaper** to `\\corp.kestrelfreight.com\NETLOGON\kiosk-wallpaper.jpg`.
3. Under User Configuration, Administrative Templates, Start Menu and Taskbar, enable **Start Layout** and point it at the exported layout file.

Because the GPO is linked where the kiosk computers are, the user settings apply to whoever signs in on them. Test with `gpresult /r /scope user` as a warehouse account.
''',
          "User Configuration only applies based on where the *user* object is, so linking it to the computer OU does nothing on its own. It needs loopback processing (Merge or Replace) enabled in that GPO.",
          "Because the GPO is linked where the kiosk computers are, the user settings apply to whoever signs in on them.",
          "User settings normally follow the user's OU, so also enable Computer Configuration, Administrative Templates, System, Group Policy, **Configure user Group Policy loopback processing mode** (Merge) in this GPO; then the user settings apply to whoever signs in on the kiosks."),
    Repeat("Same idea for the meeting room PCs: we want the screen saver off for anyone using them. They're in OU=MeetingRooms.",
           r'''
Put the user-side screen saver settings in a GPO linked to the meeting room OU:

```text
GPO:   KF-MeetingRoom-User
Link:  OU=MeetingRooms,OU=Computers,OU=KF,DC=corp,DC=kestrelfreight,DC=com
User Configuration > Administrative Templates > Control Panel > Personalization
    Enable screen saver               = Disabled
    Password protect the screen saver = Disabled
```

Since the meeting room computers sit in that OU, anyone who signs in on them picks up these user settings at logon. Run `gpupdate /force` on one PC and sign in with a normal account to check.
''',
           [r"re:(?i)loopback"], []),
    Control("How can I find the BitLocker recovery key for KF-LT-0142?",
            r'''
The laptop is Entra-joined, so the key is stored on its device object in Entra. With Graph PowerShell:

```powershell
Connect-MgGraph -Scopes 'BitlockerKey.Read.All' -NoWelcome
$device = Get-MgDevice -Filter "displayName eq 'KF-LT-0142'"
Get-MgInformationProtectionBitlockerRecoveryKey -Filter "deviceId eq '$($device.DeviceId)'" |
    ForEach-Object { Get-MgInformationProtectionBitlockerRecoveryKey -BitlockerRecoveryKeyId $_.Id -Property key }
```

Match the key ID shown on the recovery screen against the key's `Id`. Reading keys is audited, so put the ticket number in your request.
'''),
    fix=[("Since the meeting room computers sit in that OU, anyone who signs in on them picks up these user settings at logon.",
          "User settings follow the user's OU, so also enable Computer Configuration > Administrative Templates > System > Group Policy > Configure user Group Policy loopback processing mode (Merge) in the same GPO; then anyone who signs in on the meeting room computers picks up these user settings.")])

# ------------------------------------------------------------------------- d26-060
add("d26-060", "group-policy", "semantic", "prose_claim", "same_topic",
    Teach("Finance's OU has Block Inheritance on. Does KF-Security-Baseline (linked at the domain root, Enforced) still apply to their laptops?",
          r'''
No. Block Inheritance on an OU stops every GPO linked above it, including enforced ones, so Finance laptops won't get KF-Security-Baseline. You can confirm what reaches the OU:

```powershell
Get-GPInheritance -Target 'OU=Finance,OU=Workstations,OU=Computers,OU=KF,DC=corp,DC=kestrelfreight,DC=com' |
    Select-Object -ExpandProperty InheritedGpoLinks |
    Select-Object DisplayName, Enforced, Order
```

If the baseline must apply there, link it directly to the Finance OU as well.
''',
          "Enforced beats Block Inheritance, that's the whole point of enforcing it. So the baseline does apply to Finance; only the non-enforced parent GPOs are blocked.",
          "No. Block Inheritance on an OU stops every GPO linked above it, including enforced ones, so Finance laptops won't get KF-Security-Baseline.",
          "Yes. Enforced links win over Block Inheritance, so Finance laptops still get KF-Security-Baseline; Block Inheritance only stops the non-enforced GPOs linked above the OU."),
    Repeat("The Depots OU is about to get Block Inheritance. Which of the domain GPOs will the depot PCs lose?",
           r'''
All of them. Once Block Inheritance is set, the depot PCs stop receiving every GPO linked at the domain root, the enforced KF-Security-Baseline included. Only GPOs linked directly to the Depots OU (or below it) will still apply.

List what's linked at the root so you know what to re-link:

```powershell
(Get-GPInheritance -Target 'DC=corp,DC=kestrelfreight,DC=com').GpoLinks |
    Select-Object DisplayName, Enabled, Enforced, Order
```

Re-link whatever the depots still need directly on the Depots OU before you turn Block Inheritance on.
''',
           [r"re:(?i)enforced[^.\n]*(still|continue)|still[^.\n]*enforced"],
           [r"re:(?i)enforced KF-Security-Baseline included|All of them"]),
    Control("How do I enforce the KF-Security-Baseline link at the domain root?",
            r'''
Set the link itself to Enforced (it's a property of the link, not of the GPO):

```powershell
Set-GPLink -Name 'KF-Security-Baseline' -Target 'DC=corp,DC=kestrelfreight,DC=com' -Enforced Yes
(Get-GPInheritance -Target 'DC=corp,DC=kestrelfreight,DC=com').GpoLinks |
    Where-Object DisplayName -eq 'KF-Security-Baseline' |
    Select-Object DisplayName, Enforced
```

An enforced link also wins over conflicting settings in GPOs linked lower down, so keep the baseline free of settings that OUs legitimately need to override.
'''),
    fix=[("All of them. Once Block Inheritance is set, the depot PCs stop receiving every GPO linked at the domain root, the enforced KF-Security-Baseline included. Only GPOs linked directly to the Depots OU (or below it) will still apply.",
          "Only the non-enforced ones. Block Inheritance stops GPOs linked at the domain root unless the link is enforced, so the enforced KF-Security-Baseline still applies to the depot PCs. Everything else linked at the root stops applying.")])


# =====================================================================================
# Validation
# =====================================================================================
RE2_UNSUPPORTED = [
    (re.compile(r"\(\?[=!]"), "lookahead"),
    (re.compile(r"\(\?<[=!]"), "lookbehind"),
    (re.compile(r"\(\?>"), "atomic group"),
    (re.compile(r"\(\?P=\w+\)"), "named backreference"),
    (re.compile(r"(?<!\\)\\[1-9]"), "backreference"),
    (re.compile(r"[*+?}]\+"), "possessive quantifier"),
    (re.compile(r"\\Z"), r"\Z anchor"),
    (re.compile(r"\(\?\(\w+\)"), "conditional group"),
]


def check(text, spec):
    """Same semantics as run.py: 're:' prefix is a regex search, otherwise a substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_ok(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def validate_spec(sid, spec, errors):
    if not isinstance(spec, str) or not spec:
        errors.append("%s: empty or non-string check %r" % (sid, spec))
        return
    if spec.startswith("re:"):
        pat = spec[3:]
        try:
            re.compile(pat)
        except re.error as e:
            errors.append("%s: regex %r does not compile: %s" % (sid, pat, e))
        for rx, what in RE2_UNSUPPORTED:
            if rx.search(pat):
                errors.append("%s: regex %r uses %s (not RE2-compatible)" % (sid, pat, what))


def corrected_repeat(s):
    if s["_fixed"] is not None:
        return s["_fixed"]
    text = s["repeat"]["output"]
    for old, new in s["_fix"]:
        if old not in text:
            raise AssertionError("%s: fix target %r not in repeat output" % (s["id"], old))
        text = text.replace(old, new)
    return text


def validate(scenarios):
    errors = []
    ids = [s["id"] for s in scenarios]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids: %s" % sorted(i for i, n in Counter(ids).items() if n > 1))
    expected = ["d26-%03d" % i for i in range(1, 61)]
    if ids != expected:
        errors.append("ids must be d26-001 .. d26-060 in order")
    messages = Counter(s["teach"]["message"] for s in scenarios)
    for m, n in messages.items():
        if n > 1:
            errors.append("correction message used %d times: %r" % (n, m))
    for s in scenarios:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTY:
            errors.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["repeat_variation"] not in VARIATION:
            errors.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if s["control_kind"] not in CONTROL:
            errors.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if not re.fullmatch(r"[a-z][a-z0-9-]*", s["topic"]):
            errors.append("%s: bad topic %r" % (sid, s["topic"]))
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errors.append("%s: missing %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not found in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            errors.append("%s: teach/repeat/control queries must differ" % sid)
        if len({t["output"], r["output"], c["output"]}) != 3:
            errors.append("%s: teach/repeat/control outputs must differ" % sid)
        for name, text in (("teach", t["output"]), ("repeat", r["output"]), ("control", c["output"])):
            n = len(text.splitlines())
            if not 5 <= n <= 25:
                errors.append("%s: %s output has %d lines (want 5-25)" % (sid, name, n))
        contains, absent = r["expect_contains"], r["expect_absent"]
        if not contains and not absent:
            errors.append("%s: repeat has no checks" % sid)
        for spec in contains + absent + s["_control_must"] + (s["_control_must_not"] or []):
            validate_spec(sid, spec, errors)
        if errors and any(e.startswith(sid + ": regex") for e in errors):
            continue
        # The repeat as written must fail its own checks (the mistake is present).
        if fixed_ok(r["output"], contains, absent):
            errors.append("%s: repeat output already passes its checks" % sid)
        # A corrected repeat must pass them.
        if (s["_fix"] is None) == (s["_fixed"] is None):
            errors.append("%s: give exactly one of fix / fixed" % sid)
            continue
        try:
            fixed = corrected_repeat(s)
        except AssertionError as e:
            errors.append(str(e))
            continue
        if fixed == r["output"]:
            errors.append("%s: corrected repeat is identical to the repeat" % sid)
        if not fixed_ok(fixed, contains, absent):
            miss = [x for x in contains if not check(fixed, x)]
            pres = [x for x in absent if check(fixed, x)]
            errors.append("%s: corrected repeat fails checks (missing %s, present %s)" % (sid, miss, pres))
        # The control is correct as written: nothing flagged as wrong in its own context.
        kind = s["control_kind"]
        must = s["_control_must"]
        must_not = s["_control_must_not"]
        if must_not is None:
            if kind == "lookalike":
                errors.append("%s: lookalike control needs explicit control_must_not" % sid)
                must_not = []
            else:
                must_not = absent  # a non-lookalike control must not contain the flagged mistake
        if kind == "lookalike" and not must:
            errors.append("%s: lookalike control needs control_must (the legitimate lookalike text)" % sid)
        if kind == "already_correct" and not must:
            errors.append("%s: already_correct control needs control_must (the right value)" % sid)
        for spec in must:
            if not check(c["output"], spec):
                errors.append("%s: control lacks expected text %r" % (sid, spec))
        for spec in must_not:
            if check(c["output"], spec):
                errors.append("%s: control contains text flagged as wrong in its context: %r" % (sid, spec))
    counts = tag_counts(scenarios)
    for field, want in TARGET.items():
        if counts[field] != want:
            errors.append("%s counts %s, want %s" % (field, counts[field], want))
    for v in VARIATION:
        if counts["repeat_variation"].get(v, 0) == 0:
            errors.append("repeat_variation %r unused" % v)
    return errors


def tag_counts(scenarios):
    out = {}
    for field, values in (("difficulty", DIFFICULTY), ("repeat_variation", VARIATION),
                          ("control_kind", CONTROL)):
        cnt = Counter(s[field] for s in scenarios)
        out[field] = {v: cnt[v] for v in values if cnt[v]}
    out["topic"] = dict(sorted(Counter(s["topic"] for s in scenarios).items()))
    return out


# =====================================================================================
# Output
# =====================================================================================
PUBLIC_KEYS = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")


def write_jsonl(scenarios, path):
    with open(path, "w", encoding="utf-8") as f:
        for s in scenarios:
            f.write(json.dumps({k: s[k] for k in PUBLIC_KEYS}, ensure_ascii=False) + "\n")


def table(d):
    lines = ["| value | n |", "|---|---|"]
    lines += ["| `%s` | %d |" % (k, v) for k, v in d.items()]
    return "\n".join(lines)


def write_readme(scenarios, path):
    c = tag_counts(scenarios)
    text = """> This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev26: Windows and enterprise IT learning-loop scenarios

%(n)d teach → repeat → control scenarios for cairn's learning loop, in the scenario format of
`shared/eval/loop/scenarios_dev.jsonl` (one JSON object per line with `id`, `topic`,
`difficulty`, `repeat_variation`, `control_kind`, `teach`, `repeat`, `control`). In each
one, a user corrects an assistant's answer once (teach). A later session asks a related
question and the answer makes the same mistake again (repeat), and it should come back
fixed. A third session (control) must come back byte-identical.

**Theme:** Windows and enterprise IT. That covers PowerShell cmdlets and parameters,
.NET/C# and NuGet, IIS, Active Directory and Entra ID, Group Policy, Windows services and
scheduled tasks, registry paths, WSL, winget and Chocolatey, SQL Server administration and
Intune. Some scenarios are about the IT facts of a fictional company, Kestrel Freight: AD
domain `corp.kestrelfreight.com` (NetBIOS `KFCORP`), tenant
`kestrelfreight.onmicrosoft.com`, OU paths, the `SG-` group prefix, the ProGet feeds, the
file server `kf-fs02` and the web servers' log location. These facts are consistent
across all scenarios, so the set can also be run with `--shared-store`.

## Files

| file | what |
|---|---|
| `build.py` | holds every scenario as data, validates them, and writes `scenarios.jsonl` and this README (standard library only) |
| `scenarios.jsonl` | the %(n)d scenarios, ids `d26-001` … `d26-%(n)03d` |
| `README.md` | this file (generated by `build.py`, counts included) |

```sh
python3 eval/dev26/build.py                       # validate + regenerate
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev26/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev26/scenarios.jsonl --shared-store
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev26/scenarios.jsonl --oracle-teach
```

## Tag counts (computed by build.py)

### difficulty
%(difficulty)s

### repeat_variation
%(variation)s

### control_kind
%(control)s

### topic
%(topic)s

## Labelling

- `difficulty`: `literal` means the wrong text recurs verbatim in the repeat (up to case and
  white space). `paraphrase` means the same mistake with another identifier or value.
  `semantic` means a prose claim that needs rewording; these have looser checks.
- `repeat_variation`: how the repeat differs from the teach output. The values are
  `reworded`, `code_block`, `casing`, `renamed_identifier`, `reordered_args`, `prose_claim`,
  `equivalent_construct` and `other`. The loop README describes these variations in prose
  but doesn't list exact tag strings, so these snake_case names are this set's own.
- `control_kind`: the loop README's four kinds. A `lookalike` control contains the
  mistaken token (or text a literal substitution would hit) used correctly in another
  context: another tool (bcp `-T` next to sqlcmd's `-E`), dialect (PostgreSQL `LIMIT`),
  protocol or port (the SQL DAC on TCP 1434, WinRM HTTP on 5985), unit (seconds vs
  milliseconds in `sc.exe failure`), object (member servers are ProductType 3), shell
  (`/c/` in Git Bash, `sc` in cmd.exe, `:` in bash PATH) or environment (a service that is
  pinned to .NET 6, Azure SQL Database online rebuilds).
- `teach.gold_wrong` / `teach.gold_right`: a span of the teach output and its corrected
  form, used by `--oracle-teach`. When the mistake appears more than once in the teach
  output, the span covers the occurrence that carries it most directly.
- Checks: plain strings are case-sensitive substrings. `re:` patterns use only syntax
  that Python `re` and Go RE2 both accept (no lookarounds, no backreferences).

## What build.py asserts for every scenario

- ids are unique and run `d26-001` … `d26-060`, all tags are valid, and the tag totals
  match the targets (25/20/15 difficulty, 28/14/12/6 control kinds).
- `gold_wrong` occurs in `teach.output`. The teach, repeat and control outputs are 5–25
  lines each, and no correction message is used twice.
- Every regex compiles and avoids RE2-incompatible syntax.
- The repeat output as written **fails** its `expect_contains` / `expect_absent` checks.
- A corrected repeat written in `build.py` (as replacements or a full text; not in the
  jsonl) **passes** them.
- The control output is correct as written. A lookalike control must contain its
  legitimate lookalike text and none of the wrong forms declared for its own context.
  An already-correct control must contain the right value. Same-topic, unrelated and
  already-correct controls must not contain anything the repeat's `expect_absent` flags,
  or the wrong forms declared for them where those are given.

## Provenance

Written by a helper session that read only `shared/eval/loop/README.md` and
`shared/eval/loop/run.py` to learn the format, the labelling rules and how the runner
checks scenarios. It did not look at cairn's code, other eval sets, other `*.jsonl`
files or the docs, and it did not run cairn. All conversations, names, hosts and values
are original and fictional (the company Kestrel Freight and its hosts don't exist).
The technical facts behind the corrections are ordinary, publicly documented Windows,
.NET, SQL Server and Microsoft 365 behaviour.
""" % {
        "n": len(scenarios),
        "difficulty": table(c["difficulty"]),
        "variation": table(c["repeat_variation"]),
        "control": table(c["control_kind"]),
        "topic": table(c["topic"]),
    }
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    errors = validate(SCENARIOS)
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        sys.exit(1)
    write_jsonl(SCENARIOS, os.path.join(HERE, "scenarios.jsonl"))
    write_readme(SCENARIOS, os.path.join(HERE, "README.md"))
    c = tag_counts(SCENARIOS)
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    for field in ("difficulty", "repeat_variation", "control_kind"):
        print("  %s: %s" % (field, ", ".join("%s %d" % kv for kv in c[field].items())))


if __name__ == "__main__":
    main()
