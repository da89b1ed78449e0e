"""heldout23 part 1: Slurm on the Heron cluster (h23-001 .. h23-015).

Build-only fields: fix (list of (old, new); old None = replace the whole repeat
output), holds, look, right. See build.py.
"""

SCENARIOS = [
    # ------------------------------------------------------------------ 001
    {
        "id": "h23-001",
        "topic": "gres-a100-type",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "lookalike",
        "teach": {
            "query": "Write me an sbatch header for a PyTorch training run on two A100s on heron, 12 hours.",
            "output": """\
#!/bin/bash
#SBATCH --job-name=resnet-train
#SBATCH --partition=gpu-a100
#SBATCH --gres=gpu:a100:2
#SBATCH --cpus-per-task=16
#SBATCH --mem=120G
#SBATCH --time=12:00:00

module load PyTorch/2.1.2-foss-2023a-CUDA-12.1.1
srun python train.py --epochs 90""",
            "message": "The GRES type on heron is a100_80g, not a100. With gpu:a100:2 sbatch rejects the job with \"Invalid generic resource (gres) specification\".",
            "gold_wrong": "--gres=gpu:a100:2",
            "gold_right": "--gres=gpu:a100_80g:2",
        },
        "repeat": {
            "query": "I only need one A100 for an hour to run inference on my fine-tuned model, what salloc do I use?",
            "output": """\
Ask for a single GPU in the gpu-a100 partition:

    salloc --partition=gpu-a100 --gres=gpu:a100:1 --cpus-per-task=8 --mem=60G --time=01:00:00

When the allocation is granted, `srun --pty bash -l` puts you on the node and `nvidia-smi` should list exactly one device.""",
            "expect_contains": ["--gres=gpu:a100_80g:1"],
            "expect_absent": ["re:gpu:a100:\\d"],
        },
        "control": {
            "query": "How can I see how many GPUs each node in gpu-a100 has?",
            "output": """\
`sinfo` can print the GRES column per node:

    sinfo -p gpu-a100 -N -o "%N %G %t"

On heron that shows lines like `hgpu04 gpu:a100_80g:4 idle`, i.e. four 80 GB A100s per node. `scontrol show node hgpu04 | grep -i gres` gives the same from the node record.""",
        },
        "fix": [("gpu:a100:1", "gpu:a100_80g:1")],
        "look": "gpu:a100",
        "holds": "gpu:a100_80g:4",
    },
    # ------------------------------------------------------------------ 002
    {
        "id": "h23-002",
        "topic": "array-task-index",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "I have 200 input files listed in inputs.txt; make an array job that processes one file per task.",
            "output": """\
#!/bin/bash
#SBATCH --job-name=process-inputs
#SBATCH --array=1-200%25
#SBATCH --output=logs/%A_%a.out
#SBATCH --time=02:00:00

INPUT=$(sed -n "${SLURM_ARRAY_JOB_ID}p" inputs.txt)
python process.py "$INPUT"

The `%25` keeps at most 25 tasks running at once.""",
            "message": "that sed line should use SLURM_ARRAY_TASK_ID. SLURM_ARRAY_JOB_ID is the same for every task in the array so they'd all read the same line",
            "gold_wrong": "sed -n \"${SLURM_ARRAY_JOB_ID}p\"",
            "gold_right": "sed -n \"${SLURM_ARRAY_TASK_ID}p\"",
        },
        "repeat": {
            "query": "array job over the 96 samples in samples.csv (one sample name per line), bwa mem each one",
            "output": """\
```bash
#!/bin/bash
#SBATCH --job-name=bwa-align
#SBATCH --array=1-96
#SBATCH --cpus-per-task=8
#SBATCH --mem=32G

module load BWA/0.7.17-GCCcore-12.3.0 SAMtools/1.18-GCC-12.3.0
SAMPLE=$(sed -n "${SLURM_ARRAY_JOB_ID}p" samples.csv)
bwa mem -t 8 ref/GRCh38.fa fastq/${SAMPLE}_R1.fq.gz fastq/${SAMPLE}_R2.fq.gz | samtools sort -o bam/${SAMPLE}.bam
```""",
            "expect_contains": ["${SLURM_ARRAY_TASK_ID}p"],
            "expect_absent": ["${SLURM_ARRAY_JOB_ID}p"],
        },
        "control": {
            "query": "How do I keep the outputs of each array run in their own directory so reruns don't overwrite each other?",
            "output": """\
Key the directory on the array's job id, which all tasks of one submission share, and the file on the task id:

```bash
OUTDIR=results/${SLURM_ARRAY_JOB_ID}
mkdir -p "$OUTDIR"
python process.py --out "$OUTDIR/task_${SLURM_ARRAY_TASK_ID}.csv"
```

A resubmission gets a new SLURM_ARRAY_JOB_ID and therefore a fresh directory.""",
        },
        "fix": [("${SLURM_ARRAY_JOB_ID}p", "${SLURM_ARRAY_TASK_ID}p")],
        "look": "SLURM_ARRAY_JOB_ID",
        "holds": "OUTDIR=results/${SLURM_ARRAY_JOB_ID}",
    },
    # ------------------------------------------------------------------ 003
    {
        "id": "h23-003",
        "topic": "srun-mpi-plugin",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "How do I launch my LAMMPS run across 4 nodes on heron? It's the OpenMPI build from the modules.",
            "output": """\
#!/bin/bash
#SBATCH --nodes=4
#SBATCH --ntasks-per-node=64
#SBATCH --time=24:00:00

module load LAMMPS/2Aug2023-foss-2023a-kokkos
srun --mpi=pmi2 lmp -in in.lj -log lammps.log

Use srun rather than mpirun so Slurm does the process placement.""",
            "message": "Use --mpi=pmix. Our OpenMPI is built against PMIx and with pmi2 the ranks hang in MPI_Init.",
            "gold_wrong": "--mpi=pmi2",
            "gold_right": "--mpi=pmix",
        },
        "repeat": {
            "query": "What should the launch line look like for gmx_mpi over two full nodes?",
            "output": """\
With 2 nodes and 64 tasks per node in the header, start GROMACS through Slurm:

    module load GROMACS/2023.3-foss-2023a
    srun --mpi=pmi2 gmx_mpi mdrun -deffnm md -ntomp 1

Slurm already knows the rank count, so no -np is needed.""",
            "expect_contains": ["--mpi=pmix"],
            "expect_absent": ["--mpi=pmi2"],
        },
        "control": {
            "query": "How many MPI ranks per node should I ask for on the standard partition?",
            "output": """\
The standard nodes hcpu001-hcpu160 have two 32-core Ice Lake CPUs, so a pure MPI job fills a node with:

    #SBATCH --ntasks-per-node=64
    #SBATCH --cpus-per-task=1

For hybrid MPI+OpenMP, keep the product at 64, e.g. 16 ranks x 4 threads.""",
        },
        "fix": [("--mpi=pmi2", "--mpi=pmix")],
    },
    # ------------------------------------------------------------------ 004
    {
        "id": "h23-004",
        "topic": "slurm-account-format",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "already_correct",
        "teach": {
            "query": "Add the account line for the chemistry group's project 0142 to my job script.",
            "output": """\
Add this to the header so the usage is charged to the chemistry project:

    #SBATCH --account=chem0142

You can list the accounts you belong to with `sacctmgr show assoc user=$USER format=account%25`.""",
            "message": "Slurm accounts on heron are bw-<dept>-<4 digits>, so that's bw-chem-0142.",
            "gold_wrong": "--account=chem0142",
            "gold_right": "--account=bw-chem-0142",
        },
        "repeat": {
            "query": "A biology student is in project 0077, what goes in her sbatch file to bill it there?",
            "output": """\
Charge the job to the project with:

    #SBATCH --account=bio0077

If she sees "Invalid account or account/partition combination", her PI still has to add her to the project in the portal.""",
            "expect_contains": ["--account=bw-bio-0077"],
            "expect_absent": ["--account=bio0077"],
        },
        "control": {
            "query": "Check my header for the physics allocation, project 0310?",
            "output": """\
The header looks fine:

    #SBATCH --account=bw-phys-0310
    #SBATCH --partition=standard
    #SBATCH --time=1-12:00:00

1-12:00:00 is within the standard partition's two-day limit.""",
        },
        "fix": [("--account=bio0077", "--account=bw-bio-0077")],
        "holds": "#SBATCH --account=bw-phys-0310",
        "right": ["--account=bw-phys-0310"],
    },
    # ------------------------------------------------------------------ 005
    {
        "id": "h23-005",
        "topic": "job-efficiency-report",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "unrelated",
        "teach": {
            "query": "How do I check how efficiently job 4418821 used the CPUs and memory it asked for?",
            "output": """\
Once the job has finished, run:

    seff 4418821

It prints CPU efficiency (core-walltime used vs. allocated) and memory efficiency (MaxRSS vs. requested).""",
            "message": "seff isn't installed on heron. we have heron-jobreport for that",
            "gold_wrong": "seff 4418821",
            "gold_right": "heron-jobreport 4418821",
        },
        "repeat": {
            "query": "my array job 4420117 finished, how much memory did it actually use compared to the 64G I requested?",
            "output": """\
Look at the efficiency summary for the array:

    seff 4420117

For arrays it reports each task separately, so you can see whether one sample needed much more than the others.""",
            "expect_contains": ["heron-jobreport 4420117"],
            "expect_absent": ["re:\\bseff\\b"],
        },
        "control": {
            "query": "How do I change my Heron password?",
            "output": """\
Heron accounts live in FreeIPA. Either log in to https://ipa01.rc.brackwater.ac.uk/ipa/ui and use Actions > Reset password, or from a login node run:

    kpasswd

The new password works on the login nodes, JupyterHub and RStudio within a minute or two.""",
        },
        "fix": [("seff 4420117", "heron-jobreport 4420117")],
    },
    # ------------------------------------------------------------------ 006
    {
        "id": "h23-006",
        "topic": "interactive-qos",
        "difficulty": "literal",
        "repeat_variation": "other_identifier",
        "control_kind": "lookalike",
        "teach": {
            "query": "How can I get an interactive shell on a compute node for 30 minutes to debug my code?",
            "output": """\
Request a short interactive allocation in the debug partition:

    srun --partition=debug --qos=debug --time=00:30:00 --pty bash -l

You'll get a prompt on the node as soon as the allocation starts.""",
            "message": "Partition's right but the QoS is called interactive, not debug.",
            "gold_wrong": "--qos=debug",
            "gold_right": "--qos=interactive",
        },
        "repeat": {
            "query": "I need an interactive session with 8 cores and 16G to try my R script before submitting",
            "output": """\
This gives you 8 cores and 16 GB for half an hour:

    srun --partition=debug --qos=debug --cpus-per-task=8 --mem=16G --time=00:30:00 --pty bash -l
    module load R/4.3.2-gfbf-2023a
    Rscript analysis.R""",
            "expect_contains": ["--qos=interactive"],
            "expect_absent": ["--qos=debug"],
        },
        "control": {
            "query": "Submit my test.sh as a quick batch job in the debug partition, 15 minutes.",
            "output": """\
Put this at the top of test.sh and submit it with `sbatch test.sh`:

    #SBATCH --partition=debug
    #SBATCH --time=00:15:00
    #SBATCH --ntasks=1

Batch jobs in debug run under the default normal QoS, so no --qos line is needed.""",
        },
        "fix": [("--qos=debug", "--qos=interactive")],
        "look": "debug",
        "holds": "#SBATCH --partition=debug",
    },
    # ------------------------------------------------------------------ 007
    {
        "id": "h23-007",
        "topic": "maintenance-window-day",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "already_correct",
        "teach": {
            "query": "Draft the announcement for next month's heron maintenance for heron-announce.",
            "output": """\
Subject: Heron maintenance window

Dear Heron users,

Heron will be unavailable during our regular maintenance window on the first Tuesday of the month, 08:00-14:00. A reservation is already in place: jobs whose time limit would run into the window will stay pending with reason (ReqNodeNotAvail, Reserved for maintenance) and start afterwards.

Research Computing Services""",
            "message": "It's the second Tuesday, not the first.",
            "gold_wrong": "first Tuesday",
            "gold_right": "second Tuesday",
        },
        "repeat": {
            "query": "Add a maintenance question to the onboarding FAQ page.",
            "output": """\
**When is Heron down for maintenance?**
First Tuesday of every month, 08:00-14:00. Login nodes, Lustre and JupyterHub are all affected; jobs that would overlap the window wait until it is over.""",
            "expect_contains": ["re:(?i)second tuesday"],
            "expect_absent": ["re:(?i)first tuesday"],
        },
        "control": {
            "query": "when's the next maintenance? it's early march now",
            "output": """\
The regular window is the second Tuesday of the month, so the next one is Tuesday 11 March 2025, 08:00-14:00. Jobs that can't finish before 08:00 that day will be held until afterwards.""",
        },
        "fix": [("First Tuesday", "Second Tuesday")],
        "holds": "second Tuesday of the month",
        "right": ["second Tuesday"],
    },
    # ------------------------------------------------------------------ 008
    {
        "id": "h23-008",
        "topic": "scratch-purge-age",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "A user asks whether files on scratch are kept forever. Draft a reply.",
            "output": """\
Hi Priya,

No: /lustre/heron/scratch is not backed up, and files that have not been accessed for 90 days are purged automatically every Sunday night. Anything you need to keep should live in your project space under /lustre/heron/projects/, which has quotas but no purge.

Best,
RCS""",
            "message": "purge is 45 days on scratch now, it changed in september",
            "gold_wrong": "90 days",
            "gold_right": "45 days",
        },
        "repeat": {
            "query": "how long can I leave my simulation output sitting on heron scratch?",
            "output": """\
Scratch is meant for working data only: anything untouched for three months is deleted by the weekly purge, and there are no backups. Copy results you want to keep to your project directory or off the cluster with Globus.""",
            "expect_contains": ["re:45[ -]days?"],
            "expect_absent": ["re:(?i)three months|90 days"],
        },
        "control": {
            "query": "How do I check how much scratch space I'm using?",
            "output": """\
Ask Lustre for your user usage on the scratch file system:

    lfs quota -h -u $USER /lustre/heron/scratch

Scratch has a soft limit of 20 TB per user; `du` works too but is slow on millions of files.""",
        },
        "fix": [("three months", "45 days")],
    },
    # ------------------------------------------------------------------ 009
    {
        "id": "h23-009",
        "topic": "omp-threads-from-slurm",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "My OpenMP solver only uses one thread under Slurm even though I ask for 32 cpus. Can you fix my script?",
            "output": """\
Set the thread count from the allocation:

    #SBATCH --ntasks=1
    #SBATCH --cpus-per-task=32

    export OMP_NUM_THREADS=$SLURM_NTASKS
    export OMP_PROC_BIND=close
    ./solver input.dat""",
            "message": "OMP_NUM_THREADS has to come from SLURM_CPUS_PER_TASK. SLURM_NTASKS is 1 here, which is exactly the problem",
            "gold_wrong": "OMP_NUM_THREADS=$SLURM_NTASKS",
            "gold_right": "OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK",
        },
        "repeat": {
            "query": "hybrid job: 8 MPI ranks with 8 threads each on one sapphire node, write the script",
            "output": """\
```bash
#!/bin/bash
#SBATCH --nodes=1
#SBATCH --ntasks=8
#SBATCH --cpus-per-task=8
#SBATCH --constraint=sapphire

module load foss/2023a
export OMP_NUM_THREADS=$SLURM_NTASKS
srun --cpu-bind=cores ./hybrid_app
```""",
            "expect_contains": ["OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK"],
            "expect_absent": ["OMP_NUM_THREADS=$SLURM_NTASKS"],
        },
        "control": {
            "query": "How do I start my pure MPI code with however many tasks I requested?",
            "output": """\
Let srun take the count from the allocation, and pin OpenMP to one thread so libraries don't oversubscribe:

```bash
export OMP_NUM_THREADS=1
srun -n $SLURM_NTASKS ./mpi_app
```

`srun` alone would also use all tasks; the explicit `-n $SLURM_NTASKS` just documents it.""",
        },
        "fix": [("OMP_NUM_THREADS=$SLURM_NTASKS", "OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK")],
        "look": "$SLURM_NTASKS",
        "holds": "srun -n $SLURM_NTASKS ./mpi_app",
    },
    # ------------------------------------------------------------------ 010
    {
        "id": "h23-010",
        "topic": "freeipa-user-base-dn",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "unrelated",
        "teach": {
            "query": "What search base do I put in the JupyterHub LDAPAuthenticator config for our FreeIPA?",
            "output": """\
```yaml
hub:
  config:
    LDAPAuthenticator:
      server_address: ipa01.rc.brackwater.ac.uk
      use_ssl: true
      user_search_base: ou=people,dc=rc,dc=brackwater,dc=ac,dc=uk
      user_attribute: uid
```""",
            "message": "FreeIPA doesn't have ou=people. Users are under cn=users,cn=accounts,dc=rc,dc=brackwater,dc=ac,dc=uk",
            "gold_wrong": "ou=people,dc=rc,dc=brackwater,dc=ac,dc=uk",
            "gold_right": "cn=users,cn=accounts,dc=rc,dc=brackwater,dc=ac,dc=uk",
        },
        "repeat": {
            "query": "ldapsearch command to look up user ab1234 and see her groups?",
            "output": """\
    ldapsearch -x -H ldaps://ipa01.rc.brackwater.ac.uk \\
      -b "OU=People,DC=rc,DC=brackwater,DC=ac,DC=uk" "(uid=ab1234)" memberOf

The memberOf lines list her groups, including the proj- groups for her Slurm accounts.""",
            "expect_contains": ["re:(?i)cn=users,cn=accounts,dc=rc"],
            "expect_absent": ["re:(?i)ou=people"],
        },
        "control": {
            "query": "How do I follow the hub pod's logs?",
            "output": """\
    kubectl -n jhub-prod logs deploy/hub -f --tail=200

Add `--previous` if the hub has just restarted and you want the log of the crashed container.""",
        },
        "fix": [("OU=People,DC=rc,DC=brackwater,DC=ac,DC=uk", "cn=users,cn=accounts,dc=rc,dc=brackwater,dc=ac,dc=uk")],
    },
    # ------------------------------------------------------------------ 011
    {
        "id": "h23-011",
        "topic": "preempt-partition-requeue",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "already_correct",
        "teach": {
            "query": "Should I point the physics group at the preempt partition for their parameter sweep?",
            "output": """\
It's a good fit: preempt gives access to idle GPU and himem nodes with no extra charge. Be aware that when a higher-priority job needs the node, your job is cancelled and you must resubmit it yourself, so each task should write checkpoints regularly.""",
            "message": "Not cancelled. preempt has PreemptMode=REQUEUE, the job goes back into the queue by itself. The checkpoint advice is good though.",
            "gold_wrong": "your job is cancelled and you must resubmit it yourself",
            "gold_right": "your job is requeued automatically",
        },
        "repeat": {
            "query": "What happens to my job in preempt when somebody with priority needs the node?",
            "output": """\
It gets killed and won't come back on its own, so you'll need to sbatch it again once it disappears from squeue.""",
            "expect_contains": ["re:(?i)requeue"],
            "expect_absent": ["re:(?i)won't come back|sbatch it again|resubmit"],
        },
        "control": {
            "query": "If my preempt job gets preempted, does it restart by itself?",
            "output": """\
Yes. The preempt partition runs with PreemptMode=REQUEUE, so a preempted job is put back in the queue and starts again from the beginning when nodes free up. Add `#SBATCH --open-mode=append` so the second run doesn't overwrite the first run's log.""",
        },
        "fix": [(None, "It is requeued automatically (the preempt partition uses PreemptMode=REQUEUE): Slurm puts the job back in the queue and it starts again from the beginning, so make it checkpoint.")],
        "holds": "PreemptMode=REQUEUE",
        "right": ["re:(?i)requeue"],
    },
    # ------------------------------------------------------------------ 012
    {
        "id": "h23-012",
        "topic": "job-dependency-afterok",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "unrelated",
        "teach": {
            "query": "Chain postprocess.sh so it only runs if simulation job 5521043 succeeded.",
            "output": """\
Submit it with a dependency on the simulation:

    sbatch --dependency=after:5521043 postprocess.sh

It stays pending with reason Dependency until 5521043 has completed successfully.""",
            "message": "after: only waits for the job to start. afterok: is the one that needs it to succeed.",
            "gold_wrong": "--dependency=after:5521043",
            "gold_right": "--dependency=afterok:5521043",
        },
        "repeat": {
            "query": "script that submits prep, then train only if prep worked",
            "output": """\
Capture the first job id with --parsable and feed it to the second submission:

    prep_id=$(sbatch --parsable prep.sh)
    sbatch --dependency=after:${prep_id} --kill-on-invalid-dep=yes train.sh

If prep fails, train is cancelled instead of hanging in the queue.""",
            "expect_contains": ["--dependency=afterok:${prep_id}"],
            "expect_absent": ["--dependency=after:"],
        },
        "control": {
            "query": "How do I see why my job has been pending since yesterday?",
            "output": """\
Print the reason column with squeue:

    squeue -u $USER -o "%.10i %.12P %.20j %.8T %.10M %R"

Priority means others are ahead of you, Resources means you're next, and QOSMaxGRESPerUser means you're at the GPU cap for your QoS.""",
        },
        "fix": [("--dependency=after:${prep_id}", "--dependency=afterok:${prep_id}")],
    },
    # ------------------------------------------------------------------ 013
    {
        "id": "h23-013",
        "topic": "cpu-feature-constraint",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "Pin my benchmark to the newest CPU nodes in standard.",
            "output": """\
Submit with a feature constraint so Slurm only picks the newer nodes:

    sbatch --partition=standard --constraint=sapphirerapids --exclusive bench.sh

`--exclusive` keeps other jobs off the node so the timings are clean.""",
            "message": "The feature tag on heron is just sapphire.",
            "gold_wrong": "--constraint=sapphirerapids --exclusive",
            "gold_right": "--constraint=sapphire --exclusive",
        },
        "repeat": {
            "query": "Get me a whole Sapphire Rapids node interactively for an hour to profile with VTune.",
            "output": """\
    salloc --partition=standard --constraint=sapphirerapids --exclusive --time=01:00:00
    module load VTune/2023.2.0

Then `srun --pty bash -l` and run `vtune -collect hotspots ./app`.""",
            "expect_contains": ["re:--constraint=sapphire\\b"],
            "expect_absent": ["sapphirerapids"],
        },
        "control": {
            "query": "What kinds of nodes are in the standard partition?",
            "output": """\
Two generations:

- hcpu001-hcpu160: 2x Xeon Platinum 8358 (Ice Lake), 64 cores, 256 GB, feature `icelake`
- hcpu161-hcpu240: 2x Xeon Platinum 8480+ (Sapphire Rapids), 112 cores, 512 GB, feature `sapphire`

Without a constraint a job can land on either.""",
        },
        "fix": [("--constraint=sapphirerapids", "--constraint=sapphire")],
    },
    # ------------------------------------------------------------------ 014
    {
        "id": "h23-014",
        "topic": "tern-staging-db-port",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "Give me the DATABASES block to run the Tern portal locally against the staging database.",
            "output": """\
In `tern/settings/local.py`:

    DATABASES = {
        'default': {
            'ENGINE': 'django.db.backends.postgresql',
            'NAME': 'tern',
            'USER': 'tern_app',
            'HOST': 'pgdb02.rc.brackwater.ac.uk',
            'PORT': '5432',
        }
    }

Read the password from the TERN_DB_PASSWORD environment variable.""",
            "message": "5433.",
            "gold_wrong": "'PORT': '5432'",
            "gold_right": "'PORT': '5433'",
        },
        "repeat": {
            "query": "The CI settings for Tern should point at the staging db too, can you write them?",
            "output": """\
```python
# tern/settings/ci.py
from .base import *  # noqa

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'tern_ci',
        'USER': 'tern_ci',
        'HOST': 'pgdb02.rc.brackwater.ac.uk',
        'PORT': '5432',
    }
}
```""",
            "expect_contains": ["'PORT': '5433'"],
            "expect_absent": ["'PORT': '5432'"],
        },
        "control": {
            "query": "I want a throwaway Postgres on my laptop for Tern migrations, docker one-liner?",
            "output": """\
    docker run --rm -d --name tern-pg -e POSTGRES_PASSWORD=dev -p 5432:5432 postgres:15

That's only your local container on the default port 5432; point a `settings/dev.py` at localhost and run `python manage.py migrate`.""",
        },
        "fix": [("'PORT': '5432'", "'PORT': '5433'")],
        "look": "5432",
        "holds": "-p 5432:5432 postgres:15",
    },
    # ------------------------------------------------------------------ 015
    {
        "id": "h23-015",
        "topic": "apptainer-gpu-flag",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "unrelated",
        "teach": {
            "query": "How do I run the NGC PyTorch container with GPU access inside my job?",
            "output": """\
Pull once, then run it inside the allocation:

    apptainer pull pytorch_24.01.sif docker://nvcr.io/nvidia/pytorch:24.01-py3
    apptainer exec --gpus all --bind /lustre/heron pytorch_24.01.sif python train.py""",
            "message": "use --nv. --gpus all is docker syntax, apptainer doesn't take it",
            "gold_wrong": "--gpus all",
            "gold_right": "--nv",
        },
        "repeat": {
            "query": "Write a job script that runs my TensorFlow container on one L40S.",
            "output": """\
```bash
#!/bin/bash
#SBATCH --partition=gpu-l40s
#SBATCH --gres=gpu:l40s:1
#SBATCH --time=06:00:00

apptainer exec --gpus all --bind /lustre/heron,/home tf_2.15.sif python fit.py
```""",
            "expect_contains": ["--nv"],
            "expect_absent": ["--gpus all"],
        },
        "control": {
            "query": "How do I check my project's Lustre quota?",
            "output": """\
Project directories use Lustre project quotas, so query by project id rather than by user:

    lfs quota -h -p $(lfs project -d /lustre/heron/projects/bw-chem-0142 | awk '{print $1}') /lustre/heron

`rcs-quota` on the login nodes prints the same numbers for all your projects at once.""",
        },
        "fix": [("--gpus all", "--nv")],
    },
]
