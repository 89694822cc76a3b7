import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeBlock, CodeCaptionContext } from './CodeBlock';

const java = '<code class="language-java"><span class="line">eyes.open(driver);</span></code>';

describe('CodeBlock header', () => {
  it('names the language of an untitled block', () => {
    render(<CodeBlock data-html={java} />);
    expect(screen.getByText('Java')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('names what a sample is for instead, and a title before either', () => {
    const { unmount } = render(
      <CodeCaptionContext.Provider value="Selenium">
        <CodeBlock data-html={java} />
      </CodeCaptionContext.Provider>,
    );
    expect(screen.getByText('Selenium')).toBeInTheDocument();
    expect(screen.queryByText('Java')).toBeNull();
    unmount();
    render(<CodeBlock data-html={java} data-title="LoginTest.java" />);
    expect(screen.getByRole('figure', { name: 'LoginTest.java' })).toBeInTheDocument();
    expect(screen.queryByText('Java')).toBeNull();
  });

  it('names nothing for plain text', () => {
    render(<CodeBlock data-html={'<code class="language-text">x</code>'} />);
    expect(screen.getByRole('button', { name: 'Copy code' }).parentElement).toHaveTextContent(/^Copy code$/);
  });
});
