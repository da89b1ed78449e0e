package cairn_test

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/judgment"
)

// Every capability Service checks the tenant in its accessor with
// cairn.ServiceTenant, before touching a store: a malformed name is
// EINVALID naming "tenant", a Service without its stores EINTERNAL.
func TestServicesCheckTenantsAlike(t *testing.T) {
	emb, err := embed.NewLocal(16)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	noStore := func(string) { t.Helper(); t.Fatal("a store was asked for a malformed tenant") }
	ready := map[string]func(tenant string) error{
		"judgment": func(tn string) error {
			_, err := (&judgment.Service{Stores: func(s string) judgment.Store { noStore(s); return nil }}).Manager(tn)
			return err
		},
		"correction": func(tn string) error {
			_, err := (&correction.Service{Stores: func(s string) correction.Store { noStore(s); return nil }, Embedder: emb}).Learner(ctx, tn)
			return err
		},
		"correction unindexed": func(tn string) error {
			_, err := (&correction.Service{Stores: func(s string) correction.Store { noStore(s); return nil }, Embedder: emb}).Unindexed(tn)
			return err
		},
		"bridge": func(tn string) error {
			_, err := (&bridge.Service{Stores: func(s string) bridge.Store { noStore(s); return nil }}).Bridge(tn)
			return err
		},
		"followup": func(tn string) error {
			_, err := followup.NewService(func(s string) followup.Store { noStore(s); return nil }, emb).Cache(tn)
			return err
		},
	}
	empty := map[string]func() error{
		"judgment":   func() error { _, err := (&judgment.Service{}).Manager("a"); return err },
		"correction": func() error { _, err := (&correction.Service{}).Learner(ctx, "a"); return err },
		"bridge":     func() error { _, err := (&bridge.Service{}).Bridge("a"); return err },
		"followup":   func() error { _, err := (&followup.Service{}).Cache("a"); return err },
	}
	for name, get := range ready {
		for _, bad := range []string{"", "../etc", "-x", "a b"} {
			err := get(bad)
			if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "tenant" {
				t.Errorf("%s: tenant %q: err %v, want EINVALID naming tenant", name, bad, err)
			}
		}
	}
	for name, get := range empty {
		if err := get(); cairn.ErrorCode(err) != cairn.EINTERNAL {
			t.Errorf("%s: a Service without stores: err %v, want EINTERNAL", name, err)
		}
	}
}
