import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SDK_CATALOG, type PickerCategoryId, type SdkKey } from '@docs/sdk-catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkPicker } from './SdkPicker';

const noop = () => undefined;

/** The picker's categories, groups and cards, written out here rather than read from the catalogue. */
const TAXONOMY: Record<string, { id: PickerCategoryId; groups: [string, SdkKey[]][] }> = {
  Web: {
    id: 'web',
    groups: [
      ['Popular', ['cypress', 'playwright-ts', 'selenium-java', 'webdriverio']],
      [
        'Playwright',
        ['playwright-ts', 'playwright-ts-standard', 'playwright-java', 'playwright-csharp', 'playwright-python'],
      ],
      [
        'Selenium',
        ['selenium-java', 'selenium-csharp', 'selenium-js', 'selenium-python', 'selenium-ruby', 'selenium-php'],
      ],
      [
        'Other',
        [
          'cypress',
          'testcafe',
          'webdriverio',
          'robot',
          'puppeteer',
          'watir',
          'capybara',
          'protractor',
          'leanft-js',
          'leanft-csharp',
        ],
      ],
    ],
  },
  Component: { id: 'component', groups: [['Storybook', ['storybook']]] },
  'Mobile Web': {
    id: 'mobile-web',
    groups: [
      ['Appium', ['appium-csharp-web', 'appium-java-web', 'appium-js-web', 'appium-python-web', 'appium-ruby-web']],
    ],
  },
  'Mobile Native': {
    id: 'mobile-native',
    groups: [
      [
        'Appium',
        [
          'appium-csharp-native',
          'appium-java-native',
          'appium-js-native',
          'appium-python-native',
          'appium-ruby-native',
        ],
      ],
      ['Other', ['espresso', 'xcui', 'xctest']],
    ],
  },
  Images: {
    id: 'images',
    groups: [
      ['Code Based', ['images-csharp', 'images-java', 'images-js', 'images-python', 'images-ruby', 'images-php']],
      ['CLI', ['image-tester']],
    ],
  },
};
const BADGES: Partial<Record<SdkKey, string>> = { 'playwright-ts': 'Fixtures', 'playwright-ts-standard': 'Standard' };
const cardName = (sdk: SdkKey) => [SDK_CATALOG[sdk].name, BADGES[sdk]].filter(Boolean).join(' ');

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const group = (name: string) => within(panel()).getByRole('group', { name });
const card = (name: string | RegExp, inGroup?: string) =>
  within(inGroup ? group(inGroup) : panel()).getAllByRole('button', { name })[0] as HTMLElement;

/**
 * Lays the shown cards out as a CSS grid of `columns` columns of 200 x 48 px cards does (each
 * group's cards in rows under its label, 8px apart), for jsdom, which lays out nothing.
 */
function layOutInColumns(columns: number) {
  let top = 0;
  for (const list of within(panel()).getAllByRole('list')) {
    top += 40;
    within(list)
      .getAllByRole('button')
      .forEach((item, index) => {
        const box = new DOMRect((index % columns) * 208, top + Math.floor(index / columns) * 56, 200, 48);
        item.getBoundingClientRect = () => box;
      });
    top += Math.ceil(within(list).getAllByRole('button').length / columns) * 56;
  }
}

