// Command configdoc writes docs/configuration.md from the source of cairn's
// configuration: the Config struct of cmd/cairn (each field's yaml tag is
// its key in the config file, its env tag its variable, its doc comment what
// it does) and cairn.example.yaml (the default of every key, which
// TestExampleConfigLoads holds to DefaultConfig). Run it from the
// repository root after changing a setting:
//
//	go run ./internal/cmd/configdoc -o docs/configuration.md
//
// Its test fails while docs/configuration.md differs from what it writes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Command is how the page says to regenerate it.
const Command = "go run ./internal/cmd/configdoc -o docs/configuration.md"

func main() {
	src := flag.String("src", "cmd/cairn", "directory of package main holding the Config struct")
	example := flag.String("example", "cairn.example.yaml", "the example configuration, with every default")
	out := flag.String("o", "", "file to write (default: standard output)")
	flag.Parse()
	b, err := Generate(*src, *example)
	if err != nil {
		fmt.Fprintln(os.Stderr, "configdoc:", err)
		os.Exit(1)
	}
	if *out == "" {
		os.Stdout.Write(b)
		return
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "configdoc:", err)
		os.Exit(1)
	}
}

// setting is one leaf of Config.
type setting struct {
	key  string // dotted YAML key: llm.timeout
	env  string // CAIRN_… or "" (file only)
	typ  string // Go type as written
	doc  string // the field's doc comment, one line
	dflt string // default from the example file
}

// section is a group of settings: the top level, or a nested struct field.
type section struct {
	key      string // "" for the top level
	doc      string // doc comment of the section's type
	settings []setting
}

// Generate returns the Markdown page for the package in srcDir and the
// example configuration at examplePath.
func Generate(srcDir, examplePath string) ([]byte, error) {
	types, err := structTypes(srcDir)
	if err != nil {
		return nil, err
	}
	root, ok := types["Config"]
	if !ok {
		return nil, fmt.Errorf("%s: no type Config struct", srcDir)
	}
	ex, err := os.ReadFile(examplePath)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(ex, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", examplePath, err)
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s: not a mapping", examplePath)
	}
	example := doc.Content[0]

	var sections []*section
	var walk func(st *ast.StructType, sec *section, prefix string) error
	walk = func(st *ast.StructType, sec *section, prefix string) error {
		for _, f := range st.Fields.List {
			if len(f.Names) == 0 || f.Tag == nil {
				continue
			}
			tagValue, err := strconv.Unquote(f.Tag.Value)
			if err != nil {
				return err
			}
			tag := reflect.StructTag(tagValue)
			name, _, _ := strings.Cut(tag.Get("yaml"), ",")
			if name == "" || name == "-" {
				continue
			}
			key := name
			if prefix != "" {
				key = prefix + "." + name
			}
			env := tag.Get("env")
			if id, ok := f.Type.(*ast.Ident); ok && env == "" {
				if nested, ok := types[id.Name]; ok {
					sub := sec
					if sec.key == "" { // a top-level section of its own
						sub = &section{key: key, doc: nested.doc}
						sections = append(sections, sub)
					}
					if err := walk(nested.st, sub, key); err != nil {
						return err
					}
					continue
				}
			}
			s := setting{key: key, env: env, typ: exprString(f.Type), doc: oneLine(f.Doc.Text())}
			if s.doc == "" {
				s.doc = oneLine(f.Comment.Text())
			}
			n := lookup(example, key)
			if n == nil {
				return fmt.Errorf("%s does not state %s", examplePath, key)
			}
			s.dflt = value(n)
			if s.doc == "" {
				s.doc = exampleComment(example, key)
			}
			sec.settings = append(sec.settings, s)
		}
		return nil
	}
	top := &section{doc: root.doc}
	sections = append(sections, top)
	if err := walk(root.st, top, ""); err != nil {
		return nil, err
	}
	return render(sections), nil
}

type structType struct {
	st  *ast.StructType
	doc string
}

// structTypes parses the non-test Go files of dir and returns its struct
// types by name, with their doc comments.
func structTypes(dir string) (map[string]structType, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	fset := token.NewFileSet()
	out := map[string]structType{}
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, spec := range g.Specs {
				ts := spec.(*ast.TypeSpec)
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				doc := ts.Doc.Text()
				if doc == "" && len(g.Specs) == 1 {
					doc = g.Doc.Text()
				}
				out[ts.Name.Name] = structType{st: st, doc: oneLine(doc)}
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no Go struct types", dir)
	}
	return out, nil
}

