import fs from 'node:fs/promises';
import path from 'node:path';
import type { DemoPerson } from './demo-people';

const PORTRAITS = path.join(import.meta.dirname, 'portraits');

/** Where a demo member's portrait lives: drawn by scripts/draw-demo-portraits.ts, the project's own pictures. */
export function demoPortraitFile(person: Pick<DemoPerson, 'firstName'>): string {
  return path.join(PORTRAITS, `${person.firstName.replace(/^Demo /, '').toLowerCase()}.jpg`);
}

/** The portrait's bytes, as a member's phone would upload them (the demo stores them through the upload's path). */
export function demoPortrait(person: Pick<DemoPerson, 'firstName'>): Promise<Buffer> {
  return fs.readFile(demoPortraitFile(person));
}
