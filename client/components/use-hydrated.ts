import { useEffect, useState } from 'react';

/**
 * False while a pre-rendered page is still only HTML (and in the render that hydrates it), true once this component's
 * effects have run: a control whose press would otherwise be lost or submitted natively stays disabled until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
