#!/usr/bin/env python3
"""Build eval/dev36/scenarios.jsonl and README.md (learning-loop scenarios, network engineering).

    python3 build.py

Holds 60 scenarios as data, validates them (see check_all), and writes the
jsonl and README next to this file only if every check passes. Standard
library only. The fields `fix`, `cflags`, `cneeds` and `literal` are used by
the checks here and are not written to the jsonl.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d36"
N = 60

DIFFICULTY = {"literal", "paraphrase", "semantic"}
CONTROL_KIND = {"unrelated", "same_topic", "already_correct", "lookalike"}
VARIATION = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
             "prose_claim", "equivalent_construct", "reordered_args"}
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TOLERANCE = 3

SC = []


def sc(id, topic, difficulty, variation, control_kind,
       tq, to, msg, gw, gr,
       rq, ro, ec, ea,
       cq, co,
       fix, cflags=None, cneeds=None, literal=None):
    SC.append({
        "id": "%s-%03d" % (PREFIX, id), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": msg, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": ec, "expect_absent": ea},
        "control": {"query": cq, "output": co},
        "fix": fix, "cflags": cflags, "cneeds": cneeds, "literal": literal,
    })


# =====================================================================
# literal (the wrong text recurs verbatim, up to case and white space)
# =====================================================================

sc(2, "nx-os", "literal", "code_block", "lookalike",
   "Put Ethernet1/5 on ams1-dc-nx01 into OSPF process 1, backbone area. It's a routed port to spine 1.",
   "```\nfeature ospf\nrouter ospf 1\n  router-id 10.255.255.21\n\ninterface Ethernet1/5\n  no switchport\n  ip address 10.255.0.40/31\n  ip ospf 1 area 0\n  no shutdown\n```\n\nThen check the adjacency with `show ip ospf neighbors`.",
   "That's IOS syntax, NX-OS won't take it. On the Nexus the interface line is `ip router ospf 1 area 0.0.0.0`.",
   "ip ospf 1 area 0", "ip router ospf 1 area 0.0.0.0",
   "Same thing for ams1-dc-nx02 Ethernet1/6 toward spine 2, OSPF 1, backbone area. Its side of the /31 is 10.255.0.43.",
   "```\ninterface Ethernet1/6\n  description to ams1-dc-spine02\n  no switchport\n  mtu 9216\n  ip address 10.255.0.43/31\n  ip ospf 1 area 0\n  ip ospf network point-to-point\n  no shutdown\n```\n\nPoint-to-point network type skips the DR election on the /31.",
   ["ip router ospf 1 area 0"], [r"re:(?m)^\s*ip ospf 1 area"],
   "On the branch ISR lon2-wan-rtr01 (IOS-XE 17.9), enable OSPF 1 area 0 directly on GigabitEthernet0/0/1 instead of using a network statement.",
   "```\ninterface GigabitEthernet0/0/1\n ip ospf 1 area 0\n```\n\nOn IOS-XE the interface-level `ip ospf <process> area <area>` command replaces the `network` statement; just make sure `router ospf 1` exists first.",
   fix=[("  ip ospf 1 area 0\n", "  ip router ospf 1 area 0.0.0.0\n")],
   cneeds=["ip ospf 1 area 0"], cflags=["ip router ospf"])

sc(3, "junos", "literal", "reworded", "already_correct",
   "How do I check the state of the BGP sessions on ams1-edge-mx01?",
   "SSH in and run `show ip bgp summary`. Established peers show their active/received/accepted prefix counts; anything else shows the state, such as Active, Connect or Idle.",
   "the MX is Junos, so `show bgp summary`. no `ip` in it",
   "show ip bgp summary", "show bgp summary",
   "After the transit change on fra1-edge-mx02, what do I run to see whether all the eBGP neighbors came back up?",
   "Run `show ip bgp summary` on fra1-edge-mx02 and confirm each transit neighbor shows prefix counts instead of Active or Connect. If one is stuck, `show log messages | match bgp` usually tells you why.",
   ["show bgp summary"], ["show ip bgp summary"],
   "Which command shows me the BGP peers and their prefix counts on lon2-edge-mx01?",
   "On the MX, `show bgp summary` lists every peer with its state and the active/received/accepted prefix counts per routing table. Peers that are down show their state (Active, Connect, Idle) in the last column instead.",
   fix=[("show ip bgp summary", "show bgp summary")],
   cneeds=["show bgp summary"])

sc(4, "junos", "literal", "code_block", "already_correct",
   "Make ge-0/0/12 on ams1-acc-ex03 (EX4300, Junos 21.4) a trunk carrying the data and voice VLANs.",
   "```\nset interfaces ge-0/0/12 unit 0 family ethernet-switching port-mode trunk\nset interfaces ge-0/0/12 unit 0 family ethernet-switching vlan members [ data voice ]\n```",
   "Our EX4300s are on ELS, port-mode doesn't exist there anymore. interface-mode trunk.",
   "family ethernet-switching port-mode trunk", "family ethernet-switching interface-mode trunk",
   "ge-0/0/47 on ams1-acc-ex05 goes to the new AP switch; trunk it with data, voice and aps.",
   "```\nset interfaces ge-0/0/47 description \"uplink ams1-ap-sw02\"\nset interfaces ge-0/0/47 unit 0 family ethernet-switching port-mode trunk\nset interfaces ge-0/0/47 unit 0 family ethernet-switching vlan members [ data voice aps ]\n```\n\nThen `commit check` and `commit`.",
   ["interface-mode trunk"], ["port-mode trunk"],
   "Convert this to set commands for ams1-acc-ex03: xe-0/2/0 as a trunk with all the user VLANs.",
   "```\nset interfaces xe-0/2/0 unit 0 family ethernet-switching interface-mode trunk\nset interfaces xe-0/2/0 unit 0 family ethernet-switching vlan members [ data voice aps printers ]\n```\n\nOn ELS the native VLAN goes under `set interfaces xe-0/2/0 native-vlan-id`, not under the unit.",
   fix=[("port-mode trunk", "interface-mode trunk")],
   cneeds=["family ethernet-switching interface-mode trunk"])

sc(5, "vlan-trunking", "literal", "code_block", "lookalike",
   "Give me the standard trunk config for Gi1/0/49 on lon2-acc-sw03 going up to the distribution switch.",
   "```\ninterface GigabitEthernet1/0/49\n description uplink lon2-dist-sw01\n switchport mode trunk\n switchport trunk native vlan 1\n switchport trunk allowed vlan 10,20,110,900\n switchport nonegotiate\n```",
   "Native VLAN on our trunks is 999 (unused, blackholed), never 1. Standard since the VLAN-hopping audit.",
   "switchport trunk native vlan 1", "switchport trunk native vlan 999",
   "New access switch fra1-acc-sw09, uplink Te1/1/1 to fra1-dist-sw02. Trunk config please.",
   "```\ninterface TenGigabitEthernet1/1/1\n description uplink fra1-dist-sw02\n switchport mode trunk\n switchport trunk native vlan 1\n switchport trunk allowed vlan 10,20,110,900\n switchport nonegotiate\n```\n\nMirror the native VLAN on the distribution side or CDP will complain about a mismatch.",
   ["switchport trunk native vlan 999"], [r"re:native vlan 1\b"],
   "Seeing this on lon2-dist-sw01, what does it mean? `%CDP-4-NATIVE_VLAN_MISMATCH: Native VLAN mismatch discovered on GigabitEthernet1/0/12 (999), with lon2-acc-sw06 GigabitEthernet1/0/49 (1).`",
   "The two ends of that trunk disagree: lon2-dist-sw01 Gi1/0/12 sends untagged frames in VLAN 999, while lon2-acc-sw06 Gi1/0/49 is still on native vlan 1, the factory default. Untagged traffic leaks between the two VLANs until they match. Fix it on the access switch, since 999 is the standard:\n\n```\ninterface GigabitEthernet1/0/49\n switchport trunk native vlan 999\n```",
   fix=[("native vlan 1\n", "native vlan 999\n")],
   cneeds=["still on native vlan 1,"], cflags=["still on native vlan 999"])

sc(6, "bgp", "literal", "reworded", "lookalike",
   "Which private ASN range can I use for the new DC fabric? I want each leaf to get its own 2-byte ASN.",
   "Any 2-byte private ASN works: the range is 64512-65535, so you have over a thousand to spread across the leafs. A common scheme is 65100 plus the leaf number.",
   "65535 is reserved. Private 2-byte range is 64512-65534.",
   "64512-65535", "64512-65534",
   "For the lab EVPN setup, which ASNs am I allowed to give the spines without clashing with anything public?",
   "Stick to the private blocks. For 2-byte ASNs that's 64512-65535 (RFC 6996), and if you ever need more there's the 4-byte private block 4200000000-4294967294. For a small lab, 65010 for the spines and 65110-65113 for the leafs is plenty.",
   ["64512-65534"], ["64512-65535"],
   "How do I tag the routes we send to the partner at 172.31.250.6 so they don't propagate them any further?",
   "Attach the well-known NO_EXPORT community on the outbound route-map:\n\n```\nroute-map TO-PARTNER permit 10\n set community no-export additive\n!\nrouter bgp 64620\n neighbor 172.31.250.6 send-community\n neighbor 172.31.250.6 route-map TO-PARTNER out\n```\n\nOn the wire NO_EXPORT is 65535:65281, which is how it shows up in `show ip bgp 10.10.0.0/16` on routers that don't print the well-known names.",
   fix=[("64512-65535", "64512-65534")],
   cneeds=["65535:65281"], cflags=["65534:65281"])

sc(7, "ospf", "literal", "code_block", "lookalike",
   "Our 10G and 40G links all come out as OSPF cost 1 on ams1-core-rtr01. How do I fix that?",
   "Raise the reference bandwidth so faster links get distinct costs:\n\n```\nrouter ospf 1\n auto-cost reference-bandwidth 10000\n```\n\nThat makes 10G cost 1 and 1G cost 10; apply it on every router in the area.",
   "We standardised on 100000 everywhere (100G reference), otherwise 10G and 40G still tie. auto-cost reference-bandwidth 100000 please.",
   "auto-cost reference-bandwidth 10000", "auto-cost reference-bandwidth 100000",
   "Bringing up fra1-core-rtr02. What OSPF settings besides the router-id do I need so its costs match the rest?",
   "```\nrouter ospf 1\n router-id 10.255.255.22\n auto-cost reference-bandwidth 10000\n passive-interface default\n no passive-interface TenGigabitEthernet0/0/0\n no passive-interface TenGigabitEthernet0/0/1\n```\n\nWith passive-interface default only the two core uplinks form adjacencies.",
   ["auto-cost reference-bandwidth 100000"], [r"re:reference-bandwidth 10000\b"],
   "The GRE tunnel to the lon2 branch is only a 10 Mbps circuit but OSPF treats it like a fast link. How do I make OSPF see it correctly?",
   "Tunnel interfaces default to a nominal bandwidth, so tell IOS what the circuit really is (the value is in kbps):\n\n```\ninterface Tunnel10\n bandwidth 10000\n```\n\nWith the 100000 Mbps reference bandwidth that gives the tunnel a cost of 10000, so OSPF only uses it when the MPLS path is down.",
   fix=[("reference-bandwidth 10000\n", "reference-bandwidth 100000\n")],
   cneeds=[" bandwidth 10000\n"], cflags=[r"re:(?m)^ bandwidth 100000"])

sc(8, "iptables", "literal", "reworded", "same_topic",
   "I added the new SNMP rules on ams1-fw-lnx01 with iptables. How do I make them survive a reboot?",
   "Save the current ruleset with `iptables-save > /etc/sysconfig/iptables`; the iptables service loads that file at boot.",
   "Those boxes are Debian 12, there's no /etc/sysconfig. It's /etc/iptables/rules.v4 via iptables-persistent (`netfilter-persistent save`).",
   "/etc/sysconfig/iptables", "/etc/iptables/rules.v4",
   "The rules on ams1-fw-lnx02 are gone every time it restarts. Where should I dump them?",
   "Nothing is persisting them. Run `iptables-save > /etc/sysconfig/iptables` after each change so they get restored at boot, and check the file into the firewall repo so the two nodes stay in sync.",
   ["/etc/iptables/rules.v4"], ["/etc/sysconfig/iptables"],
   "How do I see the INPUT rules on ams1-fw-lnx01 with their positions so I can delete one?",
   "`iptables -L INPUT -n -v --line-numbers` shows each rule with its index; then `iptables -D INPUT 7` removes rule 7. Run `netfilter-persistent save` afterwards so the deletion survives a reboot.",
   fix=[("/etc/sysconfig/iptables", "/etc/iptables/rules.v4")])

sc(9, "vpn", "literal", "code_block", "already_correct",
   "Write the wg0.conf [Interface] section for the new road-warrior gateway ams1-vpn-wg01, listening on 51820.",
   "```\n[Interface]\nAddress = 10.96.0.1/24\nPort = 51820\nPrivateKey = <contents of /etc/wireguard/wg0.key>\n```\n\nThen `systemctl enable --now wg-quick@wg0`.",
   "ListenPort.",
   "Port = 51820", "ListenPort = 51820",
   "Second gateway fra1-vpn-wg01: same port, 10.96.1.1/24, and a peer entry for ams1-vpn-wg01 (198.51.100.20).",
   "```\n[Interface]\nAddress = 10.96.1.1/24\nPort = 51820\nPrivateKey = <contents of /etc/wireguard/wg0.key>\n\n[Peer]\n# ams1-vpn-wg01\nPublicKey = <ams1-vpn-wg01 public key>\nAllowedIPs = 10.96.0.0/24\nEndpoint = 198.51.100.20:51820\nPersistentKeepalive = 25\n```",
   ["ListenPort = 51820"], [r"re:(?m)^Port = "],
   "Can you double-check this before I bring it up on lon2-vpn-wg01?\n```\n[Interface]\nAddress = 10.96.2.1/24\nListenPort = 51820\nPrivateKey = <contents of /etc/wireguard/wg0.key>\n```",
   "Looks right: `ListenPort = 51820` is the correct key, and the /24 on Address matches the AllowedIPs the other gateways use for this site. Bring it up with `wg-quick up wg0` and check the handshakes with `wg show wg0 latest-handshakes`.",
   fix=[("\nPort = 51820", "\nListenPort = 51820")],
   cneeds=["ListenPort = 51820"], cflags=[r"re:(?m)^Port = "])

sc(10, "dhcp", "literal", "code_block", "lookalike",
   "Add a subnet declaration to dhcpd.conf for the ams1 printer VLAN, 10.10.40.0/24, gateway .1, pool .100 to .199.",
   "```\nsubnet 10.10.40.0 netmask 255.255.255.0 {\n  range 10.10.40.100 10.10.40.199;\n  option router 10.10.40.1;\n  option domain-name-servers 10.40.0.53, 10.40.0.54;\n}\n```",
   "dhcpd wants `option routers`, plural.",
   "option router 10.10.40.1;", "option routers 10.10.40.1;",
   "Rewrite the ams1 printer subnet in dhcpd.conf so the plotter (MAC 00:1b:a9:4c:22:10) always gets 10.10.40.20.",
   "```\nsubnet 10.10.40.0 netmask 255.255.255.0 {\n  range 10.10.40.100 10.10.40.199;\n  option router 10.10.40.1;\n  option domain-name-servers 10.40.0.53, 10.40.0.54;\n}\n\nhost ams1-plotter01 {\n  hardware ethernet 00:1b:a9:4c:22:10;\n  fixed-address 10.10.40.20;\n}\n```\n\nThe reservation sits outside the range, so it can never be handed to another client.",
   ["option routers 10.10.40.1;"], [r"re:option router\s"],
   "At the lon2 branch we run dnsmasq on the router instead of dhcpd. How do I hand out 10.14.40.1 as the gateway there?",
   "In dnsmasq.conf:\n\n```\ndhcp-range=10.14.40.100,10.14.40.199,12h\ndhcp-option=option:router,10.14.40.1\n```\n\ndnsmasq names option 3 `router` (singular); `dhcp-option=3,10.14.40.1` does the same thing.",
   fix=[("option router 10.10.40.1;", "option routers 10.10.40.1;")],
   cneeds=["option:router,10.14.40.1"], cflags=["option:routers"])

sc(11, "sip-asterisk", "literal", "code_block", "lookalike",
   "Add a TLS transport to pjsip.conf on ams1-pbx01 so the Yealinks can register over TLS.",
   "```\n[transport-tls]\ntype=transport\nprotocol=tls\nbind=0.0.0.0:5060\ncert_file=/etc/asterisk/keys/ams1-pbx01.crt\npriv_key_file=/etc/asterisk/keys/ams1-pbx01.key\nmethod=tlsv1_2\n```",
   "TLS should listen on 5061, 5060 is already taken by the UDP transport",
   "bind=0.0.0.0:5060", "bind=0.0.0.0:5061",
   "Set up SIP over TLS on fra1-pbx01 too; the cert and key are fra1-pbx01.crt / fra1-pbx01.key in the same directory.",
   "```\n[transport-tls]\ntype=transport\nprotocol=tls\nbind=0.0.0.0:5060\ncert_file=/etc/asterisk/keys/fra1-pbx01.crt\npriv_key_file=/etc/asterisk/keys/fra1-pbx01.key\nmethod=tlsv1_2\n```\n\nRestart Asterisk afterwards; transports aren't picked up by a plain reload.",
   ["bind=0.0.0.0:5061"], ["bind=0.0.0.0:5060"],
   "And the plain UDP transport for the carrier trunk on ams1-pbx01?",
   "```\n[transport-udp]\ntype=transport\nprotocol=udp\nbind=0.0.0.0:5060\nexternal_media_address=203.0.113.40\nexternal_signaling_address=203.0.113.40\nlocal_net=10.0.0.0/8\n```",
   fix=[("bind=0.0.0.0:5060", "bind=0.0.0.0:5061")],
   cneeds=["protocol=udp\nbind=0.0.0.0:5060"], cflags=["bind=0.0.0.0:5061"])

sc(12, "sip-asterisk", "literal", "reworded", "lookalike",
   "Where do I add the new SIP trunk to the carrier on ams1-pbx01?",
   "Add a section for the carrier in /etc/asterisk/sip.conf with host, username, secret and context=from-carrier, then reload the channel driver.",
   "We're on Asterisk 20 with chan_pjsip only, chan_sip isn't even loaded. Trunks go in /etc/asterisk/pjsip.conf.",
   "/etc/asterisk/sip.conf", "/etc/asterisk/pjsip.conf",
   "The backup carrier trunk needs to be configured on ams1-pbx01 as well. Which file?",
   "Same place as the primary: add a section for the backup carrier in /etc/asterisk/sip.conf, with its own context so you can tell the two apart in the CDRs, and give it a lower priority in the outbound route.",
   ["pjsip.conf"], ["/etc/asterisk/sip.conf"],
   "We still have the old Asterisk 13 box's config archived under /srv/archive/pbx-old. How do I turn its peers into pjsip sections instead of retyping them?",
   "Asterisk ships a converter in contrib/scripts:\n\n```\n./sip_to_pjsip.py /srv/archive/pbx-old/sip.conf /tmp/pjsip-converted.conf\n```\n\nReview the output before merging it into /etc/asterisk/pjsip.conf; it doesn't translate every option.",
   fix=[("/etc/asterisk/sip.conf", "/etc/asterisk/pjsip.conf")],
   cneeds=["pbx-old/sip.conf"], cflags=["pbx-old/pjsip.conf"])

sc(13, "device-names", "literal", "casing", "already_correct",
   "What should I call the third access switch in the AMS1 comms room? I need it for the label and the hostname command.",
   "Following the site-role-type pattern it would be `AMS1-ACC-SW-3`:\n\n```\nhostname AMS1-ACC-SW-3\n```\n\nPrint the same string on the front label.",
   "Hostnames are all lowercase and the index is two digits with no dash: ams1-acc-sw03.",
   "AMS1-ACC-SW-3", "ams1-acc-sw03",
   "Add the new AMS1 switch to the NetBox import CSV: name, site, role.",
   "```\nname,site,role\nams1-acc-sw-3,ams1,access\n```\n\nNetBox creates the device under site ams1 with the access role; the interfaces come from the device type template.",
   ["ams1-acc-sw03"], [r"re:(?i)ams1-acc-sw-3\b"],
   "Generate the hostname and SNMP location lines for ams1-acc-sw03, it's in hall 2, rack B07.",
   "```\nhostname ams1-acc-sw03\nsnmp-server location AMS1 / Hall 2 / Rack B07\n```",
   fix=[("ams1-acc-sw-3", "ams1-acc-sw03")],
   cneeds=["hostname ams1-acc-sw03"])

sc(14, "addressing-plan", "literal", "other_identifier", "already_correct",
   "Configure Loopback0 on ams1-core-rtr02, it's router number 12 in the plan.",
   "```\ninterface Loopback0\n description router-id / iBGP source\n ip address 10.255.0.12 255.255.255.255\n```",
   "Loopback0s come out of 10.255.255.0/24, so 10.255.255.12/32. 10.255.0.0/24 is the p2p transit pool.",
   "10.255.0.12", "10.255.255.12",
   "Now the BGP bits on ams1-core-rtr02: router-id from its loopback and an iBGP session to ams1-core-rtr01 (router 11) over loopbacks.",
   "```\nrouter bgp 64620\n bgp router-id 10.255.0.12\n neighbor 10.255.0.11 remote-as 64620\n neighbor 10.255.0.11 update-source Loopback0\n```",
   ["bgp router-id 10.255.255.12", "neighbor 10.255.255.11 update-source Loopback0"], [r"re:10\.255\.0\.1[12]\b"],
   "What's ams1-core-rtr01's router-id supposed to be?",
   "It's taken from Loopback0, which is 10.255.255.11/32 in the plan, so `show ip protocols | include Router ID` should report 10.255.255.11 for both OSPF and BGP.",
   fix=[("10.255.0.12", "10.255.255.12"), ("10.255.0.11", "10.255.255.11")],
   cneeds=["10.255.255.11"])

sc(15, "dns", "literal", "casing", "same_topic",
   "What domain name should I configure on ams1-core-rtr01 so the SSH keys and short names work?",
   "```\nip domain name acme.local\ncrypto key generate rsa modulus 2048\n```",
   "Please don't use .local, it collides with mDNS. Our internal domain is nw.acme.internal.",
   "ip domain name acme.local", "ip domain name nw.acme.internal",
   "Set the DNS search domain on the Nexus pair so I can ping devices by short name.",
   "```\nip domain-name ACME.LOCAL\nip domain-lookup\nip name-server 10.40.0.53 10.40.0.54 use-vrf management\n```",
   ["ip domain-name nw.acme.internal"], [r"re:(?i)acme\.local"],
   "Which name servers should the routers use?",
   "The two resolvers in the services block: `ip name-server 10.40.0.53 10.40.0.54`. Add `ip domain lookup source-interface Loopback0` so queries come from the loopback that the resolver ACL permits.",
   fix=[("ACME.LOCAL", "nw.acme.internal")],
   literal="acme.local")

sc(16, "bgp", "literal", "other_identifier", "lookalike",
   "Write the BGP config for the new lon2-wan-rtr01 peering with our MPLS provider (AS 64496, neighbor 192.0.2.45).",
   "```\nrouter bgp 65001\n bgp router-id 10.255.255.31\n neighbor 192.0.2.45 remote-as 64496\n neighbor 192.0.2.45 description MPLS-PE\n address-family ipv4\n  network 10.14.0.0 mask 255.255.0.0\n  neighbor 192.0.2.45 activate\n```",
   "we're AS 64620, every site. 65001 was the old lab.",
   "router bgp 65001", "router bgp 64620",
   "And the same MPLS peering on the Juniper at fra1 (fra1-wan-mx01), provider neighbor 192.0.2.61?",
   "```\nset routing-options autonomous-system 65001\nset protocols bgp group MPLS type external\nset protocols bgp group MPLS peer-as 64496\nset protocols bgp group MPLS neighbor 192.0.2.61\n```",
   ["autonomous-system 64620"], ["65001"],
   "The payroll vendor's colo router is AS 65001 according to their LOA, neighbor 172.31.250.2. Add the eBGP session on ams1-edge-rtr01.",
   "```\nrouter bgp 64620\n neighbor 172.31.250.2 remote-as 65001\n neighbor 172.31.250.2 description payroll-vendor (AS65001)\n neighbor 172.31.250.2 route-map PAYROLL-IN in\n neighbor 172.31.250.2 route-map PAYROLL-OUT out\n```\n\nKeep the inbound route-map strict: accept only the vendor's /24 and nothing else.",
   fix=[("autonomous-system 65001", "autonomous-system 64620")],
   cneeds=["remote-as 65001"], cflags=["remote-as 64620"], literal="65001")

sc(17, "vlan-trunking", "literal", "code_block", "lookalike",
   "Access port for a Yealink phone with a PC behind it on ams1-acc-sw03 Gi1/0/14.",
   "```\ninterface GigabitEthernet1/0/14\n switchport mode access\n switchport access vlan 10\n switchport voice vlan 100\n spanning-tree portfast\n```",
   "voice is vlan 110 on all our access switches",
   "switchport voice vlan 100", "switchport voice vlan 110",
   "Do Gi1/0/15 through 1/0/24 the same way, they're all desks with phones.",
   "```\ninterface range GigabitEthernet1/0/15 - 24\n switchport mode access\n switchport access vlan 10\n switchport voice vlan 100\n spanning-tree portfast\n```",
   ["switchport voice vlan 110"], ["switchport voice vlan 100"],
   "Gi1/0/30 on fra1-acc-sw02 is for the lab bench. It goes in the lab data VLAN 100, no phone.",
   "```\ninterface GigabitEthernet1/0/30\n description lab bench\n switchport mode access\n switchport access vlan 100\n spanning-tree portfast\n```",
   fix=[("switchport voice vlan 100", "switchport voice vlan 110")],
   cneeds=["switchport access vlan 100"], cflags=["vlan 110"])

sc(18, "junos", "literal", "reworded", "lookalike",
   "I committed a bad policy on ams1-edge-mx01 a minute ago. How do I undo it?",
   "Enter configuration mode and load the previous version with `rollback 0`, check it with `show | compare`, then `commit`.",
   "rollback 0 is what's active right now, so that does nothing. Previous commit = rollback 1.",
   "rollback 0", "rollback 1",
   "Mark's change on fra1-edge-mx02 broke the transit filter. Fastest way back to how it was before his commit?",
   "In `configure` mode run `rollback 0`, then `show | compare` to confirm his lines are gone, and `commit comment \"revert transit filter\"`. His version stays in the rollback history if you need it later.",
   ["rollback 1"], ["rollback 0"],
   "I've made a mess of the candidate config on lon2-edge-mx01 and haven't committed anything. How do I throw away my uncommitted edits?",
   "`rollback 0` in configuration mode resets the candidate to the active configuration, discarding everything you haven't committed. `show | compare` should come back empty afterwards.",
   fix=[("rollback 0", "rollback 1")],
   cneeds=["rollback 0"], cflags=["rollback 1"])

sc(19, "nx-os", "literal", "code_block", "same_topic",
   "Create an SVI for VLAN 20 on ams1-dc-nx01 with 10.10.20.2/24.",
   "```\nfeature svi\ninterface Vlan20\n  no shutdown\n  ip address 10.10.20.2/24\n```",
   "there's no feature svi on NX-OS, it's feature interface-vlan",
   "feature svi", "feature interface-vlan",
   "Give me the full block for the VLAN 30 SVI plus HSRP on ams1-dc-nx02: it's .3, the VIP is .1.",
   "```\nfeature svi\nfeature hsrp\n\ninterface Vlan30\n  no shutdown\n  ip address 10.10.30.3/24\n  hsrp 30\n    ip 10.10.30.1\n```",
   ["feature interface-vlan"], ["feature svi"],
   "I need a port-channel from ams1-dc-nx01 to the firewall pair using LACP. Which features have to be on first?",
   "`feature lacp` for the LACP negotiation, and `feature vpc` if the port-channel spans both Nexus. Then:\n\n```\ninterface port-channel10\n  switchport mode trunk\n  vpc 10\n```",
   fix=[("feature svi", "feature interface-vlan")])

sc(20, "vpn", "literal", "code_block", "lookalike",
   "Users on the lon2 GRE/IPsec tunnel get hung HTTPS sessions. The tunnel has ip mtu 1400. What MSS clamp do I set?",
   "Clamp the MSS on the tunnel interface:\n\n```\ninterface Tunnel20\n ip mtu 1400\n ip tcp adjust-mss 1400\n```",
   "MSS has to be MTU minus 40 (20 IP + 20 TCP), so with ip mtu 1400 it's adjust-mss 1360.",
   "ip tcp adjust-mss 1400", "ip tcp adjust-mss 1360",
   "Same symptom on the fra1 tunnel (Tunnel21), also 1400 MTU.",
   "```\ninterface Tunnel21\n ip mtu 1400\n ip tcp adjust-mss 1400\n```\n\nNo need to bounce the tunnel; the clamp applies to new TCP sessions.",
   ["ip tcp adjust-mss 1360"], ["adjust-mss 1400"],
   "What should the IP MTU be on the new DMVPN tunnel for the shop branches? Standard GRE plus IPsec over the internet.",
   "Use the same values as the other tunnels:\n\n```\ninterface Tunnel30\n ip mtu 1400\n ip tcp adjust-mss 1360\n```\n\n1400 leaves room for the GRE and ESP overhead inside a 1500-byte path.",
   fix=[("adjust-mss 1400", "adjust-mss 1360")],
   cneeds=["ip mtu 1400"], cflags=["ip mtu 1360"])

sc(21, "pf", "literal", "reworded", "lookalike",
   "I edited /etc/pf.conf on ams1-fw-obsd01. How do I check the syntax without actually loading it?",
   "Run `pfctl -f /etc/pf.conf -v`: it parses the file and prints each rule, so errors show up with a line number.",
   "-v still loads the ruleset! Dry run is -n: pfctl -nf /etc/pf.conf",
   "pfctl -f /etc/pf.conf -v", "pfctl -nf /etc/pf.conf",
   "Before I reload the firewall on fra1-fw-obsd01 I want to be sure the new anchor lines parse. What's the command?",
   "Parse it first with `pfctl -f /etc/pf.conf -v`. If that prints the rules without errors you're good; a typo is reported with its line number.",
   ["pfctl -nf /etc/pf.conf"], ["pfctl -f /etc/pf.conf -v"],
   "The syntax check passed on fra1-fw-obsd01. What actually loads the new ruleset?",
   "`pfctl -f /etc/pf.conf` loads it. Existing states are kept, so open sessions survive; run `pfctl -sr` afterwards to confirm the new rules are in.",
   fix=[("pfctl -f /etc/pf.conf -v", "pfctl -nf /etc/pf.conf")],
   cneeds=["`pfctl -f /etc/pf.conf` loads"], cflags=["pfctl -nf", "pfctl -f /etc/pf.conf -v"])

sc(22, "cisco-ios", "literal", "code_block", "lookalike",
   "Local fallback admin account on ams1-core-rtr01 in case TACACS is down, username netadmin.",
   "```\nusername netadmin privilege 15 password Xk9#fallback\naaa authentication login default group tacacs+ local\n```",
   "use secret, not password. password ends up as reversible type 7",
   "privilege 15 password", "privilege 15 secret",
   "Add a second break-glass user, noc-breakglass, to the same router.",
   "```\nusername noc-breakglass privilege 15 password Zq4!glass\n```\n\nStore the password in the vault under network/break-glass.",
   ["privilege 15 secret"], ["privilege 15 password"],
   "Baseline hardening lines for the config template: encrypt stored passwords, no HTTP server, SSH v2 only.",
   "```\nservice password-encryption\nno ip http server\nno ip http secure-server\nip ssh version 2\n```\n\n`service password-encryption` only obfuscates the type 7 strings left in the config, so keep using secrets for accounts.",
   fix=[("privilege 15 password", "privilege 15 secret")],
   cneeds=["service password-encryption"], cflags=["service secret-encryption"])

sc(23, "iptables", "literal", "code_block", "lookalike",
   "keepalived VRRP between ams1-lb01 and ams1-lb02 isn't working; the hosts have a default-drop INPUT policy. What iptables rule do I need?",
   "Allow the VRRP advertisements:\n\n```\niptables -A INPUT -i eth1 -d 224.0.0.102 -j ACCEPT\n```",
   "Hmm, isn't VRRP 224.0.0.18? .102 is HSRPv2 as far as I know.",
   "-d 224.0.0.102", "-d 224.0.0.18",
   "Same keepalived pair in fra1 (fra1-lb01/02), but their VRRP runs on bond0.900. Rule please.",
   "```\niptables -A INPUT -i bond0.900 -d 224.0.0.102 -j ACCEPT\nnetfilter-persistent save\n```",
   ["224.0.0.18"], ["224.0.0.102"],
   "The CoPP ACL on ams1-dist-sw01 must still let the HSRPv2 hellos from its peer through. Which entry?",
   "```\nip access-list extended COPP-FHRP\n permit udp any host 224.0.0.102 eq 1985\n```\n\nHSRP version 2 sends its hellos to 224.0.0.102 on UDP 1985.",
   fix=[("224.0.0.102", "224.0.0.18")],
   cneeds=["224.0.0.102 eq 1985"], cflags=["224.0.0.18"])

sc(24, "dns", "literal", "code_block", "lookalike",
   "named.conf options block for the internal resolvers ams1-dns01/02; they resolve for all our sites.",
   "```\noptions {\n    directory \"/var/cache/bind\";\n    recursion yes;\n    allow-recursion { any; };\n    dnssec-validation auto;\n    listen-on { 10.40.0.53; };\n};\n```",
   "never any on allow-recursion, that makes them open resolvers. Use the internal-nets ACL.",
   "allow-recursion { any; };", "allow-recursion { internal-nets; };",
   "ams1-dns02 listens on 10.40.0.54 and also forwards to Quad9. Full options block?",
   "```\noptions {\n    directory \"/var/cache/bind\";\n    recursion yes;\n    allow-recursion { any; };\n    forwarders { 9.9.9.9; 149.112.112.112; };\n    forward first;\n    dnssec-validation auto;\n    listen-on { 10.40.0.54; };\n};\n```",
   ["allow-recursion { internal-nets; };"], ["allow-recursion { any; };"],
   "The external authoritative server ns1.acme-net.example serves our public zone. What should its query and recursion settings be?",
   "```\noptions {\n    recursion no;\n    allow-query { any; };\n    allow-transfer { 198.51.100.53; };\n};\n```\n\nAn authoritative-only server has to answer anyone for its zones, so `allow-query { any; }` is right; with `recursion no` it can't be abused as a resolver.",
   fix=[("allow-recursion { any; };", "allow-recursion { internal-nets; };")],
   cneeds=["allow-query { any; };"], cflags=["allow-query { internal-nets; };"])

sc(25, "junos", "literal", "code_block", "lookalike",
   "Apply the PROTECT-RE filter on ams1-edge-mx01 so it actually protects the routing engine.",
   "```\nset interfaces lo0 unit 0 family inet filter output PROTECT-RE\n```\n\nAll traffic to the RE crosses lo0, so filtering there covers every interface.",
   "Wrong direction: RE protection is an input filter on lo0. Output only sees what the RE itself sends.",
   "filter output PROTECT-RE", "filter input PROTECT-RE",
   "Do the same RE protection on fra1-edge-mx02, and include the IPv6 filter PROTECT-RE-V6.",
   "```\nset interfaces lo0 unit 0 family inet filter output PROTECT-RE\nset interfaces lo0 unit 0 family inet6 filter output PROTECT-RE-V6\n```",
   ["filter input PROTECT-RE\n", "filter input PROTECT-RE-V6"], ["filter output PROTECT-RE"],
   "The customer on ge-0/0/3.120 must not receive anything except replies from our DNS and NTP servers. Filter CUST-EGRESS is written; apply it to the traffic going out to them.",
   "```\nset interfaces ge-0/0/3 unit 120 family inet filter output CUST-EGRESS\n```\n\nOutput is the right direction here: it's evaluated on packets leaving toward the customer.",
   fix=[("filter output PROTECT-RE", "filter input PROTECT-RE")],
   cneeds=["filter output CUST-EGRESS"], cflags=["filter input CUST-EGRESS"])

sc(26, "bgp", "literal", "renamed_identifier", "lookalike",
   "On ams1-edge-rtr01 I only want to advertise our own prefixes to transit, nothing we learned. AS-path filter please.",
   "```\nip as-path access-list 10 permit .*\n!\nrouter bgp 64620\n neighbor 203.0.113.1 filter-list 10 out\n```",
   "`.*` matches every path, that leaks the full table to transit. Locally originated is the empty path, `^$`.",
   "ip as-path access-list 10 permit .*", "ip as-path access-list 10 permit ^$",
   "Same for the second transit on fra1-edge-rtr01 (neighbor 198.51.100.77); use list 20 there.",
   "```\nip as-path access-list 20 permit .*\n!\nrouter bgp 64620\n neighbor 198.51.100.77 filter-list 20 out\n```",
   ["ip as-path access-list 20 permit ^$"], ["permit .*"],
   "From the transits we take a full table inbound, no AS-path filtering, just max-prefix. Write it with an explicit permit-all as-path list 99 so the policy is visible.",
   "```\nip as-path access-list 99 permit .*\n!\nrouter bgp 64620\n neighbor 203.0.113.1 filter-list 99 in\n neighbor 203.0.113.1 maximum-prefix 1000000 90 warning-only\n```",
   fix=[("permit .*", "permit ^$")],
   cneeds=["ip as-path access-list 99 permit .*"], cflags=["access-list 99 permit ^$"], literal="permit .*")

sc(27, "dhcp", "literal", "code_block", "already_correct",
   "Failover pair for dhcpd between ams1-dhcp01 and ams1-dhcp02, 50/50 load balancing.",
   "```\nfailover peer \"ams1-dhcp\" {\n  primary;\n  address 10.40.0.67;\n  port 647;\n  peer address 10.40.0.68;\n  peer port 647;\n  max-response-delay 60;\n  max-unacked-updates 10;\n  mclt 3600;\n  split 255;\n  load balance max seconds 3;\n}\n```",
   "128 for 50/50.",
   "split 255;", "split 128;",
   "Same failover block for the fra1 pair: fra1-dhcp01 is 10.12.0.67 and fra1-dhcp02 is 10.12.0.68.",
   "```\nfailover peer \"fra1-dhcp\" {\n  primary;\n  address 10.12.0.67;\n  port 647;\n  peer address 10.12.0.68;\n  peer port 647;\n  max-response-delay 60;\n  max-unacked-updates 10;\n  mclt 3600;\n  split 255;\n  load balance max seconds 3;\n}\n```",
   ["split 128;"], ["split 255;"],
   "Summarise the ams1 DHCP failover settings for the runbook.",
   "Primary ams1-dhcp01 (10.40.0.67) and secondary ams1-dhcp02 (10.40.0.68) talk on port 647, with `mclt 3600;` and `split 128;` so each server answers half of the clients. mclt and split are only set on the primary.",
   fix=[("split 255;", "split 128;")],
   cneeds=["split 128;"])

sc(28, "dhcp", "literal", "reworded", "lookalike",
   "The new Yealink T54W phones in ams1 need to find the provisioning server. What do I add to the IOS DHCP pool VOICE-AMS1?",
   "```\nip dhcp pool VOICE-AMS1\n option 150 ip 10.40.0.69\n```\n\nThe phones read option 150 and fetch their config from that TFTP server.",
   "Option 150 is the Cisco phone thing, the Yealinks ignore it. They want option 66 with the URL: option 66 ascii http://prov.nw.acme.internal",
   "option 150 ip 10.40.0.69", "option 66 ascii http://prov.nw.acme.internal",
   "fra1 gets the same Yealinks next week. Which DHCP option do I set in pool VOICE-FRA1 so they provision?",
   "Add `option 150 ip 10.40.0.69` to VOICE-FRA1, same as in ams1; the phones pick up the provisioning server from it on first boot.",
   ["option 66 ascii http://prov.nw.acme.internal"], ["option 150"],
   "lon2 still has the Cisco 8841s registered to the CUCM cluster (TFTP 10.70.0.10). What option does their pool need?",
   "Cisco IP phones take their TFTP server list from option 150:\n\n```\nip dhcp pool VOICE-LON2\n option 150 ip 10.70.0.10\n```",
   fix=[("option 150 ip 10.40.0.69", "option 66 ascii http://prov.nw.acme.internal")],
   cneeds=["option 150 ip 10.70.0.10"], cflags=["option 66"])

sc(29, "sip-asterisk", "literal", "code_block", "same_topic",
   "The endpoints on ams1-pbx01 randomly show Unavailable; I want Asterisk to OPTIONS-ping the phones. pjsip.conf aor for 1001?",
   "```\n[1001]\ntype=aor\nmax_contacts=1\nqualify=yes\n```",
   "qualify=yes is chan_sip. In pjsip the aor takes qualify_frequency=60.",
   "qualify=yes", "qualify_frequency=60",
   "Give me aor sections for 1002 and 1003 in the same style.",
   "```\n[1002]\ntype=aor\nmax_contacts=1\nqualify=yes\n\n[1003]\ntype=aor\nmax_contacts=1\nqualify=yes\n```",
   ["qualify_frequency=60"], ["qualify=yes"],
   "Phones behind home NAT get one-way audio. Which endpoint options fix that in pjsip?",
   "On the endpoint:\n\n```\n[1001]\ntype=endpoint\ndirect_media=no\nrtp_symmetric=yes\nforce_rport=yes\nrewrite_contact=yes\n```",
   fix=[("qualify=yes", "qualify_frequency=60")])

# =====================================================================
# paraphrase (the same mistake with another identifier or value)
# =====================================================================

sc(1, "vlan-trunking", "paraphrase", "code_block", "lookalike",
   "Need to add VLAN 30 to the uplink trunk Gi1/0/48 on ams1-acc-sw04 without touching the VLANs already on it. What's the config?",
   "Here's the change:\n\n```\ninterface GigabitEthernet1/0/48\n switchport trunk allowed vlan 30\n```\n\nAfterwards `show interfaces trunk` should list 30 under \"Vlans allowed on trunk\".",
   "careful, that replaces the whole allowed list and drops 10/20/110 off the uplink. It has to be `switchport trunk allowed vlan add 30`.",
   "switchport trunk allowed vlan 30", "switchport trunk allowed vlan add 30",
   "fra1-acc-sw02's Po1 uplink needs VLAN 45 as well (the camera VLAN). Keep everything else on the trunk as it is.",
   "```\ninterface Port-channel1\n switchport trunk allowed vlan 45\n```\n\nThe member ports inherit it from the port-channel, so there's no need to touch Gi1/0/47-48.",
   ["switchport trunk allowed vlan add 45"], [r"re:allowed vlan 45\b"],
   "Brand-new trunk on lon2-acc-sw01 Gi1/0/1 to the new AP switch; it should carry only VLANs 10, 20 and 30.",
   "```\ninterface GigabitEthernet1/0/1\n description uplink lon2-ap-sw01\n switchport mode trunk\n switchport trunk allowed vlan 10,20,30\n```\n\nThe port is new, so there's nothing to preserve and setting the list outright is what you want here.",
   fix=[("allowed vlan 45", "allowed vlan add 45")],
   cneeds=["switchport trunk allowed vlan 10,20,30"], cflags=["allowed vlan add"])

sc(30, "cisco-ios", "paraphrase", "equivalent_construct", "lookalike",
   "ACL so that only the jump host subnet 10.40.8.0/22 can reach the vty lines on ams1-core-rtr01.",
   "```\naccess-list 10 permit 10.40.8.0 255.255.252.0\naccess-list 10 deny any log\n!\nline vty 0 15\n access-class 10 in\n transport input ssh\n```",
   "IOS ACLs take wildcard masks, not subnet masks. 10.40.8.0 0.0.3.255.",
   "10.40.8.0 255.255.252.0", "10.40.8.0 0.0.3.255",
   "Named version for the distribution switches: ACL VTY-MGMT permitting the monitoring subnet 10.40.16.0/21.",
   "```\nip access-list standard VTY-MGMT\n permit 10.40.16.0 255.255.248.0\n deny any log\n!\nline vty 0 15\n access-class VTY-MGMT in\n```",
   ["permit 10.40.16.0 0.0.7.255"], ["255.255.248.0"],
   "Static route on lon2-wan-rtr01 so the jump host range 10.40.8.0/22 goes via the MPLS next hop 192.0.2.45.",
   "```\nip route 10.40.8.0 255.255.252.0 192.0.2.45 name JUMPHOSTS\n```\n\nStatic routes take a normal subnet mask.",
   fix=[("10.40.16.0 255.255.248.0", "10.40.16.0 0.0.7.255")],
   cneeds=["ip route 10.40.8.0 255.255.252.0"], cflags=["0.0.3.255"])

sc(31, "palo-alto", "paraphrase", "renamed_identifier", "lookalike",
   "Inbound HTTPS to the web server: public 203.0.113.10 is NATed to 10.50.1.10 in the dmz zone. Security rule on ams1-fw-pa01?",
   "```\nset rulebase security rules web-in from untrust to dmz\nset rulebase security rules web-in source any destination 10.50.1.10\nset rulebase security rules web-in application ssl service application-default action allow\n```",
   "PAN-OS matches security rules on the pre-NAT destination IP, so it needs 203.0.113.10 there. The zone is post-NAT (dmz), that part's right.",
   "destination 10.50.1.10", "destination 203.0.113.10",
   "Now SMTP to the mail relay: public 203.0.113.25 goes to 10.50.1.25 in dmz. Rule name mail-in.",
   "```\nset rulebase security rules mail-in from untrust to dmz\nset rulebase security rules mail-in source any destination 10.50.1.25\nset rulebase security rules mail-in application smtp service application-default action allow\n```",
   ["destination 203.0.113.25"], ["destination 10.50.1.25"],
   "And the NAT rule for the web server itself?",
   "```\nset rulebase nat rules web-in-nat from untrust to untrust\nset rulebase nat rules web-in-nat destination 203.0.113.10 service service-https\nset rulebase nat rules web-in-nat destination-translation translated-address 10.50.1.10\n```\n\nNAT rules use the pre-NAT zones (untrust to untrust) and translate to the private address.",
   fix=[("destination 10.50.1.25", "destination 203.0.113.25")],
   cneeds=["translated-address 10.50.1.10"], cflags=["translated-address 203.0.113.10"])

sc(32, "iptables", "paraphrase", "reordered_args", "lookalike",
   "Forward TCP 8443 arriving on ams1-fw-lnx01's outside interface to the internal dashboard at 10.40.2.15:443.",
   "```\niptables -t nat -A POSTROUTING -i eth0 -p tcp --dport 8443 -j DNAT --to-destination 10.40.2.15:443\niptables -A FORWARD -p tcp -d 10.40.2.15 --dport 443 -j ACCEPT\n```",
   "DNAT goes in PREROUTING. POSTROUTING is for SNAT/MASQUERADE and won't even accept -i.",
   "-t nat -A POSTROUTING -i eth0 -p tcp --dport 8443 -j DNAT", "-t nat -A PREROUTING -i eth0 -p tcp --dport 8443 -j DNAT",
   "Also expose SSH on the bastion 10.40.2.20 as port 2222 on the same firewall.",
   "```\niptables -A POSTROUTING -t nat -p tcp -i eth0 --dport 2222 -j DNAT --to-destination 10.40.2.20:22\niptables -A FORWARD -d 10.40.2.20 -p tcp --dport 22 -j ACCEPT\n```",
   [r"re:-A PREROUTING[^\n]*--dport 2222 -j DNAT"], [r"re:-A POSTROUTING[^\n]*-j DNAT"],
   "Internal hosts behind ams1-fw-lnx01 need to reach the internet through eth0. NAT rule?",
   "```\niptables -t nat -A POSTROUTING -o eth0 -s 10.0.0.0/8 -j MASQUERADE\n```\n\nSource NAT happens after the routing decision, so POSTROUTING with -o is the right place.",
   fix=[("-A POSTROUTING -t nat", "-A PREROUTING -t nat")],
   cneeds=["-A POSTROUTING -o eth0"], cflags=["-A PREROUTING"])

sc(33, "vpn", "paraphrase", "other_identifier", "lookalike",
   "The site-to-site IPsec peer 198.51.100.7 needs to get through ams1-fw-lnx01 to the strongSwan box. Which iptables rules?",
   "```\niptables -A INPUT -s 198.51.100.7 -p udp --dport 500 -j ACCEPT\niptables -A INPUT -s 198.51.100.7 -p udp --dport 4500 -j ACCEPT\niptables -A INPUT -s 198.51.100.7 -p udp --dport 50 -j ACCEPT\n```",
   "ESP isn't UDP, it's IP protocol 50 on its own. Last line should be -p esp.",
   "-p udp --dport 50 -j ACCEPT", "-p esp -j ACCEPT",
   "The fra1 gateway runs OpenBSD pf instead. Equivalent rules for the same peer?",
   "```\npass in on egress proto udp from 198.51.100.7 to (egress) port { 500 4500 }\npass in on egress proto udp from 198.51.100.7 to (egress) port 50\n```",
   ["proto esp"], [r"re:port 50\b"],
   "Edge ACL on the IOS router in front of it, for the same peer to 203.0.113.2.",
   "```\nip access-list extended OUTSIDE-IN\n permit udp host 198.51.100.7 host 203.0.113.2 eq isakmp\n permit udp host 198.51.100.7 host 203.0.113.2 eq non500-isakmp\n permit 50 host 198.51.100.7 host 203.0.113.2\n```\n\n`permit 50` is IP protocol 50 (ESP); IOS also accepts `permit esp`.",
   fix=[("proto udp from 198.51.100.7 to (egress) port 50", "proto esp from 198.51.100.7 to (egress)")],
   cneeds=["permit 50 host 198.51.100.7"], cflags=[r"re:eq 50\b"])

sc(34, "sip-asterisk", "paraphrase", "code_block", "unrelated",
   "Outbound dialplan on ams1-pbx01: users dial 9 plus the number, and it goes out via the carrier endpoint carrier-a.",
   "```\n[outbound]\nexten => _9X.,1,Dial(PJSIP/${EXTEN}@carrier-a,60)\n same => n,Hangup()\n```",
   "you need ${EXTEN:1} there, otherwise the 9 goes to the carrier and every call fails",
   "Dial(PJSIP/${EXTEN}@carrier-a,60)", "Dial(PJSIP/${EXTEN:1}@carrier-a,60)",
   "Add an international route: 9 plus 00 plus the number goes out via carrier-b.",
   "```\n[outbound]\nexten => _900X.,1,Dial(PJSIP/${EXTEN}@carrier-b,90)\n same => n,Hangup()\n```",
   ["Dial(PJSIP/${EXTEN:1}@carrier-b,90)"], ["PJSIP/${EXTEN}@carrier-b"],
   "What does `show spanning-tree root` tell me on a Catalyst?",
   "It lists, per VLAN, the root bridge ID, the root path cost and the local port that leads toward the root. Handy for spotting a VLAN whose root ended up on an access switch.",
   fix=[("PJSIP/${EXTEN}@carrier-b", "PJSIP/${EXTEN:1}@carrier-b")])

sc(35, "nx-os", "paraphrase", "reworded", "already_correct",
   "Ping the syslog server 10.40.0.80 from ams1-dc-nx01's mgmt0 to check reachability.",
   "From exec mode: `ping 10.40.0.80 source-interface mgmt0`. If it fails, check the default route in the management table.",
   "mgmt0 lives in the management VRF, without `vrf management` the ping goes out the default table.",
   "ping 10.40.0.80 source-interface mgmt0", "ping 10.40.0.80 vrf management",
   "Copy the new NX-OS image from the SCP server 10.40.0.90 onto ams1-dc-nx02 over mgmt0.",
   "`copy scp://netops@10.40.0.90/images/nxos64-cs.10.3.4a.M.bin bootflash:` will prompt for the password and pull the image over mgmt0; verify it with `show file bootflash:nxos64-cs.10.3.4a.M.bin md5sum` afterwards.",
   ["vrf management"], [],
   "Traceroute from ams1-dc-nx01's management port to the NTP server 10.40.0.123?",
   "`traceroute 10.40.0.123 vrf management`. mgmt0 is in the management VRF, so the vrf keyword is what makes it use that routing table.",
   fix=[("bootflash:` will", "bootflash: vrf management` will")],
   cneeds=["vrf management"])

sc(36, "junos", "paraphrase", "reworded", "lookalike",
   "What routes is our transit peer 198.51.100.9 actually sending us on ams1-edge-mx01?",
   "`show route advertising-protocol bgp 198.51.100.9` lists the prefixes exchanged with that neighbor; add `| count` for just the number.",
   "I think you mean receive-protocol? advertising-protocol is what we send them.",
   "advertising-protocol bgp 198.51.100.9", "receive-protocol bgp 198.51.100.9",
   "I suspect the IX peer 203.0.113.77 on fra1-edge-mx02 stopped announcing their /22. How do I see what we're getting from them?",
   "Check with `show route advertising-protocol bgp 203.0.113.77 | match /22`. If the prefix isn't listed they've withdrawn it; if it's there but not active, look at `show route hidden`.",
   ["receive-protocol bgp 203.0.113.77"], ["advertising-protocol bgp 203.0.113.77"],
   "A customer says they don't see our 10.10.0.0/16. What are we announcing to them at 192.0.2.130 on ams1-edge-mx01?",
   "`show route advertising-protocol bgp 192.0.2.130` shows exactly what we export to that neighbor after policy; if 10.10.0.0/16 is missing, the export policy is filtering it.",
   fix=[("advertising-protocol bgp 203.0.113.77", "receive-protocol bgp 203.0.113.77")],
   cneeds=["advertising-protocol bgp 192.0.2.130"], cflags=["receive-protocol bgp 192.0.2.130"])

sc(37, "bgp", "paraphrase", "equivalent_construct", "lookalike",
   "I changed the inbound route-map on ams1-edge-rtr01 for transit neighbor 192.0.2.1. How do I apply it?",
   "Reset the session so the new policy is evaluated:\n\n```\nclear ip bgp 192.0.2.1\n```",
   "Don't hard-reset a production transit session. clear ip bgp 192.0.2.1 soft in does it without dropping the peering.",
   "clear ip bgp 192.0.2.1", "clear ip bgp 192.0.2.1 soft in",
   "Updated the outbound prepend policy toward 198.51.100.33 on fra1-edge-rtr01 (IOS-XE, we use the address-family style commands). Apply it.",
   "```\nclear bgp ipv4 unicast 198.51.100.33\n```\n\nGive it a minute and check `show bgp ipv4 unicast neighbors 198.51.100.33 advertised-routes`.",
   [r"re:clear bgp ipv4 unicast 198\.51\.100\.33 soft( out)?"], [r"re:(?m)clear bgp ipv4 unicast 198\.51\.100\.33\s*$"],
   "The session to 192.0.2.1 has been stuck in Idle since the provider changed the MD5 password; I've updated it on our side. How do I force it to re-establish now?",
   "A soft clear won't help because there's no session to refresh. Do a full reset:\n\n```\nclear ip bgp 192.0.2.1\n```\n\nThen watch `show ip bgp neighbors 192.0.2.1 | include state`.",
   fix=[("clear bgp ipv4 unicast 198.51.100.33\n", "clear bgp ipv4 unicast 198.51.100.33 soft out\n")],
   cneeds=[r"re:(?m)^clear ip bgp 192\.0\.2\.1$"], cflags=["192.0.2.1 soft"])

sc(38, "dhcp", "paraphrase", "code_block", "already_correct",
   "Relay DHCP for VLAN 210 on ams1-dc-nx01 to our DHCP servers.",
   "```\ninterface Vlan210\n  ip helper-address 10.40.0.67\n  ip helper-address 10.40.0.68\n```",
   "Thanks, applied the VLAN 210 bits. One thing though: that's IOS syntax. On the Nexus it's `ip dhcp relay address 10.40.0.67` (and .68) with feature dhcp on. Works now.",
   "ip helper-address 10.40.0.67", "ip dhcp relay address 10.40.0.67",
   "VLAN 220 on ams1-dc-nx02 needs relay too, but only to the secondary, 10.40.0.68.",
   "```\ninterface Vlan220\n  ip helper-address 10.40.0.68\n```",
   ["ip dhcp relay address 10.40.0.68"], ["ip helper-address"],
   "VLAN 230 on ams1-dc-nx01, relay to both DHCP servers.",
   "```\nfeature dhcp\ninterface Vlan230\n  ip dhcp relay address 10.40.0.67\n  ip dhcp relay address 10.40.0.68\n```",
   fix=[("ip helper-address 10.40.0.68", "ip dhcp relay address 10.40.0.68")],
   cneeds=["ip dhcp relay address 10.40.0.67"])

sc(39, "dns", "paraphrase", "casing", "lookalike",
   "How do I check what name the resolver has for 10.40.0.53?",
   "`dig PTR 10.40.0.53 @10.40.0.53 +short` returns the hostname from the reverse zone.",
   "That queries a PTR for the literal name \"10.40.0.53\". Use dig -x 10.40.0.53, it builds the in-addr.arpa name for you.",
   "dig PTR 10.40.0.53", "dig -x 10.40.0.53",
   "Is the reverse record for the new plotter 10.10.40.20 in place?",
   "Run `dig ptr 10.10.40.20 +short`. If it prints ams1-plotter01.nw.acme.internal. the record is there; empty output means it's missing from the 10.10.in-addr.arpa zone.",
   ["dig -x 10.10.40.20"], [r"re:(?i)dig ptr 10\.10"],
   "I want to query the reverse name directly rather than with -x, to test the delegation for 10.40.0.53.",
   "```\ndig PTR 53.0.40.10.in-addr.arpa @10.40.0.53\n```\n\nThat's the exact name `dig -x` would build, so you can also point it at the parent server to check the delegation.",
   fix=[("dig ptr 10.10.40.20", "dig -x 10.10.40.20")],
   cneeds=["dig PTR 53.0.40.10.in-addr.arpa"], cflags=["dig -x 53.0.40.10"])

sc(40, "palo-alto", "paraphrase", "other_identifier", "same_topic",
   "Test whether a flow from 10.10.20.15 to the intranet server 10.50.2.30 on TCP 443 would be allowed on ams1-fw-pa01.",
   "```\ntest security-policy-match from trust to dmz source 10.10.20.15 destination 10.50.2.30 destination-port 443 protocol tcp\n```",
   "protocol takes the IP protocol number on that command, so protocol 6",
   "protocol tcp", "protocol 6",
   "And DNS from the same host to the resolver 10.40.0.53 over UDP?",
   "```\ntest security-policy-match from trust to services source 10.10.20.15 destination 10.40.0.53 destination-port 53 protocol udp\n```",
   ["protocol 17"], ["protocol udp"],
   "How do I see the live sessions to the intranet server on ams1-fw-pa01?",
   "`show session all filter destination 10.50.2.30` lists them; add `destination-port 443` to narrow it down, and `show session id <id>` shows the details of one.",
   fix=[("protocol udp", "protocol 17")])

sc(41, "vpn", "paraphrase", "other_identifier", "same_topic",
   "IKEv2 proposal for the new tunnel from ams1-wan-rtr01 to the Azure VPN gateway.",
   "```\ncrypto ikev2 proposal AZURE-PROP\n encryption aes-cbc-256\n integrity sha256\n group 2\n```",
   "group 2 is banned by our crypto standard. IKEv2 proposals use group 20 (ECP384), Azure supports it.",
   "group 2", "group 20",
   "Same tunnel but from the Palo Alto in fra1 (fra1-fw-pa01). IKE crypto profile please.",
   "```\nset network ike crypto-profiles ike-crypto-profiles AZURE-IKE encryption aes-256-cbc\nset network ike crypto-profiles ike-crypto-profiles AZURE-IKE hash sha256\nset network ike crypto-profiles ike-crypto-profiles AZURE-IKE dh-group group2\nset network ike crypto-profiles ike-crypto-profiles AZURE-IKE lifetime hours 8\n```",
   ["dh-group group20"], [r"re:dh-group group2\b"],
   "What lifetime should the IKE SA have for the Azure tunnel?",
   "Azure uses 28800 seconds for the IKE SA, so set `lifetime 28800` in the IKEv2 profile (or `lifetime hours 8` on the Palo Alto) to avoid renegotiation mismatches.",
   fix=[("dh-group group2", "dh-group group20")])

sc(42, "sip-asterisk", "paraphrase", "code_block", "lookalike",
   "Ring extension 1001 for 20 seconds, then go to voicemail.",
   "```\nexten => 1001,1,Dial(PJSIP/1001,20000)\n same => n,VoiceMail(1001@default,u)\n same => n,Hangup()\n```",
   "Dial's timeout is in seconds. 20000 would ring for five and a half hours.",
   "Dial(PJSIP/1001,20000)", "Dial(PJSIP/1001,20)",
   "Ring group for the helpdesk: 2001 and 2002 together for 30 seconds, then the group voicemail box 600.",
   "```\nexten => 600,1,Dial(PJSIP/2001&PJSIP/2002,30000)\n same => n,VoiceMail(600@default,u)\n same => n,Hangup()\n```",
   ["Dial(PJSIP/2001&PJSIP/2002,30)"], ["30000"],
   "What RTP port range should rtp.conf have on ams1-pbx01 to match the firewall rule (10000-20000)?",
   "```\n[general]\nrtpstart=10000\nrtpend=20000\n```",
   fix=[("PJSIP/2002,30000", "PJSIP/2002,30")],
   cneeds=["rtpend=20000"], cflags=[r"re:rtpend=20\b"])

sc(43, "iptables", "paraphrase", "reordered_args", "lookalike",
   "Allow SSH into ams1-fw-lnx01 from the jump hosts 10.40.8.0/22 only.",
   "```\niptables -A INPUT -p tcp --sport 22 -s 10.40.8.0/22 -j ACCEPT\n```\n\nThe default DROP policy on INPUT takes care of everyone else.",
   "--sport is the client's source port. Inbound SSH is --dport 22.",
   "-p tcp --sport 22", "-p tcp --dport 22",
   "And SNMP polling from the monitoring servers 10.40.16.0/21 to the same box.",
   "```\niptables -A INPUT -s 10.40.16.0/21 -p udp --sport 161 -j ACCEPT\n```",
   ["--dport 161"], ["--sport 161"],
   "ams1-fw-lnx01 also has a default DROP on OUTPUT and no conntrack. What lets the SSH replies back out to the jump hosts?",
   "Without conntrack you have to allow the server side of the session explicitly:\n\n```\niptables -A OUTPUT -p tcp --sport 22 -d 10.40.8.0/22 -j ACCEPT\n```\n\nReplies come from port 22 on this box, so --sport is correct on OUTPUT.",
   fix=[("--sport 161", "--dport 161")],
   cneeds=["-A OUTPUT -p tcp --sport 22"], cflags=["-A OUTPUT -p tcp --dport 22"])

sc(44, "ospf", "paraphrase", "other_identifier", "same_topic",
   "Area 10 on the IOS routers has an ASBR redistributing the lab's static routes, but I want to keep type-5 LSAs out of it. Which area type?",
   "Make it a stub area on every router in area 10:\n\n```\nrouter ospf 1\n area 10 stub\n```",
   "A stub area can't contain an ASBR, the externals just won't get in. Needs to be NSSA: area 10 nssa.",
   "area 10 stub", "area 10 nssa",
   "The Juniper in area 20 (lon2-wan-mx01) redistributes the branch statics, same requirement. Junos config?",
   "```\nset protocols ospf area 0.0.0.20 stub\nset protocols ospf area 0.0.0.20 interface ge-0/0/1.0\nset policy-options policy-statement STATIC-TO-OSPF term 1 from protocol static\nset policy-options policy-statement STATIC-TO-OSPF term 1 then accept\nset protocols ospf export STATIC-TO-OSPF\n```",
   ["area 0.0.0.20 nssa"], ["area 0.0.0.20 stub"],
   "How do I check which LSAs area 10 has in its database on ams1-core-rtr01?",
   "`show ip ospf database` lists them grouped by type per area; `show ip ospf database nssa-external` shows only the type-7 LSAs the ASBR originates.",
   fix=[("area 0.0.0.20 stub", "area 0.0.0.20 nssa")])

sc(45, "bgp", "paraphrase", "code_block", "already_correct",
   "Tag routes from customer 192.0.2.130 with 64620:120 (customer-learned) on ams1-edge-rtr01. They send their own communities and we must keep those.",
   "```\nroute-map CUST-IN permit 10\n set community 64620:120\n!\nrouter bgp 64620\n neighbor 192.0.2.130 route-map CUST-IN in\n```",
   "Cheers, looks good except it needs additive, otherwise we wipe the communities the customer sent.",
   "set community 64620:120", "set community 64620:120 additive",
   "Peer-learned routes from the IX peer 203.0.113.78 get 64620:130; keep their communities too.",
   "```\nroute-map IX-IN permit 10\n set community 64620:130\n!\nrouter bgp 64620\n neighbor 203.0.113.78 route-map IX-IN in\n```",
   ["set community 64620:130 additive"], [r"re:(?m)set community 64620:130\s*$"],
   "Add 64620:121 to routes from the second customer 192.0.2.140, again keeping whatever communities they send.",
   "```\nroute-map CUST2-IN permit 10\n set community 64620:121 additive\n!\nrouter bgp 64620\n neighbor 192.0.2.140 route-map CUST2-IN in\n```",
   fix=[("set community 64620:130\n", "set community 64620:130 additive\n")],
   cneeds=["set community 64620:121 additive"])

sc(46, "device-names", "paraphrase", "renamed_identifier", "lookalike",
   "SSH to ams1-core-rtr01's management interface; which hostname do I use?",
   "`ssh netops@ams1-core-rtr01.nw.acme.internal` goes to the management interface.",
   "The bare name resolves to the loopback. Management addresses live under the mgmt subzone: ams1-core-rtr01.mgmt.nw.acme.internal.",
   "ams1-core-rtr01.nw.acme.internal", "ams1-core-rtr01.mgmt.nw.acme.internal",
   "Ansible inventory entry for fra1-core-rtr02 so the playbooks reach it over OOB management.",
   "```yaml\ncore_routers:\n  hosts:\n    fra1-core-rtr02:\n      ansible_host: fra1-core-rtr02.nw.acme.internal\n      ansible_network_os: cisco.ios.ios\n```",
   ["ansible_host: fra1-core-rtr02.mgmt.nw.acme.internal"], ["ansible_host: fra1-core-rtr02.nw.acme.internal"],
   "Hop 3 of my traceroute shows ams1-core-rtr01.nw.acme.internal. Is that the right box?",
   "Yes. Our reverse zones map every routed interface address to the router's base name, so transit traffic through ams1-core-rtr01 shows up as ams1-core-rtr01.nw.acme.internal in traceroutes. The OOB management interface never carries transit traffic.",
   fix=[("fra1-core-rtr02.nw.acme.internal", "fra1-core-rtr02.mgmt.nw.acme.internal")],
   cneeds=["shows up as ams1-core-rtr01.nw.acme.internal"], cflags=["ams1-core-rtr01.mgmt.nw.acme.internal"])

sc(47, "addressing-plan", "paraphrase", "reworded", "same_topic",
   "Which subnet should the new fra1 printer VLAN 40 get?",
   "Following the per-site pattern: 10.11.40.0/24, with the gateway on 10.11.40.1.",
   "fra1's supernet is 10.12.0.0/16; 10.11 isn't allocated to anything. So 10.12.40.0/24.",
   "10.11.40.0/24", "10.12.40.0/24",
   "fra1 is also getting a camera VLAN (60). Subnet and gateway?",
   "Use 10.11.60.0/24 with the SVI on 10.11.60.1, and keep .2 to .9 for the NVRs.",
   ["10.12.60.0/24"], ["10.11.60."],
   "What's the ams1 printer subnet again?",
   "ams1 printers are on VLAN 40, 10.10.40.0/24, with the gateway on 10.10.40.1.",
   fix=[("10.11.60.", "10.12.60.")])

# =====================================================================
# semantic (a prose claim that needs rewording; looser checks)
# =====================================================================

sc(48, "junos", "semantic", "prose_claim", "same_topic",
   "If I use commit confirmed on ams1-edge-mx01 without a number, how long do I have to confirm?",
   "Without an argument, `commit confirmed` rolls back after 5 minutes unless you issue another `commit` in that window.",
   "The default for commit confirmed is 10 minutes, not 5.",
   "rolls back after 5 minutes", "rolls back after 10 minutes",
   "I'm changing the lo0 filter on fra1-edge-mx02 remotely. What's my safety net?",
   "Use `commit confirmed`. Plain `commit confirmed` gives you 5 minutes: if you lose access and can't confirm, Junos restores the previous configuration on its own. Once you've checked that you can still log in, run `commit` to make it stick.",
   ["10 minutes"], ["5 minutes"],
   "How do I see what changed between the active config and the previous commit on fra1-edge-mx02?",
   "`show system rollback compare 1 0` from operational mode, or `show | compare rollback 1` inside configure mode. Both print a diff of the last commit.",
   fix=[("5 minutes", "10 minutes")])

sc(49, "ospf", "semantic", "reworded", "unrelated",
   "The OSPF neighbor between ams1-core-rtr01 and ams1-dist-sw01 over Gi0/0/2 (Ethernet) keeps flapping. What are the default timers?",
   "On Ethernet (broadcast network type) OSPF defaults to a 10-second hello and a 30-second dead interval, so a neighbor is declared down after three missed hellos.",
   "isn't dead 4x hello on broadcast? so 40s, not 30",
   "30-second dead interval", "40-second dead interval",
   "How long does ams1-core-rtr02 take to notice that its OSPF neighbor on the 10G Ethernet link is gone if the far end dies silently?",
   "With default timers on an Ethernet segment, OSPF waits for the dead interval of 30 seconds (three missed 10-second hellos) before tearing down the adjacency. If that's too slow, run BFD on the link instead of lowering the timers.",
   ["40 seconds"], ["re:dead interval of 30", "three missed"],
   "How do I find which port on fra1-acc-sw02 the MAC address 00:1b:a9:4c:22:10 is on?",
   "`show mac address-table address 001b.a94c.2210` gives the VLAN and the port; if it points at an uplink, repeat on the next switch down.",
   fix=[("dead interval of 30 seconds (three missed 10-second hellos)", "dead interval of 40 seconds (four missed 10-second hellos)")])

sc(50, "ospf", "semantic", "prose_claim", "same_topic",
   "Should I make the user-facing SVIs passive in OSPF on ams1-dist-sw01?",
   "Yes. `passive-interface Vlan10` stops OSPF from advertising the 10.10.10.0/24 subnet, which keeps user VLANs out of the routing table.",
   "Passive only stops hellos/adjacencies on that interface, the subnet is still advertised. That's the whole point of using it on SVIs.",
   "stops OSPF from advertising the 10.10.10.0/24 subnet", "stops OSPF hellos on Vlan10 but still advertises the 10.10.10.0/24 subnet",
   "If I make the server VLAN interface passive on ams1-dist-sw02, what happens to reachability of that subnet?",
   "Once Vlan30 is passive, OSPF no longer advertises 10.10.30.0/24, so the rest of the network loses the route unless you redistribute connected or add a static.",
   [r"re:(?i)still (be )?advertis"], ["re:no longer advertises", "loses the route"],
   "How do I make all interfaces passive by default and only form OSPF adjacencies on the uplinks?",
   "```\nrouter ospf 1\n passive-interface default\n no passive-interface TenGigabitEthernet1/1/1\n no passive-interface TenGigabitEthernet1/1/2\n```",
   fix=[("Once Vlan30 is passive, OSPF no longer advertises 10.10.30.0/24, so the rest of the network loses the route unless you redistribute connected or add a static.",
         "Once Vlan30 is passive, OSPF stops sending hellos on it but still advertises 10.10.30.0/24, so reachability is unchanged.")])

sc(51, "pf", "semantic", "prose_claim", "lookalike",
   "In pf.conf on ams1-fw-obsd01 I have `block in all` at the bottom and `pass in proto tcp to port 22` near the top. Will SSH get through?",
   "Yes. pf stops at the first rule that matches, so the pass for port 22 near the top wins before the block is reached.",
   "pf is last-match-wins unless the rule has quick. As written the block at the bottom wins and SSH is dropped.",
   "pf stops at the first rule that matches", "pf uses the last matching rule unless a rule has quick",
   "Where should I put my `block in from <bruteforce>` line in pf.conf relative to the pass rules?",
   "Put it at the top. Since pf evaluates rules in order and acts on the first match, a block placed above the pass rules catches the offenders before anything lets them in.",
   [r"re:\bquick\b|last match"], [r"re:(?i)first match"],
   "Same question for iptables on ams1-fw-lnx01: I have an ACCEPT for tcp/22 near the top of INPUT and a DROP at the end. Does SSH get through?",
   "Yes. iptables walks the chain top to bottom and stops at the first match with a terminating target, so the ACCEPT for port 22 wins and the DROP is never reached for that traffic.",
   fix=[("Put it at the top. Since pf evaluates rules in order and acts on the first match, a block placed above the pass rules catches the offenders before anything lets them in.",
         "Put it after the pass rules, or write it as `block in quick from <bruteforce>`: pf applies the last matching rule unless a rule has quick.")],
   cneeds=["first match"], cflags=[r"re:(?i)last match"])

sc(52, "palo-alto", "semantic", "prose_claim", "same_topic",
   "Two servers in the trust zone on ams1-fw-pa01 need to talk to each other. Do I need a security rule?",
   "Yes. Everything not explicitly allowed is denied, including traffic within the same zone, so add a trust-to-trust rule.",
   "Intrazone traffic is allowed by intrazone-default; it's interzone-default that denies. No rule needed unless someone overrode the defaults.",
   "including traffic within the same zone", "except traffic within the same zone, which intrazone-default allows",
   "The two DMZ web servers behind fra1-fw-pa01 can't reach each other. Is a missing policy the cause?",
   "Probably. PAN-OS blocks traffic between hosts in the same zone unless a rule permits it, so dmz-to-dmz needs its own allow rule.",
   ["intrazone-default"], [r"re:(?i)blocks traffic between hosts in the same zone"],
   "What does the interzone-default rule do on ams1-fw-pa01, and why don't its denies show up in the traffic log?",
   "It denies anything that crosses zones without a matching rule. It doesn't log by default; override it under Policies > Security and enable Log at Session End if you want those denies in the traffic log.",
   fix=[("Probably. PAN-OS blocks traffic between hosts in the same zone unless a rule permits it, so dmz-to-dmz needs its own allow rule.",
         "Unlikely. Traffic between hosts in the same zone is allowed by the intrazone-default rule, so check the host firewalls and routing first.")])

sc(53, "bgp", "semantic", "reworded", "same_topic",
   "route-map FROM-CUST has only `permit 10` matching prefix-list CUST-PFX. What happens to routes that don't match?",
   "They fall through the route-map and are accepted unchanged, since nothing denies them.",
   "There's an implicit deny at the end of every route-map, so anything seq 10 doesn't match gets dropped.",
   "accepted unchanged, since nothing denies them", "dropped by the implicit deny at the end",
   "I applied route-map TO-TRANSIT (just seq 10 permitting our aggregates) outbound on fra1-edge-rtr01. Will the more-specifics still go out?",
   "Yes. Routes that don't match seq 10 aren't touched by the route-map, so the more-specifics are advertised unchanged alongside the aggregates.",
   ["implicit deny"], ["advertised unchanged"],
   "How do I see what route-map TO-TRANSIT is doing, hit counts included?",
   "`show route-map TO-TRANSIT` prints each sequence with its match and set clauses and the match counters; for BGP, compare `show ip bgp neighbors 198.51.100.77 advertised-routes` before and after the change.",
   fix=[("Yes. Routes that don't match seq 10 aren't touched by the route-map, so the more-specifics are advertised unchanged alongside the aggregates.",
         "No. Routes that don't match seq 10 hit the implicit deny at the end of the route-map, so only the aggregates are sent.")])

sc(54, "bgp", "semantic", "reworded", "same_topic",
   "I want traffic to prefer the primary transit on ams1-edge-rtr01. If I set local-preference 150 on routes from it, how does that compare to the others?",
   "Routes without an explicit local preference are treated as 0, so anything above 0 wins; 150 is more than enough.",
   "Hm, isn't the default local-pref 100 rather than 0? 150 works, but because it beats 100.",
   "treated as 0", "treated as 100",
   "For the backup transit on fra1-edge-rtr01 I want it less preferred than everything else. What local-pref?",
   "Unset local preference counts as 0, so nothing can be lower than the default. Leave the backup alone and raise the primary to 150 instead.",
   ["100"], ["re:counts as 0"],
   "What's the difference between local-pref and MED for steering our traffic?",
   "Local preference is shared inside our AS and steers outbound traffic: the highest wins. MED is sent to a neighboring AS to suggest how they should send traffic to us, and the lowest wins, if they honor it at all.",
   fix=[("Unset local preference counts as 0, so nothing can be lower than the default. Leave the backup alone and raise the primary to 150 instead.",
         "Unset local preference counts as 100, so set 50 on routes from the backup to make it lose.")])

sc(55, "cisco-ios", "semantic", "prose_claim", "same_topic",
   "HSRP for VLAN 10 on ams1-dist-sw01/02: sw01 has priority 110. When sw01 reboots and comes back, does it take over as active again?",
   "Yes. HSRP preempts by default, so as soon as sw01 is back with the higher priority it reclaims the active role.",
   "HSRP doesn't preempt unless you configure `standby 10 preempt`, without it sw02 stays active. VRRP is the one that preempts by default.",
   "HSRP preempts by default", "HSRP does not preempt unless standby preempt is configured",
   "fra1-dist-sw01 is the HSRP primary (priority 120) for VLAN 20. After its maintenance reload, will it be active again automatically?",
   "It will. Preemption is on by default in HSRP, so once fra1-dist-sw01 finishes booting and its priority of 120 beats the standby, it becomes active again.",
   ["standby 20 preempt"], [r"re:(?i)on by default"],
   "How do I check which switch is HSRP active for VLAN 10 right now?",
   "`show standby brief` on either switch lists each group with its state, priority and the active and standby addresses.",
   fix=[("It will. Preemption is on by default in HSRP, so once fra1-dist-sw01 finishes booting and its priority of 120 beats the standby, it becomes active again.",
         "Only if `standby 20 preempt` is configured on it: HSRP does not preempt by default, so without it fra1-dist-sw02 stays active.")])

sc(56, "dhcp", "semantic", "reworded", "unrelated",
   "Which ports do I open on the host firewall of ams1-dhcp01 for DHCP?",
   "The server listens on UDP 68, so allow inbound udp/68 from the relay agents; UDP 67 is the client side.",
   "Backwards. Server listens on 67, clients on 68.",
   "The server listens on UDP 68", "The server listens on UDP 67",
   "I'm writing the nftables rules for the new Kea server ams1-dhcp03. Which inbound port do the relayed requests hit?",
   "Relayed DHCPv4 requests arrive at the server's UDP port 68, so allow udp dport 68 from the relay addresses (the SVIs on the distribution switches).",
   ["67"], [r"re:dport 68\b", "UDP port 68"],
   "How do I make `show` output on IOS stop paging?",
   "`terminal length 0` for the current session; it resets when you log out.",
   fix=[("UDP port 68, so allow udp dport 68", "UDP port 67, so allow udp dport 67")])

sc(57, "dns", "semantic", "code_block", "lookalike",
   "Point acme-net.example (the bare domain) at the load balancer lb1.cdn-provider.example.",
   "Add this to the zone file:\n\n```\n@    IN  CNAME  lb1.cdn-provider.example.\n```",
   "You can't have a CNAME at the apex, it would sit next to the SOA and NS. Use A/AAAA for the LB addresses (198.51.100.80), or the provider's ALIAS.",
   "@    IN  CNAME  lb1.cdn-provider.example.", "@    IN  A      198.51.100.80",
   "The shop domain acme-shop.example should also go to the CDN edge (edge.cdn-provider.example). Zone record?",
   "```\n$ORIGIN acme-shop.example.\n@    3600  IN  CNAME  edge.cdn-provider.example.\n```",
   [r"re:@\s+3600\s+IN\s+(A|AAAA|ALIAS)\s"], [r"re:@\s+(\d+\s+)?IN\s+CNAME"],
   "www.acme-shop.example should also go to the CDN edge.",
   "```\nwww  3600  IN  CNAME  edge.cdn-provider.example.\n```\n\nA CNAME is fine on www since nothing else lives at that name.",
   fix=[("@    3600  IN  CNAME  edge.cdn-provider.example.", "@    3600  IN  ALIAS  edge.cdn-provider.example.")],
   cneeds=["www  3600  IN  CNAME  edge.cdn-provider.example."], cflags=[r"re:www\s+3600\s+IN\s+(A|ALIAS)\s"])

sc(58, "sip-asterisk", "semantic", "prose_claim", "lookalike",
   "The carrier trunk on ams1-pbx01 shows REGISTER, then 401 Unauthorized in `pjsip set logger on`. What's wrong?",
   "The 401 means the carrier is rejecting our credentials: the password in the auth section doesn't match what they have on file.",
   "A 401 on the first REGISTER is normal, that's the digest challenge. Asterisk resends with credentials; only a 401/403 to that second request means the password is wrong.",
   "the carrier is rejecting our credentials", "the carrier is sending the normal digest challenge",
   "Outbound calls via carrier-b: the SIP trace shows INVITE, 401 Unauthorized, then INVITE with an Authorization header, 100 Trying, 183 Session Progress, but no audio. Is auth broken?",
   "Yes, the 401 Unauthorized shows carrier-b rejecting our credentials on the INVITE; check the username and password in the carrier-b auth section.",
   [r"re:(?i)challenge"], [r"re:(?i)rejecting our credentials"],
   "REGISTER to carrier-a: the first 401 comes with a nonce, we resend with Authorization and get 401 again, same realm. What now?",
   "That second 401 is the real failure: the carrier checked the credentials we sent in response to the challenge and refused them. Compare the username and password in the carrier-a auth section with the carrier portal.",
   fix=[("Yes, the 401 Unauthorized shows carrier-b rejecting our credentials on the INVITE; check the username and password in the carrier-b auth section.",
         "No, the first 401 Unauthorized is just the digest challenge and the INVITE with credentials is accepted, so look at the media path for the missing audio instead.")],
   cneeds=["second 401"], cflags=[r"re:(?i)just the (digest )?challenge"])

sc(59, "vlan-trunking", "semantic", "reworded", "same_topic",
   "On the trunk between ams1-acc-sw03 and ams1-dist-sw01 with native VLAN 999, how are frames for VLAN 999 sent?",
   "They carry an 802.1Q tag with VLAN ID 999, just like every other VLAN on the trunk; the native VLAN only matters for the switch's own control traffic.",
   "Native VLAN frames go out untagged, that's what native means (unless `vlan dot1q tag native` is on).",
   "They carry an 802.1Q tag with VLAN ID 999", "They are sent untagged",
   "A server on fra1-acc-sw02 is plugged into a trunk port with native VLAN 50. Does its NIC need to do VLAN tagging to talk in VLAN 50?",
   "Yes. Every VLAN on a trunk, the native one included, is sent with an 802.1Q tag, so configure the NIC with a VLAN 50 subinterface.",
   ["untagged"], ["re:native one included"],
   "Which VLANs are allowed and forwarding on ams1-acc-sw03's uplink?",
   "`show interfaces GigabitEthernet1/0/49 trunk` shows the allowed list, the VLANs active in the management domain, and the ones forwarding (not pruned or blocked by STP).",
   fix=[("Yes. Every VLAN on a trunk, the native one included, is sent with an 802.1Q tag, so configure the NIC with a VLAN 50 subinterface.",
         "No. Native VLAN 50 traffic is sent untagged, so the NIC can use its plain interface for VLAN 50.")])

sc(60, "vpn", "semantic", "reworded", "same_topic",
   "The lon2 branch router sits behind the ISP's CGNAT. Which ports does its IPsec tunnel to ams1-wan-rtr01 use once NAT is detected?",
   "With NAT-T, ESP gets wrapped in UDP 500 alongside IKE, so UDP 500 is the only port you need.",
   "NAT-T moves to UDP 4500 for IKE and the encapsulated ESP. 500 is only for the initial IKE_SA_INIT.",
   "ESP gets wrapped in UDP 500", "ESP gets wrapped in UDP 4500",
   "What do I need to allow on the ams1 edge for the branches that are behind NAT?",
   "Allow UDP 500 from the branch public IPs. NAT-T encapsulates ESP in UDP 500, so you don't need protocol 50 or any other port for them.",
   ["4500"], ["re:encapsulates ESP in UDP 500"],
   "How do I confirm on ams1-wan-rtr01 that the lon2 tunnel is actually going through NAT?",
   "`show crypto ikev2 sa detailed` shows the local and remote ports of each IKE SA and whether NAT was detected; `show crypto ipsec sa peer <ip>` then shows whether the ESP SAs are UDP-encapsulated.",
   fix=[("Allow UDP 500 from the branch public IPs. NAT-T encapsulates ESP in UDP 500",
         "Allow UDP 500 and UDP 4500 from the branch public IPs. NAT-T encapsulates ESP in UDP 4500")])


# =====================================================================
# checks
# =====================================================================

TOP = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT = {"query", "output", "expect_contains", "expect_absent"}
CONTROL = {"query", "output"}
BUILD_ONLY = ("fix", "cflags", "cneeds", "literal")


def check(text, spec):
    """Same semantics as run.py: `re:` = Python regex search, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def public(s):
    return {k: v for k, v in s.items() if k not in BUILD_ONLY}


