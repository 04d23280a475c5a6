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

/**
 * A pre-rendered page names its scripts in <meta name="app-entry"> and <meta name="app-preload"> instead of loading
 * them from its head (client/prerender/prerender-plugin.ts): the script starts them once the content has been
 * painted, so the first paint never waits behind the page's JavaScript on a slow connection. Each preload is added
 * in a task of its own: adding a link costs a few milliseconds on a slow phone, and a long task delays input. The shell has no such
 * meta (its own <script> loads the app as usual).
 */
export const APP_SCRIPT_META = { entry: 'app-entry', preload: 'app-preload' } as const;

/**
 * Where a pre-rendered element keeps its React `style` (client/prerender/render-page.tsx): the CSP allows no style
 * attribute in HTML, but styles set through the CSSOM, which the script does as soon as the document is parsed.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style';

const LOAD_APP_AFTER_PAINT = `var d=document,done=0;function load(){if(done)return;done=1;var h=d.head,e=d.querySelector('meta[name=${APP_SCRIPT_META.entry}]');if(e){var s=d.createElement('script');s.type='module';s.src=e.content;h.appendChild(s)}d.querySelectorAll('meta[name=${APP_SCRIPT_META.preload}]').forEach(function(m){setTimeout(function(){var l=d.createElement('link');l.rel='modulepreload';l.href=m.content;h.appendChild(l)},0)})}d.addEventListener('DOMContentLoaded',function(){d.querySelectorAll('[${PRERENDERED_STYLE_ATTRIBUTE}]').forEach(function(el){el.style.cssText=el.getAttribute('${PRERENDERED_STYLE_ATTRIBUTE}');el.removeAttribute('${PRERENDERED_STYLE_ATTRIBUTE}')});if(!d.querySelector('meta[name=${APP_SCRIPT_META.entry}]'))return;requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,100)});`;

/**
 * Until React has hydrated a button of a pre-rendered page (its element then carries React's __reactFiber key), a
 * click on it would be lost: the script holds such clicks and replays each once its button is hydrated. A link would
 * work without the app, but as the browser's own page load: the whole app loads again, and going back does not
 * return to where the page was scrolled. So a plain click on a link to another page of this site is held the same
 * way and replayed as the app's navigation once the link is hydrated; if that has not happened within
 * LINK_FALLBACK_MS (the app failed to load, or is very slow), the link is followed as a page load after all. Links
 * with a modifier key, another target, a download, another origin, or only a #hash on this page are never held, nor
 * are buttons and links the app rendered itself.
 */
export const LINK_FALLBACK_MS = 3000;

const HOLD_EARLY_CLICKS = `var held=[];function hydrated(t){for(var k in t)if(k.indexOf('__reactFiber')===0)return true;return false}function replay(){held=held.filter(function(t){if(!t.isConnected)return false;if(hydrated(t)){t.click();return false}return true});if(held.length)setTimeout(replay,50)}function plain(e,a){var l=location;return e.button===0&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&(!a.target||a.target==='_self')&&!a.hasAttribute('download')&&a.origin===l.origin&&!(a.hash&&a.pathname===l.pathname&&a.search===l.search)}d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('#root button,#root a[href]');if(!t||hydrated(t))return;if(t.tagName==='A'){if(!plain(e,t))return;var href=t.href;setTimeout(function(){var i=held.indexOf(t);if(i<0)return;held.splice(i,1);location.assign(href)},${LINK_FALLBACK_MS})}e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0&&held.push(t)===1)setTimeout(replay,50)},true);`;

/** Where the script notes that it reloaded the page because the app's scripts failed to load (sessionStorage). */
export const BOOT_RETRY_KEY = 'meetup.boot-retry';
/** At most one such reload in this long: a page whose scripts fail again stays as it is instead of looping. */
export const BOOT_RETRY_WINDOW_MS = 60_000;

/**
 * When the app's entry module fails to load, nothing would ever render: Chromium now and then aborts one of the
 * module requests a service worker answers from its cache (net::ERR_ABORTED on a modulepreload, seen in traces), and
 * a module that failed once stays failed for the page's module map, so the entry script fires `error` and the screen
 * stays blank. The page then reloads once (the service worker answers it again, online or off); nothing is lost, as
 * the app never started.
 */
const RELOAD_ONCE_IF_THE_APP_FAILS_TO_LOAD = `d.addEventListener('error',function(e){var t=e.target;if(!t||t.tagName!=='SCRIPT'||t.type!=='module')return;try{var s=sessionStorage,n=Date.now();if(n-Number(s.getItem('${BOOT_RETRY_KEY}')||0)<${BOOT_RETRY_WINDOW_MS})return;s.setItem('${BOOT_RETRY_KEY}',String(n))}catch(x){return}location.reload()},true);`;

export const FIRST_PAINT_SCRIPT = `(function(){${LOAD_APP_AFTER_PAINT}${HOLD_EARLY_CLICKS}${RELOAD_ONCE_IF_THE_APP_FAILS_TO_LOAD}})();(function(){var r=document.documentElement;try{var s=localStorage,id=s.getItem('${FIRST_PAINT_KEYS.themeId}');if(id!==null){var p=JSON.parse(s.getItem('${FIRST_PAINT_KEYS.paint}')||'null');if(!p||p.id!==id)return;for(var k in p.properties)r.style.setProperty(k,p.properties[k]);r.setAttribute('data-theme',id);r.setAttribute('data-dark',String(p.dark));var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',p.themeColor)}}catch(e){}r.setAttribute('data-theme-ready','')})()`;
