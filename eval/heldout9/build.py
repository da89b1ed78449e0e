#!/usr/bin/env python3
"""Builder for the heldout9 learning-loop scenarios (held-out evaluation set).

    python3 eval/heldout9/build.py

The scenarios live below as Python data. Build-only fields (never written to
scenarios.jsonl):

  key    the core wrong text as it appears in teach.output
  fixed  a hand fix of repeat.output, written as (old, new) replacements
  trap   lookalike controls: the text in control.output that a literal
         substitution of the mistake would hit
  holds  already_correct controls: the right value the control already holds
  allow  ids of other scenarios whose outputs may contain this key (rarely used)

Every check below must pass before scenarios.jsonl is (re)written.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")

DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KIND = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = ("reworded", "code_block", "identifier", "casing")
TOPICS = {"company", "mobile", "embedded-iot", "gamedev-graphics", "scientific",
          "windows-admin", "spreadsheets"}

SCENARIOS = []


def sc(id, topic, difficulty, variation, control_kind, *, tq, to, tm, gw, gr,
       rq, ro, ec, ea, cq, co, key, fixed, trap=None, holds=None, allow=()):
    SCENARIOS.append({
        "id": id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm,
                  "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": list(ec),
                   "expect_absent": list(ea)},
        "control": {"query": cq, "output": co},
        "_key": key, "_fixed": fixed, "_trap": trap, "_holds": holds,
        "_allow": list(allow),
    })


# =====================================================================
# Scenarios. About a third concern "Hedgerow Metrics", a fictional small
# company: Rook weather stations, Wren soil probes, Kestrel (KS3) gateways,
# the Hedgerow Field mobile app, an MQTT ingest pipeline and a Windows
# ingest box. Facts used consistently across scenarios:
#   topics hedgerow/v2/<farm>/<device>/obs (+ /status heartbeat)
#   prod broker mq.hedgerow.internal:8883 (TLS); dev mq-dev.hedgerow.internal:1884
#   Wren console 230400 baud, Kestrel console 115200
#   bundle id com.hedgerowmetrics.field; Android minSdk 26, targetSdk 34
#   firmware share \\hm-files02\eng\firmware (hm-files01: finance and HR only)
#   tags <product>/vX.Y.Z; app release branches release/X.Y
#   Wren sample 900 s, uplink 3600 s; Wren runs on 2x AA lithium cells
#   demo farm Pennock = farm-0031, gateway HM-KS3-00412; Dunmore gateway HM-KS3-00421
#   Windows service HedgerowIngest ("Hedgerow Ingest Agent")
#   Wren_Calibration.xlsx, sheet Coeffs; Rook reports pressure in hPa
#   OTA rings ring0 (Pennock) -> ring1 -> all, 48 h soak; hmsign slot 2 prod, slot 1 dev
#   Kestrel SSH hmadmin on port 2222; config /etc/hedgerow/kestrel.toml
#   InfluxDB buckets hm_obs_raw / hm_obs_1h; Xcode schemes Field-Prod / Field-Staging
#   farm ids zero-padded to four digits
# =====================================================================

sc("h9-001", "company", "literal", "identifier", "lookalike",
   tq=r"""Write me a mosquitto_sub command to watch the readings from Rook station rook-0042 on the Pennock demo farm (farm-0031).""",
   to=r"""Against the production broker (TLS on 8883), subscribing to the device-level topic:

```bash
mosquitto_sub -h mq.hedgerow.internal -p 8883 --cafile /etc/hedgerow/ca.pem \
  -t 'hedgerow/v2/farm-0031/rook-0042/telemetry' -v
```

You'll also need credentials from the ops vault (`-u` / `-P`); the broker doesn't allow anonymous subscribers. Rook stations publish every 5 minutes, so give it a moment before assuming nothing is coming through.""",
   tm=r"""Our topics end in /obs, not /telemetry: hedgerow/v2/<farm>/<device>/obs. (/status is the heartbeat.)""",
   gw=r"""rook-0042/telemetry""", gr=r"""rook-0042/obs""",
   rq=r"""Need to check if the Wren probe wren-1180 on farm-0118 is sending anything. Sub command?""",
   ro=r"""Subscribe to that probe's topic on the production broker:

```bash
mosquitto_sub -h mq.hedgerow.internal -p 8883 --cafile /etc/hedgerow/ca.pem \
  -u "$HM_MQ_USER" -P "$HM_MQ_PASS" \
  -t 'hedgerow/v2/farm-0118/wren-1180/telemetry' -v
```

Wren probes only uplink once an hour, so an empty terminal for a while doesn't mean it's dead. To see whether it's alive at all, add `-t 'hedgerow/v2/farm-0118/wren-1180/status'` as a second topic: the heartbeat there is retained, so you'll immediately see the last time it checked in.""",
   ec=[r"""hedgerow/v2/farm-0118/wren-1180/obs""", r"""hedgerow/v2/farm-0118/wren-1180/status"""],
   ea=[r"""re:hedgerow/v2/farm-0118/wren-1180/telemetry"""],
   cq=r"""Which InfluxDB measurement does the ingest service write Rook data into? I want to chart rook-0042 in Grafana.""",
   co=r"""The ingest service writes every obs message into the `telemetry` measurement of the `hm_obs_raw` bucket, with the device id as a tag. A Flux query for the Grafana panel:

```flux
from(bucket: "hm_obs_raw")
  |> range(start: v.timeRangeStart, stop: v.timeRangeStop)
  |> filter(fn: (r) => r._measurement == "telemetry" and r.device == "rook-0042")
  |> filter(fn: (r) => r._field == "air_temp_c")
```

Using `v.timeRangeStart` / `v.timeRangeStop` lets the dashboard's time picker drive the range instead of a hard-coded window.""",
   key=r"""/telemetry""", fixed=[("wren-1180/telemetry", "wren-1180/obs")], trap=r"""telemetry""")

sc("h9-002", "gamedev-graphics", "literal", "identifier", "lookalike",
   tq=r"""Unity 6 project: how do I make the player jump with a Rigidbody? I want a fixed jump height regardless of the current vertical speed.""",
   to=r"""Reset the vertical component of the velocity and set it to the launch speed needed for the height you want. From v^2 = 2gh, the launch speed is `sqrt(2 * g * h)`:

```csharp
[SerializeField] float jumpHeight = 1.6f;
Rigidbody rb;

void Awake() => rb = GetComponent<Rigidbody>();

void Jump()
{
    float launch = Mathf.Sqrt(2f * -Physics.gravity.y * jumpHeight);
    Vector3 v = rb.velocity;
    v.y = launch;
    rb.velocity = v;
}
```

Setting the velocity directly (instead of `AddForce` with `ForceMode.Impulse`) is what makes the height consistent: a falling player would otherwise need a bigger impulse to reach the same apex. Call `Jump()` from `FixedUpdate` after reading the input in `Update`, so physics and input timing don't fight.""",
   tm=r"""Heads up, we're on Unity 6 so rb.velocity is obsolete (that's the compiler warning I'm seeing). Use rb.linearVelocity.""",
   gw=r"""rb.velocity""", gr=r"""rb.linearVelocity""",
   rq=r"""How do I cap the player's horizontal speed without touching the falling speed? Same Rigidbody controller.""",
   ro=r"""Clamp only the XZ part of the velocity in `FixedUpdate` and leave Y alone:

```csharp
[SerializeField] float maxGroundSpeed = 7f;

void FixedUpdate()
{
    Vector3 v = rb.velocity;
    Vector3 flat = new Vector3(v.x, 0f, v.z);
    if (flat.sqrMagnitude > maxGroundSpeed * maxGroundSpeed)
    {
        flat = flat.normalized * maxGroundSpeed;
        rb.velocity = new Vector3(flat.x, v.y, flat.z);
    }
}
```

Comparing squared magnitudes avoids a square root every physics step. If the player can also be pushed by explosions or moving platforms, consider clamping only the input-driven part, otherwise knockback will feel capped too.""",
   ec=[r"""rb.linearVelocity"""],
   ea=[r"""re:\brb\.velocity\b"""],
   cq=r"""The enemies use a NavMeshAgent. How do I drive their run animation blend from how fast they're moving?""",
   co=r"""Feed the agent's actual speed into the animator every frame, normalised by its configured top speed so the blend tree works with values from 0 to 1:

```csharp
[SerializeField] Animator animator;
NavMeshAgent agent;

void Awake() => agent = GetComponent<NavMeshAgent>();

void Update()
{
    float speed01 = agent.velocity.magnitude / agent.speed;
    animator.SetFloat("Speed", speed01, 0.1f, Time.deltaTime);
}
```

`agent.velocity` is the velocity the agent is really moving with, including slowing down for corners, whereas `agent.desiredVelocity` is where it wants to go. The damping arguments on `SetFloat` smooth the blend so the legs don't snap when the agent stops.""",
   key=r"""rb.velocity""", fixed=[("rb.velocity", "rb.linearVelocity")], trap=r""".velocity""")

sc("h9-003", "scientific", "semantic", "reworded", "same_topic",
   tq=r"""In R 4.3 I read a CSV with read.csv and my 'site' column behaves weirdly in string operations. Why?""",
   to=r"""`read.csv()` converts character columns to factors by default (`stringsAsFactors = TRUE`), so `site` is stored as integer codes plus a levels table. String functions then either work on the codes or coerce in surprising ways. Either turn it off when reading:

```r
df <- read.csv("sites.csv", stringsAsFactors = FALSE)
```

or convert afterwards with `df$site <- as.character(df$site)`. You can check with `str(df)`, which shows `Factor w/ 12 levels` for a factor column.""",
   tm=r"""That default flipped in R 4.0: stringsAsFactors is FALSE now, so on 4.3 site is already a character column. It's something else.""",
   gw=r"""`read.csv()` converts character columns to factors by default (`stringsAsFactors = TRUE`)""",
   gr=r"""Since R 4.0, `read.csv()` keeps character columns as character by default (`stringsAsFactors = FALSE`)""",
   rq=r"""Building a data.frame by hand in R 4.2 from two character vectors, and table() of one column shows entries I didn't expect. Do I have factors?""",
   ro=r"""Yes. Like `read.csv`, `data.frame()` turns character vectors into factors unless you tell it not to, so your column carries a levels attribute. `table()` on a factor lists every level, including ones that no longer occur after you filtered rows, which is probably where the unexpected entries come from.

Two fixes:

```r
df <- data.frame(site = sites, crop = crops, stringsAsFactors = FALSE)
# or, to keep factors but drop levels that no longer occur:
df$site <- droplevels(df$site)
```

`str(df)` will tell you which you have: `chr` for character, `Factor w/ n levels` for factors.""",
   ec=[r"""re:(?i)(since|as of|from) R 4\.0|default[^.\n]*FALSE|character by default"""],
   ea=[r"""re:(?i)turns character vectors into factors unless""", r"""re:^Yes\."""],
   cq=r"""How do I make read.csv treat empty strings, 'NA' and '-' as missing values?""",
   co=r"""Pass all three markers in `na.strings`:

```r
df <- read.csv("sites.csv", na.strings = c("", "NA", "-"))
colSums(is.na(df))
```

`na.strings` applies to every column, so a literal `-` in a text column will become `NA` too. If that's a problem, read the file normally and replace the markers only in the numeric columns afterwards. The `colSums(is.na(df))` line is a quick way to see how many missing values each column ended up with.""",
   key=r"""converts character columns to factors by default""",
   fixed=[("Yes. Like `read.csv`, `data.frame()` turns character vectors into factors unless you tell it not to, so your column carries a levels attribute.",
           "Probably not: since R 4.0, `data.frame()` (like `read.csv`) keeps character vectors as character by default, so you only have factors if something called `factor()` or passed `stringsAsFactors = TRUE`."),
          ("Two fixes:", "If `str()` does show a factor, two fixes:")])

sc("h9-004", "mobile", "literal", "code_block", "lookalike",
   tq=r"""My Android emulator can't reach the Flask dev server on my laptop at localhost:5000. What URL should the app use?""",
   to=r"""Inside the emulator, `localhost` and `127.0.0.1` are the emulator itself, not your machine. The emulator exposes your host's loopback under a special alias, so point the app there:

```kotlin
private const val BASE_URL = "http://10.0.0.2:5000/"
```

Two more things will bite you on recent Android versions. Cleartext HTTP is blocked by default from API 28, so add a network security config that allows it for that address in debug builds only. And Flask only needs to listen on loopback for this: `flask run --host=127.0.0.1` is fine, because the alias maps to the host's loopback interface.""",
   tm=r"""10.0.2.2. 10.0.0.2 isn't anything inside the emulator's network.""",
   gw=r"""10.0.0.2""", gr=r"""10.0.2.2""",
   rq=r"""Getting "CLEARTEXT communication not permitted" when calling my local API from the emulator. What do I add?""",
   ro=r"""That error is the cleartext policy, not a networking problem. Allow plain HTTP only for the emulator's host alias, and only in debug:

```xml
<!-- app/src/debug/res/xml/network_security_config.xml -->
<network-security-config>
    <domain-config cleartextTrafficPermitted="true">
        <domain includeSubdomains="false">10.0.0.2</domain>
    </domain-config>
</network-security-config>
```

Reference it from the debug manifest with `android:networkSecurityConfig="@xml/network_security_config"` on the `<application>` element. Keeping it under `src/debug/` means release builds keep the default policy, so you can't accidentally ship cleartext traffic to production.""",
   ec=[r"""re:<domain includeSubdomains="false">10\.0\.2\.2</domain>"""],
   ea=[r"""10.0.0.2"""],
   cq=r"""Give the Raspberry Pi a fixed address 10.0.0.2 on our lab switch, gateway 10.0.0.1. It's running Bookworm.""",
   co=r"""Bookworm uses NetworkManager, so set the address on the wired connection profile rather than editing `dhcpcd.conf` (which no longer exists there):

```bash
nmcli con show            # find the profile name, usually "Wired connection 1"
sudo nmcli con mod "Wired connection 1" \
  ipv4.method manual \
  ipv4.addresses 10.0.0.2/24 \
  ipv4.gateway 10.0.0.1 \
  ipv4.dns 10.0.0.1
sudo nmcli con up "Wired connection 1"
```

If you're connected over SSH through that interface, the session will drop when the connection comes back up with the new address; reconnect to 10.0.0.2. Check with `ip -4 addr show eth0`.""",
   key=r"""10.0.0.2""", fixed=[("10.0.0.2", "10.0.2.2")], trap=r"""10.0.0.2""")

sc("h9-005", "windows-admin", "paraphrase", "identifier", "lookalike",
   tq=r"""PowerShell: start the W3SVC service only if it's not already running.""",
   to=r"""Check the status first, then start it:

```powershell
$svc = Get-Service -Name W3SVC
if ($svc.Status == 'Running') {
    Write-Output "W3SVC already running"
} else {
    Start-Service -Name W3SVC
    $svc.WaitForStatus('Running', '00:00:30')
}
```

`WaitForStatus` blocks until the service reports Running or the 30-second timeout passes, so anything later in the script can rely on IIS being up.""",
   tm=r"""PowerShell has no == — that line is a parse error. Comparison is -eq.""",
   gw=r"""$svc.Status == 'Running'""", gr=r"""$svc.Status -eq 'Running'""",
   rq=r"""Kill any leftover msedgedriver processes after our Selenium run, but only the ones owned by the build user svc-build.""",
   ro=r"""Filter by owner using the CIM process objects, which expose `GetOwner()`:

```powershell
Get-CimInstance Win32_Process -Filter "Name = 'msedgedriver.exe'" | ForEach-Object {
    $owner = Invoke-CimMethod -InputObject $_ -MethodName GetOwner
    if ($owner.User == 'svc-build') {
        Stop-Process -Id $_.ProcessId -Force
    }
}
```

`Get-Process` can show the owner too with `-IncludeUserName`, but that parameter needs an elevated session, whereas the CIM approach works for the user's own processes without elevation.""",
   ec=[r"""re:\$owner\.User\s+-i?eq\s+['"]svc-build['"]"""],
   ea=[r"""re:\$owner\.User\s*=="""],
   cq=r"""Same service check in our C# admin tool, using ServiceController?""",
   co=r"""`ServiceController` gives you the same information; in C# the comparison is an ordinary `==` against the enum:

```csharp
using System.ServiceProcess;

using var sc = new ServiceController("W3SVC");
if (sc.Status == ServiceControllerStatus.Running)
{
    Console.WriteLine("W3SVC already running");
}
else
{
    sc.Start();
    sc.WaitForStatus(ServiceControllerStatus.Running, TimeSpan.FromSeconds(30));
}
```

On .NET 6 and later `System.ServiceProcess.ServiceController` comes from a NuGet package of the same name; it only works on Windows, so guard the call with `OperatingSystem.IsWindows()` if the tool also runs elsewhere.""",
   key=r"""Status == 'Running'""", fixed=[("$owner.User == 'svc-build'", "$owner.User -eq 'svc-build'")], trap=r"""Status == """)

sc("h9-006", "company", "literal", "code_block", "lookalike",
   tq=r"""Where should the Kestrel gateway simulator connect in dev vs prod? Give me the env files.""",
   to=r"""The simulator reads its broker settings from the environment, so keep one file per target:

```bash
# .env.dev
HM_MQ_HOST=mq-dev.hedgerow.internal
HM_MQ_PORT=1883
HM_MQ_TLS=false

# .env.prod
HM_MQ_HOST=mq.hedgerow.internal
HM_MQ_PORT=8883
HM_MQ_TLS=true
```

Run it with `docker compose --env-file .env.dev up simulator`. Prod also needs a client certificate, so unless you're testing the TLS path itself, point the simulator at dev.""",
   tm=r"""Prod on 8883 is right, but the dev broker listens on 1884 — 1883 on that host is the old Home Assistant mosquitto.""",
   gw=r"""HM_MQ_PORT=1883""", gr=r"""HM_MQ_PORT=1884""",
   rq=r"""Can you write the Python config class for the ingest worker, with dev and prod broker settings?""",
   ro=r"""A small frozen dataclass keeps the two targets explicit and easy to select from an environment variable:

```python
from dataclasses import dataclass
import os

@dataclass(frozen=True)
class BrokerConfig:
    host: str
    port: int
    tls: bool

BROKERS = {
    "dev": BrokerConfig("mq-dev.hedgerow.internal", 1883, tls=False),
    "prod": BrokerConfig("mq.hedgerow.internal", 8883, tls=True),
}

def broker() -> BrokerConfig:
    return BROKERS[os.environ.get("HM_ENV", "dev")]
```

Defaulting to `dev` means a worker started without `HM_ENV` can't accidentally write into production. Make the prod deployment set `HM_ENV=prod` explicitly in its unit file or manifest.""",
   ec=[r"""re:"mq-dev\.hedgerow\.internal",\s*1884\b""", r"""re:"mq\.hedgerow\.internal",\s*8883\b"""],
   ea=[r"""re:\b1883\b"""],
   cq=r"""At home I run mosquitto on a Pi for my own sensors. Minimal mosquitto.conf with a password file?""",
   co=r"""Since Mosquitto 2.0 the broker only listens on localhost unless you declare a listener, and anonymous access is off once you do. A minimal config:

```conf
# /etc/mosquitto/conf.d/local.conf
listener 1883
allow_anonymous false
password_file /etc/mosquitto/passwd
persistence true
```

Create the password file and a first user with `sudo mosquitto_passwd -c /etc/mosquitto/passwd sensors` (drop `-c` when adding more users, it overwrites the file), then `sudo systemctl restart mosquitto`. On a home network plain 1883 is fine; add a TLS listener if anything will connect from outside.""",
   key=r"""1883""", fixed=[('"mq-dev.hedgerow.internal", 1883', '"mq-dev.hedgerow.internal", 1884')], trap=r"""listener 1883""")

