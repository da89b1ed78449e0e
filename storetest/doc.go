// Package storetest holds one conformance suite per store port (for example
// RunJudgmentStore for judgment.Store), run by every engine's tests against
// the real engine, as litestream's RunWithReplicaClient and the standard
// library's fstest.TestFS are.
package storetest
