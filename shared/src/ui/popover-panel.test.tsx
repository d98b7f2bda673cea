import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithProviders } from '../testing';
import { PopoverPanel } from './popover-panel';

/** A header button with its panel, and a field elsewhere on the page. */
function Header({ focusSelf = false }: { focusSelf?: boolean }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen((value) => !value)}>
        Account
      </button>
      <input aria-label="Search" />
      <PopoverPanel
        id="menu"
        title="Ada Lovelace"
        open={open}
        onOpenChange={setOpen}
        triggerRef={trigger}
        focusSelf={focusSelf}
        boundary="profile"
      >
        <a href="#orders">Orders</a>
        <button type="button">Sign out</button>
      </PopoverPanel>
    </>
  );
}

describe('a popover panel', () => {
  it('is a dialog named by its title that focuses its first button, or itself', async () => {
    const { unmount } = renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(panel).toHaveAttribute('data-boundary', 'profile');
    // As Radix's focus scope does, links are passed over.
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    unmount();

    renderWithProviders(<Header focusSelf />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('closes when one of its links is followed, and when its button is pressed again', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Orders' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the focus where a click outside put it', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByLabelText('Search'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });
});
