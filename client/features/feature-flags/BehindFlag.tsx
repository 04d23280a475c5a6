import type { ReactNode } from 'react';
import type { FeatureFlags } from '../../../shared/feature-flags';
import { useFeatureFlags } from './use-feature-flags';
import ComingSoon from './ComingSoon';

type Switch = 'peopleBrowsing' | 'availability' | 'experiences';

/** The screen when its switch is on; the coming-soon message when it is off (GET /api/features, saved on the device). */
export default function BehindFlag({ flag, title, children }: { flag: Switch; title: string; children: ReactNode }) {
  const flags: FeatureFlags | null = useFeatureFlags();
  if (flags === null) {
    return (
      <div className="container page">
        <p role="status">loading...</p>
      </div>
    );
  }
  return flags[flag] ? children : <ComingSoon title={title} />;
}
