package align

import (
	"slices"
	"strings"
	"testing"
)

// A message about what a tool does when nothing is set corrects that
// claim; an output that gives the value to a setting chose it.
func TestDefaultClaimLeavesSettings(t *testing.T) {
	teach := "Without an `encoding` argument, the reader decodes every file as utf-16."
	r, err := Compile("utf-16", "utf-8", teach, "it defaults to utf-8, not utf-16", "how does the table reader decode files?")
	if err != nil {
		t.Fatal(err)
	}
	if h, b := r.FindAll(NewText("what encoding does the reader assume?", "If you don't pass an encoding, the reader assumes utf-16.")); len(h) != 1 {
		t.Errorf("the claim again: hits %+v, blocked %+v, want one", h, b)
	}
	h, b := r.FindAll(NewText("read a spreadsheet export", "```python\nrows = read_table(path, encoding=\"utf-16\")\n```"))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "default") {
		t.Errorf("a setting: hits %+v, blocked %+v, want it blocked as a chosen setting", h, b)
	}

	// Taught as a setting, the correction is about what to set.
	r, err = Compile("utf-16", "utf-8", "```python\nrows = read_table(path, encoding=\"utf-16\")\n```", "utf-8, utf-16 is only the default for the legacy exports", "read the export")
	if err != nil {
		t.Fatal(err)
	}
	if r.defaultClaim {
		t.Error("a value taught as a setting read as a claim about the default")
	}
}

func TestAssignedAt(t *testing.T) {
	for _, c := range []struct {
		s, v   string
		inCode bool
		want   bool
	}{
		{"run with --workers 12 today", "12", false, true},
		{"limit=250", "250", false, true},
		{"retries: 7", "7", true, true},
		{`{"zone": "b2"}`, "b2", true, true},
		{"max := 64", "64", true, true},
		{"curl http://localhost:9000/health", "9000", true, false},
		{"if n == 64 {", "64", true, false},
		{"It took 7 retries: 7 of them failed", "7 of", false, false},
		{"the bucket is `media.cdn.v2`", "cdn", true, false},
	} {
		i := strings.LastIndex(c.s, c.v)
		if got := assignedAt(c.s, i, c.inCode); got != c.want {
			t.Errorf("assignedAt(%q, %q) = %v, want %v", c.s, c.v, got, c.want)
		}
	}
}

// A describing clause that names one thing by a name with letters and
// digits ("the 8k profile") is about any sentence that names it.
func TestDescribedBySpecificName(t *testing.T) {
	r, err := Compile("45M", "25M", "The 4k profile encodes at `bitrate=45M` with two-second GOPs.",
		"our 4k profile is 25M; 45M is what the 8k profile uses", "bitrate for the 4k profile")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("4k export bitrate", "Encode the 4k master with `bitrate=45M` and two-second GOPs."); len(h) != 1 {
		t.Errorf("the 4k profile: hits %+v, want one", h)
	}
	if h := r.Find("profiles", "The 8k profile: `bitrate=45M`, two-second GOPs."); len(h) != 0 {
		t.Errorf("the 8k profile: hits %+v, want none", h)
	}
}

// A name the message calls one kind of resource (a queue) is another
// thing where the output calls it another kind (a namespace).
func TestResourceOfAnotherKind(t *testing.T) {
	r, err := Compile("orders-prod", "orders-prod-v2", "Publish with `aws sqs send-message --queue-url $BASE/orders-prod`.",
		"the prod queue is orders-prod-v2, orders-prod was drained last month", "send a test order event")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("where do order events go?", "They go to the orders-prod queue, one message per order."); len(h) != 1 {
		t.Errorf("the queue: hits %+v, want one", h)
	}
	h, b := r.FindAll(NewText("where does the consumer run?", "Publish with `aws sqs send-message` from the sidecar in the `orders-prod` namespace."))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "namespace") {
		t.Errorf("a namespace: hits %+v, blocked %+v, want blocked as another kind of resource", h, b)
	}
}

// A number of three digits or more standing twice in a sentence is the
// same number: fixing one occurrence alone would contradict the other.
func TestLongNumberTwiceInASentence(t *testing.T) {
	r, err := Compile("1013", "1024", "The stack is 1013 hPa deep in the fixture: `pressure = 1013`.",
		"standard pressure in our fixtures is 1024, not 1013", "what pressure does the fixture use?")
	if err != nil {
		t.Fatal(err)
	}
	out := "The fixture keeps the sea-level value of 1013 hPa, so `p0 = 1013 * scale` in the loader."
	h, _ := r.FindAll(NewText("fixture pressure", out))
	if got := Apply(out, h); strings.Count(got, "1013") == 1 {
		t.Errorf("one occurrence of two fixed: %q", got)
	}
}

