package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// commitTimeout bounds the commit (and rollback) of inTxKnown, which ctx
// does not cancel.
const commitTimeout = time.Minute

// inTxKnown runs fn in a transaction whose outcome the caller knows: it
// commits unless fn fails or ctx is done once fn returns, and the commit is
// not canceled by ctx. A canceled context can otherwise stop the client
// waiting for a COMMIT the server has carried out, reporting a failure for
// what was written. Used where a caller reports what was kept (imports).
func (db *DB) inTxKnown(ctx context.Context, fn func(tx pgx.Tx) error) error {
	p, err := db.conn()
	if err != nil {
		return err
	}
	tx, err := p.Begin(ctx)
	if err != nil {
		return err
	}
	end, cancel := context.WithTimeout(context.WithoutCancel(ctx), commitTimeout)
	defer cancel()
	if err := fn(tx); err != nil {
		_ = tx.Rollback(end)
		return err
	}
	if err := ctx.Err(); err != nil {
		_ = tx.Rollback(end)
		return err
	}
	return tx.Commit(end)
}
