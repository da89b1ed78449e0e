package jsonfile_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var t0 = time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC)

func jj(id, product string, d, user judgment.Decision, ts time.Time) *judgment.Judgment {
	return &judgment.Judgment{ChangeID: id, Decision: d, Reasoning: "because " + id, UserDecision: user, Product: product, Timestamp: ts}
}

func mustAdd(tb testing.TB, s *jsonfile.Store, j *judgment.Judgment) {
	tb.Helper()
	if _, err := s.Add(context.Background(), j); err != nil {
		tb.Fatalf("Add(%s): %v", j.ChangeID, err)
	}
}

func allIDs(tb testing.TB, s *jsonfile.Store) []string {
	tb.Helper()
	var ids []string
	if err := s.Each(context.Background(), "", func(j *judgment.Judgment) error {
		ids = append(ids, j.ChangeID)
		return nil
	}); err != nil {
		tb.Fatal(err)
	}
	return ids
}

// fileKeys returns the judgment keys of the file at path in file order.
func fileKeys(tb testing.TB, path string) []string {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var keys []string
	depth := 0
	inJudgments := false
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch v := tok.(type) {
		case json.Delim:
			if v == '{' || v == '[' {
				depth++
			} else {
				depth--
			}
		case string:
			if depth == 1 && v == "judgments" {
				inJudgments = true
			} else if depth == 2 && inJudgments && dec.More() {
				keys = append(keys, v)
				var skip json.RawMessage
				if err := dec.Decode(&skip); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return keys
}

func copyFile(tb testing.TB, from, to string) {
	tb.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o700); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o600); err != nil {
		tb.Fatal(err)
	}
}

func TestFileFormatGolden(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	s := MustOpen(t, path)
	full := &judgment.Judgment{
		ChangeID: "github.com/owner/repo#123", Decision: judgment.Include, Reasoning: "Implements <core> & \"feature\"",
		UserDecision: judgment.Exclude, UserReasoning: "Actually internal tooling: café 🪨",
		Product: "Acme Fungear", URL: "https://github.com/owner/repo/pull/123", Description: "line\nbreak",
		AIProvider: "gemini", Timestamp: t0.Add(123456 * time.Microsecond),
	}
	mustAdd(t, s, full)
	mustAdd(t, s, jj("github.com/owner/repo#7", "Acme Fungear", judgment.Exclude, "", t0))
	mustAdd(t, s, jj("a-first-by-name", "Other", judgment.Uncertain, "", t0.Add(-time.Hour)))

	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "ai_cache.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("file differs from %s (go test -update rewrites it):\n%s", golden, got)
	}
	for i, c := range got {
		if c >= 0x80 {
			t.Fatalf("byte %d of the file is not ASCII (%#x): upstream writes ensure_ascii JSON", i, c)
		}
	}
}

