import type { Mail } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mails to the people interested in a format. */
type ParticipantMailKind =
  | 'interest'
  | 'selection-open'
  | 'selected'
  | 'paid'
  | 'waitlisted'
  | 'released'
  | 'cancelled'
  | 'group-cancelled'
  | 'refunded';

export type JourneyMailKind = ParticipantMailKind | 'host-review';

/**
 * A participant's address is whatever was typed into "I'm interested", by anyone, signed out: nothing proves it is
 * theirs. So their mails say only these words of ours and link to the format's page, never the name given nor the
 * host's title (anyone could otherwise make us mail their own words, a phishing line, to a stranger).
 */
const PARTICIPANT_WORDS: Record<ParticipantMailKind, { subject: string; body: string; action: string }> = {
  interest: {
    subject: "You're on the list for an event",
    body: "You said you're interested in this event, and you're on the list. When the selection window opens we'll write again: you'll see the others who are interested and privately pick who you'd like to meet. Nobody ever sees your picks. You pay nothing unless you're placed in a confirmed group. If that wasn't you, you can ignore this mail: nothing is asked of you unless you sign in with this address.",
    action: 'see the event',
  },
  'selection-open': {
    subject: "Pick who you'd like to meet",
    body: "The selection window of an event you're interested in is open: see who else is interested and pick who you'd like to join with. Sign in with this e-mail address to pick. Your picks stay private.",
    action: 'make your picks',
  },
  selected: {
    subject: "You're in a group: confirm your place",
    body: "You've been placed in a confirmed group. Confirm your place by paying before the confirmation period ends (sign in with this e-mail address).",
    action: 'confirm and pay',
  },
  paid: {
    subject: 'Your place is confirmed',
    body: 'Your payment went through and your place is confirmed. See you there.',
    action: 'see your place',
  },
  waitlisted: {
    subject: "You're on the waitlist",
    body: "This time the groups filled up. You're on the waitlist: if a place opens, we'll tell you. Nothing was charged.",
    action: 'see the event',
  },
  released: {
    subject: 'About the event you were interested in',
    body: "This time you weren't placed in a group. Nothing was charged. We hope to see you at another event.",
    action: 'see other events',
  },
  cancelled: {
    subject: 'An event you were interested in was called off',
    body: 'This event was called off. Nothing was charged, and any payment is refunded in full.',
    action: 'see other events',
  },
  'group-cancelled': {
    subject: 'Your group was called off',
    body: "Your group didn't keep enough people to go ahead, so it was called off. Any payment is refunded in full.",
    action: 'see other events',
  },
  refunded: {
    subject: 'Your place is cancelled',
    body: 'You gave up your place. Any refund follows the cancellation policy and goes back to your card.',
    action: 'see the event',
  },
};

/** The host's address is their account's, proven by their sign-in: the mail may name their own format. */
const hostReviewWords = (title: string) => ({
  subject: `Groups are ready for your review: "${title}"`,
  body: 'The selection window has closed. Review the suggested groups, move people if you need to, and approve them: selected people are then asked to pay.',
  action: 'review the groups',
});

/** A journey mail (spec 002 §1: everyone is told by e-mail what happened to them at each step). */
export function journeyMail(options: { to: string; kind: JourneyMailKind; link: string; title: string }): Mail {
  const { to, kind, link, title } = options;
  const words = kind === 'host-review' ? hostReviewWords(title) : PARTICIPANT_WORDS[kind];
  const text = ['Hello,', '', words.body, '', `${words.action}: ${link}`].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#292524">
<p>Hello,</p>
<p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#9a3412;color:#fff;text-decoration:none">${escapeHtml(words.action)}</a></p>
</body></html>`;
  return { to, subject: words.subject, text, html };
}
