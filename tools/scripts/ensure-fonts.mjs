/**
 * Makes sure the visual tests render text in the fonts their baselines were
 * made with: Debian's DejaVu Sans and DejaVu Sans Mono (package
 * fonts-dejavu-core). The site's stack starts with `system-ui` and ends with
 * `sans-serif`; Chromium on Debian resolves both through fontconfig, whose
 * Latin defaults prefer DejaVu Sans, and code (`monospace`) to DejaVu Sans
 * Mono. Installs the package with apt-get when missing and running as root,
 * as CI does on a fresh machine. The visual spec checks which font Chromium
 * actually used, so another resolution fails with a message, not a pixel diff.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';

/** Font families the baselines were made with, and the Debian package that has them. */
export const BASELINE_FONTS = ['DejaVu Sans', 'DejaVu Sans Mono'];
export const FONT_PACKAGE = 'fonts-dejavu-core';

/** @returns {string[] | undefined} the installed font families, or undefined where fontconfig is absent */
function installedFamilies() {
  const result = spawnSync('fc-list', ['--format', '%{family}\n'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.split('\n').flatMap((line) => line.split(','));
}

const missingFonts = (families) => BASELINE_FONTS.filter((family) => !families.includes(family));

/** @returns {{ source: string }} */
export function ensureFonts() {
  const families = installedFamilies();
  if (!families) {
    return {
      source: `no fontconfig (fc-list): the visual tests' baselines are made on Debian with ${FONT_PACKAGE} and may differ here`,
    };
  }
  if (missingFonts(families).length === 0) return { source: `${BASELINE_FONTS.join(', ')} (${FONT_PACKAGE})` };
  aptInstall(
    [FONT_PACKAGE],
    `The visual tests need the fonts ${missingFonts(families).join(', ')}: install Debian's "${FONT_PACKAGE}" package.`,
  );
  const missing = missingFonts(installedFamilies() ?? []);
  if (missing.length > 0)
    throw new Error(`apt-get installed ${FONT_PACKAGE}, but fc-list does not list ${missing.join(', ')}.`);
  return { source: `${BASELINE_FONTS.join(', ')} (${FONT_PACKAGE}, just installed)` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Fonts for the visual tests: ${ensureFonts().source}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
