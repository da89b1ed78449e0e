#!/usr/bin/env python3
"""Build the dev29 learning-loop scenarios (machine learning engineering).

Holds 60 scenarios as data, validates them, and writes scenarios.jsonl and
README.md next to this file. Refuses to write anything if a check fails.
Standard library only.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements turning repeat.output into a corrected repeat
  cflags  check specs that would mark the control wrong; none may match the control
  cneeds  check specs that must match the control output
  literal for literal scenarios, the wrong text recurring in repeat.output
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d29"

DIFFICULTY = ("literal", "paraphrase", "semantic")
CONTROL_KIND = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATION = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
             "prose_claim", "equivalent_construct", "reordered_args")

SCENARIOS = []


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": list(expect_contains), "expect_absent": list(expect_absent)}


def C(query, output):
    return {"query": query, "output": output}


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, n), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": teach, "repeat": repeat, "control": control,
        "fix": fix, "cflags": cflags, "cneeds": cneeds, "literal": literal,
    })


# ---------------------------------------------------------------- scenarios

S(1, "mlflow", "literal", "code_block", "lookalike",
  T("How do I point train.py at the team MLflow server?",
    '''Set the tracking URI at the top of the script, before any run starts:

```python
import mlflow

mlflow.set_tracking_uri("http://mlflow.ml-platform.svc:5000")

with mlflow.start_run(run_name="churn-xgb-baseline"):
    mlflow.log_params(params)
    ...
```

Everything logged inside the `with` block then lands on the shared server instead of a local `mlruns/` folder.''',
    "our tracking server listens on 5005, not 5000. 5000 on that node is the model gateway",
    "mlflow.ml-platform.svc:5000", "mlflow.ml-platform.svc:5005"),
  R("What do I export in the Airflow task so the nightly retrain logs to MLflow?",
    '''Put the tracking settings in the task's environment and leave the script untouched:

```bash
export MLFLOW_TRACKING_URI=http://mlflow.ml-platform.svc:5000
export MLFLOW_EXPERIMENT_NAME=churn-nightly
python train.py --config configs/churn.yaml
```

MLflow reads both variables when the first run starts.''',
    ["mlflow.ml-platform.svc:5005"], ["svc:5000"]),
  C("How can I serve the churn model locally to try a few requests?",
    '''Serve it straight from the registry with the MLflow CLI and hit the scoring endpoint:

```bash
mlflow models serve -m "models:/churn-xgb@champion" --port 5000 --env-manager local

curl -s -X POST http://127.0.0.1:5000/invocations \\
  -H 'Content-Type: application/json' \\
  -d '{"dataframe_records": [{"tenure_days": 41, "plan": "pro"}]}'
```'''),
  fix=[("svc:5000", "svc:5005")],
  cflags=["5005"], cneeds=["--port 5000", "127.0.0.1:5000/invocations"])

S(2, "wandb", "literal", "reordered_args", "same_topic",
  T("Add W&B logging to the fine-tuning loop.",
    '''```python
import wandb

run = wandb.init(project="ranker-finetune", entity="acme", config=vars(args))

for step, batch in enumerate(train_loader):
    loss = train_step(model, batch)
    wandb.log({"train/loss": loss.item()}, step=step)

run.finish()
```''',
    'the entity is acme-ml, that\'s the team workspace in W&B. "acme" is somebody\'s personal account',
    'entity="acme"', 'entity="acme-ml"'),
  R("Write the wandb.init call for the sweep agent.",
    '''Inside the agent function, start the run with the sweep config and read the hyperparameters back from `wandb.config`:

```python
def sweep_train():
    run = wandb.init(entity="acme", job_type="sweep", project="ranker-finetune", config=DEFAULTS)
    cfg = wandb.config
    train(lr=cfg.lr, warmup=cfg.warmup_steps)
```''',
    ['entity="acme-ml"'], ['entity="acme"']),
  C("How do I save the best checkpoint as a W&B artifact?",
    '''Log the checkpoint directory as a model artifact and tag it:

```python
art = wandb.Artifact("ranker-ckpt", type="model", metadata={"val_ndcg": best_ndcg})
art.add_dir("out/ranker/best")
run.log_artifact(art, aliases=["latest", "best"])
```'''),
  fix=[('entity="acme"', 'entity="acme-ml"')])

S(3, "pandas", "paraphrase", "other_identifier", "lookalike",
  T("Collect the per-fold AUCs into a DataFrame as the CV loop runs.",
    '''```python
results = pd.DataFrame()
for fold, (tr, va) in enumerate(skf.split(X, y)):
    auc = fit_and_score(X.iloc[tr], y.iloc[tr], X.iloc[va], y.iloc[va])
    results = results.append({"fold": fold, "auc": auc}, ignore_index=True)
print(results.auc.mean())
```''',
    "DataFrame.append was removed in pandas 2.0 and we're on 2.2, so this throws AttributeError. Use pd.concat",
    'results = results.append({"fold": fold, "auc": auc}, ignore_index=True)',
    'results = pd.concat([results, pd.DataFrame([{"fold": fold, "auc": auc}])], ignore_index=True)'),
  R("Append one summary row per experiment to the leaderboard frame in the notebook.",
    '''```python
leaderboard = pd.DataFrame(columns=["run_id", "model", "roc_auc"])
for run in runs:
    row = {"run_id": run.info.run_id, "model": run.data.tags["model"], "roc_auc": run.data.metrics["roc_auc"]}
    leaderboard = leaderboard.append(row, ignore_index=True)
leaderboard.sort_values("roc_auc", ascending=False).head(10)
```''',
    ["pd.concat("], ["leaderboard.append("]),
  C("Build a DataFrame of the per-fold scores without growing a frame inside the loop.",
    '''Collect plain dicts in a list and build the frame once at the end:

```python
rows = []
for fold, (tr, va) in enumerate(skf.split(X, y)):
    rows.append({"fold": fold, "auc": fit_and_score(X.iloc[tr], y.iloc[tr], X.iloc[va], y.iloc[va])})
scores = pd.DataFrame(rows)
```

`list.append` is cheap, so this stays fast even with hundreds of folds.'''),
  fix=[("leaderboard = leaderboard.append(row, ignore_index=True)",
        "leaderboard = pd.concat([leaderboard, pd.DataFrame([row])], ignore_index=True)")],
  cflags=["pd.concat("], cneeds=["rows.append(", "pd.DataFrame(rows)"])

S(4, "cuda", "literal", "code_block", "lookalike",
  T("Give me the launch command for the 4-GPU fine-tune on dgx-02.",
    '''```bash
CUDA_VISIBLE_DEVICES=0,1,2,3 torchrun --standalone --nproc_per_node=4 train.py --config configs/llm-ft.yaml
```

`torchrun` starts one process per visible GPU and sets `LOCAL_RANK` for each.''',
    "On dgx-02, GPUs 0-3 are pinned to the Triton server. Training jobs there use CUDA_VISIBLE_DEVICES=4,5,6,7.",
    "CUDA_VISIBLE_DEVICES=0,1,2,3", "CUDA_VISIBLE_DEVICES=4,5,6,7"),
  R("Write a script to resume the dgx-02 fine-tune from the last checkpoint.",
    '''```bash
#!/usr/bin/env bash
# resume_ft.sh: resume the LLM fine-tune on dgx-02
set -euo pipefail
export CUDA_VISIBLE_DEVICES=0,1,2,3
LAST=$(ls -d checkpoints/llm-ft/step-* | sort -V | tail -n 1)
torchrun --standalone --nproc_per_node=4 train.py --config configs/llm-ft.yaml --resume-from "$LAST"
```

Run it under `nohup` or in tmux so it survives your SSH session.''',
    ["CUDA_VISIBLE_DEVICES=4,5,6,7"], ["CUDA_VISIBLE_DEVICES=0,1,2,3"]),
  C("What's the command line for the Triton container on dgx-02?",
    '''```bash
docker run -d --name triton --gpus all --shm-size=2g \\
  -e CUDA_VISIBLE_DEVICES=0,1,2,3 \\
  -p 8000:8000 -p 8001:8001 -p 8002:8002 \\
  -v /srv/model-repo:/models \\
  nvcr.io/nvidia/tritonserver:24.03-py3 \\
  tritonserver --model-repository=/models
```

That keeps Triton on the first four GPUs.'''),
  fix=[("CUDA_VISIBLE_DEVICES=0,1,2,3", "CUDA_VISIBLE_DEVICES=4,5,6,7")],
  cflags=["4,5,6,7"], cneeds=["CUDA_VISIBLE_DEVICES=0,1,2,3", "tritonserver --model-repository"])

S(5, "sklearn", "paraphrase", "other_identifier", "lookalike",
  T("Fit a sparse logistic regression on the TF-IDF features so we can see which terms matter.",
    '''Use an L1 penalty so most coefficients go to exactly zero:

```python
from sklearn.linear_model import LogisticRegression

clf = LogisticRegression(penalty="l1", C=0.5)
clf.fit(X_tfidf, y)
nonzero = (clf.coef_ != 0).sum()
```''',
    'that raises: the default solver is lbfgs, which only supports l2. For l1 you need solver="saga" (or liblinear)',
    'LogisticRegression(penalty="l1", C=0.5)', 'LogisticRegression(penalty="l1", solver="saga", C=0.5)'),
  R("Add an L1-regularized logistic baseline to the sparse-feature benchmark.",
    '''```python
baselines["logreg_l1"] = LogisticRegression(penalty="l1", C=0.1, max_iter=2000, class_weight="balanced")
```

With C=0.1 you should end up with a few hundred non-zero weights.''',
    [r're:solver="(saga|liblinear)"'], []),
  C("I want a sparse linear SVM on the same features instead.",
    '''`LinearSVC` supports an L1 penalty with the primal formulation:

```python
from sklearn.svm import LinearSVC

svm = LinearSVC(penalty="l1", dual=False, C=0.5)
svm.fit(X_tfidf, y)
```

`dual=False` is required together with the L1 penalty.'''),
  fix=[('penalty="l1", C=0.1', 'penalty="l1", solver="saga", C=0.1')],
  cflags=["solver="], cneeds=['LinearSVC(penalty="l1", dual=False, C=0.5)'])

S(6, "mixed-precision", "literal", "casing", "lookalike",
  T("Set up TrainingArguments for the 7B LoRA run on the A100 nodes.",
    '''```python
args = TrainingArguments(
    output_dir="out/llm-lora",
    per_device_train_batch_size=4,
    gradient_accumulation_steps=8,
    learning_rate=2e-4,
    num_train_epochs=2,
    fp16=True,
    logging_steps=20,
)
```''',
    "use bf16=True on the A100s. fp16 overflowed and gave us NaN losses on the last 7B run",
    "fp16=True", "bf16=True"),
  R("How should I set precision for the 7B run on the A100 nodes?",
    '''For the 7B run on the A100 nodes I'd enable FP16 mixed precision: it halves activation memory and lets the tensor cores do the matmuls in half precision. Keep the LoRA adapter weights and the optimizer state in FP32 and only cast the frozen base weights to FP16.''',
    [r"re:(?i)bf16"], [r"re:(?i)\bfp16\b"]),
  C("Export the classifier to ONNX for the T4 inference boxes.",
    '''Export in FP32 and convert the weights to fp16 afterwards. T4s have no bf16 support, and fp16 roughly doubles throughput there:

```python
from onnxconverter_common import float16

model_fp32 = onnx.load("clf.onnx")
model_fp16 = float16.convert_float_to_float16(model_fp32)
onnx.save(model_fp16, "clf.fp16.onnx")
```'''),
  fix=[("FP16", "BF16")],
  cflags=["clf.bf16.onnx", "model_bf16", "convert_float_to_bfloat16"], cneeds=["fp16 roughly doubles", "clf.fp16.onnx"],
  literal="fp16")

S(7, "data-paths", "literal", "code_block", "lookalike",
  T("Where should the dataloader read the clickstream parquet shards from on the GPU nodes?",
    '''Read them from the shared volume with `datasets`:

```python
from datasets import load_dataset

ds = load_dataset(
    "parquet",
    data_files="/data/clickstream/2024-*/part-*.parquet",
    split="train",
)
```

The first call builds an Arrow cache; later epochs memory-map it.''',
    "The shared volume is mounted at /mnt/datasets on the GPU nodes. /data is local scratch and gets wiped on reboot.",
    "/data/clickstream/", "/mnt/datasets/clickstream/"),
  R("Load just the March clickstream partition into pandas on gpu-node-07.",
    '''```python
import pandas as pd

march = pd.read_parquet(
    "/data/clickstream/2024-03/",
    columns=["user_id", "event", "ts"],
)
print(march.shape)
```''',
    ["/mnt/datasets/clickstream/2024-03/"], ['"/data/clickstream/']),
  C("Run the training container on a GPU node against the clickstream data.",
    '''Mount the shared volume read-only into the container and point the script at the in-container path:

```bash
docker run --rm --gpus all \\
  -v /mnt/datasets:/data:ro \\
  registry.acme.internal/ml/trainer:1.4 \\
  python train.py --data-dir /data/clickstream/ --epochs 3
```

Inside the container the volume shows up under `/data`.'''),
  fix=[('"/data/clickstream/', '"/mnt/datasets/clickstream/')],
  cflags=["/mnt/datasets/clickstream/", "--data-dir /mnt/datasets"],
  cneeds=["-v /mnt/datasets:/data:ro", "--data-dir /data/clickstream/"])

S(8, "mlflow", "literal", "reworded", "lookalike",
  T("How does the batch scorer load the current fraud model?",
    '''Load it through the registry URI so promotions don't need a code change:

```python
import mlflow

model = mlflow.pyfunc.load_model("models:/fraud-xgb/Production")
scores = model.predict(features_df)
```''',
    "we don't use stages anymore, they're deprecated since MLflow 2.9. Load by alias: models:/fraud-xgb@champion",
    "models:/fraud-xgb/Production", "models:/fraud-xgb@champion"),
  R("Explain to the on-call how a newly approved fraud model reaches the batch scorer.",
    '''The scorer doesn't pin a version. At startup it resolves `models:/fraud-xgb/Production` from the registry, so once the reviewer approves a new version and it is moved into that slot, the next scheduled run (02:00 UTC) picks it up. Rolling back is the same move in reverse; no redeploy is involved.''',
    ["models:/fraud-xgb@champion"], ["models:/fraud-xgb/Production"]),
  C("Pull the production training-set artifact from W&B in the eval notebook.",
    '''```python
import wandb

run = wandb.init(project="fraud", entity="acme-ml", job_type="eval")
art = run.use_artifact("acme-ml/fraud/fraud-train-set:production", type="dataset")
path = art.download()
```

`production` is the W&B artifact alias the data team moves when they publish a new snapshot.'''),
  fix=[("models:/fraud-xgb/Production", "models:/fraud-xgb@champion")],
  cflags=["@champion", "fraud-train-set/Production"], cneeds=["fraud-train-set:production"])

S(9, "distributed", "paraphrase", "equivalent_construct", "lookalike",
  T("Launch command for DDP training on one g5.12xlarge?",
    '''```bash
torchrun --standalone --nproc_per_node=8 train.py --config configs/ranker.yaml
```

One process per GPU; `torchrun` fills in `RANK`, `LOCAL_RANK` and `WORLD_SIZE`.''',
    "g5.12xlarge has 4 A10Gs.",
    "--nproc_per_node=8", "--nproc_per_node=4"),
  R("Write the container command for the ranker DDP job on the g5.12xlarge pool.",
    '''```yaml
containers:
  - name: trainer
    image: registry.acme.internal/ml/ranker-train:2.1
    command: ["torchrun"]
    args: ["--standalone", "--nproc-per-node", "8", "train.py", "--config", "configs/ranker.yaml"]
```''',
    [r're:"--nproc-per-node", "4"|--nproc[-_]per[-_]node=4'], ['"--nproc-per-node", "8"']),
  C("And the launch for the p4d.24xlarge run?",
    '''On the p4d.24xlarge (8 x A100 40GB) it's the same script with one process per GPU:

```bash
torchrun --standalone --nproc_per_node=8 train.py --config configs/ranker-large.yaml
```'''),
  fix=[('"--nproc-per-node", "8"', '"--nproc-per-node", "4"')],
  cflags=["--nproc_per_node=4"], cneeds=["--nproc_per_node=8"])

S(10, "huggingface", "literal", "code_block", "same_topic",
  T("How do I stop every job from re-downloading the base models into ~/.cache on the cluster?",
    '''Point the cache at the shared volume in your job environment:

```bash
export TRANSFORMERS_CACHE=/mnt/hf-cache
```

All nodes then reuse the same downloaded weights.''',
    "TRANSFORMERS_CACHE is deprecated (transformers warns on every import). Set HF_HOME=/mnt/hf-cache, that covers hub, datasets and the token",
    "TRANSFORMERS_CACHE=/mnt/hf-cache", "HF_HOME=/mnt/hf-cache"),
  R("Add the cache setting to the training image's Dockerfile.",
    '''```dockerfile
FROM nvcr.io/nvidia/pytorch:24.03-py3
ENV TRANSFORMERS_CACHE=/mnt/hf-cache
ENV TOKENIZERS_PARALLELISM=false
WORKDIR /app
COPY . .
RUN pip install --no-cache-dir -r requirements.txt
```''',
    ["HF_HOME=/mnt/hf-cache"], ["TRANSFORMERS_CACHE"]),
  C("The compute nodes have no internet. How do I make from_pretrained use only the cached files?",
    '''Set the offline switches so the libraries skip the network check:

```bash
export HF_HUB_OFFLINE=1
export HF_DATASETS_OFFLINE=1
```

In code you can also pass `local_files_only=True` to `from_pretrained`.'''),
  fix=[("TRANSFORMERS_CACHE=", "HF_HOME=")])

S(11, "pytorch", "semantic", "prose_claim", "already_correct",
  T("Does my validation loop need anything besides model.eval()?",
    '''No. `model.eval()` switches the model to inference mode and turns off gradient tracking, so the validation loop won't build a graph and you don't need `torch.no_grad()`.''',
    "eval() only changes dropout and batchnorm behaviour, autograd still records everything. You still need torch.no_grad() (or inference_mode) around the loop",
    "turns off gradient tracking, so the validation loop won't build a graph and you don't need `torch.no_grad()`",
    "does not turn off gradient tracking; wrap the validation loop in `torch.no_grad()` or `torch.inference_mode()`"),
  R("Why is my eval step using so much memory? I call model.eval() before it.",
    '''It's probably not the graph: once you've called `model.eval()` autograd is disabled, so activations aren't kept for backward. More likely the eval batch size is larger than the training one, or you're accumulating logits on the GPU across batches; move them to CPU with `.cpu()` as you go.''',
    [r"re:no_grad|inference_mode"], [r"re:(?i)autograd is (disabled|off)"]),
  C("What's the right way to run inference with the trained model?",
    '''Two separate switches:

```python
model.eval()                 # dropout off, batchnorm uses running stats
with torch.inference_mode(): # no autograd recording
    logits = model(**batch).logits
```

`eval()` changes layer behaviour; `inference_mode()` is what stops the graph from being built.'''),
  fix=[("It's probably not the graph: once you've called `model.eval()` autograd is disabled, so activations aren't kept for backward.",
        "It's probably the graph: `model.eval()` doesn't stop autograd, so activations are kept for backward unless you wrap the loop in `torch.no_grad()`.")],
  cneeds=["with torch.inference_mode():"])

S(12, "data-splits", "semantic", "other_identifier", "already_correct",
  T("Scale the features and make a train/test split for the churn model.",
    '''```python
scaler = StandardScaler()
X_scaled = scaler.fit_transform(X)
X_train, X_test, y_train, y_test = train_test_split(
    X_scaled, y, test_size=0.2, stratify=y, random_state=7
)
```''',
    "this fits the scaler on the test rows too, so test statistics leak into training. Split first, then fit the scaler on X_train only (or put it in a Pipeline)",
    "X_scaled = scaler.fit_transform(X)", "X_train = scaler.fit_transform(X_train)"),
  R("Normalize the sensor features to [0, 1] and hold out 20% for testing.",
    '''```python
from sklearn.preprocessing import MinMaxScaler

X_norm = MinMaxScaler().fit_transform(X_all)
X_tr, X_te, y_tr, y_te = train_test_split(X_norm, y_all, test_size=0.2, random_state=7)
```''',
    [r"re:fit_transform\(X_tr\)|Pipeline\(|make_pipeline\("], ["fit_transform(X_all)"]),
  C("Standardize the features for the logistic regression baseline.",
    '''Split first, then fit the scaler on the training rows only:

```python
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, stratify=y, random_state=7)
scaler = StandardScaler()
X_train = scaler.fit_transform(X_train)
X_test = scaler.transform(X_test)
```'''),
  fix=[("X_norm = MinMaxScaler().fit_transform(X_all)\nX_tr, X_te, y_tr, y_te = train_test_split(X_norm, y_all, test_size=0.2, random_state=7)",
        "X_tr, X_te, y_tr, y_te = train_test_split(X_all, y_all, test_size=0.2, random_state=7)\nscaler = MinMaxScaler()\nX_tr = scaler.fit_transform(X_tr)\nX_te = scaler.transform(X_te)")],
  cflags=["fit_transform(X_test)", "fit_transform(X)\n"],
  cneeds=["scaler.fit_transform(X_train)", "scaler.transform(X_test)"])

S(13, "pandas", "literal", "code_block", "already_correct",
  T("Print the null rate for every column of the features frame.",
    '''```python
for col, series in features.iteritems():
    print(f"{col:30s} {series.isna().mean():.2%}")
```''',
    "iteritems is gone in pandas 2.x, it's .items()",
    "features.iteritems()", "features.items()"),
  R("Plot a histogram of each numeric column in the training frame.",
    '''```python
import matplotlib.pyplot as plt

for name, col in features.select_dtypes("number").iteritems():
    col.plot.hist(bins=50, title=name)
    plt.savefig(f"plots/{name}.png")
    plt.close()
```''',
    [".items():"], [".iteritems()"]),
  C("Show the top label counts with their share of the dataset.",
    '''```python
counts = df["label"].value_counts()
for label, n in counts.items():
    print(f"{label:20s} {n:7d} {n / len(df):.1%}")
```'''),
  fix=[(".iteritems()", ".items()")],
  cneeds=["counts.items()"], literal=".iteritems()")

S(14, "cuda", "paraphrase", "renamed_identifier", "same_topic",
  T("Set up the nightly eval job so its numbers are comparable from night to night.",
    '''```python
import random, numpy as np, torch

def setup(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.backends.cudnn.benchmark = True
```''',
    "benchmark = True picks kernels by timing them, so results differ run to run. For the nightly evals we need cudnn.benchmark = False and cudnn.deterministic = True, that's the team rule for anything that feeds the dashboard",
    "torch.backends.cudnn.benchmark = True",
    "torch.backends.cudnn.benchmark = False\n    torch.backends.cudnn.deterministic = True"),
  R("Add the GPU settings to the regression-eval entrypoint that feeds the dashboard.",
    '''```python
from torch.backends import cudnn

def configure_gpu() -> None:
    cudnn.enabled = True
    cudnn.benchmark = True
```''',
    ["cudnn.benchmark = False", "cudnn.deterministic = True"], ["cudnn.benchmark = True"]),
  C("The nightly eval still differs in the 4th decimal between runs. What else do I need?",
    '''Turn on PyTorch's deterministic mode and give cuBLAS a fixed workspace:

```python
import os
os.environ["CUBLAS_WORKSPACE_CONFIG"] = ":4096:8"
torch.use_deterministic_algorithms(True)
```

Set the env var before the first CUDA call, and keep `shuffle=False` on the eval DataLoader.'''),
  fix=[("cudnn.benchmark = True", "cudnn.benchmark = False\n    cudnn.deterministic = True")])

S(15, "transformers", "literal", "code_block", "lookalike",
  T("Load the base model for the review sentiment classifier.",
    '''```python
from transformers import AutoModelForSequenceClassification

model = AutoModelForSequenceClassification.from_pretrained(
    "microsoft/deberta-v3-base", num_labels=2
)
```''',
    "The sentiment set has three labels (negative, neutral, positive), so num_labels=3.",
    "num_labels=2", "num_labels=3"),
  R("Rebuild the sentiment classifier head from the pretrained encoder for the distillation run.",
    '''```python
student = AutoModelForSequenceClassification.from_pretrained(
    "microsoft/deberta-v3-small",
    num_labels=2,
    id2label=ID2LABEL,
    label2id=LABEL2ID,
)
```''',
    ["num_labels=3"], ["num_labels=2"]),
  C("Load the base model for the spam filter (spam vs not spam).",
    '''It's a binary task, so two output logits:

```python
spam_model = AutoModelForSequenceClassification.from_pretrained(
    "distilroberta-base", num_labels=2
)
```'''),
  fix=[("num_labels=2", "num_labels=3")],
  cflags=["num_labels=3"], cneeds=["num_labels=2"])

S(16, "wandb", "paraphrase", "other_identifier", "lookalike",
  T("Log validation loss to W&B at the end of each epoch.",
    '''```python
val_loss = evaluate(model, val_loader)
wandb.log({"val_loss": val_loss, "epoch": epoch})
```''',
    "we namespace metrics with a slash: val/loss, train/loss. The team dashboards and the alert rules key on those names",
    '"val_loss"', '"val/loss"'),
  R("Also log validation F1 and accuracy from the Lightning module.",
    '''```python
def validation_step(self, batch, batch_idx):
    logits = self(batch["input_ids"], batch["attention_mask"])
    preds = logits.argmax(-1)
    self.log("val_f1", self.f1(preds, batch["labels"]), on_epoch=True)
    self.log("val_acc", self.acc(preds, batch["labels"]), on_epoch=True)
```

WandbLogger forwards both to the run.''',
    ['"val/f1"', '"val/acc"'], ['"val_f1"', '"val_acc"']),
  C("Add early stopping to the legacy Keras model.",
    '''```python
early = tf.keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True)
model.fit(train_ds, validation_data=val_ds, epochs=30, callbacks=[early])
```

Keras names the validation metric `val_loss` in its history, so `monitor` has to match that.'''),
  fix=[('"val_f1"', '"val/f1"'), ('"val_acc"', '"val/acc"')],
  cflags=['"val/loss"'], cneeds=['monitor="val_loss"'])

S(17, "numpy", "literal", "code_block", "lookalike",
  T("Convert the feature frame to a float array for the model.",
    '''```python
X = features.to_numpy(dtype=np.float)
```''',
    "I think np.float was removed in NumPy 1.24? It was only an alias for float, np.float64 is what you want",
    "dtype=np.float)", "dtype=np.float64)"),
  R("Prepare the targets array for the regression head.",
    '''```python
y = labels_df["price_eur"].values.astype(np.float)
y = np.log1p(y)
```''',
    ["astype(np.float64)"], [r"re:np\.float\b"]),
  C("Halve memory on the embedding matrix before saving it.",
    '''```python
emb = emb.astype(np.float32)
np.save("artifacts/item_emb.npy", emb)
```

`np.float32` keeps enough precision for cosine similarity and halves the file size.'''),
  fix=[("astype(np.float)", "astype(np.float64)")],
  cflags=["np.float6432", "np.float64"], cneeds=["astype(np.float32)"], literal="np.float)")

S(18, "cuda", "literal", "code_block", "same_topic",
  T("Which pip command installs torch for the training nodes?",
    '''```bash
pip install torch==2.2.1 torchvision==0.17.1 --index-url https://download.pytorch.org/whl/cu118
```''',
    "The nodes were upgraded to CUDA 12.1 drivers last month, so the cu121 wheels",
    "whl/cu118", "whl/cu121"),
  R("Pin torch in requirements-train.txt.",
    '''```text
--extra-index-url https://download.pytorch.org/whl/cu118
torch==2.2.1
torchvision==0.17.1
transformers==4.46.3
accelerate==1.0.1
```''',
    ["whl/cu121"], ["cu118"]),
  C("How do I check from Python which CUDA build torch is using?",
    '''```python
import torch
print(torch.__version__)          # e.g. 2.2.1+cu121
print(torch.version.cuda)         # CUDA version torch was built against
print(torch.cuda.is_available(), torch.cuda.get_device_name(0))
```'''),
  fix=[("whl/cu118", "whl/cu121")])

S(19, "cloud", "paraphrase", "equivalent_construct", "already_correct",
  T("Create the SageMaker session for launching the fine-tune.",
    '''```python
import boto3, sagemaker

sess = sagemaker.Session(boto_session=boto3.Session(region_name="us-east-1"))
role = "arn:aws:iam::381492004517:role/sagemaker-training"
```''',
    "our GPU quota (the ml.p4d and ml.g5 instances) is all in us-west-2, there's nothing in us-east-1",
    'region_name="us-east-1"', 'region_name="us-west-2"'),
  R("Give me the CLI command to list the last training jobs for the fine-tune.",
    '''```bash
aws sagemaker list-training-jobs --region us-east-1 --name-contains llm-ft --sort-by CreationTime --max-results 10
```''',
    ["--region us-west-2"], ["us-east-1"]),
  C("Where do I see the fine-tune's training logs?",
    '''SageMaker streams them to CloudWatch under `/aws/sagemaker/TrainingJobs`:

```bash
aws logs tail /aws/sagemaker/TrainingJobs --region us-west-2 --follow --log-stream-name-prefix llm-ft-2024
```'''),
  fix=[("--region us-east-1", "--region us-west-2")],
  cneeds=["--region us-west-2"])

S(20, "serving", "literal", "renamed_identifier", "lookalike",
  T("Write a Python client that calls the ranker on Triton over gRPC.",
    '''```python
import tritonclient.grpc as grpcclient

client = grpcclient.InferenceServerClient(url="triton.serving:8000")
inp = grpcclient.InferInput("input_ids", ids.shape, "INT64")
inp.set_data_from_numpy(ids)
res = client.infer("ranker", [inp])
```''',
    "8000 is Triton's HTTP port, gRPC is 8001",
    "triton.serving:8000", "triton.serving:8001"),
  R("Add a readiness check to the gRPC load-test script before it starts firing requests.",
    '''```python
from tritonclient.grpc import InferenceServerClient

triton = InferenceServerClient("triton.serving:8000", verbose=False)
assert triton.is_server_ready(), "triton not ready"
assert triton.is_model_ready("ranker")
```''',
    ["triton.serving:8001"], ["triton.serving:8000"]),
  C("Now the same call over HTTP, for the notebook.",
    '''```python
import tritonclient.http as httpclient

client = httpclient.InferenceServerClient(url="triton.serving:8000")
inp = httpclient.InferInput("input_ids", ids.shape, "INT64")
inp.set_data_from_numpy(ids)
res = client.infer("ranker", [inp])
```'''),
  fix=[("triton.serving:8000", "triton.serving:8001")],
  cflags=["triton.serving:8001"], cneeds=['httpclient.InferenceServerClient(url="triton.serving:8000")'])

S(21, "data-splits", "semantic", "reworded", "unrelated",
  T("Make the train/validation split for the support-ticket classifier; we have several tickets per customer.",
    '''A stratified random split over tickets is enough:

```python
train_df, val_df = train_test_split(tickets, test_size=0.2, stratify=tickets["label"], random_state=0)
```''',
    "random rows leak: the same customer ends up on both sides and writes near-identical tickets. Split by customer_id with GroupShuffleSplit",
    'train_df, val_df = train_test_split(tickets, test_size=0.2, stratify=tickets["label"], random_state=0)',
    'gss = GroupShuffleSplit(n_splits=1, test_size=0.2, random_state=0)\ntrain_idx, val_idx = next(gss.split(tickets, groups=tickets["customer_id"]))'),
  R("Set up 5-fold cross-validation for the ticket classifier.",
    '''```python
from sklearn.model_selection import StratifiedKFold

cv = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)
for fold, (tr, va) in enumerate(cv.split(tickets, tickets["label"])):
    fit_fold(tickets.iloc[tr], tickets.iloc[va])
```

Shuffling the tickets keeps each fold's label mix close to the overall one.''',
    [r"re:Group(K|Shuffle)|StratifiedGroupKFold|groups="], []),
  C("How do I clear all outputs from the notebook before committing it?",
    '''```bash
jupyter nbconvert --clear-output --inplace notebooks/ticket_eda.ipynb
```

Or run `nbstripout --install` once so git strips outputs on every commit.'''),
  fix=[('from sklearn.model_selection import StratifiedKFold\n\ncv = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)\nfor fold, (tr, va) in enumerate(cv.split(tickets, tickets["label"])):',
        'from sklearn.model_selection import StratifiedGroupKFold\n\ncv = StratifiedGroupKFold(n_splits=5, shuffle=True, random_state=0)\nfor fold, (tr, va) in enumerate(cv.split(tickets, tickets["label"], groups=tickets["customer_id"])):'),
       ("Shuffling the tickets keeps", "Grouping by customer keeps each customer's tickets in one fold, and stratifying keeps")])

S(22, "datasets", "literal", "code_block", "lookalike",
  T("Load the evaluation split of our support-tickets dataset from the Hub.",
    '''```python
from datasets import load_dataset

eval_ds = load_dataset("acme/support-tickets", split="validation")
```''',
    "nice, that's quick. acme/support-tickets doesn't have a validation split though, ours is called dev (train/dev/test)",
    'split="validation"', 'split="dev"'),
  R("Grab a 2k-example slice of the support-tickets eval data for a quick smoke test.",
    '''```python
smoke = load_dataset("acme/support-tickets", split="validation[:2000]")
print(smoke)
```''',
    ['split="dev[:2000]"'], ['"validation']),
  C("Load MRPC's validation set to sanity-check the paraphrase model.",
    '''```python
mrpc_val = load_dataset("glue", "mrpc", split="validation")
print(mrpc_val.num_rows)  # 408
```'''),
  fix=[('split="validation[:2000]"', 'split="dev[:2000]"')],
  cflags=['split="dev"'], cneeds=['load_dataset("glue", "mrpc", split="validation")'],
  literal='split="validation')

S(23, "pandas", "paraphrase", "other_identifier", "lookalike",
  T("Read the vendor price export into pandas.",
    '''```python
prices = pd.read_csv("exports/vendor_prices_2024-05.csv")
prices["unit_price"].describe()
```''',
    'the vendor export is semicolon-separated with decimal commas (German locale), so sep=";", decimal="," or unit_price comes in as strings',
    'pd.read_csv("exports/vendor_prices_2024-05.csv")',
    'pd.read_csv("exports/vendor_prices_2024-05.csv", sep=";", decimal=",")'),
  R("Loop over all the monthly vendor export files and stack them.",
    '''```python
from pathlib import Path

frames = [pd.read_csv(p, parse_dates=["valid_from"]) for p in sorted(Path("exports").glob("vendor_prices_*.csv"))]
all_prices = pd.concat(frames, ignore_index=True)
```''',
    ['sep=";"', 'decimal=","'], []),
  C("Read our labelled training CSV into pandas.",
    '''```python
labels = pd.read_csv("data/labels_v3.csv", dtype={"sku": "string"})
labels.head()
```

That file is written by our own pipeline with `to_csv`, so the defaults apply.'''),
  fix=[('pd.read_csv(p, parse_dates=["valid_from"])', 'pd.read_csv(p, sep=";", decimal=",", parse_dates=["valid_from"])')],
  cflags=['sep=";"', 'decimal=","'], cneeds=['pd.read_csv("data/labels_v3.csv"'])

S(24, "pytorch", "paraphrase", "other_identifier", "lookalike",
  T("Track the training loss per step so I can plot it after the epoch.",
    '''```python
epoch_losses = []
for batch in train_loader:
    optimizer.zero_grad()
    loss = model(**batch).loss
    loss.backward()
    optimizer.step()
    epoch_losses.append(loss)
```''',
    "append loss.item(), not loss. The list ends up holding CUDA tensors with their autograd history attached, and the plotting code can't handle them",
    "epoch_losses.append(loss)", "epoch_losses.append(loss.item())"),
  R("Keep a history of the train loss per step in the fine-tuning loop.",
    '''```python
history = {"step": [], "train_loss": []}
for step, batch in enumerate(train_loader):
    loss = compute_loss(model, batch)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    history["step"].append(step)
    history["train_loss"].append(loss)
```''',
    ['history["train_loss"].append(loss.item())'], ['history["train_loss"].append(loss)']),
  C("Combine the three task losses for the multi-task model and backprop once.",
    '''```python
losses = []
for head, batch_t in zip(heads, task_batches):
    loss = head(encoder(batch_t["x"]), batch_t["y"])
    losses.append(loss)
total = torch.stack(losses).sum()
total.backward()
```

The list has to hold the tensors themselves so the sum stays connected to the graph.'''),
  fix=[('history["train_loss"].append(loss)', 'history["train_loss"].append(loss.item())')],
  cflags=["losses.append(loss.item())"], cneeds=["losses.append(loss)", "torch.stack(losses)"])

S(25, "training-jobs", "literal", "code_block", "lookalike",
  T("Write the Job manifest for the nightly retrain on the GPU cluster.",
    '''```yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: churn-retrain
  namespace: default
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: registry.acme.internal/ml/churn-train:3.2
          resources:
            limits:
              nvidia.com/gpu: 4
```''',
    "training jobs go in the ml-train namespace, default has no GPU quota so it'll sit Pending forever",
    "namespace: default", "namespace: ml-train"),
  R("And the PyTorchJob for the distributed ranker training?",
    '''```yaml
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: ranker-ddp
  namespace: default
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          containers:
            - name: pytorch
              image: registry.acme.internal/ml/ranker-train:2.1
    Worker:
      replicas: 3
      template:
        spec:
          containers:
            - name: pytorch
              image: registry.acme.internal/ml/ranker-train:2.1
```''',
    ["namespace: ml-train"], ["namespace: default"]),
  C("The retrain pod can't read the S3 bucket. Which service account does it run as?",
    '''Unless the spec sets one, pods run as the namespace's `default` service account:

```bash
kubectl -n ml-train get pod -l job-name=churn-retrain -o jsonpath='{.items[0].spec.serviceAccountName}'
# default
```

Give the job its own account with the IRSA annotation and set `serviceAccountName: churn-train` in the pod spec.'''),
  fix=[("namespace: default", "namespace: ml-train")],
  cflags=["ml-train` service account", "# ml-train"], cneeds=["`default` service account", "# default"])

S(26, "transformers", "paraphrase", "reworded", "same_topic",
  T("Evaluate once per epoch in the Trainer.",
    '''```python
args = TrainingArguments(
    output_dir="out/ner",
    evaluation_strategy="epoch",
    save_strategy="epoch",
    load_best_model_at_end=True,
)
```''',
    "it's eval_strategy now. evaluation_strategy was deprecated in 4.41 and we pin transformers 4.46, where it's gone",
    'evaluation_strategy="epoch"', 'eval_strategy="epoch"'),
  R("I want evaluation every 500 steps instead, with the best checkpoint kept.",
    '''Switch both strategies to steps so the checkpoints line up with the evals:

```python
args = TrainingArguments(
    output_dir="out/ner",
    evaluation_strategy="steps",
    eval_steps=500,
    save_strategy="steps",
    save_steps=500,
    load_best_model_at_end=True,
    metric_for_best_model="f1",
)
```''',
    ['eval_strategy="steps"'], ["evaluation_strategy"]),
  C("How do I make the Trainer keep the checkpoint with the best F1?",
    '''Set `load_best_model_at_end=True` together with `metric_for_best_model="f1"` and `greater_is_better=True`; the Trainer reloads the checkpoint with the highest eval F1 when training ends. Keep `save_total_limit` at 2 or more so the best one isn't rotated out.'''),
  fix=[('evaluation_strategy="steps"', 'eval_strategy="steps"')])

S(27, "sklearn", "semantic", "prose_claim", "lookalike",
  T("Compute validation AUC for the gradient boosting classifier.",
    '''```python
from sklearn.metrics import roc_auc_score

auc = roc_auc_score(y_val, clf.predict(X_val))
```''',
    "ROC AUC needs scores, not hard labels. With predict() you get a single threshold and a much lower AUC. Use clf.predict_proba(X_val)[:, 1]",
    "clf.predict(X_val)", "clf.predict_proba(X_val)[:, 1]"),
  R("Can I reuse the predictions I already saved for the AUC?",
    '''Yes. `roc_auc_score` works fine with the 0/1 labels from `model.predict`, so you can pass the saved `preds` array straight in:

```python
auc = roc_auc_score(y_test, preds)
```''',
    [r"re:predict_proba"], [r"re:(?i)works fine with the 0/1 labels"]),
  C("Add F1 and a confusion matrix to the validation report.",
    '''Both of these take hard labels, so `predict` is right here:

```python
from sklearn.metrics import f1_score, confusion_matrix

y_hat = clf.predict(X_val)
print(f1_score(y_val, y_hat))
print(confusion_matrix(y_val, y_hat))
```'''),
  fix=[("Yes. `roc_auc_score` works fine with the 0/1 labels from `model.predict`, so you can pass the saved `preds` array straight in:\n\n```python\nauc = roc_auc_score(y_test, preds)\n```",
        "Not if they are the 0/1 labels from `model.predict`: ROC AUC needs scores. Use the probabilities instead:\n\n```python\nauc = roc_auc_score(y_test, model.predict_proba(X_test)[:, 1])\n```")],
  cflags=["predict_proba"], cneeds=["y_hat = clf.predict(X_val)"])

S(28, "serving", "literal", "code_block", "lookalike",
  T("Add readiness and liveness probes to the embedding-service Deployment.",
    '''```yaml
readinessProbe:
  httpGet:
    path: /health
    port: 8080
  initialDelaySeconds: 20
livenessProbe:
  httpGet:
    path: /health
    port: 8080
  periodSeconds: 15
```''',
    "the probe path is /healthz, that's what our serving base image exposes. /health returns 404",
    "path: /health", "path: /healthz"),
  R("Write the probes for the reranker Deployment, it's built on the same serving image.",
    '''```yaml
startupProbe:
  httpGet:
    path: /health
    port: 8080
  failureThreshold: 30
  periodSeconds: 10
livenessProbe:
  httpGet:
    path: /health
    port: 8080
```''',
    ["path: /healthz"], [r"re:/health\b"]),
  C("Add a readiness probe to the Triton Deployment.",
    '''Triton exposes KServe-v2 health endpoints on its HTTP port:

```yaml
readinessProbe:
  httpGet:
    path: /v2/health/ready
    port: 8000
  periodSeconds: 5
```'''),
  fix=[("path: /health\n", "path: /healthz\n")],
  cflags=["/v2/healthz"], cneeds=["path: /v2/health/ready"])

S(29, "distributed", "semantic", "reworded", "already_correct",
  T("What's the effective batch size of the pretraining run?",
    '''Per-device batch 16 with gradient accumulation 4 gives an effective batch size of 64 sequences per optimizer step, across the 8 GPUs.''',
    "you forgot the GPU count: it's 16 x 4 x 8 = 512 sequences per step, and the LR schedule was tuned for that",
    "an effective batch size of 64 sequences", "an effective batch size of 512 sequences"),
  R("If I run the fine-tune on 4 GPUs with per-device batch 32 and accumulation 2, what's the global batch?",
    '''The global batch is 32 x 2 = 64 sequences per optimizer step; the number of GPUs doesn't change it, each one just processes a slice.''',
    ["256"], [r"re:= 64 sequences", r"re:(?i)number of GPUs doesn't change"]),
  C("Double-check the batch math for the 2-node job: 8 GPUs per node, per-device 8, accumulation 2.",
    '''16 GPUs x 8 per device x 2 accumulation steps = 256 sequences per optimizer step.'''),
  fix=[("The global batch is 32 x 2 = 64 sequences per optimizer step; the number of GPUs doesn't change it, each one just processes a slice.",
        "The global batch is 32 x 2 x 4 GPUs = 256 sequences per optimizer step, since every GPU contributes its own micro-batches.")],
  cneeds=["= 256 sequences"])

S(30, "wandb", "literal", "reworded", "already_correct",
  T("How do the training pods authenticate to W&B?",
    '''Mount the API key from a Secret and point the client at the W&B cloud:

```yaml
env:
  - name: WANDB_API_KEY
    valueFrom:
      secretKeyRef: {name: wandb, key: api-key}
  - name: WANDB_BASE_URL
    value: https://api.wandb.ai
```''',
    "we self-host W&B. Base URL is https://wandb.ml.acme.internal, nothing is allowed to go to api.wandb.ai",
    "https://api.wandb.ai", "https://wandb.ml.acme.internal"),
  R("I'm logging from my laptop for the first time, what do I run?",
    '''Run `wandb login --host https://api.wandb.ai`, paste the key from your user settings page, and after that `wandb.init()` in your notebooks picks it up from `~/.netrc`.''',
    ["wandb.ml.acme.internal"], ["api.wandb.ai"]),
  C("Where do I get my W&B API key?",
    '''Open https://wandb.ml.acme.internal/authorize while you're on the VPN; the key shown there is the one `wandb login --host https://wandb.ml.acme.internal` asks for.'''),
  fix=[("https://api.wandb.ai", "https://wandb.ml.acme.internal")],
  cneeds=["https://wandb.ml.acme.internal/authorize"])

S(31, "pandas", "literal", "reworded", "lookalike",
  T("Turn event_ts into a proper datetime column.",
    '''```python
events["event_time"] = pd.to_datetime(events["event_ts"], unit="ms")
```''',
    'thanks, the plot renders now. But event_ts is epoch seconds, with unit="ms" everything lands in January 1970',
    'pd.to_datetime(events["event_ts"], unit="ms")', 'pd.to_datetime(events["event_ts"], unit="s")'),
  R("Make the sessionization notebook time-zone aware.",
    '''Parse the epoch column as UTC and convert for the dashboards:

```python
events["ts_utc"] = pd.to_datetime(events["event_ts"], unit="ms", utc=True)
events["ts_local"] = events["ts_utc"].dt.tz_convert("Europe/Berlin")
```''',
    ['pd.to_datetime(events["event_ts"], unit="s", utc=True)'], ['events["event_ts"], unit="ms"']),
  C("Convert the latency column to a timedelta for the p95 chart.",
    '''```python
events["latency"] = pd.to_timedelta(events["latency_ms"], unit="ms")
p95 = events["latency"].quantile(0.95)
```'''),
  fix=[('events["event_ts"], unit="ms"', 'events["event_ts"], unit="s"')],
  cflags=['latency_ms"], unit="s"'], cneeds=['pd.to_timedelta(events["latency_ms"], unit="ms")'],
  literal='pd.to_datetime(events["event_ts"], unit="ms"')

S(32, "features", "literal", "casing", "lookalike",
  T("Split the churn features into X and y.",
    '''```python
y = df["churned"]
X = df.drop(columns=["churned", "customer_id"])
```''',
    "the label column is is_churned; churned doesn't exist in the feature table",
    'df["churned"]', 'df["is_churned"]'),
  R("Pull the churn training set straight from Snowflake.",
    '''Snowflake upper-cases unquoted identifiers, so the frame comes back with upper-case columns:

```python
query = """
SELECT CUSTOMER_ID, TENURE_DAYS, PLAN, MONTHLY_SPEND, CHURNED
FROM ANALYTICS.CHURN_FEATURES
WHERE SNAPSHOT_DATE = '2024-06-01'
"""
df = cur.execute(query).fetch_pandas_all()
y = df["CHURNED"]
```''',
    ["re:IS_CHURNED"], [r"re:(?i)\bchurned\b"]),
  C("Write the docstring for predict_churn.",
    '''```python
def predict_churn(features: pd.DataFrame) -> pd.Series:
    """Return, for each customer, the probability that they churned within
    30 days of the snapshot date. Rows must come from ANALYTICS.CHURN_FEATURES.
    """
```'''),
  fix=[("MONTHLY_SPEND, CHURNED\n", "MONTHLY_SPEND, IS_CHURNED\n"), ('df["CHURNED"]', 'df["IS_CHURNED"]')],
  cflags=["is_churned within", "IS_CHURNED"], cneeds=["churned within"], literal='df["churned"]')

S(33, "distributed", "semantic", "prose_claim", "same_topic",
  T("Write the epoch loop for DDP training with a DistributedSampler.",
    '''```python
sampler = DistributedSampler(train_ds, shuffle=True)
loader = DataLoader(train_ds, batch_size=32, sampler=sampler, num_workers=8)

for epoch in range(cfg.epochs):
    for batch in loader:
        train_step(batch)
```

The sampler reshuffles the data every epoch on its own.''',
    "it doesn't. DistributedSampler seeds its shuffle with the epoch, so without sampler.set_epoch(epoch) at the start of each epoch every epoch sees the same order",
    "The sampler reshuffles the data every epoch on its own.",
    "Call `sampler.set_epoch(epoch)` at the start of every epoch so each epoch gets a new order."),
  R("Do I need to do anything to get a fresh shuffle each epoch with DDP?",
    '''No, passing `shuffle=True` to the `DistributedSampler` is enough; it draws a new permutation automatically every epoch, and all ranks stay consistent because they share the seed.''',
    ["set_epoch("], [r"re:(?i)new permutation automatically"]),
  C("How do I initialize the process group in the DDP script?",
    '''```python
import os, torch, torch.distributed as dist

dist.init_process_group(backend="nccl")
local_rank = int(os.environ["LOCAL_RANK"])
torch.cuda.set_device(local_rank)
model = DDP(model.to(local_rank), device_ids=[local_rank])
```'''),
  fix=[("No, passing `shuffle=True` to the `DistributedSampler` is enough; it draws a new permutation automatically every epoch, and all ranks stay consistent because they share the seed.",
        "Yes: with `shuffle=True` the `DistributedSampler` seeds its permutation with the epoch, so call `sampler.set_epoch(epoch)` at the start of every epoch; all ranks stay consistent because they share the seed.")])

S(34, "distributed", "paraphrase", "equivalent_construct", "same_topic",
  T("Multi-node training hangs at init on the Slurm cluster. What env should I set?",
    '''Pin NCCL to the right interface and turn on logging:

```bash
export NCCL_SOCKET_IFNAME=eth0
export NCCL_DEBUG=INFO
```''',
    "there's no eth0 on those nodes, the data interface is ens5",
    "NCCL_SOCKET_IFNAME=eth0", "NCCL_SOCKET_IFNAME=ens5"),
  R("Set the NCCL interface from inside the Python launcher instead of the sbatch script.",
    '''Set it before `init_process_group` runs:

```python
os.environ.setdefault("NCCL_SOCKET_IFNAME", "eth0")
os.environ.setdefault("NCCL_DEBUG", "WARN")
dist.init_process_group(backend="nccl")
```''',
    ['"NCCL_SOCKET_IFNAME", "ens5"'], ['"eth0"']),
  C("Which NCCL variables help debug a slow all-reduce?",
    '''Start with `NCCL_DEBUG=INFO` and `NCCL_DEBUG_SUBSYS=INIT,NET` to see which transport NCCL picked, then run `all_reduce_perf` from nccl-tests across two nodes to get a bandwidth baseline.'''),
  fix=[('"eth0"', '"ens5"')])

S(35, "training-jobs", "literal", "code_block", "lookalike",
  T("Where should checkpoints go so the spot fine-tune survives interruptions?",
    '''Use SageMaker's checkpoint sync: the job writes to `/opt/ml/checkpoints` and SageMaker mirrors it to S3.

```python
estimator = PyTorch(
    entry_point="train.py",
    instance_type="ml.g5.12xlarge",
    use_spot_instances=True,
    checkpoint_s3_uri="s3://acme-ml-checkpoints/ranker/",
    ...
)
```''',
    "looks good otherwise. New checkpoints go to s3://acme-ml-artifacts/checkpoints/<project>/; acme-ml-checkpoints is the old account's bucket and it's read-only now",
    "s3://acme-ml-checkpoints/", "s3://acme-ml-artifacts/checkpoints/"),
  R("Set up checkpointing for the NER fine-tune on spot instances.",
    '''```python
ner_estimator = HuggingFace(
    entry_point="train_ner.py",
    instance_type="ml.g5.2xlarge",
    use_spot_instances=True,
    max_wait=36000,
    checkpoint_s3_uri="s3://acme-ml-checkpoints/ner/",
    checkpoint_local_path="/opt/ml/checkpoints",
)
```''',
    ['"s3://acme-ml-artifacts/checkpoints/ner/"'], ["s3://acme-ml-checkpoints/"]),
  C("Copy last year's ranker baseline checkpoint down so I can compare against it.",
    '''It's still in the old bucket, and reading from it is fine:

```bash
aws s3 cp s3://acme-ml-checkpoints/ranker/2023-baseline/model.pt ./baselines/ranker-2023.pt
```'''),
  fix=[("s3://acme-ml-checkpoints/ner/", "s3://acme-ml-artifacts/checkpoints/ner/")],
  cflags=["acme-ml-artifacts"], cneeds=["s3://acme-ml-checkpoints/ranker/2023-baseline/model.pt"])

S(36, "transformers", "paraphrase", "reworded", "lookalike",
  T("Generate up to 50 tokens of summary for each prompt.",
    '''```python
out = model.generate(**inputs, max_length=50, do_sample=False)
summary = tokenizer.decode(out[0], skip_special_tokens=True)
```''',
    "max_length counts the prompt tokens too, so with our 400-token prompts this generates nothing. max_new_tokens=50",
    "max_length=50", "max_new_tokens=50"),
  R("Let the answer generator produce longer answers, around 256 tokens.",
    '''```python
outputs = model.generate(
    input_ids=enc.input_ids,
    attention_mask=enc.attention_mask,
    max_length=256,
    num_beams=4,
    early_stopping=True,
)
```''',
    ["max_new_tokens=256"], ["max_length=256"]),
  C("Tokenize the prompts for that generator, capped at 256 tokens.",
    '''```python
enc = tokenizer(prompts, padding=True, truncation=True, max_length=256, return_tensors="pt")
```

For decoder-only models set `tokenizer.padding_side = "left"` first.'''),
  fix=[("max_length=256", "max_new_tokens=256")],
  cflags=["max_new_tokens"], cneeds=["truncation=True, max_length=256"])

S(37, "training-jobs", "literal", "code_block", "same_topic",
  T("Write a Dockerfile for the training image.",
    '''```dockerfile
FROM pytorch/pytorch:latest
WORKDIR /app
COPY requirements-train.txt .
RUN pip install --no-cache-dir -r requirements-train.txt
COPY . .
ENTRYPOINT ["python", "train.py"]
```''',
    "we pin the NGC image: FROM nvcr.io/nvidia/pytorch:24.03-py3. :latest broke the build twice this quarter",
    "FROM pytorch/pytorch:latest", "FROM nvcr.io/nvidia/pytorch:24.03-py3"),
  R("Multi-stage Dockerfile for the eval image: build wheels in one stage, run in another.",
    '''```dockerfile
FROM pytorch/pytorch:latest AS build
COPY requirements-eval.txt .
RUN pip wheel --wheel-dir /wheels -r requirements-eval.txt

FROM pytorch/pytorch:latest
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/*.whl
COPY . /app
```''',
    ["FROM nvcr.io/nvidia/pytorch:24.03-py3"], ["pytorch/pytorch:latest"]),
  C("How do I keep the training image small?",
    '''Add a `.dockerignore` that excludes `data/`, `checkpoints/`, `wandb/` and `mlruns/`, install with `pip install --no-cache-dir`, and copy the source after the requirements so the dependency layer stays cached between builds.'''),
  fix=[("pytorch/pytorch:latest", "nvcr.io/nvidia/pytorch:24.03-py3")])

S(38, "evaluation", "semantic", "reworded", "unrelated",
  T("Is the fraud model good enough to ship? Holdout accuracy is 98.1%.",
    '''Yes, 98.1% accuracy on the holdout is strong; I'd ship it and monitor for drift.''',
    'fraud is ~2% of transactions, so predicting "not fraud" for everything already gets 98%. Accuracy tells us nothing here, look at PR-AUC and recall at our alert threshold',
    "Yes, 98.1% accuracy on the holdout is strong",
    "Not from accuracy alone: with ~2% fraud, 98% is the all-negative baseline; check PR-AUC and recall at the alert threshold"),
  R("Write the summary line for the model review doc; the new fraud model gets 97.9% accuracy on the March holdout.",
    '''Summary: the v7 fraud model reaches 97.9% accuracy on the March holdout, which shows it separates fraudulent from legitimate transactions well and is ready for the shadow-mode rollout.''',
    [r"re:(?i)PR-AUC|average precision|recall"], [r"re:(?i)which shows it separates"]),
  C("Make this log line include the request id: logger.info(\"scored batch\")",
    '''```python
logger.info("scored batch", extra={"request_id": request_id})
```

Add `%(request_id)s` to the formatter so it shows up in the text logs.'''),
  fix=[("which shows it separates fraudulent from legitimate transactions well and is ready for the shadow-mode rollout.",
        "which is no better than the all-negative baseline at a ~2% fraud rate; PR-AUC and recall at the alert threshold decide whether it is ready for the shadow-mode rollout.")])

S(39, "mlflow", "literal", "reworded", "lookalike",
  T("Start the MLflow server with Postgres as the backend store.",
    '''```bash
mlflow server \\
  --backend-store-uri postgresql://mlflow:${MLFLOW_DB_PASSWORD}@mlflow-db:5432/mlflow \\
  --artifacts-destination s3://acme-ml-artifacts/mlflow \\
  --host 0.0.0.0 --port 5005
```''',
    "5433.",
    "mlflow-db:5432", "mlflow-db:5433"),
  R("The MLflow upgrade notes say to migrate the database schema. What do I run?",
    '''Back up the database first, then run the migration against the same URI the server uses:

```bash
mlflow db upgrade postgresql://mlflow:${MLFLOW_DB_PASSWORD}@mlflow-db:5432/mlflow
```''',
    ["mlflow-db:5433"], ["mlflow-db:5432"]),
  C("Connection string for the Feast registry database?",
    '''```yaml
registry:
  registry_type: sql
  path: postgresql://feast:${FEAST_DB_PASSWORD}@feast-db:5432/feast
```'''),
  fix=[("mlflow-db:5432", "mlflow-db:5433")],
  cflags=["feast-db:5433"], cneeds=["feast-db:5432"])

S(40, "pandas", "paraphrase", "renamed_identifier", "same_topic",
  T("Set negative ages to NaN in the training frame.",
    '''```python
train[train.age < 0]["age"] = np.nan
```''',
    'that\'s chained assignment: it writes to a copy and the frame doesn\'t change (SettingWithCopyWarning). Use train.loc[train.age < 0, "age"] = np.nan',
    'train[train.age < 0]["age"] = np.nan', 'train.loc[train.age < 0, "age"] = np.nan'),
  R("Cap the income column at the 99th percentile in the applicants frame.",
    '''```python
cap = applicants["income"].quantile(0.99)
applicants[applicants.income > cap]["income"] = cap
```''',
    ['applicants.loc[applicants.income > cap, "income"] = cap'], ['applicants[applicants.income > cap]["income"] = cap']),
  C("How do I fill missing ages with the median?",
    '''```python
train["age"] = train["age"].fillna(train["age"].median())
```

Compute the median on the training split only and reuse it for validation and test.'''),
  fix=[('applicants[applicants.income > cap]["income"] = cap', 'applicants.loc[applicants.income > cap, "income"] = cap')])

S(41, "sklearn", "literal", "reordered_args", "lookalike",
  T("One-hot encode the categorical columns into a dense array.",
    '''```python
from sklearn.preprocessing import OneHotEncoder

enc = OneHotEncoder(handle_unknown="ignore", sparse=False)
X_cat = enc.fit_transform(df[["plan", "country", "channel"]])
```''',
    "sparse was renamed to sparse_output in 1.2 and removed in 1.4. We're on scikit-learn 1.5",
    "sparse=False", "sparse_output=False"),
  R("Add the categorical branch to the ColumnTransformer.",
    '''```python
pre = ColumnTransformer([
    ("num", StandardScaler(), NUM_COLS),
    ("cat", OneHotEncoder(sparse=False, drop="if_binary", handle_unknown="ignore"), CAT_COLS),
])
```''',
    ["sparse_output=False"], [r"re:\bsparse=False"]),
  C("Quick dummy columns in the EDA notebook with pandas.",
    '''```python
dummies = pd.get_dummies(df["plan"], prefix="plan", dtype="int8", sparse=False)
df = pd.concat([df, dummies], axis=1)
```'''),
  fix=[("OneHotEncoder(sparse=False", "OneHotEncoder(sparse_output=False")],
  cflags=["sparse_output"], cneeds=["pd.get_dummies(", "sparse=False"])

S(42, "pytorch", "semantic", "reworded", "same_topic",
  T("Is data loading a bottleneck with the default DataLoader settings?",
    '''Probably not. The default DataLoader already uses 4 worker processes, so decoding overlaps with the GPU work; raise it only if GPU utilization drops below ~80%.''',
    "doesn't DataLoader default to num_workers=0, i.e. everything loads in the main process?",
    "The default DataLoader already uses 4 worker processes",
    "The default DataLoader uses num_workers=0, so everything loads in the main process"),
  R("Why is GPU utilization stuck around 35% on the image model?",
    '''It's unlikely to be the input pipeline: with the default settings the DataLoader already runs 4 background workers. Check whether the augmentations run on the GPU and whether the batch size is too small to saturate the A10G.''',
    [r"re:num_workers=0|main process"], [r"re:(?i)already runs 4 background workers"]),
  C("Should I turn on pin_memory in the DataLoader?",
    '''Yes for GPU training: `pin_memory=True` lets host-to-device copies run asynchronously when you call `.to(device, non_blocking=True)`. It costs page-locked host RAM, so keep an eye on it with large prefetch factors.'''),
  fix=[("It's unlikely to be the input pipeline: with the default settings the DataLoader already runs 4 background workers.",
        "It's likely the input pipeline: by default the DataLoader uses `num_workers=0`, so decoding and augmentation run in the main process between GPU steps. Set `num_workers=8, pin_memory=True`.")])

S(43, "cuda", "paraphrase", "reworded", "lookalike",
  T("Pod spec for a GPU notebook in the notebooks pool.",
    '''```yaml
containers:
  - name: notebook
    image: registry.acme.internal/ml/jupyter-gpu:2024.05
    resources:
      limits:
        nvidia.com/gpu: 1
        memory: 32Gi
```''',
    "the notebooks pool is MIG-partitioned, a full nvidia.com/gpu never schedules there. Request nvidia.com/mig-1g.10gb: 1",
    "nvidia.com/gpu: 1", "nvidia.com/mig-1g.10gb: 1"),
  R("The intern needs two GPU slices in the notebooks pool for a small comparison. Update the limits.",
    '''```yaml
resources:
  limits:
    nvidia.com/gpu: 2
    memory: 48Gi
  requests:
    nvidia.com/gpu: 2
```''',
    ["nvidia.com/mig-1g.10gb: 2"], ["nvidia.com/gpu: 2"]),
  C("Resources block for the 8-GPU training job in the a100-train pool.",
    '''The training pool has whole A100s, not MIG slices:

```yaml
resources:
  limits:
    nvidia.com/gpu: 8
    memory: 900Gi
nodeSelector:
  acme.io/pool: a100-train
```'''),
  fix=[("nvidia.com/gpu: 2", "nvidia.com/mig-1g.10gb: 2")],
  cflags=["mig-1g.10gb: 8"], cneeds=["nvidia.com/gpu: 8"])

S(44, "mlflow", "semantic", "reworded", "already_correct",
  T("Log the learning rate to MLflow as the scheduler decays it.",
    '''```python
for epoch in range(cfg.epochs):
    train_one_epoch(model, loader, optimizer)
    scheduler.step()
    mlflow.log_param("lr", scheduler.get_last_lr()[0])
```''',
    'that throws on the second epoch, params are write-once in MLflow. The decaying LR has to be a metric: mlflow.log_metric("lr", ..., step=epoch)',
    'mlflow.log_param("lr", scheduler.get_last_lr()[0])',
    'mlflow.log_metric("lr", scheduler.get_last_lr()[0], step=epoch)'),
  R("What's the difference between params and metrics in MLflow, for our training jobs?",
    '''Both are key/value pairs on the run. Params are strings and metrics are numbers; you can update either as training goes, so per-epoch values such as the current learning rate or the dropout schedule can go in with `mlflow.log_param` each epoch and the UI shows the latest value.''',
    [r"re:log_metric"], [r"re:(?i)you can update either", r"re:log_param` each epoch"]),
  C("Log the run's configuration once at the start, and the LR as it decays.",
    '''```python
with mlflow.start_run(run_name=cfg.run_name):
    mlflow.log_params({"lr": cfg.lr, "batch_size": cfg.batch_size, "epochs": cfg.epochs})
    for epoch in range(cfg.epochs):
        train_one_epoch(model, loader, optimizer)
        scheduler.step()
        mlflow.log_metric("lr", scheduler.get_last_lr()[0], step=epoch)
```'''),
  fix=[("Params are strings and metrics are numbers; you can update either as training goes, so per-epoch values such as the current learning rate or the dropout schedule can go in with `mlflow.log_param` each epoch and the UI shows the latest value.",
        "Params are write-once strings (hyperparameters fixed for the run); metrics are numbers with a step, so per-epoch values such as the current learning rate go in with `mlflow.log_metric(..., step=epoch)` and the UI plots them over time.")],
  cneeds=['mlflow.log_metric("lr", scheduler.get_last_lr()[0], step=epoch)', "mlflow.log_params("])

S(45, "pytorch", "paraphrase", "equivalent_construct", "lookalike",
  T("Turn the classifier logits into probabilities.",
    '''```python
probs = torch.softmax(logits, dim=0)
```

`logits` has shape `[batch, num_classes]`.''',
    "dim=0 normalizes across the batch. With [batch, num_classes] it has to be dim=-1",
    "torch.softmax(logits, dim=0)", "torch.softmax(logits, dim=-1)"),
  R("Get class probabilities from the HF model output in the eval loop.",
    '''```python
import torch.nn.functional as F

with torch.no_grad():
    out = model(**batch)
    p = F.softmax(out.logits, dim=0)
    conf, pred = p.max(dim=-1)
```''',
    [r"re:F\.softmax\(out\.logits, dim=(-1|1)\)"], ["softmax(out.logits, dim=0)"]),
  C("Collect the per-batch probabilities into one tensor for the whole eval set.",
    '''```python
all_probs = []
for batch in eval_loader:
    all_probs.append(torch.softmax(model(**batch).logits, dim=-1).cpu())
all_probs = torch.cat(all_probs, dim=0)  # [num_examples, num_classes]
```'''),
  fix=[("F.softmax(out.logits, dim=0)", "F.softmax(out.logits, dim=-1)")],
  cflags=["torch.cat(all_probs, dim=-1)"], cneeds=["torch.cat(all_probs, dim=0)"])

S(46, "training-jobs", "paraphrase", "equivalent_construct", "same_topic",
  T("Make the fine-tuning script reproducible.",
    '''```python
from transformers import set_seed

set_seed(42)
model = AutoModelForTokenClassification.from_pretrained(cfg.base_model, num_labels=len(LABELS))
```''',
    "we never hardcode the seed, it comes from the run config: set_seed(cfg.seed). The sweeps vary it and the seed gets logged with the run",
    "set_seed(42)", "set_seed(cfg.seed)"),
  R("Fill in TrainingArguments for the NER fine-tune.",
    '''```python
args = TrainingArguments(
    output_dir=cfg.output_dir,
    learning_rate=cfg.lr,
    num_train_epochs=cfg.epochs,
    seed=42,
    data_seed=42,
    report_to=["mlflow"],
)
```''',
    ["seed=cfg.seed"], ["seed=42"]),
  C("How do I make the DataLoader shuffling reproducible too?",
    '''Give the loader its own generator seeded from the config and seed each worker:

```python
g = torch.Generator()
g.manual_seed(cfg.seed)
loader = DataLoader(train_ds, batch_size=32, shuffle=True, generator=g, worker_init_fn=seed_worker, num_workers=8)
```'''),
  fix=[("    seed=42,\n    data_seed=42,", "    seed=cfg.seed,\n    data_seed=cfg.seed,")])

S(47, "training-jobs", "literal", "casing", "same_topic",
  T("Training args for the 1024-token classifier fine-tune on the A10G pool.",
    '''```python
args = TrainingArguments(
    output_dir="out/longdoc-clf",
    per_device_train_batch_size=32,
    gradient_accumulation_steps=1,
    learning_rate=3e-5,
    bf16=True,
)
```''',
    "32 per device OOMs on the A10Gs at 1024 tokens. We run 16 with gradient accumulation 2 there",
    "per_device_train_batch_size=32", "per_device_train_batch_size=16"),
  R("Put the A10G settings for the long-document classifier in the job's env file.",
    '''```bash
# jobs/longdoc-clf/a10g.env
MODEL_NAME=microsoft/deberta-v3-base
MAX_SEQ_LEN=1024
PER_DEVICE_TRAIN_BATCH_SIZE=32
GRADIENT_ACCUMULATION_STEPS=1
LEARNING_RATE=3e-5
```''',
    ["PER_DEVICE_TRAIN_BATCH_SIZE=16", "GRADIENT_ACCUMULATION_STEPS=2"], ["PER_DEVICE_TRAIN_BATCH_SIZE=32"]),
  C("How can I fit longer sequences on the A10Gs without lowering the batch further?",
    '''Turn on gradient checkpointing (`gradient_checkpointing=True` in TrainingArguments). It recomputes activations during the backward pass and cuts activation memory by roughly 60-70% at the cost of about 20-30% more step time.'''),
  fix=[("PER_DEVICE_TRAIN_BATCH_SIZE=32", "PER_DEVICE_TRAIN_BATCH_SIZE=16"),
       ("GRADIENT_ACCUMULATION_STEPS=1", "GRADIENT_ACCUMULATION_STEPS=2")])

S(48, "serving", "literal", "code_block", "lookalike",
  T("Register the new ranker .mar with the running TorchServe.",
    '''```bash
curl -X POST "http://localhost:8080/models?url=ranker.mar&initial_workers=2&synchronous=true"
```''',
    "Build is green, thanks. One thing: registering goes through the management API on 8081, 8080 is inference only",
    "localhost:8080/models", "localhost:8081/models"),
  R("Scale the ranker to 4 workers and then unregister the old 1.0 version.",
    '''```bash
curl -X PUT "http://localhost:8080/models/ranker?min_worker=4&synchronous=true"
curl -X DELETE "http://localhost:8080/models/ranker/1.0"
```''',
    ["localhost:8081/models/ranker?min_worker=4", "localhost:8081/models/ranker/1.0"], ["localhost:8080/models"]),
  C("Send a test request to the ranker.",
    '''```bash
curl -X POST http://localhost:8080/predictions/ranker -T samples/query_17.json
```

The response is the list of scores in the order of the candidates.'''),
  fix=[("localhost:8080/models", "localhost:8081/models")],
  cflags=["8081/predictions"], cneeds=["localhost:8080/predictions/ranker"])

S(49, "data-splits", "semantic", "reworded", "same_topic",
  T("Set up 5-fold stratified CV with a fixed seed.",
    '''```python
cv = StratifiedKFold(n_splits=5, random_state=0)
```

The `random_state` fixes the shuffled assignment of rows to folds.''',
    "StratifiedKFold doesn't shuffle unless shuffle=True, and setting random_state without it raises a ValueError in current sklearn. StratifiedKFold(n_splits=5, shuffle=True, random_state=0)",
    "StratifiedKFold(n_splits=5, random_state=0)", "StratifiedKFold(n_splits=5, shuffle=True, random_state=0)"),
  R("Why do my CV folds look identical across seeds?",
    '''They shouldn't: `KFold(n_splits=10, random_state=seed)` shuffles the rows with that seed before cutting the folds, so different seeds give different folds. Check that `seed` actually changes between your runs.''',
    ["shuffle=True"], [r"re:(?i)shuffles the rows with that seed"]),
  C("How many folds should I use for 3,000 labelled examples?",
    '''5 folds is a reasonable default at that size: each validation fold has about 600 examples, enough for a stable F1. Use 10 only if training is cheap and you need tighter variance estimates.'''),
  fix=[("They shouldn't: `KFold(n_splits=10, random_state=seed)` shuffles the rows with that seed before cutting the folds, so different seeds give different folds. Check that `seed` actually changes between your runs.",
        "Because `KFold` doesn't shuffle by default: without `shuffle=True` the folds are contiguous blocks and `random_state` has no effect (recent scikit-learn raises an error). Use `KFold(n_splits=10, shuffle=True, random_state=seed)`.")])

S(50, "mlflow", "paraphrase", "reworded", "lookalike",
  T("Point the Databricks training notebook at the ranker experiment.",
    '''```python
import mlflow

mlflow.set_experiment("ranker")
with mlflow.start_run():
    ...
```''',
    'on Databricks experiment names are workspace paths. Ours is /Shared/search-ml/ranker, a bare "ranker" errors out',
    'mlflow.set_experiment("ranker")', 'mlflow.set_experiment("/Shared/search-ml/ranker")'),
  R("The Databricks job for the ranker retrain needs its experiment set too.",
    '''```python
exp = mlflow.set_experiment(experiment_name="ranker")
print(exp.experiment_id)
```''',
    ['experiment_name="/Shared/search-ml/ranker"'], ['experiment_name="ranker"']),
  C("Register the best run's model in the workspace registry.",
    '''```python
mv = mlflow.register_model(f"runs:/{best_run_id}/model", "ranker")
print(mv.version)
```

Registered model names in the workspace registry are plain names, not paths.'''),
  fix=[('experiment_name="ranker"', 'experiment_name="/Shared/search-ml/ranker"')],
  cflags=["/Shared/search-ml/ranker"], cneeds=['register_model(f"runs:/{best_run_id}/model", "ranker")'])

S(51, "serving", "paraphrase", "reworded", "lookalike",
  T("InferenceService manifest for the sentiment model.",
    '''```yaml
apiVersion: serving.kubeflow.org/v1beta1
kind: InferenceService
metadata:
  name: sentiment
  namespace: ml-serving
spec:
  predictor:
    model:
      modelFormat: {name: huggingface}
      storageUri: s3://acme-ml-artifacts/models/sentiment/v3
```''',
    "serving.kubeflow.org is the old KFServing group. We run KServe 0.11, so apiVersion: serving.kserve.io/v1beta1",
    "apiVersion: serving.kubeflow.org/v1beta1", "apiVersion: serving.kserve.io/v1beta1"),
  R("Canary the new ranker version behind the existing InferenceService.",
    '''```yaml
apiVersion: serving.kubeflow.org/v1alpha2
kind: InferenceService
metadata:
  name: ranker
  namespace: ml-serving
spec:
  predictor:
    canaryTrafficPercent: 10
    model:
      modelFormat: {name: pytorch}
      storageUri: s3://acme-ml-artifacts/models/ranker/v8
```''',
    ["apiVersion: serving.kserve.io/v1beta1"], ["serving.kubeflow.org"]),
  C("And the PyTorchJob that trains the ranker?",
    '''The Training Operator keeps its own API group:

```yaml
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: ranker-train
  namespace: ml-train
```'''),
  fix=[("apiVersion: serving.kubeflow.org/v1alpha2", "apiVersion: serving.kserve.io/v1beta1")],
  cflags=["kserve.io"], cneeds=["apiVersion: kubeflow.org/v1", "kind: PyTorchJob"])

S(52, "pytorch", "semantic", "prose_claim", "lookalike",
  T("Add a OneCycleLR schedule to the training loop.",
    '''```python
scheduler = OneCycleLR(optimizer, max_lr=3e-4, total_steps=cfg.epochs * len(train_loader))
for epoch in range(cfg.epochs):
    for batch in train_loader:
        loss = step(batch)
        optimizer.step()
        optimizer.zero_grad()
    scheduler.step()
```''',
    "OneCycleLR is stepped per batch. total_steps is epochs x len(loader), so scheduler.step() belongs right after optimizer.step(), not at the end of the epoch",
    "        optimizer.zero_grad()\n    scheduler.step()",
    "        optimizer.zero_grad()\n        scheduler.step()"),
  R("Explain to the new hire when to call scheduler.step() with OneCycleLR.",
    '''With `OneCycleLR`, call `scheduler.step()` once per epoch, after the inner loop over batches has finished; the schedule then ramps the learning rate up and back down over the course of training.''',
    [r"re:(?i)(after every|after each|once per|every) (batch|optimizer step|training step)"], [r"re:(?i)once per epoch"]),
  C("And with StepLR(step_size=10, gamma=0.1)?",
    '''`StepLR` counts epochs: call `scheduler.step()` once per epoch, after the inner loop over batches, and the learning rate drops 10x every 10 epochs.'''),
  fix=[("call `scheduler.step()` once per epoch, after the inner loop over batches has finished;",
        "call `scheduler.step()` once per batch, right after `optimizer.step()` (its `total_steps` counts batches);")],
  cflags=[r"re:(?i)once per batch", "after `optimizer.step()`"], cneeds=["once per epoch", "StepLR"])

S(53, "features", "literal", "code_block", "lookalike",
  T("Fetch online features for a user at request time.",
    '''```python
features = store.get_online_features(
    feature_refs=["user_stats:txn_count_7d", "user_stats:avg_amount_30d"],
    entity_rows=[{"user_id": user_id}],
).to_dict()
```''',
    "didn't we move to Feast 0.36? The argument is features= there, feature_refs= was removed",
    "feature_refs=", "features="),
  R("Batch the online lookup for a list of candidate merchants.",
    '''```python
resp = store.get_online_features(
    feature_refs=["merchant_stats:chargeback_rate_90d", "merchant_stats:txn_count_1d"],
    entity_rows=[{"merchant_id": m} for m in candidate_ids],
)
frame = resp.to_df()
```''',
    ['features=["merchant_stats:chargeback_rate_90d"'], ["feature_refs="]),
  C("Build the point-in-time training set from Feast.",
    '''```python
feature_refs = ["user_stats:txn_count_7d", "user_stats:avg_amount_30d"]
training_df = store.get_historical_features(
    entity_df=orders[["user_id", "event_timestamp"]],
    features=feature_refs,
).to_df()
```'''),
  fix=[("feature_refs=", "features=")],
  cflags=["features = [", "features=features"], cneeds=["feature_refs = [", "features=feature_refs"])

S(54, "training-jobs", "literal", "reworded", "unrelated",
  T("Labels for the training Job so it passes the admission webhook.",
    '''```yaml
metadata:
  labels:
    team: search-ml
    cost-center: "4401"
    workload: training
```''',
    "our cost center is 4410, you've got 4401. The webhook accepts it but finance bills the wrong team",
    'cost-center: "4401"', 'cost-center: "4410"'),
  R("What labels does the eval CronJob need?",
    '''Same set as the training jobs: `team: search-ml`, `workload: evaluation` and `cost-center: "4401"`; without the cost-center label the admission webhook rejects the pod.''',
    ['cost-center: "4410"'], ["4401"]),
  C("What does `nvidia-smi -L` print?",
    '''One line per GPU with its index, model and UUID, for example `GPU 0: NVIDIA A10G (UUID: GPU-8f2c...)`; with MIG enabled it also lists each MIG device under its parent GPU.'''),
  fix=[('"4401"', '"4410"')])

S(55, "training-jobs", "paraphrase", "equivalent_construct", "already_correct",
  T("sbatch header for a 4-GPU training job.",
    '''```bash
#!/bin/bash
#SBATCH --job-name=ranker-train
#SBATCH --partition=gpu
#SBATCH --gres=gpu:4
#SBATCH --cpus-per-task=32
#SBATCH --time=24:00:00
```''',
    "there's no `gpu` partition on our cluster. It's gpu-a100 (gpu-a10g for the small stuff)",
    "#SBATCH --partition=gpu", "#SBATCH --partition=gpu-a100"),
  R("Give me an interactive shell on a GPU node to debug the dataloader.",
    '''```bash
srun -p gpu --gres=gpu:1 --cpus-per-task=8 --time=02:00:00 --pty bash -l
```''',
    [r"re:-p gpu-a(100|10g)"], [r"re:-p gpu(?![-\w])"]),
  C("How do I see how many A100 nodes are idle right now?",
    '''```bash
sinfo -p gpu-a100 -t idle -o "%n %G %C"
```

That lists each idle node with its GPUs and CPU usage.'''),
  fix=[("srun -p gpu ", "srun -p gpu-a10g ")],
  cneeds=["sinfo -p gpu-a100"])

S(56, "data-splits", "semantic", "code_block", "same_topic",
  T("Cross-validate the weekly demand forecaster.",
    '''```python
cv = KFold(n_splits=5, shuffle=True, random_state=0)
scores = cross_val_score(model, X, y, cv=cv, scoring="neg_mean_absolute_error")
```''',
    "shuffled KFold trains on the future and tests on the past, so the MAE is far too optimistic. For the forecaster use TimeSeriesSplit",
    "cv = KFold(n_splits=5, shuffle=True, random_state=0)", "cv = TimeSeriesSplit(n_splits=5)"),
  R("Tune the forecaster's hyperparameters with a grid search.",
    '''```python
search = GridSearchCV(
    LGBMRegressor(),
    param_grid={"num_leaves": [31, 63], "learning_rate": [0.05, 0.1]},
    cv=KFold(n_splits=5, shuffle=True, random_state=42),
    scoring="neg_mean_absolute_error",
)
search.fit(X, y)
```''',
    ["TimeSeriesSplit("], ["KFold("]),
  C("Which metric should we report for the forecaster?",
    '''Report MAE in units per week alongside WAPE (sum of absolute errors over sum of actuals), so stores with very different volumes stay comparable; keep the seasonal-naive baseline next to both.'''),
  fix=[("cv=KFold(n_splits=5, shuffle=True, random_state=42)", "cv=TimeSeriesSplit(n_splits=5)")])

S(57, "sklearn", "paraphrase", "other_identifier", "lookalike",
  T("Grid search C for the scaled logistic regression pipeline.",
    '''```python
pipe = Pipeline([("scale", StandardScaler()), ("logreg", LogisticRegression(max_iter=1000))])
param_grid = {"C": [0.1, 1, 10]}
search = GridSearchCV(pipe, param_grid, cv=5, scoring="roc_auc")
```''',
    'ran it, thanks, but with a Pipeline the grid keys need the step prefix: logreg__C. It raised "Invalid parameter C"',
    '{"C": [0.1, 1, 10]}', '{"logreg__C": [0.1, 1, 10]}'),
  R("Also search class weights on that pipeline, with a wider C range.",
    '''```python
param_grid = {
    "C": [0.01, 0.1, 1, 10],
    "class_weight": [None, "balanced"],
}
search = GridSearchCV(pipe, param_grid, cv=5, scoring="roc_auc", n_jobs=-1)
```''',
    ['"logreg__C"', '"logreg__class_weight"'], ['"C":', '"class_weight":']),
  C("Tune C for the plain LogisticRegression baseline, no pipeline.",
    '''```python
search = GridSearchCV(LogisticRegression(max_iter=1000), {"C": [0.1, 1, 10]}, cv=5, scoring="roc_auc")
search.fit(X_train_scaled, y_train)
```'''),
  fix=[('"C":', '"logreg__C":'), ('"class_weight":', '"logreg__class_weight":')],
  cflags=["logreg__C"], cneeds=['GridSearchCV(LogisticRegression(max_iter=1000), {"C": [0.1, 1, 10]}'])

S(58, "serving", "literal", "reworded", "lookalike",
  T("Will the 7B model in half precision fit on one of the L4 inference nodes?",
    '''Barely: the L4 has 16 GB of VRAM and the half-precision weights alone are about 14 GB, so there's little room for the KV cache. I'd load it in 8-bit.''',
    "L4 is 24 GB, not 16",
    "the L4 has 16 GB of VRAM", "the L4 has 24 GB of VRAM"),
  R("How many concurrent requests can the L4 node handle for the 7B model?",
    '''Not many in half precision. With 16 GB on the L4 and ~14 GB taken by the weights, the KV cache gets about 2 GB, which is only a handful of 2k-token sequences. Quantizing to 8-bit would free roughly 7 GB.''',
    [r"re:24 ?GB"], [r"re:16 ?GB on the L4"]),
  C("And the T4 boxes we still have in the old cluster?",
    '''The T4 has 16 GB of VRAM, so the 7B model only fits quantized: 4-bit weights take about 4 GB and leave room for the KV cache.'''),
  fix=[("With 16 GB on the L4 and ~14 GB taken by the weights, the KV cache gets about 2 GB, which is only a handful of 2k-token sequences.",
        "With 24 GB on the L4 and ~14 GB taken by the weights, the KV cache gets about 10 GB, enough for a few dozen 2k-token sequences.")],
  cflags=["24 GB"], cneeds=["The T4 has 16 GB"], literal="16 GB")

S(59, "serving", "literal", "code_block", "same_topic",
  T("Export the intent classifier to ONNX for the edge boxes.",
    '''```python
torch.onnx.export(
    model, (input_ids, attention_mask), "intent.onnx",
    input_names=["input_ids", "attention_mask"], output_names=["logits"],
    dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"}},
    opset_version=19,
)
```''',
    "The edge boxes run onnxruntime 1.14, which tops out at opset 18. We standardize on opset_version=17",
    "opset_version=19", "opset_version=17"),
  R("Add an ONNX export step to the release script for the language-ID model that ships to the edge boxes.",
    '''```python
def export_langid(model, sample, path="artifacts/langid.onnx"):
    model.eval()
    torch.onnx.export(model, sample, path, opset_version=19, do_constant_folding=True,
                      input_names=["input_ids"], output_names=["logits"])
    return path
```''',
    ["opset_version=17"], ["opset_version=19"]),
  C("How do I check which opset an exported model uses?",
    '''```python
import onnx
m = onnx.load("intent.onnx")
print([(o.domain or "ai.onnx", o.version) for o in m.opset_import])
```'''),
  fix=[("opset_version=19", "opset_version=17")])

S(60, "distributed", "semantic", "prose_claim", "already_correct",
  T("Per-GPU batch is only 2 for the segmentation model. Is BatchNorm a problem with DDP?",
    '''No. DDP synchronizes BatchNorm across the GPUs, so the statistics are computed over the global batch of 16 and the small per-GPU batch doesn't matter.''',
    "DDP doesn't do that, each rank normalizes with its own 2 samples. You need nn.SyncBatchNorm.convert_sync_batchnorm(model) before wrapping in DDP",
    "DDP synchronizes BatchNorm across the GPUs, so the statistics are computed over the global batch of 16",
    "DDP does not synchronize BatchNorm; convert the model with nn.SyncBatchNorm.convert_sync_batchnorm(model) so statistics use the global batch"),
  R("Any gotchas moving the detector from 1 GPU with batch 16 to 8 GPUs with batch 2 each?",
    '''Mostly the learning rate: keep it as is, since the global batch is still 16. BatchNorm is handled for you: DistributedDataParallel computes the batch statistics over all 8 GPUs, so the normalization sees the same 16 images as before.''',
    ["SyncBatchNorm"], [r"re:(?i)BatchNorm is handled for you"]),
  C("How do I convert the model to SyncBatchNorm?",
    '''```python
model = nn.SyncBatchNorm.convert_sync_batchnorm(model)
model = DDP(model.to(local_rank), device_ids=[local_rank])
```

Convert before wrapping; each rank then normalizes with statistics gathered across all ranks.'''),
  fix=[("BatchNorm is handled for you: DistributedDataParallel computes the batch statistics over all 8 GPUs, so the normalization sees the same 16 images as before.",
        "BatchNorm is the gotcha: DistributedDataParallel normalizes with each GPU's own 2 images, so convert the model with `nn.SyncBatchNorm.convert_sync_batchnorm(model)` before wrapping it.")],
  cneeds=["nn.SyncBatchNorm.convert_sync_batchnorm(model)"])


# ---------------------------------------------------------------- checks

def check(text, spec):
    """Exactly as run.py: 're:' entries are Python regexes, others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(rep, text):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", "", s).lower()


