#!/usr/bin/env python3
"""Build and validate eval/dev42: 60 learning-loop scenarios on spreadsheets and
office automation (Excel formulas, Google Sheets, Power Query, VBA, Apps Script,
CSV import quirks, pivot tables, the finance team's own conventions).

    python3 eval/dev42/build.py

Writes scenarios.jsonl and README.md next to this file, after validating every
scenario. Standard library only. Exit status 1 if any check fails.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": 15, "code_block": 18}
OTHER_VARIATION_RANGE = (2, 8)

SCENARIOS = []


def S(sid, topic, difficulty, variation, control_kind, *, tq, to, tm, gw, gr,
      rq, ro, ec, ea, cq, co, fix, holds=None):
    SCENARIOS.append({
        "id": sid, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": ec, "expect_absent": ea},
        "control": {"query": cq, "output": co},
        "_fix": fix, "_holds": holds,
    })


# --------------------------------------------------------------------------- data
S("d42-001", "excel", "literal", "code_block", "lookalike",
  tq="Formula to pull the rate for the currency code in A2 from the Rates sheet? Codes are in column A, rates in column C.",
  to="Use VLOOKUP against the Rates sheet and fill down:\n```\n=VLOOKUP(A2, Rates!A:C, 3, TRUE)\n```\nIt returns the value from the third column for the matching code.",
  tm="TRUE is approximate match, on unsorted codes it quietly returns some other currency's rate. Needs FALSE for an exact lookup.",
  gw="Rates!A:C, 3, TRUE)", gr="Rates!A:C, 3, FALSE)",
  rq="How do I get the FX rate for the currency in B5 from my Rates tab?",
  ro="Put this in C5 and copy it down:\n```\n=VLOOKUP(B5, Rates!A:C, 3, TRUE)\n```",
  ec=[r"re:(?i)VLOOKUP\(B5,\s*Rates!A:C,\s*3,\s*(FALSE|0)\)|XLOOKUP\(B5"],
  ea=[r"re:(?i)Rates!A:C,\s*3,\s*TRUE\)"],
  cq="Which commission rate applies to the sales total in D2? The tier floors are in Tiers!A:B, sorted ascending.",
  co="This is the one case where approximate match is what you want: `=VLOOKUP(D2, Tiers!A:B, 2, TRUE)` returns the rate for the highest floor that is less than or equal to D2, as long as column A stays sorted ascending.",
  fix=[("3, TRUE)", "3, FALSE)")], holds="TRUE)")

S("d42-002", "excel", "paraphrase", "reordered_args", "same_topic",
  tq="XLOOKUP to get the owner name for the cost center code in A2 from the Owners table (columns CostCenter and Owner)?",
  to="`=XLOOKUP(A2, Owners[Owner], Owners[CostCenter])` searches for A2 and returns the matching owner's name.",
  tm="other way round, the lookup array is the 2nd argument and the return array the 3rd: XLOOKUP(A2, Owners[CostCenter], Owners[Owner])",
  gw="XLOOKUP(A2, Owners[Owner], Owners[CostCenter])", gr="XLOOKUP(A2, Owners[CostCenter], Owners[Owner])",
  rq="XLOOKUP for the approver email of the vendor ID in F2? The table is Vendors, with VendorID and ApproverEmail columns.",
  ro="Use `=XLOOKUP(F2, Vendors[ApproverEmail], Vendors[VendorID])`; it looks for F2 and hands back the approver's email.",
  ec=[r"re:XLOOKUP\(F2,\s*Vendors\[VendorID\],\s*Vendors\[ApproverEmail\]"],
  ea=[r"re:XLOOKUP\(F2,\s*Vendors\[ApproverEmail\]"],
  cq="What does XLOOKUP return when the code isn't in the table, and can I change that?",
  co="It returns #N/A by default. The fourth argument, if_not_found, overrides it: `=XLOOKUP(A2, Owners[CostCenter], Owners[Owner], \"Unassigned\")`.",
  fix=[("Vendors[ApproverEmail], Vendors[VendorID]", "Vendors[VendorID], Vendors[ApproverEmail]")])

S("d42-003", "apps-script", "literal", "reworded", "lookalike",
  tq="In Apps Script, how do I turn a Date into a 2024-03-31 style string for a file name?",
  to="Use `Utilities.formatDate(new Date(), Session.getScriptTimeZone(), 'yyyy-mm-dd')`; it returns a string such as 2024-03-31.",
  tm="mm is minutes in formatDate (it follows Java's SimpleDateFormat). Month is MM, so 'yyyy-MM-dd'.",
  gw="'yyyy-mm-dd'", gr="'yyyy-MM-dd'",
  rq="apps script: date stamp for an export name like close_2024-04-30.csv?",
  ro="Build the name with Utilities.formatDate: `const name = 'close_' + Utilities.formatDate(d, 'Europe/London', 'yyyy-mm-dd') + '.csv';`",
  ec=[r"""re:['"]yyyy-MM-dd['"]"""],
  ea=[r"re:formatDate\([^)]*yyyy-mm-dd"],
  cq="Excel formula to show the date in A2 as text like 2024-03-31?",
  co="`=TEXT(A2, \"yyyy-mm-dd\")`. In Excel format codes, mm sitting between the year and the day is read as the month, so this gives 2024-03-31.",
  fix=[("'yyyy-mm-dd'", "'yyyy-MM-dd'")], holds="yyyy-mm-dd")

S("d42-004", "power-query", "literal", "code_block", "same_topic",
  tq="Power Query: add a column with the vendor name in upper case",
  to="Add a custom column step:\n```\n= Table.AddColumn(Source, \"VendorUpper\", each Text.ToUpper([Vendor]), type text)\n```",
  tm="There's no Text.ToUpper in M, the function is Text.Upper.",
  gw="Text.ToUpper", gr="Text.Upper",
  rq="M code to capitalise the Account Name column before the merge?",
  ro="Transform the column in place:\n```\n= Table.TransformColumns(#\"Changed Type\", {{\"Account Name\", Text.ToUpper, type text}})\n```",
  ec=["Text.Upper"], ea=["Text.ToUpper"],
  cq="How do I trim stray spaces and non-printing characters from a text column in Power Query?",
  co="Chain the two text functions in one step: `= Table.TransformColumns(Source, {{\"Vendor\", each Text.Clean(Text.Trim(_)), type text}})`. Text.Trim removes leading and trailing spaces, Text.Clean strips control characters.",
  fix=[("Text.ToUpper", "Text.Upper")])

S("d42-005", "vba", "literal", "casing", "lookalike",
  tq="VBA: find the last used row in column A of the Data sheet",
  to="`lastRow = Worksheets(\"Data\").Cells(Rows.Count, \"A\").End(xlDown).Row` gives you the last row that has data.",
  tm="Starting from Rows.Count you have to go up, End(xlUp). xlDown from the bottom row just gives you 1048576.",
  gw=".End(xlDown).Row", gr=".End(xlUp).Row",
  rq="vba - last row of data in column B on the Import sheet?",
  ro="Something like this, then loop from row 2 to lr:\n\n    lr = sheets(\"Import\").cells(rows.count, 2).end(xldown).row",
  ec=[r"re:(?i)\.end\(xlup\)\.row"],
  ea=[r"re:(?i)rows\.count,\s*\w+\)\.end\(xldown\)"],
  cq="VBA to select from A1 down to the last filled cell before the first gap?",
  co="`Range(\"A1\", Range(\"A1\").End(xlDown)).Select` does that; it stops at the last cell before the first blank, the same as pressing Ctrl+Shift+Down.",
  fix=[(".end(xldown).row", ".end(xlup).row")], holds="End(xlDown)")

S("d42-006", "sheets", "paraphrase", "other_identifier", "lookalike",
  tq="Google Sheets: QUERY the imported Budget range and keep rows where column C is over 5000, showing A and C",
  to="Wrap the import in QUERY:\n```\n=QUERY(IMPORTRANGE(\"1hQ7vB2kX9mTzL0aRcD4eF8gYw3uNpJ5sKq6iOe\", \"Budget!A:F\"), \"select A, C where C > 5000\")\n```",
  tm="When the data comes from IMPORTRANGE, QUERY doesn't know the letters. It has to be Col1, Col3 and so on, so select Col1, Col3 where Col3 > 5000",
  gw="select A, C where C > 5000", gr="select Col1, Col3 where Col3 > 5000",
  rq="query over importrange to get department and actuals (columns B and E), only rows where the quarter in column D is Q2",
  ro="`=QUERY(IMPORTRANGE(\"1hQ7vB2kX9mTzL0aRcD4eF8gYw3uNpJ5sKq6iOe\", \"Actuals!A:F\"), \"select B, E where D = 'Q2'\")`",
  ec=[r"re:select\s+Col2,\s*Col5\s+where\s+Col4\s*=\s*'Q2'"],
  ea=[r"re:select B, E where D"],
  cq="And on the Budget tab inside the same file: rows where C is over 5000, columns A and C?",
  co="On a range in the same spreadsheet the column letters work: `=QUERY(Budget!A:F, \"select A, C where C > 5000\")`.",
  fix=[("select B, E where D = 'Q2'", "select Col2, Col5 where Col4 = 'Q2'")], holds="select A, C where C > 5000")

S("d42-007", "excel", "literal", "reworded", "lookalike",
  tq="Formula for the last day of the month for the invoice date in A2?",
  to="`=EOMONTH(A2,1)` returns the last day of that month; format the cell as a date so you don't see the serial number.",
  tm="EOMONTH(A2,1) is the end of next month. The second argument is a month offset, 0 for the same month",
  gw="EOMONTH(A2,1)", gr="EOMONTH(A2,0)",
  rq="how do I get the month-end date for the posting date in A2?",
  ro="Use EOMONTH(A2,1); it gives the month-end for that posting date, so 14 March 2024 becomes 31 March 2024.",
  ec=[r"re:EOMONTH\(A2,\s*0\)"], ea=["EOMONTH(A2,1)"],
  cq="Our supplier terms are 'end of following month'. Due date formula for the invoice date in A2?",
  co="For end-of-following-month terms you want the next month-end: `=EOMONTH(A2, 1)`. An invoice dated 14 March 2024 is due 30 April 2024.",
  fix=[("EOMONTH(A2,1)", "EOMONTH(A2,0)")], holds="EOMONTH(A2, 1)")

S("d42-008", "finance-team", "literal", "reworded", "lookalike",
  tq="Formula for the fiscal year of the posting date in A2? The FY is named after the calendar year it ends in.",
  to="`=YEAR(A2)+(MONTH(A2)>=7)` does it: anything from July onwards rolls into the next fiscal year.",
  tm="our fiscal year starts 1 April, not July, so it's MONTH(A2)>=4",
  gw="MONTH(A2)>=7", gr="MONTH(A2)>=4",
  rq="fiscal year label for the invoice date in A2? ours is named for the year it ends",
  ro="Try `=\"FY\"&(YEAR(A2)+(MONTH(A2)>=7))`, which gives FY2025 for dates from July 2024 onwards.",
  ec=[r"re:MONTH\(A2\)\s*>=\s*4"],
  ea=[r"re:YEAR\(A2\)\s*\+\s*\(MONTH\(A2\)\s*>=\s*7"],
  cq="How do I tag each posting date in A2 as H1 or H2 of the calendar year for the bank covenant report?",
  co="`=IF(MONTH(A2)>=7, \"H2\", \"H1\")`: July to December is the second half of the calendar year.",
  fix=[("MONTH(A2)>=7", "MONTH(A2)>=4"), ("July 2024", "April 2024")], holds="MONTH(A2)>=7")

