/**
 * The matching engine's input and output: the JSON that `npm run match -- instance.json` reads and
 * writes, and that the weekly cycle builds from the database. The engine itself is in server/features/matching/.
 */
import { NEIGHBORHOOD_OPTIONS } from './onboarding';
import type { SlotId } from './weekly-cycle';

export interface MatchMember {
  id: string;
  slots: SlotId[];
  /** Neighbourhood values of docs/product-rules.md#weekly-cycle-and-matching; "anywhere" fits any group's neighbourhood. */
  neighborhoods: string[];
  canHost: boolean;
  /** Higher is placed first when it costs nothing (left out in earlier weeks). */
  priority: number;
}

export interface MatchPick {
  from: string;
  to: string;
  /** 0-5; 2 and above is a pick, 0 means never put these two together. */
  level: number;
}

export interface MatchBlock {
  from: string;
  to: string;
}

export interface MatchInstance {
  groupSize: { min: number; max: number };
  members: MatchMember[];
  picks: MatchPick[];
  blocks: MatchBlock[];
}

export interface MatchGroup {
  members: string[];
  slot: SlotId;
  /** A real neighbourhood, never "anywhere". */
  neighborhood: string;
}

export interface MatchResult {
  groups: MatchGroup[];
  unplaced: string[];
}

export const ANYWHERE = 'anywhere';
/** The real neighbourhoods a group can meet in: the options of docs/product-rules.md#weekly-cycle-and-matching without "anywhere". */
export const MEETING_NEIGHBORHOODS: readonly string[] = NEIGHBORHOOD_OPTIONS.map((option) => option.value).filter(
  (value) => value !== ANYWHERE,
);
