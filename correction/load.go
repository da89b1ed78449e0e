package correction

import (
	"context"

	"github.com/cairnhq/cairn/vector"
)

// IndexRecord is what Memory needs of a stored correction to index it: its
// id, embedding blob and confidence, and for a literal correction (the
// only kind the offline rules use) its two outputs.
type IndexRecord struct {
	ID             string
	Embedding      []byte // vector.Encode blob, nil when there is none; valid only during the call
	EmbeddingModel string
	Confidence     float64
	Literal        bool
	// OriginalOutput and CorrectedOutput are set when Literal is.
	OriginalOutput, CorrectedOutput string
}

// IndexLoader is implemented by stores that can stream IndexRecords
// without reading whole corrections. Memory uses it, when its Store has it,
// to open a tenant: reading a million records this way takes seconds, where
// Each decodes every column of every row.
type IndexLoader interface {
	// EachIndexRecord calls fn for every correction in insertion order,
	// stopping at fn's first error and returning it. The record and its
	// blob may be reused after fn returns.
	EachIndexRecord(ctx context.Context, fn func(*IndexRecord) error) error

	// CountIndexRecords returns about how many records EachIndexRecord
	// would stream now, to size the index before loading it.
	CountIndexRecords(ctx context.Context) (int, error)
}

// eachRecord streams the index records of the store: through IndexLoader
// when the store has it, from Each otherwise.
func (m *Memory) eachRecord(ctx context.Context, fn func(*IndexRecord) error) error {
	if l, ok := m.Store.(IndexLoader); ok {
		return l.EachIndexRecord(ctx, fn)
	}
	var r IndexRecord
	return m.Store.Each(ctx, func(c *Correction) error {
		r = IndexRecord{ID: c.ID, Embedding: vector.Encode(c.Embedding), EmbeddingModel: c.EmbeddingModel,
			Confidence: c.Confidence, Literal: c.Literal}
		if c.Literal {
			r.OriginalOutput, r.CorrectedOutput = c.OriginalOutput, c.CorrectedOutput
		}
		return fn(&r)
	})
}

// loadBatch is the number of vectors Refresh adds to the index at a time.
const loadBatch = 1024

// batchAdder adds blobs to an index in batches (vector.Index.AddEncoded)
// on a goroutine of its own, so that reading the store and filling the
// index overlap.
type batchAdder struct {
	ix   *vector.Index
	cur  *blobBatch
	todo chan *blobBatch
	free chan *blobBatch
	done chan struct{}
	bad  []string // ids whose blob the index refused; read after close
}

type blobBatch struct {
	ids   []string
	blobs [][]byte
	buf   []byte
}

func newBatchAdder(ix *vector.Index) *batchAdder {
	const batches = 3
	a := &batchAdder{ix: ix, todo: make(chan *blobBatch, batches), free: make(chan *blobBatch, batches), done: make(chan struct{})}
	for range batches {
		a.free <- &blobBatch{}
	}
	a.cur = <-a.free
	go a.run()
	return a
}

// add queues blob (copied) under id.
func (a *batchAdder) add(id string, blob []byte) {
	b := a.cur
	start := len(b.buf)
	b.buf = append(b.buf, blob...)
	b.ids = append(b.ids, id)
	b.blobs = append(b.blobs, b.buf[start:len(b.buf):len(b.buf)])
	if len(b.ids) == loadBatch {
		a.todo <- b
		a.cur = <-a.free
	}
}

func (a *batchAdder) run() {
	defer close(a.done)
	for b := range a.todo {
		if err := a.ix.AddEncoded(b.ids, b.blobs); err != nil {
			// Rare: add one at a time to find the refused ones.
			for i, id := range b.ids {
				if a.ix.AddEncoded(b.ids[i:i+1], b.blobs[i:i+1]) != nil {
					a.bad = append(a.bad, id)
				}
			}
		}
		clear(b.ids)
		b.ids, b.blobs, b.buf = b.ids[:0], b.blobs[:0], b.buf[:0]
		a.free <- b
	}
}

// close adds what is queued and returns the ids whose blob was refused.
func (a *batchAdder) close() []string {
	if len(a.cur.ids) > 0 {
		a.todo <- a.cur
	}
	close(a.todo)
	<-a.done
	return a.bad
}
