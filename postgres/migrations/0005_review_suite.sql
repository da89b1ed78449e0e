-- Review decisions are judgments (product = the suite) whose change_id named
-- the source, the test and the diff ("source:test@<16 hex digits>") but not
-- the suite: the same diff reviewed in a second suite took over the first
-- suite's record, decision and reason. The change id now starts with the
-- suite ("suite/source:test@hash", review.ChangeID). Existing review
-- judgments (description "cairn-review category=...") get their recorded
-- suite, their product; a row without one, which cairn never wrote, gets the
-- suite "default" (as product too). A row whose new id is taken is left as
-- it is: review.Record goes on using it for its suite.
UPDATE judgments AS j
SET change_id = coalesce(nullif(btrim(j.product), ''), 'default') || '/' || j.change_id,
	product = coalesce(nullif(btrim(j.product), ''), 'default')
WHERE j.description LIKE 'cairn-review category=%'
	AND j.change_id ~ '.:.*@[0-9a-f]{16}$'
	AND NOT EXISTS (SELECT 1 FROM judgments AS o WHERE o.tenant = j.tenant
		AND o.change_id = coalesce(nullif(btrim(j.product), ''), 'default') || '/' || j.change_id);
