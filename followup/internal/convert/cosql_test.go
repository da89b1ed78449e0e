package main

import (
	"strings"
	"testing"

	"github.com/cairnhq/cairn/followup/internal/pairs"
)

// The turns of the CoSQL training copy form interactions at each "prompt"
// key and each change of database; every later turn is a follow-up of the
// turns before it, and each interaction gets one new query from another
// interaction on its database.
func TestCosqlTurns(t *testing.T) {
	raw := `[
 {"db_id": "shop", "question": "List the stores.", "prompt": null, "query": "SELECT name FROM store"},
 {"db_id": "shop", "question": "Which of them opened after 2020?", "query": "SELECT name FROM store WHERE opened > 2020"},
 {"db_id": "shop", "question": "How many staff work in each store?", "prompt": null, "query": "SELECT store_id, count(*) FROM staff GROUP BY store_id"},
 {"db_id": "zoo", "question": "What animals are there?", "query": "SELECT kind FROM animal"}
]`
	in, err := cosqlTurns([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	if len(in) != 3 || len(in[0].Turns) != 2 || in[2].DBID != "zoo" {
		t.Fatalf("interactions %+v", in)
	}
	ps := interactionPairs(in, map[string]schema{}, "test")
	var fu, nq int
	for _, p := range ps {
		switch p.Label {
		case pairs.FollowUp:
			fu++
			if p.Query != "Which of them opened after 2020?" || len(p.History) != 1 {
				t.Errorf("follow-up %+v", p)
			}
		case pairs.NewQuery:
			nq++
			if !strings.HasPrefix(p.Query, "How many staff") && !strings.HasPrefix(p.Query, "List the stores") {
				t.Errorf("new query from another database: %+v", p)
			}
		}
	}
	if fu != 1 || nq != 2 {
		t.Errorf("FOLLOW_UP %d, NEW_QUERY %d; want 1 and 2 (zoo has no other interaction)", fu, nq)
	}
	if _, err := cosqlTurns([]byte(`[{"db_id": 3}]`)); err == nil {
		t.Error("an element without strings is accepted")
	}
}
