package followup

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup/internal/feature"
)

// DefaultOpTimeout bounds each store call of a decision, so that a hung
// cache store delays a request by at most this much before it executes.
const DefaultOpTimeout = 500 * time.Millisecond

// Options are a request's cache flags (the seed's request metadata).
type Options struct {
	BypassCache  bool `json:"bypass_cache"`
	ForceRefresh bool `json:"force_refresh"`
}

// Result is what executing a query produced.
type Result struct {
	SQL      string          `json:"sql,omitempty"`
	Rows     json.RawMessage `json:"results"`
	Columns  []string        `json:"result_columns,omitempty"`
	Metadata *Metadata       `json:"result_metadata,omitempty"`
}

// Decision is what Decide concluded, with the seed's response metadata as
// its JSON form.
type Decision struct {
	// Outcome is one of the Outcome* constants.
	Outcome string `json:"outcome"`
	// CacheHit: the cached result answers the query; Entry holds it.
	CacheHit bool `json:"cache_hit"`
	// FollowUp: the confidence (with hysteresis) judged the query a
	// follow-up, whether or not the cache could answer it.
	FollowUp bool `json:"is_followup"`
	// QuerySimilarity is the cosine similarity to the cached query;
	// HistorySimilarity the maximum over the rolling follow-up history.
	QuerySimilarity   *float64 `json:"query_similarity,omitempty"`
	HistorySimilarity *float64 `json:"history_similarity,omitempty"`
	// ClassifierProbability is the classifier's FOLLOW_UP probability.
	ClassifierProbability *float64 `json:"classifier_probability,omitempty"`
	CachedQuery           string   `json:"cached_query,omitempty"`
	// FollowupConfidence blends the similarities and the classifier.
	FollowupConfidence *float64 `json:"followup_confidence,omitempty"`
	// Thresholds in force (lowered while the embedder is unavailable).
	Thresholds *Thresholds `json:"thresholds,omitempty"`
	// CacheRefresh: a cached result was cleared to execute fresh;
	// RefreshReason is "explicit" or "keywords_detected", RefreshKeyword
	// the keyword found.
	CacheRefresh   bool   `json:"cache_refresh"`
	RefreshReason  string `json:"refresh_reason,omitempty"`
	RefreshKeyword string `json:"refresh_keyword,omitempty"`
	// Computable: not judged a follow-up by its confidence, but everything
	// the query names is in the cached result (its columns or row values)
	// and the result is not cut down by a limit or a filter the query does
	// not repeat, so the cache may answer it.
	Computable bool `json:"computable_from_cache,omitempty"`
	// ApplicabilityReason explains why the cache was or was not used.
	ApplicabilityReason string `json:"cache_applicability_reason,omitempty"`
	// EmbeddingUnavailable: the confidence came from the classifier alone.
	EmbeddingUnavailable bool `json:"embedding_unavailable,omitempty"`
	// Entry is the cached entry on a hit.
	Entry *Entry `json:"-"`

	vec   []float32 // the query's embedding, reused by Store
	model string
	carry *Entry // history to carry over when storing after a refresh
	rerun bool   // the refresh asks the carried query again: store under it
}

// StoreResult is what Store did.
type StoreResult struct {
	Outcome string `json:"outcome"`
	Bytes   int    `json:"bytes"`
	// Reason says why nothing was stored, e.g. the result was too large.
	Reason string `json:"reason,omitempty"`
}

// Request is one query through Do.
type Request struct {
	Session string
	Adapter string
	Query   string
	Options
}

// Response is what Do returns: the result (cached or fresh), the decision,
// and what storing the fresh result did (nil on a hit).
type Response struct {
	Result   Result       `json:"result"`
	Decision Decision     `json:"decision"`
	Stored   *StoreResult `json:"stored,omitempty"`
}

