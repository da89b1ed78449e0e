package typed

import "testing"

// A value after a negated verb is said wrong ("vim doesn't load X"); a
// negated verb that would take the value away keeps it ("don't delete X").
func TestPolarityNegatedVerb(t *testing.T) {
	for _, c := range []struct {
		before []string
		want   bool
	}{
		{[]string{"vim", "doesn't", "load"}, true},
		{[]string{"the", "runner", "won't", "accept"}, true},
		{[]string{"it", "does", "not", "parse"}, true},
		{[]string{"we", "can", "not", "reach"}, true},
		{[]string{"please", "don't", "delete"}, false},
		{[]string{"you", "didn't", "change"}, false},
		{[]string{"it", "doesn't", "is"}, false},
		{[]string{"it", "loads"}, false},
	} {
		if got := negatedVerb(c.before); got != c.want {
			t.Errorf("negatedVerb(%q) = %v, want %v", c.before, got, c.want)
		}
	}
}

// A clause that rejects X by what stands before it, then a short one that
// states Y of X's kind: Y replaces X. Not when the second clause is long,
// negated, or gives Y as another key's value.
func TestPairsRejectedThenStated(t *testing.T) {
	prev := "Put the snippet in `~/.vimrc.local` and restart the editor."
	for _, msg := range []string{
		"neovim doesn't load ~/.vimrc.local. Its init file is ~/.config/nvim/init.lua.",
		"there's no ~/.vimrc.local file, it's ~/.config/nvim/init.lua",
	} {
		p, ok := Extract(msg, prev)
		if !ok || p.Wrong != "~/.vimrc.local" || p.Right != "~/.config/nvim/init.lua" {
			t.Errorf("%q: %q -> %q (%v), want ~/.vimrc.local -> ~/.config/nvim/init.lua", msg, p.Wrong, p.Right, ok)
		}
	}
	for _, msg := range []string{
		"neovim doesn't load ~/.vimrc.local. The plugin manager we agreed on last week keeps ~/.config/nvim/init.lua.",
		"neovim doesn't load ~/.vimrc.local. It never reads ~/.config/nvim/init.lua either.",
		"we don't use ~/.vimrc.local anywhere. Plugins hang off path: ~/.config/nvim/init.lua",
	} {
		if p, ok := Extract(msg, prev); ok && p.Right == "~/.config/nvim/init.lua" {
			t.Errorf("%q: paired %q -> %q", msg, p.Wrong, p.Right)
		}
	}
}

// A path written from one of the output's segments replaces the output
// path's tail, and keeps its head.
func TestPairsPathTail(t *testing.T) {
	prev := "Render it with `kustomize build deploy/billing/envs/qa` first."
	p, ok := Extract("There's no envs/qa. Our test env is envs/uat.", prev)
	if !ok || p.Wrong != "deploy/billing/envs/qa" || p.Right != "deploy/billing/envs/uat" {
		t.Errorf("got %q -> %q (%v), want deploy/billing/envs/qa -> deploy/billing/envs/uat", p.Wrong, p.Right, ok)
	}
}

// A longer path that starts with the output's path names something under
// it, not its fix; nor is the noun right after a rejected value ("oci://
// URLs") its replacement.
func TestPairsPathUnderIsNotAFix(t *testing.T) {
	prev := "```sh\nhelm repo add acme oci://registry.example.net/charts\n```"
	msg := "helm repo add doesn't support oci:// URLs. Install it by its full address: helm install web oci://registry.example.net/charts/web"
	if p, ok := Extract(msg, prev); ok {
		t.Errorf("paired %q -> %q", p.Wrong, p.Right)
	}
}

// An XML element with a value is a setting: its value pairs with the
// version the message states, and carries the element.
func TestPairsXMLElement(t *testing.T) {
	prev := "```xml\n<parent>\n  <artifactId>quarkus-bom</artifactId>\n  <version>3.8.2</version>\n</parent>\n```"
	p, ok := Extract("We're on Quarkus 3.6.4 in every module, please use that.", prev)
	if !ok || p.Wrong != "<version>3.8.2</version>" || p.Right != "<version>3.6.4</version>" {
		t.Errorf("got %q -> %q (%v), want the version element", p.Wrong, p.Right, ok)
	}
}

