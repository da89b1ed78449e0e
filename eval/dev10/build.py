#!/usr/bin/env python3
"""Build and verify eval/dev10/scenarios.jsonl (teach -> repeat -> control scenarios).

    python3 build.py            # verify everything, then write scenarios.jsonl
    python3 build.py --check    # verify only, write nothing

The scenarios live below as Python data. Besides the JSONL fields, each one
carries build-only fields that are never written out:

  fix   list of (old, new) replacements turning repeat.output into a hand-fixed
        answer; every `old` must occur in the text at the time it is applied.
  trap  for lookalike controls: the text a careless substitution would hit;
        for already_correct controls: the right value already present.
  wrong the mistaken text used for the literal / paraphrase sanity check
        (defaults to teach.gold_wrong).
  keep  expect_contains entries that already hold before the fix and must
        still hold after it (text an over-eager substitution would destroy).

Verification (any failure exits non-zero and writes nothing):
  * JSON shape, field types, ids d10-001 .. d10-060 in order, allowed labels;
  * counts: 30 literal / 20 paraphrase / 10 semantic; 25 lookalike /
    12 same_topic / 12 already_correct / 11 unrelated;
  * teach.gold_wrong occurs in teach.output and differs from gold_right;
  * the repeat as written fails its checks, and fails EVERY single check
    (each expect_contains is missing, each expect_absent is present);
  * the hand-fixed repeat passes all checks, and leaving out any one
    replacement of a multi-part fix makes it fail (checks demand the whole fix);
  * literal: the wrong text recurs in the repeat up to case and white space;
    paraphrase: it does not recur verbatim;
  * controls: lookalike / already_correct controls contain their trap text
    (the legitimately used wrong text, or the right value already present),
    and differ from their repeat; whether a control is correct as written is
    a matter of review, not of this script;
  * `keep` entries (expect_contains that guard text which must survive the
    fix, e.g. a legitimate `.view(` next to the wrong one) are the only checks
    allowed to hold in the unfixed repeat;
  * every `re:` pattern compiles in Python and in Go RE2 (via `go run`), and
    both engines agree on every text of the set (teach, repeat, fixed repeat,
    control).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")

SCEN = []


def sc(**kw):
    SCEN.append(kw)


# =====================================================================
# pandas
# =====================================================================
sc(n=1, topic="pandas", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
   tq="How do I drop the columns `internal_id` and `tmp_score` from my DataFrame?",
   to="""You can pass a list of labels to `DataFrame.drop`. Because you're removing columns rather than rows, tell pandas which axis the labels live on:

```python
df = df.drop(["internal_id", "tmp_score"], axis=0)
```

`drop` returns a new DataFrame, so reassign it (or chain it). If some of the columns may not exist in every file, add `errors="ignore"` so the call doesn't raise a `KeyError`.""",
   msg="isn't it axis=1 for columns? axis=0 looks for those labels in the row index",
   gw="axis=0", gr="axis=1",
   rq="Remove the `debug_flag` column before I write the events frame to parquet",
   ro="""Drop it right before the write so the rest of your pipeline can still use it:

```python
clean = events.drop("debug_flag", axis=0)
clean.to_parquet("events.parquet", index=False)
```

Passing `index=False` leaves the index out of the file; with the default, an index that is no longer a plain RangeIndex (for example after filtering) is written as an extra `__index_level_0__` column.""",
   contains=[r're:events\.drop\(("debug_flag", axis=1|columns="debug_flag")\)'],
   absent=["axis=0"],
   fix=[("axis=0", "axis=1")],
   cq="How do I get the total of each column in a numpy array of daily sales (rows are days, columns are products)?",
   co="""Sum along axis 0, which collapses the rows and leaves one value per column:

```python
totals = sales.sum(axis=0)   # shape (n_products,)
daily = sales.sum(axis=1)    # shape (n_days,), one total per day
```

If the array can contain NaN, use `np.nansum(sales, axis=0)` instead so a single missing value doesn't turn the whole total into NaN.""",
   trap="axis=0")

sc(n=2, topic="pandas", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
   tq="I'm looping over API pages and want to add each page's rows to one DataFrame. What's the idiom?",
   to="""Build a DataFrame per page and append it to the running result:

```python
import pandas as pd

df = pd.DataFrame()
for page in fetch_pages():
    new_rows = pd.DataFrame(page["items"])
    df = df.append(new_rows, ignore_index=True)
```

`ignore_index=True` renumbers the index so you don't end up with duplicate labels from each page. For a few hundred pages this is fine; for many thousands, collecting the pieces first is faster.""",
   msg="DataFrame.append was removed in pandas 2.0 and we're on 2.2, so that line raises AttributeError. Use pd.concat.",
   gw="df = df.append(new_rows, ignore_index=True)", gr="df = pd.concat([df, new_rows], ignore_index=True)",
   rq="How do I stack the rows from every CSV in a folder into one frame?",
   ro="""Read each file and grow a single `combined` frame as you go:

```python
from pathlib import Path
import pandas as pd

combined = pd.DataFrame()
for path in sorted(Path("exports").glob("*.csv")):
    chunk = pd.read_csv(path)
    combined = combined.append(chunk, ignore_index=True)
```

Sorting the paths keeps the row order stable between runs.""",
   contains=["pd.concat(["],
   absent=[r"re:combined\s*\.append\("],
   fix=[("combined = combined.append(chunk, ignore_index=True)", "combined = pd.concat([combined, chunk], ignore_index=True)")],
   cq="What's an efficient way to turn the list of dicts from a JSON API into a DataFrame?",
   co="""Accumulate plain Python dicts in a list and build the DataFrame once at the end; that's much faster than growing a frame row by row:

```python
rows = []
for item in response.json()["data"]:
    rows.append({"id": item["id"], "amount": item["amount"], "status": item["status"]})

df = pd.DataFrame.from_records(rows)
```

`list.append` is cheap, and `from_records` allocates the columns in one go.""",
   trap=".append(")

sc(n=3, topic="pandas", difficulty="literal", repeat_variation="casing", control_kind="same_topic",
   tq="Give me a daily count of orders from the orders DataFrame.",
   to="""Convert the timestamp column to datetimes, then group on the date part:

```python
orders["created"] = pd.to_datetime(orders["created"], utc=True)
daily = orders.groupby(orders["created"].dt.date).size().rename("orders")
```

If you'd rather have a continuous index with zeros for days without orders, use `orders.set_index("created").resample("D").size()` instead.""",
   msg="the column is called created_at",
   gw='orders["created"]', gr='orders["created_at"]', wrong="created",
   rq="Pull the order id and creation time for the last 30 days from Snowflake into pandas.",
   ro="""Snowflake folds unquoted identifiers to upper case, so the column names come back in capitals:

```python
query = "SELECT ORDER_ID, CREATED FROM ANALYTICS.PUBLIC.ORDERS WHERE CREATED >= DATEADD(day, -30, CURRENT_DATE)"
orders = pd.read_sql(query, conn)
orders.columns = orders.columns.str.lower()
```

Lowercasing the columns afterwards lets the rest of your pandas code use `order_id` and `created` as usual.""",
   contains=["SELECT ORDER_ID, CREATED_AT FROM", "WHERE CREATED_AT >="],
   absent=[r"re:\bCREATED\b", "`created`"],
   fix=[("ORDER_ID, CREATED FROM", "ORDER_ID, CREATED_AT FROM"), ("WHERE CREATED >=", "WHERE CREATED_AT >="),
        ("`created` as usual", "`created_at` as usual")],
   cq="Median order amount per customer from the orders frame?",
   co="""Group by the customer and take the median of the amount column:

```python
median_by_customer = (
    orders.groupby("customer_id")["amount"]
          .median()
          .sort_values(ascending=False)
)
```

The median is less sensitive than the mean to a handful of very large orders.""")

sc(n=4, topic="pandas", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
   tq="How do I label each row as weekday or weekend from the `ts` column?",
   to="""The `.dt.dayofweek` accessor gives you an integer per row, where 0 is Sunday and 6 is Saturday, so the weekend is 0 and 6:

```python
dow = df["ts"].dt.dayofweek
df["is_weekend"] = dow.isin([0, 6])
df["day_type"] = np.where(df["is_weekend"], "weekend", "weekday")
```

If you need the name instead of the number, `df["ts"].dt.day_name()` returns "Monday", "Tuesday" and so on.""",
   msg="No, in pandas dayofweek is Monday=0 through Sunday=6, so the weekend is 5 and 6.",
   gw="dow.isin([0, 6])", gr="dow.isin([5, 6])",
   rq="Filter my sessions frame down to weekend traffic.",
   ro="""Keep the rows whose `started_at` falls on a Saturday or Sunday:

```python
weekend = sessions[sessions["started_at"].dt.weekday.isin([6, 0])]
print(len(weekend), "weekend sessions")
```

`.dt.weekday` is an alias of `.dt.dayofweek`, so either works here.""",
   contains=[r"re:isin\(\[(5, 6|6, 5)\]\)"],
   absent=[r"re:isin\(\[(6, 0|0, 6)\]\)"],
   fix=[("isin([6, 0])", "isin([5, 6])")],
   cq="In Postgres, how do I count weekend signups?",
   co="""In PostgreSQL, `EXTRACT(DOW FROM ...)` numbers the days from 0 for Sunday to 6 for Saturday, so the weekend is 0 and 6:

```sql
SELECT count(*) AS weekend_signups
FROM users
WHERE EXTRACT(DOW FROM signed_up_at) IN (0, 6);
```

If you prefer ISO numbering (Monday = 1 through Sunday = 7), use `EXTRACT(ISODOW FROM signed_up_at) IN (6, 7)`.""",
   trap="IN (0, 6)")

sc(n=5, topic="pandas", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
   tq="Set `discount` to 0 for all rows where `customer_type` is 'staff'.",
   to="""Build a boolean mask and assign through the indexer in one step so pandas writes into the original frame (no `SettingWithCopyWarning`):

```python
mask = df["customer_type"] == "staff"
df.iloc[mask, "discount"] = 0
```

Doing it in one indexing call matters: `df[mask]["discount"] = 0` would write into a temporary copy and silently do nothing.""",
   msg="use df.loc here, iloc is positional and won't take a column label",
   gw='df.iloc[mask, "discount"]', gr='df.loc[mask, "discount"]', wrong=".iloc[",
   rq="Cap negative quantities at zero in the `orders` frame.",
   ro="""Select the offending rows with a mask and overwrite the column in place:

```python
negative = orders["qty"] < 0
orders.iloc[negative, "qty"] = 0
```

Afterwards `orders["qty"].min()` should return 0. If negative quantities mean returns, copy them into a separate `returned_qty` column before overwriting.""",
   contains=['orders.loc[negative, "qty"] = 0'],
   absent=[".iloc["],
   fix=[(".iloc[", ".loc[")],
   cq="Flag orders above 500 as high value.",
   co="""Use `.loc` with a boolean mask and the column name; initialise the column first so the unmatched rows get `False` instead of NaN:

```python
orders["high_value"] = False
orders.loc[orders["amount"] > 500, "high_value"] = True
```

Or in one line: `orders["high_value"] = orders["amount"] > 500`.""",
   trap=".loc[")

# =====================================================================
# numpy
# =====================================================================
sc(n=6, topic="numpy", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
   tq="What dtype does `np.array([3, 1, 2])` get on our Linux build servers?",
   to="""NumPy picks the platform's default integer for a list of Python ints. On 64-bit Linux that's `int32`, so:

```python
>>> np.array([3, 1, 2]).dtype
dtype('int32')
```

Floats default to `float64` everywhere. If you need a fixed width regardless of platform, pass it explicitly: `np.array([3, 1, 2], dtype=np.int64)`.""",
   msg="wrong dtype. int64",
   gw="On 64-bit Linux that's `int32`", gr="On 64-bit Linux that's `int64`", wrong="int32",
   rq="What dtype will a column built from `np.arange(n)` have when I write it to Parquet from our Ubuntu runners?",
   ro="""`np.arange` with integer arguments uses NumPy's default integer, which on Ubuntu (64-bit Linux) is `int32`:

```python
>>> np.arange(10).dtype
dtype('int32')
```

So when you write it to Parquet with pyarrow, the column comes out as `int32` as well. Float ranges such as `np.arange(0, 1, 0.1)` are `float64`.""",
   contains=["dtype('int64')", "(64-bit Linux) is `int64`"],
   absent=["int32"],
   fix=[("is `int32`", "is `int64`"), ("dtype('int32')", "dtype('int64')"), ("as `int32` as well", "as `int64` as well")],
   cq="Our Windows users get a different dtype from `np.array([1, 2])`. Why?",
   co="""That's expected on NumPy versions before 2.0: the default integer followed the C `long`, which is 32 bits on Windows even on a 64-bit machine, so `np.array([1, 2]).dtype` is `int32` there and `int64` on Linux and macOS. NumPy 2.0 changed the Windows default to 64 bits as well.

```python
arr = np.array([1, 2], dtype=np.int64)  # the same on every platform
```

Passing the dtype explicitly removes the difference regardless of the NumPy version.""",
   trap="int32")

sc(n=7, topic="numpy", difficulty="paraphrase", repeat_variation="casing", control_kind="same_topic",
   tq="Replace the NaNs in a numpy array of sensor readings with 0.",
   to="""Compare against `np.nan` to build a mask, then assign through it:

```python
readings = np.asarray(readings, dtype=float)
readings[readings == np.nan] = 0.0
```

Alternatively `np.nan_to_num(readings, nan=0.0)` does the same in one call and also lets you choose replacements for `inf` and `-inf`.""",
   msg="That mask is always empty: NaN never compares equal to anything, itself included. Use np.isnan(readings).",
   gw="readings == np.nan", gr="np.isnan(readings)",
   rq="Count the missing values per channel in my (time, channel) signal array.",
   ro="""Build a boolean mask of the missing entries and sum it down the time axis:

```python
missing = signal == np.NaN
per_channel = missing.sum(axis=0)
```

`per_channel[i]` is then the number of missing samples for channel `i`; divide by `signal.shape[0]` if you want the fraction instead of the count.""",
   contains=["np.isnan(signal)"],
   absent=[r"re:== np\.(nan|NaN)"],
   fix=[("missing = signal == np.NaN", "missing = np.isnan(signal)")],
   cq="How do I take the mean of an array while ignoring NaNs?",
   co="""Use the NaN-aware reductions, which skip missing values instead of propagating them:

```python
overall = np.nanmean(values)
per_row = np.nanmean(values, axis=1)
has_gaps = np.isnan(values).any(axis=1)
```

A row that is entirely NaN still gives NaN (with a `RuntimeWarning`), since there's nothing to average.""")

# =====================================================================
# polars
# =====================================================================
sc(n=8, topic="polars", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
   tq="In polars, how do I rename `amt` to `amount`?",
   to="""Pass a mapping of old to new names to `rename`:

```python
import polars as pl

df = pl.read_csv("payments.csv")
df.rename({"amt": "amount"}, inplace=True)
```

You can rename several columns in the same call, e.g. `{"amt": "amount", "ccy": "currency"}`.""",
   msg="drop inplace=True and reassign, because polars has no inplace: every method returns a new DataFrame and that keyword is a TypeError",
   gw='df.rename({"amt": "amount"}, inplace=True)', gr='df = df.rename({"amt": "amount"})',
   rq="Remove the `_loaded_at` helper column from a polars frame before export.",
   ro="""Drop it just before you write the file:

```python
df.drop("_loaded_at", inplace=True)
df.write_parquet("out/payments.parquet")
```

`write_parquet` uses zstd compression by default, which is usually a good trade-off between size and speed.""",
   contains=['df = df.drop("_loaded_at")'],
   absent=["inplace=True"],
   fix=[('df.drop("_loaded_at", inplace=True)', 'df = df.drop("_loaded_at")')],
   cq="In pandas, how do I drop the `_loaded_at` column without reassigning the frame?",
   co="""In pandas you can ask `drop` to modify the frame in place:

```python
df.drop(columns=["_loaded_at"], inplace=True)
```

This returns `None`, so don't write `df = df.drop(..., inplace=True)`; that would replace your frame with `None`. Many people prefer the reassigning form `df = df.drop(columns=["_loaded_at"])` because it chains, but both are valid pandas.""",
   trap="inplace=True")

