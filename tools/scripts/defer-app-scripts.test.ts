import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './defer-app-scripts.mjs';

// As prerender.mjs assembles a page: the page's stylesheet and chunk, then what Vite wrote for the entry.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Match levels | Docs</title>
    <link rel="stylesheet" crossorigin href="/tutorials/assets/CodeTabs-1.css" />
    <link rel="modulepreload" crossorigin href="/tutorials/assets/match-levels-2.js" />
    <script type="module" crossorigin src="/tutorials/assets/index-3.js"></script>
    <link rel="modulepreload" crossorigin href="/tutorials/assets/react-4.js">
    <link rel="stylesheet" crossorigin href="/tutorials/assets/index-5.css">
  </head>
  <body>
    <div id="root"><p>Use <code>&lt;script type="module"&gt;</code> and <link rel="modulepreload"> in text.</p></div>
  </body>
</html>`;

const hold = (tags: readonly string[]) => `<template id="app-scripts">${tags.join('')}</template>`;

describe('deferAppScripts', () => {
  it('moves the module script and preloads, in page order, into what `hold` returns at the end of the head', () => {
    const html = deferAppScripts(PAGE, hold);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<template id="app-scripts"><link rel="modulepreload" crossorigin href="/tutorials/assets/match-levels-2.js" />' +
        '<script type="module" crossorigin src="/tutorials/assets/index-3.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/tutorials/assets/react-4.js"></template>',
    );
    expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/modulepreload|type="module"/);
  });

  it('leaves no blank or whitespace-only line where the tags were', () => {
    const html = deferAppScripts(PAGE, hold);
    expect(html.split('\n').filter((line) => line.trim() === '' || /\s$/.test(line))).toEqual([]);
  });

  it('keeps the stylesheets in place, so the first paint is styled', () => {
    const html = deferAppScripts(PAGE, hold);
    const template = html.indexOf('<template');
    expect(html.indexOf('CodeTabs-1.css')).toBeLessThan(template);
    expect(html.indexOf('index-5.css')).toBeLessThan(template);
  });

  it('leaves the body alone, even text that looks like a script tag', () => {
    const html = deferAppScripts(PAGE, hold);
    expect(html.slice(html.indexOf('<body>'))).toBe(PAGE.slice(PAGE.indexOf('<body>')));
  });
});
