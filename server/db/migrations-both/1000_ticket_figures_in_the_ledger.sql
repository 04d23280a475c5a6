-- A ticket's figures live in the ledger only (what was charged and refunded, the platform's fee and the host's share,
-- all sums over `ledger`): the payment row keeps what was asked (amount_cents) and its state. The ledger was filled
-- from these columns when it began, and has been written with every payment and refund since.
ALTER TABLE format_payments DROP COLUMN fee_cents;
ALTER TABLE format_payments DROP COLUMN host_cents;
ALTER TABLE format_payments DROP COLUMN refunded_cents;