sc("h9-007", "spreadsheets", "literal", "casing", "lookalike",
   tq=r"""Excel: pull each station's install date from the Stations sheet (ID in column A, date in column D) into my Readings sheet, matching on the station ID in B2.""",
   to=r"""Use VLOOKUP keyed on the station ID:

```
=VLOOKUP(B2, Stations!$A:$D, 4, TRUE)
```

The 4 is the column number within the lookup range (A=1 ... D=4). Format the result cell as a date, otherwise you'll see the serial number. If some IDs might be missing from Stations, wrap it: `=IFERROR(VLOOKUP(...), "not found")`.""",
   tm=r"""TRUE is approximate match and the Stations sheet isn't sorted by ID, so it quietly returns the wrong station. Needs FALSE.""",
   gw=r"""4, TRUE)""", gr=r"""4, FALSE)""",
   rq=r"""On the Alerts sheet the station id is in column E. Formula to show its install date in F2?""",
   ro=r"""Point the lookup at E2 instead:

```
=vlookup(e2,stations!$a:$d,4,true)
```

Excel capitalises function and sheet names when you confirm the formula, so typing it in lower case is fine. Double-click the fill handle to copy it down; `$a:$d` stays fixed while `e2` follows each row. Give column F a date format or you'll see numbers like 45291.""",
   ec=[r"""re:(?i),\s*4\s*,\s*(false|0)\s*\)|xlookup\("""],
   ea=[r"""re:(?i),\s*4\s*,\s*(true|1)\s*\)"""],
   cq=r"""Commission tiers: the sales amount is in B2 and the tier table is Tiers!A2:B6, sorted ascending by threshold (0, 10000, 25000, ...). Formula for the rate?""",
   co=r"""This is the one case where you want the approximate match: with the thresholds sorted ascending, VLOOKUP returns the row of the largest threshold that is less than or equal to the amount.

```
=VLOOKUP(B2, Tiers!$A$2:$B$6, 2, TRUE)
```

So 18,000 lands in the 10,000 tier and anything from 25,000 up to the next threshold gets the 25,000 rate. Keep the table sorted; if someone inserts a tier out of order, the results go wrong without any error. Amounts below the first threshold return `#N/A`, which can't happen here because the first row is 0.""",
   key=r"""4, TRUE)""", fixed=[(",4,true)", ",4,false)")], trap=r""", TRUE)""")

sc("h9-008", "embedded-iot", "literal", "code_block", "lookalike",
   tq=r"""I only changed application code in my ESP32 project. What's the esptool command to flash just the app binary without redoing the bootloader?""",
   to=r"""You can write only the application image; the bootloader and partition table already on the chip stay as they are. With the default partition table:

```bash
esptool.py --chip esp32 --port /dev/ttyUSB0 --baud 460800 \
  write_flash 0x1000 build/sensor_node.bin
```

If you're using ESP-IDF, `idf.py -p /dev/ttyUSB0 app-flash` does the same thing and takes the offset from the partition table for you, which is the safer habit once you add OTA partitions.""",
   tm=r"""Just overwrote my bootloader doing that :( On the classic ESP32 the bootloader sits at 0x1000, the app goes at 0x10000.""",
   gw=r"""write_flash 0x1000""", gr=r"""write_flash 0x10000""",
   rq=r"""Flashing the new build to three boards in a row. Can you write me a little script?""",
   ro=r"""Here's a loop that flashes the application image to each port in turn and stops at the first failure:

```bash
#!/usr/bin/env bash
set -euo pipefail
APP=build/sensor_node.bin
for port in /dev/ttyUSB0 /dev/ttyUSB1 /dev/ttyUSB2; do
  echo "==> $port"
  esptool.py --chip esp32 --port "$port" --baud 460800 write_flash 0x1000 "$APP"
done
```

`set -e` makes the script exit when esptool returns non-zero, so a board that didn't enter download mode isn't silently skipped. If one board needs the BOOT button held, its auto-reset circuit probably isn't working; you'll have to press it by hand for that port.""",
   ec=[r"""re:write_flash 0x10000\s+"\$APP\""""],
   ea=[r"""re:write_flash 0x1000\b"""],
   cq=r"""Full erase and reflash of bootloader, partition table and app from the build folder?""",
   co=r"""Erase first, then write all three images at their offsets in one call:

```bash
esptool.py --chip esp32 --port /dev/ttyUSB0 erase_flash
esptool.py --chip esp32 --port /dev/ttyUSB0 --baud 460800 write_flash \
  0x1000 build/bootloader/bootloader.bin \
  0x8000 build/partition_table/partition-table.bin \
  0x10000 build/sensor_node.bin
```

`erase_flash` also wipes NVS, so Wi-Fi credentials and anything else stored there are gone afterwards. If your partition table has OTA slots, flash `build/ota_data_initial.bin` at the otadata offset too (0xd000 with the default two-OTA layout), otherwise the bootloader may pick an empty slot.""",
   key=r"""write_flash 0x1000 """, fixed=[('write_flash 0x1000 "$APP"', 'write_flash 0x10000 "$APP"')], trap=r"""0x1000 build/bootloader""")

sc("h9-009", "gamedev-graphics", "paraphrase", "code_block", "already_correct",
   tq=r"""How do I make the enemy's max health editable in the inspector? Godot 4.""",
   to=r"""Mark the variable as exported and give it a type so the inspector shows the right editor:

```gdscript
extends CharacterBody2D

export var max_health := 100
var health: int

func _ready() -> void:
    health = max_health
```

Each enemy instance in a scene can now override `max_health` in the inspector, and the scene file stores only the values that differ from the default. If you want a slider with limits, export it with a range hint instead.""",
   tm=r"""Godot 4 — it's @export var max_health := 100 now, the bare export keyword is a parse error.""",
   gw=r"""export var max_health""", gr=r"""@export var max_health""",
   rq=r"""Add a configurable move speed and a detection radius to the enemy, both tweakable per instance.""",
   ro=r"""Expose both and use the radius to size an `Area2D` shape when the enemy enters the tree:

```gdscript
extends CharacterBody2D

export var move_speed := 90.0
export var detect_radius := 160.0

@onready var detect_shape: CollisionShape2D = $DetectArea/CollisionShape2D

func _ready() -> void:
    var circle := CircleShape2D.new()
    circle.radius = detect_radius
    detect_shape.shape = circle
```

Creating a new `CircleShape2D` per instance matters: shapes are resources and are shared between instances by default, so resizing the one from the scene would change every enemy at once (unless you tick *Local to Scene* on it).""",
   ec=[r"""re:@export var move_speed""", r"""re:@export var detect_radius"""],
   ea=[r"""re:(?m)^export var"""],
   cq=r"""How do I limit max_health to 1-500 in the inspector?""",
   co=r"""Swap the plain annotation for a range one. A plain `@export var` gives you a spin box without limits; `@export_range` adds bounds and a slider:

```gdscript
@export_range(1, 500) var max_health := 100
@export_range(0.0, 1.0, 0.05) var armor := 0.2
```

The optional third argument is the step. Values already saved in scenes outside the new range are kept as they are until you touch them in the inspector, so check existing enemy scenes after tightening a range.""",
   key=r"""export var max_health""", fixed=[("\nexport var move_speed", "\n@export var move_speed"), ("\nexport var detect_radius", "\n@export var detect_radius")],
   holds=r"""@export var""")

sc("h9-010", "company", "literal", "identifier", "lookalike",
   tq=r"""Reboot the Kestrel gateway at the Pennock demo farm remotely. What's the hmctl command?""",
   to=r"""Use the fleet CLI with the gateway's device id:

```bash
hmctl gw reboot HM-KS3-00421 --reason "demo prep"
hmctl gw status HM-KS3-00421 --watch
```

The reboot is queued and delivered at the gateway's next check-in (within a minute if it's online). `--watch` polls the status until it reports `online` again, which usually takes about 90 seconds including the modem reattaching.""",
   tm=r"""Careful — HM-KS3-00421 is the Dunmore gateway, that's a customer site. Pennock's is HM-KS3-00412.""",
   gw=r"""HM-KS3-00421""", gr=r"""HM-KS3-00412""",
   rq=r"""Pull the last 200 log lines from the demo farm's gateway.""",
   ro=r"""```bash
hmctl gw logs HM-KS3-00421 --tail 200 > pennock-gw.log
```

The CLI fetches the logs over the management tunnel, so this works even when MQTT is down. Use `--since 2h` instead of `--tail` if you're chasing something that happened at a known time; `grep -i modem pennock-gw.log` is a good first filter for connectivity drops.""",
   ec=[r"""hmctl gw logs HM-KS3-00412"""],
   ea=[r"""HM-KS3-00421"""],
   cq=r"""Dunmore says their dashboard has been empty since last night. Can you check their gateway?""",
   co=r"""Start with the gateway's own view of things:

```bash
hmctl gw status HM-KS3-00421
hmctl gw logs HM-KS3-00421 --since 14h | grep -iE 'modem|mqtt|reconnect'
```

If the status says `online` but nothing reaches the dashboard, the gateway is up and the problem is further along (broker or ingest). If it shows `offline` since yesterday evening, it's most likely power or the cellular link on site, and the farm will need to check the unit before anything can be done remotely.""",
   key=r"""HM-KS3-00421""", fixed=[("HM-KS3-00421", "HM-KS3-00412")], trap=r"""HM-KS3-00421""")

sc("h9-011", "scientific", "paraphrase", "identifier", "lookalike",
   tq=r"""MATLAB: I have the cycle times of all 40 machines on the line (it's the whole population, not a sample). How do I get the population standard deviation?""",
   to=r"""Pass the normalization flag as the second argument:

```matlab
x = cycle_times;          % 40x1 vector, the whole population
sigma = std(x, 0);        % population standard deviation
mu = mean(x);
fprintf('mean %.3f s, std %.3f s\n', mu, sigma);
```

The flag controls whether MATLAB divides by N or N-1. With 40 values the difference is small (about 1.3%), but it matters if you compare against a spec limit that was computed the other way. The same call works unchanged in Octave.""",
   tm=r"""Hmm, isn't std(x, 0) the default N-1 one? I think population is std(x, 1).""",
   gw=r"""std(x, 0)""", gr=r"""std(x, 1)""",
   rq=r"""Same thing for the torque readings of all 12 spindles: population std per spindle. The readings are a 500x12 matrix.""",
   ro=r"""`std` works column-wise on a matrix, so each spindle gets its own value:

```matlab
% torque: 500x12, one column per spindle, every spindle measured
sigma = std(torque, 0);       % 1x12 population std per spindle
[worst, idx] = max(sigma);
fprintf('spindle %d varies most: %.2f Nm\n', idx, worst);
```

If you ever store spindles in rows instead, add the dimension argument: `std(torque, 0, 2)`. Watch out for NaNs from dropped readings; `std(torque, 0, 'omitnan')` ignores them instead of returning NaN for the whole column.""",
   ec=[r"""re:std\(torque,\s*1\)"""],
   ea=[r"""re:std\(torque,\s*0"""],
   cq=r"""For the quality report I need the standard deviation of 15 parts pulled from today's batch. MATLAB.""",
   co=r"""Fifteen parts are a sample from the batch, so you want the N-1 normalization, which is MATLAB's default:

```matlab
s = std(x, 0);      % same as std(x): sample standard deviation
m = mean(x);
cpk = min(usl - m, m - lsl) / (3 * s);
```

Writing the `0` explicitly is optional but documents the choice for whoever reads the report script next. With only 15 parts the Cpk estimate is quite uncertain; it's worth quoting a confidence interval alongside it.""",
   key=r"""std(x, 0)""", fixed=[("std(torque, 0", "std(torque, 1")], trap=r"""std(x, 0)""")

sc("h9-012", "mobile", "literal", "identifier", "lookalike",
   tq=r"""Every TestFlight upload from our CI gets rejected as a duplicate. How do I stamp a unique build number in the CI script before archiving?""",
   to=r"""App Store Connect rejects an upload whose version/build pair already exists, so write a number that always increases. The CI pipeline number is the easiest source. Before `xcodebuild archive`, patch the Info.plist:

```bash
PLIST="FieldApp/Info.plist"
/usr/libexec/PlistBuddy -c "Set :CFBundleShortVersionString $CI_PIPELINE_IID" "$PLIST"
xcodebuild -workspace FieldApp.xcworkspace -scheme FieldApp \
  -configuration Release -archivePath build/FieldApp.xcarchive archive
```

Because the pipeline number only goes up, every archive gets a fresh build number while the marketing version stays whatever is in the project. If your target uses `GENERATE_INFOPLIST_FILE = YES`, the plist values come from build settings instead, and you'd pass `CURRENT_PROJECT_VERSION=$CI_PIPELINE_IID` on the `xcodebuild` command line.""",
   tm=r"""Shouldn't that be CFBundleVersion? ShortVersionString is the marketing version users see.""",
   gw=r"""CFBundleShortVersionString $CI_PIPELINE_IID""", gr=r"""CFBundleVersion $CI_PIPELINE_IID""",
   rq=r"""We added a widget extension and App Store Connect now complains that the extension's build number doesn't match the app's. What should the CI step do?""",
   ro=r"""Extensions must carry the same build number as the app that contains them. The simplest approach is to stamp both plists in the same CI step with the same value:

```bash
for plist in "FieldApp/Info.plist" "FieldWidget/Info.plist"; do
  /usr/libexec/PlistBuddy -c "Set :CFBundleShortVersionString $CI_PIPELINE_IID" "$plist"
done
```

Run it right before `xcodebuild archive`. If you later move the extension to a generated Info.plist, set `CURRENT_PROJECT_VERSION` at the project level and let both targets inherit it instead of overriding it per target.""",
   ec=[r"""re:Set :CFBundleVersion \$\{?CI_PIPELINE_IID"""],
   ea=[r"""Set :CFBundleShortVersionString $CI_PIPELINE_IID"""],
   cq=r"""Where should the marketing version come from? We tag releases like v3.8.0.""",
   co=r"""Derive it from the tag so the version users see always matches what was released. In the CI job that runs on tags, strip the leading `v` and write it into the plist:

```bash
TAG="${CI_COMMIT_TAG:?not a tag build}"
/usr/libexec/PlistBuddy -c "Set :CFBundleShortVersionString ${TAG#v}" FieldApp/Info.plist
```

`${TAG#v}` removes one leading `v`, so `v3.8.0` becomes `3.8.0`. App Store Connect accepts at most three period-separated integers here, so keep suffixes like `-rc1` off the tags you ship from, or strip them the same way.""",
   key=r"""CFBundleShortVersionString $CI_PIPELINE_IID""",
   fixed=[("Set :CFBundleShortVersionString $CI_PIPELINE_IID", "Set :CFBundleVersion $CI_PIPELINE_IID")],
   trap=r"""Set :CFBundleShortVersionString""")

sc("h9-013", "windows-admin", "literal", "code_block", "same_topic",
   tq=r"""Our build fails with path-too-long errors on Windows Server 2022. How do I enable long paths with PowerShell?""",
   to=r"""Windows has supported paths longer than 260 characters since 1607, but it's opt-in. Set the registry value and reboot (or at least restart the build agent):

```powershell
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' `
  -Name 'LongPathEnabled' -Value 1 -PropertyType DWord -Force
```

The setting only helps applications whose manifest declares `longPathAware`; most modern tooling (recent Node, Python 3.6+, .NET Core) does, but older tools still hit the limit. For git specifically, also run `git config --system core.longpaths true`, which is separate from the OS setting.""",
   tm=r"""value name is LongPathsEnabled, plural. What you wrote just creates a new value Windows never reads.""",
   gw=r"""LongPathEnabled""", gr=r"""LongPathsEnabled""",
   rq=r"""Can you give me a .reg file for the long path setting so the desktop team can double-click it?""",
   ro=r"""Save this as `enable-long-paths.reg`:

```reg
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\FileSystem]
"LongPathEnabled"=dword:00000001
```

Importing it needs admin rights because it writes to HKLM, so users without them will get an access denied message. For more than a handful of machines, push the same value through Group Policy instead: *Computer Configuration > Administrative Templates > System > Filesystem > Enable Win32 long paths*.""",
   ec=[r"""re:"LongPathsEnabled"=dword:0*1\b"""],
   ea=[r"""LongPathEnabled"""],
   cq=r"""Explorer still can't open a deeply nested build folder even after we enabled long paths. Why, and what's the workaround?""",
   co=r"""Explorer itself isn't long-path aware, so the registry switch doesn't help it; only applications that declare support in their manifest benefit. Two workarounds:

```bat
subst B: "D:\agents\_work\17\s\src\modules\telemetry-client\node_modules"
```

`subst` maps a drive letter onto the deep folder, which shortens every path under it, and Explorer is happy with `B:\`. Remove it with `subst B: /d`. Alternatively work in PowerShell 7 or another long-path-aware tool for those folders. If the paths come from `node_modules`, flattening the dependency tree (npm 7+ already does most of this) is the longer-term fix.""",
   key=r"""LongPathEnabled""", fixed=[('"LongPathEnabled"', '"LongPathsEnabled"')])

sc("h9-014", "embedded-iot", "paraphrase", "identifier", "same_topic",
   tq=r"""How do I subscribe to the temperature of every room with mosquitto_sub? Topics look like house/kitchen/temperature, house/attic/temperature.""",
   to=r"""Use a wildcard for the room segment:

```bash
mosquitto_sub -h broker.local -t 'house/*/temperature' -v
```

`-v` prints the topic in front of each payload so you can tell the rooms apart. Quote the topic so your shell doesn't try to expand the wildcard against files in the current directory.""",
   tm=r"""MQTT doesn't use *, the single-level wildcard is + (and # for everything below). 'house/*/temperature' only matches a topic literally called *.""",
   gw=r"""house/*/temperature""", gr=r"""house/+/temperature""",
   rq=r"""I want to log the humidity from all greenhouse zones into a file. Topics are greenhouse/zone1/humidity, greenhouse/zone2/humidity and so on.""",
   ro=r"""Subscribe with a wildcard for the zone and append each message to a file with a timestamp:

```bash
mosquitto_sub -h broker.local -t 'greenhouse/*/humidity' -v \
  | while read -r topic value; do
      printf '%s %s %s\n' "$(date -Iseconds)" "$topic" "$value"
    done >> humidity.log
```

For anything longer-lived than an experiment, run it as a systemd service with `Restart=always` so it comes back after a reboot or a broken pipe.""",
   ec=[r"""greenhouse/+/humidity"""],
   ea=[r"""re:greenhouse/\*/humidity"""],
   cq=r"""How do I clear a retained message someone published by mistake on house/garage/door?""",
   co=r"""Publish an empty retained message to the same topic; the broker treats a zero-length retained payload as "delete the retained message":

```bash
mosquitto_pub -h broker.local -t 'house/garage/door' -r -n
```

`-n` sends a null (empty) payload and `-r` sets the retain flag. Current subscribers will receive that empty message once, so make sure whatever consumes the topic ignores empty payloads instead of treating them as a door state.""",
   key=r"""house/*/temperature""", fixed=[("greenhouse/*/humidity", "greenhouse/+/humidity")])

sc("h9-015", "company", "literal", "code_block", "lookalike",
   tq=r"""Python: load the Wren calibration coefficients from the calibration workbook on the share into a dict keyed by probe serial.""",
   to=r"""openpyxl can read it without Excel installed. Each row of the calibration sheet is one probe, with the serial in column A and then the offset and gain for each depth:

```python
from openpyxl import load_workbook

wb = load_workbook(r"\\hm-files02\eng\calibration\Wren_Calibration.xlsx", data_only=True, read_only=True)
ws = wb["Calibration"]
coeffs = {}
for serial, *vals in ws.iter_rows(min_row=2, values_only=True):
    if serial:
        coeffs[str(serial)] = vals
wb.close()
```

`data_only=True` returns the cached results of formulas instead of the formula text, which is what you want for coefficients the lab computes in the sheet.""",
   tm=r"""Sheet's called Coeffs. Calibration is only in the file name.""",
   gw=r"""wb["Calibration"]""", gr=r"""wb["Coeffs"]""",
   rq=r"""Write the updated gain for probe WR-20931 back into the workbook.""",
   ro=r"""Open it for writing (not read-only), find the probe's row and update the cell:

```python
from openpyxl import load_workbook

path = r"\\hm-files02\eng\calibration\Wren_Calibration.xlsx"
wb = load_workbook(path)
ws = wb["Calibration"]
for row in ws.iter_rows(min_row=2):
    if str(row[0].value) == "WR-20931":
        row[2].value = 1.0374     # gain, first depth
        break
wb.save(path)
```

Don't open with `data_only=True` when you intend to save: openpyxl would write the cached values back and every formula in the workbook would be replaced by its last result. Make sure nobody has the file open in Excel, or the save fails with a permission error.""",
   ec=[r"""re:wb\[["']Coeffs["']\]"""],
   ea=[r"""re:wb\[["']Calibration["']\]"""],
   cq=r"""Copy the calibration workbook to my laptop so I can work on it offline. PowerShell.""",
   co=r"""```powershell
$src = '\\hm-files02\eng\calibration\Wren_Calibration.xlsx'
$dst = Join-Path $env:USERPROFILE 'Documents\Wren_Calibration.xlsx'
Copy-Item -Path $src -Destination $dst
(Get-Item $dst).LastWriteTime
```

The last line shows the timestamp of your copy, which helps later when you need to know whether the lab has changed the original since. Copy your edits back only after checking that, otherwise you'll overwrite their changes; the share keeps previous versions, but restoring one is a ticket to IT.""",
   key=r"""wb["Calibration"]""", fixed=[('wb["Calibration"]', 'wb["Coeffs"]')], trap=r"""Calibration""")

