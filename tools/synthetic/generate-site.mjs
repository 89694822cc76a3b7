/**
 * Writes a synthetic docs site of any size for scale tests (issue #9): MDX pages
 * shaped like ours (front matter, one h1, h2/h3 sections, prose, lists, tables,
 * admonitions, code fences in several languages, links to other pages and to
 * their headings), in nested folders, under `<dir>/content/docs`. No
 * `sidebars.ts` is written, so the site builds its sidebar from the folders.
 *
 * The same `pages` and `seed` always give the same files, so builds compare.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same site. */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sample = (list, count) => {
    const copy = [...list];
    const out = [];
    while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, sample };
}

const SUBJECTS = [
  'baselines',
  'batches',
  'checkpoints',
  'match levels',
  'ignore regions',
  'floating regions',
  'viewports',
  'branches',
  'runners',
  'visual grid',
  'test results',
  'API keys',
  'teams',
  'environments',
  'accessibility checks',
  'layout regions',
  'step editor',
  'root cause analysis',
  'notifications',
  'CI status checks',
  'dynamic content',
  'screenshots',
  'devices',
  'browsers',
  'concurrency',
  'sessions',
  'properties',
  'sequences',
  'merges',
  'remarks',
];
const VERBS = ['Configure', 'Review', 'Group', 'Compare', 'Automate', 'Tune', 'Debug', 'Maintain', 'Plan', 'Share'];
const SECTION_NAMES = [
  'Overview',
  'When to use it',
  'Before you start',
  'Set up the project',
  'Write the first check',
  'Run it in CI',
  'Read the results',
  'Handle dynamic areas',
  'Common mistakes',
  'Limits',
  'Worked example',
  'Troubleshooting',
  'Settings reference',
  'Related pages',
];
const SUBSECTION_NAMES = [
  'In a single process',
  'Across several machines',
  'On a laptop',
  'With the visual grid',
  'For mobile apps',
  'For components',
];
const SENTENCES = [
  'The test compares each checkpoint with its baseline and reports a difference only where a person would see one',
  'A reviewer accepts an intended change, and the checkpoint becomes the new baseline',
  'A rejected change stays a bug until someone fixes it, and the baseline does not move',
  'Runs started by one pipeline share a batch, so the pull request gets one status and one place to review',
  'Regions that change on every run, such as dates and prices, are ignored or compared by layout only',
  'Each viewport, browser and device keeps its own baseline, so a change on one does not hide a change on another',
  'Set the batch ID from the pipeline, or every worker opens a batch of its own',
  'Name checkpoints after what the user sees, not after the code that reaches the screen',
  'A strict match level is the right default; relax it per region, not per test',
  'Keep the API key in the CI secret store and pass it to the tests as an environment variable',
  'When a test is slow, render its checkpoints on the grid instead of taking more screenshots locally',
  'Review differences in groups: one decision can resolve the same change on every page',
];
const FOLDERS = [
  'getting-started',
  'guides',
  'concepts',
  'how-to',
  'reference',
  'integrations',
  'recipes',
  'troubleshooting',
  'administration',
  'tutorials',
  'migration',
  'best-practices',
  'platforms',
  'frameworks',
  'api',
  'workflows',
];
const TABLE_HEADERS = [
  ['Setting', 'Default', 'Meaning'],
  ['Status', 'Shown when', 'What to do'],
  ['Option', 'Type', 'Example'],
];

const CODE = {
  java: (r, name) =>
    `Configuration config = new Configuration()\n    .setAppName("${name}")\n    .setBatch(new BatchInfo("${name} nightly"))\n    .setMatchLevel(MatchLevel.${r.pick(['STRICT', 'LAYOUT', 'CONTENT'])});\neyes.setConfiguration(config);\neyes.check(Target.window().fully().withName("${name} page ${r.int(1, 40)}"));`,
  python: (r, name) =>
    `config = Configuration()\nconfig.app_name = "${name}"\nconfig.batch = BatchInfo("${name} nightly")\neyes.set_configuration(config)\neyes.check("${name} page ${r.int(1, 40)}", Target.window().fully())`,
  typescript: (r, name) =>
    `const config = new Configuration({\n  appName: '${name}',\n  batch: { name: '${name} nightly' },\n  matchLevel: '${r.pick(['Strict', 'Layout', 'Content'])}',\n});\nawait eyes.open(page, '${name}', 'Checkout ${r.int(1, 40)}');\nawait eyes.check(Target.window().fully());`,
  csharp: (r, name) =>
    `var config = new Configuration();\nconfig.SetAppName("${name}");\nconfig.SetBatch(new BatchInfo("${name} nightly"));\neyes.SetConfiguration(config);\neyes.Check(Target.Window().Fully().WithName("${name} page ${r.int(1, 40)}"));`,
  ruby: (r, name) =>
    `eyes.configure do |config|\n  config.app_name = '${name}'\n  config.batch = Applitools::BatchInfo.new('${name} nightly')\nend\neyes.check('${name} page ${r.int(1, 40)}', Applitools::Selenium::Target.window.fully)`,
  bash: (r, name) =>
    `export EYES_API_KEY="$EYES_API_KEY_SECRET"\nexport EYES_BATCH_ID="${name.toLowerCase().replace(/\W+/g, '-')}-\${CI_PIPELINE_ID}"\nnpm test -- --grep "${name}" --workers ${r.int(2, 8)}`,
  yaml: (r, name) =>
    `visual-tests:\n  stage: test\n  parallel: ${r.int(2, 8)}\n  script:\n    - npm ci\n    - npm run test:visual -- --app "${name}"\n  variables:\n    EYES_BATCH_NAME: "${name} nightly"`,
  json: (r, name) =>
    `{\n  "appName": "${name}",\n  "batchName": "${name} nightly",\n  "concurrency": ${r.int(2, 20)},\n  "browsers": [{ "name": "chrome", "width": 1280, "height": 800 }]\n}`,
};

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
const title = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence from the pool, now and then with the page's subject worked in. */
function sentence(r, subject) {
  const text = r.pick(SENTENCES);
  return subject && r.next() < 0.3 ? `${text}; this holds for ${subject} too.` : `${text}.`;
}

