// Package load drives a cairn server over HTTP for throughput and soak
// measurements: a fixed number of keep-alive connections, each sending
// requests made by a scenario's generator (every request distinct), for a
// bounded time, closed-loop (as fast as the server answers) or at a fixed
// total rate. It only talks to loopback addresses.
//
// cmd/cairn-load builds on it: it seeds a temporary store, starts
// `cairn serve`, and prints the table `make load` shows.
package load

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Request is one HTTP request of a scenario. Body nil sends none.
type Request struct {
	Method string
	Path   string // with the query string, e.g. /v1/judgments/history?product=a
	Body   []byte
}

// Scenario names a generator of requests. Next must be safe for
// concurrent use; it is called once per request.
type Scenario struct {
	Name string
	Next func(c Cursor) Request
}

// Cursor says which request a generator is asked for.
type Cursor struct {
	// Run is unique to each run (and to its warm-up), for names that must
	// not collide with an earlier run's, such as session ids.
	Run string
	// Seq is unique within the run: 0, 1, 2, … across all connections.
	Seq uint64
	// Conn is the connection (0 … Conns-1) and N its own request count,
	// for request sequences that must stay in order on one connection.
	Conn int
	N    uint64
}

// Options configure a run.
type Options struct {
	// Target is the server's base URL; only loopback hosts are accepted.
	Target string
	// APIKey, when set, is sent as Authorization: Bearer.
	APIKey string
	// Conns is the number of connections, each with one request in flight.
	Conns int
	// Duration bounds the measured part of the run.
	Duration time.Duration
	// Warmup runs the scenario unmeasured first.
	Warmup time.Duration
	// Rate, when > 0, is the total requests per second to send, spread over
	// the connections; latency then counts from when a request was due, so
	// a stalled server shows in the percentiles. 0 sends as fast as the
	// server answers.
	Rate float64
	// Client is the client to use, made by NewClient for Target; nil makes
	// one. Reusing one client across runs reuses its connections.
	Client *Client
}

// Result is what a run measured.
type Result struct {
	Scenario string
	Requests int // answered with 2xx
	Errors   int // transport errors and non-2xx answers
	Elapsed  time.Duration
	P50, P99 time.Duration
	Max      time.Duration
	// FirstErrors holds up to 5 error descriptions.
	FirstErrors []string
	// ServerCPU is the server's CPU time (user + system) per request when
	// the caller measured it (cmd/cairn-load does from /proc); 0 otherwise.
	ServerCPU time.Duration
	// LoadCPU is the load generator's own CPU time per request when the
	// caller measured it (cmd/cairn-load does); 0 otherwise.
	LoadCPU time.Duration
}

// RPS is the rate of successful requests.
func (r Result) RPS() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Requests) / r.Elapsed.Seconds()
}

// Samples is the number of latencies the percentiles come from.
func (r Result) Samples() int { return r.Requests + r.Errors }

// CheckLoopback returns an error unless target is an http URL whose host is
// a loopback address (or "localhost" resolving only to loopback addresses).
func CheckLoopback(target string) error {
	u, err := url.Parse(target)
	if err != nil {
		return fmt.Errorf("target %q: %v", target, err)
	}
	if u.Scheme != "http" {
		return fmt.Errorf("target %q: only http:// on loopback is supported", target)
	}
	host := u.Hostname()
	if host == "" {
		return fmt.Errorf("target %q: no host", target)
	}
	if ip := net.ParseIP(host); ip != nil {
		if !ip.IsLoopback() {
			return fmt.Errorf("target %q: refusing a non-loopback address; the load tool only drives a server on this machine", target)
		}
		return nil
	}
	if host != "localhost" {
		return fmt.Errorf("target %q: refusing host %q; use 127.0.0.1, ::1 or localhost", target, host)
	}
	ips, err := net.LookupIP(host)
	if err != nil {
		return fmt.Errorf("target %q: %v", target, err)
	}
	for _, ip := range ips {
		if !ip.IsLoopback() {
			return fmt.Errorf("target %q: localhost resolves to %s, which is not loopback", target, ip)
		}
	}
	return nil
}

