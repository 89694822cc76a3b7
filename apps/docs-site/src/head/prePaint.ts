/**
 * Scripts that run in the prerendered `<head>`: before the first paint, for
 * what only the reader's storage decides and React applies only after
 * hydration, and the one that starts the app once the page has painted
 * (searchRequestBuffer.ts holds one more: search asked for before the app
 * has started). They are plain functions, serialised into the page with
 * `inlineScript`, so they are unit-tested as they run: self-contained, no
 * imports, no closures, storage errors swallowed (the app reports those).
 */

/**
 * `(fn)(args…)` as the text of an inline `<script>`. An argument that is a
 * function is written as its source, so a pure helper the app shares (such as
 * what a search shortcut is) runs the same before the app; like `fn`, it must
 * be self-contained.
 */
export function inlineScript<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  const source = (code: () => unknown) => {
    const text = code.toString();
    // The HTML parser would end the script there, whatever the JavaScript means.
    if (/<\/script/i.test(text))
      throw new Error(
        `inlineScript: the source of ${code.name || 'a function'} contains "</script", which ends the inline script there; write it "<\\/script" or build it from parts.`,
      );
    return text;
  };
  const written = args
    .map((arg) =>
      typeof arg === 'function' ? `(${source(arg as () => unknown)})` : JSON.stringify(arg).replace(/</g, '\\u003c'),
    )
    .join(', ');
  return `<script>(${source(fn)})(${written});</script>`;
}

/**
 * Marks `<html data-announcement-dismissed>` when the reader dismissed the bar
 * with this id, so a stylesheet rule hides it at once. Without this, the
 * prerendered bar would show and then vanish after hydration, moving the
 * whole page up.
 */
export function markDismissedAnnouncement(id: string, idKey: string, flagKey: string): void {
  try {
    if (localStorage.getItem(idKey) === id && localStorage.getItem(flagKey) === 'true') {
      document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    }
  } catch {
    // Storage is unavailable: the bar shows, and a dismissal holds for this page only.
  }
}

/**
 * Shows, before the first paint, what the reader's stored SDK sees on a page
 * that renders what every SDK would see (see src/sdk/sdkEntries.ts): it hides
 * the sidebar entries and previous/next links of other SDKs, and opens the
 * code tab of the SDK's language. Without it, entries for another SDK would
 * show until hydration and then vanish (or the reader's would appear), and a
 * code sample of another language would be swapped for one of a different
 * height, moving everything below. The stored value counts as the app reads
 * it: an alias becomes its key, anything that is not a key gives `fallback`.
 *
 * @param languages - the language of every canonical SDK key; `aliases` maps the other names to a key.
 * @param rule - the stylesheet rules, with `{sdk}` for the SDK's key and `{language}` for its language.
 */
export function addStoredSdkRule(
  storageKey: string,
  fallback: string,
  languages: Record<string, string>,
  aliases: Record<string, string>,
  rule: string,
): void {
  const has = (map: Record<string, string>, key: string) => Object.prototype.hasOwnProperty.call(map, key);
  let sdk = fallback;
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored !== null) {
      const key = has(aliases, stored) ? aliases[stored] : stored;
      if (key !== undefined && has(languages, key)) sdk = key;
    }
  } catch {
    // Storage is unavailable: the app uses the fallback too.
  }
  const style = document.createElement('style');
  style.textContent = rule
    .split('{sdk}')
    .join(sdk)
    .split('{language}')
    .join(languages[sdk] || '');
  document.head.appendChild(style);
}

/**
 * Opens, before the first paint, the code tabs of the language the reader
 * chose by hand on an earlier page (src/sdk/codeLanguageChoice.ts): without
 * it, the SDK's tab would show until hydration and then be swapped for one of
 * a different height, moving everything below. Only a language id counts
 * (letters, digits and dashes); anything else stored is ignored, as the app
 * ignores it.
 *
 * @param rule - the stylesheet rules, with `{chosen}` for the language.
 */
