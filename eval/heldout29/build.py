#!/usr/bin/env python3
"""Build heldout29: 60 teach -> repeat -> control scenarios (standard library only).

    python3 eval/heldout29/build.py

eval/scenarioset.py validates the scenarios of part1.py .. part4.py and writes
scenarios.jsonl and README.md here (the counts per slice are its TARGETS).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scenarioset  # noqa: E402

META = {
    "SET": "heldout29",
    "PREFIX": "h29",
    "TITLE": ("an automotive embedded-firmware team: Zephyr, C and Rust on a Cortex-M7 zonal ECU "
              "(Kconfig, devicetree, west/CMake, MCUboot), a Yocto Linux gateway, CAN/CAN-FD and DBC files, "
              "UDS diagnostics and flashing, AUTOSAR naming, MISRA, a pytest HIL bench, GitLab CI and "
              "Artifactory, and team facts"),
    # The README's paragraphs: what the set is about (after "They follow"), the style of
    # its messages, and how it was written.
    "INTRO": """\
the zonal-controller firmware team ("ZCU") of an automotive supplier: C and some Rust on
an ARM Cortex-M7 ECU (an S32K344), Zephyr RTOS (Kconfig symbols, devicetree node labels and
CAN timing properties, logging modules, mutexes versus spinlocks in ISRs, busy waits, timers,
NVS, memory slabs, byte-order helpers), west and CMake builds (board names, extra Kconfig
fragments), MCUboot signing keys, Rust targets and release profiles, a Yocto Linux gateway
("tgw": layer compatibility, override syntax, SRC_URI protocols, cleaning tasks, image
names, parallelism variables, journald storage), CAN and CAN-FD (bit rates, sample points,
message ids, DBC attributes and scaling, classic nodes on FD buses, SocketCAN and python-can),
UDS diagnostics and flashing (request ids, sessions, DIDs, SecurityAccess levels, routine ids,
response-pending handling, ISO-TP padding, bootloader behaviour), AUTOSAR runnable naming,
MISRA C:2012 rules and deviation approval, a HIL test bench (pytest harness, rig hosts,
ignition versus power cycles, tolerances, markers, no fixed sleeps), GitLab CI (predefined
variables, change rules, runners, tokens), Artifactory repositories, and team facts
(variants and calibration ids, release gates and freeze lead time, Jira key and branch names,
supplier contacts, DBC ownership). Hosts, ids, names, versions and conventions are the
team's own, invented for this set.
""",
    "STYLE": """\
Each teach output holds exactly one mistake, which the user's message corrects; the
messages vary in style (x-not-y, bare fact, imperative, terse, hedged or question-shaped,
with thanks around it, with a reason, two values in one message, lower case,
multi-sentence, naming the wrong value only indirectly). The repeat is another session
that makes the same mistake again and must come back fixed (every `expect_contains`
present, every `expect_absent` absent; `re:` entries are Python regexes, the others
case-sensitive substrings). The control must come back byte-identical.
""",
    "PROVENANCE": """\
The set was written without reading cairn's code and without reading other sets'
scenarios; only heldout26's builder (for its validation code) and heldout26's README (for
this layout) were consulted.
""",
}

if __name__ == "__main__":
    scenarioset.main(__file__, META)
