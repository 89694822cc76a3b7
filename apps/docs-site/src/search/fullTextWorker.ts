import type { FullTextRequest, FullTextWorkerReply, FullTextWorkerRequest } from './fullTextIndex';
import type { SearchHit } from './ranking';

/** The full-text index in the worker: excerpts by section, and a search that answers by message. */
export interface RemoteFullTextIndex {
  documentCount: number;
  excerpts: string[];
  search(query: string): Promise<SearchHit[]>;
}

/** The parts of a `Worker` used here (tests pass a stand-in that runs the handler in-process). */
export interface SearchWorker {
  postMessage(message: FullTextWorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FullTextWorkerReply>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
}

const startWorker = (): SearchWorker =>
  new Worker(new URL('./fullText.worker.ts', import.meta.url), { type: 'module', name: 'docs-search' });

interface Pending {
  resolve: (hits: SearchHit[]) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the search worker and hands it the full-text file (its bytes are
 * transferred, not copied); resolves once the worker has loaded it. A worker
 * that fails to start or to read the file rejects with what went wrong, and
 * is stopped.
 */
export function loadFullTextInWorker(
  bytes: ArrayBuffer,
  request: FullTextRequest,
  createWorker: () => SearchWorker = startWorker,
): Promise<RemoteFullTextIndex> {
  return new Promise((resolve, reject) => {
    const worker = createWorker();
    const pending = new Map<number, Pending>();
    let nextId = 0;
    let broken: Error | undefined;
    const send = (message: FullTextWorkerRequest, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    const fail = (error: Error) => {
      broken = error;
      reject(error);
      for (const query of pending.values()) query.reject(error);
      pending.clear();
      worker.terminate();
    };
    const settle = (id: number, outcome: (query: Pending) => void) => {
      const query = pending.get(id);
      pending.delete(id);
      if (query) outcome(query);
    };
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const detail = event.message ? `: ${event.message}` : '';
      fail(new Error(`the search code could not be loaded (the full-text search worker stopped${detail})`));
    });
    worker.addEventListener('message', ({ data }) => {
      if (data.type === 'loaded') {
        resolve({
          documentCount: data.documentCount,
          excerpts: data.excerpts,
          search: (query) =>
            new Promise((resolveQuery, rejectQuery) => {
              if (broken) return rejectQuery(broken);
              const id = nextId++;
              pending.set(id, { resolve: resolveQuery, reject: rejectQuery });
              send({ type: 'search', id, query });
            }),
        });
      } else if (data.type === 'failed') fail(new Error(data.message));
      else if (data.type === 'hits') settle(data.id, (query) => query.resolve(data.hits));
      else settle(data.id, (query) => query.reject(new Error(data.message)));
    });
    send({ type: 'load', bytes, request }, [bytes]);
  });
}
