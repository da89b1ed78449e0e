-- literal: original_output is the exact wrong text and corrected_output its
-- replacement (correction.Correction.Literal).
ALTER TABLE corrections ADD COLUMN literal BOOLEAN NOT NULL DEFAULT false;