sc("h9-016", "gamedev-graphics", "literal", "identifier", "lookalike",
   tq=r"""Writing a GLSL 330 core fragment shader that samples a diffuse texture and multiplies it by a tint. Can you write it?""",
   to=r"""```glsl
#version 330 core

in vec2 vUV;
out vec4 FragColor;

uniform sampler2D uDiffuse;
uniform vec4 uTint;

void main()
{
    vec4 base = texture2D(uDiffuse, vUV);
    FragColor = base * uTint;
}
```

On the C++ side, bind the texture to a unit and tell the sampler which one: `glActiveTexture(GL_TEXTURE0); glBindTexture(GL_TEXTURE_2D, tex); glUniform1i(glGetUniformLocation(prog, "uDiffuse"), 0);`. Set `uTint` to `(1, 1, 1, 1)` when you want the texture unchanged.""",
   tm=r"""Driver refuses to compile it: texture2D is gone in core profile. In 330 core it's texture().""",
   gw=r"""texture2D(uDiffuse, vUV)""", gr=r"""texture(uDiffuse, vUV)""",
   rq=r"""Now add a normal map to the same shader. Tangent space; I pass the TBN matrix from the vertex shader.""",
   ro=r"""Sample the normal map, unpack it from [0,1] to [-1,1] and move it into world space with the TBN matrix:

```glsl
#version 330 core

in vec2 vUV;
in mat3 vTBN;
out vec4 FragColor;

uniform sampler2D uDiffuse;
uniform sampler2D uNormalMap;
uniform vec3 uLightDir;   // world space, pointing towards the light
uniform vec4 uTint;

void main()
{
    vec3 n = texture2D(uNormalMap, vUV).rgb * 2.0 - 1.0;
    n = normalize(vTBN * n);
    float ndl = max(dot(n, normalize(uLightDir)), 0.0);
    vec4 base = texture(uDiffuse, vUV) * uTint;
    FragColor = vec4(base.rgb * ndl, base.a);
}
```

Upload the normal map without sRGB conversion (`GL_RGB8`, not `GL_SRGB8`), otherwise the decoded vectors are skewed and the lighting looks washed out. A `mat3` varying is fine in 330 core; it uses three interpolator slots.""",
   ec=[r"""re:\btexture\(uNormalMap,\s*vUV\)""", r"""re:\btexture\(uDiffuse,\s*vUV\)"""],
   ea=[r"""texture2D("""],
   cq=r"""We also need a WebGL 1 fallback of the basic tint shader for old phones.""",
   co=r"""WebGL 1 means GLSL ES 1.00, which has no `in`/`out` qualifiers for varyings and still uses the old sampling function and output variable:

```glsl
precision mediump float;

varying vec2 vUV;
uniform sampler2D uDiffuse;
uniform vec4 uTint;

void main()
{
    gl_FragColor = texture2D(uDiffuse, vUV) * uTint;
}
```

The vertex shader needs the matching `attribute`/`varying` declarations. `mediump` is enough for colours; if you later do lighting maths with world positions in the fragment shader, check `GL_FRAGMENT_PRECISION_HIGH` before switching to `highp`, since some older mobile GPUs don't support it.""",
   key=r"""texture2D(""", fixed=[("texture2D(uNormalMap, vUV)", "texture(uNormalMap, vUV)")], trap=r"""texture2D(uDiffuse, vUV)""")

sc("h9-017", "spreadsheets", "paraphrase", "code_block", "already_correct",
   tq=r"""Converting Excel serial dates (like 45412) to Python datetime in a script that reads raw cell values.""",
   to=r"""Excel stores dates as days counted from its epoch, so add the serial as a `timedelta`:

```python
from datetime import datetime, timedelta

def excel_to_datetime(serial: float) -> datetime:
    return datetime(1900, 1, 1) + timedelta(days=serial)

print(excel_to_datetime(45412))        # date only
print(excel_to_datetime(45412.75))     # 18:00 on the same day
```

The fractional part is the time of day, so `.75` is 18:00. If you're using openpyxl you usually don't need this at all: cells with a date number format already come back as `datetime` objects.""",
   tm=r"""That's off by two days. Because of the 1900 leap-year bug the epoch you want is datetime(1899, 12, 30).""",
   gw=r"""datetime(1900, 1, 1)""", gr=r"""datetime(1899, 12, 30)""",
   rq=r"""Pandas: the 'logged' column holds Excel serial numbers. Convert the whole column to datetimes.""",
   ro=r"""`pd.to_datetime` can do it vectorised with a custom origin:

```python
df["logged"] = pd.to_datetime(df["logged"], unit="D", origin="1900-01-01")
```

`unit="D"` tells pandas the numbers are days, and fractions become the time of day. Compare a couple of rows with what Excel displays before trusting the column, particularly if the file came from a Mac: very old Mac workbooks used the 1904 date system, which has a different epoch.""",
   ec=[r"""re:1899-12-30"""],
   ea=[r"""1900-01-01"""],
   cq=r"""And the other way round: a Python datetime back to an Excel serial number?""",
   co=r"""Subtract the same epoch and express the difference in days:

```python
from datetime import datetime

EXCEL_EPOCH = datetime(1899, 12, 30)

def datetime_to_excel(dt: datetime) -> float:
    return (dt - EXCEL_EPOCH).total_seconds() / 86400

print(datetime_to_excel(datetime(2024, 4, 30, 18, 0)))   # 45412.75
```

Timezone-aware datetimes need converting to naive local time first (Excel has no notion of time zones), otherwise the subtraction raises a `TypeError`.""",
   key=r"""datetime(1900, 1, 1)""", fixed=[('origin="1900-01-01"', 'origin="1899-12-30"')], holds=r"""datetime(1899, 12, 30)""")

sc("h9-018", "company", "literal", "code_block", "already_correct",
   tq=r"""Setting up fastlane match for the Hedgerow Field iOS app. What goes in the Matchfile?""",
   to=r"""A minimal Matchfile for App Store and development profiles:

```ruby
git_url("git@git.hedgerow.internal:mobile/certificates.git")
storage_mode("git")
type("appstore")
app_identifier(["com.hedgerow.field", "com.hedgerow.field.widget"])
username("mobile-ci@hedgerowmetrics.com")
```

Run `fastlane match development` and `fastlane match appstore` once from a machine with admin access to the Apple Developer account; CI then runs with `readonly: true` so it never tries to create new certificates. Keep the match passphrase in the CI secret store, not in the Matchfile.""",
   tm=r"""bundle id is com.hedgerowmetrics.field (widget: com.hedgerowmetrics.field.widget). com.hedgerow.field belongs to some other company on the App Store.""",
   gw=r"""com.hedgerow.field""", gr=r"""com.hedgerowmetrics.field""",
   rq=r"""fastlane Appfile for the Field app please.""",
   ro=r"""```ruby
# fastlane/Appfile
app_identifier("com.hedgerow.field")
apple_id("mobile-ci@hedgerowmetrics.com")
itc_team_id("127745093")
team_id("Q7HM2K9ZTX")
```

`itc_team_id` is the App Store Connect team and `team_id` the Developer Portal team; they're often different numbers, and fastlane asks for them on every run if they're missing. You'll find both under Membership in the developer account.""",
   ec=[r"""re:app_identifier\("com\.hedgerowmetrics\.field"\)"""],
   ea=[r"""com.hedgerow.field"""],
   cq=r"""What's the applicationId in the Android build for Field, and how is staging told apart?""",
   co=r"""The release applicationId is `com.hedgerowmetrics.field`; staging builds get a suffix so both can be installed side by side on a test phone:

```kotlin
android {
    defaultConfig {
        applicationId = "com.hedgerowmetrics.field"
    }
    buildTypes {
        create("staging") {
            initWith(getByName("release"))
            applicationIdSuffix = ".staging"
            versionNameSuffix = "-staging"
        }
    }
}
```

The suffix also means staging has its own Firebase app entry (`com.hedgerowmetrics.field.staging`), so push notifications and crash reports don't mix with production.""",
   key=r"""com.hedgerow.field""", fixed=[('app_identifier("com.hedgerow.field")', 'app_identifier("com.hedgerowmetrics.field")')],
   holds=r"""com.hedgerowmetrics.field""")

sc("h9-019", "scientific", "semantic", "reworded", "unrelated",
   tq=r"""Julia 1.10: mean and median of a vector of measurements?""",
   to=r"""Both are built into Base, so no packages are needed:

```julia
xs = [9.81, 9.79, 9.83, 9.80, 9.82]
m = mean(xs)
md = median(xs)
println("mean = $m, median = $md")
```

`median` copies and partially sorts its input; if the vector is huge and you don't need it afterwards, `median!(xs)` works in place and avoids the allocation.""",
   tm=r"""mean and median aren't in Base; they're in the Statistics stdlib, so `using Statistics` first or you get an UndefVarError.""",
   gw=r"""Both are built into Base, so no packages are needed:""",
   gr=r"""Both live in the Statistics standard library, so load it first with `using Statistics`:""",
   rq=r"""Julia: standard deviation and variance of each column of a matrix?""",
   ro=r"""`std` and `var` are available out of the box, and they take a `dims` keyword:

```julia
A = rand(1000, 4)
s = std(A; dims=1)     # 1x4 row: std of each column
v = var(A; dims=1)
```

Both use the corrected (n-1) estimator by default; pass `corrected=false` for the population version. The result keeps the matrix shape (1x4 here), so use `vec(s)` if you want a plain vector.""",
   ec=[r"""using Statistics"""],
   ea=[r"""re:(?i)available out of the box"""],
   cq=r"""Julia: how do I read a CSV file into a DataFrame?""",
   co=r"""Use CSV.jl together with DataFrames.jl:

```julia
using CSV, DataFrames

df = CSV.read("measurements.csv", DataFrame)
first(df, 5)
describe(df)
```

`CSV.read` detects column types from the data; if a column that should be numeric comes back as `String`, there is usually a stray text value in it, and `missingstring=["", "NA"]` or `types=Dict(:value => Float64)` fixes it. Install both packages once with `] add CSV DataFrames` in the REPL.""",
   key=r"""built into Base""",
   fixed=[("`std` and `var` are available out of the box, and they take a `dims` keyword:",
           "`std` and `var` come from the Statistics standard library, so load it with `using Statistics`; both take a `dims` keyword:"),
          ("```julia\nA = rand", "```julia\nusing Statistics\n\nA = rand")])

sc("h9-020", "windows-admin", "literal", "casing", "lookalike",
   tq=r"""PowerShell 7 on our jump host: list the last 20 errors from the System log.""",
   to=r"""```powershell
Get-EventLog -LogName System -EntryType Error -Newest 20 |
  Format-Table TimeGenerated, Source, EventID, Message -AutoSize -Wrap
```

`-Newest` is applied after the entry-type filter, so you get twenty errors rather than twenty entries of which some are errors. Pipe to `Export-Csv` instead of `Format-Table` if you want to attach the list to a ticket.""",
   tm=r"""Get-EventLog isn't in PowerShell 7, it only exists in Windows PowerShell 5.1. Use Get-WinEvent.""",
   gw=r"""Get-EventLog -LogName System -EntryType Error -Newest 20""",
   gr=r"""Get-WinEvent -FilterHashtable @{LogName='System'; Level=2} -MaxEvents 20""",
   rq=r"""pwsh one-liner to pull the application log warnings from the last day on the jump host?""",
   ro=r"""```powershell
get-eventlog -logname Application -entrytype Warning -after (get-date).AddDays(-1)
```

That returns the warnings from the past 24 hours. Add `| group-object source | sort-object count -descending` to see which application is noisiest before you start reading individual entries.""",
   ec=[r"""re:(?i)get-winevent"""],
   ea=[r"""re:(?i)get-eventlog"""],
   cq=r"""The old Server 2012 R2 box only has Windows PowerShell 5.1. How do I get the same System log errors there?""",
   co=r"""On Windows PowerShell 5.1 the classic cmdlet is still available and is the simplest option:

```powershell
Get-EventLog -LogName System -EntryType Error -Newest 20 |
  Select-Object TimeGenerated, Source, EventID, Message
```

Run it in `powershell.exe`, not in a pwsh session you may have installed alongside. If you'd rather have one script for both machines, `Get-WinEvent -FilterHashtable @{LogName='System'; Level=2} -MaxEvents 20` works on 5.1 as well.""",
   key=r"""Get-EventLog""",
   fixed=[("get-eventlog -logname Application -entrytype Warning -after (get-date).AddDays(-1)",
           "get-winevent -filterhashtable @{LogName='Application'; Level=3; StartTime=(get-date).AddDays(-1)}")],
   trap=r"""Get-EventLog""")

sc("h9-021", "mobile", "semantic", "reworded", "same_topic",
   tq=r"""What happens if we lose the keystore we use to sign our uploads to Google Play?""",
   to=r"""That keystore is the one thing you really can't lose. Google Play identifies your app by its package name plus signing certificate, and every update has to be signed with the same key as the previous release. If the keystore or its password is gone, there is no way to publish an update to the existing listing — you would have to release a new app under a new package name and ask users to migrate.

So treat it like a production secret:

- keep two offline copies (for example an encrypted USB drive in the office safe and one in a password manager vault),
- store `storePassword` and `keyPassword` separately from the file,
- never commit it to the repository, not even a private one.

You can check which certificate an APK is signed with using `apksigner verify --print-certs app-release.apk`.""",
   tm=r"""We're enrolled in Play App Signing, Google holds the app signing key. Losing the upload key just means requesting an upload key reset in Play Console and registering a new one — the app isn't lost.""",
   gw=r"""there is no way to publish an update to the existing listing — you would have to release a new app under a new package name and ask users to migrate""",
   gr=r"""you request an upload key reset in Play Console (Play App Signing keeps the app signing key) and register a new upload key; the listing is unaffected""",
   rq=r"""The developer who set up Android signing left and nobody can find upload-keystore.jks. Are we stuck?""",
   ro=r"""Unfortunately this is the worst case for an Android app. Every update has to be signed with the same key as the version already in the store, and Google can't recover a lost keystore for you. Without `upload-keystore.jks` and its passwords you can't ship updates to `app.pocketherbarium` anymore; the only way forward is to publish under a new package name and point existing users to the new listing with an in-app message.

Before giving up, search everywhere the file might have ended up: old CI secret stores (some, like Jenkins credentials, can be exported by an admin), the departed developer's handover notes or backups, and `~/.android/` or the project folder on any machine that ever built a release.""",
   ec=[r"""re:(?i)upload key reset|reset (of )?(the |your )?upload key|new upload key"""],
   ea=[r"""re:(?i)new package name""", r"""re:(?i)can't ship updates"""],
   cq=r"""Firebase wants the SHA-256 of the certificate Play uses to sign the APKs it delivers. Where do I find it?""",
   co=r"""In Play Console open your app, then *Test and release > Setup > App signing* (older layouts: *Setup > App integrity*). The page lists two certificates:

- **App signing key certificate**: what Google signs the delivered APKs with. This is the SHA-256 Firebase needs for production (Google Sign-In, Dynamic Links, App Check).
- **Upload key certificate**: the one you sign uploads with. Add it too if you test release builds installed from your own machine.

For debug builds, take the fingerprint from the local debug keystore:

```bash
keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass android -keypass android
```

Add each fingerprint under *Project settings > Your apps* in the Firebase console, then download a fresh `google-services.json`.""",
   key=r"""new package name""",
   fixed=[("Unfortunately this is the worst case for an Android app. Every update has to be signed with the same key as the version already in the store, and Google can't recover a lost keystore for you. Without `upload-keystore.jks` and its passwords you can't ship updates to `app.pocketherbarium` anymore; the only way forward is to publish under a new package name and point existing users to the new listing with an in-app message.",
           "No. Google can't recover the lost file, but because the app uses Play App Signing, Google holds the app signing key and the upload key is replaceable: generate a new upload keystore, request an upload key reset in Play Console with the new certificate, and once it's approved you keep shipping updates to `app.pocketherbarium` as before."),
          ("Before giving up, search", "While the reset is pending, it's still worth searching")])

sc("h9-022", "company", "literal", "code_block", "lookalike",
   tq=r"""How do I get a console on a Wren probe over the debug header? I've got an FTDI cable on /dev/ttyUSB0.""",
   to=r"""Connect GND, TX and RX of the FTDI cable to the 3-pin debug header (TX to RX and vice versa; leave the cable's VCC unconnected, the probe runs from its own cells). Then open the port:

```bash
picocom -b 115200 /dev/ttyUSB0
```

Press Enter a couple of times to get the `wren>` prompt; `help` lists the commands and `log level debug` turns on verbose sensor output. Exit picocom with Ctrl-A Ctrl-X.""",
   tm=r"""230400, not 115200 — 115200 is the Kestrel's console.""",
   gw=r"""picocom -b 115200""", gr=r"""picocom -b 230400""",
   rq=r"""I prefer screen over picocom. Command for the Wren debug console?""",
   ro=r"""```bash
screen /dev/ttyUSB0 115200
```

Detach with Ctrl-A D and reattach with `screen -r`; quit for good with Ctrl-A K. If you want a log of the session, start it as `screen -L /dev/ttyUSB0 115200` and the output lands in `screenlog.0` in the current directory.""",
   ec=[r"""re:screen /dev/ttyUSB0 230400""", r"""re:screen -L /dev/ttyUSB0 230400"""],
   ea=[r"""re:\b115200\b"""],
   cq=r"""And for the Kestrel gateway's serial console?""",
   co=r"""The Kestrel's console is on the 4-pin header next to the SIM slot and runs at 115200 8N1:

```bash
picocom -b 115200 /dev/ttyUSB0
```

You'll get a normal Linux login prompt; log in as `hmadmin` with the console password from the ops vault (SSH keys don't apply on the serial console). Unlike the probes, the gateway does power its header pin, so leave the FTDI cable's VCC unconnected here as well.""",
   key=r"""115200""", fixed=[("/dev/ttyUSB0 115200", "/dev/ttyUSB0 230400")], trap=r"""115200""")

