/**
 * Endpoint pages rendered from the server API's OpenAPI document at build time. A page names an
 * operation by its `operationId` in elements that the build replaces with Markdown, so the page
 * compiles, gets its heading ids, table of contents, scrolling tables and highlighting, and
 * prerenders exactly as if the author had written it:
 *
 * | element                                  | becomes                                             |
 * | ---------------------------------------- | --------------------------------------------------- |
 * | `<ApiEndpoint operation="deleteBatch" />` | the method and path, as an `http` fence             |
 * | `<ApiParameters operation="…" />`         | the parameters table                                |
 * | `<ApiRequestSamples operation="…" />`     | code tabs: curl, TypeScript, Python, Java           |
 * | `<ApiResponse operation="…" />`           | the status, the example body and the fields table   |
 * | `<ApiErrors operation="…" />`             | the errors table and the error example it marks     |
 *
 * The headings and the prose around them stay hand-written in the page. An unknown operation or
 * element fails the page with its line, naming the valid ones. The document is
 * `content/openapi/server-api.yaml` (document.ts); what each part holds is in render.ts.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { apiDocumentOf, findOperation, readApiDocument, type Operation } from './document.ts';
import { endpoint, errors, parameters, requestSampleTabs, response } from './render.ts';

const PARTS: Record<string, (document: Parameters<typeof parameters>[0], operation: Operation) => RootContent[]> = {
  ApiEndpoint: (_, operation) => endpoint(operation),
  ApiParameters: parameters,
  ApiRequestSamples: requestSampleTabs,
  ApiResponse: response,
  ApiErrors: errors,
};

/** The names of the elements the build replaces, for the content tests and the docs. */
export const API_OPERATION_ELEMENTS = Object.keys(PARTS);

/** What `run` returns, or the page failed at the element with the error's message and the document's path. */
function attempt<T>(file: VFile, node: MdxJsxFlowElement, documentFile: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    return file.fail(
      `<${node.name}>: ${error instanceof Error ? error.message : String(error)} (${documentFile})`,
      node,
    );
  }
}

export function remarkApiOperation() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (!node.name?.startsWith('Api') || !parent || index === undefined) return;
      const render = PARTS[node.name];
      if (!render) {
        file.fail(
          `<${node.name}> is not an API reference element; use one of ${API_OPERATION_ELEMENTS.map((name) => `<${name}>`).join(', ')}`,
          node,
        );
      }
      const attribute = node.attributes.find(
        (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === 'operation',
      );
      const id = typeof attribute?.value === 'string' ? attribute.value : undefined;
      if (!id) file.fail(`<${node.name}> needs operation="<operationId>" of content/openapi/server-api.yaml`, node);
      const documentFile = file.path ? apiDocumentOf(file.path) : undefined;
      if (!documentFile) file.fail(`<${node.name}>: no content/openapi/ folder beside ${file.path}`, node);
      const document = attempt(file, node, documentFile, () => readApiDocument(documentFile));
      const operation = findOperation(document, id);
      if (typeof operation === 'string') file.fail(operation, node);
      const nodes = attempt(file, node, documentFile, () => render(document, operation));
      parent.children.splice(index, 1, ...(nodes as typeof parent.children));
      return [SKIP, index + nodes.length];
    });
  };
}
