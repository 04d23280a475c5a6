import './HowJoiningWorks.css';

/** The attendee flow hosts and members are told about (docs/product-rules.md#program-journey), shown on every program page. */
const STEPS = [
  { title: 'show interest', text: 'Tell us you are in with a name and an email. No payment, no obligation.' },
  {
    title: 'pick privately',
    text: 'Browse the others who are interested and privately pick who you would like in your group. Nobody ever sees your picks.',
  },
  {
    title: 'we form the group',
    text: 'We suggest a group of people who picked each other, and the host approves it when they review groups.',
  },
  { title: 'confirm and pay', text: 'Only once you are selected do you confirm and pay. If the group never fills, nobody pays anything.' },
];

export default function HowJoiningWorks() {
  return (
    <section className="how-joining-works" aria-labelledby="how-joining-works">
      <h2 id="how-joining-works">how joining works</h2>
      <ol className="how-joining-works__steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>: {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