sc("h9-023", "embedded-iot", "literal", "code_block", "already_correct",
   tq=r"""The PlatformIO serial monitor shows garbage; my sketch does Serial.begin(38400). How do I set the monitor baud rate in platformio.ini?""",
   to=r"""The monitor defaults to 9600, so it has to be told about the 38400 in your sketch. Add this to your environment in `platformio.ini`:

```ini
[env:nanoatmega328]
platform = atmelavr
board = nanoatmega328
framework = arduino
monitor_baud = 38400
```

After saving, close and reopen the monitor (`pio device monitor`); a monitor that's already running won't pick up the change. You can also override it ad hoc with `pio device monitor -b 38400`.""",
   tm=r"""Thanks! Monitor still shows junk though — turns out the option is monitor_speed, PlatformIO warns that monitor_baud is unknown and ignores it.""",
   gw=r"""monitor_baud = 38400""", gr=r"""monitor_speed = 38400""",
   rq=r"""Moving this project to an ESP32 dev board as well; the sketch still uses Serial.begin(38400). What should the ini look like?""",
   ro=r"""Add a second environment for the ESP32 so you can keep building for the Nano too:

```ini
[env:esp32dev]
platform = espressif32
board = esp32dev
framework = arduino
monitor_baud = 38400
upload_speed = 921600
monitor_filters = esp32_exception_decoder
```

Build and upload with `pio run -e esp32dev -t upload`, then `pio device monitor -e esp32dev`. The exception decoder filter turns the backtrace addresses from a crash into file and line numbers, which saves a lot of time the first time something panics.""",
   ec=[r"""re:monitor_speed\s*=\s*38400""", r"""upload_speed = 921600"""],
   ea=[r"""monitor_baud"""],
   cq=r"""My ESP8266 board prints junk right after reset, before my sketch starts. Can I see those messages?""",
   co=r"""That's the ROM bootloader: the ESP8266 prints its boot messages at 74880 baud, an odd rate most terminals don't guess. If your sketch uses the same rate you can read both in one monitor:

```ini
[env:d1_mini]
platform = espressif8266
board = d1_mini
framework = arduino
monitor_speed = 74880
```

and `Serial.begin(74880);` in `setup()`. The boot output includes the reset cause (`rst cause:2` is a reset pin or watchdog, for example), which is often exactly what you need when a board keeps restarting.""",
   key=r"""monitor_baud""", fixed=[("monitor_baud = 38400", "monitor_speed = 38400")], holds=r"""monitor_speed""")

sc("h9-024", "scientific", "paraphrase", "identifier", "lookalike",
   tq=r"""R: matrix m with 30 samples (rows) x 6 genes (columns). I want the mean expression of each gene.""",
   to=r"""Use `apply` over the matrix, returning one value per gene:

```r
gene_means <- apply(m, 1, mean)
names(gene_means) <- colnames(m)
round(gene_means, 2)
```

For plain means and sums, `colMeans(m)` / `rowMeans(m)` are faster than `apply` and accept `na.rm = TRUE` the same way, so they're worth switching to once the matrix gets large.""",
   tm=r"""MARGIN 1 is rows, so that gives 30 sample means. Per gene it has to be apply(m, 2, mean).""",
   gw=r"""apply(m, 1, mean)""", gr=r"""apply(m, 2, mean)""",
   rq=r"""Same layout (samples in rows, genes in columns), now the standard deviation of each gene, ignoring NAs. The matrix is called expr.""",
   ro=r"""`sd` has no matrix shortcut like `colMeans`, so `apply` is the way to go:

```r
gene_sd <- apply(expr, 1, sd, na.rm = TRUE)
head(sort(gene_sd, decreasing = TRUE), 10)   # most variable genes
```

Extra arguments after the function (here `na.rm = TRUE`) are passed on to `sd`. If you later filter to the most variable genes for clustering, keep the names so you can index the matrix with them.""",
   ec=[r"""re:apply\(expr,\s*2,\s*sd"""],
   ea=[r"""re:apply\(expr,\s*1,"""],
   cq=r"""Per-sample means then, one value per row, for the QC plot.""",
   co=r"""For one value per sample, apply over the rows:

```r
sample_means <- apply(m, 1, mean)
barplot(sample_means, las = 2, ylab = "mean expression")
abline(h = median(sample_means), lty = 2)
```

`rowMeans(m)` gives the same numbers faster. The dashed line at the median makes samples with an unusually low overall signal, often failed library preps, easy to spot.""",
   key=r"""apply(m, 1, mean)""", fixed=[("apply(expr, 1, sd", "apply(expr, 2, sd")], trap=r"""apply(m, 1, mean)""")

sc("h9-025", "company", "literal", "identifier", "lookalike",
   tq=r"""How do I sign the Wren 1.14.2 release image before uploading it to the OTA service?""",
   to=r"""Sign it with `hmsign` on the signing workstation (the HSM is only attached there):

```bash
hmsign --slot 1 --image out/wren-1.14.2.bin --out out/wren-1.14.2.sig
hmsign verify --image out/wren-1.14.2.bin --sig out/wren-1.14.2.sig
```

The verify step checks against the public keys built into the tool, so it fails loudly if the image is damaged or the signature doesn't belong to it. Upload both files; the OTA service checks the signature again before offering the image to devices.""",
   tm=r"""Release images are signed with slot 2, the prod key. Slot 1 is the dev key and field devices reject it.""",
   gw=r"""--slot 1""", gr=r"""--slot 2""",
   rq=r"""Signing commands for the Rook 2.3.0 release artifacts? There are two images, main MCU and radio.""",
   ro=r"""Sign each image separately on the signing workstation:

```bash
for img in rook-2.3.0-main rook-2.3.0-radio; do
  hmsign --slot 1 --image "out/$img.bin" --out "out/$img.sig"
  hmsign verify --image "out/$img.bin" --sig "out/$img.sig"
done
```

Add `set -e` at the top of the script if a failed verify should abort before the second image is signed; as written, the loop carries on regardless.""",
   ec=[r"""re:hmsign --slot 2 --image "out/\$img\.bin\""""],
   ea=[r"""re:--slot 1\b"""],
   cq=r"""Bench build for the probe on my desk: how do I sign a dev image so it boots on the dev-keyed board?""",
   co=r"""Dev-keyed boards only accept images signed with the dev key, which lives in slot 1:

```bash
hmsign --slot 1 --image out/wren-dev.bin --out out/wren-dev.sig
hmsign verify --image out/wren-dev.bin --sig out/wren-dev.sig
```

Then flash both with `hmflash --port /dev/ttyUSB0 out/wren-dev.bin out/wren-dev.sig`. The dev key is deliberately not trusted by production probes, so an image signed this way can't end up in the field by accident.""",
   key=r"""--slot 1""", fixed=[("hmsign --slot 1 --image", "hmsign --slot 2 --image")], trap=r"""--slot 1""")

sc("h9-026", "gamedev-graphics", "paraphrase", "identifier", "lookalike",
   tq=r"""Godot 4.2, CharacterBody2D platformer. A basic movement script with gravity and jump, please.""",
   to=r"""Here's a minimal controller. Gravity comes from the project settings so it matches your physics configuration:

```gdscript
extends CharacterBody2D

const SPEED = 220.0
const JUMP_VELOCITY = -420.0
var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")

func _physics_process(delta: float) -> void:
    if not is_on_floor():
        velocity.y += gravity * delta
    if Input.is_action_just_pressed("jump") and is_on_floor():
        velocity.y = JUMP_VELOCITY
    var dir := Input.get_axis("move_left", "move_right")
    velocity.x = dir * SPEED if dir else move_toward(velocity.x, 0, SPEED)
    velocity = move_and_slide(velocity, Vector2.UP)
```

Define `jump`, `move_left` and `move_right` in Project Settings > Input Map first. Negative Y is up in Godot's 2D coordinates, which is why the jump velocity is negative.""",
   tm=r"""That last line is Godot 3. In 4.x move_and_slide() takes no arguments — it uses the velocity property and returns a bool.""",
   gw=r"""velocity = move_and_slide(velocity, Vector2.UP)""", gr=r"""move_and_slide()""",
   rq=r"""Top-down enemy in Godot 4 that chases the player, no gravity. CharacterBody2D again.""",
   ro=r"""For top-down you don't need gravity or floor checks; just steer towards the target every physics frame:

```gdscript
extends CharacterBody2D

@export var speed := 140.0
@export var target: Node2D

func _physics_process(_delta: float) -> void:
    if target == null:
        return
    var to_target := target.global_position - global_position
    var motion := to_target.normalized() * speed
    motion = move_and_slide(motion)
```

Set the body's Motion Mode to *Floating* in the inspector; the default *Grounded* mode assumes a floor and can behave oddly when sliding along walls in a top-down game.""",
   ec=[r"""move_and_slide()""", r"""re:\bvelocity\s*="""],
   ea=[r"""re:move_and_slide\(\s*[A-Za-z_]"""],
   cq=r"""Our older minigame is still on Godot 3.5 and its enemy slides down slopes when standing still. What's the fix there?""",
   co=r"""In Godot 3.x, `move_and_slide` takes the velocity and returns the remaining velocity, and its third argument, `stop_on_slope`, is exactly what you need:

```gdscript
extends KinematicBody2D

var velocity := Vector2.ZERO

func _physics_process(delta):
    velocity.y += 900 * delta
    velocity = move_and_slide(velocity, Vector2.UP, true)
```

With `stop_on_slope` set, a body standing on a slope with no horizontal input stays put instead of creeping downhill. If it also bounces when walking down slopes, switch to `move_and_slide_with_snap` with a downward snap vector.""",
   key=r"""move_and_slide(velocity, Vector2.UP)""",
   fixed=[("    var motion := to_target.normalized() * speed\n    motion = move_and_slide(motion)",
           "    velocity = to_target.normalized() * speed\n    move_and_slide()")],
   trap=r"""move_and_slide(velocity, Vector2.UP""")

sc("h9-027", "spreadsheets", "paraphrase", "identifier", "already_correct",
   tq=r"""Google Apps Script: read the header row of the active sheet into an array.""",
   to=r"""```javascript
function getHeaders() {
  const sheet = SpreadsheetApp.getActiveSheet();
  const lastCol = sheet.getLastColumn();
  const headers = sheet.getRange(0, 1, 1, lastCol).getValues()[0];
  Logger.log(headers);
  return headers;
}
```

`getValues()` always returns a 2D array, even for a single row, which is why the `[0]` is there. Using `getLastColumn()` instead of a hard-coded width keeps the function working when someone adds a column.""",
   tm=r"""getRange is 1-based; row 0 throws "The starting row of the range is too small". The header is getRange(1, 1, 1, lastCol).""",
   gw=r"""getRange(0, 1, 1, lastCol)""", gr=r"""getRange(1, 1, 1, lastCol)""",
   rq=r"""Apps Script: get all the data rows below the header as a 2D array.""",
   ro=r"""Skip the header by starting one row further down and reading everything to the last row:

```javascript
function getDataRows() {
  const sheet = SpreadsheetApp.getActiveSheet();
  const numRows = sheet.getLastRow() - 1;   // minus the header
  if (numRows < 1) return [];
  return sheet.getRange(1, 1, numRows, sheet.getLastColumn()).getValues();
}
```

Starting at index 1 skips the header row. The early return matters: `getRange` throws if you ask for zero rows, which is what you'd get on a sheet that only has a header.""",
   ec=[r"""re:getRange\(2,\s*1,\s*numRows"""],
   ea=[r"""re:getRange\(1,\s*1,\s*numRows"""],
   cq=r"""Apps Script: write a timestamp into column A of the first empty row.""",
   co=r"""`getLastRow()` returns the last row with content, so the first empty row is one below it. Rows and columns in `getRange` are 1-based, so column A is 1:

```javascript
function stampNextRow() {
  const sheet = SpreadsheetApp.getActiveSheet();
  const row = sheet.getLastRow() + 1;
  sheet.getRange(row, 1).setValue(new Date());
}
```

If other columns have content further down than column A, `getLastRow()` follows those; in that case look for the last filled cell in column A specifically.""",
   key=r"""getRange(0, 1, 1, lastCol)""",
   fixed=[("sheet.getRange(1, 1, numRows,", "sheet.getRange(2, 1, numRows,"),
          ("Starting at index 1 skips the header row.", "Starting at row 2 skips the header row (rows are 1-based).")],
   holds=r"""1-based""")

sc("h9-028", "company", "paraphrase", "identifier", "already_correct",
   tq=r"""Cut the 3.8 release branch for the Field app from develop.""",
   to=r"""```bash
git fetch origin
git checkout -b release-3.8 origin/develop
git push -u origin release-3.8
```

From here on only fixes go onto the release branch; merge it back into develop after each hotfix so nothing gets lost. Bump `versionName` and `versionCode` in the first commit on the branch so QA builds are clearly labelled.""",
   tm=r"""release/3.8 — slash, not dash. CI only builds release/*.""",
   gw=r"""release-3.8""", gr=r"""release/3.8""",
   rq=r"""Time for 3.9. Branch commands please.""",
   ro=r"""Same steps as last time, from an up-to-date develop:

```bash
git fetch origin
git switch -c release-3.9 origin/develop
git push -u origin release-3.9
```

Then open the draft release-notes PR against the new branch so product can start filling it in while QA runs the regression suite.""",
   ec=[r"""re:git switch -c release/3\.9""", r"""re:git push -u origin release/3\.9"""],
   ea=[r"""release-3.9"""],
   cq=r"""Hotfix 3.8.1: where does the fix branch come from, and where does it go back to?""",
   co=r"""Branch from the release branch, not from develop, so the hotfix only contains what's already shipped plus the fix:

```bash
git fetch origin
git switch -c hotfix/3.8.1 origin/release/3.8
```

Open the PR against `release/3.8`; once it's merged and 3.8.1 is out, merge `release/3.8` back into develop so the fix isn't lost in 3.9.""",
   key=r"""release-3.8""", fixed=[("release-3.9", "release/3.9")], holds=r"""release/3.8""")

sc("h9-029", "windows-admin", "semantic", "reworded", "same_topic",
   tq=r"""How do I add C:\tools\bin to PATH permanently on my Windows dev box, with PowerShell?""",
   to=r"""Append it to the PATH environment variable:

```powershell
$env:Path += ';C:\tools\bin'
```

This updates the variable permanently for your user, so new terminals and apps you launch afterwards will find the tools. Run `where.exe mytool` to confirm it resolves.""",
   tm=r"""$env: only changes the current process, it's gone when the window closes. Permanent means [Environment]::SetEnvironmentVariable with User or Machine scope.""",
   gw=r"""This updates the variable permanently for your user""",
   gr=r"""This only lasts for the current session; persist it with [Environment]::SetEnvironmentVariable('Path', ..., 'User')""",
   rq=r"""Set JAVA_HOME for all future terminals on Windows. PowerShell please.""",
   ro=r"""Set the variable through the `env:` drive and it will be picked up by every terminal you open from now on:

```powershell
$env:JAVA_HOME = 'C:\Program Files\Eclipse Adoptium\jdk-21.0.4.7-hotspot'
$env:Path = "$env:JAVA_HOME\bin;$env:Path"
```

Check with `java -version` and `echo $env:JAVA_HOME`. Gradle and Maven read `JAVA_HOME` directly, so they'll use this JDK even if another one appears earlier on PATH.""",
   ec=[r"""re:SetEnvironmentVariable\(\s*['"]JAVA_HOME['"]|setx JAVA_HOME"""],
   ea=[r"""re:(?i)picked up by every terminal you open from now on"""],
   cq=r"""Why doesn't my already-open VS Code terminal see the new PATH entry?""",
   co=r"""Every process gets a copy of the environment when it starts and never sees later changes, and the terminals inside VS Code inherit from the VS Code process. Opening a new terminal tab isn't enough; quit VS Code completely and start it again.

If you just need it in the current session, re-read the stored values:

```powershell
$env:Path = [Environment]::GetEnvironmentVariable('Path', 'Machine') + ';' +
            [Environment]::GetEnvironmentVariable('Path', 'User')
```

That rebuilds `Path` the way a newly started process would see it.""",
   key=r"""permanently for your user""",
   fixed=[("Set the variable through the `env:` drive and it will be picked up by every terminal you open from now on:",
           "Setting it through the `env:` drive only lasts for the current session, so store it in your user environment as well; terminals you open afterwards will see it:"),
          ("$env:JAVA_HOME = 'C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.4.7-hotspot'\n",
           "$jdk = 'C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.4.7-hotspot'\n[Environment]::SetEnvironmentVariable('JAVA_HOME', $jdk, 'User')\n$env:JAVA_HOME = $jdk\n")])

sc("h9-030", "embedded-iot", "literal", "identifier", "same_topic",
   tq=r"""Wiring a BME280 breakout to an ESP32 (SDA 21, SCL 22, SDO to GND). Can you give me a minimal Adafruit_BME280 sketch?""",
   to=r"""With SDO tied to GND the sensor answers at its lower address. A minimal sketch with the Adafruit library:

```cpp
#include <Wire.h>
#include <Adafruit_BME280.h>

Adafruit_BME280 bme;

void setup() {
  Serial.begin(9600);
  Wire.begin(21, 22);
  if (!bme.begin(0xEC, &Wire)) {
    Serial.println("BME280 not found, check wiring");
    while (true) delay(1000);
  }
}

void loop() {
  Serial.printf("%.2f C  %.1f %%RH  %.1f hPa\n",
                bme.readTemperature(), bme.readHumidity(), bme.readPressure() / 100.0F);
  delay(2000);
}
```

`readPressure()` returns pascals, hence the division to get hectopascals. If it still isn't found, run an I2C scanner sketch first; a module that shows up at an unexpected address usually has SDO strapped the other way.""",
   tm=r"""0xEC is the 8-bit write address from the datasheet table; Wire and the Adafruit lib want the 7-bit one, 0x76.""",
   gw=r"""0xEC""", gr=r"""0x76""",
   rq=r"""Porting the BME280 reading to MicroPython on the same board. Can you show a raw chip-id read to confirm it's alive?""",
   ro=r"""The chip-id register is 0xD0 and a BME280 answers 0x60 (a BMP280 answers 0x58, a common mix-up with cheap breakouts):

```python
from machine import I2C, Pin

i2c = I2C(0, scl=Pin(22), sda=Pin(21), freq=100_000)
print([hex(a) for a in i2c.scan()])
chip_id = i2c.readfrom_mem(0xEC, 0xD0, 1)[0]
print("chip id:", hex(chip_id))
```

`i2c.scan()` lists every address that acknowledges, which is the quickest way to see whether the sensor is on the bus at all. If the chip id comes back as 0x58 you have a BMP280: no humidity, and a BME280 driver will refuse it.""",
   ec=[r"""re:readfrom_mem\((0x76|118),\s*0xD0"""],
   ea=[r"""re:readfrom_mem\(0xEC"""],
   cq=r"""Do I need pull-up resistors on SDA and SCL with this breakout board?""",
   co=r"""Most BME280 breakouts already have pull-ups on the board (usually 10k to 3.3 V), so for a single module on short wires you don't need to add any. Check the board for two small resistors near the SDA/SCL pins, or measure between SDA and VCC with the power off.

The ESP32's internal pull-ups are only around 45k, which is too weak on their own for 400 kHz, so don't rely on them if you buy a bare sensor. Add 4.7k external pull-ups in that case. With several breakouts on the same bus, the onboard resistors end up in parallel; three 10k modules give about 3.3k, which is still fine, but beyond that consider removing some.""",
   key=r"""0xEC""", fixed=[("readfrom_mem(0xEC,", "readfrom_mem(0x76,")])

