import type { Mail } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type JourneyMailKind =
  | 'interest'
  | 'selection-open'
  | 'selected'
  | 'paid'
  | 'waitlisted'
  | 'released'
  | 'cancelled'
  | 'group-cancelled'
  | 'refunded'
  | 'host-review';

const WORDS: Record<JourneyMailKind, { subject: (title: string) => string; body: string; action: string }> = {
  interest: {
    subject: (title) => `You're interested in "${title}"`,
    body: "You're on the list. When the selection window opens we'll write again: you'll see the others who are interested and privately pick who you'd like to meet. Nobody ever sees your picks. You pay nothing unless you're placed in a confirmed group.",
    action: 'see the event',
  },
  'selection-open': {
    subject: (title) => `Pick who you'd like to meet at "${title}"`,
    body: "The selection window is open: see who else is interested and pick who you'd like to join with. Sign in with this e-mail address to pick. Your picks stay private.",
    action: 'make your picks',
  },
  selected: {
    subject: (title) => `You're in a group for "${title}"`,
    body: "You've been placed in a confirmed group. Confirm your place by paying before the confirmation period ends (sign in with this e-mail address).",
    action: 'confirm and pay',
  },
  paid: {
    subject: (title) => `Your place at "${title}" is confirmed`,
    body: 'Your payment went through and your place is confirmed. See you there.',
    action: 'see your place',
  },
  waitlisted: {
    subject: (title) => `You're on the waitlist for "${title}"`,
    body: "This time the groups filled up. You're on the waitlist: if a place opens, we'll tell you. Nothing was charged.",
    action: 'see the event',
  },
  released: {
    subject: (title) => `About "${title}"`,
    body: "This time you weren't placed in a group. Nothing was charged. We hope to see you at another event.",
    action: 'see other events',
  },
  cancelled: {
    subject: (title) => `"${title}" was called off`,
    body: 'This event was called off. Nothing was charged, and any payment is refunded in full.',
    action: 'see other events',
  },
  'group-cancelled': {
    subject: (title) => `Your group for "${title}" was called off`,
    body: "Your group didn't keep enough people to go ahead, so it was called off. Any payment is refunded in full.",
    action: 'see other events',
  },
  refunded: {
    subject: (title) => `Your place at "${title}" is cancelled`,
    body: 'You gave up your place. Any refund follows the cancellation policy and goes back to your card.',
    action: 'see the event',
  },
  'host-review': {
    subject: (title) => `Groups are ready for your review: "${title}"`,
    body: 'The selection window has closed. Review the suggested groups, move people if you need to, and approve them: selected people are then asked to pay.',
    action: 'review the groups',
  },
};

/** A journey mail (spec 002 §1; issue 15: "everyone is told by e-mail ... what happened to them at each step"). */
export function journeyMail(options: { to: string; name: string; title: string; kind: JourneyMailKind; link: string }): Mail {
  const { to, name, title, kind, link } = options;
  const words = WORDS[kind];
  const text = [`Hi ${name},`, '', words.body, '', `${words.action}: ${link}`].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#292524">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#9a3412;color:#fff;text-decoration:none">${escapeHtml(words.action)}</a></p>
</body></html>`;
  return { to, subject: words.subject(title), text, html };
}
