// A server process's deposit work, alone in a process of its own so a test can kill it -9 mid-way
// (tests/server/features/payments/kill-rounds.test.ts): opens the database, places or captures one hold through
// Stripe (the local fake), prints 'done' and exits. Usage: tsx tests/helpers/deposit-worker.ts '<json>'.
import { depositHolds } from '../../server/features/payments/deposit-holds';
import { stripeProvider } from '../../server/features/payments/stripe-provider';
import { openDatabase } from '../../server/db/open-database';

interface Job {
  op: 'place' | 'capture';
  database: { databaseUrl?: string; file: string };
  stripe: { host: string; port: number };
  userId: string;
  subjectId: string;
  holdId?: string;
}

const job = JSON.parse(process.argv[2]!) as Job;
const db = await openDatabase(job.database);
const provider = stripeProvider({ secretKey: 'sk_test_fake', host: job.stripe.host, port: job.stripe.port, protocol: 'http' });
const holds = depositHolds(db, provider, { amountCents: 1000, currency: 'cad' }, () => new Date());
if (job.op === 'place') await holds.place(job.userId, 'group', job.subjectId, 'pm_card_visa');
else await holds.capture(job.holdId!);
process.stdout.write('done\n');
await db.close();