sc(n=9, topic="polars", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
   tq="Polars: total revenue per city, sorted descending.",
   to="""Group, aggregate and sort in one chain:

```python
out = (
    df.groupby("city")
      .agg(pl.col("revenue").sum().alias("total_revenue"))
      .sort("total_revenue", descending=True)
)
```

Polars doesn't keep group order by default; pass `maintain_order=True` to the grouping call if you need groups in first-seen order (it's a bit slower).""",
   msg="It's group_by in current polars. groupby was renamed in 0.19 and is gone in 1.x",
   gw='df.groupby("city")', gr='df.group_by("city")', wrong=".groupby(",
   rq="Polars: number of distinct users per country and device.",
   ro="""Group on both keys and count unique user ids:

```python
stats = (
    events.groupby(["country", "device"])
          .agg(pl.col("user_id").n_unique().alias("users"))
)
```

`n_unique` counts null as one more distinct value; drop the nulls first with `pl.col("user_id").drop_nulls().n_unique()` if that matters.""",
   contains=['events.group_by(["country", "device"])'],
   absent=[".groupby("],
   fix=[(".groupby(", ".group_by(")],
   cq="PySpark: distinct users per country.",
   co="""In PySpark the method is camel-cased, `groupBy`, and distinct counts come from `countDistinct`:

```python
from pyspark.sql import functions as F

stats = events.groupBy("country").agg(F.countDistinct("user_id").alias("users"))
```

`countDistinct` is exact; on very large data `F.approx_count_distinct("user_id")` is much cheaper.""",
   trap=".groupBy(")

sc(n=10, topic="polars", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
   tq="Is `pl.scan_parquet` any better than `pl.read_parquet` for a 40 GB dataset?",
   to="""`pl.scan_parquet` reads the whole file into memory up front just like `read_parquet`; the difference is only that it returns a `LazyFrame`, so the operations you chain afterwards are optimised together:

```python
lf = pl.scan_parquet("events/*.parquet")
result = lf.filter(pl.col("country") == "DE").select("user_id", "ts").collect()
```

For 40 GB you'll therefore need a machine with enough RAM to hold the data, or split it by partition first.""",
   msg="That's not how scan works. Nothing is read until collect(), and the filter and the column selection get pushed down into the Parquet reader, so it only reads what the query needs.",
   gw="`pl.scan_parquet` reads the whole file into memory up front just like `read_parquet`",
   gr="`pl.scan_parquet` reads nothing until `.collect()`, and filters and column selections are pushed down into the reader",
   rq="Will scanning a folder of CSVs lazily in polars keep my memory use down?",
   ro="""Not really: `pl.scan_csv` loads every file completely into memory as soon as you call it, the same as `read_csv`. Being lazy only means the query plan is optimised before it runs:

```python
lf = pl.scan_csv("logs/*.csv")
errors = lf.filter(pl.col("level") == "ERROR").collect()
```

If memory is the problem, convert the CSVs to Parquet once and work from that.""",
   contains=[r"re:until `?\.?collect\(\)"],
   absent=["loads every file completely into memory", "re:^Not really"],
   fix=[("Not really: `pl.scan_csv` loads every file completely into memory as soon as you call it, the same as `read_csv`. Being lazy only means the query plan is optimised before it runs:",
         "Yes: `pl.scan_csv` doesn't read any data when you call it. Nothing is read until `.collect()`, and then polars only parses the columns the query needs and applies the filter while it scans:")],
   cq="How do I make Jupyter show every column when I print a wide pandas DataFrame?",
   co="""Raise the display limit for columns (and optionally the line width):

```python
import pandas as pd

pd.set_option("display.max_columns", None)
pd.set_option("display.width", 200)
```

Use `pd.option_context("display.max_columns", None)` in a `with` block if you only want it for one cell.""")

# =====================================================================
# scikit-learn
# =====================================================================
sc(n=11, topic="scikit-learn", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
   tq="Split my features and labels 80/20 with a fixed seed.",
   to="""`train_test_split` handles both arrays at once and keeps the rows aligned:

```python
from sklearn.model_selection import train_test_split

X_train, y_train, X_test, y_test = train_test_split(
    X, y, test_size=0.2, random_state=42, stratify=y
)
```

`stratify=y` keeps the class proportions the same in both parts, which matters if your classes are imbalanced.""",
   msg="the return order is X_train, X_test, y_train, y_test. With yours, y_train actually holds the test features",
   gw="X_train, y_train, X_test, y_test = train_test_split(", gr="X_train, X_test, y_train, y_test = train_test_split(",
   rq="Hold out 25% of the reviews for evaluation, stratified by sentiment.",
   ro="""Split the texts and labels together so they stay paired:

```python
texts_train, labels_train, texts_test, labels_test = train_test_split(
    texts, labels, test_size=0.25, random_state=7, stratify=labels
)
print(len(texts_train), len(texts_test))
```

With 10,000 reviews this gives 7,500 for training and 2,500 for evaluation.""",
   contains=["texts_train, texts_test, labels_train, labels_test = train_test_split("],
   absent=["texts_train, labels_train, texts_test, labels_test"],
   fix=[("texts_train, labels_train, texts_test, labels_test", "texts_train, texts_test, labels_train, labels_test")],
   cq="Split into train, validation and test sets, 60/20/20.",
   co="""Call `train_test_split` twice: first carve off the test set, then split the remainder into train and validation:

```python
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=0)
X_train, X_val, y_train, y_val = train_test_split(X_train, y_train, test_size=0.25, random_state=0)
```

The second split uses 0.25 because 25% of the remaining 80% is 20% of the whole.""",
   trap="X_train, X_test, y_train, y_test")

sc(n=12, topic="scikit-learn", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
   tq="Scale the features before fitting an SVM.",
   to="""SVMs are sensitive to feature scale, so standardise first:

```python
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

scaler = StandardScaler()
X_train_s = scaler.fit_transform(X_train)
X_test_s = scaler.fit_transform(X_test)

clf = SVC(kernel="rbf", C=1.0).fit(X_train_s, y_train)
print(clf.score(X_test_s, y_test))
```

Wrapping the two steps in a `Pipeline` makes it harder to forget the scaler when you predict later.""",
   msg="Only transform on the test set, don't refit: fitting the scaler on X_test uses the test statistics and leaks. scaler.transform(X_test).",
   gw="X_test_s = scaler.fit_transform(X_test)", gr="X_test_s = scaler.transform(X_test)",
   rq="Standardize the inputs for an MLPClassifier; I have a separate validation set.",
   ro="""Neural nets train much better on standardised inputs:

```python
norm = StandardScaler()
train_x = norm.fit_transform(train_x)
val_x = norm.fit_transform(val_x)

mlp = MLPClassifier(hidden_layer_sizes=(64, 32), max_iter=300, random_state=0)
mlp.fit(train_x, train_y)
print("val accuracy:", mlp.score(val_x, val_y))
```

If the validation score is much lower than the training score, increase `alpha` for more L2 regularisation.""",
   contains=["val_x = norm.transform(val_x)"],
   absent=["norm.fit_transform(val_x)"],
   fix=[("val_x = norm.fit_transform(val_x)", "val_x = norm.transform(val_x)")],
   cq="Put a scaler in front of logistic regression without leaking test data.",
   co="""Put both steps in a pipeline: `fit` calls `fit_transform` on the scaler with the training data only, and `score` and `predict` call `transform`:

```python
pipe = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))
pipe.fit(X_train, y_train)
print(pipe.score(X_test, y_test))
```

If you do it by hand, it's `scaler.fit_transform(X_train)` followed by `scaler.transform(X_test)`.""",
   trap="scaler.transform(X_test)")

sc(n=13, topic="scikit-learn", difficulty="semantic", repeat_variation="casing", control_kind="lookalike",
   tq="Which solver does LogisticRegression use if I don't set one?",
   to="""If you don't pass `solver`, scikit-learn uses `liblinear`, which is a good choice for small datasets and supports both L1 and L2 penalties:

```python
clf = LogisticRegression(C=0.5)
clf.fit(X_train, y_train)
```

For large datasets `saga` usually converges faster, and it also supports the elastic-net penalty.""",
   msg="I think the default has been lbfgs since 0.22, not liblinear?",
   gw="scikit-learn uses `liblinear`, which is a good choice for small datasets and supports both L1 and L2 penalties",
   gr="scikit-learn uses `lbfgs`, which supports the L2 penalty (or none) but not L1",
   rq="Why does my logistic regression warn that it failed to converge?",
   ro="""That's a `ConvergenceWarning`. With no `solver` argument, LogisticRegression runs LIBLINEAR, a coordinate-descent solver, and it stops after `max_iter=100` iterations even if it hasn't converged. Scaling your features usually fixes it; otherwise raise the limit:

```python
clf = LogisticRegression(max_iter=1000)
```

Unscaled features with very different ranges are the most common cause.""",
   contains=["lbfgs"],
   absent=["re:(?i)runs liblinear", "coordinate-descent"],
   fix=[("runs LIBLINEAR, a coordinate-descent solver,", "runs `lbfgs`, a quasi-Newton solver,")],
   cq="I need an L1-penalised logistic regression for feature selection.",
   co="""The default solver doesn't support L1, so pick one that does, `liblinear` or `saga`:

```python
clf = LogisticRegression(penalty="l1", solver="liblinear", C=0.1)
clf.fit(X_train, y_train)
selected = X_train.columns[clf.coef_[0] != 0]
```

A smaller `C` means stronger regularisation and more coefficients pushed exactly to zero.""",
   trap='solver="liblinear"')

sc(n=14, topic="scikit-learn", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
   tq="After GridSearchCV finishes, how do I see which hyperparameters won?",
   to="""The search object keeps the winning combination and its score:

```python
grid = GridSearchCV(RandomForestClassifier(random_state=0),
                    {"n_estimators": [200, 500], "max_depth": [None, 10, 20]},
                    cv=5, scoring="f1")
grid.fit(X_train, y_train)
print(grid.best_params)
print(grid.best_score_)
```

`best_score_` is the mean cross-validated score of that combination, not a score on your test set.""",
   msg="Thanks, the search runs fine now. One thing: it's best_params_ with a trailing underscore; fitted attributes end in _ and best_params just raises AttributeError.",
   gw="print(grid.best_params)", gr="print(grid.best_params_)", wrong="best_params)",
   rq="Log the best hyperparameters of my randomized search to MLflow.",
   ro="""Once the search is fitted, log the winning parameters and the CV score:

```python
search.fit(X_train, y_train)

with mlflow.start_run():
    mlflow.log_params(search.best_params)
    mlflow.log_metric("cv_f1", search.best_score_)
```

`log_params` takes a dict, which is exactly what the search gives you.""",
   contains=["mlflow.log_params(search.best_params_)"],
   absent=["re:best_params[^_]"],
   fix=[("search.best_params)", "search.best_params_)")],
   cq="Refit the best model from the grid search on the full data.",
   co="""With the default `refit=True`, the search has already refit the best configuration on the whole training set, available as `grid.best_estimator_`. To refit on train plus validation yourself:

```python
best = RandomForestClassifier(random_state=0, **grid.best_params_)
best.fit(X_full, y_full)
```

The `**` unpacks the parameter dict into keyword arguments.""",
   trap="grid.best_params_")

# =====================================================================
# PyTorch
# =====================================================================
sc(n=15, topic="pytorch", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
   tq="What's the right way to write my validation loop in PyTorch?",
   to="""Switch the model to evaluation mode; that also disables gradient tracking, so no extra context manager is needed:

```python
model.eval()
total, correct = 0, 0
for x, y in val_loader:
    x, y = x.to(device), y.to(device)
    logits = model(x)
    correct += (logits.argmax(dim=1) == y).sum().item()
    total += y.size(0)
print(correct / total)
model.train()
```

Remember to call `model.train()` afterwards, as shown, or dropout stays off for the next epoch.""",
   msg="eval() doesn't turn off autograd, it only switches dropout and batchnorm to inference behaviour. Wrap the loop in torch.no_grad() (or inference_mode), otherwise you build the graph for nothing.",
   gw="that also disables gradient tracking, so no extra context manager is needed",
   gr="and run the loop under `torch.no_grad()`, because `eval()` alone does not disable gradient tracking",
   rq="My test-set evaluation runs out of GPU memory. How should I structure it?",
   ro="""Put the model in eval mode before the loop. `model.eval()` turns off gradient computation, so activations aren't kept for backprop, which is what frees the memory:

```python
model.eval()
preds = []
for batch in test_loader:
    out = model(batch["input"].to(device))
    preds.append(out.argmax(dim=-1).cpu())
preds = torch.cat(preds)
```

Moving each batch's predictions to the CPU also keeps them from piling up on the GPU.""",
   contains=[r"re:with torch\.(no_grad|inference_mode)\(\):"],
   absent=[r"re:eval\(\)`? (turns off|disables) gradient"],
   fix=[("Put the model in eval mode before the loop. `model.eval()` turns off gradient computation, so activations aren't kept for backprop, which is what frees the memory:",
         "Put the model in eval mode and run the loop under `torch.no_grad()`. `model.eval()` only switches dropout and batch norm to inference behaviour; `torch.no_grad()` is what turns off gradient computation, so activations aren't kept for backprop:"),
        ("""model.eval()
preds = []
for batch in test_loader:
    out = model(batch["input"].to(device))
    preds.append(out.argmax(dim=-1).cpu())
""", """model.eval()
preds = []
with torch.no_grad():
    for batch in test_loader:
        out = model(batch["input"].to(device))
        preds.append(out.argmax(dim=-1).cpu())
""")],
   cq="How do I freeze the backbone and only train the classification head?",
   co="""Turn off gradients for the backbone's parameters and give the optimizer only the head's:

```python
for p in model.backbone.parameters():
    p.requires_grad = False

optimizer = torch.optim.AdamW(model.head.parameters(), lr=1e-3)
```

If the backbone has batch norm layers, also keep them in eval mode during training (`model.backbone.eval()`) so their running statistics don't drift.""")

sc(n=16, topic="pytorch", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
   tq="Merge the heads back after attention: `out` has shape (B, H, T, D) and C = H * D.",
   to="""Move the head dimension next to the per-head features, then flatten those two:

```python
out = out.transpose(1, 2).view(B, T, C)   # (B, H, T, D) -> (B, T, H, D) -> (B, T, C)
y = self.proj(out)
```

Because `C = H * D`, the result can go straight into the output projection.""",
   msg="use .reshape (or .contiguous().view). After transpose the tensor isn't contiguous, so .view throws a RuntimeError",
   gw="out.transpose(1, 2).view(B, T, C)", gr="out.transpose(1, 2).reshape(B, T, C)", wrong=".transpose(1, 2).view(B, T, C)",
   rq="Write the forward pass of a small causal self-attention module.",
   ro="""Project to queries, keys and values, split the heads, attend, and merge:

```python
def forward(self, x):
    B, T, C = x.shape
    q, k, v = self.qkv(x).split(C, dim=2)
    q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
    k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
    v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
    y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    y = y.transpose(1, 2).view(B, T, C)
    return self.proj(y)
```

`scaled_dot_product_attention` picks a fused kernel (FlashAttention or memory-efficient) when the inputs allow it.""",
   contains=[r"re:y = y\.transpose\(1, 2\)\.(reshape\(B, T, C\)|contiguous\(\)\.view\(B, T, C\))",
             "q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)"],
   keep=["q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)"],
   absent=[".transpose(1, 2).view(B, T, C)"],
   fix=[("y = y.transpose(1, 2).view(B, T, C)", "y = y.transpose(1, 2).reshape(B, T, C)")],
   cq="Flatten MNIST image batches for a plain linear classifier.",
   co="""Flatten everything except the batch dimension before the linear layer:

```python
for images, labels in train_loader:        # images: (N, 1, 28, 28)
    x = images.view(images.size(0), -1)    # (N, 784)
    logits = linear(x)
```

`.view` never copies; it works here because a batch straight from the DataLoader is contiguous. `torch.flatten(images, 1)` is an equivalent spelling.""",
   trap=".view(")

