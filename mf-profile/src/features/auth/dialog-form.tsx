import { AUTH_OVERLAYS, Button, Spinner, overlay } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** An account dialog's form: one column of fields, the button at the end. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** First and last name side by side where the dialog is wide enough. */
export const NameRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
`;

/** Why the shop refused the form (a wrong password, a used link), announced at once. */
export const FormAlert = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.error};
`;

/** A line under the form that leads to another dialog ("No account yet? Create one"). */
export const DialogSwitch = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A button that reads as a link: it switches dialogs rather than going to a page. */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`;

/** The form's submit button, busy while the request runs. */
export function SubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" $block disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy && <Spinner aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** The way back from the password dialogs to signing in. */
export function BackToSignIn({ testId }: { testId?: string }) {
  const { t } = useTranslation('profile');
  return (
    <DialogSwitch>
      <LinkButton data-testid={testId} onClick={() => overlay.open(AUTH_OVERLAYS.login)}>
        {t('auth.forgot_password.back_to_login')}
      </LinkButton>
    </DialogSwitch>
  );
}
