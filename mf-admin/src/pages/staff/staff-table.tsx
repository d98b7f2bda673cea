import type { Language } from '@storefront/shared';
import type { StaffMember } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';
import { MemberActions, type MemberOutcomes } from './member-actions';

/** Where an account is, with the time that matters for it (the link's end, the deactivation). */
function StateText({ member, lang }: { member: StaffMember; lang: Language }) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  if (member.state === 'INVITED')
    return member.invitationExpiresAt
      ? t('staff.states.INVITED_until', { date: shop.dateTime(member.invitationExpiresAt) })
      : t('staff.states.INVITED_expired');
  if (member.state === 'DEACTIVATED' && member.deactivatedAt)
    return t('staff.states.DEACTIVATED_at', { date: shop.dateTime(member.deactivatedAt) });
  return t(`staff.states.${member.state}`);
}

/** The staff accounts: who, with which role, where each is, and what the owner may do. */
export function StaffTable({
  members,
  lang,
  selfId,
  outcomes,
}: {
  members: StaffMember[];
  lang: Language;
  /** The signed-in owner's account, marked as theirs. */
  selfId: string | undefined;
  outcomes: MemberOutcomes;
}) {
  const { t } = useTranslation('admin');
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('staff.table')}>
      <Table data-testid="staff-table">
        <caption>{t('staff.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.email')}</th>
            <th scope="col">{t('staff.name')}</th>
            <th scope="col">{t('staff.role')}</th>
            <th scope="col">{t('staff.state')}</th>
            <th scope="col">{t('lists.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr
              key={member.id}
              data-testid="staff-row"
              data-email={member.email}
              data-state={member.state}
            >
              <th scope="row">
                {member.email}
                {member.id === selfId && <> ({t('staff.you')})</>}
              </th>
              <td>{[member.firstName, member.lastName].filter(Boolean).join(' ') || '—'}</td>
              <td data-testid="staff-row-role">{t(`staff.roles.${member.role}`)}</td>
              <td data-testid="staff-row-state">
                <StateText member={member} lang={lang} />
              </td>
              <td>
                <MemberActions member={member} outcomes={outcomes} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
