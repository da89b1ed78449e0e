#!/usr/bin/env python3
"""Build the dev33 learning-loop scenarios (scientific and research computing).

Holds 60 scenarios as data, validates them and writes scenarios.jsonl and README.md
next to this file. Standard library only. Refuses to write if any check fails.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d33"
N_EXPECTED = 60

DIFFICULTIES = {"literal", "paraphrase", "semantic"}
CONTROL_KINDS = {"lookalike", "same_topic", "already_correct", "unrelated"}
VARIATIONS = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args"}
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}

SCENARIOS = []


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    tq, to, tm, gw, gr = teach
    rq, ro, rc, ra = repeat
    cq, co = control
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, num),
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": list(rc), "expect_absent": list(ra)},
        "control": {"query": cq, "output": co},
        # build-only fields (not written)
        "_fix": list(fix), "_cflags": cflags, "_cneeds": cneeds, "_literal": literal,
    })


# ====================================================================== scenarios

# ---------------------------------------------------------------- Slurm / HPC
S(1, "slurm", "literal", "code_block", "unrelated",
  ("Write me an sbatch header for a single-GPU PyTorch training job, 12 hours.",
   """Here's a header for one GPU for 12 hours:

```bash
#!/bin/bash
#SBATCH --job-name=train-unet
#SBATCH --partition=gpu
#SBATCH --gres=gpu:1
#SBATCH --cpus-per-task=8
#SBATCH --mem=64G
#SBATCH --time=12:00:00
#SBATCH --output=logs/%x-%j.out

module load cuda/12.2.0
srun python train.py --config configs/unet.yaml
```""",
   "There's no plain gpu partition on our cluster, the A100 nodes are in gpu-a100.",
   "--partition=gpu", "--partition=gpu-a100"),
  ("Can you give me a job script to run the inference notebook as a batch job on one of the A100s? 2 hours is plenty.",
   """Convert the notebook to a script first (`jupyter nbconvert --to script infer.ipynb`), then:

```bash
#!/bin/bash
#SBATCH --job-name=infer
#SBATCH --partition=gpu
#SBATCH --gres=gpu:1
#SBATCH --cpus-per-task=4
#SBATCH --time=02:00:00

module load cuda/12.2.0
srun python infer.py
```""",
   ["--partition=gpu-a100"], [r"re:--partition=gpu(?![-\w])"]),
  ("What's the R equivalent of numpy's np.diff for a vector?",
   "Base R has `diff()`: `diff(x)` returns the lagged differences, and `diff(x, lag = 12)` gives year-over-year changes on monthly data."),
  fix=[("--partition=gpu\n", "--partition=gpu-a100\n")])

S(2, "slurm", "paraphrase", "other_identifier", "lookalike",
  ("The coupled run needs about two days. Set up the sbatch header.",
   """```bash
#!/bin/bash
#SBATCH --job-name=cesm-b1850
#SBATCH --nodes=4
#SBATCH --ntasks-per-node=128
#SBATCH --time=48:00
```

`--time=48:00` gives you the full 48 hours of walltime.""",
   "--time=48:00 is 48 minutes to Slurm (MM:SS), not 48 hours. It needs to be 48:00:00 or 2-00:00:00.",
   "--time=48:00", "--time=48:00:00"),
  ("Resubmit the spin-up segment, it takes roughly 12 hours.",
   """```bash
#SBATCH --job-name=spinup-seg2
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=128
#SBATCH --time=12:00
```

That requests 12 hours for the segment.""",
   [r"re:--time=(0-)?12:00:00"], [r"re:--time=12:00(?!:)"]),
  ("I just want a quick 30-minute debug job to check the namelist parses.",
   """```bash
#SBATCH --job-name=nl-check
#SBATCH --partition=debug
#SBATCH --nodes=1
#SBATCH --time=30:00
```

`30:00` is read as MM:SS, so that's 30 minutes."""),
  fix=[("--time=12:00\n", "--time=12:00:00\n")],
  cflags=["--time=30:00:00"], cneeds=["--time=30:00\n"])

S(5, "slurm", "literal", "reordered_args", "lookalike",
  ("Chain the post-processing job so it runs after the simulation finishes successfully.",
   """```bash
SIM_ID=$(sbatch --parsable run_sim.sh)
sbatch --parsable --dependency=after:$SIM_ID postprocess.sh
```
The post-processing job will wait until the simulation has completed.""",
   "after: only waits for the simulation to start, it doesn't wait for it to finish. For 'finished successfully' that's afterok.",
   "--dependency=after:", "--dependency=afterok:"),
  ("Make the plotting job wait for the regridding job to complete OK.",
   """```bash
RG_ID=$(sbatch --parsable regrid.sh)
sbatch --dependency=after:$RG_ID --parsable plot_maps.sh
```""",
   ["--dependency=afterok:$RG_ID"], ["--dependency=after:"]),
  ("I want the GPU-usage monitor to start as soon as the training job starts running, alongside it.",
   """```bash
TRAIN_ID=$(sbatch --parsable train.sh)
sbatch --dependency=after:$TRAIN_ID monitor_gpu.sh
```
`after:` releases the monitor once training has begun; it doesn't wait for training to end."""),
  fix=[("--dependency=after:", "--dependency=afterok:")],
  cflags=["afterok"], cneeds=["--dependency=after:$TRAIN_ID"])

S(26, "group_conventions", "literal", "reworded", "already_correct",
  ("Where should the run output go? Home is only 50 GB.",
   """Put it on scratch:

```bash
mkdir -p /scratch/users/$USER/runs
cd /scratch/users/$USER/runs
```
Scratch isn't backed up and files older than 60 days get purged.""",
   "Scratch here is /scratch/$USER, there's no users/ level in between.",
   "/scratch/users/$USER", "/scratch/$USER"),
  ("Set up a cache directory for the downloaded ERA5 files on the big filesystem.",
   "Scratch is the place for that, it has the space and the I/O bandwidth. Export it once in your job script: "
   "`export ERA5_CACHE=/scratch/users/$USER/era5_cache`, then create it with `mkdir -p \"$ERA5_CACHE\"`.",
   ["/scratch/$USER/era5_cache"], ["/scratch/users/"]),
  ("Conda keeps filling my home quota with package tarballs.",
   """Move the package cache to scratch:

```bash
conda config --add pkgs_dirs /scratch/$USER/conda_pkgs
```"""),
  fix=[("/scratch/users/$USER", "/scratch/$USER")],
  cneeds=["/scratch/$USER/conda_pkgs"])

S(27, "slurm", "paraphrase", "other_identifier", "lookalike",
  ("Each of my 16 tasks needs about 4 GB. Memory line for sbatch?",
   """```bash
#SBATCH --ntasks=16
#SBATCH --mem=4G   # 4 GB per task
```""",
   "Isn't --mem per node? I think you want --mem-per-cpu=4G if it's 4 GB for each task.",
   "--mem=4G", "--mem-per-cpu=4G"),
  ("The 32 MPI ranks of the ocean model need 2 GB each.",
   """```bash
#SBATCH --ntasks=32
#SBATCH --mem=2G   # 2 GB for each rank
```""",
   ["--mem-per-cpu=2G"], ["--mem=2G"]),
  ("The serial post-processing step loads the whole 50 GB output; it runs on one core.",
   """```bash
#SBATCH --ntasks=1
#SBATCH --mem=64G   # one task, so the per-node total is what matters
```"""),
  fix=[("--mem=2G", "--mem-per-cpu=2G")],
  cflags=["--mem-per-cpu=64G"], cneeds=["--mem=64G"])

S(28, "slurm", "literal", "code_block", "lookalike",
  ("Array job over 100 parameter sets in params.txt, one line per task.",
   """```bash
#SBATCH --array=1-100

PARAMS=$(sed -n "${SLURM_ARRAY_JOB_ID}p" params.txt)
python sweep.py $PARAMS
```""",
   "SLURM_ARRAY_JOB_ID is the same for every task in the array. The per-task index is SLURM_ARRAY_TASK_ID.",
   "SLURM_ARRAY_JOB_ID", "SLURM_ARRAY_TASK_ID"),
  ("Run one array task per input file listed in files.txt (240 of them).",
   """```bash
#SBATCH --array=1-240%20

INPUT=$(awk -v n="$SLURM_ARRAY_JOB_ID" 'NR==n' files.txt)
python regrid.py "$INPUT"
```""",
   ["SLURM_ARRAY_TASK_ID"], ["SLURM_ARRAY_JOB_ID"]),
  ("Log which array and which task each run belongs to.",
   """```bash
#SBATCH --output=logs/sweep_%A_%a.out

echo "array job $SLURM_ARRAY_JOB_ID, task $SLURM_ARRAY_TASK_ID on $(hostname)"
```
`%A` and `SLURM_ARRAY_JOB_ID` are the parent job id shared by all tasks; `%a` is the task index."""),
  fix=[("SLURM_ARRAY_JOB_ID", "SLURM_ARRAY_TASK_ID")],
  cflags=["array job $SLURM_ARRAY_TASK_ID"], cneeds=["array job $SLURM_ARRAY_JOB_ID"])

S(29, "slurm", "paraphrase", "prose_claim", "same_topic",
  ("My code is OpenMP only, 16 threads. How do I request that?",
   """Request 16 tasks and match the thread count:

```bash
#SBATCH --ntasks=16
export OMP_NUM_THREADS=16
srun ./spectral_model
```""",
   "For a threaded program that's one task with 16 CPUs, --ntasks=1 --cpus-per-task=16. With --ntasks=16 srun starts 16 copies of the program.",
   "#SBATCH --ntasks=16", "#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=16"),
  ("The FFTW transform step is multithreaded, 8 threads. What resources should I ask for?",
   "Ask Slurm for `--ntasks=8` and set `OMP_NUM_THREADS=8` so each thread gets its own core.",
   ["--cpus-per-task=8"], ["--ntasks=8"]),
  ("How can I check inside the job how many CPUs I actually got?",
   """```bash
echo "$SLURM_CPUS_PER_TASK cpus per task on $SLURM_JOB_NODELIST"
nproc
```
`nproc` respects the job's cgroup, so it shows what the job can really use."""),
  fix=[("`--ntasks=8`", "`--ntasks=1 --cpus-per-task=8`")])

