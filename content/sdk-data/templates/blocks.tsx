/**
 * The building blocks of the SDK page templates. A template is a React component that runs at
 * build time, in Node: the build expands it (expand.ts) into the same HTML tree an MDX page
 * compiles to, so it is highlighted, given heading ids and anchors, and rendered in the browser by
 * the same components. Templates use HTML elements, the components below, and their own
 * function components; nothing with state or effects (they never run in the browser).
 *
 * - `SdkInstall`, `SdkFacts`, `SdkMembers`, `SdkMember`, `SetApiKey`, `EnvironmentVariableTable`,
 *   `CodeTabs`, `CodeTab`:
 *   the site's components,
 *   which the build leaves as named components for the browser (`clientComponent`);
 * - `Md`: Markdown text kept in the data (a pitfall, a member's description), parsed at build time;
 * - `Code`: a fenced code block, highlighted at build time like any fence of an MDX page.
 */
import type { SdkKey } from '@docs/sdk-catalog';
import type { ReactNode } from 'react';
import type { Snippet } from '../snippets';

/** Marks a component the build keeps for the browser instead of expanding it. */
export const CLIENT_COMPONENT = Symbol.for('docs.sdk-template.client-component');
/** Marks {@link Md}. */
export const MARKDOWN = Symbol.for('docs.sdk-template.markdown');

/** A component rendered in the browser by the site's component of the same name. */
function clientComponent<Props>(name: string): (props: Props) => ReactNode {
  const placeholder = (): ReactNode => {
    throw new Error(
      `<${name}> is kept for the browser; the build expands templates (expand.ts), React never calls it.`,
    );
  };
  return Object.assign(placeholder, { [CLIENT_COMPONENT]: name, displayName: name });
}

/** The install line of an SDK with its registry and where the line goes (children: a `Code`). */
export const SdkInstall = clientComponent<{ sdk: SdkKey; children: ReactNode }>('SdkInstall');
/** Code samples of one thing in several forms, as tabs (children: `CodeTab`s, each a `Code`). */
export const CodeTabs = clientComponent<{ label?: string; children: ReactNode }>('CodeTabs');
/** One tab of `CodeTabs`: its language (`kotlin`, `xml`) and label (`Gradle`, `Maven`). */
export const CodeTab = clientComponent<{ language: string; label?: string; children: ReactNode }>('CodeTab');
/** The step that sets the API key: code tabs for POSIX shells and PowerShell, and where the key goes in CI. */
export const SetApiKey = clientComponent<{ persist?: boolean }>('SetApiKey');
/** The environment variables every SDK reads, from the product facts. */
export const EnvironmentVariableTable = clientComponent<Record<string, never>>('EnvironmentVariableTable');
/** The facts table of an SDK: language, framework, package, registry, platforms. */
export const SdkFacts = clientComponent<{ sdk: SdkKey }>('SdkFacts');
/** A class reference's members table; children are `SdkMember` rows. */
export const SdkMembers = clientComponent<{ language: string; children: ReactNode }>('SdkMembers');
/** One member of a class reference: the name readers look up, its signature, what it does. */
export const SdkMember = clientComponent<{ name: string; signature: string; children: ReactNode }>('SdkMember');

export interface MdProps {
  /** Markdown: code spans, links, emphasis; paragraphs and lists when not `inline`. */
  children: string;
  /** Phrasing only, inside a paragraph, list item or table cell. */
  inline?: boolean;
}

/** Markdown text from the data, parsed by the build (expand.ts). */
export const Md: (props: MdProps) => ReactNode = Object.assign(
  (): ReactNode => {
    throw new Error('<Md> is parsed by the build (expand.ts); React never calls it.');
  },
  { [MARKDOWN]: true },
);

/** A code block, introduced by the file it belongs in when the snippet names one. */
export function Code({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippet.title && (
        <p>
          In <code>{snippet.title}</code>:
        </p>
      )}
      <pre>
        <code className={`language-${snippet.lang}`}>{snippet.code}</code>
      </pre>
    </>
  );
}

/** A section: its `h2` and content. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2>{title}</h2>
      {children}
    </>
  );
}

/** A bulleted list of Markdown items (pitfalls, tips). */
export function MdList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <Md inline>{item}</Md>
        </li>
      ))}
    </ul>
  );
}
