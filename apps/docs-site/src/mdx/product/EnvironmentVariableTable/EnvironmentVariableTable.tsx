import { ENVIRONMENT_VARIABLES } from '@docs/sdk-catalog';
import { breakable, inlineCode } from '../inlineCode';

/**
 * The environment variables every SDK reads, from the product facts of `@docs/sdk-catalog`:
 * name, whether it is required and what it is for. A table that scrolls in its own box on a
 * narrow screen, as a Markdown table does. In MDX: `<EnvironmentVariableTable />`.
 */
export function EnvironmentVariableTable() {
  return (
    <section className="table-scroll" tabIndex={0} aria-label="Environment variables table">
      <table>
        <thead>
          <tr>
            <th>Variable</th>
            <th>Required</th>
            <th>Meaning</th>
          </tr>
        </thead>
        <tbody>
          {ENVIRONMENT_VARIABLES.map((variable) => (
            <tr key={variable.name}>
              <td>
                <code>{breakable(variable.name)}</code>
              </td>
              <td>{variable.required ? 'yes' : 'no'}</td>
              <td>{inlineCode(variable.meaning)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
