import { useRef, type ComponentPropsWithoutRef } from 'react';
import { useCopyToClipboard } from './useCopyToClipboard';
import styles from './CodeBlock.module.css';
// The colours of the highlighted tokens' classes, light and dark (build/mdx/code-colours.ts).
import 'virtual:code-colours.css';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The highlighted tokens as HTML, written by the build (build/mdx/rehype-code-html.ts). */
  'data-html'?: string;
}

/**
 * A highlighted code block (the `pre` that Shiki wrote at build time) with a
 * copy button. The button copies the text as the reader sees it.
 */
export function CodeBlock({ children, className, 'data-html': html, ...rest }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const { state, copy } = useCopyToClipboard();
  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy code';
  return (
    <div className={styles.codeBlock}>
      <pre
        ref={preRef}
        className={[className, styles.pre].filter(Boolean).join(' ')}
        tabIndex={0}
        {...rest}
        // `html` is the build's own output (Shiki's escaped tokens), never reader input.
        {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
      />
      <button
        type="button"
        className={styles.copy}
        data-state={state}
        onClick={() => copy(preRef.current?.innerText ?? '')}
      >
        {label}
      </button>
      <span className={styles.status} role="status">
        {state === 'copied' ? 'Code copied to the clipboard' : state === 'failed' ? 'Could not copy the code' : ''}
      </span>
    </div>
  );
}
