import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleOff, Loader2, QrCode } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { fieldA11y } from '@/lib/field-a11y';
import { PIX_KEY_TYPES, isPixKeyType, type PixKeyType } from '@/lib/pix-key';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { useSavePixSettings } from '@/data/settings/save-pix-settings';
import { SectionCard } from '../section-card';
import { submitPix } from './submit-pix';
import {
  PIX_CITY_MAX,
  PIX_KEY_PLACEHOLDERS,
  PIX_KEY_TYPE_LABELS,
  PIX_NAME_MAX,
  formatPixKey,
  pixSchema,
  toPixSettings,
  type PixFormValues,
} from './pix-schema';

const INPUT_MODES: Record<PixKeyType, 'numeric' | 'email' | 'tel' | 'text'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  email: 'email',
  phone: 'tel',
  random: 'text',
};

type PixRow = Pick<
  CompanySettings,
  | 'pix_key'
  | 'pix_key_type'
  | 'pix_merchant_name'
  | 'pix_merchant_city'
  | 'company_name'
  | 'business_address'
>;

/** The saved receiver, or the shop's own name and city as a first suggestion. */
function defaultsFrom(row: PixRow | null): PixFormValues {
  const city = (row?.business_address as { city?: unknown } | null)?.city;
  return {
    keyType: row?.pix_key_type ?? '',
    key: formatPixKey(row?.pix_key_type ?? null, row?.pix_key ?? null),
    merchantName: row?.pix_merchant_name ?? (row?.company_name ?? '').slice(0, PIX_NAME_MAX),
    merchantCity:
      row?.pix_merchant_city ?? (typeof city === 'string' ? city.slice(0, PIX_CITY_MAX) : ''),
  };
}

interface PixCardProps {
  settings: PixRow | null;
  /** Whether the checkout offers Pix at all. */
  pixAccepted: boolean;
}

/** The shop's Pix key: with it, a Pix order shows its QR Code and copia e cola for its total. */
export function PixCard({ settings, pixAccepted }: PixCardProps) {
  const save = useSavePixSettings();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const values = useMemo(() => defaultsFrom(settings), [settings]);
  const form = useForm<PixFormValues>({
    resolver: zodResolver(pixSchema),
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    control,
    formState: { errors: e, isSubmitting },
  } = form;
  const keyType = useWatch({ control, name: 'keyType' });
  const type = isPixKeyType(keyType) ? keyType : null;
  const active = Boolean(settings?.pix_key);

  const submit = form.handleSubmit((values) =>
    submitPix(() => save.mutateAsync(toPixSettings(values)), form.setError),
  );

  function remove() {
    save.mutate(
      { keyType: null, key: null, merchantName: null, merchantCity: null },
      { onSettled: () => setConfirmRemove(false) },
    );
  }

  return (
    <SectionCard
      icon={QrCode}
      title="Pix"
      description="Com a chave cadastrada, quem paga com Pix recebe o QR Code e o copia e cola com o valor exato do pedido."
    >
      <form noValidate onSubmit={submit} aria-label="Pix" className="flex flex-col gap-6">
        <CardContent className="grid gap-5">
          <PixStatus active={active} pixAccepted={pixAccepted} settings={settings} />
          <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <FormField id="pix-key-type" label="Tipo de chave" error={e.keyType?.message}>
              <select
                {...fieldA11y('pix-key-type', e.keyType?.message)}
                {...register('keyType', {
                  onChange: () => form.formState.isSubmitted && void form.trigger('key'),
                })}
                className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-[invalid=true]:border-destructive md:text-sm"
              >
                <option value="" disabled>
                  Escolha…
                </option>
                {PIX_KEY_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PIX_KEY_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="pix-key" label="Chave Pix" error={e.key?.message}>
              <Input
                {...fieldA11y('pix-key', e.key?.message)}
                {...register('key')}
                inputMode={type ? INPUT_MODES[type] : 'text'}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={type ? PIX_KEY_PLACEHOLDERS[type] : 'Escolha o tipo primeiro'}
              />
            </FormField>
            <FormField
              id="pix-merchant-name"
              label="Nome do recebedor"
              error={e.merchantName?.message}
              hint={`Como aparece no app do banco. Até ${PIX_NAME_MAX} caracteres.`}
            >
              <Input
                {...fieldA11y('pix-merchant-name', e.merchantName?.message, true)}
                {...register('merchantName')}
                maxLength={PIX_NAME_MAX}
                autoComplete="organization"
              />
            </FormField>
            <FormField
              id="pix-merchant-city"
              label="Cidade"
              error={e.merchantCity?.message}
              hint={`Até ${PIX_CITY_MAX} caracteres.`}
            >
              <Input
                {...fieldA11y('pix-merchant-city', e.merchantCity?.message, true)}
                {...register('merchantCity')}
                maxLength={PIX_CITY_MAX}
                autoComplete="address-level2"
              />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {active ? (
            <Button
              type="button"
              variant="ghost"
              className="w-full text-destructive hover:text-destructive sm:w-auto"
              disabled={save.isPending}
              onClick={() => setConfirmRemove(true)}
            >
              Remover chave
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? 'Salvando...' : 'Salvar Pix'}
          </Button>
        </CardFooter>
      </form>
      <ConfirmDeleteDialog
        open={confirmRemove}
        title="Remover a chave Pix?"
        description="Os pedidos pagos com Pix deixam de mostrar o QR Code e o copia e cola. Você pode cadastrar a chave de novo quando quiser."
        pending={save.isPending}
        onConfirm={remove}
        onClose={() => setConfirmRemove(false)}
      />
    </SectionCard>
  );
}

function PixStatus({
  active,
  pixAccepted,
  settings,
}: {
  active: boolean;
  pixAccepted: boolean;
  settings: PixRow | null;
}) {
  if (!active) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <CircleOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Sem chave cadastrada: nenhum código Pix é mostrado ao cliente.
      </p>
    );
  }
  const type = settings?.pix_key_type;
  return (
    <div className="grid gap-1 rounded-lg border border-success/30 bg-success/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-success-foreground">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Pix ativo
      </p>
      <p className="break-all text-muted-foreground">
        {isPixKeyType(type) ? `${PIX_KEY_TYPE_LABELS[type]}: ` : ''}
        {formatPixKey(type ?? null, settings?.pix_key ?? null)}
      </p>
      {pixAccepted ? null : (
        <p className="text-warning-foreground">
          PIX está desativado em Formas de pagamento aceitas: ative-o lá para o cliente poder
          escolher.
        </p>
      )}
    </div>
  );
}