S(30, "slurm", "paraphrase", "equivalent_construct", "unrelated",
  ("Header for a 4-node job on the group allocation.",
   """```bash
#SBATCH --account=geoml
#SBATCH --nodes=4
#SBATCH --time=24:00:00
```""",
   "geo-ml24.",
   "--account=geoml", "--account=geo-ml24"),
  ("Short form of the sbatch options for a quick test on our allocation?",
   """```bash
sbatch -A geoml -N 1 -t 00:20:00 test.sh
```""",
   ["-A geo-ml24"], ["geoml"]),
  ("Matplotlib: how do I put the legend outside the axes on the right?",
   """```python
ax.legend(loc="center left", bbox_to_anchor=(1.02, 0.5))
fig.tight_layout()
```"""),
  fix=[("-A geoml", "-A geo-ml24")])

S(59, "slurm", "semantic", "code_block", "same_topic",
  ("Add a memory request to my script, it's OOM-killed at the default.",
   """```bash
#!/bin/bash
#SBATCH --job-name=regrid
module load cdo/2.2.0
#SBATCH --mem=32G

cdo remapcon,r360x180 in.nc out.nc
```""",
   "Slurm stops reading #SBATCH lines at the first command, so the --mem=32G after module load is silently ignored. All #SBATCH lines have to go above the first command.",
   "module load cdo/2.2.0\n#SBATCH --mem=32G", "#SBATCH --mem=32G\nmodule load cdo/2.2.0"),
  ("Give the regrid job 4 hours of walltime.",
   """```bash
#!/bin/bash
#SBATCH --job-name=regrid
#SBATCH --mem=32G
cd "$SLURM_SUBMIT_DIR"
#SBATCH --time=04:00:00

module load cdo/2.2.0
cdo remapcon,r360x180 in.nc out.nc
```""",
   ["#SBATCH --time=04:00:00"], [r're:cd "\$SLURM_SUBMIT_DIR"\n#SBATCH']),
  ("How do I see why the job failed?",
   """```bash
sacct -j 4815162 --format=JobID,State,ExitCode,MaxRSS,Elapsed
```
A state of `OUT_OF_MEMORY` means it hit the memory limit."""),
  fix=[('cd "$SLURM_SUBMIT_DIR"\n#SBATCH --time=04:00:00\n', '#SBATCH --time=04:00:00\ncd "$SLURM_SUBMIT_DIR"\n')])

S(60, "slurm", "semantic", "reworded", "same_topic",
  ("The regridding takes about 8 hours. Can I just run it in the background on the login node?",
   """Sure, use nohup so it survives logging out:

```bash
nohup python regrid_all.py > regrid.log 2>&1 &
```""",
   "Not on this cluster: anything on the login nodes over 30 CPU-minutes gets killed, and it slows everyone else down. Submit it with sbatch.",
   "nohup python regrid_all.py > regrid.log 2>&1 &", "sbatch --time=10:00:00 --wrap=\"python regrid_all.py\""),
  ("The climatology script runs for about 3 hours. Easiest way to run it without keeping my SSH session open?",
   """Start it with nohup on the login node and log out:

```bash
nohup python make_climatology.py > clim.log 2>&1 &
```""",
   [r"re:sbatch|salloc|srun"], ["nohup python make_climatology.py"]),
  ("How do I keep my editor session alive on the login node when the VPN drops?",
   "Run it inside tmux: `tmux new -s edit`, detach with Ctrl-b d, and reattach later with `tmux attach -t edit`."),
  fix=[("""Start it with nohup on the login node and log out:

```bash
nohup python make_climatology.py > clim.log 2>&1 &
```""", """Submit it as a batch job so it doesn't run on the login node:

```bash
sbatch --time=04:00:00 --wrap="python make_climatology.py"
```""")])

# ---------------------------------------------------------------- MPI
S(4, "mpi", "paraphrase", "other_identifier", "lookalike",
  ("How do I launch the LBM solver on 4 nodes? It's built with the cluster's OpenMPI.",
   """Inside your allocation:

```bash
#SBATCH --nodes=4
#SBATCH --ntasks-per-node=32

module load gcc/12.2.0 openmpi/4.1.5
mpirun -np 128 ./lbm_solver input.toml
```""",
   "On this cluster MPI jobs are launched with srun, not mpirun. Our OpenMPI build doesn't pick up the Slurm allocation from mpirun.",
   "mpirun -np 128", "srun"),
  ("Launch the same solver on 2 nodes for the convergence test.",
   """```bash
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=32

module load gcc/12.2.0 openmpi/4.1.5
mpirun -np 64 ./lbm_solver convergence.toml
```""",
   ["srun"], ["mpirun"]),
  ("How do I test the solver with 4 ranks on my laptop before submitting?",
   """With OpenMPI installed locally (e.g. `brew install open-mpi`):

```bash
mpirun -np 4 ./lbm_solver small.toml
```
There's no Slurm on your laptop, so mpirun starts the ranks itself."""),
  fix=[("mpirun -np 64", "srun")],
  cflags=["srun"], cneeds=["mpirun -np 4"])

S(41, "mpi", "literal", "code_block", "already_correct",
  ("srun line for the WRF run?",
   """```bash
srun --mpi=pmi2 ./wrf.exe
```""",
   "Job's in the queue now. One thing though: our OpenMPI is built against PMIx and pmi2 isn't available, so it has to be srun --mpi=pmix.",
   "--mpi=pmi2", "--mpi=pmix"),
  ("Launch line for the 256-rank ICON test?",
   """```bash
export OMP_NUM_THREADS=1
srun --mpi=pmi2 -n 256 ./icon
```""",
   ["--mpi=pmix"], ["pmi2"]),
  ("Job step for the LAMMPS benchmark?",
   """```bash
srun --mpi=pmix ./lmp -in in.lj
```"""),
  fix=[("--mpi=pmi2", "--mpi=pmix")],
  cneeds=["--mpi=pmix"])

S(51, "mpi", "literal", "casing", "lookalike",
  ("Fortran: sum the local energy (real(8)) across all ranks.",
   """```fortran
real(8) :: e_local, e_total
integer :: ierr

call MPI_Allreduce(e_local, e_total, 1, MPI_REAL, MPI_SUM, MPI_COMM_WORLD, ierr)
```""",
   "e_local is real(8), so the datatype has to be MPI_DOUBLE_PRECISION. MPI_REAL is 4 bytes and you get garbage.",
   "MPI_REAL", "MPI_DOUBLE_PRECISION"),
  ("Global maximum of the residual for the convergence check, same code base.",
   """```fortran
real(kind=8) :: res_local, res_max

call mpi_allreduce(res_local, res_max, 1, mpi_real, mpi_max, mpi_comm_world, ierr)
```""",
   [r"re:(?i)mpi_double_precision"], [r"re:(?i)\bmpi_real\b"]),
  ("Gather the single-precision SST tiles (real(4)) onto rank 0.",
   """```fortran
real(4) :: sst_tile(nx, ny), sst_all(nx, ny, nranks)

call MPI_Gather(sst_tile, nx*ny, MPI_REAL, sst_all, nx*ny, MPI_REAL, 0, MPI_COMM_WORLD, ierr)
```"""),
  fix=[("mpi_real,", "mpi_double_precision,")],
  cflags=["MPI_DOUBLE_PRECISION"], cneeds=["MPI_REAL"])

S(54, "mpi", "semantic", "prose_claim", "same_topic",
  ("In my mpi4py script rank 0 reads the config into a dict. Can the other ranks use it?",
   "Yes, `config` is a module-level variable, so once rank 0 has loaded it every rank can read it.",
   "No, each rank is a separate process with its own memory. The other ranks only get it with config = comm.bcast(config, root=0).",
   "every rank can read it", "broadcast it with config = comm.bcast(config, root=0) so every rank has it"),
  ("Rank 0 loads the bathymetry grid from the NetCDF file. Do the workers need to load it again?",
   "No need: the bathymetry array lives in the shared module namespace, so after rank 0 loads it the worker ranks see the same array.",
   [r"re:(?i)bcast|broadcast"], ["see the same array"]),
  ("How do I get each rank's number in mpi4py?",
   """```python
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
```"""),
  fix=[("No need: the bathymetry array lives in the shared module namespace, so after rank 0 loads it the worker ranks see the same array.",
        "Each rank has its own memory, so the workers don't have it until you send it: after rank 0 loads the grid, "
        "broadcast it with bathy = comm.bcast(bathy, root=0) (or comm.Bcast into a preallocated NumPy buffer).")])

# ---------------------------------------------------------------- conda / modules
S(3, "conda", "literal", "code_block", "same_topic",
  ("Set up a conda env for the QC scripts: python 3.11, numpy, scipy, pandas.",
   """```bash
conda create -n qc -c anaconda python=3.11 numpy scipy pandas
conda activate qc
```""",
   "Please don't use -c anaconda, the institute isn't licensed for the Anaconda repo anymore. Everything comes from conda-forge.",
   "-c anaconda", "-c conda-forge"),
  ("Add xarray and netCDF4 to the qc env.",
   """```bash
conda install -n qc -c anaconda xarray netcdf4
```
That pulls in libnetcdf and hdf5 as dependencies.""",
   ["-c conda-forge"], ["-c anaconda"]),
  ("How do I see which channel the packages in qc came from?",
   """```bash
conda list -n qc --show-channel-urls
```
The last column shows the channel each package was installed from."""),
  fix=[("-c anaconda", "-c conda-forge")])

