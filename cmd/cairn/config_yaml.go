package main

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/textdist"
)

// decodeYAML decodes the config file b (read from path) into c, refusing
// unknown keys. Errors are EINVALID, name the key (Field, e.g.
// "llm.timeout") and the line, and keep every problem the decoder found.
func (c *Config) decodeYAML(path string, b []byte) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return yamlError(path, nil, err)
	}
	if len(doc.Content) == 0 {
		return nil // empty file
	}
	keys := map[int]string{}
	keyLines(doc.Content[0], "", keys)
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil {
		return yamlError(path, keys, err)
	}
	return nil
}

// keyLines records, for each line of n holding a mapping key, the dotted
// path of the deepest key on it.
func keyLines(n *yaml.Node, prefix string, keys map[int]string) {
	if n.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		p := k.Value
		if prefix != "" {
			p = prefix + "." + p
		}
		keys[k.Line] = p
		keyLines(v, p, keys)
	}
}

var (
	yamlLine    = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)
	yamlUnknown = regexp.MustCompile(`^field (\S+) not found in type`)
)

// yamlError turns a decoder error into one EINVALID error naming the file,
// each problem's line and key.
func yamlError(path string, keys map[int]string, err error) error {
	var msgs []string
	var te *yaml.TypeError
	if errors.As(err, &te) {
		msgs = te.Errors
	} else {
		msgs = []string{err.Error()}
	}
	field := "config"
	var parts []string
	for i, m := range msgs {
		sub := yamlLine.FindStringSubmatch(m)
		if sub == nil {
			parts = append(parts, strings.TrimPrefix(m, "yaml: "))
			continue
		}
		line, _ := strconv.Atoi(sub[1])
		text := sub[2]
		key := keys[line]
		if u := yamlUnknown.FindStringSubmatch(text); u != nil {
			text = fmt.Sprintf("unknown key %q", u[1])
			if s := closestKey(key); s != "" {
				text += fmt.Sprintf(" (did you mean %q?)", s)
			}
		}
		if key != "" {
			text = key + ": " + text
			if i == 0 {
				field = key
			}
		}
		parts = append(parts, fmt.Sprintf("line %d: %s", line, text))
	}
	return &cairn.Error{Code: cairn.EINVALID, Field: field, Message: fmt.Sprintf("config file %s: %s", path, strings.Join(parts, "; "))}
}

// closestKey returns the known config key nearest to the unknown dotted
// key path, or "" if none is close.
func closestKey(path string) string {
	parts := strings.Split(path, ".")
	t := reflect.TypeFor[Config]()
	for _, p := range parts[:len(parts)-1] {
		f, ok := yamlField(t, p)
		if !ok || f.Type.Kind() != reflect.Struct {
			return ""
		}
		t = f.Type
	}
	typed := parts[len(parts)-1]
	best, bestDist := "", 3
	for f := range t.Fields() {
		name := yamlName(f)
		if d := textdist.Levenshtein(typed, name); d < bestDist {
			best, bestDist = name, d
		}
	}
	if best == "" {
		return ""
	}
	parts[len(parts)-1] = best
	return strings.Join(parts, ".")
}

func yamlField(t reflect.Type, name string) (reflect.StructField, bool) {
	for f := range t.Fields() {
		if yamlName(f) == name {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// yamlName is the key of f in the config file.
func yamlName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return name
}
