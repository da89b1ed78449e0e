"""heldout29 part 3: the Yocto Linux gateway (tgw: layers, recipes, images, bitbake), host-side
C and Rust tools, and the HIL benches (python pytest harness, rig hosts, lint rules)."""

from part1 import S, WHOLE

SCENARIOS = [
    S("h29-031", "yocto-layerseries-compat", "literal", "casing", "lookalike",
      ("What goes in LAYERSERIES_COMPAT for the new meta-kestrel-diag layer?",
       "In `meta-kestrel-diag/conf/layer.conf`:\n\n    LAYERSERIES_COMPAT_kestrel-diag = \"kirkstone\"\n\n"
       "bitbake refuses to parse the layer if the running release isn't listed there.",
       "the tgw BSP moved to scarthgap in March. kirkstone is only the gen1 gateway.",
       "kirkstone", "scarthgap"),
      ("Which Yocto release should the new diag layer's README say it targets?",
       "Write that it targets Yocto Kirkstone (4.0 LTS), the same release as the rest of the tgw BSP, and list "
       "`meta-kestrel-tgw` and `meta-openembedded/meta-oe` as dependencies.",
       ["re:(?i)scarthgap"], ["re:(?i)kirkstone"]),
      ("Which Yocto release is the gen1 gateway (the old i.MX6 box) still built on?",
       "Gen1 is frozen on kirkstone: `meta-kestrel-gen1` pins poky and meta-freescale to the kirkstone branches, "
       "and it only gets security fixes until the vehicle line ends in 2026. Don't add new layers there."),
      [("Yocto Kirkstone (4.0 LTS)", "Yocto Scarthgap (5.0 LTS)")],
      holds="Gen1 is frozen on kirkstone", look="kirkstone"),

    S("h29-032", "bitbake-cleansstate-rebuild", "literal", "reordered_args", "lookalike",
      ("My change to can-gw-daemon isn't being picked up in the image. How do I force bitbake to rebuild it from scratch?",
       "Clean the recipe completely and rebuild:\n\n    bitbake -c cleanall can-gw-daemon\n    bitbake tgw-image-prod\n\n"
       "That throws away the work directory and the sstate objects, so the next build compiles it fresh.",
       "cleanall also wipes the recipe's downloads, which re-clones the repo over the lab VPN for nothing. To "
       "rebuild from scratch it's -c cleansstate.",
       "-c cleanall", "-c cleansstate"),
      ("Force a full rebuild of the uds-proxy recipe, what are the commands?",
       "```sh\nbitbake uds-proxy -c cleanall\nbitbake uds-proxy\n```\n\n"
       "The second command rebuilds it and every task that depends on its output.",
       ["-c cleansstate"], ["cleanall"]),
      ("The supplier re-uploaded the mcp2518fd firmware tarball under the same file name and bitbake keeps using "
       "the cached copy. How do I make it download again?",
       "That's the case where you do want the downloads gone:\n\n    bitbake -c cleanall mcp2518fd-fw\n"
       "    bitbake mcp2518fd-fw\n\n"
       "`cleanall` removes the recipe's files from `DL_DIR` as well, so the next build fetches the tarball again "
       "instead of reusing the cached one."),
      [("-c cleanall", "-c cleansstate")],
      holds="bitbake -c cleanall mcp2518fd-fw", look="-c cleanall"),

    S("h29-033", "fleet-gateway-image", "literal", "other_identifier", "lookalike",
      ("Which image do I build for the gateways going into the fleet test cars next week?",
       "Build the development image with the fleet machine config:\n\n    MACHINE=tgw-imx8mp bitbake tgw-image-dev\n\n"
       "It includes ssh and the debug tools, which helps when the cars come back with logs.",
       "Fleet cars get the production image, tgw-image-prod. Release gate RG3 forbids ssh/debug tools in anything "
       "that leaves the lab; the dev image is bench-only.",
       "tgw-image-dev", "tgw-image-prod"),
      ("What's the bitbake target for the fleet-test gateway SD cards, and where does the wic end up?",
       "Target `tgw-image-dev`; after the build the image is in "
       "`tmp/deploy/images/tgw-imx8mp/tgw-image-dev-tgw-imx8mp.rootfs.wic.zst`. Flash it with `bmaptool copy` "
       "using the `.bmap` file next to it.",
       ["tgw-image-prod-tgw-imx8mp.rootfs.wic.zst"], ["tgw-image-dev"]),
      ("The HIL benches' gateways need ssh for the test harness. Which image do they run?",
       "The benches run `tgw-image-dev`: it adds dropbear, gdbserver, can-utils and the `hil-agent` service that "
       "the pytest harness talks to. It is never shipped outside the lab."),
      [("tgw-image-dev", "tgw-image-prod")],
      holds="The benches run `tgw-image-dev`", look="tgw-image-dev"),

    S("h29-034", "hil-ignition-vs-power-cycle", "paraphrase", "renamed_identifier", "lookalike",
      ("Test for DTC aging needs 40 ignition cycles on the bench. How do I do one cycle with our HIL library?",
       "```python\nfor _ in range(40):\n    bench.power_cycle(off_s=2.0)\n"
       "    bench.wait_for_ecu('zcu_f', timeout_s=5)\n```\n\n"
       "Each iteration counts as one operation cycle for the ZCU's DTC handling.",
       "power_cycle drops KL30, that's a battery disconnect and it resets the aging counters we're trying to "
       "test. An ignition cycle is bench.ignition_cycle(off_s=2.0), which toggles KL15 only.",
       "bench.power_cycle(off_s=2.0)", "bench.ignition_cycle(off_s=2.0)"),
      ("Write a pytest that checks the ZCU keeps its learned window positions over 5 ignition cycles. The "
       "fixture is called `rig`.",
       "```python\ndef test_window_positions_survive_ignition(rig, zcu):\n    learned = zcu.read_did(0xFD21)\n"
       "    for _ in range(5):\n        rig.power_cycle(off_s=1.5)\n        rig.wait_for_ecu('zcu_f', timeout_s=5)\n"
       "    assert zcu.read_did(0xFD21) == learned\n```",
       ["rig.ignition_cycle(off_s=1.5)"], ["power_cycle("]),
      ("We need a test for the ZCU's behaviour after a full battery disconnect (RTC lost, NVM intact). How do I "
       "trigger that on the bench?",
       "That is exactly what `bench.power_cycle()` does: it opens the KL30 relay, so the ZCU loses battery supply "
       "and its RTC.\n\n```python\nbench.power_cycle(off_s=10.0)\nbench.wait_for_ecu('zcu_f', timeout_s=5)\n"
       "assert zcu.read_did(0xF1A0) != rtc_before\n```\n\n"
       "10 s is enough for the supply capacitors to drain completely."),
      [("rig.power_cycle(off_s=1.5)", "rig.ignition_cycle(off_s=1.5)")],
      holds="bench.power_cycle(off_s=10.0)", look="power_cycle"),

    S("h29-035", "hil-rig-hostname", "literal", "casing", "already_correct",
      ("Where do I point the pytest --bench-host option for rig 3?",
       "Rig 3's real-time PC is `hilpc03.lab.kestrel.local`; run\n\n"
       "    pytest tests/hil --bench-host hilpc03.lab.kestrel.local\n\n"
       "The harness connects to the XIL API server on port 8090 there.",
       "The rigs were renamed when they moved to the new lab. Rig 3 is hil-rig-03.lab.kestrel.local now, the "
       "hilpc names don't resolve anymore.",
       "hilpc03.lab.kestrel.local", "hil-rig-03.lab.kestrel.local"),
      ("How do I map the results share of bench 3 on my Windows laptop?",
       "Map it with `net use`:\n\n    net use R: \\\\HILPC03.LAB.KESTREL.LOCAL\\results /persistent:yes\n\n"
       "and use your lab domain account when prompted.",
       ["re:(?i)hil-rig-03\\.lab\\.kestrel\\.local"], ["re:(?i)hilpc03"]),
      ("What's the XIL API endpoint on rig 3?",
       "`hil-rig-03.lab.kestrel.local:8090`. The harness reads it from `benches.yaml`, so you normally only pass "
       "`--bench rig3` and it resolves the host and port from there."),
      [("HILPC03.LAB.KESTREL.LOCAL", "hil-rig-03.lab.kestrel.local")],
      holds="`hil-rig-03.lab.kestrel.local:8090`"),

    S("h29-036", "yocto-append-override-syntax", "literal", "code_block", "unrelated",
      ("I want can-utils in my local dev build of the gateway image without touching the recipe. What do I add to local.conf?",
       "Append it in `conf/local.conf`:\n\n    IMAGE_INSTALL_append = \" can-utils\"\n\n"
       "Note the leading space inside the quotes; append doesn't insert a separator for you.",
       "Old override syntax. Since honister it's IMAGE_INSTALL:append, and scarthgap errors out on the underscore form.",
       "IMAGE_INSTALL_append", "IMAGE_INSTALL:append"),
      ("For a bench build I need gdbserver and strace in the gateway image, local.conf only.",
       "Add to `conf/local.conf`:\n\n```\nIMAGE_INSTALL_append = \" gdbserver strace\"\n```\n\n"
       "Both come from poky, so no extra layer is needed.",
       ["IMAGE_INSTALL:append = \" gdbserver strace\""], ["IMAGE_INSTALL_append"]),
      ("How do I find out which process on my laptop is holding port 8090?",
       "On Linux, `ss -ltnp 'sport = :8090'` lists the listening socket with the owning process; `lsof -i :8090` "
       "works too if it's installed. On Windows use `netstat -ano | findstr :8090` and look the PID up in Task "
       "Manager."),
      [("IMAGE_INSTALL_append", "IMAGE_INSTALL:append")]),

    S("h29-037", "pytest-approx-abs-tolerance", "paraphrase", "renamed_identifier", "same_topic",
      ("Assert that the ZCU's reported supply voltage is 13.5 V within +/-0.2 V.",
       "```python\nvbat = zcu.read_signal('ZCU_Status', 'SupplyVoltage')\nassert vbat == pytest.approx(13.5, 0.2)\n```",
       "Isn't the second positional arg of approx rel? That makes it +/-20%, not +/-0.2 V. I need abs=0.2.",
       "pytest.approx(13.5, 0.2)", "pytest.approx(13.5, abs=0.2)"),
      ("Check that the measured KL30 current equals idle_current_a from the calibration within 0.05 A.",
       "```python\nmeasured = rig.psu.measure_current()\nassert measured == pytest.approx(idle_current_a, 0.05)\n```\n\n"
       "Read `idle_current_a` from the calibration fixture so the test follows the variant.",
       ["pytest.approx(idle_current_a, abs=0.05)"], ["pytest.approx(idle_current_a, 0.05)"]),
      ("How do I assert a list of three measured cycle times are all 100 ms within 5 ms?",
       "`pytest.approx` works element-wise on sequences:\n\n```python\n"
       "assert cycle_times_ms == pytest.approx([100, 100, 100], abs=5)\n```\n\n"
       "The failure message shows which element was out of tolerance."),
      [("pytest.approx(idle_current_a, 0.05)", "pytest.approx(idle_current_a, abs=0.05)")]),

    S("h29-038", "hil-no-fixed-sleep", "paraphrase", "equivalent_construct", "already_correct",
      ("After sending the unlock request from the bench, check that the ZCU reports the doors unlocked.",
       "```python\nrig.send('BCM_Command', LockRequest=2)\ntime.sleep(0.5)\n"
       "assert rig.last('ZCU_DoorState', 'AllUnlocked') == 1\n```\n\n"
       "Half a second is plenty for the ZCU to drive the actuators and report back.",
       "No fixed sleeps in HIL tests: hil-lint rejects time.sleep because that's what made the nightly flaky. "
       "Use rig.wait_for('ZCU_DoorState', AllUnlocked=1, timeout_s=0.5).",
       "time.sleep(0.5)", "rig.wait_for('ZCU_DoorState', AllUnlocked=1, timeout_s=0.5)"),
      ("Test: the interior light turns on within 300 ms of opening the driver door on the bench.",
       "```python\nfrom time import sleep\n\nrig.set_signal('DoorStatus_FL', DoorAjar_FL=1)\nsleep(0.3)\n"
       "assert rig.last('ZCU_Lighting', 'InteriorLight') == 1\n```",
       ["rig.wait_for('ZCU_Lighting', InteriorLight=1, timeout_s=0.3)"], ["re:\\bsleep\\("]),
      ("Check that the ZCU answers the lock request by setting AllLocked within 400 ms.",
       "```python\nrig.send('BCM_Command', LockRequest=1)\n"
       "rig.wait_for('ZCU_DoorState', AllLocked=1, timeout_s=0.4)\n```\n\n"
       "`wait_for` raises `SignalTimeout` with the last seen value if the signal doesn't reach 1 in time, so no "
       "separate assert is needed."),
      [("from time import sleep\n\n", ""),
       ("sleep(0.3)\nassert rig.last('ZCU_Lighting', 'InteriorLight') == 1",
        "rig.wait_for('ZCU_Lighting', InteriorLight=1, timeout_s=0.3)")],
      holds="rig.wait_for('ZCU_DoorState', AllLocked=1, timeout_s=0.4)", right=["rig.wait_for("]),

    S("h29-039", "gateway-journal-volatile", "semantic", "prose_claim", "unrelated",
      ("A customer car's gateway rebooted overnight. Can I pull the journal from before the reboot when it comes "
       "into the workshop?",
       "Yes. The journal on tgw is persistent, so `journalctl -b -1` shows the previous boot's log, including "
       "whatever happened right before the reboot; copy it off with `journalctl -b -1 -o export > prev.journal`.",
       "tgw runs journald with Storage=volatile (the rootfs is read-only), so the previous boot's journal is gone "
       "after a reboot. What survives is the can-gw-logger ring buffer under /data/log.",
       "The journal on tgw is persistent",
       "journald on tgw uses Storage=volatile, so earlier boots are lost; only /data/log survives"),
      ("Is there any way to see the gateway's system log from before yesterday's watchdog reset?",
       "Sure: journald keeps logs from earlier boots on tgw, so list them with `journalctl --list-boots` and open "
       "the one before the reset with `journalctl -b -1`.",
       ["re:/data/log"], ["re:(?i)keeps logs from earlier boots|journal on tgw is persistent"]),
      ("What's the quickest way to diff two DBC files?",
       "`canmatrix` ships a `cancompare` tool: `cancompare zcu_body_v3.1.dbc zcu_body_v3.2.dbc` lists added, "
       "removed and changed frames and signals. A plain `git diff` works too, but the attribute lines make it noisy."),
      [(WHOLE, "Not from journald: tgw runs it with `Storage=volatile` on the read-only rootfs, so earlier boots are "
               "gone after the reset. Check the can-gw-logger ring buffer under `/data/log` instead; it survives "
               "reboots.")]),

    S("h29-040", "bitbake-parallel-make", "semantic", "reworded", "same_topic",
      ("The gateway build machine has 32 cores but compiling the kernel only uses a few. Which variable do I raise?",
       "Raise `BB_NUMBER_THREADS` in local.conf; it is the number of compiler jobs bitbake passes to make inside "
       "each recipe, so setting it to 32 makes the kernel compile with `-j 32`.",
       "BB_NUMBER_THREADS is how many bitbake tasks run at once. The -j inside a recipe is PARALLEL_MAKE "
       "(PARALLEL_MAKE = \"-j 32\").",
       "it is the number of compiler jobs bitbake passes to make inside each recipe",
       "`PARALLEL_MAKE` sets the make -j inside each recipe; `BB_NUMBER_THREADS` is the number of parallel bitbake tasks"),
      ("How do I get make to use more jobs when bitbake compiles a single big recipe like the kernel?",
       "Set `BB_NUMBER_THREADS = \"32\"` in local.conf: that value becomes the `-j` that each recipe's make is "
       "called with, so the kernel build will use all 32 cores.",
       ["PARALLEL_MAKE"], ["re:(?i)BB_NUMBER_THREADS[^.]*becomes the `?-j"]),
      ("Where should DL_DIR and SSTATE_DIR point on the gateway build server?",
       "Both live on the shared NVMe volume so every build directory reuses them:\n\n"
       "    DL_DIR = \"/srv/yocto/downloads\"\n    SSTATE_DIR = \"/srv/yocto/sstate-scarthgap\"\n\n"
       "Keep the sstate directory per release; mixing releases in one sstate cache only wastes space."),
      [(WHOLE, "Set `PARALLEL_MAKE = \"-j 32\"` in local.conf; that is the `-j` each recipe's make is called with. "
               "`BB_NUMBER_THREADS` is a different knob: how many bitbake tasks run in parallel.")]),

    S("h29-041", "recipe-src-uri-protocol", "literal", "other_identifier", "unrelated",
      ("Write the SRC_URI for the new uds-proxy recipe; the code is in the tgw group on our GitLab.",
       "```bitbake\nSRC_URI = \"git://gitlab.kestrel.local/tgw/uds-proxy.git;protocol=https;branch=main\"\n"
       "SRCREV = \"${AUTOREV}\"\nS = \"${WORKDIR}/git\"\n```\n\n"
       "Pin `SRCREV` to a commit hash before the recipe goes into a release branch.",
       "build hosts can't clone over https from our gitlab (no token there), recipes use protocol=ssh with the "
       "bitbake deploy key.",
       "protocol=https", "protocol=ssh"),
      ("can-gw-daemon needs a recipe too, tracking the rel/2.4 branch. SRC_URI line?",
       "`SRC_URI = \"git://gitlab.kestrel.local/tgw/can-gw-daemon.git;branch=rel/2.4;protocol=https\"`, and set "
       "`SRCREV` to the tip commit of `rel/2.4` so the build is reproducible.",
       ["protocol=ssh"], ["protocol=https"]),
      ("How do I undo the last local commit but keep the changes staged?",
       "`git reset --soft HEAD~1` moves the branch back one commit and leaves the changes staged, ready to be "
       "committed again. Don't do it on a commit you have already pushed to a shared branch."),
      [("protocol=https", "protocol=ssh")]),

    S("h29-042", "rust-motorola-byte-order", "paraphrase", "renamed_identifier", "already_correct",
      ("In the Rust trace-analyser, decode EngineSpeed: 16-bit Motorola (big-endian) at bytes 2..4 of the frame.",
       "```rust\nlet engine_speed_raw = u16::from_le_bytes([data[2], data[3]]);\n"
       "let engine_speed_rpm = f32::from(engine_speed_raw) * 0.25;\n```\n\nThe factor 0.25 comes from the DBC.",
       "I think Motorola means you want u16::from_be_bytes([data[2], data[3]]) there, no?",
       "u16::from_le_bytes([data[2], data[3]])", "u16::from_be_bytes([data[2], data[3]])"),
      ("Same tool: VehicleSpeed is a big-endian u16 in bytes 4 and 5, factor 0.01 km/h. Decode it.",
       "```rust\nlet veh_speed_raw = u16::from_le_bytes([data[4], data[5]]);\n"
       "let veh_speed_kph = f32::from(veh_speed_raw) * 0.01;\n```",
       ["u16::from_be_bytes([data[4], data[5]])"], ["from_le_bytes"]),
      ("Decode the 32-bit big-endian odometer at bytes 0..4 in the trace-analyser.",
       "```rust\nlet odo_raw = u32::from_be_bytes([data[0], data[1], data[2], data[3]]);\n"
       "let odo_km = f64::from(odo_raw) * 0.1;\n```\n\n"
       "`from_be_bytes` matches the Motorola byte order used in the DBC."),
      [("from_le_bytes", "from_be_bytes")],
      holds="u32::from_be_bytes([data[0], data[1], data[2], data[3]])", right=["from_be_bytes"]),

    S("h29-043", "c-array-size-loop", "paraphrase", "equivalent_construct", "unrelated",
      ("Loop over dtc_table (an array of struct dtc_entry) and clear the status byte of every entry.",
       "```c\nfor (size_t i = 0; i < sizeof(dtc_table); i++) {\n    dtc_table[i].status = 0U;\n}\n```",
       "sizeof gives bytes, not entries; that runs way past the end of the table. Use ARRAY_SIZE(dtc_table).",
       "i < sizeof(dtc_table)", "i < ARRAY_SIZE(dtc_table)"),
      ("Count how many entries in nm_nodes[] (array of struct nm_node) have the sleep-ready flag set.",
       "```c\nsize_t ready = 0U;\nsize_t n = 0U;\n\nwhile (n < sizeof(nm_nodes)) {\n"
       "    if (nm_nodes[n].sleep_ready) {\n        ready++;\n    }\n    n++;\n}\n```",
       ["ARRAY_SIZE(nm_nodes)"], ["sizeof(nm_nodes)"]),
      ("What's the lab's policy on leaving a bench powered overnight?",
       "Benches may stay powered overnight only when a nightly job is scheduled on them in GitLab; otherwise the "
       "last person out switches the KL30 supply off at the rack breaker. The rack PDUs log who switched what, so "
       "ask in #hil-lab if you find one left on."),
      [("sizeof(nm_nodes)", "ARRAY_SIZE(nm_nodes)")]),

    S("h29-044", "pytest-marker-selection", "paraphrase", "code_block", "same_topic",
      ("How do I run only the smoke tests of the HIL suite locally against rig 3?",
       "Filter by name:\n\n    pytest tests/hil --bench rig3 -k smoke\n\n"
       "That selects every test whose name contains `smoke`.",
       "our smoke tests aren't named smoke-anything, they're tagged. it's -m smoke (the marker is registered in pytest.ini).",
       "-k smoke", "-m smoke"),
      ("CI job for the HIL smoke set should skip the tests tagged slow. What's the script line?",
       "```yaml\nhil-smoke:\n  stage: hil\n  script:\n"
       "    - pytest tests/hil --bench rig3 -k \"smoke and not slow\" --junitxml=report.xml\n```",
       ["-m \"smoke and not slow\""], ["-k \"smoke"]),
      ("How do I list which HIL tests carry the smoke marker without running them?",
       "`pytest tests/hil -m smoke --collect-only -q` prints the node ids of the selected tests and exits; "
       "nothing is sent to the bench."),
      [("-k \"smoke and not slow\"", "-m \"smoke and not slow\"")]),

    S("h29-045", "nightly-hil-merge-gating", "semantic", "prose_claim", "already_correct",
      ("If the nightly HIL regression goes red, what happens to the merge requests queued for main?",
       "They are blocked: a red nightly HIL run fails the main branch status and GitLab stops merging anything "
       "until the regression is green again.",
       "Nightly doesn't gate merges. A red nightly just opens a ZCU ticket for the on-duty tester; what gates an "
       "MR is its own hil-smoke job.",
       "a red nightly HIL run fails the main branch status and GitLab stops merging anything until the regression "
       "is green again",
       "a red nightly only opens a ticket for the on-duty tester; merges are gated by each MR's hil-smoke job"),
      ("Does a failing nightly regression on the rigs stop people from merging?",
       "Yes, merging is frozen: when the nightly regression fails, main turns red and GitLab blocks every merge "
       "request until someone fixes the regression.",
       ["re:hil-smoke"], ["re:(?i)merging is frozen|blocks every merge request"]),
      ("What actually gates an MR on the HIL side?",
       "Only the MR's own `hil-smoke` job: it runs the smoke-marked tests on a free rig and must pass before the "
       "merge button is enabled. The nightly full regression is informational; a red nightly opens a ticket but "
       "never blocks merges."),
      [(WHOLE, "No. A failing nightly regression opens a ticket for the on-duty tester but does not block merges; "
               "each merge request is gated only by its own `hil-smoke` job.")],
      holds="never blocks merges", right=["hil-smoke"]),
]
