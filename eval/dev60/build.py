#!/usr/bin/env python3
"""Build dev60: 60 teach -> repeat -> control scenarios (ML / data science in Python).

    python3 build.py

Validates every scenario (ids, enums, counts, repeat fails as written and passes
after its fix, gold_wrong in the teach output, holds in lookalike/already_correct
controls, no duplicated text, no gold_wrong leaking into another scenario) and only
then writes scenarios.jsonl and README.md next to this file. Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d60"
TITLE = ("machine learning and data science in Python: pandas, numpy, scikit-learn, PyTorch, "
         "Jupyter, conda/pip, experiment tracking, GPU jobs, and one team's own buckets, "
         "datasets, hosts and conventions")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}


def T(s):
    """Strip the newline that follows an opening triple quote and the one before the closing."""
    return s.strip("\n")


SCENARIOS = []


def S(topic, difficulty, repeat_variation, control_kind, teach, repeat, control, fix, holds=None):
    SCENARIOS.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": repeat_variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "holds": holds,
    })


# --------------------------------------------------------------------------- 001
S("mlflow-tracking-uri", "literal", "code_block", "lookalike",
  teach={
      "query": "How do I point my training script at our MLflow server?",
      "output": T('''
Set the tracking URI before you start a run:

```python
import mlflow

mlflow.set_tracking_uri("http://mlflow.ml.halden.io:5000")
mlflow.set_experiment("ctr-ranker")

with mlflow.start_run(run_name="baseline"):
    mlflow.log_param("lr", 3e-4)
    mlflow.log_metric("val_auc", 0.781)
```

Setting `MLFLOW_TRACKING_URI` in your shell works too and saves you the call.
'''),
      "message": "Our MLflow sits behind the ingress now: it's https://mlflow.ml.halden.io, no :5000.",
      "gold_wrong": "http://mlflow.ml.halden.io:5000",
      "gold_right": "https://mlflow.ml.halden.io",
  },
  repeat={
      "query": "What do I export so the mlflow CLI talks to the team server?",
      "output": T('''
```bash
export MLFLOW_TRACKING_URI=http://mlflow.ml.halden.io:5000
mlflow experiments search --view all
```

Every `mlflow` command in that shell then goes to the team server instead of ./mlruns.
'''),
      "expect_contains": ["MLFLOW_TRACKING_URI=https://mlflow.ml.halden.io"],
      "expect_absent": ["mlflow.ml.halden.io:5000"],
  },
  control={
      "query": "How do I browse my local runs without the team server?",
      "output": T('''
Point the UI at your local store:

```bash
mlflow ui --backend-store-uri ./mlruns --port 5000
```

then open http://127.0.0.1:5000 in the browser.
'''),
  },
  fix=[("http://mlflow.ml.halden.io:5000", "https://mlflow.ml.halden.io")],
  holds="http://127.0.0.1:5000")

# --------------------------------------------------------------------------- 002
S("pandas-append-removed", "paraphrase", "renamed_identifier", "lookalike",
  teach={
      "query": "Build a DataFrame of per-epoch metrics inside my training loop.",
      "output": T('''
```python
import pandas as pd

history = pd.DataFrame(columns=["epoch", "train_loss", "val_auc"])
for epoch in range(num_epochs):
    train_loss = train_one_epoch(model, train_loader)
    val_auc = evaluate(model, val_loader)
    history = history.append({"epoch": epoch, "train_loss": train_loss, "val_auc": val_auc}, ignore_index=True)
history.to_csv("history.csv", index=False)
```
'''),
      "message": "DataFrame.append was removed in pandas 2.0, so that line raises AttributeError. Use pd.concat, or collect the dicts in a list and build the frame once at the end.",
      "gold_wrong": 'history = history.append({"epoch": epoch, "train_loss": train_loss, "val_auc": val_auc}, ignore_index=True)',
      "gold_right": 'history = pd.concat([history, pd.DataFrame([{"epoch": epoch, "train_loss": train_loss, "val_auc": val_auc}])], ignore_index=True)',
  },
  repeat={
      "query": "Accumulate prediction rows into a results frame as I go through the batches.",
      "output": T('''
```python
results = pd.DataFrame(columns=["user_id", "score"])
for batch in loader:
    scores = model(batch["x"]).sigmoid().tolist()
    for uid, s in zip(batch["user_id"], scores):
        results = results.append({"user_id": uid, "score": s}, ignore_index=True)
```
'''),
      "expect_contains": [r"re:pd\.concat\(|pd\.DataFrame(\.from_records)?\(\w+\)"],
      "expect_absent": ["results.append("],
  },
  control={
      "query": "Turn a list of parsed log records into a DataFrame.",
      "output": T('''
```python
rows = []
for line in open("train.log"):
    rec = parse_line(line)
    if rec is not None:
        rows.append(rec)
df = pd.DataFrame(rows)
```

Appending to a plain list is cheap; build the frame once at the end.
'''),
  },
  fix=[('results = results.append({"user_id": uid, "score": s}, ignore_index=True)',
        'results = pd.concat([results, pd.DataFrame([{"user_id": uid, "score": s}])], ignore_index=True)')],
  holds="rows.append(rec)")

# --------------------------------------------------------------------------- 003
S("numpy-float-alias", "literal", "code_block", "lookalike",
  teach={
      "query": "Cast my feature matrix to float before handing it to the model.",
      "output": "Cast it with `X = X.astype(np.float)` and then `torch.from_numpy(X)`; that gives you a float64 tensor, so call `.float()` on it if the model runs in float32.",
      "message": "np.float was removed in NumPy 1.24, that raises AttributeError now. np.float64, or just the builtin float.",
      "gold_wrong": "X.astype(np.float)",
      "gold_right": "X.astype(np.float64)",
  },
  repeat={
      "query": "Snippet to load the item embeddings .npy and make sure they're floats?",
      "output": T('''
```python
emb = np.load("item_emb.npy")
emb = emb.astype(np.float)
print(emb.dtype, emb.shape)
```
'''),
      "expect_contains": [r"re:astype\((np\.float64|np\.float32|float)\)"],
      "expect_absent": [r"re:np\.float(?!\w)"],
  },
  control={
      "query": "How can I halve the memory my feature matrix takes?",
      "output": "Downcast it: `X = X.astype(np.float32)` uses half the bytes of the default `np.float64`. Compare `X.nbytes` before and after.",
  },
  fix=[("emb.astype(np.float)", "emb.astype(np.float64)")],
  holds="np.float64")

# --------------------------------------------------------------------------- 004
S("sklearn-stratify-array", "paraphrase", "reordered_args", "same_topic",
  teach={
      "query": "Split my dataset 80/20 and keep the class ratio.",
      "output": T('''
```python
from sklearn.model_selection import train_test_split

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, random_state=42, stratify=True
)
```

With 3% positives, stratifying stops the test set from ending up with too few of them.
'''),
      "message": "stratify=y. It takes the label array, not a bool.",
      "gold_wrong": "stratify=True",
      "gold_right": "stratify=y",
  },
  repeat={
      "query": "Hold out 25% of the labelled sessions for validation, stratified by label.",
      "output": T('''
```python
X_tr, X_val, y_tr, y_val = train_test_split(
    features, labels, stratify=True, random_state=0, test_size=0.25
)
```
'''),
      "expect_contains": ["stratify=labels"],
      "expect_absent": ["stratify=True"],
  },
  control={
      "query": "How do I do stratified 5-fold CV with shuffling?",
      "output": T('''
```python
from sklearn.model_selection import StratifiedKFold, cross_val_score

cv = StratifiedKFold(n_splits=5, shuffle=True, random_state=42)
scores = cross_val_score(clf, X, y, cv=cv, scoring="roc_auc")
print(scores.mean(), scores.std())
```
'''),
  },
  fix=[("stratify=True", "stratify=labels")])

# --------------------------------------------------------------------------- 005
S("onehot-sparse-output", "literal", "identifier", "lookalike",
  teach={
      "query": "Encode the categorical columns as dense one-hot arrays.",
      "output": T('''
```python
from sklearn.preprocessing import OneHotEncoder

enc = OneHotEncoder(sparse=False, handle_unknown="ignore")
X_cat = enc.fit_transform(df[["country", "device", "channel"]])
```

`X_cat` is a NumPy array with one column per category seen during fit.
'''),
      "message": "Thanks, that's the shape I wanted. One thing though: we're on scikit-learn 1.6, so it has to be sparse_output=False. Plain sparse was renamed in 1.2 and removed in 1.4.",
      "gold_wrong": "OneHotEncoder(sparse=False",
      "gold_right": "OneHotEncoder(sparse_output=False",
  },
  repeat={
      "query": "ColumnTransformer that scales the numeric columns and one-hot encodes the rest, dense output please.",
      "output": T('''
```python
pre = ColumnTransformer([
    ("num", StandardScaler(), num_cols),
    ("cat", OneHotEncoder(sparse=False, handle_unknown="ignore"), cat_cols),
])
X_all = pre.fit_transform(train_df)
```
'''),
      "expect_contains": ["sparse_output=False"],
      "expect_absent": [r"re:OneHotEncoder\([^)]*\bsparse=False"],
  },
  control={
      "query": "Quick one-hot of the device column in pandas for a notebook plot?",
      "output": '`dummies = pd.get_dummies(df["device"], prefix="dev", sparse=False, dtype=int)` gives you plain int columns you can sum per group.',
  },
  fix=[("OneHotEncoder(sparse=False", "OneHotEncoder(sparse_output=False")],
  holds="sparse=False")

# --------------------------------------------------------------------------- 006
S("torch-eval-vs-no-grad", "semantic", "prose_claim", "same_topic",
  teach={
      "query": "Do I need torch.no_grad() in my evaluation loop if I already call model.eval()?",
      "output": "No. `model.eval()` turns off gradient tracking for the whole model, so wrapping the loop in `torch.no_grad()` is redundant. It also switches dropout and batch norm to inference behaviour.",
      "message": "That's not what eval() does. It only changes how dropout and batchnorm behave; autograd is still on, so you still need torch.no_grad() (or inference_mode) to avoid building the graph.",
      "gold_wrong": "`model.eval()` turns off gradient tracking for the whole model, so wrapping the loop in `torch.no_grad()` is redundant",
      "gold_right": "`model.eval()` only switches dropout and batch norm to inference behaviour; autograd stays on, so wrap the loop in `torch.no_grad()`",
  },
  repeat={
      "query": "My validation pass eats a lot of GPU memory, what's going on?",
      "output": "Make sure you call `model.eval()` before validating: it disables gradient tracking, so no activations are kept for the backward pass and memory drops. If it still doesn't fit, lower the validation batch size.",
      "expect_contains": [r"re:no_grad|inference_mode"],
      "expect_absent": ["it disables gradient tracking"],
  },
  control={
      "query": "Why do my validation scores change between runs when I forget model.eval()?",
      "output": "In train mode dropout zeroes random activations and batch norm normalises with the current batch's statistics, so every forward pass differs. `model.eval()` switches both to their deterministic inference behaviour; call `model.train()` again before the next epoch.",
  },
  fix=[("Make sure you call `model.eval()` before validating: it disables gradient tracking, so no activations are kept for the backward pass and memory drops.",
        "Wrap validation in `torch.no_grad()` (and call `model.eval()` for dropout and batch norm): without it autograd keeps every activation for a backward pass that never comes.")])

# --------------------------------------------------------------------------- 007
S("slurm-partition-name", "literal", "code_block", "lookalike",
  teach={
      "query": "Write me an sbatch script for a single-node training job with 4 GPUs.",
      "output": T('''
```bash
#!/bin/bash
#SBATCH --job-name=ctr-train
#SBATCH --partition=gpu
#SBATCH --gres=gpu:4
#SBATCH --cpus-per-task=32
#SBATCH --time=24:00:00

source .venv/bin/activate
srun python train.py --config configs/ctr.yaml
```
'''),
      "message": "There's no gpu partition on our cluster. It's --partition=a100 (or h100 if you have an allocation there).",
      "gold_wrong": "--partition=gpu",
      "gold_right": "--partition=a100",
  },
  repeat={
      "query": "Slurm script to run my sweep agent on one GPU?",
      "output": T('''
```bash
#!/bin/bash
#SBATCH --job-name=sweep-agent
#SBATCH --partition=gpu
#SBATCH --gres=gpu:1
#SBATCH --time=08:00:00

wandb agent halden-ml/ctr-ranker/k3x9q2mw
```
'''),
      "expect_contains": [r"re:--partition=(a100|h100)\b"],
      "expect_absent": ["--partition=gpu"],
  },
  control={
      "query": "How do I grab two GPUs on an a100 node for an interactive session?",
      "output": "`srun --partition=a100 --gres=gpu:2 --cpus-per-task=16 --pty bash` drops you into a shell on the node with two GPUs visible.",
  },
  fix=[("--partition=gpu", "--partition=a100")],
  holds="--gres=gpu:2")

# --------------------------------------------------------------------------- 008
S("gcs-dataset-bucket", "literal", "reworded", "already_correct",
  teach={
      "query": "Read the May clicks parquet into pandas.",
      "output": T('''
```python
import pandas as pd

clicks = pd.read_parquet(
    "gs://halden-ml-data/clicks_v7/",
    filters=[("dt", ">=", "2024-05-01"), ("dt", "<", "2024-06-01")],
)
```

Reading from GCS needs `gcsfs`; it authenticates with your application-default credentials.
'''),
      "message": "Wrong bucket: halden-ml-data is the old one and it's read-locked now. Everything lives in gs://halden-ml-datasets.",
      "gold_wrong": "gs://halden-ml-data/",
      "gold_right": "gs://halden-ml-datasets/",
  },
  repeat={
      "query": "Where do our training datasets live in GCS? I want to see what's there.",
      "output": "They're in the team bucket: run `gsutil ls gs://halden-ml-data/` to see one prefix per dataset (clicks_v7, sessions_v3, user_daily, ...), and `gsutil du -sh gs://halden-ml-data/clicks_v7/` for the size of one.",
      "expect_contains": ["gsutil ls gs://halden-ml-datasets/"],
      "expect_absent": [r"re:halden-ml-data(?!sets)"],
  },
  control={
      "query": "Copy the sessions dataset to my scratch dir.",
      "output": "`gsutil -m cp -r gs://halden-ml-datasets/sessions_v3/ /scratch/$USER/sessions_v3/` does it; `-m` parallelises the copy, which matters with thousands of small parquet files.",
  },
  fix=[("gs://halden-ml-data/", "gs://halden-ml-datasets/")],
  holds="gs://halden-ml-datasets/")

# --------------------------------------------------------------------------- 009
S("jupyter-pip-magic", "paraphrase", "code_block", "lookalike",
  teach={
      "query": "How do I install lightgbm from inside my notebook?",
      "output": T('''
Run this in a cell:

```
!pip install lightgbm==4.3.0
```

then restart the kernel so the new version gets imported.
'''),
      "message": "Use %pip, not !pip. !pip runs whichever pip is first on PATH, and on the hub that isn't the kernel's env.",
      "gold_wrong": "!pip install lightgbm==4.3.0",
      "gold_right": "%pip install lightgbm==4.3.0",
  },
  repeat={
      "query": "Notebook cell to add xgboost and shap to my kernel?",
      "output": T('''
```
!pip3 install xgboost==2.0.3 shap
import xgboost, shap
print(xgboost.__version__)
```
'''),
      "expect_contains": ["%pip install xgboost==2.0.3 shap"],
      "expect_absent": [r"re:!pip3? install"],
  },
  control={
      "query": "Dockerfile lines to install our training requirements?",
      "output": T('''
```dockerfile
COPY requirements.txt /tmp/requirements.txt
RUN pip install --no-cache-dir -r /tmp/requirements.txt
```
'''),
  },
  fix=[("!pip3 install", "%pip install")],
  holds="RUN pip install")

# --------------------------------------------------------------------------- 010
S("adam-weight-decay", "semantic", "prose_claim", "same_topic",
  teach={
      "query": "Optimizer for fine-tuning the text encoder with weight decay 0.01?",
      "output": T('''
```python
optimizer = torch.optim.Adam(model.parameters(), lr=2e-5, weight_decay=0.01)
```

In PyTorch, Adam's `weight_decay` is decoupled weight decay, so this is equivalent to AdamW and you don't need a separate optimizer class.
'''),
      "message": "I don't think that's equivalent. Adam's weight_decay is plain L2 added to the gradient, so it gets rescaled by the adaptive step; decoupled decay is what torch.optim.AdamW does.",
      "gold_wrong": "In PyTorch, Adam's `weight_decay` is decoupled weight decay, so this is equivalent to AdamW",
      "gold_right": "In PyTorch, Adam's `weight_decay` is L2 added to the gradient; decoupled weight decay needs torch.optim.AdamW",
  },
  repeat={
      "query": "Is Adam with weight_decay any different from AdamW in PyTorch?",
      "output": "Not really. `torch.optim.Adam(params, weight_decay=wd)` already applies decoupled weight decay, so it behaves the same as `torch.optim.AdamW(params, weight_decay=wd)`; pick whichever reads better.",
      "expect_contains": [r"re:\bL2\b|added to the gradient"],
      "expect_absent": ["already applies decoupled weight decay"],
  },
  control={
      "query": "Which parameters should skip weight decay with AdamW?",
      "output": "Usually biases and norm weights: put every parameter with `p.ndim < 2` in a group with `weight_decay=0.0`, the rest in a group with your decay, and pass both groups to `torch.optim.AdamW`.",
  },
  fix=[("Not really. `torch.optim.Adam(params, weight_decay=wd)` already applies decoupled weight decay, so it behaves the same as `torch.optim.AdamW(params, weight_decay=wd)`; pick whichever reads better.",
        "Yes. `torch.optim.Adam(params, weight_decay=wd)` adds an L2 term to the gradient, which the adaptive step then rescales; `torch.optim.AdamW(params, weight_decay=wd)` decays the weights directly, which is usually what you want.")])

# --------------------------------------------------------------------------- 011
S("pip-internal-index", "literal", "code_block", "already_correct",
  teach={
      "query": "How do I install our internal halden-features package?",
      "output": T('''
```bash
pip install --extra-index-url https://pypi.ml.halden.io/simple halden-features==0.9.2
```

The first time you'll be asked for your LDAP credentials; put them in `~/.netrc` to skip the prompt.
'''),
      "message": "For our index it's --index-url, not --extra-index-url. It already proxies PyPI, and extra-index is exactly how dependency confusion gets in.",
      "gold_wrong": "--extra-index-url https://pypi.ml.halden.io/simple",
      "gold_right": "--index-url https://pypi.ml.halden.io/simple",
  },
  repeat={
      "query": "What goes at the top of requirements.txt so CI can resolve halden-features?",
      "output": T('''
```text
--extra-index-url https://pypi.ml.halden.io/simple
halden-features==0.9.2
pandas==2.2.2
scikit-learn==1.6.1
```
'''),
      "expect_contains": [r"re:(?m)^--index-url https://pypi\.ml\.halden\.io/simple$"],
      "expect_absent": ["--extra-index-url"],
  },
  control={
      "query": "Where do I set our package index once so I don't pass it on every pip call?",
      "output": T('''
In `~/.config/pip/pip.conf`:

```ini
[global]
index-url = https://pypi.ml.halden.io/simple
```

`pip config list` shows which file a value came from.
'''),
  },
  fix=[("--extra-index-url https://pypi.ml.halden.io/simple", "--index-url https://pypi.ml.halden.io/simple")],
  holds="index-url = https://pypi.ml.halden.io/simple")

# --------------------------------------------------------------------------- 012
S("numpy-slice-view", "semantic", "prose_claim", "lookalike",
  teach={
      "query": "I take X[:1000] as a quick sample and centre it in place. Does that touch X?",
      "output": "No. Basic slicing returns a copy, so `sample = X[:1000]` followed by `sample -= sample.mean(axis=0)` leaves `X` unchanged.",
      "message": "Other way round: basic slicing gives a view, so that in-place subtraction writes straight into X. You'd need X[:1000].copy() to leave X alone.",
      "gold_wrong": "Basic slicing returns a copy",
      "gold_right": "Basic slicing returns a view",
  },
  repeat={
      "query": "If I modify a slice of rows of a numpy array, is the original array safe?",
      "output": "Yes. `sub = arr[10:20]` creates a new array, so `sub[:] = 0` has no effect on `arr`.",
      "expect_contains": ["view", ".copy()"],
      "expect_absent": ["creates a new array"],
  },
  control={
      "query": "Does boolean indexing on a numpy array give me a copy or a view?",
      "output": "A copy: `pos = X[y == 1]` allocates a new array, so changing `pos` leaves `X` alone. Only basic slices such as `X[a:b]` share memory with the original.",
  },
  fix=[("Yes. `sub = arr[10:20]` creates a new array, so `sub[:] = 0` has no effect on `arr`.",
        "No. `sub = arr[10:20]` is a view, so `sub[:] = 0` zeroes those rows of `arr`; use `arr[10:20].copy()` if you need an independent array.")],
  holds="A copy:")

# --------------------------------------------------------------------------- 013
S("triton-http-port", "literal", "identifier", "lookalike",
  teach={
      "query": "Python snippet to call our Triton server for the ctr model over HTTP.",
      "output": T('''
```python
import numpy as np
import tritonclient.http as httpclient

client = httpclient.InferenceServerClient(url="triton.ml.halden.io:8001")
inp = httpclient.InferInput("features", [1, 64], "FP32")
inp.set_data_from_numpy(np.zeros((1, 64), dtype=np.float32))
res = client.infer("ctr_ranker", [inp])
print(res.as_numpy("score"))
```
'''),
      "message": "8000. 8001 is Triton's gRPC port.",
      "gold_wrong": "triton.ml.halden.io:8001",
      "gold_right": "triton.ml.halden.io:8000",
  },
  repeat={
      "query": "How do I check from Python that the ctr model is loaded on Triton?",
      "output": T('''
```python
import tritonclient.http as httpclient

tc = httpclient.InferenceServerClient(url="triton.ml.halden.io:8001")
print(tc.is_server_live(), tc.is_model_ready("ctr_ranker"))
```
'''),
      "expect_contains": ['url="triton.ml.halden.io:8000"'],
      "expect_absent": ["triton.ml.halden.io:8001"],
  },
  control={
      "query": "Connect to our Triton server with the gRPC client.",
      "output": T('''
```python
import tritonclient.grpc as grpcclient

client = grpcclient.InferenceServerClient(url="triton.ml.halden.io:8001")
```

The rest is the same as over HTTP, with `grpcclient.InferInput` for the inputs.
'''),
  },
  fix=[("triton.ml.halden.io:8001", "triton.ml.halden.io:8000")],
  holds="triton.ml.halden.io:8001")

# --------------------------------------------------------------------------- 014
S("pandas-parse-dates", "paraphrase", "renamed_identifier", "lookalike",
  teach={
      "query": "Load events.csv and make the ts column a datetime.",
      "output": T('''
```python
events = pd.read_csv("events.csv", parse_dates=True)
events["hour"] = events["ts"].dt.hour
```
'''),
      "message": "Doesn't parse_dates=True only try the index? I think it needs parse_dates=[\"ts\"] for the column.",
      "gold_wrong": "parse_dates=True",
      "gold_right": 'parse_dates=["ts"]',
  },
  repeat={
      "query": "Read signups.csv so created_at comes back as datetimes.",
      "output": T('''
```python
signups = pd.read_csv("signups.csv", parse_dates=True)
signups["created_at"].dt.date.value_counts().sort_index()
```
'''),
      "expect_contains": [r"""re:parse_dates=\[["']created_at["']\]"""],
      "expect_absent": ["parse_dates=True"],
  },
  control={
      "query": "Load the daily revenue CSV, whose first column is the date, as a time-indexed frame.",
      "output": T('''
```python
rev = pd.read_csv("daily_revenue.csv", index_col=0, parse_dates=True)
rev.resample("W").sum()
```

With `index_col=0`, `parse_dates=True` turns that first column into a DatetimeIndex.
'''),
  },
  fix=[("parse_dates=True", 'parse_dates=["created_at"]')],
  holds="parse_dates=True")

