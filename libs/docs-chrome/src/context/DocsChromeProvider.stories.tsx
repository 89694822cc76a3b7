import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncementBar } from '../AnnouncementBar';
import { Breadcrumbs } from '../Breadcrumbs';
import { memoryStorage } from '../fixtures/memoryStorage';
import { DISMISSIBLE_FLAG_KEY, DISMISSIBLE_ID_KEY } from '../hooks/useDismissible';
import { DocsChromeProvider, type DocsChromeLinkProps } from './DocsChromeProvider';

/** A host's router link: the chrome hands it every prop; it marks itself so the injection is visible. */
function RouterLink({ href, children, ...rest }: DocsChromeLinkProps) {
  return (
    <a href={`/tutorials${href}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

/** Chrome parts that read the provider: the breadcrumbs' links and the announcement bar's dismissal. */
const page = (
  <>
    <AnnouncementBar id="eyes-10-3">Eyes 10.3 adds the Figma plugin.</AnnouncementBar>
    <div style={{ padding: '1rem' }}>
      <Breadcrumbs
        homeHref="/"
        items={[
          { label: 'Concepts' },
          { label: 'Best practices', href: '/concepts/best-practices' },
          { label: 'Match levels', href: '/concepts/best-practices/match-levels' },
        ]}
      />
    </div>
  </>
);

const meta = {
  title: 'docs-chrome/Context/DocsChromeProvider',
  component: DocsChromeProvider,
  parameters: { layout: 'fullscreen' },
  args: { Link: RouterLink, storage: memoryStorage(), children: page },
} satisfies Meta<typeof DocsChromeProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The host's router link and an in-memory storage, injected into every chrome component below. */
export const RouterLinkInjected: Story = {};
export const RouterLinkInjectedDark: Story = { globals: { theme: 'dark' } };
/** The announcement was dismissed earlier: the storage remembers it, so the bar stays hidden. */
export const AnnouncementDismissed: Story = {
  args: { storage: memoryStorage({ [DISMISSIBLE_ID_KEY]: 'eyes-10-3', [DISMISSIBLE_FLAG_KEY]: 'true' }) },
};
/** No props: plain anchors and `localStorage`. */
export const Defaults: Story = { args: { Link: undefined, storage: undefined } };
