import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { MaskedInput } from './masked-input';
import { PROGRESS_MAX, Progress, clampProgress } from './progress';
import { TOOLTIP_DELAY_MS, Tooltip } from './tooltip';

describe('masks', () => {
  it('take # for a digit, @ for a letter and * for either', async () => {
    renderWithProviders(<MaskedInput aria-label="Code" maskOptions={{ mask: '##-@@-**' }} />);
    await userEvent.type(screen.getByLabelText('Code'), '1a2bcd3!e');
    expect(screen.getByLabelText('Code')).toHaveValue('12-bc-d3');
  });

  it('format numbers in a locale with fraction digits, and can refuse the minus sign', async () => {
    renderWithProviders(
      <>
        <MaskedInput
          aria-label="Price"
          maskOptions={{ number: { locale: 'pl-PL', fraction: 2 } }}
        />
        <MaskedInput
          aria-label="Count"
          maskOptions={{ number: { locale: 'en-US', unsigned: true } }}
        />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Price'), '123456,78');
    // Polish groups thousands with a no-break space and writes a decimal comma.
    expect(screen.getByLabelText('Price')).toHaveValue('123\u00a0456,78');
    await userEvent.type(screen.getByLabelText('Count'), '-1500');
    expect(screen.getByLabelText('Count')).toHaveValue('1,500');
  });
});

describe('progress', () => {
  it('is 100 at most by default and clamps the value into range', () => {
    expect(PROGRESS_MAX).toBe(100);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(250)).toBe(100);
    expect(clampProgress(12, 10)).toBe(10);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(() => clampProgress(5, 0)).toThrow('Progress max must be a positive number');
  });

  it('tells assistive technology the clamped value', () => {
    renderWithProviders(<Progress value={140} label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('tooltips', () => {
  // First in the file: the tooltip code is loaded once per page (here, per test file).
  it('load on first use, keep the focus and the click, and open for the keyboard at once', async () => {
    const user = userEvent.setup();
    const clicks = jest.fn();
    renderWithProviders(
      <>
        <Tooltip content="One more">
          <button type="button" onClick={clicks}>
            +
          </button>
        </Tooltip>
        <Tooltip content="One less">
          <button type="button">−</button>
        </Tooltip>
      </>,
    );
    const more = screen.getByRole('button', { name: '+' });
    // Until a shopper uses it, the trigger is a plain button, without Radix.
    expect(more).not.toHaveAttribute('data-state');

    await user.click(more);
    expect(clicks).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('One less');
    const less = screen.getByRole('button', { name: '−' });
    expect(less).toHaveFocus();
    expect(less).toHaveAttribute('data-state');
  });

  it('open after 700 ms of hovering', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <Tooltip content="Free delivery from 250 zł">
        <button type="button">Delivery</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Delivery' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Free delivery from 250 zł');
    jest.useRealTimers();
  });
});
