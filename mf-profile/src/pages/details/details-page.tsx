import type { PageProps } from '@storefront/shared';
import { profileApi, useGetPersonalDataQuery } from '../../api/profile-api';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { profilePage } from '../../features/profile/profile-page';
import { QueryState } from '../../features/profile/query-state';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { SavedAddresses } from './saved-addresses';

function DetailsPage({ lang }: PageProps) {
  const personalData = useGetPersonalDataQuery();
  return (
    <ProfileLayout section="details" lang={lang}>
      <QueryState query={personalData}>
        {(user) => <PersonalDataForm key={user._id} user={user} lang={lang} />}
      </QueryState>
      <SavedAddresses lang={lang} />
      <PasswordForm />
    </ProfileLayout>
  );
}

/** The customer's name, phone and email language, saved addresses, and a change of password. */
export const detailsPage = profilePage('details', DetailsPage, ({ dispatch }) =>
  dispatch(profileApi.util.prefetch('getPersonalData', undefined, {})),
);
