import { use } from 'react';
import type { FragmentName } from '../contracts/cross-team';
import type { AnyRemoteFragmentProps, RemoteFragmentProps } from './fragment-props';
import { ShellServicesContext } from '../shell/shell-services';

/**
 * Another team's fragment, embedded by name and never imported: the shell loads it from the
 * remote that owns it (FRAGMENT_OWNERS), and the fallback stands in while it loads or when it
 * cannot. The props are checked against the fragment's contract.
 */
export function RemoteFragment<N extends FragmentName>(props: RemoteFragmentProps<N>) {
  const { Fragment } = use(ShellServicesContext);
  return <Fragment {...(props as AnyRemoteFragmentProps)} />;
}
