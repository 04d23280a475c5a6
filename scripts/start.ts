/**
 * `npm start`: builds the client when there is no build or the sources changed since, then runs the server.
 */
import path from 'node:path';
import { buildClientIfStale } from './client-build';

buildClientIfStale(path.resolve(import.meta.dirname, '../dist/client'));

await import('../server/main');