// Cache decides, for one tenant, whether queries are follow-ups answered
// from its Store. Create it with Service.Tenant or set the fields; the
// zero Config is not valid, start from DefaultConfig.
type Cache struct {
	Store Store
	// Embedder embeds queries; nil or failing means the classifier alone
	// decides, with lowered thresholds.
	Embedder cairn.Embedder
	Config   Config
	Observer Observer
	Logger   *slog.Logger
	Now      cairn.Clock
	// OpTimeout bounds each store call (DefaultOpTimeout).
	OpTimeout time.Duration

	once    sync.Once
	refresh refreshMatcher // from Config.RefreshKeywords at first use
}

func (c *Cache) logger() *slog.Logger {
	if c.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Logger
}

func (c *Cache) opCtx(ctx context.Context) (context.Context, context.CancelFunc) {
	d := c.OpTimeout
	if d <= 0 {
		d = DefaultOpTimeout
	}
	return context.WithTimeout(ctx, d)
}

// validate checks the request fields users send.
func validate(session, adapter, query string) error {
	if err := ValidateKey(session, adapter); err != nil {
		return err
	}
	if strings.TrimSpace(query) == "" {
		return cairn.Invalid("query", "must not be empty")
	}
	if len(query) > MaxQueryBytes {
		return cairn.TooLarge("query", "must be at most 16 KiB, got %d bytes", len(query))
	}
	return nil
}

// Decide checks the cache of session and adapter for query (the seed's
// check_and_retrieve_cache). It returns EINVALID for a bad session,
// adapter or query, and ctx's error when ctx ends; a failing store or
// embedder never fails it: the decision then says to execute.
func (c *Cache) Decide(ctx context.Context, session, adapter, query string, opts Options) (Decision, error) {
	start := time.Now()
	d, err := c.decide(ctx, session, adapter, query, opts)
	if err == nil && c.Observer != nil {
		c.Observer.Decided(d.Outcome, time.Since(start))
	}
	return d, err
}

func (c *Cache) decide(ctx context.Context, session, adapter, query string, opts Options) (Decision, error) {
	if err := validate(session, adapter, query); err != nil {
		return Decision{}, err
	}
	if !c.Config.Enabled || c.Store == nil {
		return Decision{Outcome: OutcomeDisabled, ApplicabilityReason: "caching is disabled"}, nil
	}
	log := c.logger()
	octx, cancel := c.opCtx(ctx)
	e, ok, err := c.Store.Get(octx, session, adapter)
	cancel()
	if err != nil {
		if ctx.Err() != nil {
			return Decision{}, ctx.Err()
		}
		log.Warn("followup: cache store unavailable, executing", "op", "get", "adapter", adapter, "err", err)
		d := Decision{Outcome: OutcomeUnavailable, ApplicabilityReason: "cache store unavailable: " + cairn.ErrorMessage(err)}
		d.vec, d.model = c.embed(ctx, query)
		return d, nil
	}
	vec, model := c.embed(ctx, query)
	if !ok {
		// No cache: execute and cache. bypass_cache has nothing to bypass.
		return Decision{Outcome: OutcomeMiss, ApplicabilityReason: "no cached result for this session and adapter", vec: vec, model: model}, nil
	}
	if vec != nil && (e.EmbeddingModel != model || len(e.QueryEmbedding) != len(vec)) {
		// Stored while the embedder was down, or by another model: embed
		// the stored texts again instead of mixing models.
		c.reembed(ctx, &e, model)
	}
	if e.Coverage == nil {
		// Stored before coverage existed: derive it once; a hit stores it.
		e.Coverage = NewCoverage(e.SQL, e.Results, e.ResultMetadata)
	}
	d := c.score(e, query, vec, model)
	d.vec, d.model, d.CachedQuery = vec, model, e.Query
	if opts.BypassCache || opts.ForceRefresh {
		d.Outcome, d.CacheRefresh, d.RefreshReason = OutcomeBypass, true, "explicit"
		d.ApplicabilityReason = "explicit bypass: executing fresh"
		d.carry = &e
		c.del(ctx, session, adapter)
		return d, nil
	}
	kw := c.refreshKeyword(query)
	c.classify(&d, query, e, kw)
	if !d.FollowUp && !d.Computable {
		d.Outcome = OutcomeMiss
		if d.ApplicabilityReason == "" {
			d.ApplicabilityReason = fmt.Sprintf("new query: follow-up confidence %.3f below the threshold", *d.FollowupConfidence)
		}
		c.del(ctx, session, adapter)
		return d, nil
	}
	if kw != "" {
		refreshDecision(&d, e, query, kw)
		c.del(ctx, session, adapter)
		return d, nil
	}
	return c.answerFromCache(ctx, d, e, session, adapter, query, vec, model), nil
}

