import { BRAND_META, type BrandId } from '../../../shared/brands';

/** The web app manifest for one brand: each brand installs under its own name and icons. */
export function webAppManifest(brand: BrandId) {
  const meta = BRAND_META[brand];
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: `/brands/${brand}/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: meta.name,
    short_name: meta.shortName,
    description: meta.description,
    lang: 'en-CA',
    scope: '/',
    start_url: '/?source=pwa',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: meta.themeColor,
    background_color: meta.backgroundColor,
    categories: ['social', 'lifestyle'],
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}