S("d42-009", "finance-team", "literal", "code_block", "lookalike",
  tq="DAX measure for fiscal-year-to-date revenue in our Power BI model?",
  to="```\nRevenue FYTD = TOTALYTD(SUM(Sales[Amount]), 'Date'[Date], \"6/30\")\n```\nThe third argument is the fiscal year-end date.",
  tm="Our year end is 31 March, so \"3/31\".",
  gw="\"6/30\"", gr="\"3/31\"",
  rq="fiscal YTD gross margin measure in DAX?",
  ro="```\nGM FYTD = TOTALYTD([Gross Margin], 'Date'[Date], \"6/30\")\n```",
  ec=["\"3/31\""], ea=[r"""re:TOTALYTD\(\[Gross Margin\][^)]*"6/30\""""],
  cq="Our Australian subsidiary reports on a July to June income year. YTD measure for its revenue?",
  co="```\nAU Revenue YTD = TOTALYTD([AU Revenue], 'Date'[Date], \"6/30\")\n```\nThe Australian income year ends on 30 June, so \"6/30\" is the right year-end for that entity.",
  fix=[("\"6/30\"", "\"3/31\"")], holds="\"6/30\"")

S("d42-010", "csv", "semantic", "reworded", "lookalike",
  tq="Excel: how do I save the vendor list as CSV without mangling names like Müller and Société Générale?",
  to="Use File > Save As and pick CSV (Comma delimited) (*.csv); that writes the file as UTF-8, so the accents survive.",
  tm="Plain CSV (Comma delimited) writes the Windows ANSI code page, that's exactly what mangles them. You want CSV UTF-8 (Comma delimited).",
  gw="pick CSV (Comma delimited) (*.csv); that writes the file as UTF-8",
  gr="pick CSV UTF-8 (Comma delimited) (*.csv); the plain CSV type writes the ANSI code page",
  rq="exporting a sheet with ü and é to csv from excel, which save type keeps them?",
  ro="The standard comma-delimited CSV type is fine; Excel has saved regular CSVs as UTF-8 for years, so the ü and é come through intact.",
  ec=["CSV UTF-8"],
  ea=[r"re:(?i)(standard|regular|plain) comma-delimited CSV type is fine", r"re:(?i)saved regular CSVs as UTF-8"],
  cq="Our old bank upload portal only accepts Windows-1252 CSV files. Which Save As type do I pick?",
  co="Use CSV (Comma delimited) (*.csv): it writes the Windows ANSI code page (1252 on Western systems), which is what the portal expects. The UTF-8 variant adds a byte-order mark the portal would reject.",
  fix=[("The standard comma-delimited CSV type is fine; Excel has saved regular CSVs as UTF-8 for years, so the ü and é come through intact.",
        "Pick CSV UTF-8 (Comma delimited) (*.csv); the regular CSV type uses the ANSI code page and would mangle the ü and é.")],
  holds="CSV (Comma delimited) (*.csv)")

S("d42-011", "power-query", "literal", "code_block", "already_correct",
  tq="Power Query: filter out the rows where Status is Closed",
  to="```\n= Table.SelectRows(Source, each [Status] != \"Closed\")\n```",
  tm="M has no != operator. not-equal is <>",
  gw="[Status] != \"Closed\"", gr="[Status] <> \"Closed\"",
  rq="drop closed items and zero amounts in power query",
  ro="Do both in one step:\n```\n= Table.SelectRows(#\"Promoted Headers\", each [Status] != \"Closed\" and [Amount] > 0)\n```",
  ec=[r"""re:\[Status\]\s*<>\s*"Closed\""""], ea=["!="],
  cq="Power Query step to keep only the rows whose Region isn't blank?",
  co="```\n= Table.SelectRows(Source, each [Region] <> null and [Region] <> \"\")\n```",
  fix=[("!=", "<>")], holds="<>")

S("d42-012", "power-query", "paraphrase", "other_identifier", "same_topic",
  tq="Power Query custom column joining FirstName and LastName with a space",
  to="```\n= Table.AddColumn(Source, \"FullName\", each [FirstName] + \" \" + [LastName], type text)\n```",
  tm="+ on text errors in M (We cannot apply operator + to types Text and Text). Concatenation is &.",
  gw="[FirstName] + \" \" + [LastName]", gr="[FirstName] & \" \" & [LastName]",
  rq="M: build a key like 4100-60210 from the CostCenter and Account text columns",
  ro="Add a column with `each [CostCenter] + \"-\" + [Account]` and set its type to text.",
  ec=[r"""re:\[CostCenter\]\s*&\s*"-"\s*&\s*\[Account\]"""], ea=[r"re:\[CostCenter\]\s*\+"],
  cq="The Account column is a number. How do I turn it into text in M before joining it?",
  co="Wrap it in Text.From: `Text.From([Account])` returns \"60210\" for 60210. Add a type text step afterwards if you need the column typed.",
  fix=[("[CostCenter] + \"-\" + [Account]", "[CostCenter] & \"-\" & [Account]")])

S("d42-013", "vba", "literal", "code_block", "lookalike",
  tq="VBA: loop over every data row on the GL sheet, it has about 80k rows",
  to="```vba\nDim lastRow As Integer\nDim r As Long\nlastRow = Sheets(\"GL\").Cells(Sheets(\"GL\").Rows.Count, 1).End(xlUp).Row\nFor r = 2 To lastRow\n    ' ...\nNext r\n```",
  tm="Integer tops out at 32767, thatll overflow on 80k rows. lastRow As Long.",
  gw="lastRow As Integer", gr="lastRow As Long",
  rq="vba macro to walk all the rows in the AP_Open sheet (~45,000 rows)",
  ro="```vba\nDim lastRow As Integer, i As Long\nWith Worksheets(\"AP_Open\")\n    lastRow = .Cells(.Rows.Count, \"A\").End(xlUp).Row\n    For i = 2 To lastRow\n        ' process .Cells(i, 1)\n    Next i\nEnd With\n```",
  ec=["lastRow As Long"], ea=["lastRow As Integer"],
  cq="VBA loop over the twelve month columns on the Budget sheet?",
  co="```vba\nDim monthIdx As Integer\nFor monthIdx = 1 To 12\n    Debug.Print Sheets(\"Budget\").Cells(1, monthIdx + 2).Value\nNext monthIdx\n```\nInteger is fine here because the counter never goes above 12.",
  fix=[("lastRow As Integer", "lastRow As Long")], holds="As Integer")

S("d42-014", "vba", "paraphrase", "equivalent_construct", "lookalike",
  tq="VBA: save the active workbook as Recon.xlsm in the close folder, keeping the macros",
  to="`ActiveWorkbook.SaveAs Filename:=\"C:\\Finance\\Close\\Recon.xlsm\", FileFormat:=51`",
  tm="51 is xlOpenXMLWorkbook, i.e. plain .xlsx, and SaveAs errors on the .xlsm extension. Macro-enabled is 52 (xlOpenXMLWorkbookMacroEnabled).",
  gw="FileFormat:=51", gr="FileFormat:=52",
  rq="vba saveas to .xlsm so the buttons keep working?",
  ro="```vba\nwb.SaveAs Filename:=ThisWorkbook.Path & \"\\Accruals_Macro.xlsm\", FileFormat:=xlOpenXMLWorkbook\n```",
  ec=[r"re:FileFormat:=(xlOpenXMLWorkbookMacroEnabled|52)\b"], ea=[r"re:FileFormat:=xlOpenXMLWorkbook\b"],
  cq="VBA: save a copy without macros as .xlsx to send to the auditors?",
  co="Copy the sheets to a new workbook (`ThisWorkbook.Sheets(Array(\"TB\", \"Notes\")).Copy`), then `ActiveWorkbook.SaveAs Filename:=\"C:\\Finance\\Audit\\TB_FY24.xlsx\", FileFormat:=51`. 51 is xlOpenXMLWorkbook, the macro-free .xlsx format.",
  fix=[("FileFormat:=xlOpenXMLWorkbook", "FileFormat:=xlOpenXMLWorkbookMacroEnabled")], holds="FileFormat:=51")

S("d42-015", "apps-script", "literal", "casing", "same_topic",
  tq="How do I set the Apps Script project to London time in the manifest?",
  to="In appsscript.json set:\n```json\n{\n  \"timezone\": \"Europe/London\",\n  \"runtimeVersion\": \"V8\"\n}\n```",
  tm="the key is camelCase: \"timeZone\"",
  gw="\"timezone\"", gr="\"timeZone\"",
  rq="appsscript.json: what's the field for the script time zone? we run everything on Europe/London",
  ro="Add `\"TimeZone\": \"Europe/London\"` at the top level of appsscript.json; triggers and formatDate then use London time.",
  ec=["\"timeZone\""], ea=["re:\"(?!timeZone\")(?i:timezone)\""],
  cq="How do I get the spreadsheet's own time zone from a script?",
  co="`SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetTimeZone()` returns it, e.g. Europe/London. It can differ from the script's zone, which `Session.getScriptTimeZone()` reports.",
  fix=[("\"TimeZone\"", "\"timeZone\"")])

S("d42-016", "sheets", "paraphrase", "other_identifier", "lookalike",
  tq="Google Sheets: live USD to EUR rate in a cell?",
  to="`=GOOGLEFINANCE(\"CURRENCY:USD/EUR\")` returns the current rate, delayed by up to 20 minutes.",
  tm="No slash in the ticker. CURRENCY:USDEUR",
  gw="CURRENCY:USD/EUR", gr="CURRENCY:USDEUR",
  rq="sheets formula for today's GBP to EUR rate for the intercompany tab?",
  ro="Use `=GOOGLEFINANCE(\"CURRENCY:GBP/EUR\")` in B1 and reference it from the conversion column.",
  ec=["CURRENCY:GBPEUR"], ea=["CURRENCY:GBP/EUR"],
  cq="How should I label the rate column on the FX tab so people know which way it's quoted?",
  co="Label it with the pair, base currency first: a header of USD/EUR means euros per one dollar, so 0.92 reads as 1 USD = 0.92 EUR.",
  fix=[("CURRENCY:GBP/EUR", "CURRENCY:GBPEUR")], holds="USD/EUR")

