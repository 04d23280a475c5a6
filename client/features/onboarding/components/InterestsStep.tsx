import { useEffect, useState } from 'react';
import { sameInterest, type InterestChoice } from '../../../../shared/interests';
import { interestsNeedingDetail } from '../onboarding-rules';
import type { StepProps } from '../step-props';
import InterestDetail from './InterestDetail';
import InterestSelection from './InterestSelection';

/**
 * Step 14: interest selection, then the per-interest detail for each chosen topic whose two texts are not
 * complete yet (AI suggestions with short texts, for instance). 'back' inside the detail pages goes one page back.
 */
export default function InterestsStep({ draft, update, wizard }: StepProps) {
  /** The names walked through in the detail pages, and the page shown; null while picking. */
  const [detail, setDetail] = useState<{ names: string[]; page: number } | null>(null);
  const selected = draft.selectedInterests;
  const setSelected = (selectedInterests: InterestChoice[]) => update({ selectedInterests });

  const { interceptBack, runLocked, next } = wizard;
  useEffect(() => {
    interceptBack(() => {
      if (!detail) return false;
      runLocked(() => setDetail(detail.page > 0 ? { ...detail, page: detail.page - 1 } : null));
      return true;
    });
    return () => interceptBack(null);
  }, [detail, interceptBack, runLocked]);

  /** Moves past page `page` of `names`: to the next page, or out of the step after the last one. */
  const moveOn = (names: string[], page: number) => {
    if (page + 1 < names.length) runLocked(() => setDetail({ names, page: page + 1 }));
    else next();
  };

  if (detail) {
    const name = detail.names[detail.page]!;
    const interest = selected.find((choice) => sameInterest(choice.name, name));
    if (!interest) return null;
    return (
      <InterestDetail
        key={name}
        interest={interest}
        position={detail.page + 1}
        total={detail.names.length}
        onChange={(changed) => setSelected(selected.map((choice) => (sameInterest(choice.name, name) ? changed : choice)))}
        onDone={() => moveOn(detail.names, detail.page)}
        onRemove={() => {
          const names = detail.names.filter((other) => other !== name);
          const remaining = selected.filter((choice) => !sameInterest(choice.name, name));
          if (remaining.length === 0) {
            setSelected(remaining);
            runLocked(() => setDetail(null));
          } else if (detail.page < names.length) {
            setSelected(remaining);
            runLocked(() => setDetail({ names, page: detail.page }));
          } else next({ selectedInterests: remaining });
        }}
      />
    );
  }

  return (
    <InterestSelection
      selected={selected}
      onChange={setSelected}
      onContinue={() => {
        const names = interestsNeedingDetail(selected);
        if (names.length === 0) next();
        else runLocked(() => setDetail({ names, page: 0 }));
      }}
    />
  );
}
