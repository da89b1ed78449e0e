#!/usr/bin/env python3
"""Build eval/dev27/scenarios.jsonl and README.md (standard library only).

dev27: 60 teach -> repeat -> control scenarios about automation written by
analysts and less technical users (spreadsheet formulas, Apps Script, VBA,
Power Query, Zapier / Make, Gmail / Outlook / Microsoft Graph, small Python
and shell report scripts, cron, CSV handling, team facts).

The scenarios are held below as data. Each one also carries fields that are
used only here and are NOT written to the jsonl:

  fix       list of (old, new) replacements that turn repeat.output into a
            corrected repeat; the corrected text must pass the checks
  cflags    check specs that would mark the control wrong in its own
            context; none may match the control output
            (default for non-lookalike controls: the repeat's expect_absent
            plus teach.gold_wrong)
  cneeds    check specs that must match the control output (lookalike: the
            look-alike text really is there; already_correct: the right
            value really is there)
  literal   for literal scenarios, the wrong text that recurs verbatim (up
            to case and white space) in the repeat; default gold_wrong

Run:  python3 build.py      (validates, then writes scenarios.jsonl and README.md)
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d27-"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "renamed_identifier",
              "reordered_args", "prose_claim", "equivalent_construct", "other")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
TARGET_DIFFICULTY = {"literal": 25, "paraphrase": 20, "semantic": 15}
TARGET_CONTROL = {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6}

SCENARIOS = []


def t(s):
    """Strip the newline after the opening quotes and trailing white space."""
    if s.startswith("\n"):
        s = s[1:]
    return s.rstrip()


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": "%s%03d" % (PREFIX, num), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": teach[0], "output": t(teach[1]), "message": teach[2],
                  "gold_wrong": teach[3], "gold_right": teach[4]},
        "repeat": {"query": repeat[0], "output": t(repeat[1]),
                   "expect_contains": list(repeat[2]), "expect_absent": list(repeat[3])},
        "control": {"query": control[0], "output": t(control[1])},
        "_fix": list(fix), "_cflags": cflags, "_cneeds": cneeds, "_literal": literal,
    })


# =========================================================================
# scenarios
# =========================================================================
S(1, "excel", "paraphrase", "renamed_identifier", "lookalike",
  teach=("need to pull the unit price from the Prices tab into my orders sheet, product code is in column A",
         r"""
You can pull it across with VLOOKUP. In B2 of the Orders sheet:

```excel
=VLOOKUP(A2,Prices!A:C,3)
```

- `A2` is the product code you're looking up
- `Prices!A:C` is the lookup table (codes in column A, price in column C)
- `3` returns the third column of that range

Fill it down to the last order row. If a code is missing from the Prices tab you'll see #N/A; wrap it in IFERROR if you'd rather show a blank:

```excel
=IFERROR(VLOOKUP(A2,Prices!A:C,3),"")
```
""",
         "this is giving me the wrong prices for some codes — without FALSE at the end it's doing an approximate match. needs exact match",
         "VLOOKUP(A2,Prices!A:C,3)", "VLOOKUP(A2,Prices!A:C,3,FALSE)"),
  repeat=("How do I bring the exchange rate from the Rates sheet onto each invoice line? Currency code is in B5.",
          r"""
Use a lookup against the Rates sheet. Put this in the rate column and copy it down:

=VLOOKUP(B5,Rates!$A:$D,4)

Rates!$A:$D is locked with $ so it doesn't shift as you fill down, and 4 picks the fourth column (the EUR rate in your layout). Then the converted amount is just:

=E5*F5

If you add new currencies, append them to the bottom of the Rates sheet; the whole-column reference picks them up automatically.
""",
          [r"re:VLOOKUP\(B5,\s*Rates!\$A:\$D,\s*4,\s*(FALSE|0)\)"],
          ["Rates!$A:$D,4)"]),
  control=("commission rate depends on sales bands (0, 10k, 25k, 50k...). how do I look up the rate for each rep?",
           r"""
Put the bands on a Tiers sheet sorted ascending, lower bound in A and rate in B:

| A (from) | B (rate) |
|---|---|
| 0 | 2% |
| 10000 | 3.5% |
| 25000 | 5% |
| 50000 | 6% |

Then, with the rep's total sales in D2:

=VLOOKUP(D2,Tiers!$A$2:$B$5,2)

Leaving out the fourth argument makes VLOOKUP use approximate match, which is exactly what bands need: it returns the rate for the largest lower bound that is less than or equal to D2, so 18,400 gets 3.5%. This only works if column A stays sorted smallest to largest.
"""),
  fix=[("=VLOOKUP(B5,Rates!$A:$D,4)", "=VLOOKUP(B5,Rates!$A:$D,4,FALSE)")],
  cflags=[r"re:VLOOKUP\(D2,Tiers!\$A\$2:\$B\$5,2,\s*(FALSE|0)\)"],
  cneeds=["=VLOOKUP(D2,Tiers!$A$2:$B$5,2)"])

S(2, "apps_script", "literal", "reworded", "lookalike",
  teach=("apps script: I want the export file named like sales_2024-06-30.csv using today's date",
         r"""
Build the name with Utilities.formatDate so it follows the script's time zone:

```javascript
function exportName() {
  const tz = Session.getScriptTimeZone();
  const stamp = Utilities.formatDate(new Date(), tz, 'yyyy-mm-dd');
  return 'sales_' + stamp + '.csv';
}
```

Call `exportName()` wherever you create the file, e.g. `DriveApp.getFolderById(FOLDER_ID).createFile(exportName(), csv, MimeType.CSV)`. The script time zone is set under Project Settings; make sure it matches the team's, otherwise a run just after midnight gets yesterday's date.
""",
         "The files are coming out as sales_2024-37-30 — lowercase mm is minutes in formatDate, month is MM.",
         "'yyyy-mm-dd'", "'yyyy-MM-dd'"),
  repeat=("How can I stamp the date into the subject of the summary email my script sends?",
          r"""
Format the date first, then drop it into the subject string:

```javascript
function sendSummary(body) {
  const today = Utilities.formatDate(new Date(), 'Europe/London', 'yyyy-mm-dd');
  GmailApp.sendEmail('ops-leads@brightwell.co.uk', 'Daily summary ' + today, body);
}
```

Hard-coding 'Europe/London' keeps the subject stable even if someone changes the project's time zone. If you'd prefer a friendlier look, any SimpleDateFormat-style pattern works here.
""",
          ["re:yyyy-MM-dd"], ["'yyyy-mm-dd'"]),
  control=("In Excel, how do I turn the date in A2 into text like 2024-06-30 so I can build an ID?",
           r"""
Use TEXT with a format code:

=TEXT(A2,"yyyy-mm-dd")

In Excel format codes `mm` means month when it sits between year and day like this (it only means minutes next to `h` or `ss`). To build the ID:

=TEXT(A2,"yyyy-mm-dd")&"-"&B2

If A2 shows as a number like 45473 it's still a real date; TEXT formats it correctly. If it's text that only looks like a date, convert it first with DATEVALUE(A2).
"""),
  fix=[("'yyyy-mm-dd'", "'yyyy-MM-dd'")],
  cflags=[r"re:formatDate\([^)]*'yyyy-mm-dd'"],
  cneeds=['=TEXT(A2,"yyyy-mm-dd")'])

S(3, "apps_script", "paraphrase", "renamed_identifier", "lookalike",
  teach=("script to read all the data rows from the Responses sheet (row 1 is headers, 5 columns)",
         r"""
Read the block in one call instead of cell by cell:

```javascript
function readResponses() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Responses');
  const rows = sheet.getRange(2, 1, sheet.getLastRow(), 5).getValues();
  rows.forEach(function (r) {
    const [timestamp, email, team, score, comment] = r;
    // ... your processing here
  });
  return rows;
}
```

getRange(row, column, numRows, numColumns) starts at row 2 to skip the header, and getValues() gives you a 2D array you can loop over.
""",
         "There's always an empty row at the end of the array. Starting at row 2 means you need getLastRow() - 1 rows, not getLastRow().",
         "sheet.getRange(2, 1, sheet.getLastRow(), 5)", "sheet.getRange(2, 1, sheet.getLastRow() - 1, 5)"),
  repeat=("how do I grab everything under the header in the Leads tab? it has 8 columns",
          r"""
Something like this will do it:

```javascript
const ws = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Leads');
const leads = ws.getRange(2, 1, ws.getLastRow(), 8).getValues();
Logger.log('Loaded ' + leads.length + ' leads');
```

Row 2 is the first data row, column 1 is A, and 8 columns takes you to H. `leads[0]` is the first lead and `leads[0][2]` its third field.
""",
          [r"re:getLastRow\(\)\s*-\s*1|getDataRange\(\)"], ["ws.getLastRow(), 8"]),
  control=("copy the whole Leads sheet including the header row into an array",
           r"""
Start at row 1 so the header comes along:

```javascript
const sheet = SpreadsheetApp.getActive().getSheetByName('Leads');
const all = sheet.getRange(1, 1, sheet.getLastRow(), 8).getValues();
const header = all[0];
const body = all.slice(1);
```

From row 1, getLastRow() is exactly the number of rows that hold data, so nothing is cut off and there's no trailing blank row. `header` holds the column names and `body` the records.
"""),
  fix=[("ws.getRange(2, 1, ws.getLastRow(), 8)", "ws.getRange(2, 1, ws.getLastRow() - 1, 8)")],
  cflags=[r"re:getRange\(2,\s*1,\s*sheet\.getLastRow\(\),"],
  cneeds=["sheet.getRange(1, 1, sheet.getLastRow(), 8)"])

S(4, "cron", "literal", "code_block", "lookalike",
  teach=("crontab entry to dump yesterday's sales to a dated file every morning at 6",
         r"""
Add this with `crontab -e`:

```cron
0 6 * * * /usr/local/bin/sales-export --day yesterday > /data/exports/sales_$(date +%Y%m%d).csv 2>> /var/log/sales-export.log
```

That runs at 06:00 every day, writes a file like `sales_20240701.csv` and appends errors to the log. Make sure `/data/exports` exists and is writable by the user whose crontab this is.
""",
         r"cron treats % as a newline, so that line gets cut off at the first one. they have to be escaped as \%",
         "$(date +%Y%m%d)", r"$(date +\%Y\%m\%d)"),
  repeat=("can you give me a one-liner that installs a nightly gzip of the app log into my crontab?",
          r"""
You can append it without opening an editor:

```bash
(crontab -l 2>/dev/null; echo '30 1 * * * gzip -c /var/log/reporting/app.log > /var/log/reporting/archive/app_$(date +%Y%m%d).log.gz') | crontab -
```

It keeps your existing entries (`crontab -l`), adds the new line and reloads the table. Check it with `crontab -l | tail -1`.
""",
          [r"re:date \+\\%Y\\%m\\%d"], ["$(date +%Y%m%d)"]),
  control=("write a small bash script that backs up the reports folder with today's date in the name",
           r"""
Save this as `/opt/scripts/backup_reports.sh` and make it executable:

```bash
#!/usr/bin/env bash
set -euo pipefail
stamp=$(date +%Y%m%d)
tar -czf "/backups/reports_${stamp}.tar.gz" -C /srv reports
find /backups -name 'reports_*.tar.gz' -mtime +14 -delete
```

Inside a script the `%` signs need no escaping, so `date +%Y%m%d` gives e.g. `20240701`. The last line keeps two weeks of backups. Then schedule the script itself from cron by its path.
"""),
  fix=[("$(date +%Y%m%d)", r"$(date +\%Y\%m\%d)")],
  cflags=[r"re:\* \* \*[^\n]*date \+%"],
  cneeds=["stamp=$(date +%Y%m%d)"])

S(5, "cron", "paraphrase", "other", "lookalike",
  teach=("cron schedule for the weekly pipeline report, mondays 6am",
         r"""
The five fields are minute, hour, day of month, month and day of week:

```
0 6 * * 0  /opt/reports/.venv/bin/python /opt/reports/pipeline_weekly.py
```

- `0 6` → 06:00
- `* *` → any day of the month, any month
- `0` → Monday

Times are in the server's local time zone, so check `timedatectl` if the box might be on UTC.
""",
         "0 is sunday in cron. monday's 1",
         "0 6 * * 0", "0 6 * * 1"),
  repeat=("Add a cron line that sends the timesheet reminder every Monday at 7:30.",
          r"""
Here's the entry:

```
30 7 * * 0  /usr/local/bin/remind-timesheets --channel "#timesheets"
```

Minute 30, hour 7, every day of the month and every month, on Mondays (day-of-week 0). If you'd rather send it on weekdays only, the last field becomes a range instead.
""",
          [r"re:30 7 \* \* (1|MON|Mon|mon) "], ["30 7 * * 0"]),
  control=("cron entry for the sunday night full backup at 23:00",
           r"""
Sunday is day-of-week 0 (7 also works on most crons):

```
0 23 * * 0  /opt/scripts/full_backup.sh >> /var/log/full_backup.log 2>&1
```

That fires at 23:00 every Sunday. Keep it away from the Monday-morning report jobs so the backup isn't still running when they start; a full backup of the reporting DB usually takes 40–60 minutes.
"""),
  fix=[("30 7 * * 0", "30 7 * * 1"), ("(day-of-week 0)", "(day-of-week 1)")],
  cflags=["0 23 * * 1"],
  cneeds=["0 23 * * 0"])

S(6, "csv", "literal", "casing", "already_correct",
  teach=("python: write the customer list to csv so the finance team can open it in Excel. names have accents (é, ü)",
         r"""
Use the csv module and write the header first:

```python
import csv

with open("customers.csv", "w", encoding="utf-8", newline="") as f:
    writer = csv.writer(f)
    writer.writerow(["customer_id", "name", "city", "balance"])
    for c in customers:
        writer.writerow([c.id, c.name, c.city, f"{c.balance:.2f}"])
```

`newline=""` stops Windows from adding blank lines between rows, and UTF-8 keeps names like Müller and Loïc intact.
""",
         "Excel still shows MÃ¼ller when they double-click it. Excel needs the BOM, so it has to be utf-8-sig",
         'encoding="utf-8"', 'encoding="utf-8-sig"'),
  repeat=("Export the supplier table to a CSV the buyers can open in Excel please",
          r"""
This writes all suppliers with a header row:

```python
import csv

FIELDS = ["supplier_id", "name", "country", "payment_terms"]

with open("suppliers.csv", "w", encoding="UTF-8", newline="") as out:
    w = csv.DictWriter(out, fieldnames=FIELDS)
    w.writeheader()
    w.writerows(suppliers)
```

`suppliers` should be a list of dicts with those four keys. The file opens straight into Excel with one supplier per row.
""",
          ['re:encoding="(?i:utf-8-sig)"'], ['re:encoding="(?i:utf-8)"']),
  control=("write the monthly payroll summary to a csv for excel users",
           r"""
```python
import csv

with open("payroll_summary.csv", "w", encoding="utf-8-sig", newline="") as f:
    writer = csv.writer(f)
    writer.writerow(["employee", "department", "gross", "net"])
    writer.writerows(rows)
```

`utf-8-sig` writes a byte-order mark at the start of the file, which is what tells Excel the file is UTF-8; without it Excel guesses the legacy code page and mangles accented names. `newline=""` avoids the blank lines between rows on Windows.
"""),
  fix=[('encoding="UTF-8"', 'encoding="utf-8-sig"')],
  cneeds=['encoding="utf-8-sig"'])

S(7, "python_report", "literal", "equivalent_construct", "lookalike",
  teach=("add today's date to the report filename in my python script, like report_2024-07-01.xlsx",
         r"""
Use datetime and format it when you build the path:

```python
from datetime import datetime
from pathlib import Path

out_dir = Path(r"C:\Reports\Daily")
stamp = datetime.now().strftime("%Y-%M-%d")
out_file = out_dir / f"report_{stamp}.xlsx"
df.to_excel(out_file, index=False)
```

That produces something like `report_2024-07-01.xlsx` in C:\Reports\Daily.
""",
         "%M is minutes, not month — got report_2024-42-01. should be %m",
         "%Y-%M-%d", "%Y-%m-%d"),
  repeat=("How do I name the exported CSV with the run date?",
          r"""
An f-string with a format spec is the shortest way:

```python
from datetime import date

today = date.today()
path = f"exports/ar_aging_{today:%Y-%M-%d}.csv"
aging.to_csv(path, index=False)
print(f"wrote {path}")
```

The part after the colon is passed to strftime, so you get a sortable ISO-style date in the name.
""",
          ["%Y-%m-%d"], ["%Y-%M-%d"]),
  control=("i want each log line in my report script to start with date and time to the minute",
           r"""
Configure logging once at the top of the script:

```python
import logging

logging.basicConfig(
    filename="report.log",
    level=logging.INFO,
    format="%(asctime)s %(levelname)s %(message)s",
    datefmt="%Y-%m-%d %H:%M",
)
logging.info("starting daily export")
```

`%H:%M` is hour and minute, so lines look like `2024-07-01 06:05 INFO starting daily export`.
"""),
  fix=[("%Y-%M-%d", "%Y-%m-%d")],
  cflags=["%Y-%M"],
  cneeds=['datefmt="%Y-%m-%d %H:%M"'])

S(8, "gmail_api", "literal", "code_block", "lookalike",
  teach=("which scope do I need for a python script that sends the weekly report through the gmail api?",
         r"""