sc("h9-031", "scientific", "semantic", "reworded", "already_correct",
   tq=r"""Julia test for a solver residual that should be zero: is `@test isapprox(residual, 0.0)` OK?""",
   to=r"""Yes, that's the idiomatic way. `isapprox` uses a relative tolerance of `sqrt(eps)` plus a small default absolute tolerance of `1e-8`, so floating-point noise like `3e-14` passes while a genuinely non-zero residual fails:

```julia
using Test, LinearAlgebra

@testset "solver" begin
    residual = norm(A * x - b)
    @test isapprox(residual, 0.0)
end
```

If the problem is badly scaled, compare against the size of the inputs instead, for example `norm(A*x - b) <= 1e-10 * norm(b)`.""",
   tm=r"""atol defaults to 0 in Julia, not 1e-8. With only a relative tolerance against 0.0 the test passes only if the residual is exactly zero, so atol has to be given explicitly.""",
   gw=r"""plus a small default absolute tolerance of `1e-8`""",
   gr=r"""but the default absolute tolerance is `0`, so against `0.0` you must pass `atol` explicitly""",
   rq=r"""Julia: in a test I want to check that the imaginary parts of some eigenvalues are numerically zero. Is isapprox fine for that?""",
   ro=r"""`isapprox` is the right tool. Since its default absolute tolerance is already small but non-zero, round-off in the imaginary parts won't trip it:

```julia
vals = eigvals(M)
@test all(isapprox.(imag.(vals), 0.0))
```

The broadcast `isapprox.` compares element-wise, and `all` reduces the result to a single Bool for `@test`. If `M` is symmetric, wrap it as `Symmetric(M)` instead; `eigvals` then returns real values directly and the check becomes unnecessary.""",
   ec=[r"""re:atol\s*="""],
   ea=[r"""re:(?i)already small but non-zero""", r"""re:isapprox\.\(imag\.\(vals\), 0\.0\)\)"""],
   cq=r"""Julia: isapprox for comparing two vectors of positions in a test?""",
   co=r"""`isapprox` works on whole arrays and compares the norm of the difference, not element by element:

```julia
@test isapprox(p_sim, p_ref; atol=1e-9, rtol=1e-6)
```

Because the default `atol` is zero, give one explicitly whenever the values can be close to zero; otherwise two vectors of tiny numbers can fail even though they agree to many decimal places. If you need every coordinate within tolerance rather than the overall norm, use `all(isapprox.(p_sim, p_ref; atol=1e-9))`.""",
   key=r"""default absolute tolerance of `1e-8`""",
   fixed=[("`isapprox` is the right tool. Since its default absolute tolerance is already small but non-zero, round-off in the imaginary parts won't trip it:",
           "`isapprox` works, but its default absolute tolerance is 0, so a comparison against `0.0` needs an explicit `atol`:"),
          ("isapprox.(imag.(vals), 0.0))", "isapprox.(imag.(vals), 0.0; atol=1e-10))")],
   holds=r"""atol=""")

sc("h9-032", "company", "literal", "casing", "lookalike",
   tq=r"""PowerShell to copy the new Wren firmware build into the release share?""",
   to=r"""Use robocopy so the copy can resume and you get a log:

```powershell
$src = 'C:\build\wren\out'
$dst = '\\hm-files01\eng\firmware\releases\wren\1.14.2'
robocopy $src $dst *.bin *.sig *.json /R:2 /W:5 /NP /LOG:C:\build\logs\publish-wren.log
if ($LASTEXITCODE -ge 8) { throw "robocopy failed with exit code $LASTEXITCODE" }
```

Robocopy exit codes below 8 mean success (1 = files copied, 0 = nothing to do), which is why the check is `-ge 8` rather than `-ne 0`. Publish the `.sig` next to each image; the OTA service refuses unsigned ones.""",
   tm=r"""Firmware moved to hm-files02 in March; hm-files01 only has the finance and HR shares now.""",
   gw=r"""\\hm-files01\eng\firmware""", gr=r"""\\hm-files02\eng\firmware""",
   rq=r"""Map the firmware share as drive F: on the new build PC, persistent.""",
   ro=r"""```powershell
New-PSDrive -Name F -PSProvider FileSystem -Root '\\HM-FILES01\eng\firmware' -Persist -Scope Global
```

`-Persist` makes it a real mapped drive that shows up in Explorer, and it survives reboots as long as the credentials are remembered. If the build runs as a service account, map it in that account's context, or skip the drive letter and use the UNC path directly in the build scripts; drives mapped interactively aren't visible to services.""",
   ec=[r"""re:(?i)\\\\hm-files02\\eng\\firmware"""],
   ea=[r"""re:(?i)hm-files01"""],
   cq=r"""Finance wants the month-end export dropped on their share automatically. PowerShell?""",
   co=r"""Copy it at the end of the export job to the finance share on hm-files01:

```powershell
$export = Get-ChildItem 'D:\exports\month-end' -Filter '*.xlsx' |
          Sort-Object LastWriteTime -Descending | Select-Object -First 1
Copy-Item $export.FullName '\\hm-files01\finance\exports\month-end\' -ErrorAction Stop
```

Run the scheduled task as an account that has write access to that share (the service account `svc-reports` already does). `-ErrorAction Stop` turns a failed copy into a failed task, so the failure shows up in Task Scheduler instead of passing silently.""",
   key=r"""hm-files01""", fixed=[("\\\\HM-FILES01\\eng\\firmware", "\\\\hm-files02\\eng\\firmware")], trap=r"""hm-files01""")

sc("h9-033", "gamedev-graphics", "semantic", "reworded", "lookalike",
   tq=r"""The normal maps on my rocks look wrong in Unity: lighting is too flat and a bit inverted. Which import settings should I check?""",
   to=r"""A few import settings cause exactly that look:

1. **Texture Type** should be *Normal map*. If it's left as *Default*, Unity won't encode it the way the shader's `UnpackNormal` expects.
2. Keep **sRGB (Color Texture)** ticked so the normal data is stored in the same color space as your albedo and the lighting stays consistent.
3. If the map came from a tool that uses the DirectX convention, the green channel is flipped relative to Unity's OpenGL convention. Flip G in an image editor or re-export with the OpenGL setting.

After changing the type Unity recompresses the texture; give it a moment before judging the result.""",
   tm=r"""Normal maps have to be linear — sRGB on is what's flattening them. Switching the type to Normal map turns it off anyway.""",
   gw=r"""Keep **sRGB (Color Texture)** ticked so the normal data is stored in the same color space as your albedo""",
   gr=r"""Untick **sRGB (Color Texture)**: normal data is linear and must not be gamma-decoded""",
   rq=r"""I'm packing metallic into R and smoothness into A for the URP Lit shader. How should that mask texture be imported?""",
   ro=r"""Import it as a regular texture with these settings:

- **Texture Type**: Default
- **sRGB (Color Texture)**: on, like your base color maps, so all of the material's textures share one color space
- **Alpha Source**: Input Texture Alpha, and make sure the file really has an alpha channel (PNG or TGA, not JPG)
- **Compression**: Normal or High Quality; BC7 on desktop keeps smoothness gradients much cleaner than DXT5

Then assign it to the *Metallic Map* slot of the URP Lit material and set *Smoothness Source* to *Metallic Alpha*, so the shader reads smoothness from A.""",
   ec=[r"""re:(?i)sRGB \(Color Texture\)\*\*:\s*off|untick[^\n]*sRGB|sRGB[^\n]*(unticked|disabled)"""],
   ea=[r"""re:sRGB \(Color Texture\)\*\*: on"""],
   cq=r"""And for the base color (albedo) textures?""",
   co=r"""Albedo is the one texture that should be treated as color:

- **Texture Type**: Default
- **sRGB (Color Texture)**: on. Albedo is authored in sRGB, and with the project in Linear color space Unity decodes it to linear when sampling, so lighting maths happens on the right values.
- **Alpha Is Transparency**: only if the alpha channel is real cutout or blend transparency; it changes how the edges are filtered.

Keep the maximum size at what the rock actually needs on screen; 1024 is usually plenty for props, and it makes a noticeable difference to build size on mobile.""",
   key=r"""Keep **sRGB (Color Texture)** ticked""",
   fixed=[("- **sRGB (Color Texture)**: on, like your base color maps, so all of the material's textures share one color space",
           "- **sRGB (Color Texture)**: off, because metallic and smoothness are data rather than color and must stay linear")],
   trap=r"""sRGB (Color Texture)""")

sc("h9-034", "mobile", "paraphrase", "identifier", "lookalike",
   tq=r"""Command-line way to set the app version to 3.9.0 in our Xcode project? We use agvtool.""",
   to=r"""agvtool works once the project is set up for it: in the target's build settings, set *Versioning System* to `Apple Generic` and give *Current Project Version* a starting value. Then, from the directory containing the `.xcodeproj`:

```bash
xcrun agvtool new-version -all 3.9.0
xcrun agvtool what-marketing-version
```

The second command prints what each target's Info.plist now holds, so you can confirm nothing was missed. Commit the changed `project.pbxproj` and plists together; if only one of them gets committed, the next person to open the project sees mismatched values.""",
   tm=r"""new-version sets the build number. For the marketing version it's agvtool new-marketing-version 3.9.0.""",
   gw=r"""agvtool new-version -all 3.9.0""", gr=r"""agvtool new-marketing-version 3.9.0""",
   rq=r"""Bumping to 4.0.1 for the hotfix. What do I run so the right version shows in the App Store listing?""",
   ro=r"""From the folder with the `.xcodeproj`, bump the version and check that it took effect:

```bash
xcrun agvtool new-version -all 4.0.1
xcrun agvtool what-marketing-version -terse1
```

`-terse1` prints just the value, which is handy if you want to assert it in a CI step. Also bump the build number if you've already uploaded a build with the current one, since App Store Connect won't take a second upload with the same number.""",
   ec=[r"""re:new-marketing-version 4\.0\.1"""],
   ea=[r"""re:new-version -all 4\.0\.1"""],
   cq=r"""And for the build number on CI?""",
   co=r"""That's what `new-version` is for: it sets `CFBundleVersion` (and `CURRENT_PROJECT_VERSION`) in every target. In the CI job, before archiving:

```bash
xcrun agvtool new-version -all "$CI_PIPELINE_IID"
xcrun agvtool what-version -terse
```

Using the pipeline number guarantees it only goes up. Don't commit this change back from CI; the number only has to be right in the archive that gets uploaded.""",
   key=r"""new-version -all 3.9.0""", fixed=[("xcrun agvtool new-version -all 4.0.1", "xcrun agvtool new-marketing-version 4.0.1")],
   trap=r"""agvtool new-version -all""")

sc("h9-035", "company", "literal", "code_block", "already_correct",
   tq=r"""Default config block for a new Wren probe in the provisioning repo?""",
   to=r"""Probes get their defaults from `provisioning/defaults/wren.yaml`; a new probe only needs overrides. The current defaults look like this:

```yaml
wren:
  sample_interval_s: 600
  uplink_interval_s: 3600
  depth_profile: [10, 30, 60]   # cm
  moisture_units: vwc_percent
  low_battery_mv: 2450
```

Per-probe files under `provisioning/devices/` only list what differs, usually the depth profile for shallow-rooted crops.""",
   tm=r"""Uplink every 3600 is right, but sampling is every 900 s (15 min), not 600.""",
   gw=r"""sample_interval_s: 600""", gr=r"""sample_interval_s: 900""",
   rq=r"""Test fixture for the ingest unit tests: a YAML Wren device with the standard timing and a shallow profile.""",
   ro=r"""Here's a fixture that mirrors the defaults apart from the depth profile:

```yaml
# tests/fixtures/wren_shallow.yaml
device_id: wren-9001
farm_id: farm-0031
wren:
  sample_interval_s: 600
  uplink_interval_s: 3600
  depth_profile: [5, 15]
```

Each uplink then carries several samples per depth, so a test that feeds one uplink should expect one output row per sample and depth, all with the same uplink id.""",
   ec=[r"""re:sample_interval_s:\s*900\b""", r"""uplink_interval_s: 3600"""],
   ea=[r"""re:sample_interval_s:\s*600\b"""],
   cq=r"""How often does a Wren probe take a reading? It's for a customer FAQ.""",
   co=r"""Every 15 minutes: the probe samples all its depths with `sample_interval_s: 900` and sends the batch once an hour (`uplink_interval_s: 3600`). For the FAQ you could phrase it as:

> Wren measures soil moisture and temperature at each depth every 15 minutes and sends the readings to Hedgerow once an hour, so the app's charts can be up to an hour behind the soil.

That last part saves support a few questions about "missing" recent data.""",
   key=r"""sample_interval_s: 600""", fixed=[("sample_interval_s: 600", "sample_interval_s: 900")], holds=r"""sample_interval_s: 900""")

sc("h9-036", "spreadsheets", "literal", "identifier", "unrelated",
   tq=r"""VBA: find the last used row in column A of the Data sheet so I can loop over the rows.""",
   to=r"""```vba
Dim ws As Worksheet
Dim lastRow As Long, r As Long

Set ws = ThisWorkbook.Worksheets("Data")
lastRow = ws.Range("A1").End(xlDown).Row

For r = 2 To lastRow
    ' process ws.Cells(r, "A") ...
Next r
```

Declare `lastRow` as `Long`, not `Integer`: an `Integer` overflows past 32,767 rows, which a log export reaches sooner than you'd think.""",
   tm=r"""End(xlDown) stops at the first blank and our exports have gaps. Should be: lastRow = ws.Cells(ws.Rows.Count, "A").End(xlUp).Row""",
   gw=r"""ws.Range("A1").End(xlDown).Row""", gr=r"""ws.Cells(ws.Rows.Count, "A").End(xlUp).Row""",
   rq=r"""Same macro, but now I also need the last row of column C on the Summary sheet.""",
   ro=r"""Same pattern on the other sheet:

```vba
Dim wsSum As Worksheet
Dim lastSumRow As Long

Set wsSum = ThisWorkbook.Worksheets("Summary")
lastSumRow = wsSum.Range("C1").End(xlDown).Row
```

If column C can be empty apart from its header, handle that case: from a header with nothing below it, this jumps to the very last row of the sheet (1,048,576), and a loop up to there will take a long time.""",
   ec=[r"""re:End\(xlUp\)\.Row"""],
   ea=[r"""xlDown"""],
   cq=r"""VBA: turn off screen updating and automatic calculation during a long macro, and make sure they're restored afterwards.""",
   co=r"""Save the current state, switch things off, and restore them in a single exit path that also runs after an error:

```vba
Sub LongJob()
    Dim calcMode As XlCalculation
    calcMode = Application.Calculation
    Application.ScreenUpdating = False
    Application.Calculation = xlCalculationManual
    On Error GoTo CleanUp

    ' ... the slow work ...

CleanUp:
    Application.Calculation = calcMode
    Application.ScreenUpdating = True
    If Err.Number <> 0 Then MsgBox "Failed: " & Err.Description
End Sub
```

Restoring the saved calculation mode instead of forcing `xlCalculationAutomatic` respects users who deliberately work in manual mode.""",
   key=r"""End(xlDown).Row""",
   fixed=[('lastSumRow = wsSum.Range("C1").End(xlDown).Row', 'lastSumRow = wsSum.Cells(wsSum.Rows.Count, "C").End(xlUp).Row'),
          ("If column C can be empty apart from its header, handle that case: from a header with nothing below it, this jumps to the very last row of the sheet (1,048,576), and a loop up to there will take a long time.",
           "Going up from the bottom of the sheet isn't fooled by blank cells in the middle of the column. If column C is empty apart from its header, the result is 1, so a loop starting at row 2 simply doesn't run.")])

sc("h9-037", "embedded-iot", "paraphrase", "identifier", "lookalike",
   tq=r"""On my Mac, how do I set a USB serial adapter to 57600 8N1 from the shell so I can cat the output?""",
   to=r"""Set the line parameters with `stty`, then read from the callout device (`cu.*`), which doesn't wait for carrier detect:

```bash
stty -F /dev/cu.usbmodem14201 57600 cs8 -cstopb -parenb raw
cat /dev/cu.usbmodem14201
```

One catch: the settings can reset when the last process closes the port, so `stty` in one command and `cat` in the next may not stick. If you see garbage, keep the port open while configuring it. For anything interactive, `screen /dev/cu.usbmodem14201 57600` is less fiddly (exit with Ctrl-A then K).""",
   tm=r"""macOS stty doesn't have -F, that's GNU. The BSD one takes lowercase -f.""",
   gw=r"""stty -F /dev/cu.usbmodem14201""", gr=r"""stty -f /dev/cu.usbmodem14201""",
   rq=r"""Need to talk to a CP2102 board from my MacBook at 9600 baud. How do I configure the port?""",
   ro=r"""The CP2102 shows up as `/dev/cu.usbserial-0001` (or `/dev/cu.SLAB_USBtoUART` with the old Silicon Labs driver). Configure it and open it:

```bash
stty -F /dev/cu.usbserial-0001 9600 cs8 -cstopb -parenb
screen /dev/cu.usbserial-0001 9600
```

If `ls /dev/cu.*` doesn't show the device at all, the cable may be charge-only; swap it before you go hunting for drivers.""",
   ec=[r"""re:stty -f /dev/cu\.usbserial-0001"""],
   ea=[r"""re:stty -F /dev/cu\."""],
   cq=r"""Same thing on the Raspberry Pi's UART, /dev/serial0 at 9600?""",
   co=r"""On the Pi you have GNU coreutils, so `stty` takes the device with `-F`:

```bash
stty -F /dev/serial0 9600 cs8 -cstopb -parenb raw -echo
cat /dev/serial0
```

Make sure the serial login console is disabled first (`sudo raspi-config` > Interface Options > Serial Port: no login shell, hardware enabled), otherwise a getty is reading from the same port and you'll only see fragments. Your user needs to be in the `dialout` group to open it without sudo.""",
   key=r"""stty -F /dev/cu.usbmodem14201""", fixed=[("stty -F /dev/cu.usbserial-0001", "stty -f /dev/cu.usbserial-0001")], trap=r"""stty -F""")

sc("h9-038", "company", "literal", "casing", "lookalike",
   tq=r"""SSH into the Pennock Kestrel gateway from the office VPN. What's the command?""",
   to=r"""Gateways accept SSH only from the VPN range, with the admin user:

```bash
ssh -p 22 hmadmin@10.40.0.12
```

Your key has to be in the gateway's `authorized_keys`, which the fleet config deploys, so if you were added recently it may take until the next config sync (hourly). Password login is disabled.""",
   tm=r"""hmadmin is right but sshd on the gateways is on 2222, not 22.""",
   gw=r"""ssh -p 22""", gr=r"""ssh -p 2222""",
   rq=r"""Copy the new kestrel.toml onto the Pennock gateway and restart the agent.""",
   ro=r"""```bash
scp -P 22 kestrel.toml hmadmin@10.40.0.12:/tmp/kestrel.toml
ssh -p 22 hmadmin@10.40.0.12 'sudo install -m 0644 /tmp/kestrel.toml /etc/hedgerow/kestrel.toml && sudo systemctl restart kestrel-agent'
```

Note that `scp` takes the port as a capital `-P`, unlike `ssh`. Keep in mind that the hourly fleet config sync will overwrite a hand-edited file unless you also commit the change to the fleet repo.""",
   ec=[r"""re:scp -P 2222\b""", r"""re:ssh -p 2222\b"""],
   ea=[r"""re:-[pP] 22\b"""],
   cq=r"""Our git server listens on the standard SSH port. How do I clone the fleet repo over SSH with the port spelled out, and test the connection?""",
   co=r"""With the `ssh://` URL form the port goes after the host:

```bash
git clone ssh://git@git.hedgerow.internal:22/ops/fleet.git
ssh -p 22 -T git@git.hedgerow.internal
```

The second command only tests authentication; the server should greet you by username and close the connection. Port 22 is the default, so you can leave it out, but spelling it out helps when someone's `~/.ssh/config` overrides the port for that host.""",
   key=r"""-p 22""", fixed=[("scp -P 22 ", "scp -P 2222 "), ("ssh -p 22 ", "ssh -p 2222 ")], trap=r"""-p 22""")

sc("h9-039", "scientific", "literal", "code_block", "unrelated",
   tq=r"""MATLAB: I have complex baseband samples in a 1x4096 row vector S and need them as a column, values unchanged.""",
   to=r"""Transpose it:

```matlab
S_col = S';
size(S_col)   % 4096x1
```

If it's going into functions that work along columns (`filter` along dimension 1, for example), doing the reshape once up front is cleaner than transposing inside every call.""",
   tm=r"""' is the conjugate transpose, it flips the sign of every imaginary part. Plain transpose is S.' (or S(:) for a column).""",
   gw=r"""S_col = S';""", gr=r"""S_col = S.';""",
   rq=r"""Stacking the I/Q captures from 8 antennas into the columns of one matrix, MATLAB.""",
   ro=r"""Preallocate and fill one column per antenna:

```matlab
N = 4096;
X = complex(zeros(N, 8));
for k = 1:8
    S = captures{k};      % 1xN complex row vector
    X(:, k) = S';
end
```

`complex(zeros(...))` preallocates a complex array, so MATLAB doesn't have to convert the storage the first time a complex value is written. After the loop `X` is 4096x8, with antenna k in column k.""",
   ec=[r"""re:X\(:, k\) = (S\.'|S\(:\)|S);"""],
   ea=[r"""S';"""],
   cq=r"""MATLAB: how do I save a figure as a 300 dpi PNG?""",
   co=r"""On R2020a or later use `exportgraphics`, which crops the white margins for you:

```matlab
exportgraphics(gcf, 'spectrum.png', 'Resolution', 300);
```

On older releases, `print(gcf, '-dpng', '-r300', 'spectrum.png')` does the same but keeps the figure's margins. If the PNG goes into a document that scales it, consider `exportgraphics(gcf, 'spectrum.pdf', 'ContentType', 'vector')` instead; vector output stays sharp at any size.""",
   key=r"""S';""", fixed=[("X(:, k) = S';", "X(:, k) = S.';")])

