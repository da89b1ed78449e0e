#!/usr/bin/env python3
"""Build and validate the dev44 scenario set (macOS / Apple-platform administration
and development). Standard library only.

    python3 build.py

Writes scenarios.jsonl and README.md next to this file, after validating every
scenario. Exits non-zero if any check fails; cross-scenario overlaps of wrong
text are printed as warnings.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d44"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": 15, "code_block": 18}  # the others: 2..8 each

DEV_ID = "Developer ID Application: Tallgrass Inc (R7M3K9Q2XZ)"

SCENARIOS = []


def S(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    """teach = (query, output, message, gold_wrong, gold_right)
    repeat = (query, output, expect_contains, expect_absent)
    control = (query, output)
    fix = [(old, new), ...] applied to repeat.output in order; the result must pass.
    holds = text the control output must contain (lookalike / already_correct)."""
    n = len(SCENARIOS) + 1
    tq, to, tm, gw, gr = teach
    rq, ro, ec, ea = repeat
    cq, co = control
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, n),
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": list(ec), "expect_absent": list(ea)},
        "control": {"query": cq, "output": co},
        "_fix": list(fix),
        "_holds": holds,
    })


# =====================================================================================
# Data
# =====================================================================================

# 001 Homebrew prefix on Apple silicon
S("homebrew", "literal", "reworded", "lookalike",
  ("I just set up a new M3 MacBook Pro. What do I add to my .zprofile so brew is on my PATH?",
   "Add this line to `~/.zprofile`, then open a new terminal window:\n\n```sh\neval \"$(/usr/local/bin/brew shellenv)\"\n```",
   "On Apple silicon it's /opt/homebrew/bin/brew, /usr/local is the Intel prefix.",
   "/usr/local/bin/brew shellenv", "/opt/homebrew/bin/brew shellenv"),
  ("brew: command not found on my new M2 Air right after the installer finished. How do I fix my shell config?",
   "The installer doesn't edit your shell profile for you. Append `eval \"$(/usr/local/bin/brew shellenv)\"` to ~/.zprofile and run `source ~/.zprofile`.",
   ["/opt/homebrew/bin/brew shellenv"],
   [r"re:/usr/local/bin/brew\s+shellenv"]),
  ("I need an x86_64 build of an old formula on my M1. How do I run the Intel Homebrew I installed under Rosetta?",
   "Call the Intel copy explicitly through Rosetta: `arch -x86_64 /usr/local/bin/brew install openssl@1.1`. Keep `/opt/homebrew/bin` first in PATH so the native brew stays the default."),
  [("/usr/local/bin/brew shellenv", "/opt/homebrew/bin/brew shellenv")],
  holds="arch -x86_64 /usr/local/bin/brew")

# 002 brew cask install removed
S("homebrew", "literal", "code_block", "same_topic",
  ("How do I install iTerm2 with Homebrew?",
   "iTerm2 is distributed as a cask, so run `brew cask install iterm2`.",
   "brew cask install was removed ages ago, it's brew install --cask iterm2 now",
   "brew cask install", "brew install --cask"),
  ("Give me a script that installs Slack, Zoom and Rectangle on a fresh Mac with brew.",
   "```sh\n#!/bin/zsh\nset -e\nbrew update\nbrew cask install slack zoom rectangle\n```",
   [r"re:brew install (--cask )?slack zoom rectangle"],
   ["brew cask install"]),
  ("How do I see which casks I have installed?",
   "Run `brew list --cask` to list installed casks, and `brew outdated --cask` to see which of them have updates."),
  [("brew cask install", "brew install --cask")])

# 003 HOMEBREW_NO_AUTO_UPDATE
S("homebrew", "literal", "code_block", "already_correct",
  ("brew keeps updating itself every time I install something in CI. How do I stop that?",
   "Export `HOMEBREW_NO_AUTOUPDATE=1` in the job environment before any brew commands; brew will then skip the automatic `brew update`.",
   "It's HOMEBREW_NO_AUTO_UPDATE, with an underscore between AUTO and UPDATE.",
   "HOMEBREW_NO_AUTOUPDATE", "HOMEBREW_NO_AUTO_UPDATE"),
  ("Speed up our GitHub Actions macOS job, brew install spends a minute updating first.",
   "Set these at the job level:\n\n```yaml\nenv:\n  HOMEBREW_NO_AUTOUPDATE: 1\n  HOMEBREW_NO_INSTALL_CLEANUP: 1\n```",
   ["HOMEBREW_NO_AUTO_UPDATE"],
   ["HOMEBREW_NO_AUTOUPDATE"]),
  ("Can I skip the auto-update for just one brew command?",
   "Yes, prefix the command: `HOMEBREW_NO_AUTO_UPDATE=1 brew install jq` skips the update for that run only."),
  [("HOMEBREW_NO_AUTOUPDATE", "HOMEBREW_NO_AUTO_UPDATE")],
  holds="HOMEBREW_NO_AUTO_UPDATE=1")

# 004 StandardOutPath
S("launchd", "literal", "code_block", "same_topic",
  ("How do I capture the stdout of my launchd agent to a log file?",
   "Add these keys to the plist:\n\n```xml\n<key>StandardOutputPath</key>\n<string>/tmp/io.tallgrass.sync.out.log</string>\n<key>StandardErrorPath</key>\n<string>/tmp/io.tallgrass.sync.err.log</string>\n```",
   "The key is StandardOutPath. StandardOutputPath gets silently ignored, which is why my log file stayed empty.",
   "StandardOutputPath", "StandardOutPath"),
  ("Write me a LaunchDaemon plist for /usr/local/bin/backup-runner that runs hourly and logs to /var/log/backup-runner.log.",
   "```xml\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n  <key>Label</key>\n  <string>io.tallgrass.backup-runner</string>\n  <key>ProgramArguments</key>\n  <array>\n    <string>/usr/local/bin/backup-runner</string>\n  </array>\n  <key>StartInterval</key>\n  <integer>3600</integer>\n  <key>StandardOutputPath</key>\n  <string>/var/log/backup-runner.log</string>\n  <key>StandardErrorPath</key>\n  <string>/var/log/backup-runner.log</string>\n</dict>\n</plist>\n```",
   ["<key>StandardOutPath</key>"],
   ["StandardOutputPath"]),
  ("How do I make launchd restart my agent if it crashes, but not when it exits cleanly?",
   "Use the dictionary form of KeepAlive:\n\n```xml\n<key>KeepAlive</key>\n<dict>\n  <key>SuccessfulExit</key>\n  <false/>\n</dict>\n```\n\nlaunchd then relaunches it only after a non-zero exit or a crash."),
  [("StandardOutputPath", "StandardOutPath")])

# 005 StartCalendarInterval keys are singular
S("launchd", "paraphrase", "other_identifier", "same_topic",
  ("Run my cleanup script every day at 3:30 am with launchd.",
   "Use StartCalendarInterval:\n\n```xml\n<key>StartCalendarInterval</key>\n<dict>\n  <key>Hours</key>\n  <integer>3</integer>\n  <key>Minute</key>\n  <integer>30</integer>\n</dict>\n```",
   "the key is Hour not Hours (they're all singular: Minute, Hour, Weekday). launchd ignores unknown keys so this fires every hour at :30",
   "<key>Hours</key>", "<key>Hour</key>"),
  ("launchd job that runs every Monday at 9:15?",
   "```xml\n<key>StartCalendarInterval</key>\n<dict>\n  <key>Weekday</key>\n  <integer>1</integer>\n  <key>Hour</key>\n  <integer>9</integer>\n  <key>Minutes</key>\n  <integer>15</integer>\n</dict>\n```",
   ["<key>Minute</key>"],
   ["<key>Minutes</key>"]),
  ("How do I run something every 15 minutes with launchd?",
   "Use `<key>StartInterval</key><integer>900</integer>`; the value is in seconds. Unlike StartCalendarInterval it counts from when the job was loaded, not from wall-clock time."),
  [("<key>Minutes</key>", "<key>Minute</key>")])

# 006 launchctl bootstrap domain for user agents
S("launchd", "literal", "reworded", "lookalike",
  ("launchctl load is deprecated. What's the modern way to load my user agent ~/Library/LaunchAgents/io.tallgrass.menubar.plist?",
   "Use bootstrap with the system domain: `launchctl bootstrap system ~/Library/LaunchAgents/io.tallgrass.menubar.plist`.",
   "For a per-user agent it has to be the gui domain: launchctl bootstrap gui/$(id -u) <plist>. system/ is for daemons in /Library/LaunchDaemons.",
   "launchctl bootstrap system ~/Library/LaunchAgents", "launchctl bootstrap gui/$(id -u) ~/Library/LaunchAgents"),
  ("How do I reload ~/Library/LaunchAgents/io.tallgrass.notes-sync.plist after editing it?",
   "Unload and load it again: `launchctl bootout system ~/Library/LaunchAgents/io.tallgrass.notes-sync.plist`, then `launchctl bootstrap system ~/Library/LaunchAgents/io.tallgrass.notes-sync.plist`.",
   [r"re:bootstrap gui/(\$\(id -u\)|\$\{?UID\}?|\d+) (~|\$HOME|\$\{HOME\})/Library/LaunchAgents/io\.tallgrass\.notes-sync\.plist"],
   [r"re:(bootstrap|bootout) system ~/Library/LaunchAgents"]),
  ("How do I load a LaunchDaemon I just copied into /Library/LaunchDaemons?",
   "As root: `sudo launchctl bootstrap system /Library/LaunchDaemons/io.tallgrass.inventory.plist`, then check it with `sudo launchctl print system/io.tallgrass.inventory`."),
  [("bootout system ~", "bootout gui/$(id -u) ~"), ("bootstrap system ~", "bootstrap gui/$(id -u) ~")],
  holds="launchctl bootstrap system")

# 007 LaunchDaemon plist mode
S("launchd", "literal", "code_block", "lookalike",
  ("My LaunchDaemon won't load, launchctl says 'Bootstrap failed: 5: Input/output error'. What permissions does the plist need?",
   "Daemon plists have to be owned by root:wheel and must not be writable by anyone else:\n\n```sh\nsudo chown root:wheel /Library/LaunchDaemons/io.tallgrass.inventory.plist\nsudo chmod 664 /Library/LaunchDaemons/io.tallgrass.inventory.plist\n```",
   "664 leaves it group-writable, which is exactly what launchd refuses. needs 644",
   "chmod 664", "chmod 644"),
  ("Postinstall script for our asset-sync pkg that installs and loads its LaunchDaemon?",
   "```sh\n#!/bin/zsh\nchown root:wheel /Library/LaunchDaemons/io.tallgrass.assetsync.plist\nchmod 664 /Library/LaunchDaemons/io.tallgrass.assetsync.plist\nlaunchctl bootstrap system /Library/LaunchDaemons/io.tallgrass.assetsync.plist\n```",
   [r"re:chmod (0?644|u=rw,go=r) /Library/LaunchDaemons/io\.tallgrass\.assetsync\.plist"],
   [r"re:chmod 0?664 \S*\.plist"]),
  ("The inventory daemon's log should be appendable by admins without sudo. How do I set that up?",
   "Give the admin group write access to the file: `sudo chown root:admin /Library/Logs/Tallgrass/inventory.log && sudo chmod 664 /Library/Logs/Tallgrass/inventory.log`."),
  [("chmod 664", "chmod 644")],
  holds="chmod 664 /Library/Logs/Tallgrass/inventory.log")

# 008 screencapture defaults domain
S("defaults", "literal", "reworded", "unrelated",
  ("How do I change where screenshots are saved to ~/Screenshots?",
   "Run `defaults write com.apple.screenshot location ~/Screenshots` and then `killall SystemUIServer` so it picks up the change.",
   "domain is com.apple.screencapture",
   "com.apple.screenshot", "com.apple.screencapture"),
  ("Can I make screenshots save as JPG instead of PNG by default?",
   "Yes, set the type key: `defaults write com.apple.screenshot type jpg`, then `killall SystemUIServer`.",
   ["defaults write com.apple.screencapture type jpg"],
   ["com.apple.screenshot"]),
  ("What does `sudo purge` actually do?",
   "It flushes the disk cache (inactive, file-backed memory). It doesn't free memory that running apps are actively using."),
  [("com.apple.screenshot", "com.apple.screencapture")])

# 009 DSDontWrite* live in com.apple.desktopservices
S("defaults", "paraphrase", "other_identifier", "lookalike",
  ("Stop Macs writing .DS_Store files on our SMB shares.",
   "`defaults write com.apple.finder DSDontWriteNetworkStores -bool true`, then log out and back in.",
   "that key belongs to com.apple.desktopservices, not the Finder domain",
   "com.apple.finder DSDontWriteNetworkStores", "com.apple.desktopservices DSDontWriteNetworkStores"),
  ("Same thing for USB sticks please, no .DS_Store files on them either.",
   "Use the USB variant: `defaults write com.apple.finder DSDontWriteUSBStores -bool true` and restart Finder.",
   ["com.apple.desktopservices DSDontWriteUSBStores"],
   ["com.apple.finder DSDontWriteUSBStores"]),
  ("How do I show hidden files in Finder permanently?",
   "`defaults write com.apple.finder AppleShowAllFiles -bool true && killall Finder`. Cmd-Shift-. toggles them temporarily instead."),
  [("com.apple.finder DSDontWriteUSBStores", "com.apple.desktopservices DSDontWriteUSBStores")],
  holds="defaults write com.apple.finder AppleShowAllFiles")

# 010 pmset takes minutes
S("macos-cli", "literal", "reworded", "lookalike",
  ("Set the displays on our conference room Macs to sleep after 10 minutes.",
   "Run `sudo pmset -a displaysleep 600`; pmset takes the value in seconds.",
   "pmset uses minutes, so it's displaysleep 10",
   "displaysleep 600", "displaysleep 10"),
  ("Lobby kiosk iMac: turn the display off after 10 min idle, from the command line.",
   "`sudo pmset -c displaysleep 600` (value in seconds); -c applies it on AC power, which is all a desktop has.",
   [r"re:displaysleep 10\b"],
   ["displaysleep 600"]),
  ("Start the screensaver after 10 minutes on the kiosk account.",
   "`defaults -currentHost write com.apple.screensaver idleTime -int 600`; idleTime is in seconds, so 600 is ten minutes."),
  [("displaysleep 600", "displaysleep 10"), ("(value in seconds)", "(value in minutes)")],
  holds="idleTime -int 600")

# 011 Rosetta license flag
S("macos-cli", "literal", "code_block", "same_topic",
  ("How do I install Rosetta silently in our enrollment script?",
   "Run `/usr/sbin/softwareupdate --install-rosetta --accept-license` as root; it installs without showing the license dialog.",
   "thanks! one thing: the flag is --agree-to-license",
   "--accept-license", "--agree-to-license"),
  ("Our Zoom installer fails on fresh M2 Macs because Rosetta isn't there. Add it to the prestage script.",
   "```sh\nif [[ $(uname -m) == \"arm64\" ]] && ! /usr/bin/pgrep -q oahd; then\n  /usr/sbin/softwareupdate --install-rosetta --accept-license\nfi\n```",
   ["--install-rosetta --agree-to-license"],
   ["--accept-license"]),
  ("How can I tell whether Rosetta is already installed?",
   "Look for its daemon with `/usr/bin/pgrep -q oahd && echo installed`. Another quick check is `arch -x86_64 /usr/bin/true`, which fails with 'Bad CPU type in executable' when Rosetta is missing."),
  [("--accept-license", "--agree-to-license")])

# 012 softwareupdate --full-installer-version
S("macos-cli", "paraphrase", "other_identifier", "already_correct",
  ("Download the macOS Sonoma 14.6 installer app from the command line.",
   "`softwareupdate --fetch-full-installer --version 14.6` puts Install macOS Sonoma.app in /Applications.",
   "its --full-installer-version 14.6, there's no plain --version flag on softwareupdate",
   "--version 14.6", "--full-installer-version 14.6"),
  ("How can I grab the Ventura 13.6.7 installer without going through the App Store?",
   "Run `sudo softwareupdate --fetch-full-installer --version 13.6.7`; it lands in /Applications as Install macOS Ventura.app.",
   ["--full-installer-version 13.6.7"],
   ["--version 13.6.7"]),
  ("Which full installers can I download, and how do I grab a specific one?",
   "`softwareupdate --list-full-installers` shows them; then fetch one with `softwareupdate --fetch-full-installer --full-installer-version 14.6.1`."),
  [("--version 13.6.7", "--full-installer-version 13.6.7")],
  holds="--full-installer-version 14.6.1")

# 013 installer -target is a volume
S("macos-cli", "literal", "code_block", "lookalike",
  ("How do I install a .pkg from the terminal?",
   "`sudo installer -pkg ~/Downloads/GoogleChrome.pkg -target /Applications`",
   "-target takes a volume, so -target / (the pkg itself decides where things go)",
   "-target /Applications", "-target /"),
  ("Script to silently install our VPN client pkg on 40 Macs over ssh?",
   "```sh\nfor host in $(cat hosts.txt); do\n  scp GlobalProtect.pkg \"$host\":/tmp/\n  ssh \"$host\" 'sudo installer -pkg /tmp/GlobalProtect.pkg -target /Applications'\ndone\n```",
   [r"re:-target /(?![\w/])"],
   ["-target /Applications"]),
  ("Build a component pkg for our internal Field app that installs into /Applications.",
   "Stage the app under a payload root and run `pkgbuild --root build/payload --identifier io.tallgrass.field --version 3.2.0 --install-location /Applications Field-3.2.0.pkg`."),
  [("-target /Applications", "-target /")],
  holds="--install-location /Applications")

# 014 hardened runtime flag
S("codesign", "literal", "reordered_args", "lookalike",
  ("What codesign flags do I need before notarizing our Electron app?",
   "Sign with the hardened runtime and a secure timestamp:\n\n```sh\ncodesign --force --options hardened --timestamp --sign \"%s\" dist/Field.app\n```" % DEV_ID,
   "The hardened runtime flag is `--options runtime` (or `-o runtime`); `hardened` isn't a valid option.",
   "--options hardened", "--options runtime"),
  ("Sign the tg-sync CLI binary for distribution outside the App Store.",
   "```sh\ncodesign --sign \"%s\" --timestamp --options hardened --force build/tg-sync\n```" % DEV_ID,
   [r"re:(--options[ =]|-o )runtime"],
   [r"re:(--options[ =]|-o )hardened"]),
  ("How can I tell whether an app was signed with the hardened runtime?",
   "Run `codesign -dv --verbose=4 /Applications/Field.app 2>&1 | grep flags`; if the hardened runtime is enabled you'll see `flags=0x10000(runtime)`."),
  [("--options hardened", "--options runtime")],
  holds="hardened runtime")

# 015 altool notarization is gone
S("notarization", "paraphrase", "equivalent_construct", "same_topic",
  ("How do I submit Field.zip for notarization from the release script?",
   "Upload it with `xcrun altool --notarize-app --primary-bundle-id io.tallgrass.field -u ci@tallgrass.io -p \"@keychain:AC_PASSWORD\" -f Field.zip` and note the RequestUUID it prints.",
   "altool notarization was switched off in November 2023, we have to use xcrun notarytool submit now",
   "xcrun altool --notarize-app", "xcrun notarytool submit"),
  ("How do I check on a notarization upload I sent earlier?",
   "Query it with altool: `xcrun altool --notarization-info 2f6c1b0e-8d3a-4c57-9e21-7a4b5c6d8e90 -u ci@tallgrass.io -p \"@keychain:AC_PASSWORD\"` and wait for `Status: success`.",
   [r"re:notarytool (info|log|history|wait)"],
   [r"re:altool\s+--notari"]),
  ("Do apps we only ship through the Mac App Store need to be notarized?",
   "No. App Store submissions go through App Review instead; notarization is only required for Developer ID software distributed outside the store."),
  [("Query it with altool: `xcrun altool --notarization-info 2f6c1b0e-8d3a-4c57-9e21-7a4b5c6d8e90 -u ci@tallgrass.io -p \"@keychain:AC_PASSWORD\"` and wait for `Status: success`.",
    "Query it with notarytool: `xcrun notarytool info 2f6c1b0e-8d3a-4c57-9e21-7a4b5c6d8e90 --apple-id ci@tallgrass.io --team-id R7M3K9Q2XZ --password \"$AC_PASSWORD\"` and wait for `status: Accepted`.")])

# 016 stapling is stapler's job
S("notarization", "literal", "reworded", "lookalike",
  ("Notarization came back Accepted. What's next for the dmg?",
   "Attach the ticket so Gatekeeper can verify it offline: `xcrun notarytool staple Field-3.2.0.dmg`.",
   "stapling is a stapler thing, not notarytool: xcrun stapler staple Field-3.2.0.dmg",
   "notarytool staple", "stapler staple"),
  ("After notarizing the agent pkg, how do I make it pass Gatekeeper without network access?",
   "Staple the notarization ticket into the installer with `xcrun notarytool staple TallgrassAgent-5.1.pkg`, then verify with `spctl -a -vv -t install TallgrassAgent-5.1.pkg`.",
   ["stapler staple TallgrassAgent-5.1.pkg"],
   ["notarytool staple"]),
  ("Notarization came back Invalid. How do I see why?",
   "Pull the submission's log: `xcrun notarytool log 7e3f9a52-1c4d-4b8e-9f0a-2d6c8e1b5a47 --keychain-profile \"tg-notary-ci\" notary-log.json`, then read the `issues` array."),
  [("notarytool staple", "stapler staple")],
  holds="xcrun notarytool log")

# 017 team: notary keychain profile name
S("team", "literal", "code_block", "already_correct",
  ("How should the release job pass credentials to notarytool?",
   "Reference the stored keychain profile: `xcrun notarytool submit build/Field.zip --keychain-profile \"notary-ci\" --wait`. The profile is created once per runner with `notarytool store-credentials`.",
   "on our runners the profile is called tg-notary-ci",
   "--keychain-profile \"notary-ci\"", "--keychain-profile \"tg-notary-ci\""),
  ("Add a notarize step to the GitHub Actions release workflow.",
   "```yaml\n- name: Notarize\n  run: |\n    xcrun notarytool submit build/Field.zip \\\n      --keychain-profile \"notary-ci\" \\\n      --wait\n```",
   ["tg-notary-ci"],
   [r"re:(?<!tg-)notary-ci"]),
  ("How can I check that a runner's notary credentials still work?",
   "`xcrun notarytool history --keychain-profile \"tg-notary-ci\"` lists recent submissions; if it says no keychain item was found, run `store-credentials` again on that runner."),
  [("\"notary-ci\"", "\"tg-notary-ci\"")],
  holds="--keychain-profile \"tg-notary-ci\"")

# 018 security find-identity policy name
S("codesign", "literal", "reworded", "same_topic",
  ("How do I list the signing identities on this build Mac?",
   "`security find-identity -v -p codesign` lists the valid code signing identities in your keychains.",
   "almost, the policy is codesigning not codesign",
   "find-identity -v -p codesign", "find-identity -v -p codesigning"),
  ("Is my Developer ID cert actually visible to codesign on the CI runner?",
   "Check with `security find-identity -v -p codesign ~/Library/Keychains/ci-signing.keychain-db` and look for a line containing \"Developer ID Application\".",
   ["find-identity -v -p codesigning"],
   [r"re:-p codesign(?!ing)"]),
  ("How do I import our .p12 into the CI keychain so codesign can use it without a prompt?",
   "```sh\nsecurity import cert.p12 -k ci-signing.keychain -P \"$P12_PASSWORD\" -T /usr/bin/codesign\nsecurity set-key-partition-list -S apple-tool:,apple: -s -k \"$KEYCHAIN_PASSWORD\" ci-signing.keychain\n```"),
  [("-p codesign ", "-p codesigning ")])

# 019 spctl --type execute for apps
S("codesign", "literal", "code_block", "lookalike",
  ("How do I check Gatekeeper will accept our exported Field.app?",
   "`spctl --assess --type install -vv build/export/Field.app` should say `accepted` with `source=Notarized Developer ID`.",
   "for an app bundle it's --type execute. install is the one for pkgs",
   "--type install", "--type execute"),
  ("Quick way to check Gatekeeper will accept the agent app before we ship it?",
   "```sh\n# smoke test before uploading the release\nspctl --assess --type install -vv dist/TallgrassAgent.app\n```",
   [r"re:(--type|-t) exec(ute)? [^\n`]*TallgrassAgent\.app"],
   [r"re:--type install[^\n`]*\.app"]),
  ("Check that the signed and notarized installer pkg passes Gatekeeper.",
   "`spctl --assess --type install -vv dist/TallgrassAgent-5.1.pkg` should report `accepted` and `source=Notarized Developer ID`."),
  [("--type install", "--type execute")],
  holds="--type install")

# 020 Developer ID Application for app bundles (casing)
S("codesign", "literal", "casing", "lookalike",
  ("Which certificate do I use to sign Field.app for direct download from our site?",
   "Sign the app bundle with your Developer ID Installer certificate, then zip it with `ditto -c -k --keepParent Field.app Field.zip` and submit it to notarytool.",
   "Installer is for .pkg files. App bundles get signed with Developer ID Application.",
   "Developer ID Installer", "Developer ID Application"),
  ("What signing identity should the menu bar helper use if we ship it as a zip?",
   "Sign it with your developer ID installer identity, then zip it with ditto and upload it with `xcrun notarytool submit`.",
   [r"re:(?i)developer id application"],
   [r"re:(?i)developer id installer (identity|cert)"]),
  ("Sign the pkg we just built with pkgbuild.",
   "Sign the installer with `productsign --sign \"Developer ID Installer: Tallgrass Inc (R7M3K9Q2XZ)\" unsigned.pkg TallgrassAgent-5.1.pkg`, then notarize the signed pkg."),
  [("developer ID installer identity", "Developer ID Application identity")],
  holds="Developer ID Installer: Tallgrass Inc")

# 021 cannot staple a bare executable
S("notarization", "semantic", "prose_claim", "lookalike",
  ("tgctl is a standalone command-line binary. How do I make it pass Gatekeeper offline after notarization?",
   "Once the submission is Accepted, run `xcrun stapler staple tgctl` so the ticket travels with the binary and Gatekeeper can check it offline.",
   "You can't staple a bare executable, stapler only takes .app, .pkg and .dmg. Ship it inside a signed pkg if it needs an offline ticket.",
   "run `xcrun stapler staple tgctl` so the ticket travels with the binary",
   "ship it inside a notarized .pkg and staple the pkg; a bare binary can't be stapled"),
  ("Can I staple the notarization ticket to our Go CLI binary?",
   "Yes, once notarization is accepted, `xcrun stapler staple dist/tgctl` embeds the ticket in the binary so Gatekeeper can check it offline.",
   [r"re:(?i)pkg|dmg|disk image|installer"],
   [r"re:stapler staple \S*tgctl(?=[\s`'\"]|$)", r"re:(?i)embeds the ticket in the binary"]),
  ("Does stapling work for our Field dmg?",
   "Yes, disk images can be stapled: `xcrun stapler staple dist/Field-3.2.0.dmg`, then `xcrun stapler validate dist/Field-3.2.0.dmg` to confirm."),
  [("Yes, once notarization is accepted, `xcrun stapler staple dist/tgctl` embeds the ticket in the binary so Gatekeeper can check it offline.",
    "No. stapler can't attach a ticket to a bare Mach-O binary. Notarize tgctl inside a zip (Gatekeeper then checks the ticket online), or ship it in a signed, notarized .pkg and staple the pkg if it has to verify offline.")],
  holds="stapler staple dist/Field-3.2.0.dmg")

# 022 team: Xcode path on CI runners
S("team", "literal", "code_block", "lookalike",
  ("Switch the CI runner to Xcode 15.4 for this job.",
   "`sudo xcode-select -s /Applications/Xcode-15.4.app/Contents/Developer`, then `xcodebuild -version` should print Xcode 15.4.",
   "our runners have it at /Applications/Xcode_15.4.app, underscore like the GitHub images",
   "/Applications/Xcode-15.4.app", "/Applications/Xcode_15.4.app"),
  ("Set DEVELOPER_DIR in the workflow so the build uses 15.4.",
   "```yaml\nenv:\n  DEVELOPER_DIR: /Applications/Xcode-15.4.app/Contents/Developer\n```",
   ["/Applications/Xcode_15.4.app"],
   ["Xcode-15.4.app"]),
  ("I installed 15.4 on my laptop with xcodes. How do I switch to it?",
   "xcodes names the bundle with the full version, so it's `sudo xcode-select -s /Applications/Xcode-15.4.0.app`. Check the result with `xcode-select -p`."),
  [("Xcode-15.4.app", "Xcode_15.4.app")],
  holds="/Applications/Xcode-15.4.0.app")

# 023 xcodebuild destination uses name=
S("xcode", "paraphrase", "code_block", "already_correct",
  ("Run the FieldKit unit tests on an iPhone 15 simulator from the command line.",
   "`xcodebuild test -scheme FieldKit -destination 'platform=iOS Simulator,device=iPhone 15'`",
   "The destination key is name=, not device= (name=iPhone 15).",
   "device=iPhone 15", "name=iPhone 15"),
  ("CI step to run the tests on an iPad simulator?",
   "```yaml\n- name: Test on iPad\n  run: |\n    xcodebuild test \\\n      -scheme FieldKit \\\n      -destination 'platform=iOS Simulator,device=iPad Air (5th generation),OS=17.5'\n```",
   ["name=iPad Air (5th generation)"],
   ["device=iPad"]),
  ("Run the UI tests on the iPhone 15 simulator with iOS 17.5.",
   "`xcodebuild test -scheme FieldUITests -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5'`"),
  [("device=iPad", "name=iPad")],
  holds="name=iPhone 15,OS=17.5")

# 024 team: Jamf production vs sandbox enrollment URL (casing)
S("team", "literal", "casing", "lookalike",
  ("What's the URL for enrolling a Mac manually in our Jamf?",
   "Have the user go to https://tallgrass-sandbox.jamfcloud.com/enroll in Safari, sign in with Okta and install the MDM profile.",
   "that's the sandbox instance. prod enrollment is https://tallgrass.jamfcloud.com/enroll",
   "https://tallgrass-sandbox.jamfcloud.com/enroll", "https://tallgrass.jamfcloud.com/enroll"),
  ("A new hire's Mac skipped Automated Device Enrollment. Where do they enroll by hand?",
   "Point them at https://Tallgrass-Sandbox.jamfcloud.com/enroll; after signing in with Okta they download the MDM profile and approve it in System Settings.",
   ["https://tallgrass.jamfcloud.com/enroll"],
   [r"re:(?i)tallgrass-sandbox\.jamfcloud\.com/enroll"]),
  ("Where should I build and test the new Zoom policy before rolling it out?",
   "Build it in the sandbox console at https://tallgrass-sandbox.jamfcloud.com, scope it to the Test Macs group there, and only recreate it in production once it's verified."),
  [("https://Tallgrass-Sandbox.jamfcloud.com/enroll", "https://tallgrass.jamfcloud.com/enroll")],
  holds="https://tallgrass-sandbox.jamfcloud.com")

# 025 team: managed local admin account (casing)
S("team", "literal", "casing", "same_topic",
  ("How do I get local admin on a user's Mac to fix a printer driver?",
   "Log in with the ITAdmin account; its rotated password is on the Mac's inventory record in Jamf Pro.",
   "ITAdmin was retired after the Jamf migration, the managed local admin is tgsupport now.",
   "ITAdmin", "tgsupport"),
  ("Check whether our admin account exists on this Mac.",
   "Run `dscl . -read /Users/itadmin RealName UniqueID`; if it errors with eDSRecordNotFound, the account is missing.",
   ["/Users/tgsupport"],
   [r"re:(?i)/Users/itadmin"]),
  ("How do I see which local accounts are admins on a Mac?",
   "`dscl . -read /Groups/admin GroupMembership` lists them; `dseditgroup -o checkmember -m jdoe admin` tests a single user."),
  [("/Users/itadmin", "/Users/tgsupport")])

# 026 profiles renew -type enrollment
S("mdm", "literal", "reworded", "lookalike",
  ("A Mac isn't showing the Remote Management prompt after being assigned in ABM. How do I re-trigger ADE?",
   "Run `sudo profiles renew -type bootstraptoken` to make the Mac check in with Apple again and show the enrollment notification.",
   "-type enrollment",
   "profiles renew -type bootstraptoken", "profiles renew -type enrollment"),
  ("How do I force the DEP enrollment prompt again on a Mac that was reassigned to our MDM server?",
   "From Terminal: `sudo profiles renew -type bootstraptoken`, then click the Device Enrollment notification when it appears.",
   ["profiles renew -type enrollment"],
   ["renew -type bootstraptoken"]),
  ("How do I check whether the bootstrap token is escrowed to Jamf?",
   "`sudo profiles status -type bootstraptoken`; you want to see `Bootstrap Token escrowed to server: YES`."),
  [("renew -type bootstraptoken", "renew -type enrollment")],
  holds="profiles status -type bootstraptoken")

# 027 PPPC PayloadType (casing)
S("mdm", "literal", "casing", "lookalike",
  ("What PayloadType do I use to pre-approve Full Disk Access for our backup agent?",
   "Use a Privacy Preferences Policy Control payload, `<key>PayloadType</key><string>com.apple.TCC</string>`, and list the agent under `Services` > `SystemPolicyAllFiles`.",
   "PayloadType is com.apple.TCC.configuration-profile-policy, plain com.apple.TCC gets rejected when the profile installs",
   "<string>com.apple.TCC</string>", "<string>com.apple.TCC.configuration-profile-policy</string>"),
  ("Write the PPPC payload that grants Accessibility to our remote support tool.",
   "```xml\n<dict>\n  <key>PayloadType</key>\n  <string>com.apple.tcc</string>\n  <key>PayloadIdentifier</key>\n  <string>io.tallgrass.pppc.remote-support</string>\n  <key>PayloadUUID</key>\n  <string>5C1E9A3B-2F4D-4E7A-8B6C-0D9F1A2B3C4D</string>\n  <key>PayloadVersion</key>\n  <integer>1</integer>\n  <key>Services</key>\n  <dict>\n    <key>Accessibility</key>\n    <array>\n      <dict>\n        <key>Identifier</key>\n        <string>io.tallgrass.remote-support</string>\n        <key>IdentifierType</key>\n        <string>bundleID</string>\n        <key>Allowed</key>\n        <true/>\n      </dict>\n    </array>\n  </dict>\n</dict>\n```",
   ["<string>com.apple.TCC.configuration-profile-policy</string>"],
   [r"re:(?i)<string>com\.apple\.tcc</string>"]),
  ("How do I reset the camera permission for Zoom on my Mac?",
   "`tccutil reset Camera us.zoom.xos` clears it. The decisions themselves live in `~/Library/Application Support/com.apple.TCC/TCC.db`, which is SIP-protected, so don't edit it directly."),
  [("<string>com.apple.tcc</string>", "<string>com.apple.TCC.configuration-profile-policy</string>")],
  holds="com.apple.TCC/TCC.db")

# 028 SwiftPM from: means up to next major
S("swiftpm", "semantic", "prose_claim", "lookalike",
  ("In Package.swift, does `.package(url: \"https://github.com/apple/swift-argument-parser\", from: \"1.3.0\")` lock me to exactly 1.3.0?",
   "Yes, `from: \"1.3.0\"` pins the dependency to exactly 1.3.0; SwiftPM won't pick up 1.3.1 until you change the manifest.",
   "No, from: is up to next major, so anything >= 1.3.0 and < 2.0.0. exact: is the one that pins.",
   "pins the dependency to exactly 1.3.0", "allows any version from 1.3.0 up to, but not including, 2.0.0"),
  ("If I declare swift-log with from: \"1.5.0\", will swift package update move it to 1.6?",
   "No. A `from:` requirement is an exact pin, so `swift package update` keeps swift-log at 1.5.0 until you edit the version in Package.swift.",
   [r"re:(?i)next major|< ?2\.0\.0|below 2\.0|up to 2\.0"],
   [r"re:(?i)is an exact pin", r"re:(?i)keeps swift-log at 1\.5\.0"]),
  ("How do I pin swift-protobuf to exactly 1.26.0?",
   "Use the exact requirement: `.package(url: \"https://github.com/apple/swift-protobuf.git\", exact: \"1.26.0\")`. Unlike `from:`, it never moves on `swift package update`."),
  [("No. A `from:` requirement is an exact pin, so `swift package update` keeps swift-log at 1.5.0 until you edit the version in Package.swift.",
    "Yes. `from: \"1.5.0\"` means up to the next major version (>= 1.5.0, < 2.0.0), so `swift package update` will move swift-log to 1.6.x and record it in Package.resolved.")],
  holds="exact: \"1.26.0\"")

# 029 Bundle.module in package targets
S("swiftpm", "literal", "renamed_identifier", "lookalike",
  ("How do I load a JSON file I put in Sources/FieldKit/Resources in my Swift package?",
   "Declare `resources: [.process(\"Resources\")]` on the target, then load it with `Bundle.main.url(forResource: \"regions\", withExtension: \"json\")`.",
   "In a package target it's Bundle.module; Bundle.main is the host app's bundle and returns nil here.",
   "Bundle.main.url(forResource:", "Bundle.module.url(forResource:"),
  ("Loading JSON fixtures in my SwiftPM test target?",
   "```swift\nlet fixtureURL = try XCTUnwrap(Bundle.main.url(forResource: \"sample-inventory\", withExtension: \"json\"))\nlet data = try Data(contentsOf: fixtureURL)\n```",
   ["Bundle.module.url(forResource: \"sample-inventory\""],
   ["Bundle.main.url(forResource: \"sample-inventory\""]),
  ("How do I read the app's bundle identifier at runtime in our macOS app?",
   "`Bundle.main.bundleIdentifier` returns it, e.g. `io.tallgrass.field`; it's optional, so unwrap it."),
  [("Bundle.main.url(", "Bundle.module.url(")],
  holds="Bundle.main.bundleIdentifier")

# 030 executableTarget for @main tools
S("swiftpm", "paraphrase", "renamed_identifier", "lookalike",
  ("Write the targets section for our tg-sync command-line tool (the entry point is an @main struct).",
   "```swift\ntargets: [\n    .target(\n        name: \"tg-sync\",\n        dependencies: [.product(name: \"ArgumentParser\", package: \"swift-argument-parser\")]\n    ),\n]\n```",
   "anything with @main that should produce a binary needs .executableTarget. .target builds a library and you get no tg-sync executable",
   ".target(\n        name: \"tg-sync\"", ".executableTarget(\n        name: \"tg-sync\""),
  ("Package.swift targets for inventory-agent, a daemon binary with an @main entry point, plus its tests?",
   "```swift\ntargets: [\n    .target(\n        name: \"inventory-agent\",\n        dependencies: [.product(name: \"Logging\", package: \"swift-log\")]\n    ),\n    .testTarget(name: \"inventory-agentTests\", dependencies: [\"inventory-agent\"]),\n]\n```",
   [r"re:\.executableTarget\(\s*name: \"inventory-agent\""],
   [r"re:\.target\(\s*name: \"inventory-agent\""]),
  ("FieldKit is a library that both the CLI and the app use. How do I declare it?",
   "```swift\nproducts: [\n    .library(name: \"FieldKit\", targets: [\"FieldKit\"]),\n],\ntargets: [\n    .target(name: \"FieldKit\"),\n    .testTarget(name: \"FieldKitTests\", dependencies: [\"FieldKit\"]),\n]\n```"),
  [("    .target(\n        name: \"inventory-agent\"", "    .executableTarget(\n        name: \"inventory-agent\"")],
  holds=".target(name: \"FieldKit\")")

# 031 swift-tools-version must be the first line
S("swiftpm", "semantic", "prose_claim", "same_topic",
  ("Our license header has to be at the top of every file. Can Package.swift start with it?",
   "Sure, the `// swift-tools-version:5.9` line can go anywhere in the header comment, so put the license block first and the tools version after it.",
   "swift-tools-version has to be the very first line of Package.swift, SwiftPM won't find it below a license header",
   "the `// swift-tools-version:5.9` line can go anywhere in the header comment",
   "the `// swift-tools-version:5.9` line must be the very first line"),
  ("We need the Apache header on every file including Package.swift. Where does the tools version go?",
   "Put the Apache license header at the top, then the `// swift-tools-version: 5.10` comment underneath it; SwiftPM scans the leading comments for it.",
   [r"re:(?i)(very )?first line"],
   [r"re:(?i)scans the leading comments", r"re:(?i)then the `// swift-tools-version: 5\.10` comment underneath"]),
  ("What does swift-tools-version actually control?",
   "It sets the minimum Swift toolchain that can read the manifest and which PackageDescription APIs are available; `.executableTarget`, for example, needs 5.4 or later."),
  [("Put the Apache license header at the top, then the `// swift-tools-version: 5.10` comment underneath it; SwiftPM scans the leading comments for it.",
    "The `// swift-tools-version: 5.10` comment has to be the very first line of Package.swift, so put the Apache license header directly below it.")])

# 032 .build/release is lowercase
S("swiftpm", "literal", "code_block", "lookalike",
  ("Where does `swift build -c release` put the tgctl binary?",
   "After `swift build -c release` the binary is at `.build/Release/tgctl`.",
   ".build/release, lowercase. our Linux CI runners are case-sensitive so Release/ doesn't exist there",
   ".build/Release/", ".build/release/"),
  ("Dockerfile for tgctl: build in one stage, copy the binary into a slim image.",
   "```dockerfile\nFROM swift:5.10 AS build\nWORKDIR /src\nCOPY . .\nRUN swift build -c release\n\nFROM swift:5.10-slim\nCOPY --from=build /src/.build/Release/tgctl /usr/local/bin/tgctl\nENTRYPOINT [\"tgctl\"]\n```",
   ["/src/.build/release/tgctl"],
   [".build/Release/"]),
  ("Where does xcodebuild put the Release build of Field.app?",
   "Under DerivedData: `~/Library/Developer/Xcode/DerivedData/Field-<hash>/Build/Products/Release/Field.app`, or pass `-derivedDataPath build` to get `build/Build/Products/Release/Field.app`."),
  [(".build/Release/", ".build/release/")],
  holds="Build/Products/Release/Field.app")

# 033 CFBundleVersion is the build number
S("xcode", "literal", "reworded", "lookalike",
  ("Which Info.plist key holds the build number that has to go up for every TestFlight upload?",
   "That's `CFBundleShortVersionString`; bump it on every upload, e.g. with `agvtool new-version -all 412`.",
   "CFBundleVersion is the build number. CFBundleShortVersionString is the marketing version like 3.2.0.",
   "CFBundleShortVersionString", "CFBundleVersion"),
  ("Set the build number to the CI run number before archiving.",
   "Use PlistBuddy: `/usr/libexec/PlistBuddy -c \"Set :CFBundleShortVersionString $GITHUB_RUN_NUMBER\" Field/Info.plist`.",
   [":CFBundleVersion $GITHUB_RUN_NUMBER"],
   [":CFBundleShortVersionString $GITHUB_RUN_NUMBER"]),
  ("Set the marketing version of Field to 3.3.0.",
   "`/usr/libexec/PlistBuddy -c \"Set :CFBundleShortVersionString 3.3.0\" Field/Info.plist`, or `agvtool new-marketing-version 3.3.0` if the project uses agvtool."),
  [(":CFBundleShortVersionString $GITHUB_RUN_NUMBER", ":CFBundleVersion $GITHUB_RUN_NUMBER")],
  holds="Set :CFBundleShortVersionString 3.3.0")

# 034 networksetup takes a service name
S("macos-cli", "paraphrase", "other_identifier", "already_correct",
  ("Point this Mac's DNS at our internal resolver 10.20.0.53.",
   "`sudo networksetup -setdnsservers en0 10.20.0.53`, then confirm with `scutil --dns`.",
   "networksetup wants the service name (\"Wi-Fi\"), not the interface; en0 gives 'not a recognized network service'",
   "-setdnsservers en0", "-setdnsservers Wi-Fi"),
  ("Add corp.tallgrass.io as a search domain on the Wi-Fi.",
   "Run `sudo networksetup -setsearchdomains en0 corp.tallgrass.io` and check `scutil --dns` afterwards.",
   [r"re:-setsearchdomains (\"[^\"]+\"|Wi-Fi|Ethernet) corp\.tallgrass\.io"],
   ["-setsearchdomains en0"]),
  ("Reset DNS on the Wi-Fi back to whatever DHCP hands out.",
   "`sudo networksetup -setdnsservers Wi-Fi empty` clears the manual servers so the DHCP-provided ones are used again."),
  [("-setsearchdomains en0", "-setsearchdomains Wi-Fi")],
  holds="-setdnsservers Wi-Fi")

# 035 team: computer naming convention
S("team", "paraphrase", "code_block", "already_correct",
  ("Script to rename Macs to our naming convention during enrollment.",
   "```sh\nSERIAL=$(ioreg -rd1 -c IOPlatformExpertDevice | awk -F'\"' '/IOPlatformSerialNumber/{print $4}')\nNAME=\"TG_${SERIAL}\"\nfor k in ComputerName HostName LocalHostName; do scutil --set \"$k\" \"$NAME\"; done\n```",
   "convention is TG-<serial> with a hyphen; underscores aren't even valid in LocalHostName",
   "NAME=\"TG_${SERIAL}\"", "NAME=\"TG-${SERIAL}\""),
  ("Rename this one Mac by hand, its serial is C02FK3XJMD6T.",
   "```sh\nsudo scutil --set ComputerName TG_C02FK3XJMD6T\nsudo scutil --set HostName TG_C02FK3XJMD6T\nsudo scutil --set LocalHostName TG_C02FK3XJMD6T\n```",
   ["scutil --set LocalHostName TG-C02FK3XJMD6T"],
   ["TG_C02FK3XJMD6T"]),
  ("How do I read the Mac's current computer name in a script?",
   "`scutil --get ComputerName` returns it, e.g. `TG-C02FK3XJMD6T`; `scutil --get LocalHostName` gives the Bonjour name without the .local suffix."),
  [("TG_C02FK3XJMD6T", "TG-C02FK3XJMD6T")],
  holds="TG-C02FK3XJMD6T")

# 036 xcode-select --install is not headless
S("xcode", "semantic", "prose_claim", "same_topic",
  ("Can I install the Xcode Command Line Tools over SSH in our provisioning script?",
   "Yes, `xcode-select --install` installs the Command Line Tools silently, so you can run it over SSH in the provisioning script.",
   "xcode-select --install pops a GUI dialog and does nothing useful over ssh. For headless installs touch /tmp/.com.apple.dt.CommandLineTools.installondemand.in-progress and use softwareupdate -i with the CLT label.",
   "`xcode-select --install` installs the Command Line Tools silently",
   "headless installs need softwareupdate -i with the Command Line Tools label"),
  ("Provisioning script for new build Macs over ssh, they need git and clang.",
   "Start the script with `xcode-select --install`; it runs unattended and finishes in a few minutes, after which `git` and `clang` work.",
   ["softwareupdate"],
   [r"re:(?i)runs unattended"]),
  ("How do I check that the Command Line Tools are installed?",
   "`xcode-select -p` prints `/Library/Developer/CommandLineTools` (or the Xcode Developer directory) when they are, and `pkgutil --pkg-info=com.apple.pkg.CLTools_Executables` shows the version."),
  [("Start the script with `xcode-select --install`; it runs unattended and finishes in a few minutes, after which",
    "`xcode-select --install` only opens a GUI dialog, so over ssh create `/tmp/.com.apple.dt.CommandLineTools.installondemand.in-progress`, find the label with `softwareupdate --list` and install it with `softwareupdate -i`; after that")])

# 037 brew services without sudo is a LaunchAgent
S("homebrew", "semantic", "reworded", "same_topic",
  ("I started postgres with brew services. Will it come up after a reboot before anyone logs in?",
   "Yes, `brew services start postgresql@16` registers it as a LaunchDaemon in /Library/LaunchDaemons, so it starts at boot even before anyone logs in.",
   "Without sudo, brew services writes a LaunchAgent to ~/Library/LaunchAgents. It starts when I log in, not at boot.",
   "registers it as a LaunchDaemon in /Library/LaunchDaemons, so it starts at boot even before anyone logs in",
   "registers a LaunchAgent in ~/Library/LaunchAgents, so it starts when you log in"),
  ("Does `brew services start redis` survive a reboot on the headless build Mac with nobody logged in?",
   "Yes. brew services installs redis as a system-wide launchd daemon, so it's running right after boot even with nobody logged in.",
   [r"re:(?i)LaunchAgent|sudo brew services"],
   [r"re:(?i)as a system-wide launchd daemon"]),
  ("I need node_exporter running at boot on a headless Mac mini where nobody logs in.",
   "Run it as root: `sudo brew services start node_exporter`. With sudo, brew services writes the plist to /Library/LaunchDaemons, so it starts at boot."),
  [("Yes. brew services installs redis as a system-wide launchd daemon, so it's running right after boot even with nobody logged in.",
    "No. Without sudo, `brew services start redis` writes a LaunchAgent to ~/Library/LaunchAgents, so it only starts when that user logs in. For a boot-time service run `sudo brew services start redis`, which installs it in /Library/LaunchDaemons.")])

# 038 brew bundle cleanup needs --force
S("homebrew", "semantic", "prose_claim", "same_topic",
  ("How do I remove everything that isn't in my Brewfile?",
   "`brew bundle cleanup --file=~/dotfiles/Brewfile` uninstalls every formula and cask not listed in the Brewfile.",
   "that's only a dry run, it just lists them. you need --force to actually uninstall",
   "`brew bundle cleanup --file=~/dotfiles/Brewfile` uninstalls", "`brew bundle cleanup --force --file=~/dotfiles/Brewfile` uninstalls"),
  ("Will brew bundle cleanup delete stuff right away? I want to check the list first.",
   "It does: `brew bundle cleanup` immediately uninstalls anything not in the Brewfile, so run `brew bundle check` first if you want to be careful.",
   ["--force"],
   [r"re:(?i)immediately uninstalls"]),
  ("How do I dump my currently installed packages into a Brewfile?",
   "`brew bundle dump --file=~/dotfiles/Brewfile --force` writes every tap, formula, cask and Mac App Store app; --force overwrites an existing file."),
  [("It does: `brew bundle cleanup` immediately uninstalls anything not in the Brewfile, so run `brew bundle check` first if you want to be careful.",
    "No. Without `--force`, `brew bundle cleanup` only lists what it would uninstall. Review that list, then run `brew bundle cleanup --force` to actually remove them.")])

# 039 team: internal tap name
S("team", "paraphrase", "equivalent_construct", "lookalike",
  ("How do I install our internal tgctl CLI on my laptop?",
   "Tap our internal repo and install it: `brew tap tallgrass/tools && brew install tgctl`.",
   "the tap is tallgrass/internal (repo tallgrass/homebrew-internal), tools was the old one",
   "brew tap tallgrass/tools", "brew tap tallgrass/internal"),
  ("Add our internal CLIs to the team Brewfile.",
   "```ruby\ntap \"tallgrass/tools\"\nbrew \"tgctl\"\nbrew \"field-cli\"\n```",
   ["tap \"tallgrass/internal\""],
   [r"re:tap \"?tallgrass/tools"]),
  ("Where's the source for the onboarding scripts?",
   "They're in the tools repo: `git clone git@github.com:tallgrass/tools.git`, under `onboarding/`."),
  [("tap \"tallgrass/tools\"", "tap \"tallgrass/internal\"")],
  holds="tallgrass/tools.git")

# 040 ProgramArguments is an array
S("launchd", "paraphrase", "equivalent_construct", "lookalike",
  ("launchd plist for tg-sync running as a daemon with its config file.",
   "```xml\n<key>Label</key>\n<string>io.tallgrass.tg-sync</string>\n<key>ProgramArguments</key>\n<string>/usr/local/bin/tg-sync --daemon --config /etc/tg-sync.toml</string>\n<key>RunAtLoad</key>\n<true/>\n```",
   "ProgramArguments has to be an array, one <string> per arg. as a single string launchd won't even load it",
   "<key>ProgramArguments</key>\n<string>/usr/local/bin/tg-sync --daemon --config /etc/tg-sync.toml</string>",
   "<key>ProgramArguments</key>\n<array>\n  <string>/usr/local/bin/tg-sync</string>\n  <string>--daemon</string>\n  <string>--config</string>\n  <string>/etc/tg-sync.toml</string>\n</array>"),
  ("Plist that runs /opt/tallgrass/bin/inventory with --interval 3600 at load.",
   "```xml\n<key>Label</key>\n<string>io.tallgrass.inventory-report</string>\n<key>Program</key>\n<string>/opt/tallgrass/bin/inventory --interval 3600</string>\n<key>RunAtLoad</key>\n<true/>\n```",
   [r"re:<string>/opt/tallgrass/bin/inventory</string>\s*<string>--interval</string>\s*<string>3600</string>"],
   ["<string>/opt/tallgrass/bin/inventory --interval 3600</string>"]),
  ("Minimal LaunchDaemon for a binary that takes no arguments?",
   "```xml\n<key>Label</key>\n<string>io.tallgrass.heartbeat</string>\n<key>Program</key>\n<string>/opt/tallgrass/bin/heartbeat</string>\n<key>RunAtLoad</key>\n<true/>\n```\n\nWith no arguments, `Program` on its own is enough."),
  [("<key>Program</key>\n<string>/opt/tallgrass/bin/inventory --interval 3600</string>",
    "<key>ProgramArguments</key>\n<array>\n  <string>/opt/tallgrass/bin/inventory</string>\n  <string>--interval</string>\n  <string>3600</string>\n</array>")],
  holds="<key>Program</key>\n<string>/opt/tallgrass/bin/heartbeat</string>")

# 041 RunAtLoad does not restart on crash
S("launchd", "semantic", "reworded", "lookalike",
  ("My agent should start at login and come back if it crashes. Which plist keys?",
   "Set `<key>RunAtLoad</key><true/>`; besides starting it at login, launchd will also relaunch it whenever it crashes.",
   "RunAtLoad only starts it once at load. Relaunch on crash needs KeepAlive (e.g. SuccessfulExit false).",
   "besides starting it at login, launchd will also relaunch it whenever it crashes",
   "add KeepAlive so launchd relaunches it after a crash"),
  ("Does RunAtLoad keep my LaunchAgent running if it dies?",
   "Yes. With RunAtLoad set to true launchd treats the agent as always-on and respawns it after any crash, so there's no need for other keys.",
   ["KeepAlive"],
   [r"re:(?i)respawns it after any crash", r"re:(?i)no need for other keys"]),
  ("Run a one-shot script every time I log in.",
   "Put the plist in ~/Library/LaunchAgents with `<key>RunAtLoad</key><true/>`; it runs once each time you log in, and a one-shot script doesn't need KeepAlive."),
  [("Yes. With RunAtLoad set to true launchd treats the agent as always-on and respawns it after any crash, so there's no need for other keys.",
    "No. RunAtLoad only starts the agent once when it's loaded (at login for an agent). To have launchd respawn it after a crash, add KeepAlive, for example a dict with SuccessfulExit set to false.")],
  holds="<key>RunAtLoad</key><true/>")

# 042 KeyRepeat is a global default
S("defaults", "paraphrase", "other_identifier", "lookalike",
  ("Make key repeat faster on my Mac.",
   "`defaults write com.apple.keyboard KeyRepeat -int 2`, then log out and back in for it to apply.",
   "hm, isn't KeyRepeat a global default? I think it's defaults write -g KeyRepeat -int 2",
   "defaults write com.apple.keyboard KeyRepeat", "defaults write -g KeyRepeat"),
  ("Make the delay before key repeat starts shorter.",
   "`defaults write com.apple.keyboard InitialKeyRepeat -int 15` (lower is shorter), then log out.",
   [r"re:defaults write (-g|NSGlobalDomain|-globalDomain) InitialKeyRepeat -int 15"],
   ["com.apple.keyboard InitialKeyRepeat"]),
  ("Make F1-F12 act as standard function keys without holding fn.",
   "`defaults write -g com.apple.keyboard.fnState -bool true`; it takes effect after you log out and back in."),
  [("defaults write com.apple.keyboard InitialKeyRepeat", "defaults write -g InitialKeyRepeat")],
  holds="com.apple.keyboard.fnState")

# 043 team: fleet minimum macOS for internal tools
S("team", "paraphrase", "equivalent_construct", "lookalike",
  ("Package.swift for an internal CLI that only runs on our managed Macs: what platforms line?",
   "`platforms: [.macOS(.v13)]`, which keeps it runnable on every Mac still on Ventura.",
   "Fleet minimum has been Sonoma since March, so .macOS(.v14), and then we also get the newer APIs.",
   ".macOS(.v13)", ".macOS(.v14)"),
  ("What should the platforms array be for the inventory-agent package? It only ever runs on company Macs.",
   "```swift\nlet package = Package(\n    name: \"inventory-agent\",\n    platforms: [.macOS(\"13.0\")],\n    targets: [\n        .executableTarget(name: \"inventory-agent\")\n    ]\n)\n```",
   [r"re:\.macOS\((\.v14|\"14(\.\d+)*\")\)"],
   [r"re:\.macOS\((\.v13|\"13(\.\d+)*\")\)"]),
  ("What deployment target should the customer-facing Field.app use?",
   "Field.app still supports Ventura for customers, so keep `MACOSX_DEPLOYMENT_TARGET = 13.0` in the build settings; Xcode writes that into LSMinimumSystemVersion."),
  [(".macOS(\"13.0\")", ".macOS(.v14)")],
  holds="MACOSX_DEPLOYMENT_TARGET = 13.0")

# 044 FileVault recovery goes through Jamf escrow
S("team", "semantic", "reworded", "same_topic",
  ("A user is locked out and FileVault is on. How does IT get them back in?",
   "IT recovers these through the user's iCloud account: at the login window choose to reset the password with their Apple ID, which unlocks the FileVault volume.",
   "We don't use iCloud recovery at all. The personal recovery key is escrowed to Jamf by the FileVault profile; helpdesk looks it up on the computer record and reads it to the user.",
   "IT recovers these through the user's iCloud account", "IT recovers these with the personal recovery key escrowed in Jamf"),
  ("Helpdesk runbook: the Mac won't accept the user's password at the FileVault unlock screen. What's step one?",
   "Step one: have the user reset the password with their Apple ID at the login window; IT's FileVault recovery for our Macs goes through iCloud.",
   [r"re:(?i)recovery key"],
   [r"re:(?i)goes through iCloud", r"re:(?i)reset the password with their Apple ID"]),
  ("How do I check that FileVault is on?",
   "`fdesetup status` prints `FileVault is On.`; `sudo fdesetup list` shows which users can unlock the disk."),
  [("Step one: have the user reset the password with their Apple ID at the login window; IT's FileVault recovery for our Macs goes through iCloud.",
    "Step one: look up the personal recovery key on the Mac's computer record in Jamf (the FileVault profile escrows it there) and have the user enter it at the unlock screen.")])

# 045 target dependency must be a product
S("swiftpm", "paraphrase", "other_identifier", "lookalike",
  ("Add swift-argument-parser to the tgctl target.",
   "```swift\ndependencies: [\n    .package(url: \"https://github.com/apple/swift-argument-parser\", from: \"1.3.0\"),\n],\ntargets: [\n    .executableTarget(name: \"tgctl\", dependencies: [\"swift-argument-parser\"]),\n]\n```",
   "the target dependency has to be the product, .product(name: \"ArgumentParser\", package: \"swift-argument-parser\"). the package name alone doesn't resolve",
   "dependencies: [\"swift-argument-parser\"]", "dependencies: [.product(name: \"ArgumentParser\", package: \"swift-argument-parser\")]"),
  ("Hook swift-log up to the report-uploader target.",
   "```swift\n.executableTarget(\n    name: \"report-uploader\",\n    dependencies: [\"swift-log\"]\n)\n```",
   [".product(name: \"Logging\", package: \"swift-log\")"],
   [r"re:dependencies: \[\s*\"swift-log\""]),
  ("The tgctl executable should use our local RegionCore target. How do I wire that up?",
   "```swift\n.target(name: \"RegionCore\"),\n.executableTarget(name: \"tgctl\", dependencies: [\"RegionCore\"]),\n```\n\nA target in the same package is referenced by its name as a plain string."),
  [("dependencies: [\"swift-log\"]", "dependencies: [.product(name: \"Logging\", package: \"swift-log\")]")],
  holds="dependencies: [\"RegionCore\"]")

# 046 team: Jamf policy trigger name
S("team", "literal", "reworded", "already_correct",
  ("How can a developer get Xcode installed on their managed laptop?",
   "Run `sudo jamf policy -event install-xcode`; the policy pulls Xcode 15.4 from our cache and accepts the license.",
   "the trigger is xcode-install (noun first, like all our triggers)",
   "-event install-xcode", "-event xcode-install"),
  ("Xcode got deleted on my Mac. How do I get it back without the App Store?",
   "You can re-run our Jamf policy from Terminal with `sudo jamf policy -event install-xcode`, or find Xcode in Self Service.",
   ["-event xcode-install"],
   ["install-xcode"]),
  ("What's the trigger for the Xcode policy? I'm writing the onboarding doc.",
   "It's `xcode-install`: users run `sudo jamf policy -event xcode-install`, or click Xcode in Self Service."),
  [("-event install-xcode", "-event xcode-install")],
  holds="-event xcode-install")

# 047 log show has --last, not --since
S("macos-cli", "paraphrase", "code_block", "same_topic",
  ("Show the last hour of logs from our agent's subsystem.",
   "`log show --predicate 'subsystem == \"io.tallgrass.agent\"' --info --since 1h`",
   "log show has no --since, it's --last 1h (or --start with a timestamp)",
   "--since 1h", "--last 1h"),
  ("Dump the last half hour of jamf binary logs to a file.",
   "```sh\nlog show --predicate 'process == \"jamf\"' --style compact --since 30m > ~/Desktop/jamf-30m.log\n```",
   ["--last 30m"],
   ["--since 30m"]),
  ("Export the logs from a user's Mac so I can attach them to a ticket.",
   "`sudo log collect --last 2h --output ~/Desktop/agent.logarchive` creates an archive you can open in Console."),
  [("--since 30m", "--last 30m")])

# 048 team: office Wi-Fi SSID
S("team", "literal", "code_block", "lookalike",
  ("Write a mobileconfig Wi-Fi payload for the office network.",
   "```xml\n<key>PayloadType</key>\n<string>com.apple.wifi.managed</string>\n<key>SSID_STR</key>\n<string>TG-Corp</string>\n<key>AutoJoin</key>\n<true/>\n```\n\nAdd an EAP client configuration that uses the SCEP certificate for EAP-TLS.",
   "Office SSID is TG-Secure. TG-Corp is the old PSK network we're decommissioning.",
   "<string>TG-Corp</string>", "<string>TG-Secure</string>"),
  ("Wi-Fi profile for the new Denver office?",
   "```xml\n<dict>\n  <key>PayloadType</key>\n  <string>com.apple.wifi.managed</string>\n  <key>PayloadIdentifier</key>\n  <string>io.tallgrass.wifi.denver</string>\n  <key>SSID_STR</key>\n  <string>TG-Corp</string>\n  <key>EncryptionType</key>\n  <string>WPA2</string>\n  <key>AutoJoin</key>\n  <true/>\n</dict>\n```",
   ["<string>TG-Secure</string>"],
   ["<string>TG-Corp</string>"]),
  ("Remove the old office network from the Macs' preferred list.",
   "`sudo networksetup -removepreferredwirelessnetwork en0 \"TG-Corp\"` drops it; run it from a Jamf policy so every Mac gets it."),
  [("<string>TG-Corp</string>", "<string>TG-Secure</string>")],
  holds="\"TG-Corp\"")

# 049 LSUIElement for menu bar apps
S("xcode", "literal", "code_block", "same_topic",
  ("How do I hide the Dock icon for our menu bar app?",
   "Add `LSBackgroundOnly` = YES to Info.plist; the app keeps its status item but won't appear in the Dock or the app switcher.",
   "LSBackgroundOnly removes all UI, status item included. It's LSUIElement = YES for a menu bar (agent) app.",
   "LSBackgroundOnly", "LSUIElement"),
  ("Info.plist entries for the new TallgrassStatus menu bar utility?",
   "```xml\n<key>CFBundleIdentifier</key>\n<string>io.tallgrass.status</string>\n<key>LSBackgroundOnly</key>\n<true/>\n<key>LSMinimumSystemVersion</key>\n<string>14.0</string>\n```",
   ["<key>LSUIElement</key>"],
   ["LSBackgroundOnly"]),
  ("How do I hide the Dock icon at runtime in a SwiftUI app?",
   "Call `NSApp.setActivationPolicy(.accessory)`; switch back to `.regular` when you open a window that should appear in the Dock."),
  [("LSBackgroundOnly", "LSUIElement")])

# 050 ditto, not zip -r, for notarization uploads
S("notarization", "paraphrase", "code_block", "lookalike",
  ("Zip the signed app so I can send it to notarytool.",
   "`zip -r Field.zip Field.app`, then submit it with `xcrun notarytool submit Field.zip --wait`.",
   "zip -r follows the symlinks inside the frameworks and breaks the seal. use ditto -c -k --keepParent Field.app Field.zip",
   "zip -r Field.zip Field.app", "ditto -c -k --keepParent Field.app Field.zip"),
  ("Release script step: package the notarization upload for the agent app.",
   "```sh\ncd build/export\nzip -qr ../TallgrassAgent-5.1.zip TallgrassAgent.app\nxcrun notarytool submit ../TallgrassAgent-5.1.zip --keychain-profile \"tg-notary-ci\" --wait\n```",
   [r"re:ditto -c -k (--sequesterRsrc )?--keepParent TallgrassAgent\.app"],
   [r"re:zip -\w*r\w* \S+\.zip \S+\.app"]),
  ("Bundle up the agent logs to attach to a support ticket.",
   "`zip -r ~/Desktop/tg-logs.zip /Library/Logs/Tallgrass` is fine for logs; there are no signatures or symlinks to preserve."),
  [("zip -qr ../TallgrassAgent-5.1.zip TallgrassAgent.app", "ditto -c -k --keepParent TallgrassAgent.app ../TallgrassAgent-5.1.zip")],
  holds="zip -r ~/Desktop/tg-logs.zip")

# 051 kickstart needs a domain target
S("launchd", "paraphrase", "renamed_identifier", "lookalike",
  ("Restart our inventory LaunchDaemon without rebooting.",
   "`sudo launchctl kickstart -k io.tallgrass.inventory` kills the running instance and starts it again.",
   "kickstart needs the domain in the target: sudo launchctl kickstart -k system/io.tallgrass.inventory",
   "kickstart -k io.tallgrass.inventory", "kickstart -k system/io.tallgrass.inventory"),
  ("My menubar agent is stuck. How do I restart it from Terminal?",
   "Run `launchctl kickstart -k io.tallgrass.menubar`; -k kills the current process first.",
   [r"re:kickstart -k gui/(\$\(id -u\)|\$UID|\d+)/io\.tallgrass\.menubar"],
   ["kickstart -k io.tallgrass.menubar"]),
  ("Is my menubar agent loaded?",
   "`launchctl list io.tallgrass.menubar` prints its PID and last exit status if it's loaded; otherwise you get `Could not find service`."),
  [("kickstart -k io.tallgrass.menubar", "kickstart -k gui/$(id -u)/io.tallgrass.menubar")],
  holds="launchctl list io.tallgrass.menubar")

# 052 pkgutil --forget only drops the receipt
S("macos-cli", "semantic", "prose_claim", "same_topic",
  ("How do I uninstall the old GlobalProtect pkg?",
   "Run `sudo pkgutil --forget com.paloaltonetworks.globalprotect.pkg`; that removes everything the package installed.",
   "--forget only deletes the receipt, the files stay on disk. Use the vendor's uninstaller (or pkgutil --files to see what to remove).",
   "that removes everything the package installed", "that only deletes the receipt; the installed files stay"),
  ("Is pkgutil --forget enough to get rid of an app that came as a pkg?",
   "Yes, `pkgutil --forget <package-id>` cleans up the package's installed files and its receipt in one step.",
   [r"re:(?i)only (removes|deletes|forgets) (the )?(package )?receipt|files (stay|remain)|leaves the files"],
   [r"re:(?i)cleans up the package's installed files"]),
  ("List the files a pkg installed.",
   "`pkgutil --files io.tallgrass.agent.pkg` lists them relative to the install location; `pkgutil --pkg-info io.tallgrass.agent.pkg` shows that location."),
  [("Yes, `pkgutil --forget <package-id>` cleans up the package's installed files and its receipt in one step.",
    "No. `pkgutil --forget <package-id>` only deletes the receipt; the files stay on disk. List them with `pkgutil --files <package-id>` or use the vendor's uninstaller.")])

# 053 don't sign with --deep
S("codesign", "paraphrase", "reordered_args", "lookalike",
  ("Sign Field.app and everything inside it for Developer ID distribution.",
   "Sign the whole bundle in one pass: `codesign --deep --force --options runtime --timestamp --sign \"%s\" dist/Field.app`." % DEV_ID,
   "please don't sign with --deep, Apple says it's for verification only. sign the nested frameworks and helpers first, inside-out, then the app",
   "codesign --deep --force --options runtime", "codesign --force --options runtime"),
  ("Sign TallgrassAgent.app, which has two embedded login-item helpers.",
   "One command covers the helpers too:\n\n```sh\ncodesign --force --options runtime --timestamp --sign \"%s\" --deep build/TallgrassAgent.app\n```" % DEV_ID,
   [r"re:(?i)inside[- ]out|individually|each helper|Contents/(Library/LoginItems|Helpers|MacOS|Frameworks)/"],
   [r"re:--deep[^\n]*--sign", r"re:--sign[^\n]*--deep"]),
  ("Verify the signature of the whole app, nested code included.",
   "`codesign --verify --deep --strict --verbose=2 build/TallgrassAgent.app` checks every nested helper and framework; it should end with `satisfies its Designated Requirement`."),
  [("One command covers the helpers too:\n\n```sh\ncodesign --force --options runtime --timestamp --sign \"%s\" --deep build/TallgrassAgent.app\n```" % DEV_ID,
    "Sign the helpers first, then the app, without `--deep`:\n\n```sh\nID=\"%s\"\nfor h in build/TallgrassAgent.app/Contents/Library/LoginItems/*.app; do\n  codesign --force --options runtime --timestamp --sign \"$ID\" \"$h\"\ndone\ncodesign --force --options runtime --timestamp --sign \"$ID\" build/TallgrassAgent.app\n```" % DEV_ID)],
  holds="--verify --deep --strict")

# 054 team: Jamf API uses API clients
S("team", "literal", "code_block", "unrelated",
  ("How do I get a bearer token for the Jamf Pro API in a script?",
   "`curl -s -u \"$JAMF_USER:$JAMF_PASS\" -X POST https://tallgrass.jamfcloud.com/api/v1/auth/token` returns JSON with a `token` field.",
   "We don't use user accounts for scripts anymore, everything goes through API clients: POST /api/oauth/token with client_id, client_secret and grant_type=client_credentials.",
   "/api/v1/auth/token", "/api/oauth/token"),
  ("Python snippet to authenticate to our Jamf before calling the inventory endpoint?",
   "```python\nimport requests\n\nresp = requests.post(\n    \"https://tallgrass.jamfcloud.com/api/v1/auth/token\",\n    auth=(os.environ[\"JAMF_USER\"], os.environ[\"JAMF_PASS\"]),\n    timeout=30,\n)\ntoken = resp.json()[\"token\"]\n```",
   ["/api/oauth/token"],
   ["/api/v1/auth/token"]),
  ("How do I get the serial number from the terminal?",
   "`system_profiler SPHardwareDataType | awk '/Serial Number/ {print $4}'` prints it."),
  [("import requests", "import os\nimport requests"),
   ("/api/v1/auth/token\",\n    auth=(os.environ[\"JAMF_USER\"], os.environ[\"JAMF_PASS\"]),",
    "/api/oauth/token\",\n    data={\"grant_type\": \"client_credentials\", \"client_id\": os.environ[\"JAMF_CLIENT_ID\"], \"client_secret\": os.environ[\"JAMF_CLIENT_SECRET\"]},"),
   ("resp.json()[\"token\"]", "resp.json()[\"access_token\"]")])

# 055 csrutil only from recoveryOS
S("macos-cli", "semantic", "reworded", "unrelated",
  ("How do I turn off SIP on my test Mac so I can load an unsigned kext?",
   "Open Terminal and run `sudo csrutil disable`, then reboot; SIP will be off after the restart.",
   "csrutil disable only works from recoveryOS (hold the power button on Apple silicon, then Options > Terminal). From a normal boot it just errors out.",
   "Open Terminal and run `sudo csrutil disable`, then reboot",
   "Boot into recoveryOS, open Terminal there and run `csrutil disable`"),
  ("I need SIP disabled on a lab MacBook for kernel debugging. Steps?",
   "From your normal session, run `sudo csrutil disable` in Terminal and restart. After that `csrutil status` should report disabled.",
   [r"re:(?i)recovery"],
   [r"re:(?i)from your normal session"]),
  ("How do I see which process is listening on port 8080?",
   "`sudo lsof -nP -iTCP:8080 -sTCP:LISTEN` shows the process name and PID."),
  [("From your normal session, run `sudo csrutil disable` in Terminal and restart.",
    "Shut down, hold the power button until the startup options appear, choose Options to boot into recoveryOS, then run `csrutil disable` in Terminal there and restart.")])

# 056 profiles install is gone since Big Sur
S("mdm", "semantic", "equivalent_construct", "same_topic",
  ("Can I install our Wi-Fi mobileconfig from a shell script on a handful of Macs?",
   "Yes: `sudo profiles install -path /tmp/tg-wifi.mobileconfig` installs it silently without any user prompt.",
   "not since Big Sur, profiles install is blocked for configuration profiles. they have to come through Jamf or be approved by the user in System Settings",
   "`sudo profiles install -path /tmp/tg-wifi.mobileconfig` installs it silently without any user prompt",
   "configuration profiles have to be deployed through MDM (Jamf) or installed by hand and approved in System Settings"),
  ("Postinstall script that drops our VPN profile on the machine and installs it.",
   "```sh\n#!/bin/zsh\ncp \"$(dirname \"$0\")/tg-vpn.mobileconfig\" /tmp/\n/usr/bin/profiles -I -F /tmp/tg-vpn.mobileconfig\n```\n\nThe `-I -F` form installs the profile silently as part of the package.",
   [r"re:(?i)MDM|Jamf|System Settings"],
   [r"re:profiles (-I|install)", r"re:(?i)installs the profile silently"]),
  ("List the configuration profiles installed on this Mac.",
   "`sudo profiles list` shows installed profiles by identifier, and `system_profiler SPConfigurationProfileDataType` prints each profile with its payloads."),
  [("```sh\n#!/bin/zsh\ncp \"$(dirname \"$0\")/tg-vpn.mobileconfig\" /tmp/\n/usr/bin/profiles -I -F /tmp/tg-vpn.mobileconfig\n```\n\nThe `-I -F` form installs the profile silently as part of the package.",
    "A package can't install configuration profiles anymore: since Big Sur the `profiles` tool refuses to do it from the command line. Upload tg-vpn.mobileconfig to Jamf and scope it to the Macs instead, or have users open it and approve it in System Settings.")])

# 057 team: commit Package.resolved for apps and CLIs
S("team", "semantic", "reworded", "lookalike",
  ("Should Package.resolved be committed in our tgctl CLI repo?",
   "No, Package.resolved is generated by SwiftPM, so add it to `.gitignore` and let each build resolve fresh versions.",
   "we commit Package.resolved for apps and CLIs so CI builds exactly what we tested. Only library packages leave it out.",
   "No, Package.resolved is generated by SwiftPM, so add it to `.gitignore`",
   "Yes, commit Package.resolved"),
  ("The inventory-agent repo has Package.resolved showing up in git status. What do I do with it?",
   "It's a lockfile that SwiftPM regenerates, so just put `Package.resolved` in your `.gitignore` and don't commit it.",
   [r"re:(?i)git add|commit (it|Package\.resolved)"],
   [r"re:(?i)(put|add) `?Package\.resolved`? (in|to) (your )?`?\.gitignore", "don't commit it"]),
  ("We're publishing FieldKit as a library package. Do consumers get our Package.resolved?",
   "No. SwiftPM ignores a dependency's Package.resolved; consumers resolve versions from your manifest's requirements, so for a library it's common to leave Package.resolved out of git."),
  [("It's a lockfile that SwiftPM regenerates, so just put `Package.resolved` in your `.gitignore` and don't commit it.",
    "It's SwiftPM's lockfile; for an app like inventory-agent, commit it (`git add Package.resolved`) so CI resolves the same versions you tested.")],
  holds="leave Package.resolved out of git")

# 058 LaunchAgents run as the logged-in user
S("launchd", "semantic", "reworded", "already_correct",
  ("Where should our menu bar helper's launchd plist go so it runs for every user?",
   "Put it in /Library/LaunchAgents; agents there run as root for every user session.",
   "Agents in /Library/LaunchAgents run as each logged-in user, not root. If you need root it has to be a LaunchDaemon.",
   "agents there run as root for every user session",
   "agents there load into each user's session and run as that user"),
  ("Does a LaunchAgent in /Library/LaunchAgents have root privileges?",
   "Yes. Because the plist is in the system-wide /Library/LaunchAgents folder, launchd runs the agent as root in each user's session.",
   [r"re:(?i)LaunchDaemon|logged[- ]in user|as (that|the|each) user|not (as )?root"],
   [r"re:(?i)runs the agent as root"]),
  ("What user does a LaunchDaemon run as by default?",
   "Daemons in /Library/LaunchDaemons run as root unless the plist sets `UserName`; agents in /Library/LaunchAgents run as whichever user is logged in."),
  [("Yes. Because the plist is in the system-wide /Library/LaunchAgents folder, launchd runs the agent as root in each user's session.",
    "No. Agents in /Library/LaunchAgents are loaded into every user's session but run as that logged-in user. Anything that needs root has to be a LaunchDaemon in /Library/LaunchDaemons.")],
  holds="agents in /Library/LaunchAgents run as whichever user is logged in")

# 059 team: plant-floor time server
S("team", "paraphrase", "equivalent_construct", "lookalike",
  ("Set the network time server on the plant-floor kiosk Macs.",
   "`sudo systemsetup -setnetworktimeserver time.apple.com`, then `sudo systemsetup -setusingnetworktime on`.",
   "the plant-floor VLAN can't reach time.apple.com, those kiosks have to use time.tallgrass.io",
   "-setnetworktimeserver time.apple.com", "-setnetworktimeserver time.tallgrass.io"),
  ("The kiosk iMac on the plant floor is 4 minutes off. Force a resync now.",
   "Force an immediate sync against Apple's server: `sudo sntp -sS time.apple.com`.",
   ["sntp -sS time.tallgrass.io"],
   [r"re:sntp -sS time\.apple\.com"]),
  ("Which time server are the office laptops supposed to use?",
   "Office laptops keep the default: `sudo systemsetup -getnetworktimeserver` should print `Network Time Server: time.apple.com`. Only the plant-floor kiosks point at the internal server."),
  [("Apple's server: `sudo sntp -sS time.apple.com`", "the plant time server: `sudo sntp -sS time.tallgrass.io`")],
  holds="Network Time Server: time.apple.com")

# 060 caffeinate -t is in seconds
S("macos-cli", "paraphrase", "code_block", "already_correct",
  ("Keep the Mac awake for an hour while Migration Assistant runs.",
   "Run `caffeinate -d -t 60` in Terminal; it keeps the display and the system awake for 60 minutes.",
   "-t is seconds, so an hour is -t 3600",
   "caffeinate -d -t 60", "caffeinate -d -t 3600"),
  ("Wrap our 2-hour imaging script so the Mac doesn't sleep halfway through.",
   "```sh\n#!/bin/zsh\n# keep the system awake for 120 minutes\ncaffeinate -dims -t 120 &\n/usr/local/tallgrass/bin/reimage.sh\n```",
   [r"re:-t 7200|caffeinate -dims /usr/local/tallgrass/bin/reimage\.sh"],
   [r"re:-t 120\b"]),
  ("Stop the Mac sleeping for 30 minutes during a long download.",
   "`caffeinate -i -t 1800` prevents idle sleep for 1800 seconds (30 minutes)."),
  [("-t 120 &", "-t 7200 &")],
  holds="caffeinate -i -t 1800")


# =====================================================================================
# Validation (emulates run.py's check exactly)
# =====================================================================================
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def public(s):
    return {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                              "teach", "repeat", "control")}


def validate():
    errors, warnings = [], []
    E = errors.append
    ids = [s["id"] for s in SCENARIOS]
    if len(ids) != len(set(ids)):
        E("duplicate ids")
    for i, sid in enumerate(ids, 1):
        if sid != "%s-%03d" % (PREFIX, i) or not re.fullmatch(r"d44-\d{3}", sid):
            E("%s: id out of order or malformed" % sid)
    if len(SCENARIOS) != 60:
        E("expected 60 scenarios, got %d" % len(SCENARIOS))

    messages = Counter(s["teach"]["message"] for s in SCENARIOS)
    for m, c in messages.items():
        if c > 1:
            E("teach.message shared by %d scenarios: %r" % (c, m))

    for s in SCENARIOS:
        sid = s["id"]
        p = public(s)
        if set(p) != TOP_KEYS:
            E("%s: top-level keys %s" % (sid, sorted(p)))
        if set(s["teach"]) != TEACH_KEYS:
            E("%s: teach keys %s" % (sid, sorted(s["teach"])))
        if set(s["repeat"]) != REPEAT_KEYS:
            E("%s: repeat keys %s" % (sid, sorted(s["repeat"])))
        if set(s["control"]) != CONTROL_KEYS:
            E("%s: control keys %s" % (sid, sorted(s["control"])))
        for part, keys in (("teach", TEACH_KEYS), ("repeat", {"query", "output"}), ("control", CONTROL_KEYS)):
            for k in keys:
                v = s[part].get(k)
                if not isinstance(v, str) or not v.strip():
                    E("%s: %s.%s must be a non-empty string" % (sid, part, k))
        if not isinstance(s["topic"], str) or not s["topic"]:
            E("%s: topic" % sid)
        if s["difficulty"] not in DIFFICULTIES:
            E("%s: difficulty %r" % (sid, s["difficulty"]))
        if s["repeat_variation"] not in VARIATIONS:
            E("%s: repeat_variation %r" % (sid, s["repeat_variation"]))
        if s["control_kind"] not in CONTROL_KINDS:
            E("%s: control_kind %r" % (sid, s["control_kind"]))

        t, r, c = s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            E("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            E("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"].replace(t["gold_wrong"], ""):
            E("%s: teach.output already contains gold_right" % sid)

        ec, ea = r["expect_contains"], r["expect_absent"]
        if not isinstance(ec, list) or not isinstance(ea, list) or not (ec or ea):
            E("%s: expect lists" % sid)
            continue
        if not ea:
            E("%s: expect_absent is empty (the mistake must be rejected)" % sid)
        for spec in ec + ea:
            if not isinstance(spec, str) or not spec:
                E("%s: bad spec %r" % (sid, spec))
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    E("%s: bad regex %r: %s" % (sid, spec, e))
        if errors and errors[-1].startswith(sid + ": bad"):
            continue

        # the repeat fails as written
        if fixed(r["output"], ec, ea):
            E("%s: repeat passes its own check as written" % sid)
        if not any(check(r["output"], x) for x in ea):
            E("%s: no expect_absent spec matches the repeat as written" % sid)
        # ... and passes after the recorded fix
        out = r["output"]
        if not s["_fix"]:
            E("%s: no fix recorded" % sid)
        for old, new in s["_fix"]:
            if old not in out:
                E("%s: fix old text not found: %r" % (sid, old[:60]))
            out = out.replace(old, new)
        if not fixed(out, ec, ea):
            miss = [x for x in ec if not check(out, x)]
            pres = [x for x in ea if check(out, x)]
            E("%s: fixed repeat fails its check (missing %s, present %s)" % (sid, miss, pres))

        # difficulty labels
        wrong_in_repeat = norm(t["gold_wrong"]) in norm(r["output"])
        if s["difficulty"] == "literal" and not wrong_in_repeat:
            E("%s: literal but gold_wrong does not recur in repeat (up to case/space)" % sid)
        if s["difficulty"] != "literal" and wrong_in_repeat:
            E("%s: %s but gold_wrong recurs verbatim in repeat" % (sid, s["difficulty"]))
        if s["repeat_variation"] == "casing" and t["gold_wrong"] in r["output"]:
            E("%s: casing variation but gold_wrong recurs with the same case" % sid)
        if s["repeat_variation"] == "code_block" and "```" not in r["output"]:
            E("%s: code_block variation without a code block" % sid)

        # control: never counted wrong when unchanged, holds what it should
        for spec in ea:
            if check(c["output"], spec):
                E("%s: control output matches expect_absent %r" % (sid, spec))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["_holds"]:
                E("%s: %s control without a recorded holds text" % (sid, s["control_kind"]))
            elif s["_holds"] not in c["output"]:
                E("%s: control output lacks its holds text %r" % (sid, s["_holds"]))
        if c["output"] == r["output"] or c["output"] == t["output"]:
            E("%s: control output duplicates another turn" % sid)

    # cross-scenario overlaps of wrong text (shared-store hazard)
    for a in SCENARIOS:
        wrong = a["teach"]["gold_wrong"]
        for b in SCENARIOS:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                text = b[part]["output"]
                if wrong in text:
                    warnings.append("%s gold_wrong %r occurs in %s.%s.output" % (a["id"], wrong[:50], b["id"], part))
                elif wrong.lower() in text.lower() and len(wrong) > 6:
                    warnings.append("%s gold_wrong %r occurs (other case) in %s.%s.output" % (a["id"], wrong[:50], b["id"], part))
            for spec in a["repeat"]["expect_absent"]:
                if check(b["control"]["output"], spec):
                    warnings.append("%s expect_absent %r matches %s.control.output" % (a["id"], spec[:50], b["id"]))

    # mix
    d = Counter(s["difficulty"] for s in SCENARIOS)
    ck = Counter(s["control_kind"] for s in SCENARIOS)
    v = Counter(s["repeat_variation"] for s in SCENARIOS)
    for k, want in TARGET_DIFFICULTY.items():
        if abs(d[k] - want) > 2:
            E("difficulty %s: %d, target %d" % (k, d[k], want))
    for k, want in TARGET_CONTROL.items():
        if abs(ck[k] - want) > 2:
            E("control_kind %s: %d, target %d" % (k, ck[k], want))
    for k in VARIATIONS:
        if k in TARGET_VARIATION:
            if abs(v[k] - TARGET_VARIATION[k]) > 3:
                E("repeat_variation %s: %d, target ~%d" % (k, v[k], TARGET_VARIATION[k]))
        elif not 2 <= v[k] <= 8:
            E("repeat_variation %s: %d, target 2..8" % (k, v[k]))
    return errors, warnings, d, ck, v


# =====================================================================================
# Output
# =====================================================================================
README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev44: macOS and Apple-platform administration and development

{n} hand-written learning-loop scenarios (`d44-001` ... `d44-{last}`) for cairn, in the
format of `../shared/eval/loop/scenarios_dev.jsonl` and scored by
`../shared/eval/loop/run.py`. Each scenario teaches one correction in session A, repeats
the same mistake in session B (it should come back fixed) and asks a control question in
session C (its output must come back byte-identical).

Theme: Homebrew, launchd plists and launchctl, `defaults write`, MDM and configuration
profiles (Jamf), Xcode and its command-line tools, codesign and notarization, Swift
Package Manager, other macOS command-line tools, and the IT team's own facts (a fictional
company, Tallgrass: its Jamf instances, admin account, tap, runners, triggers, Wi-Fi,
naming, time server and conventions). Corrections mix public facts with team conventions.

| | counts |
|---|---|
| difficulty | {difficulty} |
| control_kind | {control} |
| repeat_variation | {variation} |
| topic | {topic} |

Files:

- `build.py` holds the data and the validator and regenerates `scenarios.jsonl` and this
  README (Python 3 standard library only).
- `scenarios.jsonl`: one scenario per line, ids in order.

Checks `build.py` runs before writing (it exits non-zero on any failure):

- ids unique, well formed and in order; exact field sets; valid `difficulty`,
  `repeat_variation` and `control_kind` values; non-empty strings; regexes compile;
- `teach.gold_wrong` occurs in `teach.output` and differs from `teach.gold_right`;
  no two scenarios share a `teach.message`;
- every repeat fails its own check as written (with `run.py`'s exact rule: `re:` entries
  are Python regexes, others case-sensitive substrings; fixed = all `expect_contains`
  present and all `expect_absent` absent) and passes after applying the recorded fix
  (a list of old -> new replacements kept in `build.py`, not in the JSONL);
- `literal` repeats contain `gold_wrong` verbatim up to case and white space; `paraphrase`
  and `semantic` repeats do not; `casing` repeats change its case; `code_block` repeats
  hold a fenced block;
- no control output matches any of its scenario's `expect_absent` specs (an unchanged
  control is never counted as wrong), and `lookalike` / `already_correct` controls contain
  the lookalike or already-correct text they are meant to hold;
- the mix is within 2 of the target per difficulty and control kind, within 3 for
  `reworded` / `code_block`, and 2..8 for each other variation;
- cross-scenario overlaps (one scenario's `gold_wrong` inside another scenario's outputs,
  or its `expect_absent` matching another control) are printed as warnings; the set is
  written to have none.

Run it (from the cairn checkout, `/work/main`):

```sh
python3 eval/dev44/build.py
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev44/scenarios.jsonl
```

Without `--shared-store` each scenario gets a fresh store; `--oracle-teach` stores the
gold spans directly to measure retrieval and application without detection.
"""


def fmt(counter, order=None):
    keys = order or sorted(counter)
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter[k])


def main():
    errors, warnings, d, ck, v = validate()
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d errors; nothing written" % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    topics = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(SCENARIOS), last="%03d" % len(SCENARIOS),
                              difficulty=fmt(d, DIFFICULTIES), control=fmt(ck, CONTROL_KINDS),
                              variation=fmt(v, VARIATIONS), topic=fmt(topics)))
    print("ok: %d scenarios, %d warnings" % (len(SCENARIOS), len(warnings)))
    print("difficulty:", fmt(d, DIFFICULTIES))
    print("control_kind:", fmt(ck, CONTROL_KINDS))
    print("repeat_variation:", fmt(v, VARIATIONS))


if __name__ == "__main__":
    main()
