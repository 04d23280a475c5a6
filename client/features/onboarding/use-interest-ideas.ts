import { useCallback, useRef } from 'react';
import { apiFetch } from '../../api/http';

export type IdeaKind = 'want' | 'offer';

/**
 * 'give me ideas' (docs/product-rules.md#onboarding-and-profile): GET /interests/examples for this topic and kind; each suggestion asks for the
 * next one (the index grows). A failure is only logged, and the text area keeps what was typed.
 */
export function useInterestIdeas(interestName: string): (kind: IdeaKind) => Promise<string | null> {
  const next = useRef<Record<IdeaKind, number>>({ want: 0, offer: 0 });
  return useCallback(
    async (kind: IdeaKind) => {
      if (!interestName.trim()) {
        console.warn('Interest name is missing');
        return null;
      }
      const index = next.current[kind];
      const query = new URLSearchParams({ interestName, type: kind, index: String(index) });
      try {
        const { text } = await apiFetch<{ text: string }>(`/interests/examples?${query}`);
        next.current[kind] = index + 1;
        return typeof text === 'string' ? text : null;
      } catch (error) {
        console.warn('could not load an example text', error);
        return null;
      }
    },
    [interestName],
  );
}
