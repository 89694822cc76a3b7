import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '../site.config';
import { readDataLayer } from './fakeTracker';
import { createAnalytics, type AnalyticsWindow } from './pageViews';

const config: AnalyticsConfig = {
  trackers: [
    { id: 'G-PLAIN', anonymizeIp: false },
    { id: 'G-ANON', anonymizeIp: true },
  ],
  tagManagerId: 'GTM-TEST1',
  trackerScriptUrl: 'https://tracker.example/gtag.js',
  tagManagerScriptUrl: 'https://tracker.example/gtm.js',
};

const view = (path: string) => ({ path, url: `https://docs.example${path}`, title: `Title of ${path}` });
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('createAnalytics', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('loads the tracker script once and the tag manager, with their ids', () => {
    createAnalytics(config, {}, document);
    expect(scripts()).toEqual([
      'https://tracker.example/gtag.js?id=G-PLAIN',
      'https://tracker.example/gtm.js?id=GTM-TEST1',
    ]);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);
  });

  it('configures one tracker with IP anonymisation off and the other with it on, without automatic page views', () => {
    const win: AnalyticsWindow = {};
    createAnalytics(config, win, document);
    expect(readDataLayer(win.dataLayer ?? []).configs).toEqual([
      { id: 'G-PLAIN', params: { anonymize_ip: false, send_page_view: false } },
      { id: 'G-ANON', params: { anonymize_ip: true, send_page_view: false } },
    ]);
    expect(readDataLayer(win.dataLayer ?? []).events).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('sends each page view to both trackers and the tag manager, once per path', () => {
    const win: AnalyticsWindow = {};
    const analytics = createAnalytics(config, win, document);
    analytics.pageView(view('/tutorials/'));
    analytics.pageView(view('/tutorials/'));
    analytics.pageView(view('/tutorials/getting-started/overview'));
    analytics.pageView(view('/tutorials/'));
    const sent = readDataLayer(win.dataLayer ?? []);
    const expected = ['/tutorials/', '/tutorials/getting-started/overview', '/tutorials/'];
    expect(sent.pageViews('G-PLAIN')).toEqual(expected);
    expect(sent.pageViews('G-ANON')).toEqual(expected);
    expect(sent.tagManagerPageViews).toEqual(expected);
    expect(sent.commands.find(([, name]) => name === 'page_view')?.[2]).toEqual({
      send_to: 'G-PLAIN',
      page_path: '/tutorials/',
      page_location: 'https://docs.example/tutorials/',
      page_title: 'Title of /tutorials/',
    });
  });

  it('with only a tag manager, loads no tracker and defines no gtag', () => {
    const win: AnalyticsWindow = {};
    createAnalytics({ ...config, trackers: [] }, win, document).pageView(view('/tutorials/'));
    expect(scripts()).toEqual(['https://tracker.example/gtm.js?id=GTM-TEST1']);
    expect(win.gtag).toBeUndefined();
    expect(readDataLayer(win.dataLayer ?? []).tagManagerPageViews).toEqual(['/tutorials/']);
  });

  it('with only trackers, pushes no tag-manager events', () => {
    const win: AnalyticsWindow = {};
    createAnalytics({ ...config, tagManagerId: undefined }, win, document).pageView(view('/tutorials/'));
    expect(scripts()).toEqual(['https://tracker.example/gtag.js?id=G-PLAIN']);
    expect(readDataLayer(win.dataLayer ?? []).events).toEqual([]);
  });
});
