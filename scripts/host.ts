/**
 * `npm run host -- <grant|revoke> someone@example.com` and `npm run host -- list`: the host role, which an
 * account also earns by making or claiming its first event format with its verified e-mail.
 */
import { roleCommand } from './role-command';

await roleCommand('host', process.argv.slice(2));