S("d42-017", "excel", "paraphrase", "reordered_args", "lookalike",
  tq="Total of column C where column A is West?",
  to="`=SUMIFS(A:A, \"West\", C:C)` adds up column C for the West rows.",
  tm="SUMIFS takes the sum range first: SUMIFS(C:C, A:A, \"West\"). What you wrote is the SUMIF order.",
  gw="SUMIFS(A:A, \"West\", C:C)", gr="SUMIFS(C:C, A:A, \"West\")",
  rq="sum the amounts in F for cost center 4100 (cost centers are in B)",
  ro="`=SUMIFS(B:B, 4100, F:F)` gives the total for cost center 4100.",
  ec=[r"""re:SUMIFS\(F:F,\s*B:B,\s*"?4100"?\)"""], ea=[r"re:SUMIFS\(B:B"],
  cq="Same West total with the older SUMIF, for a colleague on a locked-down template?",
  co="`=SUMIF(A:A, \"West\", C:C)`: SUMIF takes the criteria range and the criteria first and the sum range last.",
  fix=[("SUMIFS(B:B, 4100, F:F)", "SUMIFS(F:F, B:B, 4100)")], holds="A:A, \"West\", C:C")

S("d42-018", "excel", "literal", "code_block", "same_topic",
  tq="Count invoices with a due date on or after the date in B1 (due dates are in column D)",
  to="`=COUNTIFS(D:D, \">=B1\")` counts every due date on or after B1.",
  tm="\">=B1\" compares against the text B1, not the cell. Has to be \">=\"&B1",
  gw="\">=B1\"", gr="\">=\"&B1",
  rq="how many open AP items are dated on or after the cutoff in B1?",
  ro="```\n=COUNTIFS(AP[Status], \"Open\", AP[DocDate], \">=B1\")\n```",
  ec=[r"""re:">="\s*&\s*B1"""], ea=["\">=B1\""],
  cq="Count the rows where status is Open and the amount is over 10,000",
  co="`=COUNTIFS(C:C, \"Open\", E:E, \">10000\")`. A fixed threshold can sit inside the quotes.",
  fix=[("\">=B1\"", "\">=\"&B1")])

S("d42-019", "excel", "semantic", "prose_claim", "same_topic",
  tq="I'm on Microsoft 365. How do I get a list of the distinct vendors from tbl_AP[Vendor]?",
  to="Type `=UNIQUE(tbl_AP[Vendor])` and confirm it with Ctrl+Shift+Enter so Excel treats it as an array formula; the list then fills the cells below.",
  tm="You don't need Ctrl+Shift+Enter in 365, dynamic arrays spill on a plain Enter. CSE is only for legacy array formulas in older versions.",
  gw="confirm it with Ctrl+Shift+Enter so Excel treats it as an array formula",
  gr="press Enter; in Microsoft 365 the result spills automatically",
  rq="Excel 365: pull the tbl_GL rows for cost center 4100 onto another sheet?",
  ro="Enter `=FILTER(tbl_GL, tbl_GL[CostCenter]=4100)` as an array formula with Ctrl+Shift+Enter, otherwise you only get the first row back.",
  ec=[], ea=[r"re:(?i)as an array formula with Ctrl\+Shift\+Enter", r"re:(?i)otherwise you only get the first row"],
  cq="What does #SPILL! mean in Excel?",
  co="#SPILL! means a dynamic array formula can't expand because something is in the way: a cell in the spill range isn't empty, or the range runs into a table. Clear the blocking cells and it spills.",
  fix=[("Enter `=FILTER(tbl_GL, tbl_GL[CostCenter]=4100)` as an array formula with Ctrl+Shift+Enter, otherwise you only get the first row back.",
        "Enter `=FILTER(tbl_GL, tbl_GL[CostCenter]=4100)` with a plain Enter; in 365 the matching rows spill into the cells below.")])

S("d42-020", "power-query", "literal", "code_block", "lookalike",
  tq="Power Query: the bank statement CSV has dates like 03/04/2024. How do I type the Date column?",
  to="```\n= Table.TransformColumnTypes(Source, {{\"Date\", type date}}, \"en-US\")\n```\nPassing the culture makes the parse independent of the PC's regional settings.",
  tm="if it's our bank files they're dd/mm/yyyy, so the culture has to be en-GB. with en-US 03/04 comes out as 4 March",
  gw="type date}}, \"en-US\")", gr="type date}}, \"en-GB\")",
  rq="type the Value Date column in the Barclays statement query",
  ro="```\n= Table.TransformColumnTypes(#\"Promoted Headers\", {{\"Value Date\", type date}}, \"en-US\")\n```",
  ec=["\"en-GB\""], ea=[r"""re:"Value Date", type date\}\}, "en-US\""""],
  cq="The US payroll provider's file has dates like 04/30/2024. Which culture for the Pay Date column?",
  co="That file is month-first, so: `= Table.TransformColumnTypes(Source, {{\"Pay Date\", type date}}, \"en-US\")`.",
  fix=[("\"en-US\"", "\"en-GB\"")], holds="type date}}, \"en-US\")")

S("d42-021", "vba", "literal", "code_block", "unrelated",
  tq="VBA: speed up my macro that writes 50k cells",
  to="Turn off screen redraws while it runs:\n```vba\nApplication.ScreenRefresh = False\n' ... write cells ...\nApplication.ScreenRefresh = True\n```",
  tm="That property doesn't exist. Application.ScreenUpdating",
  gw="Application.ScreenRefresh", gr="Application.ScreenUpdating",
  rq="stop the screen flickering while my vba copies sheets",
  ro="```vba\nSub CopyMonthSheets()\n    Application.ScreenRefresh = False\n    ThisWorkbook.Sheets(\"Template\").Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)\n    Application.ScreenRefresh = True\nEnd Sub\n```",
  ec=[r"re:ScreenUpdating\s*=\s*False"], ea=["ScreenRefresh"],
  cq="Google Sheets: how do I keep the header row visible while scrolling?",
  co="Use View > Freeze > 1 row. The header then stays in place as you scroll down.",
  fix=[("ScreenRefresh", "ScreenUpdating")])

S("d42-022", "apps-script", "literal", "code_block", "lookalike",
  tq="Apps Script: read all the data rows (below the header) from the Import sheet",
  to="```js\nconst sheet = SpreadsheetApp.getActive().getSheetByName('Import');\nconst last = sheet.getMaxRows();\nconst rows = sheet.getRange(2, 1, last - 1, 8).getValues();\n```",
  tm="getMaxRows() is the size of the grid, empty rows included. For the last row with data you want getLastRow().",
  gw="getMaxRows()", gr="getLastRow()",
  rq="apps script, pull every populated row except the header from the Journal tab (6 columns)",
  ro="```js\nconst ws = SpreadsheetApp.getActive().getSheetByName('Journal');\nconst n = ws.getMaxRows() - 1;\nconst data = ws.getRange(2, 1, n, 6).getValues();\n```",
  ec=["getLastRow()"], ea=[r"re:const n = \w+\.getMaxRows\(\)"],
  cq="Apps Script: make sure the Paste sheet has at least 5000 rows before I write to it",
  co="```js\nconst sh = SpreadsheetApp.getActive().getSheetByName('Paste');\nif (sh.getMaxRows() < 5000) {\n  sh.insertRowsAfter(sh.getMaxRows(), 5000 - sh.getMaxRows());\n}\n```\nHere the size of the grid is what matters, so getMaxRows() is the right call.",
  fix=[("getMaxRows()", "getLastRow()")], holds="getMaxRows()")

S("d42-023", "apps-script", "literal", "reworded", "same_topic",
  tq="Apps Script: call our FX API and handle a 404 myself instead of the script crashing",
  to="Pass the option so HTTP errors don't throw:\n```js\nconst res = UrlFetchApp.fetch(url, {method: 'get', muteHttpErrors: true});\nif (res.getResponseCode() === 404) { /* ... */ }\n```",
  tm="Close, but the option is muteHttpExceptions. Thanks for the snippet otherwise!",
  gw="muteHttpErrors", gr="muteHttpExceptions",
  rq="UrlFetchApp throws on a 500 from the ERP endpoint. How do I read the response body anyway?",
  ro="Set muteHttpErrors: true in the params object; fetch then returns normally and you can check getResponseCode() and getContentText().",
  ec=["muteHttpExceptions"], ea=["muteHttpErrors"],
  cq="How do I POST JSON with UrlFetchApp?",
  co="```js\nUrlFetchApp.fetch(url, {\n  method: 'post',\n  contentType: 'application/json',\n  payload: JSON.stringify(body)\n});\n```",
  fix=[("muteHttpErrors", "muteHttpExceptions")])

S("d42-024", "csv", "semantic", "reworded", "same_topic",
  tq="Can I just double-click the cost center CSV to open it in Excel? The codes look like 0042.",
  to="Double-clicking is fine: Excel keeps the leading zeros on the cost center codes as long as they're quoted in the file.",
  tm="quoting doesn't help, Excel still turns \"0042\" into 42 when you open the file directly. Import it through Data > From Text/CSV and set that column to Text.",
  gw="Excel keeps the leading zeros on the cost center codes as long as they're quoted in the file",
  gr="Excel drops the leading zeros even when quoted; import via Data > From Text/CSV and set the column to Text",
  rq="opening the vendor master csv in excel, the vendor numbers are like 000718. will they survive?",
  ro="Yes, just open it. Because the exporter wraps each field in double quotes, Excel treats 000718 as text and leaves the zeros alone.",
  ec=[], ea=[r"re:(?i)Excel treats 000718 as text", r"re:(?i)^Yes, just open it"],
  cq="In the From Text/CSV dialog, what does 'Data Type Detection: Based on first 200 rows' do?",
  co="Power Query looks at the first 200 rows to guess each column's type. Choose 'Do not detect data types' if you want every column to arrive as text and set the types yourself.",
  fix=[("Yes, just open it. Because the exporter wraps each field in double quotes, Excel treats 000718 as text and leaves the zeros alone.",
        "Not if you double-click it: Excel converts 000718 to 718 even though the field is quoted. Use Data > From Text/CSV and set the vendor number column to Text.")])

S("d42-025", "pivot", "paraphrase", "reordered_args", "already_correct",
  tq="Formula to pull the North total out of the pivot that starts at A3?",
  to="`=GETPIVOTDATA($A$3, \"Amount\", \"Region\", \"North\")` returns the Amount for North.",
  tm="data_field comes first and the pivot reference second, GETPIVOTDATA(\"Amount\", $A$3, \"Region\", \"North\")",
  gw="GETPIVOTDATA($A$3, \"Amount\"", gr="GETPIVOTDATA(\"Amount\", $A$3",
  rq="get March's net total from the pivot on the Pivot sheet anchored at B5, value field 'Sum of Net'",
  ro="`=GETPIVOTDATA(Pivot!$B$5, \"Sum of Net\", \"Month\", \"Mar\")`",
  ec=[r"""re:GETPIVOTDATA\("Sum of Net",\s*Pivot!\$B\$5"""], ea=[r"re:GETPIVOTDATA\(Pivot!"],
  cq="Pull the Q1 total for cost center 4100 from the pivot on Summary (top-left cell A3)",
  co="`=GETPIVOTDATA(\"Amount\", Summary!$A$3, \"Quarter\", \"Q1\", \"Cost Center\", \"4100\")`",
  fix=[("GETPIVOTDATA(Pivot!$B$5, \"Sum of Net\"", "GETPIVOTDATA(\"Sum of Net\", Pivot!$B$5")],
  holds="GETPIVOTDATA(\"Amount\",")

