import type { OwnPick } from '../../../shared/discover';

/**
 * The picks table after a refresh: the server's picks, except that a level whose 'set-pick' change is still
 * waiting on this device keeps its local value (the server has not seen it yet, so its copy is older).
 */
export function mergePicks(server: readonly OwnPick[], local: readonly OwnPick[], waitingProfileIds: ReadonlySet<string>): OwnPick[] {
  const kept = local.filter((pick) => waitingProfileIds.has(pick.profileId));
  return [...server.filter((pick) => !waitingProfileIds.has(pick.profileId)), ...kept];
}