describe('SdkPicker categories', () => {
  it('shows the five category cards in order, Web selected by default', () => {
    render(<SdkPicker onSelect={noop} />);
    const tabs = within(screen.getByRole('tablist', { name: 'SDK categories' })).getAllByRole('tab');
    expect(tabs.map((item) => item.textContent)).toEqual(Object.keys(TAXONOMY));
    expect(tabs.filter((item) => item.getAttribute('aria-selected') === 'true')).toEqual([tab('Web')]);
    expect(panel()).toHaveAccessibleName('Web');
    expect(tab('Web')).toHaveAttribute('aria-controls', panel().id);
    expect(tab('Web')).toHaveAttribute('data-state', 'active');
    expect(tab('Images')).toHaveAttribute('data-state', 'inactive');
  });

  it.each(Object.entries(TAXONOMY))(
    '%s shows its groups and cards in the order of the list above, named with their logos',
    async (label, spec) => {
      render(<SdkPicker onSelect={noop} />);
      await userEvent.click(tab(label));
      expect(tab(label)).toHaveAttribute('aria-selected', 'true');
      expect(panel()).toHaveAccessibleName(label);
      const groups = within(panel()).getAllByRole('group');
      expect(groups).toHaveLength(spec.groups.length);
      spec.groups.forEach(([groupLabel, sdks], index) => {
        const element = groups[index] as HTMLElement;
        expect(element).toHaveAccessibleName(groupLabel);
        const list = within(element).getByRole('list');
        const cards = within(list).getAllByRole('button');
        expect(cards.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual(sdks.map(cardName));
        cards.forEach((item, cardIndex) => {
          const sdk = sdks[cardIndex] as SdkKey;
          expect(item).toHaveAccessibleName(cardName(sdk));
          const logo = item.querySelector('img');
          expect(logo).toHaveAttribute('src', SDK_CATALOG[sdk].logo);
          expect(logo).toHaveAttribute('alt', '');
        });
      });
    },
  );

  it('starts on defaultCategory and switches when uncontrolled', async () => {
    const onCategoryChange = vi.fn();
    render(<SdkPicker onSelect={noop} defaultCategory="images" onCategoryChange={onCategoryChange} />);
    expect(tab('Images')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Component'));
    expect(onCategoryChange).toHaveBeenCalledExactlyOnceWith('component');
    expect(group('Storybook')).toBeInTheDocument();
    await userEvent.click(tab('Component'));
    expect(onCategoryChange).toHaveBeenCalledOnce();
  });

  it('follows a controlled category and only asks for changes', async () => {
    const onCategoryChange = vi.fn();
    const { rerender } = render(
      <SdkPicker onSelect={noop} category="mobile-web" onCategoryChange={onCategoryChange} />,
    );
    expect(tab('Mobile Web')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Mobile Native'));
    expect(onCategoryChange).toHaveBeenCalledExactlyOnceWith('mobile-native');
    expect(tab('Mobile Web')).toHaveAttribute('aria-selected', 'true');
    rerender(<SdkPicker onSelect={noop} category="mobile-native" onCategoryChange={onCategoryChange} />);
    expect(tab('Mobile Native')).toHaveAttribute('aria-selected', 'true');
    expect(group('Other')).toBeInTheDocument();
    // Choosing the category already shown is not a change.
    await userEvent.click(tab('Mobile Native'));
    expect(onCategoryChange).toHaveBeenCalledOnce();
  });

  it('works as a controlled pair in a parent', async () => {
    function Host() {
      const [category, setCategory] = useState<PickerCategoryId>('web');
      return <SdkPicker onSelect={noop} category={category} onCategoryChange={setCategory} />;
    }
    render(<Host />);
    await userEvent.click(tab('Images'));
    expect(group('CLI')).toBeInTheDocument();
  });
});

describe('SdkPicker badges', () => {
  it('shows Fixtures on every Playwright TypeScript card and Standard on the Standard variant, nothing else', () => {
    render(<SdkPicker onSelect={noop} />);
    const fixtures = within(panel()).getAllByText('Fixtures');
    expect(fixtures).toHaveLength(2); // Popular and Playwright groups
    for (const badge of fixtures)
      expect(badge.closest('button')).toHaveAccessibleName('Playwright (TypeScript) Fixtures');
    expect(within(panel()).getByText('Standard').closest('button')).toHaveAccessibleName(
      'Playwright Standard (TypeScript) Standard',
    );
    const badged = within(panel())
      .getAllByRole('button')
      .filter((item) => /Fixtures|Standard$/.test(item.textContent ?? ''));
    expect(badged).toHaveLength(3);
  });
});

describe('SdkPicker selection', () => {
  it('calls onSelect with the key of the clicked card', async () => {
    const onSelect = vi.fn();
    render(<SdkPicker onSelect={onSelect} />);
    await userEvent.click(card('Playwright Standard (TypeScript) Standard'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('playwright-ts-standard');
    await userEvent.click(tab('Images'));
    await userEvent.click(card('Image Tester'));
    expect(onSelect).toHaveBeenLastCalledWith('image-tester');
  });

  it('marks the current value on each of its cards', () => {
    render(<SdkPicker value="cypress" onSelect={noop} />);
    const current = within(panel())
      .getAllByRole('button')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toEqual([card('Cypress', 'Popular'), card('Cypress', 'Other')]);
    expect(current.every((item) => item.dataset.state === 'selected')).toBe(true);
    expect(card('Selenium Java', 'Popular')).not.toHaveAttribute('aria-current');
  });

  it('marks the canonical SDK of an alias value', async () => {
    render(<SdkPicker value={'storybook-react' as SdkKey} onSelect={noop} />);
    await userEvent.click(tab('Component'));
    expect(card('Storybook')).toHaveAttribute('aria-current', 'true');
  });
});

describe('SdkPicker keyboard', () => {
  it('reaches every category card and SDK card with Tab', async () => {
    render(<SdkPicker onSelect={noop} />);
    const controls = [...screen.getAllByRole('tab'), ...within(panel()).getAllByRole('button')];
    for (const control of controls) {
      await userEvent.tab();
      expect(control).toHaveFocus();
    }
  });

  it('moves through the cards of every group with Right and Left in reading order, wrapping around', async () => {
    render(<SdkPicker onSelect={noop} />);
    const cards = within(panel()).getAllByRole('button');
    expect(cards).toHaveLength(25);
    card('Cypress', 'Popular').focus();
    for (const next of [...cards.slice(1), cards[0]]) {
      await userEvent.keyboard('{ArrowRight}');
      expect(next).toHaveFocus();
    }
    await userEvent.keyboard('{ArrowLeft}');
    expect(card('LeanFT C#', 'Other')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(card('LeanFT JavaScript', 'Other')).toHaveFocus();
  });

  it('goes to the first and last card of the category with Home and End', async () => {
    render(<SdkPicker onSelect={noop} />);
    card('Selenium Ruby', 'Selenium').focus();
    await userEvent.keyboard('{End}');
    expect(card('LeanFT C#', 'Other')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(card('Cypress', 'Popular')).toHaveFocus();
  });

  it('goes down to the next card, into the next group, where the cards are not laid out in columns', async () => {
    render(<SdkPicker onSelect={noop} />);
    card('WebdriverIO', 'Popular').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(card(/Playwright \(TypeScript\)/, 'Playwright')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(card('Selenium Java', 'Popular')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(card('Cypress', 'Popular')).toHaveFocus();
  });

  it('moves up and down the columns the cards are laid out in, across groups', async () => {
    render(<SdkPicker onSelect={noop} />);
    layOutInColumns(3);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(card('WebdriverIO', 'Popular')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(card(/Playwright \(TypeScript\)/, 'Playwright')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(card('Playwright Python', 'Playwright')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(card('Selenium C#', 'Selenium')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(card('Playwright Standard (TypeScript) Standard', 'Playwright')).toHaveFocus();
    card('Selenium Java', 'Popular').focus();
    await userEvent.keyboard('{ArrowDown}'); // the row below has one card
    expect(card('WebdriverIO', 'Popular')).toHaveFocus();
    card('Selenium Java', 'Popular').focus();
    await userEvent.keyboard('{ArrowUp}'); // the first row: stays
    expect(card('Selenium Java', 'Popular')).toHaveFocus();
    card('LeanFT C#', 'Other').focus();
    await userEvent.keyboard('{ArrowDown}'); // the last row: stays
    expect(card('LeanFT C#', 'Other')).toHaveFocus();
  });

  it('leaves arrow keys with a modifier alone', async () => {
    render(<SdkPicker onSelect={noop} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}{Alt>}{ArrowRight}{/Alt}');
    expect(card('Cypress', 'Popular')).toHaveFocus();
  });

  it('selects a card with Enter and with Space', async () => {
    const onSelect = vi.fn();
    render(<SdkPicker onSelect={onSelect} />);
    card('Selenium Ruby', 'Selenium').focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('selenium-ruby');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('selenium-php');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('moves between category cards with the arrow keys and selects one with Enter or Space', async () => {
    render(<SdkPicker onSelect={noop} />);
    tab('Web').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Images')).toHaveFocus();
    expect(tab('Web')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(tab('Images')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(tab('Component')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(panel()).toHaveAccessibleName('Component');
  });
});

describe('SdkPicker type-ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('goes to the next card whose name starts with the letters typed', async () => {
    const onSelect = vi.fn();
    render(<SdkPicker onSelect={onSelect} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('sel');
    expect(card('Selenium Java', 'Popular')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('selenium-java');
  });

  it('goes to a name with a word that starts with them when no name starts with them', async () => {
    render(<SdkPicker onSelect={noop} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('pyth');
    expect(card('Playwright Python', 'Playwright')).toHaveFocus();
  });

  it('goes on to the next card starting with a letter typed again, repeated cards included', async () => {
    render(<SdkPicker onSelect={noop} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('c');
    expect(card('Cypress', 'Other')).toHaveFocus();
    await userEvent.keyboard('c');
    expect(card('Capybara', 'Other')).toHaveFocus();
    await userEvent.keyboard('c');
    expect(card('Cypress', 'Popular')).toHaveFocus();
  });

  it('goes through the names starting with one letter as it is typed again', async () => {
    render(<SdkPicker onSelect={noop} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('ppp');
    expect(card('Playwright Standard (TypeScript) Standard', 'Playwright')).toHaveFocus();
  });

  it('takes a space as part of a name being typed, not as a choice', async () => {
    const onSelect = vi.fn();
    render(<SdkPicker onSelect={onSelect} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('playwright j');
    expect(card('Playwright Java', 'Playwright')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("keeps the letters it takes from the page, but not '/', a page's search shortcut", async () => {
    const reached: string[] = [];
    const onPageKeyDown = (event: KeyboardEvent) => reached.push(event.key);
    document.addEventListener('keydown', onPageKeyDown);
    render(<SdkPicker onSelect={noop} />);
    card('Cypress', 'Popular').focus();
    await userEvent.keyboard('s/');
    document.removeEventListener('keydown', onPageKeyDown);
    expect(reached).toEqual(['/']);
  });

  it('starts a new search 500 ms after the last letter', async () => {
    // Testing Library waits for a real timeout after each event: time also runs on its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<SdkPicker onSelect={noop} />);
    card('Cypress', 'Popular').focus();
    await user.keyboard('p');
    vi.advanceTimersByTime(300);
    await user.keyboard('u');
    expect(card('Puppeteer', 'Other')).toHaveFocus();
    vi.advanceTimersByTime(500);
    await user.keyboard('w');
    expect(card('Watir', 'Other')).toHaveFocus();
  });

  it('searches the shown category only', async () => {
    render(<SdkPicker onSelect={noop} defaultCategory="mobile-native" />);
    card('Espresso').focus();
    await userEvent.keyboard('c');
    expect(card('Appium C# (Native)')).toHaveFocus(); // "C#" starts a word; Cypress is in Web
  });
});

describe('SdkPicker layout options', () => {
  it('limits the card area to 500px by default and scrolls inside it', () => {
    render(<SdkPicker onSelect={noop} />);
    expect(panel()).toHaveStyle({ maxHeight: '500px' });
  });

  it('takes a maximum height in pixels or as a CSS length', () => {
    const { rerender } = render(<SdkPicker onSelect={noop} maxHeight={240} />);
    expect(panel()).toHaveStyle({ maxHeight: '240px' });
    rerender(<SdkPicker onSelect={noop} maxHeight="50vh" />);
    expect(panel().style.maxHeight).toBe('50vh');
  });

  it('marks compact mode and keeps a host class name', () => {
    const { container, rerender } = render(<SdkPicker onSelect={noop} className="host" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('host');
    expect(root).not.toHaveAttribute('data-compact');
    expect(root).toHaveAttribute('data-category', 'web');
    rerender(<SdkPicker onSelect={noop} className="host" compact />);
    expect(root).toHaveAttribute('data-compact');
  });
});

describe('SdkPicker server rendering', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders on the server and hydrates without mismatch', async () => {
    const html = renderToString(<SdkPicker value="espresso" onSelect={noop} defaultCategory="mobile-native" />);
    expect(html).toContain('Espresso');
    expect(html).toContain('aria-current="true"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SdkPicker value="espresso" onSelect={noop} defaultCategory="mobile-native" />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
