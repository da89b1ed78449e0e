package console

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// maxBridgeEntries bounds the entries the bridge page lists.
const maxBridgeEntries = 200

// maxResultBytes bounds the cached result a follow-up page shows.
const maxResultBytes = 64 << 10

func (c *Console) registerAnalytics(mux *http.ServeMux) {
	mux.HandleFunc("GET /review", c.page(c.handleReview))
	mux.HandleFunc("GET /followup", c.page(c.handleFollowup))
	mux.HandleFunc("GET /bridge", c.page(c.handleBridge))
}

type reviewData struct {
	Suites   []string
	Suite    string
	Stats    review.Stats
	Override float64 // share of decisions that went against the recommendation
	Chart    *rateChart
	Policy   review.Policy
}

// handleReview shows `cairn review stats`: agreement of people with the
// AI reviewer, per category and over time, calibration and the precision
// of the auto-decisions, for one suite or all.
func (c *Console) handleReview(w http.ResponseWriter, r *http.Request, v *visit) error {
	suite := r.URL.Query().Get("suite")
	if err := cairn.ValidateText("suite", suite); err != nil {
		return err
	}
	m, err := c.Judgments.Manager(v.tenant())
	if err != nil {
		return err
	}
	all, err := review.Decisions(r.Context(), m, "")
	if err != nil {
		return err
	}
	data := reviewData{Suite: suite, Policy: c.ReviewPolicy}
	seen := map[string]bool{}
	var js []*judgment.Judgment
	for _, j := range all {
		if !seen[j.Product] {
			seen[j.Product] = true
			data.Suites = append(data.Suites, j.Product)
		}
		if suite == "" || j.Product == suite {
			js = append(js, j)
		}
	}
	if suite != "" && !seen[suite] {
		return cairn.Errorf(cairn.ENOTFOUND, "no review decisions in suite %q", suite)
	}
	data.Stats = review.ComputeStats(suite, js, c.ReviewPolicy)
	if data.Stats.Decided > 0 {
		data.Override = float64(data.Stats.Decided-data.Stats.Agreed) / float64(data.Stats.Decided)
	}
	data.Chart = overrideChart(js)
	return c.render(w, http.StatusOK, "review.html", c.view(v, "Review analytics", "review", data))
}

type followupData struct {
	Enabled          bool
	Session, Adapter string
	Asked            bool
	Entry            *followup.Entry
	Results          string
	Cut              bool
}

// handleFollowup shows the cached result of a session and adapter.
func (c *Console) handleFollowup(w http.ResponseWriter, r *http.Request, v *visit) error {
	q := r.URL.Query()
	data := followupData{Enabled: c.Followups != nil, Session: q.Get("session"), Adapter: q.Get("adapter")}
	if err := cairn.ValidateText("session", data.Session, "adapter", data.Adapter); err != nil {
		return err
	}
	data.Asked = data.Session != "" || data.Adapter != ""
	if data.Asked && data.Enabled {
		if strings.TrimSpace(data.Session) == "" {
			return cairn.Invalid("session", "required: the session whose cached result to show")
		}
		if strings.TrimSpace(data.Adapter) == "" {
			return cairn.Invalid("adapter", "required: the adapter name the result was stored under")
		}
		fc, err := c.Followups.Cache(v.tenant())
		if err != nil {
			return err
		}
		e, err := fc.Show(r.Context(), data.Session, data.Adapter)
		switch {
		case cairn.ErrorCode(err) == cairn.ENOTFOUND:
		case err != nil:
			return err
		default:
			data.Entry = &e
			data.Results, data.Cut = prettyJSON(e.Results)
		}
	}
	return c.render(w, http.StatusOK, "followup.html", c.view(v, "Follow-up cache", "followup", data))
}

// prettyJSON indents raw for reading, cut at maxResultBytes.
func prettyJSON(raw json.RawMessage) (string, bool) {
	var buf bytes.Buffer
	if err := json.Indent(&buf, raw, "", "  "); err != nil {
		buf.Reset()
		buf.Write(raw)
	}
	s := buf.String()
	if len(s) > maxResultBytes {
		return strings.ToValidUTF8(s[:maxResultBytes], ""), true
	}
	return s, false
}

type bridgeData struct {
	Enabled bool
	Session string
	Count   int // entries of the tenant
	Stats   *bridge.Stats
	Entries []bridgeEntry
	More    bool
}

type bridgeEntry struct {
	*bridge.Entry
	Age float64 // minutes
}

// handleBridge shows the context bridge: the tenant's entry count, and a
// session's statistics and stored entries (as stored, before decay).
func (c *Console) handleBridge(w http.ResponseWriter, r *http.Request, v *visit) error {
	data := bridgeData{Enabled: c.Bridge != nil, Session: r.URL.Query().Get("session")}
	if err := cairn.ValidateText("session", data.Session); err != nil {
		return err
	}
	if !data.Enabled {
		return c.render(w, http.StatusOK, "bridge.html", c.view(v, "Context bridge", "bridge", data))
	}
	b, err := c.Bridge.Bridge(v.tenant())
	if err != nil {
		return err
	}
	if data.Count, err = b.Count(r.Context()); err != nil {
		return err
	}
	if strings.TrimSpace(data.Session) != "" {
		if data.Stats, err = b.SessionStats(r.Context(), data.Session); err != nil {
			return err
		}
		es, err := c.Bridge.Stores(v.tenant()).List(r.Context(), bridge.ListOptions{SessionID: data.Session, Limit: maxBridgeEntries + 1})
		if err != nil {
			return err
		}
		if len(es) > maxBridgeEntries {
			es, data.More = es[:maxBridgeEntries], true
		}
		now := c.Now.NowUTC()
		for _, e := range es {
			data.Entries = append(data.Entries, bridgeEntry{Entry: e, Age: e.AgeMinutes(now)})
		}
	}
	return c.render(w, http.StatusOK, "bridge.html", c.view(v, "Context bridge", "bridge", data))
}
