// Command cairn-load measures cairn's HTTP throughput on this machine.
//
// By default it seeds a temporary SQLite store through the bulk import
// commands (100,000 judgments, 10,000 corrections, one API key), starts
// `cairn serve` on a free loopback port, runs each scenario (history,
// detect, turns) with a fixed number of keep-alive connections for a
// bounded time, and prints a Markdown table: req/s, p50, p99, max, errors,
// and the CPU time per request of the server and of cairn-load itself
// (which shares the machine's cores with the server). It speaks HTTP/1.1
// over its own keep-alive connections (internal/load.Client) so that its
// own share stays small.
//
// With -soak it then runs one scenario at a fraction (default 80 %) of the
// rate it just measured for -soak duration, sampling the server's RSS
// (/proc/PID/status VmRSS); it exits non-zero on any error or when RSS grew
// past -rss-growth over the run after the first window.
//
// It refuses any target that is not loopback.
//
//	go build -o bin/cairn ./cmd/cairn && go run ./cmd/cairn-load -cairn bin/cairn
//	make load            # the same
//	make soak            # plus a 10-minute soak of history at 80 %
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cairnhq/cairn/internal/load"
)

type config struct {
	cairn       string
	target      string
	apiKey      string
	conns       int
	duration    time.Duration
	warmup      time.Duration
	scenarios   string
	judgments   int
	corrections int
	keep        bool
	env         envList

	soak         time.Duration
	soakScenario string
	soakFraction float64
	soakWindow   time.Duration
	rssGrowth    float64
}

func main() {
	var c config
	flag.StringVar(&c.cairn, "cairn", "bin/cairn", "the cairn binary to start (ignored with -target)")
	flag.StringVar(&c.target, "target", "", "drive an already running server at this loopback URL instead (no seeding, no RSS)")
	flag.StringVar(&c.apiKey, "key", "", "API key to send with -target")
	flag.IntVar(&c.conns, "conns", 16, "connections, one request in flight on each")
	flag.DurationVar(&c.duration, "duration", 10*time.Second, "measured time per scenario")
	flag.DurationVar(&c.warmup, "warmup", 2*time.Second, "unmeasured time before each scenario")
	flag.StringVar(&c.scenarios, "scenarios", "history,detect,turns", "comma-separated scenarios: history, detect, turns")
	flag.IntVar(&c.judgments, "judgments", load.DefaultJudgments, "judgments to seed")
	flag.IntVar(&c.corrections, "corrections", load.DefaultCorrections, "corrections to seed")
	flag.BoolVar(&c.keep, "keep", false, "keep the temporary data directory (printed)")
	flag.Var(&c.env, "env", "`KEY=VALUE` for the started server's environment, such as CAIRN_GC_HEAP_FLOOR_MIB=0 or GOGC=200 (repeatable; ignored with -target)")
	flag.DurationVar(&c.soak, "soak", 0, "after the table, soak one scenario for this long (0: no soak)")
	flag.StringVar(&c.soakScenario, "soak-scenario", "history", "scenario to soak")
	flag.Float64Var(&c.soakFraction, "soak-fraction", 0.8, "soak rate as a fraction of the measured maximum")
	flag.DurationVar(&c.soakWindow, "soak-window", 30*time.Second, "soak reporting window (one RSS sample each)")
	flag.Float64Var(&c.rssGrowth, "rss-growth", 0.20, "largest allowed RSS growth over the soak, as a fraction of the RSS after its first window")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, c, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "cairn-load:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, c config, stdout, stderr io.Writer) error {
	if c.conns < 1 || c.duration <= 0 {
		return errors.New("-conns and -duration must be positive")
	}
	if c.soak > 0 && (c.soakFraction <= 0 || c.soakFraction > 1 || c.soakWindow <= 0) {
		return errors.New("-soak-fraction must be in (0, 1] and -soak-window positive")
	}
	names := strings.Split(c.scenarios, ",")
	if c.soak > 0 && !contains(names, c.soakScenario) {
		names = append(names, c.soakScenario)
	}
	scs, err := load.Scenarios(names, c.corrections)
	if err != nil {
		return err
	}
	target, key, pid := c.target, c.apiKey, 0
	if target != "" {
		if err := load.CheckLoopback(target); err != nil {
			return err
		}
	} else {
		srv, err := startServer(ctx, c, stderr)
		if err != nil {
			return err
		}
		defer srv.stop(stderr)
		target, key, pid = srv.url, srv.key, srv.cmd.Process.Pid
	}

	fmt.Fprintf(stdout, "cairn-load: %s, %d connections, %s per scenario after %s warm-up; GOMAXPROCS %d, %d CPUs; seeded %d judgments, %d corrections\n\n",
		target, c.conns, c.duration, c.warmup, runtime.GOMAXPROCS(0), runtime.NumCPU(), c.judgments, c.corrections)
	client, err := load.NewClient(target)
	if err != nil {
		return err
	}
	defer client.CloseIdleConnections()
	var results []load.Result
	byName := map[string]load.Result{}
	for _, sc := range scs {
		if c.soak > 0 && sc.Name == c.soakScenario && !contains(strings.Split(c.scenarios, ","), sc.Name) {
			continue // measured below, for the soak only
		}
		res, err := measure(ctx, pid, load.Options{Target: target, APIKey: key, Conns: c.conns, Duration: c.duration, Warmup: c.warmup, Client: client}, sc)
		if err != nil {
			return err
		}
		results = append(results, res)
		byName[sc.Name] = res
		for _, e := range res.FirstErrors {
			fmt.Fprintln(stderr, "  error:", e)
		}
	}
	load.Table(stdout, results)
	if pid != 0 {
		if rss, err := readRSS(pid); err == nil {
			fmt.Fprintf(stdout, "\nserver RSS after the scenarios: %.1f MiB\n", float64(rss)/(1<<20))
		}
	}
	failed := 0
	for _, r := range results {
		failed += r.Errors
	}
	if c.soak > 0 {
		var sc load.Scenario
		for _, s := range scs {
			if s.Name == c.soakScenario {
				sc = s
			}
		}
		max, ok := byName[sc.Name]
		if !ok {
			if max, err = load.Run(ctx, load.Options{Target: target, APIKey: key, Conns: c.conns, Duration: c.duration, Warmup: c.warmup, Client: client}, sc); err != nil {
				return err
			}
		}
		if err := soak(ctx, c, target, key, pid, sc, max.RPS(), client, stdout); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d requests failed", failed)
	}
	return nil
}

