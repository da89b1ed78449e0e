package http

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkGuard is the cost the guard and the canonical path check add
// to every request: one reached on loopback as curl sends it, and one from
// a page of the server itself (Origin and Sec-Fetch-* to check). cpu-ns/op
// is the process's CPU time, steadier than wall time on a shared machine.
func BenchmarkGuard(b *testing.B) {
	g, err := newGuard(nil)
	if err != nil {
		b.Fatal(err)
	}
	local := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 7878}
	ctx := context.WithValue(context.Background(), http.LocalAddrContextKey, net.Addr(local))
	for _, c := range []struct {
		name   string
		method string
		header map[string]string
	}{
		{"curl", "GET", map[string]string{"User-Agent": "curl/8.5.0", "Accept": "*/*"}},
		{"browser", "POST", map[string]string{"Origin": "http://localhost:7878", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors",
			"Sec-Fetch-Dest": "empty", "Content-Type": "application/json"}},
	} {
		r := httptest.NewRequestWithContext(ctx, c.method, "http://localhost:7878/v1/judgments/history?product=P", strings.NewReader("{}"))
		for k, v := range c.header {
			r.Header.Set(k, v)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			cpu0 := cpuTime()
			for b.Loop() {
				if err := g.check(r); err != nil {
					b.Fatal(err)
				}
				if err := checkCanonical(r); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime returns the CPU time (user and system) of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
