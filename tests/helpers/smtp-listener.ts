import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's iCalendar part (a meetup invite), if it has one. */
  calendar: string | null;
}

export interface SmtpListener {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail to `to` (already received or still to come). */
  nextMailTo(to: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests of the mail the app sends. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            calendar: parsed.attachments.find((part) => part.contentType === 'text/calendar')?.content.toString('utf8') ?? null,
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextMailTo(to, after = 0) {
      for (;;) {
        const found = mails.slice(after).find((m) => m.to === to);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code and the magic link in a sign-in mail. */
export function readSignInMail(mail: ReceivedMail): { code: string; link: string } {
  const code = /sign-in code is:\s+(\d{6})/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/login\/magic-link\?\S+)/.exec(mail.text)?.[1];
  if (!code || !link) throw new Error(`not a sign-in mail: ${mail.text}`);
  return { code, link };
}
