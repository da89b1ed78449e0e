#!/usr/bin/env python3
"""Build eval/heldout10/scenarios.jsonl (60 teach -> repeat -> control scenarios) and README.md.

Standard library only. The scenarios are held as data below; every scenario is
validated before anything is written:

  * ids unique (h10-001 .. h10-060), tags from the allowed sets;
  * teach.gold_wrong occurs in teach.output, gold_right differs;
  * literal scenarios: the wrong text (`core`) recurs in the repeat output
    (up to case and white space);
  * the repeat output as written FAILS its checks, and the corrected repeat
    (built here from `fix`, never written to the jsonl) PASSES them;
  * the control output is correct as is: for non-lookalike controls none of the
    repeat's expect_absent entries hits it, and for every control its own
    `c_absent` list (what would be wrong in the control's context) is absent;
    lookalike controls must contain their `look` text, already_correct
    controls their `c_has` text;
  * every `re:` pattern compiles and uses only syntax shared by Python re and
    Go RE2 (no lookarounds, no backreferences, global flags only at the start);
  * teach, repeat, control and corrected outputs have 5-25 lines; correction
    messages are unique.

Run:  python3 build.py
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

AREA = {
    "numpy": "scientific", "scipy": "scientific", "r": "scientific", "julia": "scientific",
    "slurm": "scientific", "matlab": "scientific",
    "wordpress": "cms_ecommerce", "shopify": "cms_ecommerce", "magento": "cms_ecommerce",
    "woocommerce": "cms_ecommerce",
    "electron": "desktop", "qt": "desktop", "maui": "desktop",
    "mqtt": "iot", "home_assistant": "iot", "esphome": "iot", "zigbee2mqtt": "iot",
    "quickbooks": "erp_accounting", "xero": "erp_accounting", "odoo": "erp_accounting",
    "accounting": "erp_accounting", "stripe": "erp_accounting", "sap_b1": "erp_accounting",
    "datev": "erp_accounting",
    "ffmpeg": "audio_video", "gstreamer": "audio_video",
    "office": "office_team", "excel": "office_team", "jira": "office_team",
}


def T(s):
    """Text block: drop the leading newline of a triple-quoted block and trailing space."""
    if s.startswith("\n"):
        s = s[1:]
    return s.rstrip()


SCENARIOS = []


def S(**kw):
    SCENARIOS.append(kw)


# =====================================================================
# Scientific and numerical computing
# =====================================================================

S(id="h10-001", topic="numpy", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""I have 12 replicate absorbance measurements in a NumPy array `samples`. How do I get the mean and the standard deviation to report with ± in the paper?""",
  to=T(r"""
You can get both in a few lines:

```python
import numpy as np

samples = np.loadtxt("plate3_abs.csv", delimiter=",")
mean = samples.mean()
sd = np.std(samples)
print(f"A600 = {mean:.3f} ± {sd:.3f} (n={samples.size})")
```

If you also want the standard error of the mean, divide `sd` by `np.sqrt(samples.size)`.
For n=12 the ± value is usually reported as mean ± SD in the methods section.
"""),
  msg=r"""np.std defaults to ddof=0, that's the population SD. For 12 replicates we need the sample SD, so np.std(samples, ddof=1).""",
  gw=r"""sd = np.std(samples)""", gr=r"""sd = np.std(samples, ddof=1)""",
  rq=r"""new batch: `readings` holds 8 repeat measurements of the reference thermometer. quick snippet for mean ± sd?""",
  ro=T(r"""
Here's a compact version:

```python
import numpy as np

readings = np.array([20.12, 20.09, 20.15, 20.11, 20.10, 20.14, 20.08, 20.13])
mu = readings.mean()
sigma = np.std(readings)
print(f"T_ref = {mu:.2f} ± {sigma:.2f} °C")
```

With only 8 points, consider also reporting the min and max so readers see the spread.
"""),
  contains=["ddof=1"], absent=["np.std(readings)"],
  fix=[("sigma = np.std(readings)", "sigma = np.std(readings, ddof=1)")],
  cq=r"""I'm standardizing features by hand before feeding them to a model that was trained with sklearn's StandardScaler, and the numbers must match exactly. How do I compute the per-column scale?""",
  co=T(r"""
StandardScaler uses the population standard deviation (ddof=0), so plain `np.std` matches it:

```python
import numpy as np

mu = X_train.mean(axis=0)
scale = np.std(X_train, axis=0)
scale[scale == 0] = 1.0          # same guard StandardScaler applies to constant columns
X_train_std = (X_train - mu) / scale
X_test_std = (X_test - mu) / scale
```

You can verify with `np.allclose(scale, scaler.scale_)` after fitting the scaler on `X_train`.
"""),
  look="np.std(X_train", c_absent=["ddof=1"])

S(id="h10-002", topic="scipy", difficulty="literal", variation="reordered_args",
  control_kind="already_correct", core="import simps",
  tq=r"""How do I integrate a sampled spectrum over wavelength with Simpson's rule in SciPy? We're on SciPy 1.14.""",
  to=T(r"""
Use the Simpson integrator from `scipy.integrate` on the sampled arrays:

```python
import numpy as np
from scipy.integrate import simps

wl = np.loadtxt("lamp_spectrum.txt", usecols=0)      # nm
irr = np.loadtxt("lamp_spectrum.txt", usecols=1)     # W m^-2 nm^-1
total = simps(irr, wl)
print(f"integrated irradiance: {total:.2f} W/m^2")
```

The wavelength grid doesn't need to be uniform; the x values are used for the spacing.
"""),
  msg=r"""simps was removed in 1.14, it's scipy.integrate.simpson now""",
  gw=r"""from scipy.integrate import simps""", gr=r"""from scipy.integrate import simpson""",
  rq=r"""integrate a photodiode current trace over time with simpson's rule, x is t_s and y is i_a""",
  ro=T(r"""
With SciPy you can pass the samples and the time axis by keyword:

```python
from scipy.integrate import simps

charge = simps(y=i_a, x=t_s)        # coulombs, since i_a is in amperes
print(f"collected charge: {charge:.4e} C")
```

If the sampling is uniform you could pass `dx=t_s[1] - t_s[0]` instead of `x`.
"""),
  contains=["simpson("], absent=[r"re:\bsimps\b"],
  fix=[("import simps", "import simpson"), ("simps(y=i_a", "simpson(y=i_a")],
  cq=r"""trapezoid vs simpson for the area of a noisy chromatogram peak? scipy 1.14""",
  co=T(r"""
Both live in `scipy.integrate`; for a smooth, densely sampled peak they agree closely.

```python
from scipy.integrate import simpson, trapezoid

area_simpson = simpson(signal, x=rt_min)
area_trap = trapezoid(signal, x=rt_min)
print(area_simpson, area_trap)
```

On noisy data Simpson's rule can amplify point-to-point noise slightly because it fits
parabolas through triples of samples; the trapezoidal rule is more robust there.
Baseline-subtract before integrating either way.
"""),
  c_has=["simpson(signal"])

S(id="h10-003", topic="r", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""Beginner R question: I have a vector `readings` from read.csv and I want the first value and the last value.""",
  to=T(r"""
You can index vectors with square brackets:

```r
data <- read.csv("logger_07.csv")
readings <- data$temp_c

first_reading <- readings[0]
last_reading <- readings[length(readings)]

cat("first:", first_reading, "last:", last_reading, "\n")
```

`length()` returns the number of elements, so it points at the final position.
You can also use `tail(readings, 1)` for the last value.
"""),
  msg=r"""readings[0] just gives numeric(0) — R indexes from 1, so the first value is readings[1]""",
  gw=r"""first_reading <- readings[0]""", gr=r"""first_reading <- readings[1]""",
  rq=r"""in R how do i grab the first temperature in the temps vector and subtract it from all values (baseline)?""",
  ro=T(r"""
Take the first element and subtract it from the whole vector; R recycles the scalar:

```r
temps <- df$temperature
baseline <- temps[0]
temps_rel <- temps - baseline
summary(temps_rel)
```

Every value in `temps_rel` is now relative to the starting temperature, so the series
starts at 0.
"""),
  contains=[r"re:temps\[\[?1\]|head\(temps, 1\)"], absent=["temps[0]"],
  fix=[("baseline <- temps[0]", "baseline <- temps[1]")],
  cq=r"""Same analysis in Python: temps is a list loaded from the CSV, how do I baseline it against the first value?""",
  co=T(r"""
In Python lists are zero-indexed, so the first element is `temps[0]`:

```python
import csv

with open("logger_07.csv", newline="") as f:
    temps = [float(row["temperature"]) for row in csv.DictReader(f)]

baseline = temps[0]
temps_rel = [t - baseline for t in temps]
print(min(temps_rel), max(temps_rel))
```

With NumPy the same thing is `arr - arr[0]` on an array.
"""),
  look="temps[0]", c_absent=["temps[1]"])

S(id="h10-004", topic="julia", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""Julia 1.10: I'm looping i = 1:20 and want to save each result to a file named run_<i>.csv. How do I build the filename?""",
  to=T(r"""
Build the name from a prefix and the loop counter, then write it with CSV.jl:

```julia
using CSV, DataFrames

for i in 1:20
    result = simulate(params; seed = i)
    fname = "run_" + string(i) + ".csv"
    CSV.write(joinpath("out", fname), DataFrame(result))
end
```

`joinpath` keeps the path portable between Linux and Windows.
"""),
  msg=r"""julia doesn't use + for strings, that throws a MethodError. concatenation is * (or just interpolate: "run_$(i).csv")""",
  gw=r"""fname = "run_" + string(i) + ".csv" """.rstrip(), gr=r"""fname = "run_" * string(i) * ".csv" """.rstrip(),
  rq=r"""parameter sweep in julia over k in 0:5:50, save each state as sweep_<k>.jld2 with JLD2""",
  ro=T(r"""
JLD2's `jldsave` takes the path and keyword arguments for the variables to store:

```julia
using JLD2

for k in 0:5:50
    state = run_sweep(k)
    path = "results/sweep_" + string(k) + ".jld2"
    jldsave(path; state, k)
end
```

Each file then holds `state` and `k`, loadable with `load(path, "state")`.
"""),
  contains=[r're:"results/sweep_" \* string\(k\)|sweep_\$\(?k'],
  absent=[r're:"results/sweep_"\s*\+', r'''re:\+\s*"\.jld2"'''],
  fix=[('path = "results/sweep_" + string(k) + ".jld2"', 'path = "results/sweep_" * string(k) * ".jld2"')],
  cq=r"""The post-processing script for the same sweep is in Python. How do I build the results/sweep_<k>.h5 paths there?""",
  co=T(r"""
In Python `+` concatenates strings, but `k` has to be converted first:

```python
import h5py

for k in range(0, 55, 5):
    path = "results/sweep_" + str(k) + ".h5"
    with h5py.File(path, "r") as f:
        energy = f["state/energy"][()]
        print(k, energy.mean())
```

An f-string (`f"results/sweep_{k}.h5"`) does the same and reads a bit better.
"""),
  look='"results/sweep_" +', c_absent=['"results/sweep_" *', '* str(k)'])

S(id="h10-005", topic="slurm", difficulty="paraphrase", variation="equivalent_construct",
  control_kind="lookalike",
  tq=r"""Can you write me an sbatch script for a single-GPU PyTorch training run on our cluster? 8 CPUs, 12 hours.""",
  to=T(r"""
Here's a minimal script:

```bash
#!/bin/bash
#SBATCH --job-name=resnet-train
#SBATCH --partition=gpu
#SBATCH --gres=gpu:1
#SBATCH --cpus-per-task=8
#SBATCH --time=12:00:00
#SBATCH --output=logs/%x-%j.out

module load cuda/12.2
source ~/venvs/torch/bin/activate
srun python train.py --epochs 90 --workers $SLURM_CPUS_PER_TASK
```

Submit with `sbatch train.sbatch` and follow it with `squeue --me`.
"""),
  msg=r"""Thanks. Our cluster has no partition called gpu though, the A100 nodes are in gpu-a100.""",
  gw=r"""#SBATCH --partition=gpu""" + "\n", gr=r"""#SBATCH --partition=gpu-a100""" + "\n",
  rq=r"""how do I get an interactive shell on a GPU node to debug my dataloader?""",
  ro=T(r"""
Use `srun` with a pseudo-terminal; the allocation ends when you exit the shell:

```bash
srun -p gpu --gres=gpu:1 --cpus-per-task=4 --mem=32G --time=01:00:00 --pty bash -l
```

Once you're on the node:

```bash
nvidia-smi
python -c "import torch; print(torch.cuda.is_available())"
```

Keep interactive sessions short; they count against your fair-share like batch jobs.
"""),
  contains=["gpu-a100"], absent=[r"re:-p gpu\s", r"re:--partition=gpu\s"],
  fix=[("srun -p gpu --gres", "srun -p gpu-a100 --gres")],
  cq=r"""how can I see how many GPUs my running jobs actually got allocated?""",
  co=T(r"""
`scontrol` shows what each job requested and what it was given:

```bash
squeue --me -h -o %i | xargs -n1 scontrol show job | grep -E 'JobId=|AllocTRES='
```

Look for the `gres/gpu=` entry, e.g. `AllocTRES=cpu=8,mem=64G,node=1,billing=8,gres/gpu=1`.
For finished jobs `sacct` has the same information:

```bash
sacct --starttime today -X --format=JobID,JobName%20,State,AllocTRES%60
```

On the node itself, `nvidia-smi -L` lists only the GPUs your job's cgroup can see.
"""),
  look="gres/gpu", c_absent=["gres/gpu-a100", r"re:-p gpu\s"])

S(id="h10-006", topic="matlab", difficulty="semantic", variation="prose_claim",
  control_kind="lookalike",
  tq=r"""MATLAB: I'm collecting 5000 samples in a loop and it's slow. How do I preallocate?""",
  to=T(r"""
Growing an array inside a loop forces MATLAB to reallocate on every iteration.
Preallocate once before the loop:

```matlab
nSamples = 5000;
signal = zeros(nSamples);      % one slot per sample
for k = 1:nSamples
    signal(k) = readVoltage(daq, k);
end
```

`zeros(n)` gives you a vector of n zeros, which is exactly the size you need.
"""),
  msg=r"""careful, zeros(5000) is a 5000x5000 matrix (200 MB of doubles), not a vector. for a row vector it's zeros(1, nSamples).""",
  gw=r"""signal = zeros(nSamples);""", gr=r"""signal = zeros(1, nSamples);""",
  rq=r"""matlab preallocation for a results array of length numTrials in my experiment script?""",
  ro=T(r"""
Yes, preallocate before the trial loop. Calling `zeros` with the trial count creates
a vector with one element per trial:

```matlab
numTrials = 240;
rt = zeros(numTrials);
for t = 1:numTrials
    rt(t) = runTrial(t);
end
meanRT = mean(rt);
```

Since `zeros(numTrials)` is already a vector of length numTrials, `rt(t)` indexes it directly.
"""),
  contains=[r"re:zeros\((1, ?numTrials|numTrials, ?1)\)"], absent=["zeros(numTrials)"],
  fix=[("Calling `zeros` with the trial count creates\na vector with one element per trial:",
        "Calling `zeros(1, numTrials)` creates\na row vector with one element per trial:"),
       ("rt = zeros(numTrials);", "rt = zeros(1, numTrials);"),
       ("Since `zeros(numTrials)` is already a vector of length numTrials, `rt(t)` indexes it directly.",
        "With a single argument `zeros` would build a square numTrials-by-numTrials matrix instead.")],
  cq=r"""preallocate a covariance matrix for numSensors channels in MATLAB?""",
  co=T(r"""
For an n-by-n matrix, `zeros` with a single argument is exactly what you want:

```matlab
numSensors = 16;
C = zeros(numSensors);            % numSensors x numSensors
for i = 1:numSensors
    for j = i:numSensors
        C(i, j) = mean(X(:, i) .* X(:, j));
        C(j, i) = C(i, j);
    end
end
```

For centred data this matches `cov(X, 1)`; the built-in is faster, so keep the loop only
if you need a custom weighting.
"""),
  look="zeros(numSensors)", c_absent=["zeros(1, numSensors)"])

S(id="h10-007", topic="numpy", difficulty="paraphrase", variation="equivalent_construct",
  control_kind="same_topic",
  tq=r"""How do I make my bootstrap in NumPy reproducible? 1000 resamples of `x`.""",
  to=T(r"""
Seed the generator before resampling, then draw indices with replacement:

```python
import numpy as np

np.random.seed(42)
n = len(x)
boot_means = np.empty(1000)
for b in range(1000):
    idx = np.random.randint(0, n, size=n)
    boot_means[b] = x[idx].mean()

ci_low, ci_high = np.percentile(boot_means, [2.5, 97.5])
```

Running the script twice now gives identical confidence intervals.
"""),
  msg=r"""We don't use the legacy global seed in this repo — the convention is rng = np.random.default_rng(42) and then draw from rng (rng.integers etc.). The linter flags np.random.seed.""",
  gw=r"""np.random.seed(42)""", gr=r"""rng = np.random.default_rng(42)""",
  rq=r"""permutation test for the difference in means between groups a and b, reproducible please""",
  ro=T(r"""
Shuffle the pooled data, split it, and count how often the permuted difference is at
least as extreme as the observed one:

```python
import numpy as np

rs = np.random.RandomState(2024)
pooled = np.concatenate([a, b])
observed = a.mean() - b.mean()
count = 0
for _ in range(10_000):
    perm = rs.permutation(pooled)
    diff = perm[:len(a)].mean() - perm[len(a):].mean()
    count += abs(diff) >= abs(observed)
p_value = (count + 1) / (10_000 + 1)
```
"""),
  contains=[r"re:default_rng\("], absent=["RandomState(", "np.random.seed("],
  fix=[("rs = np.random.RandomState(2024)", "rng = np.random.default_rng(2024)"),
       ("perm = rs.permutation(pooled)", "perm = rng.permutation(pooled)")],
  cq=r"""how do I get a 95% CI of the mean with scipy.stats using the t distribution?""",
  co=T(r"""
For a t-based interval you only need the mean, the standard error and the t quantile:

```python
import numpy as np
from scipy import stats

n = x.size
m = x.mean()
se = stats.sem(x)                       # uses ddof=1
lo, hi = stats.t.interval(0.95, df=n - 1, loc=m, scale=se)
print(f"mean {m:.3f}, 95% CI [{lo:.3f}, {hi:.3f}]")
```

This assumes roughly normal data; with strong skew the bootstrap interval is safer.
"""))

