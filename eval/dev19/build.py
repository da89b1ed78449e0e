#!/usr/bin/env python3
"""Build and validate the dev19 learning-loop scenarios (theme: Linux systems and networking).

    python3 /work/main/eval/dev19/build.py

All scenarios live below as Python data. Build-only fields (never written to the JSONL):
  key    the core wrong text ("re:" prefix = Python regex), used for the literal-recurrence
         and cross-scenario checks
  fixed  a hand-fixed version of repeat.output (written as exact replacements in `fix`)
  trap   lookalike controls: the text in control.output a literal substitution would hit
  holds  already_correct controls: the right value the control already holds

scenarios.jsonl is written only when every check passes.
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
PREFIX = "d19-"
SCENARIOS = []
ERRORS = []


def D(s):
    return s.strip("\n")


def sc(**kw):
    """Register one scenario; `fix` is a list of (old, new) exact replacements on repeat.output."""
    fix = kw.pop("fix")
    fixed = kw["repeat"]["output"]
    n = len(SCENARIOS) + 1
    for old, new in fix:
        c = fixed.count(old)
        if c != 1:
            ERRORS.append("scenario #%d: fix text occurs %d times (need exactly 1): %r" % (n, c, old[:60]))
            continue
        fixed = fixed.replace(old, new)
    kw["fixed"] = fixed
    SCENARIOS.append(kw)


# =====================================================================================
# sysctl and kernel parameters
# =====================================================================================

sc(  # L1
    topic="sysctl", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key="tcp_tw_recycle", trap="tcp_tw_recycle",
    teach=dict(
        query="Our HAProxy box on edge-02 is running out of ephemeral ports under load, ss shows tens of thousands of sockets in TIME_WAIT. What sysctl settings should I add?",
        output=D(r"""
With that many sockets in TIME_WAIT the pressure is on the ephemeral port range: every connection HAProxy opens to a backend keeps its local port for the TIME_WAIT period after it closes. Widen the range and let the kernel recycle those sockets faster. Put it in a drop-in so it survives reboots:

```ini
# /etc/sysctl.d/60-haproxy-ports.conf
net.ipv4.ip_local_port_range = 10240 65000
net.ipv4.tcp_tw_recycle = 1
net.ipv4.tcp_fin_timeout = 15
```

Load it with `sysctl --system` and watch `ss -s`; the `timewait` figure should come down within a couple of minutes.

If it still runs short after that, the next lever is more source addresses: add a second IP on the backend-facing interface and split the servers across them with `source` lines, since each source IP gets its own port range per destination.
"""),
        message="tcp_tw_recycle was removed in kernel 4.12, that line just errors out on our 6.1 boxes. tcp_tw_reuse is the one that still exists.",
        gold_wrong="net.ipv4.tcp_tw_recycle = 1",
        gold_right="net.ipv4.tcp_tw_reuse = 1",
    ),
    repeat=dict(
        query="Can you write me a sysctl drop-in for an nginx reverse proxy that opens a lot of short upstream connections?",
        output=D(r"""
For a proxy that opens many short upstream connections, the pressure is mostly on the client side of the TCP stack: ephemeral ports, TIME_WAIT, and the accept backlog for the listening side. A reasonable starting point:

```ini
# /etc/sysctl.d/60-nginx-proxy.conf
net.core.somaxconn = 4096
net.ipv4.tcp_max_syn_backlog = 8192
net.ipv4.ip_local_port_range = 15000 64000
net.ipv4.tcp_tw_recycle = 1
```

Apply it with `sysctl --system`, then read a single key back with `sysctl net.core.somaxconn` to confirm it took.

Also turn on upstream keepalive in nginx (`keepalive 64;` in the upstream block, plus `proxy_http_version 1.1;` and `proxy_set_header Connection "";` in the location). Reusing upstream connections does more for you than any of the sysctls above.
"""),
        expect_contains=["tcp_tw_reuse"],
        expect_absent=["tcp_tw_recycle"],
    ),
    fix=[("net.ipv4.tcp_tw_recycle = 1", "net.ipv4.tcp_tw_reuse = 1")],
    control=dict(
        query="After upgrading edge-04 to Debian 12, systemd-sysctl.service shows an error at boot: \"Couldn't write '1' to 'net/ipv4/tcp_tw_recycle', ignoring: No such file or directory\". What's going on?",
        output=D(r"""
The message is harmless for the rest of the boot, but it is telling you something real: the `net.ipv4.tcp_tw_recycle` knob no longer exists. It was removed in Linux 4.12 because it broke clients behind NAT (it relied on per-host TCP timestamps, which NAT'd clients don't share). Bookworm runs a 6.1 kernel, so `/proc/sys/net/ipv4/tcp_tw_recycle` simply isn't there.

Find the file that still sets it:

```sh
grep -rn tcp_tw_recycle /etc/sysctl.conf /etc/sysctl.d/ /usr/lib/sysctl.d/
```

