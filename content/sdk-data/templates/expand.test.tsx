import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { Code, Md, SdkInstall } from './blocks';
import { expandTemplate } from './expand';

const html = (node: Parameters<typeof expandTemplate>[0]) => toHtml(expandTemplate(node));

describe('expandTemplate', () => {
  it('calls function components and keeps HTML elements with their attributes', () => {
    const Item = ({ text }: { text: string }) => <li className="item">{text}</li>;
    expect(
      html(
        <>
          <ul aria-label="Steps">
            {['one', 'two'].map((text) => (
              <Item key={text} text={text} />
            ))}
          </ul>
          {false}
          {null}
        </>,
      ),
    ).toBe('<ul aria-label="Steps"><li class="item">one</li><li class="item">two</li></ul>');
  });

  it('writes a snippet as a fence the highlighter takes, after the file it belongs in', () => {
    expect(html(<Code snippet={{ lang: 'java', code: 'int a;', title: 'A.java' }} />)).toBe(
      '<p>In <code>A.java</code>:</p><pre><code class="language-java">int a;</code></pre>',
    );
  });

  it('keeps a site component named, with its props, around its expanded children', () => {
    const [element] = expandTemplate(
      <SdkInstall sdk="cypress">
        <Code snippet={{ lang: 'bash', code: 'npm i' }} />
      </SdkInstall>,
    ).children;
    expect(element).toMatchObject({ type: 'element', tagName: 'SdkInstall', data: { props: { sdk: 'cypress' } } });
    expect(toHtml(element as never)).toContain('<code class="language-bash">npm i</code>');
  });

  it('parses Markdown from the data: code spans, links and emphasis inline, blocks otherwise', () => {
    expect(html(<Md inline>{'Use `eyes.check` and [levels](/concepts/x), **not** this.'}</Md>)).toBe(
      'Use <code>eyes.check</code> and <a href="/concepts/x">levels</a>, <strong>not</strong> this.',
    );
    expect(html(<Md>{'One.\n\n- a\n- b'}</Md>)).toContain('<ul>');
    expect(() => expandTemplate(<Md inline>{'One.\n\nTwo.'}</Md>)).toThrow('Inline Markdown must be one paragraph');
  });
});
