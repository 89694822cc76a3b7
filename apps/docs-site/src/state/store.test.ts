import { describe, expect, it } from 'vitest';
import { routeEntered, sdkChosen } from './actions';
import { storedSdkRead } from './sdkSlice';
import { createAppStore, navbarSwitchForPage, SDK_STORAGE_KEY } from './store';
import { memoryStorage } from '../testing/memoryStorage';

const GENERAL = '/concepts/best-practices/ocr';

/** A store on `path` with `stored` in storage, after the first read of storage (as after hydration). */
function loaded(path: string, stored?: string) {
  const storage = memoryStorage(stored === undefined ? {} : { [SDK_STORAGE_KEY]: stored });
  const store = createAppStore(path, storage);
  store.dispatch(routeEntered({ path }));
  store.dispatch(storedSdkRead({ path, stored: storage.getItem(SDK_STORAGE_KEY) }));
  return { store, storage };
}

describe('the store', () => {
  it('starts from the URL alone: the SDK of a page under playwright/api, cypress on a general page', () => {
    expect(createAppStore('/playwright/api/overview', memoryStorage()).getState()).toEqual({
      sdk: { key: 'playwright-ts', storedRead: false },
    });
    expect(createAppStore(GENERAL, memoryStorage()).getState()).toEqual({ sdk: { key: 'cypress', storedRead: false } });
  });

  it('stores the SDK derived on load: the default when nothing is stored', () => {
    const { store, storage } = loaded(GENERAL);
    expect(store.getState().sdk.key).toBe('cypress');
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('cypress');
  });

  it("stores the page's own SDK over the stored one", () => {
    const { storage } = loaded('/sdks/selenium-java/quickstart', 'cypress');
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('selenium-java');
  });

  it('rewrites a stored alias to its key, and a corrupt value to the SDK the site uses', () => {
    expect(loaded(GENERAL, 'storybook-react').storage.data.get(SDK_STORAGE_KEY)).toBe('storybook');
    expect(loaded(GENERAL, '{corrupt').storage.data.get(SDK_STORAGE_KEY)).toBe('cypress');
    expect(loaded(GENERAL, 'selenium-ruby').storage.data.get(SDK_STORAGE_KEY)).toBe('selenium-ruby');
  });

  it('writes nothing before storage has been read (the server render and the hydration)', () => {
    const storage = memoryStorage({ [SDK_STORAGE_KEY]: 'robot' });
    const store = createAppStore('/sdks/xcui/quickstart', storage);
    store.dispatch(routeEntered({ path: '/sdks/xcui/quickstart' }));
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('robot');
  });

  it('saves a choice, and the SDK of every page entered', () => {
    const { store, storage } = loaded('/playwright');
    store.dispatch(sdkChosen({ sdk: 'webdriverio', to: 'sdks/webdriverio/quickstart', rule: 'leave-sdk-page' }));
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('webdriverio');
    store.dispatch(routeEntered({ path: '/sdks/espresso' }));
    store.dispatch(storedSdkRead({ path: '/sdks/espresso', stored: storage.getItem(SDK_STORAGE_KEY) }));
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('espresso');
  });

  it("takes another tab's value without writing over it, also on a page that owns its SDK", () => {
    const { store, storage } = loaded('/sdks/xcui/quickstart');
    storage.setItem(SDK_STORAGE_KEY, 'robot');
    store.dispatch(storedSdkRead({ path: '/sdks/xcui/quickstart', stored: 'robot', otherTab: true }));
    expect(store.getState().sdk.key).toBe('xcui');
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('robot');
  });
});

describe('navbarSwitchForPage', () => {
  it('follows the path on documentation pages and marks none elsewhere', () => {
    expect(navbarSwitchForPage('/sdks/cypress/configuration', true)).toBe('api');
    expect(navbarSwitchForPage('/playwright/api/eyes-check', true)).toBe('api');
    expect(navbarSwitchForPage('/reference/server-api', true)).toBe('docs');
    expect(navbarSwitchForPage('/concepts/insights', true)).toBe('docs');
    expect(navbarSwitchForPage('/blog/some-post', false)).toBeUndefined();
  });
});
