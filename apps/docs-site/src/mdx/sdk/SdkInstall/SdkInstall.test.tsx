import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SdkInstall } from './SdkInstall';

describe('SdkInstall', () => {
  it('names the package and registry from the catalogue', () => {
    render(<SdkInstall sdk="selenium-java" />);
    expect(screen.getByRole('region', { name: 'Install Selenium Java' })).toHaveTextContent(
      'Package io.eyessdk:eyes-sdk-selenium from Maven Central.',
    );
    expect(screen.getByText(/build\.gradle\.kts/)).toBeInTheDocument();
  });

  it('keeps the highlighted command it wraps', () => {
    render(
      <SdkInstall sdk="cypress">
        <pre>npm install -D @eyes-sdk/cypress</pre>
      </SdkInstall>,
    );
    expect(screen.getByText('npm install -D @eyes-sdk/cypress')).toBeInTheDocument();
    expect(screen.getByText(/development dependency/)).toBeInTheDocument();
  });

  it('puts Espresso in the app module, and Appium native in the test project, not the app', () => {
    const { unmount } = render(<SdkInstall sdk="espresso" />);
    expect(screen.getByText(/app module’s build\.gradle\.kts/)).toBeInTheDocument();
    unmount();
    render(<SdkInstall sdk="appium-java-native" />);
    expect(screen.getByText(/build\.gradle\.kts/)).not.toHaveTextContent(/app module/);
  });

  it('tells Java readers where the line goes with Gradle and where the dependency goes with Maven', () => {
    render(<SdkInstall sdk="selenium-java" />);
    expect(screen.getByRole('region', { name: 'Install Selenium Java' })).toHaveTextContent(
      'With Gradle, add the line to the dependencies block of your module’s build.gradle.kts; with Maven, add the dependency to the dependencies of your pom.xml.',
    );
    expect(screen.getByRole('region', { name: 'Install Selenium Java' })).not.toHaveTextContent(/Maven users/);
  });

  it('tells CocoaPods users to edit the Podfile', () => {
    render(<SdkInstall sdk="xcui" />);
    expect(screen.getByText(/Podfile/)).toBeInTheDocument();
  });
});
