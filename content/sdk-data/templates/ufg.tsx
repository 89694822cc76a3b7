/** The SDK's Ultrafast Grid page: rendering its checkpoints in other browsers and devices. */
import { Code, MdList, Section } from './blocks';
import { DOCS, P, Related, topicSnippet, type SdkPageTemplate } from './shared';

export const ufg: SdkPageTemplate = {
  title: (p) => `Ultrafast Grid: ${p.name}`,
  description: (p) => `Render ${p.name} checkpoints in many browsers and devices at once.`,
  Page: ({ p }) => {
    const supported = p.ctx.browser;
    return (
      <>
        <P>
          {`The [Ultrafast Grid](${DOCS.ufg}) renders each checkpoint's DOM and resources in the browsers and devices you list, in parallel, on the server.`}
        </P>
        {supported ? (
          <Section title="Configure browsers and devices">
            <Code snippet={topicSnippet(p, 'ufg')} />
            <P>
              {`Each entry is a separate environment with its own baseline. The full list of names is in [devices and browsers](${DOCS.devices}).`}
            </P>
          </Section>
        ) : (
          <Section title="Availability">
            <P>
              {p.family === 'images'
                ? 'Images are already rendered, so the grid has nothing to render: each image is compared as uploaded. To cover several screen sizes, upload one image per size under the same test name; the size is part of the baseline key.'
                : `Native screens have no DOM to re-render, so this SDK captures on the device that runs the test. Cover more devices by running the suite on each (in parallel jobs sharing one batch), as described in the [native mobile library](${DOCS.native}).`}
            </P>
            <Code snippet={topicSnippet(p, 'runners')} />
          </Section>
        )}
        <Section title="Pitfalls">
          <MdList
            items={[
              supported
                ? 'The grid renders what it is sent: pages that load content after the checkpoint (lazy images, late requests) need a wait or a check after the content appears.'
                : 'Do not compare screenshots of different devices under one baseline; give each device its own environment or use a baseline environment name deliberately.',
              'Add browsers gradually: every new environment starts with a new baseline to approve.',
            ]}
          />
        </Section>
        <Related
          p={p}
          items={[
            ['runners', 'Runners'],
            ['configuration', 'Configuration'],
          ]}
        />
      </>
    );
  },
};
