package align

import (
	"strings"
	"testing"
)

// A question about what the message said the wrong value is ("9000 is the
// metrics exporter" taught; "scrape the metrics exporter" asked) is
// answered with the value in that meaning: left as it is.
func TestQueryAsksAboutTheDescribedMeaning(t *testing.T) {
	teach := "```nginx\nlocation / {\n    proxy_pass http://127.0.0.1:9000;\n}\n```"
	r, err := Compile("http://127.0.0.1:9000", "http://127.0.0.1:9001", teach, "no the shop listens on 9001. 9000 is the metrics exporter", "nginx location for the shop")
	if err != nil {
		t.Fatal(err)
	}
	out := "```nginx\nlocation /metrics {\n    proxy_pass http://127.0.0.1:9000;\n}\n```"
	if h, _ := r.FindAll(NewText("nginx location for the shop on the new box", "```nginx\nlocation / {\n    proxy_pass http://127.0.0.1:9000;\n}\n```")); len(h) != 1 {
		t.Errorf("the taught case: hits %+v, want one", h)
	}
	// The block itself says metrics, what the message said 9000 is.
	if h, _ := r.FindAll(NewText("nginx location for the shop on the new box", out)); len(h) != 0 {
		t.Errorf("a block that names the exporter: hits %+v, want none", h)
	}
	if h, _ := r.FindAll(NewText("proxy the metrics exporter behind basic auth", out)); len(h) != 0 {
		t.Errorf("a question about the exporter: hits %+v, want none", h)
	}
}

// A value the output says was taken out of service is used knowingly,
// even where the rule matched a segment of it.
func TestSegmentOfADecommissionedValue(t *testing.T) {
	teach := "```ini\n[Peer]\nEndpoint = edge.corp.example:51820\n```"
	r, err := Compile("edge.corp.example:51820", "edge-fra.corp.example:51820", teach, "isn't it edge-fra.corp.example now? edge.corp.example was the old box", "wireguard config")
	if err != nil {
		t.Fatal(err)
	}
	out := "The WireGuard server at edge.corp.example was switched off in March; every client moved to the new gateway."
	if h, _ := r.FindAll(NewText("what happened to the first gateway", out)); len(h) != 0 {
		t.Errorf("hits %+v, want none", h)
	}
}

func TestChangedPiece(t *testing.T) {
	for _, c := range [][3]string{
		{"http://127.0.0.1:8080", "http://127.0.0.1:8081", "8080"},
		{"--zone us-b", "--zone eu-a", ""}, // two runs change
		{"replicas: 2", "replicas: 3", "2"},
		{"pg-primary.db", "pg-replica.db", "primary"},
	} {
		if got := changedPiece(c[0], c[1]); got != c[2] {
			t.Errorf("changedPiece(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
	if !strings.Contains(strings.Join(changedAtoms("http://127.0.0.1:8080", "http://127.0.0.1:8081"), " "), "8080") {
		t.Error("the changed port is not among the changed atoms")
	}
}
