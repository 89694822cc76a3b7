/**
 * The search worker: reads the full-text index off the main thread and
 * answers its queries, so loading the biggest file of search never holds up
 * the page or the reader's typing. Started by fullTextWorker.ts; the work is
 * createFullTextHandler's (fullTextIndex.ts).
 */
import { createFullTextHandler, type FullTextWorkerReply, type FullTextWorkerRequest } from './fullTextIndex';

// The app compiles with the DOM library; these are the parts of a worker's global scope it uses.
interface WorkerScope {
  onmessage: ((event: MessageEvent<FullTextWorkerRequest>) => void) | null;
  postMessage(reply: FullTextWorkerReply): void;
}

const scope = self as unknown as WorkerScope;
const handle = createFullTextHandler();
scope.onmessage = ({ data }) => scope.postMessage(handle(data));
