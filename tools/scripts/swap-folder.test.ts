import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleBuilds, replaceFolder, tempSiblingOf } from './swap-folder.mjs';

async function folderWith(path: string, files: Record<string, string>) {
  await mkdir(path, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(path, name), text);
}

describe('replaceFolder', () => {
  it('puts the new folder in place of the old one, whose files are gone, and leaves nothing beside them', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'swap-'));
    const site = join(dist, 'site');
    await folderWith(site, { 'index.html': 'old', 'gone.html': 'old' });
    const fresh = tempSiblingOf(site);
    await folderWith(fresh, { 'index.html': 'new' });
    await replaceFolder(fresh, site);
    expect(await readdir(site)).toEqual(['index.html']);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(dist)).toEqual(['site']);
  });

  it('creates the folder when there was none', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'swap-'));
    const fresh = tempSiblingOf(join(dist, 'site'));
    await folderWith(fresh, { 'index.html': 'new' });
    await replaceFolder(fresh, join(dist, 'site'));
    expect(await readdir(dist)).toEqual(['site']);
  });

  it('keeps the old folder when the new one is missing', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'swap-'));
    await folderWith(join(dist, 'site'), { 'index.html': 'old' });
    await expect(replaceFolder(join(dist, '.site-build-1'), join(dist, 'site'))).rejects.toThrow(/ENOENT/);
    expect(await readFile(join(dist, 'site/index.html'), 'utf8')).toBe('old');
    expect(await readdir(dist)).toEqual(['site']);
  });
});

describe('removeStaleBuilds', () => {
  it('removes the temporary folders of builds whose process is gone, not a running one’s', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'swap-'));
    const site = join(dist, 'site');
    await folderWith(site, { 'index.html': 'live' });
    // Process ids above the kernel's maximum (4194304) are never running.
    await folderWith(join(dist, '.site-build-99999999'), { 'index.html': 'half' });
    await folderWith(join(dist, '.site-old-99999998'), {});
    await folderWith(tempSiblingOf(site), {});
    await removeStaleBuilds(site);
    expect((await readdir(dist)).sort()).toEqual([`.site-build-${process.pid}`, 'site']);
  });
});
