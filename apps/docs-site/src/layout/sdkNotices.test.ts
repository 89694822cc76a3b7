import { resolveSidebar, type SdkFilter } from '@docs/content-model';
import { SDK_KEYS } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { sdkNoticeFor, sdkNoticesForEverySdk } from './sdkNotices';

const NATIVE: SdkFilter[] = ['espresso', 'xcui'];
const sidebar = resolveSidebar(
  [
    { category: 'Best practices', items: ['practices/match-levels', { doc: 'practices/native', sdks: NATIVE }] },
    { category: 'Native only', items: [{ doc: 'native/alone', sdks: NATIVE }] },
  ],
  { docIds: ['practices/match-levels', 'practices/native', 'native/alone'], labelOf: () => undefined },
);

describe('sdkNoticeFor', () => {
  it('tells an SDK the page does not apply to what the page is about, and the nearest page that applies', () => {
    expect(sdkNoticeFor({ docId: 'practices/native', sdks: NATIVE }, sidebar, 'cypress')).toEqual({
      sdk: 'cypress',
      sdkName: 'Cypress',
      subject: 'native mobile apps',
      alternative: { href: '/practices/match-levels', label: 'Match levels' },
    });
  });

  it('names the API families a page is for to a reader of another SDK of their platform, the platform to others', () => {
    const grid: SdkFilter[] = ['selenium', 'webdriverio', 'robot', 'watir', 'capybara', 'protractor'];
    const page = { docId: 'practices/match-levels', sdks: grid };
    expect(sdkNoticeFor(page, sidebar, 'cypress')?.subject).toBe(
      'Selenium, WebdriverIO, Robot Framework, Watir, Capybara, and Protractor',
    );
    expect(sdkNoticeFor(page, sidebar, 'espresso')?.subject).toBe('web apps');
    expect(sdkNoticeFor(page, sidebar, 'selenium-java')).toBeUndefined();
  });

  it("falls back to the SDK's quickstart when nothing near the page applies", () => {
    const lone = resolveSidebar([{ doc: 'native/alone', sdks: NATIVE }], { docIds: ['native/alone'] });
    expect(sdkNoticeFor({ docId: 'native/alone', sdks: NATIVE }, lone, 'cypress')?.alternative).toEqual({
      href: '/sdks/cypress/quickstart',
      label: 'Cypress quickstart',
    });
  });

  it('gives nothing to an SDK the page applies to, or on a page for every SDK', () => {
    expect(sdkNoticeFor({ docId: 'practices/native', sdks: NATIVE }, sidebar, 'xcui')).toBeUndefined();
    expect(sdkNoticeFor({ docId: 'practices/match-levels', sdks: ['all'] }, sidebar, 'cypress')).toBeUndefined();
    expect(sdkNoticeFor({ docId: 'practices/match-levels', sdks: undefined }, sidebar, 'cypress')).toBeUndefined();
  });
});

describe('sdkNoticesForEverySdk', () => {
  it('has one notice per SDK the page does not apply to', () => {
    const notices = sdkNoticesForEverySdk({ docId: 'practices/native', sdks: NATIVE }, sidebar);
    expect(notices.map((notice) => notice.sdk)).toEqual(SDK_KEYS.filter((sdk) => !NATIVE.includes(sdk as SdkFilter)));
  });
});
