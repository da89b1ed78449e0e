"""heldout23 part 3: JupyterHub on Kubernetes, Globus, FreeIPA, Ansible, Warewulf,
Prometheus and Grafana (h23-031 .. h23-045).

Build-only fields: fix (list of (old, new); old None = replace the whole repeat
output), holds, look, right. See build.py.
"""

SCENARIOS = [
    # ------------------------------------------------------------------ 031
    {
        "id": "h23-031",
        "topic": "jupyterhub-namespace",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "How do I restart the JupyterHub hub pod after changing its config?",
            "output": """\
Roll the deployment and wait for it:

    kubectl -n jupyterhub rollout restart deployment/hub
    kubectl -n jupyterhub rollout status deployment/hub

Running user servers are not affected; only the hub process restarts.""",
            "message": "thanks, that's handy, but our hub runs in the jhub-prod namespace. there's no jupyterhub one",
            "gold_wrong": "-n jupyterhub",
            "gold_right": "-n jhub-prod",
        },
        "repeat": {
            "query": "list the singleuser pods that are running right now and which nodes they're on",
            "output": """\
```sh
kubectl -n jupyterhub get pods -l component=singleuser-server -o wide
```

The NODE column shows where each user's server landed.""",
            "expect_contains": ["-n jhub-prod"],
            "expect_absent": ["-n jupyterhub"],
        },
        "control": {
            "query": "How do I see which versions of the JupyterHub chart are available?",
            "output": """\
Add the chart repository once, then search it:

    helm repo add jupyterhub https://hub.jupyter.org/helm-chart/
    helm repo update
    helm search repo jupyterhub/jupyterhub --versions | head

The CHART VERSION column is what goes into `--version`.""",
        },
        "fix": [("-n jupyterhub", "-n jhub-prod")],
        "look": "jupyterhub",
        "holds": "helm search repo jupyterhub/jupyterhub --versions",
    },
    # ------------------------------------------------------------------ 032
    {
        "id": "h23-032",
        "topic": "ipa-project-group-name",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "same_topic",
        "teach": {
            "query": "Add user ef9012 to the chemistry project's unix group so she can see the project directory.",
            "output": """\
    ipa group-add-member bw-chem-0142-users --users=ef9012

She needs to log out and back in (or run `newgrp`) before the group shows up in her session.""",
            "message": "project groups are named proj-<account>, so proj-bw-chem-0142",
            "gold_wrong": "bw-chem-0142-users",
            "gold_right": "proj-bw-chem-0142",
        },
        "repeat": {
            "query": "gh3456 has left, take him out of the geography 0219 project group",
            "output": """\
    ipa group-remove-member bw-geo-0219-users --users=gh3456

His files stay where they are; only his access goes.""",
            "expect_contains": ["proj-bw-geo-0219"],
            "expect_absent": ["bw-geo-0219-users"],
        },
        "control": {
            "query": "How do I check which groups a user is in?",
            "output": """\
From any Heron host:

    id ef9012

or, for what FreeIPA itself has recorded, `ipa user-show ef9012` and look at the "Member of groups" line.""",
        },
        "fix": [("bw-geo-0219-users", "proj-bw-geo-0219")],
    },
    # ------------------------------------------------------------------ 033
    {
        "id": "h23-033",
        "topic": "globus-collection-paths",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "already_correct",
        "teach": {
            "query": "CLI command to copy the chemistry project's raw data from heron to the PI's lab server collection.",
            "output": """\
    HERON=8e1f4c52-3b0d-4a7e-9c61-2f5d0b7a9e13
    LAB=1d2c9a77-60e4-4b1f-8a35-c0f9e2d41b68
    globus transfer --recursive --sync-level checksum \\
      "$HERON:/lustre/heron/projects/bw-chem-0142/raw/" "$LAB:/data/chem/raw/"

`globus task wait` blocks until it finishes if you're scripting it.""",
            "message": "Paths on the Heron Lustre collection are relative to /lustre/heron, so it's $HERON:/projects/bw-chem-0142/raw/. The full path gives 'No such file or directory'.",
            "gold_wrong": "$HERON:/lustre/heron/projects/bw-chem-0142/raw/",
            "gold_right": "$HERON:/projects/bw-chem-0142/raw/",
        },
        "repeat": {
            "query": "pull ab1234's scratch results down to my laptop's Globus Connect Personal",
            "output": """\
    globus transfer --recursive \\
      "$HERON:/lustre/heron/scratch/ab1234/results/" "$LAPTOP:~/heron-results/"

Your laptop has to be online with Globus Connect Personal running until the task completes.""",
            "expect_contains": ["$HERON:/scratch/ab1234/results/"],
            "expect_absent": ["$HERON:/lustre/heron/"],
        },
        "control": {
            "query": "list what's in the geography project's shared folder through globus",
            "output": """\
    globus ls -l "$HERON:/projects/bw-geo-0219/shared/"

with HERON set to the Heron Lustre collection's UUID.""",
        },
        "fix": [("$HERON:/lustre/heron/scratch/ab1234/results/", "$HERON:/scratch/ab1234/results/")],
        "holds": "$HERON:/projects/bw-geo-0219/shared/",
        "right": ["$HERON:/projects/bw-geo-0219/shared/"],
    },
    # ------------------------------------------------------------------ 034
    {
        "id": "h23-034",
        "topic": "warewulf-profile-names",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "unrelated",
        "teach": {
            "query": "Add the new GPU node hgpu17 to warewulf with the GPU profile.",
            "output": """\
    wwctl node add hgpu17 --profile gpu --netname default \\
      --ipaddr 10.40.2.17 --hwaddr 3c:ec:ef:a1:07:11
    wwctl overlay build hgpu17

Then power-cycle it through the BMC and it PXE-boots the image from the profile.""",
            "message": "Profiles are named after the image: rocky9-gpu for GPU nodes and rocky9-compute for CPU nodes. There's no profile called gpu.",
            "gold_wrong": "--profile gpu",
            "gold_right": "--profile rocky9-gpu",
        },
        "repeat": {
            "query": "now register the CPU node hcpu250 the same way, MAC 3c:ec:ef:a1:f2:50",
            "output": """\
    wwctl node add hcpu250 --profile compute --netname default \\
      --ipaddr 10.40.1.250 --hwaddr 3c:ec:ef:a1:f2:50
    wwctl overlay build hcpu250""",
            "expect_contains": ["--profile rocky9-compute"],
            "expect_absent": ["re:--profile (gpu|compute)\\b"],
        },
        "control": {
            "query": "How do I find out which node a job ran on last week?",
            "output": """\
sacct keeps that after the job is gone from squeue:

    sacct -j 4431907 -o JobID,JobName,NodeList,Start,End,State

For an array, add `-X` to see one line per task instead of every step.""",
        },
        "fix": [("--profile compute", "--profile rocky9-compute")],
    },
    # ------------------------------------------------------------------ 035
    {
        "id": "h23-035",
        "topic": "ansible-inventory-group",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "Run the lustre client playbook only on the GPU nodes.",
            "output": """\
    ansible-playbook -i inventories/heron-prod lustre-client.yml --limit gpu_nodes --check --diff

Drop `--check` once the diff looks right.""",
            "message": "the group in our inventroy is heron_gpu, gpu_nodes doesnt exist so that limit matches nothing",
            "gold_wrong": "--limit gpu_nodes",
            "gold_right": "--limit heron_gpu",
        },
        "repeat": {
            "query": "push the updated node_exporter role to just the GPU boxes",
            "output": """\
Run only the tagged role against those hosts:

    ansible-playbook -i inventories/heron-prod site.yml --tags node_exporter --limit gpu_nodes

Add `--forks 16` if you want it to go faster.""",
            "expect_contains": ["--limit heron_gpu"],
            "expect_absent": ["gpu_nodes"],
        },
        "control": {
            "query": "How do I see the inventory groups before running anything?",
            "output": """\
    ansible-inventory -i inventories/heron-prod --graph

prints the tree: @heron_login, @heron_compute, @heron_gpu, @heron_himem and @heron_infra, each with its hosts.""",
        },
        "fix": [("--limit gpu_nodes", "--limit heron_gpu")],
    },
    # ------------------------------------------------------------------ 036
    {
        "id": "h23-036",
        "topic": "warewulf-system-overlay",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "already_correct",
        "teach": {
            "query": "I changed /etc/security/limits.d in the system overlay for the compute nodes. When do they pick it up?",
            "output": """\
After `wwctl overlay build`, running nodes pick up the change within a minute, because wwclient polls the server and re-applies the overlay.""",
            "message": "That only holds for runtime overlays. The system overlay is only applied at boot, so the nodes need a reboot. We drain them and use scontrol reboot ASAP.",
            "gold_wrong": "running nodes pick up the change within a minute",
            "gold_right": "the nodes only pick up the system overlay when they reboot",
        },
        "repeat": {
            "query": "Do I need to reboot compute nodes after editing a file in the system overlay?",
            "output": """\
No. Once the overlay is rebuilt, wwclient on each node fetches it automatically within about a minute.""",
            "expect_contains": ["re:(?i)reboot"],
            "expect_absent": ["re:^No\\b|within about a minute"],
        },
        "control": {
            "query": "I edited sssd.conf in the runtime overlay; do the nodes need rebooting?",
            "output": """\
Runtime overlays like the one carrying sssd.conf are re-fetched by wwclient while the node is up, so that change arrives without a reboot once you've run `wwctl overlay build`. Only system-overlay changes need the nodes rebooted.""",
        },
        "fix": [(None, "Yes. The system overlay is only applied at boot, so drain the nodes and run `scontrol reboot ASAP nextstate=resume hcpu[001-240]`; only runtime overlays are refreshed by wwclient while a node is running.")],
        "holds": "Only system-overlay changes need the nodes rebooted.",
        "right": ["re:(?i)system-overlay changes need the nodes rebooted"],
    },
    # ------------------------------------------------------------------ 037
    {
        "id": "h23-037",
        "topic": "slurm-exporter-port",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "Add the slurm exporter on heron-ctl01 to the Prometheus scrape config.",
            "output": """\
```yaml
scrape_configs:
  - job_name: slurm
    scrape_interval: 60s
    static_configs:
      - targets: ['heron-ctl01.rc.brackwater.ac.uk:9100']
```

A 60s interval is plenty; the exporter runs sinfo and squeue on every scrape.""",
            "message": "9100 is node_exporter on that box. The slurm exporter listens on 9817.",
            "gold_wrong": "heron-ctl01.rc.brackwater.ac.uk:9100",
            "gold_right": "heron-ctl01.rc.brackwater.ac.uk:9817",
        },
        "repeat": {
            "query": "quick curl to check the slurm exporter is answering",
            "output": """\
```sh
curl -s http://heron-ctl01.rc.brackwater.ac.uk:9100/metrics | grep -m5 '^slurm_'
```

If nothing comes back, check `systemctl status prometheus-slurm-exporter` on the controller.""",
            "expect_contains": ["heron-ctl01.rc.brackwater.ac.uk:9817"],
            "expect_absent": ["heron-ctl01.rc.brackwater.ac.uk:9100"],
        },
        "control": {
            "query": "Scrape node_exporter on both Slurm controllers as well.",
            "output": """\
```yaml
  - job_name: node
    static_configs:
      - targets:
          - 'heron-ctl01.rc.brackwater.ac.uk:9100'
          - 'heron-ctl02.rc.brackwater.ac.uk:9100'
        labels:
          role: slurmctld
```""",
        },
        "fix": [("heron-ctl01.rc.brackwater.ac.uk:9100", "heron-ctl01.rc.brackwater.ac.uk:9817")],
        "look": "heron-ctl01.rc.brackwater.ac.uk:9100",
        "holds": "'heron-ctl01.rc.brackwater.ac.uk:9100'",
    },
    # ------------------------------------------------------------------ 038
    {
        "id": "h23-038",
        "topic": "promql-instance-label",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "same_topic",
        "teach": {
            "query": "PromQL for the fraction of memory available on hcpu017, for a Grafana panel.",
            "output": """\
    node_memory_MemAvailable_bytes{instance="hcpu017:9100"}
      / node_memory_MemTotal_bytes{instance="hcpu017:9100"}

Set the panel unit to Percent (0.0-1.0).""",
            "message": "We relabel instance to the bare node name in Prometheus, so it's instance=\"hcpu017\" with no port. With the port the query returns nothing.",
            "gold_wrong": "instance=\"hcpu017:9100\"",
            "gold_right": "instance=\"hcpu017\"",
        },
        "repeat": {
            "query": "query for hgpu03's 5-minute load average",
            "output": """\
    node_load5{instance="hgpu03:9100"}

Compare it against the node's 64 cores to see whether it's overloaded.""",
            "expect_contains": ["instance=\"hgpu03\""],
            "expect_absent": ["re:instance=\"hgpu03:\\d+\""],
        },
        "control": {
            "query": "Panel showing CPU busy percentage for all the GPU nodes?",
            "output": """\
    100 * (1 - avg by (instance) (rate(node_cpu_seconds_total{mode="idle", instance=~"hgpu.*"}[5m])))

Use the legend format {{instance}} so each node gets its own line.""",
        },
        "fix": [("instance=\"hgpu03:9100\"", "instance=\"hgpu03\"")],
    },
    # ------------------------------------------------------------------ 039
    {
        "id": "h23-039",
        "topic": "ipa-login-group",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "already_correct",
        "teach": {
            "query": "Write the HBAC rule so that only cluster users can log in to the login nodes.",
            "output": """\
    ipa hbacrule-add allow_heron_login
    ipa hbacrule-add-service allow_heron_login --hbacsvcs=sshd
    ipa hbacrule-add-user allow_heron_login --groups=hpc-users
    ipa hbacrule-add-host allow_heron_login --hostgroups=heron-login

Disable allow_all afterwards, or the new rule changes nothing.""",
            "message": "the group is heron-users. hpc-users is the old cluster's group, it still exists but shouldn't be used for anything new",
            "gold_wrong": "--groups=hpc-users",
            "gold_right": "--groups=heron-users",
        },
        "repeat": {
            "query": "how do I add a new PhD student to the group that lets people log in to the cluster?",
            "output": """\
    ipa group-add-member HPC-Users --users=ij7890

She'll be able to ssh to the login nodes within a few minutes, once SSSD refreshes.""",
            "expect_contains": ["re:(?i)heron-users"],
            "expect_absent": ["re:(?i)hpc-users"],
        },
        "control": {
            "query": "Check whether kl2345 is allowed to log in to heron.",
            "output": """\
    ipa hbactest --user=kl2345 --host=login1.heron.rc.brackwater.ac.uk --service=sshd

If it says "Access granted: False", add her to heron-users.""",
        },
        "fix": [("HPC-Users", "heron-users")],
        "holds": "add her to heron-users",
        "right": ["heron-users"],
    },
    # ------------------------------------------------------------------ 040
    {
        "id": "h23-040",
        "topic": "departed-user-data",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "unrelated",
        "teach": {
            "query": "A postdoc is leaving next month. What happens to her heron account and files?",
            "output": """\
Her Heron account is locked when her university account ends, and her home and scratch data are deleted that same day, so she should copy anything she needs before she leaves.""",
            "message": "Data isn't deleted straight away. Home and scratch are kept for 6 months after the account is locked, and the PI can ask for them to be moved into the project. The locking part is right.",
            "gold_wrong": "her home and scratch data are deleted that same day",
            "gold_right": "her home and scratch data are kept for 6 months after the account is locked",
        },
        "repeat": {
            "query": "my student finished last week, is her data on heron already gone?",
            "output": """\
Yes, unfortunately: home and scratch directories are wiped as soon as the account is locked, so anything she didn't copy is lost.""",
            "expect_contains": ["re:6 months|six months"],
            "expect_absent": ["re:(?i)wiped as soon as|is lost"],
        },
        "control": {
            "query": "How do I write 90 minutes as a Slurm time limit?",
            "output": """\
Any of these work:

    #SBATCH --time=01:30:00
    #SBATCH --time=90

A bare number is minutes; hours:minutes:seconds is clearer.""",
        },
        "fix": [(None, "Probably not: after the account is locked, home and scratch are kept for 6 months. As her PI you can ask RCS-Accounts to move them into the project directory.")],
    },
    # ------------------------------------------------------------------ 041
    {
        "id": "h23-041",
        "topic": "z2jh-chart-version",
        "difficulty": "literal",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "Helm command to roll the new config.yaml out to the hub.",
            "output": """\
    helm upgrade --cleanup-on-fail --install jhub jupyterhub/jupyterhub \\
      --namespace jhub-prod --version 3.2.1 --values config.yaml --timeout 10m

The hub restarts; running user servers keep going.""",
            "message": "we're pinned to chart 3.3.8, 3.2.1 would be a downgrade",
            "gold_wrong": "--version 3.2.1",
            "gold_right": "--version 3.3.8",
        },
        "repeat": {
            "query": "show me what a helm upgrade of the hub would change before I apply it",
            "output": """\
With the helm-diff plugin:

    helm diff upgrade jhub jupyterhub/jupyterhub --namespace jhub-prod \\
      --version 3.2.1 --values config.yaml

It prints the Kubernetes objects that would change, in diff format.""",
            "expect_contains": ["--version 3.3.8"],
            "expect_absent": ["--version 3.2.1"],
        },
        "control": {
            "query": "How do I roll the hub back if an upgrade breaks logins?",
            "output": """\
Find the last good revision and go back to it:

    helm history jhub -n jhub-prod
    helm rollback jhub <REVISION> -n jhub-prod

The rollback itself is recorded as a new revision.""",
        },
        "fix": [("--version 3.2.1", "--version 3.3.8")],
    },
    # ------------------------------------------------------------------ 042
    {
        "id": "h23-042",
        "topic": "jupyter-image-tags",
        "difficulty": "paraphrase",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "Point the datascience profile at the new image we built this month (March).",
            "output": """\
```yaml
    - display_name: "Data science (Python 3.11)"
      slug: datascience
      kubespawner_override:
        image: harbor.rc.brackwater.ac.uk/jupyter/heron-datascience:2024-03
```""",
            "message": "Our image tags are CalVer with a dot, YYYY.MM, so heron-datascience:2024.03.",
            "gold_wrong": "heron-datascience:2024-03",
            "gold_right": "heron-datascience:2024.03",
        },
        "repeat": {
            "query": "and the R profile should use the May build of heron-r",
            "output": """\
```yaml
    - display_name: "R 4.3 with tidyverse"
      slug: r
      kubespawner_override:
        image: harbor.rc.brackwater.ac.uk/jupyter/heron-r:2024-05
```""",
            "expect_contains": ["heron-r:2024.05"],
            "expect_absent": ["re:heron-r:\\d{4}-\\d{2}"],
        },
        "control": {
            "query": "Which upstream image is heron-datascience built from?",
            "output": """\
The first line of its Dockerfile pins a dated docker-stacks tag:

    FROM quay.io/jupyter/scipy-notebook:2024-03-04

We bump that date when we rebuild, then add the Heron Lustre mounts and our conda channel config on top.""",
        },
        "fix": [("heron-r:2024-05", "heron-r:2024.05")],
        "look": "2024-03",
        "holds": "scipy-notebook:2024-03-04",
    },
    # ------------------------------------------------------------------ 043
    {
        "id": "h23-043",
        "topic": "globus-identity-policy",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "unrelated",
        "teach": {
            "query": "Can an external collaborator log in to the Heron Lustre collection with their ORCID?",
            "output": """\
Yes, the collection accepts any Globus identity, so ORCID or Google both work as long as the person also has a Heron account.""",
            "message": "No, the collection only accepts brackwater.ac.uk identities. External collaborators get a sponsored Heron account and link that identity in Globus; with just ORCID they get 'identity not allowed'.",
            "gold_wrong": "the collection accepts any Globus identity, so ORCID or Google both work",
            "gold_right": "the collection only accepts brackwater.ac.uk identities",
        },
        "repeat": {
            "query": "do external people need a university login to use globus with heron?",
            "output": """\
No, any identity provider Globus supports is fine, for example their home institution's login, ORCID or Google.""",
            "expect_contains": ["brackwater.ac.uk"],
            "expect_absent": ["re:(?i)any identity provider|ORCID or Google"],
        },
        "control": {
            "query": "How do I see idle nodes in the standard partition?",
            "output": """\
    sinfo -p standard -t idle -o "%N %c %m"

That prints the idle node list with cores and memory; `sinfo -p standard -s` gives the allocated/idle/other/total summary.""",
        },
        "fix": [(None, "Yes: the Heron Lustre collection only accepts brackwater.ac.uk identities, so an external collaborator needs a sponsored Heron account and has to link that identity in Globus.")],
    },
    # ------------------------------------------------------------------ 044
    {
        "id": "h23-044",
        "topic": "prometheus-retention",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "already_correct",
        "teach": {
            "query": "Can I pull last year's GPU utilisation from Grafana for the annual report?",
            "output": """\
Yes. Prometheus on prom01 keeps 13 months of data, so set the dashboard's time range to the last 12 months and use Inspect > Data to export the panel as CSV.""",
            "message": "are you sure? I thought prom01 only keeps 30 days and the older data is in VictoriaMetrics, the 'Heron LTS' datasource",
            "gold_wrong": "Prometheus on prom01 keeps 13 months of data",
            "gold_right": "Prometheus on prom01 keeps 30 days of data",
        },
        "repeat": {
            "query": "how far back does the Prometheus datasource in Grafana go?",
            "output": """\
About a year and a month, which is enough for year-on-year comparisons of the cluster dashboards.""",
            "expect_contains": ["re:30 days|Heron LTS"],
            "expect_absent": ["re:(?i)a year and a month|13 months"],
        },
        "control": {
            "query": "Which Grafana datasource should I use for a six-month trend of queue wait times?",
            "output": """\
Use "Heron LTS" (VictoriaMetrics). The plain Prometheus datasource only holds the last 30 days, so a six-month range would come back mostly empty.""",
        },
        "fix": [(None, "30 days: prom01 only keeps 30 days of data. For anything older use the 'Heron LTS' datasource (VictoriaMetrics).")],
        "holds": "only holds the last 30 days",
        "right": ["30 days", "Heron LTS"],
    },
    # ------------------------------------------------------------------ 045
    {
        "id": "h23-045",
        "topic": "warewulf-ip-scheme",
        "difficulty": "paraphrase",
        "repeat_variation": "code_block",
        "control_kind": "unrelated",
        "teach": {
            "query": "Register the new compute node hcpu241 in warewulf, MAC 3c:ec:ef:a1:f2:41.",
            "output": """\
    wwctl node add hcpu241 --profile rocky9-compute --netname default \\
      --ipaddr 10.40.0.241 --hwaddr 3c:ec:ef:a1:f2:41
    wwctl overlay build hcpu241
    wwctl configure dhcp""",
            "message": "compute nodes are 10.40.1.x and gpu nodes 10.40.2.x, so hcpu241 is 10.40.1.241",
            "gold_wrong": "--ipaddr 10.40.0.241",
            "gold_right": "--ipaddr 10.40.1.241",
        },
        "repeat": {
            "query": "add hcpu242 as well, its MAC is 3c:ec:ef:a1:f2:42",
            "output": """\
```sh
wwctl node add hcpu242 --profile rocky9-compute --netname default \\
  --ipaddr 10.40.0.242 --hwaddr 3c:ec:ef:a1:f2:42
wwctl overlay build hcpu242
wwctl configure dhcp
```""",
            "expect_contains": ["--ipaddr 10.40.1.242"],
            "expect_absent": ["re:10\\.40\\.0\\.\\d+"],
        },
        "control": {
            "query": "How do I see how full the Lustre OSTs are?",
            "output": """\
    lfs df -h /lustre/heron

Each OST gets a line with its use%; the summary at the bottom is the whole file system. An OST far above the others usually means a file with a bad stripe layout.""",
        },
        "fix": [("--ipaddr 10.40.0.242", "--ipaddr 10.40.1.242")],
    },
]