# --------------------------------------------------------------------------- 015
S("numpy-argsort-topk", "semantic", "equivalent_construct", "same_topic",
  teach={
      "query": "Get the indices of the 10 highest scores in a numpy array.",
      "output": "`top10 = np.argsort(scores)[:10]`: argsort returns the indices in sorted order, so the first ten are the top ten.",
      "message": "argsort is ascending, so that's the 10 lowest. It should be np.argsort(-scores)[:10] (or reverse it with [::-1] first).",
      "gold_wrong": "np.argsort(scores)[:10]",
      "gold_right": "np.argsort(-scores)[:10]",
  },
  repeat={
      "query": "Which 5 items have the highest predicted probability? probs is a 1-D array.",
      "output": T('''
```python
best = probs.argsort()[:5]
print(item_ids[best])
```

`argsort()` orders the indices by value, so slicing off the first five gives you the five most likely items.
'''),
      "expect_contains": [r"re:argsort\(\)\[::-1\]\[:5\]|\(-probs\)\.argsort\(\)\[:5\]|argsort\(-probs\)\[:5\]|argsort\(\)\[-5:\]"],
      "expect_absent": [r"re:probs\.argsort\(\)\[:5\]"],
  },
  control={
      "query": "How do I get the top-k indices without sorting the whole array?",
      "output": T('''
```python
k = 100
idx = np.argpartition(-scores, k)[:k]
idx = idx[np.argsort(-scores[idx])]
```

`argpartition` is linear time; only the k candidates get sorted afterwards.
'''),
  },
  fix=[("best = probs.argsort()[:5]", "best = probs.argsort()[::-1][:5]"),
       ("so slicing off the first five gives you the five most likely items.",
        "ascending, so reverse it before taking five to get the most likely items.")])

