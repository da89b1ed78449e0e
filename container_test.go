package cairn_test

import (
	"archive/tar"
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestContainerImage builds the image of ./Dockerfile and runs it: as its
// unprivileged user, `cairn keys create` writes a key into the data
// volume, then `cairn serve` listens on the container's addresses,
// answers /healthz and /readyz, and refuses a request without the key.
//
// It needs a container engine and minutes (the image is built from
// source), so it runs only with CAIRN_TEST_PODMAN set to the engine's
// command ("podman", or "docker" with a daemon). The build stage's Go image
// is CAIRN_TEST_GO_IMAGE (golang:1.26-bookworm, say); without it the test
// makes one from this Go toolchain (go env GOROOT), the CA bundle and a
// static busybox as /bin/sh (/bin/busybox, Debian's busybox-static), for
// machines that reach no image registry.
func TestContainerImage(t *testing.T) {
	engine := strings.Fields(os.Getenv("CAIRN_TEST_PODMAN"))
	if len(engine) == 0 {
		t.Skip("set CAIRN_TEST_PODMAN=podman (or docker) to build and run the container image: needs the engine and minutes")
	}
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Minute)
	defer cancel()
	run := func(stdin io.Reader, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, engine[0], append(engine[1:], args...)...)
		cmd.Stdin = stdin
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s %s: %v\n%s%s", engine[0], strings.Join(args, " "), err, stdout.String(), lastLines(stderr.String(), 30))
		}
		return strings.TrimSpace(stdout.String())
	}
	goImage := os.Getenv("CAIRN_TEST_GO_IMAGE")
	if goImage == "" {
		goImage = "localhost/cairn-test-go:" + strings.TrimPrefix(runtime.Version(), "go")
		var buf bytes.Buffer
		if err := builderImage(&buf); err != nil {
			t.Skipf("no Go image to build with (set CAIRN_TEST_GO_IMAGE): %v", err)
		}
		run(&buf, "import", "--change", "ENV PATH=/usr/local/go/bin:/bin", "--change", "ENV HOME=/root",
			"--change", "ENV GOPATH=/root/go", "-", goImage)
	}
	const image = "localhost/cairn:container-test"
	run(nil, "build", "--network", "host", "--build-arg", "GO_IMAGE="+goImage, "--build-arg", "VERSION=container-test", "-t", image, ".")

	if got := run(nil, "image", "inspect", "--format", "{{.Config.User}}", image); got != "65532:65532" {
		t.Errorf("image user %q, want 65532:65532", got)
	}
	if got := run(nil, "run", "--rm", image, "version"); !strings.Contains(got, "container-test") {
		t.Errorf("cairn version in the image: %q, want the build's VERSION", got)
	}
	volume := fmt.Sprintf("cairn-test-%d", time.Now().UnixNano())
	run(nil, "volume", "create", volume)
	t.Cleanup(func() { _ = exec.Command(engine[0], append(engine[1:], "volume", "rm", "-f", volume)...).Run() })
	key := run(nil, "run", "--rm", "-v", volume+":/data", image, "keys", "create", "--tenant", "acme", "--name", "test")
	if !strings.HasPrefix(key, "cairn_") {
		t.Fatalf("keys create printed %q, want a key", key)
	}
	port := freePort(t)
	id := run(nil, "run", "-d", "-p", fmt.Sprintf("127.0.0.1:%d:7878", port), "-v", volume+":/data", image)
	t.Cleanup(func() {
		if t.Failed() {
			out, _ := exec.Command(engine[0], append(engine[1:], "logs", id)...).CombinedOutput()
			t.Logf("container logs:\n%s", lastLines(string(out), 30))
		}
		_ = exec.Command(engine[0], append(engine[1:], "rm", "-f", id)...).Run()
	})
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(time.Minute)
	for {
		if code, _ := get(base+"/healthz", ""); code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no answer from %s/healthz within a minute", base)
		}
		time.Sleep(200 * time.Millisecond)
	}
	for _, tc := range []struct {
		path, key string
		want      int
	}{
		{"/readyz", "", http.StatusOK},
		{"/v1/judgments/stats", key, http.StatusOK},
		{"/v1/judgments/stats", "", http.StatusUnauthorized},
	} {
		if code, body := get(base+tc.path, tc.key); code != tc.want {
			t.Errorf("GET %s (key %t): %d %s, want %d", tc.path, tc.key != "", code, body, tc.want)
		}
	}
}

// builderImage writes a tar of a root file system to build Go programs
// with: the go command's toolchain at /usr/local/go, a static busybox as /bin/sh, the
// CA bundle, /tmp.
func builderImage(w io.Writer) error {
	busybox, err := os.ReadFile("/bin/busybox")
	if err != nil {
		return fmt.Errorf("a static busybox: %w", err)
	}
	certs, err := os.ReadFile("/etc/ssl/certs/ca-certificates.crt")
	if err != nil {
		return err
	}
	tw := tar.NewWriter(w)
	for _, d := range []string{"bin", "etc", "etc/ssl", "etc/ssl/certs", "root", "tmp", "usr", "usr/local"} {
		mode := int64(0o755)
		if d == "tmp" {
			mode = 0o1777
		}
		if err := tw.WriteHeader(&tar.Header{Name: d + "/", Typeflag: tar.TypeDir, Mode: mode}); err != nil {
			return err
		}
	}
	for name, b := range map[string][]byte{"bin/sh": busybox, "etc/ssl/certs/ca-certificates.crt": certs} {
		if err := tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o755, Size: int64(len(b))}); err != nil {
			return err
		}
		if _, err := tw.Write(b); err != nil {
			return err
		}
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(out))
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		hdr, err := tar.FileInfoHeader(info, "")
		if err != nil {
			return err
		}
		if info.Mode()&fs.ModeSymlink != 0 {
			if hdr.Linkname, err = os.Readlink(path); err != nil {
				return err
			}
		}
		hdr.Name = filepath.ToSlash(filepath.Join("usr/local/go", rel))
		if d.IsDir() {
			hdr.Name += "/"
		}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if info.Mode().IsRegular() {
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			if _, err := io.Copy(tw, f); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return tw.Close()
}

// get returns the status and body of GET url, with key as a bearer token
// when not empty; 0 when the request fails.
func get(url, key string) (int, string) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return 0, err.Error()
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
	return resp.StatusCode, string(b)
}

// freePort returns a loopback port that was free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n") + "\n"
}
