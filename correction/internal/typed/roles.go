package typed

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// units maps a unit after a number to its dimension: two numbers with
// units of different dimensions never replace one another.
var units = map[string]string{
	"ms": "time", "msec": "time", "millisecond": "time", "milliseconds": "time",
	"us": "time", "µs": "time", "ns": "time", "microseconds": "time", "nanoseconds": "time",
	"s": "time", "sec": "time", "secs": "time", "second": "time", "seconds": "time",
	"m": "time", "min": "time", "mins": "time", "minute": "time", "minutes": "time",
	"h": "time", "hr": "time", "hrs": "time", "hour": "time", "hours": "time",
	"d": "time", "day": "time", "days": "time", "w": "time", "week": "time", "weeks": "time",
	"month": "time", "months": "time", "year": "time", "years": "time",
	"b": "size", "kb": "size", "mb": "size", "gb": "size", "tb": "size", "kib": "size", "mib": "size", "gib": "size",
	"tib": "size", "ki": "size", "mi": "size", "gi": "size", "ti": "size", "pi": "size", // Kubernetes quantities
	"bytes": "size", "byte": "size", "k": "count", "x": "factor",
	"px": "length", "em": "length", "rem": "length", "pt": "length", "%": "ratio", "percent": "ratio",
	"rows": "count", "items": "count", "retries": "count", "times": "count", "workers": "count",
	"threads": "count", "connections": "count", "replicas": "count", "pods": "count", "seats": "count",
	"users": "count", "characters": "count", "chars": "count", "cores": "count", "partitions": "count",
	"requests": "count", "req": "count", "rps": "rate", "qps": "rate", "attempts": "count",
	"gbps": "rate", "mbps": "rate", "usd": "money", "eur": "money", "dollars": "money", "euros": "money",
	"utc": "clock", "am": "clock", "pm": "clock",
	"bps": "rate", "kbps": "rate", "kbit": "rate", "mbit": "rate", "gbit": "rate", "baud": "rate",
	"hz": "frequency", "khz": "frequency", "mhz": "frequency", "ghz": "frequency",
}

// unitOf returns the dimension of the unit attached to or following a
// number atom in s, or "".
func unitOf(s string, a Atom) string {
	t := a.Text
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.' || t[i] == '-' || t[i] == '+' || t[i] == ',') {
		i++
	}
	if i > 0 && i < len(t) {
		if d := units[fold.Lower(t[i:])]; d != "" {
			return d
		}
	}
	if strings.HasPrefix(s[:a.Start], "$") || strings.HasSuffix(s[:a.Start], "$") || strings.HasSuffix(s[:a.Start], "€") {
		return "money"
	}
	w := nextWord(s, a.End)
	return units[w]
}

// nextWord returns the lower-cased word right after byte i of s (after
// white space), or "".
func nextWord(s string, i int) string {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	j := i
	for j < len(s) && (isIdentByte(s[j]) || s[j] == '%' || s[j] == '-') {
		j++
	}
	return fold.Lower(strings.TrimRight(s[i:j], "-"))
}

// prevWord returns the lower-cased word right before byte i of s, or "".
func prevWord(s string, i int) string {
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '`' || s[j-1] == '(') {
		j--
	}
	k := j
	for k > 0 && (isIdentByte(s[k-1]) || s[k-1] == '-' || s[k-1] == '\'') {
		k--
	}
	return fold.Lower(s[k:j])
}

// roleNouns are nouns that say what a value is: "port 5433", "the billing
// namespace", "region: eu-west-1". Synonyms share a role.
var roleNouns = map[string]string{
	"namespace": "namespace", "namespaces": "namespace", "ns": "namespace",
	"port": "port", "ports": "port",
	"region": "region", "regions": "region", "zone": "zone",
	"bucket": "bucket", "host": "host", "hostname": "host", "server": "host", "broker": "host", "brokers": "host",
	"domain": "host", "url": "url", "endpoint": "url", "address": "url", "uri": "url", "link": "url",
	"path": "path", "dir": "path", "directory": "path", "folder": "path", "file": "path", "location": "path",
	"table": "table", "column": "column", "field": "column", "database": "database", "db": "database",
	"schema": "schema", "cluster": "cluster", "context": "context", "profile": "profile",
	"account": "account", "project": "project", "topic": "topic", "queue": "queue", "channel": "channel",
	"branch": "branch", "tag": "tag", "image": "image", "version": "version",
	"header": "header", "status": "status", "code": "status", "timeout": "timeout", "deadline": "timeout",
	"limit": "limit", "size": "size", "user": "user", "username": "user", "login": "user", "role": "role",
	"group": "group", "variable": "variable", "var": "variable", "env": "variable", "key": "key",
	"label": "label", "selector": "label", "class": "class", "type": "type", "method": "method",
	"function": "function", "command": "command", "plan": "plan", "price": "price", "cost": "price",
	"tier": "plan", "service": "service", "team": "team", "repo": "repo", "repository": "repo",
	"package": "package", "module": "package", "crate": "package", "library": "package", "gem": "package",
	"index": "index", "event": "event", "exchange": "exchange", "window": "window", "schedule": "schedule",
	"cron": "schedule", "timezone": "timezone", "tz": "timezone", "encoding": "encoding", "charset": "encoding",
	"collation": "encoding", "algorithm": "algorithm", "hash": "algorithm", "cipher": "algorithm",
	"format": "format", "layout": "format", "separator": "separator", "delimiter": "separator",
	"suffix": "suffix", "prefix": "prefix", "extension": "suffix", "runner": "runner", "runners": "runner",
	"node": "node", "pool": "pool", "replica": "database", "primary": "database", "secret": "secret",
	"token": "secret", "mode": "mode", "level": "level", "severity": "level", "flag": "flag", "option": "flag",
	"parameter": "param", "param": "param", "argument": "param", "retention": "retention",
	"interval": "interval", "frequency": "interval", "owner": "owner", "maintainer": "owner",
	"driver": "driver", "dialect": "driver", "engine": "driver", "provider": "provider", "backend": "provider",
	"storage": "storage", "class name": "class", "decorator": "decorator", "annotation": "decorator",
	"hook": "hook", "signal": "signal", "shortcut": "shortcut", "key binding": "shortcut", "unit": "unit",
	"currency": "currency", "locale": "locale", "language": "language", "runtime": "runtime",
	"shell": "shell", "context name": "context", "alias": "alias", "rule": "rule", "policy": "policy",
	"workflow": "workflow", "job": "job", "step": "job", "stage": "job", "target": "target",
	"account id": "account", "sku": "sku", "instance": "instance", "machine": "instance",
	"resolution": "resolution", "quota": "limit", "max": "limit", "maximum": "limit", "minimum": "limit",
	"min": "limit", "ttl": "timeout", "expiry": "timeout", "expiration": "timeout", "day": "day",
	"weekday": "day", "seats": "seats", "seat": "seats",
}