# --------------------------------------------------------------------------- 016
S("roc-auc-hard-labels", "literal", "code_block", "same_topic",
  teach={
      "query": "Compute AUC for my random forest on the test set.",
      "output": T('''
```python
from sklearn.metrics import roc_auc_score

auc = roc_auc_score(y_test, clf.predict(X_test))
print(f"test AUC: {auc:.4f}")
```
'''),
      "message": "Give roc_auc_score the scores, not hard 0/1 predictions: clf.predict_proba(X_test)[:, 1].",
      "gold_wrong": "roc_auc_score(y_test, clf.predict(X_test))",
      "gold_right": "roc_auc_score(y_test, clf.predict_proba(X_test)[:, 1])",
  },
  repeat={
      "query": "Log test AUC and accuracy for the classifier to MLflow.",
      "output": T('''
```python
from sklearn.metrics import accuracy_score, roc_auc_score

mlflow.log_metric("test_auc", roc_auc_score(y_test, clf.predict(X_test)))
mlflow.log_metric("test_acc", accuracy_score(y_test, clf.predict(X_test)))
```
'''),
      "expect_contains": [r"re:roc_auc_score\(y_test, clf\.predict_proba\(X_test\)\[:, ?1\]\)",
                          "accuracy_score(y_test, clf.predict(X_test))"],
      "expect_absent": ["roc_auc_score(y_test, clf.predict(X_test))"],
  },
  control={
      "query": "Which threshold maximises F1 on the validation set?",
      "output": T('''
```python
from sklearn.metrics import precision_recall_curve

prec, rec, thr = precision_recall_curve(y_val, clf.predict_proba(X_val)[:, 1])
f1 = 2 * prec * rec / (prec + rec + 1e-12)
best_thr = thr[f1[:-1].argmax()]
```
'''),
  },
  fix=[("roc_auc_score(y_test, clf.predict(X_test))", "roc_auc_score(y_test, clf.predict_proba(X_test)[:, 1])")])

# --------------------------------------------------------------------------- 017
S("wandb-entity", "literal", "reworded", "already_correct",
  teach={
      "query": "Set up wandb logging for the ctr training run.",
      "output": T('''
```python
import wandb

run = wandb.init(project="ctr-ranker", entity="halden", config=cfg)
for epoch in range(cfg["epochs"]):
    loss = train_one_epoch(model, loader)
    wandb.log({"train/loss": loss, "epoch": epoch})
run.finish()
```
'''),
      "message": "halden-ml. \"halden\" is the billing org, our runs don't go there.",
      "gold_wrong": 'entity="halden"',
      "gold_right": 'entity="halden-ml"',
  },
  repeat={
      "query": "Which W&B entity do our team's runs go under? I want to set it in my shell.",
      "output": "Set `WANDB_ENTITY=halden` in your shell, or pass `entity=\"halden\"` to `wandb.init`; `WANDB_PROJECT` sets the project the same way.",
      "expect_contains": ["WANDB_ENTITY=halden-ml"],
      "expect_absent": [r"re:WANDB_ENTITY=halden(?!-ml)", 'entity="halden"'],
  },
  control={
      "query": "Download the best model artifact from our W&B project.",
      "output": T('''
```python
api = wandb.Api()
art = api.artifact("halden-ml/ctr-ranker/model:best")
path = art.download()
```
'''),
  },
  fix=[("WANDB_ENTITY=halden", "WANDB_ENTITY=halden-ml"), ('entity="halden"', 'entity="halden-ml"')],
  holds="halden-ml/ctr-ranker")

# --------------------------------------------------------------------------- 018
S("gpu-dev-hostname", "literal", "reworded", "lookalike",
  teach={
      "query": "How do I open Jupyter on one of the GPU dev boxes from my laptop?",
      "output": "SSH in with a tunnel, `ssh -L 8888:localhost:8888 gpu-dev-1.ml.halden.io`, start `jupyter lab --no-browser --port 8888` on the box and open http://localhost:8888 locally.",
      "message": "The hosts are zero-padded: gpu-dev-01.ml.halden.io. gpu-dev-1 doesn't resolve.",
      "gold_wrong": "gpu-dev-1.ml.halden.io",
      "gold_right": "gpu-dev-01.ml.halden.io",
  },
  repeat={
      "query": "What do I put in ~/.ssh/config for the first GPU dev box?",
      "output": "Add a `Host gpudev` block with `HostName gpu-dev-1.ml.halden.io` and `User` set to your LDAP name; after that `ssh gpudev` works, and a `LocalForward 8888 localhost:8888` line gives you the Jupyter tunnel for free.",
      "expect_contains": ["HostName gpu-dev-01.ml.halden.io"],
      "expect_absent": ["gpu-dev-1.ml"],
  },
  control={
      "query": "How do I copy a notebook from gpu-dev-12 to my laptop?",
      "output": "`scp gpu-dev-12.ml.halden.io:~/notebooks/eda.ipynb .` works; use `rsync -avz gpu-dev-12.ml.halden.io:~/notebooks/ ./notebooks/` for a whole folder.",
  },
  fix=[("gpu-dev-1.ml.halden.io", "gpu-dev-01.ml.halden.io")],
  holds="gpu-dev-12.ml.halden.io")

# --------------------------------------------------------------------------- 019
S("pandas-iloc-boolean", "paraphrase", "reworded", "lookalike",
  teach={
      "query": "Keep only the positive examples from my training frame.",
      "output": "`pos = train_df.iloc[train_df[\"label\"] == 1]` gives you the rows with label 1, and `len(pos)` tells you how many positives there are.",
      "message": "iloc won't take a boolean Series, that raises. It's .loc (or just train_df[train_df[\"label\"] == 1]).",
      "gold_wrong": 'train_df.iloc[train_df["label"] == 1]',
      "gold_right": 'train_df.loc[train_df["label"] == 1]',
  },
  repeat={
      "query": "Filter the sessions frame down to the sessions that converted.",
      "output": "Use `sessions.iloc[sessions[\"converted\"] == 1]`; `.shape[0]` on the result tells you how many converted.",
      "expect_contains": [r're:sessions(\.loc)?\[sessions\["converted"\] == 1\]'],
      "expect_absent": [r"re:\.iloc\[sessions\["],
  },
  control={
      "query": "Peek at the first 1000 rows of the last column of a frame.",
      "output": "`df.iloc[:1000, -1]`. `iloc` is purely positional, so it works whatever the index labels are.",
  },
  fix=[("sessions.iloc[", "sessions.loc[")],
  holds=".iloc[:1000, -1]")

# --------------------------------------------------------------------------- 020
S("cv-group-leakage", "semantic", "equivalent_construct", "lookalike",
  teach={
      "query": "Cross-validate the session-level model; every user has lots of sessions.",
      "output": T('''
```python
from sklearn.model_selection import KFold, cross_val_score

cv = KFold(n_splits=5, shuffle=True, random_state=0)
scores = cross_val_score(model, X, y, cv=cv, scoring="roc_auc")
print(scores.mean())
```
'''),
      "message": "With plain KFold the same user ends up in train and validation, so the score is inflated. It has to split by user: GroupKFold with groups=user_id.",
      "gold_wrong": "cv = KFold(n_splits=5, shuffle=True, random_state=0)",
      "gold_right": "cv = GroupKFold(n_splits=5)",
  },
  repeat={
      "query": "CV setup for the per-session churn model? Customers have many sessions each.",
      "output": "`cross_val_score(model, X, y, cv=StratifiedKFold(5, shuffle=True, random_state=1), scoring=\"roc_auc\")` keeps the churn rate the same in every fold, which is all you need here.",
      "expect_contains": [r"re:Group(K|Shuffle)?\w*(Fold|Split)", "groups="],
      "expect_absent": [r"re:cv=StratifiedKFold\("],
  },
  control={
      "query": "CV for the per-user LTV regression? It's one row per user.",
      "output": "`KFold(n_splits=5, shuffle=True, random_state=0)` is fine here: with one row per user, no user can land on both sides of a split.",
  },
  fix=[('`cross_val_score(model, X, y, cv=StratifiedKFold(5, shuffle=True, random_state=1), scoring="roc_auc")` keeps the churn rate the same in every fold, which is all you need here.',
        '`cross_val_score(model, X, y, groups=customer_id, cv=StratifiedGroupKFold(5, shuffle=True, random_state=1), scoring="roc_auc")` keeps each customer\'s sessions in one fold and the churn rate similar across folds.')],
  holds="KFold(n_splits=5, shuffle=True, random_state=0)")

# --------------------------------------------------------------------------- 021
S("numpy-axis-rows", "paraphrase", "reworded", "lookalike",
  teach={
      "query": "L2-normalise each row of my embedding matrix E (n x d).",
      "output": T('''
```python
norms = np.linalg.norm(E, axis=0, keepdims=True)
E_unit = E / norms
```

Each row then has unit length, so dot products are cosine similarities.
'''),
      "message": "axis=1 for rows. axis=0 is the norm down each column.",
      "gold_wrong": "np.linalg.norm(E, axis=0, keepdims=True)",
      "gold_right": "np.linalg.norm(E, axis=1, keepdims=True)",
  },
  repeat={
      "query": "Mean of each sample (row) of X?",
      "output": "`row_means = X.mean(axis=0)` gives you one value per sample.",
      "expect_contains": ["X.mean(axis=1)"],
      "expect_absent": ["X.mean(axis=0)"],
  },
  control={
      "query": "Standardise each feature column of X with plain numpy.",
      "output": T('''
```python
mu = X.mean(axis=0)
sigma = X.std(axis=0)
X_std = (X - mu) / sigma
```

`axis=0` reduces over the rows, giving one statistic per feature column.
'''),
  },
  fix=[("X.mean(axis=0)", "X.mean(axis=1)")],
  holds="X.mean(axis=0)")

# --------------------------------------------------------------------------- 022
S("scaler-refit-on-test", "literal", "code_block", "lookalike",
  teach={
      "query": "Scale my train and test features.",
      "output": T('''
```python
from sklearn.preprocessing import StandardScaler

scaler = StandardScaler()
X_train = scaler.fit_transform(X_train)
X_test = scaler.fit_transform(X_test)
```
'''),
      "message": "Don't refit on the test set; that uses the test statistics and puts the two sets on different scales. scaler.transform(X_test).",
      "gold_wrong": "X_test = scaler.fit_transform(X_test)",
      "gold_right": "X_test = scaler.transform(X_test)",
  },
  repeat={
      "query": "Standardise the numeric columns, then check the model on the held-out set.",
      "output": T('''
```python
scaler = StandardScaler()
X_train = scaler.fit_transform(X_train)
X_test = scaler.fit_transform(X_test)

clf = LogisticRegression(max_iter=1000).fit(X_train, y_train)
print("test accuracy:", clf.score(X_test, y_test))
```
'''),
      "expect_contains": ["X_test = scaler.transform(X_test)", "X_train = scaler.fit_transform(X_train)"],
      "expect_absent": ["scaler.fit_transform(X_test)"],
  },
  control={
      "query": "Fit a scaler on the training data and save it for the serving job.",
      "output": T('''
```python
scaler = StandardScaler()
X_train = scaler.fit_transform(X_train)
joblib.dump(scaler, "artifacts/scaler.joblib")
```
'''),
  },
  fix=[("X_test = scaler.fit_transform(X_test)", "X_test = scaler.transform(X_test)")],
  holds="scaler.fit_transform(X_train)")