// refreshKeyword returns the refresh request query makes ("rerun",
// "latest"), or "".
func (c *Cache) refreshKeyword(query string) string {
	kw := c.matcher().find(query)
	if kw == "" {
		kw = RefreshPhrase(query)
	}
	return kw
}

// classify weighs whether query follows up on the cached entry e beyond
// the scored confidence: the same question asked again, a refresh request
// (kw) about the cached result, or, without a refresh request, a question
// computable from the cached result.
func (c *Cache) classify(d *Decision, query string, e Entry, kw string) {
	switch {
	case d.FollowUp:
	case sameQuestion(query, e):
		// Asked again: the cached result answers exactly this question.
		d.FollowUp, d.ApplicabilityReason = true, ""
	case kw != "" && aboutCached(query, e):
		// "rerun that", "the latest Q4 sales" after "Q4 sales": a request
		// to refresh the cached result, whatever the confidence.
		d.FollowUp, d.ApplicabilityReason = true, ""
	case kw == "" && c.Config.EnforceSchemaCheck && computable(query, e):
		// Not a follow-up by its wording, but everything it names is in
		// the cached result: answer it from there if the checks below
		// agree.
		d.Computable = true
	}
}

// refreshDecision makes d, a follow-up with the refresh request kw, a
// refresh: execute fresh, carrying e's history.
func refreshDecision(d *Decision, e Entry, query, kw string) {
	d.Outcome, d.CacheRefresh, d.RefreshReason, d.RefreshKeyword = OutcomeRefresh, true, "keywords_detected", kw
	d.ApplicabilityReason = fmt.Sprintf("refresh request %q in a follow-up: executing fresh", kw)
	d.carry = &e
	if onlyRefresh(query) {
		// "rerun that": the fresh result answers the cached question.
		d.ApplicabilityReason = fmt.Sprintf("refresh request %q about the cached result of %q: executing it fresh", kw, e.Query)
		d.rerun = true
	}
}

// answerFromCache completes d, a follow-up (or a computable question)
// without a refresh request: the applicability checks decide between a
// hit, which extends e's history, and executing (a miss or inapplicable).
func (c *Cache) answerFromCache(ctx context.Context, d Decision, e Entry, session, adapter, query string, vec []float32, model string) Decision {
	log := c.logger()
	app := c.Config.CheckApplicability(e, query, c.Now.NowUTC())
	d.ApplicabilityReason = app.Reason
	if d.Computable && !d.FollowUp {
		if !app.OK {
			// Not a follow-up, and not computable after all: a new query.
			d.Outcome = OutcomeMiss
			d.ApplicabilityReason = fmt.Sprintf("new query: follow-up confidence %.3f below the threshold, and %s", *d.FollowupConfidence, app.Reason)
			c.del(ctx, session, adapter)
			return d
		}
		d.ApplicabilityReason = fmt.Sprintf("computable from the cached result (follow-up confidence %.3f): %s", *d.FollowupConfidence, app.Reason)
	}
	if !app.OK {
		d.Outcome = OutcomeInapplicable
		d.carry = &e // still the same conversation: keep its history
		if c.Config.Verbose {
			log.Info("followup: cached result not applicable", "adapter", adapter, "reason", app.Reason)
		}
		c.del(ctx, session, adapter)
		return d
	}
	// A follow-up the cache answers: extend the history, reset the TTL.
	read := e
	c.extend(&e, query, vec, model)
	c.keepHistory(ctx, session, adapter, read, e, query, vec, model)
	d.Outcome, d.CacheHit, d.Entry = OutcomeHit, true, &e
	if c.Config.Verbose {
		log.Info("followup: cache hit", "adapter", adapter, "confidence", *d.FollowupConfidence)
	}
	return d
}