// TestUpstreamFile uses a cache as upstream's pydantic model writes it, with
// an unknown cache_version, naive and offset timestamps, nulls and fields
// cairn does not know, and checks that a change keeps all of it.
func TestUpstreamFile(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "iptax", "ai_cache.json")
	copyFile(t, filepath.Join("testdata", "upstream_ai_cache.json"), path)
	s := MustOpen(t, path)

	if got, want := allIDs(t, s), []string{"github.com/acme/fungear#12", "gitlab.com/acme/tools!3", "github.com/acme/fungear#2"}; !slices.Equal(got, want) {
		t.Fatalf("Each=%q, want file order %q", got, want)
	}
	j, err := s.Get(ctx, "github.com/acme/fungear#12")
	if err != nil {
		t.Fatal(err)
	}
	want := &judgment.Judgment{
		ChangeID: "github.com/acme/fungear#12", Decision: judgment.Include, Reasoning: "Implements the café feature",
		UserDecision: judgment.Exclude, UserReasoning: "Actually internal tooling", Product: "Acme Fungear",
		URL: "https://github.com/acme/fungear/pull/12", Description: "Add café 🪨", AIProvider: "gemini",
		Timestamp: t0.Add(123456 * time.Microsecond),
	}
	if *j != *want {
		t.Fatalf("Get=%+v\nwant %+v", j, want)
	}
	naive, _ := s.Get(ctx, "gitlab.com/acme/tools!3")
	if want := time.Date(2024, 11, 14, 9, 0, 0, 0, time.UTC); !naive.Timestamp.Equal(want) || naive.UserDecision != "" {
		t.Fatalf("naive judgment=%+v, want timestamp %v as UTC and no user decision", naive, want)
	}
	offset, _ := s.Get(ctx, "github.com/acme/fungear#2")
	if want := time.Date(2024, 11, 16, 10, 0, 0, 0, time.UTC); !offset.Timestamp.Equal(want) {
		t.Fatalf("offset timestamp=%v, want %v", offset.Timestamp, want)
	}

	// A change rewrites the file: version, order and unknown fields stay.
	if err := s.SetUserDecision(ctx, "github.com/acme/fungear#12", judgment.Include, "on second thought"); err != nil {
		t.Fatal(err)
	}
	mustAdd(t, s, jj("gitlab.com/acme/tools!3", "Acme Fungear", judgment.Include, "", t0)) // replaced in place
	mustAdd(t, s, jj("new#1", "Acme Fungear", judgment.Include, "", t0))
	if v, err := s.CacheVersion(ctx); err != nil || v != "2.0" {
		t.Fatalf("CacheVersion=%q, %v, want 2.0", v, err)
	}
	var doc map[string]any
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if doc["cache_version"] != "2.0" || doc["written_by"] != "iptax 0.9" {
		t.Fatalf("rewritten file lost cache_version or an unknown member: %v / %v", doc["cache_version"], doc["written_by"])
	}
	judgments := doc["judgments"].(map[string]any)
	first := judgments["github.com/acme/fungear#12"].(map[string]any)
	if first["confidence"] != 0.8 || first["user_reasoning"] != "on second thought" {
		t.Fatalf("first judgment after SetUserDecision=%v, want confidence kept and the new reasoning", first)
	}
	if _, ok := judgments["gitlab.com/acme/tools!3"].(map[string]any)["confidence"]; ok {
		t.Fatalf("a replaced judgment kept an unknown member of the old one")
	}
	if got, want := fileKeys(t, path), []string{"github.com/acme/fungear#12", "gitlab.com/acme/tools!3", "github.com/acme/fungear#2", "new#1"}; !slices.Equal(got, want) {
		t.Fatalf("file keys=%q, want %q", got, want)
	}
}

func TestNewFileVersionAndModes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache", "iptax")
	path := filepath.Join(dir, "ai_cache.json")
	s := MustOpen(t, path)
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Open created the cache file (stat: %v); only a change should", err)
	}
	if _, err := s.Stats(context.Background(), ""); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a read created the cache file")
	}
	mustAdd(t, s, jj("a", "P", judgment.Include, "", t0))

	for _, c := range []struct {
		path string
		want fs.FileMode
	}{{dir, 0o700 | fs.ModeDir}, {path, 0o600}, {path + ".lock", 0o600}} {
		fi, err := os.Stat(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode(); got&^0o022 != c.want&^0o022 || got.Perm()&0o077 != 0 {
			t.Fatalf("mode of %s=%v, want %v", c.path, got, c.want)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"ai_cache.json", "ai_cache.json.lock"}; !slices.Equal(names, want) {
		t.Fatalf("directory holds %q, want %q (no temporary files left)", names, want)
	}
	var doc struct {
		CacheVersion string `json:"cache_version"`
	}
	data, _ := os.ReadFile(path)
	if err := json.Unmarshal(data, &doc); err != nil || doc.CacheVersion != jsonfile.CacheVersion {
		t.Fatalf("cache_version=%q, %v, want %q", doc.CacheVersion, err, jsonfile.CacheVersion)
	}
}

func TestInsertionOrderInFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	s := MustOpen(t, path)
	for _, id := range []string{"m", "z", "a", "k"} {
		mustAdd(t, s, jj(id, "P", judgment.Include, "", t0))
	}
	mustAdd(t, s, jj("z", "P", judgment.Exclude, "", t0.Add(time.Hour))) // replaced: keeps its place
	if n, err := s.ClearProduct(context.Background(), "nothing"); err != nil || n != 0 {
		t.Fatalf("ClearProduct=%d, %v", n, err)
	}
	if got, want := fileKeys(t, path), []string{"m", "z", "a", "k"}; !slices.Equal(got, want) {
		t.Fatalf("file keys=%q, want %q", got, want)
	}
	// A fresh Store reads the same order back.
	if got, want := allIDs(t, MustOpen(t, path)), []string{"m", "z", "a", "k"}; !slices.Equal(got, want) {
		t.Fatalf("reopened Each=%q, want %q", got, want)
	}
}

