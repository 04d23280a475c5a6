import type { ChatId } from './chat';

// What a roadmap of the journey is (the roadmaps themselves: journey-*.ts, gathered in journey.ts).

export type Metro = 'yyz' | 'yvr';

/** One part of a step's page: a heading, paragraphs and an optional bulleted list. */
export interface StepSection {
  heading: string;
  text: readonly string[];
  list?: readonly string[];
}

export interface RoadmapStep {
  /** null for a step not built yet: it shows "Coming soon." and cannot be completed. */
  id: string | null;
  title: string;
  /** The short text shown on the journey under the active step. */
  summary: string;
  /** The step's page. */
  sections: readonly StepSection[];
  /** Where in the app the step is done, if anywhere. */
  action?: { to: string; label: string };
  /** A canned chat that helps with this step. */
  chatId?: ChatId;
}

export interface Roadmap {
  id: string;
  title: string;
  description: string;
  /** Shown only to members of this metro area (docs/product-rules.md#journey-and-chats); null for everyone. */
  metro: Metro | null;
  steps: readonly RoadmapStep[];
}