// measure runs sc and adds the CPU time this process used per answered
// request and, when the server's pid is known, the server's: on a shared
// machine req/s depends on what else runs, CPU per request much less; and
// the load generator's CPU is taken from the same two cores as the
// server's.
func measure(ctx context.Context, pid int, opts load.Options, sc load.Scenario) (load.Result, error) {
	if opts.Warmup > 0 {
		// Warm up separately so that the CPU counts cover the measured part only.
		wopts := opts
		wopts.Duration, wopts.Warmup = opts.Warmup, 0
		if _, err := load.Run(ctx, wopts, sc); err != nil {
			return load.Result{}, err
		}
		opts.Warmup = 0
	}
	self := os.Getpid()
	selfBefore, err := readCPU(self)
	if err != nil {
		return load.Result{}, err
	}
	var before time.Duration
	if pid != 0 {
		if before, err = readCPU(pid); err != nil {
			return load.Result{}, err
		}
	}
	res, err := load.Run(ctx, opts, sc)
	if err != nil {
		return res, err
	}
	var after time.Duration
	if pid != 0 {
		if after, err = readCPU(pid); err != nil {
			return res, err
		}
	}
	selfAfter, err := readCPU(self)
	if err != nil {
		return res, err
	}
	if n := res.Requests + res.Errors; n > 0 {
		res.LoadCPU = (selfAfter - selfBefore) / time.Duration(n)
		if pid != 0 {
			res.ServerCPU = (after - before) / time.Duration(n)
		}
	}
	return res, nil
}

