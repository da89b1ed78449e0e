//go:build !race

package correction

// raceDetector reports that the tests run under the race detector.
const raceDetector = false
