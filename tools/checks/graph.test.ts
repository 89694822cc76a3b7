import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { LIBRARIES, runInWorkspace, workspaceRoot } from './workspace';

interface ProjectGraphFile {
  graph: {
    nodes: Record<string, { data: { tags?: string[] } }>;
    dependencies: Record<string, { target: string }[]>;
  };
}

const file = join(mkdtempSync(join(tmpdir(), 'nx-graph-')), 'graph.json');
runInWorkspace('npx', ['nx', 'graph', `--file=${file}`]);
const { graph } = JSON.parse(readFileSync(file, 'utf8')) as ProjectGraphFile;
const workspaceProjects = new Set(Object.keys(graph.nodes));
const edges = Object.entries(graph.dependencies).flatMap(([source, deps]) =>
  deps.filter((dep) => workspaceProjects.has(dep.target)).map((dep) => ({ source, target: dep.target })),
);

// The constraints lint enforces, read from the effective ESLint configuration.
interface DepConstraint {
  sourceTag: string;
  onlyDependOnLibsWithTags: string[];
}
const lintConfig = await new ESLint({ cwd: workspaceRoot }).calculateConfigForFile(
  `${workspaceRoot}/libs/sdk-catalog/src/index.ts`,
);
const depConstraints = lintConfig.rules['@nx/enforce-module-boundaries'][1].depConstraints as DepConstraint[];
const tagOf = (project: string) => graph.nodes[project]?.data.tags?.find((tag) => tag.startsWith('type:'));

describe('project graph', () => {
  it('has the app depending on every library', () => {
    const appDeps = edges.filter((edge) => edge.source === 'docs-site').map((edge) => edge.target);
    expect(appDeps).toEqual(expect.arrayContaining([...LIBRARIES, 'content']));
  });

  it('has the libraries depending only in the allowed direction', () => {
    expect(edges.length).toBeGreaterThan(4);
    for (const { source, target } of edges) {
      const rule = depConstraints.find((constraint) => constraint.sourceTag === tagOf(source));
      expect(rule, `${source} has no type tag`).toBeDefined();
      expect(rule?.onlyDependOnLibsWithTags, `${source} -> ${target}`).toContain(tagOf(target));
    }
  });

  it('has no project depending on the app', () => {
    expect(edges.filter((edge) => edge.target === 'docs-site')).toEqual([]);
  });
});
