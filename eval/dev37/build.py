#!/usr/bin/env python3
"""Build the dev37 learning-loop scenarios (Rust and systems programming).

Holds 60 scenarios as data, validates them, and writes scenarios.jsonl and
README.md next to this file. Refuses to write anything if a check fails.
Standard library only:

    python3 eval/dev37/build.py
"""
import json
import os
import re
import sys
import textwrap
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d37"
N_EXPECTED = 60

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")

# Target mix (roughly like the original set) and how far each count may drift.
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TOLERANCE = 3


def T(s):
    """Dedent a triple-quoted block and drop the surrounding blank lines."""
    return textwrap.dedent(s).strip("\n")


SCENARIOS = []


def sc(num, topic, difficulty, variation, kind, teach, repeat, control, fix,
       cflags=None, cneeds=None, literal=None):
    tq, tout, msg, wrong, right = teach
    rq, rout, contains, absent = repeat
    cq, cout = control
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, num),
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": kind,
        "teach": {"query": tq, "output": tout, "message": msg, "gold_wrong": wrong, "gold_right": right},
        "repeat": {"query": rq, "output": rout, "expect_contains": list(contains), "expect_absent": list(absent)},
        "control": {"query": cq, "output": cout},
        # build-only fields (not written to the jsonl)
        "_fix": list(fix),
        "_cflags": cflags,
        "_cneeds": cneeds,
        "_literal": literal,
    })


# ---------------------------------------------------------------------------
# scenarios
# ---------------------------------------------------------------------------

sc(1, "tokio", "literal", "code_block", "lookalike",
   ("Set up main for the ingest worker so it runs on a multi-threaded tokio runtime with 4 workers.",
    T('''
    Here's the entry point:

    ```rust
    #[tokio::main(flavor = "multi-thread", worker_threads = 4)]
    async fn main() -> anyhow::Result<()> {
        let cfg = Config::from_env()?;
        ingest::run(cfg).await
    }
    ```

    `worker_threads` caps the runtime at 4 OS threads regardless of the core count.
    '''),
    "The flavor string is `multi_thread` with an underscore, not `multi-thread` — the macro errors out on the hyphen.",
    'flavor = "multi-thread"', 'flavor = "multi_thread"'),
   ("Write a #[tokio::main] for the replay CLI, multi-thread flavor, 2 worker threads.",
    T('''
    ```rust
    #[tokio::main(flavor = "multi-thread", worker_threads = 2)]
    async fn main() -> anyhow::Result<()> {
        let args = Args::parse();
        replay::run(args).await
    }
    ```
    '''),
    ['flavor = "multi_thread"'], ['"multi-thread"']),
   ("Does a bare #[tokio::main] give me a single-threaded runtime?",
    T('''
    No. A bare `#[tokio::main]` builds the multi-threaded scheduler with one worker per core;
    `#[tokio::test]` is the one that defaults to `current_thread`. For a single thread in main write
    `#[tokio::main(flavor = "current_thread")]`.
    ''')),
   fix=[('"multi-thread"', '"multi_thread"')],
   cflags=['flavor = "multi-thread"'],
   cneeds=["multi-threaded scheduler"])

sc(2, "tokio", "paraphrase", "other_identifier", "lookalike",
   ("Add a retry with a 500 ms pause to fetch_manifest, it's an async fn.",
    T('''
    ```rust
    pub async fn fetch_manifest(client: &Client, url: &str) -> Result<Manifest, FetchError> {
        for attempt in 1..=3 {
            match client.get(url).send().await {
                Ok(resp) => return Ok(resp.json().await?),
                Err(e) if attempt < 3 => {
                    tracing::warn!(attempt, error = %e, "manifest fetch failed, retrying");
                    std::thread::sleep(Duration::from_millis(500));
                }
                Err(e) => return Err(e.into()),
            }
        }
        unreachable!()
    }
    ```
    '''),
    "Don't block the executor thread inside an async fn. Use `tokio::time::sleep(...).await` there.",
    "std::thread::sleep(Duration::from_millis(500));", "tokio::time::sleep(Duration::from_millis(500)).await;"),
   ("The reconnect loop in the websocket client should back off exponentially, can you add that?",
    T('''
    ```rust
    use std::thread;

    async fn reconnect(url: &str) -> Result<WsStream, WsError> {
        let mut backoff = Duration::from_millis(200);
        loop {
            match connect_async(url).await {
                Ok((ws, _)) => return Ok(ws),
                Err(e) => {
                    tracing::warn!(?backoff, error = %e, "reconnect failed");
                    thread::sleep(backoff);
                    backoff = (backoff * 2).min(Duration::from_secs(30));
                }
            }
        }
    }
    ```
    '''),
    ["tokio::time::sleep(backoff).await"], [r"re:\bthread::sleep\("]),
   ("Checksumming the segment files runs inside spawn_blocking; how do I throttle it so it doesn't saturate the disk?",
    T('''
    That closure runs on the blocking pool, not on an async worker, so a plain sleep between segments is fine there:

    ```rust
    let sums = tokio::task::spawn_blocking(move || {
        let mut sums = Vec::with_capacity(segments.len());
        for seg in segments {
            sums.push((seg.id, checksum_file(&seg.path)?));
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok::<_, io::Error>(sums)
    })
    .await??;
    ```
    ''')),
   fix=[("use std::thread;\n\n", ""), ("thread::sleep(backoff);", "tokio::time::sleep(backoff).await;")],
   cflags=[r"re:async fn[^{]*\{[^}]*thread::sleep"],
   cneeds=["std::thread::sleep(Duration::from_millis(20))", "spawn_blocking"])

sc(3, "cross-compilation", "literal", "code_block", "lookalike",
   ("How do I build the agent for the Graviton boxes from my x86 laptop?",
    T('''
    Add the target and build with it:

    ```sh
    rustup target add arm64-unknown-linux-gnu
    sudo apt-get install gcc-aarch64-linux-gnu
    cargo build --release --target arm64-unknown-linux-gnu
    ```

    The binary ends up in `target/arm64-unknown-linux-gnu/release/agent`.
    '''),
    "rustc has no arm64-unknown-linux-gnu target, it's aarch64-unknown-linux-gnu. arm64 is only what Debian and Docker call it.",
    "arm64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"),
   ("Add an arm64 job to the release workflow.",
    T('''
    ```yaml
      build-arm64:
        runs-on: ubuntu-22.04
        steps:
          - uses: actions/checkout@v4
          - run: rustup target add arm64-unknown-linux-gnu
          - run: sudo apt-get install -y gcc-aarch64-linux-gnu
          - run: cargo build --release --locked --target arm64-unknown-linux-gnu
            env:
              CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER: aarch64-linux-gnu-gcc
    ```
    '''),
    ["--target aarch64-unknown-linux-gnu"], ["arm64-unknown-linux-gnu"]),
   ("How do I build the container image for the Graviton nodes?",
    T('''
    Use buildx with the platform name Docker uses for 64-bit ARM:

    ```sh
    docker buildx build --platform linux/arm64 -t registry.acme.dev/agent:1.14.2-arm64 --push .
    ```

    The Dockerfile only copies the already cross-compiled binary, so the image needs no Rust toolchain.
    ''')),
   fix=[("arm64-unknown-linux-gnu", "aarch64-unknown-linux-gnu")],
   cflags=["arm64-unknown-linux"],
   cneeds=["--platform linux/arm64"])

sc(4, "cross-compilation", "paraphrase", "reworded", "lookalike",
   ("I need a fully static build of the CLI so it runs on the Alpine hosts.",
    T('''
    Build against musl:

    ```sh
    rustup target add x86_64-linux-musl
    cargo build --release --target x86_64-linux-musl
    ```

    musl links statically by default, so `ldd` on the result should say "not a dynamic executable".
    '''),
    "the Rust target is x86_64-unknown-linux-musl; x86_64-linux-musl is the gcc triple",
    "x86_64-linux-musl", "x86_64-unknown-linux-musl"),
   ("The ARM Alpine boxes need the static CLI too. What's the build?",
    T('''
    Same idea with the ARM musl target: run `rustup target add aarch64-linux-musl`, then
    `cargo build --release --locked --target aarch64-linux-musl`, and upload
    `target/aarch64-linux-musl/release/acmectl` as the artifact.
    '''),
    ["--target aarch64-unknown-linux-musl"], ["aarch64-linux-musl"]),
   ("Linking for the musl target fails because it picks the system cc. How do I point cargo at the musl cross compiler?",
    T('''
    Tell cargo and cc-rs about the musl toolchain in `.cargo/config.toml`:

    ```toml
    [target.x86_64-unknown-linux-musl]
    linker = "x86_64-linux-musl-gcc"

    [env]
    CC_x86_64_unknown_linux_musl = "x86_64-linux-musl-gcc"
    ```

    `x86_64-linux-musl-gcc` comes from the musl-cross toolchain tarball; put its `bin/` on PATH in the CI image.
    ''')),
   fix=[("aarch64-linux-musl", "aarch64-unknown-linux-musl")],
   cflags=[r"re:--target[ =]x86_64-linux-musl", "[target.x86_64-linux-musl]"],
   cneeds=['linker = "x86_64-linux-musl-gcc"'])

sc(5, "crate conventions", "paraphrase", "other_identifier", "lookalike",
   ("Add error handling to ledger-core's parse_entry so callers get something better than a panic.",
    T('''
    In `crates/ledger-core/Cargo.toml` add `anyhow = "1"`, then:

    ```rust
    use anyhow::{bail, Context};

    pub fn parse_entry(line: &str) -> anyhow::Result<Entry> {
        let mut parts = line.splitn(3, '|');
        let ts = parts.next().context("missing timestamp")?;
        let amount = parts.next().context("missing amount")?;
        if amount.is_empty() {
            bail!("empty amount in {line:?}");
        }
        Ok(Entry { ts: ts.parse()?, amount: amount.parse()?, memo: parts.next().unwrap_or("").into() })
    }
    ```
    '''),
    "ledger-core is a library crate. Our rule is thiserror enums in libs, anyhow only in the binaries.",
    "pub fn parse_entry(line: &str) -> anyhow::Result<Entry>", "pub fn parse_entry(line: &str) -> Result<Entry, ParseError>"),
   ("ledger-sync needs a fallible load_checkpoint(path); write it.",
    T('''
    ```rust
    // crates/ledger-sync/src/checkpoint.rs
    use anyhow::Context;

    pub fn load_checkpoint(path: &Path) -> anyhow::Result<Checkpoint> {
        let raw = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        let cp: Checkpoint = serde_json::from_slice(&raw).context("decoding checkpoint")?;
        Ok(cp)
    }
    ```
    '''),
    [r"re:thiserror|#\[error\("], ["anyhow::Result"]),
   ("Write the main for ledgerctl, the CLI binary, that loads the config and runs the sync.",
    T('''
    ```rust
    // src/bin/ledgerctl.rs
    use anyhow::Context;

    fn main() -> anyhow::Result<()> {
        let cfg = ledger_sync::Config::load("ledger.toml").context("loading ledger.toml")?;
        ledger_sync::run(&cfg).context("sync failed")?;
        Ok(())
    }
    ```

    When main returns `Err`, anyhow prints the whole chain with every `context` layer.
    ''')),
   fix=[("use anyhow::Context;\n\n", ""),
        ("pub fn load_checkpoint(path: &Path) -> anyhow::Result<Checkpoint> {",
         "#[derive(Debug, thiserror::Error)]\npub enum CheckpointError {\n    #[error(\"reading checkpoint\")]\n"
         "    Io(#[from] std::io::Error),\n    #[error(\"decoding checkpoint\")]\n    Decode(#[from] serde_json::Error),\n}\n\n"
         "pub fn load_checkpoint(path: &Path) -> Result<Checkpoint, CheckpointError> {"),
        ('let raw = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;',
         "let raw = std::fs::read(path)?;"),
        ('serde_json::from_slice(&raw).context("decoding checkpoint")?;', "serde_json::from_slice(&raw)?;")],
   cflags=[r"re:pub fn \w+\([^)]*\) -> anyhow::Result"],
   cneeds=["fn main() -> anyhow::Result<()>"])

sc(6, "cargo", "literal", "code_block", "same_topic",
   ("I need a global regex compiled once for the log parser. What's the idiomatic way now?",
    T('''
    On current Rust you don't need a crate for this:

    ```rust
    use std::sync::LazyLock;
    use regex::Regex;

    static LINE_RE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(\\S+) (\\S+) \\[(.+?)\\] (\\d{3})").unwrap());
    ```
    '''),
    "We're pinned to 1.76 in rust-toolchain.toml and LazyLock only landed in 1.80, so this won't build for us. "
    "once_cell::sync::Lazy is what the rest of the workspace uses.",
    "std::sync::LazyLock", "once_cell::sync::Lazy"),
   ("Make the tenant config a lazily initialised global.",
    T('''
    ```rust
    use std::sync::LazyLock;

    static TENANTS: LazyLock<HashMap<String, TenantCfg>> = LazyLock::new(|| {
        let raw = include_str!("../tenants.toml");
        toml::from_str(raw).expect("tenants.toml is valid")
    });
    ```
    '''),
    ["once_cell::sync::Lazy"], ["LazyLock"]),
   ("I need a global that's set once at startup from the CLI args and only read after that.",
    T('''
    `std::sync::OnceLock` (stable since Rust 1.70) fits:

    ```rust
    use std::sync::OnceLock;

    static SETTINGS: OnceLock<Settings> = OnceLock::new();

    pub fn init(settings: Settings) {
        SETTINGS.set(settings).expect("init called twice");
    }

    pub fn settings() -> &'static Settings {
        SETTINGS.get().expect("settings not initialised")
    }
    ```
    ''')),
   fix=[("use std::sync::LazyLock;", "use once_cell::sync::Lazy;"), ("LazyLock", "Lazy")])