/** Folder of each page: a tree of sections, ~12 pages a folder, two or three levels deep. */
function layout(r, pages) {
  const folders = [];
  const top = Math.max(1, Math.min(FOLDERS.length, Math.ceil(pages / 150)));
  for (const section of FOLDERS.slice(0, top)) {
    folders.push(section);
    for (let i = 1; i <= Math.ceil(pages / top / 24); i++) {
      const child = `${section}/${slug(r.pick(SUBJECTS))}-${i}`;
      folders.push(child);
      if (r.next() < 0.4) folders.push(`${child}/${r.pick(['advanced', 'examples', 'details'])}`);
    }
  }
  return Array.from({ length: pages }, (_, i) => (i === 0 ? '' : folders[i % folders.length]));
}

/** Each page's id, title and headings, decided before any page is written so links can point at them. */
function outline(r, pages) {
  return layout(r, pages).map((folder, index) => {
    const subject = r.pick(SUBJECTS);
    const name = index === 0 ? 'Synthetic docs' : `${r.pick(VERBS)} ${subject} ${index}`;
    const file = index === 0 ? 'index' : `${slug(name)}`;
    const id = folder ? `${folder}/${file}` : file;
    const sections = r.sample(SECTION_NAMES, r.int(2, 5)).map((heading) => ({
      heading,
      subsections: r.next() < 0.5 ? r.sample(SUBSECTION_NAMES, r.int(1, 2)) : [],
    }));
    return { id, name, subject, sections, path: id === 'index' ? '/' : `/${id.replace(/\/index$/, '')}` };
  });
}

function link(r, pages) {
  const target = r.pick(pages);
  const section = r.next() < 0.5 ? r.pick(target.sections) : undefined;
  return `[${target.name.toLowerCase()}](${target.path}${section ? `#${slug(section.heading)}` : ''})`;
}

function block(r, page, pages) {
  const kind = r.next();
  if (kind < 0.3) {
    const lang = r.pick(Object.keys(CODE));
    return `\`\`\`${lang}\n${CODE[lang](r, title(page.subject))}\n\`\`\``;
  }
  if (kind < 0.45) {
    const header = r.pick(TABLE_HEADERS);
    const rows = Array.from(
      { length: r.int(2, 5) },
      () => `| \`${slug(r.pick(SUBJECTS))}\` | ${r.pick(['on', 'off', 'strict', '30 s', 'none'])} | ${sentence(r)} |`,
    );
    return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows].join('\n');
  }
  if (kind < 0.6)
    return Array.from({ length: r.int(2, 4) }, () => `- ${sentence(r, page.subject)} See ${link(r, pages)}.`).join(
      '\n',
    );
  if (kind < 0.68) return `:::${r.pick(['note', 'tip', 'warning'])}[${title(r.pick(SUBJECTS))}]\n${sentence(r)}\n:::`;
  return `${sentence(r, page.subject)} ${sentence(r)} Read ${link(r, pages)} for the details. ${sentence(r, page.subject)}`;
}

function pageSource(r, page, pages) {
  const lines = [
    '---',
    `title: ${page.name}`,
    `description: How to ${page.name.toLowerCase().replace(/ \d+$/, '')} in a visual test suite, with examples.`,
    `tags: [${page.subject.replace(/\s+/g, '-')}, synthetic]`,
    '---',
    '',
    `# ${page.name}`,
    '',
    `${sentence(r, page.subject)} ${sentence(r)}`,
  ];
  for (const section of page.sections) {
    lines.push('', `## ${section.heading}`, '', block(r, page, pages));
    if (r.next() < 0.4) lines.push('', block(r, page, pages));
    for (const subsection of section.subsections) lines.push('', `### ${subsection}`, '', block(r, page, pages));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes `pages` pages under `<dir>/content/docs` and returns their count and
 * the content folder (for DOCS_CONTENT_DIR).
 */
export async function generateSite({ pages, dir, seed = 9 }) {
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`pages must be a whole number of at least 1; got ${pages}.`);
  const r = random(seed);
  const outlines = outline(r, pages);
  const contentDir = join(dir, 'content');
  const docsDir = join(contentDir, 'docs');
  const folders = new Set(outlines.map((page) => join(docsDir, page.id, '..')));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  const sources = outlines.map((page) => [join(docsDir, `${page.id}.mdx`), pageSource(r, page, outlines)]);
  for (let i = 0; i < sources.length; i += 200) {
    await Promise.all(sources.slice(i, i + 200).map(([file, source]) => writeFile(file, source)));
  }
  return { pages: outlines.length, contentDir };
}