export function addChosenCodeLanguageRule(storageKey: string, rule: string): void {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(storageKey);
  } catch {
    // Storage is unavailable: the app has no chosen language either.
  }
  if (chosen === null || !/^[a-z][a-z0-9-]{0,31}$/.test(chosen)) return;
  const style = document.createElement('style');
  style.textContent = rule.split('{chosen}').join(chosen);
  document.head.appendChild(style);
}

/**
 * Shows the base-address warning when the page was opened outside the base
 * path it was built for: typically the site's files served
 * from a host's root, where none of its scripts or styles load. The banner's
 * markup comes from a `<template id="base-url-banner">` whose `data-route`
 * is this page's route relative to the base path (`/`,
 * `/getting-started/overview`); `suggestedMarker` stands for the suggested
 * base address in it, which is the address up to where that route starts.
 * The route travels in the template, not as an argument, so the script's
 * text is the same on every page and one Content-Security-Policy hash
 * allows it.
 *
 * @param basePath - the configured base path, `/tutorials/`.
 */
export function showBaseUrlBanner(basePath: string, suggestedMarker: string): void {
  const path = location.pathname;
  if (path === basePath.slice(0, -1) || path.indexOf(basePath) === 0) return;
  const insert = () => {
    const template = document.getElementById('base-url-banner');
    if (!(template instanceof HTMLTemplateElement)) return;
    const route = template.getAttribute('data-route') || '/';
    const trimmed = path.replace(/\/+$/, '');
    const tail = route === '/' ? '' : route;
    const suggested =
      trimmed.slice(trimmed.length - tail.length) === tail ? `${trimmed.slice(0, trimmed.length - tail.length)}/` : '/';
    const banner = template.content.cloneNode(true) as DocumentFragment;
    banner.querySelectorAll('code').forEach((code) => {
      if (code.textContent === suggestedMarker) code.textContent = suggested;
    });
    document.body.prepend(banner);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert);
  else insert();
}

/**
 * Starts the app once the page has painted: inserts the module script and
 * the module preloads held in `<template id="{templateId}">` when the first
 * contentful paint is reported, or at the page's `load` event if that comes
 * first (a fast connection, or a tab opened in the background, which does not
 * paint). The prerendered page is whole without scripts, so the reader sees
 * it as soon as the HTML and its stylesheets are in, instead of after the
 * scripts (about a second more on a slow phone connection) that would
 * otherwise share the bandwidth. Where the paint observer is unavailable the
 * app starts at once. The script's text is the same on every page (one CSP
 * hash). When the app's script fails to load, `failedNotice` (markup with a
 * `role="status"` text and a button) is shown and its button reloads the page.
 */
export function startAppAfterFirstPaint(templateId: string, failedNotice?: string): void {
  let started = false;
  // The app itself did not load (its module script or one it imports failed): the page stays as
  // prerendered, readable, and a notice (the app's own StatusNotice markup, rendered by the server)
  // says so and offers a reload. Its text is set a moment after the region is in the page, so that
  // screen readers announce it.
  const showFailedNotice = () => {
    if (!failedNotice || document.getElementById('app-failed-notice')) return;
    const host = document.createElement('div');
    host.id = 'app-failed-notice';
    host.innerHTML = failedNotice;
    const status = host.querySelector('[role="status"]');
    const text = status ? status.textContent : '';
    if (status) status.textContent = '';
    for (const button of host.querySelectorAll('button')) button.addEventListener('click', () => location.reload());
    document.body.appendChild(host);
    setTimeout(() => {
      if (status) status.textContent = text;
    }, 100);
  };
  const start = () => {
    const template = document.getElementById(templateId);
    if (started || !(template instanceof HTMLTemplateElement)) return;
    started = true;
    const scripts = document.importNode(template.content, true);
    for (const script of scripts.querySelectorAll('script')) script.addEventListener('error', showFailedNotice);
    document.head.appendChild(scripts);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  window.addEventListener('load', start);
}