sc(7, "cargo", "paraphrase", "reworded", "already_correct",
   ("My println! debugging output doesn't show up when I run the tests. How do I see it?",
    T('''
    The test harness captures the stdout of passing tests. Run:

    ```sh
    cargo test --nocapture
    ```

    and the `println!` output of every test is printed as it runs.
    '''),
    "--nocapture is a flag of the test binary, so it goes after the separator: `cargo test -- --nocapture`. Cargo itself rejects it.",
    "cargo test --nocapture", "cargo test -- --nocapture"),
   ("How do I see the tracing output from the ledger-sync integration tests?",
    T('''
    Install a test subscriber with `tracing_subscriber::fmt().with_test_writer().init()` in the test, then run
    `cargo test -p ledger-sync --test replay --nocapture` so the harness doesn't swallow it.
    '''),
    ["-- --nocapture"], [r"re:(?<!-- )--nocapture"]),
   ("How do I run only the checkpoint tests, single-threaded, and see their output?",
    T('''
    ```sh
    cargo test -p ledger-sync checkpoint -- --nocapture --test-threads=1
    ```

    The name filter goes before the separator and the harness flags after it.
    ''')),
   fix=[("--test replay --nocapture", "--test replay -- --nocapture")],
   cneeds=["-- --nocapture"])

sc(8, "cross-compilation", "literal", "code_block", "same_topic",
   ("Release builds of the matcher are slow, can we get more out of the compiler?",
    T('''
    Two cheap wins, in `.cargo/config.toml` and the profile:

    ```toml
    # .cargo/config.toml
    [build]
    rustflags = ["-C", "target-cpu=native"]

    # Cargo.toml
    [profile.release]
    codegen-units = 1
    ```

    `target-cpu=native` lets LLVM use AVX2 and friends of the build machine.
    '''),
    "We can't ship target-cpu=native: the CI runner isn't the machine it runs on, and the fleet still has older Xeons. "
    "Our baseline is target-cpu=x86-64-v2.",
    "target-cpu=native", "target-cpu=x86-64-v2"),
   ("Set up the rustflags for the release pipeline of the scoring service.",
    T('''
    ```toml
    # services/scoring/.cargo/config.toml
    [target.x86_64-unknown-linux-gnu]
    rustflags = ["-C", "target-cpu=native", "-C", "force-frame-pointers=yes"]
    ```
    '''),
    ["target-cpu=x86-64-v2"], ["target-cpu=native"]),
   ("Any other free speedups for the matcher's release build?",
    T('''
    `codegen-units = 1` and `panic = "abort"` in `[profile.release]` usually buy a few percent. After that,
    profile-guided optimisation with `cargo pgo` is the next step: record a profile on a representative input,
    then rebuild with it.
    ''')),
   fix=[("target-cpu=native", "target-cpu=x86-64-v2")])

sc(9, "syscalls", "paraphrase", "reordered_args", "lookalike",
   ("Serve the cached segment file over the raw TCP socket without copying through userspace.",
    T('''
    Use `sendfile(2)` directly:

    ```rust
    let file = File::open(&seg_path)?;
    let len = file.metadata()?.len() as usize;
    let mut off: libc::off_t = 0;
    let n = unsafe { libc::sendfile(file.as_raw_fd(), sock.as_raw_fd(), &mut off, len) };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    ```
    '''),
    "sendfile takes the destination first: sendfile(out_fd, in_fd, offset, count). As written it tries to read from the socket into the file.",
    "libc::sendfile(file.as_raw_fd(), sock.as_raw_fd(), &mut off, len)",
    "libc::sendfile(sock.as_raw_fd(), file.as_raw_fd(), &mut off, len)"),
   ("Stream the export file to the client connection zero-copy in the download handler.",
    T('''
    ```rust
    let src = File::open(&export_path)?;
    let total = src.metadata()?.len() as usize;
    let mut sent = 0;
    while sent < total {
        let n = unsafe {
            libc::sendfile(src.as_raw_fd(), conn.as_raw_fd(), std::ptr::null_mut(), total - sent)
        };
        if n < 0 {
            return Err(io::Error::last_os_error());
        }
        sent += n as usize;
    }
    ```
    '''),
    ["sendfile(conn.as_raw_fd(), src.as_raw_fd(),"], ["sendfile(src.as_raw_fd(), conn.as_raw_fd(),"]),
   ("Copy the snapshot file to the backup file on the same filesystem as fast as possible.",
    T('''
    `copy_file_range(2)` keeps the copy inside the kernel and can reflink on XFS and btrfs:

    ```rust
    let src = File::open(&snap_path)?;
    let dst = File::create(&backup_path)?;
    let mut left = src.metadata()?.len() as usize;
    while left > 0 {
        let n = unsafe {
            libc::copy_file_range(src.as_raw_fd(), std::ptr::null_mut(), dst.as_raw_fd(), std::ptr::null_mut(), left, 0)
        };
        if n < 0 {
            return Err(io::Error::last_os_error());
        }
        if n == 0 {
            break;
        }
        left -= n as usize;
    }
    ```
    ''')),
   fix=[("sendfile(src.as_raw_fd(), conn.as_raw_fd(),", "sendfile(conn.as_raw_fd(), src.as_raw_fd(),")],
   cflags=[r"re:sendfile\(src\.", r"re:copy_file_range\(dst"],
   cneeds=["copy_file_range(src.as_raw_fd(),"])

sc(10, "file descriptors", "literal", "code_block", "lookalike",
   ("The listener fd we get from systemd socket activation leaks into the child processes we spawn. How do I mark it close-on-exec?",
    T('''
    Set the flag with fcntl right after taking the fd:

    ```rust
    let fd = listener.as_raw_fd();
    let rc = unsafe { libc::fcntl(fd, libc::F_SETFL, libc::FD_CLOEXEC) };
    if rc == -1 {
        return Err(io::Error::last_os_error());
    }
    ```
    '''),
    "FD_CLOEXEC is a descriptor flag, so that's F_SETFD. F_SETFL sets status flags like O_NONBLOCK and silently ignores it.",
    "libc::F_SETFL, libc::FD_CLOEXEC", "libc::F_SETFD, libc::FD_CLOEXEC"),
   ("Same problem with the inherited metrics socket on fd 4: make it not leak across exec.",
    T('''
    ```rust
    const METRICS_FD: RawFd = 4;
    if unsafe { libc::fcntl(METRICS_FD, libc::F_SETFL, libc::FD_CLOEXEC) } == -1 {
        return Err(io::Error::last_os_error());
    }
    ```
    '''),
    ["libc::F_SETFD, libc::FD_CLOEXEC"], [r"re:F_SETFL,\s*libc::FD_CLOEXEC"]),
   ("Make that inherited listener non-blocking so tokio can take it over.",
    T('''
    Read the current status flags and add `O_NONBLOCK`:

    ```rust
    let fd = listener.as_raw_fd();
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if flags == -1 || unsafe { libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK) } == -1 {
        return Err(io::Error::last_os_error());
    }
    let listener = tokio::net::TcpListener::from_std(listener)?;
    ```

    `listener.set_nonblocking(true)` does the same thing while you still hold the std type.
    ''')),
   fix=[("libc::F_SETFL, libc::FD_CLOEXEC", "libc::F_SETFD, libc::FD_CLOEXEC")],
   cflags=[r"re:F_SETFL,\s*(libc::)?FD_CLOEXEC"],
   cneeds=["libc::F_SETFL, flags | libc::O_NONBLOCK"])

sc(11, "signals", "semantic", "prose_claim", "lookalike",
   ("If the reader of our log-forwarder's stdout pipe dies, what happens to the forwarder?",
    T('''
    It gets SIGPIPE on the next write, and since Rust keeps the default disposition the process is killed by
    SIGPIPE, just like a C program. If you want it to survive you have to ignore SIGPIPE yourself.
    '''),
    "Not quite: the Rust runtime sets SIGPIPE to SIG_IGN before main runs, so the write just fails with EPIPE "
    "(io::ErrorKind::BrokenPipe), and println! turns that into a panic.",
    "since Rust keeps the default disposition the process is killed by\nSIGPIPE, just like a C program",
    "Rust ignores SIGPIPE before main, so the write fails with EPIPE (ErrorKind::BrokenPipe) instead"),
   ("What does our exporter do when it writes to a socket whose peer has gone away?",
    T('''
    The kernel sends SIGPIPE on the write, and because Rust leaves the default action in place the exporter is
    terminated by SIGPIPE before it can log anything. Wrap it in a supervisor or ignore the signal.
    '''),
    [r"re:EPIPE|BrokenPipe|[Bb]roken pipe"], [r"re:(?i)(terminated|killed) by SIGPIPE"]),
   ("I want `ingestctl dump | head` to exit quietly like coreutils instead of panicking. How?",
    T('''
    Put SIGPIPE back to its default disposition at the top of main:

    ```rust
    fn main() {
        // Restore SIG_DFL so that a closed pipe ends the process without a panic message
        unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
        run();
    }
    ```

    After that the process is killed by SIGPIPE when `head` exits, the same way `cat` would be.
    ''')),
   fix=[("The kernel sends SIGPIPE on the write, and because Rust leaves the default action in place the exporter is\n"
         "terminated by SIGPIPE before it can log anything. Wrap it in a supervisor or ignore the signal.",
         "Rust sets SIGPIPE to SIG_IGN before main, so the exporter is not killed: the write returns an EPIPE error\n"
         "(io::ErrorKind::BrokenPipe), which the exporter should handle and log.")],
   cflags=[r"re:(?i)(by default|default action|leaves the default|keeps the default)[^.]*(killed|terminated) by SIGPIPE"],
   cneeds=["SIG_DFL", "killed by SIGPIPE"])

sc(12, "perf", "literal", "reworded", "lookalike",
   ("How do I get a CPU profile with call stacks of the matcher's release build?",
    T('''
    Record with call graphs and open the report:

    ```sh
    perf record -g ./target/release/matcher --input big.ndjson
    perf report
    ```

    `-g` makes perf walk the stack on every sample.
    '''),
    "Our release profile doesn't keep frame pointers, so -g gives garbage stacks. Use `perf record --call-graph dwarf`, that's what we always do here.",
    "perf record -g", "perf record --call-graph dwarf"),
   ("matcher is already running in staging as pid 48213. Can I profile it in place for 30 seconds?",
    T('''
    Yes, attach to it: run `sudo perf record -g -p 48213 -- sleep 30` on the box, then copy `perf.data` back
    and open it with `perf report`. Keep the binary with its symbols next to it so the addresses resolve.
    '''),
    ["perf record --call-graph dwarf"], [r"re:perf record -g\b"]),
   ("In perf report the callers end up at the bottom of each chain. Can I flip it so it reads top-down from main?",
    T('''
    Yes, change the order in which the report prints the recorded chains:

    ```sh
    perf report -g caller --no-children --percent-limit 2
    ```

    `-g caller` here only affects how `perf report` displays the chains; it doesn't change what was recorded.
    ''')),
   fix=[("perf record -g -p", "perf record --call-graph dwarf -p")],
   cflags=[r"re:perf record -g\b"],
   cneeds=["perf report -g caller"])

sc(13, "valgrind", "literal", "code_block", "same_topic",
   ("Where is the indexer's heap going? Peak RSS is 3 GB.",
    T('''
    Run it under massif and print the snapshot tree:

    ```sh
    valgrind --tool=massif ./target/release/indexer --shard 7
    massif_print massif.out.31337 | less
    ```

    The peak snapshot shows the allocation tree with percentages.
    '''),
    "ms_print, not massif_print.",
    "massif_print", "ms_print"),
   ("Write me a script that profiles the compactor's heap and saves a readable summary.",
    T('''
    ```sh
    #!/usr/bin/env bash
    set -euo pipefail
    out="massif.compactor.$(date +%s)"
    valgrind --tool=massif --massif-out-file="$out" ./target/release/compactor --dry-run
    massif_print "$out" > "$out.txt"
    echo "summary in $out.txt"
    ```
    '''),
    ['ms_print "$out"'], ["massif_print"]),
   ("Can valgrind show me where the indexer spends CPU instead of memory?",
    T('''
    Use callgrind and annotate the result:

    ```sh
    valgrind --tool=callgrind ./target/release/indexer --shard 7
    callgrind_annotate callgrind.out.40211 | head -40
    ```

    Expect a 20-50x slowdown, so run it on a small shard.
    ''')),
   fix=[("massif_print", "ms_print")])

sc(14, "perf", "literal", "code_block", "lookalike",
   ("perf says 'Access to performance monitoring and observability operations is limited' for my user on the bench box.",
    T('''
    That's the paranoid sysctl. Allow unprivileged profiling with:

    ```sh
    sudo sysctl -w kernel.perf_event_paranoid=3
    ```

    then rerun `perf record` as your user.
    '''),
    "Isn't it the other way round? Higher is stricter. On the bench hosts we set kernel.perf_event_paranoid=1.",
    "kernel.perf_event_paranoid=3", "kernel.perf_event_paranoid=1"),
   ("Make that perf permission setting survive reboots.",
    T('''
    Drop it into a sysctl.d file:

    ```sh
    echo 'kernel.perf_event_paranoid=3' | sudo tee /etc/sysctl.d/60-perf.conf
    sudo sysctl --system
    ```
    '''),
    ["kernel.perf_event_paranoid=1"], [r"re:perf_event_paranoid\s*=\s*3"]),
   ("Before each cold-cache benchmark run I want to empty the page cache. How?",
    T('''
    Flush dirty pages first, then drop the page cache plus dentries and inodes:

    ```sh
    sync
    echo 3 | sudo tee /proc/sys/vm/drop_caches
    ```

    `1` drops only the page cache, `2` only dentries and inodes, `3` both.
    ''')),
   fix=[("kernel.perf_event_paranoid=3", "kernel.perf_event_paranoid=1")],
   cflags=[r"re:perf_event_paranoid\s*=\s*3"],
   cneeds=["echo 3 | sudo tee /proc/sys/vm/drop_caches"])

