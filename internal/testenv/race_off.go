//go:build !race

package testenv

// Race reports that the binary was built with the race detector.
const Race = false
