"""heldout29 part 2: the vehicle networks (CAN and CAN-FD on the body and chassis buses, DBC
files, UDS diagnostics and flashing of the ZCU, ISO-TP, AUTOSAR naming, the python tooling)."""

from part1 import S, WHOLE

SCENARIOS = [
    S("h29-016", "uds-physical-request-id", "literal", "casing", "lookalike",
      ("What CAN ids do I use to talk UDS to the front zonal controller from the tester?",
       "The ZCU-F uses an 11-bit pair: send physical requests to 0x7E0 and listen for responses on 0x7EA. "
       "Functional requests (e.g. TesterPresent to all ECUs) go to 0x7DF.",
       "0x7E0 is the engine ECU. ZCU-F takes physical requests on 0x7E2; the 0x7EA response id you have is right.",
       "0x7E0", "0x7E2"),
      ("Setting up python-udsoncan for the ZCU-F flashing script, which txid/rxid?",
       "```python\naddr = isotp.Address(isotp.AddressingMode.Normal_11bits, txid=0x7e0, rxid=0x7ea)\n"
       "conn = IsoTPSocketConnection('can0', addr)\n```\n\n"
       "The tester transmits on `txid` and the ECU answers on `rxid`.",
       ["re:(?i)txid=0x7e2"], ["re:(?i)0x7e0\\b"]),
      ("Which ids does the engine ECU use for diagnostics? I need to read its DTCs on the same bus.",
       "The ECM on the powertrain side uses the classic pair: physical requests to 0x7E0, responses from 0x7E8. "
       "Open a session with it the same way as with the ZCU, just with those two ids."),
      [("0x7e0", "0x7e2")],
      holds="physical requests to 0x7E0, responses from 0x7E8", look="0x7E0"),

    S("h29-017", "body-can-nominal-bitrate", "literal", "reworded", "lookalike",
      ("What nominal bit rate is the body CAN on? Setting up a CANoe config for the ZCU-F.",
       "The body CAN runs at 500 kbit/s nominal with a 2 Mbit/s CAN-FD data phase; set the CANoe channel to CAN FD "
       "with those two rates and the 80% sample point from the OEM spec.",
       "body bus is 250 nominal. The 2 Mbit/s data phase is right.",
       "500 kbit/s", "250 kbit/s"),
      ("For the bus-load estimate: what arbitration-phase speed does the body network use?",
       "Arbitration on the body network is at 500 kbit/s; only the data phase of FD frames switches to 2 Mbit/s. "
       "For the bus-load estimate, count each frame's header and CRC at the nominal rate and the payload at the "
       "data rate.",
       ["250 kbit/s"], ["500 kbit/s"]),
      ("Is the chassis CAN that ZCU-R sits on also CAN-FD?",
       "No, the chassis CAN is classic CAN at 500 kbit/s; it carries the brake and steering messages from the "
       "OEM's chassis ECUs, which don't support FD. ZCU-R only listens there for wheel speeds."),
      [("500 kbit/s", "250 kbit/s")],
      holds="classic CAN at 500 kbit/s", look="500 kbit/s"),

    S("h29-018", "uds-vin-did", "literal", "code_block", "lookalike",
      ("Which DID do I read to get the VIN from the ZCU?",
       "Use ReadDataByIdentifier (0x22) with DID 0xF18C; the positive response (0x62) echoes the DID and carries "
       "the 17 ASCII characters of the VIN.",
       "F18C is the ECU serial number. VIN is 0xF190.",
       "0xF18C", "0xF190"),
      ("Can you write the udsoncan call that reads the VIN in our EOL script?",
       "```python\nclient.config['data_identifiers'] = {0xF18C: udsoncan.AsciiCodec(17)}\n"
       "resp = client.read_data_by_identifier(0xF18C)\nvin = resp.service_data.values[0xF18C]\n```\n\n"
       "`AsciiCodec(17)` decodes the 17 bytes as the VIN string.",
       ["0xF190"], ["0xF18C"]),
      ("How do I read the ECU serial number in the EOL script?",
       "The ECU serial number is DID 0xF18C:\n\n```python\n"
       "client.config['data_identifiers'] = {0xF18C: udsoncan.AsciiCodec(20)}\n"
       "serial = client.read_data_by_identifier(0xF18C).service_data.values[0xF18C]\n```\n\n"
       "ZCU serials are 20 characters, starting with the plant code."),
      [("0xF18C", "0xF190")],
      holds="The ECU serial number is DID 0xF18C", look="0xF18C"),

    S("h29-019", "zcu-status-msg-id", "literal", "casing", "lookalike",
      ("What's the CAN id of ZCU_Status in zcu_body.dbc?",
       "`ZCU_Status` is 0x3A1, 8 bytes, sent every 100 ms by ZCU-F, with the alive counter in byte 7.",
       "It moved in DBC v3.2; ZCU_Status is 0x3A4 now and the old id belongs to DoorStatus_FL.",
       "0x3A1", "0x3A4"),
      ("I need a candump filter on the gateway for the zonal controller's status frame.",
       "candump filters are `id:mask` in hex; for ZCU_Status (0x3a1):\n\n    candump -t a can0,3a1:7ff\n\n"
       "`-t a` prints absolute timestamps, which makes the 100 ms cycle easy to check.",
       ["can0,3a4:7ff"], ["re:(?i)\\b(0x)?3a1\\b"]),
      ("Which message carries the front-left door ajar bit?",
       "`DoorStatus_FL`, id 0x3A1, sent by the front-left door module every 50 ms; the ajar flag is bit 0 of "
       "byte 0 (`DoorAjar_FL`)."),
      [("0x3a1", "0x3a4"), ("can0,3a1", "can0,3a4")],
      holds="`DoorStatus_FL`, id 0x3A1", look="0x3A1"),

    S("h29-020", "uds-programming-session", "literal", "reworded", "already_correct",
      ("What's the UDS sequence to get the ZCU into programming before RequestDownload?",
       "1. `10 03`: DiagnosticSessionControl, programming session\n"
       "2. `27 11` / `27 12`: SecurityAccess seed/key at the programming level\n"
       "3. `31 01 FF 00`: RoutineControl, erase memory\n4. `34 ...`: RequestDownload",
       "Programming session is 10 02. 10 03 is extended.",
       "10 03", "10 02"),
      ("Writing the raw-frame fallback for the flasher: which bytes switch the ZCU bootloader into programming mode?",
       "Send DiagnosticSessionControl with the programming sub-function, i.e. the two bytes `10 03`, as a single "
       "frame on 0x7E2; after the positive response you have to unlock SecurityAccess level 0x11 before erasing.",
       ["10 02"], ["10 03"]),
      ("After a failed flash the ZCU sits in the bootloader. How do I get it back into programming to retry?",
       "Request the programming session again with `10 02`; the bootloader accepts it directly from its default "
       "session. Then redo SecurityAccess (`27 11` / `27 12`), the erase routine and the download from the first "
       "block."),
      [("10 03", "10 02")],
      holds="`10 02`"),

    S("h29-021", "interrupted-flash-state", "semantic", "prose_claim", "same_topic",
      ("If the tester loses power halfway through flashing the ZCU, do we brick it?",
       "No, and the car still drives: the ZCU bootloader only switches to the new application after the download "
       "completes and the checksum routine passes, so an interrupted flash leaves the old application in place and "
       "running after the next power cycle.",
       "That's not how our bootloader works. There's only one app slot and the erase routine wipes it before the "
       "download. An interrupted flash leaves the ZCU sitting in the bootloader without an application; not "
       "bricked, but it won't run until you reflash.",
       "an interrupted flash leaves the old application in place and running after the next power cycle",
       "an interrupted flash leaves the ZCU in the bootloader with no application until it is reflashed"),
      ("The EOL station sometimes aborts a flash midway. What state is the ZCU in afterwards?",
       "Nothing is lost: the previous application stays intact because the bootloader only activates the new "
       "image once the whole download has been verified, so after a power cycle the ECU boots the old software "
       "as before.",
       ["re:(?i)(no|without an?) (valid )?application"],
       ["re:(?i)(previous|old) (application|software|image)[^.]*(intact|in place|as before)|boots the old"]),
      ("How long does a full ZCU flash take over the body CAN?",
       "About 95 seconds for the 1.8 MB application with FD frames at the 2 Mbit/s data phase: the erase routine "
       "takes around 8 s, the transfer the rest. With classic CAN frames it is closer to six minutes, which is "
       "why the flasher always uses FD."),
      [(WHOLE, "The application slot is already erased by then, so the ZCU stays in the bootloader without a valid "
               "application after a power cycle. It still answers UDS on 0x7E2, so the station can simply restart "
               "the flash sequence.")]),

    S("h29-022", "swc-runnable-naming", "paraphrase", "renamed_identifier", "unrelated",
      ("New SWC DoorCtrl needs a 10 ms cyclic runnable. What do I name it?",
       "Following the AUTOSAR style for cyclic functions, call it `DoorCtrl_MainFunction_10ms` and map it to the "
       "10 ms task in the OS configuration; the RTE generator then creates the timing event for it.",
       "_MainFunction is for BSW modules only, the naming checker rejects it on SWCs. Runnables are "
       "<Swc>_Run_<period>ms, so DoorCtrl_Run_10ms.",
       "DoorCtrl_MainFunction_10ms", "DoorCtrl_Run_10ms"),
      ("LightCtrl gets a 20 ms periodic runnable for the hazard blinker timing. Name?",
       "Name it `LightCtrl_MainFunction_20ms` and add a TimingEvent with a 20 ms period in the SWC's internal "
       "behavior; the RTE maps it into the 20 ms OS task together with the other 20 ms runnables.",
       ["LightCtrl_Run_20ms"], ["LightCtrl_MainFunction_20ms"]),
      ("What's the difference between a DTC's confirmed and pending status bits?",
       "In the UDS status byte, bit 2 (`pendingDTC`) is set when the fault was detected in the current or last "
       "operation cycle, and bit 3 (`confirmedDTC`) once it has matured according to the DTC's confirmation "
       "threshold. A pending DTC can clear itself after a fault-free cycle; a confirmed one stays until a "
       "ClearDTCInformation or the aging counter removes it."),
      [("LightCtrl_MainFunction_20ms", "LightCtrl_Run_20ms")]),

    S("h29-023", "dbc-offset-scaling", "paraphrase", "equivalent_construct", "same_topic",
      ("CoolantTemp in zcu_body.dbc is 8 bits, factor 0.5, offset -40. How do I convert raw to degrees C in the C decoder?",
       "```c\nstatic inline float coolant_temp_degc(uint8_t raw)\n{\n    return (raw - 40) * 0.5f;\n}\n```\n\n"
       "So raw 0 is the minimum and raw 255 the maximum of the range.",
       "Thanks, that's the shape I wanted, but DBC is raw*factor+offset and the offset isn't scaled. It should be "
       "raw * 0.5f - 40.0f; yours gives -20 for raw 0 instead of -40.",
       "(raw - 40) * 0.5f", "raw * 0.5f - 40.0f"),
      ("Same signal in the HIL Python helpers: decode CoolantTemp raw to degrees.",
       "```python\ndef coolant_temp_degc(raw: int) -> float:\n    return (raw - 40) / 2\n```\n\n"
       "Use it on the byte from the ZCU_Thermal frame before comparing against the bench's temperature setpoint.",
       ["re:raw \\* 0\\.5 - 40|raw / 2 - 40"], ["re:\\(raw - 40\\)"]),
      ("How do I encode a target temperature back to raw for the HeaterSetpoint signal (factor 0.5, offset -40)?",
       "Invert the DBC formula and round:\n\n```c\nstatic inline uint8_t heater_setpoint_raw(float degc)\n{\n"
       "    return (uint8_t)lroundf((degc + 40.0f) / 0.5f);\n}\n```\n\n"
       "Clamp `degc` to -40 ... 87.5 first so the result fits in 8 bits."),
      [("(raw - 40) / 2", "raw * 0.5 - 40")]),

    S("h29-024", "security-access-programming-level", "paraphrase", "equivalent_construct", "already_correct",
      ("Add the SecurityAccess step to the ZCU flashing script, after the session change.",
       "```python\nwith Client(conn, config=config) as client:\n    client.change_session(2)\n"
       "    client.unlock_security_access(1)\n    flash_application(client, image)\n```\n\n"
       "`unlock_security_access` requests the seed, runs the `security_algo` from the client config and sends the key.",
       "The programming level on the ZCU is 0x11, not 1. Level 1 is the extended-diagnostics level and doesn't "
       "allow erase.",
       "unlock_security_access(1)", "unlock_security_access(0x11)"),
      ("I'm making the flasher table-driven per ECU. What does the ZCU entry look like?",
       "```python\nECUS = {\n    'zcu_f': {\n        'txid': 0x7E2,\n        'rxid': 0x7EA,\n        'session': 2,\n"
       "        'security_level': 1,\n        'erase_routine': 0xFF00,\n    },\n}\n```\n\n"
       "The flasher walks these keys in order: session change, unlock, erase, download.",
       ["'security_level': 0x11"], ["'security_level': 1,"]),
      ("Which SecurityAccess level do we need on the ZCU before calling the erase routine?",
       "The programming level: request the seed with `27 11` and send the key with `27 12`. In the script that "
       "is `client.unlock_security_access(0x11)`; the erase routine answers NRC 0x33 (securityAccessDenied) if "
       "you skipped it."),
      [("'security_level': 1,", "'security_level': 0x11,")],
      holds="`27 11`"),

    S("h29-025", "python-can-interface-kwarg", "paraphrase", "other_identifier", "unrelated",
      ("HIL helper: open a python-can bus on the bench's body CAN interface.",
       "```python\nimport can\n\nbus = can.interface.Bus(channel='can1', bustype='socketcan', fd=True)\n```\n\n"
       "Use it as a context manager (`with can.Bus(...) as bus:`) in tests so the socket is closed even when an "
       "assertion fails.",
       "bustype= is deprecated in python-can 4.x and warns on every test, it's interface='socketcan'.",
       "bustype='socketcan'", "interface='socketcan'"),
      ("Need a fixture for the in-process virtual bus in the unit tests of the HIL library.",
       "```python\n@pytest.fixture\ndef vbus():\n"
       "    with can.Bus(channel='unit', bustype='virtual', receive_own_messages=True) as bus:\n"
       "        yield bus\n```\n\n"
       "`receive_own_messages=True` lets a test read back what it sent, which is handy for the encoder tests.",
       ["interface='virtual'"], ["bustype="]),
      ("What's the git command to find which commit introduced a string in the DBC history?",
       "Use the pickaxe: `git log -S 'ZCU_Thermal' --oneline -- dbc/zcu_body.dbc` lists the commits that added or "
       "removed that string, and `-G` takes a regex instead if you want to match changed lines."),
      [("bustype='virtual'", "interface='virtual'")]),

    S("h29-026", "isotp-padding-byte", "literal", "casing", "already_correct",
      ("What padding byte does the OEM spec want for ISO-TP frames to the ZCU?",
       "Pad unused bytes of single and last consecutive frames with 0xAA; the ZCU bootloader doesn't check it, "
       "but the OEM's network test does.",
       "OEM diag spec 4.3 says 0xCC padding. 0xAA was the old platform.",
       "0xAA", "0xCC"),
      ("How do I configure padding in the python isotp params for the flasher?",
       "Set it in the isotp stack params:\n\n```python\nisotp_params = {\n    'tx_padding': 0xaa,\n"
       "    'tx_data_length': 64,\n    'blocksize': 0,\n    'stmin': 0,\n}\n```\n\n"
       "`tx_data_length: 64` uses full FD frames for consecutive frames.",
       ["re:'tx_padding': 0x[cC]{2}"], ["re:(?i)0xaa"]),
      ("The network test flagged padding on our TesterPresent frames. What should it be?",
       "The OEM spec wants every unused byte set to 0xCC, including single frames like TesterPresent "
       "(`02 3E 80 CC CC CC CC CC`). Check that the tester tool's padding option is on and set to 0xCC."),
      [("0xaa", "0xcc")],
      holds="`02 3E 80 CC CC CC CC CC`"),

    S("h29-027", "dbc-cycle-time-attribute", "literal", "other_identifier", "unrelated",
      ("How do I set the cycle time of the new ZCU_Thermal message (0x3B2, 1000 ms) in the DBC by hand?",
       "Add an attribute value line for the message (DBC uses decimal ids):\n\n"
       "    BA_ \"CycleTime\" BO_ 946 1000;\n\n"
       "and check that the attribute definition exists in the header section, otherwise CANdb++ drops the value "
       "on load.",
       "Our DBCs and the OEM's generator use GenMsgCycleTime; a CycleTime attribute is just ignored by the code "
       "generator.",
       "\"CycleTime\"", "\"GenMsgCycleTime\""),
      ("DoorStatus_FL should be sent every 50 ms; what line goes in the DBC for that?",
       "DBC attribute values reference the message by decimal id, so for DoorStatus_FL (929):\n\n"
       "    BA_ \"CycleTime\" BO_ 929 50;\n\nCANdb++ shows it in the message's Attributes tab afterwards.",
       ["BA_ \"GenMsgCycleTime\" BO_ 929 50;"], ["\"CycleTime\""]),
      ("How do I make git ignore file mode changes on the shared lab PC checkout?",
       "`git config core.fileMode false` in that clone stops git from reporting executable-bit flips (common when "
       "the repo lives on an NTFS share mounted into WSL). It is a per-repository setting, so other clones are "
       "unaffected."),
      [("\"CycleTime\"", "\"GenMsgCycleTime\"")]),

    S("h29-028", "uds-erase-routine-id", "literal", "reordered_args", "same_topic",
      ("Write the erase step for the ZCU flasher with udsoncan. App region is 0x00440000, 0x1C0000 bytes.",
       "```python\nerase_params = struct.pack('>BII', 0x44, 0x00440000, 0x1C0000)\n"
       "client.routine_control(0xFF01, 1, erase_params)\n```\n\n"
       "`0x44` is the addressAndLengthFormatIdentifier (4-byte address, 4-byte size); control type 1 is startRoutine.",
       "0xFF00. FF01 is CheckProgrammingDependencies.",
       "0xFF01", "0xFF00"),
      ("In the table-driven flasher I call udsoncan with keyword arguments. What's the erase-memory call?",
       "```python\nclient.routine_control(\n    control_type=RoutineControl.ControlType.startRoutine,\n"
       "    routine_id=0xFF01,\n    data=erase_params,\n)\n```\n\n"
       "`erase_params` is the packed format byte, start address and length of the region.",
       ["routine_id=0xFF00"], ["0xFF01"]),
      ("What routine do we run after the download to check the image?",
       "After `RequestTransferExit` the flasher starts routine 0x0202 (CheckMemory) with the CRC32 of the image; "
       "the ZCU answers with `71 01 02 02 00` when the checksum matches. Only then does it run "
       "CheckProgrammingDependencies."),
      [("0xFF01", "0xFF00")]),

    S("h29-029", "classic-node-fd-frames", "semantic", "prose_claim", "unrelated",
      ("The OEM's legacy rain-light sensor on the body bus is classic CAN only. Is it a problem if we start "
       "sending FD frames there?",
       "Not really. A classic CAN controller doesn't understand the FDF bit, so it simply ignores FD frames and "
       "keeps receiving the classic frames it is interested in; you only need to make sure the messages it "
       "consumes stay classic.",
       "It does matter. A non-FD-tolerant controller treats the FDF bit as a form error and sends error frames, "
       "so it destroys every FD frame on the bus. That's why the sensor was moved to its own segment before we "
       "switched.",
       "it simply ignores FD frames",
       "it flags FD frames as form errors and destroys them with error frames"),
      ("Can a CAN-FD node share a segment with the old seat module, which only speaks classic CAN 2.0?",
       "Yes, mixing is fine: the seat module's controller skips over FD frames it can't decode and keeps working "
       "with the classic frames addressed to it.",
       ["re:(?i)error frame"], ["re:(?i)skips over FD frames|ignores FD frames|mixing is fine"]),
      ("How can I make pytest show the slowest ten tests?",
       "Pass `--durations=10`; pytest prints the ten slowest setup, call and teardown phases after the run. Add "
       "`--durations-min=1.0` to hide everything under a second."),
      [(WHOLE, "Only if the seat module's controller is FD-tolerant. A plain CAN 2.0 controller treats FD frames as "
               "form errors and answers with error frames, which destroys every FD frame on that segment, so keep "
               "the seat module on a classic-only segment or fit a transceiver that filters FD traffic.")]),

    S("h29-030", "nrc-response-pending", "semantic", "reworded", "same_topic",
      ("During erase the ZCU keeps answering 7F 31 78. Does the flasher need to retry the routine?",
       "Yes. NRC 0x78 means the ECU could not process the request right now, so wait a moment and send the "
       "RoutineControl again; after three attempts give up and report the erase as failed.",
       "No, 0x78 is responsePending. The ECU is still working and will send the positive response itself; the "
       "tester just has to keep waiting with the P2* timeout (5 s on the ZCU) instead of resending.",
       "wait a moment and send the RoutineControl again",
       "keep waiting for the final response within the P2* timeout"),
      ("Our flasher log shows NRC 0x78 several times during erase. How should the tool react?",
       "Treat 0x78 as a transient failure: back off briefly and re-send the request, retrying up to three times "
       "before aborting the flash.",
       ["re:(?i)P2\\*|P2_star|p2_star"], ["re:(?i)re-?send|retry|retrying"]),
      ("What does NRC 0x22 mean when I try to start the erase routine?",
       "0x22 is conditionsNotCorrect: the ZCU refuses the erase because a precondition isn't met, typically "
       "vehicle speed above 0 km/h or terminal 15 off. Check the `ZCU_PreconditionStatus` DID (0xFD10) to see "
       "which condition failed."),
      [(WHOLE, "Keep waiting: 0x78 is responsePending, so the ZCU is still busy and will send the positive response "
               "on its own. Extend the timeout to P2* (5 s on the ZCU) after each 0x78 and do not send the "
               "request again.")]),
]
