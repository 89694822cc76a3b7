import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentParsed } from './documentParsed';

/** A document whose parser is still running until `finish()` is called. */
function parsingDocument() {
  const doc = document.implementation.createHTMLDocument('page');
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => state });
  return {
    doc,
    finish() {
      state = 'interactive';
      doc.dispatchEvent(new Event('DOMContentLoaded'));
    },
  };
}

describe('documentParsed', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the parser to finish the document', async () => {
    const { doc, finish } = parsingDocument();
    let parsed = false;
    const done = documentParsed(doc).then(() => (parsed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(parsed).toBe(false);
    finish();
    await done;
    expect(parsed).toBe(true);
  });

  it('resolves in the next task when the document is already parsed', async () => {
    vi.useFakeTimers();
    let parsed = false;
    const done = documentParsed(document).then(() => (parsed = true));
    await Promise.resolve();
    expect(parsed).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    expect(parsed).toBe(true);
  });
});
