// @ts-check
/**
 * A retext plugin for what retext-indefinite-article leaves alone: "a" or "an"
 * before a name. That library decides a capitalised word only when it is on
 * its lists, so "a AndroidJUnit4 project" and "a XCTest project" pass it. Here
 * a name is said as follows:
 *
 * - An initialism (two capitals first, `XCTest`, `SDK`; or a small letter and
 *   a capital, `iOS`, always spelled) is spelled: the first letter's name decides ("an XCTest",
 *   "an SDK", "a JSON file", "a UFG run"). When its second letter is a vowel it
 *   may be said as a word (NASA, MIME, NUnit): only a letter that takes "a"
 *   either way (B, C, D, G, J, K, P, Q, T, V, W, Y, Z) decides then.
 * - A capitalised word is said as written: A, E, I and O take "an" ("an
 *   Android project", "an Eyes test"; not Eu-, One, Once), other consonants "a";
 *   H, U and X are left alone (an Hour / a Hotel, an Umbrella / a Unity
 *   project, an Xcode / a Xamarin project).
 *
 * Messages are shaped as retext-indefinite-article's (`actual`, `expected`)
 * and carry its source, so they read as one rule.
 */
import { toString } from 'nlcst-to-string';
import { visit } from 'unist-util-visit';

/** Letters whose name starts with a vowel sound: "an F", "an X". */
const AN_LETTERS = 'AEFHILMNORSX';
/** Letters that take "a" whether spelled or said as part of a word. */
const A_ALWAYS = 'BCDGJKPQTVWYZ';

/**
 * The article a name takes, or `undefined` when this rule cannot tell.
 *
 * @param {string} word
 * @returns {'a' | 'an' | undefined}
 */
export function articleForName(word) {
  // A small letter before a capital is spelled whatever follows (iOS, iPhone, eBay).
  const [first = '', second = ''] = word;
  if (/^[a-z][A-Z]/.test(word)) return AN_LETTERS.includes(first.toUpperCase()) ? 'an' : 'a';
  if (/^[A-Z][A-Z]/.test(word)) {
    if ('AEIOU'.includes(second)) return A_ALWAYS.includes(first) ? 'a' : undefined;
    if (first === 'U') return 'a';
    return AN_LETTERS.includes(first) ? 'an' : 'a';
  }
  if (!/^[A-Z][a-z]/.test(word)) return undefined;
  if ('AEIO'.includes(first)) return /^(?:Eu|Ew|One(?![a-z])|Once)/.test(word) ? 'a' : 'an';
  if ('HUX'.includes(first)) return undefined;
  return 'a';
}

/**
 * The word after the node at `index`, past white space and one opening quote or bracket.
 *
 * @param {import('nlcst').Parents} parent
 * @param {number} index
 */
function wordAfter(parent, index) {
  let next = parent.children[index + 1];
  if (!next || next.type !== 'WhiteSpaceNode') return undefined;
  next = parent.children[index + 2];
  if (next && next.type === 'PunctuationNode' && /^[“‘'"([]$/.test(toString(next))) next = parent.children[index + 3];
  return next && next.type === 'WordNode' ? next : undefined;
}

/** @returns {(tree: import('nlcst').Root, file: import('vfile').VFile) => undefined} */
export default function retextArticleBeforeNames() {
  return (tree, file) => {
    visit(tree, 'WordNode', (node, index, parent) => {
      const actual = toString(node);
      const normal = actual.toLowerCase();
      if ((normal !== 'a' && normal !== 'an') || !parent || index === undefined) return;
      // "A" inside a sentence is a letter or a name ("Station A"), not the article.
      if (actual === 'A' && parent.children.slice(0, index).some((child) => child.type === 'WordNode')) return;
      const next = wordAfter(parent, index);
      if (!next) return;
      const following = toString(next);
      const expected = articleForName(following);
      if (expected === undefined || expected === normal) return;
      const start = node.position?.start;
      if (file.messages.some((message) => message.line === start?.line && message.column === start?.column)) return;
      const written = actual === normal ? expected : `A${expected.slice(1)}`;
      const message = file.message(
        `Unexpected article \`${actual}\` before \`${following}\`, expected \`${written}\``,
        {
          ancestors: [parent, node],
          place: node.position,
          ruleId: 'retext-indefinite-article',
          source: 'retext-indefinite-article',
        },
      );
      message.actual = actual;
      message.expected = [written];
    });
  };
}