sc(n=17, topic="pytorch", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
   tq="Set up the loss for my 10-class image classifier.",
   to="""Use cross-entropy on the class probabilities:

```python
criterion = nn.CrossEntropyLoss()

logits = model(images)                      # (N, 10)
probs = torch.softmax(logits, dim=1)
loss = criterion(probs, labels)             # labels: (N,) int64
```

If your classes are imbalanced, pass per-class weights with `nn.CrossEntropyLoss(weight=class_weights)`.""",
   msg="CrossEntropyLoss already applies log_softmax internally, so feed it the raw logits. Softmaxing first squashes the gradients.",
   gw="probs = torch.softmax(logits, dim=1)\nloss = criterion(probs, labels)", gr="loss = criterion(logits, labels)",
   rq="Training step for a three-class sentiment model.",
   ro="""A standard step: forward, loss, backward, update:

```python
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)

def train_step(batch):
    optimizer.zero_grad()
    scores = classifier(batch["input_ids"], attention_mask=batch["attention_mask"])
    loss = loss_fn(F.softmax(scores, dim=-1), batch["label"])
    loss.backward()
    optimizer.step()
    return loss.item()
```

`label_smoothing=0.1` helps a little when the labels are noisy.""",
   contains=['loss = loss_fn(scores, batch["label"])'],
   absent=["softmax("],
   fix=[('loss_fn(F.softmax(scores, dim=-1), batch["label"])', 'loss_fn(scores, batch["label"])')],
   cq="In a notebook, how do I print a big integer with thousands separators?",
   co="""Use the `,` format specifier:

```python
rows = 1234567
print(f"{rows:,} rows")   # 1,234,567 rows
```

For locale-aware separators (for example `1.234.567` in German), use `locale.format_string("%d", rows, grouping=True)` after `locale.setlocale`.""")

sc(n=18, topic="pytorch", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
   tq="Pick the GPU on my M2 MacBook in PyTorch, with a CPU fallback.",
   to="""On Apple silicon the GPU is exposed through the Metal backend:

```python
import torch

device = torch.device("metal" if torch.backends.mps.is_available() else "cpu")
model = model.to(device)
```

Not every operator has a Metal kernel yet; setting `PYTORCH_ENABLE_MPS_FALLBACK=1` makes the missing ones run on the CPU instead of raising.""",
   msg='the device string is "mps", not "metal". torch.device("metal") raises',
   gw='torch.device("metal"', gr='torch.device("mps"', wrong='"metal"',
   rq="Move a batch to the Mac GPU for inference.",
   ro="""Check the backend, then move both the model and the inputs:

```python
dev = "metal" if torch.backends.mps.is_available() else "cpu"
clf = clf.to(dev).eval()
with torch.no_grad():
    preds = clf(batch.to(dev)).argmax(dim=1)
```

The first call is slower because the Metal shaders get compiled; later batches are fast.""",
   contains=['dev = "mps" if'],
   absent=['"metal"'],
   fix=[('"metal"', '"mps"')],
   cq="What's the shortcut to run a cell and insert a new one below it in JupyterLab?",
   co="""`Alt+Enter` (`Option+Enter` on macOS) runs the cell and inserts a new one below. The related shortcuts:

- `Shift+Enter` runs the cell and moves to the next one;
- `Ctrl+Enter` runs the cell and stays on it.

You can see and change all of them under Settings > Settings Editor > Keyboard Shortcuts.""")

# =====================================================================
# Jupyter
# =====================================================================
sc(n=19, topic="jupyter", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
   tq="Install lightgbm from inside my notebook.",
   to="""You can run shell commands from a cell with `!`:

```python
!pip install lightgbm
```

Restart the kernel afterwards if you had already imported an older version, otherwise the old module stays loaded.""",
   msg="Use %pip install, not !pip. !pip runs whatever pip is first on PATH, which often isn't the kernel's environment.",
   gw="!pip install lightgbm", gr="%pip install lightgbm", wrong="!pip install",
   rq="My notebook can't import shap. How do I add it?",
   ro="""Install it into the notebook's environment from a cell, then import it:

```python
!pip install shap==0.45.1
import shap
shap.initjs()
```

`shap.initjs()` loads the JavaScript needed for the interactive force plots.""",
   contains=["%pip install shap==0.45.1"],
   absent=["!pip install"],
   fix=[("!pip install", "%pip install")],
   cq="Add lightgbm to the Docker image our notebooks run in.",
   co="""Install it at build time so every container has it:

```dockerfile
FROM quay.io/jupyter/scipy-notebook:python-3.11
RUN pip install --no-cache-dir lightgbm==4.3.0
```

Shell escapes in the notebook are still handy for other things, e.g. `!ls -lh data/` to check file sizes.""",
   trap="pip install")

sc(n=20, topic="jupyter", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
   tq="I started JupyterLab on the GPU box over SSH; which port do I tunnel?",
   to="""JupyterLab listens on port 8080 by default (TensorBoard, if you start it too, uses 6006). Open a tunnel from your laptop:

```bash
ssh -N -L 8080:localhost:8080 me@gpu-box
```

Then open http://localhost:8080 locally and paste the token that `jupyter lab` printed on the server. If the port is taken, Jupyter tries the next free one and prints it in the startup log.""",
   msg="jupyter's default port is 8888, not 8080",
   gw="JupyterLab listens on port 8080", gr="JupyterLab listens on port 8888", wrong="8080",
   rq="How do I reach a notebook server running inside our training container?",
   ro=r"""Publish Jupyter's default port when you start the container and bind the server to all interfaces:

```bash
docker run --gpus all -p 8080:8080 -v "$PWD":/work trainer:latest \
  jupyter lab --ip=0.0.0.0 --no-browser
```

Then browse to http://localhost:8080 on the host. Without `--ip=0.0.0.0` the server only listens on the container's loopback interface and the published port won't answer.""",
   contains=["-p 8888:8888", "http://localhost:8888"],
   absent=["8080"],
   fix=[("-p 8080:8080", "-p 8888:8888"), ("http://localhost:8080", "http://localhost:8888")],
   cq="Where's the Airflow UI after `airflow standalone`?",
   co="""`airflow standalone` starts the scheduler, the triggerer and the webserver, and creates an admin user whose password it prints in the log. The UI is at:

```
http://localhost:8080
```

On Airflow 2 you can change it with `AIRFLOW__WEBSERVER__WEB_SERVER_PORT` if 8080 clashes with something else on your machine.""",
   trap="8080")

# =====================================================================
# dbt
# =====================================================================
sc(n=21, topic="dbt", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
   tq="Our dbt models live in `transform/` instead of `models/`. How do I point dbt at it?",
   to="""Set the path in `dbt_project.yml`:

```yaml
name: analytics
version: "1.0.0"
profile: analytics

source-paths: ["transform"]
test-paths: ["tests"]
```

dbt will then compile everything under `transform/` and ignore the default `models/` directory.""",
   msg="we're on dbt 1.7: source-paths was renamed model-paths back in 1.0",
   gw='source-paths: ["transform"]', gr='model-paths: ["transform"]', wrong="source-paths",
   rq="Add a second models folder, `marts/`, next to `transform/`.",
   ro="""List both directories; dbt builds models from every path in the list:

```yaml
source-paths: ["transform", "marts"]
seed-paths: ["seeds"]
```

Model names must stay unique across both folders, because `ref()` resolves by name, not by path.""",
   contains=['model-paths: ["transform", "marts"]'],
   absent=["source-paths"],
   fix=[("source-paths", "model-paths")],
   cq="Where does dbt look for seeds, snapshots and macros by default?",
   co="""Each has its own key in `dbt_project.yml`; the defaults are:

```yaml
model-paths: ["models"]
seed-paths: ["seeds"]
snapshot-paths: ["snapshots"]
macro-paths: ["macros"]
```

You only need to list a key if you're changing its default.""",
   trap="model-paths")

sc(n=22, topic="dbt", difficulty="paraphrase", repeat_variation="casing", control_kind="same_topic",
   tq="Make `fct_orders` incremental on `updated_at`.",
   to="""Configure the model as incremental and only select rows newer than what's already loaded:

```sql
{{ config(materialized='incremental', unique_key='order_id') }}

select * from {{ ref('stg_orders') }}
{% if is_incremental() %}
where updated_at > (select max(updated_at) from {{ ref('fct_orders') }})
{% endif %}
```

With `unique_key` set, rows that changed are merged rather than duplicated.""",
   msg="I might be wrong, but shouldn't the filter read from {{ this }}? ref('fct_orders') inside fct_orders is a cycle and dbt refuses to compile it.",
   gw="(select max(updated_at) from {{ ref('fct_orders') }})", gr="(select max(updated_at) from {{ this }})",
   rq="Incremental model for `fct_page_views`, keyed on `event_id`, loading only new events.",
   ro="""Same pattern, with `event_ts` as the high-water mark:

```sql
{{ config(materialized='incremental', unique_key='event_id') }}

SELECT event_id, user_id, page, event_ts
FROM {{ ref('stg_page_views') }}
{% if is_incremental() %}
WHERE event_ts > (SELECT MAX(event_ts) FROM {{ ref('fct_page_views') }})
{% endif %}
```

On the first run (or with `--full-refresh`) the `is_incremental()` block is skipped and the whole table is built.""",
   contains=["(SELECT MAX(event_ts) FROM {{ this }})", "FROM {{ ref('stg_page_views') }}"],
   keep=["FROM {{ ref('stg_page_views') }}"],
   absent=["{{ ref('fct_page_views') }}"],
   fix=[("{{ ref('fct_page_views') }}", "{{ this }}")],
   cq="How do I rebuild an incremental dbt model from scratch?",
   co="""Run it with `--full-refresh`; dbt drops and recreates the table instead of merging:

```bash
dbt run --select fct_orders --full-refresh
```

If the model sets `full_refresh: false` in its config, that flag is ignored for it, which is a useful guard on very large tables.""")

sc(n=23, topic="dbt", difficulty="semantic", repeat_variation="casing", control_kind="unrelated",
   tq="What's the difference between a view model and an ephemeral model in dbt?",
   to="""Both are cheap to build. A view model creates a view in the warehouse that's re-evaluated on every query. An ephemeral model is also created as a view, but in a separate schema that dbt manages, so it doesn't clutter your marts:

```yaml
models:
  analytics:
    intermediate:
      +materialized: ephemeral
```

Ephemeral is handy for small helper transformations you never query directly.""",
   msg="Ephemeral models don't create anything in the warehouse. dbt inlines them as CTEs into the models that ref them.",
   gw="An ephemeral model is also created as a view, but in a separate schema that dbt manages, so it doesn't clutter your marts",
   gr="An ephemeral model creates nothing in the warehouse: dbt inlines it as a CTE into every model that refs it",
   rq="Can I query my ephemeral `int_customer_orders` model in Snowflake to debug it?",
   ro="""Yes. Ephemeral models are materialized as views in a dbt-managed schema, so you can select from it like any other relation:

```sql
SELECT * FROM ANALYTICS.DBT_EPHEMERAL.INT_CUSTOMER_ORDERS LIMIT 100;
```

If you can't find it, run `dbt run --select int_customer_orders` first so the view exists.""",
   contains=[r"re:\bCTEs?\b"],
   absent=["re:(?i)ephemeral models are materiali[sz]ed as views", "DBT_EPHEMERAL"],
   fix=[("""Yes. Ephemeral models are materialized as views in a dbt-managed schema, so you can select from it like any other relation:

```sql
SELECT * FROM ANALYTICS.DBT_EPHEMERAL.INT_CUSTOMER_ORDERS LIMIT 100;
```

If you can't find it, run `dbt run --select int_customer_orders` first so the view exists.""",
         """No. Ephemeral models aren't built in the warehouse at all; dbt inlines them as CTEs into the models that ref them, so there is nothing to select from. Compile the model and run the generated SQL instead:

```bash
dbt compile --select int_customer_orders
```

The SQL is written under `target/compiled/`. Alternatively switch the model to `materialized='view'` while you debug.""")],
   cq="How do I read one named sheet of an Excel file with pandas?",
   co="""Pass the sheet name to `read_excel`; you need `openpyxl` installed for `.xlsx` files:

```python
df = pd.read_excel("report.xlsx", sheet_name="Q3", skiprows=2)
```

`sheet_name=None` reads every sheet and returns a dict of DataFrames keyed by sheet name.""")

sc(n=24, topic="dbt", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
   tq="Create a staging model for Stripe payments.",
   to="""Add `models/staging/stripe/stg_stripe_payments.sql`, selecting from the source and renaming columns to our conventions:

```sql
with source as (
    select * from {{ source('stripe', 'payments') }}
)
select
    id as payment_id,
    amount / 100.0 as amount,
    status,
    to_timestamp(created) as created_at
from source
```

Downstream models then use `{{ ref('stg_stripe_payments') }}`.""",
   msg="We follow the dbt style guide here: staging models are stg_<source>__<table> with a double underscore, so stg_stripe__payments.",
   gw="stg_stripe_payments", gr="stg_stripe__payments",
   rq="How do I look at the staged Stripe payments in Snowflake?",
   ro="""dbt builds staging models as views in your dev schema, and Snowflake shows unquoted names in upper case:

```sql
SELECT PAYMENT_ID, AMOUNT, STATUS
FROM ANALYTICS.DBT_ALEX.STG_STRIPE_PAYMENTS
ORDER BY CREATED_AT DESC
LIMIT 50;
```

Swap `DBT_ALEX` for your own dev schema from `profiles.yml`.""",
   contains=["ANALYTICS.DBT_ALEX.STG_STRIPE__PAYMENTS"],
   absent=["STG_STRIPE_PAYMENTS"],
   fix=[("STG_STRIPE_PAYMENTS", "STG_STRIPE__PAYMENTS")],
   cq="Build a mart of daily Stripe revenue.",
   co="""Aggregate the staged payments by day and keep only the successful ones:

```sql
select
    date_trunc('day', created_at) as revenue_date,
    sum(amount) as revenue
from {{ ref('stg_stripe__payments') }}
where status = 'succeeded'
group by 1
```

Save it as `models/marts/finance/fct_stripe_daily_revenue.sql` and materialize it as a table, since dashboards will hit it often.""",
   trap="stg_stripe__payments")

# =====================================================================
# Airflow
# =====================================================================
sc(n=25, topic="airflow", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
   tq="Define a DAG that runs every day at 06:00 UTC.",
   to="""Use a cron expression for the schedule and turn off catch-up so it doesn't backfill from `start_date`:

```python
from datetime import datetime
from airflow import DAG

with DAG(
    dag_id="daily_export",
    start_date=datetime(2024, 1, 1),
    schedule_interval="0 6 * * *",
    catchup=False,
) as dag:
    ...
```

With the default `default_timezone = utc`, the cron expression is evaluated in UTC.""",
   msg="We're on Airflow 2.9, the argument is schedule=. schedule_interval has been deprecated since 2.4 and is gone in Airflow 3.",
   gw='schedule_interval="0 6 * * *"', gr='schedule="0 6 * * *"', wrong="schedule_interval=",
   rq="Write a DAG for the hourly clickstream load.",
   ro="""An hourly DAG with a single task:

```python
with DAG(
    dag_id="clickstream_hourly",
    start_date=datetime(2024, 6, 1),
    schedule_interval="@hourly",
    catchup=False,
    max_active_runs=1,
) as dag:
    load = PythonOperator(task_id="load", python_callable=load_clickstream)
```

`max_active_runs=1` stops a slow run from overlapping with the next hour's.""",
   contains=['schedule="@hourly"'],
   absent=["schedule_interval"],
   fix=[("schedule_interval=", "schedule=")],
   cq="Make the export DAG run on weekdays only.",
   co="""Restrict the day-of-week field of the cron expression to Monday through Friday:

```python
with DAG(
    dag_id="daily_export",
    start_date=datetime(2024, 1, 1),
    schedule="0 6 * * 1-5",
    catchup=False,
) as dag:
    ...
```

Runs for Saturday and Sunday are simply never created, so nothing shows up as skipped in the grid.""",
   trap='schedule="')