// "key = value" written in a sentence gives the value the key's role; a
// key named in prose ("Restart= belongs in …") gives none.
func TestSpacedKeyBefore(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"all our repos use max-width = 120", "max-width"},
		{"set it: workers = 4", "workers"},
		{"Restart= belongs in [Service]", ""},
		{"if a == 4", ""},
		{"x = 4", ""},
	} {
		i := len(c.s) - 1
		for i > 0 && c.s[i-1] != ' ' {
			i--
		}
		if got := spacedKeyBefore(c.s, i); got != c.want {
			t.Errorf("spacedKeyBefore(%q) = %q, want %q", c.s, got, c.want)
		}
	}
	prev := "```toml\n[tool.isort]\nline_length = 79\n```"
	if p, ok := Extract("Every repo of ours uses 110: line_length = 110.", prev); !ok || p.Right != "line_length = 110" {
		t.Errorf("got %q -> %q (%v), want line_length = 110", p.Wrong, p.Right, ok)
	}
}

// Two versions of one tool are two values, not two names of one thing.
func TestPairsOneToolTwoVersions(t *testing.T) {
	prev := "```dockerfile\nFROM node:21-bookworm AS build\n```"
	p, ok := Extract("We stay on LTS, so the build stage has to be node:20-bookworm.", prev)
	if !ok || p.Wrong != "node:21-bookworm" || p.Right != "node:20-bookworm" {
		t.Errorf("got %q -> %q (%v), want node:21-bookworm -> node:20-bookworm", p.Wrong, p.Right, ok)
	}
}

// A compound adjective of prose after a preposition ("for read-only
// files") is not a value.
func TestPairsCompoundAdjectiveAfterPreposition(t *testing.T) {
	prev := "Add `text-wrap: balance` to the heading rule."
	if p, ok := Extract("Headings need a max width even for right-aligned layouts, otherwise balance does nothing.", prev); ok {
		t.Errorf("paired %q -> %q", p.Wrong, p.Right)
	}
}

// A small number compared in code is replaced with the name it is
// compared with.
func TestPairsComparedNumber(t *testing.T) {
	prev := "```js\nif (job.status === 3) {\n  retry(job)\n}\n```"
	p, ok := Extract("FAILED is 4, not 3. 3 is CANCELLED.", prev)
	if !ok || p.Wrong != "job.status === 3" || p.Right != "job.status === 4" {
		t.Errorf("got %q -> %q (%v), want job.status === 3 -> job.status === 4", p.Wrong, p.Right, ok)
	}
}

// "X <kind> was removed": the value is said gone even with the noun of its
// kind between; what the message states instead replaces it.
func TestPairsValueKindRemoved(t *testing.T) {
	prev := "```yaml\napiVersion: batch/v1beta1\nkind: CronJob\n```"
	p, ok := Extract("batch/v1beta1 CronJob was removed in 1.25, we're on 1.29. batch/v1", prev)
	if !ok || p.Wrong != "apiVersion: batch/v1beta1" || p.Right != "apiVersion: batch/v1" {
		t.Errorf("got %q -> %q (%v), want the apiVersion", p.Wrong, p.Right, ok)
	}
	if !kindNoun("cronjob") || kindNoun("works") || kindNoun("is") {
		t.Error("kindNoun")
	}
}

// A number the message writes with its unit ("21d") replaces the output's
// number with its unit word, written the output's way.
func TestPairsUnitSuffix(t *testing.T) {
	p, ok := Extract("backups are kept 21d now", "Snapshots are kept for 7 days, then pruned.")
	if !ok || p.Wrong != "7 days" || p.Right != "21 days" {
		t.Errorf("got %q -> %q (%v), want 7 days -> 21 days", p.Wrong, p.Right, ok)
	}
}

// Words of a program after a place preposition name a place, not a
// command: "nothing's on docker hub".
func TestCommandsAfterPlacePreposition(t *testing.T) {
	prev := "`docker pull acme/web:1.2`"
	if p, ok := Extract("none of our images are on docker hub", prev); ok && p.Right == "docker hub" {
		t.Errorf("paired %q -> %q", p.Wrong, p.Right)
	}
}