// MaxSwaps bounds how often a decision reads its entry again to append
// its query when other decisions on the session keep changing it.
const MaxSwaps = 64

// extend appends query (and its vector, when of the entry's model) to e's
// history and marks the session as in a follow-up.
func (c *Cache) extend(e *Entry, query string, vec []float32, model string) {
	e.FollowUp = true
	if vec != nil && model == e.EmbeddingModel {
		e.RecentFollowupEmbeddings = lastN(append(e.RecentFollowupEmbeddings[:len(e.RecentFollowupEmbeddings):len(e.RecentFollowupEmbeddings)], vec), c.Config.HistorySize)
	}
	e.RecentFollowups = lastN(append(e.RecentFollowups[:len(e.RecentFollowups):len(e.RecentFollowups)], query), c.Config.HistorySize)
}

// keepHistory writes next, the entry read extended with query, back to the
// store. On a Swapper it replaces the entry only if it is still the one
// read; when another decision changed it meanwhile, it reads it again and
// appends to that, so that no decision's append is lost. It gives up when
// the cached result itself was replaced or removed: its history is no
// longer this conversation's.
func (c *Cache) keepHistory(ctx context.Context, session, adapter string, read, next Entry, query string, vec []float32, model string) {
	log := c.logger()
	sw, ok := c.Store.(Swapper)
	if !ok {
		octx, cancel := c.opCtx(ctx)
		err := c.Store.Put(octx, session, adapter, next, c.Config.TTL)
		cancel()
		if err != nil && ctx.Err() == nil {
			log.Warn("followup: cache store unavailable, answered from the cache read", "op", "put", "adapter", adapter, "err", err)
		}
		return
	}
	for range MaxSwaps {
		octx, cancel := c.opCtx(ctx)
		swapped, err := sw.Swap(octx, session, adapter, read.Version, next, c.Config.TTL)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				log.Warn("followup: cache store unavailable, answered from the cache read", "op", "put", "adapter", adapter, "err", err)
			}
			return
		}
		if swapped {
			return
		}
		octx, cancel = c.opCtx(ctx)
		cur, ok, err := c.Store.Get(octx, session, adapter)
		cancel()
		if err != nil || !ok || cur.Query != read.Query || !cur.Timestamp.Equal(read.Timestamp) {
			return
		}
		read, next = cur, cur
		c.extend(&next, query, vec, model)
	}
	log.Warn("followup: history not extended: the entry kept changing", "adapter", adapter, "attempts", MaxSwaps)
}

// sameQuestion reports whether query is the cached query or one of its
// follow-ups again, ignoring case and punctuation.
func sameQuestion(query string, e Entry) bool {
	q := strings.Join(feature.Words(query), " ")
	for _, h := range append([]string{e.Query}, e.RecentFollowups...) {
		if strings.Join(feature.Words(h), " ") == q {
			return true
		}
	}
	return false
}

func lastN[T any](s []T, n int) []T {
	if len(s) > n {
		return append([]T(nil), s[len(s)-n:]...)
	}
	return s
}

func (c *Cache) matcher() refreshMatcher {
	c.once.Do(func() {
		if c.refresh.re == nil {
			c.refresh = newRefreshMatcher(c.Config.RefreshKeywords)
		}
	})
	return c.refresh
}

func (c *Cache) del(ctx context.Context, session, adapter string) {
	octx, cancel := c.opCtx(ctx)
	defer cancel()
	if err := c.Store.Delete(octx, session, adapter); err != nil && ctx.Err() == nil {
		c.logger().Warn("followup: cache store unavailable", "op", "delete", "adapter", adapter, "err", err)
	}
}

