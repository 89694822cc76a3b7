import type { AnalyticsConfig } from '../site.config';

/**
 * The prerendered head carries the analytics configuration as JSON in
 * `<script type="application/json" id="docs-analytics">`, written only when an
 * id is set. The client reads it from there, not from its bundle, so the same
 * build serves any ids (the browser tests put test ids into a page this way).
 */
export const ANALYTICS_ELEMENT_ID = 'docs-analytics';

/** Whether the configuration asks for anything to be loaded. */
export function hasAnalytics(config: AnalyticsConfig): boolean {
  return config.trackers.length > 0 || config.tagManagerId !== undefined;
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head element for `config`; empty when no id is set, so nothing is loaded. */
export function analyticsHeadTag(config: AnalyticsConfig): string {
  if (!hasAnalytics(config)) return '';
  return `<script type="application/json" id="${ANALYTICS_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
}

const isTracker = (value: unknown): value is AnalyticsConfig['trackers'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { anonymizeIp?: unknown }).anonymizeIp === 'boolean';

/**
 * The configuration the page carries, or `undefined` when it has none. A
 * malformed one (a hand-edited page) is reported once on the console and
 * ignored: the site works without analytics.
 */
export function readAnalyticsConfig(doc: Document): AnalyticsConfig | undefined {
  const text = doc.getElementById(ANALYTICS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<AnalyticsConfig>;
    const { trackers, tagManagerId, trackerScriptUrl, tagManagerScriptUrl } = value;
    if (
      Array.isArray(trackers) &&
      trackers.every(isTracker) &&
      (tagManagerId === undefined || typeof tagManagerId === 'string') &&
      typeof trackerScriptUrl === 'string' &&
      typeof tagManagerScriptUrl === 'string'
    ) {
      return { trackers, tagManagerId, trackerScriptUrl, tagManagerScriptUrl };
    }
    throw new Error('expected trackers, tagManagerId, trackerScriptUrl and tagManagerScriptUrl');
  } catch (error) {
    console.warn(
      `Analytics are off: #${ANALYTICS_ELEMENT_ID} holds no valid configuration (${error instanceof Error ? error.message : String(error)}).`,
    );
    return undefined;
  }
}
