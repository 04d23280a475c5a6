import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { celebrate } from '../../../components/confetti';

/** docs/product-rules.md#experiences-and-poetry-night: the join page opens 0.5 s after the confetti. */
export const JOIN_REDIRECT_MS = 500;

/** "Count me in!": confetti, then half a second later the experience's registration (docs/product-rules.md#experiences-and-poetry-night). */
export default function CountMeIn({ to }: { to: string }) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => {
        if (timer.current) return;
        celebrate();
        timer.current = setTimeout(() => navigate(to), JOIN_REDIRECT_MS);
      }}
    >
      Count me in!
    </button>
  );
}