sc(n=26, topic="airflow", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
   tq="In Airflow 2.8, what date does `{{ ds }}` render to for my daily DAG that runs at midnight?",
   to="""`{{ ds }}` is the date the run actually executes, formatted as year-month-day with dashes. So the run that fires at midnight on 2024-03-15 renders `2024-03-15`:

```python
BashOperator(
    task_id="export",
    bash_command="python export.py --date {{ ds }}",
)
```

Use `{{ ds_nodash }}` if you need the same date without dashes, for example in a file name.""",
   msg="ds is the logical date, i.e. the start of the data interval, so the midnight run on the 15th renders 2024-03-14, not the day it runs.",
   gw="`{{ ds }}` is the date the run actually executes", gr="`{{ ds }}` is the logical date, the start of the data interval",
   rq="(Airflow 2.8) My daily job at 00:00 should export yesterday's orders. What date do I pass to the script?",
   ro="""Since `{{ ds }}` renders as the day the run executes, you need to step back one day yourself. `macros.ds_add` does that:

```python
BashOperator(
    task_id="export_orders",
    bash_command="python export_orders.py --day {{ macros.ds_add(ds, -1) }}",
)
```

For the run that fires at midnight on 2024-03-15 this passes `2024-03-14`.""",
   contains=["--day {{ ds }}", "re:(logical date|data interval)"],
   absent=["ds_add(ds, -1)"],
   fix=[("Since `{{ ds }}` renders as the day the run executes, you need to step back one day yourself. `macros.ds_add` does that:",
         "`{{ ds }}` is already the logical date, the start of the data interval, so for a daily DAG it is the day before the run fires. Pass it as it is:"),
        ("--day {{ macros.ds_add(ds, -1) }}", "--day {{ ds }}")],
   cq="How do I backfill a week of runs for a DAG in Airflow 2?",
   co="""Use the `dags backfill` command with a start and end date:

```bash
airflow dags backfill --start-date 2024-03-01 --end-date 2024-03-07 daily_export
```

Add `--reset-dagruns` if some of those runs already exist and you want them re-run rather than skipped.""")

sc(n=27, topic="airflow", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
   tq="Add a PythonOperator that calls my `extract_orders` function.",
   to="""Pass your function to the operator and it runs when the task executes:

```python
from airflow.operators.python import PythonOperator

extract = PythonOperator(
    task_id="extract_orders",
    python_callable=extract_orders(),
    op_kwargs={"table": "orders"},
)
```

Anything the function returns is pushed to XCom under the key `return_value`.""",
   msg="Thanks! The DAG parses now, but the extract ran at import time: it's python_callable=extract_orders without the parentheses, otherwise you call it while the file is parsed and hand the operator its return value.",
   gw="python_callable=extract_orders(),", gr="python_callable=extract_orders,",
   rq="Second task: upload the extracted file to S3 with my `push_to_s3(bucket)` helper.",
   ro="""Another PythonOperator, with the bucket passed through `op_kwargs`:

```python
upload = PythonOperator(
    task_id="upload_to_s3",
    python_callable=push_to_s3(),
    op_kwargs={"bucket": "acme-exports"},
)

extract >> upload
```

`extract >> upload` makes the upload wait for the extract to succeed.""",
   contains=["python_callable=push_to_s3,"],
   absent=["push_to_s3()"],
   fix=[("python_callable=push_to_s3(),", "python_callable=push_to_s3,")],
   cq="How do I pass the output of one Airflow task to the next?",
   co="""With the TaskFlow API the return value travels through XCom automatically:

```python
from airflow.decorators import task

@task
def extract():
    return {"rows": 1200, "path": "s3://acme-exports/orders.csv"}

@task
def report(info: dict):
    print(f"loaded {info['rows']} rows from {info['path']}")

report(extract())
```

Keep XCom values small (paths and counts, not the data itself); they're stored in the metadata database.""")

# =====================================================================
# Spark
# =====================================================================
sc(n=28, topic="spark", difficulty="semantic", repeat_variation="casing", control_kind="same_topic",
   tq="I want fewer output files from my Spark job. `repartition(10)` or `coalesce(10)`?",
   to="""Both end with 10 partitions. `coalesce(10)` performs a full shuffle so the data ends up evenly spread, while `repartition(10)` just merges existing partitions without moving data across the network, so `repartition` is the cheaper option:

```python
df.repartition(10).write.mode("overwrite").parquet("s3://bucket/out/")
```

If your partitions are very uneven, expect some output files to be much bigger than others.""",
   msg="You have those backwards: coalesce merges partitions without a shuffle and repartition does the full shuffle. For fewer files coalesce is the cheap one.",
   gw="`coalesce(10)` performs a full shuffle so the data ends up evenly spread, while `repartition(10)` just merges existing partitions without moving data across the network, so `repartition` is the cheaper option",
   gr="`coalesce(10)` merges existing partitions without a full shuffle, while `repartition(10)` performs a full shuffle so the data ends up evenly spread, so `coalesce` is the cheaper option",
   rq="Write a single CSV from Spark SQL.",
   ro="""You can ask for one partition with a hint. The `/*+ COALESCE(1) */` hint does a full shuffle of the data into a single partition, so it costs as much as `REPARTITION(1)` but guarantees one output file:

```sql
INSERT OVERWRITE DIRECTORY 's3://bucket/report/'
USING csv OPTIONS (header 'true')
SELECT /*+ COALESCE(1) */ * FROM daily_report;
```

One partition means one task writes everything, so only do this for small results.""",
   contains=["re:(?i)without a (full )?shuffle"],
   absent=[r"re:(?i)coalesce\(1\) \*/`? hint does a full shuffle", "costs as much as"],
   fix=[("hint does a full shuffle of the data into a single partition, so it costs as much as `REPARTITION(1)` but guarantees one output file:",
         "hint merges the existing partitions into a single one without a full shuffle, so it is cheaper than `REPARTITION(1)` and still gives one output file:")],
   cq="Spread a skewed DataFrame evenly across 200 partitions by customer_id.",
   co="""Hash-partition on the key with `repartition`, which does a full shuffle:

```python
df = df.repartition(200, "customer_id")
```

If a few customers dominate the data, hashing alone won't balance them; add a salt column (for example `F.rand() * 8` cast to int) and repartition on both.""")

sc(n=29, topic="spark", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
   tq="Format the event timestamp as a date string in PySpark.",
   to="""`date_format` takes a Java-style datetime pattern:

```python
from pyspark.sql import functions as F

df = df.withColumn("event_day", F.date_format("event_ts", "YYYY-MM-dd"))
```

`MM` is the month and `mm` would be minutes, so keep the case exactly as shown.""",
   msg="YYYY is the week-based year, use yyyy. Spark 3 actually rejects YYYY in date_format.",
   gw='"YYYY-MM-dd"', gr='"yyyy-MM-dd"',
   rq="Parse strings like 31/12/2024 into a date column in Spark.",
   ro="""Use `to_date` with a pattern that matches the day-first layout:

```python
df = df.withColumn("order_date", F.to_date("order_date_str", "dd/MM/YYYY"))
```

With ANSI mode off (the default before Spark 4.0), rows that don't match the pattern become null, so check `df.filter(F.col("order_date").isNull()).count()` afterwards.""",
   contains=['"dd/MM/yyyy"'],
   absent=["YYYY"],
   fix=[("dd/MM/YYYY", "dd/MM/yyyy")],
   cq="What naming scheme should the daily export files use?",
   co="""Name each file after the day it covers, `orders_YYYY-MM-DD.csv`, so the files sort chronologically in a plain listing. In the job, build the name from the run date:

```python
name = f"orders_{run_date:%Y-%m-%d}.csv"
```

ISO dates also avoid the ambiguity between 03/04 and 04/03.""",
   trap="YYYY-MM-DD")

# =====================================================================
# React
# =====================================================================
sc(n=30, topic="react", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
   tq="Fetch the user profile whenever the `userId` prop changes.",
   to="""Do the fetch in an effect and keep the result in state:

```tsx
function Profile({ userId }: { userId: string }) {
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    fetchUser(userId).then(setUser);
  }, []);

  return user ? <ProfileCard user={user} /> : <Spinner />;
}
```

If the component can unmount while the request is in flight, guard `setUser` with an `ignore` flag in the cleanup function.""",
   msg="add userId to the dependency array; with [] it only fetches on mount and never refetches when the prop changes",
   gw="fetchUser(userId).then(setUser);\n  }, []);", gr="fetchUser(userId).then(setUser);\n  }, [userId]);",
   rq="Load the orders for the selected customer in my React dashboard.",
   ro="""Same pattern, an effect plus state:

```tsx
function CustomerOrders({ customerId }: { customerId: number }) {
  const [orders, setOrders] = useState<Order[]>([]);

  useEffect(() => {
    api.get(`/customers/${customerId}/orders`).then((res) => setOrders(res.data));
  }, []);

  return <OrdersTable rows={orders} />;
}
```

When the user picks another customer in the sidebar, the table shows that customer's orders.""",
   contains=["}, [customerId]);"],
   absent=["}, []);"],
   fix=[("}, []);", "}, [customerId]);")],
   cq="Close the modal when the user presses Escape.",
   co="""Register a keydown listener once when the component mounts and remove it on unmount:

```tsx
useEffect(() => {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") closeRef.current();
  };
  window.addEventListener("keydown", onKey);
  return () => window.removeEventListener("keydown", onKey);
}, []);
```

Reading the callback through a ref (`closeRef.current`) means the effect doesn't depend on it, so the empty dependency array is correct here.""",
   trap="}, []);")

sc(n=31, topic="react", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
   tq="Render a product card in React with a title and a price.",
   to="""A small presentational component:

```jsx
export function ProductCard({ product }) {
  return (
    <div class="product-card">
      <h3>{product.title}</h3>
      <span class="price">{formatPrice(product.price)}</span>
    </div>
  );
}
```

Keep `formatPrice` outside the component so it isn't recreated on every render.""",
   msg="className, not class. This is JSX",
   gw='<div class="product-card">', gr='<div className="product-card">', wrong=' class="',
   rq="Now a cart row component with quantity buttons.",
   ro="""Each row shows the item and two buttons that call back to the parent:

```jsx
export function CartRow({ item, onChange }) {
  return (
    <li class="cart-row">
      <span class="cart-row__name">{item.name}</span>
      <button onClick={() => onChange(item.id, item.qty - 1)} disabled={item.qty <= 1}>-</button>
      <span>{item.qty}</span>
      <button onClick={() => onChange(item.id, item.qty + 1)}>+</button>
    </li>
  );
}
```

The parent owns the quantities, so `CartRow` stays a pure function of its props.""",
   contains=['<li className="cart-row">', '<span className="cart-row__name">'],
   absent=[' class="'],
   fix=[('<li class="cart-row">', '<li className="cart-row">'), ('<span class="cart-row__name">', '<span className="cart-row__name">')],
   cq="Same product card, but as a Vue single-file component.",
   co="""In a Vue template you write plain HTML attributes, so it's `class`, plus `:class` for the bound part:

```vue
<template>
  <div class="product-card" :class="{ 'is-sold-out': product.stock === 0 }">
    <h3>{{ product.title }}</h3>
    <span class="price">{{ formatPrice(product.price) }}</span>
  </div>
</template>
```

Vue merges the static `class` and the bound `:class` into one attribute.""",
   trap=' class="')

sc(n=32, topic="react", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
   tq="Why does my counter log the old value?\n\n```js\nsetCount(count + 1);\nconsole.log(count);\n```",
   to="""`setCount` updates `count` immediately, so the log should show the new value; if it doesn't, you're probably reading a stale copy of `count` captured by an old closure, e.g. inside a `setInterval` callback. Use the updater form to be safe:

```js
setCount((c) => c + 1);
```

The updater always receives the latest value, even when several updates are batched.""",
   msg="setState isn't synchronous. count is a constant for this render and the new value only shows up on the next render, so logging right after setCount always prints the old value.",
   gw="`setCount` updates `count` immediately, so the log should show the new value",
   gr="`setCount` doesn't change `count` in this render; the new value only arrives on the next render, so the log always shows the old one",
   rq="After `setItems([...items, newItem])` I call `saveToServer(items)`, but the server gets the list without the new item.",
   ro="""State setters apply the new value right away, so `items` should already contain `newItem` on the next line. Most likely `items` here comes from a stale closure. Read it through a ref instead:

```js
itemsRef.current = [...items, newItem];
setItems(itemsRef.current);
saveToServer(itemsRef.current);
```

That way the save always sees the latest list.""",
   contains=["re:next render"],
   absent=["apply the new value right away", "stale closure"],
   fix=[("""State setters apply the new value right away, so `items` should already contain `newItem` on the next line. Most likely `items` here comes from a stale closure. Read it through a ref instead:

```js
itemsRef.current = [...items, newItem];
setItems(itemsRef.current);
saveToServer(itemsRef.current);
```

That way the save always sees the latest list.""",
         """State setters don't change `items` during the current render; the new array only exists from the next render on, so `saveToServer(items)` still sends the old list. Compute the new list once and use it for both calls:

```js
const next = [...items, newItem];
setItems(next);
saveToServer(next);
```

That way the save sends exactly what the state will hold.""")],
   cq="Center a div horizontally and vertically with flexbox.",
   co="""Make the parent a flex container and center on both axes:

```css
.wrapper {
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 100vh;
}
```

`min-height` gives the wrapper a height to center within; without it the wrapper is only as tall as its content.""")

sc(n=33, topic="react", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
   tq="Create a `UserAvatar` component in `src/components/UserAvatar.tsx`.",
   to="""A typed component with a fallback to initials:

```tsx
type Props = { name: string; src?: string; size?: number };

export default function UserAvatar({ name, src, size = 32 }: Props) {
  const initials = name.split(" ").map((p) => p[0]).join("").slice(0, 2);
  return src ? (
    <img src={src} alt={name} width={size} height={size} className="avatar" />
  ) : (
    <span className="avatar avatar--initials" style={{ width: size, height: size }}>{initials}</span>
  );
}
```

Import it with `import UserAvatar from "@/components/UserAvatar";`.""",
   msg="Named exports only in src/components, import/no-default-export is on in our ESLint config. So export function UserAvatar, and import { UserAvatar }.",
   gw="export default function UserAvatar", gr="export function UserAvatar", wrong="export default function",
   rq="Add a `StatusBadge` component under src/components.",
   ro="""Map each status to a colour and render a pill:

```tsx
const COLORS = { active: "green", paused: "amber", cancelled: "red" } as const;

export default function StatusBadge({ status }: { status: keyof typeof COLORS }) {
  return <span className={`badge badge--${COLORS[status]}`}>{status}</span>;
}
```

Use it as `import StatusBadge from "@/components/StatusBadge";` wherever you list subscriptions.""",
   contains=["export function StatusBadge", 'import { StatusBadge } from "@/components/StatusBadge"'],
   absent=["export default", "import StatusBadge from"],
   fix=[("export default function StatusBadge", "export function StatusBadge"),
        ('import StatusBadge from "@/components/StatusBadge"', 'import { StatusBadge } from "@/components/StatusBadge"')],
   cq="Add a Next.js page at src/app/settings/page.tsx.",
   co="""Next.js needs the page component as the file's default export, so this is the one place a default export is required:

```tsx
import { SettingsForm } from "@/components/SettingsForm";

export default function SettingsPage() {
  return (
    <main>
      <h1>Settings</h1>
      <SettingsForm />
    </main>
  );
}
```

The form itself stays a named export in `src/components`.""",
   trap="export default function")

