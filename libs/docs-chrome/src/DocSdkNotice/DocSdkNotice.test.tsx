import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocSdkNotice } from './DocSdkNotice';

describe('DocSdkNotice', () => {
  it("names the page's subject and the reader's SDK, and links to the closest page that applies", () => {
    render(
      <DocSdkNotice
        sdkName="Cypress"
        subject="native mobile apps"
        alternative={{ href: '/concepts/best-practices/ocr', label: 'OCR' }}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'This page is about native mobile apps; it does not apply to Cypress. The closest page for Cypress: OCR.',
    );
    expect(screen.getByRole('link', { name: 'OCR' })).toHaveAttribute('href', '/concepts/best-practices/ocr');
    expect(note).not.toHaveAttribute('data-sdks');
  });

  it('says only that the page does not apply when it has no subject or alternative, and carries its SDK mark', () => {
    render(<DocSdkNotice sdkName="XCUI" sdks="xcui" />);
    expect(screen.getByRole('note')).toHaveTextContent(/^This page does not apply to XCUI\.$/);
    expect(screen.getByRole('note')).toHaveAttribute('data-sdks', 'xcui');
  });
});
