// Package embed holds cairn's local embedder and an embedding cache.
//
// [Local] is the offline default: a deterministic, pure-Go feature-hashing
// embedder that needs no model files and no network. It maps normalised word
// unigrams, word bigrams and character n-grams of each word into a fixed
// number of dimensions with signed hashing, weights each feature by its
// sublinear term frequency and L2-normalises the result, so that the cosine
// of two vectors (their dot product) measures how much surface vocabulary two
// texts share.
//
// What it captures: shared words and phrases, inflections and spelling
// variants that share character n-grams ("opened"/"opening",
// "colour"/"color"), shared identifiers, numbers and names, word order
// within a bigram. What it cannot capture: meaning without shared surface
// form (synonyms such as "car"/"automobile", paraphrases, other languages,
// pronouns that refer to earlier turns: "Was it unanimous?" shares nothing
// with "What did Plessy v. Ferguson establish?"). Hash collisions add a
// little noise (more with fewer dimensions). Use an OpenAI-compatible
// embedding model (package openai) when meaning matters; keep the local one
// for tests, offline use and near-duplicate detection.
//
// Measured: as a follow-up detector, cos(last question, new question)
// separates follow-ups from new questions only weakly: ROC-AUC 0.597 on the
// SParC dev sessions and 0.564 on the TREC CAsT 2019 training topics
// (local-hash-v1/256; TestFollowupAUC). Follow-ups often share no words with
// the question before them ("How about the greatest?"), while new questions
// on the same database share its vocabulary. Do not use it alone for that.
//
// [Cache] keeps recent embeddings of any [cairn.Embedder] in a bounded LRU
// keyed by model and text, so repeated texts are not embedded twice.
package embed