S(14, "modules", "literal", "code_block", "same_topic",
  ("Which modules do I load to build the model with MPI?",
   """```bash
module purge
module load gcc/12.2.0 openmpi/4.1 hdf5/1.14.3
make -j 8
```""",
   "There's no openmpi/4.1 module here, Lmod wants the full version: openmpi/4.1.5.",
   "openmpi/4.1", "openmpi/4.1.5"),
  ("Module lines for the job script of the coupled run?",
   """```bash
module purge
module load gcc/12.2.0
module load openmpi/4.1
module load hdf5/1.14.3
export OMP_NUM_THREADS=1
```""",
   ["openmpi/4.1.5"], [r"re:openmpi/4\.1(?!\.\d)"]),
  ("How do I find which HDF5 versions are installed?",
   """```bash
module spider hdf5
```
`module spider hdf5/1.14.3` then tells you which compiler and MPI modules have to be loaded first."""),
  fix=[("openmpi/4.1\n", "openmpi/4.1.5\n")])

S(31, "conda", "paraphrase", "reworded", "same_topic",
  ("Export the pangeo env so the others can recreate it on their Macs.",
   """```bash
conda env export -n pangeo > environment.yml
```
They can then run `conda env create -f environment.yml`.""",
   "A plain export pins linux-64 build strings, so it won't solve on macOS. Use --from-history so only the packages we actually asked for go in.",
   "conda env export -n pangeo >", "conda env export -n pangeo --from-history >"),
  ("Share the ml-env definition with the students, they're on Windows and Mac laptops.",
   """Export it and put the file in the course repo:

```bash
conda env export -n ml-env > ml-env.yml
```""",
   ["--from-history"], ["export -n ml-env >"]),
  ("How do I clone pangeo so I can experiment without breaking it?",
   """```bash
conda create -n pangeo-dev --clone pangeo
```"""),
  fix=[("export -n ml-env >", "export -n ml-env --from-history >")])

S(32, "modules", "literal", "code_block", "same_topic",
  ("How do I get conda on the cluster?",
   """```bash
module load anaconda3/2023.09
conda activate base
```""",
   "The anaconda3 modules were removed in the March maintenance, we have module load miniforge/24.3.0 now.",
   "module load anaconda3/2023.09", "module load miniforge/24.3.0"),
  ("Start of the job script for the xarray post-processing, up to activating the env.",
   """```bash
#!/bin/bash
#SBATCH --time=02:00:00

module load anaconda3/2023.09
eval "$(conda shell.bash hook)"
conda activate pangeo
```""",
   ["module load miniforge/24.3.0"], ["anaconda3"]),
  ("How do I make my env show up as a kernel in the OnDemand Jupyter?",
   """```bash
conda activate pangeo
python -m ipykernel install --user --name pangeo --display-name "Python (pangeo)"
```"""),
  fix=[("module load anaconda3/2023.09", "module load miniforge/24.3.0")])

S(42, "modules", "semantic", "reworded", "same_topic",
  ("module load netcdf-fortran/4.6.1 says the module doesn't exist. What should I do?",
   "It's probably not installed on this cluster. You can build it yourself with Spack: `spack install netcdf-fortran@4.6.1`.",
   "It is installed, the module tree is hierarchical. netcdf-fortran only becomes visible after the compiler and MPI are loaded: module load intel/2023.2 impi/2021.10 first.",
   "It's probably not installed on this cluster.",
   "Load the compiler and MPI first: module load intel/2023.2 impi/2021.10, then netcdf-fortran/4.6.1 is visible."),
  ("I get 'unknown module' for parallel-netcdf/1.12.3. Is it missing?",
   "Looks like parallel-netcdf isn't on this system. Ask the HPC support team to install it, or build it in your home directory.",
   ["intel/2023.2"], ["isn't on this system"]),
  ("How do I see which environment variables the intel module sets?",
   """```bash
module show intel/2023.2
```
The `setenv` and `prepend_path` lines list everything it changes."""),
  fix=[("Looks like parallel-netcdf isn't on this system. Ask the HPC support team to install it, or build it in your home directory.",
        "It's most likely hidden by the module hierarchy: run module load intel/2023.2 impi/2021.10 first, then module load parallel-netcdf/1.12.3.")])

S(49, "conda", "literal", "code_block", "already_correct",
  ("Put my conda envs on the project space instead of home.",
   """Add this to `~/.condarc`:

```yaml
env_dirs:
  - /proj/climlab/envs
pkgs_dirs:
  - /scratch/$USER/conda_pkgs
```""",
   "The key is envs_dirs, plural like pkgs_dirs. conda silently ignores env_dirs, that's why my envs still land in home.",
   "env_dirs:", "envs_dirs:"),
  ("Set the .condarc for the new student account so envs go to the shared group space.",
   """```yaml
channels:
  - conda-forge
env_dirs:
  - /proj/climlab/envs/students
```""",
   ["envs_dirs:"], [r"re:(?m)^env_dirs:"]),
  ("How do I check where conda will create new envs?",
   """```bash
conda config --show envs_dirs
```
The first writable directory in that list is used."""),
  fix=[("\nenv_dirs:", "\nenvs_dirs:")],
  cneeds=["envs_dirs"])

S(55, "conda", "semantic", "code_block", "already_correct",
  ("Job script that activates my pangeo env and runs regrid.py.",
   """```bash
#!/bin/bash
#SBATCH --time=01:00:00

conda activate pangeo
python regrid.py
```""",
   "conda activate fails in batch jobs: the shell there is non-interactive, so the conda init from .bashrc never runs. It needs eval \"$(conda shell.bash hook)\" before the activate.",
   "conda activate pangeo\npython regrid.py", "eval \"$(conda shell.bash hook)\"\nconda activate pangeo\npython regrid.py"),
  ("Batch script for the training run in the ml-env environment.",
   """```bash
#!/bin/bash
#SBATCH --partition=gpu-a100
#SBATCH --gres=gpu:1

conda activate ml-env
srun python train.py
```""",
   ["conda shell.bash hook"], []),
  ("Job script for the plotting step in the pangeo env.",
   """```bash
#!/bin/bash
#SBATCH --time=00:30:00

eval "$(conda shell.bash hook)"
conda activate pangeo
python make_figures.py
```"""),
  fix=[("\nconda activate ml-env", "\neval \"$(conda shell.bash hook)\"\nconda activate ml-env")],
  cflags=["\n\nconda activate pangeo"], cneeds=["conda shell.bash hook"])

# ---------------------------------------------------------------- R / tidyverse
S(8, "r", "paraphrase", "other_identifier", "lookalike",
  ("Show me the rows in obs where temp is missing.",
   """```r
obs |> filter(temp == NA)
```""",
   "That returns zero rows, comparing with == NA always gives NA. You need is.na(temp).",
   "temp == NA", "is.na(temp)"),
  ("Which stations have no elevation recorded?",
   """```r
stations |>
  filter(elevation == NA) |>
  select(station_id, name)
```""",
   ["is.na(elevation)"], ["== NA"]),
  ("Pull out the Namibia rows from the country table; read_csv keeps turning its code into a missing value.",
   """```r
library(readr)
library(dplyr)

countries <- read_csv("countries.csv", na = "")
namibia <- countries |> filter(iso2 == "NA")
```
`na = ""` stops readr from treating the ISO code "NA" as missing."""),
  fix=[("elevation == NA", "is.na(elevation)")],
  cflags=["is.na(iso2)"], cneeds=['iso2 == "NA"'])

S(9, "r", "paraphrase", "other_identifier", "lookalike",
  ("Plot the daily discharge as a line per gauge, slightly thicker lines.",
   """```r
ggplot(q, aes(date, discharge, colour = gauge)) +
  geom_line(size = 0.8) +
  labs(y = "Discharge (m³/s)")
```""",
   "size for lines has been deprecated since ggplot2 3.4.0, it's linewidth now. We're on 3.5.",
   "geom_line(size = 0.8)", "geom_line(linewidth = 0.8)"),
  ("Same style for the groundwater levels, a bit thicker still.",
   """```r
ggplot(gw, aes(date, level, colour = well)) +
  geom_line(size = 1.2) +
  scale_y_reverse()
```""",
   ["linewidth = 1.2"], ["size = 1.2"]),
  ("Add the individual manual measurements as points on top.",
   """```r
  geom_point(data = manual, aes(date, level), size = 2, shape = 21, fill = "white")
```
For points `size` is still the right aesthetic."""),
  fix=[("size = 1.2", "linewidth = 1.2")],
  cflags=["linewidth = 2"], cneeds=["size = 2"])

S(34, "r", "paraphrase", "other_identifier", "lookalike",
  ("Parse the logger time column in R; the loggers record in UTC.",
   """```r
df$time <- as.POSIXct(df$time, format = "%Y-%m-%d %H:%M:%S")
```""",
   "Without tz, as.POSIXct uses the session time zone (Europe/Berlin on our machines) and the UTC timestamps get shifted. Add tz = \"UTC\".",
   'as.POSIXct(df$time, format = "%Y-%m-%d %H:%M:%S")', 'as.POSIXct(df$time, format = "%Y-%m-%d %H:%M:%S", tz = "UTC")'),
  ("Same for the eddy-covariance timestamps in flux$TIMESTAMP (also UTC).",
   """```r
flux$TIMESTAMP <- as.POSIXct(flux$TIMESTAMP, format = "%Y%m%d%H%M")
```""",
   ['tz = "UTC"'], ['format = "%Y%m%d%H%M")']),
  ("The field notes were written in local wall-clock time in Germany. Parse the visit times.",
   """```r
visits$time <- as.POSIXct(visits$time, format = "%d.%m.%Y %H:%M", tz = "Europe/Berlin")
```
Convert afterwards with `lubridate::with_tz(visits$time, "UTC")` if you need to join them with the logger data."""),
  fix=[('format = "%Y%m%d%H%M")', 'format = "%Y%m%d%H%M", tz = "UTC")')],
  cflags=['format = "%d.%m.%Y %H:%M", tz = "UTC"'], cneeds=['tz = "Europe/Berlin"'])