# --------------------------------------------------------------------------- 023
S("torch-save-state-dict", "paraphrase", "reworded", "same_topic",
  teach={
      "query": "Save a checkpoint at the end of each epoch.",
      "output": T('''
```python
for epoch in range(num_epochs):
    train_one_epoch(model, loader, optimizer)
    torch.save(model, f"checkpoints/epoch_{epoch:03d}.pt")
```

The zero-padded epoch keeps the files in order when you `ls` them.
'''),
      "message": "We only save state_dicts here. Pickling the whole module breaks as soon as someone moves or renames the class, so torch.save(model.state_dict(), path).",
      "gold_wrong": 'torch.save(model, f"checkpoints/epoch_{epoch:03d}.pt")',
      "gold_right": 'torch.save(model.state_dict(), f"checkpoints/epoch_{epoch:03d}.pt")',
  },
  repeat={
      "query": "Keep only the best model on disk as val AUC improves.",
      "output": "Track the best score and call `torch.save(net, \"checkpoints/best.pt\")` each time val AUC beats it, so the file always holds the best epoch.",
      "expect_contains": [r"re:torch\.save\(net\.state_dict\(\),"],
      "expect_absent": ["torch.save(net,"],
  },
  control={
      "query": "Resume training from a saved checkpoint on a CPU-only machine.",
      "output": T('''
```python
state = torch.load("checkpoints/best.pt", map_location="cpu")
model.load_state_dict(state)
model.train()
```
'''),
  },
  fix=[("torch.save(net,", "torch.save(net.state_dict(),")])

# --------------------------------------------------------------------------- 024
S("cross-entropy-logits", "paraphrase", "renamed_identifier", "lookalike",
  teach={
      "query": "Loss for my 5-class classifier head?",
      "output": T('''
```python
criterion = nn.CrossEntropyLoss()
logits = model(x)
loss = criterion(torch.softmax(logits, dim=1), targets)
```
'''),
      "message": "Isn't CrossEntropyLoss doing the log-softmax itself? It should get the raw logits: criterion(logits, targets).",
      "gold_wrong": "criterion(torch.softmax(logits, dim=1), targets)",
      "gold_right": "criterion(logits, targets)",
  },
  repeat={
      "query": "Training step for the intent classifier using cross-entropy.",
      "output": T('''
```python
loss_fn = nn.CrossEntropyLoss()
out = model(batch["input_ids"])
loss = loss_fn(F.softmax(out, dim=-1), batch["label"])
loss.backward()
```
'''),
      "expect_contains": ['loss_fn(out, batch["label"])'],
      "expect_absent": [r"re:loss_fn\(F\.softmax"],
  },
  control={
      "query": "Turn the classifier's logits into class probabilities at inference time.",
      "output": T('''
```python
with torch.no_grad():
    logits = model(x)
    probs = torch.softmax(logits, dim=1)
    pred = probs.argmax(dim=1)
```
'''),
  },
  fix=[('loss_fn(F.softmax(out, dim=-1), batch["label"])', 'loss_fn(out, batch["label"])')],
  holds="torch.softmax(logits, dim=1)")

# --------------------------------------------------------------------------- 025
S("clicks-dataset-version", "literal", "casing", "lookalike",
  teach={
      "query": "Load the clicks dataset for training the ranker.",
      "output": T('''
```python
from halden_data import load_dataset

clicks = load_dataset("clicks_v6", split="train")
```

You get a pandas DataFrame with one row per impression and the `clicked` label.
'''),
      "message": "clicks_v7 please, v6 double counts impressions from the retry path.",
      "gold_wrong": "clicks_v6",
      "gold_right": "clicks_v7",
  },
  repeat={
      "query": "Typed way to load the clicks data with our halden_data enum?",
      "output": T('''
```python
from halden_data import Dataset, load_dataset

clicks = load_dataset(Dataset.CLICKS_V6, split="validation")
```

The enum gets you autocompletion and catches typos at import time.
'''),
      "expect_contains": ["Dataset.CLICKS_V7"],
      "expect_absent": [r"re:(?i)clicks_v6"],
  },
  control={
      "query": "What was wrong with the old clicks data?",
      "output": "clicks_v6 double-counted impressions that arrived through the client retry path; clicks_v7 deduplicates on event_id, so its impression counts come out about 4% lower.",
  },
  fix=[("Dataset.CLICKS_V6", "Dataset.CLICKS_V7")],
  holds="clicks_v6")

# --------------------------------------------------------------------------- 026
S("vertex-region", "literal", "reordered_args", "already_correct",
  teach={
      "query": "gcloud command to launch the training container as a Vertex AI custom job.",
      "output": T('''
```bash
gcloud ai custom-jobs create \\
  --region=us-central1 \\
  --display-name=ctr-train \\
  --worker-pool-spec=machine-type=a2-highgpu-1g,accelerator-type=NVIDIA_TESLA_A100,accelerator-count=1,container-image-uri=europe-west4-docker.pkg.dev/halden-ml-prod/train/ctr:latest
```
'''),
      "message": "Region has to be europe-west4; our data can't leave the EU and the image registry is there too.",
      "gold_wrong": "--region=us-central1",
      "gold_right": "--region=europe-west4",
  },
  repeat={
      "query": "Kick off the hyperparameter tuning job on Vertex.",
      "output": T('''
```bash
gcloud ai hp-tuning-jobs create \\
  --display-name=ctr-hpt \\
  --config=hpt.yaml \\
  --max-trial-count=20 \\
  --parallel-trial-count=4 \\
  --region=us-central1
```
'''),
      "expect_contains": ["--region=europe-west4"],
      "expect_absent": ["us-central1"],
  },
  control={
      "query": "Tail the logs of a running Vertex custom job.",
      "output": "`gcloud ai custom-jobs stream-logs 1234567890 --region=europe-west4` streams them until the job ends; the job id is the number at the end of the resource name.",
  },
  fix=[("--region=us-central1", "--region=europe-west4")],
  holds="--region=europe-west4")

# --------------------------------------------------------------------------- 027
S("mlflow-log-params", "paraphrase", "reworded", "lookalike",
  teach={
      "query": "Log my whole config dict to MLflow.",
      "output": T('''
```python
with mlflow.start_run():
    mlflow.log_param(cfg)
```

Each key becomes a parameter on the run.
'''),
      "message": "log_param takes one key and one value. For a dict it's mlflow.log_params(cfg).",
      "gold_wrong": "mlflow.log_param(cfg)",
      "gold_right": "mlflow.log_params(cfg)",
  },
  repeat={
      "query": "Record the argparse hyperparameters on the MLflow run.",
      "output": "Inside the run, call `mlflow.log_param(vars(args))` so every argparse flag shows up as a parameter you can filter on.",
      "expect_contains": ["mlflow.log_params(vars(args))"],
      "expect_absent": ["mlflow.log_param(vars(args))"],
  },
  control={
      "query": "Log the learning rate I picked with the LR finder.",
      "output": "`mlflow.log_param(\"lr\", best_lr)`. Parameters are write-once per run, so log it after the finder has settled on a value.",
  },
  fix=[("mlflow.log_param(vars(args))", "mlflow.log_params(vars(args))")],
  holds="mlflow.log_param(")

# --------------------------------------------------------------------------- 028
S("sklearn-scorer-name", "literal", "code_block", "same_topic",
  teach={
      "query": "Grid search the regularisation strength of my logistic regression by AUC.",
      "output": T('''
```python
search = GridSearchCV(LogisticRegression(max_iter=1000), {"C": [0.001, 0.01, 0.1, 1]}, scoring="auc", cv=5)
search.fit(X_train, y_train)
print(search.best_params_, search.best_score_)
```
'''),
      "message": "\"roc_auc\". There's no \"auc\" scorer.",
      "gold_wrong": 'scoring="auc"',
      "gold_right": 'scoring="roc_auc"',
  },
  repeat={
      "query": "Randomized search over the gradient boosting params, optimising AUC.",
      "output": T('''
```python
search = RandomizedSearchCV(
    HistGradientBoostingClassifier(),
    param_distributions={"learning_rate": loguniform(1e-3, 0.3), "max_leaf_nodes": randint(15, 255)},
    n_iter=40,
    scoring="auc",
    cv=5,
    random_state=0,
)
```
'''),
      "expect_contains": ['scoring="roc_auc"'],
      "expect_absent": ['scoring="auc"'],
  },
  control={
      "query": "How do I list the scorer names scikit-learn accepts?",
      "output": "`from sklearn.metrics import get_scorer_names; print(sorted(get_scorer_names()))` prints every valid `scoring=` string, such as `roc_auc`, `average_precision` and `neg_log_loss`.",
  },
  fix=[('scoring="auc"', 'scoring="roc_auc"')])

# --------------------------------------------------------------------------- 029
S("logreg-l1-solver", "paraphrase", "reordered_args", "same_topic",
  teach={
      "query": "Sparse logistic regression with L1 to select features?",
      "output": T('''
```python
clf = LogisticRegression(penalty="l1", C=0.1)
clf.fit(X_train, y_train)
selected = np.flatnonzero(clf.coef_[0])
```
'''),
      "message": "That errors: the default lbfgs solver only supports l2. It needs solver=\"liblinear\" or \"saga\" for l1.",
      "gold_wrong": 'LogisticRegression(penalty="l1", C=0.1)',
      "gold_right": 'LogisticRegression(penalty="l1", C=0.1, solver="saga")',
  },
  repeat={
      "query": "L1-regularised logistic regression inside a pipeline with scaling.",
      "output": T('''
```python
pipe = make_pipeline(
    StandardScaler(),
    LogisticRegression(C=0.5, max_iter=2000, penalty="l1"),
)
```
'''),
      "expect_contains": [r"""re:solver=["'](saga|liblinear)["']"""],
      "expect_absent": ['LogisticRegression(C=0.5, max_iter=2000, penalty="l1")'],
  },
  control={
      "query": "Logistic regression with an elastic net penalty?",
      "output": "`LogisticRegression(penalty=\"elasticnet\", solver=\"saga\", l1_ratio=0.5, C=1.0, max_iter=5000)`; saga is the only solver that supports elasticnet.",
  },
  fix=[('penalty="l1"),', 'penalty="l1", solver="saga"),')])

# --------------------------------------------------------------------------- 030
S("pandas-tz-convert", "paraphrase", "renamed_identifier", "lookalike",
  teach={
      "query": "Convert the event timestamps to Amsterdam time for the daily report.",
      "output": T('''
The `ts` column in the parquet is UTC:

```python
df["ts"] = df["ts"].dt.tz_localize("Europe/Amsterdam")
df["day"] = df["ts"].dt.date
```
'''),
      "message": "ts is already tz-aware UTC in the parquet, and tz_localize raises on aware values. You want tz_convert(\"Europe/Amsterdam\").",
      "gold_wrong": 'df["ts"].dt.tz_localize("Europe/Amsterdam")',
      "gold_right": 'df["ts"].dt.tz_convert("Europe/Amsterdam")',
  },
  repeat={
      "query": "Bucket orders by local Amsterdam hour; created_at is UTC-aware.",
      "output": T('''
```python
orders["local"] = orders["created_at"].dt.tz_localize("Europe/Amsterdam")
orders["hour"] = orders["local"].dt.hour
```
'''),
      "expect_contains": ['orders["created_at"].dt.tz_convert("Europe/Amsterdam")'],
      "expect_absent": ['orders["created_at"].dt.tz_localize('],
  },
  control={
      "query": "The CSV export has naive local Amsterdam times; make them timezone-aware.",
      "output": T('''
```python
exp["local_time"] = pd.to_datetime(exp["local_time"]).dt.tz_localize("Europe/Amsterdam", ambiguous="NaT")
```

`ambiguous="NaT"` deals with the repeated hour when DST ends.
'''),
  },
  fix=[('orders["created_at"].dt.tz_localize("Europe/Amsterdam")', 'orders["created_at"].dt.tz_convert("Europe/Amsterdam")')],
  holds='tz_localize("Europe/Amsterdam"')

