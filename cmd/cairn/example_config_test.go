package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// exampleConfig is the documented example at the repository root.
const exampleConfig = "../../cairn.example.yaml"

// TestExampleConfigLoads loads cairn.example.yaml with the real loader
// (defaults, file, environment, validation) and checks that it states every
// key of Config, each with its default value, so the example cannot fall
// behind the code.
func TestExampleConfigLoads(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home) // the example's store is ~/.local/share/cairn/cairn.db
	env := map[string]string{"CAIRN_CONFIG": exampleConfig}
	a := &app{getenv: func(k string) string { return env[k] }}
	if err := a.loadConfig(); err != nil {
		t.Fatalf("load %s: %v", exampleConfig, err)
	}

	want := DefaultConfig()
	want.Store = filepath.Join(home, ".local", "share", "cairn", "cairn.db")
	got := a.cfg
	if _, loc, err := parseStore(got.Store); err != nil || loc != want.Store {
		t.Errorf("store=%q (%q, %v), want the default path %q", got.Store, loc, err, want.Store)
	}
	got.Store = want.Store
	if !reflect.DeepEqual(got, want) {
		t.Errorf("example differs from the defaults:\n got %+v\nwant %+v", got, want)
	}

	b, err := os.ReadFile(exampleConfig)
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	present := map[string]bool{}
	collectKeys(doc.Content[0], "", present)
	for _, key := range configKeys(reflect.TypeOf(Config{}), "") {
		if !present[key] {
			t.Errorf("%s does not state config key %q", exampleConfig, key)
		}
	}
}

// configKeys lists the dotted YAML keys of t's fields, nested structs
// expanded (llm.base_url).
func configKeys(t reflect.Type, prefix string) []string {
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" || name == "-" {
			continue
		}
		if f.Type.Kind() == reflect.Struct {
			keys = append(keys, configKeys(f.Type, prefix+name+".")...)
			continue
		}
		keys = append(keys, prefix+name)
	}
	return keys
}

// collectKeys records the dotted keys of a YAML mapping node.
func collectKeys(n *yaml.Node, prefix string, into map[string]bool) {
	if n.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key := prefix + n.Content[i].Value
		into[key] = true
		collectKeys(n.Content[i+1], key+".", into)
	}
}
