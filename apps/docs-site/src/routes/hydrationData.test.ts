import { describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, hydrationDataScript, readHydrationData } from './hydrationData';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = html;
  return doc;
}

describe('hydration data', () => {
  it('travels as JSON that the browser does not execute and hydration reads back', () => {
    const state = { loaderData: { page: { title: 'Match levels', n: 3 } }, actionData: null, errors: null };
    const script = hydrationDataScript(state);

    expect(script).toMatch(new RegExp(`^<script type="application/json" id="${HYDRATION_DATA_ID}">`));
    expect(readHydrationData(documentWith(script))).toEqual({ loaderData: state.loaderData, actionData: null });
  });

  it('keeps page text from closing the script element', () => {
    const text = '</script><script>alert(1)</script><!--';
    const script = hydrationDataScript({ loaderData: { root: { text } }, actionData: null, errors: null });

    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const doc = documentWith(script);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readHydrationData(doc)?.loaderData).toEqual({ root: { text } });
  });

  it('is absent from a page that was not prerendered', () => {
    expect(readHydrationData(documentWith('<title>dev</title>'))).toBeUndefined();
  });

  it('refuses route errors, naming the routes', () => {
    expect(() =>
      hydrationDataScript({ loaderData: {}, actionData: null, errors: { 'sdks/cypress': new Error('boom') } }),
    ).toThrow(/sdks\/cypress/);
  });
});