// "Starting from X, …": the message ties the fix to a name of the taught
// line; a line without it is another case.
func TestConditionNameOfTheLine(t *testing.T) {
	teach := "`tail := ring.At(ring.Len()-1).Next()` gives the newest entry."
	r, err := Compile("Next()", "Prev()", teach, "from ring.Len()-1 you have to walk back, Prev()", "newest entry of the ring buffer")
	if err != nil {
		t.Fatal(err)
	}
	if r.anchor == "" {
		t.Fatal("no anchor")
	}
	if h := r.Find("latest entry", "`last := ring.At(ring.Len()-1).Next()`"); len(h) != 1 {
		t.Errorf("the same start: hits %+v, want one", h)
	}
	h, b := r.FindAll(NewText("iterate over the ring", "`e := ring.At(0).Next()` steps from the oldest entry."))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "ring.Len()-1") {
		t.Errorf("another start: hits %+v, blocked %+v, want blocked for the missing name", h, b)
	}
}

// "X is the old limit that breaks uploads, it needs to be Y": what the
// wrong value is, then the fix; the pair replaces X.
func TestNamedWrongBeforeTheFix(t *testing.T) {
	prev := "Set `client_max_body=4096` and keep the rules in `/etc/proxy/10-limits.conf`."
	ps := Pairs("4096 is the old limit that breaks big uploads - it needs to be 16384", prev)
	if len(ps) == 0 || ps[0].Wrong != "client_max_body=4096" {
		t.Errorf("pairs %+v, want client_max_body=4096 first", ps)
	}
}

// An argument of another call, or a value the message keeps inside a new
// construct, is not what the message's value replaces.
func TestArgumentOfAnotherCall(t *testing.T) {
	prev := "```\njob(name: \"ci\", steps: [\"tools-lint\"])\n```"
	for _, p := range Pairs("it has to be the step form, step(label: \"Lint\", repo: \"tools-lint\"). a bare string isn't resolved", prev) {
		if strings.Contains(p.Wrong, "tools-lint") && !strings.HasPrefix(p.Wrong, "job(") {
			t.Errorf("pair %+v: the message keeps tools-lint in a new construct", p)
		}
	}
	prev2 := "```\nsteps: [\n    .stage(id: \"deploy\", uses: [\"kube-rollout-kit\"]),\n]\n```"
	for _, p := range Pairs("the stage has to use the module, .module(id: \"KubeRollout\", from: \"kube-rollout-kit\"). a bare name doesn't load", prev2) {
		if strings.Contains(p.Wrong, "kube-rollout-kit") && !strings.HasPrefix(p.Wrong, "stage(") {
			t.Errorf("pair %+v: the message keeps kube-rollout-kit inside its new call", p)
		}
	}
	for _, p := range Pairs("the step needs step(name: \"Lint\")", prev) {
		if strings.Contains(p.Wrong, "name: \"ci\"") {
			t.Errorf("pair %+v: name of another call", p)
		}
	}
}

// A program renamed with the subcommand it was taught with is not renamed
// with another one: the new program may have no such subcommand.
func TestProgramRenamedWithItsSubcommand(t *testing.T) {
	if sc := otherSubcommand("sudo pkgtool purge", "sudo pkgmgr purge", "sudo pkgtool list"); sc != "list" {
		t.Errorf("otherSubcommand = %q, want list", sc)
	}
	if sc := otherSubcommand("pkgtool purge", "pkgmgr purge", "pkgtool list"); sc != "list" {
		t.Errorf("otherSubcommand = %q, want list", sc)
	}
	if sc := otherSubcommand("sudo pkgtool purge", "sudo pkgmgr purge", "sudo pkgtool purge"); sc != "" {
		t.Errorf("the taught subcommand: %q, want none", sc)
	}
	if sc := otherSubcommand("yarn ci react", "yarn add react", "yarn ci vue"); sc != "" {
		t.Errorf("a subcommand renamed before an argument: %q, want none", sc)
	}
	if sc := otherSubcommand("--opt a", "--opt b", "--opt c"); sc != "" {
		t.Errorf("a value changed, not a program: %q", sc)
	}
}

// A repository on a git host, and a noun inside a parenthesis after a
// name, say what they say of the right thing.
func TestResourceNouns(t *testing.T) {
	s := "Clone it: `git clone git@gitlab.com:acme/infra-tools.git` first."
	i := strings.Index(s, "acme/infra-tools")
	if ns := resourceNounsBeside(s, i, i+len("acme/infra-tools")); !slicesContains(ns, "repo") {
		t.Errorf("nouns %q, want repo", ns)
	}
	rs := taughtResources("acme/tools", "acme/infra", "Run `brew tap acme/tools` first.", "the tap is acme/infra (repo acme/homebrew-infra), tools is gone")
	if len(rs) != 1 || rs[0] != "tap" {
		t.Errorf("taught resources %q, want [tap]", rs)
	}
}

