import fs from 'node:fs';

/**
 * Whether PostgreSQL's server binaries are here (/usr/lib/postgresql/<version>/bin/initdb). When they are not, a part
 * that needs them is skipped with a notice on a developer machine and fails under CI=true: exits the process then.
 */
export function requirePostgresOrSkip(failing: string, skipping: string): void {
  const folder = '/usr/lib/postgresql';
  if (fs.existsSync(folder) && fs.readdirSync(folder).some((v) => fs.existsSync(`${folder}/${v}/bin/initdb`))) return;
  const message = 'PostgreSQL not found (/usr/lib/postgresql/*/bin/initdb; apt-get install -y postgresql).';
  if (process.env.CI) {
    console.error(`${message} ${failing}: failing because CI is set.`);
    process.exit(1);
  }
  console.warn(`${message} ${skipping}.`);
  process.exit(0);
}
