package align

import "testing"

// A path keeps the lead that makes it one: "~/", "./", "../" and the dot
// of a dotfile. The dot of a method chain or of a sentence's end is not
// one.
func TestValuesPathLeads(t *testing.T) {
	s := "Edit ~/.zshenv or .envrc, run ./build.sh from ../tools, then q.where(x)\n  .orderBy(y) and end.Done"
	want := map[string]bool{"~/.zshenv": true, ".envrc": true, "./build.sh": true, "../tools": true}
	got := map[string]bool{}
	for _, v := range Values(s) {
		got[v.Text] = true
	}
	for w := range want {
		if !got[w] {
			t.Errorf("Values lacks %q: %v", w, got)
		}
	}
	for _, bad := range []string{".orderBy", ".orderBy(y)", ".Done", "zshenv", "envrc"} {
		if got[bad] {
			t.Errorf("Values has %q", bad)
		}
	}
}

// The last segment of a path of plain segments is a plain word: an
// occurrence must stand under the same parent segment, not merely share
// some other segment ("stage" of a stack name "acme/billing/stage").
func TestRuleRelativePathTail(t *testing.T) {
	r, err := Compile("deploy/billing/envs/stage", "deploy/billing/envs/preprod",
		"Render it with `kustomize build deploy/billing/envs/stage` first.", "There's no envs/stage. Our test env is envs/preprod.", "how do I render the billing manifests")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("render the search manifests", "Run `kustomize build deploy/search/envs/stage | kubectl diff -f -`."); len(h) != 1 || h[0].Replacement != "preprod" {
		t.Errorf("under envs/: hits %+v, want stage -> preprod", h)
	}
	if h := r.Find("show the billing stack config", "Run `pulumi config --stack acme/billing/stage` to list it."); len(h) != 0 {
		t.Errorf("a stack name: hits %+v, want none", h)
	}
}
