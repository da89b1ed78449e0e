// Package bridge is the context bridge (seed 004): a per-session memory of a
// reasoning model's earlier output that fades with age the way people forget.
// Entries younger than their type's decay time are served verbatim; between
// decay and removal (decay × removal multiplier) they are served with a
// growing share of their characters dropped or replaced; from the removal
// time on they are gone, whether or not a cleanup has deleted them yet.
//
// The two model types and their defaults are upstream's: preprocessing
// (decay 30 min, removal ×3.0, intensity 0.3) and working awareness
// (decay 720 min, removal ×3.0, intensity 0.3). PriorReasoning joins the live
// entries of a session, oldest first and labelled with their age, with
// "\n\n---\n\n" and cuts the result at max_tokens × 4 characters plus
// "...". Tokens are estimated as characters / 4.
//
// Deliberate differences from upstream, each documented where it applies:
//
//   - Corruption is reproducible: the random choices for an entry are drawn
//     from a source seeded by its id and its age in whole minutes (see
//     Corruptor), so the same request within the same minute serves the same
//     text, and tests pin outputs. Upstream draws from one unseeded
//     generator.
//   - SessionStats reports, under oldest_*_age_minutes, the age of the
//     oldest live entry of each type. Upstream reports the youngest entry's
//     age under that name (it takes the minimum age).
//   - PriorReasoning with includeCorrupted false serves the fresh entries
//     (severity 0) only; upstream then serves nothing at all.
//   - SearchReasoning is new: upstream stores vectors but never searches
//     them.
//
// Bridge is the machinery of one tenant over a Store (implemented by the
// sqlite and postgres engines); Service hands out one Bridge per tenant.
package bridge