sc(15, "unsafe and FFI", "paraphrase", "renamed_identifier", "lookalike",
   ("Call rb_open(const char *path) from the ringbuf C library with our PathBuf.",
    T('''
    ```rust
    let c_path = CString::new(path.as_os_str().as_bytes()).unwrap().as_ptr();
    let handle = unsafe { rb_open(c_path) };
    if handle.is_null() {
        return Err(io::Error::last_os_error());
    }
    ```
    '''),
    "That pointer dangles: the CString is a temporary and is dropped at the end of the let, before rb_open runs. "
    "Keep the CString in its own binding and call .as_ptr() in the call.",
    "let c_path = CString::new(path.as_os_str().as_bytes()).unwrap().as_ptr();",
    "let c_path = CString::new(path.as_os_str().as_bytes()).unwrap();"),
   ("Now wrap rb_set_name(rb_t *rb, const char *name) as a safe method.",
    T('''
    ```rust
    impl RingBuf {
        pub fn set_name(&mut self, name: &str) -> Result<(), NulError> {
            let name_ptr = CString::new(name)?.as_ptr();
            unsafe { rb_set_name(self.raw, name_ptr) };
            Ok(())
        }
    }
    ```
    '''),
    [r"re:let \w+ = CString::new\(name\)\?;"], [r"re:CString::new\([^;]*\.as_ptr\(\);"]),
   ("Quick one-off: log a message through the C library's rb_log(const char *msg).",
    T('''
    ```rust
    unsafe { rb_log(CString::new("compaction finished").unwrap().as_ptr()) };
    ```

    The temporary `CString` lives until the end of the whole statement, so the pointer stays valid for the call.
    ''')),
   fix=[("let name_ptr = CString::new(name)?.as_ptr();", "let c_name = CString::new(name)?;"),
        ("rb_set_name(self.raw, name_ptr)", "rb_set_name(self.raw, c_name.as_ptr())")],
   cflags=[r"re:let \w+ = CString::new\([^;]*\.as_ptr\(\);"],
   cneeds=[".unwrap().as_ptr())"])

sc(16, "unsafe and FFI", "literal", "code_block", "same_topic",
   ("I need a libc::stat to pass to fstat. What's the cleanest way to get one?",
    T('''
    ```rust
    let mut st: libc::stat = unsafe { std::mem::uninitialized() };
    if unsafe { libc::fstat(fd, &mut st) } == -1 {
        return Err(io::Error::last_os_error());
    }
    println!("size = {}", st.st_size);
    ```
    '''),
    "mem::uninitialized is deprecated, and instant UB for most types. Use MaybeUninit and assume_init once fstat has succeeded.",
    "std::mem::uninitialized()", "MaybeUninit::uninit()"),
   ("Write a helper that returns the inode number of an open fd.",
    T('''
    ```rust
    use std::mem;

    pub fn inode_of(fd: RawFd) -> io::Result<u64> {
        let mut st: libc::stat = unsafe { mem::uninitialized() };
        if unsafe { libc::fstat(fd, &mut st) } == -1 {
            return Err(io::Error::last_os_error());
        }
        Ok(st.st_ino)
    }
    ```
    '''),
    ["MaybeUninit"], ["mem::uninitialized"]),
   ("Read into a 64 KiB stack buffer without zeroing it first.",
    T('''
    Make the buffer `MaybeUninit` and only look at the bytes read(2) filled in:

    ```rust
    let mut buf = [MaybeUninit::<u8>::uninit(); 65536];
    let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    let data: &[u8] = unsafe { std::slice::from_raw_parts(buf.as_ptr().cast(), n as usize) };
    ```
    ''')),
   fix=[("use std::mem;", "use std::mem::MaybeUninit;"),
        ("let mut st: libc::stat = unsafe { mem::uninitialized() };", "let mut st = MaybeUninit::<libc::stat>::uninit();"),
        ("libc::fstat(fd, &mut st)", "libc::fstat(fd, st.as_mut_ptr())"),
        ("Ok(st.st_ino)", "Ok(unsafe { st.assume_init() }.st_ino)")],
   literal="mem::uninitialized()")

sc(17, "linux limits", "semantic", "reworded", "same_topic",
   ("ingestd logs 'Too many open files' at about 1,024 connections. How do I raise the limit?",
    T('''
    That's the per-process descriptor limit. Raise it with sysctl:

    ```sh
    echo 'fs.file-max = 1048576' | sudo tee /etc/sysctl.d/90-ingestd.conf
    sudo sysctl --system
    ```

    then restart ingestd.
    '''),
    "fs.file-max is the system-wide ceiling, not the per-process one. 1024 is RLIMIT_NOFILE, and ingestd runs under systemd, so it's LimitNOFILE= in the unit.",
    "fs.file-max = 1048576", "LimitNOFILE=1048576"),
   ("The router daemon hits EMFILE under load too. What's the fix?",
    T('''
    EMFILE means the process ran out of descriptors. The per-process cap comes from fs.file-max, so raise that to
    2097152 in /etc/sysctl.d and restart routerd.
    '''),
    ["LimitNOFILE"], [r"re:(?i)per-process[^.]*fs\.file-max"]),
   ("How do I check which fd limit the running ingestd actually got?",
    T('''
    Look at its limits in /proc:

    ```sh
    grep 'Max open files' /proc/$(pidof ingestd)/limits
    ```

    The soft and hard values there are what the process really runs with, whatever `ulimit -n` says in your shell.
    ''')),
   fix=[("The per-process cap comes from fs.file-max, so raise that to\n2097152 in /etc/sysctl.d and restart routerd.",
         "The per-process cap is RLIMIT_NOFILE, so set\nLimitNOFILE=1048576 in the [Service] section of routerd.service, "
         "then daemon-reload and restart routerd.")])

sc(18, "tokio", "literal", "code_block", "already_correct",
   ("Make the server shut down gracefully on SIGTERM.",
    T('''
    ```rust
    use tokio::signal::unix::{signal, SignalKind};

    let mut term = signal(SignalKind::term())?;
    tokio::select! {
        res = server.run() => res?,
        _ = term.recv() => {
            tracing::info!("SIGTERM received, draining");
            server.shutdown().await;
        }
    }
    ```
    '''),
    "Thanks, the drain logic works. SignalKind::term() doesn't exist though, the constructor is SignalKind::terminate().",
    "SignalKind::term()", "SignalKind::terminate()"),
   ("The compactor also needs to stop cleanly when systemd stops it.",
    T('''
    ```rust
    let mut sigterm = tokio::signal::unix::signal(SignalKind::term())?;
    loop {
        tokio::select! {
            _ = sigterm.recv() => break,
            job = queue.next() => compact(job?).await?,
        }
    }
    flush_manifest().await?;
    ```
    '''),
    ["SignalKind::terminate()"], ["SignalKind::term()"]),
   ("Handle both Ctrl-C and SIGTERM in the dev server.",
    T('''
    ```rust
    let mut sigterm = signal(SignalKind::terminate())?;
    tokio::select! {
        _ = tokio::signal::ctrl_c() => tracing::info!("ctrl-c"),
        _ = sigterm.recv() => tracing::info!("SIGTERM"),
    }
    ```
    ''')),
   fix=[("SignalKind::term()", "SignalKind::terminate()")],
   cneeds=["SignalKind::terminate()"])

sc(19, "cross-compilation", "paraphrase", "other_identifier", "lookalike",
   ("cargo build --target aarch64-unknown-linux-gnu fails at the link step with 'cc: unrecognized option'.",
    T('''
    It's using the host `cc`. Point cargo at the cross linker:

    ```sh
    sudo apt-get install -y gcc-aarch64-linux-gnu
    export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-unknown-linux-gnu-gcc
    cargo build --release --target aarch64-unknown-linux-gnu
    ```
    '''),
    "The Debian package installs aarch64-linux-gnu-gcc; there's no aarch64-unknown-linux-gnu-gcc on the runners. "
    "The Rust target keeps the 'unknown', the gcc name doesn't.",
    "aarch64-unknown-linux-gnu-gcc", "aarch64-linux-gnu-gcc"),
   ("The 32-bit Pi gateways need a build too; put the linker setting for them in the repo.",
    T('''
    ```toml
    # .cargo/config.toml (needs gcc-arm-linux-gnueabihf on the runner)
    [target.armv7-unknown-linux-gnueabihf]
    linker = "armv7-unknown-linux-gnueabihf-gcc"
    ```
    '''),
    [r're:linker = "[a-z0-9_]+-linux-gnueabihf-gcc"'], ["unknown-linux-gnueabihf-gcc"]),
   ("Which target do I add with rustup for the Graviton build, and where does the binary end up?",
    T('''
    ```sh
    rustup target add aarch64-unknown-linux-gnu
    cargo build --release --target aarch64-unknown-linux-gnu
    ```

    The binary lands in `target/aarch64-unknown-linux-gnu/release/`.
    ''')),
   fix=[('linker = "armv7-unknown-linux-gnueabihf-gcc"', 'linker = "arm-linux-gnueabihf-gcc"')],
   cflags=["unknown-linux-gnu-gcc"],
   cneeds=["rustup target add aarch64-unknown-linux-gnu"])

sc(20, "crate conventions", "paraphrase", "other_identifier", "unrelated",
   ("Add a log line when a checkpoint is written, with the offset.",
    T('''
    ```rust
    log::info!("checkpoint written at offset {}", cp.offset);
    ```

    Add `log = "0.4"` to the crate's dependencies if it isn't there yet.
    '''),
    "We use tracing everywhere, not the log crate; log lines don't carry our span fields. tracing::info!(offset = cp.offset, \"checkpoint written\").",
    'log::info!("checkpoint written at offset {}", cp.offset);', 'tracing::info!(offset = cp.offset, "checkpoint written");'),
   ("Warn when a segment fails its checksum, and error out if the manifest is missing.",
    T('''
    ```rust
    if crc32c(&seg.data) != seg.crc {
        log::warn!("segment {} failed checksum, skipping", seg.id);
        continue;
    }
    let manifest = match load_manifest(&dir) {
        Some(m) => m,
        None => {
            log::error!("manifest missing in {}", dir.display());
            return Err(CompactError::NoManifest);
        }
    };
    ```
    '''),
    ["tracing::warn!", "tracing::error!"], [r"re:\blog::(trace|debug|info|warn|error)!"]),
   ("How do I run only the doc tests of ledger-core?",
    T('''
    ```sh
    cargo test -p ledger-core --doc
    ```

    `--doc` skips the unit and integration test binaries and runs only the examples in the doc comments.
    ''')),
   fix=[('log::warn!("segment {} failed checksum, skipping", seg.id);',
         'tracing::warn!(segment = seg.id, "failed checksum, skipping");'),
        ('log::error!("manifest missing in {}", dir.display());',
         'tracing::error!(dir = %dir.display(), "manifest missing");')])

sc(21, "team environment", "literal", "code_block", "lookalike",
   ("Expose Prometheus metrics from the scorer.",
    T('''
    With `metrics-exporter-prometheus`:

    ```rust
    PrometheusBuilder::new()
        .with_http_listener(([0, 0, 0, 0], 9090))
        .install()?;
    ```

    Then add `scorer:9090` as a scrape target.
    '''),
    "9102.",
    "9090", "9102"),
   ("Add the metrics endpoint to the router service too.",
    T('''
    ```rust
    let builder = PrometheusBuilder::new()
        .with_http_listener(SocketAddr::from(([0, 0, 0, 0], 9090)))
        .add_global_label("service", "router");
    builder.install().context("installing prometheus exporter")?;
    ```
    '''),
    ["9102"], ["9090"]),
   ("Where do I point Grafana's data source?",
    T('''
    At the Prometheus server itself, not at an exporter: `http://prometheus.monitoring.svc:9090`.
    Prometheus serves its query API on 9090 by default.
    ''')),
   fix=[("9090", "9102")],
   cflags=[r"re:with_http_listener\([^\n]*9090"],
   cneeds=[":9090"])

sc(22, "cargo", "literal", "code_block", "same_topic",
   ("Create the Cargo.toml for a new workspace member, crates/ledger-export.",
    T('''
    ```toml
    [package]
    name = "ledger-export"
    version = "0.1.0"
    edition = "2021"

    [dependencies]
    ledger-core = { path = "../ledger-core" }
    serde = { workspace = true }
    ```
    '''),
    "Members don't set their own edition here, they inherit it: edition.workspace = true (same for version).",
    'edition = "2021"', "edition.workspace = true"),
   ("Scaffold crates/ledger-audit as a library crate.",
    T('''
    ```toml
    [package]
    name = "ledger-audit"
    version.workspace = true
    edition = "2021"

    [lib]
    path = "src/lib.rs"

    [dependencies]
    ledger-core = { path = "../ledger-core" }
    ```
    '''),
    ["edition.workspace = true"], ['edition = "2021"']),
   ("Give the whole workspace one shared serde version.",
    T('''
    Declare it once in the root `Cargo.toml`:

    ```toml
    [workspace.dependencies]
    serde = { version = "1.0.203", features = ["derive"] }
    ```

    and in each member write `serde = { workspace = true }`.
    ''')),
   fix=[('edition = "2021"', "edition.workspace = true")])