// exprString writes a field's type as in the source.
func exprString(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		return exprString(t.X) + "." + t.Sel.Name
	case *ast.ArrayType:
		return "[]" + exprString(t.Elt)
	case *ast.MapType:
		return "map[" + exprString(t.Key) + "]" + exprString(t.Value)
	case *ast.StarExpr:
		return "*" + exprString(t.X)
	}
	return fmt.Sprintf("%T", e)
}

// lookup returns the value node of the dotted key in a mapping node.
func lookup(n *yaml.Node, key string) *yaml.Node {
	for _, part := range strings.Split(key, ".") {
		if n == nil || n.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == part {
				next = n.Content[i+1]
			}
		}
		n = next
	}
	return n
}

// exampleComment is the comment above or beside the key in the example
// file, for fields the source does not document.
func exampleComment(root *yaml.Node, key string) string {
	parent, last := root, key
	if i := strings.LastIndex(key, "."); i >= 0 {
		parent, last = lookup(root, key[:i]), key[i+1:]
	}
	if parent == nil {
		return ""
	}
	for i := 0; i+1 < len(parent.Content); i += 2 {
		if k := parent.Content[i]; k.Value == last {
			c := k.HeadComment
			if c == "" {
				c = parent.Content[i+1].LineComment
			}
			if c == "" {
				c = k.LineComment
			}
			var lines []string
			for _, l := range strings.Split(c, "\n") {
				lines = append(lines, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "#")))
			}
			return oneLine(strings.Join(lines, " "))
		}
	}
	return ""
}

// value renders a default on one line: scalars as written, lists and
// mappings in flow style.
func value(n *yaml.Node) string {
	switch n.Kind {
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "none"
		}
		if n.Value == "" {
			return `""`
		}
		return n.Value
	case yaml.SequenceNode, yaml.MappingNode:
		c := *n
		c.Style = yaml.FlowStyle
		c.HeadComment, c.LineComment, c.FootComment = "", "", ""
		var b bytes.Buffer
		e := yaml.NewEncoder(&b)
		e.SetIndent(2)
		if err := e.Encode(&c); err != nil {
			return "?"
		}
		return oneLine(b.String())
	}
	return "?"
}

// oneLine joins a comment's lines with spaces.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// cell escapes text for a Markdown table cell.
func cell(s string) string {
	return strings.ReplaceAll(s, "|", `\|`)
}

// code puts s in backticks for a table cell.
func code(s string) string {
	if s == "" {
		return ""
	}
	return "`" + cell(s) + "`"
}

func render(sections []*section) []byte {
	var b bytes.Buffer
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# Configuration\n\n")
	p("<!-- Generated by `%s` from the Config struct of cmd/cairn and cairn.example.yaml. Do not edit. -->\n\n", Command)
	p("Settings are read, lowest precedence first, from the defaults, the config file\n")
	p("(`$XDG_CONFIG_HOME/cairn/config.yaml`, or `--config` / `CAIRN_CONFIG`), the `CAIRN_*`\n")
	p("environment variables and the flags. [`cairn.example.yaml`](../cairn.example.yaml) states\n")
	p("every key with its default; copy it and change what you need. Durations are Go durations\n")
	p("(`30s`, `5m`, `24h`); a list in a variable is comma-separated. A config file error names\n")
	p("the key and the line, and an unknown key the closest known one.\n\n")
	p("This page is generated from the `yaml` and `env` tags and the doc comments of the `Config`\n")
	p("struct in `cmd/cairn` (the defaults from `cairn.example.yaml`, which a test holds to\n")
	p("`DefaultConfig`). After changing a setting, run `%s`;\n", Command)
	p("`go test ./internal/cmd/configdoc/` fails while this page is stale.\n")
	for _, s := range sections {
		if s.key == "" {
			p("\n## Server and store\n\n")
		} else {
			p("\n## `%s`\n\n", s.key)
		}
		if s.doc != "" && s.key != "" {
			p("%s\n\n", s.doc)
		}
		p("| variable | config key | default | what |\n|---|---|---|---|\n")
		for _, st := range s.settings {
			env := code(st.env)
			if env == "" {
				env = "file only"
			}
			p("| %s | %s | %s | %s |\n", env, code(st.key), code(st.dflt), cell(st.doc))
		}
	}
	return b.Bytes()
}
