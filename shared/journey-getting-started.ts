import type { Roadmap } from './roadmap';

/** The getting-started roadmap (docs/product-rules.md#journey-and-chats): from a new profile to a first weekend coffee and the ones after it. */
export const GETTING_STARTED_ROADMAP: Roadmap = {
  id: 'getting-started',
  title: 'Getting started',
  description: 'Seven short steps from a new profile to your first weekend coffee in Toronto, and to better ones after it.',
  metro: null,
  steps: [
    {
      id: 'anonymous-feedback',
      title: 'Anonymous feedback',
      summary: 'After every meetup you answer one private question. Nobody ever sees your answer, and it shapes who you meet next.',
      sections: [
        {
          heading: 'One question, after every coffee',
          text: [
            'A day after your group meets, we ask you one thing about each person you met: would you meet them again? ' +
              'You answer yes or no. That is all.',
            'Your answers are anonymous. The other person never sees them, not even if you both said yes, and hosts and ' +
              'other members never see them either. They only feed the next week’s matching: people you would see again ' +
              'become a little more likely to share a table with you, and a “no” keeps you apart.',
          ],
        },
        {
          heading: 'How to give feedback that helps',
          text: ['Answer about the conversation, not about looks or first impressions. A few things worth asking yourself:'],
          list: [
            'Did they listen as much as they talked?',
            'Would a second coffee with them go somewhere new?',
            'Did they show up on time and stay for the whole meetup?',
          ],
        },
        {
          heading: 'Something went wrong?',
          text: [
            'Feedback is not the place for safety concerns. If someone made you uncomfortable, use “report” on their ' +
              'profile: a person reads every report.',
          ],
        },
      ],
      chatId: 'general-chat',
    },
    {
      id: 'craft-profile',
      title: 'Craft your profile',
      summary: 'Your interests are how people find you. Write what you are looking for and what you can bring, in your own words.',
      sections: [
        {
          heading: 'Interests do the matching',
          text: [
            'Every interest you add is a card other members can see in their Thursday batch, so more interests mean more ' +
              'people who share one of them. For each one you write two short lines (20 to 150 characters each): what ' +
              'you are looking for, and what you can contribute.',
          ],
          list: [
            'Be specific: “a running buddy for the Don Valley trails on Sundays” beats “fitness”.',
            'Offer something: a book to lend, a recipe, ten years of board-game rules in your head.',
            'Write the way you talk over coffee; nobody expects a CV.',
          ],
        },
        {
          heading: 'Logistics that make a group possible',
          text: [
            'Groups meet on Saturday or Sunday at 9 or 11 in the morning, in one neighbourhood. Pick every slot and every ' +
              'neighbourhood that really works for you: the more overlap, the sooner you are placed. If you can book a table ' +
              'at a café, say so under hosting; every group needs one venue booker.',
          ],
        },
        {
          heading: 'A clear photo',
          text: ['One recent photo of your face, in daylight, without sunglasses. It is how your group recognises you at the café door.'],
        },
      ],
      action: { to: '/settings', label: 'edit my profile' },
      chatId: 'setup-guide',
    },
    {
      id: 'approach',
      title: 'Choose your approach',
      summary: 'Friends only, or open to romance too? Your answer and your age and gender preferences stay private.',
      sections: [
        {
          heading: 'Friends, or open to more',
          text: [
            'Most people come for friends. Some are also open to meeting a partner. Tell us which in the vibe check; if ' +
              'you are open to romance you can add who you would like to meet and an ideal age range.',
            'These preferences are totally private. They are never shown on your profile, in a batch, or to your group.',
          ],
        },
        {
          heading: 'How picking works',
          text: [
            'When you browse your batch you give each person a level from 0 to 5. Level 2 and above is a pick; 0 means ' +
              '“please never put us in a group”. Picks are private: nobody learns who picked them, and mutual picks are ' +
              'never revealed either. They only help the matching put people who chose each other at one table.',
          ],
          list: [
            'Pick generously: a group of five needs several mutual picks to form.',
            'Use 0 sparingly, for people you really do not want to meet.',
          ],
        },
      ],
      action: { to: '/vibe-check', label: 'open the vibe check' },
    },
    {
      id: 'explore-experiences',
      title: 'Explore experiences',
      summary: 'Beyond weekend coffee: poetry nights, dance classes and evenings out, for groups of 6 to 12.',
      sections: [
        {
          heading: 'What an experience is',
          text: [
            'Experiences are hosted events for a small group: a poetry night, a beginners’ salsa class, an evening of ' +
              'comedy and karaoke. A host runs it, you register with your availability, and we assemble a group of people ' +
              'who registered for the same thing.',
          ],
        },
        {
          heading: 'Deposits and payment',
          text: [
            'Registering may hold a $10 deposit, which counts toward the event price. You only pay the rest once a group ' +
              'is confirmed, and the deposit is refunded automatically if no group forms within three months. You hear ' +
              'about the date about 7 days before.',
          ],
        },
        {
          heading: 'Before launch',
          text: [
            'Browsing experiences opens after our launch; until then the list shows a coming-soon message. Mark this step done once you have had a look.',
          ],
        },
      ],
      action: { to: '/emberite/experiences', label: 'see experiences' },
      chatId: 'event-tips',
    },
    {
      id: 'explore-people',
      title: 'Explore people',
      summary: 'Every Thursday at noon a new batch of up to 55 people arrives. Pick the ones you would like to meet.',
      sections: [
        {
          heading: 'The weekly rhythm',
          text: ['Each week runs on the same clock, in Toronto time:'],
          list: [
            'Thursday 12:00: your batch of up to 55 people is released, ranked by shared interests.',
            'Until Monday 9:00: browse and pick privately.',
            'Monday 9:00: groups of 4 to 6 are formed from mutual picks, a shared slot and a shared neighbourhood.',
            'Within 48 hours: accept or decline your group invite. Declining carries no penalty.',
            'The countdown on the discover screen shows how long until the next batch.',
          ],
        },
        {
          heading: 'Reading a profile',
          text: [
            'Look at the lines under each interest, not just the topic. “Looking for someone to swap novels with” and ' +
              '“can bring a shelf of Canadian fiction” tell you more about a coffee than any photo.',
          ],
        },
      ],
      action: { to: '/home', label: 'go to discover' },
    },
    {
      id: 'first-experience',
      title: 'Your first meetup',
      summary: 'Accept your group invite, turn up on time, and ask the second question. A few tips for the first coffee.',
      sections: [
        {
          heading: 'Saying yes',
          text: [
            'When a group forms you get an invite with the slot, the neighbourhood and the others’ first names. Accepting ' +
              'holds a deposit; attending releases it, and not showing up without a word forfeits it. If your plans change, ' +
              'decline early so your place can go to someone else.',
          ],
        },
        {
          heading: 'At the café',
          text: ['A few habits make a first coffee easy for everyone:'],
          list: [
            'Arrive five minutes early; the venue booker has the table under their first name.',
            'Put your phone away for the first half hour.',
            'Ask about the interests on their cards, then ask a second question about the answer.',
            'Plan for about 90 minutes; leaving after that is normal.',
            'Stuck for words? The event tips chat has openers that work over coffee.',
          ],
        },
      ],
      action: { to: '/group', label: 'see my group' },
      chatId: 'event-tips',
    },
    {
      id: 'improve',
      title: 'Improve',
      summary: 'Answer the meet-again question, sharpen your interests and record your videos: each week gets better.',
      sections: [
        {
          heading: 'After each coffee',
          text: ['Small changes add up: the matching learns from every answer you give, and a fresher profile finds better tables.'],
          list: [
            'Answer “would you meet again?” for everyone at the table; it is anonymous.',
            'Update an interest whose lines no longer fit what you want.',
            'Add one idea to your bucket list: something you would love to do with the right group.',
            'Record two short videos, one fun and one useful, to become discoverable after launch.',
          ],
        },
      ],
      action: { to: '/emberite/settings/videos', label: 'record my videos' },
    },
    {
      id: null,
      title: 'Host your own morning',
      summary: 'Run a regular coffee for people who share your favourite topic.',
      sections: [],
    },
  ],
};