// TestTwoStoresInterleave shows that two Stores on one path (as two
// processes would have) never lose each other's writes.
func TestTwoStoresInterleave(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	a, b := MustOpen(t, path), MustOpen(t, path)

	mustAdd(t, a, jj("a1", "P", judgment.Include, "", t0))
	mustAdd(t, b, jj("b1", "P", judgment.Include, "", t0))
	mustAdd(t, a, jj("a2", "P", judgment.Include, "", t0))
	if err := b.SetUserDecision(ctx, "a2", judgment.Exclude, "b saw a's write"); err != nil {
		t.Fatalf("b cannot see a's judgment: %v", err)
	}
	if n, err := a.ClearProduct(ctx, "nothing"); err != nil || n != 0 {
		t.Fatal(n, err)
	}
	j, err := a.Get(ctx, "a2")
	if err != nil || j.UserDecision != judgment.Exclude {
		t.Fatalf("a does not see b's change: %+v, %v", j, err)
	}
	if got, want := allIDs(t, a), []string{"a1", "b1", "a2"}; !slices.Equal(got, want) {
		t.Fatalf("a sees %q, want %q", got, want)
	}

	// Concurrent writers on both Stores.
	const n = 12
	var wg sync.WaitGroup
	for w, s := range []*jsonfile.Store{a, b, a, b} {
		wg.Go(func() {
			for i := range n {
				if _, err := s.Add(ctx, jj(fmt.Sprintf("w%d-%d", w, i), "Q", judgment.Include, "", t0)); err != nil {
					t.Errorf("Add: %v", err)
					return
				}
			}
		})
	}
	wg.Wait()
	for _, s := range []*jsonfile.Store{a, b, MustOpen(t, path)} {
		st, err := s.Stats(ctx, "Q")
		if err != nil {
			t.Fatal(err)
		}
		if st.TotalJudgments != 4*n {
			t.Fatalf("Q has %d judgments, want %d: writes were lost", st.TotalJudgments, 4*n)
		}
	}
}

const helperEnv = "CAIRN_JSONFILE_HELPER_PATH"

// TestHelperProcess is run by TestTwoProcesses in a child process.
func TestHelperProcess(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		t.Skip("run by TestTwoProcesses")
	}
	n, _ := strconv.Atoi(os.Getenv(helperEnv + "_N"))
	s := MustOpen(t, path)
	for i := range n {
		mustAdd(t, s, jj(fmt.Sprintf("child-%d", i), "P", judgment.Include, "", t0))
	}
}

// TestTwoProcesses runs a child process adding judgments to the same file
// while this process adds its own: the file lock must keep both.
func TestTwoProcesses(t *testing.T) {
	const n = 25
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), helperEnv+"="+path, helperEnv+"_N="+strconv.Itoa(n))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := MustOpen(t, path)
	for i := range n {
		mustAdd(t, s, jj(fmt.Sprintf("parent-%d", i), "P", judgment.Include, "", t0))
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("child: %v\n%s", err, out.Bytes())
	}
	ids := allIDs(t, s)
	if len(ids) != 2*n {
		t.Fatalf("file holds %d judgments, want %d: writes were lost\n%q", len(ids), 2*n, ids)
	}
}

