import { describe, expect, it } from 'vitest';
import { buildSearchData } from '../../build/search/search-data.mjs';
import { createFullTextHandler, type FullTextWorkerReply, type FullTextWorkerRequest } from './fullTextIndex';
import { loadFullTextInWorker, type SearchWorker } from './fullTextWorker';

const data = buildSearchData([
  {
    path: '/concepts/match-levels',
    title: 'Match levels',
    description: '',
    sections: [
      { anchor: 'layout', heading: 'Layout', text: 'Compares the structure of the page.' },
      { anchor: 'strict', heading: 'Strict', text: 'Compares what a person would notice.' },
    ],
  },
]);
const request = { url: '/tutorials/search/full-abc.json', sectionCount: 3, stopWords: ['the'], minTermLength: 2 };
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;

/** A stand-in for the search worker: the real handler, answering asynchronously as a worker does. */
function inProcessWorker(handle = createFullTextHandler()) {
  const target = new EventTarget();
  const worker = {
    terminated: false,
    sent: [] as FullTextWorkerRequest['type'][],
    postMessage(message: FullTextWorkerRequest) {
      worker.sent.push(message.type);
      setTimeout(() => worker.reply(handle(message)));
    },
    terminate() {
      worker.terminated = true;
    },
    reply(data: FullTextWorkerReply) {
      target.dispatchEvent(new MessageEvent('message', { data }));
    },
    crash(message: string) {
      target.dispatchEvent(new ErrorEvent('error', { message, cancelable: true }));
    },
    addEventListener: target.addEventListener.bind(target) as SearchWorker['addEventListener'],
  };
  return worker;
}

describe('loadFullTextInWorker', () => {
  it('has the worker read the file, then answers each query by message', async () => {
    const worker = inProcessWorker();
    const index = await loadFullTextInWorker(bytesOf(data.full), request, () => worker);
    expect(index.documentCount).toBe(3);
    // The page has no lead text: its title has a section of its own, last.
    expect(index.excerpts).toEqual(['Compares the structure of the page.', 'Compares what a person would notice.', '']);
    const [structure, notice] = await Promise.all([index.search('structure'), index.search('notice')]);
    expect(structure.map((hit) => hit.id)).toEqual([0]);
    expect(notice.map((hit) => hit.id)).toEqual([1]);
    expect(worker.sent).toEqual(['load', 'search', 'search']);
  });

  it('rejects with what the worker could not read, and stops it', async () => {
    const worker = inProcessWorker();
    await expect(
      loadFullTextInWorker(bytesOf(data.full), { ...request, sectionCount: 2 }, () => worker),
    ).rejects.toThrow('The search data /tutorials/search/full-abc.json has 3 sections but the titles file lists 2');
    expect(worker.terminated).toBe(true);
    const garbled = inProcessWorker();
    await expect(loadFullTextInWorker(new TextEncoder().encode('{').buffer, request, () => garbled)).rejects.toThrow(
      'the full-text search index at /tutorials/search/full-abc.json is not valid JSON',
    );
  });

  it('reports a worker that fails to start as search code that could not be loaded, and fails its queries', async () => {
    const worker = inProcessWorker();
    const loading = loadFullTextInWorker(bytesOf(data.full), request, () => worker);
    worker.crash('');
    await expect(loading).rejects.toThrow('the search code could not be loaded (the full-text search worker stopped)');
    expect(worker.terminated).toBe(true);

    const later = inProcessWorker();
    const index = await loadFullTextInWorker(bytesOf(data.full), request, () => later);
    later.crash('out of memory');
    await expect(index.search('structure')).rejects.toThrow('the full-text search worker stopped: out of memory');
  });
});
