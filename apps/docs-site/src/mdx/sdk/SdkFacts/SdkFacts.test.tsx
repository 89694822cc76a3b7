import { render, screen } from '@testing-library/react';
import { SDK_VERSION } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { SdkFacts } from './SdkFacts';

describe('SdkFacts', () => {
  it('lists the catalogue facts of an SDK', () => {
    render(<SdkFacts sdk="appium-python-native" />);
    expect(screen.getByText('Appium')).toBeInTheDocument();
    expect(screen.getByText('Python')).toBeInTheDocument();
    expect(screen.getByText('Native mobile apps')).toBeInTheDocument();
    expect(screen.getByText('eyes-sdk-appium (PyPI)')).toBeInTheDocument();
    expect(screen.getByText('pip install eyes-sdk-appium')).toContainHTML('pip install');
  });

  it('gives Maven packages for Gradle and for Maven, at the pinned release', () => {
    render(<SdkFacts sdk="selenium-java" />);
    expect(screen.getByText('Gradle')).toBeInTheDocument();
    expect(screen.getByText(`testImplementation("io.eyessdk:eyes-sdk-selenium:${SDK_VERSION}")`)).toBeInTheDocument();
    expect(screen.getByText('Maven')).toBeInTheDocument();
    expect(screen.getByText(`io.eyessdk:eyes-sdk-selenium:${SDK_VERSION}`)).toBeInTheDocument();
    expect(screen.getByText(`io.eyessdk:eyes-sdk-selenium:${SDK_VERSION}`).parentElement).toHaveTextContent(
      `io.eyessdk:eyes-sdk-selenium:${SDK_VERSION} (test scope)`,
    );
    expect(screen.queryByText(/latest\.release/)).not.toBeInTheDocument();
  });

  it('shows the command-line tool as a shell tool', () => {
    render(<SdkFacts sdk="image-tester" />);
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByText('npm install -g @eyes-sdk/image-tester')).toBeInTheDocument();
  });
});