// TestExternalChange shows that a Store sees a file replaced behind its back.
func TestExternalChange(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	s := MustOpen(t, path)
	mustAdd(t, s, jj("a", "P", judgment.Include, "", t0))
	if _, err := s.Get(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	copyFile(t, filepath.Join("testdata", "upstream_ai_cache.json"), path)
	if _, err := s.Get(ctx, "a"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("Get(a) after the file was replaced=%v, want ENOTFOUND", err)
	}
	if _, err := s.Get(ctx, "gitlab.com/acme/tools!3"); err != nil {
		t.Fatalf("Get of a judgment of the new file: %v", err)
	}
}

func TestCorruptCache(t *testing.T) {
	tests := []struct {
		name    string
		content string
	}{
		{"invalid JSON", `{"cache_version": "1.0", "judgments": {`},
		{"empty file", ``},
		{"array", `[]`},
		{"null", `null`},
		{"judgments not an object", `{"cache_version": "1.0", "judgments": []}`},
		{"judgments null", `{"judgments": null}`},
		{"cache_version not a string", `{"cache_version": 1, "judgments": {}}`},
		{"judgment not an object", `{"judgments": {"a": "INCLUDE"}}`},
		{"bad decision", `{"judgments": {"a": {"change_id": "a", "decision": "MAYBE", "reasoning": "", "product": "P", "timestamp": "2024-11-15T10:30:00Z"}}}`},
		{"missing product", `{"judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "reasoning": "", "timestamp": "2024-11-15T10:30:00Z"}}}`},
		{"bad timestamp", `{"judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "reasoning": "", "product": "P", "timestamp": "soon"}}}`},
		{"key is not the change_id", `{"judgments": {"a": {"change_id": "b", "decision": "INCLUDE", "reasoning": "", "product": "P", "timestamp": "2024-11-15T10:30:00Z"}}}`},
		{"trailing data", `{"judgments": {}} {}`},
		{"invalid UTF-8", "{\"judgments\": {}, \"x\": \"\xff\"}"},
	}
	now := time.Date(2025, 1, 2, 3, 4, 5, 6, time.UTC)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			path := filepath.Join(t.TempDir(), "ai_cache.json")
			if err := os.WriteFile(path, []byte(tt.content), 0o600); err != nil {
				t.Fatal(err)
			}
			var logs bytes.Buffer
			s := jsonfile.New(path)
			s.Logger = slog.New(slog.NewJSONHandler(&logs, nil))
			s.Now = func() time.Time { return now }
			if err := s.Open(); err != nil {
				t.Fatalf("Open of a corrupt cache: %v", err)
			}
			defer s.Close()

			backup := path + ".corrupt-20250102T030405.000000006Z"
			data, err := os.ReadFile(backup)
			if err != nil {
				t.Fatalf("no backup: %v", err)
			}
			if string(data) != tt.content {
				t.Fatalf("backup holds %q, want the corrupt content %q", data, tt.content)
			}
			var rec struct {
				Level, Msg, Backup, Path string
			}
			if err := json.Unmarshal(logs.Bytes(), &rec); err != nil {
				t.Fatalf("want one warning logged, got %q: %v", logs.String(), err)
			}
			if rec.Level != "WARN" || rec.Backup != backup || rec.Path != path {
				t.Fatalf("logged %+v, want a warning naming %s", rec, backup)
			}

			st, err := s.Stats(ctx, "")
			if err != nil || st.TotalJudgments != 0 {
				t.Fatalf("Stats of a corrupt cache=%+v, %v, want empty", st, err)
			}
			if data, _ := os.ReadFile(path); string(data) != tt.content {
				t.Fatalf("reading changed the corrupt file")
			}
			mustAdd(t, s, jj("fresh", "P", judgment.Include, "", t0))
			if got := allIDs(t, MustOpen(t, path)); !slices.Equal(got, []string{"fresh"}) {
				t.Fatalf("after a change the file holds %q, want [fresh]", got)
			}
			matches, _ := filepath.Glob(path + ".corrupt-*")
			if len(matches) != 1 {
				t.Fatalf("backups %q, want exactly one", matches)
			}
		})
	}
}

