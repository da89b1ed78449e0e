package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// version is set by the linker (-ldflags "-X main.version=v1.2.3"); when it
// is not, the module version from the build info is printed.
var version = "dev"

// versionInfo is what `cairn version` prints.
type versionInfo struct {
	Version  string `json:"version"`  // module version, "(devel)" for a source build
	Revision string `json:"revision"` // VCS commit the binary was built from, "" if unknown
	Time     string `json:"time"`     // commit time, RFC 3339
	Modified bool   `json:"modified"` // built from a work tree with uncommitted changes
	Go       string `json:"go"`       // Go toolchain
}

// versionOf reads bi (from debug.ReadBuildInfo; ok false when there is
// none). A linker-set version other than "dev" wins over the module's.
func versionOf(bi *debug.BuildInfo, ok bool, linker string) versionInfo {
	v := versionInfo{Version: linker, Go: runtime.Version()}
	if !ok || bi == nil {
		return v
	}
	if linker == "dev" && bi.Main.Version != "" {
		v.Version = bi.Main.Version
	}
	if bi.GoVersion != "" {
		v.Go = bi.GoVersion
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// String is the one line `cairn version` prints:
// "cairn v0.3.1 (0c2a862f00d1, 2026-11-23T20:00:00Z, modified) go1.26.8".
func (v versionInfo) String() string {
	var vcs []string
	if v.Revision != "" {
		vcs = append(vcs, v.Revision[:min(12, len(v.Revision))])
	}
	if v.Time != "" {
		vcs = append(vcs, v.Time)
	}
	if v.Modified {
		vcs = append(vcs, "modified")
	}
	s := "cairn " + v.Version
	if len(vcs) > 0 {
		s += " (" + strings.Join(vcs, ", ") + ")"
	}
	return s + " " + v.Go
}

func (a *app) versionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version [--json]",
		Short: "Print cairn's version and the commit it was built from",
		Long: `version prints the module version, the VCS revision and time the binary was
built from (and "modified" if the work tree had uncommitted changes), and the
Go version, all read from the binary's build information.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			v := versionOf(readBuildInfo())
			if asJSON {
				return a.printJSON(v)
			}
			_, err := fmt.Fprintln(a.stdout, v)
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON: version, revision, time, modified, go")
	return cmd
}

func readBuildInfo() (*debug.BuildInfo, bool, string) {
	bi, ok := debug.ReadBuildInfo()
	return bi, ok, version
}
