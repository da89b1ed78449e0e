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
// Exact search scans the arena with an integer kernel: AVX-512 VNNI or AVX2
// assembly on amd64 CPUs that have them, pure Go elsewhere and with the
// purego build tag (see kernel.go; all compute the same sums). The query is
// quantised coarsely (65 levels), which the kernels need to keep their sums
// exact, and the error this adds to every score has a bound computed per
// query. Candidates that could still reach the top k under that bound, and at
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
// it, Exact always scans, HNSW always uses the graph. A graph over vectors
// already in the index (Auto crossing the threshold, SetMode) is built in
// the background, a batch of inserts at a time under the read lock: exact
// scans answer meanwhile, writes go on between batches, and the graph takes
// over once it has caught up (Warm, WaitGraph). AddEncoded loads Encode
// blobs without decoding them, for opening an index from a store.
//
// A graph is no good on data without structure: over 100k vectors of
// independent Gaussian components in 256 dimensions, recall@10 is about
// 0.25 at the default EfSearch, where clustered data reaches 0.96 or
// more. So Auto mode measures each graph it builds: as the build goes, it
// searches the graph for the next vectors it is about to insert and
// compares with an exact scan, and when the recall@10 of such a probe is
// below Options.MinGraphRecall (0.9 by default) it drops the graph and
// keeps scanning, until the index has doubled. Stats reports the last
// probe (Probed, GraphRecall, ExactByProbe), and a snapshot keeps it. A
// graph kept up to date by inserts after it was built is not probed again
// until it is built again; HNSW mode is never probed.
//
// # Originals
//
// By default the index keeps only the quantised vectors, and exact means
// exact over them. With Options.KeepOriginals it also keeps each vector as
// given and a bound on how far its quantised form strays from it (the norm
// of the difference of the two unit vectors); the scan then keeps every
// candidate whose score could reach the k-th best within both error bounds,
// and scores those with the originals in float64, so exact search returns
// the true top k of the vectors as given. Graph searches rank their
// candidates by the originals too.
package vector
