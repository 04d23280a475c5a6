/** bench:video-check's settings (BENCH_* environment variables), its target and its log line. */
export const PORT = Number(process.env.BENCH_PORT ?? 4397);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const PUT_RATE = Number(process.env.BENCH_PUT_RATE ?? 100);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 600);
export const SESSIONS = Math.min(200, MEMBERS);
export const CONNECTIONS = 20;
/** Each upload is counted against its member's daily uploads (30): enough members that none runs out. */
export const UPLOADERS = 60;
export const VIDEO_SECONDS = 470;
export const TARGET_CPU_SECONDS = 0.5;
export const WEEK = '2026-11-19';
/** Thursday 12:00 in Toronto: the server's scheduler releases the week's batches as it starts, and picks are open. */
const RELEASE_DUE = '2026-11-19T17:00:00Z';
export const CLOCK_START = new Date(Date.parse(RELEASE_DUE) + 5_000).toISOString();
export const LOCATION = 'CA:ON:Toronto';

const started = Date.now();
export const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
