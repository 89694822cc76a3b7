import { describe, expect, it } from 'vitest';
import { routeEntered, sdkChosen } from './actions';
import { sdkReducer, sdkStateForPath, storedSdkRead, type SdkState } from './sdkSlice';

const reduce = (state: SdkState, ...actions: Parameters<typeof sdkReducer>[1][]) => actions.reduce(sdkReducer, state);

describe('SDK slice', () => {
  it('starts from the URL: the page owning an SDK, Playwright TypeScript under playwright, else cypress', () => {
    expect(sdkStateForPath('/sdks/selenium-java/quickstart')).toEqual({ key: 'selenium-java', storedRead: false });
    expect(sdkStateForPath('/sdks/storybook-angular/quickstart').key).toBe('storybook');
    expect(sdkStateForPath('/playwright/api/overview').key).toBe('playwright-ts');
    expect(sdkStateForPath('/concepts/best-practices/ocr').key).toBe('cypress');
    expect(sdkReducer(undefined, { type: 'init' })).toEqual({ key: 'cypress', storedRead: false });
  });

  it('takes a stored SDK on a general page, as its canonical key', () => {
    const general = sdkStateForPath('/concepts/best-practices/ocr');
    expect(reduce(general, storedSdkRead({ path: '/concepts/best-practices/ocr', stored: 'selenium-ruby' }))).toEqual({
      key: 'selenium-ruby',
      storedRead: true,
    });
    expect(reduce(general, storedSdkRead({ path: '/', stored: 'storybook-react' })).key).toBe('storybook');
  });

  it('keeps its SDK for an unknown stored value, and on a page that owns an SDK; either way storage has been read', () => {
    const general = sdkStateForPath('/');
    for (const stored of ['{corrupt', null, 42]) {
      expect(reduce(general, storedSdkRead({ path: '/', stored }))).toEqual({ key: 'cypress', storedRead: true });
    }
    const owned = sdkStateForPath('/sdks/xcui/quickstart');
    expect(reduce(owned, storedSdkRead({ path: '/sdks/xcui/quickstart', stored: 'cypress' }))).toEqual({
      key: 'xcui',
      storedRead: true,
    });
  });

  it("takes the SDK of a page entered that owns one, and keeps the reader's on general pages", () => {
    const chosen = reduce(sdkStateForPath('/'), storedSdkRead({ path: '/', stored: 'robot' }));
    expect(reduce(chosen, routeEntered({ path: '/getting-started/overview' })).key).toBe('robot');
    expect(reduce(chosen, routeEntered({ path: '/playwright/introduction' })).key).toBe('playwright-ts');
    expect(reduce(chosen, routeEntered({ path: '/sdks/espresso/quickstart' })).key).toBe('espresso');
  });

  it('gives back the same state object when an action changes nothing, so no selector re-renders', () => {
    const read = reduce(sdkStateForPath('/'), storedSdkRead({ path: '/', stored: 'robot' }));
    expect(reduce(read, storedSdkRead({ path: '/', stored: 'robot' }))).toBe(read);
    expect(reduce(read, routeEntered({ path: '/getting-started/overview' }))).toBe(read);
    expect(reduce(read, sdkChosen({ sdk: 'robot', rule: 'stay' }))).toBe(read);
    expect(reduce(read, { type: 'unrelated' })).toBe(read);
  });

  it('takes the chosen SDK', () => {
    expect(reduce(sdkStateForPath('/'), sdkChosen({ sdk: 'testcafe', rule: 'stay' })).key).toBe('testcafe');
  });
});
