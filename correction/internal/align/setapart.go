package align

import (
	"slices"
	"sort"
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// The words a message brings of its own.
//
// A correction message often says more than the fix: why the wrong text is
// wrong, or where it is right ("Broadcast deliverables are 48k, 44.1 is the
// CD rate"; "D4 is GPIO2 on the NodeMCU, the pin with the blue LED").
// Words the user wrote that neither the taught question nor the taught
// output held are those of the distinction the user drew. An output whose
// question or text uses one of them speaks of that distinction (the CD
// master, the other board), and on conversations the rules were never
// fitted to, replacing the wrong text there did more harm than good: one
// word or more, 36 fixes for 51 harmful edits over four first-contact
// samples (24 fresh dev sets, each on the build before it was written),
// against 209 fixes for 79 harmful edits where the output used none. Such
// an occurrence is suggested, not changed.

// ownWords returns the words of s as the distinction test reads them:
// runs of lower-case letters, digits and '_' that start with a letter,
// three bytes or longer, final 's's cut, stop words (in either form) left
// out.
func ownWords(s string) map[string]bool {
	out := map[string]bool{}
	lower := fold.Lower(s)
	for i := 0; i < len(lower); {
		c := lower[i]
		if c < 'a' || c > 'z' {
			i++
			continue
		}
		j := i
		for j < len(lower) && (lower[j] >= 'a' && lower[j] <= 'z' || lower[j] >= '0' && lower[j] <= '9' || lower[j] == '_') {
			j++
		}
		w := lower[i:j]
		i = j
		t := strings.TrimRight(w, "s")
		if distinctionStop[w] || distinctionStop[t] || len(w) <= 2 {
			continue
		}
		out[t] = true
	}
	return out
}

// messageOnlyWords returns the words of message that the taught question,
// the taught output and the pair itself do not hold, sorted.
func messageOnlyWords(message, teach, query, wrong, right string) []string {
	if strings.TrimSpace(teach) == "" {
		return nil // no taught output to tell the message's own words from
	}
	known := ownWords(teach + " " + query + " " + wrong + " " + right)
	var out []string
	for w := range ownWords(proseOf(message)) {
		// A noun that names the value's kind ("the namespace is
		// production") says what it is, not where it holds.
		if !known[w] && !resourceNouns[w] && !kindWords[w] && !kindNouns[w] && !kindNoun[w] && !kindNoun[stem(w)] && !kindWords[stem(w)] {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// proseOf returns the words of message that are prose: a token with the
// punctuation of code in it (Requires=local-fs.target, --role, ring.Len())
// names a value the message gives, not the case it speaks of.
func proseOf(message string) string {
	var b strings.Builder
	for _, f := range strings.Fields(message) {
		if strings.ContainsAny(strings.Trim(f, ".,;:!?\"'()"), "._=/:()`[]{}<>$@#*+-") {
			continue
		}
		b.WriteString(f)
		b.WriteByte(' ')
	}
	return b.String()
}

// withoutClausesOf returns ws without the words of the message's clauses
// that hold one of required: the companion, condition or command a rule
// already requires of an output ("piped into helm registry login") is
// where the fix holds, not a distinction.
func withoutClausesOf(ws []string, message string, required ...string) []string {
	var keep []string
	for _, cl := range messageClauses(message) {
		for _, x := range required {
			if x != "" && strings.Contains(cl, x) {
				keep = append(keep, cl)
				break
			}
		}
	}
	if len(keep) == 0 {
		return ws
	}
	drop := ownWords(strings.Join(keep, " "))
	return slices.DeleteFunc(ws, func(w string) bool { return drop[w] })
}

// setApartIn returns the first of the message's own words that t's
// question or output holds, or "".
func setApartIn(words []string, t *Text) string {
	if len(words) == 0 {
		return ""
	}
	if t.ownWords == nil {
		t.ownWords = ownWords(t.Query + " " + t.Output)
	}
	for _, w := range words {
		if t.ownWords[w] {
			return w
		}
	}
	return ""
}

// distinctionStop are words too common to tell a distinction by: function
// words, and the verbs that say where a value is or what it does ("staging
// runs on 5433", "it listens on", "lives in").
var distinctionStop = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the a an to of in on for and or is it be with as at by from that this your you use set not but are was can will if then its it's so just only need needs have has do does don't doesn't i we our us my me there their they them what which when where who how why no yes also should would could must than into out up down over more most less very too here now all any some one two get gets got make makes like thx thanks run listen live sit point go goe take taken work call called put keep want try say mean give`) {
		m[w] = true
	}
	return m
}()