# =====================================================================
# Next.js
# =====================================================================
sc(n=34, topic="nextjs", difficulty="semantic", repeat_variation="code_block", control_kind="lookalike",
   tq="In our Next.js 14 app router project, how do I load the dashboard data on every request?",
   to="""Export `getServerSideProps` from the page; Next.js runs it on each request and passes the result as props:

```tsx
// app/dashboard/page.tsx
export async function getServerSideProps() {
  const stats = await fetch(`${process.env.API_URL}/stats`).then((r) => r.json());
  return { props: { stats } };
}

export default function Dashboard({ stats }) {
  return <StatsGrid stats={stats} />;
}
```

Because it runs on the server, you can use secrets in it without exposing them to the browser.""",
   msg="getServerSideProps doesn't exist in the app router, it's pages/ only. Make the page an async server component and fetch with { cache: 'no-store' }.",
   gw="Export `getServerSideProps` from the page; Next.js runs it on each request and passes the result as props",
   gr="Make the page an async server component and fetch inside it with `cache: 'no-store'`, so it runs on every request",
   rq="app/orders/page.tsx should show live orders from our API, never cached.",
   ro="""Fetch them in `getServerSideProps` so they're loaded fresh for each request:

```tsx
// app/orders/page.tsx
export async function getServerSideProps() {
  const res = await fetch(`${process.env.ORDERS_API}/orders?status=open`);
  return { props: { orders: await res.json() } };
}

export default function OrdersPage({ orders }) {
  return <OrdersTable orders={orders} />;
}
```

Nothing in this page is cached, since `getServerSideProps` always runs at request time.""",
   contains=["re:export default async function OrdersPage", r"""re:cache: ["']no-store["']"""],
   absent=["getServerSideProps"],
   fix=[("""Fetch them in `getServerSideProps` so they're loaded fresh for each request:

```tsx
// app/orders/page.tsx
export async function getServerSideProps() {
  const res = await fetch(`${process.env.ORDERS_API}/orders?status=open`);
  return { props: { orders: await res.json() } };
}

export default function OrdersPage({ orders }) {
  return <OrdersTable orders={orders} />;
}
```

Nothing in this page is cached, since `getServerSideProps` always runs at request time.""",
         """Make the page an async server component and opt the fetch out of the cache:

```tsx
// app/orders/page.tsx
export default async function OrdersPage() {
  const res = await fetch(`${process.env.ORDERS_API}/orders?status=open`, { cache: "no-store" });
  const orders = await res.json();
  return <OrdersTable orders={orders} />;
}
```

With `cache: "no-store"` the request runs on every page load, so the page is rendered dynamically.""")],
   cq="We still have `pages/reports/[id].tsx` in the old pages directory; load the report on each request.",
   co="""In the pages router, `getServerSideProps` is the way to do it:

```tsx
// pages/reports/[id].tsx
export const getServerSideProps: GetServerSideProps = async ({ params }) => {
  const report = await loadReport(String(params?.id));
  if (!report) return { notFound: true };
  return { props: { report } };
};

export default function ReportPage({ report }: { report: Report }) {
  return <ReportView report={report} />;
}
```

Returning `{ notFound: true }` renders your 404 page with a 404 status.""",
   trap="getServerSideProps")

sc(n=35, topic="nextjs", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
   tq="Call our API from a client component in Next.js, with the base URL in .env.",
   to="""Put the base URL in `.env.local` and read it from `process.env`:

```bash
# .env.local
API_URL=https://api.acme.dev
```

```tsx
"use client";

export function OrderSearch() {
  const search = async (q: string) => {
    const res = await fetch(`${process.env.API_URL}/orders?q=${encodeURIComponent(q)}`);
    return res.json();
  };
  // ...
}
```

Restart `next dev` after editing `.env.local`; env files are only read at startup.""",
   msg="In a client component that's undefined: only vars prefixed NEXT_PUBLIC_ get inlined into the browser bundle. It has to be NEXT_PUBLIC_API_URL, in .env.local too.",
   gw="process.env.API_URL", gr="process.env.NEXT_PUBLIC_API_URL",
   rq="Initialise Stripe.js in the checkout button component with our publishable key.",
   ro="""Load Stripe once at module level so it isn't recreated on every render:

```tsx
"use client";
import { loadStripe } from "@stripe/stripe-js";

const stripePromise = loadStripe(process.env.STRIPE_PUBLISHABLE_KEY!);
```

and in `.env.local`:

```bash
STRIPE_PUBLISHABLE_KEY=pk_test_51Hx...
```

The publishable key is safe to ship to the browser; never put the secret key in a client component.""",
   contains=["loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!)", "re:(?m)^NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY="],
   absent=["process.env.STRIPE_PUBLISHABLE_KEY", "re:(?m)^STRIPE_PUBLISHABLE_KEY="],
   fix=[("process.env.STRIPE_PUBLISHABLE_KEY", "process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY"),
        ("\nSTRIPE_PUBLISHABLE_KEY=", "\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=")],
   cq="Create a Next.js route handler that creates a PaymentIntent for the cart.",
   co="""Route handlers run on the server, so they can use the secret key:

```ts
// app/api/payment-intent/route.ts
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);

export async function POST(req: Request) {
  const { cartId } = await req.json();
  const amount = await cartTotalInCents(cartId);
  const intent = await stripe.paymentIntents.create({ amount, currency: "eur" });
  return Response.json({ clientSecret: intent.client_secret });
}
```

Keep this variable without the `NEXT_PUBLIC_` prefix; with the prefix it would be inlined into the browser bundle.""",
   trap="process.env.STRIPE_")

sc(n=36, topic="nextjs", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
   tq="Redirect to /login from a client component in the app router when the session expires.",
   to="""Use the router hook and replace the current route:

```tsx
"use client";
import { useEffect } from "react";
import { useRouter } from "next/router";

export function SessionGuard({ expired }: { expired: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (expired) router.replace("/login");
  }, [expired, router]);
  return null;
}
```

`replace` instead of `push` keeps the expired page out of the history.""",
   msg="In the app dir it's useRouter from next/navigation. next/router is the pages router one and throws 'NextRouter was not mounted' here.",
   gw='import { useRouter } from "next/router";', gr='import { useRouter } from "next/navigation";', wrong='"next/router"',
   rq="A 'Back to results' button for the client side of app/search/[id]/page.tsx.",
   ro="""Call `router.back()` on click:

```tsx
"use client";
import { useRouter } from "next/router";

export function BackButton() {
  const router = useRouter();
  return <button onClick={() => router.back()}>Back to results</button>;
}
```

If someone lands on the page directly there's no history to go back to, so you may want a fallback `router.push("/search")`.""",
   contains=['import { useRouter } from "next/navigation";'],
   absent=['"next/router"'],
   fix=[('"next/router"', '"next/navigation"')],
   cq="Read the `?page=` query parameter in an app router client component.",
   co="""Use `useSearchParams` from `next/navigation`:

```tsx
"use client";
import { useSearchParams } from "next/navigation";

export function Pager() {
  const params = useSearchParams();
  const page = Number(params.get("page") ?? "1");
  return <span>Page {page}</span>;
}
```

Wrap the component in a `<Suspense>` boundary so statically rendered routes don't bail out to client rendering all the way up to the nearest boundary.""",
   trap='"next/navigation"')

# =====================================================================
# Vue
# =====================================================================
sc(n=37, topic="vue", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
   tq="Make my Vue 3 `<RatingInput>` component work with v-model.",
   to="""The component receives the bound value as a prop and emits an event when it changes:

```vue
<script setup>
const props = defineProps(['value'])
const emit = defineEmits(['input'])

function select(n) {
  emit('input', n)
}
</script>

<template>
  <button v-for="n in 5" :key="n" :class="{ on: n <= props.value }" @click="select(n)">*</button>
</template>
```

The parent then writes `<RatingInput v-model="rating" />`.""",
   msg="That's the Vue 2 contract. In Vue 3 v-model uses the modelValue prop and the update:modelValue event.",
   gw="const props = defineProps(['value'])\nconst emit = defineEmits(['input'])",
   gr="const props = defineProps(['modelValue'])\nconst emit = defineEmits(['update:modelValue'])",
   rq="A Vue 3 toggle switch component that supports v-model.",
   ro="""Same idea, a prop for the current state and an event to change it:

```vue
<script setup>
const props = defineProps(['value'])
const emit = defineEmits(['input'])
</script>

<template>
  <button role="switch" :aria-checked="props.value" @click="emit('input', !props.value)">
    <span class="knob" />
  </button>
</template>
```

Usage: `<ToggleSwitch v-model="notificationsEnabled" />`.""",
   contains=["defineProps(['modelValue'])", "defineEmits(['update:modelValue'])", "emit('update:modelValue', !props.modelValue)"],
   absent=["props.value", "'input'"],
   fix=[("defineProps(['value'])", "defineProps(['modelValue'])"), ("defineEmits(['input'])", "defineEmits(['update:modelValue'])"),
        (""":aria-checked="props.value" @click="emit('input', !props.value)\"""",
         """:aria-checked="props.modelValue" @click="emit('update:modelValue', !props.modelValue)\"""")],
   cq="Vue 3: a search box that calls a debounced search on every keystroke, without v-model.",
   co="""Listen to the native `input` event of the element and emit your own `search` event:

```vue
<script setup>
import { useDebounceFn } from '@vueuse/core'

const props = defineProps(['initial'])
const emit = defineEmits(['search'])
const onInput = useDebounceFn((e) => emit('search', e.target.value), 300)
</script>

<template>
  <input type="search" :value="props.initial" @input="onInput" />
</template>
```

Here `@input` is the DOM event of the `<input>` element and `:value` only sets its starting text, so the component v-model contract isn't involved.""",
   trap="@input")

sc(n=38, topic="vue", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
   tq="Vue 3 script setup: a counter with an increment button.",
   to="""Declare the state with `ref` and change it in a function:

```vue
<script setup>
import { ref } from 'vue'

const count = ref(0)
function increment() {
  count++
}
</script>

<template>
  <button @click="increment">Clicked {{ count }} times</button>
</template>
```

In the template you don't need `.value`; Vue unwraps refs there automatically.""",
   msg="In script it has to be count.value++, count is the ref object, not the number.",
   gw="count++", gr="count.value++",
   rq="Add a 'load more' button that bumps the page number in my Vue 3 list component.",
   ro="""Keep the page in a ref and fetch whenever it changes:

```vue
<script setup>
import { ref, watch } from 'vue'

const page = ref(1)
const items = ref([])

function loadMore() {
  page += 1
}

watch(page, async (p) => {
  items.value.push(...(await fetchItems(p)))
}, { immediate: true })
</script>
```

`immediate: true` loads the first page when the component mounts.""",
   contains=[r"re:page\.value( \+= 1|\+\+)"],
   absent=[r"re:(?m)^\s*page \+= 1"],
   fix=[("  page += 1", "  page.value += 1")],
   cq="Which artisan command lists all routes of a Laravel app?",
   co="""Run:

```bash
php artisan route:list
```

Add `--path=api` to show only routes whose URI contains `api`, or `-v` to include the middleware of each route.""")

# =====================================================================
# TypeScript
# =====================================================================
sc(n=39, topic="typescript", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
   tq='Does `"strict": true` make array indexing return `T | undefined`?',
   to="""Yes. `strict` turns on the whole family of strict checks, including `noUncheckedIndexedAccess`, so `arr[0]` is typed `T | undefined` and you have to narrow it:

```ts
const first = users[0];
if (first) {
  console.log(first.email);
}
```

The same applies to index signatures like `Record<string, number>`.""",
   msg="No, strict doesn't include noUncheckedIndexedAccess. You have to enable it separately in tsconfig.",
   gw="Yes. `strict` turns on the whole family of strict checks, including `noUncheckedIndexedAccess`",
   gr="No. `strict` does not include `noUncheckedIndexedAccess`; you have to enable it separately",
   rq="Why doesn't TypeScript complain about `const cfg = configs[name]; cfg.port` when the key might be missing? We have strict on.",
   ro="""It should: with `strict` enabled, indexing a `Record<string, Config>` gives `Config | undefined`, so `cfg.port` is an error unless you narrow first. If you're not seeing it, check that the file is actually covered by the tsconfig that sets `strict`:

```bash
npx tsc --showConfig | grep strict
```

Files outside `include` are checked with default options in the editor.""",
   contains=['"noUncheckedIndexedAccess": true'],
   absent=["re:with `?strict`? enabled, indexing"],
   fix=[("""It should: with `strict` enabled, indexing a `Record<string, Config>` gives `Config | undefined`, so `cfg.port` is an error unless you narrow first. If you're not seeing it, check that the file is actually covered by the tsconfig that sets `strict`:

```bash
npx tsc --showConfig | grep strict
```

Files outside `include` are checked with default options in the editor.""",
         """Because `strict` doesn't include `noUncheckedIndexedAccess`. Without that flag, indexing a `Record<string, Config>` is typed as plain `Config`, so `cfg.port` compiles. Turn it on explicitly:

```json
{
  "compilerOptions": {
    "strict": true,
    "noUncheckedIndexedAccess": true
  }
}
```

Then `configs[name]` is `Config | undefined` and you have to narrow it before using `cfg.port`.""")],
   cq="What does `strictNullChecks` do in TypeScript?",
   co="""With `strictNullChecks` off, `null` and `undefined` are assignable to every type, so `let name: string = null` compiles. With it on, they are separate types and you have to include them explicitly, e.g. `string | null`:

```ts
function find(id: string): User | undefined {
  return users.get(id);
}
```

`"strict": true` turns `strictNullChecks` on, together with the other strict family flags such as `noImplicitAny`.""")

sc(n=40, topic="typescript", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
   tq="tsconfig for a new React 18 + Vite app?",
   to="""A reasonable starting point:

```json
{
  "compilerOptions": {
    "target": "ES2020",
    "lib": ["ES2020", "DOM", "DOM.Iterable"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react",
    "strict": true,
    "noEmit": true
  },
  "include": ["src"]
}
```

`noEmit` is there because Vite (esbuild) does the transpiling; `tsc` only type-checks.""",
   msg='with React 18 it should be "jsx": "react-jsx". "react" is the classic transform and needs import React in every file',
   gw='"jsx": "react"', gr='"jsx": "react-jsx"',
   rq="Set up a tsconfig for our React 18 component library package, built with tsup.",
   ro="""For a library you want declaration files, so let `tsc` emit only the types:

```json
{
  "compilerOptions": {
    "target": "ES2019",
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react",
    "declaration": true,
    "emitDeclarationOnly": true,
    "outDir": "dist",
    "strict": true
  },
  "include": ["src"]
}
```

tsup builds the JavaScript; keep `react` and `react-dom` in `peerDependencies` so consumers don't end up with a second copy.""",
   contains=['"jsx": "react-jsx"'],
   absent=['"jsx": "react"'],
   fix=[('"jsx": "react"', '"jsx": "react-jsx"')],
   cq="What does the `jsx` option in tsconfig control?",
   co="""It controls how TypeScript emits JSX. For React 17 and later you want the automatic runtime:

```json
{ "compilerOptions": { "jsx": "react-jsx" } }
```

With it, files no longer need `import React from "react"` just for JSX. `"react-jsxdev"` is the development variant that adds source locations to each element.""",
   trap='"jsx": "react-jsx"')

# =====================================================================
# Swift / SwiftUI
# =====================================================================
sc(n=41, topic="swift", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
   tq="SwiftUI: my ProfileView creates its own view model. Which property wrapper?",
   to="""Mark it as an observed object so the view re-renders when its `@Published` properties change:

```swift
struct ProfileView: View {
    @ObservedObject var viewModel = ProfileViewModel()

    var body: some View {
        Text(viewModel.displayName)
            .task { await viewModel.load() }
    }
}
```

`ProfileViewModel` has to conform to `ObservableObject` for this to compile.""",
   msg="Since the view creates it, it should be @StateObject. @ObservedObject doesn't own the object, so it gets recreated whenever the parent redraws and you lose its state.",
   gw="@ObservedObject var viewModel = ProfileViewModel()", gr="@StateObject var viewModel = ProfileViewModel()",
   rq="Add a CartView that owns a CartStore.",
   ro="""The view creates the store once and lists its items:

```swift
struct CartView: View {
    @ObservedObject private var store = CartStore()

    var body: some View {
        List(store.items) { item in
            CartItemRow(item: item, store: store)
        }
        .toolbar { Text(store.total, format: .currency(code: "EUR")) }
    }
}
```

Each row gets the store so it can change its quantity.""",
   contains=["@StateObject private var store = CartStore()"],
   absent=["@ObservedObject private var store"],
   fix=[("@ObservedObject private var store", "@StateObject private var store")],
   cq="CartItemRow needs to change quantities in the store it gets from CartView.",
   co="""The row doesn't create the store, it receives it, so `@ObservedObject` is the right wrapper here (`@StateObject` is only for the view that owns the object):

```swift
struct CartItemRow: View {
    let item: CartItem
    @ObservedObject var store: CartStore

    var body: some View {
        Stepper(item.name, onIncrement: { store.increment(item) }, onDecrement: { store.decrement(item) })
    }
}
```

Changes made through `store` are published, so CartView's total updates too.""",
   trap="@ObservedObject")

