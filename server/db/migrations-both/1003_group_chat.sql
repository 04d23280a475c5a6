-- A confirmed group's own conversation (server/features/group-chat). One row per conversation, made when a member
-- first opens it; `last_seq` is raised in the transaction that adds a message, so the messages of one conversation
-- are numbered 1, 2, 3 ... in the order the server took them. A message's id is the writer's device's UUID, so a
-- message sent again is found, not added twice. A deleted account's messages stay, without their author.
CREATE TABLE group_chats (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  group_id TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  closes_at TEXT NOT NULL,
  deleted_at TEXT NOT NULL,
  last_seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX group_chats_deleted_at ON group_chats (deleted_at);

CREATE TABLE group_chat_messages (
  id TEXT PRIMARY KEY,
  chat_id TEXT NOT NULL REFERENCES group_chats (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  quick TEXT,
  created_at TEXT NOT NULL,
  removed_at TEXT,
  removed_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (chat_id, seq)
);
CREATE INDEX group_chat_messages_author ON group_chat_messages (author_id);

CREATE TABLE group_chat_reports (
  message_id TEXT NOT NULL REFERENCES group_chat_messages (id) ON DELETE CASCADE,
  reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  resolved_at TEXT,
  PRIMARY KEY (message_id, reporter_id)
);
CREATE INDEX group_chat_reports_open ON group_chat_reports (resolved_at, created_at);

CREATE TABLE group_chat_reads (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chat_id TEXT NOT NULL REFERENCES group_chats (id) ON DELETE CASCADE,
  read_seq INTEGER NOT NULL DEFAULT 0,
  digest_at TEXT,
  digest_seq INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, chat_id)
);
