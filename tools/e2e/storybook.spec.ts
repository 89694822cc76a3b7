import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { STORYBOOK_PORT } from '../playwright.config';

/**
 * Every story of the built Storybook (the chrome's and the SDK picker's),
 * checked with axe-core: no serious or critical violation in either theme or
 * at mobile width. Stories tagged `mobile` run at a phone viewport (the
 * manager's viewport toolbar does not apply to a bare iframe).
 */
const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
/** Where the config's web server serves the built Storybook. */
const BASE = `http://127.0.0.1:${STORYBOOK_PORT}`;
const SHARDS = 4;
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function storyEntries(): Promise<IndexEntry[]> {
  const response = await fetch(`${BASE}/index.json`);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  // STORY_FILTER=<substring of story ids> narrows the run while debugging.
  const filter = process.env['STORY_FILTER'] ?? '';
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter));
}

/** Runs in every page before Storybook: records the outcome of the story's render from the preview channel. */
function watchStoryOutcome() {
  type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
  const target = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel; __storyOutcome?: string };
  const attach = () => {
    const channel = target.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(attach, 5);
      return;
    }
    channel.on('storyRendered', () => (target.__storyOutcome ??= 'rendered'));
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']) {
      channel.on(event, (payload) => {
        const detail = payload as { message?: string; title?: string; description?: string } | undefined;
        target.__storyOutcome =
          `${event}: ${detail?.message ?? detail?.title ?? ''} ${detail?.description ?? ''}`.trim();
      });
    }
  };
  attach();
}

type PreviewWindow = {
  __storyOutcome?: string;
  __STORYBOOK_PREVIEW__?: { onSetCurrentStory: (selection: { storyId: string; viewMode: string }) => void };
};

/** Waits for the init script to record the story's outcome (rendered and played, or failed). */
async function storyOutcome(page: Page): Promise<string> {
  await page.waitForFunction(() => (window as PreviewWindow).__storyOutcome, undefined, { timeout: 15_000 });
  return page.evaluate(() => (window as PreviewWindow).__storyOutcome ?? '');
}

/**
 * Shows a story. Switching in place (as the Storybook manager does) is much faster than
 * loading the iframe again; a story that fails that way is loaded fresh once more, so
 * only a story that also fails on its own counts as failed.
 */
async function showStory(page: Page, entry: IndexEntry): Promise<string> {
  await page.setViewportSize(entry.tags?.includes('mobile') ? MOBILE : DESKTOP);
  const switched = await page
    .evaluate((storyId) => {
      const preview = window as PreviewWindow;
      if (!preview.__STORYBOOK_PREVIEW__) return false;
      delete preview.__storyOutcome;
      preview.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
      return true;
    }, entry.id)
    .catch(() => false);
  if (switched) {
    const outcome = await storyOutcome(page).catch(() => 'timeout');
    if (outcome === 'rendered') return outcome;
  }
  // a11y.manual: the a11y addon must not run its own axe pass at the same time as ours.
  await page.goto(`${BASE}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story&globals=a11y.manual:!true`);
  return storyOutcome(page);
}

async function checkStory(page: Page, entry: IndexEntry): Promise<string[]> {
  const outcome = await showStory(page, entry);
  if (outcome !== 'rendered') return [`${entry.id}: the story did not render: ${outcome.slice(0, 500)}`];
  await page.waitForTimeout(30);
  if (!(await page.evaluate(() => '__docsAxe' in window))) {
    await page.addScriptTag({ path: AXE_PATH });
    await page.evaluate(
      () => ((window as unknown as { __docsAxe: unknown }).__docsAxe = (window as unknown as { axe: unknown }).axe),
    );
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        __docsAxe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).__docsAxe;
    // The story root plus anything portalled to <body> (drawers, popovers), not Storybook's own markup.
    const result = await axe.run(
      { include: [['body']], exclude: [['#storybook-docs'], ['.sb-wrapper'], ['#error-message'], ['.sb-nopreview']] },
      { resultTypes: ['violations'] },
    );
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${entry.id}: [${violation.impact}] ${violation.id} at ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}: ${violation.help}`,
    );
}

test.describe('Storybook accessibility', () => {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every story has no serious or critical axe violation (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(watchStoryOutcome);
      const entries = (await storyEntries()).filter((_, index) => index % SHARDS === shard);
      if (process.env['STORY_FILTER'] === undefined) expect(entries.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const entry of entries) problems.push(...(await checkStory(page, entry)));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
