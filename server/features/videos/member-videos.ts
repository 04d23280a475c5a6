import type { MemberVideo } from '../../../shared/discover';
import type { VideosRepo } from './repo';
import { posterUrl, videoUrl } from './video-store';

/**
 * Others' approved videos for a viewer's cards (docs/product-rules.md#videos-and-review): only a viewer with an approved video of their own
 * sees others' videos, so for anyone else this answers null and the cards carry no video list at all. A member's
 * videos are shown only once they are discoverable by video (an approved fun and an approved useful one). Pending
 * and rejected videos are never listed. The media routes check the same rules again for every byte they send.
 */
export async function approvedVideosFor(
  videos: VideosRepo,
  viewerId: string,
  memberIds: readonly string[],
): Promise<Map<string, MemberVideo[]> | null> {
  if (!(await videos.hasApproved(viewerId))) return null;
  return shownVideosOf(videos, memberIds);
}

/**
 * The videos these members show to anyone who may see videos: every approved one of a member discoverable by video,
 * none of anyone else. The settings preview shows the member's own card with the same list.
 */
export async function shownVideosOf(videos: VideosRepo, memberIds: readonly string[]): Promise<Map<string, MemberVideo[]>> {
  const byMember = new Map<string, MemberVideo[]>(memberIds.map((id) => [id, []]));
  const discoverable = [...(await videos.discoverableByVideo(memberIds))];
  for (const row of await videos.approvedOf(discoverable)) {
    byMember.get(row.userId)?.push({
      id: row.id,
      videoUrl: videoUrl(row.file),
      thumbnailUrl: posterUrl(row.posterFile),
      promptId: row.promptId,
      promptType: row.promptType,
    });
  }
  return byMember;
}
