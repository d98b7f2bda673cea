import * as RadixProgress from '@radix-ui/react-progress';
import styled from 'styled-components';

export const PROGRESS_MAX = 100;

/** A progress value kept between 0 and max; NaN counts as 0. */
export function clampProgress(value: number, max = PROGRESS_MAX): number {
  if (!(max > 0)) throw new Error('Progress max must be a positive number');
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

const Track = styled(RadixProgress.Root)`
  position: relative;
  overflow: hidden;
  height: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Indicator = styled(RadixProgress.Indicator)`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: transform 200ms ease;
`;

/** A progress bar on Radix: max 100 by default, the value clamped into range. */
export function Progress({
  value,
  max = PROGRESS_MAX,
  label,
}: {
  value: number;
  max?: number;
  label: string;
}) {
  const clamped = clampProgress(value, max);
  return (
    <Track value={clamped} max={max} aria-label={label}>
      <Indicator style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }} />
    </Track>
  );
}
