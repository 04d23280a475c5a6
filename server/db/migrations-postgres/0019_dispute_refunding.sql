-- A dispute's refund is marked 'refunding' before the payments provider is asked for it, so nobody can keep a charge
-- being refunded, and a refund a crash left under way is finished by asking again.
-- (0017's comment says a late cancellation is charged "unless the group dissolved": it is charged then too, at once.)
ALTER TABLE no_show_disputes DROP CONSTRAINT no_show_disputes_status_check;
ALTER TABLE no_show_disputes ADD CONSTRAINT no_show_disputes_status_check
  CHECK (status IN ('open', 'refunding', 'refunded', 'kept'));
