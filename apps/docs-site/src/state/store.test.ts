import { describe, expect, it } from 'vitest';
import { routeEntered, sdkChosen } from './actions';
import { storedSdkRead } from './sdkSlice';
import { createAppStore, SDK_STORAGE_KEY, selectActiveSwitch } from './store';
import { memoryStorage } from '../testing/memoryStorage';

describe('the store', () => {
  it('starts from the URL in its three slices: a page under playwright/api', () => {
    const store = createAppStore('/playwright/api/overview', memoryStorage());
    expect(store.getState()).toEqual({
      sdk: { key: 'playwright-ts', storedRead: false },
      playwrightLink: 'api',
      sidebarLink: 'api',
    });
    expect(selectActiveSwitch(store.getState())).toBe('api');
  });

  it('starts with cypress and the docs sidebar on a general page', () => {
    expect(createAppStore('/concepts/best-practices/ocr', memoryStorage()).getState()).toEqual({
      sdk: { key: 'cypress', storedRead: false },
      playwrightLink: 'docs',
      sidebarLink: 'docs',
    });
  });

  it('rewrites a stored alias to its key in storage once it is read', () => {
    const storage = memoryStorage({ [SDK_STORAGE_KEY]: 'storybook-react' });
    const store = createAppStore('/concepts/best-practices/ocr', storage);
    store.dispatch(storedSdkRead({ path: '/concepts/best-practices/ocr', stored: storage.getItem(SDK_STORAGE_KEY) }));
    expect(store.getState().sdk).toEqual({ key: 'storybook', storedRead: true });
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

  it('saves a choice, and its outcome reaches every slice', () => {
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
    expect(store.getState()).toMatchObject({
      sdk: { key: 'webdriverio' },
      playwrightLink: 'docs',
      sidebarLink: 'docs',
    });
    expect(selectActiveSwitch(store.getState())).toBe('docs');
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('webdriverio');
    store.dispatch(routeEntered({ path: '/sdks/webdriverio/quickstart' }));
    expect(store.getState().sidebarLink).toBe('api');
  });
});
