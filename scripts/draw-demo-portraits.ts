/**
 * `npx tsx scripts/draw-demo-portraits.ts`: draws the demo members' portraits (scripts/demo-portraits/draw-portrait.ts)
 * into server/features/demo/portraits/, one small JPEG per member, named by first name. The pictures are the project's own
 * drawings; the demo stores them through the same photo path as a member's upload. Run again after changing the
 * drawing or the demo people, and commit the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_PEOPLE } from '../server/features/demo/demo-people';
import { demoPortraitFile } from '../server/features/demo/demo-photos';
import { portraitSvg } from './demo-portraits/draw-portrait';

const SIDE = 320;

for (const [index, person] of DEMO_PEOPLE.entries()) {
  const file = demoPortraitFile(person);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const jpeg = await sharp(Buffer.from(portraitSvg(person, index)))
    .resize(SIDE, SIDE)
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
  fs.writeFileSync(file, jpeg);
  console.log(`${path.relative(process.cwd(), file)}: ${jpeg.length} bytes`);
}
