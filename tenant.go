package cairn

import "time"

// DefaultTenant is the tenant of the embedded single-user setup and of a
// server that runs without API keys.
const DefaultTenant = "default"

// ValidateTenant reports whether name is an acceptable tenant name: 1 to 64
// characters from [A-Za-z0-9_.-], not starting with '.' or '-'.
func ValidateTenant(name string) error {
	if name == "" {
		return Invalid("tenant", "must not be empty")
	}
	if len(name) > 64 {
		return Invalid("tenant", "must be at most 64 characters")
	}
	for i, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_':
		case (r == '.' || r == '-') && i > 0:
		default:
			return Invalid("tenant", "%q: only letters, digits, '_', '.' and '-' are allowed", name)
		}
	}
	return nil
}

// Clock returns the current time. Packages that need time take a Now field of
// this type so that tests control it; nil means time.Now.
type Clock func() time.Time

// NowUTC returns c's time in UTC, or time.Now().UTC() when c is nil.
func (c Clock) NowUTC() time.Time {
	if c == nil {
		return time.Now().UTC()
	}
	return c().UTC()
}

// ServiceTenant is the check every capability Service makes first in its
// per-tenant accessor (judgment.Service.Manager, correction.Service.Learner,
// bridge.Service.Bridge, followup.Service.Cache), so that a misconfigured
// Service and a bad tenant fail the same way everywhere: EINTERNAL when
// ready is false (the Service lacks what needs names, e.g. "Stores"), and
// ValidateTenant's EINVALID naming "tenant" for a malformed name.
func ServiceTenant(capability string, ready bool, needs, tenant string) error {
	if !ready {
		return Errorf(EINTERNAL, "%s: Service needs %s", capability, needs)
	}
	return ValidateTenant(tenant)
}
