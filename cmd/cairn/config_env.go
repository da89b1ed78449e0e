package main

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
)

// envField is a Config field read from the environment: its variable (the
// field's env tag), its key in the config file and where it is stored.
type envField struct {
	env string
	key string // dotted YAML path, e.g. "llm.timeout"
	v   reflect.Value
}

// envFields returns every field of c that has an env tag, in declaration
// order, descending into nested sections. Adding a setting is adding a
// field with yaml and env tags; nothing else lists the variables.
func envFields(c *Config) []envField {
	var out []envField
	var walk func(v reflect.Value, prefix string)
	walk = func(v reflect.Value, prefix string) {
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			key := yamlName(f)
			if prefix != "" {
				key = prefix + "." + key
			}
			if env := f.Tag.Get("env"); env != "" {
				out = append(out, envField{env: env, key: key, v: v.Field(i)})
			} else if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeFor[time.Duration]() {
				walk(v.Field(i), key)
			}
		}
	}
	walk(reflect.ValueOf(c).Elem(), "")
	return out
}

// setFromEnv parses s into f, or returns EINVALID naming the variable.
func setFromEnv(f envField, s string) error {
	switch {
	case f.v.Type() == reflect.TypeFor[time.Duration]():
		d, err := time.ParseDuration(s)
		if err != nil {
			return cairn.Invalid(f.env, "not a duration (like 30s): %q", s)
		}
		f.v.SetInt(int64(d))
	case f.v.Kind() == reflect.String:
		f.v.SetString(s)
	case f.v.Kind() == reflect.Int:
		n, err := strconv.Atoi(s)
		if err != nil {
			return cairn.Invalid(f.env, "not a whole number: %q", s)
		}
		f.v.SetInt(int64(n))
	case f.v.Kind() == reflect.Float64:
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return cairn.Invalid(f.env, "not a number: %q", s)
		}
		f.v.SetFloat(x)
	case f.v.Kind() == reflect.Slice && f.v.Type().Elem().Kind() == reflect.String:
		// A comma-separated list.
		var list []string
		for _, e := range strings.Split(s, ",") {
			if e = strings.TrimSpace(e); e != "" {
				list = append(list, e)
			}
		}
		f.v.Set(reflect.ValueOf(list))
	case f.v.Kind() == reflect.Bool:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return cairn.Invalid(f.env, "not a boolean (true or false): %q", s)
		}
		f.v.SetBool(b)
	default:
		return cairn.Internal(fmt.Errorf("config: %s (%s) has type %s, which cannot be read from the environment", f.key, f.env, f.v.Type()))
	}
	return nil
}
