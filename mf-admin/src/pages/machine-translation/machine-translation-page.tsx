import type { PageProps } from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { useGetMachineTranslationQuery } from '../../api/machine-translation-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { ApiKeyPanel } from './api-key-panel';
import { PromptForm } from './prompt-form';
import { ServiceForm } from './service-form';

const section = sectionOf('admin-settings-machine-translation');

/**
 * The machine translation's settings: what leaves the shop when it is used, where it goes (the
 * endpoint and model, the owner's), the API key (whether it is set), and the prompts.
 */
function MachineTranslationPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const settings = useGetMachineTranslationQuery();
  const owner = may('machine-translation.configure');
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_machine_translation')}>
      <p>{t('machine.intro')}</p>
      <AdminQueryState query={settings}>
        {(view) => (
          <>
            <Card aria-labelledby="machine-sent">
              <h2 id="machine-sent">{t('machine.sent.title')}</h2>
              <p data-testid="machine-sent">
                {view.endpoint
                  ? t('machine.sent.to', { endpoint: view.endpoint, model: view.model })
                  : t('machine.sent.nowhere')}
              </p>
            </Card>
            <Card aria-labelledby="machine-service">
              <h2 id="machine-service">{t('machine.service.title')}</h2>
              <ServiceForm view={view} editable={owner} />
            </Card>
            <Card aria-labelledby="machine-key">
              <h2 id="machine-key">{t('machine.key.title')}</h2>
              <ApiKeyPanel view={view} editable={owner} />
            </Card>
            <Card aria-labelledby="machine-prompts">
              <h2 id="machine-prompts">{t('machine.prompts.title')}</h2>
              <p>{t('machine.prompts.intro')}</p>
              {view.prompts.map((prompt) => (
                <PromptForm
                  key={`${prompt.name} ${prompt.version}`}
                  prompt={prompt}
                  editable={may('machine-translation.prompts')}
                />
              ))}
            </Card>
          </>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** Where the shop's texts are sent to be translated by a machine, and how. */
export const machineTranslationPage = adminPage(section, MachineTranslationPage);
