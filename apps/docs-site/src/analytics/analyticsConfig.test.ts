import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '../site.config';
import { siteConfig } from '../site.config';
import { analyticsHeadTag, readAnalyticsConfig } from './analyticsConfig';

const config: AnalyticsConfig = {
  trackers: [{ id: 'G-ONE', anonymizeIp: true }],
  trackerScriptUrl: 'https://tracker.example/gtag.js?</script><script>alert(1)</script>',
  tagManagerScriptUrl: 'https://tracker.example/gtm.js',
};

describe('analytics configuration in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('is left out when no id is set, as in the shipped configuration', () => {
    expect(siteConfig.analytics.trackers).toEqual([]);
    expect(siteConfig.analytics.tagManagerId).toBeUndefined();
    expect(analyticsHeadTag(siteConfig.analytics)).toBe('');
  });

  it('goes into the head and reads back unchanged, even with markup in a value', () => {
    const tag = analyticsHeadTag(config);
    expect(tag).not.toContain('</script><script>');
    document.head.innerHTML = tag;
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(readAnalyticsConfig(document)).toEqual(config);
  });

  it('is undefined when the page has none', () => {
    expect(readAnalyticsConfig(document)).toBeUndefined();
  });

  it('ignores a malformed configuration with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.head.innerHTML = '<script type="application/json" id="docs-analytics">{"trackers":"G-1"}</script>';
    expect(readAnalyticsConfig(document)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Analytics are off');
  });
});