// Run sends sc's requests to opts.Target and measures them.
func Run(ctx context.Context, opts Options, sc Scenario) (Result, error) {
	if err := CheckLoopback(opts.Target); err != nil {
		return Result{}, err
	}
	if opts.Conns < 1 {
		return Result{}, errors.New("conns must be at least 1")
	}
	if opts.Duration <= 0 {
		return Result{}, errors.New("duration must be positive")
	}
	client := opts.Client
	if client == nil {
		c, err := NewClient(opts.Target)
		if err != nil {
			return Result{}, err
		}
		client = c
		defer client.CloseIdleConnections()
	} else if want, err := NewClient(opts.Target); err != nil {
		return Result{}, err
	} else if client.addr != want.addr {
		return Result{}, fmt.Errorf("the client is for %s, not %s", client.addr, opts.Target)
	}
	if opts.Warmup > 0 {
		wctx, cancel := context.WithTimeout(ctx, opts.Warmup)
		run(wctx, client, opts, sc)
		cancel()
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
	}
	mctx, cancel := context.WithTimeout(ctx, opts.Duration)
	defer cancel()
	start := time.Now()
	ws := run(mctx, client, opts, sc)
	elapsed := time.Since(start)
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	res := Result{Scenario: sc.Name, Elapsed: elapsed}
	var lat []time.Duration
	for _, w := range ws {
		res.Requests += w.ok
		res.Errors += w.errors
		lat = append(lat, w.lat...)
		for _, e := range w.firstErrors {
			if len(res.FirstErrors) < 5 {
				res.FirstErrors = append(res.FirstErrors, e)
			}
		}
	}
	res.P50, res.P99, res.Max = Percentile(lat, 0.50), Percentile(lat, 0.99), Percentile(lat, 1)
	return res, nil
}

// Percentile returns the q-quantile (0..1) of lat by nearest rank, sorting
// lat in place; 0 for no samples.
func Percentile(lat []time.Duration, q float64) time.Duration {
	if len(lat) == 0 {
		return 0
	}
	if !slices.IsSorted(lat) {
		slices.Sort(lat)
	}
	i := int(q*float64(len(lat))+0.5) - 1
	return lat[min(max(i, 0), len(lat)-1)]
}

// runCounter makes run ids unique within the process.
var runCounter atomic.Uint64

type worker struct {
	ok, errors  int
	lat         []time.Duration
	firstErrors []string
}

// run drives opts.Conns workers until ctx ends.
func run(ctx context.Context, client *Client, opts Options, sc Scenario) []*worker {
	var seq atomic.Uint64
	runID := fmt.Sprintf("%x", runCounter.Add(1)<<20^uint64(time.Now().UnixNano()&0xfffff))
	ws := make([]*worker, opts.Conns)
	var wg sync.WaitGroup
	for i := range ws {
		w := &worker{lat: make([]time.Duration, 0, 1024)}
		ws[i] = w
		var interval time.Duration
		if opts.Rate > 0 {
			interval = time.Duration(float64(time.Second) * float64(opts.Conns) / opts.Rate)
		}
		wg.Add(1)
		go func(conn int, offset time.Duration) {
			defer wg.Done()
			ss := client.newSession(opts.APIKey)
			ended := make(chan struct{})
			stop := context.AfterFunc(ctx, func() { ss.interrupt(); close(ended) })
			defer func() {
				if !stop() {
					<-ended // no deadline is set on the connection once given back
				}
				ss.end() // a request cut by the interruption has dropped it
			}()
			due := time.Now().Add(offset)
			for n := uint64(0); ctx.Err() == nil; n++ {
				if interval > 0 {
					if d := time.Until(due); d > 0 {
						t := time.NewTimer(d)
						select {
						case <-ctx.Done():
							t.Stop()
							return
						case <-t.C:
						}
					}
				} else {
					due = time.Now()
				}
				req := sc.Next(Cursor{Run: runID, Seq: seq.Add(1) - 1, Conn: conn, N: n})
				err := ss.do(req)
				if ctx.Err() != nil && err != nil {
					return // cut by the end of the run, not the server's fault
				}
				w.lat = append(w.lat, time.Since(due))
				if err != nil {
					w.errors++
					if len(w.firstErrors) < 5 {
						w.firstErrors = append(w.firstErrors, fmt.Sprintf("%s %s: %v", req.Method, req.Path, err))
					}
				} else {
					w.ok++
				}
				due = due.Add(interval)
			}
		}(i, time.Duration(i)*interval/time.Duration(opts.Conns))
	}
	wg.Wait()
	return ws
}

// Table writes results as a Markdown table.
func Table(w io.Writer, rs []Result) {
	fmt.Fprintln(w, "| scenario | req/s | p50 ms | p99 ms | max ms | requests | errors | server CPU µs/req | load CPU µs/req |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range rs {
		fmt.Fprintf(w, "| %s | %.0f | %.2f | %.2f | %.1f | %d | %d | %s | %s |\n", r.Scenario, r.RPS(),
			ms(r.P50), ms(r.P99), ms(r.Max), r.Requests, r.Errors, micros(r.ServerCPU), micros(r.LoadCPU))
	}
}

// micros formats a CPU time per request in µs, "-" when not measured.
func micros(d time.Duration) string {
	if d <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", float64(d)/float64(time.Microsecond))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