// What a value of the output is said to give ("X returns Y", "X gives
// you the Y, not a Z") describes it; its values are no replacements.
func TestReturnedBy(t *testing.T) {
	prev := "```go\nn := strconv.Atoi(s)\n```"
	if !Returned("strconv.Atoi returns (int, error), so that line won't compile", prev, "error") {
		t.Error("a value in what the call returns: not read as described")
	}
	if Returned("Atoi gives you an int, do strconv.ParseInt(s, 10, 64) for int64", prev, "strconv.ParseInt(s, 10, 64)") {
		t.Error("a value of the next clause: read as described")
	}
	if Returned("it should return error here, not panic", prev, "error") {
		t.Error("a prescriptive should return: read as described")
	}
	if p, ok := Extract("strconv.Atoi returns (int, error), so that line won't compile", prev); ok {
		t.Errorf("paired %q -> %q", p.Wrong, p.Right)
	}
}

// A negated verb with its particle ("can't go on X") says X is wrong.
func TestPolarityNegatedVerbParticle(t *testing.T) {
	if !negatedVerb([]string{"jobs", "can't", "go", "on"}) || !negatedVerb([]string{"it", "won't", "connect", "to"}) {
		t.Error("a negated verb with its particle: not negative")
	}
}

// A quoted value of key="…" holds atoms of its own: the host of a URL.
func TestLexQuotedValueAtoms(t *testing.T) {
	got := map[string]bool{}
	for _, a := range Lex(`client = Client(base_url="https://api.corp.example/v2")`) {
		got[a.Text] = true
	}
	if !got["api.corp.example"] {
		t.Errorf("no host atom in %v", got)
	}
}

// A value the message says what it is ("X is set to Y") is not put in
// another's place.
func TestPairsDescribedIsNoReplacement(t *testing.T) {
	prev := "```hcl\nexpression = \"starts_with(http.request.uri.path, \\\"/static/\\\")\"\n```"
	if p, ok := Extract("Our bundler doesn't write to /static/. staticDir is set to _b, so files live under /_b/.", prev); ok && p.CoreRight == "staticDir" {
		t.Errorf("paired %q -> %q", p.Wrong, p.Right)
	}
}

// One part of a long name swapped is the same name corrected; and "Y. X
// was deleted" pairs the two sentences.
func TestPairsSwappedPartAndDeletedNext(t *testing.T) {
	if !swappedPart("X-Acme-Server-Key", "X-Acme-Account-Key") || swappedPart("a-b-c", "a-x-c") || swappedPart("X-Acme-Server-Key", "Y-Acme-Server-Key") {
		t.Error("swappedPart")
	}
	prev := "```ts\nif (useFlag('cart.old-checkout')) {\n  render()\n}\n```"
	p, ok := Extract("The flag is cart.new-checkout. cart.old-checkout was deleted last sprint.", prev)
	if !ok || p.Core != "cart.old-checkout" || p.CoreRight != "cart.new-checkout" {
		t.Errorf("got %q -> %q (%v)", p.Core, p.CoreRight, ok)
	}
}

// A number in a clause that tells what would happen is an example, not
// the fix; a number stated plainly ("it's in db 3") is not.
func TestHypotheticalNumber(t *testing.T) {
	for _, c := range []struct {
		msg, num string
		want     bool
	}{
		{"A run of 3h25m would print 25 min.", "25", true},
		{"for example a limit of 40 breaks it", "40", true},
		{"rate limiter is in db 3", "3", false},
	} {
		ctx := newContext(c.msg, "value 1")
		found := false
		for i, a := range ctx.ma {
			if a.Text == c.num {
				found = true
				if got := ctx.hypothetical(i); got != c.want {
					t.Errorf("%q: hypothetical(%s) = %v, want %v", c.msg, c.num, got, c.want)
				}
			}
		}
		if !found {
			t.Errorf("%q: no atom %s", c.msg, c.num)
		}
	}
}
