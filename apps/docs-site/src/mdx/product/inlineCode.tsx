import { Fragment, type ReactNode } from 'react';

/**
 * A fact's text with its `backticked` parts as inline code, each able to break after a dot,
 * slash or underscore as a Markdown table's code does (build/mdx/rehype-table-scroll.ts):
 * `EYES_PARENT_<wbr>BRANCH_<wbr>NAME`.
 */
export function inlineCode(text: string): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{breakable(part)}</code> : <Fragment key={index}>{part}</Fragment>,
    );
}

/** A name with a line break opportunity (`<wbr>`, no text) after each dot, slash or underscore. */
export function breakable(name: string): ReactNode {
  return name.split(/(?<=[./_])(?=[^./_])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