S("d42-026", "pivot", "semantic", "prose_claim", "lookalike",
  tq="If I fix some amounts on the Data tab, does the pivot on Summary pick them up?",
  to="Yes, pivot tables refresh automatically when the source data changes, so the Summary pivot will show the fixed amounts straight away.",
  tm="they don't, a pivot only updates when you refresh it (Alt+F5 or Data > Refresh All), or on open if that option is ticked",
  gw="pivot tables refresh automatically when the source data changes",
  gr="pivot tables only update when refreshed (Alt+F5 or Data > Refresh All)",
  rq="after I paste the corrected March journals into the source table, is the pivot on Dashboard already up to date?",
  ro="It is: once the pivot is built it stays in sync with its source table, so the pasted journals show up in the Dashboard pivot without you doing anything.",
  ec=[r"re:(?i)refresh"], ea=[r"re:(?i)stays in sync with its source", r"re:(?i)without you doing anything"],
  cq="Do the SUMIFS formulas on the Summary tab update by themselves when I fix amounts on the Data tab?",
  co="Yes. With calculation set to Automatic, worksheet formulas like SUMIFS recalculate automatically when their source cells change. Only pivot tables need an explicit refresh.",
  fix=[("It is: once the pivot is built it stays in sync with its source table, so the pasted journals show up in the Dashboard pivot without you doing anything.",
        "Not yet: a pivot keeps its own cache, so refresh it (Alt+F5 or Data > Refresh All) and the pasted journals will show up in the Dashboard pivot.")],
  holds="automatically")

S("d42-027", "sheets", "literal", "code_block", "already_correct",
  tq="Google Sheets: pull in the daily AR aging CSV that's published at a URL",
  to="```\n=IMPORTCSV(\"https://storage.googleapis.com/acme-fin-exports/ar_aging.csv\")\n```",
  tm="IMPORTCSV isn't a function. it's IMPORTDATA for csv/tsv urls",
  gw="IMPORTCSV(", gr="IMPORTDATA(",
  rq="sheets: load the FX rates csv from our public bucket into the Rates tab",
  ro="Put this in Rates!A1:\n```\n=IMPORTCSV(\"https://storage.googleapis.com/acme-fin-exports/fx_daily.csv\")\n```",
  ec=["IMPORTDATA(\"https://storage.googleapis.com/acme-fin-exports/fx_daily.csv\")"], ea=["IMPORTCSV"],
  cq="Sheets: import the published budget CSV from the bucket?",
  co="`=IMPORTDATA(\"https://storage.googleapis.com/acme-fin-exports/budget_fy25.csv\")`. It refreshes roughly every hour.",
  fix=[("IMPORTCSV(", "IMPORTDATA(")], holds="IMPORTDATA(")

S("d42-028", "sheets", "literal", "reworded", "lookalike",
  tq="Sheets QUERY: rows from April 2024 onwards, the date is in column C",
  to="`=QUERY(GL!A:F, \"select A, D where C >= '2024-04-01'\")` keeps everything dated from 1 April 2024.",
  tm="A date column can't be compared to a plain string in QUERY. It needs the date keyword: where C >= date '2024-04-01'",
  gw="C >= '2024-04-01'", gr="C >= date '2024-04-01'",
  rq="google sheets query, keep only journal lines dated on or after 1 Apr 2024 (col C is the date)",
  ro="Add the condition to the query string: where C >= '2024-04-01'. Anything earlier drops out.",
  ec=[r"re:C\s*>=\s*date\s+'2024-04-01'"], ea=[r"re:where C\s*>=\s*'2024-04-01'"],
  cq="BigQuery for the Connected Sheet: GL totals by account since April 2024?",
  co="```sql\nSELECT account, SUM(amount) AS total\nFROM finance.gl_lines\nWHERE posting_date >= '2024-04-01'\nGROUP BY account\n```\nBigQuery coerces the string literal to a DATE, so no cast is needed.",
  fix=[("C >= '2024-04-01'", "C >= date '2024-04-01'")], holds=">= '2024-04-01'")

S("d42-029", "excel", "literal", "reworded", "lookalike",
  tq="Payment date 10 business days after the invoice date in A2, skipping the BankHolidays range?",
  to="`=NETWORKDAYS(A2, 10, BankHolidays)` returns the date 10 working days after A2.",
  tm="NETWORKDAYS counts the working days between two dates, it doesn't return a date. You want WORKDAY(A2, 10, BankHolidays).",
  gw="NETWORKDAYS(A2, 10", gr="WORKDAY(A2, 10",
  rq="date that's ten working days after A2 (bank holidays excluded)?",
  ro="NETWORKDAYS(A2, 10, BankHolidays) will give you that date; format the cell as a date.",
  ec=[r"re:(?<!NET)WORKDAY\(A2,\s*10"], ea=[r"re:NETWORKDAYS\(A2,\s*10"],
  cq="How many working days are there between the invoice date in A2 and the payment date in B2?",
  co="`=NETWORKDAYS(A2, B2, BankHolidays)` counts them, including both end dates when they are working days.",
  fix=[("NETWORKDAYS(A2, 10", "WORKDAY(A2, 10")], holds="NETWORKDAYS(A2,")

S("d42-030", "finance-team", "paraphrase", "renamed_identifier", "lookalike",
  tq="Close workbook: what's the date of working day 3 after month end, for the month date in A2?",
  to="`=WORKDAY(EOMONTH(A2,0), 3, Holidays)` gives working day 3 of the following month.",
  tm="In the close workbook the holiday list is the named range BankHolidays. There's no Holidays name, so that's a #NAME?.",
  gw=", 3, Holidays)", gr=", 3, BankHolidays)",
  rq="close workbook: date two working days before the period end in A5?",
  ro="`=WORKDAY(A5, -2, Holidays_2024)`; the negative count walks backwards and skips the holiday list.",
  ec=["BankHolidays"], ea=["Holidays_2024"],
  cq="The HR leave tracker has a sheet called Holidays. How do I count the approved requests on it?",
  co="`=COUNTIFS(Holidays!C:C, \"Approved\")`. That Holidays is the tracker's sheet of leave requests, not a date list.",
  fix=[("Holidays_2024", "BankHolidays")], holds="Holidays")

S("d42-031", "vba", "paraphrase", "other_identifier", "lookalike",
  tq="VBA: look up a vendor ID and handle the case where it's missing",
  to="```vba\nDim result As Variant\nresult = Application.WorksheetFunction.VLookup(vendorId, Sheets(\"Vendors\").Range(\"A:C\"), 3, False)\nIf IsError(result) Then result = \"Not found\"\n```",
  tm="thanks, but WorksheetFunction.VLookup raises run-time error 1004 on a miss, so IsError never gets a chance. Application.VLookup (without WorksheetFunction) returns the error value instead.",
  gw="Application.WorksheetFunction.VLookup(", gr="Application.VLookup(",
  rq="vba: find which row an invoice number is on in column A, and cope with it not being there",
  ro="```vba\nDim pos As Variant\npos = Application.WorksheetFunction.Match(invNo, ws.Range(\"A:A\"), 0)\nIf IsError(pos) Then\n    MsgBox \"Invoice \" & invNo & \" not found\"\nEnd If\n```",
  ec=["Application.Match("], ea=["WorksheetFunction.Match("],
  cq="VBA: total of E2:E500 on the current sheet into a variable?",
  co="`total = Application.WorksheetFunction.Sum(ws.Range(\"E2:E500\"))`. Sum doesn't fail on empty or text cells, so there's no error case to trap.",
  fix=[("Application.WorksheetFunction.Match(", "Application.Match(")], holds="Application.WorksheetFunction.")

S("d42-032", "apps-script", "semantic", "prose_claim", "same_topic",
  tq="My =FXRATE() custom function calls an API for each row. How long is it allowed to run?",
  to="Custom functions get the same 6-minute execution limit as any other Apps Script run, so a few hundred API calls are fine.",
  tm="custom functions are capped at 30 seconds per call, the 6 minutes is for regular executions",
  gw="Custom functions get the same 6-minute execution limit as any other Apps Script run",
  gr="Custom functions must return within 30 seconds",
  rq="is there a time limit on a google sheets custom function that fetches prices?",
  ro="Not a tight one: a custom function such as =GETPRICE() can keep running for up to six minutes, the standard Apps Script execution limit.",
  ec=[r"re:30[- ]seconds?"], ea=[r"re:(?i)custom function[^.]*(up to|for) (six|6)[- ]minutes?"],
  cq="Can a custom function call UrlFetchApp?",
  co="Yes. URL Fetch is on the list of services custom functions may use; services that need the user's authorization, like GmailApp or DriveApp, are not.",
  fix=[("Not a tight one: a custom function such as =GETPRICE() can keep running for up to six minutes, the standard Apps Script execution limit.",
        "Yes: a custom function such as =GETPRICE() has to return within 30 seconds, much less than the six-minute limit of normal executions.")])

S("d42-033", "apps-script", "semantic", "reworded", "lookalike",
  tq="Apps Script: email the approver when someone changes the Status column to Submitted",
  to="Put the `MailApp.sendEmail(...)` call inside `function onEdit(e)` and it runs every time the Status column is edited.",
  tm="Simple triggers can't use services that need authorization, so MailApp fails in onEdit. It needs an installable on-edit trigger (Triggers > Add Trigger > On edit) on a function with another name.",
  gw="Put the `MailApp.sendEmail(...)` call inside `function onEdit(e)`",
  gr="Put the `MailApp.sendEmail(...)` call in a function bound to an installable on-edit trigger",
  rq="notify finance-close@ by mail when a cell in the Approval column changes",
  ro="The built-in onEdit(e) simple trigger can send it: check `e.range.getColumn()` and call `GmailApp.sendEmail('finance-close@northwind.com', subject, body)` from inside it.",
  ec=[r"re:(?i)installable"], ea=[r"re:(?i)onEdit\(e\) simple trigger can send"],
  cq="Put a timestamp in column F whenever column E is edited?",
  co="A simple trigger is enough because it only writes to the sheet:\n```js\nfunction onEdit(e) {\n  if (e.range.getColumn() === 5) {\n    e.range.offset(0, 1).setValue(new Date());\n  }\n}\n```",
  fix=[("The built-in onEdit(e) simple trigger can send it:",
        "A simple onEdit(e) trigger can't send mail, so use an installable on-edit trigger on a handler such as notifyApproval(e):"),
       ("from inside it.", "from inside that handler.")],
  holds="onEdit(e)")

