-- literal: 1 when original_output is the exact wrong text and
-- corrected_output its replacement (correction.Correction.Literal).
ALTER TABLE corrections ADD COLUMN literal INTEGER NOT NULL DEFAULT 0;
