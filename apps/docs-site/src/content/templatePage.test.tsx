import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplatePage, type TemplateNode } from './templatePage';

describe('renderTemplatePage', () => {
  it('renders elements, and named components through the components given', () => {
    const tree: TemplateNode[] = [
      ['h2', { id: 'install' }, 'Install'],
      ['p', null, 'See ', ['a', { href: '/x' }, 'the guide'], '.'],
      ['Note', { tone: 'tip' }, 'Be brief'],
    ];
    const Link = ({ href, children }: { href: string; children: React.ReactNode }) => (
      <a href={`/tutorials${href}`}>{children}</a>
    );
    const Note = ({ tone, children }: { tone: string; children: React.ReactNode }) => (
      <aside aria-label={tone}>{children}</aside>
    );
    render(<>{renderTemplatePage(tree, { a: Link as never, Note: Note as never })}</>);
    expect(screen.getByRole('heading', { name: 'Install' })).toHaveAttribute('id', 'install');
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', '/tutorials/x');
    expect(screen.getByRole('complementary', { name: 'tip' })).toHaveTextContent('Be brief');
  });
});
