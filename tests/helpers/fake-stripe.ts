import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local Stripe-compatible HTTP server for the payments tests (no test calls the internet): the PaymentIntent calls
 * a deposit hold makes (create with manual capture and confirm, capture, cancel, search by metadata), with Stripe's
 * form-encoded bodies, idempotency keys (a repeated key gets the first answer) and card errors. pm_card_visa holds;
 * pm_card_chargeDeclined is declined; pm_card_authenticationRequired needs the member (3-D Secure), so it fails
 * off-session. Saving a card: customers, SetupIntents (create, retrieve); `completeSetup` does what the member's
 * card form (Stripe.js confirmCardSetup) does. Refunds may be partial (`amount`), never more than is left. A charge
 * that succeeded has a balance transaction with Stripe's fee (`expand[]=latest_charge.balance_transaction`).
 * Connect: Express accounts, account links to the fake's own onboarding page (a form; submitting it makes the account
 * active, sends account.updated and goes back to the return URL), transfers and their reversals (each account keeps
 * its balance), and `payOut`, which does what Stripe's payout schedule does: pays an account's balance to its bank
 * and sends payout.paid. Events are signed with `webhookSecret` and handed to `deliver` (set by the test).
 */
export interface FakeStripe {
  host: string;
  port: number;
  /** Requests that did something (a replayed idempotency key does not count), e.g. 'create', 'capture', 'cancel'. */
  effects: string[];
  intents: Map<string, Intent>;
  setups: Map<string, Setup>;
  /** The member submits the card form: the SetupIntent succeeds with this card (e.g. pm_card_visa). */
  completeSetup(setupId: string, paymentMethod: string): void;
  /**
   * Runs after a request did something and before its answer is sent (e.g. to kill the caller then, so the answer
   * never reaches it, or to hold the answer while another caller asks the same), and again once the answer is written.
   * `path`: the request's (e.g. /v1/payment_intents/pi_1/capture).
   */
  onEffect: ((effect: string, moment: 'before-answer' | 'answered', path: string) => Promise<void> | void) | null;
  /** What Stripe does when an uncaptured authorization expires: the PaymentIntent is canceled (no webhook sent here). */
  expire(intentId: string): void;
  accounts: Map<string, Account>;
  transfers: Map<string, Transfer>;
  /** Where signed events go (the app's webhook endpoint): body and Stripe-Signature header. */
  deliver: ((body: string, signature: string) => Promise<void>) | null;
  webhookSecret: string;
  /** Stripe's payout schedule: the account's balance paid to its bank, with payout.paid sent; null when there is none. */
  payOut(accountId: string, arrival?: Date): Promise<{ id: string; amount: number } | null>;
  /**
   * The host's bank sends a paid payout back (e.g. the bank account was closed): Stripe sends payout.failed and the
   * money is in the connected account's balance again.
   */
  bankReturns(accountId: string, payoutId: string): Promise<void>;
  /** Stripe needs more from the account (e.g. an identity document): payouts stop, account.updated is sent. */
  restrict(accountId: string): Promise<void>;
  close(): Promise<void>;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  metadata: Record<string, string>;
  customer: string | null;
  off_session: boolean;
  /** The charge's id (expanded on request with its card's capture_before and its balance transaction). */
  latest_charge: string;
  /** Stripe's fee on the charge once it succeeded (its balance transaction's `fee`): 2.9% + 30 cents, as for Canadian cards. */
  fee?: number;
  /** Given back in full (POST /v1/refunds). */
  refunded?: boolean;
  /** How much has been given back, in all (Stripe's charge.amount_refunded). */
  amount_refunded?: number;
}

interface Setup {
  id: string;
  object: 'setup_intent';
  customer: string;
  usage: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  payment_method: string | null;
  metadata: Record<string, string>;
}

interface Account {
  id: string;
  object: 'account';
  type: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: { currently_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
  /** What transfers put there and payouts have not taken yet (not Stripe's shape: the fake's own book). */
  balance: number;
}

interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  /** The charge the transfer's funds come from (null: the platform's available balance). */
  source_transaction: string | null;
  metadata: Record<string, string>;
}

