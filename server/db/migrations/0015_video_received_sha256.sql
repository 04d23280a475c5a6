-- Resumable uploads (issue 13): the SHA-256 of the bytes the server received for a video, before it stripped their
-- metadata. A tus upload is kept only when it equals the hash the device computed of its recording; older rows have none.
ALTER TABLE videos ADD COLUMN received_sha256 TEXT;