// embedder returns the embedder the similarity features are read with.
// The blend's weights are fitted on one embedder's similarities
// (FittedEmbedder): a local embedder of another model is replaced by the
// fitted one, which is local too, so that the weights keep their
// calibration. A remote embedder is used as configured.
func (c *Cache) embedder() cairn.Embedder {
	e := c.Embedder
	if e == nil || !strings.HasPrefix(e.Model(), "local-") || e.Model() == fittedEmbedder {
		return e
	}
	if f := fitted(); f != nil {
		return f
	}
	return e
}

var (
	fittedOnce sync.Once
	fittedEmb  cairn.Embedder
)

// fitted returns the embedder the blends were fitted on, when it is the
// local hashing embedder (see SetFittedEmbedder).
func fitted() cairn.Embedder {
	fittedOnce.Do(func() {
		if newFitted != nil {
			fittedEmb = newFitted()
		}
	})
	return fittedEmb
}

// newFitted builds the embedder the blends were fitted on; set by
// SetFittedEmbedder (package embed cannot be imported here without making
// every user of followup load its data).
var newFitted func() cairn.Embedder

// SetFittedEmbedder tells the package how to build the embedder its blends
// were fitted on (FittedEmbedder), used in place of another local
// embedder. The server's wiring calls it with the local hashing embedder.
func SetFittedEmbedder(f func() cairn.Embedder) { newFitted = f }

// embed returns the query's vector, or nil when there is no embedder or it
// fails.
func (c *Cache) embed(ctx context.Context, query string) ([]float32, string) {
	e := c.embedder()
	if e == nil {
		return nil, ""
	}
	vs, err := e.Embed(ctx, []string{query})
	if err != nil || len(vs) != 1 {
		c.logger().Warn("followup: embedder unavailable, classifier alone decides", "err", err)
		return nil, ""
	}
	return vs[0], e.Model()
}

// reembed replaces e's vectors by embeddings of its texts with the current
// embedder; on failure e is left as it was.
func (c *Cache) reembed(ctx context.Context, e *Entry, model string) {
	texts := append([]string{e.Query}, e.RecentFollowups...)
	vs, err := c.embedder().Embed(ctx, texts)
	if err != nil || len(vs) != len(texts) {
		return
	}
	e.QueryEmbedding, e.EmbeddingModel = vs[0], model
	e.RecentFollowupEmbeddings = vs[1:]
}

// score computes the follow-up confidence of query against e and applies
// the thresholds with hysteresis.
func (c *Cache) score(e Entry, query string, vec []float32, model string) Decision {
	var d Decision
	th := c.Config.ThresholdsFor(e.Adapter)
	history := append([]string{e.Query}, e.RecentFollowups...)
	p := 0.5
	if c.Config.ClassifierEnabled {
		p = ClassifyText(query, history, e.ResultColumns)
		d.ClassifierProbability = ptr(p)
	}
	// The opener score is read by the blends of tabular sessions only.
	opener := func() float64 {
		if len(e.ResultColumns) == 0 {
			return 0
		}
		return OpenerScore(query, history[len(history)-1], e.SQL)
	}
	var conf float64
	if vec != nil && model == e.EmbeddingModel && len(e.QueryEmbedding) == len(vec) {
		simO := cosine(vec, e.QueryEmbedding)
		simH := simO
		for _, h := range e.RecentFollowupEmbeddings {
			if len(h) == len(vec) {
				simH = math.Max(simH, cosine(vec, h))
			}
		}
		if len(e.RecentFollowupEmbeddings) > 0 {
			d.HistorySimilarity = ptr(simH)
		}
		d.QuerySimilarity = ptr(simO)
		conf = Blend(simO, simH, p, opener(), c.Config.ClassifierEnabled, len(e.ResultColumns) > 0)
	} else {
		// Embedder down or changed: the classifier over the stored text
		// history, with lowered thresholds.
		d.EmbeddingUnavailable = true
		th = Thresholds{High: math.Max(0, th.High-c.Config.OutageDrop), Low: math.Max(0, th.Low-c.Config.OutageDrop)}
		if c.Config.ClassifierEnabled {
			conf = OutageConfidence(p, opener(), len(e.ResultColumns) > 0)
		}
	}
	d.FollowupConfidence, d.Thresholds = ptr(conf), &th
	switch {
	case conf >= th.High:
		d.FollowUp = true
	case conf <= th.Low:
		d.FollowUp = false
	default:
		d.FollowUp = e.FollowUp // hysteresis: keep the session's state
	}
	if d.FollowUp && c.Config.ClassifierEnabled && 1-p >= c.Config.MinProbability && (d.QuerySimilarity == nil || math.Max(*d.QuerySimilarity, simOr(d.HistorySimilarity)) < th.High) {
		// Classifier disagreement: similar wording, but the classifier is
		// confident this is a new question, and the similarity alone does
		// not reach the high threshold (a question asked again does).
		d.FollowUp = false
		d.ApplicabilityReason = fmt.Sprintf("new query: the classifier says NEW_QUERY with probability %.3f despite follow-up confidence %.3f", 1-p, conf)
	}
	return d
}

