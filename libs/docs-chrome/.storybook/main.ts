import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * One Storybook for every UI library: the chrome's stories and the picker's.
 * It reuses this library's Vite config, minus the type-declaration plugin,
 * which would otherwise write .d.ts files into storybook-static.
 */
const isDtsPlugin = (plugin: PluginOption): boolean =>
  !!plugin && typeof plugin === 'object' && 'name' in plugin && /dts/.test(String(plugin.name));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../sdk-picker/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat().filter((plugin) => !isDtsPlugin(plugin)),
  }),
};

export default config;
