import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useZodForm } from '@/components/use-zod-form';
import type { SoldOutItem } from './sold-out-control';
import { useStockSave } from './use-sold-out-actions';

const stockSchema = z.object({
  quantity: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, 'Informe um número inteiro de 0 a 99999, ou deixe em branco.'),
  allowOversell: z.boolean(),
});

interface StockDialogProps {
  item: SoldOutItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The stock count of a product or complemento, and "permitir vender sem estoque". */
export function StockDialog({ item, open, onOpenChange }: StockDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Estoque: ${item.name}`}
      description="Cada pedido desconta do estoque e um cancelamento devolve. Em zero, aparece como esgotado. Deixe em branco para não controlar."
      className="sm:max-w-md"
    >
      <StockForm item={item} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function StockForm({ item, onDone }: { item: SoldOutItem; onDone: () => void }) {
  const save = useStockSave(onDone);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useZodForm(stockSchema, {
    defaultValues: {
      quantity: item.stock_quantity == null ? '' : String(Math.max(0, item.stock_quantity)),
      allowOversell: Boolean(item.allow_oversell),
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate({
      kind: item.kind,
      id: item.id,
      name: item.name,
      quantity: values.quantity === '' ? null : Number(values.quantity),
      allowOversell: values.allowOversell,
    }),
  );
  const oversellId = `oversell-${item.id}`;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={`Estoque de ${item.name}`}
    >
      <FormField
        label="Quantidade em estoque"
        error={errors.quantity?.message}
        hint="Em branco: não controlar o estoque."
      >
        <FormControl>
          <Input {...register('quantity')} inputMode="numeric" autoComplete="off" maxLength={5} />
        </FormControl>
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={oversellId} className="text-sm">
          Permitir vender sem estoque
          <span className="block text-xs text-muted-foreground">
            Para mercadoria que chegou e ainda não foi contada.
          </span>
        </label>
        <Controller
          control={control}
          name="allowOversell"
          render={({ field }) => (
            <Switch id={oversellId} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <SubmitButton pending={save.isPending} pendingLabel="Salvando..." type="submit">
        Salvar estoque
      </SubmitButton>
    </form>
  );
}
