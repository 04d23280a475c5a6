import { describe, expect, it } from 'vitest';
import {
  BOOT_RETRY_KEY,
  BOOT_RETRY_WINDOW_MS,
  FIRST_PAINT_KEYS,
  FIRST_PAINT_SCRIPT,
  LINK_FALLBACK_MS,
  type ThemePaint,
} from '../../../shared/first-paint-script';
import { themeProperties } from '../../../client/theme/apply-theme';
import { getTheme, isDarkTheme } from '../../../client/theme/themes';

/** Just enough of a browser's document and localStorage for the script: what it sets is recorded. */
function runScript(
  stored: Record<string, string> | 'throws',
  appMetas: Record<string, string[]> = {},
  session: Record<string, string> = {},
) {
  const attributes: Record<string, string> = {};
  const properties: Record<string, string> = {};
  const meta = { content: '#c2410c', setAttribute: (_: string, value: string) => (meta.content = value) };
  const listeners: Record<string, () => void> = {};
  const styled = [
    {
      style: { cssText: '' },
      attributes: { 'data-prerendered-style': '--flip-delay:100ms' } as Record<string, string>,
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      },
      removeAttribute(name: string) {
        delete this.attributes[name];
      },
    },
  ];
  const appended: { tag: string; rel?: string; type?: string; href?: string; src?: string }[] = [];
  const metasNamed = (selector: string) => (appMetas[/name=([\w-]+)/.exec(selector)?.[1] ?? ''] ?? []).map((content) => ({ content }));
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      style: { setProperty: (name: string, value: string) => (properties[name] = value) },
    },
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    querySelector: (selector: string) => (selector.startsWith('meta[name="theme-color"]') ? meta : (metasNamed(selector)[0] ?? null)),
    querySelectorAll: (selector: string) => (selector.startsWith('[data-prerendered-style]') ? styled : metasNamed(selector)),
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    removeEventListener: (type: string) => delete listeners[type],
  };
  const timers: { callback: () => void; ms: number }[] = [];
  const later = (callback: () => void, ms = 0) => timers.push({ callback, ms });
  const location = { origin: 'https://kindling.example', pathname: '/', search: '', assigned: [] as string[], reloads: 0 };
  const assign = (href: string) => location.assigned.push(href);
  const localStorage =
    stored === 'throws'
      ? new Proxy(
          {},
          {
            get: () => {
              throw new Error('SecurityError');
            },
          },
        )
      : { getItem: (key: string) => stored[key] ?? null };
  const sessionStorage = {
    getItem: (key: string) => session[key] ?? null,
    setItem: (key: string, value: string) => (session[key] = value),
  };
  const reload = () => location.reloads++;
  new Function('document', 'localStorage', 'requestAnimationFrame', 'setTimeout', 'location', 'sessionStorage', FIRST_PAINT_SCRIPT)(
    document,
    localStorage,
    later,
    later,
    { ...location, assign, reload },
    sessionStorage,
  );
  /** A resource's error event, the way a capturing listener on the document gets it. */
  const failToLoad = (target: { tagName: string; type?: string; rel?: string }) =>
    (listeners.error as unknown as (e: { target: typeof target }) => void)({ target });
  /** The document is parsed, then every frame and timer comes. */
  const finishLoading = () => {
    listeners.DOMContentLoaded?.();
    while (timers.length) timers.shift()!.callback();
  };
  /** A click the way the browser hands it to a capturing listener. */
  const click = (target: unknown, keys: { button?: number; metaKey?: boolean; ctrlKey?: boolean } = {}) => {
    const event = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      ...keys,
      target: { closest: () => target },
      prevented: false,
      preventDefault: () => (event.prevented = true),
      stopPropagation: () => {},
    };
    (listeners.click as unknown as (e: typeof event) => void)(event);
    return event.prevented;
  };
  /** Timers due within `ms` run (the replay checks again every 50 ms); later ones wait. */
  const tick = (ms = 50) => {
    const due = timers.filter((timer) => timer.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
    for (const timer of due) timer.callback();
  };
  return {
    attributes,
    properties,
    themeColor: meta.content,
    appended,
    finishLoading,
    click,
    tick,
    listeners,
    styled,
    location,
    failToLoad,
    session,
  };
}