TOP = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
BUILD_ONLY = {"fix", "cflags", "cneeds", "literal"}
TEACH = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT = {"query", "output", "expect_contains", "expect_absent"}
CONTROL = {"query", "output"}

# Target mix, with tolerance ("roughly").
MIX = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)},
}


def validate(scen):
    errs = []
    seen_ids, seen_msgs = set(), {}
    for i, s in enumerate(scen, 1):
        sid = s.get("id", "?")
        e = lambda msg: errs.append("%s: %s" % (sid, msg))
        if set(s) != TOP | BUILD_ONLY:
            e("field set %s" % sorted(set(s) ^ (TOP | BUILD_ONLY)))
            continue
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid) or sid != "%s-%03d" % (PREFIX, i):
            e("id malformed or out of sequence (expected %s-%03d)" % (PREFIX, i))
        if sid in seen_ids:
            e("duplicate id")
        seen_ids.add(sid)
        if set(s["teach"]) != TEACH:
            e("teach fields %s" % sorted(s["teach"]))
        if set(s["repeat"]) != REPEAT:
            e("repeat fields %s" % sorted(s["repeat"]))
        if set(s["control"]) != CONTROL:
            e("control fields %s" % sorted(s["control"]))
        for sec in ("teach", "repeat", "control"):
            for k, v in s[sec].items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        e("%s.%s must be a list of non-empty strings" % (sec, k))
                elif not isinstance(v, str) or not v.strip():
                    e("%s.%s empty or not a string" % (sec, k))
        if not isinstance(s["topic"], str) or not s["topic"]:
            e("topic empty")
        if s["difficulty"] not in DIFFICULTY:
            e("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KIND:
            e("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATION:
            e("repeat_variation %r" % s["repeat_variation"])
        t, r, c = s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            e("gold_wrong equals gold_right")
        msg = t["message"].strip()
        if msg in seen_msgs:
            e("teach.message shared with %s" % seen_msgs[msg])
        seen_msgs[msg] = sid
        specs = r["expect_contains"] + r["expect_absent"] + (s["cflags"] or []) + (s["cneeds"] or [])
        for spec in specs:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if not r["expect_contains"] and not r["expect_absent"]:
            e("repeat has no checks")
        if errs and errs[-1].startswith(sid + ": bad regex"):
            continue
        # the repeat as written must fail its own check
        if passes(r, r["output"]):
            e("repeat passes its own check as written")
        # the fixed repeat must pass
        fixed = r["output"]
        if not s["fix"]:
            e("no fix given")
        for old, new in s["fix"] or []:
            if old not in fixed:
                e("fix target %r not in repeat" % old[:60])
            fixed = fixed.replace(old, new)
        if not passes(r, fixed):
            miss = [x for x in r["expect_contains"] if not check(fixed, x)]
            pres = [x for x in r["expect_absent"] if check(fixed, x)]
            e("fixed repeat fails (missing %s, present %s)" % (miss, pres))
        # literal text recurs in the repeat
        if s["difficulty"] == "literal":
            lit = s["literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                e("literal text %r does not recur in repeat" % lit)
            if s["literal"] and norm(s["literal"]) not in norm(t["output"]):
                e("literal text %r not in teach.output" % s["literal"])
        elif s["literal"]:
            e("literal given for a %s scenario" % s["difficulty"])
        # control flags / needs
        ck = s["control_kind"]
        if ck == "lookalike":
            if not s["cflags"]:
                e("lookalike control needs cflags")
            if not s["cneeds"]:
                e("lookalike control needs cneeds")
            flags = list(s["cflags"] or [])
        else:
            flags = list(r["expect_absent"]) + [t["gold_wrong"]] + list(s["cflags"] or [])
            if ck == "already_correct" and not s["cneeds"]:
                e("already_correct control needs cneeds")
        for f in flags:
            if check(c["output"], f):
                e("control matches cflag %r" % f)
        for n in s["cneeds"] or []:
            if not check(c["output"], n):
                e("control lacks cneed %r" % n)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            e("control output duplicates another turn")
    if len(scen) != 60:
        errs.append("expected 60 scenarios, have %d" % len(scen))
    for field, want in MIX.items():
        got = Counter(s[field] for s in scen)
        for k, (lo, hi) in want.items():
            if not lo <= got.get(k, 0) <= hi:
                errs.append("mix: %s=%s is %d, want %d..%d" % (field, k, got.get(k, 0), lo, hi))
    var = Counter(s["repeat_variation"] for s in scen)
    for v in VARIATION:
        if not var.get(v):
            errs.append("mix: repeat_variation %s unused" % v)
    main = var["reworded"] + var["code_block"]
    if main < len(scen) // 2:
        errs.append("mix: reworded+code_block is %d, want at least half" % main)
    for v in VARIATION[2:]:
        if var[v] > min(var["reworded"], var["code_block"]):
            errs.append("mix: %s (%d) outnumbers reworded or code_block" % (v, var[v]))
    return errs


def cross_warnings(scen):
    """Informational: a scenario's wrong text appearing in another scenario's turns."""
    out = []
    for a in scen:
        w = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                if w in b[part]["output"]:
                    out.append("%s gold_wrong %r appears in %s %s.output" % (a["id"], w[:40], b["id"], part))
    return out


# ---------------------------------------------------------------- output

README = """# dev29: learning-loop scenarios (machine learning engineering)

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

`scenarios.jsonl` holds {n} hand-written scenarios in the format of
`../shared/eval/loop/scenarios_dev.jsonl` (see `../shared/eval/loop/README.md`, "Scenario rules"):
a teach conversation where the user corrects one mistake, a repeat in another session whose
answer makes the same mistake again, and a control that must come back byte-identical.

Theme: machine learning engineering: PyTorch, Hugging Face transformers and datasets,
scikit-learn, pandas and numpy in notebooks, experiment tracking (MLflow, Weights & Biases),
model serving (Triton, TorchServe, KServe, ONNX), GPU and CUDA settings, distributed training,
data splits, and team conventions for training jobs.

## Counts

- difficulty: {difficulty}
- control_kind: {control_kind}
- repeat_variation: {repeat_variation}
- topic: {topic}

## Run

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev29/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev29/scenarios.jsonl                   # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev29/scenarios.jsonl    # gold spans, retrieval + application only
```

Add `--out loop-dev29.json` to keep the report apart from other runs.

## Regenerate

`python3 eval/dev29/build.py` validates every scenario (exact field sets, enums, gold_wrong in
the teach output, every repeat failing its own check as written and passing once its recorded
fix is applied, literal text recurring, control flags and needs, the mix, unique teach messages)
and rewrites `scenarios.jsonl` and this README only if all checks pass.
"""


def fmt(counter, order=None):
    keys = order or sorted(counter, key=lambda k: (-counter[k], k))
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter[k])


def main():
    errs = validate(SCENARIOS)
    if errs:
        print("REFUSING TO WRITE: %d problem(s)" % len(errs), file=sys.stderr)
        for x in errs:
            print("  " + x, file=sys.stderr)
        return 1
    counts = {f: Counter(s[f] for s in SCENARIOS) for f in ("difficulty", "control_kind", "repeat_variation", "topic")}
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation",
                                                  "control_kind", "teach", "repeat", "control")},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(
            n=len(SCENARIOS),
            difficulty=fmt(counts["difficulty"], DIFFICULTY),
            control_kind=fmt(counts["control_kind"], CONTROL_KIND),
            repeat_variation=fmt(counts["repeat_variation"], VARIATION),
            topic=fmt(counts["topic"])))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:       " + fmt(counts["difficulty"], DIFFICULTY))
    print("control_kind:     " + fmt(counts["control_kind"], CONTROL_KIND))
    print("repeat_variation: " + fmt(counts["repeat_variation"], VARIATION))
    warn = cross_warnings(SCENARIOS)
    if warn:
        print("note: %d cross-scenario overlap(s) of wrong text (informational):" % len(warn))
        for w in warn:
            print("  " + w)
    return 0


if __name__ == "__main__":
    sys.exit(main())