# --------------------------------------------------------------------------- 031
S("numpy-seed-generator", "semantic", "prose_claim", "same_topic",
  teach={
      "query": "How do I make my numpy sampling reproducible?",
      "output": "Call `np.random.seed(1234)` once at the top of the script. That seeds NumPy globally, so `rng = np.random.default_rng()` and all the legacy `np.random.*` functions produce the same numbers on every run.",
      "message": "I'm fairly sure np.random.seed doesn't touch default_rng(): a Generator created without a seed pulls fresh entropy from the OS. The seed has to go in: np.random.default_rng(1234).",
      "gold_wrong": "That seeds NumPy globally, so `rng = np.random.default_rng()` and all the legacy `np.random.*` functions produce the same numbers on every run.",
      "gold_right": "That only seeds the legacy `np.random.*` functions; create the generator as `rng = np.random.default_rng(1234)`.",
  },
  repeat={
      "query": "Is np.random.seed enough to make rng.choice reproducible?",
      "output": "Yes. After `np.random.seed(0)`, a generator from `np.random.default_rng()` is seeded too, so `rng.choice(n, size=k)` returns the same sample on every run.",
      "expect_contains": [r"re:default_rng\((\d+|seed)\)"],
      "expect_absent": ["is seeded too"],
  },
  control={
      "query": "How do I give each DataLoader worker a different but reproducible numpy seed?",
      "output": "Spawn child sequences with `np.random.SeedSequence(1234).spawn(num_workers)` and build one `np.random.default_rng(s)` per child; the streams are independent and reproducible.",
  },
  fix=[("Yes. After `np.random.seed(0)`, a generator from `np.random.default_rng()` is seeded too, so",
        "No. `np.random.seed(0)` only seeds the legacy functions; create the generator as `rng = np.random.default_rng(0)` so")])

# --------------------------------------------------------------------------- 032
S("cudnn-benchmark-determinism", "literal", "code_block", "lookalike",
  teach={
      "query": "What do I set in PyTorch to make training runs reproducible?",
      "output": T('''
```python
import random, numpy as np, torch

random.seed(0)
np.random.seed(0)
torch.manual_seed(0)
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = True
```
'''),
      "message": "benchmark needs to be False for reproducibility; benchmark mode picks conv algorithms by timing them, and that can differ between runs.",
      "gold_wrong": "torch.backends.cudnn.benchmark = True",
      "gold_right": "torch.backends.cudnn.benchmark = False",
  },
  repeat={
      "query": "Seed helper for our experiments so reruns give identical metrics?",
      "output": T('''
```python
def seed_everything(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.cuda.manual_seed_all(seed)
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = True
```
'''),
      "expect_contains": ["torch.backends.cudnn.benchmark = False"],
      "expect_absent": ["cudnn.benchmark = True"],
  },
  control={
      "query": "My convnet's input size never changes; any cheap speedup on the A100s?",
      "output": "Turn on the cuDNN autotuner with `torch.backends.cudnn.benchmark = True`. With fixed input shapes it times the conv algorithms once and keeps the fastest; the price is a slower first iteration and no bit-exact reproducibility.",
  },
  fix=[("torch.backends.cudnn.benchmark = True", "torch.backends.cudnn.benchmark = False")],
  holds="cudnn.benchmark = True")

# --------------------------------------------------------------------------- 033
S("slurm-a100-time-limit", "semantic", "prose_claim", "lookalike",
  teach={
      "query": "sbatch header for a 3-day training run on the a100 partition.",
      "output": T('''
```bash
#SBATCH --partition=a100
#SBATCH --gres=gpu:4
#SBATCH --time=72:00:00
#SBATCH --requeue
```

`--requeue` puts the job back in the queue if the node dies; resume from your last checkpoint on start.
'''),
      "message": "a100 caps at 48 hours, a 72:00:00 request gets rejected at submit. Ask for --time=48:00:00 and chain a second job that resumes from the checkpoint.",
      "gold_wrong": "--time=72:00:00",
      "gold_right": "--time=48:00:00",
  },
  repeat={
      "query": "How long can a single job run on the a100 partition?",
      "output": "Up to three days per job on a100, so a 60-hour pretraining run fits in one submission; anything longer needs checkpoint-and-resume.",
      "expect_contains": [r"re:48 ?(h|hours)\b"],
      "expect_absent": [r"re:(?i)three days|72 ?h"],
  },
  control={
      "query": "I need 3 days of CPU time for a feature backfill. Which partition?",
      "output": "Use `cpu-long`: `sbatch --partition=cpu-long --cpus-per-task=64 --time=72:00:00 backfill.sh`. It allows up to 7 days but has no GPUs.",
  },
  fix=[("Up to three days per job on a100, so a 60-hour pretraining run fits in one submission; anything longer needs checkpoint-and-resume.",
        "Up to 48 hours per job on a100, so a 60-hour pretraining run needs two submissions chained with checkpoint-and-resume.")],
  holds="--time=72:00:00")

# --------------------------------------------------------------------------- 034
S("dev-box-long-jobs", "semantic", "reworded", "lookalike",
  teach={
      "query": "My training run takes about 8 hours. Can I just run it on gpu-dev-03?",
      "output": "Sure, start it inside tmux on gpu-dev-03.ml.halden.io so it survives disconnects: `tmux new -s train`, run `python train.py --config configs/ctr.yaml`, and detach with Ctrl-b d.",
      "message": "Thanks, but no: anything over an hour has to go through Slurm. The dev boxes are for interactive work and the reaper kills long processes there. sbatch it to a100.",
      "gold_wrong": "Sure, start it inside tmux on gpu-dev-03.ml.halden.io so it survives disconnects",
      "gold_right": "No, anything over an hour goes through Slurm: submit it with sbatch to the a100 partition",
  },
  repeat={
      "query": "Overnight fine-tune: easiest way to keep it running after I log off the dev box?",
      "output": "Start it with `nohup python finetune.py > finetune.log 2>&1 &` on the dev box; it keeps running after you log off and you can read the log in the morning.",
      "expect_contains": ["sbatch"],
      "expect_absent": [r"re:nohup python finetune\.py"],
  },
  control={
      "query": "How do I keep my Jupyter session alive on the dev box when my VPN drops?",
      "output": "Start Jupyter inside tmux: `tmux new -s lab`, run `jupyter lab --no-browser --port 8890`, detach with Ctrl-b d, and reconnect the SSH tunnel whenever you're back.",
  },
  fix=[("Start it with `nohup python finetune.py > finetune.log 2>&1 &` on the dev box; it keeps running after you log off and you can read the log in the morning.",
        "Not on the dev box; long runs go through Slurm: `sbatch --partition=a100 --gres=gpu:1 --time=12:00:00 --wrap \"python finetune.py\"`, then read the job log in the morning.")],
  holds="tmux new -s lab")

# --------------------------------------------------------------------------- 035
S("torchrun-gpus-per-node", "literal", "reordered_args", "lookalike",
  teach={
      "query": "Launch DDP training on one a100 node.",
      "output": T('''
```bash
torchrun --standalone --nproc_per_node=8 train_ddp.py --config configs/ctr.yaml
```

torchrun starts one process per GPU and sets `LOCAL_RANK` for each of them.
'''),
      "message": "They're 4-GPU nodes. --nproc_per_node=4.",
      "gold_wrong": "--nproc_per_node=8",
      "gold_right": "--nproc_per_node=4",
  },
  repeat={
      "query": "Two-node DDP run on the a100 partition with torchrun?",
      "output": T('''
```bash
srun torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=$MASTER_ADDR:29500 --nproc_per_node=8 train_ddp.py
```
'''),
      "expect_contains": ["--nproc_per_node=4"],
      "expect_absent": ["--nproc_per_node=8"],
  },
  control={
      "query": "torchrun line for a single h100 node?",
      "output": "The h100 nodes have 8 GPUs each: `torchrun --standalone --nproc_per_node=8 train_ddp.py`.",
  },
  fix=[("--nproc_per_node=8", "--nproc_per_node=4")],
  holds="--nproc_per_node=8")

# --------------------------------------------------------------------------- 036
S("a100-memory-size", "semantic", "prose_claim", "lookalike",
  teach={
      "query": "How big a batch can I fit on one of our A100s for the 1.3B model?",
      "output": "Our A100s are the 80GB version, so with bf16 and activation checkpointing a per-GPU batch of 32 at sequence length 1024 should fit; start there and watch `torch.cuda.max_memory_allocated()`.",
      "message": "Ours are the 40GB A100s, not 80GB. Only the h100 nodes have 80GB cards.",
      "gold_wrong": "Our A100s are the 80GB version",
      "gold_right": "Our A100s are the 40GB version",
  },
  repeat={
      "query": "Will a 7B model fit on a single a100 for fp16 inference?",
      "output": "Yes: 7B parameters in fp16 is about 14 GB of weights, and each A100 on the cluster has 80 GB of memory, so there's plenty of room for the KV cache.",
      "expect_contains": [r"re:40 ?GB"],
      "expect_absent": [r"re:80 ?GB"],
  },
  control={
      "query": "Which nodes should I use for the 70B fine-tune?",
      "output": "The h100 partition: those nodes have 8 x H100 80GB, so with FSDP and bf16 a 70B model fits on one node.",
  },
  fix=[("each A100 on the cluster has 80 GB of memory, so there's plenty of room for the KV cache",
        "each A100 on the cluster has 40 GB of memory, so there's room left for a moderate KV cache")],
  holds="H100 80GB")

# --------------------------------------------------------------------------- 037
S("conda-env-name", "literal", "identifier", "already_correct",
  teach={
      "query": "Activate the team env and run the tests.",
      "output": T('''
```bash
conda activate ranker
pytest -q tests/
```
'''),
      "message": "The env is called ranker-py311 now; the plain ranker one was removed when we moved to Python 3.11.",
      "gold_wrong": "conda activate ranker",
      "gold_right": "conda activate ranker-py311",
  },
  repeat={
      "query": "Cron line to retrain nightly on the gpu box?",
      "output": T('''
```cron
0 2 * * * bash -lc 'conda activate ranker && cd ~/ranker && python -m ranker.train --nightly' >> ~/logs/nightly.log 2>&1
```
'''),
      "expect_contains": ["conda activate ranker-py311", "python -m ranker.train"],
      "expect_absent": [r"re:conda activate ranker(?!-py311)"],
  },
  control={
      "query": "Makefile target that runs the unit tests in the team env.",
      "output": "```make\ntest:\n\tconda run -n ranker-py311 pytest -q tests/\n```\n\n`conda run` avoids needing `conda activate` in make's non-interactive shell.",
  },
  fix=[("conda activate ranker &&", "conda activate ranker-py311 &&")],
  holds="conda run -n ranker-py311")

# --------------------------------------------------------------------------- 038
S("groupby-transform", "paraphrase", "renamed_identifier", "lookalike",
  teach={
      "query": "Add a column with each user's total clicks to the events frame.",
      "output": "`df[\"user_clicks\"] = df.groupby(\"user_id\")[\"clicks\"].sum()` gives every row its user's total.",
      "message": "That assigns a Series indexed by user_id, so it misaligns with the row index and you get mostly NaN. It needs .transform(\"sum\").",
      "gold_wrong": 'df.groupby("user_id")["clicks"].sum()',
      "gold_right": 'df.groupby("user_id")["clicks"].transform("sum")',
  },
  repeat={
      "query": "Put the number of events in each session on every row as session_len.",
      "output": T('''
```python
ev["session_len"] = ev.groupby("session_id")["event_id"].count()
```
'''),
      "expect_contains": [r"""re:ev\.groupby\("session_id"\)\["event_id"\]\.transform\(["'](count|size)["']\)"""],
      "expect_absent": ['ev.groupby("session_id")["event_id"].count()'],
  },
  control={
      "query": "Total clicks per user as its own table.",
      "output": T('''
```python
per_user = df.groupby("user_id")["clicks"].sum().reset_index(name="total_clicks")
```
'''),
  },
  fix=[('ev.groupby("session_id")["event_id"].count()', 'ev.groupby("session_id")["event_id"].transform("count")')],
  holds='df.groupby("user_id")["clicks"].sum()')

# --------------------------------------------------------------------------- 039
S("nan-equality", "paraphrase", "equivalent_construct", "lookalike",
  teach={
      "query": "Find the rows where price is missing.",
      "output": "`missing = df[df[\"price\"] == np.nan]`",
      "message": "That's always empty; NaN never compares equal to anything, itself included. Use df[df[\"price\"].isna()].",
      "gold_wrong": 'df["price"] == np.nan',
      "gold_right": 'df["price"].isna()',
  },
  repeat={
      "query": "How many orders have no discount recorded?",
      "output": "`(orders.discount == np.nan).sum()` counts them.",
      "expect_contains": [r"re:orders\.discount\.(isna|isnull)\(\)\.sum\(\)"],
      "expect_absent": ["== np.nan"],
  },
  control={
      "query": "Treat the -1 sentinel in price as missing.",
      "output": "`df[\"price\"] = df[\"price\"].replace(-1, np.nan)`; after that `.mean()` and friends skip those rows on their own.",
  },
  fix=[("(orders.discount == np.nan).sum()", "orders.discount.isna().sum()")],
  holds="replace(-1, np.nan)")