S(56, "r", "semantic", "prose_claim", "same_topic",
  ("Does R's sd() give the sample or the population standard deviation?",
   "`sd()` returns the population standard deviation, i.e. it divides by n. For the sample SD multiply by sqrt(n / (n - 1)).",
   "It's the other way round: sd() divides by n − 1, it's already the sample SD.",
   "returns the population standard deviation, i.e. it divides by n", "returns the sample standard deviation, i.e. it divides by n - 1"),
  ("For the methods section: how do I describe the spread of the replicate measurements computed with sd() in R?",
   "You can write that the spread is reported as the population standard deviation (denominator n) computed with R's `sd()` function.",
   [r"re:n ?(-|−) ?1"], ["population standard deviation"]),
  ("Does mad() in R need a correction factor to compare it with the SD?",
   "No, `mad()` already multiplies by 1.4826 by default (`constant = 1.4826`), which makes it consistent with the SD for normally distributed data."),
  fix=[("the population standard deviation (denominator n)", "the sample standard deviation (denominator n − 1)")])

# ---------------------------------------------------------------- Julia
S(10, "julia", "literal", "code_block", "lookalike",
  ("In Julia, compute y = sin(x) for x = range(0, 2π, length=200).",
   """```julia
x = range(0, 2π, length=200)
y = sin(x)
```""",
   "sin(x) on a range throws a MethodError, it has to be broadcast: sin.(x)",
   "sin(x)", "sin.(x)"),
  ("Now add some Gaussian noise to the sine signal.",
   """```julia
using Random
x = range(0, 2π, length=200)
y = sin(x) .+ 0.1 .* randn(length(x))
```""",
   ["sin.(x)"], [r"re:sin\(x\)"]),
  ("Write a scalar sinc function in Julia and evaluate it on a grid.",
   """```julia
mysinc(x) = x == 0 ? 1.0 : sin(x) / x

xs = range(-10, 10, length=401)
ys = mysinc.(xs)
```
The function works on one scalar; the dot in `mysinc.(xs)` broadcasts it over the grid."""),
  fix=[("sin(x)", "sin.(x)")],
  cflags=["sin.(x) / x"], cneeds=["sin(x) / x"])

S(11, "julia", "literal", "code_block", "lookalike",
  ("Julia: distance from the origin for points x, y (scalars).",
   """```julia
r = sqrt(x**2 + y**2)
```""",
   "Julia doesn't have **, that's a parse error. The exponent operator is ^, so x^2.",
   "x**2", "x^2"),
  ("Julia function for the distance between two grid points (dx, dy).",
   """```julia
function dist(dx, dy)
    return sqrt(dx**2 + dy**2)
end
```""",
   ["dx^2 + dy^2"], ["**"]),
  ("Same distance computation in the numpy post-processing script.",
   """```python
import numpy as np

r = np.sqrt(dx**2 + dy**2)
```"""),
  fix=[("dx**2 + dy**2", "dx^2 + dy^2")],
  cflags=["dx^2"], cneeds=["dx**2"])

S(33, "julia", "paraphrase", "other_identifier", "lookalike",
  ("My Julia code uses Threads.@threads over the grid columns. How do I start it with 8 threads?",
   """```bash
julia -p 8 column_model.jl
```""",
   "-p adds worker processes for Distributed, Threads.@threads doesn't use them. Threads come from -t 8 (or JULIA_NUM_THREADS).",
   "julia -p 8", "julia -t 8"),
  ("Job script line to run the threaded particle tracker with all the CPUs Slurm gave me.",
   """```bash
#SBATCH --cpus-per-task=32

srun julia -p $SLURM_CPUS_PER_TASK track_particles.jl
```""",
   [r"re:julia (-t |--threads[ =])\$SLURM_CPUS_PER_TASK"], ["julia -p"]),
  ("The parameter sweep uses pmap over 4 worker processes (Distributed). How do I launch it?",
   """```bash
julia -p 4 sweep.jl
```
`-p 4` starts 4 worker processes, which is what pmap distributes over."""),
  fix=[("julia -p", "julia -t")],
  cflags=["julia -t 4"], cneeds=["julia -p 4"])

S(43, "julia", "semantic", "code_block", "same_topic",
  ("Julia: mean and standard deviation of each column of the matrix A.",
   """```julia
μ = mean(A, dims=1)
σ = std(A, dims=1)
```""",
   "mean and std aren't in Base, that's an UndefVarError. Needs using Statistics at the top.",
   "μ = mean(A, dims=1)", "using Statistics\nμ = mean(A, dims=1)"),
  ("Standardise the feature matrix X column-wise in Julia.",
   """```julia
Z = (X .- mean(X, dims=1)) ./ std(X, dims=1)
```""",
   ["using Statistics"], []),
  ("Julia: sort a vector in descending order?",
   """```julia
sort(v, rev=true)
```
Use `sort!(v, rev=true)` to sort in place."""),
  fix=[("```julia\nZ", "```julia\nusing Statistics\nZ")])

S(48, "julia", "literal", "code_block", "already_correct",
  ("DataFrames.jl: mean nitrate per site.",
   """```julia
using DataFrames, Statistics

by(df, :site, :no3 => mean)
```""",
   "by() was removed in DataFrames 1.0, we're on 1.6. It's combine(groupby(df, :site), :no3 => mean).",
   "by(df, :site, :no3 => mean)", "combine(groupby(df, :site), :no3 => mean)"),
  ("Maximum daily temperature per site and year.",
   """```julia
by(df, [:site, :year], :tmax => maximum)
```""",
   ["combine(groupby(df, [:site, :year])"], [r"re:(?<![\w.])by\(df"]),
  ("Count observations per station.",
   """```julia
combine(groupby(df, :station), nrow => :n)
```"""),
  fix=[("by(df, [:site, :year], :tmax => maximum)", "combine(groupby(df, [:site, :year]), :tmax => maximum)")],
  cneeds=["combine(groupby(df, :station)"], literal="by(df, ")

# ---------------------------------------------------------------- MATLAB
S(12, "matlab", "paraphrase", "renamed_identifier", "lookalike",
  ("In MATLAB I have X = fft(data) as a 1024x64 complex matrix; I need it 64x1024 for the next function.",
   """```matlab
X = fft(data);
Xt = X';
```""",
   "Shouldn't that be X.' ? X' also conjugates the complex values.",
   "X';", "X.';"),
  ("Transpose the complex spectrum matrix so frequencies are along the rows.",
   """```matlab
spec = fft(signals, [], 1);
spec_t = spec';
```""",
   ["spec.'"], ["spec';"]),
  ("Gram matrix of the complex snapshot matrix A for the POD.",
   """```matlab
G = A' * A;   % Hermitian Gram matrix, needs the conjugate transpose
[V, D] = eig(G);
```"""),
  fix=[("spec';", "spec.';")],
  cflags=["A.' * A"], cneeds=["A' * A"])

S(13, "matlab", "paraphrase", "reworded", "already_correct",
  ("How do I run my MATLAB analysis script run_analysis.m from a Slurm job?",
   """```bash
module load matlab/R2023b
matlab -nodisplay -r "run_analysis"
```""",
   "That never exits, the job sits at the MATLAB prompt until it hits the walltime. Use matlab -batch, it exits when the script finishes and returns a non-zero code on error.",
   'matlab -nodisplay -r "run_analysis"', 'matlab -batch "run_analysis"'),
  ("Job script for the spectra fitting, fit_spectra.m.",
   """```bash
#SBATCH --time=03:00:00
module load matlab/R2023b
matlab -nodisplay -r "fit_spectra"
```""",
   ["matlab -batch"], ['-r "fit_spectra"']),
  ("Run process_day for day 42 from the job script.",
   """```bash
module load matlab/R2023b
matlab -batch "process_day(42)"
```
The exit code is non-zero if process_day errors, so Slurm marks the job FAILED."""),
  fix=[('matlab -nodisplay -r "fit_spectra"', 'matlab -batch "fit_spectra"')],
  cneeds=["matlab -batch"])

S(47, "matlab", "literal", "reworded", "already_correct",
  ("MATLAB: monthly SST climatology over the 3rd dimension, ignoring NaNs over land.",
   """```matlab
clim = nanmean(sst, 3);
```""",
   "nanmean is from the Statistics Toolbox and we don't have that licence on the cluster. Use mean(sst, 3, 'omitnan').",
   "nanmean(sst, 3)", "mean(sst, 3, 'omitnan')"),
  ("Anomalies relative to that mean, same NaN handling.",
   """```matlab
anom = sst - nanmean(sst, 3);
```""",
   ["mean(sst, 3, 'omitnan')"], ["nanmean"]),
  ("Overall mean chlorophyll over the whole array, skipping NaNs.",
   """```matlab
chl_mean = mean(chl, 'all', 'omitnan');
```"""),
  fix=[("nanmean(sst, 3)", "mean(sst, 3, 'omitnan')")],
  cneeds=["'omitnan'"])

