package align

import (
	"strings"
	"testing"
)

// Each case is a class of harmful edit the Rule must refuse (the
// occurrence is returned as blocked, to be suggested) while it still
// fixes the taught case.
func TestRuleAbstains(t *testing.T) {
	tests := []struct {
		name                         string
		wrong, right, teach, message string
		fixed, kept                  string // outputs: fixed must get a hit, kept must not
		blockedWhy                   string // a word of the kept occurrence's Blocked
	}{{
		name:    "the message says what the changed option really does",
		wrong:   "prune -n",
		right:   "prune -f",
		teach:   "To remove the stale images, run `docker-gc prune -n`.",
		message: "-n is the preview mode, it just shows them. to really remove images it's docker-gc prune -f",
		fixed:   "Clean up old images with `docker-gc prune -n --all`.",
		kept:    "`docker-gc prune -n` runs in preview mode: it shows which images would go and removes nothing.",
	}, {
		name:       "an option taught at the end of a command, here before a subcommand",
		wrong:      "git remote",
		right:      "git remote -v",
		teach:      "To see where the fetch and push URLs point, run `git remote`.",
		message:    "git remote -v, the plain one prints only the names",
		fixed:      "Check the fetch and push URLs with `git remote`.",
		kept:       "Fix the push URL with `git remote set-url origin git@host:team/app.git`.",
		blockedWhy: "subcommand",
	}, {
		name:       "a total computed from the wrong amount stands beside it",
		wrong:      "$40",
		right:      "$35",
		teach:      "The Pro tier costs $40 per user a month.",
		message:    "$35 per user since March, the price dropped",
		fixed:      "On the Pro tier you pay $40 per user each month.",
		kept:       "For 5 users on the Pro tier that is $40 per user, $200 a month.",
		blockedWhy: "computed",
	}, {
		name:       "an amount is weak: another product's price",
		wrong:      "$40",
		right:      "$35",
		teach:      "The Pro tier costs $40 per user a month.",
		message:    "$35 per user since March, the price dropped",
		fixed:      "On the Pro tier you pay $40 per user each month.",
		kept:       "The backup add-on costs $40 per user a month.",
		blockedWhy: "weak",
	}, {
		name:       "an aside names the dialect where the wrong text is right",
		wrong:      "NVL(discount, 0)",
		right:      "COALESCE(discount, 0)",
		teach:      "Default the discount:\n\n```sql\nSELECT NVL(discount, 0) FROM invoices\n```",
		message:    "NVL isn't a Postgres function (that's Oracle), use COALESCE(discount, 0)",
		fixed:      "```sql\nSELECT id, NVL(discount, 0) FROM invoices\n```",
		kept:       "In Oracle the same default reads `NVL(discount, 0)` in the invoices query.",
		blockedWhy: "oracle",
	}, {
		name:       "a value set for one resource, on a command acting on another",
		wrong:      "--zone us-b",
		right:      "--zone eu-a",
		teach:      "```bash\nblobctl sync blob://media-assets/ ./out \\\n  --zone us-b --parallel 8\n```",
		message:    "media-assets is in eu-a since the move",
		fixed:      "```bash\nblobctl ls blob://media-assets/2024/ --zone us-b\n```",
		kept:       "The replica stays in the US on purpose:\n\n```bash\nblobctl ls blob://media-replica/ --zone us-b\n```",
		blockedWhy: "resource",
	}, {
		name:    "the block's lead-in says the wrong value means what the message said it means",
		wrong:   "-P 4406",
		right:   "-P 4407",
		teach:   "```bash\nmariadb-dump -h db-7.corp.example -P 4406 -u backup shop > shop.sql\n```",
		message: "shop is on 4407. 4406 on that host is the legacy reporting instance",
		fixed:   "```bash\nmariadb -h db-7.corp.example -P 4406 -u app shop\n```",
		kept:    "Beside shop, the legacy reporting instance runs on the same host:\n\n```bash\nmariadb -h db-7.corp.example -P 4406 -u report_ro reporting\n```",
	}, {
		name:    "the sentence after the block says the wrong value does what the message said",
		wrong:   "evictIdle",
		right:   "evictAged",
		teach:   "```java\nStore<String, Quote> quotes = Store.builder()\n        .evictIdle(Duration.ofMinutes(5))\n        .build();\n```",
		message: "evictIdle restarts its timer on every lookup, so a busy quote stays forever. For a hard age limit use evictAged.",
		fixed:   "```java\nStore<String, Quote> fxQuotes = Store.builder()\n        .evictIdle(Duration.ofMinutes(2))\n        .build();\n```",
		kept:    "```java\nStore<String, Quote> openQuotes = Store.builder()\n        .evictIdle(Duration.ofMinutes(30))\n        .build();\n```\n\nEvery lookup restarts the timer, so a quote someone keeps open is never dropped.",
	}, {
		name:       "the message says a file the old command reads is gone",
		wrong:      "pip install",
		right:      "pdm sync",
		teach:      "For the web repo:\n\n```sh\npython3 -m venv .venv\npip install -r deps.txt\n```",
		message:    "the web repo moved to pdm and deps.txt is gone. it's pdm sync now.",
		fixed:      "Set up the web repo:\n\n```sh\npip install -r base.txt\n```",
		kept:       "The web repo job:\n\n```yaml\n- run: pip install -r deps.txt\n```",
		blockedWhy: "deps.txt",
	}, {
		name:       "the same top-level key in another kind of document",
		wrong:      "schema: 1",
		right:      "schema: 2",
		teach:      "```yaml\nschema: 1\nname: billing\nversion: 0.4.0\nplugins:\n  - name: audit\n```",
		message:    "plugins in the manifest only work with schema: 2",
		fixed:      "```yaml\nschema: 1\nname: ledger\nversion: 1.2.0\nplugins:\n  - name: audit\n```",
		kept:       "```yaml\nschema: 1\nkind: Job\nmetadata:\n  name: audit\nspec:\n  plugins: []\n```",
		blockedWhy: "another kind of document",
	}, {
		name:       "a keyword argument of one function passed to another",
		wrong:      "mode=3",
		right:      "mode=5",
		teach:      "Open the archive for appending:\n\n```python\nz = vault.open_archive(\"logs.zip\", mode=3)\n```",
		message:    "open_archive wants mode=5 for appending, 3 is read only",
		fixed:      "```python\narc = vault.open_archive(path, mode=3)\n```",
		kept:       "```python\ntotal = stats.reduce(rows, mode=3)\n```",
		blockedWhy: "reduce",
	}, {
		name:    "a code block whose lead-in names the place the message said the wrong text is right",
		wrong:   "TOPN(5)",
		right:   "LIMIT 5",
		teach:   "```sql\nSELECT TOPN(5) name FROM quarry.users\n```",
		message: "LIMIT 5 here, TOPN(5) only works on Zircon",
		fixed:   "```sql\nSELECT TOPN(5) id FROM quarry.users\n```",
		kept:    "On the Zircon warehouse use:\n\n```sql\nSELECT TOPN(5) id FROM quarry.users\n```",
	}, {
		name:       "the message rejected another option of the command it restated",
		wrong:      "old-sync",
		right:      "new-sync",
		teach:      "Run `old-sync --legacy-index --port 8080 ./data` on the host.",
		message:    "it's new-sync --port 8080 ./data now. --legacy-index does not exist any more",
		fixed:      "Copy the files with `old-sync --port 9090 ./media` on the host.",
		kept:       "Copy the files with `old-sync --legacy-index --port 9090 ./media` on the host.",
		blockedWhy: "--legacy-index",
	}, {
		name:       "the output names the fix as well: it chose between them",
		wrong:      "--fast-mode",
		right:      "--safe-mode",
		teach:      "Start the importer with `importer --fast-mode data.csv`.",
		message:    "--safe-mode please, the fast one skips validation",
		fixed:      "Run `importer --fast-mode users.csv` to load the users.",
		kept:       "For a trusted dump run `importer --fast-mode users.csv`; --safe-mode would validate every row again.",
		blockedWhy: "--safe-mode",
	}, {
		name:    "the output states the user's reason",
		wrong:   "Slot(7)",
		right:   "Slot(6)",
		teach:   "`Slot(7)` is the seventh slot.",
		message: "slots count from zero here, so that is the eighth one. the seventh is Slot(6)",
		fixed:   "Take `Slot(7)` for the seventh slot.",
		kept:    "`Slot(7)` is the eighth slot, since slots count from zero.",
	}, {
		name:       "a weak value in a claim about another name",
		wrong:      "4096",
		right:      "8192",
		teach:      "An Omega page takes 4096 bytes.",
		message:    "no, 8192 bytes: that runtime uses large pages",
		fixed:      "Each Omega page takes 4096 bytes, like a disk block.",
		kept:       "Each Delta page takes 4096 bytes, like a disk block.",
		blockedWhy: "Omega",
	}, {
		name:       "an option of one program given to another",
		wrong:      "--fmt",
		right:      "--output",
		teach:      "List them with `cloudctl vm list --fmt table`.",
		message:    "--output table, cloudctl has no --fmt",
		fixed:      "Run `cloudctl disk list --fmt table` to see them.",
		kept:       "Run `scanner image --fmt table app:1` to see them.",
		blockedWhy: "scanner",
	}, {
		name:       "the output itself calls the wrong text old",
		wrong:      "@ops-pager",
		right:      "@ops-oncall",
		teach:      "Page @ops-pager in Slack for outages.",
		message:    "the alias is @ops-oncall now",
		fixed:      "For outages, page @ops-pager in Slack.",
		kept:       "For outages, the old @ops-pager alias in Slack no longer pages anyone.",
		blockedWhy: "old",
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Compile(tc.wrong, tc.right, tc.teach, tc.message, "")
			if err != nil {
				t.Fatal(err)
			}
			if hits, blocked := r.FindAll(NewText("", tc.fixed)); len(hits) == 0 {
				t.Errorf("fixed %q: no hit (blocked %+v)", tc.fixed, blocked)
			}
			hits, blocked := r.FindAll(NewText("", tc.kept))
			if len(hits) != 0 {
				t.Errorf("kept %q: hit %+v, want none", tc.kept, hits)
			}
			if tc.blockedWhy != "" && (len(blocked) == 0 || !strings.Contains(blocked[0].Blocked, tc.blockedWhy)) {
				t.Errorf("kept %q: blocked %+v, want a reason naming %q", tc.kept, blocked, tc.blockedWhy)
			}
		})
	}
}