sc(23, "tokio", "paraphrase", "reordered_args", "lookalike",
   ("Give fetch_user a 5 second timeout.",
    T('''
    ```rust
    let user = tokio::time::timeout(fetch_user(&pool, id), Duration::from_secs(5))
        .await
        .map_err(|_| ApiError::Timeout)??;
    ```
    '''),
    "timeout takes the duration first, timeout(Duration, future). It doesn't compile the other way round.",
    "tokio::time::timeout(fetch_user(&pool, id), Duration::from_secs(5))",
    "tokio::time::timeout(Duration::from_secs(5), fetch_user(&pool, id))"),
   ("The upstream call in the proxy handler sometimes hangs; cap it at 800 ms.",
    T('''
    ```rust
    use tokio::time::timeout;

    let resp = timeout(client.get(&url).send(), Duration::from_millis(800))
        .await
        .map_err(|_| ProxyError::UpstreamTimeout)??;
    ```
    '''),
    ["timeout(Duration::from_millis(800), client.get(&url).send())"],
    ["timeout(client.get(&url).send(), Duration::from_millis(800))"]),
   ("Set a default request timeout on the shared reqwest client.",
    T('''
    ```rust
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .connect_timeout(Duration::from_millis(500))
        .build()?;
    ```

    The builder's `timeout` covers the whole request; `connect_timeout` only establishing the connection.
    ''')),
   fix=[("timeout(client.get(&url).send(), Duration::from_millis(800))",
         "timeout(Duration::from_millis(800), client.get(&url).send())")],
   cflags=[r"re:\btimeout\(\s*(?!Duration)[^)]"],
   cneeds=[".timeout(Duration::from_secs(5))"])

sc(24, "signals", "semantic", "prose_claim", "unrelated",
   ("ingestd is wedged after the deploy. How do I restart it by hand on the box?",
    T('''
    Kill it and start it again:

    ```sh
    sudo kill -9 $(pidof ingestd)
    sudo systemctl start ingestd
    ```
    '''),
    "Please never kill -9 ingestd, it only flushes its WAL on SIGTERM. Send TERM, give it up to 30s, then start it.",
    "sudo kill -9 $(pidof ingestd)", "sudo kill -TERM $(pidof ingestd)"),
   ("Write the on-call runbook step for when ingestd stops consuming.",
    T('''
    1. Check the lag with `ingestctl lag --group main`.
    2. If it isn't moving, SIGKILL it right away; ingestd replays from its last checkpoint on start, so a hard kill loses nothing.
    3. Start it with `sudo systemctl start ingestd` and confirm the lag is falling within a few minutes.
    '''),
    [r"re:-TERM|SIGTERM"], [r"re:(?i)SIGKILL it|kill -9|hard kill loses nothing"]),
   ("How do I see which version of ingestd is deployed on a host?",
    T('''
    Ask the binary: `ingestd --version` prints the crate version and the git SHA it was built from,
    e.g. `ingestd 3.4.1 (a1c9e07)`. The same string is exported as the `ingestd_build_info` metric.
    ''')),
   fix=[("2. If it isn't moving, SIGKILL it right away; ingestd replays from its last checkpoint on start, so a hard kill loses nothing.",
         "2. If it isn't moving, stop it with `sudo kill -TERM $(pidof ingestd)` and give it up to 30s to flush its WAL; "
         "a SIGKILL would lose the unflushed writes.")])

sc(25, "cargo", "literal", "code_block", "already_correct",
   ("Add reqwest to the scorer, with rustls instead of OpenSSL.",
    T('''
    ```toml
    [dependencies]
    reqwest = { version = "0.12", default_features = false, features = ["rustls-tls", "json"] }
    ```
    '''),
    "Builds now, thanks. Spell it default-features with a hyphen though; the underscore form is deprecated and edition 2024 rejects it.",
    "default_features = false", "default-features = false"),
   ("Pull in tokio-postgres without its default runtime feature.",
    T('''
    ```toml
    tokio-postgres = { version = "0.7", default_features = false, features = ["with-chrono-0_4"] }
    ```

    The `runtime` feature is on by default.
    '''),
    ["default-features = false"], ["default_features"]),
   ("Add serde_json without std, for the no_std parser crate.",
    T('''
    ```toml
    serde_json = { version = "1", default-features = false, features = ["alloc"] }
    ```

    `alloc` is required once `std` is off.
    ''')),
   fix=[("default_features = false", "default-features = false")],
   cneeds=["default-features = false"])

sc(26, "tokio", "literal", "renamed_identifier", "lookalike",
   ("I want a rendezvous channel between the reader task and the parser task so the reader can't run ahead.",
    T('''
    ```rust
    use tokio::sync::mpsc;

    let (frame_tx, mut frame_rx) = mpsc::channel(0);
    ```

    With capacity 0 each `send().await` waits until the parser has taken the previous frame.
    '''),
    "tokio's mpsc panics on a capacity of 0. The smallest is 1, and that already gives you the backpressure you want.",
    "mpsc::channel(0)", "mpsc::channel(1)"),
   ("Hook the compactor's job queue up with a bounded tokio channel, as tight as possible.",
    T('''
    ```rust
    use tokio::sync::mpsc;

    let (job_tx, mut job_rx) = mpsc::channel(0);
    tokio::spawn(async move {
        while let Some(job) = job_rx.recv().await {
            compact(job).await;
        }
    });
    ```
    '''),
    ["mpsc::channel(1)"], ["mpsc::channel(0)"]),
   ("In the synchronous CLI (no tokio) I need a hand-off between the walker thread and the hasher thread where send blocks until the hasher receives.",
    T('''
    `std::sync::mpsc::sync_channel(0)` is exactly a rendezvous channel: each `send` blocks until a `recv` takes the value.

    ```rust
    let (tx, rx) = std::sync::mpsc::sync_channel::<PathBuf>(0);
    std::thread::spawn(move || walk(root, tx));
    for path in rx {
        hash_file(&path)?;
    }
    ```
    ''')),
   fix=[("mpsc::channel(0)", "mpsc::channel(1)")],
   cflags=["mpsc::channel(0)"],
   cneeds=["sync_channel::<PathBuf>(0)"])

sc(27, "tokio", "paraphrase", "other_identifier", "lookalike",
   ("Hash incoming passwords in the signup handler with argon2.",
    T('''
    ```rust
    let hash = tokio::spawn(async move {
        Argon2::default().hash_password(pw.as_bytes(), &salt).map(|h| h.to_string())
    })
    .await??;
    ```
    '''),
    "Argon2 is CPU-bound and stalls a runtime worker for ~100 ms per call; put it in spawn_blocking instead of tokio::spawn.",
    "tokio::spawn(async move {\n    Argon2::default()", "tokio::task::spawn_blocking(move || {\n    Argon2::default()"),
   ("Verify the bcrypt hash on login.",
    T('''
    ```rust
    let ok = tokio::spawn(async move { bcrypt::verify(&password, &stored_hash) })
        .await
        .map_err(|_| AuthError::Internal)??;
    if !ok {
        return Err(AuthError::BadCredentials);
    }
    ```
    '''),
    ["spawn_blocking(move ||"], [r"re:tokio::spawn\(async move \{ bcrypt"]),
   ("Handle each accepted TCP connection concurrently.",
    T('''
    ```rust
    loop {
        let (socket, peer) = listener.accept().await?;
        let state = state.clone();
        tokio::spawn(async move {
            if let Err(e) = handle_conn(socket, state).await {
                tracing::warn!(%peer, error = %e, "connection failed");
            }
        });
    }
    ```

    Each connection is I/O-bound, so one task per connection is exactly what tokio is built for.
    ''')),
   fix=[("tokio::spawn(async move { bcrypt::verify(&password, &stored_hash) })",
         "tokio::task::spawn_blocking(move || bcrypt::verify(&password, &stored_hash))")],
   cflags=[r"re:tokio::spawn\(async move \{[^}]*(bcrypt|argon2|Argon2|hash_password)"],
   cneeds=["tokio::spawn(async move {"])

sc(28, "unsafe and FFI", "paraphrase", "renamed_identifier", "already_correct",
   ("Turn the (const uint8_t *data, size_t len) pair that rb_peek returns into a Rust slice.",
    T('''
    ```rust
    let view = unsafe { rb_peek(self.raw) };
    let bytes: &[u8] = unsafe { std::slice::from_raw_parts(view.data, view.len) };
    ```
    '''),
    "rb_peek gives data = NULL when the buffer is empty, and from_raw_parts with a null pointer is UB even for len 0. "
    "Check is_null() and hand back &[] in that case.",
    "let bytes: &[u8] = unsafe { std::slice::from_raw_parts(view.data, view.len) };",
    "let bytes: &[u8] = if view.data.is_null() { &[] } else { unsafe { std::slice::from_raw_parts(view.data, view.len) } };"),
   ("rb_drain returns the same data/len pair; wrap it as fn drain(&mut self) -> Vec<u8>.",
    T('''
    ```rust
    pub fn drain(&mut self) -> Vec<u8> {
        let out = unsafe { rb_drain(self.raw) };
        let chunk = unsafe { slice::from_raw_parts(out.data, out.len) }.to_vec();
        unsafe { rb_free(out.data as *mut c_void) };
        chunk
    }
    ```
    '''),
    [r"re:is_null\(\)"], []),
   ("And rb_tail, same data/len shape: borrow it as a slice tied to &self.",
    T('''
    ```rust
    pub fn tail(&self) -> &[u8] {
        let v = unsafe { rb_tail(self.raw) };
        if v.data.is_null() {
            return &[];
        }
        // SAFETY: rb_tail points into the ring, which stays valid while self is borrowed.
        unsafe { slice::from_raw_parts(v.data, v.len) }
    }
    ```
    ''')),
   fix=[("let chunk = unsafe { slice::from_raw_parts(out.data, out.len) }.to_vec();",
         "let chunk = if out.data.is_null() {\n        Vec::new()\n    } else {\n"
         "        unsafe { slice::from_raw_parts(out.data, out.len) }.to_vec()\n    };")],
   cneeds=["is_null()"])

sc(29, "unsafe and FFI", "literal", "code_block", "lookalike",
   ("Declare the ringbuf C functions we call, rb_open and rb_close.",
    T('''
    ```rust
    use std::ffi::{c_char, c_int};

    #[repr(C)]
    pub struct rb_t {
        _private: [u8; 0],
    }

    extern "C" {
        pub fn rb_open(path: *const c_char) -> *mut rb_t;
        pub fn rb_close(rb: *mut rb_t) -> c_int;
    }
    ```
    '''),
    "We're on edition 2024, extern blocks have to be `unsafe extern \"C\"` now.",
    'extern "C" {\n    pub fn rb_open', 'unsafe extern "C" {\n    pub fn rb_open'),
   ("Add a binding for getrandom(2) by hand; we don't want the libc crate in this crate.",
    T('''
    ```rust
    use std::ffi::{c_uint, c_void};

    extern "C" {
        fn getrandom(buf: *mut c_void, buflen: usize, flags: c_uint) -> isize;
    }

    pub fn fill(buf: &mut [u8]) -> std::io::Result<()> {
        let n = unsafe { getrandom(buf.as_mut_ptr().cast(), buf.len(), 0) };
        if n < 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }
    ```
    '''),
    ['unsafe extern "C" {'], [r'''re:(?m)^extern "C" \{''']),
   ("Export a callback the C library can call when the ring is full.",
    T('''
    ```rust
    #[unsafe(no_mangle)]
    pub extern "C" fn acme_on_ring_full(_rb: *mut rb_t, dropped: u64) {
        RING_FULL.fetch_add(dropped, Ordering::Relaxed);
    }
    ```

    Pass `acme_on_ring_full` to `rb_set_full_cb`. Defining the function is safe; only calling foreign code needs `unsafe`.
    ''')),
   fix=[('\nextern "C" {', '\nunsafe extern "C" {')],
   cflags=[r'''re:(?m)^extern "C" \{'''],
   cneeds=['pub extern "C" fn acme_on_ring_full'],
   literal='extern "C" {')

sc(30, "cross-compilation", "paraphrase", "equivalent_construct", "same_topic",
   ("The new acmectl release dies on the CentOS 7 boxes with 'GLIBC_2.28 not found'. It's built on the ubuntu-22.04 runner.",
    T('''
    That runner links against a much newer glibc than CentOS 7 ships. Link glibc statically with
    `RUSTFLAGS="-C target-feature=+crt-static"` on `x86_64-unknown-linux-gnu` and the binary no longer depends on
    the host's glibc.
    '''),
    "Static glibc breaks NSS lookups for us (getaddrinfo against our resolvers). CentOS 7 has glibc 2.17, "
    "so build with cargo zigbuild --target x86_64-unknown-linux-gnu.2.17.",
    'RUSTFLAGS="-C target-feature=+crt-static"', "cargo zigbuild --target x86_64-unknown-linux-gnu.2.17"),
   ("Write the release CI step that builds acmectl for the legacy fleet.",
    T('''
    ```yaml
    - name: build acmectl (legacy fleet)
      run: cargo build --release --locked --target x86_64-unknown-linux-gnu
      env:
        RUSTFLAGS: "-C target-feature=+crt-static"
    ```

    The static glibc build runs on any of the CentOS 7 hosts.
    '''),
    ["x86_64-unknown-linux-gnu.2.17"], ["crt-static"]),
   ("Which glibc does acmectl have to target for the new Debian 12 hosts?",
    T('''
    Debian 12 ships glibc 2.36 and the ubuntu-22.04 runner builds against 2.35, so the plain
    `cargo build --release --target x86_64-unknown-linux-gnu` artifact from that runner loads there without any
    special flags.
    ''')),
   fix=[("  run: cargo build --release --locked --target x86_64-unknown-linux-gnu\n  env:\n    RUSTFLAGS: \"-C target-feature=+crt-static\"",
         "  run: cargo zigbuild --release --locked --target x86_64-unknown-linux-gnu.2.17"),
        ("The static glibc build runs on any of the CentOS 7 hosts.",
         "Targeting glibc 2.17 keeps the binary loadable on the CentOS 7 hosts.")])