S(id="h10-008", topic="slurm", difficulty="paraphrase", variation="other",
  control_kind="lookalike",
  tq=r"""My job keeps getting OOM-killed. I want 64 GB for it, what's the sbatch line?""",
  to=T(r"""
Request memory per node with `--mem`:

```bash
#SBATCH --nodes=1
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=16
#SBATCH --mem=64
```

After the job finishes, compare the request with what it actually used:

```bash
sacct -j $JOBID --format=JobID,MaxRSS,ReqMem,State
```

If MaxRSS is close to ReqMem, raise the request a bit more.
"""),
  msg=r"""--mem without a suffix is megabytes, so that asks for 64 MB. It has to be --mem=64G""",
  gw=r"""#SBATCH --mem=64""", gr=r"""#SBATCH --mem=64G""",
  rq=r"""assembly step needs about 128 gigs of RAM on one node, can you add that to my script""",
  ro=T(r"""
Add the memory request next to the CPU line:

```bash
#!/bin/bash
#SBATCH --job-name=spades-asm
#SBATCH --cpus-per-task=32
#SBATCH --mem=128
#SBATCH --time=2-00:00:00

spades.py -t $SLURM_CPUS_PER_TASK -m 128 -1 R1.fq.gz -2 R2.fq.gz -o asm/
```

SPAdes' own `-m` limit is in GB, so keep it in line with the Slurm request.
"""),
  contains=[r"re:--mem=(128G|131072)"], absent=[r"re:--mem=128\s"],
  fix=[("#SBATCH --mem=128\n", "#SBATCH --mem=128G\n")],
  cq=r"""I've got exclusive access to a bigmem node for this job. How do I ask for all of its memory without knowing the exact amount?""",
  co=T(r"""
Use `--mem=0`, which Slurm interprets as "all memory available on the node":

```bash
#SBATCH --partition=bigmem
#SBATCH --exclusive
#SBATCH --nodes=1
#SBATCH --mem=0
```

Check what you actually received inside the job:

```bash
scontrol show job $SLURM_JOB_ID | grep -o 'mem=[^,]*'
```

Some sites disable `--mem=0`; if the job is rejected, ask for a concrete value like `--mem=1500G`.
"""),
  look="--mem=0\n", c_absent=["--mem=0G", "--mem=0M"])

S(id="h10-009", topic="scipy", difficulty="semantic", variation="prose_claim",
  control_kind="same_topic",
  tq=r"""I fit a Michaelis-Menten curve with scipy.optimize.curve_fit. How do I get the uncertainties on Vmax and Km?""",
  to=T(r"""
`curve_fit` returns the optimal parameters and their covariance matrix:

```python
import numpy as np
from scipy.optimize import curve_fit

def mm(s, vmax, km):
    return vmax * s / (km + s)

popt, pcov = curve_fit(mm, substrate, rate, p0=[1.0, 0.5])
perr = pcov.diagonal()
print(f"Vmax = {popt[0]:.3f} ± {perr[0]:.3f}, Km = {popt[1]:.3f} ± {perr[1]:.3f}")
```

The diagonal of `pcov` holds the one-standard-deviation errors of the parameters.
"""),
  msg=r"""The diagonal of pcov is the variances, not the standard errors — you need np.sqrt(np.diag(pcov)). Right now the ± values are squared.""",
  gw=r"""perr = pcov.diagonal()""", gr=r"""perr = np.sqrt(np.diag(pcov))""",
  rq=r"""fitted an exponential decay y = a*exp(-t/tau) with curve_fit, how do i report tau with its error?""",
  ro=T(r"""
Take the parameter from `popt` and its uncertainty from the covariance matrix:

```python
import numpy as np
from scipy.optimize import curve_fit

popt, cov = curve_fit(lambda t, a, tau: a * np.exp(-t / tau), t, y, p0=[y[0], 5.0])
a, tau = popt
tau_err = cov[1, 1]
print(f"tau = {tau:.2f} ± {tau_err:.2f} s")
```

The diagonal elements of the covariance matrix are the standard errors of the fitted
parameters, so `cov[1, 1]` is the uncertainty on tau directly.
"""),
  contains=["sqrt"], absent=[r"re:tau_err = cov\[1, ?1\]", r"re:(?i)are the standard errors"],
  fix=[("tau_err = cov[1, 1]", "tau_err = np.sqrt(cov[1, 1])"),
       ("The diagonal elements of the covariance matrix are the standard errors of the fitted\nparameters, so `cov[1, 1]` is the uncertainty on tau directly.",
        "The diagonal elements of the covariance matrix are the variances of the fitted\nparameters, so take the square root of `cov[1, 1]` for the one-sigma error on tau.")],
  cq=r"""how do I get the correlation between Vmax and Km from the same fit?""",
  co=T(r"""
Normalise the covariance matrix by the outer product of the standard errors:

```python
import numpy as np

perr = np.sqrt(np.diag(pcov))
corr = pcov / np.outer(perr, perr)
print(f"corr(Vmax, Km) = {corr[0, 1]:.2f}")
```

Values close to ±1 mean the two parameters are strongly coupled: the data constrain a
combination of them better than either one alone. For Michaelis-Menten fits that is
common when the substrate range stays below Km.
"""))

S(id="h10-010", topic="r", difficulty="paraphrase", variation="equivalent_construct",
  control_kind="lookalike",
  tq=r"""R: the mean of the ozone column gives NA because of missing values. How do I ignore them?""",
  to=T(r"""
Most summary functions in base R take an argument to drop missing values first:

```r
aq <- airquality
mean(aq$Ozone, na.omit = TRUE)
sd(aq$Ozone, na.omit = TRUE)
```

If you want to count how many were missing:

```r
sum(is.na(aq$Ozone))
```
"""),
  msg=r"""it's na.rm, not na.omit — mean() quietly swallows unknown args through ... so you still get NA""",
  gw=r"""na.omit = TRUE""", gr=r"""na.rm = TRUE""",
  rq=r"""median daily rainfall per station, some days are NA""",
  ro=T(r"""
Group by station and take the median of each group's values:

```r
library(dplyr)

rain %>%
  group_by(station_id) %>%
  summarise(
    median_mm = median(rainfall_mm, na.omit = T),
    n_days = n()
  )
```

`n()` counts all rows in the group, including the days with missing rainfall.
"""),
  contains=[r"re:na\.rm ?= ?T(RUE)?\b"], absent=["na.omit = T"],
  fix=[("median(rainfall_mm, na.omit = T)", "median(rainfall_mm, na.rm = TRUE)")],
  cq=r"""I want to drop every row of the station data frame that has any NA before fitting lm(). Simplest way?""",
  co=T(r"""
`na.omit()` on the data frame removes every row that has a missing value in any column:

```r
rain_complete <- na.omit(rain)
nrow(rain) - nrow(rain_complete)   # rows dropped

fit <- lm(rainfall_mm ~ elevation_m + dist_coast_km, data = rain_complete)
summary(fit)
```

If only a few columns matter, restrict first: `na.omit(rain[, c("rainfall_mm", "elevation_m")])`.
`lm()` would drop incomplete rows by itself too (`na.action = na.omit` is the default).
"""),
  look="na.omit(rain)", c_absent=["na.rm(", "na.action = na.rm"])

# =====================================================================
# Content management and e-commerce
# =====================================================================

S(id="h10-011", topic="wordpress", difficulty="literal", variation="code_block",
  control_kind="lookalike", core="'wp_enqueue_script'",
  tq=r"""How do I load my child theme's stylesheet properly instead of using @import?""",
  to=T(r"""
Enqueue both the parent and the child styles from the child theme's `functions.php`:

```php
<?php
add_action( 'wp_enqueue_script', 'harbor_child_styles' );

function harbor_child_styles() {
    wp_enqueue_style( 'harbor-parent', get_template_directory_uri() . '/style.css' );
    wp_enqueue_style(
        'harbor-child',
        get_stylesheet_uri(),
        array( 'harbor-parent' ),
        wp_get_theme()->get( 'Version' )
    );
}
```

The dependency array makes sure the child CSS loads after the parent's.
"""),
  msg=r"""the hook is wp_enqueue_scripts (plural); with the singular nothing ever fires""",
  gw=r"""add_action( 'wp_enqueue_script', 'harbor_child_styles' );""",
  gr=r"""add_action( 'wp_enqueue_scripts', 'harbor_child_styles' );""",
  rq=r"""add a small JS file (assets/js/menu.js) to the child theme, loaded in the footer""",
  ro=T(r"""
Register it on the front-end enqueue hook and set `in_footer` to true:

```php
add_action( 'wp_enqueue_script', function () {
    wp_enqueue_script(
        'harbor-menu',
        get_stylesheet_directory_uri() . '/assets/js/menu.js',
        array(),
        '1.2.0',
        true
    );
} );
```

`get_stylesheet_directory_uri()` points at the child theme, not the parent.
"""),
  contains=[r"re:add_action\(\s*'wp_enqueue_scripts'"], absent=[r"re:add_action\(\s*'wp_enqueue_script'"],
  fix=[("add_action( 'wp_enqueue_script', function", "add_action( 'wp_enqueue_scripts', function")],
  cq=r"""only load the Swiper slider script and CSS on the homepage""",
  co=T(r"""
Conditionally enqueue them inside your front-end enqueue callback:

```php
add_action( 'wp_enqueue_scripts', 'harbor_slider_assets' );

function harbor_slider_assets() {
    if ( ! is_front_page() ) {
        return;
    }
    wp_enqueue_script( 'swiper', get_stylesheet_directory_uri() . '/assets/js/swiper-bundle.min.js', array(), '11.0.5', true );
    wp_enqueue_style( 'swiper', get_stylesheet_directory_uri() . '/assets/css/swiper-bundle.min.css', array(), '11.0.5' );
}
```

Script and style handles live in separate registries, so reusing `swiper` for both is fine.
"""),
  look="wp_enqueue_script( 'swiper'", c_absent=["wp_enqueue_scripts(", r"re:add_action\(\s*'wp_enqueue_script'"])

S(id="h10-012", topic="wordpress", difficulty="paraphrase", variation="equivalent_construct",
  control_kind="already_correct",
  tq=r"""Our WordPress site URL is wrong after the migration. What SQL do I run to check it?""",
  to=T(r"""
Check the two options that hold the URLs:

```sql
SELECT option_name, option_value
FROM wp_options
WHERE option_name IN ('siteurl', 'home');
```

If they still point at the old domain, update them:

```sql
UPDATE wp_options SET option_value = 'https://www.harborbooks.co.uk'
WHERE option_name IN ('siteurl', 'home');
```

Serialized data in other tables is better handled with `wp search-replace`.
"""),
  msg=r"""Our tables aren't wp_ — the install was hardened with the prefix hb7_, so it's hb7_options.""",
  gw=r"""wp_options""", gr=r"""hb7_options""",
  rq=r"""write me a snippet to delete orphaned postmeta rows (post no longer exists) from a one-off admin script""",
  ro=T(r"""
From PHP inside WordPress you can run it through `$wpdb`:

```php
global $wpdb;
$deleted = $wpdb->query(
    "DELETE pm FROM wp_postmeta pm
     LEFT JOIN wp_posts p ON p.ID = pm.post_id
     WHERE p.ID IS NULL"
);
printf( "Removed %d orphaned meta rows\n", $deleted );
```

Take a database backup first (`wp db export`) since this cannot be undone.
"""),
  contains=[r"re:hb7_postmeta|\{?\$wpdb->postmeta"], absent=["FROM wp_postmeta", "JOIN wp_posts"],
  fix=[("FROM wp_postmeta pm", "FROM hb7_postmeta pm"), ("JOIN wp_posts p", "JOIN hb7_posts p")],
  cq=r"""how many published posts do we have, by post type? sql please""",
  co=T(r"""
Count rows in the posts table by type and status:

```sql
SELECT post_type, COUNT(*) AS n
FROM hb7_posts
WHERE post_status = 'publish'
GROUP BY post_type
ORDER BY n DESC;
```

Pages, products and custom post types appear as separate rows, so the `post` row is
the blog-post count. Revisions and drafts are excluded by the status filter.
"""),
  c_has=["FROM hb7_posts"])

S(id="h10-013", topic="shopify", difficulty="literal", variation="code_block",
  control_kind="lookalike", core="2023-01",
  tq=r"""How do I fetch the first 10 products with the Shopify Admin GraphQL API from our custom app?""",
  to=T(r"""
POST a GraphQL query to the Admin API with the access token header:

```bash
curl -s -X POST \
  "https://harbor-outdoor.myshopify.com/admin/api/2023-01/graphql.json" \
  -H "Content-Type: application/json" \
  -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN" \
  -d '{"query":"{ products(first: 10) { edges { node { id title handle } } } }"}'
```

The response is under `data.products.edges`; request `pageInfo { hasNextPage endCursor }` to page.
"""),
  msg=r"""We're pinned to API version 2024-07 on that app.""",
  gw=r"""/admin/api/2023-01/graphql.json""", gr=r"""/admin/api/2024-07/graphql.json""",
  rq=r"""node script: add the tag "clearance" to a product via admin graphql""",
  ro=T(r"""
Using the built-in `fetch` in Node 20 and the `tagsAdd` mutation:

```js
const res = await fetch(
  "https://harbor-outdoor.myshopify.com/admin/api/2023-01/graphql.json",
  {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Access-Token": process.env.SHOPIFY_ADMIN_TOKEN,
    },
    body: JSON.stringify({ query: TAGS_ADD, variables: { id: productGid, tags: ["clearance"] } }),
  }
);
const { data, errors } = await res.json();
if (errors || data.tagsAdd.userErrors.length) throw new Error("tagging failed");
```
"""),
  contains=["/admin/api/2024-07/"], absent=["2023-01"],
  fix=[("/admin/api/2023-01/", "/admin/api/2024-07/")],
  cq=r"""GraphQL filter for orders created in January 2023, for the year-over-year report""",
  co=T(r"""
Use the `query` argument on `orders` with a `created_at` range:

```graphql
{
  orders(first: 250, query: "created_at:>=2023-01-01 created_at:<2023-02-01 financial_status:paid") {
    edges { node { name createdAt totalPriceSet { shopMoney { amount currencyCode } } } }
    pageInfo { hasNextPage endCursor }
  }
}
```

Orders older than 60 days need the `read_all_orders` scope; without it the query quietly
returns only recent orders, which would make January 2023 look empty.
"""),
  look="2023-01", c_absent=["2024-07-01", "2024-07"])

S(id="h10-014", topic="shopify", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""In my Dawn-based product card snippet I want to show the price next to the title. Liquid?""",
  to=T(r"""
Output the price inside the card markup:

```liquid
<div class="card__info">
  <h3 class="card__heading">{{ product.title | escape }}</h3>
  <span class="price">${{ product.price }}</span>
</div>
```

`product.price` is the price of the cheapest available variant, so on products with
several variants you may want to prefix it with "From".
"""),
  msg=r"""price is in cents in liquid, so that renders $4999 for a 49.99 item. use the money filter rather than hardcoding the $""",
  gw=r"""${{ product.price }}""", gr=r"""{{ product.price | money }}""",
  rq=r"""show the strike-through compare-at price for variants that are on sale, in the product form""",
  ro=T(r"""
Check that the compare-at price is higher than the current price, then render both:

```liquid
{%- if variant.compare_at_price > variant.price -%}
  <s class="price--compare">${{ variant.compare_at_price }}</s>
  <span class="price--sale">{{ variant.price | money }}</span>
{%- endif -%}
```

Add `aria-label` text for screen readers if the strike-through is the only cue.
"""),
  contains=[r"re:variant\.compare_at_price \| money"], absent=["${{ variant.compare_at_price }}"],
  fix=[("${{ variant.compare_at_price }}", "{{ variant.compare_at_price | money }}")],
  cq=r"""I need the cart total in cents in a data attribute so our JS free-shipping bar can compute the remaining amount""",
  co=T(r"""
Print the raw value, without a money filter, so JavaScript gets an integer:

```liquid
<div id="free-ship-bar"
     data-total-cents="{{ cart.total_price }}"
     data-threshold-cents="{{ settings.free_shipping_threshold | times: 100 }}">
</div>
```

```js
const bar = document.getElementById("free-ship-bar");
const remaining = Number(bar.dataset.thresholdCents) - Number(bar.dataset.totalCents);
```

Format it for display in JS with `Intl.NumberFormat` and the shop's currency.
"""),
  look="{{ cart.total_price }}", c_absent=["cart.total_price | money"])

S(id="h10-015", topic="magento", difficulty="literal", variation="reworded",
  control_kind="lookalike", core="stage.harborgear.com/admin",
  tq=r"""Where do I log in to the Magento admin on staging to reindex?""",
  to=T(r"""
Log in at https://stage.harborgear.com/admin with your admin user, then go to
System → Index Management. Select the indexers marked "Reindex required" and pick
"Update on Save" or "Update by Schedule" from the Actions menu.

From the shell it's faster:

```bash
bin/magento indexer:status
bin/magento indexer:reindex catalog_product_price catalogsearch_fulltext
```

The admin grid only changes the mode; the actual reindex runs via cron or the CLI.
"""),
  msg=r"""staging admin isn't on /admin, the frontName is hg_console""",
  gw=r"""https://stage.harborgear.com/admin""", gr=r"""https://stage.harborgear.com/hg_console""",
  rq=r"""steps to clear the full page cache from the backend on staging?""",
  ro=T(r"""
Sign in to the staging backend at https://stage.harborgear.com/admin and open
System → Cache Management. Tick "Page Cache", choose "Refresh" in the mass-action
dropdown and submit. "Flush Magento Cache" clears everything Magento tagged, while
"Flush Cache Storage" wipes the whole cache backend, including entries from other apps
sharing the same Redis database.

CLI equivalent:

```bash
bin/magento cache:clean full_page
```
"""),
  contains=["stage.harborgear.com/hg_console"], absent=["stage.harborgear.com/admin"],
  fix=[("https://stage.harborgear.com/admin", "https://stage.harborgear.com/hg_console")],
  cq=r"""how do I get an admin token for the REST API on staging from a script?""",
  co=T(r"""
Request a token from the integration endpoint with an admin user's credentials:

```bash
curl -s -X POST "https://stage.harborgear.com/rest/V1/integration/admin/token" \
  -H "Content-Type: application/json" \
  -d '{"username":"svc-sync","password":"'"$MAGENTO_ADMIN_PW"'"}'
```

The response is a bare JSON string. Send it as `Authorization: Bearer <token>` on later
calls. Admin tokens expire after 4 hours by default (Stores → Configuration → Services →
OAuth → Access Token Expiration).
"""),
  look="integration/admin/token", c_absent=["integration/hg_console", "hg_console/token"])