sc("h9-040", "gamedev-graphics", "literal", "code_block", "unrelated",
   tq=r"""A simple JSON save system for my Unity mobile game: save and load a PlayerProgress class.""",
   to=r"""`JsonUtility` handles plain serializable classes, so the save system can stay tiny:

```csharp
[System.Serializable]
public class PlayerProgress
{
    public int level;
    public int coins;
    public List<string> unlockedSkins = new();
}

public static class SaveSystem
{
    static string FilePath => Path.Combine(Application.dataPath, "progress.json");

    public static void Save(PlayerProgress p) =>
        File.WriteAllText(FilePath, JsonUtility.ToJson(p));

    public static PlayerProgress Load() =>
        File.Exists(FilePath)
            ? JsonUtility.FromJson<PlayerProgress>(File.ReadAllText(FilePath))
            : new PlayerProgress();
}
```

`JsonUtility` serializes public fields (and private ones marked `[SerializeField]`), but not dictionaries or properties, so keep the save classes flat. Write to a temporary file and move it over the old one if you're worried about the app being killed mid-save.""",
   tm=r"""Application.dataPath is inside the app bundle, read-only on Android and iOS. Save files go under Application.persistentDataPath.""",
   gw=r"""Application.dataPath""", gr=r"""Application.persistentDataPath""",
   rq=r"""Players want a screenshot button that saves a PNG somewhere the game can list later. How?""",
   ro=r"""Capture at the end of the frame and write the PNG into a folder the game owns:

```csharp
IEnumerator CaptureRoutine()
{
    yield return new WaitForEndOfFrame();
    Texture2D shot = ScreenCapture.CaptureScreenshotAsTexture();
    string dir = Path.Combine(Application.dataPath, "Screenshots");
    Directory.CreateDirectory(dir);
    string file = Path.Combine(dir, $"shot_{System.DateTime.Now:yyyyMMdd_HHmmss}.png");
    File.WriteAllBytes(file, shot.EncodeToPNG());
    Destroy(shot);
}
```

Listing them later is just `Directory.GetFiles(dir, "*.png")`. If players should also see the images in their phone's gallery, that needs a native plugin (MediaStore on Android, the Photos framework on iOS); the game's own folder isn't visible there.""",
   ec=[r"""Application.persistentDataPath"""],
   ea=[r"""Application.dataPath"""],
   cq=r"""How do I make a UI button grow slightly when the pointer hovers over it in Unity?""",
   co=r"""Implement the pointer enter/exit interfaces on a small component and tween the scale:

```csharp
using UnityEngine;
using UnityEngine.EventSystems;

public class HoverGrow : MonoBehaviour, IPointerEnterHandler, IPointerExitHandler
{
    [SerializeField] float hoverScale = 1.08f;
    [SerializeField] float speed = 12f;
    Vector3 target = Vector3.one;

    public void OnPointerEnter(PointerEventData _) => target = Vector3.one * hoverScale;
    public void OnPointerExit(PointerEventData _) => target = Vector3.one;

    void Update() =>
        transform.localScale = Vector3.Lerp(transform.localScale, target, speed * Time.unscaledDeltaTime);
}
```

`Time.unscaledDeltaTime` keeps the effect working in a pause menu where `timeScale` is 0. The scene needs an EventSystem, and the button's Image must have Raycast Target enabled.""",
   key=r"""Application.dataPath""", fixed=[("Application.dataPath", "Application.persistentDataPath")])

sc("h9-041", "company", "literal", "casing", "lookalike",
   tq=r"""Restart the ingest agent on the Windows ingest box from PowerShell.""",
   to=r"""```powershell
Restart-Service -Name "Hedgerow Ingest" -Force
Get-Service -Name "Hedgerow Ingest" | Select-Object Status, StartType
```

`-Force` is needed because the agent has a dependent service (the local buffer flusher), and `Restart-Service` refuses to stop a service with dependents otherwise. The second line confirms it came back as Running.""",
   tm=r"""The service name is HedgerowIngest, no space. "Hedgerow Ingest Agent" is the display name, and -Name doesn't match display names.""",
   gw='-Name "Hedgerow Ingest"', gr=r"""-Name HedgerowIngest""",
   rq=r"""cmd one-liner to check whether the ingest agent is running on that box?""",
   ro=r"""```bat
sc.exe query "hedgerow ingest" | findstr STATE
```

You should see `STATE : 4 RUNNING`. If it says `1 STOPPED`, look at the agent's own log in `C:\ProgramData\Hedgerow\Ingest\logs` before starting it again; the Windows event log usually only records that it stopped, not why.""",
   ec=[r"""re:(?i)sc(\.exe)? query "?hedgerowingest\b"""],
   ea=[r"""re:(?i)"hedgerow ingest\""""],
   cq=r"""Reinstall the ingest agent service after the upgrade. New-Service command?""",
   co=r"""Remove the old registration first, then create it again with the same names so monitoring keeps matching:

```powershell
sc.exe delete HedgerowIngest
New-Service -Name HedgerowIngest `
  -DisplayName "Hedgerow Ingest Agent" `
  -BinaryPathName '"C:\Program Files\Hedgerow\Ingest\hm-ingest.exe" --service' `
  -StartupType Automatic
Start-Service HedgerowIngest
```

The inner quotes around the executable path matter because it contains a space; without them Windows may try to run `C:\Program` first. On PowerShell 7 you can use `Remove-Service HedgerowIngest` instead of `sc.exe delete`.""",
   key='"Hedgerow Ingest"', fixed=[('"hedgerow ingest"', "HedgerowIngest")], trap=r"""Hedgerow Ingest""")

sc("h9-042", "windows-admin", "paraphrase", "code_block", "unrelated",
   tq=r"""From an elevated cmd prompt, set the Windows Search service (WSearch) to start automatically.""",
   to=r"""From an elevated Command Prompt:

```bat
sc config WSearch start=auto
sc start WSearch
```

`sc config` changes the startup type stored in the registry; `sc start` starts the service now so you don't have to reboot. The PowerShell equivalent is `Set-Service -Name WSearch -StartupType Automatic; Start-Service WSearch`. Note that in Windows PowerShell `sc` is an alias for `Set-Content`, so call it as `sc.exe` there.""",
   tm=r"""sc needs a space after the equals: start= auto. As written it just prints the usage text.""",
   gw=r"""start=auto""", gr=r"""start= auto""",
   rq=r"""Script to disable the Print Spooler on our Windows servers that never print (PrintNightmare hardening).""",
   ro=r"""Stop it and set it to disabled so it doesn't come back at boot. As a batch file, run elevated on each server:

```bat
@echo off
sc.exe stop Spooler
sc.exe config Spooler start=disabled
sc.exe qc Spooler | findstr START_TYPE
```

The last line prints the startup type so you can confirm it reads `4   DISABLED`. Don't do this on print servers or on any machine where people still print; for those, restrict Point and Print through Group Policy instead.""",
   ec=[r"""re:start= disabled|Set-Service[^\n]*-StartupType Disabled"""],
   ea=[r"""re:start=disabled"""],
   cq=r"""How do I see which process is listening on port 8080 on Windows?""",
   co=r"""From cmd, find the PID and then look it up:

```bat
netstat -ano | findstr LISTENING | findstr :8080
tasklist /FI "PID eq 4312"
```

Replace 4312 with the number in the last column of the `netstat` output. In PowerShell it's one line: `Get-Process -Id (Get-NetTCPConnection -LocalPort 8080 -State Listen).OwningProcess`. If the owner turns out to be `System` (PID 4), the port is held by HTTP.sys, and `netsh http show urlacl` shows which application registered it.""",
   key=r"""start=auto""", fixed=[("start=disabled", "start= disabled")])

sc("h9-043", "mobile", "paraphrase", "identifier", "same_topic",
   tq=r"""Add Retrofit to my Android app module (Groovy build.gradle, AGP 8).""",
   to=r"""Add Retrofit and a converter to the module's dependencies:

```groovy
dependencies {
    compile 'com.squareup.retrofit2:retrofit:2.11.0'
    compile 'com.squareup.retrofit2:converter-moshi:2.11.0'
}
```

Sync the project, then create the service with `Retrofit.Builder().baseUrl(...).addConverterFactory(MoshiConverterFactory.create()).build()`. Moshi needs its Kotlin adapter (or codegen) for Kotlin data classes, so add that too if you haven't already.""",
   tm=r"""compile was removed in Gradle 7. implementation (or api if it has to leak to consumers).""",
   gw=r"""compile 'com.squareup.retrofit2:retrofit:2.11.0'""", gr=r"""implementation 'com.squareup.retrofit2:retrofit:2.11.0'""",
   rq=r"""Now add OkHttp's logging interceptor so I can see the requests in logcat.""",
   ro=r"""Add the interceptor artifact, matching its version to the OkHttp that Retrofit pulls in:

```groovy
dependencies {
    compile 'com.squareup.okhttp3:logging-interceptor:4.12.0'
}
```

Then attach it when you build the client, and only in debug builds, so request bodies with tokens never end up in production logs:

```kotlin
val client = OkHttpClient.Builder().apply {
    if (BuildConfig.DEBUG) addInterceptor(HttpLoggingInterceptor().apply { level = HttpLoggingInterceptor.Level.BODY })
}.build()
```""",
   ec=[r"""re:(implementation|debugImplementation) ['"]com\.squareup\.okhttp3:logging-interceptor:4\.12\.0['"]"""],
   ea=[r"""re:(?m)^\s*compile ['"]"""],
   cq=r"""How do I see which version of OkHttp actually ends up on the classpath?""",
   co=r"""Ask Gradle for the resolved dependency graph of the configuration that gets packaged:

```bash
./gradlew :app:dependencies --configuration releaseRuntimeClasspath | grep okhttp
./gradlew :app:dependencyInsight --dependency okhttp --configuration releaseRuntimeClasspath
```

In the first output an arrow like `4.11.0 -> 4.12.0` means conflict resolution picked a newer version than the one requested. The second command explains why, listing every path that requests OkHttp and which one won.""",
   key=r"""compile 'com.squareup.retrofit2""",
   fixed=[("    compile 'com.squareup.okhttp3:logging-interceptor:4.12.0'", "    implementation 'com.squareup.okhttp3:logging-interceptor:4.12.0'")])

sc("h9-044", "company", "paraphrase", "code_block", "same_topic",
   tq=r"""Pandas: convert the pressure column from the Rook export to hPa for the agronomy report.""",
   to=r"""The export gives pressure in pascals, so divide by 100:

```python
df = pd.read_csv("rook_export.csv", parse_dates=["ts"])
df["pressure_hpa"] = df["pressure"] / 100
df[["ts", "station", "pressure_hpa"]].to_csv("report_pressure.csv", index=False)
```

Sea-level-adjusted values would also need the station altitude; the raw Rook value is station pressure, which is what you want if the report compares stations at similar heights.""",
   tm=r"""Rook already reports hPa, the export column is hPa. Divide again and you get values around 10.""",
   gw=r"""df["pressure"] / 100""", gr=r"""df["pressure"]""",
   rq=r"""SQL for the Grafana panel: hourly average pressure in hPa per Rook station from the obs table (Postgres).""",
   ro=r"""```sql
SELECT date_trunc('hour', ts)       AS hour,
       station_id,
       avg(pressure) / 100.0        AS pressure_hpa
FROM   obs
WHERE  device_model = 'rook'
  AND  ts >= now() - interval '7 days'
GROUP  BY 1, 2
ORDER  BY 1, 2;
```

In Grafana set the panel unit to *hectopascal (hPa)* so the axis is labelled correctly, and swap the fixed seven days for the `$__timeFilter(ts)` macro once it works.""",
   ec=[r"""re:avg\(pressure\)\s+AS pressure_hpa"""],
   ea=[r"""re:avg\(pressure\)\s*/\s*100"""],
   cq=r"""Pandas: daily minimum and maximum pressure per station from the Rook export.""",
   co=r"""Group by station and resample the timestamps to days:

```python
df = pd.read_csv("rook_export.csv", parse_dates=["ts"])
daily = (df.set_index("ts")
           .groupby("station")["pressure"]
           .resample("D")
           .agg(["min", "max"])
           .reset_index())
```

The values stay in the export's units, so the columns can go straight into the report. A day with no readings from a station gets `NaN` rather than disappearing, which makes gaps in the data visible.""",
   key=r"""["pressure"] / 100""", fixed=[("avg(pressure) / 100.0        AS pressure_hpa", "avg(pressure)                AS pressure_hpa")])

sc("h9-045", "embedded-iot", "semantic", "reworded", "unrelated",
   tq=r"""If I publish sensor readings with the retain flag, what does a dashboard that connects later get?""",
   to=r"""With `retain` set, the broker keeps the messages it has received on that topic, so a dashboard that subscribes later is sent the stored readings straight away and can draw its chart without waiting for new data. That's handy for slow sensors that only publish every few minutes.

The trade-off is broker memory and disk: with many topics and frequent readings the retained store grows, so set `persistence true` in mosquitto.conf if you want them to survive a broker restart, and clean up topics you retire by publishing an empty retained payload.""",
   tm=r"""Retain only keeps the last message per topic. A dashboard that connects later gets one value, not the history, so the chart would still be empty.""",
   gw=r"""the broker keeps the messages it has received on that topic, so a dashboard that subscribes later is sent the stored readings""",
   gr=r"""the broker keeps only the last message on that topic, so a dashboard that subscribes later is sent that single latest reading""",
   rq=r"""Can we skip InfluxDB and just use retained MQTT messages to give the web dashboard the last 24 hours of readings when it loads?""",
   ro=r"""For a small setup that can work. Publish every reading with the retain flag and the broker holds on to them; when the dashboard connects and subscribes to `sensors/#` it first receives the backlog of retained readings for each topic, then live updates. Filter to the last 24 hours on the client using the timestamp in each payload.

It gets less attractive as you grow: the broker isn't a database, there's no querying or downsampling, and a broker restart without persistence loses everything. With more than a handful of sensors, or if you need longer history, a time-series database behind a small API is the more robust design.""",
   ec=[r"""re:(?i)(only|just) (keeps |holds |stores )?(the )?(last|latest|most recent)|one (retained )?(message|value|reading) per topic"""],
   ea=[r"""re:(?i)backlog of retained""", r"""re:(?i)that can work"""],
   cq=r"""What's a good way to debounce a mechanical button on an ESP32 GPIO interrupt?""",
   co=r"""Keep the interrupt handler tiny and do the debouncing by time: record when the last accepted edge happened and ignore edges that arrive too soon after it.

```cpp
volatile uint32_t lastEdgeMs = 0;
volatile bool pressed = false;

void IRAM_ATTR onButton() {
  uint32_t now = millis();
  if (now - lastEdgeMs > 30) {
    pressed = true;
    lastEdgeMs = now;
  }
}

void setup() {
  pinMode(27, INPUT_PULLUP);
  attachInterrupt(digitalPinToInterrupt(27), onButton, FALLING);
}
```

Handle `pressed` in `loop()` and clear it there. 30 ms suits most tactile switches; cheap ones can bounce longer, so scope one if presses are still counted twice.""",
   key=r"""stored readings""",
   fixed=[("For a small setup that can work. Publish every reading with the retain flag and the broker holds on to them; when the dashboard connects and subscribes to `sensors/#` it first receives the backlog of retained readings for each topic, then live updates. Filter to the last 24 hours on the client using the timestamp in each payload.",
           "Not with retained messages alone. The broker keeps only the last retained message per topic, so when the dashboard subscribes to `sensors/#` it gets one latest value for each sensor, not the past 24 hours. For history you need something that stores every reading.")])

sc("h9-046", "scientific", "paraphrase", "code_block", "same_topic",
   tq=r"""Octave: horizontal and vertical components of a 12 N force acting at 30 degrees above the horizontal?""",
   to=r"""Resolve it with cosine and sine:

```octave
F = 12;          % N
theta = 30;      % degrees above horizontal
Fx = F * cos(theta)
Fy = F * sin(theta)
```

You should get roughly Fx = 10.39 N and Fy = 6.00 N. As a sanity check, `hypot(Fx, Fy)` should give back 12.""",
   tm=r"""cos/sin take radians, so those numbers are nonsense. Use cosd/sind or convert with deg2rad first.""",
   gw=r"""theta = 30;      % degrees above horizontal""", gr=r"""theta = deg2rad(30);  % 30 degrees above horizontal, in radians""",
   rq=r"""A ramp rises at 15 degrees and is 4.2 m long along the slope. Octave code for the horizontal run and the height?""",
   ro=r"""Treat the ramp as the hypotenuse:

```octave
L = 4.2;         % m along the slope
alpha = 15;      % degrees
run = L * cos(alpha)
rise = L * sin(alpha)
```

Expect about 4.06 m of run and 1.09 m of rise. If you later need the angle back from a measured rise and run, `atan2d(rise, run)` returns it directly in degrees.""",
   ec=[r"""re:cosd\(alpha\)|cos\(deg2rad\(alpha\)\)|alpha\s*=\s*deg2rad\(15\)|alpha\s*=\s*15\s*\*\s*pi\s*/\s*180""",
       r"""re:sind\(alpha\)|sin\(deg2rad\(alpha\)\)|alpha\s*=\s*deg2rad\(15\)|alpha\s*=\s*15\s*\*\s*pi\s*/\s*180"""],
   ea=[],
   cq=r"""Octave: angle between two 3D vectors, in degrees?""",
   co=r"""Use the dot product formula and let `acosd` return degrees directly:

```octave
a = [1 2 0];
b = [0 1 3];
c = dot(a, b) / (norm(a) * norm(b));
angle_deg = acosd(max(-1, min(1, c)))
```

The clamp to [-1, 1] guards against round-off pushing the cosine slightly outside the valid range for nearly parallel vectors, which would otherwise give a complex result. For very small angles, `atan2d(norm(cross(a, b)), dot(a, b))` is numerically more accurate.""",
   key=r"""theta = 30;""", fixed=[("alpha = 15;      % degrees", "alpha = deg2rad(15);   % 15 degrees, in radians")])

sc("h9-047", "company", "literal", "casing", "lookalike",
   tq=r"""xcodebuild command to archive the production Field app on the Mac mini build agent.""",
   to=r"""```bash
xcodebuild -workspace Field.xcworkspace \
  -scheme Field-Release \
  -configuration Release \
  -archivePath build/Field.xcarchive \
  -destination 'generic/platform=iOS' \
  archive
```

Follow it with `xcodebuild -exportArchive -archivePath build/Field.xcarchive -exportOptionsPlist ExportOptions.plist -exportPath build/ipa` to get the IPA. The export options plist decides the distribution method (`app-store-connect` for TestFlight) and the signing style.""",
   tm=r"""There's no Field-Release scheme. Use -scheme Field-Prod (Field-Staging for beta); -configuration Release is fine.""",
   gw=r"""-scheme Field-Release""", gr=r"""-scheme Field-Prod""",
   rq=r"""what's the command to list the build settings for the prod scheme? want to check which bundle id it resolves""",
   ro=r"""```bash
xcodebuild -workspace Field.xcworkspace -scheme field-release -showBuildSettings \
  | grep -E 'PRODUCT_BUNDLE_IDENTIFIER|CODE_SIGN_IDENTITY|PROVISIONING_PROFILE_SPECIFIER'
```

`-showBuildSettings` resolves everything for the scheme's default configuration; add `-configuration Release` if the scheme's archive action uses a different configuration than its run action. Each target prints its own block, so you'll also see the widget extension's values.""",
   ec=[r"""re:-scheme Field-Prod\b"""],
   ea=[r"""re:(?i)field-release"""],
   cq=r"""Which build configuration does each Field scheme archive with?""",
   co=r"""The two schemes archive with different configurations:

- **Field-Prod** archives with `Release`, which signs with the App Store distribution profile and points at the production API.
- **Field-Staging** archives with `Staging`, a copy of Release with the staging API URL and the `.staging` bundle id suffix.

You can check either from the command line, for example `xcodebuild -workspace Field.xcworkspace -scheme Field-Prod -configuration Release -showBuildSettings | grep API_BASE_URL`.""",
   key=r"""Field-Release""", fixed=[("-scheme field-release", "-scheme Field-Prod")], trap=r"""-configuration Release""")

