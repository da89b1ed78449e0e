// Package embed holds cairn's local embedders and an embedding cache.
//
// [Glove] (local-glove-v1/256) is the offline default: it knows what words
// mean. A text's vector joins two parts: the SIF-weighted sum of the GloVe
// 6B vectors of its words (100 dimensions; 80,000 words, int8, compiled into
// the binary from embed/glove.wv and read in place), and signed feature
// hashing of its exact tokens (156 dimensions: identifiers, flags, paths,
// numbers and words without a vector). Identifiers are split into words for
// their meaning (camelCase, snake_case, dotted and path names, and two
// words written together such as "timezone"), so "set a 2 s deadline on the
// http.Client" and "give my Go client a two-second timeout" are neighbours
// (cosine 0.49, against 0.03 for a question about football),
// while "-p 5432" and "-p 5433" still differ.
//
// [Local] (local-hash-v1) is the older default, kept for stores that hold
// its vectors and for tests: a deterministic feature-hashing embedder of
// normalised word unigrams, word bigrams and character n-grams with
// sublinear term frequency. It captures shared words and spellings and
// nothing of meaning (synonyms, paraphrases, pronouns).
//
// Measured side by side (TestEmbedderComparison; ROC-AUC of cos(last
// history question, query), FOLLOW_UP against NEW_QUERY, and of 10
// paraphrase pairs against 10 unrelated ones written for the test):
//
//	model               sparc_dev  cast_train  paraphrase pairs
//	local-hash-v1/256       0.597       0.564             0.580
//	local-glove-v1/256      0.604       0.793             0.970
//
// The scale of Glove's cosines (what thresholds must be read against;
// TestGloveScale and the README's embedder section): unrelated sentences
// 0.12-0.51 (median 0.26), paraphrases 0.31-0.77 (median 0.55);
// follow-up questions against the question before them median 0.56
// (SParC dev; new questions 0.47) and 0.44 (CAsT; new 0.26); a stored
// correction (query + mistaken text) against a later query and output that
// repeat the mistake median 0.74 (verbatim) and 0.59 (paraphrased), but
// against look-alike and same-topic answers that do not repeat it median
// 0.64 and 0.57: similarity alone does not tell a repeated mistake from a
// correct answer on the same subject. local-hash-v1 gives the same texts
// much lower values (unrelated about 0, repeats 0.31-0.49): a similarity
// threshold of 0.3 with local-hash-v1 corresponds to about 0.55 with Glove.
// Negation weighs little (a frequent word): "it can't connect" and "it can
// connect" are near neighbours.
//
// [Cache] keeps recent embeddings of any [cairn.Embedder] in a bounded LRU
// keyed by model and text, so repeated texts are not embedded twice.
package embed
