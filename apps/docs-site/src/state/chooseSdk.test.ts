import type { SdkChoice } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { chooseSdk, type SdkNavigationState } from './chooseSdk';
import { routeEntered } from './actions';
import {
  createAppStore,
  SDK_STORAGE_KEY,
  selectPlaywrightLink,
  selectSdk,
  selectSidebarLink,
  type AppStore,
} from './store';
import { memoryStorage } from '../testing/memoryStorage';

/** The shared UI state of SPEC section 3, by the names it has there. */
const view = (store: AppStore) => ({
  sdk: selectSdk(store.getState()),
  selectedPlaywrightLink: selectPlaywrightLink(store.getState()),
  selectedSidebarLink: selectSidebarLink(store.getState()),
});

/** A store on `path`, the choice dispatched, and where it navigated. */
function choose(choice: SdkChoice) {
  const storage = memoryStorage();
  const store = createAppStore(choice.path, storage);
  const visited: ({ to: string } & SdkNavigationState)[] = [];
  store.dispatch(chooseSdk(choice, (to, state) => visited.push({ to, ...state })));
  return { state: view(store), stored: storage.data.get(SDK_STORAGE_KEY), visited, store };
}

describe('chooseSdk', () => {
  it('choosing Playwright TypeScript goes to the playwright page with its Docs link', () => {
    const { state, stored, visited } = choose({
      path: '/playwright/api/overview',
      sdk: 'playwright-ts',
      source: 'navbar',
    });
    expect(visited).toEqual([{ to: '/playwright', sidebarLink: undefined }]);
    expect(state).toMatchObject({ sdk: 'playwright-ts', selectedPlaywrightLink: 'docs' });
    expect(stored).toBe('playwright-ts');
  });

  it("choosing another SDK inside the playwright area goes to that SDK's home with the docs sidebar", () => {
    const { state, stored, visited } = choose({
      path: '/playwright/api/overview',
      sdk: 'selenium-java',
      source: 'navbar',
    });
    expect(visited).toEqual([{ to: '/sdks/selenium-java/quickstart', sidebarLink: 'docs' }]);
    expect(state).toMatchObject({ sdk: 'selenium-java', selectedSidebarLink: 'docs' });
    expect(stored).toBe('selenium-java');
  });

  it("choosing from the navbar on another SDK's page goes to the new SDK's home", () => {
    const { visited, stored } = choose({ path: '/sdks/cypress/eyes', sdk: 'webdriverio', source: 'navbar' });
    expect(visited).toEqual([{ to: '/sdks/webdriverio/quickstart', sidebarLink: undefined }]);
    expect(stored).toBe('webdriverio');
  });

  it("choosing from the navbar on a general page that does not apply to the SDK goes to the SDK's home", () => {
    const { visited } = choose({
      path: '/concepts/best-practices/native-mobile-library',
      sdk: 'cypress',
      source: 'navbar',
      appliesToPage: (sdk) => sdk.startsWith('appium'),
    });
    expect(visited).toEqual([{ to: '/sdks/cypress/quickstart', sidebarLink: undefined }]);
  });

  it('choosing from the navbar on a general page that applies stays there and saves the choice', () => {
    const { state, stored, visited } = choose({
      path: '/concepts/best-practices/ocr',
      sdk: 'testcafe',
      source: 'navbar',
    });
    expect(visited).toEqual([]);
    expect(state.sdk).toBe('testcafe');
    expect(stored).toBe('testcafe');
  });

  it("a card of the landing page's picker opens the SDK's quickstart", () => {
    const { visited } = choose({ path: '/', sdk: 'selenium-python', source: 'landing' });
    expect(visited).toEqual([{ to: '/sdks/selenium-python/quickstart', sidebarLink: undefined }]);
  });

  it('the page reached keeps the chosen SDK and sets the sidebar from its path', () => {
    const { store, visited } = choose({ path: '/', sdk: 'robot', source: 'landing' });
    store.dispatch(routeEntered({ path: visited[0]?.to ?? '', sidebarLink: visited[0]?.sidebarLink }));
    expect(view(store)).toMatchObject({ sdk: 'robot', selectedSidebarLink: 'api' });
  });

  it('the home reached from the playwright area keeps the docs sidebar the rule set', () => {
    const { store, visited } = choose({ path: '/playwright/introduction', sdk: 'robot', source: 'navbar' });
    store.dispatch(routeEntered({ path: visited[0]?.to ?? '', sidebarLink: visited[0]?.sidebarLink }));
    expect(view(store)).toMatchObject({ sdk: 'robot', selectedSidebarLink: 'docs' });
  });
});
