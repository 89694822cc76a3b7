import { AnnouncementBar } from '@docs/docs-chrome';
import { SiteLink } from '../routes/SiteLink';
import type { AnnouncementBarConfig } from '../site.config';

/**
 * The configured announcement above the navbar. Its dismissal is kept in
 * storage with its id (the chrome's `useDismissible`); the prerendered page
 * hides a dismissed bar before the first paint (see `announcementHead`).
 */
export function SiteAnnouncementBar({ config }: { config: AnnouncementBarConfig | undefined }) {
  if (!config) return null;
  return (
    <AnnouncementBar id={config.id} isCloseable={config.isCloseable}>
      {config.content}
      {config.link && (
        <>
          {' '}
          <SiteLink href={config.link.href}>{config.link.label}</SiteLink>
        </>
      )}
    </AnnouncementBar>
  );
}
