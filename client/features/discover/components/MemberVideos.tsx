import { useState } from 'react';
import type { MemberCard } from '../../../../shared/discover';
import { findPrompt } from '../../../../shared/video-prompts';
import { videoGridColumns } from '../member-video-rules';
import VideosNotice from './VideosNotice';
import './MemberVideos.css';

/**
 * Another member's approved videos (docs/product-rules.md#discover-and-picks): the selected one playing with its prompt's
 * text, and a grid of thumbnails to choose from. The server sends the list only to a viewer with an approved video
 * of their own; anyone else gets the notice that videos are needed, with the way to record them.
 */
export default function MemberVideos({ card }: { card: MemberCard }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (!card.videos) return <VideosNotice />;
  const videos = card.videos;
  if (videos.length === 0)
    return (
      <section aria-labelledby="member-videos-title" className="member-videos">
        <h2 id="member-videos-title">videos</h2>
        <p>{card.firstName.toLowerCase()} has no videos to show yet.</p>
      </section>
    );
  const selected = videos.find((video) => video.id === selectedId) ?? videos[0]!;
  const prompt = findPrompt(selected.promptId);
  return (
    <section aria-labelledby="member-videos-title" className="member-videos">
      <h2 id="member-videos-title">videos</h2>
      <figure className="member-videos__player">
        {/* biome-ignore lint/a11y/useMediaCaption: members' 15-second recordings come without captions; the prompt says what it answers */}
        <video key={selected.id} src={selected.videoUrl} poster={selected.thumbnailUrl} controls playsInline preload="metadata" />
        <figcaption>
          <strong>{prompt?.title ?? selected.promptId}</strong>
          {prompt && <span> {prompt.description}</span>}
        </figcaption>
      </figure>
      <ul className={`member-videos__grid member-videos__grid--${videoGridColumns(videos.length)}`}>
        {videos.map((video) => {
          const title = findPrompt(video.promptId)?.title ?? video.promptId;
          return (
            <li key={video.id}>
              <button type="button" aria-pressed={video.id === selected.id} onClick={() => setSelectedId(video.id)}>
                <img src={video.thumbnailUrl} alt="" />
                <span>{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
