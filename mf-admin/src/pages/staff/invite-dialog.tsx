import { Button, type Language } from '@storefront/shared';
import {
  INVITED_ROLES,
  staffInvitationSchema,
  type StaffInvitationInput,
  type StaffMember,
} from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { useInviteStaffMutation } from '../../api/staff-api';
import { TextField } from '../../features/discounts/form-fields';
import { StaffDialog, type StaffRefusal } from './staff-dialog';
import { LanguageField, RoleField } from './staff-fields';

/** The owner invites an administrator or a manager: an email with a link that sets a password. */
export function InviteDialog({
  lang,
  onInvited,
  onRefused,
  focusAfterClose,
}: {
  lang: Language;
  onInvited: (member: StaffMember) => void;
  onRefused: (refusal: StaffRefusal) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation('admin');
  const [invite] = useInviteStaffMutation();
  return (
    <StaffDialog<StaffInvitationInput>
      title={t('staff.invite_title')}
      description={t('staff.invite_text')}
      trigger={
        <Button type="button" data-testid="staff-invite">
          {t('staff.invite')}
        </Button>
      }
      schema={staffInvitationSchema}
      defaultValues={{ email: '', role: 'MANAGER', language: lang, password: '' }}
      submitLabel={t('staff.invite_submit')}
      testId="staff-invite-dialog"
      send={(values) => invite(values)}
      onDone={onInvited}
      onRefused={onRefused}
      focusAfterClose={focusAfterClose}
    >
      <TextField<StaffInvitationInput>
        name="email"
        type="email"
        label={t('staff.email')}
        autoComplete="off"
        testId="staff-invite-email"
      />
      <RoleField roles={INVITED_ROLES} testId="staff-invite-role" />
      <LanguageField testId="staff-invite-language" />
    </StaffDialog>
  );
}
