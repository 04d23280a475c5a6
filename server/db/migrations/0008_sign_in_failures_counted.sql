-- A code's wrong tries are counted from sign_in_failures (since 0006 every wrong try is a row there, with who made
-- it), so the running total kept on the code itself is dropped rather than stored twice.
ALTER TABLE sign_in_codes DROP COLUMN failed_attempts;
