package feature

import "testing"

func TestUnitSwitch(t *testing.T) {
	for _, tt := range []struct {
		msg, prev string
		want      bool
	}{
		{"give me kilometres please", "The trail is about 9 miles long.", true},
		{"metric, please", "Add 8 ounces of butter.", true},
		{"in kelvin?", "water boils at 212°f at sea level.", true},
		{"how far is that in km?", "it is 5 km away.", false},        // the same unit
		{"9 miles is about 14.5 km, right?", "it's 9 miles.", false}, // a conversion: both units named
		{"use the staging cluster", "It's 75°F outside.", false},     // no unit
		{"please use celsius", "deploy to the eu cluster", false},    // the output gives no temperature
	} {
		if got := unitSwitch(tt.msg, tt.prev); got != tt.want {
			t.Errorf("unitSwitch(%q, %q) = %v, want %v", tt.msg, tt.prev, got, tt.want)
		}
	}
}