sc(31, "linux limits", "literal", "reworded", "lookalike",
   ("The config watcher (notify crate) fails with 'No space left on device (os error 28)' but the disk is fine.",
    T('''
    inotify has run out of instances. Raise the limit:

    ```sh
    sudo sysctl fs.inotify.max_user_instances=1024
    ```
    '''),
    "I think you mean fs.inotify.max_user_watches: ENOSPC from inotify_add_watch is the watch limit, max_user_instances is the EMFILE one.",
    "fs.inotify.max_user_instances=1024", "fs.inotify.max_user_watches=524288"),
   ("Our dev containers hit the same 'No space left on device' from cargo-watch. What goes in the host's sysctl config?",
    T('''
    Persist the inotify bump on the host, since containers share the host kernel's limits: put
    `fs.inotify.max_user_instances=1024` in `/etc/sysctl.d/40-inotify.conf`, then run `sudo sysctl --system`.
    '''),
    ["fs.inotify.max_user_watches"], ["max_user_instances"]),
   ("Each of our small services creates its own inotify instance, and on the shared box the 129th fails with "
    "'Too many open files' from inotify_init1, even though ulimit -n is 65536.",
    T('''
    That's the per-user instance cap, `fs.inotify.max_user_instances`, which defaults to 128; inotify_init1
    reports it as EMFILE. Raise it:

    ```sh
    sudo sysctl fs.inotify.max_user_instances=512
    ```
    ''')),
   fix=[("fs.inotify.max_user_instances=1024", "fs.inotify.max_user_watches=524288")],
   cflags=[r"re:(?i)no space left[\s\S]*max_user_instances"],
   cneeds=["fs.inotify.max_user_instances=512"])

sc(32, "signals", "literal", "reworded", "lookalike",
   ("I changed routerd.toml. How do I make the running routerd pick it up without a restart?",
    T('''
    Send it the reload signal: `sudo kill -USR1 $(pidof routerd)`. It re-reads routerd.toml and swaps the routing
    table atomically.
    '''),
    "In our daemons SIGHUP is reload; USR1 dumps the internal stats to the log. So kill -HUP.",
    "kill -USR1", "kill -HUP"),
   ("Add a reload action to the routerd systemd unit.",
    T('''
    Add an `ExecReload` line to the `[Service]` section, `ExecReload=/bin/kill -USR1 $MAINPID`, so that
    `systemctl reload routerd` makes it re-read the config.
    '''),
    ["kill -HUP $MAINPID"], ["-USR1"]),
   ("routerd seems to leak connections. How do I see its internal counters without restarting it?",
    T('''
    Ask it to dump its stats with `sudo kill -USR1 $(pidof routerd)`, then read the `stats dump` block at the end of
    `journalctl -u routerd`; it lists open connections per upstream.
    ''')),
   fix=[("-USR1", "-HUP")],
   cflags=[r"re:(?i)reload[^\n]*USR1|USR1[^\n]*reload"],
   cneeds=["kill -USR1 $(pidof routerd)"])

sc(33, "perf", "semantic", "prose_claim", "lookalike",
   ("I added a `profiling` profile that inherits from release and keeps debug info. Where's the binary?",
    T('''
    Build with `cargo build --profile profiling` and you'll find it at `target/release/profiling/ingestd`, since the
    profile inherits from release.
    '''),
    "Custom profiles get their own directory, target/profiling/ingestd. Inheriting from release doesn't nest it under release.",
    "target/release/profiling/ingestd", "target/profiling/ingestd"),
   ("Where will `cargo build --profile bench-lto -p matcher` put the binary?",
    T('''
    `bench-lto` inherits from `release`, so Cargo nests its output under the release directory:
    `target/release/bench-lto/matcher`.
    '''),
    ["target/bench-lto/matcher"], ["target/release/bench-lto", r"re:(?i)nests its output under the release"]),
   ("Where does a plain `cargo build --release` of ingestd put the binary?",
    T('''
    In `target/release/ingestd`. The `dev` profile is the odd one out: it writes to `target/debug/`.
    ''')),
   fix=[("`bench-lto` inherits from `release`, so Cargo nests its output under the release directory:\n`target/release/bench-lto/matcher`.",
         "Every custom profile gets its own directory named after it, even when it inherits from `release`:\n"
         "`target/bench-lto/matcher`.")],
   cflags=[r"re:target/release/(profiling|bench-lto)"],
   cneeds=["target/release/ingestd"])

sc(34, "valgrind", "literal", "casing", "same_topic",
   ("Valgrind: how do I check the FFI wrapper for leaks?",
    T('''
    Run the test binary under helgrind:

    ```sh
    valgrind --tool=helgrind --error-exitcode=1 target/debug/deps/ringbuf_sys-3f2a9c1d
    ```
    '''),
    "Helgrind is the thread-error detector. Leak checking is memcheck, valgrind --leak-check=full.",
    "--tool=helgrind", "--tool=memcheck --leak-check=full"),
   ("Add a CI job that fails if the ringbuf wrapper leaks.",
    T('''
    In the nightly workflow, run the ringbuf-sys test binary under Helgrind with `--error-exitcode=1`, so any leak
    report fails the job.
    '''),
    [r"re:memcheck|--leak-check=full"], [r"re:(?i)helgrind"]),
   ("valgrind on the Rust test binary prints a lot of noise from the std runtime. Can I suppress it?",
    T('''
    Generate suppressions from a clean run and keep them in the repo:

    ```sh
    valgrind --gen-suppressions=all --log-file=vg.log target/debug/deps/ringbuf_sys-3f2a9c1d
    ```

    Copy the `{ ... }` blocks into `ci/valgrind/rust.supp` and pass `--suppressions=ci/valgrind/rust.supp` on later runs.
    ''')),
   fix=[("under Helgrind with `--error-exitcode=1`",
         "under memcheck with `--leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1`")],
   literal="helgrind")

sc(35, "memory tooling", "literal", "code_block", "lookalike",
   ("Turn on jemalloc heap profiling for ingestd; it uses tikv-jemallocator as the global allocator.",
    T('''
    Build with the `profiling` feature of tikv-jemallocator, then:

    ```sh
    MALLOC_CONF=prof:true,lg_prof_interval:30 ./target/release/ingestd
    ```

    The dumps land as `jeprof.*.heap` in the working directory.
    '''),
    "tikv-jemallocator prefixes its symbols by default, so it reads _RJEM_MALLOC_CONF. Plain MALLOC_CONF is silently ignored.",
    "MALLOC_CONF=prof:true", "_RJEM_MALLOC_CONF=prof:true"),
   ("Set up a systemd drop-in so the staging ingestd dumps heap profiles.",
    T('''
    ```ini
    # /etc/systemd/system/ingestd.service.d/heapprof.conf
    [Service]
    Environment=MALLOC_CONF=prof:true,prof_prefix:/var/tmp/ingestd/jeprof,lg_prof_interval:32
    ```

    then `systemctl daemon-reload && systemctl restart ingestd`.
    '''),
    ["_RJEM_MALLOC_CONF=prof:true"], [r"re:(?<!_RJEM_)MALLOC_CONF"]),
   ("The old C ingest shim links the distro's libjemalloc.so. How do I get its stats printed on exit?",
    T('''
    For a normal, unprefixed jemalloc the variable is `MALLOC_CONF`:

    ```sh
    MALLOC_CONF=stats_print:true ./ingest-shim --config /etc/ingest-shim.conf
    ```

    The stats go to stderr when the process exits.
    ''')),
   fix=[("Environment=MALLOC_CONF", "Environment=_RJEM_MALLOC_CONF")],
   cflags=["_RJEM_MALLOC_CONF"],
   cneeds=["MALLOC_CONF=stats_print:true"])

sc(36, "team environment", "literal", "code_block", "lookalike",
   ("Upload the release tarballs to our artifacts bucket from CI.",
    T('''
    ```sh
    aws s3 cp dist/acmectl-${VERSION}-x86_64-unknown-linux-gnu.tar.gz \\
      s3://acme-rust-artifacts/acmectl/${VERSION}/ --region us-east-1
    ```
    '''),
    "thanks, upload step looks good, but the bucket's in eu-central-1, not us-east-1",
    "--region us-east-1", "--region eu-central-1"),
   ("Also push the SHA256SUMS file next to the tarballs.",
    T('''
    ```sh
    sha256sum dist/*.tar.gz > dist/SHA256SUMS
    aws s3 cp dist/SHA256SUMS s3://acme-rust-artifacts/acmectl/${VERSION}/SHA256SUMS --region us-east-1
    ```
    '''),
    ["--region eu-central-1"], ["us-east-1"]),
   ("We're putting CloudFront in front of downloads.acme.dev. Where do I request the TLS certificate?",
    T('''
    In ACM in us-east-1: CloudFront only uses certificates from that region, wherever the origin bucket lives.

    ```sh
    aws acm request-certificate --domain-name downloads.acme.dev --validation-method DNS --region us-east-1
    ```
    ''')),
   fix=[("--region us-east-1", "--region eu-central-1")],
   cflags=[r"re:s3://acme-rust-artifacts[^\n]*us-east-1"],
   cneeds=["--region us-east-1"])

sc(37, "tokio", "paraphrase", "renamed_identifier", "lookalike",
   ("Read the 4-byte big-endian length prefix from the tokio TcpStream, then the frame.",
    T('''
    ```rust
    let mut len_buf = [0u8; 4];
    stream.read(&mut len_buf).await?;
    let len = u32::from_be_bytes(len_buf) as usize;
    let mut frame = vec![0u8; len];
    stream.read(&mut frame).await?;
    ```
    '''),
    "read() can return fewer bytes than the buffer holds. Use read_exact for both the prefix and the frame.",
    "stream.read(&mut len_buf).await?;", "stream.read_exact(&mut len_buf).await?;"),
   ("Now parse the 16-byte header the replication peer sends before each batch.",
    T('''
    ```rust
    let mut header = [0u8; 16];
    peer.read(&mut header).await?;
    let batch_id = u64::from_le_bytes(header[0..8].try_into().unwrap());
    let count = u32::from_le_bytes(header[8..12].try_into().unwrap());
    let flags = u32::from_le_bytes(header[12..16].try_into().unwrap());
    ```
    '''),
    ["peer.read_exact(&mut header)"], ["peer.read(&mut header)"]),
   ("Write the loop for an echo server connection.",
    T('''
    ```rust
    let mut buf = vec![0u8; 8192];
    loop {
        let n = socket.read(&mut buf).await?;
        if n == 0 {
            return Ok(()); // peer closed
        }
        socket.write_all(&buf[..n]).await?;
    }
    ```

    A short read is fine here: we echo whatever arrived.
    ''')),
   fix=[("peer.read(&mut header)", "peer.read_exact(&mut header)")],
   cflags=[r"re:\.read\(&mut (header|len_buf|frame)\)"],
   cneeds=["socket.read(&mut buf)"])

sc(38, "cargo", "literal", "reworded", "already_correct",
   ("Squeeze the matcher's release binary. What should the profile look like?",
    T('''
    ```toml
    [profile.release]
    lto = true
    codegen-units = 1
    panic = "abort"
    ```
    '''),
    "Use lto = \"thin\". We dropped fat LTO in the workspace because it tripled CI link times for about 1% gain.",
    "lto = true", 'lto = "thin"'),
   ("What should the release profile of the new scoring binary have?",
    T('''
    The usual set: fat LTO with `lto = true`, a single codegen unit and `panic = "abort"`, plus
    `debug = "line-tables-only"` so perf can still map addresses to lines.
    '''),
    ['lto = "thin"'], ["lto = true"]),
   ("Paste the workspace release profile so I can compare.",
    T('''
    ```toml
    [profile.release]
    lto = "thin"
    codegen-units = 1
    panic = "abort"
    debug = "line-tables-only"
    ```
    ''')),
   fix=[("fat LTO with `lto = true`", 'thin LTO with `lto = "thin"`')],
   cneeds=['lto = "thin"'])

sc(39, "memory tooling", "paraphrase", "equivalent_construct", "lookalike",
   ("Add dhat heap profiling to the bench binary.",
    T('''
    ```rust
    #[global_allocator]
    static ALLOC: dhat::Alloc = dhat::Alloc;

    fn main() {
        let _ = dhat::Profiler::new_heap();
        run_bench();
    }
    ```

    `dhat-heap.json` is written when main returns; open it in the DHAT viewer.
    '''),
    "`let _ =` drops the profiler on the spot, so nothing gets recorded. Bind it: `let _profiler = dhat::Profiler::new_heap();`.",
    "let _ = dhat::Profiler::new_heap();", "let _profiler = dhat::Profiler::new_heap();"),
   ("Write a test asserting that parsing a record allocates at most 10 blocks.",
    T('''
    ```rust
    #[test]
    fn parse_allocs_are_bounded() {
        let _ = dhat::Profiler::builder().testing().build();
        let _rec = parse_record(SAMPLE);
        let stats = dhat::HeapStats::get();
        dhat::assert!(stats.total_blocks <= 10);
    }
    ```
    '''),
    [r"re:let _\w+ = dhat::Profiler::builder\(\)"], [r"re:let _ = dhat::"]),
   ("The metrics task publishes on a watch channel whose receivers may all be gone at shutdown; I don't care about that error.",
    T('''
    Then discard the result explicitly:

    ```rust
    let _ = stats_tx.send(Snapshot::now(&registry));
    ```

    `let _ =` drops the `Result` right away, which is what you want when failure only means nobody is listening.
    ''')),
   fix=[("let _ = dhat::Profiler::builder()", "let _profiler = dhat::Profiler::builder()")],
   cflags=[r"re:let _ = dhat::"],
   cneeds=["let _ = stats_tx.send("])