S("d42-034", "csv", "literal", "code_block", "lookalike",
  tq="Power Query: load the ERP GL detail export from the NAS",
  to="```\n= Csv.Document(File.Contents(\"\\\\fin-nas01\\exports\\erp\\gl_detail.csv\"), [Delimiter=\";\", Encoding=1252, QuoteStyle=QuoteStyle.Csv])\n```",
  tm="the ERP export is UTF-8, Encoding=65001. 1252 is why the umlauts come out as Ã¼.",
  gw="Encoding=1252", gr="Encoding=65001",
  rq="M query for the ERP open-items extract (same NAS folder, ap_open_items.csv)",
  ro="```\nSource = Csv.Document(File.Contents(\"\\\\fin-nas01\\exports\\erp\\ap_open_items.csv\"), [Delimiter=\";\", Encoding=1252, QuoteStyle=QuoteStyle.Csv])\n```",
  ec=["Encoding=65001"], ea=[r"""re:ap_open_items\.csv"\), \[[^\]]*Encoding=1252"""],
  cq="And the bank's statement CSV? Their support says it's Windows-1252.",
  co="```\n= Csv.Document(File.Contents(\"\\\\fin-nas01\\exports\\bank\\stmt_export.csv\"), [Delimiter=\",\", Encoding=1252])\n```\nFor that file 1252 is correct, since the bank writes Windows-1252.",
  fix=[("Encoding=1252", "Encoding=65001")], holds="Encoding=1252")

S("d42-035", "csv", "literal", "reworded", "same_topic",
  tq="pandas: read the German GL export. Amounts look like 1.234,56 and fields are separated by semicolons",
  to="`df = pd.read_csv(\"gl_export.csv\", sep=\";\", thousands=\",\")` parses the amounts as floats.",
  tm="for 1.234,56 the comma is the decimal mark: decimal=\",\" and thousands=\".\"",
  gw="thousands=\",\"", gr="decimal=\",\", thousands=\".\"",
  rq="read_csv for the Frankfurt office's trial balance (semicolon separated, amounts like 12.500,00)?",
  ro="Pass sep=\";\" and thousands=\",\" to pd.read_csv and the amounts come in as numbers.",
  ec=["decimal=\",\""], ea=["thousands=\",\""],
  cq="Write the DataFrame back out with semicolons and comma decimals for the German team?",
  co="`df.to_csv(\"tb_de.csv\", sep=\";\", decimal=\",\", index=False)` writes the amounts with a comma as the decimal mark and semicolons between fields.",
  fix=[("thousands=\",\"", "decimal=\",\", thousands=\".\"")])

S("d42-036", "excel", "literal", "casing", "unrelated",
  tq="Board pack: round the amounts in column B to the nearest thousand",
  to="Use `=ROUND(B2, 3)` in a helper column and copy it down.",
  tm="3 rounds to three decimal places. Nearest thousand needs a negative num_digits: ROUND(B2, -3)",
  gw="ROUND(B2, 3)", gr="ROUND(B2, -3)",
  rq="round opex figures to whole thousands for the slides",
  ro="type =round(b2, 3) in C2 and fill down, then paste values into the slide table.",
  ec=[r"re:(?i)round\(b2,\s*-3\)"], ea=[r"re:(?i)round\(b2,\s*3\)"],
  cq="How do I unhide several hidden sheets in Excel at once?",
  co="In Microsoft 365, right-click any sheet tab, choose Unhide, and pick several sheets with Ctrl or Shift in the dialog. Older versions only unhide one sheet at a time.",
  fix=[("=round(b2, 3)", "=round(b2, -3)")])

S("d42-037", "excel", "paraphrase", "other_identifier", "same_topic",
  tq="Highlight whole rows in A2:F500 where the amount in column C is over 10,000",
  to="Select A2:F500, then Conditional Formatting > New Rule > Use a formula: `=$C$2>10000` and pick a fill.",
  tm="With $C$2 every row tests row 2. The row has to stay relative: =$C2>10000",
  gw="=$C$2>10000", gr="=$C2>10000",
  rq="conditional formatting to shade overdue rows in A2:K800, the due date is in column H",
  ro="Apply it to A2:K800 with the rule formula `=$H$2<TODAY()` and a light red fill.",
  ec=[r"re:=\$H2\s*<\s*TODAY\(\)"], ea=["$H$2<TODAY()"],
  cq="Conditional formatting rule to flag duplicate invoice numbers in column B?",
  co="Select B2:B2000 and use the formula `=COUNTIF($B$2:$B$2000, $B2)>1`; the range is locked and the row of the cell being tested stays relative.",
  fix=[("=$H$2<TODAY()", "=$H2<TODAY()")])

S("d42-038", "excel", "semantic", "prose_claim", "already_correct",
  tq="How many rows can a single worksheet hold in an .xlsx file?",
  to="An .xlsx worksheet holds up to 65,536 rows and 256 columns; beyond that you need to split the data or use Power Pivot.",
  tm="That's the old .xls limit. xlsx is 1,048,576 rows by 16,384 columns.",
  gw="up to 65,536 rows and 256 columns", gr="up to 1,048,576 rows and 16,384 columns",
  rq="Will 200k GL lines fit in one sheet of an xlsx?",
  ro="No. A worksheet in a modern .xlsx tops out at about 65 thousand rows, so split the lines across several tabs or load them into the Data Model.",
  ec=[], ea=[r"re:(?i)65[, ]?(536|thousand)", r"re:(?i)split the lines across several tabs"],
  cq="What's the last column in an Excel worksheet?",
  co="XFD. A worksheet in an .xlsx file has 16,384 columns (A to XFD) and 1,048,576 rows.",
  fix=[("No. A worksheet in a modern .xlsx tops out at about 65 thousand rows, so split the lines across several tabs or load them into the Data Model.",
        "Yes. A worksheet in a modern .xlsx holds up to 1,048,576 rows, so 200k lines fit on one tab, though the Data Model handles them faster.")],
  holds="1,048,576")

S("d42-039", "sheets", "paraphrase", "code_block", "lookalike",
  tq="Google Sheets: rows from A2:C where the region in B is East or West",
  to="```\n=FILTER(A2:C, B2:B=\"East\", B2:B=\"West\")\n```",
  tm="Separate conditions in FILTER are ANDed, so that returns nothing. For OR add them: FILTER(A2:C, (B2:B=\"East\")+(B2:B=\"West\"))",
  gw="B2:B=\"East\", B2:B=\"West\"", gr="(B2:B=\"East\")+(B2:B=\"West\")",
  rq="sheets: pull the Q1 or Q2 lines from Sales!A2:F (quarter in column D)",
  ro="```\n=FILTER(Sales!A2:F, Sales!D2:D=\"Q1\", Sales!D2:D=\"Q2\")\n```",
  ec=[r"""re:\(Sales!D2:D="Q1"\)\s*\+\s*\(Sales!D2:D="Q2"\)"""], ea=["Sales!D2:D=\"Q1\", Sales!D2:D=\"Q2\""],
  cq="Sheets: East region rows with an amount over 1,000 (amount in C)?",
  co="```\n=FILTER(A2:C, B2:B=\"East\", C2:C>1000)\n```\nBoth conditions have to hold, which is what separate condition arguments do.",
  fix=[("Sales!D2:D=\"Q1\", Sales!D2:D=\"Q2\"", "(Sales!D2:D=\"Q1\")+(Sales!D2:D=\"Q2\")")], holds="B2:B=\"East\", ")

S("d42-040", "sheets", "paraphrase", "code_block", "same_topic",
  tq="Sheets: extract the number after INV- from text like 'Payment INV-20931 ACME'",
  to=r"`=REGEXEXTRACT(A2, " + '"' + r"(?<=INV-)\d+" + '"' + ")` returns 20931.",
  tm=r'REGEXEXTRACT uses RE2, which has no lookbehind, so that errors out as an invalid regular expression. Use a capture group instead: "INV-(\d+)"',
  gw=r"(?<=INV-)\d+", gr=r"INV-(\d+)",
  rq="pull the 6-digit PO number that follows 'PO#' out of the memo in B2",
  ro="```\n=REGEXEXTRACT(B2, \"" + r"(?<=PO#)\d{6}" + "\")\n```",
  ec=[r"re:PO#\(\\d\{6\}\)"], ea=["(?<="],
  cq="Sheets: check that the account number in A2 is exactly 10 digits?",
  co=r'`=REGEXMATCH(A2, "^\d{10}$")` returns TRUE only for ten digits and nothing else.',
  fix=[(r"(?<=PO#)\d{6}", r"PO#(\d{6})")])

S("d42-041", "excel", "paraphrase", "reordered_args", "already_correct",
  tq="Excel: combine the names in A2:A20 into one comma-separated cell, skipping blanks",
  to="`=TEXTJOIN(A2:A20, \", \", TRUE)` joins them and ignores the empty cells.",
  tm="delimiter and ignore_empty come first, the range last: TEXTJOIN(\", \", TRUE, A2:A20)",
  gw="TEXTJOIN(A2:A20, \", \", TRUE)", gr="TEXTJOIN(\", \", TRUE, A2:A20)",
  rq="one cell with all the AP team's emails separated by semicolons, from the Emails column where Team is AP",
  ro="`=TEXTJOIN(FILTER(Emails, Team=\"AP\"), \";\", TRUE)` gives you a list you can paste into Outlook.",
  ec=[r"""re:TEXTJOIN\(";",\s*TRUE,\s*FILTER\(Emails"""], ea=[r"re:TEXTJOIN\(FILTER"],
  cq="Excel: a comma-separated list of the distinct cost centers in A2:A20?",
  co="`=TEXTJOIN(\", \", TRUE, UNIQUE(A2:A20))` removes the duplicates first and skips blanks.",
  fix=[("TEXTJOIN(FILTER(Emails, Team=\"AP\"), \";\", TRUE)", "TEXTJOIN(\";\", TRUE, FILTER(Emails, Team=\"AP\"))")],
  holds="TEXTJOIN(\", \", TRUE,")

S("d42-042", "vba", "literal", "code_block", "same_topic",
  tq="VBA: check whether the month-end folder exists without adding a library reference",
  to="Use late binding:\n```vba\nDim fso As Object\nSet fso = CreateObject(\"Scripting.FileSystem\")\nIf Not fso.FolderExists(\"C:\\Finance\\Close\\2024-03\") Then fso.CreateFolder \"C:\\Finance\\Close\\2024-03\"\n```",
  tm="ty, though the ProgID is Scripting.FileSystemObject. Without \"Object\" CreateObject fails with error 429.",
  gw="\"Scripting.FileSystem\")", gr="\"Scripting.FileSystemObject\")",
  rq="late-bound vba to list the files in the imports folder",
  ro="```vba\nDim oFS As Object, f As Object\nSet oFS = CreateObject(\"Scripting.FileSystem\")\nFor Each f In oFS.GetFolder(\"C:\\Finance\\Imports\").Files\n    Debug.Print f.Name\nNext f\n```",
  ec=["CreateObject(\"Scripting.FileSystemObject\")"], ea=["\"Scripting.FileSystem\")"],
  cq="VBA: loop over every .xlsx in a folder without FileSystemObject?",
  co="Use Dir:\n```vba\nDim f As String\nf = Dir(\"C:\\Finance\\Imports\\*.xlsx\")\nDo While f <> \"\"\n    Debug.Print f\n    f = Dir()\nLoop\n```",
  fix=[("\"Scripting.FileSystem\")", "\"Scripting.FileSystemObject\")")])