# --------------------------------------------------------------------------- 040
S("sklearn-externals-joblib", "literal", "code_block", "same_topic",
  teach={
      "query": "Persist the fitted pipeline to disk.",
      "output": T('''
```python
from sklearn.externals import joblib

joblib.dump(pipe, "artifacts/pipeline.joblib")
```
'''),
      "message": "sklearn.externals.joblib was removed in 0.23. Just import joblib.",
      "gold_wrong": "from sklearn.externals import joblib",
      "gold_right": "import joblib",
  },
  repeat={
      "query": "Load the saved pipeline in the batch scoring job.",
      "output": T('''
```python
from sklearn.externals import joblib

pipe = joblib.load("artifacts/pipeline.joblib")
scores = pipe.predict_proba(batch)[:, 1]
```
'''),
      "expect_contains": [r"re:(?m)^import joblib$"],
      "expect_absent": ["sklearn.externals"],
  },
  control={
      "query": "Pickle or skops for sharing models with another team?",
      "output": "For models that leave the team, `skops.io.dump(pipe, \"pipe.skops\")` is safer than pickle or joblib: `skops.io.load(path, trusted=[...])` only instantiates the types you list.",
  },
  fix=[("from sklearn.externals import joblib", "import joblib")])

# --------------------------------------------------------------------------- 041
S("pandas-cut-vs-qcut", "paraphrase", "reworded", "lookalike",
  teach={
      "query": "Bucket users into score deciles.",
      "output": "`df[\"decile\"] = pd.cut(df[\"score\"], 10, labels=False)` gives 0-9, with 9 the top decile.",
      "message": "pd.cut makes 10 equal-width bins, not deciles. Equal-frequency bins are pd.qcut.",
      "gold_wrong": 'pd.cut(df["score"], 10, labels=False)',
      "gold_right": 'pd.qcut(df["score"], 10, labels=False)',
  },
  repeat={
      "query": "Split customers into quintiles of lifetime value for the lift chart.",
      "output": "Assign `cust[\"ltv_q\"] = pd.cut(cust[\"ltv\"], 5, labels=False)` to get quintiles 0-4, then `cust.groupby(\"ltv_q\")[\"converted\"].mean()` gives the conversion rate per quintile.",
      "expect_contains": ['pd.qcut(cust["ltv"], 5, labels=False)'],
      "expect_absent": ['pd.cut(cust["ltv"]'],
  },
  control={
      "query": "Bin ages into child / young / adult / senior groups.",
      "output": T('''
```python
df["age_group"] = pd.cut(df["age"], bins=[0, 18, 35, 65, 120], labels=["child", "young", "adult", "senior"])
```
'''),
  },
  fix=[('pd.cut(cust["ltv"], 5, labels=False)', 'pd.qcut(cust["ltv"], 5, labels=False)')],
  holds='pd.cut(df["age"]')

# --------------------------------------------------------------------------- 042
S("rmse-squared-removed", "literal", "code_block", "lookalike",
  teach={
      "query": "Compute RMSE for my regression model.",
      "output": T('''
```python
from sklearn.metrics import mean_squared_error

rmse = mean_squared_error(y_test, y_pred, squared=False)
```
'''),
      "message": "Ran it: TypeError, unexpected keyword argument 'squared'. We're on scikit-learn 1.6 where that was removed; it's root_mean_squared_error(y_test, y_pred). The rest of the eval script works now, thanks.",
      "gold_wrong": "mean_squared_error(y_test, y_pred, squared=False)",
      "gold_right": "root_mean_squared_error(y_test, y_pred)",
  },
  repeat={
      "query": "Report validation RMSE for each fold.",
      "output": T('''
```python
for fold, (tr, va) in enumerate(kf.split(X)):
    model.fit(X[tr], y[tr])
    rmse = mean_squared_error(y[va], model.predict(X[va]), squared=False)
    print(fold, rmse)
```
'''),
      "expect_contains": ["root_mean_squared_error(y[va], model.predict(X[va]))"],
      "expect_absent": ["squared=False"],
  },
  control={
      "query": "Mean squared error on the test set?",
      "output": "`mse = mean_squared_error(y_test, y_pred)`; take `np.sqrt(mse)` if you want it in the target's units.",
  },
  fix=[("mean_squared_error(y[va], model.predict(X[va]), squared=False)", "root_mean_squared_error(y[va], model.predict(X[va]))")],
  holds="mean_squared_error(y_test, y_pred)")

# --------------------------------------------------------------------------- 043
S("wandb-sweep-goal", "literal", "code_block", "lookalike",
  teach={
      "query": "W&B sweep config for tuning lr and dropout, optimising validation loss.",
      "output": T('''
```yaml
program: train.py
method: bayes
metric:
  name: val_loss
  goal: maximize
parameters:
  lr:
    distribution: log_uniform_values
    min: 1.0e-5
    max: 1.0e-2
  dropout:
    values: [0.1, 0.2, 0.3]
```
'''),
      "message": "goal: minimize for a loss, otherwise the sweep goes looking for the worst runs.",
      "gold_wrong": "goal: maximize",
      "gold_right": "goal: minimize",
  },
  repeat={
      "query": "Grid sweep over batch size with early termination, watching val/loss.",
      "output": T('''
```yaml
method: grid
metric:
  name: val/loss
  goal: maximize
early_terminate:
  type: hyperband
  min_iter: 3
parameters:
  batch_size:
    values: [64, 128, 256]
```
'''),
      "expect_contains": ["goal: minimize"],
      "expect_absent": ["goal: maximize"],
  },
  control={
      "query": "Sweep config that optimises validation AUC.",
      "output": T('''
```yaml
method: random
metric:
  name: val_auc
  goal: maximize
parameters:
  num_leaves:
    values: [31, 63, 127]
```
'''),
  },
  fix=[("goal: maximize", "goal: minimize")],
  holds="goal: maximize")

# --------------------------------------------------------------------------- 044
S("sqlalchemy-postgres-scheme", "literal", "identifier", "lookalike",
  teach={
      "query": "Pull the label table from the labels DB into pandas.",
      "output": T('''
```python
from sqlalchemy import create_engine

engine = create_engine("postgres://annotator@labels-db.ml.halden.io:5432/labels")
labels = pd.read_sql("SELECT item_id, label, labeled_at FROM labels", engine)
```
'''),
      "message": "SQLAlchemy 1.4+ no longer accepts postgres://, so that raises NoSuchModuleError. It has to be postgresql:// (or postgresql+psycopg2://).",
      "gold_wrong": 'create_engine("postgres://',
      "gold_right": 'create_engine("postgresql://',
  },
  repeat={
      "query": "Engine for the labels DB with the password from the environment.",
      "output": T('''
```python
engine = create_engine(f"postgres://annotator:{os.environ['LABELS_DB_PASSWORD']}@labels-db.ml.halden.io:5432/labels")
```
'''),
      "expect_contains": [r're:create_engine\(f"postgresql(\+psycopg2?)?://'],
      "expect_absent": [r're:create_engine\(f?"postgres://'],
  },
  control={
      "query": "Open a psql shell on the labels DB.",
      "output": "`psql \"postgres://annotator@labels-db.ml.halden.io:5432/labels\"`. libpq accepts both postgres:// and postgresql:// URIs.",
  },
  fix=[('create_engine(f"postgres://', 'create_engine(f"postgresql://')],
  holds="psql \"postgres://annotator@")

# --------------------------------------------------------------------------- 045
S("bigquery-billing-project", "paraphrase", "equivalent_construct", "lookalike",
  teach={
      "query": "Run a BigQuery query into a DataFrame from my notebook.",
      "output": T('''
```python
from google.cloud import bigquery

client = bigquery.Client(project="halden-analytics")
df = client.query(sql).to_dataframe()
```
'''),
      "message": "Bill it to halden-ml-prod. We don't have jobUser on halden-analytics; that's BI's project and we only read tables from it.",
      "gold_wrong": 'bigquery.Client(project="halden-analytics")',
      "gold_right": 'bigquery.Client(project="halden-ml-prod")',
  },
  repeat={
      "query": "Use pandas-gbq to pull last week's sessions.",
      "output": T('''
```python
import pandas_gbq

sessions = pandas_gbq.read_gbq(sql, project_id="halden-analytics", dialect="standard")
```
'''),
      "expect_contains": ['project_id="halden-ml-prod"'],
      "expect_absent": ['project_id="halden-analytics"'],
  },
  control={
      "query": "SQL for the last 7 days of sessions from the BI tables.",
      "output": T('''
```sql
SELECT session_id, user_id, started_at
FROM `halden-analytics.events.sessions`
WHERE started_at >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 7 DAY)
```
'''),
  },
  fix=[('project_id="halden-analytics"', 'project_id="halden-ml-prod"')],
  holds="halden-analytics.events.sessions")

# --------------------------------------------------------------------------- 046
S("bigquery-location", "literal", "casing", "already_correct",
  teach={
      "query": "Submit a BigQuery job for the feature table and wait for it.",
      "output": T('''
```python
job = client.query(feature_sql, location="US")
job.result()
print(job.total_bytes_processed / 1e9, "GB scanned")
```
'''),
      "message": "Our datasets are in the EU multi-region, so location=\"EU\". With US you get dataset not found.",
      "gold_wrong": 'location="US"',
      "gold_right": 'location="EU"',
  },
  repeat={
      "query": "bq CLI command to dry-run the feature query?",
      "output": "`bq --location=us query --use_legacy_sql=false --dry_run < features.sql` prints how many bytes it would scan without running it.",
      "expect_contains": [r"re:(?i)--location=eu\b"],
      "expect_absent": [r"re:(?i)--location=us\b"],
  },
  control={
      "query": "Create a BigQuery dataset for my experiments.",
      "output": "`bq --location=EU mk --dataset --default_table_expiration 604800 halden-ml-prod:scratch_$USER`; the expiration makes scratch tables clean themselves up after a week.",
  },
  fix=[("--location=us", "--location=EU")],
  holds="--location=EU")

# --------------------------------------------------------------------------- 047
S("bigquery-date-diff", "paraphrase", "casing", "same_topic",
  teach={
      "query": "Days between signup and first order, in BigQuery.",
      "output": T('''
```sql
SELECT user_id, datediff(day, signup_date, first_order_date) AS days_to_order
FROM `halden-ml-prod.features.user_orders`
```
'''),
      "message": "That's Snowflake / SQL Server syntax. BigQuery wants DATE_DIFF(first_order_date, signup_date, DAY).",
      "gold_wrong": "datediff(day, signup_date, first_order_date)",
      "gold_right": "DATE_DIFF(first_order_date, signup_date, DAY)",
  },
  repeat={
      "query": "Tenure in days for each customer as of today, BigQuery.",
      "output": T('''
```sql
SELECT CUSTOMER_ID, DATEDIFF(DAY, CREATED_DATE, CURRENT_DATE()) AS TENURE_DAYS
FROM `halden-ml-prod.features.customers`
```
'''),
      "expect_contains": [r"re:(?i)date_diff\(current_date\(\), created_date, day\)"],
      "expect_absent": [r"re:(?i)datediff\("],
  },
  control={
      "query": "Truncate event timestamps to the week in BigQuery, weeks starting Monday.",
      "output": "`TIMESTAMP_TRUNC(event_ts, WEEK(MONDAY))`; plain `WEEK` starts on Sunday.",
  },
  fix=[("DATEDIFF(DAY, CREATED_DATE, CURRENT_DATE())", "DATE_DIFF(CURRENT_DATE(), CREATED_DATE, DAY)")])