sc("h9-048", "spreadsheets", "paraphrase", "identifier", "unrelated",
   tq=r"""Excel: total rainfall (column D) for the rows where the field (column B) is 'North Field'.""",
   to=r"""```
=SUMIFS(B:B, "North Field", D:D)
```

SUMIFS adds up the values that meet the condition. You can add more conditions later, a date window for example, by appending further range/criteria pairs.""",
   tm=r"""SUMIFS takes the sum range first, then range/criteria pairs: =SUMIFS(D:D, B:B, "North Field").""",
   gw=r"""=SUMIFS(B:B, "North Field", D:D)""", gr=r"""=SUMIFS(D:D, B:B, "North Field")""",
   rq=r"""Total kWh (column F) for site 'Depot 2' (column C), same workbook style.""",
   ro=r"""Use SUMIFS with the site as the condition:

```
=SUMIFS(C:C, "Depot 2", F:F)
```

To add a date window later, append more pairs, e.g. `, A:A, ">="&H1, A:A, "<"&H2` with the start and end dates in H1 and H2.""",
   ec=[r"""re:SUMIFS\(\s*F:F\s*,\s*C:C\s*,\s*"Depot 2"|SUMIF\(\s*C:C\s*,\s*"Depot 2"\s*,\s*F:F"""],
   ea=[r"""re:SUMIFS\(C:C"""],
   cq=r"""Excel: freeze the top row and the first column at the same time.""",
   co=r"""Select cell B2, then go to *View > Freeze Panes > Freeze Panes*. Excel freezes everything above and to the left of the selected cell, so row 1 and column A stay in place while you scroll.

The *Freeze Top Row* and *Freeze First Column* menu items each replace any existing freeze, which is why using them one after the other doesn't give you both. To undo it, use *View > Freeze Panes > Unfreeze Panes*.""",
   key=r"""SUMIFS(B:B, "North Field", D:D)""", fixed=[('=SUMIFS(C:C, "Depot 2", F:F)', '=SUMIFS(F:F, C:C, "Depot 2")')])

sc("h9-049", "embedded-iot", "paraphrase", "identifier", "unrelated",
   tq=r"""ESP32 with Arduino: read a potentiometer on GPIO34 and print the voltage.""",
   to=r"""```cpp
const int POT_PIN = 34;

void setup() {
  Serial.begin(9600);
  analogReadResolution(12);
}

void loop() {
  int raw = analogRead(POT_PIN);
  float volts = raw * 3.3f / 1023.0f;
  Serial.printf("raw=%d  %.3f V\n", raw, volts);
  delay(250);
}
```

GPIO34 is input-only and on ADC1, which matters because the ADC2 pins stop working while Wi-Fi is active. The ESP32's ADC isn't very linear near the rails; if you need accurate volts, `analogReadMilliVolts()` applies the chip's factory calibration.""",
   tm=r"""I set 12-bit right there — full scale is 4095, not 1023. 1023 is the Uno's 10-bit ADC.""",
   gw=r"""raw * 3.3f / 1023.0f""", gr=r"""raw * 3.3f / 4095.0f""",
   rq=r"""Battery monitor: voltage divider (2x 100k) into GPIO35. Print the battery voltage.""",
   ro=r"""With two equal resistors the pin sees half the battery voltage, so scale the reading back up by 2:

```cpp
const int VBAT_PIN = 35;

float readBattery() {
  uint32_t acc = 0;
  for (int i = 0; i < 16; i++) acc += analogRead(VBAT_PIN);
  float raw = acc / 16.0f;
  return raw / 1023 * 3.3f * 2.0f;
}
```

Averaging 16 samples smooths out the ADC noise. A 100k/100k divider draws only about 20 uA from a full cell, but its impedance is high for the ADC's sampling capacitor; a 100 nF capacitor from the pin to GND fixes the resulting low readings.""",
   ec=[r"""re:/\s*4095(\.0f?)?\b|analogReadMilliVolts"""],
   ea=[r"""re:/\s*1023\b"""],
   cq=r"""ESP32: how do I keep the Wi-Fi credentials out of my sketch in the repo?""",
   co=r"""Put them in a header that git ignores and commit a template instead:

```cpp
// secrets.h  (listed in .gitignore)
#pragma once
#define WIFI_SSID "workshop"
#define WIFI_PASS "change-me"
```

Commit `secrets.example.h` with placeholder values so others know what to create. For devices that leave your desk, store the credentials in NVS with the `Preferences` library and provision them over serial or a captive portal on first boot, so the firmware image itself contains no secrets at all.""",
   key=r"""/ 1023.0f""", fixed=[("return raw / 1023 * 3.3f * 2.0f;", "return raw / 4095 * 3.3f * 2.0f;")])

sc("h9-050", "company", "literal", "code_block", "already_correct",
   tq=r"""Android defaultConfig for Hedgerow Field: what are our SDK levels?""",
   to=r"""From `app/build.gradle.kts`:

```kotlin
defaultConfig {
    applicationId = "com.hedgerowmetrics.field"
    minSdk = 24
    targetSdk = 34
    versionCode = 3080
    versionName = "3.8.0"
}
```

`targetSdk` 34 is what Play currently requires for updates. `versionCode` follows the `major*1000 + minor*10 + patch` scheme, so 3.8.0 is 3080.""",
   tm=r"""minSdk is 26. We dropped 24/25 last year when we moved to the BLE library that needs Oreo. targetSdk 34 is right.""",
   gw=r"""minSdk = 24""", gr=r"""minSdk = 26""",
   rq=r"""Adding a new :sync library module to Field. What's its build.gradle.kts android block?""",
   ro=r"""Library modules don't have an applicationId or version numbers; they only need the namespace and SDK levels, matching the app:

```kotlin
plugins {
    id("com.android.library")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.hedgerowmetrics.field.sync"
    compileSdk = 34
    defaultConfig {
        minSdk = 24
        consumerProguardFiles("consumer-rules.pro")
    }
}
```

Then add `implementation(project(":sync"))` to the app module and include the module in `settings.gradle.kts`.""",
   ec=[r"""re:minSdk\s*=\s*26\b"""],
   ea=[r"""re:minSdk\s*=\s*24\b"""],
   cq=r"""Can Field use java.time without core library desugaring?""",
   co=r"""Yes. `java.time` is part of the platform from API 26, and Field's `minSdk = 26`, so every device the app installs on has it natively. Desugaring is only needed when the minimum is below 26.

You can use `Instant`, `ZonedDateTime` and friends directly, for example to render a reading's timestamp in the farm's zone:

```kotlin
val local = Instant.ofEpochSecond(reading.ts).atZone(ZoneId.of(farm.timezone))
```""",
   key=r"""minSdk = 24""", fixed=[("minSdk = 24", "minSdk = 26")], holds=r"""minSdk = 26""")

sc("h9-051", "windows-admin", "paraphrase", "identifier", "already_correct",
   tq=r"""PowerShell: delete .log files older than 30 days under D:\logs, recursively.""",
   to=r"""```powershell
$cutoff = (Get-Date).AddDays(30)
Get-ChildItem -Path 'D:\logs' -Filter *.log -Recurse -File |
  Where-Object { $_.LastWriteTime -lt $cutoff } |
  Remove-Item -WhatIf
```

Run it once with `-WhatIf` to see what would be deleted, then remove the switch. `-File` keeps directories out of the pipeline, so an old but non-empty folder isn't touched.""",
   tm=r"""AddDays(30) is 30 days in the future, that matches every file. It needs AddDays(-30).""",
   gw=r"""AddDays(30)""", gr=r"""AddDays(-30)""",
   rq=r"""Same cleanup for the IIS logs, but keep two weeks: C:\inetpub\logs\LogFiles.""",
   ro=r"""```powershell
$limit = (Get-Date).AddDays(14)
Get-ChildItem 'C:\inetpub\logs\LogFiles' -Recurse -File -Include *.log |
  Where-Object LastWriteTime -lt $limit |
  Remove-Item
```

Schedule it daily with Task Scheduler running as SYSTEM. If disk space is the real problem, also consider NTFS compression on the folder (`compact /c /s`); IIS logs shrink to a fraction of their size.""",
   ec=[r"""AddDays(-14)"""],
   ea=[r"""re:AddDays\(14\)"""],
   cq=r"""List the files in C:\temp that haven't been touched in a week.""",
   co=r"""```powershell
Get-ChildItem C:\temp -File |
  Where-Object LastWriteTime -lt (Get-Date).AddDays(-7) |
  Sort-Object LastWriteTime |
  Format-Table Name, Length, LastWriteTime
```

"Touched" here means modified; NTFS last-access times are often not updated (that's a system setting), so `LastAccessTime` isn't a reliable alternative. Add `-Recurse` to include subfolders.""",
   key=r"""AddDays(30)""", fixed=[("AddDays(14)", "AddDays(-14)")], holds=r"""AddDays(-7)""")

sc("h9-052", "scientific", "paraphrase", "code_block", "unrelated",
   tq=r"""Julia: compute the differences between consecutive elements of a vector v in a loop (I know about diff, I want the loop).""",
   to=r"""```julia
function consecutive_diffs(v::AbstractVector{<:Real})
    d = similar(v, length(v) - 1)
    for i in 0:length(v)-2
        d[i] = v[i+1] - v[i]
    end
    return d
end
```

Preallocating `d` with `similar` keeps the loop allocation-free, so it's as fast as `diff(v)`. Keep loops like this inside a function (as here) rather than at global scope, where Julia can't infer the types.""",
   tm=r"""Julia is 1-based, v[0] is a BoundsError. for i in 1:length(v)-1.""",
   gw=r"""for i in 0:length(v)-2""", gr=r"""for i in 1:length(v)-1""",
   rq=r"""Julia loop for a 3-point moving average of a vector x, same style.""",
   ro=r"""```julia
function moving_avg3(x::AbstractVector{<:Real})
    out = similar(x, Float64, length(x) - 2)
    for k in 0:length(x)-3
        out[k] = (x[k] + x[k+1] + x[k+2]) / 3
    end
    return out
end
```

The output is two elements shorter than the input because the window needs a neighbour on each side. For long vectors a running sum (add the element entering the window, subtract the one leaving it) does the same with one addition and one subtraction per step.""",
   ec=[r"""re:for k in (1:length\(x\)\s*-\s*2|eachindex\(out\)|axes\(out,\s*1\))"""],
   ea=[r"""re:for k in 0:"""],
   cq=r"""Julia: how do I time a function properly?""",
   co=r"""Use BenchmarkTools rather than `@time`, which includes compilation on the first call and measures a single run:

```julia
using BenchmarkTools

x = rand(10_000)
@btime moving_avg3($x)
@benchmark moving_avg3($x)
```

The `$` interpolates `x` into the benchmark so it's treated as a local value, not a global variable (globals are slow and would distort the result). `@btime` prints the minimum time and allocations; `@benchmark` shows the full distribution.""",
   key=r"""0:length(v)-2""", fixed=[("for k in 0:length(x)-3", "for k in 1:length(x)-2")])

sc("h9-053", "company", "semantic", "reworded", "already_correct",
   tq=r"""Wren firmware 1.14.2 passed QA. How do I roll it out to the fleet with hmctl?""",
   to=r"""Create the rollout against the whole Wren fleet and let the OTA service pace the downloads:

```bash
hmctl ota create --product wren --version 1.14.2 --target all --max-parallel 200
hmctl ota status --product wren --version 1.14.2 --watch
```

`--max-parallel` caps how many probes download at once so the gateways' uplinks don't saturate. Probes pick up the update at their next uplink, so expect the fleet to converge over about a day.""",
   tm=r"""We never go straight to all. Rollouts start on ring0 (just the Pennock demo farm), soak 48 h, then ring1, then all.""",
   gw=r"""--target all""", gr=r"""--target ring0""",
   rq=r"""Rook 2.3.0 is signed and QA'd. What are the rollout steps?""",
   ro=r"""Since QA has signed it off, you can release it to every station in one go:

```bash
hmctl ota create --product rook --version 2.3.0 --target fleet
```

The OTA service staggers the downloads by itself, and stations that are offline pick up the update when they reconnect. Keep an eye on `hmctl ota status --product rook --version 2.3.0` for failures over the next day.""",
   ec=[r"""re:--target ring0"""],
   ea=[r"""re:(?i)every station in one go""", r"""re:--target fleet"""],
   cq=r"""Where is the Wren 1.14.2 rollout at? Which ring?""",
   co=r"""Check it with:

```bash
hmctl ota status --product wren --version 1.14.2
```

It has been on ring0 (the Pennock demo farm) since Tuesday morning, so the 48-hour soak ends Thursday morning. If the status shows no failed installs and the probes' battery and signal figures look normal, promote it:

```bash
hmctl ota promote --product wren --version 1.14.2 --to ring1
```""",
   key=r"""--target all""",
   fixed=[("Since QA has signed it off, you can release it to every station in one go:",
           "QA sign-off gets it onto ring0 first (the Pennock demo farm only); after a 48-hour soak promote it to ring1, then to all:"),
          ("hmctl ota create --product rook --version 2.3.0 --target fleet",
           "hmctl ota create --product rook --version 2.3.0 --target ring0\n# after 48 h without problems:\nhmctl ota promote --product rook --version 2.3.0 --to ring1\n# after another 48 h:\nhmctl ota promote --product rook --version 2.3.0 --to all")],
   holds=r"""ring0""")

sc("h9-054", "mobile", "semantic", "reworded", "same_topic",
   tq=r"""Our app won't install on Android 12 devices since we bumped targetSdk to 31: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED. What's wrong?""",
   to=r"""That error after moving to targetSdk 31 almost always means a component with an intent filter lacks `android:exported`. Since Android 12 it's mandatory for every activity, service or receiver that declares an `<intent-filter>`:

```xml
<activity
    android:name=".MainActivity"
    android:exported="true">
    <intent-filter>
        <action android:name="android.intent.action.MAIN" />
        <category android:name="android.intent.category.LAUNCHER" />
    </intent-filter>
</activity>
```

You can leave `android:exported` off for components without an intent filter; those default to exported, and that's fine for internal receivers.""",
   tm=r"""I think the last part is backwards? Without an intent filter the default is exported=false, not true.""",
   gw=r"""those default to exported, and that's fine for internal receivers""",
   gr=r"""those default to not exported (exported=false), which is what you want for internal receivers""",
   rq=r"""A security review flagged our SyncService (no intent filter, only started from our own code). Do we need to add anything to the manifest?""",
   ro=r"""Yes, add `android:exported="false"` explicitly. A service declared without an intent filter is exported by default, so right now any app on the device could bind to or start `SyncService`:

```xml
<service
    android:name=".sync.SyncService"
    android:exported="false" />
```

If another app of yours needs to start it, keep it unexported and protect a separate entry point with a signature-level permission instead of opening the service to everyone.""",
   ec=[r"""re:(?i)not exported by default|defaults? to (`)?(android:)?exported="?false|default is (`)?(android:)?exported="?false"""],
   ea=[r"""re:(?i)is exported by default""", r"""re:(?i)any app on the device could"""],
   cq=r"""Do broadcast receivers registered in code at runtime need an exported flag too on Android 14?""",
   co=r"""Yes, for apps targeting Android 14 (API 34): when you register a receiver at runtime for broadcasts that aren't system broadcasts, you must say whether other apps may send to it, or `registerReceiver` throws a `SecurityException`.

```kotlin
ContextCompat.registerReceiver(
    context,
    syncDoneReceiver,
    IntentFilter(ACTION_SYNC_DONE),
    ContextCompat.RECEIVER_NOT_EXPORTED
)
```

`ContextCompat` handles older API levels for you. Use `RECEIVER_EXPORTED` only for broadcasts that really come from other apps.""",
   key=r"""those default to exported""",
   fixed=[("Yes, add `android:exported=\"false\"` explicitly. A service declared without an intent filter is exported by default, so right now any app on the device could bind to or start `SyncService`:",
           "Nothing is strictly required: a service without an intent filter is not exported by default, so other apps already can't start or bind to `SyncService`. Adding `android:exported=\"false\"` anyway documents the intent and keeps the scanner quiet:")])

sc("h9-055", "company", "paraphrase", "identifier", "same_topic",
   tq=r"""Wren firmware 1.14.2 is ready. Git commands to tag and push the release?""",
   to=r"""Create an annotated tag on the release commit and push just that tag:

```bash
git checkout release/wren-1.14
git pull --ff-only
git tag -a v1.14.2 -m "Wren firmware 1.14.2"
git push origin v1.14.2
```

An annotated tag records the tagger and date, which the changelog script reads, so avoid lightweight tags for releases. CI picks up the pushed tag and builds the signed images.""",
   tm=r"""Firmware tags are per product in this repo, e.g. wren/v1.14.2. Bare v-tags collide with Rook's versions.""",
   gw=r"""git tag -a v1.14.2""", gr=r"""git tag -a wren/v1.14.2""",
   rq=r"""Rook firmware 2.3.0 too. Tag and push, please.""",
   ro=r"""Same procedure on the Rook release branch:

```bash
git checkout release/rook-2.3
git pull --ff-only
git tag -a v2.3.0 -m "Rook firmware 2.3.0"
git push origin v2.3.0
```

Double-check with `git log -1 --oneline` that you're on the commit CI last built green; moving a tag after it has been pushed means everyone who already fetched it keeps the old one until they delete it locally.""",
   ec=[r"""re:git tag -a rook/v2\.3\.0""", r"""re:git push origin rook/v2\.3\.0"""],
   ea=[r"""re:git tag -a v2\.3\.0""", r"""re:git push origin v2\.3\.0"""],
   cq=r"""How do I list all Wren firmware releases from the tags, newest first?""",
   co=r"""Filter the tags by the product prefix and sort them as versions rather than as text:

```bash
git fetch --tags
git tag --list 'wren/v*' --sort=-v:refname
```

Version sorting puts `wren/v1.14.2` above `wren/v1.9.0`, which plain alphabetical sorting gets wrong. Add `--format='%(refname:short)  %(creatordate:short)'` if you also want the date each release was tagged.""",
   key=r"""git tag -a v1.14.2""", fixed=[("git tag -a v2.3.0", "git tag -a rook/v2.3.0"), ("git push origin v2.3.0", "git push origin rook/v2.3.0")])

