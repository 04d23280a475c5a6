import type { Database } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { devOutboxRepo } from './dev-outbox-repo';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar file (a meetup's or a program's invite), sent as the mail's calendar part and as meetup.ics. */
  calendar?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends through SMTP with nodemailer. */
function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ calendar, ...mail }) {
      await transport.sendMail({
        from,
        ...mail,
        // The part's method is the file's own (a program's sessions are a REQUEST), else PUBLISH.
        ...(calendar
          ? { icalEvent: { filename: 'meetup.ics', method: /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'PUBLISH', content: calendar } }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Development without SMTP: the mail is kept in the dev_outbox table (listed at /dev/outbox) and printed in the
 * log, so a newcomer can sign in right after `npm start`.
 */
function devOutboxMailer(db: Database, log: FastifyBaseLogger, now: () => Date): Mailer {
  const outbox = devOutboxRepo(db);
  return {
    async send(mail) {
      await outbox.keep(mail.to, mail.subject, mail.text, now().toISOString());
      log.warn({ to: mail.to, subject: mail.subject }, `DEV OUTBOX (no SMTP_URL): mail kept at /dev/outbox instead of sent\n${mail.text}`);
    },
    close() {},
  };
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
}): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : devOutboxMailer(options.db, options.log, options.now);
}
