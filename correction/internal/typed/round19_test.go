package typed

import "testing"

// Each case is written for this file: a message and the output it
// corrects, and the pair it states (wrong "" for none of notWrong).
type round19Case struct {
	name, msg, prev string
	wrong, right    string
	notWrong        string
}

func checkRound19(t *testing.T, cases []round19Case) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := Extract(tt.msg, tt.prev)
			switch {
			case tt.wrong == "" && ok && p.Core == tt.notWrong:
				t.Errorf("paired %q -> %q (%v), want no pair of %q", p.Wrong, p.Right, p.Why, tt.notWrong)
			case tt.wrong != "" && (!ok || p.Wrong != tt.wrong || p.Right != tt.right):
				t.Errorf("got %q -> %q (%v, %v), want %q -> %q", p.Wrong, p.Right, ok, p.Why, tt.wrong, tt.right)
			}
		})
	}
}

// A name the message writes one or two letters away from exactly one name
// of the output is that name respelled.
func TestNearSpelling(t *testing.T) {
	checkRound19(t, []round19Case{
		{"a letter added", "the setting is MaxWorkerThreads, plural. The one you wrote is ignored",
			"Set `MaxWorkerThread` to 16 in the service config and restart it.", "MaxWorkerThread", "MaxWorkerThreads", ""},
		{"a digit changed in a tag", "it has to match the client, so quay.io/acme/agent:v2.18.0-slim",
			"Pull `quay.io/acme/agent:v2.13.0-slim` on every node.", "quay.io/acme/agent:v2.13.0-slim", "quay.io/acme/agent:v2.18.0-slim", ""},
		{"short names are other names, not typos", "RS512.",
			"Sign the token with `RS256` before sending it.", "", "", "RS256"},
		{"near two names of the output: no pair", "it's reportWriterTask",
			"Both `reportWriterTusk` and `reportWriterTosk` are registered.", "", "", "reportWriterTusk"},
		{"the output's sigil kept out", "use uart_rx2 here, uart_rx1 is the debug port",
			"Call `init(&uart_rx1)` first.", "", "", "&uart_rx1"},
	})
}

// A release written with a plus ("on 12+") is the condition of the fix,
// not a value that replaces a name.
func TestVersionFloorIsNoValue(t *testing.T) {
	checkRound19(t, []round19Case{
		{"the call still paired", "on 12+ old_sequence_value() is gone, it's new_sequence_value()",
			"Run `SELECT old_sequence_value();` on the primary.", "old_sequence_value()", "new_sequence_value()", ""},
		{"a floor replaces a floor", "needs 3.10+, not 3.8+",
			"This works on Python 3.8+ only.", "3.8+", "3.10+", ""},
	})
	for _, tt := range []struct {
		s    string
		want bool
	}{{"10+", true}, {"v18+", true}, {"3.8+", true}, {"+", false}, {"c++", false}, {"10", false}, {".5+", false}} {
		if got := versionFloor(tt.s); got != tt.want {
			t.Errorf("versionFloor(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// A name of capitalised words with one word changed is a sibling, as a
// name with separators is.
func TestCamelSibling(t *testing.T) {
	checkRound19(t, []round19Case{
		{"the first word", "the daemon doesn't read ClientRetryLimit, that's the agent's. Daemon side it's ServerRetryLimit",
			"Add `ClientRetryLimit 5` to daemon.conf.", "ClientRetryLimit", "ServerRetryLimit", ""},
		{"two words: not built alike enough", "it's RetryCount",
			"Set `RetryLimit` to 5.", "", "", "RetryLimit"},
	})
	for _, tt := range []struct {
		s    string
		want int
	}{{"ServerAliveInterval", 3}, {"muteHttpErrors", 3}, {"http2Push", 2}, {"snake_case", 1}, {"ABC", 1}} {
		if got := len(camelParts(tt.s)); got != tt.want {
			t.Errorf("camelParts(%q) has %d parts, want %d", tt.s, got, tt.want)
		}
	}
}

// A call whose function the message renames, with the same arguments,
// replaces it.
func TestCallRenamedSameArguments(t *testing.T) {
	checkRound19(t, []round19Case{
		{"no arguments", "now.getMinute() is the minute of the hour. Should be now.getMinutes().",
			"Use `now.getMinute()` to read it.", "now.getMinute()", "now.getMinutes()", ""},
		{"the receiver left out is kept", "getMinute() is the minute of the hour. Should be getMinutes().",
			"Use `now.getMinute()` to read it.", "now.getMinute()", "now.getMinutes()", ""},
		{"a method written with its dot", "these timers have .stop(), there's no stopTimer().",
			"```python\nTIMERS.labels(route=r).stopTimer()\n```", ".stopTimer()", ".stop()", ""},
		{"other arguments: not this rule", "use parseFloat(input) here",
			"Call `parseInt(value, 10)` on it.", "", "", "parseInt(value, 10)"},
	})
}

// A number the message gives after the word that stands before the
// output's number ("it's displaysleep 10") replaces it, with that word.
func TestSettingWordBeforeNumber(t *testing.T) {
	checkRound19(t, []round19Case{
		{"a setting word", "the tool counts in minutes, so it's idlesleep 15",
			"Run `sudo powerctl -a idlesleep 900` on each kiosk.", "idlesleep 900", "idlesleep 15", ""},
		{"a role noun stays a role", "no, port 8443",
			"Expose port 8080 on the container.", "8080", "8443", ""},
		{"another word before: no pair of it", "it's retries 3",
			"Set `timeout 30` and `backoff 2`.", "", "", "30"},
	})
	for _, tt := range []struct {
		s    string
		i    int
		want string
	}{
		{"pmset displaysleep 600", 19, "displaysleep"},
		{"set x 600", 6, ""},           // too short a word
		{"the 600", 4, ""},             // a function word
		{"a/displaysleep 600", 15, ""}, // inside a longer token
	} {
		if got := settingWordBefore(tt.s, tt.i); got != tt.want {
			t.Errorf("settingWordBefore(%q, %d) = %q, want %q", tt.s, tt.i, got, tt.want)
		}
	}
}

// A value the message states is new even when the output holds a longer
// name that begins with it: "access_type=offline" is not in
// "access_type=offline_access".
func TestRightNotInsideLongerName(t *testing.T) {
	checkRound19(t, []round19Case{
		{"a setting's value cut short", "the provider wants prompt=consent. consent_screen is another product's parameter",
			"Send `prompt=consent_screen` with the auth request.", "prompt=consent_screen", "prompt=consent", ""},
	})
	for _, tt := range []struct {
		s, t string
		want bool
	}{
		{"x access_type=offline_access y", "access_type=offline", false},
		{"x access_type=offline&y", "access_type=offline", true},
		{"f(a)", "f(a)", true},
		{"gf(a)", "f(a)", false},
		{"\"a b\"", "\"a b\"", true},
	} {
		if got := containsWhole(tt.s, tt.t); got != tt.want {
			t.Errorf("containsWhole(%q, %q) = %v, want %v", tt.s, tt.t, got, tt.want)
		}
	}
}