S(58, "matlab", "semantic", "prose_claim", "lookalike",
  ("My MATLAB double loop over a 5000x5000 matrix is slow. Which loop should be inside?",
   "MATLAB stores matrices row by row (row-major), so put the column index `j` in the inner loop and the row index `i` in the outer loop.",
   "MATLAB is column-major like Fortran, not row-major. The row index i should be the inner loop.",
   "row by row (row-major), so put the column index `j` in the inner loop",
   "column by column (column-major), so put the row index `i` in the inner loop"),
  ("Memory layout question: in MATLAB, is it faster to copy out a row A(k, :) or a column A(:, k)?",
   "A row, A(k, :), since MATLAB keeps each row contiguous in memory (row-major order).",
   [r"re:(?i)column-major|column by column|columns? (are|is) contiguous"], ["row-major order", "A row, A(k, :)"]),
  ("Same question for a C-ordered NumPy array: row a[k, :] or column a[:, k]?",
   "The row, a[k, :]: NumPy arrays are row-major (C order) by default, so each row is contiguous. Use np.asfortranarray if you need fast column access."),
  fix=[("A row, A(k, :), since MATLAB keeps each row contiguous in memory (row-major order).",
        "A column, A(:, k), since MATLAB is column-major: each column is contiguous in memory.")],
  cflags=[r"re:NumPy arrays are column-major"], cneeds=["row-major (C order)"])

# ---------------------------------------------------------------- HDF5
S(15, "hdf5", "paraphrase", "renamed_identifier", "lookalike",
  ("Save the particle positions array to out.h5 with h5py.",
   """```python
import h5py

with h5py.File("out.h5") as f:
    f.create_dataset("positions", data=pos)
```""",
   "h5py 3 opens files read-only by default, so create_dataset fails. You have to pass \"w\" (or \"a\" to append).",
   'h5py.File("out.h5")', 'h5py.File("out.h5", "w")'),
  ("Write the velocity field to the path in outpath.",
   """```python
with h5py.File(outpath) as h5:
    h5.create_dataset("velocity", data=vel, compression="gzip")
    h5.attrs["dt"] = dt
```""",
   [r"""re:h5py\.File\(outpath, *(mode=)?["'](w|a|w-|x)["']\)"""], ["h5py.File(outpath)"]),
  ("Read the temperature dataset back from path.",
   """```python
with h5py.File(path) as f:
    temp = f["temperature"][:]
    units = f["temperature"].attrs["units"]
```
Read-only is the default, which is what you want here."""),
  fix=[("h5py.File(outpath)", 'h5py.File(outpath, "w")')],
  cflags=[r"""re:h5py\.File\(path, *(mode=)?["'](w|a)["']"""], cneeds=["h5py.File(path)"])

S(16, "hdf5", "literal", "code_block", "lookalike",
  ("How can I see what's in a big HDF5 snapshot without dumping all the data?",
   """Print just the structure:

```bash
h5dump -h snap_0100.h5
```""",
   "-H. Lowercase -h just prints the help.",
   "h5dump -h", "h5dump -H"),
  ("List the groups and datasets in /scratch/$USER/run7/snap_0042.h5.",
   """```bash
h5dump -h /scratch/$USER/run7/snap_0042.h5 | less
```
That prints the groups, datasets, shapes and attributes, no data values.""",
   ["h5dump -H"], ["h5dump -h"]),
  ("And the equivalent for a NetCDF file, just the header?",
   """```bash
ncdump -h tas_day_2015.nc
```
For ncdump, `-h` means header only."""),
  fix=[("h5dump -h", "h5dump -H")],
  cflags=["ncdump -H"], cneeds=["ncdump -h"])

S(40, "hdf5", "literal", "code_block", "lookalike",
  ("Compress the velocity dataset when I write it with h5py.",
   """```python
f.create_dataset("u", data=u, chunks=True, compression="zlib", compression_opts=4)
```""",
   "Doesn't h5py call it gzip? I'm pretty sure \"zlib\" raises a ValueError there.",
   'compression="zlib"', 'compression="gzip"'),
  ("Write the vorticity snapshots compressed, chunked per time step.",
   """```python
grp.create_dataset("vorticity", data=w, chunks=(1, 256, 256), compression="zlib")
```""",
   ['compression="gzip"'], ['"zlib"']),
  ("Compress the t2m variable when writing the NetCDF with xarray.",
   """```python
ds.to_netcdf("t2m_2020.nc", encoding={"t2m": {"zlib": True, "complevel": 4}})
```"""),
  fix=[('compression="zlib"', 'compression="gzip"')],
  cflags=['"gzip"'], cneeds=['"zlib": True'])

S(57, "hdf5", "semantic", "prose_claim", "lookalike",
  ("Can I open the model's NetCDF-4 output with h5py?",
   "No, h5py only reads HDF5 files. You'd have to convert the NetCDF first, e.g. with `nccopy`, or use netCDF4-python.",
   "NetCDF-4 files are HDF5 files underneath, h5py opens them directly. Only the classic NetCDF-3 format needs another reader.",
   "No, h5py only reads HDF5 files. You'd have to convert the NetCDF first",
   "Yes, NetCDF-4 files are HDF5 underneath, so h5py opens them directly"),
  ("The ocean model writes its history files as NetCDF-4. Fastest way to pull one chunk out with h5py?",
   "h5py won't read NetCDF files directly; convert the history file to HDF5 before opening it with h5py, or read the chunk with netCDF4-python instead.",
   [r"re:(?i)h5py\.File\(|opens? (it|them|the file) directly"], ["won't read NetCDF files directly"]),
  ("ncdump -k says the old buoy archive files are 'classic'. Can h5py read them?",
   "No, classic is the NetCDF-3 format, which isn't HDF5, so h5py can't open it. Read it with netCDF4-python or xarray, or convert it with `nccopy -k nc4 buoy.nc buoy4.nc`."),
  fix=[("h5py won't read NetCDF files directly; convert the history file to HDF5 before opening it with h5py, or read the chunk with netCDF4-python instead.",
        "NetCDF-4 is HDF5 underneath, so h5py.File(\"history.nc\", \"r\") opens it directly and you can slice the variable's dataset like any other.")],
  cflags=[r"re:h5py (can|will) open it"], cneeds=["h5py can't open it"])

# ---------------------------------------------------------------- NetCDF / xarray / CDO / NCO
S(17, "netcdf", "literal", "code_block", "lookalike",
  ("Open all the daily ERA5 files in era5/ as one dataset.",
   """```python
import xarray as xr

ds = xr.open_mfdataset("era5/*.nc", combine="nested")
```""",
   "Thanks, almost: combine=\"nested\" needs a concat_dim and errors out like that. The files have a time coordinate, so it should be combine=\"by_coords\". Then I'll run the trend script.",
   'combine="nested"', 'combine="by_coords"'),
  ("Load the monthly precipitation files listed in files, in parallel.",
   """```python
ds = xr.open_mfdataset(files, combine="nested", parallel=True)
```""",
   ['combine="by_coords"'], ['combine="nested"']),
  ("The ensemble member files have no member coordinate; stack them along a new ensemble dimension.",
   """```python
ds = xr.open_mfdataset(member_files, combine="nested", concat_dim="ensemble")
ds = ds.assign_coords(ensemble=range(len(member_files)))
```"""),
  fix=[('combine="nested"', 'combine="by_coords"')],
  cflags=['combine="by_coords"'], cneeds=['concat_dim="ensemble"'])

S(18, "netcdf", "literal", "reworded", "lookalike",
  ("Join tas_2019.nc and tas_2020.nc into one file covering both years.",
   """```bash
cdo merge tas_2019.nc tas_2020.nc tas_2019-2020.nc
```""",
   "cdo merge combines different variables; for gluing years together along time it's mergetime.",
   "cdo merge ", "cdo mergetime "),
  ("I have precipitation as one file per year, pr_1991.nc to pr_2020.nc. Make one continuous file.",
   """CDO can do it in one call, and the shell glob keeps the years in order:

```bash
cdo merge pr_????.nc pr_1991-2020.nc
```""",
   ["cdo mergetime"], ["cdo merge "]),
  ("Put tas and pr for 2020 into the same file, I need both variables for the driver.",
   """```bash
cdo merge tas_2020.nc pr_2020.nc met_2020.nc
```
Both files share the same grid and time axis, so merge just puts the variables side by side."""),
  fix=[("cdo merge ", "cdo mergetime ")],
  cflags=["mergetime"], cneeds=["cdo merge tas_2020.nc pr_2020.nc"])

S(38, "netcdf", "paraphrase", "other_identifier", "lookalike",
  ("Add CF attributes to the lat coordinate before writing the NetCDF.",
   """```python
ds["lat"].attrs.update(standard_name="latitude", units="degrees")
```""",
   "CF wants units degrees_north for latitude (degrees_east for longitude); with plain degrees tools like CDO don't recognise it as an axis.",
   'units="degrees"', 'units="degrees_north"'),
  ("And for the ERA5-style latitude coordinate in the regridded file?",
   """```python
out["latitude"].attrs["units"] = "degrees"
out["latitude"].attrs["standard_name"] = "latitude"
```""",
   ['"degrees_north"'], ['["units"] = "degrees"']),
  ("Attributes for the wind direction variable?",
   """```python
ds["wind_dir"].attrs.update(standard_name="wind_from_direction", units="degrees")
```
CF measures it clockwise from north, as the direction the wind blows from."""),
  fix=[('attrs["units"] = "degrees"', 'attrs["units"] = "degrees_north"')],
  cflags=["degrees_north"], cneeds=['units="degrees"'])

