import { DEFAULT_MATCH_LEVEL, MATCH_LEVELS } from '@docs/sdk-catalog';
import { SiteLink } from '../../../routes/SiteLink';

/** The page that explains each match level, in a section whose anchor is the level's id. */
export const MATCH_LEVELS_PAGE = '/concepts/best-practices/match-levels';

/**
 * Every match level, in order, from the product facts of `@docs/sdk-catalog`: what it
 * flags, what it tolerates and when to use it, each name linking to its section of the
 * match levels page. A table that scrolls in its own box on a narrow screen, as a
 * Markdown table does. In MDX: `<MatchLevelTable />`.
 */
export function MatchLevelTable() {
  return (
    <section className="table-scroll" tabIndex={0} aria-label="Match levels table">
      <table>
        <thead>
          <tr>
            <th>Match level</th>
            <th>Flags a change to</th>
            <th>Tolerates</th>
            <th>Typical use</th>
          </tr>
        </thead>
        <tbody>
          {MATCH_LEVELS.map((level) => (
            <tr key={level.id}>
              <td>
                <SiteLink href={`${MATCH_LEVELS_PAGE}#${level.id}`}>{level.name}</SiteLink>
                {level.id === DEFAULT_MATCH_LEVEL && ' (default)'}
              </td>
              <td>{level.flags}</td>
              <td>{level.tolerates}</td>
              <td>{level.typicalUse}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
