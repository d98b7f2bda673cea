import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { SearchBox } from './search-box';

const texts = {
  action: '/en/catalog',
  label: 'Search the shop',
  placeholder: 'Search products',
  submitLabel: 'Search',
};

describe('SearchBox', () => {
  // What a box hands over outlives it (it waits for the next box), so a test that ended with a
  // box focused would hand its focus to the next test's box: each ends with nothing focused.
  afterEach(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });

  it('is a plain GET form of the results listing with the words as q', () => {
    renderWithProviders(<SearchBox {...texts} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/en/catalog');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('hands what was typed, and the focus, to the box that takes its place', async () => {
    const first = renderWithProviders(<SearchBox {...texts} />);
    await userEvent.type(screen.getByRole('searchbox'), 'sen');
    first.unmount();

    renderWithProviders(<SearchBox {...texts} />);
    const next = screen.getByRole('searchbox');
    expect(next).toHaveValue('sen');
    expect(next).toHaveFocus();
  });

  it('hands the focus on its search button to the box that takes its place', async () => {
    const first = renderWithProviders(<SearchBox {...texts} />);
    // From the words' field to the button, as a keyboard does.
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    first.unmount();

    renderWithProviders(<SearchBox {...texts} />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('gives the typed text, once, to a box with a value of its own', async () => {
    const first = renderWithProviders(<SearchBox {...texts} />);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'kyo');
    first.unmount();

    const typedBefore = jest.fn();
    const box = <SearchBox {...texts} onTypedBefore={typedBefore} inputProps={{ value: '' }} />;
    renderWithProviders(box).unmount();
    renderWithProviders(box);
    expect(typedBefore.mock.calls).toEqual([['kyo']]);
  });
});
