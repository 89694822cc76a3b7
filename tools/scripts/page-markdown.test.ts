import { describe, expect, it } from 'vitest';
import { markdownFileForPath } from './markdown-path.mjs';
import { articleMarkdown, pageMarkdown, pageMarkdownBySdk, toolLink } from './page-markdown.mjs';

/** A prerendered page as the site writes it: head, chrome around `main`, the article inside. */
function page(article: string, { title = 'Match levels', description = 'How strictly Eyes compares.' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<title>${title} | Eyes Tutorials</title>
<meta name="description" content="${description}" />
<script>(function(){})()</script></head>
<body><div id="root"><nav aria-label="Main"><a href="/tutorials/">Eyes Tutorials</a><button type="button">Search</button></nav>
<aside><nav aria-label="Docs sidebar"><ul><li><a href="/tutorials/a">Sidebar entry</a></li></ul></nav></aside>
<main id="main-content"><nav aria-label="Breadcrumbs"><ol><li>Concepts</li></ol></nav>
<div class="page-toc-collapsible"><button type="button" aria-expanded="false">On this page</button></div>
<article class="doc">${article}</article>
<nav aria-label="Docs pages"><a href="/tutorials/b">Next</a></nav></main>
<div class="page-toc"><nav aria-label="On this page"><a href="#x">Table of contents entry</a></nav></div>
<footer><a href="https://example.com">Footer link</a></footer></div></body></html>`;
}

const heading = (level: number, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a href="#${id}" class="heading-anchor" aria-label="Link to the section “${text}”">#</a></h${level}>`;

/** A code block as the site's CodeBlock renders it: header bar (caption or title, copy button), highlighted pre, status. */
function codeBlock(
  language: string,
  lines: string[],
  { caption = 'Shell', title }: { caption?: string; title?: string } = {},
) {
  const frame = title ? 'figure' : 'div';
  const header = title
    ? `<span id="r-title" class="_title_n9g3i_30">${title}</span>`
    : `<span class="_caption_n9g3i_34">${caption}</span>`;
  const code = lines
    .map(
      (line) =>
        `<span class="line">${line
          .split(' ')
          .map((word, i) => `<span class="c${i % 8}">${i ? ' ' : ''}${word}</span>`)
          .join('')}</span>`,
    )
    .join('\n');
  return `<${frame} class="_codeBlock_n9g3i_1"><div class="_header_n9g3i_11">${header}<button type="button" class="_copy_n9g3i_74" data-state="idle">Copy code</button></div><pre class="shiki github-light-default _pre_n9g3i_41" tabindex="0"><code class="language-${language}">${code}</code></pre><span class="_visuallyHidden_n9g3i_97" role="status"></span></${frame}>`;
}

/** A set of code tabs: tab list and panels, marked with the SDK languages that open each. */
function codeTabs(panels: { label: string; languages?: string; tabLanguage?: string; body: string }[], selected = 0) {
  const tabs = panels
    .map(
      ({ label, languages }, i) =>
        `<button type="button" role="tab" aria-selected="${i === selected}"${languages ? ` data-sdk-languages="${languages}"` : ''}><span data-label="${label}">${label}</span></button>`,
    )
    .join('');
  const bodies = panels
    .map(
      ({ languages, tabLanguage, body }, i) =>
        `<div role="tabpanel"${i === selected ? '' : ' hidden=""'}${languages ? ` data-sdk-languages="${languages}"` : ''}${tabLanguage ? ` data-tab-language="${tabLanguage}"` : ''}>${body}</div>`,
    )
    .join('');
  return `<div class="_codeTabs_1sge8_1"><div role="tablist" aria-label="Code language">${tabs}</div>${bodies}</div>`;
}

/** A page with blocks for some SDKs and a code sample in two languages (Java, Python) for Selenium only. */
function sdkVariantsPage() {
  const sample = (sdks: string, family: string, body: string, note = '') =>
    `<div role="group" aria-label="${family} code sample" class="_sample_1ul0v_1" data-sdks="${sdks}">${note}${body}</div>`;
  return page(
    `<h1 id="t">Checkpoints</h1>
<p>These steps are for <span data-sdks="cypress"><strong>Cypress</strong></span><span data-sdks="selenium-python"><strong>Selenium Python</strong></span>.</p>
${sample('cypress', 'Cypress', codeBlock('javascript', ["cy.eyesCheckWindow('Home');"], { caption: 'Cypress' }))}
${sample(
  'selenium-python testcafe',
  'Selenium',
  codeTabs([
    {
      label: 'Java',
      languages: 'java',
      body: codeBlock('java', ['eyes.check(Target.window());'], { caption: 'Selenium' }),
    },
    {
      label: 'Python',
      languages: 'python robotframework',
      body: codeBlock('python', ['eyes.check(Target.window())'], { caption: 'Selenium' }),
    },
  ]),
  '<p class="_note_1ul0v_12" data-sdks="testcafe">Shown for Selenium: there is no TestCafe version of this sample yet.</p>',
)}`,
  );
}

describe('pageMarkdown', () => {
  it("writes the page's title and description as front matter and the article's prose, without the chrome", () => {
    const markdown = pageMarkdown(
      page(
        `<h1 id="match-levels">Match levels</h1>
<p>A match level tells Eyes how <strong>strictly</strong> to compare, see <a href="/tutorials/concepts/baselines" data-discover="true">baselines</a>.</p>
${heading(2, 'pitfalls', 'Pitfalls')}
<ul>
<li>Layout is not <code>ignore</code>.</li>
<li>Exact on several
environments.</li>
</ul>`,
        { title: 'Match levels: "how strict"', description: 'How strictly: Eyes compares.' },
      ),
    );
    expect(markdown).toBe(
      `---
title: 'Match levels: "how strict"'
description: "How strictly: Eyes compares."
---

# Match levels

A match level tells Eyes how **strictly** to compare, see [baselines](/tutorials/concepts/baselines.md).

## Pitfalls

- Layout is not \`ignore\`.
- Exact on several environments.
`,
    );
    expect(markdown).not.toMatch(/Link to the section|Sidebar entry|Table of contents entry|Footer link|Concepts/);
  });

  it('writes code blocks as fences with their language and title, one line per line, without the copy button', () => {
    const markdown = pageMarkdown(
      page(
        `<h1 id="t">Setup</h1>${codeBlock('bash', ['export EYES_API_KEY=&lt;key&gt;', 'npx cypress run'])}
${codeBlock('javascript', ['module.exports = {', "  appName: 'Shop',", '};'], { title: 'eyes.config.js' })}`,
      ),
    );
    expect(markdown).toContain('```bash\nexport EYES_API_KEY=<key>\nnpx cypress run\n```');
    expect(markdown).toContain(
      '```javascript title="eyes.config.js"\nmodule.exports = {\n  appName: \'Shop\',\n};\n```',
    );
    expect(markdown).not.toMatch(/Copy code|Shell/);
  });

  it("keeps the default SDK's (Cypress's) variant of blocks marked for some SDKs, and a reader's 'Shown for' note only where the code is not theirs", () => {
    const html = sdkVariantsPage();
    const cypress = pageMarkdown(html);
    expect(cypress).toContain('These steps are for **Cypress**.');
    expect(cypress).toContain("```javascript\ncy.eyesCheckWindow('Home');\n```");
    expect(cypress).not.toMatch(/Selenium|eyes\.check\(/);

    const python = pageMarkdown(html, { sdk: 'selenium-python' });
    expect(python).toContain('These steps are for **Selenium Python**.');
    expect(python).toContain('```python\neyes.check(Target.window())\n```');
    expect(python).not.toMatch(/cy\.eyesCheckWindow|Target\.window\(\);|Shown for/);

    const testcafe = pageMarkdown(html, { sdk: 'testcafe' });
    // A TestCafe reader is shown Selenium in the tab the page opens (Java), under the note that says so.
    expect(testcafe).toContain(
      '> Shown for Selenium: there is no TestCafe version of this sample yet.\n\n```java\neyes.check(Target.window());\n```',
    );
    expect(testcafe).not.toMatch(/eyes\.check\(Target\.window\(\)\)\n/);
  });

  it("keeps every tab of plain code tabs, named by their tab where the code does not say it; of a request in curl and in SDK languages, curl and the reader's language", () => {
    const html = page(
      `<h1 id="t">Key</h1>${codeTabs([
        {
          label: 'macOS / Linux',
          languages: 'javascript python',
          body: codeBlock('bash', ['export EYES_API_KEY="k"']),
        },
        { label: 'Windows PowerShell', body: codeBlock('text', ['$env:EYES_API_KEY = "k"'], { caption: 'Shell' }) },
      ])}${codeTabs([
        {
          label: 'Shell',
          languages: 'bash',
          tabLanguage: 'bash',
          body: codeBlock('bash', ['curl https://eyes.example.com']),
        },
        {
          label: 'Python',
          languages: 'python',
          tabLanguage: 'python',
          body: codeBlock('python', ['requests.get(url)'], { caption: 'Python' }),
        },
      ])}`,
    );
    const markdown = pageMarkdown(html);
    expect(markdown).toContain(
      'macOS / Linux:\n\n```bash\nexport EYES_API_KEY="k"\n```\n\nWindows PowerShell:\n\n```\n$env:EYES_API_KEY = "k"\n```',
    );
    // The default SDK's reader (JavaScript) has no tab of their own: curl alone.
    expect(markdown).toContain('```bash\ncurl https://eyes.example.com\n```');
    expect(markdown).not.toContain('requests.get(url)');
    expect(markdown).not.toMatch(/^(Shell|Python):$/m);
    const python = pageMarkdown(html, { sdk: 'selenium-python' });
    expect(python).toContain('```bash\ncurl https://eyes.example.com\n```\n\n```python\nrequests.get(url)\n```');
  });

  it('keeps, of the article as the started app shows it (no marks), curl and the open tab of language tabs, and every tab of shell tabs', () => {
    const request = (label: string, language: string, code: string) => ({
      label,
      body: codeBlock(language, [code]),
    });
    const languageTabs = codeTabs(
      [
        request('Shell', 'bash', 'curl https://eyes.example.com'),
        request('TypeScript', 'typescript', 'await fetch(url);'),
        request('Python', 'python', 'requests.get(url)'),
      ],
      2,
    );
    const shellTabs = codeTabs([
      request('macOS / Linux', 'bash', 'export EYES_API_KEY="k"'),
      request('Windows PowerShell', 'powershell', '$env:EYES_API_KEY = "k"'),
    ]).replace('aria-label="Code language"', 'aria-label="Shell"');
    const markdown = pageMarkdown(page(`<h1 id="t">Request</h1>${languageTabs}${shellTabs}`), {
      sdk: 'selenium-python',
    });
    expect(markdown).toContain('curl https://eyes.example.com');
    expect(markdown).toContain('requests.get(url)');
    expect(markdown).not.toContain('await fetch(url);');
    expect(markdown).toContain('export EYES_API_KEY="k"');
    expect(markdown).toContain('$env:EYES_API_KEY = "k"');
  });

  it('writes admonitions as quotes under their title, tables in GFM, facts and members as text', () => {
    const markdown = pageMarkdown(
      page(
        `<h1 id="t">Cypress SDK</h1>
<aside class="_admonition_x_1" data-type="tip" aria-label="Start strict"><p class="_title_x_2">Start strict</p><div class="_body_x_3"><p>Relax per region.</p></div></aside>
<section class="table-scroll" tabindex="0" aria-label="Levels table"><table><thead><tr><th>Level</th><th>Use</th></tr></thead><tbody><tr><td>Strict</td><td>Almost every <code>check</code></td></tr></tbody></table></section>
<dl class="_facts_vqwnc_1"><div class="_row_vqwnc_10"><dt>Framework</dt><dd>Cypress</dd></div><div class="_row_vqwnc_10"><dt>Install</dt><dd><code>npm install -D @eyes-sdk/cypress</code></dd></div></dl>
<section class="_wrapper_1faqq_1" tabindex="0" aria-label="Members table"><table class="_members_1faqq_11"><caption class="_caption_1faqq_16">Members, with signatures in <!-- -->JavaScript</caption><thead><tr><th scope="col">Member</th><th scope="col">Signature and description</th></tr></thead><tbody><tr id="member-cy-eyesopen"><th scope="row"><code>cy.eyesOpen</code></th><td><code class="_signature_1faqq_30">cy.eyesOpen(options?: OpenOptions)</code><div class="_description_1faqq_45">Starts a test.</div></td></tr></tbody></table></section>`,
      ),
    );
    expect(markdown).toContain('> **Start strict**\n>\n> Relax per region.');
    // Cells are not padded to line up: the padding would be a tenth of a table-heavy page.
    expect(markdown).toContain('| Level | Use |\n| - | - |\n| Strict | Almost every `check` |');
    expect(markdown).toContain('- **Framework**: Cypress\n- **Install**: `npm install -D @eyes-sdk/cypress`');
    expect(markdown).toContain('Members, with signatures in JavaScript\n\n| Member');
    expect(markdown).toContain('| `cy.eyesOpen` | `cy.eyesOpen(options?: OpenOptions)` — Starts a test. |');
  });

  it('gives no Markdown for a page without a doc article (a blog listing, the not-found page)', () => {
    expect(pageMarkdown(page('<h1>x</h1>').replace('<article class="doc">', '<article class="card">'))).toBeUndefined();
  });
});

describe('pageMarkdownBySdk', () => {
  it("gives each SDK's reader the Markdown pageMarkdown gives for that SDK, rendering each different reading once", () => {
    const html = sdkVariantsPage();
    const sdks = ['cypress', 'selenium-python', 'robot', 'testcafe', 'selenium-java'] as const;
    const result = pageMarkdownBySdk(html, sdks);
    expect(result?.title).toBe('Match levels');
    expect(result?.bySdk.get('testcafe')).toMatch(/^---\n[\s\S]*\nsdk: testcafe\n---\n/);
    for (const sdk of sdks) expect(result?.bySdk.get(sdk), sdk).toBe(pageMarkdown(html, { sdk }));
    // Robot Framework reads Python and sees no marked block: not the Selenium Python reader's page.
    expect(result?.bySdk.get('robot')).not.toContain('Selenium Python');
  });

  it('gives nothing for a page without a doc article', () => {
    expect(pageMarkdownBySdk(page('<h1>x</h1>').replace('class="doc"', 'class="card"'), ['cypress'])).toBeUndefined();
  });
});

describe('articleMarkdown', () => {
  it('reads the article as the browser holds it, under the title and description it is given', () => {
    const html = sdkVariantsPage();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>') + '</article>'.length);
    const markdown = articleMarkdown(article, {
      sdk: 'selenium-python',
      title: 'Checkpoints',
      description: 'Where a test compares.',
    });
    // Its samples depend on the SDK: the front matter says whose they are.
    expect(markdown).toMatch(
      /^---\ntitle: Checkpoints\ndescription: Where a test compares.\nsdk: selenium-python\n---\n/,
    );
    expect(markdown).toContain('```python\neyes.check(Target.window())\n```');
    expect(markdown).not.toContain('cy.eyesCheckWindow');
  });
});

describe('toolLink', () => {
  const origin = 'https://docs.example';
  it("links a page of the site to its Markdown's absolute address, keeping the section", () => {
    expect(toolLink('/tutorials/concepts/baselines#branches', origin)).toBe(
      'https://docs.example/tutorials/concepts/baselines.md#branches',
    );
    expect(toolLink('/tutorials/sdks/cypress/', origin)).toBe('https://docs.example/tutorials/sdks/cypress.md');
    expect(toolLink('/tutorials/', origin)).toBe('https://docs.example/tutorials/index.md');
    expect(toolLink('/tutorials', origin)).toBe('https://docs.example/tutorials/index.md');
    expect(toolLink('/tutorials/blog?page=2', origin)).toBe('https://docs.example/tutorials/blog.md?page=2');
  });

  it('gives a file of the site its absolute address, and leaves links elsewhere and within the page alone', () => {
    expect(toolLink('/tutorials/reference/server-api/openapi.json', origin)).toBe(
      'https://docs.example/tutorials/reference/server-api/openapi.json',
    );
    expect(toolLink('/tutorials/img/diff.png', origin)).toBe('https://docs.example/tutorials/img/diff.png');
    expect(toolLink('/.well-known/security.txt', origin)).toBe('https://docs.example/.well-known/security.txt');
    expect(toolLink('https://example.com/a', origin)).toBe('https://example.com/a');
    expect(toolLink('//cdn.example/a.js', origin)).toBe('//cdn.example/a.js');
    expect(toolLink('#branches', origin)).toBe('#branches');
    expect(toolLink('mailto:help@docs.example', origin)).toBe('mailto:help@docs.example');
  });

  it('keeps addresses root-relative without an origin', () => {
    expect(toolLink('/tutorials/concepts/baselines')).toBe('/tutorials/concepts/baselines.md');
  });

  it("writes every link and image of the article that way, in each page's Markdown", () => {
    const html = page(
      `<h1 id="t">Match levels</h1><p>See <a href="/tutorials/concepts/baselines#branches">branches</a>, <a href="#t">the top</a> and <a href="https://example.com/x">elsewhere</a>.</p><p><img src="/tutorials/img/levels.png" alt="Levels"></p>`,
    );
    const markdown = pageMarkdown(html, { origin }) ?? '';
    expect(markdown).toContain('[branches](https://docs.example/tutorials/concepts/baselines.md#branches)');
    expect(markdown).toContain('[the top](#t)');
    expect(markdown).toContain('[elsewhere](https://example.com/x)');
    expect(markdown).toContain('![Levels](https://docs.example/tutorials/img/levels.png)');
    expect(pageMarkdownBySdk(html, ['cypress'], { origin })?.bySdk.get('cypress')).toBe(markdown);
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>') + '</article>'.length);
    expect(articleMarkdown(article, { sdk: 'cypress', title: 'Match levels', origin })).toContain(
      '[branches](https://docs.example/tutorials/concepts/baselines.md#branches)',
    );
  });
});

describe('markdownFileForPath', () => {
  it("serves a page's Markdown at its address plus .md, the landing page's as index.md", () => {
    expect(markdownFileForPath('/')).toBe('index.md');
    expect(markdownFileForPath('/sdks/cypress')).toBe('sdks/cypress.md');
    expect(markdownFileForPath('/sdks/cypress/')).toBe('sdks/cypress.md');
    expect(markdownFileForPath('/getting-started/overview')).toBe('getting-started/overview.md');
  });
});
