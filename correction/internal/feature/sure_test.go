package feature

import "testing"

// SurePair trusts a typed pairing the message anchors (it writes the
// wrong value, or the words of it the fix changes), one the typed reader is sure of, and one a second reader
// finds too; a guess of which value the message's new value replaces,
// that nothing else supports, is not sure.
func TestSurePair(t *testing.T) {
	tests := []struct {
		name, message, prev, original string
		want                          bool
	}{
		{"a guess of which name", "the queue is orders-high",
			"Consume from `orders-default` with a prefetch of 10.", "orders-default", false},
		{"a guess of which region", "it's the eu-north-1 bucket",
			"Run `aws s3 ls s3://acme-logs --region eu-west-1` to list them.", "--region eu-west-1", false},
		{"the wrong value written", "the queue is orders-high, not orders-default",
			"Consume from `orders-default` with a prefetch of 10.", "orders-default", true},
		{"the wrong value in other case", "the queue is orders-high; ORDERS-DEFAULT is gone",
			"Consume from `orders-default` with a prefetch of 10.", "orders-default", true},
		{"the words the fix changes written", "In v5 it's pgxpool.New. Connect is the v4 name.",
			"Open it with `pool, err := pgxpool.Connect(ctx, dsn)`.", "pgxpool.Connect", true},
		{"a second reader finds it", "billing runs on port 7070",
			"Start it with `./billing --port 8080 --workers 4`.", "--port 8080", true},
		{"not from the typed reader", "the queue is orders-high",
			"Consume from `orders-default` with a prefetch of 10.", "prefetch", true},
		{"not in the output", "the queue is orders-high", "Consume from `orders-default`.", "orders-low", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SurePair(tt.message, tt.prev, tt.original); got != tt.want {
				t.Errorf("SurePair(%q, %q, %q) = %v, want %v", tt.message, tt.prev, tt.original, got, tt.want)
			}
		})
	}
}

func TestChangedPart(t *testing.T) {
	for _, tt := range []struct{ wrong, right, want string }{
		{"pgxpool.Connect", "pgxpool.New", "Connect"},
		{"ioutil.ReadFile", "os.ReadFile", "ioutil"},
		{"eu-west-1", "eu-central-1", "west"},
		{"ReadFile", "ReadAll", "ReadFile"},
		{"--force", "--force-with-lease", ""},
	} {
		if got := changedPart(tt.wrong, tt.right); got != tt.want {
			t.Errorf("changedPart(%q, %q) = %q, want %q", tt.wrong, tt.right, got, tt.want)
		}
	}
}
