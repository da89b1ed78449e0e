// Package review triages snapshot-test diffs (seed 002, "AI-assisted test
// review"): each diff between an expected and an actual output gets one of
// five categories — FAIL, RECOMMEND FAIL, UNSURE, RECOMMEND ACCEPT,
// ACCEPT — with a confidence, a one-line summary and a rationale, so that
// people look only where it matters.
//
// Diffs come from a Source (booktest's books/ layout, insta's .snap.new
// files, git-tracked golden files, or two directories). A Reviewer judges
// them: the Offline reviewer applies rules a person would trust (whitespace
// or ordering only, numeric drift within tolerance, timestamps and ids that
// differ only in value, new error lines, emptied outputs, large rewrites);
// the LLM reviewer sends the seed's prompt to an OpenAI-compatible model and
// falls back to UNSURE when the answer cannot be read. A Policy turns a
// result into a decision (accept, reject or human) with the seed's
// thresholds, redacts secrets before anything leaves the machine, and
// Store keeps each result beside its snapshot, reused while the diff is
// unchanged.
//
// Human decisions on reviewed diffs are recorded as judgments of the
// judgment capability (Record: product = the suite, change id = ChangeID,
// AI decision from the category). They teach later reviews of the suite:
// History renders them for the model's prompt (Diff.History), Calibrate
// adjusts the offline rules' confidences (Runner.Calibration,
// Service.ReviewCalibrated), and ComputeStats measures the agreement per
// category and week, the calibration and the auto-decision precision.
// Note gives a test's purpose per glob (ApplyNotes); SideBySide and
// Unified render a diff.
package review