func ptr(f float64) *float64 { return &f }

func simOr(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}

func cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		x, y := float64(a[i]), float64(b[i])
		dot += x * y
		na += x * x
		nb += y * y
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

// Save caches res as the result of query in session and adapter (the
// seed's store_intent_results), after a decision d that was not a hit (nil
// when there was none). Results larger than Config.MaxResultBytes are not
// cached: logged, and said in the result. It returns EINVALID for bad
// input; a failing store never fails it.
func (c *Cache) Save(ctx context.Context, session, adapter, query string, res Result, d *Decision) (StoreResult, error) {
	if err := validate(session, adapter, query); err != nil {
		return StoreResult{}, err
	}
	if len(res.Rows) == 0 {
		return StoreResult{}, cairn.Invalid("results", "must be present (JSON)")
	}
	if !json.Valid(res.Rows) {
		return StoreResult{}, cairn.Invalid("results", "must be valid JSON")
	}
	r := c.store(ctx, session, adapter, query, res, d)
	if c.Observer != nil {
		c.Observer.Stored(r.Outcome, r.Bytes)
	}
	return r, nil
}

func (c *Cache) store(ctx context.Context, session, adapter, query string, res Result, d *Decision) StoreResult {
	if !c.Config.Enabled || c.Store == nil {
		return StoreResult{Outcome: StoreDisabled, Reason: "caching is disabled"}
	}
	n := len(res.Rows)
	if int64(n) > c.Config.MaxResultBytes {
		c.logger().Warn("followup: result too large to cache", "adapter", adapter, "bytes", n, "max_bytes", c.Config.MaxResultBytes)
		c.del(ctx, session, adapter)
		return StoreResult{Outcome: StoreTooLarge, Bytes: n, Reason: fmt.Sprintf("result of %d bytes exceeds max_result_size_mb (%d bytes): not cached", n, c.Config.MaxResultBytes)}
	}
	if len(res.SQL) > MaxSQLBytes {
		c.del(ctx, session, adapter)
		return StoreResult{Outcome: StoreTooLarge, Bytes: n, Reason: fmt.Sprintf("sql_executed of %d bytes exceeds %d bytes: not cached", len(res.SQL), MaxSQLBytes)}
	}
	asked := query
	if d != nil && d.rerun && d.carry != nil {
		// "rerun that": the result answers the question asked before.
		asked = d.carry.Query
	}
	e := Entry{
		Query: asked, SQL: res.SQL, Results: res.Rows, ResultColumns: res.Columns,
		Timestamp: c.Now.NowUTC(), Adapter: adapter,
	}
	if res.Metadata != nil {
		e.ResultMetadata = *res.Metadata
	}
	now := c.Now.NowUTC()
	if e.ResultMetadata.TimeRange == nil {
		if tr, ok := ImpliedTimeRange(asked, now); ok {
			e.ResultMetadata.TimeRange = &tr
		}
	}
	if e.ResultMetadata.Granularity == "" {
		e.ResultMetadata.Granularity = ImpliedGranularity(asked)
	}
	if e.ResultMetadata.RowCount == 0 {
		e.ResultMetadata.RowCount = rowCount(res.Rows)
	}
	e.Coverage = NewCoverage(res.SQL, res.Rows, e.ResultMetadata)
	switch {
	case asked != query && d.carry.QueryEmbedding != nil:
		e.QueryEmbedding, e.EmbeddingModel = d.carry.QueryEmbedding, d.carry.EmbeddingModel
	case asked == query && d != nil && d.vec != nil:
		e.QueryEmbedding, e.EmbeddingModel = d.vec, d.model
	default:
		e.QueryEmbedding, e.EmbeddingModel = c.embed(ctx, asked)
	}
	if d != nil && d.carry != nil {
		// A refresh continues the conversation: keep its history and state.
		e.FollowUp = true
		e.RecentFollowups = d.carry.RecentFollowups
		if d.carry.EmbeddingModel == e.EmbeddingModel {
			e.RecentFollowupEmbeddings = d.carry.RecentFollowupEmbeddings
		}
	}
	octx, cancel := c.opCtx(ctx)
	defer cancel()
	if err := c.Store.Put(octx, session, adapter, e, c.Config.TTL); err != nil {
		if ctx.Err() == nil {
			c.logger().Warn("followup: cache store unavailable, result not cached", "op", "put", "adapter", adapter, "err", err)
		}
		return StoreResult{Outcome: StoreUnavailable, Bytes: n, Reason: "cache store unavailable: " + cairn.ErrorMessage(err)}
	}
	return StoreResult{Outcome: StoreStored, Bytes: n}
}