S(id="h10-016", topic="woocommerce", difficulty="literal", variation="code_block",
  control_kind="lookalike", core="wc/v2",
  tq=r"""How do I pull processing orders from the WooCommerce REST API with curl?""",
  to=T(r"""
Use your consumer key and secret with basic auth over HTTPS:

```bash
curl -s "https://shop.lindenteas.com/wp-json/wc/v2/orders?status=processing&per_page=50" \
  -u "$WC_CK:$WC_CS"
```

Each order has `line_items`, `billing`, `shipping` and `meta_data`. Use the `page`
parameter and the `X-WP-TotalPages` response header to walk through larger result sets.
"""),
  msg=r"""use wc/v3 please, v2 is the legacy version and we don't build against it""",
  gw=r"""/wp-json/wc/v2/orders""", gr=r"""/wp-json/wc/v3/orders""",
  rq=r"""same thing from PHP with the automattic/woocommerce client — list products that are low in stock""",
  ro=T(r"""
Install the client with `composer require automattic/woocommerce`, then:

```php
use Automattic\WooCommerce\Client;

$woo = new Client(
    'https://shop.lindenteas.com',
    getenv('WC_CK'),
    getenv('WC_CS'),
    ['version' => 'wc/v2', 'timeout' => 30]
);
$products = $woo->get('products', ['stock_status' => 'instock', 'per_page' => 100]);
$low = array_filter($products, fn($p) => $p->manage_stock && $p->stock_quantity < 5);
```
"""),
  contains=["wc/v3"], absent=["wc/v2"],
  fix=[("'version' => 'wc/v2'", "'version' => 'wc/v3'")],
  cq=r"""fetch the 5 latest blog posts from the same site via REST for the newsletter""",
  co=T(r"""
Blog posts come from the WordPress core REST API, not the WooCommerce one:

```bash
curl -s "https://shop.lindenteas.com/wp-json/wp/v2/posts?per_page=5&orderby=date&_fields=id,title,link,excerpt"
```

No authentication is needed for published posts. `_fields` keeps the response small;
drop it and add `_embed` if you also need the featured image URLs.
"""),
  look="wp/v2", c_absent=["wp/v3", "wc/v3/posts"])

S(id="h10-017", topic="wordpress", difficulty="semantic", variation="prose_claim",
  control_kind="same_topic",
  tq=r"""A scheduled post on our blog went out 3 hours late. How does WordPress scheduling work?""",
  to=T(r"""
Scheduled posts are published by WP-Cron. WordPress registers an event for the post's
publish time, and WP-Cron runs as a background job every minute on the server, so
posts normally go live right on time.

If a post was late, check whether the event is still queued and whether spawning works:

```bash
wp cron event list --fields=hook,next_run_relative | grep publish_future_post
wp cron test
```

`wp cron test` reports whether this host can spawn WP-Cron over its loopback request.
"""),
  msg=r"""hmm, that's not how wp-cron works — it isn't a system cron at all, it only runs when someone loads a page. our blog gets almost no traffic at night so the event just sits there.""",
  gw=r"""WP-Cron runs as a background job every minute on the server""",
  gr=r"""WP-Cron only runs when a visitor loads a page""",
  rq=r"""why didn't my wordpress scheduled newsletter post go out at 6am?""",
  ro=T(r"""
Publishing is handled by WP-Cron, which fires every minute in the background, so the
post should have gone out at 6:00 unless the event failed. Common causes:

- the `publish_future_post` event was removed by a plugin
- the site's timezone in Settings → General differs from what you expected
- a fatal error in another cron callback aborted the run

List pending events to see whether it is still queued:

```bash
wp cron event list --hook=publish_future_post
```
"""),
  contains=[r"re:(?i)page (load|view|visit|request)|visitor|traffic"],
  absent=[r"re:(?i)(fires|runs) every minute"],
  fix=[("Publishing is handled by WP-Cron, which fires every minute in the background, so the\npost should have gone out at 6:00 unless the event failed. Common causes:",
        "Publishing is handled by WP-Cron, which only runs when a visitor loads a page. With no\ntraffic around 6:00 nothing triggers it, so the post waits for the next visit. Other causes:")],
  cq=r"""how do I switch WordPress over to a real system cron job?""",
  co=T(r"""
Disable the page-load trigger in `wp-config.php`:

```php
define( 'DISABLE_WP_CRON', true );
```

Then add a crontab entry on the server that runs due events every five minutes:

```cron
*/5 * * * * cd /var/www/blog && /usr/local/bin/wp cron event run --due-now --quiet
```

Using WP-CLI avoids an HTTP round-trip, so it also works when the site blocks requests
to itself. Run the crontab as the same user that owns the WordPress files.
"""))

S(id="h10-018", topic="shopify", difficulty="literal", variation="reworded",
  control_kind="unrelated", core="shopify theme serve",
  tq=r"""How do I preview my theme changes locally against the dev store?""",
  to=T(r"""
With Shopify CLI installed, run this from the theme directory:

```bash
shopify theme serve --store harbor-outdoor-dev
```

It uploads a development theme, watches your files and serves a hot-reloading preview
at http://127.0.0.1:9292. Log in with your staff account when prompted. The development
theme is hidden from customers and is deleted when you log out.
"""),
  msg=r"""`theme serve` is the old CLI 2 command, in CLI 3 it's `shopify theme dev`.""",
  gw=r"""shopify theme serve""", gr=r"""shopify theme dev""",
  rq=r"""teammate's first day on the theme repo — what's the local workflow?""",
  ro=T(r"""
1. Clone the repo and install Shopify CLI (`npm install -g @shopify/cli@latest`).
2. Authenticate and start the local preview with `shopify theme serve --store harbor-outdoor-dev`.
3. Open http://127.0.0.1:9292 and edit files under `sections/` and `snippets/`;
   changes hot-reload in the browser.
4. Run `shopify theme check` before pushing to catch Liquid errors.
5. Open a PR; the main branch is deployed by the GitHub integration, so never run
   `shopify theme push` against the live theme by hand.
"""),
  contains=["shopify theme dev"], absent=["theme serve"],
  fix=[("shopify theme serve --store", "shopify theme dev --store")],
  cq=r"""What's a quick way to convert a folder of WAV files to FLAC and keep the metadata?""",
  co=T(r"""
`ffmpeg` handles it in a loop; FLAC is lossless, so nothing is lost in the conversion:

```bash
mkdir -p flac
for f in *.wav; do
  ffmpeg -hide_banner -i "$f" -map_metadata 0 -c:a flac -compression_level 8 "flac/${f%.wav}.flac"
done
```

WAV files often carry metadata in a LIST/INFO chunk; `-map_metadata 0` copies what ffmpeg
can read into FLAC's Vorbis comments. Check one file with `ffprobe -hide_banner flac/<name>.flac`.
"""))

S(id="h10-019", topic="magento", difficulty="literal", variation="code_block",
  control_kind="same_topic", core="elasticsearch7",
  tq=r"""Magento 2.4.7: how do I point catalog search at the search cluster on search.hg.internal:9200?""",
  to=T(r"""
Set the engine and connection with `config:set`, then rebuild the search index:

```bash
bin/magento config:set catalog/search/engine elasticsearch7
bin/magento config:set catalog/search/elasticsearch7_server_hostname search.hg.internal
bin/magento config:set catalog/search/elasticsearch7_server_port 9200
bin/magento config:set catalog/search/elasticsearch7_index_prefix hg_stage
bin/magento indexer:reindex catalogsearch_fulltext
bin/magento cache:flush
```

`bin/magento config:show catalog/search/engine` confirms the active engine afterwards.
"""),
  msg=r"""that cluster is OpenSearch 2.11, not Elasticsearch — engine should be opensearch, with the opensearch_server_* keys""",
  gw=r"""bin/magento config:set catalog/search/engine elasticsearch7""",
  gr=r"""bin/magento config:set catalog/search/engine opensearch""",
  rq=r"""can I put the search engine settings in env.php instead of the db? staging""",
  ro=T(r"""
Yes, put the values in `app/etc/env.php` under `system/default`; that overrides the
database and locks the fields in the admin:

```php
'system' => [
    'default' => [
        'catalog' => [
            'search' => [
                'engine' => 'elasticsearch7',
                'elasticsearch7_server_hostname' => 'search.hg.internal',
                'elasticsearch7_server_port' => '9200',
                'elasticsearch7_index_prefix' => 'hg_stage',
            ],
        ],
    ],
],
```

Then run `bin/magento cache:flush` so the new values are picked up.
"""),
  contains=["'engine' => 'opensearch'"], absent=["elasticsearch7"],
  fix=[("'engine' => 'elasticsearch7'", "'engine' => 'opensearch'"),
       ("'elasticsearch7_server_hostname'", "'opensearch_server_hostname'"),
       ("'elasticsearch7_server_port'", "'opensearch_server_port'"),
       ("'elasticsearch7_index_prefix'", "'opensearch_index_prefix'")],
  cq=r"""how do I check from the Magento host that the search cluster is healthy?""",
  co=T(r"""
Query the cluster health endpoint from the web node:

```bash
curl -s "http://search.hg.internal:9200/_cluster/health?pretty"
curl -s "http://search.hg.internal:9200/_cat/indices/hg_stage*?v&h=index,health,docs.count,store.size"
```

`green` means all primary and replica shards are allocated; `yellow` on a single-node
cluster just means replicas can't be placed, which is normal there. If the Magento
indices are missing, run `bin/magento indexer:reindex catalogsearch_fulltext`.
"""))

# =====================================================================
# Desktop and cross-platform apps
# =====================================================================

S(id="h10-020", topic="electron", difficulty="semantic", variation="reworded",
  control_kind="already_correct",
  tq=r"""Electron 30: my renderer can't call require('fs'). How do I read a local file from the renderer?""",
  to=T(r"""
Renderers don't get Node.js APIs by default. Enable them on the window:

```js
const win = new BrowserWindow({
  width: 1100,
  height: 720,
  webPreferences: {
    nodeIntegration: true,
    contextIsolation: false,
  },
});
win.loadFile("index.html");
```

After that, `require("fs")` works in the renderer scripts.
"""),
  msg=r"""No — we never turn off contextIsolation, security review rejects it. Expose a narrow API from a preload with contextBridge and do the fs work in main.""",
  gw=r"""contextIsolation: false,""", gr=r"""contextIsolation: true,""",
  rq=r"""renderer needs to list the files in the user's Documents folder, how do I get node access there?""",
  ro=T(r"""
The simplest route is to give the renderer Node access directly: turn on
`nodeIntegration` and switch context isolation off in the window's `webPreferences`,
then call `fs.readdirSync(path.join(os.homedir(), "Documents"))` from your renderer code.

```js
webPreferences: {
  nodeIntegration: true,
  contextIsolation: false,
}
```

Restart the app after changing `webPreferences`; they are read only when the window is created.
"""),
  contains=[r"re:contextBridge|preload"], absent=["contextIsolation: false", r"re:(?i)switch context isolation off"],
  fix=[("The simplest route is to give the renderer Node access directly: turn on\n`nodeIntegration` and switch context isolation off in the window's `webPreferences`,\nthen call `fs.readdirSync(path.join(os.homedir(), \"Documents\"))` from your renderer code.",
        "Keep context isolation on and do the file work in main: expose a `listDocuments()`\nfunction from the preload with `contextBridge`, and have it call\n`ipcRenderer.invoke(\"docs:list\")`, which main answers with `fs.promises.readdir`."),
       ("  nodeIntegration: true,\n  contextIsolation: false,\n",
        "  preload: path.join(__dirname, \"preload.js\"),\n  contextIsolation: true,\n")],
  cq=r"""set up a preload that exposes a readConfig() function to the renderer""",
  co=T(r"""
Keep isolation on and expose only what the renderer needs:

```js
// preload.js
const { contextBridge, ipcRenderer } = require("electron");
contextBridge.exposeInMainWorld("harbor", {
  readConfig: () => ipcRenderer.invoke("config:read"),
});
```

```js
// main.js
ipcMain.handle("config:read", async () => JSON.parse(await fs.promises.readFile(configPath, "utf8")));
const win = new BrowserWindow({
  webPreferences: { preload: path.join(__dirname, "preload.js"), contextIsolation: true, sandbox: true },
});
```
"""),
  c_has=["contextIsolation: true"])

S(id="h10-021", topic="electron", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""How does the renderer get the saved settings from main? I'm calling ipcRenderer.invoke.""",
  to=T(r"""
Listen on the channel in the main process and return the value:

```js
// main.js
const Store = require("electron-store");
const store = new Store();

ipcMain.on("settings:get", async () => {
  return store.get("settings", { theme: "system", autosave: true });
});
```

```js
// preload.js
contextBridge.exposeInMainWorld("settings", {
  get: () => ipcRenderer.invoke("settings:get"),
});
```
"""),
  msg=r"""invoke() needs ipcMain.handle on the main side. ipcMain.on isn't wired to invoke at all, you just get "No handler registered for 'settings:get'".""",
  gw=r"""ipcMain.on("settings:get", async () => {""", gr=r"""ipcMain.handle("settings:get", async () => {""",
  rq=r"""add an Open File dialog: renderer clicks a button, main shows showOpenDialog and returns the chosen paths""",
  ro=T(r"""
Show the dialog in main and return the result to the renderer:

```js
// main.js
const { dialog, ipcMain, BrowserWindow } = require("electron");

ipcMain.on("dialog:openFile", async (event) => {
  const win = BrowserWindow.fromWebContents(event.sender);
  const { canceled, filePaths } = await dialog.showOpenDialog(win, {
    properties: ["openFile", "multiSelections"],
    filters: [{ name: "Notes", extensions: ["md", "txt"] }],
  });
  return canceled ? [] : filePaths;
});
```

In the preload, expose `openFile: () => ipcRenderer.invoke("dialog:openFile")`.
"""),
  contains=[r"""re:ipcMain\.handle\(["']dialog:openFile"""], absent=[r"""re:ipcMain\.on\(["']dialog:openFile"""],
  fix=[('ipcMain.on("dialog:openFile"', 'ipcMain.handle("dialog:openFile"')],
  cq=r"""the renderer should stream log lines to main so they end up in the log file, no reply needed""",
  co=T(r"""
For one-way messages use `send` in the renderer and `ipcMain.on` in main:

```js
// preload.js
contextBridge.exposeInMainWorld("logger", {
  write: (level, line) => ipcRenderer.send("log:write", level, line),
});
```

```js
// main.js
const log = require("electron-log/main");
ipcMain.on("log:write", (_event, level, line) => {
  log[level]?.(line);
});
```

Nothing is returned, so there is no promise to await on the renderer side.
"""),
  look='ipcMain.on("log:write"', c_absent=['ipcMain.handle("log:write"', 'ipcRenderer.invoke("log:write"'])

S(id="h10-022", topic="qt", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="same_topic",
  tq=r"""Qt 6 widgets: connect the Save button to my MainWindow::onSave slot""",
  to=T(r"""
Make the connection in the constructor after `setupUi`:

```cpp
MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), ui(new Ui::MainWindow)
{
    ui->setupUi(this);
    connect(ui->saveButton, SIGNAL(clicked()), this, SLOT(onSave()));
}
```

Declare `onSave()` under `private slots:` in `mainwindow.h`.
"""),
  msg=r"""We only allow the pointer-to-member connect syntax. The string SIGNAL/SLOT macros fail our clazy check and aren't checked at compile time, so: connect(ui->saveButton, &QPushButton::clicked, this, &MainWindow::onSave).""",
  gw=r"""connect(ui->saveButton, SIGNAL(clicked()), this, SLOT(onSave()));""",
  gr=r"""connect(ui->saveButton, &QPushButton::clicked, this, &MainWindow::onSave);""",
  rq=r"""refresh the status bar every 5 seconds from a QTimer in the same window""",
  ro=T(r"""
Create the timer as a child of the window so it's cleaned up automatically:

```cpp
auto *statusTimer = new QTimer(this);
statusTimer->setInterval(5000);
connect(statusTimer, SIGNAL(timeout()), this, SLOT(refreshStatus()));
statusTimer->start();
```

and the slot:

```cpp
void MainWindow::refreshStatus()
{
    statusBar()->showMessage(tr("%1 items synced").arg(m_syncer->count()));
}
```
"""),
  contains=["&QTimer::timeout"], absent=["SIGNAL(timeout())", "SLOT(refreshStatus())"],
  fix=[("connect(statusTimer, SIGNAL(timeout()), this, SLOT(refreshStatus()));",
        "connect(statusTimer, &QTimer::timeout, this, &MainWindow::refreshStatus);")],
  cq=r"""declare a custom signal progressChanged(int) on my Worker class and emit it while importing""",
  co=T(r"""
Declare it in the class's `signals:` section; moc generates the implementation:

```cpp
class Worker : public QObject
{
    Q_OBJECT
public:
    void process(const QStringList &files);
signals:
    void progressChanged(int percent);
};

void Worker::process(const QStringList &files)
{
    for (qsizetype i = 0; i < files.size(); ++i) {
        importFile(files.at(i));
        emit progressChanged(int((i + 1) * 100 / files.size()));
    }
}
```
"""))

S(id="h10-023", topic="qt", difficulty="literal", variation="code_block",
  control_kind="lookalike", core="Qt5",
  tq=r"""CMakeLists for a Qt widgets app that also uses QtNetwork""",
  to=T(r"""
A minimal `CMakeLists.txt`:

```cmake
cmake_minimum_required(VERSION 3.21)
project(fieldlog VERSION 0.4 LANGUAGES CXX)

set(CMAKE_AUTOMOC ON)
set(CMAKE_AUTOUIC ON)
find_package(Qt5 REQUIRED COMPONENTS Widgets Network)

add_executable(fieldlog main.cpp mainwindow.cpp mainwindow.ui)
target_link_libraries(fieldlog PRIVATE Qt5::Widgets Qt5::Network)
```

Configure with `cmake -B build -DCMAKE_PREFIX_PATH=/path/to/qt` and build with `cmake --build build`.
"""),
  msg=r"""this project is on Qt 6.5, Qt5 isn't even installed on the build agents""",
  gw=r"""find_package(Qt5 REQUIRED COMPONENTS Widgets Network)""",
  gr=r"""find_package(Qt6 REQUIRED COMPONENTS Widgets Network)""",
  rq=r"""now add SQLite support via QtSql to the fieldlog target""",
  ro=T(r"""
Add the Sql component and link it:

```cmake
find_package(Qt5 REQUIRED COMPONENTS Widgets Network Sql)
target_link_libraries(fieldlog PRIVATE Qt5::Widgets Qt5::Network Qt5::Sql)
```

Then open the database in code:

```cpp
auto db = QSqlDatabase::addDatabase("QSQLITE");
db.setDatabaseName(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/fieldlog.db");
```

The QSQLITE driver ships with Qt, so no extra system library is needed.
"""),
  contains=["Qt6::Sql"], absent=["Qt5"],
  fix=[("Qt5", "Qt6")],
  cq=r"""In fieldlog's QML overview page I want a drop shadow under the cards. How in Qt 6.5?""",
  co=T(r"""
The old graphical effects live on in Qt 6 as the Qt5Compat module. Import it in QML:

```qml
import QtQuick
import Qt5Compat.GraphicalEffects

DropShadow {
    anchors.fill: card
    source: card
    horizontalOffset: 0
    verticalOffset: 2
    radius: 8.0
    color: "#40000000"
}
```

Link the module in CMake with `find_package(Qt6 REQUIRED COMPONENTS Core5Compat)` and
`Qt6::Core5Compat`. For new code, `MultiEffect` (Qt 6.5+) is the built-in alternative.
"""),
  look="Qt5Compat", c_absent=["Qt6Compat", "Core6Compat"])

