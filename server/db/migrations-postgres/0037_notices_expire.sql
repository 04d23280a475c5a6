-- A notice stops showing in the app once it is no longer true: "your group meets tomorrow" after the meetup, an
-- invite after its deadline, a week's outcome once the next week's faces arrive. NULL: it stays until dismissed.
ALTER TABLE notices ADD COLUMN expires_at TEXT;
