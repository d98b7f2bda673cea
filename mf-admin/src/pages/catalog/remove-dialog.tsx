import { Button, Spinner, normalizeError } from '@storefront/shared';
import type { CatalogRemoved } from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { Card } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AdminDialog, DialogActions } from '../../features/dialog/admin-dialog';

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/** Why a removal was refused, in the page language. */
function refusalKey(error: unknown): string {
  const refusal = normalizeError(error);
  if (refusal.conflict) return 'catalog.remove.refused_stale';
  if (refusal.fields?.moveTo) return 'catalog.remove.refused_products';
  if (refusal.code === 'APP_CATEGORY_NOT_FOUND' || refusal.code === 'ENTITY_NOT_FOUND')
    return 'catalog.remove.refused_target';
  return 'catalog.remove.refused';
}

/**
 * Removing a category or a brand, asked in a dialog: one with products says how many, and offers
 * the others to move them to. Nothing is chosen for the staff member: the API refuses a removal
 * that leaves products nowhere, and the dialog says so beside the choice, which takes the focus.
 */
export function RemoveDialog({
  kind,
  name,
  productCount,
  targets,
  remove,
  onRemoved,
}: {
  kind: 'category' | 'brand';
  name: string;
  productCount: number;
  /** Where the products may go: the others' slugs and names. */
  targets: { slug: string; name: string }[];
  /** Sends the removal; throws the API's refusal. */
  remove: (moveTo: string | undefined) => Promise<CatalogRemoved>;
  onRemoved: (removed: CatalogRemoved, target: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [moveTo, setMoveTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choice = useRef<HTMLSelectElement>(null);
  const testId = `${kind}-remove`;

  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const removed = await remove(moveTo || undefined);
      setOpen(false);
      onRemoved(removed, targets.find((target) => target.slug === removed.movedTo)?.name ?? null);
    } catch (error) {
      setRefusal(t(refusalKey(error)));
      (choice.current ?? undefined)?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${testId}-heading`}>
      <h2 id={`${testId}-heading`}>{t('catalog.remove.confirm')}</h2>
      <AdminDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setRefusal(null);
        }}
        title={t(`catalog.remove.${kind}_title`, { name })}
        description={
          productCount > 0
            ? t(`catalog.remove.${kind}_products`, { count: productCount })
            : t('catalog.remove.empty')
        }
        testId={`${testId}-dialog`}
        trigger={
          <Button type="button" $variant="ghost" data-testid={`${testId}-open`}>
            {t('catalog.remove.open')}
          </Button>
        }
      >
        <DialogFields>
          {productCount > 0 && (
            <Field label={t('catalog.remove.move_to')} error={refusal ?? undefined}>
              {(ids) => (
                <Select
                  {...ids}
                  ref={choice}
                  value={moveTo}
                  onChange={(event) => setMoveTo(event.target.value)}
                  data-testid={`${testId}-target`}
                >
                  <option value="">{t('catalog.remove.choose')}</option>
                  {targets.map((target) => (
                    <option key={target.slug} value={target.slug}>
                      {target.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {productCount === 0 && refusal && <Refused role="alert">{refusal}</Refused>}
          <DialogActions>
            <Button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              data-testid={`${testId}-confirm`}
              data-autofocus={productCount === 0 ? true : undefined}
            >
              {busy && <Spinner aria-hidden="true" />}
              {t('catalog.remove.confirm')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
              {t('catalog.remove.keep')}
            </Button>
          </DialogActions>
        </DialogFields>
      </AdminDialog>
    </Card>
  );
}

const DialogFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 1rem;
`;
