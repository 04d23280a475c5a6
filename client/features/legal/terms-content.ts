import { DEPOSIT_REFUND_MONTHS, MEMBER_DEPOSIT_DOLLARS, MINIMUM_AGE, PLATFORM_FEE_PERCENT } from './legal-constants';
import type { LegalBrand, LegalDocument } from './legal-document';

/** The terms of use, written for a service run from Toronto under Ontario and Canadian law. */
export function termsOfUse({ name, contactEmail }: LegalBrand): LegalDocument {
  return {
    title: 'Terms of Use',
    intro: [
      `These terms are the agreement between you and ${name}, a service based in Toronto, Ontario, Canada. ` +
        `They cover the website, the installable app and every get-together, program and experience you join or host through them. ` +
        `By creating an account or using the service you agree to these terms and to our Privacy Policy.`,
      'We wrote them in plain language on purpose. If something is unclear, write to us before you rely on it.',
    ],
    sections: [
      {
        heading: '1. Who can use the service',
        paragraphs: [
          `You must be at least ${MINIMUM_AGE} years old to create an account, join a group or host. ` +
            `We set the bar above the age of majority because our groups are small, adult and in person.`,
          'You may hold one account, in your own name, with a photo and details that are truly yours. ' +
            'Accounts cannot be transferred, sold or shared.',
        ],
      },
      {
        heading: '2. What we do',
        paragraphs: [
          `${name} puts adults into small in-person groups based on shared interests and private mutual picks, ` +
            'and lets hosts run paid multi-week programs and experiences. We suggest groups, coordinate logistics ' +
            'and pass on venue and timing details.',
          'We do not run background checks, and we do not guarantee that you will be placed in a group in any given week, ' +
            'that a particular person will be in your group, or that you will get along. Meeting people always carries some ' +
            'uncertainty; our job is to make the odds good and the logistics easy.',
        ],
      },
      {
        heading: '3. Your account and your picks',
        paragraphs: [
          'You are responsible for what happens under your account and for keeping your email inbox secure, ' +
            'because that is where your sign-in codes arrive.',
          'The people you pick, how interested you say you are, and the gender and age preferences you set are private. ' +
            'We use them only to form groups. We never show them to other members, to hosts or to anyone else, ' +
            'not even after your group has met.',
        ],
      },
      {
        heading: '4. Deposits, no-shows and refunds',
        paragraphs: [
          `When you accept a group invite or register for an experience, we may hold a deposit (currently $${MEMBER_DEPOSIT_DOLLARS} ` +
            'unless a different amount is shown before you confirm). Showing up costs you nothing: when you attend, ' +
            'the hold is released or applied to the event payment, as shown at the time you confirmed.',
          'If you accept and then do not show up without cancelling in time, you forfeit the deposit as a no-show charge. ' +
            'It compensates the rest of your group and the venue or host for a seat that went empty.',
          `If no group is assembled for you within ${DEPOSIT_REFUND_MONTHS} months, your deposit is refunded automatically. ` +
            'Declining an invite before accepting it never costs anything, and you can try again the next week.',
          'Program and experience prices are shown per session or per person before you pay. The cancellation window ' +
            'for each program or experience is shown on its page and at checkout, and that window decides refunds. ' +
            'Nothing in these terms limits your rights under the Ontario Consumer Protection Act, 2002.',
        ],
      },
      {
        heading: '5. Hosts',
        paragraphs: [
          'Hosts design and run programs and experiences and set their own price and their minimum and maximum number of participants. ' +
            'An event only goes ahead when its group is full; participants pay only once they are matched into a confirmed group.',
          `${name} coordinates logistics and keeps a platform fee of ${PLATFORM_FEE_PERCENT}% of the ticket price; ` +
            `the host receives the remaining ${100 - PLATFORM_FEE_PERCENT}%, less payment processing costs. ` +
            'Hosts are independent, not our employees or agents, and are responsible for their venues, materials, ' +
            'permits, insurance and taxes, and for running a safe session.',
        ],
      },
      {
        heading: '6. How we expect everyone to behave',
        paragraphs: ['Small groups only work when everyone can relax. When you use the service, you agree not to:'],
        points: [
          'harass, threaten, pressure or demean anyone, at a get-together or afterwards;',
          'use the service to sell, recruit, promote or solicit anyone;',
          'misrepresent who you are, your age or your intentions;',
          "share another member's photos, videos, contact details or what they told you in confidence;",
          'try to find out who picked whom, scrape profiles, or get around our technical limits.',
        ],
      },
      {
        heading: '7. Your content',
        paragraphs: [
          'You keep ownership of the photos, videos and text you add. You give us a licence to store, process and show them ' +
            'to other members as the service requires, for as long as your account is active. Every video is reviewed before it is shown.',
          'We may remove content or suspend or close an account that breaks these terms or puts someone at risk. ' +
            'Where it is safe to do so, we will tell you why.',
        ],
      },
      {
        heading: '8. Meeting in person',
        paragraphs: [
          'Get-togethers happen in public places such as coffee shops, studios and venues, which we do not own or control. ' +
            'Use your own judgement, arrange your own travel, and leave whenever you want to. If anyone makes you feel unsafe, ' +
            `leave, contact local authorities if needed, and tell us at ${contactEmail}.`,
        ],
      },
      {
        heading: '9. Liability',
        paragraphs: [
          'We provide the service as it is and as available. To the extent Ontario law allows, we are not liable for the conduct ' +
            'of members or hosts, for what happens at venues, or for indirect or consequential losses. Where we are liable, ' +
            'our liability is limited to the amount you paid us in the twelve months before the claim.',
        ],
      },
      {
        heading: '10. Ending your account',
        paragraphs: [
          'You can close your account at any time from your settings or by writing to us. Any deposit still held is ' +
            'refunded unless a no-show charge already applied. We may close accounts that break these terms.',
        ],
      },
      {
        heading: '11. Changes, law and contact',
        paragraphs: [
          'If we change these terms in a meaningful way we will tell you by email or in the app before the change takes effect.',
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. ' +
            'Disputes go to the courts of Toronto, Ontario, unless the law where you live gives you another choice.',
          `Questions about these terms: ${contactEmail}.`,
        ],
      },
    ],
  };
}