S("d42-043", "vba", "literal", "casing", "already_correct",
  tq="VBA: my Worksheet_Change handler writes to the sheet and fires itself again",
  to="Switch events off around the write with `Application.EventsEnabled = False`, then set it back to True at the end.",
  tm="It's Application.EnableEvents, EventsEnabled doesn't exist.",
  gw="Application.EventsEnabled", gr="Application.EnableEvents",
  rq="stop worksheet_change from triggering while my macro updates cells",
  ro="set application.eventsenabled = false before the update and back to true afterwards (put the reset in an error handler too).",
  ec=[r"re:(?i)application\.enableevents"], ea=[r"re:(?i)eventsenabled"],
  cq="VBA: make sure events come back on if my macro errors halfway",
  co="```vba\nOn Error GoTo CleanUp\nApplication.EnableEvents = False\n' ... changes ...\nCleanUp:\nApplication.EnableEvents = True\n```",
  fix=[("application.eventsenabled", "application.enableevents")], holds="Application.EnableEvents")

S("d42-044", "power-query", "literal", "reworded", "already_correct",
  tq="Power Query: the GL export from the ERP has a couple of title lines above the headers. How do I promote the right row?",
  to="```\nSkipped = Table.Skip(Source, 3),\nPromoted = Table.PromoteHeaders(Skipped, [PromoteAllScalars=true])\n```",
  tm="the header is on row 3 in our GL export, so skip 2. with 3 the header row itself gets thrown away",
  gw="Table.Skip(Source, 3)", gr="Table.Skip(Source, 2)",
  rq="promote headers on the ERP GL extract in M, there are title lines at the top",
  ro="Drop the title lines with Table.Skip(Source, 3), then call Table.PromoteHeaders on the result with PromoteAllScalars=true.",
  ec=[r"re:Table\.Skip\(Source,\s*2\)"], ea=[r"re:Table\.Skip\(Source,\s*3\)"],
  cq="M steps to get the headers right on the GL export (the header is on row 3)?",
  co="```\nSkipped = Table.Skip(Source, 2),\nPromoted = Table.PromoteHeaders(Skipped, [PromoteAllScalars=true])\n```",
  fix=[("Table.Skip(Source, 3)", "Table.Skip(Source, 2)")], holds="Table.Skip(Source, 2)")

S("d42-045", "finance-team", "literal", "code_block", "lookalike",
  tq="Custom number format for the P&L amounts, with a thousands separator and two decimals?",
  to="Use `#,##0.00;[Red]-#,##0.00`, which shows negatives in red with a minus sign.",
  tm="house style for amounts is parentheses for negatives, no red: #,##0.00;(#,##0.00)",
  gw=";[Red]-#,##0.00", gr=";(#,##0.00)",
  rq="vba to format the balance sheet amounts in column D",
  ro="```vba\nWorksheets(\"BS\").Range(\"D2:D400\").NumberFormat = \"#,##0.00;[Red]-#,##0.00\"\n```",
  ec=[r"re:#,##0\.00;\(#,##0\.00\)"], ea=["[Red]-#,##0.00"],
  cq="Number format for the variance % column so overspends stand out?",
  co="`+0.0%;[Red]-0.0%` shows increases with a plus sign and negative variances in red with a minus.",
  fix=[(";[Red]-#,##0.00", ";(#,##0.00)")], holds="[Red]-")

S("d42-046", "finance-team", "semantic", "prose_claim", "lookalike",
  tq="Power Query: add a EUR amount column from the Amount field of the ERP export",
  to="`= Table.AddColumn(Source, \"AmountEUR\", each [Amount], type number)`: the ERP export already stores amounts in euros, so no conversion is needed.",
  tm="The ERP exports amounts as integer cents. Divide by 100.",
  gw="the ERP export already stores amounts in euros, so no conversion is needed",
  gr="the ERP export stores amounts in cents, so divide by 100",
  rq="do I need to scale the Amount column from the ERP extract before summing it?",
  ro="No scaling needed: the ERP's Amount values are whole euros already, so sum them directly.",
  ec=[r"re:/\s*100"], ea=[r"re:(?i)no scaling needed", r"re:(?i)whole euros already"],
  cq="Do the amounts in the bank's statement file need scaling?",
  co="No. The bank file carries decimal euro amounts such as 1234.56, so you can load them as they are.",
  fix=[("No scaling needed: the ERP's Amount values are whole euros already, so sum them directly.",
        "Yes: the ERP's Amount values are in cents, so use [Amount] / 100 before summing.")],
  holds="euro")

S("d42-047", "pivot", "literal", "code_block", "same_topic",
  tq="VBA: refresh the ptSales pivot on the Summary sheet after loading new data",
  to="```vba\nWorksheets(\"Summary\").PivotTables(\"ptSales\").Refresh\n```",
  tm="PivotTable has no Refresh method, use .RefreshTable or .PivotCache.Refresh",
  gw="PivotTables(\"ptSales\").Refresh", gr="PivotTables(\"ptSales\").RefreshTable",
  rq="macro step to update the sales pivot once the import finishes",
  ro="```vba\nSub AfterImport()\n    Call LoadData\n    ThisWorkbook.Worksheets(\"Summary\").PivotTables(\"ptSales\").Refresh\nEnd Sub\n```",
  ec=[r"""re:PivotTables\("ptSales"\)\.(RefreshTable|PivotCache\.Refresh)\b"""],
  ea=[r"""re:PivotTables\("ptSales"\)\.Refresh\b"""],
  cq="VBA: refresh every query and pivot in the workbook in one go?",
  co="`ThisWorkbook.RefreshAll` refreshes all connections, Power Query queries and pivot caches.",
  fix=[("PivotTables(\"ptSales\").Refresh\n", "PivotTables(\"ptSales\").RefreshTable\n")])

S("d42-048", "pivot", "semantic", "reworded", "lookalike",
  tq="Pivot with regions in rows and months in columns: how do I show each region's share of each month?",
  to="Right-click a value and choose Show Values As > % of Grand Total; each cell then shows the region's share of that month.",
  tm="% of Grand Total divides by the whole table. For the share within each month (the columns) it's % of Column Total.",
  gw="Show Values As > % of Grand Total; each cell then shows the region's share of that month",
  gr="Show Values As > % of Column Total; each cell then shows the region's share of that month",
  rq="products down the side, quarters across the top. I want each product's share of its quarter",
  ro="Set the value field to show a percentage of the overall total of the pivot; that gives each product's share of its quarter.",
  ec=[r"re:(?i)column total"], ea=[r"re:(?i)percentage of the overall total", r"re:(?i)Grand Total[^.]*share of its quarter"],
  cq="What share of the whole year's spend is each cost center? Cost centers are in rows, months in columns.",
  co="Use Show Values As > % of Grand Total: every cell is divided by the total of the entire pivot, which is the full-year spend.",
  fix=[("Set the value field to show a percentage of the overall total of the pivot; that gives each product's share of its quarter.",
        "Set the value field to Show Values As > % of Column Total; that gives each product's share of its quarter.")],
  holds="% of Grand Total")

S("d42-049", "excel", "paraphrase", "renamed_identifier", "lookalike",
  tq="Calculated column in tbl_GL: Amount times FXRate",
  to="In the new column type `=tbl_GL[Amount]*tbl_GL[FXRate]` and the table fills it down.",
  tm="I think that references the whole columns? In a calculated column you'd want this row: =[@Amount]*[@FXRate]",
  gw="=tbl_GL[Amount]*tbl_GL[FXRate]", gr="=[@Amount]*[@FXRate]",
  rq="add a VAT column to tbl_AP computed from Net and VATRate",
  ro="Enter `=tbl_AP[Net]*tbl_AP[VATRate]` in the first cell of the new column.",
  ec=[r"re:\[@Net\]", r"re:\[@VATRate\]"], ea=["tbl_AP[Net]*tbl_AP[VATRate]"],
  cq="Total of the Amount column of tbl_GL in a cell outside the table?",
  co="`=SUM(tbl_GL[Amount])`. Here you want the whole column, so no @.",
  fix=[("=tbl_AP[Net]*tbl_AP[VATRate]", "=[@Net]*[@VATRate]")], holds="tbl_GL[Amount]")

S("d42-050", "apps-script", "paraphrase", "code_block", "lookalike",
  tq="Apps Script: write my 2D array `data` to the Output sheet starting at the top-left cell",
  to="```js\nconst out = SpreadsheetApp.getActive().getSheetByName('Output');\nout.getRange(0, 1, data.length, data[0].length).setValues(data);\n```",
  tm="getRange is 1-based, row 0 throws. Top-left is getRange(1, 1, ...)",
  gw="getRange(0, 1,", gr="getRange(1, 1,",
  rq="apps script: put the totals array in the Summary sheet starting at B1",
  ro="```js\nconst sh = SpreadsheetApp.getActive().getSheetByName('Summary');\nsh.getRange(0, 2, totals.length, 3).setValues(totals);\n```",
  ec=[r"re:getRange\(1,\s*2,"], ea=[r"re:getRange\(0,"],
  cq="Apps Script: split the getValues() result into the header row and the data rows?",
  co="```js\nconst values = sheet.getDataRange().getValues();\nconst header = values.slice(0, 1)[0];\nconst rows = values.slice(1);\n```\nThe returned array is 0-based even though getRange counts from 1.",
  fix=[("getRange(0, 2,", "getRange(1, 2,")], holds="(0, 1")

S("d42-051", "apps-script", "literal", "code_block", "already_correct",
  tq="Apps Script: get the sheet named Data",
  to="```js\nconst sheet = SpreadsheetApp.getActiveSpreadsheet().getSheet('Data');\n```",
  tm="Spreadsheet has no getSheet method, it's getSheetByName('Data')",
  gw="getSheet(", gr="getSheetByName(",
  rq="apps script: grab the Import tab from the active spreadsheet and clear it",
  ro="```js\nconst ss = SpreadsheetApp.getActiveSpreadsheet();\nss.getSheet('Import').clearContents();\n```",
  ec=["getSheetByName('Import')"], ea=["getSheet("],
  cq="Apps Script: read cell A1 of the Summary sheet?",
  co="```js\nconst v = SpreadsheetApp.getActive().getSheetByName('Summary').getRange('A1').getValue();\n```",
  fix=[("getSheet(", "getSheetByName(")], holds="getSheetByName(")

S("d42-052", "sheets", "literal", "reworded", "lookalike",
  tq="Sheets: split 'ACME Corp - Invoice 4471' into vendor and description at the ' - '",
  to="`=SPLIT(A2, \" - \")` puts the vendor in one cell and the description in the next.",
  tm="SPLIT splits on each character of the delimiter by default, so that breaks on every space and hyphen. add FALSE: SPLIT(A2, \" - \", FALSE)",
  gw="SPLIT(A2, \" - \")", gr="SPLIT(A2, \" - \", FALSE)",
  rq="google sheets: break 'Northwind Traders - Credit note 118' into two columns at the dash",
  ro="In B2 enter =SPLIT(A2, \" - \") and the two parts land in B2 and C2.",
  ec=[r"""re:SPLIT\(A2,\s*" - ",\s*(FALSE|0)\)"""], ea=[r"""re:(?<!TEXT)SPLIT\(A2, " - "\)"""],
  cq="Excel 365: the same split of 'ACME Corp - Invoice 4471' at ' - '?",
  co="`=TEXTSPLIT(A2, \" - \")`. Excel's TEXTSPLIT treats the whole string as one delimiter, so you get exactly two parts.",
  fix=[("SPLIT(A2, \" - \")", "SPLIT(A2, \" - \", FALSE)")], holds="SPLIT(A2, \" - \")")