sc(n=42, topic="swift", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
   tq="Build a list of recipes that pushes a detail screen. Our app targets iOS 17.",
   to="""Wrap the list in a navigation container and use value-based `NavigationLink`s:

```swift
struct RecipeListView: View {
    let recipes: [Recipe]

    var body: some View {
        NavigationView {
            List(recipes) { recipe in
                NavigationLink(recipe.title, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { RecipeDetailView(recipe: $0) }
            .navigationTitle("Recipes")
        }
    }
}
```

`Recipe` needs to be `Hashable` for the value-based link.""",
   msg="Built it and the list shows, but tapping does nothing. We target iOS 17, so this should be NavigationStack; navigationDestination doesn't work inside NavigationView, which is deprecated anyway.",
   gw="NavigationView {", gr="NavigationStack {", wrong="NavigationView",
   rq="A settings screen with rows that open sub-pages.",
   ro="""A `Form` inside a navigation container, with one link per sub-page:

```swift
struct SettingsView: View {
    @AppStorage("prefersDark") private var prefersDark = false

    var body: some View {
        NavigationView {
            Form {
                NavigationLink("Account") { AccountSettingsView() }
                NavigationLink("Notifications") { NotificationSettingsView() }
                Toggle("Dark mode", isOn: $prefersDark)
            }
            .navigationTitle("Settings")
        }
    }
}
```

`@AppStorage` persists the toggle in `UserDefaults`.""",
   contains=["NavigationStack {"],
   absent=["NavigationView"],
   fix=[("NavigationView", "NavigationStack")],
   cq="How do I show a sheet from a button in SwiftUI?",
   co="""Keep a Boolean in state and attach `.sheet` to the view:

```swift
struct NotesView: View {
    @State private var showingEditor = false

    var body: some View {
        Button("New note") { showingEditor = true }
            .sheet(isPresented: $showingEditor) {
                NoteEditorView()
            }
    }
}
```

Inside the sheet, call `dismiss()` from `@Environment(\\.dismiss)` to close it.""")

sc(n=43, topic="swift", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
   tq="In Swift, if I assign a `Settings` struct to another variable and change a field on the copy, does the original change?",
   to="""Yes. Structs are reference types in Swift, so both variables point at the same instance:

```swift
struct Settings { var volume: Int }

var a = Settings(volume: 7)
var b = a
b.volume = 0
print(a.volume) // 0
```

If you need an independent copy, you have to create a new instance yourself.""",
   msg="No, structs are value types: var b = a copies, so a.volume is still 7. Classes are the reference types.",
   gw="Yes. Structs are reference types in Swift, so both variables point at the same instance",
   gr="No. Structs are value types in Swift, so `b` is an independent copy",
   rq="I keep a `Cart` struct in two view models and update it through one. Will the other see the new items?",
   ro="""Yes. Because structs are reference types, both view models hold the same `Cart` instance, so an item appended through one is immediately visible through the other:

```swift
var cartA = Cart(items: [])
var cartB = cartA
cartA.items.append(apple)
print(cartB.items.count) // 1
```

If you want them to diverge, create a separate `Cart` for each.""",
   contains=["re:(?i)structs are value types", "// 0"],
   absent=["re:(?i)structs are reference types", "// 1", "want them to diverge"],
   fix=[("Yes. Because structs are reference types, both view models hold the same `Cart` instance, so an item appended through one is immediately visible through the other:",
         "No. Structs are value types, so each view model holds its own copy of `Cart`, and an item appended through one is not visible through the other:"),
        ("// 1", "// 0"),
        ("If you want them to diverge, create a separate `Cart` for each.",
         "If they should share one cart, make `Cart` a class (for example an `@Observable` class) and pass the same instance to both.")],
   cq="GET JSON with URLSession and async/await in Swift.",
   co="""`URLSession.shared.data(from:)` is async and returns the body and the response:

```swift
func loadUser(id: Int) async throws -> User {
    let url = URL(string: "https://api.example.com/users/" + String(id))!
    let (data, response) = try await URLSession.shared.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw APIError.badStatus
    }
    return try JSONDecoder().decode(User.self, from: data)
}
```

Call it from a `.task` modifier so the request is cancelled when the view disappears.""")

# =====================================================================
# Kotlin / Android
# =====================================================================
sc(n=44, topic="kotlin-android", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
   tq="Add Coil for image loading to my app module (app/build.gradle.kts).",
   to="""Add the dependency to the module's `dependencies` block:

```kotlin
dependencies {
    implementation 'io.coil-kt:coil-compose:2.6.0'
}
```

Sync Gradle, then use `AsyncImage(model = url, contentDescription = null)` in your composables.""",
   msg='This is build.gradle.kts, the Kotlin DSL needs parentheses and double quotes: implementation("io.coil-kt:coil-compose:2.6.0")',
   gw="implementation 'io.coil-kt:coil-compose:2.6.0'", gr='implementation("io.coil-kt:coil-compose:2.6.0")',
   rq="Add Retrofit with the Moshi converter to app/build.gradle.kts.",
   ro="""Two dependencies, kept on the same version:

```kotlin
dependencies {
    implementation 'com.squareup.retrofit2:retrofit:2.11.0'
    implementation 'com.squareup.retrofit2:converter-moshi:2.11.0'
}
```

If you already use a version catalog, add them to `libs.versions.toml` instead and reference them as `libs.retrofit`.""",
   contains=['implementation("com.squareup.retrofit2:retrofit:2.11.0")', 'implementation("com.squareup.retrofit2:converter-moshi:2.11.0")'],
   absent=["implementation '"],
   fix=[("implementation 'com.squareup.retrofit2:retrofit:2.11.0'", 'implementation("com.squareup.retrofit2:retrofit:2.11.0")'),
        ("implementation 'com.squareup.retrofit2:converter-moshi:2.11.0'", 'implementation("com.squareup.retrofit2:converter-moshi:2.11.0")')],
   cq="Our older `legacy/build.gradle` (Groovy) module needs the OkHttp logging interceptor.",
   co="""In the Groovy DSL the short form is fine:

```groovy
dependencies {
    implementation 'com.squareup.okhttp3:logging-interceptor:4.12.0'
}
```

Groovy accepts single-quoted strings without parentheses; only the `.kts` files need the `implementation("...")` call syntax.""",
   trap="implementation '")

sc(n=45, topic="kotlin-android", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
   tq="Load the user's orders in my OrdersViewModel.",
   to="""Launch a coroutine and expose the result as a StateFlow:

```kotlin
class OrdersViewModel(private val repo: OrdersRepository) : ViewModel() {
    private val _orders = MutableStateFlow<List<Order>>(emptyList())
    val orders: StateFlow<List<Order>> = _orders

    fun load() {
        GlobalScope.launch {
            _orders.value = repo.fetchOrders()
        }
    }
}
```

The UI collects `orders` with `collectAsStateWithLifecycle()`.""",
   msg="use viewModelScope.launch; GlobalScope outlives the ViewModel and keeps running after the screen is gone",
   gw="GlobalScope.launch {", gr="viewModelScope.launch {",
   rq="ProfileViewModel should refresh the avatar when asked.",
   ro="""Expose a `refresh()` function that fetches and updates the state:

```kotlin
class ProfileViewModel(private val users: UserRepository) : ViewModel() {
    val avatarUrl = MutableStateFlow<String?>(null)

    fun refresh(userId: String) {
        GlobalScope.launch {
            avatarUrl.value = users.avatarFor(userId)
        }
    }
}
```

Call `refresh` from the screen's pull-to-refresh handler.""",
   contains=["viewModelScope.launch {"],
   absent=["GlobalScope"],
   fix=[("GlobalScope.launch", "viewModelScope.launch")],
   cq="Debounce search queries in a SearchViewModel.",
   co="""Push the text into a StateFlow and collect it debounced inside `viewModelScope`:

```kotlin
@OptIn(FlowPreview::class)
class SearchViewModel(private val repo: SearchRepository) : ViewModel() {
    private val query = MutableStateFlow("")
    val results = MutableStateFlow<List<Hit>>(emptyList())

    init {
        viewModelScope.launch {
            query.debounce(300).distinctUntilChanged().collectLatest { q ->
                results.value = if (q.isBlank()) emptyList() else repo.search(q)
            }
        }
    }

    fun onQueryChange(q: String) { query.value = q }
}
```

`collectLatest` cancels a search that is still running when a newer query arrives.""",
   trap="viewModelScope.launch")

# =====================================================================
# Flutter
# =====================================================================
sc(n=46, topic="flutter", difficulty="paraphrase", repeat_variation="code_block", control_kind="unrelated",
   tq="Flutter: a white card with rounded corners around my text.",
   to="""Use a `Container` with a background colour and a `BoxDecoration` for the corners:

```dart
Container(
  color: Colors.white,
  padding: const EdgeInsets.all(16),
  decoration: BoxDecoration(
    borderRadius: BorderRadius.circular(12),
  ),
  child: Text(title),
)
```

Add a `boxShadow` to the decoration if you want it to look raised.""",
   msg="Container asserts if you pass both color and decoration. The color has to go inside the BoxDecoration.",
   gw="  color: Colors.white,\n  padding: const EdgeInsets.all(16),\n  decoration: BoxDecoration(\n    borderRadius: BorderRadius.circular(12),",
   gr="  padding: const EdgeInsets.all(16),\n  decoration: BoxDecoration(\n    color: Colors.white,\n    borderRadius: BorderRadius.circular(12),",
   rq="Give the avatar a grey circular background in Flutter.",
   ro="""Wrap it in a fixed-size `Container` with a circular decoration:

```dart
Container(
  width: 48,
  height: 48,
  color: Colors.grey.shade300,
  decoration: const BoxDecoration(shape: BoxShape.circle),
  alignment: Alignment.center,
  child: Text(initials, style: const TextStyle(fontWeight: FontWeight.w600)),
)
```

`CircleAvatar(backgroundColor: Colors.grey.shade300, child: Text(initials))` does the same in one widget.""",
   contains=[r"re:BoxDecoration\(\s*color: Colors\.grey\.shade300"],
   absent=[r"re:(?m)^\s*color: Colors\.grey\.shade300,"],
   fix=[("  color: Colors.grey.shade300,\n  decoration: const BoxDecoration(shape: BoxShape.circle),",
         "  decoration: BoxDecoration(color: Colors.grey.shade300, shape: BoxShape.circle),")],
   cq="How do I read an environment variable in a Rails initializer?",
   co="""Use `ENV.fetch` so a missing variable fails at boot instead of later:

```ruby
# config/initializers/redis.rb
REDIS_URL = ENV.fetch("REDIS_URL", "redis://localhost:6379/0")
```

Leave out the second argument if the app must not start without the variable; `fetch` then raises `KeyError`.""")

sc(n=47, topic="flutter", difficulty="paraphrase", repeat_variation="code_block", control_kind="same_topic",
   tq="Flutter: a header above a scrollable list of chat messages.",
   to="""Put them in a `Column`:

```dart
Column(
  children: [
    const ChatHeader(),
    ListView.builder(
      itemCount: messages.length,
      itemBuilder: (context, i) => MessageTile(messages[i]),
    ),
  ],
)
```

`ListView.builder` only builds the tiles that are on screen, so long histories stay fast.""",
   msg="That throws 'Vertical viewport was given unbounded height'. The ListView inside a Column has to be wrapped in Expanded.",
   gw="    ListView.builder(\n      itemCount: messages.length,\n      itemBuilder: (context, i) => MessageTile(messages[i]),\n    ),",
   gr="    Expanded(\n      child: ListView.builder(\n        itemCount: messages.length,\n        itemBuilder: (context, i) => MessageTile(messages[i]),\n      ),\n    ),",
   rq="Search field on top, results list below it.",
   ro="""A `Column` with the field and the results:

```dart
Column(
  children: [
    Padding(
      padding: const EdgeInsets.all(8),
      child: TextField(onChanged: onQueryChanged, decoration: const InputDecoration(hintText: 'Search')),
    ),
    ListView.separated(
      itemCount: results.length,
      separatorBuilder: (_, __) => const Divider(height: 1),
      itemBuilder: (context, i) => ResultTile(results[i]),
    ),
  ],
)
```

Debounce `onQueryChanged` so you don't search on every keystroke.""",
   contains=[r"re:Expanded\(\s*child: ListView\.separated\("],
   absent=[r"re:(?m)^    ListView\.separated\("],
   fix=[("""    ListView.separated(
      itemCount: results.length,
      separatorBuilder: (_, __) => const Divider(height: 1),
      itemBuilder: (context, i) => ResultTile(results[i]),
    ),""", """    Expanded(
      child: ListView.separated(
        itemCount: results.length,
        separatorBuilder: (_, __) => const Divider(height: 1),
        itemBuilder: (context, i) => ResultTile(results[i]),
      ),
    ),""")],
   cq="A horizontally scrolling row of filter chips in Flutter.",
   co="""Give the horizontal list a fixed height with a `SizedBox`; that bounds it, so it can sit anywhere:

```dart
SizedBox(
  height: 40,
  child: ListView(
    scrollDirection: Axis.horizontal,
    children: [
      for (final f in filters)
        Padding(
          padding: const EdgeInsets.only(right: 8),
          child: FilterChip(label: Text(f.label), selected: f.on, onSelected: (v) => toggle(f, v)),
        ),
    ],
  ),
)
```

The chips scroll sideways when they don't fit the screen width.""")

# =====================================================================
# Rails
# =====================================================================
sc(n=48, topic="rails", difficulty="paraphrase", repeat_variation="reworded", control_kind="same_topic",
   tq="Rails: load a user by email in the controller and 404 if there's none.",
   to="""`find_by` raises `ActiveRecord::RecordNotFound` when nothing matches, and Rails turns that into a 404 in production, so you don't need extra handling:

```ruby
def show
  @user = User.find_by(email: params[:email])
end
```

In development you'll see the exception page instead of the 404 page.""",
   msg="find_by returns nil, it doesn't raise. You want find_by! (or find for ids) to get RecordNotFound and the 404.",
   gw="@user = User.find_by(email: params[:email])", gr="@user = User.find_by!(email: params[:email])",
   rq="Show an order by its public number, with a 404 for unknown numbers.",
   ro="""Look it up by number; an unknown number raises `RecordNotFound`, which Rails renders as a 404:

```ruby
def show
  @order = current_account.orders.find_by(number: params[:number])
end
```

Scoping through `current_account.orders` also makes sure nobody can open another account's order by guessing numbers.""",
   contains=["current_account.orders.find_by!(number: params[:number])"],
   absent=["find_by(number:"],
   fix=[("find_by(number:", "find_by!(number:")],
   cq="Find or create a tag by name in Rails.",
   co="""`find_or_create_by!` looks the row up and inserts it if it's missing, raising if validation fails:

```ruby
tag = Tag.find_or_create_by!(name: params[:name].strip.downcase)
```

Under concurrent requests two processes can both miss and insert; a unique index on `tags.name` plus `create_or_find_by!` avoids the duplicate.""")

sc(n=49, topic="rails", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
   tq="Rails: filter products by the `category` query param.",
   to="""Pass the param into a `where` clause:

```ruby
def index
  @products = Product.where("category = '#{params[:category]}'").order(:name)
end
```

Add `.page(params[:page])` if you're using Kaminari for pagination.""",
   msg="Don't interpolate params into SQL, that's an injection. Use the hash form: where(category: params[:category]).",
   gw="""Product.where("category = '#{params[:category]}'")""", gr="Product.where(category: params[:category])",
   rq="Search invoices by customer reference in the admin controller.",
   ro="""Filter on the `customer_ref` column and show the newest first:

```ruby
def index
  @invoices = Invoice.where("customer_ref = '#{params[:ref]}'").order(issued_on: :desc)
end
```

If references are typed in by hand, normalise them with `.strip.upcase` before querying.""",
   contains=[r"""re:Invoice\.where\((customer_ref: params\[:ref\]|"customer_ref = \?", params\[:ref\])\)"""],
   absent=["#{params[:ref]}"],
   fix=[("""Invoice.where("customer_ref = '#{params[:ref]}'")""", "Invoice.where(customer_ref: params[:ref])")],
   cq="How do I change the port of the Vite dev server?",
   co="""Set it in `vite.config.ts` (the default is 5173):

```ts
export default defineConfig({
  server: { port: 5174, strictPort: true },
});
```

`strictPort: true` makes Vite exit instead of silently picking the next free port.""")

