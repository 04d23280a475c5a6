/** `npm run admin -- <grant|revoke> someone@example.com` and `npm run admin -- list`: the admin role. */
import { roleCommand } from './role-command';

await roleCommand('admin', process.argv.slice(2));