Request the read-only Gmail scope when you build the credentials: `https://www.googleapis.com/auth/gmail.readonly`. It's the narrowest one, so the consent screen stays simple.

Then in the script:

```python
creds = Credentials.from_authorized_user_file("token.json", SCOPES)
service = build("gmail", "v1", credentials=creds)
service.users().messages().send(userId="me", body={"raw": raw}).execute()
```

Delete token.json after changing scopes so the consent flow runs again.
""",
         "gmail.readonly can't send anything, the send call 403s. The scope for this is gmail.send",
         "https://www.googleapis.com/auth/gmail.readonly", "https://www.googleapis.com/auth/gmail.send"),
  repeat=("set up the auth part for a script that emails the invoice summary from my gmail",
          r"""
```python
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.readonly"]

flow = InstalledAppFlow.from_client_secrets_file("client_secret.json", SCOPES)
creds = flow.run_local_server(port=0)
gmail = build("gmail", "v1", credentials=creds)
```

Save `creds.to_json()` to token.json so you only see the browser prompt once; after that `gmail.users().messages().send(...)` sends the summary.
""",
          [r"re:auth/gmail\.(send|compose|modify)"], ["gmail.readonly"]),
  control=("script that counts unread messages per label in my gmail, it should only read",
           r"""
For a script that never changes anything, ask for the read-only scope:

```python
SCOPES = ["https://www.googleapis.com/auth/gmail.readonly"]

creds = Credentials.from_authorized_user_file("token.json", SCOPES)
gmail = build("gmail", "v1", credentials=creds)
for label in gmail.users().labels().list(userId="me").execute()["labels"]:
    info = gmail.users().labels().get(userId="me", id=label["id"]).execute()
    print(f'{info["name"]}: {info.get("messagesUnread", 0)} unread')
```

labels.get returns messagesUnread for each label, so you don't have to page through messages at all.
"""),
  fix=[("gmail.readonly", "gmail.send")],
  cflags=["messages().send(", "gmail.send"],
  cneeds=['SCOPES = ["https://www.googleapis.com/auth/gmail.readonly"]'])

S(9, "gmail_api", "paraphrase", "renamed_identifier", "lookalike",
  teach=("build the raw message for gmail api send with an attachment",
         r"""
Assemble a MIME message with the email package, then encode it for the API:

```python
import base64
from email.message import EmailMessage

msg = EmailMessage()
msg["To"] = "finance-weekly@harbourline.com"
msg["Subject"] = "Weekly cash report"
msg.set_content("Report attached.")
with open("cash_report.xlsx", "rb") as f:
    msg.add_attachment(f.read(), maintype="application",
                       subtype="vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                       filename="cash_report.xlsx")

raw = base64.b64encode(msg.as_bytes()).decode()
service.users().messages().send(userId="me", body={"raw": raw}).execute()
```
""",
         "the raw field has to be base64url (urlsafe_b64encode), plain b64encode breaks as soon as there's a + or / in the output",
         "base64.b64encode(msg.as_bytes())", "base64.urlsafe_b64encode(msg.as_bytes())"),
  repeat=("Gmail API: send a plain text reminder to the AP team",
          r"""
For a plain-text mail you only need a few lines:

```python
import base64
from email.mime.text import MIMEText

mime = MIMEText("Reminder: supplier payment run closes at 14:00 today.")
mime["to"] = "ap-team@harbourline.com"
mime["subject"] = "Payment run cut-off"

payload = {"raw": base64.b64encode(mime.as_bytes()).decode()}
gmail.users().messages().send(userId="me", body=payload).execute()
```

The message ID in the response is handy to log if you want to check it went out.
""",
          [r"re:urlsafe_b64encode\(mime\.as_bytes\(\)\)"], ["base64.b64encode(mime"]),
  control=("Graph API: attach a pdf when sending mail from python",
           r"""
With Microsoft Graph the file goes inline as a fileAttachment, base64-encoded:

```python
import base64, requests

with open("statement.pdf", "rb") as f:
    content = base64.b64encode(f.read()).decode()

mail = {"message": {
    "subject": "Your statement",
    "body": {"contentType": "Text", "content": "Statement attached."},
    "toRecipients": [{"emailAddress": {"address": "client@example.org"}}],
    "attachments": [{
        "@odata.type": "#microsoft.graph.fileAttachment",
        "name": "statement.pdf",
        "contentType": "application/pdf",
        "contentBytes": content,
    }],
}}
requests.post(f"{GRAPH}/users/{SENDER}/sendMail", headers=headers, json=mail, timeout=30)
```

contentBytes is standard base64, and this inline form is fine for files under 3 MB.
"""),
  fix=[("base64.b64encode(mime.as_bytes())", "base64.urlsafe_b64encode(mime.as_bytes())")],
  cflags=["urlsafe_b64encode"],
  cneeds=["base64.b64encode(f.read())"])

S(10, "graph_api", "semantic", "equivalent_construct", "lookalike",
  teach=("python daemon on our report server, needs to read the finance@ mailbox via graph. app registration has Mail.Read application permission",
         r"""
With an application permission you authenticate as the app itself (client credentials), then read the messages:

```python
import msal, requests

app = msal.ConfidentialClientApplication(
    CLIENT_ID, authority=f"https://login.microsoftonline.com/{TENANT_ID}",
    client_credential=CLIENT_SECRET)
token = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])

headers = {"Authorization": f"Bearer {token['access_token']}"}
resp = requests.get("https://graph.microsoft.com/v1.0/me/mailFolders/inbox/messages",
                    headers=headers, params={"$top": 50}, timeout=30)
resp.raise_for_status()
for m in resp.json()["value"]:
    print(m["receivedDateTime"], m["subject"])
```
""",
         "That returns 400 — with client credentials there's no signed-in user so /me doesn't exist. It has to address the mailbox: /users/finance@northwind.io/...",
         "https://graph.microsoft.com/v1.0/me/mailFolders/inbox/messages",
         "https://graph.microsoft.com/v1.0/users/finance@northwind.io/mailFolders/inbox/messages"),
  repeat=("Same daemon app, now it should list tomorrow's meetings on the boardroom calendar (Calendars.Read application permission)",
          r"""
Reuse the token from acquire_token_for_client and call calendarView with a start and end:

```python
from datetime import date, timedelta

day = date.today() + timedelta(days=1)
params = {
    "startDateTime": f"{day}T00:00:00",
    "endDateTime": f"{day}T23:59:59",
}
r = requests.get(f"{GRAPH}/me/calendarView", headers=headers, params=params, timeout=30)
for ev in r.json()["value"]:
    print(ev["start"]["dateTime"], ev["subject"])
```

calendarView expands recurring meetings into individual occurrences, which is what you want for a day view.
""",
          [r're:/users/[^/"]+/calendarView'], ["/me/calendarView"]),
  control=("small script I run by hand to list my own unread mail via graph, sign in with device code",
           r"""
For a script you run yourself, use delegated auth with the device code flow and call /me:

```python
import msal, requests

app = msal.PublicClientApplication(CLIENT_ID, authority="https://login.microsoftonline.com/organizations")
flow = app.initiate_device_flow(scopes=["Mail.Read"])
print(flow["message"])          # open the URL and enter the code
token = app.acquire_token_by_device_flow(flow)

r = requests.get("https://graph.microsoft.com/v1.0/me/messages",
                 headers={"Authorization": f"Bearer {token['access_token']}"},
                 params={"$filter": "isRead eq false", "$select": "subject,from"}, timeout=30)
for m in r.json()["value"]:
    print(m["from"]["emailAddress"]["address"], "-", m["subject"])
```

Here /me is you, the signed-in user, so no mailbox address is needed.
"""),
  fix=[('f"{GRAPH}/me/calendarView"', 'f"{GRAPH}/users/boardroom@northwind.io/calendarView"')],
  cflags=["acquire_token_for_client"],
  cneeds=["https://graph.microsoft.com/v1.0/me/messages"])

S(11, "graph_api", "paraphrase", "other", "same_topic",
  teach=("graph: only fetch inbox messages received since June 1st",
         r"""
Add a $filter on receivedDateTime:

```
GET https://graph.microsoft.com/v1.0/users/finance@northwind.io/mailFolders/inbox/messages?$filter=receivedDateTime ge '2024-06-01T00:00:00Z'&$orderby=receivedDateTime desc&$top=100
```

In Python pass it through `params` so requests handles the encoding:

```python
params = {"$filter": "receivedDateTime ge '2024-06-01T00:00:00Z'", "$orderby": "receivedDateTime desc", "$top": 100}
```
""",
         "Graph rejects that, datetimes aren't quoted in OData filters. receivedDateTime ge 2024-06-01T00:00:00Z",
         "receivedDateTime ge '2024-06-01T00:00:00Z'", "receivedDateTime ge 2024-06-01T00:00:00Z"),
  repeat=("how do I get the calendar events created after the 15th of July with graph?",
          r"""
Filter on createdDateTime and pick only the fields you need:

```python
params = {
    "$filter": "createdDateTime gt '2024-07-15T00:00:00Z'",
    "$select": "subject,organizer,start,createdDateTime",
    "$top": 50,
}
r = requests.get(f"{GRAPH}/users/{MAILBOX}/events", headers=headers, params=params, timeout=30)
```

Results come back in pages; check for a next link if you expect more than 50.
""",
          [r"re:createdDateTime gt \d{4}-07-15T"], [r"re:gt '\d{4}-\d{2}-\d{2}T"]),
  control=("list the 20 most recent messages in the finance mailbox with subject and sender",
           r"""
Use $top with $orderby and trim the payload with $select:

```python
params = {
    "$orderby": "receivedDateTime desc",
    "$select": "subject,from,receivedDateTime,hasAttachments",
    "$top": 20,
}
r = requests.get(f"{GRAPH}/users/{MAILBOX}/messages", headers=headers, params=params, timeout=30)
for m in r.json()["value"]:
    print(m["receivedDateTime"], m["from"]["emailAddress"]["address"], m["subject"])
```

Sorting by receivedDateTime descending puts the newest first, and $select keeps each item small.
"""),
  fix=[("createdDateTime gt '2024-07-15T00:00:00Z'", "createdDateTime gt 2024-07-15T00:00:00Z")])

S(12, "graph_api", "paraphrase", "renamed_identifier", "lookalike",
  teach=("msal client credentials for our sendMail daemon — what do I put in scopes?",
         r"""
Ask for the permission the app was granted:

```python
app = msal.ConfidentialClientApplication(
    client_id=os.environ["GRAPH_CLIENT_ID"],
    client_credential=os.environ["GRAPH_CLIENT_SECRET"],
    authority="https://login.microsoftonline.com/7c1e2b90-55d3-4c1e-9b0a-3f5d2a8e61c4",
)
result = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/Mail.Send"])
token = result["access_token"]
```

The admin has to grant consent for Mail.Send as an application permission in the app registration first.
""",
         "acquire_token_for_client only takes the resource's .default scope (https://graph.microsoft.com/.default); whatever application permissions were granted come with it. Asking for Mail.Send there just gets you an invalid scope error.",
         'scopes=["https://graph.microsoft.com/Mail.Send"]', 'scopes=["https://graph.microsoft.com/.default"]'),
  repeat=("token for the job that reads the shared calendars (Calendars.Read app permission, secret in env)",
          r"""
```python
import os, msal

cca = msal.ConfidentialClientApplication(
    os.environ["GRAPH_CLIENT_ID"],
    authority=f"https://login.microsoftonline.com/{os.environ['GRAPH_TENANT_ID']}",
    client_credential=os.environ["GRAPH_CLIENT_SECRET"],
)
tok = cca.acquire_token_for_client(scopes=["https://graph.microsoft.com/Calendars.Read"])
if "access_token" not in tok:
    raise SystemExit(tok.get("error_description"))
```

The token is cached in memory by MSAL, so calling acquire_token_for_client again within the hour is cheap.
""",
          ["https://graph.microsoft.com/.default"], ['"https://graph.microsoft.com/Calendars.Read"']),
  control=("interactive script for me to send a mail as myself via graph, what scopes for the login?",
           r"""
For delegated sign-in you list the individual permissions:

```python
app = msal.PublicClientApplication(CLIENT_ID, authority="https://login.microsoftonline.com/organizations")
result = app.acquire_token_interactive(scopes=["https://graph.microsoft.com/Mail.Send", "User.Read"])
token = result["access_token"]
```

A browser window opens, you sign in and consent once, and the token carries Mail.Send for your own account only. The full URI and the short name `Mail.Send` mean the same thing here.
"""),
  fix=[('"https://graph.microsoft.com/Calendars.Read"', '"https://graph.microsoft.com/.default"')],
  cflags=["acquire_token_for_client"],
  cneeds=['scopes=["https://graph.microsoft.com/Mail.Send"'])

S(13, "email_smtp", "literal", "reworded", "lookalike",
  teach=("python smtplib to send the daily report from our office 365 mailbox",
         r"""
```python
import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["From"] = "reports@lindqvist-group.se"
msg["To"] = "management@lindqvist-group.se"
msg["Subject"] = "Daily report"
msg.set_content(body)

with smtplib.SMTP_SSL("smtp.office365.com", 465) as s:
    s.login("reports@lindqvist-group.se", os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
```

Keep the password in an environment variable rather than in the script.
""",
         "Office 365 doesn't listen on 465. It's port 587 with STARTTLS (smtplib.SMTP + starttls()).",
         'with smtplib.SMTP_SSL("smtp.office365.com", 465) as s:',
         'with smtplib.SMTP("smtp.office365.com", 587) as s:\n    s.starttls()'),
  repeat=("send an alert email from the reporting mailbox when the load fails (we're on Microsoft 365)",
          r"""
Wrap the load in try/except and mail the traceback:

```python
import smtplib, traceback

def alert(text):
    msg = EmailMessage()
    msg["From"] = msg["To"] = "reports@lindqvist-group.se"
    msg["Subject"] = "Load failed"
    msg.set_content(text)
    with smtplib.SMTP_SSL("smtp.office365.com", 465) as s:
        s.login("reports@lindqvist-group.se", os.environ["SMTP_PASSWORD"])
        s.send_message(msg)

try:
    run_load()
except Exception:
    alert(traceback.format_exc())
    raise
```
""",
          ['"smtp.office365.com", 587', "starttls()"], ['"smtp.office365.com", 465']),
  control=("my personal side project sends mail through gmail smtp with an app password — which port?",
           r"""
Gmail supports implicit TLS on 465, so SMTP_SSL is the simplest:

```python
import smtplib

with smtplib.SMTP_SSL("smtp.gmail.com", 465) as s:
    s.login("me@gmail.com", os.environ["GMAIL_APP_PASSWORD"])
    s.send_message(msg)
```

Port 587 with starttls() works too; 465 just skips the upgrade step. The app password is the 16-character one from your Google account's security page, not your normal password.
"""),
  fix=[('    with smtplib.SMTP_SSL("smtp.office365.com", 465) as s:\n',
        '    with smtplib.SMTP("smtp.office365.com", 587) as s:\n        s.starttls()\n')],
  cflags=['"smtp.office365.com", 465'],
  cneeds=['SMTP_SSL("smtp.gmail.com", 465)'])

S(14, "google_calendar", "paraphrase", "reordered_args", "same_topic",
  teach=("python: list the next 10 events on the team holiday calendar in date order",
         r"""
```python
from datetime import datetime, timezone

now = datetime.now(timezone.utc).isoformat()
events = service.events().list(
    calendarId="c_4f2a9e1b7d@group.calendar.google.com",
    timeMin=now,
    maxResults=10,
    orderBy="startTime",
).execute().get("items", [])

for e in events:
    start = e["start"].get("dateTime", e["start"].get("date"))
    print(start, e["summary"])
```

`timeMin` must be an RFC 3339 timestamp with an offset, which isoformat() on an aware datetime gives you.
""",
         "getting a 400 'The requested ordering is not available for the particular query' — orderBy startTime only works when you also pass singleEvents=True",
         'orderBy="startTime",', 'orderBy="startTime",\n    singleEvents=True,'),
  repeat=("Get this week's meetings from my primary calendar sorted by start",
          r"""
```python
start = monday.isoformat()
end = (monday + timedelta(days=7)).isoformat()

resp = service.events().list(
    orderBy="startTime",
    calendarId="primary",
    timeMax=end,
    timeMin=start,
).execute()
for ev in resp.get("items", []):
    print(ev["start"].get("dateTime"), ev.get("summary", "(no title)"))
```

`monday` should be an aware datetime for 00:00 on Monday in your time zone.
""",
          [r"re:singleEvents\s*=\s*True"], []),
  control=("add the Q3 all-hands to my calendar through the API and invite everyone",
           r"""
```python
event = {
    "summary": "Q3 all-hands",
    "location": "Main hall / Meet",
    "start": {"dateTime": "2024-09-12T15:00:00", "timeZone": "America/Chicago"},
    "end": {"dateTime": "2024-09-12T16:00:00", "timeZone": "America/Chicago"},
    "attendees": [{"email": "all-staff@kestrelfoods.com"}],
}
created = service.events().insert(
    calendarId="primary", body=event, sendUpdates="all"
).execute()
print(created["htmlLink"])
```

