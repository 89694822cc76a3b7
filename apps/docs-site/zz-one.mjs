// ../../../../tmp/prof/one.ts
import { compile } from "@mdx-js/mdx";

// build/mdx/pipeline.ts
import rehypeShiki from "@shikijs/rehype";
import { toString as toString3 } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeMdxImportMedia from "rehype-mdx-import-media";
import rehypeSlug from "rehype-slug";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";

// build/mdx/robotframework.tmLanguage.json
var robotframework_tmLanguage_default = {
  name: "robotframework",
  displayName: "Robot Framework",
  scopeName: "source.robotframework",
  patterns: [
    { include: "#comment" },
    { include: "#section" },
    { include: "#setting" },
    { include: "#variable" },
    { include: "#keywordCall" }
  ],
  repository: {
    comment: { match: "(^|\\s{2,}|\\t)#.*$", name: "comment.line.number-sign.robotframework" },
    section: {
      match: "^\\*{3}\\s*(Settings?|Variables?|Test Cases?|Tasks?|Keywords?|Comments?)\\s*\\*{3}.*$",
      name: "entity.name.section.robotframework"
    },
    setting: {
      match: "(?i)^(Library|Resource|Variables|Documentation|Suite Setup|Suite Teardown|Test Setup|Test Teardown|Test Template|Test Timeout|Force Tags|Default Tags|Test Tags)(?=\\s{2,}|\\t|$)|\\[(Documentation|Tags|Setup|Teardown|Template|Timeout|Arguments|Return)\\]",
      name: "keyword.control.settings.robotframework"
    },
    variable: {
      match: "[$@&%]\\{[^}]*\\}",
      name: "variable.other.robotframework"
    },
    keywordCall: {
      match: "^(?:\\s{2,}|\\t)([A-Za-z][\\w.]*(?: [\\w.]+)*)",
      captures: { "1": { name: "entity.name.function.robotframework" } }
    }
  }
};

// build/mdx/highlight.ts
var SPEC_LANGUAGES = [
  "bash",
  "csharp",
  "gherkin",
  "java",
  "objectivec",
  "php",
  "robotframework",
  "ruby",
  "python",
  "swift",
  "typescript",
  "visual-basic"
];
var MORE_LANGUAGES = [
  "javascript",
  "tsx",
  "jsx",
  "json",
  "yaml",
  "xml",
  "kotlin",
  "groovy",
  "ini",
  "toml",
  "http",
  "diff"
];
var LANGUAGE_ALIASES = {
  objectivec: "objective-c",
  "visual-basic": "vb",
  sh: "bash",
  shell: "bash",
  console: "bash",
  robot: "robotframework",
  cs: "csharp",
  ts: "typescript",
  js: "javascript",
  py: "python",
  rb: "ruby"
};
var THEMES = { light: "github-light-default", dark: "github-dark-default" };
var builtIn = [...SPEC_LANGUAGES, ...MORE_LANGUAGES].map((lang) => LANGUAGE_ALIASES[lang] ?? lang).filter((lang) => lang !== "robotframework");
var shikiOptions = {
  // The pipeline adds a `cache` that returns copies (shiki-cache.ts): @shikijs/rehype inserts the
  // cached tree object itself, which later stages change in place.
  themes: THEMES,
  // Light colours inline, dark ones as --shiki-dark variables switched by [data-theme='dark'].
  defaultColor: "light",
  langs: [...new Set(builtIn), robotframework_tmLanguage_default],
  langAlias: LANGUAGE_ALIASES,
  // A fence with no language, or one we do not load, stays plain text rather than failing the build.
  defaultLanguage: "text",
  fallbackLanguage: "text",
  addLanguageClass: true,
  // No time limit per line: past Shiki's default 500 ms the rest of the line stays unhighlighted,
  // so on a busy machine the server and client builds highlighted a block differently (hydration error).
  tokenizeTimeLimit: 0
};

// build/mdx/shiki-cache.ts
var CloningCache = class {
  #entries = /* @__PURE__ */ new Map();
  get(key) {
    const value = this.#entries.get(key);
    return value === void 0 ? void 0 : structuredClone(value);
  }
  set(key, value) {
    this.#entries.set(key, structuredClone(value));
    return this;
  }
  get size() {
    return this.#entries.size;
  }
};

// build/mdx/rehype-code-html.ts
import { toHtml } from "hast-util-to-html";
import { SKIP, visit } from "unist-util-visit";
function rehypeCodeHtml() {
  return (tree) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "pre" || !String(node.properties.className ?? "").includes("shiki")) return;
      node.properties.dataHtml = toHtml(node.children);
      node.children = [];
      return SKIP;
    });
  };
}

// build/mdx/rehype-export-headings.ts
import { toString } from "hast-util-to-string";
import { visit as visit2 } from "unist-util-visit";

// build/mdx/export-const.ts
import { valueToEstree } from "estree-util-value-to-estree";
function exportConst(name, value) {
  return {
    type: "mdxjsEsm",
    value: "",
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ExportNamedDeclaration",
            specifiers: [],
            declaration: {
              type: "VariableDeclaration",
              kind: "const",
              declarations: [
                { type: "VariableDeclarator", id: { type: "Identifier", name }, init: valueToEstree(value) }
              ]
            }
          }
        ]
      }
    }
  };
}

