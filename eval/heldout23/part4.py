"""heldout23 part 4: the Tern allocation portal (Django, PostgreSQL), Slurm accounting
and team facts (h23-046 .. h23-060).

Build-only fields: fix (list of (old, new); old None = replace the whole repeat
output), holds, look, right. See build.py.
"""

SCENARIOS = [
    # ------------------------------------------------------------------ 046
    {
        "id": "h23-046",
        "topic": "tern-fk-protect",
        "difficulty": "literal",
        "repeat_variation": "other_identifier",
        "control_kind": "lookalike",
        "teach": {
            "query": "Add an Allocation model to Tern: belongs to a Project, with cpu_hours, gpu_hours, start and end dates.",
            "output": """\
```python
class Allocation(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="allocations")
    cpu_hours = models.PositiveIntegerField()
    gpu_hours = models.PositiveIntegerField(default=0)
    start = models.DateField()
    end = models.DateField()

    class Meta:
        ordering = ["-start"]
```""",
            "message": "Allocations must never disappear together with a project, that's accounting data. on_delete=models.PROTECT please, it's our rule for everything hanging off Project.",
            "gold_wrong": "on_delete=models.CASCADE",
            "gold_right": "on_delete=models.PROTECT",
        },
        "repeat": {
            "query": "and a StorageQuota model tied to Project too, with a path and a size in TB",
            "output": """\
```python
class StorageQuota(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="storage_quotas")
    path = models.CharField(max_length=255)
    size_tb = models.DecimalField(max_digits=6, decimal_places=2)
```

Run `python manage.py makemigrations allocations` afterwards.""",
            "expect_contains": ["on_delete=models.PROTECT"],
            "expect_absent": ["on_delete=models.CASCADE"],
        },
        "control": {
            "query": "Add a RequestComment model so reviewers can comment on an allocation request.",
            "output": """\
Comments only make sense with their request, so they go when it goes:

```python
class RequestComment(models.Model):
    request = models.ForeignKey(AllocationRequest, on_delete=models.CASCADE, related_name="comments")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    body = models.TextField()
    created = models.DateTimeField(auto_now_add=True)
```""",
        },
        "fix": [("on_delete=models.CASCADE", "on_delete=models.PROTECT")],
        "look": "on_delete=models.CASCADE",
        "holds": "models.ForeignKey(AllocationRequest, on_delete=models.CASCADE",
    },
    # ------------------------------------------------------------------ 047
    {
        "id": "h23-047",
        "topic": "django-table-names",
        "difficulty": "paraphrase",
        "repeat_variation": "casing",
        "control_kind": "same_topic",
        "teach": {
            "query": "Raw SQL for the monthly report: number of allocation requests per status.",
            "output": """\
    SELECT status, count(*) AS n
    FROM allocations_allocation_request
    GROUP BY status
    ORDER BY n DESC;

Run it against the read replica, not the primary.""",
            "message": "I think Django would call that table allocations_allocationrequest? app label plus the lowercased model name, no underscore between the words",
            "gold_wrong": "allocations_allocation_request",
            "gold_right": "allocations_allocationrequest",
        },
        "repeat": {
            "query": "SQL for total granted storage per project from the StorageQuota model",
            "output": """\
    SELECT PROJECT_ID, SUM(SIZE_TB) AS TOTAL_TB
    FROM ALLOCATIONS_STORAGE_QUOTA
    GROUP BY PROJECT_ID
    ORDER BY TOTAL_TB DESC;""",
            "expect_contains": ["re:(?i)allocations_storagequota"],
            "expect_absent": ["re:(?i)allocations_storage_quota"],
        },
        "control": {
            "query": "How do I find out the exact table name Django uses for a model?",
            "output": """\
Ask the model itself:

    python manage.py shell -c "from allocations.models import Project; print(Project._meta.db_table)"

or list the app's tables in psql with `\\dt allocations_*`.""",
        },
        "fix": [("ALLOCATIONS_STORAGE_QUOTA", "ALLOCATIONS_STORAGEQUOTA")],
    },
    # ------------------------------------------------------------------ 048
    {
        "id": "h23-048",
        "topic": "tern-command-prefix",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "unrelated",
        "teach": {
            "query": "How do I run the nightly FreeIPA group sync for Tern by hand?",
            "output": """\
On the portal host:

    cd /srv/tern && source .venv/bin/activate
    python manage.py sync_ipa_groups --dry-run

Drop `--dry-run` to apply the changes.""",
            "message": "All our management commands are prefixed tern_, so it's python manage.py tern_sync_ipa_groups.",
            "gold_wrong": "python manage.py sync_ipa_groups",
            "gold_right": "python manage.py tern_sync_ipa_groups",
        },
        "repeat": {
            "query": "cron line to expire finished allocations every night at 02:00",
            "output": """\
In /etc/cron.d/tern:

    0 2 * * * tern cd /srv/tern && .venv/bin/python manage.py expire_allocations >> /var/log/tern/expire.log 2>&1""",
            "expect_contains": ["manage.py tern_expire_allocations"],
            "expect_absent": ["manage.py expire_allocations"],
        },
        "control": {
            "query": "how do I make a tarball of my results folder without the checkpoints?",
            "output": """\
    tar --exclude='results/checkpoints' -czf results.tar.gz results/

Put --exclude before the directory you're archiving, or older tar versions ignore it.""",
        },
        "fix": [("manage.py expire_allocations", "manage.py tern_expire_allocations")],
    },
    # ------------------------------------------------------------------ 049
    {
        "id": "h23-049",
        "topic": "support-email-alias",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "already_correct",
        "teach": {
            "query": "Write the footer for our wiki page about common sbatch errors.",
            "output": """\
---
Still stuck? Email hpc-support@brackwater.ac.uk with your job ID and the full error message; a ticket is opened in our queue automatically.""",
            "message": "our alias is rcs-help@brackwater.ac.uk, hpc-support bounces since the rename",
            "gold_wrong": "hpc-support@brackwater.ac.uk",
            "gold_right": "rcs-help@brackwater.ac.uk",
        },
        "repeat": {
            "query": "Reply template telling a user where to send a software install request.",
            "output": """\
Hi,

Please send software requests to HPC-Support@Brackwater.ac.uk with the package name, the version you need and a link to its website. We'll let you know whether we install it centrally or help you build it yourself.

Best,
RCS""",
            "expect_contains": ["re:(?i)rcs-help@brackwater\\.ac\\.uk"],
            "expect_absent": ["re:(?i)hpc-support@"],
        },
        "control": {
            "query": "What address do users email for help?",
            "output": """\
rcs-help@brackwater.ac.uk. It opens a ticket in the RCS-Support queue; for outages they should check the status page first.""",
        },
        "fix": [("HPC-Support@Brackwater.ac.uk", "rcs-help@brackwater.ac.uk")],
        "holds": "rcs-help@brackwater.ac.uk",
        "right": ["rcs-help@brackwater.ac.uk"],
    },
    # ------------------------------------------------------------------ 050
    {
        "id": "h23-050",
        "topic": "helpdesk-software-queue",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "same_topic",
        "teach": {
            "query": "Which queue should this 'please install CP2K' ticket go to?",
            "output": """\
Move it to RCS-Apps; that's the queue the software people triage on Mondays.""",
            "message": "RCS-Software. There's no RCS-Apps.",
            "gold_wrong": "RCS-Apps",
            "gold_right": "RCS-Software",
        },
        "repeat": {
            "query": "Write the helpdesk auto-routing rule: tickets that mention install or module go to the software queue.",
            "output": """\
```
if subject =~ /(install|module)/i or body =~ /module load/i:
    set queue = "rcs-apps"
    add tag "software-request"
```""",
            "expect_contains": ["re:(?i)rcs-software"],
            "expect_absent": ["re:(?i)rcs-apps"],
        },
        "control": {
            "query": "Which queue do quota increase requests go to?",
            "output": """\
RCS-Storage. Ask for the project code, the current usage from `rcs-quota` and how long they need the extra space.""",
        },
        "fix": [("rcs-apps", "rcs-software")],
    },
    # ------------------------------------------------------------------ 051
    {
        "id": "h23-051",
        "topic": "maintenance-running-jobs",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "unrelated",
        "teach": {
            "query": "A user asks what happens to her 2-day job if it's still running when the maintenance starts.",
            "output": """\
Running jobs are suspended at the start of the window and resumed automatically afterwards, so she won't lose any progress.""",
            "message": "We don't suspend anything. The maintenance reservation means Slurm won't start a job whose time limit reaches into the window, and anything still running at 08:00 is killed. So she just needs her --time to end before the window.",
            "gold_wrong": "Running jobs are suspended at the start of the window and resumed automatically afterwards",
            "gold_right": "Slurm won't start a job whose time limit reaches into the window",
        },
        "repeat": {
            "query": "will my job survive the heron maintenance?",
            "output": """\
Yes, Slurm pauses jobs for the maintenance and picks them up where they left off once Heron is back.""",
            "expect_contains": ["re:(?i)won't start|will not start|reservation"],
            "expect_absent": ["re:(?i)pauses|suspend|where they left off"],
        },
        "control": {
            "query": "What's the difference between sbatch and srun?",
            "output": """\
sbatch submits a script to run later and returns at once with a job id; srun starts tasks right now, either inside an existing allocation (a job step) or by creating a new interactive allocation and waiting for it.""",
        },
        "fix": [(None, "Only if it can finish before the window: the maintenance reservation means Slurm won't start a job whose time limit reaches into it, and anything still running when maintenance begins is killed. Set --time so the job ends before 08:00 that day.")],
    },
    # ------------------------------------------------------------------ 052
    {
        "id": "h23-052",
        "topic": "tern-url-names",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "already_correct",
        "teach": {
            "query": "After the PI submits the request form, redirect to that request's detail page.",
            "output": """\
In the view's success branch:

    req = form.save()
    return redirect(reverse("request_detail", kwargs={"pk": req.pk}))""",
            "message": "URL names in Tern are namespaced and kebab-case: allocations:request-detail.",
            "gold_wrong": "reverse(\"request_detail\"",
            "gold_right": "reverse(\"allocations:request-detail\"",
        },
        "repeat": {
            "query": "after a reviewer approves, send them to the approval confirmation page",
            "output": """\
    req.approve(by=request.user)
    messages.success(request, "Request approved.")
    return redirect(reverse("request_approve", kwargs={"pk": req.pk}))""",
            "expect_contains": ["reverse(\"allocations:request-approve\""],
            "expect_absent": ["re:reverse\\(\"request_"],
        },
        "control": {
            "query": "Link to the project's page from the approval email template.",
            "output": """\
    <a href="{{ site_url }}{% url 'allocations:project-detail' pk=project.pk %}">{{ project.code }}</a>

`site_url` comes from the context processor, because emails need absolute links.""",
        },
        "fix": [("reverse(\"request_approve\"", "reverse(\"allocations:request-approve\"")],
        "holds": "{% url 'allocations:project-detail' pk=project.pk %}",
        "right": ["allocations:project-detail"],
    },
    # ------------------------------------------------------------------ 053
    {
        "id": "h23-053",
        "topic": "tern-env-var-prefix",
        "difficulty": "paraphrase",
        "repeat_variation": "code_block",
        "control_kind": "unrelated",
        "teach": {
            "query": "Read the database URL from the environment in Tern's settings.",
            "output": """\
```python
import os
import dj_database_url

DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=60)}
```""",
            "message": "Everything Tern reads from the environment is prefixed TERN_, e.g. TERN_DATABASE_URL. The systemd unit only passes those through.",
            "gold_wrong": "os.environ[\"DATABASE_URL\"]",
            "gold_right": "os.environ[\"TERN_DATABASE_URL\"]",
        },
        "repeat": {
            "query": "also take the Django secret key from the environment",
            "output": """\
```python
SECRET_KEY = os.environ["SECRET_KEY"]
```

Using [] rather than .get() makes startup fail loudly if it's missing.""",
            "expect_contains": ["os.environ[\"TERN_SECRET_KEY\"]"],
            "expect_absent": ["os.environ[\"SECRET_KEY\"]"],
        },
        "control": {
            "query": "How do I see all the nodes that are down or drained, with the reason?",
            "output": """\
    sinfo -R

lists each down/drained node with the reason string, who set it and when. `scontrol update nodename=hcpu112 state=resume` brings one back once it's fixed.""",
        },
        "fix": [("os.environ[\"SECRET_KEY\"]", "os.environ[\"TERN_SECRET_KEY\"]")],
    },
    # ------------------------------------------------------------------ 054
    {
        "id": "h23-054",
        "topic": "allocation-auto-approve",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "same_topic",
        "teach": {
            "query": "Explain to a new PI how allocation requests get approved.",
            "output": """\
Requests of up to 50,000 CPU-hours are approved automatically as soon as you submit them in Tern; larger ones go to the allocation panel, which meets once a month.""",
            "message": "The auto-approve threshold is 10,000 CPU-hours, not 50,000. Above that it goes to the panel.",
            "gold_wrong": "50,000 CPU-hours",
            "gold_right": "10,000 CPU-hours",
        },
        "repeat": {
            "query": "my PI wants 30k core hours, will that go through straight away?",
            "output": """\
Yes, 30k core-hours is under the automatic approval limit, so it should be active within minutes of submitting.""",
            "expect_contains": ["re:10,?000|10k|panel"],
            "expect_absent": ["re:(?i)under the automatic approval limit|within minutes"],
        },
        "control": {
            "query": "When does the allocation panel meet?",
            "output": """\
First Thursday of each month. Requests have to be submitted in Tern by the Friday before to make that month's meeting.""",
        },
        "fix": [(None, "No: only requests up to 10,000 CPU-hours are approved automatically. 30k goes to the allocation panel, which meets once a month.")],
    },
    # ------------------------------------------------------------------ 055
    {
        "id": "h23-055",
        "topic": "git-branch-names",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "unrelated",
        "teach": {
            "query": "Create a branch for ticket RCS-1187, the quota page redesign.",
            "output": """\
    git checkout -b feature/RCS-1187-quota-page

Push it with `git push -u origin HEAD` and open the merge request against main.""",
            "message": "branch names are rcs-<number>/<slug> here so rcs-1187/quota-page, the MR bot parses taht",
            "gold_wrong": "feature/RCS-1187-quota-page",
            "gold_right": "rcs-1187/quota-page",
        },
        "repeat": {
            "query": "branch for RCS-1203, fixing how GPU-hours get rounded on invoices",
            "output": """\
    git switch -c feature/RCS-1203-gpu-hours-rounding

Keep the commit messages starting with RCS-1203 too.""",
            "expect_contains": ["rcs-1203/"],
            "expect_absent": ["feature/RCS-"],
        },
        "control": {
            "query": "how do I squash my last three commits into one?",
            "output": """\
    git rebase -i HEAD~3

Leave the first line as `pick`, change the other two to `squash` (or `s`), save, and edit the combined message.""",
        },
        "fix": [("feature/RCS-1203-gpu-hours-rounding", "rcs-1203/gpu-hours-rounding")],
    },
    # ------------------------------------------------------------------ 056
    {
        "id": "h23-056",
        "topic": "tern-readonly-role",
        "difficulty": "literal",
        "repeat_variation": "casing",
        "control_kind": "lookalike",
        "teach": {
            "query": "Give the Grafana datasource read access to the Tern database.",
            "output": """\
    GRANT CONNECT ON DATABASE tern TO tern_readonly;
    GRANT USAGE ON SCHEMA public TO tern_readonly;
    GRANT SELECT ON ALL TABLES IN SCHEMA public TO tern_readonly;

Then use that role in the Grafana PostgreSQL datasource.""",
            "message": "tern_ro, not tern_readonly.",
            "gold_wrong": "tern_readonly",
            "gold_right": "tern_ro",
        },
        "repeat": {
            "query": "migrations keep adding tables; make sure the read-only role can see new ones automatically",
            "output": """\
    ALTER DEFAULT PRIVILEGES FOR ROLE tern_app IN SCHEMA public
        GRANT SELECT ON TABLES TO TERN_READONLY;

This only affects tables that tern_app creates from now on.""",
            "expect_contains": ["re:(?i)TO tern_ro\\b"],
            "expect_absent": ["re:(?i)tern_readonly"],
        },
        "control": {
            "query": "Make approved_by and approved_at non-editable in the Tern admin.",
            "output": """\
```python
@admin.register(AllocationRequest)
class AllocationRequestAdmin(admin.ModelAdmin):
    list_display = ("id", "project", "status", "approved_by")
    readonly_fields = ("approved_by", "approved_at")
```""",
        },
        "fix": [("TERN_READONLY", "tern_ro")],
        "look": "readonly",
        "holds": "readonly_fields = (\"approved_by\", \"approved_at\")",
    },
    # ------------------------------------------------------------------ 057
    {
        "id": "h23-057",
        "topic": "pgbackrest-stanza",
        "difficulty": "literal",
        "repeat_variation": "code_block",
        "control_kind": "same_topic",
        "teach": {
            "query": "How do I check when the Tern database was last backed up?",
            "output": """\
On pgdb02:

    sudo -u postgres pgbackrest --stanza=main info

The last full and differential backups are listed with their timestamps and sizes.""",
            "message": "stanza is tern on pgdb02. main is just the default name, we didn't use it",
            "gold_wrong": "--stanza=main",
            "gold_right": "--stanza=tern",
        },
        "repeat": {
            "query": "Restore the Tern DB to yesterday 18:00 on the staging host.",
            "output": """\
```sh
sudo systemctl stop postgresql-15
sudo -u postgres pgbackrest --stanza=main --delta \\
  --type=time --target="2025-03-12 18:00:00+00" restore
sudo systemctl start postgresql-15
```""",
            "expect_contains": ["--stanza=tern"],
            "expect_absent": ["--stanza=main"],
        },
        "control": {
            "query": "When do the Tern database backups run?",
            "output": """\
Full backups on Sunday at 01:00 and differentials the other nights at 01:00; WAL is archived continuously to the repository on backup02, and four full backups are retained.""",
        },
        "fix": [("--stanza=main", "--stanza=tern")],
    },
    # ------------------------------------------------------------------ 058
    {
        "id": "h23-058",
        "topic": "oncall-scope",
        "difficulty": "semantic",
        "repeat_variation": "reworded",
        "control_kind": "already_correct",
        "teach": {
            "query": "A user emails at 22:00 on Saturday that her job failed. Should I page on-call?",
            "output": """\
Yes, page the on-call engineer through rcs-oncall; any user-reported job failure counts as an incident.""",
            "message": "No. On-call is only for service outages: Slurm controller, Lustre, login nodes down. A single failed job waits for Monday's RCS-Support triage.",
            "gold_wrong": "any user-reported job failure counts as an incident",
            "gold_right": "on-call is only for service outages",
        },
        "repeat": {
            "query": "Someone's job died with a segfault on Sunday morning. Do I wake up the on-call person?",
            "output": """\
Yes, a failed user job is an incident, so page them through rcs-oncall.""",
            "expect_contains": ["re:(?i)outage"],
            "expect_absent": ["re:^Yes|is an incident"],
        },
        "control": {
            "query": "Lustre is hanging on every login node on a Sunday. Page on-call?",
            "output": """\
Page them: a Lustre hang on every login node is a service outage, which is exactly what on-call covers. Use rcs-oncall and post a note in #heron-status.""",
        },
        "fix": [(None, "No: on-call is only for service outages (Slurm controller, Lustre, login nodes). A single job failure waits for Monday's RCS-Support triage.")],
        "holds": "service outage",
        "right": ["re:(?i)outage"],
    },
    # ------------------------------------------------------------------ 059
    {
        "id": "h23-059",
        "topic": "slurm-parent-accounts",
        "difficulty": "paraphrase",
        "repeat_variation": "other_identifier",
        "control_kind": "already_correct",
        "teach": {
            "query": "Tern approved project bw-chem-0188; what sacctmgr command creates its Slurm account?",
            "output": """\
    sacctmgr -i add account bw-chem-0188 parent=chem description="Catalysis screening" fairshare=100

Then add the PI and members with `sacctmgr -i add user <uid> account=bw-chem-0188`.""",
            "message": "department parents are dept-<code>: parent=dept-chem",
            "gold_wrong": "parent=chem",
            "gold_right": "parent=dept-chem",
        },
        "repeat": {
            "query": "same for the biology project bw-bio-0091",
            "output": """\
    sacctmgr -i add account bw-bio-0091 parent=bio description="Plant phenotyping" fairshare=100""",
            "expect_contains": ["parent=dept-bio"],
            "expect_absent": ["re:parent=bio\\b"],
        },
        "control": {
            "query": "Add the new physics project bw-phys-0322 under the physics department.",
            "output": """\
    sacctmgr -i add account bw-phys-0322 parent=dept-phys description="Lattice QCD" fairshare=100
    sacctmgr -i add user ab1234 account=bw-phys-0322""",
        },
        "fix": [("parent=bio", "parent=dept-bio")],
        "holds": "parent=dept-phys",
        "right": ["parent=dept-phys"],
    },
    # ------------------------------------------------------------------ 060
    {
        "id": "h23-060",
        "topic": "maintenance-reservation-name",
        "difficulty": "paraphrase",
        "repeat_variation": "code_block",
        "control_kind": "lookalike",
        "teach": {
            "query": "Create the Slurm reservation for the 11 March maintenance.",
            "output": """\
    scontrol create reservation ReservationName=maint-march \\
      StartTime=2025-03-11T08:00:00 Duration=06:00:00 \\
      Nodes=ALL Users=root Flags=MAINT,IGNORE_JOBS""",
            "message": "Thanks! Reservation names follow maint_YYYYMMDD though, so maint_20250311. The status page script looks for that pattern.",
            "gold_wrong": "ReservationName=maint-march",
            "gold_right": "ReservationName=maint_20250311",
        },
        "repeat": {
            "query": "and the one for April, that's Tuesday 8 April",
            "output": """\
```sh
scontrol create reservation ReservationName=maint-april \\
  StartTime=2025-04-08T08:00:00 Duration=06:00:00 \\
  Nodes=ALL Users=root Flags=MAINT,IGNORE_JOBS
```""",
            "expect_contains": ["ReservationName=maint_20250408"],
            "expect_absent": ["re:ReservationName=maint-"],
        },
        "control": {
            "query": "Add a link to the maintenance notes page at the end of the announcement.",
            "output": """\
Full details, including the list of package updates and the new Lustre client version, are on the wiki: https://wiki.rc.brackwater.ac.uk/heron/maint-march-2025""",
        },
        "fix": [("ReservationName=maint-april", "ReservationName=maint_20250408")],
        "look": "maint-march",
        "holds": "heron/maint-march-2025",
    },
]