// rowCount is the number of elements of rows when it is a JSON array, else 0.
func rowCount(rows json.RawMessage) int {
	dec := json.NewDecoder(bytes.NewReader(rows))
	if t, err := dec.Token(); err != nil || t != json.Delim('[') {
		return 0
	}
	n := 0
	for dec.More() {
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return 0
		}
		n++
	}
	return n
}

// Do answers req: from the cache when Decide finds a follow-up it can
// answer, otherwise by calling execute and caching its result. Only bad
// input and execute's own error are returned.
func (c *Cache) Do(ctx context.Context, req Request, execute func(ctx context.Context) (Result, error)) (Response, error) {
	d, err := c.Decide(ctx, req.Session, req.Adapter, req.Query, req.Options)
	if err != nil {
		return Response{}, err
	}
	if d.CacheHit {
		e := d.Entry
		md := e.ResultMetadata
		return Response{Decision: d, Result: Result{SQL: e.SQL, Rows: e.Results, Columns: e.ResultColumns, Metadata: &md}}, nil
	}
	res, err := execute(ctx)
	if err != nil {
		return Response{Decision: d}, err
	}
	sr, err := c.Save(ctx, req.Session, req.Adapter, req.Query, res, &d)
	if err != nil {
		return Response{Decision: d, Result: res}, err
	}
	return Response{Decision: d, Result: res, Stored: &sr}, nil
}

// Show returns the cached entry of session and adapter. Returns ENOTFOUND
// when there is none, EUNAVAILABLE when the store fails.
func (c *Cache) Show(ctx context.Context, session, adapter string) (Entry, error) {
	if err := ValidateKey(session, adapter); err != nil {
		return Entry{}, err
	}
	e, ok, err := c.Store.Get(ctx, session, adapter)
	if err != nil {
		return Entry{}, err
	}
	if !ok {
		return Entry{}, cairn.NotFound("cached result", Key(session, adapter))
	}
	return e, nil
}

// Clear removes the cached entry of session and adapter (the seed's
// clear_cache). Returns EUNAVAILABLE when the store fails.
func (c *Cache) Clear(ctx context.Context, session, adapter string) error {
	if err := ValidateKey(session, adapter); err != nil {
		return err
	}
	return c.Store.Delete(ctx, session, adapter)
}
