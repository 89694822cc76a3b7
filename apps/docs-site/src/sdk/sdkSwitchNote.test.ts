import { navigationForSdkChoice, type SdkKey } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { sdkSwitchNote } from './sdkSwitchNote';

/** The note for a choice from the navbar on `path`, as the site's rules decide it (every page of `pages` exists). */
function noteFor(path: string, sdk: SdkKey, options: { title?: string; pages?: string[]; applies?: boolean } = {}) {
  const outcome = navigationForSdkChoice({
    path,
    sdk,
    source: 'navbar',
    pageExists: (candidate) => (options.pages ?? []).includes(candidate),
    appliesToPage: () => options.applies ?? true,
  });
  return sdkSwitchNote(outcome, { path, ...(options.title ? { title: options.title } : {}) });
}

describe('sdkSwitchNote', () => {
  it('says why a reader lands elsewhere when the new SDK has no such page', () => {
    expect(noteFor('/sdks/espresso/runners', 'image-tester', { title: 'Runners: Espresso' })).toMatch(
      /^Image Tester has no Runners page, so here is its (Quickstart|Overview)\.$/,
    );
    expect(noteFor('/sdks/espresso/reference/eyes', 'image-tester', { title: 'Eyes class: Espresso' })).toMatch(
      /^Image Tester has no page like “Eyes class: Espresso”, so here is its /,
    );
  });

  it('says why a reader lands elsewhere when the general page does not apply to the new SDK', () => {
    expect(
      noteFor('/concepts/test-execution/execution-cloud/run-a-test', 'espresso', {
        title: 'Run a test on the Execution Cloud',
        applies: false,
      }),
    ).toMatch(/^“Run a test on the Execution Cloud” does not apply to Espresso, so here is its /);
  });

  it('says nothing when the reader stays or reaches the same page of the new SDK', () => {
    expect(noteFor('/sdks/espresso/runners', 'espresso')).toBeUndefined();
    expect(noteFor('/sdks/espresso/runners', 'xcui', { pages: ['sdks/xcui/runners'] })).toBeUndefined();
    expect(noteFor('/concepts/best-practices/match-levels', 'xcui')).toBeUndefined();
  });
});
