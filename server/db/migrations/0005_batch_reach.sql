-- Who was shown a member (the reverse of a viewer's batches): the weekly draw gives people who saw the viewer a
-- bounded extra chance, whether or not they picked (issue 9), and reads them per viewer at every release.
CREATE INDEX batch_entries_member ON batch_entries (member_id);
