-- "Can't make it" after the invite deadline (issue 14): the member's place is released (status 'declined') and this
-- says when; their deposit is not released with it but settled after the meetup (charged unless the group dissolved).
ALTER TABLE group_invites ADD COLUMN cancelled_late_at TEXT;