`sendUpdates="all"` emails the invitation to the attendees; leave it out to add the event silently.
"""),
  fix=[('    orderBy="startTime",\n', '    orderBy="startTime",\n    singleEvents=True,\n')])

S(15, "google_calendar", "semantic", "prose_claim", "unrelated",
  teach=("create an all-day 'Office closed' event on 12 Aug 2024 in the shared calendar",
         r"""
All-day events use `date` instead of `dateTime`. For a single day, start and end are the same date:

```python
event = {
    "summary": "Office closed",
    "start": {"date": "2024-08-12"},
    "end": {"date": "2024-08-12"},
    "transparency": "transparent",
}
service.events().insert(calendarId=SHARED_CAL_ID, body=event).execute()
```

`transparency: transparent` keeps it from showing everyone as busy.
""",
         "the API rejects that one. end.date is exclusive, so a one-day event on the 12th has to end on 2024-08-13",
         '"end": {"date": "2024-08-12"}', '"end": {"date": "2024-08-13"}'),
  repeat=("block out Priya's leave from Mon 19 Aug to Fri 23 Aug as one all-day event",
          r"""
One all-day event covers the whole week. The end date is the last day of leave, so Friday:

```python
leave = {
    "summary": "Priya - annual leave",
    "start": {"date": "2024-08-19"},
    "end": {"date": "2024-08-23"},
}
service.events().insert(calendarId=TEAM_CAL_ID, body=leave).execute()
```

It shows as a bar across Monday to Friday in the week view.
""",
          ["2024-08-24"], ['"end": {"date": "2024-08-23"}']),
  control=("shell: rename all the .CSV files in this folder to a lowercase .csv extension",
           r"""
```bash
for f in *.CSV; do
  mv -- "$f" "${f%.CSV}.csv"
done
```

`${f%.CSV}` strips the upper-case extension and the loop adds a lower-case one. Run it in the folder that holds the files; `--` protects names that start with a dash.
"""),
  fix=[("The end date is the last day of leave, so Friday:",
        "The end date is exclusive, so it is the day after the last day of leave:"),
       ('"end": {"date": "2024-08-23"}', '"end": {"date": "2024-08-24"}')])

S(16, "google_sheets", "paraphrase", "equivalent_construct", "lookalike",
  teach=("pull paid orders from the orders spreadsheet into my dashboard with query + importrange",
         r"""
Wrap IMPORTRANGE in QUERY and filter on the status column:

=QUERY(IMPORTRANGE("https://docs.google.com/spreadsheets/d/1hQx7Orders2024/edit","Orders!A:F"),"select A, B, D where F = 'Paid'",1)

- A = order id, B = customer, D = amount, F = status
- The final 1 tells QUERY the first row is a header

The first time, click the #REF! cell and choose "Allow access" to connect the two files.
""",
         "It errors with NO_COLUMN: A. When the data comes from IMPORTRANGE you can't use column letters, it has to be Col1, Col2, Col4 and Col6.",
         "\"select A, B, D where F = 'Paid'\"", "\"select Col1, Col2, Col4 where Col6 = 'Paid'\""),
  repeat=("I need the high-value leads (score over 80) from the marketing file, name and owner only",
          r"""
Combine the two functions like this:

=QUERY(IMPORTRANGE("https://docs.google.com/spreadsheets/d/1Mk3LeadsMaster/edit","Leads!A:H"),"select B, C where H > 80 order by H desc",1)

B is the lead name, C the owner and H the score. Sorting by H puts the hottest leads at the top. If the marketing file adds columns later, widen "Leads!A:H" to match.
""",
          [r"re:select Col2,\s*Col3 where Col8 > 80"], ["select B, C where H"]),
  control=("same leads but from a tab in this spreadsheet, no importrange",
           r"""
When the range lives in the same file, QUERY can use the sheet's column letters:

=QUERY(Leads!A:H,"select B, C where H > 80 order by H desc",1)

B = lead name, C = owner, H = score, and the trailing 1 marks row 1 as the header. Because it's a live reference, new leads appear as soon as they are added to the Leads tab.
"""),
  fix=[('"select B, C where H > 80 order by H desc"', '"select Col2, Col3 where Col8 > 80 order by Col8 desc"')],
  cflags=[r're:IMPORTRANGE\([^)]*\)\s*,\s*"select B'],
  cneeds=['"select B, C where H > 80 order by H desc"'])

S(17, "google_sheets", "paraphrase", "renamed_identifier", "already_correct",
  teach=("count open tickets that are overdue — status in C, due date in E on the Tickets tab",
         r"""
COUNTIFS can check both conditions at once:

=COUNTIFS(Tickets!C:C,"Open",Tickets!E:E,"<TODAY()")

The first pair keeps only rows whose status is Open; the second keeps due dates before today.

Put it on your dashboard tab and it recalculates every time the sheet opens.
""",
         'returns 0 every time. the TODAY() inside the quotes is just text — it should be "<"&TODAY()',
         '"<TODAY()"', '"<"&TODAY()'),
  repeat=("sum sales from the date in B1 onwards (dates in Sales!A, amounts in Sales!D)",
          r"""
Use SUMIFS with a date condition:

=SUMIFS(Sales!D:D,Sales!A:A,">=B1")

D holds the amounts to add up and A the dates being tested. Change B1 and the total updates straight away.

For a range between two dates, add a second condition on the same column.
""",
          [r're:">="\s*&\s*\$?B\$?1'], ['">=B1"']),
  control=("how many invoices are older than 30 days and still unpaid? invoice date in column B of Invoices, status in F",
           r"""
Compare against a date built from TODAY() by concatenating the operator:

=COUNTIFS(Invoices!B:B,"<"&TODAY()-30,Invoices!F:F,"Unpaid")

The operator goes in quotes and the date is joined on with &, so the condition is evaluated against today's date minus 30 days.

The second pair restricts it to invoices still marked Unpaid in column F.
"""),
  fix=[('">=B1"', '">="&B1')],
  cneeds=['"<"&TODAY()'])

S(18, "team_facts", "paraphrase", "code_block", "lookalike",
  teach=("formula for total revenue in region Nord from the Umsatz tab (region in B, amount in D)",
         r"""
SUMIF does this in one step:

=SUMIF(Umsatz!B:B,"Nord",Umsatz!D:D)

B is checked against "Nord" and the matching amounts in D are added up.

To make it reusable, put the region name in a cell (say G1) and reference that instead of the text.
""",
         'Our spreadsheet locale is Germany, so the argument separator is a semicolon, not a comma: =SUMIF(Umsatz!B:B;"Nord";Umsatz!D:D)',
         '=SUMIF(Umsatz!B:B,"Nord",Umsatz!D:D)', '=SUMIF(Umsatz!B:B;"Nord";Umsatz!D:D)'),
  repeat=("average deal size for Q3 rows, rounded to 2 decimals. quarter is in column C, value in E of Umsatz",
          r"""
Here's the formula to paste into the summary cell:

```
=ROUND(AVERAGEIF(Umsatz!C:C,"Q3",Umsatz!E:E),2)
```

AVERAGEIF picks the rows where column C says Q3 and averages their values from E; ROUND trims the result to two decimals.
""",
          [r're:AVERAGEIF\(Umsatz!C:C;\s*"Q3";\s*Umsatz!E:E\);\s*2\)'], ['"Q3",Umsatz', "),2)"]),
  control=("apps script: write that Nord revenue SUMIF into cell G2 of the Dashboard tab",
           r"""
```javascript
function writeNordTotal() {
  const dash = SpreadsheetApp.getActive().getSheetByName('Dashboard');
  dash.getRange('G2').setFormula('=SUMIF(Umsatz!B:B,"Nord",Umsatz!D:D)');
}
```

setFormula always takes the formula in English notation with commas, whatever the spreadsheet locale is; Sheets converts it, so German-locale users will see the semicolon version in the cell.
"""),
  fix=[('=ROUND(AVERAGEIF(Umsatz!C:C,"Q3",Umsatz!E:E),2)', '=ROUND(AVERAGEIF(Umsatz!C:C;"Q3";Umsatz!E:E);2)')],
  cflags=[r"re:setFormula\('=SUMIF\([^)]*;"],
  cneeds=[r"""setFormula('=SUMIF(Umsatz!B:B,"Nord",Umsatz!D:D)')"""])

S(19, "excel", "paraphrase", "reordered_args", "lookalike",
  teach=("excel: total of Orders!F for region EMEA (region is column C)",
         r"""
Use SUMIFS:

=SUMIFS(Orders!C:C,"EMEA",Orders!F:F)

It looks through column C for EMEA and adds the matching values from column F.

SUMIFS also lets you add more conditions later, e.g. a date range, which is why I'd use it over SUMIF.
""",
         'Excel won\'t even accept that one. SUMIFS wants the sum range first: =SUMIFS(Orders!F:F,Orders!C:C,"EMEA")',
         '=SUMIFS(Orders!C:C,"EMEA",Orders!F:F)', '=SUMIFS(Orders!F:F,Orders!C:C,"EMEA")'),
  repeat=("how do I add up the Q3 amounts? quarter's in Orders!B and amount in Orders!G",
          r"""
A SUMIFS keyed on the quarter column does it:

=SUMIFS(Orders!B:B,"Q3",Orders!G:G)

If you keep the quarter in a cell, say J1, point the criterion there instead of typing Q3, and you can switch quarters without editing the formula.

Column B needs to hold the text Q3 exactly; values like "Q3 2024" won't match unless you use a wildcard.
""",
          [r're:SUMIFS\(Orders!G:G,\s*Orders!B:B,\s*"Q3"\)'], ['SUMIFS(Orders!B:B,"Q3"']),
  control=("simplest formula for the EMEA total, I only ever need the one condition",
           r"""
With a single condition SUMIF is enough:

=SUMIF(Orders!C:C,"EMEA",Orders!F:F)

SUMIF takes the range to test first, then the criterion, and the range to add last.

Column C is checked for EMEA and the matching amounts in F are summed. Empty rows and text in F are ignored.
"""),
  fix=[('=SUMIFS(Orders!B:B,"Q3",Orders!G:G)', '=SUMIFS(Orders!G:G,Orders!B:B,"Q3")')],
  cflags=[r"re:SUMIF\(Orders!F:F", "SUMIFS("],
  cneeds=['=SUMIF(Orders!C:C,"EMEA",Orders!F:F)'])

S(20, "team_facts", "semantic", "code_block", "lookalike",
  teach=("look up each employee's cost centre from the HR extract sheet by employee ID",
         r"""
XLOOKUP is the cleanest option: `=XLOOKUP(A2,HR!A:A,HR!D:D,"not found")`

It looks up the ID in A2 in the HR sheet's column A and returns the cost centre from column D, with "not found" when the ID is missing.

Unlike VLOOKUP it doesn't care where the return column sits, so it keeps working if HR adds columns in between.

Fill it down column E. Since it's exact match by default there's nothing else to set.
""",
         "we're on Office 2016 here, XLOOKUP doesn't exist for us (#NAME?). needs to be INDEX/MATCH",
         '=XLOOKUP(A2,HR!A:A,HR!D:D,"not found")', '=IFERROR(INDEX(HR!D:D,MATCH(A2,HR!A:A,0)),"not found")'),
  repeat=("get the manager's email next to each request, the manager ID is in C and the Staff tab has ID in A, email in F",
          r"""
Put this in the first row of the new column and double-click the fill handle:

```
=XLOOKUP(C2,Staff!A:A,Staff!F:F,"")
```

It returns an empty string when a manager ID isn't on the Staff tab, so gaps stay blank instead of showing #N/A.
""",
          [r"re:INDEX\(Staff!F:F|VLOOKUP\(C2"], ["XLOOKUP("]),
  control=("google sheets: bring the cost centre in from the HR tab by employee id",
           r"""
Google Sheets has XLOOKUP, so:

=XLOOKUP(A2,HR!A:A,HR!D:D,"not found")

It matches the ID in A2 against HR!A:A and returns the value from HR!D:D.

For the whole column in one go, wrap it:

=ARRAYFORMULA(IF(A2:A="",,XLOOKUP(A2:A,HR!A:A,HR!D:D,"not found")))

Clear the cells below first so the results have room to expand.
"""),
  fix=[('=XLOOKUP(C2,Staff!A:A,Staff!F:F,"")', '=IFERROR(INDEX(Staff!F:F,MATCH(C2,Staff!A:A,0)),"")')],
  cflags=[r"re:(?i)\bexcel\b"],
  cneeds=['=XLOOKUP(A2,HR!A:A,HR!D:D,"not found")'])

S(21, "excel", "literal", "code_block", "lookalike",
  teach=("invoice date in B2, I need the last day of that same month for the accrual",
         r"""
EOMONTH gives you month-ends directly. Use `=EOMONTH(B2,1)` in C2 and format the cell as a date.

- First argument: the start date (B2)
- Second argument: how many months to move

Copy it down the column; every invoice gets the month-end its accrual belongs to. If you see a number like 45504, that's just the unformatted date serial; switch the format to Short Date.
""",
         "EOMONTH(B2,1) lands on the end of the *next* month. same month is 0",
         "=EOMONTH(B2,1)", "=EOMONTH(B2,0)"),
  repeat=("vba: fill column C with the month-end of each invoice date in B",
          r"""
Write the formula into the whole column in one go:

```vba
Sub FillMonthEnd()
    Dim lastRow As Long
    lastRow = Cells(Rows.Count, "B").End(xlUp).Row
    With Range("C2:C" & lastRow)
        .Formula = "=EOMONTH(B2,1)"
        .NumberFormat = "dd/mm/yyyy"
    End With
End Sub
```

Writing to the whole range at once lets Excel adjust B2 for each row, and the month-end updates if someone corrects an invoice date.
""",
          [r"re:EOMONTH\(B2,\s*0\)"], ["EOMONTH(B2,1)"]),
  control=("payment terms are 'end of following month' — due date formula from invoice date in B2?",
           r"""
"End of following month" means the last day of the month after the invoice, which is exactly EOMONTH with 1:

=EOMONTH(B2,1)

An invoice dated 14 March is due 30 April; one dated 31 March is also due 30 April. Format the column as a date.

For "30 days end of month" style terms you'd add the days afterwards: =EOMONTH(B2,0)+30.
"""),
  fix=[("=EOMONTH(B2,1)", "=EOMONTH(B2,0)")],
  cflags=[r"re:(?m)^=EOMONTH\(B2,0\)$"],
  cneeds=[r"re:(?m)^=EOMONTH\(B2,1\)$"])

S(22, "team_facts", "semantic", "equivalent_construct", "already_correct",
  teach=("column with the quarter (Q1..Q4) for each transaction date in A",
         r"""
Divide the month by 3 and round up:

="Q"&ROUNDUP(MONTH(A2)/3,0)

January–March give Q1, April–June Q2, and so on. If you also want the year in the label:

="Q"&ROUNDUP(MONTH(A2)/3,0)&" "&YEAR(A2)

Fill it down next to your transactions and use it as a row field in the pivot.
""",
         "Our fiscal year starts on 1 April, so April to June is Q1 and Jan–Mar is Q4. This gives calendar quarters.",
         '="Q"&ROUNDUP(MONTH(A2)/3,0)', '="Q"&(INT(MOD(MONTH(A2)-4,12)/3)+1)'),
  repeat=("I need a quarter number (1-4) helper column for the pivot, the posting date is in C",
          r"""
A numeric quarter is easy to sort and filter on:

=INT((MONTH(C2)-1)/3)+1

MONTH(C2)-1 turns the month into 0–11, dividing by 3 and dropping the remainder groups them in threes, and +1 makes it 1–4.

So February is 1, May is 2, August is 3 and November is 4.
""",
          [r"re:MOD\(MONTH\(C2\)|EDATE\(C2,\s*-3\)"], ["INT((MONTH(C2)-1)/3)+1"]),
  control=("label each row with the fiscal quarter, our FY starts in April, date in A",
           r"""
Shift the month so April becomes the first month of the year:

="Q"&(INT(MOD(MONTH(A2)-4,12)/3)+1)

MOD(MONTH(A2)-4,12) maps April to 0 and March to 11, so April–June is Q1, July–September Q2, October–December Q3 and January–March Q4.

Add the fiscal year if you need it: &" FY"&(YEAR(A2)+(MONTH(A2)>=4)).
"""),
  fix=[("=INT((MONTH(C2)-1)/3)+1", "=INT(MOD(MONTH(C2)-4,12)/3)+1"),
       ("MONTH(C2)-1 turns the month into 0–11", "MOD(MONTH(C2)-4,12) turns April into 0 and March into 11"),
       ("So February is 1, May is 2, August is 3 and November is 4.",
        "So April is 1, July is 2, October is 3 and February is 4.")],
  cneeds=["INT(MOD(MONTH(A2)-4,12)/3)+1"])

S(23, "vba", "paraphrase", "renamed_identifier", "already_correct",
  teach=("vba: copy the values from the Summary sheet range A1:F40 into a new workbook",
         r"""
```vba
Sub ExportSummary()
    Dim ws As Worksheet
    Dim wbNew As Workbook

    ws = ThisWorkbook.Worksheets("Summary")
    Set wbNew = Workbooks.Add

    wbNew.Sheets(1).Range("A1:F40").Value = ws.Range("A1:F40").Value
    wbNew.SaveAs ThisWorkbook.Path & "\Summary_export.xlsx", FileFormat:=51
End Sub
```