S(id="h10-024", topic="maui", difficulty="literal", variation="code_block",
  control_kind="already_correct", core="Device.BeginInvokeOnMainThread",
  tq=r"""In my MAUI view model I set a label after a sync that runs on a background thread. It crashes on Android. Fix?""",
  to=T(r"""
UI elements can only be touched on the main thread. Marshal the update back:

```csharp
private async Task SyncAsync()
{
    var count = await Task.Run(() => _syncService.PullChanges());
    Device.BeginInvokeOnMainThread(() =>
    {
        StatusLabel.Text = $"Synced {count} records";
    });
}
```

On Android the exception you're seeing is `CalledFromWrongThreadException`.
"""),
  msg=r"""Device.BeginInvokeOnMainThread is obsolete in MAUI — Xamarin.Forms leftover. MainThread.BeginInvokeOnMainThread is the replacement.""",
  gw=r"""Device.BeginInvokeOnMainThread""", gr=r"""MainThread.BeginInvokeOnMainThread""",
  rq=r"""after login succeeds in a background task I navigate to the inbox route, but it throws""",
  ro=T(r"""
Navigation has to happen on the UI thread as well:

```csharp
var ok = await Task.Run(() => _auth.TryRefreshToken());
if (ok)
{
    Device.BeginInvokeOnMainThread(async () =>
        await Shell.Current.GoToAsync("//inbox"));
}
```

The `//` prefix resets the navigation stack, so the back button doesn't return to login.
"""),
  contains=[r"re:MainThread\.(BeginInvokeOnMainThread|InvokeOnMainThreadAsync)|Dispatcher\.Dispatch"],
  absent=["Device.BeginInvokeOnMainThread"],
  fix=[("Device.BeginInvokeOnMainThread", "MainThread.BeginInvokeOnMainThread")],
  cq=r"""check whether I'm on the UI thread before adding to a bound collection in MAUI""",
  co=T(r"""
`MainThread.IsMainThread` tells you where you are; marshal only when needed:

```csharp
void AddItem(Note note)
{
    if (MainThread.IsMainThread)
        Notes.Add(note);
    else
        MainThread.BeginInvokeOnMainThread(() => Notes.Add(note));
}
```

`ObservableCollection<T>` raises `CollectionChanged` on the calling thread, and the
bound `CollectionView` expects it on the UI thread.
"""),
  c_has=["MainThread.BeginInvokeOnMainThread"])

S(id="h10-025", topic="maui", difficulty="literal", variation="reworded",
  control_kind="already_correct", core="net7.0",
  tq=r"""Which TargetFrameworks should the MAUI app csproj have for Android and iOS?""",
  to=T(r"""
Set both platform targets in the project file:

```xml
<PropertyGroup>
  <TargetFrameworks>net7.0-android;net7.0-ios</TargetFrameworks>
  <OutputType>Exe</OutputType>
  <UseMaui>true</UseMaui>
  <SingleProject>true</SingleProject>
  <ApplicationId>com.harbor.fieldnotes</ApplicationId>
</PropertyGroup>
```

Add `net7.0-maccatalyst` as well if you want a Mac build.
"""),
  msg=r"""the app moved to .NET 8 in January, so every target is net8.0-* now""",
  gw=r"""<TargetFrameworks>net7.0-android;net7.0-ios</TargetFrameworks>""",
  gr=r"""<TargetFrameworks>net8.0-android;net8.0-ios</TargetFrameworks>""",
  rq=r"""what's the release build command for the Android APK in CI?""",
  ro=T(r"""
Publish the Android target framework in Release; the signing values come from CI secrets:

```bash
dotnet publish src/FieldNotes/FieldNotes.csproj -f net7.0-android -c Release \
  -p:AndroidPackageFormat=apk \
  -p:AndroidKeyStore=true \
  -p:AndroidSigningKeyStore=$KEYSTORE_PATH \
  -p:AndroidSigningKeyAlias=fieldnotes \
  -p:AndroidSigningKeyPass=env:KEY_PASS \
  -p:AndroidSigningStorePass=env:STORE_PASS
```

The signed APK ends up under `bin/Release/net7.0-android/publish/`.
"""),
  contains=["net8.0-android"], absent=["net7.0"],
  fix=[("net7.0-android", "net8.0-android")],
  cq=r"""what's the dotnet command to run the app on the connected Android phone while developing?""",
  co=T(r"""
Build and deploy the Debug configuration to the device with the `Run` target:

```bash
adb devices                      # confirm the phone is listed
dotnet build src/FieldNotes/FieldNotes.csproj -t:Run -f net8.0-android
```

Enable USB debugging in the phone's developer options first. If the build succeeds but
nothing starts, unplug other devices and emulators so the deploy picks the right one.
"""),
  c_has=["-f net8.0-android"])

S(id="h10-026", topic="electron", difficulty="literal", variation="code_block",
  control_kind="unrelated", core="com.fernway.tally",
  tq=r"""electron-builder config for our Tally desktop app (Windows NSIS installer + macOS dmg)""",
  to=T(r"""
An `electron-builder.yml` at the project root:

```yaml
appId: com.fernway.tally
productName: Tally
directories:
  output: dist
mac:
  target: dmg
  category: public.app-category.finance
  hardenedRuntime: true
win:
  target: nsis
nsis:
  oneClick: false
  allowToChangeInstallationDirectory: true
```

Build both with `npx electron-builder --mac --win` (the mac build has to run on macOS).
"""),
  msg=r"""Bundle id is com.fernwaylabs.tally. The notarization profile was issued for that one.""",
  gw=r"""appId: com.fernway.tally""", gr=r"""appId: com.fernwaylabs.tally""",
  rq=r"""Windows toast notifications don't show our app name. I read I need setAppUserModelId?""",
  ro=T(r"""
Yes. On Windows the notification is attributed through the AppUserModelID, which has to
match the appId the installer registered:

```js
const { app } = require("electron");

if (process.platform === "win32") {
  app.setAppUserModelId("com.fernway.tally");
}
app.whenReady().then(createWindow);
```

When running unpackaged in development, use `process.execPath` instead, or notifications
show up under "electron.app.Electron".
"""),
  contains=["com.fernwaylabs.tally"], absent=["com.fernway.tally"],
  fix=[('app.setAppUserModelId("com.fernway.tally")', 'app.setAppUserModelId("com.fernwaylabs.tally")')],
  cq=r"""Home Assistant: how do I make a sensor that counts how many times the front door opened today?""",
  co=T(r"""
Use a `history_stats` sensor, which counts state changes over a time window:

```yaml
sensor:
  - platform: history_stats
    name: Front door openings today
    entity_id: binary_sensor.front_door_contact
    state: "on"
    type: count
    start: "{{ today_at() }}"
    end: "{{ now() }}"
```

Restart Home Assistant after adding it to `configuration.yaml`. The count resets at
midnight because the window starts at `today_at()`.
"""))

S(id="h10-027", topic="qt", difficulty="semantic", variation="reworded",
  control_kind="same_topic",
  tq=r"""QML: when the user clicks 'Expand', the details panel should take 40% of the window height and keep following it when the window is resized.""",
  to=T(r"""
Set the height in the click handler:

```qml
Button {
    text: qsTr("Expand")
    onClicked: details.height = root.height * 0.4
}

Rectangle {
    id: details
    width: parent.width
    height: 0
}
```

From then on the panel keeps tracking `root.height` automatically when the window is resized.
"""),
  msg=r"""No, an assignment in JS breaks the binding: it's evaluated once and then stays put. It needs Qt.binding(() => root.height * 0.4) to keep following the window.""",
  gw=r"""onClicked: details.height = root.height * 0.4""",
  gr=r"""onClicked: details.height = Qt.binding(() => root.height * 0.4)""",
  rq=r"""sidebar: when 'Show sidebar' is toggled on, the sidebar should be a quarter of the window width and resize with it""",
  ro=T(r"""
Handle it in the switch's `onToggled`:

```qml
Switch {
    text: qsTr("Show sidebar")
    onToggled: sidebar.width = checked ? appWindow.width * 0.25 : 0
}
```

Because the expression refers to `appWindow.width`, the sidebar keeps resizing along with
the window after the assignment, so you don't need anything else.
"""),
  contains=[r"re:Qt\.binding|\bwidth: \w+\.checked"], absent=[r"re:(?i)keeps resizing along with"],
  fix=[("onToggled: sidebar.width = checked ? appWindow.width * 0.25 : 0",
        "onToggled: sidebar.width = checked ? Qt.binding(() => appWindow.width * 0.25) : 0"),
       ("Because the expression refers to `appWindow.width`, the sidebar keeps resizing along with\nthe window after the assignment, so you don't need anything else.",
        "A plain assignment would be evaluated once and stop following the window; wrapping it\nin `Qt.binding()` installs a live binding instead.")],
  cq=r"""how do I make the header text change colour based on a dark mode setting?""",
  co=T(r"""
A declarative binding re-evaluates whenever a property it reads changes:

```qml
Text {
    id: header
    text: qsTr("Field log")
    color: settings.darkMode ? "#f2f2f2" : "#1d1d1f"
    font.pixelSize: 20
}
```

Toggle `settings.darkMode` anywhere and the colour updates. If you later assign
`header.color` from JavaScript, that assignment replaces the binding.
"""))

# =====================================================================
# Home automation and IoT
# =====================================================================

S(id="h10-028", topic="mqtt", difficulty="literal", variation="reordered_args",
  control_kind="same_topic", core="-p 1883",
  tq=r"""How do I watch everything the sensors publish on our broker mqtt.home.lan?""",
  to=T(r"""
Subscribe to the whole tree with the `#` wildcard and print topics alongside payloads:

```bash
mosquitto_sub -h mqtt.home.lan -p 1883 -t 'home/#' -v \
  -u dashboard -P "$MQTT_PASS"
```

`-v` prints the topic before each message. Add `-F '%I %t %p'` if you want ISO
timestamps as well.
"""),
  msg=r"""1883 is firewalled on that broker; it only listens on 8883 with TLS (ca file is /etc/mosquitto/certs/ca.crt)""",
  gw=r"""-p 1883""", gr=r"""-p 8883 --cafile /etc/mosquitto/certs/ca.crt""",
  rq=r"""publish a test message to home/garage/door/set from my laptop""",
  ro=T(r"""
Publish once, with QoS 1 so you see it acknowledged:

```bash
mosquitto_pub -p 1883 -h mqtt.home.lan -q 1 \
  -u dashboard -P "$MQTT_PASS" \
  -t home/garage/door/set -m 'OPEN'
```

Run a `mosquitto_sub` on `home/garage/door/#` in a second terminal to watch the device
report its new state.
"""),
  contains=["8883"], absent=["-p 1883"],
  fix=[("mosquitto_pub -p 1883 -h mqtt.home.lan", "mosquitto_pub -p 8883 --cafile /etc/mosquitto/certs/ca.crt -h mqtt.home.lan")],
  cq=r"""what should the TLS listener section of mosquitto.conf look like for this setup?""",
  co=T(r"""
A TLS-only listener with password authentication:

```conf
listener 8883
protocol mqtt
cafile /etc/mosquitto/certs/ca.crt
certfile /etc/mosquitto/certs/mqtt.home.lan.crt
keyfile /etc/mosquitto/certs/mqtt.home.lan.key
tls_version tlsv1.2
allow_anonymous false
password_file /etc/mosquitto/passwd
```

A SIGHUP reload does not add or change listeners, so run `systemctl restart mosquitto`
after editing this block.
"""))

S(id="h10-029", topic="home_assistant", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""HA automation condition: only run if the outdoor temperature is above 25""",
  to=T(r"""
Use a template condition:

```yaml
conditions:
  - condition: template
    value_template: "{{ states('sensor.outdoor_temp') > 25 }}"
actions:
  - action: cover.close_cover
    target:
      entity_id: cover.south_awning
```

A `numeric_state` condition with `above: 25` would also work if you prefer the UI editor.
"""),
  msg=r"""states() always returns a string, so that's str > int and the template errors out. needs | float(0) before the comparison""",
  gw=r"""{{ states('sensor.outdoor_temp') > 25 }}""", gr=r"""{{ states('sensor.outdoor_temp') | float(0) > 25 }}""",
  rq=r"""turn on the bathroom fan when humidity goes over 70%, with a template trigger""",
  ro=T(r"""
A template trigger fires when the template changes from false to true:

```yaml
triggers:
  - trigger: template
    value_template: "{{ states('sensor.bathroom_humidity') > 70 }}"
    for: "00:01:00"
actions:
  - action: fan.turn_on
    target:
      entity_id: fan.bathroom_extractor
```

The `for:` keeps a short spike from a hot tap from starting the fan.
"""),
  contains=[r"re:states\('sensor\.bathroom_humidity'\)\s*\|\s*(float|int)"],
  absent=["states('sensor.bathroom_humidity') > 70"],
  fix=[("states('sensor.bathroom_humidity') > 70", "states('sensor.bathroom_humidity') | float(0) > 70")],
  cq=r"""only send the laundry notification if the washer status sensor says idle""",
  co=T(r"""
The washer's status is a text state, so compare it as a string:

```yaml
conditions:
  - condition: template
    value_template: "{{ states('sensor.washer_status') == 'idle' }}"
actions:
  - action: notify.mobile_app_pixel_8
    data:
      message: "Laundry is done"
```

`is_state('sensor.washer_status', 'idle')` is an equivalent, slightly shorter test.
"""),
  look="{{ states('sensor.washer_status') ==", c_absent=["washer_status') | float", "washer_status') | int"])

S(id="h10-030", topic="esphome", difficulty="literal", variation="code_block",
  control_kind="lookalike", core="GPIO6",
  tq=r"""ESPHome config for a DHT22 on my ESP32 DevKit in the greenhouse""",
  to=T(r"""
```yaml
esphome:
  name: greenhouse-node

esp32:
  board: esp32dev

sensor:
  - platform: dht
    pin: GPIO6
    model: DHT22
    temperature:
      name: "Greenhouse Temperature"
    humidity:
      name: "Greenhouse Humidity"
    update_interval: 60s
```

The DHT22 needs a 10 kΩ pull-up between data and 3.3 V if your module doesn't have one.
"""),
  msg=r"""GPIO6 on a classic esp32 is one of the flash pins, it'll crash on boot. the data line is soldred to GPIO4.""",
  gw=r"""pin: GPIO6""", gr=r"""pin: GPIO4""",
  rq=r"""add a second DHT22 node for the potting shed, same board and same wiring as the greenhouse one""",
  ro=T(r"""
Same pattern, new node name:

```yaml
esphome:
  name: shed-node

esp32:
  board: esp32dev

sensor:
  - platform: dht
    model: DHT22
    pin: GPIO6
    temperature:
      name: "Shed Temperature"
    humidity:
      name: "Shed Humidity"
```
"""),
  contains=["GPIO4"], absent=["GPIO6"],
  fix=[("pin: GPIO6", "pin: GPIO4")],
  cq=r"""ESPHome relay on an ESP32-C3 SuperMini — is GPIO6 ok? that's where I wired it""",
  co=T(r"""
On the ESP32-C3 the SPI flash uses GPIO12–GPIO17, so GPIO6 is a normal I/O pin and fine
for a relay:

```yaml
esp32:
  board: esp32-c3-devkitm-1

switch:
  - platform: gpio
    pin: GPIO6
    id: pump_relay
    name: "Greenhouse Pump"
    restore_mode: ALWAYS_OFF
```

Avoid GPIO2, GPIO8 and GPIO9 for this: they are strapping pins on the C3.
"""),
  look="pin: GPIO6", c_absent=["GPIO4"])

S(id="h10-031", topic="mqtt", difficulty="paraphrase", variation="other",
  control_kind="lookalike",
  tq=r"""subscribe to the temperature topic of every room: home/<room>/temperature""",
  to=T(r"""
Use a wildcard for the room level:

```bash
mosquitto_sub -h mqtt.home.lan -t 'home/*/temperature' -v
```

And from Python with paho-mqtt 2.x:

```python
client.subscribe("home/*/temperature", qos=0)
```

Each message arrives with its full topic, so split on `/` to get the room name.
"""),
  msg=r"""* isn't an mqtt wildcard. single level is +, multi level is #. with * you only match a topic literally named *""",
  gw=r"""home/*/temperature""", gr=r"""home/+/temperature""",
  rq=r"""tasmota plugs report on tele/<device>/SENSOR, I want all of them in node-red""",
  ro=T(r"""
In the `mqtt in` node, set the topic to a pattern that covers every device:

```
Topic:  tele/*/SENSOR
QoS:    0
Output: a parsed JSON object
```

Then add a function node that takes the device name out of `msg.topic`:

```js
msg.device = msg.topic.split("/")[1];
return msg;
```
"""),
  contains=["tele/+/SENSOR"], absent=["tele/*/SENSOR"],
  fix=[("tele/*/SENSOR", "tele/+/SENSOR")],
  cq=r"""the metrics consumer reads from our RabbitMQ topic exchange. how do I bind a queue to every room's temperature messages (routing keys like home.kitchen.temperature)?""",
  co=T(r"""
In AMQP topic exchanges `*` matches exactly one word and `#` matches zero or more:

```python
import pika

conn = pika.BlockingConnection(pika.ConnectionParameters("rabbit.home.lan"))
ch = conn.channel()
ch.queue_declare(queue="metrics.temperature", durable=True)
ch.queue_bind(exchange="amq.topic", queue="metrics.temperature",
              routing_key="home.*.temperature")
```

RabbitMQ's MQTT plugin publishes to `amq.topic` and turns `/` into `.`, so MQTT
messages on `home/kitchen/temperature` land on this queue too.
"""),
  look="home.*.temperature", c_absent=["home.+.temperature"])