// flagRoles are the roles of common short options; a long option's role
// is its name ("--region" → region).
var flagRoles = map[string]string{
	"-n": "namespace", "-p": "port", "-P": "port", "-h": "host", "-H": "host", "-u": "user", "-U": "user",
	"-d": "database", "-c": "config", "-f": "path", "-o": "output", "-t": "tag", "-b": "branch",
	"-e": "variable", "-r": "region", "-z": "zone", "-l": "label", "-i": "path", "-s": "signal",
	"--ns": "namespace", "--dbname": "database", "--db": "database", "--hostname": "host",
	"--bootstrap-server": "host", "--broker": "host", "--server": "host", "--url": "url", "--endpoint": "url",
	"--file": "path", "--dir": "path", "--directory": "path", "--path": "path", "--config": "config",
	"--kube-context": "context", "--cluster": "cluster", "--profile": "profile", "--user": "user",
	"--username": "user", "--env": "variable", "--image": "image", "--tag": "tag", "--branch": "branch",
	"--bucket": "bucket", "--topic": "topic", "--queue": "queue", "--timeout": "timeout",
	"--severity": "level", "--log-level": "level", "--level": "level", "--format": "format", "--output": "output",
	"--signal": "signal", "--zone": "zone", "--region": "region", "--project": "project", "--account": "account",
	"--port": "port", "--host": "host", "--namespace": "namespace", "--context": "context",
	"--selector": "label", "--label": "label", "--tz": "timezone", "--timezone": "timezone",
}

// flagRole returns the role of an option.
func flagRole(f string) string {
	if r, ok := flagRoles[f]; ok {
		return r
	}
	if strings.HasPrefix(f, "--") && len(f) > 3 {
		name := f[2:]
		if r, ok := roleNouns[name]; ok {
			return r
		}
		return name
	}
	return ""
}

// keyRole returns the role of a key of a key/value pair ("namespace",
// "metadata.namespace", "DB_PORT", "ingressClassName").
func keyRole(k string) string {
	k = strings.Trim(k, "-\"' ")
	if i := strings.LastIndexAny(k, ".:/"); i >= 0 {
		k = k[i+1:]
	}
	kl := fold.Lower(k)
	if r, ok := roleNouns[kl]; ok {
		return r
	}
	// The last word of a compound key: DB_PORT → port, bucketName → bucket.
	parts := splitWords(k)
	for i := len(parts) - 1; i >= 0; i-- {
		if r, ok := roleNouns[parts[i]]; ok {
			return r
		}
	}
	return kl
}

// splitWords splits a name at _, -, . and lower→upper case changes, lower
// cased: "ingressClassName" → ingress, class, name.
func splitWords(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || c == '-' || c == '.' || c == '/' || c == ':':
			if i > start {
				out = append(out, fold.Lower(s[start:i]))
			}
			start = i + 1
		case i > start && c >= 'A' && c <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z':
			out = append(out, fold.Lower(s[start:i]))
			start = i
		}
	}
	if start < len(s) {
		out = append(out, fold.Lower(s[start:]))
	}
	return out
}

// commonWord holds lower-case English words of prose that a message uses
// around a value, never as one.
var commonWord = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`fails fail failed works work worked breaks broke returns return gives give
makes make made runs run ran rejects reject accepts accept needs need wants want says say said means mean
removed deprecated dropped renamed replaced deleted added changed moved switched migrated updated fixed
wrong right correct incorrect invalid valid broken old new legacy current latest previous default
error errors syntax issue issues problem problems thing things way ways part parts case cases time times
here there now then today yesterday tomorrow always never sometimes usually often still already just
only also even both either neither anyway though however instead otherwise actually really probably
maybe perhaps sure fine okay good bad better best worse worst great nice cool simple plain exactly
safe unsafe secure insecure fast slow faster slower big small bigger smaller large larger full empty
same different other another else more less most least much many few lot lots every each all any some
none nothing something anything everything someone anyone everyone nobody somebody anybody everybody
team teams people user users thanks thank please sorry yes yeah yep nope nah ok hey hi hello
swap switch change replace rename fix drop remove add use using try set put keep move`) {
		commonWord[w] = true
	}
}
