import { API_KEY_VARIABLE } from '@docs/sdk-catalog';
import variants from 'virtual:highlighted/mdx/sdk/SetApiKey/setApiKeyCode';
import { SiteLink } from '../../../routes/SiteLink';
import { CodeBlock } from '../../CodeBlock';
import { CodeTab, CodeTabs } from '../../CodeTabs';
import styles from './SetApiKey.module.css';

export interface SetApiKeyProps {
  /** Also show how to keep the key for every new shell or session, under a comment saying which. */
  persist?: boolean;
}

/**
 * The step that puts the API key in the environment (`EYES_API_KEY`), as code tabs for
 * macOS / Linux and Windows PowerShell, followed by where the key goes in CI.
 * The commands come from the product facts of `@docs/sdk-catalog` and are highlighted at
 * build time; the tabs are the site's code tabs, so the reader's choice of shell holds on
 * every page and every set of tabs that has it. In MDX: `<SetApiKey />`, `<SetApiKey persist />`.
 */
export function SetApiKey({ persist = false }: SetApiKeyProps) {
  const blocks = persist ? variants.persist : variants.session;
  return (
    <div className={styles.setApiKey}>
      <CodeTabs label="Shell">
        {blocks.map((block) => (
          <CodeTab key={block.shell} language={block.language} label={block.label}>
            <CodeBlock className={block.className} data-html={block.html} />
          </CodeTab>
        ))}
      </CodeTabs>
      <p className={styles.hint}>
        In CI, keep the key in the CI system’s secret store and expose it to the test step as{' '}
        <code>{API_KEY_VARIABLE}</code> (see{' '}
        <SiteLink href="/integrations#environment-variables">environment variables</SiteLink>).
      </p>
    </div>
  );
}
