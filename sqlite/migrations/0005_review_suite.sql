-- Review decisions are judgments (product = the suite) whose change_id named
-- the source, the test and the diff ("source:test@<16 hex digits>") but not
-- the suite: the same diff reviewed in a second suite took over the first
-- suite's record, decision and reason. The change id now starts with the
-- suite ("suite/source:test@hash", review.ChangeID). Existing review
-- judgments (description "cairn-review category=...") get their recorded
-- suite, their product; a row without one, which cairn never wrote, gets the
-- suite "default" (as product too). A row whose new id is taken is left as
-- it is: review.Record goes on using it for its suite.
UPDATE judgments
SET change_id = coalesce(nullif(trim(product), ''), 'default') || '/' || change_id,
	product = coalesce(nullif(trim(product), ''), 'default')
WHERE description LIKE 'cairn-review category=%'
	AND change_id GLOB '*?:*@[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'
	AND NOT EXISTS (SELECT 1 FROM judgments AS o WHERE o.tenant = judgments.tenant
		AND o.change_id = coalesce(nullif(trim(judgments.product), ''), 'default') || '/' || judgments.change_id);
