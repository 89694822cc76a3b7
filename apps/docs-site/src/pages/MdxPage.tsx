import { mdxComponents } from '../mdx/mdxComponents';
import type { MdxPageModule } from '../content/pages';

/** Renders one compiled MDX page inside the article landmark. */
export function MdxPage({ page }: { page: MdxPageModule }) {
  const Content = page.default;
  return (
    <article className="doc">
      <Content components={mdxComponents} />
    </article>
  );
}