func TestBestPerSentenceNoPartialFix(t *testing.T) {
	out := "Send `DELETE /v1/items/{id}` to archive it, since DELETE keeps a copy."
	text := NewText("", out)
	first := strings.Index(out, "DELETE")
	second := strings.LastIndex(out, "DELETE")
	hits := []Hit{
		{Start: first, End: first + 6, Matched: "DELETE", Replacement: "POST", Score: 3},
		{Start: second, End: second + 6, Matched: "DELETE", Replacement: "POST", Score: 5},
	}
	kept, blocked := bestPerSentence(text, hits)
	if len(kept) != 0 || len(blocked) != 2 {
		t.Fatalf("same word twice in a sentence: kept %+v blocked %+v, want every hit blocked", kept, blocked)
	}

	// A number may mean two things in one sentence: the better context wins.
	out = "With Java 8, the stream yields 8 items."
	text = NewText("", out)
	a, b := strings.Index(out, "8"), strings.LastIndex(out, "8")
	hits = []Hit{
		{Start: a, End: a + 1, Matched: "8", Replacement: "6", Score: 1},
		{Start: b, End: b + 1, Matched: "8", Replacement: "6", Score: 4},
	}
	kept, blocked = bestPerSentence(text, hits)
	if len(kept) != 1 || kept[0].Start != b || len(blocked) != 0 {
		t.Fatalf("numbers: kept %+v blocked %+v, want the better-scored hit alone", kept, blocked)
	}
}

