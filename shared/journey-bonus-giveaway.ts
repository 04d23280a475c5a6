import type { Roadmap } from './roadmap';

const RULES = [
  'Open to members 19 and over whose profile location is in Metro Vancouver.',
  'One entry per member per month; entries carry over to later draws until you win.',
  'The draw is on the first Thursday of each month at noon Pacific time, from every completed entry.',
  'Three winners a month, told by e-mail and in the app within two days; a prize not claimed in 30 days goes to a new draw.',
  'No purchase is necessary, and the deposit credit has no cash value.',
];

/**
 * The bonus roadmap, only for the Vancouver metro (docs/product-rules.md#journey-and-chats): the founding members' coffee giveaway while
 * Vancouver groups get started.
 */
export const BONUS_GIVEAWAY_ROADMAP: Roadmap = {
  id: 'bonus-giveaway',
  title: 'Bonus: Vancouver founders’ giveaway',
  description:
    'Vancouver groups are just starting. Finish four short steps to enter our monthly draw: three winners each get a $50 ' +
    'gift card for an independent café near them and their first group deposit covered.',
  metro: 'yvr',
  steps: [
    {
      id: 'giveaway-rules',
      title: 'Read how the giveaway works',
      summary: 'Three winners every month, each with a $50 café gift card and a free first deposit.',
      sections: [
        {
          heading: 'The prize',
          text: [
            'Each month we draw three Vancouver members. Each winner gets a $50 gift card for an independent café of their ' +
              'choice in Metro Vancouver (Commercial Drive, Main Street, Kitsilano, Mount Pleasant, North Van, wherever ' +
              'your group meets), and we cover the deposit of their first group meetup.',
          ],
        },
        { heading: 'The rules', text: ['The short version:'], list: RULES },
      ],
    },
    {
      id: 'giveaway-profile',
      title: 'Finish your Vancouver profile',
      summary: 'Add at least three interests with both lines written, your neighbourhoods and your weekend slots.',
      sections: [
        {
          heading: 'Why a full profile',
          text: [
            'The point of the giveaway is coffee with people you click with. A profile with three interests, the ' +
              'neighbourhoods you can reach and the mornings you are free is what lets us form a Vancouver group around you.',
          ],
          list: [
            'Three or more interests, each with what you are looking for and what you can bring.',
            'Every neighbourhood you would happily travel to on a weekend morning.',
            'Both Saturday and Sunday slots if you can: groups form faster with overlap.',
          ],
        },
      ],
      action: { to: '/settings', label: 'edit my profile' },
      chatId: 'setup-guide',
    },
    {
      id: 'giveaway-invite',
      title: 'Invite a friend from Vancouver',
      summary: 'Share your invite code with one person you would happily have coffee with.',
      sections: [
        {
          heading: 'Bring someone good',
          text: [
            'Groups are better when the people in them are people you would vouch for. Create your invite code and send ' +
              'it to one friend in Metro Vancouver; they do not need to finish signing up for your entry to count.',
            'Your friend will not be placed in your group just because you invited them; they meet new people too.',
          ],
        },
      ],
      action: { to: '/emberite/settings/invites', label: 'open my invites' },
    },
    {
      id: 'giveaway-enter',
      title: 'Enter the draw',
      summary: 'Mark this step as completed to confirm your entry for this month’s draw.',
      sections: [
        {
          heading: 'Confirm your entry',
          text: [
            'Marking this step as completed enters you in the next draw, and every draw after it until you win. Make sure ' +
              'the e-mail on your account is one you read: that is where we tell winners.',
          ],
          list: RULES,
        },
      ],
    },
  ],
};
