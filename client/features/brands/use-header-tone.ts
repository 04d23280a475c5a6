import { useEffect, useState } from 'react';
import { HEADER_HEIGHT_PX, toneAtLine, type HeaderTone } from './header-tone';

function measureTone(): HeaderTone {
  const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-header-tone]'), (element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom, tone: element.dataset.headerTone };
  });
  return toneAtLine(HEADER_HEIGHT_PX, sections);
}

/**
 * The tone of the page section just below the header. Sections opt in with data-header-tone="dark|light".
 * Measured at most once per frame on scroll and resize, and when the page content changes (lazy screens
 * arrive after the header mounts, with no scroll to announce them).
 *
 * `animate` turns true two frames after the first measurement, once its tone is on screen: the header fades
 * between tones only from then on. The first tone is the page's own (a dark hero's, on kindling's landing); fading
 * into it from the first render's light one would show dark text on a darkening bar for 200 ms on every load.
 */
export function useHeaderTone(): { tone: HeaderTone; animate: boolean } {
  const [tone, setTone] = useState<HeaderTone>('light');
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    let frame = 0;
    let settle = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setTone(measureTone());
        settle ||= requestAnimationFrame(() => {
          settle = requestAnimationFrame(() => setAnimate(true));
        });
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(settle);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  return { tone, animate };
}
