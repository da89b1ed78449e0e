package main

import (
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"
)

// envNames are the variables cairn has always read: each must keep working.
var envNames = []string{
	"CAIRN_STORE", "CAIRN_ADDR", "CAIRN_INDEX_REFRESH", "CAIRN_SESSIONS", "CAIRN_SESSION_TTL",
	"CAIRN_LLM_BASE_URL", "CAIRN_LLM_API_KEY", "CAIRN_LLM_MODEL", "CAIRN_LLM_TIMEOUT",
	"CAIRN_LLM_MAX_RETRIES", "CAIRN_LLM_CONCURRENCY", "CAIRN_LLM_JSON_MODE",
	"CAIRN_EMBED_BASE_URL", "CAIRN_EMBED_API_KEY", "CAIRN_EMBED_MODEL", "CAIRN_EMBED_DIMENSIONS",
	"CAIRN_EMBED_TIMEOUT", "CAIRN_EMBED_MAX_RETRIES", "CAIRN_EMBED_CONCURRENCY",
	"CAIRN_EMBED_BATCH_SIZE", "CAIRN_EMBED_CACHE_SIZE",
}

func TestEnvVariablesComeFromTags(t *testing.T) {
	c := DefaultConfig()
	fields := envFields(&c)
	byName := map[string]envField{}
	for _, f := range fields {
		if _, dup := byName[f.env]; dup {
			t.Errorf("%s is the env tag of two fields", f.env)
		}
		byName[f.env] = f
	}
	for _, name := range envNames {
		f, ok := byName[name]
		if !ok {
			t.Errorf("%s is no longer read", name)
			continue
		}
		// Each variable sets its field.
		var value string
		var want any
		switch f.v.Kind() {
		case reflect.String:
			value, want = "redis://x-"+strings.ToLower(name), "redis://x-"+strings.ToLower(name)
		case reflect.Int:
			value, want = "17", 17
		case reflect.Bool:
			value, want = "false", false
		case reflect.Int64:
			value, want = "17s", 17*time.Second
		}
		got := DefaultConfig()
		if err := got.loadEnv(func(k string) string { return map[string]string{name: value}[k] }); err != nil {
			t.Errorf("%s=%s: %v", name, value, err)
			continue
		}
		if v := byName[name].key; fieldByKey(&got, v) != want {
			t.Errorf("%s=%s set %s to %v, want %v", name, value, v, fieldByKey(&got, v), want)
		}
	}
	if len(fields) != len(envNames) {
		t.Logf("%d variables beyond the original %d", len(fields)-len(envNames), len(envNames))
	}

	// Every setting has a variable: a field without an env tag would be a
	// file-only setting by accident.
	var leaves func(t reflect.Type, prefix string)
	leaves = func(rt reflect.Type, prefix string) {
		for f := range rt.Fields() {
			if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeFor[time.Duration]() {
				leaves(f.Type, prefix+yamlName(f)+".")
			} else if f.Tag.Get("env") == "" && f.Type.Kind() != reflect.Map {
				// Maps (per-adapter thresholds, schemas) are file-only.
				t.Errorf("config field %s%s has no env tag", prefix, yamlName(f))
			}
		}
	}
	leaves(reflect.TypeFor[Config](), "")
}

// fieldByKey returns the value of c's field at the dotted YAML key.
func fieldByKey(c *Config, key string) any {
	for _, f := range envFields(c) {
		if f.key == key {
			return f.v.Interface()
		}
	}
	return nil
}

// TestREADMEListsEveryVariable keeps the README's configuration table in
// step with the env tags: every variable is listed with its config key,
// and the README lists no variable cairn does not read.
func TestREADMEListsEveryVariable(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	c := DefaultConfig()
	known := map[string]bool{"CAIRN_CONFIG": true, "CAIRN_TEST_POSTGRES": true, "CAIRN_TEST_REDIS": true, "CAIRN_BENCH_LARGE": true, "CAIRN_SCREENSHOTS": true, "CAIRN_CHROMIUM": true, "CAIRN_BENCH_JSONFILE_DIR": true}
	for _, f := range envFields(&c) {
		known[f.env] = true
		row := regexp.MustCompile("(?m)^\\|\\s*`" + f.env + "`\\s*\\|\\s*`" + regexp.QuoteMeta(f.key) + "`\\s*\\|")
		if !row.MatchString(readme) {
			t.Errorf("README has no configuration table row | `%s` | `%s` | …", f.env, f.key)
		}
	}
	for _, m := range regexp.MustCompile(`CAIRN_[A-Z0-9_]+`).FindAllString(readme, -1) {
		if !known[m] {
			t.Errorf("README mentions %s, which cairn does not read", m)
		}
	}
}
