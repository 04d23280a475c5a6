import { expect, it } from 'vitest';
import { matchInProcess, matchInWorker } from '../../../../server/features/matching/run-engine';
import type { MatchInstance } from '../../../../shared/matching';
import { generateInstance } from '../../../helpers/match-instances';

const ids = ['a', 'b', 'c', 'd', 'e'];
const instance: MatchInstance = {
  groupSize: { min: 4, max: 6 },
  members: ids.map((id, i) => ({ id, slots: ['sat-9'], neighborhoods: ['downtown'], canHost: i === 0, priority: 0 })),
  picks: ids.flatMap((from) => ids.filter((to) => to !== from).map((to) => ({ from, to, level: 3 }))),
  blocks: [],
};

it('the server runs the engine in a worker thread and gets the same answer as in-process', async () => {
  const inWorker = await matchInWorker(instance);
  expect(inWorker).toEqual(await matchInProcess(instance));
  expect(inWorker.groups[0]!.members).toHaveLength(5);
});

it('the worker thread gets the time budget and seed: the same answer as in-process with them', async () => {
  const week = generateInstance(60, 2);
  const options = { seconds: 3, seed: 9 };
  expect(await matchInWorker(week, options)).toEqual(await matchInProcess(week, options));
});
