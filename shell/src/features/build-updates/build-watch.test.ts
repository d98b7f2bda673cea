import { isOutdated } from './build-watch';

describe('what an open page runs against what is live', () => {
  const running = { buildId: 'shell-1', releases: { content: 'aaaaaaaaaaaa' } };

  it('is current while the shell and every release it uses are live', () => {
    expect(isOutdated(running, { id: 'shell-1', remotes: { content: 'aaaaaaaaaaaa' } })).toBe(
      false,
    );
  });

  it("is outdated once the shell's build or one of its releases is no longer live", () => {
    expect(isOutdated(running, { id: 'shell-2', remotes: { content: 'aaaaaaaaaaaa' } })).toBe(true);
    expect(isOutdated(running, { id: 'shell-1', remotes: { content: 'bbbbbbbbbbbb' } })).toBe(true);
  });

  it('ignores a remote the server names no release of (pinned, or its pointer unread)', () => {
    expect(isOutdated(running, { id: 'shell-1', remotes: {} })).toBe(false);
    expect(
      isOutdated(
        { buildId: 'shell-1', releases: {} },
        { id: 'shell-1', remotes: { content: 'bbbbbbbbbbbb' } },
      ),
    ).toBe(false);
  });
});
