import { describe, expect, it } from 'vitest';
import { CHECK_SETTINGS, CONFIGURATION, EYES, RUNNER } from './api';
import { recase, words } from './languages';
import { profileOf } from './profiles';
import { memberLabel, memberSignature } from './signatures';

const find = (members: typeof EYES.members, name: string) => {
  const found = members.find((m) => m.name === name);
  if (!found) throw new Error(name);
  return found;
};
const open = find(EYES.members, 'open');
const sig = (folder: string, owner = 'Eyes' as const, m = open) => memberSignature(owner, m, profileOf(folder).ctx);

describe('naming', () => {
  it('splits and re-cases neutral names', () => {
    expect(words('waitBeforeScreenshots')).toEqual(['wait', 'before', 'screenshots']);
    expect(recase('apiKey', 'snake')).toBe('api_key');
    expect(recase('apiKey', 'pascal')).toBe('ApiKey');
    expect(recase('close_async', 'camel')).toBe('closeAsync');
  });
});

describe('memberSignature', () => {
  it('writes Java with types and the SDK driver', () => {
    expect(sig('selenium-java')).toBe(
      'WebDriver open(WebDriver driver, String appName, String testName, RectangleSize viewportSize)',
    );
  });

  it('writes C# in PascalCase with defaults', () => {
    expect(sig('selenium-csharp')).toBe(
      'IWebDriver Open(IWebDriver driver, string appName, string testName, RectangleSize viewportSize = default)',
    );
    expect(
      memberSignature('Configuration', find(CONFIGURATION.members, 'apiKey'), profileOf('selenium-csharp').ctx),
    ).toBe('string ApiKey { get; set; }');
  });

  it('writes Python and Ruby in snake_case', () => {
    expect(sig('selenium-python')).toBe(
      'open(driver: WebDriver, app_name: str, test_name: str, viewport_size: RectangleSize | None = None) -> WebDriver',
    );
    expect(sig('appium-ruby-native', 'Eyes', find(EYES.members, 'closeAsync'))).toBe('close_async → nil');
  });

  it('writes TypeScript types and promises for JavaScript SDKs', () => {
    expect(sig('playwright-ts-standard')).toBe(
      'open(page: Page, appName: string, testName: string, viewportSize?: RectangleSize): Promise<Page>',
    );
    expect(memberSignature('CheckSettings', find(CHECK_SETTINGS.members, 'ignore'), profileOf('selenium-js').ctx)).toBe(
      'ignore(...regions: (By | string)[]): CheckSettings',
    );
  });

  it('writes PHP with a receiver and setters', () => {
    expect(sig('selenium-php')).toMatch(/^\$eyes->open\(RemoteWebDriver \$driver, string \$appName/);
    expect(memberSignature('Configuration', find(CONFIGURATION.members, 'apiKey'), profileOf('selenium-php').ctx)).toBe(
      '$config->setApiKey(string $value): self',
    );
  });

  it('writes Swift without a driver for XCUITest', () => {
    expect(sig('xcui')).toBe('func open(appName: String, testName: String)');
  });

  it('drops the driver and the window target for image SDKs', () => {
    expect(sig('images-java')).toBe('void open(String appName, String testName, RectangleSize viewportSize)');
    expect(
      memberSignature('CheckSettings', find(CHECK_SETTINGS.members, 'window'), profileOf('images-java').ctx),
    ).toBeUndefined();
    expect(memberSignature('CheckSettings', find(CHECK_SETTINGS.members, 'image'), profileOf('images-java').ctx)).toBe(
      'static CheckSettings Target.image(String path)',
    );
  });

  it('writes Cypress commands and option keys', () => {
    expect(sig('cypress')).toBe('cy.eyesOpen(options?: OpenOptions): Chainable<null>');
    expect(memberSignature('Eyes', find(EYES.members, 'abort'), profileOf('cypress').ctx)).toBeUndefined();
    expect(memberSignature('Configuration', find(CONFIGURATION.members, 'apiKey'), profileOf('cypress').ctx)).toBe(
      'apiKey: string',
    );
  });

  it('writes Robot Framework keywords and config keys', () => {
    expect(sig('robot')).toBe('Eyes Open    app_name    test_name    viewport_size=None');
    expect(memberSignature('Runner', find(RUNNER.members, 'VisualGridRunner'), profileOf('robot').ctx)).toBe(
      'Library    EyesLibrary    runner=web_ufg',
    );
  });

  it('leaves the Ultrafast Grid out of native and image SDKs', () => {
    const grid = find(RUNNER.members, 'VisualGridRunner');
    expect(memberSignature('Runner', grid, profileOf('appium-java-native').ctx)).toBeUndefined();
    expect(memberSignature('Runner', grid, profileOf('appium-java-web').ctx)).toBe(
      'new VisualGridRunner(RunnerOptions options)',
    );
  });

  it('labels members as readers look them up', () => {
    expect(memberLabel(find(CONFIGURATION.members, 'apiKey'), profileOf('selenium-java').ctx)).toBe('setApiKey');
    expect(memberLabel(find(CONFIGURATION.members, 'apiKey'), profileOf('selenium-csharp').ctx)).toBe('ApiKey');
    expect(memberLabel(open, profileOf('robot').ctx)).toBe('Eyes Open');
  });
});