S(id="h10-032", topic="home_assistant", difficulty="semantic", variation="reworded",
  control_kind="same_topic",
  tq=r"""I added a template sensor to configuration.yaml, how do I apply it? (HA runs in Docker on our NUC)""",
  to=T(r"""
Check the config first, then restart Core:

```bash
ha core check
ha core restart
```

You can also edit `configuration.yaml` from the browser by installing the File editor
add-on from the Add-on Store (Settings → Add-ons). Template sensors defined in YAML can
also be reloaded without a restart under Developer tools → YAML → Template entities.
"""),
  msg=r"""we're on the container install, there's no supervisor — so no `ha` cli and no add-on store. restart is docker restart homeassistant and the config is bind-mounted from /srv/hass/config.""",
  gw=r"""ha core restart""", gr=r"""docker restart homeassistant""",
  rq=r"""what's the easiest way to edit my automations.yaml and get HA to pick up the changes?""",
  ro=T(r"""
The most convenient option is the File editor add-on: open Settings → Add-ons → Add-on Store,
install "File editor", enable "Show in sidebar", and edit `automations.yaml` right in the
browser. After saving, reload automations from Developer tools → YAML → Automations, or
do a full restart with `ha core restart` if you changed anything outside automations.

Keep a copy of the file before editing; a YAML indentation error makes every automation
in the file fail to load.
"""),
  contains=[r"re:(?i)docker|/srv/hass/config"], absent=[r"re:(?i)add-on store", "ha core restart"],
  fix=[("The most convenient option is the File editor add-on: open Settings → Add-ons → Add-on Store,\ninstall \"File editor\", enable \"Show in sidebar\", and edit `automations.yaml` right in the\nbrowser.",
        "On the container install the config is bind-mounted from the host, so edit\n`/srv/hass/config/automations.yaml` directly on the NUC (over SSH or with VS Code\nRemote)."),
       ("do a full restart with `ha core restart` if", "do a full restart with `docker restart homeassistant` if")],
  cq=r"""can an automation restart Home Assistant itself, say at 4am on Sundays?""",
  co=T(r"""
Yes, call the `homeassistant.restart` action from a time-triggered automation:

```yaml
- alias: Weekly restart
  triggers:
    - trigger: time
      at: "04:00:00"
  conditions:
    - condition: time
      weekday: sun
  actions:
    - action: homeassistant.restart
```

This goes through Core itself, so it works the same on every installation type.
"""))

S(id="h10-033", topic="esphome", difficulty="literal", variation="code_block",
  control_kind="lookalike", core="password: !secret api_password",
  tq=r"""base ESPHome config for a new node so Home Assistant can talk to it securely""",
  to=T(r"""
```yaml
esphome:
  name: hallway-node

esp8266:
  board: d1_mini

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password

api:
  password: !secret api_password

ota:
  - platform: esphome
    password: !secret ota_password

logger:
```

Put the values in `secrets.yaml` next to the node configs.
"""),
  msg=r"""we don't use the api password on any node, it's deprecated. every node gets the api encryption key instead (encryption: key: !secret api_key)""",
  gw="api:\n  password: !secret api_password", gr="api:\n  encryption:\n    key: !secret api_key",
  rq=r"""template for the new kitchen node (esp32, same setup)""",
  ro=T(r"""
Same structure with the ESP32 platform block:

```yaml
esphome:
  name: kitchen-node

esp32:
  board: esp32dev

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password

api:
  password: !secret api_password

ota:
  - platform: esphome
    password: !secret ota_password
```
"""),
  contains=["encryption:"], absent=["password: !secret api_password"],
  fix=[("api:\n  password: !secret api_password", "api:\n  encryption:\n    key: !secret api_key")],
  cq=r"""how do I change the wifi password on all nodes without reflashing over USB?""",
  co=T(r"""
Keep the node configs as they are; they already reference the secret:

```yaml
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
```

Change only `secrets.yaml`, then flash each node over the air while the old network is still up:

```bash
esphome run hallway-node.yaml --device hallway-node.local
esphome run kitchen-node.yaml --device kitchen-node.local
```

If a node can't join the new network it falls back to its `ap:` hotspot, if configured.
"""),
  look="password: !secret wifi_password", c_absent=["encryption:"])

S(id="h10-034", topic="home_assistant", difficulty="paraphrase", variation="other",
  control_kind="same_topic",
  tq=r"""utility meter that resets every month for sensor.heat_pump_energy""",
  to=T(r"""
```yaml
utility_meter:
  heat_pump_monthly:
    name: Heat pump energy (month)
    source: sensor.heat_pump_energy
    cycle: month
```

The meter starts counting from the moment it is created, so the first month will be
partial. Once it has a state you can add it to a dashboard like any other sensor.
"""),
  msg=r"""monthly. `month` isn't a valid cycle, the config check rejects it""",
  gw=r"""cycle: month""", gr=r"""cycle: monthly""",
  rq=r"""and a daily one for the same heat pump sensor""",
  ro=T(r"""
Add a second meter next to the monthly one:

```yaml
utility_meter:
  heat_pump_daily:
    name: Heat pump energy (day)
    source: sensor.heat_pump_energy
    cycle: day
```

Both meters can share the same source sensor; each keeps its own running total.
"""),
  contains=["cycle: daily"], absent=[r"re:cycle: day\s"],
  fix=[("cycle: day\n", "cycle: daily\n")],
  cq=r"""the electricity company bills from the 15th to the 14th, can the meter reset on the 15th?""",
  co=T(r"""
Yes, use a cron pattern instead of a fixed cycle:

```yaml
utility_meter:
  grid_import_billing:
    name: Grid import (billing period)
    source: sensor.grid_import_energy
    cron: "0 0 15 * *"
```

`cron` and `cycle` are mutually exclusive, so leave `cycle` out of this meter. The reset
happens at 00:00 local time on the 15th.
"""))

S(id="h10-035", topic="mqtt", difficulty="semantic", variation="prose_claim",
  control_kind="same_topic",
  tq=r"""If I publish sensor readings with retain, can a dashboard that connects later see the history?""",
  to=T(r"""
Yes. When you publish with the retain flag the broker stores the messages for that topic,
and every new subscriber receives them as soon as it subscribes:

```bash
mosquitto_pub -h mqtt.home.lan -t home/cellar/humidity -m 71.5 -r
```

So a dashboard that starts an hour later still gets the readings from that hour. To stop
retaining, publish an empty retained message to the topic.
"""),
  msg=r"""That's not right: the broker keeps only the last retained message per topic, not a history. A late subscriber gets exactly one value. For history we'd need the recorder or InfluxDB.""",
  gw=r"""the broker stores the messages for that topic""", gr=r"""the broker stores only the last message for that topic""",
  rq=r"""our grafana panel is empty for the time telegraf was restarting — would publishing with -r fill the gap?""",
  ro=T(r"""
Mostly, yes. With `-r` mosquitto keeps every reading published to the topic, so when
Telegraf reconnects it replays the backlog and the gap in Grafana fills in:

```bash
mosquitto_pub -t home/cellar/humidity -m "$VALUE" -r
```

Make sure the Telegraf `mqtt_consumer` input subscribes to the same topics, and set
`persistent_session = true` with a fixed `client_id` if you also want QoS 1 messages
queued while it is down.
"""),
  contains=[r"re:(?i)(only|just) the (last|latest|most recent)|last retained"],
  absent=[r"re:(?i)keeps every reading", r"re:(?i)replays the backlog"],
  fix=[("Mostly, yes. With `-r` mosquitto keeps every reading published to the topic, so when\nTelegraf reconnects it replays the backlog and the gap in Grafana fills in:",
        "No. With `-r` mosquitto keeps only the last message per topic, so when Telegraf\nreconnects it gets one current value and the gap in Grafana stays:")],
  cq=r"""how do I make the door sensor's online/offline status visible to clients that connect later?""",
  co=T(r"""
Use a retained status topic plus a Last Will, so the broker flips it if the device drops off:

```python
client.tls_set(ca_certs="/etc/mosquitto/certs/ca.crt")
client.will_set("home/garage/door/status", "offline", qos=1, retain=True)
client.connect("mqtt.home.lan", 8883)
client.publish("home/garage/door/status", "online", qos=1, retain=True)
```

Because the status is retained, any client subscribing later immediately gets the current
value. The broker sends the will only when the connection is lost without a clean disconnect.
"""))

S(id="h10-036", topic="zigbee2mqtt", difficulty="literal", variation="reworded",
  control_kind="lookalike", core="zigbee2mqtt/",
  tq=r"""trigger an HA automation when the hallway motion sensor publishes occupancy through zigbee2mqtt""",
  to=T(r"""
Use an MQTT trigger on the device's topic and check the payload:

```yaml
triggers:
  - trigger: mqtt
    topic: zigbee2mqtt/hallway_motion
conditions:
  - condition: template
    value_template: "{{ trigger.payload_json.occupancy }}"
actions:
  - action: light.turn_on
    target:
      entity_id: light.hallway
```

The auto-discovered binary_sensor is usually simpler, but this reacts to the raw message.
"""),
  msg=r"""base topic here is z2m, not the defualt one""",
  gw=r"""topic: zigbee2mqtt/hallway_motion""", gr=r"""topic: z2m/hallway_motion""",
  rq=r"""how can I switch the kitchen plug from the command line to test it?""",
  ro=T(r"""
Zigbee2MQTT listens for commands on the device's `/set` topic. Publish a JSON state to
zigbee2mqtt/kitchen_plug/set and the plug switches right away, for example with
mosquitto_pub -t 'zigbee2mqtt/kitchen_plug/set' -m '{"state":"ON"}' (use "OFF" to switch
it back). The plug confirms by publishing its new state on zigbee2mqtt/kitchen_plug,
which you can watch with mosquitto_sub in a second terminal.

If nothing happens, check the friendly name in the Zigbee2MQTT frontend; the topic uses
the friendly name, not the IEEE address.
"""),
  contains=["z2m/kitchen_plug/set"], absent=["zigbee2mqtt/kitchen_plug"],
  fix=[("zigbee2mqtt/kitchen_plug", "z2m/kitchen_plug")],
  cq=r"""zigbee2mqtt keeps losing the coordinator. where are its logs and its config on the server?""",
  co=T(r"""
It runs as the `zigbee2mqtt` service in the compose stack in /opt/homestack:

```bash
cd /opt/homestack
docker compose logs -f --tail=200 zigbee2mqtt
```

The configuration lives in the mounted data directory at
`/opt/homestack/zigbee2mqtt/data/configuration.yaml`. Look at the `serial:` section:
using the `/dev/serial/by-id/...` path instead of `/dev/ttyUSB0` keeps the adapter
from moving when other USB devices are plugged in.
"""),
  look="zigbee2mqtt/data", c_absent=["z2m/data", "--tail=200 z2m"])

# =====================================================================
# Accounting / ERP integrations
# =====================================================================

S(id="h10-037", topic="quickbooks", difficulty="literal", variation="casing",
  control_kind="lookalike", core="LIMIT",
  tq=r"""QuickBooks Online API: get the 100 most recent invoices""",
  to=T(r"""
Use the query endpoint with the QBO query language:

```bash
curl -s -G "https://quickbooks.api.intuit.com/v3/company/$REALM_ID/query" \
  -H "Authorization: Bearer $QBO_TOKEN" \
  -H "Accept: application/json" \
  --data-urlencode "query=SELECT * FROM Invoice ORDERBY TxnDate DESC LIMIT 100" \
  --data-urlencode "minorversion=73"
```

The results come back under `QueryResponse.Invoice`.
"""),
  msg=r"""QBO's query language has no LIMIT — it's MAXRESULTS 100, with STARTPOSITION for paging""",
  gw=r"""LIMIT 100""", gr=r"""MAXRESULTS 100""",
  rq=r"""python: list active customers from qbo, 50 at a time""",
  ro=T(r"""
With `requests`, page through the results:

```python
def active_customers(session, realm_id):
    start = 1
    while True:
        q = f"select * from Customer where Active = true startposition {start} limit 50"
        r = session.get(f"{BASE}/v3/company/{realm_id}/query", params={"query": q})
        r.raise_for_status()
        batch = r.json()["QueryResponse"].get("Customer", [])
        yield from batch
        if len(batch) < 50:
            break
        start += 50
```
"""),
  contains=[r"re:(?i)maxresults 50"], absent=[r"re:(?i)\blimit 50"],
  fix=[("startposition {start} limit 50", "startposition {start} maxresults 50")],
  cq=r"""we mirror the invoices into postgres (qbo_invoices table). sql for the 100 newest?""",
  co=T(r"""
In Postgres it's a plain ORDER BY with LIMIT:

```sql
SELECT doc_number, customer_name, txn_date, total_amt, balance
FROM qbo_invoices
WHERE realm_id = '9130357012345678'
ORDER BY txn_date DESC, doc_number DESC
LIMIT 100;
```

Add an index on `(realm_id, txn_date DESC)` if the table grows large; the sync job
already upserts by the QBO `Id`, so duplicates are not a concern here.
"""),
  look="LIMIT 100", c_absent=["MAXRESULTS", "maxresults"])

S(id="h10-038", topic="xero", difficulty="literal", variation="casing",
  control_kind="already_correct", core="Xero-Tenant",
  tq=r"""curl example to list invoices from the Xero accounting API once I have the access token""",
  to=T(r"""
Send the bearer token and the organisation you're acting on:

```bash
curl -s "https://api.xero.com/api.xro/2.0/Invoices?Statuses=AUTHORISED&page=1" \
  -H "Authorization: Bearer $XERO_TOKEN" \
  -H "Xero-Tenant: $XERO_TENANT_ID" \
  -H "Accept: application/json"
```

Invoices are returned 100 per page; keep increasing `page` until the array is empty.
"""),
  msg=r"""header is xero-tenant-id""",
  gw=r"""Xero-Tenant: $XERO_TENANT_ID""", gr=r"""xero-tenant-id: $XERO_TENANT_ID""",
  rq=r"""python requests version that pulls contacts modified since yesterday""",
  ro=T(r"""
Xero supports `If-Modified-Since` for incremental pulls:

```python
since = (datetime.now(timezone.utc) - timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%S")
resp = requests.get(
    "https://api.xero.com/api.xro/2.0/Contacts",
    headers={
        "Authorization": f"Bearer {token}",
        "xero-tenant": tenant_id,
        "Accept": "application/json",
        "If-Modified-Since": since,
    },
    timeout=30,
)
resp.raise_for_status()
contacts = resp.json()["Contacts"]
```
"""),
  contains=[r"re:(?i)xero-tenant-id"], absent=[r"""re:(?i)["']xero-tenant["']"""],
  fix=[('"xero-tenant": tenant_id', '"xero-tenant-id": tenant_id')],
  cq=r"""how do I find the tenant id for the organisation after the OAuth flow?""",
  co=T(r"""
Call the connections endpoint with the fresh access token; each authorised organisation
is one entry:

```bash
curl -s https://api.xero.com/connections -H "Authorization: Bearer $XERO_TOKEN"
```

Use the `tenantId` of the entry whose `tenantType` is `ORGANISATION` and send it as the
`xero-tenant-id` header on every accounting API call. Store it with the refresh token;
it does not change when the token is refreshed.
"""),
  c_has=["xero-tenant-id"])

S(id="h10-039", topic="odoo", difficulty="paraphrase", variation="renamed_identifier",
  control_kind="lookalike",
  tq=r"""Odoo 17 XML-RPC from Python: fetch posted customer invoices""",
  to=T(r"""
Authenticate against `common`, then call `search_read` through `object`:

```python
import xmlrpc.client

url, db = "https://erp.lindenteas.com", "linden-prod"
common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, "api@lindenteas.com", api_key, {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")

invoices = models.execute_kw(db, uid, api_key, 'account.invoice', 'search_read',
    [[['state', '=', 'posted']]],
    {'fields': ['name', 'partner_id', 'amount_total', 'invoice_date'], 'limit': 200})
```
"""),
  msg=r"""account.invoice was merged into account.move back in Odoo 13. Customer invoices are account.move with move_type = out_invoice.""",
  gw=r"""'account.invoice'""", gr=r"""'account.move'""",
  rq=r"""and the invoice lines for those, with product and quantity""",
  ro=T(r"""
Read the lines model filtered by the invoice ids you already have:

```python
move_ids = [inv['id'] for inv in invoices]
lines = models.execute_kw(db, uid, api_key, 'account.invoice.line', 'search_read',
    [[['invoice_id', 'in', move_ids]]],
    {'fields': ['product_id', 'quantity', 'price_unit', 'price_subtotal']})
```

`product_id` comes back as `[id, display_name]`, so take element 0 when joining.
"""),
  contains=["'account.move.line'"], absent=["'account.invoice.line'", "'invoice_id'"],
  fix=[("'account.invoice.line'", "'account.move.line'"), ("[['invoice_id', 'in', move_ids]]", "[['move_id', 'in', move_ids]]")],
  cq=r"""monthly sales per customer for the dashboard. is there a reporting model so I don't have to sum lines myself?""",
  co=T(r"""
Yes, the invoice analysis model aggregates it for you; use `read_group`:

```python
rows = models.execute_kw(db, uid, api_key, 'account.invoice.report', 'read_group',
    [[['move_type', '=', 'out_invoice'], ['state', '=', 'posted']],
     ['price_subtotal:sum'], ['partner_id', 'invoice_date:month']],
    {'lazy': False})
```

This is the same data as Accounting → Reporting → Invoice Analysis, so the totals match
what finance sees in the UI.
"""),
  look="'account.invoice.report'", c_absent=["account.move.report", "account.move.line.report"])

S(id="h10-040", topic="accounting", difficulty="semantic", variation="prose_claim",
  control_kind="same_topic",
  tq=r"""What date range should the board-pack SQL use for Q1 FY2025?""",
  to=T(r"""
Fiscal Q1 FY2025 covers 1 January – 31 March 2025:

```sql
SELECT account_code, SUM(amount) AS total
FROM gl_entries
WHERE posting_date >= DATE '2025-01-01'
  AND posting_date <  DATE '2025-04-01'
GROUP BY account_code;
```

Using a half-open range (`<` the first day of the next quarter) avoids missing entries
posted late on the last day.
"""),
  msg=r"""Our fiscal year runs 1 April to 31 March and is named for the year it ends in, so FY2025 Q1 is April–June 2024.""",
  gw=r"""Fiscal Q1 FY2025 covers 1 January – 31 March 2025""", gr=r"""Fiscal Q1 FY2025 covers 1 April – 30 June 2024""",
  rq=r"""which months fall in Q3 of FY2025? need them for the variance report""",
  ro=T(r"""
Q3 of FY2025 is the third calendar quarter: 1 July – 30 September 2025. In SQL:

```sql
WHERE posting_date >= DATE '2025-07-01'
  AND posting_date <  DATE '2025-10-01'
```

Compare it with the same quarter of FY2024 for the year-over-year column, and label the
columns with the fiscal quarter, not the calendar months, so the board pack stays
consistent.
"""),
  contains=[r"re:(?i)\boct(ober)?\b|2024-10-01"], absent=["2025-07-01", r"re:(?i)1 July"],
  fix=[("Q3 of FY2025 is the third calendar quarter: 1 July – 30 September 2025. In SQL:",
        "With the April start, Q3 of FY2025 is 1 October – 31 December 2024. In SQL:"),
       ("DATE '2025-07-01'", "DATE '2024-10-01'"), ("DATE '2025-10-01'", "DATE '2025-01-01'")],
  cq=r"""how do I add fiscal_year and fiscal_quarter columns to the GL view?""",
  co=T(r"""
Shift the posting date so April becomes the first month, then take year and quarter:

```sql
SELECT posting_date,
       EXTRACT(YEAR FROM posting_date + INTERVAL '9 months')::int    AS fiscal_year,
       EXTRACT(QUARTER FROM posting_date - INTERVAL '3 months')::int AS fiscal_quarter
FROM gl_entries;
```

A posting on 15 May 2024 gives fiscal_year 2025 and fiscal_quarter 1, matching the
FY-ends-in-March naming.
"""))