func TestCorruptBackupNamesDoNotCollide(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ai_cache.json")
	now := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	for i := range 3 {
		if err := os.WriteFile(path, []byte(fmt.Sprintf("corrupt %d", i)), 0o600); err != nil {
			t.Fatal(err)
		}
		s := jsonfile.New(path)
		s.Now = func() time.Time { return now }
		if err := s.Open(); err != nil {
			t.Fatal(err)
		}
		_ = s.Close()
	}
	base := path + ".corrupt-20250102T030405.000000000Z"
	for i, name := range []string{base, base + "-1", base + "-2"} {
		data, err := os.ReadFile(name)
		if err != nil || string(data) != fmt.Sprintf("corrupt %d", i) {
			t.Fatalf("backup %s=%q, %v, want corrupt %d", name, data, err, i)
		}
	}
}

func TestOpenErrors(t *testing.T) {
	err := jsonfile.New("").Open()
	if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "path" {
		t.Fatalf("Open with no path=%v, want EINVALID about path", err)
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	err = jsonfile.New(filepath.Join(file, "ai_cache.json")).Open()
	if err == nil || cairn.ErrorCode(err) != cairn.EINTERNAL {
		t.Fatalf("Open under a regular file=%v, want EINTERNAL", err)
	}
}

func TestClosedStore(t *testing.T) {
	s := jsonfile.New(filepath.Join(t.TempDir(), "ai_cache.json"))
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close=%v, want nil", err)
	}
	if _, err := s.Add(context.Background(), jj("a", "P", judgment.Include, "", t0)); err == nil {
		t.Fatalf("Add on a closed Store succeeded")
	}
}

func TestDefaultPath(t *testing.T) {
	if got, want := jsonfile.DefaultPath("/home/u/.cache"), filepath.Join("/home/u/.cache", "iptax", "ai_cache.json"); got != want {
		t.Fatalf("DefaultPath=%q, want %q", got, want)
	}
}

func TestEachErrorAndReentry(t *testing.T) {
	ctx := context.Background()
	s := MustOpen(t, filepath.Join(t.TempDir(), "ai_cache.json"))
	mustAdd(t, s, jj("a", "P", judgment.Include, "", t0))
	mustAdd(t, s, jj("b", "P", judgment.Include, "", t0))
	// fn may call the Store, even to change it.
	err := s.Each(ctx, "P", func(j *judgment.Judgment) error {
		return s.SetUserDecision(ctx, j.ChangeID, judgment.Exclude, "")
	})
	if err != nil {
		t.Fatal(err)
	}
	st, _ := s.Stats(ctx, "P")
	if st.CorrectedCount != 2 {
		t.Fatalf("corrected=%d, want 2", st.CorrectedCount)
	}
}

// TestLargeFileWarning: opening a file past Store.LargeFile says that
// every change rewrites it and points to the import into a database.
func TestLargeFileWarning(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	s := MustOpen(t, path)
	for i := range 3 {
		mustAdd(t, s, jj(fmt.Sprintf("o/r#%d", i), "P", judgment.Include, "", t0))
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		limit int64
		warns bool
	}{{fi.Size(), true}, {fi.Size() + 1, false}, {-1, false}, {0, false}} {
		var logs bytes.Buffer
		s := jsonfile.New(path)
		s.LargeFile = tc.limit
		s.Logger = slog.New(slog.NewJSONHandler(&logs, nil))
		if err := s.Open(); err != nil {
			t.Fatal(err)
		}
		s.Close()
		got := bytes.Contains(logs.Bytes(), []byte("cairn judgments import")) && bytes.Contains(logs.Bytes(), []byte(`"judgments":3`))
		if got != tc.warns {
			t.Errorf("LargeFile=%d on a %d-byte file: warned=%v, want %v: %s", tc.limit, fi.Size(), got, tc.warns, logs.String())
		}
	}
}
