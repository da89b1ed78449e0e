package feature

import "testing"

// A right side that is the message's sentence is no value to write into
// an output; code, commands and values with words in them are.
func TestProseRight(t *testing.T) {
	for _, tt := range []struct {
		wrong, right, form string
		want               bool
	}{
		{"init", "Plugins get loaded on after_setup", FormXNotY, true},
		{"0x0", "first board the loader goes at 0x1000", FormXNotY, true},
		{"lvl", "our shipper writes the level under severity", FormXNotY, true},
		{"api.us-east-1.example.com", "api.hosts live in eu-west-1.example.com", FormAligned, true},
		// Values, code and commands.
		{"2000", "2 * time.Second", FormAligned, false},
		{"Thursdays at 09:00", "Tuesdays at 09:00", FormXNotY, false},
		{"= NULL", "IS NULL", FormStatement, false},
		{"SHOW SLAVE STATUS", "SHOW REPLICA STATUS", FormAligned, false},
		{"rate(x[5m])", "histogram_quantile(0.95, sum by (le) (rate(x_bucket[5m])))", FormAligned, false},
		{"make deploy ENV=staging", "shipit deploy orders-api --env stg", FormAligned, false},
		{"olive oil", "butter", FormInstead, false},
		{"grey", "gray", FormArrow, false},
		{"x = 1", "# set it in the config at startup\nx = 2", FormCodeBlock, false},
	} {
		ex := Extraction{Form: tt.form, Original: tt.wrong, Corrected: tt.right, Located: true}
		if got := proseRight(ex); got != tt.want {
			t.Errorf("proseRight(%q -> %q) = %v, want %v", tt.wrong, tt.right, got, tt.want)
		}
	}
}

// "Y, not X" where Y is a sentence: its last value is the right side when
// it has X's kind and is new to the output; otherwise nothing is located.
func TestValueOfProse(t *testing.T) {
	for _, tt := range []struct {
		wrong, right, prev, want string
	}{
		{"10s", "the retry window defaults to 90s", "retry:\n  window: 10s", "90s"},
		{"Frame", "that hook receives a Snapshot", "void OnCapture(Frame f) {}", "Snapshot"},
		{"lvl", "our shipper writes the level under severity", "| json | lvl=\"error\"", "severity"},
		// The head noun of a name, not the name.
		{"scratch", "reports get published to the archive bucket", "s3://scratch/", ""},
		// Another kind: an identifier for a word, a word for a hex number.
		{"init", "plugins get loaded on after_setup", "add_hook('init')", ""},
		{"0x0", "the loader goes at the start", "write 0x0 boot.bin", ""},
		// Already in the output: not a replacement.
		{"0x0", "on first boards the loader goes at 0x1000", "write 0x10000 app.bin 0x0 boot.bin", ""},
		// Words spliced inside a value.
		{"api.us-east-1.example.com", "api.hosts live in eu-west-1.example.com", "curl api.us-east-1.example.com", ""},
	} {
		ex := valueOfProse(Extraction{Form: FormXNotY, Original: tt.wrong, Corrected: tt.right, Located: true}, tt.prev)
		got := ex.Corrected
		if got == tt.right {
			got = ""
		}
		if got != tt.want {
			t.Errorf("valueOfProse(%q -> %q) gives %q, want %q", tt.wrong, tt.right, got, tt.want)
		}
	}
}

// A right side that shows a syntax with placeholders is no value.
func TestPlaceholderRight(t *testing.T) {
	for _, tt := range []struct {
		wrong, right string
		want         bool
	}{
		{"s3://builds/ranker/", "s3://artifacts/models/<team>/", true},
		{"launchctl load ~/Library/LaunchAgents/x.plist", "launchctl bootstrap gui/501 <plist>", true},
		{"ports: 8080:80", "ports: HOST:CONTAINER", true},
		{"user@10.0.0.4", "USER@HOST", true},
		// Markup and values in capitals.
		{"<span>", "<div>", false},
		{"<b>", "<strong>", false},
		{"CURRENCY:USD/EUR", "CURRENCY:USDEUR", false},
		{"#EXT-X-PLAYLIST-TYPE:EVENT", "#EXT-X-PLAYLIST-TYPE:VOD", false},
		{"a < b", "a <= b", false},
		{"image: redis:7", "image: registry.internal/hub/redis:7", false},
		{"GET /v1/users", "GET /v2/users", false},
	} {
		if got := placeholderRight(tt.wrong, tt.right); got != tt.want {
			t.Errorf("placeholderRight(%q, %q) = %v, want %v", tt.wrong, tt.right, got, tt.want)
		}
	}
}