S(id="h10-041", topic="stripe", difficulty="semantic", variation="other",
  control_kind="already_correct",
  tq=r"""In our Stripe → QuickBooks sync, how do I map a successful charge to a QBO SalesReceipt?""",
  to=T(r"""
Map the charge fields onto a SalesReceipt line:

```python
def charge_to_receipt(charge, customer_ref):
    return {
        "CustomerRef": {"value": customer_ref},
        "TxnDate": datetime.fromtimestamp(charge["created"], tz=timezone.utc).date().isoformat(),
        "PrivateNote": f"Stripe {charge['id']}",
        "Line": [{
            "Amount": charge["amount"],
            "DetailType": "SalesItemLineDetail",
            "SalesItemLineDetail": {"ItemRef": {"value": "41"}},
        }],
    }
```
"""),
  msg=r"""Stripe amounts are integers in the smallest currency unit, so a €12.50 charge arrives as 1250. Divide by 100 before it goes into QBO — we only bill in EUR and GBP, no zero-decimal currencies.""",
  gw=r""""Amount": charge["amount"],""", gr=r""""Amount": charge["amount"] / 100,""",
  rq=r"""now refunds: map a Stripe refund to a QBO RefundReceipt""",
  ro=T(r"""
Refunds map almost one to one. Stripe already reports `refund["amount"]` in euros, so it
can go straight into the receipt total:

```python
def refund_to_receipt(refund, customer_ref):
    return {
        "CustomerRef": {"value": customer_ref},
        "PrivateNote": f"Stripe refund {refund['id']} for {refund['charge']}",
        "TotalAmt": refund["amount"],
        "Line": [{"Amount": refund["amount"], "DetailType": "SalesItemLineDetail",
                  "SalesItemLineDetail": {"ItemRef": {"value": "41"}}}],
    }
```
"""),
  contains=[r"re:/ ?100|cents"], absent=[r'''re:refund\["amount"\]\s*[,}]''', r"re:(?i)in euros, so it\s+can go straight"],
  fix=[("Stripe already reports `refund[\"amount\"]` in euros, so it\ncan go straight into the receipt total:",
        "Stripe reports `refund[\"amount\"]` in cents, so divide\nby 100 before it goes into the receipt:"),
       ('"TotalAmt": refund["amount"],', '"TotalAmt": refund["amount"] / 100,'),
       ('[{"Amount": refund["amount"],', '[{"Amount": refund["amount"] / 100,')],
  cq=r"""compute the Stripe fee in euros for the journal entry, from the balance transaction""",
  co=T(r"""
The balance transaction carries the fee in cents, like every Stripe amount, so convert
once at the boundary:

```python
from decimal import Decimal

bt = stripe.BalanceTransaction.retrieve(charge["balance_transaction"])
fee_eur = Decimal(bt["fee"]) / 100
net_eur = Decimal(bt["net"]) / 100
```

Using `Decimal` avoids float rounding, so `fee_eur + net_eur` equals the gross amount
exactly when the journal lines are posted to QBO.
"""),
  c_has=["/ 100"])

S(id="h10-042", topic="sap_b1", difficulty="literal", variation="reworded",
  control_kind="unrelated", core="/b1s/v1/",
  tq=r"""How do I log in to the SAP Business One Service Layer from a script?""",
  to=T(r"""
POST your company database and credentials to the Login endpoint; the response sets a
`B1SESSION` cookie that you reuse on later calls:

```bash
curl -sk -c b1.cookies -X POST "https://b1sl.lindenteas.local:50000/b1s/v1/Login" \
  -H "Content-Type: application/json" \
  -d '{"CompanyDB":"LINDEN_PROD","UserName":"svc_integration","Password":"'"$B1_PASS"'"}'
```

Sessions time out after 30 minutes of inactivity by default.
"""),
  msg=r"""we use the v2 service layer (b1s/v2), please don't mix in v1 calls""",
  gw=r"""/b1s/v1/Login""", gr=r"""/b1s/v2/Login""",
  rq=r"""explain to our new intern how to read 20 business partners from the service layer after logging in""",
  ro=T(r"""
Once you're logged in, the session cookie is your ticket. Send a GET request to
https://b1sl.lindenteas.local:50000/b1s/v1/BusinessPartners with the query options
`$select=CardCode,CardName,CardType&$top=20`, passing the cookie file with `-b b1.cookies`.
The result is a JSON object whose `value` array holds the partners. If there are more
records than you asked for, the response includes a next link you can follow for the
following page. Finish with a POST to `/Logout` so the session is released.
"""),
  contains=["/b1s/v2/BusinessPartners"], absent=["/b1s/v1/"],
  fix=[("/b1s/v1/BusinessPartners", "/b1s/v2/BusinessPartners")],
  cq=r"""Julia: how do I time a function properly?""",
  co=T(r"""
Use BenchmarkTools rather than `@time`, which includes compilation on the first call:

```julia
using BenchmarkTools

x = rand(10_000)
@btime sum($x)            # minimum time; interpolating x avoids global-variable overhead
@benchmark sort($x)       # full distribution: min, median, mean, allocations
```

If you only have `@time`, call the function once to compile it and time the second call.
"""))

S(id="h10-043", topic="datev", difficulty="paraphrase", variation="equivalent_construct",
  control_kind="same_topic",
  tq=r"""Export our journal entries to a CSV for the tax advisor's DATEV import (pandas)""",
  to=T(r"""
DATEV expects semicolon separators and a comma as the decimal mark:

```python
cols = ["Umsatz", "Soll/Haben-Kennzeichen", "Konto", "Gegenkonto", "Belegdatum", "Buchungstext"]
export = journal[cols]
export.to_csv(
    "EXTF_Buchungsstapel_2024_11.csv",
    sep=";",
    decimal=",",
    index=False,
    encoding="utf-8",
)
```

The `EXTF_` file name prefix marks it as an external import for DATEV.
"""),
  msg=r"""DATEV chokes on UTF-8, the Buchungstext umlauts come out garbled. The import wants Windows-1252, so encoding="cp1252".""",
  gw=r"""encoding="utf-8",""", gr=r"""encoding="cp1252",""",
  rq=r"""we also send the Debitoren master data (customer names + addresses); write that with the csv module""",
  ro=T(r"""
With the standard library `csv` module:

```python
import csv

with open("EXTF_Debitoren_2024_11.csv", "w", newline="", encoding="utf-8-sig") as f:
    w = csv.writer(f, delimiter=";")
    w.writerow(["Konto", "Name (Adressatentyp Unternehmen)", "Straße", "Postleitzahl", "Ort"])
    for c in customers:
        w.writerow([c.account, c.name, c.street, c.zip, c.city])
```

The BOM from `utf-8-sig` helps Excel recognise the encoding if someone opens the file first.
"""),
  contains=[r're:encoding="(cp1252|windows-1252|Windows-1252)"'], absent=["utf-8-sig"],
  fix=[('encoding="utf-8-sig"', 'encoding="cp1252"'),
       ("The BOM from `utf-8-sig` helps Excel recognise the encoding if someone opens the file first.",
        "DATEV reads Windows-1252, so names with umlauts or ß import correctly.")],
  cq=r"""DATEV wants Belegdatum as DDMM without the year. how do I format that column in pandas?""",
  co=T(r"""
Format the date column as day and month without separators:

```python
journal["Belegdatum"] = pd.to_datetime(journal["Belegdatum"]).dt.strftime("%d%m")
```

The year comes from the header record of the batch (the fiscal-year start and the date
range fields), so every booking in one file has to fall in the same fiscal year.
Keep the leading zeros: write the column as text, not as an integer.
"""))

# =====================================================================
# Audio / video processing
# =====================================================================

S(id="h10-044", topic="ffmpeg", difficulty="semantic", variation="prose_claim",
  control_kind="lookalike",
  tq=r"""the x264 export of our conference talk looks blocky. how do I get better quality out of ffmpeg?""",
  to=T(r"""
Raise the CRF value; a higher CRF tells x264 to spend more bits per frame:

```bash
ffmpeg -i talk_master.mov -c:v libx264 -preset slow -crf 28 \
  -c:a aac -b:a 160k -movflags +faststart talk_1080p.mp4
```

`-preset slow` also helps: slower presets compress more efficiently at the same CRF.
If the source is 10-bit, add `-pix_fmt yuv420p` so every player can decode the result.
"""),
  msg=r"""other way round: lower CRF is higher quality. 28 will look worse than the default 23, try 18–20.""",
  gw=r"""Raise the CRF value; a higher CRF tells x264 to spend more bits per frame""",
  gr=r"""Lower the CRF value; a lower CRF tells x264 to spend more bits per frame""",
  rq=r"""the screen recording of the demo has blurry text after encoding, what setting do i change?""",
  ro=T(r"""
Text gets smeared when the encoder starves fine detail of bits. Increase the CRF so x264
keeps more detail, for example going from the default 23 up to 30:

```bash
ffmpeg -i demo_capture.mkv -c:v libx264 -preset medium -crf 30 -tune stillimage \
  -c:a copy demo_share.mp4
```

`-tune stillimage` suits screen content with very little motion.
"""),
  contains=[r"re:(?i)lower|decrease|reduce"], absent=[r"re:(?i)increase the crf", "-crf 30"],
  fix=[("Increase the CRF so x264\nkeeps more detail, for example going from the default 23 up to 30:",
        "Lower the CRF so x264\nkeeps more detail, for example going from the default 23 down to 18:"),
       ("-crf 30", "-crf 18")],
  cq=r"""the archive copies of old webinars take too much space. quality barely matters, shrink them""",
  co=T(r"""
Increase the CRF and use a slower preset; talking-head webinars hold up surprisingly well:

```bash
for f in webinars/*.mp4; do
  ffmpeg -i "$f" -c:v libx264 -preset slower -crf 30 \
    -vf "scale=-2:720" -c:a aac -b:a 64k "archive/$(basename "$f")"
done
```

Each +6 CRF roughly halves the bitrate, so 30 instead of 23 typically saves 50–60%.
"""),
  look="-crf 30", c_absent=[r"re:(?i)(lower|decrease|reduce) the crf", "-crf 18"])

S(id="h10-045", topic="ffmpeg", difficulty="paraphrase", variation="reordered_args",
  control_kind="lookalike",
  tq=r"""downscale a 4K clip to 1280 wide keeping the aspect ratio, h264""",
  to=T(r"""
Let the scale filter compute the height:

```bash
ffmpeg -i drone_4k.mp4 -vf "scale=1280:-1" -c:v libx264 -crf 21 -preset medium \
  -c:a copy drone_1280.mp4
```

`-1` keeps the original aspect ratio. `-c:a copy` passes the audio through untouched.
"""),
  msg=r"""isn't -2 the safe choice here? -1 can give an odd height and libx264 won't encode that with yuv420p ("height not divisible by 2")""",
  gw=r"""scale=1280:-1""", gr=r"""scale=1280:-2""",
  rq=r"""make 720p proxies of all the clips for editing""",
  ro=T(r"""
Scale every clip to 720 lines and let ffmpeg pick the width:

```bash
mkdir -p proxies
for f in footage/*.MOV; do
  ffmpeg -i "$f" -vf "scale=-1:720" -c:v libx264 -preset veryfast -crf 23 \
    -c:a aac -b:a 128k "proxies/$(basename "${f%.*}").mp4"
done
```

Veryfast keeps proxy generation quick; quality is secondary for offline editing.
"""),
  contains=["scale=-2:720"], absent=["scale=-1:720"],
  fix=[("scale=-1:720", "scale=-2:720")],
  cq=r"""grab a PNG thumbnail at 00:00:05 from each clip, 1920 wide""",
  co=T(r"""
Seek to five seconds, take one frame, and scale it:

```bash
for f in footage/*.MOV; do
  ffmpeg -ss 00:00:05 -i "$f" -frames:v 1 -vf "scale=1920:-1" \
    "thumbs/$(basename "${f%.*}").png"
done
```

PNG has no even-dimension requirement, so `-1` is fine here and keeps the exact aspect
ratio. Putting `-ss` before `-i` makes the seek fast.
"""),
  look="scale=1920:-1", c_absent=["scale=1920:-2"])

S(id="h10-046", topic="gstreamer", difficulty="literal", variation="code_block",
  control_kind="already_correct", core="ffmpegcolorspace",
  tq=r"""GStreamer 1.22 pipeline: USB webcam → H.264 → mp4 file""",
  to=T(r"""
```bash
gst-launch-1.0 -e v4l2src device=/dev/video0 \
  ! video/x-raw,width=1280,height=720,framerate=30/1 \
  ! ffmpegcolorspace \
  ! x264enc tune=zerolatency bitrate=2500 speed-preset=veryfast \
  ! h264parse ! mp4mux ! filesink location=webcam.mp4
```

`-e` sends EOS on Ctrl-C so mp4mux can finalise the file; without it the MP4 is unplayable.
"""),
  msg=r"""ffmpegcolorspace is from 0.10. In 1.x the element is videoconvert.""",
  gw=r"""! ffmpegcolorspace""", gr=r"""! videoconvert""",
  rq=r"""same pipeline but from Python with PyGObject so I can stop it from code""",
  ro=T(r"""
Build it with `Gst.parse_launch` and send EOS when you want to stop:

```python
import gi
gi.require_version("Gst", "1.0")
from gi.repository import Gst

Gst.init(None)
pipeline = Gst.parse_launch(
    "v4l2src device=/dev/video0 ! video/x-raw,width=1280,height=720 "
    "! ffmpegcolorspace ! x264enc tune=zerolatency bitrate=2500 "
    "! h264parse ! mp4mux ! filesink location=webcam.mp4"
)
pipeline.set_state(Gst.State.PLAYING)
# later:
pipeline.send_event(Gst.Event.new_eos())
```
"""),
  contains=["videoconvert"], absent=["ffmpegcolorspace"],
  fix=[("! ffmpegcolorspace !", "! videoconvert !")],
  cq=r"""add a live preview window to the webcam recording pipeline""",
  co=T(r"""
Split the raw video with a `tee`, one branch to the encoder and one to a display sink:

```bash
gst-launch-1.0 -e v4l2src device=/dev/video0 ! videoconvert ! tee name=t \
  t. ! queue ! x264enc tune=zerolatency ! h264parse ! mp4mux ! filesink location=webcam.mp4 \
  t. ! queue ! videoconvert ! autovideosink sync=false
```

Each branch needs its own `queue`, otherwise one branch blocks the other and the
pipeline stalls at preroll.
"""),
  c_has=["! videoconvert !"])

S(id="h10-047", topic="ffmpeg", difficulty="literal", variation="reordered_args",
  control_kind="lookalike", core="I=-23",
  tq=r"""normalise the loudness of our podcast episode master with ffmpeg""",
  to=T(r"""
Use the `loudnorm` filter (EBU R128):

```bash
ffmpeg -i ep112_master.wav \
  -af loudnorm=I=-23:TP=-2:LRA=11 \
  -ar 48000 -c:a pcm_s24le ep112_norm.wav
```

For the best result run it in two passes: first with `print_format=json` to measure,
then feed the measured values back in with `linear=true`.
"""),
  msg=r"""-23 is the broadcast target. Our podcast spec is -16 LUFS integrated, -1.5 dBTP true peak.""",
  gw=r"""loudnorm=I=-23:TP=-2""", gr=r"""loudnorm=I=-16:TP=-1.5""",
  rq=r"""batch version for all episodes in masters/, mp3 output for the feed""",
  ro=T(r"""
Loop over the masters and encode straight to MP3:

```bash
for f in masters/*.wav; do
  ffmpeg -i "$f" -af "loudnorm=TP=-2:LRA=11:I=-23" \
    -ar 48000 -c:a libmp3lame -b:a 128k "feed/$(basename "${f%.wav}").mp3"
done
```

128 kbps MP3 is the usual compromise between size and quality for speech.
"""),
  contains=["I=-16"], absent=["I=-23", "TP=-2:"],
  fix=[("loudnorm=TP=-2:LRA=11:I=-23", "loudnorm=TP=-1.5:LRA=11:I=-16")],
  cq=r"""the radio station wants a 30-second promo of the show, delivered to their EBU R128 spec""",
  co=T(r"""
R128 delivery means -23 LUFS integrated with the true peak at or below -1 dBTP:

```bash
ffmpeg -i promo_30s_mix.wav \
  -af loudnorm=I=-23:TP=-1:LRA=7 \
  -ar 48000 -c:a pcm_s24le promo_30s_r128.wav
```

Check the result with `ffmpeg -i promo_30s_r128.wav -af ebur128=peak=true -f null -`; the
summary at the end should read about -23.0 LUFS.
"""),
  look="I=-23", c_absent=["I=-16"])

S(id="h10-048", topic="ffmpeg", difficulty="literal", variation="reordered_args",
  control_kind="already_correct", core="-hls_time 10",
  tq=r"""package our 1080p mezzanine file as VOD HLS""",
  to=T(r"""
```bash
ffmpeg -i lecture_04.mp4 \
  -c:v libx264 -preset medium -crf 21 -g 48 -keyint_min 48 -sc_threshold 0 \
  -c:a aac -b:a 128k \
  -hls_time 10 -hls_playlist_type vod \
  -hls_segment_filename "hls/lecture_04_%03d.ts" hls/lecture_04.m3u8
```

The fixed GOP (`-g 48` at 24 fps = 2 s) keeps segment boundaries on keyframes.
"""),
  msg=r"""we use 6-second segments everywhere; the CDN cache rules and the player buffer both assume 6""",
  gw=r"""-hls_time 10""", gr=r"""-hls_time 6""",
  rq=r"""package lecture_05 the same way, it's 30 fps""",
  ro=T(r"""
At 30 fps a 2-second GOP is 60 frames:

```bash
ffmpeg -i lecture_05.mp4 \
  -c:v libx264 -preset medium -crf 21 -g 60 -keyint_min 60 -sc_threshold 0 \
  -c:a aac -b:a 128k \
  -hls_playlist_type vod -hls_time 10 \
  -hls_segment_filename "hls/lecture_05_%03d.ts" hls/lecture_05.m3u8
```

The segment length must be a multiple of the GOP duration, otherwise segments vary in length.
"""),
  contains=["-hls_time 6"], absent=["-hls_time 10"],
  fix=[("-hls_time 10", "-hls_time 6")],
  cq=r"""live version for the Friday talks, keeping only the last minute in the playlist""",
  co=T(r"""
For live output keep a rolling playlist and delete old segments:

```bash
ffmpeg -re -i rtmp://ingest.lindenlearn.local/live/friday \
  -c:v libx264 -preset veryfast -g 48 -sc_threshold 0 -c:a aac -b:a 128k \
  -hls_time 6 -hls_list_size 10 -hls_flags delete_segments \
  /var/www/live/friday.m3u8
```

Ten 6-second segments keep the last minute available to players that join late.
"""),
  c_has=["-hls_time 6", "-hls_list_size 10"])

