import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SdkContext } from '../../../sdk/SdkContext';
import { ReaderSdkInstall } from './ReaderSdk';

describe('ReaderSdkInstall', () => {
  it("marks the install line with its language, as the page's highlighted blocks are", () => {
    render(
      <SdkContext.Provider value="playwright-java">
        <ReaderSdkInstall />
      </SdkContext.Provider>,
    );
    const line = screen.getByText('testImplementation("io.eyessdk:eyes-sdk-playwright:latest.release")');
    expect(line.tagName).toBe('CODE');
    expect(line).toHaveClass('language-kotlin');
  });
});
