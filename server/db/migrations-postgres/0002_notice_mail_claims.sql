-- Several servers may send notice mail at once (issue 11): a server claims a notice's mail until this instant before
-- sending it, so no other sends it meanwhile; a claim left by a server that died lapses and the mail is retried.
ALTER TABLE notices ADD COLUMN email_claimed_until TEXT;
