import { useLiveQuery } from 'dexie-react-hooks';
import { type RoadmapsMap, roadmapsMapOf } from '../../../shared/journey';
import { db } from '../../data/db';

/** The member's completed steps as this device knows them (the server's and its own); undefined while reading. */
export function useCompletions(): RoadmapsMap | undefined {
  return useLiveQuery(async () => roadmapsMapOf(await db.roadmapCompletions.toArray()));
}
