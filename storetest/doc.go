// Package storetest holds one conformance suite per store port, run by every
// engine's tests against the real engine (as litestream's
// RunWithReplicaClient and the standard library's fstest.TestFS):
// RunJudgmentStore for judgment.Store.
package storetest