const HOLD_SECONDS = 7 * 24 * 60 * 60;
/** Stripe's standard pricing for Canadian cards: 2.9% + 30 cents per successful charge, kept when it is refunded. */
const feeOf = (amount: number) => Math.round(amount * 0.029) + 30;
/** The `expand` list of a request (form fields or query: expand[0], expand[1], ...). */
function expandOf(fields: Record<string, string> | URLSearchParams): string[] {
  const entries = fields instanceof URLSearchParams ? [...fields] : Object.entries(fields);
  return entries.filter(([key]) => /^expand\[\d+\]$/.test(key)).map(([, value]) => value);
}
const ONBOARDING_DUE = ['external_account', 'individual.first_name', 'individual.last_name', 'tos_acceptance.date'];
const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) fields[key] = value;
  return fields;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const setups = new Map<string, Setup>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const effects: string[] = [];
  const accounts = new Map<string, Account>();
  const transfers = new Map<string, Transfer>();
  const payouts = new Map<string, { id: string; object: string; amount: number; currency: string; status: string; arrival_date: number }>();
  const publicAccount = ({ balance: _balance, ...account }: Account) => account;
  const webhookSecret = 'whsec_fake_connect';
  const signer = new Stripe('sk_test_fake_signer');
  async function send(type: string, object: object, account?: string): Promise<void> {
    const body = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      ...(account ? { account } : {}),
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    await fake.deliver?.(body, signer.webhooks.generateTestHeaderString({ payload: body, secret: fake.webhookSecret }));
  }

  const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, code } } });
  const captureBefore = new Map<string, number>();
  /** An intent as Stripe answers it: its charge expanded when asked, with the balance transaction once it succeeded. */
  function present(intent: Intent, expand: readonly string[]) {
    const { fee, ...body } = intent;
    if (!expand.some((path) => path === 'latest_charge' || path === 'latest_charge.balance_transaction')) return body;
    const transaction =
      fee === undefined
        ? null
        : expand.includes('latest_charge.balance_transaction')
          ? {
              id: `txn_${intent.latest_charge.slice(3)}`,
              object: 'balance_transaction',
              amount: intent.amount,
              fee,
              net: intent.amount - fee,
            }
          : `txn_${intent.latest_charge.slice(3)}`;
    const charge = {
      id: intent.latest_charge,
      object: 'charge' as const,
      payment_method_details: { card: { capture_before: captureBefore.get(intent.id) } },
      balance_transaction: transaction,
    };
    return { ...body, latest_charge: charge };
  }

  function handle(method: string, url: URL, form: Record<string, string>): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (form.payment_method === 'pm_card_chargeDeclined') {
        effects.push('declined');
        return error(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      if (form.payment_method === 'pm_card_authenticationRequired' && form.off_session === 'true') {
        effects.push('declined');
        return error(402, 'card_error', 'This payment requires the customer to authenticate.', 'authentication_required');
      }
      const id = `pi_${crypto.randomUUID().replace(/-/g, '')}`;
      const metadata = metadataOf(form);
      const chargeId = `ch_${crypto.randomUUID().replace(/-/g, '')}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? 'cad',
        // Confirmed: held with manual capture, paid at once otherwise (a tip).
        status: form.confirm !== 'true' ? 'requires_payment_method' : form.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
        capture_method: form.capture_method ?? 'automatic',
        metadata,
        customer: form.customer ?? null,
        off_session: form.off_session === 'true',
        latest_charge: chargeId,
      };
      if (intent.status === 'succeeded') intent.fee = feeOf(intent.amount);
      intents.set(id, intent);
      captureBefore.set(id, Math.floor(Date.now() / 1000) + HOLD_SECONDS);
      effects.push('create');
      return { status: 200, body: present(intent, expandOf(form)) };
    }
    if (method === 'POST' && path === '/v1/customers') {
      effects.push('customer');
      return { status: 200, body: { id: newId('cus'), object: 'customer', metadata: metadataOf(form) } };
    }
    const customerGone = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && customerGone) {
      effects.push('customer-deleted');
      return { status: 200, body: { id: customerGone[1], object: 'customer', deleted: true } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = newId('seti');
      const setup: Setup = {
        id,
        object: 'setup_intent',
        customer: form.customer ?? '',
        usage: form.usage ?? 'off_session',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${crypto.randomUUID().slice(0, 8)}`,
        payment_method: null,
        metadata: metadataOf(form),
      };
      setups.set(id, setup);
      effects.push('setup');
      return { status: 200, body: setup };
    }
    // What Stripe.js does in the member's browser (confirmCardSetup): the setup confirmed with the card typed in the
    // card field, proved by the setup's client secret and the publishable key (no secret key).
    const setupConfirm = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && setupConfirm) {
      const setup = setups.get(setupConfirm[1]!);
      if (!setup || form.client_secret !== setup.client_secret || !form.key?.startsWith('pk_'))
        return error(400, 'invalid_request_error', 'No such setupintent');
      const number = (form['payment_method_data[card][number]'] ?? '').replace(/\s/g, '');
      if (number === '4000000000000002') {
        effects.push('declined');
        return error(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      if (number !== '4242424242424242') return error(402, 'card_error', 'Your card number is incorrect.', 'incorrect_number');
      setup.status = 'succeeded';
      setup.payment_method = 'pm_card_visa';
      effects.push('setup-confirmed');
      return { status: 200, body: setup };
    }
    const setupRead = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setupRead) {
      const setup = setups.get(setupRead[1]!);
      if (!setup) return error(404, 'invalid_request_error', 'No such setupintent');
      const expanded = url.searchParams.get('expand[0]') === 'payment_method' && setup.payment_method;
      const card = { brand: 'visa', last4: '4242' };
      return {
        status: 200,
        body: expanded ? { ...setup, payment_method: { id: setup.payment_method, object: 'payment_method', card } } : setup,
      };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const match = /metadata\['(hold_id|tip_id)'\]:'([^']*)'/.exec(url.searchParams.get('query') ?? '');
      const data = [...intents.values()].filter((intent) => match && intent.metadata[match[1]!] === match[2]).map((i) => present(i, []));
      return { status: 200, body: { object: 'search_result', data, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return error(404, 'invalid_request_error', 'No such payment_intent');
      if (intent.status !== 'succeeded' || intent.refunded)
        return error(
          400,
          'invalid_request_error',
          `Charge for ${intent.id} has already been refunded or was never captured.`,
          'charge_already_refunded',
        );
      // A partial refund gives back `amount`; more than is left is refused, as Stripe does.
      const left = intent.amount - (intent.amount_refunded ?? 0);
      const amount = form.amount ? Number(form.amount) : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return error(
          400,
          'invalid_request_error',
          `Refund amount (${form.amount}) is greater than unrefunded amount on charge.`,
          'amount_too_large',
        );
      intent.amount_refunded = (intent.amount_refunded ?? 0) + amount;
      intent.refunded = intent.amount_refunded === intent.amount;
      effects.push('refund');
      return {
        status: 200,
        body: { id: newId('re'), object: 'refund', payment_intent: intent.id, amount, status: 'succeeded' },
      };
    }
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && action) {
      const intent = intents.get(action[1]!);
      if (!intent) return error(404, 'invalid_request_error', 'No such payment_intent');
      if (intent.status !== 'requires_capture') {
        return error(400, 'invalid_request_error', `This PaymentIntent could not be ${action[2]}d: it is ${intent.status}.`);
      }
      intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
      if (intent.status === 'succeeded') intent.fee = feeOf(intent.amount);
      effects.push(action[2]!);
      return { status: 200, body: present(intent, expandOf(form)) };
    }
    const intentRead = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentRead && intentRead[1] !== 'search') {
      const intent = intents.get(intentRead[1]!);
      if (!intent) return error(404, 'invalid_request_error', 'No such payment_intent');
      return { status: 200, body: present(intent, expandOf(url.searchParams)) };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account: Account = {
        id: newId('acct'),
        object: 'account',
        type: form.type ?? 'express',
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: [...ONBOARDING_DUE], disabled_reason: null },
        metadata: metadataOf(form),
        balance: 0,
      };
      accounts.set(account.id, account);
      effects.push('account');
      return { status: 200, body: publicAccount(account) };
    }
    const accountRead = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountRead) {
      const account = accounts.get(accountRead[1]!);
      return account
        ? { status: 200, body: publicAccount(account) }
        : error(404, 'invalid_request_error', `No such account: '${accountRead[1]}'`);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(form.account ?? '')) return error(404, 'invalid_request_error', `No such account: '${form.account}'`);
      if (!form.return_url || !form.refresh_url) return error(400, 'invalid_request_error', 'Missing required param: return_url.');
      const query = new URLSearchParams({ return_url: form.return_url, refresh_url: form.refresh_url });
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `http://${fake.host}:${fake.port}/connect/onboarding/${form.account}?${query}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const account = accounts.get(form.destination ?? '');
      if (!account) return error(400, 'invalid_request_error', `No such destination: '${form.destination}'`);
      if (!account.payouts_enabled)
        return error(
          400,
          'invalid_request_error',
          'Your destination account needs to have at least one of the following capabilities enabled: transfers',
        );
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0) return error(400, 'invalid_request_error', 'Invalid positive integer');
      // Tied to a charge: it must have succeeded, and all transfers from it never exceed what was not refunded.
      if (form.source_transaction) {
        const source = [...intents.values()].find((intent) => intent.latest_charge === form.source_transaction);
        if (source?.status !== 'succeeded') return error(400, 'invalid_request_error', `No such charge: '${form.source_transaction}'`);
        const used = [...transfers.values()]
          .filter((t) => t.source_transaction === form.source_transaction)
          .reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
        if (used + amount > source.amount - (source.amount_refunded ?? 0))
          return error(400, 'invalid_request_error', 'Insufficient funds on the source transaction.', 'balance_insufficient');
      }
      const transfer: Transfer = {
        id: newId('tr'),
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: form.currency ?? 'cad',
        destination: account.id,
        transfer_group: form.transfer_group ?? null,
        source_transaction: form.source_transaction ?? null,
        metadata: metadataOf(form),
      };
      transfers.set(transfer.id, transfer);
      account.balance += amount;
      effects.push('transfer');
      return { status: 200, body: transfer };
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversal) {
      const transfer = transfers.get(reversal[1]!);
      if (!transfer) return error(404, 'invalid_request_error', `No such transfer: '${reversal[1]}'`);
      const left = transfer.amount - transfer.amount_reversed;
      const amount = form.amount ? Number(form.amount) : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return error(400, 'invalid_request_error', 'Reversal amount is greater than the amount left on the transfer.');
      transfer.amount_reversed += amount;
      accounts.get(transfer.destination)!.balance -= amount;
      effects.push('reversal');
      return {
        status: 200,
        body: { id: newId('trr'), object: 'transfer_reversal', amount, currency: transfer.currency, transfer: transfer.id },
      };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  /** The hosted onboarding page an account link leads to: one form; submitting it completes the account's details. */
  async function onboarding(method: string, url: URL, form: Record<string, string>, response: http.ServerResponse): Promise<void> {
    const account = accounts.get(url.pathname.split('/').at(-1) ?? '');
    const back = url.searchParams.get('return_url');
    if (!account || !back) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('This link has expired.');
      return;
    }
    if (method === 'POST') {
      if (form.bank_account) {
        account.details_submitted = true;
        account.charges_enabled = true;
        account.payouts_enabled = true;
        account.requirements = { currently_due: [], disabled_reason: null };
        effects.push('onboarded');
        await send('account.updated', publicAccount(account));
      }
      response.writeHead(303, { location: back }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Payout details (test)</title></head>
<body><main><h1>Payout details (test)</h1><p>A stand-in for Stripe's Express onboarding.</p>
<form method="post"><label for="bank">Bank account number</label> <input id="bank" name="bank_account" required>
<button type="submit">Submit</button></form></main></body></html>`);
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      if (url.pathname.startsWith('/connect/onboarding/')) {
        await onboarding(request.method ?? 'GET', url, parseForm(body), response);
        return;
      }
      const key = request.headers['idempotency-key'];
      const keyed = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null;
      const effectsBefore = effects.length;
      const answer = (keyed && answered.get(keyed)) || handle(request.method ?? 'GET', url, parseForm(body));
      // Stripe stores the answer to a key, errors included, and gives it again for the same key.
      if (keyed && !answered.has(keyed)) answered.set(keyed, answer);
      const effect = effects.length > effectsBefore ? effects.at(-1)! : null;
      if (effect) await fake.onEffect?.(effect, 'before-answer', url.pathname);
      // The caller may be gone (killed on purpose): its socket's errors are nobody's concern.
      response.on('error', () => undefined);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
      response.end(JSON.stringify(answer.body), () => {
        if (effect) void fake.onEffect?.(effect, 'answered', url.pathname);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    effects,
    intents,
    setups,
    completeSetup(setupId, paymentMethod) {
      const setup = setups.get(setupId);
      if (!setup) throw new Error(`no setup intent ${setupId}`);
      setup.status = 'succeeded';
      setup.payment_method = paymentMethod;
    },
    onEffect: null,
    accounts,
    transfers,
    deliver: null,
    webhookSecret,
    async payOut(accountId, arrival = new Date()) {
      const account = accounts.get(accountId);
      if (!account || account.balance <= 0) return null;
      const payout = {
        id: newId('po'),
        object: 'payout',
        amount: account.balance,
        currency: 'cad',
        status: 'paid',
        arrival_date: Math.floor(arrival.getTime() / 1000),
      };
      account.balance = 0;
      payouts.set(payout.id, payout);
      effects.push('payout');
      await send('payout.paid', payout, account.id);
      return { id: payout.id, amount: payout.amount };
    },
    async bankReturns(accountId, payoutId) {
      const payout = payouts.get(payoutId);
      const account = accounts.get(accountId);
      if (!payout || !account || payout.status !== 'paid') throw new Error(`no paid payout ${payoutId}`);
      payout.status = 'failed';
      account.balance += payout.amount;
      effects.push('payout-returned');
      await send('payout.failed', { ...payout, failure_code: 'account_closed' }, account.id);
    },
    async restrict(accountId) {
      const account = accounts.get(accountId)!;
      account.payouts_enabled = false;
      account.requirements = { currently_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due' };
      await send('account.updated', publicAccount(account));
    },
    expire(intentId) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_capture') throw new Error(`no held payment intent ${intentId}`);
      intent.status = 'canceled';
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
