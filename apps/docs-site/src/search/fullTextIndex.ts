import type { SearchHit } from './ranking';
import { parseSearchFull } from './searchData';
import { findHits, loadIndex, searchAttempts, type TermSettings } from './searchIndex';

/** What reading the full-text file needs besides its bytes. */
export interface FullTextRequest extends TermSettings {
  /** Where the file came from, for error messages. */
  url: string;
  /** Sections the titles file lists; the full-text file must hold as many. */
  sectionCount: number;
}

/** The full-text index, loaded: excerpts by section, and a search. */
export interface FullTextIndex {
  documentCount: number;
  excerpts: string[];
  search(query: string): SearchHit[];
}

/**
 * Reads the full-text file (`search/full-<hash>.json`) into MiniSearch. Runs
 * in the search worker (fullText.worker.ts), where parsing and loading the
 * biggest file of search cannot hold up the page; or on the main thread
 * where there are no workers.
 */
export function loadFullTextIndex(bytes: ArrayBuffer, request: FullTextRequest): FullTextIndex {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new Error(`the full-text search index at ${request.url} is not valid JSON`, { cause: error });
  }
  const data = parseSearchFull(value, request.url, request.sectionCount);
  const index = loadIndex(data.index, data.fields, request);
  const attempts = searchAttempts(true);
  return {
    documentCount: index.documentCount,
    excerpts: data.excerpts,
    search: (query) => findHits(index, query, attempts),
  };
}

/** Messages to the search worker: load the file once (its bytes transferred), then queries. */
export type FullTextWorkerRequest =
  { type: 'load'; bytes: ArrayBuffer; request: FullTextRequest } | { type: 'search'; id: number; query: string };

/** Messages from the search worker. */
export type FullTextWorkerReply =
  | { type: 'loaded'; documentCount: number; excerpts: string[] }
  | { type: 'failed'; message: string }
  | { type: 'hits'; id: number; hits: SearchHit[] }
  | { type: 'searchFailed'; id: number; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the search worker does with each message: the reply to send back. */
export function createFullTextHandler(): (message: FullTextWorkerRequest) => FullTextWorkerReply {
  let index: FullTextIndex | undefined;
  return (message) => {
    if (message.type === 'load') {
      try {
        index = loadFullTextIndex(message.bytes, message.request);
        return { type: 'loaded', documentCount: index.documentCount, excerpts: index.excerpts };
      } catch (error) {
        return { type: 'failed', message: messageOf(error) };
      }
    }
    if (!index) return { type: 'searchFailed', id: message.id, message: 'the full-text index is not loaded' };
    try {
      return { type: 'hits', id: message.id, hits: index.search(message.query) };
    } catch (error) {
      return { type: 'searchFailed', id: message.id, message: messageOf(error) };
    }
  };
}
