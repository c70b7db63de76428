import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { QrCode } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormControl, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { isPixKeyType } from '@/domain/pix-key';
import { useSavePixSettings } from '@/data/settings/save-pix-settings';
import { toast } from '@/lib/toast';
import { InputField } from '../input-field';
import { SectionCard } from '../section-card';
import { SettingsForm } from '../settings-form';
import { useSettingsForm } from '../use-settings-form';
import { PixKeyTypeSelect } from './pix-key-type-select';
import { PixStatus } from './pix-status';
import { submitPix } from './submit-pix';
import {
  PIX_CITY_MAX,
  PIX_KEY_PLACEHOLDERS,
  PIX_NAME_MAX,
  PIX_KEY_INPUT_MODES,
  pixFormDefaults,
  pixSchema,
  toPixSettings,
  type PixRow,
} from './pix-schema';

interface PixCardProps {
  settings: PixRow | null;
  /** Whether the checkout offers Pix at all. */
  pixAccepted: boolean;
}

/** The shop's Pix key: with it, a Pix order shows its QR Code and copia e cola for its total. */
export function PixCard({ settings, pixAccepted }: PixCardProps) {
  const save = useSavePixSettings({
    onSuccess: (_, pix) =>
      toast.success(pix.key ? 'Pix salvo' : 'Pix removido', {
        description: pix.key
          ? 'Os clientes que pagarem com Pix verão o QR Code com o valor do pedido.'
          : 'Os pedidos pagos com Pix não mostram mais o QR Code.',
      }),
  });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useSettingsForm(pixSchema, settings, pixFormDefaults);
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
      <SettingsForm
        label="Pix"
        onSubmit={submit}
        pending={isSubmitting}
        submitLabel="Salvar Pix"
        pendingLabel="Salvando..."
        contentClassName="grid gap-5"
        secondaryAction={
          active ? (
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
          )
        }
      >
        <PixStatus
          pixKey={settings?.pix_key ?? null}
          keyType={settings?.pix_key_type ?? null}
          pixAccepted={pixAccepted}
        />
        <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <FormField id="pix-key-type" label="Tipo de chave" error={e.keyType?.message}>
            <FormControl>
              <PixKeyTypeSelect
                {...register('keyType', {
                  onChange: () => form.formState.isSubmitted && void form.trigger('key'),
                })}
              />
            </FormControl>
          </FormField>
          <InputField
            form={form}
            name="key"
            id="pix-key"
            label="Chave Pix"
            inputMode={type ? PIX_KEY_INPUT_MODES[type] : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={type ? PIX_KEY_PLACEHOLDERS[type] : 'Escolha o tipo primeiro'}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <InputField
            form={form}
            name="merchantName"
            id="pix-merchant-name"
            label="Nome do recebedor"
            hint={`Como aparece no app do banco. Até ${PIX_NAME_MAX} caracteres, sem emojis; o código Pix leva o nome sem acentos.`}
            maxLength={PIX_NAME_MAX}
            autoComplete="organization"
          />
          <InputField
            form={form}
            name="merchantCity"
            id="pix-merchant-city"
            label="Cidade"
            hint={`Até ${PIX_CITY_MAX} caracteres, sem emojis.`}
            maxLength={PIX_CITY_MAX}
            autoComplete="address-level2"
          />
        </div>
      </SettingsForm>
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
