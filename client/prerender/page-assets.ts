/**
 * What a pre-rendered page needs beyond the shell's own script and stylesheet: the stylesheets and scripts of the
 * lazily loaded screen it shows (from Vite's build manifest). The stylesheets go in its <head>, so the page is
 * styled from the first paint instead of when the screen's chunk arrives; the scripts are preloaded, so hydration
 * does not wait for one chunk after another.
 */
import type { BrandId } from '../../shared/brands';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The lazily loaded modules (manifest keys, relative to client/) each pre-rendered path renders. */
export function screenModules(brand: BrandId, pathname: string): string[] {
  const landing = { emberite: 'EmberiteLanding', advenchy: 'AdvenchyLanding', kindling: 'KindlingLanding' }[brand];
  const screens: Record<string, string[]> = {
    '/': ['features/brands/LandingScreen.tsx', `features/brands/components/${landing}.tsx`],
    '/programs': ['features/programs/ProgramsScreen.tsx'],
    '/faq': ['features/faq/FaqScreen.tsx'],
    '/about': ['features/about/AboutScreen.tsx'],
    '/terms-of-use': ['features/legal/TermsScreen.tsx'],
    '/privacy-policy': ['features/legal/PrivacyScreen.tsx'],
    '/hosts': ['features/become-a-host/HostsScreen.tsx'],
    '/become-a-host': ['features/become-a-host/HostsScreen.tsx'],
  };
  const modules = screens[pathname];
  if (!modules) throw new Error(`no screen modules known for ${pathname}: add it to client/prerender/page-assets.ts`);
  return modules;
}

/**
 * The modules a pre-rendered path shows but loads after its first screen (a lazy part below the fold, hydrated when
 * it arrives): their stylesheets go in the head with the screen's, so the baked-in markup is styled from the first
 * paint, but their scripts are not preloaded, so they do not compete with what the first screen needs.
 */
export function deferredModules(brand: BrandId, pathname: string): string[] {
  if (pathname !== '/') return [];
  return [brand === 'kindling' ? 'features/brands/components/KindlingSections.tsx' : 'features/brands/components/MatchingSections.tsx'];
}

function closure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The <link> tags for these screens' files that the shell (index.html and its static imports) does not have: the
 * stylesheets of `modules` and `deferred`, the scripts of `modules` only.
 */
export function pageAssetLinks(manifest: BuildManifest, modules: readonly string[], deferred: readonly string[] = []): string {
  const shell = closure(manifest, ['index.html']);
  const shellCss = new Set([...shell].flatMap((key) => manifest[key]!.css ?? []));
  const screen = [...closure(manifest, modules)].filter((key) => !shell.has(key));
  const later = [...closure(manifest, deferred)].filter((key) => !shell.has(key));
  const css = [...new Set([...screen, ...later].flatMap((key) => manifest[key]!.css ?? []))].filter((file) => !shellCss.has(file));
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...screen.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
  ].join('');
}