func TestCodeMap(t *testing.T) {
	s := "prose `code` prose\n```sh\nin fence\n```\nafter `x"
	c := newCodeMap(s)
	for _, tc := range []struct {
		at   string
		want bool
	}{{"prose `", false}, {"code`", true}, {"in fence", true}, {"after", false}, {"x", true}} {
		i := strings.Index(s, tc.at)
		if got := c.at(i); got != tc.want {
			t.Errorf("at %q (%d): %v, want %v", tc.at, i, got, tc.want)
		}
	}
}

func TestCommandOf(t *testing.T) {
	s := "Run `sudo FOO=1 python3.12 -m venv .venv | tee log` then\n```sh\n$ kubectl get pods -A && helm list -a\n```\nprose -x"
	c := newCodeMap(s)
	for _, tc := range []struct{ at, want string }{
		{"-m venv", "python"}, {"log`", "tee"}, {"-A", "kubectl"}, {"-a\n", "helm"}, {"-x", ""},
	} {
		if got := commandOf(s, strings.Index(s, tc.at), c); got != tc.want {
			t.Errorf("commandOf at %q = %q, want %q", tc.at, got, tc.want)
		}
	}
}

// What a claim is about counts by any name the scope lexicon gives it: a
// port taught of "Postgres" is fixed in a psql command.
func TestAboutCountsScopeAliases(t *testing.T) {
	r, err := Compile("5432", "5433", "The staging Postgres listens on port 5432.", "staging runs on 5433", "Which port does staging use?")
	if err != nil {
		t.Fatal(err)
	}
	if hits, blocked := r.FindAll(NewText("staging port?", "Connect with `psql -h staging-db -p 5432`.")); len(hits) != 1 {
		t.Errorf("psql on staging: hits %+v, blocked %+v; want the port fixed", hits, blocked)
	}
}