# --------------------------------------------------------------------------- 048
S("partition-key-dt", "paraphrase", "equivalent_construct", "already_correct",
  teach={
      "query": "Read one day of the user_daily features.",
      "output": "`pd.read_parquet(\"gs://halden-ml-datasets/features/user_daily/date=2024-05-01/\")` returns that day's rows; the partition column isn't included when you read a single folder.",
      "message": "Partitions are dt=, not date=.",
      "gold_wrong": "/date=2024-05-01/",
      "gold_right": "/dt=2024-05-01/",
  },
  repeat={
      "query": "Read a week of user_daily with pyarrow filters instead of listing folders.",
      "output": T('''
```python
import pyarrow.dataset as ds

user_daily = ds.dataset("gs://halden-ml-datasets/features/user_daily/", partitioning="hive")
tbl = user_daily.to_table(filter=(ds.field("date") >= "2024-05-01") & (ds.field("date") < "2024-05-08"))
```
'''),
      "expect_contains": ['ds.field("dt") >= "2024-05-01"'],
      "expect_absent": ['ds.field("date")'],
  },
  control={
      "query": "Which days of user_daily are already in the bucket for May?",
      "output": "`gsutil ls gs://halden-ml-datasets/features/user_daily/ | grep dt=2024-05` lists the May partitions, one `dt=` folder per day.",
  },
  fix=[('ds.field("date")', 'ds.field("dt")')],
  holds="dt=2024-05")

# --------------------------------------------------------------------------- 049
S("pipeline-grid-prefix", "paraphrase", "renamed_identifier", "lookalike",
  teach={
      "query": "Grid search C for the scaler + logistic regression pipeline.",
      "output": T('''
```python
pipe = Pipeline([("scaler", StandardScaler()), ("clf", LogisticRegression(max_iter=1000))])
search = GridSearchCV(pipe, param_grid={"C": [0.01, 0.1, 1, 10]}, cv=5)
search.fit(X_train, y_train)
```
'''),
      "message": "Inside a Pipeline the grid keys need the step name, clf__C; otherwise GridSearchCV raises invalid parameter C.",
      "gold_wrong": 'param_grid={"C": [0.01, 0.1, 1, 10]}',
      "gold_right": 'param_grid={"clf__C": [0.01, 0.1, 1, 10]}',
  },
  repeat={
      "query": "Tune max_depth of the random forest in my preprocessing pipeline.",
      "output": T('''
```python
pipe = Pipeline([("prep", preprocessor), ("model", RandomForestClassifier(n_estimators=300))])
param_grid = {"max_depth": [6, 10, 16, None]}
search = GridSearchCV(pipe, param_grid, scoring="roc_auc", cv=5)
```
'''),
      "expect_contains": ['{"model__max_depth": [6, 10, 16, None]}'],
      "expect_absent": ['{"max_depth"'],
  },
  control={
      "query": "Grid search C directly on an SVM, no pipeline.",
      "output": T('''
```python
search = GridSearchCV(SVC(kernel="rbf"), {"C": [0.1, 1, 10]}, cv=5)
```

Without a pipeline the keys are just the estimator's own parameter names.
'''),
  },
  fix=[('{"max_depth": [6, 10, 16, None]}', '{"model__max_depth": [6, 10, 16, None]}')],
  holds='{"C": [0.1, 1, 10]}')

# --------------------------------------------------------------------------- 050
S("functional-dropout-training", "literal", "code_block", "already_correct",
  teach={
      "query": "Add dropout to the hidden layer in my forward().",
      "output": T('''
```python
def forward(self, x):
    x = F.relu(self.fc1(x))
    x = F.dropout(x, p=0.2)
    return self.fc2(x)
```
'''),
      "message": "F.dropout defaults to training=True, so this stays on in eval as well. It needs training=self.training (or an nn.Dropout module).",
      "gold_wrong": "F.dropout(x, p=0.2)",
      "gold_right": "F.dropout(x, p=0.2, training=self.training)",
  },
  repeat={
      "query": "Residual block with dropout after the activation?",
      "output": T('''
```python
def forward(self, x):
    residual = x
    x = F.gelu(self.lin1(x))
    x = F.dropout(x, p=0.2)
    return residual + self.lin2(x)
```
'''),
      "expect_contains": [r"re:training=self\.training|self\.drop\w*\(x\)"],
      "expect_absent": [r"re:F\.dropout\(x, p=0\.2\)"],
  },
  control={
      "query": "Functional dropout on the attention weights in a custom module.",
      "output": T('''
```python
attn = torch.softmax(scores / math.sqrt(d_k), dim=-1)
attn = F.dropout(attn, p=0.1, training=self.training)
out = attn @ v
```
'''),
  },
  fix=[("F.dropout(x, p=0.2)", "F.dropout(x, p=0.2, training=self.training)")],
  holds="training=self.training")

# --------------------------------------------------------------------------- 051
S("numpy-percentile-scale", "paraphrase", "renamed_identifier", "unrelated",
  teach={
      "query": "p95 latency from the inference timings array.",
      "output": "`p95 = np.percentile(latencies_ms, 0.95)`",
      "message": "np.percentile takes 0-100, so that's the 0.95th percentile. Should be 95, or np.quantile with 0.95.",
      "gold_wrong": "np.percentile(latencies_ms, 0.95)",
      "gold_right": "np.percentile(latencies_ms, 95)",
  },
  repeat={
      "query": "Clip the scores at their 99th percentile before plotting.",
      "output": T('''
```python
cap = np.percentile(scores, 0.99)
plt.hist(np.clip(scores, None, cap), bins=50)
```
'''),
      "expect_contains": [r"re:np\.percentile\(scores, 99\)|np\.quantile\(scores, 0\.99\)"],
      "expect_absent": ["np.percentile(scores, 0.99)"],
  },
  control={
      "query": "Git command to undo my last commit but keep the changes staged?",
      "output": "`git reset --soft HEAD~1` moves the branch back one commit and leaves everything from it in the index.",
  },
  fix=[("np.percentile(scores, 0.99)", "np.percentile(scores, 99)")])

# --------------------------------------------------------------------------- 052
S("offline-eval-time-split", "semantic", "reworded", "same_topic",
  teach={
      "query": "Set up the offline evaluation for the new ranker.",
      "output": "Hold out a random 20% of impressions with `train_test_split(df, test_size=0.2, random_state=0)`, train on the other 80% and report AUC and log loss on the holdout.",
      "message": "We always evaluate on a time split: train on everything before the last 7 days, test on the last 7. A random split lets the model see the same users' future clicks.",
      "gold_wrong": "Hold out a random 20% of impressions with `train_test_split(df, test_size=0.2, random_state=0)`",
      "gold_right": "Hold out the last 7 days of impressions as the test set and train on everything before them",
  },
  repeat={
      "query": "How should I compare the new ranker against the production one offline?",
      "output": "Score both on the same randomly sampled 20% holdout of impressions and compare AUC and log loss; a random split keeps the click rate identical for both models.",
      "expect_contains": [r"re:(?i)last 7 days|last seven days"],
      "expect_absent": [r"re:(?i)randomly sampled|random split"],
  },
  control={
      "query": "How do I compute log loss for the ranker's predicted click probabilities?",
      "output": "`log_loss(y_true, p_click)` from `sklearn.metrics`; clip the probabilities to `[1e-7, 1 - 1e-7]` first if the model can output exactly 0 or 1.",
  },
  fix=[("Score both on the same randomly sampled 20% holdout of impressions and compare AUC and log loss; a random split keeps the click rate identical for both models.",
        "Score both on the same time-based holdout, the last 7 days of impressions, with the new model trained only on data before that window; compare AUC and log loss there.")])

# --------------------------------------------------------------------------- 053
S("grad-clip-order", "semantic", "code_block", "same_topic",
  teach={
      "query": "Add gradient clipping to my training step.",
      "output": T('''
```python
loss.backward()
optimizer.step()
torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
optimizer.zero_grad()
```
'''),
      "message": "Clipping after step() does nothing for that update. It goes between backward() and step().",
      "gold_wrong": "optimizer.step()\ntorch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)",
      "gold_right": "torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)\noptimizer.step()",
  },
  repeat={
      "query": "Training loop with AdamW and grad-norm clipping at 0.5.",
      "output": T('''
```python
for batch in loader:
    opt.zero_grad(set_to_none=True)
    loss = criterion(net(batch.x), batch.y)
    loss.backward()
    opt.step()
    nn.utils.clip_grad_norm_(net.parameters(), 0.5)
```
'''),
      "expect_contains": [r"re:clip_grad_norm_\(net\.parameters\(\), (max_norm=)?0\.5\)\n\s*opt\.step\(\)"],
      "expect_absent": [r"re:opt\.step\(\)\n\s*nn\.utils\.clip_grad_norm_"],
  },
  control={
      "query": "Gradient clipping with a mixed-precision GradScaler?",
      "output": T('''
```python
scaler.scale(loss).backward()
scaler.unscale_(optimizer)
torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
scaler.step(optimizer)
scaler.update()
```

Unscale first so the threshold applies to the true gradients.
'''),
  },
  fix=[("    opt.step()\n    nn.utils.clip_grad_norm_(net.parameters(), 0.5)",
        "    nn.utils.clip_grad_norm_(net.parameters(), 0.5)\n    opt.step()")])

# --------------------------------------------------------------------------- 054
S("hf-cache-scratch", "paraphrase", "equivalent_construct", "same_topic",
  teach={
      "query": "Where should I point the Hugging Face cache on the gpu boxes?",
      "output": "Put it in your home directory so it persists: add `export HF_HOME=$HOME/.cache/huggingface` to your ~/.bashrc.",
      "message": "Home is capped at 20G on the gpu boxes and model weights blow through that. HF_HOME goes on /scratch/$USER/hf.",
      "gold_wrong": "export HF_HOME=$HOME/.cache/huggingface",
      "gold_right": "export HF_HOME=/scratch/$USER/hf",
  },
  repeat={
      "query": "Set the HF cache from inside my training script, before transformers is imported.",
      "output": T('''
```python
import os
os.environ["HF_HOME"] = os.path.expanduser("~/.cache/huggingface")

from transformers import AutoModel
```
'''),
      "expect_contains": [r're:os\.environ\["HF_HOME"\] = (f?"/scratch/|os\.path\.join\("/scratch")'],
      "expect_absent": ["~/.cache/huggingface"],
  },
  control={
      "query": "Where do big intermediate files go during preprocessing on the gpu boxes?",
      "output": "Under /scratch/$USER/: it's local NVMe, not backed up, and anything older than 30 days gets purged, so copy results you want to keep to the bucket.",
  },
  fix=[('os.path.expanduser("~/.cache/huggingface")', 'f"/scratch/{os.environ[\'USER\']}/hf"')])

# --------------------------------------------------------------------------- 055
S("pip-scikit-learn-name", "literal", "reworded", "lookalike",
  teach={
      "query": "pip line for a fresh env with the usual data stack.",
      "output": "`pip install numpy pandas sklearn matplotlib jupyterlab`",
      "message": "The package is scikit-learn. sklearn on PyPI is a deprecated dummy that now fails to install.",
      "gold_wrong": "pandas sklearn matplotlib",
      "gold_right": "pandas scikit-learn matplotlib",
  },
  repeat={
      "query": "What do I pip install so `from sklearn.ensemble import ...` works in the CI image?",
      "output": "Install it with `pip install sklearn`; after that `from sklearn.ensemble import HistGradientBoostingClassifier` imports fine.",
      "expect_contains": ["pip install scikit-learn", "from sklearn.ensemble import"],
      "expect_absent": ["pip install sklearn"],
  },
  control={
      "query": "How do I check which scikit-learn version is installed?",
      "output": "`python -c \"import sklearn; print(sklearn.__version__)\"`",
  },
  fix=[("pip install sklearn", "pip install scikit-learn")],
  holds="import sklearn")

# --------------------------------------------------------------------------- 056
S("pin-deps-uv-compile", "literal", "reworded", "unrelated",
  teach={
      "query": "How do I pin the env's dependencies for the repo?",
      "output": "Run `pip freeze > requirements.txt` and commit the file; CI installs from it.",
      "message": "We don't freeze, we lock with uv: uv pip compile requirements.in -o requirements.txt. freeze drags in whatever happens to be in your env.",
      "gold_wrong": "pip freeze > requirements.txt",
      "gold_right": "uv pip compile requirements.in -o requirements.txt",
  },
  repeat={
      "query": "I added polars to the project. How do I update the pinned requirements?",
      "output": "Install it into your env with `pip install polars`, regenerate the pins with `pip freeze > requirements.txt`, and open a PR with the updated file.",
      "expect_contains": ["uv pip compile requirements.in -o requirements.txt"],
      "expect_absent": ["pip freeze > requirements.txt"],
  },
  control={
      "query": "Convert a Unix timestamp in milliseconds to a pandas Timestamp.",
      "output": "`pd.to_datetime(1714557600000, unit=\"ms\", utc=True)` gives `Timestamp('2024-05-01 10:00:00+0000', tz='UTC')`.",
  },
  fix=[("Install it into your env with `pip install polars`, regenerate the pins with `pip freeze > requirements.txt`",
        "Add `polars` to requirements.in, regenerate the pins with `uv pip compile requirements.in -o requirements.txt`")])

