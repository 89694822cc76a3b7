import { describe, expect, it } from 'vitest';
import { routeEntered, sdkChosen, storedSdkRead } from './sdkSlice';
import { createAppStore, SDK_STORAGE_KEY } from './store';
import { memoryStorage } from '../testing/memoryStorage';

describe('SDK state', () => {
  it('starts from the URL: a page under playwright/api selects Playwright TypeScript and its API link', () => {
    const store = createAppStore('/playwright/api/overview', memoryStorage());
    expect(store.getState().sdk).toEqual({
      sdk: 'playwright-ts',
      selectedPlaywrightLink: 'api',
      selectedSidebarLink: 'api',
      storedSdkRead: false,
    });
  });

  it('defaults to cypress on a general page', () => {
    expect(createAppStore('/concepts/best-practices/ocr', memoryStorage()).getState().sdk.sdk).toBe('cypress');
  });

  it('applies a stored SDK on general pages and rewrites a stored alias to its key', () => {
    const storage = memoryStorage({ [SDK_STORAGE_KEY]: 'storybook-react' });
    const store = createAppStore('/concepts/best-practices/ocr', storage);
    store.dispatch(storedSdkRead({ path: '/concepts/best-practices/ocr', stored: storage.getItem(SDK_STORAGE_KEY) }));
    expect(store.getState().sdk).toMatchObject({ sdk: 'storybook', storedSdkRead: true });
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('storybook');
  });

  it('leaves a canonical or unknown stored value as it is', () => {
    for (const stored of ['selenium-ruby', '{corrupt']) {
      const storage = memoryStorage({ [SDK_STORAGE_KEY]: stored });
      const store = createAppStore('/concepts/best-practices/ocr', storage);
      store.dispatch(storedSdkRead({ path: '/concepts/best-practices/ocr', stored }));
      expect(storage.data.get(SDK_STORAGE_KEY)).toBe(stored);
    }
  });

  it('keeps the SDK a page owns over the stored one, and ignores unknown stored values', () => {
    const store = createAppStore('/sdks/selenium-java/quickstart', memoryStorage());
    store.dispatch(storedSdkRead({ path: '/sdks/selenium-java/quickstart', stored: 'cypress' }));
    expect(store.getState().sdk).toMatchObject({ sdk: 'selenium-java', storedSdkRead: true });
    store.dispatch(storedSdkRead({ path: '/concepts/best-practices/ocr', stored: '{corrupt' }));
    expect(store.getState().sdk.sdk).toBe('selenium-java');
  });

  it('saves a choice and applies the link switches of the navigation outcome', () => {
    const storage = memoryStorage();
    const store = createAppStore('/playwright', storage);
    store.dispatch(
      sdkChosen({
        sdk: 'webdriverio',
        to: 'sdks/webdriverio/quickstart',
        sidebarLink: 'docs',
        rule: 'leave-playwright',
      }),
    );
    expect(store.getState().sdk).toMatchObject({ sdk: 'webdriverio', selectedSidebarLink: 'docs' });
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('webdriverio');
    store.dispatch(routeEntered({ path: '/sdks/webdriverio/quickstart' }));
    expect(store.getState().sdk.selectedSidebarLink).toBe('api');
  });
});