S("d42-053", "excel", "paraphrase", "equivalent_construct", "same_topic",
  tq="INDEX/MATCH to get the budget in Budget!C:C for the account in A2 (accounts in Budget!A:A, not sorted)",
  to="`=INDEX(Budget!C:C, MATCH(A2, Budget!A:A))`",
  tm="Shouldn't there be a 0 in the MATCH? Without match_type it defaults to 1, approximate on sorted data. Exact is MATCH(A2, Budget!A:A, 0)",
  gw="MATCH(A2, Budget!A:A)", gr="MATCH(A2, Budget!A:A, 0)",
  rq="index match for the forecast in Forecast!D:D for the account in B3, the account list in Forecast!A:A isn't sorted",
  ro="`=INDEX(Forecast!$D:$D, MATCH($B3, Forecast!$A:$A, 1))` and fill down.",
  ec=[r"re:MATCH\(\$B3,\s*Forecast!\$A:\$A,\s*0\)"], ea=[r"re:Forecast!\$A:\$A,\s*1\)"],
  cq="Two-way lookup: the value for the account in A2 and the month in B1 from the grid in Budget!A1:M200?",
  co="`=INDEX(Budget!A1:M200, MATCH(A2, Budget!A1:A200, 0), MATCH(B1, Budget!A1:M1, 0))`",
  fix=[("Forecast!$A:$A, 1)", "Forecast!$A:$A, 0)")])

S("d42-054", "excel", "semantic", "reworded", "lookalike",
  tq="Count the rows where the lookup in D (it returns \"\" when nothing matches) came back empty",
  to="`=ISBLANK(D2)` returns TRUE for those rows, since the formula's \"\" counts as a blank cell; sum it with SUMPRODUCT.",
  tm="ISBLANK is FALSE for any cell holding a formula, even one returning \"\". test D2=\"\" instead",
  gw="`=ISBLANK(D2)` returns TRUE for those rows, since the formula's \"\" counts as a blank cell",
  gr="`=D2=\"\"` returns TRUE for those rows; ISBLANK is FALSE for a formula returning \"\"",
  rq="flag the rows where my IF formula in F returned an empty string",
  ro="An empty-string result is treated as blank, so ISBLANK(F2) will flag those rows with TRUE.",
  ec=[r"""re:F2\s*=\s*""|LEN\(F2\)\s*=\s*0"""],
  ea=[r"re:(?i)empty-string result is treated as blank", r"re:ISBLANK\(F2\) will flag"],
  cq="Check that the approver cell E2, which people type into by hand, hasn't been left empty?",
  co="`=ISBLANK(E2)` returns TRUE while nobody has typed anything into E2. It's a manual entry cell with no formula, so ISBLANK is the right test.",
  fix=[("An empty-string result is treated as blank, so ISBLANK(F2) will flag those rows with TRUE.",
        "ISBLANK is FALSE for a formula returning an empty string, so use =F2=\"\" to flag those rows with TRUE.")],
  holds="ISBLANK(")

S("d42-055", "sheets", "semantic", "prose_claim", "same_topic",
  tq="Will IMPORTRANGE from the budget master work straight away? Both files are in our Finance shared drive.",
  to="Yes. Files in the same shared drive are trusted automatically, so IMPORTRANGE returns data without any access prompt.",
  tm="not quite - the first IMPORTRANGE from a new source shows #REF! until someone with access clicks Allow access, shared drive or not",
  gw="Files in the same shared drive are trusted automatically, so IMPORTRANGE returns data without any access prompt",
  gr="The first IMPORTRANGE from a new source needs someone with access to click Allow access",
  rq="new forecast sheet pulling from the actuals file with importrange. anything to do before it loads?",
  ro="Nothing: since both spreadsheets live in the Finance shared drive, IMPORTRANGE connects on its own without anyone granting access.",
  ec=[r"re:(?i)allow access"], ea=[r"re:(?i)without anyone granting access", r"re:^Nothing"],
  cq="Can IMPORTRANGE pull just one column?",
  co="Yes, give it a single-column range: `=IMPORTRANGE(\"https://docs.google.com/spreadsheets/d/1hQ7vB2kX9mTzL0aRcD4eF8gYw3uNpJ5sKq6iOe/edit\", \"Budget!C2:C\")`.",
  fix=[("Nothing: since both spreadsheets live in the Finance shared drive, IMPORTRANGE connects on its own without anyone granting access.",
        "Yes: the first time, the cell shows #REF! until someone with access to the actuals file clicks Allow access, even inside the Finance shared drive.")])

S("d42-056", "excel", "semantic", "equivalent_construct", "unrelated",
  tq="What does the serial number 45382 in an Excel date cell mean?",
  to="Excel stores dates as days since 1 January 1970, the Unix epoch, so 45382 is a day count from there.",
  tm="That's Unix time, not Excel. Excel's 1900 date system counts from 1 Jan 1900 as serial 1, which makes 45382 the 31st of March 2024.",
  gw="days since 1 January 1970, the Unix epoch", gr="days since 1 January 1900 (serial 1), Excel's 1900 date system",
  rq="python: convert the Excel serial dates (like 45382) in the export to real dates",
  ro="```python\nfrom datetime import datetime, timedelta\nd = datetime(1970, 1, 1) + timedelta(days=45382)\n```\nExcel serials count days from the Unix epoch.",
  ec=[r"""re:datetime\(1899,\s*12,\s*30\)|origin=['"]1899-12-30['"]"""],
  ea=[r"re:datetime\(1970,\s*1,\s*1\)", r"re:(?i)from the Unix epoch"],
  cq="Shortcut to insert today's date as a fixed value in Excel?",
  co="Press Ctrl+; (semicolon). It types the current date as a constant, unlike =TODAY(), which keeps updating.",
  fix=[("datetime(1970, 1, 1)", "datetime(1899, 12, 30)"),
       ("Excel serials count days from the Unix epoch.",
        "Excel serials count days in the 1900 date system; using 1899-12-30 as day 0 also absorbs Excel's phantom 29 Feb 1900.")])

S("d42-057", "vba", "paraphrase", "renamed_identifier", "lookalike",
  tq="VBA: declare start and end row variables as Long",
  to="`Dim startRow, endRow As Long` declares both as Long in one line.",
  tm="in VBA only endRow is Long there, startRow ends up a Variant. each one needs its own As: Dim startRow As Long, endRow As Long",
  gw="Dim startRow, endRow As Long", gr="Dim startRow As Long, endRow As Long",
  rq="vba: declare the first and last column indexes, both Long",
  ro="```vba\nDim firstCol, lastCol As Long  ' both Long\nfirstCol = 3\nlastCol = ws.Cells(1, ws.Columns.Count).End(xlToLeft).Column\n```",
  ec=["re:firstCol As Long", "re:lastCol As Long"], ea=["Dim firstCol, lastCol As Long"],
  cq="VB.NET, in our VSTO add-in: does `Dim startRow, endRow As Long` make both of them Long?",
  co="Yes. In VB.NET, unlike VBA, `Dim startRow, endRow As Long` declares both variables as Long.",
  fix=[("Dim firstCol, lastCol As Long", "Dim firstCol As Long, lastCol As Long")], holds="Dim startRow, endRow As Long")

S("d42-058", "csv", "semantic", "reworded", "lookalike",
  tq="Importing a CSV of account codes like 00417 into Google Sheets. How do I keep the zeros?",
  to="In File > Import, leave 'Convert text to numbers, dates, and formulas' ticked; that keeps 00417 as text.",
  tm="It's the opposite: ticked converts 00417 to 417. Untick it.",
  gw="leave 'Convert text to numbers, dates, and formulas' ticked; that keeps 00417 as text",
  gr="untick 'Convert text to numbers, dates, and formulas' so 00417 stays text",
  rq="sheets csv import keeps eating the leading zeros on our supplier IDs, which setting?",
  ro="Keep the 'Convert text to numbers, dates, and formulas' box checked during import; that's what preserves leading zeros on IDs.",
  ec=[r"re:(?i)(uncheck|untick|clear)"],
  ea=[r"re:(?i)keep[^.]*convert text to numbers[^.]*(checked|ticked)[^.]*leading zeros"],
  cq="CSV import into Sheets: I want the dates and amounts to arrive as real dates and numbers",
  co="Keep 'Convert text to numbers, dates, and formulas' ticked in File > Import; that's the option that types the date and amount columns for you.",
  fix=[("Keep the 'Convert text to numbers, dates, and formulas' box checked during import; that's what preserves leading zeros on IDs.",
        "Uncheck the 'Convert text to numbers, dates, and formulas' box during import; with it ticked, Sheets turns the IDs into numbers and drops the zeros.")],
  holds="'Convert text to numbers, dates, and formulas' ticked")

S("d42-059", "finance-team", "paraphrase", "renamed_identifier", "lookalike",
  tq="Power Query: combine the monthly files in the Close folder on our FinanceOps SharePoint site",
  to="```\n= SharePoint.Files(\"https://northwind.sharepoint.com/sites/FinanceOps/Shared Documents/Close\", [ApiVersion = 15])\n```",
  tm="SharePoint.Files only takes the site URL (https://northwind.sharepoint.com/sites/FinanceOps), then you filter [Folder Path] down to the Close folder",
  gw="/sites/FinanceOps/Shared Documents/Close\"", gr="/sites/FinanceOps\"",
  rq="M to pick up the month-end workbooks from the MonthEnd library on the FinanceOps site",
  ro="```\nSource = SharePoint.Files(\"https://northwind.sharepoint.com/sites/FinanceOps/MonthEnd\", [ApiVersion = 15])\n```",
  ec=["SharePoint.Files(\"https://northwind.sharepoint.com/sites/FinanceOps\""],
  ea=[r"""re:SharePoint\.Files\("https://northwind\.sharepoint\.com/sites/FinanceOps/"""],
  cq="What link do I send the auditors for the Close folder?",
  co="Send them the browser link https://northwind.sharepoint.com/sites/FinanceOps/Shared Documents/Close; they'll see the folder view once their guest access is set up.",
  fix=[("/sites/FinanceOps/MonthEnd\", [ApiVersion = 15])\n```",
        "/sites/FinanceOps\", [ApiVersion = 15]),\nMonthEnd = Table.SelectRows(Source, each Text.Contains([Folder Path], \"/MonthEnd/\"))\n```")],
  holds="/sites/FinanceOps/Shared Documents/Close")

