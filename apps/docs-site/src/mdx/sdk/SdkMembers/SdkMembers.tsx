import type { ReactNode } from 'react';
import { codeLanguageLabel } from '../../codeLanguageLabel';
import styles from './SdkMembers.module.css';

export interface SdkMembersProps {
  /** Shiki id of the language the signatures are written in (`java`, `robotframework`...). */
  language: string;
  /** `SdkMember` rows. */
  children?: ReactNode;
}

/**
 * A class reference's members table: name, signature in the SDK's language, description.
 * On a phone each row stacks (name, then signature and description, full width) instead of
 * squeezing names into a narrow column; the explicit roles keep it a table for assistive
 * technology, which some browsers stop reporting once a table's rows are not laid out as rows.
 */
export function SdkMembers({ language, children }: SdkMembersProps) {
  return (
    // A named, focusable region: on a phone, long names or signatures can make the table scroll
    // sideways in its box, and the keyboard must reach that scroll (as for Markdown tables).
    <section className={styles.wrapper} tabIndex={0} aria-label="Members table">
      <table className={styles.members} data-language={language} role="table">
        <caption className={styles.caption}>Members, with signatures in {codeLanguageLabel(language)}</caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Member
            </th>
            <th scope="col" role="columnheader">
              Signature and description
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </section>
  );
}

export interface SdkMemberProps {
  /** The name a reader looks the member up by (`open`, `Open`, `cy.eyesOpen`, `Eyes Open`). */
  name: string;
  /** The full signature in the SDK's language. */
  signature: string;
  /** What the member does and when to use it. */
  children?: ReactNode;
}

/** The anchor id of a member row: `member-` and the name in lower case with dashes. */
export function memberAnchor(name: string): string {
  return `member-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * A signature as text in which an arrow (`->` of Swift and Kotlin, `=>` of JavaScript) is one
 * unbreakable piece: a line may break after a hyphen, which split `->` over two lines on a phone.
 * Copying the signature still gives its text as written.
 */
export function signatureParts(signature: string): ReactNode[] {
  return signature
    .split(/([-=]>)/)
    .map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className={styles.arrow}>
          {part}
        </span>
      ) : (
        part
      ),
    )
    .filter((part) => part !== '');
}

/** One row of `SdkMembers`, linkable by its anchor. */
export function SdkMember({ name, signature, children }: SdkMemberProps) {
  return (
    <tr id={memberAnchor(name)} role="row">
      <th scope="row" role="rowheader">
        <code>{name}</code>
      </th>
      <td role="cell">
        <code className={styles.signature}>{signatureParts(signature)}</code>
        <div className={styles.description}>{children}</div>
      </td>
    </tr>
  );
}
