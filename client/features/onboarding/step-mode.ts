import { createContext } from 'react';

/**
 * How a step is used: in the /start wizard, or to edit one part of an existing profile from /settings (docs/product-rules.md#onboarding-and-profile:
 * the same step components, whose button then reads "save").
 */
export interface StepMode {
  nextLabel: string;
  /** Editing a saved profile: a step leaves out what only the first sign-up asks (e.g. the activities wish list). */
  editing: boolean;
}

export const WIZARD_MODE: StepMode = { nextLabel: 'next', editing: false };
export const EDIT_MODE: StepMode = { nextLabel: 'save', editing: true };

export const StepModeContext = createContext<StepMode>(WIZARD_MODE);