S(id="h10-049", topic="gstreamer", difficulty="paraphrase", variation="other",
  control_kind="lookalike",
  tq=r"""gst pipeline to view the front door camera's RTSP stream with about 200 ms of buffering""",
  to=T(r"""
Set the jitter buffer size on `rtspsrc`:

```bash
gst-launch-1.0 rtspsrc location=rtsp://cam-front.lan:554/stream1 latency=0.2 \
  ! rtph264depay ! h264parse ! avdec_h264 \
  ! videoconvert ! autovideosink sync=false
```

Lower latency means less tolerance for network jitter, so expect occasional artefacts
on Wi-Fi cameras.
"""),
  msg=r"""latency on rtspsrc is an integer in milliseconds, 0.2 won't parse. latency=200""",
  gw=r"""latency=0.2""", gr=r"""latency=200""",
  rq=r"""same for the garage cam but with half a second of buffer, it's on a flaky wifi link""",
  ro=T(r"""
Give the jitter buffer more room for the weaker link:

```bash
gst-launch-1.0 rtspsrc location=rtsp://cam-garage.lan:554/stream1 latency=0.5 protocols=tcp \
  ! rtph264depay ! h264parse ! avdec_h264 \
  ! videoconvert ! autovideosink sync=false
```

`protocols=tcp` forces RTP over the RTSP TCP connection, which avoids UDP packet loss on Wi-Fi.
"""),
  contains=["latency=500"], absent=["latency=0.5"],
  fix=[("latency=0.5", "latency=500")],
  cq=r"""play the garage cam's audio track too, but quieter""",
  co=T(r"""
Add an audio branch from the same `rtspsrc` and scale it with `volume`:

```bash
gst-launch-1.0 rtspsrc location=rtsp://cam-garage.lan:554/stream1 latency=500 name=src \
  src. ! rtph264depay ! h264parse ! avdec_h264 ! videoconvert ! autovideosink \
  src. ! rtppcmadepay ! alawdec ! audioconvert ! volume volume=0.5 ! autoaudiosink
```

`volume` is a linear factor, so 0.5 is half the amplitude, about -6 dB.
"""),
  look="volume=0.5", c_absent=["volume=500"])

S(id="h10-050", topic="ffmpeg", difficulty="paraphrase", variation="reordered_args",
  control_kind="lookalike",
  tq=r"""transcode job on encode-01: use the GPU for H.264 to take load off the CPU""",
  to=T(r"""
Use the hardware encoder and keep decoding on the GPU as well:

```bash
ffmpeg -hwaccel cuda -hwaccel_output_format cuda -i input.mov \
  -c:v h264_nvenc -preset p5 -b:v 8M -maxrate 10M -bufsize 16M \
  -c:a copy output_h264.mp4
```

`-preset p5` is a good quality/speed balance on recent NVENC generations.
"""),
  msg=r"""Thanks, but encode-01 has no NVIDIA card — it's an Intel Arc A380, so it has to be QSV (h264_qsv).""",
  gw=r"""-c:v h264_nvenc""", gr=r"""-c:v h264_qsv""",
  rq=r"""HEVC 10-bit version of the nightly archive transcode on encode-01""",
  ro=T(r"""
HEVC with 10-bit output:

```bash
ffmpeg -i nightly_src.mxf \
  -b:v 12M -preset p6 -profile:v main10 -c:v hevc_nvenc -pix_fmt p010le \
  -c:a aac -b:a 192k nightly_archive.mp4
```

10-bit HEVC avoids banding in dark gradients and is what the archive spec asks for.
"""),
  contains=["hevc_qsv"], absent=["nvenc"],
  fix=[("-b:v 12M -preset p6 -profile:v main10 -c:v hevc_nvenc -pix_fmt p010le",
        "-b:v 12M -preset slow -profile:v main10 -c:v hevc_qsv -pix_fmt p010le")],
  cq=r"""on my workstation (RTX 4070) I want a fast preview render of the same timeline export""",
  co=T(r"""
On the RTX card NVENC is the right choice:

```bash
ffmpeg -i timeline_export.mov \
  -c:v h264_nvenc -preset p3 -cq 26 \
  -c:a aac -b:a 128k preview.mp4
```

`-cq` gives constant-quality rate control, similar to CRF in x264. Preset p3 trades
some quality for speed, which is fine for previews.
"""),
  look="h264_nvenc", c_absent=["qsv"])

S(id="h10-051", topic="ffmpeg", difficulty="semantic", variation="equivalent_construct",
  control_kind="same_topic",
  tq=r"""burn the speaker's name into the bottom-left corner of the clip, fast""",
  to=T(r"""
Use `drawtext`, and stream-copy so it doesn't have to re-encode:

```bash
ffmpeg -i keynote.mp4 \
  -vf "drawtext=fontfile=/usr/share/fonts/TTF/Inter-SemiBold.ttf:text='Dr. Ana Ruiz':x=40:y=h-th-40:fontsize=42:fontcolor=white:box=1:boxcolor=black@0.5" \
  -c copy keynote_named.mp4
```

Copying the streams keeps the original quality and takes seconds.
"""),
  msg=r"""you can't filter and stream-copy at the same time, ffmpeg errors out ("Filtering and streamcopy cannot be used together"). the video has to be re-encoded; only the audio can be copied.""",
  gw=r"""-c copy keynote_named.mp4""", gr=r"""-c:v libx264 -crf 18 -c:a copy keynote_named.mp4""",
  rq=r"""add our logo (logo.png) to the top-right of the promo, and avoid a full re-encode if possible""",
  ro=T(r"""
Overlay the PNG with the `overlay` filter; since only the picture gets a small logo, you
can keep the video stream copied and nothing is re-encoded:

```bash
ffmpeg -i promo.mp4 -i logo.png \
  -filter_complex "[0:v][1:v]overlay=W-w-30:30" \
  -c:v copy -c:a copy promo_logo.mp4
```

The overlay coordinates put the logo 30 px from the top and right edges.
"""),
  contains=[r"re:-c:v (libx264|libx265|h264_\w+|hevc_\w+)"], absent=["-c:v copy", r"re:(?i)nothing is re-encoded"],
  fix=[("since only the picture gets a small logo, you\ncan keep the video stream copied and nothing is re-encoded:",
        "a filter needs decoded frames, so the video\nhas to be re-encoded; only the audio can be copied:"),
       ("-c:v copy -c:a copy", "-c:v libx264 -crf 18 -preset medium -c:a copy")],
  cq=r"""cut the first 90 seconds off the keynote without losing quality""",
  co=T(r"""
Without filters, stream copy is fine and very fast:

```bash
ffmpeg -ss 00:01:30 -i keynote.mp4 -c copy -avoid_negative_ts make_zero keynote_trimmed.mp4
```

With stream copy the cut snaps to a keyframe, so the start may be off by up to one GOP.
If it has to be frame-exact, re-encode the video with `-c:v libx264 -crf 18` and keep
`-c:a copy`.
"""))

S(id="h10-052", topic="ffmpeg", difficulty="paraphrase", variation="equivalent_construct",
  control_kind="unrelated",
  tq=r"""prepare the call recordings for our speech-to-text model: mono wav""",
  to=T(r"""
Convert each recording to mono 16-bit PCM:

```bash
for f in calls/*.m4a; do
  ffmpeg -hide_banner -i "$f" -ac 1 -ar 44100 -c:a pcm_s16le "asr_in/$(basename "${f%.*}").wav"
done
```

Check a file with `ffprobe -hide_banner asr_in/<name>.wav`; it should report
`pcm_s16le, 44100 Hz, mono`.
"""),
  msg=r"""The ASR model is trained on 16 kHz audio and anything else gets resampled badly on their side. -ar 16000 please.""",
  gw=r"""-ar 44100""", gr=r"""-ar 16000""",
  rq=r"""some recordings are already wav; I'd rather use sox for those. convert them for the ASR too""",
  ro=T(r"""
sox can do the channel mix and the resampling in one go:

```bash
for f in calls_wav/*.wav; do
  sox "$f" -b 16 -c 1 -r 48000 "asr_in/$(basename "$f")"
done
```

Verify with `soxi asr_in/<name>.wav`: you should see 1 channel, 48000 Hz, 16-bit.
"""),
  contains=[r"re:-r 16(000|k)\b"], absent=["-r 48000", "48000 Hz"],
  fix=[("-r 48000", "-r 16000"), ("48000 Hz", "16000 Hz")],
  cq=r"""What's the keyboard shortcut to paste without formatting in Google Docs?""",
  co=T(r"""
Use **Ctrl+Shift+V** (Windows, Linux, ChromeOS) or **Cmd+Shift+V** on macOS. The text
takes on the formatting of the paragraph you paste into.

Other ways to get the same result:

- Edit → Paste without formatting from the menu bar
- paste normally, select the text, then press Ctrl+\ (Cmd+\ on macOS) to clear formatting

If the shortcut does nothing, a browser extension may be capturing it; check
chrome://extensions/shortcuts.
"""))

# =====================================================================
# Office and team facts
# =====================================================================

S(id="h10-053", topic="office", difficulty="semantic", variation="reworded",
  control_kind="already_correct",
  tq=r"""draft the 'first week' section of the onboarding doc for the new data engineer""",
  to=T(r"""
**Your first week**

- **Daily standup** at 09:30 in the Kestrel room (or on the Meet link pinned in #data-team).
  Keep it to what you did, what's next and anything blocking you.
- **Laptop and access**: IT hands over your laptop on Monday at 10:00; request warehouse
  access through the "Data Platform" form in the service portal.
- **Buddy**: Priya Natarajan will pair with you on the ingestion jobs on Tuesday and Thursday.
- **Friday**: demo session at 15:00, where you'll say a quick hello.
"""),
  msg=r"""standup moved to 9:45 in March (school run thing), the rest is right""",
  gw=r"""**Daily standup** at 09:30""", gr=r"""**Daily standup** at 09:45""",
  rq=r"""write a short slack welcome message for Tomasz (new data engineer) with the key meeting times""",
  ro=T(r"""
Welcome to the team, Tomasz! A few things to know for your first days:

- We do our daily standup every morning at half past nine in the Kestrel room; the Meet
  link is pinned in #data-team if you're remote.
- Friday demo is at 15:00, come say hi.
- Priya is your buddy for the first weeks, ping her with anything.

Looking forward to working with you!
"""),
  contains=[r"re:9:45|(?i:quarter to ten)"], absent=[r"re:(?i)half past nine", "9:30"],
  fix=[("every morning at half past nine in the Kestrel room", "every morning at 9:45 in the Kestrel room")],
  cq=r"""write the description for the standup event in the team calendar""",
  co=T(r"""
**Data team standup**

When: every weekday, 09:45–10:00
Where: Kestrel room / Meet link pinned in #data-team
Format: one minute per person (done, next, blockers); longer discussions move to a
follow-up right after.
Owner: Priya Natarajan (rotates monthly)
"""),
  c_has=["09:45"])

S(id="h10-054", topic="office", difficulty="semantic", variation="prose_claim",
  control_kind="unrelated",
  tq=r"""what's our approval rule for expenses? I'm writing the FAQ for the finance wiki""",
  to=T(r"""
**Who approves my expense?**

Expenses submitted in Pleo go to your line manager for approval. Anything over €1,000
additionally needs sign-off from the CFO before it's reimbursed.

Attach the receipt to the Pleo transaction within 7 days; transactions without receipts
are flagged at month end. Mileage is claimed at the standard rate via the "Mileage" form,
not as a Pleo expense.
"""),
  msg=r"""I think the CFO threshold is €500 now? It was lowered in the 2024 policy update.""",
  gw=r"""Anything over €1,000""", gr=r"""Anything over €500""",
  rq=r"""a new hire asks whether their €750 conference ticket needs more than their manager's OK""",
  ro=T(r"""
No, that one only needs your manager. The CFO sign-off kicks in above €1,000, so a €750
ticket goes through the normal Pleo flow:

1. Pay with your Pleo card (or submit it as an out-of-pocket expense).
2. Attach the invoice within 7 days.
3. Your line manager approves it in Pleo, and it's booked to your team's training budget.
"""),
  contains=["€500"], absent=["€1,000", r"re:(?i)only needs your manager"],
  fix=[("No, that one only needs your manager. The CFO sign-off kicks in above €1,000, so a €750\nticket goes through the normal Pleo flow:",
        "Yes. The CFO sign-off kicks in above €500, so a €750 ticket needs the CFO as well as\nyour manager. The flow in Pleo:"),
       ("3. Your line manager approves it in Pleo, and", "3. Your line manager and then the CFO approve it in Pleo, and")],
  cq=r"""how do I list the 10 largest files under /srv/data on Linux?""",
  co=T(r"""
Combine `find` with `sort`:

```bash
find /srv/data -type f -printf '%s\t%p\n' 2>/dev/null \
  | sort -nr | head -n 10 \
  | numfmt --field=1 --to=iec
```

`-printf '%s'` prints the size in bytes, `sort -nr` orders the files largest first, and
`numfmt` turns the byte counts into human-readable sizes like 1.4G.
"""))

S(id="h10-055", topic="office", difficulty="literal", variation="casing",
  control_kind="already_correct", core="fs01.corp.harbor.io",
  tq=r"""how do I map the projects share on my new Windows laptop?""",
  to=T(r"""
Map it as a network drive from a terminal:

```powershell
net use P: \\fs01.corp.harbor.io\projects /persistent:yes
```

or in Explorer: This PC → Map network drive, pick `P:` and enter
`\\fs01.corp.harbor.io\projects`. Tick "Reconnect at sign-in". You need to be on the
office network or connected to the VPN for the share to be reachable.
"""),
  msg=r"""fs01 got decommissioned in the summer migration, projects are on fs02.corp.harbor.io now""",
  gw=r"""\\fs01.corp.harbor.io\projects""", gr=r"""\\fs02.corp.harbor.io\projects""",
  rq=r"""where's the 2025 budget workbook? I need the path for an email""",
  ro=T(r"""
The current budget workbook is on the projects share:

`\\FS01.corp.harbor.io\Projects\Finance\Budget\2025\Budget_2025_v7.xlsx`

If you're sending it by email, share the path rather than attaching the file, so people
always open the latest version; the workbook links to the headcount sheet in the same
folder and the links break when it's copied elsewhere. People outside the finance group
need read access to `Projects\Finance` first (ask IT via the service portal).
"""),
  contains=[r"re:(?i)fs02\.corp\.harbor\.io"], absent=[r"re:(?i)fs01"],
  fix=[(r"\\FS01.corp.harbor.io", r"\\FS02.corp.harbor.io")],
  cq=r"""and where does the scanner drop folder live?""",
  co=T(r"""
Scans land in the `scans` share on the file server:

```powershell
net use S: \\fs02.corp.harbor.io\scans /persistent:yes
```

Each multifunction printer writes into a subfolder named after its location
(`3rd-floor-east`, `reception`, ...). Files older than 30 days are deleted
automatically, so move anything you need to keep into your project folder.
"""),
  c_has=["fs02.corp.harbor.io"])

S(id="h10-056", topic="office", difficulty="literal", variation="casing",
  control_kind="lookalike", core="billing@harbor.io",
  tq=r"""draft a reply to Globex's accounts payable team: their invoice INV-20931 was paid twice, we'll refund the duplicate""",
  to=T(r"""
Subject: Duplicate payment for INV-20931

Hi Globex AP team,

Thanks for flagging this. We've confirmed that invoice INV-20931 (€4,860.00) was paid
twice, on 3 and 5 March. We'll refund the duplicate payment to the originating account
within 5 business days and send the remittance advice once it's processed.

If you have any questions about the refund, please contact billing@harbor.io.

Best regards,
Jana Kowalczyk
Accounts Receivable, Harbor Systems
"""),
  msg=r"""billing@ bounces since the mailbox cleanup, use finance-ops@harbor.io""",
  gw=r"""billing@harbor.io""", gr=r"""finance-ops@harbor.io""",
  rq=r"""write the standard footer we put under payment reminder emails""",
  ro=T(r"""
---
Harbor Systems GmbH · Accounts Receivable
Questions about this invoice? Write to Billing@Harbor.io and quote the invoice number.
Bank: Sparkasse Hannover · IBAN DE12 2505 0180 0000 1234 56 · BIC SPKHDE2HXXX
Payment terms: 14 days net. Please ignore this reminder if you have already paid.
Managing directors: Jana Kowalczyk, Tobias Brandt · HRB 123456, Amtsgericht Hannover
"""),
  contains=[r"re:(?i)finance-ops@harbor\.io"], absent=[r"re:(?i)billing@harbor\.io"],
  fix=[("Billing@Harbor.io", "finance-ops@harbor.io")],
  cq=r"""Globex replied that the remittance advice should go to their billing mailbox. can you draft the note?""",
  co=T(r"""
Subject: Remittance advice – refund of duplicate payment INV-20931

Hi Globex AP team,

Please find attached the remittance advice for the refund of €4,860.00, sent today to the
account the duplicate payment came from. As requested, we're copying billing@globex.com
so your billing team has it on file.

For anything on our side, reach us at finance-ops@harbor.io.

Best regards,
Jana Kowalczyk
"""),
  look="billing@globex.com", c_absent=["finance-ops@globex.com"])