Assigning `.Value` to `.Value` copies the numbers without formulas or formatting, which is what you usually want for an export.
""",
         'Run-time error 91 on the ws line. object variables need Set: Set ws = ThisWorkbook.Worksheets("Summary")',
         'ws = ThisWorkbook.Worksheets("Summary")', 'Set ws = ThisWorkbook.Worksheets("Summary")'),
  repeat=("open the supplier file from the shared drive and read the total in B2 of its first sheet",
          r"""
```vba
Sub ReadSupplierTotal()
    Dim wbSrc As Workbook
    Dim total As Double

    wbSrc = Workbooks.Open("S:\Purchasing\Suppliers\supplier_balances.xlsx", ReadOnly:=True)
    total = wbSrc.Worksheets(1).Range("B2").Value
    wbSrc.Close SaveChanges:=False

    MsgBox "Supplier total: " & Format(total, "#,##0.00")
End Sub
```

Opening it read-only means nobody else gets locked out while the macro runs.
""",
          ["Set wbSrc = Workbooks.Open("], [r"re:(?m)^\s*wbSrc = Workbooks"]),
  control=("vba: loop through every sheet and put its name in column A of an Index sheet",
           r"""
```vba
Sub BuildIndex()
    Dim idx As Worksheet, sh As Worksheet
    Dim r As Long

    Set idx = ThisWorkbook.Worksheets("Index")
    r = 2
    For Each sh In ThisWorkbook.Worksheets
        If sh.Name <> idx.Name Then
            idx.Cells(r, 1).Value = sh.Name
            r = r + 1
        End If
    Next sh
End Sub
```

`Set` is needed for the worksheet variable; `r` is a plain number so it's assigned without it.
"""),
  fix=[("    wbSrc = Workbooks.Open(", "    Set wbSrc = Workbooks.Open(")],
  cneeds=['Set idx = ThisWorkbook.Worksheets("Index")'])

S(24, "vba", "literal", "casing", "same_topic",
  teach=("macro to find the last used row in the Transactions sheet",
         r"""
```vba
Sub FindLastRow()
    Dim lastRow As Integer
    With ThisWorkbook.Worksheets("Transactions")
        lastRow = .Cells(.Rows.Count, "A").End(xlUp).Row
    End With
    Debug.Print "Last row: " & lastRow
End Sub
```

Going up from the very bottom of column A finds the last filled cell even if there are blanks in between.
""",
         "Long, not Integer — that sheet is around 60k rows and Integer tops out at 32767.",
         "Dim lastRow As Integer", "Dim lastRow As Long"),
  repeat=("VBA to delete all rows in the Log sheet where column D says 'DUPLICATE'",
          r"""
Delete from the bottom up so the row numbers don't shift under you:

```vba
Sub RemoveDuplicates()
    Dim LastRow As Integer, r As Long
    With ThisWorkbook.Worksheets("Log")
        LastRow = .Cells(.Rows.Count, "D").End(xlUp).Row
        For r = LastRow To 2 Step -1
            If .Cells(r, "D").Value = "DUPLICATE" Then .Rows(r).Delete
        Next r
    End With
End Sub
```
""",
          [r"re:(?i)Dim lastrow As Long"], [r"re:(?i)Dim lastrow As Integer"]),
  control=("vba: turn on the filter on Transactions and show only the 'Refund' rows in column C",
           r"""
```vba
Sub FilterRefunds()
    With ThisWorkbook.Worksheets("Transactions")
        If .AutoFilterMode Then .AutoFilterMode = False
        .Range("A1").CurrentRegion.AutoFilter Field:=3, Criteria1:="Refund"
    End With
End Sub
```

Field:=3 is the third column of the filtered range (column C). Run it again with Criteria1:="<>Refund" to see everything else.
"""),
  fix=[("Dim LastRow As Integer", "Dim LastRow As Long")])

S(25, "vba", "semantic", "prose_claim", "same_topic",
  teach=("vba: copy column A of the Import sheet down to the last entry into the Clean sheet",
         r"""
Start at A1 and jump down to the end of the data, just like pressing Ctrl+Down:

```vba
Sub CopyImportColumn()
    Dim lastRow As Long
    With Worksheets("Import")
        lastRow = .Range("A1").End(xlDown).Row
        .Range("A1:A" & lastRow).Copy Worksheets("Clean").Range("A1")
    End With
End Sub
```

End(xlDown) always lands on the last entry in the column, so lastRow is your final data row.
""",
         "the import has blank rows in the middle, so End(xlDown) stops at the first gap and we lose half the data. go up from the bottom of the sheet instead",
         '.Range("A1").End(xlDown).Row', '.Cells(.Rows.Count, "A").End(xlUp).Row'),
  repeat=("how do I know where the data in column C of Raw ends so I can loop over it?",
          r"""
Click C1 and press Ctrl+Down: wherever that lands is the end of the data, because End(xlDown) always goes to the last filled cell in the column. In VBA the same thing is:

```vba
Dim lastRow As Long, r As Long
lastRow = Worksheets("Raw").Range("C1").End(xlDown).Row
For r = 2 To lastRow
    ' process Worksheets("Raw").Cells(r, "C")
Next r
```
""",
          ["End(xlUp)"], ["End(xlDown)"]),
  control=("vba: how do I clear everything below the header on the Import sheet?",
           r"""
```vba
Sub ClearImport()
    With Worksheets("Import")
        .Range("A2", .Cells(.Rows.Count, .Columns.Count)).ClearContents
    End With
End Sub
```

ClearContents removes values and formulas but leaves formatting and column widths alone; use .Clear if you want the formatting gone too. Row 1 with the headers is untouched because the range starts at A2.
"""),
  fix=[("Click C1 and press Ctrl+Down: wherever that lands is the end of the data, because End(xlDown) always goes to the last filled cell in the column.",
        "Go to the bottom of column C and press Ctrl+Up: that lands on the last filled cell even if there are blanks in between."),
       ('Worksheets("Raw").Range("C1").End(xlDown).Row', 'Worksheets("Raw").Cells(Rows.Count, "C").End(xlUp).Row')])

S(26, "team_facts", "literal", "casing", "already_correct",
  teach=("outlook vba: send the month-end pack pdf from the shared finance mailbox",
         r"""
```vba
Sub SendMonthEndPack()
    Dim ol As Object, mail As Object
    Set ol = CreateObject("Outlook.Application")
    Set mail = ol.CreateItem(0)
    With mail
        .SentOnBehalfOfName = "reports@contoso.com"
        .To = "leadership@contoso.com"
        .Subject = "Month-end pack " & Format(Date, "mmmm yyyy")
        .Body = "Hi all, the month-end pack is attached."
        .Attachments.Add "C:\MonthEnd\pack.pdf"
        .Display
    End With
End Sub
```

You need Send As or Send on Behalf rights on the shared mailbox for SentOnBehalfOfName to work.
""",
         "the shared finance mailbox is finance-reporting@contoso.com, reports@ is the old one that got decommissioned",
         '"reports@contoso.com"', '"finance-reporting@contoso.com"'),
  repeat=("Add a macro that emails the variance report to the controllers from our team mailbox",
          r"""
```vba
Sub SendVarianceReport()
    Dim olApp As Object, msg As Object
    Set olApp = CreateObject("Outlook.Application")
    Set msg = olApp.CreateItem(0)
    msg.SentOnBehalfOfName = "Reports@Contoso.com"
    msg.To = "controllers@contoso.com"
    msg.Subject = "Variance report - " & Format(Date, "dd mmm yyyy")
    msg.Attachments.Add ThisWorkbook.Path & "\variance.xlsx"
    msg.Display
End Sub
```

Using .Display lets you check the mail before it goes out; press Send yourself.
""",
          [r're:(?i)"finance-reporting@contoso\.com"'], [r're:(?i)"reports@contoso\.com"']),
  control=("vba: start a reply template for AP queries, sent from the finance mailbox",
           r"""
```vba
Sub NewApQueryReply()
    Dim mail As Object
    Set mail = CreateObject("Outlook.Application").CreateItem(0)
    With mail
        .SentOnBehalfOfName = "finance-reporting@contoso.com"
        .To = "ap-queries@contoso.com"
        .Subject = "RE: Your invoice query"
        .Display
        .HTMLBody = "<p>Thanks for getting in touch.</p>" & .HTMLBody
    End With
End Sub
```

Calling .Display first loads your default signature into .HTMLBody, so putting the text in front of it keeps the signature underneath.
"""),
  fix=[('"Reports@Contoso.com"', '"finance-reporting@contoso.com"')],
  cneeds=['.SentOnBehalfOfName = "finance-reporting@contoso.com"'])

S(27, "power_query", "literal", "renamed_identifier", "unrelated",
  teach=("power query: keep only EU rows with a positive amount",
         r"""
Add a filter step in the Advanced Editor:

```
let
    Source = Excel.CurrentWorkbook(){[Name="tblSales"]}[Content],
    Typed = Table.TransformColumnTypes(Source, {{"Amount", type number}}),
    EuOnly = Table.SelectRows(Typed, each [Region] = "EU" && [Amount] > 0)
in
    EuOnly
```

The `each` keyword makes the condition run once per row, with `[Region]` and `[Amount]` referring to that row's fields.
""",
         "M doesn't have &&, the logical operator is just `and`",
         '[Region] = "EU" && [Amount] > 0', '[Region] = "EU" and [Amount] > 0'),
  repeat=("PQ step to drop cancelled orders and anything with zero quantity",
          r"""
One SelectRows step handles both conditions:

```
Filtered = Table.SelectRows(#"Changed Type", each [Status] <> "Cancelled" && [Qty] > 0)
```

Put it after the type change so Qty is already a number. In the Applied Steps pane it shows as "Filtered"; rename it if you like.
""",
          [r're:\[Status\] <> "Cancelled"\s+and\s+\[Qty\] > 0'], ["&&"]),
  control=("google sheets: how do I freeze the top row and the first column?",
           r"""
In Google Sheets:

1. Click any cell in row 1.
2. Go to View → Freeze → 1 row.
3. Click any cell in column A and choose View → Freeze → 1 column.

You can also drag the thick grey bars at the top-left corner of the grid. Frozen rows stay visible while you scroll through the sheet.
"""),
  fix=[("&& [Qty]", "and [Qty]")],
  literal="&&")

S(28, "power_query", "literal", "reworded", "lookalike",
  teach=("power query: load the first sheet of budget.xlsx whatever its name is",
         r"""
Use the workbook's navigation table and pick by position instead of by name:

```
let
    Source = Excel.Workbook(File.Contents("C:\Budget\budget.xlsx"), true),
    Sheets = Table.SelectRows(Source, each [Kind] = "Sheet"),
    FirstSheet = Sheets{1}[Data]
in
    FirstSheet
```

The `true` promotes the first row to headers, so you don't need a separate step.
""",
         "that gives me the second sheet. lists/tables in M are zero-based so the first one is {0}",
         "Sheets{1}[Data]", "Sheets{0}[Data]"),
  repeat=("the monthly file's tab names change every month, how do I always grab the first tab in PQ?",
          r"""
Go by position rather than name. After the Source step:

```
Sheets = Table.SelectRows(Source, each [Kind] = "Sheet"),
FirstSheet = Sheets{1}[Data],
Promoted = Table.PromoteHeaders(FirstSheet, [PromoteAllScalars = true])
```

Because it never refers to the tab name, renaming "Jan-24" to "Feb-24" next month doesn't break the refresh.
""",
          ["Sheets{0}[Data]"], ["Sheets{1}[Data]"]),
  control=("monthly file has a cover sheet first and the data on the second tab, load the data tab in PQ",
           r"""
Skip the cover by taking the second item in the sheet list:

```
let
    Source = Excel.Workbook(File.Contents("C:\Budget\monthly.xlsx"), null, true),
    Sheets = Table.SelectRows(Source, each [Kind] = "Sheet"),
    DataTab = Sheets{1}[Data],
    Promoted = Table.PromoteHeaders(DataTab, [PromoteAllScalars = true])
in
    Promoted
```

Positions start at 0, so {0} would be the cover and {1} is the data tab.
"""),
  fix=[("Sheets{1}[Data]", "Sheets{0}[Data]")],
  cflags=["Sheets{0}[Data]"],
  cneeds=["DataTab = Sheets{1}[Data]"])

S(29, "team_facts", "literal", "reordered_args", "lookalike",
  teach=("power query to load the nightly SAP export csv (semicolon separated, german umlauts in names)",
         r"""
```
let
    Source = Csv.Document(
        File.Contents("\\fs01\finance\exports\daily\sap_open_items.csv"),
        [Delimiter = ";", Columns = 9, Encoding = 65001, QuoteStyle = QuoteStyle.None]
    ),
    Promoted = Table.PromoteHeaders(Source, [PromoteAllScalars = true])
in
    Promoted
```

`Encoding = 65001` is UTF-8, so names like Müller and Größe come through correctly.
""",
         "our SAP export is Windows-1252 (1252), not UTF-8.",
         "Encoding = 65001", "Encoding = 1252"),
  repeat=("set up the query for the SAP vendor master export from last night, same format as the open items file",
          r"""
Same pattern as the open items query, pointing at the vendor file:

```
Source = Csv.Document(
    File.Contents("\\fs01\finance\exports\daily\sap_vendor_master.csv"),
    [Encoding = 65001, Delimiter = ";", QuoteStyle = QuoteStyle.Csv]
),
Promoted = Table.PromoteHeaders(Source, [PromoteAllScalars = true]),
Typed = Table.TransformColumnTypes(Promoted, {{"Vendor", type text}, {"Country", type text}})
```

Leaving out Columns lets Power Query work out the column count from the file.
""",
          [r"re:Encoding\s*=\s*1252"], [r"re:Encoding\s*=\s*65001"]),
  control=("and the shopify orders export? it's a normal utf-8 csv with commas",
           r"""
```
let
    Source = Csv.Document(
        File.Contents("C:\Data\shopify\orders_export.csv"),
        [Delimiter = ",", Encoding = 65001, QuoteStyle = QuoteStyle.Csv]
    ),
    Promoted = Table.PromoteHeaders(Source, [PromoteAllScalars = true])
in
    Promoted
```

Shopify writes UTF-8, so 65001 is the right code page here. QuoteStyle.Csv matters because product titles often contain commas inside quotes.
"""),
  fix=[("Encoding = 65001", "Encoding = 1252")],
  cflags=["sap_", "Encoding = 1252"],
  cneeds=["Encoding = 65001"])

S(30, "team_facts", "literal", "casing", "already_correct",
  teach=("PQ: combine all the daily export csvs from the finance share",
         r"""
Point Folder.Files at the export folder and combine the CSVs:

```
let
    Source = Folder.Files("\\fs01\finance\exports"),
    CsvOnly = Table.SelectRows(Source, each [Extension] = ".csv"),
    Parsed = Table.AddColumn(CsvOnly, "Data", each Table.PromoteHeaders(Csv.Document([Content], [Delimiter = ";", Encoding = 1252]))),
    Combined = Table.Combine(Parsed[Data])
in
    Combined
```

Any new file dropped in the folder is picked up on the next refresh.
""",
         r"point it at \\fs01\finance\exports\daily — the parent folder also has the archive subfolders and Folder.Files goes into those, so everything gets counted twice",
         r'Folder.Files("\\fs01\finance\exports")', r'Folder.Files("\\fs01\finance\exports\daily")'),
  repeat=("new query that lists the daily export files with their dates modified, so I can see if last night's one arrived",
          r"""
Folder.Files already has a Date modified column, so just keep the useful ones:

```
let
    Source = Folder.Files("\\FS01\Finance\Exports"),
    Kept = Table.SelectColumns(Source, {"Name", "Date modified", "Folder Path"}),
    Sorted = Table.Sort(Kept, {{"Date modified", Order.Descending}})
in
    Sorted
```

Load it to a small table on your checks tab; the top row should always be last night's file.
""",
          [r're:(?i)\\exports\\daily"\)'], [r're:(?i)Folder\.Files\("\\\\fs01\\finance\\exports"\)']),
  control=("and a query that only takes this month's files from the same share",
           r"""
```
let
    Source = Folder.Files("\\fs01\finance\exports\daily"),
    ThisMonth = Table.SelectRows(Source, each Date.IsInCurrentMonth([Date modified])),
    CsvOnly = Table.SelectRows(ThisMonth, each [Extension] = ".csv")
in
    CsvOnly
```

Date.IsInCurrentMonth uses the refresh machine's clock, so a refresh just after midnight on the 1st starts a fresh month.
"""),
  fix=[(r'Folder.Files("\\FS01\Finance\Exports")', r'Folder.Files("\\FS01\Finance\Exports\Daily")')],
  cneeds=[r'Folder.Files("\\fs01\finance\exports\daily")'])

S(31, "zapier", "literal", "reworded", "lookalike",
  teach=("zapier code step (javascript) to split the full name from the form into first and last",
         r"""
In a Code by Zapier → Run JavaScript step, map the form's name field to an input called `fullName`, then:

```javascript
const parts = (input_data.fullName || '').trim().split(/\s+/);
const first = parts.shift() || '';
const last = parts.join(' ');
output = { first, last };
```

The next steps can then use `first` and `last` from this step's output. A single-word name ends up with an empty `last`.
""",
         "ReferenceError: input_data is not defined — in the JS step it's inputData. input_data is the Python one",
         "input_data.fullName", "inputData.fullName"),
  repeat=("another JS code step: turn the deal amount string like '$12,400.50' into a number",
          r"""
Strip everything except digits and the decimal point, then parse:

```javascript
const raw = input_data.amount || '0';
const value = parseFloat(String(raw).replace(/[^0-9.]/g, ''));
output = { amount: isNaN(value) ? 0 : value };
```

Map the deal amount to an input field named `amount` in the step setup. Negative amounts in brackets would need an extra rule.
""",
          ["inputData.amount"], ["input_data"]),
  control=("same name split but in a Python code step",
           r"""
In Code by Zapier → Run Python the mapped fields arrive in a dict called `input_data`:

```python
parts = (input_data.get('fullName') or '').split()
first = parts[0] if parts else ''
last = ' '.join(parts[1:])
output = {'first': first, 'last': last}
```

Everything in input_data is a string, so convert numbers yourself if you need them.
"""),
  fix=[("input_data.amount", "inputData.amount")],
  cflags=["inputData"],
  cneeds=["input_data.get('fullName')"],
  literal="input_data.")

S(32, "make", "paraphrase", "code_block", "same_topic",
  teach=("make.com: format the created date from the webhook as 2024-07-01 for the sheet",
         r"""
In the Google Sheets module, map the date column to `{{formatDate(1.createdAt, "YYYY-MM-DD")}}` where `1.createdAt` is the field from the webhook (module 1).

A few notes:
- Make uses Moment-style tokens, so YYYY is the year and DD the day of the month
- If createdAt arrives as text, it is parsed automatically when it's ISO 8601
- Add a third argument with a time zone if the sheet should show local dates
""",
         'the mapping errors out — Make separates function arguments with semicolons, not commas. formatDate(1.createdAt; "YYYY-MM-DD")',
         '{{formatDate(1.createdAt, "YYYY-MM-DD")}}', '{{formatDate(1.createdAt; "YYYY-MM-DD")}}'),
  repeat=("in make I want a due date column that's 7 days after now",
          r"""
Use addDays in the field mapping. The value for the Due date column is:

```
{{addDays(now, 7)}}
```

If the column should only show the date part, wrap it: `{{formatDate(addDays(now, 7), "YYYY-MM-DD")}}`. `now` is the moment the scenario runs, in the scenario's time zone setting.
""",
          [r"re:addDays\(now;\s*7\)"], ["addDays(now, 7)", '), "YYYY-MM-DD")']),
  control=("make: how do I only continue if the webhook's status is 'paid'?",
           r"""
Add a filter on the route after the webhook module:

1. Click the line between the webhook and the next module and choose "Set up a filter".
2. Label: Paid only
3. Condition: `1.status` → Text operators: Equal to (case insensitive) → `paid`

Bundles that don't match stop there and don't use further operations. If you later need a different path for refunds, add a Router and put a filter on each route.
"""),
  fix=[("addDays(now, 7)", "addDays(now; 7)"), ('), "YYYY-MM-DD")', '); "YYYY-MM-DD")')])

S(33, "team_facts", "literal", "reworded", "same_topic",
  teach=("zapier: when a new row with Status 'Failed' appears in the Payments sheet, ping the team in slack",
         r"""
Build the Zap in three steps:

1. **Trigger:** Google Sheets → New Spreadsheet Row, spreadsheet "Payments 2024", worksheet "Runs".
2. **Filter by Zapier:** Only continue if `Status` (Text) Exactly matches `Failed`.
3. **Action:** Slack → Send Channel Message, Channel `#finance`, message text:
   `:warning: Payment run {{Run ID}} failed at {{Timestamp}}: {{Error}}`

Turn on "Send as a bot" and give it a name like Payments Bot so people know it's automated.
""",
         "Bot alerts go in #fin-alerts.",
         "Channel `#finance`", "Channel `#fin-alerts`"),
  repeat=("zap: post in slack whenever someone marks a row as 'Chargeback' in the Disputes sheet",
          r"""
Here's the Zap:

1. Trigger: Google Sheets → Updated Spreadsheet Row in "Disputes", trigger column `Type`.
2. Filter: only continue if `Type` exactly matches `Chargeback`.
3. Action: Slack → Send Channel Message
   - Channel: #finance
   - Text: `Chargeback logged for order {{Order}} ({{Amount}}). Owner: {{Owner}}`

Updated Spreadsheet Row only fires when the trigger column changes, so edits to other columns won't re-post.
""",
          ["#fin-alerts"], ["#finance"]),
  control=("zapier: also log each failed run to a 'Failures' tab",
           r"""
Add one more action after the filter:

4. **Action:** Google Sheets → Create Spreadsheet Row
   - Spreadsheet: Payments 2024
   - Worksheet: Failures
   - Columns: `Run ID` → {{Run ID}}, `Failed at` → {{Timestamp}}, `Error` → {{Error}}

Because it sits after the filter, only failed runs are written. Create the Failures tab with those three headers first, otherwise Zapier can't map the columns.
"""),
  fix=[("Channel: #finance", "Channel: #fin-alerts")],
  literal="#finance")

S(34, "team_facts", "literal", "casing", "unrelated",
  teach=("apps script: email the weekly pipeline summary to the sales leads list",
         r"""
```javascript
function sendPipelineSummary() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Summary');
  const total = sheet.getRange('B2').getDisplayValue();
  const deals = sheet.getRange('B3').getDisplayValue();
  MailApp.sendEmail({
    to: 'sales-leads@vantorahealth.com',
    subject: 'Weekly pipeline summary',
    body: 'Open pipeline: ' + total + ' across ' + deals + ' deals.\n\nFull sheet: ' + SpreadsheetApp.getActive().getUrl(),
  });
}
```

Run it once by hand to authorise MailApp, then add a weekly time-driven trigger.
""",
         "wrong list — it's sales-leadership@vantorahealth.com. sales-leads@ is the inbound lead inbox",
         "'sales-leads@vantorahealth.com'", "'sales-leadership@vantorahealth.com'"),
  repeat=("What address should the quarterly forecast email go to? same people as the pipeline summary",
          r"""
Send it to the same distribution list as the weekly summary, Sales-Leads@VantoraHealth.com, so everyone who gets the pipeline numbers also sees the forecast. In the script that's just the `to` field:

```javascript
MailApp.sendEmail({
  to: 'Sales-Leads@VantoraHealth.com',
  subject: 'Q3 forecast',
  htmlBody: forecastHtml,
});
```
""",
          [r"re:(?i)sales-leadership@vantorahealth\.com"], [r"re:(?i)sales-leads@vantorahealth"]),
  control=("quickest way to count the rows in a big csv without opening excel?",
           r"""
From a terminal:

```bash
wc -l transactions_2024.csv
```

That counts lines, including the header, so subtract one for the number of records. If some fields contain line breaks inside quotes the count will be too high; for an exact figure let Python's csv module do it:

```bash
python3 -c "import csv,sys; print(sum(1 for _ in csv.reader(open(sys.argv[1], newline=''))) - 1)" transactions_2024.csv
```
"""),
  fix=[("Sales-Leads@VantoraHealth.com", "Sales-Leadership@VantoraHealth.com")])

S(35, "team_facts", "semantic", "equivalent_construct", "lookalike",
  teach=("trigger so the KPI email goes out automatically every week at 8",
         r"""
Create an installable time-driven trigger once from the editor:

```javascript
function installKpiTrigger() {
  ScriptApp.newTrigger('sendKpiEmail')
    .timeBased()
    .onWeekDay(ScriptApp.WeekDay.FRIDAY)
    .atHour(8)
    .create();
}
```

Friday at 8 gets the week's numbers out before the weekend. atHour picks a time within that hour (8:00–9:00), using the project's time zone.
""",
         "the KPI mail goes out monday mornings (it covers the previous week), not friday",
         ".onWeekDay(ScriptApp.WeekDay.FRIDAY)", ".onWeekDay(ScriptApp.WeekDay.MONDAY)"),
  repeat=("we're moving the KPI email to a python script on the reports server. crontab line for it?",
          r"""
Same slot as the Apps Script trigger, Fridays at 08:00:

```
0 8 * * 5  cd /opt/reports && .venv/bin/python kpi_email.py >> logs/kpi_email.log 2>&1
```

The `cd` matters because the script reads its template from a relative path. Once it has run successfully, delete the old Apps Script trigger so the email isn't sent twice.
""",
          [r"re:0 8 \* \* (1|MON|Mon|mon) "], ["0 8 * * 5"]),
  control=("timesheet reminder email should go friday 3pm, apps script trigger please",
           r"""
```javascript
function installTimesheetReminder() {
  ScriptApp.newTrigger('sendTimesheetReminder')
    .timeBased()
    .onWeekDay(ScriptApp.WeekDay.FRIDAY)
    .atHour(15)
    .create();
}
```

Run installTimesheetReminder once; the reminder then fires every Friday between 15:00 and 16:00, which leaves people the afternoon to fill in their hours before the week closes.
"""),
  fix=[("Fridays at 08:00", "Mondays at 08:00"), ("0 8 * * 5", "0 8 * * 1")],
  cflags=["sendKpiEmail", "WeekDay.MONDAY"],
  cneeds=[".onWeekDay(ScriptApp.WeekDay.FRIDAY)"])

S(36, "team_facts", "paraphrase", "renamed_identifier", "lookalike",
  teach=("cron line to run the daily sales script at 6:15",
         r"""
```
15 6 * * *  python3 /opt/reports/daily_sales.py >> /var/log/reports/daily_sales.log 2>&1
```

Use full paths for both the script and the log because cron starts with a minimal environment and your home directory as the working directory.

Redirecting stderr (`2>&1`) keeps tracebacks in the log too.
""",
         "system python3 doesnt have pandas on that box. cron should call the venv python, /opt/reports/.venv/bin/python",
         "python3 /opt/reports/daily_sales.py", "/opt/reports/.venv/bin/python /opt/reports/daily_sales.py"),
  repeat=("and a monthly one for the AR aging script, 1st of the month at 7",
          r"""
Add this to the same crontab:

```
0 7 1 * *  python3 /opt/reports/ar_aging.py --month last >> /var/log/reports/ar_aging.log 2>&1
```

`0 7 1 * *` is 07:00 on day 1 of every month. `--month last` makes the script report on the month that just closed.
""",
          ["/opt/reports/.venv/bin/python /opt/reports/ar_aging.py"], ["python3 /opt/reports/ar_aging.py"]),
  control=("how do I set up the venv on the new reports server?",
           r"""
Create it with the system Python and install the requirements into it:

```bash
sudo mkdir -p /opt/reports && sudo chown "$USER" /opt/reports
python3 -m venv /opt/reports/.venv
/opt/reports/.venv/bin/pip install --upgrade pip
/opt/reports/.venv/bin/pip install -r /opt/reports/requirements.txt
```

Copy the scripts into /opt/reports afterwards; the venv folder can be rebuilt any time from requirements.txt.
"""),
  fix=[("python3 /opt/reports/ar_aging.py", "/opt/reports/.venv/bin/python /opt/reports/ar_aging.py")],
  cflags=[r"re:\* \*\s+python3 /opt"],
  cneeds=["python3 -m venv /opt/reports/.venv"])

S(37, "csv", "paraphrase", "other", "same_topic",
  teach=("write the reconciliation results (list of tuples) to recon.csv",
         r"""
```python
import csv

with open("recon.csv", "w") as f:
    w = csv.writer(f)
    w.writerow(["account", "ledger_balance", "bank_balance", "difference"])
    w.writerows(results)
```

Each tuple in `results` becomes one row, in the same order as the header.
""",
         "on our windows laptops this puts an empty line between every row. needs newline='' in the open()",
         'open("recon.csv", "w")', 'open("recon.csv", "w", newline="")'),
  repeat=("dump the list of unmatched bank transactions to a csv file for the team",
          r"""
```python
import csv
from pathlib import Path

out = Path("output") / "unmatched_bank_txns.csv"
out.parent.mkdir(exist_ok=True)
with out.open("w", encoding="utf-8") as fh:
    writer = csv.writer(fh)
    writer.writerow(["date", "reference", "amount"])
    for t in unmatched:
        writer.writerow([t.date.isoformat(), t.reference, f"{t.amount:.2f}"])
```

Path.open takes the same arguments as open(), so you can add options there if you need them.
""",
          [r"""re:out\.open\([^)]*newline=(''|"")"""], ['out.open("w", encoding="utf-8")']),
  control=("read the bank statement csv and sum the Amount column",
           r"""
```python
import csv
from decimal import Decimal

total = Decimal("0")
with open("statement_june.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        total += Decimal(row["Amount"].replace(",", ""))
print(f"Total: {total:,.2f}")
```

Decimal avoids the tiny floating-point errors you'd get summing money with float.
"""),
  fix=[('out.open("w", encoding="utf-8")', 'out.open("w", encoding="utf-8", newline="")')])

S(38, "team_facts", "literal", "equivalent_construct", "lookalike",
  teach=("pandas: convert the Invoice Date column from the ERP export to real dates",
         r"""
```python
import pandas as pd

df = pd.read_csv("erp_invoices.csv")
df["Invoice Date"] = pd.to_datetime(df["Invoice Date"], format="%m/%d/%Y")
df["Month"] = df["Invoice Date"].dt.to_period("M")
```

Giving an explicit format is faster than letting pandas guess and fails loudly if a value doesn't match, instead of silently swapping day and month.
""",
         "Our ERP is set to UK format, dates are DD/MM/YYYY (it blows up on 13/02/2024). format should be %d/%m/%Y.",
         'format="%m/%d/%Y"', 'format="%d/%m/%Y"'),
  repeat=("load the ERP payments export and parse the Posting Date while reading",
          r"""
read_csv can parse it directly (pandas 2.0+):

```python
payments = pd.read_csv(
    "erp_payments.csv",
    parse_dates=["Posting Date"],
    date_format="%m/%d/%Y",
    thousands=",",
)
print(payments.dtypes)
```

`thousands=","` turns amounts like 1,250.00 into numbers at the same time.
""",
          ["%d/%m/%Y"], ["%m/%d/%Y"]),
  control=("the bank statement from our US subsidiary uses US dates (07/31/2024) — parse its Posting Date column",
           r"""
Since this file is month-first:

```python
stmt = pd.read_csv("us_bank_statement.csv")
stmt["Posting Date"] = pd.to_datetime(stmt["Posting Date"], format="%m/%d/%Y")
stmt = stmt.sort_values("Posting Date")
```

If any row fails to parse you'll get a ValueError naming the value, which usually means a file from a different bank or export setting slipped in.
"""),
  fix=[('date_format="%m/%d/%Y"', 'date_format="%d/%m/%Y"')],
  cflags=["erp_", "%d/%m/%Y"],
  cneeds=['format="%m/%d/%Y"'])

S(39, "shell", "paraphrase", "reordered_args", "same_topic",
  teach=("sort the vendor csv by the amount column (3rd), biggest first, no header",
         r"""
```bash
sort -t, -k3 -nr vendors.csv > vendors_sorted.csv
```

- `-t,` splits fields on commas
- `-k3` sorts on the third field
- `-n` compares numerically, `-r` reverses so the largest comes first

Check the top of the result with `head -5 vendors_sorted.csv`.
""",
         "-k3 sorts from field 3 to the end of the line, shoud be -k3,3 so it only uses that field",
         "-k3 -nr", "-k3,3 -nr"),
  repeat=("sort payments.csv numerically on column 4",
          r"""
```bash
sort -n -k4 -t',' payments.csv -o payments_sorted.csv
```

