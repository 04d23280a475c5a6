import { Link } from 'react-router-dom';
import { findChat } from '../../../../shared/chats';
import type { RoadmapStep } from '../../../../shared/journey';

/** A step's page: its sections, where in the app to do it, and the chat that helps with it. */
export default function StepContent({ step }: { step: RoadmapStep }) {
  const chat = step.chatId ? findChat(step.chatId) : undefined;
  return (
    <>
      {step.sections.map((section) => (
        <section key={section.heading} className="journey__section">
          <h2>{section.heading}</h2>
          {section.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {(step.action || chat) && (
        <ul className="journey__links" aria-label="do this step">
          {step.action && (
            <li>
              <Link to={step.action.to}>{step.action.label}</Link>
            </li>
          )}
          {chat && (
            <li>
              <Link to={`/emberite/chat/${chat.id}`}>questions? ask in {chat.title}</Link>
            </li>
          )}
        </ul>
      )}
    </>
  );
}
