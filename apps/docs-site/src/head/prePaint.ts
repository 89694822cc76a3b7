/**
 * Scripts that run in the prerendered `<head>`, before the first paint, for
 * what only the reader's storage decides and React applies only after
 * hydration. They are plain functions, serialised into the page with
 * `inlineScript`, so they are unit-tested as they run: self-contained, no
 * imports, no closures, storage errors swallowed (the app reports those).
 */

/** `(fn)(args…)` as the text of an inline `<script>`. */
export function inlineScript<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(', ');
  return `<script>(${fn.toString()})(${json});</script>`;
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
 * Shows the base-address warning when the page was opened outside the base
 * path it was built for (SPEC section 8): typically the site's files served
 * from a host's root, where none of its scripts or styles load. The banner's
 * markup comes from a `<template id="base-url-banner">`; `suggestedMarker`
 * stands for the suggested base address in it, which is the address up to
 * where this page's own route starts.
 *
 * @param basePath - the configured base path, `/tutorials/`.
 * @param route - this page's route relative to it: `/`, `/getting-started/overview`.
 */
export function showBaseUrlBanner(basePath: string, route: string, suggestedMarker: string): void {
  const path = location.pathname;
  if (path === basePath.slice(0, -1) || path.indexOf(basePath) === 0) return;
  const trimmed = path.replace(/\/+$/, '');
  const tail = route === '/' ? '' : route;
  const suggested =
    trimmed.slice(trimmed.length - tail.length) === tail ? `${trimmed.slice(0, trimmed.length - tail.length)}/` : '/';
  const insert = () => {
    const template = document.getElementById('base-url-banner');
    if (!(template instanceof HTMLTemplateElement)) return;
    const banner = template.content.cloneNode(true) as DocumentFragment;
    banner.querySelectorAll('code').forEach((code) => {
      if (code.textContent === suggestedMarker) code.textContent = suggested;
    });
    document.body.prepend(banner);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert);
  else insert();
}