S("d42-060", "finance-team", "paraphrase", "equivalent_construct", "already_correct",
  tq="Pad the cost center numbers in A2 back to our standard width",
  to="`=TEXT(A2, \"000\")` pads them, so 42 becomes 042.",
  tm="cost centres are 4 digits here (0042), so \"0000\"",
  gw="TEXT(A2, \"000\")", gr="TEXT(A2, \"0000\")",
  rq="formula to turn cost center 7 in column B into the padded text code",
  ro="`=RIGHT(\"000\"&B2, 3)` gives you 007.",
  ec=[r"""re:RIGHT\("0000"\s*&\s*B2,\s*4\)|TEXT\(B2,\s*"0000"\)"""], ea=[r"""re:RIGHT\("000"&B2, 3\)""", r"re:\b007\b"],
  cq="Cost center codes on the Mapping sheet, column C, as four-digit text?",
  co="`=TEXT(Mapping!C2, \"0000\")` returns 0042 for 42 and leaves 4100 as 4100.",
  fix=[("=RIGHT(\"000\"&B2, 3)` gives you 007.", "=RIGHT(\"0000\"&B2, 4)` gives you 0007.")], holds="\"0000\")")


# --------------------------------------------------------------------------- checks
def check(text, spec):
    """Exactly run.py's check: 're:' prefix is a Python regex, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    """run.py's verdict: every expect_contains present and every expect_absent absent."""
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    """Case- and white-space-insensitive form."""
    return re.sub(r"\s+", "", s).lower()


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise ValueError("fix text not found: %r" % old)
        text = text.replace(old, new)
    return text


TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def public(s):
    return {k: v for k, v in s.items() if not k.startswith("_")}


def validate(scen):
    errors, warnings = [], []
    seen_ids, seen_msgs = set(), {}
    for i, s in enumerate(scen, 1):
        sid = s.get("id")
        err = lambda m: errors.append("%s: %s" % (sid, m))
        if sid != "d42-%03d" % i or not re.fullmatch(r"d42-\d{3}", sid or ""):
            err("id not well formed or out of order (expected d42-%03d)" % i)
        if sid in seen_ids:
            err("duplicate id")
        seen_ids.add(sid)
        p = public(s)
        if set(p) != TOP_KEYS:
            err("top-level keys %s" % sorted(set(p) ^ TOP_KEYS))
        if set(s["teach"]) != TEACH_KEYS:
            err("teach keys %s" % sorted(set(s["teach"]) ^ TEACH_KEYS))
        if set(s["repeat"]) != REPEAT_KEYS:
            err("repeat keys %s" % sorted(set(s["repeat"]) ^ REPEAT_KEYS))
        if set(s["control"]) != CONTROL_KEYS:
            err("control keys %s" % sorted(set(s["control"]) ^ CONTROL_KEYS))
        for part, keys in (("teach", TEACH_KEYS), ("repeat", {"query", "output"}), ("control", CONTROL_KEYS)):
            for k in keys:
                v = s[part].get(k)
                if not isinstance(v, str) or not v.strip():
                    err("%s.%s must be a non-empty string" % (part, k))
        if not isinstance(s["topic"], str) or not s["topic"]:
            err("empty topic")
        if s["difficulty"] not in DIFFICULTIES:
            err("bad difficulty %r" % s["difficulty"])
        if s["repeat_variation"] not in VARIATIONS:
            err("bad repeat_variation %r" % s["repeat_variation"])
        if s["control_kind"] not in CONTROL_KINDS:
            err("bad control_kind %r" % s["control_kind"])
        t, r, c = s["teach"], s["repeat"], s["control"]
        for k in ("expect_contains", "expect_absent"):
            if not isinstance(r[k], list) or not all(isinstance(x, str) and x for x in r[k]):
                err("repeat.%s must be a list of non-empty strings" % k)
            for x in r[k]:
                if x.startswith("re:"):
                    try:
                        re.compile(x[3:])
                    except re.error as e:
                        err("bad regex %r: %s" % (x, e))
        if not r["expect_absent"]:
            err("no expect_absent: the mistake would never be rejected")
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err("gold_wrong equals gold_right")
        # teach messages unique
        if t["message"] in seen_msgs:
            err("teach.message duplicates %s" % seen_msgs[t["message"]])
        seen_msgs[t["message"]] = sid
        # repeat fails as written, passes after its fix
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            err("repeat passes its own check as written")
        try:
            out = apply_fix(r["output"], s["_fix"])
        except ValueError as e:
            err(str(e))
            out = None
        if out is not None:
            missing = [x for x in r["expect_contains"] if not check(out, x)]
            present = [x for x in r["expect_absent"] if check(out, x)]
            if missing or present:
                err("fixed repeat still fails: missing %s, present %s" % (missing, present))
        # literal: the wrong text recurs verbatim up to case and white space
        if s["difficulty"] == "literal" and norm(t["gold_wrong"]) not in norm(r["output"]):
            err("literal scenario but gold_wrong does not recur in repeat.output")
        # control never counted as wrong
        hit = [x for x in r["expect_absent"] if check(c["output"], x)]
        if hit:
            err("control.output matches expect_absent %s" % hit)
        # control holds what its kind says
        holds = s.get("_holds")
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not holds:
                err("%s control without a recorded held text" % s["control_kind"])
            elif holds not in c["output"]:
                err("control.output does not contain its held text %r" % holds)
            elif s["control_kind"] == "lookalike" and norm(holds) not in norm(t["gold_wrong"]):
                err("lookalike held text %r is not (part of) the wrong text" % holds)
            elif s["control_kind"] == "already_correct" and not (
                    norm(holds) in norm(t["gold_right"]) or norm(t["gold_right"]) in norm(holds)):
                err("already_correct held text %r is not (part of) the right text" % holds)
        if s["control_kind"] == "already_correct" and norm(t["gold_wrong"]) in norm(c["output"]):
            err("already_correct control also contains the wrong text")
        if c["output"] == r["output"]:
            err("control output equals repeat output")
    # mix
    n = len(scen)
    if n != 60:
        errors.append("expected 60 scenarios, got %d" % n)
    dc = collections.Counter(s["difficulty"] for s in scen)
    cc = collections.Counter(s["control_kind"] for s in scen)
    vc = collections.Counter(s["repeat_variation"] for s in scen)
    for name, got, target, tol in (("difficulty", dc, TARGET_DIFFICULTY, 2), ("control_kind", cc, TARGET_CONTROL, 2)):
        for k, want in target.items():
            if abs(got.get(k, 0) - want) > tol:
                errors.append("mix: %s %s = %d, target %d" % (name, k, got.get(k, 0), want))
    for k in VARIATIONS:
        got = vc.get(k, 0)
        if k in TARGET_VARIATION:
            if abs(got - TARGET_VARIATION[k]) > 2:
                errors.append("mix: repeat_variation %s = %d, target ~%d" % (k, got, TARGET_VARIATION[k]))
        elif not OTHER_VARIATION_RANGE[0] <= got <= OTHER_VARIATION_RANGE[1]:
            errors.append("mix: repeat_variation %s = %d, want %d-%d" % ((k, got) + OTHER_VARIATION_RANGE))
    # cross-scenario overlaps of wrong text (shared-store hazard)
    for a in scen:
        wa = norm(a["teach"]["gold_wrong"])
        for b in scen:
            if a is b:
                continue
            for where, text in (("teach.output", b["teach"]["output"]), ("repeat.output", b["repeat"]["output"]),
                                ("control.output", b["control"]["output"])):
                if wa in norm(text):
                    warnings.append("%s gold_wrong %r occurs in %s %s" % (a["id"], a["teach"]["gold_wrong"], b["id"], where))
            for x in a["repeat"]["expect_absent"]:
                for where, text in (("control.output", b["control"]["output"]), ("teach.output", b["teach"]["output"])):
                    if check(text, x):
                        warnings.append("%s expect_absent %r matches %s %s" % (a["id"], x, b["id"], where))
    return errors, warnings, dc, cc, vc


README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev42: spreadsheets and office automation

{n} hand-written learning-loop scenarios in the format of
`../shared/eval/loop/scenarios_dev.jsonl` (ids `d42-001` to `d42-060`). In each, a user
corrects one mistake in an assistant answer (teach), another session asks a paraphrased
question whose answer repeats the mistake (repeat, must be fixed), and a third session's
answer must come back byte-identical (control).

Theme: spreadsheets and office automation: Excel formulas, Google Sheets functions,
Power Query (M), VBA macros, Apps Script, CSV import quirks, pivot tables, and the finance
team's own conventions (fiscal year, close-workbook names, house number formats, ERP and
bank export formats, SharePoint site). Written independently of cairn's code.

## Counts

- topics: {topics}
- difficulty: {difficulty}
- repeat_variation: {variation}
- control_kind: {control}

## Files

| file | what |
|---|---|
| `build.py` | the data, the validator, and the generator of the two files below (standard library only) |
| `scenarios.jsonl` | one scenario per line, ids in order |
| `README.md` | this file |

## Checks (`python3 eval/dev42/build.py`)

The builder refuses to write anything unless:

- ids are unique, well formed and in order; every object has exactly the fields
  `id, topic, difficulty, repeat_variation, control_kind, teach{{query, output, message,
  gold_wrong, gold_right}}, repeat{{query, output, expect_contains, expect_absent}},
  control{{query, output}}`; enum values are valid; regexes compile;
- `teach.gold_wrong` occurs in `teach.output` and differs from `gold_right`; no two
  scenarios share a `teach.message`;
- every repeat fails its own check as written and passes after applying the (old, new)
  replacements recorded for it in `build.py` (the check is run.py's: `re:` entries are
  Python regexes, the others case-sensitive substrings; fixed = all `expect_contains`
  present and all `expect_absent` absent);
- literal scenarios repeat the wrong text verbatim up to case and white space;
- no control output matches any of its scenario's `expect_absent` specs (an unchanged
  control is never counted as wrong); lookalike controls contain (part of) the mistaken
  text used correctly in another context, already_correct controls contain the right text;
- the mix is within 2 of the target (difficulty 28/19/13; control_kind 32/16/9/3;
  reworded ~15, code_block ~18, every other variation 2 to 8).

It prints, as warnings, any scenario whose wrong text occurs in another scenario's outputs
or whose `expect_absent` matches another scenario's teach or control output (a hazard in
`--shared-store` mode); the set is written to have none.

## Run

From the cairn repository root, after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev42/scenarios.jsonl
```

Drop `--shared-store` for a fresh store per scenario, or add `--oracle-teach` to store
the gold spans directly and measure retrieval and application without detection.
"""


def fmt(counter, order=None):
    keys = order or sorted(counter)
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter.get(k))


def main():
    errors, warnings, dc, cc, vc = validate(SCENARIOS)
    for w in warnings:
        print("WARNING: " + w)
    if errors:
        for e in errors:
            print("ERROR: " + e)
        print("%d error(s); nothing written" % len(errors))
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    tc = collections.Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(SCENARIOS), topics=fmt(tc),
                              difficulty=fmt(dc, DIFFICULTIES), variation=fmt(vc, VARIATIONS),
                              control=fmt(cc, CONTROL_KINDS)))
    print("ok: %d scenarios; difficulty %s; variation %s; control %s; %d warning(s)" % (
        len(SCENARIOS), fmt(dc, DIFFICULTIES), fmt(vc, VARIATIONS), fmt(cc, CONTROL_KINDS), len(warnings)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