S(id="h10-057", topic="excel", difficulty="semantic", variation="reworded",
  control_kind="same_topic",
  tq=r"""Excel: pull the unit price for each SKU in column A from the Prices sheet (SKU in col A, price in col C)""",
  to=T(r"""
In B2 of the order sheet:

```
=VLOOKUP(A2, Prices!$A:$C, 3, TRUE)
```

Fill it down the column. The last argument controls the match type; `TRUE` makes Excel
return the price of the matching SKU, and `#N/A` appears if a SKU isn't on the Prices sheet.
"""),
  msg=r"""TRUE is approximate match — with no exact hit it returns the nearest smaller SKU (and it needs sorted data). That's where the wrong prices came from. Must be FALSE.""",
  gw=r"""=VLOOKUP(A2, Prices!$A:$C, 3, TRUE)""", gr=r"""=VLOOKUP(A2, Prices!$A:$C, 3, FALSE)""",
  rq=r"""how do I look up each employee's cost centre from the HR export (ID in col A, cost centre in col D)?""",
  ro=T(r"""
Use VLOOKUP against the HR export and ask for the fourth column:

```
=VLOOKUP(A2, HR_Export!$A$2:$D$800, 4, TRUE)
```

Setting the last argument to TRUE tells Excel to only accept the row whose ID matches
exactly, so a missing employee shows `#N/A` instead of someone else's cost centre.
"""),
  contains=[r"re:4, ?(FALSE|0)\)|XLOOKUP\("], absent=["4, TRUE)", r"re:(?i)TRUE tells Excel to only accept"],
  fix=[("4, TRUE)", "4, FALSE)"),
       ("Setting the last argument to TRUE tells Excel to only accept the row whose ID matches\nexactly,",
        "Setting the last argument to FALSE tells Excel to only accept the row whose ID matches\nexactly,")],
  cq=r"""sum the order values per customer from the Orders sheet (customer in B, value in F)""",
  co=T(r"""
`SUMIFS` handles it without a lookup:

```
=SUMIFS(Orders!$F:$F, Orders!$B:$B, A2)
```

Put the unique customer names in column A (for example with `=UNIQUE(Orders!B2:B5000)`
in A2 on Microsoft 365) and fill the formula down. SUMIFS matches exactly and ignores
text in the sum range, so header rows don't cause errors.
"""))

S(id="h10-058", topic="office", difficulty="literal", variation="casing",
  control_kind="already_correct", core="#incidents",
  tq=r"""write the 'what to do during an incident' blurb for the support handbook""",
  to=T(r"""
**During an incident**

1. Open an incident in PagerDuty (or acknowledge the page if you were paged).
2. Post a short summary in #incidents: what's broken, since when, customer impact.
3. Name an incident lead; everyone else takes direction from them.
4. Post updates in the channel at least every 30 minutes, even if nothing changed.
5. Once resolved, schedule the post-mortem within 2 working days.
"""),
  msg=r"""#incidents is archived, we moved to #ops-incident last year""",
  gw=r"""#incidents""", gr=r"""#ops-incident""",
  rq=r"""status page template text that also tells staff where the live updates happen""",
  ro=T(r"""
**We're investigating an issue**

We are aware that some customers cannot log in to the Harbor dashboard and are working on
a fix. Next update in 30 minutes.

Internal note (remove before publishing): live coordination happens in #Incidents on
Slack; the incident lead posts customer-facing updates here.
"""),
  contains=["#ops-incident"], absent=[r"re:(?i)#incidents\b"],
  fix=[("#Incidents", "#ops-incident")],
  cq=r"""who do I ping if the payment provider goes down at night?""",
  co=T(r"""
Out of hours:

1. Check whether PagerDuty already paged the on-call engineer for the Payments service.
2. If not, trigger an incident manually in PagerDuty on the service "Payments – PSP".
3. Post in #ops-incident with the provider's status page link and what you're seeing.
4. Don't contact the PSP's account manager directly; the incident lead handles that.

The on-call rota is the "Engineering on-call" schedule in PagerDuty.
"""),
  c_has=["#ops-incident"])

S(id="h10-059", topic="office", difficulty="semantic", variation="prose_claim",
  control_kind="unrelated",
  tq=r"""we have a call with the Berlin office on 14 January at 9:00 their time. What's that in UTC?""",
  to=T(r"""
Berlin is on UTC+2, so 9:00 in Berlin on 14 January is **07:00 UTC**.

For the invite, the simplest way to avoid mistakes is to create it in the Berlin time
zone (Europe/Berlin) and let the calendar convert it for each attendee:

- London: 07:00
- New York: 02:00
- UTC: 07:00
"""),
  msg=r"""In January Berlin is on CET, UTC+1 — summer time doesn't start until the end of March. So it's 08:00 UTC (03:00 in New York).""",
  gw=r"""Berlin is on UTC+2, so 9:00 in Berlin on 14 January is **07:00 UTC**""",
  gr=r"""Berlin is on UTC+1 (CET), so 9:00 in Berlin on 14 January is **08:00 UTC**""",
  rq=r"""quarterly review with Berlin on 12 February, 15:00 Berlin time. UTC please""",
  ro=T(r"""
Berlin runs two hours ahead of UTC, so 15:00 in Berlin on 12 February is 13:00 UTC.

Converted for the other offices:

- London: 13:00
- New York: 08:00
- Singapore: 21:00

Create the event in the Europe/Berlin zone so everyone's calendar shows the right local time.
"""),
  contains=["14:00 UTC"], absent=["13:00 UTC", r"re:(?i)two hours ahead"],
  fix=[("Berlin runs two hours ahead of UTC, so 15:00 in Berlin on 12 February is 13:00 UTC.",
        "In February Berlin is on CET, one hour ahead of UTC, so 15:00 in Berlin on 12 February is 14:00 UTC."),
       ("- London: 13:00\n- New York: 08:00\n- Singapore: 21:00", "- London: 14:00\n- New York: 09:00\n- Singapore: 22:00")],
  cq=r"""ESPHome: how do I add a button that reboots the node?""",
  co=T(r"""
Add a restart button; it shows up as an entity in Home Assistant:

```yaml
button:
  - platform: restart
    name: "Hallway Node Restart"
    entity_category: config
```

Pressing it in the HA UI reboots the ESP. There is also `platform: safe_mode` if you ever
need to boot into safe mode for an OTA recovery.
"""))

S(id="h10-060", topic="jira", difficulty="literal", variation="casing",
  control_kind="lookalike", core="project = FINANCE",
  tq=r"""JQL for all finance tickets waiting for review""",
  to=T(r"""
```
project = FINANCE AND status = "In Review" ORDER BY updated DESC
```

Save it as a filter (Filters → Save as) so you can put it on a dashboard gadget or
subscribe to it by email. Add `AND assignee = currentUser()` if you only want your own
tickets.
"""),
  msg=r"""FINANCE is the Confluence space key. The Jira project key is ACCT.""",
  gw=r"""project = FINANCE""", gr=r"""project = ACCT""",
  rq=r"""jql: finance tickets created this month that are still unassigned""",
  ro=T(r"""
```
project = finance AND assignee IS EMPTY AND created >= startOfMonth() ORDER BY priority DESC
```

`startOfMonth()` is evaluated in your profile's time zone. Pin the filter to the team
dashboard so triage happens during the Monday sync.
"""),
  contains=[r"re:(?i)project = acct\b"], absent=[r"re:(?i)project = finance\b"],
  fix=[("project = finance", "project = ACCT")],
  cq=r"""CQL to find all Confluence pages in the finance space updated this year""",
  co=T(r"""
Confluence uses CQL, where the space key goes in `space`:

```
space = FINANCE AND type = page AND lastmodified >= startOfYear() ORDER BY lastmodified DESC
```

Run it from the advanced search or in a "Content by query" macro. Restricted pages only
show up for people who are allowed to view them.
"""),
  look="space = FINANCE", c_absent=["space = ACCT"])

# =====================================================================
# Validation
# =====================================================================

EXPECTED = {
    "difficulty": {"literal": 25, "paraphrase": 20, "semantic": 15},
    "control_kind": {"lookalike": 28, "same_topic": 14, "already_correct": 12, "unrelated": 6},
    "repeat_variation": {"reworded": 10, "code_block": 10, "casing": 6, "renamed_identifier": 8,
                         "reordered_args": 6, "prose_claim": 8, "equivalent_construct": 7, "other": 5},
}

# Syntax that Python re accepts but Go RE2 does not (or the reverse).
RE2_UNSAFE = [
    (re.compile(r"\(\?[=!]"), "lookahead"),
    (re.compile(r"\(\?<[=!]"), "lookbehind"),
    (re.compile(r"\(\?P?="), "named backreference"),
    (re.compile(r"\(\?>"), "atomic group"),
    (re.compile(r"\\[1-9]"), "numbered backreference"),
    (re.compile(r"\\[ZzAG]"), "anchor escape not shared by both engines"),
    (re.compile(r"[*+?}][+]"), "possessive quantifier"),
    (re.compile(r"\(\?\("), "conditional group"),
]


def check(text, spec):
    """Same semantics as the runner: 're:' prefix is a regex search, otherwise a substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def is_fixed(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def validate_pattern(sid, spec):
    if not spec.startswith("re:"):
        assert spec, "%s: empty check" % sid
        return
    pat = spec[3:]
    try:
        re.compile(pat)
    except re.error as e:
        raise AssertionError("%s: regex %r does not compile: %s" % (sid, pat, e))
    for rx, what in RE2_UNSAFE:
        assert not rx.search(pat), "%s: regex %r uses %s" % (sid, pat, what)
    # global inline flags only at the very start (Python 3.11+ rejects them elsewhere)
    for m in re.finditer(r"\(\?[aiLmsux]+\)", pat):
        assert m.start() == 0, "%s: inline flag group not at the start of %r" % (sid, pat)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def nlines(s):
    return len(s.split("\n"))


def validate(scenarios):
    ids = [s["id"] for s in scenarios]
    assert len(ids) == 60, "expected 60 scenarios, got %d" % len(ids)
    assert len(set(ids)) == len(ids), "duplicate ids"
    assert ids == ["h10-%03d" % i for i in range(1, 61)], "ids must be h10-001 .. h10-060 in order"
    msgs = [s["msg"] for s in scenarios]
    assert len(set(msgs)) == len(msgs), "duplicate correction messages"
    queries = [s[k] for s in scenarios for k in ("tq", "rq", "cq")]
    assert len(set(queries)) == len(queries), "duplicate queries"

    for s in scenarios:
        sid = s["id"]
        assert s["topic"] in AREA, "%s: unknown topic %s" % (sid, s["topic"])
        assert s["difficulty"] in DIFFICULTY, sid
        assert s["variation"] in VARIATION, sid
        assert s["control_kind"] in CONTROL, sid

        # teach
        assert s["gw"] in s["to"], "%s: gold_wrong not in teach.output" % sid
        assert s["gw"] != s["gr"], "%s: gold_right equals gold_wrong" % sid
        corrected_teach = s["to"].replace(s["gw"], s["gr"], 1)
        assert corrected_teach != s["to"], sid

        # literal: the wrong text recurs verbatim up to case and white space
        if s["difficulty"] == "literal":
            core = s.get("core")
            assert core, "%s: literal scenario needs `core`" % sid
            assert norm(core) in norm(s["to"]), "%s: core not in teach output" % sid
            assert norm(core) in norm(s["ro"]), "%s: core not in repeat output" % sid
        if s["variation"] == "casing":
            core = s.get("core")
            assert core and core not in s["ro"] and norm(core) in norm(s["ro"]), \
                "%s: casing variation must change the case of the wrong text" % sid

        # checks
        contains, absent = s["contains"], s["absent"]
        assert contains or absent, sid
        for spec in contains + absent + s.get("c_absent", []):
            validate_pattern(sid, spec)
        assert not is_fixed(s["ro"], contains, absent), "%s: repeat output already passes its checks" % sid
        assert any(check(s["ro"], a) for a in absent) or not all(check(s["ro"], c) for c in contains), sid
        fixed = s["ro"]
        for old, new in s["fix"]:
            assert old in fixed, "%s: fix target %r not in repeat output" % (sid, old)
            fixed = fixed.replace(old, new)
        assert fixed != s["ro"], sid
        assert is_fixed(fixed, contains, absent), "%s: corrected repeat does not pass its checks: missing %s present %s" % (
            sid, [c for c in contains if not check(fixed, c)], [a for a in absent if check(fixed, a)])
        s["_fixed"] = fixed

        # control: correct as is in its own context
        co = s["co"]
        for spec in s.get("c_absent", []):
            assert not check(co, spec), "%s: control contains %r, wrong in its context" % (sid, spec)
        if s["control_kind"] == "lookalike":
            assert s.get("look") and s["look"] in co, "%s: lookalike control must contain its look text" % sid
            assert s.get("c_absent"), "%s: lookalike control needs c_absent" % sid
        else:
            for spec in absent:
                assert not check(co, spec), "%s: %s control trips expect_absent %r" % (sid, s["control_kind"], spec)
        if s["control_kind"] == "already_correct":
            assert s.get("c_has"), "%s: already_correct control needs c_has" % sid
            for h in s["c_has"]:
                assert h in co, "%s: already_correct control lacks %r" % (sid, h)
        assert co != s["ro"] and co != s["to"], sid

        # realistic size
        for name in ("to", "ro", "co", "_fixed"):
            n = nlines(s[name])
            assert 5 <= n <= 25, "%s: %s has %d lines (want 5-25)" % (sid, name, n)
        for name in ("tq", "rq", "cq", "msg"):
            assert s[name].strip() == s[name] and s[name], "%s: bad %s" % (sid, name)

    counts = tag_counts(scenarios)
    for field, want in EXPECTED.items():
        assert dict(counts[field]) == want, "%s counts %s != %s" % (field, dict(counts[field]), want)
    return counts


def tag_counts(scenarios):
    return {
        "difficulty": Counter(s["difficulty"] for s in scenarios),
        "repeat_variation": Counter(s["variation"] for s in scenarios),
        "control_kind": Counter(s["control_kind"] for s in scenarios),
        "topic": Counter(s["topic"] for s in scenarios),
        "area": Counter(AREA[s["topic"]] for s in scenarios),
    }


def to_record(s):
    return {
        "id": s["id"],
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["variation"],
        "control_kind": s["control_kind"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["msg"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": list(s["contains"]), "expect_absent": list(s["absent"])},
        "control": {"query": s["cq"], "output": s["co"]},
    }


def fmt_counts(c, order=None):
    keys = order if order else sorted(c, key=lambda k: (-c[k], k))
    return ", ".join("%s %d" % (k, c[k]) for k in keys if c.get(k))


def write_readme(counts, path):
    lines = [
        "**HELD OUT.** Engineers never read scenarios.jsonl or build.py while changing cairn; they only "
        "measure with the runner and look at its headline figures, and every look is counted. Do not copy "
        "its sentences into code, tests, prompts, rules or training data.",
        "",
        "# heldout10: learning-loop scenarios (teach → repeat → control)",
        "",
        "60 scenarios (`h10-001` … `h10-060`) in the scenario format of "
        "`shared/eval/loop/README.md`: a user corrects one mistake in an assistant answer (teach), "
        "a later session asks a related question whose answer repeats the mistake (repeat, checked with "
        "`expect_contains` / `expect_absent`), and a third session's answer must come back unchanged "
        "(control).",
        "",
        "Theme: a mix of scientific and numerical computing (NumPy, SciPy, R, Julia, MATLAB, Slurm), "
        "content management and e-commerce (WordPress, WooCommerce, Shopify, Magento), desktop and "
        "cross-platform apps (Electron, Qt/QML, .NET MAUI), home automation and IoT (Home Assistant, "
        "MQTT, ESPHome, Zigbee2MQTT), accounting/ERP integrations (QuickBooks Online, Xero, Odoo, "
        "Stripe, SAP Business One Service Layer, DATEV), audio/video processing (ffmpeg, GStreamer) and "
        "office/team facts (meeting times, shares, mailboxes, channels, policies, time zones, Excel, "
        "Jira). Askers range from beginners to experts; corrections range from terse values to "
        "explained conventions, hedged questions and messages with thanks around them.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | the 60 scenarios, one JSON object per line |",
        "| `build.py` | holds the scenarios as data, validates them, writes `scenarios.jsonl` and this README |",
        "",
        "```sh",
        "python3 eval/heldout10/build.py",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/heldout10/scenarios.jsonl",
        "```",
        "",
        "## Tag counts (computed by build.py)",
        "",
        "- difficulty: " + fmt_counts(counts["difficulty"], list(DIFFICULTY)),
        "- repeat_variation: " + fmt_counts(counts["repeat_variation"], list(VARIATION)),
        "- control_kind: " + fmt_counts(counts["control_kind"], list(CONTROL)),
        "- area: " + fmt_counts(counts["area"]),
        "- topic: " + fmt_counts(counts["topic"]),
        "",
        "## What build.py checks",
        "",
        "For every scenario: unique ids and valid tags; `gold_wrong` occurs in `teach.output`; for "
        "`literal` scenarios the wrong text recurs in the repeat output up to case and white space; the "
        "repeat output as written fails its checks while a corrected repeat (kept in build.py only, not "
        "written to the jsonl) passes them; the control output holds nothing that would be wrong in its "
        "own context (non-lookalike controls do not trip `expect_absent`; lookalike controls contain the "
        "look-alike text on purpose and are checked against their own list of wrong-in-context text; "
        "already_correct controls contain the right value); every `re:` pattern compiles and uses only "
        "syntax shared by Python `re` and Go RE2 (no lookarounds, no backreferences, inline flags only at "
        "the start or scoped); outputs have 5–25 lines. The expected tag totals are asserted.",
        "",
        "## Provenance",
        "",
        "Written from scratch by a helper session that read only `shared/eval/loop/README.md` and "
        "`shared/eval/loop/run.py` to learn the format, the labelling rules and how the runner checks "
        "scenarios. It did not read cairn's code, the dev scenario or message files, any other eval set "
        "or any other document in the repository. All names, hosts, companies and values are invented "
        "for this set; the technical facts (APIs, flags, defaults) were written to match the real tools, "
        "but were not verified against their documentation from here.",
        "",
        "Repeat-variation tag values (`reworded`, `code_block`, `casing`, `renamed_identifier`, "
        "`reordered_args`, `prose_claim`, `equivalent_construct`, `other`) follow the list in the brief; "
        "the loop README describes these variations in prose but does not spell out the tag strings.",
        "",
    ]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def main():
    counts = validate(SCENARIOS)
    out = os.path.join(HERE, "scenarios.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(to_record(s), ensure_ascii=False) + "\n")
    # round-trip: what the runner will read is what was validated
    with open(out, encoding="utf-8") as f:
        back = [json.loads(l) for l in f if l.strip()]
    assert len(back) == len(SCENARIOS)
    for rec, s in zip(back, SCENARIOS):
        assert rec == to_record(s)
        assert "_fixed" not in json.dumps(rec) and "fix" not in rec["repeat"]
        r = rec["repeat"]
        assert not is_fixed(r["output"], r["expect_contains"], r["expect_absent"])
        assert is_fixed(s["_fixed"], r["expect_contains"], r["expect_absent"])
    write_readme(counts, os.path.join(HERE, "README.md"))
    print("wrote %s (%d scenarios)" % (out, len(SCENARIOS)))
    for field in ("difficulty", "repeat_variation", "control_kind", "area"):
        print("  %-17s %s" % (field + ":", fmt_counts(counts[field])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