// soak runs sc at c.soakFraction × maxRPS for c.soak in windows of
// c.soakWindow, printing each window and an RSS sample.
func soak(ctx context.Context, c config, target, key string, pid int, sc load.Scenario, maxRPS float64, client *load.Client, stdout io.Writer) error {
	rate := maxRPS * c.soakFraction
	fmt.Fprintf(stdout, "\nsoak: %s at %.0f req/s (%.0f %% of %.0f measured), %d connections, %s in %s windows\n\n",
		sc.Name, rate, c.soakFraction*100, maxRPS, c.conns, c.soak, c.soakWindow)
	fmt.Fprintln(stdout, "| minute | req/s | p50 ms | p99 ms | max ms | errors | RSS MiB |")
	fmt.Fprintln(stdout, "|---:|---:|---:|---:|---:|---:|---:|")
	var (
		errs              int
		requests          int
		firstRSS, lastRSS int64
		peakRSS           int64
		start             = time.Now()
	)
	for time.Since(start) < c.soak {
		d := min(c.soakWindow, c.soak-time.Since(start))
		res, err := load.Run(ctx, load.Options{Target: target, APIKey: key, Conns: c.conns, Duration: d, Rate: rate, Client: client}, sc)
		if err != nil {
			return err
		}
		errs += res.Errors
		requests += res.Requests
		rssCol := "-"
		if pid != 0 {
			rss, err := readRSS(pid)
			if err != nil {
				return err
			}
			if firstRSS == 0 {
				firstRSS = rss
			}
			lastRSS, peakRSS = rss, max(peakRSS, rss)
			rssCol = fmt.Sprintf("%.1f", float64(rss)/(1<<20))
		}
		fmt.Fprintf(stdout, "| %.1f | %.0f | %.2f | %.2f | %.1f | %d | %s |\n", time.Since(start).Minutes(), res.RPS(),
			float64(res.P50)/1e6, float64(res.P99)/1e6, float64(res.Max)/1e6, res.Errors, rssCol)
		for _, e := range res.FirstErrors {
			fmt.Fprintln(stdout, "  error:", e)
		}
	}
	fmt.Fprintf(stdout, "\nsoak: %d requests, %d errors", requests, errs)
	var growth float64
	if firstRSS > 0 {
		growth = float64(lastRSS-firstRSS) / float64(firstRSS)
		fmt.Fprintf(stdout, "; RSS %.1f MiB after the first window, %.1f MiB at the end (%+.1f %%), peak %.1f MiB; bound +%.0f %%",
			float64(firstRSS)/(1<<20), float64(lastRSS)/(1<<20), growth*100, float64(peakRSS)/(1<<20), c.rssGrowth*100)
	}
	fmt.Fprintln(stdout)
	switch {
	case errs > 0:
		return fmt.Errorf("soak: %d errors", errs)
	case growth > c.rssGrowth:
		return fmt.Errorf("soak: RSS grew %.1f %%, bound %.0f %%", growth*100, c.rssGrowth*100)
	}
	return nil
}

type server struct {
	cmd    *exec.Cmd
	exited chan error
	dir    string
	url    string
	key    string
	keep   bool
	log    *os.File
}

// startServer seeds a temporary store through the import commands and
// starts `cairn serve` on a free loopback port.
func startServer(ctx context.Context, c config, stderr io.Writer) (*server, error) {
	bin, err := filepath.Abs(c.cairn)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("cairn binary: %v (build it with: go build -o bin/cairn ./cmd/cairn)", err)
	}
	dir, err := os.MkdirTemp("", "cairn-load-")
	if err != nil {
		return nil, err
	}
	s := &server{dir: dir, keep: c.keep}
	ok := false
	defer func() {
		if !ok {
			s.stop(stderr)
		}
	}()
	env := append(cleanEnv(dir), c.env...)
	cairn := func(stdin io.Reader, args ...string) (string, error) {
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Env, cmd.Stdin = env, stdin
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			return "", fmt.Errorf("cairn %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
		}
		return strings.TrimSpace(out.String()), nil
	}
	t0 := time.Now()
	if c.judgments > 0 {
		path := filepath.Join(dir, "judgments.json")
		if err := writeFile(path, func(w io.Writer) error { return load.WriteJudgments(w, c.judgments) }); err != nil {
			return nil, err
		}
		if _, err := cairn(nil, "judgments", "import", "--tenant", "load", path); err != nil {
			return nil, err
		}
	}
	if c.corrections > 0 {
		path := filepath.Join(dir, "corrections.jsonl")
		if err := writeFile(path, func(w io.Writer) error { return load.WriteCorrections(w, c.corrections) }); err != nil {
			return nil, err
		}
		if _, err := cairn(nil, "corrections", "import", "--tenant", "load", path); err != nil {
			return nil, err
		}
	}
	if s.key, err = cairn(nil, "keys", "create", "--tenant", "load", "--name", "cairn-load"); err != nil {
		return nil, err
	}
	fmt.Fprintf(stderr, "cairn-load: seeded %s in %.1fs\n", dir, time.Since(t0).Seconds())

	if s.log, err = os.Create(filepath.Join(dir, "serve.log")); err != nil {
		return nil, err
	}
	s.cmd = exec.Command(bin, "serve", "--addr", "127.0.0.1:0")
	s.cmd.Env = env
	// The server writes its output, the access log included, straight to
	// serve.log: this process, which shares the CPU with the server, does
	// not copy it.
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	exited := make(chan error, 1)
	go func() { exited <- s.cmd.Wait() }()
	s.exited = exited
	// The server prints "cairn listening on URL" on stderr.
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	timeout := time.After(5 * time.Minute)
	for s.url == "" {
		select {
		case err := <-exited:
			exited <- err // for stop
			return nil, fmt.Errorf("cairn serve exited: %v; see %s", err, s.log.Name())
		case <-timeout:
			return nil, errors.New("cairn serve did not start within 5 minutes")
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-tick.C:
			b, err := os.ReadFile(s.log.Name())
			if err != nil {
				return nil, err
			}
			if _, after, ok := bytes.Cut(b, []byte("cairn listening on ")); ok {
				if line, _, ok := bytes.Cut(after, []byte("\n")); ok {
					u, _, _ := strings.Cut(string(line), " ")
					s.url = u
				}
			}
		}
	}
	if err := load.CheckLoopback(s.url); err != nil {
		return nil, err
	}
	if err := waitReady(ctx, s.url); err != nil {
		return nil, err
	}
	ok = true
	return s, nil
}

