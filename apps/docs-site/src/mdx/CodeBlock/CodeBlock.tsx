import { createContext, useContext, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { codeLanguageLabel, languageOfHighlighted } from '../codeLanguageLabel';
import { highlightedLinesHint } from './highlightedLinesHint';
import { useCopyToClipboard } from './useCopyToClipboard';
import styles from './CodeBlock.module.css';
// The colours of the highlighted tokens' classes, light and dark (build/mdx/code-colours.ts).
import 'virtual:code-colours.css';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The highlighted tokens as HTML, written by the build (build/mdx/rehype-code-html.ts). */
  'data-html'?: string;
  /** The fence's `title="..."`, usually a file name (build/mdx/code-meta.ts). */
  'data-title'?: string;
  /** The fence's highlighted lines as ranges, "2,4-5" (build/mdx/code-meta.ts). */
  'data-highlighted-lines'?: string;
}

/**
 * What the header of an untitled block names instead of a title: what the code is for (a code
 * sample gives its API family, `Cypress`, `Selenium`). Not a title: the block stays unnamed.
 */
export const CodeCaptionContext = createContext<string | undefined>(undefined);

/**
 * A highlighted code block (the `pre` that Shiki wrote at build time) under a
 * header bar: the block's title if it has one (else what the code is for, or
 * its language: `Shell`, `Java`), and a copy button, which
 * therefore never covers the code. The button copies the text as the reader
 * sees it. A titled block is a figure named by its title; highlighted lines
 * are marks, and the block's description lists them.
 */
export function CodeBlock({
  children,
  className,
  'data-html': html,
  'data-title': title,
  'data-highlighted-lines': highlightedLines,
  ...rest
}: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const id = useId();
  const { state, copy } = useCopyToClipboard();
  // What the header names when the block has no title: the sample's family, else the code's language.
  const language = languageOfHighlighted(html);
  const caption = useContext(CodeCaptionContext) ?? (language && codeLanguageLabel(language));
  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy code';
  const Frame = title ? 'figure' : 'div';
  return (
    <Frame className={styles.codeBlock} aria-labelledby={title ? `${id}-title` : undefined}>
      <div className={styles.header}>
        {title && (
          <span id={`${id}-title`} className={styles.title}>
            {title}
          </span>
        )}
        {!title && caption && <span className={styles.caption}>{caption}</span>}
        {highlightedLines && (
          <span id={`${id}-hint`} className={styles.visuallyHidden}>
            {highlightedLinesHint(highlightedLines)}
          </span>
        )}
        <button
          type="button"
          className={styles.copy}
          data-state={state}
          onClick={() => copy(preRef.current?.innerText ?? '')}
        >
          {label}
        </button>
      </div>
      <pre
        ref={preRef}
        className={[className, styles.pre].filter(Boolean).join(' ')}
        tabIndex={0}
        aria-describedby={highlightedLines ? `${id}-hint` : undefined}
        {...rest}
        // `html` is the build's own output (Shiki's escaped tokens), never reader input.
        {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
      />
      <span className={styles.visuallyHidden} role="status">
        {state === 'copied' ? 'Code copied to the clipboard' : state === 'failed' ? 'Could not copy the code' : ''}
      </span>
    </Frame>
  );
}