const paintOf = (id: string): ThemePaint => {
  const theme = getTheme(id);
  return { id, properties: themeProperties(theme), dark: isDarkTheme(theme), themeColor: theme.bgPrimary };
};

describe('the first-paint script', () => {
  it('shows the page at once, in the default theme, to a visitor who never chose one', () => {
    const { attributes, properties } = runScript({});
    expect(attributes).toEqual({ 'data-theme-ready': '' });
    expect(properties).toEqual({});
  });

  it('applies the chosen theme from its paint record before showing the page', () => {
    const { attributes, properties, themeColor } = runScript({
      [FIRST_PAINT_KEYS.themeId]: 'midnight-purple',
      [FIRST_PAINT_KEYS.paint]: JSON.stringify(paintOf('midnight-purple')),
    });
    expect(attributes).toEqual({ 'data-theme': 'midnight-purple', 'data-dark': 'true', 'data-theme-ready': '' });
    expect(properties['--bg-primary']).toBe('#13102a');
    expect(properties).toEqual(themeProperties(getTheme('midnight-purple')));
    expect(themeColor).toBe(getTheme('midnight-purple').bgPrimary);
  });

  it('leaves the page hidden for bootTheme() when the id has no paint record of its own (saved by an older version)', () => {
    expect(runScript({ [FIRST_PAINT_KEYS.themeId]: 'midnight-purple' }).attributes).toEqual({});
    const stale = { [FIRST_PAINT_KEYS.themeId]: 'zen-stone', [FIRST_PAINT_KEYS.paint]: JSON.stringify(paintOf('midnight-purple')) };
    expect(runScript(stale).attributes).toEqual({});
  });

  it('shows the page in the default theme when storage cannot be read', () => {
    expect(runScript('throws').attributes).toEqual({ 'data-theme-ready': '' });
  });

  it("starts a pre-rendered page's scripts only after the document is parsed and painted, once, the entry first", () => {
    const page = runScript({}, { 'app-entry': ['/assets/index-1.js'], 'app-preload': ['/assets/react-1.js', '/assets/Faq-1.js'] });
    expect(page.appended).toEqual([]);
    page.finishLoading();
    expect(page.appended).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/react-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/Faq-1.js' },
    ]);
  });

  it('leaves the shell to its own script tag', () => {
    const shell = runScript({});
    shell.finishLoading();
    expect(shell.appended).toEqual([]);
  });

  it('holds a click on a button React has not hydrated yet, and replays it once React has', () => {
    const page = runScript({});
    let clicked = 0;
    const button: Record<string, unknown> = { isConnected: true, click: () => (clicked += 1) };
    expect(page.click(button)).toBe(true);
    page.tick();
    expect(clicked).toBe(0);
    // Hydrated: React has put its fiber on the element.
    button.__reactFiber$abc = {};
    page.tick();
    expect(clicked).toBe(1);
    page.tick();
    expect(clicked).toBe(1);
  });

  it('never holds a click on a hydrated button (or one React rendered itself), nor outside a button', () => {
    const page = runScript({});
    expect(page.click({ isConnected: true, click: () => {}, __reactFiber$abc: {} })).toBe(false);
    expect(page.click(null)).toBe(false);
  });

  it('drops a held click whose button is gone', () => {
    const page = runScript({});
    let clicked = 0;
    const button: Record<string, unknown> = { isConnected: true, click: () => (clicked += 1) };
    page.click(button);
    button.isConnected = false;
    button.__reactFiber$abc = {};
    page.tick();
    expect(clicked).toBe(0);
  });

  it("moves a pre-rendered element's style into its CSSOM once the document is parsed", () => {
    const page = runScript({}, { 'app-entry': ['/assets/index-1.js'] });
    page.finishLoading();
    expect(page.styled[0]!.style.cssText).toBe('--flip-delay:100ms');
    expect(page.styled[0]!.attributes).toEqual({});
  });

  /** A link as the script sees it: same origin as the page unless told otherwise. */
  const link = (href: string, extra: Record<string, unknown> = {}) => {
    const url = new URL(href, 'https://kindling.example/');
    let clicked = 0;
    const element: Record<string, unknown> = {
      tagName: 'A',
      isConnected: true,
      href: url.href,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      target: '',
      hasAttribute: (name: string) => name in extra,
      click: () => (clicked += 1),
      ...extra,
    };
    return { element, clicked: () => clicked };
  };

  it('holds a click on a link to another page until React has hydrated it, then replays it as the app navigation', () => {
    const page = runScript({});
    const faq = link('/faq');
    expect(page.click(faq.element)).toBe(true);
    page.tick();
    expect(faq.clicked()).toBe(0);
    faq.element.__reactFiber$abc = {};
    page.tick();
    expect(faq.clicked()).toBe(1);
    // Replayed: the fallback page load does not come.
    page.tick(LINK_FALLBACK_MS);
    expect(page.location.assigned).toEqual([]);
  });

  it('follows a held link as a page load when the app has not hydrated it in time', () => {
    const page = runScript({});
    const faq = link('/faq');
    page.click(faq.element);
    page.tick();
    expect(page.location.assigned).toEqual([]);
    page.tick(LINK_FALLBACK_MS);
    expect(page.location.assigned).toEqual(['https://kindling.example/faq']);
    expect(faq.clicked()).toBe(0);
  });

  it('never holds a link opened elsewhere, with a modifier key, to another site, or to a #hash on this page', () => {
    const page = runScript({});
    expect(page.click(link('/faq').element, { metaKey: true })).toBe(false);
    expect(page.click(link('/faq').element, { ctrlKey: true })).toBe(false);
    expect(page.click(link('/faq').element, { button: 1 })).toBe(false);
    expect(page.click(link('/faq', { target: '_blank' }).element)).toBe(false);
    expect(page.click(link('/terms.pdf', { download: '' }).element)).toBe(false);
    expect(page.click(link('https://elsewhere.example/').element)).toBe(false);
    expect(page.click(link('/#how-it-works').element)).toBe(false);
    expect(page.click(link('/faq#contact').element)).toBe(true);
  });

  it("reloads the page once when the app's entry module fails to load, and not again within the minute", () => {
    const page = runScript({});
    page.failToLoad({ tagName: 'SCRIPT', type: 'module' });
    expect(page.location.reloads).toBe(1);
    expect(Number(page.session[BOOT_RETRY_KEY])).toBeGreaterThan(Date.now() - 5000);
    page.failToLoad({ tagName: 'SCRIPT', type: 'module' });
    expect(page.location.reloads).toBe(1);

    const later = runScript({}, {}, { [BOOT_RETRY_KEY]: String(Date.now() - BOOT_RETRY_WINDOW_MS - 1) });
    later.failToLoad({ tagName: 'SCRIPT', type: 'module' });
    expect(later.location.reloads).toBe(1);
  });

  it('never reloads for anything but a module script: an image, a stylesheet or a modulepreload the app loads again itself', () => {
    const page = runScript({});
    page.failToLoad({ tagName: 'IMG' });
    page.failToLoad({ tagName: 'LINK', rel: 'modulepreload' });
    page.failToLoad({ tagName: 'LINK', rel: 'stylesheet' });
    page.failToLoad({ tagName: 'SCRIPT', type: 'text/javascript' });
    expect(page.location.reloads).toBe(0);
  });
});
