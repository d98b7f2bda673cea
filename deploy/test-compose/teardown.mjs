// Removing what the run made — containers, network, volume, the images compose built (and the
// untagged stages of their builds), the builder and the base images this run built (not those it
// found) — once, whether the run ends, fails or is interrupted. With TEST_IMAGES_HANDOVER set
// and every check passed, the images the stack runs are left to `npm run test:swarm` instead
// (./images.mjs): CI builds them once for both.
import { check, MINUTE, outcome, output, phase, PROJECT, seconds } from './commands.mjs';
import { compose } from './engine.mjs';
import { handOver, mayHaveBuilt, removeImages } from './images.mjs';

const HANDOVER = process.env.TEST_IMAGES_HANDOVER;

let tornDown;
/** Once, whether the run ends, fails or is interrupted. */
export const teardown = () => (tornDown ??= removeAll());

async function removeAll() {
  if (!mayHaveBuilt()) return;
  await phase(
    'teardown',
    async () => {
      const t0 = Date.now();
      await compose(['down', '--volumes', '--remove-orphans'], { timeout: 5 * MINUTE }).catch(
        () => {},
      );
      const down = seconds(Date.now() - t0);
      const left = output('docker', [
        'ps',
        '-a',
        '-q',
        '--filter',
        `label=com.docker.compose.project=${PROJECT}`,
      ]);
      check(left === '', `containers left: ${left}`);
      const kept = HANDOVER && outcome.failures === 0 ? handOver(HANDOVER) : [];
      const removed = removeImages({ keep: kept });
      const handed = kept.length > 0 ? `; ${kept.length} left for ${HANDOVER}` : '';
      return (
        `containers, network and volume removed (${down}), then the images (${removed}` +
        `${handed}; ${seconds(Date.now() - t0)} in all)`
      );
    },
    { fatal: false },
  );
}
