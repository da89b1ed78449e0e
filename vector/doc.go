// Package vector is cairn's in-process vector index and the compact blob
// format in which the SQL engines store embeddings.
//
// # Blobs
//
// Encode quantises a vector to one int8 per dimension plus one float32 scale
// (261 bytes at 256 dimensions); Decode reverses it. Decoding and encoding
// again is lossless, and the index stores exactly this form, so an index
// rebuilt from the blobs in a store scores like the one that was kept in
// step with every write.
//
// # Index
//
// An Index maps string ids to vectors and answers top-k cosine queries with
// an optional filter that runs during the search. Add normalises and
// quantises the vector into a contiguous arena (dim bytes, padded to 16,
// plus 8 bytes of scale and offset per vector); Delete moves the last
// vector into the hole. It is safe for concurrent use.
//
// Exact search scans the arena with an integer kernel: AVX2 assembly on
// amd64 CPUs that have it, pure Go elsewhere and with the purego build tag
// (see kernel.go; both compute the same sums). The query is quantised
// coarsely (65 levels), which both kernels need to keep their sums exact,
// and the error this adds to every score has a bound computed per query.
// Candidates that could still reach the top k under that bound, and at
// least Options.Rerank of them, are scored again with the float32 query,
// so results are exactly the top k over the stored vectors, ties broken by
// id.
//
// HNSW search walks a hierarchical navigable small world graph built over
// the same arena with the same kernel, then scores its candidates again
// with the float32 query. A filter is applied to the candidates the walk
// meets, not to a finished list: the walk passes through rejected nodes and
// goes on until it has EfSearch admitted ones, and when a filter admits so
// few nodes that the walk would cost as much as a scan, the search scans.
// Deleted nodes stay in the graph as tombstones until later writes have
// relinked their neighbours; their slots are then reused.
//
// Options.Mode chooses between the two: Auto scans below
// Options.HNSWThreshold vectors and builds the graph when the index reaches
// it (the Add that crosses the threshold builds it, under the write lock),
// Exact always scans, HNSW always uses the graph.
package vector
