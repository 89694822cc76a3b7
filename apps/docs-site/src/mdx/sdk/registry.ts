import type { SdkEntry, SdkPlatform, SdkRegistry } from '@docs/sdk-catalog';

/** Display names of the package registries. */
export const REGISTRY_LABELS: Readonly<Record<SdkRegistry, string>> = {
  npm: 'npm',
  maven: 'Maven Central',
  nuget: 'NuGet',
  pypi: 'PyPI',
  rubygems: 'RubyGems',
  packagist: 'Packagist',
  cocoapods: 'CocoaPods',
};

/** Where the install line goes, by registry. */
export function installHint(entry: SdkEntry): string {
  switch (entry.registry) {
    case 'maven':
      // Android instrumentation tests (Espresso) build with Gradle only, in the app module; other
      // native SDKs on Maven (Appium) live in a test project apart from the app.
      if (entry.framework === 'Espresso') {
        return 'Add this line to the dependencies block of your app module’s build.gradle.kts.';
      }
      return entry.pomDependency
        ? 'With Gradle, add the line to the dependencies block of your module’s build.gradle.kts; with Maven, add the dependency to the dependencies of your pom.xml.'
        : 'Add this line to the dependencies block of your module’s build.gradle.kts.';
    case 'cocoapods':
      return 'Add this line to the test target of your Podfile, then run pod install.';
    case 'nuget':
      return 'Run this in the directory of your test project.';
    case 'packagist':
      return 'Run this in the project root; Composer adds it to require-dev.';
    case 'npm':
      return entry.kind === 'cli'
        ? 'Install the command globally (or run it with npx in CI).'
        : 'Run this in the project root; it is a development dependency.';
    case 'pypi':
      return 'Run this in the environment your tests use, ideally a virtualenv (or add the package to requirements.txt).';
    case 'rubygems':
      return 'Run this in the environment your tests use, or add the gem to the test group of your Gemfile.';
  }
}

/** Display names of the platforms. */
export const PLATFORM_LABELS: Readonly<Record<SdkPlatform, string>> = {
  web: 'Web browsers',
  'mobile-web': 'Mobile browsers',
  'mobile-native': 'Native mobile apps',
  component: 'UI components',
  images: 'Images and documents',
};
