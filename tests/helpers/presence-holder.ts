// An app process's presence alone in a process of its own, so a test can kill it -9 (tests/server/db/presence.test.ts):
// opens the database, takes its presence, prints the id and waits to be killed. Usage: tsx presence-holder.ts '<json>'.
import { openDatabase } from '../../server/db/open-database';
import { openPresence } from '../../server/db/presence';

const location = JSON.parse(process.argv[2]!) as { databaseUrl?: string; file: string };
const db = await openDatabase(location);
const presence = openPresence(location, db);
process.stdout.write(`presence ${await presence.id()}\n`);
// Keeps the process running and the presence referenced: a connection garbage-collected would close, lock and all.
setInterval(() => presence.isOwn(''), 60_000);
