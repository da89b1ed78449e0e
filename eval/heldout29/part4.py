"""heldout29 part 4: GitLab CI and artifact storage, release gates and calibration data, MISRA
findings, firmware code in review, and team facts (Jira key, freeze rules, supplier contacts)."""

from part1 import S, WHOLE

SCENARIOS = [
    S("h29-046", "gitlab-mr-source-branch-var", "literal", "other_identifier", "lookalike",
      ("In the MR pipeline I want the job to echo which feature branch is being merged. Which predefined variable?",
       "Use `$CI_COMMIT_BRANCH`:\n\n```yaml\nshow-branch:\n  rules:\n"
       "    - if: $CI_PIPELINE_SOURCE == \"merge_request_event\"\n  script:\n"
       "    - echo \"Merging $CI_COMMIT_BRANCH\"\n```",
       "CI_COMMIT_BRANCH is empty in merge request pipelines. It's CI_MERGE_REQUEST_SOURCE_BRANCH_NAME there.",
       "CI_COMMIT_BRANCH", "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME"),
      ("The MR pipeline should name the firmware artifact after the source branch. How do I write that in the job?",
       "Build the name from the branch variable, replacing slashes:\n\n```yaml\nbuild-zcu:\n  rules:\n"
       "    - if: $CI_PIPELINE_SOURCE == \"merge_request_event\"\n  script:\n"
       "    - FW_NAME=\"zcu-$(echo \"$CI_COMMIT_BRANCH\" | tr / -).hex\"\n```",
       ["CI_MERGE_REQUEST_SOURCE_BRANCH_NAME"], ["CI_COMMIT_BRANCH"]),
      ("The nightly build should only run on the rel/ branches when scheduled. What rule do I use?",
       "```yaml\nnightly-zcu:\n  rules:\n"
       "    - if: $CI_PIPELINE_SOURCE == \"schedule\" && $CI_COMMIT_BRANCH =~ /^rel\\//\n  script:\n"
       "    - west build -p always -b zcu_front apps/zcu_main\n```\n\n"
       "In branch and schedule pipelines `CI_COMMIT_BRANCH` holds the branch name, so the regex match works there."),
      [("CI_COMMIT_BRANCH", "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME")],
      holds="$CI_COMMIT_BRANCH =~ /^rel\\//", look="CI_COMMIT_BRANCH"),

    S("h29-047", "front-lhd-calibration-id", "literal", "casing", "lookalike",
      ("Which calibration dataset goes with the ZC_FRONT_LHD variant for the SOP build?",
       "ZC_FRONT_LHD uses CAL-ZCF-0412; the release script pulls it from the calibration repository by that id "
       "and merges it into the application hex.",
       "that's the right-hand-drive set. LHD is CAL-ZCF-0415.",
       "CAL-ZCF-0412", "CAL-ZCF-0415"),
      ("What's the filename of the LHD front calibration hex I should merge with srec_cat?",
       "The calibration exports are named after their id in lower case, so for the front LHD variant it's "
       "`cal-zcf-0412.hex`:\n\n"
       "    srec_cat zcu_main.hex -Intel cal-zcf-0412.hex -Intel -o zcu_front_lhd.hex -Intel",
       ["cal-zcf-0415.hex"], ["re:(?i)cal-zcf-0412"]),
      ("Which calibration belongs to ZC_FRONT_RHD?",
       "ZC_FRONT_RHD uses CAL-ZCF-0412. It differs from the LHD set mainly in the mirror-fold and wiper park "
       "parameters."),
      [("cal-zcf-0412", "cal-zcf-0415")],
      holds="ZC_FRONT_RHD uses CAL-ZCF-0412", look="CAL-ZCF-0412"),

    S("h29-048", "misra-rule-narrowing-assignment", "literal", "other_identifier", "lookalike",
      ("cppcheck flags `uint16_t raw = temp_c * 10;` where temp_c is int32_t. Which MISRA rule is that, for the "
       "deviation log?",
       "That's MISRA C:2012 Rule 10.4: the result of the signed `int32_t` expression is assigned to an unsigned "
       "16-bit object, so the essential type category and width change on assignment. Fix it with an explicit "
       "range check and cast rather than a deviation.",
       "Assignment to a narrower or different essential type is 10.3. 10.4 is about the two operands of one operator.",
       "Rule 10.4", "Rule 10.3"),
      ("What MISRA rule number do I put on the ticket for `uint8_t duty = pwm_percent;` where pwm_percent is an int?",
       "Put MISRA C:2012 Rule 10.4 on the ticket: a signed `int` value is assigned to an `uint8_t` object, which "
       "changes the essential type category on assignment. cppcheck reports it as `misra-c2012-10.4`.",
       ["Rule 10.3"], ["Rule 10.4", "misra-c2012-10.4"]),
      ("cppcheck reports `if (offset < length)` with offset int32_t and length uint32_t. Which rule?",
       "That one is MISRA C:2012 Rule 10.4: the two operands of `<` have different essential type categories "
       "(signed and unsigned), so the usual arithmetic conversions silently turn `offset` unsigned. Cast one side "
       "after checking `offset >= 0`."),
      [("Rule 10.4", "Rule 10.3"), ("misra-c2012-10.4", "misra-c2012-10.3")],
      holds="That one is MISRA C:2012 Rule 10.4", look="Rule 10.4"),

    S("h29-049", "rc-artifact-repository", "literal", "code_block", "lookalike",
      ("Where does the CI upload the release-candidate hex files for the 2.5 RC?",
       "Release candidates go to the snapshot repository like every other CI build: "
       "`https://artifacts.kestrel.local/artifactory/zcu-fw-snapshot/2.5/` with the RC number in the file name, "
       "e.g. `zcu_main-2.5.0-rc1.hex`.",
       "RCs go to zcu-fw-release. Snapshot gets purged after 30 days, and the RG3 gate needs the RC hex retained "
       "and immutable.",
       "zcu-fw-snapshot", "zcu-fw-release"),
      ("Write the upload step of the rc-publish job with jfrog cli.",
       "```yaml\nrc-publish:\n  stage: publish\n  rules:\n"
       "    - if: $CI_COMMIT_TAG =~ /^v\\d+\\.\\d+\\.\\d+-rc\\d+$/\n  script:\n"
       "    - jf rt upload \"build/zcu_main-${CI_COMMIT_TAG#v}.hex\" \"zcu-fw-snapshot/${CI_COMMIT_TAG#v}/\"\n```",
       ["\"zcu-fw-release/"], ["zcu-fw-snapshot"]),
      ("Where do the nightly builds of main end up?",
       "Nightlies are uploaded to `zcu-fw-snapshot/nightly/<date>/` on artifacts.kestrel.local; that repository "
       "keeps 30 days, which is plenty for bisecting a nightly HIL failure."),
      [("zcu-fw-snapshot", "zcu-fw-release")],
      holds="`zcu-fw-snapshot/nightly/<date>/`", look="zcu-fw-snapshot"),

    S("h29-050", "jira-project-key", "literal", "casing", "already_correct",
      ("What do I put in the MR title so it links to the Jira ticket for the door-lock timeout bug (ticket 2214)?",
       "Start the title with the issue key, e.g. `ZFW-2214: fix door-lock timeout`; the Jira integration picks "
       "up the key and links the MR to the issue.",
       "Our Jira project key is ZCU, not ZFW (ZFW was the old gateway project). So ZCU-2214.",
       "ZFW-2214", "ZCU-2214"),
      ("Name the branch for ticket 2214 (door-lock timeout) per our convention.",
       "Branches follow `feat/<key>-<desc>` in lower case for everything after the prefix, so: "
       "`feat/zfw-2214-door-lock-timeout`. GitLab's Jira integration matches the key case-insensitively.",
       ["feat/zcu-2214-door-lock-timeout"], ["re:(?i)zfw-2214"]),
      ("Which Jira project should the HIL flakiness tickets go into?",
       "Into ZCU like all firmware work, with the component `HIL`. Use the `flaky-test` label so they show up on "
       "the test board, e.g. ZCU-2230 for the window learning test."),
      [("zfw-2214", "zcu-2214")],
      holds="Into ZCU like all firmware work", right=["re:\\bZCU-\\d+"]),

    S("h29-051", "gitlab-changes-glob", "paraphrase", "renamed_identifier", "same_topic",
      ("The zcu build job should only run when something under firmware/ changes. Add the rule.",
       "```yaml\nbuild:zcu-front:\n  rules:\n    - changes:\n        - firmware/*\n  script:\n"
       "    - west build -p always -b zcu_front apps/zcu_main\n```",
       "firmware/* only matches files directly in firmware/, and everything is in subdirectories. Needs firmware/**/*.",
       "- firmware/*", "- firmware/**/*"),
      ("Run the tgw image job only if files in the gateway directory changed. Can you write the rules?",
       "```yaml\nbuild:tgw-image:\n  rules:\n    - changes:\n        - gateway/*\n        - .gitlab/ci/tgw.yml\n"
       "  script:\n    - ./gateway/ci/build-image.sh\n```",
       ["gateway/**/*"], ["re:gateway/\\*(?!\\*)"]),
      ("How do I make a job run only in merge request pipelines?",
       "```yaml\nlint:misra:\n  rules:\n    - if: $CI_PIPELINE_SOURCE == \"merge_request_event\"\n  script:\n"
       "    - ./tools/misra-check.sh\n```\n\n"
       "Without any other rule the job is skipped in branch, tag and scheduled pipelines."),
      [("- gateway/*\n", "- gateway/**/*\n")]),

    S("h29-052", "k-timer-period-arg", "paraphrase", "renamed_identifier", "unrelated",
      ("ZCU_Status has to go out every 100 ms. Set up a k_timer for it.",
       "```c\nstatic void status_timer_fn(struct k_timer *t)\n{\n    k_work_submit(&status_tx_work);\n}\n\n"
       "K_TIMER_DEFINE(status_timer, status_timer_fn, NULL);\n\n"
       "k_timer_start(&status_timer, K_MSEC(100), K_NO_WAIT);\n```\n\n"
       "The expiry function runs in ISR context, so it only submits the work item that builds and sends the frame.",
       "Period is K_NO_WAIT there, so it fires once and stops. Should be "
       "k_timer_start(&status_timer, K_MSEC(100), K_MSEC(100)).",
       "k_timer_start(&status_timer, K_MSEC(100), K_NO_WAIT)", "k_timer_start(&status_timer, K_MSEC(100), K_MSEC(100))"),
      ("The NM message needs a 20 ms cycle. Write the timer start for nm_timer.",
       "```c\nK_TIMER_DEFINE(nm_timer, nm_timer_expiry, NULL);\n\nvoid nm_start(void)\n{\n"
       "    k_timer_start(&nm_timer, K_MSEC(20), K_NO_WAIT);\n}\n```",
       ["k_timer_start(&nm_timer, K_MSEC(20), K_MSEC(20))"], ["k_timer_start(&nm_timer, K_MSEC(20), K_NO_WAIT)"]),
      ("Who's the FAE at Brenner Elektronik for the high-side driver samples?",
       "Jonas Albrecht (jonas.albrecht@brenner-elektronik.de) handles the BHS-4 high-side drivers; samples are "
       "ordered through him, and anything about the AEC-Q100 reports goes to their quality contact Petra Lenz."),
      [("k_timer_start(&nm_timer, K_MSEC(20), K_NO_WAIT)", "k_timer_start(&nm_timer, K_MSEC(20), K_MSEC(20))")]),

    S("h29-053", "nvs-write-arg-order", "paraphrase", "reordered_args", "already_correct",
      ("Persist the learned window positions struct to NVS under id WINDOW_POS_ID.",
       "```c\nssize_t rc = nvs_write(&fs, &window_pos, WINDOW_POS_ID, sizeof(window_pos));\n\nif (rc < 0) {\n"
       "    LOG_ERR(\"nvs_write failed: %d\", (int)rc);\n}\n```\n\n"
       "`nvs_write` returns the number of bytes written, or 0 if the stored data was already identical.",
       "the id comes before the data pointer: nvs_write(&fs, WINDOW_POS_ID, &window_pos, sizeof(window_pos)). "
       "as written it doesn't even compile without warnings.",
       "nvs_write(&fs, &window_pos, WINDOW_POS_ID, sizeof(window_pos))",
       "nvs_write(&fs, WINDOW_POS_ID, &window_pos, sizeof(window_pos))"),
      ("At boot, load the cached calibration block from NVS entry CAL_ID into cal_cache.",
       "```c\nssize_t rc = nvs_read(&nvs, &cal_cache, CAL_ID, sizeof(cal_cache));\n\n"
       "if (rc != sizeof(cal_cache)) {\n    LOG_WRN(\"no cached calibration, using defaults\");\n"
       "    cal_cache = cal_defaults;\n}\n```",
       ["nvs_read(&nvs, CAL_ID, &cal_cache, sizeof(cal_cache))"], ["nvs_read(&nvs, &cal_cache, CAL_ID"]),
      ("Write the NVS read for the DTC snapshot (id DTC_SNAP_ID) into snap.",
       "```c\nssize_t rc = nvs_read(&fs, DTC_SNAP_ID, &snap, sizeof(snap));\n\nif (rc < 0) {\n"
       "    memset(&snap, 0, sizeof(snap));\n}\n```\n\n"
       "`nvs_read` returns the stored length, so a value larger than `sizeof(snap)` means the stored record is "
       "bigger than the buffer."),
      [("nvs_read(&nvs, &cal_cache, CAL_ID, sizeof(cal_cache))", "nvs_read(&nvs, CAL_ID, &cal_cache, sizeof(cal_cache))")],
      holds="nvs_read(&fs, DTC_SNAP_ID, &snap, sizeof(snap))",
      right=["nvs_read(&fs, DTC_SNAP_ID, &snap, sizeof(snap))"]),

    S("h29-054", "artifactory-ci-token", "paraphrase", "equivalent_construct", "same_topic",
      ("How does the publish job authenticate to Artifactory?",
       "Use the job token GitLab injects into every job:\n\n```yaml\n  script:\n"
       "    - jf rt upload --url https://artifacts.kestrel.local/artifactory --access-token \"$CI_JOB_TOKEN\" "
       "build/zcu_main.hex zcu-fw-release/\n```",
       "Artifactory doesn't accept the GitLab job token. Publish jobs use the masked group variable "
       "ARTIFACTORY_TOKEN (scoped to protected branches).",
       "$CI_JOB_TOKEN", "$ARTIFACTORY_TOKEN"),
      ("I'm fetching the calibration hex from Artifactory with curl in the build job. What auth header?",
       "```sh\ncurl -fsS -H \"Authorization: Bearer ${CI_JOB_TOKEN}\" \\\n"
       "  -o cal.hex https://artifacts.kestrel.local/artifactory/zcu-cal/CAL-ZCF-0415/cal.hex\n```",
       ["ARTIFACTORY_TOKEN"], ["CI_JOB_TOKEN"]),
      ("How do I check from a CI job that Artifactory is reachable before uploading?",
       "`jf rt ping --url https://artifacts.kestrel.local/artifactory` returns `OK` when the server answers; put "
       "it as the first line of the publish script so a network problem fails fast with a clear message instead "
       "of a half-finished upload."),
      [("${CI_JOB_TOKEN}", "${ARTIFACTORY_TOKEN}")]),

    S("h29-055", "no-heap-mem-slab", "paraphrase", "code_block", "unrelated",
      ("Diag requests come in faster than the worker handles them. How do I queue a copy of each request for the "
       "diag worker?",
       "Allocate a copy per request and pass it through a `k_fifo`: in the RX path call "
       "`k_malloc(sizeof(struct diag_job))`, copy the request in, and `k_fifo_put(&diag_fifo, job)`; the worker "
       "frees it with `k_free(job)` after handling.",
       "There's no heap on the ZCU: CONFIG_HEAP_MEM_POOL_SIZE=0, and Dir 4.12 forbids dynamic allocation anyway. "
       "Use a fixed pool, K_MEM_SLAB_DEFINE plus k_mem_slab_alloc(&diag_slab, (void **)&job, K_NO_WAIT).",
       "k_malloc(sizeof(struct diag_job))", "k_mem_slab_alloc(&diag_slab, (void **)&job, K_NO_WAIT)"),
      ("The CAN TX path needs to hand tx_req structs to the sender thread. How do I allocate them?",
       "```c\nstruct tx_req *req = k_malloc(sizeof(*req));\n\nif (req == NULL) {\n    return -ENOMEM;\n}\n"
       "req->frame = *frame;\nk_fifo_put(&tx_fifo, req);\n```\n\n"
       "The sender thread calls `k_free(req)` once the frame is out.",
       ["k_mem_slab_alloc("], ["k_malloc(", "k_free("]),
      ("How do I squash the last three commits before opening the MR?",
       "`git rebase -i HEAD~3`, then change `pick` to `squash` (or `s`) on the second and third lines and edit the "
       "combined message. Force-push the branch afterwards with `git push --force-with-lease`."),
      [("struct tx_req *req = k_malloc(sizeof(*req));\n\nif (req == NULL) {",
        "struct tx_req *req;\n\nif (k_mem_slab_alloc(&tx_slab, (void **)&req, K_NO_WAIT) != 0) {"),
       ("`k_free(req)`", "`k_mem_slab_free(&tx_slab, req)`")]),

    S("h29-056", "sys-put-be16-arg-order", "paraphrase", "reordered_args", "same_topic",
      ("In the RDBI handler, write the 16-bit DID big-endian into resp[1..2].",
       "Zephyr's byteorder helpers do it in one call:\n\n```c\nsys_put_be16(&resp[1], did);\n```\n\n"
       "(`#include <zephyr/sys/byteorder.h>`)",
       "value first, destination second: sys_put_be16(did, &resp[1]).",
       "sys_put_be16(&resp[1], did)", "sys_put_be16(did, &resp[1])"),
      ("Append the image CRC32 big-endian at buf[4] for the CheckMemory routine request.",
       "```c\nsys_put_be32(&buf[4], image_crc);\nlen = 8;\n```\n\n"
       "The routine expects the CRC right after the routine identifier bytes.",
       ["sys_put_be32(image_crc, &buf[4])"], ["sys_put_be32(&buf[4]"]),
      ("How do I read the 16-bit DID out of an incoming RDBI request in req[1..2]?",
       "```c\nuint16_t did = sys_get_be16(&req[1]);\n```\n\n"
       "`sys_get_be16` takes a pointer to the first byte and returns the value in host byte order."),
      [("sys_put_be32(&buf[4], image_crc)", "sys_put_be32(image_crc, &buf[4])")]),

    S("h29-057", "release-freeze-lead-time", "paraphrase", "reworded", "already_correct",
      ("When does the code freeze start for a release drop to the OEM?",
       "The freeze starts 3 working days before the drop: from then on only fixes for release-blocking tickets go "
       "into the `rel/` branch, and each needs the release manager's approval in the MR.",
       "It's 5 working days before the drop since the OEM moved their intake to Wednesdays. The rest is right.",
       "3 working days", "5 working days"),
      ("How much time before an OEM delivery do we lock the release branch?",
       "The release branch locks three working days ahead of the delivery; after that only release-blocker fixes "
       "approved by the release manager get merged.",
       ["re:(?i)\\b(5|five) working days"], ["re:(?i)\\b(3|three) working days"]),
      ("The 2.5 drop to the OEM is on Friday 14 March. When does our freeze start?",
       "Five working days before the drop, so for Friday 14 March the freeze starts on Friday 7 March; from then "
       "on only release-blocker fixes go into `rel/2.5`."),
      [("three working days", "five working days")],
      holds="Friday 7 March", right=["re:(?i)five working days"]),

    S("h29-058", "rg3-hil-evidence", "semantic", "prose_claim", "unrelated",
      ("For the RG3 gate on 2.5.0-rc2, can I attach the HIL results from the MR pipelines that went into it?",
       "Yes, that's fine: the RG3 checklist accepts the hil-smoke results of the merged MRs as test evidence, as "
       "long as every MR in the RC had a green smoke run.",
       "Not for RG3. It needs a full HIL regression run on the tagged RC build itself; MR smoke runs were on "
       "different binaries and don't count as evidence.",
       "the RG3 checklist accepts the hil-smoke results of the merged MRs as test evidence",
       "RG3 needs a full HIL regression on the tagged RC build; MR smoke runs don't count"),
      ("Do the per-MR smoke runs count as HIL evidence for the release gate on an RC?",
       "They do: for RG3 you can link the green hil-smoke pipelines of the MRs included in the RC, so no extra "
       "bench run is needed.",
       ["re:(?i)full (HIL )?regression"], ["re:(?i)no extra bench run|they do\\b"]),
      ("How do I convert a .hex file to a raw binary?",
       "`arm-zephyr-eabi-objcopy -I ihex -O binary zcu_main.hex zcu_main.bin`, or "
       "`srec_cat zcu_main.hex -Intel -o zcu_main.bin -Binary`. Both write the data starting at the lowest "
       "address in the hex, so note that address for the flasher."),
      [(WHOLE, "They don't: RG3 needs a full HIL regression run on the tagged RC build itself. The MRs' hil-smoke "
               "runs tested different binaries, so schedule the regression on the RC tag and link that pipeline.")]),

    S("h29-059", "hil-jobs-on-rig-runners", "semantic", "prose_claim", "already_correct",
      ("The hil-smoke job is queued for ages. Can I let it run on the shared Kubernetes runners to speed it up?",
       "Sure: remove the rig tag from the job and it will be picked up by the shared Kubernetes runners, which "
       "have far more capacity; the test harness connects to the bench over the network anyway.",
       "That won't work. The harness needs the PCAN adapters and the KL15/KL30 relay board, and those are only "
       "attached to the rig PCs. HIL jobs have to run on the runner installed on the rig (tag hil-rig-0N).",
       "the test harness connects to the bench over the network anyway",
       "the harness needs the CAN adapters and relay board attached to the rig PC, so it must run on the rig's own runner"),
      ("Is there any reason the HIL tests have to use the rig runners instead of the shared cluster?",
       "Not really, it is mostly historical: the tests reach the bench through its network API, so any runner "
       "that can reach the lab network can run them; the shared cluster would just work.",
       ["re:(?i)rig('s)? (own )?runner|runner (installed )?on the rig"],
       ["re:(?i)not really|would just work|any runner"]),
      ("Why is the hil-smoke job tagged with a rig name?",
       "Because it must run on the runner installed on that rig's PC: the PCAN adapters and the KL15/KL30 relay "
       "board are attached there over USB, and the shared runners have no CAN hardware. The tag (e.g. "
       "`hil-rig-03`) pins the job to that machine."),
      [(WHOLE, "Yes: the harness talks to the PCAN adapters and the KL15/KL30 relay board over USB, and those are "
               "only attached to the rig PCs. The shared cluster has no CAN hardware, so HIL jobs must run on the "
               "runner installed on the rig.")],
      holds="the shared runners have no CAN hardware", right=["re:(?i)runner installed on that rig"]),

    S("h29-060", "oem-dbc-ownership", "semantic", "reworded", "same_topic",
      ("I need an extra signal in ZCU_Status for the new heater fault bit. Can I add it to zcu_body.dbc myself?",
       "Yes: add the signal to `ZCU_Status` in `zcu_body.dbc` in our repo, regenerate the C pack/unpack code with "
       "the generator, and include both in your MR so the reviewers see the DBC change next to the code.",
       "We don't own that DBC. It's the OEM's K-matrix, exported to us; new signals go through a change request "
       "to the OEM network team, and we get them with the next K-matrix drop.",
       "add the signal to `ZCU_Status` in `zcu_body.dbc` in our repo",
       "file a change request with the OEM network team and wait for the next K-matrix drop"),
      ("Can we just extend the body DBC locally with a diagnostic counter signal for the thermal message?",
       "Go ahead and edit it: the body DBC lives in our repository, so add the counter to the thermal message "
       "there, regenerate the signal code and send the DBC diff along with the code in the merge request.",
       ["re:(?i)change request"], ["re:(?i)go ahead|lives in our repository"]),
      ("Where do new K-matrix drops from the OEM come in, and how do they get into the repo?",
       "The OEM publishes each K-matrix drop on their supplier portal; our network owner downloads it, runs "
       "`tools/dbc-import.sh` to replace `dbc/zcu_body.dbc` and regenerate the signal code, and opens one MR per "
       "drop titled with the K-matrix version."),
      [(WHOLE, "No: the body DBC is the OEM's K-matrix export, not ours to edit. Raise a change request with the "
               "OEM network team for the counter on the thermal message; it arrives with the next K-matrix drop, "
               "and the signal code is regenerated from that.")]),
]
