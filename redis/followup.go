package redis

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// Followups returns the follow-up result cache of tenant. Entries live
// under {Prefix}{tenant}:intent_result:{session}:{adapter}, as
// DEFLATE-compressed JSON beside raw float32 vectors, after a random
// version written with each change; a read is one GET and a write one SET
// with the TTL (or one DEL), so each step of a decision is one round trip.
// Swap, the write of a decision that extends the history, is one script
// that compares the version and sets the value atomically in Redis.
func (db *DB) Followups(tenant string) *FollowupStore {
	return &FollowupStore{db: db, prefix: db.Prefix + tenant + ":"}
}

// FollowupStore is a followup.Store for one tenant.
type FollowupStore struct {
	db     *DB
	prefix string
}

var _ followup.Swapper = (*FollowupStore)(nil)

// Key returns the Redis key of session and adapter.
func (s *FollowupStore) Key(session, adapter string) string {
	return s.prefix + followup.Key(session, adapter)
}

// Get implements followup.Store.
func (s *FollowupStore) Get(ctx context.Context, session, adapter string) (followup.Entry, bool, error) {
	b, err := s.db.client.Get(ctx, s.Key(session, adapter)).Bytes()
	if errors.Is(err, goredis.Nil) {
		return followup.Entry{}, false, nil
	} else if err != nil {
		return followup.Entry{}, false, translate("get followup", err)
	}
	e, err := decodeEntry(b)
	if err != nil {
		// A value cairn did not write, or of another version: no cache.
		return followup.Entry{}, false, nil
	}
	e.Version = string(b[:versionLen])
	return e, true, nil
}

// Put implements followup.Store.
func (s *FollowupStore) Put(ctx context.Context, session, adapter string, e followup.Entry, ttl time.Duration) error {
	if err := followup.ValidateKey(session, adapter); err != nil {
		return err
	}
	if ttl <= 0 {
		return cairn.Invalid("ttl_seconds", "must be positive, got %v", ttl)
	}
	b, err := encodeEntry(e)
	if err != nil {
		return cairn.Internal(err)
	}
	return translate("set followup", s.db.client.Set(ctx, s.Key(session, adapter), b, ttl).Err())
}

// redisVersion reports whether v is the Version of an entry read from
// Redis.
func redisVersion(v string) bool { return len(v) == versionLen && v[0] == entryVersion }

// swapScript sets KEYS[1] to ARGV[2] with a TTL of ARGV[3] ms if the value
// there starts with ARGV[1] (the version read), and returns 1 if it did.
// A missing key reads as "", which no version is.
var swapScript = goredis.NewScript(`
if redis.call('GETRANGE', KEYS[1], 0, ` + strconv.Itoa(versionLen-1) + `) ~= ARGV[1] then
	return 0
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
`)

// Swap implements followup.Swapper: one round trip (EVALSHA, or EVAL the
// first time a Redis sees the script).
func (s *FollowupStore) Swap(ctx context.Context, session, adapter, old string, e followup.Entry, ttl time.Duration) (bool, error) {
	if err := followup.ValidateKey(session, adapter); err != nil {
		return false, err
	}
	if ttl <= 0 {
		return false, cairn.Invalid("ttl_seconds", "must be positive, got %v", ttl)
	}
	if !redisVersion(old) {
		return false, nil // not read from Redis
	}
	b, err := encodeEntry(e)
	if err != nil {
		return false, cairn.Internal(err)
	}
	n, err := swapScript.Run(ctx, s.db.client, []string{s.Key(session, adapter)}, old, b, max(ttl.Milliseconds(), 1)).Int()
	if err != nil {
		return false, translate("swap followup", err)
	}
	return n == 1, nil
}

// Delete implements followup.Store.
func (s *FollowupStore) Delete(ctx context.Context, session, adapter string) error {
	return translate("del followup", s.db.client.Del(ctx, s.Key(session, adapter)).Err())
}

// entryVersion starts every stored value, so that a format change reads
// old values as absent instead of misreading them.
const entryVersion byte = 3

// versionLen is the length of the entry version and the random tag of
// each write that start a value: what Swap compares.
const versionLen = 1 + 8

var flateWriters = sync.Pool{New: func() any {
	w, _ := flate.NewWriter(nil, flate.BestSpeed)
	return w
}}

// encodeEntry writes e as: the version byte; 8 random bytes, new with each
// write (Entry.Version is these 9 bytes); the length of, then the
// DEFLATE-compressed JSON of e without its vectors; the vectors (query
// embedding first, then the follow-up history) as count, dimensions and
// little-endian float32s, which compress poorly and decode fast raw.
func encodeEntry(e followup.Entry) ([]byte, error) {
	vecs := append([][]float32{e.QueryEmbedding}, e.RecentFollowupEmbeddings...)
	e.QueryEmbedding, e.RecentFollowupEmbeddings = nil, nil
	js, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	var z bytes.Buffer
	w := flateWriters.Get().(*flate.Writer)
	defer flateWriters.Put(w)
	w.Reset(&z)
	if _, err := w.Write(js); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	dims := len(vecs[0])
	for _, v := range vecs[1:] {
		if len(v) != dims {
			return nil, errors.New("followup entry: vectors of different lengths")
		}
	}
	out := make([]byte, 0, versionLen+3*binary.MaxVarintLen64+z.Len()+4*dims*len(vecs))
	out = append(out, entryVersion)
	out = binary.LittleEndian.AppendUint64(out, rand.Uint64())
	out = binary.AppendUvarint(out, uint64(z.Len()))
	out = append(out, z.Bytes()...)
	out = binary.AppendUvarint(out, uint64(len(vecs)))
	out = binary.AppendUvarint(out, uint64(dims))
	for _, v := range vecs {
		for _, f := range v {
			out = binary.LittleEndian.AppendUint32(out, math.Float32bits(f))
		}
	}
	return out, nil
}

var errBadEntry = errors.New("malformed followup entry")

func decodeEntry(b []byte) (followup.Entry, error) {
	var e followup.Entry
	if len(b) < versionLen || b[0] != entryVersion {
		return e, errors.New("unknown followup entry version")
	}
	b = b[versionLen:]
	n, k := binary.Uvarint(b)
	if k <= 0 || n > uint64(len(b)-k) {
		return e, errBadEntry
	}
	r := flate.NewReader(bytes.NewReader(b[k : k+int(n)]))
	js, err := io.ReadAll(r)
	r.Close()
	if err != nil {
		return e, err
	}
	if err := json.Unmarshal(js, &e); err != nil {
		return e, err
	}
	b = b[k+int(n):]
	count, k := binary.Uvarint(b)
	if k <= 0 {
		return e, errBadEntry
	}
	b = b[k:]
	dims, k := binary.Uvarint(b)
	if k <= 0 || count == 0 || count > 1<<16 || dims > 1<<16 || uint64(len(b)-k) != 4*count*dims {
		return e, errBadEntry
	}
	b = b[k:]
	vecs := make([][]float32, count)
	flat := make([]float32, count*dims)
	for i := range flat {
		flat[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	for i := range vecs {
		vecs[i] = flat[uint64(i)*dims : uint64(i+1)*dims : uint64(i+1)*dims]
	}
	if dims > 0 {
		e.QueryEmbedding = vecs[0]
	}
	if count > 1 {
		e.RecentFollowupEmbeddings = vecs[1:]
	}
	return e, nil
}