// stop ends the server (SIGTERM, then SIGKILL after 15 s) and removes the
// data directory unless kept.
func (s *server) stop(stderr io.Writer) {
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
		case <-time.After(15 * time.Second):
			_ = s.cmd.Process.Kill()
			<-s.exited
		}
	}
	if s.log != nil {
		s.log.Close()
	}
	if s.keep {
		fmt.Fprintf(stderr, "cairn-load: kept %s\n", s.dir)
		return
	}
	os.RemoveAll(s.dir)
}

func waitReady(ctx context.Context, url string) error {
	deadline := time.Now().Add(2 * time.Minute)
	for {
		req, _ := http.NewRequestWithContext(ctx, "GET", url+"/readyz", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s/readyz not ready after 2 minutes (last: %v)", url, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// envList is the repeatable -env flag.
type envList []string

func (e *envList) String() string { return strings.Join(*e, " ") }

func (e *envList) Set(kv string) error {
	if k, _, ok := strings.Cut(kv, "="); !ok || k == "" {
		return fmt.Errorf("%q is not KEY=VALUE", kv)
	}
	*e = append(*e, kv)
	return nil
}

// cleanEnv is the environment for cairn: the caller's without CAIRN_*
// variables and with config and data under dir, so no user setting (an
// LLM, Redis sessions, another store) changes what is measured.
func cleanEnv(dir string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "CAIRN_") || strings.HasPrefix(kv, "XDG_CONFIG_HOME=") || strings.HasPrefix(kv, "XDG_DATA_HOME=") {
			continue
		}
		env = append(env, kv)
	}
	return append(env,
		"CAIRN_STORE="+filepath.Join(dir, "cairn.db"),
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
		"XDG_DATA_HOME="+filepath.Join(dir, "data"))
}

func writeFile(path string, fill func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	if err := fill(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readRSS returns the resident set size of pid in bytes.
func readRSS(pid int) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			f := strings.Fields(rest)
			if len(f) >= 1 {
				kb, err := strconv.ParseInt(f[0], 10, 64)
				return kb << 10, err
			}
		}
	}
	return 0, fmt.Errorf("no VmRSS in /proc/%d/status", pid)
}

// readCPU returns the user + system CPU time pid has used
// (/proc/PID/stat fields 14 and 15, in clock ticks of 1/100 s on Linux).
func readCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name (field 2) may hold spaces: count from its ')'.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, err
	}
	const tick = 10 * time.Millisecond // USER_HZ is 100 on Linux
	return time.Duration(utime+stime) * tick, nil
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if strings.TrimSpace(v) == x {
			return true
		}
	}
	return false
}
