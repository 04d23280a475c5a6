import confetti from 'canvas-confetti';
import './confetti.css';

let fire: confetti.CreateTypes | null = null;

/**
 * Confetti over the page (canvas-confetti), on our own canvas styled by our CSS and drawn in the page: the library's
 * default worker is a blob: URL, which the content security policy (worker-src 'self') refuses. Nothing happens for
 * people who prefer reduced motion.
 */
export function celebrate(): void {
  if (!fire) {
    const canvas = document.createElement('canvas');
    canvas.className = 'confetti-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    document.body.appendChild(canvas);
    fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  }
  void fire({ particleCount: 120, spread: 75, origin: { y: 0.7 } });
}