sc(40, "signals", "paraphrase", "renamed_identifier", "lookalike",
   ("Our supervisor gets SIGCHLD through a signalfd; reap the exited workers when it fires.",
    T('''
    ```rust
    loop {
        let mut status = 0;
        let pid = unsafe { libc::waitpid(-1, &mut status, 0) };
        if pid <= 0 {
            break;
        }
        on_worker_exit(pid, status);
    }
    ```
    '''),
    "With flags 0 that waitpid blocks once the exited ones are reaped and the other workers are still running. Pass WNOHANG and stop on 0.",
    "libc::waitpid(-1, &mut status, 0)", "libc::waitpid(-1, &mut status, libc::WNOHANG)"),
   ("Same in the build sandbox: after SIGCHLD, collect every finished compile job.",
    T('''
    ```rust
    loop {
        let mut wstatus: libc::c_int = 0;
        let reaped = unsafe { libc::waitpid(-1, &mut wstatus, 0) };
        if reaped <= 0 {
            break;
        }
        finish_job(reaped, wstatus);
    }
    ```
    '''),
    ["libc::waitpid(-1, &mut wstatus, libc::WNOHANG)"], [r"re:waitpid\(-1, &mut \w+, 0\)"]),
   ("We posix_spawn the migration helper ourselves; wait for that specific child before continuing.",
    T('''
    ```rust
    let mut status = 0;
    if unsafe { libc::waitpid(child, &mut status, 0) } == -1 {
        return Err(io::Error::last_os_error());
    }
    if !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(MigrateError::HelperFailed(status));
    }
    ```

    Here we do want to block until that one child exits, so flags 0 is right.
    ''')),
   fix=[("libc::waitpid(-1, &mut wstatus, 0)", "libc::waitpid(-1, &mut wstatus, libc::WNOHANG)")],
   cflags=[r"re:waitpid\(-1,[^)]*, 0\)"],
   cneeds=["libc::waitpid(child, &mut status, 0)"])

sc(41, "valgrind", "semantic", "prose_claim", "lookalike",
   ("memcheck reports 'still reachable: 1,184 bytes in 3 blocks' for ingestd's test binary. Do I need to fix that?",
    T('''
    Yes. "Still reachable" means memory that was never freed, so those 3 blocks are leaks you should track down
    before merging.
    '''),
    "No, still reachable means a pointer to it still existed at exit (our lazy statics, the tracing subscriber). "
    "'definitely lost' is what counts as a leak.",
    "those 3 blocks are leaks you should track down\nbefore merging",
    "those 3 blocks are still referenced at exit (statics), not leaks; only \"definitely lost\" needs fixing"),
   ("valgrind on the compactor tests: 'definitely lost: 0 bytes', 'still reachable: 72 bytes in 1 blocks'. OK to merge?",
    T('''
    Not yet: the 72 bytes still reachable are a leak that has to be fixed first. Run with `--show-leak-kinds=all`
    to get the allocation stack.
    '''),
    [r"re:(?i)not a leak|isn't a leak|aren't a leak|not leaks"], [r"re:(?i)still reachable are a leak"]),
   ("valgrind says 'definitely lost: 4,096 bytes in 1 blocks' with a stack through rb_drain in the wrapper. Leak or noise?",
    T('''
    A real leak: "definitely lost" means no pointer to the block exists any more. The stack shows the buffer
    rb_drain returns is copied into a Vec and never handed back to `rb_free`.
    ''')),
   fix=[("Not yet: the 72 bytes still reachable are a leak that has to be fixed first. Run with `--show-leak-kinds=all`\n"
         "to get the allocation stack.",
         "Yes: nothing is definitely lost, and the 72 bytes still reachable are not a leak, just a static still\n"
         "referenced at exit. `--show-leak-kinds=all` shows where it was allocated if you're curious.")],
   cflags=[r"re:(?i)still reachable[^.]*leak"],
   cneeds=["definitely lost", "real leak"])

sc(42, "syscalls", "semantic", "reworded", "same_topic",
   ("Is the raw epoll loop in netpoll level- or edge-triggered? We register with EPOLLIN only.",
    T('''
    Edge-triggered: epoll reports readiness only on transitions by default, so after a wakeup you must read until
    EAGAIN or you'll never be woken again for the leftover bytes.
    '''),
    "Hmm, isn't epoll level-triggered unless you pass EPOLLET? With just EPOLLIN it keeps reporting the fd while data is left.",
    "Edge-triggered: epoll reports readiness only on transitions by default",
    "Level-triggered: epoll only reports transitions when you add EPOLLET"),
   ("If the handler reads only 4 KiB per wakeup from a socket registered with plain EPOLLIN, do we lose the rest of the data?",
    T('''
    Yes, epoll is edge-triggered by default, so the remaining bytes won't generate another wakeup; drain the socket
    until EAGAIN on every event.
    '''),
    [r"re:(?i)level-triggered"], [r"re:(?i)edge-triggered by default"]),
   ("What's the difference between an epoll_wait timeout of -1 and 0?",
    T('''
    -1 blocks until at least one registered fd is ready or a signal interrupts the call; 0 returns immediately with
    whatever is ready, which is how you poll without sleeping. A positive value is a timeout in milliseconds.
    ''')),
   fix=[("Yes, epoll is edge-triggered by default, so the remaining bytes won't generate another wakeup; drain the socket\n"
         "until EAGAIN on every event.",
         "No. Without EPOLLET epoll is level-triggered, so the fd is reported again on the next epoll_wait while\n"
         "unread bytes remain.")])

sc(43, "file descriptors", "semantic", "prose_claim", "same_topic",
   ("The exporter writes 2 million small lines with file.write_all(line.as_bytes()) and it's slow. Is buffering the problem?",
    T('''
    Unlikely: `std::fs::File` already buffers writes internally and flushes on drop, so each `write_all` is just a
    memcpy. Look at the formatting code instead.
    '''),
    "File isn't buffered at all in Rust, every write_all is a write(2) syscall. Wrap it in a BufWriter.",
    "`std::fs::File` already buffers writes internally and flushes on drop",
    "`std::fs::File` is unbuffered; wrap it in `BufWriter::new(file)`"),
   ("Review: the CSV dump loop calls out.write_all(row.as_bytes())? for each row on a std File. Fine?",
    T('''
    Fine performance-wise: a `File` buffers internally, so the per-row `write_all` calls are cheap and get flushed
    when `out` is dropped.
    '''),
    ["BufWriter"], [r"re:(?i)buffers internally"]),
   ("Should the exporter fsync the output file before it reports success?",
    T('''
    Yes, if success means the data survives a crash: call `file.sync_all()?` after the last write, or
    `sync_data()` if you don't need metadata such as the mtime on disk. A plain write only puts the bytes in the
    kernel's page cache.
    ''')),
   fix=[("Fine performance-wise: a `File` buffers internally, so the per-row `write_all` calls are cheap and get flushed\n"
         "when `out` is dropped.",
         "Not fine: a `File` is unbuffered, so each `write_all` is a write(2) syscall. Wrap it with\n"
         "`let mut out = BufWriter::new(out);` and call `out.flush()?` after the loop.")])

sc(44, "unsafe", "semantic", "reworded", "same_topic",
   ("Is `total_bytes += chunk.len() as u32` safe? It could pass 4 GB on big exports.",
    T('''
    It can't silently corrupt anything: Rust panics on integer overflow in both debug and release builds, so a
    too-large export crashes with 'attempt to add with overflow' instead of wrapping.
    '''),
    "Only in debug. Release builds wrap unless overflow-checks is on, and our release profile doesn't set it. Use checked_add (or a u64).",
    "Rust panics on integer overflow in both debug and release builds",
    "release builds wrap silently (overflow-checks is off), so use checked_add"),
   ("The offset counter in the segment writer is a u32. What happens at 4 GiB in production?",
    T('''
    The release binary panics with 'attempt to add with overflow' at 4 GiB, since overflow checks are always on
    in Rust, so at least it can't write a wrapped offset.
    '''),
    [r"re:checked_add|u64"], [r"re:(?i)overflow checks are always on|panics with 'attempt to add with overflow'"]),
   ("How do I make the offset arithmetic fail loudly instead of wrapping?",
    T('''
    Use checked arithmetic and turn `None` into an error:

    ```rust
    let next = offset.checked_add(len).ok_or(WriteError::OffsetOverflow)?;
    ```
    ''')),
   fix=[("The release binary panics with 'attempt to add with overflow' at 4 GiB, since overflow checks are always on\n"
         "in Rust, so at least it can't write a wrapped offset.",
         "In the release binary it silently wraps back to 0, because overflow checks are off in release builds; make\n"
         "the counter a u64 or use checked_add and return an error.")])

sc(45, "unsafe", "semantic", "reworded", "unrelated",
   ("If a worker thread panics, will the TempDir guard in it clean up the scratch directory?",
    T('''
    Yes. When a thread panics the stack unwinds and every value in scope is dropped, so `TempDir`'s `Drop` removes
    the scratch directory even in the panic case.
    '''),
    "Not in our release builds: the profile has panic = \"abort\", so there's no unwinding and no Drop on panic. The scratch dir stays behind.",
    "so `TempDir`'s `Drop` removes\nthe scratch directory even in the panic case",
    "but our release profile uses panic = \"abort\", so Drop does not run and the scratch directory is left behind"),
   ("Can I rely on the LockFile guard's Drop to delete the lock file if the compactor panics in prod?",
    T('''
    Yes, you can rely on it: a panic unwinds the stack and runs `LockFile::drop`, which deletes the lock file, so a
    crashed compactor never leaves a stale lock behind.
    '''),
    [r"re:(?i)abort"], [r"re:(?i)never leaves a stale lock", r"re:(?i)yes, you can rely"]),
   ("How do I list the crates in the workspace with their versions?",
    T('''
    ```sh
    cargo metadata --no-deps --format-version 1 | jq -r '.packages[] | [.name, .version] | @tsv'
    ```

    It prints one line per workspace member with its name and version.
    ''')),
   fix=[("Yes, you can rely on it: a panic unwinds the stack and runs `LockFile::drop`, which deletes the lock file, so a\n"
         "crashed compactor never leaves a stale lock behind.",
         "No: the release profile uses panic = \"abort\", so nothing unwinds and `LockFile::drop` does not run; the\n"
         "compactor has to detect and clear a stale lock at startup.")])

sc(46, "signals", "semantic", "prose_claim", "lookalike",
   ("The pod gets killed during rollouts and we lose the last batch. Can we flush when it's killed?",
    T('''
    Register a handler for SIGKILL and flush there:

    ```rust
    let flush_now = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGKILL, Arc::clone(&flush_now))?;
    ```
    '''),
    "SIGKILL can't be caught or handled at all, signal-hook refuses to register it. Kubernetes sends SIGTERM first "
    "and waits terminationGracePeriodSeconds, so flush on SIGTERM.",
    "signal_hook::consts::SIGKILL", "signal_hook::consts::SIGTERM"),
   ("Document in the README how the batcher avoids losing data when it's killed.",
    T('''
    On shutdown the batcher catches SIGKILL in its signal handler and flushes the in-memory batch to the WAL before
    exiting, so a kill never loses acknowledged records.
    '''),
    ["SIGTERM"], [r"re:(?i)(catch|handl|trap)\w* SIGKILL"]),
   ("What happens if the batcher takes longer than the grace period to flush?",
    T('''
    The kubelet stops waiting after `terminationGracePeriodSeconds` (30s by default) and sends SIGKILL, which the
    process cannot intercept; whatever isn't flushed by then is lost. Raise the grace period in the pod spec if a
    flush can take longer.
    ''')),
   fix=[("On shutdown the batcher catches SIGKILL in its signal handler and flushes",
         "On shutdown the batcher handles SIGTERM (sent before any SIGKILL, with the grace period to finish) and flushes"),
        ("so a kill never loses acknowledged records.",
         "so a normal stop never loses acknowledged records; SIGKILL itself cannot be caught.")],
   cflags=[r"re:(?i)(catch|handl|trap)\w* SIGKILL"],
   cneeds=["sends SIGKILL"])

sc(47, "tokio", "paraphrase", "other_identifier", "same_topic",
   ("Enable tokio-console for the ingest worker.",
    T('''
    Add `console-subscriber = "0.4"`, call `console_subscriber::init()` at startup, and build with the unstable feature:

    ```sh
    cargo build --features tokio/tokio_unstable
    ```
    '''),
    "tokio_unstable isn't a Cargo feature, it's a cfg: RUSTFLAGS=\"--cfg tokio_unstable\" (or put it in .cargo/config.toml).",
    "cargo build --features tokio/tokio_unstable", 'RUSTFLAGS="--cfg tokio_unstable" cargo build'),
   ("Make the router's dev builds always come with tokio-console support.",
    T('''
    Turn the unstable bits on in the router's manifest:

    ```toml
    [dependencies]
    tokio = { version = "1.38", features = ["full", "tracing", "unstable"] }
    console-subscriber = "0.4"
    ```
    '''),
    [r"re:--cfg\W+tokio_unstable"], ['"unstable"']),
   ("How do I connect tokio-console to the worker on the staging box?",
    T('''
    console-subscriber listens on 127.0.0.1:6669 by default. Tunnel it with
    `ssh -L 6669:127.0.0.1:6669 staging-ingest-02` and run `tokio-console http://127.0.0.1:6669` locally.
    ''')),
   fix=[("Turn the unstable bits on in the router's manifest:\n\n```toml\n[dependencies]\n"
         "tokio = { version = \"1.38\", features = [\"full\", \"tracing\", \"unstable\"] }",
         "Put the cfg in the router's `.cargo/config.toml` and keep tokio's `tracing` feature on:\n\n```toml\n"
         "# .cargo/config.toml\n[build]\nrustflags = [\"--cfg\", \"tokio_unstable\"]\n\n# Cargo.toml\n[dependencies]\n"
         "tokio = { version = \"1.38\", features = [\"full\", \"tracing\"] }")])

