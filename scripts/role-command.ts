/**
 * The command behind `npm run admin` and `npm run host`: `<grant|revoke> someone@example.com` or `list`. A role is
 * given and taken only here, by whoever runs the server, never through the API. The account must exist (the person
 * has signed in once). Reads the same settings as the server (DATA_DIR, DATABASE_URL).
 */
import path from 'node:path';
import { normaliseEmail } from '../shared/auth';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { type Role, rolesRepo } from '../server/features/admins/roles-repo';

const NAMES: Record<Role, string> = { admin: 'an admin', host: 'a host' };

export async function roleCommand(role: Role, args: string[]): Promise<void> {
  const usage = `usage: npm run ${role} -- grant <email> | revoke <email> | list`;
  const [command, email] = args;
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && email))) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, file: path.join(config.dataDir, 'app.db') });
  const roles = rolesRepo(db, role);
  try {
    if (command === 'list') {
      const ids = await roles.list();
      console.log(ids.length === 0 ? `no ${role}s` : ids.join('\n'));
    } else {
      const id = normaliseEmail(email!);
      if (await roles.set(id, command === 'grant')) {
        console.log(command === 'grant' ? `${id} is ${NAMES[role]} now` : `${id} is no longer ${NAMES[role]}`);
      } else {
        console.error(`no account for ${id}: the person must sign in once first`);
        process.exitCode = 1;
      }
    }
  } finally {
    await db.close();
  }
}
