import { RETURN_TO_QUERY, overlay, useCurrentUser, type Language } from '@storefront/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from './return-to';

/**
 * Once the visitor is signed in (just now, or already when the dialog opened), the sign-in and
 * registration dialogs close, and open the profile page the guest was sent from (`return-to`).
 */
export function useLeaveWhenSignedIn(lang: Language, onClose: () => void): void {
  const { isAuthenticated } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get(RETURN_TO_QUERY), lang);
  useEffect(() => {
    if (!isAuthenticated) return;
    if (!returnTo) return onClose();
    overlay.close();
    void navigate(returnTo, { replace: true });
    // Only signing in decides; the callbacks change with every render of the shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAuthenticated]);
}
