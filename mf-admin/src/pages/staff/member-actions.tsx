import { Button, VisuallyHidden } from '@storefront/shared';
import {
  STAFF_ROLE_CHOICES,
  staffActionSchema,
  staffRoleSchema,
  type StaffActionInput,
  type StaffMember,
  type StaffRoleInput,
} from '@storefront/shared/admin';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useChangeStaffRoleMutation,
  useStaffActionMutation,
  type StaffAction,
} from '../../api/staff-api';
import { StaffDialog, type StaffRefusal } from './staff-dialog';
import { RoleField } from './staff-fields';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** What the page does with an action's outcome: says it, and puts the focus on what it says. */
export interface MemberOutcomes {
  onDone: (action: StaffAction | 'role', member: StaffMember) => void;
  onRefused: (refusal: StaffRefusal) => void;
  focusAfterClose: () => HTMLElement | null;
}

/**
 * A button of a row, with the account's email for those who hear it without its row; a dialog's
 * trigger, so it takes the props and the ref the dialog gives it.
 */
const RowButton = forwardRef<
  HTMLButtonElement,
  { label: string; email: string; testId: string } & ButtonHTMLAttributes<HTMLButtonElement>
>(function RowButton({ label, email, testId, ...props }, ref) {
  return (
    <Button ref={ref} type="button" $variant="secondary" data-testid={testId} {...props}>
      {label}
      <VisuallyHidden> {email}</VisuallyHidden>
    </Button>
  );
});

function RoleChange({ member, outcomes }: { member: StaffMember; outcomes: MemberOutcomes }) {
  const { t } = useTranslation('admin');
  const [change] = useChangeStaffRoleMutation();
  return (
    <StaffDialog<StaffRoleInput>
      title={t('staff.role_title', { email: member.email })}
      description={t('staff.role_text')}
      trigger={
        <RowButton label={t('staff.change_role')} email={member.email} testId="staff-role" />
      }
      schema={staffRoleSchema}
      defaultValues={{ role: member.role, version: member.version, password: '' }}
      submitLabel={t('staff.role_submit')}
      testId="staff-role-dialog"
      send={(values) => change({ id: member.id, ...values })}
      onDone={(changed) => outcomes.onDone('role', changed)}
      onRefused={outcomes.onRefused}
      focusAfterClose={outcomes.focusAfterClose}
    >
      <RoleField roles={STAFF_ROLE_CHOICES} testId="staff-role-choice" />
    </StaffDialog>
  );
}

function ActionDialog({
  member,
  action,
  outcomes,
}: {
  member: StaffMember;
  action: StaffAction;
  outcomes: MemberOutcomes;
}) {
  const { t } = useTranslation('admin');
  const [act] = useStaffActionMutation();
  return (
    <StaffDialog<StaffActionInput>
      title={t(`staff.actions.${action}.title`, { email: member.email })}
      description={t(`staff.actions.${action}.text`)}
      trigger={
        <RowButton
          label={t(`staff.actions.${action}.button`)}
          email={member.email}
          testId={`staff-${action}`}
        />
      }
      schema={staffActionSchema}
      defaultValues={{ version: member.version, password: '' }}
      submitLabel={t(`staff.actions.${action}.submit`)}
      testId={`staff-${action}-dialog`}
      send={(values) => act({ id: member.id, action, ...values })}
      onDone={(changed) => outcomes.onDone(action, changed)}
      onRefused={outcomes.onRefused}
      focusAfterClose={outcomes.focusAfterClose}
    />
  );
}

/** What the owner may do with an account: its role, a new invitation link, (de)activation. */
export function MemberActions({
  member,
  outcomes,
}: {
  member: StaffMember;
  outcomes: MemberOutcomes;
}) {
  // A dialog's values are read from the account when it opens: a newer version is a new dialog.
  const key = `${member.id}:${member.version}`;
  return (
    <Row>
      <RoleChange key={`role:${key}`} member={member} outcomes={outcomes} />
      {member.state === 'INVITED' && (
        <ActionDialog
          key={`invite:${key}`}
          member={member}
          action="invitation"
          outcomes={outcomes}
        />
      )}
      <ActionDialog
        key={`state:${key}`}
        member={member}
        action={member.state === 'DEACTIVATED' ? 'reactivate' : 'deactivate'}
        outcomes={outcomes}
      />
    </Row>
  );
}
