package correction

import "context"

// ChangeLog is implemented by stores that log, per tenant and in commit
// order, which corrections were inserted, deleted, or updated in a field an
// IndexRecord holds. Memory uses it, when its Store has it, to bring a
// saved index (Memory.SnapshotPath) up to date and to refresh without
// reading every record: it reads the corrections changed since, only.
//
// The SQLite and PostgreSQL stores have one, kept by triggers so that
// every writer (the server, CLI commands, other processes and replicas)
// logs its changes. Positions only grow; several changes may share one
// (PostgreSQL: the id of the transaction that made them).
type ChangeLog interface {
	// ChangeMark returns where the log stands now.
	ChangeMark(ctx context.Context) (ChangeMark, error)

	// Changes calls fn, in order, with the position and correction id of
	// every change of the tenant after position after, stopping at fn's
	// first error and returning it. An id changed several times comes
	// several times. Returns ECONFLICT when changes after after may have
	// been trimmed (after < ChangeMark.Floor): the caller reads the store
	// in full instead.
	Changes(ctx context.Context, after int64, fn func(pos int64, id string) error) error

	// TrimChanges forgets the tenant's changes up to and including pos,
	// raising its Floor to pos.
	TrimChanges(ctx context.Context, pos int64) error
}

// ChangeMark is the state of a ChangeLog.
type ChangeMark struct {
	// Store identifies the database, so that an index saved from one is
	// never brought up to date from another's log.
	Store string
	// Pos is the position of the newest change logged, of any tenant: the
	// changes of the tenant up to Pos are in the store now.
	Pos int64
	// Floor is the position up to which the tenant's changes were trimmed.
	Floor int64
}
