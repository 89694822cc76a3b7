import type { SdkChoice } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { chooseSdk } from './chooseSdk';
import { createAppStore, SDK_STORAGE_KEY, selectSdk } from './store';
import { memoryStorage } from '../testing/memoryStorage';

/** A store on `path`, the choice dispatched, and where it navigated. */
function choose(choice: SdkChoice) {
  const storage = memoryStorage();
  const store = createAppStore(choice.path, storage);
  const visited: string[] = [];
  store.dispatch(chooseSdk(choice, (to) => visited.push(to)));
  return { sdk: selectSdk(store.getState()), stored: storage.data.get(SDK_STORAGE_KEY), visited };
}

const pageExists = (path: string) =>
  ['sdks/cypress/configuration', 'sdks/selenium-python/configuration'].includes(path);

describe('chooseSdk', () => {
  it('on an SDK page, goes to the same page of the new SDK and saves the choice', () => {
    expect(
      choose({ path: '/sdks/selenium-python/configuration', sdk: 'cypress', source: 'navbar', pageExists }),
    ).toEqual({ sdk: 'cypress', stored: 'cypress', visited: ['/sdks/cypress/configuration'] });
  });

  it("goes to the new SDK's home when that page does not exist", () => {
    expect(choose({ path: '/sdks/cypress/eyes', sdk: 'webdriverio', source: 'navbar', pageExists }).visited).toEqual([
      '/sdks/webdriverio/quickstart',
    ]);
  });

  it("from the playwright area, goes to the new SDK's home", () => {
    expect(choose({ path: '/playwright/api/eyes-check', sdk: 'selenium-java', source: 'navbar', pageExists })).toEqual({
      sdk: 'selenium-java',
      stored: 'selenium-java',
      visited: ['/sdks/selenium-java/quickstart'],
    });
  });

  it("choosing from the navbar on a general page that does not apply to the SDK goes to the SDK's home", () => {
    const { visited } = choose({
      path: '/concepts/best-practices/native-mobile-library',
      sdk: 'cypress',
      source: 'navbar',
      appliesToPage: (sdk) => sdk.startsWith('appium'),
    });
    expect(visited).toEqual(['/sdks/cypress/quickstart']);
  });

  it('choosing from the navbar on a general page that applies stays there and saves the choice', () => {
    expect(choose({ path: '/concepts/best-practices/ocr', sdk: 'testcafe', source: 'navbar' })).toEqual({
      sdk: 'testcafe',
      stored: 'testcafe',
      visited: [],
    });
  });

  it("a card of the landing page's picker opens the SDK's quickstart", () => {
    expect(choose({ path: '/', sdk: 'selenium-python', source: 'landing' }).visited).toEqual([
      '/sdks/selenium-python/quickstart',
    ]);
  });
});