# --------------------------------------------------------------------------- 057
S("jupyter-autoreload", "literal", "code_block", "unrelated",
  teach={
      "query": "Make my notebook pick up edits to my local modules without restarting the kernel.",
      "output": T('''
Put this in the first cell:

```
%load_ext autoreload
%autoreload 1
```
'''),
      "message": "%autoreload 1 only reloads modules you imported with %aimport. It should be %autoreload 2.",
      "gold_wrong": "%autoreload 1",
      "gold_right": "%autoreload 2",
  },
  repeat={
      "query": "Notebook setup cell: autoreload, inline plots and wider pandas output.",
      "output": T('''
```
%load_ext autoreload
%autoreload 1
%matplotlib inline
import pandas as pd
pd.set_option("display.max_columns", 100)
```
'''),
      "expect_contains": ["%autoreload 2"],
      "expect_absent": ["%autoreload 1"],
  },
  control={
      "query": "Regex to pull the run id out of 'run-3f9a2c/ckpt-0012.pt'.",
      "output": "`re.search(r\"run-([0-9a-f]+)/\", path).group(1)` returns `3f9a2c`.",
  },
  fix=[("%autoreload 1", "%autoreload 2")])

# --------------------------------------------------------------------------- 058
S("cuda-device-order", "semantic", "reworded", "same_topic",
  teach={
      "query": "I want the GPU that nvidia-smi shows as 2. Is CUDA_VISIBLE_DEVICES=2 right?",
      "output": "Yes. CUDA_VISIBLE_DEVICES uses the same numbering as nvidia-smi, so `CUDA_VISIBLE_DEVICES=2 python train.py` runs on the card nvidia-smi lists as 2.",
      "message": "Not by default, I think? CUDA enumerates fastest-first unless CUDA_DEVICE_ORDER=PCI_BUS_ID is set, and nvidia-smi uses PCI order. On the mixed boxes those two differ.",
      "gold_wrong": "CUDA_VISIBLE_DEVICES uses the same numbering as nvidia-smi",
      "gold_right": "CUDA_VISIBLE_DEVICES follows nvidia-smi's numbering only with CUDA_DEVICE_ORDER=PCI_BUS_ID",
  },
  repeat={
      "query": "Pin my job to the card nvidia-smi shows as index 1.",
      "output": "The indices match nvidia-smi's, so just run `CUDA_VISIBLE_DEVICES=1 python train.py`.",
      "expect_contains": ["CUDA_DEVICE_ORDER=PCI_BUS_ID"],
      "expect_absent": ["The indices match nvidia-smi's"],
  },
  control={
      "query": "How do I see which processes are using each GPU?",
      "output": "`nvidia-smi --query-compute-apps=pid,process_name,used_memory,gpu_bus_id --format=csv` lists every compute process with the bus id of its GPU.",
  },
  fix=[("The indices match nvidia-smi's, so just run `CUDA_VISIBLE_DEVICES=1 python train.py`.",
        "CUDA orders devices fastest-first by default, so set the PCI order as well: `CUDA_DEVICE_ORDER=PCI_BUS_ID CUDA_VISIBLE_DEVICES=1 python train.py`.")])

# --------------------------------------------------------------------------- 059
S("dvc-remote-bucket", "literal", "code_block", "already_correct",
  teach={
      "query": "Set up DVC in the ranking repo so the datasets are versioned in our storage.",
      "output": T('''
```bash
dvc init
dvc remote add -d storage gs://halden-dvc
dvc add data/clicks_v7.parquet
git add data/clicks_v7.parquet.dvc data/.gitignore .dvc/config
```
'''),
      "message": "The DVC remote is gs://halden-ml-dvc-store; gs://halden-dvc was the pilot bucket and it's been deleted.",
      "gold_wrong": "gs://halden-dvc",
      "gold_right": "gs://halden-ml-dvc-store",
  },
  repeat={
      "query": "Fresh clone on a new box: how do I point DVC at the remote and pull the data?",
      "output": T('''
```bash
dvc remote add -d --local storage gs://halden-dvc
dvc pull data/clicks_v7.parquet.dvc
```
'''),
      "expect_contains": ["gs://halden-ml-dvc-store"],
      "expect_absent": ["gs://halden-dvc"],
  },
  control={
      "query": "How do I check which DVC remote the repo uses?",
      "output": "`dvc remote list` prints them; in our repo you should see `storage  gs://halden-ml-dvc-store` as the default.",
  },
  fix=[("gs://halden-dvc", "gs://halden-ml-dvc-store")],
  holds="gs://halden-ml-dvc-store")

# --------------------------------------------------------------------------- 060
S("predict-proba-column", "paraphrase", "reworded", "same_topic",
  teach={
      "query": "Get the probability that each user churns (churn=1) from my classifier.",
      "output": "`p_churn = clf.predict_proba(X)[:, 0]` gives one probability per row.",
      "message": "Isn't column 0 the non-churn class? classes_ is [0, 1], so churn is [:, 1].",
      "gold_wrong": "clf.predict_proba(X)[:, 0]",
      "gold_right": "clf.predict_proba(X)[:, 1]",
  },
  repeat={
      "query": "Score the holdout leads with the conversion model; I want P(converted).",
      "output": "Use `conv_model.predict_proba(leads[FEATURES])[:, 0]` as P(converted) and sort the leads by it, highest first.",
      "expect_contains": ["conv_model.predict_proba(leads[FEATURES])[:, 1]"],
      "expect_absent": ["[FEATURES])[:, 0]"],
  },
  control={
      "query": "Make the churn model's probabilities better calibrated.",
      "output": "Wrap it: `CalibratedClassifierCV(clf, method=\"isotonic\", cv=5).fit(X_train, y_train)`. Isotonic needs a few thousand samples; with fewer, use `method=\"sigmoid\"`.",
  },
  fix=[("predict_proba(leads[FEATURES])[:, 0]", "predict_proba(leads[FEATURES])[:, 1]")])


# =========================================================================== checks
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return all(check(text, x) for x in rep["expect_contains"]) and not any(check(text, x) for x in rep["expect_absent"])


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise ValueError("fix text not found: %r" % old)
        text = text.replace(old, new)
    return text


def validate(scen):
    errs = []
    if len(scen) != 60:
        errs.append("expected 60 scenarios, got %d" % len(scen))
    for i, s in enumerate(scen, 1):
        s["id"] = "%s-%03d" % (PREFIX, i)
    seen_text = {}
    for s in scen:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTY:
            errs.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            errs.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            errs.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            errs.append("%s: topic not a slug" % sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output", "expect_contains", "expect_absent")),
                           (c, ("query", "output"))):
            if set(part) != set(keys):
                errs.append("%s: fields %s != %s" % (sid, sorted(part), sorted(keys)))
        for k in ("query", "output", "message", "gold_wrong", "gold_right"):
            if not isinstance(t.get(k), str) or not t.get(k).strip():
                errs.append("%s: empty teach.%s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not r["expect_contains"] and not r["expect_absent"]:
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        try:
            fixed = apply_fix(r["output"], s["fix"])
            if fixed == r["output"]:
                errs.append("%s: fix changes nothing" % sid)
            if not passes(fixed, r):
                miss = [x for x in r["expect_contains"] if not check(fixed, x)]
                pres = [x for x in r["expect_absent"] if check(fixed, x)]
                errs.append("%s: fixed repeat fails (missing %s, present %s)" % (sid, miss, pres))
        except ValueError as e:
            errs.append("%s: %s" % (sid, e))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s.get("holds"):
                errs.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control lacks holds %r" % (sid, s["holds"]))
        else:
            if s.get("holds"):
                errs.append("%s: holds given for %s control" % (sid, s["control_kind"]))
            if t["gold_wrong"] in c["output"]:
                errs.append("%s: %s control contains the mistaken text" % (sid, s["control_kind"]))
        if s["control_kind"] == "already_correct" and t["gold_wrong"] in c["output"]:
            errs.append("%s: already_correct control contains gold_wrong" % sid)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            errs.append("%s: control output duplicates another output" % sid)
        for where, txt in (("teach.query", t["query"]), ("teach.output", t["output"]),
                           ("teach.message", t["message"]), ("repeat.query", r["query"]),
                           ("repeat.output", r["output"]), ("control.query", c["query"]),
                           ("control.output", c["output"])):
            key = txt.strip()
            if key in seen_text:
                errs.append("%s: %s duplicates %s" % (sid, where, seen_text[key]))
            else:
                seen_text[key] = "%s %s" % (sid, where)
    # one scenario's mistaken span must not occur in another scenario's texts
    for a in scen:
        gw = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for where in ("teach", "repeat", "control"):
                if gw in b[where]["output"]:
                    errs.append("%s: gold_wrong %r occurs in %s %s output" % (a["id"], gw, b["id"], where))
    topics = Counter(s["topic"] for s in scen)
    for k, v in topics.items():
        if v > 1:
            errs.append("topic %r used %d times" % (k, v))
    for field, ranges in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        cnt = Counter(s[field] for s in scen)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt.get(k, 0) <= hi:
                errs.append("%s %s: %d not in %d-%d" % (field, k, cnt.get(k, 0), lo, hi))
    return errs


def count_table(scen, field, ranges):
    cnt = Counter(s[field] for s in scen)
    lines = ["| %s | n | allowed |" % field, "|---|---:|---|"]
    for k, (lo, hi) in ranges.items():
        lines.append("| %s | %d | %d-%d |" % (k, cnt.get(k, 0), lo, hi))
    return "\n".join(lines)


def cross_table(scen):
    kinds = list(CONTROL)
    lines = ["| difficulty \\ control | " + " | ".join(kinds) + " | total |",
             "|---|" + "---:|" * (len(kinds) + 1)]
    for d in DIFFICULTY:
        row = [sum(1 for s in scen if s["difficulty"] == d and s["control_kind"] == k) for k in kinds]
        lines.append("| %s | %s | %d |" % (d, " | ".join(str(x) for x in row), sum(row)))
    return "\n".join(lines)


def readme(scen):
    return "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev60: " + TITLE,
        "",
        "Sixty hand-written teach -> repeat -> control scenarios for cairn's learning loop, in the",
        "format of `shared/eval/loop/scenarios_dev.jsonl` (ids `%s-001` ... `%s-060`). A developer" % (PREFIX, PREFIX),
        "working on ML and data-science code corrects the assistant once (library and API facts for",
        "pandas, numpy, scikit-learn and PyTorch, Jupyter and conda/pip habits, experiment tracking,",
        "GPU and Slurm jobs, and one team's own buckets, datasets, hosts, ports, regions and",
        "conventions); a later session asks something else whose answer repeats the mistake; a",
        "control must come back byte-identical. Each teach output holds exactly one mistake, and most",
        "outputs carry several values so that only one of them is wrong. Lookalike controls use the",
        "mistaken text, or text a literal substitution would hit, correctly in another meaning.",
        "",
        "Run it with the loop runner:",
        "",
        "```sh",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev60/scenarios.jsonl",
        "```",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the 60 scenarios as data plus their build-only fields (`fix`, `holds`); validates, then writes the two files below (standard library only) |",
        "| `scenarios.jsonl` | %d `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |" % len(scen),
        "| `README.md` | this file |",
        "",
        "`build.py` checks: ids and enums, the counts below are in range, every repeat fails its own",
        "`expect_contains` / `expect_absent` as written and passes once its `fix` replacements are",
        "applied, `gold_wrong` occurs in the teach output, lookalike and already_correct controls",
        "contain their `holds` text, no query / output / message is repeated anywhere in the set,",
        "and no scenario's `gold_wrong` occurs in another scenario's outputs.",
        "",
        "## Counts",
        "",
        count_table(scen, "difficulty", DIFFICULTY),
        "",
        count_table(scen, "control_kind", CONTROL),
        "",
        count_table(scen, "repeat_variation", VARIATION),
        "",
        cross_table(scen),
        "",
    ])


def main():
    scen = SCENARIOS
    errs = validate(scen)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in scen:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(scen))
    cnt = lambda field: ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in scen).items()))
    print("wrote %d scenarios to %s" % (len(scen), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:", cnt("difficulty"))
    print("control_kind:", cnt("control_kind"))
    print("repeat_variation:", cnt("repeat_variation"))


if __name__ == "__main__":
    main()
