/**
 * The one inline script of index.html (added by vite.config.ts, allowed by its hash in the server's CSP): before the
 * body is first painted it applies the visitor's chosen theme from localStorage (written by
 * client/theme/theme-mirror.ts) and marks <html data-theme-ready>, so a page pre-rendered with its content shows at
 * once, in the right colours. A visitor who never chose a theme (no id saved) sees the default theme at once. With an
 * id but no paint record (saved by an older version) it does nothing: the page stays hidden until bootTheme() has
 * applied it, as before. The stored theme is checked against IndexedDB by bootTheme() afterwards in every case.
 */
export const FIRST_PAINT_KEYS = { themeId: 'meetup.theme', paint: 'meetup.theme-paint' } as const;

/** What the first-paint script applies: the theme's custom properties, data-dark and the browser chrome colour. */
export interface ThemePaint {
  id: string;
  properties: Record<string, string>;
  dark: boolean;
  themeColor: string;
}

export const FIRST_PAINT_SCRIPT = `(function(){var r=document.documentElement;try{var s=localStorage,id=s.getItem('${FIRST_PAINT_KEYS.themeId}');if(id!==null){var p=JSON.parse(s.getItem('${FIRST_PAINT_KEYS.paint}')||'null');if(!p||p.id!==id)return;for(var k in p.properties)r.style.setProperty(k,p.properties[k]);r.setAttribute('data-theme',id);r.setAttribute('data-dark',String(p.dark));var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',p.themeColor)}}catch(e){}r.setAttribute('data-theme-ready','')})()`;