sc(48, "cross-compilation", "literal", "reworded", "same_topic",
   ("Build the rule plugin as a WASI module.",
    T('''
    ```sh
    rustup target add wasm32-wasi
    cargo build --release --target wasm32-wasi -p rule-plugin
    ```

    The module ends up at `target/wasm32-wasi/release/rule_plugin.wasm`.
    '''),
    "wasm32-wasi was renamed to wasm32-wasip1, and the old name is gone from our toolchain.",
    "wasm32-wasi", "wasm32-wasip1"),
   ("How does CI test the plugin module after building it?",
    T('''
    Build it for `wasm32-wasi` and run the tests through wasmtime by setting
    `CARGO_TARGET_WASM32_WASI_RUNNER=wasmtime`, then `cargo test --target wasm32-wasi -p rule-plugin`.
    '''),
    ["--target wasm32-wasip1"], [r"re:wasm32-wasi(?!p\d)", "WASM32_WASI_RUNNER"]),
   ("What's a size-optimised profile for the plugin module?",
    T('''
    ```toml
    [profile.plugin]
    inherits = "release"
    opt-level = "z"
    strip = true
    codegen-units = 1
    ```

    Run `wasm-opt -Oz` on the output afterwards for another 10-20%.
    ''')),
   fix=[("`wasm32-wasi`", "`wasm32-wasip1`"), ("--target wasm32-wasi -p", "--target wasm32-wasip1 -p"),
        ("CARGO_TARGET_WASM32_WASI_RUNNER", "CARGO_TARGET_WASM32_WASIP1_RUNNER")])

sc(49, "cargo", "literal", "reworded", "already_correct",
   ("Which of our dependencies pulls in openssl-sys? I want rustls only.",
    T('''
    Ask cargo for the reverse dependency tree:

    ```sh
    cargo tree --reverse openssl-sys
    ```

    Each path up from `openssl-sys` ends at the workspace crate that enables it.
    '''),
    "Doesn't cargo tree use -i / --invert for that? I don't think --reverse exists.",
    "cargo tree --reverse openssl-sys", "cargo tree -i openssl-sys"),
   ("And which crate brings in the second copy of syn?",
    T('''
    Run `cargo tree --reverse syn@1.0.109 -e normal,build` and follow the paths up to the crate that still depends on syn 1.
    '''),
    ["cargo tree -i syn@1.0.109"], ["--reverse"]),
   ("How do I see which tokio features end up enabled, and by whom?",
    T('''
    ```sh
    cargo tree -e features -i tokio
    ```

    With `-e features` the inverted tree shows each enabled tokio feature and the crate that turns it on.
    ''')),
   fix=[("cargo tree --reverse", "cargo tree -i")],
   cneeds=["-i tokio"],
   literal="cargo tree --reverse")

sc(50, "cargo", "literal", "code_block", "lookalike",
   ("Use our fork of rdkafka until the fix is released upstream.",
    T('''
    ```toml
    [patch.crates_io]
    rdkafka = { git = "https://github.com/acme-eng/rust-rdkafka", branch = "fix-rebalance-cb" }
    ```
    '''),
    "The section is [patch.crates-io] with a hyphen; crates_io isn't a registry name cargo knows.",
    "[patch.crates_io]", "[patch.crates-io]"),
   ("Patch hyper to my local checkout in ../hyper while I debug.",
    T('''
    Add to the workspace root `Cargo.toml`:

    ```toml
    [patch.crates_io]
    hyper = { path = "../hyper" }
    ```

    and run `cargo update -p hyper` so the lockfile points at the local copy.
    '''),
    ["[patch.crates-io]"], ["crates_io"]),
   ("Force the sparse protocol for crates.io in CI without touching the config files.",
    T('''
    Set it through the environment: `CARGO_REGISTRIES_CRATES_IO_PROTOCOL=sparse`. Cargo maps
    `registries.crates-io.protocol` to that variable by uppercasing it and turning `.` and `-` into `_`.
    ''')),
   fix=[("[patch.crates_io]", "[patch.crates-io]")],
   cflags=["[patch.crates_io]"],
   cneeds=["CARGO_REGISTRIES_CRATES_IO_PROTOCOL=sparse"])

sc(51, "syscalls", "paraphrase", "renamed_identifier", "same_topic",
   ("Wake the epoll loop from another thread with an eventfd; read the counter when it fires.",
    T('''
    ```rust
    let mut val: u32 = 0;
    let n = unsafe { libc::read(efd, &mut val as *mut u32 as *mut libc::c_void, 4) };
    ```
    '''),
    "An eventfd read needs an 8-byte buffer. The counter is a u64, and read(2) with 4 bytes fails with EINVAL.",
    "&mut val as *mut u32 as *mut libc::c_void, 4)", "&mut val as *mut u64 as *mut libc::c_void, 8)"),
   ("The shutdown notifier uses an eventfd too; drain it in the handler.",
    T('''
    ```rust
    fn drain_shutdown(wake_fd: RawFd) -> io::Result<u32> {
        let mut hits: u32 = 0;
        let rc = unsafe { libc::read(wake_fd, (&mut hits as *mut u32).cast(), std::mem::size_of::<u32>()) };
        if rc < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(hits)
    }
    ```
    '''),
    ["u64"], ["u32"]),
   ("Create the eventfd so it doesn't leak across exec and never blocks.",
    T('''
    ```rust
    let efd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
    if efd == -1 {
        return Err(io::Error::last_os_error());
    }
    ```
    ''')),
   fix=[("u32", "u64")])

sc(52, "syscalls", "semantic", "equivalent_construct", "lookalike",
   ("After a restart the API fails to bind with 'Address already in use' for about a minute. Fix?",
    T('''
    The old connections are in TIME_WAIT. Set SO_REUSEPORT on the listener before bind so the new process can take
    the port immediately:

    ```rust
    let sock = socket2::Socket::new(Domain::IPV4, Type::STREAM, None)?;
    sock.set_reuse_port(true)?;
    sock.bind(&addr.into())?;
    ```
    '''),
    "That's SO_REUSEADDR, not SO_REUSEPORT. REUSEPORT is for several live sockets sharing one port; the TIME_WAIT "
    "problem is what REUSEADDR (set_reuse_address) fixes.",
    "sock.set_reuse_port(true)?;", "sock.set_reuse_address(true)?;"),
   ("The metrics sidecar has the same 'Address already in use' after a quick restart. Which option do I need?",
    T('''
    Enable port reuse: SO_REUSEPORT lets the restarted sidecar bind while the previous sockets sit in TIME_WAIT.
    With tokio that's `TcpSocket::new_v4()?` followed by `socket.set_reuseport(true)?` before `bind`.
    '''),
    [r"re:SO_REUSEADDR|set_reuseaddr"], [r"re:(?i)reuse_?port"]),
   ("We run 8 worker processes of the edge proxy. Can they all listen on :8443 and have the kernel spread the connections?",
    T('''
    Yes, that's what SO_REUSEPORT is for: each worker creates its own socket, sets the option before bind, and the
    kernel hashes incoming connections across them.

    ```rust
    let sock = socket2::Socket::new(Domain::IPV4, Type::STREAM, None)?;
    sock.set_reuse_port(true)?;
    sock.bind(&"0.0.0.0:8443".parse::<SocketAddr>()?.into())?;
    sock.listen(1024)?;
    ```
    ''')),
   fix=[("Enable port reuse: SO_REUSEPORT lets", "Enable address reuse: SO_REUSEADDR lets"),
        ("`socket.set_reuseport(true)?`", "`socket.set_reuseaddr(true)?`")],
   cflags=[r"re:(?i)TIME_WAIT[^\n]*REUSEPORT|REUSEPORT[^\n]*TIME_WAIT", r"re:(?i)already in use[^\n]*reuse_?port"],
   cneeds=["sock.set_reuse_port(true)?;"])

sc(53, "cargo", "paraphrase", "other_identifier", "already_correct",
   ("CI needs cargo-deny installed before the license check.",
    T('''
    ```yaml
    - run: cargo install cargo-deny --version 0.14.24
    - run: cargo deny check licenses
    ```
    '''),
    "Always --locked for cargo install in CI please, otherwise it resolves fresh dependency versions and breaks every few weeks.",
    "cargo install cargo-deny --version 0.14.24", "cargo install --locked cargo-deny --version 0.14.24"),
   ("Install sqlx-cli in the migrations job, postgres only.",
    T('''
    ```yaml
    - run: cargo install sqlx-cli --version 0.7.4 --no-default-features --features rustls,postgres
    - run: cargo sqlx migrate run --source migrations
    ```
    '''),
    ["--locked"], []),
   ("Add cargo-nextest to the test job.",
    T('''
    ```yaml
    - run: cargo install --locked cargo-nextest --version 0.9.72
    - run: cargo nextest run --workspace --profile ci
    ```
    ''')),
   fix=[("cargo install sqlx-cli", "cargo install --locked sqlx-cli")],
   cneeds=["cargo install --locked cargo-nextest"])

sc(54, "cargo", "literal", "reworded", "already_correct",
   ("CI can't reach a database, so the sqlx::query! macros fail to compile there. What do I do?",
    T('''
    Generate the offline query data locally and commit it:

    ```sh
    cargo sqlx prepare
    ```

    then set `SQLX_OFFLINE=true` in CI.
    '''),
    "It's a workspace, so run cargo sqlx prepare --workspace; the .sqlx directory has to end up at the root, "
    "otherwise each crate gets its own and CI misses them.",
    "```sh\ncargo sqlx prepare\n```", "```sh\ncargo sqlx prepare --workspace\n```"),
   ("I added a new query! to ledger-sync and CI fails with 'no cached data for this query'.",
    T('''
    The offline data is stale. With the database running locally, rerun `cargo sqlx prepare` and commit the updated
    `.sqlx` files along with your change.
    '''),
    ["cargo sqlx prepare --workspace"], [r"re:cargo sqlx prepare(?! --workspace)"]),
   ("Make CI fail when someone forgets to refresh the sqlx offline data.",
    T('''
    Add a check step:

    ```yaml
    - run: cargo sqlx prepare --workspace --check
      env:
        DATABASE_URL: postgres://ci:ci@localhost:5432/ledger
    ```

    `--check` exits non-zero when the committed `.sqlx` data doesn't match the queries.
    ''')),
   fix=[("rerun `cargo sqlx prepare`", "rerun `cargo sqlx prepare --workspace`")],
   cneeds=["cargo sqlx prepare --workspace --check"],
   literal="cargo sqlx prepare")

sc(55, "crate conventions", "literal", "code_block", "already_correct",
   ("Add a rustfmt.toml to the new crate.",
    T('''
    ```toml
    max_width = 100
    use_small_heuristics = "Max"
    newline_style = "Unix"
    ```
    '''),
    "Looks good, merged the crate. One thing: we use max_width = 120 across the repo, same as the root rustfmt.toml.",
    "max_width = 100", "max_width = 120"),
   ("tools/ is a separate workspace; give it a rustfmt config too.",
    T('''
    ```toml
    # tools/rustfmt.toml
    max_width = 100
    use_small_heuristics = "Max"
    newline_style = "Unix"
    ```
    '''),
    ["max_width = 120"], ["max_width = 100"]),
   ("Show me the root rustfmt.toml.",
    T('''
    ```toml
    max_width = 120
    use_small_heuristics = "Max"
    newline_style = "Unix"
    ```
    ''')),
   fix=[("max_width = 100", "max_width = 120")],
   cneeds=["max_width = 120"])

sc(56, "unsafe", "literal", "casing", "lookalike",
   ("Wrap the raw pointer deref in the ring reader.",
    T('''
    ```rust
    // safety: head is always < capacity and the buffer outlives self
    let byte = unsafe { *self.buf.as_ptr().add(self.head) };
    ```
    '''),
    "Our convention is `// SAFETY:` in capitals. undocumented_unsafe_blocks is deny in this workspace and we grep for the exact marker.",
    "// safety:", "// SAFETY:"),
   ("Add the unchecked index in the decoder's hot loop.",
    T('''
    ```rust
    for i in 0..n {
        // Safety: i < n and n <= table.len() was checked before the loop
        let sym = unsafe { *table.get_unchecked(i) };
        out.push(sym);
    }
    ```
    '''),
    ["// SAFETY:"], ["// Safety:"]),
   ("Document the preconditions of RingBuf::from_raw_parts, it's an unsafe fn.",
    T('''
    ```rust
    /// Builds a ring over memory owned by the C library.
    ///
    /// # Safety
    ///
    /// `ptr` must point to `cap` bytes that stay valid, and that nobody else touches,
    /// for the lifetime of the returned `RingBuf`.
    pub unsafe fn from_raw_parts(ptr: *mut u8, cap: usize) -> RingBuf {
        // SAFETY: the caller guarantees `ptr` is non-null and valid (see above).
        let buf = unsafe { NonNull::new_unchecked(ptr) };
        RingBuf { buf, cap, head: 0 }
    }
    ```
    ''')),
   fix=[("// Safety:", "// SAFETY:")],
   cflags=["// Safety:", "// safety:"],
   cneeds=["/// # Safety"])

sc(57, "unsafe and FFI", "paraphrase", "other_identifier", "lookalike",
   ("rb_next_message returns a heap-allocated rb_msg_t * that we own. Free it after processing.",
    T('''
    ```rust
    let msg = unsafe { rb_next_message(self.raw) };
    if !msg.is_null() {
        self.process(unsafe { &*msg });
        drop(unsafe { Box::from_raw(msg) });
    }
    ```
    '''),
    "That struct was malloc'd by the C library, not by Rust's allocator, so give it back with rb_free(msg). "
    "Box::from_raw is only for pointers that came from Box::into_raw.",
    "drop(unsafe { Box::from_raw(msg) });", "unsafe { rb_free(msg.cast()) };"),
   ("rb_last_error returns a malloc'd C string describing the error. Turn it into a Rust String and clean up.",
    T('''
    ```rust
    let err = unsafe { rb_last_error(self.raw) };
    let text = unsafe { CStr::from_ptr(err) }.to_string_lossy().into_owned();
    drop(unsafe { CString::from_raw(err) });
    Err(RingError::Native(text))
    ```
    '''),
    ["rb_free(err"], ["CString::from_raw(err)"]),
   ("The C library passes our callback the void *user we registered. Recover the Rust context on unregister and free it.",
    T('''
    We registered it with `Box::into_raw(Box::new(ctx))`, so the matching free is `Box::from_raw`:

    ```rust
    extern "C" fn on_unregister(user: *mut c_void) {
        // SAFETY: `user` is the pointer we created with Box::into_raw in `register`.
        drop(unsafe { Box::from_raw(user.cast::<CallbackCtx>()) });
    }
    ```
    ''')),
   fix=[("drop(unsafe { CString::from_raw(err) });", "unsafe { rb_free(err.cast()) };")],
   cflags=[r"re:from_raw\((msg|err)\b"],
   cneeds=["Box::from_raw(user.cast::<CallbackCtx>())"])