`-o` writes the result to a file (it's safe even if you point it at the input file). `-t','` sets the delimiter and `-k4` picks the fourth column as the key; `-n` makes 100 sort after 20.
""",
          ["-k4,4"], [r"re:-k4(\s|$)"]),
  control=("get the unique vendor names from column 2 of vendors.csv",
           r"""
```bash
cut -d, -f2 vendors.csv | sort -u > vendor_names.txt
wc -l vendor_names.txt
```

`cut -d, -f2` pulls the second comma-separated field and `sort -u` sorts and drops duplicates in one go. This assumes no vendor name contains a comma inside quotes; if some do, use Python's csv module instead.
"""),
  fix=[("-k4 -t", "-k4,4 -t"), ("`-k4` picks", "`-k4,4` picks")])

S(40, "team_facts", "literal", "reworded", "already_correct",
  teach=("shell: replace semicolons with commas in export.csv in place",
         r"""
sed can edit the file in place:

```bash
sed -i 's/;/,/g' /Users/reports/exports/export.csv
```

`s/;/,/g` swaps every semicolon on every line. Make a copy first if you want to keep the original, or keep a backup with a suffix.
""",
         "this is on the Mac mini (BSD sed) — -i needs an argument there, so sed -i '' 's/;/,/g'. otherwise it fails with 'invalid command code'",
         "sed -i 's/;/,/g'", "sed -i '' 's/;/,/g'"),
  repeat=("drop the first line (the bank's title row) from every bank file before the import runs on the mac mini",
          r"""
Delete line 1 of each file in place:

```bash
for f in /Users/reports/inbox/bank_*.csv; do
  sed -i '1d' "$f"
done
```

The loop handles every bank file in the inbox folder. After this the importer sees the column headers on the first line.
""",
          ["sed -i '' '1d'"], ["sed -i '1d'"]),
  control=("mac mini: change the date separator from . to / in dates.csv",
           r"""
On macOS (BSD sed) give -i an empty backup suffix:

```bash
sed -i '' -E 's#([0-9]{2})\.([0-9]{2})\.([0-9]{4})#\1/\2/\3#g' /Users/reports/exports/dates.csv
```

The pattern only touches dd.mm.yyyy dates, so decimal numbers like 12.50 are left alone. `-E` turns on extended regex so the groups don't need backslashes.
"""),
  fix=[("sed -i '1d'", "sed -i '' '1d'")],
  cneeds=["sed -i '' -E"],
  literal="sed -i '")

S(41, "gmail_api", "literal", "code_block", "same_topic",
  teach=("gmail search to find the vendor statements from the last week",
         r"""
Paste this into the Gmail search bar: `from:statements@vendorhub.io has:attachment newer_than:1w`

- `from:` limits it to the vendor's statement address
- `has:attachment` skips the reminder mails without a PDF
- `newer_than:1w` keeps only the last week

You can save it as a filter (the sliders icon → Create filter) to label them automatically.
""",
         "I think newer_than only understands d, m and y — newer_than:7d?",
         "newer_than:1w", "newer_than:7d"),
  repeat=("apps script: collect last week's vendor statement PDFs and save them to drive",
          r"""
```javascript
function saveStatements() {
  const folder = DriveApp.getFolderById('1vS7statementsFolderId');
  const threads = GmailApp.search('from:statements@vendorhub.io has:attachment newer_than:1w');
  threads.forEach(t => t.getMessages().forEach(m => {
    m.getAttachments({ includeInlineImages: false })
      .filter(a => a.getContentType() === 'application/pdf')
      .forEach(a => folder.createFile(a.copyBlob()));
  }));
}
```

Run it weekly with a time-driven trigger.
""",
          ["re:newer_than:7d|after:"], ["newer_than:1w"]),
  control=("gmail search for old newsletters I can delete",
           r"""
Try this in the search bar:

`category:promotions older_than:1y -is:starred`

- `category:promotions` is the Promotions tab
- `older_than:1y` anything more than a year old
- `-is:starred` leaves out anything you starred

Select all, click "Select all conversations that match this search", then delete.
"""),
  fix=[("newer_than:1w", "newer_than:7d")])

S(42, "gmail_api", "semantic", "prose_claim", "same_topic",
  teach=("python: print subject and sender of the 20 newest mails in the AP inbox",
         r"""
messages.list returns the messages with their headers, so one call is enough:

```python
resp = gmail.users().messages().list(userId="me", labelIds=["INBOX"], maxResults=20).execute()
for m in resp.get("messages", []):
    headers = {h["name"]: h["value"] for h in m["payload"]["headers"]}
    print(headers.get("From"), "|", headers.get("Subject"))
```

maxResults=20 keeps it to the newest 20 because results come back newest first.
""",
         "KeyError 'payload'. list only returns id and threadId for each message, you have to call messages.get (format='metadata') to get the headers",
         "messages.list returns the messages with their headers, so one call is enough:",
         "messages.list only returns message ids, so fetch each one with messages.get (format='metadata'):"),
  repeat=("what does messages.list give me back? I want to filter on subject in python afterwards",
          r"""
Each item returned by users.messages.list includes the snippet and the message headers, so you can filter on Subject straight from the list response:

```python
items = gmail.users().messages().list(userId="me", q="label:ap-invoices").execute().get("messages", [])
urgent = [m for m in items
          if "URGENT" in next(h["value"] for h in m["payload"]["headers"] if h["name"] == "Subject")]
```

Use nextPageToken if there are more than 100 results.
""",
          [r"re:messages\(\)\.get\(|messages\.get"], ["includes the snippet and the message headers"]),
  control=("list my gmail labels with python",
           r"""
```python
labels = gmail.users().labels().list(userId="me").execute().get("labels", [])
for lab in sorted(labels, key=lambda l: l["name"]):
    print(f'{lab["name"]:<30} {lab["type"]:<7} {lab["id"]}')
```

labels.list returns every label with its id, name and type (system or user), which is enough to find the id you need for `labelIds` filters. Unread counts aren't included; call labels.get for a specific label to see messagesUnread.
"""),
  fix=[("Each item returned by users.messages.list includes the snippet and the message headers, so you can filter on Subject straight from the list response:",
        "users.messages.list only returns id and threadId for each message, so fetch the headers with messages.get before filtering on Subject:"),
       ('''urgent = [m for m in items
          if "URGENT" in next(h["value"] for h in m["payload"]["headers"] if h["name"] == "Subject")]''',
        '''full = [gmail.users().messages().get(userId="me", id=m["id"], format="metadata",
                                      metadataHeaders=["Subject"]).execute() for m in items]
urgent = [m for m in full
          if "URGENT" in next(h["value"] for h in m["payload"]["headers"] if h["name"] == "Subject")]''')])

S(43, "graph_api", "semantic", "prose_claim", "already_correct",
  teach=("graph: export all messages in the invoices folder of the AP mailbox to csv",
         r"""
The messages endpoint returns everything in the folder in one response, so you can write the CSV straight away:

```python
url = f"{GRAPH}/users/ap@northwind.io/mailFolders/{folder_id}/messages"
params = {"$select": "receivedDateTime,from,subject,hasAttachments"}
items = requests.get(url, headers=headers, params=params, timeout=30).json()["value"]

with open("ap_invoices.csv", "w", newline="", encoding="utf-8-sig") as f:
    w = csv.writer(f)
    w.writerow(["received", "from", "subject", "attachments"])
    for m in items:
        w.writerow([m["receivedDateTime"], m["from"]["emailAddress"]["address"], m["subject"], m["hasAttachments"]])
```
""",
         "there are 3000+ mails in there and this gives me 10 rows. Graph pages the results — you have to follow @odata.nextLink until it's gone",
         "The messages endpoint returns everything in the folder in one response, so you can write the CSV straight away:",
         "The messages endpoint returns results in pages (10 by default), so follow @odata.nextLink until it is absent before writing the CSV:"),
  repeat=("get all members of the Finance Team group with graph",
          r"""
GET /groups/{id}/members returns the full member list in one call, so this is all you need:

```python
r = requests.get(f"{GRAPH}/groups/{FINANCE_GROUP_ID}/members",
                 headers=headers, params={"$select": "displayName,mail"}, timeout=30)
for u in r.json()["value"]:
    print(u["displayName"], u.get("mail"))
```

Guests and nested groups appear in the list too; filter on `@odata.type` if you only want users.
""",
          ["@odata.nextLink"], ["returns the full member list in one call"]),
  control=("graph: list every user in the tenant with their department",
           r"""
Users come back in pages, so loop until there's no @odata.nextLink:

```python
url = f"{GRAPH}/users"
params = {"$select": "displayName,mail,department", "$top": 999}
users = []
while url:
    data = requests.get(url, headers=headers, params=params, timeout=30).json()
    users.extend(data["value"])
    url = data.get("@odata.nextLink")
    params = None   # the next link already carries the query
print(len(users), "users")
```
"""),
  fix=[("GET /groups/{id}/members returns the full member list in one call, so this is all you need:",
        "GET /groups/{id}/members returns results in pages, so keep following @odata.nextLink:"),
       ('''r = requests.get(f"{GRAPH}/groups/{FINANCE_GROUP_ID}/members",
                 headers=headers, params={"$select": "displayName,mail"}, timeout=30)
for u in r.json()["value"]:
    print(u["displayName"], u.get("mail"))''',
        '''url = f"{GRAPH}/groups/{FINANCE_GROUP_ID}/members"
params = {"$select": "displayName,mail"}
while url:
    data = requests.get(url, headers=headers, params=params, timeout=30).json()
    for u in data["value"]:
        print(u["displayName"], u.get("mail"))
    url, params = data.get("@odata.nextLink"), None''')],
  cneeds=['data.get("@odata.nextLink")'])

S(44, "apps_script", "semantic", "equivalent_construct", "lookalike",
  teach=("email the account manager automatically when someone sets a row's status to 'Escalated' in the tracker",
         r"""
Use the onEdit trigger, which runs every time a cell is edited:

```javascript
function onEdit(e) {
  const range = e.range;
  if (range.getSheet().getName() !== 'Tracker' || range.getColumn() !== 6) return;
  if (e.value !== 'Escalated') return;
  const row = range.getSheet().getRange(range.getRow(), 1, 1, 6).getValues()[0];
  MailApp.sendEmail(row[4], 'Escalation: ' + row[1], 'Row ' + range.getRow() + ' was escalated.');
}
```

Column 6 (F) is the status; column E (row[4]) holds the account manager's email.
""",
         "Nothing arrives. Simple onEdit triggers aren't allowed to send mail because they run without authorization; this needs an installable on-edit trigger on a function with a different name.",
         "function onEdit(e) {",
         "// installed once with ScriptApp.newTrigger('notifyOnEscalation').forSpreadsheet(SpreadsheetApp.getActive()).onEdit().create()\nfunction notifyOnEscalation(e) {"),
  repeat=("when a new expense over 500 is typed into the Claims sheet, send an email to the approver",
          r"""
A function named onEdit runs automatically on every edit, so you can check the amount there:

```javascript
function onEdit(e) {
  const sh = e.range.getSheet();
  if (sh.getName() !== 'Claims' || e.range.getColumn() !== 4) return;
  if (Number(e.value) <= 500) return;
  const approver = sh.getRange(e.range.getRow(), 7).getValue();
  GmailApp.sendEmail(approver, 'Expense claim needs approval', 'Row ' + e.range.getRow() + ': ' + e.value);
}
```
""",
          [r"re:newTrigger\(|installable"], ["function onEdit(e)"]),
  control=("stamp the time in column G whenever someone changes the status in column F of Tracker",
           r"""
A simple onEdit trigger is enough for this, because it only writes to the same spreadsheet:

```javascript
function onEdit(e) {
  const range = e.range;
  if (range.getSheet().getName() !== 'Tracker' || range.getColumn() !== 6) return;
  range.offset(0, 1).setValue(new Date());
}
```

Save it and it runs on the next edit; no authorisation prompt or trigger setup needed. offset(0, 1) is the cell just to the right, column G.
"""),
  fix=[("A function named onEdit runs automatically on every edit, so you can check the amount there:",
        "Sending mail needs an installable on-edit trigger (a simple onEdit can't send), so use a named function and install it once:"),
       ("function onEdit(e) {", "function notifyApprover(e) {"),
       ("e.value);\n}", "e.value);\n}\n\nfunction install() {\n  ScriptApp.newTrigger('notifyApprover').forSpreadsheet(SpreadsheetApp.getActive()).onEdit().create();\n}")],
  cflags=["MailApp", "GmailApp"],
  cneeds=["function onEdit(e)"])

S(45, "team_facts", "literal", "code_block", "same_topic",
  teach=("apps script: read all rows from the data tab of the leads sheet",
         r"""
Grab the tab by name with `getSheetByName('Data')` and read the whole used range in one go:

- `const sh = SpreadsheetApp.getActive().getSheetByName('Data');`
- `const values = sh.getDataRange().getValues();`
- `values[0]` is the header row, `values.slice(1)` the leads

getDataRange() stops at the last row and column with content, so you don't need to know how many leads there are.
""",
         "there's no Data tab in that file, the CRM export lands in a tab called 'Raw Export'",
         "getSheetByName('Data')", "getSheetByName('Raw Export')"),
  repeat=("script that counts how many leads came in per source and writes it to a Summary tab",
          r"""
```javascript
function summariseSources() {
  const ss = SpreadsheetApp.getActive();
  const rows = ss.getSheetByName('Data').getDataRange().getValues().slice(1);
  const counts = {};
  rows.forEach(r => { counts[r[3]] = (counts[r[3]] || 0) + 1; });
  const out = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  const summary = ss.getSheetByName('Summary');
  summary.clearContents();
  summary.getRange(1, 1, 1, 2).setValues([['Source', 'Leads']]);
  if (out.length) summary.getRange(2, 1, out.length, 2).setValues(out);
}
```

Column D (index 3) is the lead source; the summary is sorted with the biggest source first.
""",
          ["getSheetByName('Raw Export')"], ["getSheetByName('Data')"]),
  control=("add a menu to the leads sheet so people can run the summary themselves",
           r"""
```javascript
function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Reports')
    .addItem('Summarise lead sources', 'summariseSources')
    .addToUi();
}
```

onOpen runs each time someone opens the file, so the Reports menu appears next to Help after a few seconds. The first person to click the item gets the authorisation prompt.
"""),
  fix=[("getSheetByName('Data')", "getSheetByName('Raw Export')")])

S(46, "team_facts", "literal", "other", "already_correct",
  teach=("python: where should the weekly report xlsx be saved so the team can see it? we use google drive for desktop",
         r"""
With Drive for desktop the drive is mounted as G:, so save straight into the team folder:

```python
from pathlib import Path

OUT_DIR = Path(r"G:\My Drive\Finance\Weekly")
OUT_DIR.mkdir(parents=True, exist_ok=True)
report_path = OUT_DIR / f"weekly_{week_label}.xlsx"
summary.to_excel(report_path, index=False)
```

It syncs up within a minute or so and appears in the web UI in the same folder.
""",
         r"Nope, My Drive is private. team stuff lives in G:\Shared drives\Finance\Weekly",
         r"G:\My Drive\Finance\Weekly", r"G:\Shared drives\Finance\Weekly"),
  repeat=("also drop a CSV copy of the weekly numbers next to the xlsx",
          r"""
Write it to the same folder with the same base name:

```python
import os

csv_path = os.path.join(r"G:\My Drive\Finance\Weekly", f"weekly_{week_label}.csv")
summary.to_csv(csv_path, index=False, encoding="utf-8-sig")
print("saved", csv_path)
```

utf-8-sig keeps Excel happy if someone double-clicks the CSV.
""",
          [r"Shared drives\Finance\Weekly"], [r"My Drive\Finance\Weekly"]),
  control=("the monthly pack should go in the team's Finance\\Monthly folder on the shared drive, python path?",
           r"""
```python
from pathlib import Path

MONTHLY = Path(r"G:\Shared drives\Finance\Monthly")
MONTHLY.mkdir(parents=True, exist_ok=True)
pack.save(MONTHLY / f"month_end_{period}.xlsx")
```

Shared drives live under `G:\Shared drives` with Drive for desktop, and everyone with access to the Finance shared drive sees the file once it syncs.
"""),
  fix=[(r"G:\My Drive\Finance\Weekly", r"G:\Shared drives\Finance\Weekly")],
  cneeds=[r'Path(r"G:\Shared drives\Finance\Monthly")'])

S(47, "google_sheets", "paraphrase", "other", "unrelated",
  teach=("sheets: split 'Acme Ltd - London' into company and city",
         r"""
SPLIT on the separator:

=SPLIT(A2," - ")

That puts "Acme Ltd" in the first column and "London" in the next.

Fill it down and the results spill to the right of each row, so keep the two columns next to A empty.
""",
         "That splits on every space and dash separately — I get Acme | Ltd | London. SPLIT treats each character as a delimiter unless the third argument is FALSE.",
         '=SPLIT(A2," - ")', '=SPLIT(A2," - ",FALSE)'),
  repeat=("split 'North West | Q3 2024' in B2 into region and period",
          r"""
Use the pipe with its spaces as the separator:

=SPLIT(B2," | ")

You'll get "North West" and "Q3 2024" side by side. TRIM isn't needed because the spaces are part of the separator.

For the whole column at once: =ARRAYFORMULA(IF(B2:B="",,SPLIT(B2:B," | ")))
""",
          [r're:SPLIT\(B2," \| ",\s*(FALSE|0)\)'], ['SPLIT(B2," | ")', 'SPLIT(B2:B," | ")']),
  control=("python: zip up all the PDFs in the reports folder",
           r"""
```python
import zipfile
from pathlib import Path

src = Path("reports")
with zipfile.ZipFile("reports_pdfs.zip", "w", compression=zipfile.ZIP_DEFLATED) as zf:
    for pdf in sorted(src.glob("*.pdf")):
        zf.write(pdf, arcname=pdf.name)
```

`arcname=pdf.name` stores just the file name, so the zip doesn't recreate the reports/ folder inside it.
"""),
  fix=[('SPLIT(B2," | ")', 'SPLIT(B2," | ",FALSE)'), ('SPLIT(B2:B," | ")', 'SPLIT(B2:B," | ",FALSE)')])

S(48, "python_report", "semantic", "prose_claim", "lookalike",
  teach=("openpyxl: read the totals from the Summary sheet of the finance pack (they're formulas)",
         r"""
```python
from openpyxl import load_workbook

wb = load_workbook("finance_pack.xlsx")
ws = wb["Summary"]
revenue = ws["C4"].value
costs = ws["C5"].value
print(f"Revenue {revenue}, costs {costs}")
```

openpyxl gives you the calculated result of each formula cell, so `revenue` is the number you see in Excel.
""",
         "no, I'm getting '=SUM(C10:C40)' back as a string. you need load_workbook(..., data_only=True) to get the cached values (and the file has to have been saved by Excel)",
         'load_workbook("finance_pack.xlsx")', 'load_workbook("finance_pack.xlsx", data_only=True)'),
  repeat=("I want to check the balance check cell (Checks!B2 = 0) in each of the regional packs with python",
          r"""
openpyxl returns the calculated values of formula cells by default, so reading B2 gives you the result directly:

```python
from pathlib import Path
from openpyxl import load_workbook

for path in Path("packs").glob("*.xlsx"):
    wb = load_workbook(path, read_only=True)
    diff = wb["Checks"]["B2"].value
    status = "OK" if diff == 0 else f"OFF BY {diff}"
    print(f"{path.name}: {status}")
```
""",
          ["data_only=True"], ["returns the calculated values of formula cells by default"]),
  control=("openpyxl: add a total formula under column D of the Summary sheet and save",
           r"""
Open the workbook normally so existing formulas are kept as formulas, then write the new one as a string:

```python
from openpyxl import load_workbook

wb = load_workbook("finance_pack.xlsx")
ws = wb["Summary"]
last = ws.max_row
ws.cell(row=last + 1, column=4, value=f"=SUM(D2:D{last})")
wb.save("finance_pack.xlsx")
```

Don't use data_only=True here: saving a workbook opened that way replaces every formula with its last value.
"""),
  fix=[("openpyxl returns the calculated values of formula cells by default, so reading B2 gives you the result directly:",
        "By default openpyxl returns the formula text, so open the packs with data_only=True to read the cached result:"),
       ("load_workbook(path, read_only=True)", "load_workbook(path, read_only=True, data_only=True)")],
  cflags=['load_workbook("finance_pack.xlsx", data_only=True)'],
  cneeds=['wb = load_workbook("finance_pack.xlsx")'])

S(49, "team_facts", "paraphrase", "equivalent_construct", "lookalike",
  teach=("python: pull yesterday's orders from the reporting replica into pandas (host reports-db.internal, db finance)",
         r"""
```python
import os
import pandas as pd
import psycopg2

conn = psycopg2.connect(host="reports-db.internal", port=5432, dbname="finance",
                        user="report_reader", password=os.environ["REPORTS_DB_PASSWORD"])
orders = pd.read_sql("select * from orders where order_date = current_date - 1", conn)
conn.close()
```

pandas will warn that it prefers an SQLAlchemy connection; for a read-only query like this the warning is harmless.
""",
         "Thanks, the query is right but I get connection refused. The replica is behind pgbouncer on 6432, nothing listens on 5432 there.",
         "port=5432", "port=6432"),
  repeat=("switch that to sqlalchemy so pandas stops warning",
          r"""
Build an engine from a URL and pass it to read_sql:

```python
from sqlalchemy import create_engine

engine = create_engine(
    f"postgresql+psycopg2://report_reader:{os.environ['REPORTS_DB_PASSWORD']}@reports-db.internal:5432/finance"
)
orders = pd.read_sql("select * from orders where order_date = current_date - 1", engine)
```

The engine keeps a small connection pool, so create it once at the top of the script and reuse it.
""",
          ["reports-db.internal:6432"], ["reports-db.internal:5432"]),
  control=("docker compose for a local postgres so I can test the report queries on my laptop",
           r"""
```yaml
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: finance
      POSTGRES_USER: report_reader
      POSTGRES_PASSWORD: localdev
    ports:
      - "5432:5432"
    volumes:
      - ./seed:/docker-entrypoint-initdb.d
```

Start it with `docker compose up -d` and connect to localhost:5432. Any .sql files in ./seed are run once when the volume is first created.
"""),
  fix=[("reports-db.internal:5432", "reports-db.internal:6432")],
  cflags=["reports-db.internal"],
  cneeds=['"5432:5432"', "localhost:5432"])

S(50, "team_facts", "semantic", "other", "unrelated",
  teach=("cron so the daily cash report runs at 7am our time (chicago); the reports box is on UTC",
         r"""
Cron uses the server's clock, so just schedule it for 7:

```
0 7 * * *  /opt/reports/.venv/bin/python /opt/reports/daily_cash.py
```

The report will be ready when people log on. If you ever need a second run in the afternoon, use `0 7,14 * * *` instead.
""",
         "that fires at 7 UTC which is 2am here. put CRON_TZ=America/Chicago above it so it follows our time incl. DST",
         "0 7 * * *  /opt/reports/.venv/bin/python /opt/reports/daily_cash.py",
         "CRON_TZ=America/Chicago\n0 7 * * *  /opt/reports/.venv/bin/python /opt/reports/daily_cash.py"),
  repeat=("add the AP aging email at 6:30am chicago time to the same crontab",
          r"""
Add this line to the crontab on the reports box:

```
30 6 * * 1-5  /opt/reports/.venv/bin/python /opt/reports/ap_aging_email.py
```

Cron reads the hour in the server's clock, so 6:30 here is 6:30 for the team. `1-5` keeps it to weekdays.
""",
          [r"re:CRON_TZ=America/Chicago|TZ=America/Chicago"], ["so 6:30 here is 6:30 for the team"]),
  control=("excel: highlight duplicates in column A",
           r"""
Use conditional formatting with a formula so you control the colour:

1. Select A2:A5000.
2. Home → Conditional Formatting → New Rule → "Use a formula to determine which cells to format".
3. Formula: =COUNTIF($A$2:$A$5000,A2)>1
4. Pick a fill colour and click OK.

Every copy of a duplicate gets highlighted. If you only want the second and later ones, use =COUNTIF($A$2:A2,A2)>1 instead.
"""),
  fix=[("```\n30 6 * * 1-5", "```\nCRON_TZ=America/Chicago\n30 6 * * 1-5"),
       ("Cron reads the hour in the server's clock, so 6:30 here is 6:30 for the team.",
        "The box runs on UTC, so CRON_TZ makes cron read 6:30 as Chicago time, DST included.")])

S(51, "team_facts", "semantic", "prose_claim", "unrelated",
  teach=("working days between order date (A2) and ship date (B2)",
         r"""
NETWORKDAYS counts Monday–Friday between two dates, inclusive:

=NETWORKDAYS(A2,B2)

An order on Monday shipped on Friday of the same week gives 5.

Subtract 1 if you want the days elapsed rather than days counted: =NETWORKDAYS(A2,B2)-1.
""",
         "needs our holiday list in there — it's the named range BankHols on the Lists tab. otherwise bank holidays count as working days and the SLA numbers are off",
         "=NETWORKDAYS(A2,B2)", "=NETWORKDAYS(A2,B2,BankHols)"),
  repeat=("what's the date 5 working days after the order date in C2? that's our promise date",
          r"""
WORKDAY skips weekends and public holidays automatically, so you only need the start date and the number of days:

=WORKDAY(C2,5)

Format the cell as a date.

An order placed on a Thursday gets a promise date of the following Thursday.
""",
          [r"re:WORKDAY\(C2,\s*5,\s*BankHols\)"], ["WORKDAY(C2,5)"]),
  control=("make: how do I stop a scenario from running at the weekend?",
           r"""
Open the scenario's schedule settings (the clock icon on the first module):

1. Run scenario: Days of the week
2. Tick Monday to Friday only
3. Set the time, e.g. 07:00

The schedule follows the time zone in your Make profile settings, not your browser's. If the first module is an instant trigger such as a webhook, the schedule doesn't apply.
"""),
  fix=[("WORKDAY skips weekends and public holidays automatically, so you only need the start date and the number of days:",
        "WORKDAY skips weekends, and it skips holidays only if you pass the list, so add the BankHols range:"),
       ("=WORKDAY(C2,5)", "=WORKDAY(C2,5,BankHols)")])

S(52, "team_facts", "literal", "casing", "already_correct",
  teach=("zapier gmail trigger: new email in our invoices label with an attachment",
         r"""
Use Gmail → New Email Matching Search as the trigger and set Search String to:

`label:invoices has:attachment`

- Matches only mail that already has the label, so your existing filter must apply it first
- Zapier checks every few minutes (every 1–15 depending on plan)
- Test the trigger to pull in a sample invoice email to map fields from
""",
         "the label is nested, AP/Invoices, so in search it's label:ap-invoices",
         "label:invoices", "label:ap-invoices"),
  repeat=("Apps Script version: mark all unread mails in that label as read after I've processed them",
          r"""
```javascript
function markInvoicesRead() {
  const threads = GmailApp.search('label:Invoices is:unread');
  for (const t of threads) {
    // ...process attachments here...
    t.markRead();
  }
}
```

GmailApp.search uses the same syntax as the Gmail search box, so anything you can type there works here.
""",
          ["re:(?i)label:ap-invoices"], ["re:(?i)label:invoices"]),
  control=("gmail search for June's invoices in that label",
           r"""
In the search bar:

`label:ap-invoices after:2024/06/01 before:2024/07/01`

- `after:` and `before:` take dates as year/month/day
- Add `has:attachment` if you only want the ones with a PDF
- Click the sliders icon to turn the same search into a filter
"""),
  fix=[("label:Invoices", "label:ap-invoices")],
  cneeds=["label:ap-invoices"])

S(53, "vba", "literal", "reordered_args", "lookalike",
  teach=("vba: save a copy of the model as Model_2024-07.xlsm in the archive folder, keep the macros",
         r"""
```vba
Sub ArchiveModel()
    Dim target As String
    target = "S:\Finance\Models\Archive\Model_" & Format(Date, "yyyy-mm") & ".xlsm"
    Application.DisplayAlerts = False
    ActiveWorkbook.SaveAs Filename:=target, FileFormat:=51
    Application.DisplayAlerts = True
End Sub
```

SaveAs switches the open workbook to the new file, so reopen the original afterwards if you want to keep working in it.
""",
         "51 is xlOpenXMLWorkbook (.xlsx) — with an .xlsm name Excel refuses because the extension doesn't match. macro-enabled is 52",
         "FileFormat:=51", "FileFormat:=52"),
  repeat=("macro that saves the forecast workbook under a new name with the date, it has macros in it",
          r"""
```vba
Sub SaveForecastVersion()
    Dim newName As String
    newName = ThisWorkbook.Path & "\Forecast_" & Format(Now, "yyyymmdd_hhmm") & ".xlsm"
    ThisWorkbook.SaveAs FileFormat:=51, Filename:=newName
    MsgBox "Saved as " & newName
End Sub
```

Named arguments can go in any order, and saving under a timestamped name means you never overwrite an earlier version.
""",
          ["re:FileFormat:=(52|xlOpenXMLWorkbookMacroEnabled)"], ["FileFormat:=51"]),
  control=("vba: export the Summary sheet as a separate macro-free xlsx for the bank",
           r"""
```vba
Sub ExportSummaryForBank()
    Dim target As String
    target = ThisWorkbook.Path & "\Summary_for_bank.xlsx"
    ThisWorkbook.Worksheets("Summary").Copy          ' creates a new workbook with just this sheet
    Application.DisplayAlerts = False
    ActiveWorkbook.SaveAs Filename:=target, FileFormat:=51
    ActiveWorkbook.Close SaveChanges:=False
    Application.DisplayAlerts = True
End Sub
```

FileFormat 51 is the plain .xlsx format, so the bank gets a file with no macros in it.
"""),
  fix=[("FileFormat:=51", "FileFormat:=52")],
  cflags=[".xlsm", "FileFormat:=52"],
  cneeds=["FileFormat:=51"])

S(54, "team_facts", "literal", "reworded", "lookalike",
  teach=("power query: start a query from the sales table in this workbook",
         r"""
Reference the table through Excel.CurrentWorkbook:

```
let
    Source = Excel.CurrentWorkbook(){[Name="Sales"]}[Content],
    Typed = Table.TransformColumnTypes(Source, {{"Date", type date}, {"Amount", type number}})
in
    Typed
```

The name in the brackets must match the table name exactly (case matters in M).
""",
         "isn't the table called tblSales? Sales is just the sheet it's on",
         'Excel.CurrentWorkbook(){[Name="Sales"]}[Content]', 'Excel.CurrentWorkbook(){[Name="tblSales"]}[Content]'),
  repeat=("new query: monthly totals from the sales table, grouped by month",
          r"""
```
let
    Source = Excel.CurrentWorkbook(){[Name="Sales"]}[Content],
    Typed = Table.TransformColumnTypes(Source, {{"Date", type date}, {"Amount", type number}}),
    WithMonth = Table.AddColumn(Typed, "Month", each Date.StartOfMonth([Date]), type date),
    Grouped = Table.Group(WithMonth, {"Month"}, {{"Total", each List.Sum([Amount]), type number}})
in
    Grouped
```

Load it as a connection plus a PivotChart if you want a trend line.
""",
          ['{[Name="tblSales"]}'], ['{[Name="Sales"]}']),
  control=("PQ: read the Sales sheet from last year's closed workbook (no table there, just a range)",
           r"""
For another file use Excel.Workbook and pick the sheet by its name and kind:

```
let
    Source = Excel.Workbook(File.Contents("S:\Finance\Archive\sales_2023.xlsx"), null, true),
    SalesSheet = Source{[Item="Sales", Kind="Sheet"]}[Data],
    Promoted = Table.PromoteHeaders(SalesSheet, [PromoteAllScalars = true])
in
    Promoted
```

Kind="Sheet" makes sure you get the worksheet rather than a table or named range that happens to share the name.
"""),
  fix=[('{[Name="Sales"]}', '{[Name="tblSales"]}')],
  cflags=['{[Name="Sales"]}', "tblSales"],
  cneeds=['Source{[Item="Sales", Kind="Sheet"]}[Data]'])

S(55, "shell", "semantic", "prose_claim", "same_topic",
  teach=("cleanup: delete export csvs older than 30 days from /srv/exports",
         r"""
```bash
find /srv/exports -name '*.csv' -type f -mtime 30 -delete
```

- `-mtime 30` selects files last modified more than 30 days ago
- `-delete` removes them; run it once without `-delete` to see what would go

Schedule it nightly from cron once you're happy with the list.
""",
         "-mtime 30 is *exactly* 30 days (so most nights nothing gets deleted). older than 30 is -mtime +30",
         "-mtime 30 -delete", "-mtime +30 -delete"),
  repeat=("what find options remove the zip archives in /srv/archive that are more than 90 days old?",
          r"""
Use -mtime with the number of days; it matches anything modified more than that many days ago:

```bash
find /srv/archive -type f -name '*.zip' -mtime 90 -print -delete
```

`-print` before `-delete` lists each file as it's removed, which is handy in a cron log.
""",
          ["-mtime +90"], ["-mtime 90 "]),
  control=("show the 10 biggest files in /srv/exports",
           r"""
```bash
find /srv/exports -type f -printf '%s\t%p\n' | sort -nr | head -10 | numfmt --field=1 --to=iec
```

`-printf '%s\t%p\n'` prints size in bytes and path, `sort -nr` puts the largest first and numfmt turns the byte counts into readable sizes like 1.4G.

This is GNU find; on a Mac use `du -ah /srv/exports | sort -hr | head -10` instead.
"""),
  fix=[("Use -mtime with the number of days; it matches anything modified more than that many days ago:",
        "Use -mtime with a plus sign; +90 matches anything modified more than 90 days ago:"),
       ("-mtime 90 ", "-mtime +90 ")])

S(56, "team_facts", "paraphrase", "code_block", "already_correct",
  teach=("week number column for the sales dates in A",
         r"""
WEEKNUM returns the week of the year: `="W"&WEEKNUM(A2)` gives labels like W27.

Fill it down and use it as the row field in your pivot. For a sortable label that also works across years, combine it with the year:

="W"&TEXT(WEEKNUM(A2),"00")&"-"&YEAR(A2)

Weeks are numbered from 1 on 1 January.
""",
         "we report in ISO weeks (Monday start, week 1 is the one with the first Thursday). WEEKNUM's default is Sunday-start US weeks — use ISOWEEKNUM",
         "WEEKNUM(A2)", "ISOWEEKNUM(A2)"),
  repeat=("apps script: put 'Week N' in the header cell of the dashboard for the current week",
          r"""
Write a formula so it updates by itself each week:

```javascript
function setWeekHeader() {
  SpreadsheetApp.getActive().getSheetByName('Dashboard')
    .getRange('B1')
    .setFormula('="Week "&WEEKNUM(TODAY())');
}
```

The cell then always shows the current week, e.g. Week 27.
""",
          [r"re:ISOWEEKNUM\(TODAY\(\)\)|WEEKNUM\(TODAY\(\),\s*21\)"], ["&WEEKNUM(TODAY())"]),
  control=("label each row with its ISO week and ISO year",
           r"""
Use ISOWEEKNUM for the week:

="W"&TEXT(ISOWEEKNUM(A2),"00")

For the ISO year, take the year of the Thursday in that week, since ISO weeks belong to the year their Thursday falls in:

=YEAR(A2-WEEKDAY(A2,2)+4)
"""),
  fix=[("&WEEKNUM(TODAY())", "&ISOWEEKNUM(TODAY())")],
  cflags=["re:(^|[^O])WEEKNUM\\("],
  cneeds=["ISOWEEKNUM(A2)"])

S(57, "team_facts", "literal", "renamed_identifier", "already_correct",
  teach=("outlook vba: email each branch manager their own sales file from the Branches sheet list",
         r"""
```vba
Sub MailBranchFiles()
    Dim ol As Object, m As Object, r As Long
    Set ol = CreateObject("Outlook.Application")
    With ThisWorkbook.Worksheets("Branches")
        For r = 2 To .Cells(.Rows.Count, "A").End(xlUp).Row
            Set m = ol.CreateItem(0)
            m.To = .Cells(r, "B").Value
            m.Subject = "Sales file - " & .Cells(r, "A").Value
            m.Attachments.Add .Cells(r, "C").Value
            m.Send
        Next r
    End With
End Sub
```

Column A is the branch, B the manager's address and C the full path to their file.
""",
         "Could you change it so it doesn't send directly? Our audit rule is that anything a macro produces goes out via .Display, so a person checks it and presses Send.",
         "m.Send", "m.Display"),
  repeat=("macro to email the overdue-invoice reminders listed on the Chasers sheet",
          r"""
```vba
Sub SendChasers()
    Dim app As Object, reminder As Object, i As Long
    Set app = CreateObject("Outlook.Application")
    With ThisWorkbook.Worksheets("Chasers")
        For i = 2 To .Cells(.Rows.Count, "A").End(xlUp).Row
            Set reminder = app.CreateItem(0)
            reminder.To = .Cells(i, "D").Value
            reminder.Subject = "Overdue invoice " & .Cells(i, "A").Value
            reminder.Body = "Our records show invoice " & .Cells(i, "A").Value & " is overdue."
            reminder.Send
        Next i
    End With
End Sub
```
""",
          ["reminder.Display"], ["reminder.Send"]),
  control=("outlook vba: draft a reply to the selected email with the statement attached",
           r"""
```vba
Sub ReplyWithStatement()
    Dim sel As Object, reply As Object
    Set sel = Application.ActiveExplorer.Selection(1)
    Set reply = sel.Reply
    reply.Attachments.Add "C:\Statements\statement_latest.pdf"
    reply.Display
End Sub
```

reply.Display opens the draft with the attachment in place so you can check it and press Send yourself. This runs inside Outlook's VBA editor (Alt+F11 in Outlook), not Excel.
"""),
  fix=[("reminder.Send", "reminder.Display")],
  cflags=[r"re:\.Send\b"],
  cneeds=["reply.Display"],
  literal=".Send")

S(58, "python_report", "paraphrase", "renamed_identifier", "lookalike",
  teach=("python: post the daily totals to the slack incoming webhook",
         r"""
```python
import os, requests

SLACK_WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]

text = f"*Daily totals {run_date}*\nOrders: {n_orders}\nRevenue: £{revenue:,.2f}"
resp = requests.post(SLACK_WEBHOOK, data={"text": text}, timeout=10)
resp.raise_for_status()
```

Keep the webhook URL in an environment variable; anyone who has it can post to the channel.
""",
         'Slack answers 400 invalid_payload. data= sends it form-encoded, the webhook wants a JSON body: json={"text": text}',
         'data={"text": text}', 'json={"text": text}'),
  repeat=("send an alert to slack if the bank feed hasn't updated by 9",
          r"""
```python
from datetime import datetime, timedelta

last = get_last_feed_timestamp()
if datetime.now() - last > timedelta(hours=12):
    alert_text = f":rotating_light: Bank feed stale, last update {last:%d %b %H:%M}"
    requests.post(os.environ["SLACK_WEBHOOK_URL"], data={"text": alert_text}, timeout=10)
```

Run it from cron at 09:00 on weekdays so the team hears about it before the morning reconciliation.
""",
          [r're:json=\{"text": alert_text\}'], ['data={"text": alert_text}']),
  control=("get an access token from the Xero API with client credentials (custom connection)",
           r"""
Token endpoints expect a form-encoded body, so use data=:

```python
resp = requests.post(
    "https://identity.xero.com/connect/token",
    data={"grant_type": "client_credentials", "scope": "accounting.transactions.read"},
    auth=(os.environ["XERO_CLIENT_ID"], os.environ["XERO_CLIENT_SECRET"]),
    timeout=10,
)
resp.raise_for_status()
token = resp.json()["access_token"]
```
"""),
  fix=[('data={"text": alert_text}', 'json={"text": alert_text}')],
  cflags=['json={"grant_type"', "SLACK_WEBHOOK"],
  cneeds=['data={"grant_type": "client_credentials"'])

S(59, "cron", "semantic", "prose_claim", "same_topic",
  teach=("cron for the month-start billing run, 9am on the 1st",
         r"""
```
0 9 * 1 *  /opt/billing/run_billing.sh
```

The fourth field is the day of the month, so `1` there means the 1st, and the job runs at 09:00 on the first of every month.

Log the output somewhere (`>> /var/log/billing.log 2>&1`) so you can see what happened if the run fails.
""",
         "that runs every day in januray lol. day of month is the 3rd field: 0 9 1 * *",
         "0 9 * 1 *", "0 9 1 * *"),
  repeat=("schedule the supplier statement reconciliation for 7:15 on the first day of each month",
          r"""
Put the 1 in the fourth field, which is the day of the month:

```
15 7 * 1 *  /opt/recon/.venv/bin/python /opt/recon/supplier_statements.py
```

Day-of-month and month are easy to mix up; reading left to right it's minute, hour, month, day of month, weekday.
""",
          ["15 7 1 * *"], ["15 7 * 1 *"]),
  control=("cron: every 15 minutes during office hours on weekdays",
           r"""
```
*/15 8-18 * * 1-5  /opt/reports/.venv/bin/python /opt/reports/refresh_cache.py
```

- `*/15` → minutes 0, 15, 30, 45
- `8-18` → hours 8 through 18, so the last run is 18:45
- `1-5` → Monday to Friday
"""),
  fix=[("Put the 1 in the fourth field, which is the day of the month:", "Put the 1 in the third field, which is the day of the month:"),
       ("15 7 * 1 *", "15 7 1 * *"),
       ("minute, hour, month, day of month, weekday", "minute, hour, day of month, month, weekday")])

S(60, "python_report", "semantic", "equivalent_construct", "same_topic",
  teach=("python: pick up the newest export file from the downloads folder (names like sales_3-7-2024.csv)",
         r"""
```python
import glob, os

files = glob.glob(os.path.expanduser("~/Downloads/sales_*.csv"))
latest = sorted(files)[-1]
print("using", latest)
```

Sorting the names puts the most recent file last, so `[-1]` is the newest export.
""",
         "the names are day-month-year without zero padding, so sorting them alphabetically doesn't give the newest (sales_9-6 sorts after sales_10-7). go by modified time",
         "latest = sorted(files)[-1]", "latest = max(files, key=os.path.getmtime)"),
  repeat=("get the most recent bank statement xlsx from the inbox folder (statement_1-7-2024.xlsx style names)",
          r"""
```python
import pandas as pd
from pathlib import Path

inbox = Path(r"C:\Finance\Inbox")
newest = max(inbox.glob("statement_*.xlsx"))
df = pd.read_excel(newest, sheet_name=0)
```

max() on the paths compares the names, and the newest statement name is always the greatest, so that's the file you want.
""",
          ["re:st_mtime|getmtime|getctime"], ['max(inbox.glob("statement_*.xlsx"))']),
  control=("python: move processed statements from the inbox to inbox/done",
           r"""
```python
import shutil
from pathlib import Path

inbox = Path(r"C:\Finance\Inbox")
done = inbox / "done"
done.mkdir(exist_ok=True)
for f in inbox.glob("statement_*.xlsx"):
    shutil.move(str(f), done / f.name)
```

shutil.move works across drives too, and the glob only matches files directly in Inbox, so anything already in done is left alone.
"""),
  fix=[('max(inbox.glob("statement_*.xlsx"))', 'max(inbox.glob("statement_*.xlsx"), key=lambda p: p.stat().st_mtime)'),
       ("max() on the paths compares the names, and the newest statement name is always the greatest, so that's the file you want.",
        "The names aren't zero-padded, so compare modification times rather than names.")])


# =========================================================================
# validation
# =========================================================================
def check(text, spec):
    """Same semantics as the runner: 're:' = Python regex, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def re2_problems(pattern):
    """Constructs that Python re accepts but Go RE2 does not (or treats differently)."""
    probs = []
    i, n, in_class = 0, len(pattern), False
    while i < n:
        c = pattern[i]
        nxt = pattern[i + 1] if i + 1 < n else ""
        if c == "\\":
            if not in_class and nxt in "123456789":
                probs.append("backreference \\%s" % nxt)
            if nxt in "Zz":
                probs.append("\\%s (end anchor differs between Python and RE2)" % nxt)
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
            i += 1
            continue
        if c == "[":
            in_class = True
            i += 1
            if i < n and pattern[i] == "^":
                i += 1
            if i < n and pattern[i] == "]":
                i += 1
            continue
        if c == "(" and nxt == "?":
            rest = pattern[i + 2:]
            if rest.startswith(":") or rest.startswith("P<"):
                pass
            elif re.match(r"[ims-]+[:)]", rest):
                pass
            else:
                probs.append("group (?%s..." % rest[:3])
        if c in "*+?}" and nxt == "+":
            probs.append("possessive quantifier %s+" % c)
        i += 1
    return probs


def validate_spec(sid, spec):
    assert isinstance(spec, str) and spec, "%s: empty check" % sid
    if spec.startswith("re:"):
        try:
            re.compile(spec[3:])
        except re.error as e:
            raise AssertionError("%s: regex %r does not compile: %s" % (sid, spec, e))
        probs = re2_problems(spec[3:])
        assert not probs, "%s: regex %r not RE2-compatible: %s" % (sid, spec, probs)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate():
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == 60, "expected 60 scenarios, got %d" % len(ids)
    assert len(set(ids)) == len(ids), "duplicate ids"
    assert ids == ["%s%03d" % (PREFIX, i) for i in range(1, 61)], "ids must run d27-001 .. d27-060"

    first_words = Counter()
    messages = set()
    for s in SCENARIOS:
        sid = s["id"]
        te, rp, co = s["teach"], s["repeat"], s["control"]
        assert s["difficulty"] in DIFFICULTIES, sid
        assert s["repeat_variation"] in VARIATIONS, sid
        assert s["control_kind"] in CONTROL_KINDS, sid
        assert s["topic"] and re.fullmatch(r"[a-z_]+", s["topic"]), sid
        for part, keys in ((te, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (rp, ("query", "output")), (co, ("query", "output"))):
            for k in keys:
                assert isinstance(part[k], str) and part[k].strip(), "%s: empty %s" % (sid, k)
        for name, text in (("teach", te["output"]), ("repeat", rp["output"]), ("control", co["output"])):
            lines = text.count("\n") + 1
            assert 5 <= lines <= 25, "%s: %s output has %d lines" % (sid, name, lines)

        # gold spans
        assert te["gold_wrong"] in te["output"], "%s: gold_wrong not in teach.output" % sid
        assert te["gold_wrong"] != te["gold_right"], "%s: gold spans identical" % sid
        assert te["message"] not in messages, "%s: duplicate message" % sid
        messages.add(te["message"])
        first_words[" ".join(norm(te["message"]).split()[:3])] += 1

        # checks
        specs = rp["expect_contains"] + rp["expect_absent"]
        assert rp["expect_contains"] or rp["expect_absent"], "%s: no checks" % sid
        for spec in specs:
            validate_spec(sid, spec)

        # the repeat as written fails its checks
        assert not passes(rp["output"], rp["expect_contains"], rp["expect_absent"]), \
            "%s: repeat output already passes its checks" % sid

        # a corrected repeat passes them
        fixed = rp["output"]
        assert s["_fix"], "%s: no corrected repeat" % sid
        for old, new in s["_fix"]:
            assert old in fixed, "%s: fix target %r not in repeat" % (sid, old)
            fixed = fixed.replace(old, new)
        assert fixed != rp["output"], sid
        missing = [x for x in rp["expect_contains"] if not check(fixed, x)]
        present = [x for x in rp["expect_absent"] if check(fixed, x)]
        assert not missing and not present, "%s: corrected repeat fails: missing %s present %s" % (sid, missing, present)

        # literal: the wrong text recurs verbatim (up to case and white space)
        if s["difficulty"] == "literal":
            tok = s["_literal"] or te["gold_wrong"]
            assert norm(tok) in norm(te["output"]), "%s: literal token not in teach" % sid
            assert norm(tok) in norm(rp["output"]), "%s: literal token %r not in repeat" % (sid, tok)

        # control: correct as is in its own context
        kind = s["control_kind"]
        if kind == "lookalike":
            assert s["_cflags"], "%s: lookalike control needs context flags" % sid
            assert s["_cneeds"], "%s: lookalike control needs its look-alike text" % sid
        if kind == "already_correct":
            assert s["_cneeds"], "%s: already_correct control needs the right value" % sid
        flags = s["_cflags"] if s["_cflags"] is not None else rp["expect_absent"] + [te["gold_wrong"]]
        for spec in flags + (s["_cneeds"] or []):
            validate_spec(sid, spec)
        bad = [x for x in flags if check(co["output"], x)]
        assert not bad, "%s: control contains text flagged wrong in its context: %s" % (sid, bad)
        lacking = [x for x in (s["_cneeds"] or []) if not check(co["output"], x)]
        assert not lacking, "%s: control lacks %s" % (sid, lacking)
        assert co["output"] != rp["output"] and co["output"] != te["output"], sid

    reused = {k: v for k, v in first_words.items() if v > 2}
    assert not reused, "message openings reused more than twice: %s" % reused

    counts = {f: Counter(s[f] for s in SCENARIOS)
              for f in ("difficulty", "repeat_variation", "control_kind", "topic")}
    assert dict(counts["difficulty"]) == TARGET_DIFFICULTY, counts["difficulty"]
    assert dict(counts["control_kind"]) == TARGET_CONTROL, counts["control_kind"]
    assert set(counts["repeat_variation"]) == set(VARIATIONS), counts["repeat_variation"]
    return counts


# =========================================================================
# output
# =========================================================================
def public(s):
    return {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                              "teach", "repeat", "control")}


def table(counter, order=None):
    keys = list(order) if order else sorted(counter, key=lambda k: (-counter[k], k))
    rows = ["| tag | n |", "|---|---|"]
    rows += ["| `%s` | %d |" % (k, counter[k]) for k in keys if counter.get(k)]
    return "\n".join(rows)


def readme(counts):
    look = [s for s in SCENARIOS if s["control_kind"] == "lookalike"]
    verbatim = sum(1 for s in look if norm(s["teach"]["gold_wrong"]) in norm(s["control"]["output"]))
    return """> This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev27: analysts' automation (teach → repeat → control)

%(n)d scenarios (`d27-001` … `d27-%(n)03d`) in the scenario format of `shared/eval/loop`
(`{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}`, one JSON
object per line in `scenarios.jsonl`). Each one: a user corrects one mistake in an assistant
answer (`teach`), a later session repeats the same mistake in another form (`repeat`, judged by
`expect_contains` / `expect_absent`), and a third answer must come back unchanged (`control`).

Run it with the loop runner, e.g.
`python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev27/scenarios.jsonl`
(add `--shared-store` or `--oracle-teach` as needed).

## Theme

Automation written by analysts and less technical users: Excel and Google Sheets formulas,
Google Apps Script, VBA (Excel and Outlook), Power Query (M), Zapier and Make, Gmail, Google
Calendar, Outlook and Microsoft Graph APIs, SMTP, small Python and shell report scripts, cron
schedules, CSV handling, and the team's own facts (sheet and table names, folder paths,
mailing lists and mailboxes, Slack channels, report schedules, fiscal calendar, locale, hosts
and ports). Correction messages are written the way such users write: terse, polite, lower
case, with typos, hedged as a question, with a reason, or stating only the right value.

## Tag counts (computed by build.py)

difficulty:

%(difficulty)s

repeat_variation:

%(variation)s

control_kind:

%(control)s

topic:

%(topic)s

Of the %(nlook)d lookalike controls, %(verbatim)d contain the teach output's `gold_wrong` span
verbatim (up to case and white space); the others contain the same construct with other
operands (for example the same function, flag or value used correctly in another tool,
dialect, file or purpose).

## What build.py checks

`python3 build.py` validates every scenario, then writes `scenarios.jsonl` and this README:
ids unique and sequential; tags from the allowed sets; the tag counts above; output lengths
5–25 lines; `gold_wrong` occurs in `teach.output`; every `re:` check compiles and avoids
constructs Go RE2 lacks (lookarounds, backreferences, possessive quantifiers, `\\Z`/`\\z`);
the repeat as written fails its checks; a corrected repeat held in build.py (not written to
the jsonl) passes them; for literal scenarios the wrong text recurs in the repeat; the control
contains none of the text that would be wrong in its own context (for non-lookalike controls:
the repeat's `expect_absent` and `gold_wrong`; for lookalike controls: context-specific
checks), and lookalike / already_correct controls really contain their look-alike or right
value; no correction message opening is used more than twice.

Repeat variation tags used: `reworded`, `code_block`, `casing`, `renamed_identifier`,
`reordered_args`, `prose_claim`, `equivalent_construct`, `other`.

## Provenance

Written from scratch by a helper session that read only `shared/eval/loop/README.md` and
`shared/eval/loop/run.py` (for the format, labelling rules and how the runner checks
scenarios). It did not read cairn's code, other eval sets or any other file in the
repository, and it did not run cairn. All names, addresses, hosts and values are invented.
""" % {
        "n": len(SCENARIOS),
        "difficulty": table(counts["difficulty"], DIFFICULTIES),
        "variation": table(counts["repeat_variation"], VARIATIONS),
        "control": table(counts["control_kind"], CONTROL_KINDS),
        "topic": table(counts["topic"]),
        "nlook": len(look), "verbatim": verbatim,
    }


def main():
    counts = validate()
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(counts))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    for field in ("difficulty", "repeat_variation", "control_kind"):
        print("  %s: %s" % (field, ", ".join("%s %d" % kv for kv in sorted(counts[field].items()))))


if __name__ == "__main__":
    main()
