package main

import (
	"strings"
	"testing"
)

// TestErrorKeepsDriverReason: a PostgreSQL connection error that the driver
// spreads over several lines (one per address tried) is printed on one
// line with every reason, not cut after "failed to connect to …:".
func TestErrorKeepsDriverReason(t *testing.T) {
	c := newCLI(t)
	_, stderr, code := c.run("judgments", "stats", "--store", "postgres://postgres@127.0.0.1:1,127.0.0.1:2/x?sslmode=disable&connect_timeout=5")
	if got, want := code, exitUnavailable; got != want {
		t.Fatalf("exit %d, want %d: %s", got, want, stderr)
	}
	line := strings.TrimSuffix(stderr, "\n")
	if strings.Contains(line, "\n") {
		t.Fatalf("error spans several lines:\n%s", stderr)
	}
	for _, want := range []string{"127.0.0.1:1", "127.0.0.1:2", "connection refused"} {
		if !strings.Contains(line, want) {
			t.Errorf("error %q lacks %q", line, want)
		}
	}
}

func TestOneLine(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"single", "  plain error \n", "plain error"},
		{"continued after a colon", "failed to connect to `user=x`:\n\t127.0.0.1:1 (a): refused\n\t127.0.0.1:2 (b): refused", "failed to connect to `user=x`: 127.0.0.1:1 (a): refused; 127.0.0.1:2 (b): refused"},
		{"blank lines", "a\n\n  b", "a; b"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := oneLine(tt.in); got != tt.want {
				t.Fatalf("oneLine(%q)=%q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