# =====================================================================
# Django
# =====================================================================
sc(n=50, topic="django", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
   tq="Add a created timestamp to the Django `Ticket` model.",
   to="""Use a `DateTimeField` that Django fills in automatically:

```python
class Ticket(models.Model):
    title = models.CharField(max_length=200)
    created_at = models.DateTimeField(auto_now=True)
```

Then run `python manage.py makemigrations` and `python manage.py migrate`.""",
   msg="created_at needs auto_now_add=True, because auto_now rewrites it on every save, so it'd just be a second updated_at.",
   gw="created_at = models.DateTimeField(auto_now=True)", gr="created_at = models.DateTimeField(auto_now_add=True)",
   wrong="DateTimeField(auto_now=True)",
   rq="Record when each `Comment` was posted.",
   ro="""Add a timestamp field and order by it by default:

```python
class Comment(models.Model):
    body = models.TextField()
    posted_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-posted_at"]
```

With `ordering` in `Meta`, `Comment.objects.all()` returns the newest comments first.""",
   contains=["posted_at = models.DateTimeField(auto_now_add=True)"],
   absent=["auto_now=True"],
   fix=[("auto_now=True", "auto_now_add=True")],
   cq="Track both creation and last modification on the `Invoice` model.",
   co="""Two timestamp fields, one set on insert and one on every save:

```python
class Invoice(models.Model):
    number = models.CharField(max_length=20, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
```

Note that `QuerySet.update()` bypasses `save()`, so it doesn't touch `updated_at`; set it yourself in bulk updates.""",
   trap="auto_now=True")

sc(n=51, topic="django", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
   tq="Django: case-insensitive search on article titles.",
   to="""Filter with a field lookup on `title`:

```python
def search(request):
    q = request.GET.get("q", "")
    articles = Article.objects.filter(title__contains=q)
    return render(request, "search.html", {"articles": articles, "q": q})
```

On PostgreSQL this becomes a `LIKE` query that can't use a plain B-tree index; add a trigram index if the table is large.""",
   msg="isn't title__icontains the case-insensitive one? __contains is case-sensitive",
   gw="title__contains=q", gr="title__icontains=q", wrong="__contains=",
   rq="Add a search box to the product list view that matches the name, ignoring case.",
   ro="""Read the query string and narrow the queryset:

```python
class ProductListView(ListView):
    model = Product
    paginate_by = 50

    def get_queryset(self):
        qs = super().get_queryset()
        term = self.request.GET.get("term")
        if term:
            qs = qs.filter(name__contains=term)
        return qs
```

`paginate_by` keeps the page size fixed; the template gets `page_obj` for the navigation links.""",
   contains=["qs.filter(name__icontains=term)"],
   absent=["name__contains"],
   fix=[("name__contains", "name__icontains")],
   cq="How do I run a single test file with pytest, skipping the slow tests?",
   co="""Pass the file path and a `-k` expression:

```bash
pytest tests/test_api.py -k "not slow" -q
```

If the slow tests are marked with `@pytest.mark.slow`, use `-m "not slow"` instead, which filters on the marker rather than on test names.""")

sc(n=52, topic="django", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
   tq="Django view that shows one article or a 404.",
   to="""`get_object_or_404` does the lookup and raises `Http404` for you:

```python
from django.http import get_object_or_404
from django.shortcuts import render

def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug, published=True)
    return render(request, "articles/detail.html", {"article": article})
```

Filtering on `published=True` in the same call means drafts 404 as well.""",
   msg="it's in django.shortcuts, not django.http",
   gw="from django.http import get_object_or_404", gr="from django.shortcuts import get_object_or_404",
   rq="Edit view for a Project that only its owner can open.",
   ro="""Scope the lookup to the current user so other people's projects return 404:

```python
from django.contrib.auth.decorators import login_required
from django.http import get_object_or_404

@login_required
def project_edit(request, pk):
    project = get_object_or_404(Project, pk=pk, owner=request.user)
    ...
```

Returning 404 rather than 403 avoids confirming that the project exists.""",
   contains=["from django.shortcuts import get_object_or_404"],
   absent=["from django.http import get_object_or_404"],
   fix=[("from django.http import get_object_or_404", "from django.shortcuts import get_object_or_404")],
   cq="How do I add a custom font to a Flutter app?",
   co="""Put the font files under `assets/fonts/` and declare them in `pubspec.yaml`:

```yaml
flutter:
  fonts:
    - family: Inter
      fonts:
        - asset: assets/fonts/Inter-Regular.ttf
        - asset: assets/fonts/Inter-Bold.ttf
          weight: 700
```

Then use `TextStyle(fontFamily: 'Inter')`, or set `fontFamily: 'Inter'` on your `ThemeData` to make it the default.""")

# =====================================================================
# Laravel
# =====================================================================
sc(n=53, topic="laravel", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
   tq="Laravel 11: register my `EnsureTeamMember` middleware under an alias.",
   to=r"""Add it to the `$middlewareAliases` array in `app/Http/Kernel.php`:

```php
protected $middlewareAliases = [
    // ...
    'team' => \App\Http\Middleware\EnsureTeamMember::class,
];
```

Then use it on routes with `->middleware('team')`.""",
   msg="Laravel 11 doesn't have app/Http/Kernel.php anymore. Aliases are registered in bootstrap/app.php with ->withMiddleware().",
   gw="Add it to the `$middlewareAliases` array in `app/Http/Kernel.php`",
   gr="Register it in `bootstrap/app.php` inside `->withMiddleware()` with `$middleware->alias([...])`",
   wrong="app/Http/Kernel.php",
   rq="How do I run a middleware on every web request in our Laravel 11 app?",
   ro=r"""Middleware groups are configured in `app/Http/Kernel.php`. Append your class to the `web` entry of `$middlewareGroups`:

```php
protected $middlewareGroups = [
    'web' => [
        // ...
        \App\Http\Middleware\TrackLastSeen::class,
    ],
];
```

Every route in `routes/web.php` then passes through it.""",
   contains=["bootstrap/app.php", "$middleware->web(append:"],
   absent=["app/Http/Kernel.php", "$middlewareGroups"],
   fix=[(r"""Middleware groups are configured in `app/Http/Kernel.php`. Append your class to the `web` entry of `$middlewareGroups`:

```php
protected $middlewareGroups = [
    'web' => [
        // ...
        \App\Http\Middleware\TrackLastSeen::class,
    ],
];
```""", r"""In Laravel 11 middleware groups are configured in `bootstrap/app.php`. Append your class to the `web` group inside `->withMiddleware()`:

```php
->withMiddleware(function (Middleware $middleware) {
    $middleware->web(append: [
        \App\Http\Middleware\TrackLastSeen::class,
    ]);
})
```""")],
   cq="Our legacy billing service is still on Laravel 10. Where do I alias a middleware there?",
   co=r"""On Laravel 10 it's still the HTTP kernel: add it to `$middlewareAliases` in `app/Http/Kernel.php` (before Laravel 10 the same array was called `$routeMiddleware`):

```php
protected $middlewareAliases = [
    // ...
    'team' => \App\Http\Middleware\EnsureTeamMember::class,
];
```

When you upgrade that service to Laravel 11, the alias moves to `bootstrap/app.php`.""",
   trap="app/Http/Kernel.php")

sc(n=54, topic="laravel", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
   tq="Read the Mailgun secret in my `NewsletterService`.",
   to="""Laravel loads `.env` for you, so read it with the `env` helper:

```php
class NewsletterService
{
    private ?string $secret;

    public function __construct()
    {
        $this->secret = env('MAILGUN_SECRET');
    }
}
```

Keep the real value out of git; only `.env.example` is committed.""",
   msg="Don't call env() outside config files. We run config:cache in production and after that env() returns null. Read config('services.mailgun.secret') instead.",
   gw="env('MAILGUN_SECRET')", gr="config('services.mailgun.secret')",
   rq="Use our Slack webhook URL in the `DeployNotifier` class.",
   ro="""Grab the URL from the environment and post to it with the HTTP client:

```php
class DeployNotifier
{
    public function notify(string $message): void
    {
        Http::post(env('SLACK_DEPLOY_WEBHOOK'), ['text' => $message]);
    }
}
```

Set `SLACK_DEPLOY_WEBHOOK` in `.env` on each server.""",
   contains=[r"re:Http::post\(config\('services\.slack\.[a-z_]+'\)", "config/services.php"],
   absent=["Http::post(env("],
   fix=[("Http::post(env('SLACK_DEPLOY_WEBHOOK')", "Http::post(config('services.slack.deploy_webhook')"),
        ("Set `SLACK_DEPLOY_WEBHOOK` in `.env` on each server.",
         "Map it in `config/services.php` as `'slack' => ['deploy_webhook' => env('SLACK_DEPLOY_WEBHOOK')]` and set `SLACK_DEPLOY_WEBHOOK` in `.env` on each server.")],
   cq="Where do I map the Mailgun credentials so config() can read them?",
   co="""In `config/services.php`; config files are the one place where `env()` belongs, because their values are captured when the config is cached:

```php
'mailgun' => [
    'domain' => env('MAILGUN_DOMAIN'),
    'secret' => env('MAILGUN_SECRET'),
    'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
],
```

Application code then reads `config('services.mailgun.secret')`.""",
   trap="env('MAILGUN_SECRET')")

# =====================================================================
# Stripe
# =====================================================================
sc(n=55, topic="stripe", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
   tq="Create a PaymentIntent for a $19.99 order with stripe-node.",
   to="""Create the intent on your server and send its client secret to the browser:

```js
const intent = await stripe.paymentIntents.create({
  amount: 19.99,
  currency: "usd",
  automatic_payment_methods: { enabled: true },
});
res.json({ clientSecret: intent.client_secret });
```

Confirm it in the browser with `stripe.confirmPayment` and the Payment Element.""",
   msg="Stripe amounts are integers in the smallest currency unit: 1999, not 19.99.",
   gw="amount: 19.99,", gr="amount: 1999,",
   rq="Checkout Session for the $19.99 monthly plan, with the price defined inline.",
   ro="""You can define the price inline with `price_data` instead of creating a Price object first:

```js
const session = await stripe.checkout.sessions.create({
  mode: "subscription",
  line_items: [{
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: 19.99,
      recurring: { interval: "month" },
      product: "prod_PlanPro",
    },
  }],
  success_url: "https://app.example.com/billing?status=ok",
  cancel_url: "https://app.example.com/billing",
});
```

For anything long-lived, a saved Price is easier to report on than inline prices.""",
   contains=["unit_amount: 1999,"],
   absent=["unit_amount: 19.99"],
   fix=[("unit_amount: 19.99,", "unit_amount: 1999,")],
   cq="Show a Stripe price amount in the UI.",
   co="""Stripe gives you the amount in the smallest unit, so for USD divide by 100 before formatting:

```js
const price = { unit_amount: 1999, currency: "usd" };
const label = new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency })
  .format(price.unit_amount / 100);   // "$19.99"
```

Zero-decimal currencies such as JPY are already in whole units, so don't divide those.""",
   trap="unit_amount: 1999")

sc(n=56, topic="stripe", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
   tq="Set up the Stripe client in our Flask backend.",
   to="""Install `stripe` and configure the key once at startup:

```python
import os
import stripe

stripe.api_key = os.environ["STRIPE_PUBLISHABLE_KEY"]  # pk_test_...
```

Use test-mode keys locally and live keys only in production.""",
   msg="The server needs the secret key (sk_test_..., STRIPE_SECRET_KEY). The pk_ publishable key can't create charges or intents.",
   gw='stripe.api_key = os.environ["STRIPE_PUBLISHABLE_KEY"]  # pk_test_...', gr='stripe.api_key = os.environ["STRIPE_SECRET_KEY"]  # sk_test_...',
   wrong="STRIPE_PUBLISHABLE_KEY",
   rq="Our Django worker issues refunds through Stripe. How should it authenticate?",
   ro="""Configure the module-level key from the environment in the worker's settings, using the publishable key (the one starting with `pk_test_` in test mode):

```python
# settings.py
STRIPE_API_KEY = env("STRIPE_PUBLISHABLE_KEY")

# tasks.py
stripe.api_key = settings.STRIPE_API_KEY
stripe.Refund.create(payment_intent=payment_intent_id)
```

Keep the key in your secret manager rather than in the repository.""",
   contains=['env("STRIPE_SECRET_KEY")', "sk_test_"],
   absent=["STRIPE_PUBLISHABLE_KEY", "pk_test_"],
   fix=[("using the publishable key (the one starting with `pk_test_` in test mode)", "using the secret key (the one starting with `sk_test_` in test mode)"),
        ('env("STRIPE_PUBLISHABLE_KEY")', 'env("STRIPE_SECRET_KEY")')],
   cq="Mount the Payment Element on our checkout page.",
   co="""Initialise Stripe.js with the publishable key and mount the element with the client secret from your server:

```js
const stripe = Stripe("pk_test_51Hx...");   // publishable key
const elements = stripe.elements({ clientSecret });
elements.create("payment").mount("#payment-element");
```

The browser only ever gets the publishable key (`pk_test_...` or `pk_live_...`); the client secret comes from the PaymentIntent your server created.""",
   trap="pk_test_")

sc(n=57, topic="stripe", difficulty="literal", repeat_variation="identifier", control_kind="same_topic",
   tq="Express endpoint for Stripe webhooks with signature verification.",
   to="""Verify the signature with your endpoint secret before trusting the event:

```js
app.post("/webhooks/stripe", express.json(), (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  if (event.type === "payment_intent.succeeded") markPaid(event.data.object.id);
  res.json({ received: true });
});
```

Respond quickly with a 2xx and do slow work in a queue, or Stripe will retry.""",
   msg="Endpoint is up and Stripe is hitting it, but every event fails with 'No signatures found matching the expected signature'. constructEvent needs the raw body: use express.raw({ type: \"application/json\" }) on that route, express.json() parses it first.",
   gw='app.post("/webhooks/stripe", express.json(),', gr='app.post("/webhooks/stripe", express.raw({ type: "application/json" }),',
   wrong="express.json(), (req, res)",
   rq="Add a webhook route for Stripe Connect account events, with its own endpoint secret.",
   ro="""A second route with its own secret and the same verification:

```js
app.post("/webhooks/stripe-connect", express.json(), (req, res) => {
  const sig = req.headers["stripe-signature"];
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_CONNECT_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  if (event.type === "account.updated") syncAccount(event.account, event.data.object);
  res.sendStatus(200);
});
```

Connect events carry the connected account's id in `event.account`.""",
   contains=[r"""re:"/webhooks/stripe-connect", express\.raw\(\{ ?type: ["']application/json["'] ?\}\)"""],
   absent=['"/webhooks/stripe-connect", express.json()'],
   fix=[("express.json()", 'express.raw({ type: "application/json" })')],
   cq="How do I test my Stripe webhook endpoint locally?",
   co="""Forward events with the Stripe CLI and trigger test events:

```bash
stripe listen --forward-to localhost:3000/webhooks/stripe
stripe trigger payment_intent.succeeded
```

`stripe listen` prints a `whsec_...` signing secret for the session; use it as `STRIPE_WEBHOOK_SECRET` while testing locally.""")

