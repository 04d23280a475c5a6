import { useId, useState, type ReactNode } from 'react';
import { initialOpenId, toggleOpenId } from './accordion-state';
import './Accordion.css';

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open on first render; none when omitted. */
  initiallyOpenId?: string;
  /** Heading level wrapping each button, so the accordion fits the page's heading outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** WAI-ARIA accordion: each title is a button in a heading controlling a region; one item open at a time. */
export default function Accordion({ items, initiallyOpenId, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState(() =>
    initialOpenId(
      items.map((item) => item.id),
      initiallyOpenId,
    ),
  );
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div className={open ? 'accordion__item accordion__item--open' : 'accordion__item'} key={item.id}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => toggleOpenId(current, item.id))}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
