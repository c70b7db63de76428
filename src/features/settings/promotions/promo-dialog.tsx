import { Controller, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import { FieldError } from '@/lib/errors';
import { FormDialog, FormDialogFooter, type EditDialogProps } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/choice-select';
import { promoCodeInputProps } from '@/components/promo-code-input';
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
  const form = useZodForm(promoSchema, {
    defaultValues: editing ? toPromoValues(editing) : EMPTY_PROMO,
  });
  const type = useWatch({ control: form.control, name: 'type' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing?.id, row: toPromoRow(values) });
      onDone();
    } catch (error) {
      if (error instanceof FieldError) {
        form.setError('code', { message: userMessage(error) }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Código promocional">
      <InputField
        form={form}
        name="code"
        id="promo-code-input"
        label="Código"
        {...promoCodeInputProps}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="promo-type">Tipo de desconto</Label>
          <Controller
            control={form.control}
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
          form={form}
          name="discount"
          money={type === 'fixed'}
          id="promo-discount"
          label={type === 'percentage' ? 'Desconto (%)' : 'Desconto (R$)'}
          inputMode="decimal"
          autoComplete="off"
        />
        <InputField
          form={form}
          name="expiresAt"
          id="promo-expires"
          label="Validade (opcional)"
          hint="Sem data, o código não expira."
          type="date"
        />
        <InputField
          form={form}
          name="maxUses"
          id="promo-max-uses"
          label="Limite de usos"
          hint="Vazio ou 0: ilimitado."
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
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch id="promo-active" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <FormDialogFooter pending={form.formState.isSubmitting} onCancel={onDone}>
        {editing ? 'Salvar alterações' : 'Criar código'}
      </FormDialogFooter>
    </form>
  );
}