S(39, "netcdf", "paraphrase", "reordered_args", "lookalike",
  ("Cut ERA5 down to 30–60°N.",
   """```python
sub = ds.sel(latitude=slice(30, 60))
```""",
   "ERA5 latitude is stored north to south, so slice(30, 60) comes back empty. It has to be slice(60, 30).",
   "latitude=slice(30, 60)", "latitude=slice(60, 30)"),
  ("Subset the ERA5 file to the tropical band 10S–10N and 90–150E.",
   """```python
trop = era5.sel(longitude=slice(90, 150), latitude=slice(-10, 10))
```""",
   ["latitude=slice(10, -10)"], ["latitude=slice(-10, 10)"]),
  ("Now restrict the same ERA5 data to 30–60°E.",
   """```python
sub = ds.sel(longitude=slice(30, 60))
```
ERA5 longitude increases from 0 to 359.75, so this slice goes low to high."""),
  fix=[("latitude=slice(-10, 10)", "latitude=slice(10, -10)")],
  cflags=["longitude=slice(60, 30)"], cneeds=["longitude=slice(30, 60)"])

S(44, "netcdf", "literal", "code_block", "same_topic",
  ("Download ERA5 hourly 2 m temperature for 2022 with the CDS API.",
   """```python
import cdsapi

c = cdsapi.Client()
common = {"product_type": "reanalysis", "format": "netcdf",
          "month": [f"{m:02d}" for m in range(1, 13)],
          "day": [f"{d:02d}" for d in range(1, 32)],
          "time": [f"{h:02d}:00" for h in range(24)]}
c.retrieve("reanalysis-era5-single-level",
           {**common, "variable": "2m_temperature", "year": "2022"},
           "t2m_2022.nc")
```""",
   "The dataset name is reanalysis-era5-single-levels, with an s at the end. The request fails without it.",
   '"reanalysis-era5-single-level"', '"reanalysis-era5-single-levels"'),
  ("Same request for total precipitation, 2023.",
   """```python
c.retrieve("reanalysis-era5-single-level",
           {**common, "variable": "total_precipitation", "year": "2023"},
           "tp_2023.nc")
```""",
   ['"reanalysis-era5-single-levels"'], ['"reanalysis-era5-single-level"']),
  ("Which CDS dataset has temperature on pressure levels?",
   "That's `reanalysis-era5-pressure-levels`; request `\"variable\": \"temperature\"` together with the `pressure_level` list you need."),
  fix=[('"reanalysis-era5-single-level"', '"reanalysis-era5-single-levels"')])

S(46, "netcdf", "literal", "code_block", "lookalike",
  ("Ensemble mean of the 10 member files member_01.nc … member_10.nc with NCO.",
   """```bash
ncra member_??.nc ens_mean.nc
```""",
   "Great, that ran. But ncra averages over the record (time) dimension, I need the mean across the files: nces.",
   "ncra member_??.nc", "nces member_??.nc"),
  ("Ensemble mean SST over the 30 realisations sst_r1.nc to sst_r30.nc.",
   """```bash
ncra sst_r*.nc sst_ensmean.nc
```
The output keeps the full time axis, averaged over the realisations.""",
   ["nces sst_r*.nc"], ["ncra"]),
  ("Annual mean from the twelve monthly files tas_2020-01.nc … tas_2020-12.nc.",
   """```bash
ncra tas_2020-??.nc tas_2020_annual.nc
```
ncra concatenates the records and averages along time, giving one annual mean."""),
  fix=[("ncra sst_r", "nces sst_r")],
  cflags=["nces"], cneeds=["ncra tas_2020"], literal="ncra")

S(52, "netcdf", "semantic", "prose_claim", "same_topic",
  ("How do I get daily precipitation totals in mm from ERA5 hourly tp?",
   "ERA5 `tp` is already in millimetres, so just sum the 24 hourly values: `daily = ds.tp.resample(time=\"1D\").sum()`.",
   "tp is in metres of water equivalent, not mm. You need * 1000 on top of the sum.",
   "already in millimetres", "in metres, so multiply by 1000 for millimetres"),
  ("Monthly precipitation climatology from ERA5 for the catchment, in mm/month?",
   "Since ERA5 total precipitation is given in mm, you can sum the hourly values per month and average over the years: "
   "`clim = ds.tp.resample(time=\"1MS\").sum().groupby(\"time.month\").mean()`.",
   ["1000"], ["is given in mm"]),
  ("Which ERA5 variable is snowfall?",
   "`sf` (snowfall). It's in metres of water equivalent as well, so it needs the same × 1000 for mm."),
  fix=[("Since ERA5 total precipitation is given in mm, you can",
        "ERA5 total precipitation is given in metres, so multiply by 1000 for mm; then")])

S(53, "group_conventions", "semantic", "code_block", "same_topic",
  ("QC the 2023 CTD casts and save the cleaned files.",
   """```python
for path in sorted(glob("/proj/oceanlab/raw/ctd/2023/*.nc")):
    ds = xr.open_dataset(path)
    clean = qc_ctd(ds)
    clean.to_netcdf(path.replace(".nc", "_qc.nc"))
```
The cleaned files are written next to the originals.""",
   "Nothing gets written into raw/, that's the instrument archive and it's read-only for us anyway. Derived products go under /proj/oceanlab/derived/<instrument>/.",
   'clean.to_netcdf(path.replace(".nc", "_qc.nc"))',
   'clean.to_netcdf(path.replace("/raw/", "/derived/").replace(".nc", "_qc.nc"))'),
  ("Apply the despiking to the ADCP files from the spring cruise and store the output.",
   """```python
for path in sorted(glob("/proj/oceanlab/raw/adcp/spring24/*.nc")):
    ds = despike(xr.open_dataset(path))
    ds.to_netcdf("/proj/oceanlab/raw/adcp/spring24/" + os.path.basename(path).replace(".nc", "_despiked.nc"))
```""",
   ["/proj/oceanlab/derived/adcp/"], ['to_netcdf("/proj/oceanlab/raw/']),
  ("How big is the derived directory now?",
   """```bash
du -sh /proj/oceanlab/derived/*
```"""),
  fix=[('to_netcdf("/proj/oceanlab/raw/adcp/spring24/"', 'to_netcdf("/proj/oceanlab/derived/adcp/spring24/"')])

S(45, "group_conventions", "literal", "reworded", "unrelated",
  ("Read the CTD casts with our group's reader.",
   """```python
from labutils.io import read_ctd

casts = read_ctd("/proj/oceanlab/raw/ctd/2023_cruise/*.cnv")
```""",
   "We renamed labutils to labtools last year, labutils is the old unmaintained copy. from labtools.io import read_ctd.",
   "from labutils.io import", "from labtools.io import"),
  ("Load the ADCP files with the group package too.",
   """```python
from labutils.io import read_adcp

adcp = read_adcp("/proj/oceanlab/raw/adcp/2023_cruise/")
```""",
   ["from labtools.io import read_adcp"], ["labutils"]),
  ("What's the keyboard shortcut to comment out lines in RStudio?",
   "Ctrl+Shift+C on Windows and Linux, Cmd+Shift+C on macOS."),
  fix=[("labutils", "labtools")])

# ---------------------------------------------------------------- plotting
S(19, "plotting", "semantic", "code_block", "same_topic",
  ("My script plots the SST map and saves it, but the PNG comes out blank.",
   """Make sure you save the figure:

```python
fig, ax = plt.subplots(figsize=(8, 4))
ax.pcolormesh(lon, lat, sst)
plt.show()
plt.savefig("sst_map.png", dpi=300)
```""",
   "It's blank because savefig runs after show(); show() closes the figure. savefig has to come before plt.show().",
   'plt.show()\nplt.savefig("sst_map.png", dpi=300)', 'plt.savefig("sst_map.png", dpi=300)\nplt.show()'),
  ("Add the plotting part for the anomaly map at the end of the script.",
   """```python
fig, ax = plt.subplots(figsize=(8, 4))
im = ax.pcolormesh(lon, lat, anom, cmap="RdBu_r", vmin=-2, vmax=2)
fig.colorbar(im, ax=ax, label="SST anomaly (K)")
plt.show()
plt.savefig("anom_map.png", dpi=300)
```""",
   ['savefig("anom_map.png"'], [r"re:show\(\)[\s\S]*savefig"]),
  ("How do I make the colorbar horizontal under the map?",
   """```python
fig.colorbar(im, ax=ax, orientation="horizontal", pad=0.08, label="SST (°C)")
```"""),
  fix=[('plt.show()\nplt.savefig("anom_map.png", dpi=300)', 'plt.savefig("anom_map.png", dpi=300)\nplt.show()')])

S(20, "plotting", "paraphrase", "renamed_identifier", "already_correct",
  ("Make a single-panel figure for the time series.",
   """```python
ax, fig = plt.subplots(figsize=(10, 3))
ax.plot(t, flux)
ax.set_ylabel("CO₂ flux (µmol m⁻² s⁻¹)")
```""",
   "plt.subplots returns the figure first, so fig, ax = plt.subplots(...). As written ax is the Figure and ax.plot fails.",
   "ax, fig = plt.subplots(", "fig, ax = plt.subplots("),
  ("2x2 panel layout for the four seasons.",
   """```python
axes, fig = plt.subplots(2, 2, figsize=(10, 8), sharex=True, sharey=True)
for ax, season in zip(axes.flat, ["DJF", "MAM", "JJA", "SON"]):
    ax.set_title(season)
```""",
   ["fig, axes = plt.subplots("], ["axes, fig ="]),
  ("Figure with the map and a narrow colorbar axis next to it?",
   """```python
fig, (ax, cax) = plt.subplots(1, 2, figsize=(9, 4), gridspec_kw={"width_ratios": [20, 1]})
```"""),
  fix=[("axes, fig =", "fig, axes =")],
  cneeds=["fig, (ax, cax) = plt.subplots("])

