import type { PageProps } from '@storefront/shared';
import type { StaffMember } from '@storefront/shared/admin';
import { ActionResult } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetStaffQuery, type StaffAction } from '../../api/staff-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { InviteDialog } from './invite-dialog';
import type { MemberOutcomes } from './member-actions';
import type { StaffRefusal } from './staff-dialog';
import { StaffTable } from './staff-table';

const section = sectionOf('admin-staff');

/** The refusals the page explains in words of its own; any other reads as the API's. */
const REFUSALS = [
  'USER_CANNOT_BE_UPDATED',
  'USER_CANNOT_BE_DELETED',
  'USER_NOT_FOUND',
  'ENTITY_ACTION_NOT_ALLOWED',
];

function StaffPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { session } = useStaff();
  const staff = useGetStaffQuery();
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const told = useRef(false);
  // What happened is said where the focus goes once its dialog closes: the row's buttons change
  // with the account's state, so the one that opened the dialog may be gone.
  const tell = (text: string, tone: 'success' | 'error' = 'success') => {
    told.current = true;
    setResult({ text, tone });
  };
  const focusAfterClose = () => {
    const target = told.current ? message.current : null;
    told.current = false;
    return target;
  };
  const onRefused = ({ code, changedBy }: StaffRefusal) => {
    if (code === 'ENTITY_ACTION_NOT_ALLOWED' && changedBy)
      tell(t('staff.refused.conflict', { email: changedBy }), 'error');
    else if (REFUSALS.includes(code)) tell(t(`staff.refused.${code}`), 'error');
    else tell(t('staff.refused.other'), 'error');
  };
  const outcomes: MemberOutcomes = {
    onDone: (action: StaffAction | 'role', member: StaffMember) =>
      tell(
        t(`staff.done.${action}`, { email: member.email, role: t(`staff.roles.${member.role}`) }),
      ),
    onRefused,
    focusAfterClose,
  };
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        <InviteDialog
          lang={lang}
          onInvited={(member) => tell(t('staff.done.invited', { email: member.email }))}
          onRefused={onRefused}
          focusAfterClose={focusAfterClose}
        />
      }
    >
      <ActionResult ref={message} result={result} testId="staff-result" />
      <AdminQueryState query={staff}>
        {(list) => (
          <StaffTable
            members={list.items}
            lang={lang}
            selfId={session?.user.id}
            outcomes={outcomes}
          />
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The shop's staff accounts, for the owner: invitations, roles, deactivation. */
export const staffPage = adminPage(section, StaffPage);