// build/mdx/rehype-export-headings.ts
function collectHeadings(tree) {
  const headings = [];
  visit2(tree, "element", (node) => {
    const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
    const id = node.properties?.id;
    if (depth && typeof id === "string") headings.push({ depth: Number(depth), id, text: toString(node).trim() });
  });
  return headings;
}
function rehypeExportHeadings() {
  return (tree) => {
    tree.children.unshift(exportConst("headings", collectHeadings(tree)));
  };
}

// build/mdx/rehype-image-size.ts
import { imageSize } from "image-size";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { visit as visit3 } from "unist-util-visit";
var REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function rehypeImageSize() {
  return (tree, file) => {
    visit3(tree, "element", (node) => {
      const src = node.properties.src;
      if (node.tagName !== "img" || typeof src !== "string" || REMOTE.test(src)) return;
      const where = `${file.path}:${node.position?.start.line ?? "?"}`;
      if (src.startsWith("/")) {
        throw new Error(`${where}: image "${src}" must be a path relative to the page, such as ./${src.slice(1)}.`);
      }
      const path = resolve(dirname(file.path), decodeURIComponent(src.split(/[?#]/)[0] ?? ""));
      let size;
      try {
        size = imageSize(readFileSync(path));
      } catch (error) {
        throw new Error(`${where}: cannot read the size of image "${src}" (${path}): ${error.message}`, {
          cause: error
        });
      }
      node.properties.width ??= size.width;
      node.properties.height ??= size.height;
      node.properties.style ??= "max-width:100%;height:auto";
    });
  };
}

// build/mdx/remark-admonitions.ts
import { visit as visit4 } from "unist-util-visit";
var ADMONITION_TYPES = ["note", "tip", "warning", "danger"];
var isAdmonition = (name) => ADMONITION_TYPES.includes(name);
function remarkAdmonitions() {
  return (tree, file) => {
    restoreTextAndLeafDirectives(tree, file);
    visit4(tree, "containerDirective", (node, index, parent) => {
      if (!parent || index === void 0) return;
      if (!isAdmonition(node.name)) {
        throw new Error(
          `${file.path}:${node.position?.start.line ?? "?"}: unknown admonition ":::${node.name}"; allowed: ${ADMONITION_TYPES.map((t) => `:::${t}`).join(", ")}.`
        );
      }
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === "paragraph" && first.data?.directiveLabel;
      const title = hasLabel ? first.children.map((child) => "value" in child ? child.value : "").join("") : void 0;
      const attributes = [
        { type: "mdxJsxAttribute", name: "type", value: node.name }
      ];
      if (title) attributes.push({ type: "mdxJsxAttribute", name: "title", value: title });
      parent.children[index] = {
        type: "mdxJsxFlowElement",
        name: "Admonition",
        attributes,
        children: hasLabel ? rest : node.children
      };
    });
  };
}
function restoreTextAndLeafDirectives(tree, file) {
  const source = String(file.value);
  visit4(tree, (node, index, parent) => {
    if (node.type !== "textDirective" && node.type !== "leafDirective") return;
    if (!parent || index === void 0) return;
    const directive = node;
    const start = directive.position?.start.offset;
    const end = directive.position?.end.offset;
    const value = start !== void 0 && end !== void 0 ? source.slice(start, end) : `:${directive.name}`;
    const text = { type: "text", value };
    parent.children[index] = node.type === "leafDirective" ? { type: "paragraph", children: [text] } : text;
  });
}

// build/mdx/remark-export-reading-time.ts
import { toString as toString2 } from "mdast-util-to-string";
import readingTime from "reading-time";
function readingMinutes(tree) {
  const text = tree.children.filter((node) => node.type !== "yaml").map((node) => toString2(node)).join("\n");
  return Math.max(1, Math.ceil(readingTime(text).minutes));
}
function remarkExportReadingTime() {
  return (tree) => {
    tree.children.unshift(exportConst("readingTime", readingMinutes(tree)));
  };
}

// build/mdx/pipeline.ts
function mdxPipeline({ highlightCache = new CloningCache() } = {}) {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      [remarkMdxFrontmatter, { name: "frontmatter" }],
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkExportReadingTime
    ],
    rehypePlugins: [
      // Sizes are read from the files before their paths become imports (bundled, hashed assets).
      rehypeImageSize,
      rehypeMdxImportMedia,
      rehypeSlug,
      rehypeExportHeadings,
      [
        rehypeAutolinkHeadings,
        {
          behavior: "append",
          test: ["h2", "h3", "h4"],
          properties: (heading) => ({
            className: ["heading-anchor"],
            ariaLabel: `Link to the section \u201C${toString3(heading).trim()}\u201D`
          }),
          content: { type: "text", value: "#" }
        }
      ],
      [rehypeShiki, { ...shikiOptions, cache: highlightCache }],
      rehypeCodeHtml
    ]
  };
}

// ../../../../tmp/prof/one.ts
console.log(String(await compile({ value: '---\ntitle: T\n---\n\n```bash\nnpm i "$X" # c\n```\n', path: "/work/content/docs/test.mdx" }, mdxPipeline())));