S(21, "plotting", "literal", "code_block", "lookalike",
  ("Plot the surface temperature field for the paper figure.",
   """```python
im = ax.pcolormesh(lon, lat, t2m, cmap="jet")
fig.colorbar(im, ax=ax, label="T2m (K)")
```""",
   "Group rule: no jet in paper figures, reviewers keep flagging it. Temperature fields use cmocean.cm.thermal.",
   'cmap="jet"', "cmap=cmocean.cm.thermal"),
  ("Same kind of map for the SST climatology.",
   """```python
im = ax.pcolormesh(lon, lat, sst_clim, cmap="jet", vmin=-2, vmax=30)
fig.colorbar(im, ax=ax, label="SST (°C)")
```""",
   ["cmocean.cm.thermal"], ['cmap="jet"']),
  ("Plot the 250 hPa wind speed so the jet stream stands out.",
   """```python
ws = np.hypot(ds.u.sel(level=250), ds.v.sel(level=250))
im = ax.contourf(lon, lat, ws, levels=np.arange(20, 75, 5), cmap=cmocean.cm.speed)
ax.set_title("250 hPa wind speed: subtropical jet")
```"""),
  fix=[('cmap="jet"', "cmap=cmocean.cm.thermal")],
  cflags=['cmap="jet"'], cneeds=["jet"])

S(22, "plotting", "literal", "reworded", "lookalike",
  ("Histogram with a KDE of the model residuals.",
   """```python
import seaborn as sns

sns.distplot(resid, bins=40, kde=True)
```""",
   "Plot looks good, thanks! distplot is deprecated though (since 0.11, we're on 0.13), please use sns.histplot.",
   "sns.distplot(", "sns.histplot("),
  ("Show the distribution of the bias per station the same way.",
   """```python
for name, grp in bias.groupby("station"):
    sns.distplot(grp["bias"], kde=True, label=name)
plt.legend()
```""",
   ["sns.histplot("], ["distplot"]),
  ("One histogram panel per season, figure-level.",
   """```python
g = sns.displot(df, x="bias", col="season", col_wrap=2, kde=True)
```
`displot` is the figure-level function and makes one facet per season."""),
  fix=[("sns.distplot(", "sns.histplot(")],
  cflags=["histplot"], cneeds=["sns.displot("])

S(50, "plotting", "literal", "code_block", "lookalike",
  ("Plot the t2m field on a Robinson map with cartopy.",
   """```python
import cartopy.crs as ccrs

ax = plt.axes(projection=ccrs.Robinson())
ax.pcolormesh(lon, lat, t2m, transform=ccrs.Robinson())
ax.coastlines()
```""",
   "transform= has to be the CRS of the data, not of the map. lon/lat grids are transform=ccrs.PlateCarree(); Robinson only goes in projection=.",
   "transform=ccrs.Robinson()", "transform=ccrs.PlateCarree()"),
  ("Filled contours of the precipitation anomaly on the same kind of map.",
   """```python
ax = plt.axes(projection=ccrs.Robinson())
cf = ax.contourf(lon, lat, pr_anom, levels=np.linspace(-3, 3, 13), cmap="BrBG", transform=ccrs.Robinson())
ax.coastlines()
```""",
   ["transform=ccrs.PlateCarree()"], ["transform=ccrs.Robinson()"]),
  ("Just an empty Robinson world map with coastlines and gridlines for the overview figure.",
   """```python
ax = plt.axes(projection=ccrs.Robinson())
ax.set_global()
ax.coastlines(linewidth=0.5)
ax.gridlines(draw_labels=True)
```"""),
  fix=[("transform=ccrs.Robinson()", "transform=ccrs.PlateCarree()")],
  cflags=["PlateCarree"], cneeds=["projection=ccrs.Robinson()"])

# ---------------------------------------------------------------- units and constants
S(6, "units", "paraphrase", "renamed_identifier", "lookalike",
  ("Energy of a phonon mode from its angular frequency omega (rad/s), in joules?",
   """```python
from scipy import constants

E = constants.h * omega  # J
```""",
   "omega is angular frequency, so it's E = ħω: constants.hbar, not constants.h.",
   "constants.h * omega", "constants.hbar * omega"),
  ("Convert the laser's angular frequency to photon energy in eV.",
   """```python
import scipy.constants as sc

E_photon = sc.h * omega_laser / sc.e  # eV
```""",
   ["sc.hbar * omega_laser"], [r"re:sc\.h\b"]),
  ("Photon energy for the 532 nm line, from its frequency nu in Hz?",
   """```python
import scipy.constants as sc

nu = sc.c / 532e-9      # Hz
E = sc.h * nu / sc.e    # eV, about 2.33
```"""),
  fix=[("sc.h *", "sc.hbar *")],
  cflags=["sc.hbar"], cneeds=["sc.h * nu"])

S(7, "units", "literal", "reworded", "lookalike",
  ("Convert the station temperatures from Celsius to Kelvin.",
   """```python
df["T_K"] = df["T_C"] + 273
```""",
   "273.15, not 273.",
   "+ 273", "+ 273.15"),
  ("Add a Kelvin column to the buoy dataframe too.",
   """```python
buoy["sst_K"] = buoy["sst_C"] + 273
```""",
   ["+ 273.15"], [r"re:\+ ?273(?!\.15)"]),
  ("Select only the autumn part of the year from the daily model output (October onwards).",
   """The model uses a noleap calendar, so day 274 is always 1 October:

```python
autumn = ds.sel(time=ds.time.dt.dayofyear > 273)
```"""),
  fix=[("+ 273\n", "+ 273.15\n")],
  cflags=["273.15"], cneeds=["dayofyear > 273"])

S(24, "units", "paraphrase", "equivalent_construct", "lookalike",
  ("Compute air density from surface pressure p (Pa) and temperature T (K).",
   """```python
R = 8.314  # J/(mol K)
rho = p / (R * T)  # kg/m^3
```""",
   "8.314 is the molar gas constant, that gives you mol/m³, not kg/m³. For dry air it's the specific gas constant R_d = 287.05 J/(kg·K).",
   "R = 8.314", "R_d = 287.05"),
  ("Air density at the surface from the reanalysis fields, vectorised.",
   """```python
rho_air = ds.sp / (8.314 * ds.t2m)  # kg m-3
```""",
   ["287.05"], ["8.314"]),
  ("How many moles of gas are in the 2 L sample cylinder at 2 bar and 295 K?",
   """```python
n = p * V / (8.314 * T)   # p = 2e5 Pa, V = 2e-3 m^3, T = 295 K -> about 0.163 mol
```"""),
  fix=[("8.314", "287.05")],
  cflags=["287.05"], cneeds=["8.314"])

S(25, "units", "paraphrase", "other_identifier", "already_correct",
  ("Area-weighted global mean of the temperature field (lat in degrees).",
   """```python
weights = np.cos(ds.lat)
gmean = ds.t2m.weighted(weights).mean(("lat", "lon"))
```""",
   "lat is in degrees and np.cos expects radians. np.cos(np.deg2rad(ds.lat)).",
   "np.cos(ds.lat)", "np.cos(np.deg2rad(ds.lat))"),
  ("Global mean precipitation from the ERA5 grid, weighted properly.",
   """```python
w = np.cos(era5.latitude)
pr_gmean = era5.tp.weighted(w).mean(("latitude", "longitude"))
```""",
   [r"re:np\.cos\(np\.(deg2rad|radians)\(era5\.latitude\)\)"], ["np.cos(era5.latitude)"]),
  ("Weighted mean SST over the tropics, 20S–20N.",
   """```python
trop = ds.sst.sel(lat=slice(-20, 20))
w = np.cos(np.deg2rad(trop.lat))
sst_trop = trop.weighted(w).mean(("lat", "lon"))
```"""),
  fix=[("np.cos(era5.latitude)", "np.cos(np.deg2rad(era5.latitude))")],
  cneeds=["np.cos(np.deg2rad(trop.lat))"])

S(35, "units", "literal", "code_block", "lookalike",
  ("Haversine distance between two stations in km.",
   """```python
R = 6378.137  # km

def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dphi = p2 - p1
    dlmb = np.radians(lon2 - lon1)
    a = np.sin(dphi / 2)**2 + np.cos(p1) * np.cos(p2) * np.sin(dlmb / 2)**2
    return 2 * R * np.arcsin(np.sqrt(a))
```""",
   "Hmm, I think we use the mean radius, 6371.0 km, for haversine? 6378.137 is the equatorial one.",
   "6378.137", "6371.0"),
  ("Great-circle distance from each buoy to the nearest coast point.",
   """```python
EARTH_RADIUS_KM = 6378.137

dist_km = EARTH_RADIUS_KM * central_angle(buoy_lat, buoy_lon, coast_lat, coast_lon)
```""",
   ["6371.0"], ["6378.137"]),
  ("Which ellipsoid parameters does pyproj's WGS84 Geod use?",
   """```python
from pyproj import Geod

g = Geod(ellps="WGS84")
print(g.a, g.f)  # 6378137.0 m, 1/298.257223563
```
The semi-major (equatorial) axis is 6378.137 km; with the flattening that gives a polar radius of about 6356.752 km."""),
  fix=[("6378.137", "6371.0")],
  cflags=["6371.0"], cneeds=["6378.137 km"])