sc(58, "performance", "literal", "renamed_identifier", "lookalike",
   ("Log how long each compaction pass takes.",
    T('''
    ```rust
    let start = SystemTime::now();
    run_pass(&mut state)?;
    tracing::info!(elapsed_ms = start.elapsed()?.as_millis() as u64, "compaction pass done");
    ```
    '''),
    "Use Instant for durations. SystemTime isn't monotonic, an NTP step makes elapsed() fail or jump. Instant::now() and start.elapsed().",
    "let start = SystemTime::now();", "let start = Instant::now();"),
   ("Time the manifest upload and record it in the histogram.",
    T('''
    ```rust
    let t0 = SystemTime::now();
    upload_manifest(&client, &manifest).await?;
    histogram!("manifest_upload_seconds").record(t0.elapsed()?.as_secs_f64());
    ```
    '''),
    ["let t0 = Instant::now();"], [r"re:let \w+ = SystemTime::now\(\);"]),
   ("Stamp each checkpoint with the wall-clock time in Unix milliseconds.",
    T('''
    ```rust
    let written_at_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock before 1970")
        .as_millis() as u64;
    cp.written_at_ms = written_at_ms;
    ```

    This one has to be `SystemTime`: it's a point in calendar time, not a duration.
    ''')),
   fix=[("let t0 = SystemTime::now();", "let t0 = Instant::now();"),
        ("t0.elapsed()?.as_secs_f64()", "t0.elapsed().as_secs_f64()")],
   cflags=[r"re:let \w+ = SystemTime::now\(\);"],
   cneeds=["SystemTime::now()\n    .duration_since(UNIX_EPOCH)"],
   literal="= SystemTime::now();")

sc(59, "syscalls", "semantic", "reworded", "same_topic",
   ("Our fd wrapper's Drop calls close(2). Should it retry when close returns EINTR?",
    T('''
    Yes: like read and write, close can be interrupted by a signal, so loop while it returns -1 with EINTR;
    otherwise you leak the descriptor.
    '''),
    "Not on Linux. The fd is released even when close reports EINTR, so a retry can close a descriptor another "
    "thread just got. Call it once and ignore EINTR.",
    "so loop while it returns -1 with EINTR;\notherwise you leak the descriptor",
    "but on Linux the fd is already released; call close once and never retry on EINTR"),
   ("Review this: `while libc::close(fd) == -1 && errno() == libc::EINTR {}` in OwnedSocket::drop. OK?",
    T('''
    Looks right. close(2) can fail with EINTR when a signal arrives, and the loop retries until the descriptor is
    really closed, so nothing leaks.
    '''),
    [r"re:(?i)\bonce\b"], [r"re:(?i)looks right", r"re:(?i)retries until the descriptor is\s+really closed"]),
   ("Should the read loop in the fd wrapper retry on EINTR?",
    T('''
    Yes. A read(2) interrupted before it transferred anything returns -1 with EINTR and nothing has happened yet,
    so retrying is correct:

    ```rust
    loop {
        let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
        if n >= 0 {
            return Ok(n as usize);
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
    ```
    ''')),
   fix=[("Looks right. close(2) can fail with EINTR when a signal arrives, and the loop retries until the descriptor is\n"
         "really closed, so nothing leaks.",
         "No. On Linux the descriptor is released even when close(2) returns EINTR, so the loop can close an fd\n"
         "another thread just opened. Call close once and ignore EINTR.")])

sc(60, "tokio", "semantic", "reworded", "lookalike",
   ("The worker tasks all need to add entries to a shared dedup map. How do I share it?",
    T('''
    Wrap it in an `Arc` and clone it into each task: `Arc<HashMap<u64, Instant>>` is thread-safe, so every task can
    insert into it concurrently.
    '''),
    "Arc only shares ownership and hands out & references, you can't insert through it. It needs "
    "Arc<Mutex<HashMap<..>>> (or a DashMap).",
    "`Arc<HashMap<u64, Instant>>` is thread-safe, so every task can\ninsert into it concurrently",
    "`Arc<Mutex<HashMap<u64, Instant>>>` lets every task lock the map and insert"),
   ("Each connection task should record its peer in a shared set of active peers. Sketch it.",
    T('''
    Create `let peers = Arc::new(HashSet::new());` once and give every task an `Arc::clone(&peers)`; because the
    set is behind an Arc, each task can call `peers.insert(addr)` safely from any thread.
    '''),
    [r"re:Mutex|RwLock|DashSet"], [r"re:(?i)because the\s+set is behind an Arc", "Arc::new(HashSet::new())"]),
   ("Every task needs read access to the parsed Config, which never changes after startup.",
    T('''
    `Arc<Config>` is all you need: clone the Arc into each task and read the fields through it. No lock is needed
    because nothing mutates it after startup.
    ''')),
   fix=[("Create `let peers = Arc::new(HashSet::new());` once and give every task an `Arc::clone(&peers)`; because the\n"
         "set is behind an Arc, each task can call `peers.insert(addr)` safely from any thread.",
         "Create `let peers = Arc::new(Mutex::new(HashSet::new()));` once and give every task an `Arc::clone(&peers)`;\n"
         "the Arc shares it and the Mutex makes mutation safe, so each task calls `peers.lock().unwrap().insert(addr)`.")],
   cflags=[r"re:Arc<(HashMap|HashSet)"],
   cneeds=["Arc<Config>"])


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------

TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the rest case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(repeat):
    return (all(check(repeat["output"], x) for x in repeat["expect_contains"])
            and not any(check(repeat["output"], x) for x in repeat["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def public(s):
    return {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")}


def validate(scenarios):
    errors, warnings = [], []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    ids = [s["id"] for s in scenarios]
    if len(scenarios) != N_EXPECTED:
        errors.append("expected %d scenarios, have %d" % (N_EXPECTED, len(scenarios)))
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids: %s" % sorted(i for i, c in Counter(ids).items() if c > 1))
    for n, sid in enumerate(ids, 1):
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            err(sid, "malformed id")
        elif sid != "%s-%03d" % (PREFIX, n):
            err(sid, "out of sequence (expected %s-%03d)" % (PREFIX, n))

    seen_msgs = {}
    for s in scenarios:
        sid = s["id"]
        p = public(s)
        if set(p) != TOP_KEYS:
            err(sid, "top-level fields %s" % sorted(p))
        t, r, c = s["teach"], s["repeat"], s["control"]
        if set(t) != TEACH_KEYS:
            err(sid, "teach fields %s" % sorted(t))
        if set(r) != REPEAT_KEYS:
            err(sid, "repeat fields %s" % sorted(r))
        if set(c) != CONTROL_KEYS:
            err(sid, "control fields %s" % sorted(c))
        for where, d in (("teach", t), ("repeat", r), ("control", c)):
            for k, v in d.items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        err(sid, "%s.%s must be a list of non-empty strings" % (where, k))
                elif not isinstance(v, str) or not v.strip():
                    err(sid, "%s.%s must be a non-empty string" % (where, k))
        if not isinstance(s["topic"], str) or not s["topic"].strip():
            err(sid, "topic must be a non-empty string")
        if s["difficulty"] not in DIFFICULTIES:
            err(sid, "bad difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            err(sid, "bad control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "bad repeat_variation %r" % s["repeat_variation"])
        if errors and errors[-1].startswith(sid + ":"):
            continue

        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err(sid, "gold_wrong equals gold_right")
        if t["gold_right"] in t["output"]:
            err(sid, "gold_right already in teach.output")

        # teach messages unique
        key = norm(t["message"])
        if key in seen_msgs:
            err(sid, "teach.message duplicates %s" % seen_msgs[key])
        seen_msgs[key] = sid

        # regexes compile
        specs = r["expect_contains"] + r["expect_absent"] + list(s["_cflags"] or []) + list(s["_cneeds"] or [])
        for spec in specs:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err(sid, "bad regex %r: %s" % (spec, e))
        if errors and errors[-1].startswith(sid + ":"):
            continue

        # the repeat as written must fail its own check
        if not r["expect_contains"] and not r["expect_absent"]:
            err(sid, "repeat has no checks")
        if fixed(r):
            err(sid, "repeat as written already passes its check")

        # the fixed repeat must pass
        out = r["output"]
        for old, new in s["_fix"]:
            if old not in out:
                err(sid, "fix target not found: %r" % old)
            out = out.replace(old, new)
        fr = dict(r, output=out)
        if out == r["output"]:
            err(sid, "fix changes nothing")
        elif not fixed(fr):
            miss = [x for x in r["expect_contains"] if not check(out, x)]
            pres = [x for x in r["expect_absent"] if check(out, x)]
            err(sid, "fixed repeat fails: missing %s, still present %s" % (miss, pres))

        # literal text recurs (up to case and white space)
        if s["difficulty"] == "literal":
            lit = s["_literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                err(sid, "literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                err(sid, "literal text %r is not in teach.output" % lit)
        elif s["_literal"]:
            err(sid, "literal given for a %s scenario" % s["difficulty"])

        # control checks
        kind = s["control_kind"]
        if kind == "lookalike":
            if not s["_cflags"]:
                err(sid, "lookalike control needs explicit cflags")
            if not s["_cneeds"]:
                err(sid, "lookalike control needs cneeds")
            cflags = s["_cflags"] or []
        else:
            cflags = list(s["_cflags"] or (r["expect_absent"] + [t["gold_wrong"]]))
        if kind == "already_correct" and not s["_cneeds"]:
            err(sid, "already_correct control needs cneeds")
        for spec in cflags:
            if check(c["output"], spec):
                err(sid, "control matches cflag %r" % spec)
        for spec in s["_cneeds"] or []:
            if not check(c["output"], spec):
                err(sid, "control lacks cneed %r" % spec)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            err(sid, "control output duplicates another output")

    # mix
    dif = Counter(s["difficulty"] for s in scenarios)
    ck = Counter(s["control_kind"] for s in scenarios)
    var = Counter(s["repeat_variation"] for s in scenarios)
    for name, target, got in (("difficulty", TARGET_DIFFICULTY, dif), ("control_kind", TARGET_CONTROL, ck)):
        for k, want in target.items():
            if abs(got.get(k, 0) - want) > TOLERANCE:
                errors.append("mix: %s %s = %d, want about %d" % (name, k, got.get(k, 0), want))
    main = var.get("reworded", 0) + var.get("code_block", 0)
    if main * 2 < len(scenarios):
        errors.append("mix: reworded + code_block = %d, want most of %d" % (main, len(scenarios)))
    for v in VARIATIONS:
        if var.get(v, 0) == 0:
            errors.append("mix: no %s repeat" % v)
        elif v not in ("reworded", "code_block") and var[v] > min(var["reworded"], var["code_block"]):
            errors.append("mix: %s (%d) outnumbers reworded/code_block" % (v, var[v]))

    # shared-store hygiene (warnings only): a scenario's wrong text in another scenario's repeat/control
    for a in scenarios:
        w = a["teach"]["gold_wrong"]
        for b in scenarios:
            if b is a:
                continue
            for part in ("repeat", "control"):
                if w in b[part]["output"]:
                    warnings.append("%s gold_wrong %r appears in %s %s" % (a["id"], w, b["id"], part))
    return errors, warnings, dif, ck, var


README = """\
# dev37: learning-loop scenarios (Rust and systems programming)

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

`scenarios.jsonl` holds {n} hand-written learning-loop scenarios in the format of
`../shared/eval/loop/README.md` ("Scenario rules"): a teach conversation where a developer corrects the
coding assistant once, a repeat in a new session where the same mistake comes back (fixed = every
`expect_contains` present and every `expect_absent` absent; `re:` entries are Python regexes), and a control
that must come back byte-identical.

Theme: Rust and systems programming: cargo and crates, async runtimes (tokio), unsafe and FFI, Linux system
calls, file descriptors and signals, memory and performance tooling (perf, valgrind, jemalloc, dhat),
cross-compilation targets, and one team's own crate conventions and environment facts.

Ids `{prefix}-001` to `{prefix}-{n:03d}`. Generated by `build.py`, which holds the scenarios as data, checks
them (every repeat fails its own check as written and passes after a scripted fix, literal wrong text recurs
in literal repeats, controls carry no wrong usage and do hold their look-alike or right value, mix counts) and
refuses to write if a check fails. Edit `build.py`, not the jsonl.

## Counts

{counts}

## Run

From the repository root (the runner starts `cairn serve` itself):

```sh
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev37/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev37/scenarios.jsonl                  # a fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev37/scenarios.jsonl   # gold spans stored directly
```

Add `--out PATH` to choose where the JSON report goes (default `./loop-<mode>.json`).
Rebuild the set with `python3 eval/dev37/build.py`.
"""


def fmt_counts(title, counter, order):
    return "- %s: %s" % (title, ", ".join("%s %d" % (k, counter.get(k, 0)) for k in order if counter.get(k, 0)))


def main():
    errors, warnings, dif, ck, var = validate(SCENARIOS)
    for w in warnings:
        print("warning: " + w)
    if errors:
        for e in errors:
            print("ERROR: " + e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        return 1
    topics = Counter(s["topic"] for s in SCENARIOS)
    counts = "\n".join([
        "- scenarios: %d" % len(SCENARIOS),
        fmt_counts("difficulty", dif, DIFFICULTIES),
        fmt_counts("control_kind", ck, CONTROL_KINDS),
        fmt_counts("repeat_variation", var, VARIATIONS),
        fmt_counts("topic", topics, sorted(topics)),
    ])
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(SCENARIOS), prefix=PREFIX, counts=counts))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print(counts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
