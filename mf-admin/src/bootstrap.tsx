import { startHarness } from '@storefront/shared/harness';
import remote from './remote';

// The standalone dev harness: the back office team works on its pages without the shell.
void startHarness(remote);
