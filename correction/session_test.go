package correction_test

import (
	"testing"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/storetest"
)

func TestSessionCacheConformance(t *testing.T) {
	caches := map[string]*correction.SessionCache{}
	storetest.RunSessionStore(t, func(t *testing.T, tenant string) correction.SessionStore {
		// One in-process cache per tenant, as correction.Service keeps them.
		key := t.Name() + "/" + tenant
		if caches[key] == nil {
			caches[key] = correction.NewSessionCache()
		}
		return caches[key]
	})
}
