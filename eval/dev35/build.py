#!/usr/bin/env python3
"""Build the dev35 learning-loop scenarios (BI and reporting tools).

Holds 60 scenarios as data, validates them, and writes scenarios.jsonl and
README.md next to this file. Refuses to write anything if a check fails.
Standard library only.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements that turn repeat.output into a corrected repeat
  cflags  check specs that would mark the control wrong; none may match the control output
          (default for non-lookalike controls: repeat.expect_absent + [teach.gold_wrong])
  cneeds  check specs that must match the control output
  literal for literal scenarios, the wrong text that recurs in repeat.output (default gold_wrong)
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d35"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}

SCENARIOS = []


def sc(n, topic, difficulty, variation, control_kind, teach, repeat, control,
       fix, cflags=None, cneeds=None, literal=None):
    d = {"id": "%s-%03d" % (PREFIX, n), "topic": topic, "difficulty": difficulty,
         "repeat_variation": variation, "control_kind": control_kind,
         "teach": teach, "repeat": repeat, "control": control, "fix": fix}
    if cflags is not None:
        d["cflags"] = cflags
    if cneeds is not None:
        d["cneeds"] = cneeds
    if literal is not None:
        d["literal"] = literal
    SCENARIOS.append(d)


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": expect_contains, "expect_absent": expect_absent}


def C(query, output):
    return {"query": query, "output": output}


# =====================================================================  literal
sc(1, "power-bi-dax", "literal", "code_block", "lookalike",
   T("Write a DAX measure for fiscal year-to-date revenue. The amount is Sales[Amount] and the date table is 'Date'.",
     "Here's a fiscal YTD measure:\n\n```dax\nRevenue FYTD =\nTOTALYTD (\n    SUM ( Sales[Amount] ),\n    'Date'[Date],\n    \"3/31\"\n)\n```\n\nThe third argument is the fiscal year-end date, so the running total resets on 1 April. Make sure 'Date' is marked as a date table.",
     "Our fiscal year closes June 30, not March 31 \u2014 the year-end argument should be \"6/30\".",
     "\"3/31\"", "\"6/30\""),
   R("Can you give me a fiscal year-to-date gross margin measure? [Gross Margin] already exists.",
     "```dax\nGross Margin FYTD =\nCALCULATE (\n    [Gross Margin],\n    DATESYTD ( 'Date'[Date], \"3/31\" )\n)\n```\n\nDATESYTD with a year-end date returns the dates from the start of the fiscal year up to the last date in the current filter context.",
     ["\"6/30\""], ["\"3/31\""]),
   C("Which months are in fiscal Q3 for us, and what's the last day of it?",
     "With the fiscal year ending on 30 June, fiscal Q3 is January, February and March, so it closes on 3/31. In the date table those are the rows where 'Date'[Fiscal Quarter] = \"FQ3\"."),
   fix=[("\"3/31\"", "\"6/30\"")],
   cflags=["\"3/31\"", "6/30"], cneeds=["closes on 3/31"])

sc(2, "power-bi-dax", "literal", "code_block", "lookalike",
   T("I need a measure for active customers in the selected period.",
     "```dax\nActive Customers =\nCOUNT ( Sales[CustomerKey] )\n```\n\nPut it in a card, or next to 'Date'[Month] in a table, and it counts the customers that bought something in the period.",
     "that counts sales rows, not customers \u2014 a customer with 12 orders shows up 12 times. Needs DISTINCTCOUNT.",
     "COUNT ( Sales[CustomerKey] )", "DISTINCTCOUNT ( Sales[CustomerKey] )"),
   R("And active customers for the previous month, same logic?",
     "```dax\nActive Customers PM =\nCALCULATE (\n    COUNT ( Sales[CustomerKey] ),\n    PREVIOUSMONTH ( 'Date'[Date] )\n)\n```",
     ["DISTINCTCOUNT"], [r"re:(?<!DISTINCT)COUNT\s*\(\s*Sales\[CustomerKey\]"]),
   C("Data quality check: how many sales rows actually have a customer key filled in?",
     "```dax\nRows With Customer =\nCOUNT ( Sales[CustomerKey] )\n```\n\nCOUNT skips blanks, so compare it with COUNTROWS ( Sales ) to see how many rows are missing a customer."),
   fix=[("COUNT ( Sales[CustomerKey] )", "DISTINCTCOUNT ( Sales[CustomerKey] )")],
   cflags=["DISTINCTCOUNT"], cneeds=["COUNT ( Sales[CustomerKey] )"])

sc(3, "power-bi-dax", "literal", "code_block", "already_correct",
   T("Write a same-period-last-year revenue measure.",
     "```dax\nRevenue SPLY =\nCALCULATE (\n    [Revenue],\n    SAMEPERIODLASTYEAR ( Sales[OrderDate] )\n)\n```\n\nThis shifts the current date selection back one year.",
     "Use 'Date'[Date] for time intelligence, not Sales[OrderDate]. OrderDate has gaps and isn't the marked date table.",
     "Sales[OrderDate]", "'Date'[Date]"),
   R("Now a month-to-date version of [Revenue], please.",
     "```dax\nRevenue MTD =\nCALCULATE (\n    [Revenue],\n    DATESMTD ( Sales[OrderDate] )\n)\n```",
     ["'Date'[Date]"], ["Sales[OrderDate]"]),
   C("Quarter-to-date revenue measure?",
     "```dax\nRevenue QTD =\nCALCULATE (\n    [Revenue],\n    DATESQTD ( 'Date'[Date] )\n)\n```\n\nDATESQTD runs on the marked date table, so it follows whatever period the slicer picks."),
   fix=[("Sales[OrderDate]", "'Date'[Date]")],
   cneeds=["DATESQTD ( 'Date'[Date] )"])

sc(4, "power-bi-service", "literal", "reworded", "lookalike",
   T("How do I set up incremental refresh on the Sales table in Power BI Desktop?",
     "1. In Power Query, create two DateTime parameters, StartDate and EndDate.\n2. Filter the OrderDate column: `each [OrderDate] >= StartDate and [OrderDate] < EndDate`.\n3. Close & Apply, then right-click the Sales table > Incremental refresh, and set archive to 5 years and refresh to 10 days.",
     "Power BI only recognises the parameters if they're named RangeStart and RangeEnd (DateTime, case-sensitive). StartDate/EndDate won't show up in the incremental refresh dialog.",
     "StartDate and EndDate", "RangeStart and RangeEnd"),
   R("The GL entries table is 40M rows, what's the incremental refresh setup for it?",
     "Add two DateTime parameters named StartDate and EndDate in Power Query, filter PostingDate so it is on or after StartDate and before EndDate, then enable incremental refresh on GL Entries with a 10-day refresh window.",
     ["RangeStart", "RangeEnd"], ["StartDate", "EndDate"]),
   C("Headcount at the end of FY2025: filter the Employees query to people employed on 30 June 2025.",
     "```m\n= Table.SelectRows(Employees, each [StartDate] <= #date(2025, 6, 30) and ([EndDate] = null or [EndDate] > #date(2025, 6, 30)))\n```\n\nStartDate and EndDate here are the employment dates on each row, so this keeps everyone who was on payroll on 30 June."),
   fix=[("StartDate", "RangeStart"), ("EndDate", "RangeEnd")],
   cflags=["RangeStart", "RangeEnd"], cneeds=["[StartDate]", "[EndDate]", "StartDate and EndDate"])

sc(5, "tableau", "literal", "code_block", "lookalike",
   T("Tableau: month-over-month % change of sales, months are on columns.",
     "Create a calculated field:\n\n```\n(SUM([Sales]) - LOOKUP(SUM([Sales]), 1)) / ABS(LOOKUP(SUM([Sales]), 1))\n```\n\nSet Compute Using to Table (across) and format it as a percentage.",
     "-1. Offset 1 is the next month.",
     "LOOKUP(SUM([Sales]), 1)", "LOOKUP(SUM([Sales]), -1)"),
   R("Same view, but I want the difference vs the prior month in dollars, not %.",
     "```\nSUM([Sales]) - LOOKUP(SUM([Sales]), 1)\n```\n\nCompute Using: Table (across). The first month will be null because there's nothing before it.",
     ["LOOKUP(SUM([Sales]), -1)"], ["LOOKUP(SUM([Sales]), 1)"]),
   C("For the pipeline review I want each month's sales next to the following month's sales, in the same row. Calc?",
     "```\nLOOKUP(SUM([Sales]), 1)\n```\n\nWith Compute Using set to Table (across), offset 1 returns the next month's value; the last month shows null."),
   fix=[("LOOKUP(SUM([Sales]), 1)", "LOOKUP(SUM([Sales]), -1)")],
   cflags=["LOOKUP(SUM([Sales]), -1)"], cneeds=["LOOKUP(SUM([Sales]), 1)"])

sc(6, "looker-lookml", "literal", "code_block", "already_correct",
   T("LookML measure for the number of unique customers in the orders view.",
     "```lookml\nmeasure: unique_customers {\n  type: count\n  sql: ${customer_id} ;;\n}\n```",
     "type: count ignores the sql parameter and just counts rows by primary key. For unique customers you want type: count_distinct.",
     "type: count", "type: count_distinct"),
   R("Add a measure to order_items for how many distinct products were sold.",
     "```lookml\nmeasure: distinct_products_sold {\n  type: count\n  sql: ${product_id} ;;\n  drill_fields: [product_id, products.name]\n}\n```",
     ["type: count_distinct"], [r"re:type: count\s*\n\s*sql"]),
   C("Measure for distinct users who placed an order?",
     "```lookml\nmeasure: ordering_users {\n  type: count_distinct\n  sql: ${user_id} ;;\n}\n```\n\ncount_distinct uses the sql you give it, so each user is counted once."),
   fix=[("type: count\n", "type: count_distinct\n")],
   cflags=[r"re:type: count\s*\n", "count_distinct_distinct"], cneeds=["type: count_distinct\n  sql: ${user_id}"])

sc(7, "looker-lookml", "literal", "code_block", "lookalike",
   T("Join users into the orders explore.",
     "```lookml\nexplore: orders {\n  join: users {\n    type: left_outer\n    sql_on: ${orders.user_id} = ${users.id} ;;\n    relationship: one_to_many\n  }\n}\n```",
     "Isn't that many_to_one? Each order has one user and a user has many orders, so from the orders explore it's many_to_one.",
     "relationship: one_to_many", "relationship: many_to_one"),
   R("Now join products into the order_items explore.",
     "```lookml\nexplore: order_items {\n  join: products {\n    type: left_outer\n    sql_on: ${order_items.product_id} = ${products.id} ;;\n    relationship: one_to_many\n  }\n}\n```",
     ["relationship: many_to_one"], ["relationship: one_to_many"]),
   C("And in the users explore, join orders so we can count orders per user.",
     "```lookml\nexplore: users {\n  join: orders {\n    type: left_outer\n    sql_on: ${users.id} = ${orders.user_id} ;;\n    relationship: one_to_many\n  }\n}\n```\n\nFrom users, one user row fans out to many orders, so one_to_many is right here."),
   fix=[("relationship: one_to_many", "relationship: many_to_one")],
   cflags=["many_to_one"], cneeds=["relationship: one_to_many"])

sc(8, "looker-lookml", "literal", "code_block", "already_correct",
   T("LookML measure: revenue excluding cancelled orders.",
     "```lookml\nmeasure: non_cancelled_revenue {\n  type: sum\n  sql: ${sale_price} ;;\n  filters: [status: \"!=cancelled\"]\n}\n```",
     "Looker filter expressions don't do != \u2014 it's \"-cancelled\".",
     "\"!=cancelled\"", "\"-cancelled\""),
   R("Same idea for a count of orders that aren't cancelled.",
     "```lookml\nmeasure: non_cancelled_orders {\n  type: count\n  filters: [status: \"!=cancelled\"]\n}\n```",
     ["\"-cancelled\""], ["!=cancelled"]),
   C("Revenue measure excluding both cancelled and returned orders.",
     "```lookml\nmeasure: completed_revenue {\n  type: sum\n  sql: ${sale_price} ;;\n  filters: [status: \"-cancelled,-returned\"]\n}\n```\n\nThe leading minus excludes each value, so this sums everything except cancelled and returned orders."),
   fix=[("\"!=cancelled\"", "\"-cancelled\"")],
   cneeds=["\"-cancelled,-returned\""])

sc(9, "metabase", "literal", "reworded", "lookalike",
   T("Where do I change the site URL in our Metabase?",
     "Open http://bi-01:3000/admin/settings/general and set Site URL to https://metabase.acme.internal. Metabase needs it for the links in emails and Slack alerts.",
     "Ours runs on 3001 (MB_JETTY_PORT=3001). 3000 on bi-01 is Grafana.",
     "bi-01:3000", "bi-01:3001"),
   R("How do I add the Postgres replica as a new database in Metabase?",
     "Go to http://bi-01:3000/admin/databases/create, pick PostgreSQL, and fill in host pg-replica-02.acme.internal, port 5432, database analytics and the metabase_ro user.",
     ["bi-01:3001"], ["bi-01:3000"]),
   C("Where's the Grafana dashboard for the Metabase JVM heap?",
     "Grafana is at http://bi-01:3000 \u2014 open the \"Metabase JVM\" dashboard in the BI folder; heap usage is the top-left panel."),
   fix=[("bi-01:3000", "bi-01:3001")],
   cflags=["bi-01:3001"], cneeds=["http://bi-01:3000"])

sc(10, "metabase", "literal", "code_block", "unrelated",
   T("Python snippet to pull the results of Metabase question 412 as JSON through the API.",
     "```python\nimport requests\n\nBASE = \"https://metabase.acme.internal\"\nsession = requests.post(f\"{BASE}/api/session\", json={\"username\": USER, \"password\": PW}).json()[\"id\"]\nrows = requests.post(\n    f\"{BASE}/api/card/412/query/json\",\n    headers={\"Authorization\": f\"Bearer {session}\"},\n).json()\n```",
     "Metabase doesn't take a Bearer token for sessions; the session id goes in the X-Metabase-Session header.",
     "\"Authorization\": f\"Bearer {session}\"", "\"X-Metabase-Session\": session"),
   R("How do I list all dashboards through the Metabase API?",
     "```python\ndashboards = requests.get(\n    f\"{BASE}/api/dashboard\",\n    headers={\"Authorization\": f\"Bearer {session}\"},\n).json()\nfor d in dashboards:\n    print(d[\"id\"], d[\"name\"])\n```",
     ["X-Metabase-Session"], ["Bearer"]),
   C("What's the git command to squash my last three commits before opening the PR?",
     "```sh\ngit rebase -i HEAD~3\n```\n\nMark the second and third commits as `squash` (or `s`), save, then edit the combined message. If the branch is already pushed you'll need `git push --force-with-lease`."),
   fix=[("\"Authorization\": f\"Bearer {session}\"", "\"X-Metabase-Session\": session")])

sc(11, "dbt-semantic-layer", "literal", "code_block", "lookalike",
   T("Write the semantic model for fct_orders so we can define revenue in the dbt semantic layer.",
     "```yaml\nsemantic_models:\n  - name: orders\n    model: ref('fct_orders')\n    defaults:\n      agg_time_dimension: ordered_at\n    entities:\n      - name: order\n        type: primary\n        expr: order_id\n      - name: customer\n        type: foreign\n        expr: customer_id\n    dimensions:\n      - name: ordered_at\n        type: time\n        type_params:\n          time_granularity: day\n      - name: shipped_at\n        type: time\n        type_params:\n          time_granularity: day\n    measures:\n      - name: revenue\n        agg: sum\n        expr: net_amount\n```",
     "Finance recognises revenue when it ships, so agg_time_dimension has to be shipped_at, not ordered_at. Otherwise monthly revenue won't tie to the ledger.",
     "agg_time_dimension: ordered_at", "agg_time_dimension: shipped_at"),
   R("Add a semantic model on fct_order_lines with a line-level revenue measure too.",
     "```yaml\nsemantic_models:\n  - name: order_lines\n    model: ref('fct_order_lines')\n    defaults:\n      agg_time_dimension: ordered_at\n    entities:\n      - name: order_line\n        type: primary\n        expr: order_line_id\n      - name: order\n        type: foreign\n        expr: order_id\n    dimensions:\n      - name: ordered_at\n        type: time\n        type_params:\n          time_granularity: day\n      - name: shipped_at\n        type: time\n        type_params:\n          time_granularity: day\n    measures:\n      - name: line_revenue\n        agg: sum\n        expr: net_amount\n```",
     ["agg_time_dimension: shipped_at"], ["agg_time_dimension: ordered_at"]),
   C("Sales ops wants a bookings measure: order value counted on the day the order is placed, not when it ships. Add it to the orders semantic model.",
     "```yaml\n    measures:\n      - name: bookings\n        agg: sum\n        expr: net_amount\n        agg_time_dimension: ordered_at\n```\n\nThe measure-level agg_time_dimension overrides the model default, so bookings land on the order date while revenue stays on shipped_at."),
   fix=[("agg_time_dimension: ordered_at", "agg_time_dimension: shipped_at")],
   cflags=["agg_time_dimension: shipped_at"], cneeds=["agg_time_dimension: ordered_at"])

sc(12, "excel", "literal", "casing", "lookalike",
   T("Excel formula for the first day of the month for the date in A2?",
     "Use `=EOMONTH(A2,0)+1`. EOMONTH returns the last day of the month, and adding one gives you the first day.",
     "That gives the 1st of the next month. Start of the current month is =EOMONTH(A2,-1)+1.",
     "=EOMONTH(A2,0)+1", "=EOMONTH(A2,-1)+1"),
   R("in google sheets I want a month-start column from the invoice date in A2 so I can pivot by month",
     "Put this in B2 and fill down:\n\n=eomonth(A2, 0)+1\n\nThen use column B as the row group in the pivot table.",
     [r"re:(?i)eomonth\(A2, ?-1\)\+1"], [r"re:(?i)eomonth\(A2, ?0\)\+1"]),
   C("Contracts renew on the first day of the month after the signature date in A2. Formula for the renewal date?",
     "`=EOMONTH(A2,0)+1` \u2014 the last day of the signing month plus one, i.e. the 1st of the following month."),
   fix=[("=eomonth(A2, 0)+1", "=eomonth(A2, -1)+1")],
   cflags=["EOMONTH(A2,-1)+1"], cneeds=["=EOMONTH(A2,0)+1"])

sc(13, "finance-definitions", "literal", "code_block", "lookalike",
   T("SQL for monthly revenue by region from analytics.order_lines.",
     "```sql\nSELECT date_trunc('month', shipped_at) AS month,\n       region,\n       SUM(gross_amount) AS revenue\nFROM analytics.order_lines\nGROUP BY 1, 2\nORDER BY 1, 2;\n```",
     "When finance says revenue they mean net of discounts and refunds, so it's SUM(net_amount). gross_amount is list price.",
     "SUM(gross_amount) AS revenue", "SUM(net_amount) AS revenue"),
   R("Top 10 customers by revenue this fiscal year?",
     "```sql\nSELECT customer_id,\n       SUM(gross_amount) AS revenue\nFROM analytics.order_lines\nWHERE shipped_at >= DATE '2024-07-01'\nGROUP BY customer_id\nORDER BY revenue DESC\nLIMIT 10;\n```",
     ["SUM(net_amount) AS revenue"], ["SUM(gross_amount) AS revenue"]),
   C("The sales deck shows gross sales (before discounts) next to net revenue. Query for both by month?",
     "```sql\nSELECT date_trunc('month', shipped_at) AS month,\n       SUM(gross_amount) AS gross_sales,\n       SUM(net_amount)   AS net_revenue\nFROM analytics.order_lines\nGROUP BY 1\nORDER BY 1;\n```"),
   fix=[("SUM(gross_amount) AS revenue", "SUM(net_amount) AS revenue")],
   cflags=["SUM(gross_amount) AS revenue", "SUM(net_amount) AS gross_sales", "SUM(net_amount) AS revenue"],
   cneeds=["SUM(gross_amount) AS gross_sales"])

sc(14, "finance-definitions", "literal", "code_block", "lookalike",
   T("Pull total revenue per cost center for FY2025 from gl.journal_lines.",
     "```sql\nSELECT cost_center,\n       -SUM(amount) AS revenue\nFROM gl.journal_lines\nWHERE account BETWEEN 4000 AND 5999\n  AND posting_date BETWEEN DATE '2024-07-01' AND DATE '2025-06-30'\nGROUP BY cost_center;\n```\n\nRevenue accounts carry credit balances, hence the sign flip.",
     "Thanks, runs fine. One thing: 5000-5999 is COGS in our chart of accounts, revenue is only 4000-4999. Can you also add the entity column?",
     "BETWEEN 4000 AND 5999", "BETWEEN 4000 AND 4999"),
   R("Revenue by month for the EMEA entity, same ledger table.",
     "```sql\nSELECT date_trunc('month', posting_date) AS month,\n       -SUM(amount) AS revenue\nFROM gl.journal_lines\nWHERE entity = 'ACME-EMEA'\n  AND account BETWEEN 4000 AND 5999\nGROUP BY 1\nORDER BY 1;\n```",
     ["BETWEEN 4000 AND 4999"], ["BETWEEN 4000 AND 5999"]),
   C("Gross profit per cost center for FY2025 \u2014 revenue minus COGS, straight from the ledger.",
     "```sql\nSELECT cost_center,\n       -SUM(amount) AS gross_profit\nFROM gl.journal_lines\nWHERE account BETWEEN 4000 AND 5999\n  AND posting_date BETWEEN DATE '2024-07-01' AND DATE '2025-06-30'\nGROUP BY cost_center;\n```\n\nRevenue (4000s, credits) and COGS (5000s, debits) net out in one sum, so flipping the sign gives gross profit."),
   fix=[("BETWEEN 4000 AND 5999", "BETWEEN 4000 AND 4999")],
   cflags=["BETWEEN 4000 AND 4999"], cneeds=["BETWEEN 4000 AND 5999"])

sc(15, "fiscal-calendar", "literal", "reworded", "already_correct",
   T("Excel: fiscal quarter number for the date in A2. Our FY starts in July.",
     "Use `=ROUNDUP(MONTH(A2)/3,0)`. It maps months 1\u20133 to Q1, 4\u20136 to Q2 and so on.",
     "That's the calendar quarter. With a July start you have to shift six months first: =ROUNDUP(MONTH(EDATE(A2,-6))/3,0).",
     "=ROUNDUP(MONTH(A2)/3,0)", "=ROUNDUP(MONTH(EDATE(A2,-6))/3,0)"),
   R("I'm building the FQ helper column next to the order dates in A2:A5000 for the pivot \u2014 what goes in B2?",
     "Enter =ROUNDUP(MONTH(A2)/3,0) in B2 and double-click the fill handle. If you want labels like FQ1 in the pivot, use =\"FQ\"&ROUNDUP(MONTH(A2)/3,0) instead.",
     ["MONTH(EDATE(A2,-6))"], ["ROUNDUP(MONTH(A2)/3,0)"]),
   C("Fiscal quarter for the posting date in C2 on the journal sheet?",
     "=ROUNDUP(MONTH(EDATE(C2,-6))/3,0) \u2014 EDATE moves July back to January, so July\u2013September come out as fiscal Q1."),
   fix=[("ROUNDUP(MONTH(A2)/3,0)", "ROUNDUP(MONTH(EDATE(A2,-6))/3,0)")],
   cneeds=["MONTH(EDATE(C2,-6))"])

sc(16, "kpi-definitions", "literal", "code_block", "lookalike",
   T("SQL for monthly active users from app.user_events as of today.",
     "```sql\nSELECT COUNT(DISTINCT user_id) AS mau\nFROM app.user_events\nWHERE event_at >= CURRENT_DATE - INTERVAL '30 days';\n```",
     "Our MAU definition is a 28-day window, not 30 \u2014 it keeps the weekday mix identical month to month.",
     "INTERVAL '30 days'", "INTERVAL '28 days'"),
   R("Active users by plan tier, same definition.",
     "```sql\nSELECT a.plan_tier,\n       COUNT(DISTINCT e.user_id) AS active_users\nFROM app.user_events e\nJOIN app.accounts a ON a.id = e.account_id\nWHERE e.event_at >= CURRENT_DATE - INTERVAL '30 days'\nGROUP BY a.plan_tier;\n```",
     ["INTERVAL '28 days'"], ["INTERVAL '30 days'"]),
   C("List invoices more than 30 days past due for the collections report.",
     "```sql\nSELECT invoice_id, customer_id, due_date, open_amount\nFROM finance.ar_invoices\nWHERE status = 'open'\n  AND due_date < CURRENT_DATE - INTERVAL '30 days'\nORDER BY due_date;\n```"),
   fix=[("INTERVAL '30 days'", "INTERVAL '28 days'")],
   cflags=["INTERVAL '28 days'"], cneeds=["INTERVAL '30 days'"])

sc(17, "tableau", "literal", "casing", "lookalike",
   T("Tableau calc to bucket deal size: under 10k Small, under 100k Mid, otherwise Large.",
     "```\nIF SUM([Amount]) < 10000 THEN \"Small\"\nELSE IF SUM([Amount]) < 100000 THEN \"Mid\"\nELSE \"Large\"\nEND\n```",
     "ELSEIF is one word in Tableau. ELSE IF starts a nested IF that needs its own END, so this doesn't validate.",
     "ELSE IF", "ELSEIF"),
   R("similar bucketing for discount: below 5% low, below 20% medium, otherwise high",
     "```\nif AVG([Discount]) < 0.05 then \"Low\"\nelse if AVG([Discount]) < 0.2 then \"Medium\"\nelse \"High\"\nend\n```\n\nTableau keywords aren't case-sensitive, so lowercase works too.",
     [r"re:(?i)elseif"], [r"re:(?i)else if\b"]),
   C("Calc for the reporting region: use the override region when it's set, otherwise the billing region, and 'Unassigned' if both are null.",
     "```\nIF NOT ISNULL([Region Override]) THEN [Region Override]\nELSE IFNULL([Billing Region], \"Unassigned\")\nEND\n```"),
   fix=[("else if", "elseif")],
   cflags=[r"re:(?i)else if\b", "ELSEIFNULL"], cneeds=["ELSE IFNULL("])

sc(18, "tableau", "literal", "code_block", "already_correct",
   T("tabcmd command to log in to our Tableau Server finance site as svc_tableau.",
     "```sh\ntabcmd login -s https://tableau.acme.internal -t Finance -u svc_tableau --password-file ~/.tab_pw\n```",
     "The site ID is fin-reporting. Finance is only the display name and -t needs the ID.",
     "-t Finance", "-t fin-reporting"),
   R("How do I refresh the Revenue Daily extract from a cron job?",
     "```sh\ntabcmd login -s https://tableau.acme.internal -t Finance -u svc_tableau --password-file ~/.tab_pw\ntabcmd refreshextracts --datasource \"Revenue Daily\" --synchronous\ntabcmd logout\n```",
     ["-t fin-reporting"], ["-t Finance"]),
   C("Command to publish revenue.twbx to the Month End project on our finance site?",
     "```sh\ntabcmd login -s https://tableau.acme.internal -t fin-reporting -u svc_tableau --password-file ~/.tab_pw\ntabcmd publish revenue.twbx --project \"Month End\" --overwrite\n```"),
   fix=[("-t Finance", "-t fin-reporting")],
   cneeds=["-t fin-reporting"])

sc(19, "tableau", "literal", "code_block", "same_topic",
   T("curl to sign in to the Tableau REST API on our server (2023.1).",
     "```sh\ncurl -s -X POST https://tableau.acme.internal/api/3.4/auth/signin \\\n  -H 'Content-Type: application/json' -H 'Accept: application/json' \\\n  -d '{\"credentials\": {\"personalAccessTokenName\": \"ci\", \"personalAccessTokenSecret\": \"'\"$TAB_PAT\"'\", \"site\": {\"contentUrl\": \"fin-reporting\"}}}'\n```",
     "/api/3.19/ \u2014 we're on 2023.1. 3.4 is the 2019.2 version.",
     "/api/3.4/", "/api/3.19/"),
   R("How do I list the workbooks on the site with the REST API once I have the token?",
     "```sh\ncurl -s \"https://tableau.acme.internal/api/3.4/sites/$SITE_ID/workbooks?pageSize=1000\" \\\n  -H \"X-Tableau-Auth: $TOKEN\" -H 'Accept: application/json'\n```",
     ["/api/3.19/"], ["/api/3.4/"]),
   C("Where do I get the site ID for those REST calls?",
     "It's in the sign-in response: credentials.site.id, a GUID. The contentUrl you sent (fin-reporting) is a different thing; the endpoints under /sites/ want the GUID."),
   fix=[("/api/3.4/", "/api/3.19/")])

sc(20, "power-bi-service", "literal", "reworded", "lookalike",
   T("How often can we schedule the Finance semantic model to refresh in the Power BI service?",
     "You can schedule up to 48 refreshes a day, so every 30 minutes during business hours is fine.",
     "48 is Premium. We're on Pro (shared capacity), which caps scheduled refresh at 8 a day.",
     "up to 48 refreshes a day", "up to 8 refreshes a day"),
   R("Could we refresh the AR aging report every hour from 8 to 6 then?",
     "Yes \u2014 our workspace allows up to 48 refreshes a day, so hourly slots from 08:00 to 18:00 fit easily.",
     ["up to 8 refreshes a day"], ["48"]),
   C("What would moving the Finance workspace to Premium Per User actually buy us?",
     "Mainly refresh headroom and size: PPU allows up to 48 scheduled refreshes a day instead of 8, semantic models up to 100 GB, and deployment pipelines."),
   fix=[("Yes \u2014 our workspace allows up to 48 refreshes a day, so hourly slots from 08:00 to 18:00 fit easily.",
         "No \u2014 our workspace allows up to 8 refreshes a day, so hourly slots from 08:00 to 18:00 won't fit.")],
   cflags=["instead of 48", "up to 8 scheduled refreshes"], cneeds=["48 scheduled refreshes a day"])

sc(21, "tableau", "literal", "reworded", "same_topic",
   T("We're on Tableau 2023.3. What file do I get when I extract the Orders data source locally?",
     "Tableau writes a .tde file (Tableau Data Extract) next to the workbook, e.g. Orders.tde, and a packaged .twbx bundles it.",
     "Extracts have been .hyper since 10.5, and we're way past that. .tde is gone.",
     ".tde", ".hyper"),
   R("Can our Python pipeline write the extract file directly instead of refreshing it in Tableau?",
     "Yes. Use the Tableau Hyper API to build Orders.tde from the pandas frame and publish it with tableauserverclient, so the server never runs the refresh itself.",
     ["Orders.hyper"], [".tde"]),
   C("How big can an extract get before it becomes a problem on Tableau Server?",
     "There's no hard size cap, but refresh time and backgrounder memory are the real limits. Past roughly a billion rows, aggregate the extract or switch it to incremental refresh on a date column."),
   fix=[(".tde", ".hyper")])

sc(22, "metabase", "literal", "code_block", "already_correct",
   T("docker-compose environment for Metabase with the Postgres application database on pg-meta-01.",
     "```yaml\nenvironment:\n  MB_DB_TYPE: postgres\n  MB_DB_NAME: metabase\n  MB_DB_PORT: 5432\n  MB_DB_USER: metabase\n  MB_DB_PASS: ${MB_DB_PASS}\n  MB_DB_HOST: pg-meta-01.acme.internal\n```",
     "MB_DB_DBNAME.",
     "MB_DB_NAME: metabase", "MB_DB_DBNAME: metabase"),
   R("Same thing as a docker run command for the staging box?",
     "```sh\ndocker run -d --name metabase -p 3001:3001 \\\n  -e MB_JETTY_PORT=3001 \\\n  -e MB_DB_TYPE=postgres \\\n  -e MB_DB_NAME=metabase \\\n  -e MB_DB_PORT=5432 \\\n  -e MB_DB_USER=metabase \\\n  -e MB_DB_PASS=\"$MB_DB_PASS\" \\\n  -e MB_DB_HOST=pg-meta-01.acme.internal \\\n  metabase/metabase:v0.50.20\n```",
     ["MB_DB_DBNAME=metabase"], ["MB_DB_NAME"]),
   C("What does the Kubernetes secret for Metabase's application database need?",
     "```yaml\nstringData:\n  MB_DB_TYPE: postgres\n  MB_DB_DBNAME: metabase\n  MB_DB_HOST: pg-meta-01.acme.internal\n  MB_DB_PORT: \"5432\"\n  MB_DB_USER: metabase\n  MB_DB_PASS: <from vault>\n```"),
   fix=[("MB_DB_NAME=", "MB_DB_DBNAME=")],
   cneeds=["MB_DB_DBNAME: metabase"], literal="MB_DB_NAME")

sc(23, "power-bi-service", "literal", "code_block", "lookalike",
   T("PowerShell to trigger a refresh of the Finance semantic model through the Power BI REST API.",
     "```powershell\nConnect-PowerBIServiceAccount\n$ws = 'a1f3c9e2-5b7d-4c1e-9f0a-2d8e6b4c7a10'\n$ds = '7c2e91d4-0b3a-4f6e-8d21-5e9a3c1b7f64'\nInvoke-PowerBIRestMethod -Method Post -Url \"groups/$ws/datasets/$ds/refresh\"\n```",
     "The endpoint is /refreshes, plural. /refresh gives a 404.",
     "datasets/$ds/refresh\"", "datasets/$ds/refreshes\""),
   R("How do I check whether the last refresh of that model succeeded?",
     "```powershell\n$r = Invoke-PowerBIRestMethod -Method Get -Url \"groups/$ws/datasets/$ds/refresh?`$top=1\" | ConvertFrom-Json\n$r.value[0].status\n```\n\nstatus is Completed or Failed, and Unknown while it's still running.",
     ["/refreshes?"], [r"re:/refresh(?![A-Za-z])"]),
   C("And how do I read the model's current refresh schedule?",
     "```powershell\nInvoke-PowerBIRestMethod -Method Get -Url \"groups/$ws/datasets/$ds/refreshSchedule\" | ConvertFrom-Json\n```\n\nYou get days, times, localTimeZoneId and whether the schedule is enabled."),
   fix=[("/refresh?", "/refreshes?")],
   cflags=["refreshesSchedule", r"re:/refresh(?![A-Za-z])"], cneeds=["/refreshSchedule"],
   literal="datasets/$ds/refresh")

sc(24, "looker-lookml", "literal", "code_block", "same_topic",
   T("Datagroup that rebuilds our PDTs after the nightly ETL finishes.",
     "```lookml\ndatagroup: nightly_etl {\n  sql_trigger: SELECT MAX(finished_at) FROM etl.job_runs ;;\n  max_cache_age: \"24 hours\"\n}\n```",
     "Deployed that to dev, thanks. The audit table is ops.etl_runs now though \u2014 etl.job_runs was the old Airflow one and got dropped in March.",
     "etl.job_runs", "ops.etl_runs"),
   R("Also need a datagroup for the hourly orders load; the job is named orders_hourly.",
     "```lookml\ndatagroup: orders_hourly {\n  sql_trigger: SELECT MAX(finished_at) FROM etl.job_runs WHERE job_name = 'orders_hourly' ;;\n  max_cache_age: \"2 hours\"\n}\n```",
     ["ops.etl_runs"], ["etl.job_runs"]),
   C("How do I make the orders explore use that nightly datagroup for caching?",
     "```lookml\nexplore: orders {\n  persist_with: nightly_etl\n}\n```\n\nQueries on the explore are then cached until the trigger value changes or 24 hours pass."),
   fix=[("etl.job_runs", "ops.etl_runs")])

sc(25, "fiscal-calendar", "literal", "reworded", "unrelated",
   T("How many weeks are in each period of fiscal Q1 in the stores' retail calendar?",
     "The retail calendar follows a 5-4-4 pattern, so the July period has 5 weeks and August and September have 4 each.",
     "4-4-5.",
     "5-4-4", "4-4-5"),
   R("For the retail calendar doc: which pattern do the stores' fiscal quarters follow?",
     "Each fiscal quarter follows the 5-4-4 pattern: the first period of the quarter has five weeks and the other two have four, giving 13 weeks per quarter.",
     ["4-4-5"], ["5-4-4"]),
   C("Python: read a CSV with semicolon separators and comma decimals into pandas.",
     "```python\nimport pandas as pd\n\ndf = pd.read_csv(\"export.csv\", sep=\";\", decimal=\",\", thousands=\".\")\n```"),
   fix=[("the 5-4-4 pattern: the first period of the quarter has five weeks and the other two have four",
         "the 4-4-5 pattern: the first two periods of the quarter have four weeks and the last has five")])

sc(26, "power-bi-dax", "literal", "casing", "already_correct",
   T("RLS role so regional managers only see their region. dim_region_access has manager_email and region_key.",
     "Add this filter to the role on dim_region_access:\n\n```dax\n[manager_email] = USERNAME()\n```\n\nThen relate dim_region_access[region_key] to dim_region[region_key].",
     "Use USERPRINCIPALNAME(). USERNAME() returns DOMAIN\\user in Desktop, so View as role never matches the email column.",
     "USERNAME()", "USERPRINCIPALNAME()"),
   R("Same pattern for cost center owners: dim_cc_access(owner_email, cost_center).",
     "Role filter on dim_cc_access:\n\n```dax\n[owner_email] = username()\n```\n\nDAX function names aren't case-sensitive, so this behaves the same as the uppercase version.",
     [r"re:(?i)userprincipalname\(\)"], [r"re:(?i)\busername\(\)"]),
   C("Filter expression for the sales rep role on dim_rep (rep_email)?",
     "```dax\n[rep_email] = USERPRINCIPALNAME()\n```\n\nIn the service it returns the signed-in user's UPN, which matches the email column."),
   fix=[("username()", "userprincipalname()")],
   cneeds=["[rep_email] = USERPRINCIPALNAME()"])

sc(27, "tableau", "literal", "code_block", "lookalike",
   T("Tableau: first purchase date per customer for a cohort chart.",
     "```\n{ INCLUDE [Customer ID] : MIN([Order Date]) }\n```\n\nPut it on Columns as a continuous month and COUNTD([Customer ID]) on Rows.",
     "INCLUDE gets recomputed with whatever else is in the view, so the first order date shifts as soon as someone adds Category. Make it FIXED.",
     "{ INCLUDE [Customer ID] : MIN([Order Date]) }", "{ FIXED [Customer ID] : MIN([Order Date]) }"),
   R("Customer lifetime sales regardless of what's in the view \u2014 for a histogram.",
     "```\n{ INCLUDE [Customer ID] : SUM([Sales]) }\n```\n\nRight-click it > Create > Bins with a bin size of 500 for the histogram.",
     ["{ FIXED [Customer ID] : SUM([Sales]) }"], ["INCLUDE"]),
   C("Average order value by region, where each order's total is summed first.",
     "```\nAVG({ INCLUDE [Order ID] : SUM([Sales]) })\n```\n\nWith Region in the view, INCLUDE adds Order ID to the view's level of detail, sums each order, and AVG then averages those order totals per region."),
   fix=[("INCLUDE", "FIXED")],
   cflags=["FIXED"], cneeds=["{ INCLUDE [Order ID] : SUM([Sales]) }"], literal="{ INCLUDE [Customer ID]")

sc(28, "power-query", "literal", "reworded", "lookalike",
   T("Power Query source step for the Snowflake connection in the Finance model?",
     "```m\nSource = Snowflake.Databases(\"acme.eu-central-1.snowflakecomputing.com\", \"COMPUTE_WH\", [Role = \"BI_READER\"])\n```",
     "BI tools go through REPORTING_WH. COMPUTE_WH is for the dbt jobs and gets suspended outside the run windows.",
     "\"COMPUTE_WH\"", "\"REPORTING_WH\""),
   R("What do I enter in Tableau's Snowflake connector dialog?",
     "Server: acme.eu-central-1.snowflakecomputing.com, Role: BI_READER, Warehouse: COMPUTE_WH, then pick the ANALYTICS database and the MARTS schema. Use OAuth if your Tableau Server site has it configured.",
     ["Warehouse: REPORTING_WH"], ["COMPUTE_WH"]),
   C("dbt profiles.yml target for prod on Snowflake?",
     "```yaml\nacme:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: acme.eu-central-1\n      user: svc_dbt\n      authenticator: snowflake_jwt\n      private_key_path: /secrets/dbt_rsa_key.p8\n      role: TRANSFORMER\n      warehouse: COMPUTE_WH\n      database: ANALYTICS\n      schema: MARTS\n      threads: 8\n```"),
   fix=[("COMPUTE_WH", "REPORTING_WH")],
   cflags=["REPORTING_WH"], cneeds=["warehouse: COMPUTE_WH"], literal="COMPUTE_WH")

# =====================================================================  paraphrase
sc(29, "tableau", "paraphrase", "other_identifier", "lookalike",
   T("Tableau: the invoice date comes in as text like 2025-03-14. How do I turn it into a date?",
     "```\nDATEPARSE(\"yyyy-mm-dd\", [Invoice Date Str])\n```",
     "mm is minutes in DATEPARSE. Month is MM, so \"yyyy-MM-dd\".",
     "\"yyyy-mm-dd\"", "\"yyyy-MM-dd\""),
   R("The German subsidiary's posting dates look like 14.03.2025, same thing?",
     "```\nDATEPARSE(\"dd.mm.yyyy\", [Posting Date Str])\n```",
     ["\"dd.MM.yyyy\""], ["\"dd.mm.yyyy\""]),
   C("Event timestamps come as 2025-03-14 09:45. Parse them to a datetime?",
     "```\nDATEPARSE(\"yyyy-MM-dd HH:mm\", [Event Ts Str])\n```\n\nMM is the month, HH the 24-hour hour and mm the minutes."),
   fix=[("\"dd.mm.yyyy\"", "\"dd.MM.yyyy\"")],
   cflags=["yyyy-mm", "HH:MM"], cneeds=["\"yyyy-MM-dd HH:mm\""])

sc(30, "excel", "paraphrase", "code_block", "lookalike",
   T("Excel: week number for the date in A2 for the weekly finance report.",
     "`=WEEKNUM(A2, 2)` \u2014 return type 2 starts the weeks on Monday.",
     "Shouldn't that be return type 21? Finance reports on ISO weeks; with 2, Jan 1 is always week 1 and our numbers drift from the ERP.",
     "=WEEKNUM(A2, 2)", "=WEEKNUM(A2, 21)"),
   R("Calculated column for the week number in the Power BI date table, same numbering as the Excel report.",
     "```dax\nWeek Number = WEEKNUM ( 'Date'[Date], 2 )\n```\n\nAdd it to the date table and sort the week labels by it.",
     [r"re:WEEKNUM \( 'Date'\[Date\], 21 \)"], [r"re:WEEKNUM \([^)]*, 2 \)"]),
   C("And the weekday number with Monday as 1, in column C?",
     "`=WEEKDAY(A2, 2)` \u2014 return type 2 gives Monday = 1 through Sunday = 7."),
   fix=[("'Date'[Date], 2 )", "'Date'[Date], 21 )")],
   cflags=["WEEKDAY(A2, 21)", "WEEKNUM"], cneeds=["=WEEKDAY(A2, 2)"])

sc(31, "excel", "paraphrase", "reordered_args", "lookalike",
   T("Sum of column C where the region in column B is West, in Excel.",
     "`=SUMIFS(B:B,\"West\",C:C)`",
     "SUMIFS takes the sum range first: =SUMIFS(C:C,B:B,\"West\").",
     "=SUMIFS(B:B,\"West\",C:C)", "=SUMIFS(C:C,B:B,\"West\")"),
   R("On the Data sheet, total tblSales[Revenue] for rows where Segment is Enterprise \u2014 structured references please.",
     "`=SUMIFS(tblSales[Segment],\"Enterprise\",tblSales[Revenue])`",
     ["=SUMIFS(tblSales[Revenue],tblSales[Segment],\"Enterprise\")"], ["=SUMIFS(tblSales[Segment]"]),
   C("Older workbook, single condition: the SUMIF version for West in B with amounts in C?",
     "`=SUMIF(B:B,\"West\",C:C)` \u2014 SUMIF takes range, criteria, and the sum range last."),
   fix=[("=SUMIFS(tblSales[Segment],\"Enterprise\",tblSales[Revenue])",
         "=SUMIFS(tblSales[Revenue],tblSales[Segment],\"Enterprise\")")],
   cflags=["SUMIF(C:C", "SUMIFS"], cneeds=["=SUMIF(B:B,\"West\",C:C)"])

sc(32, "metabase", "paraphrase", "other_identifier", "lookalike",
   T("Metabase native query: orders filtered by a Field Filter variable on created_at.",
     "```sql\nSELECT *\nFROM orders\nWHERE created_at = {{created_at}}\n```\n\nSet the variable type to Field Filter and map it to Orders \u2192 Created At.",
     "With a Field Filter you don't write the column or the operator, Metabase generates them. It's just WHERE {{created_at}}.",
     "WHERE created_at = {{created_at}}", "WHERE {{created_at}}"),
   R("Add a Field Filter on region to the revenue query, mapped to Customers \u2192 Region.",
     "```sql\nSELECT date_trunc('month', ol.shipped_at) AS month, SUM(ol.net_amount) AS revenue\nFROM order_lines ol\nJOIN customers c ON c.id = ol.customer_id\nWHERE 1 = 1\n  AND c.region = {{region}}\nGROUP BY 1\n```\n\nVariable type: Field Filter, mapped to Customers \u2192 Region, widget type String.",
     ["AND {{region}}"], ["= {{region}}"]),
   C("Add a plain Text variable so people can type an order status.",
     "```sql\nSELECT *\nFROM orders\nWHERE status = {{status}}\n```\n\nSet the variable type to Text. Metabase substitutes the typed value as a quoted string, so the comparison stays in your SQL."),
   fix=[("AND c.region = {{region}}", "AND {{region}}")],
   cflags=["WHERE {{status}}"], cneeds=["status = {{status}}"])

sc(33, "looker-lookml", "paraphrase", "renamed_identifier", "lookalike",
   T("In the orders view, add a dimension for days between created and shipped. created and shipped are dimension_groups of type time.",
     "```lookml\ndimension: days_to_ship {\n  type: number\n  sql: DATEDIFF(day, ${created.date}, ${shipped.date}) ;;\n}\n```",
     "dimension_group timeframes are referenced with an underscore, ${created_date} and ${shipped_date}. The dot form doesn't resolve.",
     "${created.date}, ${shipped.date}", "${created_date}, ${shipped_date}"),
   R("Same kind of thing for support tickets: hours between opened and resolved (both dimension_groups with the time timeframe).",
     "```lookml\ndimension: hours_to_resolve {\n  type: number\n  sql: DATEDIFF(hour, ${opened.time}, ${resolved.time}) ;;\n}\n```",
     ["${opened_time}", "${resolved_time}"], ["${opened.time}", "${resolved.time}"]),
   C("In the order_items view, reference the parent order's created date from the orders view.",
     "```lookml\ndimension: order_created_date {\n  type: date\n  sql: ${orders.created_date} ;;\n}\n```\n\nThe view name before the dot is required when you reference a field from another view in the explore."),
   fix=[("${opened.time}", "${opened_time}"), ("${resolved.time}", "${resolved_time}")],
   cflags=[r"re:\$\{created\.", "${orders_created_date}"], cneeds=["${orders.created_date}"])

sc(34, "dbt-semantic-layer", "paraphrase", "code_block", "lookalike",
   T("dbt semantic layer: a metric for revenue from completed orders only.",
     "```yaml\nmetrics:\n  - name: completed_revenue\n    label: Completed revenue\n    type: simple\n    type_params:\n      measure: revenue\n    filter: |\n      {{ Dimension('status') }} = 'completed'\n```",
     "Dimensions in metric filters need the entity prefix, so Dimension('order__status'). Without it MetricFlow can't resolve the dimension.",
     "Dimension('status')", "Dimension('order__status')"),
   R("And a metric for web-channel revenue \u2014 channel is a categorical dimension on the orders semantic model.",
     "```yaml\nmetrics:\n  - name: web_revenue\n    label: Web revenue\n    type: simple\n    type_params:\n      measure: revenue\n    filter: |\n      {{ Dimension('channel') }} = 'web'\n```",
     ["Dimension('order__channel')"], ["Dimension('channel')"]),
   C("Saved query for web revenue by month and customer region, for the exports.",
     "```yaml\nsaved_queries:\n  - name: monthly_web_revenue\n    query_params:\n      metrics:\n        - web_revenue\n      group_by:\n        - TimeDimension('metric_time', 'month')\n        - Dimension('customer__region')\n```"),
   fix=[("Dimension('channel')", "Dimension('order__channel')")],
   cflags=["order__metric_time", "order__customer"], cneeds=["TimeDimension('metric_time', 'month')"])

sc(35, "excel", "paraphrase", "other_identifier", "lookalike",
   T("Power Pivot: calculated column on Customers with each customer's total sales amount.",
     "```dax\n=RELATED(Sales[Amount])\n```",
     "RELATED only goes from the many side to the one side. From Customers you need RELATEDTABLE, e.g. =SUMX(RELATEDTABLE(Sales), Sales[Amount]).",
     "=RELATED(Sales[Amount])", "=SUMX(RELATEDTABLE(Sales), Sales[Amount])"),
   R("Also a column on Products with the total units sold.",
     "```dax\n=RELATED(Sales[Quantity])\n```",
     ["RELATEDTABLE(Sales)"], ["RELATED(Sales[Quantity])"]),
   C("Calculated column on Sales with the customer's segment from Customers.",
     "```dax\n=RELATED(Customers[Segment])\n```\n\nSales is on the many side of the relationship, so RELATED can fetch the one matching customer row."),
   fix=[("=RELATED(Sales[Quantity])", "=SUMX(RELATEDTABLE(Sales), Sales[Quantity])")],
   cflags=["RELATEDTABLE"], cneeds=["=RELATED(Customers[Segment])"])

sc(36, "power-query", "paraphrase", "code_block", "same_topic",
   T("Power Query: round the Amount column to 2 decimals before loading.",
     "```m\n= Table.TransformColumns(Source, {{\"Amount\", each Number.Round(_, 2), type number}})\n```",
     "Thanks! Note Number.Round defaults to banker's rounding; finance rounds halves away from zero, so it needs RoundingMode.AwayFromZero or the totals drift by cents against the ERP.",
     "Number.Round(_, 2)", "Number.Round(_, 2, RoundingMode.AwayFromZero)"),
   R("Same for the VAT column in the invoices query, it's a custom column computed as [Net] * 0.19.",
     "```m\n= Table.AddColumn(Invoices, \"VAT\", each Number.Round([Net] * 0.19, 2), type number)\n```",
     ["RoundingMode.AwayFromZero"], [r"re:Number\.Round\(\[Net\] \* 0\.19, 2\)"]),
   C("And in the DAX layer, rounding the margin % to one decimal place?",
     "```dax\nMargin % Rounded = ROUND ( [Margin %], 3 )\n```\n\nDAX ROUND already rounds halves away from zero; three decimals on the ratio is one decimal once it's formatted as a percentage."),
   fix=[("Number.Round([Net] * 0.19, 2)", "Number.Round([Net] * 0.19, 2, RoundingMode.AwayFromZero)")])

sc(37, "dbt-semantic-layer", "paraphrase", "other_identifier", "same_topic",
   T("dbt semantic layer: month-to-date revenue metric.",
     "```yaml\nmetrics:\n  - name: revenue_mtd\n    label: Revenue MTD\n    type: cumulative\n    type_params:\n      measure: revenue\n      window: 1 month\n```",
     "window: 1 month is a rolling month. Month-to-date resets on the 1st, that's grain_to_date: month.",
     "window: 1 month", "grain_to_date: month"),
   R("Now quarter-to-date revenue the same way.",
     "```yaml\nmetrics:\n  - name: revenue_qtd\n    label: Revenue QTD\n    type: cumulative\n    type_params:\n      measure: revenue\n      window: 1 quarter\n```",
     ["grain_to_date: quarter"], ["window: 1 quarter"]),
   C("How do I query revenue_mtd by day for March?",
     "```sh\ndbt sl query --metrics revenue_mtd --group-by metric_time__day --start-time '2025-03-01' --end-time '2025-03-31'\n```"),
   fix=[("window: 1 quarter", "grain_to_date: quarter")])

sc(38, "kpi-definitions", "paraphrase", "equivalent_construct", "lookalike",
   T("DAX measure for gross margin %.",
     "```dax\nGross Margin % =\nDIVIDE ( [Revenue] - [COGS], [COGS] )\n```",
     "That's markup. Margin is over revenue: DIVIDE([Revenue] - [COGS], [Revenue]).",
     "DIVIDE ( [Revenue] - [COGS], [COGS] )", "DIVIDE ( [Revenue] - [COGS], [Revenue] )"),
   R("Tableau version of gross margin % for the product category sheet? The fields are [Sales] and [Cost].",
     "```\n(SUM([Sales]) - SUM([Cost])) / SUM([Cost])\n```\n\nFormat it as a percentage with one decimal.",
     ["/ SUM([Sales])"], ["/ SUM([Cost])"]),
   C("The pricing team wants markup % on cost as a DAX measure.",
     "```dax\nMarkup % =\nDIVIDE ( [Revenue] - [COGS], [COGS] )\n```\n\nMarkup is expressed over cost, so a 40% markup is a 28.6% margin."),
   fix=[(") / SUM([Cost])", ") / SUM([Sales])")],
   cflags=["DIVIDE ( [Revenue] - [COGS], [Revenue] )"], cneeds=["DIVIDE ( [Revenue] - [COGS], [COGS] )"])

sc(39, "kpi-definitions", "paraphrase", "renamed_identifier", "lookalike",
   T("SQL for net revenue retention per quarter from finance.mrr_movements (start_mrr, new_mrr, expansion_mrr, contraction_mrr, churned_mrr).",
     "```sql\nSELECT fiscal_quarter,\n       (SUM(start_mrr) + SUM(new_mrr) + SUM(expansion_mrr)\n        - SUM(contraction_mrr) - SUM(churned_mrr)) / SUM(start_mrr) AS nrr\nFROM finance.mrr_movements\nGROUP BY fiscal_quarter;\n```",
     "New logos don't belong in NRR. It's only the starting cohort: start + expansion - contraction - churn, over start. Drop new_mrr.",
     "SUM(start_mrr) + SUM(new_mrr) + SUM(expansion_mrr)", "SUM(start_mrr) + SUM(expansion_mrr)"),
   R("Same NRR by customer segment, from the dbt model fct_arr_bridge (opening_arr, new_logo_arr, upsell_arr, downsell_arr, lost_arr).",
     "```sql\nSELECT segment,\n       (SUM(opening_arr) + SUM(new_logo_arr) + SUM(upsell_arr)\n        - SUM(downsell_arr) - SUM(lost_arr)) / SUM(opening_arr) AS nrr\nFROM analytics.fct_arr_bridge\nGROUP BY segment;\n```",
     [r"re:SUM\(opening_arr\) \+ SUM\(upsell_arr\)"], ["new_logo_arr"]),
   C("Ending MRR per quarter for the MRR bridge chart, same table.",
     "```sql\nSELECT fiscal_quarter,\n       SUM(start_mrr) + SUM(new_mrr) + SUM(expansion_mrr)\n       - SUM(contraction_mrr) - SUM(churned_mrr) AS end_mrr\nFROM finance.mrr_movements\nGROUP BY fiscal_quarter;\n```\n\nThe bridge walks from starting MRR through every movement, new logos included, to the closing balance."),
   fix=[("SUM(opening_arr) + SUM(new_logo_arr) + SUM(upsell_arr)", "SUM(opening_arr) + SUM(upsell_arr)")],
   cflags=["/ SUM(start_mrr)", "AS nrr"], cneeds=["SUM(start_mrr) + SUM(new_mrr) + SUM(expansion_mrr)"])

sc(40, "kpi-definitions", "paraphrase", "renamed_identifier", "same_topic",
   T("QoQ revenue growth % measure; I already have [Revenue] and [Revenue PQ].",
     "```dax\nRevenue QoQ % =\nDIVIDE ( [Revenue] - [Revenue PQ], [Revenue] )\n```",
     "growth is relative to the prior quarter, so the denominator should be [Revenue PQ]",
     "DIVIDE ( [Revenue] - [Revenue PQ], [Revenue] )", "DIVIDE ( [Revenue] - [Revenue PQ], [Revenue PQ] )"),
   R("And year-over-year growth for gross profit? The measures are [Gross Profit] and [Gross Profit PY].",
     "```dax\nGross Profit YoY % =\nDIVIDE ( [Gross Profit] - [Gross Profit PY], [Gross Profit] )\n```",
     [r"re:DIVIDE\s*\(\s*\[Gross Profit\]\s*-\s*\[Gross Profit PY\],\s*\[Gross Profit PY\]\s*\)"],
     [r"re:\[Gross Profit PY\],\s*\[Gross Profit\]\s*\)"]),
   C("How do I build [Revenue PQ] itself?",
     "```dax\nRevenue PQ =\nCALCULATE ( [Revenue], DATEADD ( 'Date'[Date], -1, QUARTER ) )\n```"),
   fix=[("[Gross Profit PY], [Gross Profit] )", "[Gross Profit PY], [Gross Profit PY] )")])

sc(41, "power-bi-dax", "paraphrase", "code_block", "same_topic",
   T("DAX rank of products by sales for a table visual.",
     "```dax\nProduct Rank =\nRANKX ( 'Product', [Sales] )\n```",
     "Every row comes out as 1 \u2014 inside the visual 'Product' is already filtered to the current product. It needs ALL ( 'Product'[Product Name] ).",
     "RANKX ( 'Product', [Sales] )", "RANKX ( ALL ( 'Product'[Product Name] ), [Sales] )"),
   R("Rank customers by revenue in the customer matrix.",
     "```dax\nCustomer Rank =\nRANKX ( Customer, [Revenue], , DESC, Dense )\n```",
     [r"re:RANKX \( ALL(SELECTED)? \("], ["RANKX ( Customer,"]),
   C("How do I show the product rank only on product rows and leave the total blank?",
     "```dax\nProduct Rank =\nIF (\n    ISINSCOPE ( 'Product'[Product Name] ),\n    RANKX ( ALL ( 'Product'[Product Name] ), [Sales] )\n)\n```"),
   fix=[("RANKX ( Customer,", "RANKX ( ALL ( Customer[Customer Name] ),")])

sc(42, "kpi-definitions", "paraphrase", "renamed_identifier", "already_correct",
   T("Monthly customer churn rate in SQL from kpi.customer_monthly (customers_start_of_month, customers_end_of_month, customers_lost).",
     "```sql\nSELECT month,\n       customers_lost::numeric / customers_end_of_month AS churn_rate\nFROM kpi.customer_monthly\nORDER BY month;\n```",
     "Churn is over customers at the start of the month, not the end. That's how finance reports it to the board.",
     "customers_lost::numeric / customers_end_of_month", "customers_lost::numeric / customers_start_of_month"),
   R("Quarterly churn in Tableau \u2014 the fields are [Customers Start of Quarter], [Customers End of Quarter] and [Customers Lost].",
     "```\nSUM([Customers Lost]) / SUM([Customers End of Quarter])\n```\n\nFormat it as a percentage.",
     ["/ SUM([Customers Start of Quarter])"], ["/ SUM([Customers End of Quarter])"]),
   C("Churn rate as a DAX measure? The model has [Customers Lost] and [Customers BoM].",
     "```dax\nChurn Rate =\nDIVIDE ( [Customers Lost], [Customers BoM] )\n```\n\nBoM is the beginning-of-month count, which is the denominator finance uses."),
   fix=[("/ SUM([Customers End of Quarter])", "/ SUM([Customers Start of Quarter])")],
   cneeds=["DIVIDE ( [Customers Lost], [Customers BoM] )"])

sc(43, "power-query", "paraphrase", "reworded", "same_topic",
   T("Power Query: add a week-start column from OrderDate.",
     "```m\n= Table.AddColumn(Sales, \"Week Start\", each Date.StartOfWeek([OrderDate]), type date)\n```",
     "Pass Day.Monday. Our reporting weeks start on Monday, and without the second argument it follows the culture of the machine, which is en-US on the gateway, so Sunday.",
     "Date.StartOfWeek([OrderDate])", "Date.StartOfWeek([OrderDate], Day.Monday)"),
   R("I need the week-ending date for shipments too, based on ShipDate.",
     "Add a custom column called Week End with the formula Date.EndOfWeek([ShipDate]) and set its type to date; it gives the last day of the week each shipment falls in.",
     ["Day.Monday"], ["Date.EndOfWeek([ShipDate])"]),
   C("And a month-start column from OrderDate?",
     "```m\n= Table.AddColumn(Sales, \"Month Start\", each Date.StartOfMonth([OrderDate]), type date)\n```"),
   fix=[("Date.EndOfWeek([ShipDate])", "Date.EndOfWeek([ShipDate], Day.Monday)")])

sc(44, "kpi-definitions", "paraphrase", "equivalent_construct", "same_topic",
   T("Tableau calc for average order value.",
     "```\nSUM([Sales]) / COUNTD([Customer ID])\n```",
     "Looks good, but that's revenue per customer \u2014 AOV is per order, divide by COUNTD([Order ID]).",
     "COUNTD([Customer ID])", "COUNTD([Order ID])"),
   R("AOV as a Power BI measure \u2014 orders are in 'Order Header' with [Order Number] and [Customer ID].",
     "```dax\nAOV =\nDIVIDE ( [Net Sales], DISTINCTCOUNT ( 'Order Header'[Customer ID] ) )\n```",
     [r"re:DISTINCTCOUNT \( 'Order Header'\[Order Number\] \)|COUNTROWS \( 'Order Header' \)"],
     ["'Order Header'[Customer ID]"]),
   C("How do I show AOV only when there are at least 30 orders behind the mark?",
     "```\nIF COUNTD([Order ID]) >= 30 THEN SUM([Sales]) / COUNTD([Order ID]) END\n```"),
   fix=[("DISTINCTCOUNT ( 'Order Header'[Customer ID] )", "DISTINCTCOUNT ( 'Order Header'[Order Number] )")])

sc(45, "looker-lookml", "paraphrase", "other_identifier", "lookalike",
   T("Make sure the orders explore never includes test accounts.",
     "```lookml\nexplore: orders {\n  always_filter: {\n    filters: [users.is_test_account: \"no\"]\n  }\n}\n```",
     "always_filter shows up as a filter people can change to any value. For test accounts we use sql_always_where so nobody can switch it off: sql_always_where: NOT ${users.is_test_account} ;;",
     "always_filter: {\n    filters: [users.is_test_account: \"no\"]\n  }", "sql_always_where: NOT ${users.is_test_account} ;;"),
   R("Same for internal staff orders in the order_items explore, they should never show up.",
     "```lookml\nexplore: order_items {\n  always_filter: {\n    filters: [users.is_employee: \"no\"]\n  }\n}\n```",
     ["sql_always_where:"], [r"re:always_filter:\s*\{\s*filters: \[users\.is_employee"]),
   C("Default the order_items explore to the last 7 days, but let people change the range.",
     "```lookml\nexplore: order_items {\n  always_filter: {\n    filters: [order_items.created_date: \"7 days\"]\n  }\n}\n```\n\nPeople see the filter preset to 7 days and can change the value, but can't remove it."),
   fix=[("always_filter: {\n    filters: [users.is_employee: \"no\"]\n  }", "sql_always_where: NOT ${users.is_employee} ;;")],
   cflags=["sql_always_where"], cneeds=["always_filter: {"])

sc(46, "tableau", "paraphrase", "reordered_args", "same_topic",
   T("Tableau: days from order to shipment.",
     "```\nDATEDIFF('day', [Ship Date], [Order Date])\n```",
     "Start date goes first, then the end date: DATEDIFF('day', [Order Date], [Ship Date]). As written every value comes out negative.",
     "DATEDIFF('day', [Ship Date], [Order Date])", "DATEDIFF('day', [Order Date], [Ship Date])"),
   R("Hours from ticket creation to resolution for the support SLA dashboard.",
     "```\nDATEDIFF('hour', [Resolved At], [Created At])\n```\n\nAverage it per priority and compare against the 24-hour SLA.",
     ["DATEDIFF('hour', [Created At], [Resolved At])"], ["DATEDIFF('hour', [Resolved At], [Created At])"]),
   C("Expected delivery date is the order date plus 5 days \u2014 calc?",
     "```\nDATEADD('day', 5, [Order Date])\n```"),
   fix=[("DATEDIFF('hour', [Resolved At], [Created At])", "DATEDIFF('hour', [Created At], [Resolved At])")])

sc(47, "power-bi-dax", "paraphrase", "code_block", "lookalike",
   T("DAX: revenue for the same period last year so I can compare YTD.",
     "```dax\nRevenue LY =\nCALCULATE ( [Revenue], PREVIOUSYEAR ( 'Date'[Date] ) )\n```",
     "I think you want SAMEPERIODLASTYEAR here \u2014 PREVIOUSYEAR gives the whole prior year, so mid-year you'd compare 5 months against 12.",
     "PREVIOUSYEAR ( 'Date'[Date] )", "SAMEPERIODLASTYEAR ( 'Date'[Date] )"),
   R("Same period last year for units sold, for the variance column. The inventory model uses a 'Calendar' table.",
     "```dax\nUnits LY =\nCALCULATE ( SUM ( Stock[Units Sold] ), PREVIOUSYEAR ( 'Calendar'[Date] ) )\n\nUnits vs LY = [Units] - [Units LY]\n```",
     ["SAMEPERIODLASTYEAR ( 'Calendar'[Date] )"], ["PREVIOUSYEAR"]),
   C("The annual report needs last fiscal year's full revenue, whatever date is selected.",
     "```dax\nRevenue Prior FY =\nCALCULATE ( [Revenue], PREVIOUSYEAR ( 'Date'[Date], \"6/30\" ) )\n```\n\nPREVIOUSYEAR returns every date of the prior fiscal year ending 30 June, which is what a full-year figure needs."),
   fix=[("PREVIOUSYEAR ( 'Calendar'[Date] )", "SAMEPERIODLASTYEAR ( 'Calendar'[Date] )")],
   cflags=["SAMEPERIODLASTYEAR"], cneeds=["PREVIOUSYEAR ( 'Date'[Date], \"6/30\" )"])

# =====================================================================  semantic
sc(48, "fiscal-calendar", "semantic", "prose_claim", "same_topic",
   T("What fiscal year does October 2024 fall in for us?",
     "October 2024 is in FY2024. Our fiscal year starts on 1 July and takes the name of the calendar year it starts in.",
     "We name fiscal years after the year they end in, so October 2024 is FY2025.",
     "FY2024", "FY2025"),
   R("Which fiscal year label should the February 2026 board pack use?",
     "Use FY2025: February 2026 falls in the fiscal year that began on 1 July 2025, and fiscal years carry the label of the year they start in.",
     ["FY2026"], ["FY2025", "year they start in"]),
   C("Which months make up fiscal Q2?",
     "Fiscal Q2 is October, November and December."),
   fix=[("Use FY2025", "Use FY2026"), ("the year they start in", "the year they end in")])

sc(49, "excel", "semantic", "prose_claim", "same_topic",
   T("Can I group the pivot's order dates into fiscal quarters starting in July?",
     "Yes. Right-click a date in the pivot, choose Group, select Quarters and Years, and set the starting month to July in the grouping dialog.",
     "There's no starting-month option in the Group dialog; it only does calendar quarters. You need a fiscal quarter helper column in the source table.",
     "set the starting month to July in the grouping dialog", "add a fiscal quarter helper column to the source table"),
   R("Can the pivot group the dates into our fiscal years directly?",
     "Sure: right-click any date in the row area, choose Group, tick Years, and set the fiscal year start month to July in the dialog. The pivot then rolls July\u2013June into one year.",
     [r"re:(?i)helper column"], [r"re:(?i)start month to July in the dialog"]),
   C("How do I group order dates by month and year in the pivot?",
     "Right-click a date in the rows, choose Group, select both Months and Years, and click OK. Selecting only Months would lump January of every year together."),
   fix=[("Sure: right-click any date in the row area, choose Group, tick Years, and set the fiscal year start month to July in the dialog. The pivot then rolls July\u2013June into one year.",
         "Not directly: the Group dialog only knows calendar years. Add a fiscal year helper column to the source table and put that in the rows instead.")])

sc(50, "excel", "semantic", "reworded", "lookalike",
   T("How do I get the number of unique customers per region in a pivot table?",
     "Drag Customer ID into Values and it will default to Count, which gives you the number of customers per region.",
     "Count counts rows, so repeat customers get counted again. You need Distinct Count, and that only appears if you tick \"Add this data to the Data Model\" when you create the pivot.",
     "it will default to Count, which gives you the number of customers per region",
     "set it to Distinct Count (tick Add this data to the Data Model when creating the pivot)"),
   R("Pivot showing how many different products each sales rep sold?",
     "Put Sales Rep in Rows and Product SKU in Values; Excel summarizes a text field with Count, so each rep's row shows how many products they sold.",
     ["Distinct Count", "Data Model"], [r"re:summarizes a text field with Count, so"]),
   C("Pivot with the number of order lines per region?",
     "Put Region in Rows and Order Line ID in Values. It defaults to Count, which is exactly the number of lines per region, since every source row is one line."),
   fix=[("Excel summarizes a text field with Count, so each rep's row shows how many products they sold.",
         "then set Value Field Settings to Distinct Count. It only shows up if the pivot was created with Add this data to the Data Model ticked.")],
   cflags=["Distinct Count"], cneeds=["defaults to Count"])

sc(51, "finance-definitions", "semantic", "prose_claim", "lookalike",
   T("How should I convert the EMEA subsidiary's revenue to USD for the monthly P&L?",
     "Join each invoice to fx.daily_spot on the invoice date and multiply amount_local by that day's rate, then sum by month.",
     "For the P&L finance uses the monthly average rate from fx.monthly_avg. Daily spot is only for revaluing balances at month end.",
     "Join each invoice to fx.daily_spot on the invoice date and multiply amount_local by that day's rate",
     "Join to fx.monthly_avg on the invoice month and multiply amount_local by the monthly average rate"),
   R("And the APAC entity's operating expenses in the P&L \u2014 which rate?",
     "Convert each expense line at the spot rate for its posting date, so every line reflects the exchange rate on the day it was booked.",
     [r"re:(?i)monthly average"], [r"re:(?i)spot rate for its posting date"]),
   C("Month-end close: how do we revalue the open EUR receivables on the USD books?",
     "Revalue the open balances at the month-end spot rate: take the last business day's rate from fx.daily_spot and book the difference to unrealized FX gain/loss."),
   fix=[("Convert each expense line at the spot rate for its posting date, so every line reflects the exchange rate on the day it was booked.",
         "Use the monthly average rate from fx.monthly_avg for the posting month, same as revenue.")],
   cflags=["fx.monthly_avg", r"re:(?i)monthly average"], cneeds=["fx.daily_spot", "month-end spot rate"])

sc(52, "kpi-definitions", "semantic", "prose_claim", "same_topic",
   T("How does finance calculate CAC payback?",
     "CAC payback in months = CAC divided by new MRR per customer. If CAC is $12,000 and new MRR is $1,000, payback is 12 months.",
     "Finance uses gross-margin-adjusted MRR: CAC / (new MRR per customer \u00d7 gross margin). At 80% margin your example is 15 months, not 12.",
     "CAC divided by new MRR per customer", "CAC divided by (new MRR per customer \u00d7 gross margin)"),
   R("SMB CAC is $6,000, new MRR per SMB customer is $500 and gross margin is 75%. What's the payback?",
     "Payback is 12 months: $6,000 of CAC divided by $500 of new MRR per customer.",
     ["16 months"], ["12 months"]),
   C("What counts as CAC in that calculation?",
     "Sales and marketing spend for the period \u2014 salaries, commissions, paid media and tools \u2014 divided by the number of new customers won in the same period."),
   fix=[("Payback is 12 months: $6,000 of CAC divided by $500 of new MRR per customer.",
         "Payback is 16 months: $6,000 of CAC divided by $500 of new MRR per customer times the 75% gross margin ($375).")])

sc(53, "power-bi-dax", "semantic", "reworded", "lookalike",
   T("My Customer slicer doesn't filter the Product slicer. How do I fix that?",
     "Set the cross filter direction of the Sales\u2013Product and Sales\u2013Customer relationships to Both in Manage relationships. Then the slicers filter each other through Sales.",
     "We keep every relationship single-direction; Both on the fact relationships gives ambiguous paths once the budget table is in. Do it in the measure with CROSSFILTER, or with a visual-level filter on the slicer.",
     "Set the cross filter direction of the Sales\u2013Product and Sales\u2013Customer relationships to Both",
     "Keep the relationships single-direction and use CROSSFILTER in the measure or a visual-level filter on the slicer"),
   R("The Region slicer isn't limiting the Sales Rep slicer \u2014 what's the fix?",
     "Open Model view, edit the relationship between Sales and Sales Rep, and change Cross filter direction from Single to Both. The Region selection will then flow through Sales into the rep list.",
     [r"re:(?i)visual-level filter|CROSSFILTER"], [r"re:(?i)from Single to Both"]),
   C("Count the customers who bought the selected product \u2014 the Customer table doesn't get filtered by Product.",
     "```dax\nCustomers Buying =\nCALCULATE (\n    DISTINCTCOUNT ( Customer[CustomerKey] ),\n    CROSSFILTER ( Sales[CustomerKey], Customer[CustomerKey], BOTH )\n)\n```\n\nThe BOTH direction only applies inside this measure; the relationship in the model stays single."),
   fix=[("Open Model view, edit the relationship between Sales and Sales Rep, and change Cross filter direction from Single to Both. The Region selection will then flow through Sales into the rep list.",
         "Leave the relationship single-direction and add a visual-level filter on the Sales Rep slicer (Sales Amount is not blank), so only reps with sales in the selected region show up.")],
   cflags=[r"re:(?i)from Single to Both", r"re:(?i)direction to Both"], cneeds=["BOTH )"])

sc(54, "fiscal-calendar", "semantic", "reworded", "same_topic",
   T("In the stores' 4-4-5 retail calendar, where does the extra week go in a 53-week year?",
     "The extra week is added to the first period of the year, so P01 becomes a 5-week period.",
     "It goes in the last period: P12 gets the 53rd week and becomes 6 weeks.",
     "added to the first period of the year, so P01 becomes a 5-week period",
     "added to the last period of the year, so P12 becomes a 6-week period"),
   R("FY2028 is a 53-week year for the stores. Which period should the planning template stretch?",
     "Stretch P01: the 53rd week is placed at the start of the year, which makes the opening period five weeks long.",
     ["P12"], ["P01", "start of the year"]),
   C("How many weeks are in a normal quarter of that calendar?",
     "Thirteen: two 4-week periods followed by a 5-week period, so 52 weeks over the four quarters."),
   fix=[("Stretch P01: the 53rd week is placed at the start of the year, which makes the opening period five weeks long.",
         "Stretch P12: the 53rd week is placed at the end of the year, which makes the closing period six weeks long.")])

sc(55, "looker-lookml", "semantic", "reworded", "unrelated",
   T("Add week_start_day to the finance model file.",
     "```lookml\nconnection: \"snowflake_reporting\"\nweek_start_day: sunday\ninclude: \"/views/*.view.lkml\"\n```",
     "set it to monday, our reporting weeks start on Monday",
     "week_start_day: sunday", "week_start_day: monday"),
   R("Metabase's weekly charts don't line up with the Looker finance dashboards. Which first-day-of-week setting should it have?",
     "Set Admin \u2192 Settings \u2192 Localization \u2192 First day of the week to Sunday, so Metabase matches the finance reporting week.",
     ["Monday"], ["Sunday"]),
   C("How do I find which process is holding port 8080 on my Mac?",
     "```sh\nlsof -nP -iTCP:8080 -sTCP:LISTEN\n```\n\nThe PID is in the second column; `kill <pid>` if it's yours."),
   fix=[("to Sunday", "to Monday")])

sc(56, "tableau", "semantic", "reworded", "lookalike",
   T("My FIXED LOD ignores the Region filter. Is there any way to make the filter apply to it?",
     "No. FIXED expressions are computed before all filters, including context filters, so there's no way to make a filter affect them short of rewriting the calc with INCLUDE.",
     "Context filters do apply to FIXED, only regular dimension filters don't. Right-click the Region filter > Add to Context.",
     "computed before all filters, including context filters, so there's no way to make a filter affect them",
     "computed after context filters, so adding the filter to context makes it apply"),
   R("The Segment quick filter isn't changing my {FIXED [Customer ID] : SUM([Sales])} values. Can I get it to?",
     "Not with FIXED. A FIXED LOD is evaluated ahead of every filter in the view, context filters included, so the Segment filter can never reach it.",
     [r"re:(?i)add (it |the filter |the segment filter )?to context"], [r"re:(?i)context filters included"]),
   C("Why doesn't my FIXED percent-of-total change when I filter Category on the Filters shelf?",
     "Because a FIXED LOD is computed before dimension filters, so a regular Category filter doesn't reach it. That's by design for fixed denominators; if you do want the filter to apply, add it to context."),
   fix=[("Not with FIXED. A FIXED LOD is evaluated ahead of every filter in the view, context filters included, so the Segment filter can never reach it.",
         "Yes: right-click the Segment filter and choose Add to Context. FIXED ignores regular dimension filters but respects context filters.")],
   cflags=[r"re:(?i)context filters included", r"re:(?i)including context filters"],
   cneeds=["computed before dimension filters"])

sc(57, "finance-definitions", "semantic", "prose_claim", "lookalike",
   T("A customer signed a 12-month contract for $60,000, invoiced upfront in January. How much revenue do we report in January?",
     "All $60,000 is January revenue, since that's when the invoice was issued.",
     "Subscription revenue is recognised ratably over the term, so $5,000 a month. The $60k is January billings, not revenue.",
     "All $60,000 is January revenue", "$5,000 is January revenue; the $60,000 is January billings"),
   R("The $120k annual renewal from Northwind gets invoiced in March. How does it show up on the March revenue dashboard?",
     "The full $120k lands in March revenue because the renewal is invoiced that month.",
     ["$10k"], ["full $120k lands in March revenue"]),
   C("What goes into March billings for the Northwind renewal?",
     "The full $120k invoice lands in March billings, since billings count invoices when they're issued."),
   fix=[("The full $120k lands in March revenue because the renewal is invoiced that month.",
         "Only $10k lands in March revenue: the contract is recognised ratably at $10k a month over 12 months, and the $120k shows up in March billings.")],
   cflags=["$10k", "March revenue"], cneeds=["full $120k invoice lands in March billings"])

sc(58, "kpi-definitions", "semantic", "equivalent_construct", "same_topic",
   T("SQL for the active customer count at the end of March from billing.subscriptions.",
     "```sql\nSELECT COUNT(DISTINCT customer_id) AS active_customers\nFROM billing.subscriptions\nWHERE status = 'active'\n  AND started_at <= DATE '2025-03-31';\n```",
     "Paused subscriptions still count as active customers for finance, they're under contract. Include status = 'paused'.",
     "WHERE status = 'active'", "WHERE status IN ('active', 'paused')"),
   R("Active customers by plan for the board deck, same table.",
     "```sql\nSELECT plan, COUNT(DISTINCT customer_id) AS active_customers\nFROM billing.subscriptions\nWHERE status NOT IN ('paused', 'cancelled', 'expired')\nGROUP BY plan;\n```",
     [r"re:NOT IN \('cancelled', 'expired'\)|IN \('active', 'paused'\)"], [r"re:NOT IN \([^)]*'paused'"]),
   C("Count of subscriptions that churned in March?",
     "```sql\nSELECT COUNT(*) AS churned_subscriptions\nFROM billing.subscriptions\nWHERE status = 'cancelled'\n  AND cancelled_at >= DATE '2025-03-01'\n  AND cancelled_at <  DATE '2025-04-01';\n```"),
   fix=[("NOT IN ('paused', 'cancelled', 'expired')", "NOT IN ('cancelled', 'expired')")])

sc(59, "excel", "semantic", "reworded", "already_correct",
   T("I added a calculated field =Revenue/Units to get the average price per region. Is that a weighted average?",
     "No \u2014 a calculated field divides Revenue by Units on every source row and then sums the results, so you get the sum of the row-level prices, not a weighted average. Add a helper column and use Average instead.",
     "It is weighted. Calculated fields work on the summed fields, so it's SUM(Revenue)/SUM(Units) per region, which is exactly the weighted price.",
     "divides Revenue by Units on every source row and then sums the results",
     "divides the summed Revenue by the summed Units for each pivot cell"),
   R("If I make a calculated field =Cost/Hours for the average hourly rate per project, what will the pivot show?",
     "The pivot evaluates =Cost/Hours row by row in the source data and adds those ratios up, so each project shows the sum of the hourly rates rather than a true average. Use a helper column for the rate instead.",
     [r"re:(?i)sum of Cost divided by (the )?sum of Hours"], [r"re:(?i)row by row"]),
   C("Pivot: what does a calculated field =Profit/Revenue show for each region?",
     "Each region's cell shows the sum of Profit divided by the sum of Revenue: the calculated field runs on the aggregated fields, so it's the region's overall margin, weighted by revenue."),
   fix=[("The pivot evaluates =Cost/Hours row by row in the source data and adds those ratios up, so each project shows the sum of the hourly rates rather than a true average. Use a helper column for the rate instead.",
         "The pivot computes the sum of Cost divided by the sum of Hours for each project, which is the hours-weighted average rate. No helper column needed.")],
   cneeds=["sum of Profit divided by the sum of Revenue"])

sc(60, "power-bi-service", "semantic", "reworded", "same_topic",
   T("Which permission does a finance analyst need to use Analyze in Excel on the Finance semantic model?",
     "Read access to the semantic model is enough; anyone who can open the report can also use Analyze in Excel.",
     "Doesn't Analyze in Excel need Build permission? As far as I know Read alone isn't enough.",
     "Read access to the semantic model is enough", "Build permission on the semantic model is required"),
   R("The FP&A interns only have viewer access to the Finance app. Can they pivot the model in Excel?",
     "Yes. Viewer access includes read on the semantic model, and read is all Analyze in Excel requires, so they can connect from Excel right away.",
     ["Build"], [r"re:(?i)read is all Analyze in Excel requires"]),
   C("Can the interns at least open the reports in the Finance app with viewer access?",
     "Yes. App viewers can open the reports and dashboards, use slicers and export summarized data if exporting is allowed; they just can't edit the reports."),
   fix=[("Yes. Viewer access includes read on the semantic model, and read is all Analyze in Excel requires, so they can connect from Excel right away.",
         "Not yet. Analyze in Excel needs Build permission on the semantic model, which viewer access doesn't include; ask the workspace admin to grant Build.")])


# =====================================================================  checks
JSONL_KEYS = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
BUILD_KEYS = {"fix", "cflags", "cneeds", "literal"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def repeat_fixed(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise ValueError("fix text %r not in repeat.output" % old)
        text = text.replace(old, new)
    return text


def validate(scen):
    errs = []
    ids = [s.get("id") for s in scen]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids: %s" % sorted(i for i, c in Counter(ids).items() if c > 1))
    expected = ["%s-%03d" % (PREFIX, i) for i in range(1, len(scen) + 1)]
    if ids != expected:
        errs.append("ids are not %s-001..%s-%03d in order" % (PREFIX, PREFIX, len(scen)))
    if len(scen) != 60:
        errs.append("expected 60 scenarios, have %d" % len(scen))
    msgs = Counter(s["teach"]["message"] for s in scen if "teach" in s)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message used %d times: %r" % (c, m[:60]))

    for s in scen:
        sid = s.get("id", "?")

        def bad(msg):
            errs.append("%s: %s" % (sid, msg))

        if not re.fullmatch(r"%s-\d{3}" % PREFIX, str(sid)):
            bad("malformed id")
        keys = set(s)
        if keys - BUILD_KEYS != set(JSONL_KEYS):
            bad("field set %s" % sorted(keys))
            continue
        if s["difficulty"] not in DIFFICULTIES:
            bad("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            bad("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            bad("repeat_variation %r" % s["repeat_variation"])
        if not isinstance(s["topic"], str) or not s["topic"]:
            bad("topic")
        t, r, c = s["teach"], s["repeat"], s["control"]
        if set(t) != TEACH_KEYS:
            bad("teach fields %s" % sorted(t))
            continue
        if set(r) != REPEAT_KEYS:
            bad("repeat fields %s" % sorted(r))
            continue
        if set(c) != CONTROL_KEYS:
            bad("control fields %s" % sorted(c))
            continue
        for part, d in (("teach", t), ("repeat", r), ("control", c)):
            for k in ("query", "output"):
                if not isinstance(d[k], str) or not d[k].strip():
                    bad("%s.%s empty" % (part, k))
        for k in ("message", "gold_wrong", "gold_right"):
            if not isinstance(t[k], str) or not t[k].strip():
                bad("teach.%s empty" % k)
        if t["gold_wrong"] not in t["output"]:
            bad("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            bad("gold_wrong == gold_right")
        if t["query"] in (r["query"], c["query"]) or r["query"] == c["query"]:
            bad("queries must differ between teach, repeat and control")

        specs = list(r["expect_contains"]) + list(r["expect_absent"])
        if not specs or not all(isinstance(x, str) and x for x in specs):
            bad("repeat checks empty or not strings")
            continue
        try:
            for x in specs + list(s.get("cflags", [])) + list(s.get("cneeds", [])):
                if x.startswith("re:"):
                    re.compile(x[3:])
        except re.error as e:
            bad("bad regex: %s" % e)
            continue

        # the repeat as written must fail its own check
        if repeat_fixed(r["output"], r):
            bad("repeat as written already passes its check")
        # the fixed repeat must pass
        fix = s.get("fix")
        if not fix:
            bad("no fix")
        else:
            try:
                fixed = apply_fix(r["output"], fix)
            except ValueError as e:
                bad(str(e))
            else:
                if not repeat_fixed(fixed, r):
                    miss = [x for x in r["expect_contains"] if not check(fixed, x)]
                    still = [x for x in r["expect_absent"] if check(fixed, x)]
                    bad("fixed repeat fails: missing %s, still present %s" % (miss, still))
        # literal text recurs (up to case and white space)
        if s["difficulty"] == "literal":
            lit = s.get("literal", t["gold_wrong"])
            if norm(lit) not in norm(r["output"]):
                bad("literal text %r does not recur in repeat.output" % lit)
        elif "literal" in s:
            bad("literal given for a %s scenario" % s["difficulty"])

        # control checks
        kind = s["control_kind"]
        if kind == "lookalike":
            if not s.get("cflags"):
                bad("lookalike control needs explicit cflags")
            if not s.get("cneeds"):
                bad("lookalike control needs cneeds")
        if kind == "already_correct" and not s.get("cneeds"):
            bad("already_correct control needs cneeds")
        cflags = s.get("cflags")
        if cflags is None:
            cflags = list(r["expect_absent"]) + [t["gold_wrong"]]
        for x in cflags:
            if check(c["output"], x):
                bad("control output matches cflag %r" % x)
        for x in s.get("cneeds", []):
            if not check(c["output"], x):
                bad("control output lacks cneed %r" % x)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            bad("control output duplicates another output")

    # mix
    diff = Counter(s["difficulty"] for s in scen)
    ck = Counter(s["control_kind"] for s in scen)
    var = Counter(s["repeat_variation"] for s in scen)
    for k, want in TARGET_DIFFICULTY.items():
        if abs(diff[k] - want) > 3:
            errs.append("difficulty %s: %d, want about %d" % (k, diff[k], want))
    for k, want in TARGET_CONTROL.items():
        tol = 2 if want <= 9 else 3
        if abs(ck[k] - want) > tol:
            errs.append("control_kind %s: %d, want about %d" % (k, ck[k], want))
    if var["reworded"] + var["code_block"] < len(scen) // 2:
        errs.append("reworded + code_block should be most of the repeats (%d)" % (var["reworded"] + var["code_block"]))
    for k in VARIATIONS:
        if var[k] == 0:
            errs.append("no repeat_variation %s" % k)
    return errs, diff, ck, var


README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev35: learning-loop scenarios, BI and reporting tools

`scenarios.jsonl` holds {n} hand-written learning-loop scenarios (`{prefix}-001` to `{prefix}-{n:03d}`)
in the format of `../shared/eval/loop/README.md` ("Scenario rules"): each has
`{{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}}`. A user
corrects the assistant once (teach), the same mistake comes back in another session
(repeat, which should be fixed), and a control output must come back byte-identical.

Theme: business intelligence and reporting tools: Power BI and DAX, Power Query, the
Power BI service, Tableau calculated fields and Server, Looker LookML, Metabase, the dbt
semantic layer (MetricFlow), Excel pivot tables and formulas, KPI definitions, fiscal
calendars and the finance team's own definitions.

Generated by `build.py` (standard library only), which validates every scenario before it
writes anything: ids and field sets, enums, gold spans, every repeat failing its own check
as written and passing after a recorded fix, literal text recurring in literal repeats,
control outputs free of the wrong value in their own context and holding the look-alike or
right value where the kind needs it, and the mix below. Rebuild with `python3 build.py`.

## Counts

- difficulty: {diff}
- control_kind: {ck}
- repeat_variation: {var}
- topic: {topic}

## Run

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev35/scenarios.jsonl
```

Other modes use the same `--scenarios` flag: drop `--shared-store` for a fresh store per
scenario, or add `--oracle-teach` to store the gold spans directly and measure retrieval
and application without detection. `--out PATH` sets the report path (default
`./loop-<mode>.json`).
"""


def fmt(counter, order=None):
    keys = order if order else sorted(counter)
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter[k])


def main():
    errs, diff, ck, var = validate(SCENARIOS)
    if errs:
        print("build.py: %d problem(s), nothing written:" % len(errs), file=sys.stderr)
        for e in errs:
            print("  " + e, file=sys.stderr)
        return 1
    topic = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in JSONL_KEYS}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(SCENARIOS), prefix=PREFIX,
                              diff=fmt(diff, DIFFICULTIES), ck=fmt(ck, CONTROL_KINDS),
                              var=fmt(var, VARIATIONS), topic=fmt(topic)))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:       " + fmt(diff, DIFFICULTIES))
    print("control_kind:     " + fmt(ck, CONTROL_KINDS))
    print("repeat_variation: " + fmt(var, VARIATIONS))
    print("topic:            " + fmt(topic))
    return 0


if __name__ == "__main__":
    sys.exit(main())
