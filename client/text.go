package client

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
)

// checkText refuses a request body holding a string that is not valid
// UTF-8, naming its field as the server would ("judgments[2].change_id").
// encoding/json would silently replace the bytes with U+FFFD, and the
// server refuses text rather than rewrite it; so does the client.
func checkText(v reflect.Value, at string) error {
	switch v.Kind() {
	case reflect.String:
		if !utf8.ValidString(v.String()) {
			return cairn.Invalid(fieldName(at), "not valid UTF-8")
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return checkText(v.Elem(), at)
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return nil // []byte is base64 or raw JSON, not text
		}
		for i := range v.Len() {
			if err := checkText(v.Index(i), fmt.Sprintf("%s[%d]", at, i)); err != nil {
				return err
			}
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			k := iter.Key()
			name := join(at, fmt.Sprint(k.Interface()))
			if k.Kind() == reflect.String && !utf8.ValidString(k.String()) {
				return cairn.Invalid(fieldName(at), "a key is not valid UTF-8")
			}
			if err := checkText(iter.Value(), name); err != nil {
				return err
			}
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" {
				continue
			}
			child := join(at, name)
			if name == "" {
				child = join(at, f.Name)
				if f.Anonymous {
					child = at
				}
			}
			if err := checkText(v.Field(i), child); err != nil {
				return err
			}
		}
	}
	return nil
}

func join(at, name string) string {
	if at == "" {
		return name
	}
	return at + "." + name
}

func fieldName(at string) string {
	if at == "" {
		return "body"
	}
	return at
}
