// Package feature turns a user message and the assistant output before it
// into the evidence the offline correction detector weighs: cue phrases found
// by a word-level lexicon, the form of the message, how it relates to the
// previous output, and the literal correction spans extracted from common
// forms ("X, not Y", "replace X with Y", a corrected code block, …).
//
// It is shared by package correction, which scores the feature vector with a
// linear model, and by the trainer in correction/internal/train, which fits
// that model on a synthetic corpus. Everything here is deterministic, does no
// I/O and runs in microseconds on chat-sized inputs.
package feature