Delete that line (don't replace it with anything unless you actually have a TIME_WAIT problem), then `systemctl restart systemd-sysctl` and check that `systemctl status systemd-sysctl` comes back clean.
"""),
    ),
)

sc(  # L2
    topic="sysctl", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    key="vm.overcommit_memory = 2", trap="vm.overcommit_memory = 2",
    teach=dict(
        query="Redis on cache-01 logs 'WARNING Memory overcommit must be enabled!' at startup. What should the sysctl be?",
        output=D(r"""
Redis forks for `BGSAVE` and AOF rewrites, and under the default heuristic overcommit that fork can fail when the dataset is large compared to free RAM, even though copy-on-write means the child rarely touches most of it. Set the policy explicitly:

```ini
# /etc/sysctl.d/70-redis.conf
vm.overcommit_memory = 2
vm.swappiness = 1
```

Then `sysctl --system` and restart Redis; the warning should be gone from `journalctl -u redis-server -b`.

While you're on that host, also disable transparent huge pages (`echo never > /sys/kernel/mm/transparent_hugepage/enabled`, persisted with a small oneshot unit). THP makes the copy-on-write after a fork much more expensive and shows up as latency spikes during saves.
"""),
        message="Wait, isn't 2 the strict accounting mode? That makes the forks fail even more. Redis wants vm.overcommit_memory = 1.",
        gold_wrong="vm.overcommit_memory = 2",
        gold_right="vm.overcommit_memory = 1",
    ),
    repeat=dict(
        query="I'm writing the Ansible role for the new Valkey nodes (cache-05 to cache-08). Which kernel settings do they need and how would you template them?",
        output=D(r"""
Valkey keeps Redis's persistence model, so the kernel side is the same: it forks for RDB snapshots and AOF rewrites, and it wants a listen backlog at least as big as its own `tcp-backlog` (511 by default). I'd ship one template and apply it with a handler:

```ini
# roles/valkey/templates/70-valkey.conf.j2
vm.overcommit_memory = 2
net.core.somaxconn = 1024
```

```yaml
# roles/valkey/tasks/main.yml
- name: Kernel settings for Valkey
  ansible.builtin.template:
    src: 70-valkey.conf.j2
    dest: /etc/sysctl.d/70-valkey.conf
    mode: "0644"
  notify: apply sysctl

# roles/valkey/handlers/main.yml
- name: apply sysctl
  ansible.builtin.command: sysctl --system
```

Disable transparent huge pages in the same role (a oneshot unit that writes `never` to `/sys/kernel/mm/transparent_hugepage/enabled`), otherwise Valkey logs a warning at every start.
"""),
        expect_contains=[r"re:vm\.overcommit_memory\s*=\s*1\b"],
        expect_absent=[r"re:vm\.overcommit_memory\s*=\s*2\b"],
    ),
    fix=[("vm.overcommit_memory = 2", "vm.overcommit_memory = 1")],
    control=dict(
        query="Setting up the PostgreSQL 16 host db-03 (128 GB RAM, nothing else big runs there). Any kernel memory settings you'd recommend so the OOM killer doesn't take out the postmaster?",
        output=D(r"""
For a dedicated PostgreSQL box the PostgreSQL documentation recommends strict overcommit: the kernel then refuses an allocation up front (the backend gets a clean "out of memory" error) instead of the OOM killer picking a process later, possibly the postmaster.

```ini
# /etc/sysctl.d/70-postgres.conf
vm.overcommit_memory = 2
vm.overcommit_ratio = 90
vm.swappiness = 10
```

In mode 2 the commit limit is swap plus 90% of RAM. After a day of normal load compare `CommitLimit` and `Committed_AS` in `/proc/meminfo`; if `Committed_AS` gets close to the limit, raise the ratio a little or lower `shared_buffers`/`work_mem`.

This is the opposite of what you'd do on a Redis host, which needs mode 1 for its forks, so keep the two kinds of hosts in separate Ansible groups.
"""),
    ),
)

sc(  # P1
    topic="sysctl", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
    key="net.ipv4.netfilter.ip_conntrack_max",
    teach=dict(
        query="edge-01 keeps logging 'nf_conntrack: table full, dropping packet'. How do I raise the limit?",
        output=D(r"""
The table size is a sysctl. Check how full it is and what the ceiling is first:

```sh
sysctl net.netfilter.nf_conntrack_count
sysctl net.ipv4.netfilter.ip_conntrack_max
```

Then raise the ceiling persistently:

```ini
# /etc/sysctl.d/80-conntrack.conf
net.ipv4.netfilter.ip_conntrack_max = 524288
```

Each entry costs roughly 300 bytes of kernel memory, so 512k entries is on the order of 150 MB, which is fine on these hosts. Also grow the hash table so lookups stay fast: `echo 131072 > /sys/module/nf_conntrack/parameters/hashsize`, and persist it with `options nf_conntrack hashsize=131072` in `/etc/modprobe.d/conntrack.conf`.
"""),
        message="pretty sure the net.ipv4.netfilter.ip_conntrack_* names don't exist anymore on our 6.1 kernels? should be net.netfilter.nf_conntrack_max",
        gold_wrong="net.ipv4.netfilter.ip_conntrack_max",
        gold_right="net.netfilter.nf_conntrack_max",
    ),
    repeat=dict(
        query="The load balancers keep thousands of idle ESTABLISHED entries in conntrack for days. Can I shorten how long they stay?",
        output=D(r"""
Yes. An established TCP flow stays in the table for 5 days (432000 seconds) after its last packet by default, which is far longer than any client of ours keeps an idle connection. Lower it, and shorten TIME_WAIT tracking while you're at it:

```ini
# /etc/sysctl.d/80-conntrack-timeouts.conf
net.ipv4.netfilter.ip_conntrack_tcp_timeout_established = 86400
net.netfilter.nf_conntrack_tcp_timeout_time_wait = 30
```

Load it with `sysctl --system`. The new timeout only applies when an entry next sees a packet, so the count drops gradually over the following day rather than immediately.

Keep the established timeout above the longest idle period any legitimate connection has (HAProxy's `timeout tunnel`, for example), otherwise the firewall forgets a live flow and the next packet gets dropped as INVALID.
"""),
        expect_contains=["net.netfilter.nf_conntrack_tcp_timeout_established"],
        expect_absent=["net.ipv4.netfilter.ip_conntrack"],
    ),
    fix=[("net.ipv4.netfilter.ip_conntrack_tcp_timeout_established", "net.netfilter.nf_conntrack_tcp_timeout_established")],
    control=dict(
        query="How can I see what's in the conntrack table right now, for example entries going to 10.88.40.12?",
        output=D(r"""
Install `conntrack` (package `conntrack` on Debian, `conntrack-tools` on Rocky) and query the table directly:

```sh
conntrack -L -d 10.88.40.12          # entries with that destination
conntrack -L -p tcp --dport 2049     # all NFS flows
conntrack -S                         # per-CPU stats: found, insert_failed, drop, early_drop
```

`conntrack -L` prints one line per tracked flow, with both directions and the TCP state. `insert_failed` or `drop` counters that keep growing in `conntrack -S` mean the table is overflowing, not just busy.

For a quick count without the tool, `wc -l /proc/net/nf_conntrack` works too, but it's slow on a big table.
"""),
    ),
)

sc(  # P14
    topic="sysctl", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key=r"re:sysctl -p *\n", trap="sysctl -p",
    teach=dict(
        query="I put net.core.rmem_max and net.core.wmem_max into /etc/sysctl.d/60-net-buffers.conf on st-04. How do I apply them without a reboot?",
        output=D(r"""
Load the settings and read them back:

```sh
sysctl -p
sysctl net.core.rmem_max net.core.wmem_max
```

The second command prints the live values so you can confirm they changed. On the next boot `systemd-sysctl.service` reads every file in `/etc/sysctl.d/` on its own, so there's nothing else to do.

Keep in mind that raising `rmem_max`/`wmem_max` only raises the ceiling; applications that don't call `setsockopt(SO_RCVBUF)` keep using the autotuned values from `net.ipv4.tcp_rmem`, so for NFS you usually want to raise the third field of `tcp_rmem`/`tcp_wmem` as well.
"""),
        message="plain sysctl -p only reads /etc/sysctl.conf, it won't touch the .d file. sysctl --system (or sysctl -p /etc/sysctl.d/60-net-buffers.conf).",
        gold_wrong="sysctl -p",
        gold_right="sysctl -p /etc/sysctl.d/60-net-buffers.conf",
    ),
    repeat=dict(
        query="Write the provisioning snippet for the mon hosts that sets a higher inotify watch limit and applies it right away.",
        output=D(r"""
Promtail and the node agents watch a lot of files, so the default of 8192 watches runs out quickly. This writes a drop-in and applies it in the same run:

```sh
#!/bin/sh
set -eu
cat > /etc/sysctl.d/90-inotify.conf <<'EOF'
fs.inotify.max_user_watches = 524288
fs.inotify.max_user_instances = 1024
EOF
sysctl -p
sysctl fs.inotify.max_user_watches
```

The last line is only there so the provisioning log shows the value that is live now. Each watch costs about 1 KB of unswappable kernel memory on 64-bit, so 512k watches is at most around 512 MB if every one of them is used, which in practice never happens.
"""),
        expect_contains=[r"re:sysctl (--system|-p /etc/sysctl\.d/90-inotify\.conf)"],
        expect_absent=[r"re:(?m)sysctl -p\s*$"],
    ),
    fix=[("EOF\nsysctl -p\n", "EOF\nsysctl -p /etc/sysctl.d/90-inotify.conf\n")],
    control=dict(
        query="legacy-01 (CentOS 7) still keeps its kernel settings in /etc/sysctl.conf. I changed vm.swappiness there, how do I apply it?",
        output=D(r"""
Since the setting is in `/etc/sysctl.conf` itself, the plain form is exactly right; without a path it reads that file:

```sh
sysctl -p
sysctl vm.swappiness
```

The first command prints every key it set, so you'll see `vm.swappiness = 10` echoed back; the second confirms the live value.

When that host is eventually rebuilt, move the settings into a file under `/etc/sysctl.d/` like on the newer hosts; then you'd apply with `sysctl --system` instead.
"""),
    ),
)

sc(  # S9
    topic="sysctl", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
    key="restored on the next boot", holds="/etc/sysctl.d/",
    teach=dict(
        query="Enable IP forwarding on edge-05 permanently, it's going to route for the storage VLAN.",
        output=D(r"""
One command does it:

```sh
sysctl -w net.ipv4.ip_forward=1
```

`sysctl -w` writes the value to the kernel and records it so it's restored on the next boot; no config file needed. You can confirm with `sysctl net.ipv4.ip_forward`, which should print `1`.

Forwarding only lets packets through the kernel; the firewall still decides what may cross. On edge-05 that means adding accept rules for 10.88.40.0/24 in the `forward` chain, since its policy is drop.
"""),
        message="sysctl -w is runtime only though, it's gone after a reboot. It needs a file in /etc/sysctl.d/ as well.",
        gold_wrong="`sysctl -w` writes the value to the kernel and records it so it's restored on the next boot; no config file needed.",
        gold_right="`sysctl -w` only changes the running kernel; also put `net.ipv4.ip_forward = 1` in a file under /etc/sysctl.d/ so it survives a reboot.",
    ),
    repeat=dict(
        query="The OpenSearch hosts need vm.max_map_count=262144 and it has to survive reboots. What's the simplest way?",
        output=D(r"""
OpenSearch refuses to start in production mode if `vm.max_map_count` is below 262144, so this is worth getting right once:

```sh
sysctl -w vm.max_map_count=262144
```

That does both jobs: the value is applied immediately and persisted by the kernel across reboots, so nothing else is required.

After that, restart OpenSearch and check the bootstrap checks pass in its log (`journalctl -u opensearch -b | grep -i bootstrap`).
"""),
        expect_contains=[r"re:/etc/sysctl\.d/\S+\.conf"],
        expect_absent=[r"re:(?i)persisted by the kernel", r"re:(?i)nothing else is (required|needed)"],
    ),
    fix=[("That does both jobs: the value is applied immediately and persisted by the kernel across reboots, so nothing else is required.",
          "That only changes the running kernel, so also persist it:\n\n```sh\necho 'vm.max_map_count = 262144' > /etc/sysctl.d/60-opensearch.conf\nsysctl --system\n```")],
    control=dict(
        query="Is setting net.ipv4.ip_forward with sysctl -w enough on edge-06?",
        output=D(r"""
Only until the next reboot. `sysctl -w` changes the running kernel and nothing else, so after a restart forwarding is off again and the storage VLAN loses its route out.

Make it persistent with a drop-in:

```sh
echo 'net.ipv4.ip_forward = 1' > /etc/sysctl.d/30-forward.conf
sysctl --system
```

`systemd-sysctl.service` applies everything under `/etc/sysctl.d/` early at boot, before the network comes up, so the setting is in place by the time routing matters.
"""),
    ),
)

# =====================================================================================
# systemd-networkd / NetworkManager
# =====================================================================================

sc(  # L11
    topic="networkmanager", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    key="chmod 644", trap="chmod 644",
    teach=dict(
        query="I copied a NetworkManager keyfile for the storage bond to st-06 with scp, but `nmcli connection show` doesn't list it. The file is /etc/NetworkManager/system-connections/bond-storage.nmconnection.",
        output=D(r"""
Two things usually cause this: NetworkManager hasn't re-read the directory yet, or it looked at the file and rejected it. Make sure ownership and mode are sane, then tell it to reload:

```sh
chown root:root /etc/NetworkManager/system-connections/bond-storage.nmconnection
chmod 644 /etc/NetworkManager/system-connections/bond-storage.nmconnection
nmcli connection reload
nmcli connection show
```

If the profile is still missing, `journalctl -u NetworkManager -b | grep -i keyfile` shows why it was skipped, usually with the offending line number.

One more thing on Rocky: files copied in with scp can keep the wrong SELinux label, and NetworkManager then can't read them at all. `restorecon -v` on the file puts the default label back.
"""),
        message="NM ignores keyfiles that anyone except root can read. It has to be 600.",
        gold_wrong="chmod 644",
        gold_right="chmod 600",
    ),
    repeat=dict(
        query="I'm writing a quick loop to push the storage VLAN 340 profile (storage-v340.nmconnection) to st-07 through st-09 and activate it. Can you write it?",
        output=D(r"""
Something like this, run from a host that can reach the storage nodes through the jump host:

```sh
#!/bin/sh
set -eu
for h in st-07 st-08 st-09; do
  scp storage-v340.nmconnection "$h":/tmp/
  ssh "$h" 'install -o root -g root /tmp/storage-v340.nmconnection /etc/NetworkManager/system-connections/ \
    && chmod 644 /etc/NetworkManager/system-connections/storage-v340.nmconnection \
    && restorecon -v /etc/NetworkManager/system-connections/storage-v340.nmconnection \
    && nmcli connection reload \
    && nmcli connection up storage-v340'
done
```

`nmcli connection up` fails loudly if the profile is broken, and `set -e` stops the loop on the first host that fails, so a bad file doesn't get rolled out to all three.

Afterwards `nmcli -f GENERAL.STATE,IP4.ADDRESS device show bond0.340` on each node should show the address from the profile.
"""),
        expect_contains=[r"re:chmod (0?600|u=rw,go=|go-rwx)"],
        expect_absent=["chmod 644"],
    ),
    fix=[("chmod 644", "chmod 600")],
    control=dict(
        query="And on the Debian edge nodes with systemd-networkd: does /etc/systemd/network/10-uplink.network need special permissions?",
        output=D(r"""
No. networkd reads its `.network` files as root and doesn't insist on a particular mode, and ours don't contain secrets, so the usual world-readable mode is fine:

```sh
chown root:root /etc/systemd/network/10-uplink.network
chmod 644 /etc/systemd/network/10-uplink.network
networkctl reload
```

The only networkd files worth locking down are `.netdev` files that embed a WireGuard `PrivateKey=`; give those `chmod 640` with group `systemd-network` so networkd can still read them. Better still, point `PrivateKeyFile=` at a separate key file and keep the `.netdev` itself readable.
"""),
    ),
)

sc(  # L30
    topic="networkd", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
    key=r"re:(?m)^\s*Interface=", holds="Name=ens4",
    teach=dict(
        query="Give edge-07 a static address on ens4 (the mgmt NIC) with systemd-networkd.",
        output=D(r"""
Create a `.network` file for the NIC. The mgmt network has no default route of its own (that stays on the uplink), so there's no `Gateway=` here:

```ini
# /etc/systemd/network/20-mgmt.network
[Match]
Interface=ens4

[Network]
Address=10.88.17.27/22
DNS=10.88.16.53
DNS=10.88.17.53
Domains=kestrel.internal
```

Apply with `networkctl reload` and check the result with `networkctl status ens4`; the address should be listed and the link should reach `routable` (or `configured`).

If ens4 was previously managed by ifupdown, remove its stanza from `/etc/network/interfaces` first, otherwise both tools fight over the link.
"""),
        message="There's no Interface= key in [Match]. networkd logs 'Unknown key name' and, with nothing valid left in [Match], ignores the whole file. It's Name=ens4.",
        gold_wrong="Interface=ens4",
        gold_right="Name=ens4",
    ),
    repeat=dict(
        query="Now the storage VLAN on edge-07: the netdev for vlan340 is in place, I just need the .network for the VLAN interface (10.88.40.67/24, jumbo frames).",
        output=D(r"""
Here's the `.network` for the VLAN interface itself. Jumbo frames need to be set on the parent as well, since a VLAN can't exceed its parent's MTU:

```ini
# /etc/systemd/network/30-vlan340.network
[Match]
Interface=vlan340

[Network]
Address=10.88.40.67/24

[Link]
MTUBytes=9000
RequiredForOnline=no
```

`RequiredForOnline=no` keeps `systemd-networkd-wait-online` from blocking the boot if the storage switch is down; the NFS mounts use `_netdev,nofail` anyway.

Reload with `networkctl reload`, then `ip -d link show vlan340` should show `mtu 9000` and `vlan protocol 802.1Q id 340`.
"""),
        expect_contains=[r"re:\[Match\]\s*\n\s*Name=vlan340"],
        expect_absent=[r"re:(?m)^\s*Interface="],
    ),
    fix=[("Interface=vlan340", "Name=vlan340")],
    control=dict(
        query="Can networkd match edge-07's mgmt NIC by MAC address instead of by name? I'm worried the name changes after a firmware update.",
        output=D(r"""
Yes, `[Match]` accepts `MACAddress=` (and `PermanentMACAddress=`, which ignores any MAC the driver was told to use). Right now the file matches by name:

```ini
[Match]
Name=ens4
```

Switching to the MAC is a one-line change:

```ini
[Match]
MACAddress=3c:ec:ef:41:07:2a
```

If you also want a stable name rather than just a stable match, add a `.link` file (`/etc/systemd/network/10-mgmt.link` with `[Match] MACAddress=...` and `[Link] Name=mgmt0`). Renames only happen when udev processes the device, so reboot or re-trigger udev for it to take effect.
"""),
    ),
)

sc(  # P2
    topic="networkd", difficulty="paraphrase", repeat_variation="code_block", control_kind="unrelated",
    key="Netmask=",
    teach=dict(
        query="edge-08 needs a second address on ens3 for the customer-facing service IP, 10.88.112.40 with netmask 255.255.254.0. networkd syntax?",
        output=D(r"""
Add it to the existing `.network` for ens3. The primary address stays in `[Network]`; an extra `[Address]` section holds the service IP:

```ini
# /etc/systemd/network/10-uplink.network
[Match]
Name=ens3

[Network]
Address=10.88.16.38/22
Gateway=10.88.16.1

[Address]
Address=10.88.112.40
Netmask=255.255.254.0
```

Run `networkctl reload` and confirm with `ip -br addr show ens3`; both addresses should be listed.

If keepalived is supposed to move that IP between edge-08 and its partner later, don't configure it here at all; networkd would keep putting it back on this host.
"""),
        message="networkd doesn't have a Netmask= key, it only takes CIDR. Address=10.88.112.40/23.",
        gold_wrong="Address=10.88.112.40\nNetmask=255.255.254.0",
        gold_right="Address=10.88.112.40/23",
    ),
    repeat=dict(
        query="Write the .network for the storage VLAN on edge-09: 10.88.40.61, netmask 255.255.255.0, MTU 9000.",
        output=D(r"""
This goes next to the `.netdev` that defines `vlan340`:

```ini
# /etc/systemd/network/30-vlan340.network
[Match]
Name=vlan340

[Network]
Address=10.88.40.61
Netmask=255.255.255.0

[Link]
MTUBytes=9000
```

No gateway: the storage subnet is only used to reach the storage nodes directly, everything else keeps going out through ens3.

Apply with `networkctl reload`, then test jumbo frames end to end with `ping -M do -s 8972 10.88.40.12`. If that fails while a normal ping works, some hop in between is still at 1500.
"""),
        expect_contains=["Address=10.88.40.61/24"],
        expect_absent=["Netmask="],
    ),
    fix=[("Address=10.88.40.61\nNetmask=255.255.255.0", "Address=10.88.40.61/24")],
    control=dict(
        query="How do I get the kernel version of every edge host with an Ansible ad-hoc command?",
        output=D(r"""
The quickest is to run `uname -r` everywhere:

```sh
ansible edge -m ansible.builtin.command -a 'uname -r' -o
```

`-o` puts each host's answer on one line, which is easy to sort. If you already gather facts, the setup module has it too, without running a command:

```sh
ansible edge -m ansible.builtin.setup -a 'filter=ansible_kernel'
```

To spot stragglers, count hosts per version: append `| awk '{print $NF}' | sort | uniq -c` to the first command.
"""),
    ),
)

sc(  # L18
    topic="team-vlan", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
    key=r"re:(?i)(vlan ?304\b|Id=304\b|216,304\b)",
    teach=dict(
        query="Create the storage VLAN interface on edge-06 (Debian, systemd-networkd) on top of bond0, so it can mount NFS from the storage nodes.",
        output=D(r"""
With networkd that takes three pieces: a `.netdev` that defines the VLAN, a line in the bond's `.network` that attaches it, and a `.network` for the VLAN interface itself.

```ini
# /etc/systemd/network/20-vlan304.netdev
[NetDev]
Name=vlan304
Kind=vlan

[VLAN]
Id=304
```

```ini
# /etc/systemd/network/10-bond0.network  (add to the existing [Network] section)
VLAN=vlan304
```

```ini
# /etc/systemd/network/30-vlan304.network
[Match]
Name=vlan304

[Network]
Address=10.88.40.56/24

[Link]
MTUBytes=9000
```

Run `networkctl reload` and check with `networkctl status vlan304`. The bond needs MTU 9000 as well, otherwise the VLAN can't go above the bond's MTU and the setting is silently capped.
"""),
        message="Storage is VLAN 340, 304 doesn't exist on the switches. Rest looks right.",
        gold_wrong="Id=304",
        gold_right="Id=340",
    ),
    repeat=dict(
        query="The network team wants the switch side for edge-06's new bond too. Can you draft it (Arista EOS)? Ports Ethernet14 and Ethernet15, and the storage gateway SVI lives on this switch.",
        output=D(r"""
Here's a draft for the leaf. The bond on edge-06 is LACP, so the two ports go into a port-channel in active mode, trunking the mgmt and storage VLANs:

```
vlan 304
   name STORAGE
!
interface Ethernet14
   description edge-06 bond0 member 1
   mtu 9214
   channel-group 6 mode active
!
interface Ethernet15
   description edge-06 bond0 member 2
   mtu 9214
   channel-group 6 mode active
!
interface Port-Channel6
   description edge-06 bond0
   switchport mode trunk
   switchport trunk allowed vlan 216,304
   mtu 9214
!
interface Vlan304
   description storage gateway
   mtu 9000
   ip address 10.88.40.1/24
```

The physical MTU of 9214 leaves headroom above the hosts' 9000 for the VLAN tag. Once it's applied, `show port-channel 6 detailed` should list both members as active, and the host side should see its LACP partner in `cat /proc/net/bonding/bond0`.
"""),
        expect_contains=[r"re:(?i)vlan ?340\b"],
        expect_absent=[r"re:\b304\b"],
    ),
    fix=[("vlan 304\n", "vlan 340\n"), ("allowed vlan 216,304", "allowed vlan 216,340"), ("interface Vlan304", "interface Vlan340")],
    control=dict(
        query="/var on edge-06 filled up overnight. How do I find out what's eating it?",
        output=D(r"""
Start with the biggest directories on that filesystem only (`-x` keeps `du` from wandering into other mounts):

```sh
du -xh --max-depth=2 /var 2>/dev/null | sort -h | tail -20
```

Usual suspects are `/var/log` (a runaway service log or the journal), `/var/lib/docker`, and `/var/cache/apt`. `journalctl --disk-usage` tells you the journal's share directly, and `apt-get clean` empties the package cache.

If `df` says the disk is full but `du` can't find the space, a process is holding a deleted file open. `lsof +L1 /var` lists those; restarting the process (or truncating via `/proc/<pid>/fd/<n>`) gives the space back.
"""),
    ),
)

# =====================================================================================
# iptables / nftables / ufw
# =====================================================================================

sc(  # P9
    topic="iptables", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="-m conntrack --state", trap="-m state --state",
    teach=dict(
        query="Minimal iptables INPUT policy for legacy-01 (the CentOS 7 box that's still around): allow established traffic, SSH from mgmt, drop the rest.",
        output=D(r"""
Add the accept rules first and switch the policy to DROP last, so you don't cut off your own session halfway through:

```sh
iptables -A INPUT -i lo -j ACCEPT
iptables -A INPUT -m conntrack --state ESTABLISHED,RELATED -j ACCEPT
iptables -A INPUT -p tcp -s 10.88.16.0/22 --dport 22 -j ACCEPT
iptables -A INPUT -p icmp -j ACCEPT
iptables -P INPUT DROP
service iptables save
```

`service iptables save` (from the `iptables-services` package) writes the running rules to `/etc/sysconfig/iptables`, which is what gets loaded at boot. Make sure firewalld is disabled on that host, or the two will overwrite each other.

Test from a mgmt host with `ssh legacy-01` and from somewhere else with `nc -vz legacy-01 22`; the second should time out.
"""),
        message="iptables -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT — the conntrack match takes --ctstate, that line errors out as written.",
        gold_wrong="-m conntrack --state ESTABLISHED,RELATED",
        gold_right="-m conntrack --ctstate ESTABLISHED,RELATED",
    ),
    repeat=dict(
        query="Add a rule so legacy-01 accepts new connections to 8080 only from the edge hosts (10.88.16.20 to 10.88.16.29).",
        output=D(r"""
The established/related rule you already have lets the replies through, so this only needs to match the first packet of each connection. `iprange` handles the address span without ten separate rules:

```sh
iptables -I INPUT 3 -p tcp --dport 8080 \
  -m iprange --src-range 10.88.16.20-10.88.16.29 \
  -m conntrack --state NEW -j ACCEPT
service iptables save
```

`-I INPUT 3` puts it before the final catch-all; check the position with `iptables -L INPUT -n --line-numbers` first, since your rule numbers may differ.

Anything else hitting 8080 falls through to the DROP policy, so from a non-edge host `curl legacy-01:8080` should hang.
"""),
        expect_contains=[r"re:(-m conntrack --ctstate NEW|-m state --state NEW)"],
        expect_absent=["-m conntrack --state"],
    ),
    fix=[("-m conntrack --state NEW", "-m conntrack --ctstate NEW")],
    control=dict(
        query="There's an old rule in legacy-01's /etc/sysconfig/iptables: `-A INPUT -m state --state RELATED,ESTABLISHED -j ACCEPT`. Is it fine to keep?",
        output=D(r"""
Yes, it's fine. It uses the older `state` match, and `--state` is that match's option, so the line is valid and does the same as the conntrack form:

```
-A INPUT -m state --state RELATED,ESTABLISHED -j ACCEPT
```

Internally `state` is a thin wrapper around conntrack these days. The only reason to rewrite it would be consistency with newer rules, not correctness.

What does matter is its position: it should be near the top of INPUT so established traffic is accepted before the more expensive rules are evaluated. `iptables -L INPUT -n -v --line-numbers` shows the order and the packet counters per rule.
"""),
    ),
)

sc(  # P10
    topic="iptables", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="-A POSTROUTING -p tcp --dport 8443 -j DNAT", trap="-A POSTROUTING",
    teach=dict(
        query="Forward port 8443 on edge-05's public address to 10.88.40.12:443 (the storage node's web UI).",
        output=D(r"""
You need three things: forwarding enabled, a NAT rule that rewrites the destination, and a FORWARD rule that lets the rewritten packets through. The MASQUERADE line makes the replies come back through edge-05 even though the storage node's default route points elsewhere.

```sh
iptables -t nat -A POSTROUTING -p tcp --dport 8443 -j DNAT --to-destination 10.88.40.12:443
iptables -t nat -A POSTROUTING -d 10.88.40.12 -p tcp --dport 443 -j MASQUERADE
iptables -A FORWARD -p tcp -d 10.88.40.12 --dport 443 -j ACCEPT
```

Forwarding has to be on (`net.ipv4.ip_forward = 1` in a file under `/etc/sysctl.d/`), and save the rules with `netfilter-persistent save` so they survive a reboot.

Test from outside with `curl -vk https://<edge-05-public-ip>:8443/`; the certificate you see should be the storage node's.
"""),
        message="DNAT isn't allowed in POSTROUTING, only PREROUTING and OUTPUT. The MASQUERADE line is fine where it is.",
        gold_wrong="-t nat -A POSTROUTING -p tcp --dport 8443 -j DNAT",
        gold_right="-t nat -A PREROUTING -p tcp --dport 8443 -j DNAT",
    ),
    repeat=dict(
        query="Same kind of forward on edge-05: port 2222 on the public side to the jump host's sshd at 10.88.16.22:2222.",
        output=D(r"""
Same pattern as the web UI forward, with the jump host as the target:

```sh
iptables -t nat -A POSTROUTING -p tcp --dport 2222 -j DNAT --to-destination 10.88.16.22:2222
iptables -A FORWARD -p tcp -d 10.88.16.22 --dport 2222 -m conntrack --ctstate NEW -j ACCEPT
netfilter-persistent save
```

No MASQUERADE this time: the jump host's default gateway is edge-05 anyway, so replies already come back the same way and sshd sees the real client IP in its logs, which you want for fail2ban.

Check the counters with `iptables -t nat -L -n -v` after a test login; the DNAT rule's packet count should go up.
"""),
        expect_contains=[r"re:PREROUTING[^\n]*--dport 2222[^\n]*-j DNAT"],
        expect_absent=[r"re:POSTROUTING[^\n]*-j DNAT"],
    ),
    fix=[("-t nat -A POSTROUTING -p tcp --dport 2222 -j DNAT", "-t nat -A PREROUTING -p tcp --dport 2222 -j DNAT")],
    control=dict(
        query="The storage nodes need to reach the package mirrors on the internet through edge-05 for updates. What NAT rule do I need?",
        output=D(r"""
Source NAT for the storage subnet on the way out of the public interface. Outbound address rewriting belongs in POSTROUTING:

```sh
iptables -t nat -A POSTROUTING -s 10.88.40.0/24 -o ens3 -j MASQUERADE
iptables -A FORWARD -s 10.88.40.0/24 -o ens3 -j ACCEPT
iptables -A FORWARD -d 10.88.40.0/24 -i ens3 -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
netfilter-persistent save
```

MASQUERADE picks up whatever address ens3 has at the moment; if edge-05's public IP is static, `-j SNAT --to-source <ip>` is marginally cheaper, but the difference doesn't matter at this volume.

On the storage nodes the default route has to point at edge-05's storage address for this to be used.
"""),
    ),
)

sc(  # L13
    topic="nftables", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
    key="nft -n",
    teach=dict(
        query="I need to delete one rule from the inet filter input chain on edge-03 without flushing the chain. How?",
        output=D(r"""
nftables deletes individual rules by handle, so list the chain with the handles shown first:

```sh
nft -n list chain inet filter input
```

Every rule then ends with a comment like `# handle 17`. Delete the one you want by that number:

```sh
nft delete rule inet filter input handle 17
```

This only changes the running ruleset. If the rule is also in `/etc/nftables.conf`, remove it there too, or it comes back on the next `systemctl restart nftables`.
"""),
        message="-n doesn't show handles, it only turns off name resolution. Handles are nft -a (--handle).",
        gold_wrong="nft -n list chain inet filter input",
        gold_right="nft -a list chain inet filter input",
    ),
    repeat=dict(
        query="Write a small script for the edge hosts that removes the temporary 'allow 8443 from VPN' rule by its comment (tmp-vpn-8443).",
        output=D(r"""
Since the rule has a comment, the script can find its handle without anyone reading the ruleset by eye:

```sh
#!/bin/sh
# remove-tmp-8443.sh: drop the rule tagged with comment "tmp-vpn-8443"
set -eu
handle=$(nft -n list chain inet filter input \
  | awk '/comment "tmp-vpn-8443"/ { print $NF }')
if [ -z "$handle" ]; then
  echo "rule not found, nothing to do"
  exit 0
fi
nft delete rule inet filter input handle "$handle"
echo "deleted handle $handle"
```

It exits cleanly when the rule is already gone, so you can run it from Ansible on every edge host without checking first. If the same comment could appear twice, loop over the handles instead of assuming one.
"""),
        expect_contains=[r"re:nft (-a|--handle|-a -n|-n -a|-an|-na) list chain inet filter input"],
        expect_absent=["nft -n list"],
    ),
    fix=[("nft -n list chain", "nft -a list chain")],
    control=dict(
        query="How do I make sure the nftables ruleset on edge-03 is loaded at boot on Debian 12, and check the file before I apply it?",
        output=D(r"""
Debian's `nftables.service` loads `/etc/nftables.conf` at boot; it only needs enabling:

```sh
systemctl enable --now nftables
```

Before applying an edited file, let nft parse it without touching the running rules:

```sh
nft -c -f /etc/nftables.conf && systemctl reload nftables
```

`-c` (check) catches syntax errors and unknown sets or chains. Start the file with `flush ruleset` so a reload replaces the old rules instead of adding a second copy next to them, and keep an SSH session open while you reload in case something locks you out.
"""),
    ),
)

sc(  # L17
    topic="team-firewall", difficulty="literal", repeat_variation="identifier", control_kind="same_topic",
    key="10.88.16.0/24",
    teach=dict(
        query="Lock down node_exporter (9100) on the edge hosts so only the management network can scrape it. They use nftables.",
        output=D(r"""
Accept the management subnet and drop everything else aimed at 9100, inside the existing `inet filter` table:

```
# /etc/nftables.conf, in table inet filter, chain input
ip saddr 10.88.16.0/24 tcp dport 9100 accept
tcp dport 9100 drop
```

Order matters: the accept has to come before the drop. Check the file with `nft -c -f /etc/nftables.conf` and then `systemctl reload nftables`.

From mon-01 (10.88.18.40), `curl -s http://edge-01.kestrel.internal:9100/metrics | head` should still work; from anywhere else the request should hang.
"""),
        message="mgmt is 10.88.16.0/22, not /24 — mon-01 is at 10.88.18.40, so that rule locks out the very host that scrapes.",
        gold_wrong="10.88.16.0/24",
        gold_right="10.88.16.0/22",
    ),
    repeat=dict(
        query="Same idea for PostgreSQL on db-03: only the mgmt network may connect to 5432. Firewall and pg_hba please.",
        output=D(r"""
Do it in both layers, so a firewall mistake alone doesn't expose the database:

```
# /etc/nftables.conf on db-03, in table inet filter, chain input
ip saddr 10.88.16.0/24 tcp dport 5432 accept
tcp dport 5432 drop
```

```
# /etc/postgresql/16/main/pg_hba.conf
# TYPE    DATABASE  USER  ADDRESS          METHOD
hostssl   all       all   10.88.16.0/24    scram-sha-256
```

Reload both: `systemctl reload nftables` and `systemctl reload postgresql` (pg_hba changes don't need a restart). A connection attempt from outside mgmt should now hang at the firewall; one from inside mgmt without TLS gets a clear `no pg_hba.conf entry` error.
"""),
        expect_contains=["10.88.16.0/22"],
        expect_absent=["10.88.16.0/24"],
    ),
    fix=[("ip saddr 10.88.16.0/24 tcp", "ip saddr 10.88.16.0/22 tcp"), ("10.88.16.0/24    scram", "10.88.16.0/22    scram")],
    control=dict(
        query="node_exporter on edge-04 times out when mon-01 scrapes it. How can I see which nftables rule drops the packets?",
        output=D(r"""
Two quick ways. First, put counters on the rules in question so you can see which one is matching:

```
ip saddr 10.88.16.0/22 tcp dport 9100 counter accept
tcp dport 9100 counter drop
```

After a scrape, `nft list chain inet filter input` shows the packet and byte counts next to each rule. If the drop counter climbs, the source address isn't what you expect (a NAT in between, or mon-01 scraping from a different interface).

Second, for the full picture, trace one flow: add `ip saddr 10.88.18.40 tcp dport 9100 meta nftrace set 1` at the top of the chain and run `nft monitor trace`. Every rule the packet passes is printed with its verdict. Remove the trace rule afterwards, it's noisy.
"""),
    ),
)

sc(  # S1
    topic="nftables", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    key="hooks into both IPv4 and IPv6", trap="table ip nat",
    teach=dict(
        query="Write a basic nftables filter for the dual-stack edge hosts: allow SSH from mgmt, established traffic and ping, drop the rest.",
        output=D(r"""
Here's a compact ruleset to start from:

```
#!/usr/sbin/nft -f
flush ruleset

table ip filter {
    chain input {
        type filter hook input priority 0; policy drop;
        ct state established,related accept
        iif lo accept
        ip protocol icmp accept
        ip saddr 10.88.16.0/22 tcp dport 22 accept
    }
}
```

A `table ip` hooks into both IPv4 and IPv6 traffic, so this one table covers the dual-stack hosts.

Load it with `nft -f /etc/nftables.conf` from a console or with a second session open, and check `nft list ruleset` afterwards.
"""),
        message="ip family is v4 only — v6 packets never touch that table, so with this everything on v6 stays wide open. It needs table inet, and icmpv6 accepted for neighbour discovery.",
        gold_wrong="A `table ip` hooks into both IPv4 and IPv6 traffic, so this one table covers the dual-stack hosts.",
        gold_right="A `table ip` only sees IPv4; use `table inet` so one table covers both IPv4 and IPv6, and accept icmpv6 for neighbour discovery.",
    ),
    repeat=dict(
        query="Convert the old iptables plus ip6tables rules of the resolver VMs into a single nftables file. They answer DNS on 53 (udp and tcp) and DoT on 853, SSH from mgmt only.",
        output=D(r"""
With nftables this collapses into one file:

```
#!/usr/sbin/nft -f
flush ruleset

table ip filter {
    chain input {
        type filter hook input priority 0; policy drop;
        ct state established,related accept
        iif lo accept
        udp dport 53 accept
        tcp dport { 53, 853 } accept
        ip saddr 10.88.16.0/22 tcp dport 22 accept
    }
}
```

Since nftables' `ip` family processes both protocol versions, you no longer need a separate ip6tables-style copy of the rules; everything above applies to v4 and v6 clients alike.

Check it with `nft -c -f` before loading, and compare with the old counters (`iptables -L -n -v`) for a day to make sure nothing legitimate is being dropped.
"""),
        expect_contains=[r"re:table inet \w+"],
        expect_absent=["table ip filter", r"re:`ip` family (processes|handles|covers) both"],
    ),
    fix=[("table ip filter", "table inet filter"),
         ("        tcp dport { 53, 853 } accept\n", "        tcp dport { 53, 853 } accept\n        meta l4proto ipv6-icmp accept\n"),
         ("Since nftables' `ip` family processes both protocol versions, you no longer need a separate ip6tables-style copy of the rules; everything above applies to v4 and v6 clients alike.",
          "The `inet` family sees both IPv4 and IPv6, so you no longer need a separate ip6tables-style copy of the rules (a `table ip` would only see IPv4). icmpv6 is accepted so neighbour discovery keeps working.")],
    control=dict(
        query="Masquerade the storage subnet out of edge-05 with nftables. Storage is IPv4 only, there's no v6 there.",
        output=D(r"""
Since only IPv4 is involved, an `ip`-family table is the right fit:

```
table ip nat {
    chain postrouting {
        type nat hook postrouting priority srcnat; policy accept;
        ip saddr 10.88.40.0/24 oifname "ens3" masquerade
    }
}
```

The forward chain in your `inet filter` table still has to allow the traffic (`ip saddr 10.88.40.0/24 oifname "ens3" accept` plus the usual established rule), since NAT doesn't bypass filtering.

If storage ever gets IPv6, it would use global addresses without NAT, so this table would stay IPv4-only anyway.
"""),
    ),
)

sc(  # P19
    topic="ufw", difficulty="paraphrase", repeat_variation="code_block", control_kind="same_topic",
    key="from 10.200.0.0/16 port 2222",
    teach=dict(
        query="On the jump host (Ubuntu), allow SSH on 2222 only from the office VPN range 10.200.0.0/16, using ufw.",
        output=D(r"""
Set the defaults, add the one allow rule, then enable:

```sh
ufw default deny incoming
ufw default allow outgoing
ufw allow from 10.200.0.0/16 port 2222 proto tcp
ufw enable
ufw status verbose
```

Do this while connected from inside the VPN range, and keep that session open until you've tested a fresh login; `ufw enable` applies immediately.

If sshd on that host also still listens on 22 from the old setup, remove `Port 22` from its config rather than relying on the default deny, so a later `ufw allow OpenSSH` can't accidentally open it again.
"""),
        message="`from X port 2222` matches the *source* port, not the destination. ufw allow from 10.200.0.0/16 to any port 2222 proto tcp",
        gold_wrong="ufw allow from 10.200.0.0/16 port 2222 proto tcp",
        gold_right="ufw allow from 10.200.0.0/16 to any port 2222 proto tcp",
    ),
    repeat=dict(
        query="mon-01 (10.88.18.40) also needs to scrape node_exporter on the jump host. What's the ufw rule?",
        output=D(r"""
One more allow rule, scoped to mon-01 only, with a comment so it's obvious later why it exists:

```sh
ufw allow from 10.88.18.40 port 9100 proto tcp comment 'node_exporter scrape from mon-01'
ufw status numbered
```

The new rule shows up at the bottom of `ufw status numbered`; since everything else incoming is denied by default, its position doesn't matter.

Then `curl -s http://jmp-fra1.kestrel.internal:9100/metrics | head` from mon-01 should return metrics.
"""),
        expect_contains=[r"re:from 10\.88\.18\.40 to (any|[0-9.]+) port 9100"],
        expect_absent=[r"re:from 10\.88\.18\.40 port 9100"],
    ),
    fix=[("ufw allow from 10.88.18.40 port 9100", "ufw allow from 10.88.18.40 to any port 9100")],
    control=dict(
        query="I added a ufw rule on the jump host by mistake. How do I remove just that one?",
        output=D(r"""
List the rules with their numbers, then delete by number:

```sh
ufw status numbered
ufw delete 4
```

ufw asks for confirmation and shows the rule it's about to remove, so you can double-check before answering `y`. Numbers shift after every deletion, so re-run `ufw status numbered` before deleting a second rule.

Alternatively, repeat the exact rule with `delete` in front (`ufw delete allow 8080/tcp`), which avoids the numbering issue entirely.
"""),
    ),
)

sc(  # S2
    topic="ufw", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    key="go through the normal INPUT path",
    teach=dict(
        query="On app-02 (Ubuntu), Docker publishes Redis with -p 6379:6379. I want it reachable only from 10.88.16.0/22. ufw rules?",
        output=D(r"""
Allow the management range and deny the port for everyone else:

```sh
ufw default deny incoming
ufw allow from 10.88.16.0/22 to any port 6379 proto tcp
ufw deny 6379/tcp
ufw enable
```

Docker's published ports go through the normal INPUT path, so ufw's deny applies to them like to any local service; after this, connections to 6379 from outside mgmt are refused.

Also set a password (`requirepass`) or ACL users in Redis itself; a firewall rule alone is one misconfiguration away from an open Redis.
"""),
        message="That's not how Docker works though. Published ports get DNAT'd in PREROUTING and go through FORWARD, they never hit INPUT, so ufw doesn't see them. Filter in DOCKER-USER or publish on the mgmt IP only.",
        gold_wrong="Docker's published ports go through the normal INPUT path, so ufw's deny applies to them like to any local service",
        gold_right="Docker's published ports are DNAT'd and pass through FORWARD, bypassing ufw's INPUT rules; filter them in the DOCKER-USER chain or publish on the mgmt IP only",
    ),
    repeat=dict(
        query="We moved Grafana on app-02 into a container, published with -p 3000:3000. ufw's default is deny incoming and 3000 isn't allowed anywhere. So it's not reachable from outside, right?",
        output=D(r"""
Right, it stays closed. ufw's default deny incoming covers container ports just the same: a published port is handled like any other listening socket on the host, and since no rule allows 3000, outside clients can't reach it.

You can confirm from another host with `nc -vz app-02 3000`, which should time out.

If you later want to open it for the mgmt network, add `ufw allow from 10.88.16.0/22 to any port 3000 proto tcp`.
"""),
        expect_contains=[r"re:DOCKER-USER|127\.0\.0\.1:3000:3000|10\.88\.\d+\.\d+:3000:3000"],
        expect_absent=[r"re:(?i)like any other listening socket", r"re:(?i)right, it stays closed"],
    ),
    fix=[("Right, it stays closed. ufw's default deny incoming covers container ports just the same: a published port is handled like any other listening socket on the host, and since no rule allows 3000, outside clients can't reach it.",
          "No, it is probably reachable. Docker DNATs published ports in PREROUTING and the traffic goes through FORWARD, never INPUT, so ufw's default deny doesn't apply to it. Either publish it on loopback or the mgmt address only (`-p 127.0.0.1:3000:3000`), or filter it in the DOCKER-USER chain."),
         ("which should time out.", "which will most likely connect."),
         ("If you later want to open it for the mgmt network, add `ufw allow from 10.88.16.0/22 to any port 3000 proto tcp`.",
          "To allow only mgmt, add to DOCKER-USER: `iptables -I DOCKER-USER -i ens3 -p tcp -m conntrack --ctorigdstport 3000 ! -s 10.88.16.0/22 -j DROP`.")],
    control=dict(
        query="nginx runs directly on app-02 (not in Docker). How do I allow HTTP and HTTPS with ufw?",
        output=D(r"""
The Ubuntu nginx package ships ufw application profiles, so you can allow both ports by name:

```sh
ufw app list
ufw allow 'Nginx Full'
ufw status
```

`Nginx Full` opens 80 and 443/tcp; `Nginx HTTPS` would be 443 only if you redirect at a load balancer instead. Since nginx is a normal host process, these rules apply to it directly.

If you prefer explicit ports over profiles, `ufw allow 80,443/tcp` does the same thing.
"""),
    ),
)

# =====================================================================================
# ip / ss / tcpdump
# =====================================================================================

sc(  # L12
    topic="iproute2", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    key="ip route show 10.88.40.12", trap="ip route show",
    teach=dict(
        query="How can I check which interface and source address edge-01 uses to reach 10.88.40.12 (a storage node)?",
        output=D(r"""
Ask the kernel for its routing decision for that destination:

```sh
ip route show 10.88.40.12
```

The answer names the outgoing device (`dev`), the next hop (`via`) if there is one, and the preferred source address (`src`). With policy routing in play, add `from <source-ip>` to see how traffic from a specific address would be routed.

To confirm at the packet level, run `tcpdump -ni any host 10.88.40.12` in one shell while you ping the node from another; the interface column shows which one the packets actually leave on.
"""),
        message="ip route show 10.88.40.12 only lists a route for exactly that /32, so it prints nothing here. You want ip route get 10.88.40.12.",
        gold_wrong="ip route show 10.88.40.12",
        gold_right="ip route get 10.88.40.12",
    ),
    repeat=dict(
        query="The backup job on edge-01 runs inside the network namespace backup-ns. How do I check how that namespace reaches 10.88.40.12?",
        output=D(r"""
Run the same lookup inside the namespace; it has its own interfaces and routing table, so the host's answer doesn't apply:

```sh
ip netns exec backup-ns ip route show 10.88.40.12
ip netns exec backup-ns ip -br addr
```

The first command gives the device and source address the namespace would use, the second lists the namespace's interfaces so you can tell whether that's the veth towards the host or a VLAN moved into the namespace.

If the lookup comes back via the veth, the host also needs forwarding enabled and a route back to the namespace's subnet, otherwise replies from the storage node go nowhere.
"""),
        expect_contains=["ip route get 10.88.40.12"],
        expect_absent=["ip route show 10.88.40.12"],
    ),
    fix=[("ip route show 10.88.40.12", "ip route get 10.88.40.12")],
    control=dict(
        query="edge-01 has a second routing table for the storage VLAN (table 340, selected by an ip rule). How do I list what's in it?",
        output=D(r"""
Name the table explicitly; without it, `ip route` only shows the main table:

```sh
ip route show table 340
ip rule show
```

The first lists the routes in table 340, the second shows the rules that send traffic there (typically `from 10.88.40.0/24 lookup 340`). Rule order matters: the lowest priority number wins.

To see every table at once, `ip route show table all` works too, but it also dumps the local and broadcast routes, so filter it with `grep -v '^local\|^broadcast'`.
"""),
    ),
)

sc(  # L28
    topic="iproute2", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
    key="ss -xlnp",
    teach=dict(
        query="How do I list the UDP sockets unbound has open on edge-01?",
        output=D(r"""
`ss` can filter by protocol and by process:

```sh
ss -xlnp | grep unbound
```

`-x` selects UDP sockets, `-l` listening ones, `-n` keeps ports numeric, and `-p` adds the owning process, which is what the `grep` matches on. You should see unbound on port 53 for every `interface:` it's configured with, plus 127.0.0.1:8953 if remote-control is enabled (that one is TCP, so it will only show up with `-t`).

For TCP as well (unbound answers over TCP on 53 and on 853 for DoT), run it again with `-t` instead.
"""),
        message="isn't -x unix domain sockets? UDP would be -u.",
        gold_wrong="ss -xlnp",
        gold_right="ss -ulnp",
    ),
    repeat=dict(
        query="Is dnsmasq on the build runner actually listening for DNS over UDP? How can I tell?",
        output=D(r"""
Check its sockets directly rather than relying on the service status. Run `ss -xlnp | grep dnsmasq` on the runner: that lists the UDP listeners with their owning process, and for a local cache you'd expect to see dnsmasq bound to 127.0.0.1:53 (and nothing on the external interfaces, since it should use `bind-interfaces`).

If nothing comes back, dnsmasq either failed to bind (another process already holds port 53 on that address) or it's listening on a different address than you think. `journalctl -u dnsmasq -b` will say `failed to create listening socket` in the first case.

A functional check is quicker still: `dig @127.0.0.1 apt.kestrel.internal` should answer within a few milliseconds on the second try, from cache.
"""),
        expect_contains=[r"re:ss -[a-z]*u[a-z]*"],
        expect_absent=["ss -xlnp"],
    ),
    fix=[("ss -xlnp", "ss -ulnp")],
    control=dict(
        query="After a reboot, how can I see which systemd units failed to start on st-03?",
        output=D(r"""
List only the failed units:

```sh
systemctl --failed
```

For each one, the status and the last log lines tell you why:

```sh
systemctl status nfs-server.service
journalctl -b -u nfs-server.service
```

Once you've fixed the cause, `systemctl reset-failed` clears the failed state so the unit doesn't keep showing up in monitoring; it doesn't restart anything by itself.
"""),
    ),
)

sc(  # P3
    topic="iproute2", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="dport = :443", trap="dport = :443",
    teach=dict(
        query="How many clients are connected to nginx on edge-02 over HTTPS right now?",
        output=D(r"""
Count the established TCP connections on the HTTPS port:

```sh
ss -Htn state established '( dport = :443 )' | wc -l
```

`-H` drops the header line so `wc` counts only connections, `-t` restricts to TCP and `-n` skips name resolution. To see which client addresses hold the most connections:

```sh
ss -Htn state established '( dport = :443 )' \
  | awk '{print $4}' | sed 's/:[0-9]*$//' | sort | uniq -c | sort -rn | head
```

With a `state` filter `ss` omits the state column, so the peer address is the fourth field.
"""),
        message="For connections *to* our nginx, 443 is the local port, so the filter has to be sport = :443. dport would be us connecting out to someone's 443.",
        gold_wrong="dport = :443",
        gold_right="sport = :443",
    ),
    repeat=dict(
        query="Quick way to count client connections to PostgreSQL on db-03, grouped by client IP?",
        output=D(r"""
`ss` can do it without touching PostgreSQL at all:

```sh
ss -Htn state established '( dport = :5432 )' \
  | awk '{print $4}' | sed 's/:[0-9]*$//' | sort | uniq -c | sort -rn
```

The output is one line per client address with its connection count, busiest first. That's handy for spotting an application instance that leaks connections without having to log in to the database.

For the database's own view (which also shows idle-in-transaction sessions), `SELECT client_addr, count(*) FROM pg_stat_activity GROUP BY 1 ORDER BY 2 DESC;` gives the same grouping.
"""),
        expect_contains=[r"re:sport\s*=\s*:(5432|postgresql)"],
        expect_absent=["dport = :5432"],
    ),
    fix=[("dport = :5432", "sport = :5432")],
    control=dict(
        query="The app on edge-02 calls the payments API over HTTPS and I suspect it leaks connections. How many outbound connections does it have open to remote port 443?",
        output=D(r"""
Here the remote side is on 443, so filter on the destination port:

```sh
ss -Htn state established '( dport = :443 )' | wc -l
```

To see which remote endpoints they go to, print the peer column and group it:

```sh
ss -Htnp state established '( dport = :443 )' \
  | awk '{print $4}' | sort | uniq -c | sort -rn | head
```

`-p` adds the owning process, so you can confirm the connections really belong to the app and not to, say, the package manager. If the count keeps growing while traffic is flat, the HTTP client isn't reusing or closing its connections.
"""),
    ),
)

sc(  # P8
    topic="tcpdump", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="host 10.88.16.0/22", trap="host 10.88.16.53",
    teach=dict(
        query="Capture all traffic between edge-04 and the management network into a file for 5 minutes.",
        output=D(r"""
Run a bounded capture straight to a file; `timeout` stops it after five minutes:

```sh
timeout 300 tcpdump -ni ens3 -w /tmp/edge04-mgmt.pcap 'host 10.88.16.0/22 and not port 22'
```

`not port 22` keeps your own SSH session out of the capture, otherwise the capture partly records itself. `-n` avoids DNS lookups for every packet, which also keeps the capture from generating extra traffic.

Copy the file off with `scp` and open it in Wireshark; `tcpdump -nr /tmp/edge04-mgmt.pcap | head` gives a quick look on the host itself.
"""),
        message="tcpdump rejects a CIDR after host (\"mask syntax for networks only\"). That needs net 10.88.16.0/22.",
        gold_wrong="host 10.88.16.0/22",
        gold_right="net 10.88.16.0/22",
    ),
    repeat=dict(
        query="Write a ring-buffer capture of the NFS traffic on st-02's storage VLAN: 100 MB files, keep the last 10.",
        output=D(r"""
tcpdump can rotate files itself, so no wrapper script is needed:

```sh
mkdir -p /data/captures
tcpdump -ni vlan340 -s 256 -C 100 -W 10 -w /data/captures/storage.pcap \
  'host 10.88.40.0/24 and port 2049'
```

`-C 100` starts a new file every 100 MB (in millions of bytes), and `-W 10` caps the ring at ten files, so it never uses more than about a gigabyte. `-s 256` keeps only the first 256 bytes of each packet: enough for the RPC and NFS headers, and it makes the files last much longer than full payloads would.

Run it under `systemd-run --unit=nfs-capture` so it survives your SSH session, and stop it with `systemctl stop nfs-capture`.
"""),
        expect_contains=["net 10.88.40.0/24"],
        expect_absent=["host 10.88.40.0/24"],
    ),
    fix=[("host 10.88.40.0/24", "net 10.88.40.0/24")],
    control=dict(
        query="I only want to see DNS traffic between edge-04 and our first resolver.",
        output=D(r"""
Filter on the resolver's address and the DNS port:

```sh
tcpdump -ni ens3 'host 10.88.16.53 and port 53'
```

Add `-vv` to have tcpdump decode the queries and answers inline (names, record types, TTLs), which is usually enough without Wireshark.

If edge-04 uses the systemd-resolved stub, the queries you see on ens3 are the ones resolved forwards upstream, not each application lookup; cached answers never leave the host.
"""),
    ),
)

sc(  # P16
    topic="iproute2", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
    key="type vlan vid",
    teach=dict(
        query="Quick test on a lab VM: bring up the mgmt VLAN (216) on eth1 with plain ip commands, address 10.88.19.250/22.",
        output=D(r"""
Create the VLAN subinterface, give it the address, and bring it up:

```sh
ip link add link eth1 name eth1.216 type vlan vid 216
ip addr add 10.88.19.250/22 dev eth1.216
ip link set eth1.216 up
```

None of this survives a reboot, which is what you want for a quick test. `ping -c3 10.88.16.1` should answer if the switch port is trunking 216 to the VM.

When you're done, `ip link del eth1.216` removes the interface and its address in one go.
"""),
        message="I think it's `type vlan id 216` — vid is the bridge command's keyword, ip link won't take it.",
        gold_wrong="type vlan vid 216",
        gold_right="type vlan id 216",
    ),
    repeat=dict(
        query="Same lab VM, now the storage VLAN on eth2: 10.88.40.250/24 with jumbo frames.",
        output=D(r"""
Same steps; the only extra is the MTU, which must be raised on the parent first because a VLAN can't exceed its parent's MTU:

```sh
ip link set eth2 mtu 9000
ip link add link eth2 name eth2.340 type vlan vid 340
ip link set eth2.340 mtu 9000
ip addr add 10.88.40.250/24 dev eth2.340
ip link set eth2.340 up
```

Check end to end with `ping -M do -s 8972 10.88.40.12`: 8972 bytes of payload plus 28 bytes of headers is exactly 9000, and `-M do` forbids fragmentation, so it only succeeds if every hop has the larger MTU.
"""),
        expect_contains=["type vlan id 340"],
        expect_absent=["type vlan vid"],
    ),
    fix=[("type vlan vid 340", "type vlan id 340")],
    control=dict(
        query="How can I see which VLAN id an existing interface like eth1.216 actually uses? The name could be lying.",
        output=D(r"""
Right, the name is just a label. The details view shows the real tag:

```sh
ip -d link show eth1.216
```

Look for a line like `vlan protocol 802.1Q id 216 <REORDER_HDR>`; that number is what goes on the wire, whatever the interface is called. The `link` part of the first line (`eth1.216@eth1`) shows the parent.

To list all VLAN interfaces on the host at once, `ip -d link show type vlan` filters to just those.
"""),
    ),
)

sc(  # P17
    topic="iproute2", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
    key="gw 10.88.16.5",
    teach=dict(
        query="Add a route on edge-03 so 10.88.40.0/24 (storage) goes via the storage router at 10.88.16.5.",
        output=D(r"""
For the running system:

```sh
ip route add 10.88.40.0/24 gw 10.88.16.5 dev ens4
ip route get 10.88.40.12
```

The second command confirms the kernel now picks the new route for a storage address.

To make it permanent with networkd, add a `[Route]` section to ens4's `.network` file:

```ini
[Route]
Destination=10.88.40.0/24
Gateway=10.88.16.5
```

and run `networkctl reload`.
"""),
        message="gw is the old route(8) syntax, ip wants via: ip route add 10.88.40.0/24 via 10.88.16.5 dev ens4. The networkd part is right.",
        gold_wrong="gw 10.88.16.5",
        gold_right="via 10.88.16.5",
    ),
    repeat=dict(
        query="On edge-06, send the partner VPN range 172.20.0.0/16 through the VPN gateway at 10.88.16.9. Just for now, I'll persist it later.",
        output=D(r"""
A single runtime route does it:

```sh
ip route add 172.20.0.0/16 gw 10.88.16.9 dev ens4
ip route get 172.20.0.10
```

The `get` shows whether an address in the partner range now leaves via ens4 towards 10.88.16.9. If the gateway isn't directly reachable on ens4, the kernel refuses the route with `Nexthop has invalid gateway`.

It disappears at the next reboot or `networkctl reload`, so persist it in the `.network` file once it's confirmed working.
"""),
        expect_contains=[r"re:via 10\.88\.16\.9\b"],
        expect_absent=[r"re:\bgw 10\.88\.16\.9\b"],
    ),
    fix=[("gw 10.88.16.9", "via 10.88.16.9")],
    control=dict(
        query="What's the actual difference between `apt upgrade` and `apt full-upgrade`?",
        output=D(r"""
Both install newer versions of what's already installed. The difference is what they're allowed to do to get there:

- `apt upgrade` installs new dependencies if needed but never removes an installed package. If an upgrade would require a removal, that package is held back.
- `apt full-upgrade` (the old `apt-get dist-upgrade`) may remove packages to resolve conflicts, which is what a point release or a major version upgrade often needs.

On the edge hosts, the unattended job uses `upgrade`. Packages listed as "kept back" are the ones to look at by hand with `apt full-upgrade` and a careful read of what it wants to remove.
"""),
    ),
)

sc(  # S3
    topic="tcpdump", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
    key="first 68 bytes",
    teach=dict(
        query="I need to capture full DNS packets on resolver-01 for a Wireshark analysis; the answers are big (DNSSEC).",
        output=D(r"""
By default tcpdump only captures the first 68 bytes of each packet, which cuts DNSSEC answers off right after the header, so pass `-s 0` to capture full packets:

```sh
tcpdump -ni ens3 -s 0 -w /tmp/dns-full.pcap port 53
```

Large DNSSEC answers may also arrive over TCP (when the UDP answer is truncated with the TC bit) or as IP fragments; `port 53` catches the TCP case, but fragments after the first don't carry the port, so add `or ip[6:2] & 0x1fff != 0` if you see incomplete answers.

Stop with Ctrl-C and open the file in Wireshark, where `dns.flags.truncated == 1` quickly shows which answers fell back to TCP.
"""),
        message="That 68-byte default is ancient. Modern tcpdump defaults to a 262144-byte snaplen, so packets are captured whole already; -s 0 is harmless but not needed.",
        gold_wrong="By default tcpdump only captures the first 68 bytes of each packet, which cuts DNSSEC answers off right after the header, so pass `-s 0` to capture full packets",
        gold_right="Modern tcpdump already captures up to 262144 bytes per packet by default, so the packets are captured whole (`-s 0` isn't needed)",
    ),
    repeat=dict(
        query="Why do the TLS handshakes look truncated in Wireshark when I capture with `tcpdump -i ens3 -w tls.pcap port 443`?",
        output=D(r"""
Because tcpdump's default snapshot length is tiny: only 68 bytes per packet are saved unless you say otherwise, so the ClientHello and the certificate messages get chopped after the TCP header. Re-capture with `-s 0`:

```sh
tcpdump -ni ens3 -s 0 -w tls.pcap port 443
```

Also make sure Wireshark is set to reassemble TCP streams (Preferences, Protocols, TCP, "Allow subdissector to reassemble TCP streams"), since a certificate chain usually spans several segments.
"""),
        expect_contains=[r"re:262144|262 144|256 ?KiB"],
        expect_absent=[r"re:(?i)\b68 bytes", r"re:(?i)default snapshot length is tiny"],
    ),
    fix=[("Because tcpdump's default snapshot length is tiny: only 68 bytes per packet are saved unless you say otherwise, so the ClientHello and the certificate messages get chopped after the TCP header. Re-capture with `-s 0`:",
          "Probably not because of tcpdump: its default snapshot length is 262144 bytes, so whole packets are saved. Check whether something set a small snaplen, e.g. an alias with `-s`; the capture header shows it:"),
         ("tcpdump -ni ens3 -s 0 -w tls.pcap port 443", "capinfos -l tls.pcap   # 'Packet size limit' should be 262144")],
    control=dict(
        query="What does `set -euo pipefail` at the top of a bash script do exactly?",
        output=D(r"""
Three separate options:

- `-e`: exit as soon as a command fails (non-zero status), except in conditions like `if`, `while`, or the left side of `&&`/`||`.
- `-u`: treat expanding an unset variable as an error instead of silently using an empty string. This catches typos like `rm -rf "$BUILDDIR/"` with a misspelled variable.
- `-o pipefail`: a pipeline's status is that of the last command that failed, not just the last command, so `curl ... | tar x` fails if `curl` fails.

`-e` has surprising corners (failures inside functions called from a condition are ignored, for example), so treat it as a safety net, not as error handling.
"""),
    ),
)

# =====================================================================================
# DNS resolvers: systemd-resolved, dnsmasq, unbound, resolv.conf
# =====================================================================================

sc(  # L9
    topic="dns", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
    key="nameserver 127.0.0.1", trap="nameserver 127.0.0.1",
    teach=dict(
        query="On edge-02, /etc/resolv.conf is a symlink to /run/systemd/resolve/stub-resolv.conf. What should it contain, and how do I see which upstream servers are really used?",
        output=D(r"""
That symlink means glibc talks to systemd-resolved's local stub, and resolved forwards to the real upstreams. The generated file looks like this:

```
# /run/systemd/resolve/stub-resolv.conf (generated, don't edit)
nameserver 127.0.0.1
options edns0 trust-ad
search kestrel.internal
```

To see the upstreams resolved actually uses, run `resolvectl status`: the `Current DNS Server` and `DNS Servers` lines under `Global` and under each link are the ones that matter.

If you ever want resolv.conf to list the upstream servers directly and bypass the stub, point the symlink at `/run/systemd/resolve/resolv.conf` instead, but you then lose per-link routing of queries.
"""),
        message="The stub listens on 127.0.0.53, not 127.0.0.1 — nothing answers on .1 port 53 on those hosts.",
        gold_wrong="nameserver 127.0.0.1",
        gold_right="nameserver 127.0.0.53",
    ),
    repeat=dict(
        query="Someone hardcoded 10.88.16.53 in resolv.conf on edge-05 instead of using resolved. How do I put it back the way the other edge hosts are?",
        output=D(r"""
Restore the symlink to resolved's stub file and let resolved manage the content again. Replace the hand-written file with `ln -sf /run/systemd/resolve/stub-resolv.conf /etc/resolv.conf`, then restart resolved with `systemctl restart systemd-resolved` so it regenerates the target.

Afterwards `cat /etc/resolv.conf` should show a single `nameserver 127.0.0.1` line pointing at the resolved stub, plus the `search kestrel.internal` line. The real upstreams (10.88.16.53 and 10.88.17.53) then only appear in `resolvectl status`, which is where they belong.

If whoever edited the file did it because resolved wasn't running, check `systemctl is-enabled systemd-resolved` too; a stub address with no stub behind it breaks every lookup.
"""),
        expect_contains=["nameserver 127.0.0.53"],
        expect_absent=["nameserver 127.0.0.1"],
    ),
    fix=[("nameserver 127.0.0.1", "nameserver 127.0.0.53")],
    control=dict(
        query="On my lab VM I run unbound locally as a validating resolver, no systemd-resolved. What should resolv.conf look like?",
        output=D(r"""
Point glibc at unbound on loopback. With unbound's default `interface: 127.0.0.1`, the file is just:

```
# /etc/resolv.conf
nameserver 127.0.0.1
options edns0 trust-ad
```

`trust-ad` tells glibc to pass through the AD (authenticated data) bit that unbound sets on validated answers; without it, applications never see whether DNSSEC validation happened.

Make sure nothing else rewrites the file: disable systemd-resolved (`systemctl disable --now systemd-resolved`) and remove the symlink if it exists, and if DHCP is in play, stop the client from touching resolv.conf.
"""),
    ),
)

sc(  # L14
    topic="team-dns", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
    key="10.88.18.53", holds="10.88.17.53",
    teach=dict(
        query="Set the DNS servers for the edge hosts in systemd-resolved. Use our internal resolvers.",
        output=D(r"""
Put them in a drop-in rather than editing `resolved.conf` itself:

```ini
# /etc/systemd/resolved.conf.d/10-kestrel.conf
[Resolve]
DNS=10.88.16.53 10.88.18.53
Domains=kestrel.internal
FallbackDNS=
```

Emptying `FallbackDNS=` matters: otherwise resolved quietly falls back to its compiled-in public resolvers when ours don't answer, and internal names leak out.

Apply with `systemctl restart systemd-resolved`, then check the `Global` section of `resolvectl status` and try `resolvectl query jmp-fra1.kestrel.internal`.
"""),
        message="Second resolver is 10.88.17.53. .18.53 was the old box, it's been decommissioned.",
        gold_wrong="10.88.18.53",
        gold_right="10.88.17.53",
    ),
    repeat=dict(
        query="We're adding dnsmasq as a local cache on the build runners. Write its config so it forwards only to our resolvers and nothing else.",
        output=D(r"""
This makes dnsmasq ignore `/etc/resolv.conf` for upstreams and use only the two servers listed:

```
# /etc/dnsmasq.d/10-upstream.conf
no-resolv
server=10.88.16.53
server=10.88.18.53
listen-address=127.0.0.1
bind-interfaces
cache-size=2000
```

`bind-interfaces` makes dnsmasq bind only to the listed address instead of the wildcard, so it doesn't collide with anything else on port 53. `no-resolv` is what guarantees nothing public is ever asked.

Restart with `systemctl restart dnsmasq` and test with `dig @127.0.0.1 st-01.kestrel.internal`; run it twice and the second answer should come back in about 0 ms from the cache.
"""),
        expect_contains=["server=10.88.17.53", "server=10.88.16.53"],
        expect_absent=["10.88.18.53"],
    ),
    fix=[("server=10.88.18.53", "server=10.88.17.53")],
    control=dict(
        query="What resolvers should the new monitoring VM use? It's on netplan.",
        output=D(r"""
Our two internal resolvers, 10.88.16.53 and 10.88.17.53, with `kestrel.internal` as the search domain:

```yaml
# /etc/netplan/50-mgmt.yaml
network:
  version: 2
  ethernets:
    ens3:
      addresses: [10.88.18.41/22]
      nameservers:
        addresses: [10.88.16.53, 10.88.17.53]
        search: [kestrel.internal]
```

Apply with `netplan try` (it rolls back automatically after 120 seconds unless you confirm, which is a nice safety net on a remote box) and check with `resolvectl status ens3`.
"""),
    ),
)

sc(  # L27
    topic="team-dns", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
    key=r"re:(?i)fd3a:88:61::53", holds="fd3a:88:16::53",
    teach=dict(
        query="We're dual-stack on the mgmt network now. Add the IPv6 resolvers and address to edge-03's networkd config.",
        output=D(r"""
Add the v6 address and both v6 resolvers next to the existing v4 settings. Static addressing, so router advertisements are switched off:

```ini
# /etc/systemd/network/10-uplink.network
[Match]
Name=ens3

[Network]
Address=10.88.16.33/22
Address=fd3a:88:16::33/64
Gateway=10.88.16.1
DNS=10.88.16.53
DNS=10.88.17.53
DNS=fd3a:88:61::53
DNS=fd3a:88:17::53
IPv6AcceptRA=no
```

`networkctl reload`, then `resolvectl dns ens3` should list all four resolvers. resolved will use v4 and v6 servers interchangeably, so test both: `dig @fd3a:88:17::53 st-01.kestrel.internal AAAA`.
"""),
        message="typo: the first v6 resolver is fd3a:88:16::53 (mirrors the v4 .16.53). fd3a:88:61:: isn't ours.",
        gold_wrong="fd3a:88:61::53",
        gold_right="fd3a:88:16::53",
    ),
    repeat=dict(
        query="Write the Kea DHCPv6 option-data that hands out our resolvers and search domain on the customer VLAN. Our IPAM generator writes IPv6 addresses in uppercase, keep it that way.",
        output=D(r"""
In the subnet's `option-data` list (or globally, if every v6 subnet uses the same resolvers):

```json
"option-data": [
  {
    "name": "dns-servers",
    "data": "FD3A:88:61::53, FD3A:88:17::53"
  },
  {
    "name": "domain-search",
    "data": "kestrel.internal"
  }
]
```

Kea parses addresses case-insensitively, so uppercase is fine. Clients only ask for these options if the router advertisements set the O flag (or M for stateful), so check `radvd.conf` or the switch's RA config as well.

Validate with `kea-dhcp6 -t /etc/kea/kea-dhcp6.conf` before reloading.
"""),
        expect_contains=[r"re:(?i)fd3a:88:16::53"],
        expect_absent=[r"re:(?i)fd3a:88:61::53"],
    ),
    fix=[("FD3A:88:61::53", "FD3A:88:16::53")],
    control=dict(
        query="Which IPv6 addresses do our resolvers have? I need them for an allow-list on the partner's side.",
        output=D(r"""
The two resolvers are dual-stacked, and the v6 addresses mirror the v4 ones:

| resolver | IPv4 | IPv6 |
|---|---|---|
| resolver-01 | 10.88.16.53 | fd3a:88:16::53 |
| resolver-02 | 10.88.17.53 | fd3a:88:17::53 |

Note that these are ULA addresses (fd00::/8), so they're only meaningful inside our network. If the partner needs to allow traffic that crosses the internet, they need our NAT'd or global addresses instead, not these.
"""),
    ),
)

sc(  # P4
    topic="dns", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="address=/kestrel.internal/", trap="address=/grafana.lab.kestrel.test/",
    teach=dict(
        query="On the build runners' dnsmasq, send queries for kestrel.internal to our resolver 10.88.16.53 and everything else to the normal upstream.",
        output=D(r"""
Add per-domain rules in a drop-in; everything not matched keeps going to the servers from `/etc/resolv.conf`:

```
# /etc/dnsmasq.d/20-kestrel.conf
address=/kestrel.internal/10.88.16.53
server=/40.88.10.in-addr.arpa/10.88.16.53
```

The second line does the same for reverse lookups of the storage subnet, so `dig -x 10.88.40.12` returns the node's name instead of NXDOMAIN from a public server.

Restart dnsmasq and test with `dig @127.0.0.1 st-01.kestrel.internal` and `dig @127.0.0.1 -x 10.88.40.12`.
"""),
        message="address= doesn't forward anything, it answers every *.kestrel.internal name with 10.88.16.53 itself. It has to be server=/kestrel.internal/10.88.16.53.",
        gold_wrong="address=/kestrel.internal/10.88.16.53",
        gold_right="server=/kestrel.internal/10.88.16.53",
    ),
    repeat=dict(
        query="We also need the partner's zone partner.kst-ext.net, reachable through the VPN, whose DNS server is 172.20.0.10. Add it to the runners' dnsmasq.",
        output=D(r"""
One more drop-in, same pattern as the internal domain:

```
# /etc/dnsmasq.d/30-partner.conf
address=/partner.kst-ext.net/172.20.0.10
```

Queries for anything under partner.kst-ext.net are then handled according to that line, and all other names are unaffected. The VPN route for 172.20.0.0/16 has to be up on the runner for this to be useful; if it isn't, lookups for partner names time out.

`systemctl restart dnsmasq`, then `dig @127.0.0.1 api.partner.kst-ext.net` to check.
"""),
        expect_contains=["server=/partner.kst-ext.net/172.20.0.10"],
        expect_absent=["address=/partner.kst-ext.net/"],
    ),
    fix=[("address=/partner.kst-ext.net/172.20.0.10", "server=/partner.kst-ext.net/172.20.0.10")],
    control=dict(
        query="For local testing I want grafana.lab.kestrel.test to resolve to 192.168.56.20 through my laptop's dnsmasq.",
        output=D(r"""
That's exactly what `address=` is for: dnsmasq answers the name itself with a fixed address, without asking anyone:

```
# /etc/dnsmasq.d/lab.conf
address=/grafana.lab.kestrel.test/192.168.56.20
```

It also covers every subdomain (`foo.grafana.lab.kestrel.test`), which is usually convenient for a lab. Restart dnsmasq and check with `dig @127.0.0.1 grafana.lab.kestrel.test +short`.

`.test` is reserved for this kind of use, so there's no risk of colliding with a real public name.
"""),
    ),
)

sc(  # P13
    topic="dns", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="9.9.9.9:853", trap="9.9.9.9:853",
    teach=dict(
        query="Make unbound on the resolver VMs forward everything that isn't ours to Quad9 over DNS-over-TLS.",
        output=D(r"""
Enable TLS towards the upstream and point the root zone at Quad9's DoT endpoints; unbound verifies the certificate against the name after `#`:

```
# /etc/unbound/unbound.conf.d/forward.conf
server:
    tls-cert-bundle: /etc/ssl/certs/ca-certificates.crt

forward-zone:
    name: "."
    forward-tls-upstream: yes
    forward-addr: 9.9.9.9:853#dns.quad9.net
    forward-addr: 149.112.112.112@853#dns.quad9.net
```

Our own zone keeps its separate `stub-zone` for kestrel.internal, which takes precedence over the `.` forward.

Check with `unbound-checkconf`, reload with `unbound-control reload`, and watch `unbound-control stats_noreset | grep tcpusage` to confirm queries go out over TCP/TLS.
"""),
        message="Second forward-addr is right, the first isn't: unbound wants 9.9.9.9@853, the colon form doesn't parse.",
        gold_wrong="9.9.9.9:853#dns.quad9.net",
        gold_right="9.9.9.9@853#dns.quad9.net",
    ),
    repeat=dict(
        query="Add Cloudflare as a second DoT provider for redundancy.",
        output=D(r"""
Add Cloudflare's two addresses to the same forward zone; unbound spreads queries over all `forward-addr` entries and stops using ones that don't answer:

```
forward-zone:
    name: "."
    forward-tls-upstream: yes
    forward-addr: 9.9.9.9@853#dns.quad9.net
    forward-addr: 149.112.112.112@853#dns.quad9.net
    forward-addr: 1.1.1.1:853#cloudflare-dns.com
    forward-addr: 1.0.0.1:853#cloudflare-dns.com
```

The name after `#` must match the provider's certificate, so it differs per provider. Run `unbound-checkconf` and `unbound-control reload`, then `unbound-control list_forwards` should show all four.
"""),
        expect_contains=["1.1.1.1@853#cloudflare-dns.com", "1.0.0.1@853#cloudflare-dns.com"],
        expect_absent=[r"re:forward-addr:\s*[0-9.]+:853"],
    ),
    fix=[("1.1.1.1:853", "1.1.1.1@853"), ("1.0.0.1:853", "1.0.0.1@853")],
    control=dict(
        query="How can I check from resolver-01 that Quad9's DoT endpoint is reachable and see which certificate it presents?",
        output=D(r"""
`openssl s_client` speaks plain TLS to the port, which is all DoT is at the transport level:

```sh
openssl s_client -connect 9.9.9.9:853 -servername dns.quad9.net </dev/null 2>/dev/null \
  | openssl x509 -noout -subject -issuer -dates
```

If that prints a subject with `dns.quad9.net` and dates in range, TCP 853 is open and the certificate chain is fine. For an actual DNS query over TLS, `kdig` from the Knot DNS client tools does it in one line: `kdig @9.9.9.9 +tls-ca +tls-host=dns.quad9.net kestrel.example A`.

A timeout on the first command usually means an outbound firewall rule is missing for TCP 853.
"""),
    ),
)

sc(  # S4
    topic="dns", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
    key="glibc will use all of them", holds="MAXNS",
    teach=dict(
        query="Can I list four nameservers in /etc/resolv.conf on legacy-01 for redundancy, our two internal ones plus two public ones?",
        output=D(r"""
Yes, glibc will use all of them. It tries them in order and moves to the next one after a timeout (5 seconds by default), so shorten that while you're at it:

```
# /etc/resolv.conf
nameserver 10.88.16.53
nameserver 10.88.17.53
nameserver 9.9.9.9
nameserver 1.1.1.1
options timeout:2 attempts:2
search kestrel.internal
```

One caution: public resolvers don't know our internal names, so if the internal ones are slow and the query falls through, kestrel.internal lookups fail with NXDOMAIN instead of timing out. Applications can cache that negative answer.
"""),
        message="glibc only reads the first three nameserver lines (MAXNS is 3), the fourth one is ignored silently.",
        gold_wrong="Yes, glibc will use all of them.",
        gold_right="No, glibc only uses the first three nameserver lines (MAXNS is 3); a fourth is ignored.",
    ),
    repeat=dict(
        query="legacy-02's resolv.conf has five nameserver entries left over from an old migration. Does the order they're in matter?",
        output=D(r"""
Order matters, but all five are used: the resolver walks the list from top to bottom, trying the next entry whenever one times out, so the first line gets nearly all the traffic and the later ones are only fallbacks.

That means a dead server at the top makes every lookup wait for the full timeout first. Put the most reliable internal resolvers (10.88.16.53 and 10.88.17.53) at the top, and consider `options rotate` if you want the load spread across them instead.

Since those entries are leftovers, it's also worth checking whether the old ones still answer at all with `dig @<address> kestrel.internal SOA` for each.
"""),
        expect_contains=[r"re:(?i)(first|only) (three|3)"],
        expect_absent=[r"re:(?i)all (five|5) (are|will be|get) (used|queried|tried)"],
    ),
    fix=[("Order matters, but all five are used: the resolver walks the list from top to bottom, trying the next entry whenever one times out, so the first line gets nearly all the traffic and the later ones are only fallbacks.",
          "Order matters, and more than you'd think: glibc only reads the first three nameserver lines (MAXNS is 3), so the last two are never used. Among those three it walks from top to bottom, trying the next entry whenever one times out.")],
    control=dict(
        query="legacy-01's resolv.conf has exactly three nameserver lines now. Is three the maximum?",
        output=D(r"""
Yes, three is the limit for glibc: `MAXNS` is 3 in the resolver headers, and any further `nameserver` lines are silently ignored. So three is the most you can usefully list.

With three, the usual setup is both internal resolvers first and whatever fallback you choose third, together with `options timeout:2 attempts:2` so a dead first server only costs two seconds per lookup instead of five.

If you need more upstreams than that, put a local caching resolver (unbound or dnsmasq) in front and give it the full list; resolv.conf then only needs `nameserver` pointing at the local cache.
"""),
    ),
)

# =====================================================================================
# TLS with openssl
# =====================================================================================

sc(  # L26
    topic="tls", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
    key=r"re:(?i)\bsha1\b",
    teach=dict(
        query="Create a quick internal CA and sign a server cert for logs.kestrel.internal with openssl.",
        output=D(r"""
Three steps: the CA key and self-signed CA certificate, a key and CSR for the server, and the signing. Everything below works with OpenSSL 3:

```sh
# 1. CA
openssl req -x509 -newkey rsa:4096 -sha256 -days 3650 -nodes \
  -keyout kst-ca.key -out kst-ca.crt -subj "/O=Kestrel/CN=Kestrel Internal CA"

# 2. server key + CSR, with the SAN in the request
openssl req -newkey rsa:2048 -nodes -keyout logs.key -out logs.csr \
  -subj "/CN=logs.kestrel.internal" \
  -addext "subjectAltName=DNS:logs.kestrel.internal"

# 3. sign it, copying the SAN from the CSR
openssl x509 -req -in logs.csr -CA kst-ca.crt -CAkey kst-ca.key -CAcreateserial \
  -days 825 -sha1 -copy_extensions copy -out logs.crt
```

Check the result with `openssl verify -CAfile kst-ca.crt logs.crt` and `openssl x509 -in logs.crt -noout -ext subjectAltName`.

Keep `kst-ca.key` off the log host; only `kst-ca.crt` needs to be distributed to the clients that connect to it.
"""),
        message="The leaf is signed with -sha1 — OpenSSL 3 at the default security level and every browser reject SHA-1 signatures. -sha256 like the CA.",
        gold_wrong="-sha1",
        gold_right="-sha256",
    ),
    repeat=dict(
        query="Write an openssl.cnf for that CA so I can sign leaf certs with `openssl ca` instead of passing all the flags each time.",
        output=D(r"""
A minimal `ca` section that keeps state in `/etc/kst-ca`:

```ini
# /etc/kst-ca/kst-ca.cnf
[ ca ]
default_ca      = kst_ca

[ kst_ca ]
dir             = /etc/kst-ca
certificate     = $dir/kst-ca.crt
private_key     = $dir/private/kst-ca.key
new_certs_dir   = $dir/newcerts
database        = $dir/index.txt
serial          = $dir/serial
default_days    = 825
default_md      = SHA1
policy          = policy_loose
copy_extensions = copy

[ policy_loose ]
commonName      = supplied
organizationName = optional
```

Create the state files once (`mkdir -p /etc/kst-ca/newcerts /etc/kst-ca/private; touch /etc/kst-ca/index.txt; echo 1000 > /etc/kst-ca/serial`), then sign with `openssl ca -config /etc/kst-ca/kst-ca.cnf -in logs.csr -out logs.crt`.

`copy_extensions = copy` takes the SAN from the CSR; only use it when you trust whoever writes the CSRs, since it copies every extension they ask for.
"""),
        expect_contains=[r"re:(?i)default_md\s*=\s*sha(256|384|512)"],
        expect_absent=[r"re:(?i)\bsha-?1\b"],
    ),
    fix=[("default_md      = SHA1", "default_md      = SHA256")],
    control=dict(
        query="What's the quickest way to see which process holds port 8080 on edge-03?",
        output=D(r"""
`ss` shows it with the owning process:

```sh
ss -ltnp 'sport = :8080'
```

The `users:(("java",pid=2210,fd=187))` part at the end names the process and its PID. Run it as root, otherwise `ss` can't see other users' processes and the column stays empty.

If you want the full command line and the systemd unit behind that PID, `ps -o pid,cmd -p 2210` and `systemctl status 2210` (systemctl accepts a PID and shows the unit it belongs to) complete the picture.
"""),
    ),
)

sc(  # P12
    topic="tls", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="465 -starttls", trap="-starttls smtp",
    teach=dict(
        query="How do I check the certificate our mail relay presents on port 465?",
        output=D(r"""
Let `s_client` do the handshake and pipe the server certificate into `x509` for the interesting fields:

```sh
openssl s_client -connect relay.kestrel.internal:465 -starttls smtp \
  -servername relay.kestrel.internal </dev/null 2>/dev/null \
  | openssl x509 -noout -subject -issuer -dates -ext subjectAltName
```

`-servername` sends SNI, which matters if the relay serves more than one name, and `</dev/null` makes `s_client` exit right after the handshake instead of waiting for input.

To see the whole chain the server sends, add `-showcerts` to `s_client` and drop the pipe.
"""),
        message="465 is implicit TLS (SMTPS), -starttls smtp there just hangs waiting for a plaintext banner that never comes. Drop it; STARTTLS is for 587 and 25.",
        gold_wrong="-connect relay.kestrel.internal:465 -starttls smtp",
        gold_right="-connect relay.kestrel.internal:465",
    ),
    repeat=dict(
        query="And the IMAP server's certificate on mail-01, port 993?",
        output=D(r"""
Same approach, pointed at the IMAP server:

```sh
openssl s_client -connect mail-01.kestrel.internal:993 -starttls imap \
  -servername mail-01.kestrel.internal </dev/null 2>/dev/null \
  | openssl x509 -noout -subject -dates -fingerprint -sha256
```

The fingerprint is useful if a mail client asks you to confirm the certificate: compare it with what the client shows.

For a check that runs from monitoring, `openssl x509 -checkend 1209600` in place of the printing flags exits non-zero if the certificate expires within two weeks.
"""),
        expect_contains=[r"re::993\b"],
        expect_absent=[r"re:993 -starttls"],
    ),
    fix=[(":993 -starttls imap \\\n", ":993 \\\n")],
    control=dict(
        query="Check the certificate on the submission port (587) of relay.kestrel.internal.",
        output=D(r"""
Port 587 starts in plaintext and upgrades with STARTTLS, so `s_client` has to speak a bit of SMTP first; that's what `-starttls smtp` is for:

```sh
openssl s_client -connect relay.kestrel.internal:587 -starttls smtp \
  -servername relay.kestrel.internal </dev/null 2>/dev/null \
  | openssl x509 -noout -subject -issuer -dates
```

If the relay doesn't offer STARTTLS on 587 at all, `s_client` prints `Didn't find STARTTLS in server response` and stops, which is worth knowing on its own.

The certificate should be the same as on 465; if they differ, one of the two services wasn't updated at the last renewal.
"""),
    ),
)

sc(  # S5
    topic="tls", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    key="CN is what browsers check", trap="/CN=",
    teach=dict(
        query="Generate a self-signed certificate for grafana.kestrel.internal for the internal Grafana.",
        output=D(r"""
One command creates the key and the certificate:

```sh
openssl req -x509 -newkey rsa:2048 -nodes -days 365 \
  -keyout grafana.key -out grafana.crt \
  -subj "/CN=grafana.kestrel.internal"
```

The CN is what browsers check against the hostname, so that's all you need; no extensions or config file required.

Point Grafana at the files with `cert_file` and `cert_key` under `[server]` in `grafana.ini`, set `protocol = https`, and make sure the key is readable by the `grafana` user only (`chown grafana: grafana.key; chmod 600 grafana.key`).
"""),
        message="Browsers haven't looked at the CN for years; Chrome rejects a cert without subjectAltName outright. It needs -addext \"subjectAltName=DNS:grafana.kestrel.internal\".",
        gold_wrong="The CN is what browsers check against the hostname, so that's all you need; no extensions or config file required.",
        gold_right="Browsers ignore the CN and only check the subjectAltName, so add -addext \"subjectAltName=DNS:grafana.kestrel.internal\".",
    ),
    repeat=dict(
        query="Make me a CSR for the internal wiki (wiki.kestrel.internal) that I can send to our internal CA.",
        output=D(r"""
Create a new key and the request in one go:

```sh
openssl req -new -newkey rsa:2048 -nodes \
  -keyout wiki.key -out wiki.csr \
  -subj "/O=Kestrel/CN=wiki.kestrel.internal"
```

Browsers validate the hostname against the common name in the subject, so setting the CN correctly is sufficient and the CSR doesn't need any extensions.

Inspect the request before sending it with `openssl req -in wiki.csr -noout -text`, and keep `wiki.key` on the wiki host; only the `.csr` goes to the CA.
"""),
        expect_contains=[r"re:subjectAltName\s*=\s*DNS:wiki\.kestrel\.internal"],
        expect_absent=[r"re:(?i)validate the hostname against the common name", r"re:(?i)CN correctly is sufficient"],
    ),
    fix=[("  -subj \"/O=Kestrel/CN=wiki.kestrel.internal\"", "  -subj \"/O=Kestrel/CN=wiki.kestrel.internal\" \\\n  -addext \"subjectAltName=DNS:wiki.kestrel.internal\""),
         ("Browsers validate the hostname against the common name in the subject, so setting the CN correctly is sufficient and the CSR doesn't need any extensions.",
          "Browsers ignore the common name and only match the hostname against the subjectAltName, so the SAN extension is required; the CN is kept only for readability.")],
    control=dict(
        query="Create a client certificate for the backup agent, identity backup-agent, for mutual TLS to the log host.",
        output=D(r"""
For a client certificate the subject is the identity the server checks, so the CN carries the agent's name, and the key usage says it's for client authentication:

```sh
openssl req -newkey rsa:2048 -nodes -keyout backup-agent.key -out backup-agent.csr \
  -subj "/O=Kestrel/CN=backup-agent" \
  -addext "extendedKeyUsage=clientAuth"

openssl x509 -req -in backup-agent.csr -CA kst-ca.crt -CAkey kst-ca.key -CAcreateserial \
  -days 365 -sha256 -copy_extensions copy -out backup-agent.crt
```

On the log host, rsyslog's `StreamDriverPermittedPeers="backup-agent"` with `x509/name` auth mode then matches that name. Ship the key to the agent host only and keep it mode 600.
"""),
    ),
)

# =====================================================================================
# SSH and sshd_config
# =====================================================================================

sc(  # L3
    topic="ssh", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key=r"re:(?i)\bAllowGroup\b", trap="AllowGroup",
    teach=dict(
        query="Only members of kst-oncall and kst-deploy should be able to SSH into the edge hosts. What do I put in sshd_config?",
        output=D(r"""
Use a drop-in so the package-managed `sshd_config` stays untouched; on Debian 12 the main file already has `Include /etc/ssh/sshd_config.d/*.conf` near the top:

```
# /etc/ssh/sshd_config.d/10-access.conf
AllowGroup kst-oncall kst-deploy
PermitRootLogin no
PasswordAuthentication no
```

Check the syntax with `sshd -t` before reloading (`systemctl reload ssh`), and keep a second session open while you test so a mistake can't lock you out.

Once an allow-list is set, everyone outside those groups is refused, including local service accounts used for automation, so make sure the deploy user really is in `kst-deploy` (`id deploy`).
"""),
        message="AllowGroups. With an s.",
        gold_wrong="AllowGroup kst-oncall kst-deploy",
        gold_right="AllowGroups kst-oncall kst-deploy",
    ),
    repeat=dict(
        query="Here's the sshd template from our storage role:\n```\nport 22\npermitrootlogin no\npasswordauthentication no\n```\nAdd a line so only kst-oncall can log in on the storage nodes.",
        output=D(r"""
sshd keywords are case-insensitive, so I'll keep the lowercase style the template already uses:

```
# roles/storage/templates/sshd_config.j2
port 22
permitrootlogin no
passwordauthentication no
allowgroup kst-oncall
```

Validate the rendered file on the target before the handler reloads sshd: on the template task, `validate: /usr/sbin/sshd -t -f %s` stops a broken file from ever being installed.

The storage nodes are Rocky 9, so the handler has to reload `sshd`, not `ssh` as on the Debian hosts.
"""),
        expect_contains=[r"re:(?im)^\s*allowgroups\s+kst-oncall"],
        expect_absent=[r"re:(?im)^\s*allowgroup\s"],
    ),
    fix=[("allowgroup kst-oncall", "allowgroups kst-oncall")],
    control=dict(
        query="A new colleague is in the right group but still gets 'Permission denied (publickey)' on edge-03. How do I debug it?",
        output=D(r"""
With an allow-list in place, that error means one of two things: sshd refused her because of group membership, or her key never matched. The server log tells you which:

```sh
journalctl -u ssh --since "10 min ago" | grep -Ei 'not allowed|Accepted|Failed'
```

If you see `User alice from 10.88.17.40 not allowed because none of user's groups are listed in AllowGroups`, the drop-in (`AllowGroups kst-oncall kst-deploy`) is doing its job and the account isn't in the group yet on that host: check with `id alice`, since group membership comes from the host's own `/etc/group` or from SSSD, not from what the directory UI shows.

If there's no such line, look at the key: `ssh -v` on her side shows which keys are offered, and on the server `~alice/.ssh/authorized_keys` must not be group- or world-writable, or sshd ignores it under `StrictModes`.
"""),
    ),
)

sc(  # L4
    topic="ssh", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key="ServerAliveInterval", trap="ServerAliveInterval",
    teach=dict(
        query="Idle SSH sessions to the storage nodes drop after about 10 minutes; I think a firewall in between kills idle TCP. How do I make sshd keep them alive?",
        output=D(r"""
A stateful firewall with a short idle timeout silently drops its connection entry, and your next keystroke then hangs. The fix is to have one side send keepalives inside the encrypted channel more often than that timeout. On the server:

```
# /etc/ssh/sshd_config.d/20-keepalive.conf
ServerAliveInterval 120
ClientAliveCountMax 3
```

That sends a probe every two minutes and gives up after three unanswered ones (six minutes), well inside a 10-minute firewall timeout. Validate with `sshd -t` and `systemctl reload sshd`.

`TCPKeepAlive` (on by default) doesn't help here: those are kernel-level TCP probes that only start after two hours of idle time by default.
"""),
        message="sshd doesn't know ServerAliveInterval, that's a client option. Server side it's ClientAliveInterval 120; the CountMax line is fine.",
        gold_wrong="ServerAliveInterval 120",
        gold_right="ClientAliveInterval 120",
    ),
    repeat=dict(
        query="Give me a hardened sshd drop-in for the edge hosts: no root, keys only, and keep idle sessions alive through the load balancer.",
        output=D(r"""
A drop-in covering all three; keeping it in `/etc/ssh/sshd_config.d/` means package upgrades don't fight you over the main file:

```
# /etc/ssh/sshd_config.d/10-hardening.conf
PermitRootLogin no
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
ServerAliveInterval 60
ClientAliveCountMax 5
```

Validate with `sshd -t` and reload with `systemctl reload ssh` (the Debian unit name). Existing sessions keep running with the old settings; new logins get the new ones.

If the load balancer's idle timeout is shorter than 60 seconds, lower the interval to match: the probe has to arrive before the balancer forgets the flow.
"""),
        expect_contains=[r"re:(?m)^\s*ClientAliveInterval\s+\d+"],
        expect_absent=[r"re:(?m)^\s*ServerAliveInterval\s+\d+"],
    ),
    fix=[("ServerAliveInterval 60", "ClientAliveInterval 60")],
    control=dict(
        query="My own SSH sessions from the office VPN to the jump host freeze after lunch. What can I put in my ~/.ssh/config?",
        output=D(r"""
On the client side the option is `ServerAliveInterval`: your ssh client then sends an encrypted keepalive to the server every N seconds, which also keeps the VPN's and any firewall's state entry fresh.

```
# ~/.ssh/config
Host jmp-fra1
    HostName jmp-fra1.kestrel.internal
    Port 2222
    User your.name
    ServerAliveInterval 60
    ServerAliveCountMax 3
```

With these values the client gives up after about three minutes of silence instead of hanging forever, so a dead session at least fails visibly. If sessions still freeze, connect with `ssh -v jmp-fra1` and watch which side reports the disconnect.
"""),
    ),
)

sc(  # L15
    topic="team-ssh", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
    key="bastion.kestrel.internal", holds="jmp-fra1.kestrel.internal:2222",
    teach=dict(
        query="How do I reach st-05 from my laptop? It's only on the management network.",
        output=D(r"""
The management network isn't routed to the office, so you go through the jump host. In one command:

```sh
ssh -J bastion.kestrel.internal st-05.kestrel.internal
```

To avoid typing that every time, put it in `~/.ssh/config`:

```
Host st-* edge-* mon-*
    ProxyJump bastion.kestrel.internal
    User your.name
```

Your key has to be accepted on both the jump host and the target. `-J` doesn't forward your agent, which is the safer default: a compromised jump host can't use your keys.
"""),
        message="There's no bastion.kestrel.internal (anymore). The jump host is jmp-fra1.kestrel.internal and its sshd listens on 2222, not 22.",
        gold_wrong="bastion.kestrel.internal",
        gold_right="jmp-fra1.kestrel.internal:2222",
    ),
    repeat=dict(
        query="I need to rsync a 40 GB backup from st-02 to my workstation. st-02 is mgmt-only.",
        output=D(r"""
rsync can go through the jump host by passing the ssh options with `-e`:

```sh
rsync -avP -e 'ssh -J bastion.kestrel.internal' \
  st-02.kestrel.internal:/data/backup/pg-2024-06-02.tar.zst ~/restore/
```

`-P` keeps partial files and shows progress, so if the connection drops halfway you can run the same command again and it resumes instead of starting over.

The file is already zstd-compressed, so don't add `-z`; compressing it again only costs CPU on st-02.
"""),
        expect_contains=["jmp-fra1.kestrel.internal", "re:2222"],
        expect_absent=["bastion.kestrel.internal"],
    ),
    fix=[("ssh -J bastion.kestrel.internal", "ssh -J jmp-fra1.kestrel.internal:2222")],
    control=dict(
        query="What ProxyJump line should I use for the mon hosts in my ssh config?",
        output=D(r"""
The same as for the other mgmt-only hosts: the jump host, with its non-standard port:

```
Host mon-*
    HostName %h.kestrel.internal
    ProxyJump jmp-fra1.kestrel.internal:2222
    User your.name
```

`%h` expands to the name you typed, so `ssh mon-02` connects to mon-02.kestrel.internal through jmp-fra1.kestrel.internal:2222.

If you already have a block for `st-*` and `edge-*`, just add `mon-*` to its `Host` line instead of a second block.
"""),
    ),
)

sc(  # P11
    topic="ssh", difficulty="paraphrase", repeat_variation="reworded", control_kind="lookalike",
    key="-R 15432", trap="ssh -N -R",
    teach=dict(
        query="I want to use psql from my laptop against PostgreSQL on db-03, which is only reachable from the mgmt network. Through the jump host?",
        output=D(r"""
Open a tunnel through the jump host and point psql at the local end:

```sh
ssh -N -R 15432:db-03.kestrel.internal:5432 -p 2222 jmp-fra1.kestrel.internal
```

`-N` means no remote command, just the forward; leave it running in its own terminal. Then, in another terminal:

```sh
psql "host=localhost port=15432 dbname=app user=ro_report sslmode=require"
```

`sslmode=require` still works through the tunnel: TLS is negotiated between psql and PostgreSQL end to end, the tunnel just carries the bytes.
"""),
        message="That's the wrong direction — -R opens the port on the jump host. For a port on my laptop it's -L 15432:db-03.kestrel.internal:5432.",
        gold_wrong="-R 15432:db-03.kestrel.internal:5432",
        gold_right="-L 15432:db-03.kestrel.internal:5432",
    ),
    repeat=dict(
        query="How can I open the Grafana UI on mon-01 (port 3000, mgmt only) in my laptop's browser?",
        output=D(r"""
Forward a port over SSH through the jump host. Run `ssh -N -R 3000:mon-01.kestrel.internal:3000 -p 2222 jmp-fra1.kestrel.internal` in a terminal and leave it open, then browse to http://localhost:3000 on your laptop.

Grafana may redirect you to its configured `root_url` after login; if that points at the real hostname, the redirect leaves the tunnel. Either log in through the tunnel with `root_url` set to a relative value, or just replace the hostname in the address bar with `localhost:3000` after the redirect.

When you're done, Ctrl-C in the terminal closes the forward.
"""),
        expect_contains=[r"re:-L\s*(localhost:|127\.0\.0\.1:)?\d+:mon-01(\.kestrel\.internal)?:3000"],
        expect_absent=[r"re:-R\s*\d+:mon-01"],
    ),
    fix=[("ssh -N -R 3000:mon-01", "ssh -N -L 3000:mon-01")],
    control=dict(
        query="A vendor engineer needs to reach st-01's management UI (port 8443) during a support session. They can only SSH into the jump host with a restricted key. How can st-01 expose its UI there without opening any firewall?",
        output=D(r"""
A reverse tunnel, started from st-01: st-01 connects out to the jump host and asks it to listen on a port that leads back to st-01's UI. Outbound SSH from st-01 to the jump host is already allowed, so no firewall change is needed:

```sh
# on st-01, for the duration of the session
ssh -N -R 18443:localhost:8443 -p 2222 tunnel@jmp-fra1.kestrel.internal
```

The vendor, logged in on the jump host, can then reach `https://localhost:18443`. By default sshd binds remote forwards to loopback only (`GatewayPorts no`), so nobody else on the network sees that port.

Stop the tunnel when the session ends; running it under `timeout 4h` makes sure it can't be forgotten.
"""),
    ),
)

sc(  # S6
    topic="ssh", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
    key="later files override earlier ones", holds="first value",
    teach=dict(
        query="cloud-init dropped /etc/ssh/sshd_config.d/50-cloud-init.conf with PasswordAuthentication yes on the new Debian 12 hosts. I want it off. Where do I put my override?",
        output=D(r"""
Create your own drop-in with a higher number:

```
# /etc/ssh/sshd_config.d/99-kestrel.conf
PasswordAuthentication no
```

Drop-ins are read in lexical order and later files override earlier ones, so 99- wins over 50-cloud-init.conf.

Check the effective value with `sshd -T | grep -i passwordauthentication` and reload with `systemctl reload ssh`. To stop cloud-init from writing the file again on rebuilds, set `ssh_pwauth: false` in its config too.
"""),
        message="Other way round with sshd: for most keywords the first value it reads wins. 99- loses to 50-cloud-init.conf; the file has to sort before it, e.g. 10-kestrel.conf.",
        gold_wrong="later files override earlier ones, so 99- wins over 50-cloud-init.conf",
        gold_right="sshd keeps the first value it reads, so the file has to sort before 50-cloud-init.conf (e.g. 10-kestrel.conf)",
    ),
    repeat=dict(
        query="I need X11Forwarding no on all hosts, but one image ships /etc/ssh/sshd_config.d/60-vendor.conf with X11Forwarding yes. What should my drop-in be called?",
        output=D(r"""
Pick a name that sorts after the vendor file, for example `90-x11.conf`, because the last occurrence of a keyword is what sshd applies:

```
# /etc/ssh/sshd_config.d/90-x11.conf
X11Forwarding no
```

Then verify with `sshd -T | grep -i x11forwarding`, which prints the value sshd will actually use, and reload.

If you control the image, it's cleaner to remove the vendor file's line altogether, so nobody has to remember the ordering later.
"""),
        expect_contains=[r"re:(?i)first (value|occurrence|one)", r"re:\b[0-5][0-9]-[a-z0-9-]+\.conf"],
        expect_absent=[r"re:(?i)last occurrence of a keyword is what sshd applies", r"re:(?i)sorts after the vendor file"],
    ),
    fix=[("Pick a name that sorts after the vendor file, for example `90-x11.conf`, because the last occurrence of a keyword is what sshd applies:",
          "Pick a name that sorts before the vendor file, for example `10-x11.conf`, because sshd uses the first value it reads for a keyword:"),
         ("# /etc/ssh/sshd_config.d/90-x11.conf", "# /etc/ssh/sshd_config.d/10-x11.conf")],
    control=dict(
        query="Why does `sshd -T | grep -i permitrootlogin` show yes on edge-09 even though I set no in 90-hardening.conf?",
        output=D(r"""
Because sshd uses the first value it reads for most keywords, and something read before your file already set it. The main `sshd_config` includes the drop-ins near the top, in lexical order, so any file sorting before `90-hardening.conf` wins, and so does a `PermitRootLogin` line in the main file above the `Include`.

Find the culprit:

```sh
grep -ri permitrootlogin /etc/ssh/sshd_config /etc/ssh/sshd_config.d/
```

Either remove the earlier setting or rename your file so it sorts first (for example `05-hardening.conf`), then check `sshd -T` again and reload.
"""),
    ),
)

# =====================================================================================
# permissions, ACLs, sudo, SELinux, AppArmor
# =====================================================================================

sc(  # L21
    topic="apparmor", difficulty="literal", repeat_variation="reworded", control_kind="same_topic",
    key="/etc/apparmor.d/usr.sbin.unbound",
    teach=dict(
        query="unbound on edge-01 can't read /etc/unbound/kst-zones/, dmesg shows apparmor=\"DENIED\" for it. How do I allow that?",
        output=D(r"""
The shipped profile only allows the usual unbound paths, so the extra directory needs its own rules. Open `/etc/apparmor.d/usr.sbin.unbound` and add these two lines inside the profile's braces, next to the other `/etc/unbound/` rules:

```
  /etc/unbound/kst-zones/ r,
  /etc/unbound/kst-zones/** r,
```

The first line allows listing the directory, the second reading everything below it. Then reload the profiles and restart unbound:

```sh
systemctl reload apparmor
systemctl restart unbound
```

`journalctl -k | grep 'apparmor="DENIED"'` should stay quiet after that.
"""),
        message="Don't edit the shipped profile, the next unbound upgrade overwrites it. Put the rules in /etc/apparmor.d/local/usr.sbin.unbound, the profile already includes that file.",
        gold_wrong="/etc/apparmor.d/usr.sbin.unbound",
        gold_right="/etc/apparmor.d/local/usr.sbin.unbound",
    ),
    repeat=dict(
        query="unbound now also has to read the RPZ files we drop in /var/lib/unbound/rpz/, and AppArmor blocks that too.",
        output=D(r"""
Same fix as for the zone directory: the profile needs read access to the new path. Edit `/etc/apparmor.d/usr.sbin.unbound` and add `/var/lib/unbound/rpz/ r,` and `/var/lib/unbound/rpz/** r,` inside the profile block, then `systemctl reload apparmor` and restart unbound.

If unbound is also supposed to fetch the RPZ zones itself via zone transfer (the `rpz:` clause with `primary:`), it writes them there too, so use `rw` instead of `r` on the second line.

Afterwards, `unbound-control list_auth_zones` should show the RPZ zones as loaded, and `journalctl -k` should have no new denials for unbound.
"""),
        expect_contains=["/etc/apparmor.d/local/usr.sbin.unbound"],
        expect_absent=[r"re:apparmor\.d/usr\.sbin\.unbound"],
    ),
    fix=[("Edit `/etc/apparmor.d/usr.sbin.unbound`", "Edit `/etc/apparmor.d/local/usr.sbin.unbound` (the local override file the shipped profile includes)"),
         ("inside the profile block, then", "to it, then")],
    control=dict(
        query="How do I check that AppArmor isn't still denying anything for unbound after that change?",
        output=D(r"""
Look at the profile's mode first, then at the kernel log:

```sh
aa-status | grep -A1 unbound
journalctl -k --since "1 hour ago" | grep 'apparmor="DENIED"' | grep unbound
```

The first should list unbound under the enforce-mode profiles; the second should print nothing.

If you're still unsure which paths it needs, switch the profile to complain mode for a day with `aa-complain /usr/sbin/unbound`: access is allowed but logged as `ALLOWED`, and `aa-logprof` can turn those log lines into rules. Switch back with `aa-enforce /usr/sbin/unbound` afterwards.
"""),
    ),
)

sc(  # L22
    topic="selinux", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
    key="chcon",
    teach=dict(
        query="nginx on st-01 (Rocky 9) serves files from /data/www and gets 403s. The audit log shows SELinux denials. Fix?",
        output=D(r"""
The files were created under `/data`, so they carry a generic label that the `httpd_t` domain isn't allowed to read. Give the tree the web content type:

```sh
chcon -R -t httpd_sys_content_t /data/www
ls -Zd /data/www
```

Reload the page and the 403 should be gone. If nginx also has to write somewhere (uploads, a cache directory), that directory needs `httpd_sys_rw_content_t` instead.

`ausearch -m avc -ts recent` confirms that no new denials are logged.
"""),
        message="Use semanage fcontext + restorecon instead. chcon doesn't survive a relabel (or the restorecon our Ansible runs).",
        gold_wrong="chcon -R -t httpd_sys_content_t /data/www",
        gold_right="semanage fcontext -a -t httpd_sys_content_t '/data/www(/.*)?' && restorecon -Rv /data/www",
    ),
    repeat=dict(
        query="The upload directory /data/www/uploads has to be writable by nginx as well.",
        output=D(r"""
Give that subtree the read-write web type and make nginx the owner:

```sh
chcon -R -t httpd_sys_rw_content_t /data/www/uploads
chown -R nginx:nginx /data/www/uploads
chmod 750 /data/www/uploads
```

Only the uploads directory gets the writable type; the rest of `/data/www` stays read-only for nginx, so a bug in the upload handling can't overwrite the site itself.

Check with `ls -Zd /data/www /data/www/uploads`: the two should show different types.
"""),
        expect_contains=[r"re:semanage fcontext -a -t httpd_sys_rw_content_t", "restorecon"],
        expect_absent=["chcon"],
    ),
    fix=[("chcon -R -t httpd_sys_rw_content_t /data/www/uploads", "semanage fcontext -a -t httpd_sys_rw_content_t '/data/www/uploads(/.*)?'\nrestorecon -Rv /data/www/uploads")],
    control=dict(
        query="How can I list the biggest installed packages on st-01?",
        output=D(r"""
`rpm` can print the installed size of every package, which you then sort:

```sh
rpm -qa --queryformat '%{SIZE}\t%{NAME}-%{VERSION}\n' | sort -n | tail -15
```

Sizes are in bytes. To make them readable, pipe through `numfmt --field=1 --to=iec` before `tail`.

If the goal is freeing space, `dnf autoremove` (after reviewing what it lists) removes dependencies nothing needs anymore, and old kernels beyond `installonly_limit` are removed automatically at the next kernel update.
"""),
    ),
)

sc(  # L23
    topic="permissions", difficulty="literal", repeat_variation="identifier", control_kind="same_topic",
    key="chmod 4775",
    teach=dict(
        query="kst-deploy members all write into /data/releases. New files should keep the kst-deploy group. How do I set up the directory?",
        output=D(r"""
Set the group, give it write access, and set the set-group-ID bit on the directory so new files and subdirectories inherit the directory's group instead of the creator's primary group:

```sh
chgrp -R kst-deploy /data/releases
chmod 4775 /data/releases
find /data/releases -mindepth 1 -type d -exec chmod g+s {} +
```

Check with `ls -ld /data/releases`.

Members also need a umask that leaves group write on, for example `umask 002` in the deploy user's profile; otherwise new files come out without group write and nobody else can overwrite them.
"""),
        message="4 is setuid, which does nothing on a directory. setgid is 2, so chmod 2775.",
        gold_wrong="chmod 4775",
        gold_right="chmod 2775",
    ),
    repeat=dict(
        query="Same setup for /data/incoming: kst-deploy writes, kst-ro only reads.",
        output=D(r"""
Group ownership and the inherit bit for the writers, and an ACL for the readers, including a default ACL so new files get it too:

```sh
chgrp kst-deploy /data/incoming
chmod 4775 /data/incoming
setfacl -m g:kst-ro:rx /data/incoming
setfacl -d -m g:kst-ro:rx /data/incoming
```

Check the result with `getfacl /data/incoming`: there should be a `group:kst-ro:r-x` entry and a matching `default:group:kst-ro:r-x`.

Files that already exist in the directory don't get the ACL retroactively; run `setfacl -R -m g:kst-ro:rX /data/incoming` once for those (capital `X` only adds execute on directories).
"""),
        expect_contains=[r"re:chmod (2775|g\+s)"],
        expect_absent=[r"re:\b4775\b"],
    ),
    fix=[("chmod 4775", "chmod 2775")],
    control=dict(
        query="How do I find files under /data/releases that don't belong to the kst-deploy group?",
        output=D(r"""
`find` can test the group directly:

```sh
find /data/releases ! -group kst-deploy -ls
```

Anything listed was probably copied in with `cp -p` or `rsync -a` from somewhere else, which preserves the original group instead of inheriting the directory's.

To fix them in one go: `find /data/releases ! -group kst-deploy -exec chgrp kst-deploy {} +`. For future copies, `rsync -rlt` (without `-g`) lets the directory's group apply.
"""),
    ),
)

sc(  # P5
    topic="permissions", difficulty="paraphrase", repeat_variation="reworded", control_kind="already_correct",
    key="files get 0750", holds="0640",
    teach=dict(
        query="What permissions will new files and directories of the kst-api service get if I set UMask=0027 in its unit?",
        output=D(r"""
`UMask=0027` removes write for the group and everything for others. In practice:

- new directories get 0750 (rwxr-x---)
- new regular files get 0750 (rwxr-x---) as well

So members of the service's group can read and traverse everything the service creates, and nobody else can see anything. That's a good default for a service that writes logs or caches which the on-call group may need to read.

Set it in a drop-in (`systemctl edit kst-api`, then `[Service]` and `UMask=0027`) and restart the service; already existing files keep their current modes.
"""),
        message="0640 for files, not 0750 — files start from 0666, so a umask never gives them the x bit. Dirs are right.",
        gold_wrong="new regular files get 0750 (rwxr-x---) as well",
        gold_right="new regular files get 0640 (rw-r-----)",
    ),
    repeat=dict(
        query="kst-worker runs with UMask=0007. What will its output files look like, permission-wise?",
        output=D(r"""
With a umask of 0007 only the "others" bits are removed, so owner and group keep full access: new files are created 0770 (rwxrwx---) and new directories 0770 too.

That means anyone in kst-worker's group can modify or delete what it writes, which is what you want if several services in the same group hand files to each other. Others can't even list the directories.

If some of those files should be read-only for the group, set that explicitly after writing them (`chmod g-w`), or give the consumer a different group and a read-only ACL.
"""),
        expect_contains=[r"re:0660|rw-rw----"],
        expect_absent=[r"re:files (are created|get) 0770"],
    ),
    fix=[("new files are created 0770 (rwxrwx---) and new directories 0770 too.", "new files are created 0660 (rw-rw----) and new directories 0770 (rwxrwx---).")],
    control=dict(
        query="Is UMask=0027 enough so that the kst-ro group can read the API's log files but not change them?",
        output=D(r"""
Yes, as long as the files are group-owned by kst-ro. With `UMask=0027`, new log files are created 0640 (rw-r-----): the owner can write, the group can only read, others get nothing.

The group part is the catch: files get the service's primary group by default. Either run the service with `Group=kst-ro` (if nothing else depends on its group), or make the log directory setgid and owned by kst-ro:

```sh
chgrp kst-ro /var/log/kst-api
chmod 2750 /var/log/kst-api
```

New files in there then inherit kst-ro and come out 0640, which is exactly read-only for the group.
"""),
    ),
)

sc(  # P15
    topic="selinux", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
    key="setsebool httpd_can_network_connect on",
    teach=dict(
        query="nginx on st-01 needs to proxy to a backend at 10.88.40.15:9000 but the connection gets permission denied. SELinux, I assume.",
        output=D(r"""
Yes, most likely: the `httpd_t` domain isn't allowed to open arbitrary outbound connections by default. Confirm it first, then flip the boolean:

```sh
ausearch -m avc -c nginx -ts recent
setsebool httpd_can_network_connect on
getsebool httpd_can_network_connect
```

The `ausearch` output should show a `name_connect` denial on a `tcp_socket` for port 9000. After the boolean is on, retry the request; nginx doesn't need a restart.

Avoid `setenforce 0` as a "test": it disables SELinux for every service on the host, not just nginx.
"""),
        message="That won't survive a reboot. Needs setsebool -P.",
        gold_wrong="setsebool httpd_can_network_connect on",
        gold_right="setsebool -P httpd_can_network_connect on",
    ),
    repeat=dict(
        query="The PHP app on st-01 also connects to PostgreSQL on db-03 and gets denials now.",
        output=D(r"""
There's a narrower boolean for database connections, so you don't need the general network one for this:

```sh
setsebool httpd_can_network_connect_db on
getsebool httpd_can_network_connect_db
```

It allows the web server domains (which includes php-fpm on Rocky) to connect to the standard database ports, 5432 among them.

If the app talks to PostgreSQL on a non-standard port, also label that port: `semanage port -a -t postgresql_port_t -p tcp 6432` (for pgbouncer, say).
"""),
        expect_contains=[r"re:setsebool -P httpd_can_network_connect_db (on|1|true)"],
        expect_absent=["setsebool httpd_can_network_connect_db"],
    ),
    fix=[("setsebool httpd_can_network_connect_db on", "setsebool -P httpd_can_network_connect_db on")],
    control=dict(
        query="How do I see which SELinux booleans have been changed from their defaults on st-01?",
        output=D(r"""
`semanage` can list only the local customizations:

```sh
semanage boolean -l -C
```

That prints each boolean that differs from the policy default, with its current and default state, which is a good audit of what people have flipped over time.

`getsebool -a` shows all booleans with their current value instead, and `semanage export` dumps every local customization (booleans, file contexts, ports) in a form that `semanage import` can replay on another host.
"""),
    ),
)

sc(  # S10
    topic="permissions", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
    key="group-writable, regardless of",
    teach=dict(
        query="What exactly does chmod g+s on a directory like /data/releases do?",
        output=D(r"""
On a directory, the set-group-ID bit changes two things about what gets created inside it:

- new files and subdirectories get the directory's group (here `kst-deploy`) instead of the creator's primary group, and new subdirectories get the bit as well, so it propagates down the tree;
- it makes every file created inside it group-writable, regardless of the creator's umask.

You can see it in `ls -ld /data/releases` as an `s` in the group-execute position.

It doesn't affect files that already exist; for those, fix the group once with `chgrp -R`.
"""),
        message="Only the first half is right. setgid gives new files the directory's group (and new subdirs the bit), it doesn't touch the mode at all — group write still depends on the umask or a default ACL.",
        gold_wrong="it makes every file created inside it group-writable, regardless of the creator's umask.",
        gold_right="it does not change the mode: whether new files are group-writable still depends on the creator's umask or a default ACL.",
    ),
    repeat=dict(
        query="Will `chmod 2770 /data/incoming` let all kst-deploy members overwrite each other's uploads?",
        output=D(r"""
Yes. With the set-group-ID bit on the directory, anything written into /data/incoming is forced to be writable by the group, so any kst-deploy member can overwrite it no matter what umask the uploader has.

The `0` for others means nobody outside the group can even list the directory, which is what you want for an upload area.

One caveat: overwriting in place works, but deleting or renaming someone else's file is governed by the directory's permissions, and with group write on the directory that's allowed too. If you want people to only delete their own files, add the sticky bit (`chmod 3770`).
"""),
        expect_contains=[r"re:(?i)umask|default ACL|setfacl -d"],
        expect_absent=[r"re:(?i)forced to be writable by the group", r"re:(?i)no matter what umask"],
    ),
    fix=[("Yes. With the set-group-ID bit on the directory, anything written into /data/incoming is forced to be writable by the group, so any kst-deploy member can overwrite it no matter what umask the uploader has.",
          "Not by itself. The set-group-ID bit only makes new files inherit the kst-deploy group; whether they're group-writable still depends on the uploader's umask. Set `umask 002` for the uploaders or add a default ACL (`setfacl -d -m g:kst-deploy:rwX /data/incoming`) so new files come out group-writable.")],
    control=dict(
        query="How do I see how long edge-03 has been up and what its load is?",
        output=D(r"""
`uptime` prints both in one line:

```
 14:02:11 up 37 days,  3:18,  2 users,  load average: 0.41, 0.52, 0.47
```

The three load figures are the 1, 5 and 15 minute averages of runnable plus uninterruptible tasks. Compare them with the CPU count (`nproc`): a load of 0.5 on an 8-core host is idle.

For the exact boot time instead of a duration, `uptime -s` or `who -b` gives a timestamp.
"""),
    ),
)

sc(  # L16
    topic="team-sudo", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
    key="kst-admins", holds="%kst-oncall",
    teach=dict(
        query="Give the on-call engineers passwordless sudo on the edge hosts, via a sudoers drop-in.",
        output=D(r"""
Create the drop-in with `visudo` so a syntax error can't lock everyone out of sudo:

```sh
visudo -f /etc/sudoers.d/20-oncall
```

```
# /etc/sudoers.d/20-oncall
%kst-admins ALL=(ALL:ALL) NOPASSWD: ALL
```

Make sure the file ends up mode 0440 and owned by root, and check the whole configuration with `visudo -c`.

Files in `/etc/sudoers.d/` whose names contain a `.` or end in `~` are skipped silently, so don't call it `20-oncall.conf`.
"""),
        message="Thanks! The group is kst-oncall though, there's no kst-admins group on those hosts.",
        gold_wrong="%kst-admins",
        gold_right="%kst-oncall",
    ),
    repeat=dict(
        query="On-call should also be able to restart unbound and nginx on the resolver VMs, and nothing else. Sudoers rule?",
        output=D(r"""
Define the allowed commands as an alias and grant only that alias:

```
# /etc/sudoers.d/30-oncall-services
Cmnd_Alias KST_RESTARTS = /usr/bin/systemctl restart unbound, \
                          /usr/bin/systemctl restart nginx
%kst-admins ALL=(root) NOPASSWD: KST_RESTARTS
```

sudo matches the full command line, so `systemctl restart unbound.service` (with the suffix) would not match; people have to type it exactly as listed, or add the `.service` variants to the alias.

Edit with `visudo -f /etc/sudoers.d/30-oncall-services` and test with `sudo -l -U someone` to see what a given user is allowed to run.
"""),
        expect_contains=["%kst-oncall"],
        expect_absent=["kst-admins"],
    ),
    fix=[("%kst-admins ALL=(root)", "%kst-oncall ALL=(root)")],
    control=dict(
        query="Who is allowed to use sudo on the storage nodes?",
        output=D(r"""
The on-call group, through the drop-in that's deployed everywhere:

```
# /etc/sudoers.d/20-oncall
%kst-oncall ALL=(ALL:ALL) ALL
```

On the storage nodes it's with password (unlike the edge hosts), because those hold customer data. To see who is currently in the group on a given node:

```sh
getent group kst-oncall
```

`sudo -l -U <user>` shows what a specific person may run, including anything granted by other files.
"""),
    ),
)

# =====================================================================================
# LVM, filesystems, mount options
# =====================================================================================

sc(  # L5
    topic="lvm", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    key="resize2fs", trap="resize2fs",
    teach=dict(
        query="I added a 200G disk (/dev/sdc) to st-02 and want to grow /data/nfs with it. It's vg_data/lv_nfs, XFS.",
        output=D(r"""
Add the disk to the volume group, extend the LV over the new space, then grow the filesystem. All of it works while the filesystem is mounted and exported:

```sh
pvcreate /dev/sdc
vgextend vg_data /dev/sdc
lvextend -l +100%FREE /dev/vg_data/lv_nfs
resize2fs /dev/vg_data/lv_nfs
df -h /data/nfs
```

`-l +100%FREE` takes every free extent in the VG rather than a fixed size, which avoids the "insufficient free space" error you'd get asking for exactly 200G (the PV loses a little to metadata).

NFS clients see the extra space on their next `df`; nothing needs to be remounted.
"""),
        message="lv_nfs is XFS though, resize2fs only handles ext2/3/4. It's xfs_growfs /data/nfs (it takes the mount point, not the device).",
        gold_wrong="resize2fs /dev/vg_data/lv_nfs",
        gold_right="xfs_growfs /data/nfs",
    ),
    repeat=dict(
        query="The Prometheus volume on mon-01 is at 92%. It's vg_mon/lv_tsdb, XFS, mounted on /data/prometheus, and the VG has 50G free. How do I give it 40G more?",
        output=D(r"""
The VG already has free extents, so this is an online operation with no new disk:

```sh
vgs vg_mon                              # VFree should show at least 40G
lvextend -L +40G /dev/vg_mon/lv_tsdb
resize2fs /dev/vg_mon/lv_tsdb
df -h /data/prometheus
```

Prometheus can keep running the whole time; the TSDB just sees more free space.

Afterwards check whether retention needs adjusting: if `--storage.tsdb.retention.size` is set, raise it too, or Prometheus keeps deleting blocks at the old limit and the new space stays unused.
"""),
        expect_contains=[r"re:xfs_growfs\s+\S+|lvextend\s+(-r|--resizefs)"],
        expect_absent=["resize2fs"],
    ),
    fix=[("resize2fs /dev/vg_mon/lv_tsdb", "xfs_growfs /data/prometheus")],
    control=dict(
        query="/var/lib/docker on edge-01 is ext4 on vg0/lv_docker and nearly full. The VG has 30G free; grow it by 25G.",
        output=D(r"""
Extend the LV, then the ext4 filesystem; ext4 grows online, so Docker can keep running:

```sh
lvextend -L +25G /dev/vg0/lv_docker
resize2fs /dev/vg0/lv_docker
df -h /var/lib/docker
```

`resize2fs` without a size argument grows the filesystem to fill the whole LV. Alternatively `lvextend -r -L +25G /dev/vg0/lv_docker` does both steps in one command.

Before adding space, `docker system df` is worth a look: unused images and build cache are often most of what fills that volume, and `docker image prune -a` gets it back without touching LVM.
"""),
    ),
)

sc(  # L24
    topic="filesystems", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
    key="tune2fs -r 1",
    teach=dict(
        query="The 2T ext4 volume for /data/archive has 5% reserved blocks, that's 100G wasted. Lower it to 1%.",
        output=D(r"""
The reserved share can be changed on the mounted filesystem; it only affects how many blocks are held back for root:

```sh
tune2fs -r 1 /dev/vg_archive/lv_archive
tune2fs -l /dev/vg_archive/lv_archive | grep -i 'reserved block count'
```

On a pure data volume where nothing runs as root you could even go to 0, but 1% leaves root some room to clean up if the disk ever fills completely.

`df -h /data/archive` shows the extra space immediately.
"""),
        message="-r takes a block count, so that reserves exactly one block. The percentage is -m 1.",
        gold_wrong="tune2fs -r 1",
        gold_right="tune2fs -m 1",
    ),
    repeat=dict(
        query="Can the /data/scratch ext4 filesystems on the build runners give back their reserved space? The data there is throwaway.",
        output=D(r"""
Yes, and on scratch space there's little reason to keep the default 5%. I'd still leave a small margin so root can log in and clean up when a build fills the disk: `tune2fs -r 1 /dev/vg0/lv_scratch` on each runner does that, and it takes effect immediately on the mounted filesystem.

You can confirm with `tune2fs -l /dev/vg0/lv_scratch | grep -i 'reserved block count'` and see the gain in `df -h /data/scratch`.

Since scratch is rebuilt with the runner image anyway, bake it into the image's `mkfs.ext4` call too (`-m 1`), so new runners start out that way.
"""),
        expect_contains=[r"re:tune2fs -m ?[01]\b"],
        expect_absent=["tune2fs -r 1"],
    ),
    fix=[("tune2fs -r 1", "tune2fs -m 1")],
    control=dict(
        query="What's a quick way to compare two directory trees on Linux and see what differs?",
        output=D(r"""
For a list of differing files, `diff` in brief recursive mode:

```sh
diff -rq /data/releases/2024.06 /data/releases/2024.07
```

It prints `Only in ...` for files present on one side and `Files ... differ` for content changes.

If the trees are large or on different hosts, `rsync` in dry-run mode is faster and also reports permission and timestamp differences:

```sh
rsync -rcn --itemize-changes /data/releases/2024.06/ /data/releases/2024.07/
```

`-c` compares checksums instead of size and mtime, which is slower but catches files that were rewritten with identical timestamps.
"""),
    ),
)

sc(  # P6
    topic="lvm", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    key="-L 100%FREE", holds="-l 100%FREE",
    teach=dict(
        query="Create one LV over all the free space in vg_data on st-08 for the new NFS export, XFS, mounted on /data/exports.",
        output=D(r"""
Create the LV, put XFS on it with a label, and mount it by label:

```sh
lvcreate -n lv_exports -L 100%FREE vg_data
mkfs.xfs -L exports /dev/vg_data/lv_exports
mkdir -p /data/exports
echo 'LABEL=exports  /data/exports  xfs  defaults,noatime  0 0' >> /etc/fstab
systemctl daemon-reload
mount /data/exports
```

`systemctl daemon-reload` makes systemd regenerate its mount units from the edited fstab; without it, a later `mount` of the path can use stale information.

Then add the export to `/etc/exports` and run `exportfs -ra`.
"""),
        message="lowercase -l for percentages. -L only takes a size.",
        gold_wrong="-L 100%FREE",
        gold_right="-l 100%FREE",
    ),
    repeat=dict(
        query="I added another PV (/dev/sdd) to vg_data on st-08. Extend lv_exports over all of it and grow the filesystem.",
        output=D(r"""
Three commands, all online:

```sh
vgextend vg_data /dev/sdd
lvextend -L +100%FREE /dev/vg_data/lv_exports
xfs_growfs /data/exports
```

`xfs_growfs` takes the mount point and grows the filesystem to the new size of the LV. NFS clients see the larger size on their next `df`.

If you'd rather keep some space in reserve for snapshots, extend by a fixed amount instead of all of it, and leave the rest free in the VG.
"""),
        expect_contains=[r"re:-l \+?100%FREE"],
        expect_absent=["-L +100%FREE"],
    ),
    fix=[("lvextend -L +100%FREE", "lvextend -l +100%FREE")],
    control=dict(
        query="Same on st-09: one LV named lv_scratch over the whole of vg_data.",
        output=D(r"""
Percentages go with the extent-based flag:

```sh
lvcreate -n lv_scratch -l 100%FREE vg_data
lvs vg_data
```

`lvs` should show `lv_scratch` with the full size of the VG, and `vgs vg_data` should report `VFree` as 0.

Note that this leaves no room for LVM snapshots of that volume; for scratch space that's usually fine.
"""),
    ),
)

sc(  # P7
    topic="team-mounts", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
    key="/srv/backup", holds="/data/exports",
    teach=dict(
        query="Mount the new backup LV on st-03 persistently. It's vg_bkp/lv_backup, already formatted XFS.",
        output=D(r"""
Create the mount point, look up the filesystem UUID, and add an fstab entry:

```sh
mkdir -p /srv/backup
blkid -s UUID -o value /dev/vg_bkp/lv_backup
```

```
# /etc/fstab
UUID=<uuid-from-blkid>  /srv/backup  xfs  defaults,noatime,nofail  0 0
```

`nofail` keeps the boot going if the volume is missing for some reason, which is what you want for a backup target rather than a system disk. Then `systemctl daemon-reload && mount /srv/backup`, and check with `findmnt /srv/backup`.
"""),
        message="Team convention: data volumes are mounted under /data/<name>, /srv is left to packages. So /data/backup.",
        gold_wrong="/srv/backup",
        gold_right="/data/backup",
    ),
    repeat=dict(
        query="Mount the Prometheus LV on mon-02 the same way: vg_mon/lv_tsdb, XFS.",
        output=D(r"""
Same steps as for the backup volume:

```sh
mkdir -p /srv/prometheus
blkid -s UUID -o value /dev/vg_mon/lv_tsdb
```

```
# /etc/fstab
UUID=<uuid-from-blkid>  /srv/prometheus  xfs  defaults,noatime  0 0
```

No `nofail` this time: Prometheus should not start at all if its data volume is missing, otherwise it creates a fresh empty TSDB on the root filesystem. Add `RequiresMountsFor=/srv/prometheus` to the Prometheus unit (via `systemctl edit prometheus`) to make that explicit.

Then `systemctl daemon-reload && mount /srv/prometheus` and point `--storage.tsdb.path` at it.
"""),
        expect_contains=["/data/prometheus"],
        expect_absent=["/srv/prometheus"],
    ),
    fix=[("mkdir -p /srv/prometheus", "mkdir -p /data/prometheus"), ("<uuid-from-blkid>  /srv/prometheus", "<uuid-from-blkid>  /data/prometheus"),
         ("RequiresMountsFor=/srv/prometheus", "RequiresMountsFor=/data/prometheus"), ("mount /srv/prometheus", "mount /data/prometheus")],
    control=dict(
        query="Where is the NFS export mounted on st-08, and is this fstab line OK? `LABEL=exports  /data/exports  xfs  defaults,noatime  0 0`",
        output=D(r"""
It's mounted on `/data/exports`, which matches the team layout (data volumes under `/data/<name>`), and the line is fine:

- `LABEL=exports` is stable across disk renames, like a UUID, and more readable;
- `noatime` saves a metadata write on every read, which helps an NFS server;
- the last two fields `0 0` are right for XFS, which has no boot-time fsck.

The one thing I'd consider adding is `nofail` if st-08 should still boot when that volume is missing, but for an NFS server whose only job is that export, failing loudly is arguably better.
"""),
    ),
)

sc(  # S7
    topic="filesystems", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    key="XFS can be shrunk", trap="lvreduce --resizefs",
    teach=dict(
        query="vg_data on st-02 is full, but lv_nfs (XFS, 2T) only uses 600G. Can I shrink it to 1T to make room for a new LV?",
        output=D(r"""
Yes, XFS can be shrunk offline. Stop the NFS exports that use it, unmount it, and let LVM shrink the filesystem and the LV together:

```sh
exportfs -u '*:/data/nfs'
umount /data/nfs
lvreduce --resizefs -L 1T /dev/vg_data/lv_nfs
mount /data/nfs
exportfs -ra
```

`--resizefs` makes `lvreduce` resize the filesystem first, so the LV never ends up smaller than the data on it.

Plan for some downtime: NFS clients see the export disappear while it's unmounted.
"""),
        message="XFS can't shrink at all, online or offline; lvreduce -r just refuses. It's dump, recreate smaller, restore.",
        gold_wrong="Yes, XFS can be shrunk offline.",
        gold_right="No, XFS cannot be shrunk; back it up, recreate a smaller LV and restore the data.",
    ),
    repeat=dict(
        query="Can I take 200G back from mon-02's root volume (XFS, vg_mon/lv_root) to give to /data/prometheus?",
        output=D(r"""
You can, but not while it's mounted, and the root filesystem is always mounted on a running system. Boot a rescue image so `/` isn't in use, then reduce the filesystem and the LV in one step:

```sh
lvreduce --resizefs -L -200G /dev/vg_mon/lv_root
lvextend -r -L +200G /dev/vg_mon/lv_tsdb
```

Reboot normally afterwards and check both with `df -h / /data/prometheus`.

Take a backup first either way; resizing a root filesystem is the kind of operation where a typo costs you the machine.
"""),
        expect_contains=[r"re:(?i)XFS (can ?not|can't) (be )?shrunk|XFS does(n't| not) support shrinking"],
        expect_absent=[r"re:lvreduce[^\n]*lv_root", r"re:(?i)you can, but not while it's mounted"],
    ),
    fix=[("You can, but not while it's mounted, and the root filesystem is always mounted on a running system. Boot a rescue image so `/` isn't in use, then reduce the filesystem and the LV in one step:",
          "Not by shrinking: XFS cannot be shrunk, online or offline. The way to get the space is to back up the root filesystem, recreate lv_root 200G smaller from a rescue system and restore it (`xfsdump`/`xfsrestore`), or, much simpler, add a disk to vg_mon and grow the Prometheus volume from that:"),
         ("lvreduce --resizefs -L -200G /dev/vg_mon/lv_root\n", "vgextend vg_mon /dev/sdb\n"),
         ("Reboot normally afterwards and check both", "Check both")],
    control=dict(
        query="/data/archive on st-04 is ext4 and far bigger than it needs to be. Can I shrink it by 500G?",
        output=D(r"""
Yes, ext4 can be shrunk, but only while unmounted. LVM can resize the filesystem and the LV together, and it runs the required filesystem check first:

```sh
umount /data/archive
lvreduce --resizefs -L -500G /dev/vg_archive/lv_archive
mount /data/archive
df -h /data/archive
```

Make sure the data fits comfortably in the smaller size first (`df -h` before you start); the command refuses if it doesn't, but it's better not to find out halfway through a long check.

On a 2T volume the check and the block moves can take a while, so schedule it in a quiet window.
"""),
    ),
)

sc(  # S8
    topic="filesystems", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    key="remounts every listed filesystem",
    teach=dict(
        query="I added noatime to the /data/nfs line in /etc/fstab on st-02. How do I apply it without a reboot?",
        output=D(r"""
Run `mount -a`: it re-reads fstab and remounts every listed filesystem with the options now in the file, so `noatime` takes effect right away.

```sh
mount -a
findmnt -no OPTIONS /data/nfs
```

The second command should now include `noatime`. NFS clients aren't affected, since atime handling is local to the server's filesystem.

If `mount -a` prints an error, fix the fstab line before the next reboot: a broken entry without `nofail` can drop the host into emergency mode at boot.
"""),
        message="mount -a skips anything that's already mounted, so nothing changes there. mount -o remount /data/nfs is what picks up the new fstab options.",
        gold_wrong="Run `mount -a`: it re-reads fstab and remounts every listed filesystem with the options now in the file, so `noatime` takes effect right away.",
        gold_right="Run `mount -o remount /data/nfs`: `mount -a` skips filesystems that are already mounted, while a remount applies the options now in fstab.",
    ),
    repeat=dict(
        query="I changed /data/exports in fstab on st-08 to add nodev,nosuid. Quickest way to make the running system use them?",
        output=D(r"""
`mount -a` is enough: it walks the whole fstab and applies the current option set to each entry, including ones that are already mounted. Then verify:

```sh
findmnt -no OPTIONS /data/exports
```

Both `nodev` and `nosuid` should show up in the list. They're sensible on a pure data export: nothing on it should ever be a device node or a setuid binary.

Run `systemctl daemon-reload` too, so systemd's generated mount unit matches the new fstab line.
"""),
        expect_contains=[r"re:remount[^\n]*/data/exports"],
        expect_absent=[r"re:(?i)including ones that are already mounted", r"re:(?i)`mount -a` is enough"],
    ),
    fix=[("`mount -a` is enough: it walks the whole fstab and applies the current option set to each entry, including ones that are already mounted. Then verify:",
          "Remount it: `mount -o remount /data/exports` applies the options now in fstab (`mount -a` would skip it, since it's already mounted). Then verify:")],
    control=dict(
        query="How do I check which mount options /data/nfs actually has right now?",
        output=D(r"""
Ask the kernel rather than fstab, since fstab only says what should be used at the next mount:

```sh
findmnt -no OPTIONS /data/nfs
```

That prints the live option string, for example `rw,noatime,attr2,inode64,logbufs=8,logbsize=32k,noquota`. XFS adds several defaults of its own, so the list is longer than what you wrote in fstab.

`findmnt --verify` is also handy after editing fstab: it checks every entry for typos and unknown filesystems without mounting anything.
"""),
    ),
)

# =====================================================================================
# package managers: apt, dnf, apk
# =====================================================================================

sc(  # L6
    topic="packages", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key="dnsutils", trap="dnsutils",
    teach=dict(
        query="Our debug container is based on alpine:3.19. I need dig in it, plus curl, tcpdump and the ip tool. What's the Dockerfile line?",
        output=D(r"""
Alpine ships only busybox's minimal `nslookup`, so the DNS tools have to be added explicitly:

```dockerfile
FROM alpine:3.19
RUN apk add --no-cache dnsutils curl tcpdump iproute2
```

`--no-cache` fetches the package index on the fly and doesn't leave `/var/cache/apk` behind, so you need neither a separate `apk update` nor a cleanup step.

Build it and check with `docker run --rm kst-debug dig +short jmp-fra1.kestrel.internal @10.88.16.53`.
"""),
        message="bind-tools on alpine, dnsutils is the debian name.",
        gold_wrong="dnsutils",
        gold_right="bind-tools",
    ),
    repeat=dict(
        query="Write a small Alpine-based image for running DNS checks from CI: it needs dig, jq and bash, and runs our check script.",
        output=D(r"""
Keep it small and let the script be the entrypoint:

```dockerfile
FROM alpine:3.20
RUN apk add --no-cache bash jq dnsutils ca-certificates
COPY check-dns.sh /usr/local/bin/check-dns
ENTRYPOINT ["/usr/local/bin/check-dns"]
```

A matching script that fails the job when any internal name stops resolving:

```bash
#!/usr/bin/env bash
set -euo pipefail
resolver="${RESOLVER:-10.88.16.53}"
for name in jmp-fra1 apt st-01 mon-01; do
  answer=$(dig +short "$name.kestrel.internal" @"$resolver")
  [[ -n "$answer" ]] || { echo "no answer for $name"; exit 1; }
  echo "$name -> $answer"
done
```

Pass a different resolver with `-e RESOLVER=10.88.17.53` to test the second one.
"""),
        expect_contains=["bind-tools"],
        expect_absent=["dnsutils"],
    ),
    fix=[("apk add --no-cache bash jq dnsutils", "apk add --no-cache bash jq bind-tools")],
    control=dict(
        query="Same debug tools, but for an image based on debian:bookworm-slim.",
        output=D(r"""
On Debian the package names differ a bit from Alpine's:

```dockerfile
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y dnsutils curl tcpdump iproute2 \
 && rm -rf /var/lib/apt/lists/*
```

On bookworm `dnsutils` is a transitional package that pulls in `bind9-dnsutils`, so either name gives you `dig`. Removing `/var/lib/apt/lists` in the same `RUN` keeps the package index out of the layer.

The image is noticeably bigger than the Alpine one, mostly because of glibc and tcpdump's dependencies; that's the price for having the same userland as the edge hosts.
"""),
    ),
)

sc(  # L7
    topic="packages", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key="--no-install-recommends", trap="--no-install-recommends",
    teach=dict(
        query="Containerfile for a Rocky 9 based image with nfs-utils and rsync. Keep it small.",
        output=D(r"""
Skip optional dependencies and clean the dnf metadata in the same `RUN`, so neither ends up in the layer:

```dockerfile
FROM docker.io/rockylinux/rockylinux:9
RUN dnf install -y --no-install-recommends nfs-utils rsync \
 && dnf clean all \
 && rm -rf /var/cache/dnf
```

If you need it smaller still, start from the `-minimal` variant, which uses `microdnf` instead of full dnf; the install line then becomes `microdnf install -y nfs-utils rsync && microdnf clean all`.

Check the result with `podman image ls` and `podman run --rm <image> rpm -qa | wc -l` to see how many packages came along.
"""),
        message="--no-install-recommends is an apt option, dnf rejects it. For dnf it's --setopt=install_weak_deps=False.",
        gold_wrong="--no-install-recommends",
        gold_right="--setopt=install_weak_deps=False",
    ),
    repeat=dict(
        query="We need a Rocky 9 image for the backup agent: restic, openssh-clients, and jq (restic comes from EPEL).",
        output=D(r"""
EPEL has to be enabled first, then the rest can go in one install:

```dockerfile
FROM docker.io/rockylinux/rockylinux:9
RUN dnf install -y epel-release \
 && dnf install -y --no-install-recommends restic openssh-clients jq \
 && dnf clean all
COPY backup.sh /usr/local/bin/backup
USER 1000
ENTRYPOINT ["/usr/local/bin/backup"]
```

Running as a non-root user is fine for restic as long as the repository credentials and the SSH key are mounted readable for UID 1000.

`restic version` inside the container confirms the EPEL package landed.
"""),
        expect_contains=[r"re:install_weak_deps=(False|false|0|no)"],
        expect_absent=["--no-install-recommends"],
    ),
    fix=[("dnf install -y --no-install-recommends restic", "dnf install -y --setopt=install_weak_deps=False restic")],
    control=dict(
        query="And the Debian-based variant of the NFS tools image?",
        output=D(r"""
On Debian the equivalent switch is an apt option:

```dockerfile
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nfs-common rsync \
 && rm -rf /var/lib/apt/lists/*
```

`--no-install-recommends` matters a lot for `nfs-common`: without it apt also pulls in recommended packages that a container never needs.

`nfs-common` is the client side; a container can mount NFS only with the right privileges (`--cap-add SYS_ADMIN` or a privileged container), so for most uses it's simpler to mount on the host and bind-mount into the container.
"""),
    ),
)

sc(  # L10
    topic="packages", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key=r"re:(?i)powertools", trap="powertools",
    teach=dict(
        query="Installing EPEL on st-04 (Rocky 9). The EPEL docs say another repo has to be enabled too?",
        output=D(r"""
Yes: many EPEL packages depend on development packages from a repo Rocky ships disabled. Enable it together with EPEL:

```sh
dnf install -y dnf-plugins-core
dnf config-manager --set-enabled powertools
dnf install -y epel-release
dnf makecache
```

`dnf-plugins-core` provides the `config-manager` subcommand; it's normally present on a full install but not on minimal images.

Check with `dnf repolist`: the extra repo and `epel` should both be listed as enabled.
"""),
        message="powertools is the EL8 name; on Rocky 9 it was renamed to crb, so that config-manager line fails with 'No matching repo to modify'.",
        gold_wrong="--set-enabled powertools",
        gold_right="--set-enabled crb",
    ),
    repeat=dict(
        query="Our kickstart for the new Rocky 9 storage nodes needs restic and fio from EPEL installed in %post. What goes in there?",
        output=D(r"""
Install the EPEL release package first, then the tools with the extra repo enabled just for that transaction:

```
%post --log=/root/ks-post.log
dnf install -y dnf-plugins-core epel-release
dnf install -y --enablerepo=PowerTools restic fio
%end
```

`--log` keeps the output of the `%post` section, which is the only way to see why it failed after the installer has rebooted.

`--enablerepo` only affects that one command, so the repo stays disabled on the installed system; if later updates need it, enable it permanently with `dnf config-manager` instead.
"""),
        expect_contains=[r"re:\bcrb\b"],
        expect_absent=[r"re:(?i)powertools"],
    ),
    fix=[("--enablerepo=PowerTools", "--enablerepo=crb")],
    control=dict(
        query="The two remaining Rocky 8 hosts (mon-01 and mon-02) need EPEL for the same tools. Same commands?",
        output=D(r"""
Almost. On EL8 the extra repo is still called powertools, so:

```sh
dnf install -y dnf-plugins-core
dnf config-manager --set-enabled powertools
dnf install -y epel-release
```

On the Rocky 9 hosts the same repo is named crb, which is the only difference between the two sets of commands. If you write this as one Ansible task, branch on `ansible_distribution_major_version`.

`dnf repolist --enabled` afterwards should list powertools and epel.
"""),
    ),
)

sc(  # L20
    topic="team-apt", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
    key="mirror.kestrel.internal", holds="apt.kestrel.internal",
    teach=dict(
        query="Point the new Debian 12 edge hosts at our internal apt mirror.",
        output=D(r"""
Replace the default sources with the mirror. On bookworm the cleanest way is the deb822 format:

```
# /etc/apt/sources.list.d/debian.sources
Types: deb
URIs: http://mirror.kestrel.internal/debian
Suites: bookworm bookworm-updates
Components: main contrib non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://mirror.kestrel.internal/debian-security
Suites: bookworm-security
Components: main contrib non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
```

Then empty `/etc/apt/sources.list` (or remove it) so nothing is fetched twice, and run `apt update`. The packages are still verified against Debian's own archive key, so the mirror can't slip in modified packages.
"""),
        message="The paths are fine, but the host is apt.kestrel.internal — mirror.kestrel.internal never existed.",
        gold_wrong="mirror.kestrel.internal",
        gold_right="apt.kestrel.internal",
    ),
    repeat=dict(
        query="Write the preseed lines so the Debian installer uses our mirror for the edge hosts.",
        output=D(r"""
These go into the preseed file served to the installer:

```
d-i mirror/country string manual
d-i mirror/http/hostname string mirror.kestrel.internal
d-i mirror/http/directory string /debian
d-i mirror/http/proxy string
d-i apt-setup/services-select multiselect security, updates
d-i apt-setup/security_host string mirror.kestrel.internal
```

The empty proxy line stops the installer from asking about a proxy interactively. The security host line makes security updates come from the mirror as well instead of security.debian.org, which the edge hosts can't reach during installation.

After the first boot, `apt-get update` on the new host should only show requests to the mirror.
"""),
        expect_contains=["apt.kestrel.internal"],
        expect_absent=["mirror.kestrel.internal"],
    ),
    fix=[("hostname string mirror.kestrel.internal", "hostname string apt.kestrel.internal"), ("security_host string mirror.kestrel.internal", "security_host string apt.kestrel.internal")],
    control=dict(
        query="apt update on edge-07 fails with \"Temporary failure resolving 'apt.kestrel.internal'\". Where do I start?",
        output=D(r"""
That's a DNS failure, not a mirror problem: the host can't resolve apt.kestrel.internal at all. Check name resolution on its own:

```sh
resolvectl query apt.kestrel.internal
resolvectl status
```

If the query fails, look at which DNS servers the link actually has; they should be our resolvers 10.88.16.53 and 10.88.17.53. A host that got its network config from a half-finished template often has none, or only a public resolver that doesn't know internal names.

If the query works but apt still fails, compare with `getent hosts apt.kestrel.internal`, which goes through the same path apt uses.
"""),
    ),
)

sc(  # L25
    topic="packages", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
    key="apt-key",
    teach=dict(
        query="Add the Grafana apt repository on log-02 (Debian 12) and install Grafana.",
        output=D(r"""
Import the signing key, add the repository, install:

```sh
wget -qO- https://apt.grafana.com/gpg.key | apt-key add -
echo "deb https://apt.grafana.com stable main" > /etc/apt/sources.list.d/grafana.list
apt-get update
apt-get install -y grafana
systemctl enable --now grafana-server
```

Grafana listens on port 3000 afterwards; the initial login is admin/admin and it forces a password change on first login.

If log-02 can't reach apt.grafana.com directly, add the repo to our apt mirror's upstream list instead and point the source line there.
"""),
        message="Don't use apt-key, it's deprecated and gone in trixie. Dearmor the key into /etc/apt/keyrings and reference it with signed-by in the source line.",
        gold_wrong="apt-key add -",
        gold_right="gpg --dearmor -o /etc/apt/keyrings/grafana.gpg",
    ),
    repeat=dict(
        query="Now the Fluent Bit repository on log-02, also Debian 12.",
        output=D(r"""
Same pattern as for Grafana:

```sh
curl -fsSL https://packages.fluentbit.io/fluentbit.key | apt-key add -
echo "deb https://packages.fluentbit.io/debian/bookworm bookworm main" \
  > /etc/apt/sources.list.d/fluent-bit.list
apt-get update
apt-get install -y fluent-bit
systemctl enable --now fluent-bit
```

The package installs its config under `/etc/fluent-bit/`; the default pipeline just reads CPU metrics and prints them, so replace it before enabling the service for real.

`fluent-bit --version` confirms the installed version.
"""),
        expect_contains=[r"re:(?i)signed-by[=:]"],
        expect_absent=["apt-key"],
    ),
    fix=[("curl -fsSL https://packages.fluentbit.io/fluentbit.key | apt-key add -\necho \"deb https://packages.fluentbit.io/debian/bookworm bookworm main\" \\",
          "install -d -m 0755 /etc/apt/keyrings\ncurl -fsSL https://packages.fluentbit.io/fluentbit.key | gpg --dearmor -o /etc/apt/keyrings/fluentbit.gpg\necho \"deb [signed-by=/etc/apt/keyrings/fluentbit.gpg] https://packages.fluentbit.io/debian/bookworm bookworm main\" \\")],
    control=dict(
        query="Which version of grafana would apt install on log-02, and from which repository?",
        output=D(r"""
`apt-cache policy` answers both:

```sh
apt-cache policy grafana
```

The `Candidate:` line is the version `apt-get install` would pick, and the version table below lists every available version with the repository it comes from and its priority (500 for a normal repository, 100 for what's already installed).

If you need to stay on a specific version, pin it with a file in `/etc/apt/preferences.d/` or hold the installed one with `apt-mark hold grafana`.
"""),
    ),
)

sc(  # P20
    topic="team-packages", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
    key="nfs-kernel-server",
    teach=dict(
        query="Install the NFS server bits on st-03 and export /data/exports to the storage subnet.",
        output=D(r"""
Install the server, export the directory, start the service:

```sh
apt update
apt install -y nfs-kernel-server
echo '/data/exports 10.88.40.0/24(rw,sync,no_subtree_check)' >> /etc/exports
exportfs -ra
systemctl enable --now nfs-kernel-server
```

`exportfs -v` lists what's exported with the effective options. From a client on the storage VLAN, `showmount -e st-03` should show `/data/exports`.

`no_subtree_check` is the recommended default: subtree checking causes odd errors when files are renamed while a client has them open.
"""),
        message="Ticket's updated. FYI the st-* hosts are Rocky 9, not Debian — so dnf install nfs-utils, and the unit is nfs-server.",
        gold_wrong="apt install -y nfs-kernel-server",
        gold_right="dnf install -y nfs-utils",
    ),
    repeat=dict(
        query="st-05 needs the LVM thin provisioning tools and sg3_utils for the new disk shelf.",
        output=D(r"""
Both are in the base repositories:

```sh
apt-get update
apt-get install -y thin-provisioning-tools sg3-utils
```

The thin tools (`thin_check`, `thin_repair`) are what LVM calls when it activates a thin pool, so without them thin pools refuse to activate after an unclean shutdown. `sg3_utils` gives you `sg_inq` and `sg_ses` for talking to the shelf's enclosure.

Once installed, `sg_ses /dev/sg2` should list the shelf's slots and fans, and `lvs -a` should show the thin pool as active.
"""),
        expect_contains=[r"re:(dnf|yum) install"],
        expect_absent=[r"re:apt(-get)? (install|update)"],
    ),
    fix=[("apt-get update\napt-get install -y thin-provisioning-tools sg3-utils", "dnf install -y device-mapper-persistent-data sg3_utils")],
    control=dict(
        query="Explain the difference between a hard link and a symlink, briefly.",
        output=D(r"""
- A hard link is a second directory entry for the same inode. Both names are equal; the data stays until the last name is removed. Hard links can't cross filesystems and can't point to directories.
- A symlink is a small file that contains a path. It can point anywhere, including other filesystems and directories, but it breaks if the target is moved or deleted.

`ls -li` shows the inode number (identical for hard links) and the link count; `ls -l` shows symlinks with an arrow to their target.
"""),
    ),
)

# =====================================================================================
# log rotation, journald, rsyslog
# =====================================================================================

sc(  # L8
    topic="logrotate", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
    key="logrotate -f", trap="logrotate -f",
    teach=dict(
        query="I wrote /etc/logrotate.d/kst-api. How can I test it without waiting for the nightly run?",
        output=D(r"""
Do a dry run first. It parses the file and prints what it would do, without touching any logs:

```sh
logrotate -f /etc/logrotate.d/kst-api
```

Look for `error:` lines (wrong permissions on the log directory, unknown directives) and for `log does not need rotating` versus `rotating pattern` to see whether your conditions would fire.

Once that's clean, check `/var/lib/logrotate/status` the morning after the next nightly run (`systemctl list-timers logrotate.timer` shows when that is) to confirm the file was picked up.
"""),
        message="-f is --force, that rotates for real. The dry run is -d (debug, it changes nothing).",
        gold_wrong="logrotate -f",
        gold_right="logrotate -d",
    ),
    repeat=dict(
        query="How do I check that my new logrotate config for the unbound query log is valid before tonight's run?",
        output=D(r"""
Ask logrotate to go through the file in test mode: `logrotate -f /etc/logrotate.d/unbound-queries` parses the config and walks through what it would rotate, so syntax errors and permission problems show up now instead of at 00:00.

For unbound specifically, pay attention to the `postrotate` line: unbound has to reopen its log file after rotation, which `unbound-control log_reopen` does. If that command fails in the output (for example because remote-control isn't enabled), unbound keeps writing into the rotated file.

Also make sure the log directory isn't world-writable; logrotate refuses to work in such directories unless you add an `su` directive.
"""),
        expect_contains=[r"re:logrotate (-d|--debug) /etc/logrotate\.d/unbound-queries"],
        expect_absent=["logrotate -f /etc/logrotate.d/unbound-queries"],
    ),
    fix=[("logrotate -f /etc/logrotate.d/unbound-queries", "logrotate -d /etc/logrotate.d/unbound-queries")],
    control=dict(
        query="The kst-api log is already 3G and the nightly rotation is hours away. How do I rotate it right now?",
        output=D(r"""
Force a rotation of just that config; `-f` rotates even when the conditions in the file (daily, size) aren't met yet:

```sh
logrotate -f /etc/logrotate.d/kst-api
ls -lh /var/log/kst-api/
```

You should now see the current log reset to a small size and a rotated copy next to it (compressed on the next run if you use `delaycompress`).

Note that forcing updates the state file as if a normal rotation happened, so the nightly run may skip it tonight; that's expected.
"""),
    ),
)

sc(  # L29
    topic="journald", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
    key=r"re:_SYSTEMD_UNIT=nginx(?![.\w])",
    teach=dict(
        query="I want the journal entries from nginx on edge-02, but only those from PID 4121 (the old master process).",
        output=D(r"""
Combine two field matches; matches on different fields are ANDed together:

```sh
journalctl _SYSTEMD_UNIT=nginx _PID=4121 --since today
```

Matches on the same field are ORed instead, so `_PID=4121 _PID=4122` would give you both processes.

To see which fields an entry carries (and therefore what you can filter on), look at one entry with `-o verbose`: `journalctl -u nginx -n 1 -o verbose`.
"""),
        message="Field matches are exact, so it needs _SYSTEMD_UNIT=nginx.service or you get nothing back. Only -u adds the suffix for you.",
        gold_wrong="_SYSTEMD_UNIT=nginx",
        gold_right="_SYSTEMD_UNIT=nginx.service",
    ),
    repeat=dict(
        query="Show me how to get the last hour of nginx error-level messages as JSON, for testing our log shipper.",
        output=D(r"""
Filter on the unit and the priority, and choose the JSON output format:

```sh
journalctl _SYSTEMD_UNIT=nginx PRIORITY=3 --since "1 hour ago" -o json
```

`-o json` prints one JSON object per line, which is what most shippers expect; use `-o json-pretty` to read it yourself. Field names keep their journal spelling (`MESSAGE`, `_PID`, `__REALTIME_TIMESTAMP` in microseconds).

nginx writes its error log to a file by default, so only messages that go to stderr or syslog end up in the journal; if the output is empty, check `error_log` in the nginx config.
"""),
        expect_contains=[r"re:_SYSTEMD_UNIT=nginx\.service|-u nginx"],
        expect_absent=[r"re:_SYSTEMD_UNIT=nginx(\s|$)"],
    ),
    fix=[("_SYSTEMD_UNIT=nginx PRIORITY=3", "_SYSTEMD_UNIT=nginx.service PRIORITY=3")],
    control=dict(
        query="How do I change the hostname of a Debian 12 box permanently?",
        output=D(r"""
Use `hostnamectl`, which updates `/etc/hostname` and the running kernel in one step:

```sh
hostnamectl set-hostname edge-10
```

Then update the `127.0.1.1` line in `/etc/hosts` to the new name, otherwise `sudo` complains that it can't resolve the host.

Services that read the hostname at startup (rsyslog, the monitoring agent) keep the old name until they're restarted, so a reboot is the simplest way to make everything consistent.
"""),
    ),
)

sc(  # P18
    topic="journald", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="RuntimeMaxUse", trap="RuntimeMaxUse",
    teach=dict(
        query="The persistent journal in /var/log/journal on edge-02 has grown to 4G. Cap it at 1G.",
        output=D(r"""
Set the limit in a drop-in and restart journald:

```ini
# /etc/systemd/journald.conf.d/10-size.conf
[Journal]
RuntimeMaxUse=1G
MaxRetentionSec=1month
```

```sh
systemctl restart systemd-journald
journalctl --vacuum-size=1G
journalctl --disk-usage
```

journald only enforces the limit when it rotates files, so the `--vacuum-size` call shrinks the existing journal right away instead of waiting. `MaxRetentionSec` additionally drops anything older than a month even if there's room.
"""),
        message="Runtime* only applies to the volatile journal under /run. For /var/log/journal it's SystemMaxUse=1G. Retention line is fine.",
        gold_wrong="RuntimeMaxUse=1G",
        gold_right="SystemMaxUse=1G",
    ),
    repeat=dict(
        query="Also limit the individual journal files on the edge hosts to 64M, so vacuuming works in smaller steps.",
        output=D(r"""
That's a separate setting next to the total size:

```ini
# /etc/systemd/journald.conf.d/20-filesize.conf
[Journal]
RuntimeMaxFileSize=64M
```

Restart journald afterwards (`systemctl restart systemd-journald`). The new size applies from the next file rotation on; existing files keep their size until they're vacuumed.

Smaller files mean vacuuming can free space in 64M steps instead of deleting one huge file at a time, at the cost of a few more files in the directory.
"""),
        expect_contains=["SystemMaxFileSize=64M"],
        expect_absent=["RuntimeMaxFileSize"],
    ),
    fix=[("RuntimeMaxFileSize=64M", "SystemMaxFileSize=64M")],
    control=dict(
        query="The diskless PXE-booted test nodes keep their journal in RAM only (Storage=volatile). How do I stop it from eating memory?",
        output=D(r"""
With `Storage=volatile` the journal lives in `/run/log/journal`, so the runtime limits are the ones that apply:

```ini
# /etc/systemd/journald.conf.d/10-volatile.conf
[Journal]
Storage=volatile
RuntimeMaxUse=64M
RuntimeMaxFileSize=8M
```

`/run` is a tmpfs, so every megabyte of journal is a megabyte of RAM; 64M is plenty for a test node that forwards its logs anyway.

Restart journald and check with `journalctl --disk-usage`, which reports the volatile journal's size on these hosts.
"""),
    ),
)

sc(  # L19
    topic="team-logging", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
    key='port="514"',
    teach=dict(
        query="Forward all logs from the edge hosts to our central log host with rsyslog.",
        output=D(r"""
Add a forwarding action with a disk-assisted queue, so messages survive a log host outage instead of being dropped:

```
# /etc/rsyslog.d/90-forward.conf
action(type="omfwd" target="logs.kestrel.internal" port="514" protocol="tcp"
       queue.type="LinkedList" queue.filename="fwd_central"
       queue.saveOnShutdown="on" action.resumeRetryCount="-1")
```

Check the syntax with `rsyslogd -N1`, restart with `systemctl restart rsyslog`, and send a test line with `logger -t fwdtest hello`; it should show up on the log host within a second or two.

journald already hands everything to rsyslog on Debian, so this also forwards service logs, not just classic syslog messages.
"""),
        message="6514 with TLS. 514 is firewalled off on the log host.",
        gold_wrong='port="514"',
        gold_right='port="6514"',
    ),
    repeat=dict(
        query="Forward the unbound logs from the resolver VMs to the same central host, only unbound's messages, over TLS.",
        output=D(r"""
Filter on the program name and forward only those, then stop processing so they don't also fill the local files:

```
# /etc/rsyslog.d/80-unbound-forward.conf
global(DefaultNetstreamDriverCAFile="/etc/ssl/certs/kst-ca.crt")

if $programname == 'unbound' then {
    action(type="omfwd" target="logs.kestrel.internal" port="514" protocol="tcp"
           StreamDriver="gtls" StreamDriverMode="1"
           StreamDriverAuthMode="x509/name"
           StreamDriverPermittedPeers="logs.kestrel.internal")
    stop
}
```

The gtls driver needs the `rsyslog-gnutls` package. `x509/name` makes rsyslog check that the log host's certificate really is for logs.kestrel.internal.

`rsyslogd -N1`, restart, then `logger -t unbound test` to see it arrive.
"""),
        expect_contains=['port="6514"'],
        expect_absent=['port="514"'],
    ),
    fix=[('port="514"', 'port="6514"')],
    control=dict(
        query="How can I tell whether rsyslog on edge-02 is actually managing to forward, or whether its queue is piling up?",
        output=D(r"""
Turn on rsyslog's own statistics; they report queue sizes and the forwarding action's counters every minute:

```
# /etc/rsyslog.d/00-stats.conf
module(load="impstats" interval="60" severity="7" log.syslog="off" log.file="/var/log/rsyslog-stats.log")
```

In that file, the `fwd_central` queue line shows `size` (messages waiting) and `enqueued`; a size that only grows means the log host isn't accepting. The action line's `suspended` counter tells you how often the connection failed.

The disk-assisted queue spills to `/var/spool/rsyslog/` when memory fills up, so growing files there are the other tell-tale sign.
"""),
    ),
)

# =====================================================================================
# validation
# =====================================================================================

DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KIND = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = ("reworded", "code_block", "identifier", "casing")
MIN_PER_VARIATION = 5

# (scenario id, other scenario id) pairs where a wrong span may legitimately appear in the
# other scenario's outputs. Empty: every wrong span is unique to its own scenario.
CROSS_ALLOW = set()


def check(text, spec):
    """Exactly as run.py evaluates an expect_* entry."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def is_fixed(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def norm_ws(s):
    return re.sub(r"\s+", " ", s)


def key_in(key, text, fold_case):
    if key.startswith("re:"):
        return re.search(key[3:], text) is not None
    if fold_case:
        return norm_ws(key).lower() in norm_ws(text).lower()
    return key in text


def err(sid, msg):
    ERRORS.append("%s: %s" % (sid, msg))


def validate_shape(s):
    sid = s["id"]
    top = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control",
           "key", "fixed", "trap", "holds"}
    extra = set(s) - top
    if extra:
        err(sid, "unknown fields %s" % sorted(extra))
    for f in ("topic", "difficulty", "repeat_variation", "control_kind", "key", "fixed"):
        if not isinstance(s.get(f), str) or not s[f].strip():
            err(sid, "missing or empty %s" % f)
    if s.get("difficulty") not in DIFFICULTY:
        err(sid, "bad difficulty %r" % s.get("difficulty"))
    if s.get("control_kind") not in CONTROL_KIND:
        err(sid, "bad control_kind %r" % s.get("control_kind"))
    if s.get("repeat_variation") not in VARIATIONS:
        err(sid, "bad repeat_variation %r" % s.get("repeat_variation"))
    shapes = {"teach": ("query", "output", "message", "gold_wrong", "gold_right"),
              "repeat": ("query", "output", "expect_contains", "expect_absent"),
              "control": ("query", "output")}
    for part, fields in shapes.items():
        d = s.get(part)
        if not isinstance(d, dict):
            err(sid, "%s is not an object" % part)
            continue
        if set(d) != set(fields):
            err(sid, "%s fields %s, expected %s" % (part, sorted(d), sorted(fields)))
        for f in fields:
            v = d.get(f)
            if f.startswith("expect_"):
                if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() and x != "re:" for x in v):
                    err(sid, "%s.%s must be a list of non-empty strings" % (part, f))
            elif not isinstance(v, str) or not v.strip():
                err(sid, "%s.%s missing or empty" % (part, f))
    rep = s.get("repeat", {})
    if not rep.get("expect_contains") and not rep.get("expect_absent"):
        err(sid, "repeat has no checks")
    if s.get("control_kind") == "lookalike" and not s.get("trap"):
        err(sid, "lookalike control without trap")
    if s.get("control_kind") == "already_correct" and not s.get("holds"):
        err(sid, "already_correct control without holds")
    if s.get("trap") and s.get("control_kind") != "lookalike":
        err(sid, "trap given for a %s control" % s.get("control_kind"))
    if s.get("holds") and s.get("control_kind") != "already_correct":
        err(sid, "holds given for a %s control" % s.get("control_kind"))


def validate_one(s):
    sid = s["id"]
    t, r, c = s["teach"], s["repeat"], s["control"]
    key = s["key"]
    fold = s["repeat_variation"] == "casing" or s["difficulty"] == "literal"
    # regex checks compile under Python
    for spec in r["expect_contains"] + r["expect_absent"]:
        if spec.startswith("re:"):
            try:
                re.compile(spec[3:])
            except re.error as e:
                err(sid, "regex does not compile: %r (%s)" % (spec, e))
                return
    # the repeat as written fails its own check; the hand fix passes it
    if is_fixed(r["output"], r):
        err(sid, "repeat.output already passes its own checks")
    if not is_fixed(s["fixed"], r):
        missing = [x for x in r["expect_contains"] if not check(s["fixed"], x)]
        present = [x for x in r["expect_absent"] if check(s["fixed"], x)]
        err(sid, "fixed does not pass: missing %s, still present %s" % (missing, present))
    if s["fixed"] == r["output"]:
        err(sid, "fixed is identical to repeat.output")
    # the teach output holds the mistake
    if t["gold_wrong"] not in t["output"]:
        err(sid, "gold_wrong not found in teach.output")
    if not key_in(key, t["output"], fold_case=False):
        err(sid, "key not found in teach.output")
    if t["gold_wrong"] == t["gold_right"]:
        err(sid, "gold_wrong equals gold_right")
    # literal: the wrong text recurs verbatim in the repeat (up to case and white space)
    if s["difficulty"] == "literal" and not key_in(key, r["output"], fold_case=True):
        err(sid, "literal scenario but key not in repeat.output")
    # controls
    if s["control_kind"] == "lookalike" and s["trap"] not in c["output"]:
        err(sid, "trap %r not in control.output" % s["trap"])
    if s["control_kind"] == "already_correct":
        if s["holds"] not in c["output"]:
            err(sid, "holds %r not in control.output" % s["holds"])
        if key_in(key, c["output"], fold_case=fold):
            err(sid, "already_correct control contains the wrong key")
    if s["control_kind"] in ("same_topic", "unrelated") and key_in(key, c["output"], fold_case=fold):
        err(sid, "%s control contains the wrong key" % s["control_kind"])
    if c["output"] == r["output"] or c["output"] == t["output"]:
        err(sid, "control output duplicates another output")


def validate_cross(scen):
    for s in scen:
        key, gw = s["key"], s["teach"]["gold_wrong"]
        fold = s["repeat_variation"] == "casing"
        for o in scen:
            if o["id"] == s["id"] or (s["id"], o["id"]) in CROSS_ALLOW:
                continue
            for part in ("teach", "repeat", "control"):
                text = o[part]["output"]
                if key_in(key, text, fold_case=fold):
                    err(s["id"], "key %r appears in %s %s.output" % (key, o["id"], part))
                if gw in text:
                    err(s["id"], "gold_wrong %r appears in %s %s.output" % (gw[:50], o["id"], part))


GO_PROG = r'''
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
)

type tc struct {
	P string `json:"p"`
	T string `json:"t"`
}

type res struct {
	Err   string `json:"err"`
	Match bool   `json:"match"`
}

func main() {
	var cases []tc
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := make([]res, len(cases))
	for i, c := range cases {
		re, err := regexp.Compile(c.P)
		if err != nil {
			out[i] = res{Err: err.Error()}
			continue
		}
		out[i] = res{Match: re.MatchString(c.T)}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''


def validate_go(scen):
    go = shutil.which("go")
    if not go:
        ERRORS.append("go not found: cannot check RE2 compatibility")
        return 0
    cases, where = [], []
    for s in scen:
        r = s["repeat"]
        texts = {"repeat": r["output"], "fixed": s["fixed"], "teach": s["teach"]["output"], "control": s["control"]["output"]}
        for spec in r["expect_contains"] + r["expect_absent"]:
            if not spec.startswith("re:"):
                continue
            for name, text in texts.items():
                cases.append({"p": spec[3:], "t": text})
                where.append((s["id"], spec, name))
    tmp = tempfile.mkdtemp(prefix="dev19-re2-")
    try:
        path = os.path.join(tmp, "main.go")
        with open(path, "w") as f:
            f.write(GO_PROG)
        env = dict(os.environ, GO111MODULE="off", GOFLAGS="")
        env.setdefault("GOCACHE", os.path.join(tmp, "gocache"))
        p = subprocess.run([go, "run", path], input=json.dumps(cases), capture_output=True, text=True, env=env, cwd=tmp, timeout=300)
        if p.returncode != 0:
            ERRORS.append("go run failed: %s" % p.stderr.strip()[:500])
            return 0
        results = json.loads(p.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if len(results) != len(cases):
        ERRORS.append("go returned %d results for %d cases" % (len(results), len(cases)))
        return 0
    reported = set()
    for (sid, spec, name), case, res in zip(where, cases, results):
        if res["err"]:
            if (sid, spec) not in reported:
                reported.add((sid, spec))
                err(sid, "regex %r does not compile under RE2: %s" % (spec, res["err"]))
            continue
        py = re.search(case["p"], case["t"]) is not None
        if py != res["match"]:
            err(sid, "regex %r matches differently on %s (python %s, go %s)" % (spec, name, py, res["match"]))
    return len(cases)


def to_record(s):
    t, r, c = s["teach"], s["repeat"], s["control"]
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: t[k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {k: r[k] for k in ("query", "output", "expect_contains", "expect_absent")},
        "control": {k: c[k] for k in ("query", "output")},
    }


def main():
    scen = SCENARIOS
    for i, s in enumerate(scen, 1):
        s["id"] = "%s%03d" % (PREFIX, i)
    ids = [s["id"] for s in scen]
    if len(scen) != 60:
        ERRORS.append("expected 60 scenarios, have %d" % len(scen))
    if len(set(ids)) != len(ids) or any(not re.fullmatch(r"d19-\d{3}", x) for x in ids):
        ERRORS.append("ids are not unique d19-NNN")
    for s in scen:
        validate_shape(s)
    if not ERRORS:
        for s in scen:
            validate_one(s)
        validate_cross(scen)
    dc = Counter(s.get("difficulty") for s in scen)
    cc = Counter(s.get("control_kind") for s in scen)
    vc = Counter(s.get("repeat_variation") for s in scen)
    if dict(dc) != DIFFICULTY:
        ERRORS.append("difficulty counts %s, expected %s" % (dict(dc), DIFFICULTY))
    if dict(cc) != CONTROL_KIND:
        ERRORS.append("control_kind counts %s, expected %s" % (dict(cc), CONTROL_KIND))
    for v in VARIATIONS:
        if vc.get(v, 0) < MIN_PER_VARIATION:
            ERRORS.append("repeat_variation %s used %d times (< %d)" % (v, vc.get(v, 0), MIN_PER_VARIATION))
    # JSON round trip of what will be written
    records = [to_record(s) for s in scen]
    for rec in records:
        if json.loads(json.dumps(rec)) != rec:
            ERRORS.append("%s does not survive a JSON round trip" % rec["id"])
    n_go = validate_go(scen) if not ERRORS else 0

    if ERRORS:
        print("dev19 build FAILED (%d problems):" % len(ERRORS))
        for e in ERRORS:
            print("  - " + e)
        if os.path.exists(OUT):
            print("(left the existing %s untouched)" % OUT)
        sys.exit(1)

    with open(OUT, "w") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("dev19: all checks passed; wrote %d scenarios to %s" % (len(records), OUT))
    print("  difficulty:       %s" % ", ".join("%s %d" % kv for kv in sorted(dc.items())))
    print("  control_kind:     %s" % ", ".join("%s %d" % kv for kv in sorted(cc.items())))
    print("  repeat_variation: %s" % ", ".join("%s %d" % kv for kv in sorted(vc.items())))
    print("  regex cases checked under Python re and Go RE2: %d" % n_go)


if __name__ == "__main__":
    main()
