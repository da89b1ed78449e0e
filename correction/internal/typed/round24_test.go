package typed

import "testing"

// A setting assigned with a spaced "=" (INI, TOML, HCL, sysctl) is a
// key/value pair in the message's prose as in code, when its key is a
// setting's name: the message restates the key with the right value.
func TestProseAssignment(t *testing.T) {
	checkRound19(t, []round19Case{
		{"ini setting in prose", "our brokers need acks_mode = all.",
			"```ini\n[producer]\nclient_id = ingest\nacks_mode = leader\nlinger_ms = 5\n```", "acks_mode = leader", "acks_mode = all", ""},
		{"after a prose lead-in with a colon", "we cap it everywhere in staging: worker_pool_size = 16",
			"```toml\n[server]\nhost = \"0.0.0.0\"\nworker_pool_size = 64\n```", "worker_pool_size = 64", "worker_pool_size = 16", ""},
		{"sysctl key with dots", "redis wants vm.overcommit_memory = 1 on these hosts",
			"Add this to /etc/sysctl.d/90-redis.conf:\n\n```\nvm.swappiness = 10\nvm.overcommit_memory = 0\n```", "vm.overcommit_memory = 0", "vm.overcommit_memory = 1", ""},
		{"shortened key keeps the output's key", "for reproducible runs we need determinism.enabled = true",
			"```python\nruntime.flags.determinism.enabled = False\n```", "runtime.flags.determinism.enabled = False", "runtime.flags.determinism.enabled = true", ""},
	})
}

// A formula's variable is not a setting: "v0 = 3.5" in prose stays a
// number, and a prose word before a colon is no key.
func TestProseAssignmentKinds(t *testing.T) {
	for _, tt := range []struct {
		text string
		kv   string // the key/value atom the lexer must find, "" for none
	}{
		{"use acks_mode = all.", "acks_mode = all"},
		{"in prod: pool_size = 8", "pool_size = 8"},
		{"with v0 = 3.5 m/s", ""},
		{"the total = the sum", ""},
	} {
		var got string
		for _, a := range Lex(tt.text) {
			if a.Kind == KeyValue {
				got = a.Text
				break
			}
		}
		if got != tt.kv {
			t.Errorf("Lex(%q): key/value %q, want %q", tt.text, got, tt.kv)
		}
	}
}

// A message that gives an option of the output's command another value
// ("use -f mp3") names the value it replaces as a key/value pair names its
// key: the option's one value in the output is the wrong one.
func TestOptionGivenAnotherValue(t *testing.T) {
	cases := []round19Case{
		{"an option with a colon in its name", "webm can't hold that codec, use -c:v libvpx-vp9",
			"`ffmpeg -i talk.mov -c:v libx264 -b:v 2M talk.webm`", "-c:v libx264", "-c:v libvpx-vp9", ""},
		{"a long option", "our runners are arm, so --arch arm64",
			"Build it with `packer build --arch amd64 --var-file prod.pkrvars.hcl image.pkr.hcl`.", "--arch amd64", "--arch arm64", ""},
	}
	checkRound19(t, cases)
	for _, tt := range cases {
		if p, ok := Extract(tt.msg, tt.prev); ok && p.Score < 0.8 {
			t.Errorf("%s: %q -> %q scored %.2f (%v), want a pair sure enough to substitute (0.8)", tt.name, p.Wrong, p.Right, p.Score, p.Why)
		}
	}
	// The option given twice in the output: which one the message means is
	// a guess, under the score a pair needs to stand on its own.
	p, ok := Extract("use -map 0:a here", "`ffmpeg -i in.mkv -map 0:v -map 0:s out.mkv`")
	if ok && p.Score >= 0.8 {
		t.Errorf("option given twice: %q -> %q scored %.2f (%v), want under 0.8", p.Wrong, p.Right, p.Score, p.Why)
	}
}
