import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ChunkSizes {
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
  files: string[];
}

const LANDING_OF: Record<string, string> = {
  emberite: 'features/brands/components/EmberiteLanding.tsx',
  advenchy: 'features/brands/components/AdvenchyLanding.tsx',
  kindling: 'features/brands/components/KindlingLanding.tsx',
};

/**
 * What a first visit to a brand's landing page must download before it can render: the entry and its static
 * imports, plus the landing screen and that brand's landing chunk with theirs (from Vite's build manifest).
 * Chunks fetched later on idle (theme picker, local database, service worker registration) are not included.
 */
export function landingChunkSizes(clientDir: string, brand: string): ChunkSizes {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  ['index.html', 'features/brands/LandingScreen.tsx', LANDING_OF[brand]!].forEach(visit);
  const sizes: ChunkSizes = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, files: [] };
  const cssFiles = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key]!;
    const body = fs.readFileSync(path.join(clientDir, chunk.file));
    sizes.js += body.length;
    sizes.jsGzip += gzipSync(body).length;
    sizes.files.push(chunk.file);
    chunk.css?.forEach((file) => cssFiles.add(file));
  }
  for (const file of cssFiles) {
    const body = fs.readFileSync(path.join(clientDir, file));
    sizes.css += body.length;
    sizes.cssGzip += gzipSync(body).length;
  }
  return sizes;
}
