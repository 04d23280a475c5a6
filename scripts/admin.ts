/**
 * `npm run admin -- <grant|revoke> someone@example.com` and `npm run admin -- list`: the admin role (reviewing videos
 * and reports, issue 13) is given and taken only here, by whoever runs the server, never through the API. The
 * account must exist (the person has signed in once). Reads the same settings as the server (DATA_DIR, DATABASE_URL).
 */
import path from 'node:path';
import { normaliseEmail } from '../shared/auth';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { adminsRepo } from '../server/features/admins/repo';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list';

const [command, email] = process.argv.slice(2);
if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && email))) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, file: path.join(config.dataDir, 'app.db') });
const admins = adminsRepo(db);
try {
  if (command === 'list') {
    const ids = await admins.list();
    console.log(ids.length === 0 ? 'no admins' : ids.join('\n'));
  } else {
    const id = normaliseEmail(email!);
    if (await admins.setAdmin(id, command === 'grant')) {
      console.log(command === 'grant' ? `${id} is an admin now` : `${id} is no longer an admin`);
    } else {
      console.error(`no account for ${id}: the person must sign in once first`);
      process.exitCode = 1;
    }
  }
} finally {
  await db.close();
}