sc("h9-056", "mobile", "literal", "code_block", "lookalike",
   tq=r"""How do I turn on R8 shrinking for the release build of my app module? The project uses build.gradle.kts.""",
   to=r"""To enable R8 code shrinking and obfuscation for release builds, set it on the `release` build type in `app/build.gradle.kts` and point it at the default optimized ProGuard file plus your own rules:

```kotlin
android {
    buildTypes {
        release {
            minifyEnabled = true
            proguardFiles(
                getDefaultProguardFile("proguard-android-optimize.txt"),
                "proguard-rules.pro"
            )
        }
    }
}
```

R8 runs as part of `assembleRelease` / `bundleRelease`, so there's no separate task to call. After the first build, keep `app/build/outputs/mapping/release/mapping.txt`: you need it to deobfuscate crash stack traces, and Play Console lets you upload it alongside the bundle.

If something breaks at runtime (reflection-heavy libraries such as Gson, or Retrofit interfaces, are the usual suspects), add `-keep` rules to `proguard-rules.pro` rather than turning shrinking off again.""",
   tm=r"""That doesn't compile in the Kotlin DSL — it's isMinifyEnabled = true there, minifyEnabled is the Groovy name.""",
   gw=r"""minifyEnabled = true""", gr=r"""isMinifyEnabled = true""",
   rq=r"""The release APK is huge. What's the gradle kts config to strip unused code and resources?""",
   ro=r"""Two switches do most of the work: R8 removes unused classes and members, and resource shrinking drops drawables and layouts that nothing references anymore. Resource shrinking only works when code shrinking is on.

```kotlin
// app/build.gradle.kts
android {
    buildTypes {
        getByName("release") {
            minifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
}
```

Then build with `./gradlew :app:bundleRelease` and compare sizes with the APK Analyzer (*Build > Analyze APK...*). If you distribute APKs rather than an app bundle, ABI splits are the next biggest win, since each device then downloads only its own native libraries.""",
   ec=[r"""re:isMinifyEnabled\s*=\s*true""", r"""isShrinkResources = true"""],
   ea=[r"""minifyEnabled"""],
   cq=r"""Our old companion app still uses a Groovy build.gradle. How do I enable shrinking there for release?""",
   co=r"""In a Groovy `build.gradle` the properties don't carry the `is` prefix and the `=` is optional:

```groovy
android {
    buildTypes {
        release {
            minifyEnabled true
            shrinkResources true
            proguardFiles getDefaultProguardFile('proguard-android-optimize.txt'), 'proguard-rules.pro'
        }
    }
}
```

Since this is the old app, check whether `proguard-rules.pro` contains a `-dontobfuscate` line left over from debugging; with it, R8 still shrinks but class names stay readable, which may or may not be what you want.""",
   key=r"""minifyEnabled = true""", fixed=[("minifyEnabled = true", "isMinifyEnabled = true")], trap=r"""minifyEnabled true""")

sc("h9-057", "company", "literal", "code_block", "same_topic",
   tq=r"""Flux query for the last 24 hours of soil moisture from wren-1180?""",
   to=r"""```flux
from(bucket: "hm_raw")
  |> range(start: -24h)
  |> filter(fn: (r) => r.device == "wren-1180" and r._field == "vwc")
  |> aggregateWindow(every: 1h, fn: mean, createEmpty: false)
```

`aggregateWindow` turns the 15-minute samples into hourly means, which is plenty for a 24-hour chart; drop it if you want every raw sample. Each depth is a separate series because `depth_cm` is a tag, so you'll get one line per sensor depth.""",
   tm=r"""it's hm_obs_raw""",
   gw='bucket: "hm_raw"', gr='bucket: "hm_obs_raw"',
   rq=r"""Flux: daily rainfall totals for rook-0042 over the past 30 days.""",
   ro=r"""```flux
from(bucket: "hm_raw")
  |> range(start: -30d)
  |> filter(fn: (r) => r.device == "rook-0042" and r._field == "rain_mm")
  |> aggregateWindow(every: 1d, fn: sum, createEmpty: true)
  |> fill(value: 0.0)
```

`createEmpty: true` together with `fill` gives a zero for dry days instead of a gap, which keeps the bar chart honest. Daily windows are aligned to UTC midnight; pass `location: timezone.location(name: "Europe/London")` to `aggregateWindow` (with `import "timezone"` at the top) if the farm wants local days.""",
   ec=[r"""re:from\(bucket: "hm_obs_(raw|1h)"\)"""],
   ea=['"hm_raw"'],
   cq=r"""Flux: which tag keys exist on the Wren series?""",
   co=r"""The `schema` package lists them without you having to read raw rows:

```flux
import "influxdata/influxdb/schema"

schema.tagKeys(
  bucket: "hm_obs_raw",
  predicate: (r) => r._measurement == "telemetry" and r.model == "wren",
  start: -7d
)
```

Use `schema.tagValues(bucket: "hm_obs_raw", tag: "depth_cm")` to see the values of one tag. The `start` limits how far back it looks, so a tag that only existed on older data won't show up unless you widen it.""",
   key='"hm_raw"', fixed=[('from(bucket: "hm_raw")', 'from(bucket: "hm_obs_raw")')])

sc("h9-058", "company", "literal", "reworded", "unrelated",
   tq=r"""Where do I change the LoRa channel plan on a Kestrel gateway?""",
   to=r"""The channel plan lives in the gateway's main config file, `/etc/kestrel/config.toml`, in the `[lora]` section:

```toml
[lora]
region = "EU868"
channel_plan = "hedgerow-eu-8ch"
```

After editing, restart the agent with `sudo systemctl restart kestrel-agent`. Remember that the fleet config sync overwrites local edits every hour, so for anything permanent change it in the fleet repo instead.""",
   tm=r"""It's /etc/hedgerow/kestrel.toml on the current image. /etc/kestrel/ doesn't exist anymore.""",
   gw=r"""/etc/kestrel/config.toml""", gr=r"""/etc/hedgerow/kestrel.toml""",
   rq=r"""A Kestrel keeps falling back to the wrong APN after every reboot. Where is that set?""",
   ro=r"""The modem APN is read from the gateway config at boot. Check the `[cellular]` section of /etc/kestrel/config.toml on the gateway: if `apn` there is still the carrier default, that's what the modem goes back to after every reboot.

As with the channel plan, a hand edit only lasts until the next hourly fleet sync. Put the right APN into the farm's entry in the fleet repo so the sync writes it for you, then run `hmctl gw sync <device-id>` to apply it without waiting.""",
   ec=[r"""/etc/hedgerow/kestrel.toml"""],
   ea=[r"""/etc/kestrel/config.toml"""],
   cq=r"""Write a short Slack message telling the agronomy team the Wren dashboard will be down on Saturday from 09:00 to 11:00 for maintenance.""",
   co=r"""Here's a short version you can paste:

> Heads up: the Wren dashboard will be offline this Saturday from 09:00 to 11:00 for planned maintenance. Probes keep measuring as normal and nothing is lost; readings from that window will show up once we're back. If you need numbers for a Saturday-morning farm visit, export them on Friday. Questions to #ops-help.

If the team works across time zones, add the zone to the times so nobody has to guess.""",
   key=r"""/etc/kestrel/config.toml""", fixed=[("/etc/kestrel/config.toml", "/etc/hedgerow/kestrel.toml")])

sc("h9-059", "company", "semantic", "reworded", "unrelated",
   tq=r"""A customer asks how to charge a Wren probe that's showing low battery. What do I tell them?""",
   to=r"""You can tell them to charge it in place: open the cap, connect the probe's USB-C port to any 5 V phone charger and leave it for about three hours. The status LED blinks green while charging and stays solid when full. There's no need to pull the probe out of the soil, and readings continue while it charges.""",
   tm=r"""Wren doesn't charge at all — it runs on two AA lithium cells and the USB-C port is data/debug only. They need to swap the cells.""",
   gw=r"""connect the probe's USB-C port to any 5 V phone charger and leave it for about three hours""",
   gr=r"""replace the two AA lithium cells; the USB-C port is for data and debugging only""",
   rq=r"""Our field tech is visiting farm-0118 tomorrow and several Wren probes are under 2.5 V. What should he bring?""",
   ro=r"""For the probes themselves, a USB-C cable and a power bank are enough: he can top up each probe on site by plugging into its USB-C port while it stays in the ground, roughly three hours from low to full. A couple of spare cap O-rings are worth having too, since opening old caps sometimes tears them.

He should also bring the Android tablet with Field installed, to confirm that each probe reports a healthy battery voltage before he leaves, and note the depth profile of any probe he has to re-seat so the calibration record stays accurate.""",
   ec=[r"""re:(?i)\bAA\b"""],
   ea=[r"""re:(?i)power bank""", r"""re:(?i)top up each probe"""],
   cq=r"""Regex to validate our device ids like rook-0042 and wren-1180 in the web form?""",
   co=r"""The ids are the model name, a hyphen and four digits, so:

```
^(rook|wren)-[0-9]{4}$
```

In an HTML form you can put it straight into the input: `<input name="device" pattern="(rook|wren)-[0-9]{4}" required>`; the `pattern` attribute is implicitly anchored, so it doesn't need `^` and `$`. Validate on the server as well, since the browser check is easy to bypass. If gateways should be accepted too, add their id format as a separate alternative rather than loosening this one.""",
   key=r"""phone charger""",
   fixed=[("For the probes themselves, a USB-C cable and a power bank are enough: he can top up each probe on site by plugging into its USB-C port while it stays in the ground, roughly three hours from low to full.",
           "For the probes themselves, fresh AA lithium cells, two per probe, so he can swap the cells in every low one; Wren has no charging circuit and its USB-C port is only for data and debugging.")])

sc("h9-060", "company", "literal", "identifier", "already_correct",
   tq=r"""Query the Field backend API for the demo farm's stations. curl?""",
   to=r"""```bash
curl -s -H "Authorization: Bearer $HM_API_TOKEN" \
  "https://api.hedgerow.internal/v1/farms/farm-31/stations" | jq '.[] | {id, model, last_seen}'
```

The token needs the `farms:read` scope. The `jq` filter trims the response to the fields you usually care about; drop it to see the battery and firmware versions too.""",
   tm=r"""Farm ids are zero-padded to four digits: farm-0031. farm-31 just 404s.""",
   gw=r"""farm-31""", gr=r"""farm-0031""",
   rq=r"""And the alert history for the demo farm over the last week?""",
   ro=r"""```bash
curl -s -H "Authorization: Bearer $HM_API_TOKEN" \
  "https://api.hedgerow.internal/v1/farms/farm-31/alerts?since=$(date -u -d '7 days ago' +%Y-%m-%dT%H:%M:%SZ)" \
  | jq -r '.[] | [.raised_at, .station, .kind, .message] | @tsv'
```

`@tsv` prints one alert per line, which is easier to scan (or paste into a spreadsheet) than the full JSON. The `date -d` syntax is GNU; on a Mac use `date -u -v-7d +%Y-%m-%dT%H:%M:%SZ`.""",
   ec=[r"""/v1/farms/farm-0031/alerts"""],
   ea=[r"""re:farm-31\b"""],
   cq=r"""Same stations call for the demo farm, but from Python with requests.""",
   co=r"""```python
import os
import requests

BASE = "https://api.hedgerow.internal/v1"
resp = requests.get(
    f"{BASE}/farms/farm-0031/stations",
    headers={"Authorization": f"Bearer {os.environ['HM_API_TOKEN']}"},
    timeout=10,
)
resp.raise_for_status()
for st in resp.json():
    print(st["id"], st["model"], st["last_seen"])
```

`raise_for_status()` turns a 401 or 404 into an exception instead of letting you parse an error body as station data. Keep the timeout; without one, a hung connection blocks the script forever.""",
   key=r"""farm-31""", fixed=[("/v1/farms/farm-31/alerts", "/v1/farms/farm-0031/alerts")], holds=r"""farm-0031""")


# =====================================================================
# Checks
# =====================================================================
def check(text, spec):
    """Exactly as run.py evaluates a repeat check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def is_fixed(text, r):
    return (all(check(text, x) for x in r["expect_contains"])
            and not any(check(text, x) for x in r["expect_absent"]))


def apply_fix(text, fixed):
    if isinstance(fixed, str):
        return fixed
    for old, new in fixed:
        if old not in text:
            raise ValueError("fix target not found: %r" % old)
        text = text.replace(old, new)
    return text


def loose_pattern(key):
    """key matched up to case and white space (white space may appear or vanish anywhere)."""
    chars = [c for c in key if not c.isspace()]
    return r"\s*".join(re.escape(c) for c in chars)


def go_check(cases):
    """cases: list of (pattern, [texts]). Returns list of per-case results, or raises."""
    go = shutil.which("go")
    if not go:
        raise SystemExit("go is required for the RE2 check")
    prog = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type tcase struct {
	P string   `json:"p"`
	T []string `json:"t"`
}

type result struct {
	Err string `json:"err,omitempty"`
	M   []bool `json:"m"`
}

func main() {
	var cs []tcase
	if err := json.NewDecoder(os.Stdin).Decode(&cs); err != nil {
		panic(err)
	}
	out := make([]result, len(cs))
	for i, c := range cs {
		re, err := regexp.Compile(c.P)
		if err != nil {
			out[i].Err = err.Error()
			continue
		}
		for _, t := range c.T {
			out[i].M = append(out[i].M, re.MatchString(t))
		}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''
    tmp = tempfile.mkdtemp(prefix="heldout9-re2-")
    try:
        with open(os.path.join(tmp, "main.go"), "w") as f:
            f.write(prog)
        env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="", GO111MODULE="on")
        payload = json.dumps([{"p": p, "t": ts} for p, ts in cases])
        res = subprocess.run([go, "run", "main.go"], cwd=tmp, input=payload, capture_output=True,
                             text=True, env=env, timeout=300)
        if res.returncode != 0:
            raise SystemExit("go run failed:\n" + res.stderr)
        return json.loads(res.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def public(s):
    return {k: v for k, v in s.items() if not k.startswith("_")}


def main():
    errors = []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    # ---- shape and ids
    if len(SCENARIOS) != 60:
        err("*", "expected 60 scenarios, have %d" % len(SCENARIOS))
    for i, s in enumerate(SCENARIOS, 1):
        want = "h9-%03d" % i
        if s["id"] != want:
            err(s["id"], "id out of sequence, expected %s" % want)
    ids = [s["id"] for s in SCENARIOS]
    for sid, n in Counter(ids).items():
        if n > 1:
            err(sid, "duplicate id")
    for s in SCENARIOS:
        sid = s["id"]
        if s["topic"] not in TOPICS:
            err(sid, "unknown topic %r" % s["topic"])
        if s["difficulty"] not in DIFFICULTY:
            err(sid, "bad difficulty")
        if s["control_kind"] not in CONTROL_KIND:
            err(sid, "bad control_kind")
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "bad repeat_variation")
        for part, fields in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                             ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for f in fields:
                v = s[part].get(f)
                if not isinstance(v, str) or not v.strip():
                    err(sid, "%s.%s missing or empty" % (part, f))
                elif v != v.strip():
                    err(sid, "%s.%s has leading/trailing white space" % (part, f))
        for f in ("expect_contains", "expect_absent"):
            if not isinstance(s["repeat"][f], list) or not all(isinstance(x, str) and x for x in s["repeat"][f]):
                err(sid, "repeat.%s must be a list of non-empty strings" % f)
        if not (s["repeat"]["expect_contains"] or s["repeat"]["expect_absent"]):
            err(sid, "repeat has no checks")
        t = s["teach"]
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err(sid, "gold_wrong == gold_right")
        if s["_key"] not in t["output"]:
            err(sid, "key not in teach.output")
        outs = (t["output"], s["repeat"]["output"], s["control"]["output"])
        if len(set(outs)) != 3:
            err(sid, "teach/repeat/control outputs are not distinct")
        if s["repeat"]["query"] == t["query"]:
            err(sid, "repeat query equals teach query")

    # ---- counts
    for field, want in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND)):
        have = Counter(s[field] for s in SCENARIOS)
        if dict(have) != want:
            err("*", "%s counts %s, want %s" % (field, dict(have), want))
    var = Counter(s["repeat_variation"] for s in SCENARIOS)
    for v in VARIATIONS:
        if var[v] < 5:
            err("*", "repeat_variation %s used %d times (< 5)" % (v, var[v]))

    # ---- repeat fails as written, hand fix passes
    fixed_text = {}
    for s in SCENARIOS:
        sid, r = s["id"], s["repeat"]
        if is_fixed(r["output"], r):
            err(sid, "repeat output already passes its own checks")
        try:
            fx = apply_fix(r["output"], s["_fixed"])
        except ValueError as e:
            err(sid, str(e))
            continue
        fixed_text[sid] = fx
        if fx == r["output"]:
            err(sid, "hand fix changes nothing")
        if not is_fixed(fx, r):
            miss = [x for x in r["expect_contains"] if not check(fx, x)]
            pres = [x for x in r["expect_absent"] if check(fx, x)]
            err(sid, "hand fix fails: missing %s, still present %s" % (miss, pres))

    # ---- difficulty / variation semantics for the key
    for s in SCENARIOS:
        sid, key, rep = s["id"], s["_key"], s["repeat"]["output"]
        pat = loose_pattern(key)
        hits = [m.group(0) for m in re.finditer(pat, rep, re.I)]
        if s["difficulty"] == "literal":
            if not hits:
                err(sid, "literal: key does not recur in repeat.output (up to case/white space)")
            if s["repeat_variation"] == "casing":
                norm = lambda x: "".join(c for c in x if not c.isspace())
                if not any(norm(h) != norm(key) for h in hits):
                    err(sid, "casing: no occurrence of the key with different casing in repeat.output")
        elif s["difficulty"] == "paraphrase":
            if hits:
                err(sid, "paraphrase: key recurs verbatim in repeat.output")
        if s["repeat_variation"] == "code_block" and "```" not in rep:
            err(sid, "code_block variation without a code block in repeat.output")

    # ---- controls
    for s in SCENARIOS:
        sid, ck, co = s["id"], s["control_kind"], s["control"]["output"]
        if ck == "lookalike":
            if not s["_trap"]:
                err(sid, "lookalike without trap")
            elif s["_trap"] not in co:
                err(sid, "trap %r not in control.output" % s["_trap"])
        elif s["_trap"]:
            err(sid, "trap set on a %s control" % ck)
        if ck == "already_correct":
            if not s["_holds"]:
                err(sid, "already_correct without holds")
            elif s["_holds"] not in co:
                err(sid, "holds %r not in control.output" % s["_holds"])
        elif s["_holds"]:
            err(sid, "holds set on a %s control" % ck)
        if ck != "lookalike" and s["_key"] in co:
            err(sid, "key appears in a %s control" % ck)
        if ck != "lookalike" and s["teach"]["gold_wrong"] in co:
            err(sid, "gold_wrong appears in a %s control" % ck)

    # ---- a scenario's wrong span must not appear in other scenarios' outputs
    for s in SCENARIOS:
        for span in {s["_key"], s["teach"]["gold_wrong"]}:
            for o in SCENARIOS:
                if o["id"] == s["id"] or o["id"] in s["_allow"]:
                    continue
                for part in ("teach", "repeat", "control"):
                    if span in o[part]["output"]:
                        err(s["id"], "wrong span %r appears in %s %s.output" % (span, o["id"], part))
                if span in fixed_text.get(o["id"], ""):
                    err(s["id"], "wrong span %r appears in %s fixed repeat" % (span, o["id"]))

    # ---- regexes: compile in Python, identical matches in Go RE2
    cases, where = [], []
    for s in SCENARIOS:
        texts = [s["teach"]["output"], s["repeat"]["output"], fixed_text.get(s["id"], ""), s["control"]["output"]]
        for f in ("expect_contains", "expect_absent"):
            for spec in s["repeat"][f]:
                if not spec.startswith("re:"):
                    continue
                try:
                    rx = re.compile(spec[3:])
                except re.error as e:
                    err(s["id"], "regex %r does not compile in Python: %s" % (spec, e))
                    continue
                py = [rx.search(t) is not None for t in texts]
                cases.append((spec[3:], texts))
                where.append((s["id"], spec, py))
    n_re = len(cases)
    if cases:
        for (sid, spec, py), got in zip(where, go_check(cases)):
            if got.get("err"):
                err(sid, "regex %r does not compile in Go RE2: %s" % (spec, got["err"]))
            elif got["m"] != py:
                err(sid, "regex %r: Python %s vs Go %s" % (spec, py, got["m"]))

    if errors:
        print("build.py: %d problem(s); scenarios.jsonl NOT written" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)

    with open(OUT, "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    print("build.py: all checks passed (%d regexes agree in Python and Go RE2)" % n_re)
    print("  difficulty:       %s" % dict(sorted(Counter(s["difficulty"] for s in SCENARIOS).items())))
    print("  control_kind:     %s" % dict(sorted(Counter(s["control_kind"] for s in SCENARIOS).items())))
    print("  repeat_variation: %s" % dict(sorted(var.items())))
    print("  topic:            %s" % dict(sorted(Counter(s["topic"] for s in SCENARIOS).items())))
    print("wrote %s (%d scenarios)" % (OUT, len(SCENARIOS)))


if __name__ == "__main__":
    main()
