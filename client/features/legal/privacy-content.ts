import { MINIMUM_AGE } from './legal-constants';
import type { LegalBrand, LegalDocument } from './legal-document';

/** The privacy policy, written against Canada's PIPEDA for a service run from Toronto, Ontario. */
export function privacyPolicy({ name, contactEmail }: LegalBrand): LegalDocument {
  return {
    title: 'Privacy Policy',
    intro: [
      `This policy explains what personal information ${name} collects, why, who can see it and how long we keep it. ` +
        'We are based in Toronto, Ontario, and we handle personal information in line with the Personal Information ' +
        'Protection and Electronic Documents Act (PIPEDA).',
      'The short version: we collect what it takes to put you in a good small group, we never show anyone your picks, ' +
        'and we keep your information only while your account is active.',
    ],
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: ['We collect information you give us and a small amount that comes from using the app:'],
        points: [
          'account details: your email address and, if you sign in with Google or Microsoft, the account identifier they give us;',
          'profile details: first name, age, sex, city and neighbourhoods, photos, the interests you describe, your availability, whether you can book a venue, and videos you record;',
          'private preferences: the people you pick, how interested you are in each, whether you are open to romance, and the gender and age range you prefer;',
          'group and payment records: invites you accept or decline, attendance, deposits held, released or charged, and what hosts earn (card numbers are handled by our payment processor, never stored by us);',
          'technical information: sign-in times, device and browser type, and error logs that help us keep the service working.',
        ],
      },
      {
        heading: '2. Why we use it',
        paragraphs: [
          'We use your information to create your account and sign you in, to show you profiles and form groups, to send invites ' +
            'and venue details, to handle deposits, no-show charges, payments and host payouts, to keep members safe, ' +
            'to answer you, and to improve how groups are formed. We do not sell your personal information, and we do not ' +
            'use it for advertising.',
        ],
      },
      {
        heading: '3. Your picks and preferences stay private',
        paragraphs: [
          'Who you pick, how interested you are, and your gender and age preferences are never shared with other members, ' +
            'with hosts or with anyone outside the service, and the app never reveals them, not even after your group has met. ' +
            'Our matching uses them only inside our systems to decide which groups to suggest.',
        ],
      },
      {
        heading: '4. What other people can see',
        paragraphs: [
          'Other members can see the profile you choose to show: first name, age, photos, approved videos, interests and ' +
            "neighbourhood. Only members who have uploaded a video can see other members' videos. When a group is confirmed, " +
            'its members and its host see the first names of the people coming and the meeting details. Your email address ' +
            'is never shown to other members.',
        ],
      },
      {
        heading: '5. Service providers',
        paragraphs: [
          'We share only what is needed with companies that help us run the service: hosting and storage, email delivery, and ' +
            'payment processing. They may process information outside Canada, including in the United States, where it can be ' +
            'subject to local law. They must protect it and may use it only for the work we ask of them.',
          "We disclose information to authorities only when Canadian law requires it or when someone's safety is at immediate risk.",
        ],
      },
      {
        heading: '6. How long we keep it',
        paragraphs: [
          'We keep your personal information while your account is active. When you close your account we delete your profile, ' +
            'photos, videos, picks and preferences. Records we must keep by law, such as payment records for tax purposes, are ' +
            'kept only for the period the law requires and then deleted.',
        ],
      },
      {
        heading: '7. Information stored on your device',
        paragraphs: [
          "The app works offline, so it keeps some information in your browser's storage: your colour theme, your unfinished " +
            'sign-up, recordings not yet uploaded and changes waiting to be sent. A session cookie keeps you signed in. ' +
            'We do not use advertising or tracking cookies. When someone else signs in on the same device, the stored data is cleared.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'We protect your information with encrypted connections, access limited to the people who need it, and separate ' +
            'storage for photos and videos that only signed-in members allowed to see them can reach. No system is perfect; ' +
            'if a breach creates a real risk of significant harm, we will tell you and the Office of the Privacy Commissioner of Canada.',
        ],
      },
      {
        heading: '9. Your choices and rights',
        paragraphs: ['Under PIPEDA you can:'],
        points: [
          'ask for a copy of the personal information we hold about you;',
          'correct information that is wrong, most of it directly in your settings;',
          'withdraw consent, for example by deleting videos or closing your account, knowing this may mean we can no longer place you in groups;',
          'complain to the Office of the Privacy Commissioner of Canada if you are not satisfied with our answer.',
        ],
      },
      {
        heading: '10. Age',
        paragraphs: [
          `The service is only for people aged ${MINIMUM_AGE} and over. We do not knowingly collect information from anyone younger, ` +
            'and we delete any account we learn belongs to someone under that age.',
        ],
      },
      {
        heading: '11. Changes and contact',
        paragraphs: [
          'If we change this policy in a meaningful way we will tell you by email or in the app before the change takes effect.',
          `Our privacy contact answers questions, access requests and complaints at ${contactEmail}.`,
        ],
      },
    ],
  };
}