def check_all(scen):
    errs = []
    ids = [s["id"] for s in scen]
    if len(scen) != N:
        errs.append("expected %d scenarios, have %d" % (N, len(scen)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % sorted(i for i, c in Counter(ids).items() if c > 1))
    if sorted(ids) != ["%s-%03d" % (PREFIX, i) for i in range(1, N + 1)]:
        errs.append("ids are not exactly %s-001..%s-%03d" % (PREFIX, PREFIX, N))
    msgs = Counter(norm(s["teach"]["message"]) for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message shared by %d scenarios: %r" % (c, m))

    for s in scen:
        sid = s.get("id", "?")

        def err(msg):
            errs.append("%s: %s" % (sid, msg))

        p = public(s)
        if set(p) != TOP:
            err("top-level fields %s" % sorted(set(p) ^ TOP))
            continue
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            err("malformed id")
        for part, want in (("teach", TEACH), ("repeat", REPEAT), ("control", CONTROL)):
            if set(p[part]) != want:
                err("%s fields %s" % (part, sorted(set(p[part]) ^ want)))
        if errs and errs[-1].startswith(sid + ": ") and "fields" in errs[-1]:
            continue
        if s["difficulty"] not in DIFFICULTY:
            err("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KIND:
            err("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATION:
            err("repeat_variation %r" % s["repeat_variation"])
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            err("topic %r" % s["topic"])
        for part in ("teach", "repeat", "control"):
            for k, v in p[part].items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        err("%s.%s must be a list of non-empty strings" % (part, k))
                elif not isinstance(v, str) or not v.strip():
                    err("%s.%s empty or not a string" % (part, k))

        t, r, c = s["teach"], s["repeat"], s["control"]
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err("gold_wrong == gold_right")
        if t["gold_right"] in t["output"]:
            err("gold_right already in teach.output")
        if r["query"] == t["query"] or r["output"] == t["output"]:
            err("repeat identical to teach")
        if not r["expect_contains"] and not r["expect_absent"]:
            err("repeat has no checks")
        for spec in r["expect_contains"] + r["expect_absent"] + (s["cflags"] or []) + (s["cneeds"] or []):
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("bad regex %r: %s" % (spec, e))
        # repeat as written fails; the mistake is visibly there
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            err("repeat as written already passes its check")
        if r["expect_absent"] and not any(check(r["output"], x) for x in r["expect_absent"]):
            err("no expect_absent entry matches the repeat as written")
        # fix makes it pass
        if not s["fix"]:
            err("no fix")
        out = r["output"]
        for old, new in s["fix"] or []:
            if old not in out:
                err("fix text %r not in repeat.output" % old)
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            err("fixed repeat does not pass: missing %s, present %s" % (
                [x for x in r["expect_contains"] if not check(out, x)],
                [x for x in r["expect_absent"] if check(out, x)]))
        # literal recurrence
        if s["difficulty"] == "literal":
            lit = s["literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                err("literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                err("literal text %r not in teach.output" % lit)
        elif s["literal"]:
            err("literal set on a %s scenario" % s["difficulty"])
        # control
        kind = s["control_kind"]
        cflags = s["cflags"]
        if cflags is None:
            if kind == "lookalike":
                err("lookalike control needs explicit cflags")
                cflags = []
            else:
                cflags = list(r["expect_absent"]) + [t["gold_wrong"]]
        for spec in cflags:
            if check(c["output"], spec):
                err("control matches cflag %r" % spec)
        cneeds = s["cneeds"] or []
        if kind in ("lookalike", "already_correct") and not cneeds:
            err("%s control needs cneeds" % kind)
        for spec in cneeds:
            if not check(c["output"], spec):
                err("control lacks cneed %r" % spec)
        if c["query"] in (t["query"], r["query"]):
            err("control query repeats another query")

    # mix
    diff = Counter(s["difficulty"] for s in scen)
    ck = Counter(s["control_kind"] for s in scen)
    var = Counter(s["repeat_variation"] for s in scen)
    for name, target, got in (("difficulty", TARGET_DIFFICULTY, diff), ("control_kind", TARGET_CONTROL, ck)):
        for k, want in target.items():
            if abs(got.get(k, 0) - want) > TOLERANCE:
                errs.append("mix: %s %s = %d, target ~%d" % (name, k, got.get(k, 0), want))
    if var["reworded"] + var["code_block"] < N // 2:
        errs.append("mix: reworded + code_block should be most repeats (%d)" % (var["reworded"] + var["code_block"]))
    for k in VARIATION - {"reworded", "code_block"}:
        if not var.get(k):
            errs.append("mix: no %s repeat" % k)
    return errs, diff, ck, var


README = """# eval/dev36: learning-loop scenarios (network engineering and telecom)

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

## What it is

{n} hand-written learning-loop scenarios in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(see the "Scenario rules" in `../shared/eval/loop/README.md`): each has a `teach` conversation
whose output holds one mistake and a user message correcting it, a `repeat` session where the
same mistake comes back (fixed = every `expect_contains` present and every `expect_absent`
absent; `re:` entries are Python regexes, the rest case-sensitive substrings), and a `control`
session whose output must come back byte-identical.

Theme: network engineering and telecom: Cisco IOS and NX-OS, Junos, BGP and OSPF, VLANs and
trunking, firewalls (pf, iptables, Palo Alto), VPNs (IPsec, WireGuard), DNS and DHCP servers,
SIP and Asterisk, and a fictional company's own addressing plan and device-naming convention.

Ids `{prefix}-001` … `{prefix}-{n:03d}`. Generated by `build.py` (which also validates every
scenario: the repeat fails as written, a known fix makes it pass, the control does not match
what would make it wrong, look-alike text is really present, the mix is as intended).
Regenerate with `python3 eval/{prefix_dir}/build.py`.

## Counts

- difficulty: {diff}
- control_kind: {ck}
- repeat_variation: {var}
- topic: {topic}

## Run

From the repository root (after `go build -o bin/cairn ./cmd/cairn`):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/{prefix_dir}/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/{prefix_dir}/scenarios.jsonl                  # a fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/{prefix_dir}/scenarios.jsonl   # gold spans, retrieval + application alone
```

Add `--out <path>` to choose where the JSON report goes (default `./loop-<mode>.json`).
"""


def fmt(counter):
    return ", ".join("%s %d" % (k, v) for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])))


def main():
    scen = sorted(SC, key=lambda s: s["id"])
    errs, diff, ck, var = check_all(scen)
    print("difficulty:       %s" % fmt(diff))
    print("control_kind:     %s" % fmt(ck))
    print("repeat_variation: %s" % fmt(var))
    if errs:
        print("\n%d problem(s); nothing written:" % len(errs), file=sys.stderr)
        for e in errs:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    topic = Counter(s["topic"] for s in scen)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in scen:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(scen), prefix=PREFIX, prefix_dir=os.path.basename(HERE),
                              diff=fmt(diff), ck=fmt(ck), var=fmt(var), topic=fmt(topic)))
    print("topic:            %s" % fmt(topic))
    print("wrote %d scenarios to %s and README.md" % (len(scen), os.path.join(HERE, "scenarios.jsonl")))


if __name__ == "__main__":
    main()