S(36, "units", "literal", "code_block", "lookalike",
  ("The METAR wind speeds are in knots, convert to m/s.",
   """```python
metar["wind_ms"] = metar["wind_kt"] * 0.447
```""",
   "0.447 is the mph factor. Knots to m/s is 0.514444.",
   "0.447", "0.514444"),
  ("Gusts too, they're also in knots.",
   """```python
metar["gust_ms"] = metar["gust_kt"] * 0.447
```""",
   ["0.514444"], ["0.447"]),
  ("The US mesonet file gives wind in mph. Convert to m/s.",
   """```python
meso["wind_ms"] = meso["wind_mph"] * 0.44704
```
1 mph is exactly 0.44704 m/s."""),
  fix=[("0.447", "0.514444")],
  cflags=["0.514444"], cneeds=["* 0.44704"])

S(37, "units", "literal", "prose_claim", "lookalike",
  ("What standard sea-level pressure should I use to normalise the barometric altitude?",
   "Use the ICAO standard atmosphere value, p0 = 101.325 hPa at sea level, together with T0 = 288.15 K.",
   "1 atm is 1013.25 hPa, not 101.325 hPa. 101.325 is the value in kPa.",
   "101.325 hPa", "1013.25 hPa"),
  ("In the methods section, how should I describe the reference pressure for the altimeter correction?",
   "You could write: \"Altitudes were computed with the barometric formula relative to the standard sea-level pressure of 101.325 hPa and a lapse rate of 6.5 K km⁻¹.\"",
   ["1013.25 hPa"], ["101.325 hPa"]),
  ("The sensor datasheet lists pressure in kPa. What's standard pressure in those units?",
   "Standard atmospheric pressure is 101.325 kPa, so a reading of 98.6 kPa is about 2.7 kPa below standard."),
  fix=[("101.325 hPa", "1013.25 hPa")],
  cflags=["1013.25 kPa"], cneeds=["101.325 kPa"])

S(23, "units", "semantic", "prose_claim", "same_topic",
  ("Is ERA5 surface pressure already in hPa? I want to compare it with the station barometers.",
   "Yes, the ERA5 `sp` variable is stored in hPa, so you can compare it with the barometer readings directly.",
   "ERA5 sp is in Pa, not hPa. Has to be divided by 100 first.",
   "stored in hPa", "stored in Pa"),
  ("Quick sanity check for the ERA5 surface pressure over the Alps, what range should I expect?",
   "The `sp` field comes in hectopascals, so over the high Alps you'd see values around 700 hPa and around 950–1000 hPa in the surrounding lowlands.",
   [r"re:\bPa\b"], ["comes in hectopascals"]),
  ("What's the ERA5 short name for 2 m temperature?",
   "It's `t2m` (parameter 167), in kelvin."),
  fix=[("comes in hectopascals, so over", "comes in Pa (divide by 100 for hPa), so over")])


# ====================================================================== validation
def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the rest case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate(scen):
    errs = []
    ids = [s["id"] for s in scen]
    if len(ids) != N_EXPECTED:
        errs.append("expected %d scenarios, got %d" % (N_EXPECTED, len(ids)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % [i for i, n in Counter(ids).items() if n > 1])
    want_ids = {"%s-%03d" % (PREFIX, i) for i in range(1, N_EXPECTED + 1)}
    if set(ids) != want_ids:
        errs.append("ids not exactly %s-001..%03d: missing %s extra %s" % (
            PREFIX, N_EXPECTED, sorted(want_ids - set(ids)), sorted(set(ids) - want_ids)))
    msgs = Counter(norm(s["teach"]["message"]) for s in scen)
    for m, n in msgs.items():
        if n > 1:
            errs.append("teach.message shared by %d scenarios: %r" % (n, m[:60]))

    for s in scen:
        sid = s["id"]
        e = lambda msg: errs.append("%s: %s" % (sid, msg))
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            e("malformed id")
        pub = {k for k in s if not k.startswith("_")}
        if pub != {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}:
            e("top-level fields %s" % sorted(pub))
        if set(s["teach"]) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            e("teach fields %s" % sorted(s["teach"]))
        if set(s["repeat"]) != {"query", "output", "expect_contains", "expect_absent"}:
            e("repeat fields %s" % sorted(s["repeat"]))
        if set(s["control"]) != {"query", "output"}:
            e("control fields %s" % sorted(s["control"]))
        if s["difficulty"] not in DIFFICULTIES:
            e("bad difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            e("bad control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            e("bad repeat_variation %r" % s["repeat_variation"])
        if not (isinstance(s["topic"], str) and s["topic"]):
            e("empty topic")
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for k in keys:
                if not (isinstance(s[part][k], str) and s[part][k].strip()):
                    e("%s.%s empty or not a string" % (part, k))
        t, r, c = s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            e("gold_wrong == gold_right")
        for spec in r["expect_contains"] + r["expect_absent"]:
            if not isinstance(spec, str) or not spec:
                e("bad check spec %r" % spec)
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if not r["expect_contains"] and not r["expect_absent"]:
            e("repeat has no checks")
        if passes(r["output"], r["expect_contains"], r["expect_absent"]):
            e("repeat as written already passes its own check")
        if r["output"] == t["output"] or r["query"] == t["query"]:
            e("repeat identical to teach")
        # fix
        fixed = r["output"]
        if not s["_fix"]:
            e("no fix")
        for old, new in s["_fix"]:
            if old not in fixed:
                e("fix text %r not in repeat.output" % old[:50])
            fixed = fixed.replace(old, new)
        missing = [x for x in r["expect_contains"] if not check(fixed, x)]
        present = [x for x in r["expect_absent"] if check(fixed, x)]
        if missing or present:
            e("fixed repeat fails: missing %s, still present %s" % (missing, present))
        # literal
        if s["difficulty"] == "literal":
            lit = s["_literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                e("literal text %r does not recur in repeat.output" % lit)
            if s["_literal"] and norm(s["_literal"]) not in norm(t["output"]):
                e("literal text not in teach.output")
        # control
        if s["control_kind"] == "lookalike":
            if not s["_cflags"]:
                e("lookalike control needs explicit cflags")
            if not s["_cneeds"]:
                e("lookalike control needs cneeds")
        if s["control_kind"] == "already_correct" and not s["_cneeds"]:
            e("already_correct control needs cneeds")
        cflags = s["_cflags"] if s["_cflags"] is not None else list(r["expect_absent"]) + [t["gold_wrong"]]
        for spec in cflags:
            if check(c["output"], spec):
                e("control matches cflag %r" % spec)
        for spec in s["_cneeds"] or []:
            if not check(c["output"], spec):
                e("control lacks cneed %r" % spec)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            e("control identical to teach/repeat output")

    # mix
    diff = Counter(s["difficulty"] for s in scen)
    ck = Counter(s["control_kind"] for s in scen)
    var = Counter(s["repeat_variation"] for s in scen)
    for name, got, target, tol in (("difficulty", diff, TARGET_DIFFICULTY, 3), ("control_kind", ck, TARGET_CONTROL, 3)):
        for k, v in target.items():
            if abs(got.get(k, 0) - v) > tol:
                errs.append("mix: %s %s = %d, target ~%d" % (name, k, got.get(k, 0), v))
    main = var["reworded"] + var["code_block"]
    if main < len(scen) / 2:
        errs.append("mix: reworded+code_block = %d, should be the majority" % main)
    for v in VARIATIONS - {"reworded", "code_block"}:
        if var.get(v, 0) < 1:
            errs.append("mix: no %s repeat_variation" % v)
        if var.get(v, 0) > max(var["reworded"], var["code_block"]):
            errs.append("mix: %s outnumbers the main variations" % v)
    return errs, diff, ck, var


def public(s):
    return {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                              "teach", "repeat", "control")}


def fmt(counter):
    return ", ".join("%s %d" % (k, v) for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])))


README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev33: learning-loop scenarios (scientific and research computing)

## What it is

{n} hand-written scenarios in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(`{{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}}`, ids
`d33-001` to `d33-{n:03d}`). Each one teaches a single correction to a coding assistant in
session A, then checks that the same mistake does not come back in session B (`repeat`,
fixed = every `expect_contains` present and every `expect_absent` absent; `re:` entries are
Python regexes) and that an output which must not be touched comes back byte-identical in
session C (`control`). The labelling rules are those of `../shared/eval/loop/README.md`.

Theme: scientific and research computing: Slurm and HPC clusters, MPI, conda and module
environments, R and tidyverse, Julia, MATLAB, HDF5 and NetCDF, plotting libraries, units and
physical constants, and a research group's own conventions and paths.

## Counts

- difficulty: {diff}
- control_kind: {ck}
- repeat_variation: {var}
- topic: {topic}

`build.py` holds the scenarios as data, checks them (every repeat fails its own check as
written and passes after the recorded fix; controls are clean against the flags of their
own context; literal mistakes recur in the repeat; gold spans; mix; unique messages) and
writes `scenarios.jsonl` and this file. It refuses to write if a check fails.

## Run

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev33/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev33/scenarios.jsonl                  # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev33/scenarios.jsonl   # gold spans, retrieval + application only
```

Add `--out <path>` to choose where the JSON report goes (default `./loop-<mode>.json`).
Rebuild with `python3 eval/dev33/build.py`.
"""


def main():
    scen = sorted(SCENARIOS, key=lambda s: s["id"])
    errs, diff, ck, var = validate(scen)
    if errs:
        print("build.py: %d problem(s), nothing written:" % len(errs), file=sys.stderr)
        for x in errs:
            print("  " + x, file=sys.stderr)
        sys.exit(1)
    topic = Counter(s["topic"] for s in scen)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in scen:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(scen), diff=fmt(diff), ck=fmt(ck), var=fmt(var), topic=fmt(topic)))
    print("wrote %d scenarios to %s" % (len(scen), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:       " + fmt(diff))
    print("control_kind:     " + fmt(ck))
    print("repeat_variation: " + fmt(var))
    print("topic:            " + fmt(topic))


if __name__ == "__main__":
    main()
