import { CANCELLATION_POLICIES } from '../../../../shared/format-options';

const TOPICS: { question: string; answer: string }[] = [
  {
    question: 'how does a format run?',
    answer:
      'Once you publish it, people say they are interested with a name and an e-mail during the interest period. Then, in the selection window, they see each other and privately pick who they would like to meet. When it closes we suggest groups from mutual picks; you approve them (or they are confirmed automatically), and selected people pay within the confirmation period.',
  },
  {
    question: 'can I close a window early?',
    answer: 'Yes: on the format\'s details page, "close ... now" ends the current window at once and moves the format on.',
  },
  {
    question: 'who sees the picks?',
    answer: 'Nobody, you included. You see who is interested, their status and their group, never who picked whom.',
  },
  {
    question: 'what if too few people are interested?',
    answer:
      '"Extend the interest period" gives it one more period; "cancel the event" calls it off and tells everyone. Nobody has paid yet.',
  },
  {
    question: 'what if someone drops out?',
    answer:
      '"Go ahead if the group still has its minimum", "fill the place from the waitlist" or "cancel that group": a cancelled group is refunded in full.',
  },
  {
    question: 'how am I paid?',
    answer: 'Attendees pay the full ticket; the platform keeps 20% and your 80% shows in billing. Refunds follow the cancellation policy.',
  },
];

/** /host/help: the questions hosts ask, answered from how the product works. */
export default function HostHelpScreen() {
  return (
    <>
      <h1>help</h1>
      {TOPICS.map((topic) => (
        <section key={topic.question}>
          <h2>{topic.question}</h2>
          <p>{topic.answer}</p>
        </section>
      ))}
      <section>
        <h2>cancellation policies</h2>
        <ul>
          {Object.values(CANCELLATION_POLICIES).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