// A fix the message gives as two settings or options together is not
// applied as one of them alone.
func TestJoinedSetting(t *testing.T) {
	for _, c := range []struct{ msg, teach, right, want string }{
		{`for 1.234,56 the comma is the radix: radix="," and group="."`, `parse(sep=";", group=",")`, `group="."`, `radix=","`},
		{`that flag is gone: on 17 it's -Xgc:region -Xgc:split instead`, `java -Xgc:legacy -jar app.jar`, `-Xgc:region`, `-Xgc:split`},
		{`group="." please`, `parse(group=",")`, `group="."`, ``},
	} {
		if got := joinedSetting(c.msg, c.teach, c.right); got != c.want {
			t.Errorf("joinedSetting(%q) = %q, want %q", c.msg, got, c.want)
		}
	}
	r, err := Compile(`group=","`, `group="."`, "Call `parse(path, sep=\";\", group=\",\")` and the totals come in as numbers.",
		`for 1.234,56 the comma is the radix: radix="," and group="."`, "parse the ledger export")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("ledger export", "Call `parse(path, sep=\";\", group=\",\")` and the totals are numbers."); len(h) != 0 {
		t.Errorf("hits %+v: half the fix", h)
	}
}

// A value the message gives for a column of one table is not the value of
// another table's column, told apart by the alias that qualifies it.
func TestValueOfAnotherTablesColumn(t *testing.T) {
	teach := "```sql\nSELECT count(*) FROM payouts\nWHERE phase = 'settled' AND paid_on >= current_date;\n```"
	r, err := Compile("'settled'", "'cleared'", teach, "payouts never reach 'settled', their last phase is 'cleared'", "count today's finished payouts")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("payouts finished this week", "```sql\nSELECT id FROM payouts p\nWHERE p.phase = 'settled' AND p.paid_on >= now() - interval '7 days';\n```"); len(h) != 1 {
		t.Errorf("a column of payouts: hits %+v, want one", h)
	}
	h, b := r.FindAll(NewText("invoices without a payout", "```sql\nSELECT i.id FROM invoices i\nLEFT JOIN payouts p ON p.invoice_id = i.id\nWHERE i.phase = 'settled' AND p.id IS NULL;\n```"))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "invoices") {
		t.Errorf("a column of invoices: hits %+v, blocked %+v, want blocked", h, b)
	}
}

// An output that uses a word the message brought of its own (a word of
// the distinction the user drew, which the taught question and output did
// not hold) may be the other case: the occurrence is suggested, not
// changed. Words of code the message gives, and the clause of a command
// the fix is required with, are not such words; without a taught context
// there is nothing to tell them by.
func TestWordOfTheDistinction(t *testing.T) {
	teach := "Export the master with `sox mix.wav -r 32000 out.wav`."
	r, err := Compile("-r 32000", "-r 96000", teach, "archive masters are 96k; 32k is what the radio edits get", "export the album master")
	if err != nil {
		t.Fatal(err)
	}
	if h := r.Find("export the master again", "Run `sox mix_v2.wav -r 32000 master.wav` to export it."); len(h) != 1 {
		t.Errorf("the taught case: hits %+v, want one", h)
	}
	h, b := r.FindAll(NewText("export the radio edit", "Run `sox mix_v2.wav -r 32000 master.wav` to export it."))
	if len(h) != 0 || len(b) == 0 || !strings.Contains(b[0].Blocked, "distinction") {
		t.Errorf("the radio edit: hits %+v, blocked %+v, want it suggested", h, b)
	}

	r, err = Compile("-r 32000", "-r 96000", "", "archive masters are 96k; 32k is what the radio edits get", "export the album master")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.setApart) != 0 {
		t.Errorf("no taught context, yet words set apart: %q", r.setApart)
	}
	if ws := messageOnlyWords("pair it with Requires=network-up.target please", "After=disk.target", "order the unit", "a", "b"); slices.Contains(ws, "network") {
		t.Errorf("a word of a code value set apart: %q", ws)
	}
}

// BenchmarkCompileRepeatedWrong compiles a rule over the worst taught
// output the limits let in: 64 KiB on one line that repeats the wrong
// text, with a 4 KiB message. Compile reads at most maxTaughtOccurrences
// occurrences and a bounded window around each (this took seconds when
// every occurrence read its whole sentence).
func BenchmarkCompileRepeatedWrong(b *testing.B) {
	teach := strings.Repeat("the bucket orders-prod by default, ", 64<<10/35)
	msg := strings.Repeat("the prod queue is orders-prod-v2 from Rows.Count with ", 4<<10/55)
	out := strings.Repeat("u.state = orders-prod namespace ", 64<<10/32)
	for b.Loop() {
		r, err := Compile("orders-prod", "orders-prod-v2", teach, msg, "where do orders go?")
		if err != nil {
			b.Fatal(err)
		}
		r.FindAll(NewText("where do orders go?", out))
	}
}
