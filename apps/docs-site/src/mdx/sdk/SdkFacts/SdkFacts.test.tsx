import { render, screen } from '@testing-library/react';
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

  it('shows the command-line tool as a shell tool', () => {
    render(<SdkFacts sdk="image-tester" />);
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByText('npm install -g @eyes-sdk/image-tester')).toBeInTheDocument();
  });
});
