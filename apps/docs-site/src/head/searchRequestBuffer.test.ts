import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takePrePaintSearchRequest } from '../search/usePrePaintSearchRequest';
import { SEARCH_REQUEST_BUFFER } from './searchRequestBuffer';
import { searchRequestHead } from './siteHeadTags';

/** Runs the script as the page carries it (serialised, with the chrome's key rules), as the browser does. */
function runHeadScript() {
  const html = searchRequestHead();
  const code = html.match(/^<script>([\s\S]*)<\/script>$/)?.[1];
  if (code === undefined) throw new Error(`not one inline script: ${html}`);
  new Function(code)();
}

/** Whether the key press went its way (`true`) or the script kept it from the page (`false`). */
const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ...init });
const type = (text: string) => [...text].map((letter) => press(letter));

describe('bufferSearchRequest, the pre-paint script', () => {
  beforeEach(() => {
    document.body.innerHTML = `<header>
        <button type="button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /"><span>Search</span></button>
        <button type="button">Select SDK</button>
      </header>
      <main><input aria-label="Name" /><p>Text</p></main>`;
    runHeadScript();
  });
  afterEach(() => {
    takePrePaintSearchRequest();
    delete (window as unknown as Record<string, unknown>)[SEARCH_REQUEST_BUFFER];
  });

  it('keeps Ctrl+K and the word typed after it from the page, for the app', () => {
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(type('baseline')).toEqual(Array(8).fill(false));
    expect(takePrePaintSearchRequest()).toBe('baseline');
  });

  it('takes Cmd+K and / outside a text field as a request too, and / is not typed', () => {
    expect(press('k', { metaKey: true })).toBe(false);
    type('ab');
    expect(takePrePaintSearchRequest()).toBe('ab');
    runHeadScript();
    expect(press('/')).toBe(false);
    type('batch');
    expect(takePrePaintSearchRequest()).toBe('batch');
  });

  it('takes a click on the search box (or on its label inside it) as a request, and Backspace corrects', () => {
    fireEvent.click(document.querySelector('button span') as Element);
    type('match lev');
    expect(press('Backspace')).toBe(false);
    type('vel');
    expect(takePrePaintSearchRequest()).toBe('match level');
  });

  it('leaves letters alone while no search is asked for, and / in a text field', () => {
    expect(type('baseline')).toEqual(Array(8).fill(true));
    const field = document.querySelector('input') as HTMLInputElement;
    expect(press('/', {}, field)).toBe(true);
    expect(press('a', {}, field)).toBe(true);
    expect(takePrePaintSearchRequest()).toBeUndefined();
  });

  it('leaves shortcuts with other modifiers and keys that type nothing to the page after a request', () => {
    press('k', { ctrlKey: true });
    expect(press('c', { ctrlKey: true })).toBe(true);
    expect(press('x', { altKey: true })).toBe(true);
    expect(press('K', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press('Enter')).toBe(true);
    expect(press('Tab')).toBe(true);
    // Asked again: still one request, and the browser's own search stays shut.
    expect(press('k', { ctrlKey: true })).toBe(false);
    type('ok');
    expect(takePrePaintSearchRequest()).toBe('ok');
  });

  it('gives the request up on Escape or a click elsewhere, as the dialog would close', () => {
    press('k', { ctrlKey: true });
    type('base');
    expect(press('Escape')).toBe(true);
    expect(press('l')).toBe(true);
    expect(takePrePaintSearchRequest()).toBeUndefined();

    runHeadScript();
    press('k', { ctrlKey: true });
    fireEvent.click(document.querySelector('p') as Element);
    expect(press('l')).toBe(true);
    expect(takePrePaintSearchRequest()).toBeUndefined();
  });

  it('stops once taken: the app then has every key, and nothing is handed over twice', () => {
    press('k', { ctrlKey: true });
    type('a');
    expect(takePrePaintSearchRequest()).toBe('a');
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('b')).toBe(true);
    fireEvent.click(document.querySelector('button') as Element);
    expect(takePrePaintSearchRequest()).toBeUndefined();
  });

  it("stops when the app's module script fails to load: no app will take the keys", () => {
    press('k', { ctrlKey: true });
    const script = document.createElement('script');
    script.type = 'module';
    document.head.append(script);
    fireEvent.error(script);
    script.remove();
    expect(press('b')).toBe(true);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(takePrePaintSearchRequest()).toBeUndefined();
  });

  it('hands nothing over on a page without the script', () => {
    takePrePaintSearchRequest();
    delete (window as unknown as Record<string, unknown>)[SEARCH_REQUEST_BUFFER];
    expect(takePrePaintSearchRequest()).toBeUndefined();
  });
});