# =====================================================================
# Twilio
# =====================================================================
sc(n=58, topic="twilio", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
   tq="Send an SMS with the Twilio Python library.",
   to="""Create a client with your account SID and auth token, then create a message:

```python
import os
from twilio.rest import Client

client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])
message = client.messages.create(
    to="+15558675310",
    from="+15017122661",
    body="Your order has shipped!",
)
print(message.sid)
```

Both numbers must be in E.164 format, with the leading `+` and the country code.""",
   msg="from_. from is a keyword in Python, that line is a SyntaxError",
   gw='from="+15017122661",', gr='from_="+15017122661",', wrong="from=",
   rq="Text the on-call engineer when a job fails, from the Twilio number in our settings.",
   ro="""Call this from the job's failure handler:

```python
def page_on_call(job_name: str, error: str) -> None:
    client.messages.create(
        to=settings.ON_CALL_PHONE,
        from=settings.TWILIO_NUMBER,
        body=f"{job_name} failed: {error[:120]}",
    )
```

Truncating the error keeps the text within one or two SMS segments.""",
   contains=["from_=settings.TWILIO_NUMBER"],
   absent=[r"re:\bfrom="],
   fix=[("from=settings", "from_=settings")],
   cq="Send the same SMS with curl against the Twilio REST API.",
   co=r"""Post form fields to the Messages resource with basic auth:

```bash
curl -X POST "https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json" \
  --data-urlencode "To=+15558675310" \
  --data-urlencode "From=+15017122661" \
  --data-urlencode "Body=Your order has shipped!" \
  -u "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN"
```

The REST parameter really is `From`; the trailing underscore is only a workaround in the Python library.""",
   trap="From=")

# =====================================================================
# GitHub API
# =====================================================================
sc(n=59, topic="github-api", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
   tq="List all issues in a repo with the GitHub REST API, in as few requests as possible.",
   to=r"""Ask for the largest page size and follow the `Link` header until there's no `rel="next"`:

```bash
curl -s -H "Authorization: Bearer $GITHUB_TOKEN" \
  -H "Accept: application/vnd.github+json" \
  "https://api.github.com/repos/acme/api/issues?state=all&per_page=1000"
```

The default page size is 30, so raising `per_page` cuts the number of requests a lot. Note that this endpoint also returns pull requests; skip items that have a `pull_request` key.""",
   msg="per_page tops out at 100.",
   gw="per_page=1000", gr="per_page=100",
   rq="Python script to fetch every workflow run of a repo.",
   ro="""Page through with `requests`, using the maximum page size:

```python
PER_PAGE = 1000

def all_runs(owner, repo, token):
    url = f"https://api.github.com/repos/{owner}/{repo}/actions/runs"
    params = {"per_page": PER_PAGE, "page": 1}
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"}
    while True:
        data = requests.get(url, params=params, headers=headers, timeout=30).json()
        yield from data["workflow_runs"]
        if len(data["workflow_runs"]) < PER_PAGE:
            break
        params["page"] += 1
```

Stopping when a page comes back short saves one empty request at the end.""",
   contains=[r"re:PER_PAGE = 100\b"],
   absent=["1000"],
   fix=[("PER_PAGE = 1000", "PER_PAGE = 100")],
   cq="How big can a page be on the GitHub list-commits endpoint?",
   co="""`per_page` can be at most 100 (the default is 30); page through with `page` or, better, the `Link` header:

```http
GET /repos/acme/api/commits?per_page=100&page=2
Accept: application/vnd.github+json
```

Filter with `since` and `until` (ISO 8601 timestamps) to avoid paging through the whole history.""",
   trap="per_page=100")

sc(n=60, topic="github-api", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
   tq="How many GitHub REST API calls can my script make per hour with a personal access token?",
   to="""Authenticated requests with a personal access token get 1,000 requests per hour; without a token you're limited to 60 per hour per IP address. You can check where you stand at any time:

```bash
curl -s -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/rate_limit | jq .resources.core
```

Calls to `/rate_limit` don't count against the limit.""",
   msg="A PAT gets 5,000 an hour, not 1,000. The 60/hour unauthenticated figure is right.",
   gw="get 1,000 requests per hour", gr="get 5,000 requests per hour", wrong="1,000 requests per hour",
   rq="My nightly sync script uses a PAT and makes about 3,000 API calls. Will it hit the rate limit?",
   ro="""Yes. A personal access token allows 1,000 requests per hour, so 3,000 calls will exhaust it about a third of the way through. Either spread the work over several hours or watch the headers and sleep when you run out:

```python
remaining = int(resp.headers["x-ratelimit-remaining"])
if remaining == 0:
    reset = int(resp.headers["x-ratelimit-reset"])
    time.sleep(max(0, reset - time.time()) + 1)
```

Conditional requests that come back `304 Not Modified` don't count against the limit.""",
   contains=["5,000 requests per hour"],
   absent=["1,000", "exhaust", "re:^Yes"],
   fix=[("Yes. A personal access token allows 1,000 requests per hour, so 3,000 calls will exhaust it about a third of the way through. Either spread the work over several hours or watch the headers and sleep when you run out:",
         "No. A personal access token allows 5,000 requests per hour, so 3,000 calls fit in one hour's budget. It's still worth watching the headers and sleeping if you ever run out:")],
   cq="Our GitHub Actions workflow calls the API in a loop with GITHUB_TOKEN. What's its limit?",
   co="""The `GITHUB_TOKEN` of a workflow run has its own budget: 1,000 requests per hour per repository (15,000 for resources of a GitHub Enterprise Cloud account). If the loop needs more, use a GitHub App installation token instead:

```yaml
- uses: actions/create-github-app-token@v1
  id: app-token
  with:
    app-id: ${{ vars.APP_ID }}
    private-key: ${{ secrets.APP_PRIVATE_KEY }}
```

Then pass `${{ steps.app-token.outputs.token }}` to the step that makes the calls.""",
   trap="1,000 requests per hour")


# =====================================================================
# verification
# =====================================================================
DIFF = {"literal": 30, "paraphrase": 20, "semantic": 10}
CK = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARS = {"reworded", "code_block", "identifier", "casing"}

GO_PROG = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type job struct {
	Pattern string   `json:"pattern"`
	Texts   []string `json:"texts"`
}

type res struct {
	Err     string `json:"err"`
	Matches []bool `json:"matches"`
}

func main() {
	var jobs []job
	if err := json.NewDecoder(os.Stdin).Decode(&jobs); err != nil {
		panic(err)
	}
	out := make([]res, len(jobs))
	for i, j := range jobs {
		re, err := regexp.Compile(j.Pattern)
		if err != nil {
			out[i].Err = err.Error()
			continue
		}
		out[i].Matches = make([]bool, len(j.Texts))
		for k, t := range j.Texts {
			out[i].Matches[k] = re.MatchString(t)
		}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def apply_fix(text, pairs, errors, sid, skip=None):
    for i, (old, new) in enumerate(pairs):
        if i == skip:
            continue
        if old not in text:
            errors.append("%s: fix #%d: %r not found in repeat text" % (sid, i, old[:60]))
            continue
        text = text.replace(old, new)
    return text


def norm(s):
    """Case-folded, with all white space removed ("up to case and white space")."""
    return re.sub(r"\s+", "", s).lower()


def to_record(s):
    sid = "d10-%03d" % s["n"]
    return {
        "id": sid,
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"],
        "control_kind": s["control_kind"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["msg"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": list(s["contains"]), "expect_absent": list(s["absent"])},
        "control": {"query": s["cq"], "output": s["co"]},
    }


SHAPE = {
    "": ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"],
    "teach": ["query", "output", "message", "gold_wrong", "gold_right"],
    "repeat": ["query", "output", "expect_contains", "expect_absent"],
    "control": ["query", "output"],
}


def verify_shape(rec, errors):
    sid = rec.get("id", "?")
    if list(rec) != SHAPE[""]:
        errors.append("%s: top-level keys %s" % (sid, list(rec)))
    for k in ("teach", "repeat", "control"):
        if list(rec[k]) != SHAPE[k]:
            errors.append("%s: %s keys %s" % (sid, k, list(rec[k])))
    for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind"):
        if not isinstance(rec[k], str) or not rec[k]:
            errors.append("%s: %s must be a non-empty string" % (sid, k))
    for part in ("teach", "repeat", "control"):
        for k, v in rec[part].items():
            if k.startswith("expect_"):
                if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                    errors.append("%s: %s.%s must be a list of non-empty strings" % (sid, part, k))
            elif not isinstance(v, str) or not v.strip():
                errors.append("%s: %s.%s must be a non-empty string" % (sid, part, k))
    if not rec["repeat"]["expect_contains"] and not rec["repeat"]["expect_absent"]:
        errors.append("%s: repeat has no checks" % sid)


def go_check(jobs):
    """Compile every pattern with Go's regexp (RE2) and return its match results."""
    go = shutil.which("go")
    if not go:
        return None, "go not found"
    d = tempfile.mkdtemp(prefix="dev10-re2-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_PROG)
        env = dict(os.environ, GOFLAGS="-mod=mod", GO111MODULE="off")
        p = subprocess.run([go, "run", "main.go"], input=json.dumps(jobs), capture_output=True,
                           text=True, cwd=d, env=env, timeout=300)
        if p.returncode != 0:
            return None, "go run failed: %s" % p.stderr.strip()[:500]
        return json.loads(p.stdout), None
    finally:
        shutil.rmtree(d, ignore_errors=True)


def main():
    write = "--check" not in sys.argv[1:]
    errors, notes = [], []
    records = [to_record(s) for s in SCEN]

    # ids, labels, counts
    ids = [r["id"] for r in records]
    want = ["d10-%03d" % i for i in range(1, 61)]
    if ids != want:
        errors.append("ids are not d10-001 .. d10-060 in order: %s" % ids)
    for r in records:
        verify_shape(r, errors)
    cd = Counter(r["difficulty"] for r in records)
    ck = Counter(r["control_kind"] for r in records)
    cv = Counter(r["repeat_variation"] for r in records)
    ct = Counter(r["topic"] for r in records)
    if dict(cd) != DIFF:
        errors.append("difficulty counts %s != %s" % (dict(cd), DIFF))
    if dict(ck) != CK:
        errors.append("control_kind counts %s != %s" % (dict(ck), CK))
    if set(cv) - VARS:
        errors.append("unknown repeat_variation %s" % (set(cv) - VARS))

    regex_jobs = []
    for s, r in zip(SCEN, records):
        sid = r["id"]
        t, rp, c = r["teach"], r["repeat"], r["control"]
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if t["query"] == rp["query"] or t["output"] == rp["output"]:
            errors.append("%s: repeat is a copy of teach" % sid)
        checks = rp["expect_contains"] + rp["expect_absent"]
        for spec in checks:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errors.append("%s: bad Python regex %r: %s" % (sid, spec, e))
        orig = rp["output"]
        # the repeat as written fails, and fails every single check
        if passes(orig, rp["expect_contains"], rp["expect_absent"]):
            errors.append("%s: repeat as written PASSES its checks" % sid)
        keep = s.get("keep", [])
        for k in keep:
            if k not in rp["expect_contains"] or not check(orig, k):
                errors.append("%s: keep entry %r must be an expect_contains that holds in the unfixed repeat" % (sid, k))
        for cspec in rp["expect_contains"]:
            if cspec in keep:
                continue
            if check(orig, cspec):
                errors.append("%s: expect_contains %r already holds in the unfixed repeat" % (sid, cspec))
        for aspec in rp["expect_absent"]:
            if not check(orig, aspec):
                errors.append("%s: expect_absent %r does not hold in the unfixed repeat (check is idle)" % (sid, aspec))
        # the hand fix passes; every partial fix fails
        fixed = apply_fix(orig, s["fix"], errors, sid)
        if not passes(fixed, rp["expect_contains"], rp["expect_absent"]):
            miss = [x for x in rp["expect_contains"] if not check(fixed, x)]
            pres = [x for x in rp["expect_absent"] if check(fixed, x)]
            errors.append("%s: hand-fixed repeat fails (missing %s, still present %s)" % (sid, miss, pres))
        if fixed == orig:
            errors.append("%s: hand fix changes nothing" % sid)
        if len(s["fix"]) > 1:
            for i in range(len(s["fix"])):
                partial = apply_fix(orig, s["fix"], [], sid, skip=i)
                if passes(partial, rp["expect_contains"], rp["expect_absent"]):
                    errors.append("%s: fix without part #%d still passes: checks don't demand the whole fix" % (sid, i))
        # difficulty sanity
        wrong = s.get("wrong", t["gold_wrong"])
        if r["difficulty"] == "literal" and norm(wrong) not in norm(orig):
            errors.append("%s: literal, but wrong text %r does not recur in the repeat" % (sid, wrong))
        if r["difficulty"] == "paraphrase" and norm(t["gold_wrong"]) in norm(orig):
            errors.append("%s: paraphrase, but gold_wrong recurs verbatim in the repeat" % sid)
        # controls
        if c["output"] == orig or c["query"] == rp["query"]:
            errors.append("%s: control equals repeat" % sid)
        if r["control_kind"] in ("lookalike", "already_correct"):
            trap = s.get("trap")
            if not trap:
                errors.append("%s: %s control needs a trap string" % (sid, r["control_kind"]))
            elif trap not in c["output"]:
                errors.append("%s: control does not contain its trap %r" % (sid, trap))
        elif s.get("trap"):
            errors.append("%s: trap given for a %s control" % (sid, r["control_kind"]))
        # regexes for the Go cross-check
        texts = [t["output"], orig, fixed, c["output"]]
        for spec in checks:
            if spec.startswith("re:"):
                regex_jobs.append({"sid": sid, "spec": spec, "pattern": spec[3:], "texts": texts,
                                   "py": [re.search(spec[3:], x) is not None for x in texts]})

    # shared-store hazards: where a gold_wrong span occurs in another scenario's texts (information only)
    for r in records:
        gw = r["teach"]["gold_wrong"]
        hits = []
        for o in records:
            if o["id"] == r["id"]:
                continue
            for part, text in (("teach", o["teach"]["output"]), ("repeat", o["repeat"]["output"]),
                               ("control", o["control"]["output"])):
                if gw.lower() in text.lower():
                    hits.append("%s.%s" % (o["id"], part))
        if hits:
            notes.append("%s gold_wrong %r also occurs in %s" % (r["id"], gw[:40], ", ".join(hits)))

    # Go RE2 compatibility
    go_res, go_err = go_check([{"pattern": j["pattern"], "texts": j["texts"]} for j in regex_jobs])
    if go_res is None:
        errors.append("Go RE2 check could not run: %s" % go_err)
    else:
        for j, g in zip(regex_jobs, go_res):
            if g["err"]:
                errors.append("%s: %r does not compile in Go RE2: %s" % (j["sid"], j["spec"], g["err"]))
            elif g["matches"] != j["py"]:
                errors.append("%s: %r matches differently in Go %s and Python %s" % (j["sid"], j["spec"], g["matches"], j["py"]))

    # report
    print("scenarios: %d" % len(records))
    print("difficulty:       %s" % ", ".join("%s %d" % kv for kv in sorted(cd.items())))
    print("control_kind:     %s" % ", ".join("%s %d" % kv for kv in sorted(ck.items())))
    print("repeat_variation: %s" % ", ".join("%s %d" % kv for kv in sorted(cv.items())))
    print("topic:            %s" % ", ".join("%s %d" % kv for kv in sorted(ct.items())))
    nfix = sum(len(s["fix"]) for s in SCEN)
    multi = sum(1 for s in SCEN if len(s["fix"]) > 1)
    print("checks: %d expect_contains, %d expect_absent (%d regex, all compiled by Python and Go RE2%s)" % (
        sum(len(r["repeat"]["expect_contains"]) for r in records),
        sum(len(r["repeat"]["expect_absent"]) for r in records), len(regex_jobs),
        "" if go_res is None else ", identical matches on %d texts" % sum(len(j["texts"]) for j in regex_jobs)))
    print("hand fixes: %d replacements; %d scenarios need more than one, each part required" % (nfix, multi))
    print("verified: every repeat fails every one of its checks as written; every hand-fixed repeat passes")
    print("shared-store notes (gold_wrong found in other scenarios' texts): %d" % len(notes))
    for n in notes:
        print("  note: " + n)
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    if write:
        with open(OUT, "w") as f:
            for r in records:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        # round-trip
        with open(OUT) as f:
            back = [json.loads(l) for l in f if l.strip()]
        assert back == records
        print("OK: wrote %s (%d lines)" % (os.path.relpath(OUT, os.getcwd()), len(back)))
    else:
        print("OK (check only, nothing written)")


if __name__ == "__main__":
    main()
