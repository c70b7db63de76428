import { Controller, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import { FieldError } from '@/lib/errors';
import { FormDialog, FormDialogFooter, type EditDialogProps } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/choice-select';
import { Switch } from '@/components/ui/switch';
import { useSavePromoCode } from '@/data/promo-codes/save-promo-code';
import {
  EMPTY_PROMO,
  promoSchema,
  toPromoRow,
  toPromoValues,
  type PromoCodeRow,
} from './promo-schema';
import { useZodForm } from '@/components/use-zod-form';
import { InputField } from '../input-field';

const DISCOUNT_TYPES = [
  { value: 'percentage', label: 'Porcentagem (%)' },
  { value: 'fixed', label: 'Valor fixo (R$)' },
] as const;

export function PromoDialog({ open, onOpenChange, editing }: EditDialogProps<PromoCodeRow>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Editar Código Promocional' : 'Novo Código Promocional'}
      description="Os clientes digitam o código no checkout para ganhar o desconto."
    >
      <PromoForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PromoForm({ editing, onDone }: { editing: PromoCodeRow | null; onDone: () => void }) {
  const save = useSavePromoCode({
    onSuccess: (code, { id }) =>
      toast.success(id ? 'Código promocional atualizado' : 'Código promocional criado', {
        description: code,
      }),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors: e, isSubmitting },
  } = useZodForm(promoSchema, {
    defaultValues: editing ? toPromoValues(editing) : EMPTY_PROMO,
  });
  const type = useWatch({ control, name: 'type' });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing?.id, row: toPromoRow(values) });
      onDone();
    } catch (error) {
      if (error instanceof FieldError) {
        setError('code', { message: userMessage(error) }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Código promocional">
      <InputField
        id="promo-code-input"
        label="Código"
        error={e.code?.message}
        {...register('code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        placeholder="Ex.: BEMVINDO10"
        className="uppercase placeholder:normal-case"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="promo-type">Tipo de desconto</Label>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <ChoiceSelect
                id="promo-type"
                value={field.value}
                onValueChange={field.onChange}
                choices={DISCOUNT_TYPES}
              />
            )}
          />
        </div>
        <InputField
          money={type === 'fixed'}
          id="promo-discount"
          label={type === 'percentage' ? 'Desconto (%)' : 'Desconto (R$)'}
          error={e.discount?.message}
          {...register('discount')}
          inputMode="decimal"
          autoComplete="off"
        />
        <InputField
          id="promo-expires"
          label="Validade (opcional)"
          hint="Sem data, o código não expira."
          {...register('expiresAt')}
          type="date"
        />
        <InputField
          id="promo-max-uses"
          label="Limite de usos"
          hint="Vazio ou 0: ilimitado."
          {...register('maxUses')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="Ilimitado"
        />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <Label htmlFor="promo-active" className="grid gap-1">
          <span>Ativo</span>
          <span className="text-xs font-normal text-muted-foreground">
            Códigos inativos não são aceitos no checkout.
          </span>
        </Label>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch id="promo-active" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <FormDialogFooter pending={isSubmitting} onCancel={onDone}>
        {editing ? 'Salvar alterações' : 'Criar código'}
      </FormDialogFooter>
    </form>
  );
}
