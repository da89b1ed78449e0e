"""heldout29 part 1: the ECU firmware (Zephyr on the S32K344 zonal controllers, C and Rust,
west builds, Kconfig, devicetree, MCUboot signing, MISRA deviations)."""

WHOLE = None


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {
        "id": id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": teach[0], "output": teach[1], "message": teach[2],
                  "gold_wrong": teach[3], "gold_right": teach[4]},
        "repeat": {"query": repeat[0], "output": repeat[1],
                   "expect_contains": repeat[2], "expect_absent": repeat[3]},
        "control": {"query": control[0], "output": control[1]},
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


SCENARIOS = [
    S("h29-001", "zephyr-canfd-kconfig", "literal", "code_block", "unrelated",
      ("What do I put in prj.conf to get CAN-FD frames on the zcu_front board? The controller is the S32K3 FlexCAN.",
       "For the FlexCAN on the S32K344 you need the CAN driver and FD support enabled in prj.conf:\n\n"
       "    CONFIG_CAN=y\n    CONFIG_CAN_FD_ENABLE=y\n\n"
       "Then call `can_set_mode(can_dev, CAN_MODE_FD)` before `can_start()`; without it the controller stays "
       "in classic CAN and drops frames with the FDF bit set.",
       "CONFIG_CAN_FD_ENABLE doesn't exist, Kconfig just prints a warning and ignores it. The symbol is CONFIG_CAN_FD_MODE.",
       "CONFIG_CAN_FD_ENABLE", "CONFIG_CAN_FD_MODE"),
      ("zcu_rear also needs FD now for the new 2 Mbit/s data phase. What's the prj.conf fragment?",
       "Same as the front board. Put this in `boards/zcu_rear.conf` (or prj.conf if you want it for every board):\n\n"
       "```kconfig\nCONFIG_CAN=y\nCONFIG_CAN_FD_ENABLE=y\n```\n\n"
       "and set the data-phase timing with `can_set_timing_data()` after switching the mode to `CAN_MODE_FD`.",
       ["CONFIG_CAN_FD_MODE=y"], ["CONFIG_CAN_FD_ENABLE"]),
      ("How do I see which west extension commands our manifest adds?",
       "Run `west help` from inside the workspace; extension commands declared in `scripts/west-commands.yml` of "
       "the manifest repo are listed under \"extension commands\" together with the project that provides them. "
       "If `sign-zcu` is missing, run `west update` first so the manifest project is checked out."),
      [("CONFIG_CAN_FD_ENABLE", "CONFIG_CAN_FD_MODE")]),

    S("h29-002", "west-board-name-front", "literal", "reordered_args", "same_topic",
      ("What's the west command for a pristine build of the main app for the front zonal controller?",
       "From the workspace root:\n\n    west build -p always -b s32k344_zcu apps/zcu_main -d build/front\n\n"
       "`-p always` wipes the build directory first, so Kconfig and devicetree changes are picked up. The board "
       "definition lives in `kestrel-zephyr/boards/kestrel/`.",
       "-b zcu_front. s32k344_zcu isn't a board we have, the board dir is boards/kestrel/zcu_front.",
       "s32k344_zcu", "zcu_front"),
      ("I need a clean rebuild of zcu_main for the front ECU into build/front, what do I type?",
       "Use a pristine build so the devicetree overlay is regenerated:\n\n"
       "```sh\nwest build -d build/front -b s32k344_zcu -p always apps/zcu_main\n```\n\n"
       "Afterwards `west flash -d build/front` uses the runner configured in the board's `board.cmake`.",
       ["-b zcu_front"], ["s32k344_zcu"]),
      ("How do I open menuconfig for an existing build directory without rebuilding?",
       "Point west at the existing build directory and run the menuconfig target:\n\n"
       "    west build -d build/front -t menuconfig\n\n"
       "Changes you save there only live in `build/front/zephyr/.config`; copy anything you want to keep into "
       "`prj.conf` or the board's `.conf` file, otherwise the next pristine build drops it."),
      [("s32k344_zcu", "zcu_front")]),

    S("h29-003", "main-stack-size-uds", "literal", "other_identifier", "lookalike",
      ("The UDS dispatcher runs on the main thread now. Anything to change in prj.conf?",
       "Moving the dispatcher onto the main thread means its stack usage now counts against the main stack, so "
       "size it explicitly:\n\n    CONFIG_MAIN_STACK_SIZE=1024\n    CONFIG_THREAD_STACK_INFO=y\n\n"
       "`CONFIG_THREAD_STACK_INFO` lets `thread_analyzer` report the high-water mark so you can check the margin "
       "on the HIL bench.",
       "1024 is what overflowed on the bench last sprint. With the ISO-TP buffers on the stack we settled on "
       "CONFIG_MAIN_STACK_SIZE=4096 for zcu_main.",
       "CONFIG_MAIN_STACK_SIZE=1024", "CONFIG_MAIN_STACK_SIZE=4096"),
      ("Can you give me the stack-related prj.conf lines for zcu_main? I want thread analyzer on too.",
       "These go together in prj.conf:\n\n    CONFIG_THREAD_ANALYZER=y\n    CONFIG_THREAD_ANALYZER_AUTO=y\n"
       "    CONFIG_MAIN_STACK_SIZE=1024\n    CONFIG_ISR_STACK_SIZE=2048\n\n"
       "With `THREAD_ANALYZER_AUTO` the analyzer prints every thread's stack usage periodically on the console.",
       ["CONFIG_MAIN_STACK_SIZE=4096"], ["CONFIG_MAIN_STACK_SIZE=1024"]),
      ("What's the shell thread stack set to in the bench build?",
       "`prj_bench.conf` keeps the shell small since it only runs a handful of commands:\n\n"
       "    CONFIG_SHELL=y\n    CONFIG_SHELL_STACK_SIZE=1024\n    CONFIG_SHELL_BACKEND_SERIAL=y\n\n"
       "If you add the `can` shell commands, bump it; `can send` with FD frames needs more."),
      [("CONFIG_MAIN_STACK_SIZE=1024", "CONFIG_MAIN_STACK_SIZE=4096")],
      holds="CONFIG_SHELL_STACK_SIZE=1024", look="1024"),

    S("h29-004", "zephyr-can-extended-id-flag", "paraphrase", "equivalent_construct", "same_topic",
      ("Write me the Zephyr code to send the 29-bit diagnostic response frame 0x18DAF1E2 with 8 bytes.",
       "```c\nstruct can_frame frame = {0};\n\nframe.id = 0x18DAF1E2;\nframe.id_type = CAN_EXTENDED_IDENTIFIER;\n"
       "frame.dlc = 8;\nmemcpy(frame.data, payload, 8);\n\n"
       "int err = can_send(can_dev, &frame, K_MSEC(10), NULL, NULL);\nif (err != 0) {\n"
       "    LOG_ERR(\"diag tx failed: %d\", err);\n}\n```\n\n"
       "Passing `NULL` as the callback makes `can_send` block until the frame is sent or the timeout expires.",
       "We're on Zephyr 3.6, there's no id_type field anymore. Extended ids are flagged with frame.flags = CAN_FRAME_IDE.",
       "frame.id_type = CAN_EXTENDED_IDENTIFIER", "frame.flags = CAN_FRAME_IDE"),
      ("How do I build the frame for the 29-bit NM message 0x1B000012 in Zephyr? Just the struct init.",
       "A designated initializer keeps it compact:\n\n```c\nconst struct can_frame nm_frame = {\n    .id = 0x1B000012,\n"
       "    .id_type = CAN_EXTENDED_IDENTIFIER,\n    .dlc = 8,\n    .data = { 0x12, 0x40 },\n};\n```\n\n"
       "The unused data bytes are zero-initialised by the initializer.",
       ["CAN_FRAME_IDE"], ["CAN_EXTENDED_IDENTIFIER", "id_type"]),
      ("How do I set up a Zephyr RX filter that only accepts 0x3B0 standard frames?",
       "```c\nconst struct can_filter filter = {\n    .id = 0x3B0,\n    .mask = CAN_STD_ID_MASK,\n    .flags = 0,\n};\n\n"
       "int filter_id = can_add_rx_filter(can_dev, rx_callback, NULL, &filter);\n```\n\n"
       "`can_add_rx_filter` returns the filter id on success (keep it for `can_remove_rx_filter`) and a negative "
       "errno otherwise."),
      [(".id_type = CAN_EXTENDED_IDENTIFIER", ".flags = CAN_FRAME_IDE")]),

    S("h29-005", "dt-nodelabel-body-can", "literal", "other_identifier", "lookalike",
      ("How do I get the device pointer for the body CAN controller in the zcu_main app?",
       "Get it from devicetree at build time and check it's ready before use:\n\n```c\n"
       "static const struct device *const can_dev = DEVICE_DT_GET(DT_NODELABEL(can0));\n\n"
       "if (!device_is_ready(can_dev)) {\n    LOG_ERR(\"CAN device not ready\");\n    return -ENODEV;\n}\n```",
       "the body can is on flexcan1 in our board dts, there's no can0 label. DT_NODELABEL(flexcan1).",
       "DT_NODELABEL(can0)", "DT_NODELABEL(flexcan1)"),
      ("The diag module needs its own handle to the body bus controller, how should it look?",
       "Declare it at file scope in `diag_can.c`:\n\n```c\n"
       "static const struct device *const diag_can = DEVICE_DT_GET(DT_NODELABEL(can0));\n```\n\n"
       "and call `device_is_ready(diag_can)` in `diag_init()`. Both modules end up with the same device instance, "
       "which is fine because the CAN API is thread-safe.",
       ["DT_NODELABEL(flexcan1)"], ["DT_NODELABEL(can0)"]),
      ("On the gateway, how do I bring up the SocketCAN interface for the body bus by hand?",
       "On the tgw gateway the body bus is `can0` (the second MCP2518FD is `can1`):\n\n```sh\nip link set can0 down\n"
       "ip link set can0 type can bitrate 250000 dbitrate 2000000 fd on\nip link set can0 up\ncandump can0\n```\n\n"
       "The systemd-networkd unit does the same at boot, so only do this on a bench unit."),
      [("DT_NODELABEL(can0)", "DT_NODELABEL(flexcan1)")],
      holds="ip link set can0 up", look="can0"),

    S("h29-006", "rust-target-hardfloat-m7", "literal", "code_block", "lookalike",
      ("Which target do I add with rustup for the Rust signal-filter crate on the M7 core?",
       "The M7 on the S32K344 is ARMv7E-M, so:\n\n    rustup target add thumbv7em-none-eabi\n\n"
       "and set the same triple under `[build] target` in `.cargo/config.toml` so `cargo build` picks it up "
       "without `--target`.",
       "That's the soft-float triple. The M7 has the FPU and our C side builds with -mfloat-abi=hard, so it has to "
       "be thumbv7em-none-eabihf or the link fails on the ABI mismatch.",
       "thumbv7em-none-eabi", "thumbv7em-none-eabihf"),
      ("What should .cargo/config.toml in sigfilter-rs look like so cargo builds for the M7 by default?",
       "```toml\n[build]\ntarget = \"thumbv7em-none-eabi\"\n\n[target.thumbv7em-none-eabi]\n"
       "rustflags = [\"-C\", \"target-cpu=cortex-m7\"]\n```\n\n"
       "The crate is linked into the Zephyr image as a static library, so no linker script is needed here.",
       ["thumbv7em-none-eabihf"], ["re:thumbv7em-none-eabi\\b"]),
      ("What triple does the watchdog-supervisor crate build for? It runs on the small companion MCU, a Cortex-M4 without FPU.",
       "The companion chip has no FPU, so that crate correctly stays on the soft-float triple:\n\n"
       "    cargo build --release --target thumbv7em-none-eabi -p wdg-supervisor\n\n"
       "Only the crates that link into the M7 image need the hard-float target."),
      [("thumbv7em-none-eabi", "thumbv7em-none-eabihf")],
      holds="--target thumbv7em-none-eabi -p wdg-supervisor", look="thumbv7em-none-eabi"),

    S("h29-007", "k-mutex-in-isr", "semantic", "prose_claim", "already_correct",
      ("The CAN RX callback runs in ISR context and needs to update the shared signal table that the app thread "
       "also writes. Can I just wrap it in the existing k_mutex?",
       "Yes. A `k_mutex` can be taken from an ISR as long as you pass `K_NO_WAIT`, so in the callback do:\n\n"
       "```c\nif (k_mutex_lock(&sig_lock, K_NO_WAIT) == 0) {\n    sig_table_update(frame);\n"
       "    k_mutex_unlock(&sig_lock);\n}\n```\n\n"
       "If the lock is busy you drop that update, which is acceptable for cyclic signals.",
       "Mutexes aren't allowed in ISRs in Zephyr at all, K_NO_WAIT or not; k_mutex_lock asserts when called from "
       "interrupt context. Use a k_spinlock for the table.",
       "A `k_mutex` can be taken from an ISR as long as you pass `K_NO_WAIT`",
       "A `k_mutex` cannot be used from an ISR; protect the table with a `k_spinlock`"),
      ("Quick one: the FlexCAN RX callback is in interrupt context. Is it OK to lock a k_mutex there with no "
       "timeout to guard the DTC status array?",
       "That works: locking a mutex with `K_NO_WAIT` never blocks, so it is allowed in interrupt context. Keep "
       "the critical section short and skip the update if the lock is held by the DTC thread.",
       ["re:(?i)spin ?lock"], ["re:(?i)(is|are) allowed in (interrupt|ISR)"]),
      ("Should the signal table in sig_table.c be guarded by a mutex or a spinlock, given the CAN callback writes it?",
       "A spinlock. The FlexCAN RX callback runs in ISR context, where `k_mutex_lock` is not permitted, so use a "
       "`k_spinlock`:\n\n```c\nstatic struct k_spinlock sig_lock;\n\n"
       "k_spinlock_key_t key = k_spin_lock(&sig_lock);\nsig_table_update(frame);\nk_spin_unlock(&sig_lock, key);\n"
       "```\n\nThe thread side must take the same lock."),
      [(WHOLE, "No: a `k_mutex` cannot be used from interrupt context at all, even with `K_NO_WAIT`. Guard the DTC "
               "status array with a `k_spinlock` (`k_spin_lock`/`k_spin_unlock`) in both the callback and the DTC "
               "thread, and keep the critical section short.")],
      holds="k_spin_lock(&sig_lock)", right=["re:(?i)spin ?lock"]),

    S("h29-008", "log-module-declare-second-file", "paraphrase", "renamed_identifier", "unrelated",
      ("diag_session.c is a new file in the diag module (diag_main.c already registers the log module). What "
       "logging boilerplate goes at the top?",
       "```c\n#include <zephyr/logging/log.h>\nLOG_MODULE_REGISTER(diag, CONFIG_DIAG_LOG_LEVEL);\n```\n\n"
       "Then use `LOG_INF`/`LOG_ERR` as usual; messages show up with the `diag` prefix.",
       "Registering it a second time gives a duplicate symbol at link time. Second file of a module is "
       "LOG_MODULE_DECLARE(diag, CONFIG_DIAG_LOG_LEVEL).",
       "LOG_MODULE_REGISTER(diag, CONFIG_DIAG_LOG_LEVEL)", "LOG_MODULE_DECLARE(diag, CONFIG_DIAG_LOG_LEVEL)"),
      ("I'm splitting the network-management code: nm_main.c registers the `nm` log module and I'm adding "
       "nm_timers.c. What goes at the top of nm_timers.c for logging?",
       "```c\n#include <zephyr/logging/log.h>\nLOG_MODULE_REGISTER(nm, CONFIG_NM_LOG_LEVEL);\n```\n\n"
       "Everything logged from `nm_timers.c` then carries the `nm` prefix, same as `nm_main.c`.",
       ["LOG_MODULE_DECLARE(nm, CONFIG_NM_LOG_LEVEL)"], ["LOG_MODULE_REGISTER(nm"]),
      ("What's the shortcut to attach GDB to the running target without reflashing?",
       "`west attach -d build/front` starts the debug server from the board's runner and connects GDB to the "
       "running core without programming the flash. With the Lauterbach runner that opens TRACE32 instead, so "
       "use `--runner jlink` on the bench J-Link probes."),
      [("LOG_MODULE_REGISTER(nm", "LOG_MODULE_DECLARE(nm")]),

    S("h29-009", "mcuboot-dev-signing-key", "literal", "reworded", "already_correct",
      ("Which key does the dev build sign the MCUboot image with? I need to set it for the new app.",
       "Set it in the app's prj.conf so `west build` signs automatically:\n\n"
       "    CONFIG_MCUBOOT_SIGNATURE_KEY_FILE=\"bootloader/mcuboot/root-rsa-2048.pem\"\n\n"
       "The same key has to be compiled into the bootloader, otherwise MCUboot rejects the update in slot 1 and "
       "keeps running the old image.",
       "We don't use mcuboot's demo RSA key anywhere. Dev builds sign with keys/zcu-dev-ec256.pem (ECDSA P-256), "
       "it's in the manifest repo.",
       "bootloader/mcuboot/root-rsa-2048.pem", "keys/zcu-dev-ec256.pem"),
      ("The rear app's images aren't being signed with our dev key I think. Which key file should the build point at?",
       "The dev signing key is MCUboot's bundled `bootloader/mcuboot/root-rsa-2048.pem`; point "
       "`CONFIG_MCUBOOT_SIGNATURE_KEY_FILE` at it in the rear app's prj.conf and do a pristine build. You can "
       "confirm the signature with `imgtool verify -k <key> build/rear/zephyr/zephyr.signed.bin`.",
       ["keys/zcu-dev-ec256.pem"], ["root-rsa-2048.pem"]),
      ("How do I check which key a signed zcu image was signed with?",
       "`imgtool verify` tells you whether the image verifies against a given key:\n\n"
       "    imgtool verify -k keys/zcu-dev-ec256.pem build/front/zephyr/zephyr.signed.bin\n\n"
       "It prints the image version and hash and fails with a signature error if the image was signed with a "
       "different key."),
      [("bootloader/mcuboot/root-rsa-2048.pem", "keys/zcu-dev-ec256.pem")],
      holds="imgtool verify -k keys/zcu-dev-ec256.pem"),

    S("h29-010", "memset-arg-order", "paraphrase", "reordered_args", "unrelated",
      ("Before each ISO-TP transmit I want to clear the 64-byte tx buffer. Can you add that to isotp_send()?",
       "Add the clear right before the payload copy:\n\n```c\n"
       "int isotp_send(struct isotp_ctx *ctx, const uint8_t *data, size_t len)\n{\n"
       "    memset(ctx->tx_buf, sizeof(ctx->tx_buf), 0);\n"
       "    memcpy(ctx->tx_buf, data, MIN(len, sizeof(ctx->tx_buf)));\n    ...\n}\n```\n\n"
       "That way stale bytes from the previous message never end up in the padding.",
       "memset's args are the other way round: memset(ctx->tx_buf, 0, sizeof(ctx->tx_buf)). As written it fills "
       "0 bytes, and cppcheck flags it.",
       "memset(ctx->tx_buf, sizeof(ctx->tx_buf), 0)", "memset(ctx->tx_buf, 0, sizeof(ctx->tx_buf))"),
      ("In uds_handle_rdbi() I build the positive response in a local struct. Zero it first please.",
       "```c\nstruct uds_rdbi_resp resp;\n\nmemset(&resp, sizeof(resp), 0);\nresp.sid = 0x62;\n"
       "resp.did = sys_cpu_to_be16(did);\n```\n\n"
       "Alternatively initialise it with `= {0}` at declaration, which the compiler usually turns into the same code.",
       ["memset(&resp, 0, sizeof(resp))"], ["memset(&resp, sizeof(resp), 0)"]),
      ("What's the clang-format config we use for firmware?",
       "The firmware repos share `.clang-format` from `kestrel-tools/style`: it is based on the Linux kernel style "
       "with `IndentWidth: 4`, `ColumnLimit: 100` and `BreakBeforeBraces: Linux`. CI runs "
       "`git clang-format --diff origin/main` on merge requests and fails the `lint` job on any diff."),
      [("memset(&resp, sizeof(resp), 0)", "memset(&resp, 0, sizeof(resp))")]),

    S("h29-011", "dts-sample-point-body", "literal", "code_block", "same_topic",
      ("Can you write the devicetree overlay to set the body CAN on zcu_front to 250 kbit/s?",
       "In `boards/zcu_front.overlay`:\n\n```dts\n&flexcan1 {\n    status = \"okay\";\n    bus-speed = <250000>;\n"
       "    sample-point = <875>;\n};\n```\n\n"
       "Zephyr computes the prescaler and segment lengths from these two values at init.",
       "OEM spec for the body bus says 80% sample point, not 87.5. sample-point = <800>.",
       "sample-point = <875>", "sample-point = <800>"),
      ("Rear board needs the same body-bus timing in its overlay, can you write it?",
       "Here's `boards/zcu_rear.overlay`; the rear board routes the body bus to the same FlexCAN instance:\n\n"
       "```dts\n&flexcan1 {\n    status = \"okay\";\n    pinctrl-0 = <&flexcan1_default>;\n"
       "    pinctrl-names = \"default\";\n    bus-speed = <250000>;\n    sample-point = <875>;\n};\n```",
       ["sample-point = <800>"], ["sample-point = <875>"]),
      ("How do I enable the FD data phase at 2 Mbit/s in the same overlay?",
       "Add the data-phase properties next to the nominal ones:\n\n```dts\n&flexcan1 {\n"
       "    bus-speed-data = <2000000>;\n    sample-point-data = <750>;\n};\n```\n\n"
       "and enable `CONFIG_CAN_FD_MODE=y` in prj.conf, otherwise the driver ignores the data-phase timing."),
      [("sample-point = <875>", "sample-point = <800>")]),

    S("h29-012", "busy-wait-in-thread", "paraphrase", "equivalent_construct", "already_correct",
      ("The TJA1145 transceiver needs 5 ms after the mode change before we can transmit. Add the wait in can_phy_wakeup().",
       "```c\nint can_phy_wakeup(void)\n{\n    int err = tja1145_set_mode(&phy, TJA1145_MODE_NORMAL);\n\n"
       "    if (err) {\n        return err;\n    }\n    k_busy_wait(5000);\n    return 0;\n}\n```\n\n"
       "`k_busy_wait` takes microseconds, so 5000 is 5 ms.",
       "can_phy_wakeup runs in the NM thread, not an ISR. Don't spin there for 5 ms, it starves everything below "
       "it. k_msleep(5).",
       "k_busy_wait(5000)", "k_msleep(5)"),
      ("After switching the LIN transceiver to normal mode in lin_phy_enable() we have to wait 2 ms. Can you add that?",
       "```c\nint lin_phy_enable(void)\n{\n    gpio_pin_set_dt(&lin_en, 1);\n    k_busy_wait(2 * USEC_PER_MSEC);\n"
       "    return 0;\n}\n```\n\nThe delay covers the transceiver's wake-up time before the first header is sent.",
       ["re:k_msleep\\(2\\)|k_sleep\\(K_MSEC\\(2\\)\\)"], ["k_busy_wait("]),
      ("What's the right way to wait 10 ms in the NM thread before re-sending the wake-up frame?",
       "Sleep, so lower-priority threads keep running:\n\n```c\nk_msleep(10);\nnm_send_wakeup();\n```\n\n"
       "`k_msleep` puts the thread to sleep for at least 10 ms; it must not be called from an ISR."),
      [("k_busy_wait(2 * USEC_PER_MSEC)", "k_msleep(2)")],
      holds="k_msleep(10);", right=["re:k_msleep\\(\\d+\\)"]),

    S("h29-013", "west-extra-conf-file", "literal", "reordered_args", "same_topic",
      ("How do I add debug.conf on top of prj.conf for a local build of zcu_main?",
       "Pass it through to CMake after `--`:\n\n"
       "    west build -b zcu_front apps/zcu_main -- -DOVERLAY_CONFIG=debug.conf\n\n"
       "The fragments are merged in order, so anything in `debug.conf` overrides `prj.conf`.",
       "OVERLAY_CONFIG has been deprecated since 3.4 and prints a warning on every configure. Use "
       "-DEXTRA_CONF_FILE=debug.conf.",
       "-DOVERLAY_CONFIG=debug.conf", "-DEXTRA_CONF_FILE=debug.conf"),
      ("I want the debug Kconfig fragment plus the RTT overlay for the rear build, what's the full command?",
       "Both go after the `--` separator; order between them doesn't matter:\n\n```sh\n"
       "west build -d build/rear-dbg -b zcu_rear apps/zcu_main -- -DEXTRA_DTC_OVERLAY_FILE=rtt.overlay "
       "-DOVERLAY_CONFIG=debug.conf\n```",
       ["-DEXTRA_CONF_FILE=debug.conf"], ["-DOVERLAY_CONFIG"]),
      ("Where does west put the merged .config so I can check a symbol's final value?",
       "In the build directory: `build/front/zephyr/.config` holds the merged result of every fragment. "
       "`grep CONFIG_LOG_DEFAULT_LEVEL build/front/zephyr/.config` shows the value that actually got built, and "
       "`west build -t guiconfig` shows where each value came from."),
      [("-DOVERLAY_CONFIG=debug.conf", "-DEXTRA_CONF_FILE=debug.conf")]),

    S("h29-014", "misra-deviation-approval", "semantic", "reworded", "unrelated",
      ("cppcheck-misra flags Rule 11.5 in the DMA buffer cast in flexcan_dma.c and I think the cast is needed. "
       "How do I get a deviation through?",
       "Add a `/* cppcheck-suppress misra-c2012-11.5 */` comment with a justification on the line above the cast, "
       "and have the module owner approve it in the merge request; once the owner has approved the MR the "
       "deviation is accepted and the MISRA gate goes green.",
       "Module owners can't sign off deviations. It needs a deviation record (DEV-xxx in the safety wiki) approved "
       "by the functional safety manager before the suppression is allowed in.",
       "have the module owner approve it in the merge request",
       "file a deviation record approved by the functional safety manager"),
      ("There's a Rule 17.7 finding where we ignore the return of a logging call. What's the process to accept it "
       "as a deviation?",
       "Put a justified suppression on the line (`/* cppcheck-suppress misra-c2012-17.7 */` plus a one-line reason) "
       "and ask the owner of the logging module to approve the deviation in the MR review. Their approval is what "
       "the MISRA gate checks.",
       ["re:(?i)safety manager"], ["re:(?i)owner[^.]*approv|approv[^.]*owner"]),
      ("How do I get access to the lab's Vector license server from home?",
       "The CANoe licenses are served by `vlic01.lab.kestrel.local`, which is only reachable through the lab VPN "
       "profile (`Kestrel-Lab` in the GlobalProtect client). Once connected, the Vector License Client finds the "
       "server automatically; if not, add it by hostname under Network Licenses."),
      [(WHOLE, "Put a justified suppression on the line (`/* cppcheck-suppress misra-c2012-17.7 */` plus a one-line "
               "reason) and file a deviation record (DEV number in the safety wiki) that the functional safety "
               "manager signs off; the suppression only goes in once that record is accepted.")]),

    S("h29-015", "rust-overflow-checks-release", "semantic", "prose_claim", "already_correct",
      ("In sigfilter-rs the tick counter is a u16 that's added to every 1 ms. When it overflows after ~65 s, what "
       "happens in the release firmware?",
       "Nothing dramatic: in release builds an overflow just wraps silently, so `tick += 1` goes from 65535 back "
       "to 0 and the filter keeps running. Only debug builds panic on overflow. If you want to make the intent "
       "explicit you can still write `tick = tick.wrapping_add(1)`.",
       "Not for us. sigfilter-rs sets overflow-checks = true in [profile.release], so that overflow panics and "
       "the panic handler resets the ECU. It has to be wrapping_add.",
       "in release builds an overflow just wraps silently",
       "overflow-checks = true in our release profile, so an overflow panics and resets the ECU"),
      ("The CAN timeout counter in sigfilter-rs is a u8 incremented each cycle. Is it a problem if it overflows in "
       "the production build?",
       "No. Overflow checks are a debug-only thing in Rust; the production (release) build compiles "
       "`timeout += 1` to a plain add that wraps from 255 to 0, so the counter simply starts over.",
       ["re:overflow-checks|wrapping_add|saturating_add"],
       ["re:(?i)debug-only|simply starts over|plain add that wraps"]),
      ("What does [profile.release] in sigfilter-rs look like?",
       "```toml\n[profile.release]\nopt-level = \"s\"\nlto = true\ncodegen-units = 1\npanic = \"abort\"\n"
       "overflow-checks = true\n```\n\n"
       "`overflow-checks = true` keeps arithmetic overflow panicking in release too, so counters that are meant to "
       "wrap must use `wrapping_add`."),
      [(WHOLE, "Yes. sigfilter-rs builds its release profile with `overflow-checks = true`, so `timeout += 1` "
               "panics when it passes 255 and the panic handler resets the ECU. Write "
               "`timeout = timeout.wrapping_add(1)` (or `saturating_add` if it should stick at 255).")],
      holds="overflow-checks = true", right=["overflow-checks = true"]),
]
