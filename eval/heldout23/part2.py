"""heldout23 part 2: modules, Spack, EasyBuild, Apptainer, Conda, R, storage (h23-016 .. h23-030).

Build-only fields: fix (list of (old, new); old None = replace the whole repeat
output), holds, look, right. See build.py.
"""

SCENARIOS = [
    # ------------------------------------------------------------------ 016
    {
        "id": "h23-016",
        "topic": "lmod-gromacs-module-name",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "How do I load GROMACS with GPU support on heron?",
            "output": """\
Load the CUDA build and check it:

    module load gromacs/2023.3-cuda
    gmx_mpi --version | grep -i gpu

The module pulls in CUDA 12.1 and OpenMPI for you.""",
            "message": "Lmod names are case-sensitive and the EasyBuild ones carry the toolchain. Use module load GROMACS/2023.3-foss-2023a-CUDA-12.1.1",
            "gold_wrong": "module load gromacs/2023.3-cuda",
            "gold_right": "module load GROMACS/2023.3-foss-2023a-CUDA-12.1.1",
        },
        "repeat": {
            "query": "job script for a GPU mdrun on one L40S, 8 cores",
            "output": """\
```bash
#!/bin/bash
#SBATCH --partition=gpu-l40s
#SBATCH --gres=gpu:l40s:1
#SBATCH --cpus-per-task=8
#SBATCH --time=12:00:00

module purge
module load gromacs/2023.3-cuda
srun gmx_mpi mdrun -deffnm npt -nb gpu -pme gpu -ntomp 8
```""",
            "expect_contains": ["GROMACS/2023.3-foss-2023a-CUDA-12.1.1"],
            "expect_absent": ["gromacs/2023.3-cuda"],
        },
        "control": {
            "query": "Which GROMACS versions are installed?",
            "output": """\
Search all module trees, including ones hidden behind a toolchain:

    module spider gromacs

spider is case-insensitive, so lowercase works here. Today it lists GROMACS/2023.1-foss-2022b and GROMACS/2024.1-foss-2023b among others; `module spider GROMACS/2024.1-foss-2023b` shows what has to be loaded first.""",
        },
        "fix": [("gromacs/2023.3-cuda", "GROMACS/2023.3-foss-2023a-CUDA-12.1.1")],
        "look": "gromacs",
        "holds": "module spider gromacs",
    },
    # ------------------------------------------------------------------ 017
    {
        "id": "h23-017",
        "topic": "conda-channel-licence",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "Set up a conda env for a machine-learning course with numpy, scipy and scikit-learn.",
            "output": """\
    module load Miniforge3/24.3.0-0
    conda create -n ml-course -c defaults python=3.11 numpy scipy scikit-learn ipykernel
    conda activate ml-course

Students can then register it as a Jupyter kernel with `python -m ipykernel install --user --name ml-course`.""",
            "message": "We can't use the defaults channel. Anaconda's licence terms don't cover the university any more, so conda-forge only please.",
            "gold_wrong": "-c defaults",
            "gold_right": "-c conda-forge",
        },
        "repeat": {
            "query": "add pandas and matplotlib to my existing rnaseq env",
            "output": """\
With the env name given explicitly you don't even need to activate it:

    conda install -n rnaseq -c defaults pandas matplotlib

Conda will show the plan and ask for confirmation before changing anything.""",
            "expect_contains": ["-c conda-forge"],
            "expect_absent": ["-c defaults"],
        },
        "control": {
            "query": "Where should conda environments go so they don't fill up my home directory?",
            "output": """\
Put them in project space and keep the package cache on scratch:

    conda create --prefix /lustre/heron/projects/bw-chem-0142/envs/md-analysis python=3.11

and in ~/.condarc:

    pkgs_dirs:
      - /lustre/heron/scratch/${USER}/conda-pkgs

Everyone in the project can then activate the env by its path.""",
        },
        "fix": [("-c defaults", "-c conda-forge")],
    },
    # ------------------------------------------------------------------ 018
    {
        "id": "h23-018",
        "topic": "apptainer-cache-location",
        "difficulty": "literal",
        "repeat_variation": "other_identifier",
        "control_kind": "already_correct",
        "teach": {
            "query": "apptainer pull keeps failing with 'disk quota exceeded' in my home, what do I set?",
            "output": """\
Apptainer caches image layers under ~/.apptainer by default, which fills your home quota. Point the cache somewhere bigger before pulling:

    export APPTAINER_CACHEDIR=/tmp/$USER/apptainer-cache
    apptainer pull docker://rocker/tidyverse:4.3.2""",
            "message": "/tmp on the login nodes is tiny and gets wiped, the docs say to put the cache on scrach: APPTAINER_CACHEDIR=/lustre/heron/scratch/$USER/.apptainer",
            "gold_wrong": "APPTAINER_CACHEDIR=/tmp/$USER/apptainer-cache",
            "gold_right": "APPTAINER_CACHEDIR=/lustre/heron/scratch/$USER/.apptainer",
        },
        "repeat": {
            "query": "What apptainer settings should go in my .bashrc on heron?",
            "output": """\
These two keep Apptainer's large temporary files off your home directory:

    export APPTAINER_TMPDIR=/lustre/heron/scratch/$USER/tmp
    export APPTAINER_CACHEDIR=/tmp/$USER/apptainer-cache

Open a new shell (or `source ~/.bashrc`) for them to take effect.""",
            "expect_contains": ["APPTAINER_CACHEDIR=/lustre/heron/scratch/$USER/.apptainer"],
            "expect_absent": ["APPTAINER_CACHEDIR=/tmp/$USER/apptainer-cache"],
        },
        "control": {
            "query": "How do I clear out my old apptainer cache?",
            "output": """\
Your cache lives in $APPTAINER_CACHEDIR, which on heron should be /lustre/heron/scratch/$USER/.apptainer. See what's there with:

    apptainer cache list

and remove anything not used for a month with `apptainer cache clean --days 30`.""",
        },
        "fix": [("APPTAINER_CACHEDIR=/tmp/$USER/apptainer-cache", "APPTAINER_CACHEDIR=/lustre/heron/scratch/$USER/.apptainer")],
        "holds": "/lustre/heron/scratch/$USER/.apptainer",
        "right": ["/lustre/heron/scratch/$USER/.apptainer"],
    },
    # ------------------------------------------------------------------ 019
    {
        "id": "h23-019",
        "topic": "lustre-project-path",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "same_topic",
        "teach": {
            "query": "Where should the chemistry group keep the reference data they all share?",
            "output": """\
Put it in the project directory, which every member of the project group can read:

    mkdir -p /lustre/projects/bw-chem-0142/reference
    chmod 2770 /lustre/projects/bw-chem-0142/reference

The setgid bit keeps new files in the project's group.""",
            "message": "project dirs are under /lustre/heron/projects/, there's no /lustre/projects on heron",
            "gold_wrong": "/lustre/projects/bw-chem-0142",
            "gold_right": "/lustre/heron/projects/bw-chem-0142",
        },
        "repeat": {
            "query": "the geography people want a shared folder for their 0219 project's rasters, where?",
            "output": """\
Use their project space:

    mkdir -p /lustre/projects/bw-geo-0219/shared/rasters

Group members get read and write access through the project's Unix group.""",
            "expect_contains": ["/lustre/heron/projects/bw-geo-0219"],
            "expect_absent": ["/lustre/projects/"],
        },
        "control": {
            "query": "How do I give a new student access to the geography project's files?",
            "output": """\
Add her to the project's group in FreeIPA:

    ipa group-add-member proj-bw-geo-0219 --users=cd5678

SSSD caches group membership for about five minutes, and she has to log out and back in before the new group shows up in `id`.""",
        },
        "fix": [("/lustre/projects/bw-geo-0219", "/lustre/heron/projects/bw-geo-0219")],
    },
    # ------------------------------------------------------------------ 020
    {
        "id": "h23-020",
        "topic": "slurm-mem-whole-units",
        "difficulty": "paraphrase",
        "repeat_variation": "code_block",
        "control_kind": "already_correct",
        "teach": {
            "query": "Job script for my genome assembly on a himem node, it needs about 1.5 TB of RAM.",
            "output": """\
#!/bin/bash
#SBATCH --partition=himem
#SBATCH --nodes=1
#SBATCH --cpus-per-task=48
#SBATCH --mem=1.5T
#SBATCH --time=2-00:00:00

module load Flye/2.9.3-GCC-12.3.0
flye --nano-hq reads.fq.gz --out-dir asm --threads 48""",
            "message": "--mem doesn't take fractions, sbatch errors out on 1.5T. write it in G, 1500G",
            "gold_wrong": "--mem=1.5T",
            "gold_right": "--mem=1500G",
        },
        "repeat": {
            "query": "Trinity assembly needs roughly 750 GB, write me the himem script",
            "output": """\
```bash
#!/bin/bash
#SBATCH --partition=himem
#SBATCH --cpus-per-task=32
#SBATCH --mem=0.75T
#SBATCH --time=1-12:00:00

module load Trinity/2.15.1-foss-2023a
Trinity --seqType fq --left R1.fq.gz --right R2.fq.gz --CPU 32 --max_memory 700G
```""",
            "expect_contains": ["--mem=750G"],
            "expect_absent": ["re:--mem=\\d*\\.\\d+T"],
        },
        "control": {
            "query": "How do I ask for half a terabyte of memory on himem?",
            "output": """\
Memory sizes have to be whole numbers, so give it in gigabytes:

    #SBATCH --partition=himem
    #SBATCH --mem=500G

The himem nodes hmem01-hmem08 have 1.5 TB each, so that leaves room for another job on the same node.""",
        },
        "fix": [("--mem=0.75T", "--mem=750G")],
        "holds": "#SBATCH --mem=500G",
        "right": ["--mem=500G"],
    },
    # ------------------------------------------------------------------ 021
    {
        "id": "h23-021",
        "topic": "home-quota-size",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "unrelated",
        "teach": {
            "query": "A user says she suddenly can't write anything to her home directory on heron. What's likely going on?",
            "output": """\
Most likely she has hit the home quota. Home directories are on NFS with a 100 GB hard limit per user; `rcs-quota` on a login node shows her usage. The usual culprits are conda package caches and pip caches, which can be moved to /lustre/heron/scratch.""",
            "message": "Home quota is 40 GB, not 100 GB. The rest of the reply is fine, thanks.",
            "gold_wrong": "100 GB",
            "gold_right": "40 GB",
        },
        "repeat": {
            "query": "how big is my home directory allowed to get on heron?",
            "output": """\
Each home directory can hold up to a hundred gigabytes. It's backed up nightly, so keep code, scripts and small configuration there and put data on scratch or project storage.""",
            "expect_contains": ["re:40 ?G"],
            "expect_absent": ["re:(?i)hundred gigabytes|100 ?GB?\\b"],
        },
        "control": {
            "query": "How do I copy a file from my laptop to heron?",
            "output": """\
For small files scp is fine:

    scp results.tar.gz ab1234@login.heron.rc.brackwater.ac.uk:~/

For anything over a few gigabytes use Globus, which restarts interrupted transfers and checks integrity.""",
        },
        "fix": [("a hundred gigabytes", "40 GB")],
    },
    # ------------------------------------------------------------------ 022
    {
        "id": "h23-022",
        "topic": "rstudio-server-url",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "lookalike",
        "teach": {
            "query": "Reply to a user asking how to use RStudio on heron.",
            "output": """\
Hi Tom,

You can use RStudio Server in the browser at https://rstudio.brackwater.ac.uk. Log in with your Heron username and password, pick the project account and session size, and it starts your session on a compute node.

Best,
RCS""",
            "message": "isn't it rstudio.rc.brackwater.ac.uk? I thought the one without rc was retired last year",
            "gold_wrong": "https://rstudio.brackwater.ac.uk",
            "gold_right": "https://rstudio.rc.brackwater.ac.uk",
        },
        "repeat": {
            "query": "Write the RStudio section of the getting-started guide.",
            "output": """\
## RStudio

1. Open https://rstudio.brackwater.ac.uk in your browser.
2. Sign in with your Heron credentials.
3. Choose your Slurm account, the number of cores and memory, and a time limit (max 12 hours).
4. Your session keeps running if you close the tab; reopen the page to reconnect.""",
            "expect_contains": ["https://rstudio.rc.brackwater.ac.uk"],
            "expect_absent": ["rstudio.brackwater.ac.uk"],
        },
        "control": {
            "query": "A user's RStudio session won't start, what do I tell them?",
            "output": """\
Ask them to clear the stale session state from a login node:

    rm -rf ~/.local/share/rstudio/sessions

and start a new session. If it still fails, they should email rcs-help@brackwater.ac.uk with the time of the attempt so we can find it in the logs.""",
        },
        "fix": [("https://rstudio.brackwater.ac.uk", "https://rstudio.rc.brackwater.ac.uk")],
        "look": "brackwater.ac.uk",
        "holds": "rcs-help@brackwater.ac.uk",
    },
    # ------------------------------------------------------------------ 023
    {
        "id": "h23-023",
        "topic": "r-package-mirror",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "unrelated",
        "teach": {
            "query": "How do I install the brms package for R on heron?",
            "output": """\
Load R and install into your personal library:

    module load R/4.3.2-gfbf-2023a
    R
    > install.packages("brms", repos = "https://cloud.r-project.org")

It goes to ~/R/x86_64-pc-linux-gnu-library/4.3 and takes a while because of rstan.""",
            "message": "Point people at our Package Manager mirror, https://ppm.rc.brackwater.ac.uk/cran/latest. Compute nodes have no outbound internet and the mirror serves prebuilt Rocky 9 binaries.",
            "gold_wrong": "https://cloud.r-project.org",
            "gold_right": "https://ppm.rc.brackwater.ac.uk/cran/latest",
        },
        "repeat": {
            "query": "my batch job installs a couple of packages before running, what's the Rscript line?",
            "output": """\
```bash
module load R/4.3.2-gfbf-2023a
Rscript -e 'install.packages(c("data.table", "arrow"), repos = "https://cloud.r-project.org")'
Rscript analysis.R
```""",
            "expect_contains": ["https://ppm.rc.brackwater.ac.uk/cran/latest"],
            "expect_absent": ["cloud.r-project.org"],
        },
        "control": {
            "query": "How can I see my group's fairshare?",
            "output": """\
    sshare -U -A bw-chem-0142 -o Account,User,RawShares,EffectvUsage,FairShare

A FairShare close to 1.0 means you've used little of your share recently and your jobs get a priority boost; close to 0 means the opposite.""",
        },
        "fix": [("https://cloud.r-project.org", "https://ppm.rc.brackwater.ac.uk/cran/latest")],
    },
    # ------------------------------------------------------------------ 024
    {
        "id": "h23-024",
        "topic": "conda-in-batch-jobs",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "already_correct",
        "teach": {
            "query": "conda activate fails in my batch job with 'CondaError: Run conda init before conda activate'. How do I fix it?",
            "output": """\
Run `conda init bash` once on a login node. It adds a block to your ~/.bashrc that sets up conda in every shell, including batch jobs, and after that `conda activate myenv` works in the script.""",
            "message": "Please don't have people run conda init on heron. It hard-wires conda into ~/.bashrc and breaks the module environment for other software. In the job, load the Miniforge3 module and source its conda.sh, then activate.",
            "gold_wrong": "Run `conda init bash` once on a login node",
            "gold_right": "In the job script run `module load Miniforge3/24.3.0-0` and `source $EBROOTMINIFORGE3/etc/profile.d/conda.sh`",
        },
        "repeat": {
            "query": "Why does conda activate work when I'm logged in but not inside sbatch?",
            "output": """\
Your login shell has conda's shell hook but batch jobs don't always get it. Let conda write its init block into your ~/.bashrc with `conda init bash`, then add `source ~/.bashrc` at the top of the job script.""",
            "expect_contains": ["re:module load Miniforge3"],
            "expect_absent": ["re:conda init|source ~/\\.bashrc"],
        },
        "control": {
            "query": "Give me the lines to activate my conda env inside an sbatch script.",
            "output": """\
```bash
module load Miniforge3/24.3.0-0
source $EBROOTMINIFORGE3/etc/profile.d/conda.sh
conda activate /lustre/heron/projects/bw-bio-0077/envs/scanpy
```

Nothing in your ~/.bashrc needs to change for this.""",
        },
        "fix": [(None, "The shell hook isn't set up in batch jobs, and you shouldn't add it to ~/.bashrc on heron. In the job script run `module load Miniforge3/24.3.0-0`, then `source $EBROOTMINIFORGE3/etc/profile.d/conda.sh`, then `conda activate myenv`.")],
        "holds": "source $EBROOTMINIFORGE3/etc/profile.d/conda.sh",
        "right": ["re:module load Miniforge3"],
    },
    # ------------------------------------------------------------------ 025
    {
        "id": "h23-025",
        "topic": "spack-upstream-compiler",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "same_topic",
        "teach": {
            "query": "Install HDF5 with MPI for myself using the heron spack instance.",
            "output": """\
    module load spack/0.21.2
    spack install hdf5@1.14.3 +mpi %gcc@11.4.1 ^openmpi

Because your instance chains to the shared upstream, anything already built there is reused instead of rebuilt.""",
            "message": "Build with %gcc@12.3.0, that's what the upstream on heron is built with. With the system gcc 11.4.1 nothing gets reused and it rebuilds everything.",
            "gold_wrong": "%gcc@11.4.1",
            "gold_right": "%gcc@12.3.0",
        },
        "repeat": {
            "query": "spack.yaml for an environment with netcdf-fortran and parallel-netcdf",
            "output": """\
```yaml
spack:
  specs:
  - netcdf-fortran@4.6.1 %gcc@11.4.1
  - parallel-netcdf@1.12.3 %gcc@11.4.1
  view: true
  concretizer:
    unify: true
```

Then `spack env activate .` and `spack install` in that directory.""",
            "expect_contains": ["%gcc@12.3.0"],
            "expect_absent": ["%gcc@11.4.1"],
        },
        "control": {
            "query": "How can I see what the shared spack upstream already provides?",
            "output": """\
    module load spack/0.21.2
    spack find -lv hdf5

Packages marked [^] come from the upstream in /opt/spack/upstream. `spack spec -I <spec>` shows which parts of a new spec would be reused ([^]) and which would be built ([-]).""",
        },
        "fix": [("%gcc@11.4.1", "%gcc@12.3.0")],
    },
    # ------------------------------------------------------------------ 026
    {
        "id": "h23-026",
        "topic": "easybuild-service-account",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "lookalike",
        "teach": {
            "query": "How do I build the new OpenFOAM easyconfig into the central software stack?",
            "output": """\
Central builds go through the EasyBuild service account so ownership stays consistent:

    sudo -iu easybuild
    module load EasyBuild/4.9.1
    eb OpenFOAM-11-foss-2023a.eb --robot

The module shows up for everyone once the build finishes.""",
            "message": "The service account is ebuser, not easybuild.",
            "gold_wrong": "sudo -iu easybuild",
            "gold_right": "sudo -iu ebuser",
        },
        "repeat": {
            "query": "Someone asked for a newer SAMtools in the central modules, what are the steps?",
            "output": """\
1. Switch to the build account: `sudo -iu easybuild`
2. `module load EasyBuild/4.9.1`
3. `eb SAMtools-1.19.2-GCC-13.2.0.eb --robot`
4. Reply on the RCS-Software ticket with the new module name.""",
            "expect_contains": ["sudo -iu ebuser"],
            "expect_absent": ["sudo -iu easybuild"],
        },
        "control": {
            "query": "Where do the EasyBuild modules live? I need it for MODULEPATH.",
            "output": """\
The central EasyBuild modules are in /opt/apps/easybuild/modules/all, and the software itself in /opt/apps/easybuild/software. Lmod adds the modules directory to MODULEPATH for everyone via /etc/profile.d/z00-lmod-heron.sh, so you only need it if you've reset MODULEPATH yourself.""",
        },
        "fix": [("sudo -iu easybuild", "sudo -iu ebuser")],
        "look": "easybuild",
        "holds": "/opt/apps/easybuild/modules/all",
    },
    # ------------------------------------------------------------------ 027
    {
        "id": "h23-027",
        "topic": "kubespawner-byte-units",
        "difficulty": "paraphrase",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "Add a 'large' profile to the JupyterHub values with 8 GB of RAM and 4 cores.",
            "output": """\
```yaml
singleuser:
  profileList:
    - display_name: "Large (4 CPU, 8 GB)"
      slug: large
      kubespawner_override:
        cpu_limit: 4
        cpu_guarantee: 2
        mem_limit: "8Gi"
```""",
            "message": "kubespawner only takes K/M/G/T suffixes, with 8Gi the spawn fails on a trait error. mem_limit: \"8G\"",
            "gold_wrong": "mem_limit: \"8Gi\"",
            "gold_right": "mem_limit: \"8G\"",
        },
        "repeat": {
            "query": "make the default singleuser server guarantee 2 GB of memory",
            "output": """\
```yaml
singleuser:
  memory:
    guarantee: 2Gi
```

Apply it with the usual helm upgrade; existing servers get it on their next start.""",
            "expect_contains": ["re:guarantee: 2G\\b"],
            "expect_absent": ["re:\\d+Gi\\b"],
        },
        "control": {
            "query": "The hub pod itself keeps getting OOMKilled, give it more memory.",
            "output": """\
The hub pod's resources are plain Kubernetes quantities:

```yaml
hub:
  resources:
    requests:
      cpu: 500m
      memory: 2Gi
    limits:
      memory: 4Gi
```""",
        },
        "fix": [("guarantee: 2Gi", "guarantee: 2G")],
        "look": "2Gi",
        "holds": "memory: 2Gi",
    },
    # ------------------------------------------------------------------ 028
    {
        "id": "h23-028",
        "topic": "globus-collection-name",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "unrelated",
        "teach": {
            "query": "Tell a user how to find our cluster storage in the Globus web app.",
            "output": """\
In https://app.globus.org open File Manager, click the Collection field and search for "Brackwater HPC Scratch". Authenticate with your university login when asked; you'll see your scratch and project directories.""",
            "message": "the collection is called Brackwater Heron Lustre. HPC Scratch was the old cluster's and it's gone",
            "gold_wrong": "Brackwater HPC Scratch",
            "gold_right": "Brackwater Heron Lustre",
        },
        "repeat": {
            "query": "how do I get the collection id for heron with the globus cli?",
            "output": """\
Search by name and copy the ID column:

    globus endpoint search "brackwater hpc scratch"

That UUID is what goes before the colon in `globus transfer`.""",
            "expect_contains": ["re:(?i)brackwater heron lustre"],
            "expect_absent": ["re:(?i)brackwater hpc scratch"],
        },
        "control": {
            "query": "How do I cancel all my pending jobs but leave the running ones alone?",
            "output": """\
    scancel -u $USER --state=PENDING

Running jobs aren't touched. Add `--partition=gpu-a100` (or any other filter) to narrow it further.""",
        },
        "fix": [("brackwater hpc scratch", "Brackwater Heron Lustre")],
    },
    # ------------------------------------------------------------------ 029
    {
        "id": "h23-029",
        "topic": "gpu-partition-names",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "same_topic",
        "teach": {
            "query": "Script header for a CUDA job on one A100, 4 hours.",
            "output": """\
    #SBATCH --partition=a100
    #SBATCH --gres=gpu:a100_80g:1
    #SBATCH --cpus-per-task=8
    #SBATCH --time=04:00:00

Keep cpus-per-task at 8 or below per GPU so the other three GPUs on the node stay usable.""",
            "message": "GPU partitions are named gpu-<model> on heron, gpu-a100 here.",
            "gold_wrong": "--partition=a100",
            "gold_right": "--partition=gpu-a100",
        },
        "repeat": {
            "query": "I want one of the L40S cards for Blender rendering, 2 hours",
            "output": """\
    #SBATCH --partition=l40s
    #SBATCH --gres=gpu:l40s:1
    #SBATCH --cpus-per-task=6
    #SBATCH --time=02:00:00

Blender's Cycles renderer picks up the card with `--cycles-device OPTIX`.""",
            "expect_contains": ["--partition=gpu-l40s"],
            "expect_absent": ["re:--partition=l40s\\b"],
        },
        "control": {
            "query": "Which GPU partitions are there and how long can jobs run in them?",
            "output": """\
Two: gpu-a100 (hgpu01-hgpu12, four A100 80 GB per node) and gpu-l40s (hgpu13-hgpu16, eight L40S per node). Both allow up to 2 days; the gpu-short QoS raises your GPU cap for jobs under 4 hours.""",
        },
        "fix": [("--partition=l40s", "--partition=gpu-l40s")],
    },
    # ------------------------------------------------------------------ 030
    {
        "id": "h23-030",
        "topic": "standard-walltime-limit",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "already_correct",
        "teach": {
            "query": "Can a user run a 5-day job on the standard partition?",
            "output": """\
Yes. The standard partition allows jobs of up to 7 days, so `#SBATCH --time=5-00:00:00` is fine. Only runs longer than that need a reservation.""",
            "message": "standard is capped at 2 days. Anything longer needs the ext7d QoS, and they have to request that through the portal.",
            "gold_wrong": "The standard partition allows jobs of up to 7 days",
            "gold_right": "The standard partition allows jobs of up to 2 days",
        },
        "repeat": {
            "query": "what's the max walltime on standard?",
            "output": """\
A week: the MaxTime on standard is 7-00:00:00.""",
            "expect_contains": ["re:2-00:00:00|2 days|two days|48 hours"],
            "expect_absent": ["re:A week|standard is 7-00:00:00"],
        },
        "control": {
            "query": "Set up a 40-hour job on standard for me.",
            "output": """\
    #SBATCH --partition=standard
    #SBATCH --time=1-16:00:00

40 hours fits under standard's 2-day limit (2-00:00:00), so no special QoS is needed.""",
        },
        "fix": [(None, "Two days: the MaxTime on standard is 2-00:00:00. Longer jobs need the ext7d QoS, which is requested through the portal.")],
        "holds": "standard's 2-day limit (2-00:00:00)",
        "right": ["2-00:00:00"],
    },
]
