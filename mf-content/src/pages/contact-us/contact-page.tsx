import {
  Container,
  PageTitle,
  selectStore,
  useAppSelector,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContactForm } from './contact-form';

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 2fr;
  }
`;

const Details = styled.dl`
  margin: 0;
  dt {
    font-weight: 700;
    margin-top: 1rem;
  }
  dd {
    margin: 0.25rem 0 0;
  }
`;

function ContactPage({ lang }: PageProps) {
  const { t } = useTranslation('content');
  const { contactInfo } = useAppSelector(selectStore);
  return (
    <Container data-boundary="content">
      <PageTitle>{t('contact.title')}</PageTitle>
      <p>{t('contact.intro')}</p>
      <Columns>
        <section aria-label={t('contact.details')}>
          <Details>
            {contactInfo.phoneNumber && (
              <>
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${contactInfo.phoneNumber.replace(/\s/g, '')}`}>
                    {contactInfo.phoneNumber}
                  </a>
                </dd>
              </>
            )}
            {contactInfo.email && (
              <>
                <dt>{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
                </dd>
              </>
            )}
            {contactInfo.pickupAddress && (
              <>
                <dt>{t('contact.address')}</dt>
                <dd>{contactInfo.pickupAddress}</dd>
              </>
            )}
          </Details>
        </section>
        <ContactForm lang={lang} />
      </Columns>
    </Container>
  );
}

export const contactUsPage: PageModule = {
  Component: ContactPage,
  head: ({ t }) => ({
    title: t('contact.seo_title'),
    description: t('contact.seo_description'),
    websitePrefix: true,
  }),
};
