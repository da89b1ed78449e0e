package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

func (a *app) healthcheckCmd() *cobra.Command {
	var (
		addr    string
		timeout time.Duration
	)
	cmd := &cobra.Command{
		Use:   "healthcheck [--addr HOST:PORT]",
		Short: "Exit 0 when the server at the configured address is ready",
		Long: `healthcheck asks the cairn server at addr (CAIRN_ADDR, or --addr) for GET
/readyz and exits 0 when it answers 200 (the records store answers). Otherwise
it prints one line saying why and exits non-zero: 5 when the server cannot be
reached or is not ready. A server listening on every address (0.0.0.0, ::) is
asked on loopback.

It is the probe of images without a shell or curl, such as cairn's own:
  HEALTHCHECK CMD ["/cairn", "healthcheck"]`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cmd.Flags().Changed("addr") {
				a.cfg.Addr = addr
			}
			if timeout <= 0 {
				return cairn.Invalid("timeout", "must be positive, got %v", timeout)
			}
			return a.healthcheck(cmd.Context(), timeout)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", DefaultAddr, "address of the server (env CAIRN_ADDR)")
	cmd.Flags().DurationVar(&timeout, "timeout", 5*time.Second, "how long to wait for the answer")
	return cmd
}

// healthcheck gets /readyz from the server at a.cfg.Addr.
func (a *app) healthcheck(ctx context.Context, timeout time.Duration) error {
	url, err := readyURL(a.cfg.Addr)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return cairn.Invalid("addr", "%v", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "not ready: " + url + " does not answer", Err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return nil
	}
	// The error body of /readyz (and of every route) says why.
	var body struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	why := resp.Status
	if json.Unmarshal(b, &body) == nil && body.Error.Message != "" {
		why = fmt.Sprintf("%s: %s", resp.Status, body.Error.Message)
	}
	return cairn.Errorf(cairn.EUNAVAILABLE, "not ready: %s answered %s", url, why)
}

// readyURL is the /readyz URL of a server listening on addr: an
// unspecified host (every address) is asked on loopback.
func readyURL(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return "", cairn.Invalid("addr", "%q is not HOST:PORT", addr)
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
		if ip != nil && ip.To4() == nil {
			host = "::1"
		}
	}
	return "http://" + net.JoinHostPort(host, port) + "/readyz", nil
}
