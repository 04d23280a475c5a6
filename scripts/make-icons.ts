/**
 * Draws each brand's app icons (192/512, maskable 192/512, apple-touch 180) into client/public/brands/<id>/.
 * Run by hand after changing a mark: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_IDS, BRAND_META, type BrandId } from '../shared/brands';

/** Each mark is drawn in a 100x100 box, white on the brand colour. No text, so no fonts are needed. */
const MARKS: Record<BrandId, string> = {
  // an ember: a flame over a glowing coal
  emberite:
    '<path d="M50 14c8 14 22 22 22 40a22 22 0 0 1-44 0c0-10 6-17 10-22 1 8 5 12 9 13-3-11 0-22 3-31z" fill="#fff"/><circle cx="50" cy="62" r="8" fill="BG"/>',
  // a trail marker: a mountain with a path
  advenchy: '<path d="M14 78 40 30l12 20 8-12 26 40z" fill="#fff"/><path d="M40 30l6 11-6 5-6-5z" fill="BG"/>',
  // kindling: three crossed sticks and a small flame
  kindling:
    '<g stroke="#fff" stroke-width="8" stroke-linecap="round"><path d="M22 80 78 56"/><path d="M22 56l56 24"/></g><path d="M50 18c6 10 14 15 14 26a14 14 0 0 1-28 0c0-8 5-12 8-17 1 5 3 7 5 8-1-6 0-12 1-17z" fill="#fff"/>',
};

function svg(brand: BrandId, size: number, safeZone: number, rounded: boolean): string {
  const bg = BRAND_META[brand].themeColor;
  const inner = size * safeZone;
  const offset = (size - inner) / 2;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${bg}"/>
    <g transform="translate(${offset} ${offset}) scale(${inner / 100})">${MARKS[brand].replaceAll('BG', bg)}</g>
  </svg>`;
}

const root = path.resolve(import.meta.dirname, '../client/public/brands');
for (const brand of BRAND_IDS) {
  const dir = path.join(root, brand);
  fs.mkdirSync(dir, { recursive: true });
  const outputs: [string, number, number, boolean][] = [
    ['icon-192.png', 192, 0.8, true],
    ['icon-512.png', 512, 0.8, true],
    // maskable: full bleed, mark inside the 80% safe circle
    ['icon-maskable-192.png', 192, 0.6, false],
    ['icon-maskable-512.png', 512, 0.6, false],
    ['apple-touch-icon.png', 180, 0.7, false],
  ];
  for (const [name, size, safeZone, rounded] of outputs) {
    await sharp(Buffer.from(svg(brand, size, safeZone, rounded)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(dir, name));
  }
  console.log(`icons written for ${brand}`);
}
