import type { WizardStep } from '../../../../../shared/event-format-wizard';

/** The intro and education screens before each part (docs/product-rules.md#event-format-wizard); hidden in the numbered indicator. */
const INTROS: Partial<Record<WizardStep, { title: string; points: string[] }>> = {
  'concept-intro': {
    title: "let's create something",
    points: [
      'You design a gathering once, as a format: what it is, when it could happen, and for how many people.',
      'People say they are interested, pick who they would like to meet, and we suggest the groups.',
      'It only happens when a group is full, so nobody sits at a half-empty table.',
    ],
  },
  'timeline-intro': {
    title: 'set interest period',
    points: [
      'First, people express interest with only a name and an e-mail, and no payment.',
      'Then a short selection window: the interested people see each other and privately pick who they would like to join with. Nobody ever sees who picked whom.',
      'Then the groups are suggested, and selected people confirm and pay within the confirmation period.',
    ],
  },
  'group-intro': {
    title: 'set parameters',
    points: [
      'Choose the smallest and the largest group: the event happens only once a group reaches the minimum.',
      'Approve each group yourself, or let groups be confirmed automatically.',
      'Decide what happens when interest is low, when someone drops out, or when people cannot be grouped.',
    ],
  },
  'logistics-intro': {
    title: 'set dates & location',
    points: [
      'A program can be a series: choose how many sessions each group meets, weekly or every two weeks.',
      'Offer 2-3 possible dates and a time for each: more dates give more people a chance to come. Each is a group’s first session.',
      'Choose the city and the neighbourhood; the exact venue can follow later.',
    ],
  },
};

export default function IntroStep({ step }: { step: WizardStep }) {
  const intro = INTROS[step]!;
  return (
    <>
      <p className="create-event__eyebrow">{intro.title}</p>
      <ul className="create-event__points">
        {intro.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}

export const introTitle = (step: WizardStep) => INTROS[step]?.title;
